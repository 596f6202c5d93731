/**
 * Where everything on a poster goes, worked out without a canvas: the layout is a list of
 * rectangles and lines of text with their sizes and places, all inside the size's safe margins.
 * Text shrinks, then wraps, then (for the lowest-priority blocks) is left out, and never
 * overflows; the drawing (draw-poster.ts) only paints the list.
 */
import { fitName, fitText, type Measure } from './text-fit';
import type { PosterDesign, PosterSize } from './poster-options';

export type FontFace = 'display' | 'body';

export interface TextStyle {
  readonly face: FontFace;
  readonly weight: 400 | 700;
  readonly size: number;
}

/** How wide `text` is in `style`. */
export type MeasureText = (text: string, style: TextStyle) => number;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type PosterItem =
  | {
      readonly kind: 'text';
      readonly text: string;
      /** Where the line is anchored: its centre, or its left edge. */
      readonly x: number;
      readonly baseline: number;
      readonly align: 'center' | 'left';
      readonly style: TextStyle;
      readonly color: string;
      /** Every pixel the line can paint: its width, and the font's ascent and descent. */
      readonly box: Box;
    }
  | {
      readonly kind: 'rect';
      readonly box: Box;
      readonly radius: number;
      readonly fill?: string;
      readonly stroke?: string;
      readonly lineWidth?: number;
    };

export interface CalendarCell {
  /** The challenge's day, "1" to "30". */
  readonly number: string;
  /** In the visitor's locale, when a start date is set: "Mon" and "2 Mar". */
  readonly weekday: string | null;
  readonly date: string | null;
}

export interface PosterContent {
  readonly name: string;
  /** The short line in the pill above the name ("JOIN THE CHALLENGE", "30-DAY CHALLENGE"). */
  readonly kicker: string;
  /** What to do: the caption's invitation or the visitor's own words; may be empty. */
  readonly message: string;
  /** How to join, each already numbered. */
  readonly steps: readonly string[];
  /** The start date (and end) in words, when a date is set. */
  readonly dateLine: string | null;
  /** One cell per day for a challenge of 7 days or more; empty otherwise. */
  readonly days: readonly CalendarCell[];
  readonly hashtags: string;
}

/** The blocks a crowded poster can do without, in the order they go. The name always stays. */
export const DROPPABLE = ['steps', 'message', 'kicker', 'hashtags', 'dateLine', 'days'] as const;
export type Droppable = (typeof DROPPABLE)[number];

export interface PosterLayout {
  readonly width: number;
  readonly height: number;
  readonly design: PosterDesign;
  /** The area no text leaves (the picture less its safe margins). */
  readonly safe: Box;
  readonly items: readonly PosterItem[];
  /** Blocks that did not fit at any size and were left out (the text alternative says so). */
  readonly dropped: readonly Droppable[];
  /** The name's lines, as drawn. */
  readonly nameLines: readonly string[];
}

// Font metrics as shares of the size, a little generous: Archivo Black and Atkinson Hyperlegible
// stay inside them, and so do the system fonts that draw scripts they lack (Devanagari's marks
// reach higher than Latin capitals).
const ASCENT = 0.95;
const DESCENT = 0.3;
const NAME_LINE_HEIGHT = 1.08;
const SCALES = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55];

/** Sizes at scale 1 for a 1080-px picture; every size is multiplied by the picture's unit. */
const BASE = {
  kicker: 34,
  nameMax: 170,
  /** The name is never drawn smaller than this unless its width forces it. */
  nameMin: 84,
  message: 50,
  steps: 40,
  dateLine: 40,
  hashtags: 40,
  gap: 36,
  cellGap: 12,
  cellPad: 12,
  cellNumber: 36,
  cellText: 24,
  tick: 28,
} as const;

interface Placed {
  readonly height: number;
  /** The block's items once its top edge is known. */
  readonly place: (top: number) => PosterItem[];
}

interface Column {
  readonly x: number;
  readonly width: number;
}

function textLines(
  lines: readonly string[],
  style: TextStyle,
  lineHeight: number,
  color: string,
  column: Column,
  measure: MeasureText,
): Placed {
  const step = style.size * lineHeight;
  const height =
    lines.length === 0 ? 0 : (lines.length - 1) * step + (ASCENT + DESCENT) * style.size;
  return {
    height,
    place: (top) =>
      lines.map((text, i) => {
        const width = measure(text, style);
        const baseline = top + ASCENT * style.size + i * step;
        const centre = column.x + column.width / 2;
        return {
          kind: 'text',
          text,
          x: centre,
          baseline,
          align: 'center',
          style,
          color,
          box: {
            x: centre - width / 2,
            y: baseline - ASCENT * style.size,
            width,
            height: (ASCENT + DESCENT) * style.size,
          },
        } as const;
      }),
  };
}

