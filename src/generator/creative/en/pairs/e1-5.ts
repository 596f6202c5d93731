import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  posture: {
    dance:
      'PostureStrut BookOnHeadShuffle BalletPostureBasics SlouchToPostureSwitch PostureFreezeDance PerfectPostureWaltz',
    fitness:
      'PostureWallAngels PostureDeadHangs PostureBookWalk 30DayPostureFix SupermanPostureHolds PostureDoorwayStretch',
    funny:
      'PostureCheckPOV BeforeCoffeePosture PostureShrimpMode MyPostureByFriday PostureJumpscare GrandmaVsTeenPosture',
    prank:
      'PostureStickyNotes PosturePolicePrank FakePostureSensor PostureCopycat BestPostureAward SecretPostureCoach',
    educational:
      'WhyPostureMatters PostureMythOrFact PostureMuscleMap HeadTiltPostureMath PostureSpotTheMistake SlouchVsPostureBreath',
    cooking:
      'PostureChopStance KneadWithPosture PostureTrayBalance GingerbreadPosture PosturePowerBowl PostureSnackBreak',
    travel:
      'PlaneSeatPostureFix PostureBackpackFit RoadTripPostureStops PostureLayoverStretch CopyTheStatuePosture SuitcasePostureLift',
    fashion:
      'PostureRunwayWalk HeelsPostureTest PostureFitCheck PosturePhotoPose PostureGlowUp ShoulderPadPosture',
    speed:
      'PostureResetIn30s PostureBookWalkRace PostureSquatsIn60 PostureCheckBuzzer TenSecondPostureTest FastestPostureFix',
    music:
      'PostureForSinging PianoPostureFix PostureGuitarStance PostureHighNoteTest PostureReminderJingle ViolinPostureCheck',
    art: 'PostureGestureDrawing PostureSilhouettes StickFigurePosture SelfPortraitPosture PostureClaySculpt PostureSkeletonSketch',
    tech: 'PostureSensorTest PostureAppReminder MonitorHeightPosture PostureWebcamAlert PostureDeskSetup CodeAPostureTimer',
    pet: 'CopyMyCatsPosture DogPostureVsMine PostureLeashWalk PetPostureRanking PostureStretchBuddy PuppyPostureCheck',
    gaming:
      'PostureCheckMidMatch GamerPostureSetup LoadingScreenPosture PostureBetweenRounds PostureLevelUp PostureBossFight',
  },
  painter: {
    dance:
      'DanceLikeAPainter PainterRollerGroove PainterSmockShuffle WallPainterWave PainterBrushFlick PaintingFreezeFrame',
    fitness:
      'PainterRollerSquats PaintCanCurls PainterWallSit HousePainterArmCircles PainterPlankPortrait CeilingPainterStretch',
    funny:
      'PainterBobRossVoice HappyAccidentPainter PainterCriticReacts FancyPainterTitles PainterVsToddler PainterDramaticReveal',
    prank:
      'PainterFakeSpill WetPaintSignPrank PainterPortraitGift SecretPainterGallery ThePainterWasHere PainterPhotoSwap',
    educational:
      'GuessThePainter MixLikeAPainter PainterIn60Seconds HowPaintIsMade PainterDepthTrick RealPainterOrAI',
    cooking:
      'PainterPaletteCookies PainterMilkToast PainterPancakes FamousPainterCakes PainterLatteArt EdibleWatercolor',
    travel:
      'PainterViewpointHunt PainterMuseumTour PainterStudioVisit PaintYourHotelView PleinAirPainterDay StreetPainterFind',
    fashion:
      'DressLikeAPainter PainterBeretLook PaintSplatterJeans PainterDripSneakers FamousPainterCosplay PainterPaletteOutfit',
    wellness:
      'PainterMoodJournal MindfulPainterHour PaintTheSunrise PainterDigitalDetox PainterBreathAndBrush SundayPainterReset',
    speed:
      'PainterPortraitIn30 PainterRollerRelay FiveMinutePainter PaintTheFenceIn60 SpeedPainterDuel PainterColorMatchRace',
    music:
      'PaintToTheBeat DrumWithAPainterBrush PainterRollerRhythm LofiForPainters PainterSongGuess PainterStudioJam',
    tech: 'TabletVsCanvasPainter AIvsHumanPainter PainterTimelapseSetup PainterProjectorTrace PaintingAppDuel PainterColorPickerHack',
    pet: 'PainterPetPortrait PainterCatAssistant PainterPuppyModel PawPrintPainter DogJudgesThePainter PainterEaselZoomies',
    gaming:
      'PictionaryPainter PainterSkribblRound SplatoonPainterMatch PainterDrawfulParty PainterCharadesNight PainterGuessTheCanvas',
  },
  'group chat': {
    dance:
      'GroupChatDanceChain GroupChatMoveOfTheDay GroupChatTrendRelay GroupChatPicksTheSong SplitScreenGroupChat TeachTheGroupChat',
    fitness:
      'GroupChatStepChallenge GroupChatPlankStreak PushupsForEveryPing GroupChatRunClub GroupChatSquatLadder ProveItToTheGroupChat',
    prank:
      'GroupChatNameChange GroupChatLyricPrank EmojiOnlyGroupChat KindnessFloodGroupChat GroupChatThrowback GroupChatSameGifReply',
    educational:
      'GroupChatFactOfTheDay GroupChatQuizNight GroupChatWordOfWeek TeachTheGroupChat MythBustTheGroupChat GroupChatLanguageSwap',
    cooking:
      'GroupChatRecipeSwap GroupChatPotluck GroupChatDinnerPoll GroupChatBakeAlong FeedTheGroupChat SameDishForGroupChat',
    travel:
      'GroupChatMysteryCity GroupChatRoadTrip GroupChatPackingCheck SpinTheGlobeGroupChat GroupChatPostcards LetTheGroupChatPick',
    fashion:
      'GroupChatFitCheck GroupChatPicksMyOutfit GroupChatThriftDare GroupChatDressCodeVote TwinningInGroupChat MatchTheGroupChat',
    wellness:
      'GroupChatGratitude GroupChatCheckIn GoodNewsOnlyGroupChat GroupChatMoodEmoji GroupChatSipReminder WalkClubGroupChat',
    speed:
      'GroupChatReplyRace GroupChatScavengerHunt GroupChatTypingBlitz OldestPhotoInGroupChat BeatTheGroupChatTimer GroupChatUnreadZero',
    music:
      'GroupChatSongChain VoiceNoteChoir GroupChatHarmonyStack GroupChatLyricFinish RemixTheGroupChatPing GroupChatNameThatTune',
    art: 'GroupChatDrawingChain ComicOfTheGroupChat GroupChatStickerDesign DrawTheGroupChat GroupChatSameSubject GroupChatPortraitSwap',
    tech: 'BuildAGroupChatBot SummarizeTheGroupChat GroupChatSharedAlbum GroupChatPollHacks GroupChatHiddenTricks GroupChatWallpaperSync',
    pet: 'PetOfTheGroupChat GroupChatDogUpdates GroupChatCatMemes GroupChatNamesMyKitten WhosePawInGroupChat GroupChatTreatPoll',
    gaming:
      'GroupChatGameNight GroupChatWordleScores GroupChatChessByText GroupChatEmojiRiddles DuelTheGroupChat SpeedrunVsGroupChat',
  },
  unicorn: {
    dance:
      'UnicornGallopDance UnicornPranceStep UnicornTwirlCombo RainbowUnicornShuffle MoveLikeAUnicorn UnicornHornHeadBob',
    fitness:
      'GallopLikeAUnicorn UnicornYogaFlow UnicornKickbacks UnicornJumpRope UnicornObstacleCourse RainbowUnicornRun',
    funny:
      'BestUnicornImpression UnicornMorningRoutine UnicornFloatStruggle UnicornHornDoorJam UnicornGlitterCleanup POVYoureAUnicorn',
    prank:
      'DadWakesUpAUnicorn UnicornPlushPassenger UnicornStickerTrail UnicornPancakeSurprise UnicornFloatInBed SneakyUnicornPhotobomb',
    educational:
      'WhereUnicornMythsBegan NarwhalTheSeaUnicorn ScotlandsUnicorn SiberianUnicornFacts UnicornRainbowScience UnicornRhinoMixUp',
    cooking:
      'UnicornCupcakes RainbowUnicornToast UnicornHotCocoa UnicornBarkCandy UnicornHornCones LayeredUnicornCake',
    travel:
      'UnicornStatueHunt VisitAUnicornCafe UnicornCastleTrip PlushUnicornTravels UnicornMuseumTapestry UnicornFloatBeachDay',
    fashion:
      'UnicornHairColor PastelUnicornNails UnicornHornHeadband UnicornOnesieFitCheck GlowyUnicornMakeup UnicornHoloSneakers',
    wellness:
      'UnicornSelfCareNight UnicornBathBomb UnicornDreamJournal UnicornKindnessNotes RainbowUnicornBreaths CozyUnicornCorner',
    speed:
      'UnicornSpeedDraw UnicornPuzzleSprint UnicornHornRingToss InflateTheUnicornRace FastestUnicornCostume UnicornSprinkleSort',
    music:
      'UnicornLullaby UnicornMusicBoxTune UnicornThemeSong UnicornPopAnthem SingLikeAUnicorn PlayTheUnicornKazoo',
    tech: 'UnicornARFilter UnicornNightLight Unicorn3DPrintedHorn UnicornAIStorybook RainbowLEDUnicorn CodeAUnicornGame',
    pet: 'UnicornHornForMyDog UnicornPetPhotoShoot CatMeetsUnicornPlush FetchTheUnicornToy UnicornKittenCape UnicornBirthdayPup',
    gaming:
      'UnicornUnstableDeck UnicornOverlordTactics BuildAMinecraftUnicorn UnicornRainbowLevel BeatTheUnicornBoss UnicornGameNight',
  },
  maze: {
    dance:
      'DanceThroughTheMaze TapeMazeFootwork MazeZigzagStep MazeFreezeAtDeadEnds RobotMazeMoves MazeCornerSpin',
    fitness:
      'TapeMazeHops MazeCrawlCourse CornMazeStepCount MazeLungeRoute PlankAndSolveMaze PillowMazeAgility',
    funny:
      'CornMazeCommentary MazeDadShortcut MazeMapUpsideDown EpicMazeFails MazeVsToddler MazeDeadEndReactions',
    prank:
      'HallwayTapeMaze MazeToTheCookieJar MazeStringToGift StickyNoteMazeWall CupMazeDoorway BalloonMazeBedroom',
    educational:
      'MazeRightHandRule MazeVsLabyrinth HowToDesignAMaze MazeMinotaurMyth MazeSolvingAlgorithm SlimeMoldMaze',
    cooking:
      'PancakeMaze IcingMazeCookie HedgeMazeCake PretzelMazeSnack MazeBentoLunch CandyMarbleMaze',
    travel:
      'CornMazeRoadTrip HedgeMazeDayOut MirrorMazeVisit WorldsBiggestMaze MazeHamptonCourt FindAMazeNearYou',
    fashion:
      'MazeNailArt MazePrintFitCheck DrawAMazeTee CornMazeOutfit MazeEarrings MazeMirrorSelfie',
    wellness:
      'LabyrinthWalk MazeFingerTracing MazeColoringBreak DrawAMazeSlowly MazeBreathPath GardenMazeStroll',
    music:
      'ScoreTheMazeRun MazeMarbleMelody PianoKeyMaze HumTheMazeTheme MazeChaseBeat MazeRhythmSteps',
    art: 'DrawAMaze ChalkMazeDriveway MazeInYourName MazePortrait MarbleMazeCraft MazeMapIllustration',
    tech: 'MazeSolvingAI CodeAMaze RobotVacuumMaze MazeGeneratorScript PhoneTiltMaze MazeDroneFlight',
    pet: 'CatBoxMaze HamsterMaze MazeTreatHunt PuppyPillowMaze CanMyPetSolveAMaze BunnyTunnelMaze',
    gaming:
      'DesignAMazeLevel MazeMinecraftBuild PacManMazeRun MarbleMazeHighScore MazeEscapeCoop BlindfoldMazeGuide',
  },
  pc: {
    dance:
      'PCRGBSyncDance PCBootUpShuffle NewPCVictoryJig PCLoadingBarMoves SwivelSpinAtThePC PCKeyboardTapStep',
    fitness:
      'PCDeskStretch PCLoadingScreenSquats PCWristMobility PushupsPerPCRespawn PCUpdatePlanks StepsAwayFromThePC',
    funny:
      'PCBuildFail PCFanJetEngine PCCableSpaghetti PCUpdateAtWorstTime WhenThePCWontTurnOn GrandmaRatesMyPC',
    prank:
      'UpsideDownPCScreen PCDesktopIconPrank PCWallpaperSwap PCMouseStickyNote GooglyEyesOnThePC PCKeycapShuffle',
    educational:
      'PCPartsQuiz InsideAPC PCAirflowExplained WhatPCRAMDoes PCBinaryBasics PCThenVsNow',
    cooking:
      'PCBuildCake GingerbreadPCCase PCMotherboardBrownies PCKeyboardCookies DeskSnacksForPCGaming PCLanPartyPizza',
    travel:
      'PCGamingCafe PCMuseumVisit TravelSizePCBuild PCLanPartyRoadTrip PCPartsMarketHunt HotelDeskPCSetup',
    fashion:
      'MatchYourPCSetup PCGamerFitCheck PCCircuitPrintTee PCLanPartyOutfit PCKeycapJewelry CozyPCHoodieLook',
    wellness:
      'PCScreenBreak PCPostureCheck PCEyeRest202020 PCDeskPlant LogOffThePCAtSunset ShutDownPCRitual',
    speed:
      'PCBuildSpeedRun FastestPCBoot PCCableManagementBlitz TenSecPCRamSwap PCKeycapSortRace PCTypingSprint',
    music:
      'PCBeatMaking RemixThePCStartupSound PCFanNoiseLofi PCErrorChimeSong PCKeyboardASMR BedroomPCProducer',
    art: 'PCCaseMural PCPixelPortrait PCMotherboardMosaic SketchYourPCSetup PaintWithPCLights PCDigitalArtTimelapse',
    pet: 'CatOnMyPCSetup PetInspectsMyPC PCDogUnderDesk PCKittenKeyboardWalk PCWarmSpotNap PuppyStealsPCChair',
    gaming:
      'PCGameNight ConsoleVsPCDuel PCLanPartyLeague PCRetroEmulatorRun PCBacklogBingo TourMyPCSetup',
  },
  kettle: {
    dance:
      'KettleWhistleDance BoogieTillKettleBoils FreezeAtTheKettleClick KettleKitchenShuffle KettleCuppaConga KettleSteamSway',
    fitness:
      'KettleTimerSquats KettleWaitLunges KettleWhistlePushups CalfRaisesByTheKettle PlankTillKettleBoils KettleBreakStretch',
    prank:
      'KettleSurpriseCuppa GooglyEyesOnTheKettle KnitTheKettleASweater KettleMugNote KettleTeaBagMessage KettleNameBadge',
    educational:
      'WhyKettlesWhistle KettleLimescaleFix KettleEnergyCostMath MicrowaveVsKettle KettleBoilingPoint KettleSteamScience',
    cooking:
      'KettleNoodleUpgrade KettleOatmealBowl KettleCouscousSalad PourOverKettleCoffee KettleCocoaBar OnlyAKettleDinner',
    travel:
      'KettleCampsiteTea TravelKettleHacks HotelKettleNoodles KettleOnASummit KettleRoadTripBrew KettlesAroundTheWorld',
    fashion:
      'MatchYourKettle KettleTeaPartyOutfit KettleCozyKnitLook CottagecoreKettleFit KettleApronStyle KettleCopperTones',
    wellness:
      'KettleTeaRitual BreatheTillKettleBoils KettleGratitudeCount KettleStretchPause PhoneFreeKettleMinute KettleWarmMugHands',
    speed:
      'BeatTheKettle KettleTidySprint KettleBoilDishBlitz KettleTeaBagTower BeforeTheKettleClicks KettleBedMakeDash',
    music:
      'RemixTheKettleWhistle KettleLidPercussion KettleHumHarmony KettleClickBeat KettleTeaTimeSong MatchTheKettlePitch',
    art: 'KettleStillLife KettleReflectionPhoto KettleLinoPrint TeaStainKettleArt DrawYourKettle KettleClayModel',
    tech: 'SmartKettleTest KettleEnergyMeter KettleWifiBoilFromBed KettleVoiceCommand KettleThermalCam SlowMoKettleSteam',
    pet: 'KettleBreakCuddle KettleBoilBrushing CatReactsToKettle KettleClickPuppyWake OneTrickPerKettle KettleTimeLapNap',
    gaming:
      'KettleBoilChessBlitz OneLevelPerKettle CozyKettleGameNight KettleBrewingPotions KettleQueueTimer KettleTriviaRound',
  },
  sink: {
    dance:
      'SinkSideShuffle SinkScrubGroove SinkSpongeSway SinkDishRackBop KitchenSinkTwoStep TowelTwirlAtTheSink',
    fitness:
      'SinkSideCalfRaises SinkCounterPushup DishSquatsAtTheSink SinkLegSwings WallSitBesideTheSink SinkPotScrubBurn',
    prank:
      'CleanSinkSurprise RubberDuckSinkParade SinkFullOfBalloons SinkPaperBoatFleet SinkFaucetFace SinkThankYouNote',
    educational:
      'HowASinkTrapWorks WhySinksGurgle SinkDrainSwirlMyth SinkWaterUsageQuiz SinkClogScience SinkToSeaJourney',
    cooking:
      'KitchenSinkCookies OverTheSinkMango CleanAsYouCookSink SinkBerryWashHack SinkZeroDishDinner SinkPotatoScrub',
    travel:
      'HotelSinkLaundry SinkWithAView FanciestSinkFound SinkTapWaterTaste SinkMosaicHunt AirportSinkRanking',
    fashion:
      'SinkSideGRWM SinkMirrorFitCheck SinkWashYourSilks SinkStainRescue TieDyeInTheSink ScrubSneakersInTheSink',
    wellness:
      'NightlySinkReset EmptySinkPeace MindfulDishesAtSink SinkColdSplashWakeUp SinkHerbGarden SinkHandCareRoutine',
    speed:
      'SinkClearSpeedrun FastestSinkShine SinkCupRinseRelay SinkDishesIn10 SinkWipeTimer DishwasherVsSink',
    music:
      'SinkDrumSolo SinkDripBeat SinkPotLidCymbals WaterGlassSinkTune KaraokeAtTheSink SinkFaucetASMR',
    art: 'SinkStillLife SinkBacksplashMosaic SinkSplashPhoto SinkReflectionSketch SculptSinkSuds WatercolorYourSink',
    tech: 'TouchlessSinkTest SinkLeakSensorHack SlowMoSinkSplash SinkFilterInstall SinkFlowMeterCheck SinkSmartFaucet',
    pet: 'CatInTheSinkChallenge PetVsDrippingSink SinkBathForSmallPups SinkFaucetKittyStare SinkNapSpotClaim SinkPawWashRoutine',
    gaming:
      'SinkDishTetris OvercookedSinkChaos SinkPlumberSpeedrun KitchenSinkBossLevel SinkPipePuzzle SinkChoreHighScore',
  },
  'solar system': {
    dance:
      'SolarSystemMoonwalk SolarSystemOrbitSpin HumanSolarSystemConga EightPlanetsShuffle SolarSystemStatues SaturnHulaHoop',
    fitness:
      'SolarSystemScaleWalk SolarSystemPlanetHops SolarSystemCircuit SolarSystemMoonReps ClimbTheSolarSystem GravityJumpSquats',
    funny:
      'SolarSystemGroupChat PlutoFeelingsSkit SolarSystemRealityShow SolarSystemRollCall SunRoastsSolarSystem SolarSystemAwards',
    prank:
      'SolarSystemCeilingGlow BalloonSolarSystem SolarSystemMobile SolarSystemFactAlarm LunchboxSolarSystem SolarSystemNightLight',
    cooking:
      'SolarSystemCake SolarSystemCookies SolarSystemPizza EdibleSolarSystem DonutSolarSystem SolarSystemPancakes',
    travel:
      'SolarSystemScaleWalk SolarSystemPlanetarium DarkSkySolarSystem SolarSystemEclipseTrip SolarSystemSpaceCenter MeteorShowerCampout',
    fashion:
      'SolarSystemNailArt SolarSystemJewelry DressAsTheSolarSystem SolarSystemSocks SolarSystemPrintTee GlitterSolarSystemLook',
    wellness:
      'SolarSystemMeditation SolarSystemSleepStory PaleBlueDotMoment SolarSystemStargazing SolarSystemBreathing MindfulSolarSystemWalk',
    speed:
      'SolarSystemOrderRace SolarSystemSpeedQuiz NameTheSolarSystemIn10 SolarSystemPuzzleDash SolarSystemModelIn5 SpellTheSolarSystem',
    music:
      'SolarSystemSong SolarSystemRap SolarSystemChimes SolarSystemSoundsRemix HumTheSolarSystem HolstsPlanetsSuite',
    art: 'SolarSystemModel SolarSystemChalkMural HangASolarSystemMobile SolarSystemPaperMache SolarSystemWatercolor StringArtSolarSystem',
    tech: 'SolarSystemOrbitCode 3DPrintASolarSystem SolarSystemARApp SolarSystemSimulator SolarSystemTelescope TourTheSolarSystemInVR',
    pet: 'SolarSystemPetNames SolarSystemBallFetch SolarSystemCatOrbit AstroPupPhotoshoot SolarSystemTreatHunt DogAsAPlanetCostume',
    gaming:
      'SolarSystemGameNight KerbalSolarSystemRun SolarSystemMinecraft SolarSystemTrivia SolarSystemSandbox AsteroidDodgeScore',
  },
  judge: {
    dance:
      'JudgeScoresMyMoves JudgeTheDanceOff JudgesPanelFreestyle JudgeRobeTwirl ImpressTheJudges BeatTheJudgesBuzzer',
    fitness:
      'JudgeMyForm JudgeThePushupOff JudgeCallsTheReps PlankTillTheJudgeSays SquatsForTheJudges JudgeTheBurpeeBattle',
    prank:
      'JudgeRulesInYourFavor JudgeSentencesToHugs JudgeOrderForPizza ToddlerJudgeCourt JudgesSnackRuling SurpriseHallwayJudge',
    educational:
      'HowAJudgeDecides JudgeJuryDifference JudgeGavelHistory JudgeLingoQuiz WhyJudgesWearRobes ADayAsAJudge',
    cooking:
      'JudgeMyBake JudgeTheChiliCookOff BlindTasteJudge PieContestJudge JudgeGavelCookies JudgeRanksSandwiches',
    travel:
      'LocalPizzaJudge JudgeTheViewpoint CoffeeStopJudge JudgeMarketStalls JudgeTheHotelRoom JudgeCourthouseTour',
    fashion:
      'JudgeMyFit JudgeRobeCosplay JudgeTheShoes RunwayJudgePOV ThriftHaulJudge JudgeCollarStyle',
    wellness:
      'NoJudgeZone JudgeYourselfKindly JudgeFreeMorning QuietYourInnerJudge NoJudgeJournal NonJudgyWalk',
    speed:
      'JudgeInTenSeconds JudgeRapidRuling HotTakeJudgeBlitz JudgeRanksIn60 JudgeBuzzerRound StopwatchJudgeDuel',
    music:
      'JudgeTheCover SingOffForTheJudges JudgeRatesMyRiff TalentShowJudgePanel JudgeGavelBeat JudgeHitsTheBuzzer',
    art: 'JudgeMyDoodle JudgeTheSketchOff CourtroomArtistJudge JudgeRatesMyPainting DrawTheJudge JudgeClayGavel',
    tech: 'JudgeMySetup JudgeTheGadget AIJudgeMyPhoto JudgeTheRobotVacuum KeyboardSoundsJudge JudgeAppFaceOff',
    pet: 'PetJudgesMyOutfit DogJudgesTheTreats JudgeThePuppyTricks CatJudgeStare JudgeBestNapSpot JudgeTheZoomies',
    gaming:
      'JudgeMyHighScore JudgeTheSpeedrun GameNightJudge TierListJudge JudgeCosplayContest JudgeMinecraftHouse',
  },
  bathroom: {
    dance:
      'BathroomMirrorDance BathroomToothbrushBop BathroomTowelTwirl HairbrushMicInBathroom BathroomSlipperShuffle GetReadyBathroomGroove',
    fitness:
      'BathroomBreakStretch BrushingTeethSquats BathroomCalfRaises BathroomWallSit BathroomCounterPushup TowelPullsInBathroom',
    prank:
      'GooglyEyesInBathroom BathroomMirrorNote BathroomBalloonFill DucksTakeTheBathroom BathroomTPOrigami BathroomCurtainSwap',
    educational:
      'BathroomGermScience WhyBathroomMirrorsFog BathroomHistoryQuiz BathroomWaterMath HowBathroomPipesWork BathroomMythOrFact',
    cooking:
      'BathroomSpaMocktail BathBombCupcakes BathroomSoapFudge DuckyBathroomCookies BathroomCucumberWater BathroomSpongeCake',
    travel:
      'BathroomsOfTheWorld BathroomWithAView BathroomSignsAbroad HotelBathroomRanking FanciestBathroomFound AirportBathroomReview',
    fashion:
      'BathroomMirrorFitCheck GRWMInTheBathroom BathroomTowelTurban BathroomLightingGlam BathroomRobeLook ShowerCapCouture',
    wellness:
      'BathroomSpaNight DeclutterTheBathroom BathroomSkincareReset BathroomCandleSoak AddPlantsToBathroom BathroomPhoneFree',
    speed:
      'BathroomCleanSpeedrun BathroomGetReadyRace BathroomTwoMinuteBrush BathroomTowelFoldDash StackTheBathroomTP OneSongShower',
    music:
      'BathroomAcousticsCover BathroomEchoHarmony BathroomTileDrums ToothbrushBeatbox KaraokeInTheBathroom BathroomCupSong',
    art: 'DoodleOnBathroomMirror CarveBathroomSoap BathroomTileMosaic BathroomFogDrawing BathroomTPRollArt BathroomDoorMural',
    tech: 'SmartBathroomMirror BathroomShowerSpeaker BathroomMotionLights BathroomLeakAlarm BathroomHumiditySensor ToothbrushAppTest',
    pet: 'CatFollowsToBathroom BathroomDoorPaws DogBathZoomies BathroomSinkKitty BathroomPuppyGuard BathroomTowelBurrito',
    gaming:
      'EscapeTheBathroom JengaWithBathroomTP BathroomDuckDerby BathroomSpotTheChange BathroomBingo BathroomTilePuzzle',
  },
  birthday: {
    dance:
      'BirthdayEntranceDance LeadTheBirthdayConga BirthdayCakeWalk OneSpinPerYear BirthdayHatShuffle BirthdayBalloonBop',
    fitness:
      'RepsForEveryBirthday BirthdayBalloonKeepUp BirthdayMile PlankPerBirthdayCandle BirthdayGiftBoxStepUps BirthdayBurpees',
    prank:
      'BirthdayBalloonRoom BirthdayNestingGift DecoyBirthdayCake BirthdayConfettiCard SurpriseBirthdayParty BirthdayFakeForgot',
    educational:
      'BirthdayParadox BirthdayOnThisDay WorldBirthdayCustoms BirthstoneGeology WhyBirthdayCandles BirthdaySongHistory',
    cooking:
      'BakeYourBirthdayCake BirthdayBreakfastInBed BirthdayNumberCookies BirthdayIceCreamBar BirthdayPancakeTower FunfettiBirthday',
    travel:
      'BirthdayMysteryDrive BirthdaySunriseHike BirthdayFreebieCrawl NewPlaceEveryBirthday DayTripForMyBirthday BirthdayGetaway',
    fashion:
      'BirthdayOutfitReveal BirthdayCrownDIY SequinBirthdaySet ThrowbackBirthYearFit BirthdayPartyHatGlam BirthdayNailArt',
    wellness:
      'BirthdayGratitudeList BirthdayLetterToSelf RandomBirthdayKindness SlowBirthdayMorning BirthdayYearInReview BirthdayWishBreath',
    speed:
      'BirthdayGiftWrapRace BlowOutBirthdayCandles BirthdayBalloonRelay TenMinuteBirthdaySetup BirthdayUnwrapDash BirthdayCakeIn60',
    music:
      'BirthdaySongRemix HappyBirthdayAsOpera KazooBirthdayBand BirthdayTuneOnGlasses BirthdayHarmonyTrio BirthdaySerenade',
    art: 'HandmadeBirthdayCard BirthdayPhotoWall BirthdayBalloonGarland BirthdayBannerLetters BirthdayPortraitGift PaintYourBirthdayCake',
    tech: 'AIBirthdayCard BirthdayVideoMontage BirthdayQRTreasureHunt BirthdaySmartLights BirthdayCountdownApp DroneBirthdaySelfie',
    pet: 'PetBirthdayParty PuppyBirthdayCake DogUnwrapsBirthdayGift BirthdayHowlAlong CatBirthdayCrownPose BirthdayTreatHunt',
    gaming:
      'BirthdayGameNight BirthdayTournament BirthdayBingo LevelUpBirthday BirthdayTriviaAboutMe MarioPartyBirthday',
  },
  sprinkler: {
    dance:
      'TheSprinklerMove SprinklerDanceOff SprinklerRainbowTwirl SprinklerSplashStep DadDoesTheSprinkler SprinklerLimboLine',
    fitness:
      'SprinklerSprints SprinklerJumpingJacks SprinklerHurdles DodgeTheSprinkler PlankUnderTheSprinkler SprinklerLawnLunges',
    prank:
      'SprinklerTimerSurprise SprinklerBubbleSwap SprinklerWelcomeHome RainDanceSprinkler PoolNoodleSprinkler SprinklerRainbowReveal',
    educational:
      'HowSprinklersSpin SprinklerRainbowAngle SprinklerPressureTest SprinklerWaterMath WhenToRunTheSprinkler SprinklerVsRainGauge',
    cooking:
      'SprinklerDayPopsicles SprinklerLemonadeStand SprinklerPartySnacks SlushiesAfterSprinkler FruitCupsBySprinkler LawnSprinklerPicnic',
    travel:
      'SprinklerParkHop SplashPadSprinklerTour SprinklerFountainHunt RoadTripSprinklerStop SprinklerGardenVisit SprinklersAroundTown',
    fashion:
      'SprinklerDayFitCheck SunHatSprinklerLook SprinklerWaterShoes MatchingSprinklerSuits SprinklerRashGuard SprinklerTieDye',
    wellness:
      'BarefootSprinklerWalk SprinklerSoundBreak SprinklerMistBreath SprinklerInnerChild CoolDownInSprinkler SprinklerGrounding',
    speed:
      'CrossBeforeItTurns SprinklerRelay SprinklerBucketFill SprinklerCupCatch DryThroughTheSprinkler BeatTheSprinklerSweep',
    music:
      'SprinklerTickBeat RemixTheSprinkler SprinklerBucketDrums SprinklerSummerAnthem BeatboxTheSprinkler UkuleleBySprinkler',
    art: 'SprinklerRainbowPhoto SprinklerChalkMelt SprinklerDropletMacro LongExposureSprinkler PaintUnderTheSprinkler SprinklerSilhouette',
    tech: 'SmartSprinklerSetup SprinklerTimerHack SlowMoSprinklerCam SprinklerMoistureProbe SprinklerPhoneControl 3DPrintASprinklerHead',
    pet: 'DogVsSprinkler SprinklerZoomies PetSprinklerFirstTry SprinklerPupCoolOff SprinklerBubbleChase KittyMeetsSprinkler',
    gaming:
      'StardewSprinklerLayout PerfectSprinklerGrid SprinklerFarmBuild SprinklerObstacleRun SprinklerCaptureFlag SprinklerTagGame',
  },
  'garbage truck': {
    dance:
      'GarbageTruckBeepStep DoTheGarbageTruckClaw GarbageTruckCrewGroove KidsGarbageTruckDance TrashDayShuffle GarbageTruckArmLift',
    fitness:
      'GarbageTruckCurbCarry SquatsTillGarbageTruck GarbageTruckArmRaises GarbageTruckCrewCardio BinDayLunges TrashTruckPushups',
    prank:
      'GarbageTruckCrewSnacks GarbageTruckFakeOut ThankYouGarbageTruck DressUpForGarbageTruck GarbageTruckBinBow GarbageTruckToyPickup',
    educational:
      'WhereGarbageTrucksGo HowGarbageTrucksWork GarbageTruckHydraulics GarbageTruckRouteMath RecycleOrGarbageTruck ADayOnAGarbageTruck',
    cooking:
      'GarbageTruckCake GarbageTruckDirtCups ToyGarbageTruckCookies SaveItFromGarbageTruck GarbageTruckSnackTray TrashTruckLunchbox',
    travel:
      'GarbageTruckDepotVisit TouchAGarbageTruckDay GarbageTruckSpotting GarbageTrucksAbroad RecyclingCenterTour GarbageTruckMuseum',
    fashion:
      'GarbageTruckCostume HiVisGarbageTruckFit GarbageTruckKidsTee GarbageTruckCrewLook RecycledRunwayWalk TrashTruckSneakers',
    wellness:
      'GarbageTruckThankYou GarbageTruckDeclutter LetGoOnGarbageTruckDay GarbageTruckCleanSlate WaveAtTheGarbageTruck BinNightFreshStart',
    speed:
      'BeatTheGarbageTruck GarbageTruckSortRace GarbageTruckCurbBlitz BinBagTieTimer GarbageTruckCountdown TrashTruckToyRelay',
    music:
      'GarbageTruckBeepRemix GarbageTruckBinDrums GarbageTruckSong SingToTheGarbageTruck TrashCanPercussion GarbageTruckASMR',
    art: 'DrawAGarbageTruck CardboardGarbageTruck GarbageTruckClayModel TrashToTreasureArt GarbageTruckStopMotion GarbageTruckWatercolor',
    tech: 'GarbageTruckTrackerApp LegoGarbageTruckRobot ElectricGarbageTruck SmartTrashCanTest GarbageTruckCamPOV GarbageTruckRouteAI',
    pet: 'DogVsGarbageTruck GarbageTruckPuppyHowl CatSpotsGarbageTruck PetHearsGarbageTruck GarbageTruckDayZoomies BinNightWindowPatrol',
    gaming:
      'GarbageTruckSimulator GarbageTruckRouteRun TrashTetrisChallenge GarbageTruckLegoBuild GarbageTruckHighScore ToyGarbageTruckRace',
  },
  kitchen: {
    dance:
      'KitchenDiscoCleanup KitchenSpatulaSway KitchenTimerTwoStep PotsAndPansKitchenBop FridgeLightFreeze MidnightKitchenShuffle',
    fitness:
      'KitchenCounterPushUps PantryCanCurls KitchenWaterJugLift KitchenFloorPlank MicrowaveKitchenSquats KitchenTimerHIIT',
    funny:
      'KitchenNatureDoc KitchenGadgetFails MidnightKitchenRaid KitchenJunkDrawerTour KitchenLidMeltdown TalkingKitchenUtensils',
    prank:
      'GooglyEyeKitchenPrank SurpriseKitchenCleanup KitchenSillyLabels KitchenTinyCutlery KitchenCabinetBalloons FridgeKindNote',
    educational:
      'KitchenScienceTrick KitchenMeasurementMath NameThatKitchenTool KitchenMythOrFact WhyOnionsMakeYouCry KitchenSafetyQuiz',
    travel:
      'KitchensAroundTheWorld HostelKitchenMeal LocalKitchenClass GrandmasKitchenAbroad KitchenSouvenirHunt CampsiteKitchenSetup',
    fashion:
      'KitchenApronStyle KitchenFitCheck KitchenHeadscarfTie ChefJacketKitchenGlam MatchYourKitchen KitchenDateNightLook',
    wellness:
      'KitchenResetSunday CalmKitchenMorning KitchenDeclutter KitchenHerbWindowsill MindfulKitchenDishes KitchenTeaRitual',
    speed:
      'KitchenCleanupRace KitchenPantrySort KitchenSpiceAlphabet TenMinuteKitchenReset KitchenUnloadSprint CounterWipeCountdown',
    music:
      'KitchenDrumKit KitchenBandCover KitchenWaterGlassTune BlenderBassDrop KitchenTimerBeat PotsAndPansKitchenJam',
    art: 'KitchenStillLife KitchenToolPrints KitchenSpiceMandala VeggieStampKitchenArt SketchYourKitchen KitchenFoilSculpture',
    tech: 'SmartKitchenTour KitchenGadgetTest KitchenVoiceTimers KitchenInventoryApp KitchenTabletHack AIPlansKitchenDinner',
    pet: 'KitchenHelperPup PetHearsTheFridge KitchenDogTreatBake KitchenCatSupervisor MuffinTinKitchenPuzzle BeggingInTheKitchen',
    gaming:
      'KitchenTableGameNight OvercookedKitchenChaos KitchenSimsBuild KitchenDominoDuel FridgeMagnetScrabble KitchenTimerSpeedrun',
  },
  umbrella: {
    dance:
      'UmbrellaChorusLine UmbrellaTwirlDance UmbrellaTapRoutine GeneKellyUmbrellaStep PuddleHopUmbrella OpenUmbrellaOnTheDrop',
    fitness:
      'UmbrellaOverheadPress BalanceAnUmbrella UmbrellaLungeMarch UmbrellaStepCount RainyDayUmbrellaHike UmbrellaCoreTwists',
    prank:
      'UmbrellaConfettiPop BalloonFilledUmbrella ComplimentsInUmbrella UmbrellaGooglyEyes UmbrellaShareSurprise UmbrellaWelcomeHome',
    educational:
      'WhyUmbrellasFlip UmbrellaWaterproofTest HowUmbrellasOpen UmbrellaFanWindTunnel UmbrellaOriginsQuiz UmbrellaVsParasol',
    cooking:
      'UmbrellaCookies PaperUmbrellaMocktail UmbrellaCakePops ChocolateUmbrellaCandy UmbrellaFruitSkewers PeppermintUmbrellas',
    travel:
      'UmbrellaSkyStreetHunt RainyCityUmbrellaWalk UmbrellaShopInTokyo BeachUmbrellaRanking ClearUmbrellaSkyline UmbrellaMarketWander',
    fashion:
      'UmbrellaOutfitMatch TrenchAndUmbrellaFit UmbrellaColorBlocking ClearUmbrellaLook UmbrellaAsAccessory RainyDayUmbrellaGlam',
    wellness:
      'UmbrellaRainSounds UmbrellaMindfulWalk ShareYourUmbrella UnderTheUmbrellaPause StormWatchUmbrella RainyPorchUmbrellaTea',
    speed:
      'UmbrellaFoldRace UmbrellaBalanceTimer UmbrellaOpenShutCount UmbrellaHandoffRelay CarToDoorUmbrellaDash TenSecondUmbrellaRoll',
    music:
      'UmbrellaDripBeat UmbrellaSingInTheRain PitterPatterUmbrella RihannaUmbrellaCover UmbrellaTapRhythm AcousticUnderUmbrella',
    art: 'PaintAnUmbrella UmbrellaCanopyDoodle UmbrellaPuddlePhoto RainbowUmbrellaInstall UmbrellaStencilPrint PaperUmbrellaCraft',
    tech: 'SmartUmbrellaTest LightUpUmbrellaBuild SlowMoUmbrellaDrops UmbrellaTileTracker UmbrellaRainAlertApp UmbrellaWindSensor',
    pet: 'UmbrellaDogWalk PuppyUnderTheUmbrella CatInspectsTheUmbrella PetReactsToUmbrella UmbrellaPawPhotoShoot BunnyUmbrellaHideout',
    gaming:
      'UmbrellaGlideRun PeachUmbrellaFloat UmbrellaLevelBuild UmbrellaBossParry ShieldWithUmbrella RainyDayUmbrellaQuest',
  },
  tennis: {
    dance:
      'TennisVictoryDance TennisFootworkGroove TennisSplitStepBounce TennisRacketTwirl BallKidTennisShuffle CourtsideTennisShimmy',
    funny:
      'TennisWithAFryingPan TennisGruntSymphony YouCannotBeSerious TennisRallyFails TennisLineCallDrama ImpressionOfTennisPros',
    prank:
      'TennisBallRoomFill TennisSmileyFaces SurpriseTennisOpponent MatchPointConfetti FakeTennisCelebrity TennisCourtPicnic',
    educational:
      'TennisSpinPhysics TennisScoringExplained WhyTennisBallsAreFuzzy WhyTennisSaysLove ClayVsGrassTennis TennisBounceHeightTest',
    cooking:
      'WimbledonStrawberries TennisBallCakePops TennisEnergyBites TennisRacketCookies PostTennisSmoothie CenterCourtPicnic',
    travel:
      'WimbledonQueueDay TennisCourtHop GrandSlamTennisTrip USOpenTennisNight RolandGarrosTennis ScenicTennisSpots',
    fashion:
      'TennisWhitesLook TennisCoreOutfit TennisSkirtFitCheck TennisVisorStyle SweatbandTennisRevival VintageTennisPolo',
    wellness:
      'TennisMindfulServe TennisRecoveryStretch TennisBreathReset TennisGratitudeRally RelaxedSundayTennis SlowTennisMorning',
    speed:
      'TennisServeSpeedTest TennisRallyCount TennisBallPickupRace TennisVolleyBlitz HitTheTennisCone BeatTheTennisMachine',
    music:
      'TennisRacketAirGuitar TennisBallBeat TennisSqueakLoop TennisThwackASMR RemixATennisRally HumTheWimbledonTheme',
    art: 'TennisBallFaces TennisRacketStringArt TennisActionPhoto VintageTennisPoster SketchATennisCourt WimbledonWatercolor',
    tech: 'TennisServeRadarApp SlowMoTennisSwing TennisLineCallingAI TennisBallMachineTest TennisSensorReview CourtCamForTennis',
    pet: 'DogBallBoy TennisFetchRace TennisLauncherPup TennisKittyPawRally TennisHideAndSeek PuppyTennisDoubles',
    gaming:
      'TennisWiiRematch MarioTennisFinal TableTennisVRMatch PongHighScore TopSpinTennisCareer TennisCoopDoubles',
  },
  alphabet: {
    dance:
      'AlphabetBodyLetters DanceTheAlphabet ABCSongChoreo AlphabetFreezeFrame NameInAlphabetPoses AlphabetConga',
    fitness:
      'SpellYourNameWorkout AlphabetAnkleTrace AlphabetYogaPoses AlphabetPushupLadder LegRaiseAlphabet ABCPlankChallenge',
    funny:
      'AlphabetInOneBreath ABCSongDramatic AlphabetInAccents LMNOPConfusion AlphabetBackwardsFail EmojiAlphabetGuess',
    prank:
      'AlphabetSoupMessage AlphabetMagnetNote AlphabetCerealSurprise HiddenABCHunt FridgeAlphabetRiddle ScrambledAlphabetSign',
    cooking:
      'HomemadeAlphabetSoup AlphabetPancakes AlphabetPretzels AlphabetCookieCutters AToZSnackBoard ABCFruitSkewers',
    travel:
      'AlphabetRoadTrip AlphabetSignSpotting AlphabetInArchitecture CityAlphabetPhotoWalk ForeignAlphabetMenu LearnALocalAlphabet',
    fashion:
      'AlphabetFitCheck AlphabetMonogramTote AlphabetLetterSweater AlphabetBeadBracelet DressByAlphabet VarsityAlphabetPatches',
    wellness:
      'AlphabetGratitude AlphabetAffirmations AlphabetKindWords AlphabetMindfulWalk SleepyAlphabetGame BreatheThroughAlphabet',
    speed:
      'AlphabetSpeedrun AlphabetBackwardsRace SignTheAlphabetFast AlphabetBlockStack ABCObjectsDash TypeTheAlphabetIn5',
    music:
      'AlphabetSongRemix AlphabetBeatbox AlphabetRap AlphabetAsOpera TwinkleTuneAlphabet KazooAlphabet',
    art: 'AlphabetCalligraphy AlphabetAnimalDoodles BubbleLetterAlphabet IlluminatedAlphabet NatureAlphabetPhotos AlphabetLinoPrints',
    tech: 'AlphabetTypingTest AIDrawsTheAlphabet DesignYourAlphabetFont AlphabetInMorseCode QWERTYVsAlphabetKeys AlphabetInBinary',
    pet: 'AlphabetDogButtons PetPicksAlphabetBlock AlphabetPuppyTricks CatVsAlphabetMagnets ParrotSaysTheAlphabet AlphabetKittyNames',
    gaming:
      'AlphabetScavengerHunt AlphabetCategories AlphabetScrabbleDuel BananagramsBlitz AlphabetBoggleRound MinecraftAlphabetBuild',
  },
  popcorn: {
    dance:
      'PopcornPopAndLock BounceLikePopcorn PopcornJumpDance PopcornButterShimmy MovieNightPopcornSway PopcornHopStep',
    fitness:
      'PopcornJumpSquats PopcornPlyoCircuit PopcornTrailerPlank PopcornTubCurls MovieNightPopcornHIIT LungesTillPopcornPops',
    funny:
      'PopcornDramaReaction PopcornSpillFail PopcornMicrowaveStare PopcornInTheCouch LoudPopcornQuietScene BurntPopcornAlarm',
    prank:
      'PopcornBucketSurprise SweetPopcornSwitch PopcornBagLoveNote PopcornFortuneFind UsherWithPopcornTray PopcornTicketStubs',
    educational:
      'HowPopcornPops WhyMoviesSellPopcorn PopcornShapesQuiz AncientPopcornHistory PopcornVsCornKernel PopcornSlowMoScience',
    travel:
      'PopcornShopCrawl PopcornFlavorsAbroad PopcornFarmVisit DriveInPopcornNight PopcornAtTheFair OldCinemaPopcornTour',
    fashion:
      'PopcornBucketBag PopcornStripeFit PopcornEarrings MovieNightPopcornLook DressAsPopcorn PopcornPrintPajamas',
    wellness:
      'MindfulPopcornBowl PopcornSelfCareHour PopcornPorchSunset PopcornAndGratitude CozyPopcornMovieNight SlowPopcornListening',
    speed:
      'PopcornChopstickRace PopcornGarlandSpeedrun CountPopcornIn30 PopcornSpoonRelay FastestPopcornFill PopcornStrawTransfer',
    music:
      'PopcornSynthCover PopcornPopBeat MakeAPopcornShaker PopcornMovieThemeHum PopcornSymphony SnackBarPopcornJingle',
    art: 'PopcornBlossomTree PopcornGarlandCraft PopcornKernelMosaic PopcornMacroPhoto DesignAPopcornBox WinterPopcornScene',
    tech: 'PopcornSlowMo PopcornMakerReview PopcornThermalView AppCountsPopcornPops PopcornDecibelMeter TestThePopcornButton',
    pet: 'BunnyPopcornHops GuineaPigPopcorning PetVsPopcornSound CatInThePopcornTub HamsterPopcornJumps DogHearsPopcornPop',
    gaming:
      'PopcornFlickFootball PopcornPokerChips PopcornGameNight PopcornTriviaRound GuessTheFilmPopcorn MovieBingoWithPopcorn',
  },
  bbq: {
    dance:
      'BBQTongsTwoStep BBQLineDance BackyardBBQShuffle BBQApronStrut ElectricSlideAtTheBBQ SpatulaSpinBBQ',
    fitness:
      'CharcoalBagCarry BBQCoolerSquats BBQFrisbeeSprints TugOfWarAtTheBBQ EarnYourBBQ BBQLawnGamesCardio',
    funny:
      'BBQSmokeFollowsMe BBQGrillTerritory BBQGuestTypes DadAtTheBBQPOV PitmasterBBQCommentary BBQSauceEverywhere',
    prank:
      'FakeBBQRibsCake SurpriseBackyardBBQ BBQCustomApronReveal BBQGrillMarkMessage NeighborBBQPlate BBQMysteryGuest',
    educational:
      'RegionalBBQStyles BBQSmokeRingScience WhyLowAndSlowBBQ BBQWoodTypesCompared WhereBarbecueCameFrom BBQMythOrFact',
    travel:
      'BBQRoadTrip BBQJointCrawl TexasBBQTrail KansasCityBBQQuest BBQCookOffVisit KoreanBBQAbroad',
    fashion:
      'BBQHawaiianShirt BBQApronStyle CookoutBBQFitCheck BBQCowboyHatLook DressForTheBBQ MatchingFamilyBBQTees',
    wellness:
      'BackyardBBQUnplug BBQNeighborInvite BBQFirepitStories SlowSundayBBQ GratefulBBQToast SunsetAfterTheBBQ',
    speed:
      'BBQSetupRace BBQSkewerDash BeatTheBBQCoals BBQBurgerFlipCount BBQCleanupBeforeDusk FastestBBQSauceMix',
    music:
      'BBQSizzleBeat BBQPorchGuitar BBQCountryCover BBQTongsPercussion CookoutBBQSingAlong BackyardBBQJam',
    art: 'BBQChalkboardMenu BBQCharcoalDrawing BBQApronPainting BBQPlatterPhoto FlameLongExposureBBQ SketchTheBBQ',
    tech: 'SmartBBQThermometer BBQTempApp BBQPelletGrillReview BBQChimneyStarterTest BBQSmokeTimelapse NightBBQHeadlamp',
    pet: 'BBQBandanaPup BBQBeggingPatrol DogSafeBBQTreat BBQWienerCostume CatJudgesTheCookout BBQZoomies',
    gaming:
      'BBQCornholeTourney BBQDominoesTable BBQSpadesShowdown BBQCookingSimRun BackyardBBQChess OvercookedBBQLevel',
  },
  coffee: {
    dance:
      'WhenCoffeeKicksIn CoffeeBreakDance FirstSipCoffeeShuffle EspressoShimmy CoffeeGrinderGroove CoffeeMugTwoStep',
    fitness:
      'CoffeeMugCurls SquatWhileCoffeeBrews PourOverCoffeePlank CoffeeWalkChallenge RunForYourCoffee LatteLunges',
    funny:
      'BeforeAndAfterCoffee CoffeeOrderImpressions CoffeeCupNameFail CoffeeSnobReview DecafCoffeePlotTwist ZombieUntilCoffee',
    prank:
      'SurpriseCoffeeDelivery LatteArtMessage CoffeeCupKindNote CoffeeMindReader GooglyEyeCoffeeMugs WakeUpToCoffee',
    educational:
      'HowCoffeeWakesYou CoffeeRoastLevelQuiz CoffeeBeanToCup CoffeeOriginsMap WhenCoffeeWearsOff EspressoVsDrip',
    travel:
      'HopFiveCoffeeShops CoffeeAroundTheWorld CoffeeFarmTour CoffeeWithAView EspressoAtTheBar BestLocalCoffeeHunt',
    fashion:
      'CoffeeRunOutfit CoffeeDateFitCheck LatteToneLook CozyCoffeeShopCardigan MatchYourCoffeeOrder CoffeeDyedTee',
    wellness:
      'MindfulCoffeeMoment FirstCoffeeGratitude CoffeeWithoutPhone CoffeeSunriseRitual CoffeeCatchUpCall SlowSipCoffee',
    speed:
      'LatteInSixtySeconds CoffeeBeanSortRace MorningCoffeeIn90 BaristaCoffeeRush CoffeeCupStackDash CoffeeOrderRecall',
    music:
      'CoffeeMachineBeat CoffeeShopAcoustic CoffeeOrderJingle CoffeeMugTapRhythm RemixTheEspressoHiss OpenMicCoffeeNight',
    art: 'PaintWithCoffee LatteArtAttempt CoffeeBeanMosaic CoffeeSleeveDoodle CoffeeCupStillLife SketchAtTheCoffeeShop',
    tech: 'CoffeeGadgetTest AIRatesMyCoffee SmartCoffeeSetup EspressoMachineReview CoffeeThermalCam CoffeeOrderByVoice',
    pet: 'CoffeeDateWithMyDog PetJoinsMyCoffeeRun CatVsCoffeeMug CoffeeLapKitty CoffeeShopPatioPup BunnyAtCoffeeTime',
    gaming:
      'CoffeeAndControllers CoffeeBeforeTheBoss CoffeeBreakChessBlitz EspressoSpeedrun CozyCoffeeShopGame OneLevelPerCoffee',
  },
  'ferris wheel': {
    dance:
      'FerrisWheelArmRoll HumanFerrisWheel FerrisWheelTwirl NeonFerrisWheelGroove CarnivalLightsStep SpinLikeAFerrisWheel',
    fitness:
      'FerrisWheelArmCircles FerrisWheelQueueSquats FerrisWheelCrunches StepsToTheFerrisWheel LapsAroundFerrisWheel HulaHoopFerrisWheel',
    funny:
      'FerrisWheelStuckAtTop FerrisWheelAwkwardDate SlowestRideEver ScaredOfFerrisWheelPOV DadOnTheFerrisWheel FerrisWheelNarrator',
    prank:
      'FerrisWheelGroundSign FerrisWheelTopSurprise FerrisWheelTicketGift WinThemACarnivalPrize SecretFerrisWheelDate CottonCandyFerrisWheel',
    educational:
      'WhoInventedFerrisWheel HowFerrisWheelsTurn TallestFerrisWheelQuiz FerrisWheelSpeedMath HowGondolasStayLevel FerrisWheelPhysics',
    cooking:
      'FerrisWheelCake FerrisWheelFruitTray GingerbreadFerrisWheel FerrisWheelCandyApples CarnivalCornDogs PretzelFerrisWheel',
    fashion:
      'FerrisWheelDateFit FerrisWheelGoldenHour FerrisWheelFairOutfit NeonFerrisWheelLook FerrisWheelDenimJacket BandanaForFerrisWheel',
    wellness:
      'FerrisWheelSunsetRide FerrisWheelDeepBreath FerrisWheelFearFaced FerrisWheelGratitude SlowFerrisWheelSpin AboveItAllPause',
    speed:
      'FerrisWheelModelRace SelfiesPerFerrisWheel FerrisWheelLandmarks FerrisWheelQuizDash FerrisWheelSketchIn60 BeatTheFerrisWheelLine',
    music:
      'FerrisWheelLoveSong FerrisWheelSerenade TopOfTheWorldCover FerrisWheelOrganTune SingOnTheFerrisWheel FerrisWheelLofiLoop',
    art: 'FerrisLightTrails StickModelFerrisWheel FerrisWheelWatercolor FerrisWheelSilhouette PaperPlateFerrisWheel SketchTheFerrisWheel',
    tech: 'FerrisWheelTimelapse FerrisWheelMotorBuild FerrisWheel360Cam LegoTechnicFerrisWheel LEDFerrisWheelShow ArduinoFerrisWheel',
    pet: 'HamsterFerrisWheel GerbilFerrisWheelBuild FerrisWheelPetPortrait DIYFerrisWheelCatToy FerrisWheelTreatSpin FerrisWheelPicnicPup',
    gaming:
      'ParkTycoonFerrisWheel CoasterGameFerrisWheel MinecraftFerrisWheel FerrisWheelPuzzle FerrisWheelPinball FairgroundArcadeNight',
  },
  hedgehog: {
    dance:
      'DoTheHedgehogWaddle HedgehogCurlAndUnfurl HedgehogTipToe HedgieShuffleStep HedgehogRollAndPop SpikyHedgehogShimmy',
    fitness:
      'HedgehogCurlCrunches HedgehogRollUps HedgehogHollowHold HedgehogBearCrawl NocturnalHedgehogSteps SpikyHedgehogPlank',
    funny:
      'HedgehogVoiceover GrumpyHedgehogHuff TinyHedgehogYawn HedgieBathReaction HedgehogZoomies SelfAnointingHedgehog',
    prank:
      'HedgehogPlushSwap HedgehogOrHairbrush HedgehogCupcakeFakeOut HedgehogSlippers PineconeHedgehogDecoy CactusHedgehogDisguise',
    educational:
      'HowHedgehogQuillsWork WhyHedgehogsCurlUp HedgehogVsPorcupine HedgehogHibernation HedgehogMythOrFact GuessTheHedgehogSpines',
    cooking:
      'HedgehogBreadRolls HedgehogPearSnacks HedgehogCakePops ChocolateHedgehogSlice HedgehogPotatoBake AlmondHedgehogCookies',
    travel:
      'HedgehogCafeVisit HedgehogRescueCenter DuskHedgehogSpotting HedgehogHighwayHunt HedgehogGardenWalk NightHedgehogSafari',
    fashion:
      'HedgehogSpikyHair HedgehogPrintSweater HedgehogBrooch CozyHedgehogSocks AutumnHedgehogLook HedgehogHoodieEars',
    wellness:
      'CurlUpLikeAHedgehog HedgehogQuietHour HedgehogBondingTime HedgehogBlanketBurrow HedgehogStressBall GentleHedgehogHandling',
    speed:
      'HedgehogTunnelDash HedgehogRollRace HedgehogCageCleanTimer SonicHedgehogSpeedrun DrawAHedgehogIn10 TubeMazeForHedgehog',
    music:
      'HedgehogHuffRemix HedgehogSnufflesASMR HedgieLullaby SongForMyHedgehog SonicHedgehogTheme HedgehogPianoWaltz',
    art: 'PineconeHedgehogCraft HedgehogClayFigure HedgieWatercolor NeedleFeltHedgehog HedgehogBookFold HedgehogForkPainting',
    tech: 'HedgehogTrackTunnel GardenHedgehogTrailCam HedgehogWheelTracker HedgieThermostatSetup InfraredHedgehogView CodeAHedgehogGame',
    gaming:
      'SonicTheHedgehogRun HedgehogMazeLevels HedgehogRaceBoardGame ShadowHedgehogDuel HedgehogTreatPuzzle DesignAHedgehogStage',
  },
  science: {
    dance:
      'ScienceStatesOfMatter ScienceMoleculeMoves ScienceLabCoatShuffle DNAHelixScienceTwist ScienceFairFreestyle AtomSpinForScience',
    fitness:
      'ScienceHeartRateTest MeasureJumpForScience StretchingScienceMyth PushupsForScience ScienceOfSoreness GripStrengthScience',
    funny:
      'ScienceExperimentFails MadScientistSkit ScienceTeacherVoice ScienceFairJudgePOV WrongAnswersScience DramaticScienceGoggles',
    prank:
      'ScienceColorChangeTea ScienceInvisibleInk ScienceFakeSpill LevitatingCupScience GlowingWaterScience ScienceFoamSurprise',
    cooking:
      'ScienceRockCandy ScienceIceCreamBag ScienceFizzyLemonade BakingScienceTest ScienceOfPerfectToast EdibleScienceSlime',
    travel:
      'ScienceMuseumTrip RateTheScienceExhibits ScienceCenterHandsOn VolcanoFieldScience CitizenScienceHike PlanetariumScienceShow',
    fashion:
      'ScienceLabCoatFit SciencePunTee MadScientistLook ScienceNerdChic ScienceFairOutfit GoggleGlamScience',
    wellness:
      'ScienceOfSleep ScienceOfGratitude ForestBathingScience AweScienceWalk LaughterScienceTest SunlightScienceMorning',
    speed:
      'ScienceSpeedQuiz OneMinuteScience ReactionTimeScience PeriodicTableSprint ScienceBuzzerRound ScienceSortDash',
    music:
      'ScienceRapRecap ScienceStrawOboe ScienceOfSound WaterGlassScience ScienceParodySong CymaticsScience',
    art: 'MicroscopeScienceArt ChromatographyScience ScienceSketchNotes ScienceMarbledMilk CrystalScienceGarden ScienceMagnetPainting',
    tech: 'SciencePhoneMicroscope ScienceFairRobot ArduinoScienceStation ScienceDataLogger CodeAScienceSim ScienceGadgetTest',
    pet: 'PetScienceTest ScienceOfPurring LeftOrRightPawScience ScienceOfCatBoxes DogIQScienceGames ScienceBehindZoomies',
    gaming:
      'ScienceEscapeRoom ScienceGameNight ScienceBingo KerbalScienceMode MinecraftScienceBuild ScienceTriviaDuel',
  },
  marathon: {
    dance:
      'DanceMarathon MarathonFinishJig MarathonMedalShimmy MarathonCheerMoves MarathonCorralGroove PostMarathonShuffle',
    funny:
      'FunnyMarathonSigns MarathonPenguinWalk MarathonSpectatorTypes StairsAfterAMarathon MarathonMindAtMile20 MarathonSnackStations',
    prank:
      'MarathonSurpriseCheer MarathonFinishBanner MarathonRecoveryBasket MarathonHighFiveTunnel GiantHeadMarathonSign WelcomeHomeMarathoner',
    educational:
      'WhyMarathonsAre26Miles MarathonPaceMath MarathonWallExplained PheidippidesMarathon MarathonFuelScience HowFastIsAMarathonWR',
    cooking:
      'MarathonCarbLoad PreMarathonPastaParty HomemadeMarathonGels MarathonMorningOats MarathonRecoveryShake MarathonBananaBread',
    travel:
      'MarathonMajorsQuest AthensOriginalMarathon MarathonCityTour RunAMarathonAbroad MarathonExpoVisit HalfMarathonWeekend',
    fashion:
      'MarathonFlatLay MarathonCostumeRun MarathonRaceDayFit MarathonShoeRotation TutuMarathonRunners NeonMarathonKit',
    wellness:
      'MarathonMileMantras MarathonLegsUpRest MarathonMindsetJournal ThankYourMarathonCrew MarathonTaperCalm PostMarathonNap',
    speed:
      'MarathonPRAttempt MarathonLastMileSprint MarathonNegativeSplit MarathonPaceGoal SubTwoHalfMarathon FastestMarathonCostume',
    music:
      'MarathonSongPerMile MarathonBPMMatch MarathonDrumline MarathonWallAnthem RockyThemeMarathon HumThroughAMarathon',
    art: 'MarathonMedalDisplay MarathonBibCollage MarathonRouteMapArt MarathonCheerSign SketchAMarathonRunner GPSDrawingMarathon',
    tech: 'MarathonWatchStats MarathonLiveTracking MarathonGPSSplits RaceDayMarathonGadgets MarathonHeartRateZones AIMarathonTrainingPlan',
    pet: 'MarathonCheerPup DogInMyMarathonMedal CanicrossHalfMarathon PostMarathonPetCuddles MarathonKittenWelcome MarathonHamsterWheel',
    gaming:
      'GamingMarathonNight BoardGameMarathonDay RingFitMarathonMode MarathonRunnerBingo ZwiftMarathonRun MarioKartMarathon',
  },
  elephant: {
    dance:
      'ElephantStompDance ElephantTrunkSway BabyElephantWalkStep ElephantEarFlapShuffle ElephantConga MoveLikeAnElephant',
    fitness:
      'ElephantWalkStretch ElephantStompSquats ElephantTrunkSwings ElephantMarchIntervals JumboElephantLunges PlankLikeAnElephant',
    funny:
      'ElephantInTheRoomSkit DoAnElephantImpression BabyElephantTumble ElephantMudSpaReview AnElephantNeverForgets ElephantVoiceover',
    prank:
      'ElephantPlushInTheBed ElephantFootprintTrail ElephantInTheRoomPrank GiantElephantBalloon HiddenElephantHunt ElephantSlipperSwap',
    educational:
      'ElephantToothpaste HowElephantTrunksWork AfricanVsAsianElephant WhyElephantEarsFlap DoElephantsNeverForget ElephantWeightMath',
    cooking:
      'ElephantEarPastry ElephantCupcakes ElephantBentoBox ElephantRiceBall PinkElephantCake PancakeElephants',
    travel:
      'ElephantSanctuaryVisit SafariElephantSpotting WateringHoleElephants ElephantOrphanage ElephantParadeHunt KrugerElephantDrive',
    fashion:
      'ElephantPrintDress ElephantEarrings ElephantCharmNecklace GrayElephantFitCheck LuckyElephantBracelet SafariElephantScarf',
    wellness:
      'ElephantBreathing ElephantMindfulWalk ElephantCalmPose ElephantHerdHug WatchAnElephantCam SlowLikeAnElephant',
    speed:
      'ElephantOneLineSketch ElephantFactsIn60 ElephantPuzzleRace ElephantWalkRelay PopTheElephantBalloons FastestOrigamiElephant',
    music:
      'TrumpetLikeAnElephant ElephantStompBeat BabyElephantWalkCover ElephantTubaSolo ElephantLullaby ElephantRumbleBass',
    art: 'HandprintElephant ElephantOrigami ElephantClaySculpt WatercolorElephant PaperElephantCollage ElephantLineDrawing',
    tech: 'ElephantLiveCam ElephantRumbleAudio SavannaDroneElephants ElephantGPSCollars AIElephantCounting ElephantARFilter',
    gaming:
      'ElephantMemoryGame ZooTycoonElephant ElephantHabitatBuild ElephantCharades DesignAnElephantPark ElephantTabletopNight',
  },
  'guinea pig': {
    dance:
      'DoTheGuineaPigPopcorn GuineaPigRumbleStrut GuineaPigSqueakShuffle GuineaPigTrainDance CavyHopStep MoveLikeAGuineaPig',
    fitness:
      'GuineaPigPopcornJumps GuineaPigObstacleRun GuineaPigTunnelCrawl CavyCardioCircuit CarryTheGuineaPigHay SquatPerGuineaPigWheek',
    funny:
      'GuineaPigVoiceover GuineaPigFridgeAlarm PotatoWithLegs GuineaPigSnackDemands WhenGuineaPigsHearBags TinyChefGuineaPig',
    prank:
      'GuineaPigPlushSwap GuineaPigSlippers GuineaPigVeggieBouquet GuineaPigCastleReveal TinyGuineaPigParty BagRustleGuineaPig',
    educational:
      'WhyGuineaPigsWheek GuineaPigVitaminC CavyBodyLanguage WhyGuineaPigsPopcorn GuineaPigTeethFacts GuineaPigsFromPeru',
    cooking:
      'GuineaPigSaladBar GuineaPigHerbGarden GuineaPigVeggieBoard GuineaPigCupcakes HayCubeGuineaPigTreats PepperBowlForGuineaPig',
    travel:
      'GuineaPigCafeVisit GuineaPigRescueCenter GuineaPigShowTrip LastSupperGuineaPig GuineaPigPetSitterNote MiniatureGuineaPigTown',
    fashion:
      'MatchYourGuineaPig GuineaPigPrintPajamas GuineaPigEarrings CavyFitCheck GuineaPigTinyHat FluffyCoatGuineaPig',
    wellness:
      'GuineaPigCuddleTime GuineaPigLapReading CavyCalmCorner GuineaPigSlowMorning ListenToGuineaPigPurr MeditateWithGuineaPigs',
    speed:
      'GuineaPigTunnelDash GuineaPigVeggieRace FastGuineaPigCageClean GuineaPigHayRefill CavyZoomies SwapGuineaPigBottle',
    music:
      'GuineaPigSqueakRemix SongForMyGuineaPig CavyWheekChorus GuineaPigLullaby GuineaPigRumbleBass PlayPianoToGuineaPig',
    art: 'GuineaPigPortrait PaintYourGuineaPig FeltGuineaPigCraft GuineaPigClaySculpt GuineaPigPhotoshoot TinyGuineaPigDiorama',
    tech: 'GuineaPigPetCam GuineaPigWeightLog AppTranslatesGuineaPig CavyTimelapse GuineaPigTempMonitor DIYGuineaPigFeeder',
    gaming:
      'GuineaPigMazeLevels GuineaPigTreatPuzzle GuineaPigBracketRace CavyObstacleCourse MinecraftGuineaPigPen TunnelDerbyGuineaPig',
  },
  pickleball: {
    dance:
      'PickleballVictoryDance PickleballDinkShuffle PaddleTwirlPickleball PickleballPointJig KitchenLineBoogie PickleballSplitStep',
    funny:
      'PickleballWithPickles GrandpaPickleballRival PickleballScoreCalling NoisyPickleballCourt TennisSnobVsPickleball PickleballDinkDrama',
    prank:
      'PickleballPaddleGift PickleballPickleSwap GlowInDarkPickleball PickleballLoserTrophy PickleballProDisguise SurpriseDoublesPartner',
    educational:
      'WhyItsCalledPickleball PickleballSpinPhysics PickleballScoringMath PickleballKitchenRule PickleballVsTennisQuiz WhoInventedPickleball',
    cooking:
      'PickleballPicnic PickleballCakePops DillPickleballSnacks PostPickleballTacos PickleballTeamBrunch PickleballCourtCookies',
    travel:
      'PickleballCourtHop PickleballResortTrip BeachPickleballDay PlayPickleballAbroad PickleballWithAView RooftopPickleball',
    fashion:
      'PickleballFitCheck PickleballSkirtLook DoublesPickleballTwins NeonPickleballSneakers PickleballVisorStyle CourtToCafePickleball',
    wellness:
      'PickleballSocialHour MorningPickleballHabit PickleballNewFriends GentlePickleballReturn PaddleAndChat PickleballGratitude',
    speed:
      'PickleballDinkRally RapidPickleballVolleys PickleballServeTimer FiveInARowPickleball QuickHandsFaceoff PickleballReflexDrill',
    music:
      'PickleballPopBeat PickleballWalkoutSong RemixPickleballSounds PickleballPaddleDrums PickleballCheerChant ASMRPickleballRally',
    art: 'PaintAPickleballPaddle PickleballCourtMural PickleballSplatterArt PickleballActionPhoto PickleballPosterPrint SketchAPickleballRally',
    tech: 'PickleballBallMachine PickleballShotTracker SlowMoPickleballServe PickleballRadarGun SmartPickleballPaddle PickleballScoreApp',
    pet: 'PickleballFetchRace PickleballCourtPup CatVsPickleball PickleballPuppyDoubles DogBringsThePickleball PickleballBandanaPet',
    gaming:
      'PickleballVRMatch PickleballSmashDuel PickleballRoundRobin KingOfCourtPickleball PickleballLadderNight DoublesBracketDraw',
  },
  mushroom: {
    dance:
      'MushroomPopUpMoves MushroomCapWiggle FairyRingMushroomDance PowerUpMushroomGrow MushroomSway ToadstoolHop',
    fitness:
      'MushroomHuntHike MushroomPickSquats MushroomBasketCarry ForestMushroomLunges PowerUpMushroomSprints MushroomTrailClimb',
    funny:
      'PickingOutTheMushrooms MushroomLoversVsHaters FunGuyPuns MushroomTextureFaces KidFindsHiddenMushroom MushroomVoiceover',
    prank:
      'MeringueMushrooms MushroomPlushInBed MushroomLampSurprise MushroomFairyDoor ChocolateMushroomSwap MushroomGiftBox',
    educational:
      'MushroomSporePrints WoodWideWebMushrooms MushroomsNotPlants MushroomLifeCycle HowTrufflesAreFound NeverEatWildMushrooms',
    travel:
      'MushroomForestWalk MushroomFestivalTrip MushroomFarmTour MushroomMarketHaul TruffleHuntItaly FairyRingMushroomTrail',
    fashion:
      'MushroomCottagecoreFit MushroomEarringsDIY DressLikeAMushroom MushroomBucketHat MushroomNailArt ThriftAMushroomPrint',
    wellness:
      'MushroomForestBathing GrowAMushroomSlowly MushroomSpottingWalk MindfulMushroomSketch MossAndMushroomMoment WoodlandMushroomPause',
    speed:
      'MushroomSpottingRace MushroomCleanSpeedrun SliceMushroomsIn10 MushroomIDQuiz MushroomBrushCountdown FungiFactBlitz',
    music:
      'MushroomKingdomCover MushroomBiodataMusic MushroomForestLofi FairyRingMushroomFolk MushroomOcarinaTune SingToYourMushrooms',
    art: 'MushroomSporePrintArt MushroomClaySculpt MushroomWatercolor NeedleFeltMushroom MushroomMacroPhoto DoodleAMushroomHouse',
    tech: 'MushroomGrowTimelapse MushroomMacroLens SmartMushroomTent MushroomHumiditySensor 3DPrintAMushroomLamp TestingMushroomLeather',
    pet: 'MushroomPetBed MushroomHatForMyCat HamsterMushroomHouse MushroomPlushFetch DogMushroomCostume ToadstoolPuppyPortrait',
    gaming:
      'MushroomPowerUpRun MushroomCupKart StardewMushroomCave MushroomForagerQuest MinecraftMushroomHouse SuperMushroomBossRush',
  },
  jellyfish: {
    dance:
      'JellyfishPulseMoves JellyfishRibbonTwirl JellyfishWaveArms GlowJellyfishSway DanceLikeAJellyfish BlacklightJellyfish',
    fitness:
      'JellyfishArmPulses JellyfishPoolWorkout JellyfishFloatYoga JellyfishSwimIntervals LimpJellyfishStretch SquishyJellyfishCore',
    funny:
      'JellyfishVoiceover MeAsAJellyfish SpongebobJellyfishing JellyfishBeachPanic JellyfishImpression JellyfishModeMonday',
    prank:
      'UmbrellaJellyfish JellyfishLampSurprise JellyfishDoorCurtain JellyfishBathToy JellyfishCeilingParty GlowingJellyfishJar',
    educational:
      'ImmortalJellyfish HowJellyfishGlow JellyfishHaveNoBrain JellyfishLifeCycle JellyfishStingFirstAid JellyfishVsDinosaurs',
    cooking:
      'JellyfishCupcakes JellyfishJelloCups JellyfishPannaCotta GummyJellyfish JellyfishMeringues OceanJellyfishParfait',
    travel:
      'JellyfishAquariumVisit JellyfishLakePalau SpotJellyfishFromPier GlowingJellyfishKayak JellyfishBeachWalk MontereyJellyfishTour',
    fashion:
      'JellyfishTulleSkirt JellyfishEarrings JellyfishCostumeDIY JellyfishSheerLayers HoloJellyfishLook GlowyJellyfishMakeup',
    wellness:
      'JellyfishMeditation JellyfishTankCalm JellyfishBreathing JellyfishNightLight FloatLikeAJellyfish WatchJellyfishUnwind',
    speed:
      'JellyfishCraftRace JellyfishSketchSprint UntangleTheJellyfish CountTheJellyfishIn10 JellyfishLanternDash StreamerJellyfishBlitz',
    music:
      'JellyfishAmbient JellyfishSynthPulse DeepSeaJellyfishLofi JellyfishHarpPiece JellyfishWindChimes ScoreAJellyfishVideo',
    art: 'JellyfishLantern JellyfishWatercolor JellyfishAlcoholInk JellyfishRibbonMobile BubbleWrapJellyfish PaperBowlJellyfish',
    tech: 'JellyfishLEDLamp JellyfishLiveCam RoboticJellyfishBuild JellyfishARFilter SlowMoJellyfishPulse AIIdentifiesJellyfish',
    gaming:
      'JellyfishDodgeLevel SubnauticaJellyfish JellyfishingMinigame AbzuJellyfishSwim JellyfishBossFight DeepSeaJellyfishRun',
  },
  wallet: {
    dance:
      'PhoneWalletKeysShuffle WalletFoundShimmy PayDayWalletDance WalletZipperStrut EmptyWalletTwoStep WalletPocketPatGroove',
    fitness:
      'WalletFriendlyWorkout EmptyWalletHomeGym WalletFreeParkRun NoWalletNeededCircuit ZeroCostStairLaps SaveYourWalletPushups',
    prank:
      'WalletSurpriseNote WalletPhotoSwap WalletMonopolyMoney ChocolateCoinsInWallet WalletFortuneSlip LoveCouponsInWallet',
    educational:
      'WalletBudgetBasics WhatsInAnOldWallet HowWalletCardChipsWork WalletCurrencyFacts WalletInterestMath CoinsInMyWalletQuiz',
    cooking:
      'WalletFriendlyMeals FiveDollarDinner EmptyWalletRecipes WalletPantryRescue CookWhatYourWalletBuys PayDayWalletFeast',
    travel:
      'WalletFriendlyTrip FiftyDollarWalletDay ForeignCoinsInWallet WalletHostelHop WalletFreeWalkingTour TravelWalletPackCheck',
    fashion:
      'WalletChainLook MatchWalletToShoes MinimalistWalletFit WalletCrossbodyStyle ThriftedVintageWallet WhatsInMyWallet',
    wellness:
      'WalletDeclutter WalletNoSpendDay WalletEnvelopeSystem MindfulWalletPause WalletGratitudeNote CalmWalletCheckIn',
    speed:
      'WalletCoinCountRace WalletCleanoutSprint ExactChangeFromWallet FindYourWalletDash WalletCardSortTimer ReceiptTotalGuess',
    music:
      'WalletCoinShaker WalletZipperBeat VelcroWalletRip EmptyWalletBlues WalletCashRegisterRap PayDayWalletAnthem',
    art: 'DuctTapeWalletCraft LeatherWalletStitch OrigamiWallet DenimUpcycleWallet PaintedWalletDIY JuiceBoxWallet',
    tech: 'WalletTrackerTag WalletRFIDBlocking DigitalWalletSetup PhoneVsWalletWeek SmartWalletReview LostWalletAlertTest',
    pet: 'PetPhotoInMyWallet DogFetchesMyWallet WalletTreatBudget KittenGuardsMyWallet OldWalletSnuffleToy PuppyStealsTheWallet',
    gaming:
      'WalletFriendlyGames WalletMonopolyBanker FullWalletCoinRun GamerWalletCheck WalletPokerNight GarageSaleHaggleDuel',
  },
  blender: {
    dance:
      'BlenderPulseDance BlenderVortexSpin SmoothieBlenderShimmy GrooveTillBlenderStops BlenderHighSpeedMoves BlenderBuzzStep',
    fitness:
      'BurpeesWhileItBlends BlenderPulseSquats BlenderTimerPlank BlenderNoiseJumpJacks ProteinBlenderShake LungeTillBlenderStops',
    funny:
      'WillItBlendParody BlenderWakeUpCall BlenderLidOffDisaster TalkingOverTheBlender BlenderAt6amPOV BlenderTasteTestFaces',
    prank:
      'BlenderSoundDub SneakySpinachBlender BlenderNoteSurprise GreenJuiceLookalike BlenderGooglyEyes BlenderBreakfastInBed',
    educational:
      'BlenderVortexScience HowBlenderBladesWork WhyBlendedDrinksSplit BlenderEmulsionTest BlenderDecibelCheck WhoInventedTheBlender',
    travel:
      'BlenderBikeSmoothie PortableBlenderCamping BlenderJuiceBarCrawl HotelRoomBlenderHack RoadTripBlender BeachBlenderMocktail',
    fashion:
      'BlenderSmoothieFit BlenderOmbreOutfit BlenderColorNails BerryBlenderMakeup BlenderPastelLayers RetroBlenderPrintTee',
    wellness:
      'BlenderMorningRitual MindfulBlenderMinute GreenBlenderReset BlenderFaceMaskDIY BerryBlenderBowl NoPhoneWhileBlending',
    speed:
      'BlenderSmoothieRace BlenderCleanupIn60 BlenderPestoDash IceCrushBlenderSprint MilkshakeBlenderTimer TagTeamBlenderRelay',
    music:
      'BlenderBeatDrop BlenderHumHarmony BlenderPitchMatch KitchenBandBlenderSolo RemixTheBlender SingOverTheBlender',
    art: 'BlenderPaperMaking BlenderSeedCards BlenderPulpSculpture PaintTheBlenderJar BerryInkFromBlender BlenderVortexPhoto',
    tech: 'BlenderSlowMoVortex PortableBlenderTest SmartBlenderReview BlenderWattageShowdown BlenderSoundproofHack CheapVsProBlender',
    pet: 'BlenderBoxCatFort DogVsBlenderNoise BlenderPlushFetch PetSafeBlenderTreats CalmPupBlenderTraining KittenHidesFromBlender',
    gaming:
      'OvercookedBlenderRush BlenderMinigameScore BlenderBossBattle SmoothieShopBlenderSim BlenderComboStreak FruitNinjaBlender',
  },
  bakery: {
    dance:
      'BakeryBaguetteBop CroissantBakerySway BakeryApronTwirl BakeryLineShuffle PatisserieBallet FreshBakeryBreadDance',
    fitness:
      'BakeryRunClub FlourSackBakeryCarry BaguetteBakeryRelay WalkToTheBakery BakeryTrayBalance EarnYourBakeryTreat',
    funny:
      'BakeryCounterPanic BakeryFreshSmellTrance BakeryBakersDozen BakeryBoxHalfGone ParkingLotPastry TheLastBakeryCroissant',
    prank:
      'BakeryBoxSurprise BakeryTreatDoorstep BakersDozenGift BakeryNoteInTheBag ThankTheBakeryStaff FakeoutBakeryOrder',
    educational:
      'HowCroissantsGetLayers BakeryYeastExperiment FlourTypesBakeryTest WhyBakeriesOpenEarly BakeryBreadsOfTheWorld BakeryOvenSteamTrick',
    travel:
      'BakeryCrawl HiddenBakeryHunt ParisPatisserieWalk LisbonNataBakery CopenhagenBakeryBuns OldestBakeryInTown',
    fashion:
      'BakeryDateFit CottagecoreBakeryLook BakeryApronStyling DressLikeABaker PatisseriePastels CroissantBakeryCharm',
    wellness:
      'BakerySlowMorning BakeryWindowSeatTea BakeryKindnessBox SunriseBakeryWalk FreshBakeryGratitude JournalAtTheBakery',
    speed:
      'BakeryBoxPackRace BakeryOrderSpeedrun BakeryDonutGlazeDash PretzelBakeryBlitz BeatTheBakeryRush CroissantRollSprint',
    music:
      'BakeryJingle BakeryOvenTimerBeat BakeryWhiskSymphony RollingPinBakeryDrums BakeryRadioSingAlong SerenadeTheBaker',
    art: 'BakeryWindowSketch BakeryPastryStillLife BakeryChalkboardSign BreadScoringBakeryArt BakeryDisplayPhoto PaintABakeryFront',
    tech: 'BakeryProofTimelapse BakeryOvenCam BakeryMixerShowdown BakeryRecipeScaler SourdoughBakeryTracker AIBakeryOrderBot',
    pet: 'DogBakeryVisit BakeryPupcakeParty BakeryCatGreeter BakeryPatioHound PetBakeryTasteTest PawPrintFlourMess',
    gaming:
      'BakeryTycoonRun CookieClickerBakery BakeryOrderRushLevel PapasBakeriaShift BakeryGameNightTreats SimsBakeryBuild',
  },
  waffle: {
    dance:
      'WaffleShuffle BelgianWaffleWaltz WaffleIronFlipStep SyrupPourWaffleSway WaffleStackBounce DanceTillWaffleBeeps',
    fitness:
      'EarnYourWaffles WaffleBrunchRunClub WaffleWaitWallSit PlankTillWaffleBeeps JumpingJacksPerWaffle WaffleGridLadderDrill',
    funny:
      'WaffleVsPancakeDebate WaffleOverflowFail FirstWaffleIsUgly SyrupEveryWaffleSquare WaffleToppingOverload WaffleCriticReview',
    prank:
      'WaffleBreakfastInBed FrozenWaffleSwitch SyrupSmileyWaffle GiantWaffleReveal WaffleCookieFakeout WaffleLoveLetters',
    educational:
      'WhyWafflesHaveSquares BelgianVsUSWaffle WaffleGridMath WaffleIronScience WhoInventedTheWaffle WaffleWordOrigin',
    travel:
      'BelgianWaffleTour WaffleTruckHunt WaffleCafeRanking HongKongEggWaffle BrusselsWaffleWalk AmsterdamStroopwafel',
    fashion:
      'WaffleKnitFit WaffleHenleyStyle WaffleWeaveBeanie WafflePrintSocks CozyWaffleLayers DressLikeAWaffle',
    wellness:
      'SlowWaffleMorning WaffleGratitudeSquares WaffleRobeSpaNight SundayWaffleCalm WaffleAndJournal WaffleBreakfastInBed',
    speed:
      'WaffleStackRace FillEveryWaffleSquare WaffleBatterPourTimer WaffleToppingRelay DozenWafflesDash SixtySecondWaffleBar',
    music:
      'WaffleBeepRemix WaffleSizzleASMR WaffleIronBeat WaffleBrunchSong SyrupSlowJamWaffle IllMakeYouWaffles',
    art: 'WafflePixelArt WaffleFruitMosaic WaffleFacePortrait WaffleGridPainting SyrupDrawingOnWaffle StampWithAWaffle',
    tech: 'WillItWaffle WaffleMakerHacks SmartWaffleIronTest 3DPrintAWaffleMold SlowMoWaffleRise AIWaffleRecipe',
    pet: 'PetsNamedWaffles PupSafeWaffleTreat WaffleKnitDogSweater WaffleSniffReaction KittenWatchesWaffles WafflePlushToy',
    gaming:
      'WaffleTicTacToe WaffleBattleship WaffleCheckers WaffleGameNight DailyWafflePuzzle DinerWaffleSimRun',
  },
  remote: {
    dance:
      'RemoteControlDance RemotePauseAndPlay RemoteRewindMoves RemoteFastForward SlowMoOnTheRemote ChannelSurfChoreo',
    fitness:
      'RemotePauseWorkout CommercialBreakBurpees RemoteAcrossTheRoom RemoteChannelSquats PlankToReachTheRemote RemoteControlledReps',
    funny:
      'WhereIsTheRemote RemotePressHarder RemoteHoggingDad WrongRemoteConfusion RemoteInTheFridge SixRemotesOneTV',
    educational:
      'HowRemotesWork SeeRemoteLightOnCamera RemoteCircuitTeardown RemoteBatteryScience FirstTVRemoteHistory RemoteBounceOffMirror',
    cooking:
      'RemoteControlCookies TVRemoteCake RemoteBrownieBars RemoteButtonCandy BingeWatchRemoteSnacks PauseTheRemotePopcorn',
    travel:
      'RemoteControlCityTour RemotePicksMyTrip HotelRemoteRanking RemoteCarExplorer SitcomSetRemoteVisit TVStudioBackstage',
    fashion:
      'RemoteControlOutfit ClickTheRemoteChange ChannelSurfRemoteFits RemoteRewindDecades PauseRemoteOnALook LoungeSetAndRemote',
    wellness:
      'RemoteFreeEvening RemoteInTheDrawer HideTheRemoteReset RemoteDownBookUp MuteTheRemoteHour OneShowThenRemoteOff',
    speed:
      'FindTheRemoteRace RemoteBatterySwap RemoteTypeTheTitle ChannelSurfRemoteQuiz TVRemoteInputDash PairTheRemoteIn60',
    music:
      'RemoteClickBeat RemoteChannelMedley SitcomThemeRemoteCover RemoteVolumeCrescendo RemoteButtonBeatbox PressPlayOnTheRemote',
    art: 'RedesignTheRemote RemoteClayReplica RemoteStillLife RemoteButtonMosaic CouchPotatoRemoteComic RemoteDoodleCover',
    tech: 'UniversalRemoteSetup PhoneAsARemote SmartRemoteHacks RemoteVoiceCommands CloneYourRemoteArduino RemoteIRBlasterBuild',
    pet: 'PetFindsTheRemote RemoteFetchTrick CatSitsOnTheRemote PuppyGuardsTheRemote ParrotCopiesRemote RemoteControlMouseToy',
    gaming:
      'WiiRemoteBowling RemoteBuzzerTrivia RemoteControlRacing RemoteMotionGameNight CouchCoOpRemoteSwap TVRemoteQuizShow',
  },
  yoga: {
    dance:
      'YogaToTheBeat YogaDanceFlow YogaWarriorGroove YogaSunSaluteShuffle TreePoseYogaTwirl FreezeFrameYoga',
    funny:
      'YogaPoseFails YogaWithToddlers DadTriesYoga YogaInstructorVoice YogaClassCommentary BreathingLoudInYoga',
    prank:
      'YogaPlaylistSwap YogaMatGooglyEyes StuffedAnimalYogaClass SurpriseYogaTeacher YogaGongWakeUp FakeYogaPoseName',
    educational:
      'YogaSanskritQuiz YogaBreathingScience YogaPoseAnatomy WhereYogaComesFrom YogaMythOrFact GuessThatYogaAsana',
    cooking:
      'PostYogaSmoothie YogaTeaBlend YogaEnergyBites YogaGoldenMilk YogaBuddhaBowl ChiaPuddingAfterYoga',
    travel:
      'YogaWithAView YogaOnTheBeach YogaRooftopSunrise YogaPaddleboardFloat BaliYogaRetreat HotelRoomYogaFlow',
    fashion:
      'YogaStudioToStreet YogaFitCheck YogaLeggingLineup CozyYogaLook MatchingYogaSet YogaMatBagDIY',
    wellness:
      'YogaBeforeBed MorningYogaRitual YogaBreathBreak YogaNidraRest YogaGratitudeFlow SunsetYogaStretch',
    speed:
      'YogaPoseSpeedRound FastestYogaSunSalute YogaBalanceTimer YogaMatRollRace TagTeamYogaFlow NameTenYogaAsanas',
    music:
      'YogaFlowToOneSong YogaSoundBath SingingBowlYoga YogaChantHarmony OmInUnison YogaRainstickBeat',
    art: 'YogaPoseSketch YogaMatPainting YogaSilhouettePhoto YogaWireSculpture StickPeopleYoga ClayYogaFigures',
    tech: 'YogaFormCheckAI YogaPoseTrackerApp SmartYogaMat YogaHeartRateTest MirrorScreenYoga YogaTimelapseSetup',
    pet: 'YogaWithMyDog CatYogaInterruptions YogaMatNapThief YogaKittenClimbs PuppyYogaStretch BunnyYogaBuddy',
    gaming:
      'YogaPoseTwister YogaSimonSays YogaCharades YogaDiceRoll RingFitYogaMode WiiYogaBalanceBattle',
  },
  'ceiling fan': {
    dance:
      'CeilingFanHairWhip SpinLikeACeilingFan CeilingFanArmWhirl BreezyCeilingFanGroove CeilingFanSpeedChange CeilingFanTwirl',
    fitness:
      'CeilingFanCoolDown CeilingFanJumpingJacks CeilingFanYogaFlow BreezyCeilingFanCardio PlankUnderCeilingFan ArmCircleCeilingFan',
    prank:
      'CeilingFanGooglyEyes CeilingFanStreamers ConfettiCeilingFan SnowflakeCeilingFan NoteOnCeilingFanBlade CeilingFanSmileyFace',
    educational:
      'HowCeilingFansCool CeilingFanWinterMode CeilingFanEnergyMath CeilingFanWindChill CeilingFanBladePitch WhoInventedCeilingFans',
    cooking:
      'CeilingFanCoolingRack NoBakeUnderCeilingFan CeilingFanIcedTea CeilingFanLemonade HotDayCeilingFanSalad PinwheelCeilingFanPie',
    travel:
      'CeilingFanHotelReview BeachHutCeilingFan CeilingFanCafeHunt TropicalCeilingFanStay PorchCeilingFanTour FanciestCeilingFan',
    fashion:
      'CeilingFanHairShoot CeilingFanFlowyDress CeilingFanScarfFlutter BreezyLinenCeilingFan WindMachineCeilingFan SilkBlouseCeilingFan',
    wellness:
      'CeilingFanNap CeilingFanWhiteNoise CeilingFanBodyScan BedtimeCeilingFanCalm WatchTheCeilingFanSpin CeilingFanLazySunday',
    speed:
      'CeilingFanDustRace CeilingFanPillowcase BeforeCeilingFanStops CeilingFanSpinCount CleanTheCeilingFanIn60 ChainPullGuess',
    music:
      'CeilingFanLullaby CeilingFanHumHarmony CeilingFanVoiceWobble CeilingFanWhirBeat ChainPullPercussion LofiCeilingFanLoop',
    art: 'PaintCeilingFanBlades CeilingFanShadowPhoto CeilingFanMobileCraft CeilingFanLongExposure SketchACeilingFan PropellerSculpture',
    tech: 'SmartCeilingFanSetup CeilingFanSlowMo CeilingFanWobbleFix CeilingFanAppControl CeilingFanStrobeRPM WifiCeilingFanHack',
    pet: 'CeilingFanCatStare DogVsCeilingFan CeilingFanHypnosis BreezyCeilingFanNap PuppyUnderCeilingFan CeilingFanShadowChase',
    gaming:
      'CeilingFanCardChaos CeilingFanPaperDrop CeilingFanBoardGame CeilingFanPuzzleRoom MinecraftCeilingFan HotNightCeilingFanLAN',
  },
  boot: {
    dance:
      'BootScootinBoogie BootStompDance CowboyBootShuffle BootHeelClick RainBootPuddleHop BootTapStep',
    fitness:
      'HikingBootMiles SnowBootSquats BootRuckMarch WorkBootStairClimb RainBootStepCount LaceUpBootLunges',
    funny:
      'BootPullOffStruggle BootSockSlipDown BootStuckInMud PuddleJumpInRainBoots BootsOnWrongFeet DadTriesCowboyBoots',
    prank:
      'SantaBootprintTrail StNicholasBootFill BootGooglyEyes FlowersInTheBoot BootTreatSurprise BootSizeSwap',
    educational:
      'HowBootsAreMade WhyBootsHaveHeels BootSoleGripTest BootLeatherCare101 BootHistoryQuiz GoodyearWeltBoots',
    cooking:
      'BootShapedCookies CowboyBootCake BootMugHotCocoa RainBootCupcakes BootCampfireChili GingerbreadBoots',
    travel:
      'BootsOnTheTrail WhereMyBootsHaveBeen BootMakerVisit MuddyBootsSummit CowboyBootsInTexas BootPhotoEveryCity',
    wellness:
      'BootsOffUnwind CozyBootAutumnWalk BootShineMeditation PuddleStompInBoots BootsOffFootSoak WarmBootsWoolSocks',
    speed:
      'BootLacingRace SnowBootsOnIn30 RainBootRelay BootPolishSprint BootPairMatchDash ZipUpYourBootsClock',
    music:
      'BootStompBeat BootHeelRhythm CountryBootSong BootSpurJingle HonkyTonkBootCover RainBootsDrumline',
    art: 'PaintedRainBoots OldBootPlanter VanGoghBootsRecreate BootLeatherTooling CustomizeYourBoots BootSketchStudy',
    tech: 'LightUpBootBuild BootStepTracker SlowMoBootStomp HeatedBootInsoles BootDryerReview BootGripLabTest',
    pet: 'DogBootsFirstSteps CatInMyBoot SnowBootPetWalk PuppyBootieStrut KittenBootHideout WhoChewedMyBoot',
    gaming:
      'SpeedBootsPowerUp HermesBootsSpeedrun ZeldaPegasusBoots AvatarBootDesign BootGearUpgrade IronBootsWaterLevel',
  },
  doctor: {
    dance:
      'DoctorsOrdersDance KneeReflexKick DoctorScrubsShuffle DoctorCheckupGroove DoctorHeartbeatStep ToyDoctorKitBop',
    fitness:
      'DoctorsOrdersWalk DailyStepPrescription DoctorStairsNotLift DoctorHeartRateZone DoctorApprovedStretch CheckPulseLikeADoctor',
    prank:
      'DoctorsNoteSurprise DoctorHugsRx DoctorOrdersIceCream DoctorLollipopStash ToyDoctorCheckup XrayShirtDoctorReveal',
    educational:
      'DoctorBoneCountQuiz DoctorGermGlowTest TakeYourPulseLikeADoc DoctorMythBusting WhatDoctorsHear HowDoctorsReadXrays',
    cooking:
      'DoctorsOrdersSoup KeepsTheDoctorAway DoctorNightShiftBento DoctorApprovedSnacks ThankYourDoctorCookies FeelBetterSmoothie',
    travel:
      'DoctorFirstAidKitPack DoctorWhoFilmingSpots DoctorHistoryMuseum ApothecaryDoctorVisit DoctorsOnVacation AnatomyTheaterTour',
    fashion:
      'DoctorScrubsStyle DoctorWhiteCoatLook DoctorClogsLineup OffDutyDoctorOutfit DoctorCostumeDIY CuteDoctorBadgeReels',
    wellness:
      'DoctorsOrdersRest DoctorVisitNervesCalm BookYourDoctorCheckup DoctorHydrationCheck DoctorSleepTips ThankADoctorNote',
    speed:
      'DoctorBandageRace DoctorKitSpeedSort SayAhhDoctorCountdown DoctorGloveOnClock TenSecondDoctorScrubUp SplintWrapSprint',
    music:
      'DoctorHeartbeatRemix SayAhhDoctorHarmony DoctorWaitingRoomMuzak DoctorsOrdersSong DoctorStethoscopeBeat WhatsUpDocJingle',
    art: 'DoctorThankYouCard DoctorPortraitSketch CastDoodleArt DoctorAnatomyDrawing DoctorXrayCollage BandageDoctorMosaic',
    tech: 'DoctorTelehealthSetup DoctorGadgetTour SmartwatchVsDoctor DoctorStethoscopeApp DoctorAIChartReview PulseOximeterDoctor',
    pet: 'PetPlaysDoctor DoctorKittenHeartbeat DogCheckupDoctorGame PuppyInDoctorScrubs DoctorStethoscopeCat TeddyDoctorForPups',
    gaming:
      'OperationDoctorGame DoctorMarioMarathon TwoPointDoctorRun DoctorTriviaNight MedicRoleSquad DoctorPixelClinic',
  },
  cruise: {
    dance:
      'CruiseDeckDance CruiseConga SailAwayCruiseParty CruiseCaptainWaltz CruiseCabinGroove CupidShuffleOnACruise',
    fitness:
      'CruiseDeckLaps CruiseStairsOnly CruiseRockWallClimb SeaDayCruiseYoga CruisePortHike BurnOffCruiseBuffet',
    funny:
      'CruiseBuffetStrategy FirstCruiseReactions CruiseLostCabinHunt CruiseShipTypes CruiseSeaLegsFail AllYouCanEatCruise',
    prank:
      'CruiseCabinTowelAnimal SurpriseCruiseReveal CruiseDoorDecor CruiseRoomBalloons HideACruiseDuck CaptainHatCruiseSwap',
    educational:
      'HowCruiseShipsFloat CruiseNauticalQuiz CruiseSpeedInKnots CruiseStabilizers101 CruiseFuelMath PortVsStarboardCruise',
    cooking:
      'CruiseBuffetAtHome CruiseMidnightPizza CruiseMeltingCake LidoDeckCruiseBrunch CaptainsDinnerCruise CruiseMocktailBar',
    fashion:
      'CruiseFormalNight CruiseDeckToDinner CruiseCapsulePacking NauticalStripesCruise CaptainHatCruiseLook CruiseWhitePartyFit',
    wellness:
      'CruiseSunriseDeck CruiseBalconyJournal CruiseSeaDayCalm CruiseStargazingWalk WatchTheCruiseWake OceanMeditationCruise',
    speed:
      'CruiseCabinUnpackRace BeatTheCruiseAllAboard CruiseShipSpeedTour CruisePortDayBlitz CruiseDeckLapTimer MusterDrillCruiseDash',
    music:
      'CruiseKaraoke CruisePianoBarRequest CruiseHornRemix SailAwayCruiseSong CalypsoCruiseJam CruiseShipTalentShow',
    art: 'CruiseTowelAnimals CruisePortholePhoto CruiseSketchbook SeaDayCruiseWatercolor CruiseScrapbookSpread ShipInABottleCruise',
    tech: 'CruiseCabinTechHacks CruiseWifiSpeedTest CruiseShipTracker CruiseMedallionDemo GPSOnTheCruiseDeck AirTagYourCruiseBags',
    pet: 'CruiseDogSitterReunion PetSailorCruiseLook AfterCruiseKittenHug CatInTheCruiseSuitcase PuppyCruiseCaptain CruiseBandanaPup',
    gaming:
      'CruiseShipTrivia CruiseBingo CruiseMiniGolfCup CruiseShuffleboard ArcadeOnACruise BuildACruiseTycoon',
  },
  'morning routine': {
    dance:
      'MorningRoutineTwoStep MorningRoutineShimmy MyMorningRoutineDance MorningRoutineMoonwalk CoffeePourShuffle MorningRoutineGroove',
    fitness:
      'MorningRoutinePushUps MakeYourBedPlank MorningRoutineJumpRope TenMinMorningRoutine StretchyMorningRoutine MorningRoutineStepGoal',
    funny:
      'MorningRoutineByDad MorningRoutineNarrated MorningRoutineOverdone HonestMorningRoutine SnoozeButtonMorning ToddlerMorningRoutine',
    prank:
      'MorningRoutineRoleSwap MadeYourBedSurprise MorningRoutineNote PancakeMorningRoutine MorningRoutineSerenade ReverseMorningRoutine',
    educational:
      'MorningRoutineScience SunlightMorningRoutine WhyMakeYourBedMorning MorningRoutineHabits FamousMorningRoutines MorningRoutinesAbroad',
    cooking:
      'MorningRoutineOats MorningRoutineMatcha MorningRoutineEggBites MorningRoutineParfait SmoothieMorningRoutine MuffinsForTheMorning',
    travel:
      'MorningRoutineAbroad MorningRoutineCampsite MorningRoutineVanLife HotelMorningRoutine ParisMorningRoutine SunriseMorningCityWalk',
    fashion:
      'MorningRoutineOutfit MorningRoutineGRWM GlamMorningRoutine MorningRoutineLayering MorningRoutineHairdo NightBeforeMorningFit',
    speed:
      'MorningRoutineSpeedrun MorningRoutineVsKettle MorningRoutineOneSong ReadyIn5MorningRoutine BeatTheMorningBus MorningRoutineShoeDash',
    music:
      'MorningRoutineSong MorningRoutineRap MorningRoutineMusical RemixMyMorningRoutine MorningShowerAria SingYourMorningRoutine',
    art: 'MorningRoutineComic DoodleMyMorningRoutine SketchMorningRoutine ClayMorningRoutine MorningRoutineFlatLay PaintYourMorningView',
    tech: 'MorningRoutineWidgets SmartMorningRoutine AlarmAppMorningRoutine AutomateMorningRoutine WakeLightMorningTest AIMorningRoutine',
    pet: 'PetMorningRoutine MorningRoutineDogWalk CatsMorningRoutine PuppyMorningRoutine MorningRoutineFeeding BunnyMorningZoomies',
    gaming:
      'MorningRoutineWordle MorningRoutineQuestLog ChessInMorningRoutine DuolingoMorningRoutine DailyLoginMorning MorningRoutineXPGrind',
  },
  shoe: {
    dance:
      'TapShoeRoutine ShoeShuffle ShoeKickOffGroove ShoeSwitchTransition SqueakyShoeFootwork ShoeHeelClick',
    fitness:
      'BarefootVsShoeJump ShoeBoxStepUps ShoeTestRun ShoeMileStreak LaceUpShoesStairs ShoeTieSquats',
    funny:
      'ShoeGameCouples WhoseShoeIsThis DadWearsMyShoes ShoeSqueakMeltdown ShoeHoarderConfession WrongShoesAllDay',
    prank:
      'ShoeCandySurprise MismatchedShoesPrank ShoeBoxMysteryGift TinyShoesOnThePlant ShoelaceColorSwap GiantShoesAtTheDoor',
    educational:
      'HowShoesAreMade ShoeSizeSystems WhyMenWoreHeels ShoeSoleGripScience OldestShoeEverFound ShoeAnatomyQuiz',
    cooking:
      'SneakerShoeCake ShoeShapedCookies HighHeelShoeCupcakes ShoeBoxBentoLunch ChocolateStilettoShoe FondantShoeTopper',
    travel:
      'OnePairOfShoesAbroad WornOutTravelShoes ShoeStepsPerCity ShoeMarketHaggle DutchClogShoeMaker ShoeMuseumVisit',
    wellness:
      'ShoeRackReset ShoeDonationDrive ShoeFreeSunday ComfyShoeWalk ShoesOffAtTheDoor KickOffYourShoes',
    speed:
      'ShoesOnIn10Seconds FastestShoeShine ShoeMatchScramble PileOfShoesRelay ShoeTyingBlindfold ShoelaceRace',
    music:
      'TapShoeSolo ShoeBoxGuitar SqueakyShoeSong ShoeHeelRhythm ClogShoePercussion ShoeStompBeat',
    art: 'CustomShoeArt PaintYourShoes DoodleOnWhiteShoes ShoeSketchStudy ShoelaceWeaving HighHeelShoeSculpture',
    tech: 'SmartShoeReview ShoeCleanerGadget FootScanShoeFitApp 3DPrintedShoeSole ShoeStepCounter SelfLacingShoeTest',
    pet: 'PetFetchesMyShoe ShoeThiefPuppy ShoeBoxCatBed ShoeSniffInspection DogShoesFirstWalk KittenInMyShoe',
    gaming:
      'PixelShoeDesign GuessTheShoeBrand ShoeCollectorQuest RunnerShoeSkinUnlock GameCharacterShoes ShoeTierList',
  },
  'rainy day': {
    dance:
      'RainyDayPuddleStomp RainyDayUmbrellaTwirl RainyDayKitchenDisco RainyDayLivingRoomRave WellyBootRainyDayHop DanceInTheRain',
    fitness:
      'RainyDayStairClimb RainyDayHallwaySprints RainyDayPuddleHops RainyDayYogaFlow CushionCircuitRainyDay WorkoutOnARainyDay',
    prank:
      'RainyDayFakeForecast RainyDayWarmTowel RainyDayPaperBoatNote IndoorPicnicRainyDay ConfettiForARainyDay SurpriseRainyDayCocoa',
    educational:
      'WhyRainyDaysSmell RainyDayRaindropShapes RainyDayWaterCycle MeasureRainyDayRain WhyWormsLoveRainyDays RainyDayCloudTypes',
    cooking:
      'RainyDaySoup RainyDayCinnamonRolls GrilledCheeseRainyDay RainyDayRamenBowl RainyDayHotCocoaBar PotPieForARainyDay',
    travel:
      'RainyDayCityWalk RainyDayMuseumTrip RainyDayCafeHop RainyDayAquariumVisit CoveredMarketRainyDay FindARainyDayGem',
    fashion:
      'RainyDayFitCheck RainyDayBootStyle RainyDayTrenchStyling MatchYourRainyUmbrella FrizzFreeRainyDayHair RainyDayRaincoatRunway',
    wellness:
      'RainyDayReset RainyDayJournal RainyDayTeaRitual ReadingNookRainyDay ListenToARainyDay RainyWindowWatching',
    speed:
      'RainyDayGearUpRace RainyDayPuzzleSprint RainyDayRaindropDerby TenMinuteRainyDayFort RainyDayLaundryRescue BootsAndCoatDash',
    music:
      'RainyDayPianoImprov RainyDayBucketDrums RainyDaySongCover LofiForARainyDay TinRoofRainyRhythm SingThroughARainyDay',
    art: 'RainyDayWatercolor RainyDayCardboardCity RainyDayWindowDoodle RainyPuddleReflection PaintARainyDayUmbrella SketchARainyDayStreet',
    tech: 'RainyDayTimelapse RainyDayProjectorFort RainyDaySensorBuild RainyDayAppPicks SlowMoRainyDayPuddle ForecastVsRainyReality',
    pet: 'RainyDayZoomies RainyDayHallwayFetch RainyDayTowelDryOff RainyDayPetRaincoat KittenWatchesRainyDay DogRefusesRainyWalk',
    gaming:
      'RainyDayGameNight RainyDayCardTourney CozyRainyDayGaming MonopolyOnARainyDay RainyDayPuzzleCoop ChessOnARainyDay',
  },
  office: {
    dance:
      'OfficeChairDance CubicleOfficeShuffle OfficeElevatorGroove OfficePrinterBop OfficeCongaLine FridayOfficeFreestyle',
    fitness:
      'OfficeStairClimb OfficeStepCountDuel PaperReamOfficeCurls OfficeWallSitHold DeskPushupsAtTheOffice LunchBreakOfficeWalk',
    prank:
      'OfficeDeskGiftWrap OfficeStickyNoteWall CubicleOfficeBalloons GooglyEyeOfficeStapler OfficePlantNameTags OfficeComplimentBoard',
    educational:
      'OfficeJargonDecoded WhoInventedTheStapler OfficeSupplyOrigins HowOfficePrintersWork OfficeExcelTricks OfficeEmailEtiquette',
    cooking:
      'OfficePotluck OfficeMugCake OfficeMicrowaveMeal OfficeBirthdayCupcakes DeskDrawerOfficeSnacks PrepLunchForTheOffice',
    travel:
      'OfficeWithAView OfficeInANewCity CoffeeShopOfficeHop FerryCommuteToOffice OfficeLunchWalkTour WorldsCoolestOffices',
    fashion:
      'OfficeFitCheck RateMyOfficeOutfit OfficeBlazerThreeWays BusinessCasualOffice JeansFridayOfficeLook OfficeLanyardStyling',
    wellness:
      'OfficeDeskStretch OfficeBoxBreathing OfficePlantCorner OfficeMindfulBreak LeaveTheOfficeOnTime ThankAnOfficeBuddy',
    speed:
      'InboxZeroOfficeRace OfficeDeskTidyBlitz OfficeCoffeeRunDash PaperclipOfficeChain StaplerOfficeSprint OfficeSupplySortClock',
    music:
      'OfficeSoundsRemix OfficeKeyboardBeat OfficeStaplerDrumSolo OfficeChairSqueakSong ElevatorMusicOffice PaperShredderBass',
    art: 'OfficeStickyNoteMural OfficeDeskDoodle PaperclipOfficeArt OfficeSupplyStillLife HighlighterOfficeCity WhiteboardOfficeSketch',
    tech: 'OfficeDeskSetup OfficeGadgetTour OfficeWebcamLightFix OfficeCableGlowUp ShortcutsForOfficeApps UnjamTheOfficePrinter',
    pet: 'OfficeDogDay OfficeCatCoworker HomeOfficePetBoss OfficePuppyMeeting KittenOnOfficeKeyboard OfficeFishTankCheckIn',
    gaming:
      'OfficeTriviaBattle CubicleOfficeMiniGolf OfficeChessLadder OfficeKartTournament PaperBallOfficeHoops OfficeEscapeRoom',
  },
  'grocery store': {
    dance:
      'GroceryStoreAisleDance SupermarketCartShimmy GroceryStoreUnpackBop GroceryStoreRadioSway StrutToTheGroceryStore ProduceSectionGroove',
    fitness:
      'GroceryStoreBagCurls SupermarketFarmerCarry GroceryStoreHaulSquats GroceryStoreStepCount OneTripGroceryStore WaterJugDeadlift',
    prank:
      'SillyGroceryStoreList SupermarketReceiptPoem GroceryStoreCandyStash GroceryStoreCartNote GroceryStoreBagFlowers ProduceStickerFaces',
    educational:
      'GroceryStoreLayout SupermarketUnitPrices GroceryStoreFoodMiles GroceryStoreLabels101 HowGroceryStoresStock WhyMilkIsInTheBack',
    cooking:
      'GroceryStoreMysteryBox SupermarketFiveItems GroceryStoreBakeryHack GroceryStoreHaulPrep TenDollarGroceryStore ClearanceProduceSoup',
    travel:
      'GroceryStoreAbroad SupermarketSouvenirs ForeignGroceryStoreRun GroceryStoreSweetsHunt GroceryStoreSnackTour OverseasCerealAisle',
    fashion:
      'GroceryStoreRunFit GroceryStoreToteStyle GroceryStoreRunwayWalk SupermarketAthleisure MatchMyGroceryStoreBag ErrandDayOutfit',
    wellness:
      'MindfulGroceryStore SlowSundayGroceryStore SupermarketFlowerTreat GroceryStoreThankYou GroceryStoreVeggieHaul PantryRefreshRitual',
    speed:
      'GroceryStoreSpeedrun GroceryStoreUnpackRace SupermarketBaggingDash GroceryStoreListSprint SelfScanGroceryStore FridgeStockBlitz',
    music:
      'GroceryStoreListSong SupermarketScannerBeat GroceryStoreKaraoke GroceryStoreJingle BeatboxTheGroceryStore CerealBoxShakers',
    art: 'GroceryStoreStillLife GroceryStoreFlyerArt SupermarketBagPainting SketchTheGroceryStore GroceryStorePhotoWalk FruitStickerMosaic',
    tech: 'GroceryStoreListApp SupermarketBudgetTool GroceryStoreScanAndGo AIPlansGroceryStoreRun GroceryStorePriceBot BarcodeNutritionCheck',
    pet: 'GroceryStorePetHaul SupermarketBoxKitty GroceryStoreTreatAisle GroceryStoreZoomies CatVsGroceryStoreBag DogCarriesGroceries',
    gaming:
      'GroceryStorePriceGuess SupermarketBingo GroceryStoreSimRun GroceryStoreScavenger CartTetrisGroceryStore AlphabetGroceryGame',
  },
  hanger: {
    dance:
      'HangerPartnerWaltz HangerShoulderShimmy ClosetHangerGroove HangerTwirlDance LaundryHangerShuffle WardrobeHangerSwing',
    fitness:
      'LaundryHangerSquats HangerOverheadStretch HangerArmCircles HangerBundleCurls ClosetHangerCardio TwentyHangerLunges',
    funny:
      'TangledHangerWars HangerHooksEverything ClosetHangerAvalanche HangerLeftInTheShirt HangerOnHeadTrick HangerReflexTest',
    prank:
      'BackwardsHangerPrank HangerRainbowReorder SurpriseHangerNotes HangerGooglyFaces DollClothesOnHangers HangerOutfitPlanned',
    educational:
      'HangerBalanceScience WhoInventedTheHanger HangerWeightLimitTest WoodVsPlasticHangers HangerMobilePhysics WhyHangersLeaveBumps',
    cooking:
      'PastaDryingHanger HangerHerbBundles HangerCookieMobile KitchenHangerHack HangerTeaTowelRack DryChilesOnAHanger',
    travel:
      'HangerPackingMethod TravelHangerHack HotelHangerReview VintageHangerHunt HostelHangerDryingLine SuitcaseToHangerUnpack',
    wellness:
      'ReverseHangerDeclutter HangerClosetReset HangerColorOrderCalm FreeAHangerFriday HangerOutfitPrep EmptyHangerGratitude',
    speed:
      'TenShirtsOnHangers HangerLaundrySpeedrun HangerRelayRace HangerChainIn60 HangerColorSortDash BeatTheHangerClock',
    music:
      'HangerBellTrick HangerWindChime HangerTriangleSolo HangerRubberBandHarp RailSlideHangerRhythm ClosetHangerPercussion',
    art: 'WireHangerSculpture HangerMobileCraft PaintedHangerSet HangerWreathFrame HangerDreamcatcher MacrameHangerHolder',
    tech: 'HangerPhoneStand HangerAntennaHack HangerHeadsetHook CableOrganizerHanger HangerSteamerShowdown SmartClosetHangerScan',
    pet: 'HangerLeashStation PetSweaterHangerTour DogPicksTheHanger MiniHangerPupCloset CatVsHangerPile KittenInTheHangerBin',
    gaming:
      'HangerRingToss HangerBalanceGame HangerTowerStack HangerHookCatch CosplayHangerReveal SkinWardrobeHangers',
  },
  drawing: {
    dance:
      'DrawingWithYourBody DrawingFreezeFrames AirDrawingGroove DrawingPencilTwirl DrawingComeToLifeMoves CopyTheDrawingPose',
    fitness:
      'DrawingPlankHold DrawingWallSitPortrait DrawingBetweenSets StickFigureDrawingReps DrawingWorkoutCards EaselSquatDrawing',
    funny:
      'DrawingFromMemory DrawingBlindfolded DrawingWithOtherHand DrawingTelephoneRelay BadFamilyDrawing KidsDrawingRecreated',
    prank:
      'SecretDrawingGift DrawingBananaFaces LunchboxDrawingLetter EggDrawingSurprise DrawingMirrorMessage StickyNoteDrawingTrail',
    educational:
      'DrawingTheWaterCycle PerspectiveDrawingTips DrawingCellDiagrams DrawingMapFromMemory GoldenRatioDrawing GuessMyDrawingFact',
    cooking:
      'DrawingOnPancakes DrawingWithChocolate IcingDrawingsOnCookies DrawingYourDinnerFirst LatteFoamDrawing KetchupDrawingPlate',
    travel:
      'DrawingEveryCity DrawingOnTheTrain DrawingTheView LandmarkDrawingWalk TravelDrawingJournal CafeWindowDrawing',
    fashion:
      'DrawingOnSneakers DrawingYourOutfit FashionDrawingFitCheck DrawingOnDenim ToteBagDrawingDIY HandDrawingOnTees',
    wellness:
      'MindfulDrawing DrawingYourFeelings CalmLineDrawing DrawingGratitudeList DrawingZentangle SlowShadingDrawing',
    speed:
      'TenSecondDrawing DrawingInAMinute DrawingPerfectCircle QuickDrawingRace DrawingCatIn30 BlindContourDrawing',
    music:
      'DrawingToMusic DrawingTheSong DrawingToTheBeat DrawingAlbumArtRedo LyricComicDrawing ChorusDrawingChallenge',
    tech: 'DrawingTabletSetup DrawingWithAI StylusDrawingTest DrawingTimelapse DrawingToAnimation VectorizeYourDrawing',
    pet: 'DrawingMyPet CatOnMyDrawing DrawingPuppyFromLife DogReactsToDrawing HamsterDrawingModel DrawingPawPrints',
    gaming:
      'DrawingGameNight DrawingPictionaryRound DrawingLevelDesign MainCharacterDrawing DungeonMapDrawing SkribblDrawingDuel',
  },
  salmon: {
    dance:
      'SalmonUpstreamDance SalmonLeapMove SalmonTailFlip SalmonShimmy SwimLikeASalmon BearAndSalmonDuet',
    fitness:
      'SalmonLeapJumps UpstreamSalmonSprints SalmonBoundingDrills SalmonSwimWorkout SalmonCastingArmDay ClimbLikeASalmon',
    funny:
      'SalmonSkinFlipFail SalmonVsTunaDebate SalmonFishmongerVoice MondayLikeASalmon BearMissesTheSalmon DadsSalmonFishTale',
    prank:
      'CandySalmonSushi WatermelonSalmonFake SalmonDinnerSurprise SalmonCakeFakeout SalmonPlushInTheSink SalmonSockPuppet',
    educational:
      'WhySalmonSwimUpstream WhySalmonIsPink SalmonLifeCycleMap WildVsFarmedSalmon SalmonHatcheryLesson HowSalmonFindHome',
    travel:
      'SalmonRunViewing SalmonLadderVisit AlaskaSalmonBearWatch PikePlaceSalmonToss NorwaySalmonFjordTrip SalmonFishingLodge',
    fashion:
      'SalmonPinkFit SalmonShirtStyle SalmonChinosSummer SalmonBlazerPairing WearSalmonThreeWays PeachySalmonMakeup',
    wellness:
      'SalmonSheetPanSunday SalmonBowlSelfCare SalmonOmegaHabit SalmonBrainFoodWeek WatchTheSalmonRun RiverSalmonStillness',
    speed:
      'SalmonPokeBowlRace SalmonSushiRollTimer SalmonPinBoneSprint TwelveMinuteSalmon SalmonFilletClock AirFryerSalmonDash',
    music:
      'SalmonSizzleASMR SalmonFishermanShanty SalmonUpstreamBallad SalmonRunAnthem RiverRapidsSalmonBeat GrizzlyGetsSalmonSong',
    art: 'GyotakuSalmonPrint SalmonRunPainting SalmonScaleMosaic SalmonWoodCarving SalmonSushiPlating SketchASalmonLeap',
    tech: 'SalmonRunLiveCam SalmonAirFryerTest SalmonSousVide SalmonFreshnessApp UnderwaterSalmonDrone AICountsSalmon',
    pet: 'SalmonPlushKicker SalmonToyFetch CatSmellsSalmonDinner DIYSalmonCatnipPillow DogBeggingForSalmon SalmonCostumePup',
    gaming:
      'SalmonFishingMinigame SalmonUpstreamLevel SalmonRunSplatoon StardewSalmonBundle AnimalCrossingSalmon BearCatchSalmonScore',
  },
  treehouse: {
    dance:
      'TreehouseDanceParty TreehouseLadderStep TreehouseSwaySession ShuffleInTheTreehouse BranchBopTreehouse TreeFortBoogie',
    fitness:
      'TreehouseLadderClimb TreehousePlankCarry TreehouseRopeHang PullUpsAtTheTreehouse TreehouseBuildSweat LumberLapsForTreehouse',
    funny:
      'TreehouseClubRules TreehouseDadBuildSaga NoAdultsInTheTreehouse TreehouseRealtorTour SquirrelTreehouseDrama GrownUpsTryTreehouses',
    prank:
      'TreehousePassword TreehousePulleyGift TreehouseFairyLights TreehouseCookieBasket WalkieTalkieTreehouse SecretNoteInTreehouse',
    educational:
      'TreehouseEngineering HowTreehousesStayUp BestTreesForTreehouses TreehouseLoadMath TreehouseWorldRecords TreehouseCanopyLayers',
    cooking:
      'TreehousePicnic TreehousePulleyLunch TreehouseTrailMixBar LemonadeUpTheTreehouse GingerbreadTreehouse AcornTreehouseCookies',
    travel:
      'TreehouseHotelStay TreehouseGlampingTrip TreehouseVillageVisit SleepInATreehouse JungleTreehouseLodge TreetopCanopyWalk',
    fashion:
      'TreehouseOverallsStyle TreehouseFlannelLayer CozyTreehouseCampLook TreehouseExplorerFit DressForTheTreehouse TreehouseBootLineup',
    wellness:
      'TreehouseReadingNook TreehouseBirdwatching TreehouseNapHammock TreehouseQuietTime MeditateInATreehouse ListenFromTheTreehouse',
    speed:
      'TreehouseSpeedBuild TreehouseKnotTyingRace TreehousePulleyRelay TreehouseLadderDash MiniTreehouseIn10 RopeBridgeCrossing',
    music:
      'TreehouseConcert TreehouseAcoustic TreehouseWindChimes TreehouseBandPractice BirdsongTreehouseJam UkuleleInTheTreehouse',
    tech: 'TreehouseWalkieTalkie TreehouseSolarLights TreehouseDoorbellBuild TreehouseWifiExtender SmartTreehousePulley TinCanTreehousePhone',
    pet: 'TreehouseForCats TreehouseDogHouse TreehouseKittenLookout TreehouseBunnyHutch HamsterTreehouseBuild BirdFeederTreehouse',
    gaming:
      'MinecraftTreehouseBase TreehouseBoardGames TreehouseHideAndSeek TreehouseSurvivalBuild TreehouseSpyMission RobloxTreehouseTour',
  },
  drum: {
    dance:
      'DrumCircleGroove DrumFillFreeze DrumRollShuffle TaikoDrumStomp DanceToTheDrumline DrumBeatDropMove',
    fitness:
      'ExerciseBallDrumming DrumstickCardio DrumTempoJumpingJacks TaikoDrumWorkout DrumbeatBurpees DrumFillSquats',
    funny:
      'DrumRollForEverything DrumSoloFaces BaDumTss AirDrummingInTraffic DrumNeighborComplaint DadJokeRimshotDrum',
    prank:
      'SurpriseDrumRoll DrumFillDoorbell ToyDrumWakeUp FakeDrumSoloMime DrumFanfareForDinner MiniDrumkitGift',
    educational:
      'HowDrumsMakeSound DrumHeadSandPattern DrumRhythmMath OldestDrumEverFound PolyrhythmDrumLesson TalkingDrumExplained',
    cooking:
      'DrumKitCookies SnareDrumCake PretzelDrumSticks DrumRollDinnerReveal HoneyGarlicDrumsticks DrumShapedCupcakes',
    travel:
      'DrumCircleOnTheBeach DrumsAroundTheWorld StreetDrummerTour TaikoDrumsInJapan RioCarnivalDrums SambaDrumSchoolVisit',
    fashion:
      'DrummerFitCheck DrumStickHairBun DrumlineUniformLook BandTeeDrumStyle RockStarDrumLayers DrumstickEarrings',
    wellness:
      'DrumCircleCalm DrumMeditation FrameDrumBreathing HandpanDrumSoundBath SlowDrumHeartbeat DrumOutYourStress',
    speed:
      'FastestDrumRoll SixtySecondDrumSolo DrumBPMClimb DrumSingleStrokeCount BlastBeatDrumTimer DrumSpeedLadder',
    art: 'DrumHeadPainting PaintWithDrumsticks DrumShellWrapDesign DrumKitSketch OatmealTubDrumCraft DrumVibrationArt',
    tech: 'ElectronicDrumSetup DIYDrumMachine DrumMicPlacement DrumPadAppTest VirtualDrumsVR DrumMIDITriggers',
    pet: 'DogReactsToDrums CatVsDrumKit DrumRollForTreats PuppyEarTiltDrums ParrotBobsToDrums KittenNapsOnSnareDrum',
    gaming:
      'RockBandDrumExpert GuitarHeroDrumCombo TaikoDrumTatsujin VideoGameDrumCover DrumRhythmDuel MarioThemeOnDrums',
  },
  traffic: {
    dance:
      'TrafficLightFreeze TrafficCopMoves TrafficConeChoreo StopGoTrafficShuffle TrafficJamSeatDance HandSignalTrafficStep',
    fitness:
      'TrafficLightWorkout TrafficConeDrills StopGoTrafficSprints BikePastTheTraffic TrafficSignalIntervals RedYellowTrafficHIIT',
    prank:
      'ToyCarTrafficJam TrafficReportWakeUp TrafficConeDeskPrank TrafficSignBedroomDoor HallwayTrafficCop FakeTrafficForecast',
    educational:
      'HowTrafficLightsWork WhyTrafficJamsHappen PhantomTrafficWaves TrafficSignQuiz RoundaboutTrafficMath ZipperMergeTraffic',
    cooking:
      'TrafficLightCookies TrafficConeCupcakes TrafficSignalPeppers TrafficStopFruitKebabs SnacksForTrafficJams StuckInTrafficLunch',
    travel:
      'BeatTheTrafficRoadTrip TrafficFreeScenicRoute TrafficFerryShortcut TrafficSunriseDrive NoTrafficWalkingCity WorstTrafficOnEarth',
    fashion:
      'TrafficLightOutfit TrafficConeOrangeFit TrafficColorBlocking ReflectiveTrafficGear HiVisTrafficStreetwear TrafficCopCostume',
    wellness:
      'TrafficJamCalm TrafficGratitudeList TrafficKindnessWave RedLightTrafficBreath MindfulTrafficCommute LetSomeoneInTraffic',
    speed:
      'TrafficConeSlalom TrafficJamPuzzleRace TrafficLightReaction TrafficSignFlashcards MatchboxTrafficDash UnblockTheTrafficGrid',
    music:
      'TrafficJamSingAlong TrafficIndicatorTempo CityTrafficRemix TrafficReportRap RushHourTrafficBlues BlinkerBeatTraffic',
    art: 'TrafficLightTrails TrafficSignRedesign TrafficConeSculpture ToyCarTrafficMap TrafficJamWatercolor RushHourTrafficSketch',
    tech: 'TrafficAppShowdown TrafficCounterBuild SmartTrafficLights TrafficTimelapseCam TrafficHeatmapCheck NavVoiceInTraffic',
    pet: 'DogWatchesTheTraffic PetSeatbeltInTraffic PuppyTrafficTraining CatCountsTraffic ParrotHonksInTraffic HamsterTrafficJam',
    gaming:
      'TrafficJamPuzzle CitiesSkylinesTraffic LicensePlateGame TrafficCarColorBingo MiniMotorwaysTraffic TrafficRushHourLevels',
  },
  weatherman: {
    dance:
      'WeathermanMapDance WeathermanPointSlide ColdFrontConga WeathermanSunnyStep StormWeathermanShuffle ShimmyTheWeatherReport',
    fitness:
      'WeathermanSaysRun WeathermanHeatwaveHIIT WeathermanSnowDayReps WeatherReportSquats WorkoutByTheForecaster ThunderstormPlank',
    prank:
      'WeathermanWakeUpCall FakeWeatherReport WeathermanChanceOfHugs LivingRoomWeatherman WeathermanLunchAlert SurpriseWeathermanDad',
    educational:
      'WeathermanMapSymbols WeathermanCloudTypes WeathermanColdFronts HowForecastersPredict DIYBarometerWeatherman RainGaugeWeatherman',
    cooking:
      'WeathermanRainbowCake WeathermanPicksDinner WeatherIconCookies StormySoupWeatherman ForecasterCloudBread SnowDayWeathermanCocoa',
    travel:
      'WeathermanStationVisit AuroraForecastChase WeathermanPlansMyTrip WeathermanWindiestPeak StormChaserWeatherman TVWeathermanStudioTour',
    fashion:
      'WeathermanSuitLook DressLikeAWeathergirl WeathermanTieLineup WeathermanGreenShirt WeathermanLayerUp OutfitByTemperature',
    wellness:
      'WeathermanMoodForecast InnerWeatherReport WeathermanCalmVoice WeathermanSunBreak CloudGazingWeatherman WeathermanRainSounds',
    speed:
      'WeathermanMapRace TenSecondWeatherReport WeathermanTwisters WeathermanCityTempQuiz OneMinuteWeatherman FastestForecaster',
    music:
      'WeathermanThemeSong WeathermanJingle ForecasterHarmony WeathermanStormBeat SingTheWeatherReport RainyBluesWeatherman',
    art: 'WeathermanMapDrawing WeathermanIconDoodles WeathermanCaricature WeathermanSkyPhotos PaintTheWeatherman LightningLongExposure',
    tech: 'WeathermanGreenScreen WeathermanRadarApp WeathermanHomeStation AIVsTheWeatherman WeathermanTeleprompter LaunchAWeatherBalloon',
    pet: 'WeathermanPetReport WeathermanCatCohost DogWeathermanForecast RaincoatPupWeatherman ParrotWeatherWarning HamsterWeatherman',
    gaming:
      'WeathermanTempGuess WeathermanTrivia StormChaserWeatherman WeathermanBingo ForecasterGameShow CloudShapeCharades',
  },
  mailbox: {
    dance:
      'MailboxFlagUpDance CurbsideMailboxGroove MailboxEnvelopeTwirl StrutToTheMailbox MailboxMailDayBop LetterboxLimbo',
    fitness:
      'MailboxMileWalk MailboxLunges MailboxSprintBack BearCrawlToMailbox CarryParcelsToMailbox MailboxRouteJog',
    funny:
      'MailboxBillsDread MailboxFlagUpDrama PackageArrivalHype MailboxCheckEveryHour WrongAddressMailbox MailboxOnlyJunkMail',
    educational:
      'MailboxFlagMeaning HowMailboxMailTravels MailboxZipCodeFacts MailboxHistoryQuiz MailboxesWorldwide WhyMailboxesAreBlue',
    cooking:
      'MailboxShapedCookies MailboxCarePackage MailboxBrownieShipping MailboxCake GingerbreadMailbox TreatInTheMailbox',
    travel:
      'MailboxPostcardSwap MailboxesAbroad QuirkyMailboxHunt RedLetterboxSpotting MailboxPostOfficeHop HighestMailboxOnEarth',
    fashion:
      'MailboxEnvelopeClutch MailboxStampBrooch LetterPrintMailboxFit DressLikeYourMailbox MailboxCheckOOTD PostalNavyBlazer',
    wellness:
      'MailboxGratitudeNote MailboxKindnessLetter MailboxPenPalRitual SlowWalkToMailbox SnailMailMailbox HandwrittenMailboxHour',
    speed:
      'MailboxDeliveryRace MailboxSortSprint MailboxEnvelopeStuff MailboxAddressDash BeatTheMailboxPickup PackageWrapBlitz',
    music:
      'MailboxLidClank MailboxKnockBeat MailboxDeliveryBlues PleaseMrPostmanCover SerenadeTheMailbox LetterboxFlapRhythm',
    art: 'MailboxMakeover MailboxMural MailboxStampDesign PaintedMailboxFlag EnvelopeArtForMailbox MailboxCollageCard',
    tech: 'MailboxSensorBuild SmartMailboxHack MailboxPackageCam MailboxSolarLight PhoneAlertFromMailbox ArduinoMailboxNotifier',
    pet: 'MailboxDogPatrol CatOnTheMailbox MailboxPuppyGreeter HamsterMailboxHouse BirdNestInMailbox TreatInMailboxForPup',
    gaming:
      'MailboxScavengerHunt MailboxRiddleDrop PenPalChessByPost MailboxClueTrail AnimalCrossingMailbox PostcardGameByMailbox',
  },
  ant: {
    dance:
      'AntsGoMarchingDance AntLineShuffle AntAntennaWiggle AntHillStomp ColonyAntConga TinyAntSteps',
    fitness:
      'AntStrengthCarry AntCrawlCircuit AntHillSprints AntMarchSteps LiftLikeAnAnt ColonyAntRelay',
    funny:
      'WorkerAntMonday AntDocumentaryVoice AntFindsGiantCrumb AntQueenBossSkit AntPicnicInvasion IfAntsHadGroupChats',
    prank:
      'AntTrailDoodle AntStickerParade AntSizedGiftBox MiniPicnicForAnts TinyAntLetterHunt GiantAntOnTheCouch',
    cooking:
      'AntsOnALog AntFarmPuddingCups AntHillCupcakes AntsClimbATree PretzelAntSnacks PicnicAntCookies',
    travel:
      'AntSpottingHike AnthillPhotoWalk LeafcutterAntTrail AntColonyZooExhibit GiantAntMoundTrip InsectMuseumVisit',
    fashion:
      'AntAntennaHeadband AntEmbroideredCollar AntBroochStyle WorkerAntCostume AntPrintFitCheck TinyAntEarrings',
    wellness:
      'AntGazingMinute AntTinyTaskList AntTeamworkGratitude SlowAntPaceWalk WatchAnAntColony SmallStepsLikeAnts',
    speed:
      'AntCarryRelay AntCountIn60 AntsOnALogRace AntDrawingDash CrumbTrailAntSprint BuildAnAntHillFast',
    music:
      'AntsGoMarchingCover AntStompBeat TinyAntChorus AntHillHum AntArmyDrumline RecordingAntSounds',
    art: 'AntFingerprintArt AntFarmDiorama AntRockPainting AntInkDotParade ColonyTunnelAntSketch PipeCleanerAnts',
    tech: 'AntMacroLensShot AntTunnelTimelapse AntColonyAlgorithm RobotAntBuild AntFarmGelTest TrackAntsWithAI',
    pet: 'CatSpotsTheAnts AntMoatFoodBowl DogWatchesTheAntHill AntCostumePuppy KeepAnAntFarm PetsVsAntTrail',
    gaming:
      'AntColonyBuild AntQueenSurvival AntMazeLevel GroundedAntBattle AnthillDefenseRun SimAntThrowback',
  },
  sneaker: {
    dance:
      'SneakerShuffle SneakerSqueakStep SneakerHeelToeGroove FreshSneakerFootwork SneakerStompDance CourtSlideInSneakers',
    fitness:
      'SneakerTestRun SneakerAgilityLadder FirstMileInNewSneakers SneakerStairClimb SneakerBoxJumps DefensiveSlideSneakers',
    funny:
      'SneakerFirstCrease SneakerRainPanic SneakerheadStarterPack SneakerUnboxingDrama MomGuessesSneakerPrice DadsLoyalSneakers',
    prank:
      'MismatchedSneakers SneakerCleaningFairy SneakerBoxLoveLetter SneakerLaceColorSwap SurpriseSneakerGift SneakerBowMakeover',
    educational:
      'HowSneakersAreMade WhySneakersSqueak SneakerSoleScience SneakerHistoryQuiz SneakerFoamBounceTest RealVsFakeSneakers',
    cooking:
      'SneakerCake SneakerCookies SneakerBoxBento LicoriceSneakerLaces FondantSneakerTopper PancakeSneakerArt',
    travel:
      'SneakerCityWalk SneakerMuseumVisit SneakerHuntInTokyo SneakerShopCrawl WhereMySneakersWent TravelSneakerRotation',
    wellness:
      'SatisfyingSneakerClean SneakerMorningWalk SneakerForestStroll SneakerLaceUpIntention ComfySneakerSunday SneakerDeclutter',
    speed:
      'SneakerLaceRace SneakerCleanIn60s FastestSneakersOn SneakerMatchUpDash SneakerBoxStackBlitz PileOfSneakersTimer',
    music:
      'SneakerSqueakBeat SneakerSoleDrums SneakerBoxBass SneakerStompRhythm BasketballSneakerRemix PluckTheSneakerLaces',
    art: 'SneakerCustomArt SneakerEmbroidery SneakerShoeboxDiorama PaintedSneakerReveal SneakerSoleStamps SketchYourSneakers',
    tech: 'SneakerGaitAnalysis SneakerCollectionApp LightUpSneakerWall SneakerResaleTracker SelfLacingSneakerTest SneakerUVCleaner',
    pet: 'PetPicksMySneakers DogSniffsNewSneakers SneakerLaceTugOfWar SneakerBoxNapKitty PuppyStealsOneSneaker HamsterSneakerHouse',
    gaming:
      'SneakerTopTrumps SneakerBracketVote SneakerheadTriviaDuel GuessTheSneakerPrice AvatarSneakerUnlock DesignSneakersInGame',
  },
  'mac and cheese': {
    dance:
      'MacNCheeseShuffle MacAndCheeseSpoonTwirl MacNCheeseBoxBounce MacaroniElbowBend CheesyMacNCheeseWiggle DanceForMacAndCheese',
    fitness:
      'EarnYourMacAndCheese ProteinMacNCheese MacaroniJarCurls MacNCheeseBoxSquats MacAndCheeseArmBurn PastaPotMacNCheeseLift',
    funny:
      'BoxVsHomemadeMacaroni MacAndCheeseRankings MacNCheeseCritic MacAndCheeseSnob BluePowderMacNCheese KidsRateMacAndCheese',
    prank:
      'MacNCheeseDessertSwap MacaroniNecklaceGift MacAndCheeseCandyBox GoldenTicketMacNCheese MacNCheeseNameSpell SurpriseMacAndCheese',
    educational:
      'MacAndCheeseJefferson MacNCheeseStarchTest WhyMacAndCheeseSplits MacaroniShapeMath MacAndCheeseScience BoxedMacNCheeseHistory',
    travel:
      'MacAndCheeseRoadTrip MacNCheeseCrawl MacAndCheeseFestival SouthernMacAndCheese BestMacNCheeseInTown DinerMacAndCheeseHop',
    fashion:
      'MacaroniNecklaceLook MacAndCheesePJs MacNCheeseColorFit GraphicTeeMacAndCheese MacNCheeseEarrings DressAsMacAndCheese',
    wellness:
      'CozyMacNCheeseNight MacAndCheeseRainyDay ChildhoodMacNCheese SlowStirMacAndCheese MacAndCheeseComfort MacaroniGratitudeBowl',
    speed:
      'MacAndCheeseSpeedrun FiveMinuteMacNCheese MugMacAndCheese MacAndCheeseBoxBlitz MacNCheeseGratingDash CountMacaroniIn30',
    music:
      'MacaroniShakerBeat MacNCheeseStirASMR MacNCheeseBoxDrums MacAndCheeseRap BalladForMacAndCheese CheesyMacNCheeseJingle',
    art: 'MacaroniArtComeback MacNCheeseNoodleMosaic PhotoFrameMacAndCheese MacNCheeseClayMini MacNCheeseGarland FoodStylingMacNCheese',
    tech: 'AIMacAndCheeseRecipe MicrowaveMacaroniHack MacAndCheeseInstantPot MacNCheeseSousVide MacAndCheeseGadgetTest AirFryerMacAndCheese',
    pet: 'DogStaresAtMacNCheese MacNCheeseLeaveIt MacAndCheesePlushFetch MacaroniPetPortrait MacNCheeseCatCostume PuppyNamedMacNCheese',
    gaming:
      'MacNCheeseTierList OvercookedMacNCheese MacAndCheeseGameNight MacAndCheeseBracket GamerMacAndCheeseFuel MacaroniQuestLevel',
  },
  'delivery driver': {
    dance:
      'DeliveryDriverDance MailmanShuffle DeliveryGuyVanGroove PorchPartyMailCarrier DeliveryDriverDoorBop BoxCarryCatwalk',
    fitness:
      'DeliveryDriverStretch DeliveryDriverStairs StepCountOfAMailman DeliveryDriverLiftForm BoxSquatsDeliveryGuy CarryLikeAMailCarrier',
    funny:
      'DeliveryDriverMishaps DeliveryDriverDogWave DoorbellCamMailman WrongAddressDelivery MailCarrierVsChihuahua DeliveryDriverPOV',
    educational:
      'NoLeftTurnsDeliveryGuy HowDeliveriesTravel MailmanRouteMath DeliveryDriverBarcodes ADayAsAMailCarrier DeliveryDriverQuiz',
    cooking:
      'DeliveryDriverCookies DeliveryDriverTreatBox LemonadeForTheMailman GranolaForDeliveryGuy IcedTeaForMailCarrier PorchSnackStation',
    travel:
      'MailmanHiddenGems DeliveryDriverEats RuralMailCarrierRoute ScenicDeliveryGuyDrive DeliveryDriverRoadTrip DeliveryDriverViews',
    fashion:
      'DeliveryDriverFitCheck DeliveryDriverRainGear MailmanUniformLook ComfyMailCarrierShoes HiVisDeliveryLayers DeliveryDriverCostume',
    wellness:
      'DeliveryDriverThankYou DeliveryDriverShoutout PorchCoolerForMailman DeliveryGuyGratitude MailCarrierStretch KindDeliveryWords',
    speed:
      'MailmanPackageSort DeliveryGuyVanLoad DeliveryDriverBoxStack MailCarrierScanBlitz BeatTheDeliveryDriver HundredStopsTimer',
    music:
      'DeliveryDriverJingle DeliveryGuyKaraoke MailmanSongCover DeliveryDriverBeatbox WhistleWhileDelivering SingToTheMailCarrier',
    art: 'ChalkNoteForMailman DeliveryDriverPortrait DeliveryDriverSign DeliveryGuyBoxArt DeliveryDriverCard DoorstepWelcomeMat',
    tech: 'DeliveryDriverRouteApp DoorbellCamDeliveryGuy TrackYourMailCarrier DeliveryDriverEVVan DroneVsDeliveryDriver MailmanScannerGun',
    pet: 'PetWaitsForMailman DogLovesTheMailCarrier DeliveryDriverTreatJar KittenSpotsDeliveryGuy DeliveryDriverPupGreet PorchPatrolPuppy',
    gaming:
      'DeliveryDriverSimRun TotallyReliableGame DeliveryGuyHighScore CoopMailmanChaos DeliveryDriverRace TriviaForMailCarriers',
  },
  raccoon: {
    dance:
      'RaccoonShuffle RaccoonTiptoeStep RaccoonSneakDance RaccoonHandsWiggle TrashPandaGroove MidnightRaccoonBop',
    fitness:
      'RaccoonCrawl RaccoonSneakLunges RaccoonTiptoeSquats TrashPandaCircuit MidnightRaccoonRun ClimbLikeARaccoon',
    funny:
      'RaccoonHandWashing RaccoonCottonCandyFail RaccoonVoiceover DoorbellCamRaccoon RaccoonImpression MidnightSnackRaccoonMe',
    prank:
      'RaccoonPlushInTheBin RaccoonLeftANote RaccoonPawprintTrail RaccoonMaskMorning TrashPandaSnackSwap CookieJarRaccoon',
    educational:
      'WhyRaccoonsWashFood RaccoonPuzzleBrains WhyRaccoonsHaveMasks RaccoonPawScience CityRaccoonsAdapt RaccoonOrRedPanda',
    cooking:
      'RaccoonFaceCookies RaccoonMidnightNachos RaccoonTailSwissRoll RaccoonPancakeArt TrashPandaSnackBoard CottonCandyRaccoon',
    travel:
      'RaccoonParkSpotting RaccoonRescueVisit TorontoRaccoonHunt CampsiteRaccoonWatch RaccoonNightWalk TrashPandaSafari',
    fashion:
      'RaccoonEyelinerLook RaccoonStripedBeanie RaccoonTailScarf RaccoonGrayFit TrashPandaStreetwear DressLikeARaccoon',
    wellness:
      'RaccoonNapAllDay RaccoonHandCareRitual RaccoonCozyDenNight NocturnalRaccoonUnwind RaccoonModeRest TrashPandaDeclutter',
    speed:
      'RaccoonTrashSortRace RaccoonSneakRelay RaccoonShinyObjectGrab RaccoonPuzzleBoxTimer BinLidRaccoonLock BeatTheRaccoonCleanup',
    music:
      'RaccoonChitterRemix RocketRaccoonMixtape RaccoonMidnightJam TrashCanRaccoonDrums RaccoonAlleySerenade SneakyRaccoonTheme',
    art: 'RaccoonFeltPlush RaccoonRecycledArt RaccoonInkDrawing RaccoonTrashCollage PaintARaccoonMask RockPaintedRaccoon',
    tech: 'RaccoonTrailCam RaccoonProofBinHack RaccoonMotionAlert RaccoonSmartLatchTest DoorbellRaccoonFootage NightVisionRaccoons',
    gaming:
      'RaccoonStealthLevel RaccoonMarioRun SlyCooperRaccoon RaccoonTrashTycoon RaccoonSimulatorGame RocketRaccoonSquad',
  },
  envelope: {
    dance:
      'EnvelopeMoveDraw EnvelopeRevealDance EnvelopeOpeningShimmy MailDayEnvelopeJig PickAnEnvelopeStep EnvelopeFlapFlutter',
    fitness:
      'EnvelopeWorkoutDraw MysteryEnvelopeReps PickAnEnvelopeCircuit EnvelopeMailboxWalk SquatPerEnvelope EnvelopePushupDare',
    funny:
      'AwardShowEnvelopeMixUp EnvelopeGlueTasteFaces DramaticEnvelopeReveal BillsEnvelopeDread BirthdayEnvelopeShake JunkMailLoveLetter',
    prank:
      'NestedEnvelopesPrank ConfettiEnvelope PopUpEnvelopeCard EnvelopeButterfly TinyLetterEnvelope SeedPacketEnvelope',
    educational:
      'FoldAnEnvelopeNoGlue HowAnEnvelopeTravels WhyWindowEnvelopes EnvelopeWaxSealHistory AirmailEnvelopeStripes EnvelopeSizeGuide',
    cooking:
      'RecipeEnvelopeSwap ParchmentEnvelopeFish EnvelopeFoldDumplings EnvelopeCookieLetters PuffPastryEnvelopes EnvelopeIngredientDraw',
    travel:
      'MysteryEnvelopeTrip EnvelopeBudgetDayOut PickAnEnvelopeCity EnvelopeOfLocalStamps EnvelopeMailHomeDaily OpenOneEnvelopePerStop',
    fashion:
      'EnvelopeClutchDIY OutfitPromptEnvelope PocketSquareEnvelope EnvelopeBagFitCheck WaxSealJewelry EnvelopeStyleDare',
    speed:
      'EnvelopeFoldRace EnvelopeStuffSpeedrun EnvelopeAddressIn30 EnvelopeSortDash SealAndStampEnvelopes TenEnvelopesIn60',
    music:
      'MysteryEnvelopeCover EnvelopeLyricDraw EnvelopeRustleASMR SnailMailEnvelopeSong EnvelopeRequestNight SingTheEnvelopeLine',
    art: 'EnvelopeMailArt EnvelopeCalligraphy EnvelopeLinerCollage DecoratedEnvelopeSwap WaxSealEnvelopeDesign EnvelopeBorderDoodles',
    tech: 'EmailVsEnvelopeRace EnvelopeQRSurprise EnvelopeNFCCard PrintEnvelopeAddresses EnvelopeSortingRobot AIWritesEnvelopeLetter',
    pet: 'PetDeliversTheEnvelope EnvelopeKittenPounce PawprintEnvelopeCard DogBarksAtEnvelopes EnvelopeFromTheCat EnvelopeTreatPuzzle',
    gaming:
      'EnvelopeClueHunt EnvelopeSecretRoles EnvelopeRiddleRelay MysteryEnvelopeGame EnvelopePrediction EscapeRoomEnvelopes',
  },
  skirt: {
    dance:
      'SkirtTwirlDance SkirtFlamencoFlick CircleSkirtWaltz PleatedSkirtSway SkirtSwishSalsa PoodleSkirtJive',
    fitness:
      'TennisSkirtWorkout SkirtAndSneakersWalk PilatesInAPleatedSkirt SkirtPickleballRally SkirtSquatTest KiltHighlandGames',
    funny:
      'SkirtWithPocketsJoy SkirtTwirlTest SkirtStaticClingSaga SkirtBikeRideStruggle DadTriesASkirtSpin KiltVsSkirtDebate',
    prank:
      'SkirtFromTheCurtains SkirtMatchesTheCouch SkirtTwinningPrank TutuSkirtDoorAnswer TableclothSkirtReveal SkirtSwapWithMom',
    educational:
      'SkirtCircleMath SkirtAroundTheWorld HowSkirtPleatsWork SkirtHemlineHistory KiltTartanOrigins SkirtFabricDrapeTest',
    cooking:
      'SkirtDollCake SkirtShapedCookies TutuSkirtCupcakes SkirtSteakTacos RuffleSkirtCrepes FondantSkirtFrills',
    travel:
      'SkirtTravelCapsule SkirtCityWalk MidiSkirtSightseeing SkirtSarongBeachTrip SkirtSummerInItaly MaxiSkirtMarketDay',
    wellness:
      'SkirtMeadowTwirl FlowySkirtFreedom SkirtSundayStroll SewASkirtSlowly SkirtPicnicSunset WildflowerSkirtMorning',
    speed:
      'SkirtSpinCount TenLooksOneSkirt SkirtQuickChange HemASkirtIn10 FiveMinuteSkirtSew SkirtFoldRace',
    music:
      'SkirtSwishBeat PoodleSkirtRockNRoll SkirtJukeboxHop FlamencoSkirtGuitar GrassSkirtUkulele SkirtTwirlSong',
    art: 'SkirtFashionSketch SkirtBlockPrinting PaperSkirtCraft PatchworkSkirtSew FlowerPetalSkirts PaintYourSkirt',
    tech: 'SkirtTwirlSlowMo SkirtTransitionEdit LightUpSkirtBuild SkirtPatternApp SewingMachineSkirtHack AITriesOnSkirts',
    pet: 'SkirtHemKittenPounce DogReactsToSkirtTwirl PetSitsOnMySkirt TutuSkirtForPup HamsterSkirtTunnel BunnyVsSkirtRuffles',
    gaming:
      'PleatedSkirtCosplay PrincessPeachSkirt SimsSkirtWardrobe AvatarSkirtDesign SkirtSkinUnlock AnimeSkirtCharacter',
  },
  cheese: {
    dance:
      'SayCheeseDance CheesePullMove CheeseWheelSpin FondueCheeseShuffle CheesyCharleston CheeseGraterStomp',
    fitness:
      'CheeseWheelCarry SayCheesePlank CheeseGraterForearms ParmesanCheeseSquat CheeseBlockPress EarnYourCheeseBoard',
    funny:
      'CheesePullFail CheeseDadJokes SayCheeseFaces CheeseSnobReview StinkyCheeseReactions StringCheeseMustache',
    prank:
      'SpongeCheesePrank SayCheesePhotobomb CheeseWheelCakeReveal GrilledCheesePillow CheeseTouchTag MouseHoleWithCheese',
    educational:
      'HowCheeseIsMade WhyCheeseStretches WhySwissCheeseHasHoles CheeseAgingTimeline CheeseCountryQuiz MilkToCheeseExperiment',
    travel:
      'CheeseCaveVisit CheeseMarketTour AlpineCheeseFondue ParmesanCheeseFactory CheeseTrailRoadTrip DairyFarmCheeseStay',
    fashion:
      'CheeseWedgeEarrings CheeseheadGameDayLook CheeseYellowMonochrome DressLikeACheeseBoard CheesePrintFitCheck SayCheeseOOTD',
    wellness:
      'MindfulCheeseTasting CheeseBoardSelfCare CheesePicnicSunset SlowCheeseFondueNight CheesePlateWithFriends GratefulForCheese',
    speed:
      'CheeseBoardSpeedrun CheeseWheelRollRace CheeseGraterSprint CheeseCubeStackTimer StringCheeseStrandDash GuessTheCheeseIn10',
    music:
      'CheeseGraterBeat CheeseNameRap CheeseWheelDrumSolo FondueCheeseJazz SayCheeseSong BrieCheeseBlues',
    art: 'CheeseCarving CheeseBoardStillLife SayCheesePortrait CheeseLabelDesign CheeseMouseCartoon SwissCheeseHolePrints',
    tech: 'CheesePullSlowMo CheesePairingAI CheeseMeltTimeLapse SayCheeseTimerShot CheeseAgingSensor RacletteCheeseGadget',
    pet: 'CheeseWrapperTest PetSaysCheese DogCheeseStaredown CheesePlushToyFetch MouseAndCheeseCatWand SwissCheeseHamsterHut',
    gaming:
      'CheeseMazeRun GameNightCheeseBoard CheeseTriviaShowdown CheeseShopSimulator MouseTrapCheeseBuild MinecraftCheeseBlock',
  },
  choir: {
    dance:
      'ShowChoirMoves ChoirRobeSway ChoirClapLine GospelChoirStep ChoirRiserShuffle ChoirSpinFinale',
    fitness:
      'ChoirBreathWorkout ChoirLungCapacityTest ChoirPostureDrill DiaphragmPlankHold SingAndStepChoir ChoirCoreSupport',
    funny:
      'ChoirFaces OneVoiceChoir ChoirSectionRivalry ChoirDirectorPOV ChoirAltoProblems DadJoinsTheChoir',
    prank:
      'SurpriseChoir ChoirFlashMob ChoirDoorstepSerenade ChoirBirthdayAmbush CarolingChoirNeighbors ChoirInTheKitchen',
    educational:
      'HowChoirsBlend ChoirVoiceParts ChoirHarmonyScience ChoirSolfegeBasics GregorianChoirChant WhyChoirRoundsWork',
    cooking:
      'ChoirBakeSale ChoirPotluck ChoirThroatSoothingTea ChoirRehearsalSnacks HoneyLemonForChoir MusicNoteChoirCookies',
    travel:
      'ChoirTour ChoirInACathedral ChoirGospelHarlem EstoniaChoirFestival EchoHallChoirSinging ViennaBoysChoirVisit',
    fashion:
      'ChoirRobeStyle ChoirConcertLook ChoirAllBlackAttire ShowChoirSequins ChoirBowTieTux MatchingChoirScarves',
    wellness:
      'ChoirHummingHour JoinAChoirForJoy SingTogetherChoir ChoirBelonging ChoirBreathCalm VagusNerveChoirHum',
    speed:
      'TongueTwisterChoir ChoirWarmUpBlitz ChoirPitchMatchDash FastestChoirSong ChoirRiserLineup ChoirRoundIn30',
    art: 'DrawTheChoir ChoirConcertPoster ChoirSilhouettePhoto SheetMusicChoirCollage ChoirRobeEmbroidery ChoirWatercolorScene',
    tech: 'VirtualChoir LayerYourOwnChoir ChoirMultitrackMix ChoirMicSetup ChoirTunerApp LiveStreamChoirRig',
    pet: 'DogChoir PetChoirHowl CatChoirMeows ChoirPuppySingAlong KittenJoinsTheChoir ParrotChoirSolo',
    gaming:
      'VideoGameChoir ChoirBossTheme ChoirZeldaMedley HaloChoirChant ChoirKaraokeScores ChoirLevelUpSong',
  },
  onion: {
    dance:
      'OnionTearsTwoStep OnionGogglesGroove OnionRingShuffle PeelTheOnionDance OnionChopShimmy CryingOverOnionsBop',
    fitness:
      'OnionSackCarry OnionBagSquats TenLayerOnionCircuit OnionCrateDeadlift OnionTossAndCatch PlankWhileOnionsCook',
    funny:
      'DramaticOnionTears OgresHaveLayers OnionRingProposal SnorkelMaskOnionChop OnionSadMovieNarrator OnionOrAppleGuess',
    prank:
      'OnionRingDonutBox CaramelOnionNotApple OnionGooglyEyes OnionBouquetDelivery OnionInTheFruitBowl SurpriseGiftOnion',
    educational:
      'WhyOnionsMakeYouCry OnionCellMicroscope RegrowGreenOnions HowOnionsCaramelize OnionVarietyQuiz OnionTearsFix',
    travel:
      'OnionDomePhotoWalk SweetOnionFestival FrenchOnionSoupCrawl OnionRingRoadTrip VidaliaOnionFarm OnionMarketHaul',
    fashion:
      'LayerLikeAnOnion OnionSkinDyeTee OnionPurpleFitCheck OnionBraidUpdo TenPieceOnionOutfit OnionRingEarrings',
    wellness:
      'OnionLayersJournal CaramelizeOnionsSlowly OnionChopMeditation OnionSoupCozyNight OnionGardenTending PeelAWorryLikeOnion',
    speed:
      'OnionDiceRace OnionPeelSprint OnionRingStackTimer OnionMinceIn30 TearlessOnionChop BraidTheOnionsFast',
    music:
      'CryingOnionBallad OnionChopRhythm OnionSkinRustleASMR OnionSackShaker OnionLayerLoops TearJerkerOnionSong',
    art: 'OnionStampPrint OnionSkinDyeArt OnionStillLifeSketch PaintAnOnionDome OnionRingMandala RedOnionCrossSection',
    tech: 'OnionRootTimelapse OnionDicerShowdown TearFreeOnionGadget OnionLayerMacro RobotChopsAnOnion OnionGogglesReview',
    pet: 'OnionPlushFetch OnionCostumeDog OnionRingTugToy OnionHatPhotoShoot OgreAndOnionPup HideAndSeekOnion',
    gaming:
      'OnionKnightBuild OvercookedOnionRun OnionSoupQuest OnionLayerPuzzle OnionBossBattle PikminOnionHunt',
  },
  baking: {
    dance:
      'BakingApronSpin BakingWhiskWiggle BakingShuffle BakingDayDisco OvenTimerBakingDance RollingPinBaking',
    fitness:
      'BakingArmDay SquatsWhileBaking FlourBagBakingCurls BakingTrayPushUps BakingBowlLunges KneadingForearmBurn',
    funny:
      'BakingFailReveal BakingShowVoiceover BakingTasteTesterKid SmokeAlarmBakingChorus FlourEverywhereBaking SunkenCakeBakingSave',
    prank:
      'BakingDoorstepTreats BakingLookalikePrank BakingSecretMessage SurprisePinataBaking FakeBakingDisaster NeighborBakingDrop',
    educational:
      'BakingSodaVsPowder BakingYeastExperiment BakingGlutenTest BakingRiseScience OvenHotSpotBaking HighAltitudeBaking',
    travel:
      'BakingAroundTheWorld BakingClassInParis BakingWithLocals BakingWhatIAteAbroad HostelKitchenBaking BreadMarketMorning',
    fashion:
      'BakingApronFitCheck BakingHeadscarfTie BakingDayOutfit PastelBakingLook FlourDustedBakingJeans BakingOvenMittStyle',
    wellness:
      'MindfulBaking BakingForNeighbors BakingPhoneFree UnwindByBaking SlowSundayBaking BakingBreathBreak',
    speed:
      'BakingSpeedrun BakingEggCrackDash TenMinuteBaking BakingCutterBlitz BakingCrimpCountdown BeatTheBakingTimer',
    music:
      'BakingTrayCymbals WhiskBakingDrumSolo BakingSingAlong BakingSpoonChimes BakingShowTheme MixerBakingRemix',
    art: 'BakingBreadScoring BakingStainedGlass PaintWithBakingIcing PieLatticeBakingArt BakingAMasterpiece CookieCanvasBaking',
    tech: 'AIBakingRecipe BakingGadgetTest BakingTimelapseCam BakingScaleShowdown SmartOvenBaking StandMixerBakingDuel',
    pet: 'PetBakingBuddy BakingSupervisorCat BakingDogSafeBiscuits PawPrintBakingCookies BakingPupcakes PuppyWatchesBaking',
    gaming:
      'BakingSimRun LevelUpBaking BakingDiceRoll BakingCardDraw GameNightBaking CookingMamaBaking',
  },
  island: {
    dance:
      'IslandLimboLine IslandHulaStep IslandBeachShuffle DesertIslandGroove PalmTreeIslandSway IslandTimeSlowDance',
    fitness:
      'IslandSandSprints IslandSwimToTheBuoy IslandHikeToSummit IslandPaddleCircuit PalmTreeIslandLunges BeachIslandBootcamp',
    funny:
      'DesertIslandPicks IslandCrabStandoff IslandWilsonVolleyball IslandTimeExcuses CastawayIslandDiary SunscreenIslandFail',
    prank:
      'IslandTreasureMapHunt MessageInABottleIsland IslandSurpriseTrip LivingRoomIsland CoconutPhoneIsland LeiIslandWelcome',
    educational:
      'HowIslandsForm IslandVolcanoOrigins IslandEndemicSpecies CoralIslandAtolls IslandOrContinentQuiz BiggestIslandsRanked',
    cooking:
      'DesertIslandDinner IslandPokeBowl TropicalIslandSmoothie IslandPineappleRice IslandCoconutDessert IslandFishTacos',
    fashion:
      'IslandSarongTies IslandLinenSet IslandFitCheck TropicalIslandPrint StrawHatIslandLook IslandHoppingCapsule',
    wellness:
      'IslandTimeReset IslandOceanBreathing IslandDigitalDetox IslandSunriseCalm HammockIslandMoment DesertIslandDaydream',
    speed:
      'IslandSandcastleRace IslandKayakDash CoconutIslandRelay IslandHopSpeedrun IslandSnorkelCount ShellHuntIslandClock',
    music:
      'IslandUkuleleJam IslandSteelDrum IslandConchCall IslandReggaeCover OceanWaveIslandLoop DesertIslandSongs',
    art: 'IslandSunsetPainting IslandShellArt DriftwoodIslandCraft IslandAerialPhoto SeaGlassIslandMosaic DrawYourDreamIsland',
    tech: 'IslandDroneShots IslandSolarSetup IslandOffGridTech IslandWaterproofCamera TideAppIslandCheck StarlinkOnAnIsland',
    pet: 'IslandDogBeach IslandPuppyPaddle PetIslandDay IslandKittenHammock PirateParrotIsland HamsterDesertIsland',
    gaming:
      'AnimalCrossingIsland IslandSurvivalRun DesertIslandBoardGame IslandCozyFarmLife IslandHopperCampaign ShipwreckIslandEscape',
  },
  door: {
    dance:
      'DoorFrameLimbo DoorbellTwoStep DoorKnockShuffle DoorwayDanceEntrance OpenTheDoorMoves WhosAtTheDoorGroove',
    fitness:
      'DoorFrameStretch DoorPullUpBar DoorAnchorBandRows PushupsPerDoorway DoorKnobSquatHold WallSitByTheDoor',
    funny:
      'DoorPushOrPullFail DoorHeldTooLong DoorKnockImpressions DramaticDoorEntrance WhosThereDoorJokes DoorwayMemoryReset',
    educational:
      'HowDoorHingesWork DoorLockHistory WhyDoorsSqueak RevolvingDoorPhysics DoorKnobGermSwab DoorsOfTheWorldQuiz',
    cooking:
      'DoorstopSandwich DoorstepCookieDrop GingerbreadFrontDoor DoorNumberCupcakes BreadWreathForTheDoor DoorKnockBrownies',
    travel:
      'DoorsOfTheCity DoorKnockerSafari TinyFairyDoorTrail GeorgianDoorSpotting ColorfulDoorPhotoWalk DublinDoorsHunt',
    fashion:
      'DoorFrameFitCheck DoorKnockerEarrings DoorSwingTransition FrontDoorOutfitReveal OutTheDoorLook DoorwayPosePhoto',
    wellness:
      'DoorwayMindfulPause DoorClosedMeTime DoorHangerQuietHour CloseTheDoorOnStress ThresholdBreathAtDoor FrontDoorIntention',
    speed:
      'OutTheDoorRace DoorToCarDash DoorbellAnswerSprint DoorKeyFumbleTimer DoorDecorIn60 LockTheDoorRelay',
    music:
      'DoorKnockBeat DoorSqueakSymphony DoorbellChimeCover DoorCreakOpera WhosAtTheDoorSong DrummingOnTheDoorFrame',
    art: 'FrontDoorMakeover FairyDoorCraft DoorWreathDesign DoorHangerLettering PaintAnOldDoor DoorMuralArt',
    tech: 'SmartDoorLockSetup DoorSensorHack VideoDoorbellReview DoorArduinoChime DoorAutoOpener KeylessDoorEntry',
    pet: 'DogAtTheDoor PetDoorTraining CatOpensTheDoor DoorKnockPuppyReaction DoorPeekabooKitten WelcomeHomeAtTheDoor',
    gaming:
      'DoorEscapeRoom DoorCodePuzzle PickADoorGameNight DoorsRobloxRun MontyHallDoors HiddenDoorSearch',
  },
  vet: {
    dance:
      'VetVisitVictoryDance VetScrubsStep ConeCollarVetShuffle VetLobbyWiggle AllClearVetBoogie CheckupDoneVetJig',
    fitness:
      'VetApprovedWalkies VetWeighInGoals VetRehabExercises VetRecommendedSwim SeniorDogVetStretch TrimForTheVetCheckup',
    funny:
      'VetWaitingRoomFaces VetCarRideRealization VetScaleStandoff DramaticVetPawLimp ConeHeadVetReactions SpellingVetInFront',
    prank:
      'VetSecretSpelling PlushieVetCheckup VetThankYouCookies VetToyDoctorKit VetCarrierDecoy SurpriseVetNurseCard',
    educational:
      'VetDayInTheLife HowVetsCheckAHeartbeat AskAVetMythBusting VetDentalCareTips VetToolsQuiz ExoticVetPatients',
    cooking:
      'VetApprovedTreats VetVisitRewardBake VetBlandDietBowl VetPumpkinPupsicles PetSafeVetRecipes CookiesForVetStaff',
    travel:
      'VetVolunteerAbroad WildlifeVetRescueVisit VetSanctuaryWeek ElephantVetHospital VetSchoolCampusTour MobileVetRoadTrip',
    fashion:
      'VetScrubsFitCheck VetBadgeReelCharms VetClogsLineup DressLikeAVet PawPrintVetTop StethoscopeVetStyle',
    wellness:
      'VetHappyVisitPractice PreVetRelaxRoutine FearFreeVetTips CalmCarrierBeforeVet LickMatAtTheVet VetStaffSelfCare',
    speed:
      'VetBreedGuessBlitz VetBagPackRace VetBandageWrapDash VetPulseCountTimer PawCheckLikeAVet NameTheVetToolFast',
    music:
      'VetWaitingRoomSong VetClassicalForCats VetStethoscopeBeat VetPurrRecording CalmTunesForVetVisits PawThumpVetRhythm',
    art: 'VetClinicMural VetThankYouCard VetPatientPortraits ConeCollarVetDoodle VetXrayCollage ClayPawPrintForVet',
    tech: 'VetMicrochipScanner VetTelehealthCall VetUltrasoundDemo VetXRayExplainer SmartCollarVetData AIVetSymptomCheck',
    gaming:
      'VetTriviaNight VetClinicSim AnimalHospitalVetGame VetOperationBoard VetCaseMystery PlanetZooVetRun',
  },
  chalk: {
    dance:
      'ChalkDanceSteps ChalkFootprintRoutine ChalkCircleSpin HopscotchChalkShuffle SidewalkChalkGroove TwirlOnChalkArt',
    fitness:
      'ChalkObstacleCourse ChalkAgilityLadder HopscotchChalkCardio ChalkJumpGrid DrivewayChalkSprints RelayOnChalkLanes',
    funny:
      'ChalkIllusionPhoto ChalkArtFail ChalkDragonRide ChalkRainWipeout SpeechBubblesInChalk DrivewayChalkCritic',
    prank:
      'ChalkComplimentTrail ChalkSurpriseMessage ChalkPortalDoor ChalkWelcomeMat DrivewayChalkBirthday KindnessNotesInChalk',
    educational:
      'ChalkMathHopscotch HowChalkIsMade ChalkSolarSystemScale ChalkShadowSundial LifeSizeChalkWhale ChalkVinegarFizz',
    cooking:
      'FamilyChalkboardMenu EdibleChalkCookies ChalkPastelMacarons HopscotchChalkBrownies ChalkDrawnPicnic ChalkSignLemonadeStand',
    travel:
      'ChalkArtFestival ChalkMapOfMyTrip ChalkMuralHunt ItalianChalkPiazza SidewalkChalkStroll MadonnariChalkShow',
    fashion:
      'ChalkOutfitIllusion ChalkWingsPose ChalkGownLaydown ChalkPastelHair FitCheckInChalk CrownDrawnInChalk',
    wellness:
      'ChalkAffirmations ChalkLabyrinthWalk ChalkMandalaMorning ChalkGratitudeWall MindfulChalkDoodle PastelChalkCalm',
    speed:
      'ChalkSpeedDraw ChalkBeforeTheRain ChalkHopscotchRace ChalkMazeSolve DrivewayChalkAlphabet TagTeamChalkMural',
    music:
      'ChalkPianoHop ChalkToTheBeat ChalkRhythmSquares ChalkStaffCompose GiantChalkMusicNotes DrivewayChalkDrumkit',
    tech: 'ChalkTimelapse ChalkArtDroneShot QRCodeInChalk ChalkStopMotion ChalkDrawingRobot ARChalkOverlay',
    pet: 'ChalkPetPortrait ChalkWingsForKitty ChalkPawTrail DogWalksOnChalkArt ChalkFramePuppyPhoto BunnyChalkHopscotch',
    gaming:
      'ChalkFourSquare ChalkTicTacToe GiantChalkBoardGame ChalkMarioLevel DrivewayChalkTwister ChalkSnakesAndLadders',
  },
  typing: {
    dance:
      'TypingFingerDance TypingHandsChoreo TypingSpacebarBounce QwertyTypingShuffle GrooveToTypingClicks TypingSpeedFreestyle',
    fitness:
      'TypingWristStretch TypingWhilePlanking TypingBreakSquats TypingPostureReset FingerDrillsForTyping PushupsBetweenTyping',
    funny:
      'TypingWithMittens TypingCapsLockYelling OneFingerTypingDad BlindfoldedTypingFail TypingLikeAMovieHacker AutocorrectDisasters',
    prank:
      'TypingKeycapShuffle TypingShortcutSurprise TypingScreensaverNote SecretTypingMessage GhostTypingPrank KeyboardConfettiCover',
    educational:
      'LearnTouchTyping TypingHomeRowLesson QWERTYTypingHistory TypingLayoutsCompared TypingErgonomicsGuide StenographyVsTyping',
    cooking:
      'TypingUpFamilyRecipes TypingKeycapCookies TypingBreakSnacks TypingWhileBreadProofs KeyboardTypingCake AlphabetSoupTyping',
    travel:
      'TypingTravelJournal TypingOnTheTrain TypingFromTheBeach TypingCafeNomad WorkationTypingView LibraryTypingRetreat',
    fashion:
      'TypingWithLongNails TypingSweaterPaws TypingRingStack KeycapTypingEarrings CafeTypingLook FingerlessGlovesTyping',
    wellness:
      'MindfulTyping TypingGratitudeList TypingMorningPages SlowTypingLetter TypingScreenBreaks TypingStressDump',
    speed:
      'TypingSpeedTest TypingAlphabetBlitz TypingPangramSprint BlindTypingCountdown WPMTypingDuel ParentVsKidTyping',
    music:
      'TypingToTheBeat TypingMechanicalASMR TypingLyricsRace ClackingTypingRhythm TypingSpacebarBass RemixMyTypingSounds',
    art: 'TypingASCIIDrawing TypingConcretePoetry TypingPortrait KeycapTypingMosaic EmojiTypingArt TypingCatInText',
    pet: 'TypingWithCatOnLap PetTypingAssistant TypingKittenOnKeys DogVsTypingSounds PuppyNapDuringTyping ParrotTypingPecks',
    gaming:
      'TypingOfTheDeadRun TypingNitroLeague TypingHighScore TypingZombieLevel GameNightTypingRace KeyboardNinjaTyping',
  },
  'mario kart': {
    dance:
      'MarioKartVictoryDance MarioKartDriftLean MarioKartItemBoxBounce RainbowRoadMarioGroove MarioKartWheelShuffle PodiumMarioKartPose',
    fitness:
      'MarioKartLapSquats MarioKartItemCircuit MarioKartLoserPushUps BurpeesAfterMarioKart BananaPeelMarioLunges MarioKartHIIT',
    funny:
      'MarioKartInRealLife MarioKartLeanIntoTurns BlueShellMarioKartRage MarioKartFamilyFeud LastPlaceMarioExcuses MarioKartCommentary',
    prank:
      'MarioKartItemBoxGift MarioKartShellAlarm MarioKartPadSwap LakituMarioKartWakeUp StarMarioKartEntrance MarioKartFakeCountdown',
    educational:
      'MarioKartPhysics MarioKartItemOdds BlueShellMarioMath MarioKartDriftScience RacingLineMarioKart HistoryOfMarioKart',
    cooking:
      'MarioKartBananaBread RainbowMarioKartCrepes MarioKartMushroomTarts MarioKartItemBoxCake StarPowerMarioSkewers BlueShellMarioKartPops',
    travel:
      'MarioKartTokyoStreets MarioKartArcadeHunt NintendoWorldMarioKart MarioKartTrackDayOut RainbowRoadSunsetDrive FamilyMarioKartTrip',
    fashion:
      'MarioKartCosplay MarioKartGroupCostume MarioKartRacingSuit RainbowMarioKartOutfit MarioOverallsLook YourMarioKartMainFit',
    wellness:
      'MarioKartNoRageRun MarioKartGoodSport MarioKartLaughItOff BreatheAfterMarioKart MarioKartFamilyBonding ComebackMarioMindset',
    speed:
      'MarioKartTimeTrial MarioKartShortcutHunt MarioKartStartBoost RainbowRoadMarioKartPB MirrorModeMarioBlitz FastestMarioKartLap',
    music:
      'MarioKartThemeCover RemixRainbowRoadMK8 MarioKartOnPiano MarioKartBeatbox MarioKartKazoo StarPowerMarioJingle',
    art: 'MarioKartFanArt MarioKartCardboardCar MarioKartChalkTrack MarioKartPerlerBeads PaintMarioKartRainbow ItemBoxMarioCraft',
    tech: 'MarioKartWheelSetup MarioKartRCCar MarioKartSimRig MarioKartLiveCircuit GyroMarioSteering CaptureCardMarioKart',
    pet: 'MarioKartPetCostume CatSpectatorMarioKart DogReactsToMarioKart MarioKartKittenPaws PuppyMarioKartPodium HamsterBallMarioKart',
  },
};
