/**
 * Funny: skits, fails, impressions and the relatable humour of everyday life. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FUNNY_FORMATS = {
  families: {
    fails: [
      '{K}Fails',
      '{K}Bloopers',
      '{K}GoneWrong',
      'Epic{K}Fail',
      '{K}Outtakes',
      '{M}GoneWrong',
      'Epic{M}Fail',
      '{M}Bloopers',
      'HowNotTo{V}',
    ],
    skits: [
      '{K}Skit',
      '{K}POV',
      '{K}StarterPack',
      '{K}Sketch',
      'POVYoureThe{T}',
      'IfMy{T}CouldTalk',
      '{T}Confessions',
    ],
    laughs: [
      'TryNotToLaugh{K}',
      '{K}PunOff',
      '{K}Puns',
      '{K}DadJokes',
      '{K}JokeOff',
      '{K}StandUp',
      '{K}ComedyNight',
    ],
    relatable: [
      '{K}Humor',
      '{K}Problems',
      '{K}Struggles',
      '{K}Logic',
      '{K}Chaos',
      '{K}Energy',
      '{K}BeLike',
      '{K}Memes',
      '{K}Mood',
      '{K}Life',
    ],
    impressions: [
      '{K}Impression',
      'Best{K}Impression',
      '{K}Voiceover',
      '{K}LipSync',
      '{K}Commentary',
    ],
    twists: [
      'CaptionThis{K}',
      '{K}ButMakeItFunny',
      '{K}ButDramatic',
      '{K}InSlowMo',
      '{M}InSlowMo',
      '{M}InReverse',
      'Dramatic{M}',
      'RoastMy{T}',
      'IForgotHowTo{V}',
    ],
  },
  words: {
    things:
      'Laugh Meme Punchline Caption Catchphrase InsideJoke Blooper Pun Joke RubberChicken WhoopeeCushion LaughTrack',
    moves:
      'Impression Skit LipSync DadJoke FunnyFace DoubleTake SideEye Voiceover SillyWalk MicDrop TongueTwister SpitTake',
    verbs: 'Laugh Giggle Joke Mimic Snort Wiggle Cackle Chuckle',
  },
} as const satisfies TypeFormats;
