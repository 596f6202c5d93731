/** Fitness: workouts, sports and training. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const FITNESS_FORMATS = {
  families: {
    reps: ['100{M}Challenge', '{M}Ladder', '50{M}ADay', '{K}RepCount', '{M}EMOM'],
    sweat: ['{K}SweatSesh', '{K}Burnout', 'SweatIt{K}', '{K}Workout', '{K}Circuit'],
    gains: ['{K}Gains', '{K}PR', 'New{M}PR', '{K}Transformation', '{K}Progress'],
    partners: ['{K}PartnerWorkout', '{M}WithYourBestie', 'GymBuddy{M}'],
  },
  words: {
    things: 'Dumbbell Kettlebell Barbell Mat Treadmill Jumprope Bench Sneakers Stopwatch Towel',
    moves: 'Plank Burpee Squat Lunge PushUp PullUp Deadlift WallSit JumpingJack MountainClimber',
    verbs: 'Plank Squat Lift Sweat Sprint Stretch Flex Hustle',
  },
} as const satisfies TypeFormats;
