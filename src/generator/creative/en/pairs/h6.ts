import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tattoo: {
    dance:
      'TattooStickerGroove TattooArmWave TemporaryTattooTwirl TattooTransitionMove PenTattooPartnerSteps TattooFlexAndFreeze OldSchoolTattooSwing StickOnTattooShuffle',
    fitness:
      'TattooTeamRun MarkerTattooMantraReps EarnATemporaryTattoo TattooSweatTest PlankUntilTattooDries TattooStickerStreak ArmDayTattooFlex RaceDayFlashArt',
    funny:
      'MumDrawsMeATattoo TattooIdeaPitch TemporaryTattooOverload WonkyTattooDoodle PapaRatesPenTattoos PuppySketchTattooDecal TattooRegretSkit NanChoosesTattooStamp',
    prank:
      'FakeTattooPrank TattooStickerLunchbox WashableInkSurprise FruitBowlTattoos TattooHeartForGrandma TattooedTeddyGift FridgeDoorTattooFlash PlushToyGetsATattoo',
    fashion:
      'TattooSleeveTop TattooStyleJacket FlashArtPatch OldSchoolTattooNails TattooDecalColorCombo RockabillyTattooLook FlashArtTeeDesign ScarfWithATattooPrint',
    wellness:
      'DreamTattooSketchbook TattooAffirmationDesign SelfLoveFlashArt TattooMindfulDoodle GratitudeFlashArt TemporaryTattooReminder CalmTattooColoring JournalPageTattoo',
    music:
      'LyricTattooDesign TattooAlbumArt MusicNoteFlashArt RockabillyTattooPlaylist TattooBeatDrop ConcertTemporaryTattoo GuitarTattooDoodle TattooStickerMerch',
    pet: 'WhiskerTattooDecal PawPrintFlashArt PuppyCartoonTattooSticker KittyLetteringTattooCard FlashArtBunny SnootTattooTransfer RescueStoryTattooDoodle GoldfishTattooSketch',
    gaming:
      'TattooStyleGameArt PixelFlashSheet CharacterTattooDecal TattooPlayingCards DiceRollTattooDoodle TattooDrawAndGuess TemporaryTattooPrize PowerUpTattoo',
    travel:
      'TattooDesignOfMyCity TemporaryTattooSouvenir PassportStampDoodle TattooStickerTravelLog PostcardFlashArt LandmarkTattooSketch CompassTattooHike FlashArtRoadTripSheet',
  },
  'punch needle': {
    speed: 'PunchNeedleYarnSortRace PunchNeedleQuickSketch FastestHoopFill',
  },
  toaster: {
    prank:
      'ToasterRiddleOfTheDay ToasterSmileySurprise BreakfastToastMessage ToasterTalksBack ToasterPlushTwin ToasterCardboardDouble ToasterSaysGoodMorning ToasterPunPlacemat',
    educational:
      'HowToastersWork WhyToasterCoilsGlow ToasterDialTest ToasterPartsDiagram ToasterBrowningScience BeforeSlicedBread ToasterThenAndNow ToasterSafetyQuiz',
    speed:
      'BeatTheToaster ToasterTimerTidy ButterTheToastFast ToasterCrumbSweepRace JamSpreadSprint BeforeThePopBlitz ToasterDishDash ToasterVsMicrowave',
    pet: 'ToasterBreakfastCuddles ToasterSitAndStay ToasterTimeChewToy ToasterShapedCatBed ToasterMorningBellyRubs KittyLoafOrBread ToasterBoxPiggyHideout ToasterNoiseTrainingPup',
    gaming:
      'ToasterCountdownDuel ToasterQuickDraw ToasterStopwatchGame ToasterBossBattle GuessTheToasterSetting BreakfastRushLevel ToasterTimerTrivia ToasterRockPaperScissors',
  },
  'tide pool': {
    funny: 'TidePoolNatureNarrator TidePoolSnailSoapOpera HermitCrabHouseHunting',
    speed: 'TidePoolSpotTenCreatures TidePoolFlashcardBlitz TidePoolPuzzleTimer',
  },
  catapult: {
    funny: 'CatapultFails CatapultLaunchesSocks PopsicleStickDisaster',
    prank: 'CatapultNoteDelivery CatapultComplimentCard SpoonLaunchSurprise',
    cooking: 'CatapultPretzelBuild EdibleCatapultBuild CatapultShapedCookies',
  },
  scuba: {
    prank: 'ScubaMaskBreakfast ScubaBirthdaySurprise ScubaFlippersWakeUp',
    wellness: 'ScubaBreathingCalm ScubaMindfulDive ScubaReefDaydream',
    speed: 'ScubaGearUpRace ScubaKitSetupTimer ScubaHandSignalBlitz',
  },
  vacuum: {
    fitness:
      'VacuumLunges SquatAndVacuum TenMinuteVacuumHIIT VacuumHustle CordlessCardio VacuumCalfRaises VacuumWallSit VacuumPushPullReps',
    pet: 'VacuumCatHideawayBox VacuumDogLickMat CalmAroundTheVacuum PetHairVacuumReveal VacuumDayHidingSpot VacuumFurTumbleweed VacuumOffSniffTest VacuumQuietModeForPup',
  },
  'water park': {
    prank:
      'WaterParkTripReveal BackyardWaterPark WaterParkTicketHunt WaterParkYesDay SprinklerSurprise PoolNoodleWelcome WaterParkInABox WaterParkGiftPassUnbox',
    gaming:
      'ISpyAtTheWaterPark WaterParkMarcoPolo WaterParkTriviaNight WaterGunHighScore WaterParkRideOrSkip PoolVolleyballFinals WaterParkScavengerHunt CannonballWaterPark',
  },
  sandcastle: {
    speed:
      'SandcastleSpeedBuild FiveMinuteSandcastle SandcastleFlipRelay SandcastleTimerTowers FastestSandcastleMoat SandcastleTurretTrial SandcastleShovelSprint SandcastleBucketDash',
  },
  electrician: {
    dance:
      'ElectricianSlide ElectricianHardHatBop ElectricianBeltShimmy ElectricianBoogaloo ElectricianMoonwalk ElectricianSwitchGroove ElectricianToolboxTap ElectricianSpotlightSpin',
    prank:
      'ElectricianCostumeReveal ElectricianThankYouCard ElectricianSnackBasket ElectricianGooglyEyes ElectricianLightBulbNote ElectricianCookieDrop ElectricianDecoySwitch ElectricianRainbowLamps',
  },
  travel: {
    pet: 'TravelDayKittyCuddles PetTravelBuddy PuppyPassportPhoto TravelCarrierTrial TravelingDogVlog KittenTravelTest TravelWaterBowlHack TravelPetPackingList',
  },
  'hair salon': {
    prank:
      'HairSalonMirrorNote HairSalonBaldCapReveal HairSalonBuzzCutFilter HairdresserForADay HairSalonGiftVoucher PamperAmbush PretendMulletHairSalon HairSalonRainbowClipIns',
    tech: 'HairSalonVisitIn60Sec HairSalonBookingBot HairSalonLookPreview HairSalonTransitionEdit HairSalonExitSlowMo HairSalonFaceFilterTest VirtualHairSalonTryOn HairSalonChairPOV',
  },
  winter: {
    prank:
      'WinterSnowmanSurprise WinterCocoaDoorstep WinterWindowNote ArmyOfWinterSnowmen FrostyTheDoorman WarmedUpMittens WinterWindshieldHeart WinterSockSnowballAmbush',
    pet: 'WinterPawBalmTime WinterSnowZoomies KittensFirstWinter PuppyCatchesSnowflakes WinterWindowWatchCat WinterBlanketBurrow WinterCoatCheck WinterBunnyCozyHutch',
  },
  europe: {
    funny:
      'EuropeNoIceReaction EuropeTinyCoffeeShock EuropeDinnerAtTen EuropeLostInTranslation EuropeMenuMixUps EuropeCobblestoneSuitcase TippingInEuropeConfusion TourGuideEuropeSpoof',
  },
  celeste: {
    fitness: 'CelesteMountainHike CelesteDashSquats StrawberryStepUps',
  },
  'cookie dough': {
    funny:
      'CookieDoughNeverMadeIt OnlyTwoCookiesBaked CookieDoughShapeFails CookieDoughCaughtPOV CookieQualityControl WhereDidTheDoughGo CookieDoughBowlLickOff CookieDoughNatureDoc',
    wellness:
      'CookieDoughScoopingZen FridayCookieDoughDate CookieDoughThankYouBatch BakeCookieDoughToUnwind CookieDoughMovieNight CookieDoughAndChill ShareYourCookieDough SlowBiteCookieDough',
    pet: 'PupSafeCookies CookieDoughLickMatSwap CookieDoughPlushFetch CookieDoughOutOfReach CookieDoughCouchCuddle CookieDoughPetPortrait NoCookieDoughForDogs CookieDoughGatedKitchen',
  },
  camo: {
    prank: 'CamoOutfitReveal CamoCouchSurprise BlendInPhotobomb',
  },
  peanut: {
    pet: 'PeanutPlushFetch TinyAsAPeanutPetPose PeanutPillowNap XylitolCheckPeanut PeanutShapedHideyHut PeanutVetVisitCalm PeanutPuzzleFeeder PeanutNamedPuppy',
  },
  football: {
    prank:
      'FootballPenaltyFakeout FootballLineupIntro FootballCrowdWakeUp FootballFakeThrow ConfettiBucketDunk FootballChantAlarm FootballHallwayCheer FootballLiveCommentary',
  },
  dubai: {
    speed:
      'DubaiSandTimerRace TallestTowerDubai DubaiArabicNumerals SevenEmiratesIn10Dubai DrawThePalmDubai ChocolateWrapDashDubai GoldCoinCountDubai DubaiPackingCountdown',
  },
  y2k: {
    pet: 'Y2KPetGlamShot DogReactsToDialUp Y2KPixelKittyPortrait',
  },
  'tiktok dance': {
    prank:
      'SurpriseTikTokDance TikTokDanceMomCameo TikTokDanceGrandmaDuet TikTokDanceDadPhotobomb DoorOpensViralDance SoundSwapViralDance PlotTwistDanceTrend BackupCrewViralDance',
  },
  june: {
    prank:
      'JuneDadJokeAmbush JunePicnicPopUp JuneSchoolsOutConfetti JuneGradSignSurprise JuneBubbleWelcome JuneComplimentJar JuneSunflowerDoorway JuneBalloonBedroom',
    speed:
      'JuneWaterBalloonRace JuneSpongeBucketDuel JuneYearbookSigningRace JuneBerryPickingBlitz JunePopsicleMeltRace JuneLockerCleanoutDash JuneSprinklerScramble JunePicnicSetupSprint',
    pet: 'JuneDogDadDay JuneShadyNapSpot JunePawprintCard JunePupsicleParty JuneHotPavementCheck JuneSprinklerZoomies CatVsJuneBug JuneBunnyGardenTime',
  },
  insect: {
    prank:
      'InsectFactPillowCard InsectHotelGift InsectCandyTrail LadybugLunchNote InsectStickerStorm InsectDrawingHunt PaperInsectInvasion InsectGooglyEyeBeetles',
  },
  nutcracker: {
    pet: 'NutcrackerVsMyCat NutcrackerPetPortrait NutcrackerPlushBuddy',
  },
  campfire: {
    prank:
      'CampfireTeddyBearCameo CampfireStoryTwist CampfireGnomeHunt CampfireOwlHootPrank CampfireSockPuppetShow GlowStickGhostWalk CampfireSongWrongLyrics CampfireBalloonTent',
    speed:
      'CampfireGearPackBlitz CampfireKindlingHunt CampfirePutOutDrill CampfireBingoDash TentUpBeforeDark CampfireTriviaTimer CampfireKnotRace CampfireSongLyricRush',
  },
  'packing peanuts': {
    pet: 'CatClaimsTheBox PackingPeanutsPetSafeSwap PaperNotPackingPeanuts PackingPeanutFreeFort PackingPeanutsOutOfReach PackingPeanutPlushie ShelfThePackingPeanuts SweepUpPackingPeanuts',
  },
  'gift shop': {
    prank:
      'GiftShopSouvenirReveal GiftShopMatchingTees GiftShopTackyFakeOut GiftShopPostcardFromHome WrongNameKeychain FridgeMagnetTakeover UglyGiftShopTrophy GiftShopSillyHatDare',
    pet: 'GiftShopPetToyHaul GiftShopScratchPost GiftShopPuppyCollar SouvenirShopForFido GiftShopKittenCatnip GiftShopPetTreats GiftShopPlushFetch GiftShopPupPhotoOp',
  },
  'speed knitting': {
    prank: 'SpeedKnittingYarnBomb SpeedKnittingCozySurprise SpeedKnittingSecretGift',
    pet: 'SpeedKnittingPupBlanket SpeedKnittingCatHelper PetScarfFitting',
  },
  highway: {
    prank:
      'HighwaySnackSurprise PostcardFromTheFreeway HighwayTreatBagPrank InterstateHugToll StowawayGnomeFreeway RoadSignRiddlesFreeway NavigatorCrownHighway JokeJarForTheHighway',
    speed:
      'HighwaySignSpeedQuiz HighwayStateFlagBlitz RestStopIn10 InterstateAlphabetDash LicensePlateHighwayHunt FreewayRedCarCount SnackSortMotorway FoldTheMapMotorway',
    tech: 'HighwayTripAnimation CarGadgetCheck FreewayOfflineMaps MotorwayNavVoiceSwap InterstateRoutePlanner PassengerFreewayVlog HighwayPlaylistBuilder EVChargeStopHighway',
  },
  mermaid: {
    tech: 'AIMermaidMe MermaidSwimsStopMotion MermaidBraidTimelapse GreenScreenUnderTheSea MermaidFilterVsReality MermaidTransitionEdit MermaidSlowMoSplash MermaidSongAutotune',
    gaming:
      'MermaidPearlQuest MermaidBingoCards ActLikeAMermaid MermaidMarcoPolo MermaidMythOrFact MermaidShellShuffle MermaidFreezeTag MermaidSketchGuessing',
  },
  gym: {
    prank:
      'GymBuddyHighFiveCard GymSurpriseCheer GymLockerBalloons CandyInTheirGymBag PepTalkStickyNotes PartyHornPersonalBest GymBottleGooglyEyes RubberChickenAtTheGym',
  },
  'driving test': {
    prank:
      'DrivingTestBalloonCar DrivingTestTrophyReveal DrivingTestLuckyCookies GiantDrivingLicense DrivingTestStickyNotes DrivingTestBannerSurprise DrivingTestConfettiCard DrivingTestTricycleGag',
  },
  cookie: {
    prank:
      'CookieFortuneNotes SecretCookieDrop CookieCrumbTrail CookieJarPlotTwist CookieLidAlarmBell CookieFairyStrikes MysteryCookieBaker CookieTinFullOfVeggies',
    pet: 'BakePetSafeCookies CookieToyBalanceAct CookieShapedSqueakerHunt CookieTinKibbleReward WhoSaidCookie CookiePillowSnooze CookieBoneCutterTreats CookiePlushForPup',
  },
  hawaii: {
    speed:
      'HawaiiPineappleRelay PackForHawaiiIn60 HawaiiWordsBlitz HawaiiPokeBowlBuild HawaiiFlagPuzzleTimer HawaiiLeiMakingSprint HawaiiAlphabetDash HawaiiCoconutRollRace',
  },
  spain: {
    pet: 'PupScoresForSpain SpainSunsetWalkies SpainSunbeamCat SpainSiestaWithMyCat SpainPuppyPlaza TeachMyDogSpanish NapLikeSpain OleSpinForSpain',
  },
  spring: {
    prank:
      'SpringTulipDeskSurprise SpringSnowDayFakeout SpringChalkMessage SpringCleanTheirCar SpringSquirtingDaisyGag EggHuntForGrownUps SpringBunnyFootprints SpringFlowerPotFaces',
    pet: 'SpringShedOff FirstSpringWalkies SpringPuppyPuddles SpringGrassZoomies CatBirdWatchWindow BlossomPhotoshoot SpringBrushingSession SpringBunnyLawnPicnic',
  },
  'hollow knight': {
    fitness: 'HollowKnightJumpWorkout HollowKnightDashDrills HollowKnightPlankHold',
  },
  'ping pong': {
    prank:
      'PingPongAvalanche PingPongPaddleFaces InvisiblePingPong PingPongGooglyEyes PingPongsInTheirPillow BeachBallServe PingPongCereal UmbrellaPingPong',
    pet: 'CatVsPingPong PingPongWatchDog KittenChasesPingPong PingPongRopeToyTug PingPongPetReferee PawsVsPaddle PingPongPounce PingPongCardboardMaze',
  },
  diwali: {
    pet: 'DiwaliPetCalmCorner DiwaliPetTreatPlate DiwaliDogComfortKit RangoliPawPortrait DiwaliPetPhotoShoot CatSafeDiwaliDecor DiwaliQuietRoomCuddles FluffysFirstDiwali',
  },
  'floor is lava': {
    prank: 'FloorIsLavaSurprise FloorIsLavaPaperRiver FloorIsLavaTeddyRescue',
  },
  'just for laughs': {
    funny: 'JustForLaughsSketch JustForLaughsReaction JustForLaughsBloopers',
  },
  spicy: {
    wellness:
      'SpicyChaiSlowSip SpicyGingerTeaRitual SpicyTurmericLatte SpicySoupSunday MindfulSpiceSniff SpicyAppleCiderPause SpicyCurryComfortNight SpicyGoldenMilkBedtime',
  },
  seafood: {
    funny:
      'SeafoodPunsOnly SeafoodFirstOysterFace SeafoodBoilMess SeafoodCrackFail SeafoodBibRegret ButterSplashChaos SeafoodMenuMispronounced SeafoodNatureDoc',
  },
  edinburgh: {
    pet: 'EdinburghDogWalk EdinburghParkWalkies ScottieDogPhotoShoot',
  },
  'pressed flower': {
    speed: 'PressedFlowerQuickPress PressedFlowerFastFrame PressedFlowerCardBlitz',
  },
  'hermit crab': {
    funny:
      'HermitCrabHouseHunting HermitCrabVoiceover HermitCrabNewHomeTour HermitCrabRunway HermitCrabModeOn IntrovertLikeAHermitCrab WhenTheHermitCrabHides ShyGuyHermitCrab',
  },
  mechanic: {
    prank:
      'BlinkerFluidMechanic MechanicGooglyEyedCar MechanicWrenchCookies MechanicThankYouBanner MechanicPlushHelper MechanicDonutDelivery MechanicStickyNoteWrap MechanicGloveboxTreat',
  },
  shorts: {
    pet: 'ShortsPocketTreatHunt ShortsPuppySplash ShortsShadeSnooze ShortsSeasonSprinklerPup ShortLegsBigZoomies ShortsWeatherWalkies CatNapsOnMyShorts ShortsParkPlaydate',
  },
  purple: {
    prank:
      'PurpleMashedPotatoes PurplePancakeSurprise PurpleStickyNoteWall PurpleBalloonRoom EverythingTurnedPurple PurpleRibbonGiftHunt PurpleHeartMirrorDoodle PurplePaperChainHallway',
    pet: 'PurpleBlanketSnuggle PurpleBallChase PurpleBackdropPortrait PurpleCollarDog PurpleCushionLounge PurpleToyFetch CatNapInPurple PurpleLeashWalk',
  },
  'flower crown': {
    pet: 'DaisyChainOutOfPawReach OwnerWearsFlowerCrown CatIgnoresMyFlowerCrown FlowerCrownOnThePlush FlowerCrownSqueakyToy GardenWalkiesDaisyChain FlowerCrownKittenDrawing FloralCrownBackdropPetPic',
  },
  'smart ring': {
    cooking: 'SmartRingLateDinnerTest SmartRingHerbalTeaCheck SleepScoreDinnerTest',
  },
  'police car': {
    prank:
      'PoliceCarBirthday CardboardCruiserReveal PoliceCarInTheirSlipper PoliceStationCookies ToyPoliceCarParade PoliceCarHallwaySpeedTrap RCPoliceCarDelivery PoliceCarPlushPatrol',
    tech: 'PoliceCarPaperModel PoliceCarLightsBuild PoliceCarStopMotionParade ToyCopCarMovieTrailer CodeASirenSound PoliceCarCartoonEdit AIDrawsAPoliceCar PoliceCarPixelGame',
  },
  'party hat': {
    pet: 'PartyHatBiscuits PartyHatKibblePuzzle PartyHatPlushToy TreatHuntUnderPartyHats PhotobombedPartyHat PartyHatPawPrintCard PuppyMeetsPartyHatGuests PartyHatCardboardCastle',
  },
  'coffee maker': {
    pet: 'CoffeeMakerPuppyPlaytime CoffeeMakerWalkSignal CoffeeMakerKittyGreeting CoffeeMakerCuddleBreak CoffeeMakerBeepSitTrick BrushingTimeCoffeeMaker RefillBowlsCoffeeMaker CatOnLapCoffeeMaker',
  },
  lunge: {
    prank: 'LungeBehindThem LungeCheerleaderSigns LungeForEverySnack',
  },
  shrek: {
    pet: 'ShrekGreenBallFetch ShrekPetEars ShrekMovieNightCuddle',
  },
  healthy: {
    prank: 'HealthyDessertFakeout HealthyFruitFacePlate HealthyLunchboxJokeNote',
  },
  thai: {
    pet: 'PetSongkranSplash ThaiCushionCatNap ThaiElephantPlushToy',
  },
  'van life': {
    prank:
      'SurpriseVanMakeover VanLifeWelcomeNote VanLifeFairyLightsReveal VanLifeHiddenGnomeHunt PosterViewVanLife PlushieInTheCampervan VanLifeMysteryStop CampervanSecretSnacks',
  },
  'thrift flip': {
    pet: 'ThriftFlipToyBasket ThriftFlipDogBed CatModelsMyRefashion',
  },
  forest: {
    prank:
      'ForestFairyDoor GooglyEyedForestTrees ForestAcornGiftBox HiddenGnomeInTheWoods ForestTalkingStump ForestBirdCallFakeout ForestPineconeLoveNote ForestFakeFootprints',
  },
  'paper craft': {
    pet: 'PaperCraftKittyCastle PaperCraftCatHouse CatVsPaperBall',
  },
  coding: {
    funny:
      'ItWorksOnMyMachine CodingRubberDuck CoderVsSemicolon ExplainCodeToGrandma DramaticCodeComments BugOrFeatureCode CoderErrorFaces CodingCommitMessageFails',
  },
  robot: {
    pet: 'RobotToyVsCat RobotMouseChase RobotBallForPuppy RobotPuzzleBowlTest RobotFeederCam BeepBoopBarkOff RobotTreatDispenser RobotFetchMachine',
  },
  garba: {
    cooking: 'GarbaNightSnacks GarbaFafdaJalebi GarbaFestiveThali',
  },
  messi: {
    pet: 'MessiDogDribble MessiBallFetchGoals PupSoccerSkills',
  },
  'color run': {
    pet: 'ColorRunPetCheer ColorRunPuppyWaterBreak PetRainbowCollar',
  },
  'tow truck': {
    pet: 'TowTruckTennisBallFetch CatVsToyTowTruck PuppyTowService TowTruckSnuggleBuddy TowTruckPetWagon BunnyRidesTheFlatbed TowTruckTreatDelivery KittenTowTruckChase',
  },
  'christmas cookie': {
    pet: 'PetSafeChristmasCookie SantaPawsTreats ChristmasCookieCatBed ChristmasPupcakes ChristmasCookiePlush ChristmasDogBiscuits ChristmasCookieCollarTag ChristmasCookieChewToy',
  },
  peru: {
    pet: 'PeruAndesPlushFetch PeruPonchoPetPhoto PeruLlamaToyTug',
  },
  'mexico city': {
    fitness: 'MexicoCityBikeSunday AltitudeRunCDMX MexicoCityParkLunges',
  },
  jordan: {
    speed: 'JordanLaceUpRace JordanLayupSpeedDrill JordanBankShotBlitz',
  },
  cowgirl: {
    pet: 'CowgirlRanchFetch CowgirlPupTrailWalk YeehawPetParade',
  },
  hobby: {
    fitness: 'HobbyYogaFirstClass HobbySportTryout NewHobbyPickleball',
  },
  'chair yoga': {
    prank: 'ChairYogaSurpriseBreak ChairYogaFamilyInvite DeskYogaFlashMob',
  },
  'sugar rush': {
    prank: 'SugarRushBirthdayBanner SugarRushDanceParty SprinkleSurpriseBox',
  },
  'ball pit': {
    travel:
      'BallPitCafe FindTheBiggestBallPit BallPitPlaygroundReview BallPitMuseum RateEveryBallPit BallPitTourGuide BallPitBucketList CityBallPitCrawl',
  },
  yard: {
    funny:
      'YardGnomeInterview LawnChairCommentary BackyardNatureNarrator YardMowerRivalry YardFlamingoFashionShow GreenestYardWars YardSaleHaggleSkit YardSquirrelHeist',
  },
  maldives: {
    pet: 'MaldivesBeachTowelNap MaldivesCatCabana OverwaterVillaPetBed',
  },
  glacier: {
    pet: 'GlacierTrailPup GlacierFrozenLickMat GlacierCoolTilesNap',
  },
  hug: {
    prank:
      'HugCouponBook HugInABox HugFakeoutHighFive SneakyHugSquad HugTagYoureIt GiantTeddyDoorstep HugFromAllTheToys HugWithIceColdHands',
  },
  '2010s': {
    fashion: '2010sFitCheck 2010sOutfitRecreation 2010sInfinityScarfLook',
  },
  'still life': {
    prank: 'StillLifeGooglyEyes StillLifeMovingFruit StillLifeSecretCameo',
  },
  orange: {
    pet: 'OrangeCatChaosCam OrangeBallFetch OrangeSunsetWalkies OrangeCollarGlowUp GingerKittenZoomies OrangeTabbyPortrait OrangeToyHunt OrangeRopePullGame',
  },
  'attack on titan': {
    pet: 'AttackOnTitanPetCosplay AOTGiantCatPhoto AttackOnTitanPlushFetch',
  },
  'pet store': {
    prank:
      'PetStoreLeashForTeddy PetShopMysteryBag PetStoreTreatBasketGift PetStorePlushPupReveal SqueakyToySwap PetShopPlasticGoldfish FakePetStoreReceipt SecretPetStoreRun',
  },
  batman: {
    pet: 'BatmanKittyHideout BatmanPlushFetch PetSidekickDuo',
  },
  'stability ball': {
    prank: 'StabilityBallSmileyFace StabilityBallGiftWrap YogaBallTableGuest',
  },
  anagram: {
    prank: 'AnagramNotes AnagramSecretMessage AnagramFridgeMagnets',
  },
  durag: {
    prank:
      'SurpriseSilkDuragGift PaparazziDuragMoment DuragRedCarpetWelcome DuragFashionShowWalk SecretlyMatchingDurags TeddyBearDurag DuragInTenBoxes DuragSlowMoEntrance',
  },
  'princess peach': {
    pet: 'PrincessPeachKittyCastle PrincessPeachPlushParade PetInPinkGown',
  },
  'states of matter': {
    pet: 'StatesOfMatterWaterBowl StatesOfMatterPetBubbles PetMeetsSnowAndIce',
  },
  'setting spray': {
    prank: 'SettingSprayWaterSwap SettingSprayTwinBottle SettingSprayMirrorNote',
  },
  blender: {
    pet: 'BlenderBoxCatFort BlenderBarkBites BlenderPlainCarrotMash BlenderPumpkinDogTreats BlenderPupsicles BlenderCatTunaMousse BlenderPupMuffins BlenderFrozenPawCubes',
  },
  lettuce: {
    prank:
      'LettuceHeadHairdo LettuceBouquetSurprise LettuceBeRightBack CookieJarLettuce PhoneCaseOfLettuce LunchNoteLettuceLeaf FridgeFaceLettuce TrophyLettuceAward',
  },
  basket: {
    prank:
      'BasketOnTheirDoorknob BasketComplimentCards EasterBasketClueHunt LaundryBasketPeekaboo BalloonBasketBurst SecretSnackDrop FruitBasketFaces BreakfastBasketAmbush',
  },
  'vending machine': {
    prank:
      'FridgeVendingMachine VendingMachineSnackNotes ComplimentVending PayItForwardVending CardboardVendingMachine VendingMachineToyCapsule VendingMachineFortunes VendingMachineDadJokes',
  },
  'salt shaker': {
    prank:
      'SaltShakerMustache SaltShakerGooglyEyes SaltShakerTinyHats NoteUnderTheSaltShaker SaltAndPepperWedding TheShakerMovedAgain SaltShakerOnTheShelf SaltShakerPuppetShow',
  },
  'oven mitt': {
    pet: 'PupTreatsOvenMitt PetSafeKitchenOvenMitt OvenMittGotchaDayBake OvenMittPuppetMeetsCat KittyBiscuitsOvenMitt OvenMittPonyOatBars OvenMittParrotSeedBall OvenMittStayCommand',
  },
  'corn dog': {
    funny:
      'TheCornDogDebate CornDogKetchupArtFail MustardMustacheCornDog CornDogPuppetShow SlowMoCornDogBite CornDogFoodCritic FirstCornDogReaction NarrateMyCornDog',
  },
  stingray: {
    dance:
      'StingrayShuffle StingrayGlide RippleLikeAStingray FinFlapStingray StingraySandSlide ReefStingrayGroove StingrayArmWaveSteps StingraySway',
  },
  'south africa': {
    fitness: 'SouthAfricaLionsHeadHike SouthAfricaSurfWorkout SouthAfricaBeachLunges',
  },
};
