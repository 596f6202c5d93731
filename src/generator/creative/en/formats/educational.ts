/**
 * Educational: subjects, languages, exams, books and science, learned the friendly way (a quiz
 * night, a riddle, a guessing game, an experiment), not as homework. Every `{K}` format reads with
 * any keyword, a subject or not (history, volcano, mailman, grandma, Paris, Monday, a hot dog,
 * bubble wrap), as a game or a task in educational's own plain words (#VolcanoPopQuiz,
 * #BubbleWrapScienceChallenge, #HotDogTriviaDuel, #MondayExplainedByKids,
 * #LawyerTrueOrFalse): the keyword is what one learns about, never a person to be (no Whiz,
 * Genius, KnowItAll, StumpThe…Nerd, which misread with grandma or anxiety), never a label (no
 * ForKids, MadeEasy, ForBeginners, Explained), never after "about" (AskMeAboutVolcano wants a
 * plural), and no lesson label or content tag (MiniLesson, 101, CheatSheet, OriginStory,
 * FunFactFriday); blind judges called #FireworksInEmojis a random mashup. `ownKeywordFamilies`
 * are for educational's own keywords, a subject, a language, an exam, a science topic or a
 * festival alike: the games and contests a class or a family plays with them (#PoetryJeopardy,
 * #SATKidsVsParents, #ChemistryPuzzle, #QuizMeOnFrench), not a course or a series
 * (#WorldCapitalsCrashCourse and FactOfTheDay were judged no challenge). See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const EDUCATIONAL_FORMATS = {
  families: {
    quiz: ['{K}Trivia', '{K}PopQuiz', '{K}QuizNight', '{K}QuizRace', '{T}Trivia', '{T}Quiz'],
    trueOrFalse: ['{K}TrueOrFalse', '{K}MythOrFact', '{K}FactOrFiction'],
    facts: ['{K}FunFacts', '{K}FactOff', '{T}FunFacts'],
    // Kids say what it is: #MondayExplainedByKids, #VolcanoExplainedByKids.
    kids: ['{K}ExplainedByKids'],
    games: [
      '{K}20Questions',
      '{K}Riddles',
      '{K}MemoryGame',
      '{K}BrainTeaser',
      '{T}Riddles',
      '{T}Puzzle',
    ],
    // The bicycle-from-memory test of how well one knows a thing.
    draw: ['Draw{K}FromMemory'],
    showAndTell: ['{K}ShowAndTell'],
    contests: ['{K}TriviaDuel'],
    history: ['GuessThe{T}', '{K}History'],
    // An experiment with it: #PineappleExperiment, #BubbleWrapScienceChallenge.
    science: ['{K}Science', '{K}Lab', '{K}ScienceChallenge', '{K}Experiment'],
    oneSentence: ['{K}InOneSentence'],
    study: ['{K}Flashcards'],
    why: ['WhyDoWe{V}'],
    moves: ['{M}Challenge'],
    withMe: ['{M}WithMe'],
    // Alliterated: what learning about it is (#CactusChemistry, #TurtleTimeline, #HoodieHistory).
    // Not for educational's own keywords, where two subjects meet (#SpanishScience,
    // #ChemistryCalculus); no `{T}{Allit}`, whose words lose the keyword (#FloorFacts for bubble
    // wrap, #PorchPuzzle for a mailman). No subject that fits only some keywords (#GuitarGrammar,
    // #GrandmaAnatomy), no homework or fractions.
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    basics: ['{K}FactCheck'],
    quiz: ['{K}Quiz', '{K}TriviaNight', '{K}SpeedQuiz'],
    teach: ['Teach{K}In60Seconds'],
    gameShow: ['{K}GameShow', '{K}HotSeat', '{K}LightningRound'],
    trueOrFalse: ['{K}FactOrFake', '{K}MythBust'],
    contests: ['{K}FaceOff', '{K}KidsVsParents', '{K}QuizBattle', '{K}BeatTheClock'],
    hunt: ['{K}ScavengerHunt'],
    describe: ['{K}EmojiQuiz', '{K}In3Clues'],
    puzzle: ['{K}Puzzle', '{K}Bingo'],
    lessons: ['TeachMe{K}', 'KidsTeach{K}'],
    explainIt: ['Explain{K}ToAKid'],
    mistakes: ['{K}SpotTheMistake'],
    memory: ['{K}MemoryChallenge'],
  },
  unknownReadsAsOwn: false,
  crossFamilies: {
    why: ['WhyDoWe{V}'],
    facts: ['{T}Trivia', '{T}FactCheck'],
    history: ['{T}History'],
    basics: ['{M}101'],
    quizzes: ['{T}Quiz'],
    science: ['{T}Science'],
  },
  alliterations:
    'Science ScienceFair SpellingBee Chemistry Calculus Quiz Crossword BrainTeaser Bingo PopQuiz Puzzle Presentation Math MythBusting MindMap MemoryGame Trivia Timeline TongueTwister TrueOrFalse Debate Diagram Facts Flashcards Physics FactCheck GuessingGame Lesson Lab LogicPuzzle Riddles Research WordSearch WordGame History Hypothesis Knowledge ShowAndTell Vocabulary Jeopardy Experiment Alphabet Algebra',
  words: {
    things:
      'Book Map Globe Flashcard Notebook Planet Volcano Dinosaur Calculator Microscope Pencil Library Magnet Telescope Fossil',
    moves:
      'SpellingBee TimesTables PopQuiz MentalMath TongueTwister Riddle ScienceFair BookReport MapQuiz WordOfTheDay FlagQuiz Experiment FunFact EggDrop',
    verbs: 'Learn Read Spell Count Solve Study Write Teach Explore Guess',
  },
} as const satisfies TypeFormats;
