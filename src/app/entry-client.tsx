import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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
