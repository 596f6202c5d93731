/**
 * Every page of the site: its path, the file the static build writes for it, the text of its
 * <title> and meta description, and its footer label. The router, the footer, the prerender
 * step and the browser tests all read this list.
 */
export interface PageRoute {
  readonly path: string;
  /** Where the static build writes the page inside dist/ (a static host maps /about to about.html). */
  readonly file: string;
  readonly title: string;
  readonly description: string;
  readonly navLabel: string;
}

export const ROUTES = {
  home: {
    path: '/',
    file: 'index.html',
    title: 'Challenge Name Generator – Free Viral Hashtag Challenge Names',
    description:
      'Type a keyword, pick a challenge type and a platform, and get eight catchy hashtag challenge names with ready-to-copy hashtag sets. Free, no sign-up, runs in your browser.',
    navLabel: 'Home',
  },
  about: {
    path: '/about',
    file: 'about.html',
    title: 'About – Challenge Name Generator',
    description:
      'Who makes the Challenge Name Generator, who it is for, and why everything it does happens in your browser.',
    navLabel: 'About',
  },
  contact: {
    path: '/contact',
    file: 'contact.html',
    title: 'Contact – Challenge Name Generator',
    description:
      'Questions, ideas or a word list to suggest? Write to the Challenge Name Generator team.',
    navLabel: 'Contact',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    file: 'privacy-policy.html',
    title: 'Privacy Policy – Challenge Name Generator',
    description:
      'How the Challenge Name Generator handles data: generation runs in your browser, nothing you type is sent or stored on a server, and nothing is sold.',
    navLabel: 'Privacy Policy',
  },
  cookiePolicy: {
    path: '/cookie-policy',
    file: 'cookie-policy.html',
    title: 'Cookie Policy – Challenge Name Generator',
    description:
      'The only storage the Challenge Name Generator uses, and your choice about any non-essential cookies in the future.',
    navLabel: 'Cookie Policy',
  },
  faq: {
    path: '/faq',
    file: 'faq.html',
    title: 'FAQ – Challenge Name Generator',
    description:
      'How the challenge name generator works, why results differ from other sites, and whether anything you type is stored.',
    navLabel: 'FAQ',
  },
} as const satisfies Record<string, PageRoute>;

export type RouteKey = keyof typeof ROUTES;

/** The footer's order, as the spec lists it. */
export const FOOTER_ROUTES: readonly PageRoute[] = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.privacyPolicy,
  ROUTES.cookiePolicy,
  ROUTES.faq,
];

/** The page every unknown path gets, on the client and as dist/404.html. */
export const NOT_FOUND_PAGE = {
  file: '404.html',
  title: 'Page not found – Challenge Name Generator',
  description: 'This page does not exist. Head back to the Challenge Name Generator.',
} as const;

export function findRoute(pathname: string): PageRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FOOTER_ROUTES.find((route) => route.path === normalised);
}

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absent for the not-found page, which should not be indexed under any address. */
  readonly canonicalPath: string | null;
}

/** What a page's <head> says about it; the prerender step and client navigation both use this. */
export function pageMetaFor(pathname: string): PageMeta {
  const route = findRoute(pathname);
  if (!route) {
    return {
      title: NOT_FOUND_PAGE.title,
      description: NOT_FOUND_PAGE.description,
      canonicalPath: null,
    };
  }
  return { title: route.title, description: route.description, canonicalPath: route.path };
}
