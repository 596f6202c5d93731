/**
 * The route table: every page of the site with its path, the text of its <title> and meta
 * description, and its footer label, in footer order. The router (src/app/app.tsx), every head
 * tag (src/app/page-head.tsx), the footer, the prerender step, Lighthouse and the browser tests
 * all read it. Adding a page: its file in src/pages/, named after its path (src/app/pages.tsx), and
 * an entry here (docs/decisions/010-one-route-table.md).
 */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly navLabel: string;
}

export const ROUTES = {
  home: {
    path: '/',
    title: 'Challenge Name Generator – Free Viral Hashtag Challenge Names',
    description:
      'Type a keyword, pick a challenge type and a platform, and get eight catchy hashtag challenge names with ready-to-copy hashtag sets. Free, no sign-up, runs in your browser.',
    navLabel: 'Home',
  },
  about: {
    path: '/about',
    title: 'About – Challenge Name Generator',
    description:
      'Who makes the Challenge Name Generator, who it is for, and why everything it does happens in your browser.',
    navLabel: 'About',
  },
  contact: {
    path: '/contact',
    title: 'Contact – Challenge Name Generator',
    description:
      'Questions, ideas or a word list to suggest? Write to the Challenge Name Generator team.',
    navLabel: 'Contact',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy – Challenge Name Generator',
    description:
      'How the Challenge Name Generator handles data: generation runs in your browser, nothing you type is sent or stored on a server, and nothing is sold.',
    navLabel: 'Privacy Policy',
  },
  cookiePolicy: {
    path: '/cookie-policy',
    title: 'Cookie Policy – Challenge Name Generator',
    description:
      'The only storage the Challenge Name Generator uses, and your choice about any non-essential cookies in the future.',
    navLabel: 'Cookie Policy',
  },
  faq: {
    path: '/faq',
    title: 'FAQ – Challenge Name Generator',
    description:
      'How the challenge name generator works, why results differ from other sites, and whether anything you type is stored.',
    navLabel: 'FAQ',
  },
} as const satisfies Record<string, PageRoute>;

export type RouteKey = keyof typeof ROUTES;

/** Every page, in the table's order: also the footer's, the order docs/spec.md lists them. */
export const PAGE_ROUTES: readonly PageRoute[] = Object.values(ROUTES);

/** The page every unknown path gets, on the client and as dist/404.html; never indexed. */
export const NOT_FOUND_PAGE = {
  title: 'Page not found – Challenge Name Generator',
  description: 'This page does not exist. Head back to the Challenge Name Generator.',
} as const;

export function findRoute(pathname: string): PageRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.find((route) => route.path === normalised);
}

/** The file the static build writes a page to: static hosts serve /about from about.html. */
export function fileFor(route: PageRoute): string {
  return route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
}
