import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'coffee break': {
    art: 'OneCoffeeBreakSketch PaintWithCoffee CoffeeRingPortrait CoffeeBreakCupGlowUp CoffeeBreakDrawOff NapkinDoodleBreak CoffeeBreakOrigami 7DayCoffeeBreakArt',
    speed:
      'DeskTidyInACoffeeBreak 5ChoresOneCoffeeBreak CoffeeBreakPuzzleRace InboxZeroByCoffeeBreak CoffeeBreakCupStackOff CrosswordBeforeItCools CoffeeBreakSudokuDash CoffeeBreakMugWashRace',
  },
  'coffee run': {
    art: 'DrawYourCoffeeRunOrder CoffeeRunSleeveGlowUp WhoseCoffeeRunCupWins CoffeeRunCafeSketch CoffeeRunReceiptDoodle CoffeeRunComicStrip PaintWithCoffeeRunDrips 30DayCoffeeRunArt',
    cooking:
      'CoffeeRunAtHome CopyYourCoffeeRunOrder CoffeeRunVsHomemade CoffeeRunBananaBread 5MinuteCoffeeRunCopycat 7DaysOfCoffeeRunDupes CoffeeRunMuffinBake SkipTheCoffeeRunSunday',
    fashion:
      'CoffeeRunFitCheck 60SecondCoffeeRunOutfit PajamaToCoffeeRunGlowUp 7DaysOfCoffeeRunLooks MatchYourCoffeeRunOrder CoffeeRunClawClip CoffeeRunToteBag BestieCoffeeRunTwinning',
    fitness:
      'LiteralCoffeeRun CoffeeRunParkLoop LongWayCoffeeRun 30DayCoffeeRunStreak CanYouJogYourCoffeeRun CoffeeRunIn20Minutes PostCoffeeRunStretch CoffeeRunPowerWalk',
    tech: 'AIPicksMyCoffeeRun CoffeeRunGroupChat SpreadsheetCoffeeRun SlowMoLattePourCoffeeRun MostStepsOnACoffeeRun PaySplitCoffeeRun CoffeeRunPOVWalk CoffeeRunHyperlapse',
    wellness:
      'SoloCoffeeRunDate CoffeeRunCatchUp CoffeeRunPayItForward MindfulMondayCoffeeRun PhoneFreeCoffeeRun SlowSipCoffeeRun 30DayCoffeeRunWalk 10MinuteCoffeeRunReset',
  },
  'cold weather': {
    cooking:
      'ColdWeatherChiliNight ColdWeatherSoupSwap 20MinuteColdWeatherStew OnePanColdWeatherDinner ColdWeatherCookOff ColdWeatherCocoaBar ShowUsYourColdWeatherBowl 7DayColdWeatherOats',
    prank:
      'ColdWeatherFakeIcicles WrapTeddyForColdWeather 100ColdWeatherSnowflakes FreezingSnowmanGreeter ColdWeatherFrozenTShirt ColdWeatherScarfOnTheMilk IsThisColdWeatherGear ColdWeatherPaperSnowballs',
  },
  comb: {
    cooking:
      'CombedCakeGlowUp ChocolateCombStripes 10MinutePastaOnAComb CombRidgedGnocchi CombMarbledGlaze CombCrissCrossCookies WhoseCombPatternWins CanYouCombTheIcing',
    dance:
      'CombMicLipSync FiftiesCombJive CombAndHairFlip CombItOnEveryBeat CombVsHairbrushDanceOff 8CountCombRoutine StrutWithAComb PassTheComb',
  },
  commute: {
    music:
      '5SongCommute CommuteRhymeRap SingYourCommuteIn30Sec GuessMyCommuteSoundtrack CommuteFootstepBeat BuskTheBusStop CommuteSoundCollage MondayCommuteMixtape',
  },
  compost: {
    prank:
      'GooglyEyedCompostBin FanMailFromCompostWorms IsYourCompostSinging TinyCompostCaddyForDad 3CompostPoliceTickets GnomeGuardsTheCompost RedCarpetToTheCompost CompostMonsterMonday',
  },
  concert: {
    fitness:
      'ConcertAirGuitarSquats 100ConcertPogoJumps 10MinLivingRoomConcert ConcertChorusHighKnees CanYouLastAWholeConcert ConcertSetlistWorkout ConcertArmWaveBurn BeTheConcertDrummer',
  },
  conditioner: {
    fitness:
      'ConditionerBottleCurls StrengthAndConditioner ConditionerTimerPlank ShampooConditionerCarry BalanceTheConditioner ConditionerPassRelay 10MinConditionerCircuit 50SquatsWithConditioner',
  },
  controller: {
    cooking:
      'IceAControllerCookie ControllerDPadWaffles NoCrumbControllerSnack 3ItemControllerBites ControllerCakeBattle 10MinControllerPauseWrap ControllerShapedPancakes ControllerPizzaNight',
    fitness:
      'ControllerDeathSquats 50RepControllerBreak ControllerRespawnPushUps WinnerTakesController ControllerFreeFriday ControllerGameOverBurpees PlankWithTheController WallSitOneControllerLevel',
    travel:
      'ControllerThriftHunt 3CitiesOneController RoadTripControllerRelay PackYourControllerKit ControllerOnTheTrain ControllerArcadeHop ControllerMuseumVisit HotelControllerFaceOff',
  },
  convertible: {
    fitness:
      'ConvertibleWashOff 100ConvertibleWaxCircles ConvertibleBucketCarry 10MinConvertibleCircuit LungeAroundTheConvertible ConvertibleStretchStop ConvertibleBeachBootcamp BikeTrailConvertible',
    wellness:
      'ConvertibleStargazing FreshAirConvertibleRide ConvertibleSunriseCoffee ConvertibleDeepBreaths 5MinConvertibleSkyGaze SlowSundayConvertible GrandmaConvertibleOuting 7SunsetsFromAConvertible',
  },
  costco: {
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage TinyCostcoHaulForMom DidYouBuyAllThisAtCostco 48CostcoRollsIn60Seconds CostcoGiantTeddyGreeter GooglyEyesOnCostcoJars CostcoBalloonCarFill',
  },
  'cotton ball': {
    cooking:
      'SoftAsACottonBallBuns CottonBallMuffinFaceOff CottonBallOrMeringue 7DayCottonBallCress PancakesLikeACottonBall CottonBallCoconutBites EggDyeCottonBallDab CottonBallStoveKnobClean',
    dance:
      'FloatLikeACottonBall CottonBallFreezeDance CottonBallBlizzardBoogie CottonBallShimmyBattle CottonBallSpoonWaltz 30SecondCottonBallGroove PassTheCottonBallDuet DontDropYourCottonBall',
  },
  'cotton swab': {
    cooking:
      'CottonSwabCookieDots DecorateWithACottonSwab CottonSwabEggDye 5MinCottonSwabPancakes BentoFacesCottonSwab FondantPaintCottonSwab FoamArtCottonSwab PaintedToastCottonSwab',
    dance:
      'CottonSwabBaton CottonSwabMicLipSync DabWithACottonSwab CottonSwabFingerDanceOff CottonSwabTutting 5MoveCottonSwabRoutine 30SecCottonSwabGroove PassTheCottonSwabDuet',
    music:
      'CottonSwabDrumSolo ConductWithACottonSwab CottonSwabGlassChimes CottonSwabJarShaker CottonSwabBeatBattle GuessTheSongCottonSwab 30SecondCottonSwabJam PuppetBandCottonSwab',
    tech: 'CottonSwabPhoneGlowUp 100KeysOneCottonSwab CottonSwabStopMotion DIYCottonSwabStylus CottonSwabMacroShot 10MinCottonSwabDeskReset WebcamLensCottonSwab CottonSwabTimelapseArt',
  },
  cough: {
    cooking:
      '20MinuteCoughNoodles CoughSeasonSoupSwap CookForTheCougher GrandmasCoughBroth CoughComfortFaceOff 7DayCoughCareMenu CoughTrayBreakfast CoughFriendlyDinner',
  },
  countdown: {
    educational:
      'CountdownNumbersRound CountdownLettersGame 10SecondCountdownQuiz CountdownAnagramDuel TenToOneInSpanish BeatTheCountdownMath 5LanguageCountdown CountdownSpellingBee',
  },
  'cozy season': {
    cooking:
      'CozySeasonSoupSwap CozySeasonCocoaBar 7DayCozySeasonBakes SimmerSundayCozySeason CozySeasonPieFaceOff 30MinCozySeasonDinner CozySeasonChiliNight CinnamonRollsCozySeason',
    fashion:
      'StyleYourCozySeasonKnit CozySeasonLayering FlannelFitCozySeason CozySeasonBootsLook CozySeasonScarf5Ways CozySeasonCapsule ThriftedSweaterCozySeason 60SecondCozySeasonGlowUp',
    fitness:
      '10MinCozySeasonYoga CozySeasonRakeOff FallHikeCozySeason CozySeasonStepCount 30DayCozySeasonSquats CozySeasonStretchInBed SundayStrollCozySeason CozySeasonCouchCircuit',
    pet: 'CozySeasonPetBed CozySeasonDogVsLeafPile GuessTheCozySeasonNapper 60SecondCozySeasonNest 7CozySeasonSniffWalks CozySeasonWalkies CozySeasonCuddle SunnySpotCozySeason',
  },
  crab: {
    prank:
      'FollowCrabTracksHome 10PaperCrabsEverywhere CrabToyInTheShoe TinyCrabInvasion WhoPutACrabHere CrabStickerOnTheirMug MailboxCrabMonday CrabPincerTickleAttack',
    travel:
      'CrabShackRoadTrip 24HoursInACrabTown 10CrabsOneShoreline CrabSpottingSafari CrabRollBeachPicnic GhostCrabNightWalk WhoFoundTheBiggestCrab CrabAquariumDayOut',
  },
  creek: {
    art: 'PaintWithCreekWater CreekStoneCritters CreekLeafRubbings 7DaysOfCreekArt DrawYourCreekFromMemory SketchTheCreekIn10Min CreekRockMandala CreekReflectionPhoto',
    cooking:
      'CreeksidePicnic 10MinCreekLunch TrailMixForTheCreek CreekCoolerSnackBox 3IngredientCreekBites PackYourCreekDayBasket CreekBankBento CreekSandwichCookOff',
    dance:
      '30SecCreekFreestyle CreekBirdsongBop SwaySundayNearACreek UpTheCreekShuffle CreekFrogHop CreeksideTwoStep CopyMyCreekMoves CreekDanceOff',
    music:
      'CreekBabbleBeat CreekFrogChorus CreekRockRhythm RecordTheCreek DuetWithACreek RemixYourCreekSounds 30SecCreekSingAlong GuessThatCreekNoise',
    prank:
      'CreekToyFishFakeOut CreekFrogCroakGag FoolsGoldCreekFriday GooglyEyesOnCreekRocks CreekMermaidLetter 10RubberDucksAlongCreek CreekPhotobombGnome DidTheCreekWriteBack',
  },
  crosswalk: {
    fitness:
      'JumpEveryCrosswalkStripe 100CrosswalkHops 30SecCrosswalkShuffle CrosswalkHopscotchDuel CrosswalkBoxStepUps CrosswalkBeepBurpees CrosswalkTapeSquats BearCrawlTheCrosswalk',
    prank:
      'CrosswalkInTheHallway CrosswalkToTheCookieJar WhoTapedACrosswalkHere 60SecondCrosswalkSetUp 10TinyCrosswalksForDad WalkSignOnTheDoor CrosswalkToyCarTraffic CrosswalkBeepDoorbell',
    tech: '30SecCrosswalkTimelapse MapTheCrosswalksNearYou AnimateACrosswalkFigure CrosswalkButtonMyth CrosswalkToyCarStopMotion CrosswalkBeepRingtone BestCrosswalkEditWins CrosswalkGreenScreen',
  },
  crow: {
    art: 'CrowSilhouetteArt InkCrowSketch CrowVsRavenArtBattle OrigamiCrow ShinyTrinketCrowCollage DrawCrowsFromYourWindow StencilCrowTote CrowOnABranchDoodle',
    cooking:
      'CrowCookieFaceOff CrowNestCupcakes ScarecrowSnackBoard 10MinCrowToastArt BlueberryCrowTarts CrowShapedPancakes BlackSesameCrowBuns 3IngredientCrowBites',
    prank:
      'PlasticCrowPhotobomb 10PaperCrowsEverywhere CrowCawRingtone ShinyGiftFromTheCrow TinyCrowPlushSpy WhoLeftThisCrowHere MailboxCrowMonday EditACrowInTheirPhoto',
  },
  cruise: {
    fashion:
      '10MinuteCruiseFormal CruiseDeckToDinner CruiseStripesVsFlorals 7NightsOfCruiseLooks CarryOnOnlyCruise CruiseOutfitCountdown CruiseTenPieceWardrobe StyleACruiseHatThreeWays',
    gaming:
      'CruiseBingo GuessTheCruisePort ArcadeOnACruise CruiseCabinCharades 10RoundCruiseCardGame CruiseMiniGolfDuel 60SecondCruiseTrivia CruiseScavengerHunt',
    prank:
      'CruiseCabinTowelAnimal WhoMadeThisCruiseSwan CruiseDoorGooglyEyes 10CruiseDucksOnBoard CruiseStickyNoteAttack TurnTheirRoomIntoACruise CruiseBalloonDrop AhoyItsYourCruiseCaptain',
    tech: 'CruiseSunsetPanorama GuessTheCruisePort TrackACruiseShipLive CruiseCountdownWidget CruiseWakeTimelapse 10PhotosOneCruiseDay CruiseCabinTourPOV 60SecondCruiseVlog',
  },
  cucumber: {
    travel:
      'CucumberSandwichPicnic HowDoTheyEatCucumberHere CucumberFarmPicking CucumberMarketHunt CucumberBeachBites 3CucumberDishesOneTown StreetCartCucumber 10MinCucumberTrailSnack',
    wellness:
      'CucumberEyesSpaNight CucumberWaterHabit 10MinuteCucumberUnwind 7DayCucumberSnackStreak StayCoolAsACuke CucumberCrunchBreak MindfulMondayCucumber CucumberGardenMorning',
  },
  curtain: {
    cooking:
      'RedVelvetCurtainCake CurtainRevealDinner CurtainsUpMovieSnacks WhatsBehindTheCurtain CurtainCallCupcakes 20MinCurtainRaiserBites CurtainPopcornBar 3ActMealBeforeCurtain',
  },
  daisy: {
    gaming:
      'DaisyFortuneTeller FindTheBiggestDaisy LongestDaisyChainWins TicTacDaisy DaisyPetalCountGuess CanYouSpotADaisyFirst 60SecondDaisyHunt DaisyRingTossDuel',
    wellness:
      'FreshAsADaisyReset LieInTheDaisies DaisyGratitudePetals SlowDaisyChain 7DayDaisyWalk BloomLikeADaisy SunnySundayDaisySpot 5MinDaisyBreathing',
  },
  'day off': {
    fitness:
      'DayOffLongRun LazyDayStretch 10KStepDayOff DayOffYogaInPJs 20MinDayOffReset DayOffSleepInSquats MoveItMondayDayOff CanYouSkip100OnADayOff',
  },
  'dead battery': {
    cooking:
      'DeadBatteryIconCookies DeadBatteryEnergyBites DeadBatteryPowerBreakfast 10MinDeadBatteryDinner CookFromMemoryDeadBattery 3ItemDeadBatteryLunch DeadBatteryChefDuel MugCakeBeforeDeadBattery',
    prank:
      'DeadBatteryWallpaper DeadBatteryMidSentence CliffhangerDeadBattery 5ScreensOneDeadBattery BedtimeStoryDeadBattery MondayMorningDeadBattery WillThisDeadBatteryCharge CouchPotatoDeadBattery',
  },
  december: {
    gaming:
      'DecemberAdventPuzzle WhiteElephantRound DecemberHolidayBingo DecemberConsoleStreak GuessTheDecemberSong 60SecondDecemberQuiz DecemberDominoDuel DecemberCardGameMarathon',
    prank:
      'DecemberGiftDecoy SnowmanAtTheDoor IsThisYourDecemberPresent WrapTheirFridgeInDecember 100BowsForDecember DecemberTwentyBoxesDeep DecemberIndoorSnowfall DecemberGooglyEyeTree',
    tech: 'DecemberLightsTimelapse RecapYourYearThisDecember SantaTrackerCheck 60SecondDecemberEdit DecemberFamilyCallChaos ScreenFreeDecemberSunday DecemberPhotoADay DecemberStopMotionSnow',
    travel:
      'DecemberLightsTour DecemberIceRinkHop DecemberMarketCrawl DecemberCocoaDayTrip DecemberParkSnowAngels FrostyMorningWalk SundaySunriseDecember DecemberTrainToGrandmas',
  },
  'deck chair': {
    cooking:
      '10MinDeckChairPicnic 3IngredientDeckChairDrink DeckChairSnackTray DeckChairMocktailFaceOff DeckChairPopsicles NoCookDeckChairLunch ShowUsYourDeckChairPlate DeckChairWatermelonWedges',
    dance:
      'UnfoldTheDeckChairDance SeatedDeckChairGroove DeckChairCruiseShuffle 30SecDeckChairRoutine TwoDeckChairDuet 8CountDeckChairMoves DeckChairSunsetSway DeckChairMambo',
    gaming:
      'DeckChairCardGames ISpyFromTheDeckChair DeckChairBeachBingo CrosswordInTheDeckChair DeckChairTrivia 10RingsOntoADeckChair MusicalDeckChairs 60SecondDeckChairQuiz',
    tech: 'DeckChairTimelapse DeckChairPanorama 10SecondDeckChairPOV DeckChairSoundscape 5AnglesOneDeckChair LaptopOnTheDeckChair AudiobookDeckChair BestDeckChairShotWins',
  },
  declutter: {
    prank:
      '100DeclutterStickyNotes SecretDrawerReset DeclutterLabelEverything WhoDeclutteredMyRoom DeclutterTheirCar DeclutteringElves DeclutterDadsGarage TossItTuesdayDeclutter',
  },
  'delivery driver': {
    gaming:
      'DeliveryDriverBingo DeliveryDriverCharades 10BoxDeliveryDriverDash DeliveryDriverTrivia PlayDeliveryDriverAtHome DeliveryDriverHotPotato MailmanMemoryMatch FastestDeliveryDriverWins',
  },
  'denim jacket': {
    cooking:
      'DenimJacketCake DenimJacketPotatoBar PicnicInADenimJacket DenimJacketDinerNight 10MinDenimJacketPocketPie IceYourDenimJacketCookie DenimJacketBakeOff BrunchInADenimJacket',
    dance:
      'DenimJacketFlip DenimJacketDanceOff DenimJacketTwirl 8CountDenimJacketRoutine PopTheDenimJacketCollar DenimJacketBreakdance 30SecDenimJacketShuffle PassYourDenimJacketDuet',
    fitness:
      'DenimJacket50StarJumps PlankInADenimJacket DenimJacketYoga DenimJacketHike 10MinDenimJacketWalk PushupsInADenimJacket DenimJacketStretchTest CanYourDenimJacketSquat',
    travel:
      'DenimJacketPackingHack OneDenimJacketTenCities DenimJacketTravelPins DenimJacketAirportFit ThisDenimJacketThenVsNow GuessWhereMyDenimJacketIs 60SecondDenimJacketPack WeekendAwayDenimJacket',
  },
  'dental floss': {
    cooking:
      'DentalFlossCakeCutter DentalFlossCheeseSlice CinnamonRollDentalFloss DentalFlossEggSlicer DentalFlossVsSpatula CanDentalFlossCutThis 10FoodsOneDentalFloss ButterPatsDentalFloss',
    fitness:
      'DoTheDentalFloss 30SecDentalFlossCardio DentalFlossHurdles DentalFlossFinishLine 100HopsOverDentalFloss DentalFlossAgilityLadder ShoulderPassDentalFloss DentalFlossLimboDuel',
    tech: 'DentalFlossCableTidy YourKeyboardVsDentalFloss TutorialReelDentalFloss DentalFlossStreakApp SlowMoDentalFlossSnap FrontCameraDentalFloss VoiceTimerDentalFloss DentalFlossTimelapse',
  },
  desert: {
    art: 'DesertSandArtBottle DesertCactusWatercolor DesertOmbreSketch PaintTheDesertSky DesertSilhouetteShot DesertDoodleDuel DesertSunsetCollage MoldClayDesertLizards',
    dance:
      'DesertDuneShuffle DesertMirageMoonwalk 30SecondDesertRoutine DesertTumbleweedTwirl 8CountDesertDance DesertCactusFreeze MoveLikeADesertSnake CamelWalkDesertBattle',
    fashion:
      'DesertNeutralsFit 10MinDesertGlowUp DesertExplorerOutfit WhoWoreTheDesertBest DressLikeADesertSunset DesertBohoLook DesertCowboyBoots TieYourDesertScarf5Ways',
    fitness:
      'DesertSunSalutation DesertLizardCrawl DesertCactusYoga 50DesertJackrabbitHops 10MinDesertDawnFlow CanYouDoTheDesertScorpion AnimalMovesDesertRelay DesertDuneLunges',
    music:
      '3NoteDesertMelody DesertRainstickBeat GuessTheDesertSound YouAndMeDesertDuet 30SecondDesertSoundtrack DesertCoyoteHowlAlong DesertBluesHum DesertWindChimes',
    pet: 'DesertPawCheck 10MinDesertCoolDown 7DayDesertSniffari CanPupsFindDesertToys DesertCactusPlushFetch DesertDogShadeBreak DesertSunsetPetStroll ShowUsYourDesertBuddy',
  },
  'dish soap': {
    cooking:
      'DishSoapOvernightSoak CastIronDishSoapMyth NoDishSoapOnVeggies CanDishSoapSaveThisPan DishSoapBlenderClean OneDropDishSoap DishSoapVsBakingSoda 10MinDishSoapKitchenReset',
    fitness:
      'DishSoapCalfRaises ChaseTheDishSoapBubbles GiantWandDishSoapArms DishSoapScrubBurn LungeWhileDishSoapSoaks 50SquatsDishSoapDuty DishSoapShoulderStretch 10MinDishSoapCircuit',
    tech: 'BestDishSoapBubbleShot ShootADishSoapAd 10SecDishSoapTimelapse DishSoapChoreWheelApp DishSoapSudsASMR DishSoapRainbowPhoto 3ClipDishSoapEdit AudiobookDishSoapShift',
  },
  diy: {
    gaming:
      'CanYouBeatMyDIYMaze DIYDiceTower StoreBoughtVsDIYChess DIYShoeboxPinball 5ItemDIYEscapeRoom DesignYourDIYBoardGame DIYRockTicTacToe DIYPaperFootball',
  },
  'dog toy': {
    fitness:
      '100DogToyThrows DogToyTossLunges 10MinuteDogToyFetch DogToyTugOfWar DogToyFrisbeeSprints BeatYourPupToTheDogToy PlankWithADogToy DogToyBurpeeBreak',
  },
  'dollar store': {
    travel:
      'DollarStoreCampingKit 5DollarStoreTravelHacks AirportShopVsDollarStore DollarStorePicnicDare DollarStoreRoadTripBag DollarStoreCarGames ShowUsYourDollarStoreFind 10MinDollarStoreSuitcase',
  },
  dolphin: {
    fitness:
      'DolphinPlank DolphinPushUps 30DayDolphinStreak 60SecondDolphinFlow CanYouHoldADolphinPose DolphinJumpSquats DolphinBackExtensions PartnerDolphinRepDuel',
    gaming:
      'DolphinCharades PlushDolphinHoopDuel DolphinTriviaShowdown GuessTheDolphinSound 10DolphinFactsIn60Sec DolphinEcholocationTag DrawADolphinBlindfolded DolphinRingToss',
    prank:
      'DolphinSqueakRingtone 10PlushDolphinsOnTheBed DolphinPhotobomb DolphinLaughDoorbell TowelDolphinIn60Seconds WhyIsThereADolphinHere ShoesFullOfDolphins DolphinStickyNoteTrail',
  },
  'door knob': {
    cooking:
      'DoorKnobBreakfastBag DoorKnobCookieDelivery SoupOnTheDoorKnob 10MinDoorKnobMuffins 3DoorKnobTreatTins WhoLeftThisDoorKnobSnack CrystalDoorKnobJelly DoorKnobBirthdayCupcake',
    funny:
      'StuckDoorKnobStruggle WrongWayDoorKnob DoorKnobFellOff DoorKnobVsToddler DoorKnobRattleDrama RateEveryDoorKnobAtHome DoorKnobHeightFail ElbowsOnlyDoorKnobDare',
    tech: 'SmartLockVsDoorKnob DoorKnobQRHanger SpotYourselfInADoorKnob DoorKnobSoundDesign GuessTheDoorKnobZoom DoorKnobTransitionEdit DoorKnobAnimation 15SecondDoorKnobTour',
  },
  doormat: {
    dance:
      'DoormatShuffle DoormatTwoStep DoormatMoonwalk 8CountDoormatRoutine StayOnTheDoormat WipeYourFeetGroove 30SecondDoormatDance PartnersShareOneDoormat',
    educational:
      '10LanguagesOneDoormat HowDirtyIsYourDoormat DoormatCoirVsRubber WhatsUnderTheDoormat DoormatMythBusted WeaveAMiniDoormat DoormatFactsIn30Seconds DoormatScrapeTest',
    fitness:
      'DoormatPlank DoormatLateralHops 10MinDoormatCardio DoormatVsYogaMatBattle 100RepDoormatWorkout WipeYourFeetSprints SquatOnTheDoormat LungeOverDoormat',
    music:
      'DoormatStompBeat GuessMyDoormatSong 30SecondDoormatJingle DuetOnADoormat SerenadeFromTheDoormat WipeYourFeetRemix DoormatDrumroll BeatboxDoormat',
    pet: 'PupWaitsOnTheDoormat MuddyDogDoormatWipe CatOnTheDoormat 7DayDoormatTraining ShowUsYourDoormatGreeter 30SecondDoormatChill DoormatSitStay DoormatSnuffle',
    travel:
      'DoormatSelfieOnArrival DoormatLanguageHunt DoormatPhotoWalk GuessTheCountryByDoormat RateEveryDoormat 10DoormatsOneVillage BestDoormatInTownWins DoormatSouvenir',
    wellness:
      'ShoesOffAtTheDoormat DoormatGratitudePause LeaveItAtTheDoormat DoormatAffirmation BreatheOnTheDoormat MindfulMondayDoormat 10SecondDoormatReset 7DayDoormatCheckIn',
  },
  dorm: {
    educational:
      '25MinuteDormStudySprint DormLaundrySymbols TeachYourDormOneSkill DormSleepScheduleTest DormSewAButton 10DollarDormMealMath DormFirstAidQuiz FlashcardBattleInTheDorm',
  },
  dragon: {
    dance:
      'DragonDanceAtHome 8CountDragonRoutine DragonStompStep DragonRibbonTwirl MoveLikeADragon RoarOnTheDrop 30SecondDragonFreestyle KnightVsDragonBattle',
    travel:
      'DragonStatueHunt DragonMuralHunt KomodoDragonZooTrip DragonPlaygroundQuest 10DragonsInOneCity GuessWhereThisDragonLives DragonStoryHike SpotADragonOnEveryStreet',
  },
  dragonfly: {
    gaming:
      'DragonflyCharades DragonflyScavengerHunt GuessTheDragonflyColor DrawADragonflyIn30Sec PaperDragonflyRace 10DragonflyFactsQuiz DragonflyBingo DragonflySpotOff',
  },
  dreidel: {
    tech: 'DreidelSlowMo DreidelAppVsTheRealOne DreidelTinyCameraRide DreidelStopwatchRecord FilmYourDreidelInReverse DreidelOverVideoCall 8NightsOfDreidelClips DreidelSpinFilter',
  },
  dresser: {
    music:
      'DresserDrawerDrums HairbrushMicAtTheDresser DresserMusicBoxCover DresserCreakSymphony SiblingDresserDuet RattleTheDresserKnobs GuessMyDresserSong 30SecondDresserBeat',
  },
  'drive thru': {
    dance:
      'DriveThruMenuMoves SiblingDriveThruFaceOff 8CountDriveThruRoutine 30SecDriveThruShimmy DriveThruKitchenBop OrderUpShuffle DriveThruTakeoutBoogie DriveThruDanceAtHome',
  },
  'driving test': {
    prank:
      'DidIPassMyDrivingTest 20ToyCarsOnDrivingTestDay TicketTuesdayDrivingTest GiantDrivingLicense DrivingTestStickyNotes DrivingTestBannerSurprise DrivingTestConfettiCard DrivingTestTricycleGag',
  },
  drizzle: {
    art: 'DrizzlePourCanvas DrizzleWatercolorWash 3ColorDrizzleAbstract 60SecondDrizzleDoodle ChalkArtInTheDrizzle LetDrizzlePaintForYou DrizzleDotMandala DrizzleDrawOff',
    pet: 'WalkiesInTheDrizzle CatVsDrizzle ShowUsYourDrizzleDog 10MinDrizzleStroll DrizzleSniffari DrizzleTowelHug DoesKittyLikeDrizzle DrizzleUmbrellaForTwo',
  },
  'duct tape': {
    dance:
      'DuctTapeLimbo DuctTapeDanceOff FollowTheDuctTapeFeet DuctTapeTwister 8CountDuctTapeRoutine 30SecDuctTapeFreestyle StayInYourDuctTapeSquare DuctTapeSpotlightSpin',
    music:
      'DuctTapeBoxGuitar RipTheDuctTapeRemix DuctTapeShakerJam DuctTapeBeatbox GuessMyDuctTapeSong MakeABeatWithDuctTape DuctTapeDrumline 30SecondDuctTapeJingle',
    prank:
      'DuctTapeBananaOnWall CanYouOpenMyDuctTapeGift DuctTapeRemoteStuck 10DuctTapeBowsForDad DuctTapeCupsToTheTable UnwrapTheDuctTapeBall DuctTapeMouseTrick MustacheMondayDuctTape',
    tech: 'DuctTapeLaptopStand CaseGlowUpUsingDuctTape 5MinDuctTapeTabletHolder CanDuctTapeFixThis TameCablesWithDuctTape 3GadgetsOneDuctTapeRoll DuctTapePhoneTripod DuctTapeWebcamCover',
    travel:
      'DuctTapeSuitcaseFix 60SecondDuctTapeRepair NeverTripWithoutDuctTape MakeADuctTapeLuggageTag DuctTapeTrailPatch CanDuctTapeSaveThisBag DuctTapeFlipFlopSOS DuctTapePackingKit',
    wellness:
      'StickYourGoalsOnDuctTape DuctTapeWorryRip 7DayDuctTapeThanks DuctTapeMirrorPepTalk DuctTapeGratitudeWall 10MinDuctTapeDeskReset DuctTapeFixOneThing MoodMondayDuctTape',
  },
  'dump truck': {
    cooking:
      'DumpTruckCake DumpTruckDirtPudding 3IngredientDumpTruckDip DumpTruckSnackDelivery FillADumpTruckWithFruit 10MinuteDumpTruckPlatter ToyDumpTruckTacos WhoseDumpTruckLunchWins',
    dance:
      'DumpTruckBackUpBeat 8CountDumpTruckRoutine DumpTruckTipAndFreeze DoTheDumpTruck 30SecDumpTruckGroove DumpTruckBeepShuffle DumpTruckDanceOff MoveLikeADumpTruck',
    fitness:
      'ParentVsKidDumpTruckRace 10MinDumpTruckCircuit 30DayDumpTruckStrength HaulLikeADumpTruck DumpTruckDeadlift DumpTruckLaundryCarry DumpTruckBearCrawl DumpTruckSquatAndTip',
    gaming:
      '60SecondDumpTruckRace 100PiecesOneDumpTruck GuessWhatsInMyDumpTruck DumpTruckBlockPuzzle DumpTruckBowling BiggestDumpTruckLoadWins DumpTruckMarbleMaze DumpTruckBoardGame',
    wellness:
      '10MinDumpTruckQuietPlay DumpTruckWorryUnload DumpTruckSandboxZen DumpTruckRiceBinScoop 5BigDumpTruckBreaths DrawYourDumpTruckDay SlowSundayDumpTruck DumpTruckBedtimeStory',
  },
  dustpan: {
    art: 'DustpanGlowUp DustpanPuppet DustpanFoundObjects 10MinDustpanSketch CaptainDustpanComic DustpanStencilPrint WhoDrawsTheBestDustpan PixelArtDustpan',
    dance:
      'BroomAndDustpanTango DanceWithYourDustpan DustpanMoonwalk 30SecDustpanShuffle 8CountDustpanRoutine DustpanSamba PassTheDustpan DustpanFlamencoStomp',
    educational:
      'DustpanUnderAMicroscope DustpanTapeTrick WhoInventedTheDustpan DustpanInclinedPlane GuessMyDustpanFinds SayDustpanInSpanish 60SecondDustpanPhysics 3DustpanMythsBusted',
  },
  eagle: {
    tech: 'EagleNestVoiceover EagleOrHawkQuiz EagleSlowMoDive PhoneZoomVsEagleEye TrackAnEagleOnline 10SecondEagleEdit AIDrawsAnEagle NarrateTheEagleCam',
  },
  earthquake: {
    fashion:
      'EarthquakeReadyShoes 60SecondEarthquakeFit EarthquakeBagCheck StyleAnEarthquakeKit 10ItemEarthquakeCapsule UtilityVestLook EarthquakePocketsOutfit EarthquakeJacketRunway',
    music:
      'EarthquakeBassDrop EarthquakeTableDrumRoll 5InstrumentEarthquakeJam EarthquakeSafetySong SeismicSoundscape ShakeItLikeAnEarthquake SingTheEarthquakeDrill 30SecondEarthquakeJingle',
    pet: '60SecondEarthquakePrep 5ItemEarthquakeKit EarthquakeCarrierDrill EarthquakeCalmPup PetGoBag MicrochipMondayEarthquake EarthquakeCollarTagCheck EarthquakeBunnySafeZone',
    tech: 'EarthquakeAlertAppTest CanPhonesSenseEarthquakes MapTodaysEarthquakes EarthquakeVideoCallDrill EarthquakeSlowMoTower 5EarthquakeSettingsCheck 60SecondEarthquakeSetUp EarthquakeFamilyGroupText',
    wellness:
      '5MinuteEarthquakeUnwind EarthquakeCalmingPlaylist EarthquakeCheckInCall EarthGroundingWalk EarthquakeKidsCalmKit SafeSundayEarthquakePrep EarthquakeFamilyHuddle 3BreathsAfterAnEarthquake',
  },
  eclipse: {
    travel:
      'EclipseChasing EclipseRoadTrip WhereWillYouSeeTheEclipse PackYourEclipseGlasses EclipseParkWatchParty EclipseBackyardCampout 3StatesForOneEclipse SmallTownEclipse',
  },
  egg: {
    music:
      '12EggShakerOrchestra EggcellentDuet EggCartonDrums EggCrackBeat 30SecondEggTimerTune YolkFolkSong TapAnEggAndSpoonRhythm EggBalladForBreakfast',
  },
  'egg hunt': {
    funny:
      'EggHuntFoundInJuly DadVsKidsEggHunt GrownUpEggHunt 10SecondEggHunt 100PlasticEggHunt EggHuntBunnyImpression EggHuntNatureDoc EggHuntSoreLoser',
  },
  eggshell: {
    tech: 'WhoseEggshellSurvives EggshellSlowMoCrack ZoomIntoAnEggshell 10SecondEggshellEdit EggshellTimelapseSprout EggshellStopMotion GuessTheEggshellSound EggshellMacroShot',
  },
  elbow: {
    cooking:
      'ElbowMacaroniBake ElbowDeepKneading NoElbowRoomKitchen 15MinuteElbowPasta 3IngredientElbowLunch OnePotElbowMac PenneOrElbowDebate BoxedVsHomemadeElbows',
    tech: 'ElbowOnlyTexting ScrollWithYourElbow ElbowBumpTransition 60SecondElbowSelfie ElbowVsNoseTyping StopMotionElbowPuppet ElbowDoodleOnTablet Type10WordsByElbow',
    wellness:
      '7DayElbowStretchStreak ElbowLotionNight ClaimYourElbowRoom ElbowDeepGarden ElbowsOnKneesBreathing ElbowCirclesAtSunrise 2MinuteElbowReset SlowSundayElbowCare',
  },
  electricity: {
    art: 'SketchElectricityIn60Sec ElectricityLightUpCard ElectricityNeonDoodle LightningBoltMural ElectricityPaperCircuit DrawWhatElectricityFeels ElectricityArtBattle 3ColorElectricityPoster',
  },
  elephant: {
    prank:
      'ElephantPlushInTheBed ElephantInTheRoomPrank 10TinyElephantsEverywhere WhoPutAnElephantHere ElephantInTheFridge MailboxElephantMonday ElephantInTheShower DoodleElephantsOnBananas',
    travel:
      'SayHiToAnElephant ElephantStatueSpotting ElephantPlushTravelBuddy ElephantMuralHunt GuessWhereMyElephantIs OneElephantTenCities FindElephantsInEveryTown ElephantZooSketchTrip',
  },
  elevator: {
    cooking:
      'ElevatorButtonCookies ElevatorLayerCake GingerbreadElevator BakeToElevatorMusic TallestElevatorTowerWins ElevatorPancakeStack ElevatorPitchRecipe 10FloorElevatorSandwich',
    dance:
      'ElevatorMusicDance ElevatorDoorsOpenFreeze 8CountElevatorRoutine 30SecondElevatorShuffle ElevatorGoingUpGroove ElevatorNewMovePerFloor MirrorMeElevatorDuet RobotElevatorFaceOff',
    music:
      'ElevatorMusicCover GuessTheSongElevatorStyle ElevatorBeatbox SiblingElevatorDuet 3ToneElevatorChime ElevatorOneNotePerFloor 30SecondElevatorJingle ElevatorHumAlong',
    speed:
      'ElevatorNameFiveFruits BeatTheElevatorDoors 3TwistersPerElevatorRide ElevatorPitchIn30 10FloorElevatorQuiz ElevatorAlphabetBackwards KidsVsElevatorTimer ElevatorMathDash',
    tech: '10SecondElevatorEdit CodeAnElevator ElevatorSelfieTimer ElevatorStopMotion ElevatorSlowMoDoors ElevatorCloseButtonTest GuessTheElevatorFloor DesignYourElevatorPanel',
    wellness:
      'ElevatorPhoneDown SmileInTheElevator ElevatorKindHello 3BreathsPerElevatorRide ElevatorMirrorPepTalk ElevatorPostureCheck MindfulMondayElevator 30SecondElevatorReset',
  },
  elf: {
    cooking:
      'ElfSizedPancakes ElfHatCupcakes ElfGingerbreadHouse 10MinElfBreakfast 3IngredientElfTreats SantaVsElfSnackOff CookForAnElf ElfGreenWaffleStack',
    fitness:
      'ElfJumpingJacks ElfWorkshopCircuit ElfPresentLunges 12DaysOfElfWorkouts 10MinElfCardio ElfVsReindeerRace SquatLikeAnElf StretchSundayElfStyle',
    travel:
      'TakeYourElfEverywhere 10PlacesMyElfVisited GuessWhereOurElfWent ElfOnTheRoad ElfTrailInThePark 24HoursWithAnElf ElfSelfieTour ElfSuitcasePacking',
    wellness:
      'ElfKindnessMission 24DaysOfElfNotes ElfSecretGoodDeed 5MinuteElfReset BeAnElfForAFriend ThankfulThursdayElf ElfCozyBlanketRead ElfSlowMorningWalk',
  },
  emoji: {
    art: 'EmojiPixelArt DrawYourMoodAsAnEmoji EmojiRockPainting EmojiDoodleFaces SelfPortraitInEmoji 60SecondEmojiSketch 100DaysOfEmojis EmojiFeltPillows',
    prank:
      'EmojiStickyNotes EmojiOnTheirBanana 100EmojisAroundOurHouse EmojiOnlyTextDay WhoLeftTheseEmojisHere EmojiSmileyEverywhere MugMondayEmoji TinyEmojiInEveryShoe',
  },
  england: {
    art: 'EnglandPhoneBoxArt EnglandDoubleDeckerDoodle DrawEnglandFromMemory 5DrawingsOfEngland 10MinEnglandSketch EnglandCastleWatercolor StainedGlassEngland EnglandMapCollage',
    dance:
      '8CountEnglandRoutine EnglandVsScotlandStepOff EnglandPuddleJumpDance EnglandBarnDance EnglandTeaTimeJig EnglandUmbrellaTwirl MerryOldEnglandReel RegencyEnglandWaltz',
    fitness:
      'WalkTheLengthOfEngland EnglandHillSprints SundayStrollEngland 20MinuteEnglandRainRun EnglandCountrysideHike EnglandVsFranceStepOff 100MileEnglandMonth EnglandParkBootcamp',
    pet: 'EnglandCorgiWalk 7DayEnglandSniffari EnglandBulldogStroll GuessTheEnglandBreed EnglandCountrysideDogRun ShowUsYourEnglandPup EnglandSpanielFetch 60SecondEnglandPetTour',
    prank:
      'BiscuitTinFromEngland AreWeInEnglandNow 100PaperFlagsForEngland TinyTeacupTuesdayEngland EnglandPoshAccentDay EnglandTeaPartySurprise EnglandButlerMorning EnglandBuntingTakeover',
    tech: 'EnglandSkylineTimelapse 60SecondEnglandVlog MapAnEnglandTrainTrip PinEveryCastleInEngland EnglandVsWalesPhotoDuel EnglandStreetViewQuiz EnglandPenPalVideoCall 10EnglandTownsByWebcam',
    wellness:
      'EnglandTeaBreak 5MinuteEnglandPause FindYourEnglandQuietSpot EnglandRainyDayRead SlowSundayEngland EnglandSunriseStroll EnglandMeadowPicnic 7DaysOfEnglandWalks',
  },
  envelope: {
    travel:
      'MysteryEnvelopeTrip PickAnEnvelopeCity OpenOneEnvelopePerStop CashEnvelopeDayOut EnvelopeLetterHomeDaily 24HoursByEnvelope 20DollarEnvelopeAdventure SurpriseSaturdayEnvelope',
  },
  eraser: {
    cooking:
      'IsItAnEraserOrCake PinkEraserFudge EraserMochiSquares EraserCookieFaceOff EdibleEraserCandy 10MinEraserLookalike EraserShapedJellies 3IngredientEraserSweets',
    funny:
      'PinkEraserBetrayal EraserNeverReturned CanYourEraserBeatMarker EraserThenVsNow 30DaysOfOneEraser WhoBorrowedMyEraser EraserMakesItWorse EraserSculptureFails',
  },
  errands: {
    art: 'ErrandsReceiptCollage ErrandsListDoodle WhoseErrandsArtWins ErrandsComicStrip ErrandsSketchEveryStop 5MinuteErrandsPainting WatercolorErrandsMap 3ColorErrandsPoster',
    fitness:
      'ErrandsOnFoot 10KStepsOfErrands ErrandRunLiterally CanYouDoErrandsInOneTrip WalkYourErrandsWednesday ErrandsTakeTheStairs 20MinErrandsCircuit ErrandsGroceryBagCurls',
    travel:
      '3LocalStopsPerErrand ErrandsLikeATourist ErrandsInANewTown GuessWhereIRanErrands ErrandsMarketDetour 1HourErrandsAdventure ErrandsPhotoWalk PostcardFromErrands',
  },
  escalator: {
    art: 'DrawAnEscalatorIn60Sec SymmetryEscalatorShot EscalatorDepthSketch EscalatorImpossibleStairs OneLineEscalatorDrawing EscalatorMotionBlur 3ColorEscalatorPrint EscalatorCrayonDiorama',
    fashion:
      'EscalatorOutfitReveal 3LooksOneEscalatorRide EscalatorShoeCloseUp 10SecondEscalatorFitCheck EscalatorGoingUpInStyle RateMyEscalatorShades WhoWoreTheEscalatorBest EscalatorMakeover',
    wellness:
      'EscalatorMindfulRide PhoneFreeEscalator FindYourEscalatorCalm EscalatorLetItCarryYou 3BreathsOneEscalator MellowMondayEscalator EscalatorPostureCheck 30SecondEscalatorReset',
  },
  essay: {
    cooking:
      '3IngredientEssayFuel RoommateEssaySnackOff 5MinEssayBreakBite EssayCookieReward EssayBrainFoodBowl EssayThesisToast TrailMixForEssays EssayMugCake',
    dance:
      'EssaySubmittedShimmy 10SecondEssayShuffle 1MovePer100EssayWords EssayDoneDance RoommateEssayGrooveOff EssayFinalDraftFreestyle EssayVictoryStomp PostEssayBoogie',
    fashion:
      'DressLikeYourEssayTopic 7DaysOfEssayCardigans EssaySubmitFitCheck RoommateEssayStyleOff EssayDeadlineOutfit 5MinuteEssayDayLook EssayGlassesGlam EssayPajamaToPolished',
    gaming:
      '25MinEssayQuest UnlockYourEssayLevel 100XPPerEssayParagraph EssayBossFight EssayVocabGameWarmUp EssaySpeedrunTimer EssayBuzzwordBingo BeatMyEssayHighScore',
    travel:
      'EssayCafeHop EssayWithAView EssayOnTheTrain EssayAtTheLibrary EssayIdeasAtTheMuseum WriteAnEssaySomewhereNew ParkBenchEssay 2HourEssayDayTrip',
  },
  europe: {
    gaming:
      'CanYouNameAllOfEurope EuropeCapitalsTrivia EuropeGuessTheCity EuropeTrainRouteGame EuropeLandmarkCharades DrawEuropeFromMemory EuropeFlagBingo EuropeBorderPuzzle',
    prank:
      'DidYouReallyGoToEurope 100PaperFlagsOfEurope SouvenirSundayEurope PostcardFromEurope EuropeGreenScreenVacation EuropeMenuInFrench EuropePhraseOnlyDay MyRoomIsEuropeNow',
    wellness:
      'LiveLikeEuropeFor7Days 10MinEuropeCafeBreak EuropeSiestaHour SlowSundayEuropeStyle EuropeEveningStroll EuropeSunsetPause EuropeLongLunch TakeAEuropeanWalk',
  },
  evening: {
    art: 'EveningSkyOmbre EveningSilhouetteArt SketchYourEveningView 30EveningsOneWindow EveningSunsetDrawOff CollageOfEveningStars PaintingEveryEvening 10MinEveningWatercolor',
    music:
      'EveningPorchJam 30SecondEveningSong 7EveningsOfMusic EveningSerenade SmoothEveningJazz FamilyEveningDuet BluesAboutMyEvening WhistleInTheEvening',
    tech: 'EveningTimelapse EveningBlueLightTest CaptureYourEveningSky AIPlansMyEvening 5ShotsEveryEvening EveningVlogOneTake 10SecondEveningEdit EveningPhotoDump',
    travel:
      'EveningMarketHop 60SecondEveningCityTour ChaseTheEveningLight EveningBeachStroll OneEveningThreeSpots WhereWereYouThisEvening FindTheBestEveningView OldTownEveningWalk',
  },
  experiment: {
    gaming:
      '5MinuteExperimentBuild SiblingExperimentShowdown ExperimentSpaghettiBridge ExperimentMarbleRun PotionBrewExperiment ExperimentDominoChain 100DiceRollExperiment GuessTheExperimentResult',
    prank:
      'ExperimentVanishingCoin 10ExperimentLabels ExperimentStaticBalloons WackyExperimentWednesday ExperimentInvisibleInk ExperimentUpsideDownCup DidMyExperimentWork 60SecondExperimentTrick',
  },
  explorer: {
    dance:
      'ExplorerCompassSpin ExplorerSafariStomp ExplorerMapShuffle DanceLikeAnExplorer 8CountExplorerRoutine 30SecExplorerFreestyle LittleExplorerStep ExplorerJungleJive',
    gaming:
      'ExplorerOpenWorldRun CanYouFindMyExplorerBase 1HourExplorerSpeedrun ExplorerBlindfoldMaze ExplorerRiddleQuest 100PercentMapExplorer SiblingExplorerRace ExplorerTriviaExpedition',
    music:
      '30SecondExplorerTheme ExplorerBirdsongRemix ExplorerStickDrumming ExplorerEpicIntro 3NoteExplorerFanfare GuessThatExplorerSound TheExplorersAnthem ExplorerJungleBeatbox',
    pet: 'ShowUsYourLittleExplorer ExplorerYardSafari 10MinExplorerWalk SniffariExplorer ExplorerLetTheDogLead CatVsPupBestExplorer 7NewSpotsPetExplorer ExplorerHamsterMaze',
    prank:
      'TreasureTuesdayExplorer ExplorerScavengerClues WhoLeftExplorerNotes ExplorerXMarksTheSnack ExplorerFootprintTrail ExplorerMapToTheCake WildGooseChaseExplorer ExplorerMessageInABottle',
    wellness:
      '7DayExplorerNotebook ExplorerBarefootGrass 10MinuteExplorerSit ExplorerFiveSensesWalk BeAnExplorerInYourStreet ExplorerDailyAweHunt SlowSundayExplorer ExplorerCloudGazing',
  },
  'extension cord': {
    art: 'ExtensionCordComic 60SecondExtensionCordArt ExtensionCordMandala 3ColorExtensionCordPrint DrawOneExtensionCordLine NameInExtensionCord ShadowTraceExtensionCord BlindContourExtensionCord',
    speed:
      'FastestExtensionCordCoil ExtensionCordUntangleRace ExtensionCordRelay 30SecondExtensionCordWrap 10ExtensionCordsOneMinute ExtensionCordTieUpTimer CanYouTidyAnExtensionCord ExtensionCordStowRush',
  },
  'face mask': {
    fashion:
      'FaceMaskFitCheck FaceMaskRobeRunway StyleAroundYourFaceMask 7DaysOfFaceMaskLooks FaceMaskPJsThreeWays 5MinFaceMaskGlowUp SisterFaceMaskDuel MatchingSlippersFaceMask',
    pet: 'PetReactsToFaceMask 10MinFaceMaskLapNap ShowUsYourFaceMaskBuddy 7FaceMaskNightsWithKitty FaceMaskPupPhotobomb FaceMaskSelfCareSnuggle FaceMaskOffBunnyCuddles FaceMaskFreeKittenPlay',
    prank:
      'SillySundayFaceMask FaceMaskTwinPrank FaceMaskForDadToo SheetMaskPhotobomb FaceMaskVideoCallReveal GooglyEyesOnAFaceMask WhosUnderThisFaceMask 10TeddiesInFaceMasks',
    tech: 'FaceMaskSelfieTimelapse 15MinFaceMaskVlog 3FiltersOneFaceMask FaceMaskVideoCallSpa FaceMaskBeforeAfterCam SetAFaceMaskReminder FaceMaskPhoneUnlock GuessMyRealFaceMask',
    travel:
      'FaceMaskOnThePlane OneFaceMaskPerCity SheetMaskShopHunt FaceMaskHotelNight FaceMaskAfterTheHike 10MinFaceMaskLayover WhereDidYourFaceMaskGo FaceMaskTrainRideGlow',
  },
  factory: {
    dance:
      '8CountFactoryRoutine FactoryGearsInSync AssemblyLineFactoryRelay 30SecondFactoryFreestyle FactoryConveyorGroove FactoryRobotArmDance TheFactoryShuffle MoveLikeAFactoryMachine',
    fashion:
      'FactoryBoilerSuitRemix 5MinFactoryWorkwearLook FactoryFloorToRunway FactoryResetCloset 7DaysOfFactoryChic WhoWoreFactoryBest ThriftedFactoryJacket FactoryOverallsThreeWays',
  },
};
