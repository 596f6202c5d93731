/** Dance: styles, trends, moves and the floors they happen on. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const DANCE_FORMATS = {
  families: {
    danceOffs: [
      '{K}DanceOff',
      '{M}DanceOff',
      '{K}DanceBattle',
      '{K}CrewBattle',
      '{K}Cypher',
      '{K}DanceMarathon',
    ],
    choreo: [
      '{K}Choreo',
      '{K}DanceTutorial',
      'LearnThe{K}Dance',
      '{K}DanceRoutine',
      '{K}In8Counts',
      '{M}Tutorial',
      'LearnThe{M}',
      '{M}In8Counts',
      '{M}StepByStep',
    ],
    trends: [
      '{K}DanceChallenge',
      '{K}DanceTrend',
      'The{K}Dance',
      '{K}DanceDuet',
      '{K}Moves',
      '{K}Groove',
      'DoThe{M}',
    ],
    invitations: [
      'HitThe{M}',
      'NailThe{M}',
      'MirrorMy{M}',
      'MatchMy{M}',
      'TeachYourMomThe{M}',
      'TeachDadThe{M}',
      '{V}ToTheBeat',
      '{V}AndFreeze',
    ],
    floor: [
      '{K}FlashMob',
      '{K}SilentDisco',
      '{K}CongaLine',
      '{K}LineDance',
      '{K}DanceParty',
      '{K}KitchenDisco',
      '{K}FreezeDance',
      '{K}DanceCrew',
      '{K}SoulTrain',
      '{K}Freestyle',
    ],
    edits: [
      '{K}Transition',
      '{M}Transition',
      '{K}BeatDrop',
      '{M}OnTheBeat',
      'OneTake{K}',
      '{M}OneTake',
      '{K}SlowMo',
      '{M}SlowMo',
    ],
    progress: ['{M}EveryDay', '{M}Day1VsDay30', '{M}Practice'],
    weekdays: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things:
      'DanceFloor DiscoBall Spotlight Stage Mirror Sneakers Studio Crew Beat Boombox Playlist',
    moves:
      'Moonwalk Floss Shuffle Worm Robot Sprinkler Griddy Shimmy Twirl BodyRoll Renegade Freeze Spin',
    verbs: 'Dance Groove Shuffle Spin Twirl Shimmy Sway Stomp Bop Moonwalk Freestyle Floss',
  },
} as const satisfies TypeFormats;
