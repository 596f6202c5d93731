/**
 * Writes dist/sw.js with Workbox: it precaches every page, script, style and icon of the built
 * site, so after one visit the site loads and generates with the network off. Runs after the
 * prerender step, so the prerendered pages are in the precache list too.
 */
import { resolve } from 'node:path';
import { generateSW } from 'workbox-build';

const distDir = resolve(import.meta.dirname, '..', 'dist');

const { count, size, warnings } = await generateSW({
  globDirectory: distDir,
  // The large PNGs are only for installing the app; offline needs the pages, code and one icon.
  globPatterns: ['**/*.{html,js,css,svg,webmanifest}', 'icon-192.png'],
  globIgnores: ['sw.js'],
  swDest: resolve(distDir, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  // One file, so the worker needs no second request and the CSP sees only 'self' scripts.
  inlineWorkboxRuntime: true,
  // Precached pages answer / from index.html, and /about from about.html (Workbox tries the
  // ".html" ending by default).
  directoryIndex: 'index.html',
  // Offline, an unknown address shows the not-found page rather than the browser's error.
  navigateFallback: '/404.html',
  // Vite's hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
});

for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: dist/sw.js precaches ${count} files (${(size / 1024).toFixed(1)} KiB)`,
);
