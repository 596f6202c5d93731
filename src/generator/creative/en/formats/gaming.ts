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
    ],
    hardMode: [
      '{K}Hardcore',
      'OneLife{K}',
      '{K}NoHitRun',
      'Blindfolded{K}',
      '{K}OnHardMode',
      'Dont{V}Challenge',
      'One{T}Challenge',
      'No{T}Challenge',
    ],
    builds: ['{K}BuildOff', '{K}BuildBattle', '60Second{K}Build', '{K}BaseTour'],
    versus: [
      '{K}1v1',
      '{K}Tournament',
      '{K}GameNight',
      '{K}LanParty',
      'NoobVsPro{K}',
      'NoobVsPro{M}',
      '{K}ParentsVsKids',
      '{K}Rematch',
    ],
    levels: [
      '{K}LevelUp',
      '{K}FinalBoss',
      '{K}SideQuest',
      '{K}RankUp',
      '{M}Unlocked',
      '{T}Unlocked',
    ],
    clips: [
      '{K}Clutch',
      '{K}Montage',
      '{K}PlayOfTheGame',
      '{K}EasterEgg',
      '{K}Bloopers',
      '{K}TierList',
      '{K}Lore',
      '{K}Loadout',
      '{M}Montage',
    ],
    offScreen: ['{K}Collection', '8Bit{K}', '{K}Cosplay', 'ReadyPlayer{K}'],
    invitations: ['{V}LikeAPro', 'PressStartTo{V}'],
    days: ['{K}{Day}'],
  },
  words: {
    things:
      'Controller Joystick Headset Console Pixel Loot Boss Checkpoint Map Skin PowerUp Cartridge Arcade Trophy',
    moves: 'Speedrun Clutch Combo Build Drift Parry Dodge WallJump TrickShot BossRush Crafting',
    verbs: 'Build Drift Dodge Parry Grind Craft Jump Loot Respawn',
  },
} as const satisfies TypeFormats;
