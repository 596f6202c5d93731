import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  daisy: {
    dance:
      'OopsyDaisyShuffle UpsyDaisyBounce DaisyChainConga PassTheDaisyRelay DaisyCrownWaltz 30SecondDaisyGroove DaisyPetalSpin PluckADaisyOnBeat',
    fitness:
      'UpsyDaisySquats DaisyPickLunges DaisyChainStretch 7DayDaisyCoreStreak PetalCountPlank CanYouBalanceADaisy DaisyWheelbarrowWalk OneBurpeePerDaisy',
    music:
      'DaisyBellCover HumTheDaisySongDuet DaisyChainHarmony OopsyDaisyRemix PetalPluckBeat 60SecondDaisyTune SerenadeADaisy DaisyLullaby',
    pet: '30SecondDaisyZoomies DaisySnuffleMatHunt DaisyPetPortrait NapInTheDaisies PupInTheDaisyPatch 7DayUpsyDaisyTrick DaisyPlushFetch ShowUsYourDogNamedDaisy',
    fashion:
      '7DaysOfDaisyOutfits StyleYourDaisyDukes CrownMeInDaisies EmbroiderADaisy DaisySneakerPaint DaisyChainAnklet NailArtDaisyDare ThriftFlipDaisyTee',
    prank:
      'DaisyChainTheBike DaisySquirtFlower GiantDaisyOvernight DaisiesInTheShoes FollowTheDaisyTrail 7DaysOfSecretDaisies GooglyEyesOnEveryDaisy MyRemoteIsADaisyNow',
    tech: 'DaisyBloomTimelapse DaisyMacroPhotoDare 60SecondDaisyEdit DaisyChainStopMotion 7DaysOfDaisyWallpaper CanYourAppNameThisDaisy OneDaisyTenFilters AIPaintsMyDaisy',
  },
  'low battery': {
    cooking:
      'LowBatteryEnergyBites 3IngredientLowBatteryMeal 10MinLowBatteryLunch FridgeRaidOnLowBattery FromLowBatteryToCharged FullChargeFrappe DeadPhoneDinner LowBatterySnackAttack',
    dance:
      'LowBatteryRobot GrooveTillLowBattery MirrorMyLowBatteryMoves LowBatteryFreezeDance OnePercentSlowMo DancingOnOneBar LowBatteryFaceOff ChargeUpLowBattery',
    fitness:
      '10MinLowBatteryWorkout 7DayLowBatteryCore LowBatteryWallSit LowBatteryPlankHold ChargeUpCardio FinalBarBurpees CanYouSquatOnLowBattery PushUpsAtLowBattery',
    prank:
      'ToyChargerForLowBattery LowBatteryWallpaper LowBatteryVoiceAllDay DeadPhoneRescue LowBatteryOnTheFridge OnePercentPanic LowBatteryNinjaCharge HumanLowBatteryAlert',
    travel:
      'LowBatteryCityWalk LowBatteryAskALocal 24HoursOnLowBattery DeadPhoneDayTrip PaperMapOnly HomeBeforeOnePercent LowBatteryVsStreetSigns 5SightsTillLowBattery',
    wellness:
      'RechargeYourLowBattery LowBatteryPowerNap 7NightLowBatteryJournal 10MinLowBatteryReset LowBatteryTeaBreak SocialBatteryCheck LetItHitLowBattery DeadPhoneDay',
    gaming:
      'LowBatteryBossFight LowBatteryLastLevel CanYouWinOnLowBattery DeadPhoneSpeedrun 10MinLowBatteryGame DeadPhoneChargerHunt OneLifeLowBattery LowBatteryFaceOff',
  },
  'spring break': {
    prank:
      'BackyardBeachSurprise SpringBreakLeiGreeting FlamingoFloatDoorway SpringBreakPopQuizPrank SpringBreakBalloonWake TinySpringBreakSuitcase 7DaysOfSpringBreakDucks SpringBreakTicketReveal',
    art: '7SketchesOfSpringBreak ChalkArtDay TieDyeTowels DreamVsRealSpringBreak PaintYourSpringBreak SpringBreakDoodleDiary SpringBreakPostcardDIY OneLineSpringBreak',
    cooking:
      'SpringBreakMocktails 5MinSpringBreakSnack SpringBreakFruitKebabs SpringRollShowdown TropicalPopsicleLab BeachShackBurgers TasteOfSpringBreak 7DaySpringBreakLunches',
    fashion:
      'SpringBreakFitCheck SpringBreakPastelDare BucketHatLineup ShadesOfSpringBreak 7DaySpringBreakOutfits OnePackTenLooks StyleSpringBreak3Ways SpringBreakGlowUp',
    pet: 'SpringBreakWithMyDog ShowUsYourPetsSpringBreak SprinklerZoomies SpringBreakCatNap 7DaysOfSpringBreakWalks FetchFaceOffSpringBreak SpringBreakPetSitterDiary SpringBreakBunnyHop',
    tech: 'SpringBreakStopMotion 10ClipSpringBreakReel FakeSpringBreakAtHome SpringBreakRecapEdit OneSecondSpringBreak AIPlansMySpringBreak SpringBreakPhotoDump FilterYourSpringBreak',
    wellness:
      '7DaySpringBreakReset SpringCleaningMind SunshineNoPhoneHour SpringBreakSleepIn 10MinSpringBreakJournal NatureWalkUnplugged SunriseStretchSpringBreak SpringBreakSlowBreakfast',
  },
  barista: {
    fashion:
      'DressLikeABarista OffShiftBaristaLook 7DaysOfBaristaFits MochaMonochrome BaristaBeanieStyle BaristaApron3Ways BaristaCardiganSeason 10SecondBaristaBandana',
    prank:
      'KidBaristaWrongName ServedByATeddyBarista HomeBaristaTinyOrder ComplimentOnTheCup GooglyEyedBaristaMugs BaristaLatteArtMessage BaristaMustacheStraws BaristaPoemOnTheSleeve',
    art: 'BaristaFoamPortrait 7DayBaristaMugMakeover CupSleeveDoodles SketchYourBarista PaintWithEspresso BaristaLatteArtDuel 60SecondBaristaDoodle BaristaAsACartoon',
    educational:
      'AskABaristaAnything HowMilkFoamWorks BaristaGrindSizeTest BeanToCupJourney 7DayBaristaBasics BaristaLingoQuiz ExplainItBaristaStyle CanYouPassBaristaSchool',
    funny:
      'BaristaNameOnCup BaristaKidTakesOrders DadTriesBeingABarista TypesOfCoffeeCustomers LatteArtOrRorschach 60SecondBaristaRush OrderInBaristaSpeak MyFirstBaristaVsNow',
    gaming:
      'BaristaRememberMyOrder 60SecondBaristaGame BaristaGuessTheDrink LatteArtHighScore ActLikeABaristaCharades BaristaLingoBingo BaristaBlindTasteDuel KidsVsParentsBarista',
  },
  fitness: {
    art: 'FitnessPoseSketch 30DayFitnessDrawing ThenVsNowFitnessDoodle FitFamComicStrip ProgressPhotoArt GymSilhouettes FitnessFlipbook DrawYourFitnessGoal',
    dance:
      'FitnessRetroAerobics 10MinFitnessShuffle 30DayFitnessBoogie FitnessFreezeDance CardioDanceCombo KickboxingGroove ShimmyIntoFitness MirrorMeFitnessDuet',
    music:
      '10MinFitnessPlaylist FitnessRepsToTheBeat FitFamPowerSong OneTrackFitnessCircuit SweatBeatMix TempoRunTunes FitnessMusicalStatues KaraokeFitnessFaceOff',
    cooking:
      '5IngredientFitnessLunch FitFamSnackSwap ShowUsYourFitnessPlate 10MinFitnessBreakfast HighProteinBaking GainsGranola FitnessFuelFaceOff FitnessNoBakeBites',
    tech: 'FitnessTrackerTest FitnessAppFaceOff 30DayFitnessStreak SlowMoFitnessForm FitnessStepCountCheck CanAIPlanMyFitness CloseYourFitnessRings OneMinuteFitnessTimer',
    wellness:
      'FitnessRestDay FitnessWalkAndTalk 7NightFitnessSleepReset 10MinFitnessUnwind MoveForMood StretchAndBreathe SlowFitnessSunday OneThingFitnessGaveMe',
  },
  pretzel: {
    prank:
      'TinyPretzelBigBag FreezeLikeAPretzel GiantPretzelReveal PretzelGooglyEyes SpellItInPretzels KnotSoSecretAdmirer 7DayPaperPretzelHunt PretzelCrownForDad',
    fitness:
      'PartnerPretzelStretch PretzelTwistCrunches RunForASoftPretzel UntieYourKnots 7DayPretzelCore PretzelPoseHold ThePretzelYogaFlow 60SecondPretzelBalance',
    funny:
      'PretzelShapingFails ExplainAPretzelBadly DadVsGiantPretzel SaltySnackCritic PretzelsMakeMeThirsty GrandmaRatesMyPretzel WhenThePretzelWins OneWordPretzelReview',
    music:
      'PretzelCrunchBeat PretzelBeatboxBattle YodelForAPretzel 10SecondPretzelSong TwistAndShoutCover DrumWithPretzelRods SingAPretzelJingle PretzelBagShaker',
    travel:
      'PretzelBakeryCrawl 5PretzelStandsADay SoftPretzelCartHunt BestPretzelInMyTown TwistyRoadPretzelTrip PretzelAndMustardPicnic MallPretzelFaceOff OnePretzelPerCity',
    wellness:
      'PretzelUntwistStretch 7DayPretzelUnwind 10MinutePretzelBreather MindfulPretzelTwisting KneadToRelax UnknotYourShoulders SlowSundayPretzelBake PretzelPicnicForOne',
  },
  tortoise: {
    funny:
      'TortoiseZoomies TortoiseVoiceover NarrateYourTortoise TheGreatTortoiseEscape LettuceRateThis FullSpeedStrawberry SlowMoTortoiseSprint CaptionMyTortoiseYawn',
    travel:
      'GiantTortoiseVisit SeeYourTownTortoiseStyle TortoiseGardenStroll MeetATortoiseAtTheZoo TravelAtTortoisePace TortoiseBackyardSafari OneMileTortoiseWalk TortoiseSpottingAbroad',
    gaming:
      'TortoiseGardenMaze TortoisePicksMyMove SpeedrunAtTortoisePace TortoiseVsHareBoardGame CanYouBeatATortoise TortoiseSlowMoCharades 10QuestionTortoiseQuiz SlowestWinsTortoiseRace',
    prank:
      'TortoiseGrewOvernight TortoiseToyInTheirBed IsItARockOrTortoise TortoiseCrossingHallway WhereDidTheTortoiseGo 7DaysOfTortoiseSightings TortoiseSpeedingTicket RespondAtTortoiseSpeed',
    dance:
      'TortoiseShellShimmy TortoiseHeadBob TortoiseVsHareFaceOff DanceAtTortoisePace SlowAndSteadyShuffle SlowestMoverWins 30SecondTortoiseGroove MirrorMyTortoiseMoves',
    wellness:
      'TortoisePaceWalk TakeItTortoiseTuesday 7DayTortoiseMornings SlowLikeATortoise OneLeafAtATime RetreatIntoYourShell TortoiseBreathing 10MinTortoiseStillness',
  },
  chemistry: {
    fitness:
      'ChemistryElementReps ChemistryPeriodicPlank OneSquatPerChemistryFact 30DayChemistryCore BurpeesAndBeakers ReactionTimeDrill ChemistryFlashcardPushUps StudyBreakChemistryCardio',
    pet: 'ChemistryOfCatnip ReadChemistryWithYourCat KittenVsChemistryBook ChemistryPupStudyBuddy DecodeThePetFoodChemistry LabAssistantKitty 7DayDogChemistryFacts ChemistryOfPurring',
    wellness:
      'HappyChemicalBoost 7DayChemistryJoyList GoodSleepChemistry 10MinChemistryMoodWalk ChemistryOfASmile SerotoninSunshine ChemistryOfAHug GiggleChemistryBattle',
    funny:
      'ChemistryTeacherVoice MyPetTeachesChemistry POVChemistryClass SayTheChemicalName AllTheGoodJokesArgon ExplainChemistryBadly ChemistryPunOff ChemistryIn5Words',
    music:
      'ChemistryElementSong RapYourChemistryNotes 60SecondChemistryHook ChemistryParodyCover TestTubeXylophone 7DayChemistrySingAlong ChemicalBondBallad ChemistryBeatboxBattle',
  },
  hammock: {
    art: 'MiniHammockForPlants PaintFromTheHammock 7DayHammockSketchbook HammockShadowArt DrawYourDreamHammock SketchTheCloudsAbove HammockSkyPastel 10MinHammockDoodle',
    cooking:
      'OneHandHammockSnacks HammockNoBakeBites HammockSnackFaceOff LazyDayLemonade PackAHammockLunch 5MinHammockWrap 3IngredientHammockTreat HammockFruitPopsicles',
    gaming:
      'HammockISpyChallenge HammockCardGameDuel HammockWouldYouRather BeatMeFromAHammock RockPaperHammock TossIntoTheHammock 10MinHammockSpeedrun HammockTwentyQuestions',
    dance:
      'DanceOutOfTheHammock 30SecondHammockGroove HammockSwayAlong HammockShimmyFaceOff BeachBreezeBounce RockAByeBop HammockSwingDuet HammockLimbo',
    music:
      '7DayHammockPlaylist SingInAHammock HammockLullaby HammockHarmony 60SecondHammockSong BirdsongBackingTrack SongsToHammockTo HammockHumDuet',
  },
  meditation: {
    art: 'MeditationMandala MeditationDoodles 7DayMeditationSketchbook MeditativeCircles RakeAZenGarden SandArtMeditation DrawYourMeditationSpot 10MinMeditationDrawing',
    fitness:
      'MeditationWallSit 7DayMeditationStretch MeditationBreathPlank WalkingMeditationMile LiftThenMeditate ZenAfterReps 5MinMeditationCooldown OneLegMeditationDare',
    prank:
      'SurpriseMeditationBell MeditationWhoopeeCushion MeditationGooglyEyeRocks FloatingMeditationTrick MeditationSnoreSoundPrank WrongVoiceMeditation TinyMeditationMatForDad MeditationPebbleInPocket',
    music:
      'MeditationSoundBath MeditationHumming 7DayMeditationSoundtrack SingingBowlMeditation OmInHarmony 5MinMeditationPlaylist MeditateToTheRain HumAMeditationDuet',
    tech: 'MeditationAppTest 7DayMeditationStreak MeditateTillTheTimerDings AIGuidedMeditation 10MinMeditationNoPings MeditationAirplaneMode FilmYourMeditationSpot WatchVsPhoneMeditation',
  },
  prom: {
    wellness:
      'ThankYourPromCrew 7DayPromCalmCountdown PromNervesBreathing 5MinPromStretch PromPepTalk HeelsOffFeetUp SkipThePromStress PostPromWindDown',
    cooking:
      'PromNightCupcakes MixAPromMocktail AfterPromPancakes ColorYourPromPlate BlackTieBakeOff PromposalPizza 10MinPromSnackBoard PromDinnerAtHome',
    dance:
      'PromSlowDance PromGroupChoreo ShuffleIntoProm 1990sVsNowPromMoves 30SecondPromRoutine StrutForPromKing PromWaltzOff MirrorYourPromDate',
    educational:
      'WhyWeHaveProm PromTraditionsAbroad BudgetYourPromDare PressAPromCorsage PinAPromBoutonniere 5DecadesOfPromFacts PromEtiquetteQuiz 60SecondPromTieKnot',
    fitness:
      'PromDanceCardio 30DayPromPlank 10MinPromPowerCircuit GownTwirlWorkout PromposalPushups TuxStretchTest CountdownToPromAbs PromDateYogaDuet',
  },
  'salt shaker': {
    fitness:
      'SaltShakerPlankPass SaltShakerShuttleRun BalanceASaltShaker 7DaySaltShakerCore SaltShakerSquatTap PepperPushUps SaltShakerOnYourHead 60SecondSaltShakerRelay',
    tech: 'ShootASaltShakerAd SaltShakerSlowMo SaltShakerFaceFilter AIDesignsASaltShaker StopMotionSaltShaker 10SecondSaltShakerEdit SaltShakerPhotoBattle MacroLensSaltShaker',
    cooking:
      'SaltShakerVsPinch NoSaltShakerDinner DIYSaltShakerBlend 3SpiceSaltShakerMix HerbSaltShakerGlowUp SeasonLikeAPro 5MinSaltShakerSnack SaltShakerTasteTest',
    music:
      'SaltShakerMaracas SaltShakerDuet ShakeRattleAndSalt SpoonVsSaltShakerBattle SaltShakerBeatDrop TableTopPercussion KeepTimeWithASaltShaker 30SecondSaltShakerSolo',
    prank:
      'SaltShakerMustache SaltShakerGooglyEyes SaltShakerTinyHats NoteUnderTheSaltShaker SaltAndPepperWedding GiantSaltShakerReveal SaltShakerPhotobombs MySaltShakerKeepsMoving',
  },
  tornado: {
    fashion:
      'TornadoSpinSkirt 5SecondTornadoGlowUp StormyWeatherFit TornadoSwirlPrint 7DaysOfTornadoTwirls TornadoPoseFaceOff WindproofTornadoHair TwirlyTornadoCape',
    music:
      'OverTheRainbowCover TornadoBeatboxBattle 30SecondTornadoSong WhooshLikeATornado TornadoBottleBeat WhirlwindWhistle DrumTheTornado TornadoRapVerse',
    wellness:
      'StormSoundsSleep ClearSkiesGratitude TameYourTornadoMind EyeOfTheTornado TornadoWorryJar 7DaysFromTornadoToCalm TornadoBreathSpiral 5MinTornadoReset',
    dance:
      'TornadoTwirl CycloneArmRoll 30SecondTornadoCombo DoTheTornado TornadoSpinOff TwisterTwoStep MirrorMyTornadoMoves CalmToTornadoIn8',
    speed:
      'TornadoDrillRace VortexJarSprint TornadoKitIn60 TornadoFactBlitz 10SecondTornadoSpins CanYouOutspinATornado FastestTornadoBottle TakeCoverTornadoTimer',
  },
  dice: {
    dance:
      'SnakeEyesShuffle FuzzyDiceSway 30SecondDiceChoreo DiceDecideMyMoves 6RollDiceRoutine DoubleSixDisco DicePicksTheSpin DuetByDice',
    funny:
      'DiceRollDecidesMyDay BlowOnTheDiceDrama ExplainYourDiceLogic DiceHateMeSpecifically RiggedDiceAccusations SnakeEyesAgain DoublesOrNothingDice CommentateEveryDiceThrow',
    music:
      'DiceShakerSong SnakeEyesRiff DiceRollMelody DiceBeatboxBattle LetTheDiceWriteIt SixSidedSongwriting 6ChordDiceJam 60SecondDiceTune',
    travel:
      'DiceRollRoadTrip ExploreYourTownByDice LeftOrRightDiceWalk DicePicksMyTrainStop SnakeEyesDetour DoubleSixDestination LetDiceChooseLunch 6PlaceDiceAdventure',
    wellness:
      'DiceSelfCareRoll DoubleSixRest 7DayKindnessDice GratitudeDiceGame DicePickMyHabit SnakeEyesNapTime 10MinDiceJournal ThrowDiceForAStretch',
  },
  airplane: {
    fitness:
      'AirplaneSeatStretch AirplaneCoreFaceOff AirplaneCalfRaises LayoverLunges CarryOnCurls FlightDelayPlank 60SecondAirplaneHold 7DayAirplaneArms',
    music:
      'AirplaneWindowSong SafetyDemoRemix 30SecondAirplaneJingle AirplaneModeAcoustic JetPlaneSingalong TakeoffDrumroll BeatboxAnAirplane AirplaneHumDuet',
    funny:
      'AirplaneWindowVsAisle AirplaneLandingClap PilotVoiceImpression NarrateYourAirplaneSnack TypesOfPlanePeople AirplaneArmrestWars AirplaneThenAndNow ExplainAirplanesBadly',
    wellness:
      'AirplaneModeHour WindowSeatGratitude AirplaneCloudGazing BreatheThroughTakeoff 7NightAirplaneWindDown PlaneJournalPages 10MinAirplaneStretch CanYouSleepOnAnAirplane',
  },
  attic: {
    fashion:
      'AtticTrunkFitCheck MothballToRunway StyleAnAtticScarf3Ways AtticThenVsNowLook WearTheAtticFind 7DaysOfAtticOutfits AtticToStreetwear ThriftTheAttic',
    wellness:
      'OneAtticShelfAWeek AtticDeclutterDay KeepsakeGratitudeBox LetGoOfTheAttic 10MinAtticReset RainOnTheRoofCalm AtticMemoryJournal ReadAnAtticLetterAloud',
    fitness:
      'AtticBoxLifts 10MinAtticWorkout 7DayAtticShapeUp DeclutterDeadlifts ClearTheAtticCardio TrunkCarryChallenge AtticBagRelay AtticSuitcaseSquats',
    pet: 'AtticCatLookout AtticPuppyBoxFort PetVsAtticFinds ShowUsYourAtticNapper 7DayAtticKittenCam DustBunnyChase AtticTreatHunt SniffTestTheAttic',
  },
  'bird feeder': {
    fitness:
      'BirdFeederRefillSquats BirdFeederWindowPlanks PlankUntilBirdFeederVisit LungeToTheBirdFeeder StretchAtTheBirdFeeder BirdFeederWingFlaps 7DayBirdFeederWorkout 10MinBirdFeederCircuit',
    prank:
      'BirdFeederPlushVisitor BirdFeederToyDinoPrank TinyBirdFeederForDad BirdFeederFlamingoGuest FancyBirdFeederMenu GooglyEyeBirdFeeder 7DaysOfBirdFeederToys BirdFeederRubberChicken',
    gaming:
      'BirdFeederBingo 10MinBirdFeederCount FirstToTenBirdFeeder GottaSpotEmAll ISpyAtTheBirdFeeder BirdFeederFaceOff 7DayBirdFeederTally BirdFeederGuessWhoLands',
    music:
      'BirdFeederBeatbox SingToTheBirdFeeder 30SecondBirdFeederSong WhistleAtTheBirdFeeder 7DayBirdFeederPlaylist BirdFeederCallAndResponse RemixTheBirdFeederChirps BirdFeederDuetWithDad',
  },
  diner: {
    dance:
      'DinerSockHop 1950sVsNowDinerMoves DinerTwistContest MirrorMeDinerDuet JukeboxJitterbug DinerHandJive 30SecondDinerRoutine SwingIntoTheDiner',
    fashion:
      'DinerRetroFit PoodleSkirtStyle RolledCuffDenim 7DaysOfDinerFits ServeLooksAtTheDiner DinerCatEyeGlam DinerScarf3Ways DinerGlowUpIn10',
    cooking:
      'DinerMilkshakeAtHome SmashBurgerNight 10MinDinerBreakfast ShortStackShowdown DinerHashBrownFlip 3IngredientDinerClassic RecreateYourDinerOrder ChiliFriesDinerStyle',
    music:
      'DinerJukeboxCover DinerDooWopHarmony CoffeeCupRhythm 30SecondDinerJingle SilverwareDrumSolo SingYourDinerOrder DinerSongDuet 7DayDinerPlaylist',
  },
  easter: {
    fitness:
      '7DayEasterAbs EasterSackHop EasterEggAndSpoon BunnyBurpees EasterBasketRelay JellyBeanJacks HoppyEasterLeapfrog 10MinEasterWorkout',
    dance:
      'EasterHopBattle EasterChickWiggle 30SecondEasterRoutine MirrorMyEasterMoves EggShakerShimmy EveryBunnyDanceNow HoppyEasterHustle BounceLikeAnEasterRabbit',
    funny:
      'EasterEggDyeFails EasterBunnyImpression WorstEasterHidingSpot DadNarratesEasterHunt ChocolateEarsFirst RateMyEasterBonnet ExplainEasterBadly EasterPhotoThenVsNow',
    music:
      'EasterBunnyJingle RingTheEasterBells 30SecondEasterSong CottontailCover EggShakerJam EasterChoirOff EasterDuetWithGrandma 7DayEasterPlaylist',
  },
  hail: {
    cooking:
      'HailstoneCookies ShavedIceHailBowl SnowballTruffleRoll HailstormSlushie 10MinHailWatchSnack HailDayPantryDare FrozenGrapeHail 3IngredientHailBites',
    music:
      'HailOnTheRoofBeat HailstormDrumRoll TinPanRhythm BeatboxLikeHail 30SecondHailSong PingingGutterMelody PlayAlongWithHail HailVsRainSoundOff',
    prank:
      'GooglyEyeHailstorm HailOfStickyNotes CottonBallSnowfall TinyHailUmbrellaForDad HailPingPongFlood HailWarningOnTheFridge ItsHailingBalloons HailWindowDoodles',
    wellness:
      'SlowSundayHailNap HailDayCozyNest PitterPatterBreathing StormWatchTea HailWindowGazing 5MinHailSoundBreather ListenToTheHail JournalWhileItHails',
  },
  'meal prep': {
    travel:
      'RoadTripMealPrep HotelRoomMealPrep WeekLongTravelMealPrep HikingDayMealPrep PackAMealPrepPicnic MealPrepCarryOnSnacks MealPrepForTheFlight 5DollarMealPrepOuting',
    pet: 'DogMealPrepDay 10MinKittyMealPrep MealPrepForYourPup BunnyVeggieBoxes MealPrepPuzzleFeeder CatMealPrepInspector MealPrepHelperHamster WeekOfPetMealPrep',
    prank:
      'MealPrepLabelJokes MealPrepWrongLabels TinyMealPrepForDad MealPrepGooglyEyes 7DaysOfMealPrepPuns StickyNoteLunchLove PlasticFruitMealPrep MealPrepSmileyFaces',
    speed:
      'MealPrepRelayWithMom MealPrepInAnHour 10MinMealPrepBlitz MealPrepGroceryDash 30MinuteMealPrepDare LidsOnInSixty BeatTheClockMealPrep MealPrepWashUpRace',
  },
  playground: {
    cooking:
      'PlaygroundPicnic PlaygroundPopsicles 5MinPlaygroundSnack 3IngredientPlaygroundBite SandboxDirtCups AntsOnALog PackYourPlaygroundLunch PlaygroundFruitKabobs',
    fashion:
      'PlaygroundFitCheck 7DaysOfPlaygroundFits CozyPlaygroundLayers StylePlaygroundShoes3Ways KidsPickTheColors GrassStainProof PlaygroundLookThenVsNow PlaygroundTwinningDuo',
    music:
      'PlaygroundClapSongs PlaygroundSwingBeat 30SecondPlaygroundSong RecessPlaygroundRap SlideWhistleSolo MissMaryMackRemix PlaygroundRhymeDuet 7DayPlaygroundChant',
    gaming:
      '10MinPlaygroundQuest BeatMyPlaygroundTime PlaygroundHopscotch FreezeTagPlayground FloorIsLavaRun SharksAndMinnows PlaygroundSpeedrun KidsVsParentsPlayground',
  },
  scooter: {
    prank:
      'ScooterStreamers ScooterGooglyEyes WrongNameOnTheScooter ScooterHornSaysMoo ToyScooterForDad DuckHonkScooter ATeddyRidesYourScooter 7DaysOfScooterNotes',
    art: 'ScooterStickerMakeover KickScooterPaintJob 7DayScooterSketchbook 10MinScooterDoodle WheelTrackPainting SketchYourScooter DreamScooterDesignDare ScooterChalkCourse',
    dance:
      'KickScooterShuffle ScooterGlideGroove 30SecondScooterRoutine ScootAndBoogie HandlebarHandJive ScooterDanceOff MirrorYourScooterMoves ScooterDuetWithMyKid',
    funny:
      'GrownUpOnAScooter ScooterCommuterTypes SqueakyScooterBrakes ExplainScootersBadly MyScooterThenVsNow WobblyFirstRide ScooterRaceCommentary DadTriesKidsScooter',
  },
  'spring cleaning': {
    art: 'SpringCleaningCollage 10MinSpringCleaningSculpt ScrapArtSpringClean UpcycleSpringReset TrashToTreasure SpringCleaningRainbowSort 7DaySpringCleaningDoodle PaintYourSpringCleaning',
    music:
      'SpringCleaningKaraoke SpringCleaningAnthem DiscoSpringClean HumThroughSpringCleaning BroomGuitarSolo OneSongSpringCleaning SpringCleaningDuetWithMom 10MinSpringCleaningBeat',
    travel:
      'OneBagSpringCleaningWalk SpringCleanupHike SuitcaseSpringClean RoadTripSpringReset SpringCleaningCarRefresh PackLightSpringCleaning SpringCleaningParkCrew 7DaySpringCleaningTown',
    cooking:
      'SpringCleaningStirFry 3ItemSpringCleaningSalad FridgeSpringCleanSoup SpringCleaningFreezerMeal EatThePantryChallenge SpringRollSnackBreak 10MinSpringCleaningLunch UseItUpSpringCleaning',
  },
  toaster: {
    cooking:
      'ToasterBagelBrunch ToasterWaffleSundae 3IngredientToasterTreat 5MinToasterSnack ToastWithTheMost JamSessionBreakfast DinnerFromAToaster ToasterPitaChips',
    travel:
      'ConveyorToasterRating RateEveryHotelToaster ToasterStylesAbroad OneToasterPerCity BuffetBreakfastRanking RoadsideDinerCrawl ToasterBagelCafeHop ToasterHuntOnHoliday',
    prank:
      'GooglyEyesOnTheToaster WhereDidMyToasterGo BreakfastToastMessage ToasterTalksBack TinyToasterForDad ToasterGotAMustache ToasterSaysGoodMorning 7DaysOfToasterNotes',
    wellness:
      'ToasterMorningPause ToasterWaitBreathing 7DayToasterGratitude MindfulFirstBite RaiseAToastToYou PeaceBeforeThePop StretchUntilToasterPops SlowSundayToasterRitual',
  },
  ukulele: {
    dance:
      'UkuleleSwayDance UkuleleStrumStep 30SecondUkuleleRoutine UkuleleAndDancerDuet LuauConga AlohaShuffle TwistToTheUkulele MoveWithMyUkuleleSong',
    prank:
      'TinyUkuleleForDad UkuleleAnswersThePhone UkuleleDoorbellTune SurpriseUkuleleWakeUp 7DaysOfUkuleleAlarms VoicemailStrum UkuleleNarratesMyMom GooglyEyedUkulele',
    travel:
      'OneUkuleleSongPerCity UkuleleAtEveryStop UkuleleDuetWithLocals PackAPicnicAndAUke UkeInTheCarryOn AlohaRoadTrip UkuleleParkBenchSet 7DayUkuleleTour',
    wellness:
      'UkuleleSunsetStrum 7NightUkuleleCalm GentleUkeFingerpicking TenMinutesOfUkulele PluckAndUnwind UkuleleSlowDownSong SoftUkuleleSunday OneNewUkuleleChord',
  },
  gratitude: {
    fashion:
      'GratitudeHandMeDowns ShowUsYourGratitudePiece 7DaysOfGratitudeOutfits ThankfulForThisFit ThankYouMomVintage GratefulRewearChallenge GratitudeBraceletStack StyleAGratitudeTee3Ways',
    funny:
      'GratitudeAwardSpeech GratitudeForSocks OverTheTopGratitude OverlyGratefulDad ThankfulForWiFi ThankYouNoteToMyCouch GratitudeIn3Words KidsDefineGratitude',
    gaming:
      'ThankYourTeammates CanYouName10Gratitudes RollForGratitude GratitudeBingo 60SecondGratitudeRace GameNightGratitude GratitudeCharades GratitudeFaceOff',
    prank:
      'GratitudeNoteInEveryShoe MirrorGratitudeMessage ThankYouKazooParade ThankYouRedCarpetWelcome 7DaysOfGratitudeNotes GratitudePostItAvalanche GratitudeNewsAnchorBit GratitudeCardboardTrophy',
  },
  burger: {
    art: 'BurgerDoodle ClayBurgerCraft BurgerPopArt KetchupPaintedBurger DesignYourDreamBurger DrawABurgerIn60Seconds FeltBurgerPlush 7DayBurgerSketchbook',
    funny:
      'BurgerAdVsReality TooTallBurgerStruggle GrillDadBurgerTalk ExplainBurgersBadly BurgerBiteStrategy NoPicklesPlease GrandpaRatesMyBurger HowNotToStackABurger',
    gaming:
      'CanYouNameThatBurger BurgerStackingGame StackABurgerIn30 BurgerFlipperFrenzy BeatMyBurgerBuildTime RememberTheBurgerOrder BurgerGuessTheTopping KidsVsDadBurgerQuiz',
  },
  dentist: {
    gaming:
      'PlayDentistWithTeddy CrocodileDentistRound 60SecondDentistQuiz ToothFairyQuest BrushLikeADentistRace DentistCharades DentistTriviaDuel CanYouStumpTheDentist',
    art: '7DayDentistSketchbook DentistPaperPlateMouth DrawYourDentist FlossStringArt PaintWithAToothbrush DentistVisitComicStrip 10MinDentistDoodle DentistEggCartonTeeth',
    fashion:
      'PickADentistVisitFit DentistBracesColors DressLikeYourDentist PearlyWhitesOutfit SmileMatchingLipstick 7DaysOfDentistChic DentistDayGlowUp DentistScrubs3Ways',
  },
  farm: {
    dance:
      'TractorTwoStep FarmHoedown MoveLikeAFarmAnimal FarmyardBoogie FarmBootScoot MirrorMeFarmDuet ChickenDanceOnTheFarm 30SecondFarmRoutine',
    funny:
      'CityKidOnTheFarm ExplainFarmLifeBadly BootStuckInMud FarmAnimalVoiceovers 10SecondFarmImpression FarmChoresGoneWrong FarmerDadJokes IfFarmAnimalsTexted',
    tech: 'FarmPhotoTimelapse FarmSoundsBeatMaker AppDrawsMyFarm FarmLifeInOneMinute PhoneGuessesFarmNoises 10SecondFarmEdit FarmForecastFaceOff 7DayFarmVlog',
  },
  golf: {
    funny:
      'GolfWhisperCommentary MiniGolfRivalry GolfDadExcuses GolfTrickShotFails MyFirstGolfSwingVsNow YellingForeAtNothing CelebrateLikeAGolfPro ExplainGolfBadly',
    pet: 'MiniGolfWithMyDog CatChasesGolfTee ShowUsYourGolfBuddy KittenReactsToGolfSwing GolfHoleSnuffleGame PuppyPuttingPro GolfPlushBallToss 7DayGolfTrickTraining',
    tech: 'GolfPuttLineAR GolfSlowMoSwing AICoachesMyGolf GolfGadgetShowdown 7DayGolfAppStreak 60SecondGolfHighlight GolfSplitScreenDuel FilmYourGolfFinish',
  },
  juggling: {
    fitness:
      'JuggleOnOneLeg JuggleWhileJogging JugglingLunges 7DayJugglingCore SquatAndKeepJuggling JugglingPlankToss WallSitJuggling 60SecondJugglingStreak',
    pet: 'DogWatchesJuggling JuggleTreatsForPup JugglingForMyCat HamsterMeetsJuggling PetReactsToJuggling JugglingLeaveItTrick 7DayStayCalmJuggling KittenVsJugglingBalls',
    travel:
      'JugglingAtLandmarks JuggleForAParkCrowd JugglerStreetShowHunt JuggleBeachBalls JugglingPostcardShots 7DayJugglingRoadTrip EveryTownJugglingDare OneJugglingClipPerCity',
  },
  math: {
    fashion:
      'MathPatternFit PiDayOutfit DressByTheNumbers 7DaysOfMathPatterns StyleMathShapes3Ways MathematicallyMatched DesignAMathPunTee MathColorBlockChallenge',
    music:
      'MathRap PiDigitsMelody MathDuetWithMyKid SchoolhouseMathRock SingTheQuadratic MathFactsToABeat 30SecondMathJingle 7DayMathSongStreak',
    tech: '7DayMathCodeStreak MathGraphPortrait MathCalculatorTricks StumpTheAIMath SpreadsheetMathMagic BuildAMathsGame 60SecondMathAppQuiz ExplainMathIn1Minute',
  },
  origami: {
    dance:
      'CraneKickOrigami OrigamiFanFlick 30SecondOrigamiRoutine ParasolOrigamiTwirl UnfoldTheGroove OrigamiRobotMoves MirrorMeOrigamiDuet BalanceOrigamiOnYourHead',
    prank:
      'OrigamiCraneInvasion 7DaysOfOrigamiVisitors OrigamiHeartInWallet LuckyStarOrigamiJar GooglyEyedOrigamiArmy TinyOrigamiTwinForDad OrigamiFrogInTheShoe OrigamiFlowerOnPillow',
    wellness:
      'MindfulOrigami OrigamiGratitudeCranes 7DayOrigamiWishes OrigamiWorryBoat CreaseAndRelease FoldAndBreathe SlowSundayOrigami 10MinOrigamiUnwind',
  },
  snack: {
    dance:
      'SnackAttackShuffle SnackBreakBoogie 30SecondSnackRoutine WillDanceForSnacks ChipCrunchGroove CrinkleBagBop MirrorMeSnackDuet SnackFaceOffWithMom',
    music:
      'SnackCrunchRhythm SnackBagBeat WriteASnackJingle 30SecondSnackSong ChipTubeDrumSolo MunchingMetronome SnackBeatboxBattle SnackDuetWithDad',
    gaming:
      'GameNightSnackBoard SnackTierList 60SecondSnackQuiz KidsVsParentsSnackDuel GuessTheSnackBlindfolded LoserFetchesSnacks CanYouNameThatSnack SnackTicTacToe',
  },
  swimming: {
    art: 'SwimmingPoolPainting 7DaySwimmingSketches DrawSwimmingInOneLine WatercolorSwimmers 10MinSwimmingDoodle SwimRipplePhotoHunt SwimmingSilhouettes SwimmingCrayonScene',
    prank:
      'RubberDuckSwimmingCoach SwimmingCapGooglyEyes SwimmingFloatieFleet InflatableSharkGuest SwimmingGogglesOnTeddy SwimBagBeachBallStash TinySwimmingTowelForDad 7DaysOfSwimmingPuns',
    wellness:
      'SwimmingCalmLaps SwimmingMindfulFloat 7DaySwimmingJournal WeightlessSwim DriftYourWorriesAway 10MinSwimmingUnwind PostSwimmingStretch SlowSundaySwimming',
  },
  'bucket list': {
    fitness:
      'BucketListFirst5K BucketListHandstand ThenVsNowBucketListSplits BucketListPlankRecord BucketList100Squats 30DayBucketListPushUps YourFitnessBucketList CanYouDoABucketListPullUp',
    prank:
      'GiantBucketListScroll TinyBucketListVacation BucketListSillyAddOns FoolThemBucketListFriday BucketListNoteInEveryShoe 7DaysOfBucketListPuns SecretBucketListWish BucketListWrongCityReveal',
    pet: 'PetBucketList DogBucketListDay WeekOfBucketListWalks MyCatsBucketList BucketListFirstSnowPup ShowUsYourPetsBucketList BucketListTrickIn7Days BucketListHikeBuddy',
  },
  'food truck': {
    funny:
      'GrandmaRatesAFoodTruck FoodTruckIndecision FoodTruckMenuVsReality ExplainFoodTrucksBadly OrderUpNameMixUp FoodTruckDripOnMyShirt FancyFoodTruckCritic WhenTheFoodTruckLeaves',
    travel:
      'FoodTruckParkCrawl FoodTruckRoadTrip FoodTruckPassport BestFoodTruckInMyTown ThreeFoodTrucksOneLunch 7CityFoodTruckTour FoodTruckFaceOffAbroad RateEveryFoodTruckNearby',
    wellness:
      'FoodTruckSunsetPicnic 7DayFoodTruckStroll TipYourFoodTruck FoodTruckSoloDate FreshAirMealBreak 10MinFoodTruckPause MindfulFoodTruckBite ThankAFoodTruckCook',
  },
  yoga: {
    music:
      'YogaFlowToOneSong YogaDuetWithMyKid SingingBowlYoga OmInUnison NamasteRemix 7DayYogaPlaylist YogaOnTheDrop 30SecondYogaChant',
    prank:
      'YogaMusicIsNowKazoo YogaMatGooglyEyes PlushieYogaClass TeddyBearDoesYoga MadeUpYogaPoseNames YogaSnoreSoundtrack YogaPhotobomb CanYouYogaWithoutGiggles',
    tech: 'YogaFormCheckAI 30DayYogaTimelapse MirrorScreenYoga YogaAppFaceOff AIYogiCoach SmartwatchSavasana SlowMoYogaBalanceDare VideoCallYogaDuet',
  },
  'board game': {
    pet: 'CatSitsOnTheBoardGame BoardGamePuppyReferee HamsterRollsTheDice PetPicksTheBoardGame DogJoinsBoardGameNight ShowUsYourBoardGameBuddy 7DaysOfBoardGameCats BoardGamePawMove',
    fitness:
      'HumanSizedBoardGame SquatEveryBoardGameTurn BoardGamePenaltyReps RollForBurpees 30DayBoardGameWorkout 10MinBoardGameCircuit BoardGamePlankOff LoserDoesBoardGameLunges',
  },
  cow: {
    cooking:
      'CowPrintCake MooCowPancakes CowThemeBakeOff CowFaceCupcakes FreshButterShake UdderlyGoodMilkshake 5MinCowSpotSnack DecorateLikeACow',
    travel:
      'HowManyCowsCanYouSpot CowFarmIceCreamRun CowSpottingRoadTrip LearnToMilkACow CheeseDairyTour CowSelfieFaceOff PicnicWithACowView 7DayCowSpotter',
  },
  'farmers market': {
    dance:
      'FarmersMarketShuffle 8CountFarmersMarketGroove HoedownFarmersMarket MirrorMeFarmersMarket TurnipTheBeat BeetDropDance FarmersMarketTwoStep BopWithFarmersMarketHaul',
    prank:
      '7DaysOfFarmersMarketPuns FarmersMarketGourdGang IsItRealFarmersMarket FarmersMarketVeggieFaces TinyFarmersMarketBasket FarmersMarketPumpkinPal PlushFarmersMarketVeggies FarmersMarketMelonBaby',
  },
  goldfish: {
    prank:
      'GoldfishScreensaverPet GoldfishNamedAfterYou TinyGoldfishForDad GoldfishPlushInBed 7DaysOfGoldfishNotes GoldfishSpeechBubble OrangePeelGoldfish PaperGoldfishEverywhere',
    gaming:
      'GoldfishGoFishNight GoldfishPuzzleRace 60SecondGoldfishQuiz GoldfishMemoryMatch BeatTheGoldfish GoldfishMagnetFishing KidsVsParentsGoldfish CanYouDrawAGoldfishBlind',
  },
  librarian: {
    educational:
      'DeweyDecimalLibrarian AskALibrarianAnything 7DayLibrarianReadingList LibrarianFactCheck 60SecondLibrarianTip LibrarianBookPicks ExplainItLibrarianStyle StumpTheLibrarian',
    tech: 'LibrarianQRCodeHunt LibrarianAIFactCheck LibrarianAppPicks LibrarianEreaderVsBook ScanPhotosLibrarianStyle 7DayLibrarianEbookStreak BuildALibrarianBot CanYouOutsearchLibrarians',
  },
  pharmacy: {
    pet: 'KittenVsPharmacyBox PharmacyCatnipHaul PetPharmacyRun CatOutsmartsTheTreat PharmacyStrollWithPup PharmacyBagFortForCats PharmacyVetVisit ShowUsYourPharmacyBuddy',
    music:
      'PharmacyJingle ReceiptPrinterBeat 30SecondPharmacySong PharmacyBeatbox PharmacistRapBattle SingYourPharmacyList PagingThePharmacy PharmacyDuetWithMom',
  },
  'self care': {
    prank:
      'PamperDadWhileHeNaps GooglyEyedSelfCareMask SelfCareTeaTray SelfCareKindNoteStash SpaRoomTakeover TinySelfCareKitForMom SelfCareHotelCheckIn 7DaysOfSelfCarePuns',
    fitness:
      'SelfCareYogaFlow WalkItOffSelfCare 7DaySelfCareMoves GentleSelfCareStretch MeTimeJumpRopeBreak MoveForYourMood 10MinSelfCareWorkout SelfCareDanceCardio',
  },
  'sticky note': {
    dance:
      'ShakeOffTheStickyNotes PickAStickyNoteMove StickyNoteShimmy StickyNotesOnTheBeat 10StickyNoteStepsCombo StickyNoteFreezeDance 30SecondStickyNoteRoutine MirrorMeStickyNoteDuet',
    fashion:
      'StickyNoteDress StickyNoteOutfitVote NeonStickyNoteLook WearAStickyNote3Ways RunwayInStickyNotes StickToYourStyle 10MinStickyNoteGown StickyNoteGlowUp',
  },
  japan: {
    gaming:
      'JapanJankenTournament 60SecondJapanQuiz JapanKendamaTricks CanYouNameJapansCities KidsVsParentsJapanTrivia JapanRhythmGameDuel JapanPaperSumoBattle 7DayJapanWordStreak',
    fashion:
      'TokyoStreetStyleJapan JapanHarajukuLayers PackForJapanCarryOnDare 7DaysOfJapanInspiredFits JapanLayering3Ways JapanScarfBagHack VintageJapanThrift MinimalistJapanFit',
  },
  'gender reveal': {
    pet: 'DogDoesTheReveal PetsReactToGenderReveal GenderRevealPetGuess SisterPupGenderReveal GenderRevealFetch FurBigSibling PuppyPawGenderReveal GenderRevealTreatBox',
    tech: 'GenderRevealLiveStream GenderRevealFaceFilter 10SecondGenderRevealEdit PollYourGenderReveal LightShowGenderReveal SmartBulbColorFlip SlowMoGenderReveal FamilyCallGenderReveal',
  },
  sunglasses: {
    gaming:
      '60SecondSunglassesHunt ShadesOnBossEntrance SunglassesCharadesNight AvatarSunglassesDrip WhereAreMySunglasses SunglassesRelayRace SunglassesSpyMission CanYouSpotTheSunglasses',
    music:
      '30SecondSunglassesSong SunglassesBeatDrop ChorusCuesSunglassesOn SunglassesLipSyncBattle SunglassesDuetWithDad AviatorAirGuitar DarkSunglassesBlues SunglassesKaraokeStar',
  },
  'coffee shop': {
    pet: 'CoffeeShopHeadTilt CoffeeShopStayTraining CoffeeShopDogDate WindowSeatSnooze CoffeeRunWalkies ShowUsYourCoffeeShopPet CoffeeShopMannersPup 7DayCoffeeShopWalks',
  },
  'dog park': {
    fitness:
      'DogParkBenchDips TugRopeRows DogParkFrisbeeSprints DogParkRelayWithPup ChaseTheZoomies LapTheDogPark 10MinDogParkCircuit 7DayDogParkCore',
  },
  hanukkah: {
    fitness:
      'HanukkahLatkeLunges HanukkahGeltSquats HanukkahDreidelReps 10MinHanukkahWorkout EightNightsStreak ChanukahCardio HanukkahFamilyFaceOff 8NightHanukkahPlank',
  },
  meeting: {
    fashion:
      'MeetingMulletFit MeetingReadyInFive DressForTheMeeting BlazerOverPajamas OneShirt3MeetingVibes 7DaysOfMeetingOutfits MeetingLookThenVsNow MeetingWaistUpFormal',
  },
  sleep: {
    prank:
      'SleepMaskGooglyEyes TinyPillowForSleepyDad PlushArmyAtSleepTime StickyNotesWhileTheySleep WakeUpToBalloons BedtimeStoryVoicemail SleepoverInvasion SleepTightTeddyNote',
  },
  'ceiling fan': {
    travel:
      'CeilingFanBingoOnHoliday OneCeilingFanPerCity 7DayCeilingFanTour FanciestCeilingFan RateTheHotelFan HammockUnderTheFan CeilingFanSpotting CanYouSpot10CeilingFans',
  },
  hair: {
    art: 'HairstyleSketch BraidedYarnArt DrawYourDreamHairdo WildHairDoodle ThenVsNowHairPortrait 60SecondHairCaricature HairInOneLine 7DayHairSketchbook',
  },
  mom: {
    fitness:
      'MotherOfAllPlanks MomVsMePushups 7DayMomAndKidAbs LiftLikeMama MomGroceryBagCurls CanYouOutsquatMom 10MinWorkoutWithMom MomSaysSitUps',
  },
  roommate: {
    gaming:
      'RoommateGameNight LoserRoommateDoesDishes BeatYourRoommateIn60 RoomieRematch 7DayRoommateRivalry CouchRankedDuel FlatmateTrashTalkOff RoommateWouldYouRather',
  },
  'alarm clock': {
    tech: '7DayAlarmClockStreak AlarmClockVsMyPhone SolveToStopTheAlarm AlarmClockSnoozeCount SmartAlarmShowdown RecordYourAlarmClockTone WakeBeforeAlarmClock AlarmClockVoiceAssistant',
  },
};
