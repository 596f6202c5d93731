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
    letters: ['Dear{K}', '{K}ThankYouNote'],
    gratitude: ['ThankYou{K}', '{K}Gratitude', '{K}GratitudeList'],
    reconnect: ['{K}Unplugged'],
    joy: ['{K}JoyList', '{K}Appreciation'],
    cozy: ['Cozy{K}Night', '{K}CozyCorner'],
    journal: ['{K}JournalPrompt'],
    meditation: ['{K}Meditation', '{K}MindfulMinute', '{K}MindfulMoment'],
    windDown: ['{K}WindDown', '{K}SlowDown', '{K}SlowMorning', '{K}SlowSunday'],
    care: ['{K}CarePackage', '{K}SelfCare'],
    lessons: ['LessonsFrom{K}'],
    encouragement: ['{K}Affirmations', '{K}PepTalk'],
    moodBoost: ['{K}MoodBoost', '{K}HappyPlace', '{K}Glimmers', '{K}FeelGoodChallenge'],
    rituals: ['{M}Ritual', '{M}Habit'],
    withMe: ['{M}WithMe', '{M}Club'],
    pause: ['TimeTo{V}', '5MinutesTo{V}'],
    intentions: ['RememberTo{V}'],
    weekdays: ['{V}{Day}'],
  },
  // A race against the clock turns a calm keyword against itself (#AnxietyIn60Seconds).
  skipShared: ['timeLimits'],
  // The practice, habit, feeling or thing itself: what a creator resets, checks in on, keeps and
  // shares (#SleepReset, #WinterArcCheckIn, #5AMClub, #TinyAnxietyWins), never a streak or a
  // glow-up that a hard feeling turns wrong.
  ownKeywordFamilies: {
    reset: ['{K}Reset', '{K}ResetChallenge', '{K}SoftReset', '{K}SundayReset', '{K}WeekendReset'],
    checkIn: ['{K}CheckIn', '{K}CheckInWithMe', 'Weekly{K}CheckIn'],
    rituals: ['{K}Ritual', '{K}Habits', '{K}Routine'],
    withMe: ['{K}Club', 'JoinThe{K}Club', 'TagYour{K}Buddy', '{K}WithMe'],
    journal: ['{K}Journal', '{K}JournalChallenge'],
    wins: ['{K}Wins', 'Tiny{K}Wins'],
    weekdays: ['{K}{Day}'],
    tryIt: ['Try{K}ForAWeek', '5Minute{K}'],
    bedtime: ['{K}BeforeBed'],
    streak: ['{K}Streak'],
  },
  ownKeywordsFrom: ['fitness', 'cooking', 'art'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    gratitude: ['GratefulFor{T}'],
    calm: ['SlowDownAnd{V}'],
    pause: ['TimeTo{V}'],
    breathe: ['BreatheAnd{V}', '{V}AndBreathe'],
    ritual: ['{M}Ritual', '{V}Mindfully'],
  },
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
