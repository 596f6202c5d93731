import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerServiceWorker } from '../lib/service-worker';
import { App } from './app';
import { pagesFromLoaders, type PageModule } from './pages';
import '../styles.css';

const { pages, preload } = pagesFromLoaders(
  import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/*.test.tsx']),
);

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App pages={pages} />
      </BrowserRouter>
    </StrictMode>
  );
  // The production build ships every page prerendered; the dev server serves an empty shell.
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead
  // of blocking the main thread for the whole tree: the prerendered page is already on screen and
  // stays responsive, and Lighthouse's Total Blocking Time stays near zero on a slow phone.
  //
  // The page's own chunk comes first (the HTML preloads it beside this one): rendered at once, it
  // matches the prerendered HTML. A chunk that cannot load leaves the rendering to the error page.
  if (container.firstElementChild) {
    void preload(window.location.pathname)
      .catch(() => undefined)
      .then(() => {
        startTransition(() => {
          hydrateRoot(container, app);
        });
      });
  } else createRoot(container).render(app);
}

// The dev server has no dist/sw.js to register.
if (import.meta.env.PROD) registerServiceWorker(new URL(import.meta.url).pathname);
