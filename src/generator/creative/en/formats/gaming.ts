/**
 * Gaming: video games, genres, consoles, mechanics, board and card games. See
 * `../../data-types.ts` for the slots. Gameplay a viewer gets at once: a speedrun, a handicap
 * (#OneHandMinecraft), a house rule (#NoBuildChallenge, #OneChunkChallenge), a duel, the family
 * on the couch; no tutorials, streaks or marathons, and no game played in real life by format (a
 * shooter or Subway Surfers IRL is no challenge for kids): only the entries that are safe say IRL.
 */
import type { TypeFormats } from '../../data-types';

export const GAMING_FORMATS = {
  families: {
    speedruns: [
      '{K}Speedrun',
      '{K}WorldRecord',
      '{K}TimeTrial',
      'BeatMy{K}Score',
      'BeatMy{K}Time',
      '{K}HighScore',
    ],
    handicaps: ['OneHand{K}', 'Blindfold{K}', 'OneLife{K}', '{K}OnHardMode'],
    houseRules: ['No{T}Challenge', 'No{M}Challenge', 'One{T}Challenge', 'Dont{V}Challenge'],
    versus: ['{K}1v1', '{K}Duel', '{K}Rematch', 'NoobVsPro{K}', '{K}Tournament'],
    nostalgia: ['{K}Nostalgia'],
    family: [
      'MomTries{K}',
      'DadTries{K}',
      'GrandmaPlays{K}',
      'FirstTimePlaying{K}',
      '{K}GameNight',
      '{K}FamilyNight',
    ],
    cosplay: ['{K}Cosplay'],
    clips: ['{K}TrickShot', '{K}Comeback', '{K}ClutchMoment'],
    victoryDance: ['{K}VictoryDance'],
    fails: ['{K}Fails', '{K}Bloopers'],
    tierList: ['{K}TierList'],
    trivia: ['{K}Trivia', '{K}Quiz'],
    roulette: ['{K}Roulette'],
    olympics: ['{K}Olympics'],
    moveChallenge: ['{M}Challenge'],
    days: ['{K}{Day}'],
  },
  words: {
    things: 'Controller Boss Level Coins Loot Skin PowerUp Trophy Map Checkpoint Pixel Joystick',
    moves: 'Speedrun Combo TrickShot Clutch Build Drift Parry Dodge WallJump BossRush Comeback',
    verbs: 'Jump Build Drift Dodge Parry Loot Respawn',
  },
} as const satisfies TypeFormats;
