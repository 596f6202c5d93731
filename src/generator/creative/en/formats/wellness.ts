/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    resets: [
      '{K}Reset',
      '{K}SundayReset',
      '{K}Recharge',
      '{K}Refresh',
      '{K}Ritual',
      '{M}Reset',
      '{K}FreshStart',
    ],
    routines: [
      '{K}MorningRoutine',
      '{K}NightRoutine',
      '{K}WindDown',
      '{K}SlowMorning',
      '{K}SelfCare',
      '{T}Ritual',
      '{M}Ritual',
      '{M}EveryMorning',
    ],
    mindful: [
      'Mindful{K}',
      '{K}MindfulMinute',
      '{K}Affirmations',
      'GratefulFor{K}',
      '{K}SmallWins',
      '{K}Journal',
    ],
    calm: ['{K}IsMyHappyPlace', '{K}Unplugged', '{K}Therapy', '{K}Zen', '{M}Break', '{T}Moment'],
    transformation: [
      'InMy{K}Era',
      '{K}BeforeAndAfter',
      '{K}Transformation',
      '{K}30DaysLater',
      '{K}ThenAndNow',
      '{K}ProgressCheck',
    ],
    habits: [
      'DailyDoseOf{K}',
      '{K}HabitTracker',
      '{K}CheckIn',
      '{K}TinyHabits',
      '{M}ForBeginners',
      '{K}SelfCareBingo',
    ],
    together: ['{K}WithMyMom', '{K}WithMyBestie', '{K}ForTwo'],
    pause: [
      'PauseTo{V}',
      'TimeTo{V}',
      '{V}AndRelax',
      '{V}Slowly',
      '{V}WithIntention',
      '{V}{Day}',
      '{K}{Day}',
    ],
  },
  words: {
    things:
      'Journal FairyLights Tea Blanket Sunrise Affirmation Bath Plant Pillow Sunshine Playlist Notebook',
    moves:
      'Breathwork Meditation Journaling Stretch BodyScan DeepBreath MindfulWalk DigitalDetox SlowMorning GratitudeList FaceMask',
    verbs: 'Breathe Stretch Journal Unwind Reflect Rest Meditate Sip Unplug Relax Glow',
  },
} as const satisfies TypeFormats;
