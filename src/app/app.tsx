import { Route, Routes } from 'react-router';
import { ROUTES } from '../config/routes';
import { AboutPage } from '../pages/about';
import { ContactPage } from '../pages/contact';
import { CookiePolicyPage } from '../pages/cookie-policy';
import { FaqPage } from '../pages/faq';
import { HomePage } from '../pages/home';
import { NotFoundPage } from '../pages/not-found';
import { PrivacyPolicyPage } from '../pages/privacy-policy';
import { Layout } from './layout';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={ROUTES.about.path} element={<AboutPage />} />
        <Route path={ROUTES.contact.path} element={<ContactPage />} />
        <Route path={ROUTES.privacyPolicy.path} element={<PrivacyPolicyPage />} />
        <Route path={ROUTES.cookiePolicy.path} element={<CookiePolicyPage />} />
        <Route path={ROUTES.faq.path} element={<FaqPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
