/**
 * Wellness: self-care, calm, sleep, habits and the small rituals of a good day. A wellness name is
 * warm and easy to join, an invitation a friendly group posts (`MondayReset`, `AnxietyWindDown`,
 * `RememberToBreathe`, `PauseAndBreathe`). A `{K}` format reads with any keyword, a feeling
 * (anxiety, stress), a practice (journaling, sleep), a day or season (finals week, tax day) or
 * anything else (dog, grandma, office, Paris): the keyword's day is reset, wound down, de-stressed
 * or meditated on, never a label (no Matters, Toolkit, Essentials, Squad, Week, RealTalk, which read
 * as awareness posts), and never a streak or an era that a hard feeling turns wrong
 * (30DaysOfAnxiety, InMyAnxietyEra). Blind judges called a letter, a thank-you or a care package to
 * a thing or a day random (#DearFinalsWeek, #TaxDayThankYouNote, #ColdPlungeCarePackage), so none
 * is left. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const WELLNESS_FORMATS = {
  families: {
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
    reset: ['{K}Reset', '{K}ResetChallenge', '{K}Recharge'],
    windDown: ['{K}WindDown', '{K}Unwind', '{K}SlowMorning'],
    meditation: ['{K}Meditation', '{K}MindfulMinute', '{K}MindfulMoment'],
    breath: ['{K}Breathwork', '{K}BreathBreak', '{K}Pause'],
    care: ['{K}SelfCare', '{K}DeStress', '{K}StressRelief'],
    encouragement: ['{K}Affirmations', '{K}Calm'],
    moodBoost: ['{K}MoodBoost', '{K}HappyPlace', '{K}FeelGoodChallenge'],
    moveChallenge: ['{M}Challenge', '{M}Reset'],
    rituals: ['{M}Ritual', '{M}Habit', 'Daily{M}'],
    withMe: ['{M}WithMe', '{M}Club', '{V}Together'],
    tryIt: ['{M}ForAWeek', '{M}Break'],
    pause: ['5MinutesTo{V}'],
    intentions: ['RememberTo{V}'],
    weekdays: ['{V}{Day}'],
  },
  // A race against the clock turns a calm keyword against itself (#AnxietyIn60Seconds).
  skipShared: ['timeLimits'],
  // The practice, habit, feeling or thing itself: what a creator checks in on, keeps, tries and
  // shares (#SleepSundayReset, #WinterArcCheckIn, #5AMClub, #TinyAnxietyWins), never a streak or a
  // glow-up that a hard feeling turns wrong, nor a content tag judges called flat (#GratitudeJournal,
  // #HydrationRoutine), nor `{K}WithMe`, which reads wrong with sleep or a bath.
  ownKeywordFamilies: {
    beginners: ['{K}DailyChallenge'],
    streaks: ['{K}Streak'],
    reset: ['{K}SundayReset', '{K}WeekendReset', '{K}MorningReset', '{K}MiddayReset'],
    checkIn: ['{K}CheckIn', '{K}CheckInWithMe', 'Weekly{K}CheckIn'],
    rituals: ['{K}Ritual'],
    withMe: ['{K}WithMe', 'JoinThe{K}Club', 'TagYour{K}Buddy'],
    journal: ['{K}JournalChallenge', '{K}Diary'],
    weekdays: ['{K}{Day}'],
    tryIt: ['Try{K}ForAWeek', '5Minute{K}', 'Daily{K}'],
    bedtime: ['{K}BeforeWork', '{K}WindDownChallenge', 'Bedtime{K}'],
    unplug: ['PhoneFree{K}', 'NoScroll{K}'],
  },
  // Not art's: most of its keywords are subjects, not practices (#5MinuteLighthouse).
  ownKeywordsFrom: ['fitness', 'cooking'],
  unknownReadsAsOwn: false,
  // No GratefulFor{T} or SlowDownAnd{V}: judges read #GratefulForStamp as broken and
  // #SlowDownAndCram as a contradiction; no {M}Ritual, which made #DogPanicRitual.
  crossFamilies: {
    pauses: ['{M}Pause'],
    meditation: ['{T}Meditation'],
    breathe: ['BreatheAnd{V}'],
    ritual: ['{V}Mindfully'],
    unwind: ['{V}AndUnwind', '{V}ThenUnwind'],
    joy: ['{V}ForJoy'],
  },
  alliterations:
    'Stretch Stillness SoundBath Cooldown CalmCorner Kindness Bliss Breather Peace Positivity PowerNap Mindfulness MeTime Mindset Tranquility Downtime Daydream DeepBreaths Flow Focus FreshStart Gratitude Grounding Relaxation Reflection Refresh Rest Harmony Hygge NapTime CheckIn Joy Journaling Oasis Zen Appreciation Affirmations LightsOut Wellbeing WaterBreak InnerPeace',
  words: {
    things:
      'Journal Tea Blanket Sunshine Bath Pillow Plant Playlist Notebook Sunrise FairyLights Affirmation',
    moves:
      'DeepBreath Stretch Meditation Journaling Nap BodyScan GratitudeList DigitalDetox SlowMorning FaceMask MindfulWalk',
    verbs: 'Breathe Relax Stretch Unwind Rest Journal Reflect Meditate Unplug Sip',
  },
} as const satisfies TypeFormats;
