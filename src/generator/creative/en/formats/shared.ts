/**
 * Formats every type uses. Three rounds of blind judging marked the generic shapes down whatever
 * the keyword (…Relay, …Takeover, 30Day…Challenge, ShowUsYour…, a thing's alliterating day,
 * …Streak, …GlowUp): a draw's voice is its type's own formats and the keyword's own names. What
 * is left here reads with anything; the rest is a reserve, drawn only once every other candidate
 * is shown (a long More names series, a keyword too long to join). A type may leave a shared
 * family out (`skipShared`). See `../../data-types.ts` for the slots.
 */
import type { FormatFamilies } from '../../data-types';

export const SHARED_FORMATS = {
  timeLimits: ['{K}In60Seconds'],
} as const satisfies FormatFamilies;

/** Shapes a draw never reaches for first: they read well with some keywords and words, not all. */
export const RESERVE_FORMATS = {
  counts: ['7Day{K}Challenge', '30Day{K}Challenge', '30Day{M}Challenge'],
  contests: ['{K}Takeover', '{K}Relay', '{K}Battle', '{K}Showdown', 'OneMinute{K}'],
  moves: [
    '{M}In60Seconds',
    'OneMinute{M}',
    '{M}Battle',
    '{M}Faceoff',
    '{M}Streak',
    'My1st{M}',
    '{M}Relay',
    '{M}{Day}',
  ],
  things: ['{T}{Day}', 'ShowUsYour{T}', 'RateMy{T}', '{T}Challenge', '{T}Showdown', 'My{T}Era'],
  verbs: ['{V}WithMe'],
} as const satisfies FormatFamilies;
