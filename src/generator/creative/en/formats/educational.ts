/** Educational: subjects, languages, exams, books and science. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const EDUCATIONAL_FORMATS = {
  families: {
    study: [
      '{K}StudyWithMe',
      '{K}StudySesh',
      '{K}CramSession',
      '{K}StudyGroup',
      '{K}Flashcards',
      '{V}LikeAGenius',
    ],
    quiz: [
      '{K}PopQuiz',
      '{K}Trivia',
      '{K}QuizBowl',
      '{K}TrueOrFalse',
      'TestYour{K}IQ',
      '{T}Quiz',
      '{K}QuizNight',
    ],
    lessons: [
      '{K}101',
      '{K}CrashCourse',
      '{K}Explained',
      '{K}ForBeginners',
      '{K}Masterclass',
      'SchoolOf{K}',
      '{M}Explained',
      '{M}MadeEasy',
      'LearnTo{V}',
    ],
    facts: [
      'DidYouKnow{K}',
      '{K}FactADay',
      'Name3{K}Facts',
      '{K}MythBusting',
      '{K}FactCheck',
      '{T}DeepDive',
    ],
    classroom: [
      '{K}ShowAndTell',
      '{K}FieldTrip',
      '{K}Classroom',
      '{K}Homework',
      '{K}ReportCard',
      '{K}Bootcamp',
    ],
    days: ['{K}{Day}', '{K}TriviaTuesday', '{K}FunFactFriday', '{K}StudySunday'],
    brains: [
      '{K}BigBrain',
      '{K}Brainiac',
      'Certified{K}Nerd',
      '{K}Mastermind',
      'StumpThe{K}Nerd',
      'AskMeAbout{K}',
    ],
    progress: ['{M}Tips', '{M}101', '{K}AtoZ', '{K}BeginnerToPro'],
  },
  words: {
    things:
      'Notebook Notes Flashcard Formula Answer Grade ReportCard Vocab Planner Backpack Textbook Microscope',
    moves:
      'PopQuiz SpellingBee MentalMath SpeedRead TimesTables BookReport Riddle Debate LongDivision Essay ScienceFair',
    verbs: 'Study Solve Read Spell Memorize Teach Write Count',
  },
} as const satisfies TypeFormats;
