import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleBudget } from './scripts/bundle-budget';
import { creativeData } from './scripts/creative-data';
import { INLINE_SCRIPTS, contentSecurityPolicy, headersFile } from './scripts/headers';

/**
 * The pages' inline scripts go in here, and so does the policy that allows them by hash: its
 * `<meta>` at the placeholder right after `<meta charset>`, ahead of everything it governs, and
 * the `_headers` file beside the pages.
 */
function inlineScriptsWithPolicy(): Plugin {
  return {
    name: 'inline-scripts-with-policy',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { server }) => ({
        // The dev server injects inline scripts of its own, which no hash allows.
        html: html.replace(
          '<!--app-csp-->',
          server
            ? ''
            : `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('meta')}" />`,
        ),
        tags: INLINE_SCRIPTS.map((children) => ({ tag: 'script', children, injectTo: 'head' })),
      }),
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

/** Each import of React's packages, as Preact's compatibility layer provides it. */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineScriptsWithPolicy(), creativeData(), bundleBudget()],
  resolve: {
    // The site is written against React's API and runs on Preact's (docs/decisions/018-preact.md):
    // a third of the start-up JavaScript, and no long task to evaluate it on a phone.
    alias: PREACT_FOR_REACT,
  },
  // The prerender step runs the server bundle in Node: the libraries that import React must be
  // bundled in with it, or Node would load React itself beside the app's Preact.
  ssr: { noExternal: true },
  build: {
    // Inlined assets would need a CSP exception; keep every asset a file of its own.
    assetsInlineLimit: 0,
    // Which chunk is which page, for the prerender step's preload links; it deletes the file.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // The libraries that import React are run through the aliases too, so the tests render with
    // the Preact the site ships.
    server: {
      deps: {
        inline: [/react-router/, /@radix-ui/, /@testing-library\/react/],
      },
    },
    alias: [
      // Their CommonJS builds, which Node picks, would require React itself, past the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
    ],
    restoreMocks: true,
    // Property tests run hundreds of cases; on a shared 2-core machine the default 5-s limit
    // measured the machine, not the code. Speed is kept by `npm run bench`, not by timeouts.
    testTimeout: 30_000,
  },
});
