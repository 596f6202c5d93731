/**
 * The bundle budgets, checked by the client build itself: what a first visit downloads is the
 * entry chunk, every chunk it imports statically (Vite preloads them from the HTML) and their CSS.
 * Every page loads the same entry, so one figure holds for all of them. Sizes are gzip -9 of the
 * files, 1 KB = 1000 bytes. See docs/decisions/009-budgets-measured-in-the-build.md.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

export const BUDGETS = {
  /** React and React DOM are about 68 KB of it, React Router about 13 KB. */
  firstVisitJsGzipBytes: 100_000,
  firstVisitCssGzipBytes: 8_000,
} as const;

/** What a first visit downloads; `lazyJsGzipBytes` (chunks loaded later) is reported, not budgeted. */
export function measureFirstVisit(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const loaded = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const name of chunk.imports) visit(chunks.find((other) => other.fileName === name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const css = new Set([...loaded].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const sum = (sources: (string | Uint8Array)[]) =>
    sources.reduce((total, source) => total + gzipSync(source, { level: 9 }).length, 0);
  const assetSource = (name: string) => {
    const asset = bundle[name];
    return asset?.type === 'asset' ? asset.source : '';
  };
  return {
    jsGzipBytes: sum([...loaded].map((chunk) => chunk.code)),
    cssGzipBytes: sum([...css].map(assetSource)),
    lazyJsGzipBytes: sum(chunks.filter((chunk) => !loaded.has(chunk)).map((chunk) => chunk.code)),
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** Prints the first visit's sizes after each client build, and fails the build over budget. */
export function bundleBudget(): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    // After writing, the chunks hold the code as it is in the files.
    writeBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const { jsGzipBytes, cssGzipBytes, lazyJsGzipBytes } = measureFirstVisit(bundle);
      console.log(
        `\nfirst visit: JavaScript ${kb(jsGzipBytes)} gzip (budget ${kb(BUDGETS.firstVisitJsGzipBytes)}), ` +
          `CSS ${kb(cssGzipBytes)} (budget ${kb(BUDGETS.firstVisitCssGzipBytes)}); ` +
          `later chunks ${kb(lazyJsGzipBytes)}`,
      );
      if (
        jsGzipBytes > BUDGETS.firstVisitJsGzipBytes ||
        cssGzipBytes > BUDGETS.firstVisitCssGzipBytes
      ) {
        this.error(
          'A first visit downloads more than its budget allows (scripts/bundle-budget.ts).',
        );
      }
    },
  };
}
