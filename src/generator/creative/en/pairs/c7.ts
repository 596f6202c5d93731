import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  gravity: {
    dance:
      'FallingForTheBeat ZeroGravityMoonwalk GravityDefyingDance GravityCantHoldMeDown GravityJumpFreeze FloatLikeAnAstronaut GravityDropAndPop GravityLeanAndSway',
    fitness:
      'SquatsVsGravity GravityPullUpLadder GravityHandstandHold DefyGravityJumps GravityHangTime GravityOneLegBalance GravityWallSit GravityCalfRaises',
    funny:
      'CatTestsGravity GravityPaperPlaneFlop GravityStoppedWorking GravityVsButteredToast BonkedByGravity GravityPhoneDropFace GravityVsMyGroceries GravityMadeMeDoIt',
    prank:
      'GravityDefyingCup CoinThatDefiesGravity FakeZeroGravityClip GravityFloatingMug ForkTrickBreaksGravity LevitatingLunch GravityGlitchPhoto GravityUpsideDownRoom',
    cooking:
      'GravityDefyingCake PancakeStackVsGravity GravityOmeletteFlip GravityDripDonuts SouffleVsGravity TallestJellyBeatsGravity FloatingGravityCupcakes GravityCookieTower',
    travel:
      'GravityScienceMuseumDay GravityMysterySpotVisit GravityDefyingJumpShots GravityHillRollDown TrampolineVsGravity GravityCoasterRide GravityPlanetariumTrip GravityParkSwings',
    fashion:
      'GravityDefyingHairdo CapeVsGravity FloatingSkirtSpin GravityJacketCatch LevitationPhotoshoot GravityJumpFitCheck GravityHatTrick GravityOutfitDrop',
    wellness:
      'GravityHangingStretch LegsUpTheWallBreak GravityBarefootStroll LetGravityHoldYou HeavyBlanketHug GravityFloorFlop GravityBodyScan GravityForwardFold',
    speed:
      'GravityBottleFlipIn30 GravityEggDropBuildOff GravityToyCarDerby ParachuteVsGravity GravityFeatherVsCoin GravityRulerCatch GravityMarbleRunDash GravityRampRace',
    music:
      'GravityDropTheMic DIYGravityRainStick GravitySongCover GravityWaterDripBeat FreeFallinSingAlong PendulumMetronome GravityMarbleMelody GravityBallBounceDrum',
    art: 'GravityPendulumSwirls GravityHangingMobile GravityPourArt DripPaintingDare BalancedRockStack LetGravityPaint GravitySplashPhoto GravityRollingMarbles',
    tech: 'PhoneMeasuresGravity GravityInReverse GravityTiltMazeDare ZeroGravityCamTrick GravityWeighInOnMars DropTestSlowMo GravityInStopMotion GravityJumpHeightCheck',
    pet: 'GravityCatTableTest GravityDefyingZoomies GravityDogCatch GravityTreatTowerTopple MidairFrisbeePup BubbleFloatKitten CatsWatchGravityTricks GravityCatBallRamp',
    gaming:
      'DontLetGravityWin TrickShotsWithGravity GravityBottleFlipLeague GravityCoinDropPuzzle GravityTowerTopple GravityMarbleMaze GravityDominoChain GravityPingPongToss',
  },
  green: {
    dance:
      'GreenLightFreezeDance GreenMeadowTwirl GreenScreenDance EvergreenTwoStep FrogHopShuffle GreenRibbonSpin GreenSmoothieShimmy GreenGlowStickRave',
    funny:
      'GreenWithEnvySkit GreenThumbDisasters GreenScreenFail KidsVsGreenVeggies GreenFacemaskNewsAnchor FrogPrinceAudition GreenSockPuppetShow GreenSmoothieMustache',
    prank:
      'GreenEggsSurprise GreenDyedMilk GreenEverythingDinner GreenScreenFakeTrip RubberFrogAmbush LeprechaunFootprints GreenStickyNoteDoor GreenBalloonRoomSurprise',
    educational:
      'WhyPlantsAreGreen WhatHidesInAGreenLeaf GreenBananaRipeTest DoesGreenCalmYou GreenPigmentFromSpinach GreenOrBlueDebate MixingShadesOfGreen SpotTheGreenCamo',
    cooking:
      'GreenGoddessSalad GreenPestoPasta GreenCurryFromScratch GreenEggsAndHamIRL GreenSmoothieFaceOff GreenMatchaLatteArt EverythingGreenPizza GreenSpinachPancakes',
    travel:
      'GreenestParkHunt ISpyGreenWalk HikeIntoTheGreen FindFortyShadesOfGreen GreenhouseGardenTour AllGreenPicnic GreenwayBikeTrail PickYourOwnGreenBeans',
    fashion:
      'AllGreenOutfit SageGreenFitCheck GreenThriftFlip AddAPopOfGreen GreenEyelinerDare FiveGreensOneOutfit GreenClosetRaid GreenSneakerStyling',
    wellness:
      'GreenTeaSlowSip BarefootOnTheLawn GreenSmoothieSunrise GreenParkPhoneFreeWalk GreenThumbTherapy TouchGrassToday SitUnderGreenLeaves GreenPlantCareSunday',
    speed:
      'GreenLightSprint FrogHopRace GreenThingsInSixty GreenShadeSortOff GreenPeaChopsticks LeafMatchDash GreenPaintMixBlitz GreenCupStackRush',
    tech: 'GreenBedsheetStudio GreenScreenTeleport GreenThemeYourPhone NameThatGreenPlant ColorPickGreenestThing GreenFilterFaceOff GreenEmojiOnlyChat GreenHexCodeGuess',
    pet: 'GreenLawnZoomies CatGrassTaste CanMyDogSeeGreen GreenScreenPet GreenBallFetchOff RollInTheGreenPup GreenToyHideAndSeek GreenBeanDogTreats',
    gaming:
      'GreenMeansGo FindTenGreenThings TeamGreenCaptureFlag SinkTheGreenCup GreenOnlyBuildOff GreenMarbleShootout HideInTheGreenery GreenBalloonKeepyUp',
  },
  grill: {
    dance:
      'GrillMasterShuffle GrillTongsTwoStep GrillApronStrut GrillTimerFreezeDance SpatulaSpin BackyardBBQBoogie GrillPartyCongaLine GrillDadDanceOff',
    fitness:
      'GrillCharcoalCarry LungeWhileItGrills GrillHeatUpHIIT GrillFeastFamilyWalk SpatulaSquats BackyardBurpeeBreak GrillPartyLawnSoccer GrillWaitWallSit',
    funny:
      'GrillDadImpressions GrillMasterMonologue GrillSmokeFollowsMe UnsolicitedGrillAdvice TongsClickCheck IsItDoneYet ThatGuyAtTheGrill GrillBurntBunAwards',
    prank:
      'GrillDessertFakeout GrillMasterApronReveal GrillGooglyEyes FakeGrillMarksToast GummyKebabSwap BurgerCupcakeBluff GrilledCheeseIsCake GrillSoundboardCheers',
    educational:
      'GrillSafetyQuiz HowGrillMarksForm WhyGrilledFoodBrowns GrillTwoZoneHeatMap CharcoalVsGasTest SmokeRingScience GrillTempGuessOff NameThatGrillCountry',
    travel:
      'BeachDayGrillOut GrillAtTheCampsite StreetGrillSafari GrillLikeALocal KoreanBBQCrawl WhatsInMyGrillBag ParkGrillHopping GrillTailgateTrip',
    fashion:
      'DressLikeAGrillMaster GrillingFitCheck GrillDadUniform LoudestShirtAtTheGrill GrillPartyGlamUp PaintYourApron GrillsideStyleOff GrillChefHatMakeover',
    wellness:
      'GrillForYourNeighbor GrillCampfireStories GrillFireGazing PhoneFreeGrillNight LowAndSlowSunday SizzleAndBreathe GrillAndChillHour StargazeByTheGrill',
    speed:
      'GrillTableSetSprint GrillCondimentSortTimer GrillNapkinFoldBlitz GrillCleanupDash GrillSpiceGuessQuickfire KebabBuildOff GrillTongsRelay GrillCornShuckRace',
    music:
      'GrillSizzleBeat GrillCountrySongDare GuitarByTheGrill SingToTheGrill TongsClackTrack CharcoalBluesJam GrillmasterRapBattle GrillSpatulaDrumroll',
    art: 'GrillMarkPortraits GrillFlameSketch CatchTheGrillSmoke DrawWithGrillCharcoal KebabColorWheel BurgerStillLife GrillEmberCloseUp GrillVeggieMosaic',
    tech: 'LetMyPhoneRunTheGrill GrillThermometerHack GrillProbeVsDadGuess AIPicksMyGrillMenu GrillCamTimelapse GrillFlipInSlowMo GrillSizzleDecibelTest GrillSpeakerPlaylist',
    pet: 'GrillPartyPawtrait GrillPupPlaypenNap DogStaresAtGrill GrillDayCoolWaterBowl GrillTimeFetchBreak BackyardBBQBandana PetSafeGrillTreats GrillCatWindowWatch',
    gaming:
      'GrillMasterSim GrillHorseshoeToss CornholeByTheGrill GrillsideDominoes CookoutGameTourney LoserWorksTheGrill GrillBingoBash GuessWhatsOnTheGrill',
  },
  'grilled cheese': {
    dance:
      'GrilledCheeseShuffle GrilledCheeseFlipStep SwayLikeGrilledCheese GrilledCheeseMeltMoves CheesePullPirouette GrilledCheeseConga GrilledCheeseKitchenDisco GrilledCheeseTango',
    fitness:
      'GrilledCheeseWaitPlank GrilledCheesePanPress EarnYourGrilledCheese WallSitTillGrilled CastIronSkilletCurls GrilledCheeseHighKnees GrilledCheeseCrunches GrilledCheeseLunges',
    funny:
      'GrilledCheeseCritic GrilledCheeseWhisperer FancyGrilledCheeseSnob NoPullGrilledCheese ThatsAMeltActually CutTheCrustsDrama GrilledCheeseBreakup GrilledCheeseDadJokes',
    prank:
      'DessertGrilledCheese GrilledCheeseHeartCut GrilledCheeseOnlyCrusts SneakyFrenchToastSwap MidnightMeltDelivery GrilledCheeseLunchboxNote GrilledCheeseBedPlushie RainbowGrilledCheese',
    educational:
      'BestBreadForGrilledCheese GrilledCheeseMeltPoint WhyGrilledCheesePulls GrilledCheeseBrowningLab MayoOrButterTest CheeseMeltingRanking GrilledCheeseVsPanini GrilledCheeseCalorieQuiz',
    travel:
      'GrilledCheeseRoadTrip FindAGrilledCheeseTruck GrilledCheeseFestival CampfireGrilledCheese PackAGrilledCheeseLunch GrilledCheeseCafeHop DinerGrilledCheeseHunt GrilledCheeseAtThePark',
    fashion:
      'GrilledCheesePJs GrilledCheesePrintTee GrilledCheeseSocks GrilledCheeseFitCheck GrilledCheeseYellowLook MakeGrilledCheeseEarrings GrilledCheeseGlowUp GrilledCheeseCostume',
    wellness:
      'GrilledCheeseForAFriend CozyGrilledCheeseNight SoupAndGrilledCheese NoPhoneGrilledCheese SlowMeltSunday GrilledCheeseLunchOutside GrilledCheeseRainyDay MindfulGrilledCheese',
    speed:
      'GrilledCheeseSliceStack GrilledCheeseToppingSort GrilledCheeseTidyTimer DashForGrilledCheese UnwrapTheSinglesBlitz GoldenInUnderFive GrilledCheeseRelay GrilledCheeseAssemblyLine',
    music:
      'GrilledCheeseASMR GrilledSizzleBeat TapTheGrilledCheesePan OdeToGrilledCheese CheesyLoveSong SpatulaDrumSolo GrilledCheeseJingle GrilledCheeseSongParody',
    tech: 'GrilledCheesePressTest GrilledCheeseMeltCam AIGrilledCheeseCombo GrilledCheeseTimelapse GrilledCheeseSlowMoPull AirFryerVsPan GrilledCheeseMacroShot GrilledCheeseStopMotion',
    pet: 'GrilledCheeseKittyLoaf GrilledCheesePlushFetch PetInGrilledCheeseBed ToastyCatPose GrilledCheeseStareDown BreadSliceBandana GrilledCheeseDogPillow GrilledCheeseSnuffleMat',
    gaming:
      'GrilledCheeseSim GrilledCheeseTierList StackTheGrilledCheese ToastieTycoon CheesePullHighScore GrilledCheeseBossLevel GrilledCheeseMemoryMatch GrilledCheeseCharades',
  },
  'grocery haul': {
    dance:
      'GroceryHaulKitchenDance ShoppingCartShuffle CheckoutBeepStep GroceryUnpackBoogie GroceryBagBounce GroceryHaulStrut MoonwalkGroceryHaul SalsaGroceryHaul',
    fitness:
      'GroceryHaulOneTrip GroceryBagCurls FarmersCarryGroceries GroceryHaulHIIT SoupCanSquats WatermelonLunges GroceryHaulStairClimb GroceryHaulWallSit',
    prank:
      'TinyGroceryHaul GroceryHaulSwitcheroo GroceryListRemix GroceryHaulHiddenNote ProduceGooglyEyes BananaMessageArt GroceryHaulOnlyCandy GroceryHaulFakeReceipt',
    educational:
      'GuessTheGroceryTotal MapYourGroceryHaul GroceryHaulMath HowBarcodesWork InSeasonOrNot GroceryHaulNutritionQuiz GroceryHaulUnitPrices SugarSleuthGroceryHaul',
    travel:
      'GroceryHaulWorldTour NewTownGroceryHaul GroceryHaulFarmersMarket PicnicFromAGroceryHaul SupermarketSafari RankTheLocalSnacks RoadTripGroceryHaul SouvenirGroceryHaul',
    wellness:
      'GroceryHaulFridgeReset GroceryHaulForANeighbor GroceriesForFutureMe CalmGroceryRun ShopTheRainbow MindfulShoppingList FreshFlowerGroceryHaul NoRushGroceryHaul',
    tech: 'AIPlansMyGroceries GroceryHaulReceiptScan GroceryHaulBudgetApp GroceryHaulInFastForward DeliveryVsInStore SelfCheckoutShowdown GroceryHaulStopMotion GroceryHaulPriceCheck',
  },
  'grocery shopping': {
    prank:
      'GroceryListSneakIn GroceryFakeReceiptShock GroceryBagDoodleSurprise GooglyEyeGroceries GroceryPantryPlushParty CartNoteCompliment GroceryBananaPhone GroceryLunchboxJoke',
    educational:
      'GroceryBudgetMath GroceryUnitPriceQuiz GuessTheGroceryBill GroceryBarcodeDetective ReadTheLabelGame WhyMilkIsInTheBack GroceryFoodMiles SpotGroceryShrinkflation',
    travel:
      'GroceryRunInANewTown GroceryAisleWorldTour GroceriesForTheRoad GroceryFruitSafari SupermarketSouvenirs GroceryLocalMarketHunt GroceryChipsAbroad GrocerySnackPassport',
    fashion:
      'GroceryRunFitCheck GroceryToteGlowUp DressUpForTheGroceries SweatpantsGroceries ProduceSectionRunway ErrandDayOutfit GroceryBagCouture GroceryColorMatch',
    wellness:
      'MindfulGroceryRun WalkToTheGroceryStore GroceryFlowersForMe SlowSundayGroceries ColorfulCartChallenge ThankYourCashier GroceryRainbowPlate GroceryDonationBag',
    speed:
      'GroceryUnpackRace GroceryListSpeedrun GroceryCartTetris GroceryFindItIn60 SelfCheckoutSprint BagItFast BeatTheGroceryClock GroceryShelfStackDash',
    tech: 'GroceryAppFaceOff AIPlansMyGroceries ScanYourGroceryReceipt GroceryCartTimelapse SmartFridgeRestock GroceryDeliveryVsStore GroceryAIRecipe GroceryVoiceList',
    gaming:
      'GroceryListBingo GroceryAisleISpy GrocerySweep GroceryStoreSimRun CheckoutHighScore FridgeTetris GroceryMemoryGame GuessTheGroceryPrice',
  },
  'grocery store': {
    dance:
      'SupermarketCartShimmy GroceryStoreUnpackBop ProduceSectionGroove GroceryAisleStrut GroceryRunRumba BagItBoogie GroceryStoreSalsa GroceryStoreFridgeTwist',
    prank:
      'SillyGroceryStoreList GroceryStoreBalloonDrop SupermarketPriceTagHome GooglyEyeGroceries ProduceStickerFaces SecretTreatInTheCart SupermarketComplimentBag GroceryStoreTinyHaul',
    educational:
      'SupermarketUnitPrices GroceryStoreFoodMiles WhyMilkIsInTheBack ReadTheLabelQuiz GuessTheGroceryBill GroceryMathMission GroceryStoreEyeLevelTest GroceryStoreSugarSleuth',
    travel:
      'GroceryStoreTourist SupermarketSouvenirs ForeignSupermarketSnacks SupermarketWorldTour GroceryPassport SupermarketMysteryFlavor GroceryStoreNextTownOver GroceryStoreImportAisle',
    fashion:
      'GroceryStoreRunFit GroceryStoreToteStyle SupermarketAthleisure GroceryCatwalk SupermarketDressUpDare ProduceAisleRunway GroceryStoreColorMatch GroceryStoreInPajamas',
    wellness:
      'MindfulGroceryStore GroceryStoreWalkThere BuyYourselfFlowers RainbowCartChallenge SlowSundayGroceries GroceryListJournal GroceryStoreVeggieGoal ThankYourGroceryStoreCrew',
    speed:
      'GroceryStoreSpeedrun GroceryStoreUnpackRace GroceryBaggingDash FridgeStockBlitz SupermarketPriceQuickfire TetrisTheBags GroceryStoreListIn20 GroceryStoreShelfSort',
    tech: 'GroceryStoreVoiceList GroceryStoreScanAndGo AIPlansMyGroceries BarcodeNutritionCheck GroceryStorePriceApp SmartFridgeRestock GroceryStorePhoneBudget GroceryStoreSelfCheckout',
  },
  'group chat': {
    travel:
      'GroupChatPacksMyBag GroupChatRoadTrip GroupChatGoesIRL LetTheGroupChatPick SquadGoalsGetaway GroupChatDayTripVote GroupChatPostcards GroupChatPicnicPlanner',
    wellness:
      'GroupChatGratitude GroupChatCheckIn GoodNewsOnlyGroupChat GroupChatMoodEmoji MuteForAMinute HowAreYouReally GroupChatWalkTogether GroupChatHydrationPact',
    art: 'GroupChatDrawingChain ComicOfTheGroupChat GroupChatStickerDesign DrawTheGroupChat EmojiSelfPortraits GroupChatCollageSwap GroupChatCaricatures GroupChatPaintAlong',
  },
  guacamole: {
    fitness:
      'GuacMashArmBurn HolyGuacamoleHIIT EarnYourGuacamole ChipBowlPlank SquatForGuacamole GuacamoleBurpees GuacamoleLungeLine GuacamoleJumpingJacks',
    prank:
      'GuacamolePartyBalloons GuacamoleCupcakes GuacamoleFridgeNote GuacamoleBowlGooglyEyes GuessTheGreenDip GuacamoleWithAFace GuacamoleLimeSmileys GuacamoleLunchboxJoke',
    educational:
      'MolcajeteVsForkGuac WhyGuacTurnsBrown LimeSavesGuacamole DoesThePitWork GuacamoleRipenessTest AvocadoMeansWhat GuacamoleNutritionQuiz GuacamoleFarmToBowl',
    travel:
      'GuacamoleTasteTour BestGuacInTown PackTheGuacPicnic HolyGuacamoleRoadTrip MolcajeteHunt TacoTruckTrail GuacamoleFarmVisit GuacamoleBeachSnack',
    fashion:
      'GuacamoleGreenFit GuacChipDuoCostume HolyGuacamoleTee LimeAccentNails AvocadoEarrings GuacamoleEyeshadowLook GuacamoleMonochrome GuacamolePrintPajamas',
    wellness:
      'GuacamoleMindfulMash GuacAndChillNight GuacamoleSharingBowl GrowAGuacamoleGarden AvocadoPitSprout SlowFoodSunday GuacamoleWithGrandma GuacamoleVeggieSticks',
    speed:
      'GuacamoleSpeedMash TwoMinuteGuacamole AvocadoPeelSprint GuacamoleBeforeBrown FastestGuacInTheWest ChipAndDipRelay GuacamoleLimeSqueezeRush GuacamoleScoopRace',
    tech: 'GuacamoleChopperTest GuacamoleRecipeAI MolcajeteVsBlender SlowMoGuacSmash RipeOrNotAI GuacKeepsGreenHack TimelapseTheGuacamole GuacamoleMacroCloseUp',
    gaming:
      'GameNightGuac HolyGuacamoleHighScore GuacChipStackOff GuacamoleBingo GuessThatGuac GuacamolePitToss GuacamoleTriviaBowl GuacamoleMemoryMatch',
  },
  'guinea pig': {
    dance:
      'DoTheGuineaPigPopcorn GuineaPigRumbleStrut GuineaPigSqueakShuffle MoveLikeAGuineaPig WheekAndWiggle CavyConga GuineaPigFreezeDance GuineaPigZoomieSlide',
    fitness:
      'GuineaPigPopcornJumps GuineaPigObstacleRun GuineaPigTunnelCrawl CavyCardioCircuit GuineaPigHayBaleCarry SquatPerWheek HopLikeAGuineaPig GuineaPigPlaypenStretch',
    prank:
      'GuineaPigPlushSwap GuineaPigCardboardTwin GuineaPigCastleReveal BagRustleGuineaPig GuineaPigSqueakRingtone CavyCouchFort GuineaPigPhotobomb GuineaPigLettuceNote',
    educational:
      'WhyGuineaPigsWheek GuineaPigVitaminC CavyBodyLanguage GuineaPigPopcornMeaning NeitherGuineaNorPig SqueakDictionary GuineaPigTeethFacts GuineaPigCareQuiz',
    travel:
      'PicnicWithMyGuineaPig GuineaPigRescueCenter GuineaPigFirstCarRide GuineaPigFarmParkTrip PackForYourGuineaPig GuineaPigSitterSwap GuineaPigLawnAdventure GuineaPigVisitsGrandma',
    fashion:
      'MatchYourGuineaPig GuineaPigPrintPajamas GuineaPigEarrings CavyFitCheck GuineaPigGraphicTee AbyssinianHairDay GuineaPigPhoneCase GuineaPigEarsHeadband',
    wellness:
      'GuineaPigCuddleTime GuineaPigLapReading CavyCalmCorner ListenToGuineaPigPurr LoafLikeAGuineaPig GuineaPigSunnySpotNap GuineaPigGentleBrushing GuineaPigMorningRoutine',
    art: 'GuineaPigPortrait PaintYourGuineaPig FeltGuineaPigCraft TinyGuineaPigDiorama CavyClayLoaf GuineaPigPhotoshoot OrigamiGuineaPig GuineaPigCartoonStrip',
    tech: 'GuineaPigPetCam AppTranslatesGuineaPig CavyTimelapse GuineaPigNightVision GuineaPigFaceSwap GuineaPigScaleHack GuineaPigSlowMoHops GuineaPigPhoneWallpaper',
    gaming:
      'GuineaPigMazeLevels GuineaPigTreatPuzzle CavyObstacleCourse CavyTreasureHunt GuineaPigTriviaNight PopcornHighScore GuineaPigHideAndSeek GuineaPigPickACup',
  },
  guitar: {
    dance:
      'GuitarSoloDance AirGuitarJump GuitarDuckWalk RockstarGuitarSpin HeadbangToMyGuitar PowerChordPose GuitarRiffRobot GuitarStrumShuffle',
    fitness:
      'AirGuitarCardio GuitarFingerWorkout GuitarCaseCarry AmpAndGuitarLunges PowerChordPushUps GuitarShredPlank GuitarStrapSquats GuitarWallSitJam',
    funny:
      'AirGuitarFaces GuitarTuningFails OneStringGuitarSong GuitarGuyWonderwall WhereDidMyPickGo GuitarBeginnerVsNow GuitarShopDadRiff GuitarCampfireCringe',
    prank:
      'GuitarSerenadeSurprise FakeGuitarSolo LiveGuitarDoorbell GuitarWakeUpCall GuitarToyUkuleleSwap FreeBirdRequest GuitarRickroll GuitarDramaticEntrance',
    educational:
      'SeeGuitarStringsVibrate HowGuitarsWork NameTheGuitarNotes LearnThreeGuitarChords WhyFretsAreSpaced BuildARubberBandGuitar GuitarHarmonicsLab GuitarPartsQuiz',
    cooking:
      'GuitarPickCookies GuitarWhileItSimmers GuitarShapedPizza LicoriceGuitarStrings GuitarSnackBoard RockAndRollSushi GuitarCakeDecorating GuitarJamOnToast',
    travel:
      'GuitarMuseumVisit BuskingGuitarTour CampfireGuitar GuitarShopCrawl GuitarInThePark SunsetSerenadeSpot GuitarBusStopBusk GuitarBeachJam',
    fashion:
      'DIYGuitarStrap GuitaristFitCheck RockstarGuitarLook GuitarPickNecklace PunkRockPolish BandTeeBattle DressLikeYourGuitar GuitarDenimJacket',
    wellness:
      'GuitarBeforeBedtime GentleGuitarMorning StrumGuitarToUnwind GuitarPorchEvening OneChordADay FingerpickAndBreathe GuitarSunsetPlayAlong GuitarForGrandma',
    art: 'PaintAnOldGuitar GuitarPickArt DrawYourGuitar GuitarStillLifeSketch MakeACardboardGuitar StickerBombMyGuitar GuitarBodyMosaic GuitarHeadstockDesign',
    tech: 'GuitarCoverVsSongFinder GuitarTunerAppVsEar AIGuitarDuet OneGuitarFiveLayers WatchGuitarStringsWiggle GuitarBedroomRecording GuitarPhoneLooperJam GuitarEffectsDuel',
  },
  gym: {
    dance:
      'GymDanceBreak GymMirrorChoreo GymSpinClassGroove GymMatFreestyle GymRatRave DumbbellDisco GymWarmUpBoogie GymTowelTwirl',
    funny:
      'GymNatureDocumentary GymPlaylistBetrayal WhoLeftGymWeightsOut DadAtTheGymImpression HeyBroYouDoneHere EveryoneAtTheGymEver GymJanuaryVsMarch GymNextDayWaddle',
    prank:
      'GymFoamDumbbellSwap GymSurpriseCheer GymLockerBalloons CandyInTheirGymBag PepTalkStickyNotes PartyHornPersonalBest GymBottleGooglyEyes GymTowelOrigamiSwan',
    educational:
      'GuessTheGymMachine HowGymMusclesGrow GymFormCheckLesson GymEtiquetteQuiz GymMythOrFact WhyDOMSHurts GymLingo101 FindYourGymHeartRate',
    cooking:
      'GymProteinPancakes PostGymSmoothie GymOvernightOats PreGymEnergyBites GainsGranola GymMealPrepSunday GymMuscleMuffins GymBagSnackBox',
    travel:
      'GymWithAView ParkGymTour RateTheHotelGym WhoNeedsAGymOnVacation TakeYourGymToTheBeach PackYourGymBagIn60 TryAGymInEveryCity GymInANewTown',
    wellness:
      'GymMindfulCooldown PostGymFoamRoll BreathworkAfterGym RestIsAGymDay GymMirrorPepTalk StretchItOutSunday GymWaterBottleCount GymBedtimeRecovery',
    speed:
      'GymCircuitRace GymRowing500 TreadmillGymSprint GymJumpRopeCountdown TwentyMinuteGymBlitz AssaultBikeShowdown GymBurpeeLadder GymMedBallRelay',
    tech: 'GymSmartwatchTest GymAIFormCoach HomeGymSetupTour EarbudsThatSurviveGym RepCounterShowdown GymWorkoutHyperlapse GymWearableWars GymSlowMoLiftReplay',
  },
  hail: {
    dance:
      'HailTapDance HailstormShuffle ThunderClapChoreo HailBlanketFortBop HailToTheBeat HailDayLivingRoomRave HailstormKitchenDisco HailWindowWiggle',
    fitness:
      'HailWaitPlanks HailstormStairClimb StuckInsideSquats HailGarageHIIT IndoorStormCircuit HailstormPushUpCount HailHighKnees HailLivingRoomYoga',
    educational:
      'HowHailForms HailstoneLayers MeasureAHailstone CanYouPredictHail HailCloudUpdraft WhyHailIsRound HailVsSleetVsSnow HailFallSpeedMath',
    travel:
      'HailstormCafeHideout HailProofDayOut HailBookshopRefuge HailDayMuseumTrip IndoorAquariumVisit HailDayBowlingTrip AfterHailRainbowHunt HailLibraryHangout',
    fashion:
      'HailstormHoodieLook HailstormPajamaGlam HailBucketHatStyle HailRaincoatStyleOff HailRainBootsPick StormyChicFitCheck HailReadyLayers HailDayCozyCardigan',
    wellness:
      'HailstormBlanketNap HailDayCozyNest PitterPatterBreathing StormWatchTea HailWindowGazing HailCocoonMode ListenToTheHail HailJournalPause',
    speed:
      'AfterHailCleanupRace HailMeltClock HailFactsQuickfire HailDayPuzzleBlitz HailCloudSketchSprint HailstonePickUpIn30 HailWindowCountRush HailstoneSortRace',
    music:
      'HailOnTheRoofBeat HailstormDrumRoll TinPanRhythm HailWindowPercussion HailASMRRecording PingingGutterMelody PlayAlongWithHail HailLullaby',
    tech: 'HailstormSlowMo HailRadarCountdown HailOnTheRoofASMR HailstoneMeltTimelapse HailstormWindowCam PredictTheHailApp HailSoundMeter HailLiveStream',
    pet: 'HailDayIndoorPetPlay HailstormCuddlePup HailstormPetFort HailstormBrainGames HailKittenHideout ThunderBuddyBlanket DogReactsToHail HailTreatSearch',
  },
  hair: {
    prank:
      'FakeBangsPrank SecretlyCopyTheirHairdo HairBowOnDad HairChalkSurprise HaircutFakeout WigDoubleTake SillyHairClipsAmbush HairCurlersOnGrandpa',
    educational:
      'WhyHairCurls HowHairGrows ZoomInOnYourHair GuessTheDecadeHairdo HairMythBusters HairTypeQuiz HairStrandStrengthTest DoesHairColorFade',
    cooking:
      'HairBraidBread PonytailPretzels HairBowCookies AngelHairPastaNight TopKnotBuns CottonCandyHairdo HairNetChef SpaghettiHairFace',
    travel:
      'TinyHairKitChallenge HumidityHairTest BeachHairDontCare HairstyleFromEveryTrip VacationBraids BarberShopHop LocalHairWrapDare HairRoadTripUpdo',
    wellness:
      'HairOilRitual HairWashDaySpaAtHome ScalpMassageNight HundredBrushStrokes SilkPillowHairCare AirDryYourHair GentleHairDetangle HairBraidMeditation',
    tech: 'HairFilterVsReal AIHairColorGuess OneYearHairTimelapse AppPicksMyHaircut HairGadgetShowdown SlowMoHairFlip HairGlowUpTransition HairSelfieLighting',
    gaming:
      'PixelArtHairdo HairstyleRandomizer HairCosplayMatch GuessTheGameByHair LegendaryHairUnlock CharacterCreatorHair AvatarHairIRL HairDiceRollUpdo',
  },
  'hair dryer': {
    fitness:
      'HairDryerArmBurn SquatWhileHairDrying HairDryerWallSit BlowDryerCurls CalfRaiseBlowout HairDryerSideLunges HairDryerTricepHold HairDryerOneLegStand',
    prank:
      'HairDryerCantHearYou ComplimentOnHairDryer HairDryerGooglyEyes HairDryerRibbonStreamers BlowDryerSerenade MustacheOnTheMirror HairDryerConfettiPuff HairDryerFlowerBouquet',
    educational:
      'HowHairDryersWork HairDryerFloatingBall WattsMathOfAHairDryer IonsOrHype HairDryerTempReading HeatDamageLab HairDryerSafetyQuiz HairDryerAirflowTest',
    cooking:
      'HairDryerFrostingHack HairDryerIceCreamScoop HairDryerCakeRelease GlossyGlazeBlowout BlowDryerCrispyWings MeringueQuickDry HairDryerButterSoften HairDryerDoughRise',
    fashion:
      'AirDryVsHairDryer Get90sHairDryerVolume HairDryerDiffuserCurls BouncyBlowoutBattle HairDryerFlippedEnds HairDryerSleekPony HairDryerBeachWaves HairDryerUpdoPrep',
    wellness:
      'HairDryerFreeAirDryDay AffirmWhileHairDrying HairDryerSpaNight HairDryerSundayRitual HairDryerTowelWarmUp SelfCareBlowout HairDryerHeadMassage HairDryerBreathingBreak',
    pet: 'HairDryerTowelSnuggle FluffyDogBlowdryer HairDryerTreatTraining PuffballReveal HairDryerCalmPup ZoomiesAfterBlowout HairDryerFloofUp GentleHairDryerForDoggo',
  },
  'hair salon': {
    prank:
      'HairSalonFakeBigChop HairSalonBaldCapReveal HairSalonBangsTease HairdresserForADay WigSwitcheroo PamperAmbush PretendMulletHairSalon HairSalonRainbowClipIns',
    educational:
      'HowHairDyeWorks BarberPoleMeaning HairSalonLingoQuiz GuessTheHairSalonTool HairSalonScissorTypes HairSalonColorTheory HairSalonStrandTest CurlScienceHairSalon',
    cooking:
      'PackAHairdresserLunch CottonCandyBlowout HairSalonTeaTray HairSalonCupcakeCurls HairSalonSnackCart CurlerCookies HairSalonMacarons BraidedBreadHairSalon',
    wellness:
      'HairSalonScalpMassage WarmTowelRitual SalonDayReset HairSalonMirrorPepTalk HairSalonQuietChair HairSalonSelfCare SundayHairSalonSpa ThankYourHairdresser',
    tech: 'HairSalonVisitIn60Sec HairSalonBookingBot AIPicksMyHaircut HairSalonTransitionEdit HairSalonExitSlowMo HairSalonDryerShowdown VirtualHairSalonTryOn HairSalonChairPOV',
  },
  hairbrush: {
    prank:
      'GooglyEyeHairbrush HairbrushTinyTwinSwap SurpriseHairbrushNote HairbrushInTheFridge CombInEveryPocket MiniHairbrushForDad HairbrushTreasureHunt HairbrushPetHedgehog',
    educational:
      'BoarVsNylonHairbrush HairbrushStaticScience HowToCleanAHairbrush FirstHairbrushEver HairbrushPaddleOrRound DetangleLikeAPro HairbrushOrCombTest HairbrushBristleCount',
    cooking:
      'HairbrushMicChefShow IsItAHairbrushCake HairbrushSingAndBake HairbrushShapedCookies BraidedBreadLoaf HairbrushHedgehogBuns HairbrushCupcakes HairbrushRecipeRap',
    wellness:
      'ScalpMassageHairbrush HairbrushWindDown HairbrushAffirmations HairbrushBondingTime HundredStrokesAtNight BrushAndBreathe HairbrushForGrandma HairbrushSlowAndSteady',
    tech: 'HairbrushVsRealMic AIStylesWithAHairbrush HeatedHairbrushVsIron HairbrushSwipeEdit HairbrushStaticSlowMo HairbrushAutoTuneTest HairbrushBraidTimelapse HairbrushPhoneTutorial',
    pet: 'HairbrushFurTumbleweed HairbrushChinScratch CatVsHairbrush HairbrushLoveOrHate PetBrushingGlowUp HairbrushDeshedChallenge HairbrushBeforeAfter HairbrushKittyMassage',
  },
  haircut: {
    educational:
      'HowBarbersFade WhyHairGrowsBack HaircutFaceShapes HaircutClipperGuardQuiz HaircutMythsBusted GuessTheDecadeHaircut HaircutLingoQuiz HaircutAngleGeometry',
    travel:
      'VacationReadyHaircut HaircutWhereverILand HaircutDebutStroll PointAtAPhotoHaircut PassportPhotoHaircut DayTripForAHaircut HaircutInAnotherCountry HaircutSmallTownBarber',
    speed:
      'BeatTheBarberClock HaircutLookbookQuickfire HaircutBlowDryDash FiveStylesOneHaircut HaircutPhotoMatchRush TenMinuteFade HaircutBraidRace HaircutSweepUpSprint',
    tech: 'HaircutAIPreview HaircutFilterTest HaircutRevealSlowMo TryOnHaircutsAR HaircutThroughTheYears ClipperShowdown HaircutTimelapseCam HaircutFaceSwapDare',
  },
  halloween: {
    prank:
      'HalloweenSkeletonPoses HalloweenGooglyEyes PlasticSpiderHalloween HalloweenWitchHatOnDad PaperBatSwarm HalloweenFridgeFaces HalloweenMonsterMugs HalloweenDoorGhostNote',
    educational:
      'HalloweenFactOrMyth HalloweenCandyMath SamhainToHalloween WhyHalloweenIsOct31 HalloweenPumpkinRotTest TurnipJackOLanterns WhatDoesHalloweenMean HalloweenCustomsQuiz',
    cooking:
      'HalloweenTreatBakeOff HalloweenWitchBrew SpookyHalloweenPizza MummyHotDogs BooNanas HalloweenEyeballPops HalloweenPumpkinMuffins HalloweenGhostMeringues',
    travel:
      'HalloweenCandyRouteMap HalloweenCornMaze HalloweenHauntedWalk PumpkinPatchDayTrip HalloweenHouseHunt HalloweenBackyardCampout HalloweenGhostTour HalloweenLightsStroll',
    wellness:
      'HalloweenCozyMovieNight SlowHalloweenCarving PumpkinSpiceSelfCare HalloweenFearJournal HalloweenCandleGlow BlanketFortFrights HalloweenNatureWalk HalloweenMoonlightYoga',
    speed:
      'HalloweenMummyWrap HalloweenCostumeRace HalloweenPumpkinPaintOff BobForApplesCount QuickChangeCountdown HalloweenCandySort HalloweenBroomRelay HalloweenSpiderWebDash',
    tech: 'HalloweenMonsterVoice AIHalloweenCostume HalloweenSmartLights CatchAGhostOnHalloween HalloweenCandyStopMotion HalloweenProjectorWindow HalloweenLEDPumpkin HalloweenSpookyFilter',
    pet: 'HalloweenBooBandana BlackCatHalloween HalloweenCandyOutOfReach HalloweenQuietRoomKitty HalloweenBatToyPounce HalloweenPumpkinPup HalloweenTreatTrick HalloweenCalmPetCorner',
  },
  hallway: {
    prank:
      'HallwayBalloonWall StickyNoteHallway HallwayStreamerMaze FollowTheArrows HallwayHighFiveTunnel RedCarpetCorridor HallwayFullOfEyes HallwayComplimentTrail',
    educational:
      'HallwayMuseumTour HallwayTimelineWall PendulumInTheHallway VanishingPointHallway HallwayFactTrail CorridorEchoTest HallwayPlanetWalk HallwayMeasureInSteps',
    travel:
      'HotelHallwayTour HallwaySuitcaseParade HallwayPostcardWall HallwayPassportDoors HallOfMirrorsTrip MapYourHallway HallwayPackingLine HallwayPretendAirport',
    speed:
      'HallwayLaserMazeRace CoatHookHallwayRelay HallwayBalloonKeepUp HallwayCrabWalkDash ShoeSortShowdown BeatTheDoorbell HopscotchTheHallway HallwayShuttleRun',
    tech: 'HallwayMotionLights HallwayLEDStripBuild DigitalFrameHallway ARMeasureTheHallway HallwayTrafficTimelapse HallwayNightlightHack HallwaySlowMoEntrance HallwayPhonePanorama',
  },
  hammer: {
    dance:
      'ItsHammerTime HammerPantsShuffle HammerToolBeltStrut HammerFreezeFrame CantTouchThisDance WorkbenchBop HammerHandJive HammerBeatFootStomp',
    fitness:
      'HammerGripHold HammerCurlLadder HammerWristTwists HammerToolboxCarry HammerFistPlankTaps NailedItPushUps StopHammerTimeSquats HammerSideBends',
    funny:
      'EverythingIsANail HammerTimeStop WhereIsTheHammer DIYDadWithAHammer HammerVsFlatPack HammerPictureFrameFail ThumbVsHammerSkit OverconfidentHammering',
    prank:
      'SqueakyHammerBonk FoamHammerSwap ChocolateHammerTreat BananaForAHammer InflatableHammerAmbush ToolboxFullOfCandy HammerCardboardCutout HammerGooglyEyes',
    travel:
      'CampsiteHammerTime HardwareStoreHammerTour VintageHammerHunt HammerFixItCafeVisit HammerInTheTentPegs WatchABlacksmithHammer SayHiToAHammerhead HammerVolunteerBuildDay',
    fashion:
      'HammerLoopFitCheck HammerPantsRevival HammeredSpoonBracelet HammerReadyOveralls HammerWorkwearStyle ToolBeltChic HammerTimeGlowUp HammerFlannelLook',
    wellness:
      'MindfulHammerTaps HammerOutTheStress HammerBirdhouseBuild HammerFixOneThing HammerAThankYouSign SawdustSundayUnwind SlowHammerRhythm HammerCozyShelfProject',
    speed:
      'HammerToolboxPackRush HammerPegBoardDash ToddlerHammerToyRace HammerNailSizeSortBlitz SpeedBirdhouseBuild BeatTheMalletClock HammerFoamBalloonPop HammerToolNameSprint',
    music:
      'HammerAnvilBeat WhistleWhileYouHammer HammerWorkSong IfIHadAHammerCover CantTouchThisRemix JohnHenryBallad ToyHammerXylophone HammerPipeChimes',
    art: 'HammeredFlowerPrints HammerStringArt HammerYourNameInNails HammerTileMosaic HammerDriftwoodBoat HammerHandleMakeover HammerBottleCapCoasters HammerTinCanLantern',
    tech: 'HammerSwingSlowMo HowHardCanYouHammer HammerHitHighSpeedCam HammerWhereTheAppSays MeasureTwiceHammerOnce AITeachesMeToHammer HammerBuildInFastForward HammerStrikeDecibels',
    pet: 'HammerABedForFido HammeredPetNameplate HammerScratchingPost HammerTimeZoomies CatSupervisesDIY DogBowlStandHammerBuild HammerAKittyShelf HammerAPupRamp',
  },
  hammock: {
    dance:
      'DanceOutOfTheHammock HammockCongaLine HammockSwayAlong HammockHula BeachBreezeBounce RockAByeBop HammockSwingStep HammockLimbo',
    funny:
      'HammockSnackDropSaga HammockVsDad HammockEntryStruggle HammockBurrito GracefulHammockExit TheGreatHammockFlip HammockSelfieFlop HammockNapInterrupted',
    prank:
      'HammockRoomService SurpriseHammockSetup HammockBubbleWrapPop WhoIsInMyHammock HammockBalloonCanopy HammockStarStickers HammockPlushieSquad HammockBeachBallPile',
    educational:
      'HowHammocksBalance HammockCenterOfGravity HammockHangAngleMath HammocksAtSea KnotOrNot HammockSafeTreeCheck HammockWeightTest HammockWeavingPatterns',
    cooking:
      'OneHandHammockSnacks CampfireHammockSmores WatermelonSlushies LazyDayLemonade HammockMocktailMix HammockPicnicBasket HammockTropicalSkewers HammockFruitPopsicles',
    fashion:
      'LinenInTheHammock HammockKaftanFlow BarefootAnkletStack HammockReadyFit HammockPhotoshootLook SunhatAndHammock HammockCoverUp HammockPajamaLounge',
    music:
      'HammockUkuleleStrum SingInAHammock HammockLullaby HammockHarmony HammockBongoJam BirdsongBackingTrack SongsToHammockTo HammockWindChimes',
    tech: 'HammockTimelapseSunset HammockMovieNightSetup HammockSolarLights HammockFlipFailSlowMo HammockSkyMapStargaze WifiFreeHangout HammockSpeakerPlaylist HammockAudiobookHour',
    gaming:
      'HammockISpyChallenge HammockCardGameDuel HammockWouldYouRather HammockHandheldHour LazySundayRPG HammockBeanBagToss HammockChessMatch HammockTwentyQuestions',
  },
  hamster: {
    dance:
      'DoTheHamsterDance HamsterWheelStep HamsterShuffle WiggleLikeAHamster CheekyChoreo TinyPawsTwist HamsterHipHop HamsterZoomieGroove',
    fitness:
      'HamsterWheelCardio HamsterMileMatch RunLikeAHamster OutwalkYourHamster HamsterVsHuman CheekPuffCrunches HamsterPlaypenSquats HamsterTunnelCrawl',
    prank:
      'HamsterPlushSwap HamsterCheeksPhotobomb HamsterSqueakRingtone GooglyEyesHamsterBall MiniatureBirthdayBash HamsterDoodleFridgeNote HamsterThroneReveal HamsterFilterVideoCall',
    educational:
      'HowHamsterCheeksWork WhyHamstersRunAtNight HamsterSpeciesQuiz WildHamsterHabitat PouchCapacityMath HamsterRoamDistance HamsterWheelPhysics HamsterTeethFacts',
    cooking:
      'HamsterMiniKitchen HamsterFaceOnigiri HamsterSafeVeggieBowl MacaronHamsters TinyBurritoChallenge HamsterBreadRolls HamsterCakePops HamsterSeedTrailMix',
    fashion:
      'HamsterEnamelPin HamsterEarsHeadband DressLikeYourHamster MatchYourHamsterFit HamsterFluffyEarmuffs HamsterPrintPajamas HamsterCheekBlush HamsterFuzzySlippers',
    speed:
      'HamsterMazeTimer HamsterFactsQuickfire ClockTheHamsterWheel SpeedBuildHamsterTubes CleanCageCountdown TunnelTimeTrial HamsterTreatHuntDash HamsterSeedSortSprint',
    gaming:
      'HamsterObstacleCourse HamsterTriviaNight RetroHamsterballRun HamsterTreasureHunt TinyNinjaWarrior HamsterMazeEscape HamsterCharadesRound HamsterCardboardArena',
  },
  handwashing: {
    dance:
      'HandwashingBubbleBop HandwashingJive WashYourHandsWiggle SudsyHandwashingStep TwentySecondShuffle HandwashingScrubShake HandwashingMacarena HandwashingTwist',
    prank:
      'HandwashingToyInSoap HandwashingMirrorNote HandwashingGooglyEyes HandwashingTowelSwan HandwashingStickerAmbush SurpriseBubbleSink RubberDuckHandwashing ColorChangeHandwashing',
    educational:
      'HandwashingGlitterDemo HandwashingPepperTrick HotOrColdHandwash HandwashingPetriDish HowSoapKillsGerms WhereBacteriaHide HandwashingBreadMoldTest HandwashingMythOrFact',
    tech: 'HandwashingUVTest Handwashing20SecTimer HandwashingAICoach PhoneSaysWashYourHands HandwashingTimelapse HandwashingBubblesSlowMo WashYourHandsStreak HandwashingQRPoster',
  },
  handwriting: {
    prank:
      'MirrorScriptMystery HandwritingSwitcheroo CursiveLunchboxJoke LeftHandedLoveNote HandwritingCopycat CursiveBananaMessage HandwritingRiddleHunt HandwritingPostItTrail',
    cooking:
      'IcingCursiveCake PipedNameCookies CursivePretzelLetters HandwritingOnPancakes ChocolatePenmanship CookFromGrandmasNotes CursiveOnYourToast HandwritingSyrupScript',
    music:
      'PenTapRhythm HandwritingSheetMusic CursiveClickTrack HandwriteYourLyrics CursiveScratchASMR PenmanshipPercussion HandwritingKaraoke MetronomeHandwriting',
  },
  hanger: {
    prank:
      'HangerRainbowReorder SurpriseHangerNotes HangerGooglyFaces DollClothesOnHangers HangerChainReaction HangerUpsideDownCloset BackwardsHangerSwap HangerTagCompliments',
    educational:
      'HangerBalanceScience WhoInventedTheHanger WoodVsPlasticHangers WhyHangersLeaveBumps HowMuchCanAHangerHold TheHangerReflex HangerMaterialsQuiz HangerCenterOfGravity',
  },
  hangry: {
    prank:
      'HangryVeggieDonutBox HangryWarningSign HangrySnackAmbush HangryDeskStash SurpriseTreatDrawer HiddenCookieTrail HangryLunchboxLoveNote HangryBananaPhone',
    educational:
      'WhyWeGetHangry HangryIsReal IsHangryAWord HangryBrainChemistry HangryAt4PMScience MeetGhrelin HangryOrTired HangryInOtherLanguages',
    fashion:
      'HangryGraphicTee HangryCandyNecklace HangryToHappyFit HangryBeltBag SnackPocketJacket LunchboxPurse HangryChipClutch GetReadyWhileHangry',
    tech: 'AIFixesMyHangry HangrySnackReminder HangryDeliveryCountdown HangryAppFaceOff HangryAlarmOnMyPhone AirFryerSpeedTest HangryMemeMaker HangryCamFilter',
    gaming:
      'HangryRageQuit HangryHungerBar HangryKitchenRush HangryBossFight HangryRespawnBreak HangrySnackBingo PlayingWhileHangry HangryCardShark',
  },
  hanukkah: {
    prank:
      'HanukkahGeltHunt HanukkahGiftDecoy ChanukahDoorMakeover HanukkahSocksAgain RiggedDreidel HanukkahBalloonAvalanche HanukkahBoxInception SecretHanukkahHelper',
    educational:
      'HanukkahStoryTime HanukkahTrivia WhyHanukkahMoves HowToSpellChanukah DecodeTheDreidel HebrewAlphabetQuiz HanukkahFactCards ExplainHanukkahToMe',
    cooking:
      'HanukkahLatkeBar ChanukahDonutDecor HanukahGeltBark HanukkahBrisketNight DreidelSugarCookies SourCreamOrApplesauce HanukkahKugelBakeOff BraidAHanukkahChallah',
    travel:
      'HanukkahCityLights FindTheBiggestMenorah HanukkahMuseumVisit HanukkahMarketWalk ChanukahRoadTrip JewishDeliCrawl HanukkahBakeryHop SpotHanukkahWindows',
    fashion:
      'UglyHanukkahSweater EightNightsFitCheck HanukkahDreidelEarrings HanukkahColorBlock MenorahManicure HanukkahKippahStyle HanukkahGlitterGlam DressUpForHanukkah',
    wellness:
      'HanukkahCandleGazing EightNightsOfKindness OneThanksPerLight ChanukahGlowDown HanukkahFamilyStories HanukahUnplugged HanukkahGratitudeJar GiveBackThisHanukkah',
    speed:
      'HanukkahDreidelSpinOff HanukkahTriviaSprint HanukkahWordSearchRush HanukahGeltStack HanukkahGiftUnwrapOff DonutFillingBlitz HanukkahWrapRace BeatTheHanukkahClock',
    tech: 'HanukkahEightNightVlog PhoneDreidelHanukkah HanukkahVideoCall HanukkahLatkeRecipeScan ChanukahGlowFilter SmartBulbsGoBlue HanukkahTimelapse HanukkahStopMotion',
    pet: 'CatVsDreidel HanukkahCozyKittyNap HanukkahPuppyBandana ChanukahBoxFort HanukahSqueakyLatke EightNightsOfTreats HanukkahGiftUnwrap PupsFirstHanukkah',
    gaming:
      'HanukkahDreidelDuel HanukkahMemoryMatch HanukkahTriviaBattle HanukahHighScore HanukkahScavengerHunt GimmelGetsItAll HanukkahBingoNight PlayHanukkahCharades',
  },
  happiness: {
    dance:
      'HappinessKitchenBop JoyfulShuffle SunnySideUpStep DoYourHappyDance HappyNewsDanceBreak HappyFeetFreestyle HappinessHandJive HappinessCongaTrain',
    prank:
      'HappyFaceEggs HappyNoteAvalanche HappinessChalkPath ComplimentConfettiCard HappinessDoorstepDrop BalloonsForNoReason HappyDanceAmbush HappinessSmileyFruit',
    educational:
      'WhatMakesUsHappy DopamineVsSerotonin HappiestCountryQuiz HappinessScienceLab WhyEndorphinsFeelGood DoesSmilingBringJoy HappinessMythsTested HappyInTenLanguages',
    cooking:
      'HappinessInABowl HappyFacePancakes HappinessSprinkleToast BakeAHappyCake ComfortFoodHappiness RecipeThatSparksJoy HappinessSundaeBar HappinessSoupForFriends',
    speed:
      'HappyPhotoScavenger ComplimentDash TenHappyThingsFast JoyListSprint HappinessMemoryBlitz GratitudeInOneMinute HappinessHighFiveRun HappinessLaughRace',
    tech: 'OneSecondADayVideo AIGoodNewsFeed HappyMomentsTimelapse GraphYourHappiness LittleThingsPhotoDump HappinessVoiceMemoJar HappyLockScreen HappinessPlaylistShare',
  },
  'happy birthday': {
    fashion:
      'HappyBirthdayTiara HappyBirthdayGlowUp HappyBirthdayInSequins HappyBirthdaySash PartyHatCouture BirthdayFitCheck HappyBirthdayMatchingTees HappyBirthdayOutfitReveal',
  },
  'harry potter': {
    prank:
      'HarryPotterHowler HarryPotterOwlPost HarryPotterPlatformSign PotterheadSortingHat InvisibilityCloakPrank HarryPotterLumosSurprise HarryPotterLetterFlood HarryPotterDoorPortal',
    educational:
      'HarryPotterLatinSpells HarryPotterPotionsLab HarryPotterPlantsIRL PotterheadPopQuiz HogwartsHistoryExam WasFlamelReal HarryPotterStarNames WhoInspiredHarryPotter',
    travel:
      'PotterheadLibraryQuest PotterheadTrainRide HarryPotterCafeHunt PackLikeAPotterhead HarryPotterBookshopHop HarryPotterFeastPicnic PotterheadCastleVisit PotterheadPlatformPhoto',
    pet: 'HarryPotterPetSorting HarryPotterFishTankCastle HarryPotterHedwigTwin PotterheadDogScarf YerAWizardPup CrookshanksLookalike HarryPotterBroomPose PotterheadKittyWandDuel',
  },
  hat: {
    dance:
      'HatTipShuffle TopHatTapDance CowboyHatLineDance HatFlipCatch HatsOffHoedown PuttinOnTheRitz HatRollArmTrick HatBrimBounce',
    educational:
      'WhyChefHatsAreTall HowMillinersShapeHats GuessTheHatsCountry HatHistoryQuiz MadAsAHatterOrigin HatUVBlockTest WhatsACapButtonFor HatEtiquetteIndoors',
    wellness:
      'HatsOffToAFriend ThinkingCapJournal StrawHatSiesta SunHatSlowDown BeanieCozyWalk WearYourHappyHat HatOffUnwind HatOfAffirmations',
    tech: 'TryOnHatsByFilter BeanieHeadphoneTest HatCamView CapFlipSlowMo StopMotionHatSwap AIPicksMyHat HatBrimPhoneMount FiftyHatsInTenSeconds',
    pet: 'CapPeekabooKitten HatTossFetch CapSniffAndSeek HatTipHighFive BeanieNestNap HatTrickForTreats HatBoxHideout HatBunnyEarsTwinning',
    gaming:
      'HatTossTrickShot GuessWhoWithHats HatCatchHighScore HatDrawShowdown FishbowlHatRound RareHatDrop MusicalHats HatCharades',
  },
  'haunted house': {
    prank:
      'HauntedHouseAtHome HauntedHouseHasEyes HauntedHouseCandyTrail FriendlySheetGhost HauntedHallwayGiggles HauntedDoorbellTune HauntedHouseBatGarland HauntedHouseCobwebDoor',
    educational:
      'WhyOldHousesCreak HauntedHouseHeartRate HauntedHouseLoreQuiz AdrenalineRushLab HauntedMythBusters HauntedHouseDraftHunt SpotTheHauntedHouseStyle HauntedHouseSoundEffects',
    fashion:
      'HauntedHouseCostume CobwebLaceLook HauntedHouseFitCheck HauntedVelvetCape HauntedVictorianGlam HauntedButlerSuit HauntedHouseGhostGown HauntedHouseSkeletonTee',
    pet: 'HauntedHouseBlackCat HauntedHousePawtrait HauntedHousePetNap HauntedHouseDogPatrol HauntedHouseKittenFort HauntedTreatTrail HauntedHouseCozyBlanket HauntedHouseHamsterMaze',
  },
  hawaii: {
    dance:
      'HawaiiHulaLesson AlohaHawaiiShuffle TikiHawaiianSway HawaiiWaveArms LuauLimboLine HangLooseGroove HawaiiSurfSlide HawaiiUkuleleBop',
    fitness:
      'HulaLikeYoureInHawaii HawaiiPaddleArmCircles HawaiiSunriseYoga StretchIntoHawaiiTime SurfPopUpDrills HawaiiBeachSprints HawaiiSandSquats HawaiiCoconutCarry',
    prank:
      'SurpriseHawaiianShirtDay BackyardHawaiiLuau HawaiiLeiGreeting HawaiiOfficeMakeover TikiTakeover AlohaOnTheDoorstep HawaiiSeashellPillow HawaiiFakeTripPhotos',
    educational:
      'WhyHawaiiHasNoSnakes HawaiianWordsToKnow HawaiiIslandFormation HawaiiVolcanoInABottle HawaiiReefSafeCheck HowLavaMakesLand HawaiiHotspotScience HawaiiFlagQuiz',
    cooking:
      'HawaiianPlateLunch MakeHawaiiShaveIce HawaiiSpamMusubiRoll HawaiiPokeAtHome HawaiiMalasadaBake PineappleBoatParty HawaiiLocoMoco HawaiiHaupiaPudding',
    wellness:
      'HawaiiHammockNap HawaiiRainbowGratitude HawaiiWavesWindDown HawaiiBeachMeditation HawaiiOceanBreathing OhanaDinnerNight MauiSunsetJournal HawaiiSlowMornings',
    speed:
      'HawaiiPineappleRelay PackForHawaiiIn60 HawaiiWordsBlitz HawaiiPokeBowlBuild HawaiiFlagPuzzleTimer HawaiiShaveIceSprint HawaiiAlphabetDash HawaiiCoconutRollRace',
    tech: 'HawaiiVolcanoCam AIPlansMyHawaiiTrip HawaiiFromMyCouch HawaiiSurfReportCheck LavaFlowMap HawaiiSunsetTimelapse HawaiiStargazingApp HawaiiStreetViewWalk',
    pet: 'HawaiiPineappleChewToy HawaiiBeachDog HawaiiTikiTowelNap HawaiiHibiscusPawtrait LuauForMyCat AlohaPawPrint HawaiiUkuleleKittySong HawaiiPuppyShadeSpot',
    gaming:
      'HawaiiTriviaNight HawaiianHulaHoopOff LuauHawaiiCharades HawaiiSurfGame IslandHopBingo HawaiiWordGuess HawaiiPictionaryDuel HawaiiMapPuzzle',
  },
  headphones: {
    prank:
      'HeadphonesSurpriseSong HeadphonesCompliment HeadphonesBananaSwap BirdsongInTheirEarbuds RickrollTheHeadset SitcomLaughHeadphones HeadphonesPepTalkTrack HeadphonesSwappedPlaylist',
    educational:
      'HowHeadphonesWork NoiseCancellingDemo SafeHeadphoneVolume SpatialAudioHeadphones IsItTooLoud InsideMyHeadphones HeadphonesHearingTest HeadphonesWiredVsWireless',
    cooking:
      'HeadphoneCookies OneAlbumHeadphoneBake HeadphonesOnMealPrep HeadsetChefMode PodcastAndPasta EarbudMacarons SizzleInMyHeadphones HeadphonesRecipeByEar',
    pet: 'HeadphonesOffBunnyLullaby KittenNapsOnHeadphones HeadphonesPurrTest HeadTiltAtEarbuds CatListensToMusic DogReactsToPodcast HeadphoneHound HeadphonesFreePuppyTunes',
  },
  'heat wave': {
    fitness:
      'HeatWaveIndoorWorkout HeatWaveSwimLaps HeatWaveMallWalk DawnRideInAHeatWave CoolPoolCardio SprinklerSprints HeatWaveShadeCircuit HeatWaveSunriseYoga',
    prank:
      'HeatWavePopsicleDrop HeatWaveWaterBalloons KiddiePoolHeatWave SlushieForHeatWave HeatWaveSurpriseSprinkler HeatWaveFakeSnowDay HeatWaveFrozenTShirt HeatWaveChilledPillow',
    educational:
      'WhyHeatWavesHappen HeatWaveCityHotspots HeatWaveSafetyQuiz HowFansBeatHeatWaves CanYouFryAnEgg HeatWaveSweatScience HeatWaveMythOrFact HeatWaveThermometerLog',
    fashion:
      'HeatWaveFitCheck HeatWaveLinenLook SunHatForTheHeatWave CoolingTowelHeatWave TooHotForJeans HeatWaveCoolestOutfit HeatWaveWhiteOut HeatWaveBreezyDress',
    wellness:
      'HeatWaveWaterTally HeatWaveCoolDown IcedTeaHeatWavePause TakeItSlowInAHeatWave ChillOutLiterally ColdShowerReset HeatWaveSiesta HeatWaveFootSoak',
    tech: 'HeatWaveFanShowdown HeatWaveIceBowlCooler SolarOvenInAHeatWave HeatWaveThermalCamView HeatWaveForecastFaceOff HeatWaveShadeVsSunTest WatchItMeltHeatWave HeatWaveThermostatApp',
    gaming:
      'HeatWaveGamingMarathon HeatWaveBoardGames AirConHeatWaveCards SnowLevelsInAHeatWave WaterBalloonWars HeatWaveSprinklerTag HeatWaveSpeedrun HeatWaveIndoorCharades',
  },
  hedgehog: {
    prank:
      'HedgehogPlushSwap HedgehogOrHairbrush HedgehogCupcakeFakeOut PineconeHedgehogDecoy TinyHedgieInvasion ChestnutLookalike ToyHedgehogParade HedgehogSockPuppet',
    travel:
      'HedgehogsFirstCarRide HedgehogRescueCenter DuskHedgehogSpotting HedgehogHighwayHunt HedgehogGardenSafari HedgehogNightRamble HedgehogHedgerowHike HedgehogHabitatParkWalk',
    fashion:
      'HedgehogSpikyHair HedgehogPrintSweater CozyHedgehogSocks HedgehogHoodieEars SpikesAreInSeason HedgehogEmbroideredCap HedgehogBrooch HedgehogKnitBeanie',
    wellness:
      'CurlUpLikeAHedgehog HedgehogQuietHour HedgehogLapCuddles HedgehogBlanketBurrow SpikyOutsideSoftInside HedgieHuffBreathing HedgehogSlowMorning HedgehogGentleHandling',
    speed:
      'HedgehogTunnelDash HedgehogFactsQuickfire GottaGoFastChallenge DrawAHedgehogIn10 HedgehogAmazingMaze HedgehogPlaypenBuild HedgehogHurdles HedgehogMealwormCountdown',
    music:
      'HedgehogSnufflesASMR HedgieLullaby SongForMyHedgehog HedgehogHuffRemix HedgehogSqueakSymphony HedgehogSnortBeatbox HedgehogHumHour HedgehogPianoSerenade',
    tech: 'HedgehogTrackTunnel GardenHedgehogTrailCam HedgehogWheelTracker HedgehogLiveStream HedgehogNightVisionClip HedgehogSlowMoYawn HedgehogTimelapseNap HedgehogSnoutCloseUp',
    gaming:
      'HedgehogObstacleCourse HedgehogMazeLevels HedgehogRaceBoardGame HedgehogTreasureHunt HedgehogDrawAndGuess HedgehogPlushBowling HedgehogDiceDerby HedgehogTriviaNight',
  },
  heels: {
    fitness:
      'CalfRaisesForHeels HeelsBalanceDrill HeelsPostureWalk TiptoeHoldForHeels HeelsReadyAnkles BookOnHeadGlide HeelsOffLungeLadder HeelsToeScrunchReps',
    prank:
      'HeelsFlatsRescueKit DadWearsMyHeels GiantShoeboxHeels HeelsInTheFreezer ClickClackFakeout SurpriseStilettoCake HeelsOnTheTeddyBear HeelsSneakerSwap',
    educational:
      'HeelsPhysicsOfBalance HowHighHeelsAreMade WhyMenWoreHeelsFirst GuessTheHeelDecade NameThatHeel StilettoVsElephant HeelsFootAnatomy HeelsPostureTest',
    cooking:
      'HeelsShapedCookies HeelsCupcakeTopper StilettoHeelsCake CookingInHeels HeelsAndHighTea GlassSlipperMacarons HeelsDinnerPartyHost HeelsChocolateMolds',
    travel:
      'HeelsCityWalkTest HeelsOrFlatsForTheTrip WeddingTripHeelsHack CobblestonesInHeels HeelsInACarryOn HeelsOnePairWholeTrip HeelsDayToNightBag HeelsDinnerInTown',
    art: 'PaintAPairOfHeels HeelsDesignSketch HeelsRhinestoneBling GlassSlipperHeels ThriftedHeelsMakeover StilettoSilhouette FlowerHeelArrangement HeelsPopArtPrint',
    tech: 'AppMatchesMyHeels HeelsSlowMoStrut HeelsTransitionEdit VirtualHeelsTryOn AIDesignsMyHeels HowManyStepsInHeels HeelsPhotoLighting HeelsClickASMR',
    pet: 'PetReactsToHeels HeelsAndPawsRunway HeelsBoxKittyNap DogGuardsMyHeels HeelsShoeRackHideout HeelsOffCuddleTime HeelCommandTraining HeelsPuppyInspection',
  },
  helicopter: {
    prank:
      'PaperHelicopterRain HelicopterToyDelivery HelicopterNoiseFakeout MiniHeliMessage MapleSeedShower ConfettiChopperDrop HelicopterTeddyPilot HelicopterSnackAirlift',
    speed:
      'HelicopterFoldIn30 HeliLandingTarget HelicopterDropRace PaperHelicopterRelay LiftOffCountdown MapleSeedDash HelicopterBladeBlitz HelicopterAirtimeDuel',
    tech: 'HelicopterFlightTracker HelicopterSeedsInSlowMo HelicopterCockpitSim FlyAnRCHelicopter GuessThatHelicopterSound HelicopterToyAnimation HelicopterShutterTrick HelicopterPanoramaShot',
    pet: 'HelicopterTailWag HelicopterEarsCheck HelicopterPaperCatToy HelicopterPupPilot HelicopterPlushFetch MapleSeedPounce HelicopterBarkReaction HelicopterPuppyZoomies',
  },
  helmet: {
    dance:
      'HelmetHeadBop BuckleUpBounce HelmetRollerDisco HelmetOnDanceOff HelmetSkaterGroove ChinStrapShuffle HelmetMoonwalk HelmetRobotMoves',
    educational:
      'HelmetEggDrop HowHelmetsProtect CheckYourHelmetForCracks TwoFingerHelmetRule WatermelonHelmetTest HelmetHistoryQuiz WhatsInsideAHelmet DoesYourHelmetFit',
    travel:
      'HelmetCamTrailRide HelmetHairDontCare ScenicBikeLoop HelmetOnCityTour SkateparkHopping HelmetScooterSightseeing HelmetStickerPassport HelmetLakePathCruise',
    fashion:
      'HelmetHairFix HelmetBraidsUnder HelmetRetroGoggles HelmetMatchesMyFit DIYHelmetCover HelmetEarsAndHorns HelmetFlowerCrown HelmetStickerStyle',
    tech: 'HelmetARStickerTryOn HelmetSizingAppTest HelmetLightsAtNight HelmetCamPOV DesignYourHelmetDecal WholeRideHelmetTimelapse CardboardRobotHelmet HelmetHairSelfie',
    pet: 'HelmetPawHighFive HelmetCatInspects BikeHelmetPupStroll HelmetTreatPuzzle KittenVsHelmetStrap HamsterHelmetHideout KittyHelmetNap HelmetSelfieWithBunny',
  },
  hiccup: {
    prank:
      'RiddleAwayTheHiccups FakeHiccupRemedy SillyFaceStareDown ContagiousHiccups HiccupMirrorMessage BetYouCantHiccupAgain MimicTheirHiccups PopGoesTheHiccup',
    educational:
      'WhyWeHiccup HiccupWorldRecord HiccupCureMythbust TadpoleHiccupTheory DiaphragmDemo DoAnimalsHiccup HiccupBalloonLungModel TrialAndHiccup',
    travel:
      'RoadTripHiccupCures QuietMuseumHiccups HiccupZooDayOut HiccupInEveryLanguage HiccupsAtTheLibrary TakeoffTummyTrick HiccupsAtAltitude HiccupsOnTheTrain',
    wellness:
      'HiccupBoxBreathing SmileThroughTheHiccups HiccupMindfulSip HiccupSlowExhale CountToCalm HiccupTenSecondHold HumAwayTheHiccups HiccupSpoonOfSugar',
    tech: 'AutotuneMyHiccups AskAIToCureHiccups HiccupBeatMakerRemix RecordEveryHiccup HiccupSoundboard SlowMoHicCam HiccupGraphOnMyPhone SmartwatchVsHiccups',
  },
  'hide and seek': {
    dance:
      'PeekABooGroove HideAndSeekSneakStep HideAndSeekTiptoe HideAndSeekFreeze HideNSeekShuffle HideAndSeekMoonwalk HideAndSeekSalsa HideAndSeekCongaLine',
    educational:
      'AnimalCamouflageFacts HowOctopusesHide HideAndSeekProbability NatureHideAndSeek HideAndSeekColorBlend HideAndSeekEchoTest HideAndSeekStrategy HideAndSeekMapSkills',
    tech: 'PhoneCountsHideAndSeek WalkieTalkieHideNSeek HideAndSeekPhotoClues HideAndSeekNightVision HideAndSeekSpeakerPing HideAndSeekBluetoothHunt HideAndSeekByGPS HideAndSeekBabyMonitor',
  },
  'high school': {
    dance:
      'HighSchoolPromMoves CheerSquadCombo SeniorYearPepRally SeniorYearSlowDance HighSchoolMusicalRedo HighSchoolHallwayStrut BackToHighSchoolBop HighSchoolHomecomingHop',
    fitness:
      'HighSchoolFitnessTestRedo PresidentialPullUps HighSchoolPacerRematch BeatYourHighSchoolMile HighSchoolGymThrowback VarsityVsAdultMe OutlastHighSchoolMe HighSchoolSitUpCount',
    funny:
      'HighSchoolThenVsNow HighSchoolLockerFail SeniorYearSuperlatives TextYourHighSchoolSelf YearbookQuoteRedo TeacherCatchphrases EveryHighSchoolMovie HighSchoolCafeteriaFood',
    travel:
      'SeniorYearRoadTrip VisitYourHighSchool HighSchoolFieldTripRedo SeniorYearBeachDay CampusTourSeason GradNightAdventure HighSchoolHangoutCrawl HighSchoolBusRouteRide',
    tech: 'HighSchoolAppsThenVsNow HighSchoolGadgetTour HighSchoolPhotoDump CanAIPassHighSchool SeniorYearFutureEmail TI84GameThrowback RedoHighSchoolScience HighSchoolTypingTest',
  },
  hiking: {
    prank:
      'HikingBackpackTreats HikingPlushStowaway KindnessRocksOnTheHike TrailheadWelcomeSign SecretTrailMagic HikerCheerTunnel FakeHikingFinishLine HikingBootGooglyEyes',
    educational:
      'HikingTrailMarkerQuiz HikingLeaveNoTrace HikingRockLayers CloudTypesOnAHike NameThatTree HikingCompassSkills HikingBirdCallGuess HikingWildflowerID',
    travel:
      'HikeAHiddenTrail WhatsInMyHikingPack HikingCoastalPath SunriseRidgeHike 52HikeChallenge TenHikesNearHome HometownHikingDare HikingLakeLoop',
    fashion:
      'HikingFitCheck HikingGorpcoreLook FleeceVestHikeStyle TrailToDinnerOutfit HikingLayerUpDare HikingBootGlowUp HikerHatShowdown HikingBandanaStyling',
    speed:
      'HikingSpeedLoop HikingBootLaceDash HikingKnotTyingTimer SummitBeforeSunset HikingLitterCountdown HikingRaceTheSunrise HikerPackAttack HikingTentSetupBlitz',
  },
  hippo: {
    travel:
      'SayHelloToAHippo HippoPlushRoadTrip PygmyHippoZooTrip HippoStatueHunt HippoWaterParkDay SplashLikeAHippo HippoAquariumVisit HippoPicnicAtThePond',
    tech: 'HippoLiveCam HippoClayStopMotion HippoYawnSlowMo AIDrawsAHippo HippoGreenScreenWallow MooDengMemeMaker HippoVoiceFilter HippoEmojiKeyboard',
  },
  history: {
    prank:
      'HistoryQuizAmbush HistoryArtifactDig HistoryPortraitCameo HistoryMuseumAtHome TimeCapsuleSurprise HistoricPostcardDrop HistoryOldTimeyAccent HistoryCostumeDinner',
    music:
      'HistoryRapBattle HistoryDecadeMedley MedievalHistoryCover BardHistoryBallad HistorySongParody SeaShantyHistory HistoryOldRecordSpin HistoryKazooFanfare',
    tech: 'VirtualHistoryFieldTrip RestoreAHistoryPhoto CrackAHistoricCipher ColorizeTheOldFilm ScanYourFamilyHistory HistoryGadgetTimeline MyStreetInHistory HistoryAIInterview',
    gaming:
      'HistoryTriviaShowdown HistoryTimelineCards GuessWhoInHistory HistoryEmpireBuilder ActOutHistoryCharades HistoricHangmanDuel HistoryMapConquest HistoryHeadbandGame',
  },
  'home workout': {
    prank:
      'HomeWorkoutCheerSquad HomeWorkoutStickyReps MotivationPosterBlitz HomeWorkoutConfettiEnd HomeWorkoutFakeWeights SurpriseMedalCeremony HomeWorkoutPhotobomb HomeWorkoutGymBroVoice',
    educational:
      'HomeWorkoutFormCheck GuessTheMuscleWorked HomeWorkoutHeartRate BodyweightMythBusters HomeWorkoutAnatomy WhyBurpeesAreHard HomeWorkoutCalorieQuiz HomeWorkoutWarmUpTest',
    travel:
      'HomeWorkoutAnywhere HotelRoomGym CampsiteCircuit ParkBenchBodyweight RestStopBodyweightReps HomeWorkoutBalconyView HomeWorkoutOnVacation HomeWorkoutBeachTowel',
    speed:
      'HomeWorkoutTenMinuteBurn HomeWorkoutMaxRepsIn60 HomeWorkoutOneSongCircuit CommercialBreakBurpees BodyweightBlitz NoEquipmentSquatOff HomeWorkoutTimeTrial HomeWorkoutPlankRace',
    tech: 'ShowUsYourHomeWorkoutApp PhoneTripodFormCam SmartTVWorkout AICoachesMyHomeWorkout HomeWorkoutSmartwatchTest BodyweightRepCounter HomeWorkoutTrackerWars HomeWorkoutVideoCall',
  },
  homework: {
    prank:
      'NoHomeworkPass SmileyStampsOnHomework HomeworkGoldStarSneak HomeworkInvisibleInk PencilCaseLoveNote GooglyEyedEraser HomeworkFairyVisit HomeworkConfettiFolder',
    travel:
      'HomeworkOnTheTrain ParkBenchHomework HomeworkFieldTrip CafeHomeworkCrawl HomeworkAtTheLibrary StudyNookSafari HomeworkBackyardDesk HomeworkInTheBackseat',
    speed:
      'HomeworkBeforeDinner HomeworkMathFactsIn60 BeatTheClockHomework HomeworkFlashcardBlitz AllDoneByRecess HomeworkBagPackRace HomeworkTimesTableDash HomeworkSpellingSprint',
    tech: 'AIExplainsMyHomework HomeworkDeskSetup HomeworkCalcTricks HomeworkTimerHack HomeworkFocusMode StudyToolShowdown HomeworkTypingSpeed HomeworkTimelapse',
  },
  honey: {
    prank:
      'HoneyDoListDone HoneyImHomeFakeout HoneyPancakeWakeUp HoneyDripFakeSpill BeeCostumeDoorbell WhoStoleTheHoney HoneycombCandySurprise HoneyJarLoveNotes',
    educational:
      'HoneyNeverSpoils HowBeesMakeHoney GuessTheHoneyFlower WhyHoneyCrystallizes IsYourHoneyReal HoneycombHexagonMath HoneyTasteTestQuiz HoneyShadesDecoded',
    tech: 'HoneyDripSlowMo AskAIForHoneyRecipes HoneyMacroMagic HoneyPhoneMicroscope HoneyBeeOrNotApp HoneyHiveLiveCam HoneyViscosityRace HoneyPourTimelapse',
  },
  honeymoon: {
    fitness:
      'HoneymoonCouplesYoga HoneymoonSyncSquats HoneymoonSpouseCarry HoneyDoPushups SummitOnOurHoneymoon PartnerPlankHighFive HoneymoonPaddleBoardDuo BeachRunHoneymoon',
    prank:
      'HoneymoonSuiteSurprise HoneymoonSnackBasket HoneymoonBalloonRoom HoneymoonSendOff LoveNotesInLuggage JustMarriedSign HoneymoonPassportCovers TinCanHoneymoonCar',
    educational:
      'GuessTheHoneymoonSpot WhyItsCalledAHoneymoon HoneymoonBudgetMath HoneymoonCustomsQuiz HoneymoonJetLagFacts HoneymoonTimeZoneQuiz LearnHoneymoonPhrases MapYourHoneymoon',
    wellness:
      'HoneymoonPhoneFree HoneymoonSlowDays HoneymoonLoveLetterSwap HoneymoonAtHome NewlywedJournal SunriseTogetherRitual MiniHoneymoonMonthly StargazeHoneymoon',
    music:
      'HoneymoonSerenade HoneymoonUkuleleDuet HoneymoonBeachJam HoneymoonSoundtrack FirstDanceSongCover OurTuneKaraoke HoneymoonPlaylistSwap HumYourHoneymoonSong',
    tech: 'HoneymoonPhotoDump HoneymoonOneSecondADay HoneymoonTimelapse HoneymoonSelfieTimer AIPlansOurHoneymoon OutOfOfficeHoneymoon HoneymoonPanoramaFail HoneymoonStreetViewTour',
    gaming:
      'HoneymoonTriviaDuel HoneymoonBeachBingo HoneymoonCardRivalry HoneymoonCoOpQuest HoneymoonJigsawRace NewlywedSplitScreen LoserPlansTheHoneymoon MiniGolfHoneymoon',
  },
  hoodie: {
    fitness:
      'HoodieStairClimb HoodieJumpRope HillSprintsInAHoodie PlankInYourHoodie HoodUpHIIT HoodieStadiumSteps SweatshirtShadowbox HoodieBurpeeBlast',
    prank:
      'HoodieSwapSurprise HoodieStuffedWithBalloons HoodiePocketNote HoodieGooglyEyes WarmFromTheDryer HoodieTeddyStowaway GiantHoodieForTwo HoodieSleevesKnotted',
    educational:
      'HowHoodiesAreMade WhyHoodiesHaveStrings HoodieFabricQuiz FleeceHoodieScience FromCottonToHoodie MonksWoreItFirst HoodieCareLabelDecoded HoodieWarmthTest',
    tech: 'HoodiePocketGadgets HoodieQRCodePatch DesignAHoodieOnMyPhone VirtualHoodieTryOn WirelessUnderTheHood EarbudsThroughTheHoodie HoodieTimelapseTieDye HoodieStopMotionFold',
    pet: 'PetInMyHoodie HoodieCatHideout HoodieNapThief HoodieScentForPuppy KangarooPocketKitten HoodieLapDogCuddle HoodieWalkiesWeather HoodieBunnySnuggle',
    gaming:
      'CozyHoodieGameNight HoodieAvatarMatch HoodieRockPaperScissors HoodieLootDrop HoodieHotPotato ClutchInAHoodie HoodieColorTeams HoodieCharadesRound',
  },
  hopscotch: {
    cooking:
      'HopscotchCookieGrid HopscotchWaffleBoard NumberedSquareBrownies HopscotchSheetCake HopscotchPancakeArt HopscotchToastTiles EdibleHopscotchPizza HopscotchJelloCubes',
    travel:
      'HopscotchInEveryCity HopscotchAtLandmarks ChalkAHopscotchTrail PlaygroundHopscotchTour HopscotchPassport VacationHopscotchDare BeachSandHopscotch HopscotchParkPicnic',
  },
  horror: {
    prank:
      'DontGoInTheKitchen HorrorFontFridgeLabels HorrorNightSnackSurprise HorrorSoundtrackChores HorrorMovieNarrator ScaryFaceOnTheBanana HorrorBookCoverSwap HorrorEyeballGrapes',
    educational:
      'HorrorMoviePsychology HowHorrorSoundsAreMade ScienceOfJumpScares WhyWeLoveScaryStuff HorrorMonsterMythQuiz FrankensteinFactCheck HorrorHeartRateTest HorrorFilmLightingTricks',
    travel:
      'ScaryMovieNightOut HorrorGhostWalk ScaryBookshopCrawl ScaryCornMazeDare ScaryCampfireStories HorrorConventionDay RecreateHorrorScenes HorrorFilmLocationVisit',
    fashion:
      'HorrorMovieFitCheck ScreamQueenLook HorrorPosterLookalike HorrorVillainGlam ScaryMovieCostumeDIY HorrorSFXMakeup HorrorIconCosplay HorrorGothLayers',
    tech: 'HorrorFoleySoundDare JumpScareEditTrick GreenScreenGhost HorrorTrailerRecut OneTakeHorrorShort HorrorEffectsDIY ScaryMovieSmartLights HorrorPhoneFlashlightFX',
    pet: 'ScaredyCatCouchBuddy HorrorPuppyBodyguard HorrorCreditsDogWalk HorrorMovieLapCat HorrorNightKittyCuddle HorrorMarathonPetBlanket HorrorFlinchFaceOff HorrorBatToyFetch',
    gaming:
      'HorrorGameReaction JumpScareScoreboard HorrorFlashlightTag ScaryStoryDiceRoll HorrorWhodunitParty NoScreamHorrorRun LightsOutHorrorNight HorrorMonsterCharades',
  },
  horse: {
    dance:
      'HorseGallopGroove HorseTrotStep GangnamHorseRide GiddyupLineDance HorsingAroundHustle HobbyHorseHoedown PranceLikeAPony HorseHoofTapDance',
    prank:
      'HorseMaskPhotobomb PonyPlushSwap FakeHorseWhinny HobbyHorseDelivery CoconutClipClop HorseHoofprintTrail StickHorseWelcome HorseUnicornHornTwist',
    educational:
      'PonyOrHorseQuiz HowHorsesSleepStanding WhyHorseshoesAreLucky MeasureInHorseHands HorsepowerVsRealHorse LongInTheTooth HorseEyeBlindSpots ReadTheHorseEars',
    speed:
      'HorseshoeTossStreak HorseMarkingsMatchUp HobbyHorseSprint DrawAHorseIn30 StickHorseRelay KentuckyDerbyDash HorseBreedQuizRace HorseTackNamingBlitz',
  },
  hospital: {
    dance:
      'HospitalGetWellGroove HospitalVisitHandJive NurseShiftShimmy HospitalDischargeDance HospitalHallwayHustle TheHospitalHop HospitalBreakRoomBop HospitalScrubsSalsa',
    prank:
      'HospitalGetWellBanner HospitalCardboardFlowers NurseStationTreatDrop HospitalWindowWave HospitalRoomGlowUp ClassroomCardFlood HospitalSuperheroVisit HospitalGloveBalloonHand',
    travel:
      'HospitalBagPacking HospitalMuseumVisit HospitalCarePackage HospitalWaitingRoomKit RateTheHospitalCafe HospitalGardenEscape MyBirthHospitalSelfie HospitalLobbyArtWalk',
  },
  'hot air balloon': {
    dance:
      'HotAirBalloonSway UpUpAndAwayDance HotAirHipHop HotAirBalloonBasketBop FloatLikeABalloon HotAirBalloonLiftoff InflateHotAirBalloon HotAirBalloonSlowMoDance',
    prank:
      'HotAirBalloonSurprise SunriseWakeUpCall HotAirBalloonPopUpCard GuessWhereWereFlying HotAirBalloonBouquet HotAirBalloonBasketGift TinyHotAirBalloonNote DeskHotAirBalloon',
    fashion:
      'HotAirBalloonRideFit UpUpAndAwayOutfit HotAirBalloonLayers HotAirColorBlock HotAirStripeSweater SkyHighStyle HotAirBalloonPrintDress PatchworkHotAirBalloon',
    music:
      'UpUpAndAwaySingAlong SkyHighSerenade HotAirBalloonPopBeat HotAirBalloonLofi HotAirBalloonAcoustic HotAirHarmonies HotAirBalloonLullaby KazooHotAirBalloon',
    tech: 'WatchHotAirBalloonsLive BalloonFlightTracker HotAirBalloonStopMotion HotAirBalloonRideFromSofa HotAirBalloonPanorama HotAirTimelapse ARHotAirBalloon TinyLEDHotAirBalloon',
  },
  'hot chocolate': {
    prank:
      'HotChocolateBombNote DoorstepHotChocolate SnowDayCocoaBar WakeUpToHotChocolate MarshmallowSmileyMug SkiLodgeAtHome HotChocolateDollCup HotChocolateSurpriseTray',
    wellness:
      'HotChocolateSlowSip HotChocolateForANeighbor CozyCocoaEvening HotChocolateJournal MugHugMoment HyggeHour HotChocolateStorytime HotChocolateWindowWatch',
    speed:
      'CocoaToppingRace HotChocolateSprinkleSort HotChocolateIn60Secs FastestHotChocolateBar BeatTheMeltdown MarshmallowTowerBlitz HotChocolateWhiskOff HotChocolateKitPackRace',
    tech: 'CocoaCamPortraitMode HotChocolateBombTimelapse HotChocolateSlowMoPour AIHotChocolateRecipe FrotherShowdown HotChocolateTempCheck HotChocolateMacroSteam HotChocolatePhotoEdit',
    pet: 'HotChocolateColoredPups CuddlesAndHotChocolate PetsNamedCocoa CatOnLapHotChocolate MarshmallowBedNap HotChocolatePlushToy HotChocolateQuiltSnuggle HotChocolateSnowWalk',
  },
  'hot dog': {
    prank:
      'HotDogPlushOnTheirPillow BananaHotDogFakeout HotDogCostumeDoorbell MustardHeartHotDog RelishTheSurprise HotDogKetchupSmiley PoundCakeHotDog LunchboxHotDogNote',
    educational:
      'HotDogHistoryQuiz FrankfurterToHotDog HowHotDogsAreMade WhyBunsComeInEights FiftyStatesOfHotDogs HotDogGrillScience HotDogNamesAroundWorld HotDogLabelDetective',
    tech: 'HotDogThermometerCheck HotDogAirFryerVsGrill HotDogSlowMoSnap NotHotDogDetector HotDogSizzleCam AIDressesMyHotDog SolarHotDogCooker HotDogMacroPhoto',
    pet: 'HotDogPupPawtrait HotDogDachshundMeetup HotDogPlushFetch CatInAHotDogPillow SausageDogStrut HotDogToyTugOfWar HotDogSleepingBag HotDogKittyTunnel',
  },
  'hot potato': {
    educational:
      'HotPotatoQuizRound HotPotatoCapitalCities HotPotatoTimesTables HotPotatoVocabGame WhyPotatoesStayHot HotPotatoHistoryDates SpellingHotPotato PeriodicHotPotato',
  },
  hotel: {
    dance:
      'HotelLobbyGroove HotelElevatorBop HotelRobeShuffle LateCheckoutHotelJig DoNotDisturbDance RoomServiceRumba HotelHallwayHustle HotelMirrorTwist',
    prank:
      'HotelTowelAnimal HotelRubberDuckArmy PillowFortInTheHotel FakeConciergeWelcome RoomServiceSurprise HotelDoorHangerNote HotelMintSurpriseDrop HotelTurndownForDad',
    educational:
      'HotelLanguageCheckIn HotelStarsDecoded OldestHotelsOnEarth WhyHotelsSkipFloor13 IceHotelScience HotelHousekeepingHacks HotelTippingRulesQuiz HotelKeyCardScience',
    cooking:
      'HotelCookieCopycat HotelBreakfastAtHome HotelSnackBoard HotelMinibarMocktail HotelBuffetBrunch KettleNoodleHack FiveStarHotelToast HotelWaffleMaker',
    art: 'HotelNotepadDoodles PaintYourHotelWindow SketchTheHotelView TowelOrigamiZoo HotelSymmetryPhoto HotelStationeryComic HotelKeyCardArt HotelPostcardCollage',
    tech: 'HotelWifiSpeedTest HotelTVCastingTrick HotelLaptopDeskSetup SmartHotelTour AppPacksMyHotelBag OutletHuntHotelRoom HotelVideoCallHome HotelWindowTimelapse',
    pet: 'HotelDogCheckIn PetRatesTheHotel PuppyFirstHotelNight HotelKittenWindowSeat PawsAtTheFrontDesk CatVsHotelBed HotelRoomZoomies HotelStyleBunnyPen',
  },
  housewarming: {
    prank:
      'SurpriseHousewarming HousewarmingFakeRoommate DoorstepBreadAndSalt HousewarmingWetPaintSign WelcomeWagonAmbush HousewarmingGnome HousewarmingFlamingos HousewarmingRubberDuck',
    educational:
      'WhyBreadAndSalt HousewarmingValveHunt HousewarmingToolGuess WhereHousewarmingCameFrom HousewarmingGiftQuiz HowToFindAStud HousewarmingBreakerBox HousewarmingAlarmCheck',
    wellness:
      'HousewarmingBlessing HousewarmingPorchSunrise HousewarmingMeetANeighbor LightTheFirstCandle SlowCoffeeNewHouse UnpackSlowly HousewarmingQuietHour HousewarmingMemoryJar',
    music:
      'SingInTheEmptyRoom HousewarmingPanDrumJam HouseMusicHousewarming HousewarmingFirstSpin NewHomeKaraoke HousewarmingDuet HousewarmingAnthem BeatboxHousewarming',
    tech: 'HousewarmingInFastForward WiFiNamePuns HousewarmingPlaylistVote HousewarmingLightShow HousewarmingTechTour HousewarmingDoorbellCam HousewarmingCableTidy HousewarmingRoomScan',
    gaming:
      'HousewarmingGameNight HousewarmingPubQuiz HousewarmingCardboardMaze HousewarmingScavengerHunt HousewarmingCharades HousewarmingPictionary MusicalBoxesHousewarming HousewarmingGiftGuess',
  },
  hug: {
    prank:
      'BearHugAmbush HugInABox HugFakeoutHighFive SneakyHugSquad HugTagYoureIt GiantTeddyDoorstep HugFromAllTheToys HugMachineSign',
    educational:
      'WhyHugsFeelGood TheHugHormone HugHeartRateTest HugsAroundTheWorld WhoHugsInTheWild TwentySecondHug SpotTheHugInArt NameThatHug',
    travel:
      'HugYourTravelBuddy HugATreeOnAHike HugAtTheSummit ArrivalsHallHugs HugALandmark HugsAtTheTrailhead WelcomeHomeHugs HugGrandmaRoadTrip',
    tech: 'HugOverVideoCall TenSecondTimerHug TurnYourHugIntoAGIF HugsThroughTheYears SmartwatchHugTest SlowMoHug HugEmojiOnly HugBoomerangClip',
    pet: 'HugOnTheirTerms PuppyHugsBack WhoGivesTheBestHug PetCuddlePuddle KittenHeadbuttHug TeachAPawHug DogHugReaction HugAndTreatTime',
  },
  'hula hoop': {
    prank:
      'HulaHoopSwitcheroo TinyHulaHoopSwap HoopingFlashMob HulaHoopBubbleWrapped HulaHoopBalloonArch SurpriseHoopOff InvisibleHulaHoop HulaHoopPhotobomb',
    educational:
      'HulaHoopPhysics WhyHoopsStayUp HulaHoopSizeTest HulaHoopTrueOrFalse HoopingBurnsHowMuch GuessTheHulaHoopRecord PiWithAHulaHoop AncientHulaHoops',
  },
  'human body': {
    prank:
      'HumanBodyPuzzleSwap HumanBodyCutoutTwin HumanBodyOrganPlushies GummyHumanBodyParts SkeletonInTheCloset AnatomyFactAmbush AnatomyStickerSurprise HumanBodyGooglyEyes',
    travel:
      'HumanBodyMuseumQuest HumanBodyExhibitSelfie HumanBodyBeachSandTrace JetLagVsHumanBody HeartRateHikeHumanBody PackForYourHumanBody HumanBodyScienceCenter HumanBodyStepsAcrossTown',
    art: 'HumanBodyOrganCollage HumanBodyClayModel HumanSkeletonSketch WatercolorHumanHeart TraceYourBuddy VitruvianMe BlindContourAnatomy HumanBodyWireSculpture',
    tech: 'HumanBodyARSkeleton HumanBodyHearingAgeTest SmartwatchVsHumanBody AIAnatomyFormCoach XrayVisionFilter HeartbeatOnSpeaker HumanBodyStepGoal HumanBodyVoiceFrequency',
    pet: 'DogVsHumanStretch PetAnatomyQuiz HumanBodyPillowNap PuppyPawVsHumanHand CatVsHumanSkeleton PetHeartbeatVsHumanBody HumanBodyVsHamsterWheel HumanBodyYogaWithDoggo',
  },
  humidity: {
    fitness:
      'MuggyMorningJog SweatDripCount HumidityPoolLaps HumidHillRepeats BeatTheHumidity5AM HumidityIndoorCircuit HumidityStairClimb HumidityWaterBreakReps',
    speed:
      'HumidityIceMeltRace FrizzFixSpeedRound HumidityFogWipeDash HumidityTowelDryRace HumidityPaperFanFold SweatFirstLoses HumidityBraidBlitz FastestHumidityUpdo',
  },
  humming: {
    dance:
      'HumAndGroove EarwormShuffle HummingSlowSway HummingTapDance HummingFreestyle DanceToYourOwnHumming HummingHipHop HummingSalsaSteps',
    educational:
      'WhyHummingCalmsYou HowEarwormsStick HummingbirdWingCount HummingWithNoseHeld HummingVocalCords HummingPitchMatch HummingFrequencyLab HummingAcrossCultures',
    wellness:
      'HummingBeeBreath HummingVagusReset ToneAndRelax HumInTheShower StressMeltHumming MorningHummingRitual SleepyHummingHour HummingBathtubSoak',
    art: 'HummingSoundwaveArt WhatColorIsYourHum HummingVibrationSand HummingbirdPainting HummingDoodleDare HummingLineDrawing HummingMandalaSketch HummingBrushStrokes',
  },
  hydration: {
    dance:
      'HydrationDanceBreak HydrationStationShimmy WaterBottleBeatDrop TwistToHydrate GulpAndGroove HydrationHustle HydrationTwoStep HydrationSipAndSpin',
    educational:
      'WhyWeNeedWater HydrationFocusTest HydrationMythBusting HowBodiesStayHydrated WaterElectrolyteQuiz MostHydratingFoods HydrationSweatScience HydrationThirstSignals',
    tech: 'WaterIntakeTimelapse HydrationAppTracker WaterReminderHack FilterPitcherShowdown AIHydrationCoach SpeakerSaysDrinkWater HydrationPourSlowMo HydrationSmartBottleTest',
  },
  'ice cream': {
    funny:
      'IceCreamConeFail IceCreamBrainFreeze TheLastIceCreamScoop WhoAteMyIceCream WeHaveIceCreamAtHome IceCreamSprinkleOverload IceCreamFlavorIndecision IceCreamDripRescue',
    prank:
      'IceCreamConeCupcakes SurpriseIceCreamRun IceCreamForBreakfast IceCreamGooglyEyeBowls TruckJingleWakeUp IceCreamTubOfVeggies IceCreamSpaghettiSundae IceCreamTinyScoops',
    educational:
      'IceCreamMeltTest WhyIceCreamBrainFreeze HowSaltMakesIceCream GelatoVsIceCream WhoInventedTheCone IceCreamFactOrFlake IceCreamBlindTasting IceCreamAirBubbleScience',
    pet: 'PetSafeIceCream IceCreamShapedChewToy IceCreamTruckDogHowl CatVsIceCreamPlush BirthdayPupsicle IceCreamPupSniffTest IceCreamForFido IceCreamBananaPuppyTreat',
    gaming:
      'IceCreamShopSim IceCreamTycoonRun IceCreamFlavorCharades BuildAnIceCreamEmpire TallestConeWins GelatoGameNight IceCreamTriviaDuel IceCreamMemoryMatch',
  },
  'ice cream truck': {
    prank:
      'IceCreamTruckToyDelivery IceCreamJingleAlarm IceCreamTruckTreatsAll PopsicleDoorstepDrop IceCreamTruckRingtone IceCreamTubSurprise IceCreamTruckDoorbell IceCreamTruckFakeMenu',
    educational:
      'IceCreamTruckSaltTrick IceCreamTruckMenuMath IceCreamTruckEconomics IceCreamTruckCoinCount WhyBrainFreezeHurts WhereTheJingleCameFrom IceCreamTruckCoolingFacts IceCreamTruckRouteMap',
    fashion:
      'NeapolitanColorBlock IceCreamTruckFitCheck SprinkleStyleOutfit IceCreamPastelLook IceCreamTruckStripes IceCreamParlorUniform IceCreamTruckEarrings IceCreamTruckPaperHat',
    wellness:
      'SlowConeMoment FirstScoopSavor IceCreamTruckKindness IceCreamTruckNostalgia MindfulIceCream IceCreamTruckSunset IceCreamTruckPorchPause IceCreamTruckTreatAFriend',
    speed:
      'PopsicleBeforeItDrips SprinkleSortSprint IceCreamMeltRace IceCreamTruckOrderDash IceCreamTruckScoopTimer CountCoinsForIceCream IceCreamTruckFlavorRush IceCreamTruckMenuBlitz',
    tech: 'IceCreamTruckTracker IceCreamTruckJingleRemix IceCreamTruckSlowMoDrip IceCreamTruckQueueCam IceCreamMakerShowdown IceCreamTruckPhotoFilter IceCreamTruckStreetView IceCreamTruckTimelapse',
    pet: 'IceCreamJingleHowl IceCreamTruckWindowWag IceCreamConePlushFetch IceCreamPetPhotoshoot SprinkleBandanaPup TruckMusicZoomies IceCreamTruckDogTreats IceCreamTruckKittyWatch',
    gaming:
      'IceCreamTruckTycoon ScoopStackTower IceCreamKartRace IceCreamTruckOrderMemory IceCreamSundaeBuilder IceCreamTruckDriverSim IceCreamTruckBingo IceCreamTruckFlavorGuess',
  },
  'ice cube tray': {
    prank:
      'IceCubeTrayGooglyEyes FlowerIceCubeSurprise LemonadeCubeUpgrade IceCubeTrayGummyEyeballs IceCubeTreasureDig ColorChangeCubes IceCubeTrayEmptyAgain IceCubeTrayFruitHearts',
    educational:
      'IceCubeTrayMeltTest IceCubeTraySaltLift WhyCubesTurnCloudy IceCubeTrayFloatOrSink HotVsColdIceCube ClearIceCubeHack IceCubeTrayFreezingPoint IceCubeTrayVolumeMath',
    tech: 'IceCubeTrayTimelapse WhichIceTrayFreezesFirst IceCubeTrayReverseVideo IceCubeMeltSlowMo IceCubeTrayStopMotion IceTrayMacroMagic IceCubeTrayPhoneStand IceCubeTrayCableSorter',
  },
  'ice skating': {
    dance:
      'IceSkatingWaltz RinkConga IceSkatingSpiralPose IceSkatingMoonwalk FigureSkatingFreestyle IceSkatingTwirlOff SpinLikeAnIceSkater IceSkatingMirrorPairs',
    prank:
      'IceSkatingSurpriseDate PretendYouCantIceSkate IceSkatingPenguinCameo GlitterLaceSwap RinksideCocoaDelivery FigureSkatingScores UndercoverIceSkater IceSkatingFlashMob',
    educational:
      'WhyIceIsSlippery IceSkatingSpinScience HowZamboniWorks NameThatIceSkatingJump FigureSkatingScores101 IceSkateEdgeCloseUp IceSkatingFrictionTest IceSkatingPhysicsQuiz',
    fashion:
      'FigureSkaterSparkle IceSkatingCozyFit SkateDressLook IceSkatingEarmuffEra IceSkatingTutuTryOn IceSkatingOOTD IceSkatingScarf3Ways IceSkatingMittenMatch',
    speed:
      'IceSkatingMovesQuickfire ConeWeaveDash IceSkatingLaceUpTimer FastestIceSkatingLap IceSkatingSpinOff IceSkatingGearUpRush RaceMeOnIceSkates IceSkatingRelayTeams',
    pet: 'IceSkatingPlushPal IceSkatingDogSweater IceSkatingCatReacts IceSkatingPetCheer IceSkatingBunnyHop IceSkatingPupMascot KittyJudgesIceSkating IceSkatingPuppyWatchParty',
  },
  'iced coffee': {
    prank:
      'SurpriseIcedCoffeeRun IcedCoffeeJellyFakeout IcedCoffeeStickyNote IcedCoffeeCupDoodle IcedCoffeeHeartIce IcedCoffeeFakeSpill IcedCoffeeWakeUpCall TinyIcedCoffee',
    educational:
      'ColdBrewVsIcedCoffee IcedCoffeeFlashChill WhyIcedCoffeeSweats IcedCoffeeMeltMath IcedCoffeeSugarDissolve JapaneseIcedCoffeeLab IcedCoffeeCaffeineQuiz IcedCoffeeLayerScience',
    wellness:
      'IcedCoffeeJournaling HalfCaffBalance IcedCoffeeSunsetBench SipSlowIcedCoffee IcedCoffeeAndChill IcedCoffeeReadingHour PorchSwingIcedCoffee IcedCoffeeForACoworker',
    tech: 'ColdBrewMakerTest IceCubeTrayShowdown DesignYourIcedCoffeeCup IcedCoffeeAppBaristaDare AIInventsMyIcedCoffee IcedCoffeeSlowMoCam IcedCoffeeStopMotion IcedCoffeeTimelapse',
    pet: 'IcedCoffeeDogPark IcedCoffeeAndWalkies PetIceCubeTreat IcedCoffeeAndCatNaps IcedCoffeeKittenCuddles PupWatchesMeSip IcedCoffeePatioPals IcedCoffeeGardenBunny',
    gaming:
      'IcedCoffeeRaidFuel BaristaRhythmGame CafeSimIcedCoffee OneIcedCoffeePerRun IcedCoffeeTriviaNight IcedCoffeeChessClub IcedCoffeePowerUp IcedCoffeeCoOpQuest',
  },
  icicle: {
    prank:
      'FakeIciclesEverywhere IcicleLightsSurprise IcicleSnowflakeConfetti IcicleBeardPhotobomb IcicleWindowStickers SnowmanOnTheDoorstep PaperIcicleDoorway IcicleMustache',
    speed:
      'IcicleDripDerby IcicleCountDash IcicleHuntIn60 ColdSnapCountdown WindshieldScrapeOff IcicleMeltRace IcicleSpotSprint IciclePhotoBlitz',
    tech: 'IcicleTimelapse IcicleSlowMoDrip IcicleForecastGuess IcicleStopMotion IcicleMeltInReverse IcicleGrowthTracker IcicleMacroLens ARIcicleFilter',
  },
  insect: {
    tech: 'InsectMacroPhotos BugCamTimelapse AntFarmLiveStream AIGuessThisInsect InsectSlowMoWings BugIDAppShowdown InsectSoundRecording BugsEyeViewVideo',
    pet: 'CatVsButterfly StickInsectHandWalk KittenChasesFirefly BugOnTheWindowKitty InsectPrintBunnyBlanket MyPetInsectTour InsectSafariWithRover InsectPuppyMeetsCricket',
  },
  insomnia: {
    prank:
      'SheepPlushSurprise InsomniaBedMakeover InsomniaPillowMint SleeplessLullabyAmbush SecretSleepFairy InsomniaTeaDelivery GlowStarsInsomnia NightlightInsomnia',
    cooking:
      'WarmMoonMilk KiwiBeforeBedTest InsomniaChamomileTea CantSleepHoneyToast InsomniaBananaOats InsomniaSnackSwap TartCherryInsomnia WalnutInsomniaBites',
    travel:
      'InsomniaJetLagFix QuietCabinEscape InsomniaNightTrain InsomniaTravelPillowTest InsomniaUnderTheStars InsomniaSunriseBeachWalk RedEyeInsomnia HotelInsomniaKit',
    speed:
      'SheepCountingRace PhoneAwayCountdown InsomniaBrainDumpIn5 InsomniaFastBedReset InsomniaLightsOut InsomniaWindDownBlitz MilitarySleepInsomnia CantSleepSpeedTidy',
    tech: 'InsomniaSmartwatchScore PodcastsForInsomnia InsomniaBlueLightOff InsomniaSunriseAlarm InsomniaGadgetTest AIBedtimeStory WhiteNoiseAppInsomnia GrayscaleInsomnia',
    gaming:
      'InsomniaTetrisZone InsomniaSolitaire InsomniaCozyGames CantSleepWordSearch JustOneMoreLevel InsomniaPuzzleWindDown SudokuInsomnia CrosswordInsomnia',
  },
  internet: {
    cooking:
      'InternetFamousCookies InternetCloudBread InternetFoodHackTest InternetBakeOff ViralRecipeTryout InternetFetaPastaRedo NanaVsTheInternet InternetCakeTrend',
    travel:
      'InternetFreeTrip WebOffPicnicDay InternetFamousSpots InternetBreakBookshop WifiOffWeekend OfflineMapsOnly NoInternetCampout InternetLibraryHop',
  },
  ironing: {
    dance:
      'IroningBoardShuffle IroningDoneVictoryJig CreaseLineStrut PressPlayIroning SteamPuffShimmy IroningGlideDance IroningBreakBoogie IroningWaltzWithShirt',
    fitness:
      'IroningCalfRaises IroningPostureStretch WallSitAfterIroning IroningPressUps LaundryBasketSquats CreaseAndCrunch PumpingIroning IroningBreakArmCircles',
    educational:
      'WhySteamKillsWrinkles CareLabelIroningQuiz IroningCreaseChemistry CottonVsSilkIroning IroningInOldenDays IroningHeatSettings IroningFiberFacts IroningPressureTest',
    cooking:
      'IroningLaundryLunch IroningBoardBuffet WaffleIronHashBrowns IroningMuffinReward FlatAsAPancake IroningDayTeaBreak IroningSundayRoastPrep IroningAfternoonScones',
    wellness:
      'MindfulIroning IroningPodcastHour FreshLinenRitual IroningOutWorries IroningSundayReset IroningLavenderSpray IroningAffirmations IroningAudiobookCalm',
    speed:
      'BeatTheIroningPile IroningHangerSortSprint IroningSockMatchDash IroningLabelQuickfire IroningButtonUpRace IroningLaundryBasketRelay IroningTowelRollRush IroningFoldingBlitz',
    tech: 'IroningPileTimelapse IroningSteamInSlowMo IroningOutfitTransition SteamerVsIron AutoShutoffTest IroningGadgetFaceOff IroningGlowUpBeforeAfter IroningSmartPlugTimer',
    pet: 'CatNapAfterIroning IroningBandanaPose IroningPuppyBowTie PetFreeIroningZone CrispCollarPup WarmLaundryKitten IroningDayBunnyPlaytime IroningDogWaitsOnBed',
    gaming:
      'IroningPileBossFight IroningBetweenLevels IroningBoardCardTable PressStartIroning IroningSideQuest IroningChoreBingo IroningTriviaBreak IroningCharadesNight',
  },
  island: {
    wellness:
      'IslandPalmShadeJournal IslandOceanBreathing IslandDigitalDetox DesertIslandDaydream NoManIsAnIsland HammockHour IslandSunriseStretch IslandSeashellGratitude',
    speed:
      'IslandSandcastleRace IslandSunscreenDash CoconutIslandRelay HowLowIslandLimbo IslandTriviaQuickfire SeashellSprint IslandSurvivalKitPack IslandShellSortBlitz',
    music:
      'IslandUkuleleJam IslandBucketDrumBeat IslandReggaeCover DesertIslandSongs SingLikeMoana CoconutShellBongos IslandSeaShanty IslandSteelPanSolo',
    gaming:
      'IslandCastawayCharades IslandSurvivalRun IslandHopperCampaign ShipwreckIslandEscape FiveStarIslandRating IslandTreasureHunt IslandWouldYouRather DesertIslandDraft',
  },
  italy: {
    fitness:
      'ItalyStairClimbDare ItalyPastaPotCurls ItalySquatsToOpera WalkLikeAnItalian ItalyDiscoHIIT ItalyBikeRideSunday ItalyHillTownSprints ItalyGelatoEarnedLunges',
    prank:
      'ItalyOperaWakeUp ItalyTiramisuSurprise TurnHomeIntoItaly ItalyEspressoInBed GelatoDoorstepDrop PizzaPartyAmbush FakeItalyPostcard ItalyFlagBalloonHallway',
    educational:
      'WhyItalysTowerLeans LearnItalianWords ItalyPastaShapesQuiz ItalyRegionsMap RomeInAMinute BootShapedFacts ItalyDialectGuess MadeInItalyOrNot',
    wellness:
      'ItalyDolceFarNiente LongItalianLunch ItalyPasseggiataWalk ItalyPiazzaSlowDay TuscanSunsetPause ItalyAfternoonRiposo ItalyBalconyCoffee ItalyGardenBreakfast',
    tech: 'ItalianTranslateTest WalkItalyOnStreetView OfflineMapsForItaly ItalyTrainAppHack MokaPotVsMachine ItalyDreamTripPlanner ItalyPhrasesOnMyPhone ItalyVirtualMuseumVisit',
    pet: 'ItalyGardenDogStroll ItalyPiazzaCats ParrotSaysGrazieItaly PetReactsToItalianOpera CiaoBellaPup RomanHolidayKitty NicknameFromItaly ItalyPuppyPastaPlush',
    gaming:
      'ItalyScopaRound ItalianWordOrPasta GuessTheCityInItaly ItalyTriviaNight ItalyHandGestureCharades BocceBallShowdown ItalyLandmarkMemory ItalyPizzaBuilderRace',
  },
  'jack in the box': {
    educational:
      'HowJackInTheBoxWorks JackInTheBoxSpringTest JackInTheBoxMusicComb BuildAJackInTheBox WeaselSongDecoded PotentialEnergyPop HookesLawJackInTheBox JackInTheBoxTeardown',
    travel:
      'JackInTheBoxToyShop JackInTheBoxFleaFind JackInTheBoxAtticDig AntiqueJackInTheBox PopUpPicnicJackInTheBox JackInTheBoxThriftHop JackInTheBoxSouvenir JackInTheBoxMuseumHunt',
    tech: 'JackInTheBoxInReverse JackInTheBoxSlowMo JackInTheBoxStopMotion JackInTheBoxAlarmClock JackInTheBoxWindUpCam JackInTheBoxVideoCall JackInTheBoxDoorbell JackInTheBoxReactionGIF',
    pet: 'CatJackInTheBox JackInTheBoxNapSpot JackInTheBoxTreats JackInTheBoxKitten PopGoesThePuppy BoxPeekabooPet JackInTheBoxHeadTilt JackInTheBoxPounce',
  },
};
