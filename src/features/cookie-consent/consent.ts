/**
 * The visitor's answer about non-essential cookies, kept in the device store. Anything else read
 * back (another app's value, a hand edit, a truncated write) counts as "not answered yet".
 */
import type { DeviceValue } from '../../lib/device-store';

export type ConsentChoice = 'accepted' | 'rejected';

export const CONSENT_STORAGE_KEY = 'cng:cookie-consent';

const CONSENT_VERSION = 1;

/** The choice as the device store keeps it. */
export const CONSENT: DeviceValue<ConsentChoice> = {
  key: CONSENT_STORAGE_KEY,
  parse: (value) => (value === 'accepted' || value === 'rejected' ? value : null),
  legacy: parseConsent,
};

/**
 * Reads a choice stored before the device store (format 1) back into a choice; `null` for anything that is not exactly a stored
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
