/** Fitness: workouts, sports and training. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const FITNESS_FORMATS = {
  families: {
    reps: [
      '100{M}Challenge',
      '{M}Drill',
      '{M}EveryDay',
      '{M}OnRepeat',
      'OneMore{M}',
      '{M}Countdown',
      '{K}RepChallenge',
    ],
    workouts: [
      '{K}Workout',
      '{K}Circuit',
      '{K}SweatSesh',
      '{K}HIIT',
      '{K}Bootcamp',
      '{K}PowerHour',
      '{T}Workout',
      'GrabYour{T}',
    ],
    progress: [
      '{K}Gains',
      '{K}Transformation',
      '{K}Day1VsDay30',
      '{K}FitJourney',
      '{K}Comeback',
      'New{M}PR',
      '{M}Progression',
    ],
    form: ['Perfect{M}', '{M}FormCheck', '{K}FormCheck', 'FixYour{M}', '{M}101'],
    contests: [
      '{K}Olympics',
      '{K}BeepTest',
      '{K}ObstacleCourse',
      '{K}PlankOff',
      '{K}Gauntlet',
      '{K}FitnessTest',
    ],
    partners: ['{K}PartnerWorkout', 'Partner{M}', '{K}BestieEdition', '{K}BuddySystem'],
    skills: ['{M}Challenge', 'NailThe{M}', 'MasterThe{M}', '{K}SkillsChallenge'],
    workoutGames: ['{K}WorkoutBingo', '{K}Roulette', '{K}DiceWorkout', '{K}WorkoutWheel'],
    daily: ['{V}{Day}', '{K}{Day}', '{V}Daily', 'Just{V}', '{V}LikeAPro', '{V}Together'],
  },
  words: {
    things:
      'Dumbbell Kettlebell Barbell Mat JumpRope Bench Sneakers Stopwatch Stairs Treadmill Towel WaterBottle',
    moves:
      'Plank Burpee Squat Lunge PushUp PullUp Deadlift WallSit JumpingJack MountainClimber SitUp',
    verbs: 'Plank Squat Lift Sweat Sprint Stretch Flex Train Move',
  },
} as const satisfies TypeFormats;
