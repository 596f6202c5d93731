import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  stairs: {
    funny:
      'WentUpstairsForgotWhy StairsAfterLegDay StairsDramaticSlowWalk StairsLikeMountEverest StairsLaundryPileSaga CreakyFloorboardNinja MidnightStairSneak YellingUpTheStairs',
    educational:
      'WhyCastleStairsSpiral StairsRiseRunMath StairsCaloriesPerFlight FamousStairsQuiz HowManyStepsToEverest StairsAngleGeometry FibonacciStaircase StairsHeartRateCheck',
    pet: 'DogConquersTheStairs StairsCatSunbeamSnooze StairsPuppyFirstTry StairsSeniorPetRamp StairsLandingNap TopStepTreatHunt StaircaseKittyLookout StairsPeekaboo',
    gaming:
      'RockPaperStairs StairsMotherMayI StairsRiddleTrail UnderTheStairsHideAndSeek StairsBeanbagToss EveryStepALevel StairsCountingBoardGame DiceRollStairs',
  },
  'fire truck': {
    prank:
      'FireTruckLunchboxNote FireTruckBananaDoodle HideAToyFireTruck FireTruckBedSurprise DalmatianDisguise FireTruckBalloonHallway FireTruckInTheirShoe FireTruckCakeFakeout',
    cooking:
      'FireTruckCake WatermelonFireTruck FireTruckTacoNight FireTruckMildChili FireTruckCupcakes FireTruckBento FireTruckPizzaBuild FireTruckFruitPlatter',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew FireTruckColoringBreak FireTruckBedtimeStory StopDropAndBreathe CalmAsAFirefighter FireTruckQuietCorner FireTruckGratitudeCard',
    pet: 'FireTruckBallFetch FireTruckDalmatianPose FireTruckPlushTug PuppyMeetsAFireTruck FireTruckChewToyHunt KittyCardboardEngine FireTruckWagonParade FireTruckHamsterHideout',
  },
  river: {
    dance:
      'RiverRippleFootwork RiverbankShuffle RiverPicnicBoogie RiverCurrentSway RiverWaveArmRoll RiverMeadowWaltz FlowLikeARiver IrishJigByTheRiver',
    funny:
      'RiverWetSockSquelch RiverMuddyShoesSaga RiverPicnicAntInvasion RiverHammockSnores RiverDocumentaryVoice RiverOtterImpression CryMeARiverActing RiverRockSkipFails',
    educational:
      'HowRiversShapeLand LongestRiversQuiz RiverMeanderModel WhoLivesInTheRiver RiverSandTrayErosion RiverWatershedMap RiverBugsUnderRocks RiverWaterCycleJar',
    cooking:
      'RiverbankSnackBoard RiverRockCookies RiversidePicnic RiverFruitSkewers RiverCoolerWraps RiverDayPastaSalad RiverFishTacoNight RiverSandwichLunch',
    fashion:
      'RiverRaftingFit RiverQuickDryLayers RiverSunHatStyle RiverBreezyOveralls RiverSandalLook MakeRiverShoesCute DressForTheRiverDay RiverLinenShirtStrut',
    speed:
      'RiverMapPuzzleDash RiverPoohsticks RiverRockSkipRecord RiverStoneStackBlitz RiverLeafBoatRace RiverLitterPickSprint RiverPebbleSortRace RiverTrailTimeTrial',
    pet: 'RiverMeadowBallFetch PupsFirstRiverDay RiverSplashZoomies RiverShadeRestStop RiverBluePetBlanket RiverShakeInSlowMo SniffTheRiverbank RiverBunnyDigBox',
  },
  'traffic light': {
    fitness:
      'TrafficLightSprints TrafficLightLungeCards FamilyTrafficLightRace TrafficLightPlank GreenMeansGoReps YellowLightBurpees TrafficLightJacks TrafficLightSquatHold',
    travel:
      'TrafficLightPostcards TrafficLightPhotoWalk OddTrafficLightHunt StoplightFigureHunt StoplightSpotting TrafficLightsOfTheWorld TrafficLightCityTour TrafficLightBusWindow',
    wellness:
      'TrafficLightColorCalm TrafficLightMoodCheck TrafficLightPause TrafficLightGratitude RedLightRelaxation GreenLightSelfCare StoplightJournaling TrafficLightBedtimeCue',
    speed:
      'TrafficLightButtonTap CupFlipTrafficLight TrafficLightTagBlitz TrafficLightSprint GreenLightGo TrafficLightBeanbagToss StoplightReflexTest TrafficLightColorSort',
    gaming:
      'TrafficLightFreezeTag TrafficLightMusicalChairs TicTacToeTrafficLight TrafficLightGameNight StoplightSimonSays TrafficLightPuzzleMaze TrafficLightStatues TrafficLightMemoryFlash',
  },
  'birthday candles': {
    prank:
      'BirthdayCandlesSockCake RandomDayBirthdayCandles BirthdayCandleSongAmbush BroccoliBirthdayCandle BirthdayCandlesOnToast GlowStickBirthdayCandles BirthdayCandleTeddyParty HalfBirthdayCandles',
    pet: 'FlamelessBirthdayCandles LEDBirthdayCandlesPhoto BirthdayCandlesMemoryBook PetSafeBirthdayCandles BirthdayCandleHowlAlong BirthdayCandlesOutOfReach BirthdayCandlesPawPrint BirthdayCandlesBanner',
  },
  fridge: {
    fashion:
      'FridgeColorPaletteLook FridgeRaidPajamas FridgeDoorFitCheck FridgePastelThrift MatchTheFridge FridgeDenimPatchDIY FridgeGroceryRunOOTD FridgeFoodCostume',
    gaming:
      'FridgePackingPuzzle FridgeLeftoverQuiz FridgeIngredientDice FridgeDoorScoreboard FridgeShelfBingo FridgeSnackTreasureHunt FridgeMemoryMatch FridgeCharades',
  },
  banff: {
    funny: 'BanffExpectations BanffPostcardVsReality GlacierWaterReaction',
    cooking: 'BanffPicnicBento BanffTrailLunch MountainHutCocoa',
  },
  drill: {
    dance:
      'DrillTeamKickLine DrillSquadStepRoutine DrillSergeantShuffle FootworkDrillDuet MirrorDrillHandClaps LeftRightDrillMarch DoTheDrillTwist SpinLikeADrillBit',
  },
  curry: {
    gaming:
      'CurryGameNight CurrySpiceTierList CurrySmellTest GuessTheCurryCountry LoserOrdersTheCurry CurryDishBingo CurryCharadesRound CurryMemoryCards',
  },
  'happy birthday': {
    funny:
      'OffKeyHappyBirthday HappyBirthdayVoicemail HappyBirthdayWrongName HappyBirthdayButOpera HappyBirthdayWhisperSong WhenTheWaitersSing HappyBirthdayYodel HappyBirthdayAwkwardEnd',
  },
  'birthday prank': {
    fitness: 'BirthdayPrankBalloonPop BirthdayPrankSquats BirthdayPrankStarJumps',
    cooking: 'BirthdayPrankCake BirthdayPrankCupcakes BirthdayPrankDonutStack',
    pet: 'BirthdayPrankPetParty BirthdayPrankTreatHunt PetBirthdaySurprise',
  },
  cinnamon: {
    funny:
      'UnrollTheCinnamonRoll PumpkinSpiceDebate CinnamonSniffTest CenterBiteReaction CinnamonBunBakeFails CinnamonSnobReview CinnamonInfomercial CinnamonOnEverythingWeek',
    prank:
      'CinnamonStickMustache CinnamonMessageToast CinnamonScentNoBuns CinnamonGooglyEyeJar CinnamonCookieFortune CinnamonCardboardBakery CinnamonHeartsOnPillow CinnamonSprinkleSmiley',
    art: 'CinnamonDoughOrnaments CinnamonStickStars CinnamonPaperBeads PaintWithCinnamon CinnamonBarkPictureFrame CinnamonWreath CinnamonScentedCollage CinnamonGlitterJars',
  },
  screwdriver: {
    funny:
      'ScrewdriverLeftoverParts WrongScrewdriverAgain WhereIsMyScrewdriver ScrewdriverOneMoreTurn FlatPackScrewdriverFail ScrewdriverWasInMyPocket DadHandsMeTheScrewdriver ScrewdriverTooSmall',
    speed:
      'QuickScrewdriverQuiz ScrewdriverBitSwapRace ScrewdriverMemoryFlash ScrewdriverSizeLineup ScrewdriverHeadMatchUp ToolboxTidyScrewdriver SpeedSketchAScrewdriver PegboardScrewdriverHang',
    gaming:
      'ScrewdriverHeadMatch ScrewdriverPuzzleBox ScrewdriverCharades HideAndSeekScrewdriver ScrewdriverBuildOff ScrewdriverTriviaNight RealOrToyScrewdriver MarbleRunScrewdriver',
  },
  'day trip': {
    prank:
      'MysteryDayTrip FakeErrandRealDayTrip DayTripClueHunt DayTripSecretDetour PackedBagAmbush DayTripPostcardReveal DayTripInviteInCake DayTripTicketInTheirShoe',
  },
  sonic: {
    pet: 'SonicPetZoomies SonicPuppySpeedFetch PetAsSonic',
  },
  bagel: {
    tech: 'BagelToasterTest BagelDoughStretchDemo AIPicksMyBagel BagelAirFryerCrisp DoesTheBagelButtonWork ToastLevelShowdown WatchTheBagelRise BagelCrossSectionMacro',
  },
  egypt: {
    pet: 'EgyptCatRoyalty EgyptianMauShowcase EgyptSphinxPoseTrick',
  },
  yodel: {
    pet: 'YodelDogHowlAlong YodelPetDuet YodelPawShakeTrick',
  },
  'junk drawer': {
    prank:
      'OrganizedJunkDrawer JunkDrawerSurpriseNote JunkDrawerGooglyArmy JunkDrawerJokeScroll JunkDrawerTreasureHunt JunkDrawerDinoSurprise JunkDrawerLabelMaker JunkDrawerConfettiPop',
    tech: 'JunkDrawerCableUntangle JunkDrawerGadgetFix JunkDrawerUSBMystery JunkDrawerChargerMatch JunkDrawerPhotoInventory JunkDrawerRecycleRun JunkDrawerOldPhoneRevive JunkDrawerCordLabelHack',
  },
  everest: {
    pet: 'EverestPupExpedition EverestPetParka EverestCatTreeSummit',
  },
  treehouse: {
    fitness:
      'TreehouseJumpingJacks TreehouseRopeHang PullUpsAtTheTreehouse TreehouseLawnYoga LumberjackLunges SwingAndSquat TreehouseBucketHoist TreehouseBackyardPlank',
    prank:
      'TreehousePassword TreehouseRiddleScroll TreehouseKeepOutSign WalkieTalkieTreehouse TreehouseSecretMailbox MysteryBasketDrop TreehouseGooglyEyes TreehouseTeddyTenants',
    travel:
      'TreehouseGlampingTrip TreehouseParkPicnic TreehouseAtThePlayground FindATreehouseInTown TreehouseHotelTour TreehouseWoodsHike TreehouseDayAtGrandmas TreehouseCafeVisit',
  },
  'mobile game': {
    tech: 'MobileGameGripTest MobileGameEcoModeTrial PhoneCoolerShowdown',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkMicFreestyle SpaghettiForkSpin ForkFoodieFootwork ForkDrumstickGroove SaladForkSalsa ForkConductorSway',
    gaming:
      'ForkFlickFootball ForkTowerTopple ForkTossIntoTheCup ForkPickUpSticks ForkTicTacToe ForkTriviaFaceOff ForkPatternMemory ForkShadowQuiz',
  },
  'onion rings': {
    pet: 'OnionRingsDonutBed NoOnionRingsForPets FeltOnionRingCatToy RopeOnionRingTug OnionRingsOutOfReach SqueakyOnionRingPlush OnionRingsSafeSwaps OnionRingsHoopJump',
  },
  dorm: {
    funny:
      'TypesOfDormNeighbors DormLaundryDrama DormMicrowaveQueue WhoAteMyDormSnacks RoommateTierList QuietHoursViolation DormFridgeLabelWars FirstNightInTheDorm',
  },
  sandwich: {
    speed:
      'SandwichBuildRace SandwichSpeedrun DeliSandwichRush SandwichStackTimer BeatTheLunchBell PBJInThirty SandwichAssemblyLine SandwichWrapUpBlitz',
  },
  'new orleans': {
    pet: 'NewOrleansDogParade NewOrleansPorchNap PetMardiGrasParade',
  },
  hoodie: {
    art: 'HoodieTieDye HoodiePuffInkDots PaintYourOwnHoodie PatchworkHoodieFlip HoodieAsCanvas EmbroiderYourHoodie HoodieFabricMarkers HoodieStencilPrint',
  },
  ocarina: {
    fitness: 'OcarinaBreathWorkout OcarinaWalk OcarinaMarchInPlace',
  },
  'among us': {
    pet: 'AmongUsPetIsSus AmongUsTreatTaskHunt DogVotesTheImpostor',
  },
  atom: {
    pet: 'AtomPetOrbit AtomTreatSpinTrick PetZoomiesOrbit',
  },
  suitcase: {
    fitness:
      'SuitcaseFarmerWalk SitAndZipSquat SuitcaseMarchInPlace SuitcaseCarry OverheadBinPress LuggageLunges SuitcaseRowReps SuitcaseSideBends',
    wellness:
      'SuitcaseDeclutterDay SuitcaseSelfCareKit SuitcaseUnpackingCalm SuitcaseMinimalism SuitcaseToSofaReset TravelLightLiveFree SuitcaseSleepMaskNap SuitcaseHomecomingRitual',
  },
  peru: {
    fitness: 'PeruIncaTrailTraining PeruAltitudeHike PeruAndeanDanceCardio',
    pet: 'PeruAlpacaSweaterPet PeruPonchoPetPhoto PeruLlamaToyTug',
  },
  boyfriend: {
    prank:
      'BoyfriendHoodieSwap DressedAsMyBoyfriend BoyfriendSecretPlaylist BoyfriendVoiceChangerCall LoveNotesInHisPockets BoyfriendPhotoAmbush BoyfriendSockDrawerSwap BoyfriendLunchboxDoodle',
  },
  'pool noodle': {
    cooking:
      'PoolNoodleSwissRoll PoolNoodleFruitWands PoolNoodleCandyRopes PoolPartyPopsicles PoolNoodleCookieTwists PoolNoodleLayerCake PoolNoodlePretzelRods PoolNoodleLollipops',
    travel:
      'PoolNoodleRoadTripHacks LazyRiverAdventure PoolNoodleShadeLounge PoolNoodleParkPicnic PackThePoolNoodle PoolNoodleBeachHop PoolNoodleSplashPadDay CampsitePoolNoodle',
  },
  switzerland: {
    pet: 'SwissMountainDogMeetup SwitzerlandPupHike SwitzerlandMeadowFetch',
  },
  'hair salon': {
    prank:
      'HairSalonMirrorNote HairSalonBaldCapReveal HairSalonBuzzCutFilter HairdresserForADay WigSwitcheroo PamperAmbush PretendMulletHairSalon HairSalonRainbowClipIns',
  },
  'morgan wallen': {
    pet: 'MorganWallenCatNap MorganWallenDogRideAlong LastNightPuppy',
  },
  scrunchie: {
    pet: 'GroomingDayScrunchie PuppyProofScrunchies ScrunchieUpWalkies ScrunchieBunForBathTime PawPrintScrunchie ShelterScrunchieSale HighShelfScrunchies ScrunchieSnuggleSelfie',
  },
  bibimbap: {
    pet: 'PetBibimbapPlush BibimbapDinnerCatNap DogStaresAtTheBowl',
  },
  'sea of thieves': {
    pet: 'SeaOfThievesTreatMap SeaOfThievesPetReaction SeaOfThievesDogDigHunt',
  },
  'elephant toothpaste': {
    gaming: 'ElephantToothpasteTrivia ElephantToothpasteBracket FoamHeightGuess',
  },
  'plastic wrap': {
    speed:
      'PlasticWrapBallRace UnwrapInOvenMitts ClingWrapGiftDash CoverTenBowlsClingFilm ClingFilmChairWeb LongestPullClingFilm PlasticWrapSpeedPack SandwichStackClingFilm',
  },
  phishing: {
    prank: 'PhishingFamilyDrill PhishingSillyScamSkit SpotThePhishSurprise',
  },
  grape: {
    pet: 'GrapePlushFetch GrapeSqueakyToyHunt GrapeFreeDogTreats GrapeColoredPuppyPillow GrapeBoxKittyHideout GrapeShapedCatBed NoGrapesForPets GrapePrintFoodMat',
  },
  tablecloth: {
    prank:
      'TableclothHiddenJoke TableclothGhost TableclothFineDining TableclothMagicBluff MessageUnderTablecloth PlasticAntInvasion TableclothTeddyDinner TableclothCapeReveal',
  },
  collar: {
    prank:
      'HugMeCollarNote SneakyBowtieCollar MatchingCollarTwins FlowerInTheirCollar CollarGooglyEyes InvisibleCollarLint PoppedCollarSquad CollarStarSticker',
  },
  shrek: {
    pet: 'ShrekGreenBallFetch ShrekPetEars CatAsPussInBoots',
  },
  study: {
    fitness:
      'StudyBreakBurpees StudyChapterSquats StudyWalkingReview PomodoroPushUps StudyPageTurnLunges StudyFlashcardHIIT StudyDeskDips StudyJumpingJackRecap',
  },
  mcdonalds: {
    pet: 'McdonaldsPlushFriend McdonaldsDriveThruPup CatVsHappyMealBox',
  },
  usa: {
    pet: 'USAPetRoadTrip AmericanPetParade USACalmCornerPup',
  },
  'speed skating': {
    pet: 'SpeedSkatingZoomiesCam SpeedSkatingPetPose IceRinkPupCheer',
  },
  'reaction time': {
    prank: 'SurpriseReflexCatch ReactionTimeBluff ReactionTimeHighFiveDodge',
  },
  dog: {
    prank:
      'DogMagicTrick DogCupShellGame DogDeliversANote DogMirrorReaction DoggoDoppelganger WhereDidTheTreatGo DogCardboardCutoutOwner DogSockPuppetHello',
  },
  tetris: {
    pet: 'TetrisCatBoxFort PetReactsToTetris TetrisBlockTreatPuzzle',
  },
  'clash royale': {
    pet: 'ClashRoyaleTreatChest PetAsClashRoyaleKing ClashRoyaleCrownFetch',
  },
  limbo: {
    tech: 'LimboSlowMo LimboHeightTracker LimboBroomstickReplay',
  },
  'boot camp': {
    cooking: 'BootCampMealPrep BootCampBreakfast BootCampProteinPancakes',
  },
  'skibidi toilet': {
    pet: 'SkibidiToiletPetReacts SkibidiToiletCatVibe SkibidiToiletTreatHunt',
  },
  'wrapping paper': {
    speed:
      'WrappingPaperRace WrappingPaperCutTimer GiftWrappingRelay WrappingPaperFoldSprint WrapItInTen OneTapeStripOnly WrappingPaperOneHanded WrappingPaperBoxStackDash',
  },
  medieval: {
    pet: 'MedievalPetPortrait MedievalCatThroneBox PetCastleFort',
  },
  pie: {
    prank:
      'EmptyPieTinSurprise PieLatticeMessage PieBreakfastSwitcheroo MiniPieInvasion ItsActuallyPie PieChartOfTheirHabits PiInsteadOfPie PieHiddenThankYouNote',
  },
  ireland: {
    funny: 'IrelandFourSeasonsInADay IrelandUmbrellaVsWind LuckOfTheIrishFails',
  },
  'sfx makeup': {
    pet: 'PetReactsToSFXMakeup SFXMakeupPetDoubleTake SFXMakeupOutOfPawReach',
  },
  'harry styles': {
    pet: 'HarryStylesPupSerenade HarryStylesPetPhoto WatermelonPetTreat',
  },
  'chappell roan': {
    pet: 'ChappellRoanCatCuddles ChappellPetGlamShoot HotToGoPetPose',
  },
  pikmin: {
    pet: 'PikminTreatScatter PikminDogWalk PikminPlushPluck',
  },
  nintendo: {
    pet: 'NintendoPetCosplay NintendoCatPlayerTwo NintendoPupPowerNap',
  },
  'mexican hat dance': {
    pet: 'MexicanHatDanceTailWag MexicanHatDanceZoomies PupAroundTheSombrero',
  },
  'marine biology': {
    prank: 'MarineBiologyPlushSquid MarineBiologyToySurprise OctopusBathtubPrank',
  },
  'tide pool': {
    pet: 'TidePoolBeachDogDay TidePoolPlushPlaytime TidePoolToyHunt',
  },
  'coca cola': {
    prank:
      'CocaColaCanFullOfCandy CocaColaBottleDoorChime CocaColaCustomLabel CocaColaShakeAndBluff CocaColaHiddenJoke SantaSodaDrop CocaColaFridgeGooglyEyes CocaColaNameSwap',
  },
  princess: {
    funny:
      'PrincessBirdsDontCome TiaraAtTheGrocery PrincessCrownTangle RealPrincessMornings PrincessSlipperFail PrincessChoresSkit PrincessVsBedHead PrincessWavingAtStrangers',
  },
  'elton john': {
    pet: 'EltonJohnPupNapTime EltonJohnDogSerenade TinyDancerKitten',
  },
  'nicki minaj': {
    pet: 'NickiMinajCatCuddles NickiMinajPinkPetBow SuperBassPuppy',
  },
  labubu: {
    pet: 'LabubuPetReaction LabubuPetLookalike LabubuCatNapSpot',
  },
  'darth vader': {
    pet: 'DarthVaderDogNap VaderCatReveal DarkSidePup',
  },
  'picky eater': {
    fitness:
      'PushUpPerPickyEaterNo PickyEaterRelay PickyEaterVeggiePlank PickyEaterAppetiteRun TagThePickyEater PiggybackPickyEater HopscotchPickyEaterMenu StrongmanFlexPickyEater',
  },
  bento: {
    prank:
      'BentoSurpriseNote BentoSmileyRiceBall TinyBentoPrank CheeseCutoutBento SeaweedJokeBento DadFaceBento NestingDollBento BreakfastBentoWakeUp',
  },
  'steal a brainrot': {
    pet: 'StealABrainrotPetHeist StealABrainrotWithMyCat StealABrainrotPupNap',
  },
  'road trip prank': {
    pet: 'RoadTripPrankDogCopilot RoadTripPrankTreatHunt BackseatPetSurprise',
  },
  'show and tell': {
    prank: 'ShowAndTellSurprise ShowAndTellRiddleClues MysteryBoxShowAndTell',
  },
  'cd player': {
    funny:
      'CDPlayerSkipping CDPlayerKidsReaction CDPlayerAntiSkipWalk CDPlayerVsPhonePocket CDPlayerScratchedDisc ExplainADiscmanToGenZ GrandpaDiscmanFlex BestPartGlitchCDPlayer',
  },
  'wood carving': {
    prank: 'WoodCarvingHiddenOwl WoodCarvingSecretNote WoodenDonutSwap',
  },
  'pet reaction': {
    gaming: 'PetReactionToGame PetReactionPuzzleFeeder CatVsTabletGame',
  },
  blender: {
    prank:
      'BlenderPartyHat BlenderConfettiBurst BlenderGooglyEyes BlenderStickyNoteWrap MysteryColorSmoothie BlenderNoLidBluff TalkingBlenderPrank BlenderPunOfTheDay',
  },
  skunk: {
    pet: 'SkunkPlushFetch BlackAndWhitePetPose SkunkSafeNightWalks SkunkCheckBeforeWalkies TuxedoCatSkunkTwin FerretOrSkunk SkunkToyTugRope HoodedRatSkunkLook',
  },
  'tennis racket': {
    pet: 'TennisRacketFetch TennisRacketSniffTest TennisRacketPlushChew PupTennisLesson TennisRacketBallRoll CatRefereesTennis TennisRacketDogDoubles TennisRacketCoverNap',
  },
  pharmacist: {
    wellness:
      'PharmacistWindDown PharmacistPowerNap PharmacistDeepBreaths PharmacistWellnessTips ThankAPharmacist SundayPillBoxReset PharmacistWalkBreak PharmacistTeaAfterShift',
  },
  'nail clippers': {
    speed:
      'FindTheNailClippersFast NailClippersWordScramble TidyDrawerNailClippers SpeedSketchNailClippers SpaNightSetupNailClippers NailClippersQuizBlitz PackTheNailClippersDash NailClippersAlphabetRace',
  },
  mouthwash: {
    cooking:
      'MouthwashWorthyGarlicDip FoodsThatBeatMouthwash ParsleyVsMouthwash FreshHerbTeaMouthwash NaturalMouthwashSnacks MouthwashApprovedLunch MouthwashAfterOnionSoup DateNightMenuMouthwash',
  },
  'hair gel': {
    prank:
      'HairGelLidNote DressUpAsDadHairGel SpikedTeddyHairGel BreakfastHairGelReveal MopGetsAHairGelMohawk PhotoEditHairGelSpikes HairGelPlushieQuiff HairGelBananaHairdo',
  },
};
