import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app';

/** Renders one page to HTML for the static build (scripts/prerender.ts). */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

// The prerender step reads page metadata from this bundle so that it sees exactly the values
// (such as a VITE_CONTACT_EMAIL override) that the client build was made with.
export { pageMetaFor } from '../config/routes';
export { FOOTER_ROUTES, NOT_FOUND_PAGE } from '../config/routes';
export { SITE } from '../config/site';
