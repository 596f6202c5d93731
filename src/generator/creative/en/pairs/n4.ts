import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'sweet tooth': {
    dance:
      'SweetToothHappyDance TheSweetToothShuffle SweetToothCookieConga SweetToothCandyCaneLimbo SugarRushSweetToothJig LollipopLipSyncSweetTooth GummyBearSweetToothBop ShimmyForMySweetTooth',
    fitness:
      'SweetToothCookieCrunches OutrunYourSweetTooth SweetToothOvenTimerPlank GummyBearCrawlSweetTooth LastDonutLungeSweetTooth WalkOffYourSweetTooth SkipToMySweetTooth SweetToothBananaSplits',
    funny:
      'MySweetToothMadeMeDoIt SweetToothVsWillpower CaughtRedHandedSweetTooth MidnightSweetToothRaid BiggestSweetToothAward IfMySweetToothCouldTalk SweetToothSecretStash DentistVsSweetTooth',
    prank:
      'SweetToothRiddleTrail CandyJarNoteSweetTooth EmptyDonutBoxSweetTooth TinyDessertSweetTooth SweetToothTreasureMap SweetToothSpoonHeist SweetToothBalloonDrop FakeCrumbsSweetTooth',
    educational:
      'WhyWeHaveASweetTooth SweetToothSugarCubeCount SweetToothAroundTheWorld SweetToothCavityScience SweetToothLabelDetective FruitVsCandySweetTooth TwoMinuteBrushSweetTooth AnimalsWithASweetTooth',
    travel:
      'SweetToothBakeryCrawl CandySouvenirSweetTooth PackingForMySweetTooth IceCreamWalkSweetTooth FarmersMarketSweetTooth SweetToothDessertPassport AirportSweetToothHunt BestDonutInTownSweetTooth',
    fashion:
      'SweetToothSprinkleNails CandyNecklaceSweetTooth SweetToothDessertCosplay CupcakeTutuSweetTooth DonutEarringsSweetTooth SweetToothColorMatch SweetToothSloganTee ChocolateTonesSweetTooth',
    wellness:
      'SevenDaySweetToothSwap SweetToothMindfulBite HoneyTeaForSweetTooth SweetToothMoodJournal FlossForYourSweetTooth ShareYourSweetTooth WaterFirstSweetTooth BerryBowlSweetTooth',
    speed:
      'SprinkleSortSweetTooth SweetToothUnwrapSpeedrun SweetToothSugarCubeTower SweetToothFrostOff SweetToothChopstickPick CandyCaneRelaySweetTooth OvenTimerDashSweetTooth SpoonRaceSweetTooth',
    music:
      'WrapperBeatSweetTooth SweetToothJingle SweetToothSongMedley CookieTinDrumSweetTooth SweetToothSerenade JamJarXylophoneSweetTooth SprinkleShakerSweetTooth SweetToothDessertRap',
    art: 'SweetToothStillLife WrapperCollageSweetTooth DrawYourSweetToothMonster CookieCanvasSweetTooth ClayCupcakeSweetTooth SweetToothPopArt SweetToothCandyKingdom DonutDotArtSweetTooth',
    tech: 'SugarTrackerSweetTooth SlowMoSprinklesSweetTooth CandyStopMotionSweetTooth OvenTimelapseSweetTooth SweetToothCrystalMacro TierListSweetTooth QRCodeSweetToothHunt AIDreamDessertSweetTooth',
    pet: 'SweetToothPupcake SweetToothDogProofStash PupsicleSweetTooth AppleOrCarrotSweetTooth SweetToothLeaveItCue DonutBedSweetTooth SqueakyCupcakeSweetTooth MuffinTinPuzzleSweetTooth',
    gaming:
      'SweetToothTreasureHunt BlindfoldSweetToothGuess HowManyInTheJarSweetTooth CandyCheckersSweetTooth DessertDraftSweetTooth PinTheCherrySweetTooth SweetToothBakeryBingo SweetToothWouldYouRather',
  },
  sleet: {
    dance:
      'SleetShiverShake TheSleetShuffle SleetFreezeDance BoogieTillTheSleetStops SnowBootSleetStomp RaincoatSleetTwirl BundledUpSleetBop TapToTheSleet',
    fitness:
      'LivingRoomSleetHIIT SleetWarmUpJacks WindowWallSitSleet PlankUntilTheSleetStops CozySleetYoga SleetDayHallwayLunges ShadowboxTheSleet SleetBootMarch',
    funny:
      'IsItSnowOrSleet MyHairVsSleet DramaticSleetForecast FirstStepIntoSleet SleetOnMyGlasses UmbrellaVsSleet SleetOrBaconSizzle SleetAppreciationSpeech',
    prank:
      'SleetSoundFakeOut SleetWindowClings ConfettiSleetUmbrella OverpackedForSleet SleetWarningNotes BubbleWrapSleetMat SleetProofTheRemote CottonBallSleetStorm',
    cooking:
      'StewWhileItSleets ShavedIceSleet SleetDayCocoaBar SparkleSugarSleetCookies GrilledCheeseSleetNight SleetPantryDinner SleetWeatherRamen PorridgeBeforeTheSleet',
    travel:
      'PackingForSleet SleetProofBackpack MuseumOnASleetDay SleetDayCafeHop TrainWindowSleet AirportSleetDelayGames CheckTheSleetForecast SleetCabinWeekend',
    fashion:
      'SleetDayFitCheck StyleYourSleetBoots LayerUpForSleet HoodUpSleetLook ClearUmbrellaSleet SleetProofHairdo PufferVsSleet MittenScarfSleetSet',
    wellness:
      'ListenToTheSleet BlanketFortSleetDay DrySocksAfterSleet FallAsleepToSleet SleetTeaPause SleetNeighborCheckIn FindTheSleetSilverLining StretchWhileItSleets',
    speed:
      'SleetGearSpeedrun SleetMeltRace TieShoesInSleetMittens SleetIceTower CatchSleetInACup TweezerSleetPick MopTheSleetPuddle PackUpBeforeTheSleet',
    music:
      'RecordTheSleetBeat SleetRainstick SingingInTheSleet LullabyForTheSleet SleetStormSymphony SleetBluesJam BootStompSleetRhythm HumAlongToTheSleet',
    art: 'SketchTheSleetStorm WatercolorSaltSleet SleetIceCubeArt SilverFoilSleetCollage FoggyWindowSleetDoodle SleetGlitterJar GreySkySleetPainting SleetUmbrellaMakeover',
    tech: 'SleetBounceSlowMo SleetWindowTimelapse ReadTheSleetRadar SleetPatterASMR SetASleetAlert SleetMacroPhoto GreenScreenSleetReport ShowGrandmaTheSleet',
    pet: 'PupsFirstSleet WipePawsAfterSleet SleetDayHallwayFetch CatAtTheSleetWindow SnugglePileDuringSleet SleetSniffMat SleetTowelRubdown TeachATrickWhileItSleets',
    gaming:
      'SleetDayDominoes SleetWindowTicTacToe WinterBingoSleet SockBallSleetStorm WeatherCharadesSleet SleetPelletDerby CardGameWhileItSleets GuessTheSleetSound',
  },
  drizzle: {
    dance:
      'DancingInTheDrizzle UmbrellaTwirlDrizzle DrizzleZigZagSteps SlowAsHoneyDrizzle TheDrizzleWave RaincoatDrizzleBop DripDropDrizzle PitterPatterDrizzle',
    fitness:
      'JogInTheDrizzle ZigZagDrizzleDrill SlowDrizzleSquats DodgeTheDrizzle FreshAirDrizzleStretch HopscotchInTheDrizzle BackyardDrizzleBurpees DrizzleWalkAndTalk',
    funny:
      'IsThisDrizzleOrRain DrizzleGoneWrong DrizzleVsMyHair ActLikeDrizzleIsAStorm FancyChefDrizzle WeatherAppSaidDrizzle DrizzleSmallTalk NarrateTheDrizzle',
    prank:
      'FakeDrizzleSounds SpritzTheWindowDrizzle SmileyDrizzleSurprise GiantUmbrellaForDrizzle SevereDrizzleWarning PaperDropDrizzleRoom TinyDrizzleCloud DrizzleAlarmTone',
    educational:
      'MeasureTheDrizzle DrizzleVsDownpour ViscosityDrizzleRace WhyDrizzleDropsAreTiny SayDrizzleInFiveLanguages EmulsifyADrizzle DoPlantsLoveDrizzle ShavingCreamDrizzleCloud',
    travel:
      'CityWalkInTheDrizzle DrizzleReadyDaypack ForestHikeInDrizzle CafeWindowDrizzle DrizzleRainbowChase DrizzlyBeachStroll MarketHopInDrizzle TrainRideThroughDrizzle',
    fashion:
      'FrizzVsDrizzle DrizzleTrenchCoatFit DrizzleUmbrellaMatch WellyBootDrizzleLook DrizzleNailArt LightLayersForDrizzle BucketHatDrizzle BrightRaincoatDrizzle',
    wellness:
      'MindfulDrizzleWalk DrizzleWhiteNoise HoneyDrizzleTea JournalByTheDrizzle FeelTheDrizzle BreatheWithTheDrizzle DrizzleGardenCheck CozyDrizzleReadingNook',
    speed:
      'TwelveCupcakeDrizzle LaundryInBeforeDrizzle PancakeDrizzleRelay ConnectTheDotsDrizzle TenSecondDrizzleHeart ZigZagDrizzleSpeedrun DrizzleDropRace DrizzleYourInitials',
    music:
      'SingingInTheDrizzle LoFiDrizzleBeats BucketDrumDrizzle WaterGlassDrizzleScale PorchSongInTheDrizzle DuetWithTheDrizzle DrizzleBallad FingerSnapDrizzle',
    art: 'DrizzlePourCanvas DrizzleWatercolorWash GlueAndGlitterDrizzle ChocolateDrizzlePortrait ChalkArtInTheDrizzle LetDrizzlePaintForYou DrizzleDotMandala MarbleDrizzlePaper',
    tech: 'SlowMoHoneyDrizzle DrizzleDropletMacro DrizzleProofPhoneHack CloudTimelapseDrizzle WhichAppCalledDrizzle DrizzleCinemagraph DrizzleStopMotion NightBokehDrizzle',
    pet: 'WalkiesInTheDrizzle CatVsDrizzle MuddyPawsAfterDrizzle PumpkinLickMatDrizzle DrizzleSniffari DrizzleTowelHug DrizzleDayAgility DrizzleUmbrellaForTwo',
    gaming:
      'BlindDrizzleTasteTest DrizzleDrawAndGuess DrizzleFortBuildOff PancakeTicTacToeDrizzle WordGameWhileItDrizzles DrizzleScavengerHunt IndoorMiniGolfDrizzle DrizzleDominoRun',
  },
  peeler: {
    dance:
      'PeelerPutAwayShimmy PeelerDanceBreak PeelerTwoStep ThePeelerTwist MashedPotatoPeelerMoves RobotPeelerArms CarrotPeelerPolka ApplePeelerSpin',
    fitness:
      'PeelerPauseCalfRaises SpudSackPeelerSquats PeelerCompostLunges PotatoBagCarryPeeler PostPeelerWristStretch PeelerPushUpBreak SideShuffleToThePeeler PeelerPostureCheck',
    funny:
      'WhoStoleThePeeler PeelerHeartbreak PeelerInfomercial WeirdestPeelerInTheDrawer PeelerUnboxingDrama GrandmasOldPeeler DodgingPeelerDuty PeelerTowardOrAway',
    prank:
      'PeelerGooglyPotatoes PeelerFanClubSign ToyPeelerSwap SecretNoteInPeelerDrawer TinyPeelerGiantPumpkin PeelerForABanana PeelerEmployeeOfMonth GiftWrappedPeeler',
    educational:
      'SwivelVsYPeeler DoYouNeedAPeeler PeelerAppleBrowningTest HoldAPeelerSafely CompostYourPeelerScraps HowThinCanAPeelerGo FruitOrVegPeelerQuiz PeelerRegrowCarrotTops',
    travel:
      'CampingTripPeeler FarmersMarketPeelerHaul PeelerInThePicnicBasket AppleOrchardPeeler StreetFruitPeelerPro RentalKitchenPeelerHunt HikeSnackPeelerPrep VisitGrandmasPeeler',
    fashion:
      'ApronPocketPeeler MiniPeelerCharm ChefWhitesPeelerLook PeelerCurlsHairdo PeelerColorPalette RolledSleevesPeeler PotatoPrintPeelerTote KitchenChicPeelerFit',
    wellness:
      'MindfulPeelerMoment PeelerCucumberSpa PeelerASMR FamilyPeelerCircle RainbowVeggiePeeler LemonZestPeelerLift SlowSundayPeelerSoup CalmPeelerMealPrep',
    speed:
      'ScrubTheSpudsPeeler PeelerScrapSweep CarrotTowerPeeler VeggieSortBeforePeeler PeelerTongueTwister PeelerDishRackReset ApronAndHairTiePeeler PeelerGroceryUnpack',
    music:
      'PeelerLullaby PeelerSoundLoop SingThePeelerBlues HeaveHoPeelerShanty RapAboutThePotatoPeeler PowerBalladToMyPeeler PeelerJingle PeelerOperaAria',
    art: 'VeggieRosesWithAPeeler ApplePeelerSculpture CrayonPeelerConfetti PeelerPotatoPrints PeelerStillLife PeelerScrapPortrait CucumberPeelerLattice BarSoapPeelerCarving',
    tech: 'SlowMoPeelerSpiral PotatoPeelerTimelapse ThreePeelerShowdown AIRecipeFromPeelerScraps PeelerPOVCam PeelerFoleySounds LoopingPeelerGIF FilmAPeelerTutorial',
    pet: 'PeelerSummonsTheDog PeelerKitchenGate PeelerSafePetZone SitStayPeelerSnack PupCarrotPeelerCurls CatJudgesThePeeler PatientPawsPeeler PeelerOffLimitsCounter',
    gaming:
      'LongestPeelerStripWins PeelerMemoryCards PeelerKitchenTrivia QuickSketchPeelerQuiz PotatoBowlingPeeler PeelerToolCharades ProduceBingoPeeler PeelerPunOff',
  },
  blimp: {
    dance:
      'FloatLikeABlimp BalloonBlimpBop BlimpLandingFreeze BlimpCongaLine BannerBlimpStrut DriftingBlimpWaltz BlimpPropellerSpin StadiumWaveBlimp',
    fitness:
      'SlowBlimpSquats PropellerArmsBlimp BlimpBalloonLunges BlimpBalancePose ReachForTheBlimp BlimpSpottingWalk DeflatingBlimpBurpees BlimpHoverPlank',
    funny:
      'BlimpOrUFO WhatWouldYourBlimpSay SpotABlimpFreakOut BlimpPilotAnnouncement BlimpCaptainLogbook BlimpInEveryPhoto SlowestBlimpRaceEver CardboardBlimpCabinTour',
    prank:
      'BalloonBlimpInTheirRoom LookABlimp SurpriseBlimpBanner DeskBlimpFlyby BlimpSizedBoxTinyGift BlimpBreakfastFlyover RubberGloveBlimp YourNameOnABlimp',
    cooking:
      'BlimpBreadRolls BlimpSizedCalzone MarshmallowBlimpSnack WatermelonBlimp PuffPastryBlimps FluffyBlimpPancakes EclairBlimpFleet BlimpBentoBox',
    travel:
      'BlimpSpottingDayOut AviationMuseumBlimp TravelSlowLikeABlimp GameDayBlimpSighting BlimpPostcardHome PackLightAsABlimp DreamBlimpRoute SkylineBlimpPhotoWalk',
    fashion:
      'BlimpPufferStyle SilverBlimpFit AviatorBlimpCosplay BlimpBannerTee MiniBlimpEarrings BlimpBalloonSleeves BlimpPilotGoggles CloudPrintBlimp',
    wellness:
      'BlimpBellyBreathing SlowAsABlimp CloudGazeBlimpSpot WorryBlimpFloatAway BlimpKindnessBanner BlimpsEyeJournal HumLikeABlimp GentleBlimpStretch',
    speed:
      'BlowTheBlimpAcross BlimpInflateRace TenSecondPaperBlimp KneeBlimpRelay BalloonRocketBlimp BlimpBannerLetterDash BlimpBuildSprint FindTheBlimpFirst',
    music:
      'BlimpBassDrone SqueakyBalloonBlimp BlimpBannerJingle LullabyForABlimp BeatboxTheBlimp StadiumChantBlimp DreamyBlimpSynth KazooBlimpParade',
    art: 'PaperMacheBlimp DrawBlimpOverYourTown WatercolorSkyBlimp RecycledBottleBlimp BlimpBannerLettering ChalkBlimpMural MagazineCollageBlimp BlimpPopUpCard',
    tech: 'TrackABlimpLive GreenScreenBlimpRide BlimpCrossingTimelapse MaxZoomBlimpShot AIDesignMyBlimp ModelABlimpIn3D ScrollingBlimpBanner CanTheBlimpFlyToday',
    pet: 'CatSpotsTheBlimp PlushBlimpFetch BlimpTunnelForBunny BlimpSpottingWalkies PetPilotBlimpDrawing BlimpTreatPuzzle KittenInABlimpBox HamsterBlimpPlayhouse',
    gaming:
      'KeepTheBlimpAloft SkyBingoBlimp PinTheBannerOnABlimp DIYBlimpBoardGame ISpyFromABlimp FlightSimBlimpLanding TwentyQuestionsBlimp BlimpHotPotato',
  },
  'labor day': {
    dance:
      'LineDanceForLaborDay ParadeStrutLaborDay SummerSendoffLaborDay LaborDayBBQBoogie LaborDayCoolerConga LaborDayBlanketShuffle TheLaborDayLimbo HardHatLaborDayStomp',
    fitness:
      'LaborDayTrailHike LaborDay5K BackyardLaborDayRelay LaborDayFarmerCarry TugOfWarLaborDay YogaInTheParkLaborDay SunriseWorkoutLaborDay LawnSprintsLaborDay',
    funny:
      'LaborDaySunHatSaga WorkingOnLaborDay TuesdayAfterLaborDay EveryLaborDayBBQEver WhatIsLaborDayEvenFor LaborDayNapChampion GoodbyeSummerLaborDay PicnicAntsLaborDay',
    prank:
      'LaborDayCoolerBalloons AllWhiteAfterLaborDay GooglyFlipFlopsLaborDay JokeChoreListLaborDay LaborDayBannerSurprise LaborDayAutoReply StreamerDoorLaborDay HammockHeistLaborDay',
    educational:
      'HowLaborDayBegan SeptemberOrMayLaborDay LaborDayAroundTheWorld LaborDayFactOrFiction FirstJobStoriesLaborDay WhyNoWhiteAfterLaborDay LaborDayTimeline InterviewAWorkerLaborDay',
    cooking:
      'LaborDayPotluck FlagFruitSkewersLaborDay SweetCornLaborDay NoCookLaborDaySpread LemonadeStandLaborDay LaborDayBurgerBar PeachCobblerLaborDay WatermelonPizzaLaborDay',
    fashion:
      'NoWhiteAfterLaborDay WorkwearLaborDayLook PicnicOutfitLaborDay DoubleDenimLaborDay SummerToFallLaborDay StarsAndStripesLaborDay LaborDayBandanaStyle LaborDaySunHat',
    wellness:
      'LaborDayDoNothing ThankAWorkerLaborDay HammockHourLaborDay DigitalDetoxLaborDay LaborDaySunsetWalk BurnoutCheckLaborDay LaborDaySlowMorning LaborDayStargazing',
    speed:
      'PackTheCoolerLaborDay LaborDaySackRace ThreeLeggedLaborDay EggAndSpoonLaborDay LaborDayPicnicSetup BeatTheLaborDayCleanup FlagRelayLaborDay LaborDayTentPitch',
    music:
      'WorkSongsLaborDay BackyardKaraokeLaborDay MarchingBandLaborDay PicnicSingAlongLaborDay LaborDayBucketDrums LaborDaySummerJam LaborDayFarewellBallad WashboardLaborDay',
    art: 'LaborDayChalkMural ThankYouPosterLaborDay LaborDayFlagCraft SummerScrapbookLaborDay DrawYourDreamJobLaborDay HelpersPortraitLaborDay SunsetPaintingLaborDay NutsAndBoltsLaborDay',
    tech: 'SummerRecapLaborDay PicnicTimelapseLaborDay FunnyOutOfOfficeLaborDay SaleTrackerLaborDay PanoramaParadeLaborDay PotluckSignUpLaborDay LaborDayMiniVlog AskAIForLaborDayPlans',
    pet: 'LaborDayDogPicnic PetSafeBBQLaborDay TrailWalkiesLaborDay QuietCornerLaborDay FrozenPupTreatLaborDay LaborDayCuddleNap ShadeAndWaterLaborDay BackyardFetchLaborDay',
    gaming:
      'LaborDayWaterBalloonToss LaborDayPicnicBingo LaborDayFamilyTrivia HorseshoesLaborDay ScavengerHuntLaborDay BoardGameMarathonLaborDay DreamJobCharadesLaborDay LaborDayKickball',
  },
  binder: {
    dance:
      'BinderOnHeadDance BinderSlideEntrance BinderMicLipSync BinderBeatDrop HallwayBinderStrut BackToSchoolBinderBop SnapTheBinderRings FirstDayBinderGroove',
    fitness:
      'FullBinderSquats PlankAndStudyBinder BinderOverheadPress BinderBreakStretch BinderHurdleHops BinderQuizBurpees WallSitBinderReview BackpackBinderCarry',
    funny:
      'MyBinderIsAllDoodles BinderPuppetShow BinderExplosion SeptemberVsJuneBinder LabelMakerBinderMadness DadsBinderOfEverything HideBehindMyBinder WhenTheBinderWontClose',
    prank:
      'BinderComplimentPage GooglyEyeBinderTabs FutureYouBinderLetter SillyBinderDividers BinderFullOfJokes ComicsInTheirBinder PetPhotoBinderCover BinderStickyNoteStorm',
    cooking:
      'CookFromGrandmasBinder RandomPageBinderDinner ShowUsYourCookingBinder BinderRecipeSwap BakeThroughTheBinder TasteTestBinderScores MakeAKidsCookbookBinder BinderChefFaceOff',
    travel:
      'PlanATripInABinder TicketStubBinderTour VacationScrapbookBinder FillABinderWithPostcards MapEveryHikeBinder BinderPackingChecklist BucketListBinderReveal HometownTouristBinder',
    fashion:
      'BuildACapsuleBinder MatchYourBinderFit BackToSchoolBinderLook PastelBinderAesthetic FabricSwatchBinderTour PreppyBinderStyle BinderCharmKeychain LogEveryOutfitBinder',
    wellness:
      'FillAGratitudeBinder SelfCareMenuInABinder BinderOfGoodDays WriteAffirmationsBinder DeclutterOldBinders TrackAHabitBinder CalmStudyBinderSetup BinderBrainDumpPages',
    speed:
      'BinderTabSpeedrun PunchAndFileBinder FindItInYourBinder BeatTheBellBinder LoosePaperBinderSort BinderDominoRun BinderTowerStack FlashcardBinderBlitz',
    music:
      'BinderRingSnapBeat BinderDrumSolo BuildASongbookBinder SightReadTheBinder BinderZipperRiff StudySongFromMyBinder PageFlipBinderRhythm StompClapBinder',
    art: 'BinderCoverMakeover DoodleYourBinder MagazineCollageBinder ArtPortfolioBinder PatternedTapeBinder HandLetteredBinderSpines StickerBombBinder ClearPocketBinderDisplay',
    tech: 'QRCodeBinderTabs ScanYourBinderNotes DigitalBinderSetup PrintLabelsForTheBinder SpreadsheetYourBinder ChargerCableBinderHack BinderOrganizingTimelapse AIQuizFromMyBinder',
    pet: 'MakeAPetSitterBinder CatSitsOnMyBinder PuppyTrickBinderChart GotchaDayMemoryBinder PawPrintBinderCover WalkiesLogBinder HamsterCareBinderTour BirdPerchOnMyBinder',
    gaming:
      'TradingCardBinderTour BoardGameInABinder RunACampaignFromABinder BinderQuizShow KeepScoreInTheBinder PuzzlePagesBinderSwap WalkthroughNotesBinder MazeMakerBinder',
  },
  bandage: {
    dance:
      'BandageRibbonTwirl LimboUnderTheBandage BandageOffHappyDance BandageCongaLine TheMummyBandageWalk GetWellBandageBoogie WaltzWithBandagedTeddy PassTheBandageRoll',
    fitness:
      'BandageWrapShadowbox WarmUpSkipTheBandage MummyBandageLunges StickerBandageHopscotch BandageTapeBalanceBeam BandageOffFirstRun BandageRollHops StretchSoNoBandage',
    funny:
      'TwentyBandagesOneScratch DadBandageOverkill MummyWrapBandageFail BandageSoapOpera TeddyBandageHospital BandageWrapperStruggle BandageOnMyCrackedPhone EpicStoryBehindMyBandage',
    prank:
      'BananaWithABandage BandageAllTheToys BandageBoxOfCompliments MummyRemoteBandage GiantBandageTinyScratch BandageTrailToAGift SmileyBandageSurprise BandageTheChippedMug',
    cooking:
      'BandageMummyHotDogs BandageSugarCookies BandageBrownies ChickenSoupForBandageDays BandageCakePops PastryBandageApples RicePaperBandageRolls FruitLeatherBandages',
    travel:
      'PackABandagePouch SunscreenAndBandageCheck ForeignBandageHaul MummyBandagesMuseumTrip NewShoesBandageStash WalletBandageHack CampsiteBandageStation BeachBagBandageKit',
    fashion:
      'BandageNailArt StickerBandageFlair MummyBandageCostume MatchYourBandageFit StylishSlingBandage BandageHeadband GauzeBandageBow KneePatchBandageJeans',
    wellness:
      'BandageForHurtFeelings KindWordBandages RecoveryBandageJournal LetItHealBandage TeddyBandageCuddle BreatheBeforeBandageOff GetWellBandageCard SlowDayInBandages',
    speed:
      'ReRollTheBandage TeddyBandageSpeedrun MummyWrapBandageRace OneHandBandageOpen RestockBandageKitDash FastestFigureEightBandage BandageBoxTower BlindfoldBandageFind',
    music:
      'GetWellBandageSong BandageTinShaker BandageWrapperBeat OuchieBandageLullaby MonsterMashBandage FirstAidBandageJingle BandageBoxBongos TheBandageBlues',
    art: 'BandageMonsterSketch DesignYourOwnBandage GauzeBandageCollage BandageStripMosaic TeddyBandageComic BandageTapeResistArt PaperMacheBandageMummy HeartBandageDoodles',
    tech: 'FirstAidAppBandageDrill BandageStopMotion DigitalBandageDesign MummyBandageTimelapse FilmABandageTutorial CartoonBandageFilter MacroShotOfABandage BandageStickerPack',
    pet: 'PetFirstAidBandageKit PlushPupBandageVet PawCheckNoBandage BandageBraveryTreats LockTheBandageDrawer CatNapInBandageBox ZoomiesAfterBandageOff BandageWrapperSafeBin',
    gaming:
      'BandageTicTacToe BandageHealthPackHunt PinTheBandageOnTeddy FirstAidTriviaBandage BandageRollBowling MummyWrapBandageTeams SimonSaysBandage BandageKitScavenger',
  },
  'laundry basket': {
    dance:
      'HipSwayLaundryBasket LaundryBasketFoldGroove TowelTwirlLaundryBasket MoonwalkLaundryBasket LaundryBasketOnMyHead TheLaundryBasketTwoStep SockMicLaundryBasket FreezeDanceLaundryBasket',
    fitness:
      'LaundryBasketSquats LaundryBasketFarmerCarry PlankAndFoldLaundryBasket BearCrawlLaundryBasket LiftItHighLaundryBasket LungeToTheLaundryBasket LaundryBasketTwists WallSitWithLaundryBasket',
    prank:
      'LaundryBasketBalloons LaundryBasketTowelSwans InsideOutLaundryBasket GooglyEyedLaundryBasket DollClothesLaundryBasket LaundryBasketPlushies SecretFoldLaundryBasket LaundryBasketLoveNotes',
    educational:
      'FileFoldLaundryBasket ColorSortLaundryBasket LaundryBasketSymbolQuiz StainScienceLaundryBasket SockMathLaundryBasket LaundryBasketWeighIn MyFirstLaundryBasket LiftWithLegsLaundryBasket',
    cooking:
      'LaundryBasketPicnic FondantLaundryBasketCake HarvestLaundryBasket BakeSaleLaundryBasket CookieDropLaundryBasket LaundryBasketSockCupcakes LaundryBasketPotluck MovieSnackLaundryBasket',
    travel:
      'LaundryBasketBeachHaul CampingGearLaundryBasket TrunkTidyLaundryBasket LaundryBasketDormMoveIn PostTripLaundryBasket TheLaundryBasketMarketRun SouvenirLaundryBasket LaundryBasketPackingHack',
    fashion:
      'LaundryBasketFitCheck ThreeLooksLaundryBasket NoIronNeededLaundryBasket CapsuleLaundryBasket LaundryBasketOddSocks LaundryBasketSiblingSwap ColorPaletteLaundryBasket LayerUpLaundryBasket',
    wellness:
      'MindfulFoldLaundryBasket WarmTowelsLaundryBasket LaundryBasketForCharity FreshSheetsLaundryBasket LaundryBasketReadingNook LaundryBasketLavender SundayResetLaundryBasket SunDriedLaundryBasket',
    speed:
      'SockMatchLaundryBasket OneMinuteLaundryBasket LaundryBasketRelay ClothesLineLaundryBasket LaundryBasketPutAway TossItInLaundryBasket LaundryBasketTenLayers PillowcaseLaundryBasket',
    music:
      'LaundryBasketDrumKit SpinCycleLaundryBasket LaundryBasketSockPuppets LaundryBasketChoreSong WashboardLaundryBasket FoldAndRapLaundryBasket HangerChimesLaundryBasket DryerBuzzerLaundryBasket',
    art: 'LaundryBasketStillLife PaperWeaveLaundryBasket SockMonsterLaundryBasket LaundryBasketShadowArt TieDyeLaundryBasket ScrapCollageLaundryBasket LaundryBasketStencil PaintedLaundryBasket',
    tech: 'LaundryBasketTimelapse ChoreAppLaundryBasket LaundryBasketPOV AIOutfitLaundryBasket GreenScreenLaundryBasket SlowMoTowelLaundryBasket LaundryBasketBeforeAfter LaundryBasketQRLabels',
    pet: 'CatInTheLaundryBasket LaundryBasketPetBed LaundryBasketBunnyFort TreatUnderLaundryBasket FurCoveredLaundryBasket PeekabooLaundryBasket TidyToysLaundryBasket LaundryBasketHideAndSeek',
    gaming:
      'LaundryBasketHoops LaundryBasketPirateShip BlindGrabLaundryBasket TurtleRaceLaundryBasket GuessWhoseLaundryBasket MemoryGameLaundryBasket LaundryBasketCurling MusicalLaundryBaskets',
  },
  'sunny day': {
    dance:
      'SunnyDaySprinklerJig SunflowerSwaySunnyDay ShadowDanceSunnyDay SunnyDayBarefootGroove SunglassesDropSunnyDay HulaHoopSunnyDay SunnyDaySkipAndTwirl BubblePartySunnyDay',
    fitness:
      'ParkBenchWorkoutSunnyDay MorningJogSunnyDay SunnyDayYogaOnTheGrass JumpRopeSunnyDay CartwheelsOnASunnyDay ShadyTrailHikeSunnyDay SunnyDayKiteRun ShadeSprintsSunnyDay',
    funny:
      'SunnyDaySquintPhoto SunscreenStreaksSunnyDay ForecastSaidSunnyDay MeltingPopsicleSunnyDay FirstSunnyDayOfTheYear ShadowPuppetsSunnyDay SunnyDayButImIndoors SunnyDayHatHairReveal',
    prank:
      'FakeSunnyDayView SunnyDayToySunglasses ChalkNoteSunnyDay DoorwayBubblesSunnyDay SunnyDayCeilingSun SunnyDayWindowRainbow SunnyDayPaperFlowers LivingRoomBeachSunnyDay',
    educational:
      'SunnyDaySundial SunnyDaySolarOven CheckTheSunnyDayUVIndex WhySkyIsBlueSunnyDay EvaporationRaceSunnyDay SunnyDayRainbowInAGlass SPFScienceSunnyDay BlackOrWhiteSunnyDay',
    cooking:
      'PicnicSpreadSunnyDay FruitPopsSunnyDay FreshLemonadeSunnyDay SunnyDaySmoothieBowl NoOvenSunnyDaySnacks WatermelonSaladSunnyDay ChilledSoupSunnyDay SunnyDayVeggieKebabs',
    travel:
      'BeachWalkSunnyDay ExploreYourTownSunnyDay BotanicGardenSunnyDay SunnyDayTrainToTheCoast HiddenPicnicSpotSunnyDay IceCreamCrawlSunnyDay ZooTripSunnyDay PackTheSunnyDayBag',
    fashion:
      'BucketHatSunnyDay AllYellowSunnyDay SunnyDaySunglassesTryOn SunnyDayLinenLook SunnyDaySundress UVSafeFitSunnyDay HeatProofHairSunnyDay SandalSeasonSunnyDay',
    speed:
      'IceMeltRaceSunnyDay ChalkHopscotchSunnyDay PicnicPackUpSunnyDay SunnyDaySpongeRelay SunnyDayBubblePop KiteLaunchSunnyDay DandelionPuffSunnyDay SunnyDaySandcastleSprint',
    music:
      'SunnyDayPorchJam GrassWhistleSunnyDay BirdsongDuetSunnyDay GardenPotDrumsSunnyDay BuskInTheParkSunnyDay WriteASunnyDaySong WindChimeSunnyDay PicnicSerenadeSunnyDay',
    art: 'SunPrintSunnyDay SunnyDayShadowTracing SidewalkChalkSunnyDay EaselInTheParkSunnyDay SunflowerSketchSunnyDay SunnyDayRockPainting SunnyDayNatureMandala BubbleArtSunnyDay',
    tech: 'SunnyDayShadowTimelapse GoldenHourSunnyDay NoGlareScreenSunnyDay UVAlertAppSunnyDay SunnyDayLensFlare ParkPanoramaSunnyDay SunnyDaySlowMoSplash KeepYourPhoneCoolSunnyDay',
    pet: 'SunbeamNapSunnyDay FiveSecondPawTestSunnyDay SunnyDayShadyWalkies SunnyDayFrozenCarrots SunnyDayPetPicnic BunnyLawnPlaySunnyDay ExtraWaterBowlSunnyDay TortoiseSunbathSunnyDay',
    gaming:
      'ShadowTagSunnyDay NatureScavengerSunnyDay SunnyDayFourSquare GuessTheCloudSunnyDay CaptureTheFlagSunnyDay PicnicCardGameSunnyDay BocceOnASunnyDay SunnyDayTreasureMap',
  },
  'rocking horse': {
    dance:
      'LineDanceRockingHorse RockingHorseHoedown GallopStepRockingHorse BackAndForthRockingHorse CarouselSpinRockingHorse YeeHawRockingHorse RockingHorseDressage LullabyWaltzRockingHorse',
    fitness:
      'GallopLikeARockingHorse HighKneesRockingHorse RockingHorseSeesawAbs SaddleWallSitRockingHorse JockeyHoldRockingHorse PonyHopsRockingHorse HoofbeatJacksRockingHorse RockingHorseBalancePose',
    prank:
      'TuckedInRockingHorse WanderingRockingHorse HayForTheRockingHorse HoofbeatsRockingHorse CoolRockingHorseMakeover ParkingTicketRockingHorse SurprisePartyRockingHorse TinyRockingHorseSwap',
    educational:
      'RockingHorseThenAndNow PhysicsOfRockingHorse PendulumRockingHorse NurseryRhymeRockingHorse PonyVocabRockingHorse SayRockingHorseInSpanish RockingHorseSafetyCheck ArcGeometryRockingHorse',
    cooking:
      'RockingHorseCookies RockingHorseBirthdayCake CarrotSnackRockingHorse HaystacksRockingHorse ApplePonyRockingHorse OatBarsRockingHorse TrailMixRockingHorse CupcakeManeRockingHorse',
    travel:
      'ToyMuseumRockingHorse CarouselTripRockingHorse PonyFarmVisitRockingHorse RockingHorseAntiqueHunt GrandmasHouseRockingHorse RockingHorseCraftFair HolidayMarketRockingHorse RockingHorsePhotoTour',
    fashion:
      'CowgirlFitRockingHorse RockingHorseKnitSweater EquestrianRockingHorse PonytailRockingHorse VintageRockingHorseLook RockingHorseBrooch GinghamRockingHorse JockeySilksRockingHorse',
    wellness:
      'SlowSwayRockingHorse ChildhoodRockingHorse BedtimeRockingHorseStory PassOnTheRockingHorse InhaleExhaleRockingHorse CalmNurseryRockingHorse RestoreARockingHorse RockingHorseDaydream',
    speed:
      'SaddleUpRockingHorse ManeBraidRockingHorse AssembleRockingHorse PlayroomTidyRockingHorse DrawRockingHorseInTen GiftWrapRockingHorse DressUpRockingHorse RockingHorsePuzzleRace',
    music:
      'RockingHorseLullaby ClipClopRockingHorse GiddyupSongRockingHorse WaltzTimeRockingHorse CowboyBalladRockingHorse RockingHorseMetronome RockingHorseYodel MusicBoxRockingHorse',
    art: 'RockingHorseMakeover CardboardRockingHorse RockingHorseBlueprint YarnManeRockingHorse FolkArtRockingHorse SockPonyRockingHorse RockingHorseSilhouette ClayMiniRockingHorse',
    tech: 'RockingHorseSlowMoGallop RockingHorseStopMotion Model3DRockingHorse SpeedRampRockingHorse GreenScreenRockingHorse PhoneSensorRockingHorse RockingHorseTimelapse AIDesignedRockingHorse',
    pet: 'CuriousCatRockingHorse DogSniffsRockingHorse RockingHorsePawtrait TailSafeRockingHorse RockingHorseTreatHunt BudgiePerchRockingHorse RockingHorsePuppyPhoto KittenJudgesRockingHorse',
    gaming:
      'RockingHorseDiceRace PinTheTailRockingHorse RockingHorseRingToss RockingHorseTreasureMap HideTheTinyRockingHorse FarmBingoRockingHorse TallTaleRockingHorse CowboyTriviaRockingHorse',
  },
  'party popper': {
    dance:
      'PartyPopperBeatDrop PartyPopperConfettiTwirl PartyPopperCountdownBop BirthdayCongaPartyPopper PartyPopperFreezeDance GrandEntrancePartyPopper HandsUpPartyPopper StreamerLimboPartyPopper',
    fitness:
      'JumpSquatPartyPopper PersonalBestPartyPopper ConfettiPickupPartyPopper PlankCountdownPartyPopper PartyPopperBurpees BirthdayRepsPartyPopper LastRepPartyPopper PartyPopperStepGoal',
    prank:
      'DudPartyPopperNote PartyPopperForTheTrash HalfBirthdayPartyPopper ChoreDonePartyPopper CleanRoomPartyPopper SurpriseAwardPartyPopper ShoeRetirementPartyPopper VideoCallPartyPopper',
    educational:
      'HowAPartyPopperPops PartyPopperSafetyRules EcoConfettiPartyPopper DIYBalloonPartyPopper DecibelTestPartyPopper CountThePiecesPartyPopper RecyclablePartyPopper ForceAndMotionPartyPopper',
    cooking:
      'MakeAnEdiblePartyPopper PartyPopperCupcakes PartyPopperPopcornMix ConfettiCakePartyPopper PartyPopperMocktailBar HiddenSprinklePartyPopper PancakeStackPartyPopper BrowniePopsPartyPopper',
    travel:
      'PartyPopperArrival WelcomeHomePartyPopper NewYearGetawayPartyPopper PartyPopperHotelSurprise FestivalHopPartyPopper PartyPopperTripCountdown FamilyReunionPartyPopper PartyPopperPackingDone',
    fashion:
      'ConfettiPrintPartyPopper PartyPopperSequinFit PartyPopperGlitterHair BirthdayCrownPartyPopper OutfitRevealPartyPopper NewYearLookPartyPopper PartyPopperEarrings StreamerSkirtPartyPopper',
    wellness:
      'ProudOfYouPartyPopper WinsJarPartyPopper QuietConfettiPartyPopper ThankYouPartyPopper DayOneDonePartyPopper PartyPopperAfterExams PartyPopperRestDay JoyListPartyPopper',
    speed:
      'PartyPopperCleanupRace BeatTheGuestsPartyPopper BalloonBlitzPartyPopper InviteDashPartyPopper PartyPopperGiftWrap ConfettiCatchPartyPopper StreamerUnrollPartyPopper PartyPopperCupStack',
    music:
      'PopOnTheBeatPartyPopper BirthdaySongPartyPopper PartyPopperDrumroll PartyPopperFinale CountdownChantPartyPopper KazooBandPartyPopper PartyPopperMicDrop HarmonyPartyPopper',
    art: 'ConfettiMosaicPartyPopper ComicBoomArtPartyPopper PartyPopperPopUpCard PartyPopperStreamerWall PaperConePartyPopper PartyPopperSplatterPaint BalloonPrintPartyPopper DoodleInvitesPartyPopper',
    tech: 'SlowMoPartyPopper PartyPopperRingtone PartyPopperEmojiStory PopTransitionPartyPopper FaceFilterPartyPopper BurstModePartyPopper CountdownAppPartyPopper ReverseVideoPartyPopper',
    pet: 'SilentPartyPopperForPets PartyPopperSweepUp PartyPopperOutOfReach PartyPopperQuietRoom PawPrintBannerPartyPopper KibbleConfettiPartyPopper CalmPlaylistPartyPopper NoPartyPopperPawty',
    gaming:
      'MusicalChairsPartyPopper PassTheParcelPartyPopper PartyPopperBingoNight WinnerPopsPartyPopper PartyPopperConfettiHunt BossBeatenPartyPopper PartyPopperQuizShow BalloonVolleyPartyPopper',
  },
  'cereal bowl': {
    dance:
      'SpoonMicCerealBowl CerealBowlBalanceDance PajamaJamCerealBowl WakeUpWiggleCerealBowl MoonwalkToTheCerealBowl BreakfastBoogieCerealBowl CerealBowlTwoStep CerealBowlTango',
    fitness:
      'CerealBowlBalanceSquat CerealBowlPlank NoSpillCerealBowlWalk TreePoseCerealBowl StretchBeforeCerealBowl LungeToTheCerealBowl MorningJogCerealBowl CerealBowlCalfRaises',
    funny:
      'MilkFirstCerealBowl MySoggyCerealBowlFace CerealBowlForDinner CerealBowlNewsAnchor LoudCrunchCerealBowl CerealBowlLastSpoonful EmptyCartonCerealBowl CerealBowlMidnightRaid',
    prank:
      'GooglyEyedCerealBowl NoteUnderTheCerealBowl DollSizeCerealBowl CerealBowlGiantSpoon SmileyFaceCerealBowl CerealBowlFakeSpill CerealBowlSecretMessage FancyButlerCerealBowl',
    educational:
      'IronInYourCerealBowl CerealBowlMathCount SoggyScienceCerealBowl SurfaceTensionCerealBowl SugarCheckCerealBowl PortionSizeCerealBowl WhereOatsGrowCerealBowl SayCerealBowlInSpanish',
    travel:
      'HotelBreakfastCerealBowl GroceryAbroadCerealBowl CampsiteCerealBowl TravelCerealBowlHack SunriseCerealBowl CerealBowlCafeVisit CabinMorningCerealBowl ParkBenchCerealBowl',
    fashion:
      'CerealBowlPajamas CerealBowlEarrings GraphicTeeCerealBowl CozyRobeCerealBowl RainbowCerealBowlFit CerealBowlNailArt CerealBowlSocks SlippersAndCerealBowl',
    wellness:
      'MindfulCerealBowl SlowMorningCerealBowl PhoneFreeCerealBowl CerealBowlFiberBoost CerealBowlInTheSunshine ComfortCerealBowl ShareACerealBowl CerealBowlMoodCheck',
    speed:
      'CerealBowlColorSort ChopstickCerealBowl StackTheCerealBowls PerfectPourCerealBowl CerealBowlSpoonRelay ThreadTheLoopsCerealBowl CerealBowlPieceCount CerealBowlStrawBlow',
    music:
      'CerealBowlSpoonDrums CerealBowlCrunchBeatbox TunedCerealBowls BreakfastJingleCerealBowl SingingCerealBowl CartoonThemeCerealBowl CerealBowlLoFi ShakerCerealBowl',
    art: 'CerealBowlMosaic PaintYourOwnCerealBowl ClayCerealBowl CerealBowlMascot MilkMarbleCerealBowl CerealBowlPopArt CerealBowlComicStrip WatercolorCerealBowl',
    tech: 'SlowMoMilkPourCerealBowl TopDownCerealBowl MacroCerealBowlShot CrunchASMRCerealBowl NutritionAppCerealBowl SoggyTimelapseCerealBowl GiantCerealBowlEdit CerealBowlSpoonCam',
    pet: 'CerealBowlCatPortrait NoMilkForKittyCerealBowl HamsterOatsCerealBowl CerealBowlTreatShuffle SlowFeederCerealBowl CerealBowlBirdBath CerealBowlBunnyGreens SitAndWaitCerealBowl',
    gaming:
      'CerealBowlPingPong CerealBowlBlindTaste BingoCardCerealBowl MinuteToWinCerealBowl BackOfTheBoxCerealBowl FlickFootballCerealBowl CerealBowlTicTacToe CerealBowlShellGame',
  },
  'coffee run': {
    dance:
      'CoffeeRunRobotWalk JitterbugCoffeeRun EspressoShimmyCoffeeRun CoffeeRunQueueGroove MoonwalkOutCoffeeRun MochaMamboCoffeeRun FirstSipDanceCoffeeRun TangoForTwoCoffeeRun',
    fitness:
      'JogToTheCafeCoffeeRun CoffeeRunParkLoop LongWayCoffeeRun LatteLungesCoffeeRun CoffeeRunHomeSquats QueueCalfRaisesCoffeeRun PostCoffeeRunStretch CoffeeRunPowerWalk',
    prank:
      'CoffeeRunCupFaces CoffeeRunPunStickers SurpriseDeliveryCoffeeRun CoffeeRunFakeOut GooglyEyesCoffeeRun SleeveDoodleCoffeeRun ThimbleSizeCoffeeRun CoffeeRunLidNote',
    educational:
      'CoffeeRunBeanJourney BaristaLingoCoffeeRun CoffeeRunSplitTheBill CoffeeRunInFrench CaffeineScienceCoffeeRun WhyMilkFoamsCoffeeRun FairTradeCoffeeRun ReusableCupCoffeeRun',
    cooking:
      'CoffeeRunAtHome WhippedLatteCoffeeRun ColdBrewCoffeeRun CoffeeRunBananaBread FrothWithAJarCoffeeRun HotCocoaCoffeeRun CoffeeRunMuffinBake PastryPairingCoffeeRun',
    travel:
      'CafeHopCoffeeRun CoffeeRunNewNeighborhood FirstCoffeeRunAbroad WalkingTourCoffeeRun StampCardCoffeeRun SunriseCoffeeRun ThermosHikeCoffeeRun CoffeeRunBookshopStop',
    fashion:
      'CoffeeRunFitCheck SweatsuitCoffeeRun PajamaChicCoffeeRun OversizedShadesCoffeeRun LatteTonesCoffeeRun CoffeeRunClawClip CoffeeRunToteBag CleanSneakersCoffeeRun',
    wellness:
      'SoloCoffeeRunDate CoffeeRunCatchUp CoffeeRunPayItForward CaffeineCutoffCoffeeRun PhoneFreeCoffeeRun SlowSipCoffeeRun HerbalTeaCoffeeRun CoffeeRunJournaling',
    speed:
      'CoffeeRunCupRelay CoffeeRunBeanCount CoffeeRunOrderMemory LidMatchCoffeeRun MarkerNamesCoffeeRun CarrierPackCoffeeRun CoffeeRunTongueTwister SugarPacketSortCoffeeRun',
    music:
      'SingMyCoffeeRunOrder CafeAcousticCoffeeRun MugDrumCoffeeRun EspressoBeatCoffeeRun CoffeeRunWalkingSong ScatJazzCoffeeRun DuetInLineCoffeeRun LatteLullabyCoffeeRun',
    art: 'LatteArtCoffeeRun EspressoPaintingCoffeeRun SleeveDesignCoffeeRun CoffeeRunCafeSketch CoffeeRunReceiptDoodle CoffeeRunComicStrip MugRingPrintsCoffeeRun BeanMosaicCoffeeRun',
    tech: 'MobileOrderCoffeeRun CoffeeRunGroupChat SpreadsheetCoffeeRun SlowMoLattePourCoffeeRun MapAppCoffeeRun PaySplitCoffeeRun CoffeeRunPOVWalk CoffeeRunHyperlapse',
    pet: 'DogFriendlyCafeCoffeeRun CoffeeRunWalkies KeepCupsFromPetsCoffeeRun PupBakeryCoffeeRun WaterBowlStopCoffeeRun CoffeeRunSitStay PuppySocialCoffeeRun LeashTrainingCoffeeRun',
    gaming:
      'CoffeeRunMenuBingo GuessTheOrderCoffeeRun DrawStrawsForTheCoffeeRun BaristaSimCoffeeRun LineTriviaCoffeeRun CoffeeRunISpy BoardGameCafeCoffeeRun CoffeeRunWouldYouRather',
  },
};
