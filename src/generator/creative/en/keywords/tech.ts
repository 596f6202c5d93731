/**
 * What we know about the keywords creators type most with tech in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const TECH_KEYWORDS = {} as const satisfies KeywordEntries;
