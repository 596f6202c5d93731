import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  river: {
    art: 'RiverRockPainting RiversideWatercolor SketchARiverIn10Min BalanceRiverStones RiverDriftwoodSculpt MapYourLocalRiver 7DaysOfRiverDoodles WhoDrawsTheBestRiver',
    cooking:
      'RiverbankSnackBoard RiverRockCookies RiversidePicnic 10MinRiverLunchbox WrapItForTheRiver WhatsInYourRiverBag 3IngredientRiverBites SundayRiverSandwiches',
    funny:
      '5RiverPunsNonstop RiverVsBrandNewShoes RateTheRiverOutOfTen POVRiverPebble RiverDocumentaryVoice RiverOtterImpression CryMeARiverActing RiverRockSkipFails',
    prank:
      'CanYouBelieveMyRiverFish RiverRockMessage 100StickyNoteRiver MakeTheHallwayARiver RiverTallTale RiverDuckInEveryDrawer GooglyEyedRiverPebbles RiverMonsterSighting',
    wellness:
      'ListenToTheRiver RiversideJournaling 5MinutesByAQuietRiver RiverLeafFloatRelease PhoneOffRiverOn 7DaysOfRiverCalm RiverMorningStretch RiverWalkWednesday',
  },
  'rocking horse': {
    art: 'RockingHorseMakeover CardboardRockingHorse DesignYourRockingHorse YarnManeRockingHorse DrawARockingHorseIn60Sec 7DayRockingHorseSketches RockingHorseDoodleDuel ClayMiniRockingHorse',
    music:
      'RockingHorseLullaby ClipClopRockingHorse CanYouRapOnARockingHorse RockingHorseRhythmDuet 10SecRockingHorseJingle RockingHorseMetronome RockingHorseYodel MusicBoxRockingHorse',
    pet: 'CuriousCatRockingHorse DogVsRockingHorse RockingHorsePawtrait WhoNapsOnTheRockingHorse RockingHorseTreatHunt OneMinuteRockingHorseMeet RockingHorsePuppyPhoto KittenJudgesRockingHorse',
    travel:
      'ToyMuseumRockingHorse CanYouFindARockingHorse OneRockingHorsePerTown RockingHorseAntiqueHunt RockingHorseThenAndNow RockingHorseCraftFair HolidayMarketRockingHorse RockingHorseRoadTripBingo',
  },
  rooftop: {
    dance:
      'RooftopSilentDisco 30SecRooftopShuffle DanceOffOnARooftop 7DaysOfRooftopMoves CopyMyRooftopRoutine RooftopSunsetSway RooftopSwingSaturday TangoBeneathTheRooftops',
    fashion:
      'RooftopFitCheck RooftopWindyHairSave RooftopSkylinePrintTee RooftopTileColorPalette RooftopLinenLook DayToNightOnTheRooftop CanYouDressForARooftop RooftopBlazerAndShades',
    gaming:
      'GuessThatRooftopLandmark RooftopChessMatch 5RoundRooftopQuiz OneMinuteRooftopCharades RooftopBeanBagToss ISpyFromTheRooftop RooftopDominoDuel RooftopWouldYouRather',
    prank:
      'IsItRainingOnTheRooftop RooftopBirthdayReveal 100StickyNoteRooftops RooftopScavengerHunt TellMomWeBoughtARooftop RooftopCityPhotoPuzzle DadsDeskGotRooftopped RooftopViewTapedToWindow',
    tech: 'RooftopStarTracker ShowUsYourRooftopSkyline RooftopNightModeVsFlash RooftopTimelapseCam 10SecondRooftopSunset PlaneAppOverTheRooftops MaxZoomRooftopMoon RooftopSatelliteViewQuiz',
    travel:
      'RooftopCafeCrawl BestRooftopInTown 5RooftopsOneWeekend RateYourCitysRooftops SunsetRooftopSaturday RooftopCarParkView RooftopGardenTour NoTicketRooftopsOnly',
    wellness:
      'RooftopCloudWatching RooftopStargazeUnwind SunriseOnTheRooftop 5MinRooftopBreathing SlowSundayRooftopStretch 7DayRooftopGratitude PhoneFreeRooftopHour RooftopMorningTea',
  },
  'room reset': {
    travel:
      'RoomResetHotelStyle RoomResetAfterTrip 10MinMotelRoomReset RoomResetBeforeCheckout UnpackThenRoomReset CozyCabinRoomReset FamilyRoomResetRelay RoomResetHostelBunk',
  },
  rooster: {
    travel:
      'SayGoodMorningToARooster CountTheRoostersRoadTrip CanYouSpotRoostersInTown RoosterFarmStay 7DaysOfRoosterWakeUps RoosterSpottingHike RoosterWeathervaneHunt RoosterStatueSelfie',
  },
  rv: {
    pet: 'RVCatOnBoard RVKittyWindowPerch PupsFirstRVNight 7DaysOfRVPetPhotos PackAnRVBagForFido WhoNapsBestInTheRV BunnyExploresOurRV RVCampgroundDogWalk',
  },
  safari: {
    cooking:
      'SafariAnimalSandwiches SafariZebraBrownies CanYouPipeASafariGiraffe BuildYourSafariFruitZoo SaturdaySafariSnacks 10MinSafariLunchbox SafariTrailMix SafariLionToast',
    wellness:
      'SafariSoundscapeRest 5MinBackyardSafari BirdSafariMorning SafariSlowDown 7DayGardenSafariCalm NoticeFiveThingsSafari SundaySafariStroll SafariGratitudeWalk',
  },
  sailing: {
    gaming:
      'CanYouNameTheSailingFlag GuessMySailingSketch SailingKnotQuiz SailingPaperBoatDerby SailingCaptainSays 30SecSailingWordRace LivingRoomSailingRelay SailingMemoryMatch',
    prank:
      'SailingFoghornDoorbell GooglyEyesSailingFleet SailingRubberDuckCrew LeaveAGoneSailingNote 100PaperSailingBoats SailingShantyWakeUp WhoSetTheCouchSailing SailingLingoAllDay',
  },
  sailor: {
    fashion:
      'SailorStripesLook SailorCollarGlowUp 7DaySailorFitStreak CanYouStyleSailorNavy NauticalButNice SailorThriftFlip SailorTopThreeWays MomVsMeSailorOutfit',
  },
  salmon: {
    prank:
      '10PaperSalmonUpstream SalmonOrigamiFleet WhoLeftThisSalmonToy SalmonPlushInTheSink SalmonPunCards SomethingsFishyHere StickSalmonNotesOnDoors SalmonStickerTrail',
  },
  'salt shaker': {
    dance:
      'SaltShakerShimmy SaltShakerSamba ShakeItLikeASaltShaker TwirlTheSaltShaker SaltShakerAndPepperDuet 10SecondSaltShakerSolo DoTheSaltShaker 7DaySaltShakerGroove',
    educational:
      'WhySaltShakersHaveRice SaltShakerHoleDebate BustSaltShakerMyths 60SecSaltShakerQuiz GuessGrainsInASaltShaker WhichIsTheSaltShaker SaltShakerCrystalGrow SaltShakerStaticTrick',
    pet: 'WhichPetIsTheSaltShaker PaintPupsOnSaltShakers SaltShakerDogDoodle KittenVsEmptySaltShaker SaltShakerLookalike MyCatAsASaltShaker SaltShakerHeadTilt CatReactsToSaltShaker',
  },
  sand: {
    dance:
      'SandStomp 30SecSandShuffle StepYourNameInTheSand SandFootprintDance BarefootSandBoogie SandSambaFaceOff SandyToesTango 7DaysOfSandGrooves',
    fashion:
      'SandAndSunsetRestyle SandyNeutralsOnly 3LooksInSandTones SandCoverUpFlip MatchYourOutfitToTheSand SandDollarNecklace GoldenSandGlam WhichShoesSurviveSand',
    fitness:
      'SandSprints SandLongJumpFaceOff 50SandLungesNonstop SinkingSandSquats OneMinuteSandPlank SandyToesTabata SandBucketCurls FamilySandRelayRace',
    travel:
      '5SandColorsOneTrip GuessWhereThisSandIsFrom SandWritingSelfie BlackVsWhiteSandBeach SandInTheCarAgain SandDuneHike SandSouvenirJar SaturdaySandAdventure',
  },
  sandcastle: {
    cooking:
      'SandcastleCake SandcastleCupcakes DadVsMeSandcastleDessert 3LayerSandcastleParfait EdibleSandcastle CrackerSandcastleIn10Min SandcastleSundae SaturdaySandcastleSnack',
    dance:
      '30SecSandcastleShuffle SandcastleMoatHop LowTideSandcastleBop DanceAroundYourSandcastle SandcastleConga MomAndMeSandcastleDuet SandcastleStompOut SandcastleSwayOff',
    fitness:
      'SandcastleBucketCarry SandcastleSquatBuild SprintsToTheSandcastle 100ScoopSandcastle OneMinuteSandcastlePlank FamilySandcastleRelay CanYouLeapASandcastle SandcastleLungeDig',
    pet: 'SandcastleDogDigs SandcastlePuppyGuard SandcastleBeachZoomies CorgiVsSandcastle BuildYourCatASandcastle PawprintSandcastle WhoWrecksTheSandcastle SandcastleKittenBox',
    travel:
      'ThenVsNowSandcastleTrip SandcastleBeachHop SandcastleContest GuessWhereMySandcastleIs OneSandcastlePerTown SandcastleOnEveryShore BiggestSandcastleHunt BuildASandcastleIn10Min',
    wellness:
      'SandcastleLetItGo SandcastleSlowBuild MakeASandcastleTogether TideTakesTheSandcastle SandcastleMandala SunsetSandcastleSunday 10MinPhoneFreeSandcastle SandcastleGratitude',
  },
  saucepan: {
    art: 'SaucepanStillLife ReflectionInASaucepan SaucepanLidPrints 30SecondSaucepanSketch OneLineSaucepan 7DaySaucepanDoodles SaucepanWithAFace WhoDrawsSaucepansBest',
    dance:
      '30SecSaucepanShimmy TangoWithASaucepan MomVsMeSaucepanBoogie SaucepanRobotDance MarchingSaucepanLids SaturdaySaucepanSalsa SaucepanSpoonShuffle CopyMySaucepanMoves',
    gaming:
      'CanYouLandItInASaucepan SaucepanMiniGolf WhatsUnderTheSaucepan SaucepanSoundQuiz FamilySaucepanRelay BeanbagSaucepanKnockdown 30SecSaucepanStackRace SimonSaysSaucepan',
    pet: 'DoesYourCatFitASaucepan SaucepanShellGame PuppyVsSaucepanGrowth SaucepanSlowFeederHack 7DaySaucepanGrassGrow KibbleHuntSaucepan ParrotPlaysTheSaucepan GuineaPigSaucepanHideout',
    tech: '10SecondSaucepanAd SaucepanBeatMaker AskAIForASaucepanMeal SaucepanSpeakerHack SaucepanStopMotion MeasureASaucepanByPhone ShinySaucepanProductShot GrandmaVsAppSaucepanTip',
  },
  savings: {
    prank:
      '100PennySavingsPayback SavingsPlayMoneyEnvelope SavingsButtonsForCash CanYouCrackTheSavingsSafe PresentAGiantSavingsCheck SecretPiggyBankDeposit DogAteMySavings GooglyEyedSavingsJar',
  },
  school: {
    music:
      'SchoolRecorderSolo RapYourSchoolTimetable LunchLineBeatbox SchoolBellRemix SchoolsOutSingAlong 7DaysOfSchoolSongs 30SecSchoolAnthem BestFriendSchoolDuet',
  },
  scientist: {
    art: 'ScientistDoodleIn60Sec DrawAFamousScientist ScientistDNAModel PaintYourInnerScientist 7DayScientistSketches InkBleedButterflies ScientistCaricature ScientistLeafCollage',
    dance:
      'MadScientistShuffle ScientistDNATwist ScientistBeakerBop ChainReactionDance 7DayScientistGroove 30SecScientistFreestyle StrutLikeAScientist ScientistVsRobotFaceOff',
    music:
      '10SecScientistJingle MadScientistLaughRemix ScientistBeakerDrums 7ScientistFactsOneSong SingTheElements ScientistRapBattle TuneBottlesLikeAScientist ScientistLabDuet',
    travel:
      'ScientistMuseumCrawl PackYourScientistKit FieldScientistForADay ScientistStreetSigns FossilHuntRoadTrip NationalParkNerdOut WhoIsThisScientistStatue ScientistBotanicWalk',
    wellness:
      'BeYourOwnScientist ObserveLikeAScientist ScientistWonderJournal 5MinScientistSkyWatch CuriousNotFurious 7DaySleepScientist ThankfulScientistThursday ScientistNatureBreak',
  },
  seafood: {
    funny:
      'SeafoodPunsOnly SeafoodFirstOysterFace 10SecSeafoodCriticReview FishFridaySeafoodFails DadVsMeSeafoodShelling LobsterBibSeafoodRunway SeafoodMenuMispronounced SeafoodNatureDoc',
    prank:
      'StickEyesOnSeafoodTins SeafoodPlushInTheFridge SeafoodToyInTheShoe SeafoodPunNoteTrail RubberCrabInTheTub 30PaperFishSeafoodMarch WhoSentThisSeafoodCard SeafoodCaptainVoicemail',
  },
  seashell: {
    dance:
      'SeashellShimmy MermaidShellSway SeashellShakerGroove 7DaySeashellSteps 30SecSeashellRoutine CanYouBalanceASeashell SeashellCastanets SeashellDanceOff',
  },
  'secret santa': {
    educational:
      'SecretSantaOdds 5SecretSantaTraditions SecretSantaCountryClues SecretSantaFactOrFiction CanYouRunAFairSecretSanta SecretSantaPairingPuzzle BustSecretSantaMyths SecretSantaOrigins',
  },
  'security guard': {
    art: 'DrawASecurityGuardIn60Sec SecurityGuardBadgeArt SecurityGuardPaperDoll 7DaySecurityGuardSketches SecurityGuardComic SockPuppetSecurityGuard PetSecurityGuardPortrait StickFigureSecurityGuard',
    cooking:
      'SecurityGuardLunchPrep 10MinSecurityGuardBowl SecurityGuardSoupThermos PackASecurityGuardCooler 5SecurityGuardShiftSnacks TuesdaySecurityGuardTacos SecurityGuardBadgeCookies SecurityGuardTrailMix',
    fashion:
      'SecurityGuardUniform SecurityGuardBootShine OffDutySecurityGuardStyle SecurityGuardShades AllBlackSecurityGuardFit DressLikeASecurityGuard SecurityGuardBlazer SecurityGuardGlowUp',
    fitness:
      'SecurityGuardSteps SecurityGuardPlankPost 100SecurityGuardSquats SecurityGuardStretch WallSitSecurityGuardDare SecurityGuardStairs 5MinSecurityGuardCore SecurityGuardPatrolRelay',
    gaming:
      'WhoIsTheSecurityGuard NightShiftEscapeRoom SecurityGuardClueHunt SecurityGuardKeyGrab SecurityGuardSimonSays SecurityGuardHideAndSeek SecurityGuardRedLight KidsVsSecurityGuardDad',
    music:
      'KeyRingSecurityGuardBeat SecurityGuardNightSong SecurityGuardBeatbox SecurityGuardWalkieDuet SecurityGuardWhistle SecurityGuardBallad WhoSingsSecurityGuardBest SecurityGuardKaraoke',
    prank:
      'SecurityGuardTeddyPost SecurityGuardPasswordDoor SecurityGuardCookieJar 10PlushSecurityGuards GooglyEyeSecurityGuard SecurityGuardKidBadge WhoHiredASecurityGuard ShowIDToTheSecurityGuard',
  },
  seesaw: {
    gaming:
      '30SecSeesawStack CanYouBalanceTheSeesaw DadVsKidSeesawStandoff SeesawMarbleRun SeesawPlushLaunch RockPaperSeesaw SeesawBeanBagToss SeesawFreezeTag',
  },
  september: {
    fashion:
      'CanYouLayerForSeptember SeptemberFirstSweater AugustVsSeptemberLook ThriftedSeptemberThursday BackToSchoolFitCheck 30DaysOfSeptemberOutfits SeptemberFlannelFlip SeptemberScarfFiveWays',
    prank:
      '50PaperLeavesForSeptember WhyIsItSnowingInSeptember SeptemberChristmasMusic SeptemberSweaterTeddies BaDeYaAlarm TellThemSeptemberEnded SeptemberTinyPumpkinArmy GooglyEyedSeptemberAcorns',
  },
  shampoo: {
    dance:
      'LatherRinseRepeatDance 30SecShampooChoreo ShampooHairFlip SaturdayShampooShimmy ShampooAdStrut ShampooSlowMoSpin MomAndMeShampooDuet ShampooSwayOff',
    educational:
      'WhyShampooFoams ShampooComesFromHindi GuessTheShampooIngredient HowShampooCleans 60SecShampooScience 5ShampooFactsInARow ShampooMythBusting ShampooOilVsWaterDemo',
  },
  shark: {
    gaming:
      '60SecSharkQuiz TheFloorIsSharks SharksAndMinnowsTag SharkMemoryMatch DadVsKidsSharkChase SharkFinHideAndSeek WhichSharkAmI SharkFactsBingo',
  },
  'shaving cream': {
    cooking:
      'ShavingCreamSwirlPavlova ShavingCreamPipingPrep MeringueNotShavingCream FluffierThanShavingCream WhiskToShavingCreamPeaks HandVsMixerShavingCream 5MinShavingCreamLookalike WhipItLikeShavingCream',
    gaming:
      'ShavingCreamTicTacToe ShavingCreamDrawGuess CanYouSpellOnShavingCream ShavingCreamDigHunt MazeInShavingCream ToyRescueShavingCream 60SecShavingCreamMath DadVsMeShavingCreamDuel',
  },
  'shopping cart': {
    art: 'ShoppingCartStillLife RainbowShoppingCartHaul ShoppingCartStopMotion DrawAShoppingCartIn60Sec TinyShoppingCartDiorama ShoppingCartReceiptPoem ShoppingCartPopArt 7DayShoppingCartSketch',
    dance:
      'TheShoppingCartMove 30SecShoppingCartCombo 7DayShoppingCartGroove DadDanceShoppingCart ShoppingCartFreeze ShoppingCartHandJive ShoppingCartMoonwalk MomAndMeShoppingCartDuet',
    fitness:
      'CartToCarOneTrip ShoppingCartBagRows ShoppingCartPantryPress UnloadTheCartSquats 60SecShoppingCartPutAway ShoppingCartFamilyRelay CanYouEmptyAShoppingCart ShoppingCartStepGoal',
    prank:
      'ShoppingCartTeddyDriver GooglyEyeShoppingCart ShoppingCartListDoodles WhoFilledMyShoppingCart GiveDadATinyShoppingCart 50RubberDucksShoppingCart ShoppingCartToyParade CartSunflowerDrop',
  },
  shovel: {
    educational:
      '60SecShovelPhysics WhyShovelHandlesBend HowMuchSnowPerShovel ShovelSoilLayers DigLikeAnArchaeologist ShovelfulWeighIn SandVsGravelShovelTest CountWormsInAShovel',
    gaming:
      'ShovelSandcastleDuel FamilyShovelRelay ShovelSnowFortBattle 30SecShovelScoopOff BalanceABallOnAShovel GuessWhatsUnderMyShovel SandboxShovelTournament BuriedToyShovelHunt',
    tech: 'SlowMoShovelSnowToss HowDeepDidIShovel ShovelPOVDriveway ShovelVsMyHeartRate 7DayShovelStepCount 10SecShovelingTimelapse AIShovelFormCheck GuessTheShovelSound',
    wellness:
      'QuietMorningShovel MindfulShoveling 10MinShovelThenTea ShovelNeighborKindness 7DaysOfShovelCalm SlowShovelSunday ShovelAwayStress BreatheWithEveryShovel',
  },
  shoveling: {
    art: 'ShovelingPathMaze DrawYourNameByShoveling 10MinShovelingHeart 7DaysOfShovelingShapes ShovelingDesignDuel DrivewayShovelingArt ShovelingSkyMessage ShovelingSpiralPattern',
    fashion:
      'StylishShovelingOutfit 3ShovelingLooksOneCoat ShovelingPufferFitCheck DadVsMeShovelingDrip SnowDayShovelingGlowUp ShovelingBeanieLineup ShovelingRunwayWalk 60SecShovelingLayers',
    fitness:
      'ShovelingWarmUpFirst SkipGymGoShoveling ShovelingFormCheck ShovelingLiftWithLegs 100ShovelingScoops 10MinShovelingCircuit FamilyShovelingRelay SnowAngelAfterShoveling',
    wellness:
      'ShovelingPhoneFree ShovelingSnowSilence 5MinStretchAfterShoveling BreatheWhileShoveling ShovelingThenCocoa ShovelingNeighborChat ThankfulShovelingThursday 7DaysOfMindfulShoveling',
  },
  shrimp: {
    pet: 'ShrimpMoltReveal ShrimpPlushFetch ShrimpTankGlowUp DogVsShrimpSqueakyToy NameYourPetShrimp 7DayShrimpColonyWatch CanYouSpotEveryShrimp ShrimpHideoutBuild',
    prank:
      '100ShrimpStickersOnDoor ToyShrimpInEveryShoe WhyIsThereAShrimpHere ShrimpDoodlesEverywhere ShrimpPlushStowaway ShrimpBibsForEveryone 5SecShrimpPhotobomb ShrimpEmojiFlood',
  },
  'sick day': {
    pet: 'SickDayPetNurse SickDayCatCuddles SickDayDogGuard ShowUsYourSickDayBuddy HowManyPawsOnSickDay SickDayKittyFootWarmer OneMinuteSickDayPurr GoldfishSickDayCompany',
    tech: '3AppsForASickDay SickDayMovieFort 10SecSickDayVlogEdit GuessMySickDayPlaylist SmartSpeakerStoryTime SickDayAudiobookBinge SickDayVideoCallVisit SickDayPodcastPicks',
  },
  'side hustle': {
    cooking:
      'BakeSaleSideHustle SideHustleLemonade 1HourSideHustleBatch SideHustleCupcakes CanSnacksBeASideHustle SideHustleCostPerCookie DogTreatSideHustle SiblingSideHustleFaceOff',
    gaming:
      '7DaySideHustleQuest SideHustleBoardGame GuessMySideHustle 30SecSideHustlePitch KidsVsParentsSideHustle PlayShopSideHustle SideHustleLevelUp SideHustleDiceRoll',
    pet: 'PetSittingSideHustle DogWalkerSideHustle SideHustlePuppyTrainer 100WalksSideHustleGoal 60SecPawtraitSideHustle SideHustleBunnyCare SideHustleAnimalPhotos CanYourCatRunASideHustle',
  },
  sidewalk: {
    travel:
      'SidewalkCafeTour GuessMyCityBySidewalk SidewalkHandprintHunt SundaySidewalkStroll OneHourSidewalkWander SidewalkMuralTrail ReadThePavementPlaques SidewalkFlipACoinRoute',
  },
  skating: {
    educational:
      'WhyIceSkatingIsSlippery SkatingBeganOnBones LearnToFallSkating MasterTheSkatingStop NameThatSkatingJump 5SkatingMythsBusted 60SecSkatingPhysics SkatingSafetyGearCheck',
    fashion:
      'SeventiesSkatingFit LegWarmerSkatingLook SkatingPompomLaces SkatingDressTwirl 3SkatingOutfitsOneJacket SkatingHelmetGlowUp 60SecSkatingRestyle RinkVsStreetSkatingStyle',
    wellness:
      'MindfulSkatingLaps GoldenHourSkating 10MinSlowSkatingReset SkatingWithGrandparents SundaySkatingSession SkatingLikeAKidAgain 7DaysOfSkatingJoy SoloSkatingDate',
  },
  skeleton: {
    pet: 'SkeletonPlushFetch CanYourDogFindTheSkeleton KittenVsSkeletonWandToy SkeletonTreatHunt SkeletonSnuffleMat SkeletonPuzzleFeeder SkeletonTugOfWar MyCatMeetsMrSkeleton',
    prank:
      '7DaysOfSkeletonSurprises SkeletonFridgeWave WhoInvitedMrSkeleton SitASkeletonInMyChair PoseTheSkeletonDaily SkeletonWatchingCartoons SkeletonAtBreakfastTable SkeletonWearingDadsHat',
    tech: 'SkeletonXRayFilter SkeletonStopMotion 10SecSkeletonDanceEdit AnimateASkeleton 7NightsOfSkeletonClips SkeletonVoiceChangerSkit HumanVsAISkeletonDrawing SkeletonARBodyScan',
  },
  sketchbook: {
    gaming:
      'GuessMySketchbookDoodle 30SecSketchbookRace SketchbookMemoryDrawOff SketchbookDotsAndBoxes SketchbookMazeDuel SketchbookFoldAndPass 10RoundSketchbookLeague BlindfoldSketchbookGame',
  },
  skyscraper: {
    fitness:
      '30DaySkyscraperStepUp SkyscraperSkipTheLift 10MinSkyscraperCircuit SkyscraperPlankFaceOff SkyscraperCalfRaises TallAsASkyscraperStretch StairwellSkyscraperRun SkyscraperWallPushUps',
    prank:
      '100StickyNoteSkyscraper SkyscraperBoxDoorway SkyscraperBookStack SkyscraperCupTower WhoBuiltASkyscraperHere ShoeSkyscraperByTheBed GiftWrappedSkyscraper ToiletRollSkyscraper',
    travel:
      'WhichCityIsThisSkyscraper SkyscraperArtDecoTour SkyscraperFromBelow SkyscraperSunsetHunt SkyscraperLookUpPhotoWalk 5MinSkyscraperSketch CountTheSkyscrapers SkyscraperDowntownStroll',
  },
  slapstick: {
    dance:
      '30SecSlapstickRoutine CopyMySlapstickMoves SlapstickJellyArms SlapstickPenguinWaddle SlapstickRubberLegsBoogie DadVsMeSlapstickDance 7DaySlapstickShuffle SiblingSlapstickDuet',
    gaming:
      'SlapstickCharades TryNotToLaughSlapstick 30SecSlapstickSkit SlapstickFreezeTag GuessTheSlapstickMove DadVsKidsSlapstickDuel SlapstickTowerTopple 5RoundSlapstickLeague',
  },
  sledding: {
    gaming:
      'CardboardVsSaucerSledding CanYouStopSleddingOnCue SleddingRingToss FamilySleddingRelay SleddingSnowmanContest SleddingBingo SleddingScavengerHunt 5RunSleddingLeague',
  },
  'sleeping bag': {
    fashion:
      'SleepingBagCoat 3LooksOneSleepingBag 60SecSleepingBagOutfit PufferOrSleepingBag SleepingBagRunway WearableSleepingBag SleepingBagGlowUp StyleASleepingBag',
    fitness:
      'SleepingBagHops SleepingBagCrunches 30DaySleepingBagCore SleepingBagInchworm SleepingBagLegRaises FamilySleepingBagRelay SitUpInSleepingBag 60SecSleepingBagPlank',
  },
  sleet: {
    art: 'SketchTheSleetStorm WatercolorSaltSleet SleetIceCubeArt CanYouDrawSleet FoggyWindowSleetDoodle SleetGlitterJar 10MinSleetPainting 7SleetDaySketchbook',
    cooking:
      'StewWhileItSleets 3IngredientSleetSnack SleetDayCocoaBar 30MinSleetSoupPot MomVsKidSleetSandwich SleetPantryDinner SleetWeatherRamen PorridgeBeforeTheSleet',
    fitness:
      '10MinIndoorSleetCircuit SleetWarmUpJacks FamilySleetRelay PlankUntilTheSleetStops 100SquatsWhileItSleets SleetDayHallwayLunges ShadowboxTheSleet SleetBootMarch',
    pet: 'PupsFirstSleet WipePawsAfterSleet SleetDayHallwayFetch CatAtTheSleetWindow DogVsSleetReaction 5MinIndoorSleetZoomies BlanketFortForSleet TeachATrickWhileItSleets',
    tech: 'SleetBounceSlowMo WeatherAppVsSleet ReadTheSleetRadar SleetPatterASMR SetASleetAlert IsItSleetOrRain 60SecSleetForecastSkit ShowGrandmaTheSleet',
  },
  slime: {
    fitness:
      'SlimeGripStrength 100SlimeStretches CanYouPlankWithSlime OneMinuteSlimePull SlimeSqueezeReps StressBallVsSlime WallSitSlimeKnead SlimeBalanceHold',
    prank:
      'SlimeSurpriseBox SlimeGlitterJarGift SlimeMonsterInTheFridge SlimeHandshakeSurprise SlimeSmileyStamp 20TinySlimeCritters 10SecSlimeMysteryTouch GooglyEyeSlime',
  },
  slinky: {
    gaming:
      'SlinkyStairTournament CanYouCatchTheSlinky 30SecSlinkyFlipCount SlinkyPassRelay SlinkyTargetDrop MomVsMeSlinkyToss SlinkyDominoChain FarthestSlinkyWalk',
  },
  slipper: {
    gaming:
      'SlippersOnGameOn SlipperShuffleboard CanYouFlipASlipper 30SecSlipperStack DadVsKidSlipperToss SlipperKickPenalty SlipperCurlingCup FamilySlipperRelay',
  },
  'small talk': {
    art: 'SmallTalkComic DrawYourWorstSmallTalk SmallTalkPortraits StickFigureSmallTalk SmallTalkPromptJar ZineOfSmallTalk 10MinSmallTalkDoodle 7DaySmallTalkSketches',
    cooking:
      'SmallTalkCookies SmallTalkWhileItBakes TeaAndSmallTalk SmallTalkPotluck 3IngredientSmallTalkDip CookTogetherNoSmallTalk 10MinSmallTalkSnack LemonadeAndSmallTalk',
    dance:
      'SmallTalkTwoStep MoonwalkOutOfSmallTalk SmallTalkShimmyOff 30SecSmallTalkShuffle SmallTalkSlowDance 7DaySmallTalkGroove AwkwardSmallTalkSway NodToTheSmallTalk',
    educational:
      'SmallTalkInSpanish FunFactSmallTalk SmallTalkAroundTheWorld SignLanguageSmallTalk SmallTalkWordOfTheDay Remember5NamesSmallTalk WhichSmallTalkIsPolite BustASmallTalkMyth',
    fashion:
      'DressForSmallTalk SmallTalkTShirt SmallTalkNameTag CanSocksSparkSmallTalk HatThatStartsSmallTalk 3SmallTalkStarterLooks 60SecSmallTalkFitCheck SmallTalkPinBadges',
    fitness:
      'PlankThroughSmallTalk WalkAndSmallTalk 10SquatsPerSmallTalkTopic WhoCanSmallTalkMidJog BurpeeIfYouSmallTalk PartnerSmallTalkRelay LungeIntoSmallTalk SmallTalkWallSit',
    travel:
      'SmallTalkWithALocal 5MinMarketSmallTalk OneSmallTalkPerCity SmallTalkOnTheTrain PhrasebookSmallTalk Learn3SmallTalkPhrases CafeSmallTalkDare SmallTalkWithATourGuide',
  },
  'smoke alarm': {
    gaming:
      'WhoCanFindEverySmokeAlarm SmokeAlarmBeepBingo 60SecSmokeAlarmDrill SmokeAlarmTrivia TestTheSmokeAlarmTuesday SmokeAlarmEscapeRoom KidsVsParentsSmokeAlarm SmokeAlarmBoardGame',
    pet: '7DaySmokeAlarmPrepForPaws SmokeAlarmLeashReady PetRescueWindowSticker 60SecSmokeAlarmPupExit SmokeAlarmCollarTagCheck IsFidoSmokeAlarmSafe PackKittysSmokeAlarmBag SmokeAlarmCarrierPractice',
    prank:
      'SmokeAlarmBatteryFairy DidTheSmokeAlarmSayHi NameYourSmokeAlarm SmokeAlarmGooglyEyes 7DaysOfSmokeAlarmNotes SmokeAlarmBalloonBanner TinySmokeAlarmForTeddy SmokeAlarmHeroMedal',
  },
  sneaker: {
    fitness:
      'SneakerTestRun 60SecSneakerLadderDrill FirstMileInNewSneakers SneakerBoxJumps OldVsFreshSneakerSprint 5KSneakerDebut SneakerSkipRope WednesdaySneakerWalk',
  },
  snow: {
    art: 'SnowSculptureOff SnowAngelGallery 10MinSnowPortrait 7DaysOfSnowDrawings PaintTheSnow CutASnowflake SprayBottleSnowMural TinySnowVillage',
    educational:
      'NoTwoSnowflakesAlike CatchSnowOnBlackPaper WhySnowIsSoQuiet HowMuchWaterInSnow 5SnowMythsBusted SaltVsSandSnowTest SnowMeltExperiment 60SecSnowScience',
    pet: 'FirstSnowZoomies PawPrintsInSnow 7DaySnowWalkStreak SnowballCatchPup DoesYourDogLoveSnow CatVsSnowflake SnowMazeForPets OneMinuteSnowPlaytime',
  },
  snowball: {
    dance:
      'SnowballShuffle 30SecSnowballRoutine SnowballFightChoreo CopyMySnowballMoves DadVsKidSnowballDanceOff 7DaySnowballGroove SnowballSpinAndSplat SiblingSnowballDuet',
    fitness:
      'SnowballSquatThrow SnowballDodgeDrill SnowballRollPush 50SnowballTargetTosses SnowballBurpeeBlast BiggestSnowballIn60Sec FamilySnowballRelay CanYouCarryAGiantSnowball',
    music:
      'SnowballCrunchBeat SnowballSingAlong RemixYourSnowballFight SnowballSplatDrums 10SecSnowballSong MomAndMeSnowballDuet JingleBellSnowball CanYouHumASnowballTune',
  },
  'solar system': {
    pet: 'SolarSystemPetNames SolarSystemBallFetch KittenVsSolarSystemMobile SolarSystemFishTankDecor SmallDogBigPlanet 8StopSolarSystemWalk SolarSystemTreatHunt WhoIsYourSolarSystemSun',
  },
  somersault: {
    travel:
      'SomersaultOnTheBeach OneSomersaultPerCity SomersaultAtEveryStop SomersaultOnGrandmasLawn GuessWhereISomersaulted SaturdaySomersaultSpot ArrivalDaySomersault SomersaultParkHop',
  },
  son: {
    wellness:
      'FatherSonWalkAndTalk SonsBigBedtimeQuestion 7DaysOfSonGratitude 5MinBreathingWithMySon AskYourSonHisHighLow SonsetStroll SonHugItOut ScreenFreeSonSunday',
  },
  souvenir: {
    fitness:
      'SouvenirSuitcaseLift SouvenirMugCurls 10KStepSouvenirHunt SouvenirHaulSquats OneMinuteSouvenirBalance CarryTheSouvenirs FamilySouvenirRelay SaturdaySouvenirStretch',
  },
  spa: {
    cooking:
      'SpaWaterInfusions SpaCucumberSandwiches 5MinSpaFruitBowl MomVsMeSpaSmoothie SpaNightMocktails MakeASpaDayPlatter MatchaSpaLatte 3IngredientSpaPopsicles',
    dance:
      'SpaSlipperShuffle SpaTowelTwirl 30SecSpaGroove FaceMaskFreezeDance SpaRobeMoonwalk MomAndMeSpaDuet 7DaySpaWiggle SlowSpaSunday',
    fashion:
      'SpaHeadbandThreeWays SpaRobeToStreet 60SecSpaOutfit CanYouWearSpaSlippersOut 7DaySpaCozyFits SpaLoungeSetGlowUp MomVsMeSpaLook TieASpaTowelTurban',
  },
  space: {
    cooking:
      'SpaceCraterCookies SpaceFruitSolarSystem 10MinSpaceLunchbox WhatAstronautsEatInSpace SpaceRocketPopsicles MoonVsMarsSpaceBites BuildASpaceShuttleWrap SpaceGalaxyPancakes',
  },
  spaceship: {
    pet: 'SpaceshipCatCommander DogVsCardboardSpaceship SpaceshipBoxCapsule HamsterSpaceshipFort SpaceshipTreatHunt BuildYourPetASpaceship 10SecSpaceshipBoarding 7DaySpaceshipTraining',
  },
  spain: {
    cooking:
      'GuessTheDishFromSpain SpainTortillaFlip SpainPaellaAtHome SpainTapasTuesday 10MinSpainTomatoBread 5IngredientSpainGazpacho TasteOfSpainPicnic SpainCroquetaCrunch',
    prank:
      'SpainFiestaWakeUpCall DidWeJustMoveToSpain 50PaperFansSpainStyle SpainPostcardMystery HolaFromSpainAllDay SpainSiestaClosedSign SendGrandmaASpainSelfie SpainInTheLivingRoom',
  },
  'spam call': {
    dance:
      'VibrateLikeASpamCall 7DaySpamCallGroove 30SecSpamCallShuffle FreezeOnSpamCall SpamCallWinDance SwipeSpamCallSlide SpamCallSlowSway DadVsMeSpamCallBop',
    fitness:
      'SquatsPerSpamCall SpamCallPlank ShadowBoxSpamCall SpamCallWallSit 30SecSpamCallSprint 10BurpeesEachSpamCall SpamCallPhoneCurls HoldItTilSpamCallEnds',
    music:
      'TheSpamCallBlues RemixYourSpamCall SpamCallJingle SpamCallLoFiLoop DrumCoverOfASpamCall 10SecSpamCallSong SpamCallRingBeat SiblingSpamCallDuet',
    wellness:
      'LetSpamCallRing 7DaySpamCallCalm SpamCallZenMode LaughOffSpamCall SpamCallDeepBreath CountToTenSpamCall OneSmilePerSpamCall SpamCallSilenceSunday',
  },
  spinach: {
    prank:
      '100PaperSpinachLeaves DoIHaveSpinachInMyTeeth StickEyesOnSpinachCans SpinachSeedPacketGift SpinachLeafBookmark PencilCupSpinachGarden SpinachPuppetCameo SpinachFridgeMagnetPoem',
  },
  sponge: {
    fashion:
      'SpongeRollerCurls OvernightSpongeWaves 60SecSpongeBunUpdo 3LooksOneSpongeBlender SpongeBlendingDare CanYouSpongePaintSneakers SpongeStampTee MakeupSpongeFaceOff',
    pet: 'SpongeCoolDownPup KittenVsSponge 10SecSpongeWipe CatStealsTheSponge MuddyPawsMeetSponge 3StepSpongeGroomRoutine NoDripSpongeBowlMat SpongeFishTankCleaning',
    speed:
      'SpongeWaterRelay SpongeTowerIn30 SqueezeTheSpongeFast 60SecSpongeCleanup DadVsKidSpongeSprint SpongeWipeWars SpongeTransferTimer 5SpongeCatchRace',
  },
  spoons: {
    tech: 'SpoonsSlowMoGrab TimelapseOurSpoonsNight InstantReplaySpoons SpoonsReactionTimer SpoonsPhotoFinish VideoCallSpoons 30DaySpoonsLeaderboard WhoActuallyWonSpoons',
  },
  sport: {
    gaming:
      'GuessMySportIn5Sec CanYouInventASport ActOutTheSport SportMiniGolfAtHome SportPaperFootballFlick LivingRoomSportsDay DadVsKidSportShootout SportBottleCapBasketball',
  },
  sprinkler: {
    dance:
      'TheSprinklerMove SprinklerDanceOff DadDoesTheSprinkler 7DaySprinklerGroove LawnmowerToSprinkler 30SecSprinklerCombo SprinklerRainbowTwirl TeachGrandmaSprinklerStep',
    tech: '10SecSprinklerLoop 7DaySprinklerPhotoStreak SlowMoSprinklerCam SprinklerLeapFreezeFrame CatchASprinklerRainbow AIRatesMySprinklerJump ReverseTheSprinkler SprinklerPanoramaFails',
    wellness:
      'BarefootSprinklerWalk 7DaysOfSprinklerJoy SprinklerInnerChild CoolDownInSprinkler ListenToTheSprinkler 5MinSprinklerStillness SprinklerRainbowPause SunnySundaySprinkler',
  },
  spy: {
    dance:
      'SecretAgentShuffle SpyLaserLimbo SpyTiptoeTango SpySunglassesStrut 30SecSpyRoutine CopyMySpyMoves DadVsMeSpyDanceOff 7DaySpyGroove',
  },
  squirrel: {
    travel:
      'SquirrelSpottingWalk 5SquirrelsInOneHour SquirrelsOfEveryPark RedVsGreySquirrelHunt GuessTheCityBySquirrel SquirrelTrailBingo SundaySquirrelSafari SquirrelCampusStroll',
  },
  stadium: {
    prank:
      'StadiumAnnouncerWakeUp 50PlushStadiumFans StadiumHypeIntro WhoInvitedStadiumCrowds StadiumWaveAtDinner TurnHomeIntoAStadium StadiumRoarWelcome CheerStadiumStyleForDad',
  },
  starbucks: {
    pet: 'StarbucksPatioPuppy 10MinStarbucksSitStay CatNameOnStarbucksCup StarbucksLidShellGame DogVsStarbucksPaperBag DoesKittyFitStarbucksBox StarbucksWaterBowlHunt StarbucksWalkWithFido',
    prank:
      '5WrongStarbucksNames WhoOrderedThisStarbucks PayItForwardStarbucks StarbucksTinyVentiCup StarbucksMenuOnTheFridge GooglyEyedStarbucksStraws StarbucksBaristaAtHome StarbucksLoveNoteSleeve',
    travel:
      'StarbucksInEveryTown StarbucksRoadTripStop 5StarbucksOneWeekend PrettiestStarbucksHunt GuessTheStarbucksCountry StarbucksCityMugHunt LocalCafeVsStarbucks SundayStarbucksStroll',
  },
  staycation: {
    gaming:
      'KidsVsParentsStaycation StaycationCharadesDay JigsawPuzzleWeek 5LevelStaycationQuest StaycationScavengerHunt 60SecStaycationGames StaycationTravelBingo GuessTheStaycationCountry',
  },
  stew: {
    fashion:
      'StewNightChunkyKnit 3CozyLooksForStew 60SecStewReadyFit StewApronRunway DressLikeAStew CanYouWearWhiteToStew StewSeasonLayers SweaterVsHoodieStew',
  },
  sticker: {
    cooking:
      'StickerStyleCookies StickerCharacterBento 10MinStickerSnackPlate StickerCakeToppers DecorateLikeAStickerSheet StickerLabelJamJars CanYouIceStickerDonuts 3IngredientStickerPops',
    music:
      '10SecStickerSoundLoop StickerPeelRhythm StickerNotesOnTheKeys DesignYourBandsSticker AlbumArtStickers CanYouTapStickerBeats 7DayStickerSongStreak StickerPlaylistCovers',
    travel:
      'StickerFromEveryCity ShowUsYourStickerSuitcase OneStickerPerCountry TravelJournalStickers StickerRoadTripBingo GuessMyStickerTown SaturdayStickerSearch StickerWaterBottleMap',
  },
  storm: {
    gaming:
      'HowFarIsTheStorm SiblingsVsStormBoredom StormBlackoutCharades StormyNightBoardGames 60SecStormDoodleDash StormFlashlightCards 5RoundStormMarathon StormTriviaByLantern',
  },
  submarine: {
    prank:
      'SubmarinePortholeDoor 50PaperFishSubmarineHall ToySubmarineInTheTub SubmarineMissionOrders PeriscopeOverTheCouch SonarPingSubmarineWakeUp 5SecSubmarineSurfacing WhoParkedASubmarineHere',
    travel:
      'SubmarineMuseum AquariumSubmarineTrip FindAPlaygroundSubmarine BoardARealSubmarine ThenVsNowSubmarineTour 10MinSubmarineWalkthrough SubmarineHarborVisit CanYouFitSubmarineBunks',
  },
  subway: {
    cooking:
      'SubwayMapCake SubwayTokenCookies PackASubwayCommuteLunch RainbowSubwayLineCupcakes 3IngredientSubwaySnack 10MinPreSubwayBreakfast SubwayTileBrownies SubwayCommuterMuffins',
    dance:
      '30SecSubwayShuffle SubwayDoorChimeFreeze SubwaySoundsKitchenBop StandClearOfTheGroove 7StopsSubwayDance DadVsMeSubwayMoves SubwayMapChoreo SubwayRideSwayAtHome',
    fashion:
      'SubwayOutfitPerLine 5DaysOfSubwayLooks SubwaySneakerRotation MetroCommuteFitCheck 60SecSubwayQuickChange WhatToWearOnTheSubway RainVsShineSubwayStyle SubwayToteBagEssentials',
    pet: '7DaySubwayPupPrep SubwayPuppyFirstTrip SubwaySoundsForMyDog 10MinSubwayPracticeRide IsKittySubwayReady ShowUsYourSubwayPet SubwayCrateCalm SubwayMannersTraining',
    prank:
      'SetSubwayChimeAlarms WhoTurnedUsIntoASubway SubwayStopNamesForRooms SubwayAnnouncerAtHome PlushPassengersOnSubway SubwayTicketToTheFridge SubwayTapInDinner 10SubwaySignsUpstairs',
    tech: 'SubwayOfflineHacks 10SecSubwayStopMotion SubwayAppFaceOff GuessMySubwayLineBySound SubwayRideHyperlapse 7DaySubwayAudiobookStreak SubwayMapInAR DrawYourSubwayFromMemory',
    wellness:
      'MindfulMondaySubway SubwayPhoneFreeTrip 10MinSubwayBookBreak 7DaySubwayGratitude NoticeFiveThingsSubway SubwayStopBreaths SubwaySeatForSomeone WhatsYourSubwayRitual',
  },
  suitcase: {
    wellness:
      '5ComfortsForMySuitcase SuitcaseSelfCareKit UnpackYourSuitcaseIn10Min SundaySuitcaseUnwind SuitcaseToSofaReset TravelLightLiveFree SuitcaseTeaAndSlippers SuitcaseHomecomingRitual',
  },
  'summer body': {
    art: 'SelfPortraitSummerBody SummerBodyCollage SunPrintSummerBody DrawYourSummerBodyIn60Sec 7DaySummerBodySketches SummerBodyPosterArt ChalkASummerBodyMural SummerBodyWatercolor',
    gaming:
      '30DaySummerBodyGames 60SecSummerBodyCourse SummerBodyBingo KidsVsParentsSummerBody SummerBodyQuestLog FreezeTagSummerBody SummerBodyDiceWorkout KickballSummerBody',
    music:
      '30SecSummerBodyAnthem SummerBodyRapVerse 7DaySummerBodyPlaylist MomAndMeSummerBodyDuet ClapStompSummerBody WriteASummerBodyLoveSong SummerBodyBPMRun SummerBodyCheerChant',
    wellness:
      'SummerBodyPositivity SummerBodyMirrorKindness SummerBodyRestDay 10SummerBodyCompliments 5MinSummerBodyStretch SummerBodyNatureWalk ThankYourLegsSummerBody SundaySummerBodyStroll',
  },
  'sunny day': {
    art: '10MinSunnyDaySketch SunnyDayShadowTracing ChalkASunnyDayMural CanYouDrawYourSunnyDay 7SunnyDayDoodles SunnyDayRockPainting SunnyDayNatureMandala BubbleArtSunnyDay',
    dance:
      'SunnyDaySprinklerJig 30SecSunnyDayShuffle ShadowDanceSunnyDay SunnyDayBarefootGroove SunglassesDropSunnyDay 7SunnyDayRoutines SunnyDaySkipAndTwirl SiblingSunnyDayDuet',
    funny:
      'SunnyDaySquintPhoto SunnyDayPlanVsReality ForecastSaidSunnyDay 30SecSunnyDayWeatherman FirstSunnyDayOfTheYear 5SunnyDayFails SunnyDayButImIndoors SunnyDayHatHairReveal',
  },
  superhero: {
    prank:
      'WhoIsThisSuperhero SuperheroSignalOnWall 10CapedTeddySuperheroes 5SecSuperheroQuickChange SuperheroWindowCameo HeroEntranceMusic SuperheroSwoopsIn SuperheroSnackDelivery',
    travel:
      '5TownsSuperheroTour SuperheroMuralHunt GuessMySuperheroCity SuperheroLandmarkPose SuperheroCapeDayOut SaturdaySuperheroStroll 10SecSuperheroLanding SuperheroMuseumOuting',
  },
  superman: {
    travel:
      'SupermanStatueHunt 5StopSupermanTour SupermanCapeRoadTrip SupermanLandmarkPose GuessWhereSupermanLanded SundaySupermanSelfie FlyLikeSupermanEverywhere SupermanViewpointHike',
  },
  surprise: {
    tech: 'SurpriseStopMotionCard 10SecSurpriseEdit SurpriseQRCodeMessage UnboxTheSurprise 30FriendsOneSurpriseVideo GuessWhoSentThisSurprise CountdownToMySurprise SurpriseGroupCallCameo',
  },
  swan: {
    gaming:
      '30SecPaperSwanRace PassTheSwanFeather SwanLakeMusicalStatues SwanOrigamiPuzzle CanYouGlideLikeASwan DuckVsSwanCharades SwanMemoryCards BirdBingoSwans',
    travel:
      '10SwansInOneWeekend GuessTheCityFromSwans SwanCountByBike SwanSpottingWalk BlackVsWhiteSwanHunt SwanCanalStroll SwanPondPicnic SundaySwanSafari',
  },
  'sweater weather': {
    cooking:
      'SweaterWeatherSoup SweaterWeatherCocoa 30MinSweaterWeatherDinner 1PotSweaterWeatherMeal SweaterWeatherChili GuessMySweaterWeatherDish SundaySweaterWeatherStew SweaterWeatherBakeOff',
    fitness:
      'SweaterWeatherWalk LeafRakingSweaterWeather SweaterWeatherYoga WarmUpSweaterWeather 10KStepsSweaterWeather 20MinSweaterWeatherJog FamilySweaterWeatherRelay SweaterWeatherCoolDown',
    funny:
      '7SweaterWeatherFails SweaterWeatherInDenial FirstDayOfSweaterWeather StaticHairSweaterWeather MomVsDadSweaterWeather SweaterWeatherPOV 30SecSweaterWeatherRant OnionLayersSweaterWeather',
    pet: 'LeafZoomiesSweaterWeather SweaterWeatherDogWalk KittenVsSweaterWeather SweaterWeatherCuddles 5MinSweaterWeatherBrush 7DaySweaterWeatherWalkies SweaterWeatherFetchTime SweaterWeatherSunNap',
    prank:
      'SweaterWeatherScarfHug GiveDadsMugSweaterWeather SweaterWeatherTwinning PocketNoteSweaterWeather 10TeddiesInSweaterWeather CozyBurritoSweaterWeather IsItSweaterWeatherYet HandWarmerSweaterWeather',
    tech: 'SweaterWeatherEdit SweaterWeatherWallpaper SweaterWeatherPhotoDump SweaterWeatherTimelapse 10SecSweaterWeatherReel 7DaySweaterWeatherClips AppVsMeSweaterWeather SlowMoLeafSweaterWeather',
    travel:
      'LeafPeepingSweaterWeather 5TownsSweaterWeatherTour SweaterWeatherCabin SweaterWeatherHike SweaterWeatherRoadTrip SundaySweaterWeatherCafe GuessMySweaterWeatherSpot CornMazeSweaterWeather',
  },
  'sweet tooth': {
    fashion:
      'SweetToothSprinkleNails 3SweetToothLooks SweetToothDessertCosplay CupcakeVsDonutSweetTooth 60SecSweetToothOutfit SweetToothColorMatch SweetToothSloganTee DressLikeYourSweetTooth',
    prank:
      'StuffSocksInSweetToothJar WhoAteMySweetToothStash SweetToothBoxOfDadJokes TinyDessertSweetTooth SweetToothTreasureMap SweetToothSpoonHeist SweetToothBalloonDrop 20PaperCandiesSweetTooth',
  },
};
