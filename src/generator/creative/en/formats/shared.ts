/**
 * Formats every type uses: the shapes real challenges take whatever they are about. A type's own
 * file adds its habits. See `../../data-types.ts` for the slots. Each must read with any keyword,
 * thing or move: shapes that only fit some (`{K}Diaries`, `{V}ItOut`, `{T}Battle`) belong to the
 * types whose words they fit.
 */
import type { FormatFamilies } from '../../data-types';

export const SHARED_FORMATS = {
  counts: [
    '7Day{K}Challenge',
    '30Day{K}Challenge',
    '30Day{M}Challenge',
    '7Day{M}Challenge',
    '21Day{M}Streak',
    '{K}30DayStreak',
  ],
  timeLimits: ['{K}In60Seconds', '{M}In60Seconds', 'OneMinute{M}', '5Minute{K}Challenge'],
  contests: ['{K}Battle', '{M}Battle', '{K}Showdown', '{M}Faceoff', '{K}Relay', '{K}Takeover'],
  days: ['{T}{Day}', '{M}{Day}', '{K}{T}{Day}'],
  invitations: [
    'ShowUsYour{T}',
    'ShowUsYour{M}',
    'RateMy{T}',
    'TryThis{M}',
    'CanYou{V}',
    'DuetMy{M}',
    '{V}WithMe',
  ],
  streaks: ['{M}Streak', '{K}Streak', '{T}Check', '{M}Check', '{T}Reveal'],
  challenges: ['{K}Challenge', '{T}Challenge', 'First{M}Challenge', '{K}GlowUp', '{T}GlowUp'],
} as const satisfies FormatFamilies;
