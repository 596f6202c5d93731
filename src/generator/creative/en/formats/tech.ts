/** Tech: TODO. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const TECH_FORMATS = {
  families: {},
  words: { things: '', moves: '', verbs: '' },
} as const satisfies TypeFormats;
