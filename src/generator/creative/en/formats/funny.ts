/**
 * Funny: skits, fails, impressions and the relatable humour of everyday life. Every `{K}` format
 * reads with any keyword a visitor might pair with funny (a pet, a person, a place, a brand, a
 * food, a day, a feeling): #DogLogic, #GrandmaSitcomIntro, #PizzaStarterPack, #MondaySoapOpera. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FUNNY_FORMATS = {
  families: {
    fails: ['{K}Outtakes', '{M}GoneWrong', 'Epic{M}Fail', '{M}Bloopers', 'Worst{T}Ever'],
    drama: [
      '{K}SoapOpera',
      '{K}SitcomIntro',
      '{K}Sitcom',
      '{M}ButDramatic',
      '{M}InSlowMo',
      'Dramatic{M}',
      'The{T}Conspiracy',
    ],
    trailers: ['{K}MovieTrailer', '{K}HorrorTrailer'],
    skits: ['{K}Spoof', '{K}Mockumentary', '{M}Reenactment'],
    relatable: ['Awkward{K}Moments'],
    redFlags: ['{K}RedFlags'],
    tryNotToLaugh: ['{K}TryNotToLaugh'],
    explainedBadly: ['{K}ExplainedBadly', 'Explain{K}Badly'],
    laughs: ['{K}PunOff', '{K}OneLiners'],
    partyGames: ['{K}Charades', '{K}Pictionary'],
    versus: ['RevengeOfThe{T}'],
    voices: [
      '{K}Voiceover',
      '{K}Impressions',
      'IfMy{T}CouldTalk',
      'POVYoureThe{T}',
      '{M}PlayByPlay',
    ],
    personified: ['{K}AsAPerson'],
    faces: ['{K}ReactionFaces'],
    improv: ['{K}Improv'],
  },
  // The keyword's everyday comedy, for any keyword at all: a person, a pet, a place, a feeling,
  // a brand (#TeachersBeLike, #ADHDProblems, #OfficeLife, #CatMemes, #HomeworkInANutshell).
  ownKeywordFamilies: {
    relatable: [
      '{K}BeLike',
      '{K}Struggles',
      '{K}Problems',
      '{K}Life',
      '{K}Logic',
      '{K}Confessions',
    ],
    fails: ['{K}Fails', '{K}Bloopers'],
    drama: ['{K}ButDramatic'],
    skits: ['{K}Skit', '{K}Parody'],
    memes: ['{K}InANutshell', '{K}ExpectationVsReality', '{K}Memes', '{K}StarterPack'],
    laughs: ['{K}Puns', '{K}Jokes'],
    partyGames: ['{K}Bingo', '{K}WouldYouRather'],
    voices: ['{K}ComedyChallenge'],
    stage: ['{K}TheMusical'],
    survive: ['{K}SurvivalGuide'],
    rules: ['Unwritten{K}Rules'],
    impressions: ['{K}ImpressionChallenge'],
  },
  ownKeywordsFrom: 'any',
  skipShared: ['timeLimits'],
  crossFamilies: {
    fails: ['{M}GoneWrong', '{M}Bloopers', 'Epic{M}Fail'],
    versus: ['MeVsThe{T}', 'RevengeOfThe{T}'],
    struggles: ['{M}Struggles'],
    drama: ['{M}ButDramatic', '{M}InSlowMo'],
    talk: ['IfThe{T}CouldTalk', 'POVYoureThe{T}', '{M}PlayByPlay'],
  },
  words: {
    things:
      'Joke Pun Meme Punchline Caption Catchphrase Blooper WhoopeeCushion RubberChicken LaughTrack InsideJoke',
    moves:
      'DadJoke Impression FunnyFace LipSync SillyWalk DoubleTake SideEye TongueTwister MicDrop Skit Voiceover',
    verbs: 'Laugh Giggle Joke Mimic Snort Chuckle',
  },
} as const satisfies TypeFormats;
