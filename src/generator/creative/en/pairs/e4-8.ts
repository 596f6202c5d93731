import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  kayaking: {
    dance:
      'RockTheKayak CanoeCancan KayakingSplashStep KayakingPaddleSway RowYourBoatGroove DocksideDanceOff',
    funny:
      'KayakExitStruggle TandemCanoeChaos KayakingEntryAttempts KayakingSoggyBottom MostGracefulCapsize KayakingSpiderStowaway',
    prank:
      'KayakBirthdaySurprise KayakingFloatingNote CanoeBowBalloons KayakingDuckInvasion GooglyEyedKayaking WakeUpItsLakeDay',
    educational:
      'WhyCanoesFloat InuitKayakOrigins KayakingSafetyQuiz KayakingWildlifeID MasterTheJStroke ReadTheRiver',
    cooking:
      'KayakBananaBoats KayakingTrailMix CanoeCampfireChef KayakingDryBagWraps PaddlersPicnic ShoreLunchCookOff',
    travel:
      'KayakCityCanals CanoeCoveCrawl PaddleTheGlow MangroveMazeKayaking KayakingGoldenHour KayakingTheFjords',
    fashion:
      'KayakingFitCheck CanoeChic KayakCouture KayakingColorPop SplashProofStyle MatchYourDryBag',
    wellness:
      'KayakSunriseCalm MindfulPaddle DriftAndDaydream PhoneFreeCanoe KayakingBirdsong KayakingFloatBreak',
    speed:
      'LastKayakToShore CanoeRelay KayakingLaunchDash KayakingTimeTrial RoundTheBuoyBlitz FastestPaddlerWins',
    music:
      'RowYourBoatRemix KayakingUkuleleFloat KayakingCanyonEcho KayakHullDrums CanoeShanty PaddleToTheBeat',
    art: 'PaintYourPaddle KayakPOVShot SketchFromTheCanoe KayakingWatercolor CatchTheReflection KayakingDoodleMap',
    tech: 'KayakDroneChase MapMyPaddle CanoeWaterproofTest KayakingActionCam KayakingSolarCharge AIPicksMyLake',
    pet: 'KayakingWithMyDog KayakLifeJacketFit PupPaddlePal CanoeCaptainCat KayakingBowRider FirstFloatReaction',
    gaming:
      'KayakingWildlifeBingo CanoeQuest KayakRapidsRun KayakingVRChallenge LootTheLake DocksideUnoDuel',
  },
  medal: {
    dance:
      'GoldMedalGroove PodiumDanceOff MedalVictorySpin MedalMoonwalk MedalShimmy StrutLikeAChampion',
    funny:
      'MedalForEverything SlowMoMedalMoment MedalAnthemLipSync MedalBiteTest TearyMedalSpeech HumbleMedalFlex',
    prank:
      'ChocolateMedalSurprise MedalCeremonyAmbush MedalInTheLunchbox MedalOnThePillow WorldsBestDadMedal PodiumForChores',
    educational:
      'WhatsInAGoldMedal MedalCountMath WhyWinnersBiteMedals GuessTheMedalYear MedalHistoryMinute PodiumPhysics',
    cooking:
      'GoldMedalCookies PodiumPancakeStack MedalChocolateCoins MedalistMuffins MedalWorthyBrownies WinnersCircleCake',
    travel:
      'MedalRacecation MedalMuseumHop MedalEveryContinent FunRunForAMedal FinishLineAbroad StandOnThePodium',
    fashion:
      'GoldMedalFitCheck StackYourMedals MedallionGlowUp DressLikeAMedalist PodiumReadyLook TracksuitTriumph',
    wellness:
      'MedalForSmallWins GiveYourselfAMedal KindnessMedal SelfCareMedal FinishLineGratitude MedalForRestDays',
    speed:
      'GoldMedalRelay BeatTheClockMedal MedalStackIn30 FirstToTheMedal PhotoFinishMedal PodiumInSixty',
    music:
      'MedalCeremonyAnthem MedalDrumroll FanfareForAMedal MedalStadiumChant PodiumPowerBallad GoldMedalKaraoke',
    art: 'DesignYourMedal SaltDoughMedals MedalShadowBox BottleCapMedals GoldFoilMedals PodiumPortraits',
    tech: '3DPrintedMedal MedalMacroShot LaserEngraveAMedal LightUpMedal AIDesignsMyMedal VirtualMedalWall',
    pet: 'GoodBoyMedal PetGetsAMedal MedalForMyMutt PawdiumPose AgilityMedalRun KittyMedalCeremony',
    gaming:
      'AllMedalsUnlocked GoldMedalTimeTrial NoHitMedalRun MedalTableShowdown PlatinumOrBust CouchOlympicsFinal',
  },
  'secret santa': {
    dance:
      'SecretSantaShuffle KrisKringleKick GiftExchangeGroove SecretSantaJingleBop SecretSantaSpinReveal UnwrapAndWiggle',
    fitness:
      'SecretSantaSweatSwap SecretSantaStepGoal KrisKringleCardio SecretSantaPlankOff ElfBootCamp JingleJumpRope',
    prank:
      'SecretSantaFakeOut SecretSantaClueTrail SecretSantaSwitcheroo KrisKringleRiddle NestingGiftBoxes HugeWrapTinyPresent',
    educational:
      'SecretSantaOdds SecretSantaWorldTour WhoWasKrisKringle WhyWeSwapGifts SecretSantaTrivia NameDrawMath',
    cooking:
      'SecretSantaCookieSwap SecretSantaFudgeBox SecretSantaCocoaBomb EdibleSecretSanta GifteeGingerbread TreatsInATin',
    travel:
      'SecretSantaSouvenir SecretSantaPostcard ChristmasMarketHunt GlobalSecretSanta ShopLocalSecretSanta GiftFromMyHometown',
    fashion:
      'SecretSantaFitCheck UglySweaterSecretSanta DressedAsAPresent StyleYourSecretSanta SecretSantaScarfTie PutABowOnIt',
    wellness:
      'SecretSantaThankYou SelfCareSecretSanta BeSomeonesSecretSanta NoStressSecretSanta AnonymousKindness TheJoyOfGiving',
    speed:
      'SecretSantaWrapRace SecretSantaGuessIn10 SecretSantaSpeedShop KrisKringleCountdown NameDrawDash BowOnTopTimer',
    music:
      'SecretSantaSerenade SecretSantaRapClue SecretSantaKaraoke KrisKringleCarol SingToYourGiftee HumTheHint',
    art: 'PortraitOfYourGiftee SecretSantaCardArt SecretSantaDIYOnly SecretSantaSketchClue StampYourWrapping KrisKringleCollage',
    tech: 'SecretSantaQRClue AIPicksMySecretSanta CodeYourSecretSanta SecretSantaGadgetSwap SmartSpeakerReveal AppDrawsTheNames',
    pet: 'SecretSantaPaws PetSecretSanta SecretSantaSniffTest SecretSantaForTheDog CatInTheGiftBox PupUnwrapsItAll',
    gaming:
      'SecretSantaGiftSteal SecretSantaDiceSwap SecretSantaGuessWho WhiteElephantWars LeftRightStoryRound SecretSantaBingo',
  },
  hanukkah: {
    dance:
      'HanukkahHora SpinLikeADreidel ChanukahCharleston HanukkahCandleSway HanukkahKlezmerStep MenorahGlowGroove',
    fitness:
      'HanukkahLatkeLunges MaccabeeMuscles HanukkahDreidelReps HanukkahCandlePlank EightNightsStreak ChanukahCardio',
    prank:
      'HanukkahGeltHunt HanukkahGiftDecoy ChanukahDoorMakeover HanukkahSocksAgain RiggedDreidel BlueSilverBalloons',
    educational:
      'HanukkahStoryTime HanukkahTrivia WhyHanukkahMoves HowToSpellChanukah DecodeTheDreidel HebrewAlphabetQuiz',
    cooking:
      'HanukkahLatkeBar ChanukahDonutDecor HanukahGeltBark HanukkahBrisketNight DreidelSugarCookies SourCreamOrApplesauce',
    travel:
      'HanukkahCityLights FindTheBiggestMenorah HanukkahInJerusalem HanukkahMarketWalk ChanukahRoadTrip JewishDeliCrawl',
    fashion:
      'UglyHanukkahSweater EightNightsFitCheck ChanukahChic HanukkahColorBlock MenorahManicure HanukkahKippahStyle',
    wellness:
      'HanukkahCandleCalm EightNightsOfKindness OneThanksPerLight ChanukahGlowDown HanukkahFamilyStories HanukahUnplugged',
    speed:
      'HanukkahDreidelSpinOff HanukkahLatkeFlipDash ChanukahMenorahIn10 HanukahGeltStack EightGiftsOneMinute DonutFillingBlitz',
    music:
      'HanukkahKlezmerJam DreidelSongRemix HanukkahFamilyBand HanukkahAcapella ChanukahKaraoke OneTunePerCandle',
    art: 'PaintADreidel HanukkahCardArt HanukkahPapercutStars HanukkahWindowMosaic ChanukahLightPainting MenorahFromScraps',
    tech: 'ArduinoMenorah CodeAHanukahDreidel HanukkahVideoCall HanukkahCountdownApp ChanukahLEDBuild SmartBulbsGoBlue',
    pet: 'CatVsDreidel HanukkahPetSweater HanukkahPuppyBandana ChanukahBoxFort HanukahSqueakyLatke EightNightsOfTreats',
    gaming:
      'HanukkahDreidelDuel HanukkahGeltPoker HanukkahTriviaBattle HanukahHighScore MaccabeeQuest GimmelGetsItAll',
  },
  'flea market': {
    dance:
      'FleaMarketStrut BargainHuntBoogie FleaMarketVinylSpin FleaMarketFunk SwapMeetShuffle HaggleAndHustle',
    fitness:
      'FleaMarketStepCount FleaMarketCrateCurls FleaMarketMile JogToTheSwapMeet FarmerCarryYourFinds BargainHuntWalk',
    prank:
      'FleaMarketPortraitSwap WeirdestFleaMarketGift FleaMarketFakeOut FleaMarketLookalike TeacupTakeover ItsWorthMillions',
    educational:
      'FleaMarketWhatsItWorth HaggleLikeAPro FleaMarketDetective SwapMeetMath FleaMarketHistory101 DecodeTheHallmark',
    cooking:
      'FleaMarketChurros FleaMarketTeaParty SwapMeetSkillet FleaMarketFunnelCake RecipeCardRevival VintageDishwareDinner',
    travel:
      'FleaMarketPassport ParisFleaMarketHunt FleaMarketHopping FleaMarketRoadTrip BrimfieldOrBust PortobelloSaturday',
    fashion:
      'FleaMarketFitCheck FleaMarketDenimHunt StyleMyFleaMarketFind SwapMeetGlowUp ThriftFlipOutfit BroochItUp',
    wellness:
      'FleaMarketSlowSunday FleaMarketMemoryLane FleaMarketMeander SwapMeetSunrise BrowseDontBuy DeclutterThenDonate',
    speed:
      'FleaMarketSpeedHunt FleaMarketOneLapDash SwapMeetSweep FleaMarketFaceOff BargainBlitz FiveBucksTenMinutes',
    music:
      'VinylDigging FleaMarketRecordHaul FleaMarketCassetteMix FleaMarketBuskerJam SwapMeetSoundCheck FiveDollarGuitarCover',
    art: 'FleaMarketFrameFlip FleaMarketUpcycle FleaMarketCollage SwapMeetSketchbook ThriftArtPhotobomb OldKeysReborn',
    tech: 'DoesItStillWork FleaMarketCameraTest FleaMarketRadioFix FleaMarketTechRescue SwapMeetMysteryGadget TypewriterRestore',
    pet: 'FleaMarketDogDay FleaMarketKittenBasket FleaMarketPuppyStroll SwapMeetSniffTour MyCatPicksTheFind AntiqueCrateBed',
    gaming:
      'RetroCartridgeHunt FleaMarketConsoleFix FleaMarketBinderDive FleaMarketBoardGames SwapMeetChessDuel WillItBoot',
  },
  'grocery haul': {
    dance:
      'GroceryHaulGroove ShoppingCartShuffle CheckoutBeepStep GroceryUnpackBoogie GroceryBagBounce GroceryHaulStrut',
    fitness:
      'GroceryHaulOneTrip GroceryBagCurls FarmersCarryGroceries GroceryHaulHIIT SoupCanSquats WatermelonLunges',
    prank:
      'TinyGroceryHaul GroceryHaulSwitcheroo GroceryListRemix GroceryHaulHiddenNote ProduceGooglyEyes BananaMessageArt',
    educational:
      'GuessTheGroceryTotal MapYourGroceryHaul GroceryHaulMath HowBarcodesWork InSeasonOrNot GroceriesByTheNumbers',
    cooking:
      'GroceryHaulMealPrep GroceryHaulFiveDinners GroceryHaulCookOff GroceryHaulSaladBar NewSnackTasteTest FromBagToPlate',
    travel:
      'ForeignGroceryHaul GroceryHaulKonbiniRun GroceryHaulMarketDay GroceryHaulPassport SupermarketSafari RankTheLocalSnacks',
    fashion:
      'GroceryHaulFitCheck GroceryToteFlex DressedForGroceries GroceryHaulGlowUp RunwayInAisleFive ProducePrintOutfit',
    wellness:
      'GroceryHaulFridgeReset GroceryHaulGratitude GroceriesForFutureMe CalmGroceryRun ShopTheRainbow MindfulShoppingList',
    speed:
      'GroceryHaulUnpackRace GroceryBaggingBlitz GroceryHaulListDash OneTripGroceries BeforeTheIceCreamMelts FridgeInSixty',
    music:
      'GroceryHaulJingle GroceryBagBeatbox GroceryHaulCanDrumming GroceryListRap BarcodeBeepRemix CerealBoxMaracas',
    art: 'GroceryHaulStillLife GroceryHaulFlatLay DrawYourGroceryHaul PaperGroceryBagArt SoupCanWarhol VeggieStampPrints',
    tech: 'AIPlansMyGroceries GroceryHaulReceiptScan GroceryHaulBudgetBot SmartFridgeGroceries DeliveryVsInStore SelfCheckoutShowdown',
    pet: 'CatInThePaperBag PupInspectsGroceries GroceryHaulSniffTest GroceryHaulBoxFort GroceryDayZoomies KittenCrinkleTunnel',
    gaming:
      'GroceryHaulTetris PriceIsRightGroceries GroceryHaulBingo GroceryListQuest SupermarketSimRun CheckoutHighScore',
  },
  'furniture assembly': {
    dance:
      'AllenKeyShuffle ScrewdriverTwirl FlatpackFunk FurnitureFreestyle FurnitureAssemblyJig FurnitureBuildBop',
    fitness:
      'FlatpackBoxLift AllenKeyForearms FurnitureCarryCardio FurnitureAssemblySquat FurnitureAssemblyPlank RepPerScrew',
    prank:
      'ExtraScrewSurprise InstructionsLoveNote FurnitureFairyBuild FurnitureManualMixup FlatpackSnackStash FurnitureAssemblyCheer',
    educational:
      'HowAllenKeysWork FurnitureAssemblyQuiz FlatpackPhysics FurnitureAssembly101 FurnitureDowelScience ReadTheManualFirst',
    cooking:
      'FlatpackCookieHouse AllenKeyPretzels SwedishMeatballBreak FurnitureAssemblyPizza FurnitureAssemblyFuel FurnitureDayFika',
    travel:
      'FollowTheArrows FlatpackVanBuild NewCityFurnitureHunt FurnitureDormMoveIn ShowroomSafari TinyCabinFurniture',
    fashion:
      'ToolBeltFitCheck FurnitureKneePadChic DressToAssemble FlatpackFashion FurnitureBuildGlam FurnitureAssemblyOOTD',
    wellness:
      'NoArgumentPledge OneStepAtATimeBuild FurnitureZenMode FlatpackFlowState FurnitureAssemblyDuo FurnitureBreathBreak',
    speed:
      'FlatpackSpeedBuild ScrewSortCountdown FurnitureAssemblyRace FurnitureFaceOff NoManualSpeedrun FurnitureAssemblyRelay',
    music:
      'PowerDrillSolo AllenKeyRhythm HammerTimeFurniture FlatpackFreestyle FurnitureBuildBanger FurnitureAssemblyJam',
    art: 'DrawItLikeTheManual FlatpackPaintJob FurnitureHackReveal FurnitureMuralMakeover StainItYourWay FurnitureStencilArt',
    tech: 'ARFurniturePreview DrillVsAllenKey AIReadsTheManual SmartFurnitureBuild FurnitureCableHide FlatpackDeskSetup',
    pet: 'CatBuildInspector KittenCardboardFort FurniturePupSupervisor FlatpackBoxClaimed PetApprovedFurniture FurnitureFirstNapTest',
    gaming:
      'FlatpackPuzzleLevel FurnitureAssemblyCoOp TrunkTetrisChallenge FurnitureSimSpeedrun FurnitureBossFight NoLeftoverScrews',
  },
  magician: {
    dance:
      'AbracadabraShuffle MagicianVanishFreeze MagicianWandTwirl MagicianCapeSwish MagicianHatTipStep BunnyHopMagic',
    fitness:
      'MagicianCapeSprints MagicianLevitationHold HoudiniPullUps MagicianVanishingPlank NowYouSquatMe MagicNumberBurpees',
    prank:
      'MagicianCoinBehindEar PickACardSurprise EndlessScarfPull MagicFlowerForMom MagicianBunnyReveal MagicianCookieVanish',
    educational:
      'HowIllusionsFoolUs SpotTheMisdirection MagicOrScience MagicianHistoryQuiz MagicianMathTrick HowMagiciansThink',
    cooking:
      'MagicianTopHatCake MagicianWandPretzels MagicianMysteryMuffins AbracadabraCupcakes ColorChangingLemonade MagicMugBrownie',
    travel:
      'MagicShopHunt MagicianVegasNight FindAStreetMagician MagicianCastleVisit AbracadabraAbroad HoudiniMuseumTrip',
    fashion:
      'MagicianTopHatFit VelvetCapeStyle MagicianQuickChange MagicianMakeover MagicianBowTieFlex SequinShowstopper',
    wellness:
      'EverydayMagicJournal MagicianWonderWalk MagicianCalmHands MagicianBreathwork MakeStressVanish PatienceIsTheTrick',
    speed:
      'MagicianQuickChange MagicianRopeEscape FastestCoinVanish FindMyCardIn10 MagicInAMinute MagicianShuffleDash',
    music:
      'MagicianDrumRoll MagicianRevealFanfare MagicianThemeSong ItsMagicCover AbracadabraBeat TaDaRemix',
    art: 'VintageMagicPoster MagicianWandCraft MagicianCardArt MagicianSilhouette RabbitInAHatDrawing DrawAnIllusion',
    tech: 'MagicianPhoneTricks MagicCutTransition AIMagicianTest MagicianARHologram DisappearingEditHack GreenScreenVanish',
    pet: 'MagiciansAssistantPup CatVsMagicTrick MagicianTreatVanish MagicianSidekickKitty ParrotPicksACard PetShellGame',
    gaming:
      'MagicianWizardDuel MagicianSpellBuild MagicianCardBattle MagicMissileOnly HoudiniEscapeRoom GuessTheTrick',
  },
  'first paycheck': {
    dance:
      'FirstPaycheckStrut FirstPaycheckShimmy FirstPaycheckBoogie PaydayMoneyMoves DirectDepositGroove FirstPayStubShuffle',
    fitness:
      'FirstPaycheckGymHaul FirstPaycheckRunClub FirstPaycheckNewKicks FirstPaycheckFitGoals PaydayPushups EarnItBurnIt',
    prank:
      'FirstPaycheckPennyPile FirstPaycheckTreatMom FirstPaycheckOnMe FirstPaycheckPayBack GiantNoveltyCheck DinnerBillAmbush',
    educational:
      'DeductionsDecoded WhatIsGrossVsNet FirstPaycheckBudget PayYourselfFirst FirstPaycheckMath FirstPaycheckTaxShock',
    cooking:
      'FirstPaycheckFeast FirstPaycheckCake FirstPaycheckSushi FirstPaycheckBrunch PaydayPizzaNight RamenToRibeye',
    travel:
      'FirstPaycheckWeekender PaydayDayTrip FirstPaycheckPassport FlyOnMyFirstPaycheck FirstPaycheckGetaway BudgetBucketList',
    fashion:
      'FirstPaycheckFitCheck FirstPaycheckHaul FirstPaycheckBlazer FirstGrownUpOutfit PaydayGlowUp OneInvestmentPiece',
    wellness:
      'FirstPaycheckGratitude FirstPaycheckSelfCare FirstPaycheckThankYou FirstPaycheckSpaDay GuiltFreePayday FutureMeSavingsJar',
    speed:
      'FirstPaycheckCountdown FirstBillsBlitz FirstBudgetIn60 FirstPaycheckCashCount PaydayCoinRace ExpenseSortingSprint',
    music:
      'FirstPaycheckAnthem FirstPaycheckGuitar FirstPaycheckVinylHaul FirstPaycheckKaraoke ChaChingRemix PaydayJam',
    art: 'FrameYourFirstPaycheck DollarBillOrigami FirstVisionBoard FirstArtPurchase FirstPaycheckCollage PaintYourPayday',
    tech: 'FirstPaycheckTechHaul FirstPaycheckSetup FirstPaycheckAIBudget FirstBigGadgetBuy DirectDepositAlert SpreadsheetEraBegins',
    pet: 'FirstPaycheckCatTree FirstPaycheckPetHaul SpoilTheDogFirst FirstPaycheckAdoption PaydayForThePup PuppyBedUpgrade',
    gaming:
      'FirstPaycheckSetupTour FirstPaycheckConsole FirstPaycheckArcade FirstPaycheckGameHaul PaydayLevelUp BeatTheBacklog',
  },
  playdate: {
    dance:
      'PlaydateFreezeDance PlaydateMirrorMoves PlaydateHokeyPokey PlaydateLimbo TeachMeYourStep BuddyBoogieOff',
    fitness:
      'PlaydateObstacleCourse PlaydateOlympics PlaydateYogaCircle PlaydateHopscotch ParkTagSprints WheelbarrowWars',
    prank:
      'SurprisePlaydate PlaydateFortAmbush PlaydateSwitchOutfits PlaydateBalloonDrop HideAndSneakPlaydate BubbleWrapWelcome',
    educational:
      'PlaydateVolcanoBuild PlaydateBugHunt PlaydateSinkOrFloat PlaydateScienceLab WillItStick TakingTurnsGame',
    cooking:
      'PlaydatePizzaBar PlaydatePancakeFaces PlaydateSnackBoard PlaydateSmoothies MiniChefCookieBake RainbowFruitWands',
    travel:
      'PlaydateParkHop SplashPadPlaydate PlaydatePassport PlaydateZooAdventure StoryHourSquad BestieDayTrip',
    fashion:
      'PlaydateTwinning PlaydateTutuParade PlaydateDressUpRunway PlaydateCapeCrusaders BestieMatchingFits KidStyledMe',
    wellness:
      'PlaydatePicnicPause PlaydateCalmCorner PlaydateKindWords GrownUpPlaydate ScreenFreePlaydate ComplimentCircle',
    speed:
      'PlaydateSackHop PlaydateTowerIn60 PlaydateShoesOnDash PlaydateCleanupRace PickupCountdown KeepyUppyBalloon',
    music:
      'PlaydateMusicalChairs PlaydatePotDrums PlaydateKaraoke PlaydateBandPractice BestFriendDuet MakeUpASong',
    art: 'PlaydateChalkMural PlaydateClayCreatures PlaydateBoxCastle PlaydatePaintSwap BraceletsForBesties DrawEachOther',
    tech: 'VirtualPlaydate PlaydateStopMotion PlaydateWalkieTalkies PlaydateRobotBuild BristlebotRace TinCanTelephone',
    pet: 'DogPlaydate PuppyPlaydateZoomies PlaydateSniffAndGreet KittyPlaydate TugOfWarBuddies WhoNapsFirst',
    gaming:
      'PlaydateCoopQuest PlaydateHideAndSeek PlaydateCardDuel PlaydateTournament BoardGameBuddies FloorIsLavaLevel',
  },
  receipt: {
    dance:
      'ReceiptRibbonDance ReceiptLimbo ReceiptPrinterBop ReceiptChainConga UnderBudgetBoogie ScanAndShimmy',
    fitness:
      'WalkOffTheReceipt ReceiptBurpeeBill OneRepPerReceiptItem ReceiptJumpRope SweatTheTotal CheckoutCalfRaises',
    prank:
      'FakeLongReceipt ComplimentReceipt ReceiptForAHug ReceiptFromTheFuture ReceiptPoemSurprise ItemizedILoveYous',
    educational:
      'WhyReceiptsFade ReceiptErrorHunt TipMathOnAReceipt GrandmasReceiptVsMine ThermalPaperScience ReceiptDetective',
    cooking:
      'ReceiptSwapCookOff OneReceiptThreeMeals OnlyWhatsOnTheReceipt ReceiptToRecipe TenDollarDinner BakeTheReceipt',
    travel:
      'TripInReceipts ReceiptScrapbook AirportReceiptShock ForeignReceiptGuess FiftyDollarWeekend CoffeeCostAbroad',
    fashion:
      'KeepOrReturnReceipt CostPerWearReceipt DupeVsDesignerReceipt ThriftReceiptFit GuessMyOutfitTotal ReceiptPaperDress',
    wellness:
      'NoReceiptWeek GratitudeReceipt ReceiptOfTinyWins WalletReceiptPurge PayItForwardReceipt MoneyCalmCheckIn',
    speed:
      'FastestReceiptTotal SplitTheReceiptIn30 ReceiptFoldRace ReceiptScavengerDash MemorizeTheReceipt MentalMathBlitz',
    music:
      'SingYourReceipt ReceiptPrinterBeat ScannerBeepRemix LyricsOnAReceipt ReceiptOpera RapTheReceipt',
    art: 'ReceiptComicStrip ReceiptOrigami LongReceiptMural ScratchArtReceipt ThermalPaperPortrait TinyReceiptSketch',
    tech: 'AIReadsMyReceipt ThermalReceiptCamera DigitalReceiptsOnly ReceiptPrinterHack ReceiptToSpreadsheet PrintMyToDoList',
    pet: 'CatVsLongReceipt DogAuditsTheReceipt NewKittenReceipt SpoiledPetReceipt WhatMyPupCosts TreatBudgetReveal',
    gaming:
      'ReceiptBingo ClosestToTheReceipt ReceiptItemCharades ReceiptWordScramble PriceIsRightReceipt GuessTheTotalDuel',
  },
  'salt shaker': {
    dance:
      'SaltShakerShimmy SaltShakerSamba ShakeItLikeASaltShaker TwirlTheSaltShaker SaltAndPepperTwoStep DinerBoothBop',
    fitness:
      'SaltShakerPlankPass SaltShakerShuttleRun BalanceASaltShaker SaltShakerDumbbells LessSaltMoreWater PepperPushUps',
    prank:
      'SaltShakerSugarSwap SaltShakerGooglyEyes SaltShakerTinyHats NoteUnderTheSaltShaker SaltAndPepperWedding TheShakerMovedAgain',
    educational:
      'WhySaltShakersHaveRice SaltShakerHoleDebate SaltShakerHistory SaltShakerMicroscope HowMuchSaltPerShake SodiumSenseQuiz',
    cooking:
      'SaltShakerVsPinch NoSaltShakerDinner DIYSaltShakerBlend SaltShakerPopcorn SaltBaeAtHome SeasonLikeAPro',
    travel:
      'SaltShakerMuseum SaltShakerSouvenirs SaltShakerRoadTrip GiantSaltShakerPhoto OneShakerPerCity DinerCrawl',
    fashion:
      'SaltShakerEarrings SaltShakerTwinning SaltShakerCostume SaltShakerPrintDress SaltAndPepperCouple VintageDinerLook',
    wellness:
      'HideTheSaltShaker SaltShakerHabitSwap HerbsNotSaltShaker LessSaltShakerWeek TasteBeforeYouShake FlavorWithoutSalt',
    speed:
      'StackTheSaltShakers SaltShakerFlipCatch SaltShakerPassRelay SaltShakerRefillRace SaltOrPepperSpeedSort DinerTableReset',
    music:
      'SaltShakerMaracas SaltShakerDuet ShakeRattleAndSalt DinerSaltShakerJam SaltShakerBeatDrop TableTopPercussion',
    art: 'SaltShakerStopMotion PaintedSaltShakers SaltShakerStillLife SculptASaltShaker GiveYourShakerAFace RaisedSaltPainting',
    tech: 'SmartSaltShaker SaltShakerSlowMo 3DPrintedSaltShaker AIDesignsASaltShaker BluetoothShakerTest ShakerGadgetShowdown',
    pet: 'SaltAndPepperPups PetPortraitSaltShakers KittySaltShakerSet DogShapedSaltShakers SaltShakerLookalike MyCatAsASaltShaker',
    gaming:
      'SaltShakerShuffleboard SaltShakerChess SaltShakerBowling SaltShakerHotPotato ShellGameSaltShaker SpinTheShaker',
  },
  'st patricks day': {
    dance:
      'StPatricksDayJig ShamrockShuffle StPatricksRiverdance StPaddysStepDance LeprechaunLeap CeiliInTheKitchen',
    fitness:
      'StPatricksDayFiveK LeprechaunLeaps StPaddysHillClimb StPatricksDayPlank PotOfGoldCarry ShamrockSquats',
    funny:
      'LeprechaunTrapFail StPatricksDayLuckTest StPatricksDayPinchPOV StPaddysDyeDisaster ForgotToWearGreen FourLeafSearchSaga',
    educational:
      'WhoWasStPatrick WhyWeWearGreen StPatrickAndTheSnakes LearnIrishForStPaddys LeprechaunLoreQuiz WhyThreeLeaves',
    cooking:
      'PotOfGoldCupcakes StPatricksDaySodaBread LeprechaunRainbowCake ShamrockShakeAtHome StewForStPaddys StPatricksDayColcannon',
    travel:
      'StPatricksDayParade StPatricksDayInDublin StPaddysCastleHop StPatricksAbroad GreenRiverChicago CliffsOfMoherHike',
    fashion:
      'ShamrockFitCheck CloverHairClips StPatricksHeadToToe StPaddysArranKnit LeprechaunChic StPatricksDayTopHat',
    wellness:
      'StPatricksDayGreenWalk StPaddysLuckyList StPatricksDayThankful LeprechaunLuckJar MayTheRoadRiseUp FourLeafMindfulness',
    speed:
      'StPatricksDayGoldRush StPatricksDayCoinStack StPaddysRainbowSort LeprechaunTrapIn10 FourLeafCloverHunt ShamrockSprint',
    music:
      'StPaddysTinWhistle StPatricksFiddleReel StPatricksDayKaraoke LeprechaunLullaby DannyBoyHarmony BodhranBeatBattle',
    art: 'LeprechaunTrapBuild StPaddysRainbowArt StPatricksStainedGlass StPatricksDayChalk BellPepperShamrocks DrawACelticKnot',
    tech: 'LeprechaunTrapCam PotOfGoldSensor StPaddysSmartLights StPatricksARFilter StPatricksRainbowLEDs ShamrockCircuit',
    pet: 'LeprechaunPupCostume StPatricksDogBowtie StPatricksDayCatHat StPaddysPetFit PuppyFindsTheGold FeelingLuckyFurball',
    gaming:
      'StPatricksDayBingo StPatricksDayTrivia PotOfGoldQuest RainbowRoadRace LeprechaunLootRun StPaddysDiceDuel',
  },
  memory: {
    dance:
      'DanceFromMemory MemoryMoveChain MemorizeInOneWatch MemoryLaneBoogie RepeatTheRoutine AddOneStepGame',
    fitness:
      'MuscleMemoryMoves MemoryCardDeckDrill MemoryCircuit MemoryShuttleRun RememberTheReps PatternLadderHops',
    funny:
      'GoldfishMemoryMoments MemoryLaneSkit MemoryGroceryFail SelectiveMemoryMom WhyDidIComeInHere WhereAreMyGlasses',
    prank:
      'MemoryJarSurprise MemoryWallMakeover MemoryTestWhatsMoved MemoryLaneAmbush ThrowbackPhotoReveal SwappedFramesSpotIt',
    cooking:
      'CookFromMemory MemoryLaneMeal BlindTasteMemory MemoryFamilyDumplings BakeAMemory GrandmasRecipeCard',
    travel:
      'MemoryLaneTrip HometownMemoryWalk MemoryVacationRedo MakeNewMemoriesAbroad RecreateTheOldPhoto BackToTheCampsite',
    fashion:
      'MemoryLaneOutfit MemoryHeirloomJewelry WearAMemory MemoryStyleRedo ThrowbackFitCheck PromDressRewear',
    wellness:
      'MemoryJar OneMemoryADay HappyMemoryHour MemoryBoxSunday GratitudeFlashback DearYoungerMe',
    speed:
      'MemorySpeedMatch MemoryDigitsIn60 MemorizeTheDeck MemoryFlagBlitz MindPalaceSprint TwentyItemsTenSeconds',
    music:
      'MemoryMelodyEcho SingItFromMemory MemoryLaneMixtape MemoryMedley FinishTheLyric ThrowbackSongCover',
    art: 'DrawItFromMemory MemoryScrapbook MemoryHometownMap MemoryBlindPortrait ChildhoodRoomSketch PaintAFavoriteDay',
    tech: 'AIRestoresAMemory MemoryAppShowdown ScanEveryMemory BackUpYourMemories VHSToDigital PhoneStorageFull',
    pet: 'MemoryGameForPets MemoryDogToyNames KittenMemoryLane MemoryCatHidingSpots ThenAndNowPuppy WhichCupHasTheTreat',
    gaming:
      'MemoryMatchMarathon MemorySimonSequence MemoryBossLevel NoCheatMemoryRun MindPalaceChallenge PairsFlipDuel',
  },
  microscope: {
    dance:
      'TardigradeShuffle MicroscopeAmoebaWiggle MicroscopeSlideStep MicroscopeZoomGroove MitosisMoves MicroMoonwalk',
    fitness:
      'MitochondriaPowerUp MicroscopeFormCheck MicroscopeMuscleFiber MicroscopeBoneStrength MicroWorkouts TardigradeTough',
    funny:
      'TardigradeVoiceover MicroscopeHairZoom MicroscopeRegret MicroscopeReactionCam DustBunnyDrama MicrobeGossip',
    prank:
      'MicroscopeMysterySlide MicroscopeTinyMessage MicroscopeFakeGerms MicroscopeSmileyFace ItsJustSugar ZoomedInCompliment',
    cooking:
      'MicroscopeYeastBudding MicroscopeBlueCheese MicroscopeSourdough MicroscopeTasteTest GrowRockCandy GuessThatSpice',
    travel:
      'MicroscopeTidePools MicroscopeNatureWalk PackAPocketMicroscope MicroscopeRoadTrip PondDipSafari ScienceCenterDay',
    fashion:
      'MicroscopeFabricZoom MicroscopeThreadCount MicroscopeEarrings MicrobeChic LabCoatCouture CellPrintDress',
    wellness:
      'MicroscopeSlowLook MicroscopeWonderWalk MicroMoments MicroscopeMeditation SmallThingsGratitude ZoomInUnwind',
    speed:
      'MicroscopeIDBlitz MicroscopeFocusRace MicroscopeGuessIn10 MicroscopeCellCount SlidePrepSprint PollenNameDash',
    music:
      'MitosisRemix MicroscopeBiologyRap SoundOfTheMicroWorld MicroscopeSonification MicroscopeJingle LabBenchBeats',
    art: 'MicroscopeCellPainting MicroscopeDiatomMosaic PaintTheMicroWorld MicroscopePhotography PollenClaySculpture ZoomedInAbstract',
    tech: 'WaterDropMicroscope MicroscopeFoldscope MicroscopeUSBCamera PhoneIntoMicroscope ElectronScopeTour AIIdentifiesMicrobes',
    pet: 'MicroscopeFurZoom MicroscopeWhiskers MicroscopeFeatherCheck MicroscopeNoseprint GuessWhoseCoat PawPadCloseUp',
    gaming:
      'MicroscopeSlideBingo MicrobeCardBattle MicroscopeSporeRun MicroscopeSpeedrun CellExplorerQuest ZoomedInGuessWho',
  },
  yearbook: {
    dance:
      'StrikeAYearbookPose YearbookSeniorStroll YearbookThrowback YearbookFreezeFrame PictureDayShuffle PromNightRewind',
    fitness:
      'YearbookJumpShot YearbookPoseHold YearbookTeamRematch YearbookVarsityRedo PictureDayPlank SeniorYearMile',
    funny:
      'RecreateYourYearbook YearbookQuoteRoast YearbookMostLikelyTo YearbookBangsEra PictureDayFails TeacherYearbookReveal',
    prank:
      'YearbookFakeQuote YearbookPhotoSwap YearbookTinyDoodles YearbookCelebSignature PictureDayPhotobomb MostLikelyToAwards',
    cooking:
      'YearbookPhotoCake YearbookPizzaParty YearbookSigningBrunch YearbookBakeSale PictureDayCupcakes SeniorQuoteCookies',
    travel:
      'YearbookCampusWalk YearbookSpotsRevisited YearbookReunionWeekend YearbookHometownTour BackToOldSchool RedoTheClassTrip',
    fashion:
      'YearbookThrowbackFit YearbookHairRecreate DressLikeYourYearbook YearbookGlowUp PictureDayLook NinetiesPortraitGlam',
    wellness:
      'YearbookFriendCheckIn YearbookThankYous YearbookKindWords YearbookSlowFlip DearHighSchoolMe TextAnOldClassmate',
    speed:
      'YearbookSigningRace YearbookFindMeFast YearbookNameThatFace YearbookPageFlip SignatureSprint SuperlativeBlitz',
    music:
      'SeniorQuoteRap YearbookMontage YearbookClassAnthem YearbookKaraoke YearbookGradMarch PromTrackRewind',
    art: 'YearbookCoverArt YearbookPortraitSketch DesignAYearbookPage YearbookDoodleMargins SeniorQuotePoster ClassPhotoMosaic',
    tech: 'YearbookAIFilter YearbookQRVideos YearbookAgeProgression ScanYourYearbook TimeCapsuleReel RetroAppFaceOff',
    pet: 'PetYearbookPhoto PupGraduationCap PawsForTheYearbook YearbookForMyDog KittyYearbookQuote MostLikelyToNap',
    gaming:
      'YearbookGuessWho YearbookTrivia YearbookBingo YearbookFantasyDraft BabyPhotoMatchup ClassReunionQuiz',
  },
  starfish: {
    dance:
      'StarfishShuffle TidepoolTwist StarfishFreezeFrame StarfishBeachBop SeastarSlide DoTheStarfish',
    fitness:
      'StarfishJumps StarfishPlankHold SeastarSitUps StretchLikeAStarfish BeachSandSprints TideLineJog',
    funny:
      'StarfishSleeperReveal StarfishNatureDoc StarfishRegrowFlex StarfishStuckOnGlass PatrickStarImpression BeachBlanketSprawl',
    prank:
      'StarfishWindowCling StarfishInTheBathtub PlushStarfishAmbush StarfishSoapSwap SandcastleSurprise SeashellPhoneCall',
    cooking:
      'StarfishSugarCookies StarfishSandwichCut StarfishPizzaBites StarfruitStarfish BeachDayBento UnderTheSeaJello',
    travel:
      'LowTideStarfishWalk StarfishSnorkelSpot CountTenStarfish StarfishCoveSunrise AquariumTouchTank TidepoolSafari',
    fashion:
      'StarfishHairClips StarfishPrintFit StarfishStatement DressLikeAStarfish SeashellChic CoralPinkSwimwear',
    wellness:
      'StarfishBreathing StarfishStoryKindness StarfishFloatRelax StarfishSavasana TideWatchingPause OceanSoundsRest',
    speed:
      'StarfishOrigamiIn60 StarfishJumpsIn30 StarfishSandDrawRace FindTheStarfishFast LowTideSpeedHunt BeachCleanupTimer',
    music:
      'StarfishSeaShanty StarfishReefReggae StarfishSlowJam LullabyForASeastar PatrickStarKaraoke ConchHornSolo',
    art: 'StarfishDotPainting StarfishClaySculpt StarfishWatercolor SaltDoughSeastars DrawInTheSand ShellMosaicFrame',
    tech: 'StarfishTimelapse StarfishGoProMacro SeastarDroneDive AICountsStarfish TidepoolIDApp ReefLivestream',
    pet: 'StarfishSleeperPet StarfishToyHunt StarfishBandanaPup StarfishPlushFetch AquariumCatStare DogAsPatrickStar',
    gaming:
      'StarfishReefBuild StarfishTidePuzzle StarfishOceanRescue CollectAllStarfish WaterLevelPanic SeaCreatureCardBattle',
  },
  mousetrap: {
    dance:
      'MousetrapFreezeFrame MousetrapDodgeDance MousetrapTiptoe SneakyMouseShuffle CheeseGrabGroove DontSpringIt',
    fitness:
      'CatAndMouseTag MousetrapReflexDrill MousetrapSpringJumps MousetrapHopOver TiptoeTrapCourse SnapBackSquats',
    funny:
      'CartoonMousetrapLogic MouseOneHumansZero MousetrapDadPOV JumpScareMousetrap WhoStoleTheCheese PeanutButterVsCheddar',
    prank:
      'ToyMiceInTheDrawer TinyMouseFootprints PaperMousetrapPrank MousetrapCandyBox MousetrapSnapFakeOut CheeseTrailToAGift',
    cooking:
      'MousetrapCharcuterie MousetrapSwissFondue MouseShapedPears CartoonMousetrapCake PeanutButterBaitBars HoleyCheeseCrackers',
    travel:
      'SeeTheMousetrapPlay LondonMousetrapNight MousetrapAntiqueHunt CabinMousetrapCheck AgathaChristieTrail WestEndWhodunit',
    fashion:
      'MouseEarsHeadband MousetrapBrooch MousetrapChic MousetrapHalloween CheeseWedgePurse TomAndJerryTwinning',
    wellness:
      'ScrollingIsAMousetrap KindMousetrapRelease EscapeTheMousetrap QuietAsAMouse UnsnapYourMind BreakTheHabitTrap',
    speed:
      'MousetrapCarDragRace MousetrapBuildIn30 MousetrapDominoChain CatchTheMouseRelay RubeGoldbergIn10Min GrabTheCheeseFast',
    music:
      'ThreeBlindMiceCover MousetrapSnapBeat MousetrapSpringTwang MousetrapPercussion SqueakyToyBeatbox MouseyMozart',
    art: 'MousetrapComicStrip MousetrapStopMotion ClayMouseFigurine PaintedMousetrapCar RubeGoldbergSketch DrawATrickyTrap',
    tech: 'SmartMousetrapTest MousetrapSlowMo 3DPrintedMousetrapCar CodeAMousetrapGame MouseCamNightVision PhonePingsOnSnap',
    pet: 'CatVsToyMouse KittenIsMyMousetrap MousetrapPatrolPup DogChasesMousetrapCar PetSafeMousetrap MouserOnDuty',
    gaming:
      'MousetrapTowerDefense MousetrapPuzzleLevel RetroMousetrapBoard CatAndMouseChase EscapeTheKitchenRoom DoesTheTrapWork',
  },
  'cookie dough': {
    dance:
      'CookieDoughShuffle CookieDoughStirGroove CookieDoughBallBounce CookieDoughConga SpoonfulShimmy DoughYouWannaDance',
    fitness:
      'EarnYourCookieDough CookieDoughBowlSquats CookieDoughArmDay ProteinCookieDough ChipScoopLunges RunForTheDough',
    funny:
      'OvenNeverSawIt OnlyTwoCookiesBaked CookieDoughSpoonSneak CookieDoughCaughtPOV CookieQualityControl WhereDidTheDoughGo',
    prank:
      'SecretSpoonfulStash GiantCookieReveal CookieDoughCenters CookieDoughCarePackage FakeIceCreamCone CookieDoughLookalike',
    educational:
      'WhyRawFlourIsRisky CookieDoughSpreadTest ChillTheDoughOrNot CookieChemistry101 CookieScienceQuiz EdibleCookieDoughLab',
    travel:
      'CookieDoughCafeCrawl CookieDoughNYCQueue CookieDoughTruckHunt CookieDoughShopHop BakeryStreetWalk DessertPassport',
    fashion:
      'CookieDoughNeutrals CookieDoughPajamaFit CookieDoughApronStyle CookieDoughColorway ChocChipPolkaDots DressedLikeDessert',
    wellness:
      'SpoonfulOfComfort TreatYourselfFriday CookieDoughSelfCare CookieTherapy CookieDoughMovieNight CookieJarGratitude',
    speed:
      'CookieDoughScoopRace CookieDoughIn60 CookieTrayDash CookieDoughRelay ButterSugarCreamOff ChipCountChallenge',
    music:
      'CookieDoughMixerBeat CookieKitchenDisco AnOdeToCookieDough CookieMonsterCover SpoonClinkRhythm OvenTimerRemix',
    art: 'CookieDoughSculpture SpellItInCookieDough CookiePhotoShoot CookieCanvas ChocolateChipMosaic SprinklePortrait',
    tech: 'CookieBakeTimelapse CookieDoughFreezeDryer AIInventsACookie CookieDoughSmartOven SpreadCheckCam StandMixerVsHand',
    pet: 'PupSafeCookies CookieBeggingStare CookieDoughPlushToy BoneShapedCookies KittenCookieSupervisor PeanutButterPawPrints',
    gaming:
      'CookieDoughBakerySim CookieClickerMarathon CookieDoughRecipeDuel CookieCrumbleCombo ChocolateChipQuest OvenRushArcade',
  },
  thermos: {
    dance:
      'ThermosLunchboxBop ThermosShuffle ThermosSteamSway ThermosMicCheck CocoaBreakBoogie SnowDayShimmy',
    fitness:
      'ThermosCurls ThermosWaterGoal ThermosFarmerCarry ThermosHikeFuel EarnYourCocoa RefillAndRepeat',
    funny:
      'ThermosLidStuck ThermosTooHotPOV WhoseThermosIsThis GrandpasThermosLore CoffeeTastesLikeSoup StillWarmDaysLater',
    prank:
      'ThermosFullOfCandy ThermosGooglyEyes ThermosStickerBomb DoorstepThermosDrop ItsNotCoffee CocoaLoveNote',
    educational:
      'HowAThermosWorks ThermosVsMugTest WhyVacuumFlasksStayHot WhoInventedTheThermos HowLongDoesIceLast ThermosCoolingCurve',
    travel:
      'ThermosSunriseHike ThermosRoadTrip ThermosCoffeeViews TrainRideThermos SipAtTheSummit ScenicSoupStop',
    fashion:
      'MatchYourThermos ThermosSleeveKnit ThermosStrapDIY ThermosStickerStyle ThermosCrossbody WinterLayersFitCheck',
    wellness:
      'ThermosTeaRitual WarmHandsThermos ThermosMorningWalk ThermosPorchPause LunchUnderATree SitStillAndSteep',
    speed:
      'ThermosPackIn5 ThermosPourRace RelayWithAThermos FastestThermosLunch LidTwistBlitz SoupToGoSprint',
    music:
      'DrumOnAThermos SingIntoTheThermos ThermosShaker ThermosClankBeat CampfireCocoaChorus LunchboxBeatbox',
    art: 'PaintedThermos ThermosStickerArt ThermosDoodleWrap ThermosStillLife DesignYourThermos CocoaSteamPhoto',
    tech: 'SmartThermosLid ThermosVsHeatedMug ThermalCamThermos AIPlansThermosLunch SixHourHeatTest AppTracksMySips',
    pet: 'CatVsThermos DogHikeThermos ThermosLidBowl WinterWalkThermos PupHydrationStation KittyPushesItOff',
    gaming:
      'HealthPotionThermos ThermosLANParty DungeonMasterThermos ThermosBottleFlip ThermosSideQuest StayWarmAllRaid',
  },
  florida: {
    dance:
      'SunshineStateShuffle FloridaMiamiSalsa FloridaFlamingoStep FloridaManMoves FloridaBeachBounce GatorChompStomp',
    fitness:
      'FloridaSunriseRun FloridaPaddleboardFlow FloridaBeachBurpees BeatTheFloridaHeat GatorCrawlChallenge SandyDuneClimb',
    funny:
      'FloridaHumidityHair FloridaLizardRoommate FloridaGatorSighting JustFloridaThings MosquitoSwatDance FourSeasonsInAnHour',
    prank:
      'SurpriseFloridaTrip FloridaOrangeDelivery FakeFloridaPostcard FloridaSunshineInABox RubberGatorInTheTub FlamingoFlockYourYard',
    educational:
      'FloridaGatorOrCroc FloridaManateeFacts FloridaReefRescue101 FloridaHurricaneQuiz EvergladesScience SpaceCoastHistory',
    cooking:
      'FloridaKeyLimePie FloridaCubanSandwich FloridaOJTasteTest FloridaConchFritters FishTacoFaceOff SunshineStateSmoothie',
    fashion:
      'SunshineStateStyle FloridaFlamingoPrint FloridaBeachFit PackForFlorida FloridaHumidityProof LinenOrMelt',
    wellness:
      'FloridaSpringsFloat FloridaKeysSlowDay FloridaSunsetCalm FloridaSaltAirReset MoveAtManateeSpeed SunshineStateOfMind',
    speed:
      'FloridaInOneWeek FloridaSandcastleIn10 FloridaShellDash FloridaBeachRelay ThemeParkSpeedrun KeyLimePieRace',
    music:
      'FloridaBuffettCover FloridaBeachJam FloridaManBallad FloridaReggaetonMix KeysSteelDrum SwampBluesGuitar',
    art: 'FloridaShellArt PaintAFloridaSunset FloridaPostcardDesign FloridaCitrusStillLife FlamingoSketch ManateeClayModel',
    tech: 'FloridaRocketLaunch FloridaStormTracker FloridaSolarPowerTest FloridaPhoneOverheat ReefDroneSurvey LiftoffSlowMo',
    pet: 'FloridaDogBeach FloridaPuppyPaddle CatVsFloridaLizard FloridaLanaiKitty PetFlamingoCostume GatorPlushFetch',
    gaming:
      'FloridaTriviaNight FloridaMinigolfTour ViceCityVsFlorida FloridaMapQuiz GatorGolfShowdown RocketLaunchSim',
  },
  'palm tree': {
    dance:
      'PalmTreeSway PalmTreeLimbo BeAPalmTree HulaUnderThePalms PalmFrondShuffle TikiTorchStep',
    fitness:
      'PalmTreePoseHold PalmTreeShadeSquats PalmTreeLunges SprintPastThePalms CoconutCurls SandDuneRepeats',
    funny:
      'PalmTreePonytail PalmTreeInTheWind PalmTreeChristmas HuggingEveryPalmTree InflatablePalmFail NailThePostcardShot',
    prank:
      'PalmTreeDeskMakeover PalmTreeWallpaperSwap PalmTreeInTheirRoom WakeUpUnderThePalms TinyPalmOnThePillow TikiBarKitchen',
    educational:
      'IsAPalmReallyATree HowPalmsSurviveStorms PalmTreeTypesQuiz DatesGrowOnPalms HowOldIsThisPalmTree CoconutScience101',
    cooking:
      'PalmTreeFruitPlatter PalmTreeCupcakes PalmTreePancakes UnderThePalmsMocktail DateEnergyBalls CoconutCrackOpen',
    fashion:
      'PalmPrintFitCheck PalmTreeEarrings PalmTreeSarong LoudPalmTreeShirt PalmsAndPastels ResortLinenSet',
    wellness:
      'PalmTreeHammockNap BreezeThroughPalms PalmShadeMeditation SwayLikeAPalmTree IslandTimeUnplug BendDontBreak',
    speed:
      'PalmTreeDrawIn10 PalmTreeRelay PalmTreeShadeDash CountPalmsIn60 CoconutCarryRace PalmFrondBraidOff',
    music:
      'PalmTreeUkuleleJam PalmTreeSteelDrum PalmTreeSurfRock SongsUnderThePalms PalmFrondShaker CoconutBongos',
    art: 'PalmSunsetSilhouette HandprintPalmTree PaperPlatePalmTree PalmTreeTapeResist PaintThePalms PalmTreeGouache',
    tech: 'PalmSunsetTimelapse PalmTreeDroneTopView SpotTheFakePalmTree PalmTreeSolarCharger PalmBreezeSlowMo ARBeachFilter',
    pet: 'PalmTreeCatScratcher NapUnderThePalms PalmTreePetPortrait DogMeetsPalmTree HulaShirtPup PalmPrintBandana',
    gaming:
      'PalmTreeResortSim ShakeEveryPalmTree PalmTreeCoconutCatch PalmsAndPixels PalmIslandBuild TikiTempleQuest',
  },
  perfume: {
    dance:
      'PerfumeSprayAndTwirl PerfumeCloudStep ScentTrailShimmy WaltzWithYourPerfume DramaticPerfumeAd FragranceFreestyle',
    fitness:
      'PerfumeAdBeachRun PerfumeBottleBalance FreshScentCoolDown CologneSurvivesLegDay SmellGoodSweatHard FragranceFlowYoga',
    funny:
      'PerfumeAdParody TooMuchCologne PerfumeSampleHoarder PerfumeCloudStrut NotesOfWetDog DodgeTheSprayLady',
    prank:
      'PerfumeSwitcheroo PerfumeScentedLetter SignatureScentMatch PerfumeGiftSurprise CologneOnTheTeddy SmellsLikeYou',
    educational:
      'HowPerfumeIsMade PerfumeNotesDecoded ScienceOfScent CleopatrasPerfume SmellItRememberIt EauDeWhat',
    cooking:
      'PerfumeBottleCake PerfumeGourmandBakes CookYourPerfumeNotes FragranceFlavorMatch OrangeBlossomMacarons RosewaterEverything',
    travel:
      'PerfumeSouvenirHunt GrassePerfumeTour BlendYourOwnPerfume SpiceBazaarScents LavenderFieldTrip RoseValleyBulgaria',
    wellness:
      'PerfumeMorningRitual PerfumeBedtimeMist PerfumeMoodBoost ScentAndBreathe WearPerfumeForYou FollowYourNose',
    speed:
      'PerfumeNoteBlitz PerfumeCounterDash NameThatPerfumeIn10 ScentMatchSpeedRound SampleVialCountdown SniffAndSprint',
    music:
      'PerfumeBottleChimes PerfumeAtomizerASMR PerfumeAdRemix SingYourPerfumeNotes ScentOfASong PorUnaCabezaTango',
    art: 'PerfumeStillLife PerfumeLabelDesign DrawYourPerfume PaintAScent FragranceMoodBoard VintageAtomizerSketch',
    tech: 'PerfumeBottleSlowMo AIPicksMyPerfume PerfumeAdGreenScreen PerfumeDupeScanner RobotNoseTest MistInMacro',
    pet: 'MyPetAsAPerfume PerfumeBoxCatBed PerfumeAdStarringFido MyDogsSignatureScent PuppySniffsTheBottle EauDeKitty',
    gaming:
      'PerfumePotionBrew PerfumeAtelierSim PerfumeCraftQuest GuessThatScent ClueByCologne SniffOutTheBoss',
  },
  overalls: {
    dance:
      'OverallsStrapSnap OverallsHoedown OverallsDoSiDo DungareeDisco 90sOverallsRunningMan BarnStompInOveralls',
    fitness:
      'OverallsHayBaleCarry OverallsSquatTest OverallsGardenCircuit WheelbarrowInOveralls FarmhandFitness BarnChoreBootcamp',
    funny:
      'OverallsBathroomBreak OverallsPocketMystery DadInOveralls WholeFamilyInOveralls OneStrapDownEnergy LittleFarmerStrut',
    prank:
      'SurpriseOverallsTwins OverallsPocketNotes OverallsScarecrow FakeDressCodeOveralls DungareeDoppelganger WearGrandpasOveralls',
    educational:
      'WhyOverallsHaveBibs OverallsVsDungarees OverallsOrigins OverallsWorkwearQuiz WhatsTheHammerLoopFor DenimDyeScience',
    cooking:
      'OverallsFarmToTable OverallsAsAnApron ApplePieInOveralls SnacksInOverallsPocket PickItCookIt BarnyardBrunch',
    travel:
      'OverallsPumpkinPatch OverallsFarmStay OverallsRoadTrip AppleOrchardOveralls OneOverallsFiveCities BarnToBoardwalk',
    wellness:
      'OverallsGardenTherapy OverallsPicnicNap ComfyOverallsSunday BareFeetAndOveralls DirtOnYourDungarees SlowFarmMorning',
    speed:
      'OverallsQuickChange OverallsBuckleRace OverallsOnIn10 RelayInOveralls StrapSnapSprint HayBaleHurdles',
    music:
      'OverallsBanjoJam OverallsWashboardBeat 90sOverallsKaraoke FolkCoverInOveralls DungareeDuet HoedownThrowdown',
    art: 'OverallsPaintSplatter OverallsEmbroidery DrawMeInOveralls OverallsBleachArt PatchworkDungarees DenimDoodleDare',
    tech: 'AIStylesMyOveralls OverallsVirtualTryOn SmartOverallsLED OverallsTechPockets 3DPrintedBuckle PhoneFitsInTheBib',
    pet: 'MatchingPetOveralls DogInOveralls OverallsPocketKitten DungareeDoggo BibTreatStash TwinningInOveralls',
    gaming:
      'OverallsPlumberCosplay OverallsFarmSimFit PixelArtOveralls ItsAMeOveralls StardewInOveralls MatchYourAvatar',
  },
  sunscreen: {
    dance:
      'SPFShuffle SunscreenSlatherStep SunscreenReapplyBop SunscreenBeachTwirl SunHatSway RubItInRoutine',
    fitness:
      'SPFBeachBootcamp SunscreenRunReady SunscreenSweatTest SunscreenSurfSession ShadeBreakIntervals ReapplyEveryTwoMiles',
    funny:
      'GhostFaceSunscreen SunscreenParentChase SunscreenMissedSpot SunblockInMyEye LobsterRedRegret MomSaidReapply',
    prank:
      'SunscreenReminderNotes SunscreenSurpriseKit SneakySPFStash SunscreenSquadDrop ParasolPitchedForThem CoolTowelAmbush',
    educational:
      'HowSunscreenWorks SunscreenUVCamera SPFNumbersDecoded DoesSunscreenExpire MineralVsChemical ReadTheUVIndex',
    cooking:
      'SunscreenBottleCake SunscreenBeachPicnic SPFSummerPopsicles SunscreenSeasonBBQ ShadeTentLunch CoolDownSlushies',
    travel:
      'SunscreenBeachHop SPFAroundTheWorld SunscreenReefSafeTrip SunscreenCarryOn DesertHikeSunscreen AlpineSunSmart',
    fashion:
      'SunscreenUnderMakeup SPFSummerFit SunscreenGlowPrimer SunblockLipGloss WideBrimAndSunscreen UPFShirtStyling',
    speed:
      'SPFInThirtySeconds SunscreenFamilyLineup SunscreenReapplyTimer SunscreenSpeedrun FindShadeFast NoSpotMissedRace',
    music:
      'WearSunscreenCover SPFSummerAnthem SunscreenUkuleleTune SunblockSingAlong ReapplyJingle SunshineOnMyShoulders',
    art: 'SunscreenSunPrint SunscreenUVArt SPFPosterDesign PaintWithSunscreen StrawHatPainting UVCameraPortrait',
    tech: 'SunscreenUVWristband SunscreenUVSticker DoesMySPFWork UVCameraSunscreenTest UVBeadsBracelet ReapplyAlarmHack',
    pet: 'SunscreenPinkNoseCare PetSafeSunscreen SPFForPups SunblockSnoutCheck CoolingMatForKitty ShadeSpotScout',
    gaming:
      'SunscreenShieldPowerUp SunscreenHealthBar SunscreenBeachBingo SPFPlusFiftyArmor UVDodgeRun ReapplyOrRespawn',
  },
  sad: {
    dance:
      'SadToGladDance SadSongSway SillyMovesForSadDays SadnessShimmyOff ShakeOffTheBlues RainyWindowTwirl',
    fitness:
      'SadDayGentleWalk YogaForSadHearts PunchOutTheSad SweatOutTheSadness EndorphinJog MoodLiftWorkout',
    funny:
      'SadBalladInTheCar SadCommercialTears SadMovieUglyCry SadCatMemeFace DramaticWindowStare ItsJustOnions',
    prank:
      'SadDayComfortBox SadFriendPizzaAmbush SadnessSnackAttack TurnSadToGlad BlanketBurritoSurprise SunflowerOnTheDoorstep',
    educational:
      'SadnessScience WhyCryingHelps SadEmotionWheel SadBrainChemistry SadOrHappyTearsQuiz NameThatFeeling',
    cooking:
      'SadDayComfortSoup BakeAwayTheSad SadnessMacAndCheese SadToSmileyPancakes CozyCocoaNight WarmToastAndTea',
    travel:
      'SadDayParkEscape SadLakeSunset ClimbAboveTheSad DriveAwayTheSad ChangeOfSceneryTrip SlowTrainWindowSeat',
    fashion:
      'SadDayComfyFit DressUpWhenSad SadnessSweaterWeather SadToSunnyYellow BlanketHoodieLook MoodBoostingColors',
    speed:
      'SadToGladInSixty SadJokeBlitz FiveMinuteSadReset OutrunTheSad ComplimentRapidFire ThreeGoodThingsClock',
    music:
      'SadMinorToMajor SadLyricsRewrite SingTheSadAway SadToGladMixtape GoodCrySoundtrack RainyDayPianoImprov',
    art: 'PaintYourSad SadCloudDrawing SadJournalCollage SadnessSelfPortrait FeelingBlueWatercolor RainbowAfterRainSketch',
    tech: 'SadDayMoodApp SadVoiceNoteToSelf SadAIJournalPrompts FaceTimeWhenSad PhotoMemoriesSlideshow ComfortClipsFolder',
    pet: 'CatKnowsImSad SadPurrTherapy SadPupHeadOnLap DogDetectsSadness EmotionalSupportFloof AquariumStareReset',
    gaming:
      'SadHealingRPG SadDayCozyQuest CoOpOutOfSadness SadChillPuzzle ComfortGameReplay WholesomeIndieRun',
  },
  'night shift': {
    dance:
      'NightShiftBreakDance NightShiftHallwayBop 3AMNightShiftGroove MidnightMoonwalk StayAwakeShuffle ClockOutBoogie',
    fitness:
      'NightShiftStairClimb SquatsOnTheNightShift NightShiftStepCount MidnightMiles PreShiftWarmUp BreakRoomBurpees',
    funny:
      'NightShiftVsDayPeople NightShiftCoffeeCount NightShiftVampireLife NightShiftSnackDrawer MyBrainAt4AM BreakfastAtSunset',
    prank:
      'PizzaForTheNightShift SurpriseTheNightShift NightShiftNoteInLunch NightShiftBalloonDrop BreakfastInBedAtNoon BlackoutCurtainGift',
    educational:
      'NightShiftBodyClock NightShiftMythOrFact WhoWorksTheNightShift ADayOnTheNightShift CircadianRhythm101 MelatoninExplained',
    cooking:
      'NightShiftLunchbox NightShiftSnackStash NoMicrowaveNightShift MidnightMealPrep PostShiftBreakfast FuelForTheGraveyard',
    travel:
      'EmptyStreetsNightShift NightShiftTravelNurse NightOwlCityTour NightShiftDayTrip SunriseCommuteHome AfterShiftDinerCrawl',
    fashion:
      'NightShiftScrubsFit NightShiftToBrunch ShoesForTheNightShift NightShiftHairIn5 OffShiftGlowUp CozyCommuteLayers',
    speed:
      'NightShiftPackIn5 NightShiftStockRace QuickChangeNightShift MidnightRestock BeatTheSunrise LightsOutIn10',
    music:
      'NightShiftCarKaraoke NightShiftScannerBeat LullabyForNightShift MidnightBreakJam NineToFiveButNights GraveyardShiftBlues',
    art: 'DrawYourNightShift NightShiftSketchbook NightShiftPhotoDiary NightShiftComic BreakRoomDoodles EmptyHallwaySketch',
    tech: 'NightShiftSleepTracker BlueLightNightShift NightShiftSmartBlinds NightModeEverything WhiteNoiseShowdown DoNotDisturbHacks',
    pet: 'NightShiftWelcomeWag NightShiftPetCam CatNightShiftNap NightShiftSnuggle SunriseDogWalk KittyGuardsMySleep',
    gaming:
      'NightShiftSurvivalMode NightShiftBossFight TriviaForTheNightShift FiveNightsAtWork ThreeAMSpeedrun BreakRoomChessDuel',
  },
  'treasure hunt': {
    dance:
      'TreasureChestShuffle TreasureHuntCoinSpin TreasureIslandBop TreasureDigDance XMarksTheStep SwashbucklerJig',
    fitness:
      'DigForTreasureSquats TreasureHuntSprints TreasureObstacleCourse TreasureHuntRun RepsForEveryClue ShovelCarryLunges',
    funny:
      'WorstTreasureEver TreasureHuntDadClues TreasureMapFails TheTreasureWasSocks ForgotWhereIBuriedIt PirateAccentOverload',
    prank:
      'FakeTreasureMap ChestOfChocolateCoins BuriedTreasureNote BirthdayTreasureTrail LoveLetterTreasureHunt XMarksTheSnack',
    educational:
      'TreasureHuntLatLong TreasureHuntGeography ShipwreckTreasureQuiz WereTreasureMapsReal SunkenGalleonFacts ReadACompass',
    cooking:
      'TreasureChestCake BuriedTreasureCupcakes TreasureHuntDirtCups TreasureCoinCookies DoubloonChocolateBark DigForDessert',
    travel:
      'CityTreasureHunt SeaGlassTreasureWalk CastleTreasureHunt MuseumTreasureTrail GeocachingAdventure OakIslandRoadTrip',
    fashion:
      'TreasureHuntThrift TreasureChestJewelry AtticTreasureFit TreasureInMyCloset PirateQueenGlam XMarksTheOutfit',
    wellness:
      'EverydayTreasureHunt GratitudeTreasureBox MindfulTreasureWalk TreasureTheMoment HuntForSmallJoys SeaGlassMeditation',
    music:
      'TreasureHuntClueSong TreasureChestJingle TreasureHuntEpicScore YoHoTreasureRemix SeaShantySingAlong HumTheMap',
    art: 'DrawATreasureMap PaintedTreasureRocks ShoeboxTreasureChest TreasureHuntWaxSeal PirateShipFromBoxes CoffeeStainedScroll',
    tech: 'MetalDetectorHunt GPSTreasureHunt TreasureHuntARClues CodeATreasureHunt AirTagTreasureHunt ScanToFindTheLoot',
    pet: 'DogTreasureHunt HiddenTreatTreasure TreasureHuntSniffTrail SandboxTreasureDig SnuffleMatTreasure CatFindsTheCatnip',
    gaming:
      'TreasureMapQuest TreasureHuntDungeonRun TreasureHuntDiceRace FindAllTheTreasure LootChestShowdown PirateRPGNight',
  },
  cheetah: {
    dance:
      'CheetahStrut CheetahPounceStep CheetahTailFlick CheetahGirlsDance SavannaShuffle SpotOnMoves',
    fitness:
      'CheetahSprintDrills CheetahHillBursts CheetahCrawl ZigzagLikeACheetah ZeroToCheetah FastTwitchTraining',
    funny:
      'CheetahVsHouseCat CheetahCantRoar CheetahSupportDog CheetahPrintEverything ChirpLikeACheetah FastestNapperAlive',
    prank:
      'CheetahPlushAmbush CheetahOnesieWelcome CheetahPrintTakeover CheetahChirpDoorbell SafariRoomMakeover SpotsOnEverything',
    educational:
      'HowCheetahsRunSoFast CheetahTearMarks CheetahSpineFlex CheetahOrLeopard WhyCheetahsCantRoar BigCatConservation',
    cooking:
      'CheetahPrintCake CheetahSpotBread CheetahChocolateBark CheetahPancakeArt SafariSnackBoard SpottedSugarCookies',
    travel:
      'CheetahSafari CheetahSanctuaryVisit CheetahNamibiaDrive FirstCheetahSighting BinocularsAtDawn BigCatRescueCenter',
    fashion:
      'CheetahPrintFitCheck CheetahScarfTie HeadToToeCheetah CheetahIsANeutral SafariChicLook SpottedNailArt',
    wellness:
      'CheetahNapMode CheetahRestDay CheetahStretchFlow RechargeLikeACheetah SprintThenSnooze SavannaSunsetCalm',
    music:
      'CheetahGirlsCover CheetahPurrLoop CheetahChirpRemix CheetahBassline SavannaDrumCircle FastestBeatAlive',
    art: 'CheetahSpotPainting CheetahClaySculpt CheetahWatercolor CheetahFacePaint RunningCatGesture SketchInMotion',
    tech: 'CheetahSlowMoRun CheetahSpeedRadar CheetahTrackerCollar TrailCamCheetah SafariLiveStream CanYourPhoneKeepUp',
    pet: 'CheetahVsMyCat CheetahLookalikeBengal CheetahPlushZoomies CheetahPrintCollar GreyhoundSpeedTrial BackyardSafariPhoto',
    gaming:
      'CheetahTopTrumps CheetahPlanetZoo CheetahSpeedrun RaceAsACheetah SafariParkBuilder SavannaSurvivalRun',
  },
  'lunch packing': {
    dance:
      'LunchPackingGroove LunchPackingTwoStep LunchboxLimbo LunchBellBounce BrownBagBoogie ZipLockShimmy',
    fitness:
      'PackLunchInAWallSit LunchPackingLunges GymBagLunchbox ProteinLunchPrep CoolerCarryCurls CounterCalfRaises',
    funny:
      'KidRatesMyLunchbox LunchPackingTradeValue LunchPackingChaos SadDeskLunch MysteryLeftoversLunch CrustsOffDebate',
    prank:
      'LunchboxJokeNote NapkinDoodleLunch MiniatureLunch LunchPackingFakeOut GooglyEyeSandwich BananaMessage',
    educational:
      'BuildABalancedLunch FoodGroupLunchQuiz LunchPackingWasteAudit LunchboxScience101 ReusableWrapMath WhyIcePacksWork',
    cooking:
      'LunchPackingBentoBox LunchPackingWeekPrep PinwheelLunchWraps FiveLunchesOneHour SandwichSushiRolls ThermosSoupPour',
    travel:
      'LunchPackingRoadTrip LunchPackingBeachDay TrainPicnicLunch LunchWithAView PlaneLunchUpgrade ParkBenchLunchTour',
    fashion:
      'LunchboxAsAPurse LunchPackingToteStyle WhatsInMyLunchBag RetroLunchTinLook OutfitMatchesLunch PlaidNapkinChic',
    wellness:
      'MindfulLunchPacking SelfCareLunchbox LunchPackingLoveNote SundayLunchReset FutureMeThankYou PackAKinderLunch',
    music:
      'LunchPackingRap LunchboxLidBeat LunchPackingASMR LunchLadyLandCover ZipperSnapRhythm SandwichSerenade',
    art: 'BentoCharacterArt LunchPackingBagDoodles FruitCarvingLunch LunchNapkinPortraits LunchboxMasterpiece CheeseCutterShapes',
    tech: 'LunchPackingTimelapse SmartLunchboxGadget AIPlansMyLunch HeatedLunchTinTest IcePackTempProbe LabelMakerMadness',
    pet: 'DogTreatLunchbox CatInspectsMyLunch PuppyEyesAtLunch PetHelpsPackLunch PupPicnicBasket KibbleBentoBox',
    gaming:
      'LunchPackingTetris LunchPackingBingo LunchPackingOvercooked LunchTradeTycoon InventoryManagementIRL BentoBoxBossLevel',
  },
  playlist: {
    dance:
      'PlaylistFreezeFrame PlaylistGenreSwitch PlaylistShuffleShimmy PlaylistTakeover SkipOrDance EverySongNewMove',
    fitness:
      'PlaylistPlankOff PlaylistBurpeeChorus PlaylistPowerHour PlaylistLengthRun TrackChangeSquats BPMIntervals',
    funny:
      'PlaylistJudgmentDay PlaylistParentsReact RateMyPlaylistNames GuiltyPleasureReveal ShuffleBetrayal PlaylistAutoplayFail',
    prank:
      'PlaylistSecretMessage PlaylistAllNickelback PlaylistBirthdayAmbush PlaylistRickroll SongTitleLoveNote LullabyAlarmClock',
    educational:
      'PlaylistDecadeTimeline PlaylistLanguageSwap PlaylistMusicTheory PlaylistPeriodicTable HistoryInTenSongs GenreFamilyTree',
    cooking:
      'PlaylistBakingTimer PlaylistFoodPairing PlaylistPoweredPasta CookUntilPlaylistEnds OneSongRecipe ThreeTrackOmelette',
    travel:
      'PlaylistForEveryCity PlaylistTrainWindow PlaylistPassport PlaylistForTakeoff RoadTripAuxBattle SunsetDriveTunes',
    fashion:
      'PlaylistCoverFit PlaylistEraDressUp PlaylistColorPalette OnePlaylistFiveLooks AlbumArtOutfit StyleTheMerch',
    wellness:
      'PlaylistWindDown PlaylistForFutureMe PlaylistSunriseStretch PlaylistJournalHour SlowSongReset FocusFlowTracks',
    speed:
      'PlaylistChoreBeforeEnd PlaylistBPMClimb PlaylistNameThatTune BeatThePlaylistClock OneTrackTidyUp GuessItInOneNote',
    art: 'PlaylistCoverArt PlaylistMoodPainting PlaylistPolaroidWall PlaylistPaintAlong DrawWhatYouHear SketchEachSong',
    tech: 'PlaylistAICurator PlaylistStatsWrapped PlaylistNFCTag CodeAPlaylistBot SmartShuffleTest PerfectCrossfade',
    pet: 'PlaylistForMyDog PlaylistCatLullaby PlaylistPuppyCalm KittyPlaylistReview PetPicksTheSong ParrotHeadBobbing',
    gaming:
      'PlaylistBingoCards PlaylistDraftRound PlaylistBattle WhosePlaylistIsIt GuessWhoAddedIt BossFightSoundtrack',
  },
  marker: {
    dance:
      'MarkerCapClickStep MarkerStrokeWave MarkerMoveMap PoscaPopAndLock DoodleWhileYouGroove WhiteboardEraserSlide',
    fitness:
      'MarkerTallySquats MarkerCalendarStreak MarkerCapPushUps MarkerWhiteboardWOD CrossOffEveryRep StickyChartPlanks',
    funny:
      'DriedOutMarkerDrama MarkerScentSniffTest MarkerLidGraveyard PermanentMarkerPanic BleedThroughBetrayal WhoLeftTheCapOff',
    prank:
      'MarkerMirrorMessage MarkerEggFaces MarkerLunchBagArt MarkerDoodleAmbush WindowHelloSketches WhiteboardWakeUpNote',
    educational:
      'HowMarkersWork MarkerChromatography MarkerColorWheel CopicBlending101 WhyPermanentStaysPut WaterOrAlcoholInk',
    cooking:
      'EdibleMarkerCookies MarkerEasterEggs MarkerMarshmallowFaces MarkerCakeLettering DoodleOnYourDonut FoodPenMacarons',
    travel:
      'MarkerTripMap MarkerJournalAbroad OneMarkerPerCity PoscaCafeSketch DoodleEveryStop UrbanSketchersMeetup',
    fashion:
      'MarkerSneakerArt MarkerTeeMakeover FabricMarkerScarf PoscaCapCustom DoodleDenimJacket OneOfAKindFit',
    wellness:
      'MarkerMoodTracker MindfulMarkerDoodle MarkerGratitudeList CopicCalmColoring HighlightTheGoodStuff MandalaMinutes',
    speed:
      'ThirtySecondMarkerArt MarkerCapMatchDash MarkerSpeedDoodle MarkerRelayMural WhiteboardSketchBlitz OneLineNoLift',
    music:
      'MarkerToTheBeat MarkerCapWhistle MarkerDrumsticks SqueakyMarkerLoop DoodleTheSong HandLetterTheChorus',
    tech: 'CopicVsProcreate MarkerTimelapse MarkerPenPlotterArt MarkerToVectorHack DoodleYourPhoneCase AIColorsMyLineWork',
    pet: 'MarkerPetPortrait MarkerDogComicStrip PoscaPawPrints CatBatsTheMarker KittenStealsTheCap DoodleYourPuppy',
    gaming:
      'MarkerDungeonDraw MarkerDotsAndBoxes MarkerBossSketch MarkerPictionary DesignYourOwnLevel HangmanWordDuel',
  },
  canvas: {
    dance:
      'CanvasFootprintRoutine CanvasBackdropGroove CanvasDanceBreak SplatterCanvasShuffle BrushStrokeBoogie EaselSpinStep',
    fitness:
      'CanvasStrokePerSquat CanvasPaintAndPlank WallSitAndSketch BigCanvasCarry CanvasLungeAndDab GalleryWalkMiles',
    funny:
      'CanvasVsReference BlankCanvasPanic CanvasToddlerCritique ExpectationVsCanvas SellingMyCanvasFor1M OverpricedScribbleBit',
    prank:
      'CanvasHiddenMessage CanvasPortraitReveal CanvasSwitcheroo SurpriseCanvasNight FakeGalleryOpening ToddlerArtAuction',
    educational:
      'WhyPaintersPrimeFirst CanvasLinenVsCotton CanvasColorTheory StretchYourOwnCanvas RecreateAFamousCanvas RuleOfThirdsTest',
    cooking:
      'CanvasPaintedCake CanvasCookiePainting CanvasToastArt FocacciaCanvas EdiblePaintPalette BakeAMasterpiece',
    travel:
      'CanvasOnLocation CanvasMuseumCopy OneCanvasPerCity PleinAirCanvasDay EaselOnTheBeach MonetGardenVisit',
    fashion:
      'CanvasSneakerPaint CanvasJacketMural WearYourCanvas CanvasToCatwalk SplatterFitCheck ArtistSmockStyle',
    wellness:
      'CanvasIntuitivePour CanvasSundayReset BlankCanvasBreathing NoRulesCanvas PaintNightUnwind SlowBrushJournal',
    speed:
      'CanvasSpeedPaint TenMinuteCanvas PassTheCanvasRelay CanvasRotatingArtists PaletteKnifeBlitz BeatTheTimerPortrait',
    music:
      'CanvasPaintToMusic OneSongPerCanvas AlbumCoverOnCanvas LiveConcertCanvas BrushToTheBeat SynesthesiaPalette',
    tech: 'CanvasTimeLapse CanvasVsTablet CanvasProjectorTrace ScanYourCanvas AIPromptToCanvas DigitalUnderpainting',
    pet: 'CanvasPetPortrait CanvasCatInspector PawPrintCanvas DogJudgesMyCanvas PuppyAsMyMuse PaintInABagPup',
    gaming:
      'CanvasGarticPhone CanvasMinecraftPixel CanvasPictionary BossFightOnCanvas PassTheBrushRelay EaselDrawAndGuess',
  },
  swan: {
    dance:
      'GlideLikeASwan LittleSwansLineUp DyingSwanSolo SwanArmsChallenge SwanNeckRoll SwanLakeDuet',
    fitness:
      'SwanArmsBurn BarreSwanPose SwanDiveStretch PedalTheSwanBoat SwanLakeSquats SwanCoreChallenge',
    funny:
      'SwanAboveFeetBelow SwanLakeGoneWrong SwanDivaEntrance SwanChasedMe PedaloRomanceFail UglyDucklingGlowUp',
    prank:
      'TowelSwanSurprise PaperSwanOnThePillow SwanFloatInTheRoom FancySwanNapkins HotelSwanWelcome RubberDuckSwanSwap',
    educational:
      'SwansMateForLife SwanOrGooseQuiz HowCygnetsTurnWhite WhoOwnsTheSwans BlackSwansAreReal SwanWingspanMath',
    cooking:
      'ChouxPastrySwans AppleSwanCarving SwanLakeCake SwanMeringueNests BakeASwanBrioche PipeASwan',
    travel:
      'SwanBoatRide SwanLakeBalletNight NeuschwansteinTrip SwanSpottingWalk RoyalSwansOfLondon CanalPaddleTour',
    fashion:
      'BlackSwanMakeup WhiteSwanFitCheck SwanBalletBun GracefulSwanGlam SwanLakeCouture TutuTakeover',
    wellness:
      'BeCalmLikeASwan SwanGlideBreathing SwanGracePosture SwanPondSitSpot SlowSwanMornings SereneOnTheSurface',
    speed:
      'PaperSwanIn60 SwanBoatRace SwanOrigamiRelay FastestTowelSwan DrawASwanIn10 SwanLakeSpeedrun',
    music:
      'SwanLakeOnKazoo SwanSongFinale SwanCelloCover SwanHarpSolo TchaikovskyTrapRemix MusicBoxBallerina',
    tech: 'SwanSlowMoTakeoff SwanNestWebcam RCSwanBoatBuild SwanPondTimelapse SwanDroneDisguise AIIdentifiesTheBird',
    pet: 'DogOnASwanFloat PetSwanCostume TutuPuppyPortrait SwanWingsForMyPup SwanNeckCatStretch KittenSwanLake',
    gaming:
      'SwanBoatKart SwanFlightSim SwanLakeRhythmRun SwanOrigamiPuzzle UntitledGooseSpeedrun HonkToWin',
  },
  'paint roller': {
    dance:
      'PaintRollerTwoStep PaintRollerRobot PaintRollerMoonwalk DanceWithAPaintRoller RenovationRollerBop RockAndRoller',
    fitness:
      'PaintRollerArmDay PaintRollerSquatReach PaintRollerCoreTwist LungeAndRollPaint EveryStrokeARep CeilingCoatShoulders',
    funny:
      'PaintRollerCeilingPOV DadWithAPaintRoller CouplesPaintRollerTest PaintedIntoACorner ThatOneMissedSpot JustOneMoreCoat',
    prank:
      'PaintRollerFakeSplat PaintRollerGooglyEyes WetPaintSignPrank HiddenMessagePaint SurpriseRoomRefresh RollerWelcomeBanner',
    educational:
      'PaintRollerVsBrush HowPaintRollersWork PaintRollerOrigins PaintSheenQuiz WhichRollerNap MasterTheWStroke',
    cooking:
      'PaintRollerCakeIcing PaintTraySnackBoard PaintedToastArt EdiblePaintCookies PaintDayPizzaParty FondantRollerPatterns',
    travel:
      'PaintRollerMuralTour PaintRollerVanBuild VolunteerPaintTrip RainbowRowHouses PaintTheTownRed StreetArtSafari',
    fashion:
      'PaintRollerDenim PaintRollerSneakers ChicPainterFit DressForPaintDay RollerStripeTee RollerPrintTote',
    wellness:
      'PaintRollerTherapy PaintRollerASMR PaintRollerFreshStart WatchPaintDry MindfulAccentWall RollAwayTheStress',
    speed:
      'PaintRollerWallIn60 PaintRollerRelay FirstCoatPaintDash TapeAndPaintBlitz RollerCleanupRace BeatTheDryTime',
    music:
      'PaintRollerMicCover DrumsOnAPaintCan PaintToTheBeat SingAlongPaintDay RockAndRollerRemix RollerSqueakSolo',
    tech: 'RobotPaintRoller ARPaintPreview DronePaintedMural PaintColorMatchApp AIPicksMyPaint PowerRollerVsClassic',
    pet: 'DogVsPaintRoller CatInspectsThePaint PaintDayHelperPup PetSafePawPainting TailWagPaintRoller RollerFetchFail',
    gaming:
      'PaintRollerTurfWar PaintRollerSpeedrun PaintRollerPixelArt CoopPaintingLevel GuessThePaintName SplatoonRollerMain',
  },
  screenshot: {
    dance:
      'ScreenshotSnapStep ScreenshotFreezeDance ScreenshotWorthyMove HoldItForTheScreenshot CaptureThePose ShutterSoundStomp',
    fitness:
      'ScreenshotStepTotal ScreenshotPlankTimer ScreenshotYourPR ScreenTimeForSquats CaptureYourGains BeforeAfterMonthOne',
    funny:
      'ScreenshotMomTexts ScreenshotEvidenceFile ScreenshotStoryTime ScreenshotHoarderTour OopsWrongChat NotificationsReadAloud',
    prank:
      'ScreenshotFrozenApp ScreenshotWallpaper ScreenshotBrowserTabs CrackedScreenGag FakeIconsDesktop StillMeOnZoom',
    educational:
      'ScreenshotShortcuts LongScreenshotHack WhyScreenshotsBlur WhereDoScreenshotsGo PrintScreenHistory PNGVsJPEGQuiz',
    cooking:
      'ScreenshotRecipeTest ScreenshotDishRecreate ScreenshotMenuCopycat OldestScreenshotDinner SavedItNowMadeIt PinnedPlateRemake',
    travel:
      'ScreenshotBoardingPass ScreenshotTravelList ScreenshotVsReality FindTheScreenshotSpot SavedPlacesRoadTrip PinToPostcardJourney',
    fashion:
      'RecreateTheScreenshot ScreenshotStyleFolder ScreenshotPaletteFit ScreenshotThenThrift PausedMovieOutfit MoodboardToMirror',
    wellness:
      'ScreenshotKindWords ScreenshotGratitude ScreenshotDetox DailyQuoteScreenshot ComplimentArchive CameraRollDeclutter',
    speed:
      'ScreenshotDeleteBlitz ScreenshotSpeedRun ScreenshotReflexTest PerfectFrameScreenshot FastestCapture ShortcutQuickDraw',
    music:
      'SingYourLastScreenshot ScreenshotNowPlaying ScreenshotAlbumCover ScreenshotShutterBeat WrappedStatsReveal LyricCaptureSong',
    art: 'ScreenshotRedraw ScreenshotComicPanel ScreenshotCollage PaintYourScreenshot DrawTheThirdScreenshot StillFrameGouache',
    pet: 'ScreenshotCatMidYawn ZoomieBlurScreenshot PetScreenshotDump PuppyScreenshotFail PausedBlinkFace BlepFrameHunt',
    gaming:
      'ScreenshotPhotoMode ScreenshotBossDefeat ScreenshotGlitchHunt VictoryScreenShowcase BestInGameShot PicsOrItDidntHappen',
  },
  reindeer: {
    dance:
      'ReindeerHoofStep ReindeerAntlerWiggle ReindeerStompOff PranceLikeAReindeer RudolphNoseBoogie SleighBellShuffle',
    fitness:
      'ReindeerHighKnees ReindeerSledPull ReindeerLeapSquats ReindeerRedNoseRun DasherDashes TundraTrekIntervals',
    funny:
      'ReindeerJobInterview ReindeerRedNoseEnvy ReindeerFlightDelay SantasReindeerReview WhichReindeerAreYou SleighTeamTryouts',
    prank:
      'ReindeerHoofPrints ReindeerCarrotCrumbs ReindeerAntlerCar ReindeerInTheWindow SleighBellWakeUp RudolphNoseDoorbell',
    educational:
      'HowReindeerSeeUV CaribouVsReindeer ReindeerMigrationMap SantasReindeerAreGirls WhyRudolphsNoseGlows SamiHerdingHistory',
    cooking:
      'AntlerPretzelCookies ReindeerPancakes ReindeerBrownieBites ReindeerDonutFaces RudolphStrawberrySnack ReindeerCocoaBombs',
    travel:
      'ReindeerFarmVisit ReindeerSleighRide ReindeerNorwayTundra ReindeerUnderAurora LaplandWinterTrip HerdWithTheSami',
    fashion:
      'ReindeerAntlerHeadband ReindeerRedNoseMakeup UglyReindeerSweater MatchingReindeerPJs FairIslePattern SleighAllDayFit',
    wellness:
      'ReindeerSnowyWalk ReindeerCocoaPause ReindeerStillness SlowReindeerMornings WinterSolsticeReset TundraDeepBreaths',
    speed:
      'ReindeerGamesRelay ReindeerAntlerRingToss ReindeerNosePinDash NameAllNineReindeer CarrotGrabBlitz DasherDancerSprint',
    music:
      'ReindeerSleighBeat ReindeerHoofTapRhythm ReindeerRollCallRap ReindeerAcapella JingleBellJam ChristmasCarolKazoo',
    art: 'ReindeerHandprintCraft ReindeerFootprintCard SaltDoughReindeer PineconeReindeer AntlerDoodle NordicPaperCut',
    tech: 'ReindeerLightShow ReindeerDoorbellCam ReindeerNoseCircuit TrackTheReindeer SantaRadarWidget RudolphLEDBuild',
    gaming:
      'ReindeerCardDuel ReindeerTriviaRound ReindeerKartRace JoinInReindeerGames NorthPoleQuest SleighRunLevel',
  },
  superman: {
    dance:
      'SupermanDanceOff SupermanCapeShuffle SupermanHeroLanding SupermanSpinChange ManOfSteelStrut UpUpAndAwayMoves',
    fitness:
      'SupermanHold SupermanPushUps SupermanPlankReach SuperHeroCarry ManOfSteelAbs FasterThanABurpee',
    funny:
      'SupermanGlassesOnly SupermanNoPhoneBooth SupermanLaundryDay SuperDadToTheRescue WhatsYourKryptonite HeroicTrashTakeout',
    prank:
      'SupermanShirtReveal SupermanMirrorLogo SupermanSignalWakeUp SuperBreakfastDrop KryptoniteRockSurprise TowelCapeAmbush',
    educational:
      'SupermanFlightPhysics SupermanStrengthMath SupermanOrigins101 SuperheroScienceQuiz IsKryptoniteReal ComicInkingLesson',
    cooking:
      'SupermanLogoPancakes SupermanCapeCrepes SupermanShieldPizza SupermanFruitParfait KryptoniteSmoothie ManOfSteelCutOats',
    travel:
      'SupermanStatueHunt SupermanBirthplaceTour SupermanFilmSites SupermanMetropolisTrip SmallvilleDrive DailyPlanetLobby',
    fashion:
      'SupermanLogoFit SupermanVintageTee SupermanRedBoots ClarkKentToSuperman ReporterToHeroStyle CapeAsAccessory',
    wellness:
      'SupermanPowerPose SupermanHelpAStranger SupermanKindnessDay YouAreSuper RechargeLikeSuperman YellowSunBasking',
    speed:
      'SupermanQuickChange SupermanRescueRelay SupermanLaundryBlitz FasterThanSuperman PhoneBoothDash CapeTieCountdown',
    music:
      'SupermanThemeCover SupermanKazooMarch SupermanFanfareTrumpet UpUpAndAwaySong JohnWilliamsOnRecorder SuperHeroEntrance',
    art: 'SupermanPanelRedraw SupermanPopPrint DrawYourselfAsSuperman DesignYourSuperLogo CapeFlowSketch ShieldStainedGlass',
    tech: 'SupermanGreenScreen SupermanXRayFilter SuperSpeedTimelapse SupermanFlightHack LeafBlowerCapeShot HeatVisionVFX',
    pet: 'SupermanCapeForFido SupermanPupPose SupermanKittenLeap SuperDogToTheRescue KryptoLookalike CapedCanineCrusader',
  },
};
