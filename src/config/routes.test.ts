import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, fileFor, findRoute } from './routes';

describe('the route table', () => {
  it.each(PAGE_ROUTES.map((route) => [route.path, route] as const))(
    'finds %s with or without a trailing slash',
    (path, route) => {
      expect(findRoute(path)).toBe(route);
      expect(findRoute(`${path}/`.replace('//', '/'))).toBe(route);
    },
  );

  it('finds nothing for an unknown path', () => {
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('gives every page its own file, title, description and footer label', () => {
    for (const value of [
      fileFor,
      (route: (typeof PAGE_ROUTES)[number]) => route.title,
      (route: (typeof PAGE_ROUTES)[number]) => route.description,
      (route: (typeof PAGE_ROUTES)[number]) => route.navLabel,
    ]) {
      const values = PAGE_ROUTES.map(value);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each([
    ['/', 'index.html'],
    ['/privacy-policy', 'privacy-policy.html'],
  ])('writes %s to dist/%s, where a static host looks for it', (path, file) => {
    expect(fileFor({ path, title: '', description: '', navLabel: '' })).toBe(file);
  });
});
