/**
 * Formats every type uses: the shapes real challenges take whatever they are about. A type's own
 * file adds its habits. See `../../data-types.ts` for the slots.
 */
import type { FormatFamilies } from '../../data-types';

export const SHARED_FORMATS = {
  counts: [
    '7Day{K}Challenge',
    '30Day{K}Challenge',
    '30Day{M}Challenge',
    '7Day{M}Challenge',
    '14Day{K}Reset',
    '100Days{K}',
    '21Day{M}Streak',
    '{K}30DayStreak',
    'Day1{M}',
  ],
  timeLimits: [
    '{K}In60Seconds',
    '{M}In60Seconds',
    'OneMinute{K}',
    'OneMinute{M}',
    '{K}In10Seconds',
    '5Minute{K}',
    '{M}In30',
  ],
  contests: [
    '{K}Battle',
    '{M}Battle',
    '{K}Showdown',
    '{M}Faceoff',
    '{K}Relay',
    '{K}Takeover',
    '{T}Battle',
    '{K}TagTeam',
  ],
  days: ['{T}{Day}', '{M}{Day}', '{K}{T}{Day}'],
  invitations: [
    'ShowUsYour{T}',
    'ShowUsYour{M}',
    'RateMy{T}',
    'BeatMy{M}',
    'TryThis{M}',
    'CanYou{V}',
    'DuetMy{M}',
    '{V}WithMe',
    '{V}ItOut',
    'YourTurn{K}',
    'TagYour{K}Buddy',
    'StitchMy{K}',
  ],
  streaks: ['{M}Streak', '{K}Streak', '{T}Check', '{M}Check', '{K}Diaries', '{T}Reveal'],
  firsts: ['First{M}Challenge', 'My1st{M}', '{K}Level1', '{K}GlowUp', '{T}GlowUp'],
} as const satisfies FormatFamilies;
