import { Link } from 'react-router';
import { PageSection, ProseSection } from '../components/ui/page-section';
import { ROUTES } from '../config/routes';
import { PLATFORM_CHOICES } from '../config/messages';
import { SITE, formatPageDate } from '../config/site';
import { CHALLENGE_TYPES, NAMES_PER_GENERATION } from '../generator';

export function AboutPage() {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About {SITE.name}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">
        {SITE.name} is a free tool that turns one keyword into {NAMES_PER_GENERATION} catchy,
        hashtag-ready challenge names, so you can spend your time filming instead of brainstorming.
      </p>

      <ProseSection title="Who it is for">
        <p>
          It is made for social-media creators who want their next challenge to have a name people
          remember, and for community organisers, coaches, teachers and brands who run challenges
          for their groups: a 30-day fitness streak, a classroom science dare, a cooking week for a
          local club.
        </p>
      </ProseSection>

      <ProseSection title="How it works">
        <p>
          Type a keyword such as yoga, office or guitar, choose one of {CHALLENGE_TYPES.length}{' '}
          challenge types and the platform you post on ({PLATFORM_CHOICES}), and the generator
          combines your keyword with word lists written for each type. Every name comes with a
          hashtag set you can copy in one click.
        </p>
        <p>
          Generation runs entirely in your browser. There is no account, no sign-up and no server
          doing the work: no text you type is sent anywhere or stored on our servers.
        </p>
      </ProseSection>

      <ProseSection title="Get in touch">
        <p>
          Ideas for new challenge types, a word that should be in a list, or a problem to report?
          Write to{' '}
          <a className="font-medium text-link underline" href={`mailto:${SITE.contactEmail}`}>
            {SITE.contactEmail}
          </a>{' '}
          or visit the{' '}
          <Link className="font-medium text-link underline" to={ROUTES.contact.path}>
            contact page
          </Link>
          .
        </p>
      </ProseSection>

      <p className="mt-12 text-sm text-ink-muted">
        Last updated: <time dateTime={SITE.aboutUpdated}>{formatPageDate(SITE.aboutUpdated)}</time>
      </p>
    </PageSection>
  );
}
