/**
 * Paints a laid-out poster on a 2D canvas. All the deciding is in poster-layout.ts; this only
 * draws the list, so it stays short and the rules stay testable without a canvas.
 */
import type { FontFace, MeasureText, PosterItem, PosterLayout, TextStyle } from './poster-layout';

/** The bundled fonts' names in the document (poster-fonts.ts registers the files under them). */
export const FONT_FAMILIES: Record<FontFace, string> = {
  display: 'Poster Display',
  body: 'Poster Text',
};

/** The canvas font for a style: the bundled family first, then the system's for other scripts. */
export function cssFont(style: Pick<TextStyle, 'face' | 'weight' | 'size'>): string {
  return `${style.weight} ${style.size}px "${FONT_FAMILIES[style.face]}", system-ui, sans-serif`;
}

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * A measure for the layout from the canvas's own text metrics (the fonts as they will be drawn,
 * fallbacks included). Lines are measured again and again while the layout tries sizes, so each
 * answer is kept.
 */
export function canvasMeasure(context: Context): MeasureText {
  const known = new Map<string, number>();
  return (text, style) => {
    const font = cssFont(style);
    const key = `${font}\u0000${text}`;
    let width = known.get(key);
    if (width === undefined) {
      context.font = font;
      width = context.measureText(text).width;
      known.set(key, width);
    }
    return width;
  };
}

/**
 * What to paint: the poster (`full`), everything but its text (`behind`), or its text alone, white
 * on black (`mask`, how much of each pixel the text covers). The last two are how the browser test
 * measures the contrast of the text as drawn.
 */
export type DrawMode = 'full' | 'behind' | 'mask';

function roundedRect(context: Context, item: Extract<PosterItem, { kind: 'rect' }>): void {
  const { x, y, width, height } = item.box;
  context.beginPath();
  context.roundRect(x, y, width, height, item.radius);
}

/** Paints `layout` on `context`, whose canvas is the layout's size. */
export function drawPoster(context: Context, layout: PosterLayout, mode: DrawMode = 'full'): void {
  const { width, height, design, safe } = layout;
  context.save();
  context.textBaseline = 'alphabetic';
  if (mode === 'mask') {
    context.fillStyle = '#000000';
    context.fillRect(0, 0, width, height);
  } else {
    const gradient = context.createLinearGradient(0, 0, 0, height);
    gradient.addColorStop(0, design.background[0]);
    gradient.addColorStop(1, design.background[1]);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    // A frame in the margin, where no text goes: it says "poster" at a glance.
    const inset =
      Math.min(safe.x, safe.y, width - safe.x - safe.width, height - safe.y - safe.height) / 2;
    context.strokeStyle = design.accent;
    context.lineWidth = Math.max(4, inset / 5);
    context.beginPath();
    context.roundRect(inset, inset, width - 2 * inset, height - 2 * inset, inset);
    context.stroke();
  }
  for (const item of layout.items) {
    if (item.kind === 'rect') {
      if (mode === 'mask') continue;
      roundedRect(context, item);
      if (item.fill) {
        context.fillStyle = item.fill;
        context.fill();
      }
      if (item.stroke) {
        context.strokeStyle = item.stroke;
        context.lineWidth = item.lineWidth ?? 2;
        context.stroke();
      }
    } else if (mode !== 'behind') {
      context.font = cssFont(item.style);
      context.textAlign = item.align;
      context.fillStyle = mode === 'mask' ? '#ffffff' : item.color;
      context.fillText(item.text, item.x, item.baseline);
    }
  }
  context.restore();
}
