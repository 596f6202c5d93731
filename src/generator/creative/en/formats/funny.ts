/**
 * Funny: skits, fails, impressions and the relatable humour of everyday life. Every `{K}` format
 * reads with any keyword a visitor might pair with funny (a pet, a person, a place, a brand, a
 * food, a day, a feeling): #DogLogic, #IfGrandmaHadASitcom, #UnpopularPizzaOpinions, #MondaySoapOpera. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FUNNY_FORMATS = {
  families: {
    fails: [
      '{K}Fails',
      '{K}Outtakes',
      '{K}GagReel',
      '{M}GoneWrong',
      'Epic{M}Fail',
      '{M}Bloopers',
      'Worst{T}Ever',
    ],
    drama: [
      '{K}TheMusical',
      '{K}SoapOpera',
      '{K}PlotTwist',
      '{K}SitcomIntro',
      '{K}MovieTrailer',
      'If{K}HadASitcom',
      '{M}ButDramatic',
    ],
    skits: ['{K}Spoof'],
    relatable: ['{K}Logic', '{K}At3AM', '{K}POV', '{K}Lore'],
    memes: ['{K}StarterPack'],
    takes: ['{K}HotTakes', '{K}Rant', 'Unpopular{K}Opinions'],
    explainedBadly: ['{K}ExplainedBadly', 'Explain{K}Badly'],
    laughs: ['{K}PunOff', '{K}OneLiners'],
    tryNotToLaugh: ['{K}TryNotToLaugh'],
    partyGames: ['{K}Charades'],
    olympics: ['{K}Olympics'],
    versus: ['MeVsMy{T}'],
    voices: ['{K}Voiceover', 'IfMy{T}CouldTalk', 'POVYoureThe{T}'],
    saga: ['{T}Chronicles'],
    personified: ['If{K}WereAPerson'],
  },
  // The keyword's everyday comedy, for any keyword at all: a person, a pet, a place, a feeling,
  // a brand (#TeachersBeLike, #ADHDProblems, #OfficeLife, #CatMemes, #HomeworkInANutshell).
  ownKeywordFamilies: {
    relatable: ['{K}BeLike', '{K}Struggles', '{K}Truths', '{K}Problems', '{K}Life'],
    fails: ['{K}Bloopers'],
    drama: ['{K}ButDramatic', '{K}TheSitcom'],
    skits: ['{K}Skit', '{K}Parody'],
    memes: ['{K}InANutshell', '{K}ExpectationVsReality', '{K}Memes'],
    laughs: ['{K}Puns', '{K}Humor'],
    partyGames: ['{K}Bingo'],
    voices: ['{K}Translated', '{K}Decoded'],
    survive: ['{K}SurvivalGuide'],
    redFlags: ['{K}RedFlags'],
    rules: ['Unwritten{K}Rules'],
    energy: ['{K}Energy'],
    saga: ['{K}Chronicles', '{K}Saga'],
  },
  ownKeywordsFrom: 'any',
  skipShared: ['timeLimits'],
  crossFamilies: {
    fails: ['{K}{M}Fail', '{M}GoneWrong', '{M}Bloopers'],
    versus: ['MeVsThe{T}', '{K}{T}VsMe'],
    struggles: ['{K}{T}Struggles', '{M}Struggles'],
    drama: ['{K}{T}Drama', '{M}ButDramatic'],
    talk: ['IfThe{T}CouldTalk', 'POVYoureThe{T}'],
  },
  words: {
    things:
      'Joke Pun Meme Punchline Caption Catchphrase Blooper WhoopeeCushion RubberChicken LaughTrack InsideJoke',
    moves:
      'DadJoke Impression FunnyFace LipSync SillyWalk DoubleTake SideEye TongueTwister MicDrop Skit Voiceover',
    verbs: 'Laugh Giggle Joke Mimic Snort Chuckle',
  },
} as const satisfies TypeFormats;
