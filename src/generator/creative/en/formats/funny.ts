/**
 * Funny: skits, fails, jokes and puns, impressions and the everyday comedy of any keyword. Every
 * `{K}` format is a challenge a creator films or an invitation, and reads with any keyword a
 * visitor might pair with funny (a pet, a person, a place, a brand, a food, a day):
 * #GrandmaButDramatic, #VolcanoJokeOff, #ExplainMondayBadly, #LawyerSkit. Blind judges read the
 * keyword before a show or genre (#LawyerTheMusical, #MailmanSoapOpera, #PineappleSitcomIntro,
 * #MondayAsAPerson) as a random mashup, and a content tag (#MustacheMemes, #MustacheStruggles,
 * #LawyerLife, #CostcoRedFlags) as no challenge at all, so neither is here. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FUNNY_FORMATS = {
  // Any keyword is the type's own (`ownKeywordsFrom`), so these `{K}` formats are drawn only once
  // `ownKeywordFamilies` run short: the same ideas, said another way.
  families: {
    fails: [
      'Epic{K}Fail',
      '{K}GoneWrong',
      '{M}GoneWrong',
      'Epic{M}Fail',
      '{M}Bloopers',
      'Worst{M}Ever',
      'Worst{T}Ever',
    ],
    drama: ['{M}ButDramatic', '{M}InSlowMo', 'Dramatic{M}', 'The{T}Conspiracy'],
    skits: ['{K}ComedySkit', 'Funny{K}Skit', '{K}SketchComedy', '{K}ComedyBit', '{M}Reenactment'],
    comedy: ['{K}FunnyChallenge', '{K}LaughChallenge'],
    memes: ['{K}MemeOff', 'CaptionThis{K}', '{K}CaptionContest'],
    tryNotToLaugh: ['TryNotToLaugh{K}', '{K}PokerFace'],
    explainedBadly: ['{K}WrongAnswersOnly'],
    puns: ['{K}PunChallenge', '{K}PunWars', 'Worst{K}Pun'],
    jokes: ['{K}JokeChallenge', 'Funniest{K}Joke', '{K}DadJokeOff', 'Best{K}OneLiner'],
    impressions: ['{K}ImpressionOff'],
    versus: ['MeVsThe{T}'],
    voices: ['IfMy{T}CouldTalk', '{M}PlayByPlay'],
  },
  // For any keyword at all (a person, a pet, a place, a feeling, a brand): what to film or say
  // about it, never a tag for the keyword's comedy (…Life, …Struggles, …Memes, …Jokes, …Logic,
  // Unwritten…Rules, …SurvivalGuide, …TheMusical), which blind judges marked worst of a draw;
  // nor …BeLike or …Charades, which read as filler with a thing (#PineappleBeLike).
  ownKeywordFamilies: {
    fails: ['{K}Fails', 'Funniest{K}Fail'],
    drama: ['{K}ButDramatic', '{K}Overreaction'],
    skits: ['{K}Skit', '{K}Parody', '{K}SkitChallenge', '{K}FakeCommercial'],
    straightFace: ['{K}StraightFace'],
    memes: ['{K}MemeChallenge'],
    faceOff: ['{K}FaceOff'],
    jokes: ['{K}JokeOff', 'Worst{K}Joke', '{K}KnockKnock'],
    partyGames: ['{K}WouldYouRather'],
    impressions: ['{K}ImpressionChallenge', 'Best{K}Impression'],
    tryNotToLaugh: ['{K}TryNotToLaugh', '{K}TryNotToSmile'],
    explainedBadly: ['{K}ExplainedBadly', 'Explain{K}Badly'],
    improv: ['{K}ImprovChallenge'],
    // Alliterated: the bit it is (#DogDadJoke, #BabyBloopers, #MondayMishap, #LipstickLimerick);
    // here only, as every keyword is funny's own. No genre or show (Sitcom, Mockumentary), no tag
    // (Memes, Antics), no roast; no `{T}{Allit}`, whose words lose the keyword (#StringsStandUp for
    // a guitar, #BoneBanter for a dog).
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordsFrom: 'any',
  skipShared: ['timeLimits'],
  crossFamilies: {
    fails: ['{M}GoneWrong', '{M}Bloopers', 'Epic{M}Fail'],
    versus: ['MeVsThe{T}'],
    drama: ['{M}ButDramatic', '{M}InSlowMo'],
    talk: ['IfThe{T}CouldTalk', '{M}PlayByPlay'],
    impressions: ['{T}Impression'],
  },
  alliterations:
    'Skit StandUp Spoof Caption Catchphrase Bloopers Banter Punchline Parody Mishap Monologue MemeOff TongueTwister TryNotToLaugh DadJoke DoubleTake Fail FakeCommercial Fiasco FunnyFace Gaffe Goofs Reenactment Rant Wisecrack Hijinks KnockKnock Voiceover Joke JokeOff Impression Improv Overreaction OneLiner Blunder Shtick',
  words: {
    things:
      'Joke Pun Meme Punchline Caption Catchphrase Blooper WhoopeeCushion RubberChicken LaughTrack InsideJoke',
    moves:
      'DadJoke Impression FunnyFace Gaffe Goofs LipSync SillyWalk DoubleTake SideEye TongueTwister MicDrop Skit Voiceover',
    verbs: 'Laugh Giggle Joke Mimic Snort Chuckle',
  },
} as const satisfies TypeFormats;
