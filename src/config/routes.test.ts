import { describe, expect, it } from 'vitest';
import { FOOTER_ROUTES, NOT_FOUND_PAGE, ROUTES, findRoute, pageMetaFor } from './routes';

describe('routes', () => {
  it.each(FOOTER_ROUTES.map((route) => [route.path, route] as const))(
    'finds %s with or without a trailing slash',
    (path, route) => {
      expect(findRoute(path)).toBe(route);
      expect(findRoute(`${path}/`.replace('//', '/'))).toBe(route);
    },
  );

  it('gives every page its own file, title and description', () => {
    for (const key of ['file', 'title', 'description'] as const) {
      const values = FOOTER_ROUTES.map((route) => route[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('describes unknown paths as the not-found page, with no canonical link', () => {
    expect(pageMetaFor('/nope')).toEqual({
      title: NOT_FOUND_PAGE.title,
      description: NOT_FOUND_PAGE.description,
      canonicalPath: null,
    });
    expect(pageMetaFor(ROUTES.faq.path).canonicalPath).toBe('/faq');
  });
});
