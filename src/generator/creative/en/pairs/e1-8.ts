import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  vacuum: {
    dance:
      'VacuumMoonwalk VacuumTwoStep WaltzWithTheHoover VacuumToTheBeat VacuumFreezeDance DodgeTheRobotVacuum',
    fitness:
      'VacuumLunges VacuumCarryCurls SquatAndVacuum VacuumStepCount VacuumStaircaseClimb TenMinuteVacuumHIIT',
    prank:
      'VacuumCarpetMessage RobotVacuumGooglyEyes SneakVacuumTheirRoom VacuumHandleNote TalkingVacuumPrank WhoUnpluggedTheVacuum',
    educational:
      'HowVacuumsWork VacuumAirPressureDemo VacuumDustMicroscope WhoInventedTheVacuum WhatCanAVacuumLift WhyVacuumsAreLoud',
    cooking:
      'VacuumSealMarinade SousVideInAVacuumBag VacuumMarshmallowPuff NoVacuumNeededSnacks VacuumInfusedFruit VacuumQuickPickles',
    travel:
      'WeekInAVacuumBag RoadTripCarVacuum VacuumSealedSouvenirs VisitTheHooverDam VanLifeVacuumReset AfterTheBeachVacuum',
    fashion:
      'VacuumDayFitCheck VacuumCatwalk BallGownVacuuming MatchYourVacuum VacuumBagWinterCoats VacuumTheLintOff',
    wellness:
      'VacuumLinesZen VacuumThenCandle SundayVacuumReset MindfulVacuuming VacuumOneRoomDaily BarefootAfterVacuum',
    speed:
      'OneSongVacuum VacuumRelay VacuumCerealCleanup TenMinuteHouseVacuum VacuumCordWrapRace BeatTheRobotVacuum',
    music:
      'VacuumKaraoke VacuumPitchMatch VacuumOnOffBeat RemixTheVacuumHum NameThatVacuumTune VacuumingBlues',
    art: 'VacuumCarpetMandala VacuumCardboardModel DrawYourVacuum RobotVacuumLightTrail ClayMiniVacuum VacuumComicStrip',
    tech: 'RobotVacuumSockTest VacuumMapReveal CordlessVacuumFaceOff RoomsPerVacuumCharge VacuumByVoiceOnly VacuumTeardown',
    pet: 'CatRidesRobotVacuum DogVsVacuumStandoff VacuumBrushSpaDay CalmAroundTheVacuum PetHairVacuumReveal PuppyChasesTheHoover',
    gaming:
      'RobotVacuumMaze VacuumFindsBingo LuigisMansionVacuum VacuumTimeTrial FloorIsLavaVacuum VacuumSideQuest',
  },
  'lemonade stand': {
    dance:
      'LemonadeStandSignSpin LemonadeStandLineDance LemonadeStandMoonwalk BopAtTheLemonadeStand DoTheLemonSqueeze LemonadeStandStrut',
    fitness:
      'LemonadeStandCurls LemonadeStandJumpRope CarryTheLemonadeStand LemonadeStandWallSit BurpeePerLemonadeSold JogToTheLemonadeStand',
    funny:
      'LemonadeStandCEO LemonadeStandHaggle SourFaceLemonadeTest LemonadeStandCritic SharkTankLemonadeStand PricyLemonadeStand',
    prank:
      'LemonadeStandBigTip BuyOutTheLemonadeStand LemonadeStandFakeLine SecretShopperLemonade LemonadeStandDisguise LemonadeStandFanClub',
    educational:
      'LemonadeStandMath LemonadeStandEconomics LemonadeStandLedger KidsRunALemonadeStand BestLemonadeRatio LemonadeStandPriceTest',
    travel:
      'LemonadeStandHunt RoadTripLemonadeStand BeachLemonadeStand LemonadeAroundTheWorld LemonadeStandBikeTour FairLemonadeStand',
    fashion:
      'LemonadeStandFitCheck LemonadeStandApron LemonadeStandGingham SunHatLemonadeStand LemonPrintSundress MatchYourLemonadeStand',
    wellness:
      'CharityLemonadeStand FreeLemonadeStand SlowSipPorchLemonade NoPhonesLemonadeStand LemonadeStandGratitude SupportALemonadeStand',
    speed:
      'LemonadeStandSetupRace LemonadeStandPourOff SqueezeTenLemons LemonadeStandRushHour SellOutLemonadeStand LemonadeStandCupStack',
    music:
      'LemonadeStandJingle CupSongLemonadeStand LemonadeStandBusker KaraokeLemonadeStand LemonadeGlassXylophone LemonadeStandDuet',
    art: 'LemonadeStandSignArt CardboardLemonadeStand LemonadeStandLogo LemonSliceStamps ChalkLemonadeStandMenu PaintALemonadeStand',
    tech: 'LemonadeStandQRMenu TapToPayLemonadeStand SolarLemonadeStand AIPricesMyLemonade LemonadeStandWebsite LemonadeStandLEDSign',
    pet: 'LemonadeStandMascot LemonadeStandWaterBowl DogTreatLemonadeStand CatRunsLemonadeStand LemonadeStandGreeter PetSizedLemonadeStand',
    gaming:
      'LemonadeStandTycoon MinecraftLemonadeStand LemonadeStandBoardGame LemonadeStandHighScore AnimalCrossingLemonade RetroLemonadeStandRun',
  },
  'movie night': {
    dance:
      'MovieNightCreditsDance IconicMovieMoves MovieNightFreezeFrame MovieNightCouchGroove MovieThemeChoreo ShimmyLikeAMovieStar',
    fitness:
      'MovieNightScareSquats MovieNightCouchStretch PlankTillMovieCredits MovieMontageWorkout LungesPerMovieQuote MovieNightPausePushUps',
    prank:
      'SurpriseMovieTickets BackyardMovieReveal MovieNightUsherService FakeMovieTrailer MovieNightMysteryGuest MovieNightConcessions',
    educational:
      'MovieNightDocQuiz HowMoviesAreMade MovieFoleySounds ForeignMovieNight MoviePhysicsFails MovieNightBookVsFilm',
    cooking:
      'MovieNightPopcornBar CookTheMovieMeal MovieNightNachoTower MovieTheaterPretzels BuildAMovieSnackBoard MovieCandyBark',
    travel:
      'DriveInMovieNight RooftopMovieNight MovieLocationHunt OldestMovieTheater MoviesInThePark CampingMovieNight',
    fashion:
      'MovieNightPajamaFit RedCarpetMovieNight DressAsTheMovieLead MovieDecadeOutfit Movie3DGlassesLook CozyMovieNightLayers',
    wellness:
      'MovieNightPhonesAway MovieNightBlanketNest ComfortMovieRewatch CryItOutMovieNight SoloMovieDate MovieNightGratitude',
    speed:
      'MovieNightSetupRace PickAMovieIn60 PopcornBeforeTheMovie MovieQuoteQuickfire NameThatMovieIn3 MovieNightTidyDash',
    music:
      'HumTheMovieScore MovieMusicalKaraoke MovieThemeOnKazoo RescoreAMovieScene MovieNightFanfare MovieSoundtrackCover',
    art: 'MovieNightTicketCraft RedesignAMoviePoster MoviePopcornBoxDIY PaintAMovieStill MovieNightMarqueeSign DrawTheMovieFromMemory',
    tech: 'ShoeboxMovieProjector MovieNightSmartLights SyncedMovieNight MovieNightSoundCheck BackyardMovieScreen AIPicksTheMovie',
    pet: 'PetPicksTheMovie DogWatchesTheMovie PupFortMovieNight CatBoxMovieTheater MovieNightSnuggleBuddy MovieIntermissionFetch',
    gaming:
      'MovieNightBingo CharadesMovieNight MovieTriviaShowdown MoviePlotPictionary GuessTheMovieEmoji MovieTieInGameNight',
  },
  'field trip': {
    dance:
      'FieldTripBusBop FieldTripMuseumSteps CongaLineFieldTrip FieldTripFlashMob FieldTripAnimalMoves PermissionSlipShuffle',
    fitness:
      'FieldTripStepCount FieldTripHike FieldTripBusStretch FieldTripStopSquats BikeFieldTripDay ClimbingWallFieldTrip',
    prank:
      'FieldTripLunchNote FieldTripTeacherThanks SurpriseFieldTrip HideADinoOnFieldTrip FieldTripStickerHunt FieldTripMysteryStop',
    educational:
      'VirtualFieldTrip FieldTripFossilDig FieldTripJournal BackyardFieldTrip FieldTripBusQuiz TeachBackFieldTrip',
    cooking:
      'FieldTripSackLunch FieldTripOrchardPie FieldTripTrailMix FieldTripFarmEggs BakeryFieldTrip FarmersMarketFieldTrip',
    travel:
      'AdultFieldTrip FieldTripRevisit AquariumFieldTrip FieldTripInYourCity FactoryTourFieldTrip FieldTripPassport',
    fashion:
      'FieldTripFitCheck FieldTripMatchingTees FieldTripChaperoneLook FieldTripWalkingShoes RecreateFieldTripPhoto RainyFieldTripLayers',
    wellness:
      'FieldTripForOne MindfulFieldTrip ForestFieldTrip FieldTripSkyGazing FieldTripGratitudeList NoPhoneFieldTrip',
    speed:
      'FieldTripScavengerHunt FieldTripHeadcount OneHourFieldTrip FieldTripBoardingRace FieldTripLunchIn10 TenExhibitsFieldTrip',
    music:
      'FieldTripBusSong FieldTripSingInRounds RecorderFieldTripTune FieldTripSoundscape CampfireFieldTrip OrchestraFieldTrip',
    art: 'FieldTripSketchbook FieldTripPhotoWalk FieldTripLeafRubbing FieldTripPostcard ArtMuseumFieldTrip NatureCollageFieldTrip',
    tech: 'VRFieldTrip FieldTripVlog GoogleEarthFieldTrip FieldTripQRHunt TechMuseumFieldTrip AIPlansMyFieldTrip',
    pet: 'PetFieldTrip TreatShopFieldTrip CatsFirstFieldTrip HikingFieldTripDog HappyVetFieldTrip PuppyPicksTheFieldTrip',
    gaming:
      'FieldTripBingo FieldTripISpy FieldTrip20Questions MinecraftFieldTrip FieldTripSideQuest PokemonGoFieldTrip',
  },
  blueberry: {
    dance:
      'BlueberryBounce BlueberryHillStroll RollLikeABlueberry BlueberryPickStep BalanceABlueberry BlueberryBucketBop',
    fitness:
      'BlueberryPickingSquats SprintUpBlueberryHill BlueberryBucketCarry OneBlueberryPerRep BlueberryFarmHike BlueberryShuttleRun',
    funny:
      'TurningIntoABlueberry BlueberryTongueCheck LoneBlueberryMuffin BlueberryNatureDoc BlueberrySommelier BlueberryVsBlackberry',
    prank:
      'BlueberryOrChocChip BlueberryPancakeSmile GrapesOrBlueberries GiantBlueberryPrank BlueberryLoveNote BlueberryIceCubes',
    educational:
      'WhyBlueberriesAreBlue BlueberryJuicePHTest BlueberryBloomWipe WildVsFarmedBlueberry HowBlueberriesGrow BlueberryFloatOrSink',
    travel:
      'PickYourOwnBlueberries BlueberryFestivalTrip BlueberryPieCrawl WildBlueberryHike BlueberryMarketHunt BlueberryFieldPicnic',
    fashion:
      'BlueberryDyedTee BlueberryNailArt DressInBlueberryBlue MakeBlueberryEarrings BlueberryGirlCosplay BlueberryStainRescue',
    wellness:
      'MindfulBlueberry BlueberryPickingCalm BlueberrySmoothieHabit BlueberryBakeTherapy GrowABlueberryBush BlueberrySnackSwap',
    speed:
      'BlueberryPickRace BlueberryChopstickDash StackFiveBlueberries CountBlueberriesIn30 BlueberryStrawRelay SortBlueberriesBySize',
    music:
      'SingBlueberryHill BlueberryShaker BlueberryPailPlink BlueberryJamSession PlayTheBlueberryBlues BlueberryFaygoCover',
    art: 'PaintWithBlueberryInk BlueberryStillLife BlueberryDotMosaic BlueberryClayCharms MacroBlueberryPhoto BlueberryTieDye',
    tech: 'BlueberryTimelapse BlueberryMicroscope BlueberryBlenderDuel BlueberryBatteryTest AIBlueberryCounter SmartGardenBlueberry',
    pet: 'BlueberryBandanaPose BlueberryPlushHunt BlueberryPatchPortrait BlueberryFarmDogWalk PetBlueberryCostume PawsInTheBlueberries',
    gaming:
      'BlueberryHarvestRun BlueberryMatchThree StardewBlueberryFarm BlueberryPacManMaze BlueberryTicTacToe DiceForBlueberries',
  },
  violin: {
    dance:
      'IrishJigToFiddle ViolinWaltzAlong ViolinHoedown ViolinDanceCover ViolinTangoStep BalletToViolin',
    fitness:
      'ViolinistStretch HoldTheViolinUp ViolinPlankPractice ViolinFingerWorkout WallSitViolinScales ViolinShoulderRolls',
    funny:
      'WorldsTiniestViolin SadViolinForChores FirstViolinLesson AirViolinSolo NeighborRatesMyViolin ViolinElevatorMusic',
    prank:
      'ViolinSerenadeSurprise FiddleWakeUpCall HiddenViolinistDinner FakeBadViolinReveal ViolinDoorbellTune ViolinRingtonePrank',
    educational:
      'HowViolinsWork ViolinStringPhysics StradVsModernViolin ViolinBowHairFacts NameThatViolinPart LearnViolinIn30Days',
    cooking:
      'ViolinSugarCookies FiddleheadFernPasta BakeAViolinCake ViolinRecitalSnacks ChocolateViolin ViolinBowPretzels',
    travel:
      'FiddleFestivalTrip ViolinBuskingAbroad ViolinMuseumVisit IrishPubViolinSession PlayViolinAtLandmarks StreetViolinistHunt',
    fashion:
      'ViolinistFitCheck DecorateYourViolinCase ViolinRecitalOutfit RockstarViolinLook DressLikeYourViolin BluegrassFiddlerStyle',
    wellness:
      'ViolinLongTones ViolinBowBreathing SlowViolinMorning ViolinPracticeStreak ViolinForSleep TenMinuteViolinCalm',
    speed:
      'ViolinBumblebeeRun ViolinTuningRace ViolinStringChange OneMinuteFiddleReel FastestViolinScale ViolinMetronomeClimb',
    art: 'DrawAViolin ViolinStringArt PaintAnOldViolin ViolinSilhouette ViolinistPortrait ViolinClayMini',
    tech: 'ElectricViolinCover ViolinSlowMoStrings LoopPedalViolin ViolinTunerAppTest ViolinVsAIComposer ThreeDPrintedViolin',
    pet: 'DogSingsWithViolin ViolinPuppyLullaby CatJudgesMyViolin PetViolinConcert ParrotViolinDuet ViolinKittenAudience',
    gaming:
      'GuessTheGameOnViolin ViolinBossTheme ViolinZeldaMedley MinecraftViolinCover ViolinHeroChallenge ViolinLevelUpJingle',
  },
  scientist: {
    dance:
      'MadScientistShuffle ScientistLabCoatSpin ScientistDNATwist ScientistEurekaMove ScientistBeakerBop StrutLikeAScientist',
    fitness:
      'ScientistHeartRateTest ScientistPlankTrial VerticalJumpScientist ScientistWorkoutLog FieldScientistHike ScientistTenKSteps',
    funny:
      'MadScientistLaugh ScientistRatesMySnacks ScientistSafetyTalk ScientistWrongAgain KidScientistInterview ScientistNarratesMyDay',
    prank:
      'ScientistColorChange ScientistInvisibleInk MadScientistPotion ScientistGlowStars ScientistMagicMilk AwardTheHomeScientist',
    cooking:
      'KitchenScientistBake ScientistIceCreamBag ScientistBreadRise ScientistRockCandy MadScientistMocktail EdibleScientistSlime',
    travel:
      'ScientistMuseumCrawl StargazeLikeAScientist RockPoolScientist ScientistFossilDig FieldScientistForADay VisitAScientistsLab',
    fashion:
      'MadScientistCostume ScientistGogglesGlowUp FamousScientistCosplay ScientistStreetStyle RealScientistFitCheck ScientistLabCoatDIY',
    wellness:
      'ScientistCuriosityWalk ScientistWonderJournal ScientistSleepLog ScientistMoodTracker BeYourOwnScientist ObserveLikeAScientist',
    speed:
      'OneMinuteScientist ScientistElementsIn60 ScientistFizzRace ScientistPeriodicRelay ScientistQuickfire NameTheScientist',
    music:
      'ScientistBeakerDrums WaterGlassScientist MadScientistTheremin ScientistRapBattle TheScientistCover ScientistPitchTest',
    art: 'ScientistInkBleed ScientistMicroscopeArt ScientistDNAModel DrawAFamousScientist ScientistLeafPrints SketchAScientistsDesk',
    tech: 'ScientistArduinoBuild HomeScientistLab ScientistDataLogger AIScientistAssistant ScientistPhoneSensors CitizenScientistApp',
    pet: 'PetScientistCostume ScientistPawPreference PuzzleFeederScientist ScientistShellGame ScientistCatBoxTest ScientistPupColorQuiz',
    gaming:
      'MadScientistSpeedrun ScientistPotionBrewing ScientistLabBuild ScientistPortalPuzzle PandemicScientistCoop ScientistTriviaDuel',
  },
  laundromat: {
    dance:
      'LaundromatBasketBop DanceAtTheLaundromat LaundromatSpinCycle LaundromatFoldAndTwirl LaundromatCongaLine TheLaundromatShuffle',
    fitness:
      'LaundromatBasketCarry LaundromatWaitWorkout LaundromatJugCurls LaundromatCalfRaises WalkToTheLaundromat OneCycleLaundromatHIIT',
    prank:
      'LaundromatQuarterGift LaundromatKindNote FreeDryAtLaundromat LaundromatFlowerDrop LaundromatMissingSock CookiesAtTheLaundromat',
    educational:
      'LaundromatLabelDecoder LaundromatDryerScience StainTestAtLaundromat LaundromatLoadMath WhyLaundromatsUseCoins LaundromatVsHomeWash',
    cooking:
      'LaundromatLunchbox LaundromatPicnic LaundromatThermosSoup WashDayRedBeans LaundromatCookies NoCookLaundromatMeal',
    travel:
      'LaundromatAbroad LaundromatCafeHop BackpackerLaundromat PrettiestLaundromat LaundromatMuralHunt ExploreNearLaundromat',
    fashion:
      'LaundromatFitCheck LaundromatLeftovers LaundromatSweatsuit LaundromatStainRescue RetroLaundromatLook DenimDayAtLaundromat',
    wellness:
      'LaundromatMindfulWait ReadAtTheLaundromat LaundromatJournal LaundromatWarmTowels LaundromatPhoneFree ThankfulAtLaundromat',
    speed:
      'LaundromatFoldingRace LaundromatSockMatch LaundromatSortBlitz LaundromatLoadIn60 BeatTheLaundromatDryer OneHourLaundromat',
    music:
      'LaundromatWasherBeat LaundromatDryerDrums RemixTheLaundromat LaundromatBuzzerSong SerenadeTheLaundromat LaundromatJukebox',
    art: 'NeonLaundromatPhoto LaundromatSketch LaundromatSockPuppet LaundromatLintArt LaundromatLongExposure PaintALaundromat',
    tech: 'LaundromatTimerHack LaundromatAppPay LaundromatWiFiSpeed SmartLaundromatTour CodeAtTheLaundromat LaundromatPodcastEdit',
    pet: 'LaundromatPetBedWash LaundromatFreshBlanket DogWalkToLaundromat CatInTheLaundromatBag LaundromatFurRemoval PupWaitsAtLaundromat',
    gaming:
      'LaundromatHandheldRun LaundromatCardGame LaundromatSockMemory LaundromatPinball ChessAtTheLaundromat BeatALevelAtLaundromat',
  },
  kangaroo: {
    dance:
      'KangarooHopAlong KangarooBoxStep DoTheKangaroo KangarooBounceOff TinyKangarooArms KangarooLineDance',
    fitness:
      'KangarooBoxingCardio KangarooBroadJump KangarooPouchLunges OutjumpAKangaroo HopLikeAKangaroo KangarooTailBalance',
    funny:
      'WhatsInThePouch KangarooImpression BuffKangarooFlex KangarooPocketHaul KangarooCourt KangarooSideEye',
    prank:
      'KangarooPlushPeekout KangarooFootprints KangarooCutoutYard KangarooPocketSurprise PostcardFromAKangaroo OnesieKangarooGreet',
    educational:
      'HowKangaroosHop KangaroosCantWalkBack KangarooTailFifthLeg KangarooBirthSize KangarooOrWallaby WhereKangaroosLive',
    cooking:
      'KangarooPouchPitas KangarooSugarCookies FlipAKangarooPancake KangarooCakePops KangarooBentoBox MamaKangarooMuffins',
    travel:
      'KangarooIslandTrip KangarooSpottingDrive KangarooBeachSunrise KangarooSanctuaryVisit ZooKangarooWalk PhotoAtKangarooSign',
    fashion:
      'KangarooPocketHoodie KangarooOnesieLook KangarooSockCheck KhakiKangarooKeeper KangarooEarringsDIY ThriftAKangarooTee',
    wellness:
      'KangarooCareCuddle KangarooLiveCamCalm KangarooHopItOut SunsetWithKangaroos LazyKangarooLounge KangarooStretchBreak',
    speed:
      'KangarooSackRace KangarooHopRelay KangarooJumpsIn30 PassTheKangarooJoey BoundLikeAKangaroo FillTheKangarooPouch',
    music:
      'KangarooHopBeat KangarooLullaby KangarooBoingRemix KangarooCountingSong BoxingKangarooTheme AussieKangarooJingle',
    art: 'KangarooPaperCraft KangarooSilhouette KangarooLinoPrint KangarooClayFigure DrawKangarooOneLine MamaKangarooWatercolor',
    tech: 'KangarooSlowMoHop KangarooJumpTracker KangarooRobotBuild KangarooWildlifeCam ARKangarooFilter ThreeDPrintKangaroo',
    gaming:
      'KaoTheKangaroo KangarooBoxingGame ZooTycoonKangaroo KangarooHopscotch KangarooParkourRun KangarooCharades',
  },
  snail: {
    dance:
      'SnailCurlUp SnailAntennaeArms SnailSpiralSpin SnailShellSway SlowMoSnailSlide MoveAtSnailSpeed',
    fitness:
      'SnailPaceSquats SnailCrawlCore SlowMoSnailPushUps SnailShellCarry SnailTempoLunges StretchLikeASnail',
    funny:
      'CommentateASnailRace SnailPaceWifi SnailMailDrama LosingToASnail SnailSpeedDating SnailVoiceover',
    prank:
      'SnailMailSurprise ChalkSnailTrail SnailRockDecoys GiantSnailInTheGarden SnailPaceDelivery HideAPlushSnail',
    educational:
      'HowSnailsGrowShells SnailTeethCount SnailSlimeScience SnailSpiralMath HowFastIsASnail WhySnailsComeOutInRain',
    cooking:
      'SnailCinnamonRolls SnailPastryPinwheels BakeASnailCake SnailMeringues CucumberSnailSnack SnailPretzels',
    travel:
      'SnailPaceRoadTrip SnailMailPostcards RainyDaySnailHunt SnailFarmTour SnailShapedStaircases SlowTravelSnailMode',
    fashion:
      'SnailShellEarrings BraidASnailSpiral SnailSwirlBun CottagecoreSnail SnailPrintFitCheck SnailAntennaHeadband',
    wellness:
      'SnailPaceMorning SnailMailPenPal SlowDownLikeASnail FiveMinuteSnailWatch SnailShellNap TinySnailSteps',
    speed:
      'SnailRaceDay SnailSlowestWins DrawASnailIn10 WriteSnailMailFast SnailShellSpinOff SnailTrailMazeDash',
    music:
      'SnailPaceLofi SnailShellShaker SnailSlowJam AdagioAtSnailSpeed SongForASnail SnailRainSounds',
    art: 'SnailSpiralDoodle SnailClayModel SnailPaperQuilling SnailMacroShot PaintedSnailRocks DrawAGardenSnail',
    tech: 'SnailTimelapse SnailMailVsEmail SnailRobotBuild SnailTerrariumCam WiFiSlowerThanASnail PhoneMicroscopeSnail',
    gaming:
      'SnailRaceBoardGame SnailSpiralMaze SnailBobSpeedrun SnailHopscotch PlayAsASnail SlowAndSteadySnail',
  },
  pet: {
    dance:
      'DanceWithYourPet PetSpinOnCue TwoStepWithFurBaby PetPawsUpShuffle PetWeaveThroughLegs PetCameoChoreo',
    fitness:
      'WorkoutWithYourPet PetPlankPartner PetHikeStreak PetWalkStepCount PetFetchSprints SunSaluteWithPet',
    funny:
      'PetVoiceover PetJudgesMyOutfit PetGuiltyFaceReveal IfMyPetCouldText BloopersStarringMyPet MyPetHearsTheTreatBag',
    prank:
      'PetFaceSocksGift PetCardboardCutout PetVideoCallCameo PetLookalikePlush WallpaperOfYourPet FakeNewPetReveal',
    educational:
      'PetFactsQuiz HowPetsSeeColor PetBodyLanguage PetNoseScience HowManyHoursPetsSleep PetAgeInHumanYears',
    cooking:
      'HomemadePetTreats PetBirthdayCake PetPupsicles PetShapedCookies PetPawCupcakes BakeOffForFurBabies',
    travel:
      'PetFriendlyCafeHop PetRoadTrip PetParkPassport BeachDayForMyPet TownTourWithPet PetTravelDiary',
    fashion:
      'PetParentFitCheck PetBandanaDIY PetRaincoatStrut DressLikeYourPet MatchYourPetsCollar PetHairOutfitRescue',
    wellness:
      'PetCuddleTherapy PetSunbeamNap BreatheWithYourPet PetBrushingRitual WhatMyPetTaughtMe SniffWalkWithPet',
    speed:
      'PetTrickSpeedrun DrawYourPetIn60 PetRecallDash PetToyTidyTimer PetAgilityCourse BeatYourPetToTheBall',
    music:
      'SerenadeYourPet PetHowlAlong LullabyForFurBaby PetSoundRemix PetThemeSong PetOnTheKeyboard',
    art: 'PaintYourPetBadly PetPawPrintArt PetClaySculpt PetSilhouetteCutout PetEmbroideryHoop NeedleFeltYourPet',
    tech: 'PetCamDiary PetGadgetTest PetGPSAdventureMap PetVsBallLauncher AITranslatesMyPet SmartFeederForMyPet',
    gaming:
      'RecreateYourPetInGame PetPlayerTwo PetTreatPuzzle HideAndSeekWithPet PetCrashesCheckers PetSitsOnController',
  },
  book: {
    dance:
      'BookOnHeadGroove BookCharacterDance SilentLibraryBookBop BookStackShuffle BookClubChoreo ActOutAPictureBook',
    fitness:
      'PlankPerBookChapter BookBalanceWalk HardcoverBookCurls BookWallSit BookStackSquats AudiobookStepGoal',
    funny:
      'BookClubNoOneRead JudgeABookByItsCover DramaticBookReading BookEndingReaction BookwormProblems BookVillainImpression',
    prank:
      'BlindDateWithABook LeaveABookOnTheBus BookCoverSwitcheroo RainbowTheirBookshelf BookmarkCompliments SignedBookSurprise',
    cooking:
      'CookABookScene BookCoverCake BookClubSnackBoard PictureBookPancakes RecipeFromANovel OpenBookSandwich',
    travel:
      'BookstoreCrawl VisitABookSetting BookTownWeekend BuyABookInEveryCity BookshopPassport FreeLibraryBookSwap',
    fashion:
      'BookCoverMatchFit DressAsABookCharacter BookGenreOutfit BookClubLook WhatsInMyBookTote BookAuthorCosplay',
    wellness:
      'BookBeforeBed BookAndTeaNight PhoneFreeBookHour BookQuoteJournal ComfortBookReread ReadABookOutside',
    speed:
      'BookStackingRace SortYourBooksFast BookPageHunt BookDominoes OneMinuteBookPitch ReadAPictureBookIn60',
    music:
      'BookSoundtrack SingTheBookBlurb RapABookRecap BookTitleSong BookPageFlipBeat BookwormBallad',
    art: 'BookSpinePoetry BookCoverRedesign BookSceneDiorama BookmarkWatercolor FoldedBookArt BlackoutABookPage',
    tech: 'ScanMyBookshelf EReaderVsRealBook AIBookSummaryTest AudiobookAt2x BookTrackerApp BookLightShowdown',
    pet: 'ReadABookToYourDog CatSitsOnMyBook PetPicksMyNextBook BookNookNap BookFortKitten PictureBookPuppy',
    gaming:
      'BookTriviaNight BookCharades BookBingoCard FirstLineBookGuess PlayAGamebook BookVsVideoGame',
  },
  headphones: {
    dance:
      'SilentDiscoHeadphones HeadphonesStrut OneEarbudShuffle HeadphonesBassDrop GuessMyHeadphoneSong HeadphonesFreestyle',
    fitness:
      'BurpeesInHeadphones EarbudsJogTest HeadphonesAlbumRun HeadphonesBPMCardio HeadphonesSpinClass JumpRopeInAHeadset',
    funny:
      'SingingInHeadphones HeadphonesNoMusic HeadphonesDoorHandle WhatsInYourHeadphones OneEarbudMissing HeadphonesOnIgnoreMom',
    prank:
      'HeadphonesLaughTrack HeadphonesSurpriseSong HeadphonesCompliment HeadphonesPlaylistSwap CatEarHeadphoneGift BirdsongInTheirEarbuds',
    educational:
      'HowHeadphonesWork NoiseCancellingDemo HeadphonesHearingTest SafeHeadphoneVolume HeadphonesTeardown SpatialAudioHeadphones',
    cooking:
      'AudioRecipeHeadphones HeadphoneCookies OneAlbumHeadphoneBake HeadphonesOnMealPrep HeadsetChefMode ASMRCookingHeadphones',
    travel:
      'HeadphonesFlightTest HeadphonesCityWalk HeadphonesAudioTour HeadphonesTrainWindow LocalSongsInEarbuds LayoverNoiseCancelling',
    fashion:
      'HeadphonesFitCheck HeadphonesColorMatch WiredHeadphonesAreBack HeadphonesHairstyle CatEarHeadset CrochetHeadphoneCovers',
    wellness:
      'HeadphonesMindfulWalk PowerNapHeadphones HeadphonesRainSounds HeadphonesBreathwork HeadphonesOffHour OneSongHeadphoneReset',
    speed:
      'HeadphonesUntangleRace HeadphonesNameThatTune EarbudsPairingDash HeadphonesLyricsBlitz SwapHeadphonesRelay FastestHeadphoneWrap',
    music:
      'HeadphonesBlindTest BassDropHeadphones SingWithHeadphonesOn HeadphonesMixdown HeadphoneHarmonyDuet StudioHeadphonesCover',
    art: 'HeadphonesCustomPaint DrawToYourHeadphones HeadphoneStickerBomb HeadphonesPortrait HeadphonesStillLife SoundwaveHeadphoneArt',
    pet: 'PetStealsMyHeadphones KittenNapsOnHeadphones DJPupInHeadphones HeadTiltAtEarbuds MatchingCatEarHeadset HeadphonesHideAndSeek',
    gaming:
      'FootstepsInHeadphones HeadphonesSoundQuiz HeadphonesHorrorNight GamingHeadsetShowdown SquadCommsHeadphones HeadphonesRhythmRun',
  },
};
