/**
 * Funny: skits, fails, impressions and the relatable humour of everyday life. Every `{K}` format
 * reads with any keyword a visitor might pair with funny (a pet, a person, a place, a brand, a
 * food, a day, a feeling): #DogLogic, #GrandmaVsMe, #MondayInANutshell, #PizzaSoapOpera. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FUNNY_FORMATS = {
  families: {
    fails: [
      '{K}Fails',
      '{K}Bloopers',
      '{K}Outtakes',
      '{M}GoneWrong',
      'Epic{M}Fail',
      'Epic{V}Fail',
      '{M}Bloopers',
      'HowNotTo{V}',
      'Worst{M}Ever',
    ],
    drama: [
      '{K}TheMusical',
      '{K}SoapOpera',
      '{K}ButDramatic',
      '{K}PlotTwist',
      '{K}TheMovie',
      '{K}TheSequel',
      '{K}Mockumentary',
      '{K}TheSitcom',
      '{M}TheMusical',
      'Dramatic{M}',
    ],
    relatable: ['{K}Logic', '{K}BeLike', '{K}POV', '{K}At3AM'],
    memes: ['{K}StarterPack', '{K}InANutshell', '{K}MemeChallenge'],
    versus: ['{K}VsMe', 'MeVsMy{T}'],
    laughs: ['{K}PunOff', '{K}JokeOff', '{K}OneLiners', '{K}StandUp'],
    partyGames: ['{K}Bingo', '{K}Charades', '{K}WouldYouRather'],
    voices: [
      '{K}Voiceover',
      '{K}Commentary',
      '{K}Translated',
      'IfMy{T}CouldTalk',
      'POVYoureThe{T}',
    ],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'Joke Pun Meme Punchline Caption Catchphrase Blooper WhoopeeCushion RubberChicken LaughTrack InsideJoke',
    moves:
      'DadJoke Impression FunnyFace LipSync SillyWalk DoubleTake SideEye TongueTwister MicDrop Skit Voiceover',
    verbs: 'Laugh Giggle Joke Mimic Snort Chuckle',
  },
} as const satisfies TypeFormats;
