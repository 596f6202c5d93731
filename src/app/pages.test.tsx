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

  it('says what a navigation waits for: nothing once a page is loaded, or for a page it cannot find', async () => {
    let arrive: (module: PageModule) => void = () => undefined;
    const { pending } = pagesFromLoaders({
      '../pages/about.tsx': () => new Promise<PageModule>((resolve) => (arrive = resolve)),
    });
    const wait = pending('/about/');
    expect(wait).toBeInstanceOf(Promise);
    expect(pending('/no-such-page')).toBeUndefined();
    arrive({ AboutPage: () => <h1>About</h1> });
    await wait;
    expect(pending('/about')).toBeUndefined();
  });
});
