/**
 * Pet: animals and breeds, pet care, tricks and toys. See `../../data-types.ts` for the slots.
 * Short, filmable setups a family can shoot at home (a heist, a maze, a house tour, a spa day), the
 * pet's own moves (#RateMyLoaf, #ZoomiesInSlowMo) and tricks for a treat; no filler tails. Most
 * keywords are animals, but a {K} format should still read with grooming, vet or dog walk.
 */
import type { TypeFormats } from '../../data-types';

export const PET_FORMATS = {
  families: {
    sneaky: ['{K}Heist', '{K}SnackHeist', '{K}HideAndSeek', 'WheresMy{K}'],
    course: ['{K}Maze', '{K}ObstacleRun', '{K}Parkour', '{K}TrickShot'],
    home: ['{K}HouseTour', '{K}DayInTheLife', '{K}MorningRoutine'],
    talk: ['IfMy{K}CouldTalk', '{K}Translator', '{K}Storytime'],
    shows: ['{K}TalentShow', '{K}FashionShow', '{K}Olympics', '{K}CostumeParade'],
    photos: ['{K}Photoshoot', '{K}PhotoDump', '{K}Paparazzi', '{K}Portrait', '{K}Lookalike'],
    slowMo: ['{K}InSlowMo', '{M}InSlowMo'],
    meet: ['MeetMy{K}', 'ShowMeYour{K}'],
    zoomies: ['{K}Zoomies'],
    bloopers: ['{K}Bloopers'],
    pamper: ['{K}SpaDay'],
    party: ['Pawsome{K}', '{K}Pawty', '{K}DanceParty'],
    growingUp: ['{K}ThenAndNow'],
    sounds: ['{K}ASMR'],
    tricks: ['Will{V}ForTreats', 'CanYourPet{V}'],
    rate: ['RateMy{M}', 'Perfect{M}'],
    days: ['{K}{Day}'],
  },
  words: {
    things: 'Paw Tail Whisker Treat Ball Leash Collar Bone Toy Bed Bowl Toebeans',
    moves: 'Sit Spin HighFive Fetch Zoomies RollOver PlayDead Shake SlowBlink BellyRub Sploot',
    verbs: 'Sit Spin Fetch Cuddle Pounce Snuggle Wiggle Shake',
  },
} as const satisfies TypeFormats;
