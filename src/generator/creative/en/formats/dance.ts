/**
 * Dance: styles, trends, moves and the floors they happen on. Every `{K}` format of `families`
 * says dance in its own words (a dance-off, a groove, a strut, choreo), so it reads as a dance with
 * any keyword: a dog, grandma, the office, Paris, Monday, a pizza. No group-only shapes (…FlashMob,
 * …CongaLine, …DanceCrew) and no labels (…DanceCraze, …Disco): a solo creator films each.
 *
 * `ownKeywordFamilies` are for dance's own keywords, a style, a move, a trend, an artist or an
 * occasion alike: what a creator dances on camera (#FlamencoInPublic, #DadTriesPopping,
 * #PirouetteThenVsNow, #LearnJerusalemaWithMe). `{K}In60Seconds` reads vague here
 * (#DogIn60Seconds): left out. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const DANCE_FORMATS = {
  families: {
    contests: ['{K}DanceOff', '{K}DanceBattle', '{M}DanceOff'],
    dances: ['{K}Dance', '{K}DanceChallenge', '{K}Moves', '{M}Dance'],
    choreo: ['{K}Choreo', '{K}Freestyle', '{K}DanceRoutine'],
    grooves: ['{K}Groove', '{K}Boogie', '{K}Shimmy', '{K}Shuffle', '{K}Strut'],
    parties: ['{K}DanceParty', '{K}DanceBreak'],
    classics: ['{K}Macarena', '{K}LineDance', '{K}Waltz'],
    celebrations: ['{K}HappyDance', '{K}VictoryDance'],
    freeze: ['{K}FreezeDance', '{V}AndFreeze'],
    twists: ['{K}DanceInSlowMo', '{K}DanceInOneTake', '{M}InSlowMo'],
    copycats: ['CopyMy{K}Dance', '{K}DanceDuet'],
    moves: ['DoThe{M}'],
    moveChallenge: ['{M}Challenge'],
    perfect: ['Perfect{M}'],
    beat: ['{V}ToTheBeat', '{V}ItOut'],
    watching: ['{V}LikeNoOnesWatching'],
  },
  ownKeywordFamilies: {
    challenge: ['{K}Challenge'],
    contests: ['{K}FaceOff'],
    choreo: ['{K}FreestyleChallenge', '{K}ChoreoChallenge'],
    twists: ['{K}InSlowMo', '{K}InOneTake'],
    inPublic: ['{K}InPublic', '{K}Everywhere', '{K}InTheKitchen'],
    copycats: ['{K}Duet', '{K}DuetChallenge'],
    family: ['{K}WithDad', '{K}WithMom', '{K}WithGrandma', 'TeachDadThe{K}'],
    learn: ['Learn{K}WithMe'],
    progress: ['{K}ThenVsNow', '{K}BeginnerVsPro', '{K}Day1VsDay100', '{K}LevelUp'],
    fails: ['{K}Fails', '{K}Bloopers'],
    days: ['{K}{Day}'],
    stepByStep: ['{K}StepByStep'],
  },
  ownKeywordsFrom: ['music'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    pairs: ['DanceWithYour{T}', '{M}Dance'],
    grooves: ['{T}Boogie', '{T}Shuffle'],
    contests: ['{M}DanceOff'],
    watching: ['{V}LikeNoOnesWatching'],
    celebrations: ['{M}VictoryDance'],
    beat: ['{V}ToTheBeat'],
  },
  words: {
    things:
      'DanceFloor Kitchen Stage Mirror Sneakers Spotlight DiscoBall Playlist Speaker Studio Boombox',
    moves: 'Moonwalk Robot Floss Worm Sprinkler Griddy BodyRoll Shuffle Shimmy Twirl Cartwheel',
    verbs: 'Dance Spin Twirl Shimmy Groove Shuffle Sway Stomp Bop Moonwalk Wiggle',
  },
} as const satisfies TypeFormats;
