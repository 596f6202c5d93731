/** Wellness: TODO. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {},
  words: { things: '', moves: '', verbs: '' },
} as const satisfies TypeFormats;
