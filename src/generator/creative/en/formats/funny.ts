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
      '{K}Mishaps',
      '{K}Outtakes',
      '{M}GoneWrong',
      'Epic{M}Fail',
      '{M}Bloopers',
      'HowNotTo{V}',
    ],
    drama: [
      '{K}Drama',
      '{K}SoapOpera',
      '{K}TheMusical',
      '{K}ButDramatic',
      '{K}PlotTwist',
      '{K}Confessions',
      'Dramatic{M}',
      '{K}TheMovie',
    ],
    laughs: ['TryNotToLaugh{K}', '{K}PunOff', '{K}JokeOff', 'Worst{K}JokeWins', '{K}PunOfTheDay'],
    relatable: [
      '{K}Logic',
      '{K}Chaos',
      '{K}BeLike',
      '{K}Problems',
      '{K}Shenanigans',
      '{K}Unfiltered',
      '{K}Mayhem',
      '{M}BeLike',
    ],
    memes: ['{K}StarterPack', '{K}POV', 'CaptionThis{K}', '{M}POV'],
    talkingThings: ['IfMy{T}CouldTalk', 'POVYoureThe{T}'],
    impressions: ['Best{K}Impression'],
    partyGames: ['{K}Olympics', '{K}Bingo', '{K}Karaoke', '{K}Awards', '{M}Olympics'],
  },
  words: {
    things:
      'Joke Pun Meme Punchline Caption Catchphrase Blooper WhoopeeCushion RubberChicken LaughTrack InsideJoke',
    moves:
      'DadJoke Impression FunnyFace LipSync SillyWalk DoubleTake SideEye TongueTwister MicDrop Skit Voiceover',
    verbs: 'Laugh Giggle Joke Mimic Snort Chuckle',
  },
} as const satisfies TypeFormats;
