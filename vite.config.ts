import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { THEME_SCRIPT } from './src/features/theme/theme-script';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      name: 'theme-before-paint',
      transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head' }],
    },
  ],
  build: {
    // The prerender step reads dist/.vite/manifest.json to know which files each page loads.
    manifest: true,
    // Inlined assets would need a CSP exception; keep every asset a file of its own.
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
  },
});
