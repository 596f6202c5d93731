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
      '{K}RecordAttempt',
      '{M}Speedrun',
    ],
    clock: ['BeatTheClock{K}', '{K}TimeTrial', '{K}OnTheClock', '{K}TimeAttack', '{M}TimeTrial'],
    quick: [
      '{K}In60',
      '{K}In30Seconds',
      '{K}In10Seconds',
      '{K}UnderAMinute',
      '{M}UnderAMinute',
      '{M}In60',
    ],
    races: ['{K}Race', '{K}Rush', '{K}Blitz', '{K}PhotoFinish', '{M}Race', '{M}Rush'],
    beatMyTime: ['BeatMy{K}Time', 'BeatMy{M}Time'],
    twists: ['{K}ButFaster'],
    fastForward: ['Turbo{K}', 'Speedy{K}', 'Lightning{K}', '{K}2xSpeed'],
    invitations: [
      'HowFastCanYou{V}',
      'ReadySet{V}',
      'Speed{V}',
      '{V}ItFast',
      '{V}InRecordTime',
      'Fastest{M}',
    ],
    speedTests: ['{K}SpeedTest', '{K}SpeedRound', '{M}SpeedTest'],
    duels: ['{K}Duel', '{K}Clash', '{K}SpeedOff'],
  },
  words: {
    things: 'Stopwatch Timer Clock FinishLine Buzzer Trophy Medal Podium Countdown Lap Record Cube',
    moves:
      'Speedrun Sprint Race Relay CupStack SpeedSolve TimeTrial Dash SpeedClean SpeedType PitStop LightningRound',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Hustle',
  },
} as const satisfies TypeFormats;
