/**
 * Site identity: the one place that names the product, its address and its page dates.
 * Everything else imports these rather than repeating them.
 */
const DEFAULT_CONTACT_EMAIL = 'hello@challengenames.app';

export const SITE = {
  name: 'Challenge Name Generator',
  /** Used only for canonical links; the site itself works from any origin. */
  origin: 'https://challengenames.app',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL,
  aboutUpdated: '2025-08-14',
  privacyUpdated: '2025-08-13',
} as const;

/** Formats an ISO date the way the pages print it: "14 August 2025", independent of the visitor's locale. */
export function formatPageDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
