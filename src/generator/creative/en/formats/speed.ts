/**
 * Speed: anything one can do against the clock, from speedruns and speedcubing to tying shoes.
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const SPEED_FORMATS = {
  families: {
    speedruns: ['{K}Speedrun', '{K}WorldRecord', '{K}PersonalBest', '{K}RecordAttempt'],
    clock: [
      'BeatTheClock{K}',
      '{K}TimeTrial',
      '{K}OnTheClock',
      '{K}TimeAttack',
      '{K}AgainstTheClock',
      '{K}BeatTheBuzzer',
      '{K}ShotClock',
    ],
    quick: ['{K}In60', '{K}In30Seconds', '{K}In10Seconds', '{K}UnderAMinute', '{K}InRecordTime'],
    races: ['{K}Race', '{K}Dash', '{K}Rush', '{K}Blitz', '{K}PhotoFinish'],
    beatMyTime: ['BeatMy{K}Time', 'BeatMy{M}Time'],
    twists: ['{K}ButFaster'],
    fastForward: ['Turbo{K}', '{K}TurboMode', '{K}2xSpeed', '{K}OnFastForward', '{K}AtFullSpeed'],
    invitations: ['HowFastCanYou{V}', 'ReadySet{V}', 'Speed{V}', '{V}FasterThanMe', 'Fastest{M}'],
    speedTests: ['{K}SpeedTest', '{K}SpeedRound'],
    duels: ['{K}Duel', '{K}Clash', '{K}SpeedOff', '{K}HeadToHead', '{K}SpeedChamp'],
  },
  words: {
    things: 'Stopwatch Timer Clock FinishLine Buzzer Trophy Medal Podium Countdown Lap Record Cube',
    moves:
      'Speedrun Sprint Race Relay CupStack SpeedSolve TimeTrial Dash SpeedClean SpeedType PitStop LightningRound',
    verbs: 'Race Dash Rush Sprint Zoom Solve Stack Hustle',
  },
} as const satisfies TypeFormats;
