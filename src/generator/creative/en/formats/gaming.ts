/**
 * Gaming: video games, genres, consoles, mechanics, board and card games. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const GAMING_FORMATS = {
  families: {
    speedruns: [
      '{K}Speedrun',
      '{M}Speedrun',
      '{K}WorldRecord',
      '{K}PersonalBest',
      'BeatMy{K}Score',
      '{K}HighScore',
      '{K}WinStreak',
    ],
    hardMode: [
      '{K}Hardcore',
      'OneLife{K}',
      'Blindfolded{K}',
      '{K}OnHardMode',
      '{K}HouseRules',
      'Dont{V}Challenge',
      'One{T}Challenge',
      'No{T}Challenge',
    ],
    versus: [
      '{K}1v1',
      '{K}Tournament',
      '{K}GameNight',
      'NoobVsPro{K}',
      'NoobVsPro{M}',
      '{K}ParentsVsKids',
      '{K}Rematch',
      '{K}Champion',
      '{K}BuildOff',
    ],
    levels: ['{K}LevelUp', '{K}FinalBoss', '{K}SideQuest', '{M}Unlocked', '{T}Unlocked'],
    clips: [
      '{K}Clutch',
      '{K}Montage',
      '{K}PlayOfTheGame',
      '{K}Bloopers',
      '{K}TierList',
      '{K}Lore',
      '{K}Comeback',
      '{M}Montage',
    ],
    tips: ['{K}Strats', '{K}ProTips', '{K}Marathon'],
    offScreen: ['{K}Collection', '8Bit{K}', '{K}Cosplay'],
    invitations: ['{V}LikeAPro', 'PressStartTo{V}', 'ReadyPlayer{K}'],
    days: ['{K}{Day}'],
  },
  words: {
    things:
      'Controller Joystick Headset Console Pixel Loot Boss Checkpoint Map Skin PowerUp Cartridge Arcade Trophy',
    moves: 'Speedrun Clutch Combo Build Drift Parry Dodge WallJump TrickShot BossRush Crafting',
    verbs: 'Build Drift Dodge Parry Grind Craft Jump Loot Respawn',
  },
} as const satisfies TypeFormats;
