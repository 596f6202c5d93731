/**
 * Pet: animals and breeds, pet care, tricks and toys. See `../../data-types.ts` for the slots.
 *
 * A {K} format must read with any keyword a visitor types for pets: a dog, a jellyfish, a snake,
 * and also grandma, the office, Paris, pizza, Monday or a feeling. So the keyword is what the pet
 * meets, reacts to or rates (#MyPetVsMonday, #PetReactsToGrandma), or what the camera shows (a
 * photoshoot, a POV, a vlog, slow mo, then and now, bloopers); nothing that needs legs or fur
 * (zoomies, a heist, a spa day, a fashion show, a maze belong in a dog's or cat's own names). The
 * pet's own moves fill {M} and {V} in shapes that still read with another type's actions
 * (#SlowBlinkChallenge, #CheesePullInSlowMo); no trick on cue or tutorial, which reads wrong with
 * a verb no pet does.
 */
import type { TypeFormats } from '../../data-types';

export const PET_FORMATS = {
  families: {
    reacts: [
      'MyPetVs{K}',
      'PetReactsTo{K}',
      'MyPetRates{K}',
      'MyPetMeets{K}',
      'PetThoughtsOn{K}',
      'HowMyPetSees{K}',
      '{K}Reaction',
      'MyPetJudges{K}',
    ],
    photos: [
      '{K}Photoshoot',
      '{K}PhotoDump',
      '{K}Portrait',
      '{K}Selfie',
      '{K}Snapshot',
      '{K}Closeup',
      '{K}Polaroid',
      '{K}CameraRoll',
    ],
    pov: ['{K}POV', '{K}DayInTheLife', '{K}Vlog', '{K}Diaries'],
    slowMo: ['{K}InSlowMo', '{K}InSlowMotion', '{K}SlowMo', '{M}InSlowMo'],
    growingUp: ['{K}ThenAndNow', '{K}ThenVsNow', '{K}ThroughTheYears'],
    bloopers: ['{K}Bloopers', '{K}Outtakes', '{K}GagReel', '{K}BehindTheScenes', '{K}Compilation'],
    sounds: ['{K}ASMR'],
    storytime: ['{K}Storytime'],
    days: ['{K}{Day}'],
    moveChallenge: ['{M}Challenge', '{M}Compilation'],
    rate: ['RateMy{M}', 'Perfect{M}'],
    tricks: ['Will{V}ForTreats'],
  },
  ownKeywordFamilies: {},
  words: {
    things: 'Paw Tail Whisker Treat Ball Leash Collar Bone Toy Bed Bowl Toebeans',
    moves: 'Sit Spin HighFive Fetch Zoomies RollOver PlayDead Shake SlowBlink BellyRub Sploot',
    verbs: 'Sit Spin Fetch Cuddle Pounce Snuggle Wiggle Shake',
  },
} as const satisfies TypeFormats;
