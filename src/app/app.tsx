import { Route, Routes } from 'react-router';
import { PAGE_ROUTES } from '../config/routes';
import { NotFoundPage } from '../pages/not-found';
import { Layout } from './layout';
import type { Pages } from './pages';

/** The site: every page of the route table inside the layout, and the not-found page. */
export function App({ pages }: { readonly pages: Pages }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map((route) => {
          const Page = pages[route.path];
          return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
