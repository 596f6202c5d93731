/**
 * Writes every page of the route table as a static HTML file into dist/, so a static host serves
 * each page with its content before any JavaScript runs, and the client hydrates it; and the
 * not-found page as dist/404.html. See docs/decisions/001-static-prerender-without-framework-mode.md.
 *
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (into dist-ssr/).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/app/entry-server';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

const template = await readFile(join(distDir, 'index.html'), 'utf8');
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('dist/index.html lacks the <!--app-head--> or <!--app-html--> placeholder');
}
const entryUrl = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
const { render, PAGE_ROUTES, fileFor, pageModuleOf } = (await import(
  entryUrl
)) as typeof ServerEntry;

// Each page's chunk, and the chunks it imports, are preloaded beside the entry so that a first
// visit fetches them at once rather than after the entry has run (docs/decisions/014-a-chunk-per-page.md).
const manifestDir = join(distDir, '.vite');
const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean }
>;
function preloadsOf(key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) preloadsOf(imported, found);
  return found;
}
const preloadLinks = (key: string) =>
  [...preloadsOf(key)]
    // Low priority: the page is on screen from its HTML; the chunk is needed only to hydrate.
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');

const pages = [
  ...PAGE_ROUTES.map((route) => ({
    path: route.path,
    file: fileFor(route),
    preloads: preloadLinks(pageModuleOf(route).file.replace(/^\.\.\//, 'src/')),
  })),
  // A path no route matches: the not-found page, part of the entry.
  { path: '/__not-found__', file: '404.html', preloads: '' },
];
for (const { path, file, preloads } of pages) {
  const { head, html } = render(path);
  const page = template
    .replace('<!--app-head-->', () => preloads + head)
    .replace('<!--app-html-->', () => html);
  await writeFile(join(distDir, file), page);
  console.log(`prerendered ${path} → dist/${file}`);
}
// The manifest is for this step only: a host must not publish Vite's own files.
await rm(manifestDir, { recursive: true, force: true });
