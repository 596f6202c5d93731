/**
 * Renders public/icon.svg into the PNG icons the web app manifest needs, with the same Chromium
 * the tests use. Run once after changing the SVG (`npx tsx scripts/make-icons.ts`); the PNGs are
 * committed so the build needs no browser.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const publicDir = resolve(import.meta.dirname, '..', 'public');
/** Maskable icons keep their artwork inside the central 80 % "safe zone". */
const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.1 },
  { file: 'apple-touch-icon.png', size: 180, padding: 0 },
] as const;

const svg = await readFile(join(publicDir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<body style="margin:0;background:#7c3aed"><div style="padding:${inset}px">${svg.replace(
        '<svg ',
        `<svg width="${icon.size - 2 * inset}" height="${icon.size - 2 * inset}" `,
      )}</div></body>`,
    );
    await page.screenshot({ path: join(publicDir, icon.file), omitBackground: false });
    await page.close();
    console.log(`wrote public/${icon.file}`);
  }
} finally {
  await browser.close();
}
