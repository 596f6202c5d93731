/**
 * The visitor's own hashtag (a brand, a community, an event), added to every set a name is copied
 * with. It is cleaned exactly like a keyword, so it works as a hashtag on every platform.
 */
import { cleanKeyword, type KeywordRefusal } from './clean-keyword';
import type { GeneratedName } from './generate-names';
import { platformHashtagSet } from './platform-hashtag-set';

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
 * Puts the own hashtag right after the first tag (the name). A tag the list already has (platforms
 * ignore case) moves there rather than appearing twice; one that is the name changes nothing.
 * Returns a new list.
 *
 * @example
 * withOwnHashtag(['#YogaFlow', '#wellness'], '#MyBrand'); // ['#YogaFlow', '#MyBrand', '#wellness']
 * withOwnHashtag(['#YogaFlow', '#wellness', '#viral'], '#Viral'); // ['#YogaFlow', '#Viral', '#wellness']
 * withOwnHashtag(['#YogaFlow', '#wellness'], null); // ['#YogaFlow', '#wellness']
 */
export function withOwnHashtag(tags: readonly string[], own: string | null): string[] {
  const [first, ...rest] = tags;
  if (own === null || first === undefined) return [...tags];
  const lower = own.toLowerCase();
  if (first.toLowerCase() === lower) return [...tags];
  return [first, own, ...rest.filter((tag) => tag.toLowerCase() !== lower)];
}

/**
 * The platform-ready set with the visitor's own hashtag right after the name, counted against the
 * cap (null: no limit). The name always stays, even with a cap below 1.
 *
 * @example
 * platformSetWithOwn({ name: '#YogaFlowChallenge', type: 'wellness' }, 5, '#MyStudio');
 * // ['#YogaFlowChallenge', '#MyStudio', '#wellness', '#selfcare', '#challenge']
 */
export function platformSetWithOwn(
  name: Pick<GeneratedName, 'name' | 'type'>,
  cap: number | null,
  own: string | null,
): string[] {
  const all = withOwnHashtag(platformHashtagSet(name, null), own);
  return cap === null ? all : all.slice(0, Math.max(1, Math.floor(cap)));
}
