/**
 * Fitness: workouts, sports and training. A fitness name is about sweating, not skill drills:
 * the keyword joined to one word of a workout (`PickleballBurn`, `DinkAndSweat`, `KitchenCardio`).
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FITNESS_FORMATS = {
  families: {
    sweat: ['{M}AndSweat', '{K}SweatSesh'],
    crew: [
      '{K}SweatSquad',
      '{K}FitFam',
      '{K}Crew',
      '{K}TagTeam',
      '{K}AllStars',
      '{K}WeekendWarrior',
    ],
    fitWith: ['FitWith{K}'],
    cardio: ['{K}Cardio'],
    burn: ['{K}Burn', 'FeelThe{K}Burn'],
    workouts: ['{K}Workout', '{K}Fitness', '{K}HIIT', '{K}Circuit', '{K}Bootcamp', '{K}PowerHour'],
    powerUp: [
      '{K}PowerUp',
      '{K}ShapeUp',
      '{K}Gains',
      '{K}Strong',
      '{K}Grind',
      '{K}Energy',
      '{K}Mode',
    ],
    contests: ['{K}Duel', '{K}Olympics', '{K}FitnessTest'],
    reps: ['{M}EveryDay'],
    workoutGames: ['{K}Roulette', '{K}DiceWorkout', '{K}WorkoutBingo'],
    warmups: ['{K}Warmup', '{K}Stretch', '{K}CoolDown'],
    slowMo: ['{M}InSlowMo'],
    beat: ['{V}ToTheBeat', 'Just{V}'],
    days: ['{V}{Day}', '{K}{Day}'],
  },
  words: {
    things:
      'Dumbbell Mat Sneakers JumpRope Kettlebell Stairs Treadmill Bench Barbell Towel WaterBottle Stopwatch',
    moves:
      'Plank Squat Burpee PushUp Lunge JumpingJack SitUp WallSit PullUp MountainClimber Deadlift',
    verbs: 'Sweat Squat Plank Lift Sprint Stretch Flex Train Move',
  },
} as const satisfies TypeFormats;
