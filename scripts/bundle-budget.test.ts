// @vitest-environment node
import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { measureFirstVisit } from './bundle-budget';

const chunk = (
  fileName: string,
  code: string,
  { isEntry = false, imports = [] as string[], css = [] as string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  code,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe('measureFirstVisit', () => {
  it('counts the entry, what it imports statically and their CSS; lazy chunks apart', () => {
    const entry = 'import "./shared"; import("./lazy"); '.repeat(20);
    const shared = 'export const shared = 1; '.repeat(30);
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
        chunk('assets/lazy.js', lazy, { imports: ['assets/shared.js'] }),
        asset('assets/index.css', css),
      ].map((file) => [file.fileName, file]),
    ) as unknown as Rollup.OutputBundle;

    expect(measureFirstVisit(bundle)).toEqual({
      jsGzipBytes: gzip(entry) + gzip(shared),
      cssGzipBytes: gzip(css),
      lazyJsGzipBytes: gzip(lazy),
    });
  });
});
