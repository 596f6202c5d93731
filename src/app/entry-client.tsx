import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerServiceWorker } from '../lib/service-worker';
import { App } from './app';
import '../styles.css';

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // The production build ships every page prerendered; the dev server serves an empty shell.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// The dev server has no dist/sw.js to register.
if (import.meta.env.PROD) registerServiceWorker();
