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
      'MyDogVs{K}',
      'MyCatVs{K}',
      'PetsVs{K}',
      'PetReactsTo{K}',
      'MyPetJudges{K}',
      'MyCatJudges{K}',
      'PetThoughtsOn{K}',
    ],
    rates: ['MyPetRates{K}', 'MyPetReviews{K}'],
    meets: ['MyPetMeets{K}', 'MyDogMeets{K}', 'IntroducingMyPetTo{K}'],
    feelings: ['MyPetLoves{K}', 'MyPetHates{K}'],
    pov: ['HowMyPetSees{K}', 'HowMyDogSees{K}', 'HowMyCatSees{K}', '{K}ThroughMyPetsEyes'],
    voices: ['{K}ExplainedByMyPet', 'MyPetExplains{K}', 'MyCatExplains{K}'],
    dressUp: ['MyPetAs{K}', '{K}PetCostume'],
    photos: ['{K}PetPhotoshoot'],
    withPets: ['{K}WithMyPet', '{K}WithMyDog', '{K}WithMyCat', '{K}ButWithPets'],
    slowMo: ['{M}InSlowMo'],
    moveChallenge: ['{M}Challenge', '{M}Contest', 'Best{M}Wins'],
    perfect: ['Perfect{M}'],
    cutest: ['Cutest{M}'],
    ofTheDay: ['{M}OfTheDay'],
    tricks: ['Will{V}ForTreats', 'CanYourPet{V}'],
  },
  ownKeywordFamilies: {
    slowMo: ['{K}InSlowMo', '{K}SlowMo'],
    growingUp: ['{K}ThenAndNow', '{K}GlowUp', '{K}ThroughTheYears'],
    bloopers: ['{K}Bloopers', '{K}Outtakes', '{K}GagReel'],
    pov: ['{K}POV', '{K}DayInTheLife'],
    sounds: ['{K}ASMR'],
    photos: ['{K}Photoshoot', '{K}PhotoDump', '{K}Portrait'],
    impressions: ['{K}Impression', '{K}ImpressionChallenge'],
    energy: ['{K}Energy', '{K}Behavior'],
    spotting: ['SpotThe{K}'],
    adventures: ['{K}Adventures', '{K}Diaries', '{K}Vlog'],
    voices: ['{K}Voiceover', '{K}Translated'],
    days: ['{K}{Day}'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    versus: ['PetsVs{T}', '{T}VsMyDog', '{T}VsMyCat'],
    reacts: ['DogReactsTo{T}', 'CatReactsTo{T}'],
    company: ['MyCatAndThe{T}', '{M}WithMyDog'],
    zoomies: ['{T}Zoomies'],
    pets: ['{M}WithPets', '{K}{M}WithPets'],
  },
  words: {
    things: 'Paw Tail Whisker Treat Ball Leash Collar Bone Toy Bed Bowl Toebeans',
    moves: 'Sit Spin HighFive Fetch Zoomies RollOver PlayDead Shake SlowBlink BellyRub Sploot',
    verbs: 'Sit Spin Fetch Cuddle Pounce Snuggle Wiggle Shake',
  },
} as const satisfies TypeFormats;
