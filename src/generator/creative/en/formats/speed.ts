/**
 * Speed: anything one can do against the clock, from speedruns and speedcubing to tying shoes.
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const SPEED_FORMATS = {
  families: {
    speedruns: [
      '{K}Speedrun',
      '{K}WorldRecord',
      '{K}PersonalBest',
      'New{K}PB',
      '{M}Speedrun',
      '{M}WorldRecord',
      '{T}Speedrun',
    ],
    clock: [
      '{K}AgainstTheClock',
      'BeatTheClock{K}',
      '{K}TimeTrial',
      '{K}Countdown',
      '{K}BeatTheBuzzer',
      '{M}TimeTrial',
    ],
    quick: [
      '{K}In30Seconds',
      '{K}UnderAMinute',
      '{K}In5Seconds',
      '{K}Sprint',
      '{M}UnderAMinute',
      '{M}In10',
    ],
    races: [
      '{K}Race',
      '{K}SpeedTest',
      '{K}Blitz',
      '{K}Dash',
      '{K}SpeedRound',
      '{M}Race',
      '{M}Rush',
      '{M}SpeedTest',
      '{T}Dash',
    ],
    fastForward: [
      'Turbo{K}',
      'Lightning{K}',
      '{K}2xSpeed',
      '{K}OnFastForward',
      '{K}WarpSpeed',
      'Speedy{K}',
    ],
    invitations: [
      'BeatMy{K}Time',
      'BeatMy{M}Time',
      'HowFastCanYou{V}',
      '{V}AsFastAsYouCan',
      'ReadySet{V}',
      'Speed{V}',
      'Fastest{M}',
    ],
  },
  words: {
    things:
      'Stopwatch Timer Buzzer Clock FinishLine Cube Keyboard Medal Podium Countdown Lap Record',
    moves:
      'Speedrun TimeTrial SpeedSolve Sprint CupStack Dash Relay SpeedClean LightningRound SpeedType Lap PitStop',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Type Hustle',
  },
} as const satisfies TypeFormats;
