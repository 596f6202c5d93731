import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The built site, as `npm run build` writes it. */
export const DIST_DIR = resolve(import.meta.dirname, '..', 'dist');

/** Stops a measuring script with a clear message when there is nothing built to measure. */
export async function requireBuild(): Promise<void> {
  try {
    await access(join(DIST_DIR, 'index.html'));
  } catch {
    console.error('dist/ has no build: run `npm run build` first.');
    process.exit(1);
  }
}
