import { NOT_FOUND_PAGE, findRoute } from '../config/routes';
import { SITE } from '../config/site';

/**
 * Every tag of a page's <head> that depends on the page, written once from the route table.
 * React hoists these into <head>, on the first load and at each client-side navigation; the
 * prerender step renders the same component into each page's file.
 */
export function PageHead({ pathname }: { pathname: string }) {
  const route = findRoute(pathname);
  if (!route) {
    return (
      <>
        <title>{NOT_FOUND_PAGE.title}</title>
        <meta name="description" content={NOT_FOUND_PAGE.description} />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const url = new URL(route.path, SITE.origin).href;
  return (
    <>
      <title>{route.title}</title>
      <meta name="description" content={route.description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={route.title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
    </>
  );
}
