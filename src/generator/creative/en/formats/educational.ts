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
    lessons: [
      '{K}101',
      '{K}Explained',
      '{K}ForBeginners',
      '{K}ForKids',
      '{K}MadeFun',
      '{K}MadeEasy',
      'AskMeAbout{K}',
    ],
    brains: ['{K}Whiz', '{K}Genius', '{K}NerdAlert', '{K}Brainiac', '{K}Mastermind'],
    games: [
      '{K}Bingo',
      '{K}Charades',
      '{K}ScavengerHunt',
      '{K}GameShow',
      '{K}InEmojis',
      'Explain{K}Badly',
    ],
    rounds: ['{K}SpeedRound', '{K}LightningRound', '{K}Speedrun'],
    contests: [
      '{K}QuizBowl',
      '{K}QuizOff',
      '{K}Olympics',
      '{K}KnowItAll',
      'StumpThe{K}Nerd',
      '{K}Duel',
    ],
    family: ['{K}WithGrandma', '{K}FamilyNight'],
    moves: ['{M}Challenge'],
    days: ['{K}{Day}', '{K}TriviaTuesday', '{K}FunFactFriday'],
  },
  words: {
    things:
      'Book Map Globe Flashcard Notebook Planet Volcano Dinosaur Calculator Microscope Pencil Library Magnet Telescope Fossil',
    moves:
      'SpellingBee TimesTables PopQuiz MentalMath TongueTwister Riddle ScienceFair BookReport MapQuiz WordOfTheDay FlagQuiz Experiment FunFact EggDrop',
    verbs: 'Learn Read Spell Count Solve Study Write Teach Explore Guess',
  },
} as const satisfies TypeFormats;
