/**
 * Educational: subjects, languages, exams, books and science, learned the friendly way (a quiz
 * night, a fun fact, a game of charades), not as homework. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const EDUCATIONAL_FORMATS = {
  families: {
    quiz: [
      '{K}Trivia',
      '{K}PopQuiz',
      '{K}QuizNight',
      'QuizMeOn{K}',
      '{K}TrueOrFalse',
      '{K}Riddles',
    ],
    facts: ['{K}FunFacts', '{K}FactADay', '{K}MythOrFact'],
    lessons: ['{K}101', '{K}Explained', '{K}ForBeginners', 'AskMeAbout{K}', '{M}Explained'],
    brains: ['{K}Whiz', '{K}Genius', '{K}NerdAlert', '{K}Brainiac', '{K}Mastermind'],
    games: [
      '{K}Bingo',
      '{K}Charades',
      '{K}ScavengerHunt',
      '{K}InEmojis',
      'Explain{K}Badly',
      '{K}HotSeat',
      '{K}BrainBreak',
    ],
    rounds: ['{K}SpeedRound', '{K}LightningRound'],
    contests: ['{K}QuizBowl', '{K}KnowItAll', 'StumpThe{K}Nerd', '{K}Duel', '{K}QuizOff'],
    moves: ['{M}Challenge'],
    learn: ['LearnTo{V}'],
    outings: ['{K}ShowAndTell', '{K}FieldTrip', '{K}LevelUp'],
    days: ['{K}{Day}', '{K}TriviaTuesday', '{K}FunFactFriday'],
  },
  words: {
    things:
      'Book Map Globe Flashcard Notebook Planet Volcano Dinosaur Calculator Microscope Pencil Library',
    moves:
      'SpellingBee TimesTables PopQuiz MentalMath TongueTwister Riddle ScienceFair BookReport MapQuiz WordOfTheDay',
    verbs: 'Learn Read Spell Count Solve Study Write Teach',
  },
} as const satisfies TypeFormats;
