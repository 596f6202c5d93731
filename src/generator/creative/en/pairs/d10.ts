import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  declutter: {
    dance:
      'SparkJoyShuffle DeclutterDrawerShimmy DeclutterSweepAndSway DeclutterDiscoSort DeclutteringDanceOff DeclutterTossTwoStep DeclutterConga DeclutterToTheBeat',
    funny:
      'DeclutterVsNostalgia DeclutterMysteryKeys DeclutterDebateWithMe DeclutterThenRebuyIt WhyDidIKeepThis TenYearOldReceipts DadVsDeclutter DeclutterTangledCables',
    prank:
      'DeclutterDeskFairy SecretDrawerReset DeclutterLabelEverything DeclutterSwappedShelves DeclutterTheirCar DeclutteringElves DeclutterDadsGarage DeclutterHiddenThankYou',
    educational:
      'ThirtyDayMinimalism RecycleOrTrashQuiz DeclutterMethodsTested DeclutterFocusTest DeclutteringMyths DeclutterCountEverything DeclutterResaleLesson WhyDeclutterHelpsSleep',
    cooking:
      'DeclutterPantryCookOff UseItUpDinner DeclutterFreezerSoup FridgeDeclutterOmelette DeclutterSpiceSwap MysteryTinSurprise LeftoverDeclutterPizza DeclutterCanGoodsChili',
    travel:
      'DeclutterCarryOnOnly DeclutterYourBeachBag LightPackingChallenge DeclutterBeforeTheTrip DeclutterTheGlovebox DeclutterTravelPouch SuitcaseDeclutterDare OneBackpackDeclutter',
    music:
      'OneSongDeclutterSprint SingAsYouDeclutter FocusBeatsWhileSorting LetItGoDeclutter DeclutterToTheRhythm DeclutterDrumOnBoxes DeclutterAnthem DeclutterKaraokeSort',
    art: 'DeclutterToCollage DrawMyDeclutterPile JunkToArtChallenge DeclutterBeforeAfter DeclutterShelfie DeclutterPhotoMosaic UpcycleYourDeclutter DeclutterMagazineCutouts',
    tech: 'DeclutterDesktop DeclutterOpenTabs OldGadgetRecycle DeclutterCameraRoll DeclutterYourCloud DeclutteringInboxZero AppDeclutterDare DeclutterHomeScreen',
    pet: 'DeclutterMyPetsStash DeclutterPetToys DeclutterDogLeashHooks CatSitsInEveryBox DeclutterPupApproved DeclutterZoomies PuppyVsDeclutter DeclutterBunnyCorner',
    fitness:
      'DeclutterSquatSort DeclutterBoxCarry ClearOutCardio DeclutterHIIT GarageDeclutterLift DeclutterReachAndStretch DeclutterLunges DeclutterStairClimb',
  },
  'desk setup': {
    dance:
      'RGBDeskSetupRave DeskSetupChairSpin StrutToYourDeskSetup DeskSetupDanceBreak MonitorMoonwalk SwivelShuffle DeskSetupRobotGroove DeskSetupHandJive',
    funny:
      'DeskSetupCableMonster ExpectationVsMyDeskSetup DeskSetupMugGraveyard SetupTourButHonest DeskSetupPlantJudgesMe SnackDrawerConfessions DeskSetupNatureDoc DeskSetupDramaticReveal',
    prank:
      'DeskSetupSurpriseSnack DeskSetupStickyNotes GooglyEyesOnDeskSetup UpsideDownSetup DeskSetupBalloonFill KeycapCompliments DeskSetupWallpaperOfThem DeskSetupPlushTakeover',
    educational:
      'ErgonomicDeskSetupQuiz WarmVsCoolDeskSetup DeskSetupPostureCheck SpotMyDeskSetupMistake WorkspaceLightingLab EyeLevelMonitorTest WhyDeskSetupHeightMatters DeskSetupScreenDistance',
    cooking:
      'DeskSetupOvernightOats PourOverDeskSetup DeskSetupBentoBreak DeskSetupTeaStation SadDeskLunchRescue MakeADeskSetupWrap DeskSetupMugCake DeskSetupSmoothieStop',
    travel:
      'DeskSetupWithAView HotelRoomDeskSetup CafeDeskSetupHunt PackYourDeskSetup DeskSetupOnTheRoad TrainTableOffice DeskSetupLibraryCorner DeskSetupTravelPouch',
    fashion:
      'MatchYourSetup WFHDeskSetupFitCheck DeskSetupPajamaBottoms DeskSetupWaistUpLook BusinessOnTop DeskSetupCozySocks DeskSetupHoodieSeason DeskSetupHeadphoneStyle',
    speed:
      'DeskSetupCleanupRace DeskSetupSpeedBuild SixtySecondDeskSetup DeskSetupRebuildRace BeatTheBootUp ClearYourDeskSetupIn60 SetupTeardownTimer DeskSetupCableTidyDash',
    music:
      'TinyDeskSetupConcert DeskSetupTypingRhythm JamOnYourDeskSetup SetupSymphony DeskDrumOff MugAndPenPercussion DeskSetupLoFiBeat DeskSetupPlaylistReveal',
    gaming:
      'BudgetDeskSetupBattle DeskSetupLevelUp RateMyBattlestation RetroSetupRevival DeskSetupGameNight GuessWhoseDeskSetup DeskSetupChessCorner DeskSetupTriviaQuiz',
  },
  dinosaur: {
    prank:
      'DinosaurEggSurprise DinosaurMirrorDoodle DinosaurInTheFridge DinoFootprintTrail DinosaurToyMischief TRexAtTheWindow TinyDinosaurInvasion DinosaurPlushBedGuard',
    cooking:
      'DIYDinosaurNuggets DinosaurFossilCookies JelloDinosaurDig BakeADinoCake VolcanoEruptionDessert JurassicSnackPark DinoToastCutouts DinosaurPancakeStack',
    music:
      'DinosaurRockBand DinosaurRoarRemix RapTheDinosaurFacts DinoStompDrumline DinosaurAirGuitar DinosaurLullaby SingLikeADinosaur DinosaurKazooMarch',
    tech: 'ARDinosaurInMyRoom DinosaurFilterReactions TinyDinosaurPhotoShoot DinosaurRoarVoiceChanger AnimateADinosaurDrawing DinosaurChaseGreenScreen StopMotionDinosaur DinosaurDocumentaryEdit',
    pet: 'DogMeetsDinosaurToy DinosaurCatScratcher DinosaurEggTreatPuzzle MyDogIsATRex DinoPlushFetch PuppyRaptorPose KittenStalksADinosaur DinosaurSafariWalkies',
  },
  dishes: {
    fitness:
      'DishesCalfRaises DishesOneLegBalance SquatsWhileDishesSoak PutAwayDishesLunges SudsAndSweat DishesMarchInPlace DishesCupboardReach DishesWallSitRinse',
    prank:
      'SecretDishesDone DishesFairyVisit DishesGooglyEyeMugs FakeDishesPileUp SinkIsMagicallyEmpty SparklingKitchenReveal DishesSpilledSauceProp DishesCleanedByGhosts',
    travel:
      'DishesWithAView ZeroWastePicnicDishes RoadTripDishesHack DishesCampsiteRoutine LeaveNoTraceDishes DishesRentalCabinChores CampingDishTub DishesHostelKitchenDuty',
    tech: 'DishwasherLoadingHacks DishesSmartSpeakerRace DishesBeforeTheSongEnds DishesTimerOnMyPhone DishesPodcastPairing AIChoreWheel DishesLoadTimeLapse DishesStopMotionStack',
    pet: 'CatSupervisesDishes DishesPuppyAudience DishesTowelTugOfWar WashThePetBowlToo DishesDutySidekick KittyNapsThroughDishes DishesWhileFidoWaits DishesDoneDogWalk',
  },
  diy: {
    dance:
      'DIYStreamerSpin DIYRibbonWandTwirl CardboardRobotDance DIYDiscoBallDrop DIYCostumeDanceOff TasselCheerMix FlutterInDIYWings DIYFringeShimmy',
    funny:
      'DIYTutorialVsMe DIYFailOfTheWeek DIYOrBuyIt NailedItDIY ExpectationVsMyDIY DuctTapeSolvesAll DIYNarrator DIYDadConfidence',
    prank:
      'GooglyEyeInvasion DIYWhoopeeCushion CardboardCutoutDouble DIYConfettiEnvelope DIYEndlessGiftBox DIYFakeSpill DIYFlowerBouquetSurprise BubbleWrapDIYRug',
    educational:
      'DIYRainGaugeScience DIYHomemadeGlueTest DIYVolcanoLab DIYLemonBattery DIYPinholeCamera DIYChainReaction CrystalGrowingDIY NeedleDIYCompass',
    travel:
      'DIYBackseatBoredomKit RoadTripCraftBox DIYTravelJournal DIYCampsiteUpgrade HandmadeSouvenirHunt DIYPassportCover DIYPackingCubes SeaGlassDIYFind',
    fashion:
      'ThriftFlipChallenge DIYTieDyeHoodie DIYBleachDenim DIYSneakerPaint DIYBeadedCharm PatchworkPants DIYPatchTheRip EmbroideredDIYCollar',
    wellness:
      'CraftNightUnwind DIYSleepMask PressedFlowerBookmarks DIYStressBall DIYGratitudeJar SlowStitchSunday DIYBathSalts LavenderDIYSachet',
    gaming:
      'DIYBottleCapMemory DIYDiceTower DIYCardboardChessSet DIYShoeboxPinball DIYEscapeRoom DIYBoardGameJam DIYRockTicTacToe DIYPaperFootball',
  },
  'dollar store': {
    fitness:
      'DollarNoodleDrills BudgetHomeGym DollarStoreJumpRope FiveDollarWorkout DollarStoreDumbbells DollarStoreBandRows DollarStoreHulaHoop DollarStoreYogaMat',
    prank:
      'DollarStoreBalloonRoom DollarStoreDuckFlock PlasticFlamingoLawn DollarStoreWhoopeeCushion GooglyEyeEverything DollarStoreMustacheDay DollarStoreStickerSwarm DollarStoreTrophyAward',
    educational:
      'InflationThenVsNow DollarStorePriceGuess DollarStoreBridgeBuild DollarStoreUnitMath FiveDollarMagnetLab DollarOrDealQuiz DollarStoreSlimeScience DollarStoreBudgetLesson',
    travel:
      'DollarStoreCampingKit DollarStoreBeachDay DollarStoreDayTrip DollarStorePicnicDare DollarStoreRoadTripBag DollarStoreCarGames DollarStoreSouvenirs DollarStoreTrailSnacks',
    wellness:
      'DollarStoreSpaNight DollarStoreSelfCare DollarStoreCalmCorner DollarPlantParent ZenOnADollar CozyForFiveDollars DollarStoreBubbleBath DollarStoreGratitudeJar',
    music:
      'DollarStoreBand KazooOrchestra PartyHornSymphony DollarDrumKit DollarRecorderSolo OneDollarRemix DollarStoreTambourineJam DollarStoreHarmonicaDuel',
    art: 'DollarStoreCraftFlip DollarStoreWreath FoamBoardSculpture DollarVaseGlowUp FiveDollarMasterpiece DollarStorePlantPotPaint DollarStoreMosaicFrame DollarStoreCanvasPainting',
    tech: 'DollarStoreGreenScreen PhoneTripodFromScraps DollarStoreStylusDraw DollarEarbudsTest CheapGadgetTierList DollarVsPricyCharger DollarStoreRingLightHack DollarStoreCableOrganizer',
    pet: 'DollarStoreCatCastle DollarStoreDogToyTest TennisBallTubeFetch DollarPetPamper KittenWandDIY DollarPuppyPuzzle DollarStoreBunnyTunnel DollarStoreSnuffleMat',
  },
  dolphin: {
    fitness:
      'DolphinPlank DolphinPushUps DolphinKickDrill DolphinDiveBurpees SwimLikeADolphin DolphinJumpSquats DolphinBackExtensions DolphinCoreCrunch',
    funny:
      'DolphinRatesMyDive DolphinSideEye SubtitlesForADolphin DolphinWeatherReport DolphinOrSqueakyDoor LaughLikeADolphin DolphinVoiceoverSkit DolphinSmileImpression',
    prank:
      'DolphinSqueakRingtone BathtubDolphinFin DolphinPhotobomb DolphinLaughDoorbell SurpriseTowelDolphin DolphinFloatSurprise DolphinPlushPeekaboo DolphinStickyNoteTrail',
    cooking:
      'BananaDolphinSnack DolphinCupcakes DolphinFruitPlatter BentoDolphinLunch DolphinDunkCookies FlipperFlapjacks DolphinSmoothieBowl DolphinToastArt',
    travel:
      'DolphinAquariumVisit DolphinWatchFromThePier DolphinCoastalPicnic SpotADolphinPod DolphinPlushTravelBuddy DolphinBoatDayTrip DolphinBeachWalk DolphinHarborStroll',
    fashion:
      'DolphinEarrings DressLikeADolphin NinetiesDolphinTee DolphinPrintOutfit FlipperFitCheck BottlenoseBling DolphinCharmAnklet DolphinBucketHat',
    wellness:
      'DolphinPoseAtSunset DolphinSmileBreak FloatLikeADolphin DolphinSongSleep FindYourPorpoise DolphinWaveMeditation DolphinSoundscapeNap DolphinOceanJournal',
    speed:
      'DolphinKickRace DolphinDiveSprint DolphinDrawInTen DolphinOrigamiRace DolphinFactsRapidFire DolphinJigsawSpeedrun DolphinFlipCount DolphinPlushStackOff',
    music:
      'DolphinClickBeat DolphinWhistleSong DolphinSqueakRemix DuetADolphin DolphinSoundBeatbox PodChoirChallenge DolphinLullabyCover DolphinUkuleleJam',
    art: 'DolphinWatercolor DolphinSandSculpture DolphinPaperPlateCraft OneLineDolphin SketchThePod PaintADolphinRock DolphinMosaicTiles DolphinOrigami',
    tech: 'DolphinClickSoundboard ClayDolphinStopMotion AIWritesADolphinSong DolphinFilterDuet DolphinPhotoEditDare DolphinLockScreen DolphinSplashSlowMo DolphinSoundIdentifier',
    gaming:
      'DolphinCharades DolphinPlushHoops DolphinTriviaShowdown DolphinMemoryMatch DolphinSpottingBingo DolphinEcholocationTag DolphinWordScramble DolphinRingToss',
  },
  door: {
    fitness:
      'DoorFrameStretch DoorMatCalfRaises PushupsPerDoorway WallSitByTheDoor DoorJambJumps DoorBandRows DoorwayLunges DoorStepUpDrill',
    cooking:
      'DoorstopSandwich DoorstepCookieDrop GingerbreadFrontDoor DoorNumberCupcakes NextDoorBakeSwap BreadWreathWelcome DoorHangerCookies OpenDoorDinner',
    travel:
      'DoorsOfTheCity DoorKnockerSafari TinyFairyDoorTrail DoorsOfMyTown OpenDoorsWeekend BlueDoorHunt SnapEveryRedDoor ColorfulDoorWalk',
    fashion:
      'DoorFrameFitCheck DoorKnockerEarrings DoorSwingTransition OutTheDoorLook OpenDoorGlowUp DoorbellOutfitReveal MatchYourFrontDoor DoorHookOutfitPlanner',
    music:
      'DoorKnockBeat DoorSqueakSymphony DoorbellChimeCover DoorCreakOpera SingThroughTheDoor HingeHarmony DoorHandleRhythm DoorstepSerenade',
  },
  dorm: {
    fitness:
      'DormStairClimb DormDeskChairDips DormFloorPlankHold TinyDormCardio SixFlightsNoElevator RoommateWorkoutDuel DormLaundryBagCarry WallSitsInTheDorm',
    educational:
      'DormPomodoroStudyDay DormLaundrySymbols DormFoodStorageTips DormSleepScheduleTest DormSewAButton RamenBudgetMath DormFirstAidQuiz DormFlashcardSystem',
    travel:
      'DormBikeToTheLake DormWeekendEscape DormToHomeRoadTrip CampusWalkFromMyDorm DormCarryOnOnly CollegeTownHiddenGems DormDayTripOnABus DormDuffelPacking',
    speed:
      'DormRoomSpeedClean DormBedMakingRace DormUnpackBlitz DormLaundryFoldRace PackUpForBreakDash DormMoveInSpeedrun DormOutfitQuickChange DormDeskTidyIn60',
    tech: 'DormRoomSetupTour DormTechUnderFifty DormLEDStripTest TinyDormDeskBuild DormAppsIUseDaily RoomieVsRouter DormSmartPlugHacks DormCableMakeover',
    pet: 'DormPetTherapyDay DormFishTankSetup CallingMyPetFromTheDorm PuppyStudyBreak SemesterEndZoomies MissMyCatAtTheDorm BettaDormMate DogVisitsTheDorm',
    gaming:
      'DormGameNight DormKartLeague DormHallCardTourney BeatYourDormNeighbor DormScavengerHunt DormPingPongBracket DormFloorWars DormTriviaShowdown',
  },
  dragon: {
    dance:
      'DragonDanceAtHome DragonTailSwish DragonStompStep DragonRibbonTwirl DragonWingFlap RoarOnTheDrop DragonParadeMarch DragonClawShuffle',
    fitness:
      'DragonWingPushUps DragonSlayerCircuit DragonCrawlWorkout DragonBreathBurpees DragonKnightPlanks TrainYourDragon DragonTailLunges DragonRoarSquats',
    prank:
      'DragonEggOnThePillow DragonFootprintTrail DragonDoodleSurprise ADragonWasHere DragonScaleEvidence HideTheTinyDragon DragonPlushAmbush DragonHatchlingNote',
    travel:
      'DragonStatueHunt DragonMuralHunt KomodoDragonZooTrip DragonPlaygroundQuest DragonBoatFestival DragonKiteAtTheBeach DragonStoryHike DragonSpottingDayOut',
    fashion:
      'DragonWingCosplay DragonEarCuff DragonScaleSequins DressLikeADragon DragonQueenLook DragonFacePaint SilkDragonJacket DragonTailHoodie',
    music:
      'DragonRoarBeat DragonBattleSoundtrack DragonTavernBallad DragonKazooAnthem DragonBoatDrums DragonLullaby DragonChantChorus SingLikeADragon',
    gaming:
      'DragonPillowBattle DragonEggHunt DragonHideAndSeek DragonCharades StealTheDragonsHoard DragonTaleStoryDice DesignADragonBoardGame DragonTailChase',
  },
  dreidel: {
    dance:
      'DreidelTwirlOff DreidelWobbleDrop DreidelLetterMoves SpinLikeADreidel FamilyHoraCircle DreidelStatueFreeze DreidelPirouette DreidelHopShuffle',
    fitness:
      'DreidelLetterReps DreidelLungeForGelt DreidelPlankCount DreidelJumpingJacks DreidelDecidesBurpees SpinAndSquat HopLikeADreidel CardioDreidelRoll',
    funny:
      'DreidelCommentary DreidelSoreLoser DreidelRulesArgument SlowMoDreidelDrama GeltNegotiations DreidelWobbleBloopers DreidelTrashTalk UncleCheatsAtDreidel',
    prank:
      'DreidelMysteryNote DreidelTinyArmy DreidelsEverywhere DreidelPillowStash DreidelGooglyEyes GeltTreasureHunt GiantDreidelSurprise DreidelThatWontSpin',
    educational:
      'WhatDreidelLettersMean DreidelProbability DreidelHeavyVsLightTest DreidelHanukkahStory WhyDreidelsWobble DreidelHebrewQuiz DreidelSpinScience DreidelMathGame',
    cooking:
      'MarshmallowDreidels DreidelCookies DreidelCakePops DreidelDonutBar SpinForYourLatke GeltChocolateBark DreidelPretzelRods DreidelJamPastries',
    travel:
      'GiantDreidelSpot DreidelSouvenirHunt BackseatDreidelBattle DreidelParkPicnic HanukkahLightsWalk MenorahCityTour DreidelNightAtGrandmas DreidelMarketCrawl',
    fashion:
      'DreidelSweaterFit DreidelEarrings DreidelPrintSocks DreidelDecidesMyOutfit BlueWhiteHolidayLook HanukkahPajamaParty DreidelNailArt DreidelBeanieStyle',
    wellness:
      'DreidelGratitudeSpin DreidelWinOrLoseJoy DreidelBreathing DreidelFamilyTime DreidelSlowBreaths EightNightsOfKindness MindfulDreidel ShareYourDreidelGelt',
    music:
      'IHaveALittleDreidel DreidelSongRemix DreidelKlezmerJam DreidelAcapella DreidelSpinDrumroll MadeItOutOfClay DreidelBeatbox DreidelRapVerse',
    tech: 'DreidelSlowMo DreidelAppVsTheRealOne DreidelTinyCameraRide DreidelStopwatchRecord DreidelRewindTrick DreidelOverVideoCall DreidelOverheadCam DreidelSpinFilter',
  },
  'drive thru': {
    dance:
      'DriveThruMenuMoves DriveThruMilkshakeSway DriveThruFryBagFreeze DriveThruToyCarTwist DriveThruKitchenBop OrderUpShuffle DriveThruTakeoutBoogie DriveThruDanceAtHome',
    educational:
      'FirstDriveThruEver HowDriveThrusWork WhyFriesGetSoggy DriveThruMenuTricks DriveThruOrderMath DriveThruCalorieGuess DriveThruDrinkSugarCount DriveThruNutritionFacts',
    travel:
      'DriveThruInANewTown DriveThruCarWashRide DriveThruBreakfastAtDawn WeirdestDriveThruEver RegionalChainHunt ChristmasLightsCruise DriveThruCoffeeCrawl OnlyDriveThruRoadTrip',
    fashion:
      'DriveThruFitCheck PajamasToTheDriveThru BlackTieDriveThru DriveThruHoodieHero MilkshakePastelLook SunglassesAtTheWindow DriveThruRetroStyle DriveThruDateNightGlam',
    tech: 'CanAITakeMyOrder DriveThruWaitTracker DriveThruAppDeals DashCamDriveThruRun MobileVsSpeakerRace DriveThruNutritionLookup DriveThruLineTimelapse DriveThruReceiptScanner',
  },
  'driving test': {
    fitness:
      'TenAndTwoArmHold MirrorSignalSquat DrivingTestNeckRolls RoadTestReadyReps DrivingTestJitterJog LearningToDriveLunges DrivingTestWallSit DrivingTestCalmStretch',
    prank:
      'DrivingTestBalloonCar RoadTestPoolNoodleArmor DrivingTestLuckyCookies GiantDrivingLicense DrivingTestStickyNotes DrivingTestBannerSurprise DrivingTestFakeFail DrivingTestTricycleGag',
    speed:
      'RoadSignSpeedRound DrivingTestRapidFire DrivingTestBuzzerQuiz DrivingTestRulesIn60 BeatTheDrivingExaminer DrivingTestSeatSetupDash DrivingTestFlashcardRace DrivingTestCheckSprint',
    pet: 'DrivingTestDogSeatbelt BarkIfIPassed DrivingTestPuppyHype CatApprovesMyDriving DrivingTestPawsUp FirstRideWithMyPet DrivingTestHighFive TailWagDrivingTest',
    gaming:
      'DesignADrivingTestGame DrivingTestMemoryMatch DrivingTestToyCarCourse DrivingTestTriviaDuel ParallelParkBossLevel DrivingTestHardMode DrivingTestCheckpoints DrivingTestSignBingo',
  },
  earthquake: {
    funny:
      'EarthquakeOrTruck EarthquakeGroupChat RateThatEarthquake EarthquakeSleptThrough EarthquakeWhoFeltIt EarthquakeKitOverpacker EarthquakeDramaQueen EarthquakeDrillBloopers',
    prank:
      'SurpriseEarthquakeQuiz EarthquakeGooglyEyeAmbush EarthquakeJelloJiggle EarthquakeDrillCheers TeddyInTheEarthquakeKit EarthquakeBagLoveNote EarthquakeSnackStash EarthquakeFlashlightSwap',
    fashion:
      'EarthquakeReadyShoes EarthquakeDrillOOTD EarthquakeBagCheck EarthquakeWhistleCharm EarthquakeCargoPantsFit UtilityVestLook EarthquakePocketsOutfit EarthquakeJacketRunway',
    music:
      'EarthquakeBassDrop EarthquakeTableDrumRoll EarthquakeShakerEgg EarthquakeSafetySong SeismicSoundscape EarthquakeTambourineShake EarthquakeRumbleRap EarthquakeJingleForKids',
    art: 'EarthquakeSafetyPoster EarthquakeCrackArt EarthPlatePuzzleMap EarthquakeFaultSketch DrawAnEarthquakeCity VibrationSandPatterns EarthquakeMarbling EarthquakeComicStrip',
    tech: 'EarthquakeAlertAppTest EarthquakePhoneSensor MapTodaysEarthquakes EarthquakeVideoCallDrill EarthquakeSlowMoTower EarthquakeSOSContacts EarthquakeShakeMeter EarthquakeFamilyGroupText',
    pet: 'EarthquakeDogSenses EarthquakeKitForKitty EarthquakeCarrierDrill EarthquakeCalmPup PetGoBag EarthquakePetHidingSpots EarthquakeCollarTagCheck EarthquakeBunnySafeZone',
  },
  earthworm: {
    fitness:
      'InchwormPushUps EarthwormCrawlCore EarthwormSquirmAbs EarthwormLongStretch GardenDigWorkout EarthwormWiggleBurpees EarthwormPlankHold EarthwormBellyRolls',
    funny:
      'EarthwormVoiceover EarthwormWeatherReport EarlyBirdVsEarthworm EarthwormDatingProfile WormOnAStringMagic EarthwormSoapOpera EarthwormMorningCommute EarthwormJobInterview',
    prank:
      'GummyWormSurprise EarthwormPlushSwap FakeEarthwormOnTheShoe EarthwormLunchboxNote RubberBandWiggler WigglyNoodleFakeout EarthwormSockPuppetHello EarthwormStickerSurprise',
    cooking:
      'GummyWormDirtCups EarthwormPuddingPots EarthwormGardenCake EarthwormSpaghettiNest WigglyBreadsticks EarthwormJellyNoodles EarthwormBrownieBites EarthwormPretzelTwists',
    travel:
      'WormFarmVisit EarthwormMuddyTrail EarthwormRainHike EarthwormParkHunt CommunityGardenTour EarthwormNatureWalk EarthwormSpottingStroll EarthwormCampsiteSearch',
    fashion:
      'DressLikeAnEarthworm EarthwormRainBoots WormPrintRaincoat EarthToneFitCheck MuddyGardenLook EarthwormPuddleOutfit EarthwormBraceletDIY EarthwormScarfStyle',
    wellness:
      'EarthwormWeedingHour EarthwormSlowDig EarthwormGardenBarefoot WormFarmCalm BareHandsInSoil ThankAnEarthworm EarthwormWatchingBreak EarthwormRainListening',
    art: 'EarthwormMudPainting EarthwormStringPrint ClayEarthwormFamily PipeCleanerWorms SoilLayersJarArt DrawAnEarthwormTunnel EarthwormYarnCraft EarthwormPebbleFaces',
    tech: 'WormFarmTimelapse WormMacroPhoneShot AskAIAboutEarthworms EarthwormSlowMoWiggle EarthwormTrailVideo EarthwormRainForecast EarthwormVibrationApp EarthwormStopMotion',
  },
  eclipse: {
    dance:
      'TotalEclipseOfTheDance EclipseMoonwalk EclipseSlowSpin EclipseShadowShuffle EclipseBlackoutFreeze TotalityTwirl EclipsePartnerDance PartialEclipseSway',
    prank:
      'EclipseFakeOut EclipsePancakeTrick EclipseCurtainBlackout EclipseCookieSurprise MoonBlocksTheLamp CrescentShadowReveal BedroomEclipse PhoneScreenEclipse',
    cooking:
      'EclipseCookiePhases EclipseMoonPies TotalEclipseOfTheTart EclipsePancakeFlipOff CrescentCupcakes EclipseChocolateDonuts BlackSesameEclipse EclipseCookieSandwich',
    music:
      'TotalEclipseOfTheHeart EclipseCricketChorus EclipsePlaylistReveal EclipseDuetDare EclipseDrumCountdown EclipseSunriseSong EclipseBeatDrop AcapellaEclipse',
    art: 'EclipseColanderShadows EclipsePinholeArt EclipseInChalk EclipsePhaseStrip EclipseCardboardViewer CrescentLeafPrints BlackGlueEclipse SprayPaintEclipse',
    tech: 'EclipseTimelapse EclipseFilterSelfie EclipsePhotoEditDare EclipseLightMeter PhoneVsEclipse EclipseCountdownWidget EclipseSimOnYourLaptop EclipseSkyMapApp',
    gaming:
      'EclipseBingo EclipseTrivia EclipseHideAndSeek EclipseEscapeRoom MoonPhaseMatchUp LightVsShadowDuel EclipseCharades SpeedrunTheEclipse',
  },
  'egg and spoon race': {
    dance:
      'EggAndSpoonShimmy EggAndSpoonLimbo EggAndSpoonSpin EggRaceBoogie SpoonRaceCongaLine EggRaceWobbleStrut EggRaceDanceOff EggAndSpoonRaceShuffle',
    fitness:
      'EggAndSpoonLunges EggAndSpoonSquats EggRaceWallSit EggRacePlankHold EggAndSpoonRaceSprints EggRaceOneLegHop BackwardsEggRace HighKneesSpoonRace',
    pet: 'DogEggRace EggAndSpoonPuppyWatch EggAndSpoonKittenChaos SpoonRaceWithPets TreatAndSpoonRace PetRefEggAndSpoonRace PupCheersEggRace CatJudgesEggRace',
  },
  'egg hunt': {
    funny:
      'EggHuntFoundInJuly EggHuntDadHidesTooWell GrownUpEggHunt EggHuntCommentary EggHuntEmptyBasket EggHuntBunnyImpression EggHuntNatureDoc EggHuntSoreLoser',
    prank:
      'EggHuntDadJokeSurprise EggHuntConfettiShells EggHuntKindNotes EggHuntGooglyEyeFaces EggHuntReverse EggHuntPotatoSwap SockDrawerEggHunt FridgeEggHunt',
    cooking:
      'EggHuntNestCupcakes EggHuntCarrotBrownies EggHuntChocolateMolds EggHuntBasketCake EggHuntCookieDecorOff EggHuntSurpriseMuffins DeviledEggHunt PastelPopcornEggHunt',
    wellness:
      'EggHuntNatureWalk EggHuntGratitudeNotes EggHuntFamilyPicnic NoRushEggHuntStroll MindfulEggHunt EasterEggHuntSunrise AffirmationEggHunt EggHuntStretchBreaks',
    tech: 'EggHuntQRClues EggHuntPhotoProof EggHuntGeocache EggHuntPhoneMap EggHuntByGroupText CodeYourOwnEggHunt EggHuntOverVideoCall FlashlightEggHunt',
    gaming:
      'EggHuntSpeedrun GoldenEggHuntQuest EggHuntBingoCards EggHuntISpy EggHuntSecretPrize EggHuntLeaderboard PointValueEggHunt TeamCaptureEggHunt',
  },
  eggshell: {
    dance:
      'DancingOnEggshells TiptoeOverEggshells EggshellMoonwalk EggshellBallet EggshellSlowShuffle DontCrackTheBeat EggshellOnYourHeadDance EggshellStatueFreeze',
    fitness:
      'PlankOverEggshells EggshellSqueezeGrip EggshellWalkBalance EggshellTiptoeLunges EggshellQuietJumps EggshellNoCrackCardio NinjaStepsEggshells EggshellCoreTwist',
    cooking:
      'EggshellFreeChallenge ScoopItWithAnEggshell PerfectPeelEggshell EggshellChocolateCups EggshellCrackLikeAChef NoEggshellLeftBehind EggshellPannaCotta EggshellPuddingEggs',
    travel:
      'EggshellCarryOnTest EggshellSurvivesTheTrip EggshellParkPicnic HikeWithAnEggshell SeaShellOrEggshell EggshellConfettiFiesta PackAnEggshellHome EggshellPostcard',
    speed:
      'EggshellPeelRace TenEggsNoEggshell EggshellMosaicIn60 EggshellCartonDash OneHandEggshellCrack EggshellPickUpRush TweezerEggshellSort EggshellPuzzleBlitz',
    music:
      'EggshellShaker EggshellCrunchBeat EggshellMaracas EggshellChimes DrumOnEggshells EggshellRhythmCrack CrackleEggshellLoop LullabyForAnEggshell',
    pet: 'DogHearsEggshellCrack CatVsRollingEggshell CatSniffsAnEggshell PetGrassInEggshells EggshellMosaicPupPortrait DogGuessesTheEggshell EggshellCatnipSprouts EggshellTreatPuzzle',
    funny:
      'EggshellRescueMission EggshellPeelingStruggle EggshellDetective EggshellInMyOmelet EggshellBreakingNews CrackedUnderPressure EggshellFishingFail ThatOneEggshellPiece',
    tech: 'EggshellDropReplay EggshellSlowMoCrack ZoomIntoAnEggshell EggshellMicroscopeApp EggshellTimelapseSprout EggshellStopMotion EggshellCrunchMicTest EggshellMacroShot',
  },
  electricity: {
    dance:
      'ElectricSlideRemix ElectrifyingSolo ElectricityBodyWave ElectricityBuzzBoogie PowerSurgeShuffle ShortCircuitFreeze ElectricityRobotDance ElectricityZapJump',
    prank:
      'FakeElectricityBill ElectricityBlackoutBluff ElectricityFanStreamers ElectricSlideAmbush StaticBalloonHair LightsOutSurpriseParty ElectricityColorBulbSwap ElectricityRemoteSwap',
    cooking:
      'NoElectricityDinner ElectricKettleRamen ElectricityBoltCupcakes ElectricityBulbCakePops ElectricitySparkCookies BlackoutPicnic ElectricityFreeCookOff ElectricityLightningPizza',
    travel:
      'ElectricityPlugSpotting ElectricityNightWalk ElectrifyingCityLights NoElectricityCabin ElectricityWindmillHunt ElectricityChargeStops ElectricityMuseumTour ElectricityFreeWeekend',
    wellness:
      'ElectricityUnplugged LightsOffElectricityBreak ElectricityScreenFast ElectricityBlackoutYoga ElectricityFreeBubbleBath LowPowerModeSunday HourWithoutElectricity ElectricityStargazing',
    music:
      'ElectricGuitarCover ElectricityHumHarmony ElectricityAppSynth ElectricitySwitchBeat ElectricityPowerBallad AmpedUpAnthem ElectricityBuzzLoop BeatboxElectricity',
    tech: 'ElectricityCircuitSimApp ElectricitySolarCharge ElectricitySmartPlugTest CutYourElectricityBill ElectricityUsedByMyPhone FindElectricityWasters ElectricityUsageChart TrackYourElectricity',
  },
  elf: {
    educational:
      'ElfMathMission ElfSpellingBee ElfCodeBreaker ElfFolkloreFacts SpotTheElfQuiz ElfSnowflakeSymmetry ElfMythOrFact ElfWordsAcrossLanguages',
    fashion:
      'ElfCostumeFit ElfCurlyToeSocks ElfStripedTightsLook DressLikeAnElf ElfHelperChic ElfEarsGlowUp ElfGreenAndRedLayers ElfJingleScarfStrut',
  },
  'elf on the shelf': {
    tech: 'ElfOnTheShelfCam ElfOnTheShelfPhotoMagic ElfOnTheShelfSelfie ElfOnTheShelfStopMo TextsFromElfOnTheShelf ElfOnTheShelfVideoCall TimelapseElfOnTheShelf QRCodeElfOnTheShelf',
  },
  email: {
    educational:
      'HowEmailTravels EmailSubjectLineTips SpotThePhishingEmail EmailTypoHunt EmailEtiquetteQuiz EmailSpamOrLegit EmailPasswordStrengthTest RewriteThisEmailShorter',
    cooking:
      'EmailMysteryIngredient EmailRecipeSwap CookFromGrandmasEmail InboxToOven ReplyAllPotluck LunchBeforeEmails EmailMealPlanDare MakeWhatTheEmailSays',
    fashion:
      'EmailBlazerOverPajamas InboxZeroOutfit EmailSignatureHeadshot EmailMeetingFitCheck EmailFromHomeDressUp EmailInMyBestTie EmailVideoCallLook EmailMondayPowerSuit',
    pet: 'EmailFromMyDog CatSendsTheEmail EmailDingPuppyReaction KittenTypedThisEmail EmailPupPhotoAttached EmailPetOutOfOffice EmailSentByPaws EmailHamsterNewsletter',
  },
  emoji: {
    dance:
      'DanceTheEmojis EmojiHeartEyesShuffle EmojiPoseFreeze ShrugEmojiShimmy EmojiBodyWave EmojiDancerIRL EmojiMoodMoves FollowTheEmojiSteps',
    educational:
      'EmojiMeaningsQuiz HowNewEmojiGetChosen EmojiVsHieroglyphs TranslateAPoemToEmoji EmojiCultureClash EmojiHistoryIn60 GuessTheEmojiCountry PitchAnEmojiIdea',
  },
  england: {
    dance:
      'EnglandMaypoleDance EnglandRegencyDance EnglandPuddleJumpDance EnglandBarnDance EnglandTeaTimeJig EnglandUmbrellaTwirl MerryOldEnglandReel EnglandBallroomWaltz',
    fitness:
      'EnglandCanalTowpathCycle EnglandHillSprints EnglandCoastPathRun EnglandQueueSquats EnglandCountrysideHike EnglandCastleStairClimb EnglandVillageHop EnglandParkBootcamp',
    art: 'EnglandPhoneBoxArt EnglandDoubleDeckerDoodle EnglandTeacupPottery EnglandCottageInk EnglandSkySketch EnglandCastleWatercolor StainedGlassEngland EnglandMapCollage',
    tech: 'EnglandSkylineTimelapse EnglandPerfectBrewTimer EnglandRailAppPlanner EnglandCastleMapPins EnglandPhoneVlogTour EnglandStreetViewQuiz EnglandPenPalVideoCall EnglandVirtualMuseumVisit',
    pet: 'EnglandCorgiWalk EnglandCottageCat EnglandBulldogStroll EnglandDogFriendlyCafes EnglandCountrysideDogRun EnglandTeaPartyPup EnglandSpanielFetch EnglandRabbitMeadow',
  },
  errands: {
    fitness:
      'ErrandsOnFoot ErrandsBikeBasket ErrandRunLiterally ErrandsOneTripCarry ErrandsParkFarAway ErrandsTakeTheStairs ErrandsPowerWalk ErrandsGroceryBagCurls',
    art: 'ErrandsReceiptCollage ErrandsListDoodle ErrandsShoppingBagArt ErrandsComicStrip ErrandsSketchEveryStop ErrandsStorefrontPhotos WatercolorErrandsMap ErrandsStickerDiary',
    gaming:
      'ErrandsSideQuest ErrandsAchievements ErrandsBingoCard ErrandsSpeedrunTimer ErrandsFinalBoss ErrandsScavengerHunt PowerUpYourErrands ErrandsScoreboardRace',
  },
  escalator: {
    dance:
      'CouchEscalatorIllusion DoTheEscalator EscalatorLivingRoomRide EscalatorMimeDance EscalatorStepsChoreo EscalatorHallwayRobot EscalatorHeadBop FakeEscalatorBehindBed',
    prank:
      'ImaginaryEscalator EscalatorIllusionOnDad EscalatorCompliments RedCarpetEscalator EscalatorPopUpCard EscalatorMimeGag EscalatorEpicEntrance EscalatorSinkBehindSofa',
    music:
      'EscalatorScaleSong SingUpTheEscalator EscalatorElevatorMusic EscalatorBeatbox EscalatorToHeavenCover EscalatorKeyChange EscalatorCrescendo EscalatorRapVerse',
    art: 'EscalatorPaperModel SymmetryEscalatorShot EscalatorDepthSketch EscalatorImpossibleStairs EscalatorStepPattern EscalatorMotionBlur EscalatorShadowDrawing EscalatorCrayonDiorama',
    pet: 'EscalatorCarryYourDog EscalatorDoodleMyKitten CatVsEscalatorIllusion EscalatorBackpackPup PetVsEscalatorMime EscalatorBunnyStairs SofaEscalatorTrick EscalatorBoxRampForKitty',
    gaming:
      'EscalatorBlockBuildOff EscalatorCharades EscalatorDominoTopple EscalatorPuzzleGame DesignAnEscalatorMaze EscalatorUpOrDownDice ChutesAndEscalators EscalatorMarbleRun',
    tech: 'EscalatorSoundRingtone EscalatorStopMotion EscalatorClipInReverse TimeTheEscalatorRide EscalatorSlowMoCam EscalatorStepCountGuess EscalatorFastForward EscalatorPanoramaGlitch',
  },
  essay: {
    fashion:
      'EssayLibraryChic EssayCozyCardiganLook EssaySubmitFitCheck EssayBookwormStyle EssayDeadlineOutfit EssayHairUpMode EssayGlassesGlam EssayPajamaToPolished',
    wellness:
      'EssayParagraphADay EssaySleepOnIt EssayWalkBeforeWriting EssayNoPanicPlan EssayRoughDraftKindness EssayBreathingBreak PomodoroEssay EssayFiveMinuteStart',
    music:
      'EssayLofiBeats EssayWordCountRap EssayThesisJingle EssayPencilTapBeat SingYourEssay EssayAsABallad EssayOperaReading EssayDrumRoll',
    gaming:
      'EssayQuestMode EssayWordCountLevelUp EssayPointsPerParagraph EssayBossFight EssayVocabGameWarmUp EssaySpeedrunTimer EssayBuzzwordBingo EssayAchievementUnlocked',
  },
  europe: {
    dance:
      'EuropePolkaParty EuropeFlamencoTry EuropeanFolkSteps EuropeCountryDanceOff EuropeWaltzAtHome EuropeIrishJigAttempt DanceAcrossEurope EuropeTarantellaSpin',
    cooking:
      'CookAcrossEurope EuropeBreakfastTour EuropePastryBakeOff EuropeDiceDinner EuropePaellaFaceOff EuropeGelatoAtHome EuropeCheeseTasteTest EuropeStreetFoodNight',
    wellness:
      'EuropeTrainWindowGaze EuropeCafeMorning EuropeSiestaHour EuropeSlowBreakfast EuropeEveningStroll EuropeSunsetPause EuropeLongLunch EuropeCozyBlanketNight',
    music:
      'HumAcrossEurope EuropeOperaNight EuropeAccordionJam EuropeanFolkSongCover EuropeSongContestParty EuropeAnthemGuess EuropeYodelTry OdeToJoyEurope',
    tech: 'PlanEuropeOnYourPhone EuropeTrainTicketHack EuropeCurrencyQuiz EuropeFlightPriceTracker OfflineMapsEurope EuropeTranslateAppTest EuropeStreetViewTour EuropeTimelapseReel',
    pet: 'EuropePetFriendlyTrip EuropePuppyPassport EuropeanCafePups DogsOfEurope EuropeCatNameReveal EuropeBreedGuessing EuropeHoundHike EuropeKittenPostcard',
    funny:
      'EuropeNoIceReaction EuropeTinyCoffeeShock EuropeDinnerAtTen EuropeLostInTranslation EuropePlugAdapterChaos EuropeCobblestoneSuitcase TippingInEuropeConfusion TourGuideEuropeSpoof',
  },
  excavator: {
    fitness:
      'ExcavatorScoopSquats ExcavatorToeTouches ExcavatorArmPress LiftLikeAnExcavator ExcavatorBucketCurls DigDeepBurpees ExcavatorBearCrawl ExcavatorShovelLunges',
    prank:
      'ExcavatorTreasureDig ExcavatorCandyQuarry ToyExcavatorAmbush ExcavatorSnackDelivery DiggerDeskConstruction DiggerCakeSurprise ExcavatorCerealScoop ExcavatorSockHeist',
    educational:
      'HowExcavatorsDig ExcavatorVsBulldozer GuessTheExcavatorWeight ExcavatorLeverExperiment BuildAPaperExcavatorArm NameThatDigger ExcavatorPartsQuiz ExcavatorHydraulicsLab',
    travel:
      'DiggerPlaygroundTrip ExcavatorShowDayOut ExcavatorFarmParkVisit ExcavatorBeachDig ExcavatorRoadworkSpotting ExcavatorFossilHunt ExcavatorMuseumDay ExcavatorRoadTripBingo',
    tech: 'ExcavatorMovieTrailer ExcavatorStopMotion ExcavatorPhoneTimelapse ExcavatorSlowMoScoop ExcavatorToyCamRide AIPaintsMyDigger ExcavatorSoundboard ExcavatorGreenScreen',
    gaming:
      'SpeedrunTheDigger ExcavatorDigRace ExcavatorMiniGolf ExcavatorCityBuilder ExcavatorBossLevel ExcavatorClawMachine ExcavatorBlockStacking ExcavatorTreasureBingo',
    wellness:
      'ExcavatorSandboxCalm ExcavatorLullabyNap WatchTheDiggerWork ExcavatorScoopAndBreathe DiggerGardenReset ExcavatorColoringPages SlowMoExcavatorZen ExcavatorBedtimeStory',
  },
  explorer: {
    fitness:
      'ExplorerHillSprints ExplorerPuddleHop ExplorerSummitStairs ExplorerObstacleCourse BaseCampBurpees ExploreANewRunRoute ExplorerBackpackMarch ExplorerBearCrawls',
    cooking:
      'ExplorerTrailMix PackALunchExpedition ExplorerSurvivalSnacks ExploreANewFruit ExplorerCompassCookies ExplorerPicnicBasket ExplorerCampStew ExplorerWorldSpiceTasting',
    fashion:
      'ExplorerKhakiLook ExplorerHatFitCheck DressLikeAnExplorer ExplorerCityStyle ExplorerOutfitForAHike ExplorerPocketsForDays SafariExplorerVest ExplorerBootsAndBandana',
    wellness:
      'ExplorerNatureJournal ExplorerBarefootGrass ExplorerBenchBreak ExplorerFiveSensesWalk ExplorerPauseAndNotice ExplorerDailyAweHunt ExplorerQuietSunrise ExplorerCloudGazing',
    music:
      'ExplorerTrailSong ExplorerBirdsongRemix ExplorerStickDrumming ExplorerEpicIntro ExplorerHikingSong ExplorerWhistleCover TheExplorersAnthem ExplorerJungleBeatbox',
    gaming:
      'ExplorerOpenWorldRun ExplorerHiddenAreaHunt ExplorerCaveSurvival ExplorerBlindfoldMaze ExplorerRiddleQuest ExplorerMapRevealGame ExplorerTreasureCards ExplorerTriviaExpedition',
  },
  'face mask': {
    funny:
      'FaceMaskDoorbellAnswer FaceMaskWithDad FaceMaskVideoCallFail SheetMaskAnimalFaces FaceMaskCantTalk GrandpasFirstFacial FaceMaskTryNotToLaugh FaceMaskNewsAnchor',
    educational:
      'HowSheetMasksWork FaceMaskClayVsGel WhichFaceMaskForYou FaceMaskMythBusters ReadTheFacialLabel FaceMaskPatchTest FaceMaskIngredientQuiz FaceMaskSkinTypeGuide',
    music:
      'FaceMaskSingalong FaceMaskLipSync FaceMaskMirrorCover FaceMaskDontLaughSong FaceMaskHumAlong FacialSpaPlaylist FaceMaskDuet FaceMaskOperaSolo',
    gaming:
      'SheetMaskBossFight FaceMaskGameNight FaceMaskPuzzleHour FaceMaskPlayerTwo FaceMaskCardDuel SpeedrunBeforeItDries FaceMaskKartRace FaceMaskCharadesRound',
  },
  factory: {
    fitness:
      'FactoryCrateCarry FactoryConveyorPlank FactoryShiftSteps FactoryFloorHIIT FactoryAssemblyCircuit FactoryBoxStackSquats OneManFactoryWorkout FactoryLeverLunges',
    wellness:
      'FactoryResetMyMind FactoryShiftWindDown FactoryNoiseEscape FactoryLunchWalk FactorySlowMadeByHand FactoryBreakRoomBreather QuietAfterTheFactory FactoryWorkerGratitude',
    music:
      'FactoryMachineBeat FactoryClangPercussion FactoryWhistleRiff FactorySoundsMashup FactoryConveyorRhythm FactoryLoopBeat FactoryStompDrumline FactoryWorkSongChorus',
    tech: 'FactoryVirtualTour FactoryStopMotion FactoryColorSortApp FactoryResetGlowUp FactorySpeedUpVideo FactoryAutomateChores FactoryLineOnMyDesk FactoryTimelapseBuild',
    pet: 'PetFactoryInspector FactoryCatQualityCheck FactoryDogToyTester KittenBoxFactory FactoryHamsterTunnel FactoryTreatConveyor FactoryBunnyForeman FactorySnoozeShiftPup',
    gaming:
      'BuildTheUltimateFactory FactorySpeedrun FactoryDominoRun FactoryBlockFarm FactoryManagerForADay ConveyorPuzzleGame FactoryMarbleChain FactoryTriviaShift',
  },
  family: {
    tech: 'FamilyTechSupport FamilyGroupChatChaos FamilyEmojiStory FamilyGadgetSwap FamilyTeachGrandpaToText FamilyGrandmaFirstSelfie AIFamilyPortrait FamilyPasswordCheckup',
    pet: 'FamilyCallsTheDog FamilyWhoDoesCatChoose NewestFamilyMember FurryFamilyPortrait FamilyFetchRelay PetPhotobombsTheFamily FamilyBunnyHopCourse FamilyPuppyTrickShow',
    music:
      'FamilyKaraokeBattle FamilyJamOnBuckets FamilySingAlong WriteAFamilyAnthem FamilyGenerationsChoir FamilyPotsAndPansBand WeAreFamilyCover FamilyLullabyRemix',
  },
  'family photo': {
    fitness:
      'FamilyPhotoPlank FamilyPhotoJumpingJacks FamilyPhotoJumpShot PiggybackFamilyPhoto FamilyPhotoWallSit HoldThatPoseWorkout FamilyPhotoLungeLineUp FamilyPhotoSquatSmile',
    music:
      'FamilyPhotoDrumroll SayCheeseJingle FamilyPhotoSingAlong FamilyAlbumSoundtrack FamilyPhotoThemeSong FamilyPhotoRecordCover FamilyPhotoLipSyncPose FamilyPhotoRapRecap',
    art: 'FamilyPhotoCollage FamilyPhotoStickFigures FamilyPhotoShadowbox PaintYourFamilyPhoto FamilyPhotoCartoon FamilyPhotoSketchbook FamilyPortraitInClay FamilyPhotoMosaic',
    pet: 'FamilyPhotoDogPose FamilyPhotoPetPhotobomb FamilyPhotoCatRefuses FamilyPhotoPuppyCenter FurryFamilyPortrait FamilyPhotoHamsterCameo FamilyPhotoGoldfishBowl FamilyPhotoKittenCuddle',
  },
  'family reunion': {
    cooking:
      'FamilyReunionPotluck FamilyReunionCookout FamilyPieFaceOff FamilyMacAndCheeseWar GrandmasSecretRecipe FamilyReunionDessertTable FamilyReunionSaladBar FamilyReunionCobbler',
    art: 'FamilyReunionPhotoWall FamilyReunionScrapbook FamilyReunionTreeMural GenerationsCollage HandprintBannerCraft FamilyReunionFaceSketch FamilyReunionQuiltSquares FamilyReunionChalkArt',
    pet: 'FamilyReunionDogPack FamilyReunionPetPhoto FamilyCritterParade KittyHidesFromFamily CousinPupsMeetUp GrandpasOldHoundNap FamilyReunionBunnyPen FamilyReunionKittenCam',
    gaming:
      'FamilyReunionTrivia FamilyReunionSpades FamilyReunionDominoes GenerationsGameShow FamilyReunionQuizBowl FamilyReunionRingToss FamilyReunionBingo FamilyReunionCornhole',
    music:
      'FamilyReunionSingAlong FamilyTalentShow FamilyReunionSongRelay WeAreFamilyCover FamilyReunionDrumCircle UncleGuitarSolo FamilyReunionKazooBand FamilyReunionOldiesHour',
  },
  'family time': {
    prank:
      'FamilyTimeCerealDinner FamilyPillowFortAmbush DressLikeDadDay FamilyMysteryOuting FamilyTimeWhoopeeCushion FamilyTimeTwinning FamilyTimeSillyHatDay BackwardsFamilyTime',
    educational:
      'FamilyTreeProject GrandmaStoryInterview FamilyTimeTrivia FamilyScienceNight FamilyTimeRecipeMath AskGrandpaAnything StargazingFamilyTime KidsTeachFamilyTime',
    gaming:
      'FamilyTimeGameNight FamilyTimeTreasureQuest CharadesChampionship FamilyTimeCardSharks FamilyTimeRacingCup FamilyTimeDominoBattle FamilyTimeTournament FamilyTimeDrawAndGuess',
  },
  'family vacation': {
    dance:
      'FamilyVacationConga FamilyTripDanceOff FamilyLuauMoves PoolsideFamilyShuffle HotelRoomDiscoNight FamilyVacationMoonwalk FamilyVacationLimbo FamilyVacationHulaStep',
    cooking:
      'FamilyVacationPicnic FamilyTripSnackPrep FamilyVacationSmoothies FamilyVacationFruitSalad CookTheLocalDish CoolerSandwichLine FamilyVacationBreakfast FamilyVacationTacoNight',
    tech: 'FamilyTripTranslateDare FamilyTripTimelapse FamilyTripOneSecondADay FamilyTripSelfTimerShot FamilyVacationEmojiRecap FamilyTripPhotoDump FamilyVacationVlog FamilyVacationMapPins',
    pet: 'PetJoinsFamilyPhoto FamilyDogBeachDay FamilyTripWithRover FamilyTripCatCarrier PuppyCarRideReady CatSitterVideoCall FamilyVacationHomecoming FamilyVacationKittyCam',
  },
  february: {
    prank:
      'FebruarySecretCupid FebruaryDoorOfHearts FebruaryPinkEverything FebruaryCandyMessages GroundhogDayRepeat LoveBugInvasion February30Calendar MysteryRoseFebruary',
    educational:
      'WhyFebruaryIsShort FebruaryLeapYearMath FebruaryFactFrenzy FebruaryBirthstoneQuiz FebruarySnowflakeLab DidTheGroundhogLie FebruaryInventorsTrivia FebruaryMoonSketchLog',
    wellness:
      'FebruaryLoveLetterToMe FebruaryKindnessStreak FebruarySlowSundays FebruaryComplimentJar FebruaryFriendCheckIn FebruaryBlanketEvenings FebruaryDaylightWalk ThankfulFebruary',
    speed:
      'FebruaryCardBlitz FebruarySnowballStack FebruaryRoseFoldTimer FebruaryHeartSort CupidArrowToss LeapDayLeapfrogRace FebruaryCandyUnwrap FastestFebruarySnowman',
    tech: 'FebruaryScreenDetox FebruaryPhotoRecap FebruaryLoveNoteText FebruaryDigitalCard FebruaryEmojiValentine FebruaryWidgetGlowUp AIWritesFebruaryPoems FebruaryWallpaperSwap',
    gaming:
      'FebruaryValentineCharades FebruaryBoardGameDate FebruaryWordSearch FebruaryLoveLetterDuel LeapDayMarathon GroundhogTimeLoop FebruaryPuzzleHunt CozyFebruaryQuest',
    music:
      'FebruaryPlaylistReveal FebruaryPowerBallad FebruaryDuetDare FebruarySerenade FebruaryLeapDayJam HeartbeatBeatbox FebruaryLoveSongSwap SingFebruaryBlues',
  },
  'ferris wheel': {
    fitness:
      'FerrisWheelArmCircles FerrisWheelQueueSquats StepsToTheFerrisWheel LapsAroundFerrisWheel CarnivalCardio PlankTillTheTop FerrisWheelBicycleCrunch FerrisWheelWindmills',
    educational:
      'FerrisWheelFactOrFib HowFerrisWheelsTurn TallestFerrisWheelQuiz FerrisWheelSeatsStayLevel EiffelTowerRival FerrisWheelSpeedCount FerrisWheelMath BuildAFerrisWheelModel',
    speed:
      'FerrisWheelModelRace SelfiesPerFerrisWheel FerrisWheelSketchIn60 BeatTheFerrisWheelLine NameTheSkylineFast FerrisWheelSpinCount FerrisWheelDrawingDash FerrisWheelPuzzleRace',
    music:
      'FerrisWheelLoveSong FerrisWheelSerenade TopOfTheWorldCover SingOnTheFerrisWheel FerrisWheelKazooTune FerrisWheelDuet FerrisWheelHumming FerrisWheelLoopBeat',
    art: 'FerrisLightTrails FerrisWheelWatercolor PaperPlateFerrisWheel SketchTheFerrisWheel FerrisWheelGlowPhoto CarnivalNightCanvas FerrisWheelSpirograph FerrisWheelPopsicleModel',
    pet: 'FerrisWheelHamsterHideout FerrisWheelShapedChews DIYFerrisWheelCatToy FerrisWheelTreatSpin PetsAtTheCarnival CountyFairPupDay FerrisWheelKittyNapBed FerrisWheelFishTankDecor',
    gaming:
      'FerrisWheelDiceRace FerrisWheelBlockBuild FerrisWheelPuzzle FerrisWheelPinball FerrisWheelTrivia FerrisWheelMarbleRun FerrisWheelSpinToWin FerrisWheelCardTower',
    funny:
      'FerrisWheelStuckAtTop FerrisWheelAwkwardDate FerrisWheelPhotoBlooper DadOnTheFerrisWheel IsItMovingYet WheelOfRegret FerrisWheelPepTalk FerrisWheelSelfieFail',
    tech: 'FerrisWheelTimelapse FerrisWheelPanoramaShot FerrisWheelStopMotion FerrisWheelTopViewVideo FerrisWheelPhoneVlog FerrisWheelAltitudeApp FerrisWheelFastForward FerrisWheelWallpaper',
  },
  festival: {
    dance:
      'FestivalShuffle MainStageDanceOff FestivalFlagFlow FestivalHulaHoopGroove SilentDiscoShowdown FestivalRibbonTwirl FrontRowFestivalBop FestivalBassFace',
    educational:
      'HowFestivalsAreBuilt FestivalColorMixLab FestivalDecibelCheck LeaveNoTraceFestival GuessTheWorldFestival FestivalQuizIn60 FestivalCrowdMath FestivalStageLighting',
    cooking:
      'FestivalFunnelCake FoodTruckAtHome FestivalLemonadeStand FestivalSnackPack FestivalCornDogFaceOff FestivalNachoBar MakeFestivalChurros MiniFestivalSkewers',
    art: 'FestivalBeadBracelets GlitterFacePaint DreamFestivalPoster WristbandCollage DesignYourFestivalFlag FestivalPhotoScrapbook FestivalFlowerCrown FestivalTieDyeBanner',
    tech: 'FestivalPhoneSlowMo FestivalBatterySaver FestivalPowerBankTest FestivalOfflineMap FestivalVlogRecap FestivalSilentDiscoApp FestivalChargerHacks FestivalCrowdTimelapse',
    gaming:
      'FestivalKaraokeScore FestivalLineupBuilder FestivalMusicQuiz GuessTheHeadliner RhythmStageBattle FestivalCampCardGames FestivalBingo FestivalCharades',
    funny:
      'FestivalVsReality WristbandTanLine LostAtTheFestival FestivalCampingFails MudBootsAftermath FestivalDadDanceMoves FestivalPonchoMishaps FestivalMomCheckIn',
  },
  fiance: {
    fitness:
      'FianceYogaDate FianceMirrorStretch FianceIntervalSprints FianceMorningJog FiancePlankOff FianceHighFivePushUps PiggybackFianceLunges FianceWheelbarrowWalk',
    pet: 'FianceCatApproval PupSaveTheDate FiancePetRingBearer DogMeetsMyFiance FianceHamsterHello FiancePuppyIntro KittenChoosesFiance FianceTreatTrick',
    gaming:
      'FianceTeamUpQuest FianceChessRivalry FianceNewlywedRound PlayerTwoForLife FianceRacingGameFeud FianceCardBattle FianceCrosswordRace JigsawWithFiance',
    travel:
      'FianceSunsetWalk FianceDayTripDate FianceRoadTrip FianceCityEscape ProposalSpotRevisit FiancePicnicHike FianceTrainDayTrip FianceBucketList',
  },
  'fire safety': {
    fitness:
      'FireSafetyLowCrawl FireSafetyGearSquats FireSafetyBootcamp FireSafetyExitPlanMarch FireStationStairClimb StopDropAndPlank FireSafetyJumpingJacks FireSafetyBearWalk',
    prank:
      'FirehouseCookieDrop FireSafetyHelmetOnDad FireSafetyPopQuizAmbush FireSafetyExitArrowTrail FireStationThankYou FireSafetyRiddleHunt FireSafetyStickyNotes FireSafetyCheckCupcakes',
    cooking:
      'FirehouseChili FirefighterPancakes FireSafetyOvenMitts FireSafetyKitchenCheck FireStationCookOff FireSafetyCookingTips FireSafetyNoBakeBites FireSafetySaladBar',
    travel:
      'FireStationOpenHouse FireSafetyHotelCheck FireSafetyMuseumTrip FireSafetyRentalExitHunt FireSafetyParadeDay FireSafetySignSpotting FireSafetyCampRules FireSafetyTrainTrip',
    tech: 'SmokeDetectorTest FireSafetyVideoQuiz FireSafetySmartAlarm FireSafetyAppChecklist FireSafetyPhoneFlashlight FireSafetyChirpDecoder FireSafetyAlertSetup FireSafetyBatteryReminder',
    funny:
      'SmokeAlarmAtDinner BurntToastPanic FireSafetyKidInspector FireSafetyDrillFaces FireSafetyChirpAt3AM FireSafetyDadLecture FireSafetyOverachiever FireSafetyHelmetHero',
  },
  firewood: {
    dance:
      'FirewoodStackShuffle FirewoodFlannelSway FirewoodLogRoll FirewoodCircleDance TimberTwoStep LumberjackHoedown FirewoodCabinStomp FirewoodBootScoot',
    cooking:
      'FirewoodPizzaNight FirewoodTrailMix FirewoodFlapjacks SmoresOverFirewood FirewoodLogCake EmberRoastedCorn FirewoodCampBread FirewoodBarkBrownies',
    travel:
      'BuyFirewoodLocally FirewoodStandHunt CabinFirewoodWeekend FirewoodParkCampout FiresideRoadTrip FirewoodForestWalk FirewoodCampsiteHop FirewoodLakesideTrip',
    fashion:
      'FirewoodFlannelFit FirewoodCozyKnit FirewoodWorkwearRunway BeanieAndFirewood LumberjackChic FiresideLayers FirewoodPlaidOff FirewoodVestLook',
    art: 'PaintedFirewoodSlices FirewoodLogFaces FirewoodStackArt FirewoodMiniCabin FirewoodStickFigures FirewoodCoasterCraft FirewoodBarkRubbing FirewoodTwigFrame',
    tech: 'FirewoodWoodIDApp FirewoodFlameSlowMo FirewoodTimelapse AIRatesMyFirewood FirewoodStackMeasure FirewoodPriceCompare FirewoodStopMotion FirewoodScaleTest',
    music:
      'FirewoodCrackleBeat FirewoodPercussion FirewoodSingAlong WoodblockFromFirewood FirewoodRhythmSticks FiresideStrum FirewoodXylophone FirewoodDrumCircle',
    fitness:
      'FirewoodFarmerCarry FirewoodSquats FirewoodOverheadPress GatherFirewoodHike LogLiftLadder WoodpileWorkout FirewoodWheelbarrowRun FirewoodToeTouches',
  },
  'first aid': {
    fitness:
      'RescueDragDrill CPRPillowPractice FirstAidPlankHold FitForFirstAid FirstAidJumpingJacks FirstAidHikeReady FirstAidStairClimb FirstAidPushUpPace',
    cooking:
      'GetWellSoup ElectrolytePopsicles FirstAidKitCookies FirstAidCrossCake KitchenBurnFirstAid FirstAidBoxBentoLunch GingerTeaFirstAid CandyFirstAid',
    art: 'FirstAidComicStrip FirstAidHowToDoodle BandageCollage FirstAidStickFigures FirstAidKitMakeover SafetyPosterArt EmojiFirstAidChart PaintedFirstAidTin',
    tech: 'FirstAidPhoneSOSSetup FirstAidEmergencyContacts FirstAidAppDrill FirstAidOnMyLockScreen FirstAidMedicalID AICoachesCPR SmartwatchFirstAid FirstAidVoiceAssistant',
    gaming:
      'FirstAidEscapeRoom FirstAidTrivia FirstAidScenarioCards GrabTheMedkit FirstAidRolePlay FirstAidBoardGame ChooseYourFirstAid FirstAidMedicCharades',
  },
  'first apartment': {
    prank:
      'SecretlyStockTheFridge FirstApartmentWelcomeSign FirstApartmentGnomes FirstApartmentRubberDucks FirstApartmentBalloons PlantOnTheDoorstep FirstApartmentDoormat StickyNoteFirstApartment',
    educational:
      'FirstApartmentBreakerHunt UtilityBillsDecoded FirstApartmentLeaseTips FirstApartmentFixIt FirstApartmentBudget FirstApartmentRedFlags FirstApartmentUnclogDrain ToolkitFirstApartment',
    fashion:
      'FirstApartmentFitCheck SmallClosetCapsule FirstApartmentComfyWear FirstApartmentRobeGame FirstApartmentGlowUp FirstAptHostLook MyFirstApartmentOOTD FirstApartmentPJs',
    pet: 'RescueRoommatePup FirstAptCatInspector FirstApartmentDogTour FirstNightPetCam KittenProofMyPlace FirstApartmentFishTank FirstApartmentPetCorner DoggoFirstApartment',
    gaming:
      'FirstApartmentSimBuild FirstApartmentCharades FirstApartmentCardDuel FirstPlaceGameNight PlayerTwoRoommate FirstApartmentTrivia FirstApartmentBingo FirstApartmentPuzzleDay',
    fitness:
      'FifthFloorWalkUp FirstApartmentPivot FirstApartmentHomeGym FirstApartmentBoxCarry FirstApartmentHIIT FirstAptFutonDips StairsToFirstApartment FirstApartmentSquats',
  },
  'first paycheck': {
    fitness:
      'FirstPaycheckGymHaul FirstPaycheckBurpeeCount FirstPaycheckNewKicks FirstPaycheckWorkoutPlan PaydayPushups EarnItBurnIt FirstPaycheckDumbbells FlexYourFirstPaycheck',
    educational:
      'DeductionsDecoded WhatIsGrossVsNet FirstPaycheckBudget PayYourselfFirst FirstPaycheckMath FirstPaycheckTaxShock FirstPaycheckSavingsPlan ReadYourFirstPaycheck',
    music:
      'FirstPaycheckAnthem FirstPaycheckDrumroll FirstPaycheckDuetDare FirstPaycheckKaraoke ChaChingRemix PaydayJam RapYourFirstPaycheck FirstPaycheckMicDrop',
    art: 'FrameYourFirstPaycheck DollarBillOrigami FirstVisionBoard FirstPaycheckSketch FirstPaycheckCollage PaintYourPayday FirstPaycheckPortrait FirstPaycheckCanvas',
  },
  'fitted sheet': {
    educational:
      'HowToFoldAFittedSheet WhyFittedSheetsPopOff ThreadCountTruth FittedSheetFabricQuiz FittedSheetGeometry FittedSheetCornerTrick FittedSheetMeasureUp ElasticFittedSheetTest',
    cooking:
      'FoldLikeAFittedSheet FittedSheetPicnic FittedSheetBurrito FittedSheetCrepes LaundryDayBakeOff NoCrumbsFittedSheet FittedSheetPieCrust FittedSheetLasagna',
    travel:
      'FittedSheetBeachHack CampingFittedSheet HostelBunkBattle HotelFittedSheetFold FittedSheetRoadTrip PackingAFittedSheet FittedSheetAirMattress FittedSheetTentFort',
    gaming:
      'FittedSheetBossFight FittedSheetSpeedrun HardModeFittedSheet FittedSheetBalloonVolley FittedSheetTugOfWar FittedSheetHideAndSeek FittedSheetTeamFold FittedSheetMazeGame',
  },
  flag: {
    dance:
      'ColorGuardFlagSpin FlagWaveChoreo DanceWithAFlag FlagFigureEight FlagTwirlTakeover HalftimeFlagShow RippleLikeAFlag FlagMarchStep',
    prank:
      'FlagBirthdaySurprise FlagBuntingAmbush TinyFlagsInTheirLunch WelcomeHomeFlagParade FlagOnMyPillowPrank WhiteFlagCookieTruce FlagRaisingWakeUp FlagClaimsTheFries',
    art: 'DesignYourOwnFlag FlagWatercolor FlagBuntingCraft PixelArtFlag RedesignYourStateFlag FamilyFlagCrest BottleCapFlagMosaic FlagFromMemory',
    tech: 'FlagQuizAppStreak FlagPhotoEditDare AIGuessesTheFlag CodeAFlagInPython EmojiFlagDecoder FlagWallpaperDesign AnimateAFlagFlutter FlagColorPicker',
    gaming:
      'CaptureTheFlagNight FlagGuessTheCountry FlagDailyQuizStreak FlagPictionary FlagHideAndSeek FlagKnockoutRounds FlagOnTheForehead FlagSpeedSnap',
  },
  flannel: {
    dance:
      'FlannelHoedown FlannelTwoStep LumberjackJig PlaidShuffle FlannelDoSiDo FlannelWaistTieTwirl BarnDanceFlannel FlannelSpinMove',
    educational:
      'HowFlannelIsMade FlannelPlaidOrTartan WhyWoolKeepsWarm FlannelFabricCloseUp FlannelVsFleeceTest FlannelFiberQuiz FlannelPatternMath FlannelPaperWeaving',
    cooking:
      'FlannelCiderDonuts FlannelChiliNight LumberjackBreakfast PlaidPieCrust FlannelPicnicSandwich FlannelSmoresBar FlannelSoupSwap MapleFlannelPancakes',
    wellness:
      'FlannelCozySunday PlaidBlanketReading FlannelPorchCoffee CiderAndJournal FlannelPillowFort WrapUpInFlannel FlannelForestWalk FlannelGratitudeJar',
    art: 'FlannelPatchQuilt BuffaloCheckStencil FlannelEmbroidery TapePlaidPainting FlannelUpcycle FlannelPillowSewing FlannelScrunchie FlannelCollageCard',
    tech: 'FlannelPixelPlaid FlannelThriftAppHunt FlannelClosetSpreadsheet AIDesignsMyFlannel FlannelFallFilter FlannelSketchOnTablet FlannelOutfitTimelapse FlannelStopMotion',
    gaming:
      'LumberjackSurvivalRun FlannelFarmSimFit FlannelAvatarStyle FlannelCozyGameNight FlannelCharacterCosplay FlannelCheckersMatch FlannelTicTacToe FlannelCardDuel',
    music:
      'FlannelFolkCover GrungeFlannelRiff FlannelPorchSingAlong SmellsLikeFlannel UnpluggedInFlannel FlannelCabinBallad FlannelKazooJam FlannelHarmonica',
  },
  flashcard: {
    cooking:
      'FlashcardSpiceIDTest FlashcardIngredientDraw FlashcardBakeOff FlashcardCookingQuiz MysteryMenuShuffle IndexCardRecipeBox SmoothieByFlashcard PizzaToppingFlashcards',
    music:
      'FlashcardChordShapes FlashcardRhythmClaps FlashcardLyricDrop FlashcardRapBattle NameThatNoteCards FlashcardBeatboxCue HumTheFlashcard SingYourFlashcards',
    tech: 'FlashcardAppShowdown FlashcardAIMaker FlashcardCodingTerms FlashcardScanToDeck WristFlashcards AIQuizzesMe FlashcardDailyStreak FlashcardVoiceQuiz',
    gaming:
      'FlashcardHotSeat FlashcardPointsBoard FlashcardMemoryMatch FlashcardSlapJack LevelUpYourFlashcards QuizMeGameNight FlashcardBingo SpeedrunYourFlashcards',
  },
  'flea market': {
    educational:
      'FleaMarketWhatsItWorth HaggleLikeAPro FleaMarketDetective SwapMeetMath FleaMarketRealOrReplica FleaMarketOldOrNew FleaMarketEraQuiz MysteryFleaMarketTool',
    music:
      'FleaMarketPotsAndPansBand FleaMarketRecordHaul FleaMarketCassetteMix FleaMarketBuskerJam SwapMeetSoundCheck FiveDollarGuitarCover FleaMarketJunkDrums TuneAFleaMarketUke',
    tech: 'DoesItStillWork FleaMarketCameraTest FleaMarketWalkmanFind FleaMarketTechRescue SwapMeetMysteryGadget FleaMarketTypewriter ScanAFleaMarketPhoto FleaMarketRetroPhone',
    gaming:
      'RetroCartridgeHunt FleaMarketConsoleFix FleaMarketCardTrade FleaMarketBoardGames SwapMeetChessDuel WillItBoot FleaMarketBingo FleaMarketJigsawRescue',
    cooking:
      'FleaMarketChurros FleaMarketTeaParty FleaMarketTinCookies FleaMarketFunnelCake RecipeCardRevival VintageDishwareDinner FleaMarketJelloMold BakeYourFleaMarketFind',
  },
  florida: {
    fitness:
      'FloridaSunriseRun FloridaParkYoga FloridaBeachBurpees FloridaShadeWorkout GatorCrawlChallenge FloridaBoardwalkMile FloridaSurfPopUps FloridaSandSprints',
    educational:
      'FloridaGatorOrCroc FloridaShellID FloridaSunscreenScience FloridaHurricaneQuiz FloridaWetlandInAJar FloridaBottleRocketLab WhyFloridaIsFlat TurtleNestFlorida',
    cooking:
      'FloridaKeyLimePie FloridaCubanSandwich FloridaOJTasteTest FloridaOrangeCreamPops FishTacoFaceOff SunshineStateSmoothie MangoSalsaFlorida FloridaCitrusSqueezeOff',
    music:
      'FloridaBeachSongCover FloridaSteelDrumJam FloridaGatorBallad FloridaReggaetonMix FloridaIslandBeat FloridaSwampBlues FloridaUkuleleSunset FloridaSeashellShaker',
    tech: 'FloridaBeachPanorama FloridaStormTracker FloridaSolarPowerTest FloridaPhoneOverheat FloridaSunsetTimelapse LiftoffSlowMo SatelliteViewFlorida FloridaHurricaneApp',
    pet: 'FloridaDogBeach FloridaPuppyPaddle CatVsFloridaLizard FloridaKittyWindowWatch FloridaSunriseLeashWalk GatorPlushFetch SandyPawsFlorida SunshineNapFlorida',
    gaming:
      'FloridaTriviaNight FloridaMinigolfTour FloridaFlashcardGame FloridaMapQuiz GatorGolfShowdown FloridaShellMemory FloridaBeachBingo FloridaPlateSpotter',
  },
  flower: {
    funny:
      'FlowerPunBattle HayFeverVsBouquet FlowerPepTalk FlowerCrownOnDad FlowerNamesWeMadeUp TulipsOrTwoLips OverwateredFlowerDrama FlowerThatWontBloom',
    fashion:
      'FloralFitCheck FlowerBehindTheEar DIYFlowerCrown FlowerInYourPocket HeadToToeBlooms MatchYourOutfitToAFlower FlowerPressedNailArt ThriftAFlowerPrint',
    pet: 'DrawYourPetAsAFlower SunflowerPhotoshoot FlowerBlanketPupNap FlowerFieldZoomies StopAndSniffTheFlowers FloralCollarFitCheck FlowerBoxBunnyHideout KittenFlowerShadowChase',
  },
  'fortune cookie': {
    art: 'FortuneCookieClay PaperFortuneCookies FeltFortuneCraft DrawYourFortune FortuneCookieCollage FortuneCookieSketch FortuneCookieOrigami FortuneCookieComicStrip',
    tech: 'FortuneCookieStopMotion AIWritesMyFortuneCookie FortuneCookieVoiceNote FortuneCookieTextAFriend PrintYourFortuneCookies FortuneCookieSlowMoCrack FortuneCookieGreenScreen FortuneCookieWallpaper',
    pet: 'CatSwatsAFortuneCookie DogPredictsMyFortune PetPicksAFortuneCookie HamsterFortuneTeller FortuneCookiePlushToss KittenFortuneFetch FortuneCookieBoxHideout FortuneCookiePupWishes',
  },
  fossil: {
    fitness:
      'FossilHunterHike FossilBucketCarry FossilSieveShakes DigSiteBootCamp FossilStillPlank FossilShovelSquats BurpeesForFossils FossilBearCrawl',
    prank:
      'FossilSandboxTreasure FakeFossilInTheGarden FossilFootprintHallway BuriedBoneSurprise FossilSoapBar RaptorEggInTheFridge FossilExhibitDad FossilChocolateRocks',
    cooking:
      'FossilDigCake FossilAmberCandy FossilLayerPudding ShortbreadFossils FossilCinnamonSwirls ChipExcavationCookies FossilImprintCrackers FossilDinoNuggetPlatter',
    fashion:
      'AmmoniteFossilNecklace FossilAmberRing FossilCharmBracelet FossilDigSiteFitCheck FossilEarrings FossilExplorerVest DressLikeAFossilHunter FossilPrintScarf',
  },
  fountain: {
    dance:
      'BopToTheFountainJets FountainSyncedMoves FountainRainbowTwirl DanceWithTheFountain FountainSplashShuffle FountainFreezeFrame FountainMusicSway FountainWaltzStep',
    fitness:
      'FountainStepUps FountainBenchDips FountainSquareSprints RunEveryFountainInTown FountainPlazaCircuit FountainWallSit LapTheFountainTenTimes FountainWalkingLunges',
    prank:
      'FountainDuckArmada FountainSprinklerAmbush FountainWishNoteSurprise FountainSpoutIllusion BalloonFountainSurprise FountainPopUpCard SodaFountainSillyStraws FountainChalkMessage',
    fashion:
      'FountainPhotoshootFit FountainRaincoatRunway FountainMonochromeLook FountainDateOutfit FountainTwirlDress FountainCoinEarrings FountainEditorialShoot FountainSunhatDIY',
    wellness:
      'TabletopFountainCalm FountainWishJournal FountainRippleBreath FountainWhiteNoise FountainSoundsToSleep SitByTheFountain FountainGratitudeWalk FountainMorningStretch',
    music:
      'FountainDrumCircle FountainShowCover FountainJetRhythm FountainSplashBeatDrop SingByTheFountain FountainAria FountainHumAlong FountainKazooDuet',
    tech: 'FountainSlowMo FountainLivePhotoLoop FountainDayToNightLapse FountainVideoInReverse FountainSilkyWaterHack FountainMusicSync FountainPanoramaShot MapEveryFountainInTown',
    art: 'FountainMosaicTiles PlazaFountainPainting FountainClaySculpture SketchEveryFountain FreezeTheDropsPhoto FountainPastelPortrait FountainChalkDrawing FountainCollageMap',
  },
  'free throw': {
    fashion:
      'FreeThrowFitCheck FreeThrowJerseyLook FreeThrowHeadbandDIY CourtsideFreeThrowGlam FreeThrowShortsThrift FreeThrowWristbandStyle FreeThrowSockGame FreeThrowShoeReveal',
    music:
      'FreeThrowSwishRemix FreeThrowCrowdChant FreeThrowWhistleTune FreeThrowWalkUpSong BallBounceBeat DribbleDrumline HumBeforeFreeThrow SingYourFreeThrow',
    tech: 'FreeThrowVideoCoach FreeThrowPhoneCounter FreeThrowAIFormCheck FreeThrowSplitScreenDuel FreeThrowSlowMoReplay FreeThrowStreakTracker FreeThrow100ShotTimelapse FreeThrowHeadCamSwish',
  },
  friend: {
    pet: 'FriendMeetsMyPet FriendDogWalkSwap OurPuppiesBecomeFriends FriendFetchFaceOff FriendTeachesMyDogATrick FriendPetSitterCam FriendOrMeDogPicks FriendBunnyPlaydate',
    gaming:
      'FriendTeamQuest FriendSplitScreenDuel FriendGrudgeMatch FriendshipEndingGame FriendCardTourney PlayerTwoHasJoined FriendLeaderboard FriendCharadesNight',
  },
  friendship: {
    fitness:
      'FriendshipJogAndChat FriendshipPartnerBurpees HighFivePlankFriends FriendshipSquatSync FriendshipWheelbarrow GalentinesGymDate FriendshipPassAndCatch FriendshipYogaPoses',
    art: 'FriendshipPortraitSwap FriendshipDrawEachOther FriendshipMugPainting FriendshipBraceletDIY GalentinesCardCraft FriendshipComicCollab FriendshipQuilt FriendshipCollageWall',
    gaming:
      'FriendshipTeamQuest FriendshipTriviaDuel FriendshipSplitScreenFeud FriendshipEndingGames GalentinesKartNight FriendshipCheckersMatch FriendshipCardShowdown FriendshipCharades',
  },
  fruit: {
    prank:
      'GooglyEyeFruitBowl FruitStickerSwap BananaPhoneCall FruitMadeOfCake FruitMarkerDoodles FruitOrangePeelSmile FruitSushiFakeout FruitCandyLookalikes',
    music:
      'FruitDrumKit FruitRapBattle WatermelonThumpSolo FruitSeedShakers FruitBowlBeatbox FruitSaladSingAlong FruitStandSerenade FruitKazooAnthem',
    art: 'FruitStillLife FruitPeelMosaic FruitFaceArt FruitStampPrints PaintWithFruitJuice BananaTattooArt FruitClaySculpt FruitPencilSketches',
    tech: 'FruitTimelapseRot FruitSlowMoSlice FruitBatteryLight AIGuessesMyFruit FruitPhoneMacroShots FruitSaladStopMotion FruitPhotoEditFaceOff FruitGreenScreen',
    pet: 'FrozenFruitPupsicle DogBlueberryCatch FruitPlushFetch FruitCrateCatNap FruitBasketPetPortrait FruitShapedHamsterHouse FruitBunnySnackBoard FruitPrintKittyBlanket',
  },
  'furniture assembly': {
    cooking:
      'FlatpackCookieHouse AllenKeyPretzels SwedishMeatballBreak FurnitureAssemblyPizza FlatpackSandwichStack FurnitureAssemblySnacks FurnitureAssemblyCake WaferFurnitureAssembly',
    tech: 'FurnitureAssemblyByVoice DrillVsAllenKey AIReadsTheManual FlatpackHowToReel FurnitureCableHide FlatpackDeskSetup FurnitureAssemblyLapse FurnitureAssemblyVlog',
    gaming:
      'FlatpackBossLevel FurnitureAssemblyTeamUp FlatpackTrunkPuzzle GuessTheFlatpackPiece FlatpackBuildOff NoLeftoverScrews FlatpackPartBingo FlatpackScavengerHunt',
    fitness:
      'FlatpackBoxLift AllenKeyForearms FurnitureAssemblySquats FlatpackWallSitBuild FlatpackPlankAndTighten RepPerScrew HIITFurnitureAssembly FlatpackStairsCarry',
  },
  'garden center': {
    prank:
      'GardenGnomeInvasion GardenCenterGooglyCacti GardenCenterTinyHats GardenCenterRubberFrog GardenCenterFakeSprout PlasticPlantSwap GardenCenterMiniBouquet GardenCenterPetRock',
    tech: 'GardenCenterFlowerIDApp GardenCenterPortraitMode GardenCenterSlowMoMist GardenCenterPhotoWalk GardenCenterHaulVlog PlantCamTimelapse ScanTheGardenCenter GardenCenterMacroShot',
  },
  garlic: {
    prank:
      'GarlicPunDoodleNotes GarlicClovesWithFaces GarlicPlushPillow GarlicBreadBouquet GarlicBraidCrown NoVampiresGarlicDoorSign GarlicShapedChocolates GarlicBulbCakeDecoy',
    wellness:
      'SlowRoastGarlicSunday MindfulGarlicPeel PlantAGarlicClove GarlicSoupForTheSoul GarlicBraidingZen GarlicPotWindowsill GarlicBreadComfortNight GarlicGardenMorning',
    tech: 'GarlicSproutTimelapse GarlicGadgetTierList GarlicPeelerHack AirFryerGarlicTest GarlicPeelSlowMo GarlicStopMotion AskAIHowMuchGarlic GarlicMacroCloseUp',
  },
  'garlic bread': {
    fitness:
      'EarnYourGarlicBread LungeForGarlicBread GarlicBreadSquatSet GarlicBreadPlankHold GarlicBreadCarbLoadRun GarlicBreadWallSit GarlicBreadJumpingJacks GarlicBreadBearCrawl',
    fashion:
      'GarlicBreadDinnerFit GarlicBreadAsAnAccessory GarlicBreadPurseDare DressLikeGarlicBread GarlicBreadCostumeDIY GarlicBreadGoldenGlowUp GarlicBreadHairClips GarlicBreadSockReveal',
  },
  'getting dressed': {
    funny:
      'GettingDressedByMyKids DressingInTheDark GettingDressedInMitts GettingDressedAt6AM GettingDressedOneHanded BackwardsSweaterReveal SlowMoGettingDressed GettingDressedNarrator',
    travel:
      'GettingDressedRainyTrip GettingDressedInATent GettingDressedOnTrains DressingLikeALocal DressingFromASuitcase GettingDressedOnVacation GettingDressedForThePark GettingDressedCarryOn',
    gaming:
      'GettingDressedLoadout DressingAsMyAvatar GettingDressedSpeedrun GettingDressedLikeAHero GettingDressedCharades DressUpGameNight DiceRollGettingDressed GettingDressedBingo',
  },
  'getting old': {
    fitness:
      'GettingOldToeTouch GettingOldBalanceTest GettingOldSitToStand AgingBackwardsHIIT KneeFriendlyAgingWorkout GettingOldChairYoga GettingOldGripOff GettingOldWalkingLunges',
    educational:
      'GettingOldBrainMyths GettingOldSleepScience GettingOldAskAnElder GettingOldLongLifeQuiz WhyJointsCrack CentenarianSecrets GettingOldBalanceScience GettingOldMemoryTricks',
  },
  'getting ready': {
    wellness:
      'GettingReadySlowly GettingReadyPhoneFree GettingReadyThreeThanks GetReadyAffirmations MirrorPepTalk SunlightFirstThing GettingReadyStretchBreak NoRushGettingReady',
    gaming:
      'GettingReadySpeedrun GettingReadyHighScore GetReadyMorningBingo GettingReadyPressStart GettingReadyLevelUp LoadingScreenMakeup GettingReadyDiceGame GettingReadyQuestLog',
  },
  ghost: {
    educational:
      'GhostBustingScience GhostFactOrFiction GhostDustOnCamera LocalGhostLegendQuiz WhyHousesCreak HowGhostStoriesScareUs DebunkAGhostPhoto GhostColdSpotHunt',
    travel:
      'JoinAGhostTour GhostTownRoadTrip GhostStoryCampout GhostWalkAtDusk GhostHauntedHotelStay GhostLegendsNearMe GhostMuseumExhibit GhostCastleVisit',
    wellness:
      'GhostModeWeekend GhostFloatStretch GhostNightLightUnwind GhostWorryJar GhostBooBreathing GhostNameYourFears GhostYourPhone GhostBlanketNap',
    music:
      'GhostStorySoundtrack GhostWhistleSolo GhostOoohHarmony BestGhostSoundEffect GhostBooBeatDrop WhoYouGonnaCall GhostSongSingOff GhostKazooChoir',
    art: 'GhostBlurPhoto CheeseclothGhosts SidewalkChalkGhosts DrawYourHouseGhost GhostRockPainting GhostShadowPuppets GhostifyYourPortrait GhostPaperLanterns',
    gaming:
      'GhostCardBingo GhostFlashlightTag RollAGhostStory GhostDodgeball GhostHideAndSeek BeatYourGhostLap GhostInTheGraveyard GhostCharades',
  },
  'gift shop': {
    educational:
      'GiftShopPennyFacts GiftShopCountryLabels GiftShopMagnetScience GiftShopPostcardQuiz HowSnowGlobesWork WhoMadeMySouvenir GiftShopPriceMath GiftShopArtifactGuess',
    fashion:
      'GiftShopHatFitCheck GiftShopPinJacket SouvenirShopSweater GiftShopTeeRestyle TouristyButMakeItChic GiftShopBagCharms GiftShopGlamUp GiftShopScarfHaul',
    tech: 'GiftShopPriceCheckApp GiftShopSelfieFilter GiftShopGadgetTest SouvenirShopPhotoHunt GiftShopHaulFlatLay GiftShopTourIn30 GiftShopUnboxingCam GiftShopVlogRecap',
    pet: 'GiftShopPetToyHaul GiftShopCatBandana GiftShopPuppyCollar SouvenirShopForFido GiftShopKittenCatnip GiftShopPetTreats GiftShopPlushFetch GiftShopPupPhotoOp',
    gaming:
      'GiftShopWhatsMissing GiftShopPriceIsRight GiftShopBingoCard GiftShopClawMachine SouvenirScavengerHunt GiftShopMemoryGame GiftShopISpy GiftShopCharades',
  },
  girlfriend: {
    fitness:
      'GirlfriendLiftsMe GirlfriendPlankOff GirlfriendGymBuddy SweatWithMyGirlfriend GirlfriendJogDate GirlfriendYogaFail GirlfriendSpotsMe GirlfriendPartnerSquats',
    music:
      'GirlfriendKaraoke SerenadeMyGirlfriend GirlfriendDuet GirlfriendHumsGuessIt GirlfriendOurSongCover GirlfriendSingingLesson GirlfriendLipSyncOff GirlfriendKazooLoveSong',
    gaming:
      'GirlfriendCarriesMe GirlfriendKartRival GirlfriendTeamUpNight GirlfriendPuzzleRace GirlfriendChessUpset BeatMyGirlfriendAtCards OutscoreMyGirlfriend GirlfriendCharadesDuel',
  },
  glamping: {
    prank:
      'GlampingRoomSwap GlampingCricketSoundboard GlampingTeddySleepover GlampingGooglyEyeTent GlampingMintOnPillow GlampingFakeBreakfastMenu SofaFortGlamping GlampingLuxuryFakeout',
    cooking:
      'GlampingCharcuterie GlampingSmoresBar GlampingPicnicHamper GlampingFruitParfaits GlampingBrunchBoard GlampingSkilletPizza FoilPacketGlamping SkewerGlampingFeast',
    fashion:
      'GlampingCozyKnitLook GlampingFitCheck GlampingLinenLayers GlampingGoldenHourShoot GlampingPonchoPose GlampingHatTryOn GlampingBohoRunway GlampingBootsAndDress',
    music:
      'GlampingPlaylistNight GlampingHarmonies BellTentSingAlong GlampingAcousticSet GlampingRadioJam GlampRockCover RainOnCanvasGlamping StarlightGlampingSong',
    gaming:
      'GlampingStoryDice GlampingLanternChess GlampingHammockGoFish GlampingCharades GlampingStarTrivia YurtBoardGameNight WerewolfGlamping GlampingWordChain',
  },
  glasses: {
    educational:
      'HowGlassesWork GlassesPrescriptionQuiz GlassesRefractionLab WhatAnEyeExamChecks WhoInventedGlasses GlassesVsContacts PinholeGlassesTest GlassesShirtVsLensCloth',
    wellness:
      'GlassesEyeBreak GlassesOffDaydream GlassesOffFarGaze RestYourSpecs GlassesOffNatureWalk GlassesBlueLightBedtime GlassesOffStretch GlassesScreenFreeHour',
    tech: 'WhichGlassesSuitMeFilter GlassesVirtualTryOn GlassesFaceShapeAI DoBlueLightGlassesWork GlassesPhotoGlareFix PhoneMagnifierVsMyGlasses GlassesScreenZoomSettings GlassesFogTest',
    pet: 'GlassesCatSteals NewGlassesPetReaction DrawMyDogInGlasses GlassesFilterOnPuppy BlurryBunnyWithoutGlasses GlassesChewProofCase GlassesStoryTimeKitten GlassesSmudgedByDoggo',
    funny:
      'GlassesOnMyHead GlassesFogUpFail GlassesOffBlurryWorld GlassesWearerProblems GlassesCleanWithShirt WhereAreMySpecs GlassesSwapWithGrandpa GlassesLostInPlainSight',
    music:
      'GlassesPushUpOnBeat GlassesNerdRockCover GlassesLipSync SunglassesAtNightSing GlassesCaseDrumSolo SpecsKaraoke GlassesKazooAnthem GlassesOperaAria',
  },
  'glitter bomb': {
    fitness:
      'GlitterBombFinishLine GlitterBombBottleCurls GlitterBombFunRun GlitterBombJumpingJacks GlitterBombRewardReps GlitterBombSquatJumps BurpeeGlitterBomb DanceCardioGlitterBomb',
    prank:
      'GlitterBombComplimentJar GlitterBombNothingInside GlitterBombMusicBox FakeGlitterBomb GlitterBombMessFreeCard ConfettiNotGlitter GlitterBombBubbleSurprise GlitterBombSpringSnake',
    tech: 'GlitterBombSlowMo GlitterBombLEDJar GlitterBombRewindClip GlitterBombVideoFilter GlitterBombPhoneWallpaper GlitterBombVacuumTest GlitterBombMacroPhoto GlitterBombNightModePic',
    funny:
      'GlitterStillInMyHair GlitterBombVsVacuum DadVsGlitterBomb GlitterBombAftermath FindingGlitterInJuly GlitterBombFail DramaticGlitterBomb NatureDocGlitterBomb',
  },
  globe: {
    educational:
      'GlobeVsFlatMap FindItOnTheGlobe WhyTheGlobeTilts GlobeContinentPuzzle OrangePeelGlobeTest GlobeTimeZoneSpin GlobeLatitudeLineHunt GlobeOceanCurrentsDemo',
    tech: 'GlobeTwirlSlowMo GlobeFlashlightSunrise GlobeSpinToStreetView GlobeVsMapApp GlobeVirtualTour GlobeSatelliteZoomIn GlobeStopMotionTrip GlobeSelfieSeries',
    pet: 'PetSpinsTheGlobe GlobeCatSwat GlobeBallChase PawPicksOurTrip GlobeTrotterPup GlobeKittenNap GlobeRollingFetch GlobeHamsterExplorer',
  },
  'go kart': {
    educational:
      'WhyGoKartsDrift GoKartRacingLine GoKartPhysics GoKartSeatbeltScience GoKartTireGrip KartCornerMath HowGoKartEnginesWork GoKartSafetyQuiz',
    fashion:
      'GoKartPitCrewCosplay GoKartCheckeredFitCheck GoKartHelmetHairFix GoKartRaceDayLook GoKartRacerRunway KartGlovesGlowUp DressForTheGoKart GoKartStripeTeeDIY',
  },
  goal: {
    prank:
      'GoalStickyNoteTakeover GoalFinishLineTape GoalMedalAmbush GoalHypeManWakeUp GoalSurpriseTrophy GoalConfettiWelcome GoalAlarmClockRelocate GoalPepTalkVoicemail',
    educational:
      'WhyWritingGoalsWorks GoalProgressGraph AreYourGoalsRealistic GoalSmallStepsPlan TinyHabitsBigGoals GoalLineReplayCheck GoalMotivationScience DoGoalStreaksHelp',
    speed:
      'GoalThirtyDayDash GoalBeatTheDeadline GoalPomodoroBlitz GoalSprintWeek QuickestGoalInTheYard GoalPenaltyKickCountdown GoalTwoMinuteStart GoalChecklistRush',
    pet: 'NewTrickGoal GoalPuppyRecall GoalLooseLeashWalk DogGoalkeeper KittenHighFiveGoal GoalPetPersonalBest GoalBunnyAgility GoalCatComesWhenCalled',
    funny:
      'GoalsVsReality GoalDayOneHype MotivationLastedAnHour MyGoalsByFebruary OwnGoalReplay HobbyGraveyardTour OverambitiousGoalList GoalTrackerAbandoned',
  },
  goggles: {
    fitness:
      'GogglesOnLapCount GogglesFlutterKicks GogglesSprintLadder EarnYourGoggleMarks GogglesKickboardSet GogglesTreadOff GogglesDrylandArmCircles GogglesButterflyDrill',
  },
  google: {
    dance:
      'GoogleEarthSpin GoogleTopSongFreestyle GoogleTrendingMoveCopy GoogleDoodleBoogie GoogleChartHitGroove GoogleTutorialFirstTry HeyGoogleDanceBreak GoogleHowToDanceTest',
    fitness:
      'GoogleMapsArtRun GoogleTimerTabata GoogleEarthMarchInPlace GoogleFitStreak StreetViewHikePlan GoogleStepLeaderboard HeyGoogleCountMyReps GoogleCalendarWorkouts',
    educational:
      'GoogleSearchTricks GoogleEarthGeography GoogleArtsCultureTour HowGoogleRanksPages GoogleStreetViewGuess GoogleFactCheck GoogleTrendsLesson GoogleSheetsBudgetBuild',
    cooking:
      'GoogleFirstRecipeTest GoogleLensMysteryVeg GoogleTimerEggs GoogleTranslatedDish GoogleTopSearchDinner GoogleTrendingBakeOff CookWhatGoogleSays GoogleRandomCuisineNight',
    fashion:
      'GoogleLensFitFind GoogleTrendsOutfit GoogleShoppingHaul DressInGoogleColors ImFeelingLuckyLook GoogleRetroStyleRemake GoogleDoodleTee GoogleLogoNailArt',
    speed:
      'GoogleFeudBlitz GoogleDinoRunRecord GoogleSearchRace FastestGoogleAnswer StreetViewSpeedGuess GoogleLensSprint GoogleEarthFlagRush GoogleDocsTypingTest',
    music:
      'GoogleHumToSearch GoogleTranslateSong GoogleAssistantBeatbox GoogleDoodleBeatMaker GoogleMapsVoiceRemix HeyGoogleJingle GoogleLyricsKaraoke GoogleMetronomeGroove',
  },
  grandkid: {
    cooking:
      'GrandkidDumplingFold GrandkidPancakeSunday GrandkidNoBakeTreats GrandkidLearnsTheRecipe GrandkidBakingLesson GrandkidCookieSwap GrandkidPizzaNight GrandkidSandwichShop',
    fashion:
      'GrandkidStylesGrandma GrandkidSweaterSwap GrandkidBroochBorrow GrandkidTwinningDay GrandkidClosetRaid GrandkidScarfStyling GrandkidHatParade GrandkidMatchingPajamas',
    speed:
      'GrandkidSpeedQuiz GrandkidSockMatchRace GrandkidTextingRace GrandkidSnapShowdown GrandkidPuzzleBlitz GrandkidCardShuffleDash GrandkidCookieDecorRush GrandkidBlockTowerRelay',
  },
  grandparents: {
    fitness:
      'GrandparentsMorningWalk GrandparentsStretchDate GrandparentsTaiChi GrandparentsParkLaps GrandparentsStepOff GrandparentsChairYoga GrandparentsBalloonVolley GrandparentsSquatCount',
    pet: 'GrandparentsMeetMyPet GrandparentsPetSitting GrandparentsSpoilThePup GrandparentsCatNap GrandparentsPuppyVisit GrandparentsDogWalk GrandparentsBunnyCuddles GrandparentsKittenPlay',
    gaming:
      'GrandparentsGameNight GrandparentsTryGaming GrandparentsCardTricks GrandparentsChessLesson GrandparentsRummyDuel GrandparentsKartRace GrandparentsBingoHall GrandparentsDominoes',
  },
  grass: {
    educational:
      'WhyGrassIsGreen BambooIsAGrass GrassSmellSniffTest HowGrassRegrows GrassRootsScience GrassBladeUpClose GrassTypesQuiz GrassPhotosynthesisLab',
    fashion:
      'GrassGreenFitCheck GrassStainRescue GinghamOnTheGrass GrassSneakerCleanTest GrassLawnPartyLook GrassMeadowPhotoshoot GrassPicnicDress GrassStrawHatSwap',
    speed:
      'GrassHillRollRace GrassFourLeafCloverHunt GrassSackHop GrassCartwheelCount BarefootGrassRelay GrassDandelionDash GrassTiptoeRace GrassDaisyChainRush',
    music:
      'GrassWhistleCover TouchGrassAnthem GrassStompBeat BladeOfGrassKazoo GrassLawnChairJam GrassCricketChorus GrassyHillSerenade GrassPicnicUkulele',
    art: 'GrassHeadBuddy GrassLeafRubbing MazeInTallGrass GrassPrintPainting WeaveAGrassCrown GrassPressedCollage GrassClippingMosaic GrassBladeSketchbook',
    tech: 'GrassGrowthTimelapse TurfVsRealGrass GrassBugCloseUp ZoomIntoAGrassBlade GrassDewDropMacro GrassPanoramaShot GrassPlantIDScan GrassSlowMoSprinkler',
    pet: 'GrassSniffariWalk CatGrassTasteTest FirstTimeOnGrass GrassKittenPounce DogGrassRoll ZoomiesOnTheLawn GrassBunnyPlaypen GrassPupShadeNap',
  },
  gravity: {
    fitness:
      'SquatsVsGravity GravityPullUpLadder GravityPlankHold DefyGravityJumps GravityHangTime GravityOneLegBalance GravityWallSit GravityCalfRaises',
    music:
      'GravityDropTheMic DIYGravityRainStick GravitySongCover GravityWaterDripBeat FreeFallinSingAlong GravityPendulumBeat GravityMarbleMelody GravityBallBounceDrum',
    tech: 'PhoneMeasuresGravity GravityInReverse GravityTiltMazeDare ZeroGravityCamTrick GravityOnMarsCalculator DropTestSlowMo GravityInStopMotion GravityJumpHeightCheck',
  },
  'group chat': {
    educational:
      'GroupChatFactOfTheDay GroupChatQuizNight TeachTheGroupChat MythBustTheGroupChat GroupChatEmojiOrigins DidYouKnowDrop GroupChatFlashcards GroupChatMathRiddles',
    gaming:
      'GroupChatGameNight GroupChatDailyPuzzle GroupChatChessByText DuelTheGroupChat GroupChatWordChain EmojiMovieGuess GroupChatLeaderboard GroupChat20Questions',
  },
  handwashing: {
    funny:
      'HandwashingSurgeonMode HandwashingSongsRanked HandwashingDramaQueen OscarWorthyHandwash TwentySecondsFeelsLong SoapDispenserBetrayal HandwashingCommentary KidsNarrateHandwashing',
    educational:
      'HandwashingGlitterDemo HandwashingPepperTrick HotOrColdHandwash HandwashingWaterOnlyTrial HowSoapKillsGerms WhereBacteriaHide HandwashingBreadMoldTest HandwashingMythOrFact',
    cooking:
      'HandwashingBakingPrep HandwashingPizzaNight HandwashingMeatballs WashYourHandsChef SpotlessCookieDough HandwashingThenTacos HandwashingSushiRoll ApronOnHandwashing',
    travel:
      'HandwashingOnTheGo PicnicHandwashingStation HandwashingAtTheBeach HandwashingTravelKit PaperSoapSheets PortableSinkRoadTrip CampsiteHandwashing HandwashingHikeStop',
    art: 'HandwashingSoapStamps HandwashingGermMonster DesignAHandwashingSign WashYourHandsMural BubblePrintArt FingerprintPainting HandwashingComicStrip HandwashingStopMotion',
    tech: 'HandwashingUVTest Handwashing20SecTimer HandwashingAICoach PhoneSaysWashYourHands HandwashingTimelapse HandwashingBubblesSlowMo WashYourHandsStreak HandwashingWatchAlert',
    pet: 'HandwashingCatCuddles HandwashingFishTank PuppyPlayThenHandwash HandwashingPetPatrol WashYourHandsAndPaws AfterWalkiesCleanUp HandwashingHamsterTime HandwashingDogBowls',
  },
  handwriting: {
    music:
      'PenTapRhythm HandwritingSheetMusic CursiveClickTrack HandwriteYourLyrics HandwritingPencilDrum PenmanshipPercussion HandwritingKaraoke MetronomeHandwriting',
    art: 'HandwritingCalligraphy PortraitInHandwriting FountainPenSketch CursiveFlourishDare HandwritingInkBlots SignatureMandala HandwritingWatercolor HandwritingDoodleBorder',
  },
  hangry: {
    educational:
      'WhyWeGetHangry HangryIsReal IsHangryAWord HangryBrainChemistry HangryAt4PMScience HangryHungerHormone HangryOrTired HangryInOtherLanguages',
    tech: 'AIFixesMyHangry HangrySnackReminder HangryDeliveryCountdown HangryAppFaceOff HangryAlarmOnMyPhone HangryMealPlannerTool HangryMemeMaker HangryCamFilter',
    pet: 'HangryCatAtBreakfast HangryDogBowlNudge HangryPetTranslator HangryKittenYowl DinnerTimeStare HangryPetWakeUpCall HangryPuppyEyes WhoIsMoreHangry',
    gaming:
      'HangryRageQuit HangryHungerBar HangryKitchenRush HangryBossFight HangryPauseTheGame HangrySnackBingo PlayingWhileHangry HangryCardShark',
  },
  'happy birthday': {
    educational:
      'WhoWroteHappyBirthday HappyBirthdayInASL HappyBirthdayLanguages WhyHappyBirthdayIsHard BirthdayTraditionsQuiz BirthdayParadoxMath OneFingerHappyBirthday HappyBirthdayMusicNotes',
    art: 'HandDrawnHappyBirthday HappyBirthdayInChalk HappyBirthdayLettering HappyBirthdayPopUpCard PaintTheBirthdayStar HappyBirthdayPortrait HappyBirthdayBanner HappyBirthdayCollage',
    pet: 'HappyBarkDay HappyMeowthday HappyBirthdayPupCake DogHowlsBirthdaySong PawPrintBirthdayCard HappyBirthdayFavoriteWalk HappyBirthdayKittyParty HappyBirthdayTreatBox',
  },
  'harry potter': {
    educational:
      'HarryPotterLatinSpells HarryPotterPotionsLab HarryPotterPlantsIRL PotterheadPopQuiz HogwartsHistoryExam HarryPotterRealPlaces HarryPotterStarNames WhoInspiredHarryPotter',
    cooking:
      'HarryPotterButterbeer HarryPotterTreacleTart HarryPotterBirthdayCake PotterheadPumpkinPasty HogwartsFeastNight CauldronCakeBake HarryPotterChocoFrogs BrewHarryPotterPotions',
    fashion:
      'PotterheadFitCheck RoundGlassesLikeHarry HarryPotterRobeRunway HarryPotterHouseColors GryffindorGlowUp DarkAcademiaWizard HarryPotterScarfStyle HarryPotterSweaterOff',
    pet: 'HarryPotterPetSorting HarryPotterNamesForCats HarryPotterHedwigTwin PotterheadDogScarf YerAWizardPup CrookshanksLookalike HarryPotterBroomPose PotterheadKittyWandDuel',
  },
  'haunted house': {
    music:
      'CreakyDoorRemix HumLikeAHauntedHouse WhistleInTheHauntedHouse HauntedMonsterMash HauntedPianoTune SpookyScarySingAlong HauntedHouseCreakBeat HauntedHouseBooChoir',
    gaming:
      'HauntedHouseEscapeRoom HauntedHouseTeamNight HauntedHouseClueRound HauntedHouseHideAndSeek HauntedHouseFlashlightTag HauntedBossLevel HauntedHouseBoardGame HauntedHouseTreasureMap',
  },
  'hide and seek': {
    cooking:
      'HideAndSeekCake HiddenVeggieMuffins HideAndSeekCandyCookies HideAndSeekMeatballs HideAndSeekCupcakes HideNSeekSmoothie HideAndSeekDumplings HideAndSeekPizzaToppings',
    tech: 'PhoneCountsHideAndSeek WalkieTalkieHideNSeek HideAndSeekPhotoClues HideAndSeekNightVision HideAndSeekSpeakerPing HideAndSeekBluetoothHunt HideAndSeekByGPS HideAndSeekRingtoneTrick',
    gaming:
      'HideAndSeekDisguiseRound GlowStickHideAndSeek SardinesTwist HideAndSeekTeddyEdition HideAndSeekBossLevel HideNSeekMapBuild DarkRoomHideAndSeek HideAndSeekTeamTag',
    funny:
      'HideAndSeekBadHiders HideAndSeekForgotten TheDogGaveMeAway WorstHidingSpotEver HideAndSeekAsAdults HideAndSeekLegend HideAndSeekChampion HideAndSeekSnackBreak',
  },
  'high school': {
    fitness:
      'HighSchoolFitnessTestRedo HighSchoolPullUpAgain HighSchoolPacerRematch BeatYourHighSchoolMile HighSchoolGymThrowback VarsityVsAdultMe OutlastHighSchoolMe HighSchoolSitUpCount',
    tech: 'HighSchoolAppsThenVsNow HighSchoolGadgetTour HighSchoolPhotoDump CanAIPassHighSchool SeniorYearFutureEmail HighSchoolCalculatorGames RedoHighSchoolScience HighSchoolTypingTest',
  },
  honey: {
    prank:
      'HoneyDoListDone HoneyImHomeFakeout HoneyPancakeWakeUp HoneyDripFakeSpill BeeCostumeDoorbell WhoStoleTheHoney HoneycombCandySurprise HoneyDrizzleSmileyToast',
    travel:
      'HoneyMarketHunt HoneyBeekeeperVisit TasteTheLocalHoney HoneyFestHop HoneyIPackedThePicnic HoneyFromEveryTown HoneySouvenirSwap HoneyFarmStandStop',
    music:
      'HoneyBeeHumAlong HoneyPieCover HoneyToneHarmony HoneyVoiceSlowJam BuzzingBassline HoneyKazooBuzz SweeterThanHoneySong HoneyJarRhythm',
    art: 'BubbleWrapHoneycomb HoneyBeeDoodle DesignAHoneyLabel PaintTheHoneyDrip HoneyGoldFingerPaint HexagonTileMosaic HoneyWatercolor HoneySunflowerSketch',
    tech: 'HoneyDripSlowMo AskAIForHoneyRecipes HoneyMacroMagic HoneyPhoneMicroscope HoneyBeeOrNotApp HoneyJarStopMotion HoneyVsSyrupSpeedTest HoneyPourTimelapse',
    pet: 'HoneyJarHeadTilt HoneyNicknameTest HoneyBearToyHunt HoneyImHomeReaction GoldenRetrieverGlow BuzzyBumbleBandana HoneySunbeamCatNap HoneyPuppyPortrait',
    gaming:
      'HoneyJarStacking HoneyPotBossFight HoneyHunterQuest HoneyBeeComboRun HoneyPollenTag HiveBoardGameDuel CollectTheHoneyDrops HoneyTriviaNight',
  },
  honeymoon: {
    prank:
      'HoneymoonSuiteSurprise HoneymoonSnackBasket HoneymoonBalloonRoom HoneymoonSendOff LoveNotesInLuggage JustMarriedSign HoneymoonFakeItinerary TinCanHoneymoonCar',
    speed:
      'HoneymoonPackRace HoneymoonCityInADay HoneymoonSelfieBlitz BeatTheHoneymoonClock NewlywedQuickQuiz PhotoSpotSprint HoneymoonSuitcaseDash MinuteHoneymoonPitch',
    gaming:
      'HoneymoonTriviaDuel HoneymoonBeachBingo HoneymoonCardRivalry HoneymoonTeamQuest HoneymoonJigsawRace NewlywedSplitScreen LoserPlansTheHoneymoon MiniGolfHoneymoon',
  },
  horror: {
    fashion:
      'HorrorMovieFitCheck ScreamQueenLook HorrorPosterLookalike HorrorVillainGlam ScaryMovieCostumeDIY HorrorZombieMakeup HorrorIconCosplay HorrorGothLayers',
    music:
      'HorrorThemeCover HorrorMusicBoxTune ThrillerSingAlong ScaryMovieScoreDare ScaryKitchenSoundsBeat JumpScareBeatDrop HorrorHumGuess HorrorWhistleIntro',
    tech: 'HorrorSqueakySoundDare JumpScareEditTrick GreenScreenGhost HorrorTrailerRecut OneTakeHorrorShort HorrorEffectsDIY ScaryMovieSmartLights HorrorPhoneFlashlightFX',
    travel:
      'ScaryMovieNightOut HorrorGhostWalk ScaryBookshopCrawl ScaryCornMazeDare HorrorStoryHike HorrorConventionDay RecreateHorrorScenes HorrorFilmLocationVisit',
  },
  hospital: {
    speed:
      'HospitalBedMakingRace ScrubsQuickChange HospitalCornersSprint HospitalTrayRelay PackTheHospitalBag HospitalGlovesBlitz HospitalSlingSpeedrun HospitalBandageWrapDash',
  },
  'hot air balloon': {
    prank:
      'HotAirBalloonSurprise SunriseWakeUpCall HotAirBalloonPopUpCard GuessWhereWereFlying HotAirBalloonBouquet HotAirBalloonCeilingFloat TinyHotAirBalloonNote DeskHotAirBalloon',
    tech: 'HotAirBalloonPhotoEdit BalloonFlightTracker HotAirBalloonStopMotion HotAirBalloonRideFromSofa HotAirBalloonPanorama HotAirTimelapse ARHotAirBalloon TinyLEDHotAirBalloon',
    gaming:
      'HotAirBalloonKeepUp HotAirBalloonPaperToss HotAirSkyQuest HotAirBalloonTabletop HotAirHighScore HotAirBalloonRace FlappyHotAirBalloon PixelHotAirBalloon',
  },
  'hot potato': {
    fitness:
      'HotPotatoBurpeePenalty HotPotatoPlankHandoff HotPotatoPillowToss HotPotatoLungeLine CouchToHotPotato PassThePotatoSquats SitupHotPotato WallSitHotPotato',
    cooking:
      'HotPotatoHasselback LoadedHotPotatoBar HotPotatoSoupOff HotPotatoGnocchiRoll CrispySmashedPotatoes HotPotatoMashOff HotPotatoLatkes HotPotatoWedges',
    travel:
      'HotPotatoStreetSnacks HotPotatoPicnicGame HotPotatoPassport HotPotatoMarketFind HotPotatoRestStopRound HotPotatoChipShopCrawl ParkHotPotato BeachHotPotato',
  },
  hotel: {
    cooking:
      'HotelCookieCopycat HotelBreakfastAtHome HotelSnackBoard HotelMinibarMocktail HotelBuffetBrunch KettleNoodleHack FiveStarHotelToast HotelWaffleRecreate',
    music:
      'HotelLobbyHumming HotelIceBucketDrums HeartbreakHotelCover BellhopBallad HotelCaliforniaKazoo ElevatorMusicRemix HotelHallwayHarmony HotelShowerSingAlong',
    tech: 'HotelWifiSpeedTest HotelTVCastingTrick HotelLaptopDeskSetup SmartHotelTour HotelPhotoEditDare OutletHuntHotelRoom HotelVideoCallHome HotelWindowTimelapse',
    gaming:
      'HotelRoomGameNight HotelLobbyChess HotelDominoBuild CardsOnTheHotelBed HandheldsInTheHotel HotelHideAndSeek HotelPillowTossTarget HotelCharadesRound',
  },
  housewarming: {
    educational:
      'WhyBreadAndSalt HousewarmingValveHunt HousewarmingToolGuess WhereHousewarmingCameFrom HousewarmingGiftQuiz HousewarmingPlantCareTips HousewarmingBreakerBox HousewarmingAlarmCheck',
    wellness:
      'HousewarmingBlessing HousewarmingPorchSunrise HousewarmingMeetANeighbor HousewarmingFirstTea SlowCoffeeNewHouse UnpackSlowly HousewarmingQuietHour HousewarmingMemoryJar',
  },
  'human body': {
    dance:
      'HumanBodyPartsDance HumanBodyHeadToToe HumanBodyJointRoll FunnyBoneWiggle HokeyPokeyAnatomy ShakeYourSkeleton HumanBodyRobotMoves HumanBodyWaveArms',
    wellness:
      'HumanBodyThankYou HumanBodyScan HumanBodyHeartbeatCalm HydrateYourHumanBody ListenToYourGut HumanBodyRelaxTrick HumanBodyPostureCheck HumanBodyBedtimeStretch',
    art: 'HumanBodyOrganCollage HumanBodyClayModel HumanSkeletonSketch WatercolorHumanHeart TraceYourBuddy VitruvianMe HumanBodyBlindDrawing HumanBodyWireSculpture',
    tech: 'HumanBodyAppTour HumanBodyHearingAgeTest SmartwatchVsHumanBody AIAnatomyFormCoach XrayVisionFilter HeartbeatOnSpeaker HumanBodyStepGoal HumanBodyVoiceFrequency',
  },
  humming: {
    dance:
      'HumAndGroove EarwormShuffle HummingSlowSway HummingToeTaps HummingFreestyle DanceToYourOwnHumming HummingHipHop HummingSalsaSteps',
    fashion:
      'HummingbirdPrintFit MusicNoteEarrings HummingRunwayWalk HummingOutfitChange HummingMirrorCheck NoteworthyOutfit HummingThroughMyCloset HummingCozyKnitStyle',
    wellness:
      'HummingBeeBreath HummingNightWindDown ToneAndRelax HumInTheShower StressMeltHumming MorningHummingRitual SleepyHummingHour HummingBathtubSoak',
    pet: 'HummingDogHeadTilt HummingPuppyReaction HumToMyCat HummingPetLullaby PurrVsHumming HowlAlongHumming HummingForMyBunny HummingKittenNap',
  },
  fetch: {
    tech: 'FetchBallLauncherTest FetchSlowMoCam FetchTimelapse FetchReplayHighlightReel FetchStepCounter FetchDistanceApp FetchStopMotion FetchPhotoBurstMode',
    travel:
      'FetchOnTheBeach OneFetchEveryPark FetchAtTheLake FetchTrailDayTrip FetchForestClearing FetchHilltopOuting FetchCampingWeekend FetchMeadowTour',
    educational:
      'WhyDogsLoveFetch FetchWhichBallFlies BestThrowAngle TeachFetchInFiveSteps FetchNoseVsEyes DoCatsPlayFetch FetchBounceTest FetchPraiseTraining',
    speed:
      'FetchSpeedRun FetchRelay FastestBallReturn BeatYourFetchTime TenFetchesFlat FetchFrisbeeFrenzy FetchAndDropDash FetchIn30Seconds',
  },
};
