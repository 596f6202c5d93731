/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. A wellness name is
 * warm and easy to join, the kind a friendly group posts (`30DaysOfCalm`, `PauseAndBreathe`,
 * `SelfCareClub`). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    resets: ['{K}Reset', '{K}SundayReset', '{K}Ritual', '{K}Retreat', '{M}Reset', '{T}Ritual'],
    rhythms: ['{K}WindDown', '{M}EveryMorning', '{M}WithMe'],
    together: ['{K}Club', '{K}Buddy', '{K}CheckIn', '{K}Circle'],
    daily: ['30DaysOf{K}', 'FiveMinutesOf{K}', 'DailyDoseOf{K}', '{V}Daily'],
    pause: ['PauseFor{K}', 'MakeTimeFor{K}', 'PauseAnd{V}', '{V}AndUnwind', '{M}Break'],
    joy: ['TheJoyOf{K}', 'GratefulFor{K}', '{K}SmallWins', '{K}IsMyHappyPlace'],
    eras: ['InMy{K}Era', '{K}30DaysLater', '{K}ThenAndNow'],
    calm: ['Mindful{K}', '{K}Zen', '{K}Moment', '{T}Therapy'],
    unplugged: ['PhoneFree{K}', '{K}Unplugged'],
    kits: ['{K}Bingo', '{K}Kit', '{K}Playlist'],
    days: ['{V}{Day}', '{K}{Day}'],
  },
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
