/**
 * What the poster journeys share: finding a poster panel the way a screen reader would, the PNG
 * a download or a canvas gives, and the PDF that printing gives.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { PosterSize } from '../src/features/poster/poster-options';
import { expect } from './fixtures';

/** A card's (or a saved name's) Poster button, and the panel it opens. */
export function poster(page: Page, name: string) {
  const panel = page.getByRole('group', { name: `Poster for ${name}`, exact: true });
  return {
    toggle: page.getByRole('button', { name: `Poster for ${name}`, exact: true }),
    panel,
    preview: panel.getByRole('img'),
    design: panel.getByRole('combobox', { name: 'Design', exact: true }),
    size: panel.getByRole('combobox', { name: 'Size', exact: true }),
    words: panel.getByRole('textbox', { name: 'Your words', exact: true }),
    length: panel.getByRole('combobox', { name: 'Length', exact: true }),
    start: panel.getByLabel('Start date', { exact: true }),
    download: panel.getByRole('button', {
      name: `Download PNG of poster for ${name}`,
      exact: true,
    }),
    share: panel.getByRole('button', { name: `Share image of poster for ${name}`, exact: true }),
    copy: panel.getByRole('button', { name: `Copy image of poster for ${name}`, exact: true }),
    print: panel.getByRole('button', { name: `Print calendar for ${name}`, exact: true }),
  };
}

/** Opens the poster of `name` and waits until its picture is drawn (its text alternative says so). */
export async function openPoster(page: Page, name: string) {
  const p = poster(page, name);
  await p.toggle.click();
  await expect(p.preview).toHaveAccessibleName(
    new RegExp(`^Poster, \\d+ by \\d+ pixels, .*${escape(name)}\\.`),
  );
  return p;
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the preview's text alternative describes a picture of `size`. */
export async function expectDrawnAt(preview: Locator, size: Pick<PosterSize, 'width' | 'height'>) {
  await expect(preview).toHaveAccessibleName(
    new RegExp(`^Poster, ${size.width} by ${size.height} pixels, `),
  );
}

export function decodePng(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

export async function downloadedPng(download: Download): Promise<PNG> {
  const path = await download.path();
  return decodePng(await readFile(path));
}

/**
 * How much of a picture is not its background: the share of sampled pixels that differ from the
 * top-left corner's colour, and how many distinct colours there are. A blank canvas has 0 and 1.
 */
export function inkOf(png: PNG): { share: number; colours: number } {
  const corner = png.data.readUInt32BE(0);
  let differing = 0;
  let samples = 0;
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 37) {
    const pixel = png.data.readUInt32BE(i);
    samples++;
    if (pixel !== corner) differing++;
    colours.add(pixel);
  }
  return { share: differing / samples, colours: colours.size };
}

/** The pages of a PDF and the size of each, in points, from its page objects. */
export function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page\b(?!s)[\s\S]*?endobj/g) ?? [];
  return pages.map((page) => {
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(page);
    if (!box) throw new Error('a page without a MediaBox');
    return { width: Number(box[3]) - Number(box[1]), height: Number(box[4]) - Number(box[2]) };
  });
}
