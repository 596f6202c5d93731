import { Link } from 'react-router';
import { ROUTES } from '../config/routes';
import { SITE } from '../config/site';
import { PageSection } from '../components/ui/page-section';

export function ErrorPage() {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink-muted">
        Something went wrong while showing this page. Nothing you typed has left your browser.
        Reloading usually helps; if it keeps happening, please tell us at{' '}
        <a className="text-link underline" href={`mailto:${SITE.contactEmail}`}>
          {SITE.contactEmail}
        </a>
        .
      </p>
      <p className="mt-6">
        <Link className="text-link font-semibold underline" to={ROUTES.home.path}>
          Back to the generator
        </Link>
      </p>
    </PageSection>
  );
}
