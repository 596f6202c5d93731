/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. A wellness name is
 * warm and easy to join, the kind a friendly group posts (`30DaysOfCalm`, `PauseAndBreathe`,
 * `SelfCareClub`). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    resets: ['{K}Reset', '{K}SundayReset'],
    together: ['{M}WithMe', '{M}Together', '{V}Together', '{M}Club'],
    community: ['{K}Buddy', '{K}CheckIn', '{K}Circle'],
    talk: [
      'LetsTalk{K}',
      '{K}Stories',
      '{K}Chat',
      '{K}Unfiltered',
      '{K}RealTalk',
      '{K}Unpacked',
      '{K}Confessions',
      '{K}Reflections',
    ],
    days: ['{K}Week', 'Daily{M}'],
    breaks: ['{K}Break'],
    pause: ['PauseAnd{V}', 'TakeTimeTo{V}', '{V}AndRepeat'],
    wins: ['{K}SmallWins', '{K}Matters', 'GratefulFor{K}'],
    eras: ['{K}Journey', '{K}ThenAndNow', '{K}30DaysLater', 'InMy{K}Era'],
    places: ['{K}Corner', '{K}Retreat'],
    tools: ['{K}Kit', '{K}Toolkit', '{K}SurvivalKit', '{K}Playbook', '{K}Checklist', '{K}Notes'],
    weekdays: ['{V}{Day}', '{K}{Day}'],
  },
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
