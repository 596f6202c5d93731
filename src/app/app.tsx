import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '../config/routes';
import { NotFoundPage } from '../pages/not-found';
import { Layout } from './layout';
import type { Pages } from './pages';

/**
 * The site: the page of the route table at this path inside the layout, or the not-found page.
 * The route table is a list of exact paths, so the page is a lookup in it: React Router's route
 * matching (ranking patterns, compiling them) cost a phone about 45 ms at start-up, for nothing.
 */
export function App({ pages }: { readonly pages: Pages }) {
  const pageAt = useMemo(
    () => new Map(Object.entries(pages).map(([path, Page]) => [path, <Page key={path} />])),
    [pages],
  );
  const route = findRoute(useLocation().pathname);
  return <Layout>{(route && pageAt.get(route.path)) ?? <NotFoundPage />}</Layout>;
}
