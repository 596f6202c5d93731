/**
 * Pet: animals and breeds, pet care, tricks and toys. See `../../data-types.ts` for the slots.
 * Short, filmable setups a family can shoot at home (a heist, a maze, a house tour, a spa day), the
 * pet's own moves (#SlowBlinkChallenge, #RateMyLoaf) and tricks for a treat; no filler tails.
 */
import type { TypeFormats } from '../../data-types';

export const PET_FORMATS = {
  families: {
    heist: ['{K}Heist', '{K}SnackHeist'],
    course: ['{K}Maze', '{K}ObstacleRun', '{K}Parkour'],
    home: ['{K}HouseTour', '{K}DayInTheLife', '{K}MorningRoutine'],
    talk: ['IfMy{K}CouldTalk', '{K}Translator'],
    shows: ['{K}TalentShow', '{K}FashionShow', '{K}Olympics', '{K}CostumeParade'],
    photos: ['{K}Photoshoot', '{K}Selfie'],
    slowMo: ['{K}InSlowMo', '{M}InSlowMo'],
    meet: ['MeetMy{K}', 'ShowMeYour{K}'],
    zoomies: ['{K}Zoomies'],
    hideAndSeek: ['{K}HideAndSeek', 'WheresMy{K}'],
    bloopers: ['{K}Bloopers'],
    tasteTest: ['{K}TasteTest'],
    spaDay: ['{K}SpaDay'],
    party: ['Pawsome{K}', '{K}Pawty'],
    outings: ['{K}Picnic', '{K}Playdate', '{K}Sleepover'],
    growingUp: ['{K}ThenAndNow'],
    tricks: ['{K}TrickShot', 'Will{V}ForTreats', 'CanYourPet{V}'],
    moveChallenge: ['{M}Challenge'],
    rate: ['RateMy{M}', 'Perfect{M}'],
    daily: ['{M}OfTheDay'],
    days: ['{K}{Day}'],
  },
  words: {
    things: 'Paw Tail Whisker Treat Ball Leash Collar Bone Toy Bed Bowl Toebeans',
    moves: 'Sit Spin HighFive Fetch Zoomies RollOver PlayDead Shake SlowBlink BellyRub Sploot',
    verbs: 'Sit Spin Fetch Cuddle Pounce Snuggle Wiggle Shake',
  },
} as const satisfies TypeFormats;
