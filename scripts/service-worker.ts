/**
 * Writes dist/sw.js from scripts/sw/worker.ts: the worker that keeps this version of the site on
 * the device for offline use (pages, scripts, styles, the poster's fonts and one icon; the Creative
 * keyword shards once used). Runs after the prerender step,
 * so the prerendered pages are in its file list. Workbox's manifest step finds the files and
 * hashes them; the version (and cache name) is a hash of that list, so any changed file makes a
 * new version. The worker itself is ours: Workbox's generated worker answers pages from its copy
 * before the network, which left returning visitors on an old version.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import ts from 'typescript';
import { getManifest } from 'workbox-build';
import { SHARD_FILES } from './creative-data';

const distDir = resolve(import.meta.dirname, '..', 'dist');

const { manifestEntries, count, size, warnings } = await getManifest({
  globDirectory: distDir,
  // The large PNGs are only for installing the app; offline needs the pages, code, one icon and
  // the poster's fonts (a poster drawn offline with the system's fonts would not be the design).
  globPatterns: ['**/*.{html,js,css,svg,webmanifest,woff2}', 'icon-192.png'],
  // The keyword data (about 800 KB gzip in all) is kept shard by shard as a visitor uses it:
  // one draw needs one to four of its 1024 shards, so keeping it all up front would cost every
  // first visit far more than it gives.
  globIgnores: ['sw.js', SHARD_FILES],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);

const entries = manifestEntries.map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);
const files = entries.map((entry) => `/${entry.url.replace(/^\//, '')}`).sort();
const version = `cng-offline-${createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16)}`;

const source = await readFile(resolve(import.meta.dirname, 'sw', 'worker.ts'), 'utf8');
const { outputText } = ts.transpileModule(source, {
  compilerOptions: {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    removeComments: true,
  },
});
const body = outputText.replace(/^export /m, '');
await writeFile(
  resolve(distDir, 'sw.js'),
  `${body}\nserviceWorker(self, ${JSON.stringify(version)}, ${JSON.stringify(files)});\n`,
);

console.log(
  `service worker: dist/sw.js keeps ${count} files (${(size / 1024).toFixed(1)} KiB) as ${version}`,
);
