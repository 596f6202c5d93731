/**
 * The visitor's answer about non-essential cookies, as kept in localStorage. Stored as a small
 * versioned JSON record so a later format can tell old answers apart; anything else read back
 * (another app's value, a hand edit, a truncated write) counts as "not answered yet".
 */

export type ConsentChoice = 'accepted' | 'rejected';

export const CONSENT_STORAGE_KEY = 'cng:cookie-consent';

const CONSENT_VERSION = 1;

interface StoredConsent {
  readonly version: typeof CONSENT_VERSION;
  readonly choice: ConsentChoice;
}

/**
 * The stored form of a choice.
 *
 * @example
 * serializeConsent('accepted'); // '{"version":1,"choice":"accepted"}'
 */
export function serializeConsent(choice: ConsentChoice): string {
  const stored: StoredConsent = { version: CONSENT_VERSION, choice };
  return JSON.stringify(stored);
}

/**
 * Reads a stored value back into a choice; `null` for anything that is not exactly a stored
 * choice. Never throws, whatever it is given.
 *
 * @example
 * parseConsent('{"version":1,"choice":"rejected"}'); // 'rejected'
 * parseConsent('yes please'); // null
 * parseConsent(null); // null
 */
export function parseConsent(raw: unknown): ConsentChoice | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { version, choice } = value as Record<string, unknown>;
  if (version !== CONSENT_VERSION) return null;
  return choice === 'accepted' || choice === 'rejected' ? choice : null;
}
