import { PageSection, ProseSection } from '../components/ui/page-section';
import { CookieConsent } from '../features/cookie-consent';

export function CookiePolicyPage() {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Cookie Policy</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">
        This page explains the little the site keeps in your browser, and lets you decide about
        anything more in the future.
      </p>

      <ProseSection title="Essential cookies">
        <p>
          The generator needs no cookies to work, and sets none today. The only things kept on your
          device are the ones that make the site do what you asked: your answer on this page, your
          colour scheme, and names you save. They stay in your browser&apos;s local storage, are
          never sent to a server, and can be cleared from your browser&apos;s settings at any time.
        </p>
      </ProseSection>

      <ProseSection title="Non-essential cookies in the future">
        <p>
          We may one day add privacy-friendly analytics to learn which challenge types are popular.
          Nothing of the kind runs now. If it ever does, it will only run if you have accepted
          non-essential cookies here; if you reject them, nothing changes for you.
        </p>
      </ProseSection>

      <ProseSection title="Your preference">
        <CookieConsent />
      </ProseSection>
    </PageSection>
  );
}
