/** Dance: styles, trends, moves and the floors they happen on. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const DANCE_FORMATS = {
  families: {
    danceOffs: ['{K}DanceOff', '{K}SpinOff', '{M}DanceOff'],
    duets: ['{K}Duet', '{K}InSync', '{K}DuetChallenge'],
    steps: ['{K}Shuffle', '{K}Shimmy', '{K}Boogie', '{K}Strut', '{K}Stomp'],
    grooves: ['{K}Groove', '{K}Moves', '{K}Bounce', '{K}Footwork'],
    parties: [
      '{K}DanceParty',
      '{K}Disco',
      '{K}KitchenDisco',
      '{K}SilentDisco',
      '{K}DanceBreak',
      '{K}FreezeDance',
    ],
    lines: ['{K}CongaLine', '{K}SoulTrain', '{K}LineDance', '{K}FlashMob'],
    remixes: ['{K}Remix', '{K}Transition', '{K}BeatDrop'],
    twists: ['{K}InSlowMo', '{K}InTheDark', '{M}InSlowMo'],
    trends: ['{K}DanceChallenge', '{K}Choreo', '{K}DanceTrend'],
    moves: ['DoThe{M}', 'NailThe{M}'],
    copycats: ['MatchMy{K}Moves', '{K}Copycat'],
    beat: ['{V}ToTheBeat'],
    weekdays: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things:
      'DanceFloor Kitchen Stage Mirror Sneakers Spotlight DiscoBall Playlist Speaker Studio Boombox',
    moves:
      'Moonwalk Robot Shuffle Twirl Spin Shimmy Floss Worm Sprinkler Griddy Cartwheel Freeze BodyRoll',
    verbs: 'Dance Spin Twirl Shimmy Groove Shuffle Sway Stomp Bop Moonwalk Wiggle',
  },
} as const satisfies TypeFormats;
