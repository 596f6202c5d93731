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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Formats an ISO date the way the pages print it: "14 August 2025", independent of the visitor's
 * locale. Written out rather than through Intl: the first Intl formatter a page makes loads the
 * browser's locale data, a long task while the page is starting up.
 *
 * @example
 * formatPageDate('2025-08-14'); // '14 August 2025'
 */
export function formatPageDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}
