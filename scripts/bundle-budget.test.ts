// @vitest-environment node
import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { measureFirstVisits } from './bundle-budget';

const chunk = (
  fileName: string,
  code: string,
  {
    isEntry = false,
    facadeModuleId = null as string | null,
    imports = [] as string[],
    css = [] as string[],
  } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  code,
  isEntry,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe('measureFirstVisits', () => {
  it('counts, per page, the entry, the page chunk, what they import statically and their CSS; lazy chunks apart', () => {
    const entry = 'import "./shared"; import("./home"); import("./faq"); '.repeat(20);
    const shared = 'export const shared = 1; '.repeat(30);
    const home = 'export const HomePage = () => "a long page"; import("./lazy"); '.repeat(40);
    const faq = 'export const FaqPage = 3; '.repeat(5);
    const lazy = 'export const lazy = 2; '.repeat(40);
    const css = 'body { color: red } '.repeat(10);
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', entry, {
          isEntry: true,
          imports: ['assets/shared.js'],
          css: ['assets/index.css'],
        }),
        chunk('assets/shared.js', shared),
        chunk('assets/home.js', home, { facadeModuleId: '/repo/src/pages/home.tsx' }),
        chunk('assets/faq.js', faq, {
          facadeModuleId: '/repo/src/pages/faq.tsx',
          imports: ['assets/shared.js'],
        }),
        chunk('assets/lazy.js', lazy, { imports: ['assets/shared.js'] }),
        asset('assets/index.css', css),
      ].map((file) => [file.fileName, file]),
    ) as unknown as Rollup.OutputBundle;

    const base = gzip(entry) + gzip(shared);
    expect(measureFirstVisits(bundle)).toEqual({
      pages: [
        { page: 'home', jsGzipBytes: base + gzip(home), cssGzipBytes: gzip(css) },
        { page: 'faq', jsGzipBytes: base + gzip(faq), cssGzipBytes: gzip(css) },
      ],
      lazyJsGzipBytes: gzip(lazy),
    });
  });
});
