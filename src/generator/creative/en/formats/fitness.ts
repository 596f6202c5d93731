/**
 * Fitness: workouts, sports and training. A fitness name is about sweating, not skill drills:
 * the keyword joined to one word of a workout (`PickleballBurn`, `DinkAndSweat`, `KitchenCardio`).
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FITNESS_FORMATS = {
  families: {
    sweat: ['{M}AndSweat', '{K}SweatSesh', '{K}SweatSquad'],
    cardio: ['{K}Cardio', '{T}Cardio', '{K}ButMakeItCardio'],
    burn: ['{K}Burn', '{M}Burn', 'FeelThe{K}Burn'],
    workouts: ['{K}Workout', '{K}HIIT', '{K}Circuit', '{K}Bootcamp', '{K}PowerHour', '{K}AtHome'],
    powerUp: ['{K}PowerUp', '{K}ShapeUp', '{K}Gains', '{K}Strong'],
    contests: ['{K}Duel', '{K}Olympics', '{K}PlankOff', '{K}ObstacleRun'],
    reps: ['100{M}Challenge', '{M}EveryDay', '{M}Countdown'],
    partners: ['{M}ForTwo', '{K}TagTeam'],
    workoutGames: ['{K}Roulette', '{K}DiceWorkout', '{K}WorkoutBingo'],
    warmups: ['{K}Warmup', '{K}Stretch', '{K}CoolDown'],
    twists: ['{M}InSlowMo', '{M}WithATwist'],
    beat: ['{V}ToTheBeat', 'Just{V}', '{V}Daily'],
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
