import { drawPoster, canvasMeasure, type DrawMode } from './draw-poster';
import { layoutPoster, type PosterContent, type PosterLayout } from './poster-layout';
import type { PosterDesign, PosterSize } from './poster-options';

/** The User Timing measure each drawing records (DevTools shows it; the browser test reads it). */
export const DRAW_MEASURE = 'poster-draw';

/**
 * The scale of the preview: its longer side at most this many pixels, sharp on a phone's screen
 * at the size the panel shows it, with a quarter of the full picture's pixels to paint at 9:16.
 */
export const PREVIEW_LONGEST_SIDE = 960;

/** How much smaller than the picture its preview is drawn. */
export function previewScale(size: Pick<PosterSize, 'width' | 'height'>): number {
  return Math.min(1, PREVIEW_LONGEST_SIDE / Math.max(size.width, size.height));
}

/**
 * Lays out and paints a poster on `canvas`, `scale` times its full size (the layout is always the
 * full size's, so a preview is the picture made smaller), and returns the layout. The whole of it
 * is timed as {@link DRAW_MEASURE}.
 */
export function renderPoster(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  content: PosterContent,
  size: PosterSize,
  design: PosterDesign,
  mode: DrawMode = 'full',
  scale = 1,
): PosterLayout {
  const start = performance.now();
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  // Two overloads that TypeScript cannot pick between on a union: each kind asked on its own.
  const context =
    canvas instanceof OffscreenCanvas ? canvas.getContext('2d') : canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const layout = layoutPoster(content, size, design, canvasMeasure(context));
  context.setTransform(width / size.width, 0, 0, height / size.height, 0, 0);
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
