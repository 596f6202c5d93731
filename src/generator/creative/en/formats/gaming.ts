/**
 * Gaming: video games, genres, consoles, mechanics, board and card games. See
 * `../../data-types.ts` for the slots. Gameplay a viewer gets at once: a speedrun, a handicap
 * (#OneHandMinecraft), a house rule (#NoBuildChallenge, #OneChunkChallenge), a duel, the family
 * on the couch, the game in real life; no tutorials, streaks or marathons.
 */
import type { TypeFormats } from '../../data-types';

export const GAMING_FORMATS = {
  families: {
    speedruns: ['{K}Speedrun', '{K}WorldRecord', 'BeatMy{K}Score', 'BeatMy{K}Time', '{K}HighScore'],
    handicaps: ['OneHand{K}', 'Blindfold{K}', 'OneLife{K}', '{K}OnHardMode'],
    houseRules: ['No{T}Challenge', 'No{M}Challenge', 'One{T}Challenge', 'Dont{V}Challenge'],
    versus: ['{K}1v1', '{K}Duel', '{K}Rematch', 'NoobVsPro{K}', '{K}Tournament'],
    family: ['MomTries{K}', 'GrandmaPlays{K}', '{K}GameNight'],
    realLife: ['{K}IRL', '{K}Cosplay'],
    clips: ['{K}TrickShot', '{K}Comeback', '{K}ClutchMoment'],
    fails: ['{K}Fails', '{K}Bloopers'],
    tierList: ['{K}TierList'],
    roulette: ['{K}Roulette'],
    olympics: ['{K}Olympics'],
    quests: ['{K}BossFight', '{K}SideQuest'],
    retro: ['8Bit{K}'],
    bingo: ['{K}Bingo'],
    hunts: ['{T}Hunt', '{T}Rush'],
    moveChallenge: ['{M}Challenge', 'Perfect{M}'],
    days: ['{K}{Day}'],
  },
  words: {
    things: 'Controller Boss Level Coins Loot Skin PowerUp Trophy Map Checkpoint Pixel Joystick',
    moves: 'Speedrun Combo TrickShot Clutch Build Drift Parry Dodge WallJump BossRush Comeback',
    verbs: 'Jump Build Drift Dodge Parry Loot Respawn',
  },
} as const satisfies TypeFormats;
