import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  mma: {
    funny:
      'MMAAnnouncerIntro MMAFamilyFaceOff ThreeMMARoundsOfDishes CanYouWinAnMMAStareDown MMAWeighInForGroceries PostChoreMMAInterview GrandmaMMAWalkout ThumbWarMMAStyle',
    music:
      'MMAWalkoutSong SingYourOwnMMAIntro MMAAnnouncerRap MMAHypeChant 100MMASkipsOnTheBeat PanLidMMADrumroll KaraokeMMAFaceOff BeatboxBattleMMAStyle',
    travel:
      'ShowUsYourLocalMMAGym MMAFightNightTrip DropInMMAClass OneMMARoundPerCity MMAWarmUpWithAView MMAPassportStamps WeekendMMACamp 60SecondMMAKitPack',
    wellness:
      'MMARecoveryDay PreFightBreathing MMAGratitudeBow 5HipOpenersAfterMMA 10MinuteMMACoolDown GiveYourselfAnMMAPepTalk MindfulMMAMonday MMANeckStretch',
  },
  mocktail: {
    dance:
      'MocktailShakerDance 10SecondMocktailShimmy ShakeAndPourGroove MocktailStirAndSpin CongaToTheMocktailBar MocktailMamboMonday MocktailSalsaBattle SwayWithYourMocktail',
    prank:
      'ColorChangeMocktail WhyIsMyMocktailInAVase GarnishOnEverything ServeDadTinyMocktails MocktailWithTheWrongName FancyWaterMocktail GiantStrawMocktail 50UmbrellaMocktail',
  },
  mom: {
    tech: 'MomTriesAI CanMomGuessEmojiSongs TeachMomAShortcut MomVsTheAlgorithm 5AppsMomCantLiveWithout TextLikeMom MomDecodesMyMemes TypingRaceWithMom',
    travel:
      'MomsHometownTour PackLikeMom MomPlansOurDayOut ShowUsMomsFavoriteSpot TickOffMomsBucketList 3StopsChosenByMom RecreateMomsTripPhoto MomReadsTheMap',
  },
  moonwalk: {
    fitness:
      'MoonwalkSquatCombo MoonwalkCalfBurn 100MoonwalkSteps 60SecondMoonwalkHIIT HowFarCanYouMoonwalk FamilyMoonwalkRelay MoonwalkWarmUp PlankToMoonwalk',
  },
  mop: {
    dance:
      'TangoWithYourMop LimboUnderTheMop CanYouTwirlAMop MoppingMoonwalk BroomVsMopBattle 60SecondMopDance MopAndPop ShakeYourMopHead',
    prank:
      'MopGooglyEyes MopHeadDisguise 7DaysOfMopCameos WhyIsTheMopWearingShades MopPhotobomb MeetOurNewMopRoommate MayIHaveThisMop MopTakesMySeat',
    speed:
      'SiblingMopRace MopKitchenInOneSong FamilyMopRelay MopBeforeGuestsArrive MopItInAMinute BeatTheDoorbell 20SecondHallwayMop MopBlitzEveryRoom',
  },
  'morning routine': {
    dance:
      'MorningRoutineTwoStep MorningRoutineMoonwalk 5MoveMorningRoutine RiseAndShimmy GoodMorningGroove DanceYourMorningAway OneSongMorningRoutine MorningRoutineMirrorDuet',
    fashion:
      '7DayMorningRoutineOOTD MorningRoutineGRWM RateMyMorningRoutineLook NightBeforeMorningFit PajamasToPolished FiveMinuteFace MorningRoutineRunway MorningRoutineGlowUp',
    fitness:
      'MorningRoutinePushUps MakeYourBedPlank 7DayMorningRoutineAbs TenMinMorningRoutine RiseAndShineReps MorningRoutineBurpeeDare MorningRoutineRelay MorningRoutineWallSit',
    gaming:
      'TrueOrFalseMorningRoutine MorningRoutineSpeedrun MorningRoutineBingo MorningRoutineDiceRoll LevelUpYourMorning GuessMyMorningRoutine 10TaskMorningRoutineRace MorningRoutineCharades',
    pet: 'MorningRoutineDogWalk CatVsMeMorningRoutine 7DayPuppyMorningRoutine BunnyMorningZoomies FurryAlarmClock GoodMorningBoop PetPOVMorningRoutine MorningRoutineBrushing',
    travel:
      'CampMorningRoutineIn10 PackYourMorningRoutineKit HomeVsAwayMorningRoutine MorningRoutineAtGrandmas WakeUpSomewhereNew CampsiteCoffeeRitual MorningRoutineOnATrain MorningRoutineOnVacation',
  },
  'mothers day': {
    funny:
      'MothersDayGiftFails 3KidsOneMothersDayCard WhatMamaReallyWants ImpersonateYourMother ToddlerExplainsMothersDay MothersDayBurntToast MothersDayDadInCharge 60SecondMothersDayPoem',
  },
  motorcycle: {
    art: 'DrawYourDreamMotorcycle 60SecondMotorcycleSketch OneLineMotorcycle CanYouDoodleAMotorcycle MotorcycleHelmetDesign CardboardMotorcycleBuild ClayMotorcycleModel MotorcycleChalkMural',
    dance:
      'LeatherJacketStrut BikerBootStomp MotorcycleMoonwalk OneSongMotorcycleGroove MotorcycleRevAndRoll ShowUsYourMotorcycleMove AirMotorcycleDance MotorcycleShimmyFaceOff',
    educational:
      'CanYouNameThisMotorcycle MotorcycleHelmetFitCheck HowMotorcyclesStayUp MotorcycleSafetyQuiz MotorbikeMythsBusted 5MotorcycleHandSignals MotorcycleThenVsNow GuessTheMotorcyclePart',
    gaming:
      '3LapMotorcycleShowdown MotorcycleTriviaNight MotorcycleMotocrossCup CanYouLandAMotorcycleFlip GuessTheMotorcycleSound MotorcycleCouchGrandPrix ToyMotorcycleRampRace 60SecondMotorcycleQuiz',
  },
  'movie night': {
    cooking:
      'MovieNightPopcornBar CookTheMovieMeal SweetVsSaltyMovieNight NachoAverageNight 10MinuteMovieNightSnack ConcessionStandAtHome MovieNightPizzaRolls BuildAMovieNightSundae',
    educational:
      'MoviePhysicsFails MovieNightSoundEffects MovieNightBookVsFilm SubtitlesOnlyNight BehindTheMovieMagic MythOrFactMovieNight PauseAndGuessMovieNight 5QuestionMovieNightQuiz',
    fashion:
      'RedCarpetMovieNight DressAsTheMovieLead MovieNightPajamaFit 3DGlassesGlam IconicMovieCosplay 5MinuteMovieNightLook StyleYourMovieNightHoodie CouchVsCinemaMovieNight',
    prank:
      'BackyardMovieReveal PetTrailerForMovieNight WhyIsMovieNightSoTiny PutGooglyEyesOnMovieNight RedCarpetWelcome MovieNightRemoteIn10Boxes MovieNightStarringYou MovieNightPillowThrone',
    travel:
      'OneMovieNightPerCity MovieLocationHunt MoviesInThePark FindAnOutdoorMovieNight MovieNightCampout 5MinuteMovieNightKit MovieNightAtGrandmas HotelFortMovieNight',
    wellness:
      'MovieNightPhonesAway ComfortMovieRewatch SoloMovieDate CryItOutMovieNight 7DaysOfCozyMovieNights FeelGoodFilmFest 5MinMovieNightStretch PauseAndBreatheMovieNight',
  },
  'moving day': {
    dance:
      'MovingDayBoxDance MovingDayMirrorDuet 5MovesForMovingDay OneSongMovingDayGroove NewHomeShuffle BubbleWrapStomp MovingDayMoonwalk MovingDayEmptyRoomSpin',
    educational:
      'MovingDayLeverPhysics HowManyBoxesForMovingDay MovingDishPackHack MovingDayMythsBusted LiftWithYourLegs MovingDayLoadingPuzzle InclinedPlaneMovingDay MovingDayCostQuiz',
    gaming:
      'MovingDayTruckPuzzle MovingBoxFortBattle GuessWhatsInsideMovingDay 20QuestionsMovingDay MovingDayCardboardTower UnpackingSpeedrun MovingDayBingoCard PassItOnMovingDayRelay',
    pet: '10MinCatCuddleMovingDay PuppyFirstMovingDay 3StopTreatTrailMovingDay KittenClaimsAWindow MovingDaySniffPatrol PetRatesTheNewHouse SafeRoomOnMovingDay DogMovingDayThenVsNow',
    speed:
      'MovingDayPackingRace MovingDayBoxTapeDash WhoUnpacksFirstMovingDay 100BooksOnMovingDay WifiSetupCountdown 60SecondMovingDayFold BeatTheMovingVan MovingDayLabelBlitz',
    tech: 'MovingDayCableLabels MovingDayPhotoInventory QRCodeEveryMovingDayBox 10MinuteMovingDaySetup RouterPlacementTest WifiBeforeFurniture WillItFitMovingDay MovingDayTimelapse',
    travel:
      '5LocalSpotsSinceMovingDay 24HourMovingDayExplore MovingDayFarewellTour ShowUsYourMovingDayBlock MeetTheNeighborhood TouristInMyNewTown FirstWalkAfterMoving MovingDayLibraryCard',
  },
  museum: {
    art: '30DayMuseumDrawing BuildYourShoeboxMuseum 10MinuteMuseumDoodle HomeMuseumExhibit StatueSketchOff RemixAMasterpiece RecreateAMuseumPiece MuseumPostcardCollage',
    funny:
      'MuseumKidCritic SkipToTheMuseumShop DadAtTheMuseumPOV MuseumPoseFaceOff ModernArtOrMess GiveAMuseumTourOfYourRoom MuseumAudioGuideParody 10SecondMuseumStatue',
    gaming:
      '60SecondMuseumTrivia RealOrReplicaMuseum MuseumSpotTheDifference ShoeboxMuseumBuildOff EscapeTheMuseum 3CluesMuseumMystery MuseumBingoHunt MuseumGuessTheCentury',
    speed:
      'MuseumScavengerHunt MuseumTriviaLightning MuseumPostcardRace FirstToSpotAMuseumDino StatueSketchSprint MuseumInAnHour BeatTheMuseumClosing 7MuseumFactsSpeedRound',
  },
  'national park': {
    gaming:
      'NationalParkTrivia 20QuestionsNationalPark WhichNationalParkIsThis NationalParkScavengerHunt NationalParkCharades ISpyNationalPark GuessTheNationalPark Name10NationalParksIn60',
    pet: 'BarkRangerDog NationalParkPetHike NationalParkCatStroller 3SniffStopsNationalPark PuppyFirstNationalPark 10MinNationalParkPupWalk ShowUsYourNationalParkPal SitByTheNationalParkSign',
    prank:
      'SurpriseNationalParkTrip PutUpNationalParkSigns WhoLetANationalParkBearIn TinyNationalParkOnMomsBed TreasureMapNationalPark 1HourNationalParkRanger KidsPlanTheNationalPark NationalParkBadgeForDad',
  },
  necklace: {
    fitness:
      '60SecondNecklacePlank NoSwingNecklaceSquats GoldChainGains DoesYourNecklaceStayPut OneBeadPerRep 10BurpeeNecklaceTest NecklaceLungeLadder NecklaceJumpingJacks',
  },
  netball: {
    cooking:
      'NetballHalfTimeOranges CanYouPipeNetballCupcakes NetballCourtCake NetballBibCookies PackANetballLunchbox SevenSliceNetballPizza TacoNightNetball PostNetballSmoothieDuel',
    fashion:
      'StyleANetballDress3Ways MatchingNetballBows NetballGlowUp 7DaysOfNetballSocks RetroNetballSkirt NetballToPartyFit ThriftedNetballKit NetballUniformThenVsNow',
    music:
      'NetballPassRhythm 100NetballBouncesOnBeat NetballTeamChant NetballLipSyncBattle NetballSquadRap WriteANetballWarmUpSong SingTheNetballRules CrowdClapNetball',
    prank:
      'TinyNetballForOurCaptain 10StickyNotesInNetballBag InflatableNetball GooglyEyedNetball BalloonNetballRing GiftWrapTheirNetball WhoStoleTheNetball NetballNameChant',
    tech: 'NetballShotTracker NetballSlowMo NetballHighlightReel NetballTimeLapse DrawTheNetballArc DayOneVsNowNetball CanAnAppCoachMyNetball 100NetballGoalsLogged',
    travel:
      'NetballTournamentTrip NetballCourtHunt PackYourNetballBag NetballBusSingAlong ShootANetballInEveryCity HomeVsAwayNetballFaceOff HolidayNetballShootout 10MinuteWalkToNetball',
  },
  'new year': {
    gaming:
      'NewYearPartyCardDuel NewYearCountdownBingo NewYearsEveCharades FirstWinOfTheNewYear GuessMyNewYearResolution 12MiniGamesForNewYear 60SecondNewYearQuiz NewYearJigsawRace',
    music:
      'NewYearKazooChorus SingInTheNewYear YourNewYearsFirstSong AuldLangSyneCover NewYearBeatRelay NewYearLipSyncBattle 10SecondNewYearDrumroll NewYearResolutionRap',
  },
  'night routine': {
    educational:
      'NightRoutineSleepFacts NightRoutineBodyClock NightRoutineHabitTracker HowNightRoutinesWork DoesBlueLightMatter WhyWeDream MythOrFactNightRoutine 7DayNoPhoneNightRoutine',
    music:
      'NightRoutineLullaby SingYourNightRoutine WindDownSongs NightRoutineInOneTune 3TrackNightRoutineMix SlowJamToSleep NightRoutineHumming NightRoutineMusicBox',
    pet: 'PetNightRoutineGlowUp NightRoutineLastWalk CatZoomiesVsNightRoutine PuppyCrateGoodnight TuckInTheDog WhoHogsTheBed NightRoutinePawWipe 5MinCuddleNightRoutine',
  },
  'night shift': {
    educational:
      'NightShiftBodyClock NightShiftMythOrFact WhoWorksTheNightShift ADayOnTheNightShift 5NightShiftSleepHacks BeatYourNightShiftSlump PowerNapVsNightShift NightShiftJobQuiz',
  },
  notebook: {
    art: 'FlipbookInANotebook NotebookDoodleGlowUp BallpointPortrait NotebookCoverPainting 30DayNotebookArt FillEveryPage PassTheNotebookDrawing 5MinuteNotebookSketch',
    speed:
      'FillAPageIn60 NotebookSpeedDoodle 10SecondNotebookPlane NeatestNotesWin NotebookAlphabetSprint 100WordNotebookDash NotebookTowerStack NotebookSpellingFaceOff',
  },
  nurse: {
    art: 'NurseThankYouCard OneLineNursePortrait 10MinuteNurseDoodle DrawYourNurseHero NurseBadgeReelGlowUp GloveBalloonCritters SidewalkChalkNurses SketchANurseInScrubs',
    cooking:
      '5DayNurseMealPrep NurseThermosSoup NightShiftNurseSnacks NurseBreakfastBattle BreakroomPotluck CookForANurseFriend BentoForNurses 10MinuteNurseLunch',
    gaming:
      'ActOutANursingTerm NurseVsDoctorFaceOff NurseShiftBingo 60SecondNurseQuiz NursingWordScramble WhatsMissingNurseTray NursingLifeInEmojis 20QuestionsNurseEdition',
    speed:
      'NurseBedMakingRace NurseGloveOnTimer 10SecondNurseBandage HospitalCornerDash NurseShoesOnSprint 5TaskNurseSpeedrun FamilyNurseRelay NurseHandWashCountdown',
  },
  origami: {
    cooking:
      'DumplingFoldOff OrigamiCraneCookies 3StepOrigamiWrap CanYouOrigamiYourLunch 5MinuteOrigamiSnack SwanNapkinDinner OrigamiTortillaCups OrigamiWontonFlowers',
    fitness:
      'OrigamiPlaneSprints SquatPerOrigamiFold OrigamiFrogJumps OrigamiRelayRace UnfoldYourSpine OneMinuteOrigamiBalance OrigamiWallSit CanYouPlankThroughOrigami',
    pet: 'OrigamiVsMyCat FoldYourPetInOrigami OrigamiKittenBox DoesKittyLoveOrigami 60SecOrigamiFetch PawsAndCreases OrigamiMouseToy 3OrigamiCupGameForDogs',
  },
  outfit: {
    cooking:
      'SnackToMatchMyOutfit 10MinuteOutfitSandwich FitCheckCupcakes OutfitColorSmoothie OutfitThemedBakeOff OOTDMatchingMeal TopAPizzaLikeYourOutfit 7DaysOfOutfitBreakfasts',
    dance:
      'OutfitSwitchDance OutfitTwirlReveal SiblingOutfitBattle JumpCutOutfitChange StrutYourOutfitOnBeat 5OutfitsOneSong SpinIntoANewOutfit OutfitFreezePose',
    fitness:
      'OutfitSquatTest 50JacksPerOutfit OutfitBurpeeProof DoesYourOutfitStretch GymFitCheck WorkoutInYourOOTD PartyOutfitVsLunges 10MinuteOutfitHIIT',
    gaming:
      'RecreateAGameOutfit GuessTheOutfitEra OutfitBattleRoyale RollTheDiceOOTD 5MinuteOutfitSpeedrun FitCheckBingo OutfitMemoryMatch OutfitWouldYouRather',
    music:
      'OutfitToTheBeat OneOutfitThreeGenres OutfitLipSyncBattle AlbumCoverOutfit LyricInspiredOutfit OutfitForYourFavSong GuessWhichArtistOutfit OutfitRapReview',
    tech: 'OutfitAIStylist MirrorCamFitCheck OutfitVirtualTryOn CanYourPhoneRateMyOutfit 7DayAppOutfitPlan OOTDTimelapse OutfitGreenScreen RandomOutfitIn60',
    travel:
      'OneOutfitThreeStops OutfitPhotoWalk 60SecondAirportOutfit OneBagOutfitCapsule DressLikeALocal OOTDAtTheLandmarks TrainVsPlaneOutfit 10OutfitsFrom5Pieces',
  },
  oven: {
    art: 'OvenBakedClayCharms OvenShrinkArt SaltDoughOvenOrnaments DrawWhatsInYourOven 10MinuteOvenDoodle OvenMittMonsters 3ColorOvenSketch OvenBreadSculpture',
    dance:
      'OvenMittShuffle DanceTillTheDing OvenTimerTwoStep OvenPreheatGroove 10SecondOvenFreeze SiblingOvenBoogieBattle OvenLightDisco ShowUsYourOvenMoves',
    music:
      'OvenDingRemix 3OvenSoundsOneSong OvenTrayDrums 10SecondOvenJingle BeatboxYourOven SingTillItsBaked OvenDoorCreakSolo OvenMittPuppetDuet',
  },
  owl: {
    art: '3CircleOwl OwlRockPainting KidVsAdultOwlArt DrawAnOwlInTwoSteps 10MinuteOwlDoodle SketchAWiseOwl TwigAndYarnOwl OwlPaperBagPuppet',
    travel:
      'OwlProwlTour OwlSpottingAtDusk OwlEarsNightWalk HootHuntHike SpotAnOwlChallenge ShowUsYourLocalOwl 7EveningOwlWatch HowManyOwlsCanYouHear',
  },
  paella: {
    art: 'PaellaStillLife PaellaRiceMosaic SaffronWatercolor PaellaPanMandala SketchThePaella 10MinutePaellaDoodle KidVsAdultPaellaDrawing 3ColorPaellaPainting',
    dance:
      'OneSongPaellaDance PaellaFlamencoBreak SaffronSway PaellaConga PaellaStompBattle PaellaPartyTwist 5StepPaellaFiesta ServePaellaSalsaStyle',
    educational:
      'PaellaPanPhysics PaellaSocarratScience 5SpanishWordsForPaella SaffronFactsPaella WhichRiceMakesPaella ScaleThePaella PaellaRegionsMap 60SecondPaellaHistory',
    funny:
      'PaellaPuristReacts PaellaPanVsTinyKitchen ThatsNotPaella WhoStirredMyPaella 3RulesOfPaellaClub ChorizoInPaellaYesOrNo PaellaPronounceOff GrandmaJudgesPaella',
  },
  painting: {
    funny:
      'PaintingWithMyFeet 10SecondFamilyPainting GuessWhatThisPaintingIs PaintingVsReality PaintingBlindfolded ItsAbstractISwear PaintingWrongHand WorstPaintingWins',
    travel:
      'PaintingTheView 10MinuteParkPainting FamousPaintingVisit StandInThePainting PaintAPostcard OnePaintingPerCity PaintingsInTheWild PackYourPaintingKit',
  },
  pajamas: {
    prank:
      'WhoShrankDadsPajamas PajamasInTheFreezer PajamaTwinReveal PajamasForTeddy DinosaurOnesieDoorbell PutGooglyEyesOnPajamas PajamasPocketNote 20BalloonPajamaDrawer',
  },
  pancake: {
    art: 'PaintWithPancakeBatter GuessMyPancakeDrawing SqueezeBottlePancakes 3ColorPancakeEmoji PancakeAnimalShapes PancakeArtBattle StarryNightPancake PancakeFruitFaces',
    fitness:
      'PancakeStretch EarnYourPancakes BurpeesBeforePancakes ShortStackSquats SpatulaPancakeRelay PancakeSyrupCurls 10LungesPerPancakeFlip PlankUntilPancakeTime',
    funny:
      'FirstPancakeFlop PancakeArtFail 100PancakesLater GuessThatPancakeShape SiblingPancakeShowdown PancakeDadJokeStack RateMyUglyPancake PancakeFlipCommentator',
    gaming:
      'GuessThePancakeFilling PancakeFlipHighScore 60SecondPancakeBingo PancakeShapeCharades 3InARowPancakes ShortStackShowdown PancakeTowerTopple CanYouBalance10Pancakes',
    prank:
      'TinyPancakeCereal IsThisPancakeReal PancakePhotoInTheFrame PancakePlushPillow PutGooglyEyesOnPancakePan GiantPancakeReveal 50PancakeStickyNotes PancakeFaceOfTheirPet',
  },
  'paper plate': {
    dance:
      'PaperPlateMaskDance PaperPlateShuffle PaperPlateCheerBattle PaperPlateRobotMoves SpinAPaperPlateOnBeat OneSongPaperPlateGroove MirrorMePaperPlateDuet 5StepPaperPlateRoutine',
    educational:
      'PaperPlateMoonPhases PaperPlateClock PaperPlateLifeCycle FractionPizzaPaperPlate SundialFromAPaperPlate PaperPlateColorMixRace 3FactsPerPaperPlate SpinThePaperPlateQuiz',
    prank:
      'PaperPlatePhotoFace HangSmileyPaperPlates WhoTapedPaperPlatesHere PaperPlateFloatingTrick CouchCrowdOfPaperPlates 50PaperPlatesOnTheDoor BalloonAndPaperPlateBuddy DadsDeskPaperPlateTwin',
  },
  paris: {
    art: '10MinuteParisDoodle ParisPaintingFaceOff DrawParisFromMemory OneLineParisSkyline MonaLisaRemake PaintLikeAParisian ParisCafeSketch 3ColorParisPostcard',
    dance:
      '60SecondParisCancan DanceLikeYoureInParis ParisBeretTwirl 5MoveParisRoutine OohLaLaShuffle ParisStrutFaceOff ParisianPirouette ParisCafeTwoStep',
    fitness:
      'JogLikeAParisian ParisBaguetteRun OneSongParisHIIT 7DayParisPilates EarnYourCroissant ParisCafeChairDips ParisPlankFaceOff LungeAcrossParis',
    funny:
      '60SecondParisMime ParisCroissantCritic PretendImInParis ParisBaguetteTooLong ParisDreamOrReality OrderCoffeeParisStyle ParisPigeonPhotobomb TouristVsParisian',
    gaming:
      'ParisPetanqueMatch ParisLandmarkQuiz ParisMimeCharades BuildParisFromCards StackAParisTowerIn60 ParisOrVegasGuess 20QuestionsParisEdition CanYouDrawParisBlind',
    speed:
      'ParisInOneDay ParisCroissantStackRace ParisBaguetteRelay ParisFrenchWordsIn60 30SecondParisSkyline ParisCarryOnPackRace Name10ParisLandmarks SiblingParisTriviaBattle',
  },
  park: {
    music:
      'CanYouMimicAParkBird ParkDrumCircle ParkBirdsongDuet SerenadeTheSquirrels OneSongParkBenchConcert BandstandSingOff 5ParkSoundsBeat ParkKazooParade',
    speed:
      'ParentVsKidParkLap ParkObstacleDash ParkLeafCatchIn30 SwingToSlideRelay ParkLitterPickCountdown 10TreeParkSprint CanYouSkipAcrossThePark ParkSackRace',
  },
  parkour: {
    dance:
      'VaultToTheBeat ParkourDuet ParkourMime SlowMotionParkour OneSongParkourFlow ParkourFreezeFrame ParkourDanceBattle 5MoveParkourRoutine',
    fashion:
      'ParkourFitCheck ParkourGlowUp 10DollarParkourOutfit ParkourKicksRanked StyleParkourPants3Ways SuitAndTieParkour ThriftedParkourLook ParkourGearThenVsNow',
    prank:
      '10SecondPretendParkour TellMomYouLearnedParkour WasThatARealParkourJump ReverseParkour TeleportingParkour ParkourStatueFreeze ParkourBaitAndSwitch StickyNoteParkour',
    tech: 'ParkourSlowMoReplay DayOneVsNowParkour ParkourGhostRun ParkourCloneEdit FilmParkourFrom3Angles ParkourFormBreakdown 60SecondParkourReel CanYourPhoneTrackParkour',
    travel:
      'ParkourGymVisit ParkourClassAbroad ParkourCampWeekend ShowUsYourParkourSpot MeetTheLocalParkourCrew PlaygroundParkourCrawl 60MinuteParkourTour OneParkourMovePerCity',
  },
  parrot: {
    cooking:
      'ParrotBirdieBread TropicalParrotSmoothie ParrotFeatherCookies PollyWantsACracker ParrotFruitSalad WhichTreatWillParrotPick GrowSproutsForYourParrot 10MinuteParrotBreakfast',
    funny:
      'ParrotSaysWhat MyParrotSnitched WhoTaughtTheParrotThat ParrotJudgesDinner 60SecondParrotInterview ParrotRepeatsMom LaughOffWithAParrot ParrotDoorbellImpression',
    speed:
      'ParrotRingToss CanYourParrotWaveBack ParrotPuzzleSpeedrun 10SecondParrotStepUp QuickestTalkingParrot ParrotTreatHuntTimer ParrotTrickIn60 3ToyParrotForageRace',
    tech: 'ParrotVideoCall AITranslatesMyParrot WhatParrotsDoWhenAlone ParrotVsVoiceAssistant 7DayParrotWordLog MyParrotIsMyRingtone ParrotSlowMoFlight RemixYourParrotsSquawk',
  },
  pasta: {
    educational:
      'WhyPastaWaterIsSalted Name10PastasIn60 AlDentePastaScience SpaghettiTreeHoax TrueOrFalsePastaFacts PastaShapeSauceMatch 3IngredientPastaLab PastaStarchTest',
    fashion:
      'SpaghettiStrapFit DressAsYourPastaShape PastaVsPizzaStyleBattle PastaDinnerGlowUp MacaroniAndChic PastaDateNightLook 3PastaInspiredOutfits PastaEarringsDIY',
    fitness:
      'SquatTillPastaBoils PastaPlankAlDente PastaJarCurlFaceOff EarnYourSpaghetti PennePushUps 50RepsBeforePasta FamilyPastaBoxRelay PastaLungeLadder',
    tech: 'AIPastaPairing PastaPotTimelapse 10MinutePastaSmartTimer ChatbotVsGrandmaPasta HeyPhoneIsMyPastaDone PastaPhotoGlowUp PastaRecipeReel CanAnAppNameThisPasta',
  },
  patio: {
    art: 'PatioPaverPainting KidsVsAdultsPatioArt PaintAPatioPot 10MinutePatioDoodle SketchYourPatio PatioStencilRug ChalkThePatio PatioLanternCraft',
    educational:
      'PatioSundialBuild ShadeVsSunPatioTest 3CloudsFromMyPatio PatioBirdCount WhichUmbrellaIsCoolest PatioTomatoExperiment WhoLivesUnderThePatio CanYouNamePatioPlants',
    speed:
      'PatioSetupSpeedrun PatioWeedPullCountdown PatioPlantsWaterRace ParentVsKidPatioTidy PatioReadyIn30 CushionsInBeforeRain SweepThePatioSprint PatioTableSetRace',
  },
  peacock: {
    dance:
      'PeacockStrut FeatherFanDance MoveLikeAPeacock 10SecondPeacockReveal PeacockHeadBob PeacockPirouette PeacockPosingVogue ShimmyBattlePeacockStyle',
    fitness:
      'PeacockPoseYoga 60SecondPeacockArmHold PeacockHighStep CanYouPlankLikeAPeacock PeacockOneLegStand 100PeacockKicks PeahenPowerWalk PeacockStrutRelay',
    gaming:
      'PeacockSpottingBingo PeacockTrivia PinTheTailOnAPeacock BestPeacockStrutWins PeacockGuessTheCall 10FeatherPeacockRace PeacockAvatarBuild 60SecondPeacockQuiz',
    music:
      'PeacockCallRemix 10SecondPeacockJingle HitThePeacockHighNote PeacockStrutSoundtrack ProudPeacockAnthem PeacockDuet PeacockVsRoosterSingOff WhistleLikeAPeacock',
  },
  pen: {
    cooking:
      'BananaNoteInPen PenPalRecipeSwap CookWhatThePenPicks 7DayPenMealPlan PenAndPaperBakeOff PenFacesOnBoiledEggs FamilyCookbookInPen 10MinutePenMenuCard',
    gaming:
      'PenAndPaperBattleship DotsAndBoxesDuel 60SecondPenMaze TicTacToeInPen CanYouBalanceAPen FoldAndPassInPen PenSpinTrickShot 10PenFlickGoals',
    prank:
      'WhichPenActuallyWrites InvisibleInkNote PenPalLetterFromMyCat 100PensInOneMug 10SecondPenMagicTrick PenDrawnWatch PenFacesOnTheEggs GooglyEyePens',
    wellness:
      '7DayPenGratitude ThreeLinesInPen PenALetterToFutureYou PenTracedBreathing 5MinutePenDoodle ThankYouNoteInPen PhoneDownPenUp SlowPenSunday',
  },
  pencil: {
    dance:
      '5MovesWithAPencil PassThePencilRelay PencilStraightFreeze OneSongPencilGroove PencilBalletTiptoe EarTuckedPencilStrut DanceDrawnInPencil PencilInHairTwirl',
    fashion:
      'PencilBunHairHack PencilSkirtFitCheck 10SecondPencilUpdo PencilCaseAsClutch PencilAccessoryGlowUp SketchYourOutfitInPencil HeadToToePencilYellow MiniPencilNecklace',
    music:
      'PencilDrumming RubberBandPencilGuitar 100PencilTapsOnBeat CupAndPencilRhythm PencilDrumFaceOff PencilConductorBaton LyricsInPencil OneMinutePencilSolo',
  },
  penguin: {
    art: 'PenguinRockPainting PenguinPineconeFriends PenguinClayFigures OrigamiPenguinParade DrawAPenguinIn60 3CirclePenguinDoodle SockPenguinPlushie KidVsAdultPenguinArt',
    cooking:
      'PenguinOliveBites 3IngredientPenguinToast PenguinRiceBalls PenguinPancakeArt 10MinutePenguinSnack BestPenguinCupcakeWins HardBoiledEggPenguins PenguinSandwichCutouts',
    gaming:
      'WheresThePenguin CanYouBalanceLikeAPenguin PenguinSays PenguinEggRelay PenguinPillowIslandHop 60SecondPenguinWaddle FindThePenguinPairs PenguinFreezeTag',
    travel:
      'SayHiToZooPenguins CatchPenguinFeedingTime PenguinPlushTravelBuddy FindAPenguinInYourCity OnePenguinPhotoPerTrip PenguinSlideSnowDay HowManyPenguinsCanYouSpot PenguinSouvenirHunt',
  },
  'periodic table': {
    cooking:
      'PeriodicTableCookies PeriodicTableBento BakingIsChemistry PantryHuntPeriodicTable CookThePeriodicTable PeriodicTableMuffins 10PeriodicTableCupcakes PeriodicTableBakeOff',
    music:
      'PeriodicTableRap PeriodicTableSong HeavyMetalElements PeriodicTableOpera 10LinePeriodicTableJingle PeriodicTableDuet RemixPeriodicTable SingThePeriodicTableIn60',
  },
  pet: {
    art: 'PaintYourPetBadly PetPawPrintArt KidVsAdultPetClay PetCartoonDoodle RenaissanceFurBaby SketchYourPetBlind 30DaysOfPetPortraits 60SecondPetDrawing',
    cooking:
      '3IngredientPetTreats PetBirthdayCake DoesYourPetApprove PetBakeOff FurBabyPupcakes BarkuterieBoard PetMealPrepSunday 15MinPetSnack',
    fashion:
      'PetParentFitCheck 7DaysOfPetPalettes OwnerAndPetGlowUp DressLikeYourPet PetColorMatchOOTD LintRollerLook WearYourPetsFace CatVsDogPetStyleBattle',
  },
  pharmacy: {
    art: 'PharmacyReceiptArt SketchYourPharmacy 10MinutePharmacyDoodle PharmacyBandageMosaic 3ColorPharmacyPoster ThankYouPharmacyCard PharmacyShelfStillLife PharmacySignCollage',
    tech: 'RefillWithThePharmacyApp SkipThePharmacyLine PharmacyCouponHunt PharmacyHaulStopMotion 60SecondPharmacyReorder 7DayPharmacyReminder ScanAPharmacyQRCode OnlineVsInStorePharmacy',
  },
  philosophy: {
    art: 'PhilosophyQuoteArt ThinkerStatueSketch 30DaysOfPhilosophyPosters 10MinutePhilosophyDoodle PaintAPhilosophyQuestion PhilosophyComicStrip BlackoutPhilosophyPoem PhilosophyZine',
    fitness:
      'PhilosopherWallSit StoicPhilosophyPlank PhilosophyWalkAndTalk PhilosophyPushUpDebate PhilosophyPodcastJog PhilosophyPartnerRelay 10SquatsPhilosophyQuiz 60SecondPhilosophyBurpees',
    prank:
      'PhilosophyModeAllDay PhilosopherStatuePrank WhatIsAChairPhilosophy PhilosophicalTextReply PhilosophyOnTheMirror ButWhyPhilosophy PhilosophyNoteInEveryShoe AnswerWithPhilosophyOnly',
    wellness:
      'PhilosophyJournaling PhilosophyStoicMorning SlowPhilosophySunday 7NightPhilosophyTalks WabiSabiPhilosophyWalk 60SecondPhilosophyPause PhilosophyBeforeBed PhilosophyQuoteOfTheDay',
  },
  physics: {
    dance:
      'LetsGetPhysics PhysicsOfTheSpin GravityDefyingMoves 5StepPhysicsRoutine PhysicsDanceOff PhysicsMidairFreeze OneSongPhysicsGroove PhysicsOfTheMoonwalk',
    funny:
      'PhysicsDadExplains PhysicsSaysNo 10SecondPhysicsFail ActOut5PhysicsLaws PhysicsPunBattle AskGrandmaAboutPhysics PhysicsSpaghettiSnap OverexplainedPhysics',
  },
  piano: {
    tech: 'PianoAppVsTeacher PianoSlowMoFingers CanAIReadMyPianoPlaying 7DayPianoLessonStreak PianoCoverSplitScreen 60SecondPianoReel FilmPianoHandsFromAbove PianoTunerOnYourPhone',
  },
  pickleball: {
    cooking:
      'PickleballPicnic PickleballCakePops 10MinutePickleballSnack 3ItemPickleballLunch PackYourPickleballCooler CookInTheKitchenZone PickleballDipOff PickleballEnergyBites',
    educational:
      'WhyItsCalledPickleball PickleballSpinPhysics PickleballVsTennisQuiz MythOrFactPickleball LearnPickleballScoring 60SecondPickleballRules PickleballSlangTest 5PickleballShotsNamed',
    speed:
      'HowManyPickleballVolleys PickleballServeTimer FiveInARowPickleball QuickReflexPickleballDuel 100DinkPickleballDash PickleballRapidFire PickleballPaddleRelay PickleballWallRallyIn60',
    wellness:
      '7DayPickleballStreak PickleballNewFriends BringANewbieToPickleball PickleballPlaydate PaddleAndChat DinkAndUnwind 5MinPickleballBreathing PickleballStretchCooldown',
  },
  'pickup truck': {
    educational:
      'Name5PickupTruckParts HowHeavyIsAPickupTruck PickupTruckPennyTreadTest PickupTruckModelQuiz PickupTruckEngineTour 60SecondPickupTruckFacts GuessThePickupTruckYear CheckPickupTruckOil',
    gaming:
      'ISpyFromThePickupTruck GuessMyPickupTruckDoodle 60SecondPickupTruckQuiz PickupTruckBlockBuildOff PickupTruckPlateHunt 5RoundPickupTruckCornhole PickupTruckCharades SpotThePickupTruck',
    speed:
      'PickupTruckLoadRace PickupTruckUnloadDash CanYouPackThePickupTruck PickupTruckCleanOutIn60 TailgateSetupSprint FamilyPickupTruckRelay PickupTruckTireCheck WashAPickupTruckFast',
  },
  'picture frame': {
    educational:
      'PictureFrameGoldenRatio GuessThePictureFrameSize PictureFrameLevelTrick RuleOfThirdsPictureFrame WhoIsThatPictureFrameKid 5FactsPerPictureFrame TimelineInPictureFrames MapInAPictureFrame',
    fashion:
      'PictureFrameFitCheck StepIntoThePictureFrame PictureFrameEarrings PictureFrameGlowUp MomThenVsNowPictureFrame ColorMatchPictureFrame 3LooksOnePictureFrame PictureFramePhotoshoot',
    fitness:
      'PictureFrameStatue PictureFrameProgressPic PictureFrameJumpShot StepThroughPictureFrame 10PosesOnePictureFrame LungeIntoPictureFrame PictureFrameSquatOff 60SecondPictureFramePlank',
    speed:
      'PictureFrameStraighten PictureFramePhotoSwap DustEveryPictureFrame 10SecondPictureFramePose PictureFrameYearSort HowManyPictureFramesIn60 PictureFrameWrapRace KidVsParentPictureFrames',
    travel:
      'PictureFrameLandmarks PictureFramePhotoWalk FrameTheView OnePictureFramePerCity PictureFrameFleaMarket CarryAPictureFrameAbroad BiggestPictureFrameHunt 5MinutePictureFrameShoot',
    wellness:
      'PictureFrameMemoryWall FrameAHappyMoment 7DayPictureFrameGratitude WhoIsInYourPictureFrame PictureFrameCallHome PictureFrameVisionBoard TraceThePictureFrame 60SecondPictureFrameStory',
  },
  pig: {
    funny:
      'ThreeLittlePigsSkit PigLatinOnlyDinner PigImpressionBattle OinkInsteadOfHello TryNotToPigSnort 5PigNoisesRated PigPenRoomTour PigThoughtsVoiceover',
    gaming:
      '20QuestionsPigEdition PigTowerKnockdown PigSnoutRelay PiggyInTheMiddle PigDiceShowdown 60SecondPigCharades CanYouDrawPigsBlindfolded PinATailOnThePig',
    music:
      'PigOinkRemix ThisLittlePiggySong PigLatinCover 10SecondPigJingle SnortDuetPigStyle 5PigSoundsOneBeat PigSqueakSymphony PigRapBattle',
    tech: 'AskYourPhoneInPigLatin ThreeLittlePigsStopMotion AIDrawsAPig PigVoiceFilterKaraoke 60SecondPigAnimation 5EmojiPigTale PigFaceSwapDuel WhichAppMakesTheBestPig',
  },
  pigeon: {
    gaming:
      'WhoSpotsMorePigeons BestPigeonImpression PigeonBingo FollowThePigeonLeader CanYouCooLikeAPigeon PigeonOrDove 5PigeonMythsBusted 60SecondPigeonQuiz',
    travel:
      'PigeonSpottingWalk PigeonsOfYourCity 10MinutePigeonCount PigeonSelfieAtTheStation RateTheLocalPigeons PicnicWithThePigeons PigeonsVsSeagullsFaceOff OnePigeonPhotoPerTrip',
  },
  pilates: {
    cooking:
      'MatToMatcha PostPilatesParfait PilatesProteinBites 5MinutePilatesSnack PilatesSmoothieBowl 3IngredientPilatesToast PilatesBentoLunch PrepYourPilatesBreakfast',
    dance:
      'PilatesToTheBeat PilatesPulseGroove PilatesBalletFusion 5MovePilatesCombo PilatesArmsChoreo SlowMoPilatesDance OneSongPilatesFlow PartnerPilatesDuet',
    music:
      'PilatesToOneSong PilatesOnTheDrop PulseToTheBeat PickMyPilatesPlaylist PilatesHumAlong 3GenrePilatesMix PilatesTempoLadder CanYouSingThroughPilates',
    pet: 'PilatesWithMyCat DogOnTheMat PilatesPupPhotobomb 3PilatesPosesForKitty BunnyJoinsPilates 10MinPetPilates PilatesNoseBoops CanYourPuppyDoPilates',
    travel:
      'PilatesWithAView OnePilatesMovePerCity 10MinuteHotelPilates ParkLawnPilates PackYourPilatesBand PilatesOnVacation CampingMatPilates PilatesTrailBreak',
  },
  pillow: {
    funny:
      'PillowColdSideHunt DadsFlatPillowRant SiblingPillowShowdown WhoStoleMyPillow PillowFortRealEstate PillowHatFashionShow Rate5PillowsLikeAChef TooManyThrowPillows',
    gaming:
      '60SecondPillowFortBuild CanYouBalanceAPillow PillowSumoTournament PillowcaseSackRace 10PillowTowerDash BlanketBossBattle KingOfThePillowHill FloorIsLavaPillows',
    music:
      'PillowDrumSolo SingIntoThePillow HumAPillowLullaby PillowFortConcert 5PillowSoundsOneSong 60SecondPillowJam PillowBeatboxBattle PillowLipSyncDuet',
  },
  pilot: {
    fashion:
      'PilotAviatorLook StyleAPilotBomber DressLikeAPilot PilotUniformThenVsNow PilotWingsFitCheck CaptainOfTheCatwalk WhichShadesSayPilot 5MinutePilotGlowUp',
    gaming:
      'PaperPlanePilotContest 3RoundPilotTournament PilotCharades CanYouLandLikeAPilot 60SecondPilotQuiz PilotAlphabetSpellOff PilotLandingDuel PilotRunwayTargetToss',
    music:
      'PilotRadioRemix PilotCallSignRap 10SecondPilotJingle CrewVsPilotKaraoke 5PilotPhrasesOneBeat CoPilotDuet PilotAnnouncementSong PilotSingsTheSafetyDemo',
  },
  pinata: {
    educational:
      'HowPinatasAreMade 60SecondPinataHistory PinataSevenPoints MythOrFactPinata SplitPinataCandyEvenly PinataPosadaStory PhysicsOfAPinata 5SpanishPinataWords',
    fitness:
      'PinataPowerSwing PinataSquatCollect 60SecondPinataJacks PinataPlankPass PinataCandyRelay 10BurpeesPerPinataHit BoxingPinataCombo LungeToThePinata',
    gaming:
      'PinataBossFight GuideMeToThePinata WhichPinataBreaksFirst GuessThePinataCandyCount PinataSketchShowdown PinATailOnThePinata 60SecondPinataTrivia 3SwingsPerPinataTurn',
    speed:
      'PinataFillRace PinataBuildClock PinataInThreeSwings PinataStringPullDash 60SecondPinataCandySort FamilyPinataRelay TenMiniPinatas WhoDecoratesAPinataFirst',
  },
  pineapple: {
    dance:
      'PineappleHulaSway LuauLimbo BalanceThePineapple PassThePineapple PineappleConga PineappleShimmyBattle OneSongPineappleDance 5MovePineappleRoutine',
    fashion:
      'PineapplePrintFit PineappleUpdo FruityPineappleFriday PineappleBucketHat DressLikeAPineapple PineappleNails StyleOnePineappleTee3Ways 7DaysOfPineappleLooks',
    funny:
      'PineapplePizzaDebate 5PineappleFactsWhispered PineappleTingleFace PineappleAsAPet 60SecondPineappleSpeech SayPineappleBackwards DramaticPineappleReveal ApplesVsPineapples',
    gaming:
      'PineapplePizzaPenalty WhoSpinsAPineappleLongest PineappleBowling PineappleRingToss MusicStopsPineapplePass PineappleWouldYouRather GuessThePineappleWeight 60SecondPineappleTrivia',
    pet: 'PineappleSniffTest HamsterPineappleHut PupTriesPineapple ParrotLovesPineapple PetVsPineappleStareOff 3PineappleToysRated DogFindsThePineapple CanKittyBoopAPineapple',
    prank:
      'PineappleIsItCake GooglyEyedPineapple WhoPutAPineappleHere NewRoommatePineapple 10BoxesOnePineapple DressThePineappleLikeDad PineappleInEveryRoom PineappleWelcomeMat',
    tech: 'PineappleTimelapse AIPicksRipePineapple SlowMoPineappleDrop 60SecondPineappleEdit PineappleFaceFilter 30DayPineappleRegrow PhoneVsCameraPineapple ScanAPineapple3D',
    travel:
      'OnePineapplePerCountry WhereDoPineapplesGrow PineappleSouvenirHunt PineappleFarmTour StaycationPineapple PackAPineapplePicnic PineappleBoatBowl IslandTimePineapple',
    wellness:
      'BeAPineapple GrowAPineapplePatience PineappleKindnessNote PineappleInfusedWater StandTallPineappleStyle 7DayPineappleSunSalute VacationModePineapple 5MinutePineapplePause',
  },
  pizza: {
    art: 'PizzaFacePortrait PizzaSliceClaySculpt 3ToppingPizzaArt StarryNightPizza DrawAPizzaIn60 MonaLisaPizza PizzaBoxCanvas KidVsAdultPizzaDrawing',
    fitness:
      'PizzaBoxCarry PizzaSliceSquats EarnYourPizza RepsPerPepperoni 10KStepsToPizza PlankTillThePizzaArrives FamilyPizzaRelay BurpeesBeforePizza',
    tech: 'RatePizzaWithAnApp CanYourPhoneNameThisPizza AIPizzaToppings PizzaCheesePullSlowMo 10FramePizzaAnimation PizzaStopMotionBuild 60SecondPizzaEdit PizzaPhotoGlowUp',
  },
  plank: {
    art: 'PlankDoodleDare PlankPoseSilhouette ChalkOutlinePlank PlankComicStrip KidVsAdultPlankDrawing 3ColorPlankPoster 60SecondPlankSketch SelfPortraitMidPlank',
    cooking:
      'PlanksThenPancakes PlankTillTheToastPops MicrowavePlank PlankBeforeDessert 3IngredientPlankSnack 10MinPlankAsDoughRises LastCookiePlankOff PlankSmoothieReward',
    educational:
      'PlankFormCheck WhyPlanksBuildCore 60SecondPlankQuiz LearnFivePlankTypes MythOrFactPlankEdition Name10CapitalsInAPlank PlankSpellingBee TeachKidsToPlank',
    fashion:
      'PlankFitCheck StyleYourPlankLook PlankProofLeggings PlankInPajamas TuxedoPlank 3OutfitsOnePlank PlankPonytailTest HoodieVsTankPlank',
    prank:
      'PlankTimerPause PlankPhotobombEveryShot JustTenMoreSeconds SurprisePlankPartner PlankWhenTheyWalkIn StickGooglyEyesOnPlankMat EndlessSongPlank WhereWillIPlankNext',
  },
  playground: {
    educational:
      '3PlaygroundExperiments PlaygroundSeesawLevers 60SecondPlaygroundScience OldPlaygroundGamesQuiz HowSwingsWork WhichPlaygroundSlideWins PlaygroundFrictionTest PlaygroundShadowSundial',
    pet: '10MinDogPlayground PlaygroundForTheCat HamsterPlaygroundBuild 5BoxPetPlayground PlaygroundSniffWalk BunnyHopscotch KittenPlaygroundThenVsNow PlaygroundPupPicnic',
    wellness:
      'PlaygroundInnerChild PlaygroundLaughBreak SunsetPlaygroundChat PhoneFreePlayground RecessForAdults BreatheOnAPlaygroundSwing 7DayPlaygroundSlideStreak PlaygroundBenchJournal',
  },
  'plot twist': {
    dance:
      'PlotTwistBeatDrop 10SecondPlotTwistDance PlotTwistNewPartner PlotTwistDuet BalletThenPlotTwist GrandmaJoinsPlotTwist 3PlotTwistsOneSong SiblingPlotTwistBattle',
  },
};
