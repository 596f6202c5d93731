/**
 * What we know about the keywords creators type most with fitness in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const FITNESS_KEYWORDS = {
  yoga: {
    moves:
      'DownDog SunSalutation CrowPose TreePose Headstand WarriorTwo Vinyasa Backbend Handstand',
    things: 'Mat Block Strap Namaste Savasana Chakra',
    verbs: 'Stretch Flow Balance Breathe',
    names: 'NamasteInBed DownDogDare FindYourFlow',
  },
  plank: {
    moves: 'SidePlank ForearmPlank PlankJack ShoulderTap PlankToPike',
    things: 'Core Abs Stopwatch Mat Shake',
    verbs: 'Hold Brace Shake',
    names: 'PlankItOut HoldThePlank CoreOnFire',
    verb: true,
  },
} as const satisfies KeywordEntries;
