/**
 * Formats every type uses: the shapes real challenges take whatever they are about. A type's own
 * file adds its habits, and most of a draw's voice; a type may leave a family out (`skipShared`).
 * See `../../data-types.ts` for the slots. Each must read with any keyword or thing: blind judges
 * and the data's writers marked generic tails down (…Streak, …Check, …GlowUp, a plain
 * …Challenge) and shapes that only some moves fill well (`30Day{M}Challenge`, `{M}Faceoff`,
 * `TryThis{M}`, `{M}{Day}`), so none is here.
 */
import type { FormatFamilies } from '../../data-types';

export const SHARED_FORMATS = {
  counts: ['7Day{K}Challenge', '30Day{K}Challenge'],
  timeLimits: ['{K}In60Seconds'],
  contests: ['{K}Takeover', '{K}Relay'],
  days: ['{T}{Day}'],
  invitations: ['ShowUsYour{T}'],
} as const satisfies FormatFamilies;

/**
 * Shapes a draw never reaches for first, kept for when everything else is shown (a long More
 * names series, a keyword too long to join): they read well with most moves and things, not all.
 */
export const RESERVE_FORMATS = {
  moves: [
    '30Day{M}Challenge',
    '{M}In60Seconds',
    'OneMinute{M}',
    '{M}Battle',
    '{M}Faceoff',
    'TryThis{M}',
    '{M}Streak',
    'My1st{M}',
    '{M}Relay',
  ],
  things: ['RateMy{T}', '{T}Challenge', '{T}Showdown', 'My{T}Era'],
  verbs: ['CanYou{V}', '{V}WithMe'],
  keyword: ['OneMinute{K}', '{K}Battle', '{K}Showdown'],
} as const satisfies FormatFamilies;
