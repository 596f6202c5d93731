import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'locker room': {
    dance:
      'LockerRoomHypeDance LockerRoomHandshake LockerRoomWalkOut LockerRoomStompClap ShuffleIntoTheLockerRoom PregameLockerRoomGroove DuetMyLockerRoomMoves VictoryLockerRoomParty',
    fitness:
      'LockerRoomWarmUp HalftimeWorkout LockerRoomWallSit LockerRoomBenchDips PregameLockerRoomStretch TeamPlankInTheLockerRoom FiveMinuteLockerRoomCore CalfRaiseLockerRoomDrill',
    prank:
      'LockerRoomBalloonSurprise LockerRoomStickyNoteWall LockerRoomDuckInvasion LockerRoomConfettiDrop GiftWrappedLockerRoom CardboardCoachLockerRoom BirthdayBannerLockerRoom PingPongBallLockerRoom',
    educational:
      'LockerRoomWhiteboardPlay WhyLockerRoomsSmell LockerRoomAnkleTaping LockerRoomHydrationQuiz HalftimeStatsLesson GuessTheSportLockerRoom LockerRoomRefSignals FirstAidLockerRoomCheck',
    cooking:
      'LockerRoomOrangeSlices HalftimeSnackPack LockerRoomPastaParty LockerRoomEnergyBites LockerRoomTrailMix RecoveryShakeLockerRoom FillTheLockerRoomCooler GameDayLockerRoomWraps',
    travel:
      'LockerRoomStadiumTour PackYourLockerRoomBag RateTheLockerRoom RevisitYourOldLockerRoom AwayGameLockerRoomVlog CarpoolToTheLockerRoom LockerRoomSouvenirHunt LockerRoomRoadTrip',
    fashion:
      'LockerRoomFitCheck LockerRoomTunnelWalk LockerRoomToDinnerLook LockerRoomTeamColors SuitUpInTheLockerRoom SneakerLineupLockerRoom ThrowbackLockerRoomKit JerseyGlowUpLockerRoom',
    wellness:
      'LockerRoomPepTalk PostGameCooldown LockerRoomBoxBreathing LockerRoomGratitudeCircle BounceBackLockerRoom QuietMinuteLockerRoom ShoutOutsInTheLockerRoom FoamRollerLockerRoom',
    speed:
      'LockerRoomQuickChange LockerRoomComboSpeedrun LockerRoomBagPackDash LockerRoomBottleRelay BeatTheBuzzerLockerRoom LaceUpLockerRoomRace OneMinuteLockerRoomTidy TowelFoldLockerRoomSprint',
    music:
      'LockerRoomHypeSong TeamChantRemix LockerRoomBenchBeat LockerRoomSingAlong WalkUpLockerRoomAnthem GuessTheLockerRoomTrack ClapItOutLockerRoom LockerRoomAirGuitar',
    art: 'LockerRoomSignDesign LockerRoomNameplates LockerRoomShoeboxModel LockerRoomJerseySketch DrawYourDreamLockerRoom PosterForTheLockerRoom ChalkboardLockerRoomArt PhotoCollageLockerRoom',
    tech: 'LockerRoomGameFilm LockerRoomGreenScreen LockerRoomStatsApp LockerRoomSpeakerTest SlowMoLockerRoomEntrance HypeVideoLockerRoom VoiceMemoLockerRoomSpeech TabletPlaybookLockerRoom',
    pet: 'LockerRoomPetMascot LockerRoomPupPepTalk LockerRoomTreatHuddle LockerRoomFetchDrill WaterBowlLockerRoom PawHighFiveLockerRoom MyDogsLockerRoomEntrance SniffTestLockerRoomGear',
    gaming:
      'LockerRoomCardGames LockerRoomFantasyDraft LockerRoomCharades LockerRoomTrivia SockHoopsLockerRoom ThumbWarLockerRoomCup DominoesInTheLockerRoom EsportsLockerRoomSquad',
  },
  'county fair': {
    dance:
      'CountyFairSquareDance CountyFairPromenade CountyFairTwoStep CountyFairHayBaleHop BootScootCountyFair HoedownAtTheCountyFair StompAtTheStateFair CornDogCountyFairShuffle',
    fitness:
      'StepGoalCountyFair CountyFairHighStriker CountyFairFarmerCarry LapTheCountyFair TugOfWarCountyFair ThreeLeggedCountyFair BurnOffTheStateFair EggAndSpoonCountyFair',
    prank:
      'CountyFairBlueRibbonAward CountyFairGiantPrize CountyFairAnnouncer CountyFairTicketBooth SurpriseCountyFairAtHome FakeCountyFairJudge WakeUpToTheStateFair FunhouseMirrorCountyFair',
    educational:
      'BlueRibbonJudging GuessTheBreedCountyFair StateFairRidePhysics CountyFairSugarScience CountyFairPrizeOdds FarmAnimalQuizCountyFair GiantPumpkinCountyFair CountyFairQuiltMath',
    cooking:
      'BlueRibbonPie CountyFairLemonade StateFairOnAStick CountyFairCornDogMuffins CountyFairPopcornBar FreezerJamCountyFair MilkshakeLikeTheStateFair BakeForTheCountyFair',
    travel:
      'CountyFairRoadTrip CountyFairFirstTimer StateFairFoodTour CountyFairOnABudget RateMyCountyFair SmallTownCountyFair PackForTheCountyFair SummerOfCountyFairs',
    fashion:
      'CountyFairFitCheck CountyFairCowboyBoots StateFairBandanaStyle StateFairSundress GinghamCountyFairLook OverallsToTheCountyFair StrawHatCountyFair DoubleDenimCountyFair',
    wellness:
      'CountyFairSunsetStroll CountyFairPettingZoo CountyFairShadeBreak CountyFairMemoryJar SlowDayAtTheCountyFair PhoneFreeCountyFair QuietStateFairMorning FlowerBarnCountyFair',
    speed:
      'CountyFairSackRace CountyFairRingTossBlitz WheelbarrowCountyFairDash EggSpoonCountyFairRelay CanPyramidCountyFair FastestHayMazeStateFair BeatTheCountyFairBuzzer SpeedrunTheCountyFair',
    music:
      'CountyFairFiddleJam CountyFairWashboardBand StateFairAnthem CountyFairMidwayRemix KaraokeAtTheCountyFair GuessTheCountyFairSound YodelAtTheCountyFair BluegrassCountyFairCover',
    art: 'CountyFairPhotoContest CountyFairPosterDesign CountyFairChalkArt CountyFairRibbonCraft PaperQuiltCountyFair SketchTheStateFairRides ButterCowStateFair VeggieAnimalsCountyFair',
    tech: 'CountyFairRideSlowMo CountyFairLightsTimelapse CountyFairRecapReel CountyFairGreenScreen NightModeCountyFair PanoramaOfTheCountyFair PhotoWalkCountyFair FirstPersonCountyFair',
    pet: 'CountyFairPetShow CountyFairDogAgility BlueRibbonPup TreatTrailCountyFair CatsHomemadeStateFair TricksForTheCountyFair CuddleBoothCountyFair GroomedForTheCountyFair',
    gaming:
      'CountyFairMidwayGames CountyFairBingo CountyFairRingToss CountyFairTycoon CanKnockdownCountyFair DuckPondCountyFair GuessTheJarCountyFair PingPongBowlsCountyFair',
  },
  shed: {
    dance:
      'ShedDanceParty SlideIntoTheShed ShimmyInTheShed PottingShedTwist BroomDuetInTheShed MoonwalkOutOfTheShed GardenShedStomp HoedownInTheToolShed',
    fitness:
      'ShedHomeGym ShedToHouseSprints GardenShedCircuit ShedPlankHold WheelbarrowToTheShed FarmerCarryToolShed YogaInTheShed PushUpsAgainstTheShed',
    prank:
      'ShedMakeoverSurprise GnomeArmyInTheShed GrandOpeningShed BalloonFilledShed HiddenDucksInTheShed PopUpShedCafe StickyNoteToolShed CardboardCastleShed',
    educational:
      'NameEveryToolInTheShed ShedKnotSchool SeedSavingInTheShed WhoLivesInTheShed GardenShedCompost101 RainBarrelShedScience ShedMysteryObject ShedAreaMath',
    cooking:
      'ShedHerbDrying ShedHarvestSoup GardenShedSalsa ShedToTableSalad PicnicOnTheShedPorch SunTeaByTheShed PickleTheShedCucumbers BerryCrumbleAtTheShed',
    travel:
      'ShedTinyHouseTour ShedCabinGetaway StaycationInTheShed ShedSpottingWalk ShedGlampingNight FarmStandShedTrip PostcardFromTheShed CountrysideShedHunt',
    fashion:
      'ShedWorkwearFit ShedGardenerLook ShedToStreetStyle WellyBootGardenShed ApronGlowUpToolShed FlannelFromTheShed StrawHatInTheShed PatchedJeansInTheShed',
    wellness:
      'ShedReadingRetreat ShedJournalHour GardenShedStretch RainOnTheShedRoof DeclutterTheShed ShedHammockNap PottingShedTherapy FairyLightsInTheShed',
    speed:
      'ShedCleanoutRace FindItInTheShed SixtySecondShedSweep WheelbarrowShedRelay PottingShedSpeedrun SeedPacketShedSort LeafRakeShedDash BeatTheBuzzerShed',
    music:
      'TinRoofRainBeat BucketDrumsInTheShed ToolShedSymphony UnpluggedInTheShed PottingShedXylophone ShedDoorCreakRemix SingAlongInTheShed GardenShedLullaby',
    art: 'ShedMural PottingShedPainting ShedDoorGlowUp BirdhouseFromTheShed ScrapWoodShedArt SketchMyShed ToolShedSilhouettes PressedFlowersGardenShed',
    tech: 'ShedTimelapseBuild ShedDesignIn3D ShedGlowUpReel SpreadsheetMyToolShed WifiInTheShed PhoneTrailCamShed PlantIDAppGardenShed PodcastFromTheShed',
    pet: 'ShedCatio ShedChickenCoop ShedDogHouseBuild ShedWindowBirdWatch SunnyShedCatNap BunnyRunByTheShed PottingShedPupHelper PetPicnicByTheShed',
    gaming:
      'ShedLanParty ShedBoardGameCafe ShedRiddleHunt BlockStackByTheShed PingPongInTheShed GuessTheToolShedSound PixelShedBuildOff CardNightInTheShed',
  },
  playroom: {
    dance:
      'PlayroomFreezeDance ToyBoxBoogie PlayroomConga PlayroomDisco LimboInThePlayroom TeddyBearPlayroomTango BalloonPlayroomBounce MusicalCushionsPlayroom',
    fitness:
      'PlayroomObstacleCourse PlayroomAnimalWalks ToyCleanupSquats PlayroomBalanceBeam HopscotchPlayroom KidsYogaInThePlayroom CushionHopPlayroom SimonSaysPlayroomMoves',
    prank:
      'PlayroomToyTakeover PlayroomTeaPartySurprise SecretlyTidyThePlayroom BalloonFloorPlayroom UpsideDownPlayroom StickyNotePlayroom DinoFootprintsPlayroom OvernightFortPlayroom',
    educational:
      'PlayroomLetterHunt BlockTowerPhysics PlayroomColorSort PlayroomShapeSafari PlayroomVolcano SinkOrFloatPlayroom RhymeTimeInThePlayroom TeddyMeasuresThePlayroom',
    cooking:
      'PlayroomSnackCafe PlayroomTeaPartyTreats ToyKitchenRealRecipe PlayroomPizzaFaces PlayroomNoBakeBites AntsOnALogPlayroom RainbowFruitPlayroom IndoorPicnicPlayroom',
    travel:
      'PlayroomPassportDay PlayroomWorldTour CardboardAirplaneTrip PlayroomTrainJourney PackASuitcasePlayroom CampOutInThePlayroom TreasureMapPlayroom BeachDayInThePlayroom',
    fashion:
      'PlayroomDressUpBox PlayroomRunway PlayroomPajamaParade PlayroomSillySocks CapeAndCrownPlayroom TwinWithMyPlayroomDoll KidsStyleMePlayroom SuperheroPlayroomFit',
    wellness:
      'PlayroomCalmCorner ToyBoxDeclutter PlayroomStoryFort PlayroomFeelingsChart BreathingBuddyPlayroom KindnessJarPlayroom AnimalYogaPlayroom LullabyInThePlayroom',
    speed:
      'PlayroomCleanupRace ToyBoxSpeedSort PlayroomBeatTheBuzzer PlayroomCarRally FastestPlayroomTower PuzzleSpeedrunPlayroom DressUpDashPlayroom BalloonTapPlayroom',
    music:
      'PlayroomBand PlayroomSingAlong ToyDrumJam PlayroomShakerCraft PotsAndPansPlayroom MusicalStatuesPlayroom NurseryRhymePlayroomRemix XylophonePlayroomCover',
    art: 'PlayroomMural BlockCityBuild PlayroomSaltDough PlayroomStickerCollage HandprintPlayroomArt PaperPlateMasksPlayroom CardboardCastlePlayroom SockPuppetsPlayroom',
    tech: 'PlayroomTimelapse PlayroomToyReview PlayroomSlowMo PlayroomWalkieTalkies KidFilmsThePlayroom VideoCallPlayroomTour CodeAPathPlayroom GreenScreenPlayroom',
    pet: 'PlayroomPetPlaydate PlayroomCatInToyBox PlayroomPuppyPuzzle PlayroomBubbleChase ReadingBuddyPlayroomDog BlanketFortPlayroomKitty TreatHuntPlayroom GentleHandsPlayroom',
    gaming:
      'PlayroomBoardGames PlayroomPuzzleNight PlayroomBowlingAlley PlayroomCharades HideAndSeekPlayroom ISpyInThePlayroom MemoryMatchPlayroom CouchCoOpPlayroom',
  },
  'man cave': {
    dance:
      'ManCaveDanceOff ManCaveDadMoves ReclinerManCaveShuffle TouchdownManCaveJig RobotInTheManCave DiscoBallManCave TeachMeTheManCaveStep CongaIntoTheManCave',
    fitness:
      'ManCavePushUpBreak ReclinerToRunner ManCaveBurpeeLadder ManCaveWallSit ManCaveJumpRope HalftimeManCavePlank BearCrawlManCave ResistanceBandManCave',
    prank:
      'ManCaveFanMailWall ManCaveMiniFridgeSurprise ManCaveRedCarpet BalloonFilledManCave GnomesInTheManCave HideTheManCaveRemote StuffiesInTheManCave MomTakesTheManCave',
    educational:
      'ManCaveSportsTrivia NeonSignScience ManCaveFixItClass ManCaveMapWall ManCaveChessLesson HowVinylPlaysManCave ExplainOffsideManCave KnotTyingInTheManCave',
    cooking:
      'ManCaveGameDaySnacks ManCaveWingNight MiniFridgeMocktails ManCaveChiliCookOff NachoTowerManCave SliderBarManCave SevenLayerDipManCave PopcornSeasoningManCave',
    travel:
      'ManCaveRoadTrip ManCaveMapPins SouvenirHuntManCave PackTheManCaveCooler TailgateManCave CabinManCaveWeekend StadiumHopManCave PostcardWallManCave',
    fashion:
      'ManCaveFitCheck ManCaveLoungewear ManCaveCapCollection VintageJerseyManCave CozyCardiganManCave SlipperUpgradeManCave TeamColorsManCave FlannelFridayManCave',
    wellness:
      'ManCaveQuietHour ReclinerPowerNap ManCaveJournal ManCavePlantCorner BreatheInTheManCave PhoneFreeManCave TalkItOutManCave StretchInTheManCave',
    speed:
      'ManCaveSetupRace ManCaveTidyDash ManCaveCupStack KickoffManCaveCountdown FindTheManCaveRemote CableUntangleManCave PuzzleSprintManCave LightningRoundManCave',
    music:
      'ManCaveVinylNight ManCaveKaraoke ManCaveTeamAnthem AirGuitarManCave ClassicRockManCave GuessTheIntroManCave PlaylistBattleManCave BucketDrumManCave',
    art: 'ManCaveNeonSign JerseyFrameDisplay ManCaveTicketCollage BottleCapManCaveArt SketchTheManCave ChalkboardManCaveMenu PaintByNumberManCave ShoeboxManCaveModel',
    tech: 'ManCaveSetupTour ManCaveSoundCheck VoiceControlManCave CableTidyManCave RGBLightsManCave PhoneProjectorManCave WifiSpeedTestManCave DualMonitorManCave',
    pet: 'ManCaveDogRecliner ManCaveCatInvasion ManCavePetBed WhoStoleTheManCaveSeat FetchInTheManCave SnugglePupManCave PuzzleToyManCave TreatJarManCave',
    gaming:
      'ManCaveGameNight ManCaveTriviaBowl ManCaveCardTable ReclinerCoOpRun RetroConsoleManCave ChessMatchManCave DominoesInTheManCave FantasyDraftManCave',
  },
  'semi truck': {
    dance:
      'GearShiftGrooveSemiTruck EighteenWheelerShuffle BigRigBoogie BigRigConvoyConga AirBrakeDropSemiTruck BackUpBeepBigRig WideTurnSemiTruck DoTheSemiTruck',
    fitness:
      'SemiTruckStretchBreak ArmCirclesBigRig EighteenWheelerSquats BigRigWheelbarrow HaulItLikeASemiTruck HeavyLoadSemiTruckCarry JumpingJacksBigRig TenKStepsSemiTruck',
    prank:
      'BigRigRingtoneSwap SemiTruckSnackDelivery SemiTruckTrailSurprise SemiTruckNoteDrop CardboardBigRigParked TinyBigRigInvasion ToyBigRigBreakfastTray CakeLookalikeBigRig',
    educational:
      'HowSemiTrucksWork SemiTruckBlindSpots SemiTruckAirBrakeScience BigRigFuelMath BigRigRadioLingo CountAnEighteenWheeler SupplyChainSemiTruck QuizMeOnSemiTruckParts',
    cooking:
      'SemiTruckCake TruckStopPancakes SemiTruckCookieConvoy BigRigSubSandwich LunchboxForABigRig WatermelonSemiTruck SlowCookerBigRigChili SnackTrailerSemiTruck',
    travel:
      'LongHaulRoadTrip SemiTruckMuseumVisit SemiTruckFestivalDay BigRigShowAndShine RestAreaPicnicBigRig PackLikeAnEighteenWheeler MapASemiTruckRoute DinerBreakfastBigRig',
    fashion:
      'SemiTruckDriverFit SemiTruckCapCheck FlannelAndDenimBigRig HiVisGlowUpBigRig WorkwearChicBigRig PatchJacketBigRig BeltBuckleBigRig BigRigChromeAccessories',
    wellness:
      'SemiTruckRestStopReset GratitudeListBigRig BigRigWhiteNoise BigRigCabStretch AirBrakeBreathsSemiTruck SleepRoutineBigRig ThankASemiTruckDriver PowerNapBigRig',
    speed:
      'SemiTruckToyRace SemiTruckPuzzleSpeedrun FlashcardBlitzBigRig EighteenWheelerBuildOff TrailerLoadBigRigDash OneMinuteSemiTruckPack CardboardBigRigDerby BeatTheClockBigRig',
    music:
      'SemiTruckHornRemix BigRigBeatbox EighteenWheelerRap SemiTruckSoundQuiz ConvoySingAlongBigRig CountryCoverBigRig AirBrakeBassDropBigRig PlaylistForABigRig',
    art: 'SemiTruckDrawing SemiTruckCardboardBuild BigRigPaintJob SidewalkChalkSemiTruck MudflapDesignSemiTruck ClayModelBigRig TrailerMuralSemiTruck OrigamiSemiTruck',
    tech: 'CabTourVideoSemiTruck BigRigGreenScreen SemiTruckRouteMap EighteenWheelerIn3D SpotABigRigApp AIDrawsMySemiTruck TimelapseBigRigBuild RingtoneFromABigRig',
    pet: 'SemiTruckTreatDelivery SemiTruckPetBed SemiTruckRestStopPup EighteenWheelerCatNap CardboardBigRigKittyHouse ConvoyWalkBigRig TowelTugBigRig PlushBigRigForTheDog',
    gaming:
      'SemiTruckSimRun SemiTruckParkingChallenge EighteenWheelerBingo BigRigTriviaNight ToyBigRigBowling GuessTheLoadSemiTruck OnlineConvoyBigRig TrailerPuzzleBigRig',
  },
  'drive in': {
    dance:
      'DriveInCarDance DriveInTwist DriveInHandJive DriveInSnackBarShuffle SockHopAtTheDriveIn TailgateDriveInBoogie JitterbugDriveIn HeadlightsDriveInDisco',
    fitness:
      'DriveInStretchBreak DriveInTrailerSquats IntermissionWorkout DriveInWallSit DriveInPopcornLunges WalkToTheDriveIn PlankTheDriveInCredits BurpeePerTwistDriveIn',
    prank:
      'DriveInBackyardSurprise DriveInTicketBooth DriveInBlanketFortReveal WrongMovieAtTheDriveIn CarhopServiceDriveIn FakeTrailerDriveIn SillyDubDriveIn OverlyFancyDriveInUsher',
    educational:
      'HowDriveInSoundWorks FirstDriveInEver DriveInProjectorPhysics DriveInScreenMath FramesPerSecondDriveIn FiftiesSlangDriveIn WhyPopcornPopsDriveIn StarsOverTheDriveIn',
    cooking:
      'DriveInPopcornBar DriveInDinerBurgers DoubleFeatureSnackBoard DriveInCarhopTray DriveInCandyBark RootBeerFloatDriveIn OvenFriesDriveIn HomemadeDriveInPretzels',
    travel:
      'DriveInRoadTrip DriveInTheaterHunt RetroDriveInTour PackTheDriveInCooler CampingAtTheDriveIn SummerDriveInPassport SmallTownDriveIn RateThisDriveIn',
    fashion:
      'DriveInRetroFit DriveInFiftiesLook PoodleSkirtDriveIn LeatherJacketDriveIn CatEyeGlassesDriveIn CozyDriveInLayers DateNightDriveInOutfit CuffedJeansDriveIn',
    wellness:
      'DriveInCozyNight DriveInPhoneFreeMovie DriveInBlanketNest DriveInWithGrandma StargazeAtTheDriveIn FeelGoodDriveIn SunsetAtTheDriveIn WarmCocoaDriveIn',
    speed:
      'DriveInSetupRace DriveInPillowPile DriveInMovieQuizBlitz FiveMinuteDriveIn CardboardCarDriveInDash BeatTheTrailersDriveIn SnackTowerDriveIn FastestDriveInPopcorn',
    music:
      'DriveInRadioSingAlong DoubleFeatureJukebox DriveInIntermissionJingle DriveInLoveSong GuessTheSoundtrackDriveIn DooWopDriveIn FiftiesCoverDriveIn RockAroundTheDriveIn',
    art: 'DriveInPosterArt DriveInCardboardCar DriveInMarquee DriveInTicketDesign NeonSignDriveInDrawing ShoeboxDriveIn RetroDriveInPostcard PaintTheDriveInSunset',
    tech: 'BackyardDriveInSetup DIYMovieScreenBuild DriveInSoundTest DriveInTimelapse PhoneProjectorDriveIn MakeADriveInTrailer QRTicketsDriveIn SlowMoDriveInPopcorn',
    pet: 'DriveInWithTheDog DriveInBlanketForPets PupAtTheMovies DriveInTreatTray CuddlePileDriveIn PawsAtTheDriveIn KittyCriticDriveIn BackseatSnoozeDriveIn',
    gaming:
      'DriveInGameNight RetroArcadeDriveIn DriveInMovieTrivia DriveInWouldYouRather GuessTheQuoteDriveIn CharadesAtTheDriveIn CrazyEightsDriveIn PredictTheEndingDriveIn',
  },
  'antique shop': {
    dance:
      'AntiqueShopWaltz AntiqueShopCharleston GramophoneSwing JitterbugInTheAntiqueShop FoxtrotPastTheAntiques TangoWithAnAntique MusicBoxTwirlAntiques CakewalkAntiqueShop',
    fitness:
      'AntiqueShopStepCount AntiqueBookBalance AntiqueMallMile PowerWalkPastAntiques CarryTheAntiquingHaul StretchAfterAntiquing AntiquingPostureCheck PlankByTheAntiques',
    prank:
      'AntiqueShopFakeHeirloom AntiqueTagsEverywhere AntiqueAppraiserAtHome VelvetRopeAntiques SepiaFrameSwapAntique HistoricPlaqueAntiques AuctioneerAntiques WindUpToyAntiqueParade',
    educational:
      'AntiqueShopHistoryHunt AntiqueShopGuessTheAge WhatIsThisAntique AntiqueHallmarkDecoder AntiqueToolQuiz HowToSpotAnAntique ReadAnAntiqueLetter BeforeElectricityAntiques',
    cooking:
      'AntiqueShopTeaParty VintageTeacupTreats AntiqueTinCookies AntiquingPicnicBasket GrandmasAntiqueRecipe CastIronAntiqueCornbread GelatinMoldAntiques CrankIceCreamAntique',
    travel:
      'AntiqueShopRoadTrip AntiqueShopCrawl SmallTownAntiquing TenDollarAntiquing FleaMarketAntiques PackForAntiquing SundayAntiquesWalk HiddenAlleyAntiqueShop',
    fashion:
      'AntiqueShopVintageFit AntiqueShopBroochLook AntiqueHatTryOn PearlsFromTheAntiques GrandpaCoreAntiques HeadToToeAntiques LayeredLocketsAntiques TwentiesGlamAntiques',
    wellness:
      'AntiqueShopSlowStroll VintageTeacupRitual QuietHourAntiquing MemoryLaneAntiques RockingChairAntiqueRest PhoneFreeAntiquing HeirloomStoryAntiques AntiqueMirrorAffirmations',
    speed:
      'AntiqueShopTenMinuteHunt AntiqueShopFiveDollarFind AntiqueScavengerSprint AntiqueTypewriterRace AppraiseItFastAntiques DialAnAntiquePhone PriceGuessAntiqueBlitz LightningRoundAntiques',
    music:
      'AntiqueShopRecordFind GramophoneSingAlong PlayAnAntiquePiano MusicBoxMelodyAntique WashboardJamAntiques TwentiesTuneAntiques AntiqueBellChoir GuessTheDecadeAntiques',
    art: 'AntiqueShopStillLife AntiqueShopSketchWalk VintageFrameUpcycle AntiqueButtonCollage AntiqueKeyCharms WatercolorAntiques OldPhotoRecreateAntiques CharcoalAntiqueChair',
    tech: 'AntiqueShopGadgetGuess RetroTechShowAndTell AntiqueVsSmartphone PhotoScanAntiques ColorizeAnAntiquePortrait ReverseImageAntique TimelapseAntiqueRestore QRTagMyAntiques',
    pet: 'AntiqueShopPetPhotoshoot AntiqueShopDogVisit AntiqueQuiltNapCorner MeetTheAntiqueShopCat PupInAnAntiqueFrame SniffingTheAntiques WalkiesToTheAntiques TreatHuntAmongAntiques',
    gaming:
      'AntiqueShopBoardGameFind AntiqueShopRetroConsole AntiqueChessMatch AntiqueDeckSolitaire GuessThePriceAntiques DominoesFromTheAntiques BingoAtTheAntiqueMall TwentyQuestionsAntiques',
  },
  cubicle: {
    dance:
      'CubicleChairDance NineToFiveShuffle CubicleSwivelSpin CubicleMoonwalk CoffeeBreakCubicleBoogie FridayCubicleFreestyle DuetOverTheCubicleWall TwoStepToTheCubicle',
    fitness:
      'CubicleDeskStretches CubicleChairSquats CubicleCalfRaises WallSitInYourCubicle WaterCoolerLapsCubicle SeatedCrunchCubicle PaperReamCubicleCurls LunchWalkFromTheCubicle',
    funny:
      'CubicleLifeSkit CubicleNeighborTypes NineToFiveSitcom CubicleReplyAllDrama CubicleMeetingFaces MyCubiclePlantSpeaks NatureDocInMyCubicle OutOfOfficeCubicle',
    educational:
      'WhoInventedTheCubicle CubicleKeyboardShortcuts CubicleErgonomicsCheck CubiclePlantCare SpreadsheetCubicleTrick TouchTypingCubicle EmailEtiquetteCubicle PomodoroAtTheCubicle',
    cooking:
      'CubicleLunchGlowUp DeskDrawerBreakfast CubicleMasonJarSalad CubicleBentoBox CubicleTeaTasting MicrowaveMugCakeCubicle NoCookCubicleWraps OvernightOatsCubicle',
    travel:
      'CubicleToBeach NineToFiveWeekender CubicleDeskSouvenirs CubiclePostcardWall LunchBreakCubicleWalk FridayCubicleGetaway WorkTripCubicleCarryOn CubicleToParkBench',
    fashion:
      'CubicleFitCheck CubicleCozyWorkwear NineToFiveOutfit CubicleToDinnerLook CasualFridayCubicle CardiganCubicleStyle LanyardGlowUpCubicle SneakersAtTheCubicle',
    wellness:
      'CubiclePlantCorner NineToFiveMicroBreak CubicleBoxBreathing CubicleLunchOutside DeskYogaCubicle EyeRestCubicleRule GratitudeNoteCubicle HydrateAtTheCubicle',
    speed:
      'CubicleDeskTidyRace CubicleTypingTest CubicleSetupSpeedrun InboxZeroCubicleSprint PaperClipChainCubicle FileItFastCubicle OneMinuteCubicleMemo EnvelopeStuffCubicle',
    music:
      'CubicleDeskDrums NineToFiveJam CubicleChoir StaplerSymphonyCubicle HoldMusicCubicleRemix LoFiForTheCubicle KeyboardClackCubicle WhistleAtTheCubicle',
    art: 'CubicleMakeover CubicleDoodleWall StickyNoteMural CubicleNameplateDesign PaperClipCubicleSculpture SketchYourCubicleMate PaintedPotCubicle OrigamiCubicle',
    tech: 'CubicleSetupTour CubicleDesktopCleanup CubiclePhoneStand CubicleFocusTimer CableTidyCubicle ShortcutOfTheDayCubicle AutomateMyCubicle VideoCallCubicleLighting',
    pet: 'CubicleDogDay CubiclePetPhotoWall CubicleTreatJar CatTakesMyCubicle PupInternCubicle FurryCoworkerCubicle WalkiesFromTheCubicle VideoCallCubicleCameo',
    gaming:
      'CubicleLunchBreakGame CubicleMiniGolf CubicleCrosswordDuel CubicleThumbWar WastebasketCubicleHoops OfficeTriviaCubicle PaperFootballCubicle SpotTheDifferenceCubicle',
  },
  'plastic flamingo': {
    dance:
      'PlasticFlamingoTwist PlasticFlamingoShuffle LawnFlamingoLineDance OneLegPlasticFlamingo DuetWithAPlasticFlamingo PinkPlasticFlamingoSway HulaPlasticFlamingo SpinLikeAPlasticFlamingo',
    fitness:
      'PlasticFlamingoBalance PlasticFlamingoYoga OneLegFlamingoHold PlasticFlamingoPlank LungeToThePlasticFlamingo HopscotchPlasticFlamingo CarryThePlasticFlamingo PlasticFlamingoSlalom',
    funny:
      'PlasticFlamingoDiaries PlasticFlamingoVoiceover LawnFlamingoSoapOpera PlasticFlamingoJudges WhereIsThePlasticFlamingo InterviewAPlasticFlamingo WhatThePlasticFlamingoSaw MyPlasticFlamingoRoommate',
    educational:
      'WhyFlamingosArePink PlasticFlamingoInventor PlasticFlamingoRecycling PlasticFlamingoBirdQuiz PlasticFlamingoPhysics RealVsPlasticFlamingo SunFadedPlasticFlamingo SundialPlasticFlamingo',
    cooking:
      'PlasticFlamingoPunch PlasticFlamingoCake PinkFlamingoCupcakes PlasticFlamingoSmoothie PlasticFlamingoPopsicles WatermelonPlasticFlamingo LuauPlasticFlamingoSnacks ToastArtPlasticFlamingo',
    travel:
      'PlasticFlamingoRoadTrip PlasticFlamingoPhotoTour FlamingoTravelBuddy PlasticFlamingoPostcards PlasticFlamingoPassport PackAPlasticFlamingo BeachDayPlasticFlamingo WalkThePlasticFlamingo',
    fashion:
      'PlasticFlamingoPinkFit PlasticFlamingoPrint PlasticFlamingoEarrings DressLikeAPlasticFlamingo StyleThePlasticFlamingo MatchMyPlasticFlamingo FeatherBoaPlasticFlamingo SunHatPlasticFlamingo',
    wellness:
      'PlasticFlamingoTreePose PlasticFlamingoGardenZen StandLikeAFlamingo PlasticFlamingoBreaths SunsetPlasticFlamingo HammockPlasticFlamingo KindNotePlasticFlamingo BirdsongPlasticFlamingo',
    speed:
      'PlasticFlamingoRingToss PlasticFlamingoFlockRace FindTheFlamingoFast PlasticFlamingoRelay CarryAPlasticFlamingoDash HopLikeAPlasticFlamingo QuickDrawPlasticFlamingo StakeThePlasticFlamingos',
    music:
      'PlasticFlamingoSong PlasticFlamingoKaraoke TropicalFlamingoJam PlasticFlamingoLipSync YardPartyPlasticFlamingo SerenadeAPlasticFlamingo UkulelePlasticFlamingo BeatboxPlasticFlamingo',
    art: 'PlasticFlamingoPainting PlasticFlamingoMakeover FlamingoYardArt PlasticFlamingoMosaic SketchAPlasticFlamingo GlitterPlasticFlamingo PaperMachePlasticFlamingo ChalkPlasticFlamingo',
    tech: 'PlasticFlamingoTrailCam PlasticFlamingo360 PlasticFlamingoQRCode PlasticFlamingoPhotoEdit AnimateAPlasticFlamingo ARPlasticFlamingoFlock AIVoicePlasticFlamingo MemeThePlasticFlamingo',
    pet: 'PlasticFlamingoPetPose PlasticFlamingoVsDog CatMeetsPlasticFlamingo PupAndPlasticFlamingo TreatHuntPlasticFlamingo SniffThePlasticFlamingo LawnPatrolPlasticFlamingo PlasticFlamingoNapBuddy',
    gaming:
      'PlasticFlamingoCroquet PlasticFlamingoMiniGolf LawnFlamingoGameNight PlasticFlamingoBowling PlasticFlamingoStatues RingTossPlasticFlamingo HideThePlasticFlamingo CaptureThePlasticFlamingo',
  },
  'cardboard cutout': {
    dance:
      'CardboardCutoutDuet CutoutDancePartner CardboardCutoutConga CardboardCutoutCrew CardboardCutoutMoonwalk TangoWithACardboardCutout PromNightCardboardCutout MirrorMeCardboardCutout',
    fitness:
      'CardboardCutoutCoach CardboardCutoutSpotter CutoutWorkoutBuddy CardboardCutoutStretch PlankWithACardboardCutout JogWithACardboardCutout HighFiveCardboardCutout LungeToTheCardboardCutout',
    funny:
      'CardboardCutoutCameo CardboardCutoutPhotobomb BookClubCardboardCutout CardboardCutoutAtDinner CardboardCutoutRoommate VideoCallCardboardCutout TalkingToACardboardCutout WhoIsTheCardboardCutout',
    educational:
      'CardboardCutoutBookReport CardboardCutoutTimeline HowCardboardIsMade CardboardCutoutAnatomy ScaleMathCardboardCutout HistoricCardboardCutout RecycleTheCardboardCutout PlanetCardboardCutouts',
    cooking:
      'CardboardCutoutChef CutoutTasteTester CardboardCutoutPizzaNight CardboardCutoutPicnic CookForACardboardCutout BakeOffVsCardboardCutout TeaWithACardboardCutout ServeTheCardboardCutout',
    travel:
      'CardboardCutoutRoadTrip CardboardCutoutLandmarks CutoutTravelBuddy CampingCardboardCutout PackACardboardCutout BeachDayCardboardCutout ParkWalkCardboardCutout MuseumDayCardboardCutout',
    fashion:
      'CardboardCutoutFitCheck CardboardCutoutTwinning CutoutOutfitMatch CardboardCutoutRunway CardboardCutoutHatSwap DressTheCardboardCutout PaperDollCardboardCutout PromLookCardboardCutout',
    wellness:
      'CardboardCutoutPepTalk CardboardCutoutCheer CutoutComplimentWall CardboardCutoutOfFutureMe CardboardCutoutListens ThankYouCardboardCutout SelfLoveCardboardCutout CozyCornerCardboardCutout',
    speed:
      'CardboardCutoutColorRace CardboardCutoutSpotIt CardboardCutoutRelay CardboardCutoutSpeedDress PoseMatchCardboardCutout FindTheCardboardCutout SpeedTraceCardboardCutout StandItUpCardboardCutout',
    music:
      'CardboardCutoutBand CardboardCutoutConcert CutoutBackupSingers SerenadeACardboardCutout LipSyncCardboardCutout KaraokeCardboardCutout AirGuitarCardboardCutout DuetWithACardboardCutout',
    art: 'CardboardCutoutPortrait LifeSizeCutoutCraft CardboardCutoutMonster PaintACardboardCutout SelfieCardboardCutout ShadowCardboardCutout CollageCardboardCutout PopArtCardboardCutout',
    tech: 'CardboardCutoutVideoCall CardboardCutoutHeadSwap CardboardCutoutRobotVoice PrintACardboardCutout AIPhotoCardboardCutout ARCardboardCutout SlowMoCardboardCutout QRCodeCardboardCutout',
    pet: 'CardboardCutoutOfMyPet CardboardCutoutCatHouse CardboardCutoutHideout GiantPupCardboardCutout TreatTrailCardboardCutout DogWalkCardboardCutout SitStayCardboardCutout HighFiveCardboardCutout',
    gaming:
      'CardboardCutoutArcade CutoutGameNightGuest CardboardCutoutCharades CardboardCutoutBowling BeanBagCardboardCutout FreezeTagCardboardCutout PlayerTwoCardboardCutout PinTheNoseCardboardCutout',
  },
  'rubber chicken': {
    dance:
      'RubberChickenTango RubberChickenMoonwalk SqueakyChickenShuffle RubberChickenConga FunkyRubberChicken DuetWithARubberChicken BeatDropRubberChicken LimboUnderARubberChicken',
    fitness:
      'SquatAndSqueak RubberChickenBurpees RubberChickenCatch RubberChickenPlankPass StretchyRubberChicken CrabWalkRubberChicken JumpingJackRubberChicken HighKneesRubberChicken',
    funny:
      'RubberChickenOpera RubberChickenNews SqueakYourAnswer RubberChickenInterview AskTheRubberChicken DramaticRubberChicken StandUpWithARubberChicken MotivationalRubberChicken',
    educational:
      'RubberChickenPhysics RubberChickenPitchTest HowSqueakersWork RubberChickenAnatomy TreeToRubberChicken SoundWavesRubberChicken SpanishWithARubberChicken ElasticityRubberChicken',
    cooking:
      'RubberChickenSousChef RubberChickenWaiter RubberChickenCookOff RubberChickenPancakes CookingShowRubberChicken LunchboxRubberChicken PicnicWithARubberChicken BakeSaleRubberChicken',
    travel:
      'RubberChickenRoadTrip RubberChickenPassport SqueakAtEveryLandmark RubberChickenPostcard RubberChickenTourGuide PackARubberChicken BeachWalkRubberChicken HikeWithARubberChicken',
    fashion:
      'RubberChickenPurse RubberChickenRunway StyleTheRubberChicken RubberChickenBowTie RubberChickenScarf TinyHatRubberChicken MatchingRubberChicken GlamUpARubberChicken',
    wellness:
      'SqueakAwayStress RubberChickenSqueeze RubberChickenGiggles RubberChickenHug DeepBreathRubberChicken ComplimentRubberChicken CalmDownRubberChicken MoodCheckRubberChicken',
    speed:
      'RubberChickenRelay RubberChickenTossRace SqueakSpeedrun FindTheRubberChicken PassTheRubberChicken HeadBalanceRubberChicken DressTheRubberChickenFast QuickDrawRubberChicken',
    music:
      'RubberChickenCover RubberChickenSymphony SqueakyChickenRemix RubberChickenBeatbox DuetWithARubberChicken GuessTheSongRubberChicken BirthdayRubberChicken ChoirOfRubberChickens',
    art: 'RubberChickenMonaLisa RubberChickenComic ClaymationChicken SketchARubberChicken PaintedRubberChicken ShadowPuppetRubberChicken StillLifeRubberChicken ChalkRubberChicken',
    tech: 'RubberChickenDoorbell SqueakyChickenAlarm RubberChickenRingtone StopMotionRubberChicken SlowMoRubberChicken AutotuneRubberChicken GreenScreenRubberChicken AIVoiceRubberChicken',
    pet: 'PupVsSqueakyChicken RubberChickenFetch HideTheRubberChicken RubberChickenTugOfWar RubberChickenNap PawShakeRubberChicken WhichToyRubberChicken GentleMouthRubberChicken',
    gaming:
      'RubberChickenHotPotato SqueakWhenYouLose RubberChickenBowling RubberChickenBuzzerQuiz RubberChickenRingToss CaptureTheRubberChicken KeepAwayRubberChicken MusicalRubberChicken',
  },
  'donut box': {
    dance:
      'DonutBoxHappyDance SprinkleShuffle DonutBoxDeliveryStrut DonutBoxGroove OpenTheDonutBoxBoogie DuetForTheDonutBox TwistAndShareDonutBox MoonwalkToTheDonutBox',
    fitness:
      'DonutBoxBurpees DonutBoxRunClub DonutBoxCarry EarnTheDonutBox SquatsBeforeTheDonutBox JumpingJacksDonutBox WalkToTheDonutBox LungeForTheDonutBox',
    funny:
      'DonutBoxEmptyReveal DonutBoxReactions LastDonutStandoff DonutBoxDetective DonutBoxDebate RankingTheDonutBox DramaticDonutBoxOpening NatureDocDonutBox',
    educational:
      'DonutBoxMath WhyDonutsHaveHoles DonutBoxGlazeScience DonutBoxRecyclingRules BakersDozenDonutBox FoldADonutBox CountInFrenchDonutBox GuessTheWeightDonutBox',
    cooking:
      'DonutBoxBakeOff DonutBoxFromScratch DonutBoxGlazeBar DonutBoxFrenchToast CinnamonSugarDonutBox DecorateTheDonutBox MiniDonutBoxTower RainbowSprinkleDonutBox',
    travel:
      'DonutBoxRoadTrip DonutBoxCityTour DonutShopCrawl DonutBoxPassport LocalDonutBoxHunt SundayDonutBoxWalk HometownDonutBox BestDonutBoxInTown',
    fashion:
      'DonutBoxColorFit DonutBoxPastelLook DonutBoxEarrings DonutBoxTote GlazedGlamDonutBox SprinklePrintDonutBox PinkStripesDonutBox FrostedNailsDonutBox',
    wellness:
      'DonutBoxShareDay DonutBoxMindfulBite TreatYourselfFriday DonutBoxGratitude DonutBoxForNeighbors ThankYouDonutBox SlowMorningDonutBox NoGuiltDonutBox',
    speed:
      'DonutBoxPackingRace DonutBoxSpeedDecorate DonutBoxDeliveryDash TallestDonutBoxStack GlazeAndGoDonutBox FoldTheDonutBoxFast SprinkleSprintDonutBox BlindfoldDonutBoxSort',
    music:
      'DonutBoxBeat DonutBoxJingle SprinkleSong DonutBoxSerenade DonutBoxRap DrumOnTheDonutBox SingToTheDonutBox OdeToTheDonutBox',
    art: 'DonutBoxDesign DonutBoxCardboardCraft SprinkleArt DonutBoxDiorama DonutBoxCollage PaintTheDonutBox SketchTheDonutBox ClayDonutBox',
    tech: 'DonutBoxUnboxing DonutBoxNannyCam StopMotionDonutBox DonutBoxProductShoot AIRatesMyDonutBox OverheadShotDonutBox QRCodeDonutBox PhotoEditDonutBox',
    pet: 'DogSafeDonutBox DonutBoxPetPhotoshoot DonutBoxTreatPuzzle CatInTheDonutBox EmptyDonutBoxFort HamsterDonutBoxMaze BunnyDonutBoxHideout PawPrintDonutBox',
    gaming:
      'DonutBoxGameNight DonutBoxTicTacToe DonutBoxRockPaperScissors DonutBoxMemoryMatch GuessTheFlavorDonutBox DiceRollDonutBox RingTossDonutBox ThumbWarDonutBox',
  },
  'phone wallpaper': {
    dance:
      'PhoneWallpaperDanceShot PhoneWallpaperSilhouette PhoneWallpaperMidAir BalletLeapPhoneWallpaper SpinForAPhoneWallpaper FreezeFramePhoneWallpaper CrewPosePhoneWallpaper PartnerDipPhoneWallpaper',
    fitness:
      'LockScreenWorkoutPlan PhoneWallpaperStepGoal PostRunPhoneWallpaper HabitGridPhoneWallpaper FinishLinePhoneWallpaper HikeViewPhoneWallpaper YogaPosePhoneWallpaper GymBuddyPhoneWallpaper',
    funny:
      'PhoneWallpaperReveal PhoneWallpaperStory LockScreenConfessions PhoneWallpaperRanking WorstPhoneWallpaperEver GuessMyPhoneWallpaper ParentsPhoneWallpaper BlurryPhoneWallpaper',
    educational:
      'PhoneWallpaperStudyCards PhoneWallpaperVocab LockScreenLearning FormulaPhoneWallpaper ElementPhoneWallpaper WorldMapPhoneWallpaper TimesTablePhoneWallpaper StarChartPhoneWallpaper',
    cooking:
      'PhoneWallpaperRecipe PhoneWallpaperFoodPic CakePhoneWallpaper CookMyPhoneWallpaper LatteArtPhoneWallpaper FruitBowlPhoneWallpaper GroceryListPhoneWallpaper PizzaPhoneWallpaper',
    travel:
      'PhoneWallpaperTravelGoal PhoneWallpaperTripPhoto PostcardPhoneWallpaper SunsetPhoneWallpaper MapPinPhoneWallpaper VisitMyPhoneWallpaper LocalParkPhoneWallpaper PackingListPhoneWallpaper',
    fashion:
      'PhoneWallpaperOutfitMatch PhoneWallpaperAesthetic DressAsMyPhoneWallpaper NailArtPhoneWallpaper PalettePhoneWallpaper FitPicPhoneWallpaper SneakerPhoneWallpaper HairColorPhoneWallpaper',
    wellness:
      'PhoneWallpaperAffirmation LockScreenGratitude BreathePhoneWallpaper NaturePhoneWallpaper FutureMePhoneWallpaper PutItDownPhoneWallpaper DrinkWaterPhoneWallpaper FamilyPhotoPhoneWallpaper',
    speed:
      'PhoneWallpaperSwapRace LockScreenDesignSprint PhoneWallpaperQuickDraw SpeedEditPhoneWallpaper OneMinutePhoneWallpaper SnapAPhoneWallpaperFast PhotoHuntPhoneWallpaper CountdownPhoneWallpaper',
    music:
      'PhoneWallpaperAlbumArt PhoneWallpaperPlaylist LockScreenLyrics SongForMyPhoneWallpaper ConcertPhoneWallpaper VinylPhoneWallpaper SheetMusicPhoneWallpaper BandLogoPhoneWallpaper',
    art: 'PhoneWallpaperDesign PhoneWallpaperDrawing CustomLockScreenArt WatercolorPhoneWallpaper PixelPhoneWallpaper CollagePhoneWallpaper DoodlePhoneWallpaper StencilPhoneWallpaper',
    tech: 'PhoneWallpaperDepthEffect PhoneWallpaperAIMade LockScreenWidgetTour LivePhotoPhoneWallpaper DarkModePhoneWallpaper ShortcutPhoneWallpaper ParallaxPhoneWallpaper TimelapsePhoneWallpaper',
    pet: 'PhoneWallpaperPetPhoto SleepyPupPhoneWallpaper CatSelfiePhoneWallpaper TreatForAPhoneWallpaper PawPrintPhoneWallpaper FishTankPhoneWallpaper ZoomiesPhoneWallpaper SeniorDogPhoneWallpaper',
    gaming:
      'PhoneWallpaperGameArt PhoneWallpaperHighScore ChessboardPhoneWallpaper PixelHeroPhoneWallpaper PuzzlePhoneWallpaper LevelMapPhoneWallpaper CardDeckPhoneWallpaper DiceRollPhoneWallpaper',
  },
  'love note': {
    dance:
      'LoveNoteDanceReveal LoveNoteWaltz LoveNoteTwoStep LunchNoteShuffle DuetForALoveNote PromAskLoveNote HeartHandsLoveNote MoonwalkToMyLoveNote',
    fitness:
      'LoveNotePartnerWorkout LoveNoteScavengerRun LoveNoteMileMarkers LunchNoteStretch SquatForALoveNote HighFiveLoveNote JumpRopeLoveNote DashToTheLoveNote',
    funny:
      'LoveNoteFromMyPet LoveNoteToMyBed SecretAdmirerSkit LoveNoteToMondays DadJokeLunchNote DramaticLoveNoteReading WorstLoveNoteEver KidsWriteLoveNote',
    educational:
      'LoveNotePoetryLesson LoveNoteInCursive LoveNoteInFrench LoveNoteCipher OldestLoveNoteEver MathPuzzleLunchNote SignLanguageLoveNote SpellingWordLunchNote',
    cooking:
      'LoveNoteCookies LoveNoteLunchbox HeartShapedPancakes StrawberryLoveNote ToastArtLoveNote BananaPeelLoveNote PizzaLoveNote AlphabetSoupLoveNote',
    travel:
      'LoveNoteFromAbroad LoveNotePostcard LoveNoteInMySuitcase LoveNoteTrail CarryOnLoveNote TreasureMapLoveNote HotelPillowLoveNote RoadTripLunchNote',
    fashion:
      'LoveNoteLocketLook LoveNotePrintShirt ValentinesDayFitCheck LoveNoteEmbroidery PocketLoveNote HeartPatchLoveNote PinkAndRedLoveNote DateNightLoveNote',
    wellness:
      'LoveNoteToSelf LoveNoteMirror LoveNoteJar LoveNoteToFutureMe ThankYouLoveNote KindnessLunchNote BedsideLoveNote GratefulLoveNote',
    speed:
      'LoveNoteSpeedWrite LoveNoteHuntRace OneMinuteLoveLetter LunchNoteSprint FoldALoveNoteFast StickyLoveNoteBlitz BeatTheBellLoveNote ScrambledLoveNote',
    music:
      'LoveNoteSong SecretAdmirerSerenade LoveNoteRap LoveNoteDuet SingMyLoveNote UkuleleLoveNote KaraokeLoveNote BeatboxLunchNote',
    art: 'LoveNoteOrigami LoveNoteCalligraphy HeartEnvelopeCraft WatercolorLoveNote PopUpLoveNote CollageLoveNote DoodleLunchNote PressedFlowerLoveNote',
    tech: 'LoveNoteVoiceMemo LoveNoteScheduledText DigitalLoveLetter LoveNoteReminderApp QRCodeLoveNote StopMotionLoveNote SpreadsheetLoveNote EmojiLoveNote',
    pet: 'LoveNoteToMyPet LoveNoteFromThePup PawPrintLoveNote CatSitsOnLoveNote LunchNoteForTheDogWalker ThankYouVetLoveNote AdoptionDayLoveNote ShelterLoveNote',
    gaming:
      'LoveNoteQuest LoveNoteCardGame LoveNoteTreasureHunt LoveNoteEscapeRoom CrosswordLoveNote WordSearchLoveNote GuessWhoWroteLoveNote RiddleLunchNote',
  },
  telescope: {
    dance:
      'TelescopeMoonDance TelescopeShuffle MoonwalkByTheTelescope OrbitTheTelescope SupernovaTelescopeSpin GalaxyGrooveTelescope ShootingStarTelescopeStep CometTelescopeConga',
    fitness:
      'TelescopeHike StargazingWalk TelescopeCarry TelescopeSetupSquats TelescopeSkyStretch PlanetCircuitTelescope CrunchesByTheTelescope RocketJumpsTelescope',
    funny:
      'TelescopeFirstLook TelescopeSetupStruggle LensCapStillOn TelescopeWrongWay ItsJustAPlaneTelescope DadAndTheTelescope CatVsTelescope MoonSelfieTelescopeFail',
    prank:
      'TelescopeFakePlanet CeilingGalaxyTelescope TinyAlienTelescope SecretMessageTelescope PaperUFOTelescope NameAStarTelescope MoonRockTelescope HiFromMarsTelescope',
    cooking:
      'TelescopeNightSnacks TelescopeStargazingPicnic GalaxyCookies TelescopeMoonPhases TelescopeTrailMix PlanetPizzaTelescope HotCocoaTelescope SaturnBagelTelescope',
    travel:
      'TelescopeDarkSkyTrip TelescopeObservatoryVisit TelescopeCampout TelescopeOnABeach PackTheTelescope MeteorShowerTelescope StarPartyTelescope CountrysideTelescope',
    fashion:
      'TelescopeStargazerFit TelescopeCozyLayers CelestialPrintOutfit TelescopeBeanie MoonBootsTelescope StarEarringsTelescope NightSkyNailsTelescope ConstellationTelescopeTee',
    wellness:
      'TelescopeStargazing TelescopeMoonGazing TelescopeJournal TelescopeWithGrandpa FeelSmallTelescope WishUponATelescope PhoneFreeTelescopeNight BlanketAndTelescope',
    speed:
      'TelescopeSetupRace TelescopePlanetHunt ConstellationSpeedFind TelescopePackUp FocusTheTelescopeFast SpotTheISSTelescope BeatTheSunsetTelescope LensSwapTelescopeDash',
    music:
      'TelescopeNightPlaylist TelescopeMoonSong StarlightLullaby TelescopeKaraoke TwinkleTunesTelescope CosmicCoverTelescope SynthTelescopeJam GuitarUnderTheTelescope',
    art: 'TelescopeMoonSketch TelescopeAstroPhotos ConstellationPainting TelescopeViewCollage PaperMacheTelescope NebulaWatercolorTelescope ChalkGalaxyTelescope CardboardTelescopeBuild',
    tech: 'TelescopePhoneMount TelescopeDIYBuild StarMapAppTest TelescopeTimelapse TelescopeNightMode MoonPhotoTelescope SatelliteTrackerTelescope RedLightTelescope',
    pet: 'TelescopePetStargazing TelescopeNightWithDog TelescopeCuddle TelescopeWalkies CatVsTelescope BlanketPupTelescope TreatBreakTelescope BunnyBedtimeTelescope',
    gaming:
      'TelescopeStarHunt TelescopeSpaceGame TelescopeBingo TelescopeTwentyQuestions PlanetTriviaTelescope ISpyTelescope MoonMapTelescopeQuest GuessTheDotTelescope',
  },
  charcuterie: {
    dance:
      'CharcuterieShuffle CharcuterieConga GrazingTableGroove CharcuterieBoardBoogie CharcuterieTango SlideToTheCharcuterie DuetAtTheCharcuterie ShimmyToTheCharcuterie',
    fitness:
      'EarnYourCharcuterie ProteinCharcuterie GrazingBoardCarry CharcuterieCooldown SquatForCharcuterie PicnicHikeCharcuterie LungeForCharcuterie CharcuterieParkWalk',
    funny:
      'CharcuterieBoardFail GasStationCharcuterie KidsRateMyCharcuterie CharcuterieExpectations LeftoversCharcuterie FancyVoiceCharcuterie TinyCharcuterie BreakfastCharcuterie',
    prank:
      'ChefsThankYouCharcuterie SurpriseCharcuterieDrop CharcuterieInTheLunchbox CharcuterieNameTags LaundryCharcuterie BreakfastInBedCharcuterie DadsFaceCharcuterie ButlerCharcuterieService',
    educational:
      'WhatIsCharcuterie HowSalamiIsCured CharcuterieFractions CharcuterieColorWheel CheeseRegionsCharcuterie PronounceCharcuterie FoodSafetyCharcuterie FrenchWordsCharcuterie',
    travel:
      'CharcuterieFromTheMarket LocalCharcuterieHunt CharcuterieSouvenirs PicnicSpotCharcuterie PackedCharcuterie BeachCharcuterie ParkBenchCharcuterie HikeAndCharcuterie',
    fashion:
      'CharcuterieDateFit GrazingPartyLook CharcuterieColorPalette CharcuterieHostOutfit OliveGreenCharcuterie LinenCharcuterie GinghamCharcuterie ApronStyleCharcuterie',
    wellness:
      'MindfulCharcuterie CharcuterieSelfCareNight SlowGrazingEvening CharcuterieForOne GratitudeCharcuterie SundayResetCharcuterie CandlelitCharcuterie FriendsCharcuterieCatchUp',
    speed:
      'CharcuterieSpeedBuild FiveMinuteCharcuterie GrazingTableRelay CharcuterieRoseSprint CharcuterieBeatTheBuzzer CrackerStackCharcuterie RefillTheCharcuterie DollarCharcuterieDash',
    music:
      'CharcuterieJazzNight CharcuterieCrunchBeat GrazingTablePlaylist CharcuterieSerenade KaraokeCharcuterie AccordionCharcuterie PianoBarCharcuterie LoFiCharcuterie',
    art: 'CharcuterieArtBoard CharcuterieStillLife SalamiRoseSculpt CharcuterieMosaic SketchTheCharcuterie RainbowCharcuterie PortraitCharcuterie CharcuterieAnimalShapes',
    tech: 'CharcuterieOverheadShot CharcuterieBoardPlanner GrazingTableTimelapse CharcuterieCostCalculator AIBuildsMyCharcuterie CharcuterieLightingHack SpreadsheetCharcuterie PortraitModeCharcuterie',
    pet: 'PetPortraitCharcuterie CharcuterieBeggingFaces PawsOffCharcuterie CharcuterieNightKittyCam WhichTreatCharcuterie BunnyVeggieCharcuterie LeaveItCharcuterie PupCalmCornerCharcuterie',
    gaming:
      'CharcuterieGameNight CharcuterieLootTable CheeseBoardCampaign CharcuterieTicTacToe CharcuterieTrivia GuessTheSalamiCharcuterie ChessAndCharcuterie JigsawCharcuterie',
  },
  crepe: {
    dance:
      'CrepeSwirlDance CrepeFlipShuffle ParisCreperieWaltz CancanCrepe FoldAndTwistCrepe SpatulaTwirlCrepe RollTheCrepe StrawberryCrepeStep',
    fitness:
      'CrepeFoldCrunch CrepeBrunchRunClub CrepeBatterWhiskArms EarnYourCrepe WalkToTheCreperie LungeForACrepe BurpeesBeforeCrepes SunriseYogaCrepe',
    funny:
      'CrepeFlipFail CrepeTearDrama FirstCrepeAlwaysFlops CrepeOrPancakeDebate CrepeThatLooksLikeAMap TypesOfCrepeEaters ThinnestCrepeEver DadTriesACrepe',
    prank:
      'CrepeBreakfastSurprise CrepeCafeAtHome GiantCrepeReveal MenuInFrenchCrepe FancyCrepeWaiter NameOnACrepe ParisianCrepeMorning SecretCrepeMessage',
    educational:
      'CrepeHistoryBrittany CrepeVsPancake CrepeInFrench CrepeFractions ChandeleurCrepe SweetVsSavoryCrepe GaletteOrCrepe WorldwideCrepeCousins',
    travel:
      'CrepeStreetHunt ParisCrepeStandTour CreperieCrawl FoodTruckCrepe PackACrepePicnic BeachsideCrepe FarmersMarketCrepe LocalCrepeMap',
    fashion:
      'CreperieDateFit CrepeCafeChic CrepeBrunchOutfit BeretAndCrepe StripedShirtCrepe ParisianCrepeLook StrawberryPrintCrepe NeckScarfCrepe',
    wellness:
      'CrepeSundayRitual CrepeSlowMorning MindfulSweetBrunch CrepeForAFriend BreakfastInBedCrepe CozyCrepeNight SunshineCrepeBreak CrepeAndJournal',
    speed:
      'CrepeFlavorsQuickfire CrepeFoldRelay BerryGarnishCrepeSprint CrepeFillingBlitz MenuMemoryRushCrepe RollACrepeFast CreamSwirlCrepeCountdown CrepeToppingDash',
    music:
      'CrepeCafeAccordion CrepeSizzleBeat CrepeKaraoke SingToYourCrepe WhiskDrumCrepe LaVieEnCrepe SpatulaSoloCrepe FrenchPlaylistCrepe',
    art: 'CrepeBatterArt StrawberryCrepeSketch CrepeStillLife CrepeWatercolor ChocolateDrizzleCrepe FruitMosaicCrepe PaintedCrepeMenu CafeChalkboardCrepe',
    tech: 'CrepeMakerTest CrepeSlowMoFlip CrepeBatterScaleApp CrepeStopMotion OverheadCrepeShot AIRecipeCrepe GreenScreenCrepe PhoneTimerCrepe',
    pet: 'PetSafeCrepeBrunch CreperieDogPatio CrepeBeggingFace LeaveItCrepeTraining CrepeDayDogWalk KittyWatchesCrepe CrepeSundayCatNap PuppyNamedCrepe',
    gaming:
      'CrepeGameNight CrepeShopSimRun CreperieTycoon CrepeToppingBingo GuessTheFillingCrepe BlindfoldCrepeTaste FrenchQuizCrepe MemoryMatchCrepe',
  },
  macaron: {
    dance:
      'MacaronShuffle MacaronTowerTwirl PastelPatisserieStep MacaronMinuet BalletMacaron ParisMacaronWaltz DuetForAMacaron CancanMacaron',
    fitness:
      'MacaronColorCircuit MacaronEarnedIt PastelPowerYoga LungesForMacarons SquatPerMacaron PlankForAMacaron WalkToTheMacaronShop JumpingJacksMacaron',
    funny:
      'MacaronFails MacaronVsMacaroon PatisserieCriticSkit MacaronPriceShock PinkyUpMacaron DadTriesMacaron TinyMacaronBigDrama TypesOfMacaronEaters',
    prank:
      'MacaronBurgerIllusion MacaronBoxSurprise MacaronTowerReveal DeliverAMacaronToMom GiantMacaronPillow SecretMacaronNote TeaPartyMacaronAmbush RainbowMacaronWakeUp',
    educational:
      'WhyMacaronsCrack MeringueScience MacaronOrMacaroon MacaronMath WhatAreMacaronFeet FoodColoringMacaron PronounceMacaron HumidityMacaronTest',
    travel:
      'ParisMacaronTour MacaronShopCrawl PatisserieHopping MacaronPicnic LocalMacaronHunt PackAMacaronTin FarmersMarketMacaron BakeryMapMacaron',
    fashion:
      'MacaronPastelFit MacaronBagCharm PatisseriePinkLook MacaronNails MacaronEarrings DressLikeAMacaron ColorBlockMacaron MintGreenMacaron',
    wellness:
      'MacaronTeaTime MacaronMindfulBite PastelSelfCareDay MacaronGratitude MacaronForAFriend SlowBakeMacaron JournalAndMacaron SunsetMacaronPicnic',
    speed:
      'MacaronPipingRace MacaronTowerSpeedBuild PastelShellSort MacaronPackDash PairTheMacaronHalves FillTheMacaronBox BlindfoldMacaronGuess ColorMatchMacaronSprint',
    music:
      'MacaronCafeJazz MacaronPopCover PastelPianoMelody MacaronLullaby CrunchBeatMacaron AccordionMacaron MacaronParisPlaylist SingInFrenchMacaron',
    art: 'MacaronPaintedShells MacaronClayCharm PastelStillLife MacaronWatercolor SketchAMacaron FeltMacaron PaperMacaronGarland RainbowMacaronTower',
    tech: 'MacaronOvenTimelapse MacaronPipingTemplate AIRatesMyMacarons MacaronMacroShot HumidityAppMacaron PollYourMacaronFlavor MacaronColorPicker RecipeScalerMacaron',
    pet: 'MacaronCatBed MacaronPastelPetShoot MacaronPlushToy MacaronBoxFort HamsterMacaronHouse PawsOffTheMacaron GuineaPigMacaronHideout NapOnAMacaronPillow',
    gaming:
      'MacaronMatchThree MacaronGameNight PatisserieTycoon MacaronTowerTopple MacaronTicTacToe GuessTheMacaronFlavor CheckersWithMacarons BlindTasteMacaron',
  },
  tiramisu: {
    dance:
      'PickMeUpDance TiramisuShuffle TiramisuTwirl TiramisuCocoaShake TarantellaTiramisu DuetForATiramisu MoonwalkToTiramisu ItalianDiscoTiramisu',
    fitness:
      'EarnYourTiramisu LadyfingerLunges TiramisuTabata TiramisuStepCount TiramisuBurpees SquatForTiramisu LayerCircuitTiramisu JumpRopeTiramisu',
    funny:
      'TiramisuPortionDrama NonnaRatesMyTiramisu TiramisuLandslide TiramisuExpectations HowDoYouSayTiramisu DadsFirstTiramisu MidnightTiramisuRaid TinyTiramisu',
    prank:
      'TiramisuFlowerPot BedsideTrayTiramisu TiramisuInAMug TiramisuBirthdayAmbush CocoaMessageTiramisu MiniTiramisuHunt KindNeighborTiramisu StealthTiramisuDelivery',
    educational:
      'WhatTiramisuMeans TiramisuOriginWars HowMascarponeIsMade TiramisuLayerMath ItalianWordsTiramisu CocoaBeanToTiramisu EggSafetyTiramisu PronounceTiramisu',
    travel:
      'TiramisuInTreviso TiramisuCafeCrawl FindTheBestTiramisu TiramisuRoadTrip ItalianDeliTiramisuHunt LittleItalyTiramisu PicnicTiramisuJar LocalBakeryTiramisu',
    fashion:
      'DressLikeATiramisu TiramisuLayerUp CocoaCreamFitCheck TiramisuNailArt MochaTonesTiramisu ItalianSummerTiramisu LinenAndTiramisu CafeDateTiramisu',
    wellness:
      'PickMeUpMoment MindfulTiramisu TiramisuSlowSpoon TiramisuForAFriend TiramisuAndJournal SundayTiramisu NonnaCallTiramisu TiramisuUnderTheStars',
    speed:
      'LadyfingerDipDash TiramisuLayerRace TiramisuIn10Minutes TiramisuCupStack StencilTiramisuSprint BlindfoldTiramisu FastestTiramisuCleanup SpoonTiramisuRelay',
    music:
      'TiramisuMandolinJam ThatsAmoreTiramisu PickMeUpAnthem TiramisuLullaby OperaTiramisu AccordionTiramisu SpoonDrumTiramisu ItalianPopTiramisu',
    art: 'TiramisuCocoaStencil TiramisuCrossSection LadyfingerSculpture TiramisuStillLife DrawEveryTiramisuLayer TiramisuPopUpCard ClayTiramisu CoffeePaintTiramisu',
    tech: 'TiramisuTimelapse TiramisuVsAIChef GadgetOnlyTiramisu SlowMoTiramisu TiramisuFridgeTimer MacroShotTiramisu OverheadTiramisu VoiceRecipeTiramisu',
    pet: 'MyDogNamedTiramisu CocoaAndCreamKitty TiramisuColoredPup TiramisuBeggingEyes TiramisuPlushToy TiramisuLookalikePet PawsOffTheTiramisu LayeredBlanketTiramisu',
    gaming:
      'TiramisuOrderRush TiramisuLayerPuzzle BocceAndTiramisu TiramisuCookingSim LadyfingerStackTiramisu SpotTheFakeTiramisu ItalianTriviaTiramisu DominoesAndTiramisu',
  },
  mocktail: {
    dance:
      'MocktailShakerDance MocktailShimmy ShakeAndPourGroove MocktailStirAndSpin CongaToTheMocktailBar TikiMocktailTwist SalsaMocktail UmbrellaMocktailSway',
    fitness:
      'MocktailRecoveryHour MocktailShakerArms ElectrolyteMocktailBreak EarnYourMocktail SquatAndSipMocktail PostRunMocktail HydrationMocktail YogaThenMocktail',
    funny:
      'MocktailNamingGame MocktailFancyFail GarnishOverload MocktailBartenderPOV KidsMakeMyMocktail PinkyUpMocktail SnobMocktailReview WorstMocktailEver',
    prank:
      'ColorChangeMocktail MocktailFlavorMystery GarnishOnEverything MocktailButlerService MocktailWelcomeHome FancyWaterMocktail GiantStrawMocktail UmbrellaOverloadMocktail',
    educational:
      'LayeredMocktailDensity WhyBubblesRise MocktailFractions MocktailSugarCount MocktailInSpanish ButterflyPeaTeaMocktail FloatingIceMocktail MintVsBasilMocktail',
    travel:
      'MocktailAroundTheWorld JuiceStandHopMocktail TropicalSipTour MocktailPassport BeachPicnicMocktail MocktailFromMyTrip LocalCafeMocktail PackedCoolerMocktail',
    fashion:
      'MocktailHourFit MocktailPartyLook GarnishEarrings MocktailNailArt DressLikeAMocktail CitrusColorMocktail TikiShirtMocktail SunsetOmbreMocktail',
    wellness:
      'MocktailMindfulHour MocktailSelfCare SundayResetMocktail MocktailCheckInCall BedtimeMocktail CucumberCalmMocktail SunsetMocktail GratitudeToastMocktail',
    speed:
      'MocktailSpeedMix MocktailShakeRace GarnishSprint MocktailIn60 MocktailOrderRush BlindfoldMocktail IceCubeMocktailRelay BeatTheBuzzerMocktail',
    music:
      'MocktailShakerBeat MocktailJazzHour IceClinkRhythm MocktailPlaylist SipAndSingMocktail TikiTunesMocktail GlassXylophoneMocktail StrawFluteMocktail',
    art: 'MocktailGarnishArt MocktailPhotoStyling CitrusWheelPrints MocktailMenuDesign StainedGlassMocktail DoodleYourDreamMocktail RainbowMocktail PaperUmbrellaMocktail',
    tech: 'MocktailRecipeAI ClearIceCubeHack MocktailNameGenerator MocktailMenuQR MocktailSlowPour VoiceAssistantMocktail BacklitMocktailPhoto PortraitModeMocktail',
    pet: 'PetSafeMocktail PupTailHour MocktailCatCameo PawsOffMocktail DogBirthdayMocktail WaterBowlMocktail FrozenTreatMocktail SnugglesAndMocktail',
    gaming:
      'MocktailGameNight MocktailMixerSim MocktailDominoes PictionaryMocktail GuessTheMocktail BlindTasteMocktail TriviaMocktail ChessAndMocktail',
  },
  kombucha: {
    dance:
      'KombuchaFizzDance KombuchaShuffle BoochBounce BoochBubbleWiggle BubblyKombuchaTwist ScobyShimmyKombucha PopAndLockKombucha SipAndSwayKombucha',
    fitness:
      'KombuchaAfterYoga KombuchaCoolDown KombuchaBottleCurls EarnYourKombucha PostHikeKombucha SquatAndSipKombucha PilatesThenKombucha WalkToTheKombuchaBar',
    funny:
      'KombuchaFirstSipFace KombuchaFizzFail BoochSnobReview GrandpaTriesKombucha NamingMyKombuchaScoby TypesOfKombuchaDrinkers OverexplainingKombucha FridgeMysteryKombucha',
    prank:
      'KombuchaFlavorMystery KombuchaTastingMenu BoochButler FancyLabelKombucha ScobyRevealKombucha HomebrewKombuchaTaproom NoteOnTheKombucha HiddenKombuchaHunt',
    educational:
      'KombuchaFermentScience WhatIsAScoby KombuchaPHTest KombuchaSugarMath YeastVsBacteriaKombucha WhyKombuchaFizzes MotherCultureKombucha KombuchaOriginMap',
    travel:
      'KombuchaTaproomTour KombuchaBreweryVisit CityCafeKombuchaMap KombuchaRoadTrip FarmersMarketKombucha LocalKombuchaHunt PicnicKombucha HikeAndBooch',
    fashion:
      'KombuchaCafeFit FermentChicLook KombuchaTote BoochBucketHat EarthTonesKombucha YogaSetKombucha AmberGlowKombucha KombuchaTeaDyeTee',
    wellness:
      'SwapSodaForKombucha KombuchaMindfulSip BoochBreak KombuchaJournal MorningKombuchaRitual GoldenHourBooch KombuchaPorchPause FriendDateKombucha',
    speed:
      'KombuchaBottlingRace KombuchaFlavorGuessTimer FizzPourDash BoochBlitz KombuchaLabelSpeedrun BottleCapKombuchaSprint FunnelRelayKombucha StackTheKombucha',
    music:
      'KombuchaFizzBeat KombuchaBottleFlute BoochBeatbox KombuchaLoFi SipAndSingKombucha JarDrumKombucha AcousticKombucha CapShakerKombucha',
    art: 'KombuchaBottleArt KombuchaLabelDesign KombuchaMosaic SketchMyKombucha PaintWithKombuchaTea StillLifeKombucha ColorWheelKombucha KombuchaCapMagnets',
    tech: 'KombuchaFermentTimelapse KombuchaLabelMaker SpreadsheetKombucha SlowMoKombuchaPour MacroShotKombucha BrewTimerKombucha AIFlavorKombucha BoochBottlingReminder',
    pet: 'KombuchaCafePupDate PetsNamedBooch KombuchaAndCuddles PawsOffTheKombucha CatGuardsKombucha DogWalkKombucha BunnyAndBooch SunnyNapKombucha',
    gaming:
      'KombuchaGameNight KombuchaBrewSim KombuchaCapFlick BoochLabelMemoryMatch GuessTheFlavorKombucha BlindTasteKombucha ChessAndKombucha CardsAndKombucha',
  },
};
