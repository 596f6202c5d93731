/**
 * Educational: subjects, languages, exams, books and science, learned the friendly way (a quiz
 * night, a fun fact, a guessing game), not as homework. Every `{K}` format reads with any keyword,
 * a subject or not (history, volcano, dog, grandma, Paris, Nike, Monday, pizza, anxiety): the
 * keyword is what one learns about, never a person to be (no Whiz, Genius, KnowItAll, StumpThe…Nerd,
 * which misread with grandma or anxiety), never a label (no ForKids, MadeEasy, ForBeginners), and
 * never after "about" (AskMeAboutVolcano wants a plural). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const EDUCATIONAL_FORMATS = {
  families: {
    quiz: [
      '{K}Trivia',
      '{K}PopQuiz',
      '{K}QuizNight',
      '{K}FamilyQuiz',
      'BeatThe{K}Quiz',
      '{K}LightningRound',
    ],
    trueOrFalse: ['{K}TrueOrFalse', '{K}MythOrFact', '{K}FactOrFiction', '{K}FactCheck'],
    facts: ['{K}FunFacts', '{K}FactADay', '{K}FactDrop', '{K}ByTheNumbers'],
    lessons: [
      '{K}101',
      '{K}Explained',
      '{K}AToZ',
      '{K}ExplainedByKids',
      '{K}Science',
      '{K}MiniLesson',
    ],
    study: ['{K}CheatSheet', '{K}MindMap'],
    describe: ['{K}InEmojis', '{K}InThreeWords', '{K}InOneSentence'],
    games: ['{K}Bingo', '{K}Crossword', '{K}WordSearch', '{K}20Questions'],
    showAndTell: ['{K}ShowAndTell'],
    contests: ['{K}QuizBowl', '{K}QuizOff', '{K}TriviaDuel'],
    history: ['{K}OriginStory', '{K}ThroughTheAges'],
    family: ['{K}WithGrandma', '{M}WithGrandma'],
    moves: ['{M}Challenge'],
    days: ['{K}{Day}', '{K}TriviaTuesday', '{K}FunFactFriday'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'Book Map Globe Flashcard Notebook Planet Volcano Dinosaur Calculator Microscope Pencil Library Magnet Telescope Fossil',
    moves:
      'SpellingBee TimesTables PopQuiz MentalMath TongueTwister Riddle ScienceFair BookReport MapQuiz WordOfTheDay FlagQuiz Experiment FunFact EggDrop',
    verbs: 'Learn Read Spell Count Solve Study Write Teach Explore Guess',
  },
} as const satisfies TypeFormats;
