/**
 * What we know about the keywords creators type most with fashion in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const FASHION_KEYWORDS = {} as const satisfies KeywordEntries;
