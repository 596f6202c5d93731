/**
 * WCAG 2 contrast: of two colours, and of text as it was drawn, measured from pixels. The designs'
 * unit test checks the colours chosen; the browser test measures what the canvas really painted,
 * since a gradient, a shape or anti-aliasing can leave text on something other than the colour
 * meant for it.
 */

export type Rgb = readonly [number, number, number];

/** Relative luminance of an sRGB colour with 0–255 channels (WCAG 2.x). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio of two colours, from 1 (the same) to 21 (black on white), either order.
 *
 * @example
 * contrastRatio([255, 255, 255], [0, 0, 0]); // 21
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` as channels. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** RGBA pixels, row by row, as ImageData and PNG decoders give them. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: ArrayLike<number>;
}

/**
 * A pixel is part of a letter when the text covers (nearly) all of it: the inside of the letters,
 * not their anti-aliased edges, whose colour is a blend of text and background (WCAG's contrast is
 * of the text's colour; at 80% coverage a 5.4:1 pair measured 3.7:1).
 */
const GLYPH_CORE_COVERAGE = 0.95;

/**
 * The contrast of the text drawn in `box`, from three renders of the same picture: `drawn` as
 * it is, `behind` without its text, and `mask` with only its text, white on black (how much of
 * each pixel the text covers). At every pixel the letters cover, the colour drawn is compared
 * with what lies behind it at the same place; the lowest is returned, or null when no text covers
 * any pixel of the box.
 *
 * @example
 * textContrast(drawn, behind, mask, { x: 90, y: 400, width: 900, height: 120 }); // 12.6
 */
export function textContrast(
  drawn: Pixels,
  behind: Pixels,
  mask: Pixels,
  box: PixelBox,
): number | null {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(drawn.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(drawn.height, Math.ceil(box.y + box.height));
  const at = (pixels: Pixels, i: number): Rgb => [
    pixels.data[i] ?? 0,
    pixels.data[i + 1] ?? 0,
    pixels.data[i + 2] ?? 0,
  ];
  let lowest: number | null = null;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * drawn.width + x) * 4;
      if ((mask.data[i] ?? 0) < GLYPH_CORE_COVERAGE * 255) continue;
      const ratio = contrastRatio(at(drawn, i), at(behind, i));
      lowest = lowest === null ? ratio : Math.min(lowest, ratio);
    }
  }
  return lowest;
}
