/**
 * The visitor's own hashtag (a brand, a community, an event), added to every set a name is copied
 * with. It is cleaned exactly like a keyword, so it works as a hashtag on every platform.
 */
import { cleanKeyword, type KeywordRefusal } from './clean-keyword';

export type OwnHashtagResult =
  /** `tag` is null when the field is empty: no own hashtag. */
  | { readonly ok: true; readonly tag: string | null }
  | {
      readonly ok: false;
      readonly reason: Exclude<KeywordRefusal, 'empty'>;
      readonly length?: number;
    };

/**
 * Cleans what the visitor typed as their own hashtag; a leading '#' is welcome and not doubled.
 * Empty input means "none"; symbols only, or more than the keyword limit, are refused with the
 * keyword's reasons.
 *
 * @example
 * cleanOwnHashtag('#my brand'); // { ok: true, tag: '#MyBrand' }
 * cleanOwnHashtag('  '); // { ok: true, tag: null }
 * cleanOwnHashtag('!!'); // { ok: false, reason: 'no-usable-characters' }
 */
export function cleanOwnHashtag(typed: string): OwnHashtagResult {
  const cleaned = cleanKeyword(typed);
  if (cleaned.ok) return { ok: true, tag: `#${cleaned.keyword}` };
  if (cleaned.reason === 'empty') return { ok: true, tag: null };
  return cleaned.length === undefined
    ? { ok: false, reason: cleaned.reason }
    : { ok: false, reason: cleaned.reason, length: cleaned.length };
}

/**
 * Adds the own hashtag right after the first tag (the name) unless the list already has it
 * (platforms treat tags without regard to case). Returns a new list.
 *
 * @example
 * withOwnHashtag(['#YogaFlow', '#wellness'], '#MyBrand'); // ['#YogaFlow', '#MyBrand', '#wellness']
 * withOwnHashtag(['#YogaFlow', '#wellness'], null); // ['#YogaFlow', '#wellness']
 */
export function withOwnHashtag(tags: readonly string[], own: string | null): string[] {
  if (own === null) return [...tags];
  const lower = own.toLowerCase();
  if (tags.some((tag) => tag.toLowerCase() === lower)) return [...tags];
  return [...tags.slice(0, 1), own, ...tags.slice(1)];
}
