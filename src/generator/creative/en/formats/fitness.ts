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
    workout: ['{K}Workout', 'DoThe{K}Workout', 'TryThe{K}Workout', 'My{K}Workout'],
    // The time limit: the shared {K}In60Seconds is left out (#BasketballIn60Seconds, #DogIn60Seconds
    // say no workout), so these and the own keywords' 60Second{K}Challenge say it.
    quickWorkouts: [
      '5Minute{K}Workout',
      '7Minute{K}Workout',
      '10Minute{K}Workout',
      '15Minute{K}Workout',
    ],
    themed: ['{K}HIITWorkout', '{K}Cardio'],
    workoutGames: ['{K}DiceWorkout', '{K}WorkoutBingo', '{K}WorkoutWheel'],
    dares: ['{K}FitnessChallenge', '{K}WorkoutChallenge', '{K}FitnessDare'],
    sweat: ['{K}SweatSesh'],
    moveOfTheDay: ['{K}StepChallenge', '{K}PlankChallenge', '{K}SquatChallenge'],
    challenge: ['{M}Challenge'],
    reps: ['{M}EveryDay', '{M}ADay', '{M}Reps'],
    oneMore: ['OneMore{M}'],
    contests: ['{M}Duel', '{M}Showdown', '{M}FaceOff'],
    together: ['{V}Together', '{M}WithMe'],
    skill: ['Perfect{M}', 'LevelUpYour{M}', 'MasterThe{M}'],
    progress: ['{M}ThenAndNow'],
    days: ['{V}{Day}'],
  },
  // The exercise, sport, gear, event or athlete itself: what a creator trains, tests and races
  // on camera (#BurpeeFaceOff, #CouchToTurkeyTrot, #JumpRopeDay1VsDay30, #RugbyHIIT).
  ownKeywordFamilies: {
    challenge: ['{K}Challenge', '{K}ChallengeAccepted'],
    quickWorkouts: ['60Second{K}Challenge', 'OneMinute{K}Challenge'],
    workout: ['{K}HIIT', '{K}Circuit', '{K}Bootcamp'],
    progress: ['{K}GlowUp', '{K}Day1VsDay30'],
    contests: ['{K}FaceOff', '{K}Duel'],
    skill: ['LevelUpYour{K}', '{K}FormCheck'],
    harder: ['{K}HardMode', '{K}ButHarder', 'NextLevel{K}'],
    together: ['{K}WithMe', '{K}Together', 'TagYour{K}Buddy'],
    journey: ['CouchTo{K}'],
    tests: ['{K}PersonalBest'],
    days: ['{K}{Day}'],
    partner: ['{K}PartnerChallenge'],
    pyramid: ['{K}Pyramid'],
  },
  ownKeywordsFrom: ['dance'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    workouts: ['{M}Workout', '{T}Workout'],
    reps: ['{V}ForReps'],
    sweat: ['{V}AndSweat'],
    fitnessChallenge: ['{M}FitnessChallenge'],
    moves: ['{V}AndSquat', '{V}ThenPlank'],
  },
  words: {
    things:
      'Dumbbell Kettlebell JumpRope Mat Sneakers Stairs Treadmill Bench Barbell PullUpBar HulaHoop',
    moves:
      'Plank Squat Burpee PushUp Lunge JumpingJack SitUp WallSit PullUp MountainClimber Deadlift',
    verbs: 'Sweat Squat Plank Lift Sprint Stretch Flex Train Move',
  },
} as const satisfies TypeFormats;
