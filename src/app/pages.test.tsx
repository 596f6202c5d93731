import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../config/routes';
import { pageModuleOf, pagesFromLoaders, pagesFromModules, type PageModule } from './pages';

describe('the pages of the route table', () => {
  it.each([
    ['/', '../pages/home.tsx', 'HomePage'],
    ['/faq', '../pages/faq.tsx', 'FaqPage'],
    ['/privacy-policy', '../pages/privacy-policy.tsx', 'PrivacyPolicyPage'],
  ])('%s is %s exporting %s', (path, file, component) => {
    expect(pageModuleOf({ path })).toEqual({ file, component });
  });

  it('finds a component for every route in src/pages/', () => {
    const pages = pagesFromModules(
      import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/*.test.tsx'], { eager: true }),
    );
    expect(Object.keys(pages)).toEqual(PAGE_ROUTES.map((route) => route.path));
  });

  it('refuses a route whose page file does not export its component', () => {
    expect(() => pagesFromModules({})).toThrow(/home\.tsx does not export HomePage/);
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const { pages, preload } = pagesFromLoaders({
      '../pages/home.tsx': () => Promise.resolve({ HomePage: () => <h1>Home</h1> }),
    });
    await preload('/');
    const Home = pages['/']!;
    render(<Home />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });
});
