/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. A wellness name is
 * warm and easy to join, the kind a friendly group posts (`30DaysOfCalm`, `PauseAndBreathe`,
 * `SelfCareClub`). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    resets: ['{K}Reset', '{K}SundayReset'],
    rituals: ['{M}Ritual', '{M}Habit'],
    withMe: ['{M}WithMe', '{M}Club', '{V}Together'],
    community: ['{K}Buddy', '{K}CheckIn', '{K}Circle', '{K}Squad'],
    talk: [
      'LetsTalk{K}',
      '{K}Stories',
      '{K}Chat',
      '{K}RealTalk',
      '{K}Confessions',
      '{K}Wisdom',
      'My{K}Story',
    ],
    week: ['{K}Week'],
    pause: ['PauseAnd{V}', 'TakeTimeTo{V}', '{V}AndRepeat', '5MinutesTo{V}', 'Just{V}'],
    slogans: ['{V}More', '{V}MoreWorryLess', '{V}YourWay', '{V}Daily'],
    wins: ['{K}SmallWins', '{K}Matters'],
    eras: ['{K}ThenAndNow', '{K}30DaysLater', 'InMy{K}Era'],
    tools: ['{K}Kit', '{K}Toolkit', '{K}SurvivalKit', '{K}Hacks', '{K}Essentials'],
    weekdays: ['{V}{Day}', '{K}{Day}'],
  },
  // A race against the clock turns a calm keyword against itself (#AnxietyIn60Seconds).
  skipShared: ['timeLimits'],
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
