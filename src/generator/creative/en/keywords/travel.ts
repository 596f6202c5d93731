/**
 * What we know about the keywords creators type most with travel in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const TRAVEL_KEYWORDS = {} as const satisfies KeywordEntries;
