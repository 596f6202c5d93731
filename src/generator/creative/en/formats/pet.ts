/**
 * Pet: animals and breeds, pet care, tricks and toys. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const PET_FORMATS = {
  families: {
    tricks: [
      '{K}TrickChallenge',
      '{K}TrickOff',
      '{K}TalentShow',
      '{M}OnCommand',
      'NailedThe{M}',
      '{M}ForATreat',
      'CanYourPet{V}',
      'New{M}Unlocked',
    ],
    training: [
      'Day1Of{K}Training',
      '{K}TrainingDiary',
      '{K}BootCamp',
      '{M}InOneWeek',
      '{M}Tutorial',
    ],
    shows: [
      '{K}BestInShow',
      '{K}CostumeContest',
      '{K}Olympics',
      '{K}AgilityRun',
      '{K}Parade',
      '{K}Lookalike',
    ],
    petLife: [
      '{K}POV',
      '{K}Cam',
      '{K}DayInTheLife',
      'IfMy{K}CouldTalk',
      '{K}Voiceover',
      '{K}Zoomies',
      '{K}MorningRoutine',
      '{K}NapTime',
    ],
    cute: [
      'Pawsome{K}',
      '{K}Pawty',
      '{K}Snuggles',
      '{K}Photoshoot',
      'Pawsome{M}',
      '{T}Obsessed',
      '{T}OfTheDay',
      '{T}Appreciation',
    ],
    owners: [
      'ShowMeYour{K}',
      'MeetMy{K}',
      'TwinningWith{K}',
      '{K}AndMe',
      '{V}LikeYourPet',
      'TimeTo{V}',
    ],
    games: ['{K}HideAndSeek', '{K}Bloopers', '{K}SlowMo'],
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
