/**
 * What we know about the keywords creators type most with funny in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const FUNNY_KEYWORDS = {} as const satisfies KeywordEntries;
