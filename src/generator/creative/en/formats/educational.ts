/**
 * Educational: subjects, languages, exams, books and science, learned the friendly way (a quiz
 * night, a fun fact, a guessing game), not as homework. Every `{K}` format reads with any keyword,
 * a subject or not (history, volcano, dog, grandma, Paris, Nike, Monday, pizza, anxiety): the
 * keyword is what one learns about, never a person to be (no Whiz, Genius, KnowItAll, StumpThe…Nerd,
 * which misread with grandma or anxiety), never a label (no ForKids, MadeEasy, ForBeginners), and
 * never after "about" (AskMeAboutVolcano wants a plural), and no lesson label (MiniLesson, 101,
 * CheatSheet). `ownKeywordFamilies` are for educational's own keywords, a subject, a language, an
 * exam, a science topic or a festival alike: the games and contests a class or a family plays with
 * them (#PoetryJeopardy, #SATKidsVsParents, #VolcanoScavengerHunt, #FrenchCrashCourse). See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const EDUCATIONAL_FORMATS = {
  families: {
    quiz: ['{K}Trivia', '{K}PopQuiz', '{K}QuizNight', '{K}FamilyQuiz'],
    trueOrFalse: ['{K}TrueOrFalse', '{K}MythOrFact', '{K}FactOrFiction', '{K}FactCheck'],
    facts: ['{K}FunFacts', '{K}FactADay'],
    lessons: ['{K}Explained', '{K}ExplainedByKids'],
    describe: ['{K}InEmojis', '{K}InThreeWords', '{K}InOneSentence'],
    games: [
      '{K}Bingo',
      '{K}Crossword',
      '{K}20Questions',
      '{K}Riddles',
      '{K}MemoryGame',
      '{K}SpotTheDifference',
    ],
    languages: ['{K}In5Languages', '{K}InSignLanguage'],
    world: ['{K}AroundTheWorld'],
    draw: ['Draw{K}FromMemory'],
    showAndTell: ['{K}ShowAndTell'],
    contests: ['{K}TriviaDuel'],
    history: ['{K}OriginStory', '{K}GuessTheYear'],
    family: ['{K}ExplainedByGrandma'],
    moves: ['{M}Challenge'],
    days: ['{K}{Day}', '{K}TriviaTuesday', '{K}FunFactFriday'],
    association: ['{K}WordAssociation'],
  },
  ownKeywordFamilies: {
    quiz: ['{K}Quiz', 'QuizMeOn{K}', '{K}SpeedQuiz', '{K}TriviaNight'],
    gameShow: ['{K}Jeopardy', '{K}GameShow', '{K}HotSeat'],
    trueOrFalse: ['{K}FactOrFake', '{K}MythBusting', '{K}ThisOrThat'],
    contests: [
      '{K}FaceOff',
      '{K}KidsVsParents',
      '{K}QuizBattle',
      '{K}BeatTheClock',
      '{K}StudyDuel',
    ],
    hunt: ['{K}ScavengerHunt'],
    describe: ['{K}EmojiQuiz', '{K}GuessingGame'],
    lessons: ['{K}CrashCourse', 'TeachMe{K}', 'KidsTeach{K}'],
    challenge: ['{K}Challenge'],
    facts: ['{K}FactOfTheDay'],
    explainIt: ['Explain{K}ToAKid'],
  },
  unknownReadsAsOwn: false,
  crossFamilies: {
    why: ['WhyDoWe{V}'],
    facts: ['{T}Trivia'],
    history: ['{T}History'],
    learn: ['LearnTo{V}'],
    basics: ['{M}101'],
    howTo: ['HowTo{V}'],
    quizzes: ['{T}Quiz'],
  },
  words: {
    things:
      'Book Map Globe Flashcard Notebook Planet Volcano Dinosaur Calculator Microscope Pencil Library Magnet Telescope Fossil',
    moves:
      'SpellingBee TimesTables PopQuiz MentalMath TongueTwister Riddle ScienceFair BookReport MapQuiz WordOfTheDay FlagQuiz Experiment FunFact EggDrop',
    verbs: 'Learn Read Spell Count Solve Study Write Teach Explore Guess',
  },
} as const satisfies TypeFormats;
