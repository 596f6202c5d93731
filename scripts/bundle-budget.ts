/**
 * The bundle budgets, checked by the client build itself: what a first visit downloads is the
 * entry chunk, its page's chunk (each page of src/pages/ is a chunk of its own, which the page's
 * HTML preloads), every chunk those import statically, and their CSS. The figure that counts is
 * the largest page's. Sizes are gzip -9 of the files, 1 KB = 1000 bytes. See
 * docs/decisions/009-budgets-measured-in-the-build.md and 014-a-chunk-per-page.md.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

export const BUDGETS = {
  /** React and React DOM are about 68 KB of it, React Router about 13 KB. */
  firstVisitJsGzipBytes: 100_000,
  firstVisitCssGzipBytes: 8_000,
} as const;

const PAGE_MODULE = /\/src\/pages\/([a-z-]+)\.tsx$/;

/**
 * What a first visit to each page downloads, by page file name (`home`, `faq` …), the largest
 * first; `lazyJsGzipBytes` (chunks no first visit loads) is reported, not budgeted.
 */
export function measureFirstVisits(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const closure = (starts: Rollup.OutputChunk[]) => {
    const loaded = new Set<Rollup.OutputChunk>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || loaded.has(chunk)) return;
      loaded.add(chunk);
      for (const name of chunk.imports) visit(chunks.find((other) => other.fileName === name));
    };
    for (const chunk of starts) visit(chunk);
    return loaded;
  };
  const gzipOf = (sources: (string | Uint8Array)[]) =>
    sources.reduce((total, source) => total + gzipSync(source, { level: 9 }).length, 0);
  const assetSource = (name: string) => {
    const asset = bundle[name];
    return asset?.type === 'asset' ? asset.source : '';
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const pageChunks = chunks.filter((chunk) => PAGE_MODULE.test(chunk.facadeModuleId ?? ''));
  const everyFirstVisit = new Set<Rollup.OutputChunk>();
  const pages = (pageChunks.length > 0 ? pageChunks : [undefined]).map((page) => {
    const loaded = closure(page ? [...entries, page] : entries);
    for (const chunk of loaded) everyFirstVisit.add(chunk);
    const css = new Set(
      [...loaded].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
    );
    return {
      page: PAGE_MODULE.exec(page?.facadeModuleId ?? '')?.[1] ?? '(entry)',
      jsGzipBytes: gzipOf([...loaded].map((chunk) => chunk.code)),
      cssGzipBytes: gzipOf([...css].map(assetSource)),
    };
  });
  pages.sort((a, b) => b.jsGzipBytes - a.jsGzipBytes);
  const lazy = chunks.filter((chunk) => !everyFirstVisit.has(chunk));
  return { pages, lazyJsGzipBytes: gzipOf(lazy.map((chunk) => chunk.code)) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** Prints each page's first visit after each client build, and fails the build over budget. */
export function bundleBudget(): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    // After writing, the chunks hold the code as it is in the files.
    writeBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const { pages, lazyJsGzipBytes } = measureFirstVisits(bundle);
      const largest = pages[0];
      if (!largest) return;
      const cssGzipBytes = Math.max(...pages.map((page) => page.cssGzipBytes));
      console.log(
        `\nfirst visit: JavaScript ${kb(largest.jsGzipBytes)} gzip on the largest page, ${largest.page} ` +
          `(budget ${kb(BUDGETS.firstVisitJsGzipBytes)}), CSS ${kb(cssGzipBytes)} ` +
          `(budget ${kb(BUDGETS.firstVisitCssGzipBytes)}); later chunks ${kb(lazyJsGzipBytes)}\n` +
          pages.map((page) => `  ${page.page}: ${kb(page.jsGzipBytes)}`).join('\n'),
      );
      if (
        largest.jsGzipBytes > BUDGETS.firstVisitJsGzipBytes ||
        cssGzipBytes > BUDGETS.firstVisitCssGzipBytes
      ) {
        this.error(
          'A first visit downloads more than its budget allows (scripts/bundle-budget.ts).',
        );
      }
    },
  };
}
