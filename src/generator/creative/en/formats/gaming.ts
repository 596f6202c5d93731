/**
 * Gaming: video games, genres, consoles, mechanics, board and card games. See
 * `../../data-types.ts` for the slots. Gameplay a viewer gets at once: a speedrun, hard mode, a
 * final boss, a side quest, a rematch, a tier list, a clutch moment, a victory dance, the family
 * on game night; no tutorials, streaks or marathons, and no game played in real life by format.
 *
 * A {K} format must read with a game (Minecraft, Uno) and with any other keyword (a dog, grandma,
 * the office, Paris, Monday, pizza, a feeling): gaming words said *about* the keyword
 * (#MondayOnHardMode, #GrandmaFinalBoss, #PizzaSideQuest), never a handicap done *to* it
 * (#BlindfoldGrandma) or a score a game does not keep (#AmongUsHighScore). House rules take
 * the keyword's own things and moves (#NoBuildChallenge); a handicap on another type's move
 * (#OneHandCoffeeRun) reads wrong, so handicaps live in a game's own names.
 */
import type { TypeFormats } from '../../data-types';

export const GAMING_FORMATS = {
  families: {
    speedrun: ['{K}Speedrun', '{K}PersonalBest'],
    hardMode: ['{K}OnHardMode', '{K}OnEasyMode', '{K}NightmareMode', '{K}HardcoreMode'],
    boss: ['{K}FinalBoss', '{K}BossLevel'],
    quest: ['{K}SideQuest', '{K}DailyQuest', '{K}Quest', '{K}QuestComplete'],
    versus: ['{K}VsMe', 'MeVs{K}', '{K}Rematch'],
    tierList: ['{K}TierList'],
    trivia: ['{K}Trivia', '{K}Quiz', '{K}PopQuiz', '{K}GuessingGame', '{K}Lore'],
    clips: ['{K}ClutchMoment', '{K}Comeback', '{K}PlayOfTheGame'],
    victory: ['{K}VictoryDance', '{K}VictoryLap'],
    fails: ['{K}Fails', '{K}Bloopers', '{K}Glitch'],
    gameNight: ['{K}GameNight', '{K}FamilyGameNight'],
    levels: ['Level100{K}', '{K}LevelUp', '{K}PowerUp'],
    days: ['{K}{Day}'],
    houseRules: ['No{T}Challenge', 'No{M}Challenge', 'Dont{V}Challenge'],
    moveChallenge: ['{M}Challenge'],
    find: ['FindThe{T}'],
  },
  ownKeywordFamilies: {},
  words: {
    things: 'Controller Boss Level Coins Loot Skin PowerUp Trophy Map Checkpoint Pixel Joystick',
    moves: 'Speedrun Combo TrickShot Clutch Build Drift Parry Dodge WallJump BossRush Comeback',
    verbs: 'Jump Build Drift Dodge Parry Loot Respawn',
  },
} as const satisfies TypeFormats;
