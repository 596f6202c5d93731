import { PageSection } from '../components/ui/page-section';
import { SITE } from '../config/site';

export function ContactPage() {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact us</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">
        We read every message: questions, bug reports, ideas for challenge types and word lists, or
        a note about a challenge name that took off.
      </p>
      <div className="mt-8 rounded-2xl border border-line bg-surface-muted p-6">
        <h2 className="text-base font-semibold">E-mail</h2>
        <p className="mt-2 text-xl">
          <a
            className="font-semibold break-all text-link underline"
            href={`mailto:${SITE.contactEmail}`}
          >
            {SITE.contactEmail}
          </a>
        </p>
        <p className="mt-3 text-sm text-ink-muted">
          We usually answer within two working days. There is no contact form: writing to us from
          your own mail app means nothing passes through this site.
        </p>
      </div>
    </PageSection>
  );
}
