/** Dance: styles, trends, moves and the floors they happen on. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const DANCE_FORMATS = {
  families: {
    danceOffs: ['{K}DanceOff', '{K}SpinOff', '{M}DanceOff'],
    duets: ['{K}Duet', '{K}InSync', '{K}DuetChallenge', '{M}InSync'],
    crews: ['{K}DanceCrew', '{K}Squad'],
    steps: ['{K}Shimmy', '{K}Strut', 'SpinIt{K}'],
    grooves: ['{K}Moves', '{K}Footwork', '{K}Groove'],
    parties: ['{K}DanceParty', '{K}DanceBreak', '{K}SilentDisco', '{K}FreezeDance', '{K}FlashMob'],
    remixes: ['{K}Remix', '{K}Transition', '{K}BeatDrop'],
    twists: ['{K}InSlowMo', '{K}InTheDark', '{K}InTheRain', '{M}InSlowMo', '{M}InSocks'],
    trends: ['{K}DanceChallenge', '{K}Choreo', '{K}DanceTrend', '{K}Showcase'],
    moves: ['DoThe{M}', 'NailThe{M}'],
    relays: ['{M}Relay'],
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
