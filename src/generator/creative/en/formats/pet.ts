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
    reacts: ['MyPetVs{K}', 'MyDogVs{K}', 'MyCatVs{K}', 'PetReactsTo{K}', 'MyDogReactsTo{K}'],
    judges: ['MyCatJudges{K}', 'MyDogJudges{K}'],
    rates: ['MyPetRates{K}', 'MyDogRates{K}', 'MyCatRates{K}'],
    meets: ['MyPetMeets{K}', 'MyDogMeets{K}', 'MyCatMeets{K}'],
    feelings: [
      'MyPetLoves{K}',
      'MyPetHates{K}',
      'MyDogLoves{K}',
      'MyCatLoves{K}',
      'MyCatHates{K}',
      'DoesMyDogLike{K}',
    ],
    tries: ['MyDogTries{K}', 'MyCatTries{K}'],
    pov: ['HowMyDogSees{K}', 'HowMyCatSees{K}'],
    voices: ['MyPetExplains{K}', 'MyCatExplains{K}', 'MyDogExplains{K}'],
    withPets: ['{K}WithMyPet', '{K}WithMyDog', '{K}WithMyCat'],
    slowMo: ['{M}InSlowMo'],
    moveChallenge: ['{M}Challenge', 'Best{M}Wins'],
    perfect: ['Perfect{M}'],
    cutest: ['Cutest{M}'],
    tricks: ['Will{V}ForTreats'],
  },
  ownKeywordFamilies: {
    slowMo: ['{K}InSlowMo'],
    growingUp: ['{K}ThenAndNow', '{K}GlowUp', '{K}ThroughTheYears'],
    bloopers: ['{K}Bloopers', '{K}Outtakes'],
    pov: ['{K}DayInTheLife'],
    sounds: ['{K}ASMR'],
    photos: ['{K}Photoshoot', '{K}PhotoDump'],
    impressions: ['{K}Impression', '{K}ImpressionChallenge'],
    energy: ['{K}Behavior'],
    problems: ['{K}Problems'],
    spotting: ['SpotThe{K}', 'WheresMy{K}'],
    adventures: ['{K}Adventures'],
    voices: ['{K}Voiceover', 'IfMy{K}CouldTalk'],
    rates: ['RateMy{K}'],
    meets: ['MeetMy{K}'],
    days: ['{K}{Day}'],
    tricks: ['{K}TrickChallenge', '{K}AgilityCourse'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  onlyFamiliesFor: { cooking: ['judges', 'pov', 'voices', 'photobombs'] },
  crossFamilies: {
    versus: ['PetsVs{T}', 'MyDogVsThe{T}', 'MyCatVsThe{T}'],
    photobombs: ['MyDogPhotobombs{M}', 'MyCatPhotobombs{M}'],
    company: ['MyCatAndThe{T}', '{M}WithMyDog'],
    tries: ['MyDogTriesTo{V}', 'MyCatTriesTo{V}'],
    pets: ['{M}WithPets'],
  },
  words: {
    things: 'Paw Tail Whisker Treat Ball Leash Collar Bone Toy Bed Bowl Toebeans',
    moves: 'Sit Spin HighFive Fetch Zoomies RollOver PlayDead Shake SlowBlink BellyRub Sploot',
    verbs: 'Sit Spin Fetch Cuddle Pounce Snuggle Wiggle Shake',
  },
} as const satisfies TypeFormats;
