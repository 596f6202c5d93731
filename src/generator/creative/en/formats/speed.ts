/**
 * Speed: anything one can do against the clock, from speedruns and speedcubing to tying shoes.
 * The shared `{K}In60Seconds` is the time limit (a draw says time once), so these say speed
 * other ways, and every `{K}` format of `families` reads with any keyword: #SpeedrunParis,
 * #GrandmaTurboMode, #MondayOnFastForward. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const SPEED_FORMATS = {
  families: {
    records: ['{K}WorldRecord', '{K}RecordBreaker', 'Speedrun{K}', '{M}Speedrun'],
    races: ['{K}Dash', '{K}Scramble', '{K}RaceAgainstTime', '{M}Race', 'FirstTo{V}Wins'],
    turbo: ['{K}TurboMode', 'Turbo{K}', '{K}Overdrive', '{K}AtFullSpeed', '{K}AtLightSpeed'],
    fastForward: ['{K}OnFastForward'],
    quiz: [
      '{K}SpeedRound',
      '{K}LightningRound',
      'Quick{K}Quiz',
      '{K}RapidFire',
      '{K}BeatTheBuzzer',
    ],
    speedOffs: ['{K}SpeedOff', '{K}SpeedDuel', '{M}SpeedOff'],
    quick: ['{V}LikeLightning'],
    startingLine: ['{K}ReadySetGo', 'ReadySet{V}'],
    clock: [
      '{K}BeatTheClock',
      '{K}StopwatchChallenge',
      '{K}TimeCrunch',
      '{K}OnTheClock',
      'BeatMy{M}Time',
      '{M}TimeTrial',
      '{V}AgainstTheClock',
    ],
    invitations: ['{V}FasterThanMe', 'HowFastCanYou{V}', 'Fastest{M}'],
  },
  // The game, race, chore, puzzle or racer itself, done against the clock (#PuzzleSpeedrun,
  // #BeatTheClockPuzzle, #TableSettingTimeTrial, #GoKartFaceOff).
  ownKeywordFamilies: {
    records: [
      '{K}Speedrun',
      '{K}PersonalBest',
      '{K}RecordAttempt',
      '{K}NewRecord',
      '{K}Leaderboard',
    ],
    races: ['{K}Race', '{K}Sprint'],
    clock: [
      'BeatTheClock{K}',
      '{K}TimeTrial',
      '{K}TimeAttack',
      'BeatMy{K}Time',
      '{K}AgainstTheClock',
      '{K}VsTheClock',
    ],
    timer: ['60Second{K}', '{K}InUnderAMinute', '{K}Countdown'],
    speedOffs: ['{K}FaceOff', '{K}HeadToHead', '{K}SpeedChallenge', '{K}SpeedTest'],
    quick: ['{K}Rush', '{K}InRecordTime'],
    frenzy: ['{K}Frenzy', '{K}Blitz'],
    startingLine: ['ReadySet{K}'],
  },
  ownKeywordsFrom: [
    'fitness',
    'gaming',
    'tech',
    'cooking',
    'educational',
    'art',
    'music',
    'fashion',
  ],
  crossFamilies: {
    fast: ['{V}ItFast', 'HowFastCanYou{V}'],
    races: ['{K}{T}Race', '{K}{M}Race', '{M}Race'],
    speedruns: ['{K}{M}Speedrun', '{M}Speedrun'],
    timeLimits: ['{M}In10Seconds', '{M}InOneMinute'],
    records: ['Fastest{M}', 'BeatMy{M}Time'],
    clock: ['{V}AgainstTheClock'],
    firstTo: ['FirstTo{V}Wins'],
  },
  words: {
    things: 'Stopwatch Timer Clock FinishLine Buzzer Trophy Medal Podium Countdown Lap Record Cube',
    moves:
      'Speedrun Sprint Race Relay CupStack SpeedSolve TimeTrial Dash SpeedClean SpeedType PitStop LightningRound',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Hustle',
  },
} as const satisfies TypeFormats;
