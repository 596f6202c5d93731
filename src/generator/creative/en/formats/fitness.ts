/**
 * Fitness: workouts, sports and training. A fitness name is a thing to do and count: a themed
 * workout (`GrandmaWorkout`, `MondayLegDay`), a move to repeat, race or master
 * (`BurpeeEveryDay`, `FreeThrowDuel`, `MasterTheHandstand`). A `{K}` format reads with any
 * keyword, an exercise or not (push ups, marathon, dog, grandma, office, Paris, pizza, anxiety):
 * the keyword is the workout's theme, never its partner, place or result (no Burn, Warmup, Olympics,
 * Bootcamp or FitWith, which misread with pizza, volcano, anxiety or a marathon), and never a label
 * (no Crew, AllStars, Energy, Mode, a bare Cardio or SweatSesh: #MailmanCardio says no
 * workout), nor a third noun beside it (#MailmanDiceWorkout, #VolcanoWorkoutWheel read as
 * mashups). See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FITNESS_FORMATS = {
  families: {
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
    // A workout the keyword themes, and the invitation to do it (#CouchWorkoutChallenge);
    // #My…Workout was a post about one's own, not a challenge.
    workout: ['{K}Workout', 'DoThe{K}Workout', 'TryThe{K}Workout'],
    // The time limit: the shared {K}In60Seconds is left out (#BasketballIn60Seconds, #DogIn60Seconds
    // say no workout), so these and the own keywords' 60Second{K}Challenge say it.
    quickWorkouts: [
      '5Minute{K}Workout',
      '7Minute{K}Workout',
      '10Minute{K}Workout',
      '15Minute{K}Workout',
    ],
    themed: ['{K}HIIT', '{K}HIITWorkout'],
    // The plain move, with the keyword as the weight or the reason: #SuitcaseSquats.
    squats: ['{K}Squats', '{K}Reps'],
    // The day a creator trains for: #LivingRoomLegDay, #MailmanLegDay.
    legDay: ['{K}LegDay'],
    bootcamp: ['{K}Bootcamp', '{K}SweatSession'],
    dares: ['{K}FitnessChallenge', '{K}WorkoutChallenge'],
    moveOfTheDay: [
      '{K}StepChallenge',
      '{K}PlankChallenge',
      '{K}SquatChallenge',
      '{K}PushUpChallenge',
      '{K}BurpeeChallenge',
    ],
    challenge: ['{M}Challenge'],
    reps: ['{M}EveryDay', '{M}ADay', '{M}Reps'],
    contests: ['{M}Duel', '{M}Showdown', '{M}FaceOff'],
    together: ['{M}WithMe'],
    skill: ['LevelUpYour{M}', 'MasterThe{M}'],
    progress: ['{M}ThenAndNow'],
    days: ['{V}{Day}'],
  },
  // The exercise, sport, gear, event or athlete itself: what a creator trains, tests and races
  // on camera (#BurpeeFaceOff, #CouchToTurkeyTrot, #JumpRopeDay1VsDay30, #SplitsEveryDay). A name
  // here is a task or an invitation: a workout's label (#SplitsCircuit, #CoolDownHIIT,
  // #BootCampBootcamp), a post (#TennisGlowUp, #MileFormCheck) or a slogan (#NextLevelTennis)
  // is not.
  ownKeywordFamilies: {
    quickWorkouts: ['60Second{K}Challenge', 'OneMinute{K}Challenge', '5Minute{K}Challenge'],
    progress: ['{K}Day1VsDay30'],
    reps: ['{K}Pyramid'],
    streak: ['{K}Streak', '{K}EveryDay'],
    contests: ['{K}FaceOff', '{K}Duel', '{K}HeadToHead'],
    harder: ['{K}HardMode'],
    together: ['{K}WithMe', '{K}Together', 'TagYour{K}Buddy', 'Try{K}WithMe'],
    journey: ['CouchTo{K}'],
    circuit: ['{K}Circuit'],
    tests: ['{K}PersonalBest', '{K}FormCheck', 'BeatMy{K}Record', '{K}ForTime'],
    days: ['{K}{Day}'],
    partner: ['{K}BuddyChallenge', '{K}TeamChallenge'],
  },
  ownKeywordsFrom: ['dance'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  // Another type's verb before a fitness word reads as a workout only where the verb is one
  // (#LabelAndSweat, #PlanAndSweat said nothing); a thing to train with does (#BackpackWorkout).
  crossFamilies: {
    workouts: ['{M}Workout'],
    reps: ['{V}ForReps'],
    fitnessChallenge: ['{M}FitnessChallenge'],
    moves: ['{V}AndSquat', '{V}ThenPlank', '{V}AndLunge'],
    sweat: ['{V}AndSweat'],
  },
  alliterations:
    'Squats Sprints SitUps StepUps Stretch Superset Crunches Calisthenics Kettlebells Kickboxing Conditioning Burpees BoxJumps BenchPress PushUps Planks Pilates PullUps PowerWalk Mobility MaxReps Tabata TricepDips TuckJumps Deadlifts Dumbbells Fitness FlutterKicks Gains Lunges Laps LegRaises WallSits WindSprints Weights HighKnees Handstands HulaHoop ShuttleRuns ShoulderPress Shadowboxing ChinUps ChestPress JumpingJacks JumpRope JumpSquats Abs Agility AirSquats Intervals ObstacleCourse',
  words: {
    things:
      'Dumbbell Kettlebell JumpRope Mat Sneakers Stairs Treadmill Bench Barbell PullUpBar HulaHoop',
    moves:
      'Plank Squat Burpee PushUp Lunge JumpingJack SitUp WallSit PullUp MountainClimber Deadlift',
    verbs: 'Sweat Squat Plank Lift Sprint Stretch Flex Train Move',
  },
} as const satisfies TypeFormats;