/** The largest size up to `size` at which `text` is no wider than `width`. */
function sizeToFit(
  text: string,
  face: FontFace,
  weight: 400 | 700,
  size: number,
  width: number,
  measure: MeasureText,
): number {
  const wide = measure(text, { face, weight, size });
  return wide <= width ? size : (size * width) / wide;
}

function kickerBlock(
  content: PosterContent,
  design: PosterDesign,
  column: Column,
  unit: number,
  measure: MeasureText,
): Placed {
  const padX = BASE.kicker * unit * 0.9;
  const size = sizeToFit(
    content.kicker,
    'body',
    700,
    BASE.kicker * unit,
    column.width - 2 * padX,
    measure,
  );
  const style: TextStyle = { face: 'body', weight: 700, size };
  const textWidth = measure(content.kicker, style);
  const height = size * 2;
  return {
    height,
    place: (top) => {
      const centre = column.x + column.width / 2;
      const width = textWidth + 2 * padX;
      const baseline = top + height / 2 + size * 0.35;
      return [
        {
          kind: 'rect',
          box: { x: centre - width / 2, y: top, width, height },
          radius: height / 2,
          fill: design.pill,
        },
        {
          kind: 'text',
          text: content.kicker,
          x: centre,
          baseline,
          align: 'center',
          style,
          color: design.pillInk,
          box: {
            x: centre - textWidth / 2,
            y: baseline - ASCENT * size,
            width: textWidth,
            height: (ASCENT + DESCENT) * size,
          },
        },
      ];
    },
  };
}

function proseBlock(
  text: string,
  base: number,
  weight: 400 | 700,
  maxLines: number,
  color: string,
  column: Column,
  measure: MeasureText,
): Placed | null {
  const fitted = fitText(text, (t, size) => measure(t, { face: 'body', weight, size }), {
    width: column.width,
    maxSize: base,
    minSize: base * 0.8,
    maxLines,
  });
  if (fitted.lines.length > maxLines) return null;
  return textLines(
    fitted.lines,
    { face: 'body', weight, size: fitted.size },
    1.28,
    color,
    column,
    measure,
  );
}

function calendarBlock(
  days: readonly CalendarCell[],
  design: PosterDesign,
  column: Column,
  unit: number,
  measure: MeasureText,
): Placed {
  const columns = Math.min(7, days.length);
  const rows = Math.ceil(days.length / 7);
  const gap = BASE.cellGap * unit;
  const pad = BASE.cellPad * unit;
  const cellWidth = (column.width - gap * (columns - 1)) / columns;
  const inner = cellWidth - 2 * pad;
  const tick = Math.min(BASE.tick * unit, inner * 0.4);
  const dated = days.some((day) => day.date !== null);
  // One size for every cell, the largest at which the widest label fits.
  const numberSize = Math.min(
    ...days.map((day) =>
      sizeToFit(day.number, 'body', 700, BASE.cellNumber * unit, inner - tick - pad * 0.5, measure),
    ),
  );
  const textSize = dated
    ? Math.min(
        ...days.flatMap((day) => [
          sizeToFit(day.weekday ?? '', 'body', 400, BASE.cellText * unit, inner, measure),
          sizeToFit(day.date ?? '', 'body', 700, BASE.cellText * unit, inner, measure),
        ]),
      )
    : 0;
  const textStep = textSize * 1.2;
  const cellHeight =
    pad +
    Math.max(tick, (ASCENT + DESCENT) * numberSize) +
    (dated ? textStep + (ASCENT + DESCENT) * textSize + pad * 0.3 : 0) +
    pad;
  const height = rows * cellHeight + (rows - 1) * gap;
  const lineBox = (x: number, baseline: number, width: number, size: number): Box => ({
    x,
    y: baseline - ASCENT * size,
    width,
    height: (ASCENT + DESCENT) * size,
  });

  return {
    height,
    place: (top) => {
      const rowWidth = columns * cellWidth + (columns - 1) * gap;
      const left = column.x + (column.width - rowWidth) / 2;
      return days.flatMap((day, i) => {
        const x = left + (i % 7) * (cellWidth + gap);
        const y = top + Math.floor(i / 7) * (cellHeight + gap);
        const numberStyle: TextStyle = { face: 'body', weight: 700, size: numberSize };
        const numberBaseline = y + pad + ASCENT * numberSize;
        const items: PosterItem[] = [
          {
            kind: 'rect',
            box: { x, y, width: cellWidth, height: cellHeight },
            radius: pad,
            fill: design.cell,
          },
          {
            kind: 'rect',
            box: { x: x + cellWidth - pad - tick, y: y + pad, width: tick, height: tick },
            radius: tick * 0.2,
            stroke: design.cellInk,
            lineWidth: Math.max(2, tick * 0.1),
          },
          {
            kind: 'text',
            text: day.number,
            x: x + pad,
            baseline: numberBaseline,
            align: 'left',
            style: numberStyle,
            color: design.cellInk,
            box: lineBox(x + pad, numberBaseline, measure(day.number, numberStyle), numberSize),
          },
        ];
        if (dated) {
          const firstBaseline =
            y +
            pad +
            Math.max(tick, (ASCENT + DESCENT) * numberSize) +
            pad * 0.3 +
            ASCENT * textSize;
          const lines: [string, 400 | 700][] = [
            [day.weekday ?? '', 400],
            [day.date ?? '', 700],
          ];
          lines.forEach(([text, weight], line) => {
            const style: TextStyle = { face: 'body', weight, size: textSize };
            const baseline = firstBaseline + line * textStep;
            items.push({
              kind: 'text',
              text,
              x: x + pad,
              baseline,
              align: 'left',
              style,
              color: design.cellInk,
              box: lineBox(x + pad, baseline, measure(text, style), textSize),
            });
          });
        }
        return items;
      });
    },
  };
}

