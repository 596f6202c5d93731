/**
 * Each page of the route table comes from its own file in src/pages/, found by name: the path
 * `/privacy-policy` is `privacy-policy.tsx` exporting `PrivacyPolicyPage` (and `/` is `home.tsx`).
 * Adding a page is its file and its entry in the route table. The server renders every page from
 * its module; the browser loads each page as a chunk of its own, so a visit downloads only the
 * page it shows (docs/decisions/014-a-chunk-per-page.md).
 */
import { lazy, type ComponentType } from 'react';
import { PAGE_ROUTES, findRoute, type PageRoute } from '../config/routes';

export type PageModule = Readonly<Record<string, ComponentType | undefined>>;

/** The page components of the route table, by path. */
export type Pages = Readonly<Record<string, ComponentType>>;

/** Where a route's page lives: the glob key of its file, and the component it exports. */
export function pageModuleOf(route: Pick<PageRoute, 'path'>): {
  readonly file: string;
  readonly component: string;
} {
  const name = route.path === '/' ? 'home' : route.path.slice(1);
  const words = name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { file: `../pages/${name}.tsx`, component: `${words.join('')}Page` };
}

function componentOf(module: PageModule | undefined, route: PageRoute): ComponentType {
  const { file, component } = pageModuleOf(route);
  const Page = module?.[component];
  if (Page === undefined) throw new Error(`${route.path}: ${file} does not export ${component}`);
  return Page;
}

/** Every page from modules already loaded (the server's eager glob). */
export function pagesFromModules(modules: Readonly<Record<string, PageModule>>): Pages {
  return Object.fromEntries(
    PAGE_ROUTES.map((route) => [route.path, componentOf(modules[pageModuleOf(route).file], route)]),
  );
}

/**
 * Every page as a component that loads its chunk the first time it renders, and a way to load a
 * page before that: the page a visit starts on is loaded before hydration, so the first render
 * matches the prerendered HTML at once instead of suspending.
 */
export function pagesFromLoaders(loaders: Readonly<Record<string, () => Promise<PageModule>>>): {
  readonly pages: Pages;
  readonly preload: (pathname: string) => Promise<void>;
} {
  const loaded = new Map<string, ComponentType>();
  /** The page this visit began on, loaded before hydration. */
  let start: PageRoute | undefined;
  const load = (route: PageRoute) => {
    const loader = loaders[pageModuleOf(route).file];
    if (loader === undefined) return Promise.reject(new Error(`${route.path}: no page file`));
    return loader().then((module) => {
      const Page = componentOf(module, route);
      loaded.set(route.path, Page);
      return Page;
    });
  };
  const pages = Object.fromEntries(
    PAGE_ROUTES.map((route) => {
      const Lazy = lazy(() =>
        load(route).then(
          (Page) => ({ default: Page }),
          (error: unknown) => {
            // A page reached by a link whose chunk is gone: a deploy replaced it, and this tab
            // already runs on the new version's worker. A full load brings the page as the host
            // has it now. The page a visit began on is not loaded again: that could repeat
            // forever, so it gets the error page instead.
            if (route === start) throw error;
            window.location.reload();
            return new Promise<never>(() => undefined);
          },
        ),
      );
      function PageOrChunk() {
        const Page = loaded.get(route.path) ?? Lazy;
        return <Page />;
      }
      return [route.path, PageOrChunk];
    }),
  );
  const preload = async (pathname: string) => {
    start = findRoute(pathname);
    if (start !== undefined) await load(start);
  };
  return { pages, preload };
}
