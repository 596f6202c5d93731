import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '../config/routes';
import { NotFoundPage } from '../pages/not-found';
import { Layout } from './layout';
import type { PagePending, Pages } from './pages';

/**
 * The site: the page of the route table at this path inside the layout, or the not-found page.
 * The route table is a list of exact paths, so the page is a lookup in it: React Router's route
 * matching (ranking patterns, compiling them) cost a phone about 45 ms at start-up, for nothing.
 *
 * A navigation to a page whose chunk has not loaded yet keeps the page on screen until it has,
 * rather than blanking the main area for the wait.
 */
export function App({ pages, pending }: { readonly pages: Pages; readonly pending?: PagePending }) {
  const pageAt = useMemo(
    () => new Map(Object.entries(pages).map(([path, Page]) => [path, <Page key={path} />])),
    [pages],
  );
  const { pathname } = useLocation();
  /** The path of the page on screen. */
  const [shown, setShown] = useState(pathname);
  const wait = useMemo(
    () => (pathname === shown ? undefined : pending?.(pathname)),
    [pathname, shown, pending],
  );
  // A page that can show at once is shown in this very render; the state only follows.
  if (!wait && shown !== pathname) setShown(pathname);
  useEffect(() => {
    if (!wait) return;
    let current = true;
    void wait.then(() => {
      if (current) setShown(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname, wait]);
  const showing = wait ? shown : pathname;
  const route = findRoute(showing);
  return (
    <Layout pathname={showing}>{(route && pageAt.get(route.path)) ?? <NotFoundPage />}</Layout>
  );
}
