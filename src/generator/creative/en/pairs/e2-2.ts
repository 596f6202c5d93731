import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tennis: {
    dance:
      'TennisVictoryDance TennisRacketTwirl BallKidTennisShuffle TennisTangoTiebreak MatchPointMoonwalk GrandSlamGroove',
    funny:
      'TennisWithAFryingPan TennisGruntOff YouCannotBeSerious SlowMoTennisFails TennisUmpireVoice QuietPleaseChallenge',
    prank:
      'TennisBallRoomFill TennisSmileyFaces MatchPointConfetti TennisCheerSquad WimbledonSnackAmbush ServeASurprise',
    educational:
      'TennisSpinPhysics WhyTennisSaysLove ClayVsGrassTennis WhyTennisBallsAreFuzzy CallTheTennisScore GrandSlamGeoQuiz',
    cooking:
      'WimbledonStrawberries TennisBallCakePops TennisRacketCookies TennisSmashSmoothie GameSetMatcha LoveAllLemonade',
    travel:
      'WimbledonQueueDay TennisCourtHop USOpenTennisNight TennisInEveryCity GrandSlamBucketList RedClayRoadTrip',
    fashion:
      'TennisSkirtFitCheck TennisVisorStyle VintageTennisPolo ServingTennisLooks AllWhiteWimbledon SweatbandSwag',
    wellness:
      'TennisMindfulServe NoScoreTennis SlowTennisMorning TennisBallFootRoll DeepBreathDeuce RallyForCalm',
    speed:
      'TennisVolleyBlitz HitTheTennisCone BeatTheTennisMachine TennisRallyTo100 BallKidSprint AceInSixtySeconds',
    music:
      'TennisRacketAirGuitar TennisBallBeat TennisSqueakLoop WimbledonWaltz GrandSlamJam RemixARally',
    art: 'TennisBallFaces VintageTennisPoster WimbledonWatercolor TennisRacketSplatter FreezeTheServe DrawYourTennisIdol',
    tech: 'SlowMoTennisSwing TennisLineCallingAI ClockMyTennisServe TennisBotBallBoy HawkEyeAtHome GadgetGrandSlam',
    pet: 'DogBallBoy TennisFetchRace TennisLauncherPup PuppyTennisDoubles WimbledogFinals TennisHideAndSeek',
    gaming:
      'WiiTennisRematch MarioTennisFinal TableTennisVRMatch PongHighScore TennisTournamentNight GrandSlamSpeedrun',
  },
  shark: {
    dance:
      'BabySharkDance SharkChompStep SharkFinShuffle LeftSharkMoves JawsThemeJive SharkTankTango',
    fitness:
      'SharkWeekWorkout SharkBellyCrawl BabySharkBurpees SwimLikeAShark JawsJumpingJacks HammerheadHolds',
    funny:
      'SharkSlippersChomp FakeSharkFinPanic LandSharkSneak JawsThemeEntrance BabySharkStuckInHead SharkTankPitchParody',
    prank:
      'SharkFinBathtub SharkSlipperAmbush SharkPlushInTheBed SharkInTheFridge JawsThemeDoorbell BabySharkOnRepeat',
    cooking:
      'SharkWeekCupcakes SharkJelloCups BabySharkPartyPunch BiteSizedSharks HammerheadHotDogs SharkTankSnackPitch',
    travel:
      'SharkToothHunt WhaleSharkSwim ReefSharkSnorkel SharkTunnelWalk SharkSpottingSafari FinsAndFlipFlops',
    fashion:
      'SharkToothNecklace SharkClawClip DressLikeAShark GreatWhiteFit SharkSlipperSwag SharkWeekLookbook',
    wellness:
      'GlideLikeAShark SharkPlushCuddle IKEASharkHugNap SharkAquariumCalm SharkCamChill JustKeepSwimming',
    speed:
      'SharkToothSortDash SpotTheSharkFinRace MinnowsVsSharkRelay OutswimTheShark NameTenSharksFast FeedingFrenzyBlitz',
    music:
      'SharkCelloSuspense SharkSeaShanty SharkBassDrop BabySharkMetalCover JawsThemeOnAnything HammerheadBanging',
    art: 'SharkToothCraft SharkPaperMache SharkOrigamiFold SharkInFiveStrokes DrawJawsBlindfolded HammerheadDoodle',
    tech: 'SharkRoboFinBuild DroneSpotsSharks 3DPrintASharkTooth SharkTankYourApp NameThatSharkAI TrackAGreatWhite',
    pet: 'SharkCostumeCat SharkHoodiePup SharkPlushFetch RoombaSharkRide PawsAndJaws LandSharkZoomies',
    gaming:
      'SharkWeekTrivia HungrySharkHighScore SubnauticaSharkDive MegalodonBossFight SharkBiteGameNight SurviveTheShark',
  },
  dolphin: {
    dance:
      'DolphinBodyWave DolphinFlipSpin RippleLikeADolphin DolphinDiveDrop DanceWithPorpoise FlipperFreestyle',
    fitness:
      'DolphinPlank DolphinPushUps DolphinKickDrill DolphinDiveBurpees SwimLikeADolphin FlipperFlutterLaps',
    funny:
      'DolphinRatesMyDive DolphinSideEye SubtitlesForADolphin InflatableDolphinRodeo DolphinOrSqueakyDoor LaughLikeADolphin',
    prank:
      'DolphinSqueakRingtone BathtubDolphinFin DolphinPhotobomb DolphinLaughDoorbell SurpriseTowelDolphin PoolFloatAmbush',
    educational:
      'HowDolphinsSleep DolphinNameWhistles DolphinVsPorpoise EcholocationBlindfold DolphinBrainTeasers SmarterThanADolphin',
    cooking:
      'BananaDolphinSnack DolphinCupcakes DolphinWatermelonCarve BentoDolphinLunch DolphinDunkCookies FlipperFlapjacks',
    travel:
      'KayakWithDolphins DolphinCoveSunrise WildDolphinSnorkel SpotADolphinPod FindingFlipper DolphinBoatDayTrip',
    fashion:
      'DolphinEarrings DolphinHairClip NinetiesDolphinTee StyleDolphinShorts FlipperFitCheck BottlenoseBling',
    wellness:
      'DolphinSunsetSwim DolphinSmileBreak FloatLikeADolphin DolphinSongSleep FindYourPorpoise PodSquadCheckIn',
    speed:
      'DolphinKickRace DolphinDiveSprint DolphinDrawInTen NoodleDolphinDash BeatTheBottlenose FastestPodWins',
    music:
      'DolphinClickBeat DolphinWhistleSong DolphinSqueakRemix DuetADolphin EcholocationLoop PodChoirChallenge',
    art: 'DolphinWatercolor DolphinSandSculpture ResinDolphinWave OneLineDolphin SketchThePod BottlenoseBrushwork',
    tech: 'DolphinHydrophone UnderwaterDolphinCam DolphinAITranslator DolphinSonarDemo DecodeTheDolphin DroneFindsThePod',
    gaming:
      'BeatEccoTheDolphin DolphinRacingLevel DolphinTriviaShowdown DolphinSubnauticaDive FlipperHighScore SplashdownSpeedrun',
  },
  weatherman: {
    dance:
      'WeathermanMapDance WeathermanPointSlide ForecasterFootwork ShimmyTheWeatherReport ColdFrontConga HighPressureHustle',
    fitness:
      'WeathermanSaysRun WeatherReportSquats WeathermanHeatwaveHIIT ForecasterPushUps ChanceOfBurpees RainOrShineReps',
    prank:
      'WeathermanWakeUpCall FakeWeatherReport WeathermanChanceOfHugs LivingRoomWeatherman GreenScreenSurprise RainingConfetti',
    educational:
      'WeathermanMapSymbols WeathermanCloudTypes HowForecastersPredict BeatTheWeatherman BuildABarometer FrontsAndFlurriesQuiz',
    cooking:
      'WeathermanRainbowCake WeatherIconCookies ForecasterCloudBread WeathermanPicksDinner HotCocoaColdFront CloudyWithMeatballs',
    travel:
      'WeathermanPlansMyTrip AuroraForecastChase TrustTheWeatherman WeathermanStudioTour WeathergirlWanderlust RainOrShineRamble',
    fashion:
      'DressLikeAWeathergirl WeathermanTieLineup WeathermanLayerUp WeatherReportRunway FitForTheForecast GreenShirtVanish',
    wellness:
      'InnerWeatherReport WeathermanCalmVoice WeathermanMoodMap WeathergirlGratitude ForecastYourFeelings ClearSkiesCheckIn',
    speed:
      'WeathermanMapRace TenSecondWeatherReport OneMinuteWeatherman FastestForecaster LightningRoundQuiz BlizzardBlitz',
    music:
      'WeathermanThemeSong WeathermanJingle SingTheWeatherReport ForecasterFreestyle ColdFrontChorus HereComesTheSunCover',
    art: 'WeathermanIconDoodles WeathermanCaricature PaintTheWeatherman WeatherMapMasterpiece MeteorologistMural SketchTheSky',
    tech: 'WeathermanGreenScreen AIVsTheWeatherman LaunchAWeatherBalloon WeathermanTeleprompter CodeAForecastBot RainRadarRumble',
    pet: 'WeathermanCatCohost ParrotWeatherWarning MeteorologistMutt WeathermanPupDebut TodaysPawcast RaincoatRunway',
    gaming:
      'WeathermanTrivia WeathermanBingo ForecasterGameShow WeatherWordle StormChaserSpeedrun ClosestTempWins',
  },
  plant: {
    dance:
      'PlantMistingWaltz PlantParentGroove PlantPotShuffle DanceForYourPlants MonsteraMash WateringCanWiggle',
    fitness:
      'PlantPotCurls PlantSoilBagSquats WateringCanLunges PlantParentPushUps HouseplantHIIT FernFlexFriday',
    funny:
      'DramaticPlantDroop JustOneMorePlant PlantParentProblems IfPlantsCouldTalk PlantMomMeltdown MonsteraMonologue',
    prank:
      'FakePlantSwap PlantTinyHatParade PlantGooglyEyes TalkingHouseplant CactusCupcakeFakeout SurpriseSucculent',
    educational:
      'HowPlantsDrink WhyPlantsLeanToLight DoPlantsLikeMusic NameThatLeafQuiz OneCuttingTenPlants RainbowCeleryTest',
    cooking:
      'PlantToPlate PlantPotDirtCups BasilPlantPesto IsItAPlantOrCake SucculentCupcakes GrowItThenCookIt',
    travel:
      'FiveDollarPlantHunt PlantShopTour HouseplantsInTheWild PlantPassport BotanicalGardenHop GreenhouseGetaway',
    fashion:
      'PlantParentFit PlantMomCardigan PlantLadyOveralls DressLikeYourPlant MatchYourMonstera SucculentStyle',
    speed:
      'PlantRepotRace WaterEveryPlantIn60 NameTenPlantsFast PlantIDBlitz FastestGreenThumb LeafWipeLightning',
    music:
      'SingToYourPlants PlantPotDrums DoPlantsLikeJazz HouseplantHarmony SerenadeYourSucculent MonsteraMixtape',
    art: 'PlantShadowTracing DrawYourHouseplant PressedPlantBookmarks PlantPotGlowUp MonsteraMasterpiece FernFossilPrints',
    tech: 'PlantTimelapse PlantAutoWaterer HydroponicJarGarden PlantThatTweets AppVsPlantMom PlantIDFaceOff',
    pet: 'PetSafePlantSwap CatVsMyPlants PuppyMeetsHouseplant PawsAndPlants KittyGrassTasteTest HideInTheMonstera',
    gaming:
      'PlantsVsZombiesIRL PlantTriviaNight HouseplantBingo MinecraftPlantFarm GottaGrowEmAll StardewCropSpeedrun',
  },
  blanket: {
    dance:
      'BlanketBurritoBoogie BlanketCapeTwirl SlowDanceInABlanket SpinOutOfTheBlanket SnuggleShuffle FleeceFreestyle',
    fitness:
      'BlanketMountainClimb BlanketTugOfWar BurritoBlanketCrunch WeightedBlanketCarry CozyCardio FleeceFloorSlides',
    prank:
      'BlanketFortSurprise BlanketLumpDecoy FluffyBlanketSwap BlanketGhostPeekaboo WarmFromTheDryer SiblingBurritoWrap',
    educational:
      'WeightedBlanketScience FleeceVsWoolBlanket HowSpaceBlanketsWork IceCubeBlanketTest ThreadCountQuiz BlanketMythOrFact',
    cooking:
      'PigsInABlanket BlanketFortSnacks BlanketMovieNachos BlanketPicnicSpread CozyCocoaBar SnuggleSeasonSoup',
    travel:
      'BlanketStargazingTrip BlanketCampfireNight OutdoorCinemaBlanket OneBlanketTenViews PicnicAtThePeak FindALocalWeave',
    fashion:
      'BlanketScarfThreeWays BlanketSkirtTwist WearYourBlanketOut BlanketPonchoWrap CozyCouture BurritoToRunway',
    wellness:
      'BlanketBurritoRest WeightedBlanketNap JournalUnderABlanket BlanketReadingNook CocoonAndCalm WrapUpAndUnwind',
    speed:
      'BlanketFoldRace BlanketFortIn60 BlanketBurritoIn10 ThrowBlanketRelay DuvetCoverDash BeatTheBlanketBuzzer',
    music:
      'BlanketFortConcert BlanketLullaby BlanketBoothVocals StrumInABlanket UnderTheCoversSong CozyCampfireChorus',
    art: 'NoSewFleeceBlanket TieDyeABlanket ArmKnitABlanket PatchworkBlanket QuiltYourMemories PlaidPatternPainting',
    tech: 'BlanketFortProjector HeatedBlanketTest BlanketLEDStarLights TechUnderTheCovers SmartBlanketShowdown CodeInACocoon',
    pet: 'PupInABlanket BlanketPeekaboo CatUnderTheBlanket BlanketNestDig PurritoChallenge WhoStoleMyBlanket',
    gaming:
      'BlanketFortGameNight HandheldUnderBlanket BlanketChessMatch BlanketBattleRoyale CozyCoOpMarathon SnowDayMonopoly',
  },
  library: {
    dance:
      'LibrarySilentDisco LibraryShelfShuffle LibraryCartGlide LibrarianLineDance BookwormBoogie DeweyDecimalDip',
    fitness:
      'LibraryWalkStreak LibraryStackLift LibraryStairLaps LibraryLunges HardcoverCurls RepsPerChapter',
    funny:
      'LibraryWhisperSkit OverdueLibraryBook LoudestLibrarySneeze LibrarianShushOff SilentLaughChallenge LateFeeConfessions',
    prank:
      'LibraryHiddenNote LibraryCardSurprise LibraryBlindDateBook LibraryCompliments DustJacketSwap BookmarkTreasureHunt',
    cooking:
      'LibraryCookbookDinner LibraryCafeScones LibraryPicnicLunch LibraryLoanLasagna BakeByTheBook NovelNoodles',
    travel:
      'LibraryHopDay MostBeautifulLibraries LibraryPassportStamps EveryLibraryInTown ShelfieSafari ReadWhereYouRoam',
    fashion:
      'LibraryFitCheck StyleYourLibraryTote DarkAcademiaLibrary DressLikeALibrarian BookwormChic CozyCardiganCode',
    wellness:
      'LibraryQuietHour LibraryWindowSeat SlowLibrarySunday LibraryDigitalDetox ChapterAndChill ShushYourMind',
    speed:
      'LibraryBookHunt SortALibraryShelf FastestLibraryCheckout BeatTheLibrarian DeweyDecimalDash FindItInFive',
    music:
      'LibraryWhisperSong LibraryLofiSession SilentLibraryKaraoke BorrowALibraryVinyl QuietQuartet PageFlipPercussion',
    art: 'LibraryCardArt PaintALibraryShelf BlackoutPoetryLibrary DrawYourDreamLibrary SketchTheStacks JudgeByTheCover',
    tech: 'LibraryMakerspaceBuild Library3DPrinter EReaderVsLibraryBook LibraryCodeClub BorrowARobot AIvsTheLibrarian',
    pet: 'LibraryReadToDogs CatSitsOnLibraryBook LibraryTotePeekaboo PupLibrarian BookwormKitty PawsForStorytime',
    gaming:
      'LibraryBoardGameNight LibraryEscapeRoom LibraryChessClub DnDAtTheLibrary MinecraftLibraryBuild SpeedrunTheStacks',
  },
  painter: {
    dance:
      'DanceLikeAPainter PainterRollerGroove PainterSmockShuffle PaintDripDrop BrushStrokeBoogie CanvasCancan',
    fitness:
      'PainterRollerSquats PaintCanCurls PainterWallSit PaintersArmDay BrushStrokeBurpees CanvasCardio',
    funny:
      'PainterBobRossVoice PainterVsToddler PainterCriticReacts HappyLittleAccidents PaintDryingCommentary NameMyMasterpiece',
    prank:
      'PainterPortraitGift PainterPhotoSwap FakePaintSpill SecretPainterGallery MonaLisaPhotobomb StickyNoteMasterpiece',
    educational:
      'GuessThePainter MixLikeAPainter HowPaintIsMade RealPainterOrAI MonetOrManet NameThatBrushstroke',
    cooking:
      'PainterPaletteCookies PainterPancakes PaintYourToast PainterFruitStillLife MonaLisaLatte StarryNightSmoothie',
    travel:
      'PainterMuseumTour PaintYourHotelView PleinAirPainterDay FollowThePainter StandWhereMonetStood StreetArtSafari',
    fashion:
      'DressLikeAPainter PaintSplatterJeans PainterDripSneakers PainterBeretStyle WearYourPalette SmockToStreet',
    wellness:
      'PainterMoodJournal MindfulPainterHour PaintTheSunrise PaintersCalmCorner HappyLittleReset NoRulesCanvas',
    speed:
      'PainterPortraitIn30 PainterRollerRelay FiveMinutePainter PaintTheFenceIn60 BeatBobRoss SpeedPainterShowdown',
    music:
      'PaintToTheBeat PainterRollerRhythm LofiForPainters PainterStudioJam BucketDrumSolo BrushStrokeBallad',
    tech: 'TabletVsCanvasPainter AIvsHumanPainter PaintingAppDuel PainterTimelapse PixelVsPigment ColorPickerChallenge',
    pet: 'PainterPetPortrait PainterCatAssistant PainterPuppyModel PawPrintPainter PawcassoChallenge VincentVanDogh',
    gaming:
      'PictionaryPainter PainterSkribblRound SplatoonPainterMatch PainterDrawfulParty GarticPhoneGallery MasterpieceOrMess',
  },
  'desk setup': {
    dance:
      'RGBDeskSetupRave DeskSetupChairSpin StrutToYourDeskSetup DeskSetupDanceBreak MonitorMoonwalk SwivelShuffle',
    fitness:
      'StandingDeskSquats DeskSetupPushUps DeskSetupCalfRaises WorkspaceWorkout SetupCrunchTime Deskercise',
    funny:
      'DeskSetupCableMonster PinterestVsMyDeskSetup DeskSetupMugGraveyard SetupTourButHonest OffCameraChaos SnackDrawerConfessions',
    prank:
      'MiniatureDeskSetupTwin DeskSetupStickyNotes GooglyEyesOnDeskSetup UpsideDownSetup DeskSetupBalloonFill KeycapCompliments',
    educational:
      'ErgonomicDeskSetupQuiz WarmVsCoolDeskSetup DeskSetupPostureCheck SpotTheErgoMistake WorkspaceLightingLab EyeLevelMonitorTest',
    cooking:
      'DeskSetupSnackDrawer PourOverDeskSetup DeskSetupBentoBreak DeskSetupTeaStation SadDeskLunchRescue CrumbFreeKeyboard',
    travel:
      'DeskSetupWithAView HotelRoomDeskSetup CafeDeskSetupHunt BackpackBattlestation WorkspaceWanderlust TrainTableOffice',
    fashion:
      'MatchYourSetup WFHDeskSetupFitCheck KeycapNailArt DeskSetupWaistUpLook BusinessOnTop DeskSetupCozySocks',
    wellness:
      'CozyDeskSetupReset DeskSetupDeclutter DeskSetupPlantCorner DeskSetupByTheWindow SunsetShutdown ZenWorkspace',
    speed:
      'DeskSetupCleanupRace DeskSetupSpeedBuild SixtySecondDeskSetup BattlestationBlitz BeatTheBootUp KeycapSwapSprint',
    music:
      'TinyDeskSetupConcert DeskSetupKeyboardASMR JamOnYourDeskSetup SetupSymphony DeskDrumOff MugAndPenPercussion',
    art: 'DrawYourDeskSetup DeskSetupPhotoShoot SetupStillLife TinySetupDiorama RGBLightPainting CustomKeycapCraft',
    pet: 'DeskSetupPetCoworker PuppyProofDeskSetup SetupSupervisor DeskSetupDogNook KeyboardCatChallenge WhoSatOnMyMouse',
    gaming:
      'BudgetDeskSetupBattle DeskSetupLevelUp RateMyBattlestation RetroSetupRevival DeskSetupRacingRig FinalBossSetup',
  },
  owl: {
    dance:
      'NightOwlGroove OwlBlinkFreeze FlapLikeAnOwl OwlHootShuffle HeadTurnChallenge MidnightMoves',
    fitness:
      'OwlPerchBalance OwlSwoopLunges StretchLikeAnOwl NightOwlHIIT WingspanWarmUp TalonTuckJumps',
    funny: 'NightOwlVsEarlyBird OwlStareContest OwlPunsOnly OwlBeBack WhooDidThis JudgyOwlFace',
    prank:
      'HogwartsLetterDrop OwlDecoyOnThePorch OwlPlushPeekaboo OwlPostSurprise OwlEyesInTheWindow WhooWasThat',
    educational:
      'OwlPelletDissection HowOwlsTurnTheirHeads WhyOwlsHaveEarTufts WhooKnowsOwls SilentFlightTest HootOrHoax',
    cooking:
      'OwlOreoCupcakes OwlFaceToast OwlBentoLunch NightOwlNachos OwlPancakeArt HootenannyHotCocoa',
    travel:
      'OwlProwlTour BarnOwlFarmStay HarryPotterOwlery HootHuntHike SpotAnOwlChallenge OwlSanctuaryVisit',
    fashion:
      'OwlRoundGlassesLook NightOwlLoungewear OwlPrintSweater DressLikeAnOwl HootCouture FeatherAndTweed',
    wellness:
      'OwlWindDown WiseOwlJournal OwlListeningWalk NightOwlToEarlyBird PerchAndPause OwlEyesRestBreak',
    speed:
      'OwlSketchSpeedrun NightOwlSpeedClean OwlOrigamiTimer FeatherSortDash FastestHootWins FindTheHiddenOwl',
    music:
      'OwlCityFirefliesCover NightOwlLofi OwlHootBeat SingWithAnOwlCall WhooSangItBetter MoonlitMelody',
    art: 'OwlPineconeCraft OwlRockPainting BarnOwlCharcoal DrawAnOwlInTwoSteps OwlWatercolor SketchAWiseOwl',
    tech: 'OwlNestCam OwlDuolingoStreak BuildAnOwlBox OwlNightVisionTest ShazamForOwls KeepDuoHappy',
    gaming:
      'OwlWingspanDraft OwlWisdomTrivia DuolingoOwlLeague NightOwlLANParty HogwartsLegacyOwlRun MidnightBossRaid',
  },
  koala: {
    dance:
      'KoalaSlowMoSway KoalaPiggybackSpin KoalafiedDancer EucalyptusShuffle TreeHugTwoStep KoalaClimbMoves',
    fitness:
      'KoalaPiggybackLunges HangInThereKoala KoalaGripHold ClimbLikeAKoala JoeyCarrySquats TreeHuggerPlank',
    funny:
      'KoalaGrumpyWakeUp KoalaDoesNotCare MondayMoodKoala KoalaTeaContent BellowLikeAKoala KoalaHugsEverything',
    prank:
      'KoalaPencilHuggers KoalaSlipperSwap JoeyBackpackSneak StowawayKoala SecretKoalaHitchhiker KoalaOnEveryDoorknob',
    educational:
      'KoalaNotABear WhyKoalasSleepSoMuch EucalyptusDietQuiz KoalaFingerprintFacts KoalafiedExpert JoeyInThePouch',
    cooking:
      'KoalaFacePancakes KoalaFairyBread SleepyKoalaCupcakes KoalaTeaTime LamingtonBake TimTamSlam',
    travel:
      'KoalaSpottingRoadTrip KoalaIslandFerry LookUpForKoalas KoalaHospitalTour AussieBushWalk OutbackOrBust',
    fashion:
      'KoalaEarBeanie KoalaBackpackStyle CozyKoalaOnesie OutbackKhakiFit HugMeHoodie KoalafiedLook',
    wellness:
      'KoalaNapMode KoalaHugItOut KoalaSlowSunday BeLazyLikeAKoala EucalyptusSteamBreak KoalaTeaMeTime',
    speed:
      'KoalaPiggybackRace KoalaPlushPassRelay KoalaDrawInSixty JoeyPouchDash FasterThanAKoala GumLeafGrab',
    music:
      'KoalaLullaby KoalaBellowBeatbox WaltzingKoala AcousticKoalaCover KookaburraRound DownUnderDuet',
    art: 'KoalaPencilPortrait SockPuppetKoala EucalyptusLeafPrint FuzzyFeltKoala DrawAKoalaBlindfolded KoalaWatercolor',
    tech: 'KoalaDroneSurvey KoalaThermalSpotting AIKoalaCounter LiveKoalaCam TechToSaveKoalas BellowDecoder',
    gaming:
      'KoalaKartGrandPrix KoalaTreetopLevel PlanetZooKoalas KoalaMemoryMatch CrashBandicootRun EucalyptusSpeedrun',
  },
  cake: {
    dance:
      'BirthdayCakeConga CarryTheCakeStrut SprinkleShimmy CakewalkChallenge ShakeForCake PieceOfCakeMoves',
    fitness:
      'EarnYourCake CakeSliceMile BirthdayCakeBurpees FlourBagCurls CupcakeCrunches OvenTimerHIIT',
    funny:
      'EverythingIsCake LeaningTowerOfCake PinterestCakeVsMine NailedItCakeCopy SmashCakeReactions TrickCandleTantrum',
    prank:
      'HalfBirthdayCake SecretPinataCake ShoeThatsActuallyCake CakeInTheLunchbox TrickCandleCake ItWasCakeAllAlong',
    educational:
      'WhyCakesRise CakeFractions CakeChemistryTest BakingSodaVsPowder OneCakeThreeFlours BirthdayCakeOrigins',
    travel:
      'CakeAroundTheWorld LocalCakeHunt PastryShopCrawl LetThemEatCakeParis CheesecakeInNewYork ASliceInEveryCity',
    fashion:
      'DressLikeACake TieredCakeRuffles CakeSliceHandbag SprinkleEarrings IcingOnTheOutfit CupcakeCouture',
    wellness:
      'CakeForSmallWins CakeAndTeaPause CakeBakingTherapy BakeItForward SliceOfSelfCare ThankYouCake',
    speed:
      'CakeDecoratingSpeedrun FrostACakeFast FiveMinuteMugCake PipeTenRosesIn60 CupcakeRelay EightEqualSlices',
    music:
      'CakePanDrumKit CakeByTheOceanCover BirthdayCakeRemix BakingBluesJam CupcakeKaraoke SprinkleShakerSolo',
    art: 'CakeSketchToBake DrawYourDreamCake ButtercreamFlowers ThiebaudCakes ClayCupcakeMinis PaintACakeCanvas',
    tech: 'AICakeDesign EdibleCakePrint CakeTimelapse AirFryerCakeOff PromptToCake 3DPrintedCakeTopper',
    pet: 'DogSafeBirthdayCake CakeBoxCatNap PupcakePawty GotchaDayCake PuppyGuardsTheCake PartyHatPetPose',
    gaming:
      'TheCakeIsALie MinecraftCakeBuild PixelArtCake MarioMushroomCake OvercookedCakeRush CakeBossBattle',
  },
  mop: {
    dance:
      'TangoWithYourMop LimboUnderTheMop MopBucketShuffle MoppingMoonwalk MopTopTwist MopWigHairFlip',
    fitness:
      'MoppingLunges MopHandleTwists MopBucketCarry OverheadMopSquats MopTillYouDrop WringOutReps',
    prank:
      'MopGooglyEyes MopHeadDisguise DressUpTheMop SecretMoppingSquad MopPhotobomb WigSwapWithAMop',
    educational:
      'HowMopsAbsorb SpongeVsMopLab WhoInventedTheMop MopCapillaryAction MicrofiberVsCotton HowMuchCanAMopHold',
    cooking:
      'MopSauceRibs BastingMopBrisket MopUpTheGravyBread BBQMopChicken CleanAsYouCook MopAndChopCombo',
    travel:
      'MopBeforeCheckout MopUpTheCabin BeachHouseSandMop MopsAroundTheWorld LeaveItSparkling CleanerThanWeFoundIt',
    fashion:
      'MopTopMakeover MopHeadWigLook MopBandanaStyle ColorMatchYourMop RubberGloveGlam CinderellaChoreFit',
    wellness:
      'MindfulMopping TenMinuteMopReset SundayMopRitual MopAndPodcastHour MopAwayTheStress CleanHomeClearMind',
    speed:
      'MopRelayRace MopKitchenInOneSong BucketWringSprint MopBeforeGuestsArrive MopItInAMinute BeatTheDoorbell',
    music:
      'WhistleWhileYouMop MopMicKaraoke MopBucketDrums MopGuitarSolo MopTopCover SqueakyCleanBeat',
    art: 'MopHeadPuppet MopYarnMonster GiantMopCalligraphy PollockWithAMop MopBrushPainting WetFloorSignArt',
    tech: 'RobotMopVsMe SteamMopShowdown MopSlowMoSplash MopCamPOV SprayMopTestDrive GadgetVsElbowGrease',
    pet: 'DogStealsTheMop CatPouncesOnMop PetVsMopStandoff MopChasingPup PawsOffMyMop MudSeasonMopUp',
    gaming:
      'MopBucketCurling MopHockey MoppingSimulatorIRL SideQuestMopTheHall FloorIsLavaWithMops MopBossLevel',
  },
  retail: {
    dance:
      'RetailRadioTwoStep CashierScanGroove AisleEndStrut RetailTherapyTango ClosingTimeConga RetailFoldingFlow',
    fitness:
      'RetailShelfSquats RetailCartPush CashierCalfRaises RetailTherapyReps TenThousandAisles ShiftAndLift',
    prank:
      'CashierModeAtHome RetailThankYouCards PriceTagEverything ReceiptLoveNote RetailCoworkerCoffee RetailHeroAward',
    educational:
      'RetailPsychologyQuiz HowRetailStoresTrickUs CashierMentalMath WhyPricesEndIn99 BarcodeDecoded RetailTherapyScience',
    cooking:
      'RetailShiftMealPrep CashierLunchbox BreakroomBento RetailTherapyTreats GenericVsNameBrand RetailRescueRecipe',
    travel:
      'RetailTherapyTrip RetailDistrictWalk IconicRetailStreets WindowShopTheWorld BuyLikeALocal OutletRetailHaul',
    fashion:
      'RetailWorkFitCheck RetailNameTagFlair CashierVestRestyle PoloUniformGlowUp RetailTherapyHaul DressCodeRemix',
    wellness:
      'RetailWorkerSelfCare CashierFootSoak HolidayRushRecovery RetailTherapyForReal ClockOutCalmDown RetailBreakBreathing',
    speed:
      'CashierScanRace RetailRestockBlitz RetailBaggingDash FoldLikeRetail PriceTagSpeedrun BlackFridayRush',
    music:
      'CashierBeepBeat RetailRadioSingAlong WriteARetailJingle RegisterRhythm AttentionShoppersSong RetailIntercomSerenade',
    art: 'RetailWindowDisplay CashierReceiptArt PriceTagRetailCollage DesignAShoppingBag RetailLogoRedraw SaleSignLettering',
    tech: 'HumanVsSelfCheckout RetailInventoryRobot CashierScannerHacks ARFittingRoom RetailAppShowdown TapToPayRetail',
    pet: 'RetailShopCatTour RetailGreeterPup PetPlaysCashier BunnyRetailTherapy PawsAtTheRegister DogFriendlyStoreHop',
    gaming:
      'RetailSimulator ThePriceIsRetail RetailSupermarketSweep RetailTycoonSpeedrun MallMadnessBoard CashierLevelUp',
  },
  'grocery store': {
    dance:
      'SupermarketCartShimmy GroceryStoreUnpackBop ProduceSectionGroove GroceryAisleStrut GroceryRunRumba BagItBoogie',
    fitness:
      'GroceryBagCurls SupermarketFarmerCarry OneTripGroceries GroceryHaulSquats WaterJugDeadlift AisleLunges',
    prank:
      'SillyGroceryStoreList SupermarketReceiptPoem GroceryBagFlowers GooglyEyeGroceries ProduceStickerFaces SecretTreatInTheCart',
    educational:
      'SupermarketUnitPrices GroceryStoreFoodMiles WhyMilkIsInTheBack ReadTheLabelQuiz GuessTheGroceryBill GroceryMathMission',
    cooking:
      'GroceryStoreMysteryBox SupermarketFiveItems TenDollarGroceries ClearanceProduceSoup RotisserieRemix GroceryHaulMealPrep',
    travel:
      'GroceryStoreAbroad SupermarketSouvenirs GroceryStoreSnackTour OverseasCerealAisle GroceryPassport ForeignKitKatHunt',
    fashion:
      'GroceryStoreRunFit GroceryStoreToteStyle SupermarketAthleisure GroceryCatwalk CheckoutChic ProduceAisleRunway',
    wellness:
      'MindfulGroceryStore GroceryGratitude BuyYourselfFlowers RainbowCartChallenge SlowSundayGroceries GroceryListJournal',
    speed:
      'GroceryStoreSpeedrun GroceryStoreUnpackRace GroceryBaggingDash FridgeStockBlitz SupermarketSweepIRL TetrisTheBags',
    music:
      'SupermarketScannerBeat GroceryStoreKaraoke RapYourGroceryList CerealBoxShakers AisleBeThere GroceryStoreJingle',
    art: 'GroceryStoreStillLife SupermarketBagPainting FruitStickerMosaic WarholSoupCans GroceryReceiptDoodle GroceryPhotoHunt',
    tech: 'GroceryStoreListApp GroceryStoreScanAndGo AIPlansMyGroceries BarcodeNutritionCheck GroceryPriceBot SmartFridgeRestock',
    pet: 'GroceryStorePetHaul SupermarketBoxKitty CatVsGroceryStoreBag DogCarriesGroceries IfItFitsISits GroceryUnpackHelper',
    gaming:
      'GroceryStorePriceGuess GroceryListBingo TetrisYourGroceries GroceryStoreScavenger AlphabetGroceryGame SupermarketSimSpeedrun',
  },
  'alarm clock': {
    dance:
      'AlarmClockBedsideBop DanceTillTheAlarmStops AlarmRingtoneChoreo MorningAlarmMoonwalk SnoozeButtonShuffle RiseAndShineShimmy',
    fitness:
      'AlarmClockPushups PlankTillTheAlarm EveryAlarmTenBurpees SnoozeYouLoseSquats AlarmClockJumpingJacks BeatTheBeepCardio',
    funny:
      'AlarmClockVsMe AlarmRuinedMyDream TwelveAlarmsLater SnoozeButtonWars FiveMoreMinutes WorstAlarmSoundEver',
    educational:
      'HowAlarmClocksWork WhyAlarmsMakeUsGroggy WhySnoozeIsNineMinutes LifeBeforeAlarmClocks NoAlarmWakeUpWeek SleepCycleAlarmTest',
    cooking:
      'AlarmClockCoffee OatsReadyByTheAlarm FiveMinuteAlarmMuffin SnoozeProofBreakfast SunnySideUpAlarm BrewBeforeTheBeep',
    travel:
      'SunriseAlarmHike TimeZoneAlarmFail AlarmBeforeTheCrowds AlarmClockEarlyFlight WakeUpSomewhereNew FourAMAdventure',
    fashion:
      'AlarmClockToOOTD AlarmThenGlowUp FiveMinuteAlarmFit AlarmClockPajamaRunway SnoozeModeLoungewear RollOutOfBedChic',
    wellness:
      'PhoneOutAlarmIn AfterAlarmRitual GentleAlarmWakeUp NoSnoozeMorning AlarmFreeSunday RiseWithTheSun',
    speed:
      'AlarmClockToDoorRace BeatTheAlarm AlarmClockBedMakeDash DressedBeforeAlarmEnds SnoozeYouLose RingToReady',
    music:
      'AlarmClockRemix MakeYourAlarmRingtone SnoozeButtonBeat AlarmToAnthem WakeMeUpBeforeYouGoGo AlarmClockDrumSolo',
    art: 'AlarmClockSteampunkMod PaintYourAlarmClock DaliYourAlarm AlarmClockClaySculpt DrawYourAlarmFace ClockworkCollage',
    tech: 'AlarmClockTakeApart AlarmClockArduinoBuild SolveToStopTheAlarm RunawayAlarmClock SmartAlarmShowdown HackYourSnooze',
    pet: 'CatIsMyAlarmClock AlarmClockDogHowl PuppyBeatsTheAlarm ParrotCopiesTheAlarm FurryAlarmSystem FiveAMFeedingCall',
    gaming:
      'AlarmClockSpeedrun OneMoreLevelTillAlarm AlarmClockEscapeGame DailyLoginStreak AlarmClockBossFight RespawnAtSixAM',
  },
  yoga: {
    dance: 'YogaToTheBeat YogaWarriorGroove FreezeFrameYoga YogiBoogie DownDogDisco VinyasaVogue',
    funny:
      'YogaPoseFails YogaWithToddlers DadTriesYoga YogaInstructorVoice NamasteInBed GoatYogaChaos',
    prank:
      'YogaPlaylistSwap YogaMatGooglyEyes PlushieYogaClass YogaGongWakeUp FakeYogaPoseName SavasanaSnoreTrack',
    educational:
      'YogaSanskritQuiz WhereYogaComesFrom YogaMythOrFact GuessThatYogaAsana WhyDownDogWorks BreatheLikeAYogi',
    cooking:
      'PostYogaSmoothie YogaGoldenMilk YogaBuddhaBowl YogaEnergyBites OmNomGranola WarriorWraps',
    travel:
      'YogaWithAView YogaOnTheBeach YogaRooftopSunrise BaliYogaRetreat OnePoseEveryCity NamasteNomad',
    fashion:
      'YogaStudioToStreet YogaFitCheck MatchingYogaSet LeggingsLegends NamasteInStyle YogiChic',
    wellness:
      'YogaBeforeBed MorningYogaRitual YogaBreathBreak YogaNidraRest SavasanaSunday RollOutTheMat',
    speed:
      'FastestYogaSunSalute YogaBalanceTimer YogaMatRollRace NameTenYogaAsanas PoseInAFlash LastYogiStanding',
    music: 'YogaFlowToOneSong YogaSoundBath SingingBowlYoga OmInUnison NamasteRemix YogaToVivaldi',
    art: 'YogaPoseSketch YogaMatPainting StickPeopleYoga SunsetSilhouetteYoga DrawTheDownDog LotusLineArt',
    tech: 'YogaFormCheckAI SmartYogaMat MirrorScreenYoga YogaPoseTrackerApp AIYogiCoach SmartwatchSavasana',
    pet: 'YogaMatNapThief PuppyYogaStretch MeowmasteYoga BunnyYogaBuddy DownwardDogForReal CatCrashesYoga',
    gaming:
      'YogaPoseTwister YogaSimonSays RingFitYogaMode WiiYogaBalanceBattle AsanaBingo YogaCharades',
  },
  popcorn: {
    dance:
      'PopcornPopAndLock BounceLikePopcorn PopcornButterShimmy PopcornHopStep PoppinKernels MovieNightMoonwalk',
    fitness:
      'PopcornJumpSquats PopcornTubCurls PopcornPlyoCircuit EarnYourPopcorn PlankTillItPops KernelCrunches',
    funny:
      'GrabThePopcorn PopcornSpillFail PopcornInTheCouch LoudPopcornQuietScene BurntPopcornAlarm MicrowaveStareDown',
    prank:
      'PopcornBucketSurprise SweetPopcornSwitch PopcornBagLoveNote SecretPopcornDelivery KernelOfKindness HomeCinemaUsher',
    educational:
      'HowPopcornPops WhyMoviesSellPopcorn ButterflyOrMushroom PopcornSlowMoScience KernelPhysics AncientPopcornHistory',
    travel:
      'PopcornShopCrawl DriveInPopcornNight PopcornAtTheFair PopcornAroundTheWorld HistoricCinemaHop FairgroundKettleCorn',
    fashion:
      'PopcornBucketBag PopcornEarrings DressAsPopcorn PopcornPrintPajamas RedCarpetAtHome StripedTubStyle',
    wellness:
      'MindfulPopcornBowl PopcornPorchSunset CozyPopcornMovieNight OneKernelAtATime ListenToThePop PopcornGratitudeJar',
    speed:
      'PopcornChopstickRace CountPopcornIn30 PopcornSpoonRelay FastestPopcornFill KernelCountdown GarlandInAMinute',
    music:
      'PopcornSynthCover PopcornPopBeat MakeAPopcornShaker PopcornSymphony KernelBeatbox MicrowaveMelody',
    art: 'PopcornBlossomTree PopcornGarlandCraft PopcornKernelMosaic DesignAPopcornBox PopArtPopcorn SnowmanFromPopcorn',
    tech: 'PopcornSlowMo PopcornThermalView TestThePopcornButton AirPopperVsMicrowave PopcornDecibelMeter KernelCamCloseUp',
    pet: 'BunnyPopcornHops GuineaPigPopcorning CatInThePopcornTub HamsterPopcornJumps ZoomiesLikePopcorn PetReactsToThePop',
    gaming:
      'PopcornFlickFootball PopcornGameNight GuessTheFilmPopcorn PopcornMovieBingo PopcornPong TrailerTriviaDuel',
  },
  jellyfish: {
    dance:
      'JellyfishRibbonTwirl DanceLikeAJellyfish BlacklightJellyfish JellyfishPulseMoves NoBonesBoogie TentacleTwist',
    fitness:
      'JellyfishArmPulses JellyfishFloatYoga LimpJellyfishStretch JellyLegsSquats TentacleTwists BonelessBurpees',
    funny:
      'MeAsAJellyfish SpongebobJellyfishing JellyfishBeachPanic JellyfishModeMonday NoBrainNoProblem JellyfishVoiceover',
    prank:
      'UmbrellaJellyfish GlowingJellyfishJar JellyfishDoorCurtain JellyfishLampSurprise PaperJellyfishSwarm JellyfishCeilingParty',
    educational:
      'ImmortalJellyfish HowJellyfishGlow JellyfishHaveNoBrain JellyfishVsDinosaurs IsItAJellyfish StingFirstAidMyths',
    cooking:
      'JellyfishCupcakes JellyfishJelloCups GummyJellyfish HotDogJellyfish JellyfishPannaCotta TentacleTreats',
    travel:
      'JellyfishLakePalau GlowingJellyfishKayak MontereyJellyfishTour AquariumJellyRoom SpotJellyfishFromPier BioluminescentBay',
    fashion:
      'JellyfishTulleSkirt JellyfishEarrings GlowyJellyfishMakeup JellyfishHaircut JellySandalsRevival FloatyFitCheck',
    wellness:
      'JellyfishMeditation JellyfishTankCalm FloatLikeAJellyfish JellyfishNightLight PulseBreathing GoWithTheFlow',
    speed:
      'JellyfishCraftRace JellyfishSketchSprint UntangleTheJellyfish JellyfishLanternDash TentacleTimeTrial SwimFasterThanAJelly',
    music:
      'JellyfishSynthPulse JellyfishWindChimes ScoreAJellyfishVideo JellyJam TentacleTunes DeepSeaLullaby',
    art: 'JellyfishLantern BubbleWrapJellyfish PaperBowlJellyfish InkBlotJellyfish GlowInTheDarkJelly TentacleTapestry',
    tech: 'LEDJellyGlowUp JellyfishLiveCam RoboticJellyfishBuild SlowMoJellyfishPulse JellyfishARFilter JellyfishScreensaver',
    gaming:
      'SubnauticaJellyfish JellyfishingMinigame AbzuJellyfishSwim JellyfishBossFight DodgeTheJellyfish StingFreeSpeedrun',
  },
  pickleball: {
    dance:
      'PickleballDinkShuffle PickleballPointJig PickleballPaddleTwirl KitchenLineBoogie CourtsideConga DanceInAPickle',
    funny:
      'PickleballWithPickles GrandpaPickleballRival TennisSnobVsPickleball DinkDramaQueen ScoreCallingChaos PickleballNeighborWars',
    prank:
      'PickleballPaddleGift PickleballPickleSwap GlowInDarkPickleball PickleballCheerSquad MysteryDoublesPartner BigDillTrophy',
    educational:
      'WhyItsCalledPickleball PickleballSpinPhysics PickleballVsTennisQuiz WhoInventedPickleball ServeScoreDecoded TheKitchenRule',
    cooking:
      'PickleballPicnic PickleballCakePops PicklePopsicles PostPickleballTacos DinkAndDrink CookInTheKitchenZone',
    travel:
      'PickleballCourtHop BeachPickleballDay PickleballWithAView RooftopPickleball PaddleAndPassport DinkAroundTheWorld',
    fashion:
      'PickleballFitCheck DoublesPickleballTwins NeonPickleballSneakers PickleballVisorStyle CourtToCafe DinkInPink',
    wellness:
      'MorningPickleballHabit PickleballNewFriends PickleballSocialHour PickleballPlaydate PaddleAndChat DinkAndUnwind',
    speed:
      'PickleballVolleyBlitz PickleballServeTimer FiveInARowPickleball QuickHandsFaceoff HundredDinkDash PickleballRapidFire',
    music:
      'PickleballPopBeat PickleballWalkoutSong PickleballPaddleDrums ASMRPickleballRally DinkBeatbox PickleRickRoll',
    art: 'PickleballCourtMural PickleballSplatterArt PaddleMakeover PickleJarStillLife FreezeTheDink PickleballActionPhoto',
    tech: 'PickleballShotTracker SlowMoPickleballServe PickleballRadarGun PickleballBallMachine AIDinkCoach SmartPaddleShowdown',
    pet: 'PickleballFetchRace PickleballCourtDog CatVsPickleball PickleballPuppyDoubles PupInAPickle PawsAtTheKitchenLine',
    gaming:
      'PickleballVRMatch PickleballRoundRobin KingOfCourtPickleball EightBitPickleball ElevenPointShowdown DoublesBracketDraw',
  },
  sprint: {
    dance:
      'SlowMoSprintDance SprintBatonTwirl SprintToTheChorus DashAndDip HighKneesHype BoltPoseBoogie',
    fitness:
      'HillSprints LampPostSprints SprintAndPlank TenSecondSprints SprintTheBlock BeachDashRepeats',
    funny:
      'SlowMoSprintFace SprintForTheBus SprintInFlipFlops OnYourMarksFakeOut IceCreamTruckDash DramaticSprintFinish',
    prank:
      'SprintCheerTunnel SprintMedalAmbush SecretSprintPodium SurpriseFinishLine ConfettiPopperDash FakeWorldRecord',
    educational:
      'SprintStartPhysics CheetahVsYouSprint SprintMuscleFibers 100MeterHistory ReactionTimeMath HowFastIsBolt',
    cooking:
      'PostSprintSmoothie PreSprintPasta ElectrolyteLemonade DashOfCinnamon GoldMedalGranola SprintRecoveryBowl',
    travel:
      'BeachSprint SprintEveryCity OlympicTrackSprint DashThroughTheDunes RunWhereBoltRan StadiumSprintTour',
    fashion:
      'SprintKitFitCheck SprintSpikesStyle FloJoSprintNails DressedToDash NeonOnTheTrack SprintRetroShorts',
    wellness:
      'PostSprintStretch MorningSprintReset SprintAndBreathe LifeIsNotASprint SprintRestDayRitual CoolDownGratitude',
    music:
      'SprintToTheDrop SprintChariotsOfFire PickMySprintSong OnYourMarksBeat DashToTheChorus BPMMatchSprint',
    art: 'SprintMotionBlur FlipbookSprinter SprintSilhouetteArt SprintInFiveLines FreezeTheFinish DashOfColor',
    tech: 'SprintTimingApp SlowMoSprintReplay SprintLaserGates ClockMySprint SmartwatchDashOff PhotoFinishCam',
    pet: 'SprintWithYourDog SprintPuppyChase CatMidnightDash KittenVsLaserSprint ZoomiesFinishLine GreyhoundGoals',
    gaming:
      'SprintButtonIRL StaminaBarSprint WiiSportsSprintRace HoldShiftToSprint SonicSpeedDash MashForTheMedal',
  },
  fall: {
    dance:
      'FallLeafDance FallBootStomp AutumnHarvestHoedown SweaterWeatherSway FallIntoTheGroove RakeAndShake',
    fitness:
      'FallTrailRun FallLeafBagLunges RakeTheFallLeaves PumpkinCarryWalk FallBackBurpees SweaterWeatherSweat',
    funny:
      'FallLeafPileJump FallFlannelOverload SummerToFallOvernight AcornBonkReaction PumpkinSpiceEverything FallFirstDayPOV',
    prank:
      'FallLeafPileSurprise FallGooglyEyeGourds PineconeCritterArmy ScarecrowSwap AutumnConfettiToss FallTreatPorchDrop',
    educational:
      'FallMigrationMap FallTreeIDWalk WhyLeavesTurnInFall SquirrelsPrepForFall WhyItsCalledFall LeafColorLab',
    cooking:
      'FallSoupSwap FallCiderDonuts FallCaramelApples PumpkinSpiceDupe GourdGourmet FallBakeOff',
    travel:
      'FallFoliageDrive FallApplePicking AutumnCabinTrip FallCornMazeRun ChasePeakColors LeafPeepersUnite',
    wellness:
      'FallSlowMorning FallGratitudeWalk CozyAutumnReset CiderPorchEvenings BeLeafInYourself FallIntoRest',
    speed:
      'FallRakeRace FallCaramelAppleDip CatchAFallingLeaf AcornScoopDash PumpkinRollRelay AutumnGourdGallop',
    music:
      'FallAcousticCover FallLeafCrunchBeat FallCampfireJam SweaterWeatherSong AutumnLeavesOnPiano HarvestMoonSerenade',
    art: 'FallLeafCollage FallPineconeOwls PaintAFallTree AcornCapCharms AutumnInThreeColors FallFoliagePhotoHunt',
    tech: 'FallFoliageTimelapse FallLeafIDApp DroneOverFallTrees BlowerVsRakeTest FallFilterFaceOff AutumnColorPicker',
    pet: 'FallDogLeafPounce PetFallPhotoshoot CatVsFallLeaves PuppyInAFlannel PumpkinPatchPup AutumnZoomies',
    gaming:
      'FallStardewRun FallGuysTournament CozyFallFarmSim ScarecrowSpeedrun CornMazeCoOp AutumnBoardGameBash',
  },
  horse: {
    dance:
      'HorseGallopGroove HorseTrotStep GangnamHorseRide GiddyupLineDance HorsingAroundHustle HobbyHorseHoedown',
    fitness:
      'HorseStanceHold PonyGallopSprints HobbyHorseJumping HayBaleCarry SaddleUpSquats HorsepowerHIIT',
    funny:
      'HorseMaskReactions HobbyHorseChampion WhenTheHorseSaysNo TwoPersonHorseCostume WhyTheLongFace StopHorsingAround',
    prank:
      'HorseMaskPhotobomb PonyPlushSwap FakeHorseWhinny HobbyHorseDelivery CoconutClipClop TrojanHorseGift',
    educational:
      'PonyOrHorseQuiz HowHorsesSleepStanding WhyHorseshoesAreLucky HowTallIsAHand HorsepowerExplained LongInTheTooth',
    cooking:
      'PonyCupcakes HorseshoePretzels CarouselHorseCake TrojanHorseBread HayStackCookies SaddleUpSandwiches',
    travel:
      'HorseTrailRide PonyTrekAdventure HorseRanchStay WildHorsesSpotting OldTownRoadTrip GallopOnTheBeach',
    fashion:
      'HorsePrintScarf PonytailFiveWays CowgirlHorseshoeBelt EquestrianFitCheck BarnToBrunch HorseGirlStyle',
    wellness:
      'HorseTherapyVisit HorseRescueVolunteer HorseStanceBreathing HoldYourHorses StableMind CarouselHorseJoyRide',
    speed:
      'HorseshoeTossStreak PonytailIn10Seconds HobbyHorseSprint DrawAHorseIn30 StickHorseRelay KentuckyDerbyDash',
    music:
      'HorseGallopBeat HorseWhinnyRemix PonyClipClopRhythm HorseWithNoNameCover OldTownRoadSingAlong GiddyUpGuitar',
    art: 'PonyWatercolor HorseCharcoalSketch CarouselHorsePainting DrawAHorseChallenge MuybridgeFlipbook HorseshoeWindChime',
    tech: 'HorseBreedAIGuess HorseSlowMoGait MuybridgeHorseGIF 3DPrintedHorseshoe HorsepowerVsHorse RoboPonyBuild',
    gaming:
      'HorseTamingMinecraft HorseCareSimulator RedDeadHorseBond HorseRaceDiceGame StarStableSpeedrun DarkHorseComeback',
  },
  guacamole: {
    dance:
      'GuacAndRoll GuacamoleShuffle HolyGuacamoleMoves LimeSqueezeShimmy GuacamoleSalsaOff PitAndPivot',
    fitness:
      'GuacMashArmBurn HolyGuacamoleHIIT EarnYourGuacamole ChipBowlPlank SquatForGuacamole AvoCardio',
    funny:
      'ExtraGuacPlease DoubleDipGuacamole BrownGuacamoleShock LastChipStandoff CilantroSoapDebate HolyGuacamoleFaces',
    prank:
      'GuacamoleOrIceCream GuacamoleCupcakes PeaGuacamoleSwap AvocadoPitPlantGift GuessTheGreenDip GuacamoleGrinchFace',
    educational:
      'GuacamoleAztecOrigins WhyGuacTurnsBrown LimeSavesGuacamole DoesThePitWork GuacamoleRipenessTest AvocadoMeansWhat',
    travel:
      'GuacamoleTasteTour BestGuacInTown OaxacaGuacamoleClass HolyGuacamoleRoadTrip MolcajeteHunt TacoTruckTrail',
    fashion:
      'GuacamoleGreenFit GuacChipDuoCostume HolyGuacamoleTee LimeAccentNails AvocadoEarrings GuacamoleGlam',
    wellness:
      'GuacamoleMindfulMash GuacAndChillNight GuacamoleSharingBowl GrowAGuacamoleGarden AvocadoPitSprout SlowFoodSunday',
    speed:
      'GuacamoleSpeedMash TwoMinuteGuacamole AvocadoPeelSprint GuacamoleBeforeBrown FastestGuacInTheWest ChipAndDipRelay',
    music:
      'GuacAndRollCover GuacamoleMariachiRemix AvocadoLoveSong MolcajeteBeat HolyGuacamoleAnthem GuacamoleJingle',
    art: 'GuacBowlDoodle StillLifeGuacamole ClayGuacamoleMini PitCarvingFaces PaintWithGuacamole AvocadoStampArt',
    tech: 'GuacamoleGadgetTest GuacamoleRecipeAI MolcajeteVsBlender GuacamoleVacuumSealer RipeOrNotAI GuacKeepsGreenHack',
    pet: 'GuacamolePetCostume GuacamoleDogBandana ChipAndGuacPuppies AvocadoSqueakerFetch TacoTuesdayPup HolyGuacaMeow',
    gaming:
      'GameNightGuac HolyGuacamoleHighScore OvercookedGuacamoleRun AvocadoNinjaSlice GuacameleeSpeedrun UnoAndGuacamole',
  },
  treehouse: {
    dance:
      'TreehouseLadderStep ShuffleInTheTreehouse BranchBopTreehouse TreeFortBoogie TreehouseTwist CanopyConga',
    fitness:
      'TreehouseLadderClimb TreehouseRopeHang PullUpsAtTheTreehouse TreehousePlankCarry LumberjackLunges SwingAndSquat',
    funny:
      'TreehouseClubRules NoAdultsInTheTreehouse TreehouseRealtorTour SquirrelLandlord TreehouseHOAMeeting PasswordPlease',
    prank:
      'TreehousePassword TreehousePulleyGift TreehouseFairyLights WalkieTalkieTreehouse WhisperingTreehouse MysteryBasketDrop',
    educational:
      'TreehouseEngineering HowTreehousesStayUp TreehouseLoadMath TreehouseWorldRecords WillItHoldTest PickTheRightTree',
    cooking:
      'TreehousePicnic LemonadeUpTheTreehouse GingerbreadTreehouse TreehouseTeaParty PulleyPizzaDelivery BranchAndBrunch',
    travel:
      'TreehouseGlampingTrip SleepInATreehouse JungleTreehouseLodge TreetopCanopyWalk TreehouseHop HighRiseInTheWoods',
    fashion:
      'TreehouseOverallsStyle TreehouseExplorerFit DressForTheTreehouse TreehouseFlannelLayer LumberjackChic ForestFloorToTreetop',
    wellness:
      'TreehouseReadingNook TreehouseBirdwatching MeditateInATreehouse TreehouseNapHammock CanopyCalm HighAboveItAll',
    speed:
      'TreehouseSpeedBuild TreehousePulleyRelay TreehouseLadderDash MiniTreehouseIn10 FastestKnotWins HammerTimeTrial',
    music:
      'TreehouseConcert TreehouseWindChimes BirdsongTreehouseJam UkuleleInTheTreehouse BranchesAndBanjos RockTheCanopy',
    tech: 'TreehouseWalkieTalkie TreehouseDoorbellBuild SmartTreehousePulley TinCanTreehousePhone WiFiInTheWoods SolarPoweredHideout',
    pet: 'TreehouseForCats TreehouseKittenLookout HamsterTreehouseBuild BirdFeederTreehouse PurrchWithAView DogGuardsTheFort',
    gaming:
      'MinecraftTreehouseBase TreehouseBoardGames TreehouseSurvivalBuild RobloxTreehouseTour TreehouseLANParty TreetopTabletop',
  },
  'garden gnome': {
    dance:
      'GardenGnomeShuffle GnomeHatHop GnomeStatueFreeze DanceLikeAGardenGnome MushroomRingJig GnomeThrowdown',
    fitness:
      'GardenGnomeSquats GnomeCarryLunges GardenGnomePlank TinyGnomeStepUps NoGnomeLeftBehind GnomeGymBuddy',
    funny:
      'GardenGnomeVoiceover GnomeMovesAtNight NeighborGnomeFeud InterviewAGardenGnome GnomeAlone GnomeOneSawThat',
    educational:
      'GardenGnomeFolklore WhereGardenGnomesBegan WhyGnomesWearRedHats GnomeOrDwarf KnowYourGnomes GardenGnomeQuiz',
    cooking:
      'GardenGnomeCookies GnomeHatCupcakes StrawberryGardenGnomes GnomemadeBread GnomeAppetit MushroomGnomeToast',
    travel:
      'GnomeAroundTheWorld GardenGnomeRoadTrip GnomeReserveVisit GnomeAwayFromHome TravelingGnomePhotos PassportForAGnome',
    fashion:
      'GardenGnomeCostume GardenGnomeRedBeanie OverallsLikeAGnome FitForAGnome GnomeForTheHolidays PointyHatStyle',
    wellness:
      'GardenGnomeCalmCorner GnomeGardenReset MossTerrariumGnome StillAsAGnome NoPlaceLikeGnome GnomeMoreStress',
    speed:
      'GardenGnomeHunt GardenGnomeRelay HatTossOnTheGnome SpotTheGnomeQuick GnomeInSixtySeconds FastestGnomeHome',
    music:
      'GardenGnomeChoir GardenGnomeBanjo YodelLikeAGnome GnomeOnTheRange SweetGnomeAlabama GnomeBandReunion',
    art: 'GardenGnomePainting GnomeGlowUp ClayGnomeSculpt FeltedGnomeDoll PaintAGnomeLikeYou SockGnomeCraft',
    tech: 'GardenGnomeSpyCam SmartGardenGnome MotionSensorGnome 3DPrintedGardenGnome TalkingGnomeBot AIGnomeGuard',
    pet: 'GardenGnomeVsDog PetMeetsGnome BunnyAndTheGnome GnomeHatPhotoshoot CatVsGnomeStareOff WhichOneIsTheGnome',
    gaming:
      'GardenGnomeEasterEgg GnomeQuestNight GnomeTowerDefense RollTheGnomeDice GnomeChompskiRun StardewGnomeHunt',
  },
  cat: {
    dance:
      'DanceLikeMyCat CatJudgesMyMoves PurrfectGroove CatPounceStep CatZoomiesFreestyle CatwalkStrut',
    fitness: 'CatCowStretch YogaWithMyCat PurrAndPlank CatPounceJumps CatLaserLunges NineLivesHIIT',
    funny:
      'IfMyCatCouldText DoYourCatImpression CatJudgesMyCooking CatSideEye CattitudeCheck TableKnockOffs',
    prank: 'CatTapeSquare ImNotACat FakeCatInTheBed HiddenCatMeow PurrfectDisguise CatBoxFort',
    educational:
      'WhyCatsPurr CatBodyLanguage CatRightingReflex WhiskerScience WhyCatsLoveBoxes NineLivesMyth',
    cooking:
      'CatLatteArt CatFaceOnigiri CatPawMacarons HomemadeCatTreats PurrfectPancakes WhiskerCookies',
    travel:
      'CatCafeTour CatIslandTrip StreetCatPhotoWalk SpotTheLuckyCat CatsOfIstanbul CatBackpackAdventure',
    fashion:
      'DressLikeMyCat CatEyeWingliner CatPrintFitCheck CatHairOnEverything MyCatsColorPalette CatwalkAtHome',
    wellness:
      'CatPurrMeditation CatNapTogether SlowBlinkChallenge CatLapReading PawsAndRelax SunbeamLikeACat',
    speed:
      'CatPuzzleFeederRace CatToyCleanupDash CatLaserSprint BoxToCatSpeedrun ZoomiesTimeTrial CallYourCatTimer',
    music: 'CatPurrBeat CatMeowRemix SongForMyCat CatPianoWalk PurrcussionSolo CatsTheMusicalCover',
    art: 'DrawYourCatBlind CatLoafClay CatRockPainting CatOneLineDrawing CatcassoPortrait MonaLisaKitty',
    tech: 'CatVsRobotVacuum CatTranslatorAppTest KeyboardCatTakeover WhereDoesMyCatGo SmartFeederShowdown CatCamConfessions',
    gaming:
      'CatPawsTheController CatPicksMyCharacter CatBlocksTheScreen CatStealsTheDice StrayCatSpeedrun ExplodingKittensNight',
  },
  sneeze: {
    dance:
      'SneezeFreezeDance PopAndLockEverySneeze SneezingInRhythm AchooShuffle BlessYouBoogie SneezeDropTheBeat',
    fitness:
      'SquatEverySneeze SneezeProofPlank SneezeSeasonHIIT PushUpPerSneeze BlessYouBurpees AchooAbs',
    prank:
      'SneezeBlessYouChorus FakeSneezeConfetti TissueBoxSurprise GesundheitSquad SneezeSoundboard StandingOvationSneeze',
    educational:
      'WhyWeSneeze SneezeSpeedScience CanYouSneezeEyesOpen AchooSyndrome HowFarDoesASneezeGo SneezeInYourElbow',
    cooking:
      'SneezeSeasonSoup SneezeRemedyTea TooMuchPepperSneeze GingerCitrusElixir BlessYouBroth SneezeRecoveryCongee',
    travel:
      'SneezeOnAPlane SneezeEtiquetteAbroad BeachTripNoSneezing GesundheitInGermany PollenFreeGetaway SneezeProofPacking',
    fashion:
      'SneezeHankyRevival SneezeProofMakeup SneezeSeasonScarf SneezingInStyle TissueCouture PocketSquareFlex',
    wellness:
      'SneezeFreeBedroom SneezeSeasonSelfCare HoneyTeaForSneezes SneezeSteamBreathing NetiPotNewbie AchooAndUnwind',
    speed:
      'SneezeElbowReaction TissueBeforeTheSneeze FastestSneezeBlessing BlessYouInTenLanguages GesundheitSpeedrun SneezeCountdown',
    music:
      'SneezeBeatbox SneezeOperaSolo SneezeSymphony AutoTuneMySneeze AchooChorus SneezeInTheKeyOfC',
    art: 'SneezeFlipbook SneezeComicStrip MidSneezePortrait CaptureTheAchoo SneezeFaceSketch TissueBoxMakeover',
    tech: 'SneezeSlowMo SneezeSoundDetector CountMySneezesApp SmartTissueDispenser PurifierVsSneezeSeason AlexaSaysBlessYou',
    pet: 'DogPlaySneezes PetReactsToSneeze SneezeHeadTilt TinyHamsterSneeze KittenSneezeCam BlessYouBuddy',
    gaming:
      'DontSneezeGame SneezeCharades SneezeHotPotato FakeSneezePokerFace GuessWhoSneezed TissueTowerJenga',
  },
  wallet: {
    dance:
      'WalletFoundShimmy PayDayWalletDance WalletZipperStrut EmptyWalletTwoStep PatDownPopAndLock CashOutShuffle',
    fitness:
      'WalletFriendlyWorkout EmptyWalletHomeGym WalletFreeParkRun WalletWarmUp BrokeButBuff CoinJarCurls',
    prank:
      'WalletSurpriseNote WalletPhotoSwap WalletMonopolyMoney ChocolateCoinsInWallet PayItForwardWallet CouponsForHugs',
    educational:
      'WalletBudgetBasics WhatsInAnOldWallet WalletInterestMath SpotTheFakeBill WhyPennyCostsMore WalletHistoryQuiz',
    cooking:
      'WalletFriendlyMeals FiveDollarDinner EmptyWalletRecipes PayDayWalletFeast BrokeButBougie WalletPantryRescue',
    travel:
      'WalletFriendlyTrip FiftyDollarCityDare ForeignCoinsInWallet WalletHostelHop SevenDaysOneWallet CheapThrillsTour',
    fashion:
      'WalletChainLook MatchWalletToShoes MinimalistWalletFit ThriftedVintageWallet OldMoneyOnABudget CardHolderFlex',
    wellness:
      'WalletDeclutter WalletNoSpendDay MindfulWalletPause WalletGratitudeNote ReceiptsDetox LessStuffMoreSmiles',
    speed:
      'WalletCoinCountRace WalletCleanoutSprint FindYourWalletDash ExactChangeFromWallet PhoneKeysWalletGo ReceiptMathBlitz',
    music:
      'WalletCoinShaker WalletZipperBeat VelcroWalletRip EmptyWalletBlues CashRegisterRiff PaydayAnthem',
    art: 'DuctTapeWalletCraft OrigamiWallet DenimUpcycleWallet JuiceBoxWallet ComicBookWallet WalletFromAnything',
    tech: 'WalletTrackerTag WalletRFIDBlocking DigitalWalletSetup PhoneVsWallet CashlessForAWeek FindMyWalletTest',
    pet: 'PetPhotoInMyWallet DogFetchesMyWallet OldWalletSnuffleToy PuppyStealsTheWallet KittenGuardsMyWallet CatTaxChallenge',
    gaming:
      'WalletFriendlyGames WalletMonopolyBanker WalletPokerNight SteamSaleSurvivor FreeToPlayOnly FullWalletCoinRun',
  },
  banana: {
    dance:
      'GoBananasDance DancingBananaMeme BananaSplitJump BananaBunchConga BananaBoatSway TopBananaBattle',
    fitness:
      'GoBananasHIIT BananaPassVUps BananaFuelRun BananaBreakBurpees BananaSplitSquats PeelAndPlank',
    funny:
      'BananaForScale BananaPhoneCall BananaSwordDuel BrownBananaEulogy TopBananaAwards WhoAteMyBanana',
    prank:
      'BananaSliceSurprise BananaSecretMessage BananaGooglyEyes MillionDollarBanana FruitBowlFaces PreSlicedPuzzle',
    educational:
      'WhyBananasCurve BananaIsABerry BananaDNAExtraction AreBananasRadioactive WhyBananasGoBrown PaperBagRipeningTest',
    travel:
      'BananaPlantationTour BananaBoatRide BananaBreadCafeHunt BananaPancakeTrail GoBananasInBali FruitStandSafari',
    fashion:
      'BananaClipHairdo BananaYellowFit ShirtFullOfBananas BananaCostumeRunway TopBananaStyle PeelAndReveal',
    wellness:
      'BananaSmoothieMorning BananaBreadTherapy NoteOnABanana BananaMindfulBite SlowSnackRitual BananaPeelTeaBedtime',
    speed:
      'FastestBananaPeel BananaSplitSpeedBuild BananaSliceOff BananaStackTimer NoHandsBananaChallenge BunchToBasketRelay',
    music:
      'BananaPhoneSong BananaBoatSingAlong BananaRapBattle BeatboxIntoABanana GoingBananasRemix UkuleleBananaJam',
    art: 'BananaToothpickEtching BananaDuctTapeArt PaintABananaBunch FruitBowlStillLife WarholBanana BananaPeelPortrait',
    tech: 'BananaPianoCircuit BananaBatteryTest TimelapseABanana BananaForScaleAR BananaPhoneForReal AIJudgesMyBanana',
    pet: 'CatVsBanana BananaCostumePup BananaSqueakyToy BananaBedKittyNap TopBananaPet HamsterForScale',
    gaming:
      'BananagramsDuel BananaPeelKartLap DonkeyKongBananaHunt BananaHotPotato BlueShellVsBanana MonkeyBallBananas',
  },
  camping: {
    dance:
      'CampsiteShuffle CampfireGroove CampingLanternSway SleepingBagCampHop HeadlampRave TentPoleTango',
    fitness:
      'CampsiteYoga CampingFirewoodCarry CampingLogSquats BootCampForReal PaddleToCamping TentPoleTwists',
    funny:
      'CampingTentFail FirstTimeCampingPOV DeflatingCampMattress GlampingVsCamping WhatWasThatNoise SleepingBagWorm',
    prank:
      'CampingBalloonTent CampsiteGlowSurprise SmoresCampingDelivery BigfootWasHere CampfireStoryTwist FakeMooseCall',
    educational:
      'LeaveNoTraceCamping CampsiteStarMap CampingFireSafety KnotTyingQuiz PoisonIvyOrNot CampCreekFilterTest',
    cooking:
      'CampsiteBreakfast CampingFoilPackets DutchOvenCampPizza CampfireConeSundaes GourmetSmoresOff SkilletCobblerCamping',
    fashion:
      'CampingFitCheck LayerUpForCamping FlannelCampingShirt HappyCamperLook BeanieAndBoots TrailChicCampOutfit',
    wellness:
      'CampingUnplugged CampfireGratitude CampsiteSunrise CampingHammockRest NoSignalNoStress ForestBathingCampout',
    speed:
      'CampingTentSpeedrun CampsiteSetupRace CampingPackUpTimer PitchItInSixty SleepingBagStuffOff HappyCamperRelay',
    music:
      'CampfireSingAlong CampingGuitarJam CampingHarmonicaTune KumbayaRemix HappyCamperChorus TentRainASMR',
    art: 'CampsiteNatureJournal CampingLeafRubbing StarTrailsOverCamp GlowingTentPhoto CampfireCharcoalSketch PineconePortraits',
    tech: 'CampingGadgetTest SolarCampSetup CampingOfflineMaps HeadlampShowdown OffGridCharging CampingWeatherRadio',
    pet: 'PetCampingTrip CampingWithMyCat CampingSleepoverBuddy PupTentForReal HappyCamperDog StargazingWithFido',
    gaming:
      'CampingCardGames CampfireTriviaNight CampingTabletopQuest CampsiteWerewolf DnDByLantern UnoByTheFire',
  },
  ai: {
    dance:
      'AIRatesMyDance AIChoreographer LearnTheAIMoves AIRobotPopAndLock HumanVsAIFreestyle PromptMyGroove',
    fitness:
      'AIPicksMyWorkout AIPersonalTrainer AIFormCheck ChatbotBootCamp HumanVsAIPlank StretchPlanByAI',
    funny:
      'AIDescribesMyFridge AIGuessesMyAge AIRoastsMyRoom AIWritesMyExcuse DadJokesByChatbot MemeExplainedByAI',
    prank:
      'AIWroteYourCard SurprisePoemByAI ChatbotCompliments AITalkingHouseplant AIMovieStarPoster BirthdayAnthemByAI',
    educational:
      'HowAIWorks SpotTheAIImage AIHallucinationHunt AIExplainsLikeIm5 ChatbotFactCheck TrainAnAIInTenMins',
    cooking:
      'AIFridgeChef AIInventsADish CookTheAIRecipe GrandmaVsChatbot PromptToPlate PlatingJudgedByAI',
    travel:
      'AIPlansMyTrip AITourGuide AITranslatorAbroad GoWhereAISays ChatbotItinerary HiddenGemsByAI',
    fashion:
      'AIStylesMyOutfit AIFitCheck AIColorAnalysis ThriftFlipWithAI ChatbotStylist WearAnAIDesignedTee',
    wellness:
      'AIMeditationScript AIJournalPrompts ChatbotBedtimeStory AIBreathingCoach GratitudeListWithAI AskAIThenUnplug',
    speed: 'BeatTheAIQuiz FasterThanAI OutTypeTheChatbot RealOrAIBlitz AIRiddleRace HumanVsAIMath',
    music:
      'AIWritesMySong FinishTheAILyric HumanOrAITrack AIRapBattle DuetWithAChatbot AIBeatRemix',
    art: 'AIVsMyDrawing AIColorsMySketch PaintWhatAIDescribes FixTheAIHands AIGuessesMyDoodle PromptVsPencil',
    pet: 'AITranslatesMyPet AIDogBreedGuess RoyalPortraitByAI AINamesMyKitten TeachATrickWithAI ChatbotCatPsychic',
    gaming:
      'AIDungeonCampaign AIDesignsALevel ChatbotTriviaNight ChessRematchVsAI AIPicksMyLoadout BeatTheBotBoss',
  },
  classroom: {
    dance:
      'ClassroomChairGroove ClassroomFlashMob ClassroomCongaLine BellRingBop ClassDismissedDance RollCallRoutine',
    fitness:
      'ClassroomDeskStretch ClassroomWallSit ClassroomSpellSquats JumpingJacksInClass PopQuizPushUps RecessReps',
    funny:
      'EveryClassroomEver ClassroomTeacherVoices TypesOfClassmates PopQuizReactions TheDogAteMyHomework ClassClownAudition',
    educational:
      'TeachTheClassIn60s ClassroomSpellingBee ClassroomVolcanoDemo ExplainItOnAWhiteboard ClassroomMythBusters BeatTheTeacherQuiz',
    cooking:
      'ClassroomBakeSale ClassroomPizzaParty ClassroomFruitKabobs LunchboxMakeover AppleForTheTeacher TopOfTheClassCookies',
    travel:
      'ClassroomFieldTrip ClassroomsWorldwide ClassroomPenPalMap ClassroomWithAView OneRoomSchoolhouse VirtualClassVisit',
    fashion:
      'ClassroomSpiritWeek ClassroomCrazyHats ClassroomTwinOutfits PictureDayGlowUp DressLikeYourTeacher ClassPresidentStyle',
    wellness:
      'ClassroomCalmCorner ClassroomKindnessChain ClassroomMindfulMinute ClassroomThankYouNotes BrainBreakBreathing ComplimentCircle',
    speed:
      'ClassroomCleanUpRace ClassroomChairStack ClassroomSpeedQuiz FastestClassroomTidy BeatTheBell MathFactsMinute',
    music:
      'ClassroomDeskDrumming WriteAClassroomAnthem ClassroomCupSong MultiplicationRap HotCrossBunsRemix ClassroomRhythmClaps',
    art: 'ClassroomDoorDecor WholeClassMural DrawYourClassmates ChalkboardLettering DoodleInTheMargins ClassroomPaperMache',
    tech: 'ClassroomStopMotion ClassroomRobotRace ClassroomCodingHour ScratchGameForClass SmartboardHacks ClassroomMicrobitBuild',
    pet: 'ClassroomPetWeekend ClassroomHamsterDiary DogVisitsTheClass ShowAndTellKitten ClassroomFishTankCare PupilsAndPuppies',
    gaming:
      'KahootClassChampion ClassroomJeopardy ClassroomGameShow MinecraftClassroom PopQuizBossBattle SpellingBeeSpeedrun',
  },
  'bubble wrap': {
    dance:
      'BubbleWrapStompStep PopAndLockBubbleWrap TapDanceOnBubbleWrap MoonwalkOnBubbleWrap BubbleBoogie BubbleBurstFreeze',
    funny:
      'BubbleWrapSumo DadVsBubbleWrap BubbleWrapHoarder BubbleWrapWillpower TryNotToPop WrappedInBubbleWrap',
    fitness:
      'BubbleWrapHighKnees BubbleWrapPlankTaps PopEveryBubbleSquats BurpeesOnBubbles SquishyLunges BubbleWrapBearCrawl',
    educational:
      'WhyBubbleWrapPops BubbleWrapWasWallpaper BubbleWrapAirPressure EggDropInBubbles InsulateWithBubbles GuessTheBubbleCount',
    cooking:
      'BubbleWrapChocolate BubbleWrapFondant BubbleWrapSugarGlass MeringueOnBubbleWrap HoneycombLookalike EdibleBubbleWrap',
    travel:
      'BubbleWrapSuitcaseHack BubbleWrapSouvenirs FleaMarketBubbleWrap BubbleWrapCarryOn HandleWithCareHaul FragileFinds',
    fashion:
      'BubbleWrapDress BubbleWrapRunway MakeABubbleWrapPuffer PopCouture BubbleGownGala FitCheckInBubbleWrap',
    wellness:
      'MindfulBubbleWrap BubbleWrapBarefootWalk OneBubblePerBreath PopYourWorries SquishSensoryBreak BubbleWrapCalmDown',
    speed:
      'BubbleWrapRelay EveryBubbleIn60 PopItLikeItsHot BubbleWrapPackOff NoBubbleLeftBehind FragileBoxCountdown',
    music:
      'BubbleWrapBeat BubbleWrapDrumSolo BubbleWrapASMR BubbleWrapSymphony PopStarOnBubbleWrap RemixWithBubbleWrap',
    art: 'BubbleWrapFishScales BubbleWrapSculpture PaintWithBubbleWrap PopArtStamps HoneycombPrints BubbleWrapCanvas',
    tech: 'BubbleWrapDropTest SlowMoBubbleWrapPop BubbleWrapPhoneArmor RobotVsBubbleWrap HowLoudIsOneBubble VirtualBubbleWrapApp',
    pet: 'PetVsBubbleWrap BubbleWrapPawWalk BubbleWrapKittenPounce CatSitsOnBubbleWrap PopGoesThePuppy BubbleWrapTreatHunt',
    gaming:
      'BubbleWrapTicTacToe BubbleWrapBattleship BubbleWrapMinesweeper DontPopTheLastBubble ConnectFourBubbleWrap SpeedrunABubbleSheet',
  },
  wings: {
    dance:
      'WingNightShuffle ChickenWingDance HotWingsHeadBop SpiceLevelShimmy FlapYourWings BuffaloStomp',
    fitness:
      'WingsFlapJacks EarnYourWings GameDayWingSquats CeleryStickPlank HotWingHIIT BurpeesForBuffalo',
    funny:
      'WingSauceReaction WingsSpiceRegret BoneCleanJudge RanchVsBlueCheese TypesOfWingEaters WingNightDrama',
    prank:
      'WingsDessertFakeout WingBoxKindNote SurpriseWingNight MildWingsInDisguise AllFlatsForYou WingDeliveryDash',
    educational:
      'WingsFlatVsDrum WingsScovilleQuiz BuffaloWingHistory WhyCapsaicinBurns WhyMilkBeatsWater WingCrispScience',
    travel:
      'WingCrawl WingsTailgateTour WingsCityShowdown BuffaloWingTrip TopWingInTown SauceSafari',
    fashion:
      'WingNightFitCheck WingsGameDayJersey WingsBibCouture SauceProofWingOutfit WingedEyelinerLook NapkinAsAccessory',
    wellness:
      'WingNightGratitude WingsMindfulBite SpreadYourWings SlowWingsDinner WingmanCheckIn BreatheThroughTheHeat',
    speed:
      'WingSaucingRace WingDipRelay DozenWingsIn10 CeleryStickBlitz WingPlatterSpeedrun SauceTossSprint',
    music:
      'WingSizzleBeat WingsHotSauceBlues KaraokeWingNight GameDayDrumline BandOnTheRunCover LiveAndLetWing',
    art: 'WingsMuralSelfie AngelWingsPainting ButterflyWingArt PaintYourOwnWings WingPlatterStillLife FeatherFanCraft',
    tech: 'AirFryerVsOvenWings WingTempCheck WingsPelletSmoker SousVideWings AIRatesMyWings ThermalImagingGrill',
    pet: 'PetAngelWings ButterflyWingsKitten ParrotWingStretch PuppyWingsCostume WingmanPup ChickenWingSqueakyToy',
    gaming:
      'WingsTierList WingsHeatBracket SpicyForfeitCards WingspanTableTop WingmanCoOp GameNightWings',
  },
  spinach: {
    dance:
      'SpinachFlexStrut PopeyeSpinachHornpipe CanOfSpinachBop SailorManJig SpinachSpinMoves LeafyGreenGroove',
    fitness:
      'SpinachPowerCurls SpinachSmoothieGains SpinachCanPress SpinachSailorSquats PopeyeFlexOff StrongToTheFinish',
    funny:
      'SpinachInMyTeeth WhereDidMySpinachGo DadSneaksInSpinach PopeyeImpression SpinachOrSeaweed SpinachKidNegotiation',
    prank:
      'SpinachSecretMuffins SpinachTeethFakeOut SpinachLeafLoveNote SneakyGreenBrownies ShrekPancakes SpinachCanCandyReveal',
    educational:
      'SpinachIronMyth SpinachDiskFloatTest SpinachChromatography WhySpinachShrinks HowPopeyeChoseSpinach SpinachOrKaleQuiz',
    travel:
      'SpinachFarmVisit SpinachDishesAbroad GreekSpinachPieHunt PalakPaneerCrawl FarmersMarketGreens SpinachCapitalTrip',
    fashion:
      'SpinachFitCheck SpinachDyeTee PopeyeSpinachCosplay SailorStripeLook LeafyGreenGlam SpinachLeafScarf',
    wellness:
      'SpinachSmoothieRitual SpinachGardenCalm SpinachSoupRecharge GreensBeforeScreens SowSpinachSlowly StrongFromWithin',
    speed:
      'SpinachSmoothieSprint SpinachWiltTimer SpinachSaladTossRelay PickSpinachStemsIn60 PopeyePowerUpRace TenSecondFlex',
    music:
      'SpinachCanDrum SpinachSeaShanty EatYourSpinachSong PopeyeThemeWhistle BlenderBeatDrop SpinachPowerBallad',
    art: 'SpinachLeafPrint PaintWithSpinach SpinachComicStrip SpinachDyedEggs PopArtPopeye MonochromeGreens',
    tech: 'SpinachGrowLightTest SpinachSproutTimelapse SpinachNanoSensor HydroponicSpinach SpinachThatEmails LeafUnderMicroscope',
    pet: 'SpinachSailorPet SpinachGreenBandana DogGuardsTheSpinach CatInTheSpinachPatch PopeyeThePup AnchorCollarWalk',
    gaming:
      'SpinachPowerUpRun SpinachBossFight EatTheSpinachLevel PopeyeArcadeScore StardewSpinachHarvest SailorSpeedrun',
  },
  flute: {
    dance:
      'FluteBalletDuet FluteMarchingStep IrishJigToTheFlute MagicFluteMoves FollowThePiedPiper FlutterAndFloat',
    fitness:
      'FluteBreathTraining LongNoteFlutePlank FluteWallSitTones FluteLungWorkout MarchingBandCardio SquatOnEveryTrill',
    funny:
      'DramaticFluteSolo FluteTrillFace FluteRecorderComeback JazzFluteRonBurgundy TitanicFluteFail FluteBeatboxAttempt',
    prank:
      'SurpriseFluteSerenade FluteDoorbellTune FluteWakeUpMelody HiddenFlutistCameo FakeBirdsongFlute PiedPiperToDinner',
    educational:
      'HowFlutesWork AncientBoneFlutes FluteOvertoneDemo PanpipeVsFlute BottleFluteLab WhyFlutesAreSideways',
    cooking:
      'FluteShapedCookies FluteBandBakeSale PiccoloFluteMacarons PretzelRodFlutes ChampagneFluteMocktail FluteGlassParfait',
    travel:
      'FluteOnTheMountain MagicFluteVienna FluteForestEcho IrishPubFluteSession BuskWithAFlute FluteInEveryCountry',
    fashion:
      'FlutistFitCheck FluteConcertLook SilverFluteStyle FluteRecitalDress FlauntYourFlute AllBlackGlowUp',
    wellness:
      'FluteMeditation CalmFluteMorning FluteSunsetImprov FluteForestBathing OneLongNoteReset BreatheInPlayOut',
    speed:
      'FastestFluteTrill BumblebeeFlute FluteArpeggioBlitz FluteAssemblyTimer DoubleTongueDash ScaleSprint',
    art: 'PaintedFlute BambooFluteCraft FluteStillLife FluteSheetMusicCollage PaintToAFluteSolo PVCPipeFlute',
    tech: 'FluteLoopPedal FluteNoteVisualizer FluteWithAIHarmony FluteTunerAppTest 3DPrintedFlute SynthVsFlute',
    pet: 'DogHowlsToFlute BirdFluteDuet FluteCatReaction FlutePuppyHeadTilt PiedPiperOfPets SnakeCharmerKitty',
    gaming:
      'BossThemeOnFlute AnimalCrossingFlute FluteSimonSays FluteRhythmChallenge SongOfStormsFlute FluteHeroHighScore',
  },
  pig: {
    dance:
      'PigWiggleDance PeppaPigJump ThreeLittlePigsStomp PigSnoutShuffle OinkOnTheBeat HogWildHoedown',
    fitness:
      'PiggyBankPushUps HuffAndPuffCardio ThreeLittlePigsCircuit PeppaPigPuddleJumps PiggybackSquats HogWildBurpees',
    funny:
      'ThreeLittlePigsSkit PigLatinOnlyDinner WhenPigsFly OinkInsteadOfHello SnortLaughChallenge PigNoseFilterFail',
    prank:
      'PigSnoutPhotobomb PigOinkDoorbell PlushPigSwap PiggyBankSurprise PigLatinVoicemail FlyingPigBalloon',
    educational:
      'HowSmartArePigs WhyPigsRollInMud PigLatinLesson PiggyBankOrigins PigsCantLookUp PigOrBoarQuiz',
    cooking:
      'PigCupcakes PigFaceBuns ThreeLittlePigsCake PigsInABlanketBake PiggyPancakes HuffAndPuffPastry',
    travel:
      'PigSanctuaryTour SwimWithPigsBahamas MiniPigCafeHop CountryFairPigRace FlyingPigFestival HogHeavenRoadTrip',
    fashion:
      'PigEarBeanie PigSnoutSlippers PigtailsFiveWays PeppaPigCosplay PrettyInPigPink HogWildStyle',
    wellness:
      'HappyAsAPigInMud PigPlushieCuddle PigSanctuaryMorning ThisLittlePiggyFootRub HogHeavenHour SnortAndUnwind',
    speed:
      'PiggyBankCoinSort PigLatinTongueTwister DrawAPigIn10Seconds ThreeLittlePigsRace HuffAndPuffRelay BuildAStrawHouseFast',
    music:
      'PigOinkRemix ThisLittlePiggySong PigLatinCover FarmyardChorus WhenPigsSing SnortBeatbox',
    art: 'PigSockPuppet ClayMiniPig PaintAPiggyBank DrawAPigBlindfolded PigPortraitIn5Lines PigcassoChallenge',
    tech: 'PigLatinBot SmartPiggyBank AIDrawsAPig 3DPrintAPig OinkSoundboard PigSanctuaryLiveCam',
    gaming:
      'PassThePigsTournament PopTheGreenPigs MinecraftPigRide StardewPigTruffles PigDiceShowdown HogRiderRush',
  },
  'frying pan': {
    dance:
      'FryingPanShuffle PanFlipFootwork FryingPanTwirl CastIronSkilletStomp SizzleShimmy ButterInThePanSlide',
    fitness:
      'FryingPanCurls PanTossCrunches PanLungeTwist SkilletFarmerCarry PumpingCastIron FlipAndFlex',
    funny:
      'FryingPansWhoKnew PanFlipFails PanLidShieldKnight FryingPanTennis RamsayRatesMyPan TVChefPanParody',
    prank:
      'PlasticEggInThePan SurpriseUnderPanLid FakeBurntPancake FryingPanCandyStash SkilletCookieGiant SizzleSoundTrick',
    educational:
      'WhyFoodSticksToPans LeidenfrostPanTest SeasonACastIronPan CopperVsSteelPan NonstickSecrets GuessThePanMetal',
    travel:
      'CampfirePanBreakfast GiantPaellaPanTrip PanFriedDumplingCrawl PanAroundTheWorld FleaMarketSkilletHunt SpanishStreetFood',
    fashion:
      'FryingPanPurse FriedEggPanEarrings PanLidBeret SkilletToStreet SunnySideUpStyle IronChefFit',
    wellness:
      'PanSizzleASMR OnePanPeace SlowEggInThePan PanSeasoningRitual SundaySkilletBrunch CookItForward',
    speed:
      'PanFlipSpeedrun PanTossRelay FryingPanScrubRace OneMinutePanOmelette GrilledCheeseDash BeatTheSizzle',
    music:
      'FryingPanDrums PanLidCymbals FryingPanBanjo GrandFinalePanGong SkilletSymphony SizzleBeatDrop',
    art: 'PanLidMosaic PancakeArtInAPan FryingPanClockCraft PaintAVintagePan FramedInAPan SkilletStencilSign',
    tech: 'SmartPanTest InductionPanFaceoff FryingPanHeatLaser SlowMoPanFlip NonstickScratchOff ThermalCamPanCheck',
    pet: 'CatLoafInAPan FryingPanPlushFetch PanLidPeekaboo KittenNapsInASkillet DogSafePanPupcakes SousChefPup',
    gaming:
      'FryingPanOnlyRun PUBGPanLegend OvercookedPanRush RapunzelPanDuel CookingMamaFlipOff SkilletSpeedrun',
  },
  'job interview': {
    dance:
      'JobInterviewStrut InterviewHandshakeBop PostInterviewShuffle GotTheJobJig YoureHiredHustle NailedItInterview',
    fitness:
      'JobInterviewStretch InterviewPostureDrill PowerPosePreInterview SweatOutTheNerves RunBeforeTheInterview ConfidenceCardio',
    funny:
      'JobInterviewZoomFails MockInterviewWithMyKid WorstInterviewAnswers WhereDoYouSeeYourself MyGreatestWeakness TooHonestInterview',
    prank:
      'InterviewForDishDuty InterviewGoodLuckNote JobInterviewForTheDog BalloonsAfterInterview YoureHiredBanner CongratsConfettiAmbush',
    educational:
      'JobInterviewHotSeat JobInterviewSTARMethod InterviewBodyLanguage AskTheInterviewerThis TellMeAboutYourself HandshakeScience',
    cooking:
      'JobInterviewBreakfast JobInterviewCalmTea InterviewWinDinner YoureHiredCake PostInterviewTreat GotTheJobGelato',
    travel:
      'JobInterviewInANewCity InterviewCommuteTest ExploreAfterInterview FlyOutInterview OfferLetterRoadTrip WorkAnywhereDream',
    wellness:
      'JobInterviewCalmDown JobInterviewBreathing JobInterviewBounceBack PreInterviewPepTalk NervesToNailedIt RejectionToRedirection',
    speed:
      'InterviewQuickChange JobInterviewRapidFire InterviewTieKnotDash SixtySecondInterview ElevatorPitchIn30 BeatTheRecruiter',
    music:
      'JobInterviewHoldMusic JobInterviewPepChant InterviewWalkInSong InterviewAnswersRapped NineToFiveCover YoureHiredJingle',
    art: 'JobInterviewComicStrip InterviewVisionBoard JobInterviewHeadshot JobInterviewPortfolio DrawYourDreamJob ThankYouCardLettering',
    tech: 'JobInterviewVideoSetup AIMockInterview InterviewWebcamAngle BlurBeforeInterview RingLightGlowUp JobInterviewMicCheck',
    pet: 'PetJobInterview JobInterviewWithMyCat JobInterviewDogHR ParrotInterviewsMe GoodBoyGetsHired InterviewingMyHamster',
    gaming:
      'JobInterviewSimulator JobInterviewBossLevel InterviewDialogueTree SimsJobInterview NatTwentyInterview PassTheCharismaCheck',
  },
  tambourine: {
    dance:
      'TambourineTwirl TambourineHipTap TambourineTarantella FolkTambourineCircle JingleJangleJig ShakeItLikeStevie',
    fitness:
      'TambourineCardio ShakeTambourineSquats TambourineHighKnees TambourineLungeTaps JingleJacks NinetiesAerobicsJam',
    funny:
      'TambourineHypeMan TambourineChurchAuntie WhenDadGetsATambourine TooMuchJingleEnergy TambourineOffBeatSolo NeedsMoreTambourine',
    prank:
      'TambourineDoorbell SurpriseTambourineSolo TambourineWelcomeHome JingleWakeUp TambourineAmbush OneManBandEntrance',
    educational:
      'HowTambourinesWork TambourineThumbRoll TambourineVsPandeiro JingleSoundScience WhatAreZils AncientTambourineQuiz',
    cooking:
      'TambourineCookies TambourineFruitPizza CookToATambourineBeat MarchingBandCupcakes TambourineShakeAndBake JingleJangleJam',
    travel:
      'TambourineStreetParade TambourineFolkFestival RioSambaTambourine TambourineInNaples CarnivalDrumSchool BuskersOfEurope',
    fashion:
      'TambourineBohoLook TambourineStageGlam StevieNicksTambourine TambourineRibbonStyle FestivalFringeFit JingleJewelry',
    wellness:
      'TambourineJoy TambourineShakeItOff TambourineDrumCircle SlowTambourineBreath JingleAndBreathe GoodVibrationsOnly',
    speed:
      'FastestTambourineShake TambourineSpeedRoll PassTheTambourineRelay ThirtySecondTremolo BeatTheMetronome TambourineTapCount',
    art: 'PaintedTambourine PaperPlateTambourine TambourineMandalaHead BottleCapShakerCraft TambourineAsACanvas RibbonAndJingles',
    tech: 'TambourineLooper PhoneAsATambourine DigitalTambourineApp TambourineMIDITrigger AccelerometerShaker SampleTheJingle',
    pet: 'DogVsTambourine CatTambourineReaction TambourineParrotDance TambourinePuppyHowl PetBandAudition BirdsOnTheBeat',
    gaming:
      'TambourineRhythmGame TambourineRockBandRun TambourineSimonSays ZeldaSongOnTambourine FullComboJingle PerfectTempoStreak',
  },
  mailbox: {
    dance:
      'MailboxFlagUpDance StrutToTheMailbox LetterboxLimbo MailboxEnvelopeTwirl YouveGotMailMoves SignedSealedDanced',
    fitness:
      'MailboxMileWalk MailboxLunges MailboxSprintBack BearCrawlToMailbox RainOrShineRoute ParcelSquats',
    funny:
      'YouveGotBills MailboxFlagUpDrama WrongAddressMailbox MailboxOnlyJunkMail WaitingOnAPackage MailboxStakeout',
    educational:
      'MailboxFlagMeaning MailboxZipCodeFacts MailboxesWorldwide WhyMailboxesAreBlue WhereDoesMyLetterGo PonyExpressQuiz',
    cooking:
      'MailboxShapedCookies MailboxCarePackage GingerbreadMailbox TreatInTheMailbox SnailMailScones SealedWithABiscuit',
    travel:
      'MailboxesAbroad QuirkyMailboxHunt RedLetterboxSpotting HighestMailboxOnEarth UnderwaterMailbox PostcardFromEveryStop',
    fashion:
      'MailboxEnvelopeClutch MailboxStampBrooch DressLikeYourMailbox PostalNavyBlazer SignedSealedStyled MailboxRunFitCheck',
    wellness:
      'MailboxGratitudeNote MailboxKindnessLetter MailboxPenPalRitual SlowWalkToMailbox SnailMailSunday WriteToFutureYou',
    speed:
      'MailboxDeliveryRace MailboxSortSprint MailboxAddressDash BeatTheMailboxPickup ZipCodeSpeedQuiz EnvelopeStuffOff',
    music:
      'MailboxKnockBeat PleaseMrPostmanCover SerenadeTheMailbox LetterboxFlapRhythm SignedSealedDelivered MailboxLidClank',
    art: 'MailboxMakeover MailboxMural MailboxStampDesign PaintedMailboxFlag DoodleTheEnvelope MailArtSwap',
    tech: 'MailboxSensorBuild SmartMailboxHack MailboxPackageCam MailboxSolarLight YouveGotMailAlert DroneDeliveryTest',
    pet: 'MailboxDogPatrol CatOnTheMailbox MailboxPuppyGreeter BirdNestInMailbox GoodBoyGetsMail PetPenPals',
    gaming:
      'MailboxScavengerHunt MailboxRiddleDrop PenPalChessByPost AnimalCrossingMailbox PaperboyHighScore LetterboxGeocache',
  },
  chef: {
    dance:
      'ChefsKissDance ChefHatShuffle YesChefStomp LineCookTwoStep KitchenConga SpatulaSpinMoves',
    fitness:
      'YesChefReps ChefWhiskArmDay ChefStockpotCarry ChefLineLunges MasterChefMuscles SauteSquats',
    funny:
      'ChefsKissRatings YesChefSkit FancyChefVoiceover ChefReviewsMyToast ItsRawImpression MichelinStarMicrowave',
    prank:
      'SurpriseChefDinner ChefMenuAtHome OrderUpChefBell CerealTastingFlight FineDiningFishSticks ChefHatWakeUpCall',
    educational:
      'ChefLingoQuiz HowChefsPlateFood ChefMiseEnPlace FiveChefMotherSauces WhyChefHatsAreTall KnifeSkillsBasics',
    travel:
      'DineWhereChefsEat StreetFoodChefs ChefMarketMorning ChefsTableAbroad LearnFromALocalChef NoodlePullingClass',
    fashion:
      'ChefCoatFitCheck ChefHatTryOn DressLikeATVChef BandanaChefStyle KitchenToRunway ChefClogsComeback',
    wellness:
      'ThankYourChef ChefMindfulMinute HomeChefUnwind ChefGratitudePlate SimmerDownSunday PostShiftReset',
    speed:
      'ChefPlatingRace TenMinuteChef ChefMiseDash ChefOmeletteIn60 YesChefCountdown BeatTheTicketTimer',
    music:
      'ChefKitchenBeat YesChefRemix ChefPanDrums ChefWhiskOrchestra OrderUpOpera SizzleSoundtrack',
    art: 'ChefSauceSwoosh ChefHatDoodle ChefMenuLettering ChefsKissPortrait GarnishCarvingRoses PlatingIsArt',
    tech: 'ChefGadgetTest AIChefAssistant ChefInductionShowdown ChefTimerHacks SmartKitchenTakeover OverheadCookingCam',
    pet: 'PetChefHatPhoto ChefDogBiscuitBake ChefCatSupervisor HamsterMasterChef SousChefPup BunnyBistro',
    gaming:
      'ChefOvercookedRun ChefDinerTycoon IronChefBracket MinecraftChefChallenge CookingMamaHighScore RatatouilleSpeedrun',
  },
  knitting: {
    dance:
      'KnittingSweaterShimmy KnittingClubConga KnitOnePurlTwoStep YarnBallBoogie NeedleClickGroove KnittedScarfTwirl',
    fitness:
      'TreadmillKnitting KnittersHandStretch KnittingBreakPlank KnitBetweenSets PurlsAndPushUps CastOnCardio',
    funny:
      'KnittingSweaterCurse KnittingSleeveTooLong NeverInterruptAKnitter MyFirstKnittingVsNow FroggingFury YarnStashIntervention',
    prank:
      'KnittedFoodSwap EggsWearingKnitHats KnittingYarnBombDesk KnittingPlantSweater SocksForTheChairs KnittingRemoteCozy',
    educational:
      'KnittingStitchQuiz KnittingPatternDecoder WhyKnittingStretches SheepToSweater KnitOrCrochet KnittingIsMath',
    cooking:
      'KnittedOrRealCake CableKnitPieCrust KnittingSweaterCookies KnittingNeedlePretzels YarnBallMeatballs StitchAndSnackClub',
    travel:
      'KnittingYarnShopHop TrainRideKnitting WoolSouvenirToKnit KnittingOnTheGo OneRowPerCity FairIsleForReal',
    fashion:
      'KnittedFitCheck KnittingBeanieTryOn KnitterStreetLook ChunkyKnitChic HandmadeHeadToToe OneVestFiveWays',
    wellness:
      'MindfulKnitting KnittingBreathCount KnittingNotScrolling KnitAndUnwind StitchAndChill PurlsOfPeace',
    speed:
      'SpeedKnitting KnittingCastOnRace Knitting60StitchDash BindOffCountdown RowInRecordTime FastestKnitterWins',
    music:
      'KnittingNeedleDrumline ASMRKnittingSounds SingWhileKnitting KnitToTheBeat PurlJam CastOnCountOff',
    tech: 'KnittingTimelapse KnittingMachineTest AIKnittingPatternFail KnittedPhoneCozy KnitACircuit PixelToPurl',
    pet: 'CatVsKnitting KnittingLapSupervisor KnittedPupBeanie DogModelsMyKnitting PawsOffMyYarn KnitMyPetAMatch',
    gaming:
      'KnittingDiceBag PixelArtSweater KnittingBossBattle LevelUpMyKnitting KnitAMarioHat YoshisWoollyWorld',
  },
  pet: {
    dance:
      'DanceWithYourPet PetSpinOnCue TwoStepWithFurBaby PetCameoChoreo HeelworkToMusic PawsomeTwirl',
    fitness:
      'PetPlankPartner PetHikeStreak PetFetchSprints SunSaluteWithPet PuppyPilates SquatsWithMyFurBaby',
    funny:
      'PetJudgesMyOutfit PetGuiltyFaceReveal IfMyPetCouldText MyPetHearsTheTreatBag TalkingForMyPet PetShamingSign',
    prank:
      'PetFaceSocksGift PetCardboardCutout PetVideoCallCameo PetLookalikePlush PhotobombByFurBaby SurprisePetPortrait',
    educational:
      'HowPetsSeeColor PetBodyLanguage HowManyHoursPetsSleep PetAgeInHumanYears WhyDogsTiltHeads AnimalMythOrFact',
    cooking:
      'HomemadePetTreats PetBirthdayCake PetPupsicles PetBakeOff FurBabyPupcakes BarkuterieBoard',
    travel:
      'PetFriendlyCafeHop PetRoadTrip PetParkPassport BeachDayForMyPet FurBabyFirstFlight TailWaggingTrails',
    fashion:
      'PetParentFitCheck PetBandanaDIY PetRaincoatStrut DressLikeYourPet FurBabyFashionWeek LintRollerLook',
    wellness:
      'PetCuddleTherapy PetSunbeamNap BreatheWithYourPet WhatMyPetTaughtMe SniffWalkWithPet PawsAndReflect',
    speed:
      'PetTrickSpeedrun DrawYourPetIn60 PetRecallDash BeatYourPetToTheBall FetchFrenzy FurBabyAgilityRun',
    music:
      'SerenadeYourPet PetHowlAlong LullabyForFurBaby PetOnTheKeyboard WhoLetTheDogsOutCover MyPetsThemeSong',
    art: 'PaintYourPetBadly PetPawPrintArt PetClaySculpt NeedleFeltYourPet RenaissanceFurBaby SketchYourPetBlind',
    tech: 'PetCamDiary PetGPSAdventureMap PetVsBallLauncher AITranslatesMyPet WhatMyPetDoesAlone FurBabySmartHome',
    gaming:
      'PetPlayerTwo HideAndSeekWithPet PetCrashesCheckers PetSitsOnController NintendogsIRL RecreateMyPetInSims',
  },
  rooster: {
    dance:
      'RoosterStrutOff HeadBobLikeARooster RoosterWingShimmy RoosterCrowFreeze BarnyardHoedown DoodleDooDance',
    fitness:
      'RoosterStrutLunges RoosterWakeUpBurpees RoosterWingFlaps UpWithTheRoosterRun DawnPatrolHIIT CrowAndGoCardio',
    prank:
      'RoosterAlarmSwap RoosterDoorbellSound PlushRoosterInTheBed RoosterCostumeWakeUp FlockOfFakeRoosters SurpriseCrowSoundtrack',
    educational:
      'WhyRoostersCrow RoosterOrHenQuiz HowRoostersTellTime RoosterCombDecoder YearOfTheRooster ChickenOrEggDebate',
    cooking:
      'FlipARoosterPancake RoosterShapedBread RoosterCrowBreakfast RoosterCornbread CrackOfDawnEggs RoosterSauceDrizzle',
    travel:
      'BarcelosRoosterTrip RoosterKeyWestStroll KauaiRoosterCount RoosterFarmStay WakeUpInTheCountry FreeRangeRamble',
    fashion:
      'RoosterPrintShirt MohawkLikeARooster RoosterFeatherHat StrutYourOutfit RuleTheRoostLook FarmToFashion',
    wellness:
      'RiseWithTheRooster RoosterSunriseStretch RoosterEarlyBedtime NoSnoozeRooster DawnGratitudeWalk SunUpSerenity',
    speed:
      'BeatTheRoosterUp RoosterDrawIn60 RoosterCrowCountdown RoosterChoresSpeedrun BarnyardRelay EggHuntBeforeDawn',
    music:
      'RoosterCrowRemix BanjoRoosterBreakdown RoosterWakeUpSong BeatboxLikeARooster DoodleDooDrop FarmyardOpera',
    art: 'HandprintRoosterArt RoosterInOneLine RoosterWeatherVane PaintARoosterPlate RuleTheRoostMural RoosterMosaicTiles',
    tech: 'RoosterCrowDecibels RoosterAlarmApp RoosterBarnCam AutoTuneTheRooster SmartCoopDoorBuild AIHearsTheFlock',
    pet: 'PetHearsARooster RoosterHarnessWalk RoosterTreatTrick RoosterDogFriendship CatVsRooster RubberChickenFetch',
    gaming:
      'CrossyRoosterRun RoosterFarmBuild RoosterStardewCoop BarnyardGameNight RuleTheRoostTourney ChickenEscapeSpeedrun',
  },
  'valentines day': {
    dance:
      'ValentineSlowDance ValentineTwirlAndDip TangoWithYourValentine CupidShuffle LoveShackShimmy BeMyValentineMoves',
    fitness:
      'ValentinePartnerSquats CarryYourValentine ValentineFunRun PlankForYourValentine HeartRateForTwo CupidCardio',
    prank:
      'ValentineDoorHearts SecretValentineNote ValentineBalloonRoom GrandpasValentineCard CupidStrikesAgain PetalPathSurprise',
    educational:
      'ValentinesDayHistory ValentineCardOrigins WhoWasSaintValentine WhyTheHeartShape LoveLanguagesQuiz ValentinesWorldwide',
    cooking:
      'ValentineHeartPizza ValentineFondueNight CookForYourValentine ChocolateDippedBerries WhiskMeAway ValentineCookieBake',
    travel:
      'ValentineGetaway ValentineDayTrip ValentinePicnicSpot ParisForValentines LoveLockBridge RecreateOurFirstDate',
    fashion:
      'ValentineFitCheck ValentineDateLook TwinWithYourValentine RedAndPinkStyle HeartOnMySleeve ValentineSockSwap',
    wellness:
      'ValentineSelfLove ValentineKindnessNotes AValentineForGrandma BeYourOwnValentine TableForOne GalentinesSpaNight',
    speed:
      'SixtySecondValentine ValentineCandyRelay FastestValentineCard ValentineHeartCutout RosesAreRedSpeedrun CupidsArrowToss',
    music:
      'ValentineSerenade ValentineUkuleleDuet SingToYourValentine MixtapeForYourCrush MyFunnyValentineCover KazooLoveBallad',
    art: 'ValentineCardCraft ValentinePaperRoses DrawYourValentine LoveNoteCollage OrigamiHeartGarland PopArtValentine',
    tech: 'AIValentinePoem ValentineVideoMessage ValentineQRCodeCard ValentineLEDHeartBuild LongDistanceValentine ProgramALoveLetter',
    pet: 'MyPetIsMyValentine DogValentineBandana ValentineSmoochBooth PawprintValentineCard KittyCupidWings PuppyLoveChallenge',
    gaming:
      'ValentineGameNight ValentineCoOpDate ItTakesTwoValentine LoveLetterTabletop ValentineTriviaDuel HeartsTournament',
  },
  gratitude: {
    dance:
      'DanceYourGratitude GratitudeHeartHands GratitudeGroove BigThankYouShimmy ThankfulTwirl GratefulForTheBeat',
    fitness:
      'GratitudeWalk TenGratitudeSquats OneMileOfGratitude GratitudePlank ThankYouPushUps GratefulGains',
    funny:
      'GratitudeAwardSpeech GratitudeForSocks MyKidsGratitudeList OverlyGratefulDad ThankfulForWiFi ThankYouNoteToMyCouch',
    prank:
      'HiddenGratitudeNotes GratitudeBalloonRoom GratitudeJarSurprise LunchboxGratitude ThankYouAmbush PostItAvalanche',
    educational:
      'YourBrainOnGratitude GratitudeMoodTest GratitudeFactOrMyth ThankYouInTenLanguages WhyThankingWorks ThankfulHeartScience',
    cooking:
      'BakeYourGratitude IcedThankYouCookies GratitudePotluck PieItForward CookForYourHeroes GratefulGrandmaRecipe',
    travel:
      'GratitudeHometownTour GratitudePostcards OneGratitudePerStop ThankTheLocals ThankfulPassport MemoryLaneRoadTrip',
    fashion:
      'GratitudeHandMeDowns GratitudeHeirloomLook WearYourGratitude ThankfulForThisFit ThankYouMomVintage RewearAndRejoice',
    speed:
      'GratitudeIn60Seconds ABCsOfGratitudeBlitz ThankYouSpeedRound TagTeamGratitude OneBreathGratitude GratitudeListRace',
    music:
      'GratitudeRapVerse SerenadeForATeacher GratitudeSongForMom SingYourGratitude ThankYouForTheMusic ThankfulChorus',
    art: 'GratitudeTreeLeaves ThankYouCardCraft PaintAGratitudeJar GratitudeRocks ThankfulDoodleADay PortraitOfMyHero',
    tech: 'GratitudeVoiceNote ThankYouVideoCall LockScreenGratitude TextBlastOfGratitude ThankfulGroupChat GratefulGIFReply',
    pet: 'PetGratitudeList GratitudeAdoptionDay PawForGratitude DogWalkGratitude ThankYouShelter GratefulForFur',
    gaming:
      'ThankYourTeammates GratitudeGGShoutout RollForGratitude GratitudeBingo GratitudeJenga GameNightGratitude',
  },
  football: {
    dance:
      'FootballEndzoneDance FootballSpikeAndSpin DoTheFootballGriddy TouchdownShuffle HalftimeHustle CopyAnNFLCelebration',
    funny:
      'FootballHuddleAtDinner FootballRefAtHome MyFootballSuperstition CouchCoachingFootball TouchdownForLaundry ThrowTheFlagOnDad',
    prank:
      'FootballTicketReveal FootballLineupIntro FootballCrowdWakeUp SurpriseFootballParty ConfettiBucketDunk JerseyWithTheirName',
    educational:
      'FootballSpiralScience FieldGoalFootballMath WhyTheFootballIsOval FootballRefSignals WhyItsCalledFootball PigskinPhysics',
    cooking:
      'FootballFieldDip FootballChiliCookOff PretzelFootballBites BrownieFootballs NachoAverageTailgate TouchdownTacos',
    travel:
      'FootballStadiumTour FootballTailgateTrip FollowYourFootballTeam FridayNightFootball AwayGameAdventure NFLCityHop',
    fashion:
      'FootballJerseyFit FootballGameDayLook VintageFootballTee DressForFootballSunday TailgateChic EyeBlackEverywhere',
    wellness:
      'FootballRecoveryDay FootballFamilySunday FootballIceBathRitual PostFootballStretch ByeWeekReset WinOrLoseWindDown',
    speed:
      'FootballFortyYardDash FootballSnapToThrow FootballShuttleSprint CatchTenFootballsFast TwoMinuteDrill HurryUpOffense',
    music:
      'FootballFightSong FootballDrumline SingTheFootballAnthem TailgateRadioJam HalftimeAtHome NFLThemeBeatbox',
    art: 'PaintAFootballHelmet FootballFieldDiorama FootballPlayDiagram SketchAFootballCatch DrawThePerfectSpiral LogoRedesignDraft',
    tech: 'FootballSpiralTracker FootballSlowMoCatch InstantReplayFootball DIYFootballScoreboard GoProOnTheFootball AIPlayCaller',
    pet: 'FootballWithMyDog FootballPetJersey FootballPuppyBowl KittyWatchesFootball PupTouchdownDance FetchTheFootball',
    gaming:
      'FootballFantasyDraft FootballFranchiseMode PaperFootballFlick FootballMaddenMatch TecmoBowlThrowback HeismanHighScore',
  },
  blueberry: {
    dance:
      'BlueberryBounce BlueberryHillStroll RollLikeABlueberry BlueberryBucketBop WonkaBlueberryTwirl PickAndPivot',
    fitness:
      'BlueberryPickingSquats SprintUpBlueberryHill BlueberryBucketCarry OneBlueberryPerRep BerryBootCamp AntioxidantAbs',
    funny:
      'LoneBlueberryMuffin BlueberrySommelier BlueberryVsBlackberry BlueberryTongueCheck YoureTurningViolet OneForTheBucket',
    prank:
      'BlueberryOrChocChip BlueberryPancakeSmile GrapesOrBlueberries BlueberryIceCubes BlueberryWakeUpTray BerrySurpriseMuffin',
    educational:
      'WhyBlueberriesAreBlue BlueberryJuicePHTest WildVsFarmedBlueberry BlueberryFloatOrSink WhatsTheDustyBloom BerryOrNotQuiz',
    travel:
      'PickYourOwnBlueberries BlueberryFestivalTrip BlueberryPieCrawl WildBlueberryHike MaineBlueberryBarrens BerryFarmGetaway',
    fashion:
      'BlueberryDyedTee BlueberryMilkNails DressInBlueberryBlue MakeBlueberryEarrings VioletBeauregardeLook BerryChicPicnicFit',
    wellness:
      'MindfulBlueberry BlueberryPickingCalm BlueberrySmoothieHabit GrowABlueberryBush BerryGoodMood BrainFoodBreakfast',
    speed:
      'BlueberryPickRace BlueberryChopstickDash StackFiveBlueberries CountBlueberriesIn30 BlueberryStrawRelay PintInAMinute',
    music:
      'SingBlueberryHill BlueberryShaker BlueberryJamSession PlayTheBlueberryBlues BlueberryFaygoCover BerryBeatbox',
    art: 'PaintWithBlueberryInk BlueberryStillLife BlueberryDotMosaic BlueberryTieDye BlueberriesForSalArt BerryJuiceWatercolor',
    tech: 'BlueberryTimelapse BlueberryMicroscope BlueberryBlenderDuel AIBlueberryCounter ColorSortingRobot BlueberryRipenessScan',
    pet: 'BlueberryBandanaPose BlueberryPatchPortrait PetBlueberryCostume PawsInTheBlueberries DogTriesBlueberries BerryCutePuppy',
    gaming:
      'BlueberryHarvestRun BlueberryMatchThree StardewBlueberryFarm DiceForBlueberries HungryHipposBerries PacManBlueberryMaze',
  },
  stretching: {
    dance:
      'StretchingDanceFlow StretchingBarreRoutine DancerWarmUpStretch BalletStretchingTwirl ReachForTheDiscoBall LimberLimbo',
    fitness:
      'StretchingStreak StretchToSplits ToeTouchStretching PancakeStretchingGoal FlexibilityFortnight MobilityMonday',
    funny:
      'StretchingFails CatStretchCopy StretchingGroans DadTriesStretching EveryJointCracks PretzelGoneWrong',
    prank:
      'SurpriseStretchBreak StretchingBellAlarm StretchingStickyNotes WakeUpStretchingAmbush StretchingFlashMob CopyMyEveryReach',
    educational:
      'WhyStretchingHelps StaticVsDynamicStretch StretchingMyths StretchingMuscleMap FasciaFacts HowFlexibleAreYou',
    cooking:
      'StretchyCheesePull StretchThePizzaDough StretchingTaffyCandy HandStretchedNoodles PulledMochiMagic StretchingMozzarella',
    travel:
      'StretchingAtEveryStop StretchingBeachSunrise SummitStretchingPhoto SeventhInningStretch LayoverLimbering InFlightMobility',
    fashion:
      'StretchingSquatProof StretchyOutfitCheck StretchingLoungewear DenimThatStretches FlexibleFashion AthleisureAllDay',
    speed:
      'StretchIn60Seconds StretchingCountdown StretchingFullBodyIn5 QuickStretchingBlitz FastestToeTouch BeatTheBendTimer',
    music:
      'StretchToTheBeat AmbientStretchingTrack StretchingSongPerPose HumWhileStretching ReachOnEveryChorus LofiLimberUp',
    art: 'StretchYourCanvas StretchingStickFigures SketchMeStretching AnatomyOfStretching GestureDrawingDare PoseLikeDaVinci',
    tech: 'StretchingAppTest StretchingVRCoach AIRatesMyStretching SmartwatchStretching PostureGadgetShowdown StretchReminderSetup',
    pet: 'StretchLikeMyCat StretchingWithMyDog PetYogaStretching ParrotWingStretching PuppyCopiesMyPose KittenMorningReach',
    gaming:
      'StretchingGameBreak StretchBetweenLevels StretchingRingFitQuest RespawnStretching LoadingScreenLunges PauseAndReach',
  },
  curtain: {
    dance:
      'CurtainRevealDance ShowerCurtainShuffle CurtainCallBowDown DrapesDropFreeze SilhouetteShimmy BehindTheCurtainBop',
    fitness:
      'CurtainOpenStretch SunriseCurtainYoga CurtainRodSquats PlankBeforeCurtainsUp CurtainCallCardio LightsOnLunges',
    prank:
      'FakeFeetUnderCurtain GooglyEyeCurtain CurtainConfettiDrop CurtainBalloonWall WizardOfOzReveal CardboardCutoutCameo',
    educational:
      'BlackoutCurtainScience ShowerCurtainEffect CurtainInsulationTest TheaterCurtainHistory WhyStageDrapesAreRed LightBlockingLab',
    cooking:
      'RedVelvetCurtainCake CurtainRevealDinner FondantCurtainDrape CurtainRingBagels CurtainCallCupcakes IntermissionSnacks',
    travel:
      'HotelCurtainReveal ViewBehindTheCurtain TrainCurtainSunrise OpenCurtainsNewCity BroadwayBackstage MorningDrapesDrop',
    fashion:
      'CurtainDressDIY CurtainTiebackBelt LaceCurtainVeil SoundOfMusicCurtains GoneWithTheDrapes CurtainCapeCouture',
    wellness:
      'MorningCurtainRitual BlackoutCurtainSleep CurtainBreezeBreathing LetTheLightIn DrawTheDrapesUnwind SunlightFirstThing',
    speed:
      'CurtainHangSpeedrun FoldTheDrapesFast CurtainRingRace DrawTheCurtainsRelay CurtainCallCountdown ShowerHookBlitz',
    music:
      'ShowerCurtainBallad EncoreBehindTheCurtain CurtainRevealCover CurtainRingChimes ShowstopperFinale CurtainCallChorus',
    art: 'TieDyeCurtains CurtainStencilMakeover CurtainShadowPuppets PaintYourOwnCurtains SunPrintDrapes MacrameMasterpiece',
    tech: 'SmartCurtainSetup CurtainSunriseAlarm VoiceControlDrapes CurtainMotorDIY AlexaOpenTheCurtains BlackoutLuxTest',
    pet: 'CatBehindTheCurtain CurtainTasselChase CurtainHideSeekPup PetCurtainPeekaboo SunbeamThroughDrapes TailUnderTheCurtain',
    gaming:
      'SetupCurtainReveal BlackoutCurtainHorror CurtainShadowGuess PuppetTheaterImprov PickACurtainGameShow DrapesDrawnDungeon',
  },
  mall: {
    dance:
      'MallFlashMob MallFountainSpin FoodCourtMallShuffle EmptyMallDisco ElevatorMusicWaltz MallRatRoutine',
    fitness:
      'MallWalkingClub MallStairsOnly MallShoppingBagCurls PowerWalkTheMall ShopTillYouSquat BeforeTheStoresOpen',
    prank:
      'MallPhotoBoothAmbush MallGiftCardHunt MallCompliments SecretMallTreat MannequinFreeze FoodCourtSerenade',
    educational:
      'WhyMallsHaveNoClocks MallGruenEffect MallDiscountMath DeadMallHistory HowEscalatorsWork MallMapReadingQuiz',
    cooking:
      'MallPretzelAtHome MallCookieCopycat MallCinnamonRolls MallOrangeChicken FoodCourtFakeout FreeSampleStickBites',
    travel:
      'MallCrawl MallOfAmericaVisit MallDubaiAquarium OutletMallDayTrip DeadMallExplorer FoodCourtPassport',
    fashion:
      'MallFitCheck MallTryOnHaul MallRatRetroStyle WindowShopTheMall CopyTheMannequin TwentyDollarLook',
    wellness:
      'MindfulMallWalk MallMorningStroll MallNoSpendVisit PennyForYourThoughts SlowMallWindowShop MallBenchPause',
    speed:
      'MallScavengerHunt MallGiftRunRelay MallDirectoryDash FiveStoreMallBlitz BeatClosingTime TwentyMinuteMallFit',
    music:
      'MallPianoJam MallElevatorMusicCover MallBuskerSet VaporwaveMallRemix EscalatorEchoes FoodCourtKaraoke',
    art: 'MallSketchWalk MallReflectionPhotos EmptyMallPhotography DrawYourDreamMall LiminalSpaceArt StorefrontStudies',
    tech: 'MallGadgetHunt MallRobotGuide TimelapseTheMall TestEveryMassageChair VRArcadeAtTheMall DemoPhoneFaceOff',
    pet: 'MallDogWalk MallPuppyStroller MallBuildABearTwin PetsFirstMallTrip KittenWindowShopping FurryFoodCourtDate',
    gaming:
      'MallArcadeNight MallTycoonBuild MallClawMachineWin MallLaserTagSquad PrizeCounterHaul DDRShowdown',
  },
  guitar: {
    dance:
      'GuitarSoloDance AirGuitarJump GuitarDuckWalk RockstarGuitarSpin HeadbangHoedown PowerChordPose',
    fitness:
      'AirGuitarCardio GuitarFingerWorkout GuitarCaseCarry AmpAndGuitarLunges PowerChordPushUps ShredAndSweat',
    funny:
      'AirGuitarFaces GuitarTuningFails OneStringGuitarSong GuitarGuyWonderwall WhereDidMyPickGo StairwayToNowhere',
    prank:
      'GuitarSerenadeSurprise FakeGuitarSolo LiveGuitarDoorbell GuitarWakeUpCall BalconyBallad FreeBirdRequest',
    educational:
      'GuitarStringScience HowGuitarsWork FretboardGuitarMath GuitarChordTheory WhyFretsAreSpaced TonewoodBlindTest',
    cooking:
      'GuitarPickCookies GuitarWhileItSimmers GuitarShapedPizza LicoriceGuitarStrings HeavyMetalNachos RockAndRollSushi',
    travel:
      'GuitarOnTheRoad BuskingGuitarTour CampfireGuitar NashvilleGuitarCrawl StrumAcrossEurope SunsetSerenadeSpot',
    fashion:
      'GuitarStrapStyle GuitaristFitCheck RockstarGuitarLook GuitarPickNecklace PunkRockPolish BandTeeBattle',
    wellness:
      'GuitarMeditation GentleGuitarMorning StrumGuitarToUnwind GuitarPorchEvening OneChordADay FingerpickAndBreathe',
    speed:
      'FastestGuitarRiff GuitarChordChangeRace TuneAGuitarFast GuitarScaleSprint ShredInSixty RestringInRecordTime',
    art: 'PaintedGuitar GuitarPickArt DrawYourGuitar GuitarStillLifeSketch CubistGuitar PicassoGuitarRedo',
    tech: 'GuitarPedalSetup GuitarTunerAppVsEar AIGuitarDuet GuitarLooperLayers PlugInVsAmp BedroomStudioTake',
    pet: 'DogSingsWithGuitar CatVsGuitar GuitarSerenadeForPet GuitarCaseNap PawsOnTheFrets HowlAlongHero',
    gaming:
      'GuitarRhythmGame BossThemeOnGuitar GuitarBattleMode GuitarHeroFullCombo RockBandReunion TossACoinToYourBard',
  },
  'peanut butter': {
    dance:
      'PeanutButterJellyTime PeanutButterStickyFeet PeanutButterJarTwist SpreadThePeanutButter SmoothOrCrunchyMoves PBJWiggle',
    fitness:
      'PeanutButterFuelRun PeanutButterJarCurls ProteinPeanutSmoothie PeanutPoweredPlank SpreadTheGains PBAndJumpingJacks',
    funny:
      'PeanutButterTalkTest PeanutButterJarScrape PeanutButterMustache RoofOfMouthStruggle SmoothVsCrunchyDebate PeanutGalleryReacts',
    prank:
      'PeanutButterLunchNote PeanutSmileyToast PeanutButterCandyStash HeartPeanutSandwich PBJCutIntoStars PeanutGalleryApplause',
    educational:
      'PeanutsArentNuts HowPeanutButterIsMade CarverPeanutMyth WhyPeanutButterSticks PeanutAllergyFacts PeanutButterDiamonds',
    travel:
      'PeanutFarmVisit PeanutButterFestival PeanutSauceAbroad GeorgiaPeanutRoadTrip SatayStreetCrawl WorldsLargestPeanut',
    fashion:
      'PeanutButterJellyDuo PeanutButterNeutrals PeanutButterSuedeLook DressLikePeanutButter SmoothOrChunkyKnit CaramelBrownPalette',
    wellness:
      'SlowPeanutButterToast PeanutButterNostalgia CeleryAndPeanutBreak PeanutButterMoodSnack SpreadKindness LunchboxLoveNote',
    speed:
      'PeanutButterSpreadRace PeanutButterToastIn10 PeanutCrackerStack PBJAssemblyLine AntsOnALogRelay PeanutShellingSprint',
    music:
      'PeanutButterJellyRemix PeanutButterJarShaker PeanutButterStickyRap KazooPeanutButterJam PeanutGalleryChorus MouthfulKaraoke',
    art: 'PeanutButterBirdFeeder PeanutButterToastArt PeanutJarTerrarium DesignAPeanutLabel PeanutsComicRedraw DrawLikeSchulz',
    tech: 'PeanutGrindSlowMo PeanutButterMachine BlenderVsPeanuts AIPeanutButterRecipe GrinderShowdown StirFreeGadgetTest',
    pet: 'PeanutButterPlushFetch PeanutButterFurTwins PeanutButterJellyPups PetNamedPeanutButter PBAndJPawtners PeanutGalleryCritters',
    gaming:
      'PeanutButterJellyCoop PeanutsAsPokerChips PeanutTriviaNight WinnerGetsPeanutCups PBJPlayerTwo SmoothVsCrunchyDraft',
  },
  geography: {
    dance:
      'GeographyMapMoves GeographyCompassTwirl FlagWaveGeography EquatorLineStep DanceAroundTheWorld GeoGroove',
    fitness:
      'GeographyGlobeSpinReps GeocacheHike GPSArtGeographyRun EverestStairTotal GeoTrailSprints EquatorLapChallenge',
    funny:
      'GeographyGuessFails GeographyWhereAmI DadsGeographyFacts DrawTheWorldFromMemory AustriaNotAustralia GeographyTeacherRant',
    prank:
      'GeographyFakeVacation GeographyUpsideDownMap GeoMysteryDinner AtlasHiddenNotes GeographyRoomRename PostcardFromTheCouch',
    cooking:
      'GeographyMapCake SpinTheGlobeGeoDinner LearnGeographyByTaste SevenContinentCookies ContinentalBreakfast GeographyFlagPizzas',
    travel:
      'GeographyBorderSelfie GeoHighPointHike FourCornersGeography WorldMapBucketList CrossTheEquator GeographyFieldTrip',
    fashion:
      'GeographyMapPrintLook GeographyTopoScarfDIY GeographyTeacherOOTD ClimateZoneOutfits ExplorerChic GeoCompassCharm',
    wellness:
      'GeographyOceanSounds ArmchairGeographyTrip SlowGeographySunday GeoGratitudeMap PenPalPostcards DaydreamDestinations',
    speed:
      'GeographyFlagBlitz GeoCapitalsSprint BeatTheGeographyClock NameEveryCountryFast FiftyStatesCountdown GeographyBuzzerBeater',
    music:
      'GeographyRap GeographyAnthemGuess GeoFolkInstruments YakkosWorldGeography FiftyNiftyUnitedStates SingTheCapitals',
    art: 'GeographyMapArt GeographyGlobePainting CoastlineGeoSketch PaperMacheRelief GeographyTopoLayers StitchYourHomeState',
    tech: 'GeoGuessrStreak GeographyGPSDrawing GeographyTerrainPrint GoogleEarthGeography SatelliteViewTour TimeTravelOnMaps',
    pet: 'GeographyPawPrintMap CatOnMyGeographyBook ParrotLearnsGeography BreedOriginQuiz DogSpinsTheGlobe GeographyPetPicks',
    gaming:
      'GeographyGameNight GeoGuessrDuel WorldleGeographyStreak CarmenSandiegoHunt TicketToRideRoutes GeographyRiskConquest',
  },
  crossword: {
    dance:
      'CrosswordSolvedDance CrosswordAcrossAndDown HopTheCrosswordGrid SundayCrosswordShuffle FillTheBlanksBoogie FourLetterTwoStep',
    fitness:
      'CrosswordWallSitSolve TenSquatsPerCrossword CrosswordOnTheBike ClueAndCrunch CrossTrainingDay PlankTillItsSolved',
    funny:
      'CrosswordGrandpaVsAI ObscureCrosswordClues EraseTheWholeCrossword PenNotPencilPanic ItsAlwaysOreo CrosswordFamilyFeud',
    prank:
      'FakeNewspaperCrossword CrosswordInsideJokes BirthdayCrossword CrosswordLoveNote HiddenMessageGrid FillInTheCompliment',
    cooking:
      'CrosswordGridCake CrosswordCookies SundayCrosswordBrunch CheckerboardToast HotCrossBuns CookWhatTheCluesSay',
    travel:
      'CrosswordMysteryTrip CrosswordOnTheTrain LocalPaperCrossword CafeCrosswordCrawl CrossCountryClues SolveAtThirtyThousand',
    fashion:
      'DressLikeACrossword CrosswordPrintFit CrosswordNailArt CrosswordReadingSpecs NewsprintSkirt GridLockLook',
    wellness:
      'CrosswordCoffeeRitual CrosswordNotScrolling DailyMiniCrossword PorchCrosswordHour CluesBeforeNews SlowSundaySolve',
    speed:
      'MiniCrosswordSprint CrosswordBeatTheKettle CrosswordTimeTrial CrosswordClueBlitz PenOnlySpeedSolve TagTeamCrossword',
    music:
      'LyricsCrosswordGuess SingTheCrosswordClue CrosswordAnswerRap BandNameGrid EnoAlwaysFits CrossoverCover',
    art: 'CrosswordCollage DrawYourOwnCrossword CrosswordGridPortrait PixelArtInACrossword CrossHatchChallenge BlackSquareStencils',
    tech: 'AIVsMeCrossword CodeACrosswordSolver CrosswordAppShowdown EInkTabletCrossword ChatbotCluesOnly PromptToPuzzle',
    pet: 'PetNamesCrossword CrosswordAssistantDog PawOnTheCrossword CatOnTheNewspaper KittenSwatsCrossword ThreeLetterAnimal',
    gaming:
      'CrosswordDuel CrosswordStreak CrosswordVsScrabble CodenamesClueRound WordleThenCrossword BananagramsBlitz',
  },
  history: {
    dance:
      'HistoryCharleston TwistThroughHistory HistoricMinuet BridgertonBallroom DecadeDanceOff HistoryInFiveMoves',
    fitness:
      'HistoricTrailHike HistoryMuseumSteps HistoryCastleStairs AncientHistoryOlympics GladiatorBootCamp SpartanSquats',
    funny:
      'HistoryAsAGroupChat HistoryFigureReacts MedievalHistoryPOV IfHistoryHadWiFi DramaticReenactment RomanEmpireThoughts',
    prank:
      'HistoryQuizAmbush HistoryArtifactDig HistoryScrollInvite FamilyHistoryReveal TimeCapsuleSurprise HistoricPostcardDrop',
    cooking:
      'HistoryRomanBread HistoryWartimeCake VictorianHistoryTea MedievalHistoryFeast TastingHistory CookLikeAPharaoh',
    travel:
      'HistoryRuinsWander HistoryGhostStories CastleHistoryDayTrip LocalHistoryHunt StandWhereItHappened HistoricDinerCrawl',
    fashion:
      'HistoryDecadeFits HistoryRegencyGown HistoryHatTimeline RenaissanceHistoryLook HistoryBounding ModernizeAMonarch',
    wellness:
      'HistoryBedtimeStory FamilyHistoryJournal StoicHistoryQuotes QuietHistoryMuseum AskGrandmaAnything LettersFromThePast',
    speed:
      'HistoryTimelineRace GuessTheHistoryDecade HistoryInventionBlitz HistoryLeadersIn60 PresidentsInAMinute NameTheCenturyFast',
    music:
      'HamiltonStyleRap HistoryAnthemOrigins MedievalHistoryCover BardHistoryBallad HistorySongParody SeaShantyHistory',
    art: 'HistoryMuseumSketch HistoryComicStrip RecreateAHistoryPhoto HistoryPortraitRedo CavePaintingChallenge BayeuxStyleSelfie',
    tech: 'HistoryVRTempleTour RestoreAHistoryPhoto EnigmaHistoryDecoded ColorizeTheOldFilm RotaryPhoneChallenge HistoryGadgetTimeline',
    pet: 'HistoryPetCostume HistoryFamousCats KittenThroughHistory HistoryPawPortrait NapoleonBonaPup RoyalCorgiHistory',
    gaming:
      'HistoryTriviaShowdown HistoryTimelineCards AssassinsCreedHistory HistoryEmpireBuilder OneMoreTurnCiv OregonTrailRun',
  },
  quesadilla: {
    dance:
      'QuesadillaShuffle QuesadillaFlipStep CheesyQuesadillaTwirl QuesadillaSalsaMoves CheesePullCumbia TortillaTwist',
    fitness:
      'QuesadillaFoldCrunch QuesadillaTwistAbs EarnYourQuesadilla SkilletQuesadillaPress CheesePullPushUps MeltDownCardio',
    funny:
      'QuesadillaFlipFail QuesadillaCheeseEscape SayQuesadillaRight QuesadillaVsTacoDebate DangQuesadilla KidsMenuForLife',
    prank:
      'DessertQuesadillaSwap QuesadillaMysteryFill QuesadillaFruitDecoy GiantQuesadillaBlanket FortuneTortilla SurpriseFillingDay',
    educational:
      'QuesadillaAcrossMexico QuesadillaMeltScience CornVsFlourQuesadilla DoesItNeedCheese NixtamalMagic QuesadillaWordOrigin',
    travel:
      'QuesadillaStreetHunt QuesadillaOaxacaTrip BestQuesadillaInTown QuesadillaCrawlCDMX TlayudaTrail FoodCartSafari',
    fashion:
      'QuesadillaPajamaSet QuesadillaClutchBag QuesadillaPrintSocks DressAsAQuesadilla CheesyChic GoldenBrownFit',
    wellness:
      'QuesadillaLunchBreak CozyQuesadillaNight ShareAQuesadilla QuesadillaMindfulBite CheesyComfortHour SlowMeltSunday',
    speed:
      'QuesadillaFlipRace QuesadillaSpeedrun FiveMinuteQuesadilla BeatTheQuesadillaTimer FoldFillFinish TortillaTossRelay',
    music:
      'QuesadillaSizzleBeat QuesadillaMariachi GriddleQuesadillaJam OdeToAQuesadilla ComalConcert QuesadillaKitchenRap',
    art: 'QuesadillaLineArt QuesadillaClaySculpt MeltingQuesadillaPhoto DrawAQuesadillaFace TortillaCanvas DaliStyleCheesePull',
    tech: 'QuesadillaMakerTest QuesadillaSlowMoPull AirFryerQuesadilla AIQuesadillaRecipe WaffleIronQuesadilla ThermalCamMeltCheck',
    pet: 'QuesadillaPetCostume QuesadillaBlanketCat PupQuesadillaWrap HamsterQuesadillaNap TacoTuesdayTabby SqueakyTortillaToy',
    gaming:
      'QuesadillaGameNight QuesadillaPowerUp QuesadillaTycoon WinnerGetsQuesadillas OvercookedQuesadilla CheeseWheelSpeedrun',
  },
  confetti: {
    dance:
      'ConfettiSpinMoves ShuffleInConfetti ConfettiSlowMoTwirl StreamerConfettiGroove PopAndLockConfetti CelebrationStation',
    fitness:
      'ConfettiCleanUpSquats ConfettiJumpingJacks EarnTheConfetti ConfettiFinishLineRun ConfettiForEveryPR PopperPlankParty',
    funny:
      'ConfettiEverywhere ConfettiFoundDaysLater PopperConfettiFail GlitterVsConfetti ConfettiForTinyWins VacuumVsConfetti',
    educational:
      'ConfettiPhysics HowConfettiPoppersWork LeafConfettiEcoTest ConfettiUsedToBeCandy WhyConfettiFallsSlow TickerTapeTales',
    cooking:
      'ConfettiCookies ConfettiPancakes ConfettiPopcornMix MilkshakeConfettiRim FunfettiFromScratch SurpriseConfettiCake',
    travel:
      'ConfettiParade NewYearConfettiDrop ConfettiCarnivalRio CanyonOfHeroesConfetti CatchTheConfetti FiestaHopping',
    fashion:
      'ConfettiPrintFit ConfettiNailArt TinyConfettiEarrings GlitterConfettiMakeup WalkingPartyPopper SequinsAndStreamers',
    wellness:
      'ConfettiGratitude ConfettiSmallWins CelebrateWithConfetti ConfettiJoyJar ThrowConfettiForYou PartyOfOne',
    speed:
      'ConfettiCleanUpRace ConfettiCountdown QuickDrawConfetti StreamerConfettiBlitz CatchConfettiInACup PickUpEveryPiece',
    music:
      'ConfettiBeatDrop ConfettiPartyAnthem ConfettiKazooFanfare SlowMoConfettiScore CelebrationCover PopperPercussion',
    art: 'ConfettiCollage HolePunchConfettiArt ConfettiCascarones PointillismInConfetti ConfettiSelfPortrait PaperConfettiBouquet',
    tech: 'ConfettiCannonBuild ConfettiSlowMo HighSpeedConfettiCam SmartButtonConfetti AlexaDropTheConfetti CodeAConfettiPopper',
    pet: 'ConfettiPetBandana BirthdayConfettiPup ConfettiGotchaDay SlowMoConfettiKitten PawtyTime ConfettiCatPhotoshoot',
    gaming:
      'ConfettiOnEveryWin ConfettiGameNight VictoryConfettiPop CheckmateConfetti AchievementUnlocked MarioPartyFinale',
  },
  'meal prep': {
    dance:
      'MealPrepSpatulaSpin MealPrepShuffle SundayMealPrepGroove TupperwareTango ContainerConga MealPrepBoogieBreak',
    fitness:
      'MealPrepGroceryCarry MealPrepLungeAndStir MealPrepForLegDay SquatWhileYouPrep GainsInContainers ProteinMealPrep',
    funny:
      'MealPrepByFriday MealPrepFridgeTetris LidHuntAfterMealPrep BroccoliBurnoutDiary ChickenRiceAgain MealPrepVsTakeout',
    prank:
      'MealPrepLabelJokes MealPrepHiddenCookie SecretMealPrepDessert CoworkerBentoDrop MysteryMealPrepDay StickyNoteLunchLove',
    educational:
      'MealPrepFoodSafety MealPrepMacroMath HowLongMealPrepLasts BatchCookingScience FreezerBurnExplained GlassVsPlasticMealPrep',
    travel:
      'RoadTripMealPrep HotelRoomMealPrep MealPrepCampingWeek HikingDayMealPrep VanLifeBatchCooking CarryOnCuisine',
    fashion:
      'MealPrepApronLook MealPrepSundayFit MatchYourMealPrepBag LunchToteStyling ChopInStyle MealPrepChefBandana',
    wellness:
      'MealPrepForFutureMe SliceAndUnwind MealPrepSelfCare SundayMealPrepReset PrepOnceRelaxAllWeek MealPrepMindfulHour',
    speed:
      'MealPrepSpeedrun MealPrepInAnHour FiveMealPrepsIn30 BeatTheClockPrep MealPrepLunchBlitz LidsOnInSixty',
    music:
      'MealPrepChopBeat MealPrepSizzleASMR SingWhileYouMealPrep ContainerLidDrums TupperwareTunes MealPrepKaraoke',
    art: 'MealPrepRainbow MealPrepFlatLay BentoStyleMealPrep VeggieCutShapes ContainerCanvas MealPrepLabelLettering',
    tech: 'AIMealPrepPlan MealPrepVacuumSealer AirFryerMealPrep SmartScaleMacros SousVideSunday InstantPotMealPrep',
    pet: 'DogMealPrepDay MealPrepKibblePortions MealPrepForYourPup BunnyVeggieBoxes KitchenFloorPatrol CatMealPrepInspector',
    gaming:
      'MealPrepForLaunchDay GameNightMealPrep MealPrepRaidFuel CookingMamaCombo HealthBarRefill MealPrepSideQuest',
  },
  dumpling: {
    dance:
      'DumplingPleatShuffle DimSumDumplingBop DumplingChopstickTap GyozaSizzleStep BaoDownChallenge SteamerBasketSway',
    fitness:
      'DumplingSquats EarnYourDumplings DumplingDoughKneadBurn RollingPinDumplingArms PotstickerPushUps WonTonOfReps',
    funny:
      'DumplingFoldFail SoupDumplingSquirt DumplingCountDispute GrandmasDumplingRule WhoAteTheLastGyoza UglyDumplingContest',
    prank:
      'SecretFillingDumpling DumplingDessertFakeout SurpriseDumplingParty DumplingPlushSwap LuckyCoinDumpling ChocolateGyozaTrick',
    educational:
      'DumplingFoldingGuide LunarNewYearDumplings DumplingWorldVarieties WhyDumplingsSteamFast HowSoupGetsInside GyozaVsMomoQuiz',
    travel:
      'DumplingCrawl DimSumDumplingTour DumplingNightMarket GyozaAlleyTokyo MomoInKathmandu DumplingPassport',
    fashion:
      'DumplingPlushBag DumplingEarrings DumplingBunHairstyle QipaoAndDumplings PleatedToPerfection DumplingDateOutfit',
    wellness:
      'DumplingFamilyFolding MindfulDumplingPleats SlowSundayDumplings DumplingComfortSoup FoldAndTalk SteamAndSettle',
    speed:
      'DumplingFoldRace DumplingSpeedrun FiftyDumplingsFast GyozaPleatBlitz ChopstickTransferDash WrapperRollOff',
    music:
      'DumplingSizzleASMR DumplingKitchenChorus RapADumplingRecipe ChopstickDumplingDrums PotstickerPercussion DimSumDuet',
    art: 'DumplingPleatPatterns RainbowDumplings DumplingClaySculpt FeltDumplingPlush KawaiiGyozaDoodle DrawTheDumplingGang',
    tech: 'DumplingMachineTest AIDumplingRecipe DumplingAirFryerCrisp InstantPotDumplings RobotVsGrandmaFold 3DPrintedDumplingMold',
    pet: 'PetDumplingCostume WrappedLikeADumpling DumplingCatLoaf DumplingHamsterCheeks MyDogIsADumpling SteamBasketSnooze',
    gaming:
      'DumplingGameNight DumplingMahjongBreak DumplingOvercookedRun ChopstickDumplingDuel CookingMamaGyoza DimSumTierList',
  },
  donut: {
    dance:
      'DonutSpinMove DonutShuffle GlazedDonutGroove SprinkleRainStep DoughnutDoSiDo DonutBoxBounce',
    fitness:
      'DonutDash DonutHoopCardio SquatForEveryDonut BikeToTheDonutShop DoughnutRunClub GlazedAndGains',
    funny:
      'DonutLastOneStandoff DonutHoleMystery PowderedDonutMustache EatADonutNoLicking DonutWorryBeHappy HomerSimpsonDrool',
    prank:
      'DonutBoxSurprise DonutDropForCoworkers BagelDonutSwitch CheerioMiniDonuts DozenWithANote GlazedOnionRingDonut',
    educational:
      'WhyDonutsHaveHoles DonutIsATorus DonutYeastVsCake DoughnutHistoryQuiz MugEqualsDonut WhyGlazeCracks',
    travel:
      'DonutShopCrawl DonutRoadTrip WorldDonutTasting CiderMillDonutRun BerlinerInBerlin BeignetsInNewOrleans',
    fashion:
      'DonutPrintFit DonutEarrings DonutBunHairstyle DonutPatchJacket GlazedDonutMakeup SprinkleChic',
    wellness:
      'DonutTreatYourself DonutGratitudeBox MindfulDonutBite SlowSaturdayDonut HoleHeartedly DozenActsOfKindness',
    speed:
      'DonutOnAString DonutRingToss DonutStackIn30 FrostTwelveDonutsFast NoHandsDonutDash DozenInTenSeconds',
    music:
      'DonutDropBeat DonutVinylScratch DonutBoxDrumming PowderedDonutBlues DillaDonutsTribute GlazedAndConfused',
    art: 'DonutClayCharm DonutWarholPrint DonutSketchStudy IcingSwirlDonutArt ThiebaudDonuts SprinkleMosaic',
    tech: 'DonutGlazeSlowMo DonutAirFryerTest Donut3DPrintedCutter DonutTimelapseRise RobotFrostsDonuts AISprinkleCount',
    pet: 'DonutPetBed BakePupDonuts DogInADonutCostume DonutCurledCat HamsterDonutTunnel CurlUpLikeADonut',
    gaming:
      'DonutCountyRun DonutShopTycoon SimpsonsDonutHunt MarioKartDonutPlains DoughnutDriftLap SprinkleSpeedrun',
  },
  camel: {
    dance: 'CamelShuffle CamelStrut DoTheCamelWalk HumpDayDanceOff SandDuneConga CamelCaravanLine',
    fitness:
      'CamelWalkLunges CamelPoseHold DesertCamelMarch CarryLikeACamel HumpDayHIIT DuneClimbCardio',
    funny:
      'CamelChewImpression CamelSideEye CamelLashEnvy GrumpyCamelVoiceover GuessWhatDayItIs MidweekMoodCamel',
    prank:
      'CamelInTheSuitcase CamelPlushSeatSaver HumpDayCamelNote ToyCamelParade StowawayCamel CamelCaravanAmbush',
    cooking:
      'CamelShapedPancakes CamelDateBites DesertCamelPlatter HumpDayCamelCupcakes CaravanCouscous SandDuneCake',
    travel:
      'CamelRideAtSunset CamelCaravanTrek DesertCamelSunrise OasisCamelCamp PyramidsByCamel SaharaStargazing',
    fashion:
      'OneCamelCoatFiveWays CamelTasselBag CamelToneOutfit StyleCamelBoots QuietLuxuryCamel DesertChic',
    wellness:
      'CamelPoseHeartOpener CamelPaceWalk CamelHydrationHabit SlowLikeACamel HumpDayReset OasisMoment',
    speed:
      'CamelDrawIn30 CamelCaravanRelay CamelRaceToOasis TenCamelFactsFast HumpDayHustle OrigamiCamelSprint',
    music:
      'CamelWalkBeat CamelCaravanChant CamelBellRhythm OudForTheCamels HumpDayAnthem DesertDuneDrumming',
    art: 'CamelSunsetSilhouette CamelOneLineDraw PaperCamelCraft SandBottleCamel HumpDayDoodle CamelClayModel',
    tech: 'CamelRideGoPro CamelFaceFilter CamelDroneFlyover RobotCamelBuild CodeInCamelCase TinyJockeyBots',
    pet: 'PetCamelCostume CamelPlushFetch DogDoesCamelKneel CatCamelStretch HumpDayPupdate CamelSqueakerHunt',
    gaming:
      'CamelUpGameNight CamelRacingArcade MinecraftCamelTrek JaipurCamelHand CamelCaravanTrade HumpDayLANParty',
  },
  butterfly: {
    dance:
      'DoTheButterfly ButterflyWingDance CocoonToButterfly ButterflyFlutterStep FloatLikeAButterfly MonarchMoves',
    fitness:
      'ButterflyStretch ButterflySitUps ButterflyKicks CaterpillarToButterfly StingLikeABeeBoxing MonarchMileMarch',
    funny:
      'ButterflyGlowUp ChasingButterfliesFail ButterfliesInMyStomach ButterflyLandedOnMe SocialButterflyPOV IsThisAButterfly',
    prank:
      'ButterflyWallSurprise ButterflyPopUpCard WindUpButterflyBook PaperButterflyDoor ReleaseTheButterflies FlutterBomb',
    educational:
      'MothOrButterflyQuiz ButterflyTasteWithFeet TheButterflyEffect ButterflyMigrationMap ChrysalisSoupFact WhyMonarchsAreOrange',
    cooking:
      'MagicButterflyLemonade ButterflyCupcakes FarfalleButterflyPasta ButterflyWingCookies GrapeCaterpillars MonarchMacarons',
    travel:
      'ButterflyHouseTour ButterflyMeadowWalk SpotTenButterflies MonarchButterflyTrip ChaseTheMigration FlutterByFieldDay',
    fashion:
      'Y2KButterflyClips ButterflyPrintFit DressLikeAButterfly ButterflyTopThreeWays MariahButterflyEra MonarchOrangeMoment',
    wellness:
      'ButterflyHug ButterflyBreathing PlantForButterflies SlowButterflyWalk EmergeFromYourCocoon MetamorphosisMonday',
    speed:
      'FastestPaperButterfly ButterflyCountRace ButterflyDrawIn10 ButterflyStrokeSprint MirrorImageBlitz FoldAButterflyFast',
    music:
      'HumAButterflyLullaby ButterflyFluteFlutter WriteAButterflySong ButterflyMusicBox MariahButterflyCover MonarchMelody',
    tech: 'ButterflyMacroShot ButterflyTimeLapse FixAButterflyKeyboard SlowMoButterflyWings TagAMonarch RoboFlutterBuild',
    pet: 'ButterflyChasingPuppy CatMeetsButterfly ButterflyWingsCostume PetVsToyButterfly SocialButterflyDog ButterflyOnTheNose',
    gaming:
      'ButterflyMemoryMatch CatchEveryButterfly PixelButterflyHunt ButterflyEffectChoices BugCatchingContest ButterfreeSpeedrun',
  },
  backyard: {
    dance:
      'DoTheSprinkler HulaHoopInTheBackyard BackyardFireflyWaltz BackyardPatioTwoStep BackyardDanceOff LawnMowerMove',
    fitness:
      'BackyardBootcamp BackyardLawnSprints BackyardJumpRope BearCrawlTheBackyard AmericanNinjaYard RakeAndShakeCardio',
    prank:
      'FlockTheBackyard FakeBackyardDinoTracks BackyardChalkMessage BackyardFairyDoor WanderingGnome SurpriseBackyardCinema',
    educational:
      'BackyardBugSafari CountBackyardBirds BuildABackyardSundial BackyardWormJar WhoLivesUnderARock BackyardBioblitz',
    cooking:
      'GrillOffInTheBackyard SmoresInTheBackyard BackyardPizzaNight BackyardLemonadeStand GardenToPlate FirePitFeast',
    travel:
      'CampOutInTheBackyard BackyardStaycation BackyardSafariWalk GiveABackyardTour AllInclusiveBackyard FiveStarYardReview',
    fashion:
      'BackyardBBQFit BackyardPartyLook RunwayInTheBackyard SundressBackyardTwirl GrillMasterDrip LawnChairChic',
    wellness:
      'BackyardStargazing BackyardHammockHour BarefootBackyardWalk CoffeeInTheBackyard TouchGrassChallenge PorchSwingPause',
    speed:
      'FastestBackyardTent SackHopAcrossBackyard BackyardBalloonToss BackyardCornholeIn60 EggAndSpoonDash ThreeLeggedRace',
    music:
      'BackyardConcert DrumOnBackyardBuckets BackyardGuitarJam SerenadeTheBackyard CricketChorusCover FirePitSingAlong',
    art: 'PaintBackyardRocks BackyardNaturePrints BackyardChalkMural PressBackyardFlowers LandArtChallenge PleinAirPatio',
    tech: 'ProjectABackyardMovie BackyardBirdCam BackyardSolarLights BackyardNightTimelapse WhoVisitsAfterDark DroneOverTheYard',
    pet: 'BackyardDogAgility ZoomiesInTheBackyard BackyardSprinklerPup BackyardBubbleChase WhoDugThisHole TreatHuntSafari',
    gaming:
      'CaptureTheFlagBackyard MinecraftMyBackyard BackyardPokemonHunt BackyardGiantChess LawnGameTourney JengaOnTheGrass',
  },
  pizza: {
    dance:
      'PizzaDeliveryShuffle PizzaDoughTwirl PizzaPartyConga CheesePullGroove PepperoniPopAndLock TarantellaForPizza',
    fitness:
      'PizzaBoxCarry PizzaSliceSquats EarnYourPizza RepsPerPepperoni WalkToThePizzeria DeepDishDeadlifts',
    funny:
      'PizzaCheesePullFail PineapplePizzaDebate WhoAteMyPizza LastSliceStandoff PizzaRatImpression CrustEatersAnonymous',
    prank:
      'PizzaLookalikeCake PizzaBoxSurprise PizzaForTheNeighbors DessertPizzaSwap SpellItInPepperoni TinyPieBigReveal',
    educational:
      'PizzaFractions PizzaAreaMath WhyPizzaCheesePulls NeapolitanVsNewYork PizzaMargheritaOrigins YeastInABalloon',
    travel:
      'PizzaCrawl PizzaInNaples HiddenPizzeriaHunt BestSliceInTown DollarPizzaQuest ChicagoVsNewYorkPizza',
    fashion:
      'PizzaNightFitCheck PizzaCharmEarrings DressLikeAPizzaSlice PepperoniPolkaDots SlicedAndStyled PizzaSocksStyling',
    wellness:
      'PizzaPhoneFreeDinner MindfulPizzaMaking SunsetPizzaPicnic KneadAndBreathe FridayPizzaRitual ShareTheLastSlice',
    speed:
      'PizzaBoxFoldRace PizzaToppingSpeedrun PizzaPeelRelay TenMinutePizza BeatTheDeliveryGuy EightEvenSlicesFast',
    music:
      'PizzaBoxDrumSolo PizzaOrderRap SingToThePizzaOven ThatsAmoreCover OperaForThePizza PepperoniPercussion',
    art: 'PizzaFacePortrait PizzaSliceClaySculpt PepperoniMosaic StarryNightPizza PaintYourPie MonaLisaPizza',
    tech: 'PizzaGadgetTest PizzaOvenTempCheck AIPizzaToppings ThermalCamPizza PizzaTrackerVsReality DronePizzaDrop',
    pet: 'PizzaBoxCatBed PizzaPlushFetch PizzaDoorbellBarks PetPizzaCostume PizzaRatCosplay ZoomiesAtTheDoor',
    gaming:
      'PizzaGameNight PizzaTowerSpeedrun WinnerPicksPizza TMNTPizzaArcade PapasPizzeriaRun CowabungaHighScore',
  },
  outfit: {
    dance:
      'OutfitSwitchDance OutfitTwirlReveal FitCheckGroove JumpCutOutfitChange CatwalkToTheBeat OOTDHairFlip',
    fitness:
      'OutfitSquatTest OutfitJumpingJacks OutfitBurpeeProof DoesYourOutfitStretch GymFitCheck WorkoutInYourOOTD',
    funny:
      'WorstOutfitChallenge DramaticFitCheck OnlineOutfitVsReality OutfitPickedByDad ToddlerStylesMe GrandmaRatesMyOOTD',
    prank:
      'OutfitSwapSurprise BackwardsFitCheck OutfitTwinAmbush SecretOutfitMakeover ComplimentInThePocket DressLikeYourBoss',
    educational:
      'OutfitColorTheory OutfitComboMath FabricFactsFitCheck OutfitHistoryByDecade BlackTieDecoded WhatIsCocktailAttire',
    cooking:
      'SnackToMatchMyOutfit OutfitCookieDecor FitCheckCupcakes OutfitColorSmoothie DressedToGrill OOTDMatchingMeal',
    travel:
      'OutfitInEveryCity OutfitPhotoWalk CarryOnFitCheck OneBagOutfitCapsule DressLikeALocal OOTDAtTheLandmarks',
    wellness:
      'DressForYourMood CozyOutfitSunday FeelGoodOutfit OutfitConfidenceBoost WearTheFancyStuff ComfortFitCheck',
    speed:
      'OutfitIn60Seconds OutfitChangeRace FitCheckSpeedrun PackAWeekOfOutfits PhoneBoothQuickSwap LayerUpBlitz',
    music:
      'OutfitToTheBeat OutfitGenreSwap FitCheckSoundtrack AlbumCoverOutfit LyricInspiredOutfit ErasTourOOTD',
    art: 'OutfitSketchbook PaperDollOutfit FitCheckPortrait OutfitCollageBoard DrawYourOOTD CroquisChallenge',
    tech: 'OutfitAIStylist MirrorCamFitCheck OutfitVirtualTryOn RepeatOutfitTracker CluelessClosetApp OOTDTimelapse',
    pet: 'PetPicksMyOutfit MatchingDogOutfit CatFitCheck OutfitPuppyApproval LintRollerReveal PawsOnMyOOTD',
    gaming:
      'GameCharacterOutfit OutfitSkinUnlocked OutfitCosplayBuild DressToImpressOutfit NPCOutfitChallenge LoadoutFitCheck',
  },
  tshirt: {
    dance:
      'TshirtLassoSpin MatchingTshirtCrew TshirtKnotTwirl ConcertMerchBop TeeTimeTwoStep SwapShirtsMidSong',
    fitness:
      'TshirtFloorSliders TshirtYogaStrap TshirtTugOfWar PutOnATshirtMidPlank EarnTheFinisherTee TshirtFoldBurpees',
    funny:
      'TshirtStuckOverHead TshirtShrinkReveal DadsOldBandTshirt WhiteTeeCurse FreeTshirtHoarder InsideOutAllDay',
    prank:
      'TshirtWithTheirFace TshirtBackMessage TinyTshirtSwap TshirtFakeStain SurpriseMatchingTees PetPortraitShirt',
    educational:
      'HowTshirtsAreMade HowMuchWaterPerTshirt TshirtLabelDecoder WhyFibersShrink WhyItsCalledATee CottonToCloset',
    cooking:
      'SpaghettiInAWhiteTee TieDyeTshirtCake TshirtCookieCutouts TshirtSloganCupcakes MatchingTshirtBakeOff TshirtPancakeArt',
    travel:
      'TshirtFromEveryCity TshirtRollPacking SouvenirTshirtHunt PackFiveTshirtsOnly MyParentsWentTo TouristTeeRanking',
    wellness:
      'TshirtDrawerDeclutter TshirtMemoryQuilt TshirtDonationBag ComfyTshirtSunday WearYourAffirmation ThatOneOldTee',
    speed:
      'TwoSecondTshirtFold MostTshirtsInAMinute TshirtQuickChange TshirtInsideOutDash FrozenTshirtRace ShopClerkFlip',
    music:
      'BandTshirtCover TshirtSongGuess SingYourTshirtSlogan TshirtLyricsKaraoke TourDatesOnTheBack VintageMerchFlex',
    art: 'TshirtBleachArt PaintAPlainTshirt EmbroiderYourTshirt OldTshirtToToteBag ReverseTieDye GraphicTeeGlowUp',
    tech: 'AIDesignsMyTshirt IronOnTshirtTransfer TshirtQRCodePrint VirtualTshirtTryOn LEDTshirtBuild CricutTeeChallenge',
    pet: 'TshirtCatTent TshirtDogToyBraid PetWearsMyTshirt PuppyNapsOnMyTshirt KittenInTheSleeve MatchingPawTees',
    gaming:
      'GuessTheGameTshirt PixelArtTshirt SquadTshirtDesign TshirtCosplayBuild WinnerPicksTheTee RetroConsoleMerchHaul',
  },
  wedding: {
    dance:
      'WeddingEntranceDance WeddingAisleStrut YMCAAtTheWedding TheWeddingDip ElectricSlideOff BridesmaidsBoogie',
    fitness:
      'WeddingBootCamp WeddingCountdownReps SayIDoBurpees SweatingForTheWedding BrideToBeStepCount DressFittingSquats',
    prank:
      'DecorateTheWeddingCar WeddingSurpriseSong WeddingFlashMob WeddingPhotobomb HelpMeWeddingShoes BouquetTossTwist',
    educational:
      'WhyBridesWearWhite WeddingsAroundTheWorld WeddingBudgetMath WhereWeddingCakeBegan SomethingBorrowedQuiz WhyTheLeftHand',
    cooking:
      'MiniWeddingCake WeddingCupcakeTower RecreateOurWeddingMeal WeddingMocktailBar TastingMenuAtHome PittsburghCookieTable',
    travel:
      'WeddingGuestRoadTrip WeddingVenueTour RevisitOurWeddingSpot WeddingChapelHunt HoneymoonOnABudget PlusOneAdventure',
    fashion:
      'WeddingGuestFitCheck SayYesToTheDress WeddingVeilVerdict StyleTheBridesmaids DontOutshineTheBride SuitUpGroomsmen',
    wellness:
      'PreWeddingSelfCare WeddingMorningCalm WeddingGratitudeList WeddingPlanningPause BridezillaDetox VowsToYourself',
    speed:
      'WeddingTableSetRace WeddingFavorsIn60 WeddingBowTieIn30 WeddingPrepSpeedrun BouquetInAMinute ReadyBeforeTheBride',
    music:
      'PlayThemDownTheAisle WeddingSingingToast HereComesTheBrideRemix RapTheWeddingSpeech PachelbelOnKazoo WeddingFirstDanceCover',
    art: 'WeddingInviteDesign WeddingLiveSketch PaintTheWeddingBouquet PressWeddingFlowers ThenAndNowWeddingPic ClayCakeToppers',
    tech: 'WeddingWebsiteBuild WeddingSlideshowEdit QRCodeWeddingGuestbook DIYWeddingPhotoBooth AISeatingChart DroneFirstKiss',
    pet: 'WeddingCatBowtie WeddingFlowerPup PetAtTheWedding BunnyWeddingVeil DogOfHonor RingBearerRehearsal',
    gaming:
      'WeddingShoeGame WeddingTriviaNight MinecraftWeddingVenue AnimalCrossingWedding StardewProposalRun BridalShowerBingo',
  },
};
