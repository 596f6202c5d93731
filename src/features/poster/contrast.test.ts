import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  hexToRgb,
  relativeLuminance,
  textContrast,
  type Pixels,
  type Rgb,
} from './contrast';

const channel = fc.integer({ min: 0, max: 255 });
const colour = fc.tuple(channel, channel, channel);

describe('contrastRatio', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#6d28d9', '#ffffff', 7.1],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(hexToRgb(a), hexToRgb(b))).toBeCloseTo(ratio, 1);
  });

  it('is symmetric, from 1 to 21, and 1 for a colour against itself', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
        expect(contrastRatio(a, a)).toBe(1);
      }),
    );
  });

  it('grows with the distance in luminance', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
  });
});

/** A picture of one colour, with a rectangle of another where `ink` is given. */
function picture(
  width: number,
  height: number,
  ground: (x: number, y: number) => Rgb,
  ink?: { box: [number, number, number, number]; colour: Rgb },
): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside =
        ink &&
        x >= ink.box[0] &&
        x < ink.box[0] + ink.box[2] &&
        y >= ink.box[1] &&
        y < ink.box[1] + ink.box[3];
      const [r, g, b] = inside ? ink.colour : ground(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

describe('textContrast', () => {
  const box = { x: 0, y: 0, width: 40, height: 20 };
  const white = () => [255, 255, 255] as const;
  const black = () => [0, 0, 0] as const;
  const letters: [number, number, number, number] = [5, 5, 10, 10];

  it('measures the letters against what lies behind them, not the colours meant', () => {
    const behind = picture(40, 20, white);
    const drawn = picture(40, 20, white, { box: letters, colour: [0, 0, 0] });
    const mask = picture(40, 20, black, { box: letters, colour: [255, 255, 255] });
    expect(textContrast(drawn, behind, mask, box)).toBeCloseTo(21);
  });

  it('takes the worst place: text across a gradient that turns light under it fails', () => {
    // A gradient from black to white, with light grey letters across it.
    const gradient = (x: number) => {
      const v = Math.round((x / 39) * 255);
      return [v, v, v] as const;
    };
    const band: [number, number, number, number] = [0, 8, 40, 4];
    const behind = picture(40, 20, gradient);
    const drawn = picture(40, 20, gradient, { box: band, colour: [200, 200, 200] });
    const mask = picture(40, 20, black, { box: band, colour: [255, 255, 255] });
    expect(textContrast(drawn, behind, mask, box)).toBeLessThan(1.1);
    // The same letters over the dark end only pass.
    expect(textContrast(drawn, behind, mask, { x: 0, y: 0, width: 8, height: 20 })).toBeGreaterThan(
      4.5,
    );
  });

  it('leaves out the anti-aliased edges of the letters', () => {
    const behind = picture(40, 20, white);
    const drawn = picture(40, 20, white, { box: letters, colour: [0, 0, 0] });
    const mask = picture(40, 20, black, { box: letters, colour: [255, 255, 255] });
    // A half-covered edge pixel next to the letter: grey, half on.
    (drawn.data as Uint8ClampedArray).set([200, 200, 200, 255], (5 * 40 + 4) * 4);
    (mask.data as Uint8ClampedArray).set([128, 128, 128, 255], (5 * 40 + 4) * 4);
    expect(textContrast(drawn, behind, mask, box)).toBeCloseTo(21);
  });

  it('says null when no text was drawn there', () => {
    const plain = picture(40, 20, white);
    expect(textContrast(plain, plain, picture(40, 20, black), box)).toBeNull();
  });
});
