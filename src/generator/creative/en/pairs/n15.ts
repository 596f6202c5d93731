import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  drill: {
    dance:
      'DrillTeamKickLine FireDrillConga DrillSergeantShuffle FootworkDrillDuet MirrorDrillHandClaps LeftRightDrillMarch DoTheDrillTwist SpinLikeADrillBit',
    funny:
      'DrillSergeantMom FireDrillInPajamas NeighborDrillAt7AM WhenDadGetsADrill SnoozeDrillDrama FakeDrillMouthNoise ChoreDrillCommentary TeddyBearDrillSquad',
    prank:
      'RotiniDrillBitSwap PaperCrownDrillAward DrillSergeantBreakfast PhantomDrillSound ToyDrillHandyman PopQuizDrill BananaInTheDrillCase DrillTeamSurpriseEntry',
    educational:
      'FireDrillTwoWaysOut EarthquakeDrillPractice DrillBitSizeQuiz PilotHoleDrillDemo TimesTableDrill SpellingDrillDuel DrillVsScrewdriverTest FlashcardDrillStreak',
    cooking:
      'EggCrackingDrill DrillBitPastaSalad DoughKneadingDrill KitchenDrillSergeant FiveMinuteLunchDrill SandwichLineDrill FireDrillSnackBag MeasuringCupDrill',
    travel:
      'HotelExitDrill CarryOnPackingDrill AirportBinDrill TentPitchDrill DrillTeamParadeTrip CompassReadingDrill SunscreenReapplyDrill DrillSergeantTourGuide',
    fashion:
      'DrillTeamUniform ToolBeltDrillFit DrillSergeantHat QuickChangeDrill TieKnotDrill CamoDrillDayLook ShirtFoldingDrill OverallsAndADrill',
    wellness:
      'BoxBreathingDrill EyeBreakDrill PostureCheckDrill CalmFireDrillPlan AfterTheDrillStretch DrinkWaterDrill DrillFreeSunday ThreeGoodThingsDrill',
    speed:
      'ConeDrillTimeTrial LadderDrillStopwatch DrillBitSortRace BeatTheWhistleDrill ShuttleRunDrillDash SockMatchDrillSprint FlashcardDrillBlitz DrillSergeantCountdown',
    music:
      'PowerDrillBeatbox DrumRudimentDrill ScaleDrillStreak DrillSoundRemix MetronomeDrillClimb MarchingBandDrill PianoFingerDrill DrillWhinePitchMatch',
    art: 'DrawMyPowerDrill ShadingDrillSheet GestureSketchDrill ColorMixingDrill DrillBitDoodle BlindContourDrill DrillToolboxArt DrillTeamPoster',
    tech: 'TypingDrillStreak ShortcutKeyDrill PhoneBackupDrill EmergencyContactDrill DrillSoundRingtone LevelAppDrillMark PasswordRecallDrill DigitalFlashcardDrill',
    pet: 'BackyardAgilityDrill SitStayDrill DogRecallDrill PetFireDrillPlan PawShakeDrill LooseLeashDrill CatClickerDrill HighFivePupDrill',
    gaming:
      'DrillSergeantSimonSays AimTrainerDrill FightingComboDrill ChessPuzzleDrill FlashcardDrillBingo SpeedrunRouteDrill RhythmGameDrill DrillCardDuel',
  },
  'coffee maker': {
    dance:
      'CoffeeMakerBeepDrop CoffeeMakerDripStep WaltzToTheCoffeeMaker RobotCoffeeMakerMoves SleepyCoffeeMakerSway MoonwalkToCoffeeMaker CoffeeMakerGurgleGroove PajamaCoffeeMakerJig',
    fitness:
      'CoffeeMakerSquats CoffeeMakerCalfRaise CoffeeMakerCounterPushUp CoffeeMakerStretchBreak LungeToTheCoffeeMaker BrewTimeCoffeeMakerPlank MugCurlsByCoffeeMaker JumpingJackCoffeeMaker',
    funny:
      'CoffeeMakerVoiceover CoffeeMakerLoveLetter CoffeeMakerPatienceTest CoffeeMakerSoapOpera SerenadeTheCoffeeMaker DadVsCoffeeMaker ZombieCoffeeMakerWalk HurryUpCoffeeMaker',
    prank:
      'GooglyEyeCoffeeMaker CoffeeMakerTalksBack CoffeeMakerSecretNote GiftWrapCoffeeMaker SayPleaseCoffeeMaker CoffeeMakerMovedRooms TinyHatCoffeeMaker BowTieOnCoffeeMaker',
    educational:
      'CoffeeMakerDescaleDemo CoffeeMakerFilterScience GrindSizeCoffeeMakerTest BeanToCoffeeMaker TranslateCoffeeMaker HowCoffeeMakersWork CoffeeMakerRatioMath TeachGrandpaCoffeeMaker',
    travel:
      'RateTheHotelCoffeeMaker CoffeeMakerWithAView CampsiteCoffeeMaker CoffeeMakerWorldTour GrandmasCoffeeMakerVisit CabinCoffeeMakerSunrise HuntForTheCoffeeMaker CoffeeMakerCarryOnCheck',
    fashion:
      'CoffeeMakerColorMatch CoffeeMakerApronLook DressedByCoffeeMaker PajamaCoffeeMakerGlowUp SlipperCoffeeMakerStrut CoffeeMakerRobeRunway BaristaCoffeeMakerFit LatteToneCoffeeMaker',
    wellness:
      'CoffeeMakerBreathing GratitudeCoffeeMaker SlowMorningCoffeeMaker PhoneFreeCoffeeMaker CoffeeMakerAromaPause CoffeeMakerJournalPage WaterBeforeCoffeeMaker SunnyWindowCoffeeMaker',
    speed:
      'BeatTheCoffeeMaker CoffeeMakerCountdown BedMadeBeforeCoffeeMaker CoffeeMakerSetupRace CoffeeMakerLunchPackDash ShowerVsCoffeeMaker CoffeeMakerTidyBlitz FoldLaundryCoffeeMaker',
    music:
      'CoffeeMakerBeatbox CoffeeMakerDripRhythm CoffeeMakerBeepRemix CoffeeMakerJingle SerenadeTheCoffeeMaker MugDrumCoffeeMaker LoFiCoffeeMakerLoop MorningCoffeeMakerSong',
    art: 'CoffeeMakerStillLife GroundsPaintCoffeeMaker CoffeeMakerFilterFlowers CoffeeMakerCartoonFace DrawYourCoffeeMaker CardboardCoffeeMaker PixelArtCoffeeMaker WatercolorCoffeeMaker',
    tech: 'CoffeeMakerTimelapse CoffeeMakerSlowMo CoffeeMakerTimerSetup SmartPlugCoffeeMaker VoiceCommandCoffeeMaker MeasureAppCoffeeMaker QRCodeCoffeeMakerMenu OnlineManualCoffeeMaker',
    pet: 'DogWaitsByCoffeeMaker CoffeeMakerWalkSignal PetsFirstCoffeeMaker CoffeeMakerCuddleBreak CoffeeMakerBeepSitTrick BrushingTimeCoffeeMaker RefillBowlsCoffeeMaker CatOnLapCoffeeMaker',
    gaming:
      'CoffeeMakerCharades GuessTheCoffeeMakerSound CoffeeMakerTrivia CoffeeMakerBingo ISpyCoffeeMaker OneLevelPerCoffeeMaker CafeTycoonCoffeeMaker RockPaperCoffeeMaker',
  },
  'pine tree': {
    dance:
      'SwayLikeAPineTree PineTreeFreezeDance LumberjackPineTreeJig ForestPineTreeTwoStep PineTreeBranchArms TwirlAroundThePineTree SnowyPineTreeShuffle PineTreeTipToe',
    fitness:
      'PineTreeInclinePushUp PineTreeTrailRun PineTreeLungeWalk PineTreeConeSquats YogaUnderThePineTree SprintToPineTree ShadyPineTreeStretch BearCrawlPineTree',
    funny:
      'PineTreeSapRegret PineTreeSquirrelDrama PineTreePunOff PineTreeNeedleMustache IfPineTreesCouldTalk DadPosesAsPineTree FakePineTreeCamouflage SelfieWithTallPineTree',
    prank:
      'GooglyEyedPineTree PineTreeTalksBack ChristmasInJulyPineTree PineTreePhotobomb PineTreeInMyRoom NamedAPineTreeAfterYou MustachedPineTree ScarfOnThePineTree',
    educational:
      'PineTreeConeForecast PineTreeOrFirQuiz PineTreeNeedleBundles PineTreeSeedHelicopter CountPineTreeRings WhyPineTreesStayGreen MeasurePineTreeHeight WhoLivesInPineTrees',
    cooking:
      'PineTreePullApart PineTreeBrownieBites PineTreePizzaSlices PineTreeCheeseBoard BroccoliPineTreeForest PancakePineTreeStack KiwiPineTreePlatter TortillaPineTreeChips',
    fashion:
      'PineTreeFlannelFit PineTreePrintTee PineTreeEarringsDIY PineTreePhotoshoot DressLikeAPineTree ForestGreenPineTree UglySweaterPineTree CozyCabinPineTreeLook',
    wellness:
      'ForestBathingPineTree SitUnderAPineTree PineTreeMeditation PineTreeJournaling PineTreeHugBreak ListenToThePineTree DeepBreathPineTree BarefootByPineTree',
    speed:
      'PineTreeConeGrab PineTreeRelay PineTreeNeedleSortRace TagThePineTree DecorateAPineTreeIn60 TenSecondPineTree FiveLapsPineTree BeatDadToThePineTree',
    music:
      'PineTreeConeShaker PineTreeStickDrums PineTreeLullaby PineTreeWindChimes SingUnderThePineTree RapAboutPineTrees BirdsongPineTreeRemix ForestChoirPineTree',
    art: 'PineTreeBarkRubbing PineTreeNeedleBrush PineTreeSilhouette FingerprintPineTree ZigzagPineTree WatercolorPineTree OrigamiPineTree SpongeStampPineTree',
    tech: 'PineTreePanorama PineTreeWallpaper PineTreeTimelapse PineTreeMapPin PlantAppPineTreeQuiz VoiceMemoPineTree SlowMoPineTreeWind PortraitModePineTree',
    pet: 'PineTreeSniffWalk PineTreeShadeNap PineTreeTrailWithDog PawPrintsByPineTree PetPortraitPineTree PupPicnicUnderPineTree BirdWatchCatPineTree TreatHuntPineTree',
    gaming:
      'PineTreeHideAndSeek PineTreeConeBocce PineTreeTicTacToe PineTreeScavengerHunt TwentyQuestionsPineTree ForestBingoPineTree PixelPineTreeBuild CardGameUnderPineTree',
  },
  'spring roll': {
    dance:
      'SpringRollConga SpringRollHipSway SpringRollSquadStep LionDanceSpringRoll WrapItUpSpringRoll DipAndSpinSpringRoll CrunchBeatSpringRoll TakeoutSpringRollTwist',
    fitness:
      'SpringRollCrunches SpringRollSitUps EarnYourSpringRoll TricepDipsSpringRoll YogaMatSpringRoll PlankThenSpringRoll BearCrawlSpringRoll SideStepSpringRollPass',
    funny:
      'BlanketSpringRollMe SpringRollWrapFails SpringRollOrBurrito GrandmaRatesSpringRoll DadTriesSpringRolls SpringRollMovieTrailer SockPuppetSpringRoll StickyFingersSpringRoll',
    prank:
      'SwaddledSpringRollPlush SpringRollOrigamiGift SpringRollBreakfastInBed GiantSpringRollPillow SpringRollFortuneNote FakeSpringRollMenu SpringRollDoodleCard TeddysSpringRollPicnic',
    educational:
      'SpringRollOriginQuiz SpringRollPaperScience LunarNewYearSpringRoll NameThatSpringRollFilling TeachMeSpringRollFolds SpringRollInVietnamese EatTheRainbowSpringRoll SpringRollMapHunt',
    travel:
      'SpringRollWorldTour SpringRollPicnicPack SpringRollTrainSnack SpringRollPassportStamp StreetFoodSpringRoll NightMarketSpringRoll ChinatownSpringRollWalk BeachSpringRollLunch',
    fashion:
      'SpringRollScarfWrap SpringRollHairBun SpringRollColorFit DressAsASpringRoll SheerLayerSpringRoll BathTowelSpringRoll NewYearRedSpringRoll PuffyCoatSpringRoll',
    wellness:
      'SpringRollCocoonNap MindfulSpringRollBite VeggieSpringRollReset PhoneFreeSpringRoll FamilySpringRollNight SpringRollParkPause SpringRollJournalLunch SunnyPorchSpringRoll',
    speed:
      'SpringRollWrapRace SpringRollHerbPick FamilySpringRollRelay SpringRollAssemblyLine ChopstickSpringRollDash BeatTheClockSpringRoll SpringRollFillingSort OneMinuteSpringRoll',
    music:
      'SpringRollCrunchBeat SpringRollRap SpringRollMenuSong SpringRollKaraokeNight ChopstickSpringRollDrums LoFiSpringRollKitchen LullabyForSpringRolls NameThatTuneSpringRoll',
    art: 'SpringRollFlowerPattern SpringRollKawaiiDoodle SpringRollStillLife SpringRollFeltFood ClaySpringRollMini TissuePaperSpringRoll StainedGlassSpringRoll EmojiSpringRollDesign',
    tech: 'SpringRollStopMotion SpringRollFoodPhoto SpringRollShoppingList TranslateAppSpringRoll VideoCallSpringRollClass OverheadCamSpringRoll BudgetSheetSpringRoll ASMRMicSpringRoll',
    pet: 'LeaveItSpringRoll SpringRollPlushToy CarrotNotSpringRoll SpringRollSnuffleMat FleeceSpringRollBed SpringRollPetName HamsterSpringRollTunnel SpringRollDogPortrait',
    gaming:
      'GuessTheSpringRollFilling SpringRollMemoryMatch ChopstickPickUpSpringRoll SpringRollBingo CookingGameSpringRoll SpringRollWordScramble BlindfoldSpringRollBuild SpringRollTeamQuiz',
  },
  'dish rack': {
    dance:
      'TowelTwirlDishRack DishRackShimmy SpatulaMicDishRack DishRackRobotUnload PutAwayPartyDishRack DishRackFreezeFrame DiscoDishRack DishRackDuet',
    fitness:
      'DishRackSquatPerPlate DishRackTiptoeReach DishRackLungeLoop PlankByTheDishRack TwistAndStowDishRack WallPushUpDishRack OneLegDishRackBalance HighShelfDishRack',
    funny:
      'DishRackEngineering DishRackNatureDoc DishRackCourtroom DishRackTalkShow WhoLoadedTheDishRack DadsDishRackTower OneMoreCupDishRack MissingSpoonDishRack',
    prank:
      'RainbowDishRackPrank TinyDollDishRack DishRackSpoonArmy AlreadyEmptiedDishRack PaperPlateDishRackPile DishRackThankYouNote DishRackMugFaces DishRackSecretHelper',
    educational:
      'EvaporationDishRack DishRackStackingPhysics DishRackSortingMath DishRackInSpanish DishRackMaterialsQuiz CountCupsDishRack LearnToLoadDishRack CenterOfGravityDishRack',
    cooking:
      'DishRackPastaDrying HerbBundleDishRack CleanAsYouCookDishRack OnePotDishRackDinner CookiesCoolOnDishRack DishRackBerryRinse MealPrepDishRackReset DishRackTacoStand',
    travel:
      'CampsiteDishRack FinnishCupboardDishRack RVDishRackTour HostelDishRackDuty CollapsibleDishRack VacationRentalDishRack BeachHouseDishRack PicnicDishRackPack',
    fashion:
      'RubberGloveDishRackFit DishRackJewelryStand SunglassesOnDishRack RetroDinerDishRackLook RolledSleevesDishRack DishRackColorOutfit ScrunchieDishRackDisplay KitchenChicDishRack',
    wellness:
      'MindfulDishRackDrying DishRackEveningReset PodcastAndDishRack CalmKitchenDishRack DishRackGratitudeList DishRackBreathCount SlowSundayDishRack SunnyWindowDishRack',
    music:
      'DishRackHarp DishRackDrumKit DishRackKitchenBand DishRackSingAlong WaterGlassDishRackNotes ClinkClankDishRackBeat TapTheDishRackTune CutleryChimeDishRack',
    art: 'DishRackShadowTrace DishRackGalleryWall DishRackWireSculpture DishRackRainbowStack PerspectiveDishRackSketch PaintedPlateDishRack ContinuousLineDishRack MosaicDishRack',
    tech: 'DishRackStopMotion ChoreChartAppDishRack DishRackReminderAlarm VoiceTimerDishRack MacroShotDishRack PodcastQueueDishRack DishRackDropletSlowMo CaptionThisDishRack',
    pet: 'DogBowlDishRackDay DishRackToyBath CatSupervisesDishRack DishRackPawsOff HamsterHouseDishRack DishRackTreatReward CleanFeederDishRack FishTankDecorDishRack',
    gaming:
      'DishRackStackOff OneMoreForkDishRack RockPaperDishRack HideTheSpoonDishRack DishRackKitchenSim DishRackMemoryQuiz CupShuffleDishRack DiceDecidesDishRack',
  },
  hood: {
    dance:
      'HoodFlipOnTheDrop RedRidingHoodSkip HoodUpMoonwalk RainyDayHoodJig DrawstringHoodTwirl HoodPeekabooBeat RobinHoodArrowPose CapeAndHoodSpin',
    fitness:
      'HoodUpShadowbox ColdMorningHoodJog HoodOffCoolDown RobinHoodArcherLunge RidingHoodBasketCarry BoxerHoodSkipRope CapeHoodHeroPlank HoodTuckSitUps',
    funny:
      'HoodSnackStash HoodDramaticReveal HoodIsMyBackpack DadPeeksUnderCarHood RidingHoodFamilyRemix WhatsInMyHood TwoHoodsAtOnce WindyDayHoodBalloon',
    prank:
      'PompomsInTheHood HoodPocketNote GooglyEyeHood RainbowDrawstringHood ClipOnEarsHood BalloonHoodSurprise SecretHoodTwins HoodCandyDrop',
    educational:
      'CarHoodEngineTour RangeHoodFilterTest HoodHeatMythBust RobinHoodLegendQuiz RidingHoodStoryCompare CobraHoodFacts OilCheckUnderTheHood HoodInFiveLanguages',
    cooking:
      'RidingHoodBasketBake RobinHoodShareDinner UnderTheHoodCookies RangeHoodDegrease CozyHoodSoupNight HoodPocketTrailMix CarHoodPicnicSpread RedHoodCherryPie',
    travel:
      'RidingHoodForestWalk SunsetOnTheCarHood RobinHoodSherwoodTrip HoodPillowFlightHack RainyCityHoodStroll HoodUpWindyBeach FoggyMorningHoodHike HoodLayersTrainRide',
    wellness:
      'HoodUpQuietTime CozyHoodBreathwork EveningHoodWalk HoodCouchNap GratitudeUnderMyHood HoodScreenBreak SoftHoodEyeRest RainSoundsHoodChill',
    speed:
      'HoodStringThreadRace TenHoodFlipsFast LayerUpHoodRelay CarHoodWashSprint RaceTheRainHoodUp HoodTossIn60 RedRidingHoodDash ZipAndHoodCountdown',
    music:
      'RobinHoodBallad RidingHoodMusical HoodUpLoFiJam HoodZipperRhythm RainOnMyHoodBeat HoodFlipOnTheBass DrawstringMicHood HoodedChoirChant',
    art: 'RidingHoodPaperPuppets FabricMarkerHood RobinHoodComicStrip HoodShadowPortrait CobraHoodOrigami FeltEarsOnAHood HoodPatchCollage MonsterHoodDesign',
    tech: 'FaceUnlockHoodTest HoodUpEarbudCheck ARFilterHoodEars VideoCallInMyHood HoodFlipTransitionEdit HoodSelfieTimer RidingHoodAudioStory HoodColorPickerApp',
    pet: 'CatNapInMyHood RainyWalkHoodUp HoodPeekabooPup HoodTreatPocket LintRollerHoodCheck HoodCuddleBreak HoodSniffGame SnowdayHoodFetch',
    gaming:
      'HoodStoryDiceQuest RidingHoodBoardGame BigBadWolfHoodTag HoodUpHideAndSeek WhoIsUnderTheHood HoodedCharades HoodFlipSimonSays SecretAgentHoodHunt',
  },
  kale: {
    dance:
      'KaleSmoothieShimmy KaleLeafFanDance KaleChipCrunchStep KaleConga WaltzWithTheKale SaladSpinnerKaleTwirl GreenGoddessKaleGroove FarmersMarketKaleJig',
    fitness:
      'KalePoweredPushUps KaleBunchCurls KaleSmoothieRecovery KaleHarvestLunges GardenKaleSquats PostRunKaleBowl PlankForKaleChips SuperfoodKaleSprint',
    funny:
      'KaleFaceReactions KaleInfomercial KaleOrSpinachDebate DramaticKaleMonologue DadMeetsKale ConvinceMeToEatKale KaleSockPuppet GreenKaleMustache',
    prank:
      'BouquetOfKaleSurprise FlowerVaseKaleSwap GiftWrappedInKale KaleFarmOpeningSign KaleTreasureTrail FanMailFromKale KaleLeafCrown KaleInTheFamilyPhoto',
    educational:
      'KaleBroccoliCousins KaleFrostSweetness KaleWaterBeadTest KaleVitaminKQuiz WhyKaleTastesBitter WindowsillKaleGrow LabelTheKaleLeaf GuessTheKaleVariety',
    travel:
      'KaleFarmVisit KaleChipsForTheFlight KaleAroundEurope FarmersMarketKaleHunt PackedKaleLunchHike AirportKaleSaladQuest PicnicKaleWraps CaldoVerdeKaleTrip',
    fashion:
      'KaleLeafStampTee KaleGreenNails KaleColorOutfit KaleGardenHatLook RuffledKaleSkirt FarmersMarketKaleTote DressLikeCurlyKale EarthTonesAndKale',
    wellness:
      'KaleSmoothieMorning KaleGardenTherapy KaleLunchBreakWalk MindfulKaleMassage SevenDayKaleHabit GreenKaleReset SundayKalePrep SlowKaleSoupNight',
    speed:
      'KaleStemStripRace KaleSaladIn60 KaleSmoothieSprint KaleBunchSortDash FastestKaleMassage TearTenKaleLeaves RelayBasketOfKale BeatTheTimerKaleBowl',
    music:
      'KaleChipCrunchBeat KaleRapBattle KaleLeafRustleLoop KaleJingle SerenadeYourKale BlenderBassKale GreenGroceryKaleSong LoveSongToKale',
    art: 'KaleLeafPrints KaleNaturalDye KaleMonsterDoodle KaleFoodFacePlate BotanicalKaleSketch CrayonRubbingKale MandalaOfKale ClayKaleSculpt',
    tech: 'KaleGrowTimelapse KaleMacroPhoto KaleBlenderSlowMo KaleGardenSpreadsheet CalorieAppKaleCheck VoiceAssistantKaleFact MealPlanDocKale GreenScreenKaleVlog',
    pet: 'BunnyKaleTaste GuineaPigKaleCrunch TortoiseKaleLunch HideTheKaleForage GrowKaleForYourPet KaleSnuffleMat ChickenKalePinata ParrotKaleSalad',
    gaming:
      'KaleOrLettuceShowdown KaleTriviaNight KaleStackTower KaleMemoryMatch FarmSimKaleHarvest PassTheKaleLeaf BlindTouchKaleGuess DIYKaleBoardGame',
  },
  pepper: {
    dance:
      'PepperGrinderTwist PepperShakerShimmy SaltAndPepperTwoStep BellPepperBop RainbowPepperLineDance CrackedPepperPopLock GreenPepperGroove PepperPotTap',
    fitness:
      'RainbowPepperCircuit PepperGrinderTwists PepperPickingLunges BellPepperBalancePose SaltPepperPartnerPlank PepperUpMorningJog GardenPepperSquats RedPepperRelayRun',
    funny:
      'SaltAndPepperPuppets SayWhenPepperGrind WhichPepperAreYou BellPepperPhoneCall PepperSliceMustache DadPepperEverything PepperSeedSurprise NarrateThePepperAisle',
    prank:
      'PepperFacesInTheFridge PepperFamilyPortrait PepperLunchboxNote HatOnThePepperShaker GooglyEyedPeppers DeskPepperPenHolder PepperSecretAdmirer PlushPepperOnMyPillow',
    educational:
      'PepperSoapScienceTrick PepperIsAFruit PepperLobeMythBust PepperInSpanish WhyPeppersChangeColor SpiceRoutePepperMap GrowAPepperPlant CountThePepperSeeds',
    travel:
      'PepperMarketHunt PepperFarmStandStop PepperHikeSnack StuffedPepperPassport LocalPepperDishQuest TapasPepperTour PaprikaPepperTrip BeachPepperSkewers',
    fashion:
      'PepperColorBlock SaltAndPepperTweed BellPepperEarrings PepperPrintApron RedPepperLipLook PepperPatternSocks GreenPepperGlowUp YellowPepperRaincoat',
    wellness:
      'PepperGardenCalm MindfulPepperSlicing RainbowPepperPlate FreshPepperAromaBreath PepperPlantCareDay SlowRoastPepperSunday PepperSnackNotChips SunnyPepperWindowsill',
    speed:
      'PepperColorSortRace StuffThePepperIn60 GardenPepperPickOff TenSecondPepperGrind SaltPepperRefillDash PepperStackTower BeatTheBuzzerPepper PepperSeedScoopSprint',
    music:
      'PepperShakerMaraca PepperGrinderScratch PepperPotDrumSolo PepperRainbowSong SaltAndPepperDuet BellPepperBallad StuffedPepperOpera GreenPepperGospel',
    art: 'BellPepperStamps PepperColorWheel GlossyPepperShading PepperFoodPortrait BlackPepperSandArt ClayPepperCharm OilPastelPepper PepperSliceMosaic',
    tech: 'PepperSoapSlowMo PepperRainbowFlatLay PepperPlantIDApp PepperGrowTimelapse VoiceSearchPepperRecipe PriceCheckPepper PortraitModePepper GreenScreenPepperSkit',
    pet: 'GuineaPigPepperSnack DogTriesBellPepper ParrotPepperPuzzle BunnyPepperCrunch TortoisePepperPlate PepperSafeOrNotPets HamsterPepperCube PepperPlushFetch',
    gaming:
      'SaltVsPepperChess PepperHopscotch PepperTicTacToe BellPepperColorMemory PepperWordChain QuizShowPepperRound SpotThePepperDifference PepperCardGameNight',
  },
  apricot: {
    dance:
      'ApricotOrchardSway ApricotHarvestHoedown ApricotSunsetSalsa ApricotBasketBalance PickTheApricotReach JamJarApricotShake SummerApricotSamba FuzzyApricotFreeze',
    fitness:
      'ApricotPickingSquats ApricotBasketCarry ApricotPitTargetToss OrchardApricotHike ReachForTheApricot PreWorkoutApricot JumpingJackApricotCount BackyardApricotCircuit',
    funny:
      'ApricotOrPeachDebate SayApricotYourWay ApricotJamDisaster DadsApricotPuns ApricotSoapOpera SpyApricotMission GrumpyApricotVoice ApricotDramaQueen',
    prank:
      'SmileyFacedApricots HiddenApricotHunt ApricotGiftBoxSurprise ApricotDeskFamily PeachToApricotSwitch MissingApricotMystery ApricotNoteInPocket WrappedApricotRemote',
    educational:
      'ApricotBrowningTest ApricotAlmondCousins ShrinkingApricotScience ApricotFractionMath GrowAnApricotTree ApricotWordOrigins MapTheApricotFarms SunDryApricotDemo',
    travel:
      'UPickApricotDay ApricotBlossomWalk ApricotFarmStandStop ArmeniaApricotQuest ApricotTrailMixHike ApricotPicnicSpot MarketApricotHaul OrchardStayApricot',
    fashion:
      'ApricotToneGlowUp ApricotBlushMakeup ApricotAndDenim ApricotSundressTwirl PeachVsApricotShades SoftApricotSneakers PastelApricotNails MonochromeApricotFit',
    wellness:
      'ApricotBlossomBreath ApricotTeaPause ApricotSnackNotCandy ApricotSunriseStretch MindfulApricotTaste SlowApricotOats GratitudeApricotBowl HandfulOfApricotsBreak',
    speed:
      'ApricotSpoonRace ApricotBasketRelay ApricotPickingDash HandPitApricotSprint CountApricotsIn30 TallestApricotTower ApricotRipeSortBlitz BeatTheBellApricot',
    music:
      'ApricotJamSession ApricotPitShaker ApricotBlossomBallad ApricotTinDrum RhymeWithApricot SummerApricotAnthem OrchardApricotChorus LoFiApricotBeats',
    art: 'ApricotColorMixMatch ApricotBlossomSketch ApricotStillLife ApricotHalfStamps JamJarApricotLabel FuzzyApricotPastel PaperApricotGarland MuralOfApricotTrees',
    tech: 'ApricotMacroFuzz ApricotLightboxPhoto DesignApricotJamLabel SlowMoApricotDrop QRCodeApricotJar HarvestLogApricotSheet SmartSpeakerApricotFact ApricotPriceTracker',
    pet: 'ApricotPoodleParade ApricotCoatPortrait ApricotPetBedMakeover MyApricotPupGlowUp SunbeamApricotTabby PitFreeApricotBite BrushingApricotFur ApricotBunnyCuddles',
    gaming:
      'ApricotPitMancala ApricotBlindGuess ApricotBasketToss ApricotBowlingLane CheckersWithApricots FruitQuizApricotRound FarmGameApricotTree DominoApricotTrail',
  },
  lemur: {
    dance:
      'LemurSideHop LemurTailSway LemurTroopLineDance LemurBounceBattle MoveItLikeALemur SunbathingLemurPose BigEyedLemurFreeze JungleLemurJump',
    fitness:
      'LemurBroadJump LemurTailBalance LemurLateralBounds LemurCrouchWalk LeapLikeALemur SunbathingLemurStretch TroopOfLemursRelay BackyardLemurCircuit',
    funny:
      'LemurStareFaceOff LemurOrRaccoonDebate LemurStinkFightSpoof LemurSquadPhotobomb SunbatheLikeALemur CopyTheLemurCall HyperLemurZoomies DadMeetsTheLemurs',
    prank:
      'LemurTailOnBackpack LemurPlushInTheBed LemurPhotoFrameSwap LemurFactTexts SurpriseLemurStickers LunchBagLemurDoodle DisguisedAsALemur VideoCallLemurMask',
    cooking:
      'LemurFacePancakes LemurFruitPlatter LemurBananaPops LemurLeafWraps RingTailLemurCookies StripedLemurCake VanillaLemurShake TamarindLemurSnack',
    travel:
      'MadagascarLemurTrip LemurZooDay LemurSanctuaryVisit LemurSpottingHike PostcardFromLemurs RainforestLemurWalk BucketListLemurs LemurExhibitMap',
    fashion:
      'LemurPrintSocks LemurBigEyeLiner LemurTailScarfLook LemurEarHeadband BoldLemurStripes GreyAndWhiteLemurFit DrawnLemurGraphicTee ZooTripLemurOutfit',
    wellness:
      'LemurSunSaluteBreak LemurHuddleCuddle LemurPowerNap LemurSelfGroomDay MorningLemurSunbeam TreeHugLemurMoment GentleLemurStretch DuskLemurStroll',
    speed:
      'LemurLeapRelay LemurPuzzleRace LemurStripeCountDash LemurObstacleSprint FiveLemurFactsIn10 SpeedSketchLemur TimedLemurQuiz QuickHopLemurLap',
    music:
      'IndriLemurSingAlong LemurCallRemix LemurLullaby LemurRapFacts LemurChorusLine RainforestLemurBeat MadagascarLemurDrums KazooLemurSolo',
    art: 'PaperPlateLemur SockLemurPuppet LemurBigEyesSketch LemurClayFigure TissueRollLemur LemurPointillism LemurMaskCraft RingTailLemurMural',
    tech: 'LemurZooLiveCam LemurFactSlideshow LemurSoundboard LemurFaceFilter MapAppLemurHunt EmojiLemurStory ReactionGIFLemur SpreadsheetLemurSpecies',
    pet: 'CatSunbathesLikeALemur LemurPlushDogToy PetVsLemurFacts LemurHopForTreats LemurHuddleNapPile WagVsLemurTail KittyTowerLemurLeap LemurEyesPetPortrait',
    gaming:
      'LemurLeapFrog LemurTriviaDuel LemurCallGuessGame LemurTwentyQuestions PinTailOnTheLemur FollowTheLemurLeader ZooBuilderLemurs TroopTagLemur',
  },
  oyster: {
    dance:
      'OysterOpenAndClose PearlyOysterPirouette OysterBedShuffle OysterShellClapStep SeasideOysterSway OysterCrabWalkGroove MermaidOysterTwirl BoardwalkOysterBop',
    fitness:
      'OysterShellVUps OysterHipOpeners OysterBucketCarry OysterPearlSquat TideLineOysterJog OpenUpLikeAnOyster ClosedOysterTuckHold HarborOysterStroll',
    funny:
      'OysterFaceReaction OysterCrackerAvalanche OysterOrRockGuess WorldIsMyOyster NoPearlInMyOyster FancyOysterDateSpoof GrandpaOysterTales OysterPuppetGossip',
    prank:
      'PearlInAnOysterGift TalkingOysterSpeaker PaperOysterCrown OysterFridgeMagnets OysterLoveLetter MermaidOysterMessage TreasureOysterHunt PaintedOysterDeskPet',
    educational:
      'OysterPearlScience OysterFilterJarDemo OysterReefRescue OysterOrClamQuiz CountOysterRings WhereOystersLive LifeCycleOfAnOyster RecycledOysterShells',
    travel:
      'OysterFarmTour OysterFestivalDay OysterBayDayTrip OysterPostcardCoast SeasideOysterShack AquariumOysterTank FishMarketOysterVisit BeachcombOysterShells',
    fashion:
      'OysterWhiteLinen OysterShellEarrings OysterPearlLayering OysterSilkScarf CoastalOysterLook BeachDateOysterFit SoftOysterKnit NauticalOysterStripes',
    wellness:
      'OysterShellWorryStone OysterOpenCloseBreath OysterBeachMeditation OysterPatiencePractice SunsetOysterPicnic PearlOfWisdomOyster SlowOysterSupper TidePoolOysterPause',
    speed:
      'OysterCrackerStack OysterShellSortRace OysterRelayBucket NameFiveOysterFacts OysterCardMemoryFlip TenSecondOysterDraw JigsawOysterPuzzleBlitz BeachCleanupOysterSprint',
    music:
      'OysterShellCastanets OysterPearlBallad OysterBayBlues OysterOpenMic SeaShantyOyster HarborOysterChorus CrackerCrunchOysterBeat LowTideOysterJam',
    art: 'OysterPearlClayBox OysterMosaicTile OysterStampPrint PaintedOysterShells GoldLeafOyster IridescentOysterSketch PaperOysterPopUp CharcoalOyster',
    tech: 'OysterPearlMacro OysterEmojiStory OysterASMRMic OysterReefSatellite TideAppOysterWalk SplitScreenOyster SmartSpeakerOysterQuiz PortraitLightOyster',
    pet: 'OysterBedForCats OysterPlushFetch OysterCrackerPupBakes OysterSafetyForPets CardboardOysterHideout PuzzleOysterTreatHunt DogWatchesOysterDinner ParrotOysterToy',
    gaming:
      'OysterShellGame OysterCrackerFlick OysterPearlHunt OysterTriviaNight PirateOysterTreasure DiceRollOysterRace MermaidQuestOyster CardDuelOyster',
  },
  chimney: {
    dance:
      'ChimneySweepStomp ChimneyBroomTwirl ChimneySootyTwoStep ChimneyWiggleDown SantaChimneyDrop ChristmasChimneyShuffle TopHatChimneyTap SnowyChimneyWaltz',
    fitness:
      'ChimneySweepLunges ChimneyBroomTwists ChimneyStackHold ChimneyBrickPushUps ReindeerChimneyJumps CardboardChimneyCrawl SantaChimneyPlank WinterChimneyWarmUp',
    prank:
      'ChimneyJingleBells ChimneyNoteFromSanta ChimneyStockingSurprise ElfHidingInTheChimney ChimneyPaperSnowflakes ReindeerHoofChimney CandyCoalChimney CardboardChimneyMail',
    educational:
      'ChimneyBirdFacts ChimneyAirflowScience ChimneyAlarmCheck ChimneyRockFormations BrickMathChimney SantaChimneyMyths VictorianChimneyQuiz DrawAChimneyCutaway',
    cooking:
      'ChimneyCakeAtHome ChimneyBrickBrownies SantaChimneyCookies GingerbreadChimney MarshmallowChimney PretzelChimneyHouse CrackerChimneyBuild WaffleChimneyStack',
    travel:
      'ChimneyRockHike ChimneyPotSpotting ChimneyCottageStay ChimneyBirdWatch FairyChimneysTrip OldTownChimneyWalk BudapestChimneyCake SnowyChimneyVillage',
    fashion:
      'ChimneySweepTopHat ChimneyStripeSocks BrickRedChimneyFit CozyChimneySweater SantaChimneyPJs VintageChimneyOveralls SmokeGreyChimneyLook ScarfLayersChimney',
    wellness:
      'ChimneySqueezeRelease ChimneyBirdsAtDusk ChimneyWindLullaby ChimneyCornerReading CozyChimneyCocoa SnowyChimneyStroll WinterChimneyJournal SantaChimneyGratitude',
    speed:
      'ChimneyBlockStackRace ChimneyStockingFill ChimneySweepRelay SantaChimneyDash GiftsDownTheChimney BuildAChimneyIn60 TenSecondChimneySketch BeatReindeerToChimney',
    music:
      'ChimneySweepSong ChimneyCarolNight ChimneyBrickBeat ChimneyKazooBand SantaChimneyJingle EchoUpTheChimney WindyChimneyHowl TopHatChimneyTap',
    art: 'ChimneySilhouetteSunset ChimneyTownSketch ChimneyPopUpCard ChimneyChalkMural SpongeBrickChimney CottonSmokeChimney SantaChimneyCollage CardboardChimneyBuild',
    tech: 'ChimneyTimelapseSnow ChimneyGreenScreenSkit ChimneySmokeAlarmTest ChimneyStopMotion SantaChimneyCam VideoCallFromChimney ARReindeerOnChimney SatelliteMapChimney',
    pet: 'ChimneyTreatHunt ChimneyPupPhotoshoot ChimneySnuffleBox ChimneyDogGreeter CardboardChimneyCatFort PetStockingByChimney BunnyChimneyHideout HamsterChimneyTube',
    gaming:
      'ChimneyMarbleDrop ChimneyMazeRun ChimneyBrickTower ChimneyCardHouse SantaChimneyToss WhoGoesDownTheChimney SockSnowballChimney DIYChimneyBoardGame',
  },
  circle: {
    dance:
      'JumpInTheDanceCircle HoraCircleDance HulaHoopCircleSway CircleHipRolls ArmCircleWave CircleOfFriendsShuffle SpinACircleFreeze FullCircleTurnDrop',
    fitness:
      'HundredArmCircles AnkleCircleWarmUp PlankCircleHighFive SquatCircleSquad HulaHoopCircleHold CircleLapSprints CircleBallPassCore ChalkCircleHops',
    funny:
      'FreehandCircleFail CircleTimeForAdults GoingInCirclesDad CircleOfTrustSkit SquareVsCircleDebate CircleBackMeetingSpoof CropCircleMystery ToddlerCircleCritic',
    prank:
      'CropCircleCarpet CircleOfPlushies DotStickerCircles ChalkHugCircle CircleOfStickyNotes SurpriseBalloonCircle CircleGarlandDoorway EmptyCupCircleFort',
    educational:
      'FindPiWithACircle StringCompassCircle WhyManholesAreCircles CircleHuntInNature CircleOfFifthsQuiz CircleAreaPizzaMath CircleSundialScience RadiusVsDiameterCircle',
    cooking:
      'OnlyCircleFoodsDay PerfectCirclePancakes CircleFruitWheel CircleSandwichCutouts MiniCirclePizzas CircleOfCucumberBites DonutCircleDecorating RiceBallCircleBento',
    travel:
      'ArcticCircleTrip StoneCircleVisit CircleLoopHike TenMileCircleMap CircleLineCityTour FullCircleJourney CircleYourNextTrip CircleOfFriendsGetaway',
    fashion:
      'CircleSkirtTwirl CircleScarfThreeWays CircleLensSunglasses CircleBagOutfit PolkaDotCircleFit HoopEarringCircleLook GeometricCirclePrint FullCircleThriftFlip',
    wellness:
      'FamilyGratitudeCircle TraceACircleBreathe CircleOfSupportCall MandalaCircleColoring ShoulderCircleRelease CircleWalkMeditation CircleOfKindnessNotes NeckCircleUnwind',
    speed:
      'HowManyCirclesIn60 CircleLapRelay SpinningCoinCircle TraceTenCirclesFast CircleSortSprint HulaHoopCircleRace BeatTheCircleTimer OrigamiCircleFoldOff',
    music:
      'KitchenDrumCircle CircleOfFifthsJam SingInACircleRound CircleBeatPass CircleClapRhythm FreestyleCircleCypher HumInACircleHarmony CircleSongwriting',
    tech: 'MouseDrawnCircleTest CircleCropProfile CodeACircle LoadingCircleSkit CircleGIFLoop CircleEmojiMosaic CirclePhotoCollageApp TrackpadCircleScore',
    pet: 'SpinInACircleTrick LowHoopCircleJump WhyDogsCircleBeforeBed CircleTreatTrail PetCircleOfToys AroundTheWorldCircle CirclePlaydateParty CatCurlsIntoACircle',
    gaming:
      'MusicalChairsCircle WhisperCircleTelephone PassTheParcelCircle ChalkCircleTargetToss CircleTagChase CircleStoryChain CircleDoodleGuess StaringCircleContest',
  },
  'flat tire': {
    dance:
      'FlatTireWobble FlatTireSlowSink FlatTireBounceBack FlatTireFreezeFrame DeflateLikeAFlatTire PumpItUpFlatTire BikeBellFlatTireBop HissingFlatTireShimmy',
    fitness:
      'FlatTirePumpSquats FlatTirePlankHold FlatTireBurpeeDrop WalkTheFlatTireHome ReinflateFlatTireStretch LowToHighFlatTire FlatTireToFullJacks BikeRepairFlatTireLunge',
    funny:
      'FlatTireMondayMood FlatTireSadTrombone FlatTireTalkingBike DadVsFlatTire NarrateMyFlatTire FlatTireCallToMom WhenYouGetAFlatTire OnlyMeFlatTireLuck',
    prank:
      'SecretlyFixedFlatTire DonutSpareFlatTire FlatTireToyCarSwap FlatTireHelperNote FlatTireGiftBow PumpedUpFlatTire GooglyEyesFlatTire BandageOnFlatTire',
    cooking:
      'FlatTireDonuts FlatTirePancakeStack FlatTireCookieFail FlatTireBagelBites ChocolateFlatTireCake EmergencyKitFlatTire LicoriceFlatTireTreat PeachRingFlatTire',
    travel:
      'FlatTireDetourDay FlatTireScenicPause FlatTireBestViewEver RoadTripFlatTireTale BikeTourFlatTireFix PackYourFlatTireKit CampsiteFlatTirePatch FlatTireTravelJournal',
    fashion:
      'FlatTireTubeBelt FlatTireOveralls FlatTireCyclingKit FlatTireBraceletDIY MechanicFlatTireLook RecycledFlatTireWallet GreaseSmudgeFlatTire ChicDespiteFlatTire',
    wellness:
      'FlatTireDeepBreath FlatTireSilverLining FlatTireResetWalk FlatTireJournalPrompt KeepCalmFlatTire FeelingLikeAFlatTire ReinflateYourFlatTire NapAfterFlatTire',
    speed:
      'FlatTireLeverSprint FlatTireTubeSwap FlatTireRelay PumpUpFlatTireRace TenMinuteFlatTireFix BeatTheClockFlatTire FastestFlatTirePatch ValveCapFlatTireDash',
    music:
      'FlatTireBlues FlatTireHissBeat FlatTireKazooSolo FlatTireSingAlong PumpRhythmFlatTire BikeBellFlatTireBand CountrySongFlatTire HubcapFlatTireDrums',
    art: 'FlatTireTreadPrints FlatTirePlanterPaint FlatTireComicStrip ChalkFlatTireMural DoodleAFlatTire ClayFlatTireCar InnerTubeFlatTireWeave RubberStampFlatTire',
    tech: 'FlatTireSlowMoHiss FlatTireTimelapseFix FlatTirePhotoForHelp FlatTireFlashlightApp AskAssistantFlatTire NearestShopFlatTireMap EmergencyContactFlatTire VideoCallFlatTireCoach',
    pet: 'FlatTireDogBed FlatTireAgilityJump FlatTireCatInspector FlatTireRabbitTunnel PetCarKitFlatTire PatientPupFlatTire WheatgrassFlatTirePlanter WaterBowlFlatTireStop',
    gaming:
      'FlatTireCharades FlatTireQuizDuel FlatTireEscapeRoom FlatTireDiceRoll PitCrewFlatTireGame KartRaceFlatTire SpinTheFlatTireWheel WordChainFlatTire',
  },
};
