import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PAGE_ROUTES, ROUTES } from '../config/routes';
import { SITE } from '../config/site';
import { Toaster } from '../components/ui/toaster';
import { ThemeToggle } from '../features/theme';
import { UpdateNotice } from '../features/update-notice';
import { ErrorBoundary } from './error-boundary';
import { PageHead } from './page-head';

export function Layout({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    // On client-side navigation, start the new page at the top and move focus to it, so a
    // screen-reader or keyboard user lands where a full page load would have put them.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <PageHead pathname={pathname} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <header className="border-b border-line">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Link
            to={ROUTES.home.path}
            className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink"
          >
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-brand text-white"
            >
              #
            </span>
            {SITE.name}
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <UpdateNotice />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={pathname}>
          {/* Navigations are transitions: the page on screen stays until the next one's chunk is in. */}
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <footer className="border-t border-line bg-surface-muted">
        <div className="mx-auto max-w-5xl px-4 py-8">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {PAGE_ROUTES.map((route) => (
                <li key={route.path}>
                  <NavLink
                    to={route.path}
                    end
                    className="text-ink-muted underline-offset-4 hover:text-ink hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                  >
                    {route.navLabel}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-6 text-sm text-ink-muted">
            {SITE.name} runs entirely in your browser. Nothing you type is sent to or stored on a
            server.
          </p>
        </div>
      </footer>
      <Toaster />
    </div>
  );
}
