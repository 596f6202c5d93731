/** Dance: styles, trends, moves and the floors they happen on. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const DANCE_FORMATS = {
  families: {
    danceOffs: ['{K}DanceOff', '{K}SpinOff', '{M}DanceOff'],
    duets: ['{K}Duet', '{K}InSync', '{K}DuetChallenge', '{M}InSync'],
    grooves: ['{K}Moves', '{K}Footwork', '{K}Groove', '{K}Jam'],
    parties: ['{K}DanceParty', '{K}DanceBreak', '{K}SilentDisco', '{K}FreezeDance', '{K}FlashMob'],
    remixes: ['{K}Remix', '{K}Transition', '{K}BeatDrop'],
    twists: [
      '{K}InSlowMo',
      '{K}InTheDark',
      '{K}InTheRain',
      '{K}InSocks',
      '{K}ButFaster',
      '{M}InSlowMo',
    ],
    takes: ['{K}InOneTake'],
    bloopers: ['{K}Bloopers'],
    throwbacks: ['{K}ThenVsNow', '{K}Throwback'],
    trends: ['{K}DanceChallenge', '{K}Choreo', '{K}DanceTrend', '{K}Showcase'],
    moves: ['DoThe{M}', 'NailThe{M}', 'CanYouDoThe{M}'],
    copycats: ['MatchMy{K}Moves', '{K}Copycat'],
    beat: ['{V}ToTheBeat'],
    weekdays: ['{K}{Day}'],
  },
  words: {
    things:
      'DanceFloor Kitchen Stage Mirror Sneakers Spotlight DiscoBall Playlist Speaker Studio Boombox',
    moves: 'Moonwalk Robot Floss Worm Sprinkler Griddy BodyRoll Shuffle Shimmy Twirl Cartwheel',
    verbs: 'Dance Spin Twirl Shimmy Groove Shuffle Sway Stomp Bop Moonwalk Wiggle',
  },
} as const satisfies TypeFormats;
