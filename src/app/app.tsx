import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, type RouteKey } from '../config/routes';
import { AboutPage } from '../pages/about';
import { ContactPage } from '../pages/contact';
import { CookiePolicyPage } from '../pages/cookie-policy';
import { FaqPage } from '../pages/faq';
import { HomePage } from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { PrivacyPolicyPage } from '../pages/privacy-policy';
import { Layout } from './layout';

/** The component of each page in the route table; a page missing here is a compile error. */
const PAGES = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  privacyPolicy: PrivacyPolicyPage,
  cookiePolicy: CookiePolicyPage,
  faq: FaqPage,
} as const satisfies Record<RouteKey, ComponentType>;

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {(Object.keys(PAGES) as RouteKey[]).map((key) => {
          const Page = PAGES[key];
          return <Route key={key} path={ROUTES[key].path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
