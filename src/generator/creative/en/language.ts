/**
 * What the Creative engine needs to know of English itself, apart from the formats and keywords:
 * another language is a folder like this one.
 */
import type { Language } from '../data-types';

export const ENGLISH = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  // Short words a name may say more than once ('ShowUsYourMat' beside 'TagYourBuddy' is fine).
  smallWords: [
    'a',
    'an',
    'and',
    'at',
    'by',
    'for',
    'i',
    'in',
    'is',
    'it',
    'me',
    'my',
    'of',
    'on',
    'or',
    'the',
    'to',
    'up',
    'us',
    'vs',
    'with',
    'you',
    'your',
  ],
  genericWords: ['challenge', 'day', 'week', 'off', 'one'],
  // Two time limits in one draw (#OrigamiInOneMinute beside #OrigamiIn60Seconds) say one idea, and
  // so do two days (#MondayTriviaTuesday). The idea 'time' is the one the engine also finds in a
  // bare count (#CubeIn60).
  ideas: {
    time: ['minute', 'second', 'hour', 'time', 'clock'],
    weekday: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  },
  // Written in capitals when typed in lower case and no entry spells the keyword (#ADHDProblems,
  // #NYCMarathon, not #AdhdProblems); none is also an everyday word (us, it, act, stem, la).
  acronyms: (
    'adhd ai api asap asmr bbq bff bts ceo css dc diy dj dvd edm eu f1 fbi fomo fps gcse gps grwm ' +
    'gta hiit hr html lgbtq lol mlb mma nasa nba nfl nhl npc nyc ocd omg ootd pc pov ptsd rpg seo ' +
    'sql tbt tv uae ufc ufo uk usa usb vr wwe yolo 3d'
  ).split(' '),
} as const satisfies Language;
