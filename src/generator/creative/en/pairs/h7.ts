import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  henna: {
    pet: 'HennaCatDoodle PetInspiredHenna PetNameInMehndi',
  },
  suitcase: {
    wellness:
      'SuitcaseDeclutterDay SuitcaseSelfCareKit SuitcaseUnpackingCalm SuitcaseMinimalism SuitcaseToSofaReset TravelLightLiveFree SuitcaseTeaAndSlippers SuitcaseHomecomingRitual',
    pet: 'SuitcaseFurryFarewell DogSulksBySuitcase SuitcaseSideEyeStare SuitcaseScentBlanket WelcomeHomeSniffTest SuitcasePetSitterNotes PuppyPacksASuitcase BunnyHopsInLuggage',
    gaming:
      'TetrisYourSuitcase SuitcaseLockCodeHunt SuitcaseClueTrail SuitcasePackingPuzzle UnpackingSpeedrun SuitcaseFitItAllGame GuessMySuitcaseWeight LostLuggageMystery',
  },
  icicle: {
    fitness:
      'IciclePlankHold IcicleHuntHike SnowShovelCircuit ColdMorningJacks IcicleFrostyFlow IcicleSlowMeltStretch IcicleWallSit SquatPerIcicle',
    cooking:
      'IcicleRockCandy IcicleCakeTopper MeringueIcicles IciclePopsicles FrozenFruitSpears SnowConeShowdown IcicleShortbread IcicleBreadsticks',
    travel:
      'IcicleSpottingStroll SnowDayIcicleSafari IcicleFrostyPostcard PackForIcicleWeather IcicleCocoaCafeStop WinterWonderlandWalk CountIciclesRoadTrip IcicleCabinGetaway',
    music:
      'IcicleWinterBallad SingToTheIcicles DripDropBeat IcicleChimes IcicleHumAlong FrozenFingersJam IcicleMeltMelody IcicleLullaby',
    pet: 'IcicleWarmTowelDry CatMeetsAnIcicle PupWithIcicleBeard PetStaresAtIcicles SnowyPawsPortrait SnowZoomies IcicleBlanketBurrow KittyChasesIcicleDrip',
    gaming:
      'IcicleRiddleQuiz IcicleMemoryCards IcicleSlidePuzzle IcicleTicTacToe IceCaveSpeedrun IcicleTriviaDuel IcicleCastleBuild IcicleBossRush',
  },
  airsoft: {
    prank: 'AirsoftPlushiePhotobomb AirsoftFakeFlagSwap CamoHideAndSeek',
    pet: 'AirsoftPetPatch AirsoftPupWelcomeBack AirsoftDoodleMyDog',
  },
  marshmallow: {
    prank:
      'MarshmallowLunchboxSmile MarshmallowCocoaInBed MarshmallowGhostParade MarshmallowTowerSurprise GooglyEyeMarshmallowArmy FridgeMarshmallowSnowman MiniMarshmallowMessage SneakyMarshmallowNote',
    speed:
      'MarshmallowTowerRace ChopstickMarshmallows MarshmallowPyramidSprint MarshmallowCatapultBuild MiniMarshmallowJarFill MarshmallowDominoDash CupTossMarshmallowBlitz SortMarshmallowColors',
  },
  mouthwash: {
    funny:
      'MouthwashStingFace MouthwashDramaticReading MouthwashMascotSkit MouthwashBottleVoices NarrateMyMouthwashSwish MouthwashMirrorPepTalk OverActTheMouthwash MouthwashSitcomIntro',
    music:
      'MouthwashBathroomBallad MouthwashMaraca EmptyMouthwashJugBand WriteAMouthwashJingle MouthwashTimerSong MintyMouthwashRap ClickTheMouthwashCap DrumSoloOnTheMouthwash',
    gaming:
      'MouthwashCharadesRound MouthwashPictionary MouthwashCapPong MouthwashBossFight ISpyMouthwashBlue MouthwashQuizShow SimonSaysMouthwash ActOutAMouthwashAd',
  },
  swimwear: {
    dance:
      'SwimwearBeachDance SwimwearSummerShuffle SwimwearSunsetSpin SwimwearPoolsideShimmy WaveArmsInSwimwear SwimwearLivingRoomLuau SwimwearHulaSway SwimwearSprinklerBop',
    prank:
      'PackedSwimsuitSurprise SwimwearDoorAnswer SwimwearUnderTheSuit SwimwearVideoCallCameo SwimwearOverPajamas PoolNoodleWelcome SwimwearDinnerGuest SwimwearGroceryRun',
    tech: 'SwimwearStitchCloseUp SwimwearSwimTracker DunkTheWaterproofPhone UVPatchOnSwimsuit SwimwearFilterSelfie SwimwearTryOnTimeLapse SwimwearFanDryTest SwimwearColorPickerApp',
    pet: 'SwimwearTowelShakeOff SwimwearDogBeachDay SwimwearPupSelfie SwimwearPuppyLifeVest SwimwearYardSprinkler SplashPadPaws KittyJudgesMySwimwear SwimwearBunnyPhotobomb',
  },
  packing: {
    pet: 'PackingDogSulks PuppyHidesTheShoes PackingGoodbyeCuddle PackingForThePup PetPackingList UnpackingZoomies PackingWithFluffy PackingHamsterTravelCage',
  },
  hair: {
    funny:
      'DadDoesMyHair BadHairDayMontage HairHumidityFrizz HaircutExpectations HairFlipFail ShampooCommercialHair StaticBalloonHair HairBedheadReveal',
    prank:
      'FakeBangsPrank SecretlyCopyTheirHairdo HairBowOnDad HairChalkSurprise HairTinselSneak WigDoubleTake SillyHairClipsAmbush HairCurlersOnGrandpa',
    pet: 'HairdoLikeMyPet CatHairTumbleweed FluffyDogBlowout HairSheddingSeason PupRatesMyHaircut BrushDayReaction HairMatchWithFido KittyPlaysInMyHair',
  },
  'tower of hell': {
    travel: 'TowerOfHellMiniGolf TowerOfHellClimbingGym RealLifeObbyPark',
  },
  beach: {
    prank:
      'BeachTreasureHunt BeachSandMessage BeachSunhatGooglyEyes SurpriseBeachCastle MermaidWasHere SeashellPhoneCall BeachReservedSign BeachMerDadSculpture',
    educational:
      'BeachPebbleGeology BeachGlassAgeGuess HowBeachWavesForm WhereBeachSandBegins WhyTheOceanIsSalty NameThatSeashell BeachCleanupCount BeachDuneErosion',
    speed:
      'BeachSandcastleRace BeachSprintRelay BeachSetupSpeedrun BeachPackUpBlitz TowelToWaterDash BeachShellSortCountdown BeachUmbrellaIn30 BeachBlanketRollRush',
    art: 'BeachSandDrawing BeachGlassMosaic BeachDriftwoodBoat BuildABeachSandcastle BeachSunsetSketch PebblePortraits BeachRockStacking BeachShellWindChime',
  },
  oatmeal: {
    pet: 'OatmealDogBath OatmealLickMat TreatBalanceTrick OatmealKittenLapNap WaitForTheOatmeal OatmealBowlSupervisor OatmealCozyBlanketNest OatmealHamsterSnack',
  },
  taxi: {
    speed:
      'TaxiMeterMathRace TaxiTrunkPuzzle TaxiStreetNameBlitz TaxiFareQuickfire TaxiQueueDash TaxiArrivalCountdown TaxiSeatbeltClickRush TaxiLuggageLoadOff',
  },
  knight: {
    fitness:
      'KnightShieldPlank KnightArmorSquats KnightCastleWallSit KnightShiftWorkout KnightSquireBootCamp KnightDragonSlayerSquats KnightTrainingTrial KnightHorseStanceHold',
    music:
      'KnightKazooFanfare KnightQuestTheme KnightDrumMarch SilentKnightSingalong KnightPotLidCymbals KnightTavernSongBattle BalladForAKnight KnightRecorderTune',
  },
  humidity: {
    fitness:
      'MuggyMorningJog SweatDripCount HumidityShadeYoga HumidHillRepeats BeatTheHumidity5AM HumidityIndoorCircuit HumidityStairClimb HumidityWaterBreakReps',
    travel:
      'HumidDayBookNook MuggyDayBeachDash MuggyMallWalk HumidityProofSuitcase HumidityMuseumHop GreenhouseGetaway HumidityButterflyHouse EscapeTheHumidity',
    pet: 'PetCoolingMatTest HumidityKittenTileNap HumidityFloofCheck HumidityFanBreeze HumidityDogShadeSpot BunnyFrozenBottleHug HumidityPupsicles KittyVsHumidity',
  },
  motel: {
    fitness:
      'SuitcaseSquats IceBucketCurls MotelYogaMatFlow MotelTowelStretches MotelStairClimb MotelRoomCircuit BedsideMotelCrunches MotelParkingLotJog',
  },
  seashell: {
    fitness:
      'SeashellSquatPickup ShorelineSprints SeashellBucketCarry SeashellStepStreak SeashellJumpingJacks SeashellBurpeeHunt PlankAndPickSeashells SeashellBeachYoga',
    travel:
      'SeashellBeachHunt ShellfieAtTheShore FillTheSeashellJar SeashellMuseumVisit SunriseSeashellWalk SeashellGiftShopFind SeashellFromEveryCoast SeashellLakesideStroll',
  },
  'buzz cut': {
    speed: 'BuzzCutInFiveMinutes BuzzCutHatTryOnRace ClipperSpeedrun',
  },
  'milk jug': {
    pet: 'MilkJugTreatPuzzle MilkJugFeederCatTV MilkJugPetScoop MilkJugCatGrassPot MilkJugSniffGame MilkJugSnuffleToy MilkJugLeashHanger MilkJugKennelSign',
  },
  thrift: {
    pet: 'PetPicksMyThrift ThriftBlanketFind ThriftTennisBallFetch ThriftFlipCozyBed CatInAThriftedBasket SecondhandSqueakyToy ThriftFoodBowlHunt ThriftScratchingPost',
  },
  'tying shoes': {
    prank:
      'ShoelaceColorSwap TyingShoesNoteInside ShoeTyingCandyBows SecretShoeTyingHelper MidnightSneakerUpgrade GlowInTheDarkLaces ValetShoeTying TyingShoesRibbonSurprise',
  },
  rain: {
    pet: 'RainyDayWalkies DogRaincoatFitCheck RainWindowWatchers CatVsRaindrops TowelTimeZoomies ThunderCuddleCorner FirstRainReaction RainBunnyIndoorMaze',
  },
  february: {
    prank:
      'FebruarySecretCupid FebruaryDoorOfHearts FebruaryPinkEverything FebruaryCandyMessages GroundhogDayRepeat FebruaryStickyNoteWall February30Calendar MysteryRoseFebruary',
  },
  mug: {
    fitness:
      'MugCurls MugOnBackPlank MugShelfCalfRaises MugMicrowaveWallSit MugSideBends SteepAndSquat MugOverheadHold MugTricepDips',
  },
  sailing: {
    funny:
      'SailingLingoMixUp DockingStressLevels SailingCaptainVoice FirstTimeSailingFace SailingSeasickDiaries WhichWayIsPort SailingKnowItAll SailingKnotFumble',
    prank:
      'SailingFoghornDoorbell SailingPirateFlagSwap SailingRubberDuckCrew SurpriseSailingTrip SailingPaperBoatNote SailingShantyWakeUp SailingHatAmbush SailingLingoAllDay',
    gaming:
      'SailingRegattaLeague SailingTreasureHunt SailingKnotQuiz SailingPaperBoatDerby SailingCaptainSays SailingBattleshipDuel SailingPirateCharades SailingMemoryMatch',
  },
  alps: {
    fitness: 'AlpsHikePrep AlpsMeadowWalk AlpineStairClimb',
  },
  billiards: {
    travel: 'BilliardsHallTour BilliardsRoadTrip BilliardsArcadeDay',
  },
  tulip: {
    pet: 'TulipFieldDogWalk TulipPlushFetch TulipPicnicPortrait TulipPuppySketch TulipPawArtCard FeltTulipCatToy SilkTulipPhotoshoot TulipsOutOfPetReach',
  },
  'sweater weather': {
    pet: 'LeafZoomiesSweaterWeather SweaterWeatherDogWalk CatOnMySweaterWeather SweaterWeatherCuddles CozyBedSweaterWeather PawCheckSweaterWeather SweaterWeatherFetchTime SweaterWeatherSunNap',
  },
  volleyball: {
    prank:
      'VolleyballBalloonSwap VolleyballWilsonFace VolleyballCheerPoster VolleyballLockerNote BumpSetSurprise BeachBallServe VolleyballFakeSpike VolleyballHypeBanner',
  },
  costco: {
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage CostcoHaulFakeOut CostcoSnackTowerSurprise CostcoToiletPaperWall CostcoGiantTeddyGreeter CostcoFlowerBouquetDrop CostcoBalloonCarFill',
  },
  breakfast: {
    prank:
      'BreakfastBackwardsDay GooglyEyeBreakfast DessertAsBreakfast MangoYolkMixup BreakfastSmileyToast FrozenMilkBreakfast BreakfastFakeSpillPrank BreakfastGiantSpoonSwap',
  },
  'grilled cheese': {
    prank:
      'DessertGrilledCheese GrilledCheeseHeartCut GrilledCheeseOnlyCrusts GrilledCheeseGooglyEyes MidnightMeltDelivery GrilledCheeseLunchboxNote GrilledCheeseBedPlushie RainbowGrilledCheese',
    pet: 'GrilledCheeseKittyLoaf GrilledCheesePlushFetch PetInGrilledCheeseBed ToastyCatPose GrilledCheeseStareDown GrilledCheeseToyUnboxing GrilledCheeseDogPillow GrilledCheeseSnuffleMat',
  },
  barbie: {
    pet: 'BarbiePetPhotoshoot CatInBarbieDreamhouse BarbieDoodleMyDog',
  },
  drawing: {
    prank:
      'DrawingInThePhotoFrame DrawingBananaFaces DrawingTinyFairyDoor EggDrawingSurprise PostItPortraitTrail DrawingHiddenInABook FoggyMirrorDrawing DrawingUnderTheirPillow',
  },
  snake: {
    funny:
      'SnakeVoiceover SnakeHissyFit TheresASnakeInMyBoot SnakeFaceImpression GardenHoseSnakePanic DangerNoodleDiaries SnakeTongueFlickMimic SnakeYogaPoseFail',
    prank:
      'SnakeOrigamiParade SnakePlushBedBuddy SockPuppetSnake PoolNoodleSnake SnakePunsOnStickyNotes SnakeCookieWelcome GummySnakeLunchbox SnakeSmileyDoodles',
  },
  carpool: {
    prank:
      'CarpoolSnackBagSurprise CarpoolCostumePickup CarpoolSillyHatDay CarpoolWindowNotes CarpoolRubberDuckArmy CarpoolPlushPassenger ChauffeurModeCarpool CarpoolBalloonWelcome',
    tech: 'CarpoolRouteMapMaker CarpoolPlaylistTakeover CarpoolTimelapseDrive CarpoolETAGuessOff CarpoolScheduleWidget MinivanTechTour AICarpoolPlanner CarpoolPodcastEpisode',
  },
  flag: {
    pet: 'FlagPoleWeaveAgility FlagPetParade KittenChasesAFlag DogCarriesTheFlag CatCapturesTheFlag FlagTrickTraining PawPrintFlag FurryFlagBearer',
  },
  'banana bread': {
    pet: 'BananaBreadDogAlarm BananaBreadKittenWatch CatLoafVsBananaBread BananaBreadBakingBuddy BananaBreadPawPrintCard SousChefSupervisor BananaBreadSniffTest BananaBreadBegFace',
  },
  'senior dog': {
    prank:
      'TextsFromMySeniorDog SeniorDogBirthdayBanner SeniorDogPlushDouble SeniorDogSecretDiary SeniorDogFakeTrick SnoreAlarmSeniorDog SeniorPetVoicemail RemoteUnderSeniorDog',
  },
  spikeball: {
    music: 'SpikeballHypeSong SpikeballBounceBeat SpikeballRallyRhythm',
  },
  ironing: {
    pet: 'CatNapAfterIroning IroningBoardSafetyZone IroningCordOutOfReach IroningThenPetCuddles CrispCollarPup WarmLaundryKitten IroningDayBunnyPlaytime IroningDogWaitsOnBed',
  },
  'garden hose': {
    prank:
      'GardenHoseCarWashTreat GardenHoseRainbowShow HoseIceColdSurprise GardenHoseSpongeToss GardenHoseMysteryBlooms HoseWaterBalloonStash GardenHoseChalkMessage GooglyEyedGardenHose',
    pet: 'GardenHosePetBath PupSprinklerZoomies DogVsTheHose GardenHoseBubbleChase CatJudgesTheHose GardenHoseCoolDownMist DoggoHoseSlurp MuddyPawsHoseOff',
  },
  wok: {
    prank:
      'WokSurpriseDinner WokFortuneNote StirFryDoorstepDrop WokChefHatCameo GooglyEyesOnTheWok HideDadsWok WokNoodleSmileyPlate WokBirthdayBanquet',
  },
  scarf: {
    pet: 'ScarfPupTwinning ScarfCatPounce KnitScarfForMyDog ScarfPeekaboo ScarfKittenBasketNap ScarfKnittingSidekick ScarfPetBlanket ScarfBedForPuppy',
  },
  tired: {
    prank:
      'SleepMaskGooglyEyes TiredBreakfastInBed TiredCoffeeDoorDrop TiredChoreFairy TiredNapNookSurprise TiredCozySockDelivery ExhaustedParentRescue TiredYawnTrap',
  },
  'frida kahlo': {
    pet: 'FridaKahloPetPortrait FridaKahloDogSketch PetsOfCasaAzul',
  },
  'awkward photo': {
    prank: 'AwkwardPhotoRecreation AwkwardPhotoScreensaver SurpriseSweaterPortrait',
    pet: 'AwkwardPhotoWithMyPet AwkwardPhotoPetPortrait AwkwardPhotoDogCameo',
  },
  'bora bora': {
    tech: 'BoraboraDroneView BoraboraMapZoomTour LagoonTimeLapse',
    pet: 'PetBoraboraPhotoShoot BoraboraBackyardPup BoraboraBeachTowelCuddle',
  },
  taiwan: {
    prank: 'TaiwanLanternNote TaiwanSnackSurpriseBox JellyPearlSurprise',
  },
  layering: {
    pet: 'LayeringBlanketNest LayeringPetWinterFit LayeringCozyBedBuild',
  },
  bronzer: {
    prank:
      'CocoaPowderBronzer ShowUpInFullBronzer NoteInTheBronzer GiantBronzerBrush PaintedAbsBronzer BronzerMirrorMustache BronzerComplimentCard BronzerGlowGiftBag',
  },
  obby: {
    travel: 'ObbyLaserMazeDay ObbyAdventurePark RopesCourseTrip',
    speed: 'ObbySpeedrun ObbyTimeTrial ObbyCheckpointDash',
  },
  blueberry: {
    pet: 'BlueberryBushSniffWalk BlueberryPatchPortrait BlueberryLickMat PawsInTheBlueberries DogTriesBlueberries PupCatchesABlueberry BlueberryTreatForFido BlueberryPetIcePop',
  },
  market: {
    pet: 'MarketPetTreatHaul MarketShadeBreak MarketCatBagInspect DogsOfTheMarket FarmersMarketPooch SniffingTheStalls WaterBowlAtTheMarket MarketLeashTraining',
  },
  'grocery shopping': {
    pet: 'PetInspectsGroceries CatInTheGroceryBag GroceryBoxFortKitty PupGroceryHaulReview GroceryShoppingLeashWalk TreatAisleTour GroceryCarrotCrunch GroceryDoorGreeter',
  },
  'dish soap': {
    speed:
      'DishSoapSudsIn30 TenPlateDishSoapDash HandWashDishSoapRace DishSoapRefillRush BiggestBubbleDishSoap PotScrubDishSoapSprint CutleryDishSoapSort SinkClearDishSoapBlitz',
  },
  'irish dance': {
    pet: 'IrishDanceWithMyDog PupReactsToRiverdance IrishDanceSoftSockKitty',
  },
  freestyle: {
    funny:
      'FreestyleToAnyNoise FreestyleGroceryRap DadsFreestyleDebut FreestyleWithABaguette FreestyleWearingMittens PenguinFreestyle BedheadFreestyle BabyTalkFreestyle',
  },
  minion: {
    pet: 'MinionBananaPlushFetch PetMinionVoiceover MinionDoodleMyCat',
  },
  babysitter: {
    travel:
      'BabysitterZooTrip BabysitterMuseumHunt NannyTreasureMap SitterSafariWalk PlaygroundHopping BabysitterPicnicFort BabysitterBusRide BabysitterLibraryVisit',
  },
  cake: {
    pet: 'DogSafeBirthdayCake CakeBoxCatNap PupcakePawty GotchaDayCake PuppyGuardsTheCake CakeShapedToyUnwrap PawPrintCakeTopper CakeCelebrationCuddle',
  },
  usa: {
    funny: 'USASnackTasteTest USARoadSignRiddles USAStateNicknames',
  },
  makeup: {
    prank:
      'MakeupSurpriseMakeover GlitterFrecklePrank CopyTheirMakeupLook MakeupKindNotesOnVanity MakeupPaletteCupcakes FullGlamForDad MakeupBrushBouquet MakeupMirrorCompliment',
  },
  cottagecore: {
    pet: 'CottagecorePetPicnic CottagecorePetPhoto CottagecoreMeadowWalk',
  },
  fall: {
    prank:
      'FallLeafPileSurprise FallGooglyEyeGourds FallAcornInTheShoe FallMapleMessage AutumnConfettiToss FallTreatPorchDrop FallScarecrowGreeter FallPumpkinFaceSwap',
  },
  birdwatching: {
    prank:
      'BirdwatchingToyParrot BirdwatchingPlushRobin BirdwatchingGnomeCameo BirdwatchingCallBluff BirdwatchingFeatherNote RubberDuckBirdwatching PaperOwlBirdwatching BirdwatchingPhotobomb',
  },
  blackpink: {
    pet: 'BlackpinkPetCosplay BlinkPet BlackpinkWalkiesPlaylist',
  },
  'fall guys': {
    travel: 'FallGuysInflatablePark FunfairFallGuysRun FallGuysBowlingNight',
  },
  ronaldo: {
    pet: 'RonaldoPetSiu RonaldoFetchGoal PupSiuJump',
  },
  'boys night': {
    prank: 'BoysNightPlayerTwoPrank BoysNightTrophyReveal SneakyScoreboardEdit',
  },
  'fortune cookie': {
    pet: 'FortuneCookieFeltToy DogPredictsMyFortune FortuneCookieBedtimeStory HamsterFortuneTeller FortuneCookiePlushToss KittenFortuneFetch FortuneCookieBoxHideout FortuneCookiePupWishes',
  },
  birria: {
    prank: 'DessertBirriaTacos BirriaDoorstepDrop BirriaThankYouCard',
  },
  gingerbread: {
    pet: 'GingerbreadToyHunt GingerbreadCatPhotoshoot GingerbreadCozyNapNook GingerbreadPlushFetch GingerbreadPetStocking GingerbreadSniffTest GingerbreadShapedHayCakes GingerbreadCardboardHut',
  },
  vegetarian: {
    prank: 'VegetarianBurgerSwitch VegetarianMysteryDinner VegetarianSmileyPlate',
  },
  'hair color': {
    prank: 'HairColorFakeReveal HairColorSpraySurprise HairColorWigDebut',
  },
  tarantula: {
    prank:
      'TarantulaCookieSurprise TarantulaPlushGift TarantulaPunBanner TarantulaFactsTexts IGotATarantula GooglyEyeTarantula DadGetsATarantulaFilter TarantulaFriendlyDoodle',
  },
  mahjong: {
    prank: 'MahjongWinnerCrown MahjongSurpriseNight TileStackSurprise',
  },
  bluey: {
    prank: 'BlueyMagicXylophone BlueyPancakeSmileys MagicFreezeSurprise',
  },
  dips: {
    prank: 'DipsSurpriseSnack DipsMysteryFlavor DipsSmileyPlatter',
  },
  'champions league': {
    pet: 'ChampionsLeagueFetchDrill ChampionsLeaguePupGoalie PetMatchdayReaction',
  },
  'raking leaves': {
    prank:
      'LeafPilePeekaboo RakingLeavesHeartShape RakingLeavesThankYouCard SecretNeighborRaking RakingLeavesInitials RakingLeavesScarecrowPal LeafPileConfettiDrop RakingLeavesSmileyFace',
  },
  'four leaf clover': {
    pet: 'FourLeafCloverPetPhoto FourLeafCloverPuppyHunt BunnysCloverSnack GuineaPigCloverPicnic DogRollsInClover CatInTheCloverPatch CloverSniffWalk CloverCollarCharm',
  },
  target: {
    pet: 'TargetPetHaul TargetPetToyReview TargetDogBedUnboxing',
  },
  tomato: {
    pet: 'PetNamedTomato TomatoPlushFetch TomatoPillowNap KittenTomatoToyChase LilCherryTomatoPup TomatoSqueakerHunt TomatoFeltBallRoll TomatoPrintBlanket',
  },
  hippie: {
    pet: 'HippiePeaceSignDoodle HippiePupPhotoShoot FlowerPowerPetPortrait',
  },
  'work from home': {
    prank:
      'VirtualHatDay WorkFromHomeLunchNote WorkFromHomeSnackDrop WFHCardboardCoworker HomeOfficeSoundtrack WFHPetCameo DeskFairyWorkFromHome WorkFromHomeNameplate',
  },
  'michael buble': {
    pet: 'MichaelBubleCatNap MichaelBublePetSerenade BubleSeasonPetPhoto',
  },
  'kids craft': {
    prank: 'KidsCraftGooglyEyePrank KidsCraftFlowerDoorNote PaperPlateMaskSurprise',
  },
  gold: {
    pet: 'GoldStarGoodBoy GoldCollarGlamShot GoldMedalPetAwards GoldTrophyTrickShow GoldenRetrieverPhotoDay KittenTreasureChest KittyStrikesGold PawsForGold',
  },
  'horror game': {
    prank: 'HorrorGameFakeGlitch LightsOutMidHorror HorrorGameBunnySlippers',
  },
  caricature: {
    prank: 'CaricatureSurprise CaricatureThankYouCard SurpriseBigHeadPortrait',
  },
  phuket: {
    tech: 'PhuketDroneShot PhuketNightMarketPOV IslandTimelapse',
  },
  '3d pen': {
    prank: '3DPenNameTag 3DPenTinyCrown 3DPenFlowerGift',
  },
  'paper flower': {
    pet: 'PaperFlowerCatPortrait PaperFlowerCollar PaperFlowerPhotoBackdrop',
  },
  boop: {
    prank: 'BoopSurprise BoopStickyNoteTrail SneakySnootBoop',
  },
  'lip oil': {
    prank: 'LipOilGiftSurprise LipOilComplimentNote TintedGlossSurprise',
  },
  'pipe cleaner': {
    prank:
      'PipeCleanerNameSign PipeCleanerFruitFaces FuzzyStickRemoteWrap MustachesByPipeCleaner TinyPipeCleanerInvasion DeskBouquetPipeCleaner SecretPipeCleanerTwin FridgeFriendsPipeCleaner',
  },
  oven: {
    prank:
      'FakeBurntCookies OvenTimerSerenade OvenWindowNote PhantomOvenDing OvenWarmMuffinDelivery OvenMittHandshake OvenPizzaFaceSurprise OvenDoorSmileySticker',
  },
  jelly: {
    prank:
      'JellyJuiceGlassTrick JellyPartyCupsReveal JellyFishBowlSurprise EmptyJellyJarBack JellyRainbowInTheFridge GooglyEyesOnTheJelly TrailOfJellyBeans ToyTwinMadeOfJelly',
  },
  grass: {
    prank:
      'GrassPicnicSurprise FlamingosOnTheGrass GrassSeedSecretMessage GrassDaisyChainGift GrassChalkArrowHunt GrassGnomeInvasion GrassHeadTwin GrassTurfOnTheirChair',
  },
  carpenter: {
    prank:
      'SecretCarpenterFix CarpenterGummyScrews CarpenterRubberHammer CarpenterTiltedFrames CarpenterCarrotPencil ChocolateToolbox CarpenterFoamLumber CarpenterBirdhouseGift',
  },
  firewood: {
    prank:
      'GooglyEyeFirewood FirewoodStackMessage TinyFirewoodBundle SecretFirewoodDelivery FirewoodThankYouTag WoodpileGnome FirewoodGiftWrap FirewoodSmileyFace',
  },
  plunger: {
    prank:
      'PlungerTopHat GiftWrappedPlunger GooglyEyedPlunger PlungerMustacheSticker PlungerBouquet PlungerArmyAmbush ReservedByPlunger PlungerCookieGuard',
  },
  'birthday candles': {
    prank:
      'BirthdayCandlesSockCake RandomDayBirthdayCandles BirthdayCandlesCardTrail BroccoliBirthdayCandle BirthdayCandlesOnToast GlowStickBirthdayCandles BirthdayCandleTeddyParty HalfBirthdayCandles',
  },
  'fish sticks': {
    prank:
      'FishSticksAgainPrank CerealInAFishStickBox FishStickRingtone CardboardFishStick PaperFishStickTrail FishStickFreezerNote FishSticksSmileyPlate FishStickPlushInBed',
  },
  'chicken nuggets': {
    prank:
      'SurpriseChickenNuggets ChickenNuggetRingtone ChickenNuggetWallpaper ChickenNuggetPillow ChickenNuggetSerenade DoorSignChickenNugget DressedAsChickenNugget ChickenNuggetsPartyHat',
  },
  churros: {
    prank:
      'ChurroDeliverySurprise BreakfastTrayChurros LunchboxChurroNote ChurroBouquet SecretChurroStash ChurrosPartyHatParade ChurroWakeUpCall GiantChurroDoorstep',
  },
  'phone repair': {
    prank: 'PhoneRepairThankYouNote PhoneRepairSurpriseFix BrokenPhoneWallpaper',
  },
  'pixie cut': {
    pet: 'PixieCutWithMyDog PixieCutPetTwin PixieCutCatReaction',
  },
};
