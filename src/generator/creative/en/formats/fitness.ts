/**
 * Fitness: workouts, sports and training. A fitness name is a thing to do and count: a themed
 * workout (`GrandmaWorkout`, `OfficeDiceWorkout`), a move to repeat, race or master
 * (`BurpeeEveryDay`, `FreeThrowDuel`, `MasterTheHandstand`). A `{K}` format reads with any
 * keyword, an exercise or not (push ups, marathon, dog, grandma, office, Paris, pizza, anxiety):
 * the keyword is the workout's theme, never its partner, place or result (no Burn, Warmup, Olympics,
 * Bootcamp or FitWith, which misread with pizza, volcano, anxiety or a marathon), and never a label
 * (no Crew, AllStars, Energy, Mode). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FITNESS_FORMATS = {
  families: {
    workout: [
      '{K}Workout',
      'The{K}Workout',
      'DoThe{K}Workout',
      'TryThe{K}Workout',
      'My{K}Workout',
      '{K}WorkoutRoutine',
      '{K}WorkoutPlan',
      '{K}WorkoutClass',
    ],
    // One time limit: the shared {K}In60Seconds and these never share a draw (one idea).
    quickWorkouts: [
      '5Minute{K}Workout',
      '7Minute{K}Workout',
      '10Minute{K}Workout',
      '15Minute{K}Workout',
      '20Minute{K}Workout',
    ],
    workoutGames: [
      '{K}DiceWorkout',
      '{K}WorkoutBingo',
      '{K}FitnessBingo',
      '{K}WorkoutWheel',
      '{K}WorkoutGame',
    ],
    dares: ['{K}FitnessChallenge', '{K}FitnessDare', '{K}WorkoutDare', '{K}SweatDare'],
    sweat: ['{K}SweatSesh', '{K}SweatSession', '{M}AndSweat'],
    challenge: ['{M}Challenge'],
    reps: ['{M}EveryDay', '{M}ADay'],
    oneMore: ['OneMore{M}'],
    slowMo: ['{M}InSlowMo'],
    beat: ['{V}ToTheBeat'],
    contests: ['{M}Duel', '{M}Showdown'],
    together: ['{V}Together', '{M}WithMe'],
    skill: ['Perfect{M}', 'LevelUpYour{M}'],
    progress: ['{M}ThenAndNow'],
    days: ['{V}{Day}', '{K}{Day}'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'Dumbbell Kettlebell JumpRope Mat Sneakers Stairs Treadmill Bench Barbell PullUpBar HulaHoop',
    moves:
      'Plank Squat Burpee PushUp Lunge JumpingJack SitUp WallSit PullUp MountainClimber Deadlift',
    verbs: 'Sweat Squat Plank Lift Sprint Stretch Flex Train Move',
  },
} as const satisfies TypeFormats;
