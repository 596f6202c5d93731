import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  accountant: {
    dance:
      'DanceLikeAnAccountant AccountantDeskGroove AccountantTaxDayJig TheAccountantWiggle AccountantVictoryStrut BalanceSheetBoogie',
    fitness:
      'AccountantBinderCurls AccountantChairWorkout 10KStepAccountant StandingDeskAccountant AccountantPostureCheck BalanceSheetPlank',
    prank:
      'AccountantGooglyEyes StickyNoteAccountant AccountantConfettiFile BubbleWrapAccountant AccountantDeskMakeover AccountantSnackAmbush',
    educational:
      'BudgetLikeAnAccountant MentalMathVsAccountant AccountantJargonQuiz AccountantMythOrFact DayInTheLifeAccountant KidAsksAnAccountant',
    cooking:
      'CookLikeAnAccountant AccountantSheetCake AccountantDeskLunch CheapEatsAccountant AccountantCoffeeRatio SnacksForAccountants',
    travel:
      'TravelLikeAnAccountant AccountantBudgetTrip AccountantPackingList AccountantCurrencyMath TaxSeasonEscape AccountantMileageLog',
    fashion:
      'AccountantFitCheck DressLikeAnAccountant CasualFridayAccountant AccountantOOTDWeek AccountantGlowUp AccountantDeskToDinner',
    wellness:
      'AccountantSelfCareDay AccountantWindDown AccountantCalmMinute AccountantThankfulList LogOffAccountant TaxSeasonSleepReset',
    speed:
      'BeatTheAccountant AccountantReceiptSort AccountantTypingRace 60SecondAccountant AccountantSumSprint AccountantFileRelay',
    music:
      'AccountantKeypadBeat LoveSongForAccountants AccountantJingle TheAccountantBlues AccountantKaraokeNight PayrollPowerBallad',
    art: 'AccountantPixelArt AccountantDeskDoodle AccountantCoinPortrait AccountantPostItMosaic GraphPaperAccountant TaxFormOrigami',
    tech: 'AccountantVsAI AccountantAppTest AccountantDeskSetup ExcelLikeAnAccountant CodeAnAccountantBot AccountantShortcutQuiz',
    pet: 'MyCatIsMyAccountant AccountantPetBudget AccountantOfficePup AccountantTreatLedger PurrfectBalanceSheet AccountantWalkBreak',
    gaming:
      'AccountantTycoonRun AccountantIsTheBanker TheAccountantBossFight AccountantGameNight AccountantScoreKeeper TaxSeasonHardMode',
  },
  'air horn': {
    dance:
      'AirHornDropDance FreezeOnTheAirHorn AirHornHypeStep OneMoveEveryAirHorn AirHornArmPump AirHornBounce',
    fitness:
      'AirHornBurpees SprintOnTheAirHorn AirHornPlankHold AirHornSquatDrop TenPushupsPerAirHorn AirHornFinishLine',
    prank:
      'KazooAirHornSwap SilentAirHornGag AirHornBdaySurprise AirHornPhotobomb KeychainAirHorn ConfettiAirHornPop',
    educational:
      'HowAnAirHornWorks AirHornDecibelTest DopplerAirHornDemo AirHornOrFoghorn AirHornSoundWaves WhyAirHornsAreLoud',
    cooking:
      'AirHornPerfectFlip AirHornTasteTest FirstBiteAirHorn BakeOffAirHorn AirHornPizzaReveal AirHornChefsKiss',
    travel:
      'AirHornStateLine AirHornBoatDay AirHornTailgate AirHornPackingWin WelcomeHomeAirHorn PassportStampAirHorn',
    fashion:
      'AirHornFitReveal AirHornTransition AirHornRunwayWalk BestDressedAirHorn GlowUpAirHorn AirHornShoeDrop',
    wellness:
      'AirHornSmallWins AirHornHabitStreak AirHornBedMade AirHornWaterGoal HypeAFriendAirHorn GiveYourselfAnAirHorn',
    speed:
      'AirHornStartRace BeatTheAirHorn AirHornReflexTest AirHornRelay CleanBeforeTheAirHorn AirHornFinalLap',
    music:
      'AirHornBeatDrop AirHornRemix AirHornHappyBirthday AddAnAirHornToIt AirHornDJSet HonkTheChorus',
    art: 'AirHornSoundDoodle AirHornPopArt AirHornComicPanel AirHornCanMakeover StopMotionAirHorn PaintUntilTheAirHorn',
    tech: 'AirHornAppTest AirHornSoundboard CodeAnAirHornButton AirHornVoiceCommand AirHornInboxZero 3DPrintedAirHorn',
    pet: 'AirHornTrickEdit ZoomiesAirHornCut PawHighFiveAirHorn AirHornCatchReplay AirHornBestBoyAward SoundEffectPetWins',
    gaming:
      'AirHornClutchPlay AirHornMontage AirHornGameNight AirHornBossDown HighScoreAirHorn BingoWinAirHorn',
  },
  'cereal box': {
    dance:
      'ShakeTheCerealBox CerealBoxMascotDance CerealBoxRobotMoves CerealBoxStomp MorningCerealBoxGroove PassTheCerealBox',
    fitness:
      'CerealBoxConeDrill CerealBoxHurdles BalanceTheCerealBox CerealBoxPlankPass CerealBoxShelfSquats MorningCerealBoxCurls',
    funny:
      'CerealMascotImpression CerealBoxVsReality CerealBoxOpenedWrong CerealBoxDramaReading DigForTheCerealPrize IfCerealBoxesTalked',
    prank:
      'CerealBoxSwap NoteInTheCerealBox EmptyCerealBoxPrank CerealBoxGiftWrap GooglyEyeCerealBox YourFaceOnACerealBox',
    educational:
      'CerealBoxLabelQuiz CerealBoxVolumeMath CerealIronMagnetTest CerealBoxPinholeCamera BookReportCerealBox HowCerealBoxesAreMade',
    cooking:
      'CerealBoxBackRecipe LastOfTheCerealBox CerealBoxCrispyTreats CerealBoxCake MixThreeCerealBoxes CerealBoxParfait',
    travel:
      'CerealBoxesAbroad HotelMiniCerealBox CerealBoxPostcard MakeACerealBoxPassport CerealBoxTravelJournal CerealBoxRoadTripMap',
    fashion:
      'OutfitMatchesCerealBox CerealBoxCrown CerealBoxRunway MakeCerealBoxEarrings CerealMascotCosplay DressLikeACerealBox',
    wellness:
      'CerealBoxVisionBoard CerealBoxJournal AffirmationCerealBox CerealBoxDeskOrganizer CerealBoxSelfCareKit MindfulCerealMorning',
    speed:
      'CerealBoxRelay FlattenTheCerealBox CerealBoxDominoes CerealBoxTowerIn60 CerealPourSprint FastestCerealBoxPuzzle',
    music:
      'CerealBoxDrum RubberBandCerealBox CerealBoxShaker CerealBoxJingle SingTheCerealBox CerealMascotAnthem',
    tech: 'CerealBoxPhoneStand CerealBoxVRHeadset CerealBoxArcade ScanTheCerealBox CerealBoxSpeakerAmp CodeACerealMascot',
    pet: 'CerealBoxPetFort CerealBoxTreatPuzzle CatVsCerealBox ShredTheCerealBox CerealBoxTunnel HamsterCerealBoxMaze',
    gaming:
      'CerealBoxBoardGame CerealBoxPinball CerealBoxToss CerealBoxDungeon TriviaOnTheCerealBox MyCerealBoxController',
  },
  newspaper: {
    dance:
      'NewspaperDanceOff NewspaperShuffle NewspaperSkirtSpin NewspaperCheerPoms FreezeOnTheNewspaper MorningNewspaperStrut',
    fitness:
      'NewspaperGripCrumple NewspaperSlideLunges NewspaperSnowballFight NewspaperHurdleHops SquatPerNewspaperPage RolledNewspaperStretch',
    funny:
      'NewspaperDadImpression NewspaperFoldFail MyLifeAsANewspaper ReenactANewspaperComic NewspaperWindFight NewspaperHoroscopeSkit',
    prank:
      'SpyThroughTheNewspaper YouMadeTheNewspaper NewspaperWrappedDoor NewspaperPeekaboo NewspaperBodyDouble NewspaperCrosswordSwap',
    educational:
      'NewspaperBridgeTest HowANewspaperIsMade NewspaperFactCheck BirthdayNewspaperHunt FoldANewspaper8Times NewspaperHeadlineQuiz',
    cooking:
      'NewspaperCrabBoil CookANewspaperRecipe NewspaperFishAndChips NewspaperFrontPageCake SundayNewspaperBrunch RetroNewspaperBakeOff',
    travel:
      'NewspaperFromEveryCity ForeignNewspaperGuess ReadALocalNewspaper NewspaperStandHunt NewspaperTripScrapbook NewspaperSouvenirWrap',
    fashion:
      'MakeANewspaperDress NewspaperPrintOutfit NewspaperRunwayWalk NewspaperBowTie OneNewspaperLook NewspaperHeadlineTee',
    wellness:
      'SlowNewspaperMorning NewspaperNotNewsfeed NewspaperCrosswordCalm NewspaperGratitudePage NewspaperPlantPots TearUpTheNewspaper',
    speed:
      'NewspaperHatSpeedFold NewspaperCrosswordRace NewspaperTowerIn60 FastestNewspaperBoat NewspaperDeliveryDash LongestNewspaperStrip',
    music:
      'NewspaperRustleBeat RolledNewspaperDrums SingTheNewspaper NewspaperHeadlineRap NewspaperTrumpet NewspaperTearRhythm',
    tech: 'NewspaperVsNewsApp MovingNewspaperPhoto AINewspaperHeadline DigitizeOldNewspaper DesignANewspaperPage NewspaperPhoneStand',
    pet: 'FetchTheNewspaper CatOnTheNewspaper CrumpledNewspaperToy NewspaperTreatHunt PetReadsTheNewspaper NewspaperHamsterNest',
    gaming:
      'NewspaperCrosswordDuel SundayNewspaperSudoku NewspaperScavengerHunt NewspaperBoardGame NewspaperTriviaNight CrumpledNewspaperHoops',
  },
  receipt: {
    dance:
      'ReceiptRibbonDance ReceiptPrinterBop ReceiptLimbo UnderBudgetReceiptJig CheckoutBeepReceiptHop ReceiptChainConga',
    fitness:
      'ReceiptJumpRope WalkOffTheReceipt OneRepPerReceiptItem ReceiptFarmerCarry ReceiptBurpeeBill CheckoutLineCalfRaises',
    prank:
      'FakeLongReceipt ReceiptLoveNote ComplimentReceipt ReceiptForAHug WalletFullOfReceipts ReceiptFromTheFuture',
    educational:
      'WhyReceiptsFade ReceiptErrorHunt TipMathOnAReceipt ReceiptBudgetTracker HowReceiptPrintersWork ReceiptPriceThenVsNow',
    cooking:
      'OnlyWhatsOnTheReceipt TenDollarReceiptDinner GuessTheRecipeReceipt ReceiptSwapCookOff OneReceiptThreeMeals SnackReceiptReview',
    travel:
      'TripInReceipts ReceiptScrapbook ForeignReceiptGuess ReceiptBudgetGetaway AirportReceiptShock VacationReceiptTally',
    fashion:
      'ThriftReceiptFit GuessTheOutfitReceipt KeepOrReturnReceipt CostPerWearReceipt DupeVsDesignerReceipt ReceiptTryOnHaul',
    wellness:
      'NoReceiptWeek GratitudeReceipt ReceiptDeclutter MindfulReceiptReview KindnessReceipt ReceiptOfTinyWins',
    speed:
      'FastestReceiptTotal ReceiptFoldRace ReceiptScavengerDash ReceiptGroceryPutAway ReceiptMemoryTest SplitTheReceiptIn30',
    music:
      'SingYourReceipt ReceiptPrinterBeat LyricsOnAReceipt ReceiptJingle ReceiptRustleLoop ScannerBeepRemix',
    art: 'ReceiptDoodle ReceiptCollage ReceiptComicStrip ReceiptOrigami ScratchArtReceipt LongReceiptMural',
    tech: 'ReceiptScannerApp ThermalReceiptCamera AIReadsMyReceipt DigitalReceiptsOnly AutoSortReceipts ToDoListReceipts',
    pet: 'MonthlyPetReceipt CatVsLongReceipt DogAuditsTheReceipt PuppyBirthdayReceipt NewKittenReceipt ReceiptVsToyPile',
    gaming:
      'ReceiptBingo ClosestToTheReceipt ReceiptItemCharades PlayShopWithReceipts ReceiptWordScramble ReceiptTriviaRound',
  },
  'shopping cart': {
    dance:
      'TheShoppingCartMove CartPushTwoStep ShoppingCartToTheBeat CartAndSprinklerCombo DadDanceShoppingCart ShoppingCartFreeze',
    fitness:
      'CartToCarOneTrip ShoppingCartStepCount CartReturnSprint CartPushSledDrill UnloadTheCartSquats WaterCaseCartLift',
    prank:
      'SneakItInTheCart CartFullOfBalloons GooglyEyeShoppingCart CartOfTheirFavorites WrongShoppingCart TinyShoppingCartGift',
    educational:
      'ShoppingCartTheory WhyCartWheelsWobble ShoppingCartMath HowShoppingCartsLock WhoInventedTheCart UnitPriceCartQuiz',
    cooking:
      'CookWhatsInTheCart 20DollarShoppingCart SwapCartsDinnerDuel RainbowShoppingCart OneAisleShoppingCart CartToTableIn30',
    travel:
      'SupermarketAbroadCart RoadTripShoppingCart GuessTheCountryCart CampingShoppingCart VacationGroceryCart LocalSnackCartHaul',
    fashion:
      'ShoppingCartRunway ShoppingCartFitCheck MatchYourShoppingCart OverdressedCartRun FromCartToCloset OnlineCartTryOn',
    wellness:
      'NoImpulseCart EmptyTheOnlineCart HealthyCartSwap ReturnACartForSomeone ShoppingCart24HourRule ColorfulProduceCart',
    speed:
      'ListToCartDash CartReturnRelay FastestCartUnload BagTheCartIn60 ShoppingCartSpeedrun SelfCheckoutCartRace',
    music:
      'ShoppingCartSqueakBeat SingYourShoppingCart CartRattleDrumLine ShoppingCartMusicVideo GroceryCartJingle ShoppingCartKaraoke',
    art: 'DrawYourShoppingCart ShoppingCartStillLife MiniShoppingCartCraft ShoppingCartCollage ShoppingCartStopMotion CartOfColorsPhoto',
    tech: 'OnlineCartPriceTracker ShoppingCartAppRace RobotShoppingCart AIFillsMyCart ScanAndGoCart CodeAShoppingCart',
    pet: 'PetSupplyCartHaul DogPicksFromTheCart CatInAToyShoppingCart BirthdayCartForMyPup BunnyVeggieCart KittenStarterCart',
    gaming:
      'PantrySweepCart CartPriceGuessDuel ShoppingCartBingo ShoppingCartBoardGame ShoppingCartPointsRun ScavengerHuntCart',
  },
  clothespin: {
    dance:
      'ClothespinTagDanceOff ClothespinBeatClip ClothespinLaundryJig ClothespinMarionette TinyClothespinBallet MusicalClothespins',
    fitness:
      'ClothespinGripTest TwentyClothespinSquats ClothespinPlankClip LungeRelayClothespins ClothespinTagCardio ClothespinToePickup',
    funny:
      'ClothespinTasteTest GossipingClothespins ClothespinPOV ClothespinMystery ClothespinGatorChomp MustacheOnAClothespin',
    prank:
      'SneakyClothespinClip ClothespinEverything GooglyEyeClothespins ClothespinSockChain ClothespinNoteTrail BirthdayClothespinLine',
    educational:
      'HowAClothespinWorks ClothespinCatapult ClothespinMathClip ClothespinHistoryQuiz ClothespinBridgeTest SortByColorClothespins',
    cooking:
      'ClothespinCookies ClothespinRecipeLine ClothespinHerbBundles ClothespinButterflyBag PastaDryingClothespins TacoStandClothespins',
    travel:
      'HotelClothespinLaundry ClothespinPostcardLine ClothespinPackingHack ClothespinBeachTowel CampsiteClothespins CarSnackClothespins',
    fashion:
      'ClothespinEarrings ClothespinFitHack ClothespinHairDo BroochFromAClothespin ClothespinLookbookLine BeadedClothespinCharm',
    wellness:
      'GratitudeClothespins ClothespinWorryJar ClothespinLineDrying ClothespinKindnessClip ClothespinHabitTracker AffirmationClothespins',
    speed:
      'ClothespinLaundryDash OneHandClothespinClip ClothespinTowerIn60 PassTheClothespinRelay ClothespinColorSort ClothespinBottleDrop',
    music:
      'ClothespinCastanets ClothespinClickBeat ClothespinGuitarCapo ClothespinLaundrySong SheetMusicClothespins WindChimeClothespins',
    tech: 'CableTidyClothespins ClothespinPhoneStand ClothespinDoorAlarm ClothespinWebcamCover ClothespinRobotArm SolarLightClothespins',
    pet: 'PuppyPicClothespinLine CatVsClothespin ClothespinPetPortrait ClothespinKibbleClip ClothespinToyBinLabels ClothespinLeashHook',
    gaming:
      'ClothespinTag ClothespinTicTacToe ClothespinMemoryMatch ClothespinCatapultWars HideTheClothespin ChessWithClothespins',
  },
  pharmacist: {
    dance:
      'PharmacistFiveCount PharmacistCoatSpin PharmacistBreakRoomBop DanceLikeAPharmacist DriveThruPharmacistJig CounterSlideShuffle',
    fitness:
      'PharmacistShiftSteps PharmacistCalfRaises PharmacistFootStretch OnYourFeetPharmacist PharmacistToteCarry CounterEdgePushups',
    prank:
      'ThankYouPharmacist PharmacistDeskBalloons PharmacistScribbleNote PharmacistCoffeeDrop PharmacistNameTagSwap SurpriseThePharmacist',
    educational:
      'AskAPharmacistAnything PharmacistMythOrFact PharmacistCountingTray PharmacistLabelDecoder PharmacistDayInLife WhatPharmacistsStudy',
    cooking:
      'BakeLikeAPharmacist PharmacistLunchbox PharmacistShiftSnacks PharmacistChickenSoup CookForYourPharmacist CountByFivesCookies',
    travel:
      'PharmacistTravelKit PharmacistJetLagTips PharmacistVacationPOV PharmacistBeachBag PackLikeAPharmacist GreenCrossPharmacyHunt',
    fashion:
      'PharmacistCoatFitCheck PharmacistOffDutyLook PharmacistWorkShoes DressLikeAPharmacist PharmacistBadgeReel ScrubsToStreetwear',
    wellness:
      'PharmacistWindDown HydratedPharmacist PharmacistSleepRoutine ThankAPharmacist PharmacistDeepBreaths SundayPillBoxReset',
    speed:
      'PharmacistCountingRace BeatThePharmacist PharmacistTypingTest PharmacistShelfRestock SortItLikeAPharmacist PharmacistRefillDash',
    music:
      'PharmacistShakerBeat PharmacistParodySong PharmacistJingle PharmacistCounterRap KaraokeWithAPharmacist PillBottleMaracas',
    art: 'DrawYourPharmacist PharmacistLabelArt PharmacistCartoonSelf PharmacistWindowMural PharmacistThankYouCard MortarAndPestleSketch',
    tech: 'PharmacistVsRobot PharmacistAppReview PharmacistReminderHack AIVsPharmacistQuiz PharmacistDeskSetup ScanLikeAPharmacist',
    pet: 'CatPharmacistPOV PharmacistDogDuty PetDressedAsPharmacist WelcomeHomePharmacist PharmacistTreatCounter PharmacistNapBuddy',
    gaming:
      'PharmacistBossLevel PharmacistTriviaNight PharmacistEscapeRoom BeatThePharmacistQuiz PotionShopPharmacist PharmacistVsTheRush',
  },
  fishing: {
    dance:
      'FishingLineDance FishingReelInMove GoneFishingShuffle FishingLureJig DocksideFishingBop FishingFlopAndDrop',
    fitness:
      'KayakFishingCore FishingCastReps HikeInFishingSpot FishingGearCarry StandUpPaddleFishing FishingMorningStretch',
    funny:
      'FishingVsCatching MyFishingStoryGrows TheOneThatGotAway FishingWithDadPOV TangledFishingLine ThingsSaidWhileFishing',
    prank:
      'FishingForCompliments FishingRodGiftDrop CaughtABootFishing FishingForTheRemote InvisibleFishingLine GoneFishingNote',
    educational:
      'LearnOneFishingKnot FishingSpeciesGuess HowFishingLuresWork FishingMoonPhaseTest CatchAndReleaseFishing DawnFishingScience',
    cooking:
      'FishingCatchAndCook CampfireFishingDinner FishingTripSandwiches GoneFishingPicnic FishingCoolerSnacks FishingShoreLunch',
    fashion:
      'FishingFitCheck FishingVestLook FishingHatShowdown DressedForFishing FishingLureEarrings StrutInFishingWaders',
    wellness:
      'SlowMorningFishing FishingPhoneFree MindfulFishingHour FishingJournal QuietLakeFishing FishingTherapyDay',
    speed:
      'FishingKnotSpeed FirstCatchFishingDerby FishingRodSetupRace ReelItInFishing MagnetFishingToyDash FishingTackleSort',
    music:
      'GoneFishingSong FishingReelRhythm SeaShantyFishing FishingBluesJam LakesideFishingGuitar FishingTripAnthem',
    art: 'FishingSketchbook WatercolorFishingSpot FishingLurePainting MakeAFishingTripZine FishingBobberArt FishingSunrisePhoto',
    tech: 'FishingSonarTest FishingForecastCheck FishingCatchLogApp UnderwaterFishingCam BudgetFishingGadgets AIPlansMyFishingTrip',
    pet: 'DogFishingBuddy CatFishingRodToy PupLifeJacketFishing KittenFishingGame FishingLakeSniffWalk FishingWithMyPet',
    gaming:
      'FishingMinigameRun CozyFishingGame FishingDerbyNight LegendaryFishingCatch GoFishTournament FishingAchievementHunt',
  },
  mermaid: {
    dance:
      'TheMermaidWave MermaidTailSwish MermaidOnLand MermaidSeaweedSway DanceLikeAMermaid MermaidPoseFreeze',
    fitness:
      'MermaidTailKicks MermaidCoreWorkout MermaidStretch MermaidLegLifts SwimLikeAMermaid PoolDayMermaidLaps',
    funny:
      'MermaidTriesWalking AMermaidsFirstDay MermaidVsSeagull MermaidOrdersTakeout IfMermaidsHadPhones MermaidGroupChat',
    prank:
      'MermaidTailBathtub MermaidNoteInABottle MermaidScaleTrail MermaidTreasureHunt CallFromAMermaid DidAMermaidVisit',
    educational:
      'MermaidLegendsQuiz ManateesOrMermaids MermaidsAroundTheWorld CouldMermaidsBreathe WhatIsAMermaidsPurse MermaidOceanZones',
    cooking:
      'MermaidToast ShimmerMermaidCupcakes MermaidSmoothieBowl MermaidLemonade MermaidBark SeashellMermaidCake',
    travel:
      'MermaidCoveHunt MermaidStatueTour MermaidBeachDay AquariumMermaidShow MermaidTidePoolWalk SeaGlassForMermaids',
    wellness:
      'MermaidSelfCareDay BreatheLikeAMermaid MermaidOceanSounds FloatingMermaidCalm MermaidHairMask MermaidMorningRoutine',
    speed:
      'MermaidSackRace MermaidBraidSprint MermaidMakeoverIn5 MermaidShellSort FastestMermaidSketch QuickChangeMermaid',
    music:
      'SingLikeAMermaid MermaidLullaby MermaidSirenSong MermaidUnderwaterVoice MermaidWaterGlassTune DuetWithAMermaid',
    art: 'MermaidTailDoodle ShellMermaidCollage MermaidInYourStyle DrawYourselfAsAMermaid MermaidClayFigure MermaidWatercolor',
    tech: 'MermaidARFilter AIMermaidMe MermaidTailLEDs MermaidGreenScreen MermaidAnimationApp UnderwaterCamMermaid',
    pet: 'MermaidPetPhotoShoot CatInAMermaidBlanket MermaidFishTankTheme DogVsMermaidToy PupMermaidPortrait HamsterMermaidCastle',
    gaming:
      'MermaidAvatarBuild MermaidQuestRun MermaidTreasureDive MermaidIslandDesign UnderwaterMermaidLevel PoolGamesAsMermaids',
  },
  ladder: {
    dance:
      'LadderFootworkDance TapeLadderTwoStep LadderHopOnTheBeat ClimbTheLadderMove SalsaThroughTheLadder LadderMoonwalk',
    funny:
      'WhoHoldsTheLadder CarryingALadderPOV LadderTopStepRule DadOnTheLadder CareerLadderSkit LifeIsSnakesAndLadders',
    prank:
      'LadderToNowhere TinyLadderPrank LadderMessageBanner TopShelfLadderSurprise StickyNoteLadder FairyLadderOnTheWall',
    educational:
      'LadderSafetyQuiz LadderAngleMath SnakesAndLaddersOdds DNALadderModel WordLadderPuzzle FireTruckLadderFacts',
    cooking:
      'CookingSkillLadder SpiceLadderTasting ToastShadeLadder CoffeeRoastLadder LadderShelfHerbGarden SweetnessLadderTest',
    travel:
      'FireLookoutLadder TreehouseLadderStay LibraryLadderHunt CanyonLadderHike HostelBunkLadder DockLadderSwim',
    fashion:
      'LadderedTightsLook LadderLaceUpTop LadderShelfCloset FitCheckOnALadder LadderStitchHem CareerLadderOutfits',
    wellness:
      'GratitudeLadder ClimbYourHabitLadder BreathingLadder SleepLadderReset StepLadderGoals MorningRoutineLadder',
    speed:
      'LadderDrillSprint FastestLadderFeet LadderRelayRace WordLadderIn60 DominoLadderTopple PushupLadderBlitz',
    music:
      'LadderScaleSing LadderRungDrums ClimbTheLadderSong LadderXylophone KeyChangeLadder OctaveLadderChallenge',
    art: 'LadderPerspectiveDraw PaintedLadderShelf MuralFromTheLadder LadderTopPhoto LadderStopMotion BlanketLadderMakeover',
    tech: 'LadderLevelApp LadderCamTimelapse DroneVsLadder LadderRobotClimb CodeAWordLadder NoLadderSmartBulbs',
    pet: 'CatLadderClimb DogAgilityLadder HamsterLadderTrick ParrotLadderDance BunnyLadderHop LadderTreatHunt',
    gaming:
      'SnakesAndLaddersNight LadderGolfTournament RankedLadderClimb WordLadderDuel PlatformerLadderRun LadderLeagueFinal',
  },
  'jelly beans': {
    dance:
      'JellyBeanWiggle JellyBeanColorDance EasterJellyBeanHop JellyBeanFreeze ShuffleForJellyBeans JellyLegsBoogie',
    fitness:
      'JellyBeanRepDraw SquatsPerJellyBean JellyBeanSpoonRelay JellyBeanHuntSprints JellyBeanPlankPickUp CrawlToTheJellyBeans',
    funny:
      'LastJellyBeanStandoff BlackJellyBeanDebate JellyBeanSommelier JellyBeanPOV JellyBeanJudgeShow IfJellyBeansTalked',
    prank:
      'JellyBeanTrailSurprise CookieJarJellyBeans HiddenJellyBeanCake JellyBeanNameSpell JellyBeanDeskMosaic JellyBeanBalloonPop',
    educational:
      'HowJellyBeansAreMade JellyBeanSmellTest JellyBeanEstimation GraphTheJellyBeans JellyBeanDissolveRace JellyBeanHistoryQuiz',
    travel:
      'JellyBeanFactoryTour RoadTripJellyBeans JellyBeansAbroad JellyBeanCandyShopHunt BoardwalkJellyBeans LocalJellyBeanFlavors',
    fashion:
      'PickAJellyBeanFit JellyBeanNails JellyBeanEasterOutfit JellyBeanMakeupLook DressLikeAJellyBean JellyBeanColorBlock',
    wellness:
      'MindfulJellyBean JellyBeanGratitudeJar JellyBeanMoodColors JellyBeanHabitCount ShareAJellyBeanDay JellyBeanBreathing',
    speed:
      'JellyBeanSortRace JellyBeanStrawTransfer ChopstickJellyBeans JellyBeanFlick JellyBeanFlavorBlitz BlindfoldJellyBeanHunt',
    music:
      'JellyBeanShaker JellyBeanJingle JellyBeanFlavorRap JellyBeanColorNotes JarOfJellyBeanBeats LullabyForJellyBeans',
    art: 'JellyBeanMosaic YourFaceInJellyBeans JellyBeanColorWheel JellyBeanStillLife JellyBeanStopMotion PaintWithJellyBeans',
    tech: 'JellyBeanSorterBot JellyBeanColorSensor JellyBeanCountAI JellyBeanMacroShot 3DPrintJellyBeanMold AppGuessesJellyBeans',
    pet: 'CatJellyBeanToes PetPicksTheJellyBean JellyBeanMosaicPup RateTheJellyBeanPaws JellyBeanToyHunt JellyBeanBandanaFit',
    gaming:
      'JellyBeanBingo JellyBeanTruthOrDare JellyBeanPokerChips JellyBeanTicTacToe CheckersWithJellyBeans MatchThreeJellyBeans',
  },
  'night shift': {
    dance:
      'NightShiftBreakDance 3AMNightShiftGroove NightShiftClockOut NightShiftHallwayBop NightShiftSunriseSway StayAwakeShuffle',
    fitness:
      'NightShiftStepCount NightShiftMobility NightShiftStairClimb SquatsOnTheNightShift NightShiftGymTime PreShiftWarmUp',
    funny:
      'MyBrainAt4AMNightShift NightShiftVsDayPeople NightShiftNeighborPOV NightShiftCoffeeCount NightShiftSnackDrawer BreakfastAtSunset',
    prank:
      'SurpriseTheNightShift NightShiftBalloonDrop NightShiftNoteInLunch NightShiftWelcomeHome NightShiftRoomMakeover PizzaForTheNightShift',
    educational:
      'NightShiftSleepScience NightShiftBodyClock NightShiftMythOrFact WhoWorksTheNightShift NightShiftLightTest ADayOnTheNightShift',
    cooking:
      'NightShiftLunchbox NightShiftSnackPrep 3AMNightShiftMeal NightShiftThermosSoup NoMicrowaveNightShift PostShiftBreakfast',
    travel:
      'NightShiftCommute EmptyStreetsNightShift NightShiftSunriseSpot NightShiftTravelNurse NightShiftVacationMode AfterShiftDinerTour',
    fashion:
      'NightShiftScrubsFit ShoesForTheNightShift NightShiftToBrunch NightShiftLayers NightShiftHairIn5 GlowUpAfterNightShift',
    speed:
      'NightShiftPackIn5 NightShiftStockRace NightShiftTidySprint FinalRoundsNightShift BeatTheSunrise QuickChangeNightShift',
    music:
      'NightShiftAnthem LullabyForNightShift NightShiftCarKaraoke NightShiftScannerBeat NightShiftSongParody MidnightBreakJam',
    art: 'NightShiftSketchbook NightShiftSunrisePaint DrawYourNightShift NightShiftComic DoodleOnTheNightShift NightShiftPhotoDiary',
    tech: 'NightShiftSleepTracker NightShiftAlarmSetup BlueLightNightShift NightShiftSmartBlinds NightShiftAppReview WhiteNoiseNightShift',
    pet: 'NightShiftWelcomeWag NightShiftDogWalk CatNightShiftNap NightShiftPetCam PuppyAfterNightShift NightShiftSnuggleBuddy',
    gaming:
      'NightShiftBreakPuzzle NightShiftSurvivalMode NightShiftBossFight TriviaForTheNightShift HighScoreOnNightShift NightShiftCozyGames',
  },
  'fitted sheet': {
    dance:
      'FittedSheetGhostDance FittedSheetTango FittedSheetFoldFlow FittedSheetShake WaltzWithAFittedSheet CornerPopShuffle',
    fitness:
      'FittedSheetCardio FittedSheetTugOfWar FittedSheetLiftAndTuck FittedSheetBattleRopes KingSizeFittedSheet MakeTheBedWorkout',
    prank:
      'WrongSizeFittedSheet FittedSheetBalloonBed FittedSheetPillowFort FakeFoldedFittedSheet FittedSheetGhostSneak DinoFittedSheetSwap',
    educational:
      'HowToFoldAFittedSheet WhyFittedSheetsPopOff FittedSheetThreadCount FittedSheetHistory FittedSheetPocketDepth FittedSheetFabricTest',
    cooking:
      'FittedSheetPicnicTable FittedSheetBurritoFold NoCrumbsFittedSheet FittedSheetCrepeWrap FittedSheetPizzaNight LaundryDayBakeOff',
    travel:
      'FittedSheetBeachHack HotelFittedSheetFold CampingFittedSheet FittedSheetRoadTripBed HostelFittedSheet PackingAFittedSheet',
    fashion:
      'FittedSheetToga FittedSheetSkirt FittedSheetCape FittedSheetRunway OutfitFromAFittedSheet MatchYourFittedSheet',
    wellness:
      'FreshFittedSheetDay FittedSheetReset FittedSheetSleepRitual CalmFittedSheetFold MakeYourBedFittedSheet LinenSprayFittedSheet',
    speed:
      'FittedSheetFoldRace FittedSheetIn30Seconds FittedSheetRelay FittedSheetBedSprint KingFittedSheetDash OneHandedFittedSheet',
    music:
      'FittedSheetSnapBeat OdeToTheFittedSheet FittedSheetBlues FittedSheetOpera FittedSheetFoldingSong MicDropFittedSheet',
    art: 'FittedSheetTieDye FittedSheetBackdrop StencilAFittedSheet FittedSheetShadowShow DrawAFittedSheetDrape QuiltFromFittedSheets',
    tech: 'RobotFoldsAFittedSheet FittedSheetMovieScreen AIExplainsFittedSheets FittedSheetSlowMo FittedSheetClipsTest TimeLapseFittedSheet',
    pet: 'CatUnderTheFittedSheet DogVsFittedSheet FittedSheetPetHelper FittedSheetHideAndSeek FittedSheetBedHog FittedSheetZoomies',
    gaming:
      'FittedSheetBossFight FittedSheetSpeedrun FittedSheetParachute HardModeFittedSheet FittedSheetSideQuest BeatTheFittedSheet',
  },
  marimba: {
    dance:
      'MarimbaRingtoneDance MarimbaSalsaStep MarimbaFreeze MarimbaWaveArms WakeUpMarimbaGroove ShimmyToTheMarimba',
    fitness:
      'MarimbaAlarmBurpees MarimbaTempoWorkout MarimbaJumpingJacks MarimbaStretchFlow SquatToTheMarimba PlankUntilTheMarimba',
    funny:
      'MarimbaAlarmPanic POVYouPlayMarimba MarimbaOrXylophone MarimbaMovingDay MarimbaSoundEffects NarrateLifeOnMarimba',
    prank:
      'MarimbaRingtoneFakeOut MarimbaDoorbell MarimbaSerenade WakeUpToLiveMarimba HiddenMarimbaSpeaker BirthdayMarimbaAmbush',
    educational:
      'HowAMarimbaWorks MarimbaVsXylophone MarimbaHistoryQuiz MarimbaBarLengthPitch WhatMarimbasAreMadeOf LearnMarimbaIn30Days',
    cooking:
      'CookToTheMarimba MarimbaAlarmEggs MarimbaCookieBars ChopOnTheMarimbaBeat MarimbaBrunchJam MarimbaTacoNight',
    travel:
      'GuatemalaMarimbaTrip MarimbaMuseumVisit MarimbaOnTour MarimbaFestivalDay BeachMarimbaSunset PlayMarimbaOutdoors',
    fashion:
      'MarimbaConcertFit MarimbaStageShoes MarimbaTeeDesign DressLikeYourMarimba AllBlackMarimbaLook MarimbaMalletEarrings',
    wellness:
      'MarimbaSoundBath SlowMarimbaMorning MarimbaBreathingLoop GentleMarimbaAlarm MarimbaWindDown LullabyOnMarimba',
    speed:
      'FastestMarimbaScale BumblebeeOnMarimba MarimbaTempoClimb SpeedMarimbaRingtone MarimbaSetupRace DoubleTimeMarimba',
    art: 'MarimbaSketch PaintTheMarimbaSound MarimbaMalletPainting PaperMarimbaModel MarimbaPhotoShoot MarimbaStopMotion',
    tech: 'MarimbaAppJam MarimbaRingtoneRemix MidiMarimbaSetup MarimbaLoopPedal AIMarimbaCover BuildAPVCMarimba',
    pet: 'PetReactsToMarimba DogHowlsMarimba CatWalksOnMarimba SleepyPupMarimba ParrotMarimbaDuet MarimbaTreatTune',
    gaming:
      'MarimbaVideoGameTheme MarimbaRhythmDuel MarimbaSoundtrackQuiz MarimbaLevelUpJingle SimonSaysMarimba RetroConsoleMarimba',
  },
  spork: {
    dance:
      'SporkShuffle SporkSpinMove LunchboxSporkBop SporkConductor DanceLikeASpork CafeteriaSporkStep',
    fitness:
      'SporkEggBalanceRun SporkPlankScoop CampingSporkHike SporkPickupLunges CarryTheSporkRelay PushupThenSpork',
    prank:
      'SporkSilverwareSwap SporkFancyPlaceSetting GiantSporkSurprise GooglyEyeSporks SporkBouquet SporkInTheLunchbox',
    educational:
      'WhoInventedTheSpork SporkDesignFlaws SporkVsSpoonScoopTest SporkAroundTheWorld PortmanteauLikeSpork TitaniumVsPlasticSpork',
    cooking:
      'SporkOnlyDinner CampfireSporkChili SporkRamenHack SporkSundae FiveSporkSnacks SporkSoupSampler',
    travel:
      'SporkCampingKit SporkOnEveryTrip TravelSporkReview AirportSporkMeal SporkHikeLunch SporkPicnicSpot',
    fashion:
      'SporkHairBun SporkEarrings SporkCampFitCheck SporkUtilityBelt TwoStylesLikeASpork BraceletOfSporks',
    wellness:
      'MindfulSporkMeal SporkPicnicReset ReusableSporkWeek SporkGratitudeLunch SporkCampfireCalm OutdoorSporkBreakfast',
    speed:
      'SporkPeaRace SporkBeanTransfer SporkRelay TowerOfSporksIn30 SporkFlipCatch FastestSporkScoop',
    music:
      'SporkDrumSolo SporkGlassTune PlayTheSporks SporkOrchestra OdeToTheSpork SporkLunchboxBeat',
    art: 'SporkSculpture SporkFlowerCraft SporkStampArt PaintedSporkPeople SporkMirrorFrame MashupLikeASpork',
    tech: '3DPrintedSpork DesignABetterSpork RobotUsesASpork SporkSlowMo AIInventsASpork SporkPhoneStand',
    pet: 'CatVsSpork SporkScoopKibble PetPortraitOnASpork DogMeetsGiantSpork HamsterSporkBridge KittenSporkPuppet',
    gaming:
      'SporkCatapultWar SporkChessPieces SporkTrickShots LegendarySporkLoot SporkStackingGame BeatTheSporkBoss',
  },
  'fire drill': {
    dance:
      'FireDrillLineDance FireDrillConga FireDrillFreeze FireDrillMarch ShuffleOutFireDrill AfterFireDrillBoogie',
    fitness:
      'FireDrillStairClimb FireDrillBearCrawl FireDrillShuttleRun FireDrillHoseCarry KidsFireDrillObstacle MiniFireDrillBootCamp',
    funny:
      'FireDrillPOV FireDrillInYourPJs WhatIGrabInAFireDrill FireDrillDuringTheTest FireDrillInTheRain TeacherHeadCountPanic',
    prank:
      'FireDrillSnackSurprise FireDrillMedalCeremony RedCarpetFireDrill CheerTunnelFireDrill FireDrillPhotoBooth FireDrillPopsicles',
    cooking:
      'KitchenFireDrill FireDrillPanLidTest FireDrillSnackPack FireDrillCupcakes CampfireFireDrill FireDrillChili',
    travel:
      'HotelFireDrill FireDrillOnACruise CabinFireDrill CampsiteFireDrill CountTheDoorsToExit FireDrillTravelCheck',
    fashion:
      'FireDrillReadyFit FireDrillPajamaLook FireDrillShoesByTheBed AllRedFireDrill FireDrillGrabAndGoCoat FireMarshalForADay',
    wellness:
      'CalmDuringFireDrill FireDrillSensoryKit FireDrillPeaceOfMind FireDrillFamilyTalk FireDrillBreathing SmokeAlarmSunday',
    speed:
      'BeatTheFireDrillTimer FireDrillShoeRace FireDrillGrabBagDash FastestFireDrillLineUp FireDrillCrawlSprint FireDrillWakeUpToDoor',
    music:
      'FireDrillSingAlong FireDrillAlarmRemix FireDrillMarchBeat FireDrillWhistleTune ChantTheFireDrill StopDropRollRap',
    art: 'DrawYourFireDrillMap FireDrillPoster FireDrillComicStrip FireDrillHelmetCraft FireDrillChalkArt BuildAFireDrillDiorama',
    tech: 'SmartAlarmFireDrill FireDrillTimerApp FireDrillDroneView FireDrill3DFloorPlan AskAIForAFireDrill KidsVoiceFireDrill',
    pet: 'PetFireDrill FireDrillCarrierTest DogFireDrillRecall FireDrillLeashByDoor FireDrillKittyPlan BunnyFireDrillRoute',
    gaming:
      'FireDrillEscapeRoom TriviaFireDrillRound FireDrillLevelBuild FireDrillScavengerHunt FireDrillSpeedrun BlockGameFireDrill',
  },
  'vending machine': {
    dance:
      'VendingMachineRobot SnackDropVendingDance VendingMachineSpiral VendingMachineCombo VendingVictoryShuffle BreakRoomVendingBop',
    fitness:
      'VendingMachineWalk VendingMachineSquats VendingMachineStairs EarnYourVendingSnack PushupsPerVendingCoin DeskToVendingSprint',
    prank:
      'IAmTheVendingMachine BoxVendingMachine ComplimentVending TalkingVendingMachine PayItForwardVending VendingMachineThankYou',
    educational:
      'HowVendingMachinesWork VendingMachineCoinTest VendingMachinesInJapan OldestVendingMachine WhyVendingSnacksStick VendingMachineMath',
    cooking:
      'VendingMachineDinner VendingMachineGlowUp HomemadeVendingSnacks VendingMachineSmores OneDollarVendingMeal VendingChipsNachos',
    travel:
      'VendingMachinesOfJapan WeirdestVendingMachine VendingSnacksAbroad AirportVendingMachine TrainStationVending VendingMachineRoadTrip',
    fashion:
      'VendingMachineCostume MatchTheVendingMachine VendingMachineSocks VendingMachineRingHaul StreetwearVendingDrop VendingMachineFitCheck',
    wellness:
      'SkipTheVendingMachine HealthyVendingSwap VendingMachineWater KindnessVendingMachine MindfulVendingChoice PauseBeforeVending',
    speed:
      'VendingMachinePickIn5 ExactChangeVendingDash VendingMachineCodeRace FastestVendingOrder VendingCanStack VendingMachineRelay',
    music:
      'VendingMachineBeat VendingMachineJingle SingForAVendingSnack VendingCoinDropLoop VendingButtonMelody HumAlongVendingMachine',
    art: 'CardboardVendingBuild MiniVendingMachine VendingGlowPhoto DesignAVendingMachine VendingSnackCollage VendingMachinePixelArt',
    tech: 'BuildAVendingMachine CashlessVendingTest SmartVendingMachine VendingMachineApp VendingMachineTeardown 3DPrintedVendingToy',
    pet: 'PetTreatVendingMachine CatInTheVendingBox VendingPuzzleFeeder DogPicksAVendingToy HamsterVendingMachine ParrotVendingTrick',
    gaming:
      'GuessTheVendingCode VendingMachineBingo VendingMachineQuest VendingCoinToss VendingMachineItemShop PretendVendingMachine',
  },
  'joy buzzer': {
    dance:
      'JoyBuzzerJolt JoyBuzzerShimmy JoyBuzzerElectricSlide JoyBuzzerChainDance BuzzToTheBeat PassTheJoyBuzzer',
    fitness:
      'JoyBuzzerReflexTest JoyBuzzerBurpee JoyBuzzerGrip JumpingJackJoyBuzzer JoyBuzzerPartnerPlank BuzzedIntoSquats',
    funny:
      'JoyBuzzerReactions JoyBuzzerJobInterview JoyBuzzerSlowMo ThrowbackJoyBuzzer JoyBuzzerBackfires WhenTheJoyBuzzerFails',
    educational:
      'HowAJoyBuzzerWorks JoyBuzzerHistory JoyBuzzerNoBatteries JoyBuzzerSpringPhysics JoyBuzzerStartleReflex BuildAJoyBuzzer',
    cooking:
      'SichuanPepperJoyBuzzer JoyBuzzerSourCandy TastesLikeAJoyBuzzer JoyBuzzerFizzDrink JoyBuzzerTingleTest CracklingChocolateBark',
    travel:
      'JoyBuzzerRoadTrip JoyBuzzerGagShopHunt JoyBuzzerSouvenir MagicStoreJoyBuzzer PackAJoyBuzzer JoyBuzzerBoardwalk',
    fashion:
      'JoyBuzzerRing VintageJoyBuzzerFit JoyBuzzerCostume JoyBuzzerSuitUp SpotTheJoyBuzzer JoyBuzzerGloves',
    wellness:
      'JoyBuzzerLaughBreak JoyBuzzerMoodBoost JoyBuzzerSmileCount PlayfulJoyBuzzerDay JoyBuzzerKindPranks BuzzOfHappiness',
    speed:
      'JoyBuzzerQuickDraw JoyBuzzerHandshakeRace JoyBuzzerDodge JoyBuzzerRelay TagWithAJoyBuzzer WindUpTheJoyBuzzer',
    music:
      'JoyBuzzerBeat JoyBuzzerBassDrop JoyBuzzerKazooDuet JoyBuzzerJingle RemixTheJoyBuzzer SynthWithAJoyBuzzer',
    art: 'JoyBuzzerComicStrip JoyBuzzerCaricature JoyBuzzerPopArt PaintedJoyBuzzer ClayJoyBuzzerModel JoyBuzzerStopMotion',
    tech: 'JoyBuzzerTeardown SmartJoyBuzzer JoyBuzzerSlowMoCam 3DPrintAJoyBuzzer JoyBuzzerHapticTest CodeAJoyBuzzerGame',
    pet: 'DogFindsTheJoyBuzzer JoyBuzzerPetJudge CatStealsTheJoyBuzzer PawShakeNotJoyBuzzer ParrotCopiesJoyBuzzer HighFiveYourPup',
    gaming:
      'JoyBuzzerHotPotato JoyBuzzerTruthOrDare JoyBuzzerGameShow JoyBuzzerPokerFace WrongAnswerJoyBuzzer WhoHasTheJoyBuzzer',
  },
  'windshield wipers': {
    dance:
      'WindshieldWiperArms WipersOnTheBeat CarSeatWiperDance WiperWaveChain FastWiperFreestyle SlowWiperSway',
    funny:
      'WrongWiperSetting WiperSqueakPOV CarWashWiperDrama OneLeafOnTheWiper WiperHypnosis WipersVsSnowPile',
    prank:
      'WiperNoteSurprise WiperFlowerDelivery PostItWindshield WiperGooglyEyes WindshieldCompliments RubberDuckOnTheWiper',
    educational:
      'HowWipersKnowRain WhoInventedWipers WhenToReplaceWipers InsideAWiperMotor WindshieldWaterRepel WiperBladeQuiz',
    cooking:
      'WipersOnSoupsOn WiperWeatherChili RainyWiperBrunch WiperWashBakeSale WindshieldFrostCocoa StormyStewSunday',
    travel:
      'RainyRoadTripWipers PreDriveWiperCheck WindshieldViewTour DesertToRainWipers WinterWiperSwap WindshieldBugCount',
    fashion:
      'WiperWeatherFit RaincoatWiperWalk WindshieldSelfieLook UmbrellaVsWipers RainyDayWiperGlam WindshieldShades',
    wellness:
      'WiperSoundsASMR BreatheWithTheWipers WiperMindReset WindshieldRainWatch WiperSlowMode RainyCarCocoon',
    speed:
      'WiperBladeSwapRace WiperFastSettingReps WindshieldSqueegeeDash SnowClearWindshield TempoSprintWipers WindshieldWashIn60',
    music:
      'WindshieldWiperBeat RainAndWipersLoop WiperTempoMetronome SingToTheWipers WiperSqueakSolo CarKaraokeWipers',
    art: 'WindshieldFrostArt WiperArcPainting WindshieldRainMacro DustyWindshieldDoodle SketchTheWiperSweep WiperMotionBlur',
    tech: 'RainSensorWipers WindshieldHUDDemo RoboticWiperArm DashcamWiperTest NanoCoatWindshield WiperlessFutureCars',
    pet: 'DogWatchesTheWipers WindshieldNoseArt PetCarRideWipers WiperSqueakEarPerk CatTrackingWipers SeatbeltedPupRainDrive',
    gaming:
      'WindshieldRaindropRace WiperRhythmGame RacingSimWipersOn TallyTheWiperSwipes WindshieldTicTacToe WindshieldISpy',
  },
  firewood: {
    dance:
      'FirewoodLogRoll CampfireFirewoodJig FirewoodStackShuffle CarryTheFirewoodStrut LumberjackFirewoodStep FirewoodCircleDance',
    fitness:
      'FirewoodCarry FirewoodStackWorkout FirewoodSquats FirewoodOverheadPress WheelbarrowFirewoodRun GatherFirewoodHike',
    funny:
      'FirewoodStackFail DadsFirewoodPride FirewoodPileEnvy ThatOneFirewoodLog FirewoodForAnIceAge CityKidMeetsFirewood',
    prank:
      'FirewoodGiftWrap FirewoodStackMessage GooglyEyeFirewood FirewoodYuleLogCake FirewoodDoorDelivery TinyFirewoodBundle',
    educational:
      'WhyFirewoodCrackles SeasonedFirewoodTest BestFirewoodByTree FirewoodHeatQuiz FirewoodRingCount HowToStackFirewood',
    cooking:
      'FirewoodPizzaNight FirewoodSkilletBread FirewoodDutchOven SmoresOverFirewood AppleVsHickoryFirewood FirewoodRoastedCorn',
    travel:
      'BuyFirewoodLocally CabinFirewoodWeekend FirewoodStandHunt CampsiteFirewoodRun FirewoodByTheLake SkiLodgeFirewood',
    fashion:
      'FirewoodFlannelFit LumberjackFirewoodLook FirewoodCarryInStyle BeanieAndFirewood FirewoodWorkGloves FirewoodCampfireLayers',
    speed:
      'FirewoodStackRace FirewoodRelay FirewoodHaulIn60 SortTheFirewoodDash FirewoodTowerBuild BeatTheSnowFirewood',
    music:
      'FirewoodCrackleBeat FirewoodLogDrum FirewoodSingAlong WoodblockFromFirewood AcousticByTheFirewood FirewoodAmbienceLoop',
    art: 'PaintedFirewoodSlices FirewoodCharcoalSketch FirewoodStackArt FirewoodWoodBurning FirewoodCandleHolder StillLifeWithFirewood',
    tech: 'FirewoodMoistureMeter FirewoodThermalCam CordOfFirewoodCalc FirewoodTimelapse FirewoodRackDesign AIRatesMyFirewood',
    pet: 'DogCarriesFirewood CatByTheFirewood FirewoodNapSpot FirewoodSniffPatrol PupHelpsStackFirewood KittenVsFirewoodBasket',
    gaming:
      'GatherFirewoodSurvival FirewoodBoardGameNight FirewoodStackingDuel FirewoodCraftingRecipe CozyCabinFirewoodRPG FirewoodSpeedrun',
  },
  tablecloth: {
    dance:
      'TableclothSkirtTwirl TableclothMatadorMove TableclothFlamenco TableclothHoedown PicnicTableclothGroove SpinInATablecloth',
    fitness:
      'TableclothShakeOut TableclothTugOfWar TableclothPlankPull TableclothSliderLunges PicnicTableclothYoga CrawlUnderTablecloth',
    prank:
      'FakeTableclothPull MessageUnderTablecloth FancyTableclothSwap TableclothGhost PicnicTableclothAmbush TableclothDinoCrashers',
    educational:
      'TableclothInertiaTest WhichTableclothSlides TableclothStainScience TableclothMannersQuiz NewtonsTableclothTrick TableclothWeaveCloseUp',
    cooking:
      'TableclothPastaNight PicnicTableclothSpread TableclothBrunchSetup WhiteTableclothRisotto TableclothFeastForTwo FancyTableclothTakeout',
    travel:
      'TableclothPicnicTour SouvenirTablecloth TableclothMarketHunt BeachTableclothDinner TableclothRestStop PackATablecloth',
    fashion:
      'TableclothDress GinghamTableclothFit TableclothToSkirt TableclothRunway TableclothPrintMatch ThriftedTableclothTop',
    wellness:
      'SlowDinnerTablecloth TableclothSundayReset TableclothTeaTime PhoneFreeTablecloth GratitudeTablecloth SoloTableclothBrunch',
    speed:
      'FastestTableclothPull TableclothSetupIn60 TableclothFoldRace TableclothIronDash TableclothRelay CrumbShakeTablecloth',
    music:
      'TableclothPullDrumroll DinnerTableclothJam TableclothSnapBeat TableclothSerenade WaterGlassTablecloth EpicTableclothScore',
    art: 'PaintedTablecloth StencilATablecloth TableclothDoodleDinner TableclothTieDye EmbroideredTablecloth TableclothStillLife',
    tech: 'TableclothPullRobot TableclothSlowMoCam ProjectorTablecloth AIDesignsATablecloth PrintYourTablecloth TableclothPhysicsSim',
    pet: 'CatVsTablecloth DogUnderTheTablecloth TableclothPetFort PupPicnicTablecloth TableclothPeekaboo TableclothBunnyTunnel',
    gaming:
      'TableclothGameNight TableclothTrickLevels TicTacToeTablecloth TableclothCheckers TableclothDungeonMap DrawAndGuessTablecloth',
  },
  eggshell: {
    dance:
      'DancingOnEggshells EggshellShuffle EggshellBallet EggshellMoonwalk TiptoeOverEggshells EggshellSoftShoe',
    fitness:
      'EggshellWalkBalance EggshellSqueezeGrip PlankOverEggshells EggshellLightFeet EggshellTiptoeLunges SoftLandingEggshell',
    funny:
      'EggshellInMyOmelet EggshellRescueMission EggshellCrackFail WalkingOnEggshellsPOV EggshellDetective HumptyDumptyEggshell',
    prank:
      'EggshellConfettiEggs EmptyEggshellCarton EggshellJellySurprise DoodleFacesOnEggshells SpinTheEggshellTest EggshellMessageInside',
    cooking:
      'EggshellCrackOneHanded EggshellFreeChallenge EggshellCoffeeTrick EggshellChocolateCups ScoopItWithAnEggshell PerfectPeelEggshell',
    travel:
      'EggshellSafePacking EggshellFolkArtTrip EggshellConfettiFest FarmStayEggshells EasterEggshellsAbroad CampingEggshellCarrier',
    fashion:
      'EggshellWhiteFit EggshellNails MonochromeInEggshell EggshellLinenLook StyleItInEggshell EggshellOrIvory',
    wellness:
      'StopWalkingOnEggshells EggshellGardenFeed EggshellPlanterSeeds GratitudeEggshells EggshellMindfulPeel GentleAsAnEggshell',
    speed:
      'EggshellPeelRace TenEggsNoEggshell EggshellCartonDash EggshellMosaicIn60 EggshellShardHunt OneHandEggshellCrack',
    music:
      'EggshellShaker EggshellCrunchBeat EggshellLullaby EggshellChimes DrumOnEggshells TiptoeEggshellMelody',
    art: 'EggshellMosaic PaintedEggshellFaces EggshellCandles EggshellKintsugi TinyWorldInAnEggshell EggshellTextureCanvas',
    tech: 'EggshellMicroscope EggshellForceSensor EggshellDropTest EggshellSlowMoCrack 3DPrintedEggshell PlasticFromEggshells',
    pet: 'EggshellsForChickens HatchingEggshellCam PetGrassInEggshells BackyardHenEggshells ParrotVsEggshell CatSniffsAnEggshell',
    gaming:
      'DontCrackTheEggshell EggshellWalkDare EggshellBossLevel HardModeOnEggshells EggshellStackingGame EggshellTappingDuel',
  },
  bathtub: {
    dance:
      'ScrubTheTubDance BathtubDuckShuffle CleanTheBathtubGroove BathtubBubbleBop BathtubSpongeSway TubTimeTwoStep',
    fitness:
      'BathtubScrubWorkout EpsomBathtubRecovery WallSitWhileTubFills PostRunBathtubSoak SoreLegsBathtubNight StairsThenBathtub',
    funny:
      'BathtubRubberDuckPOV BathtubEscapeArtist BathtubNavy ThingsInMyBathtub BathtubBallPit WhoLeftTheTubRing',
    prank:
      'RubberDuckBathtubFlood BathtubFullOfBalloons ToySharkInTheBathtub BathtubSpaSurprise BathtubBubbleMountain GlowStickBathtub',
    educational:
      'ArchimedesBathtub WhyBathtubsDrainSpiral BathtubSinkOrFloat BathtubWaterMath BathtubHistoryQuiz BathtubFoilBoatTest',
    cooking:
      'BathtubCupcakes BathtubDuckCookies BubbleBathtubMilkshake SnackTrayForTheTub BathBombHotCocoa BathtubCakeReveal',
    travel:
      'HotelBathtubRating ClawfootBathtubStay OutdoorBathtubCabin OnsenVsBathtub BathtubWithAView RentalBathtubHunt',
    fashion:
      'BathtubPhotoShoot BathtubFlowerFit BathtubRobeGlam SkincareByTheTub MatchYourBathtubTiles BathtubTowelTurban',
    speed:
      'CleanTheTubIn5 BathtubBoatRace BathtubFillCountdown BathtubToyCleanup TubDrainDash FastestBathtubBubbles',
    music:
      'BathtubEchoCover BathtubBassDrum RubberDuckBathtubBand BathtubWaterGlassTune BathtubLullaby SqueakyToyTubBeat',
    art: 'BathtubCrayonArt BathtubFoamSculpture FlowerFilledBathtub PaintAClawfootBathtub BathtubShadowPhoto BathtubTileMosaic',
    tech: 'SmartBathtubFill BathtubTempSensor WaterproofSpeakerTub BathtubLEDLights TubOverflowAlarm BathtubToyBoatMotor',
    pet: 'CalmDogBathtubTips CatInTheEmptyBathtub BathtubLickMatTrick PuppyFirstBathtub BathtubPetSpaDay TurtleBathtubSwim',
    gaming:
      'BathtubNavalBattle BathtubHoops DuckPondBathtubGame BathtubTreasureDive PirateShipBathtub TubToyTournament',
  },
  overalls: {
    dance:
      'OverallsStrapSnap OverallsHoedown OverallsLineDance 90sOverallsRunningMan BarnStompInOveralls SpinInYourOveralls',
    fitness:
      'OverallsFarmWorkout OverallsGardenCircuit OverallsHayBaleCarry OverallsSquatTest WheelbarrowInOveralls FlexibilityInOveralls',
    funny:
      'OverallsBathroomBreak OverallsFarmerPOV OverallsPocketMystery DadInOveralls OverallsBuckleFail WholeFamilyInOveralls',
    prank:
      'SurpriseOverallsTwins OverallsPocketNotes OverallsScarecrow WearGrandpasOveralls RecreateBabyOveralls OverallsDayAtTheOffice',
    educational:
      'HistoryOfOveralls WhyOverallsHaveBibs OverallsHammerLoop HowOverallsAreMade OverallsWorkwearQuiz OverallsVsDungarees',
    cooking:
      'OverallsFarmToTable OverallsAsAnApron ApplePieInOveralls OverallsBBQPitmaster OverallsGardenSalad SnacksInOverallsPocket',
    travel:
      'OverallsFarmStay OverallsPumpkinPatch OverallsRoadTrip AppleOrchardOveralls OverallsTravelCapsule CityStrollInOveralls',
    wellness:
      'OverallsGardenTherapy ComfyOverallsSunday OverallsNatureWalk OverallsJournalPocket OverallsPicnicNap BareFeetAndOveralls',
    speed:
      'OverallsQuickChange OverallsBuckleRace OverallsOnIn10Seconds OverallsPocketDash RelayInOveralls FoldTheOverallsFast',
    music:
      'OverallsBanjoJam OverallsCountrySong OverallsWashboardBeat 90sOverallsKaraoke FolkCoverInOveralls OverallsBuckleRhythm',
    art: 'OverallsPaintSplatter OverallsEmbroidery OverallsPatchDesign DrawMeInOveralls OverallsBleachArt PaintersOverallsTour',
    tech: 'OverallsTechPockets AIStylesMyOveralls SmartOverallsLED OverallsVirtualTryOn OverallsSewingMachine PrintedOverallsBuckle',
    pet: 'MatchingPetOveralls DogInOveralls OverallsPocketKitten OverallsChickenChores OverallsBarnCatPatrol OverallsLeashAndTreats',
    gaming:
      'OverallsPlumberCosplay OverallsFarmSimFit OverallsAvatarMatch OverallsRetroArcade CozyGameOveralls PixelArtOveralls',
  },
  'milk jug': {
    dance:
      'MilkJugShakerDance BalanceAMilkJugGroove MilkJugMaskParade MilkJugStrut MilkJugSwing PassTheMilkJugConga',
    fitness:
      'MilkJugKettlebell MilkJugFarmerCarry MilkJugCurls MilkJugSquatPress TwoMilkJugWorkout LungeWithAMilkJug',
    funny:
      'EmptyMilkJugInFridge MilkJugDropFail MilkJugPourFromFull IfMilkJugsTalked MilkJugMascotSkit MilkJugGlugSound',
    prank:
      'GreenMilkJugPrank OrangeJuiceMilkJug GooglyEyeMilkJug MilkJugSurpriseNote TinyMilkJugSwap MilkJugWithAMustache',
    educational:
      'MilkJugPlasticTypes WhyMilkJugsAreSquare MilkJugDensityTest MilkJugSeedGreenhouse MilkJugAirPressure BuildAMilkJugRainGauge',
    cooking:
      'ShakeMilkJugButter MilkJugBatterBottle UseUpTheMilkJug ColdBrewMilkJug MilkJugIceBlock MilkJugRicotta',
    travel:
      'MilkJugCampingLantern DairyFarmMilkJug MilkJugSandcastleMold MilkJugCanoeBailer MilkJugCampSink BeachDayMilkJugScoop',
    fashion:
      'MilkJugHandbag MilkJugArmor MilkJugRunwayLook MilkJugHat RecycledMilkJugFit BanglesFromMilkJugs',
    wellness:
      'MilkJugHerbGarden MilkJugWateringRoutine MilkJugWishLantern ZeroWasteMilkJug MilkJugBirdWatching CalmCornerMilkJugLamp',
    speed:
      'MilkJugRelay MilkJugFillRace MilkJugScoopCatch MilkJugTowerIn30 FastestMilkJugCraft RingTossOnMilkJugs',
    music:
      'MilkJugDrum MilkJugBanjo MilkJugShaker BlowTheMilkJug MilkJugOrchestra HomemadeMilkJugBand',
    tech: 'MilkJugSmartPlanter BuildAMilkJugRobot MilkJugLEDLamp MilkJugWaterRocket MilkJugWindTurbine RecycleMilkJugFilament',
    pet: 'MilkJugTreatPuzzle MilkJugPetScoop MilkJugHamsterHouse MilkJugFeederCatTV ParrotMilkJugForage GuineaPigMilkJugHut',
    gaming:
      'MilkJugBowling MilkJugSkeeBall MilkJugLacrosse MilkJugTargetPractice MiniGolfWithMilkJugs BackyardMilkJugGames',
  },
  slapstick: {
    dance:
      'SlapstickSoftShoe SlapstickDanceFail SlapstickChairRoutine SilentFilmSlapstickJig WobbleWalkSlapstick SlapstickMirrorMoves',
    fitness:
      'SlapstickWorkoutFails SlapstickYogaWobble SlapstickDumbbellGag MimeTreadmillSlapstick JumpRopeSlapstick SlapstickWarmUp',
    prank:
      'RubberChickenSlapstick SlapstickSqueakyHammer SlapstickBananaPhone SlapstickSpringSnake SillyStringSlapstick SlapstickFakeSpill',
    educational:
      'HistoryOfSlapstick WhatIsASlapstick SlapstickStuntScience SlapstickLegendsQuiz WhySlapstickIsFunny SlapstickSoundEffects',
    cooking:
      'SlapstickPancakeFlip BakeASlapstickPie SlapstickBananaSplit EggCrackSlapstick SlapstickDoughFight SlapstickSousChef',
    travel:
      'SlapstickTouristPOV SlapstickSuitcaseChase MapFoldingSlapstick SlapstickSelfieStick SlapstickBeachUmbrella TentPitchingSlapstick',
    fashion:
      'SlapstickOutfitChange SlapstickBaggyPants SlapstickHatTrick SlapstickSuspenders ShoelaceSlapstick VintageSlapstickLook',
    wellness:
      'SlapstickLaughBreak SlapstickMoodBoost ClumsyDaySlapstick SlapstickMovieNight SillySlapstickMorning StressLessSlapstick',
    speed:
      'SlapstickQuickChange SlapstickChaseScene FastForwardSlapstick SlapstickIn60 RelaySlapstickGag SlapstickDominoes',
    music:
      'SlapstickPianoScore SlapstickSlideWhistle SlapstickDrumSting KazooBandSlapstick SlapstickFoleyBeat CartoonSoundsSlapstick',
    art: 'SlapstickComicStrip FlipbookSlapstickGag SlapstickStopMotion SlapstickCaricature StoryboardASlapstick SlapstickMoviePoster',
    tech: 'SlapstickGreenScreen SlapstickSlowMoCam SlapstickAIScript ReverseVideoSlapstick SlapstickSoundboard RobotDoesSlapstick',
    pet: 'SlapstickDogDoubleTake CatSlapstickMoments SlapstickZoomies PuppySlapstickFails PetFlopSlapstick SlapstickKittenPounce',
    gaming:
      'SlapstickPhysicsGame SlapstickCharades SlapstickImprovNight RagdollSlapstickRun SlapstickCoopFails BossFightSlapstick',
  },
  'plate tectonics': {
    dance:
      'TectonicPlateShuffle PlateBoundaryDance TectonicShiftGroove SlowDriftTectonics PangaeaTectonicReunion TectonicQuakeShake',
    fitness:
      'TectonicPlatePlank TectonicSliderDrill TectonicClimbers TectonicPushups SlowAsTectonicPlates WobbleBoardTectonics',
    funny:
      'TectonicPlatesPOV TectonicPlateGossip TectonicRoommates TectonicDadJokes ExplainTectonicsBadly SnailVsTectonicPlate',
    prank:
      'TectonicMapSwap TectonicFurnitureDrift TectonicDinnerPlates TectonicSandwichShift ContinentsOnMyPlate PangaeaGlobeSurprise',
    cooking:
      'TectonicCrackerModel TectonicPlatePizza TectonicLayerCake TectonicPlateBrownies EdibleTectonicMap PangaeaPancakes',
    travel:
      'SnorkelBetweenPlates HikeAPlateBoundary TectonicFaultRoadTrip TectonicVolcanoVisit IcelandTectonicPlates TectonicHotSprings',
    fashion:
      'TectonicPatchwork DressAsATectonicPlate TectonicLayeringLook TectonicShiftStyle TectonicCrackleNails NerdyTectonicTee',
    wellness:
      'TectonicSlowLiving TectonicPatience TectonicGroundingWalk TectonicShiftJournal RockCollectingTectonic StoneStackingTectonic',
    speed:
      'TectonicPuzzleRace NameThePlatesIn60 TectonicQuizBlitz FastestTectonicModel TectonicFlashcards SketchTheTectonicMap',
    music:
      'TectonicPlatesSong TectonicRapVerse TectonicBassDrop LullabyForTectonics SingThePlateNames TectonicRumbleBeat',
    art: 'TectonicClayModel PaintTheTectonicMap TectonicLayerCollage TectonicStopMotion TectonicSandArt FoamTectonicDiorama',
    tech: 'TectonicQuakeTracker TectonicGPSDrift TectonicSeismometer TectonicVRGlobe AIExplainsTectonics CodeAPlateMap',
    pet: 'CatTectonicDrift DogBedTectonics TortoiseVsTectonics TectonicPupPileUp DoPetsSenseTectonics PuppyPangaeaPuzzle',
    gaming:
      'TectonicJigsawDuel TectonicPlateTrivia TectonicCityBuild TectonicBlockWorld GuessThePlateBoundary DesignATectonicGame',
  },
  ratatouille: {
    dance:
      'RatatouilleChopDance SpiralRatatouilleSpin RatatouilleStirStep RatatouilleCancan RatatouilleWaltz ChefHatRatatouilleBop',
    fitness:
      'PostWorkoutRatatouille RatatouilleMarketRide RatatouilleMacroCheck RatatouilleStepCount VeggiePowerRatatouille RatatouilleFuelBowl',
    funny:
      'RatatouilleHatChef PronounceRatatouille RatatouilleCriticFace KidsTryRatatouille RatatouilleVsMyKitchen RatatouilleSpellingBee',
    prank:
      'SneakyRatatouille RatatouilleToyRatChef RatatouilleDateNight RatatouilleFakeDessert RatatouilleForMom FancyNameRatatouille',
    educational:
      'RatatouilleHistory RatatouilleVsCaponata RatatouilleVeggieFacts SummerVegRatatouille RatatouilleWordOrigin HowToSayRatatouille',
    travel:
      'RatatouilleInProvence NiceMarketRatatouille RatatouilleClassAbroad ParisBistroRatatouille RatatouilleFoodTour CampingRatatouille',
    fashion:
      'RatatouilleChefFit RatatouilleColorBlock BeretAndRatatouille RatatouilleApronStyle RatatouilleBretonTee PicnicRatatouilleLook',
    wellness:
      'SlowCookRatatouille GardenToRatatouille MindfulRatatouille RatatouilleSundayReset RatatouilleVeggieBoost RatatouilleComfortBowl',
    speed:
      'RatatouilleMarketDash RatatouillePlatingRace SpellRatatouilleFast RatatouilleVeggieSort RatatouilleCookOff SpiralRatatouilleIn20',
    music:
      'RatatouilleMusical RatatouilleRecipeSong RatatouilleAccordion RatatouillePotDrums JazzNightRatatouille BistroMusicRatatouille',
    art: 'RatatouillePlatingArt PaintTheRatatouille RatatouilleFoodPhoto VeggieStampRatatouille RatatouilleSketchbook RatatouilleColorWheel',
    tech: 'RatatouilleRecipeAI RatatouilleSousVide AirFryerRatatouille RatatouilleTimelapse SpiralizerRatatouille RobotChefRatatouille',
    pet: 'PetsWatchRatatouille RatatouilleCatCritic TinyChefHatRatatouille RatatouilleRatMaze DogRatatouilleStare HamsterToyKitchen',
    gaming:
      'RatatouilleCookingGame CoopKitchenRatatouille RatatouilleRecipeQuest RatatouilleHighScore RatatouilleVeggieHunt MovieTriviaRatatouille',
  },
  'salt shaker': {
    dance:
      'SaltShakerShimmy SaltShakerPartnerDance DinerSaltShakerBop SaltShakerSamba ShakeItLikeASaltShaker TwirlTheSaltShaker',
    fitness:
      'SaltShakerPlankPass SaltShakerBalanceHold SaltShakerShuttleRun SaltShakerCoreTwist SquatWithASaltShaker LessSaltMoreWater',
    prank:
      'SaltShakerSugarSwap SaltShakerGooglyEyes SaltShakerTinyHats NoteUnderTheSaltShaker SaltShakerMiniFamily FancySaltShakerUpgrade',
    educational:
      'WhySaltShakersHaveRice SaltShakerHoleCount SaltShakerMicroscope HistoryOfTheSaltShaker SaltShakerPatentQuiz HowMuchSaltPerShake',
    cooking:
      'DIYSaltShakerBlend SaltShakerPopcorn SaltShakerVsPinch NoSaltShakerDinner SaltShakerSnackRanking SaltShakerMocktailRim',
    travel:
      'SaltShakerMuseum DinerSaltShakerTour SaltShakerSouvenirs GiantSaltShakerPhoto SaltShakerRoadTrip MiniSaltShakerHunt',
    fashion:
      'SaltShakerEarrings SaltAndPepperShakerFit SaltShakerCostume SaltShakerTwinning SaltShakerMonochrome VintageSaltShakerPrint',
    wellness:
      'LessSaltShakerWeek HideTheSaltShaker HerbsNotSaltShaker SaltShakerHabitSwap TasteBeforeSaltShaker SaltShakerPantryReset',
    speed:
      'SaltShakerRefillRace StackTheSaltShakers SaltShakerFlipCatch SaltShakerPassRelay SaltShakerBalanceIn30 FastestSaltShakerSort',
    music:
      'SaltShakerMaracas SaltShakerBeat SaltShakerDuet DinerSaltShakerJam RhythmWithASaltShaker KitchenSaltShakerBand',
    art: 'SaltShakerStillLife PaintedSaltShakers SaltShakerStopMotion SaltShakerPhotoShoot SaltShakerCharacters ClaySaltShakerSet',
    tech: 'SmartSaltShaker ElectricSaltShakerTest SaltShakerSlowMo 3DPrintedSaltShaker AIDesignsASaltShaker SaltShakerGadgetReview',
    pet: 'SaltShakerCatFigurines PetPortraitSaltShakers SaltAndPepperPups SaltShakerHighShelf DogShapedSaltShakers HamsterSizedSaltShaker',
    gaming:
      'SaltShakerShuffleboard SaltShakerChess SaltShakerBowling SaltShakerHotPotato GuessWhichSaltShaker TriviaNightSaltShaker',
  },
  lampshade: {
    dance:
      'LampshadeHeadDance LampshadePartyShuffle LampshadeSkirtSpin LampshadeDiscoGlow ShadowMovesByLampshade BedroomLampshadeGroove',
    fitness:
      'LampshadeBalanceWalk LampshadeShadowBoxing SlowYogaByLampshade LampshadeHatLunges LampshadeStretchTime PushupsByTheLampshade',
    funny:
      'LampshadeOnMyHead LampshadeHideAndSeek UglyLampshadeAward PlasticOnTheLampshade LampshadeDisguise CrookedLampshadeFix',
    prank:
      'LampshadeGooglyEyes NeonLampshadeSwap LampshadeStickyNotes SecretLampshadeMessage TinyLampshadeHat LampshadeMustache',
    educational:
      'LampshadeLightScience LampshadeConicSections LampshadeHistory WarmVsCoolLampshade WhyLampshadesAreCones MeasureALampshade',
    cooking:
      'DinnerByLampshadeLight SpunSugarLampshade TiffanyLampshadeCake LampshadeGlassCookies PleatedLampshadePie CozyLampLitSupper',
    travel:
      'LampshadeMarketHunt LampshadeSouvenir AntiqueLampshadeTour MoroccanLampshadeFind LampshadeInMySuitcase CabinLampshadeMakeover',
    fashion:
      'LampshadeSkirt LampshadeHatFit LampshadeFringeBag DressLikeYourLampshade RunwayInALampshade LampshadeALineLook',
    wellness:
      'CozyCornerLampshade SwapToWarmLampshade LampshadeReadingNook LampshadeWindDown LampshadeMoodLighting LampshadeOnlyEvenings',
    speed:
      'LampshadeRecoverRace LampshadeSwapIn60 LampshadeWrapDash PaintALampshadeFast LampshadePleatSprint QuickLampshadeRefresh',
    music:
      'LampshadeTapBeat LampshadeLoFiSession LampshadeSpotlightSong LampshadeBongos BedroomLampshadeCover LullabyByLampshade',
    tech: 'SmartBulbLampshade LampshadeProjector 3DPrintedLampshade LampshadeLEDMod LaserCutLampshade AIDesignsALampshade',
    pet: 'CatBaskingByLampshade LampshadeConeGlowUp PetLampshadeRecovery DogInALampshade LampshadeDoorwayBump ParrotOnTheLampshade',
    gaming:
      'LampshadePropHunt LampshadeRingToss LampshadeCozyGameSetup LampshadeEscapeClue RGBLampshadeSync CharadesInALampshade',
  },
  'paint roller': {
    dance:
      'PaintRollerTwoStep PaintRollerRobot PaintRollerLipSync PaintRollerSwing DanceWithAPaintRoller RenovationRollerBop',
    fitness:
      'PaintRollerArmDay PaintRollerSquatReach PaintRollerStepCount LungeAndRollPaint PaintRollerCoreTwist RenovationWorkout',
    funny:
      'PaintRollerFail PaintRollerCeilingPOV DadWithAPaintRoller CouplesPaintRollerTest ThatOneMissedSpot PaintRollerMustache',
    prank:
      'PaintRollerFakeSplat EmptyPaintRollerPrank KidsRoomPaintSurprise PaintRollerGooglyEyes PaintRollerHairCurler HiddenMessageRoller',
    educational:
      'PaintRollerNapGuide HowPaintRollersWork PaintRollerVsBrush PaintRollerTechnique PaintRollerHistory ColorTheoryPaintRoller',
    cooking:
      'EdiblePaintCookies PaintedToastArt PizzaBreakPaintDay PaintTraySnackBoard PaintRollerCakeIcing PaintPaletteCupcakes',
    travel:
      'PaintRollerMuralTour VolunteerPaintTrip CabinPaintRefresh ColorfulPaintedTowns PaintRollerVanBuild PaintRollerMoveIn',
    fashion:
      'PaintRollerTee PaintRollerDenim PaintRollerSneakers PaintRollerTotebag ChicPainterFit DressForPaintDay',
    wellness:
      'PaintRollerTherapy SlowPaintRollerStrokes PaintRollerFreshStart CalmingPaintColors PaintRollerASMR MindfulAccentWall',
    speed:
      'PaintRollerRace PaintRollerWallIn60 PaintRollerRelay FirstCoatPaintDash PaintRollerCleanSprint TapeAndPaintBlitz',
    music:
      'SingAlongPaintDay PaintRollerMicCover DrumsOnAPaintCan PaintToTheBeat PaintRollerRhythmRoll KaraokePaintRoller',
    tech: 'RobotPaintRoller PaintColorMatchApp ARPaintPreview DronePaintedMural PaintRollerPowerTest SmartPaintCalculator',
    pet: 'PawPrintPaintArt DogVsPaintRoller CatInspectsThePaint PaintDayHelperPup SafePaintingWithPets TailWagPaintRoller',
    gaming:
      'PaintRollerTurfWar PaintRollerPixelArt PaintRollerSpeedrun CoopPaintingLevel PaintColorGuessGame BlockWorldPaintRoller',
  },
  platypus: {
    dance:
      'PlatypusWaddle PlatypusPaddleDance ThePlatypusBillBop PlatypusSwimMoves PlatypusTailShake CongaLikeAPlatypus',
    fitness:
      'PlatypusSwimLaps PlatypusBurrowCrawl PlatypusPaddleKicks PlatypusWaddleSquats MoveLikeAPlatypus TailPlankPlatypus',
    funny:
      'PlatypusSelfIntro APlatypusDatingProfile PlatypusDesignMeeting PlatypusImpression PlatypusVsDuck IfAPlatypusTexted',
    prank:
      'PlatypusPlushInBed PlatypusFactNotes PlatypusPhotobomb HideThePlatypusEggs FakePlatypusSighting PlatypusCakeSurprise',
    cooking:
      'PlatypusCookies PlatypusPancakeArt PlatypusCakePops PlatypusBentoBox BakeAPlatypusLoaf AussieTreatsPlatypus',
    travel:
      'SpotAWildPlatypus PlatypusSanctuaryVisit PlatypusDawnWatch TasmaniaPlatypusTrip PlatypusRiverWalk QuietKayakPlatypus',
    fashion:
      'PlatypusPrintFit PlatypusOnesie PlatypusBillCap PlatypusEarrings DressLikeAPlatypus FedoraPlatypusLook',
    wellness:
      'PlatypusRiverSounds BeYourOwnPlatypus SleepLikeAPlatypus PlatypusSelfLove OddOneOutPlatypus PlatypusComfortPlush',
    speed:
      'DrawAPlatypusIn10 PlatypusFactSprint PlatypusWaddleRace PlatypusJigsawDash PlatypusQuickQuiz SpellingBeePlatypus',
    music:
      'PlatypusFactsSong PlatypusLullaby PlatypusBeatbox PlatypusKazooSolo DidgeridooForAPlatypus SingToThePlatypus',
    art: 'PlatypusClaySculpture PlatypusWatercolor PlatypusOrigami DrawYourPetAsAPlatypus PlatypusSockPuppet PaintedPebblePlatypus',
    tech: 'PlatypusUVGlowTest PlatypusARFilter AIDrawsAPlatypus PlatypusCamTrap RoboticPlatypus CodeAPlatypusGame',
    pet: 'PetVsPlatypusPlush DogMeetsPlatypusToy PlatypusSqueakyZoomies PlatypusNapBuddy IsMyCatAPlatypus PlatypusFetchGame',
    gaming:
      'PlatypusSpeedrun PlatypusCharacterBuild PlatypusTriviaNight PlatypusBoardGame MyPlatypusAvatar GuessTheAnimalPlatypus',
  },
  'clock tower': {
    dance:
      'ClockTowerChimeDance TickTockClockTowerStep ClockTowerFreezeAtNoon SalsaByTheClockTower ClockTowerWaltz ClockTowerHandsMove',
    fitness:
      'ClockTowerStairClimb ClockTowerStepCount ClockTowerChimeSquats RunToTheClockTower ClockTowerArmCircles LungesToTheBells',
    funny:
      'ClockTowerIsWrong ClockTowerBellSurprise BlameTheClockTower ClockTowerPOV ClockTowerGuideSkit SelfieFailAtClockTower',
    prank:
      'MeetMeAtTheClockTower FakeClockTowerChime ClockTowerClueTrail MiniClockTowerGift ClockTowerPicnicAmbush CardboardClockTower',
    educational:
      'HowClockTowersWork ClockTowerBellMath WhyTownsHadClockTowers ClockTowerHistoryQuiz ClockTowerRomanFour ClockTowerPendulum',
    cooking:
      'ClockTowerCake GingerbreadClockTower BrunchByTheClockTower ClockTowerPicnic ClockFaceCookies ClockTowerNoonLunch',
    fashion:
      'ClockTowerFitCheck ClockTowerStreetStyle VintageClockTowerLook BowTieAtTheClockTower ClockTowerTrenchCoat ClockTowerGoldenHour',
    wellness:
      'ClockTowerMindfulChime SlowWalkToClockTower ClockTowerSunriseSit ClockTowerBenchPause ClockTowerPhoneFree BreatheWithTheBells',
    speed:
      'BeatTheClockTower ClockTowerStairBlitz ClockTowerChimeDash ClockTowerSketchIn60 RaceToTheClockTower ClockTowerPuzzleRush',
    music:
      'ClockTowerChimeCover ClockTowerBellRemix ClockTowerTickTockBeat HumTheClockTowerTune ClockTowerLullaby HandbellClockTower',
    art: 'ClockTowerInkDrawing ClockTowerWatercolor PaperClockTowerModel ClockTowerSilhouette ClockTowerPhotoAngles SketchTheClockTower',
    tech: 'ClockTowerDroneShot ClockTowerDeskBuild ClockTowerARTour AtomicVsClockTower ClockTower3DScan CodeAClockTowerChime',
    pet: 'DogWalkToClockTower ClockTowerPetPortrait ClockTowerPuppyPhoto ClockTowerCatBench ClockTowerTreatBreak SniffAroundClockTower',
    gaming:
      'ClockTowerLevel EscapeTheClockTower ClockTowerPlatformer BossFightClockTower ClockTowerBuildOff ClockTowerPuzzleGame',
  },
  florist: {
    dance:
      'ShuffleLikeAFlorist FloristBouquetToss FloristRibbonDance FloristClosingTimeJam FloristPetalRain SwayWithTheFlorist',
    fitness:
      'FloristBucketCarry FloristStepCount FloristSquatAndLift FloristShearsGrip StrongLikeAFlorist BikeDeliveryFlorist',
    funny:
      'ThingsFloristsHear FloristJudgesMyBouquet GasStationRosesRated FloristCustomerTypes FloristImpression FloristAllergyPOV',
    prank:
      'SurpriseFloristVisit FloristCandyBlooms FloristOneRoseTrail FloristSockFlowers FloristMysteryBouquet OfficeFloodByFlorist',
    educational:
      'FloristFlowerMeanings HowFloristsKeepFresh FloristStemCutAngle FloristColorWheel FloristBloomIDQuiz DayInTheLifeFlorist',
    cooking:
      'FloristEdibleFlowers FloristCupcakeBouquet FloristTeaBlend FloristLavenderCookies PressedPetalShortbread BakeLikeAFlorist',
    travel:
      'FlowerMarketFlorist TulipFieldsFlorist FloristAbroad FloristShopCrawl FloristPressedJournal DutchFloristAuction',
    fashion:
      'FloristApronStyle FloristFlowerCrown FloristBouquetMatch BoutonniereFromFlorist FloristWorkFit HairPinsByAFlorist',
    wellness:
      'MindfulFloristHour FloristFlowerTherapy FloristBouquetForMe SlowSundayWithAFlorist FloristGratitudeStems FloristPressedPetals',
    speed:
      'FloristSpeedBouquet FloristWrapRace SortStemsLikeAFlorist BeatTheFlorist FloristCorsageIn60 FloristBucketRelay',
    music:
      'FloristSerenade FloristRadioJam LoveSongForAFlorist FloristWrapBeat FloristSnipRhythm HumAlongWithAFlorist',
    tech: 'FloristAIBouquet FloristAppTest FloristTimelapseBloom OrderBotForFlorists FloristProductPhotos PlantIDVsAFlorist',
    pet: 'PetSafeFloristBouquet FloristShopCat FloristFlowerCollar FloristPupVisit BunnyMeetsTheFlorist DogSniffsTheFlorist',
    gaming:
      'FloristCozyGame FloristFlowerMatch FloristOrderRush TriviaNightFlorist FloristGardenBuild ShopkeeperFloristRun',
  },
  'jump scare': {
    dance:
      'JumpScareFreeze JumpScareDrop JumpScareTransition ZombieWalkJumpScare JumpScareBeatSwitch HalloweenJumpScareBop',
    fitness:
      'JumpScareBurpees SquatEveryJumpScare JumpScareHeartRate JumpScareSprint PlankThroughJumpScares JumpScareReflexDrill',
    funny:
      'JumpScareReactions MyDadsJumpScareFace JumpScareFakeOut JumpScareRevenge RankTheJumpScares JumpScareNarration',
    educational:
      'WhyJumpScaresWork JumpScareFilmHistory JumpScareReflexFacts JumpScareSoundDesign AdrenalineJumpScare JumpScareHeartScience',
    cooking:
      'JumpScareCake JumpScareLunchbox JumpScareFridgeEyes PizzaWithAJumpScare PancakesWithJumpScare SpookyJumpScareTreats',
    travel:
      'HauntedHouseJumpScare JumpScareCornMaze GhostTourJumpScare JumpScareThemePark JumpScareEscapeRoom OldHotelJumpScare',
    fashion:
      'JumpScareCostume JumpScareMakeup JumpScareOutfitReveal JumpScareGlowUp CreepyCuteJumpScare DIYJumpScareMask',
    wellness:
      'JumpScareRecovery BreatheAfterJumpScare JumpScareFreeNight JumpScareLaughOff FaceYourJumpScares CozyMovieNoJumpScare',
    speed:
      'JumpScareReflexRace JumpScareSetupIn60 JumpScareCostumeChange SpotTheJumpScare JumpScareQuickDraw CountTheJumpScares',
    music:
      'JumpScareBeatDrop JumpScareSoundtrack JumpScareStinger JumpScarePianoKey RemixAJumpScare LullabyThenJumpScare',
    art: 'JumpScareFlipbook JumpScareComicPanel PopUpJumpScareCard JumpScareStopMotion JumpScarePaperMonster ShadowArtJumpScare',
    tech: 'JumpScareVideoEdit JumpScareMotionSensor JumpScareARFilter JumpScareGreenScreen AIMakesAJumpScare CodeAJumpScareGame',
    pet: 'CatAmbushJumpScare PeekabooPupJumpScare HamsterJumpScare JumpScareZoomies NoJumpScaresForPets ParrotJumpScareSquawk',
    gaming:
      'HorrorGameJumpScare JumpScareSpeedrun CountEveryJumpScare JumpScareNoFlinch JumpScareDuoPlay JumpScareTierList',
  },
  'shaving cream': {
    dance:
      'ShavingCreamFoamParty ShavingCreamBeardBop ShavingCreamHandJive DadsShavingCreamDance ShavingCreamCanShake SudsySaturdayBoogie',
    fitness:
      'ShavingCreamSpoonRun KidsShavingCreamCourse ShavingCreamTargetToss ShavingCreamPlankStack ShavingCreamFoamTag SplashZoneBurpees',
    funny:
      'ShavingCreamBeard DadShavingCreamPOV ShavingCreamMustache DisguiseInShavingCream ShavingCreamEverywhere FoamWizardCosplay',
    prank:
      'ShavingCreamBathtubArt ShavingCreamWindowNote ShavingCreamSnowDay ShavingCreamBalloonPop GiantShavingCreamBeard FoamFightShavingCream',
    educational:
      'ShavingCreamRainJar WhyShavingCreamExpands ShavingCreamColorMix SpellingInShavingCream ShavingCreamMathTray HowShavingCreamIsMade',
    cooking:
      'WhippedNotShavingCream EdibleShavingCreamArt ShavingMarbleCookies ShavingCreamDyedEggs PipingPracticeShaving DadsShaveDayBrunch',
    travel:
      'TravelSizeShavingCream ShavingCreamCarryOn HotelShavingCreamKit CampingShavingCream ShavingAtABarberAbroad FogFreeMirrorShaving',
    fashion:
      'ShavingCreamShoeClean ShavingCreamStainHack ShavingCreamTieDye ShavingCreamNails MarbledBandanaShaving SharpLookShavingRitual',
    wellness:
      'ShavingCreamRitual ShavingCreamSensory MindfulShavingCream HotTowelShavingCream ShavingCreamASMR SundayShaveSlowdown',
    speed:
      'ShavingCreamTowerRace SpellItInShavingCream ShavingABalloonIn60 ShavingCreamWipeDash FastestShavingCreamArt ShavingCreamRelayCups',
    music:
      'ShavingCreamCanBeat MirrorSongShavingCream ShavingCreamHissLoop ShavingQuartetHarmony ShavingCreamDrumTray JingleForShavingCream',
    tech: 'ShavingCreamSlowMo ShavingCreamTimelapse ShavingCreamMacroShot HeatedShavingCreamTest AntiFogShavingCream 3DPrintedShavingStand',
    pet: 'NoShavingCreamForPets ShavingCreamDogSketch ShavingCreamCatFace ShavingCreamBunnyArt PupProofShavingCream FoamBeardKittenSelfie',
    gaming:
      'ShavingCreamTicTacToe ShavingCreamDrawGuess ShavingCreamHangman ShavingCreamDigHunt MazeInShavingCream ToyRescueShavingCream',
  },
  coin: {
    dance:
      'CoinFlipFreestyle CoinSpinPirouette CoinJingleHop CoinTossTwoStep DropTheCoinDance ArcadeCoinShuffle',
    fitness:
      'CoinFlipReps CoinPickupLunges CoinTossBurpees PlankCoinStack ToeGripCoinDrill ElbowCoinCatch',
    prank:
      'CoinGluedToTheFloor DisappearingCoinTrick TwoHeadedCoin CoinUnderTheCup CoinFromNowhere BendingCoinIllusion',
    educational:
      'IsACoinFlipFair CoinToss100Times CoinFloatOnWater CoinCleaningScience CoinBatteryExperiment WhyCoinsHaveRidges',
    cooking:
      'CoinFlipRecipe ChocolateCoinBrownies LuckyCoinBread CoinSizedPancakes CoinTossSpiceLevel GoldCoinCupcakes',
    travel:
      'CoinFlipRoadTrip WishingWellCoinToss ForeignCoinCollection SouvenirCoinPress SpendYourLastCoins HeadsLeftTailsRight',
    fashion:
      'CoinFlipOutfit CoinBeltLook GoldCoinJewelry CoinPocketJeans PennyLoaferCoin StyleByCoinToss',
    wellness:
      'CoinFlipGutCheck GratitudeCoinJar SpinningCoinFocus NoSpendCoinChallenge LuckyCoinRitual KindnessCoinPassOn',
    speed:
      'CoinStackIn30 TenHeadsCoinRace CoinSortSprint CoinFlickGoal ElbowCoinCatchRecord CountTheCoinsFast',
    music:
      'CoinTapRhythm CoinDropMelody CoinSpinWhirLoop CoinGuitarSlide BeatboxTheCoinSound StrumWithACoin',
    art: 'CoinRubbingCollage CoinStackSculpture CoinPhotoMacro TraceACoinPattern DesignYourOwnCoin CoinBalanceArt',
    tech: 'CoinFlipBot CoinTossingRobot CoinSlowMoSpin MetalDetectorCoinHunt CoinScanCollectorApp AIGuessesTheCoin',
    pet: 'DogPicksTheCoinHand PetFundCoinJar CoinFlipPuppyName CatVsSpinningCoin CoinTossWalkRoute KeepCoinsOffTheFloor',
    gaming:
      'CoinTossTournament TableCoinSoccer CoinShuffleboard EveryCoinInTheLevel CoinTicTacToe CoinFlipDuel',
  },
  'glitter bomb': {
    dance:
      'GlitterBombSpin GlitterBombBeatDrop GlitterBombFinale GlitterBombDisco ShakeItGlitterBomb SlowMoGlitterBombTwirl',
    fitness:
      'GlitterBombSneakers GlitterBombFinishLine GlitterBombDumbbells GlitterBombYogaMat SparkleRunGlitterBomb WaterBottleGlitterBomb',
    funny:
      'GlitterBombAftermath GlitterStillInMyHair GlitterBombVsVacuum DadVsGlitterBomb CleanupCrewGlitterBomb GlitterBombFailPOV',
    prank:
      'GlitterBombBdayCard GlitterBombBalloon GlitterBombGiftBox EcoGlitterBomb PartyPopperGlitterBomb SurpriseGlitterShower',
    educational:
      'WhyGlitterSticks HowGlitterIsMade GlitterVsMicroplastics GlitterMicroscopeLook EcoGlitterExplained GlitterSparkleScience',
    cooking:
      'EdibleGlitterBomb GlitterBombCupcakes GlitterBombHotCocoa GlitterBombDonuts GlitterBombLemonade CookiesWithGlitterBomb',
    travel:
      'GlitterBombSuitcase GlitterPassportCover GlitterBombCarnival FestivalGlitterBomb GlitterTravelJournal RoadTripGlitterBomb',
    fashion:
      'GlitterBombHeels FullGlitterBombFace GlitterBombDenimJacket GlitterBombNails GlitterBombRoots ThriftedGlitterBombTee',
    wellness:
      'GlitterBombCalmJar GlitterBombMoodLift WatchTheGlitterSettle GlitterAffirmations GlitterBombKindness SparkleSundayGlitter',
    speed:
      'GlitterBombCleanupRace GlitterBombIn60 GlitterBombSpeedCraft LintRollerGlitterDash GlitterBombGiftWrap RelayOfGlitterBombs',
    music:
      'GlitterBombMusicVideo GlitterBombShakerEgg GlitterBombDrumHit SpeakerDancingGlitter GlitterBombKaraoke BedazzledGlitterGuitar',
    tech: 'GlitterBombKeyboard GlitterBomb1000FPS GlitterBombLEDJar GlitterBombDeskSetup ControllerGlitterBomb AIDesignsGlitterBomb',
    pet: 'GlitterFreePupParty GlitterBombPetPortrait DogNameGlitterSign GlitterBombCatFrame KeepGlitterFromKitties SparkleSafeBunnyDay',
    gaming:
      'GlitterBombGameNight GlitterBombDiceSet GlitterBombMiniatures GlitterBombTrophy WinnerGetsGlitterBomb SparklyGlitterCardDeck',
  },
  doormat: {
    dance:
      'DoormatShuffle DoormatDanceFloor DoormatTwoStep DoormatMoonwalk PorchDoormatGroove StayOnTheDoormat',
    fitness:
      'DoormatPlank DoormatJumpDrills DoormatLateralHops TinySpaceDoormatHIIT DoormatClimbers StayOnTheMatWorkout',
    prank:
      'DoormatWelcomeSwap DoormatSqueakyToy BubbleWrapDoormat DoormatHomecoming RedCarpetFromDoormat DoormatNameSurprise',
    educational:
      'WhyDoormatsSayWelcome DoormatDirtTest DoormatCoirVsRubber DoormatEtiquetteAbroad HowDoormatsAreMade DoormatWordOrigins',
    cooking:
      'DoormatCookies WelcomeDoormatCake DoormatDinnerDrop DoormatWaffles TreatsOnTheDoormat NeighborBananaBread',
    travel:
      'DoormatsAroundTheWorld DoormatLanguageHunt DoorsAndDoormatsTour DoormatWelcomeHome CabinDoormatArrival DoormatPhotoWalk',
    fashion:
      'DoormatFitCheck ShoesOnTheDoormat DoormatStyleMatch DoormatRunway PorchPoseDoormat BootsByTheDoormat',
    wellness:
      'ShoesOffAtTheDoormat DoormatGratitudePause LeaveItAtTheDoormat DoormatAffirmation DoormatSpringClean WelcomeYourselfHome',
    speed:
      'ShoesOffDoormatDash DoormatShakeOut DoormatStencilSpeed DoormatWipeRelay DoormatToCouchSprint FastestDoormatCleanup',
    music:
      'DoormatStompBeat DoormatDoorbellSong DoormatWelcomeJingle PorchDoormatJam DoormatKnockRhythm SerenadeFromTheDoormat',
    art: 'PaintedDoormat DoormatPatternDesign BraidedRugDoormat YarnPomDoormat DoormatStencilArt SeasonalDoormatLayers',
    tech: 'SmartDoormatSensor DoormatPackageAlert LightUpDoormat CodeADoormatGreeting AIDoormatMessage HeatedDoormatTest',
    pet: 'PupWaitsOnTheDoormat MuddyDogDoormatWipe CatOnTheDoormat DoormatPetName DoormatZoomiesStart PawPrintDoormat',
    gaming:
      'HopscotchToTheDoormat DoormatBeanBagToss DoormatSavePoint DoormatFloorIsLava DoormatTicTacToe GameNightWelcomeMat',
  },
  button: {
    dance:
      'ButtonUpTheBeat PressTheButtonDance ButtonShirtShimmy ButtonBounce PushButtonRobot ButtonUpCoatStrut',
    fitness:
      'ButtonPickupSquats ButtonToeGrab PressTheButtonPushups ButtonUpWhilePlanking ButtonReactionDrill LungeToTheButton',
    funny:
      'ButtonPopPOV DontPressTheButton ButtonMismatchFail CuteAsAButtonContest ElevatorButtonWars ButtonDilemmaGame',
    prank:
      'FakeBigRedButton ButtonEyesEverywhere MysteryButtonBox ButtonTrailSurprise RemoteButtonLabels ComplimentButton',
    educational:
      'HowToSewAButton WhyMensButtonsAreRight ButtonHistoryQuiz ButtonMaterialGuess ButtonMathSorting ShankVsFlatButton',
    cooking:
      'ButtonMushroomSkillet ButtonCookies CandyButtonsDIY CuteAsAButtonCupcakes ButtonMacarons ChocolateButtonBark',
    travel:
      'ButtonFromEveryCity CrosswalkButtonSounds ButtonPassportJacket HotelButtonFix ButtonDownTravelShirt ButtonMarketHunt',
    fashion:
      'ButtonUpFiveWays ButtonSwapUpgrade ButtonEarrings MismatchedButtonLook OversizedButtonCoat VintageButtonBrooch',
    wellness:
      'ButtonSortingCalm MindfulButtonSewing ButtonGratitudeJar PauseButtonMoment ButtonWorryStone ResetButtonSunday',
    speed:
      'FastestButtonUp SewAButtonIn60 ButtonColorSortRace ButtonStackTower ButtonUpCoatRelay ChopstickButtonPickup',
    music:
      'ButtonWhirligig ButtonShaker ButtonJarRhythm ButtonAccordion PushButtonBeats CuteAsAButtonSong',
    tech: 'BigRedButtonBuild OneButtonApp SmartButtonAutomation PhysicalButtonsVsTouch ButtonKeycapSwap CodeAButtonCounter',
    pet: 'TalkingButtonsForPets TeachYourDogAButton CuteAsAButtonKitten ButtonTreatDispenser DoorbellButtonPup ParrotPressesAButton',
    gaming:
      'ButtonMashChallenge OneButtonGame ButtonTiddlywinks ButtonComboRun ButtonSoccer ControllerButtonQuiz',
  },
  zipper: {
    dance:
      'ZipperJacketReveal TracksuitZipperBop ZipperUpAndDown ZipperHoodieFlip ShimmyLikeAZipper ZipperChainDance',
    fitness:
      'ZipperHoodieWarmup ZipperPlankPull ZipperPocketRun WeightedZipperVest ZipperJacketStairs ZipUpAndGoJog',
    funny:
      'StuckZipperPOV ZipperDownAllDay ZipperStruggleInGloves ZipperOnTheWrongSide ZipperSleepingBagFail BackZipperHelp',
    prank:
      'ZipperPouchSurprise GooglyEyeZipperPull ZipperLipsQuietGame ZipperCharmSwap ZipperPocketCandy SecretNoteZipper',
    educational:
      'HowZippersWork ZipperInventionStory ZipperSlowMoScience ZipperVsButtons ZipperTeethCount FixAZipperWithAPencil',
    cooking:
      'ZipperBagOmelet ZipperPouchSnackPack ZipperCakeReveal ZipperLunchboxTour ShakenIceCreamZipper PicnicBasketZipUp',
    travel:
      'ZipperPackingCubes HiddenZipperPocket ZipperLockLuggage SuitcaseZipperFix ZipperTentMorning SleepingBagZipperUp',
    wellness:
      'ZipperFidget ZipperSoundASMR CozyZipperHoodie ZipperJournalCase ZipperWorryPouch SlowZipperBreath',
    speed:
      'FastestZipperUp ZipperRelayRace ZipperJacketIn10 ZipperPouchPackDash FixTheZipperSprint ZipperWithMittens',
    music:
      'ZipperScratchBeat ZipperSoundLoop ZipperPercussion ZipperGuiro BeatboxAZipper HoodieZipperSolo',
    art: 'ZipperFlowerBrooch MosaicOfOldZippers ZipperSculpture ZipperCollageArt DrawARealisticZipper ZipperEmbroidery',
    tech: 'ZipperCableOrganizer ZipperPhonePouch ZipperMacroShot ZipperSlowMoCam 3DPrintedZipperPull SmartZipperLock',
    pet: 'CatVsZipperSound PupRaincoatZipper ZipperTreatPouch PetCarrierZipper DogKnowsTheZipper KittenZipperPeekaboo',
    gaming:
      'ZipperControllerPouch GuessTheZipperSound ZipperDiceBag ZipperCosplayBuild ZipperEscapeRoomClue LootInTheZipper',
  },
  'waffle iron': {
    dance:
      'WaffleIronFlipDance BrunchWaffleShuffle WaffleIronWiggle WaitingForWaffles WaffleStackStrut WaffleIronGroove',
    fitness:
      'ProteinWaffleIron EarnYourWaffles WaffleIronOatBites PostRunWaffleIron WaffleIronEggWhites BurpeePerWaffle',
    funny:
      'WillItWaffleFails WaffleIronStuckPOV WaffleIronOverflow WaffleIronDadJokes WaffleIronFirstTry RandomThingsWaffled',
    prank:
      'WaffleBreakfastInBed FakeWaffleSponge WaffleIronLoveNote MysteryWaffleFilling SavoryWaffleSurprise BirthdayWaffleTower',
    educational:
      'HowWaffleIronsWork BelgianVsClassicWaffle WaffleIronHistory WhyWafflesHaveGrids MaillardWaffleIron CountTheWaffleSquares',
    travel:
      'BrusselsWaffleHunt HotelWaffleMaker CampingWaffleIron WaffleIronRoadTrip StreetWaffleTour CabinWaffleMorning',
    fashion:
      'WaffleKnitFit WaffleTextureLook WaffleSneakerSoles WaffleBrunchOutfit ThermalWaffleLayers CozyWaffleRobe',
    wellness:
      'SlowWaffleSunday WaffleIronFamilyBrunch GratitudeWaffleStack WaffleMorningRitual HealthyWaffleSwap PhoneFreeWaffles',
    speed:
      'WaffleStackSprint FastestWaffleBreakfast FiveMinuteWaffles WaffleToppingDash WaffleIronCleanupRace WaffleBatterWhiskOff',
    music:
      'WaffleIronSizzleBeat SingToYourWaffles WaffleIronJingle BrunchWaffleJam WaffleIronLoFi KitchenWaffleKaraoke',
    art: 'WaffleFruitFaces WaffleStillLife ClayWaffleCharm WaffleGridPixelArt WafflePhotoStack FeltWaffleCraft',
    tech: 'SmartWaffleIron WaffleIronGadgetTest MiniWaffleIronReview WaffleIronTempCheck WaffleIronTimelapse AIInventsAWaffle',
    pet: 'PupWatchesTheWaffles CatNamedWaffles WaffleKnitPetBed DogSitsForWaffleBeep WaffleTextureToy HamsterWafflePhoto',
    gaming:
      'WaffleIronCookingSim WaffleGridTicTacToe WaffleWordPuzzle SpeedrunTheWaffles WaffleGameNight TriviaOverWaffles',
  },
  thermos: {
    dance:
      'ThermosLunchboxBop ThermosSteamSway CocoaThermosShuffle ThermosMicCheck SnowDayThermosGroove ThermosTwirl',
    fitness:
      'ThermosHikeFuel ThermosWaterGoal ThermosFarmerCarry SkiDayThermos PostWorkoutThermos ThermosCurls',
    funny:
      'ThermosLidStuck ThermosTooHotPOV DadsThermosCollection ThermosSmellsLikeSoup ThermosDropSound WhoseThermosIsThis',
    prank:
      'ThermosHotCocoaNote ThermosFullOfCandy ThermosGooglyEyes SecretThermosSnack ThermosStickerBomb DoorstepThermosDrop',
    educational:
      'HowAThermosWorks ThermosVsMugTest ThermosInventionStory ThermosIceCheck ThermosCoolingMath WhyVacuumFlasksStayHot',
    travel:
      'ThermosRoadTrip ThermosSunriseHike ThermosCoffeeViews TrainRideThermos ThermosPicnicSpot CampMorningThermos',
    fashion:
      'MatchYourThermos ThermosStickerStyle ThermosStrapDIY ThermosWinterLayers ThermosSleeveKnit PastelThermosLook',
    wellness:
      'ThermosTeaRitual WarmHandsThermos ThermosLunchOutside ThermosMorningWalk ThermosGratitudeSip HerbalThermosCalm',
    speed:
      'ThermosPackIn5 ThermosPourRace FastestThermosLunch ThermosLidTwist RelayWithAThermos BeatTheThermosCool',
    music:
      'DrumOnAThermos ThermosShaker ThermosClankBeat CampfireThermosSong ThermosLidPercussion SingIntoTheThermos',
    art: 'PaintedThermos ThermosStickerArt ThermosEngraving ThermosStillLife VinylDecalThermos ThermosDoodleWrap',
    tech: 'SmartThermosLid ThermosTempTracker ThermosVsHeatedMug ThermalCamThermos ThermosInsulationTest AIPlansThermosLunch',
    pet: 'ThermosWaterForPups DogHikeThermos CatVsThermos PetCampingThermos ThermosLidBowl WinterWalkThermos',
    gaming:
      'ThermosLANParty ThermosGameNight ThermosBottleFlip HealthPotionThermos ThermosGamerFuel DungeonMasterThermos',
  },
  'traffic cone': {
    dance:
      'TrafficConeWeaveDance TrafficConeSlalomStep TrafficConeStrut TrafficConeFreeze OrangeConeShuffle SpinPastTheTrafficCone',
    fitness:
      'TrafficConeAgility SprintToTheTrafficCone TrafficConeShuttleRun TrafficConeSquatTouch BearCrawlTrafficCones TrafficConeHIIT',
    prank:
      'TrafficConeOnTheBed TrafficConeDetourPrank TrafficConeGoogly TinyTrafficConeArmy HallwayTrafficJam TrafficConeDeskZone',
    educational:
      'TrafficConeColorFact FirstTrafficConeEver TrafficConeReflectors HowTrafficConesAreMade TrafficConeShapeMath TrafficSignQuiz',
    cooking:
      'TrafficConeCupcakes CandyCornTrafficCones IceCreamTrafficCone TrafficConeFruitCups TrafficJamSnackBox TrafficConeCakePops',
    travel:
      'TrafficConeRoadTrip TrafficConeBingo GiantTrafficConeVisit RoadsideTrafficConeArt TrafficJamGames TrafficDetourAdventure',
    fashion:
      'TrafficConeOrangeFit TrafficConeStripeLook TrafficConeBucketHat TrafficConeRunway DressLikeATrafficCone SafetyVestStyle',
    wellness:
      'TrafficConeBoundaries SlowZoneTrafficCone TrafficJamCalm TrafficBreathReset TrafficConeSelfCare DetourNotDeadEnd',
    speed:
      'TrafficConeSlalomRace TrafficConeStackUp TrafficConeRingToss FlipTheTrafficCone TrafficLightReflexes FastestConeCollect',
    music:
      'TrafficConeMegaphone TrafficConeDrumKit TrafficJamSingAlong TrafficConeAnthem HonkingTrafficRemix EchoThroughTheCone',
    art: 'TrafficConeSculpture PaintedTrafficCone TrafficConePopArt TrafficConeStopMotion TrafficConePhotoSeries SketchATrafficCone',
    tech: 'SmartTrafficCone TrafficConeLEDMod TrafficConeSpeaker TrafficConeRobot AITrafficConeCount TrafficConeDroneRace',
    pet: 'DogAgilityTrafficCones TrafficConeTreatHunt BunnyHopTrafficCones KittenVsTrafficCone TrafficConePetParade ParrotOnATrafficCone',
    gaming:
      'TrafficConeBowling HooplaOverTrafficCones TrafficConeKartTrack TrafficConeCaptureFlag TrafficJamPuzzle MiniTrafficConeGolf',
  },
  mousetrap: {
    dance:
      'TiptoePastTheMousetrap MousetrapDodgeDance CartoonMousetrapSneak MousetrapFreezeFrame CheeseGrabMouseStep MousetrapConga',
    fitness:
      'MousetrapReflexDrill TiptoeMousetrapWalk CatAndMouseTag MousetrapAgilityCourse MousetrapMazeRun MousetrapSpringJumps',
    funny:
      'CartoonMousetrapLogic MousetrapVsSmartMouse WhoStoleTheCheese MousetrapDadPOV MousetrapBaitDebate MousetrapSnapPanic',
    prank:
      'ToyMouseSurprise PaperMousetrapPrank MousetrapCandyBox MousetrapDeskDrawer MousetrapSoundEffect CheeseTrailToAGift',
    cooking:
      'MousetrapCharcuterie BestCheeseForMousetrap MouseShapedPears MousetrapSwissFondue MousetrapNachoNight PeanutButterBaitBars',
    travel:
      'MousetrapCampingTips CabinMousetrapCheck MousetrapAntiqueHunt SeeTheMousetrapPlay MousetrapRoadTripKit FarmStayMousetrap',
    fashion:
      'MousetrapCostumeDIY MouseEarsHeadband MousetrapPrintTee BoardGameMousetrapFit MousetrapCheeseBag CartoonMousetrapLook',
    wellness:
      'ScrollingIsAMousetrap KindMousetrapRelease EscapeTheMousetrapMood MousetrapFreeMorning TinyMouseMeditation MousetrapJournalPrompt',
    speed:
      'MousetrapCarDragRace MousetrapBuildIn30 MousetrapDominoChain MousetrapMarbleRun CheeseDashMousetrap CatchTheMouseRelay',
    music:
      'MousetrapSnapBeat MousetrapSpringTwang MousetrapSqueakSong MousetrapLullaby ThreeBlindMiceCover CartoonChaseMousetrap',
    art: 'MousetrapComicStrip MousetrapSculpture ClayMouseFigurine MousetrapStopMotion MousetrapBlueprintArt PaintedMousetrapCar',
    tech: 'SmartMousetrapTest MousetrapCamAlert MousetrapSensorBuild MousetrapSlowMo 3DPrintedMousetrapCar CodeAMousetrapGame',
    pet: 'PetSafeMousetrap CatVsToyMouse KittenIsMyMousetrap MousetrapFreeHome MousetrapPatrolPup MousetrapCarChaseDog',
    gaming:
      'MousetrapTowerDefense MousetrapGameRebuild CatAndMouseChase MousetrapPuzzleLevel EscapeRoomMousetrap BuildTheMousetrapBoard',
  },
  'parking meter': {
    dance:
      'ParkingMeterTwoStep ParkingMeterRobot ParkingMeterBop ParkingMeterFreeze StreetParkingGroove QuarterDropParkingJig',
    fitness:
      'ParkingMeterSprint ParkingMeterIntervals ParkingMeterStepGoal ParkingMeterCalfRaises ParkFarWalkMore LungeToParkingMeter',
    prank:
      'ParkingMeterKindness FakeParkingTicket ParkingMeterCostume ParkingSpotReserved ParkingMeterPiggyBank DrivewayParkingMeter',
    educational:
      'HowParkingMetersWork FirstParkingMeter1935 ParkingMeterMath SmartParkingMeters ParallelParkingPhysics ParkingMeterCityQuiz',
    cooking:
      'ParkingMeterLunchBreak FoodTruckParkingMeter ParkingDayPicnic ParkingMeterCoffeeRun ParkingMeterBrunchRace CurbsideParkingSnack',
    travel:
      'ParkingMeterCityTour ParkingMeterAbroad ParkingMeterRoadTrip TwoHourDowntownParking ParkingDayParklets OldTownParkingMeter',
    fashion:
      'ParkingMeterFitCheck ParkingMeterPhotoPose ParkingMeterCoinPurse DressedAsAParkingMeter ParkingMeterBootsWalk CurbsideParkingRunway',
    wellness:
      'ParkingMeterPause NoRushParkingMeter ParkingMeterMindful ParkingDayPark FeedAMeterForSomeone ParkingMeterKindAct',
    speed:
      'BeatTheParkingMeter ParkingMeterDash ParkingMeterErrandRun ParallelParkingIn60 ParkingMeterCoinCount ParkingMeterRelay',
    music:
      'ParkingMeterBeat ParkingMeterCoinDrop ParkingMeterSerenade ParkingMeterBlues FeedTheMeterSong JingleForAParkingMeter',
    art: 'SketchAParkingMeter PaintedParkingMeter ParkingMeterPhotoWalk ParkingMeterCharacter ParkingMeterStopMotion ParkingMeterPopArt',
    tech: 'ParkingMeterAppTest ParkingMeterReminder ParkingMeterTeardown ParkingSensorDemo AIFindsParking CodeAParkingMeter',
    pet: 'ParkingMeterSniffTour ParkingDayPetParklet ParkingMeterPupWalk CatDoodleParkingMeter ParkingMeterTreatJar BunnyParkingMeterPic',
    gaming:
      'ParkingMeterMinigame ParkingLotPuzzle ParallelParkingGame ParkingMeterTimeAttack ParkingMeterCoinCatch BossRushParkingMeter',
  },
  pothole: {
    dance:
      'PotholeHopscotch PotholeShuffle PotholeDodgeDance PotholeBumpGroove SkipOverThePothole CarSeatPotholeBounce',
    fitness:
      'PotholeHurdles PotholeAgilityRun PotholeLongJump PotholeShovelWorkout PuddleLeapPothole SidewalkPotholeSprint',
    prank:
      'FakePotholeRug PotholeBirthdayCard PotholeDuckPond WelcomeSignForPothole PotholeToyCarRescue PotholeTinyFlagPlant',
    educational:
      'HowPotholesForm PotholeAsphaltScience ReportAPothole PotholeRepairSteps PotholeCostMath WhyPotholesLoveSpring',
    cooking:
      'PotholeBrownies PotholeJamCookies PotholeChocolateLava CakeWithAPothole PotholeRockyRoad FillThePotholePie',
    travel:
      'WorstPotholeInTown PotholeCityTour PotholeMapProject RoadTripPotholeBingo PotholeFreeScenicRoute PotholeArtWalk',
    fashion:
      'PotholeRainBoots PotholeProofOutfit PotholeRaincoatLook SplashedByAPothole PotholeSneakerSave PuddleReadyFit',
    wellness:
      'LifesPotholes PotholePatience PotholeLaughItOff RollOverThePothole PotholeGardenCalm BumpyRoadBreathing',
    speed:
      'PotholeFillRace PotholeCountSprint PotholeReportIn60 PotholeHopRelay FastestPotholePatch SpotThePotholeFast',
    music:
      'PotholeBumpBeat PotholeBlues PotholeProtestSong PotholeRattleRhythm SingToThePothole OperaForAPothole',
    art: 'PotholeMosaic PotholeChalkArt MiniPotholeDiorama PotholeComicStrip PaintAPotholeFace MacroPhotoPothole',
    tech: 'PotholeMappingApp PotholeDashcam PotholeAIDetector PotholeDroneSurvey 3DScanAPothole CodeAPotholeReporter',
    pet: 'DogSplashesInPothole PuppyVsPotholePuddle PotholeSniffStop PotholeMuddyPaws PotholeZoomies CatJudgesThePothole',
    gaming:
      'PotholeDodgeGame BingoForPotholes PotholeKartTrack BossLevelPothole PotholePlatformer TinyCarPotholeRally',
  },
  porcupine: {
    dance:
      'PorcupineShuffle WaddleLikeAPorcupine PorcupineQuillShake PorcupineSpikeUp PorcupineHipHop BackwardsPorcupineStep',
    fitness:
      'PorcupineCrawl PorcupineCurlUp ClimbLikeAPorcupine PorcupineWaddleSquats PorcupineNightHike SpikyPorcupineStretch',
    funny:
      'PorcupineHugSkit PorcupineBadHairDay PorcupineTriesBalloons MyPorcupineImpression PorcupineRoommatePOV HighFiveAPorcupine',
    prank:
      'PorcupinePlushInBed PorcupineBalloonPop PineconePorcupine PorcupineFactAlarm PorcupineHatSurprise StickyNotePorcupine',
    cooking:
      'PorcupineMeatballs PorcupineFruitPlatter SpikyPorcupineBread PorcupineCupcakes PorcupineCheeseBall PretzelQuillPorcupine',
    travel:
      'PorcupineForestHike SpotAPorcupine PorcupineZooVisit PorcupineNightWalk PorcupineTrailCam WildlifeParkPorcupine',
    fashion:
      'PorcupineSpikyHair PorcupineBeanie StuddedPorcupineJacket PorcupinePunkLook CozyPorcupineSlippers PorcupineClawClip',
    wellness:
      'PorcupineBoundaries PorcupineComfortPlush SoftSidePorcupine PorcupineNapTime SpikyDayPorcupine PorcupineGentleWalk',
    speed:
      'PorcupineDrawIn30 PorcupineFactBlitz ToothpickPorcupineRace PorcupineQuizSprint PuzzleDashPorcupine PorcupineBalloonDodge',
    music:
      'PorcupineRattleBeat PorcupineLullaby PorcupineFolkSong PorcupineVoiceCover SingLikeAPorcupine QuillShakerPorcupine',
    art: 'PaperPorcupineCraft PorcupineClayModel PorcupineToothpickArt PorcupineLineDrawing ForkPaintedPorcupine PorcupineWatercolor',
    tech: 'PorcupineMicroscope PorcupineBiomimicry PorcupineARFilter AIDrawsAPorcupine PorcupineNightCam RobotPorcupineBuild',
    pet: 'DogMeetsPorcupineToy KeepPupsFromPorcupines CatVsPorcupinePlush HedgehogNotPorcupine KittenPorcupineMode PorcupineBedBuddy',
    gaming:
      'PorcupineBossFight PorcupinePlatformer PorcupineTriviaNight DodgeThePorcupine PorcupineBoardGame SpikyPorcupineSpeedrun',
  },
};
