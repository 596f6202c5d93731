/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. A wellness name is
 * warm and easy to join, an invitation a friendly group posts (`DearMonday`, `AnxietyWindDown`,
 * `RememberToBreathe`, `PauseAndBreathe`). A `{K}` format reads with any keyword, a feeling
 * (anxiety, stress), a practice (journaling, sleep) or anything else (dog, grandma, office, Paris,
 * pizza, volcano): the keyword is written to, meditated on, wound down with or learned from, never
 * a label (no Matters, Toolkit, Essentials, Squad, Week, RealTalk, which read as awareness posts),
 * and never a streak or an era that a hard feeling turns wrong (30DaysOfAnxiety, InMyAnxietyEra).
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    letters: ['Dear{K}', 'Dear{K}Challenge', 'Dear{K}Letter'],
    meditation: [
      '{K}Meditation',
      '{K}Mindfulness',
      '{K}MindfulMinute',
      '{K}MindfulMoment',
      '{K}CalmMoment',
      '{K}ZenMoment',
    ],
    windDown: ['{K}WindDown', '{K}WindDownRitual', '{K}WindDownHour'],
    thenAndNow: ['{K}ThenAndNow', '{K}ThenVsNow'],
    care: ['{K}CarePackage'],
    lessons: ['LessonsFrom{K}'],
    encouragement: ['{K}Affirmations', '{K}PepTalk', '{K}Mantra'],
    moodBoost: ['{K}MoodBoost', '{K}MoodBooster', '{K}MoodLift'],
    rituals: ['{M}Ritual', '{M}Habit', '{V}Daily'],
    withMe: ['{M}WithMe', '{M}Club', '{V}Together'],
    pause: ['PauseAnd{V}', 'TakeTimeTo{V}', 'TimeTo{V}', '{V}AndRepeat', '5MinutesTo{V}'],
    intentions: ['RememberTo{V}', 'ChooseTo{V}', '{V}OnPurpose', '{V}More', '{V}YourWay'],
    weekdays: ['{V}{Day}', '{K}{Day}'],
  },
  // A race against the clock turns a calm keyword against itself (#AnxietyIn60Seconds).
  skipShared: ['timeLimits'],
  ownKeywordFamilies: {},
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
