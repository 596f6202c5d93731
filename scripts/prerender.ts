/**
 * Writes every route of the site as a static HTML file into dist/, so a static host serves each
 * page with its content before any JavaScript runs, and the client hydrates it.
 *
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (into dist-ssr/).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/app/entry-server';
import { headersFile, withCspMeta, type PageHashes } from './csp';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
/** A path no route matches, so the not-found page is what renders for dist/404.html. */
const NOT_FOUND_RENDER_PATH = '/__not-found__';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function headFor(entry: typeof ServerEntry, pathname: string): string {
  const { SITE } = entry;
  const meta = entry.pageMetaFor(pathname);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.canonicalPath) {
    const canonical = new URL(meta.canonicalPath, SITE.origin).href;
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`);
    tags.push(`<meta property="og:type" content="website" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}

function renderPage(entry: typeof ServerEntry, template: string, pathname: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> or <!--app-html--> placeholder');
  }
  return template
    .replace('<!--app-head-->', () => headFor(entry, pathname))
    .replace('<!--app-html-->', () => entry.render(pathname));
}

async function main(): Promise<void> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const entryUrl = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
  const entry = (await import(entryUrl)) as typeof ServerEntry;
  const { FOOTER_ROUTES, NOT_FOUND_PAGE } = entry;

  const pages = [
    ...FOOTER_ROUTES.map((route) => ({ path: route.path, file: route.file })),
    { path: NOT_FOUND_RENDER_PATH, file: NOT_FOUND_PAGE.file },
  ];
  const hashes: PageHashes[] = [];
  for (const page of pages) {
    // The Content-Security-Policy is computed from the finished HTML, so it hashes exactly the
    // inline scripts this page contains.
    const secured = withCspMeta(renderPage(entry, template, page.path));
    hashes.push(secured.hashes);
    await writeFile(join(distDir, page.file), secured.html);
    console.log(
      `prerendered ${page.path === NOT_FOUND_RENDER_PATH ? '(not found)' : page.path} → dist/${page.file}`,
    );
  }
  await writeFile(join(distDir, '_headers'), headersFile(hashes));
  console.log('security headers → dist/_headers');
}

await main();
