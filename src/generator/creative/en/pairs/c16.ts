import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'uber driver': {
    dance:
      'UberDriverSeatDance UberDriverCarWashBop UberDriverTwoStep UberDriverMoonwalk RideshareShuffle FiveStarStrut UberDriverHandJive UberDriverEndOfShiftJig',
    fitness:
      'BetweenRidesSquats UberDriverNeckRolls UberDriverStretchBreak UberDriverParkAndPlank UberDriverLunchLaps 7DayUberDriverFitDare UberDriverHits10KSteps UberDriverShoulderShrugs',
    prank:
      'UberDriverThankYouCard UberDriverCompliment UberDriverDonutDrop UberDriverBigTipReveal PassengerBirthdaySong FiveStarSurprise MomsUberDriverIsMe UberDriverSnackBasket',
    educational:
      'HowSurgePricingWorks UberDriverCityFacts UberDriverFuelMath UberDriverTriviaTour AskAnUberDriver WhatYourRatingMeans UberDriverStreetNameQuiz UberDriverSafetyTips',
    cooking:
      'UberDriverMealPrep UberDriverThermosSoup UberDriverBentoBreak UberDriverEnergyBites ParkedPicnicLunch FiveStarLunchbox CookForYourUberDriver UberDriverSaladJar',
    travel:
      'UberDriverHiddenGems UberDriverBestTacos UberDriverCityInADay AskYourUberDriver UberDriverSunsetSpot UberDriverPlaysTourist UberDriverLocalBakery UberDriverMuseumPick',
    fashion:
      'UberDriverFitCheck UberDriverToDateNight UberDriverPoloUpgrade MyUberDriverGlowUp StyleYourUberDriver FiveStarDrip UberDriverUniformDay UberDriverHatTryOn',
    speed:
      'UberDriverVacuumTimer UberDriverTrunkTetris UberDriverIs2MinutesAway UberDriverCarWashDash UberDriverSeatWipeSprint UberDriverFloorMatsRush ReadyBeforeUberDriver UberDriverDashboardTidy',
    music:
      'UberDriverRadioDJ UberDriverHumAndGuess UberDriverBreakTimeJam UberDriverPlaylistSwap PassengerPicksTheSong WhoGetsTheAux UberDriverThemeTune UberDriverBalladRequest',
    art: 'UberDriverCarToons UberDriverRouteMapArt DrawYourUberDriver UberDriverDashDoodles UberDriverWindowSnaps BackseatSketchbook UberDriverFuzzyDiceDIY UberDriverCityPostcard',
    tech: 'UberDriverMileageLog UberDriverHasEveryCable UberDriverDashcamSetup WhatsOnMyUberDriverPhone UberDriverEVChargeCheck FiveStarCarGadgets UberDriverTranslateDare UberDriverShiftTimeLapse',
    pet: 'UberDriverPuppyHarness UberDriverFurCleanup UberDriverMeetsMyDog UberDriverCatChat KittenVetTrip PetRatesTheDriver UberDriverTreatJar UberDriverCarrierCheck',
    gaming:
      'UberDriverBackseatISpy LicensePlateAlphabet UberDriverTriviaRide UberDriverHigherOrLower GuessTheDestination UberDriverTwoTruthsOneLie UberDriver20Questions UberDriverWordAssociation',
  },
  'ugly sweater': {
    dance:
      'UglySweaterDanceOff UglySweaterStrut UglySweaterLimbo UglySweaterTwist JingleSweaterShuffle TackyKnitSway UglySweaterConga TheUglySweaterSlide',
    funny:
      'UglySweaterOfficeVote UglySweaterBackstory UglySweaterPhotoFail UglySweaterFashionPolice GrandmaKnitReaction StuckInMyUglySweater RateMyUglySweater RunwayUglySweater',
    prank:
      'UglySweaterTwinDay UglySweaterGiftPrank HolidaySweaterSwap UglySweaterForTheTree SurpriseUglySweaterReveal UglySweaterOnTheSnowman CouchWearsUglySweater UglySweaterZoomCall',
    educational:
      'HowUglySweatersBegan UglySweaterFiberQuiz GuessTheUglySweaterDecade UglySweaterPatternMath KnitAnUglySweaterSquare WoolVsAcrylicTest WhyUglySweatersHaveDeer WhereOldUglySweatersGo',
    travel:
      'UglySweaterRoadTrip PackOnlyUglySweaters UglySweaterLandmarks UglySweaterTrainRide UglySweaterMarketStroll UglySweaterCocoaCrawl AirportUglySweater CityLightsUglySweater',
    wellness:
      'UglySweaterCozyNight UglySweaterDonation UglySweaterThankYous HolidaySweaterHygge KnitAndSipEvening ComplimentAnUglySweater WarmHugUglySweater SlowMorningUglySweater',
    speed:
      'UglySweaterBuildSprint UglySweaterRelay UglySweaterPomBlitz UglySweaterQuickChange TinselDecorRace UglySweaterFoldFaceOff HowManyUglySweatersIn60 StickerUglySweaterRush',
    tech: 'UglySweaterLEDs UglySweaterAIDesign UglySweaterTimeLapse UglySweaterDressesItself UglySweaterVideoCall UglySweaterFilterOrReal UglySweaterQRPatch SnapIntoAnUglySweater',
    pet: 'UglySweaterPetBedDIY UglySweaterTugToy UglySweaterSelfieWithPup UglySweaterTreatHunt UglySweaterBunnyHideout UglySweaterPileCatNap UglySweaterSniffTest UglySweaterFetchPlush',
    gaming:
      'UglySweaterBingo UglySweaterTriviaNight UglySweaterDrawOff UglySweaterCharades HideTheUglySweater UglySweaterWhiteElephant UglySweaterWhatChanged CosplayUglySweater',
  },
  ukulele: {
    dance:
      'UkuleleSwayDance UkuleleStrumStep UkuleleHulaFlow UkuleleLimboLine LuauConga AlohaShuffle TwistToTheUkulele UkulelePorchBop',
    funny:
      'UkuleleDramaticBallad UkuleleMetalCovers SadSongOnAUkulele TinyGuitarBigDreams UkuleleRingtoneRemix SomewhereOverTheUke UkuleleRapBattle ClassicRockOnUkulele',
    prank:
      'UkuleleSerenade UkuleleAnswersThePhone UkuleleDoorbellTune SurpriseUkuleleWakeUp LivingRoomLuau VoicemailStrum HallwayUkuleleAmbush UkuleleBirthdayBallad',
    educational:
      'UkuleleSizeQuiz HowUkulelesWork FourChordUkuleleLesson SopranoVsTenorUke WhyItsCalledAUkulele UkuleleMyDogHasFleas UkuleleFromPortugal UkuleleStringNames',
    wellness:
      'UkuleleSunsetStrum UkuleleInTheHammock GentleUkeFingerpicking TenMinutesOfUkulele PluckAndUnwind UkuleleSlowDownSong UkuleleLullabyNight UkuleleBreathAndPlay',
    speed:
      'UkuleleChordRace UkuleleTuneUpTimer UkuleleRestringDash FastestUkuleleStrum BeatTheMetronome UkuleleSongIn60Seconds UkuleleTongueTwister UkuleleNoteNameBlitz',
    art: 'UkuleleSoundDoodle PaintedUkulele DecorateYourUke ShoeboxUkuleleBuild SketchTheSoundhole PaperPlateUkulele UkuleleStickerBomb UkuleleWatercolorLuau',
    tech: 'DuetMyUkulele OneUkuleleFullBand WatchUkuleleStringsWiggle LearnUkeWithAnApp AIWritesMyUkuleleSong TunerShowdown UkuleleStudioOnAPhone UkuleleOnAFakeBeach',
  },
  umbrella: {
    dance:
      'UmbrellaChorusLine UmbrellaTwirlDance UmbrellaTapOff PuddleHopUmbrella SinginInTheRainRedo BrollyBounce UmbrellaSpinAndDip UmbrellaCaneStrut',
    prank:
      'UmbrellaTasselFringe BalloonFilledUmbrella UmbrellaGooglyEyes IndoorUmbrellaPrank ItsRainingCompliments SurpriseSunshineSign NoteInsideTheUmbrella UmbrellaFakeForecast',
    educational:
      'WhyUmbrellasFlip UmbrellaWaterproofTest HowUmbrellasOpen UmbrellaVsParasol UmbrellaFabricFacts HydrophobicMagic WhoInventedTheUmbrella UmbrellaShadeScience',
    travel:
      'UmbrellaStreetMarket RainyCityUmbrellaWalk UmbrellaCafeCrawl ClearUmbrellaSkyline UmbrellaPicnicInTheRain ChaseTheRainbow BeachUmbrellaHop UmbrellaMuseumDay',
    fashion:
      'UmbrellaOutfitMatch TrenchAndUmbrellaFit UmbrellaColorBlocking ClearUmbrellaLook PuddleProofStyle UmbrellaRunwayWalk UmbrellaStrutOff UmbrellaRainBootsPair',
    wellness:
      'UmbrellaRainSounds UmbrellaMindfulWalk ShareYourUmbrella UnderTheUmbrellaPause PitterPatterPeace SingInTheDrizzle UmbrellaRainyDayJournal UmbrellaPorchDaydream',
    music:
      'UmbrellaDripBeat UmbrellaSingInTheRain PitterPatterUmbrella UmbrellaPopHitCover RaindropsKeepFalling PuddleStompPercussion UnderMyUmbrellaDuet UmbrellaRainyDayBlues',
    tech: 'UmbrellaRingLightHack UmbrellaRainASMR SlowMoUmbrellaDrops UmbrellaGreenScreenFlight WeatherAppShowdown UmbrellaNightSelfie NeverLoseAnUmbrellaAgain UmbrellaLEDCanopy',
    pet: 'PuppyUnderTheUmbrella BunnyUmbrellaHideout UmbrellaTowelDryOff UmbrellaPawPhotoShoot RainingCatsAndDogs PuddleZoomies UmbrellaWalkiesInTheRain UmbrellaShadyNapSpot',
    gaming:
      'HideBehindTheUmbrella UmbrellaFloorIsLava CanYouBalanceAnUmbrella UmbrellaShieldDodgeball RainyDayGameMarathon KeepItUpWithAnUmbrella UmbrellaCharades UmbrellaTossTarget',
  },
  uncle: {
    dance:
      'FunUncleBoogie UncleSprinklerStep UncleDiscoRevival WeddingUncleMoves DanceLikeYourUncle UncleDoesTheWorm UncleTeachesTheRobot UncleMacarenaRedo',
    fitness:
      'UncleVsNephewPushups UncleShoulderRides FunUncleBootcamp BeatUncleAtHorse UncleWallSitShowdown UnclePlankChallenge CouchToFiveKUncle UncleJumpRopeDuel',
    funny:
      'UncleWhoKnowsEveryone UncleDadJokes UncleBBQCommentary GotYourNoseUncle UncleReactsToSlang UncleWeirdNicknames UncleExplainsCrypto UncleSameStoryAgain',
    educational:
      'UncleTeachesASkill CoinTrickScience UncleFixesTheBike ThingsMyUncleTaughtMe CheckTheOilWithUncle FamilyTreeDetective UncleKnotTyingLesson UncleSavingsJarDare',
    fashion:
      'UncleFitCheck UncleSocksAndSandals HawaiianShirtUncle WeddingUncleSuit RaidUnclesCloset CoolUncleSunglasses UncleCargoShortsEra UncleWearsMyOutfit',
    speed:
      'UncleCoinTrickRace CanYouOutstackUncle UncleShoeTieTimer UncleJokeRapidFire BalloonAnimalBlitz NieceVsUncleSprint UnclePuzzleRush UncleCupStackingDash',
  },
  unicorn: {
    prank:
      'UnicornPlushPassenger UnicornPancakeSurprise UnicornFloatInBed SneakyUnicornPhotobomb UnicornInTheFridge DadWakesUpAUnicorn UnicornRainbowDoorway UnicornPillowSwap',
    educational:
      'WhereUnicornMythsBegan NarwhalTheSeaUnicorn SiberianUnicornFossils UnicornRhinoMixUp UnicornFactOrFable WhyScotlandHasAUnicorn UnicornsInOldMaps UnicornLegendQuiz',
    travel:
      'UnicornStatueHunt UnicornFloatAtThePool UnicornTeaPartyInThePark PlushUnicornTravels UnicornSpottingRoadTrip ChaseTheRainbowTour UnicornCostumeCityWalk UnicornCarouselRide',
    fashion:
      'PastelUnicornNails UnicornHornHeadband UnicornOnesieFitCheck GlowyUnicornMakeup UnicornButMakeItChic DressLikeAUnicornDay UnicornHairColor UnicornSequinSneakers',
    wellness:
      'UnicornBathBomb UnicornDreamJournal UnicornKindnessNotes RainbowUnicornBreaths BeYourOwnUnicorn UnicornBedtimeStory UnicornSelfLoveList UnicornCalmCorner',
    pet: 'UnicornSnuffleMat CatMeetsUnicornPlush FetchTheUnicornToy UnicornBirthdayPup UnicornTugOfWar UnicornTreatPuzzle UnicornBlanketNest BunnyNapsOnAUnicorn',
  },
  unicycle: {
    dance:
      'UnicycleConga UnicycleIdleSway UnicycleHopStep UnicycleWaltz PirouetteOnAUnicycle UnicycleMoonwalk UnicycleJazzHands UnicycleFigureEightFlow',
    funny:
      'UnicycleToTheMailbox UnicycleNeighborReacts UnicycleWobbleFail CommuteOnOneWheel JustCasuallyUnicycling UnicycleFirstTry UnicyclistNatureDoc UnicycleDramaticEntrance',
    prank:
      'UnicycleFlowerHandoff OneWheelEntrance ArriveByUnicycle UnicycleSurpriseVisit UnicycleBalloonDrop UnicycleSerenade UnicycleBirthdayParade UnicycleDoodleDoorNote',
    educational:
      'UnicycleWheelSizeTest HowToMountAUnicycle WhyUnicyclesStayUp UnicycleLearningCurve UnicyclePhysicsQuiz UnicycleFactOrFake LearnToUnicycleIn30 UnicycleFallSafetyDrill',
    cooking:
      'UnicycleSpokeCookies UnicycleLunchboxPrep UnicycleTireCake UnicycleEnergyBites UnicycleWheelPizza BalancedDonutTower UnicycleWaiter UnicyclePostRideSmoothie',
    wellness:
      'PatienceWithWobbles UnicycleBreathAndRoll UnicycleFlowState FallingIsProgress TenMinuteUnicycleHabit UnicycleWinsJournal UnicycleGratitudeLap UnicycleSunriseRide',
    gaming:
      'UnicycleGameOfHorse FollowTheUnicycleLeader UnicycleTrickCombo UnicycleObstacleCourse UnicycleBalloonPop FreezeOnAUnicycle UnicycleFloorIsLava UnicycleSimonSays',
  },
  uniform: {
    dance:
      'SchoolUniformShuffle UniformFreestyle UniformMarchingStep LastDayUniformDance UniformBlazerFlip TieLooseningTwist UniformSaluteSpin UniformSockSlide',
    fitness:
      'UniformDeskStretch GymClassWarmUp SportsJerseyLaps UniformLungeWalk UniformPlankDare 100JacksInSchoolUniform UniformPushupPledge UniformCoreCircuit',
    prank:
      'UniformTwinWithDad UniformPaperMedal MatchingUniformFamily UniformBackwardsDay UniformPocketNote UniformOverPajamas UniformLunchboxJoke UniformSilliestSocks',
    educational:
      'WhySchoolsHaveUniforms UniformsAroundTheWorld UniformCareersQuiz GuessTheJobByUniform DecodeAPilotUniform UniformMythBusters UniformColorPsychology UniformStainRemovalTest',
    travel:
      'UniformFieldTrip WalkToSchoolInUniform UniformMuseumHunt PackYourUniformIn60 UniformSpottingQuest CityUniformSafari UniformBusRideDiary UniformFarmVisit',
    music:
      'UniformMarchingBand SchoolAnthemCover UniformAirGuitar UniformHypeSong UniformRapBattle BlazerButtonBeat UniformChoirSolo UniformRecorderTune',
    tech: 'UniformIronSteamerTest UniformToWeekendSnap UniformNameTagHack AIDesignsMyUniform UniformDecadesFilter WrinkleFreeTrick UniformVirtualTryOn UniformPhotoTimeline',
    pet: 'UniformMorningWalkies CatSleepsOnMyUniform UniformPawPrintPatch FurOnMyUniform UniformKittyInspector FirstDayPupPics DogSeesMeInUniform UniformBunnyGoodbye',
  },
  uno: {
    prank:
      'SlipAnUnoReverse UnoLunchboxNote UnoInTheCerealBox UnoSkipDishesPass DrawFourChoreSwap StackedDeckSurprise UnoCardConfetti UnoHiddenInEveryShoe',
    educational:
      'UnoRulesYouGotWrong DrawFourMythBusted UnoProbabilityMath UnoBarbershopOrigin WhyUnoMeansOne LearnColorsWithUno UnoSpanishNumbers UnoBestMoveQuiz',
    wellness:
      'UnoScreenFreeNight UnoWithGrandparents UnoLoseGracefully UnoAndUnwind ReverseTheBadDay SkipTheStress UnoComplimentsOnly UnoCozyTeaRound',
    tech: 'UnoAppVsCards UnoOnlineNight UnoTrickShotSlowMo UnoDeckDealsItself UnoGameTimeLapse AIPlaysUno UnoScoreSpreadsheet UnoVideoCallMatch',
  },
  unpacking: {
    dance:
      'UnpackingDanceBreak UnpackingSockToss UnpackingHangerSway UnpackingPopAndLock BoxStackShuffle BubbleWrapStomp MoonwalkWhileUnpacking UnpackingCongaLine',
    fitness:
      'UnpackingBoxSquats UnpackingCalfRaises UnpackingLaundryLunges UnpackingSuitcaseCurl LiftWithYourLegs MovingDayCircuit UnpackingFarmerCarry StepUpsWhileUnpacking',
    prank:
      'UnpackingBalloonAmbush UnpackingMadeTheBed NestingBoxUnpacking UnpackingGooglyEyes SuitcaseTeddyStowaway NotesInEveryPocket RubberDuckUnpacking UnpackingPhotoSurprise',
    educational:
      'UnpackingOrderQuiz WhyWeAvoidUnpacking WhatToUnpackFirst UnpackingDrawerZones UnpackingLabelSystem FoldingMethodTest UnpackingIdioms UnpackWithoutBackPain',
    travel:
      'UnpackAndRateTheTrip SouvenirUnpacking UnpackingWithAView UnpackingTheCarryOn UnpackingCabinArrival WhatICameHomeWith HotelRoomUnpacking BackpackUnpacking',
    wellness:
      'MindfulUnpacking UnpackingCandleHour UnpackYourThoughts UnpackingOneBoxADay PostTripSoftLanding HomeAgainExhale UnpackingGratitude SlowUnpackingSunday',
    speed:
      'UnpackBeforeTheKettle UnpackingHangersIn60 UnpackingDrawerBlitz UnpackingRelay UnpackingBookshelfDash EmptySuitcaseSprint BeatMyUnpackingTime RaceMeToUnpack',
    pet: 'PetHelpsUnpack UnpackingDogBedFirst KittenVsUnpacking UnpackingHamsterMoveIn UnpackingCatPerchSetup BoxInspectorPup UnpackingSupervisor UnpackingTreatHunt',
    gaming:
      'UnpackingCharadesRound FindItWhileUnpacking UnpackingTetrisTrunk UnpackTheBoardGames UnpackingBingo ShelfSortPuzzle GuessWhatIUnpacked UnpackingFloorIsLava',
  },
  vacation: {
    dance:
      'VacationLimboLine VacationSunsetSway OutOfOfficeDance HolidayHula VacayShimmy PoolsideConga VacationMoonwalk VacationBeachTowelBop',
    prank:
      'VacayFromTheBackyard VacationClueHunt SurpriseHolidayReveal FakeVacationPostcard WelcomeHomeBalloonDrop LivingRoomLuau VacationPlushSelfies PretendVacationCall',
    educational:
      'LearnBeforeYouGo VacationBudgetMath GuessMyVacationSpot HolidayHistoryHunt VacationPhraseADay JetLagScience VacationCurrencyQuiz VacationTimeZones',
    wellness:
      'VacationUnplug VacayModeOn VacationSlowMornings VacationSunriseWalk HammockHourOff PostcardToMyself VacationGratitudeList VacationBookStack',
    music:
      'VacationUkuleleJam VacationSongOfSummer VacayAnthem NameThatVacationSong HolidaySoundDiary OutOfOfficeOpera VacationCampfireChorus VacationPlaylistReveal',
    tech: 'VacationIn10Clips VacayPhotoGlowUp VacationRecapReel OneCableVacation NoSignalNoProblem AIPlansMyVacation VacationDriveTimelapse VacationVlogIntro',
    pet: 'VacationKittyCamCheckIn PostVacationReunion DogsFirstVacation PetPacksForVacay PupOnHoliday CatSitterReportCard VacationWithRover VacationBunnyBoarding',
    gaming:
      'VacationBingo TravelTriviaShowdown VacationUnoTournament CatchEmOnVacation ISpyOnVacation VacationThisOrThat VacationMonopolyDeal VacationPuzzleNight',
  },
  vacuum: {
    art: 'VacuumCarpetMandala DrawYourVacuumAsAHero ClayMiniVacuum StripeYourFloor VacuumCordDoodle VacuumComicStrip VacuumCleanerPortrait VacuumDustBunnyCraft',
    tech: 'RobotVacuumSockTest VacuumMapReveal CordlessVacuumFaceOff StrapAPhoneToTheVacuum WhatCanMyVacuumLift VacuumAppRemoteRace VacuumBatteryBattle VacuumObstacleCourse',
    pet: 'VacuumCatHideawayBox VacuumDogLickMat CalmAroundTheVacuum PetHairVacuumReveal VacuumDayHidingSpot HooverTreatTraining FirstVacuumEncounter VacuumQuietModeForPup',
    gaming:
      'LuigisMansionVacuum RobotVacuumMaze VacuumBumperCarDuel GuessWhatTheVacuumAte FloorIsLavaVacuumEdition VacuumFindsBingo VacuumCordLimbo VacuumPingPongSuction',
  },
  'valentines day': {
    dance:
      'ValentineSlowDance ValentineTwirlAndDip TangoWithYourValentine CupidShuffle LoveShackShimmy ValentineKitchenWaltz MirrorYourValentine ValentineSwingStep',
    prank:
      'ValentineDoorHearts SecretValentineNote ValentineBalloonRoom ValentineFromTheDog ValentineAdmirerForMom PetalPathSurprise ValentineLunchboxPoem ValentineMirrorMessage',
    educational:
      'ValentineFactOrFake ValentineCardOrigins WhoWasSaintValentine WhyTheHeartShape LoveLanguagesQuiz ValentinesWorldwide ValentineChemistry ValentinePoetryLesson',
    travel:
      'ValentineGetaway ValentineDayTrip ValentinePicnicSpot ValentineStargazingDrive ValentineDessertCrawl RecreateOurFirstDate ValentineSunsetHunt ValentineMuseumStroll',
    speed:
      'SixtySecondValentine ValentineCandyRelay FastestValentineCard ValentineHeartFoldRace RosesAreRedSpeedrun CupidsArrowToss ValentinePoemBlitz ValentineGiftWrapRush',
    tech: 'AIValentinePoem ValentineVideoMessage ValentineQRCodeCard AnimateYourValentine LongDistanceValentine ValentineSlideshowOfUs EmojiOnlyValentine ValentinePlaylistGift',
    pet: 'MyPetIsMyValentine ValentineHeartTreats ValentineSmoochBooth PawprintValentineCard PetPicksMyValentine PuppyLoveChallenge BeMyFurryValentine ValentineKittenPortrait',
    gaming:
      'ValentineCharades ValentineCoOpDate ValentineNewlywedGame ValentineThisOrThat ValentineTriviaDuel HeartsTournament ValentineMarioKart ValentineScavengerHunt',
  },
  vampire: {
    prank:
      'VampireFangsAtBreakfast PlasticBatSurprise VampireCoffinLunchbox VampireCapeEntrance VampireFridgeTakeover GarlicDoorWreath VampireServesDinner SecretlyAVampire',
    wellness:
      'VampireBeautySleep VampireSunscreenHabit VampireHoursReset VampireSkincareNight CandlelitWindDown VampireDarkRoomNap RecoveringVampire VampireDaylightDare',
    speed:
      'VampireBeatTheSunrise VampireCapeQuickChange BatFlapRelay DraculaDash VampireFangsOnRace VampireMakeupIn60 ShadowHopVampire OutrunTheVampire',
    pet: 'VampireBatPlushToss PetDraculaPortrait VampireHourZoomies CountDogula VampireStareDown VampireGlowCollarWalk PupRisesLikeAVampire VampireBoxNap',
  },
  vase: {
    dance:
      'BouquetToVaseDance VaseStatueFreeze FlowerPowerShuffle VaseFigurePoses VaseStemSway PetalTossTwirl DontTipTheVase VaseBalletArms',
    fitness:
      'VaseRefillSquats VaseWaterCarryLunge VaseReachCalfRaises VasePlantPotCurls FlowerMarketWalk VaseWallSit VaseBloomYogaStretch VaseBouquetRows',
    prank:
      'VaseFullOfGummyWorms SockBouquetInAVase VeggiesInTheVase VaseLollipopBunch VaseRubberDuckFloat VasePaperFlowerSwap VaseOfToothbrushes VaseHidesTheRemote',
    educational:
      'VaseWaterScience HowGlassVasesAreMade AncientVaseQuiz VaseCeleryDyeExperiment VaseFlowerFoodTest GreekPotteryMyths MingVaseMystery VaseShapesAndNames',
    travel:
      'FindTheOldestVase VaseThriftShopHunt FlowerMarketToVase MuseumVaseSelfie VaseAntiqueFair VasePotteryStudioVisit SouvenirVaseHunt VaseGardenCenterTrip',
    fashion:
      'OutfitMatchesTheVase VaseShapeSilhouette FlowerVaseFitCheck PorcelainVaseDress VaseInspiredNails LookLikeAVase VaseBlueWhitePrint VaseFloralHeadpiece',
    wellness:
      'WeeklyVaseRefresh MindfulFlowerArranging OneStemVaseJoy VaseGiftForNeighbor VaseGardenCuttings FreshBloomsFriday BedsideVaseRitual VaseWindowsillSunshine',
    speed:
      'VaseArrangeIn60 PaperVaseFoldOff BouquetSortRace VaseWaterTopUpTimer VaseGiftWrapSprint FlowerStallRelay FillTheVaseFast VaseColorMatchRush',
    tech: 'WatchTheVaseBloom LEDVaseGlowUp AIDesignsMyVase PhoneScanAVase MakeYourVaseLookPricey VaseArrangesItself WiltedToWowVase VaseMacroCloseUp',
    pet: 'VaseUnbreakableSwap PetProofVaseSetup PupPosesWithVase VasePetSafeFlowerQuiz HighShelfVaseSolution VaseOfTreatsForMyDog VaseWheatgrassForKitty VaseBunnyPhotoBackdrop',
  },
  vegetable: {
    fitness:
      'SquashSquats PumpkinPressReps VegetableCrateCarry VeggiePoweredRun VegetablePatchHIIT VegetableWheelbarrowWalk VegetableBasketLunges VegetableDigAndPlant',
    prank:
      'VegetableGooglyEyes VegetablePeopleParade VegetableBouquetDelivery VegetableCandyBowlSwap VegetableMustacheSelfie CucumberSpaSurprise VegetableFaceFridge VegetableLunchboxSmiles',
    travel:
      'FarmersMarketHaul HonestyBoxVeggieHunt PickYourOwnVeggies StrangestVegetableHunt VegetableAisleWorldTour VegetableRoadTripSnacks VegetableStreetFood VegetableCommunityGarden',
    speed:
      'VegetableFridgeStockDash VegetableGuessByTouch VegetableRainbowSort VegetableBasketRelay ThirtySecondSaladBuild NameTenVeggiesIn10 VegetableSeedPacketMatch VegetableGroceryBagRush',
    tech: 'VegetableGrowTimelapse VeggiesWalkOffThePlate AIRecipeFromMyVeggies VegetableSplashSlowMo PotatoBatteryClock GuessTheVeggieUpClose VegetableScannerApp VegetableSeedSpreadsheet',
    pet: 'VegetableGardenPatrol VegetableSafeSnackChart VegetablePatchPup VegetablePlushiePick CarrotCrunchDog BunnyParsleyLunch HideTheVegetableToy VegetableGuineaPigFeast',
    gaming:
      'VeggieHotPotato BlindfoldVegetableGuess VegetableBingoCard ActLikeAVegetable PlantsVsZombiesRun VegetableTicTacToe VegetableMemoryMatch VegetableAlphabetGame',
  },
  'vending machine': {
    dance:
      'VendingMachineRobot VendingMachineWaltz VendingMachineTwoStep VendingVictoryShuffle BreakRoomVendingBop DropItLikeASnack MoonwalkVendingMachine HumanVendingMachine',
    prank:
      'FridgeVendingMachine VendingMachineSnackNotes ComplimentVending PayItForwardVending CardboardVendingMachine VendingMachineStickerSwap VendingMachineFortunes VendingMachineDadJokes',
    cooking:
      'VendingMachineRamenHack VendingMachineSmores OneDollarVendingMeal VendingChipsNachos CopycatVendingSnacks VendingToGourmet ChefVsVendingMachine VendingMachineSundae',
    travel:
      'RateEveryVendingMachine WeirdestVendingMachine VendingMachineTownTour VendingMachineSafari VendingMachineRoadTrip AirportVendingHaul VendingMachineCrawl SouvenirVendingMachine',
    fashion:
      'MatchTheVendingMachine VendingMachineCostume VendingMachineFitCheck VendingMachineOOTD VendingMachineRingHaul DressLikeASnack PoseByVendingMachine VendingMachineRunway',
    wellness:
      'SkipTheVendingMachine HealthyVendingSwap KindnessVendingMachine AffirmationVending PauseBeforeVending VendingWalkBreak VendingMachineWaterFirst VendingMachineFruitOnly',
    speed:
      'ExactChangeVendingDash VendingMachineCodeRace FastestVendingOrder VendingCanStack VendingMachinePickIn5 VendingMachinePriceGuess BeatTheVendingMachine VendingMachineCoinSort',
    tech: 'VendingMachineSlowMoDrop VendingMachineComesAlive CashlessVendingTest AIRatesVendingMachines VendingMachineGlowAtNight VendingMachineSugarCheck LivingInAVendingMachine VendingMachineQRPay',
    gaming:
      'GuessTheVendingCode EyesClosedVendingMachine VendingMachineSnackBingo VendingCoinToss VendingMachineHigherLower PretendVendingMachine VendingMachineTicTacToe VendingMachineMemoryGame',
  },
  vet: {
    dance:
      'VetVisitVictoryDance ConeCollarVetShuffle AllClearVetBoogie VetTechTwoStep StethoscopeStomp VetLobbyWiggle VetWaitingRoomWaltz VetTreatJarJig',
    fitness:
      'VetApprovedWalkies VetWeighInGoals TrimForTheVetCheckup VetRehabExercises SeniorDogStretch VetSaysMoreFetch VetPlanPuppyPaddle VetLeashJogLaps',
    prank:
      'PlushieVetCheckup VetBraveryCertificate GiveDadAVetExam DetourToTheDogPark VetCarrierDecoy TeddyGetsACone VetThankYouCupcakes VetDoorBalloonArch',
    educational:
      'VetDayInTheLife AskAVetMythBusting GuessTheExoticVetPatient NameThatVetTool WhyDogsGetCones ListenToAHeartbeat VetVaccineQuiz HowVetsReadXRays',
    cooking:
      'VetApprovedTreats CookiesForVetStaff VetPumpkinPupsicles BraveBoyBiscuits VetVisitRewardBake BlandButLovedBowl VetDayYogurtDrops VetChickenRicePlate',
    travel:
      'WhatsInMyPetsVetBag VetCarRidePlaylist FirstVetTripPOV AfterTheVetParkParty VetApprovedRoadTrip CrateTrainBeforeTheVet WalkToTheVetDay VetScenicDriveHome',
    wellness:
      'VetWaitingRoomBreaths LickMatAtTheVet VetHappyVisitPractice CalmCarrierTraining ThankYourVetTeam VetStaffSelfCare PostVetCuddlePile VetCalmingMusicDrive',
    tech: 'VetRecordsOnYourPhone NeverMissAVetVisit VetRideCollarCam VideoCallTheVet XRayRevealQuiz AIPetCheckup PlushieGoesToTheVet VetVaccineCalendar',
  },
  'video game': {
    fitness:
      'VideoGameBossReps GamingRespawnBurpees VideoGameLoadPlank VideoGameStepQuest PressStartSquats PowerUpJumpingJacks DodgeRollVideoGame VideoGameDeathPushups',
    prank:
      'VideoGameSFXPrank VideoGameQuestNotes VideoGameBossEntrance VideoGameCutsceneIRL AchievementUnlocked FakeGameOverScreen PauseButtonVideoGame NPCDialogueVideoGame',
    educational:
      'VideoGamePhysicsEngine VideoGameMathPuzzles FirstVideoGameEver GamingHistoryQuiz WhyMarioHasAMustache HowGamesAreMade CodeAVideoGameLevel MapReadingVideoGame',
    fashion:
      'VideoGameCosplay VideoGameOutfitSwap VideoGameArmorLook GamingSetupColorMatch PixelPrintTee GamingHoodieFitCheck SubtleVideoGameStyle HeroPaletteVideoGame',
    speed:
      'VideoGameSpeedrun VideoGameWorldRecord VideoGameLevelOneDash GamingReflexTest BossBattleTimeTrial ButtonMashCount BeatTheVideoGameClock OneLifeVideoGame',
    pet: 'VideoGameTreatQuest VideoGamePuppyCoop CatBlocksMyGaming DogReactsToVideoGame KittenChasesCursor PlayerTwoHasPaws VideoGameBarkCheck VideoGameSidekickPup',
  },
  village: {
    dance:
      'VillageSquareDance VillageHoedown DanceRoundTheVillage VillageCongaLine VillagePeopleYMCA VillageHallDiscoNight VillageMaypoleSpin VillageFolkCircle',
    funny:
      'VillageNewsByBicycle VillageLifeBingo VillageFeteDrama VillageScarecrowContest WhisperDownTheVillage PrizeMarrowRivalry VillageEveryoneKnowsYou VillageShopQueueChat',
    prank:
      'VillageMysteryPostcard SurpriseCottagePicnic VillageKnitBombing SecretVillageScarecrow VillageGnomeParade VillageChalkHopscotch VillageBenchLoveNotes VillageBirthdayBunting',
    educational:
      'VillageVsTownFacts VillageNameOrigins HowVillagesFormed VillageOldestHouseHunt SpotTheMedievalClues VillageThenAndNow VillageMapReading VillageLocalLegends',
    tech: 'VillageInOnePanorama VillageTimelapse StarsOverTheVillage VillageStreetViewHunt GlobalVillageVideoCall VillageOldPhotoMatchUp VillageHistoryPodcast VillageQRTrail',
    gaming:
      'VillageCatanNight VillageWerewolfRound VillageScavengerHunt VillageHideAndSeek BuildAVillageIn10 VillageISpyWalk VillageQuizTeams VillageBoulesMatch',
  },
  violin: {
    fitness:
      'WallSitViolinScales HoldTheViolinUp ViolinistStretch BowArmBurn FiddleWhileYouSquat ViolinShoulderRolls ViolinWristCircles ViolinPlankPractice',
    educational:
      'StradVsModernViolin ViolinBowHairFacts HowViolinsWork FiddleOrViolin WhyViolinsHaveFHoles LearnViolinIn30Days ViolinRosinTest ViolinNoteReading',
    tech: 'OneViolinWholeOrchestra ViolinQuartetOfMe 100DaysOfViolinIn60 AIDuetPartner SlowMoStringWobble ViolinTunerAppTest ViolinSpectrogram ViolinMicFaceOff',
    gaming:
      'GuessTheGameOnViolin ViolinZeldaMedley NameThatFiddleTune ViolinBossFightTheme TetrisOnStrings ViolinLevelUpJingle FinalFantasyViolin ViolinMusicalStatues',
  },
  volcano: {
    dance:
      'EruptLikeAVolcano VolcanoRumbleStomp VolcanoHulaSway VolcanoBoomBounce FloorIsLavaLeap VolcanoLimboLine VolcanoPopAndLock VolcanoJumpAndSpin',
    funny:
      'VolcanoExperimentFails ScienceFairVolcanoDad VolcanoAsACoworker IfVolcanoesCouldTalk BakingSodaBetrayal VolcanoMoodSwings VolcanoTherapySession VolcanoNewsReporter',
    prank:
      'VolcanoCakeSurprise VolcanoMagicButton VolcanoPopUpCard ConfettiVolcanoReveal EruptingPresent TinyVolcanoOnTheirDesk VolcanoLunchboxNote VolcanoBedroomDoorSign',
    travel:
      'FindAVolcanoAtTheMuseum VolcanoObservatoryTour PlaygroundVolcanoSummit HoleInOneVolcano VisitAVolcanoFromYourSofa SandcastleVolcanoBeachDay VolcanoGeologyWalk VolcanoPostcardCollection',
    pet: 'PetGuardsTheVolcano VolcanoZoomies VolcanoPlushFetch VolcanoLickMatSwirl SnoringLikeAVolcano FloorIsLavaPup TreatVolcanoDig VolcanoBoxFortForCat',
  },
  volleyball: {
    dance:
      'BeachVolleyballShuffle VolleyballHuddleHype VolleyballSpikeStep VolleyballPointDance SideOutShimmy BumpSetGroove VolleyballCelebrationJig VolleyballLimboNet',
    funny:
      'VolleyballWithABalloon VolleyballRefCalls BeachVolleyBloopers VolleyballSqueakyShoes CallingTheBallFail WilsonImpression VolleyballPlayerTypes VolleyballDramaticDive',
    prank:
      'VolleyballBalloonSwap VolleyballWilsonFace VolleyballCheerPoster VolleyballLockerNote BumpSetSurprise BeachBallServe VolleyballFakeSpike VolleyballKneePadSwap',
    educational:
      'HowAVolleyballFloats VolleyballRotation101 WhatsAVolleyballLibero WhoInventedVolleyball PhysicsOfTheSpike ReadTheRefSignals VolleyballRulesQuiz VolleyballScoringSystem',
  },
  volunteering: {
    prank:
      'KindnessRockTrail PayItForwardChain SecretVolunteerHelper VolunteerConfettiThanks CoffeeForTheFoodBank CharityJarSurprise DonatedPizzaParty VolunteeringSurpriseNote',
    educational:
      'HowFoodBanksWork WhyVolunteeringHelps LocalCausesMap WhereDonationsGo WhatOneHourChanges VolunteerSkillSwap CharityMathBreakdown VolunteerFactOrMyth',
    travel:
      'DayTripToVolunteer CharityWalkRoute VolunteerTrailRepairHike BeachCleanupWeekend WhatsInMyVolunteerBag VolunteeringRoadTrip CharityShopHopping VolunteerParkPlanting',
    tech: 'PitchYourCharityIn60 DonateYourOldPhone VolunteerTechHelp FindYourCauseApp VolunteerImpactReel VolunteeringSignupHack DonatedLaptopRefresh VolunteerSlideshowThanks',
  },
  waffle: {
    prank:
      'WaffleWakeUpSerenade SyrupSmileyWaffle WaffleNapkinNote SurpriseWaffleBar FrozenToFancySwap ToasterWaffleTwist WaffleDinerAtHome MiniWaffleMountain',
    educational:
      'WhyWafflesHaveSquares BelgianVsUSWaffle WhoInventedTheWaffle WafflePocketMath WaffleVsPancakeBatter NonStickScience WaffleCrispinessTest WaffleFractionsLesson',
    fashion:
      'WaffleKnitFit CozyWaffleLayers WaffleWeaveBeanie DressLikeAWaffle BrunchDateDrip WafflePrintSocks WaffleSoleSneakers WaffleRobeLounge',
    wellness:
      'WaffleGratitudeSquares SlowWaffleMorning WaffleBreakfastInBed MindfulSyrupPour WaffleWednesdayReset WaffleRobeAndRead WaffleFamilyTable WafflePhoneFreeBrunch',
    speed:
      'FillEveryWaffleSquare WaffleToppingRelay WaffleBerrySortBlitz WaffleStackOff BeatTheWaffleBeep SyrupSpeedPour FiveMinuteWaffles WaffleBatterWhiskRace',
    music:
      'WaffleBeepRemix IllMakeYouWaffles WaffleSizzleASMR WaffleSpatulaDrums SyrupSlowJam BrunchBopBeat SingYourWaffleOrder WaffleBreakfastBallad',
    tech: 'WillItWaffle WatchTheWaffleRise AIWaffleRecipe WaffleSyrupSlowMo WaffleMakerHacks WaffleStackBuildsItself MakeMyWafflePhotogenic WaffleMenuQRCode',
    pet: 'PetsNamedWaffles PupSafeWaffleTreat WafflePlushHideAndSeek WhoBegsBestForWaffles BrunchBuddyPortrait WaffleTheCatReacts WaffleSnuffleMat WaffleDogBirthday',
    gaming:
      'DailyWafflePuzzle WaffleBattleship WaffleTicTacToe WaffleGridConnectFour GuessTheWaffleTopping WaffleTriviaNight WaffleCheckers WaffleBingoBrunch',
  },
  'waffle iron': {
    dance:
      'BrunchWaffleShuffle WaffleStackStrut WaffleIronCountdownJig TheWaffleWobble SyrupSlide WaffleIronFlip WaffleIronBeepBop WaffleIronTwist',
    fitness:
      'EarnYourWaffles BurpeePerWaffle WaffleIronJumpingJacks WaffleIronPlank SquatTillItBeeps WaffleRunClub WaffleIronWallSit WaffleIronLunges',
    funny:
      'WillItWaffleFails WaffleIronOverflow WaffleIronLeftoverTest FirstWaffleCurse WaffleIronStuckPOV BatterEverywhere WaffleIronTalkShow WaffleIronDadJokes',
    prank:
      'WaffleIronCookiePrank WaffleIronHeartSurprise WaffleIronBedTray WaffleTowerAmbush WaffleIronStarShapes WaffleIronLoveNote WaffleIronRainbowBatch SmileyFaceWaffleIron',
    wellness:
      'SlowWaffleSunday PhoneFreeWaffles GratitudeWaffleStack WaffleAndJournal TreatYourselfWaffles WaffleIronFamilyBrunch WaffleIronMindfulPour WaffleIronPauseAndSip',
    speed:
      'WaffleStackSprint WaffleToppingDash WaffleBatterWhiskOff BeatTheWaffleBeep WaffleIronPlatingTimer TallestWaffleIn60 WaffleIronTableSetRush WaffleIronTriviaBlitz',
    music:
      'SingToYourWaffles WaffleIronSizzleBeat KitchenWaffleKaraoke WaffleIronBeepRemix SyrupySweetSerenade BrunchWaffleJam WaffleIronHissRhythm WaffleIronWaitingSong',
    tech: 'AIInventsAWaffle WaffleIronTimelapse MiniVsGiantWaffleIron WaffleIronTalksBack HandsFreeWaffleIron WaffleIronSteamSlowMo WaffleIronTempProbe WaffleIronLidCam',
    pet: 'PupWatchesTheWaffles CatNamedWaffles DogSitsForWaffleBeep PetHearsTheWaffleIron WaffleMorningZoomies HamsterWafflePhoto WaffleIronKibbleTreats WaffleIronBegFace',
  },
  waiter: {
    prank:
      'FancyWaiterAtHome BreakfastInBedWaiter WaiterClocheReveal WaiterForMomsBirthday DressUpAsTheirWaiter WaiterWithAFakeMustache WaiterHandwrittenMenu WaiterBellForDessert',
    travel:
      'WaiterPicksMyMeal AskTheWaiterTour WaitressDinerCrawl SidewalkTerraceHunt OrderLikeALocal WaiterSecretSpots WaiterPlansMyDay WaiterRecommendsDessert',
    art: 'WaiterNapkinFolding WaiterOrderPadDoodle WaitressDinerPainting ChalkboardSpecialsSign SketchOnTheCheck WaiterThankYouCard WaiterStrawWrapperArt WaiterMenuDesign',
    tech: 'WaiterShiftPOV WaiterTabletVsNotepad AIWaiterTakesMyOrder TipCalculatorShowdown SplitTheBillLikeAWaiter QRMenuVsWaiter WaiterWalksAMarathon WaiterReservationApp',
    pet: 'WaiterServesThePet DogWaiterTrick WaiterForMyCat ClocheRevealDinner FineDiningForFido WaiterKibbleMenu WaiterBellForPaws WaiterBunnyBrunch',
    gaming:
      'ActOutYourOrderWaiter WaiterSays RobloxWaiterShift WaiterTrayJenga WaiterBlindTasteTest WaiterBalanceBattle WaiterMemoryGame WaiterRestaurantRoleplay',
  },
  'wake up': {
    dance:
      'WakeUpStretchGroove WakeUpPajamaBop WakeUpAndShimmy WakeUpBedsideBoogie RiseAndShineShuffle WakeMeUpBeforeYouGoGo WakeUpSlipperSlide WakeUpRobotBoot',
    educational:
      'WhyWeWakeUpGroggy WakeUpCircadianClock WakeUpSunlightTest WakeUpWithoutAlarm SleepCycleMath WakeUpMythOrTruth HowBirdsWakeUp WakeUpBodyTemperature',
    speed:
      'WakeUpToDoorIn10 WakeUpBedMakeRace WakeUpDressedRace WakeUpBeatTheToaster WakeUpLunchPackTimer BeatTheSnoozeButton WakeUpBreakfastBlitz WakeUpTeethAndHairDash',
    music:
      'WakeUpAlarmToneRemix WakeUpGuitarStrum WakeUpWithAKazoo WakeUpHumAlong RiseAndShineChorus RoosterRingtoneJam WakeUpLittleSusie WakeUpWhistleTune',
    tech: 'WorstAlarmToWakeUpTo WakeUpScoreReveal OneTapWakeUpRoutine WakeUpMathQuizApp WakeUpSongVsBeep PhoneAcrossTheRoom WatchMeWakeUp WakeUpSmartLightTest',
  },
  walking: {
    dance:
      'WalkingCongaLine DancingWhileWalking GrapevineWalkingStep SidewalkShuffle WalkingHallwayGroove StrutLikeYouMeanIt WalkingWaltz WalkingArmSwingBop',
    fitness:
      'Walking10KSteps PowerWalkingMile WalkUpTheHill WalkingLungeLaps RuckAndRoll BackwardsWalkingDare 7DayWalkingStreak WalkingStairIntervals',
    funny:
      'WalkingPaceWithDad DogWalkingChaos WalkingIntoSpiderWebs WalkingShoelaceBetrayal SidewalkSideStep WalkLikeYourMom WalkingAwkwardHello WalkingSameNeighborTwice',
    prank:
      'WalkingNoteTrail MysteryWalkingRoute WalkingFinishRibbon ChalkTheirWalk PicnicAmbush WalkingPlaylistSurprise WalkingCoffeeHandoff WalkingMedalAtTheDoor',
    educational:
      'YourBrainOnWalking WalkingGaitScience WhyWeSwingWhenWalking WalkThisWayFacts WalkingMythBusters WalkingStepCountTest WalkingBoostsIdeas WalkingTreeSpotting',
    travel:
      'WalkingTourOfMyTown WalkToTheNextVillage WalkEveryStreet SidewalkSafari GetLostOnFoot WalkYourCityIn20KSteps WalkingFoodCrawl WalkingThreeParks',
    fashion:
      'WalkingOutfitCheck HotGirlWalkFit SneakerWalkingStyle TracksuitWalkingDuo WalkingSocksShowcase CapAndShadesStroll WalkingShoeFaceOff WalkingRainJacketLook',
    tech: 'WalkAndTalkPodcast WalkingAppLeaderboard WalkingGPSArt AudiobookWalkingHour PhoneVsWatchSteps TrackerTruthTest WalkWithMeHyperlapse WalkingVoiceNoteDiary',
  },
  wallet: {
    fitness:
      'NoWalletNeededWorkout EmptyWalletHomeGym WalletFreeParkRun WalletWarmUp BrokeButBuff CoinJarCurls SquatsPerWalletCard WalletZeroCostCardio',
    prank:
      'WalletSurpriseNote WalletPhotoSwap WalletStickerStash ChocolateCoinsInWallet PayItForwardWallet WalletFullOfConfetti WalletInTheFreezer WalletFortuneSlip',
    fashion:
      'WalletChainLook MatchWalletToShoes MinimalistWalletFit ThriftedVintageWallet OldMoneyOnABudget CardHolderFlex WalletToWristlet WalletLeatherRevival',
    tech: 'WalletTrackerTag WalletRFIDFoilHack DigitalWalletSetup PhoneVsWallet CashlessForAWeek FindMyWalletTest LeaveYourWalletAtHome WalletBudgetAppTour',
    pet: 'PetPhotoInMyWallet DogFetchesMyWallet OldWalletSnuffleToy WalletVetCardCheck KittenGuardsMyWallet CatTaxChallenge BringMeTheWallet WalletOrTreat',
    gaming:
      'WalletPackingTetris WalletMonopolyBanker WalletBudgetBoardGame GuessWhatsInMyWallet FreeToPlayOnly WalletPriceIsRight WalletReceiptBingo WalletShopkeeperRoleplay',
  },
  walmart: {
    prank:
      'WalmartGreeterAtHome WalmartBalloonDelivery WalmartFridgeCheckout WalmartSnackSurprise WalmartMileLongReceipt WalmartHaulSwitcheroo DesignerInAWalmartBag WalmartCartSurpriseNote',
    travel:
      'WalmartLakesidePicnic WalmartCampingGearUnder50 WalmartBeachDayKit SameWalmartNewTown WalmartRoadTripStop WalmartSouvenirHunt WalmartMiniEverythingHaul WalmartInEveryState',
    speed:
      'FiveMinuteWalmartRun WalmartBaggingBlitz SelfCheckoutSpeedrun WalmartUnloadRace TenItemsOrLess BeatTheWalmartClock WalmartHaulPutAway WalmartFindItFast',
    music:
      'WalmartYodelCover WriteAWalmartJingle WalmartBeepRemix RollbackRap ShoppingCartBeat WalmartHaulAnthem WalmartScannerSymphony WalmartAisleAcapella',
    tech: 'WalmartOnnGadgetTest WalmartTabletUnboxing WalmartDeskSetup CheapEarbudsShowdown WalmartTechUnder20 SmartHomeOnABudget WalmartRingLightGlowUp WalmartChargerFaceOff',
    pet: 'WalmartPetAisleTour KittenVsWalmartBox CatRatesMyWalmartHaul WalmartGreeterDog WalmartFishTankSetup DogPicksAWalmartToy WalmartTreatTasteTest PuppyNapInWalmartBed',
    gaming:
      'ISpyInTheWalmartAisle WalmartThisOrThat WalmartInMinecraft WalmartBargainBinDare FiveBuckWalmartGameNight WalmartPriceIsRight PlayWalmartBingo WalmartDemoKiosk',
  },
  'warm up': {
    dance:
      'WarmUpCongaLine WarmUpHipRolls WarmUpWiggle SalsaWarmUpSteps ArmCircleShuffle JumpingJackJive WarmUpDanceOff DiscoWarmUp',
    prank:
      'ChickenDanceWarmUp WarmUpSimonSays FakeCoachWarmUp WarmUpSongSwitch ArmCircleSwitcheroo MysteryMoveCards CopycatWarmUp EndlessWarmUp',
    educational:
      'WhyWarmUpsMatter WarmUpHeatCheck WarmUpMythBusters WarmUpMuscleQuiz DynamicVsStaticStretch WarmUpFlexibilityTest TeachMeYourWarmUp WarmUpPulseCount',
    gaming:
      'WarmUpSimonSays WarmUpReflexDrill WarmUpFreezeDance WarmUpLimboLine WarmUpThumbWrestle WarmUpMirrorMatch ButtonMashWarmUp LoadingScreenWarmUp',
  },
  'washing machine': {
    dance:
      'WashingMachineWobble WashingMachineShimmy DoTheWashingMachine SpinCycleShuffle LaundryBasketBop WashingMachineDanceOff WashingMachineMoonwalk WashingMachineTumbleTwist',
    prank:
      'WashingMachineFaces WashingMachineDucks ShrunkInTheWashing IDidYourWashing SockMonsterWasHere FoldedTowelAnimals WashingMachineTeddy WashingMachineTalksBack',
    educational:
      'HowWashingMachinesWork WhyWashingMachinesWalk WashingSymbolsQuiz WashingMythBusters SpinCycleScience WhereLostSocksGo WashingMachineWaterUse WashingMachineColdVsHot',
    cooking:
      'WashingMachineCake WashingMachineCookies WashingDayRedBeans BeatTheWashingCycle WashingMachineMuffins SpinTheSaladDry WashingMachineDrumDonuts WashingMachineShapedPizza',
    travel:
      'HostelWashingHack CampsiteWashingDay WashingMachineWelcomeHome WashingLineWithAView LaundromatCafeStop HotelWashingMachineHunt ForeignWashingMachineDare WashingMachinePostTrip',
    tech: 'WashingMachineDrumCam SlowMoWashingSpin WashingDoneAlertHack DecodeYourWashingMachine WattsInAWash AIFixesMyWashingMachine WashingMachineTimelapse WashingMachineSmartPlug',
    pet: 'WashingMachineCatTV CheckTheWashingFirst PuppyVsWashingMachine WashingDayZoomies WashingMachineDoorShut FreshLaundryFlop WashingMachinePetBedFluff WashingMachineDogToyBath',
    gaming:
      'SockSlamWashingMachine TetrisTheWashing WashingMachineSpeedrun WashingDayQuest WashingMachineMemoryMatch WashingMachineBingo WashingMachineHamperHoops WashingMachineCardGame',
  },
  wasp: {
    prank:
      'WaspBuzzRingtone YellowJacketTwinning BumblebeeCardSwap WaspStripedCupcakes WaspFunFactNotes StripeEverythingDay SneakyWaspWings WaspPlushOnTheDesk',
    educational:
      'WaspVsBee WhyWaspsSting WaspFigPollination WaspPaperArchitects WaspOrHornetQuiz WhatWaspsDoForUs WaspPicnicScience WaspLifeCycle',
    travel:
      'WaspSafeHike WaspFreeCampsite OutsmartWaspsAtAPicnic PaperWaspSpotting WaspGardenTour WaspProofBeachDay WaspWatchWalk WaspNatureCenterVisit',
    speed:
      'WaspPicnicPackUp WaspScreenCheckSprint FoodDomeDash BeatTheWaspToLunch YellowJacketRelay CoverTheDrinksRace WaspTrapBuildBlitz WaspLidsOnRush',
    art: 'WaspNestPaperCraft WaspMacroSketch WaspWingWatercolor WaspSunCatcher HexagonCombPrint PopArtYellowJacket WaspClaySculpt WaspStripedRockPainting',
    pet: 'WaspFreeDogPatio WaspNoChaseTraining WaspWindowKittyStare LeaveTheWaspDrill WaspSafeWaterBowl PawsAwayFromBuzz WaspProofBunnyHutch WaspCoveredPetFood',
  },
  'water balloon': {
    educational:
      'WaterBalloonDropTest DoesAWaterBalloonFloat WhyWaterBalloonsWobble WaterBalloonIceExperiment SurfaceTensionScience HowFarCanAWaterBalloonFly WaterBalloonDensityLab WaterBalloonLatexFacts',
    travel:
      'WaterBalloonBeachBattle WaterBalloonParkDay WaterBalloonRoadTrip GrandmaVsWaterBalloon PackTheWaterBalloons CampsiteWaterBalloonToss LakesideWaterBalloonWar WaterBalloonFamilyReunion',
    tech: 'WaterBalloonSlowMoCam WaterBalloonStopMotion FillWaterBalloonsFaster UnpopAWaterBalloon CatchTheWaterBalloonPop WaterBalloonBeforeAfter AIPlansWaterBalloonWar WaterBalloonLaunchTracker',
    pet: 'SiliconeWaterBallFetch WaterBalloonPlush WaterBalloonDogSafeZone PupChasesWaterSpray PetSplashDay KiddiePoolDoggo WaterBalloonScrapSweep WaterBalloonKittenWindow',
  },
  'water bottle': {
    educational:
      'WaterBottleFlipPhysics InstantIceWaterBottle WaterBottleCondensation WaterBottleRocket SupercooledWaterTrick WhereDoBottlesGo WaterBottleTornado WaterBottlePlasticCodes',
    travel:
      'WaterBottleStickerMap WaterRefillStationHunt AirportBottleFillUp SipAndSightsee OneWaterBottleDayTrip WaterBottleCityWalk WaterBottleTrailBreak WaterBottlePackingCheck',
    tech: 'WaterBottleFlipSlowMo WatchMyWaterBottleFreeze FlashlightBottleLamp WaterBottleReverseEdit HydrationAppShowdown AIDesignsMyWaterBottle BottleAmpHack WaterBottleSmartCapTest',
    pet: 'WaterBottleFoldBowl TableEdgeBottleTest WaterBreakForThePup WaterBottleFlipVsCat TreatBottleSpinner KnockedOffTheCounter KibbleBottlePuzzle WaterBottleHamsterSipper',
  },
  'water gun': {
    art: 'WaterGunPainting WaterGunTieDye RainbowDripSheet SquirtGunSplatterArt ChalkMeltMasterpiece WaterGunSelfPortrait WaterGunTShirtArt WaterGunSidewalkStencil',
    tech: 'WaterGunSlowMo HowFarDoesMyWaterGunGo WaterGunsAtHighNoon WaterGunBulletTimeDodge AIRefereesWaterGunDuel WaterGunFightTrailer WaterGunBattleRecap WaterGunPhoneInZipBag',
  },
  'water park': {
    dance:
      'WaterParkTubeSpin WaterParkSplashShuffle WaterSlideShimmy WaterParkWaveDance BucketDumpFreeze LazyRiverConga HulaAtTheWaterPark WaterParkFlipFlopStomp',
    educational:
      'WaterParkSlidePhysics HowWaterParkWavesWork WhereDoesTheWaterGo WaterParkSafetyQuiz WaterParkSinkOrFloat WhyLazyRiversFlow WaterParkFrictionTest WaterParkChlorineFacts',
    fashion:
      'WaterParkFitCheck WaterParkCoverUp WaterproofGlam WaterShoeGlowUp RashGuardRunway RetroOnePiece WaterParkBraidedHair TwinningWaterPark',
    speed:
      'WaterParkSnackPacking WaterParkSlideTimer WaterParkSunscreenRace WaterParkMapMemory EveryRideByNoon TowelDryBlitz WaterParkLapRecord ClosingTimeWaterPark',
    tech: 'WaterParkScreamMeter WaterParkWaitTimeApp WaterParkSlidePOV WaterParkSlowMoSplash PhonePouchTest WaterParkDayRecap SmartwatchWaterPark WaterParkPhotoDump',
  },
  waterfall: {
    dance:
      'WaterfallRibbonDance WaterfallArmWave WaterfallSlowMoSpin ChasingWaterfallsMoves CascadeShuffle WaterfallMistTwirl WaterfallWaltz WaterfallHipSway',
    fitness:
      'WaterfallTrailRun StairsToTheFalls WaterfallPowerHike EarnTheWaterfall WaterfallWorkoutWithAView WaterfallMileCount WaterfallWallSit WaterfallHillLunges',
    funny:
      'WaterfallPoseQueue WaterfallTooLoudToHear WetSocksAftermath WaterfallMistHair TrickleNotAWaterfall WaterfallPonchoStruggle WaterfallCameraFogUp WaterfallNarratorVoice',
    prank:
      'WaterfallSurpriseHike FakeWaterfallBackdrop WaterfallPicnicReveal MiniWaterfallDesk WaterfallWallpaperSwap RainShowerSoundtrack WaterfallAlarmClock WaterfallPostcardMail',
    educational:
      'HowWaterfallsForm TallestFallsQuiz NiagaraFrozenFacts WaterfallsMoveBackward WaterfallPowersTheCity WaterfallRainbowLab GuessTheWaterfallType WaterfallErosionModel',
    speed:
      'WaterfallHuntSpeedrun PackForTheWaterfallIn60 LeafRaceDownstream WaterfallSketchTimer PebbleStackBlitz WaterfallFactRapidFire WaterfallHikeTimeTrial WaterfallJigsawRace',
    tech: 'SilkyWaterfallPhoneHack WaterfallSlowMoSplash WaterfallFreezeFrame FitTheWholeWaterfallIn WaterfallPhotoEditOff FallsFinderApp WaterfallHeightEstimator WaterfallSoundRecording',
    pet: 'WaterfallPupSplash WaterfallCatBackpack WaterfallPawTowelDry DogMeetsAWaterfall WaterfallHydrationBreak SlowMoShakeOff WaterfallHikeBuddy WaterfallPetPortrait',
  },
  'watering can': {
    dance:
      'WateringCanWaltz RainDanceForThePlants WateringCanShuffle SplishSplashStep WaterTheFernsBoogie WateringCanTiptoe WateringCanTwirl WateringCanConga',
    prank:
      'WateringCanSeedPacket PlasticPlantSwap GardenFlamingoFlock WateringFairyVisit WateringCanGooglyEyes WateringCanGnomes WateringCanBouquet WateringCanRubberDucks',
    educational:
      'BottomVsTopWatering WateringCanVsHose PlantThirstSigns WhyTheSpoutHasARose RainwaterVsTapTest WateringCanDawnVsDusk WateringCanVolumeQuiz WateringCanSoilScience',
    cooking:
      'WateringCanCake HerbGardenPesto EdibleFlowerSalad WateringCanPunchBowl WateringCanCookies WatercressSandwiches WateringCanLemonade WateringCanIcedTea',
    tech: 'SelfWateringPotBuild BottleDripWateringHack WateringCanGrowthDiary WateringCanRainInSlowMo WateringCanReminderApp MoistureSensorShowdown WateringCanPhotoPlantID WateringCanTimelapseBloom',
    pet: 'CatVsWateringCan PetGardenHelper PupChasesTheSprinkle WaterBowlRefill WateringCanPatrolDog WateringCanKittenGrass WateringCanSniffTest WateringCanBunnyGreens',
  },
  watermelon: {
    dance:
      'WatermelonPicnicTwist ICarriedAWatermelon WatermelonLimbo SeedSpitShuffle WatermelonSmileShimmy WatermelonWaltz WatermelonWobble WatermelonSliceSalsa',
    funny:
      'WatermelonSeedMyth ThumpTheWatermelon DadVsWholeWatermelon WhoGetsTheHeart SpitFarthestWins WatermelonCuttingFail WatermelonBrainFreeze WatermelonTooBigForFridge',
    prank:
      'WatermelonPartyHat WatermelonSharkReveal MessageInAWatermelon WatermelonFridgeNote WatermelonWearsSunglasses WatermelonBowTie WatermelonPunchBowl WatermelonGooglyEyes',
    educational:
      'SquareWatermelonFacts IsWatermelonAFruit WatermelonRipenessTest WatermelonJuiceWeighIn HowSeedlessWorks WatermelonFractions CanYouThumpAWatermelon WatermelonOriginsQuiz',
    speed:
      'WatermelonSeedCount WatermelonCarryRelay MelonRollDash WatermelonBallerRace WatermelonPuzzleTimer WatermelonThumpPick WatermelonTriviaBlitz HandsFreeWatermelon',
    music:
      'WatermelonSugarCover WatermelonThumpBeat WatermelonCrunchASMR MelonDrumCircle WatermelonKazooJam SingToYourWatermelon OdeToAWatermelon WatermelonSeedShaker',
    tech: 'AIPicksMyWatermelon WatermelonGrowthTimelapse WatermelonGadgetFaceOff ThumpTestApp WatermelonEatsItself WatermelonSlowMoDrop WatermelonSoundCheck WatermelonMacroPhoto',
    pet: 'PetPosesWithWatermelon KittenVsWatermelon WatermelonBunnyNibble FrozenMelonCubes TortoiseSnackTime WatermelonToyFetch DogTriesWatermelon PupsicleWatermelonPops',
  },
  weather: {
    dance:
      'WeatherSunshineShimmy WeatherMoodSwing WeatherForecastFreestyle DanceTheWeather WindyGustLean SingingInTheRain WeatherChangeChoreo WeatherCloudFloat',
    fitness:
      'WeatherWindSprints AnyWeatherWorkout WeatherproofWarrior RainOrShineRun WeatherAppPicksMyReps WeatherSquatPerDegree StormyWeatherStretch WeatherIndoorCircuit',
    prank:
      'WeatherFakeForecast IndoorRainbowSurprise WeatherWindowSnowfall ChanceOfPancakes PersonalWeatherReport WeatherUmbrellaConfetti WeatherLivingRoomBeach WeatherSunshineBalloons',
    travel:
      'LetTheWeatherDecide FollowTheSunnyWeather WeatherRainyDayMuseum BadWeatherGoodTrip WeatherSunsetPicnic PackForAllWeather WeirdestWeatherTown WeatherStationVisit',
    art: 'PaintTodaysWeather WeatherDiaryDoodles CloudSketching WeatherFrostMacro StormSkyPastels WeatherWheelCraft BuildAPaperWeatherVane WeatherSunPrints',
    tech: 'WeatherAppVsWindow WeatherCloudScanner WeatherRollsInTimeLapse WeatherStationBuild DIYRainGauge BeatTheForecastAI WeatherWidgetMakeover WeatherDataSpreadsheet',
    pet: 'WeatherTowelDryPaws WeatherSnowZoomies CatFollowsTheSunbeam WeatherHotPavementTest PupsWeatherReport RainyWeatherRefusal WindyWeatherFluff WeatherDogBootsTryOn',
    gaming:
      'RainyDayGameNight ActOutTheWeather WeatherGuessingCards WeatherForecastBattle WeatherThisOrThat AllWeatherSpeedrun WeatherBingoBoard WeatherCloudMatchUp',
  },
  weatherman: {
    prank:
      'WeathermanWakeUpCall FakeWeatherReport WeathermanChanceOfHugs LivingRoomWeatherman GreenScreenSurprise RainingConfetti WeathermanBreakfastNews WeathermanSnackForecast',
    pet: 'WeathermanCatCohost ParrotWeatherWarning MeteorologistMutt WeathermanPupDebut TodaysPawcast WeathermanKittenCameo WeathermanPetAnchor WeathermanBunnyForecast',
  },
  webcam: {
    dance:
      'WebcamGalleryConga WebcamMirrorMoves WebcamEnterExitRoutine WebcamHandoffDance WebcamZoomBoogie BackgroundSwapShuffle WebcamWaveChain WebcamShoulderShimmy',
    educational:
      'HowWebcamsWork WebcamLampVsWindow CoverYourWebcamWhy WebcamVsPhoneCamera VideoCallEtiquette WebcamDelayTest WebcamPixelCount WebcamFramingBasics',
  },
  wedding: {
    prank:
      'DecorateTheWeddingCar WeddingSurpriseSong WeddingFlashMob WeddingGuestbookDoodles HelpMeWeddingShoes BouquetTossTwist WeddingJustMarriedSign WeddingBubbleSendOff',
    educational:
      'WhyBridesWearWhite WeddingsAroundTheWorld WeddingBudgetMath WhereWeddingCakeBegan SomethingBorrowedQuiz WeddingSuperstitionCheck GuessTheWeddingCountry HowWeddingRingsAreMade',
    wellness:
      'PreWeddingSelfCare WeddingMorningCalm WeddingGratitudeList WeddingPlanningPause WeddingPhoneFreeHour VowsToYourself WeddingLoveLetters WeddingBreathingBreak',
    speed:
      'WeddingTableSetRace WeddingFavorsIn60 WeddingBowTieBlitz WeddingPrepSpeedrun WeddingBouquetSprint ReadyBeforeTheBride WeddingEnvelopeStuffRush WeddingNapkinFoldDash',
    pet: 'WeddingQuietRoomPlan WeddingPupCakeBake PetAtTheWedding WeddingPetTreatBar DogOfHonor RingBearerRehearsal WeddingVowsForFido WeddingKittenReunion',
    gaming:
      'WeddingShoeGame WeddingTriviaNight MinecraftWeddingVenue AnimalCrossingWedding WeddingCharades BridalShowerBingo WeddingGuessWho WeddingScavengerHunt',
  },
  weeding: {
    prank:
      'SecretWeedingFavor WeedingMysteryGardener NinjaWeeding WeedingGnomeSurprise DandelionBouquet WeedingFakeFlowerBed WeedingPaintedRock WeedingBeforeTheyWake',
    cooking:
      'WeedingBreakLemonade WeedingPowerSmoothie WeedingHarvestSalad WeedingPicnic DandelionFritters WeedingGranolaBites WeedingLunchWraps PostWeedingIcePops',
    travel:
      'WeedingGrandmasGarden AdoptAParkWeedingDay VolunteerWeedingTrip WeedingAllotmentVisit WeedingCampsiteCleanup WeedingAtTheCottage WeedingWithAView WeedingSchoolPatch',
    wellness:
      'MindfulWeeding WeedingAsTherapy WeedingMorningCalm WeedingWindDown WeedingGratitudeRows GardenGroundingHour WeedingBirdsongBreak BarefootWeeding',
    art: 'WeedingFlowerPress WeedingRootPortrait WeedingLeafRubbing WeedingFindsCollage PaintWithDandelions WeedingDaisyChain WeedingStillLife BeforeAfterWeeding',
  },
  weekend: {
    dance:
      'WeekendKitchenDance ItsTheWeekendShuffle WeekendModeTwoStep FiveOClockWeekendDrop SaturdayNightFever WeekendCongaLine MoonwalkIntoTheWeekend WeekendLivingRoomDisco',
    fitness:
      'WeekendWarriorWorkout WeekendLongRide EarlyWeekendRun LazyWeekendStretch WeekendStairClimb SundayRunday WeekendPlankOff WeekendFamilyHike',
    educational:
      'WhyWeHaveWeekends WeekendLanguageLesson OneBookPerWeekend SaturdaySkillSwap WeekendLearnToJuggle WeekendMuseumQuiz WeekendTriviaTakeover WeekendScienceExperiment',
    cooking:
      'WeekendPancakeStack WeekendMealPrep HomemadePizzaWeekend LazyWeekendWaffles SaturdaySourdough WeekendSauceSimmer WeekendBrunchBattle WeekendFrenchToast',
    wellness:
      'WeekendReset WeekendDigitalDetox SlowWeekendMorning JournalYourWeekend SundayScariesCure WeekendNoAlarmDare WeekendWindDown WeekendNapRitual',
    music:
      'WeekendJamSession LazyWeekendCover WeekendGarageBand KaraokeWeekendKickoff FridayImInLove WeekendPorchSingAlong WeekendWhistleOff WeekendVinylSpin',
    art: 'WeekendSketchbook PaintYourWeekend WeekendSketchInThePark ThisWeekendInCollage SaturdayMasterpiece WeekendSelfPortrait WeekendInThreeFrames WeekendClayProject',
    tech: 'WeekendPhotoDump PhoneCleanupWeekend WeekendSunriseToSunset AIPlansMyWeekend WeekendRecapReel WeekendAppDetoxDare WeekendScreenTimeWars WeekendVlogEdit',
    gaming:
      'WeekendGamingMarathon BoardGameWeekend WeekendRematchCup WeekendJigsawShowdown WeekendFamilyTournament WeekendHideAndSeek WeekendCharadesNight WeekendDominoesDuel',
  },
  whale: {
    prank:
      'WhaleSongAlarm WhaleNoisesOnVideoChat WhaleLunchboxNote WhalePlushInBed WhaleCallDoorbell BathtubOrcaAmbush FakeWhaleSighting WhaleOnTheWindow',
    tech: 'AIWhaleSongDecoder LiveWhaleCam WhaleSoundsSlowedDown TrackATaggedWhale ClayWhaleStopMotion WhaleSizeInAR WhaleCallSpectrogram WhaleSwimsThroughMyRoom',
    pet: 'PetHearsWhaleSong WhaleToyTugOfWar WhalePlushFetch CatNapsInAWhaleBed DogMeetsWhaleFloatie WhaleSqueakerHunt SplashLikeAWhale WhaleSnuggleBlanket',
  },
  whisk: {
    prank:
      'WhiskBouquetDelivery SurpriseInTheWhisk WhiskInTheToothbrushCup WhiskSwapForFork EveryUtensilIsAWhisk GooglyEyedWhisk WhiskAntennaHeadband WhiskChefHatMorning',
    fashion:
      'WhiskEarringsDIY BakerFitCheck WhiskCrownCraft WhiskCharmStack ChefWhitesGlowUp WhiskedAwayLook WhiskPrintScarf WhiskStripedApron',
    gaming:
      'WhiskRelayRace WhiskHotPotato WhatElseIsAWhisk WhiskCookOff WhiskAndEggBalance WhiskItBlindfolded WhiskAndSeek WhiskCharadesKitchen',
  },
  whistling: {
    funny:
      'CantWhistleChallenge WhistlingWhileLaughing WhistlingNeighborDuel WhistlingSpitTake PuckerUpWhistling JustAirComesOut WhistlingOperaFail WhistlingInTheElevator',
    tech: 'OneWhistleFullChoir WhistlingKeyFinder AIGuessesMyWhistling WhistlingTunerApp WhistlingAutoTuneTest WhistleToSearchAMelody RecordAWhistledBeat WhistlingVoiceMemoSong',
  },
  wife: {
    educational:
      'HowWellDoIKnowHer WifeCareerCrashCourse WifeLanguageLesson WifeyFactCheck WifeQuizzesMe LearnMyWifesHobby WifeTeachesIn60 WifeFamilyTreeStory',
    tech: 'WifeTechSupport WifeVsVoiceAssistant WifeRatesMyPhonePhotos WifeVsMeSelfieDuel AIWritesMyWifeAPoem WifeBabyPicRestore FaceSwapWithMyWife WifeSharedCalendar',
  },
  wifi: {
    dance:
      'WiFiSignalDance WiFiRouterBlinkBop WiFiBufferingShuffle WiFiBarsStep DialUpDisco LagSpikeLimbo HappyWiFiWiggle WiFiFreezeDance',
    travel:
      'WiFiFreeTrip FastestWiFiInTown NoWiFiCabinWeekend BestHotelWiFi OffTheGridGetaway WorkFromAnyCafe WiFiPasswordPassport WiFiLibraryStudyDay',
    gaming:
      'WiFiFreeCharades WifiNamePunContest WiFiDownBoardGamesUp NoWiFiHideAndSeek BlameItOnTheLag RouterRebootRematch WiFiOfflineCardTricks WiFiStrongestSpotHunt',
  },
  window: {
    dance:
      'SilhouetteInTheWindow RainyWindowSway WindowCleanerShuffle WindowFrameFreeze WindowReflectionGroove BalconyBoogie WindowMirrorDanceOff WindowCurtainTwirl',
    fitness:
      'WindowLightPlank YogaByTheWindow SqueegeeSquats WaxOnWindowOff WindowWasherWorkout SunriseWindowStretch WindowWallSit WindowViewLunges',
    funny:
      'WindowBirdWatchDrama WindowFingerprintCSI CaughtInTheWindow NarrateOutMyWindow WaveFromTheWindow WindowFlyStandoff MimeThroughTheWindow WindowPigeonNeighbor',
    travel:
      'WindowSeatOrAisle TrainWindowTimelapse WindowBoxFlowerHunt GuessTheWindowView RateMyHotelWindow WindowShoppingNoWallet CafeWindowWatch WindowRoadTripSnaps',
    tech: 'WindowLightGlowUp RainOnMyWindowSlowMo WindowNightModeTest BirdFeederWindowCam TimelapseMyWindow WindowReflectionTrickShot WindowViewPanorama WindowSmartBlinds',
  },
  'windshield wipers': {
    prank:
      'WiperGooglyEyes WindshieldCompliments RubberDuckOnTheWiper FlowerUnderTheWiper WiperKindnessTicket WiperThankYouCard WiperBalloonSurprise MustacheOnTheWipers',
    cooking:
      'WipersOnSoupsOn WiperWeatherChili WindshieldFrostCocoa RainyWiperRamen StormyStewSunday CarWashCupcakes WiperBladeCookies BakeTillTheWipersStop',
    music:
      'WindshieldWiperBeat RainAndWipersLoop SingToTheWipers WiperSqueakSolo WipersSetTheTempo WiperRainyLullaby WiperWaltz RapToTheWipers',
    tech: 'RainSensorWipers WiperBeatMetronomeApp WipersDanceInStopMotion WiperTimeLapse NanoCoatVsWipers AIExplainsMyWipers WiperSlowMoCam WiperSoundSampler',
  },
  'windy day': {
    prank:
      'WindyDayBubbleSurprise FakeWindMachine WindyDayConfettiFan PinwheelGardenWelcome PaperPlaneDelivery WindyDayChimeSerenade WindyDayWigPrank WindyDayStreamerDoorway',
    travel:
      'WindyDayPicnicFail FindTheWindiestSpot GoFlyAKiteWindyDay WindyDayHairDontCare WindyDayMeadowWalk ListenToTheWindHike WindFarmWander WindyDayMuseumEscape',
    fashion:
      'WindbreakerThreeWays DressForAWindyDay WindyDayLayeredLook WindyDayBraidUpdo WindproofHairdo GustProofFit WindyDayScarfKnots WindyDayHatClips',
    speed:
      'WindyDayLeafCatch WindyDayFeatherRelay FastestKiteOnAWindyDay PinwheelSpinTimer PaperPlaneVsGust WindyBubbleBlitz WindyDayLaundryDash WindyDayStrawBallRace',
    tech: 'WindyDayStopMotionLeaves HomemadeAnemometer WindNoiseMicFix FilmAWindyDaySlowMo RacingCloudsWindyDay WindSpeedAppTest WindyDayPanoramaFail WindyDayTimelapseTrees',
    pet: 'WindyDayFlappyEars CatVsTheWindyDay WindyDayPuppyZoomies PetFurInTheWind WindblownFloofReveal LeafChaseOff WindyWalkies WindyDayIndoorFetch',
  },
  wings: {
    fitness:
      'WingsFlapJacks EarnYourWings GameDayWingSquats CeleryStickPlank HotWingHIIT BurpeesForBuffalo WingsStairClimb WingsArmCircles',
    prank:
      'WingsLoveNoteBox WingsCarrotStickSwap SurpriseWingNight WingsCookAward AllFlatsForYou WingDeliveryDash WingsRanchRefillFairy WingsBibForDad',
    educational:
      'WingsFlatVsDrum WingsScovilleQuiz WhereBuffaloWingsBegan WhyCapsaicinBurns WingsMilkVsWaterCooldown WingCrispScience BakingPowderWingTest WingsChickenAnatomy',
    speed:
      'WingSaucingRace WingDipRelay WingsCleanupCountdown WingsFlavorSortTimer WingsNapkinFoldRush SauceTossSprint WingsMenuMemoryBlitz WingsTableSetupDash',
    tech: 'AirFryerVsOvenWings WingTempCheck WingSauceDripSlowMo AIInventsAWingFlavor AIRatesMyWings WingFoodPhotoHack WingCrunchDecibels WingsOrderSplitApp',
    pet: 'WingsKittyFeatherWand WingsDayCarrotTreat ParrotWingStretch NoWingBonesForDogs WingmanPup ChickenWingSqueakyToy WingNightGuardian WingsBudgieFlightTime',
    gaming:
      'WingsTierList WingsHeatBracket WingsBingoCards WingsFlavorFaceOff WingsTriviaNight WingsDiceDuel WingsMysteryDipQuiz WingsPaperAirplaneContest',
  },
  winter: {
    prank:
      'WinterSnowmanSurprise WinterCocoaDoorstep WinterGooglyEyeIcicles ArmyOfWinterSnowmen FrostyTheDoorman WarmedUpMittens WinterWindshieldHeart WinterSnowflakeCeiling',
    pet: 'WinterPawBalmRoutine WinterSnowZoomies KittensFirstWinter PuppyCatchesSnowflakes WinterWindowWatchCat DogBootsDebut WinterCoatCheck WinterBunnyCozyHutch',
  },
  witch: {
    prank:
      'WitchCackleAlarm CauldronCandySurprise WitchBroomParkingSign WitchSpiderWebDoorway FreezeSpellOnDad WitchHatOnEverything WickedWitchFeet WitchRiddleScroll',
    educational:
      'WitchPotionScience WhyWitchesRideBrooms WitchFolkloreQuiz WitchHatFactOrFiction WitchStoriesWorldwide ColorChangingBrews NameThatFamousWitch WitchHerbSniffTest',
    travel:
      'WitchPumpkinPatchTrip BroomstickCampout WitchSpellbookLibraryHunt WitchHauntedHayride WitchForestTrail WitchyAutumnRoadTrip WitchMuseumDayOut WitchAppleOrchardVisit',
    music:
      'SpellOnYouCover WitchCackleRemix HocusPocusKaraoke WitchesBrewBeat SeasonOfTheWitch WitchKazooSolo WickedWitchDuet WitchCauldronDrums',
    tech: 'WitchSpellTransition GlowingCauldronBuild CrystalBallLEDGlow WitchVoiceChanger FlyMyWitchBroom WitchyHouseHack AIWitchMakeover WitchCackleSoundboard',
    pet: 'FamiliarCatPortrait WitchCauldronTreatHunt WitchPotionLickMat WitchBroomstickBuddy SpellbookKittenShoot WhichWitchKitty WitchAndHerSidekick WitchBunnyPumpkinPatch',
  },
  wizard: {
    dance:
      'WizardBroomstickBop PotionShakeShimmy WizardDuelFreestyle WizardRobeTwirl WizardWandWave DanceLikeAWizard WizardStrutOff WizardMoonwalk',
    prank:
      'WizardAcceptanceLetter FloatingCandlesRoom WizardOwlPostDelivery WizardVanishingAct WizardFreezeSpell WandLightSwitchTrick WizardDoorPassword WizardInvisibilityPrank',
    cooking:
      'WizardButterbeer WizardHatCupcakes ColorChangingPotion WizardCauldronSoup SpellbookCookies WizardFeastTable WizardWandPretzels WizardPumpkinJuice',
    travel:
      'WizardBookshopHunt WizardLibraryAdventure WizardRoadTripQuest WizardCastlePlayground FindYourWizardWand MedievalTownWalk WizardMovieSetVisit WizardTrainPlatformPhoto',
    music:
      'MagicWandConductor WizardRockBand WizardSpellChant WizardRapBattle HedwigsThemeOnRecorder WizardHumAlong OffToSeeTheWizard WizardBalladOfQuests',
    tech: 'WizardWandLightPainting WizardVoiceCommands WizardStopMotionDuel WizardSpellEffectsEdit ARWizardCastle WizardTeleportTransition WizardLevitationVideo WizardSmartBulbMagic',
    pet: 'WizardPuzzleFeeder WizardPupAgilityQuest WizardFamiliarReveal WandTreatTrick BlackCatCompanion WizardOwlPlushFetch WizardSpellTraining WizardHamsterCastle',
    gaming:
      'WizardChessMatch TheWizardSays WizardFreezeSpellTag WizardCharades WizardDuelTournament WizardTriviaNight WizardVanishingAct WizardRiddleQuest',
  },
  wolf: {
    prank:
      'WolfInSheepsClothing WolfHowlRingtone WolfPawPrintTrail WolfPlushBedGuard RedRidingHoodBasket HuffAndPuffWakeUp WolfEarsHeadband WolfMaskPeekaboo',
    educational:
      'WhyWolvesHowl WolfVsDogDNA YellowstoneWolfEffect WolfPackMythBusting WolfSenseOfSmell ApexPredatorQuiz GrayVsRedWolfFacts WolfPupGrowthFacts',
    travel:
      'WolfSanctuaryVisit WolfWatchAtTheZoo FullMoonHike WolfHowlCampout WolfPackRoadTrip HowlingTrailTrek WolfPawPrintHunt WolfMuseumExhibit',
    music:
      'HowlAtTheMoonSong PeterAndTheWolfHorns WolfPackChorus HungryLikeTheWolfCover WolfEchoChant AwooSingAlong WolfFolkLullaby WolfForestDrums',
    tech: 'WolfHowlSpectrogram WolfSoundboardRemix WolfLiveCamWatch AITranslatesWolf WolfFaceFilter MoonShotPhoneHack MapAWolfsJourney WolfDocumentaryEdit',
  },
  work: {
    dance:
      'ClockOutStrut WorkBreakroomBoogie WorkCopierConga SwivelChairSalsa WorkItWednesday JobWellDanced WorkWeekWiggle WorkDeskDiscoBreak',
    prank:
      'ComplimentStickyNotes TrophyForTheCoworker BalloonFilledCubicle GooglyEyesAtWork WorkMugMakeover WorkBirthdayParade SecretWorkElf WorkWelcomeBackBanner',
    tech: 'RateMyWorkSetup WorkTypingSpeedTest AutomateYourJob WorkShortcutShowdown SecondMonitorGlowUp ProductivityAppFaceOff WhatsOnMyWorkDesktop WorkCableManagement',
  },
  'work from home': {
    fitness:
      'FakeCommuteWalk WFHSquatPerCall MeetingPacingSteps WorkFromHomeHIIT RemoteWorkLungeBreak HomeOfficeDeskStretch ChairDipsWorkFromHome WorkFromHomeWallSit',
    prank:
      'VirtualHatDay WFHBackdropSwap WorkFromHomeSnackDrop WFHCardboardCoworker HomeOfficeSoundtrack WFHPetCameo DeskFairyWorkFromHome WorkFromHomeNameplate',
  },
  workout: {
    dance:
      'WorkoutToTheBeat DanceCardioBlast WorkoutCoolDownSway DumbbellDisco WorkoutWobble ExerciseElectricSlide WorkoutCongaLine WorkoutSalsaSteps',
    art: 'WorkoutStickFigures WorkoutComicStrip DrawYourWorkout ExerciseFlipbook SquatPoseSketch DoodleBetweenSets ClayWorkoutStopMotion WorkoutPosterDesign',
    tech: 'LetAIPlanMyWorkout WorkoutAppTestDrive WorkoutRecapReel SlowMoWorkoutForm StepCounterShowdown SmartwatchSweatStats WorkoutTrackerFaceOff WorkoutPhoneTripodSetup',
  },
  'world cup': {
    educational:
      'WorldCupBallPhysics OffsideInSixtySeconds NameThatWorldCupFlag WorldCupCountryQuiz BananaKickScience WorldCupThenVsNow WorldCupGreetings GuessTheWorldCupHost',
    travel:
      'WorldCupAtTheLocalPitch WorldCupParkKickAbout WorldCupOutdoorScreening WatchTheWorldCupWithNan WorldCupRoadTrip WhatsInMyWorldCupBag WorldCupFanZoneVisit WorldCupMuralHunt',
    art: 'WorldCupChalkStadium TinfoilWorldCupTrophy WorldCupFlagBunting DesignYourWorldCupKit WorldCupStickerMe PaintThePitch WorldCupHeroSketch InventAWorldCupMascot',
    tech: 'VARAtHome ScoreAWorldCupWinner AIPredictsTheWorldCup WorldCupSlowMo WorldCupGoalAlertHack WorldCupReplayEdit WorldCupFaceSwap ClockYourWorldCupKick',
    pet: 'WorldCupDogGoalie PawPicksTheWorldCup PuppyPenaltyKicks CatReactsToWorldCup WorldCupKittenKickoff FetchLikeAStriker WorldCupMascotPup WorldCupDribbleDuo',
  },
  'world record': {
    prank:
      'WorldRecordFakeJudge WorldRecordCertificate WorldRecordCeremony WorldsBestDadAward WorldRecordNapTrophy NewRecordBanner GoldMedalWorldRecord ConfettiRecordAttempt',
    travel:
      'WorldRecordRoadTrip WorldRecordOldestTree MyTownsOwnWorldRecord WorldRecordRoadsideStop WorldRecordMuseumTrip WorldRecordBookHunt VisitAWorldRecord WorldRecordGiantSelfie',
    pet: 'WorldRecordPetTricks WorldRecordLongestPurr WorldRecordHighFives WorldsFastestFetch TreatBalanceRecord WorldRecordTailWags SitStayWorldRecord PawShakeRecordAttempt',
  },
  'wrapping paper': {
    educational:
      'WrappingPaperStrengthTest WrappingPaperScrunch GiftWrappingGeometry FuroshikiVsWrapping CanYouRecycleWrapping DiagonalWrapHack WrappingPaperHowItsMade WrappingPaperInkFacts',
    music:
      'WrappingPaperJingle WrappingPaperRipASMR WrappingPaperKazoo CrinkleWrappingBeat CardboardBoxDrums WrappingPaperTubeTrumpet WrappingPaperCarolMedley WrappingPaperCrunchChoir',
  },
  yard: {
    fitness:
      'BackyardBootcamp RakeAndSquat YardWheelbarrowWalks YardSprinklerJacks YardStickSprints YardWorkGains YardBearCrawlLaps YardJumpRopeCircuit',
    tech: 'NameEveryPlantInMyYard YardBugMacroShots YardStargazingApp GrassGrowingTimelapse YardSolarLightSetup LawnBirdFeederStream YardCritterCam YardGlowUpReveal',
  },
  yearbook: {
    dance:
      'StrikeAYearbookPose YearbookSeniorStroll YearbookCatwalk YearbookFreezeFrame PictureDayShuffle PromNightRewind YearbookEraDanceOff NinetiesYearbookMoves',
    fitness:
      'YearbookJumpShot YearbookPoseHold YearbookTeamRematch YearbookVarsityRedo PictureDayPlank SeniorYearMile ThenAndNowYearbook YearbookPushupRetest',
    funny:
      'RecreateYourYearbook YearbookSelfRoast YearbookMostLikelyTo YearbookBangsEra PictureDayFails TeacherYearbookReveal ParentsYearbookReact YearbookVoiceover',
    prank:
      'YearbookStickerSurprise YearbookComplimentPage YearbookTinyDoodles YearbookHiddenHearts PictureDayPhotobomb MostLikelyToAwards SecretYearbookNote YearbookFanMail',
    tech: 'YearbookAIFilter YearbookQRVideos YearbookAgeProgression ScanYourYearbook TimeCapsuleReel RetroAppFaceOff YearbookPhotoRestore YearbookGreenScreen',
    pet: 'PetYearbookPhoto YearbookPuppySuperlative PawsForTheYearbook YearbookForMyDog KittyYearbookQuote MostLikelyToNap YearbookFurryFaculty YearbookClassClown',
  },
  yellow: {
    educational:
      'WhyTheSunLooksYellow FindTheYellowInALeaf YellowBusVisibilityTest IsTheTennisBallGreen NameFiveYellowAnimals HowYellowPaintIsMade YellowWarningSigns YellowColorMixingLab',
    travel:
      'SunflowerFieldTrip YellowLeafAutumnHike YellowThingsRoadTripBingo YellowBrickPathHunt YellowDoorsPhotoWalk CanolaBloomBikeRide YellowTaxiCityTour YellowFlowerGardenVisit',
    pet: 'YellowLeashWalkies YellowBallFetch SunflowerFieldPooch YellowLabDayOut DuckToyReaction MellowYellowNap YellowFeatherWand YellowBunnyBlanket',
    gaming:
      'YellowPacManHighScore YellowOnlyBuild BananaPeelDodge YellowCoinCollector YellowThingsScavengerHunt PikachuPartyNight YellowCardUnoRule YellowISpyRound',
  },
  yoga: {
    prank:
      'YogaPlaylistSwap YogaMatGooglyEyes PlushieYogaClass YogaMantraNotes FakeYogaPoseName SavasanaSnoreTrack YogaPhotobomb YogaTeaSurprise',
    travel:
      'YogaWithAView YogaOnTheBeach YogaLakesideMorning YogaInTheParkSunday YogaPoseAtEveryStop NamasteNomad YogaLandmarkLotus YogaForestClearing',
    tech: 'YogaFormCheckAI YogaPoseTimeLapse MirrorScreenYoga YogaAppFaceOff AIYogiCoach SmartwatchSavasana WobbleMeterYoga YogaVideoCallClass',
  },
  'yoga mat': {
    prank:
      'BubbleWrapYogaMat YogaMatStickerMandala YogaMatWhoopeeCushion GooglyEyedYogaMat RollOutASmile SecretMessageMat TinyYogaMatSwap YogaMatCompliments',
    travel:
      'YogaMatEverywhere YogaMatSunriseSpot HaveYogaMatWillTravel DownDogWithAView YogaMatNewCityDare YogaMatInTheCarryOn YogaMatLandmarkPose YogaMatParkHop',
    speed:
      'YogaMatRollRace TenPosesIn60 DownDogDash YogaMatRelay FastestYogaMatUnroll YogaMatFlowShowdown YogaMatSunSaluteBlitz YogaMatPackUpSprint',
    tech: 'YogaMatPoseTracker YogaMatTimeLapse YogaMatRollsItself AIGradesMyDownDog YogaMatAppShowdown YogaMatTripodHack GreenScreenYogaMat YogaMatHeartRate',
  },
  yogurt: {
    prank:
      'YogurtLidLoveNote YogurtParfaitSurprise YogurtCupCandyStash BerryFaceYogurt YogurtFridgeDoodle GooglyEyedYogurt YogurtSprinkleParty YogurtFakeSpillPrank',
    travel:
      'YogurtShopRoadTrip YogurtAroundTheWorld YogurtFarmersMarketHunt YogurtParfaitPicnic YogurtCafeHop YogurtDrinksAroundTown LocalYogurtTasting YogurtDairyFarmVisit',
    gaming:
      'YogurtTierList YogurtFlavorDraft YogurtBlindBracket YogurtCupTicTacToe YogurtTubTowerOff YogurtOrIceCreamDebate SpinTheYogurtWheel YogurtToppingMemory',
  },
  zebra: {
    dance:
      'ZebraStripeShuffle ZebraTailSwish ZebraGallopDance ZebraPrintStrut MonochromeMoves SavannaSwing TheZebraTwostep ZebraTapOff',
    funny:
      'ZebraStripesDebate HorseInZebraPajamas BarcodeZebraScan ZebraPhotobomb ZebraPlushInterview ZebraNarratesTheZoo ZebraGrassCritic ZebraMirrorSelfie',
    prank:
      'ZebraPlushPassenger ZebraStripedFridge SurpriseZebraSocks ZebraMaskPeekaboo StripeEverything ZebraInTheBathtub ZebraPrintPillowSwap HiddenZebraHunt',
    gaming:
      'ZebraSpotTheDifference ZebraMemoryCards ZebraStripePuzzle ZebraTapeHopscotch ZebraAndLionTag ZebraCharades OddZebraOut ZebraCheckersMatch',
  },
  zipper: {
    fitness:
      'ZipperJacketBurpees ZipperPlankPull ZipperStairClimb ZipperHoodieWarmup ZipUpAndGoJog ZipperSquatJacks RaincoatZipperRun FleeceZipperWalk',
    gaming:
      'GuessTheZipperSound ZipperPocketLuckyDip ZipperDiceBag ZipperEscapeRoom ZipperCosplayBuild ZipperPuzzleBox BlindfoldZipperGame ZipperMemoryMatch',
  },
  zombie: {
    prank:
      'ZombieToastArt ZombieHandInTheYard ZombieGardenGnome ZombieFridgeNote BrainShapedJello TheWalkingDad SlowMoZombieChase ZombieSlipperShuffle',
    travel:
      'ZombieHauntedHouseTrip ZombieWalkParade ZombieCornMazeNight ZombieHayrideDare ZombieRunFiveK ZombieSurvivalCampout ZombieMovieSetTour ZombieCostumeShopHunt',
    tech: 'ZombieFaceFilter ZombieMakeupTimeLapse HumanToZombieTransition ZombieVoiceChanger ZombieProofWifi EndOfWorldPowerBank NightVisionZombieHunt ZombieGreenScreenMovie',
    pet: 'ZombieSnuffleHunt ZombiePlushChew ZombieKittenPounce PuppyVsZombieToy NightOfTheLivingPup BrainsOrTreats ZombieRiseTrick ZombieBunnyHideout',
  },
  zoo: {
    funny:
      'ZooAnimalVoiceover ZooGoatSnackThief PettingZooChaos ZooVsMyHouse PenguinStrutOff CopyTheGorilla ZooLlamaSideEye ZooMapArgument',
    prank:
      'PlushZooInvasion PenguinInTheFridge ZooTripReveal ZooStickerTrail ZookeeperWakeUpCall GiraffeCutoutWindow ZooTicketTreasureHunt ZooSafariHatMorning',
    educational:
      'ZooKeeperSecrets ZooHabitatMatch GuessTheZooMenu HowZoosSaveSpecies EndangeredAnimalQuiz WhyFlamingosArePink DesignAZooEnrichmentToy ZooFoodChainChart',
    pet: 'ZooCatClimbingTree PetHearsZooSounds BackyardPettingZoo WhichZooPlushWins ZooDocumentaryKitty SafariPupPhotoshoot ZooHamsterHabitatBuild ZooEnrichmentToysForDog',
    gaming:
      'ZooAnimalCharades ZooGameNight ZooEscapePuzzle ZooStatShowdown ZooGuessWho WildlifeSpottingBingo ZooMemoryMatchCards ZooTwentyQuestions',
  },
  zookeeper: {
    prank:
      'ZookeeperCostumeWakeUp DadTheZookeeper ZookeeperPlushZoo StuffieSafariSurprise ZookeeperVoicemail CritterParadeZookeeper ZookeeperBadgeForKids ZookeeperFeedsTheFamily',
    travel:
      'AskAZookeeperAnything ZookeeperFarmParkDay CatchTheZookeeperFeeding ZookeeperPettingZooTrip ZookeeperSafariDrive ZookeeperTalkTour ZookeeperBucketList ZookeeperAquariumVisit',
  },
};
