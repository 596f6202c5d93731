/**
 * Every format file of this language, by type, for the data tests. The page loads one type's file
 * at a time (see `../../load.ts`) and never imports this whole.
 */
import type { ChallengeType } from '../../../types';
import type { TypeFormats } from '../../data-types';
import { DANCE_FORMATS } from './dance';
import { FITNESS_FORMATS } from './fitness';
import { FUNNY_FORMATS } from './funny';
import { PRANK_FORMATS } from './prank';
import { EDUCATIONAL_FORMATS } from './educational';
import { COOKING_FORMATS } from './cooking';
import { TRAVEL_FORMATS } from './travel';
import { FASHION_FORMATS } from './fashion';
import { WELLNESS_FORMATS } from './wellness';
import { SPEED_FORMATS } from './speed';
import { MUSIC_FORMATS } from './music';
import { ART_FORMATS } from './art';
import { TECH_FORMATS } from './tech';
import { PET_FORMATS } from './pet';
import { GAMING_FORMATS } from './gaming';

export { RESERVE_FORMATS, SHARED_FORMATS } from './shared';

export const FORMATS_BY_TYPE = {
  dance: DANCE_FORMATS,
  fitness: FITNESS_FORMATS,
  funny: FUNNY_FORMATS,
  prank: PRANK_FORMATS,
  educational: EDUCATIONAL_FORMATS,
  cooking: COOKING_FORMATS,
  travel: TRAVEL_FORMATS,
  fashion: FASHION_FORMATS,
  wellness: WELLNESS_FORMATS,
  speed: SPEED_FORMATS,
  music: MUSIC_FORMATS,
  art: ART_FORMATS,
  tech: TECH_FORMATS,
  pet: PET_FORMATS,
  gaming: GAMING_FORMATS,
} as const satisfies Record<ChallengeType, TypeFormats>;
