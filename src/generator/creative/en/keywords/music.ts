/**
 * What we know about the keywords creators type most with music in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const MUSIC_KEYWORDS = {} as const satisfies KeywordEntries;