type BlockName = 'kicker' | 'name' | Droppable;

/**
 * Stacks the blocks in a column at one scale, the name taking what height is left; null when
 * they do not fit (too tall, a block that cannot keep to its lines, or a name squeezed below its
 * smallest size when its width would allow more).
 */
function stackColumn(
  blocks: readonly BlockName[],
  content: PosterContent,
  design: PosterDesign,
  column: Column,
  height: number,
  unit: number,
  scale: number,
  measure: MeasureText,
): { items: PosterItem[]; nameLines: string[] } | null {
  const u = unit * scale;
  const placed: { name: BlockName; block: Placed | 'name' }[] = [];
  for (const name of blocks) {
    let block: Placed | null | 'name' = null;
    switch (name) {
      case 'name':
        block = 'name';
        break;
      case 'kicker':
        block = kickerBlock(content, design, column, u, measure);
        break;
      case 'message':
        block = proseBlock(
          content.message,
          BASE.message * u,
          400,
          4,
          design.muted,
          column,
          measure,
        );
        break;
      case 'steps':
        block = stepsBlock(content.steps, design, column, u, measure);
        break;
      case 'dateLine':
        block = proseBlock(
          content.dateLine ?? '',
          BASE.dateLine * u,
          700,
          2,
          design.ink,
          column,
          measure,
        );
        break;
      case 'days':
        block = calendarBlock(content.days, design, column, u, measure);
        break;
      case 'hashtags':
        block = proseBlock(
          content.hashtags,
          BASE.hashtags * u,
          700,
          3,
          design.accent,
          column,
          measure,
        );
        break;
    }
    if (block === null) return null;
    placed.push({ name, block });
  }
  const gap = BASE.gap * u;
  const fixed = placed.reduce((sum, { block }) => sum + (block === 'name' ? 0 : block.height), 0);
  const gaps = gap * Math.max(0, placed.length - 1);
  const nameRoom = height - fixed - gaps;
  let nameBlock: Placed | null = null;
  let nameLines: string[] = [];
  if (blocks.includes('name')) {
    if (nameRoom <= 0) return null;
    const measureName: Measure = (t, size) => measure(t, { face: 'display', weight: 400, size });
    const box = {
      width: column.width,
      maxSize: BASE.nameMax * unit,
      maxLines: 4,
      lineHeight: NAME_LINE_HEIGHT,
      lineBox: ASCENT + DESCENT,
    };
    const fitted = fitName(content.name, measureName, { ...box, height: nameRoom });
    const widthAllows = fitName(content.name, measureName, { ...box, height: Infinity }).size;
    if (fitted.size < Math.min(BASE.nameMin * unit, widthAllows) - 0.01) return null;
    nameLines = [...fitted.lines];
    nameBlock = textLines(
      fitted.lines,
      { face: 'display', weight: 400, size: fitted.size },
      NAME_LINE_HEIGHT,
      design.ink,
      column,
      measure,
    );
    if (nameBlock.height > nameRoom + 0.01) return null;
  }
  const total = fixed + gaps + (nameBlock ? nameBlock.height : 0);
  if (total > height + 0.01) return null;
  let top = (height - total) / 2;
  const items: PosterItem[] = [];
  for (const { block } of placed) {
    const real = block === 'name' ? nameBlock : block;
    if (!real) continue;
    items.push(...real.place(top));
    top += real.height + gap;
  }
  return { items, nameLines };
}

