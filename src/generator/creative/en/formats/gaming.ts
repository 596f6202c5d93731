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
 * (#OneHandCoffeeRun) reads wrong, so handicaps live in a game's own names. Anything else may be
 * played as a game itself (#OfficeSimulator, #GrandmaNPC, #MondayCheatCode, #ParisLoadingScreen).
 *
 * `ownKeywordFamilies` are for gaming's own keywords: a game, a console, a genre, and a character
 * alike (#BeatMeAtMahjong, #EldenRingFirstTry, #GrandmaPlaysPortal). The speedrun
 * says the time limit, so the shared `{K}In60Seconds` is left out.
 */
import type { TypeFormats } from '../../data-types';

export const GAMING_FORMATS = {
  families: {
    speedrun: ['{K}Speedrun', '{M}FirstTry'],
    hardMode: ['{K}OnHardMode', '{K}OnEasyMode', '{K}NightmareMode'],
    boss: ['{K}FinalBoss', '{K}BossLevel', '{K}BossBattle'],
    quest: ['{K}SideQuest', '{K}DailyQuest', '{K}QuestComplete'],
    trivia: ['{K}Trivia', '{K}GuessingGame'],
    victory: ['{K}VictoryDance', '{K}VictoryLap'],
    fails: ['{K}Fails', '{K}Bloopers'],
    gameNight: ['{K}GameNight', '{K}MiniGame'],
    levels: ['Level100{K}', '{K}LevelUp', '{K}PowerUp', '{K}LevelComplete', '{K}BonusLevel'],
    // The keyword as if it were a game: #OfficeSimulator, #GrandmaNPC, #MondayCheatCode.
    simulator: ['{K}Simulator', '{K}TheGame', '{K}TheVideoGame'],
    npc: ['{K}NPC', '{K}CharacterSelect'],
    cheats: ['{K}CheatCode', '{K}SkillTree'],
    loading: ['{K}LoadingScreen'],
    unlocked: ['{K}Unlocked', '{K}AchievementUnlocked'],
    moveChallenge: ['{M}Challenge'],
  },
  ownKeywordFamilies: {
    speedrun: ['{K}SpeedrunChallenge', '{K}PersonalBest', '{K}FirstTry'],
    hardMode: ['{K}HardModeChallenge'],
    // A mode the game may not have reads as invented (#AdoptMeRanked, #AdoptMeExpertMode).
    highlights: ['{K}WithFriends'],
    versus: ['{K}FaceOff', '{K}NoobVsPro', 'BeatMeAt{K}', '{K}Rematch', '{K}1v1'],
    clips: ['{K}ClutchMoment', '{K}ClutchChallenge', '{K}ComebackChallenge'],
    fails: ['{K}EpicFail'],
    victory: ['{K}VictoryPose', '{K}WinReaction', '{K}WinStreak'],
    family: ['GrandmaPlays{K}', 'MomTries{K}', 'DadTries{K}'],
    days: ['{K}{Day}'],
    noHit: ['{K}NoHitRun', '{K}OneLifeChallenge'],
    tournament: ['{K}Tournament'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    boss: ['{M}BossLevel', '{V}LikeABoss'],
    quest: ['{T}SideQuest'],
    unlocked: ['{M}Unlocked'],
    speedrun: ['{M}Speedrun', '{M}HardMode', '{M}FirstTry'],
    levelUp: ['{M}LevelUp', '{V}ToLevelUp'],
    pressStart: ['PressStartTo{V}'],
  },
  words: {
    things: 'Controller Boss Level Coins Loot Skin PowerUp Trophy Map Checkpoint Pixel Joystick',
    moves: 'Speedrun Combo TrickShot Clutch Build Drift Parry Dodge WallJump BossRush Comeback',
    verbs: 'Jump Build Drift Dodge Parry Loot Respawn',
  },
} as const satisfies TypeFormats;
