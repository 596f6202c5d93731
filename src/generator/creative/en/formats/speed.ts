/**
 * Speed: anything one can do against the clock, from speedruns and speedcubing to tying shoes.
 * The shared `{K}In60Seconds` is the time limit (a draw says time once), so these say speed
 * other ways, and every `{K}` format of `families` reads with any keyword as a thing to race,
 * time or quiz: #SpeedrunParis, #MailmanDash, #BubbleWrapBeatTheBuzzer. A label or an edit is no
 * challenge (#TurboGrandma, #MondayOnFastForward, #MailmanAtFullSpeed, #VolcanoPhotoFinish), and
 * #MailmanOnTheClock, #LawyerOnTheClock read as at work. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const SPEED_FORMATS = {
  families: {
    fastest: ['{K}StopwatchRace'],
    alliterated: ['{K}{Allit}Challenge'],
    records: ['Speedrun{K}', '{K}SpeedrunChallenge', '{M}Speedrun'],
    races: ['{K}Dash', '{K}RaceAgainstTime', '{K}RaceChallenge', '{M}Race'],
    quiz: ['{K}SpeedRound', '{K}LightningRound'],
    speedOffs: ['{K}SpeedDuel'],
    quick: ['{K}InRecordTime', '{K}FastestWins', '{V}LikeLightning', '{V}ItFast'],
    startingLine: ['ReadySet{V}'],
    clock: [
      '{K}BeatTheClock',
      '{K}RaceTheClock',
      '{K}BeatTheBuzzer',
      'BeatMy{M}Time',
      '{M}TimeTrial',
      '{M}In10Seconds',
      '{V}AgainstTheClock',
      '{K}MinuteToWinIt',
    ],
    // A timer the creator sets: says no 'time' (a draw says it once), so it sits beside the clock.
    timer: [
      '{K}StopwatchChallenge',
      '{K}TimerChallenge',
      '{K}TimedChallenge',
      '{K}10SecondChallenge',
    ],
    invitations: ['{V}FasterThanMe', 'HowFastCanYou{V}', 'Fastest{M}'],
    sprint: ['{K}Sprint', '{K}SpeedTrial', '{K}Rush'],
  },
  // The game, race, chore, puzzle or racer itself, done against the clock (#PuzzleSpeedrun,
  // #PuzzleBlitz, #TableSettingTimeTrial, #GoKartFaceOff). A keyword no entry knows draws
  // these too (a lawyer, a pineapple), so each says the race: #SpeedLawyer, #ReadySetPineapple,
  // #VolcanoCountdown and #PuzzleLeaderboard said none, and #RaceMeAtLawyer misread.
  ownKeywordFamilies: {
    raceOff: ['{K}RaceOff'],
    // A draw may not take one format twice (own and reserve): the plain pair is the own keywords'.
    alliterated: ['{K}{Allit}'],
    records: ['{K}Speedrun', '{K}PersonalBest', '{K}RecordAttempt', '{K}SpeedRecord'],
    races: ['{K}Race', '{K}RelayRace'],
    clock: [
      '{K}TimeTrial',
      '{K}TimeAttack',
      'BeatMy{K}Time',
      '{K}AgainstTheClock',
      '{K}VsTheClock',
    ],
    timer: ['{K}InUnderAMinute', '{K}In30Seconds', '{K}In10Seconds'],
    speedOffs: ['{K}FaceOff', '{K}HeadToHead', '{K}SpeedChallenge', '{K}SpeedTest'],
    quick: ['{K}Blitz', '{K}Frenzy'],
    faster: ['{K}ButFaster', 'Fastest{K}'],
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
  },
  alliterations:
    'Speedrun Sprint Scramble Qualifier Blitz BuzzerBeater PersonalBest MadDash TimeTrial TimeAttack Derby Dash Frenzy FaceOff FinalLap GrandPrix LapRecord LightningRound Relay Rush Rally Race WorldRecord Hurdles HomeStretch HeadToHead Knockout Chase VictoryLap ObstacleCourse',
  words: {
    things: 'Stopwatch Timer Clock FinishLine Buzzer Trophy Medal Podium Countdown Lap Record Cube',
    moves:
      'Speedrun Sprint Race Relay CupStack SpeedSolve TimeTrial Dash SpeedClean SpeedType PitStop LightningRound',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Hustle',
  },
} as const satisfies TypeFormats;