function stepsBlock(
  steps: readonly string[],
  design: PosterDesign,
  column: Column,
  u: number,
  measure: MeasureText,
): Placed | null {
  const parts: Placed[] = [];
  for (const step of steps) {
    const block = proseBlock(step, BASE.steps * u, 400, 3, design.muted, column, measure);
    if (!block) return null;
    parts.push(block);
  }
  const gap = BASE.steps * u * 0.45;
  const height =
    parts.reduce((sum, part) => sum + part.height, 0) + gap * Math.max(0, parts.length - 1);
  return {
    height,
    place: (top) => {
      let y = top;
      return parts.flatMap((part) => {
        const items = part.place(y);
        y += part.height + gap;
        return items;
      });
    },
  };
}

/** Which blocks a poster has, before any is dropped. */
function present(content: PosterContent): Set<BlockName> {
  const blocks = new Set<BlockName>(['kicker', 'name', 'hashtags']);
  if (content.message.trim() !== '') blocks.add('message');
  if (content.steps.length > 0) blocks.add('steps');
  if (content.dateLine !== null) blocks.add('dateLine');
  if (content.days.length > 0) blocks.add('days');
  return blocks;
}

/**
 * Lays a poster out at the largest scale at which everything fits; when nothing fits even at the
 * smallest, leaves out blocks in {@link DROPPABLE} order, one more each time, down to the name
 * alone (which always fits: it shrinks to its box). Landscape pictures get two columns: the name
 * and what it says on the left, the steps and the calendar on the right.
 *
 * @example
 * const layout = layoutPoster(content, POSTER_SIZES.story, POSTER_DESIGNS.midnight, measure);
 * layout.items; // rectangles and lines of text, all inside layout.safe
 */
export function layoutPoster(
  content: PosterContent,
  size: PosterSize,
  design: PosterDesign,
  measure: MeasureText,
): PosterLayout {
  const { width, height, safe: margins } = size;
  const safe: Box = {
    x: margins.left,
    y: margins.top,
    width: width - margins.left - margins.right,
    height: height - margins.top - margins.bottom,
  };
  const unit = Math.min(width, height) / 1080;
  const landscape = width > height * 1.3;
  const has = present(content);
  const order: BlockName[] = ['kicker', 'name', 'message', 'steps', 'dateLine', 'days', 'hashtags'];

  for (let drop = 0; drop <= DROPPABLE.length; drop++) {
    const dropped = DROPPABLE.slice(0, drop).filter((block) => has.has(block));
    if (drop > 0 && !has.has(DROPPABLE[drop - 1] ?? 'steps')) continue;
    const shown = order.filter((block) => has.has(block) && !dropped.includes(block as Droppable));
    for (const scale of SCALES) {
      const laid = landscape
        ? twoColumns(shown, content, design, safe, unit, scale, measure)
        : stackColumn(
            shown,
            content,
            design,
            { x: safe.x, width: safe.width },
            safe.height,
            unit,
            scale,
            measure,
          );
      if (laid) {
        return {
          width,
          height,
          design,
          safe,
          items: laid.items.map((item) => shiftDown(item, safe.y)),
          dropped,
          nameLines: laid.nameLines,
        };
      }
    }
  }
  // Unreachable in practice (the name alone always fits); kept so the function always answers.
  return { width, height, design, safe, items: [], dropped: [...DROPPABLE], nameLines: [] };
}

function twoColumns(
  shown: readonly BlockName[],
  content: PosterContent,
  design: PosterDesign,
  safe: Box,
  unit: number,
  scale: number,
  measure: MeasureText,
): { items: PosterItem[]; nameLines: string[] } | null {
  const RIGHT: readonly BlockName[] = ['steps', 'dateLine', 'days'];
  const left = shown.filter((block) => !RIGHT.includes(block));
  const right = shown.filter((block) => RIGHT.includes(block));
  if (right.length === 0) {
    return stackColumn(
      left,
      content,
      design,
      { x: safe.x, width: safe.width },
      safe.height,
      unit,
      scale,
      measure,
    );
  }
  const gutter = BASE.gap * unit * 1.5;
  const half = (safe.width - gutter) / 2;
  const a = stackColumn(
    left,
    content,
    design,
    { x: safe.x, width: half },
    safe.height,
    unit,
    scale,
    measure,
  );
  if (!a) return null;
  const b = stackColumn(
    right,
    content,
    design,
    { x: safe.x + half + gutter, width: half },
    safe.height,
    unit,
    scale,
    measure,
  );
  if (!b) return null;
  return { items: [...a.items, ...b.items], nameLines: a.nameLines };
}

/** Columns are stacked from 0; the safe area starts lower. */
function shiftDown(item: PosterItem, by: number): PosterItem {
  const box = { ...item.box, y: item.box.y + by };
  return item.kind === 'text' ? { ...item, baseline: item.baseline + by, box } : { ...item, box };
}
