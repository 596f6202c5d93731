/**
 * Writes every page of the route table as a static HTML file into dist/, so a static host serves
 * each page with its content before any JavaScript runs, and the client hydrates it; and the
 * not-found page as dist/404.html. See docs/decisions/001-static-prerender-without-framework-mode.md.
 *
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (into dist-ssr/).
 */
import { readFile, writeFile } from 'node:fs/promises';
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
const { render, PAGE_ROUTES, fileFor } = (await import(entryUrl)) as typeof ServerEntry;

const pages = [
  ...PAGE_ROUTES.map((route) => ({ path: route.path, file: fileFor(route) })),
  // A path no route matches: the not-found page.
  { path: '/__not-found__', file: '404.html' },
];
for (const { path, file } of pages) {
  const { head, html } = render(path);
  const page = template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
  await writeFile(join(distDir, file), page);
  console.log(`prerendered ${path} → dist/${file}`);
}
