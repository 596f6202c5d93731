/**
 * Pet: animals and breeds, pet care, tricks and toys. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const PET_FORMATS = {
  families: {
    tricks: [
      '{K}TrickChallenge',
      '{K}TalentShow',
      '{M}OnCommand',
      'NailedThe{M}',
      '{M}ForATreat',
      'CanYourPet{V}',
      'New{M}Unlocked',
    ],
    training: ['Day1Of{K}Training', '{K}BootCamp', '{K}Hacks', '{M}InOneWeek', '{M}Tutorial'],
    shows: ['{K}CostumeContest', '{K}Olympics', '{K}BestInShow', '{K}Parade'],
    petLife: [
      '{K}POV',
      '{K}Cam',
      '{K}DayInTheLife',
      'IfMy{K}CouldTalk',
      '{K}Zoomies',
      '{K}MorningRoutine',
      '{K}Voiceover',
    ],
    cute: [
      'Pawsome{K}',
      '{K}Pawty',
      '{K}Photoshoot',
      '{K}Approved',
      'Pawsome{M}',
      '{T}Obsessed',
      '{T}OfTheDay',
      '{T}Appreciation',
    ],
    owners: [
      'ShowMeYour{K}',
      'MeetMy{K}',
      'TwinningWith{K}',
      '{K}Lookalike',
      '{V}LikeYourPet',
      'TimeTo{V}',
    ],
    reactions: [
      '{K}Reaction',
      '{K}Bloopers',
      '{K}SlowMo',
      '{K}VibeCheck',
      '{K}Energy',
      '{K}Chaos',
      '{K}HideAndSeek',
    ],
    days: ['{K}{Day}'],
  },
  words: {
    things:
      'Paw Whisker Tail Leash Collar Treat Bone Kibble Squeaker TennisBall PetBed Bowl Toebeans Fur',
    moves:
      'Sit Spin HighFive PlayDead RollOver Fetch Zoomies SlowBlink Boop Shake Speak BellyRub Loaf Wiggle',
    verbs: 'Sit Spin Fetch Boop Cuddle Pounce Wiggle Snuggle Zoom Purr',
  },
} as const satisfies TypeFormats;
