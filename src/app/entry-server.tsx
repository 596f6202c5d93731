import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { PageHead } from './page-head';
import { pagesFromModules, type PageModule } from './pages';

const pages = pagesFromModules(
  import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/*.test.tsx'], { eager: true }),
);

/**
 * Renders one page for the static build (scripts/prerender.ts): its head tags, and the app's HTML.
 * React writes the tags a page hoists into <head> ahead of the rest, so the app's HTML is what
 * follows exactly the tags PageHead renders alone.
 */
export function render(url: string): { head: string; html: string } {
  const head = renderToString(<PageHead pathname={url} />);
  const page = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App pages={pages} />
      </StaticRouter>
    </StrictMode>,
  );
  if (!page.startsWith(head)) throw new Error(`${url}: React did not hoist the head tags first`);
  return { head, html: page.slice(head.length) };
}

// The prerender step reads the route table from this bundle, so that it sees exactly the values
// (such as a VITE_CONTACT_EMAIL override) that the client build was made with.
export { PAGE_ROUTES, fileFor } from '../config/routes';
export { pageModuleOf } from './pages';
