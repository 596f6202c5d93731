/**
 * Speed: anything one can do against the clock, from speedruns and speedcubing to tying shoes.
 * The shared `{K}In60Seconds` is the time limit (a draw says time once), so these say speed
 * other ways, and every `{K}` format reads with any keyword: #ParisSpeedrun,
 * #GrandmaTurboMode, #MondayOnFastForward. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const SPEED_FORMATS = {
  families: {
    records: [
      '{K}Speedrun',
      '{K}WorldRecord',
      '{K}PersonalBest',
      '{K}RecordBreaker',
      '{M}Speedrun',
      '{M}WorldRecord',
    ],
    races: ['{K}Race', '{K}Dash', '{K}Sprint', '{M}Race', 'FirstTo{V}Wins'],
    turbo: ['{K}TurboMode', 'Turbo{K}', '{K}Overdrive', '{K}AtFullSpeed', '{K}AtLightSpeed'],
    fastForward: ['{K}OnFastForward', '{K}2xSpeed', '{K}SpedUp'],
    quiz: ['{K}SpeedRound', '{K}LightningRound', '{K}BeatTheBuzzer'],
    speedOffs: [
      '{K}SpeedOff',
      '{K}SpeedDuel',
      '{K}SpeedChallenge',
      '{M}SpeedOff',
      'WhoCan{V}Fastest',
    ],
    quick: ['{K}InAFlash', '{K}InAJiffy', '{V}LikeLightning', 'Lightning{M}'],
    startingLine: ['{K}ReadySetGo', 'ReadySet{V}'],
    clock: ['{K}BeatTheClock', 'BeatMy{M}Time', '{M}TimeTrial'],
    invitations: ['{V}FasterThanMe', 'Out{V}Me', 'HowFastCanYou{V}', 'Fastest{M}'],
  },
  ownKeywordFamilies: {},
  words: {
    things: 'Stopwatch Timer Clock FinishLine Buzzer Trophy Medal Podium Countdown Lap Record Cube',
    moves:
      'Speedrun Sprint Race Relay CupStack SpeedSolve TimeTrial Dash SpeedClean SpeedType PitStop LightningRound',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Hustle',
  },
} as const satisfies TypeFormats;
