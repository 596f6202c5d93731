/**
 * Formats every type uses: the shapes real challenges take whatever they are about. A type's own
 * file adds its habits, and most of a draw's voice. See `../../data-types.ts` for the slots. Each
 * must read with any keyword, thing or move; blind judges marked generic tails down (…Streak,
 * …Check, …GlowUp, a plain …Challenge), so none is here.
 */
import type { FormatFamilies } from '../../data-types';

export const SHARED_FORMATS = {
  counts: ['7Day{K}Challenge', '30Day{K}Challenge', '30Day{M}Challenge'],
  timeLimits: ['{K}In60Seconds', '{M}In60Seconds', 'OneMinute{M}'],
  contests: ['{K}Battle', '{M}Battle', '{K}Showdown', '{M}Faceoff', '{K}Relay', '{K}Takeover'],
  days: ['{T}{Day}', '{M}{Day}'],
  invitations: ['ShowUsYour{T}', 'TryThis{M}', '{V}WithMe'],
} as const satisfies FormatFamilies;
