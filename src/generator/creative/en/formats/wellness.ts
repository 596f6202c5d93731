/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. A wellness name is
 * warm and easy to join, the kind a friendly group posts (`30DaysOfCalm`, `PauseAndBreathe`,
 * `SelfCareClub`). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    resets: ['{K}Reset', '{K}SundayReset', '{K}Ritual'],
    withMe: ['{M}WithMe', '{M}Club'],
    together: ['{K}Club', '{K}Buddy', '{K}CheckIn', '{K}Pledge'],
    daily: ['30DaysOf{K}', 'DailyDoseOf{K}', '{K}Week'],
    time: ['{K}Hour', '{K}Break', 'FiveMinutesOf{K}'],
    pause: ['MakeTimeFor{K}', 'PauseAnd{V}', 'TakeTimeTo{V}'],
    joy: ['TheJoyOf{K}', 'GratefulFor{K}', '{K}SmallWins'],
    statements: ['{K}IsSelfCare', '{K}Matters', '{K}IsMyHappyPlace', '{K}ForTheSoul'],
    eras: ['InMy{K}Era', '{K}30DaysLater', '{K}ThenAndNow', '{K}Journey'],
    phoneFree: ['PhoneFree{K}'],
    vibes: ['{K}Vibes', '{K}Goals'],
    places: ['{K}Corner', '{K}Retreat'],
    tools: ['{K}Bingo', '{K}Kit', '{K}Reminder'],
    days: ['{V}{Day}', '{K}{Day}', '{K}Sunday'],
  },
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
