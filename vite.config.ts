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

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineScriptsWithPolicy(), creativeData(), bundleBudget()],
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
    restoreMocks: true,
    // Property tests run hundreds of cases; on a shared 2-core machine the default 5-s limit
    // measured the machine, not the code. Speed is kept by `npm run bench`, not by timeouts.
    testTimeout: 30_000,
  },
});
