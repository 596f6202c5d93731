import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  scissors: {
    prank:
      'SnowflakeScissorStorm ScissorCutHeartTrail GooglyEyeScissors ScissorsFaceCutouts PaperChainDoorway ScissorConfettiAmbush ScissorMustacheEveryPhoto',
    cooking:
      'PizzaWithScissors ScissorChipsFromScratch OnlyScissorsDinner ScissorCutNoodles OctopusHotDogs HerbSnipGarnish ScissorSnippedPasta',
    travel:
      'ScissorsInCarryOn ScissorChainTripCountdown MyScissorCutTravelTwin ScissorMapCollage ScrapbookYourTrip ScissorsPickMyNextTrip ScissorCutRoadTripBingo',
    wellness:
      'ScissorSnipASMR ScissorsVisionCollage ScissorsWorryCutOut PaperCraftCalm SlowScissorSnowflake PruneAndUnwind ScissorChainOfThanks',
    music:
      'PlayTheScissors RockPaperScissorsRap ScissorSnipBeat ScissorsClackLoop GuessMyScissorSnipSong ShearSymphony ScissorsPercussionSolo',
    tech: 'ScissorChompStopMotion RockPaperScissorsBot ScissorSlowMoCut OneSnipScissorTransition ScissorsOnlyPhoneStand AIBeatsMeAtRPS ScissorSnowflakeTimelapse',
    pet: 'ScissorCardboardCastle PetPortraitScissorCut ScissorFringeWandToy CatHearsTheScissors KittenVsSnowflakes ScissorSnipPawtyBanner ScissorsMadeMyPetAPuzzle',
    gaming:
      'RockPaperScissorsCup ScissorsLizardSpock ScissorBoardGameDIY MemoryMatchWithScissors ScissorCootieCatcherDare ScissorMarbleMazeRace HandmadeScissorPuzzle',
  },
  scooter: {
    cooking:
      'ScooterPicnicPack ScooterWheelPizzas ScooterBakeryRun ScootAndScoop ScooterCookieFaceOff HandlebarPretzels ScooterSnackBento',
    travel:
      'ScooterCityTour ScooterBoardwalkRide ScooterRiverTrail ExploreYourTownByScooter ScooterParkHopper ScooterToTheFarmersMarket ScooterSunsetCoast',
    fashion:
      'ScooterCommuteFit CuteScooterHelmet ScooterSkirtTest ScootInStyle ScooterRetroFitCheck ReflectiveButChic ScooterSneakerSwap',
    music:
      'ScooterRideSingAlong ScooterBellBeat ScooterWheelRhythm ScooterRideToTheBeat MopedMixtape LoFiScooterCruise',
    art: 'ScooterStickerMakeover KickScooterPaintJob ScooterStencilDeck ScooterMotionBlur WheelTrackPainting SketchYourScooter ScooterLightTrails',
    tech: 'ScooterLightsUpgrade POVYoureMyScooter ScooterRideIn10Seconds EScooterRangeTest GPSTrackYourScooter SlowMoScooterBunnyHop ScooterSpeedometerDIY',
    pet: 'PetMeetsTheKickScooter ScooterVsMyDogRace CatVsTheScooter DogHearsScooterBell DogRatesMyScooterTricks ScooterPupPhotoOp ScooterWalkiesBuddy',
    gaming:
      'KickScooterHighScore ScooterGameOfSkate MarioKartScooterCup SimonSaysScooterTricks TrickShotScooterDuel ScooterFollowTheLeader ScooterObstacleQuest',
  },
  'screen time': {
    prank:
      'ScreenTimeCouponBook ScreenTimePhoneBasket OfflineAdventureTicket FakeScreenTimeReport HugForTheWifiPassword ScreenFreeSurpriseDate ScreenTimeStickyNotes',
    travel:
      'PostcardsNotPosts ScreenTimePaperMapDay ZeroScreenTimeCampout ScreenFreeWeekend ScreenTimeRoadTrip ScreenOffSunsetHike',
    fashion:
      'PocketlessOutfitDay AnalogWatchComeback ScreenTimeDressUpHour ScreenFreeFitCheck ScreenGlassesStyle ScreenTimeRetroLook ScreenTimeThriftFlip',
    art: 'UnplugAndPaint AnalogPhotoWalk ScreenOffSketchbook ScreenTimeCraftHour SwapScreenTimeForClay ScreenTimeCollage ScreenTimeOrigami',
    gaming:
      'CardGameUnplugged ScreenTimeChessInstead ScreenTimeDiceDuel SwapScreenTimeForCards ScreenFreeMonopoly EarnScreenTimeQuests ScreenTimeJengaNight',
  },
  screenshot: {
    dance:
      'ScreenshotSnapStep ScreenshotFreezeDance ScreenshotWorthyMove HoldItForTheScreenshot CaptureThePose ShutterSoundStomp MidAirScreenshot DanceIntoTheScreenshot',
    fitness:
      'ScreenshotStepTotal ScreenshotPlankTimer ScreenshotYourPR ScreenshotYourSquatDepth CaptureYourGains BeforeAfterMonthOne MidJumpScreenshot ThirtyDayScreenshot',
    prank:
      'ScreenshotFrozenApp ScreenshotWallpaper ScreenshotBrowserTabs CrackedScreenGag FakeIconsDesktop FakeLagScreenshotCall ScreenshotLoadingBar ScreenshotSystemUpdate',
    travel:
      'ScreenshotBoardingPass ScreenshotTravelList ScreenshotVsReality FindTheScreenshotSpot SavedPlacesRoadTrip ScreenshotsOnlyDayTrip ScreenshotCafeHunt ScreenshotWeekendAway',
    art: 'ScreenshotRedraw ScreenshotComicPanel ScreenshotCollage PaintYourScreenshot DrawTheThirdScreenshot ScreenshotToSticker PixelArtMyScreenshot ScreenshotClayScene',
  },
  seafood: {
    fitness:
      'SeafoodCrabWalkWorkout EarnYourSeafoodDinner SeafoodBoilBurpees SeafoodProteinPrep LobsterClawGrip CatchOfTheDayCardio CarryTheSeafoodCooler SquatsWhileSeafoodSteams',
    prank:
      'SeafoodShapedCake SeafoodPlushInTheFridge SeafoodPlushSwap FakeSeafoodPlatter RubberCrabInTheTub GummySharkAquarium SeafoodCandySushi SeafoodPastaShells',
    travel:
      'SeafoodShackCrawl SeafoodMarketTour CatchAndCookSeafood BestSeafoodInTown LobsterRollRoadTrip SeafoodWithASeaView SeafoodPierHop SeafoodDockToDish',
    music:
      'SeafoodSeaShanty SeafoodBoilJam UnderTheSeafood SingYourSeafoodOrder CrabClawCastanets RockLobsterCover SeafoodShellShaker SeafoodRapBattle',
    tech: 'CanTheAirFryerDoSeafood CameraEatsFirstSeafood SeafoodBoilIn30Seconds AIGradesMySeafood SeafoodSlowMoSizzle CookSeafoodWithMeLive SeafoodShellCrackASMR SeafoodRecipeBot',
    pet: 'SeafoodPlushTugOfWar SeafoodKittyPatrol SeafoodPlushUnboxing CatStaresAtSeafood CrabToyFetch FishTankFriends SeafoodSnuffleMat SeafoodBeachWalk',
    gaming:
      'SeafoodShellGame SeafoodBoilBingo SeafoodFishingDerby ActOutTheSeafood CrabRaceTabletop SeafoodTriviaFaceOff SeafoodGoFish SeafoodMemoryMatch',
  },
  seagull: {
    dance:
      'BoardwalkSeagullBop SeagullSwoopSpin SeagullStrut SeagullWingFlap PierSquawkShuffle DanceLikeASeagull SeagullShoreShimmy',
    fitness:
      'GullGlideLunges StandLikeASeagull JogPastTheSeagulls SeagullSquatAndSquawk BoardwalkBurpees SeagullFlapJacks SeagullWingArmCircles',
    travel:
      'SeagullLighthouseVisit SeagullFerryCrossing FollowTheSeagulls SeagullCoastRoadTrip SeasideVillageStroll BoardwalkBucketList HarborWalkWithSeagulls',
    music:
      'SeagullShanty SeagullSquawkRemix LofiBeachWithSeagulls SeagullCallHarmony DockOfTheBayCover SingWithTheSeagulls SeagullUkulele',
    art: 'SeagullDriftwoodArt SeaGlassSeagullMobile SeagullSilhouette SeagullPhotoWalk SeagullOrigamiFlock PaintTheHarbor SeagullSandSketch',
    tech: 'SeagullSlowMoFlight SeagullPierLiveCam BirdAppNamesTheGull SeagullSpeciesScanner CatchASeagullMidFlight SeagullsAtGoldenHour SeagullSoundRecorder',
    gaming:
      'PlayAsASeagull SeagullSaysSquawk GullFlightLevel SeagullSpotterBingo GuessMySeagullImpression StealTheChipsQuest SeagullSnackSnatch',
  },
  seashell: {
    dance:
      'SeashellShimmy MermaidShellSway SeashellShakerGroove SeashellHulaSteps SeashellSlide TideTurnTwirl SeashellCastanets',
    travel:
      'SeashellBeachHunt ShellfieAtTheShore FillTheSeashellJar SeashellPassport SunriseSeashellWalk TidePoolTreasureMap SeashellFromEveryCoast',
    tech: 'SeashellPortraitMode SeashellsComeAlive ShellIdentifierApp ZoomIntoASeashell TideChartTreasureHunt AIGuessMySeashell SeashellSoundRecording',
  },
  'secret santa': {
    travel:
      'SecretSantaSouvenir SecretSantaPostcard ChristmasMarketHunt GlobalSecretSanta ShopLocalSecretSanta GiftFromMyHometown SecretSantaRoadTrip ThriftYourSecretSanta',
    tech: 'SecretSantaQRClue AIPicksMySecretSanta GuessMySecretSantaVoice SecretSantaGadgetSwap SmartSpeakerReveal AppDrawsTheNames SecretSantaEmojiHint SecretSantaVideoCall',
  },
  'security guard': {
    travel:
      'SecurityGuardPicksMyTrip WaveAtEverySecurityGuard MuseumSecurityTour SecurityGuardsOfMyCity SecurityGuardBagCheck SecurityGuardNightPatrol',
    art: 'SecurityGuardPortrait BadgeDesignCraft SecurityGuardPaperDoll SecurityMuseumSketch SecurityComicStrip SecurityLightPaint',
    tech: 'SecurityGuardCamWall SecurityGuardRadioTest HomeSecuritySetup SecurityGuardMySnacks BeYourPhonesSecurityGuard NightModeSecurityGuard',
    gaming:
      'SecurityGuardCamPuzzle NightShiftEscapeRoom SecurityStealthRun SecurityGuardKeyGrab SecurityGuardSimonSays SecurityGuardHideAndSeek',
  },
  seesaw: {
    prank:
      'InvisibleSeesawPartner TeeterTotterTeddies MiniSeesawSurprise SeesawChalkMessage SeesawGnomeSwap SeesawWhoopeeCushion SeesawBalloonBuddy GooglyEyeSeesaw',
    travel:
      'SeesawAndSandwiches SeesawInEveryPark SeesawRoadTripStop TeeterTotterTour RateYourTownsSeesaws PlaygroundPhotoWalk VintageSeesawHunt SeesawSelfieMap',
    tech: 'SeesawGyroTest SeesawSlowMo ToysOnASeesawStopMo SeesawLeverSimulator PhoneLevelSeesaw FulcrumFinderApp EndlessSeesawBoomerang SeesawPOVChallenge',
    gaming:
      'SeesawPuzzleLevel SeesawPhysicsGame SeesawCoopBalance TeeterTotterTakedown AngryBirdsSeesaw RockPaperSeesaw CatapultSeesaw SeesawFreezeTag',
  },
  'self care': {
    educational:
      'SelfCareSleepCycles SelfCareStressHormones TheHistoryOfSelfCare IsSelfCareSelfish WhyRestMatters WhyBubbleBathsWork SelfCareMythBusters',
    travel:
      'SelfCareSoloTrip SelfCareSunsetPicnic MeTimeWeekend MeTimeMuseumDate SelfCareTableForOne SelfCareTrainWindowSeat SelfCareStaycation',
    music:
      'SelfCareSingalong SelfCarePlaylistSwap SelfCareRainSounds MeTimeSoundtrack BubbleBathBallad ShowerConcertForOne SlowSongSelfCare',
    tech: 'SelfCareLockScreenGlowUp SelfCareSleepTracker AIPlansMySelfCare PamperModeOn ScreenTimeReset DoNotDisturbDay SelfCareFocusTimer',
    gaming:
      'SelfCareCozyGame SelfCarePuzzleHour MeTimeGaming SundaySelfCareQuest AnimalCrossingUnwind SolitaireIsSelfCare SelfCareAchievements',
  },
  selfie: {
    prank:
      'SneakyBackgroundCameo SelfieBombTheirCameraRoll FridgeMagnetFaces PhotobombTheirSelfie SelfieFilterSwitch SelfieWallpaperSwap SelfieSurpriseCrowd',
    educational:
      'FirstSelfieEver SelfieFocalLengthTest WhatMakesAGoodSelfie SelfieLightingLab WhySelfiesLookWeird MirrorFlipMystery SelfieAngleScience RuleOfThirdsSelfie',
    cooking:
      'ToastYourSelfie BakeYourSelfie SelfiePancakePortrait SelfieButMakeItSandwich SelfiePizzaFace RecreateItInFood DecorateASelfieCookie BentoSelfie',
    tech: 'AISelfieAvatar SelfieCameraShootout FiveDollarSelfieLight PortraitModeFails FrontVsBackCamSelfie SelfieTimerTricks VoiceCommandSelfie PanoramaSelfieGlitch',
    gaming:
      'SelfieBingo SelfieRageQuitFace GuessWhoseSelfie PhotoModeSelfie SelfieAsYourAvatar VictoryScreenSelfie SelfieSpotTheDifference GameOverSelfie',
  },
  september: {
    fitness:
      'SeptemberRoutineReset SeptemberHikeStreak SeptemberStepGoal September30DayPlank BackToSchoolBootcamp SweaterWeatherWalk LeafRakeSeptemberReps RaceTheSeptemberSunset',
    prank:
      'SeptemberLeafConfetti SeptemberDecorSwitcheroo SeptemberLunchNote SeptemberDeskMakeover BaDeYaAlarm SweaterWeatherSurprise ScarecrowSeptember SeptemberAcornStash',
    travel:
      'SeptemberApplePicking SeptemberNoCrowds SeptemberFarmStandHop SeptemberSunsetChase FirstDayOfFallHike EquinoxRoadTrip QuietBeachSeptember SeptemberSweaterPicnic',
    music:
      'SeptemberSongCover DoYouRememberSeptember WakeMeUpWhenSeptember 21stNightOfSeptember BaDeYaSingAlong SweaterWeatherAcoustic SeptemberAirTrumpet SeptemberFalsetto',
    tech: 'SeptemberPlannerSetup SeptemberWallpaper SeptemberPhotoDump SeptemberStudyAppTest UnboxingSeptember BackToSchoolTechCheck CalendarSyncSeptember SeptemberFocusMode',
    gaming:
      'SeptemberGameNight SeptemberCozyGaming SeptemberFantasyDraft SeptemberBacklogBlitz SeptemberScavengerHunt BackToSchoolBossFight AutumnQuestSeptember SeptemberDominoes',
  },
  sewing: {
    cooking:
      'SewingSpoolCookies SewingBasketCupcakes SewYourOwnApron SewingBreadBag PinCushionCake StitchedPieCrust SewCuteButtonCookies ThimbleSewingTarts',
    travel:
      'SewOnTravelPatches SewingPassportPouch SewingSouvenirHaul SewingTextileMuseum SewingShopHop FabricMarketFinds RoadTripSewingKit SewingOnTheTrain',
    music:
      'SewingMachineBeat SewAGuitarStrap SewingSeaShanty SewingASMR ThreadSpoolShaker NeedleDropRemix HumAlongSewing SingWhileYouSew',
    tech: 'SewALightUpJacket SewAPhonePouchIn1Hour SewAwayTheCordChaos OddlySatisfyingSewing SewItAllInSixtySeconds LaptopSleeveFromJeans SewingMeasureApp SewAPhoneStandPillow',
    pet: 'SewYourPetABlanket SewingCatnipPillow SewingDogBed SewingPupBandana CatSitsOnMySewing HamsterHammockDIY SnuffleMatSewing TugToySewing',
    gaming:
      'SewADiceBag SewingPixelQuilt SewAndTossBeanbags SewnBossPlushie SewYourGameCharacter SewAFootbagKeepyUppy SewATicTacToeToGo ControllerCozySewing',
  },
  shampoo: {
    cooking:
      'ShampooScentBakeOff ShampooBottleCake LatherLikeMeringue CoconutAlmondBites ShampooPastelMacarons ShampooSpaSnacks ShampooAndSmoothieSunday ShampooBubbleMeringues',
    travel:
      'HotelShampooReview MiniShampooCollection ShampooPackingFaceOff ShampooBarCarryOn LeakProofShampooHack ShampooAfterTheCampout ShampooAroundTheWorld ShampooHostelKit',
    tech: 'ShampooFoamSlowMo ShampooDispenserHack OneSongShampoo ShampooCommercialAtHome AIScansMyShampoo HardWaterTest ShampooUsageTracker ShampooBarcodeCheck',
    gaming:
      'ShampooBottleBowling ShampooRingToss ShampooBubblePop ShampooBottleFlip ShampooSudsPuzzle ShampooBottleStackOff GuessThatShampoo ShampooLatherLadder',
  },
  shape: {
    travel:
      'ShapeSafari CityShapeHunt ShapeArchitectureTour ShapeArchSpotting ShapesInTheClouds LandmarkGeometry SkylineShapes ShapesInTheStreet',
    music:
      'ShapeOfYouCover TriangleSolo DrawAShapeToTheBeat ShapeMusicalChairs ShapeBeatPads ShapeSongForKids KazooShapeOfYou ConductAShape',
    tech: 'ShapeCodingTurtle OneShapeTenPhotos AIGuessesMyShape ShapeARMeasure GuessTheShapeZoomedIn ShapeToolSelfPortrait GPSShapeRun ScratchShapeCode',
    gaming:
      'ShapeTangramDuel TetrisIRL ShapeBingo ShapeSimonSays ShapeHopscotch ShapeMatchMarathon ShapesOnlyPictionary BlindShapeGuess',
  },
  shark: {
    dance:
      'BabySharkDance SharkChompStep SharkFinShuffle LeftSharkMoves JawsThemeJive SharkTankTango SharkWeekDanceOff',
    travel:
      'SharkToothHunt HowManySharksCanYouSpot SharkPlushGoesEverywhere SharkTunnelWalk SharkDayAtTheMuseum FinsAndFlipFlops BeachCleanupForSharks',
    wellness:
      'GlideLikeAShark SharkPlushCuddle SharkWeekCozyNight SharkAquariumCalm SharkCamChill JustKeepSwimming SharkFactBedtime',
    music:
      'BabySharkButMakeItOpera SharkSeaShanty SharkBassDrop BabySharkMetalCover JawsThemeOnAnything HammerheadBanging SharkSongGenreSwap',
    tech: 'SharkFinInMyBathtub LifeSizeSharkInMyRoom TurnIntoASharkFilter SharkTankYourApp NameThatSharkAI TrackAGreatWhite SockSharkStopMotion',
    pet: 'SharkToyTugOfWar SqueakySharkShowdown SharkPlushFetch SharkFinPeekaboo PawsAndJaws LandSharkZoomies SharkVideoReaction',
    gaming:
      'SharkWeekTrivia HungrySharkHighScore SharksAndMinnowsTag TheFloorIsSharks SharkBiteGameNight SurviveTheShark CardSharkShowdown',
  },
  'shaving cream': {
    travel:
      'TravelSizeShavingCream ShavingCreamCarryOn HotelShavingCreamKit CampingShavingCream ShavingCreamLeakProof FogFreeMirrorShaving ShavingCreamTSACheck ShavingCreamHostelHack',
    music:
      'ShavingCreamCanBeat ShavingCreamHissLoop ShavingCreamDrumTray MirrorSongShavingCream ShavingCreamShowerSong JingleForShavingCream BarbershopShavingCream ShavingCreamKazoo',
    tech: 'ShavingCreamSlowMo ShavingCreamTimelapse ShavingCreamMacroShot ShavingCreamRewind AntiFogShavingCream ShavingCreamComesAlive FilterVsShavingCreamBeard ShavingCreamBoomerang',
  },
  sheep: {
    travel:
      'SheepFarmVisit SheepCountingRoadTrip PetASheepToday CountyFairSheepShow SheepTrafficJam SelfieWithASheep',
    speed:
      'SheepCountSprint PompomSheepRace SheepHerdingRelay YarnBallSheepDash CottonBallSheepIn60 HerdEmUpFast DrawASheepIn10Seconds',
    art: 'SheepFromAPaperPlate SheepCloudDoodle CottonBallSheepCraft ThumbprintSheepArt PaintTheFlock SheepPompomFlock SheepTexturePainting',
    tech: 'CountingSheepStopMotion SheepSleepSoundsApp LambingSheepLiveCam SheepCountingAI SheepBaaAutotune MakeASheepStickerPack',
    gaming:
      'SheepHerdingLevel WoollySheepBoardRace SheepAndWolfTag SheepStackingTower MinecraftSheepShear FlockFrenzy PinTheTailOnASheep',
  },
  shelf: {
    travel:
      'SouvenirShelfTour ForeignSnackShelfHaul BookshopShelfCrawl BlindPickFromTheShelf FillYourTravelShelf CuriosityShopHunt',
    music:
      'VinylShelfDig ShelfTapBeat TopShelfBangers ShelfJarXylophone DustYourShelfToTheBeat DrumOnTheBookshelf',
    tech: 'LEDShelfLightHack HiddenCableShelf ShelfieStylingTimelapse IsMyShelfStraight ShelfMakeoverReveal DeskShelfGlowUp',
    gaming:
      'BoardGameShelfTour ShelfOfShameNight DustiestBoxOnTheShelf RankEveryGameOnMyShelf ISpyOnTheShelf ShelfBookDominoes',
  },
  ship: {
    fitness:
      'ShipDeckLaps AnchorsUpWorkout ShipShapeSquats AbandonShipBurpees HeaveHoRows ShipwreckSurvivorHIIT PirateShipPlankWalk',
    art: 'ShipInABottleBuild ShipWatercolorHarbor FoldAPaperShipFleet CardboardPirateShip StormyShipPainting TinyShipDiorama',
    tech: 'IAmTheShipCaptainNow MarineTrafficHunt ShipInABottleStopMotion TrackAShipLive SpotTheBiggestShip CargoShipTimelapse ShipSpottingPhotoDump',
    gaming:
      'ShipBuildOff PirateShipRun ShipCaptainsComing SinkMyBattleship PirateShipTreasureHunt PaperShipBathtubRace ShipwreckSurvivalGame',
  },
  shoe: {
    travel:
      'OnePairOfShoesWeekend WornOutTravelShoes ShoePackingFaceOff ShoeShopHopInTown WalkAMileInMyShoes SouvenirSandalHunt ShoefieAtEveryStop',
    tech: 'ShoeCommercialAtHome FootScanShoeFitApp LazySusanShoeSpin ShoeStepCountFaceOff CanAIDesignAShoe LightUpSneakerHack ShoelacesTieThemselves ShoeRotationTracker',
    gaming:
      'PixelShoeDesign GuessTheShoeBrand ShoeCollectorQuest ShoeTierList KickYourShoeFarthest HideTheOtherShoe ShoeBoxMemoryGame',
  },
  'shopping cart': {
    travel:
      'CartOfLocalFavorites GuessTheCountryCart LocalSnackCartHaul CampingShoppingCart RoadTripCartRun SupermarketSafari ShoppingCartPassport CartMarketCrawl',
    tech: 'AIFillsMyCart OnlineVsStoreCart ScanAndGoCart ScanYourCartGuessTheTotal TalkYourCartFull PriceDropAlertHack CartBarcodeScanner CartRouteOptimizer',
  },
  shorts: {
    fitness:
      'JortsSquatTest ShortsSeasonLegDay ShortsSeasonHIIT ShortsWeatherRun ShortAndSweatySet StairSprintsInShorts BikeShortsBurpees',
    travel:
      'ShortsOnlyPackingTest JortsRoadTrip ShortsBoardwalkStroll ChaseShortsWeather FirstShortsDayOut FlipFlopsAndShorts SummitInShorts ZooDayInShorts',
    tech: 'ShortsPocketPhoneTest JumpIntoYourShorts AIDesignsMyJorts ShortsFitPicInTenSecs ShortsWeatherBot ShortcutsInShorts FitnessTrackerInShorts',
    pet: 'ShortsPocketTreatHunt ShortsPuppySplash MatchingDenimBandana ShortsSeasonSprinklerPup ShortLegsBigZoomies ShortsWeatherWalkies CatNapsOnMyShorts',
    gaming:
      'ShortsInSnowLevel ShortsSprinklerTag GuessMyCargoShortsPockets ShortsWaterBalloonToss ShortsAvatarGlowUp SummerShortsQuest HopscotchInShorts',
  },
  shovel: {
    travel:
      'BeachShovelSandcastle GrabAShovelAndGarden VolunteerWithAShovel ShovelTreePlanting ClamDiggingDayTrip PackAShovelForSnow ShovelToChina',
    art: 'PaintAnOldShovel SnowSculptShovelOnly ShovelSandSculpture ShovelBeachDrawing ShovelSandMandala RakedZenGarden ShovelAGiantSmiley',
    tech: 'ShovelTossInSlowMo HowDeepDidIShovel ShovelPOVDriveway ShovelVsMyHeartRate ShovelCalorieTracker SnowfallTimelapse AIShovelFormCheck',
    gaming:
      'ShovelOnlyRun ShovelTreasureQuest ShovelSnowFortBattle ShovelMiningHighScore BalanceABallOnAShovel ShovelTicTacToe PickaxeVsShovel',
  },
  shoveling: {
    travel:
      'ShovelingAtTheCabin ShovelingGrandmasDriveway RentalCarShovelingOut ShovelingOurWayHome SnowedInShovelingTrip ShovelingAPathToThePark SnowiestTownShoveling',
    tech: 'ShovelingVsSnowBlower ShovelingTimelapse WeatherAppVsReality ShovelingBeforeSongEnds SmartwatchShovelStats ShovelingStepTracker ShovelingPOVCam',
    pet: 'ShovelingDogMaze ShovelingPawBalmCheck ShovelingWithMyDog ZoomiesInTheSnowPath PuppyAttacksTheShovel ShovelingCatSupervisor',
    gaming:
      'AnimalCrossingShovel MinecraftSnowShoveling ShovelingBreakSnowballs ShovelingAMazeForTag ShovelingBingo ShovelingHighScore ShovelingCoOpMode',
  },
  shower: {
    travel:
      'ShowerWithAView HotelShowerReview PackYourShowerKitIn60 ChaseAMeteorShower HostelShowerHacks CampShowerConfessions',
    gaming:
      'ShowerRubberDuckToss FoggyShowerTicTacToe RubberDuckRace ShowerThoughtQuest OneMoreGameThenShower GuessTheShowerSong',
  },
  shrimp: {
    fitness:
      'ShrimpSquatChallenge NoMoreShrimpPosture EarnYourScampi ShrimpBoilCardio ShrimpPostureWallAngels JumboShrimpLunges PrawnToBrawn',
    travel:
      'ShrimpFoodTruckHunt BestShrimpInTown HopTheShrimpShacks PrawnMarketMorning ShrimpBoatSunrise ShrimpTacoCrawl',
    speed:
      'ShrimpPeelRace PoundOfShrimpIn5 ShrimpCocktailIn60 ShrimpSkewerSprint PrawnSortDash ChopstickShrimpPickup ShrimpPlatterRush',
    music:
      'ShrimpBoatShanty ShrimpSnapPercussion ShrimpSizzleBeat ShrimpBoilZydeco ShrimplyTheBest ShrimpPotLidDrums SingTheShrimpMenu',
    art: 'PaintAMantisShrimp ShrimpOrigami ShrimpClayCharm DrawAShrimpBlindfolded SeafoodStillLife TempuraInWatercolor RainbowShrimpMosaic PipeCleanerShrimp',
    tech: 'ShrimpPeelerTested AirFryerShrimpDuel ShrimpTankCam ShrimpSizzleSlowMo AskAIForAShrimpDinner MakeShrimpLookFancy MacroLensShrimp',
    gaming:
      'ShrimpPostureGamer ShrimpGoFish ShrimpFishingMinigame ShrimpTailTicTacToe GummyShrimpBingo ActLikeAShrimp PrawnStarsTrivia',
  },
  sibling: {
    tech: 'SiblingTechSupport SiblingPhoneSwap SiblingSetupBattle SiblingGroupChatLore RemoteControlWars SiblingFaceSwapFilter MySiblingsScreenTime',
  },
  'sick day': {
    funny:
      'SickDayDramatics SickDaySymptomSpiral SickDayVoiceCheck DyingSwanSickDay TissueMountainReveal SoupDeliveryDiva SickDayServiceBell',
    tech: 'SickDayMovieSetup SickDayRemoteWork SickDayThermometerTest MedicineReminderApp SmartSpeakerStoryTime SickDayAudiobookBinge SickDayVideoCallVisit',
    gaming:
      'SickDayGameMarathon SickDaySolitaire SickDayCrosswordStreak SickDayCardsInBed BlanketFortHandheld CouchCoOpRecovery SickDayPuzzleBook',
  },
  sidewalk: {
    cooking:
      'SidewalkChalkCookies SidewalkLemonadeStand SidewalkBakeSale PavementPicnic StreetCornCart CurbsideTacoNight SidewalkPopsicleMeltRace',
    travel:
      'SidewalkCafeTour SidewalkArtFestival SidewalkHandprintHunt SidewalkSafariInTown CobblestoneQuest ManholeCoverHunt ReadThePavementPlaques',
    tech: 'SidewalkTimeLapse SidewalkStepCounter SidewalkChalkStopMotion SidewalkChalkIllusion ChalkArtComesAlive ThenAndNowStreets GPSSidewalkDoodle',
  },
  singing: {
    fitness:
      'SingWhileRunning BreathControlVocals HighNoteSingingSquat SingingPlank WallSitSerenade SingUpTheStairs SingingJumpRopeRhymes',
    prank:
      'SingingTelegram SingEveryReply SecretSingingChoir SingingWakeUpCall DoorbellDuet SerenadeAmbush SingingTelegramSurprise',
    travel:
      'FindTheBestEchoAndSing CathedralSingingTest SingInEveryCity SingAtEveryRoadTripStop RoadTripSinging SingFromTheHilltop SingingPaddleBoatDare',
    tech: 'SingingWithAIHarmony HomeVocalBoothSetup SingAllFourHarmonyParts SingingPitchApp CheapMicVsStudio AutotuneOnOrOff SingingTunerFaceOff',
    gaming:
      'SingingHumAndGuess SingAlongScore RockBandSingingDuel MicDropGameNight SingingKaraokeBattle SongAssociationRound SingingHotPotato',
  },
  sink: {
    tech: 'TouchlessSinkTest EmptyTheSinkTimelapse SlowMoSinkSplash AskAIToFixMySink WaveToWash FilterVsTapTaste DIYSinkTimer',
    gaming:
      'SinkDishTetris LastOneToTheSinkWashes PretendPlumberSinkQuest SinkSpongeSlamDunk SinkCupPong GuessWhatsUnderTheSink SinkDrainMinigolf',
  },
  sister: {
    music:
      'SisterDuet SisterBackseatConcert LipSyncBattleAtHome WeAreFamilySisterCover SisterHarmonyDare ChildhoodThemeSong SisterKaraokeFaceOff',
    tech: 'SisterTechSupport SisterPhoneSwapHour SisterThenAndNowEdit TeachLilSisToCode SiblingScreenTimeWar FamilyGroupChatHacks SisterAIAgeFilter EmojiOnlySisterTexts',
    gaming:
      'SisCoOpRun SisterKartRivalry SisterUnoGrudgeMatch SisterRematch PlayerTwoIsMySister SisterBlockTowerDuel SisterTriviaTakedown',
  },
  skateboarding: {
    travel:
      'SkateboardingCityTour RoadTripSkateparks BoardwalkSkateSession SkaterSecretSpots CarveTheCoast SkateboardEveryParkInTown SkateboardingPassport',
    music:
      'SkateboardingSongEdit ThreeChordSkatePunk SkatePlaylistTierList SkaterBoiCover DrumOnYourDeck SkateboardWheelSounds SkateboardingBeatDrop',
    tech: 'SkateboardingSlowMo SkateboardingClipRemix AISkaterCoach SkateparkTimelapse SkateFollowCamChallenge SkateBurstShotOllie SkateboardingEditIn60',
    pet: 'SkateboardingBulldog CatOnASkateboard KittenVsSkater PupLearnsSkateboarding PupChasesMySkateboard PawsOnBoard SkateboardingSidekick',
    gaming:
      'SkateboardComboScore GameOfSkateNight SkateboardSimonSays SkateboardFollowTheLeader FingerboardLeague SkateboardingTriviaNight SkateboardLimbo',
  },
  skeleton: {
    travel:
      'DinosaurSkeletonHunt PoseLikeTheSkeleton SkeletonWhaleExhibit SkeletonsOfMyStreet BiggestSkeletonIRL SkeletonRidesShotgun SkeletonHayrideNight',
    tech: 'SkeletonXRayFilter SkeletonStopMotion SkeletonGreenScreenDance AnimateASkeleton SkeletonTrackingCam SkeletonVoiceChangerSkit SkeletonLEDCostume',
    pet: 'PetVsSkeletonDecor SkeletonHarnessWalk SkeletonKittyPose SkeletonBoneToyHunt DogMeetsSkeleton BadToTheBoneBeagle',
    gaming:
      'SkeletonKeyHunt SkeletonSimonSays BoneyardCardDuel SteadyHandSkeletonGame SkeletonDanceFreeze SkeletonPinTheBone SkeletonJigsawNight',
  },
  sketch: {
    cooking:
      'SketchThenBake SketchCakeToReality SketchYourRecipe ChefsSketchbook SketchItThenFlipIt DrawnPlatingPlan EdibleInkSketch',
    travel:
      'TravelSketchbook SketchTheSkyline SketchEveryCity SketchFromTheTrain CafeWindowSketching SketchYourLocalLandmark AirportGateSketch',
    fashion:
      'SketchYourOutfit SketchItThenWearIt SketchAnOutfitThenThrift SneakerSketchDrop FashionSketchbook DrawnLookboard SketchMyStreetStyle',
    tech: 'AITurnsMySketchReal WatchMySketchIn30Secs SketchToPhoneWallpaper AnimateYourSketch SketchVsPhotoSplitScreen PaperVsPhoneSketchDuel SketchToStopMotion',
  },
  sketchbook: {
    educational:
      'ShadeAnAppleSketch SketchbookColorWheel BirdStudySketchbook SketchbookAnatomy101 GuessThePencilGrade VanishingPointDrill SketchbookMirrorWriting',
    cooking:
      'BakeWhatYouSketch SketchbookCookbook SketchbookCookieDesign SketchbookToPizza DoodleDonuts PencilToPancake SketchbookCakePlan',
    tech: 'SketchbookVsTablet AnimateYourSketch SketchbookTimelapse SketchbookMeetsAI DoodleToDigital PaperVsPixels FlipThroughMySketchbook',
    gaming:
      'SketchbookPictionary SketchbookHangman PokemonFromMemory SketchbookDotsAndBoxes SketchbookMazeDuel SketchbookFoldAndPass SketchbookMapMaking',
  },
  skirt: {
    fitness:
      'TennisSkirtWorkout PilatesInAPleatedSkirt SkirtPickleballRally SkirtTwirlCardio PleatsAndPlanks SquatProofSkirt SkirtSprintIntervals',
    travel:
      'SkirtTravelCapsule MidiSkirtSightseeing PackOneSkirtThreeWays MaxiSkirtMarketDay OneSkirtFiveCities SkirtTwirlAtEveryStop SkirtInTheWindPhoto',
    music:
      'SkirtSwishBeat PoodleSkirtRockNRoll SkirtTwirlKaraoke GrassSkirtUkulele SockHopSingAlong TwirlToTheChorus SkirtSpinDrumroll HulaSkirtHarmony',
    art: 'SkirtFashionSketch PatchworkSkirtSew FlowerPetalSkirts PaintYourSkirt DrawYourDreamSkirt TieDyeASkirt SkirtSilhouetteCollage',
    tech: 'SkirtTwirlSlowMo SkirtTransitionEdit SkirtTwirlBoomerang AITriesOnSkirts VirtualFittingRoom GreenScreenSkirtSwap ThriftAppSkirtHaul',
    pet: 'SkirtHemKittenPounce DogReactsToSkirtTwirl PetSitsOnMySkirt SkirtTwirlPuppyChase TwinningWithMyCat RuffleAttack SkirtPeekaboo',
    gaming:
      'SkirtMusicalStatues PrincessPeachSkirt SimsSkirtWardrobe AvatarSkirtDesign AnimalCrossingCloset DressUpGameIRL SkirtTwirlSimonSays',
  },
  sky: {
    travel:
      'FindTheBestSkyInTown SkyFullOfStarsCampout PicnicUnderTheBigSky SkyDeckSelfie StargazingRoadTrip RooftopSunsetHunt SkyFromEveryCity',
    tech: 'SkyTimeLapse NightModeSkyShot SkyPanoramaChallenge AIPaintsTheSky SpotTheISS StargazingAppTest SkyReplacementEdit',
    gaming:
      'ISpyInTheSky SkyCastleQuest SkyHighKiteDuel SkyGliderRace SkyShapeGuessingGame SkyIsFallingTag SkyHighBalloonKeepUp',
  },
  skyscraper: {
    travel:
      'SkyscraperGlassFloor SkyscraperArtDecoTour SkyscraperFromBelow HighriseSunsetHunt SkyscraperLookUpPhotoWalk RideTheFastestElevator CountTheSkyscrapers',
    tech: 'SkyscraperTimelapse FitTheSkyscraperInFrame HighriseHyperlapse TourASkyscraperOnline TunedMassDamperDemo BuildAShakeTableTower ClockTheSkyscraperLift',
    gaming:
      'SkyscraperJengaNight SkyscraperTetrisHeight SkyscraperBlockStackOff MinecraftHighrise SkyscraperSpeedBuild SimCitySkyline SkyscraperTriviaClimb',
  },
  slapstick: {
    dance:
      'SlapstickSoftShoe SlapstickMirrorMoves BananaPeelBallet SlapstickPenguinWalk SlapstickChairRoutine SlapstickSillyWalk CharlestonSlapstick SlapstickStumbleStep',
    educational:
      'WhatIsASlapstick HistoryOfSlapstick SlapstickStuntScience SlapstickMovieQuiz SlapstickFoleyLesson WhyWeLaughAtFalls SlapstickTimingClass SlapstickRuleOfThree',
    cooking:
      'SlapstickPancakeFlip SlapstickBananaSplit BakeASlapstickPie SlapstickKitchenChaos SlapstickSpaghettiTwirl FlourCloudFail SlapstickDoughToss JelloWobbleSlapstick',
    fashion:
      'SlapstickHatTrick SlapstickBaggyPants SlapstickBowlerHatLook ClownShoesCatwalk SlapstickFitCheck SlapstickQuickChange SuspendersSlapstick SlapstickTieTwirl',
    music:
      'SlapstickSlideWhistle SlapstickDrumSting ScoreMySlapstick CartoonBonkBeat SlapstickPotsAndPansBand SlapstickKazooSolo SlapstickRimshot HonkHornSlapstick',
    tech: 'SlapstickGreenScreen ReverseVideoSlapstick SlapstickFreezeFrameEdit SlowMoPratfall SlapstickSoundboard AIWritesMySlapstick SlapstickSpeedRamp SlapstickJumpCuts',
    gaming:
      'SlapstickCharades SlapstickSimonSays SlapstickCoopFails SlapstickFreezeTag SlapstickPartyNight SlapstickMusicalChairs JengaSlapstickCrash SlapstickMimeGame',
  },
  sledding: {
    travel:
      'SledEveryHillInTown ChaseTheSnowToSled BestSleddingSpots SleddingAtGrandmasHill WinterParkRun SnowTubingDayTrip SledThenCocoa SleddingCabinWeekend',
    tech: 'SleddingPOVChallenge SledSpeedTracker SleddingSnowSpraySlowMo GPSMySleddingRun SnowDaySlowMo SleddingFollowCamRun SleddingAccelerometer SleddingPanoShot',
    pet: 'SleddingWithMyDog SledHillPetChase SleddingPawBalmCheck SleddingSnowBooties FirstFlakeZoomies PupChasesMySled KittenWatchesSledding SleddingFetchStick',
    gaming:
      'SleddingHighScore SledRaceVideoGame RingTossFromTheSled SleddingSimonSays SledGrandPrix SleddingBingo KingOfTheSleddingHill SleddingPointsRun',
  },
  sleep: {
    cooking:
      'SleepyGirlMocktail SleepTightMoonMilk BlendASleepTea SleepInFrenchToastBake SleepyChamomileLatte CherryJuiceBedtime',
    travel:
      'SleepUnderTheStars CanISleepInTheCar SleepingBagCampout CityNeverSleepsWalk SleepInAHammockDayTrip JetLagSleepHack',
    tech: 'SleepTrackerTest SleepAppShowdown SleepScoreReveal RecordMySleepTalk HowIActuallySleep SleepyheadAlarmTest TheSleepGadgetTierList',
    gaming:
      'OneMoreLevelThenSleep PokemonSleepStreak SleepingLionsChallenge MafiaNightGoToSleep CozyGamesBeforeSleep TiptoePastTheSleepers SleepingQueensDuel',
  },
  'sleeping bag': {
    travel:
      'StargazeAndSnooze SleepingBagRoadTrip NightAtTheMuseum SleepingBagAtGrandmas SleepingBagInTheBackSeat SleepingBagOnTheBeach BestViewSleepingBag SleepingBagLivingRoomCamp',
    tech: 'SleepingBagRollTimelapse NightSkyAppCampout SleepingBagWormSlowMo SleepingBagPowerBank SleepingBagCampoutVlog SolarLanternShowdown SnoreMeterSleepingBag SleepingBagWhiteNoiseTest',
  },
  sleepover: {
    travel:
      'SleepoverCampout BackyardTentSleepover SleepoverFortStaycation BunkBedCabinSleepover SleepoverUnderTheStars SleepoverSunriseWalk SleepoverAtGrandmas',
    tech: 'SleepoverWalkieTalkies LEDSleepoverFort StarProjectorSleepover MidnightSleepoverVlog SleepoverLaptopMovieFort SleepoverPhotoBooth SleepoverFilterFaceOff',
    gaming:
      'SlumberPartyCharades SleepoverMarioKartCup WerewolfAtTheSleepover TwisterSleepoverFinal SleepoverCardTournament SleepoverMafiaRound',
  },
  slime: {
    prank:
      'SlimeSurpriseBox SlimeFakeSpill SlimeCharmInside SlimeCustomLabel GlitterJarGift SquishyToySwap SlimeSecretMessage GooglyEyeSlime',
    travel:
      'SlimeShopVisit SlimeSouvenirHunt SlimeSwapMeetup SlimeScienceCenter CraftStoreHaul SlimeFromNatureWalk CarRideSlimeKit BeachSandSlime',
    gaming:
      'SlimeTugOfWar FindAMarbleInTheSlime SlimeStretchOff SlimeTicTacToe GooGameNight GuessTheSlimeColor MysterySlimeJarDare SlimeHotPotato',
  },
  slinky: {
    travel:
      'SlinkyOnFamousStairs SlinkyToyShopHunt SpiralStaircaseHunt SlinkyTravelBuddy SlinkyDownEverySlide LongestEscalatorRide TakeASlinkyEverywhere',
    tech: 'SlinkyDropSlowMo SlinkyAntennaHack SlinkySciFiLaserSound SoundWaveOnASlinky SlinkyBoomerangVideo SlinkyClimbsUpstairs HangingSlinkyMystery HighSpeedCameraSlinky',
    pet: 'CatVsSlinky SlinkyBoingReaction SlinkyKittenWrestle PuppyMeetsASlinky PetChasesTheCoil ParrotVsSlinky SlinkyStareDown',
    gaming:
      'SlinkyStairTournament SlinkyRingToss SlinkyMarbleMaze SlinkyBowling SlinkyTargetDrop SlinkyCupPong SlinkyDominoChain FarthestSlinkyWalk',
  },
  slipper: {
    travel:
      'HotelSlipperRatings SlippersAtGrandmas PackYourSlippers SlipperStaycation SlippersOnAPlane SlipperSouvenirHunt SlipperSelfieAtEveryStop',
    tech: 'SlipperKickSlowMo RobotVacuumVsSlippers TrackMyLostSlipper StepsInSlippers SlipperUnboxingASMR LightUpSlippersDIY SlipperPedometerDuel',
    gaming:
      'SlippersOnGameOn SlipperCouchCoOp SlipperHideAndSeek UnoInSlippers SlipperBowlingNight GamerSlipperSetup SlipperCurlingCup',
  },
  sloth: {
    travel:
      'SlothSpottingTrip WaitForTheSlothToMove SlothPaceCityWalk SlothPlushTravelBuddy SlowTravelLikeASloth SlothSafariBingo HangLikeASloth',
    tech: 'SlothLiveCam SlothTimelapseClimb SlothModeScreenTime WifiSlowerThanASloth TurnMeIntoASloth SlothSpotterApp SleepTrackerVsSloth BatterySaverSloth',
    gaming:
      'SlothSlowMotionTag UltraSlowSlothSpeedrun SlothCozyGame PlayAsASloth SlothHideAndSeek NapToWinSloth SlothTurtleRace',
  },
  'slow cooker': {
    travel:
      'SlowCookerRoadTrip CrockpotCamping SlowCookerParkPotluck CookWhileYouExplore SlowCookerCabinStew PackTheSlowCooker LocalSpiceSlowCooker TailgateSlowCooker',
    tech: 'SlowCookerTimelapse SlowCookerVsAirFryer SpyOnMySlowCooker SmartPlugSlowCooker SlowCookerTempProbe AIPlansTheStew VoiceCommandSlowCooker WattMeterSlowCooker',
    gaming:
      'SlowCookerGameNight CrockpotMysteryIngredient SlowCookerBoardGameDay GameTilTheSlowCookerDings SlowCookerTriviaNight SlowCookerCharades SlowCookerVsJigsawRace LevelUpSlowCooker',
  },
  smile: {
    travel:
      'SmileFromEveryLookout SayCheeseAtEveryStop SmileMilesRoadTrip LandmarkGrinSelfie SmileSpottingWalk PassportPhotoSmile StrangersSmileBack',
    tech: 'SmileShutterTest SmileFilterShowdown EmojiMatchCamera AIRatesMySmile SmileToUnlock RealOrFakeSmileAI SmileOnEveryVideoCall',
  },
  'smoke alarm': {
    travel:
      'SmokeAlarmHotelCheck FireStationOpenHouse LookoutTowerHike SmokeAlarmCheckAtGrandmas RentalSmokeAlarmTest SmokeyBearSelfie PackASmokeAlarm',
    tech: 'SmartSmokeAlarmTest SetASmokeAlarmReminder COSensorCheck WhichAlarmIsChirping SmokeAlarmToPhone CallHomeTestTheSmokeAlarm FilmYourSmokeAlarmDrill SmokeAlarmDecibels',
    gaming:
      'FireSafetyQuest SmokeAlarmBeepBingo SmokeAlarmMemoryMatch SmokeAlarmTrivia SmokeAlarmHideAndSeek SmokeAlarmEscapeRoom SmokeAlarmCharades',
  },
  smoothie: {
    fitness:
      'PostWorkoutSmoothie EarnYourSmoothie SmoothieSquatSet SmoothiePlankAndSip BananaBerryBurpees 7DaySmoothieWorkoutDare',
    travel:
      'SmoothieBarHop SmoothieAroundTheWorld SmoothieBeachShack LocalFruitSmoothieHunt SmoothieAtEveryStop SmoothiePicnicInThePark FarmersMarketSmoothie',
    speed:
      'SixtySecondSmoothie SmoothieSpeedrun SmoothieRelay SmoothieToppingDash BeatTheBrainFreeze SmoothieLayersIn60 SmoothieCleanupBlitz',
    gaming:
      'GuessTheSmoothieFruit SmoothieBetweenRounds FruitNinjaSmoothie SmoothieMatchThree ManaPotionSmoothie SmoothieIngredientBingo',
  },
  smores: {
    tech: 'SmoresMicrowaveHack SmoresMakerShowdown PizzaBoxSolarSmores AirFryerSmoresTest AskAIForASmoresTwist MarshmallowSlowMo SmoresStopMotion SmoresTimelapse',
    pet: 'PupSafeSmoresTreats SmoresBlanketFort SmoresKittenTentNap SmoresNightPupCuddle CampingWithMyDog DoggyLanternWalk SmoresCampPawtrait',
    gaming:
      'SmoresGameNight SmoresCampQuest SmoresStoryDice WinnerGetsSmores MinecraftCampfireBuild SmoresCardGameByLantern SmoresJengaStack',
  },
  snack: {
    travel:
      'SnacksAroundTheWorld RoadTripSnackHaul TryTheLocalSnacks SnackHuntAtTheGasStation SnackMarketCrawl SnackSouvenirSwap AirportSnackRatings',
    tech: 'AIPicksMySnack SnackCrunchASMR SnackLockBoxHack ScanYourSnackLabel SnackGadgetShowdown SnackStopMotionHeist SnackDrawerAlarm',
    gaming:
      'GameNightSnackBoard SnackTierList SnackPowerUp ControllerSafeSnacks GuessTheSnackBlindfolded LoserFetchesSnacks',
  },
  snail: {
    travel:
      'SnailPaceRoadTrip SnailMailPostcards RainyDaySnailHunt SnailPaceParkStroll SpiralStairsSpotting SlowTravelDare SnailTrailNatureWalk GardenSnailSafari',
    tech: 'SnailTimelapse SnailMailVsEmail SnailTerrariumCam WiFiSlowerThanASnail TurnMeIntoASnail MacroLensShowdown UltraSlowMoSnail SnailStopMotionClay',
    gaming:
      'SnailSpiralMaze SnailsAndLadders SnailHopscotch PlayAsASnail TurboSnailRace SlowestWinsMode SnailMarioKart SnailTrailTag',
  },
  snake: {
    prank:
      'SpringSnakeCan SnakePlushBedBuddy SockPuppetSnake PoolNoodleSnake SnakePunsOnStickyNotes SnakeSlinkySurprise GummySnakeLunchbox SnakeEmojiTextBomb',
    travel:
      'SnakeSpottingHike SayHiToTheZooSnakes SnakeSafariAtThePetShop HowLongIsThatSnake SnakePlushRidesAlong SnakeSkinShedHunt MeetASnakeKeeper',
    music:
      'SnakeBeatDrop SongForMySnake SnakeHissBeatbox HissHopFreestyle RattleAndRoll SnakeSynthSlither SnakeJazzImprov',
    tech: 'CodeSnakeInPython SnakeTankCam SnakeHeatMatSetup SnakeShedTimelapse SnakeSlowMoTongueFlick NokiaSnakeRemake SnakeThermostatTest SnakeHumidityMonitor',
    gaming:
      'SnakeGameHighScore SnakesAndLaddersNight NokiaSnakeRetroRun SnakesAndLaddersDIYBoard LongestSnakeWins SnakeInTheGrassTag SnakeCharadesNight',
  },
  sneaker: {
    travel:
      'SneakerCityWalk SneakerOutletDayTrip SneakerShopCrawl WhereMySneakersWent KicksAroundTheWorld SneakersMeetTheTrail ThriftSneakerSafari',
    music:
      'SneakerSqueakBeat SneakerSoleDrums BasketballSneakerRemix PluckTheSneakerLaces SneakerTapToTheBeat ShoeboxBassline SneakerStompRhythm',
    tech: 'SneakerSquishSlowMo SneakerShootOnABudget SneakerResaleTracker DirtyToFreshSneakers SneakerSpin360Video AISpotsFakeKicks ARSneakerTryOn',
    pet: 'PetPicksMySneakers DogSniffsNewSneakers SneakerBoxNapKitty PuppyStealsOneSneaker HamsterSneakerHouse SneakerHideAndSniff',
    gaming:
      'SneakerTopTrumps SneakerheadTriviaDuel GuessTheSneakerPrice GuessWhoseSneaker SneakerDraftNight SneakerScavengerHunt SneakerMemoryMatch',
  },
  sneeze: {
    travel:
      'SneezeOnAPlane SneezeEtiquetteAbroad BeachTripNoSneezing SneezeSeasonRoadTripKit PollenFreeGetaway SneezeProofPacking WorldSneezeSounds',
    wellness:
      'SneezeFreeBedroom SneezeSeasonSelfCare HoneyTeaForSneezes SneezeSteamBreathing SneezeSeasonCleanSweep AchooAndUnwind LaughAfterEachSneeze',
    tech: 'SneezeSlowMo SneezeSoundDetector CountMySneezesApp SneezeButMakeItMusic PurifierVsSneezeSeason SneezeAtYourSmartSpeaker SneezeDecibelDuel',
  },
  snooze: {
    tech: 'SnoozeProofAlarmApp SnoozeSunriseLamp ShakeToSnooze SolveToSnooze MySnoozeStats SmartClockShowdown PhoneAcrossTheRoomSnooze SmartwatchSnoozeTest',
    gaming:
      'SnoozeMiniGame SnoozeButtonWhackAMole SnoozeStreakSaver SnoozeAlarmHideAndSeek WordleBeforeSnooze FiveMoreMinutesMatch LevelUpNoSnooze SnoozeBingoCard',
  },
  snoring: {
    travel:
      'SnoringHostelSurvival SnoringTentNeighbors SnoreProofTravelKit EarplugsOrBust SnoringAtGrandmasHouse QuietCabinRetreat RoadTripSnoringTally',
    tech: 'SnoreDetectorTest SnoringDecibelGraph WhiteNoiseMachineDuel PlayBackMySnoring SnoringAISleepCoach RecordMySnoringNight WhatsYourSnoringScore HeadphonesVsSnoring',
    gaming:
      'DontWakeTheSnorer SnoringStealthRun WhisperOnlyCardNight SleepySneakChallenge GuessWhoIsSnoring TiptoePastTheSnoring SnoringJenga SnoringHideAndSeek',
  },
  snow: {
    travel:
      'FirstSnowPhotoWalk ChaseTheSnow SnowyTownTour SnowDayMainStreetWalk FindARealSnowGlobe SnowCabinWeekend SnowTubingDay SnowTrainJourney',
    tech: 'SnowfallTimelapse SnowflakeMacroShot SnowBlowerShowdown SnowPhotoNightMode SnowFallingUpwards SnowCrunchASMR SnowballSlowMo MeasureSnowWithAR',
    gaming:
      'SnowDayGameNight SnowWorldBuild SnowballFightArena SnowFortSiege SnowPathMazeTag SnowballTargetToss CaptureTheSnowFlag SnowTicTacToe',
  },
  'snow angel': {
    music:
      'SnowCrunchBeat SnowAngelJingleJam HarkTheSnowAngels SnowAngelLullaby SnowAngelDuet SingWhileYouSnowAngel AirGuitarSnowAngel SnowAngelHumAlong',
    tech: 'SnowAngelFromAbove SnowAngelBoomerang SnowAngelARWings SlowMoSnowAngelFlop LEDSnowAngelNight SnowAngelTimeLapse PanoramaSnowAngel SnowAngelStopMotion',
  },
  'snow day': {
    prank:
      'SnowDayPaperBlizzard SnowDayWakeUpReveal DoorstepSnowDayCocoa SurpriseSnowDayFort SnowmanPhotobomb IndoorSnowstorm SnowDayPancakeAmbush',
    tech: 'SnowDayTimeLapse SnowDayPhotoDump SnowDayPredictor SnowDayClosureAlerts GadgetsVsBlizzard SlowMoSnowflakes SnowDayIn60Seconds',
    gaming:
      'SnowDayCouchCoop CabinFeverSnowDayCup ThousandPieceSnowDay SnowDayCharades BlizzardBoardGames MonopolyUntilItMelts SnowDayCardMarathon',
  },
  'snow globe': {
    travel:
      'SnowGlobeFromEveryCity SnowGlobeSouvenirHunt RealLifeSnowGlobe MyTownInASnowGlobe ChristmasMarketCrawl SnowGlobeWindowShopping SnowGlobeLightsWalk',
    tech: 'SnowGlobeSlowMo LEDSnowGlobeBase LifeInsideASnowGlobe SnowGlobeARFilter SnowGlobeRewind SnowGlobeStopMotion SnowGlobePhoneWallpaper',
    gaming:
      'MinecraftSnowGlobe SnowGlobeSimsBuild SnowGlobeStaringContest GuessTheGameSnowGlobe TinyWorldShowdown SnowGlobeMemoryGame SnowGlobeEscapeRoom',
  },
  snowball: {
    travel:
      'CabinSnowballFight SnowDayParkWalk SnowballAtTheSummit FirstSnowballOfTheTrip SnowballFightAtThePark DriveToFindASnowball SledHillSnowballFight',
    tech: 'SnowballSlowMo SnowballFightPOV HowFastIsMySnowball SnowballMakerShowdown SnowballFightTrickShot SnowDayForecastBot UnthrowASnowball',
    gaming:
      'SnowballBattleRoyale SnowballCaptureTheFlag SnowFortCoOp SnowballTargetPractice BeatMySnowballScore SnowballKingOfTheHill SnowballDodgeball',
  },
  snowflake: {
    travel:
      'FirstSnowflakeWalk FollowTheFirstSnowflakes SnowflakesFromTheTrain ChaseTheSnowfall SnowflakeCityLights WinterWonderlandHunt',
    music:
      'SnowflakeLullaby SnowflakeHumAlong SnowflakeMusicBox WaltzOfTheSnowflakes SleighBellSingalong SnowflakeChimeJam',
    tech: 'SnowflakeMacroLens SnowflakeStopMotion SnowflakePhoneWallpaper AIDesignsASnowflake SnowflakeSlowMoFall NoTwoSnowflakesAlike',
    gaming:
      'SnowflakeBuildOff SnowflakeCollectorRun SnowflakeWinterQuest SnowflakeSymmetryDuel SnowflakeCatchingContest SnowflakeBingo TetrisWithSnowflakes',
  },
  snowman: {
    travel:
      'SnowmanAtEveryParkInTown SnowmanSpottingWalk SnowmanMountainTrip SnowmanAtGrandmasHouse SnowmanPassport SnowmanWithAView SnowmanAtTheSummit',
    tech: 'SnowmanMeltTimeLapse SnowmanLEDEyes ARSnowmanBuilder SnowmanStopMotionBuild TalkingSnowmanHack UnmeltASnowman SnowmanARFilter GiantSnowmanIllusion',
    pet: 'DogVsSnowman CatMeetsSnowman SnowmanCarrotThief PupHelpsBuildTheSnowman SnowmanOrSnowdog SnowmanZoomieLaps BarkAtTheSnowman',
    gaming:
      'SnowmanBuildBattle SnowmanBowling SnowmanDressUpDice MinecraftSnowman KnockDownTheSnowmen SnowFortCaptureFlag PinTheNoseOnSnowman SnowmanRingToss',
  },
  soap: {
    prank:
      'SoapThatWontLather GiantSoapBarSwap SoapRubberDuckInside ColorChangingHandWash SoapDispenserNoteSurprise LoveNoteInTheSoap HiddenToySoap SoapStampedInitials',
    cooking:
      'IsItSoapOrCake SoapShapedFudge SoapSudsMeringue BubbleBathCupcakes SoapBarSugarCookies LavenderSoapScones SoapCubeMarshmallows',
    travel:
      'SoapSniffAtTheMarket HotelSoapCollection SoapMarketFinds TravelSoapTinHack SoapSouvenirFromEveryTrip SoapUpAtTheCampsite',
    speed:
      'SoapBubbleTowerIn60 SoapBarCurling PassTheSoapRelay TwentySecondLather SudsTowerTimer SoapBubbleBlitz SoapyDishRace',
    tech: 'AutoSoapDispenserTest SoapCuttingSlowMo SoapFoamCloudTimelapse SoapPoweredBoat SoapBubbleMacroShot TouchlessTapShowdown SoapFilmColorCam',
    gaming:
      'LatherLeaderboard SoapShuffleboard GuessTheSoapScent SoapOperaCharades SoapBubbleKeepUp SoapBarStackOff SoapBubblePopBattle',
  },
  soccer: {
    travel:
      'SoccerStadiumTour SoccerInEveryParkInTown SoccerBallTravelBuddy AwayDayAdventure CheerAtALocalSoccerGame SoccerRoadTripAwayGame SoccerInEveryCity',
    music:
      'SoccerChantRemix SoccerBallBounceBeat SoccerCommentatorRap SoccerWorldCupSongCover ThreeLionsSingAlong StadiumSoccerDrums WriteASoccerAnthem',
    tech: 'VARYourSoccerGame SoccerSlowMoReplay SoccerSkillsBurstShot SoccerPOVCam HowFastIsMyShot AIHighlightReel SoccerCommentaryBot',
    pet: 'SoccerDogGoalie PuppySoccerPenalty SoccerBallHerding DogCelebratesMySoccerGoal DribblePastMyPup KittenKeepyUppy FurballFutbol',
    gaming:
      'SoccerCrossbarChallenge FoosballVsRealSoccer SoccerStickerAlbum SoccerPenaltyShootout SoccerCoinFlickDuel SoccerFantasyDraftNight',
  },
  sock: {
    travel:
      'SockSouvenirHunt FunnySocksRoadTrip SocksFromEveryCity SockPassportPics AroundTheWorldInSocks PackedInMySocks WoolSocksOnTheTrail TempleSockEtiquette',
    tech: 'SockPuppetStopMotion SockPuppetVoiceFilter LEDLightUpSocks CanAIMatchMySocks SockDrawerSpreadsheet SockPileToPairsTimelapse SockDrawerBeforeAfter',
    pet: 'SockBanditCam PetSockPuppetShow SockPuppetShowForMyPup PetPicksMySockPair WhoStoleMySock KittenSockBallChase SockDayPetPhotoShoot SockTugOfWar',
  },
  soda: {
    educational:
      'MentosSodaGeyser WhySodaFizzes SugarCubesInASoda DietSodaFloatTest SodaWasMedicine SodaTeethEggExperiment',
    travel:
      'SodaFountainHunt LocalSodaCrawl TryForeignSodas RetroSodaShopDrive SodaFlavorPassport VendingMachineSafari SodaRoadTripTasteTest',
    tech: 'SodaCanWiFiBooster SodaFizzSlowMo SodaMakerShowdown SodaBottleRocket AIInventsASoda SodaCanStopMotion UnspillTheSoda',
    pet: 'SodaBoxCatFort PupHearsSodaPop SodaBottleTreatSpin NapInASodaCrate SodaBoxHideAndSeek SodaCartonTunnel SodaCaseCastle',
    gaming:
      'SodaPowerUpRun SodaBottleRingToss SodaMixPuzzle SodaCapTicTacToe SodaBottleFlipChallenge VendingMachineQuest SodaCanBowling',
  },
  softball: {
    travel:
      'SoftballFieldTour SoftballAwayGameRoadTrip WatchALocalSoftballGame TravelBallWeekend SoftballCampDiaries SoftballHotelLife SoftballParkPassport',
    music:
      'SoftballWalkUpSong SoftballDugoutChant SoftballBusSingAlong SoftballBucketDrums BatTapBeatbox SoftballTakeMeOut SoftballGearBeat',
    tech: 'SoftballSwingSlowMo SoftballPitchRadar SoftballSwingBurstShot ClockMySoftballPitch SoftballStatGeek SoftballSwingSplitScreen EditYourSoftballReel',
    gaming:
      'SoftballWiffleLeague SoftballTrivia SoftballCardTrade SoftballVideoGameIRL HomeRunDerbyNight SoftballPickleGame SoftballFantasyDraft',
  },
  'solar system': {
    travel:
      'SolarSystemPlanetarium SolarSystemRoadTripBingo SolarSystemScienceMuseum PlanetSpottingNight WalkToPluto DarkSkyDrive',
    music:
      'SolarSystemRap SolarSystemChimes HumTheSolarSystem SingThePlanetsSong SpaceOddityCover SaturnRingsRemix SolarSystemSynthJam',
    tech: 'SolarSystemOrbitCode SolarSystemStopMotion SolarSystemARApp SolarSystemScaleOnMaps PhonePointsAtPlanets PlanetGreenScreenTour',
    gaming:
      'PlanetHopscotch SolarSystemMinecraft SolarSystemTrivia SolarSystemSpaceRace PlanetHopperQuest AsteroidDodgeScore',
  },
  somersault: {
    travel:
      'SomersaultOnTheBeach SomersaultDownAGrassyHill SomersaultAtEveryStop SomersaultOnGrandmasLawn SomersaultPostcard SnowAngelSomersault SomersaultPassport SomersaultParkHop',
    tech: 'SomersaultCloneEdit SomersaultAIFormCheck SlowMoSomersault SomersaultBurstShot RewindTheRoll SmartwatchSomersault SomersaultFreezeFrameEdit SomersaultPanorama',
    gaming:
      'DoABarrelRoll SomersaultEmote SomersaultCombo SomersaultSpeedrun SomersaultObstacleCourse SomersaultHighScore SimonSaysSomersault SomersaultDiceDare',
  },
  son: {
    tech: 'SonSetsUpMyPhone SonEditsMyVideo SonCodesAGame SonTechSupport SonFixesTheWiFi MySonTheITGuy',
  },
  song: {
    travel:
      'SongForEveryCity FamousSongPlaces SongAboutMyHometown GoWhereTheSongSays RoadTripSingalong LearnALocalSong SongAtTheSummit',
    tech: 'SongFromPhoneSounds LyricVideoEdit SongGreenScreenMusicVideo AIWroteMySong HumToSearchDare SongOnAFreeApp SongRemixInAnHour',
    gaming:
      'LyricBingo SongHotPotato SongEmojiQuiz SongCharades SongMusicalChairs HumItGuessIt PictionarySongTitles',
  },
  soup: {
    travel:
      'SoupsAroundTheWorld LocalSoupHunt StreetFoodSoupCrawl SoupDumplingTour SoupThermosRoadTrip PhoFirstThenExplore',
    fashion:
      'CozySoupNightFit SweaterWeatherSoup SoupBibChic PopArtSoupCanLook DontSpillTheSoup SouperStylish',
    art: 'SoupCanPopArt SoupStillLife SoupBowlPottery AlphabetSoupLettering DesignYourOwnSoupLabel SwirlTheSoup',
    tech: 'SoupMakerVsStove SoupSteamSlowMo SoupThermosShowdown ImmersionBlenderSoup AIInventsASoup SoupFromScratchIn15Secs RecipeAppSoupDuel',
    pet: 'CatGuardsTheSoup SoupNightSnuggle PupSafeBoneBrothSoup SoupThermosPupHike SouperDogPortrait LadleClankReaction StealthySoupSniffer',
    gaming:
      'NameThatSoup PotionSoupRecipe AlphabetSoupScrabble SoupCanBowling SoupLadleEggRace StoneSoupCoOp SoupIngredientBingo',
  },
  souvenir: {
    music:
      'SouvenirMusicBox SnowGlobeLullaby SongForEverySouvenir SouvenirThumbPiano PlayYourSouvenir SouvenirRainStick TambourineSouvenirJam',
    tech: 'SouvenirStopMotion SouvenirShelfTimelapse DigitalPostcardMaker ARSouvenirShelf AIGuessesMySouvenir SouvenirStoryQR SouvenirAudioMemories',
    gaming:
      'MagnetMapChallenge PassportStampBingo SouvenirCollectQuest SouvenirGuessTheCountry SouvenirDeckGameNight SouvenirScavengerRun TriviaForSouvenirs',
  },
};
