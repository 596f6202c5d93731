import { Link } from 'react-router';
import { PageSection } from '../components/ui/page-section';
import { ROUTES } from '../config/routes';

export function NotFoundPage() {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">
        There is no page at this address. It may have moved, or the link may have a typo.
      </p>
      <p className="mt-6">
        <Link className="font-semibold text-link underline" to={ROUTES.home.path}>
          Go to the challenge name generator
        </Link>
      </p>
    </PageSection>
  );
}
