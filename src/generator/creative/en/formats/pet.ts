/**
 * Pet: animals and breeds, pet care, tricks and toys. See `../../data-types.ts` for the slots.
 *
 * A {K} format must read with any keyword a visitor types for pets: a dog, a jellyfish, a snake,
 * and also grandma, the office, Paris, pizza, Monday or a feeling. So the keyword is what the pet
 * judges, sees or explains (#MyCatJudgesMonday, #HowMyDogSeesGrandma, #MyDogExplainsParis;
 * #ACatsGuideToBlanket read as ungrammatical, round 35), or what the camera shows from the pet's
 * side (a POV, a voiceover, a photoshoot). Blind judges read the pet meeting, rating, trying or
 * loving any keyword (#MyDogTriesVolcano, #MyPetLovesLawyer, #MailmanWithMyCat) as a random mashup,
 * and with a food as feeding it, so those are gone. Nothing that needs legs or fur (zoomies, a
 * heist, a spa day, a fashion show, a maze belong in a dog's or cat's own names). The pet's own
 * moves fill {M} and {V} in shapes that still read with another type's actions
 * (#SlowBlinkChallenge, #CheesePullInSlowMo); no trick on cue or tutorial, which reads wrong with a
 * verb no pet does.
 */
import type { TypeFormats } from '../../data-types';

export const PET_FORMATS = {
  families: {
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
    // The pet's take on the keyword is one idea in many words: two families, so that a draw
    // shows it at most twice (five of eight in round 26: #MyCatJudgesPeanutButter …).
    takes: [
      'MyCatJudges{K}',
      'MyDogJudges{K}',
      'MyPetJudges{K}',
      'MyCatsTakeOn{K}',
      'MyDogsTakeOn{K}',
      'MyCatsOpinionOn{K}',
      'MyCatExplains{K}',
      'MyDogExplains{K}',
    ],
    eyes: [
      'HowMyDogSees{K}',
      'HowMyCatSees{K}',
      '{K}ThroughMyDogsEyes',
      '{K}ThroughMyCatsEyes',
      '{K}AsToldByMyCat',
      '{K}AsToldByMyDog',
      'HowMyPetSees{K}',
    ],
    petPov: ['{K}PetPOV', '{K}PetVoiceover', '{K}PetReaction'],
    challenge: ['{K}PetChallenge', '{K}PetEdition'],
    photos: ['{K}PetPhotoshoot'],
    slowMo: ['{M}InSlowMo'],
    caught: ['CaughtMid{M}', '{M}OfTheDay'],
    moveChallenge: ['{M}Challenge', 'Best{M}Wins', '{M}Contest'],
    rates: ['RateThe{M}'],
    perfect: ['Perfect{M}', 'Epic{M}'],
    cutest: ['Funniest{M}'],
    tricks: ['Will{V}ForTreats', 'ReadySet{V}'],
  },
  // Each is a thing to film or an invitation (#RateMyKitten, #SpotTheChameleon); no tag for the
  // pet's content (…Behavior, …Problems, …Adventures, …PhotoDump, …ASMR, …Bloopers, a day of
  // the week), which blind judges marked worst of a draw.
  ownKeywordFamilies: {
    slowMo: ['{K}InSlowMo'],
    growingUp: ['{K}ThenAndNow'],
    pov: ['{K}POV'],
    photos: ['{K}Photoshoot', '{K}PhotoChallenge', '{K}Photobomb'],
    spotting: ['SpotThe{K}', '{K}HideAndSeek'],
    smiles: ['{K}SmileChallenge'],
    voices: ['{K}Voiceover', 'IfMy{K}CouldTalk'],
    rates: ['RateMy{K}'],
    meets: ['MeetMy{K}', 'IntroduceYour{K}'],
    showOff: ['ShowUsYour{K}', 'ShowOffYour{K}'],
    names: ['NameMy{K}', 'CaptionThis{K}'],
    lookalike: ['{K}Lookalike'],
    glowUp: ['{K}GlowUp'],
    training: ['TrainYour{K}'],
    stare: ['{K}StaringContest'],
    tricks: ['{K}TrickChallenge', '{K}TalentShow'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  onlyFamiliesFor: {
    cooking: ['takes', 'eyes', 'photobombs'],
  },
  crossFamilies: {
    // Watching, never trying: #MyCatStaresAtTheSlice.
    stares: ['MyCatStaresAtThe{T}', 'MyDogStaresAtThe{T}'],
    versus: ['PetsVs{T}', 'MyDogVsThe{T}', 'MyCatVsThe{T}'],
    photobombs: ['MyDogPhotobombs{M}', 'MyCatPhotobombs{M}'],
    company: ['MyCatAndThe{T}', '{M}WithMyDog'],
    pets: ['{M}WithPets'],
  },
  alliterations:
    'Sidekick Costume Cosplay CatCostume CritterCam KittyCam CuteOff Clone BestInShow Doppelganger Disguise DogShow DressUp FancyDress Getup HowlAlong HeadTilt Lookalike Mascot Masquerade PetParade PetPortrait PetPageant Pawtrait PetCostume Reenactment Twin TalentShow Watchdog ShowAndTell Outfit Attire Impostor',
  words: {
    things: 'Paw Tail Whisker Treat Ball Leash Collar Bone Toy Bed Bowl Toebeans',
    moves: 'Sit Spin HighFive Fetch Zoomies RollOver PlayDead Shake SlowBlink BellyRub Sploot',
    verbs: 'Sit Spin Fetch Cuddle Pounce Snuggle Wiggle Shake',
  },
} as const satisfies TypeFormats;
