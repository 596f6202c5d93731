import { drawPoster, canvasMeasure, type DrawMode } from './draw-poster';
import { layoutPoster, type PosterContent, type PosterLayout } from './poster-layout';
import type { PosterDesign, PosterSize } from './poster-options';

/** The User Timing measure each drawing records (DevTools shows it; the browser test reads it). */
export const DRAW_MEASURE = 'poster-draw';

/**
 * Lays out and paints a poster on `canvas` at its full size, and returns the layout. The whole of
 * it is timed as {@link DRAW_MEASURE}.
 */
export function renderPoster(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  content: PosterContent,
  size: PosterSize,
  design: PosterDesign,
  mode: DrawMode = 'full',
): PosterLayout {
  const start = performance.now();
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  // Two overloads that TypeScript cannot pick between on a union: each kind asked on its own.
  const context =
    canvas instanceof OffscreenCanvas ? canvas.getContext('2d') : canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const layout = layoutPoster(content, size, design, canvasMeasure(context));
  drawPoster(context, layout, mode);
  performance.measure(DRAW_MEASURE, { start, end: performance.now() });
  return layout;
}

/** Every character a poster draws, so the fonts load the subsets it needs. */
export function posterText(content: PosterContent): string {
  return [
    content.name,
    content.kicker,
    content.message,
    ...content.steps,
    content.dateLine ?? '',
    ...content.days.flatMap((day) => [day.number, day.weekday ?? '', day.date ?? '']),
    content.hashtags,
  ].join(' ');
}
