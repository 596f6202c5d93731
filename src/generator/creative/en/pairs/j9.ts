import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  lizard: {
    dance:
      'LizardHeadBobDance LizardPushUpPop DoTheLizardCrawl LizardWizardWiggle LoungeLizardMoves DanceLikeALizard LizardTailTwist',
    fitness:
      'LizardLunge LizardCrawlPushups StretchLikeALizard LizardPoseFlow LizardTailTaps ColdBloodedCardio LizardPlankIn60',
    prank:
      'LizardToyOnTheWall LizardMagnetFridge TinyLizardInvasion SneakALizardInThePic LizardShadowPuppet GooglyEyeGecko',
    cooking:
      'LizardKiwiTart BakeALizardLoaf LizardCookieCutters BuildALizardSandwich GeckoGuacamole CucumberChameleon LizardTailPretzels',
    travel:
      'LizardSpottingHike SayHiToTheZooLizards LizardSpottedOnVacation LizardSafari MeetAPetShopLizard GeckoNightWalk LizardsOfMyTown',
    wellness:
      'LizardSlowBlink BaskLikeALizard QuietYourLizardBrain LizardLoungeHour ShedTheOldSkin BreatheLikeALizard LizardSunSalutation',
    speed:
      'LizardCrawlRace LizardJigsawSpeedrun LizardTankCleanClock SpotTheLizardIn10 LizardSpeedSketch BuildALizardIn60 LizardFactsIn60',
    music:
      'LizardLoungeJazz LizardHeadBobTempo LizardChirpBeat LizardWizardRap SingToYourLizard ScalesForLizards',
    tech: 'LizardShedTimelapse LizardHeatLampTimer AIIdentifiesTheLizard MakeYourOwnLizardEmoji TerrariumLiveCam LizardLunchAlarm LizardMacroPhotoTest',
    gaming:
      'GuessMyLizardImpression LizardSpottingBingo LizardSpockShowdown LizardOrSnakeQuiz LizardLeapfrogLeague ChameleonHideAndSeek MatchTheLizardsIn60',
  },
  llama: {
    fitness:
      'LlamaNeckStretch SquatsNoProbLlama LlamaPackCarry LungeLikeALlama StrutLikeALlama NoDramaBurpees',
    educational:
      'WhyLlamasSpit LlamaVsAlpaca LlamaWoolToYarn WhatLlamaHumsMean LlamasGuardSheep LlamaHighAltitudeSecrets IncaEmpireLlamas',
    travel:
      'LlamaFarmVisit WhereInTheWorldIsLlama SpotALlamaRoadTripBingo SelfieWithALlama AlpacaMyBags WalkALlamaDay',
    speed:
      'LlamaDrawIn30 SayLlamaFast LlamaOrAlpacaRapidFire PassTheLlamaFast WheresTheLlamaDash LlamaPuzzleIn60 StackTheLlamas',
    music:
      'LlamaHumAlong DramaLlamaBallad LlamaRhymeBattle LlamaKazooSolo NoProbLlamaRemix HeresALlamaSingAlong LlamaLullaby',
    art: 'LlamaInOneLine YarnLlamaCraft PaperLlamaPinata LlamaWatercolor DrawALlamaBlindfolded PaperPlateLlama SockLlamaPuppet CottonBallLlama',
    tech: 'LlamaFaceFilter LlamaFarmLiveCam LlamaOrAlpacaApp AnimateALlamaWalk DramaLlamaReactionGif AIChatWithALlama PromptALlamaPortrait LlamaSoundboard',
    pet: 'DogMeetsALlama LlamaPlushFetch CatNapsOnALlama DogReactsToLlamaHums DramaLlamaPuppy IsMyDogALlama TugOfWarWithALlama SheepdogOrLlama',
    gaming:
      'LlamaLootHunt DramaLlamaCharades LlamaSpitDodge LlamaPictionary WhoKnowsLlamasBest LlamaCardGameNight WhoIsTheLlama LlamaBingoBlitz',
  },
  locker: {
    travel:
      'LockerPostcardWall LockerTravelWishlist LuggageLockerCityDay LockerAirportLayover StashAndExplore FieldTripLockerSnackStash',
    tech: 'LockerChargingStation LockerTechKit SaveYourLockerCombo MotionLightLocker LockerMiniFanBuild LockerOrganizerHack LockerLEDStrip',
    pet: 'LockerPetPhotoWall MudroomLockerNook LockerLeashHookup LockerDogWelcome CatInspectsMyLocker LockerSelfieWithPup TreatLockerHunt',
  },
  lollipop: {
    fitness:
      'LollipopBalancePlank SugarRushSprints LollipopHurdleHops EarnYourLollipop WorkoutForALolly LollipopLegRaises LollipopLunges',
    travel:
      'CandyStoreCrawl GiantLollipopHunt ParkBenchLollipopBreak LollipopFromEveryCity BoardwalkLollyStroll SweetShopRoadTrip BiggestLollipopAtTheFair',
    speed:
      'LollipopUnwrapRace CandyWrapperRelay LollipopColorSortIn30 StackTheLollipops LollipopBouquetSprint FindTheLollipopIn60 NameThatLollipopIn5',
    art: 'LollipopStainedGlass PaperPlateLollipops GiantLollipopPinwheel LollipopSwirlPainting LollipopClaySculpt LollipopStickPuppetShow',
    tech: 'LollipopVanishingAct LollipopSwirlsInMacro LollipopSetTimelapse TurnMeIntoALollipop LollipopSpinnerGadget HowManyLicksLollipop HowLongALollipopLasts',
    pet: 'LollipopPlushFetch LollipopSqueakyToyHunt LollipopBandanaPose CandyShopPetPortrait LollyColorPhotoShoot PupVsLollipopPlush',
    gaming:
      'FlipTheLollipopPairs GuessTheLollipopFlavor LollipopPrizeBingo LollipopStickStackOff MatchThreeLollipops WinnerGetsTheLollipop LollipopCharades',
  },
  love: {
    dance:
      'LoveStoryTwoStep DanceToOurLoveSong LoveTangoDip LoveBugBoogie RecreateOurFirstDance HeartHandsShuffle WaltzIntoLove',
    travel:
      'WhereWeFellInLove LoveLetterPostcards FindTheLoveLocks HideLoveNotesAroundTown HeartShapedSights ProposalSpotScout LoveIsInTheAirport RomanceRoadTrip',
    tech: 'LoveLetterInCode ScanForLove SendALoveVoiceNote AIWritesMyLovePoem LightUpHeartBuild LongDistanceMovieSync EmojiOnlyLoveNote',
    gaming:
      'PlayerTwoHasMyHeart LoveTriviaDuel LoveWordleRivals LoveMatchMemory LoveSongCharades CouplesTetrisBattle ScrabbleLoveLetters',
  },
  'low battery': {
    tech: 'LowBatteryHacks LowBatteryModeTest LowBatteryNoScrollDare DeadPhoneRevival PowerBankShowdown HowLongIsOnePercent AutomateLowBattery LowBatteryAppAudit',
  },
  lullaby: {
    dance:
      'LullabySlowDance LullabyBalletFlow LullabyCradleWaltz TiptoeToTheLullaby RockabyeSway SwayMeALullaby LullabyLimbo',
    prank:
      'LullabyAlarmSwap SleepoverLullabyAmbush LullabyAtTheOffice SingDadALullaby TeenBedtimeSerenade TuckInTheGrownUps LullabyPhoneRingtone',
    cooking:
      'LullabyBedtimeSnack LullabyChamomileBrew LullabyHoneyToast TwinkleStarCookies DreamyBananaBread LullabyMoonMilk LullabyInABlender',
    travel:
      'LullabyRoadTripNap LullabyFlightSleep LullabyHammockBeach AllAboardTheLullaby StarryNightCampout CabinRainSounds OceanWaveLullaby',
    tech: 'LullabyNightLightHack RecordGrandmasLullaby LullabyVsWhiteNoise AIWritesALullaby StarProjectorDIY WakeUpToALullaby CodeALullabyMelody',
    gaming:
      'NameThatLullabyIn3 LullabySleepingLions ActOutTheLullaby LullabyInEmojis TwinkleStarRhythmGame LullabyStayAwakeDare LullabyMusicalChairs',
  },
  lumberjack: {
    travel:
      'PackLikeALumberjack LumberjackCabinStay LumberjackFlapjackPicnic LumberjackCampfireNight LumberjackBiggestTreeHunt TimberTownTour LumberjackForestHike',
    wellness:
      'LumberjackTallTreeStretch LumberjackForestWalk LumberjackFireside LumberjackTreeHug ChopWoodCarryWater CracklingFireCalm UnplugLikeALumberjack',
    art: 'DrawYourselfAsALumberjack LogSliceLumberjackArt LumberjackTwigCabin PaintAPlaidLumberjack PineconeLumberjacks TreeRingPortrait LumberjackPaperDoll',
    tech: 'ToyLumberjackStopMotion LumberjackTreeIDApp LumberjackMeasuresATree LumberjackBeardTimelapse PlaidFilterFaceSwap LumberjackASMRChop AIMakesMeALumberjack',
    pet: 'MyDogTheLumberjack LumberjackDogPose LumberjackPlaidBandana LumberjackKittyCabin TimberWolfPup StickFetchChampion LumberjackLapNap',
    gaming:
      'ActLikeALumberjack TrueOrFalseLumberjack LumberjackPickUpSticks TetrisLumberjackLogs LumberjackSaysTimber LumberjackFreezeTag LumberjackJenga',
  },
  'lunar new year': {
    cooking:
      'LunarNewYearDumplings LunarNewYearNoodles SweetRiceBallSoup LunarNewYearLuckyTray SpringFestivalRolls TurnipCakeFry',
    travel:
      'LunarNewYearParade LunarLanternWalk SpringFestivalMarket LunarNewYearChinatown LunarNewYearLionDanceHunt LunarNewYearDumplingCrawl',
    music:
      'LunarNewYearDrumBeat LunarNewYearSongCover GongAndCymbalJam LunarNewYearKaraoke TetSongSingAlong FirecrackerRemix',
    tech: 'LunarNewYearVideoCall LunarNewYearLightShow ZodiacFinderApp LunarNewYearWishReel BecomeALunarNewYearLion DigitalRedEnvelope',
    gaming:
      'LunarNewYearMahjong LunarNewYearGameNight GreatZodiacRace LunarNewYearXiangqi LunarNewYearZodiacSnap LunarNewYearZodiacRace',
  },
  lunch: {
    art: 'LunchBagDoodle LunchNapkinSketch PaintYourLunchbox MakeYourLunchSmile PlayWithYourLunch LunchStillLife',
    tech: 'HeatedLunchboxTest AIPacksMyLunch ScanYourLunch LunchPrepIn10Seconds LeftoverLunchAppDare LunchEatsItself LunchMacroTracker',
  },
  'lunch break': {
    educational:
      'BuildABalancedLunch TeachItInOneLunch LunchBreakQuizDuel LunchAroundTheWorld LunchBreakLanguageBite LearnItOverLunch OneFactPerLunchBreak',
    tech: 'LunchBreakTypingDuel AIPlansMyLunch PomodoroLunchBreak LunchBreakAutoReply LunchBreakPhotoPurge HeatedLunchboxTest LunchBreakGadgetSwap',
  },
  'lunch lady': {
    fitness:
      'LunchLadyTrayCarry LunchLadyStockpotSquat LunchLadyLadleCurls LunchRushCardio ServingLineLunges KitchenShiftStretch LunchLadyBootCamp LunchLadyMopAndLunge',
    educational:
      'LunchLadyBigBatchMath HowSchoolLunchIsMade LunchAroundTheWorld AskTheLunchLady LunchTrayNutritionQuiz CafeteriaWasteAudit LunchLadyFoodSafety101 LunchLadyForADay',
    travel:
      'LunchLadyPacksThePicnic LunchLadyRatesDiners LunchLadyFarmVisit LunchTrayPassport LunchLadyOnAFieldTrip LunchLadyRoadTripCooler LunchLadiesOfTheWorld HometownLunchLady',
    tech: 'LunchLadyMenuApp ClayLunchLadyAnimation LunchLadyGadgetTest AIPlansSchoolLunch LunchLadyRushTimelapse TapToPayLunchLine LunchLadyPodcast LunchLadyEmojiQuiz',
    pet: 'LunchLadyDinnerBellDash MyDogTheLunchLady KibbleLunchLine LunchLadyServesTheCat LunchLadyPuppyHelper LunchLadyForTheFish LunchLadyFeedingTime LunchLadyTreatTray',
    gaming:
      'CafeteriaRushLevel OrderUpLunchLady SchoolLunchBingo LunchLadyBossFight LunchLadyHighScore TrayStackJenga LunchLadyMemoryMatch GuessTheLunchLadyLine',
  },
  'lunch packing': {
    fitness:
      'PackLunchInAWallSit LunchPackingLunges PlankWhilePackingLunch ProteinLunchPrep CoolerCarryCurls CounterCalfRaises LunchPackingSquats LunchPackingToeTaps',
    travel:
      'LunchPackingRoadTrip LunchPackingBeachDay TrainPicnicLunch LunchWithAView PackingLunchForTakeoff ParkBenchLunchTour PackingLunchForTheZoo TrailheadPackingLunch',
    art: 'BentoCharacterArt LunchPackingBagDoodles PackingLunchStickerBomb LunchNapkinPortraits LunchboxMasterpiece CheeseCutterShapes LunchPackingFoodFaces LunchPackingRainbow',
    tech: 'LunchPackingTimelapse PackingLunchByMagic AIPlansMyLunch HeatedLunchTinTest IcePackTempProbe LabelMakerMadness LunchPackingAppList NeverForgetLunchPacking',
    gaming:
      'LunchPackingTetris LunchPackingBingo PackingLunchAndIBrought LunchTradeTycoon GuessMyLunchPacking BentoBoxBossLevel PuzzlePackingLunch DicePackingLunch',
  },
  lunchbox: {
    travel:
      'LunchWithAViewHike SummitLunchboxReveal LunchboxAroundTheWorld LunchboxOnTheRails WhatsInMyBeachLunchbox PicnicSpotPassport LunchboxParkHop',
    tech: 'AIPacksMyLunch HeatedLunchboxTest LunchboxPacksItself LunchboxBananaTimelapse ThermosVsFlaskDuel KeepItColdHack ScanYourLunchbox',
  },
  'mac and cheese': {
    fitness:
      'EarnYourMacAndCheese MacaroniJarCurls MacNCheeseBoxSquats LungeForMacAndCheese PlankTillTheMacaroniBoils PastaPotPress MacAndCheeseMile',
    educational:
      'IsMacNCheeseHealthy WhyMacAndCheeseSplits BoxedMacNCheeseHistory MacNCheeseStarchTest ElbowPastaGeometry CheesePullScience MacaroniShapesQuiz',
    travel:
      'MacNCheeseCrawl MacAndCheeseFestival SouthernMacAndCheese MacAndCheeseRoadTrip MacNCheeseOnWheels MacaroniSaladPicnic BestMacNCheeseInTown',
    tech: 'MicrowaveMacaroniHack WatchTheMacNCheeseMelt AirFryerMacAndCheese AIMacAndCheeseRecipe CheesePullSlowMo GadgetVsStovetop DancingMacaroniStopMo',
    gaming:
      'MacaroniBingoMarkers MacNCheeseTierList MacAndCheeseBracket MacNCheeseSpeedrun ActItOutForMacNCheese MatchTheMacaroniShapes MacaroniCupToss',
  },
  'magic trick': {
    educational:
      'MagicTrickRevealed HowMagiciansThink HowIllusionsFoolYou MagicTrickProbability LearnAMagicTrick MisdirectionPsychology MagicSquareMath',
    travel:
      'MagicTrickInEveryTown MagicTrickForStrangers MagicShowCityNight StreetMagicBusker MagicTrickAtTheRestStop CardTrickOnTheRoad ForeignCoinTrick',
    music:
      'MagicTrickSoundtrack MagicTrickDrumroll AbracadabraCover MagicTrickTadaSting MagicShuffleRhythm NowYouHearItMagic MagicHatHarmony',
    art: 'MagicTrickIllusionArt MagicTrickComic VanishingInkSketch MagicTrickPosterDesign MagicTrickFlipbook PaintAnOpticalTrick DrawWhatsInTheMagicHat',
    tech: 'EditAMagicVanish MagicTrickCameraCut PhoneMagicIllusion MagicTrickGreenScreen CatchTheMagicInSlowMo LevitateAnything RealOrCGIMagic',
    gaming:
      'GameNightMagicTricks MagicTrickPuzzleRun GuessHowTheMagicWorks MagicTrickCardDuel MagicTrickEscapeRoom CardTrickShowdown StumpTheMagician CardTrickMemoryDuel',
  },
  magician: {
    fitness:
      'MagicianCapeSprints MagicianLevitationHold MagicianMountainClimbers MagicianVanishingPlank NowYouSquatMe MagicNumberBurpees MagicianCardPushups TopHatMagicianLunges',
    travel:
      'MagicShopHunt MagicianAtTheLibrary FindAStreetMagician MagicianByTheCampfire MagicianInTheBackseat MagicianAtTheFair MagicianInEveryCity MagicianPostcardTrick',
    speed:
      'MagicianQuickChange MagicianCardFlipRace FastestCoinVanish FindMyCardIn10 MagicInAMinute MagicianShuffleDash MagicianHatStackRace BeatTheMagician',
    tech: 'MagicianPhoneTricks MagicCutTransition AIMagicianTest StopMotionMagicianShow DisappearingEditHack GreenScreenVanish MagicianReverseVideo MagicianCloneCam',
    pet: 'MagiciansAssistantPup CatVsMagicTrick MagicianTreatVanish MagicianSidekickKitty TaDaMagicianPetReveal PetShellGame MagicianHatHideaway MagicianBarkCue',
    gaming:
      'MagicianWizardDuel MagicianShellGameDuel MagicianCardBattle GuessMyCardMagician EscapeTheMagiciansBox GuessTheTrick MagicianCharades WhosTheMagician',
  },
  magnet: {
    prank:
      'FridgeMagnetMessage MagnetPoetryLoveNote MagnetMysteryMove GooglyEyeMagnets FaceMagnetTakeover FollowTheMagnetNotes MagnetMagicTrick FloatingMagnetSpoon',
    travel:
      'OneMagnetPerTrip TourMyFridgeMagnets FleaMarketMagnetFind MagnetCompassHike FridgeMagnetMap WeirdestMagnetInTown EveryMagnetHasAStory SouvenirMagnetSwap',
    wellness:
      'MagneticSandZen MagnetPoetryHaiku MagnetGratitudeBoard AttractTheGood MagnetHabitTracker MagnetVisionBoard KindWordsOnMagnets StackMagnetsSlowly',
    music:
      'OppositesAttractDuet FridgeMagnetDrumSolo MagnetTapeMixtape ShakeRattleAndMagnet MagnetLoveSong StuckOnYouCover FridgeMagnetXylophone MagnetBellChime',
    art: 'PaintWithMagnets MagneticMarbleArt MagnetBeardPortraits PaperclipMagnetSculpture FridgeMagnetMosaic MagnetBoardMasterpiece ClayMagnetCharms MagnetSpinDrawing',
    tech: 'MagnetLevitation MagnetMotorBuild HomemadeCompass MagnetConfusesMyCompass MagnetSnapInSlowMo FloatItWithMagnets MagnetDetectorApp MagnetDoorAlarm',
    gaming:
      'MagnetFishingGame MagneticMazeRun MagnetTravelChess DartsWithMagnets MagnetLetterScramble WhatSticksToTheMagnet FridgeMagnetTicTacToe MagnetAirHockey',
  },
  'magnifying glass': {
    prank:
      'MicroMessageMagnifier GiantEyePeekaboo TinyGiftNeedsAMagnifier MagnifiedDoorPeek FingerprintDustingGag MagnifyMyTinyNote MagnifyingGlassMenu',
    travel:
      'MagnifierLeafHunt MagnifiedMuseumHunt MagnifyingGlassOldMaps MagnifyABugSafari MagnifierCityDetective NatureTrailCloseUps',
    music:
      'DetectiveThemeCover MagnifiedGuitarStrings MysteryMovieScore MagnifierSpyThemeHum MagnifyingGlassBallad MagnifyTheMiniPiano',
    art: 'MicroArtMagnified DrawWhatYouMagnify MagnifierMiniPainting DrawABugUnderAMagnifier ZoomedInEyeSketch TextureRubbingHunt',
    tech: 'PhoneMacroVsMagnifier MagnifyingGlassAppTest DIYMicroscopeLens MagnifiedPixels MagnifyACircuitBoard TapeAMagnifierToYourCam',
    gaming:
      'HiddenObjectMagnifier MagnifiedMysteryNight DetectiveBoardGame MagnifyingGlassEscape FindItWithAMagnifier SpotTheDifferenceDuel MagnifyingGlassISpy',
  },
  mailbox: {
    travel:
      'PostcardToMyOwnMailbox QuirkyMailboxHunt RedLetterboxSpotting MailboxMileWalk MailboxesOfMyCity PostcardFromEveryStop',
    tech: 'MailboxEatsTheLetters MailboxDayInTimelapse GuessTheMailboxMinute MailboxSolarLight YouveGotMailAlert QRCodeOnMyMailbox MailboxVsInbox',
    pet: 'MailboxDogPatrol CatOnTheMailbox MailboxPuppyGreeter MailboxRunWithMyPup GoodBoyGetsMail PetPenPals MailboxWalkies',
    gaming:
      'MailboxScavengerHunt MailboxRiddleDrop PenPalChessByPost SecretMailboxCodeGame MailboxSlotToss LetterboxGeocache MailboxColorBingo',
  },
  makeup: {
    travel:
      'AirportGlam PassengerSeatMakeup BeachproofMakeupTest MakeupAroundTheWorld OneBagMakeupTrip MovingTrainMakeup MakeupInEveryClimate HotelMirrorMUA',
    tech: 'MakeupFilterVsReal RingLightGlamTest MakeupShadeMatchAI MakeupAppTryOn AIDoesMyMakeup SelfieCamLightingCheck MakeupInTenSeconds',
    pet: 'PetReactsToMakeup MakeupBrushCatSwat PuppyStealsTheSponge DogsMakeupReview PupWatchesMyMakeup VanityKittenMUA CatInspiredMakeupLook',
    gaming:
      'GameCharacterMakeup MakeupDiceRoll PaletteMemoryMatch MysteryBagMakeupDare BossFightMakeupLook PixelPerfectLiner MakeupSpinTheWheel',
  },
  mall: {
    educational:
      'WhyMallsHaveNoClocks WhyMallsFeelLikeMazes MallDiscountMath DeadMallHistory HowEscalatorsWork MallMapReadingQuiz GuessTheMallPrice',
    travel:
      'MallCrawl MallWalkersClub OldestMallInTown OutletMallDayTrip RateTheMallDecorations FoodCourtPassport MallVsMarket',
    music:
      'MallPianoJam MallElevatorMusicCover MallBuskerSet RemixTheMallChime EscalatorEchoes FoodCourtKaraoke NameThatMallSong',
    art: 'MallSketchWalk MallReflectionPhotos EmptyMallPhotography DrawYourDreamMall MallEscalatorSketch StorefrontStudies DesignAMallMascot',
    tech: 'MallGadgetHunt 10KStepsAtTheMall TimelapseTheMall TestEveryMassageChair MallMirrorSelfieTour DemoPhoneFaceOff FindItWithTheMallMap',
    pet: 'MallDogWalk MallPuppyStroller MallPetShopWishList PetsFirstMallTrip KittenWindowShopping FurryFoodCourtDate SantaPawsAtTheMall',
    gaming:
      'MallArcadeNight MallScavengerBingo MallClawMachineWin MallLaserTagSquad PrizeCounterHaul MallArcadeDanceOff AirHockeyAtTheMall',
  },
  mango: {
    travel:
      'MangoPicnicUnderATree MangoMarketHunt DriedMangoRoadTrip MangoOnAStickAtTheBeach MangoStreetCartStop TropicalFruitTour MangoFestivalDayTrip',
    speed:
      'MangoSmoothieSpeedrun FastestLassiBlend MangoRipenessSort MangoSpoonRelay MangoBasketDash MangoFactsIn60 MangoPeelOff',
    music:
      'MamboNumberMango MangoMaracaMadness MangoReggaeCover MangoUkuleleStrum MangoOnMyMind MangoTangoSong',
    tech: 'MangoBlenderBattle DoesTheMangoSlicerWork AIPicksARipeMango MangoRipenTimelapse MangoPeelsItself MangoHedgehogSlowMo MangoInPortraitMode',
    gaming:
      'DontDropTheMango PassTheHotMango MangoOnASpoonRace MangoBlindTasteGame MangoEmojiQuiz GuessTheMangoTrivia',
  },
  map: {
    music:
      'CityNameLyrics RoadMapMixtape SingAcrossTheMap AnthemMapQuiz FolkTunesOnTheMap SongForEveryMapPin MapYourMusicRoots',
    tech: 'GPSRouteArt LetTheMapAppDecide MapAppSecrets StreetViewTimeTravel PhoneVsPaperMap MapPinHacks WalkEveryStreetOnMap',
    gaming:
      'MapGeoguessDuel MapDungeonDraw RiskBoardConquest PinTheCapitalsOnAMap UnlockTheWholeMap MapXMarksTheSpot',
  },
  marathon: {
    educational:
      'WhyMarathonsAre26Miles MarathonPaceMath MarathonWallExplained PheidippidesMarathon HowToTrainForAMarathon CarbLoadingScience MarathonMythOrFact GuessTheMarathonCity',
    travel:
      'CheerAtYourCityMarathon WalkTheMarathonRoute MarathonCheerSquadTrip HalfMarathonWeekend WhatsInMyMarathonBag RuncationGoals MarathonBucketList',
    speed:
      'MarathonPRAttempt MarathonLastMileSprint SubTwoHalfMarathon FastestMarathonCostume CanYouHoldMarathonPace BeatTheBalloonPacer FamilyMarathonRelay',
    tech: 'MarathonWatchStats MarathonLiveTracking RaceDayMarathonGadgets CanAICoachAMarathon MarathonRunAppShowdown SplitsOrItDidntHappen MarathonFinishTimeGuess',
    pet: 'MarathonCheerPup MyDogIsMyMarathonCoach PostMarathonPetCuddles MarathonHamsterWheel FourLeggedPacer MedalGoesToTheDog MarathonWithMyMutt',
    gaming:
      'GamingMarathonNight BoardGameMarathonDay QuizMarathonTillMidnight 1000PiecePuzzleMarathon BlitzChessMarathon CharityStreamMarathon EndlessRunnerMarathon',
  },
  'marching band': {
    funny:
      'BandKidProblems MarchingBandBusRide TromboneSlideMishaps BandKidFirstDayFails MarchingBandInTheRain MarchingBandTanLines ThatOneMarchingBandDad MarchingBandHatHair',
    travel:
      'BandCampRoadTrip FollowTheMarchingBand BowlGameTravelDay MarchingBandOnTour BandKidBusTripEssentials BandKidPassport BandKidAwayGameVlog MarchingBandHotelLife',
    fashion:
      'PlumeHatLook DrumMajorCape MarchingBandFitCheck DrumlineDrip MarchingBandStreetwear MarchingBandGlowUp BandKidFashionWeek BedazzleMarchingBand',
    art: 'MarchingFormationArt MarchingBandFieldPhoto PlumeFeatherCraft DrawTheDrumline MarchingBandClayMinis HalftimeShowPoster MarchingBandPaperDolls DrawYourBandKidLife',
    tech: 'DrumlineStickSlowMo DrumlineMetronome BandKidPracticeTimelapse BandKidTunerShowdown MarchingBandDrillApp TubaCamPOV SoundMeterMarchingBand ToySoldierMarchingBand',
    pet: 'DogMarchesWithBand DrumlineDogWalk MarchingBandMascotPup MarchingPetParade KittyVsDrumline CatSleepsThroughDrumline MarchingBandHoundHowl MarchingBandTreatStep',
    gaming:
      'DrumlineHighScore DrumlineSimonSays MarchingBandTriviaCup MarchingBandRhythmDuel BandKidBracket FormationPuzzle BandKidNameThatSong MarchingBandCharades',
  },
  marimba: {
    travel:
      'MarimbaConcertInThePark MarimbaFestivalDay BeachMarimbaSunset TryAMarimbaInTheStore StreetMarimbaHunt MarimbaMilesPlaylist MarimbaTownSquare FirstMarimbaLessonVlog',
    art: 'PaintTheMarimbaSound MarimbaMalletPainting PaperMarimbaModel MarimbaStopMotion RainbowBarsMarimba ClayMiniMarimba CardboardMarimba SketchAMarimbaPlayer',
    tech: 'MarimbaRingtoneRemix AIMarimbaCover MarimbaMalletsInSlowMo OneManMarimbaBand WaterGlassMarimba MakeAMarimbaBeatIn60 TabletMarimba PhoneTapMarimba',
    pet: 'DogHowlsMarimba CatWalksOnMarimba MarimbaLullabyForPup PetReactsToMarimba PupNapsToMarimba DinnerBellMarimba MarimbaHeadTilt KittenPawsMarimba',
    gaming:
      'SimonSaysMarimba MarimbaRhythmDuel MarimbaLevelUpJingle MarimbaMemoryMelody GuessTheGameTheme MarimbaBossMusic MarimbaFreezeDance MarimbaHighScore',
  },
  'mario kart': {
    travel:
      'MarioKartBackseatCup MarioKartOnTheCommute MarioKartArcadeHunt FamilyMarioKartTrip GoKartGrandPrix RealLifeRainbowRoad',
    tech: 'MarioKartComebackEdit MarioKartReactionCam MarioKartStopMotionRace MarioKartWheelSetup MotionControlsOnly LivingRoomRaceway MarioKartDriftBreakdown',
    pet: 'DogReactsToMarioKart MyDogCheersMarioKart MarioKartPetLookalike MarioKartKittenPaws CatBlocksTheScreen PupOnThePodium KittyMarioKartCoach',
  },
  marker: {
    dance:
      'MarkerCapClickStep MarkerStrokeWave DanceWithAMarkerMic PoscaPopAndLock DoodleWhileYouGroove WhiteboardEraserSlide TwirlWithMarkers DrawTheBeatMarker',
    cooking:
      'EdibleMarkerCookies MarkerEasterEggs MarkerMarshmallowFaces MarkerCakeLettering DoodleOnYourDonut MarkerStyleMilkPaintToast MarkerMenuBoard MarkerLunchNapkin',
    travel:
      'MarkerTripMap MarkerBackseatJournal OneMarkerPerCity PoscaCafeSketch DoodleEveryStop UrbanSketchersMeetup MarkerPostcards LuggageTagMarker',
    wellness:
      'MarkerMoodTracker MindfulMarkerDoodle MarkerGratitudeList CopicCalmColoring HighlightTheGoodStuff MandalaMinutes OneMarkerTenMinutes DailyMarkerJournal',
    tech: 'MarkerOrAppCanYouTell MarkerTimelapse MarkerDrawsItself MarkerArtPhoneGlowUp DoodleYourPhoneCase AIColorsMyLineWork AnimateYourMarkerArt DigitizeYourMarker',
  },
  market: {
    speed:
      'MarketHaulIn10 MarketStallSetupSprint MarketAlphabetDash MarketMadDash BeatTheBasketClock GrabFiveColors MarketListLightning',
    music:
      'MarketBuskerJam VendorCallRemix MarketSoundsBeat MarketMelodyMashup MarketStallSerenade SingYourShoppingList MarketCrateDrums',
    tech: 'MarketHyperlapse CashlessMarketTest MarketBudgetApp MarketPOVFirstBite AIPicksMyProduce RipeOrNotScanner MarketPriceTracker',
    gaming:
      'MarketGuessThePrice ISpyAtTheMarket MarketTradingCardSwap IWentToMarketAndBought MarketStallPretendPlay MarketHaggleShowdown MarketBingoBasket',
  },
  marriage: {
    fitness:
      'MarriageWorkoutDate MarriedLifeLunges MarriedCoupleStepDuel MarriagePlankPact PartnerWallSitDuel NewlywedHikeStreak MarriageSitupHighFive',
    travel:
      'MarriageRoadTrip MarriageVenueReturn MarriageBucketList MarriedAndDayTripping AnniversaryGetaway WhereWeMetTour MarriageMysteryWeekend',
    tech: 'MarriageChoreApp MarriageCalendarSync MarriageDigitalFrame MarriedLifeMontage OurMarriagePlaylist OldWeddingVHSRescue MarriageWrapped',
  },
  mars: {
    dance:
      'RedPlanetShuffle MartianMoonwalk MarsLowGravityMoves MarsSpacewalkSway MarsRoverRobot MarsLandingDrop DustStormMarsSpin MarsHelmetHeadbob',
    travel:
      'MarsOnEarth SpotMarsTonight MarsWithoutTheRocket RedRockRoadTrip MarsRockAtTheMuseum CampoutToSeeMars PlanetariumMarsShow FindYourMars',
    music:
      'KazooToMars RedPlanetBeat SingLifeOnMars MarsWindRemix WhatDoesMarsSoundLike BangPotsForMars MarsLullaby MarsSpaceBeatbox',
    tech: 'FindMarsWithAnApp MarsRoverStopMotion MarsRadioDelayDemo CodeAMarsLanding LiveOnMarsTime NASARawPhotoHunt MarsWeatherBot TourMarsFromYourCouch',
    pet: 'MarsRoverDog KittenMissionControl MarsHamsterHabitat MarsBaseCatCastle MarsSampleSniffer FirstDogOnMars PawprintsOnMars CardboardShipToMars',
    gaming:
      'MarsOrEarthQuiz RedPlanetBaseBuild ActLikeAMartian MarsSurvivalSpeedrun MarsMovieBingo MarsEscapeRoom RaceToMarsBoardGame MarsRoverMemoryRun',
  },
  mascot: {
    music:
      'MascotFightSong MascotDrumline WeWillRockYouMascot MascotCowbellSolo MascotKazooBand WriteAMascotChant',
    art: 'DesignANewMascot MascotPuppetCraft TeamLogoSketch MascotCaricature ClayMascotMiniMe MascotOfYourCity FamilyMascotDoodle',
    tech: 'AnimateYourMascot PaperMascotStopMotion LogoDesignAppTest MascotVoiceChanger MascotHypeReel MascotFaceFilter MascotChatbot',
    pet: 'MyPetIsTheMascot HamsterMascotCheer PupSpiritDay MascotLookalikeCat MascotTryoutDog FurryTeamMascot',
    gaming:
      'MascotPartyGame ActLikeYourMascot TeamSpiritTriviaNight MascotFantasyLeague MascotBracketBattle TableFootballFinals MascotMemoryMatch',
  },
  massage: {
    funny:
      'BackRubNegotiation MassageToddlerMasseuse MassageTickleFail MassageTrainFamily OneStarMassageReview KidsRunASpa WorstMassageEver DadsMassageRates',
    travel:
      'PostHikeFootMassage RestStopShoulderMassage MassageNeckPillowTest JetLagMassageReset MassageYourTravelBuddy PackYourMassageBall BeachsideMassage MassageSpaPassport',
    music:
      'MassageTrainToTheBeat BackRubLullaby MassageOceanSounds MassageASMRSession ChimesAndRainMix MassageMixtape HumDuringTheMassage RainstickMassage',
    art: 'MassageStonePainting DesignAMassageOilLabel MassageOilMarbling SpaStillLife ZenSandTray MassageBallPrints ClayMassageTools MandalaMassage',
    tech: 'MassageGunShowdown MassageChairVsHuman ScalpMassagerGadget MassageTimerTagTeam HeatedNeckWrapTest LearnMassageFromAVideo SlowMoMassageRipple MassageAppCoach',
  },
  math: {
    music:
      'MathRap PiDigitsMelody MathTimesTableChant SchoolhouseMathRock SingTheQuadratic MathFactsToABeat MathFormulaJingle',
    pet: 'PetDoesMath MathTreatCount PuppyAdditionGuess BiggerPileMath CatOnMyMathHomework PawTheAnswer CanMyDogDoMath',
  },
  mattress: {
    cooking:
      'PrincessAndThePeaCake MattressSpringRolls PancakeMattressStack BreakfastInBedTray QuiltedWaffleMattress MattressLasagnaLayers MattressCheeseToastie',
    travel:
      'HotelMattressRating AirMattressCampout MattressShowroomNap MattressInTheTrunkTrip HostelBedLottery GrandmasMattressReview RankEveryMattress UnderTheStarsMattress',
    tech: 'MattressSleepScoreDuel MattressFlipInFastMo AirMattressPumpHack BestWhiteNoiseForMattress MattressMovesItself SnoreDetectorNightLog MattressVibrationAlarm',
    gaming:
      'MattressFloorIsLava MattressFortGameNight PillowFightBrawler SleepoverMarathonRun MattressCouchCoop FloorMattressTourney LastOneOnTheMattress',
  },
  may: {
    travel:
      'MayFlowerFieldTrip MayGardenTour MayBlossomTrail MayPicnicUnderBlossoms HanamiPicnicOuting DanceAroundTheMaypole BluebellWoodsInMay',
    music:
      'MayDaySingAlong MayPicnicGuitar WhistleWithMayBirds MayTheForceTheme BirdsongRemix SpringRainRhythm ItsGonnaBeMay',
    tech: 'MayGardenTimelapse MayFlowerIDApp MaySneezeForecast SelfWateringPotBuild MayBabyBirdZoomShot MayTheFourthFilter IdentifyMayBirdsong',
    pet: 'MayPupPicnic MayPuppyFirstGrass MayCatSunbathing MayTheFurBeWithYou MayFlowersAndFur BunnyGardenHop SniffTheMayBlooms',
    gaming:
      'MayCozyGameStreak MayMiniGolfLeague MayLawnGameOlympics MayFourthJediBattle MayBlossomBingo MayFlowerScavengerHunt MayHopscotchDuel',
  },
  maze: {
    dance:
      'DanceThroughTheMaze TapeMazeFootwork MazeZigzagStep MazeFreezeAtDeadEnds FollowTheMazeLeader AMazeingGroove MazeRunnerRobot',
    travel:
      'CornMazeRoadTrip HedgeMazeDayOut MirrorMazeVisit HayBaleMazeHunt ChalkMazeInThePark MazeBucketList CathedralLabyrinthWalk',
    fashion:
      'MazeNailArt MazePrintFitCheck DrawAMazeTee MazeEarrings MazeSneakerMakeover AMazeingScarf',
    music:
      'ScoreTheMazeRun MazeMarbleMelody PianoKeyMaze MazeChaseBeat LostInTheMazeSong HumThroughTheMaze MazeEscapeSoundtrack',
    art: 'DrawAMaze ChalkMazeDriveway MazeInYourName MarbleMazeCraft OneLineLabyrinth GraphPaperMazeDare BlockMazeBuildOff FoldedPaperMaze',
    tech: 'MazeSolvingAI CodeAMaze PhoneTiltMaze BeatTheMazeApp GiantMazeTimelapse MazeStopMotionEscape DrawAMazeOnYourTablet PrintableMazeSwap',
    gaming:
      'DesignAMazeLevel MazeHideAndSeek ChalkMazeTag MarbleMazeHighScore LabyrinthBoardDuel BlindfoldMazeGuide TiltMazeTimeTrial',
  },
  'meal prep': {
    travel:
      'RoadTripMealPrep HotelRoomMealPrep MealPrepCampingWeek HikingDayMealPrep MealPrepBeachCooler CarryOnCuisine MealPrepForTheFlight',
    tech: 'AIMealPrepPlan SundayMealPrepIn60 AirFryerMealPrep SmartScaleMacros MealPrepSpreadsheet MealPrepPacksItself MealPrepAppFaceOff',
    gaming:
      'MealPrepForLaunchDay GameNightMealPrep MealPrepDiceRoll MealPrepContainerPuzzle MealPrepCalorieGuess MealPrepSideQuest MealPrepGuessTheSpice',
  },
  meatball: {
    prank:
      'MeatballCupcakeSwap GiantMeatballReveal MeatballsSpellHello GooglyEyeMeatballs MeatballFacePlateSurprise SpaghettiCakeSurprise PlushMeatballPillow',
    travel:
      'MeatballShopCrawl BestMeatballSubInTown LittleItalyMeatballs MeatballMilesRoadTrip MeatballPassport TrattoriaTreasureHunt MeatballsOfTheWorld',
    music:
      'MeatballMamboJam PotLidMeatballDrums ThatsAmoreMeatballs MeatballSizzleBeat OnTopOfSpaghettiCover MammaMiaKaraoke MeatballSerenata',
    tech: 'MeatballAirFryerTest MeatballScaleHack MeatballSimmerTimelapse SlowCookerMeatballs AIVsNonna MeatballRollsAway MeatballAppCookOff',
    gaming:
      'GuessTheMeatballCountry MeatballPongToss MeatballBossLevel BowlingWithMeatballs MeatballForkCatch MeatballShellGame MeatballBocce',
  },
  mechanic: {
    fitness:
      'MechanicCarWashCardio MechanicGripStrength MechanicToolboxCarry WorkoutLikeAMechanic CreeperCrunches ElbowGreaseCircuit MechanicMobilityDrill',
    cooking:
      'MechanicToolboxCake MechanicShopChiliPot MechanicGearCookies CookiesForYourMechanic NutsAndBoltsTrailMix SparkPlugPretzels MechanicLunchPailPrep',
    travel:
      'MechanicRoadTripCheck PackLikeAMechanic MechanicCarShowVisit RoadsideMechanicStory MeetYourLocalMechanic MechanicsFavoriteDiner MechanicalClockHunt',
    speed:
      'MechanicTireChangeRace MechanicSocketSortDash MechanicWiperSwap BeatTheMechanicsTime MechanicBikeChainRace LugNutBlitz MechanicBoltThreadOff',
    art: 'MechanicWasherMosaic DrawGearsLikeAMechanic MechanicPartsPortrait MechanicalBirdSketch HubcapMasterpiece MechanicToolShadowArt CardboardMechanicRobot',
    tech: 'WhatsThatNoiseMechanic MechanicScannerTest MechanicTireCheckHack AIMechanicDiagnosis LearnItFromAMechanic DecodeTheDashLights MechanicFixInTimelapse',
    pet: 'MechanicShopDog MechanicPupCopilot MechanicHoodKnock CatSupervisesMechanic ToolboxTreatHunt WrenchFetch MyPupTheMechanic',
    gaming:
      'CarMechanicSimulator MechanicKartCustomizer MechanicGearPuzzle MechanicSoundCharades NameThatMechanicTool PitStopPerfection MechanicTriviaNight',
  },
  medal: {
    cooking:
      'GoldMedalCookies PodiumPancakeStack MedalChocolateCoins MedalistMuffins MedalWorthyBrownies WinnersCircleCake MedalRiceCrispyTreats EdibleMedals',
    travel:
      'MedalRacecation EarnAMedalCityWalk RoadTripMedalCeremony FunRunForAMedal CharityRunMedalHaul StandOnThePodium MedalSummitSelfie HikeForAMedal',
    tech: 'StopMotionMedalCeremony MedalMacroShot MedalForYourScreenTime LightUpMedal AIDesignsMyMedal VirtualMedalWall GoldMedalFaceFilter MedalSpin360',
    pet: 'GoodBoyMedal PetGetsAMedal MedalForMyMutt PawdiumPose MedalForBestTrick KittyMedalCeremony MedalForTheZoomies FetchTheMedal',
    gaming:
      'AllMedalsUnlocked GoldMedalTimeTrial MedalCountQuiz MedalTableShowdown FlipForAMedal CouchOlympicsFinal ChaseEveryMedal MedalsOnHardMode',
  },
  meditation: {
    dance:
      'MeditationFlowDance MeditativeMirrorFlow ShakingMeditation BodyScanBoogie MeditateThenDance MeditationSlowSway',
    travel:
      'MeditateUnderATree MeditateByTheWater SummitMeditation MeditateAtEveryView MeditateOnTheTrain FiveMinuteTrailMeditation MeditationOnTheBeach',
    music:
      'MeditationSoundBath MeditationHumming MeditationChantLoop SingingBowlMeditation OmInHarmony BinauralBeatsTest MeditateToTheRain',
    art: 'MeditationMandala MeditationDoodles MeditationInkWash MeditativeCircles RakeAZenGarden SandArtMeditation MeditationWatercolor',
    tech: 'MeditationAppTest MeditationHeartRate MeditateTillTheTimerDings AIGuidedMeditation ZenModeOn MeditationAirplaneMode FilmYourMeditationSpot',
    gaming:
      'MeditateBeforeRanked MeditationPuzzleGame MeditationFlowStateRun MeditationStaringContest BreatheThenClutch InnerPeaceUnlocked MeditationAfterDefeat',
  },
  meeting: {
    travel:
      'MeetingWithAView TakeTheMeetingOutside MeetingOnAHike CoworkingSpaceHop MeetingOnATrain WalkingMeetingRoute CafeMeetingCrawl ParkBenchMeeting',
    pet: 'PetJoinsTheMeeting CatOnTheKeyboard KittenTailInMyMeeting MeetingDogBarkCameo HamsterWheelInMyMeeting MyCoworkerHasPaws PuppyTakesMyMeeting',
    gaming:
      'MeetingBingo GuessTheMeetingJargon MeetingIcebreakerDuel MeetingTwoTruthsAndALie PowerPointKaraoke LunchBreakChessClock MeetingEscapeRoom',
  },
  memory: {
    travel:
      'MemoryLaneTrip HometownMemoryWalk MemoryVacationRedo FavoriteMemorySpotTour RecreateTheOldPhoto BackToTheCampsite MemoryMapPins MemoryPostcardHunt',
    gaming:
      'MemoryMatchMarathon MemorySimonSequence MemoryBossLevel NoCheatMemoryRun MindPalaceChallenge PairsFlipDuel MemoryKimsGame MemoryStoryChain',
  },
  mermaid: {
    fitness:
      'MermaidTailKicks SwimLikeAMermaid MermaidCoreWorkout MermaidTailPlank MermaidSeaweedSway SirenSitUps MermaidLegLifts DryLandMermaid',
    travel:
      'MermaidCoveHunt MermaidStatueTour AquariumMermaidMode BeachDayMermaidHair MermaidTidePoolWalk SeaGlassBeachcombing MermaidShellCrownHunt MermaidSunsetSwim',
    music:
      'SingLikeAMermaid MermaidSirenSong MermaidWaterGlassTune PartOfYourWorldCover MermaidLullaby MermaidKaraokeNight MermaidShanty SeashellMermaidMic',
    art: 'MermaidInYourStyle DrawYourselfAsAMermaid ShellMermaidCollage MermaidDoodleADay SeaGlassMosaic MermaidScaleWatercolor BubbleWrapMermaid MermaidClayCharm',
    tech: 'AIMermaidMe MermaidSwimsStopMotion MermaidBraidTimelapse GreenScreenUnderTheSea MermaidFilterVsReality MermaidTransitionEdit MermaidSlowMoSplash MermaidUnderwaterVoice',
    pet: 'CatInAMermaidBlanket MermaidFishTankTheme DogVsMermaidToy MyGoldfishIsAMermaid PawsAndFins HamsterMermaidCastle MermaidPoolPuppy CatCatchesAMermaid',
    gaming:
      'MermaidTreasureDive PoolGamesAsMermaids ActLikeAMermaid MermaidMarcoPolo MermaidMythOrFact MermaidShellShuffle MermaidFreezeTag MermaidSketchGuessing',
  },
  'meteor shower': {
    prank:
      'SurpriseMeteorPicnic MeteorShowerWakeUpCall MeteorWishNotes FlashlightShootingStar PerseidsBlanketFort GlowStickerBedroom MeteorShowerInTheirRoom MeteorShowerSnackDrop',
    travel:
      'MeteorShowerRoadTrip BlanketUnderAMeteorShower MeteorWatchFromTheHill DarkSkyMeteorHunt StargazingCampout WishUponAStarDrive LakesideMeteorShower BeachMeteorShower',
    music:
      'MeteorShowerLullaby MeteorShowerAcoustic ShootingStarPlaylist PerseidsKaraoke CatchAFallingStarCover SingAWishOnAMeteor HumUnderMeteorShower MeteorShowerBallad',
    tech: 'MeteorAlarmAt3AM MeteorTrackerApp PerseidsTimelapse CatchAMeteorOnCamera AIMeteorCounter LiveStreamTheMeteors NightModeMeteorShower StarMapMeteorShower',
    gaming:
      'MeteorDodgeHighScore MeteorShowerBingoCard MeteorShowerTallyDuel ShootingStarCharades CatchTheShootingStar DodgeTheMeteorBalls MeteorShowerISpy FirstToSpotMeteor',
  },
  mexico: {
    fitness:
      'MexicoLoteriaWorkout MexicoCumbiaCardio WalkToMexicoChallenge MexicanWaveSquats LuchaLibreCardio MexicoFutbolFreestyle ExploreMexicoOnFoot',
    funny:
      'MexicoSnackTasteTest MexicanSpiceFaces MexicoAbuelaReacts MexicoSalsaRanking PinataSwingMiss MexicoLimeOnEverything SpanishClassVsMexico',
    prank:
      'MexicoSnackBoxSurprise MexicoMananitasWakeUp MexicoCandyLuckyDip MexicanConchaDoorDrop PinataFullOfSocks CascaronConfettiEggs PostcardFromMexico',
    cooking:
      'MexicoCityStreetTacos MexicoSalsaFromScratch MexicoChurroBatch MexicanHotChocolate ElotesAtHome PozoleSundayPot TortillasLikeInMexico',
    fashion:
      'MexicoEmbroideredDress MexicoMarketHaul MexicoRebozoWrap HuaracheFiveWays MexicoFlowerCrownDIY MexicoFiestaFitCheck StyledInMexico',
    wellness:
      'MexicoBeachSunrise MexicoCenoteCalm MexicoCanelaTeaBreak HammockInMexico AguaFrescaReset SiestaLikeALocal',
    speed:
      'MexicoCityInOneDay MexicoTacoTourSpeedrun MexicoGuacCountdown MexicoFlagDrawIn60 PinataFillRace LoteriaCallBlitz NameMexicoStatesFast',
    music:
      'MexicoMarimbaJam MexicoMariachiCover MexicoGritoContest MexicoCumbiaKaraoke RancheraDuet CielitoLindoSingAlong LearnASongFromMexico',
    tech: 'MexicoSpanishAppTest AIPlansMyMexicoTrip MexicoOfflineMaps MexicoTripIn15Seconds MexicoRecipeVideoCall TranslateMexicoMenus StreetViewMexicoHunt',
    pet: 'MexicoBeachDog PetsOfMexico MexicoSerapeBandana ChihuahuaFromMexico PapelPicadoPetShoot MexicoPetNameReveal',
    gaming:
      'MexicoLoteriaNight MexicoTriviaDuel MexicanTrainDominoes MexicoMemoramaNight MexicoPinataShowdown MexicoStatesMapPuzzle SpotTheMexicoLandmark',
  },
  microphone: {
    travel:
      'MicOnTheRoad MicrophoneCitySounds MicrophoneStreetPoll MicrophoneTourGuide MicrophoneKaraokeCrawl NatureRecordingHike MicrophoneLocalAccents',
    music:
      'MicCheckFreestyle MicrophoneHarmonyStack MicrophoneBeatbox MicCheckOneTwoCover PassTheMicrophone KaraokeNightKing MicrophoneCrooner',
    art: 'DesignADreamMicrophone RetroMicIllustration BedazzleAMicrophone MicrophoneClayModel SingerSilhouetteArt StageLightPhotography SketchTheMicDrop',
    pet: 'MicrophoneHowlDuet MicrophoneHamsterASMR PurrIntoTheMicrophone DogMeetsMicrophone MicrophonePetInterview CatStealsTheMic MicrophoneBarkBack',
    gaming:
      'MicCheckSquadChat MicCheckSingOff MicrophoneGameShowHost KaraokeMicrophoneDuel VoiceCommandSpeedrun LiveCommentaryStream MicrophoneTriviaNight',
  },
  microscope: {
    fitness:
      'MicroscopeNeckStretch MicroscopeFormCheck LungeToTheMicroscope MicroscopeTinyStepsDare MicroWorkouts TardigradeTough PlankUnderMicroscope MicroscopeGripTest',
    music:
      'MitosisRemix MicroscopeBiologyRap SoundOfTheMicroWorld MicroscopeLoveSong MicroscopeJingle LabBenchBeats MicroscopeAnthem SingToYourMicroscope',
    art: 'MicroscopeCellPainting DrawYourMicroscopeView PaintTheMicroWorld MicroscopePhotography PollenClaySculpture ZoomedInAbstract MicroscopeEmbroidery StainedGlassMicroscope',
    tech: 'WaterDropMicroscope MicroscopeMeetsSlowMo MicroscopeUSBCamera PhoneIntoMicroscope MicroscopePhotoOfTheDay AIIdentifiesMicrobes MicroscopeTimelapse PixelsUnderMicroscope',
    gaming:
      'MicroscopeSlideBingo MicrobeCardBattle ISpyUnderTheMicroscope MicroscopeSpeedrun MicroscopeMatchPairs ZoomedInGuessWho MysteryMicroscopeQuiz EscapeRoomMicroscope',
  },
  microwave: {
    educational:
      'HowMicrowavesWork MicrowaveSpeedOfLight MicrowavePopcornScience IsItMicrowaveSafe WhyTheMiddleIsCold TrueOrFalseMicrowave',
    travel:
      'MicrowaveRoadTripEats MicrowaveOnlyVacation MicrowaveHostelFeast FiveStarMicrowaveMeal HotelMicrowaveChef MicrowaveMugCakeAnywhere',
    tech: 'MicrowaveTimerHacks MicrowaveHeatMapTest MicrowavePopcornSlowMo MicrowaveBeepBeater AIMicrowaveMenu MicrowaveSpinStopMotion MicrowaveVsWiFi',
    pet: 'CatKnowsTheMicrowave DogWaitsByMicrowave MicrowaveTVForMyCat DingMeansDinner MicrowaveBeepReaction WarmSnuggleDiscNap MicrowaveSitStayDing',
    gaming:
      'MicrowaveTimerSpeedrun MicrowaveFreezeDance OneRoundPerMicrowave SnackBreakRespawn ClosestToTheDingWins MicrowaveMythOrFactQuiz MicrowaveMinuteMatch',
  },
  milk: {
    travel:
      'MilkTeaShopCrawl BestMilkshakeInTown MilkBarHopping WhereMyMilkComesFrom DairyFarmDayOut SoftServeSafari MilkAndCookiesPicnic MilkyWayStargazing',
    speed:
      'MilkPourRelay MilkFrothFaceOff MilkCapStackAttack MilkCrateTowerIn60 CookieDunkSprint FastestButterShake MilkCartonFlipRace',
    tech: 'MilkFrotherHack MilkCrownSlowMo MilkMustacheAdRemake WhoDrankTheMilkCam IsMyMilkStillGood MilkPoursItself MagicMilkExperiment',
    pet: 'MilkCartonCatCastle MilkJugTreatPuzzle KittyInAMilkCrate TheMilkmanPup SpottedPetBedDIY MilkJugBallChase MilkBoneBalance',
    gaming:
      'MilkBlindTasteTest MilkCapsShowdown MilkBottleRingToss MilkPourToTheLine MilkCapMemoryFlip MilkMustacheCharades MilkCartonBowling',
  },
  'milk jug': {
    travel:
      'MilkJugCampingLantern MilkJugCampSink FarmToMilkJugTour MilkJugSandcastleMold FrozenMilkJugCooler RoadTripWaterJugs BeachCleanMilkJug ShellCollectingMilkJug',
    music:
      'MilkJugBanjo BlowTheMilkJug HomemadeMilkJugBand JugJamHoedown MilkJugShaker MilkJugDrumKit MilkJugAndPotLidJam HumIntoMilkJug',
    tech: 'MilkJugWaterRocket MilkJugMonsterStopMo MilkJugNightLight MilkJugWindTurbine MilkJugTripodHack MilkJugGreenhouseLapse MilkJugSpeaker MilkJugSolarStill',
    pet: 'MilkJugTreatPuzzle MilkJugFeederCatTV MilkJugPetScoop DogVsMilkJug MilkJugSniffGame MilkJugSnuffleToy FetchTheMilkJug TugMilkJugRope',
  },
  milkshake: {
    travel:
      'MilkshakeRoadTrip MilkshakeSunsetStroll MilkshakeDinerCrawl BestMilkshakeInTown SodaFountainHunt BoardwalkMilkshakes MilkshakeInEveryTown',
    tech: 'MilkshakeSlowMo MilkshakeMeltdownLapse MilkshakeMakesItself BlenderShowdown AIInventsAMilkshake MilkshakeEmojiRecipe MilkshakeMacroLens',
    pet: 'BlendAPupShake MilkshakePlushFetch MilkshakeAndCatTreatDate MilkshakeAndWalkies MilkshakeBandanaStrut PetDinerPhotoOp MilkshakeSqueakyToy',
    gaming:
      'MilkshakeGuessTheFlavor MilkshakeOrSmoothieQuiz MaltShopHighScore LoserBuysTheShakes ArcadeAndMilkshakes MilkshakeStareDown MilkshakeMemoryGame',
  },
  'mini golf': {
    travel:
      'MiniGolfRoadTrip BoardwalkMiniGolf BlacklightMiniGolf DinoMiniGolfHunt MiniGolfEveryVacation CraziestCourseQuest RateEveryMiniGolf PirateCoveMiniGolf',
    tech: 'MiniGolfSlowMo MiniGolfTrickShotReel MiniGolfStatsNerd MiniGolfFullRoundIn60 MiniGolfBallGoesRogue MiniGolfBallPOV MiniGolfShotTracer MiniGolfAppVsRealLife',
    gaming:
      'PutPuttPhoneDuel MiniGolfGameNight MiniGolfBracketBattle BeatMyMiniGolfScore MiniGolfHouseRules HoleInOneSpeedrun MiniGolfTrickShotOff TabletopMiniGolf',
  },
  minivan: {
    art: 'MinivanWindowArt BackseatSketchbook MinivanDecalDesign StickFigureFamily MinivanTripJournal DrawYourDreamMinivan DustyMinivanMural',
    tech: 'MinivanTabletMounts BackseatChargingHub MinivanDJWars MinivanTechTour MinivanGadgetTierList VoiceCommandFails UpgradeMyMinivan',
  },
  mirror: {
    funny:
      'MirrorMorningFaces MirrorPepTalkFail MirrorComebackPractice BathroomMirrorSpeech WhosTheFairestRoast ArguingWithMyMirror DontLaughAtTheMirror',
    cooking:
      'MirrorGlazeCake MirrorImagePlating PerfectlyMirroredSandwich ChocolateMirrorDonuts SeeYourselfInDessert MirrorMyMealChallenge MirrorPerfectPancake',
    travel:
      'MirrorMazeVisit FindAMirrorLake MirrorImageCityWalk GlassTowerMirrorShots ObjectsInMirrorRoadTrip PuddleReflectionWalk MirrorSelfieEveryStop',
    speed:
      'MirrorWritingRace MirrorMakeupBlitz SolveItInTheMirror MirrorTracingTimer BackwardsAlphabetDash StarTraceSprint MirrorBowTieIn30',
    art: 'MirrorSelfPortrait MirrorMosaic MirrorFrameMakeover PaintOnAnOldMirror RorschachRemix DIYMirrorDiscoBall DrawWithAMirror',
    tech: 'MirrorGlowUpTimelapse MirrorSelfieCamSetup MirrorTeleprompter MirrorOrSelfieWhichIsReal RingLightShowdown OneWayGlassScience MirrorTextDecoder',
    pet: 'MirrorKittenDoubleTake HamsterMirrorSelfie DogMeetsMirror CatVsTheMirror WhoIsThatGoodBoy NewFriendInTheGlass PetPassesMirrorTest',
    gaming:
      'MirrorModeRun MirrorSimonSays MirrorLightPuzzle MirrorMimeDuel ReflectionPuzzleRush CopycatShowdown MirrorControlsDare',
  },
  mom: {
    tech: 'MomTriesAI MomEmojiQuiz TeachMomAShortcut MomVsTheAlgorithm MomsFirstVoiceNote TextLikeMom MomDecodesMyMemes UpgradeMomsPhone',
  },
  monday: {
    speed:
      'MondayGetReadyRace MondayInboxSprint MondayToDoBlitz AlarmToDoorMonday MondayLunchIn5 SnoozeToShoes MondayCoffeeRush',
    pet: 'MondayCatVsAlarm MondayPuppyStretch WhoHatesMondayMore MondayKittenKeyboard MyDogsMondayFace CatsHateMondaysToo',
  },
  monkey: {
    cooking:
      'MonkeyBread MonkeyBananaPops MonkeyFaceToast CoconutMonkeyMacaroons ChunkyMonkeyShake GoBananasMonkeyMuffins',
    travel:
      'MonkeyHouseAtTheZoo FindAMonkeyPuzzleTree SockMonkeyOnVacation MonkeyAroundThePlayground MonkeyStatueHunt MonkeyBusinessTrip',
    tech: 'MonkeyTypingTest TurnMeIntoAMonkey MonkeyNoisesRemix CodeMonkeyChallenge MonkeyForestLiveCam SockMonkeyStopMotion MonkeyImpressionSlowMo',
    gaming:
      'MonkeyInTheMiddle MonkeyImpressionOff MonkeySeeYouDo BarrelOfMonkeysDuel MonkeyTailTag IsItAMonkeyQuiz MonkeyMemoryMatch',
  },
  'monkey bars': {
    travel:
      'BestMonkeyBarsInTown MonkeyBarsParkHop MonkeyBarsByTheSea PlaygroundPassport MonkeyBarsRoadTrip RateTheMonkeyBars MonkeyBarsInEveryTown MonkeyBarsHiddenGem',
    art: 'MonkeyBarsSilhouette MonkeyBarsChalkArt PopsicleMonkeyBars MonkeyBarsGoldenHour SketchMidSwing PaintThePlayground MonkeyBarsShadowTrace PipeCleanerMonkeyBars',
    tech: 'MonkeyBarsSlowMo MonkeyBarsPOVCam HangTimeTracker MonkeyBars30DayTimelapse MonkeyBarsAICoach StopwatchTheMonkeyBars MonkeyBarsToyStopMotion MonkeyBarsThenVsNow',
    pet: 'MonkeySeeDogDo MonkeyBarsPetSpotter HamsterMonkeyBars MiniMonkeyBarsForCats PupUnderTheBars MonkeyBarsCheerleaderDog MonkeyBarsKittenClimb MonkeyBarsBarkMeter',
    gaming:
      'FloorIsLavaMonkeyBars MonkeyBarsSharkTag MonkeyBarsCopyMyMove MonkeyBarsSpeedrun MonkeyBarsNinjaCourse MonkeyBarsRungCountDice MonkeyBarsSimonSays MonkeyBarsBossLevel',
  },
  monopoly: {
    travel:
      'MonopolyRealStreets BoardwalkBeachWalk MonopolyRailroadDayTrip MonopolyMyHometown MonopolyBoardIRL MonopolyRoadTripEdition MonopolyByCampfire MonopolyLandmarkSelfie',
    tech: 'MonopolyGameIn60Seconds MonopolyBankingApp MonopolyOnlineNight MonopolyLuckyDiceApp MonopolyGoStreak TapToPayBanker SpreadsheetMonopoly MonopolyVirtualBoard',
    pet: 'MonopolyDogTokenIRL MonopolyPuppyBanker MonopolyPetPicksMyPiece MonopolyCatTakeover ScottieLookalike PawsOnTheBoardwalk KittenStealsMonopoly MonopolyTreatRent',
  },
  mood: {
    travel:
      'MoodBoostDayTrip MoodWaterfallChase WalkYourMoodInColor SunshineDetour WanderForABetterMood MoodMapAdventure MoodBeachEscape MoodMountainView',
    tech: 'MoodLightingSetup MoodSunriseAlarm OneEmojiMoodDiary MoodTrackerShowdown AIReadsMyMood SmartBulbMoodMatch MoodSoundscapeApp MoodWallpaperSwap',
    gaming:
      'EmojiCharades MoodTetrisReset FeelingsCardDraw MoodPicksTheGame MoodBoosterCoop MoodBoostGameNight GuessMyMood PuzzleYourMood',
  },
  moon: {
    prank:
      'FakeMoonRockGift MoonLampSurprise FillTheRoomWithMoons MoonNoteUnderThePillow GlowStarCeiling CrescentPillowSwap MoonPieOnTheirDesk',
    travel:
      'FullMoonHike DarkSkyParkTrip ChaseTheMoonrise MoonFestivalLanterns MoonAtTheObservatory MoonlitBeachWalk FollowTheMoonTonight',
    tech: 'NightModeMoonShot ZoomToTheMoon LunarLanderCoding MoonriseTimelapse MoonThroughBinoculars MoonPhaseEveryNight',
    gaming:
      'LunarLanderRun MoonOrMarsQuiz BuildAMoonBase MoonRoverRace StickTheMoonLanding MoonCraterBingo',
  },
  mop: {
    cooking:
      'MopSauceRibs PancakeMessMopUp MopUpTheGravyBread BBQMopChicken CleanAsYouCook MopAndChopCombo MopTheFlourMess',
    travel:
      'MopBeforeCheckout MopUpTheCabin BeachHouseSandMop CampKitchenMopUp LeaveItSparkling CleanerThanWeFoundIt MopAndPackDash',
    art: 'MopHeadPuppet MopYarnMonster GiantMopCalligraphy MopHairPortrait MopBrushPainting WetFloorSignArt MopStrokeMural',
    tech: 'WholeHouseMopTimelapse MopDancesStopMotion MopSlowMoSplash MopCamPOV SprayMopTestDrive GadgetVsElbowGrease StepCountWhileMopping',
    gaming:
      'MopBucketCurling MopHockey MoppingSimulatorIRL SideQuestMopTheHall FloorIsLavaWithMops MopBossLevel MopFreezeTag',
  },
  morning: {
    gaming:
      'MorningPuzzleStreak MorningCrosswordSprint MorningChessOpening FiveQuestionMorningQuiz MorningSolitaireStreak OneLevelBeforeCoffee MorningCommuteBingo',
  },
  'morning routine': {
    travel:
      'TentMorningRoutine RestStopMorningRoutine HotelMorningRoutine MorningRoutineAtGrandmas WakeUpSomewhereNew CampsiteCoffeeRitual MorningRoutineOnATrain',
    tech: 'MorningRoutineWidgets SmartMorningRoutine AutomateMorningRoutine AIMorningRoutine NoSnoozeMorningRoutine SunriseAlarmVsPhone MorningRoutineTracker',
    gaming:
      'WordleBeforeCoffee MorningRoutineQuestLog MorningRoutineBingo RollForMorningRoutine LevelUpYourMorning GuessMyMorningRoutine',
  },
  'morning workout': {
    dance:
      'MorningWorkoutGroove RiseAndShimmy AMWorkoutBoogie ShakeOffTheSnooze DanceYourAMWorkout MorningWorkoutSalsa AMWorkoutMacarena MorningWorkoutMoveOff',
    travel:
      'AMWorkoutWithAView MorningWorkoutBeach JetLagMorningJog MorningWorkoutParkRun CityStairsAtDawn SunriseSummitSweat HotelRoomAMWorkout NewParkAMWorkout',
    tech: 'SquatToSnooze MorningWorkoutTracker AMWorkoutTabataTimer AMWorkoutHypePlaylist MorningWorkoutAICoach SmartwatchAMWorkout TimelapseAMWorkout AMWorkoutAppFaceOff',
    gaming:
      'MorningWorkoutStreak DailyQuestWorkout RollTheDiceAMWorkout AMWorkoutBossFight MorningWorkoutLevelUp AMWorkoutDeckOfCards AMWorkoutPowerUps PlayerTwoAMWorkout',
  },
  mosquito: {
    travel:
      'MosquitoNetCamping MosquitoProofPacking LakeDayMosquitoDefense FindAMosquitoFreeSpot BugSprayPassport MozzieSafeHideaways',
    art: 'MosquitoMacroPhoto DrawAGiantMosquito ComicMosquitoVillain PaperPlateMosquito BugBiteConnectTheDots MosquitoWireSculpture PipeCleanerMosquito ThumbprintMozzies',
    tech: 'MosquitoTrapBuild UltrasonicMosquitoTest MosquitoSlowMoCam ZapperVsMosquito WhatNoteIsAMosquito BiteForecastApp',
    gaming:
      'MosquitoSwatGame HighScoreMosquitoHunt MosquitoBiteTag MosquitoBossWave BuzzOffCardDuel BugZapperArcade BuzzLikeAMosquito',
  },
  motel: {
    educational:
      'WhyItsCalledMotel HowNeonSignsGlow MotelRoute66History FirstMotelEver WhyMotelsLookAlike MotelRoadTripMath MotelFontDetective MotelVsHotel',
    music:
      'MotelCalifornia MotelRockabillyJam NoVacancyRoadSong MotelCheckInPlaylist HighwayHarmonica MotelRoomAcoustic JukeboxMotelNight MotelRadioDial',
    art: 'NeonSignPhotoWalk MotelPoolPolaroids MotelFacadeSketch MotelPostcardPainting MotelKeyTagCollage DesignYourMotelSign RetroMotelMural MotelMiniature',
    tech: 'MotelWiFiSpeedTest RateMyMotelRoomTour RoadTripGadgetKit MotelMobileOffice MotelTVCastHack DoorStopAlarmCheck MotelMovieNightSetup MotelCableCrate',
    gaming:
      'RoadTripMotelCharades MotelHandheldLeague PoolsideDominoes MotelTableTourney MotelEscapeRoom RoadTripCardGames CheckersAtTheMotel MotelTriviaNight',
  },
  'mothers day': {
    gaming:
      'MothersDayTrivia MothersDayImpressions MothersDayBingoBrunch MomPicksTheGame MotherOfAllRematches MothersDayScrabble',
  },
  motorcycle: {
    dance:
      'LeatherJacketStrut BikerBootStomp MotorcycleMoonwalk MotorbikeMacarena MotorcycleRevAndRoll MotorbikeBootScoot AirMotorcycleDance',
    funny:
      'MotorcycleHelmetHair MotorcycleWaveCheck MotorcycleBugsInTeeth MomMeetsMyMotorcycle MyDogRatesMyMotorcycle OneMoreBikeIPromise MotorcycleVroomOff',
    prank:
      'MotorcycleHelmetBalloons MotorcycleToyBikeSwap FakeMotorcycleRevSound MotorbikeGiftBow SidecarSurprise GooglyEyeHelmet MotorcycleRubberDuck',
    wellness:
      'MotorcycleWashAndChill MotorcycleSunsetPause MotorcycleCoffeeStop MotorbikeMeditation MotorcycleMorningCalm OpenRoadReset MyMotorcycleDiaries',
    speed:
      'MotorcycleGearUpRace NameMotorcyclePartsIn60 MotorcycleWashTimer MotorbikeChainBlitz MotorcycleTireCheck HelmetOnIn10 PackTheMotorcycleFast',
    music:
      'BornToBeWildCover MotorcycleRevRemix MotorcycleExhaustNotes MotorbikeKaraoke MotorcycleRideAnthem MotorcycleEngineASMR NameThatMotorcycle',
    art: 'DrawYourDreamMotorcycle OpenRoadPhotography MotorcycleLineArt MotorbikeInkSketch MotorcycleHelmetDesign MotorcycleGarageShoot ClayMotorcycleModel',
    tech: 'MotorbikeGlowUpTimelapse MotorcycleOilChangeLog MotorcycleCurvyRouteApp ToyMotorbikeStopMotion HowLoudIsMyMotorcycle TwoWheelTechTour MotorcycleNavSetup',
    pet: 'ParkedMotorcyclePupPose NapNextToTheMotorcycle MiniMotorcycleToyChase KittyInspectsMotorcycle MotorbikeGarageKitty BikerBandanaPet',
    gaming:
      'MotorcycleTrialsRun DirtBikeTimeAttack MotorcycleMotocrossCup MotorbikeStuntCombo GuessTheMotorcycleSound MotorcycleCouchGrandPrix ToyMotorcycleRampRace',
  },
  mountain: {
    cooking:
      'SummitTrailMix MountainEnergyBites MountainStoveRamen MountainMugCocoa MakeAMountainOfNachos PeakPancakes MountainRangeCake',
    speed:
      'SwitchbackSprint MountainRidgeRelay MountainSpeedHike MountainJigsawDash PackForTheMountainFast UpTheMountainIn60 MountainTentPitchOff',
    music:
      'SummitYodel MountainEchoSong PeakHarmonyDuet AintNoMountainCover MountainTopJam MountainHighNote MountainCampfireSong',
    art: 'MountainPaperLayers PeakPanoramaShot PaintTheMountainLive SketchAtTheSummit OneLineMountain MountainRangeInkWash MountainStoneStack PaintHappyMountains',
    tech: 'MountainPanoramaFails PeakFinderApp MountainCloudTimelapse MountainTopSignalHunt MountainGPSvsMap MountainStepsVsEverest MountainWeatherVsApp',
    pet: 'MountainDogHike PawBalmAfterTrail MountainCatOnALeash MountainPupSnackBreak MountainPupBackpack PetPeakPose MountainStreamSplash',
    gaming:
      'KingOfTheMountain MountainGoatCharades MountainTriviaNight BuildTheTallestMountain MountainCabinGameNight NameThatMountainQuiz MountainRescueCoop',
  },
  mouse: {
    travel:
      'CountryMouseInTheCity MouseDoorHunt ToyMouseTravelDiary MouseStatueSafari FieldMouseTrackHunt FindTheHiddenMice',
    fashion:
      'MouseEarsHeadband MouseEarBunHair DIYMouseCostume MousyGreyGlam CheeseWedgeEarrings PolkaDotPower MouseWhiskerMakeup',
    music:
      'ThreeBlindMiceCover HickoryDickoryDock MouseSqueakRemix ClickClackBeat TinyMouseLullaby TiptoeLikeAMouseSong MouseTapMetronome',
    tech: 'WirelessVsWiredMouse GamingMouseShowdown MouseWheelOdometer VerticalMouseWeek MouseCursorArt LeftHandedMouseWeek',
    gaming:
      'MouseTrapBoardGame MouseVsController CatAndMouseTag HideTheCheeseFromMice NoMouseChallenge MouseClickSpeedrun',
  },
  mousetrap: {
    funny:
      'CartoonMousetrapLogic MouseOneHumansZero MousetrapDadPOV MousetrapCheeseHeist WhoStoleTheCheese PeanutButterVsCheddar MousetrapSpyMission MousetrapBuildFail',
    prank:
      'ToyMiceInTheDrawer TinyMouseFootprints PaperMousetrapPrank MousetrapCakeFakeout MousetrapGameSurprise CheeseTrailToAGift MousetrapFairyDoor MousetrapNoteDelivery',
    travel:
      'SeeTheMousetrapPlay OldestMousetrapInTown MousetrapAntiqueHunt CabinMousetrapCheck MousetrapWhodunitWalk MousetrapBoardGameCafe MousetrapChainReaction MousetrapFarmStay',
    fashion:
      'MouseEarsHeadband MousetrapBrooch MousetrapChic MousetrapHalloween CheeseWedgePurse CatAndMousetrapDuo DetectiveMousetrapLook MousetrapMiceSocks',
    music:
      'ThreeBlindMiceCover MousetrapSnapBeat MousetrapSpringTwang MousetrapPercussion SqueakyToyBeatbox MousetrapChaseTheme PlinkPlonkMousetrap MousetrapTinyOrchestra',
    tech: 'MousetrapCarBuildLapse MousetrapSlowMo MousetrapStopMotionHeist CodeAMousetrapGame WhoTouchedTheMousetrap PhonePingsOnSnap MousetrapMotionAlert MousetrapCarSpeedTest',
    pet: 'CatVsToyMouse KittenIsMyMousetrap PetProofTheMousetrap DogChasesMousetrapCar PetSafeMousetrap MouserOnDuty MousetrapCatnipHunt MousetrapGameCatCameo',
    gaming:
      'MousetrapBuildOff MousetrapPuzzleLevel RetroMousetrapBoard CatAndMouseChase EscapeTheKitchenRoom DoesTheTrapWork MousetrapGameNight MousetrapMarbleRun',
  },
  movie: {
    travel:
      'MovieLocationHunt StandInTheMovieScene DriveInMovieNight MyTownInTheMovies FilmFestivalWeekend MoviePosterPhotoWalk PickATripByMovie',
    tech: 'MovieGreenScreen DIYMovieEffects CutAFilmTrailer ShoeboxMovieProjector BulletTimeAtHome PhoneShotMiniMovie FoleyMyOwnMovie',
    gaming:
      'MovieCharadesNight MovieTriviaShowdown GuessTheFilmQuote MovieBingoCard MovieSoundtrackGuess EmojiPlotPuzzle MoviePictionaryDuel',
  },
  'movie night': {
    educational:
      'MoviePhysicsFails MovieFoleySounds MovieNightBookVsFilm SubtitlesOnlyNight BehindTheMovieMagic DocumentaryMovieNight',
    travel:
      'DriveInMovieNight MovieLocationHunt MoviesInThePark OutdoorCinemaHop MovieNightCampout MovieTheaterTour',
    tech: 'ShoeboxMovieProjector AIPicksTheMovie BackyardMovieScreen SyncedMovieNight MovieNightPhoneFreeDare HomeTheaterHack',
  },
  'movie theater': {
    cooking:
      'CopycatCinemaPopcorn MovieTheaterNachos MoviePretzelTwist MovieCandyBark BigScreenSnackBoard CinemaSlushieAtHome MovieTheaterChurros',
    travel:
      'OldCinemaCrawl MovieMarqueeHunt DriveInMovieNight VisitAMovieLocation FilmFestivalFirstTimer SmallTownCinemaTrip NewCinemaEachMonth',
    music:
      'MovieThemeCover HumTheMovieScore CinemaSoundtrackQuiz MovieNightSingAlong StudioIntroRemix CinemaPopcornBeat',
    tech: 'BlanketFortCinema MovieTheaterSoundCheck BackyardMovieNight BedsheetMovieScreen RecutACinemaTrailer PhoneProjectorHack',
    gaming:
      'MovieTriviaShowdown FinishTheMovieQuote CinemaEmojiQuiz MovieCharadesNight GamingOnTheBigScreen FilmBuffBoardBattle',
  },
  'moving day': {
    tech: 'MovingDayCableLabels MovingDayPhotoInventory MovingBoxQRCodes MovingInSmartSetup RouterPlacementTest WifiBeforeFurniture MeasureAppMovingDay',
    gaming:
      'MovingDayTruckTetris MovingBoxFortBattle GuessWhatsInTheMovingBox MovingInBossLevel BoxJengaTower UnpackingSpeedrun HideAndSeekMovingDay',
  },
  mowing: {
    dance:
      'LawnmowerVictoryDance MowingLineDance LawnmowerMoonwalk LawnStripeShuffle PullCordChallenge MowTheFloor MowingMacarena',
    prank:
      'MowingSmileyFace SecretMowingFavor MowingDayCookieDrop MowAHeartForThem LawnmowerFairy SurpriseStripedLawn',
    travel:
      'HayMowingFarmVisit StadiumMowingPatterns MowingMeadowHike FreshlyMowedParkNap MowedMeadowPicnic SpotTheMowedStripes MowGrandmasLawnVisit',
    speed:
      'MowingBeatTheRain MowingTimeTrial MowingBagTieRace LeafBagFillDash MowDownTheClock YardSpeedrun RakeAfterMowingRace',
    tech: 'MowingStepCountReveal MowingGPSPattern MowingBatteryShowdown ElectricVsGasMower ToyLawnmowerStopMotion HowLoudIsMyLawnmower TimelapseMyMowing',
    pet: 'AfterMowingZoomies MowingDayPupRoll MowedLawnFetchTime FreshCutGrassSniff MowingSupervisorCat PawPrintsOnStripes KittyInspectsTheMow',
    gaming:
      'MowingSimSpeedrun MowAMazeInTheYard RealLifeMowingQuest LawnmowerBingo GoTouchGrass MowingHighScore MowEveryTile MowingMythOrFact',
  },
};
