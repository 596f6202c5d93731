import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerServiceWorker } from '../lib/service-worker';
import { App } from './app';
import { pagesFromLoaders, type PageModule } from './pages';
import '../styles.css';

const { pages, preload, pending } = pagesFromLoaders(
  import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/*.test.tsx']),
);

// Preact runs effects after the next frame (or a 35-ms timer), which a tab in the background or
// a paused clock may hold back for long; React runs them in a task of their own right after the
// render. So do these: a message to ourselves is a task neither frames nor timers delay.
const effects = new MessageChannel();
const queued: (() => void)[] = [];
effects.port1.onmessage = () => {
  queued.splice(0).forEach((run) => {
    run();
  });
};
options.requestAnimationFrame = (run) => {
  if (queued.push(run) === 1) effects.port2.postMessage(null);
};

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App pages={pages} pending={pending} />
      </BrowserRouter>
    </StrictMode>
  );
  // The production build ships every page prerendered; the dev server serves an empty shell.
  // The page's own chunk comes first (the HTML preloads it beside this one): rendered at once, it
  // matches the prerendered HTML. A chunk that cannot load leaves the rendering to the error page.
  if (container.firstElementChild) {
    void preload(window.location.pathname)
      .catch(() => undefined)
      .then(() => hydrateRoot(container, app));
  } else createRoot(container).render(app);
}

// The dev server has no dist/sw.js to register.
if (import.meta.env.PROD) registerServiceWorker(new URL(import.meta.url).pathname);
