/**
 * Every keyword file of this language, by the type it was written for. For the build (which
 * indexes and shards them) and the data tests; the page never imports this whole.
 */
import type { ChallengeType } from '../../../types';
import type { KeywordEntries } from '../../data-types';
import { DANCE_KEYWORDS } from './dance';
import { FITNESS_KEYWORDS } from './fitness';
import { FUNNY_KEYWORDS } from './funny';
import { PRANK_KEYWORDS } from './prank';
import { EDUCATIONAL_KEYWORDS } from './educational';
import { COOKING_KEYWORDS } from './cooking';
import { TRAVEL_KEYWORDS } from './travel';
import { FASHION_KEYWORDS } from './fashion';
import { WELLNESS_KEYWORDS } from './wellness';
import { SPEED_KEYWORDS } from './speed';
import { MUSIC_KEYWORDS } from './music';
import { ART_KEYWORDS } from './art';
import { TECH_KEYWORDS } from './tech';
import { PET_KEYWORDS } from './pet';
import { GAMING_KEYWORDS } from './gaming';

export const KEYWORDS_BY_TYPE = {
  dance: DANCE_KEYWORDS,
  fitness: FITNESS_KEYWORDS,
  funny: FUNNY_KEYWORDS,
  prank: PRANK_KEYWORDS,
  educational: EDUCATIONAL_KEYWORDS,
  cooking: COOKING_KEYWORDS,
  travel: TRAVEL_KEYWORDS,
  fashion: FASHION_KEYWORDS,
  wellness: WELLNESS_KEYWORDS,
  speed: SPEED_KEYWORDS,
  music: MUSIC_KEYWORDS,
  art: ART_KEYWORDS,
  tech: TECH_KEYWORDS,
  pet: PET_KEYWORDS,
  gaming: GAMING_KEYWORDS,
} as const satisfies Record<ChallengeType, KeywordEntries>;
