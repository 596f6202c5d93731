import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  gravity: {
    dance:
      'FallingForTheBeat ZeroGravityMoonwalk GravityDefyingDance GravityCantHoldMeDown GravityOnPauseDance FloatLikeAnAstronaut GravityDropAndPop',
    fitness:
      'SquatsVsGravity GravityPullUpLadder InversionPlank DefyGravityJumps GravityHangTime GravityBalanceDrill',
    funny:
      'CatTestsGravity GravityWinsAgain GravityStoppedWorking ButterSideDownLaw BonkedByGravity GravityPhoneDropFace GravityVsMyGroceries',
    prank:
      'GravityDefyingCup CoinThatDefiesGravity GravityTookADayOff BalloonsBeatGravity ForkTrickBreaksGravity LevitatingLunch GravityGlitchPhoto',
    cooking:
      'GravityDefyingCake PancakeStackVsGravity TheGreatGravityFlip GravityDripDonuts SouffleVsGravity TallestJellyBeatsGravity ZeroGravityCupcakes',
    travel:
      'GravityScienceMuseumDay GravitySlideCrawl GravityDefyingJumpShots PackLikeGravityIsOff TrampolineVsGravity GravityCoasterRide',
    fashion:
      'GravityDefyingHairdo CapeVsGravity FloatingSkirtSpin DefyGravityHeels LevitationPhotoshoot LetGravityDressMe GravityHatTrick',
    speed:
      'GravityBottleFlipIn30 GravityEggDropIn10Min GravityGrandPrix ParachuteVsGravity FreefallFaceOff RulerDropReflex GravityCarDerby',
    music:
      'GravityDropTheMic GravityMakesItRain GravityBeatDrop LetGravityDrum FreeFallinSingAlong PendulumMetronome GravityMarbleMelody',
    art: 'GravityPendulumSwirls GravityDefyingDoodle GravityPourArt DripPaintingDare BalancedRockStack LetGravityPaint GravitySplashPhoto',
    tech: 'PhoneMeasuresGravity GravityInReverse GravityTiltMazeDare ZeroGravityCamTrick GravityWeighInOnMars DropTestSlowMo GravityInStopMotion',
    pet: 'GravityCatTableTest GravityDefyingZoomies GravityDogCatch PetLearnsGravity MidairFrisbeePup BubbleFloatKitten CatsWatchGravityTricks',
    gaming:
      'DontLetGravityWin TrickShotsWithGravity GravityBottleFlipLeague CoinDropGravityJackpot GravityTowerTopple GravityMarbleMaze GravityDominoChain',
  },
  green: {
    dance:
      'GreenLightGroove GreenMeadowTwirl GreenScreenDance EvergreenTwoStep FrogHopShuffle GreenMachineDance GreenSmoothieShimmy',
    fitness:
      'FrogJumpSquats GreenLightSprints GrassyHillRepeats GreenJuiceAndJog GreenSpaceHIIT GoGreenCommute GreenGrassBurpees',
    prank:
      'GreenEggsSurprise GreenDyedMilk GreenEverythingDinner GreenScreenFakeTrip RubberFrogAmbush LeprechaunFootprints SeeingGreenEverywhere',
    educational:
      'WhyPlantsAreGreen WhatHidesInAGreenLeaf WhyLeavesTurnRed WhyIsGreenCalming PoisonGreenHistory GreenOrBlueDebate MixingShadesOfGreen CamouflageInGreen',
    cooking:
      'GreenGoddessSalad GreenPestoPasta GreenCurryFromScratch GreenEggsAndHamIRL GreenSmoothieFaceOff MatchaMadness EverythingGreenPizza',
    travel:
      'GreenestParkHunt ISpyGreenWalk HikeIntoTheGreen FortyShadesOfGreen GreenhouseGardenTour AllGreenPicnic GreenwayBikeTrail',
    fashion:
      'AllGreenOutfit SageGreenFitCheck GreenWithEnvyLook AddAPopOfGreen GreenEyelinerDare MossAndMintLayers GreenShadesLineup',
    speed:
      'GreenLightSprint FrogHopRace GreenThingsInSixty GreenShadeSortOff GreenPeaChopsticks LeafMatchDash MakeGreenIn60Seconds',
    music:
      'GreenGrassWhistle NameAGreenSong TenGreenBottles GreensleevesRemix ShakeYourGreenBeans FrogCroakBeatbox GreenGlassHarp',
    tech: 'BedsheetGreenScreen GreenScreenTeleport GreenThemeYourPhone NameThatGreenPlant FindTheGreenestPixel GreenFilterFaceOff GreenEnergyHomeAudit',
    pet: 'GreenLawnZoomies CatGrassTaste DoesMyPetLikeGreen GreenScreenPet GreenBallFetchOff RollInTheGreenPup ShamrockGreenCollar',
    gaming:
      'GreenMeansGo FindTenGreenThings TeamGreenCaptureFlag SinkTheGreenCup GreenOnlyBuildOff GreenScreenStreamer HideInTheGreenery',
  },
  grill: {
    travel:
      'BeachDayGrillOut CampfireGrillOut StreetGrillSafari GrillLikeALocal KoreanBBQCrawl WhatsInMyGrillBag ParkGrillHopping',
    tech: 'LetMyPhoneRunTheGrill GrillThermometerHack GrillProbeVsDadGuess AIGrillMaster GrillCamTimelapse GrillFlipInSlowMo',
    gaming:
      'GrillMasterSim GrillTycoonBuild CornholeByTheGrill GrillsideDominoes CookoutGameTourney LoserWorksTheGrill GrillBingoBash',
  },
  'grilled cheese': {
    dance:
      'GrilledCheeseShuffle GrilledCheeseFlipStep SwayLikeGrilledCheese ButterSideGrilledSpin CheesePullPirouette GrilledCheeseConga GrilledCheeseWaltz',
    travel:
      'GrilledCheeseRoadTrip GrilledCheeseFoodTruck GrilledCheeseFestival CampfireGrilledCheese PackAGrilledCheeseLunch GrilledCheeseCafeHop DinerGrilledCheeseHunt',
    fashion:
      'GrilledCheesePJs GrilledCheesePrintTee GrilledCheeseSocks GoldenGrilledCheeseFit ToastyYellowPalette GrilledCheeseEarrings GrilledCheeseGlowUp',
    tech: 'GrilledCheesePressTest GrilledCheeseMeltCam AIGrilledCheeseCombo WaffleGrilledCheese GrilledCheeseSlowMoPull AirFryerVsPan',
    pet: 'GrilledCheeseKittyLoaf GrilledCheesePlush PetInGrilledCheeseBed ToastyCatPose GrilledCheeseStareDown BreadSliceBandana GrilledCheeseDogPillow',
    gaming:
      'GrilledCheeseSim GrilledCheeseTierList StackTheGrilledCheese ToastieTycoon CheesePullHighScore GrilledCheeseBossLevel GrilledCheeseArcade',
  },
  'grocery haul': {
    travel:
      'GroceryHaulWorldTour NewTownGroceryHaul GroceryHaulMarketDay PicnicFromAGroceryHaul SupermarketSafari RankTheLocalSnacks RoadTripGroceryHaul SouvenirGroceryHaul',
    speed:
      'GroceryHaulUnpackRace GroceryBaggingBlitz GroceryHaulListDash OneTripGroceries BeforeTheIceCreamMelts FridgeInSixty GroceryHaulCanPyramid TwoMinuteGroceryHaul',
    art: 'GroceryHaulStillLife GroceryHaulFlatLay DrawYourGroceryHaul PaperGroceryBagArt GroceryHaulPopArt VeggieStampPrints GroceryHaulSculpture RainbowGroceryHaul',
    tech: 'AIPlansMyGroceries GroceryHaulReceiptScan GroceryHaulBudgetBot GroceryHaulInFastForward DeliveryVsInStore SelfCheckoutShowdown GroceryHaulStopMotion GroceryHaulPriceCheck',
    gaming:
      'GroceryHaulTetris GuessMyGroceryHaul GroceryHaulBingo GroceryListQuest SupermarketSimRun CheckoutHighScore GroceryHaulStackOff MemoryGameGroceryHaul',
  },
  'grocery shopping': {
    travel:
      'GroceryRunInANewTown GroceryAisleWorldTour GroceriesForTheRoad GroceryFruitSafari SupermarketSouvenirs LocalMarketFinds GroceryChipTasteTour GrocerySnackPassport',
    tech: 'GroceryAppFaceOff AIPlansMyGroceries ScanYourGroceryReceipt GroceryBudgetTracker SmartFridgeRestock ScanAndGoTest GroceryAIRecipe GroceryVoiceList',
    gaming:
      'GroceryListBingo GroceryCartRacing GrocerySweep GroceryStoreSimRun CheckoutHighScore FridgeTetris GroceryMemoryGame GuessTheGroceryPrice',
  },
  'grocery store': {
    travel:
      'GroceryStoreTourist SupermarketSouvenirs GroceryStoreSnackTour SupermarketWorldTour GroceryPassport SupermarketMysteryFlavor',
    speed:
      'GroceryStoreSpeedrun GroceryStoreUnpackRace GroceryBaggingDash FridgeStockBlitz GroceryStoreAToZDash TetrisTheBags',
    art: 'GroceryStoreStillLife SupermarketBagPainting FruitStickerMosaic GroceryStorePopArt GroceryReceiptDoodle GroceryPhotoHunt',
  },
  'group chat': {
    travel:
      'GroupChatPacksMyBag GroupChatRoadTrip GroupChatGoesIRL LetTheGroupChatPick SquadGoalsGetaway OneDayWeShouldGo GroupChatPostcards',
    tech: 'GroupChatVoiceNoteOnly SummarizeTheGroupChat GroupChatSharedAlbum GroupChatPollHacks TooLongDidntRead ScheduledTextTrick GroupChatWrapped',
    gaming:
      'GroupChatGameNight GroupChatWordleScores GroupChatChessByText DuelTheGroupChat GroupChatWordChain EmojiMovieGuess GroupChatLeaderboard',
  },
  guacamole: {
    prank:
      'GuacamoleOrIceCream GuacamoleCupcakes PeaGuacamoleSwap AvocadoPitPlantGift GuessTheGreenDip GuacamoleWithAFace GuacamoleFrostingTrick',
    travel:
      'GuacamoleTasteTour BestGuacInTown PackTheGuacPicnic HolyGuacamoleRoadTrip MolcajeteHunt TacoTruckTrail GuacamoleMarketMorning',
    tech: 'GuacamoleGadgetTest GuacamoleRecipeAI MolcajeteVsBlender SlowMoGuacSmash RipeOrNotAI GuacKeepsGreenHack TimelapseTheGuacamole',
    pet: 'NoGuacForYouPup GuacamoleDogBandana GuacamoleGreenPawtrait AvocadoSqueakerFetch PetsNamedGuac HolyGuacaMeow GuacamoleHowlAlong',
    gaming:
      'GameNightGuac HolyGuacamoleHighScore GuacChipStackOff GuacAndBingoNight GuessThatGuac LastChipGetsTheGuac GuacamoleTriviaBowl',
  },
  'guinea pig': {
    travel:
      'PicnicWithMyGuineaPig GuineaPigRescueCenter GuineaPigFirstCarRide GuineaPigShoppingSpree PackForYourGuineaPig GuineaPigSitterSwap',
    tech: 'GuineaPigPetCam AppTranslatesGuineaPig CavyTimelapse GuineaPigPopcornCam GuineaPigFaceSwap GuineaPigScaleHack',
    gaming:
      'GuineaPigMazeLevels GuineaPigTreatPuzzle CavyObstacleCourse CavyTreasureHunt TinyGrandPrix PopcornHighScore GuineaPigHideAndSeek',
  },
  guitar: {
    educational:
      'GuitarStringScience HowGuitarsWork FretboardGuitarMath GuitarChordTheory WhyFretsAreSpaced BuildARubberBandGuitar GuitarHarmonicsLab',
    travel:
      'GuitarOnTheRoad BuskingGuitarTour CampfireGuitar GuitarShopCrawl GuitarInThePark SunsetSerenadeSpot GuitarBusStopBusk',
    art: 'PaintedGuitar GuitarPickArt DrawYourGuitar GuitarStillLifeSketch MakeACardboardGuitar StickerBombMyGuitar GuitarBodyMosaic GuitarHeadstockDesign',
    tech: 'CanAnAppHearMyGuitar GuitarTunerAppVsEar AIGuitarDuet OneGuitarFiveLayers WatchGuitarStringsWiggle BedroomStudioTake 7DayGuitarAppDare GuitarEffectsDuel',
    gaming:
      'GuitarRhythmGame BossThemeOnGuitar GuitarBattleMode NameThatGuitarRiff GuitarMusicalChairs GuitarSimonSays GuitarSoundtrackQuiz',
  },
  gym: {
    travel:
      'GymWithAView ParkGymTour RateTheHotelGym WhoNeedsAGymOnVacation TakeYourGymToTheBeach PackYourGymBagIn60 GymPassportStamps',
    fashion:
      'GymFitCheck RateMyGymOutfit WhatsInMyGymBag GymToStreetLook GymTeeThreeWays MatchingSetMonday GymShortsShowdown',
    wellness:
      'GymMindfulCooldown RollItOutAfterGym BreathworkAfterGym RestIsAGymDay GymConfidenceCheckIn StretchItOutSunday',
    tech: 'GymSmartwatchTest GymAIFormCoach HomeGymSetupTour EarbudsThatSurviveGym RepCounterShowdown WholeGymHourIn30Sec GymWearableWars',
    gaming:
      'GymLevelUp GymAchievementUnlocked GymBingoBlackout RollTheDiceGymDay BeatTheGymLeader XPForEveryRep',
  },
  hail: {
    dance:
      'HailTapDance HailstormShuffle ThunderClapChoreo HailRainbootStomp HailToTheBeat IndoorStormGroove HailstormKitchenDisco',
    prank:
      'PopcornHailstorm HailstoneGumballs CottonBallSnowfall HailstormFakeout HailPingPongFlood ItsHailingCandy HailOfCompliments',
    educational:
      'HowHailForms HailstoneLayers HowBigCanHailGet CanYouPredictHail HailCloudUpdraft WhyHailIsRound HailVsSleetVsSnow',
    travel:
      'HailstormCafeHideout HailProofDayOut HailBookshopRefuge HailDayMuseumTrip IndoorAquariumVisit HailEscapePlan AfterHailRainbowHunt',
    tech: 'HailstormSlowMo HailRadarAlerts HailOnTheRoofASMR HailstoneMeltTimelapse HailRoofCamera PredictTheHailApp',
    pet: 'HailDayIndoorPetPlay HailstormCuddlePup StormSafeCozyCorner HailstormBrainGames HailKittenHideout ThunderBuddyBlanket DogReactsToHail',
    gaming:
      'HailstormSurvivalLevel HailDodgeArcade StormDayCardGames HailstormHideAndSeek HailCoopCampaign StuckInsideChessOff GuessTheHailSize',
  },
  hair: {
    educational:
      'WhyHairCurls HowHairGrows ZoomInOnYourHair GuessTheDecadeHairdo HairMythBusters HairTypeQuiz',
    travel:
      'TinyHairKitChallenge HumidityHairTest BeachHairDontCare HairstylesOfTheWorld VacationBraids BarberShopHop LocalHairWrapDare',
    tech: 'HairFilterVsReal AIHairColorGuess OneYearHairTimelapse AppPicksMyHaircut HairGadgetShowdown SlowMoHairFlip',
  },
  'hair dryer': {
    cooking:
      'HairDryerFrostingHack PerfectScoopHairDryerHack HairDryerCakeRelease GlossyGlazeBlowout BlowDryerCrispyWings MeringueQuickDry HairDryerButterSoften',
    wellness:
      'HairDryerFreeAirDryDay AffirmWhileHairDrying HairDryerFreeWeek HairDryerSundayRitual WarmAirWindDown SelfCareBlowout HairDryerHeadMassage',
    art: 'MeltCrayonsHairDryer HairDryerFluidArt HairDryerPuffyPaint BlownInkMonsters HotAirWatercolor HairDryerPaintTrees HairDryerEmbossing',
    tech: 'CheapVsFancyHairDryer HairDryerWindTunnel HairDryerHoverBall HairDryerRaceToDry HowLoudIsMyBlowDryer HairDryerPaperRocket HairDryerChocolateMelt',
  },
  'hair salon': {
    cooking:
      'HairdresserLunchBreak CottonCandyBlowout HairSalonTeaTray HairSalonCupcakeCurls HairSalonSnackCart CurlerCookies HairSalonMacarons BraidedBreadHairSalon',
    travel:
      'HairdresserInANewCity HairSalonBeforeTakeoff PackLikeAHairdresser HairdresserBeachBraids HairSalonVsHumidity HairdresserRoadTrip HairSalonSouvenirSelfie VintageHairSalonHunt',
    art: 'HairSalonGlowUpPhoto HairColorSwatchArt HairSalonPortrait HairSalonLogoDesign HairdresserSketchbook HairSalonForDolls ChalkHairSalonSign PaintedHairSalonMirror',
    tech: 'HairSalonVisitIn60Sec HairSalonBookingBot AIPicksMyHaircut HairSalonColorApp HairSalonExitSlowMo HairSalonDryerShowdown VirtualHairSalonTryOn HairSalonChairPOV',
    gaming:
      'HairSalonTycoon HairSalonRoleplay HairSalonCharades HairSalonBossLevel BarberShopPuzzle HairSalonSpeedrun PixelHairSalonGame HairSalonMemoryMatch',
  },
  hairbrush: {
    travel:
      'HairbrushPackingHack WindyBeachHairbrush ForgotMyHairbrush HairbrushBackseatBraids HairbrushInEveryBag FoldingBrushCarryOn',
    tech: 'HairbrushVsRealMic AIStylesWithAHairbrush HeatedHairbrushVsIron HairbrushDryerCombo HairbrushStaticSlowMo KaraokeAppHairbrushMic HairbrushBraidTimelapse',
  },
  haircut: {
    travel:
      'VacationReadyHaircut HaircutWhereverILand HaircutDebutStroll PointAtAPhotoHaircut PassportPhotoHaircut DayTripForAHaircut HaircutVacationGlowUp',
    tech: 'HaircutAIPreview HaircutFilterTest HaircutRevealSlowMo TryOnHaircutsAR HaircutThroughTheYears ClipperShowdown HaircutTimelapseCam',
    gaming:
      'HaircutLevelUp GameCharacterHaircut HaircutGuessWhoRound DrawMyNextHaircut BarbershopTycoon UnlockedNewHairstyle HaircutCharades',
  },
  halloween: {
    travel:
      'HalloweenCandyRouteMap HalloweenCornMaze HalloweenHauntedWalk PumpkinPatchDayTrip HalloweenHouseHunt HalloweenBackyardCampout HalloweenGhostTour',
    art: 'HalloweenWindowArt HalloweenMaskMaking HalloweenPumpkinFaceOff PaperBatHalloweenWall HalloweenYarnWeb SpookySilhouettes HalloweenChalkDoodle',
    tech: 'HalloweenMonsterVoice AIHalloweenCostume HalloweenSmartLights CatchAGhostOnHalloween HalloweenCandyStopMotion HalloweenDoorbellCam HalloweenLEDPumpkin',
    pet: 'HalloweenBooBandana BlackCatHalloween HalloweenPawrade PuppyVsYardSkeleton PupkinSpice HalloweenPumpkinPup HalloweenTreatTrick',
    gaming:
      'HalloweenEscapeRoom HalloweenGameNight HalloweenPumpkinBowling GhostHuntCoop HalloweenHideAndShriek HalloweenBossRush HalloweenTriviaDuel',
  },
  hallway: {
    prank:
      'HallwayBalloonWall StickyNoteHallway HallwayStreamerMaze FollowTheArrows HallwayHighFiveTunnel RedCarpetCorridor HallwayFullOfEyes',
    travel:
      'HotelHallwayTour HallwaySuitcaseParade HallwayPostcardWall HallwayLaunchPad HallOfMirrorsTrip MapYourHallway',
    tech: 'HallwayMotionLights HallwayLEDStripBuild DigitalFrameHallway ARMeasureTheHallway HallwayTrafficTimelapse DoorbellCamBloopers HallwaySlowMoEntrance',
    gaming:
      'HallwayBowling CorridorCurlingGame HallwayPaperPlaneDuel MarbleRunHallway TheFloorIsLava HallwayMiniGolf',
  },
  hammer: {
    dance:
      'ItsHammerTime HammerPantsShuffle HammerSwingStep HammerTimeFreeze CantTouchThisDance WorkbenchBop HammerHandJive',
    fitness:
      'HammerGripHold HammerCurlLadder HammerWristTwists HammerTimeHIIT HammerPlankPoundOut NailedItPushUps StopHammerTimeSquats',
    funny:
      'EverythingIsANail HammerTimeStop WhereIsTheHammer DIYDadWithAHammer HammerVsFlatPack HammerOneNailTenHoles ThumbVsHammerSkit OverconfidentHammering',
    cooking:
      'ChocolateHammerSmash HammerTheWalnuts CookieCrumbleHammer HammerBrittleBreak MalletSchnitzelNight HammerSmashedPotatoes HammerTimeCandyCanes',
    travel:
      'CampsiteHammerTime HardwareStoreHammerTour VintageHammerHunt HammerFixItCafeVisit HammerAndHikeWeekend NailTheGetaway SayHiToAHammerhead HammerForAGoodCause',
    fashion:
      'HammerLoopFitCheck HammerPantsRevival HammeredGoldJewelry HammerReadyOveralls CarpenterChoreCoat ToolBeltChic HammerTimeGlowUp',
    music:
      'HammerAnvilBeat WhistleWhileYouHammer HammerWorkSong IfIHadAHammerCover CantTouchThisRemix JohnHenryBallad HammerOutAHit',
    art: 'HammeredFlowerPrints HammerStringArt HammerYourNameInNails HammerTileMosaic DriftwoodNailSculpture HammerHandleMakeover HammeredBottleCapArt',
    tech: 'HammerSwingSlowMo HowHardCanYouHammer HammerDrillExplained HammerWhereTheAppSays MeasureTwiceHammerOnce AITeachesMeToHammer HammerBuildInFastForward HammerStrikeDecibels',
    pet: 'HammerABedForFido HammeredPetNameplate HammerScratchingPost HammerTimeZoomies CatSupervisesDIY DogBowlStandHammerBuild HammerAKittyShelf NapThroughHammerTime',
    gaming:
      'HammerOnlyRun HammerStrengthTester HammerBossSmash HammerPegPoundOff SqueakyHammerBalloonBop WhackAMoleHighScore LegendaryHammerForge',
  },
  hammock: {
    dance:
      'DanceOutOfTheHammock SwingOutHammockStyle HammockSwayRoutine HammockHula BeachBreezeBounce RockAByeBop HammockSwingStep',
    fitness:
      'StretchLikeAHammock HammockRowPulls SuspensionLunges HammockCrunchTime EarnYourHammock DeadHangDare HammockPlankHold',
    travel:
      'HammockWithAView HangAHammockAtThePark CampingInAHammock HammockInMyBackpack HammockHopping HammockTreeMatchmaker HammockBeachHunt',
    music:
      'HammockUkuleleStrum SingInAHammock HammockLullaby HammockHarmony SwaySessions BirdsongBackingTrack SongsToHammockTo',
    art: 'MiniHammockForPlants PaintFromTheHammock HammockMacrameCraft HammockShadowArt HammockNatureJournal SketchTheCloudsAbove HammockSkyPastel',
    tech: 'HammockTimelapseSunset HammockMovieNightSetup HammockSolarLights HammockFlipFailSlowMo CampGadgetCheck WifiFreeHangout HammockSpeakerSetup',
    gaming:
      'HammockISpyChallenge HammockCardGameDuel HammockWouldYouRather HammockHandheldHour LazySundayRPG OutdoorCozyQuest HammockChessMatch',
  },
  hamster: {
    travel:
      'TravelPlushHamster FindAHamsterSitter HamsterTinyCityTour PackForYourHamster PocketPetPassport MiniLandmarkSafari HamsterRoadTrip',
    tech: 'HamsterWheelOdometer HamsterMazeBirdsEye SlowMoHamsterCheeks LiveStreamYourHamster HamsterFaceSwap NightVisionNibbles HamsterCamTimelapse',
    gaming:
      'HamsterObstacleCourse HamsterBallBowling RetroHamsterballRun HamsterTreasureHunt TinyNinjaWarrior HamsterMazeEscape',
  },
  handwashing: {
    prank:
      'HandwashingToyInSoap HandwashingMirrorNote HandwashingGooglyEyes HandwashingFoamArt HandwashingStickerAmbush SurpriseBubbleSink RubberDuckHandwashing ColorChangeHandwashing',
    educational:
      'HandwashingGlitterDemo HandwashingPepperTest HotOrColdHandwash WhoInventedHandwashing HowSoapKillsGerms WhereBacteriaHide HandwashingBreadMoldTest HandwashingMythOrFact',
    travel:
      'HandwashingOnTheGo PicnicHandwashingStation TippyTapHandwashing HandwashingTravelKit PaperSoapSheets PortableSinkRoadTrip CampsiteHandwashing HandwashingHikeStop',
    tech: 'HandwashingUVTest Handwashing20SecTimer HandwashingAICoach PhoneSaysWashYourHands AutoSoapDispenser HandwashingBubblesSlowMo WashYourHandsStreak HandwashingQRPoster',
  },
  handwriting: {
    cooking:
      'IcingCursiveCake PipedNameCookies HandwrittenRecipeCard HandwritingOnPancakes ChocolatePenmanship CookFromGrandmasNotes CursiveOnYourToast HandwritingSyrupScript',
    travel:
      'HandwrittenTravelLog PostcardFromEverywhere MeetYourPenPal CursiveCafeCrawl CursivePackingList CursiveStorefrontHunt LearnLocalHandwriting TrainDiaryHandwriting',
    music:
      'PenTapRhythm HandwritingSheetMusic CursiveClickTrack HandwriteYourLyrics CursiveASMRTrack PenmanshipPercussion HandwritingKaraoke MetronomeHandwriting',
    tech: 'HandwritingToFont CursiveInSlowMo CanAIReadMyHandwriting StylusVsPen HandwritingVsNotesApp HandwritingToText HandwritingTabletTest CursiveLetterTimelapse',
  },
  hanger: {
    cooking:
      'PastaDryingHanger HangerHerbBundles HangerCookieMobile DryChilesOnAHanger HangerPopcornGarland HangerChipClipHack HangerPotRack HangerRecipeCardLine',
    tech: 'HangerPhoneStand HangerAntennaHack CableOrganizerHanger HangerSteamerShowdown HeadphoneHangerMod AppPicksFromMyHangers HangerTabletHolder CoatHangerSelfieStick',
  },
  hangry: {
    tech: 'AIFixesMyHangry HangrySnackReminder HangryDeliveryTracker HangryAppFaceOff BeatHangryWithAnApp AirFryerSpeedTest HangryMemeMaker HangryCamFilter',
    gaming:
      'HangryRageQuit HangryHungerBar HangryKitchenRush HangryBossFight SnackBreakRespawn HangrySnackBingo PlayingWhileHangry HangryCardShark',
  },
  hanukkah: {
    travel:
      'HanukkahCityLights FindTheBiggestMenorah HanukkahGiftShopHop HanukkahMarketWalk ChanukahRoadTrip JewishDeliCrawl HanukkahBakeryHop SpotHanukkahWindows',
    tech: 'HanukkahEightNightVlog PhoneDreidelHanukkah HanukkahVideoCall HanukkahCountdownApp ChanukahGlowFilter SmartBulbsGoBlue HanukkahTimelapse HanukkahStopMotion',
    gaming:
      'HanukkahDreidelDuel HanukkahGeltPoker HanukkahTriviaBattle HanukahHighScore HanukkahGeltHunt GimmelGetsItAll HanukkahBingoNight PlayHanukkahCharades',
  },
  happiness: {
    travel:
      'FindYourHappyPlace HappinessRoadTrip SunflowerFieldEscape PicnicForPureJoy JoyListDayTrips SunsetsMakeMeHappy HappinessPostcards',
    tech: 'OneSecondADayVideo AIGoodNewsFeed HappyMomentsTimelapse GraphYourHappiness LittleThingsPhotoDump HappinessAppTest OneHappyPhotoADay',
    gaming:
      'HappyGameNight HappinessQuest HappinessCozyFarmRun CharadesOfJoy JoyfulCouchCoop LittleWinsBingo HappinessLevelUp',
  },
  'happy birthday': {
    educational:
      'WhoWroteHappyBirthday HappyBirthdayInASL HappyBirthdayPolyglot WhyHappyBirthdayIsHard BirthdayTraditionsQuiz BirthdayParadoxMath OneFingerHappyBirthday',
    tech: 'HappyBirthdayLightShow AISingsHappyBirthday HappyBirthdayVideoChoir HappyBirthdayInBinary QRCodeBirthdayHunt MontageOfWishes WakeUpToHappyBirthday',
    gaming:
      'LevelUpHappyBirthday HappyBirthdayBingo HappyBirthdayTrivia HappyBirthdayGameShow BirthdayBossBattle BirthdayGetsPlayerOne HappyBirthdayCharades',
  },
  'harry potter': {
    travel:
      'PotterheadLibraryQuest AllAboardPotterheads HarryPotterCafeHunt PackLikeAPotterhead HarryPotterBookshopHop HarryPotterFeastPicnic PotterheadForestQuest PotterheadPlatformPhoto',
    tech: 'HarryPotterPatronusEdit PotterheadInvisibleCloak HarryPotterVoiceSpells HarryPotterAIPortrait LumosSmartLights FloatingCandleLEDs HarryPotterMovingPhoto HarryPotterAISortingHat',
    pet: 'HarryPotterPetSorting PotterheadNamesThePup HarryPotterHedwigTwin PotterheadDogScarf YerAWizardPup CrookshanksLookalike HarryPotterBroomPose PotterheadKittyWandDuel',
    gaming:
      'HarryPotterTriviaNight HarryPotterSpellCharades PotterheadBossFight HarryPotterWizardDuel HogwartsHouseCup ExplodingSnapRound HarryPotterChessMatch HarryPotterEscapeRoom',
  },
  hat: {
    travel:
      'PackAHatNoCrush HatFromEveryCity BeanieAndSledDay SunHatRoadTrip HatsOfTheWorldWall BigHatBeachDay HatShopHop LocalHatTryOn',
    tech: 'TryOnHatsByFilter BluetoothBeanieReview HatCamView CapFlipSlowMo StopMotionHatSwap AIPicksMyHat HatBrimPhoneMount FiftyHatsInTenSeconds',
    gaming:
      'HatTossTrickShot GuessWhoWithHats HatTrickHighScore HatDrawShowdown FishbowlHatRound RareHatDrop MusicalHats',
  },
  'haunted house': {
    prank:
      'HauntedHouseAtHome HauntedHouseHasEyes HauntedHouseCandyTrail FriendlySheetGhost HauntedHallwayGiggles HauntedDoorbellTune',
    travel:
      'HauntedHouseTour HauntedOldTownWalk HistoricMansionVisit HauntedHouseTaleTrail BraveTheHauntedHouse HauntedHotelCheckIn',
    music:
      'CreakyDoorRemix HumLikeAHauntedHouse WhistleInTheHauntedHouse HauntedMonsterMash HauntedPianoTune SpookyScarySingAlong',
    tech: 'HauntedHouseGhostSelfie NightModeHauntedHouse HauntedHouseInStopMotion HauntedSmartLights HauntedHologramHack HauntedSoundboard',
    pet: 'HauntedHouseBlackCat HauntedHousePawtrait KittyNapsInHauntedHouse HauntedHouseDogPatrol SheetGhostKitty HauntedTreatTrail',
    gaming:
      'HauntedHouseEscapeRoom HauntedCoOpNight HauntedHouseClueRound HauntedHouseHideAndSeek HauntedHouseFlashlightTag HauntedBossLevel',
  },
  hawaii: {
    fitness:
      'HulaLikeYoureInHawaii StairwayToHawaii TowelYogaHawaiiVibes StretchIntoHawaiiTime SurfPopUpDrills HulaHoopCardio HawaiiSandSquats',
    prank:
      'SurpriseHawaiianShirtDay BackyardHawaiiLuau HawaiiLeiGreeting HawaiiOfficeMakeover TikiTakeover AlohaOnTheDoorstep HawaiianPizzaAmbush',
    wellness:
      'AlohaHawaiiMindset HawaiiRainbowGratitude HawaiiWavesWindDown HawaiiBeachMeditation AlohaBreathingHawaii OhanaDinnerNight MauiSunsetJournal',
    speed:
      'HawaiiPineappleRelay PackForHawaiiIn60 HawaiiWordsBlitz HawaiiPokeBowlBuild LeiInAMinute PineappleSpeedSlice HawaiiAlphabetDash',
    music:
      'OverTheRainbowHawaii HawaiianCoconutGroove HawaiiUkuleleCover HawaiiInMyEarbuds HawaiiWaveSoundRemix AlohaOeSingAlong HawaiiFiveOThemeJam',
    art: 'HawaiiTurtleWatercolor HawaiiQuiltPattern HawaiiFlowerLeiCraft HawaiiSunsetPainting HawaiiSeashellMosaic PaintTheVolcano DesignAHawaiianPrint',
    tech: 'HawaiiVolcanoCam AIPlansMyHawaiiTrip HawaiiFromMyCouch HawaiiSurfReportCheck LavaFlowMap HawaiiSunsetLiveCam HawaiiStargazingApp',
    pet: 'PetHawaiianShirt HawaiiBeachDog HawaiianTowelPupNap HawaiiLeiPhotoshoot LuauForMyCat AlohaPawPrint HawaiiSunhatKitty',
    gaming:
      'HawaiiTriviaNight HawaiianHulaHoopOff LuauHawaiiCharades HawaiiSurfGame IslandHopBingo GuessTheHawaiianWord HawaiiPictionaryDuel',
  },
  headphones: {
    travel:
      'HeadphonesFlightTest HeadphonesCityWalk LocalSongsInEarbuds BusRideInMyHeadphones MainCharacterCommute SoundtrackMyTrip HeadphoneTrainJourney',
    speed:
      'HeadphonesUntangleRace EarbudsPairingDash SwapHeadphonesRelay FastestHeadphoneWrap NameThatSongInOneSec WhereAreMyEarbuds HeadphoneCordKnotOff',
    pet: 'PetStealsMyHeadphones KittenNapsOnHeadphones HeadphonesPurrTest HeadTiltAtEarbuds CatListensToMusic DogReactsToPodcast HeadphoneHound',
  },
  'heat wave': {
    travel:
      'HeatWaveEscape HeatWaveBeachDay CoolSpotsInAHeatWave HeatWaveLibraryHideout ChaseTheShade HeatWaveSplashPadCrawl HeatWaveLakeHop',
    tech: 'HeatWaveFanShowdown HeatWaveIceFanHack SolarOvenInAHeatWave PhoneVsTheHeatWave HeatWaveForecastFaceOff HeatWaveShadeVsSunTest WatchItMeltHeatWave',
    gaming:
      'HeatWaveGamingMarathon HeatWaveBoardGames AirConHeatWaveCards SnowLevelsInAHeatWave WaterBalloonWars HeatWaveWaterGunTag HeatWaveSpeedrun',
  },
  hedgehog: {
    dance:
      'DoTheHedgehogWaddle HedgehogCurlAndUnfurl HedgieShuffleStep SpikyHedgehogShimmy SpinLikeAHedgehog HedgehogHokeyPokey',
    fitness:
      'HedgehogCurlCrunches HedgehogRollUps NocturnalHedgehogSteps SpikyHedgehogPlank CrawlLikeAHedgehog BallUpAndBurpee HedgehogTuckJumps',
    funny:
      'GrumpyHedgehogHuff TinyHedgehogYawn HedgieBathReaction SelfAnointingHedgehog HedgehogPitterPatter PricklyOnTheOutside HedgehogHatesMondays',
    travel:
      'HedgehogsFirstCarRide HedgehogRescueCenter DuskHedgehogSpotting HedgehogHighwayHunt HedgehogGardenSafari CountryLaneNightWalk',
    fashion:
      'HedgehogSpikyHair HedgehogPrintSweater CozyHedgehogSocks HedgehogHoodieEars SpikesAreInSeason HedgehogEarHeadband HedgehogBrooch',
    speed:
      'HedgehogTunnelDash HedgehogRollRace GottaGoFastChallenge DrawAHedgehogIn10 HedgehogAmazingMaze HedgehogPlaypenIn60 HedgehogHurdles',
    music:
      'HedgehogSnufflesASMR HedgieLullaby SongForMyHedgehog HedgehogHuffRemix HedgehogSqueakSymphony HuffPuffBeatbox HedgehogHumHour',
    tech: 'HedgehogTrackTunnel GardenHedgehogTrailCam HedgehogWheelTracker HedgehogNightShiftCam NightVisionNeighbors HedgehogSlowMoYawn',
    gaming:
      'HedgehogObstacleCourse HedgehogMazeLevels HedgehogRaceBoardGame HedgehogTreasureHunt HedgehogDrawAndGuess HedgehogPlushBowling HedgehogDiceDerby',
  },
  heels: {
    travel:
      'HeelsCityWalkTest HeelsOrFlatsForTheTrip WeddingTripHeelsHack CobblestonesInHeels HeelsPackingHack HeelsOnePairWholeTrip',
    tech: 'AppMatchesMyHeels HeelsSlowMoStrut HeelsTransitionEdit VirtualHeelsTryOn AIDesignsMyHeels HowManyStepsInHeels',
  },
  helicopter: {
    travel:
      'HelicopterSpotterDayOut CatchTheHelicopterSeeds HelicopterAirShowDay HeliViewFromTheHill LaunchAHeliInThePark BirdsEyeCitySkyline SpotTheHelipad',
    fashion:
      'HelicopterPilotFit HelicopterFlightJacket AviatorShadesFiveWays CargoPantsHeliStyle HelicopterHeadsetStyle HeliChicJumpsuit HelicopterTwirlSkirt',
    art: 'HelicopterPaperCraft BuildACardboardHeli RotorSpinArt HelicopterBlueprint MakeAHeliMobile BirdsEyeViewSketch HelicopterOrigami',
    tech: 'TrackThatHelicopter HelicopterSeedsInSlowMo HelicopterCockpitSim FlyAnRCHelicopter GuessThatHelicopterSound HelicopterLiftoffStopMo',
  },
  helmet: {
    travel:
      'HelmetCamTrailRide HelmetHairDontCareTrail ScenicBikeLoop HelmetOnCityTour SkateparkHopping HelmetOnScooterTour HelmetStickerPassport',
    music:
      'BuckleUpJingle HelmetEchoSing HelmetRideRap HelmetDrumSolo WearYourHelmetAnthem VisorDownKaraoke BikeHelmetBellJam',
    tech: 'HelmetFitCheckApp HelmetOnEveryRideApp HelmetLightsNightRide HelmetCamPOV DesignYourHelmetDecal WholeRideHelmetTimelapse CardboardRobotHelmet HelmetHairSelfie',
    pet: 'HelmetDogGoggles HelmetCatInspects BikeHelmetPupStroll HelmetAndPupRide KittenVsHelmetStrap HamsterHelmetHideout KittyHelmetNap',
    gaming:
      'HelmetOnlyRun HelmetLootDrop RareHelmetHunt HelmetSkinTierList HelmetBalloonHeaders CatchItInYourHelmet CosplayHelmetFaceOff PixelHelmetSprite',
  },
  hiccup: {
    prank:
      'RiddleAwayTheHiccups FakeHiccupRemedy SillyFaceStareDown ContagiousHiccups HiccupHelpline TickleAwayTheHiccups MimicTheirHiccups PopGoesTheHiccup',
    travel:
      'RoadTripHiccupCures QuietMuseumHiccups HiccupTourGuide HiccupInEveryLanguage HiccupsAtTheLibrary TakeoffTummyTrick HiccupsAtAltitude',
    tech: 'AutotuneMyHiccups AskAIToCureHiccups HiccupCounterApp RecordEveryHiccup HiccupSoundboard SlowMoHicCam CureMyHiccupsOnCall SmartwatchVsHiccups',
    gaming:
      'HiccupGoFish HiccupStraightFaceDuel HiccupCharades StackCupsMidHiccup HicAndSeek SimonSaysHiccup HiccupPictionary SteadyHandsHiccupTest',
  },
  'hide and seek': {
    travel:
      'HideAndSeekGeocaching HideAndSeekCornMaze BestParkForHideAndSeek CityWideHideAndSeek HideAndSeekInTheWoods TreasureHuntTour HotelHideAndSeek',
    art: 'SpotTheCatDrawing CamoPaintHideAndSeek HideAndSeekDoodle HideAndSeekBodyArt HideNSeekCollage DrawAHideAndSeekScene HideAndSeekPhotoHunt',
    tech: 'PhoneCountsHideAndSeek WalkieTalkieHideNSeek HideAndSeekPhotoClues HideAndSeekVoiceClues SmartSpeakerClues FindMyPhoneRace HideAndSeekByGPS',
    gaming:
      'PropHuntRound GlowStickHideAndSeek SardinesTwist HideAndSeekTeddyEdition HideAndSeekBossLevel HideNSeekMapBuild DarkRoomHideAndSeek',
  },
  'high school': {
    fitness:
      'HighSchoolFitnessTestRedo PresidentialPullUps HighSchoolPacerTest BeatYourHighSchoolMile HighSchoolGymThrowback VarsityVsAdultMe OutlastHighSchoolMe',
    travel:
      'SeniorYearRoadTrip VisitYourHighSchool HighSchoolFieldTripRedo SeniorYearBeachDay CampusTourSeason GradNightAdventure HighSchoolHangoutsTour',
    tech: 'HighSchoolAppsThenVsNow HighSchoolGadgetTour HighSchoolPhotoDump CanAIPassHighSchool SeniorYearTechCheck TI84GameThrowback RedoHighSchoolScience',
    gaming:
      'HighSchoolEsports HighSchoolQuizBowl SeniorYearBossLevel HighSchoolChessHustle CafeteriaCardTourney SpiritWeekGameShow TopYourHighSchoolScore',
  },
  hiking: {
    travel:
      'HikeAHiddenTrail WhatsInMyHikingPack HikingCoastalPath SunriseRidgeHike FiftyTwoTrailsAYear TenHikesNearHome HometownHikingDare',
    speed:
      'HikingSpeedLoop HikingBootLaceDash SwitchbackHikeSprint SummitBeforeSunset TrashPickUpHikeDash HikingRaceTheSunrise HikerPackAttack',
    art: 'HikingNatureSketch HikingLeafRubbings HikeThenPaint TrailJournalArt PaintThePeak HikingPostcardDoodle HikingColorHunt',
    tech: 'HikingMapAppTest HikingGPSWatchStats HowManyStepsPerHike HeadlampShowdown HikingSummitPanorama HikingHyperlapse HikingPlantIDQuest',
    gaming:
      'HikingBingo HikingSideQuest HikingGeocacheFind HikingLeaderboard FastTravelUnlocked ISpyOnTheHike HikingScavengerHunt',
  },
  hippo: {
    dance:
      'HippoHopBattle HippoSplashGroove HippoTutuTwirl MudPuddleStomp HungryHippoShuffle MooDengMoves WiggleLikeAHippo',
    travel:
      'SayHelloToAHippo HippoPlushRoadTrip PygmyHippoZooTrip HippoStatueHunt HippoPhotoHunt SplashLikeAHippo',
    music:
      'HippoHopTrack HippoGruntBeatbox HippoWallowBlues HippoForChristmasCover MooDengRemix BigMouthBassline SingAHippoLullaby',
    art: 'HippoClaySculpt HippoPapierMache HippoPotatoStamp HippoSockPuppet OneLineHippo DrawMooDeng WatercolorRiverHippo FeltHippoPlushie',
    tech: 'HippoLiveCam HippoClayStopMotion HippoYawnSlowMo AIDrawsAHippo AIWritesMyHippoStory MooDengMemeMaker HippoVoiceFilter',
    gaming:
      'HippoChompHighScore MarbleGrabHippoDuel HippoBumperArcade HippoBossBattle HippoCoOpQuest MooDengMiniGame HippoCharadesRound',
  },
  history: {
    dance:
      'HistoryCharleston TwistThroughHistory HistoricMinuet SwingLikeItsHistory DecadeDanceOff HistoryInFiveMoves HistoryHoedown',
    fitness:
      'HistoricTrailHike HistoryMuseumSteps WalkThroughHistory AncientHistoryOlympics GladiatorBootCamp SpartanSquats HistoryWarriorWorkout',
    cooking:
      'HistoryRomanBread HistoryWartimeCake VictorianHistoryTea MedievalHistoryFeast HistoryOnAPlate CookLikeAPharaoh',
    travel:
      'HistoryBehindTheStatue HistoryGhostStories HistoryMuseumTreasureHunt LocalHistoryHunt StandWhereItHappened HistoricDinerCrawl',
    fashion:
      'HistoryDecadeFits HistoryRegencyGown HistoryHatTimeline RenaissanceHistoryLook WearHistoryToWork ModernizeAMonarch',
    music:
      'HistoryRapBattle HistoryAnthemOrigins MedievalHistoryCover BardHistoryBallad HistorySongParody SeaShantyHistory',
    art: 'HistoryMuseumSketch HistoryComicStrip RecreateAHistoryPhoto HistoryPortraitRedo CavePaintingChallenge CollageYourFamilyHistory StainedGlassHistoryDIY',
    tech: 'VirtualHistoryFieldTrip RestoreAHistoryPhoto CrackAHistoricCipher ColorizeTheOldFilm ScanYourFamilyHistory HistoryGadgetTimeline MyStreetInHistory',
    pet: 'NameYourPetAfterHistory HistoryFamousCats KittenThroughHistory HistoryPawPortrait NapoleonBonaPup RoyalCorgiHistory',
    gaming:
      'HistoryTriviaShowdown HistoryTimelineCards GuessWhoInHistory HistoryEmpireBuilder ActOutHistoryCharades HistoricHangmanDuel HistoricBattleReplay',
  },
  'home workout': {
    dance:
      'HomeWorkoutDiscoParty RetroAerobicsHomeWorkout HomeWorkoutHallwayStep BodyweightBoogie SweatToTheOldies KitchenCardioShuffle HomeWorkoutDanceOff',
    travel:
      'HomeWorkoutAnywhere HotelRoomGym CampsiteCircuit ParkBenchBodyweight RestStopBodyweightReps HomeWorkoutBalconyView HomeWorkoutPostcard',
    speed:
      'HomeWorkoutTenMinuteBurn HomeWorkoutMaxRepsIn60 StairsInOneSong CommercialBreakBurpees BodyweightBlitz HundredRepsNoEquipment HomeWorkoutTimeTrial',
    tech: 'ShowUsYourHomeWorkoutApp PhoneTripodFormCam SmartTVWorkout AICoachesMyHomeWorkout HomeWorkoutAppFaceOff BodyweightRepCounter HomeWorkoutTrackerWars',
    gaming:
      'HomeWorkoutDiceRoll LoadingScreenReps HomeWorkoutSimonSays HomeWorkoutCardDeck HomeWorkoutBossBattle BodyweightRPG HomeWorkoutLevelUp',
  },
  homework: {
    music:
      'LofiHomeworkMix SingYourHomework HomeworkTimesTableSong HomeworkFocusBeats RapYourNotes TurnHomeworkIntoASong HomeworkJingleWriting',
    gaming:
      'HomeworkBossBattle HomeworkQuizShowdown LevelUpAfterHomework HomeworkThenGaming EarnXPForHomework DoneMeansUnlocked HomeworkFlashcardDuel',
  },
  honey: {
    funny:
      'HoneyImHomeEntrance HoneyDoListExcuses HoneyLidWontOpen CallingEveryoneHoney HoneyStickySituation HoneyBeePicnicPanic HoneyBadgerDontCare',
    travel:
      'HoneyMarketHunt HoneyApiaryTour TasteTheLocalHoney HoneyFestHop HoneyIPackedThePicnic HoneyFromEveryTown HoneySouvenirSwap',
    tech: 'HoneyDripSlowMo AskAIForHoneyRecipes HoneyMacroMagic AppScansMyHoney HoneyBeeOrNotApp HoneyBeeWatchParty HoneyViscosityRace',
    pet: 'HoneyJarHeadTilt HoneyNicknameTest HoneyBearToyHunt HoneyImHomeReaction GoldenRetrieverGlow BuzzyBumbleBandana ComeHereHoneyRecall',
  },
  honeymoon: {
    fitness:
      'HoneymoonCouplesYoga HoneymoonSyncSquats HoneymoonSpouseCarry HoneyDoPushups SummitOnOurHoneymoon PartnerPlankHighFive HoneymoonSweatDate BeachRunHoneymoon',
    educational:
      'GuessTheHoneymoonSpot HoneymoonWordOrigin HoneymoonBudgetMath HoneymoonCustomsQuiz HoneymoonJetLagFacts HoneymoonTimeZoneQuiz LearnHoneymoonPhrases MapYourHoneymoon',
    music:
      'HoneymoonSerenade HoneymoonUkuleleDuet HoneymoonBeachJam HoneymoonSoundtrack FirstDanceSongCover OurTuneKaraoke HoneymoonPlaylistSwap HumOurHoneymoonTheme',
    tech: 'HoneymoonPhotoDump HoneymoonOneSecondADay HoneymoonTimelapse HoneymoonPhotoHacks AIPlansOurHoneymoon OutOfOfficeHoneymoon HoneymoonPanoramaFail HoneymoonStreetViewTour',
    gaming:
      'HoneymoonTriviaDuel HoneymoonBeachBingo HoneymoonCardRivalry HoneymoonCoOpQuest HoneymoonJigsawDuel NewlywedSplitScreen LoserPlansTheHoneymoon MiniGolfHoneymoon',
  },
  hoodie: {
    art: 'HoodieTieDye HoodieBleachDesign PaintYourOwnHoodie PatchworkHoodieFlip HoodieAsCanvas EmbroiderYourHoodie',
    tech: 'HoodiePocketGadgets HoodiePocketCapacity DesignAHoodieOnMyPhone FoldAHoodieIn5Sec WirelessUnderTheHood EarbudsThroughTheHoodie',
    gaming:
      'CozyHoodieGameNight HoodieAvatarMatch HoodieRockPaperScissors HoodieLootDrop HoodUpFocusMode ClutchInAHoodie',
  },
  hopscotch: {
    educational:
      'SpellingWordHopscotch HopscotchTimesTables HopscotchFromAncientRome HopscotchPhonics HopscotchWorldVersions NumberLineHops HopscotchVocabGame',
    cooking:
      'HopscotchCookieGrid HopscotchWaffleBoard NumberedSquareBrownies HopscotchSheetCake HopscotchPancakeGrid HopscotchToastTiles EdibleHopscotchPizza',
    travel:
      'HopscotchInEveryCity HopscotchAtLandmarks ChalkAHopscotchTrail HopscotchEveryPlayground HopscotchPassport VacationHopscotchDare BeachSandHopscotch',
    tech: 'HopscotchSlowMoLanding HopscotchStopwatchDare HopscotchChalkStopMotion DrawAHopscotchOnPhone AIJudgesMyHopscotch HopscotchStepCounter HopscotchInstantReplay',
  },
  horror: {
    prank:
      'DontGoInTheKitchen HorrorCobwebDecor HorrorNightSnackSurprise HorrorSoundtrackChores HorrorMovieNarrator ScaryFaceOnTheBanana HorrorBookCoverSwap',
    travel:
      'ScaryMovieNightOut HorrorGhostWalk ScaryBookshopCrawl ScaryCornMazeDare ScaryCampfireStories ScaryStoriesForTheRoad RecreateHorrorScenes',
    fashion:
      'HorrorMovieFitCheck ScreamQueenLook ScaryCuteFitCheck HorrorVillainGlam ScaryGoodStyle HorrorSFXMakeup HorrorIconCosplay',
    music:
      'HorrorThemeCover HorrorMusicBoxTune ThrillerSingAlong ScaryMovieScoreDare ScaryKitchenSoundsBeat JumpScareBeatDrop HorrorHumGuess',
    pet: 'ScaredyCatCouchBuddy HorrorPuppyBodyguard DogVsSkeletonDecor HorrorMovieLapCat HorrorNightKittyCuddle ScaryMovieSnuggleBuddy HorrorFlinchFaceOff',
    gaming:
      'HorrorGameReaction JumpScareScoreboard HorrorFlashlightTag ScaryStoryDiceRoll HorrorWhodunitNight NoScreamHorrorRun LightsOutHorrorNight',
  },
  horse: {
    travel:
      'HorseTrailRide PonyTrekAdventure PetAPonyDayTrip CarouselHorseHunt OldTownRoadTrip HorseShowDayOut HorseDrawnCarriageTour',
    art: 'PonyWatercolor HorseCharcoalSketch CarouselHorsePainting DrawAHorseChallenge GallopingHorseFlipbook HorseshoeWindChime CaveArtHorses',
    tech: 'HorseBreedAIGuess HorseSlowMoGait HorseGallopGIF ToyPonyStopMotion HorsepowerVsHorse HorseNeighSoundboard',
    gaming:
      'HorsePlayCharades HorseCareSimulator HobbyHorseDerby HorseRaceDiceGame HorseSenseTrivia DarkHorseComeback HorseshoePitchLeague',
  },
  hospital: {
    travel:
      'HospitalBagPacking HospitalMuseumVisit HospitalVisitCarePack HospitalWaitingRoomKit RateTheHospitalCafe HospitalGardenEscape MyBirthHospitalSelfie',
    tech: 'HospitalVideoCallVisit HospitalGetWellMontage MRIMachineSounds HospitalRoomPhotoWall HospitalBedGamingSetup HeartbeatOnYourPhone VirtualHospitalTour',
    gaming:
      'HospitalBedsideGames HospitalCardTournament WardRoomChess HospitalWordSearch SteadyHandOperation HospitalBedQuest HospitalBingoNight',
  },
  'hot air balloon': {
    fitness:
      'FloatLikeAHotAirBalloon BasketLiftSquats HotAirHIIT UpUpAndAwayJumps HotAirBalloonStepUps HotAirBalloonSprints RiseUpHotAirBalloon BurpeeHotAirBalloon',
    prank:
      'HotAirBalloonSurprise SunriseWakeUpCall HotAirBalloonPopUpCard GuessWhereWereFlying HotAirBalloonBouquet HotAirBalloonMiniGift TinyHotAirBalloonNote DeskHotAirBalloon',
    educational:
      'WhyHotAirRises HotAirBalloonPhysics TheSheepFlewFirst SteerWithTheWind HotAirPioneersQuiz HotAirBalloonBottleTest HairDryerHotAirBalloon HotAirBalloonLiftMath',
    cooking:
      'HotAirBalloonCupcakes HotAirBalloonPicnic BalloonBasketBrunch HotAirPopcorn HotAirBalloonFruitCups CloudNineMeringues CakePopHotAirBalloon PancakeHotAirBalloon',
    speed:
      'LandingTargetToss HotAirBalloonCraftIn10 HotAirBalloonSpotBlitz HotAirBalloonPackRace HotAirInflateTimer HotAirBalloonBasketRace FastestHotAirBalloon HotAirBalloonDrawOff',
    music:
      'UpUpAndAwaySingAlong SkyHighSerenade HotAirBalloonPopBeat HotAirBalloonLofi HotAirBalloonAcoustic HotAirHarmonies DreamPopHotAirBalloon KazooHotAirBalloon',
    art: 'HotAirBalloonNightGlow HotAirPapierMache HotAirWatercolor HotAirBalloonSunrisePaint SkyDotPainting HotAirBalloonMobile CollageHotAirBalloon StringArtHotAirBalloon',
    tech: 'WatchHotAirBalloonsLive BalloonFlightTracker HotAirBalloonStopMotion HotAirBalloonRideFromSofa HotAirAltimeterApp HotAirTimelapse ARHotAirBalloon TinyLEDHotAirBalloon',
    pet: 'HotAirBalloonBasketBed HotAirBalloonCatToy DogVsHotAirBalloon HotAirKittyWatch SkyGazingPooch HotAirBalloonPetPicnic CatInAHotAirBalloon HotAirBalloonBarkAlert',
    gaming:
      'HotAirBalloonKeepUp HotAirBalloonPaperToss HotAirSkyQuest HotAirBalloonTabletop HotAirHighScore HotAirBalloonSim FlappyHotAirBalloon PixelHotAirBalloon',
  },
  'hot chocolate': {
    funny:
      'HotChocolateMustache HotChocolateSnobReview CocoaMarshmallowRatio TooHotChocolateFace HotChocolateGlassesFog ImpatientFirstSip HotChocolateCommercial',
    educational:
      'BeanToHotChocolate WhyMarshmallowsFloat AztecHotChocolate HotChocolateEffectDemo HotChocolateVsCocoa HotChocolateMilkVsWater HotChocolateTempTest',
    travel:
      'HotChocolateCrawl ChristmasMarketCocoa BestHotChocolateInTown SummitHotChocolate SledThenHotChocolate HotCocoaThermosWalk IceRinkHotChocolate',
    music:
      'HotChocolateSongCover HotChocolateJazz FireplaceCocoaJam CocoaCampfireSingAlong SpoonTapScale HotChocolateLullaby HotChocolateCarols',
    tech: 'FrothedHotChocolate HotChocolateBombTimelapse HotChocolateSlowMoPour AIHotChocolateRecipe FrotherShowdown HotChocolateTempCheck',
    pet: 'HotChocolateColoredPups CuddlesAndHotChocolate PetsNamedCocoa CatOnLapHotChocolate MarshmallowBedNap HotChocolatePlushToy',
    gaming:
      'LoserMakesHotChocolate MarshmallowPowerUp HotChocolateChessDuel CocoaCupPong HotChocolateCharades HotChocolateCozyGames HotChocolateCardNight',
  },
  'hot dog': {
    travel:
      'HotDogStandTour HotDogsAtTheLake HotDogBeachCookout BallparkHotDogRanking CampfireHotDogRoast DragItThroughTheGarden',
    art: 'HotDogPopArt HotDogClayModel HotDogFeltPlushie HotDogCondimentArt MustardDrizzleDoodle SketchAHotDogBlind HotDogFlipbook',
    tech: 'HotDogToasterTest HotDogAirFryerTest HotDogSpiralCutter NotHotDogDetector HotDogSizzleCam AIDressesMyHotDog SolarHotDogCooker',
    pet: 'HotDogPupPawtrait HotDogDachshundParade HotDogPlushFetch CatInAHotDogPillow SausageDogStrut HotDogToyTugOfWar HotDogSleepingBag',
    gaming:
      'HotDogStandSim HotDogBunTower BallparkHotDogToss HotDogTriviaNight CondimentCombo GrillMasterHighScore HotDogCornhole',
  },
  'hot potato': {
    prank:
      'HotPotatoGiftReveal HotPotatoSpudSwap HotPotatoRiddleLayers ColdHotPotato PassTheParcelSurprise HotPotatoGooglyEyes HotPotatoFakeBuzzer HotPotatoConfettiPop',
    travel:
      'HotPotatoStreetSnacks HotPotatoPicnicGame HotPotatoPassport HotPotatoMarketFind HotPotatoRestStopRound HotPotatoChipShopCrawl CampfireHotPotato BeachHotPotato',
    tech: 'HotPotatoSpeakerSaysStop HotPotatoFumbleSlowMo HotPotatoSecretTimer HotPotatoAIHost PassThePhoneGame HotPotatoOverVideoCall HotPotatoShufflePlay HotPotatoAppRandomizer',
  },
  hotel: {
    cooking:
      'HotelCookieCopycat HotelBreakfastAtHome MinibarSnackBoard HotelMinibarMocktail HotelBuffetBrunch KettleNoodleHack FiveStarHotelToast',
    art: 'HotelNotepadDoodles PaintYourHotelWindow SketchTheHotelView TowelOrigamiZoo HotelSymmetryPhoto HotelStationerySketch HotelKeyCardArt',
    tech: 'HotelWifiSpeedTest HotelTVCastingTrick HotelTVAsMonitorHack SmartHotelTour AppPacksMyHotelBag OutletHuntHotelRoom',
    gaming:
      'HotelRoomGameNight HotelLobbyChess HotelTycoonBuild CardsOnTheHotelBed HandheldsInTheHotel HotelHideAndSeek',
  },
  housewarming: {
    speed:
      'HousewarmingCountdown BoxFlattenBlitz HousewarmingUnpackDash FlatPackFaceOff TenMinuteHouseTidy HousewarmingSetupRace HousewarmingBedMakeRace HousewarmingDecorRush',
    tech: 'HousewarmingInFastForward WiFiNamePuns HousewarmingPlaylistVote HousewarmingLightShow HousewarmingTechTour HousewarmingGadgetGift HousewarmingCableTidy HousewarmingRoomScan',
    gaming:
      'HousewarmingGameNight HousewarmingPubQuiz EscapeTheBoxMaze HousewarmingScavengerHunt HousewarmingCharades HousewarmingPictionary MusicalBoxesHousewarming HousewarmingGiftGuess',
  },
  hug: {
    travel:
      'FreeHugsCityTour HugATreeOnAHike HugAtTheSummit ArrivalsHallHugs HugALandmark TreeHuggerTrail WelcomeHomeHugs',
    tech: 'HugOverVideoCall TenSecondTimerHug TurnYourHugIntoAGIF HugsThroughTheYears SmartwatchHugTest SlowMoHug HugEmojiOnly',
  },
  'hula hoop': {
    funny:
      'HulaHoopFirstAttempt DadVsHulaHoop GrandpaGoesHooping HulaHoopOnAVideoCall HulaHoopGravityWins HoopDreamsCrushed HulaHoopBlooperReel HulaHoopSportscaster',
    travel:
      'HulaHoopAtLandmarks HoopingInThePark HulaHoopPassport HoopWithAView BeachHoopingSunset TakeYourHulaHoopHiking HulaHoopAroundTown HulaHoopHotspots',
    tech: 'HowLongCanYouHulaHoop HulaHoopSpinCounter HulaHoopSlowMoCam HulaHoopStopMotion HulaHoopInReverse WatchVsHulaHoop HulaHoopFromAbove HulaHoopTrickReplay',
    gaming:
      'HulaHoopRingToss HulaHoopSimonSays HulaHoopHORSE HulaHoopLevelUp BackyardHoopOlympics HulaHoopBeanBagGolf PassTheHulaHoop HulaHoopHopscotch',
  },
  'human body': {
    funny:
      'HumanBodyOrgansSkit HumanBrainVsStomach HumanBodyFunnyBone IfMyHumanBodyTalked MyKneesAfterThirty HumanBodyGlitchReport HumanBodyUserManual',
    prank:
      'HumanBodyFakeXray HumanBodyCutoutTwin HumanBodyOrganPlushies GummyHumanBodyParts SkeletonInTheCloset AnatomyFactAmbush AnatomyStickerSurprise',
    travel:
      'HumanBodyMuseumQuest HumanBodyExhibitSelfie HumanBodyOnVacation JetLagVsHumanBody HeartRateHikeHumanBody PackForYourHumanBody',
    speed:
      'HumanBodyPuzzleRace HumanBodySpeedQuiz BuildAHumanSkeleton TestYourHumanReflexes HumanBodyOrganDash NameTheBonesFast HumanBodyStickyNotes',
    art: 'HumanBodyOrganCollage HumanBodyClayModel HumanSkeletonSketch WatercolorHumanHeart TraceYourBuddy VitruvianMe AnatomyEyesClosedSketch',
    tech: 'HumanBodyARApp HumanBodyPulseCheckApp SmartwatchVsHumanBody AIAnatomyFormCoach XrayVisionFilter HeartbeatOnSpeaker',
    pet: 'DogVsHumanStretch PetAnatomyQuiz HumanHeartbeatNap PuppyPawVsHumanHand CatVsHumanSkeleton PetHeartbeatVsHumanBody',
    gaming:
      'AnatomyBingo HumanBodySimonSays AnatomyMemoryMatch AnatomyDrawAndGuess AnatomyWhichOrganAmI BuildAHumanBodyPuzzle HumanBodyQuizShow',
  },
  humidity: {
    travel:
      'HumidDayBookNook MuggyDayBeachDash MuggyMallWalk HumidityProofSuitcase HumidDayPoolParty GreenhouseGetaway HumidityButterflyHouse EscapeTheHumidity',
    speed:
      'HumidityIceMeltRace FrizzFixSpeedRound HumidityFogWipeDash HumidityTowelDryRace MuggyMileSprint SweatFirstLoses HumidityBraidBlitz FastestHumidityUpdo',
    tech: 'HumidityPercentGuess HomemadeHygrometer WatchMyHairVsHumidity MuggyRoomFanHack HumidityAppFaceOff FoggedUpByHumidity HumidityGlassSweatCam GraphYourHumidity',
    gaming:
      'HumiditySwampQuest HumidityJungleLevel TooMuggyGameDay HumidityStormSurvival RainforestMapRun SweatyPalmsBossFight MuggyDayWaterGunWar HumidityCoOpCampaign',
  },
  humming: {
    travel:
      'HumInAnEchoTunnel HumAlongBusRide HummingTheLocalSong RoadTripHumming TrainWindowHumming HumYourCityAnthem FindAHummingbird',
    art: 'HummingSoundwaveArt WhatColorIsYourHum HummingVibrationSand HummingbirdPainting DoodleWhatYouHum HummingLineDrawing',
  },
  hydration: {
    funny:
      'HydrationHypeMan HydrationBathroomTrips HydrationBottleHoard NarrateMyHydration HydrationAlarmChaos DrinkWaterBestie',
    travel:
      'HydrationHikeKit WaterRefillCityWalk HydrateAtTheBeach TrainTripWaterTally WaterFountainSafari CarryOnBottleHack HydrateAtEveryLandmark',
    fashion:
      'WaterBottleOutfitMatch HydrationBagStyle HydrationDewyMakeup HydrationHipPack DrinkWaterGlowUp TumblerToTote HydrateAndAccessorize',
    tech: 'WaterIntakeTimelapse HydrationAppTracker WaterReminderHack FilterPitcherShowdown AIHydrationCoach SpeakerSaysDrinkWater HydrationWidgetSetup',
  },
  'ice cream': {
    travel:
      'IceCreamCrawl IceCreamPicnicNoMelt LocalIceCreamHunt IceCreamRoadTrip OneScoopPerCity BoardwalkConeQuest IceCreamFlavorPassport',
    tech: 'IceCreamMakerTest IceCreamTruckTracker AIInventsIceCream SlowMoIceCreamDrip IceCreamMeltdownCam HeatedScoopHack IceCreamFlavorPoll',
    pet: 'PetSafeIceCream PupIceCreamParty IceCreamTruckDogHowl CatVsIceCreamPlush BirthdayPupsicle IceCreamPupSniffTest IceCreamForFido',
    gaming:
      'IceCreamShopSim IceCreamTycoonRun IceCreamFlavorCharades BuildAnIceCreamEmpire TallestConeWins GelatoGameNight IceCreamFlavorDraft',
  },
  'ice cream truck': {
    prank:
      'MashedPotatoSundae IceCreamJingleAlarm IceCreamTruckTreatsAll PopsicleDoorstepDrop IceCreamTruckRingtone IceCreamTubSurprise IceCreamTruckDoorbell',
    cooking:
      'IceCreamTruckTacoCones IceCreamTruckCopycat IceCreamSandwichDIY IceCreamDrumsticks RocketPopIceCream BrainFreezeSundae',
    travel:
      'WhereIsTheIceCreamTruck IceCreamTruckFestival IceCreamCrawl IceCreamTruckBeachHunt IceCreamTruckJingleHunt SummerTreatTrail',
    tech: 'IceCreamTruckTracker IceCreamTruckJingleRemix IceCreamTruckSlowMoDrip IceCreamTruckQueueCam IceCreamMakerShowdown IceCreamTruckPhotoFilter',
    pet: 'IceCreamJingleHowl PupMeetsIceCreamTruck IceCreamConePlushFetch IceCreamPetPhotoshoot SprinkleBandanaPup TruckMusicZoomies',
    gaming:
      'IceCreamTruckTycoon ScoopStackTower IceCreamKartRace IceCreamTruckOrderMemory IceCreamSundaeBuilder IceCreamOrderRush IceCreamTruckBingo',
  },
  'ice cube tray': {
    travel:
      'IceCubeTrayCoolerHack IceCubeTrayBentoBox IceTrayPillOrganizer IceCubeTrayPicnicPrep IceCubeTrayCampMeals IceCubeBeachDayKit IceCubeTrayRoadSnacks',
    music:
      'IceCubeTrayCrackleBeat GlassClinkMelody IceTrayTwistAndShout IceCubeDrumSolo IceCubeASMR IceCubeTrayPercussion',
    tech: 'IceCubeTrayTimelapse WhichIceTrayFreezesFirst IceTrayMeltInReverse IceCubeMeltSlowMo IceCubeTrayStopMotion IceTrayMacroMagic',
  },
  'ice skating': {
    dance:
      'IceSkatingWaltz RinkConga IceSkatingSpiralPose IceSkatingMoonwalk FigureSkatingFreestyle IceSkatingTwirlOff SpinLikeAnIceSkater',
    travel:
      'IceSkateYourHometown IceSkatingUnderTheSky HolidayMarketIceSkate IceSkatingBucketList IceSkateEveryCity IceSkatingBagCheck IceSkatingPassport',
    wellness:
      'IceSkatingSlowLaps FrostyMorningSkate IceSkatingAtSunset IceSkatingInnerChild IceSkatingUnderStars IceSkatingNoPhones IceSkatingMindfulMile',
    speed:
      'IceSkatingOneLapDash ConeWeaveDash IceSkatingLaceUpTimer FastestIceSkatingLap IceSkatingSpinOff BeatTheZamboni RaceMeOnIceSkates',
    tech: 'IceSkatingSlowMo IceSkatingSpinTracker IceSkatingSessionIn30Sec IceSkatingInReverse FigureSkatingJumpAI IceSkatingFallReplay HowFastDoIIceSkate',
    pet: 'PupOnTheRinkside IceSkatingDogSweater IceSkatingCatReacts IceSkatingPetCheer IceSkatingBunnyHop IceSkatingPupMascot KittyJudgesIceSkating',
  },
  'iced coffee': {
    travel:
      'IcedCoffeeCafeHop IcedCoffeeInEveryCity IcedCoffeeAndSandyToes IcedCoffeePassport IcedCoffeeSipAndStroll IcedCoffeeParkPicnic ThaiIcedCoffeeHunt RoadsideIcedCoffee',
    music:
      'IceClinkBeat IcedCoffeeASMR IcedCoffeeStrawWhistle ShakeTheIcedCoffee IcedCoffeeJazzMorning IcedCoffeeLofiMix IcedCoffeeMaracas IcedCoffeeLoveSong',
    tech: 'ColdBrewMakerTest IceCubeTrayShowdown DesignYourIcedCoffeeCup IcedCoffeeAppBaristaDare AIDesignsMyIcedCoffee IcedCoffeeSlowMoCam IcedCoffeeAppOrder IcedCoffeeTimelapse',
    pet: 'IcedCoffeeAndPupWater IcedCoffeeAndWalkies PetIceCubeTreat IcedCoffeeAndCatNaps IcedCoffeeKittyPaw PupWatchesMeSip IcedCoffeePatioPals IcedCoffeeStrawSwat',
  },
  icicle: {
    travel:
      'IcicleSpottingStroll SnowDayIcicleSafari IciclesUnderTheBridge PackForIcicleWeather BiggestIcicleInTown WinterWonderlandWalk CountIciclesRoadTrip IcicleRoadsideStop',
    music:
      'IcicleXylophone SingToTheIcicles DripDropBeat IcicleChimes IcicleASMR FrozenFingersJam TapTheIcicles IcicleLullaby',
    tech: 'IcicleTimelapse IcicleSlowMoDrip IcicleForecastGuess IcicleStopMotion IcicleMeltInReverse IcicleGrowthTracker MeasureTheIcicleApp ARIcicleFilter',
  },
  insect: {
    funny:
      'BugLifeSoapOpera InsectRescueWithACup FlyWontLeaveMeAlone WhisperNarrateABug WhenAnInsectLandsOnYou InsectJobInterview InsectDatingShow',
    prank:
      'GummyBugSurprise ButterflyCardPop InsectCandyTrail LadybugLunchNote InsectStickerStorm PaintedRockBugs PaperInsectInvasion',
    tech: 'InsectMacroPhotos BugCamTimelapse AntFarmLiveStream AIGuessThisInsect InsectSlowMoWings WhatBugIsThisApp',
    pet: 'CatVsButterfly StickInsectHandWalk KittenChasesFirefly BugOnTheWindowKitty WindUpBugVsKitty MyPetInsectTour InsectSafariWithRover',
    gaming:
      'BugHuntQuest InsectBingoWalk InsectMemoryMatch InsectDexComplete InsectBossBattle BeetleCardDuel ActLikeABugCharades',
  },
  insomnia: {
    cooking:
      'WarmMoonMilk KiwiBeforeBedTest InsomniaChamomileTea CantSleepMilkAndHoney InsomniaBananaOats InsomniaSnackSwap TartCherryInsomnia WalnutInsomniaBites',
    travel:
      'InsomniaJetLagFix QuietCabinEscape InsomniaNightTrain InsomniaTravelPillowTest InsomniaUnderTheStars StargazingRoadside RedEyeInsomnia HotelInsomniaKit',
    tech: 'SleepTrackerReview PodcastsForInsomnia InsomniaBlueLightOff InsomniaSunriseAlarm InsomniaGadgetTest AIBedtimeStory WhiteNoiseAppInsomnia GrayscaleInsomnia',
    gaming:
      'InsomniaTetrisZone InsomniaSolitaire InsomniaCozyGames CantSleepWordGames JustOneMoreLevel InsomniaPuzzleWindDown SudokuInsomnia CrosswordInsomnia',
  },
  internet: {
    funny:
      'InternetSlangToParents InternetIsDownPanic FamilyWithoutInternet InternetDialUpReaction BufferingFaceSkit ExplainMemesToGrandma NinetiesInternetSounds InternetCommentReads',
    cooking:
      'InternetFamousCookies InternetCloudBread InternetFoodHackTest InternetBakeOff ViralRecipeTryout NailedItInternetRecipe NanaVsTheInternet InternetCakeTrend',
    travel:
      'InternetFreeTrip WebFreePicnic InternetFamousSpots InternetFreeCafeHour WifiOffWeekend OfflineMapsOnly NoInternetCampout InternetLibraryHop',
    fashion:
      'InternetTrendTryOn NinetiesWebFashion InternetMadeMeBuyIt InternetMicrotrends InternetEmoEraLook DressLikeAMeme EarlyInternetStyle InternetThriftHunt',
    art: 'InternetEmojiCollage InternetMemeArt DrawTheInternet RetroWebpageRedesign DialUpEraPixels WebcomicInAWeek InternetCursorDoodle InternetMapDrawing',
    gaming:
      'InternetEmojiCharades BrowserMapMystery InternetWikiRace BrowserGameMarathon OfflineDinoHighScore PlayByEmailChess RetroInternetArcade InternetQuizNight',
  },
  ironing: {
    cooking:
      'IroningBoardBakeSale IroningBoardBuffet WaffleIronHashBrowns IroningBoardPizzaParty FlatAsAPancake IroningDayTeaBreak IroningBoardPicnicLunch',
    tech: 'IroningPileTimelapse IroningSteamInSlowMo IroningLabelDecoderApp SteamerVsIron AutoShutoffTest IroningGadgetFaceOff IroningGlowUpBeforeAfter',
  },
  island: {
    fitness:
      'IslandSandSprints IslandTimeYoga IslandHikeToSummit CrabWalkIslandStyle CastawayCardio CoconutCurls IslandBootCamp',
    prank:
      'IslandTreasureMapHunt MessageInABottleIsland IslandPicnicSurprise LivingRoomIsland AlohaAmbush CoconutPhoneCall BackyardIslandParty',
    speed:
      'IslandSandcastleRace IslandSunscreenDash CoconutIslandRelay HowLowIslandLimbo BeatTheTide SeashellSprint IslandSurvivalKitPack',
    music:
      'IslandUkuleleJam IslandBucketDrumJam IslandReggaeCover DesertIslandSongs SingLikeMoana CoconutShellBongos IslandSeaShanty',
    tech: 'IslandSunsetInSixtySec DropAPinOnAnIsland IslandPackingAppList IslandPanoramaDare CastawayChargerTest IslandHopFromYourSofa IslandGPSGeocache',
    gaming:
      'IslandCastawayCharades IslandSurvivalRun IslandHopperCampaign ShipwreckIslandEscape FiveStarIslandRating IslandTreasureHunt IslandSurvivalQuiz DesertIslandDraft',
  },
  italy: {
    fitness:
      'StairClimbItalianStyle ItalyPastaPotCurls ItalianSquatsOnTheBeat WalkLikeAnItalian ItalianDiscoHIIT ItalianCyclingSundays ItalianHillSprints',
    prank:
      'ItalyOperaWakeUp ItalianDinnerSurprise TurnHomeIntoItaly ItalyEspressoInBed GelatoDoorstepDrop PizzaPartyAmbush FakeItalyPostcard',
    wellness:
      'ItalyDolceFarNiente LongItalianLunch ItalyPasseggiataWalk ItalyPiazzaSlowDay TuscanSunsetPause TakeAnItalianNap ItalyBalconyCoffee',
    speed:
      'ItalyFlagSnackStack ItalyBootPuzzleRace OrderInItalianBlitz ItalyPastaShapeSort PizzaTossCountdown GelatoBeforeItMelts ItalyPhraseSprint',
    art: 'ItalySketchbook ItalyCeramicLemons StatuePoseInItaly ItalianPastaArt RomanMosaicDIY VeniceWatercolor ItalyTerracottaPot',
    tech: 'ItalianTranslateTest WalkItalyOnStreetView OfflineMapsForItaly ItalyTrainAppHack MokaPotVsMachine ItalyDreamTripPlanner 7DaysOfItalianOnMyPhone',
    pet: 'ItalyDogOnAVespa ItalyPiazzaCats ParrotSaysGrazieItaly PetReactsToItalianOpera CiaoBellaPup RomanHolidayKitty NicknameFromItaly',
    gaming:
      'ItalyScopaRound ItalianWordOrPasta GuessTheItalianCity ItalyTriviaNight ItalianHandGestureGame BocceBallShowdown',
  },
  'jack in the box': {
    cooking:
      'JackInTheBoxCake JackInTheBoxPopcorn JackInTheBoxCookies BakeAJackInTheBox PopGoesThePopover SpringRollSurprise JackInTheBoxBento JackInTheBoxPancakes',
    travel:
      'JackInTheBoxToyShop JackInTheBoxFleaFind JackInTheBoxAtticDig AntiqueJackInTheBox PopUpPicnicJackInTheBox JackInTheBoxThriftHop JackInTheBoxSouvenir LandmarkJackInTheBox',
    tech: 'JackInTheBoxInReverse JackInTheBoxSlowMo JackInTheBoxStopMotion JackInTheBoxAlarmClock JackInTheBoxWindUpCam JackInTheBoxSlowMoPop JackInTheBoxDoorbell JackInTheBoxReactionGIF',
    pet: 'CatJackInTheBox JackInABoxTreatPop JackInTheBoxTreats JackInTheBoxKitten PopGoesThePuppy BoxPeekabooPet JackInTheBoxHeadTilt JackInTheBoxPounce',
  },
};
