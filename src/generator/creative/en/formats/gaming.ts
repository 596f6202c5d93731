/**
 * Gaming: video games, genres, consoles, mechanics, board and card games. See
 * `../../data-types.ts` for the slots. Gameplay a viewer gets at once: a speedrun, hard mode, a
 * final boss, a side quest, a rematch, a clutch comeback, a victory pose, game
 * night with friends; no tutorials, streaks or marathons, and no game played in real life by format.
 *
 * A {K} format must read with a game (Minecraft, Uno) and with any other keyword (a dog, grandma,
 * the office, Paris, Monday, pizza, a feeling): gaming words said *about* the keyword
 * (#MondayOnHardMode, #GrandmaFinalBoss, #PizzaSideQuest), never a handicap done *to* it
 * (#BlindfoldGrandma) or a score a game does not keep (#AmongUsHighScore). House rules take
 * the keyword's own things and moves (#NoBuildChallenge); a handicap on another type's move
 * (#OneHandCoffeeRun) reads wrong, so handicaps live in a game's own names. Anything else may be
 * played as a game itself (#OfficeSimulator, #MondayHighScore, #VolcanoBossLevel). A gaming word
 * that names no thing to do reads as a mashup beside an everyday keyword (#MechanicVictoryDance,
 * #MechanicMiniGame, #Level100Grandma, #ParisLoadingScreen, #GrandmaNPC), and a clip is a post, not
 * a challenge (#MondayFails, #GrandmaBloopers).
 *
 * `ownKeywordFamilies` are for gaming's own keywords: a game, a console, a genre, and a character
 * alike (#BeatMeAtMahjong, #EldenRingFirstTry, #UnoHouseRules): a task or an invitation, not a
 * post (#UnoEpicFail, #HaloClutchMoment, #HaloWinReaction, #StardewValleyPersonalBest) nor one
 * player's family (#MomTriesStardewValley excludes). The speedrun says the time limit, so the
 * shared `{K}In60Seconds` is left out.
 */
import type { TypeFormats } from '../../data-types';

export const GAMING_FORMATS = {
  families: {
    speedrun: ['{K}Speedrun', '{M}Speedrun', '{M}FirstTry'],
    hardMode: ['{K}OnHardMode', '{M}HardMode'],
    boss: ['{K}FinalBoss', '{K}BossLevel', '{M}BossLevel', '{V}LikeABoss'],
    quest: ['{K}SideQuest', '{K}DailyQuest', '{K}MainQuest', '{K}Quest', '{T}SideQuest'],
    // The challenge that says gaming, as #CouchWorkoutChallenge says fitness.
    gameChallenge: ['{K}GamingChallenge'],
    gameNight: ['{K}GameNight'],
    levels: ['{K}LevelUp', '{K}LevelUpChallenge', '{K}PowerUp', '{M}LevelUp', '{V}ToLevelUp'],
    // A level to make, as in a level editor: #BuildAVolcanoLevel.
    // The keyword as if it were a game: #OfficeSimulator.
    simulator: ['{K}Simulator', '{K}Tycoon'],
    // A score to beat: #CashierHighScore.
    score: ['{K}HighScore', '{K}ScoreAttack'],
    unlocked: ['{K}AchievementUnlocked', '{M}Unlocked'],
    moveChallenge: ['{M}Challenge'],
    skill: ['Perfect{M}', 'NailThe{M}'],
    versus: ['{M}1v1'],
    pressStart: ['PressStartTo{V}', 'Flawless{M}'],
    // Alliterated: the keyword played as a game (#TurtleTimeTrial, #GrandmaGauntlet,
    // #ParisPlatformer). Not for gaming's own keywords: a game beside another genre or mode reads
    // invented (#TetrisTycoon, #CandyCrushKart, #AmongUsArcade); no `{T}{Allit}`, whose words lose
    // the keyword (#BeretBossFight, #BoneBonusRound). No duel or dungeon (#DogDuel,
    // #GrandmaDungeon), no loot (#MailmanLoot), no combo (a meal).
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    speedrun: ['{K}SpeedrunChallenge', '{K}FirstTry'],
    hardMode: ['{K}HardModeChallenge'],
    // A mode the game may not have reads as invented (#AdoptMeRanked, #AdoptMeExpertMode).
    versus: ['{K}FaceOff', '{K}NoobVsPro', '{K}Rematch', '{K}1v1'],
    clips: ['{K}ClutchChallenge', '{K}ComebackChallenge'],
    victory: ['{K}VictoryPose'],
    duo: ['{K}DuoChallenge'],
    rules: ['{K}HouseRules'],
    trivia: ['{K}Trivia'],
    days: ['{K}{Day}'],
    noHit: ['{K}OneLifeChallenge', '{K}PerfectRun'],
    tournament: ['{K}Tournament'],
    coop: ['{K}CoopChallenge', '{K}CouchCoop'],
    firstHour: ['{K}FirstHour'],
    score: ['BeatMy{K}Score', '{K}HighScoreChallenge'],
    marathon: ['{K}Marathon'],
    bossRush: ['{K}BossRush'],
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
  alliterations:
    'Speedrun Simulator SideQuest ScoreAttack Quest BossFight BossLevel BonusLevel BonusRound PowerUp Platformer PartyGame Pinball Mission Maze MainQuest Tournament Tycoon TrickShot TimeTrial DailyQuest FinalBoss Frenzy GameNight Gauntlet LevelUp Leaderboard Rematch Racer RPG WinStreak HighScore HardMode Checkpoint Arcade Adventure OpenWorld Kart Clicker Showdown',
  words: {
    things: 'Controller Boss Level Coins Loot Skin PowerUp Trophy Map Checkpoint Pixel Joystick',
    moves: 'Speedrun Combo TrickShot Clutch Build Drift Parry Dodge WallJump BossRush Comeback',
    verbs: 'Jump Build Drift Dodge Parry Loot Respawn',
  },
} as const satisfies TypeFormats;
