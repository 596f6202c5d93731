/**
 * Speed: anything one can do against the clock, from speedruns and speedcubing to tying shoes.
 * The shared `{K}In60Seconds` is the time limit (a draw says time once), so these say speed
 * other ways, and every `{K}` format of `families` reads with any keyword: #SpeedrunParis,
 * #TurboGrandma, #MondayOnFastForward. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const SPEED_FORMATS = {
  families: {
    records: ['{K}WorldRecord', 'Speedrun{K}', '{M}Speedrun'],
    races: ['{K}Dash', '{K}RaceAgainstTime', '{M}Race', 'FirstTo{V}Wins'],
    turbo: ['Turbo{K}', '{K}AtFullSpeed'],
    fastForward: ['{K}OnFastForward', '{K}At2xSpeed'],
    quiz: ['{K}SpeedRound', '{K}LightningRound', '{K}RapidFire', '{K}SpeedQuiz', '{K}SpeedTrivia'],
    speedOffs: ['{K}SpeedOff', '{M}SpeedOff'],
    quick: ['{V}LikeLightning', '{V}ItFast'],
    startingLine: ['ReadySet{V}'],
    clock: [
      '{K}BeatTheClock',
      '{K}StopwatchChallenge',
      '{K}TimeCrunch',
      '{K}OnTheClock',
      'BeatMy{M}Time',
      '{M}TimeTrial',
      '{M}In10Seconds',
      '{V}AgainstTheClock',
    ],
    invitations: ['{V}FasterThanMe', 'HowFastCanYou{V}', 'WhoCan{V}Fastest', 'Fastest{M}'],
    sprint: ['{K}Sprint'],
    photoFinish: ['{K}PhotoFinish'],
  },
  // The game, race, chore, puzzle or racer itself, done against the clock (#PuzzleSpeedrun,
  // #BeatTheClockPuzzle, #TableSettingTimeTrial, #GoKartFaceOff).
  ownKeywordFamilies: {
    records: [
      '{K}Speedrun',
      '{K}PersonalBest',
      '{K}RecordAttempt',
      '{K}SpeedRecord',
      '{K}Leaderboard',
    ],
    races: ['{K}Race'],
    clock: [
      'BeatTheClock{K}',
      '{K}TimeTrial',
      '{K}TimeAttack',
      'BeatMy{K}Time',
      '{K}AgainstTheClock',
      '{K}VsTheClock',
      '{K}TimeChallenge',
    ],
    timer: ['{K}InUnderAMinute', '{K}Countdown'],
    speedOffs: ['{K}FaceOff', '{K}HeadToHead', '{K}SpeedChallenge', '{K}SpeedTest', '{K}SpeedDuel'],
    quick: ['{K}InRecordTime', 'Speed{K}'],
    faster: ['{K}ButFaster'],
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
    races: ['{M}Race'],
    speedruns: ['{M}Speedrun'],
    timeLimits: ['{M}In10Seconds', '{M}InOneMinute'],
    records: ['Fastest{M}', 'BeatMy{M}Time'],
    clock: ['{V}AgainstTheClock'],
    firstTo: ['FirstTo{V}Wins', 'WhoCan{V}Fastest'],
  },
  words: {
    things: 'Stopwatch Timer Clock FinishLine Buzzer Trophy Medal Podium Countdown Lap Record Cube',
    moves:
      'Speedrun Sprint Race Relay CupStack SpeedSolve TimeTrial Dash SpeedClean SpeedType PitStop LightningRound',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Hustle',
  },
} as const satisfies TypeFormats;
