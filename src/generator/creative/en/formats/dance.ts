/**
 * Dance: styles, trends, moves and the floors they happen on. Every `{K}` format says dance in its
 * own words (a dance-off, a groove, a conga line, choreo), so it reads as a dance with any keyword:
 * a dog, grandma, the office, Paris, Monday, a pizza. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const DANCE_FORMATS = {
  families: {
    contests: ['{K}DanceOff', '{K}DanceBattle', '{M}DanceOff', '{M}DanceBattle'],
    dances: [
      '{K}Dance',
      '{K}DanceChallenge',
      '{K}DanceDare',
      '{K}DanceCraze',
      '{K}SlowDance',
      '{M}Dance',
    ],
    choreo: ['{K}Choreo', '{K}Freestyle', '{M}Choreo'],
    grooves: ['{K}Groove', '{K}Boogie', '{K}Wiggle', '{K}Shimmy', '{K}Shuffle', '{V}AndGroove'],
    parties: ['{K}DanceParty', '{K}DanceBreak'],
    classics: ['{K}Disco', '{K}Macarena', '{K}ChaChaSlide', '{K}TwoStep'],
    groups: ['{K}FlashMob', '{K}CongaLine', '{K}LineDance', '{K}DanceCrew'],
    celebrations: ['{K}HappyDance', '{K}VictoryDance'],
    freeze: ['{K}FreezeDance', '{V}AndFreeze'],
    twists: ['{K}DanceInSlowMo', '{K}DanceInOneTake'],
    copycats: ['CopyMy{K}Dance', '{K}DanceDuet'],
    moves: ['DoThe{M}'],
    beat: ['{V}ToTheBeat'],
    watching: ['{V}LikeNoOnesWatching'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'DanceFloor Kitchen Stage Mirror Sneakers Spotlight DiscoBall Playlist Speaker Studio Boombox',
    moves: 'Moonwalk Robot Floss Worm Sprinkler Griddy BodyRoll Shuffle Shimmy Twirl Cartwheel',
    verbs: 'Dance Spin Twirl Shimmy Groove Shuffle Sway Stomp Bop Moonwalk Wiggle',
  },
} as const satisfies TypeFormats;
