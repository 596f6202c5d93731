import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'lunch break': {
    dance:
      'LunchBreakDeskWiggle MicrowaveLunchDance LunchWalkStrut LunchBreakTwoStep ParkBenchLunchBop MirrorYourLunchBuddy',
    fitness:
      'LunchBreakStairClimb LunchWalkStepCount LunchBreakPlankSet TenSquatsBeforeLunch LunchBreakJumpRope ParkBenchLunchDips',
    funny:
      'MicrowaveLunchQueue LunchBreakNapAttempt WhoAteMyLunch FiveSecondLunchBreak LunchSwapNegotiation RateMyDeskLunch',
    prank:
      'HiddenLunchNote GooglyEyeLunchbox LunchBreakBalloonChair LunchBreakCandyTrail LunchBreakPicnicSetup LunchBreakDeskWrap',
    educational:
      'LunchBreakLanguageBite LunchBreakFactSwap BuildABalancedLunch TeachItInOneLunch LunchBreakQuizDuel LunchAroundTheWorld',
    cooking:
      'LunchboxBentoBuild FiveMinuteLunchBowl MasonJarLunchSalad LunchBreakMugRamen SundayLunchPrep LeftoverLunchRemix',
    travel:
      'LunchBreakCafeHop NewLunchSpotEveryDay LunchWithAView FoodTruckLunchHunt LunchBreakHiddenGarden LunchBreakTouristMode',
    fashion:
      'LunchBreakFitCheck SneakersOnLunchWalk LunchBreakBlazerOff ThriftRunAtLunch LunchBagOutfitMatch LunchBreakStreetStyle',
    speed:
      'LunchBreakErrandRun ThirtyMinuteLunchDash SandwichSprintAtLunch LunchboxPackIn60 LunchBreakDeskReset LunchWalkLapRace',
    music:
      'LunchBreakJamSession ParkBenchLunchSerenade OneSongPerLunchBreak LunchboxDrumBeat StairwellLunchHarmony NameThatTuneAtLunch',
    art: 'LunchBreakNapkinDoodle LunchBreakPhotoWalk ParkBenchLunchSketch DrawYourLunchFirst OneCraneEachLunch LunchboxMakeover',
    tech: 'LunchBreakStepTracker CodeAnAppAtLunch AIPlansMyLunch PomodoroLunchBreak HeatedLunchboxTest LunchBreakAutoReply',
    pet: 'LunchBreakDogWalk LunchBreakCatCuddle PetLunchStareDown PuppyPackedLunchbox FetchOnLunchBreak LunchBreakNewTrick',
    gaming:
      'LunchHourChessMatch LunchBreakUnoRound LunchBreakSpeedrun OneLevelPerLunch LunchBreakKartRace BossFightOnLunchBreak',
  },
  rug: {
    dance:
      'StayOnTheRugDance RugPatternHopscotch FourCornersOfTheRug TinyRugBigMoves RugEdgeMoonwalk MagicCarpetGlide',
    fitness:
      'RugPlankHold RugBearCrawlLaps RugLengthLunges TenMovesOneRug HopOverTheRug RugSitUpStreak',
    funny:
      'DramaticRugUnroll TheRugCornerWins SweptUnderTheRug WhoStainedTheRug RugVsRobotVacuum RugJamsTheDoor',
    prank:
      'FakeSpillOnTheRug TinyRugSwap RugRotatedSlightly GooglyEyeRug WhoopeeCushionRug RugWelcomeNote',
    educational:
      'HowRugsAreWoven RugKnotCountQuiz HandmadeOrMachineRug DecodeARugPattern GuessTheRugCountry OnionSkinRugDye',
    cooking:
      'RugPatternCookies PicnicRugSpread RolledRugCake RugLatticePie DinnerOnTheRug RugStripedJelly',
    travel:
      'RugBazaarFind RugSoukPhotoWalk SouvenirRugHaul RugMuseumTour WatchARugBeWoven RugShopTeaTime',
    fashion:
      'OutfitMatchesTheRug RugPrintFitCheck RugJacketUpcycle RugFlatLay TuftedRugHandbag RugFringeEarrings',
    wellness:
      'BarefootRugReset RugStarfishBreathing SunPatchRugNap MorningRugStretch TenMinutesOnTheRug RugTeaAndJournal',
    speed:
      'RugRollUpRace RugVacuumSpeedrun RugFringeCombDash EveryRugStraightIn60 RugToyCleanupTimer ShakeTheRugOutFast',
    music:
      'RugBeaterRhythm LivingRoomRugGig RugCircleSingAlong BarefootRugJam RugVsHardwoodSound LullabyOnTheRug',
    tech: 'RobotVacuumVsRug VirtualRugTryOn AIDesignsMyRug RugDecibelAppTest ScanARugTo3D RugColorPicker',
    pet: 'NewRugDogReaction CatMatchesTheRug PetClaimsTheRug RugSnuffleMatDIY SlowMoRugZoomies PuppySunbathesOnRug',
    gaming:
      'RugBoardGameNight GamingRoomRugReveal RugMapCampaign RugTwisterDuel RugFortLANParty FloorIsLavaRugRun',
  },
  'school bus': {
    dance:
      'SchoolBusStopDance SchoolBusSeatShuffle WheelsOnTheSchoolBus SchoolsOutBusBoogie YellowSchoolBusBop SchoolBusWiperArms',
    fitness:
      'SchoolBusStopSquats WalkTheSchoolBusRoute SchoolBusLengthSprints PostSchoolBusJog SchoolBusCalfRaises SchoolBusBackpackCarry',
    prank:
      'SchoolBusDriverGift SchoolBusThankYouSigns SchoolBusStopBalloons SillyHatSchoolBusRide SchoolBusCheerTunnel WholeSchoolBusWaves',
    educational:
      'WhySchoolBusIsYellow SchoolBusSafetyQuiz MapTheSchoolBusRoute SchoolBusBlindSpotTest SchoolBusThenAndNow SchoolBusStopArmRule',
    cooking:
      'BakeASchoolBusCake SchoolBusBentoBox GrahamCrackerSchoolBus SchoolBusBreakfastBar PackTheSchoolBusSnack SchoolBusSandwichArt',
    travel:
      'SchoolBusTinyHomeTour SchoolBusCrossCountry SchoolBusRouteRevisit SchoolFieldTripRedo CampInASchoolBus ConvertedSchoolBusStay',
    fashion:
      'SchoolBusYellowLook FirstDaySchoolBusFit SchoolBusBackpackCheck SchoolBusRainBoots SchoolPictureOutfit TwistOnSchoolUniform',
    wellness:
      'SchoolBusGratitudeList CalmSchoolBusRide SchoolBusBoxBreathing SchoolBusWindowGazing SchoolBusKindnessNote BigHugBeforeSchoolBus',
    speed:
      'BeatTheSchoolBus SchoolBusShoesOnDash PackForSchoolIn60 SchoolBusMorningRelay SchoolBusBraidSprint SchoolBusBreakfastRace',
    music:
      'WheelsOnTheBusRemix SchoolBusSingAlong SchoolBusBeatbox SchoolBusSeatDrumming OurSchoolBusAnthem SchoolBusRapVerse',
    art: 'CardboardSchoolBus ClaySchoolBus SchoolBusDriverCard DrawASchoolBusBlind SchoolBusWatercolor BrickSchoolBusBuild',
    tech: 'SchoolBusTrackerApp ElectricSchoolBusTour SchoolBusArrivalAlert AIPlansSchoolBusRoute RCSchoolBusBuild SchoolBus3DPrint',
    pet: 'DogWaitsForSchoolBus SchoolBusCatLookout PuppyWelcomesSchoolBus SchoolBusZoomies SchoolBusSoundTest SchoolsOutPetReunion',
    gaming:
      'SchoolBusRideBingo SchoolBusTrivia ISpyFromTheSchoolBus SchoolBusCardDuel SchoolBus20Questions SpeedrunSchoolBusSim',
  },
  cloud: {
    dance:
      'CloudNineDance CloudWalkGlide CloudArmWaves StormCloudStomp FloatLikeACloud CloudShapeFreeze',
    fitness:
      'CloudChaserRun CloudShadowSprints AboveTheCloudsHike CloudNineReps CloudBurstHIIT CoolDownCloudGazing',
    funny:
      'CloudShapeArguments CloudLooksLikeMyDog CloudOverMyHeadOnly NarrateTheCloudRace FakeCloudForecast CloudStoleMySun',
    prank:
      'CloudCeilingMakeover CloudNamedAfterYou CloudInAJarGift CloudWindowCling PaperCloudOverDesk SwapInACloudPillow',
    educational:
      'CloudTypesQuiz HowCloudsForm CloudWeightMath WhyCloudsAreWhite CloudInAJarExperiment NameTodaysCloud',
    cooking:
      'CloudBread CloudEggs FluffiestCloudPancake CloudMeringueKisses CottonCandyClouds CloudCoffeeTasteTest',
    travel:
      'CloudForestWalk CloudSeaSunrise AboveTheCloudsHike CloudWatchingLookout PlaneWindowCloudPics CloudSpottingRoadTrip',
    fashion:
      'CloudPrintFitCheck CloudWhiteHeadToToe StyleYourCloudSlides DressLikeACloud CloudAndSkyLayers CloudPuffSleeves',
    wellness:
      'CloudWatchingBreak CloudNineGratitude CloudFloatMeditation BreatheWithTheClouds CloudDaydreamJournal ThoughtsAsClouds',
    speed:
      'CloudShapeSpeedRound CloudSketchIn30 FiveCloudAnimalsFast CottonBallCloudStack BeatTheCloudShadow CloudInAJarRace',
    music:
      'SongForEveryCloud LofiCloudBeat HeadInTheCloudsCover CloudShapeMelody CloudRainstickDIY AmbientCloudJam',
    tech: 'CloudTimeLapse AIGuessesTheCloud WeatherAppVsRealClouds NightModeCloudShot LiveCloudCamStream ARCloudCreatures',
    pet: 'PetLooksLikeACloud CloudWatchingPuppy CloudPillowCatNap CloudShapedTreats StormCloudCuddles CloudNineBellyRubs',
    gaming:
      'CloudHopHighScore BuildACloudCastle CloudShapePictionary CloudLevelSpeedrun CloudBaseSurvival BeatTheCloudBoss',
  },
  dishes: {
    dance:
      'DoTheDishesDance DishesTowelTwirl DishesBubbleBop RubberGloveDishesWave DishesHipBump DishesDuetShuffle',
    fitness:
      'DishesCalfRaises DishesOneLegBalance SquatsWhileDishesSoak DishesPostureCheck PutAwayDishesLunges DishesCoreBrace',
    funny:
      'WhoLeftTheDishes DishesJengaTower DishesSoakExcuses RockPaperDishes DodgeTheDishes DishesSportscast',
    prank:
      'SecretDishesDone DishesFairyVisit DishesGooglyEyeMugs DishesPaperPlateSwap DishesThankYouNote FakeDishesPileUp',
    educational:
      'HandVsMachineDishes WhyDishesGetSpotty DishesWaterMath DishesGreaseExperiment PepperSoapDishesTrick HowDishwashersWork',
    cooking:
      'OnePanNoDishes ThreeDishesMax ZeroDishesSnackBoard TrayBakeFewerDishes CleanAsYouCookDishes MugCakeNoDishes',
    travel:
      'CampsiteDishesSetup DishesWithAView VanLifeDishes HostelDishesDuty DishesAroundTheWorld TinyGalleyDishes',
    fashion:
      'DishesApronFitCheck StatementDishesGloves DishesSleeveRollTrick DishesHeadscarfTie DressUpForTheDishes OutfitMatchesTheDishes',
    wellness:
      'MindfulDishes DishesSlowBreaths WarmWaterDishes DishesWindowDaydream PhoneFreeDishes DishesGratitudeRound',
    music:
      'DishesWaterGlassMelody DishesSpongeMicBallad DishesDuet KitchenSinkDishesBeat WhistleThroughDishes PotsAndPansDishesJam',
    art: 'DishesStillLife PaintYourOwnDishes DishesBubblePrints DishesMosaicUpcycle SketchTheDishesPile DishesRackPhoto',
    tech: 'DishwasherLoadingHacks DishesFocusTimer WhoseTurnDishesApp SmartFaucetDishesTest RobotDoesTheDishes DishesWaterMeter',
    pet: 'CatSupervisesDishes DishesPuppyAudience DishesTowelTugOfWar DishesSoundReaction DishesDutySidekick WashThePetBowlToo',
    gaming:
      'DishesOvercookedRun UnoLoserDoesDishes DishesBossLevel DishesHighScore DishesTetrisStack DiceDecidesDishes',
  },
  'desk setup': {
    dance:
      'DeskSetupDanceBreak RGBDeskSetupRave DeskSetupChairSpin DeskSetupLampSpotlight DeskSetupSeatedGroove StrutToYourDeskSetup',
    fitness:
      'DeskSetupStretchBreak StandingDeskSquats WalkingPadDeskSetup DeskSetupPushUps DeskSetupHourlyMoves DeskSetupCalfRaises',
    funny:
      'DeskSetupRealityCheck DeskSetupCableMonster PinterestVsMyDeskSetup DeskSetupMugGraveyard OffCameraDeskSetup DeskSetupTourParody',
    prank:
      'DeskSetupMakeover MiniatureDeskSetupTwin DeskSetupPlantSurprise DeskSetupStickyNotes GooglyEyesOnDeskSetup DeskSetupBalloonFill',
    educational:
      'ErgonomicDeskSetupQuiz DeskSetupArmLengthRule WarmVsCoolDeskSetup DeskSetupPostureCheck DeskSetupWattageMath DeskSetupBlueLightTest',
    cooking:
      'DeskSetupSnackDrawer PourOverDeskSetup DeskSetupTeaStation DeskSetupBentoBreak NoCookDeskSetupLunch DeskSetupOvernightOats',
    travel:
      'DeskSetupInABackpack DeskSetupWithAView HotelRoomDeskSetup CafeDeskSetupHunt DeskSetupTrainTable DeskSetupCabinWeek',
    fashion:
      'DeskSetupOutfitMatch WFHDeskSetupFitCheck DeskSetupCardiganLayer KeycapNailArt DeskSetupWaistUpLook DeskSetupCozySocks',
    wellness:
      'CozyDeskSetupReset DeskSetupDeclutter DeskSetupPlantCorner DeskSetupByTheWindow LampOffDeskSetupRitual DeskSetupGratitudeNote',
    speed:
      'DeskSetupCleanupRace DeskSetupSpeedBuild DeskSetupCableTidyDash DeskSetupKeycapSwap FastestDeskSetupPackUp SixtySecondDeskSetup',
    music:
      'DeskSetupObjectBeat DeskSetupSpeakerTest TinyDeskSetupConcert DeskSetupKeyboardASMR DeskSetupLofiSession JamOnYourDeskSetup',
    art: 'DrawYourDeskSetup DeskSetupWallArt ArtistDeskSetupTour DeskSetupIsometric DeskSetupPhotoShoot DeskSetupClayMini',
    pet: 'DeskSetupCatBed DeskSetupPetCoworker DeskSetupDogNook PuppyProofDeskSetup PawInspectsDeskSetup DeskSetupKittenShelf',
    gaming:
      'GamingDeskSetupReveal BudgetDeskSetupBattle DeskSetupRetroCorner DeskSetupRacingRig DeskSetupLevelUp RateMyBattlestation',
  },
  plumber: {
    dance:
      'PlumberPlungerDance PlumberOverallsStrut MarioPlumberJumps LeakyFaucetTapStep PlumberToolBeltShuffle PlumberWrenchTwirl',
    fitness:
      'PlumberSquatDrill PlumberBearCrawl CarryThePlumberToolbox PlumberWrenchGripSet CrouchLikeAPlumber PlumberPipeLunges',
    prank:
      'PlumberGoldenPlunger PlumberCostumeReveal PlumberCookieToolbox ThankYourPlumberNote PlumberSnackStation GooglyEyePlumbing',
    educational:
      'PlumberForADay PlumberSinkTrapLesson WhereDoesTheFlushGo PlumberToolQuiz PlumbingPressureDemo FixItOrCallAPlumber',
    cooking:
      'PlumberToolboxCookies PlumberPipePasta WrenchCakeForPlumber PackAPlumberLunchPail PlumberMushroomPizza PlumberHeartyBreakfast',
    travel:
      'PlumberRideAlong AncientPlumbingTour AqueductsWithAPlumber PlumberFountainsOfRome PlumberVanRoadTrip ParisSewerMuseum',
    fashion:
      'DressLikeAPlumber PlumberWorkwearLook MarioPlumberCosplay PlumberToolBeltStyle PlumberCanvasJacket PlumberBootsRevamp',
    wellness:
      'PlumberGratitudeNote CalmLikeAPlumber PlumberKneeCare PlumberBackStretch PlumberDayUnwind DrippingTapMeditation',
    speed:
      'PlumberPipeConnectRace PlumberFaucetSwapTimer PlumberToolboxRelay PlumberWrenchSortDash FastestPlumberFix PackThePlumberKitIn60',
    music:
      'PlumberPipeDrums PlumberMarioThemeCover DrippingFaucetBeat PlumberWrenchChimes WhistleLikeAPlumber PlumberWorkSong',
    art: 'PlumberPipeLamp PlumberFaucetPlanter SketchYourPlumber PlumbingWasherMosaic MarioPlumberPixelArt PlumberToolStillLife',
    tech: 'PlumberPipeCamPeek PlumberLeakSensorTest PlumberThermalScan AIPlumberDiagnosis AutoShutoffValve PlumberVideoCallFix',
    pet: 'PlumberPupSupervisor PlumberDogGreeter PlumberCatInTheSink PetFountainPlumbing KittyInPlumberOveralls KittenInTheToolbox',
    gaming:
      'PlumberPipePuzzle MarioPlumberSpeedrun PlumberSimRepairs HouseFlipperPlumbing PlumberCoinCount PlumberBrosCoop',
  },
  bucket: {
    dance:
      'BucketDrumDance MopAndBucketTwoStep BucketStompRoutine BucketHatShuffle PassTheBucketLine BucketBalanceSway',
    fitness:
      'BucketFarmerCarry SandBucketSquats BucketCurlChallenge WaterBucketLunges BucketBrigadeRelay BucketOverheadHold',
    prank:
      'FakeWaterBucketToss BucketFullOfBalloons BucketOfRubberDucks BucketBouquetDelivery PingPongBallBucket BucketOfCompliments',
    educational:
      'BucketSwingPhysics MeasureRainInABucket GuessTheBucketVolume BucketPulleyLesson ThreeHoleBucketTest BucketBrigadeHistory',
    cooking:
      'BeachBucketPudding PopcornBucketFlavors IceBucketMocktails BucketSandcastleCake ShrimpBoilBucket BucketOfWingsNight',
    travel:
      'BucketListTrip SeashellBucketHunt TidePoolBucketWalk BucketAndSpadeDayOut BerryPickingBucket CrabbingBucketTally',
    fashion:
      'BucketHatFiveWays BucketBagFitCheck OutfitFromTheBucket BucketSplatterDenim PaintBucketColorMatch ThriftBucketFinds',
    wellness:
      'BucketFootSoak HerbGardenInABucket GratitudeBucket BucketListJournal BucketCompostHabit BucketFillerKindness',
    speed:
      'BucketTossRace TenBucketStackSprint SpoonToBucketIn60 BucketSpongeFillRelay BucketCarryDash BucketPourTimer',
    music:
      'BucketBeatBattle BucketDrumCover UpcycledBucketBand HoleInMyBucketDuet BucketBassThump BucketRainRhythm',
    art: 'PaintedBucketPlanter BucketPourPainting SandBucketSculpture BucketLanternDIY PendulumBucketArt BucketMosaicMakeover',
    tech: 'BucketPhoneSpeaker BucketAirCoolerBuild SmartBucketRainGauge BucketSelfWateringHack BucketRobotRace SandFilterInABucket',
    pet: 'CatInABucket BucketTreatShellGame PupBucketBath BucketBallDropTrick BucketOfToysDig DogInABucketHat',
    gaming:
      'BucketPongTournament BucketTossLeaderboard CarnivalBucketBallGame BucketBowlingNight BucketStackingDuel GamingBucketList',
  },
  homework: {
    dance:
      'HomeworkDoneDance HomeworkChairChoreo LastAnswerVictoryJig HomeworkPencilDrop MathHomeworkMoves HomeworkWiggleBreak',
    fitness:
      'SquatPerHomeworkAnswer HomeworkJumpingJacks HomeworkStretchBreak HomeworkPushUpPause HomeworkWalkAndQuiz RecapHomeworkInAPlank',
    funny:
      'DogAteMyHomework DadTriesMathHomework HomeworkDistractions HomeworkAtMidnight HomeworkFaceJourney WorstHomeworkExcuse',
    prank:
      'HomeworkSnackSurprise HomeworkCheerNote HomeworkGoldStarSneak HomeworkGooglyPencils NoHomeworkPass SmileyStampsOnHomework',
    cooking:
      'HomeworkSnackPlate HomeworkFuelSmoothie HomeworkTrailMix BrainFoodHomeworkBowl HomeworkPopcornBar FractionPizzaHomework',
    travel:
      'HomeworkCafeSpots HomeworkAtTheLibrary HomeworkOnTheTrain ParkBenchHomework BeachDayHomework HomeworkFieldTrip',
    fashion:
      'HomeworkComfyFit HomeworkHoodieRotation CozySocksForHomework HomeworkGlassesLook DressUpForHomework HomeworkScrunchieBun',
    wellness:
      'CalmCornerForHomework HomeworkBreathingReset PomodoroHomeworkWalk HomeworkBrainBreak HomeworkHydrateCheck HomeworkWinsJournal',
    speed:
      'HomeworkSprint HomeworkFlashcardBlitz HomeworkBeforeDinner BeatTheClockHomework HomeworkMathFactsIn60 PackHomeworkBagRace',
    music:
      'HomeworkFocusBeats HomeworkRhymeRecap HomeworkPianoBreak HomeworkTimesTableSong LofiHomeworkMix SingYourHomework',
    art: 'HomeworkMarginComics HomeworkDioramaBuild PlannerArtForHomework HomeworkNotebookCover DoodleYourHomework HomeworkPosterGlowUp',
    tech: 'HomeworkDeskSetup HomeworkPlannerApp HomeworkFocusMode PhoneScanHomeworkHack AIExplainsMyHomework HomeworkCalcTricks',
    pet: 'PetSitsOnHomework HomeworkSupervisorDog ReadHomeworkToThePup HomeworkHamsterBreak HomeworkStudyBuddyCat HomeworkPencilKitten',
    gaming:
      'HomeworkThenGaming HomeworkBossBattle HomeworkXPChart LevelUpAfterHomework HomeworkQuestMode KahootHomeworkReview',
  },
  lawyer: {
    dance:
      'LawyerCaseClosedDance LawyerBriefcaseShuffle ObjectionBeatDrop LawyerCourtroomStrut LawyerVerdictSpin SwaggerLikeALawyer',
    fitness:
      'LawyerBriefcaseCurls LawyerFileBoxSquats LawyerCourthouseStairs LawyerBookStackPress DeskStretchForLawyers CaseClosedCardio',
    prank:
      'LawyerPizzaSubpoena CupcakeLawyerBriefcase LawyerConfettiCase LawyerSillyNameplate LawyerThankYouBrief SqueakyLawyerGavel',
    educational:
      'LawyerLatinPhrases LawyerReadFinePrint HowCourtsWork LawyerMythBusting LawyerPlainEnglish MockTrialWithALawyer',
    cooking:
      'LawyerBriefcaseBento LawyerLateNightNoodles LawyerCaseForPizza BakeLawyerGavelCookies MealPrepLikeALawyer LawyerPowerLunch',
    travel:
      'LawyerCourthouseTour TheHagueLawyerTrip OldBaileyLawyerVisit LawyerWorkcationSpot SupremeCourtStepsPhoto LawyerWeekendEscape',
    fashion:
      'LawyerPowerSuitCheck TieKnotsForLawyers LawyerPinstripeStyling LawyerCourtToDinner LawyerWeekendVsWork DressLikeALawyer',
    wellness:
      'LawyerWalkAfterWork LawyerWeekendUnplug LawyerBoundariesList UnwindLikeALawyer CaseClosedCalm LawyerGratitudeBrief',
    speed:
      'LawyerClosingIn30 FinePrintLawyerRace LawyerRebuttalBlitz LawyerFileSortDash LawyerTongueTwister ObjectionIn10',
    music:
      'LawyerClosingRap ObjectionRemix LawyerBriefcaseDrum LawyerVerdictBallad JingleForALawyer LawyerCourtroomSong',
    art: 'LawyerCourtroomSketch LawyerLegalPadDoodles LawyerComicStrip DrawYourLawyerFriend LawyerScalesSculpture LadyJusticeClay',
    tech: 'AIVsALawyer DictationAppForLawyers LawyerESignDemo LawyerDocumentScanHack LawyerDeskSetupTour LawyerPasswordTips',
    pet: 'PetLawyerCostume LawyerCatAlibi LawyerDogInTie LawyerPupWitness KittenTrialForSocks LawyerBunnyBriefcase',
    gaming:
      'LawyerEvidenceBoard DetectiveLawyerRun LawyerDebateShowdown LawyerMysteryCaseGame LawyerWitnessQuest AceAttorneySpeedrun',
  },
  tractor: {
    dance:
      'TractorTwoStep TractorLineDance TractorWheelSpin TractorHeelStomp SteerTheTractorMove GreenTractorGroove',
    fitness:
      'TractorTireFlip TractorHayBaleCarry TractorSledPush HumanTractorPull TractorWheelbarrowWalk ToyTractorPlankRoll',
    prank:
      'TractorBirthdayParade TractorGooglyEyes TractorSchoolPickup SurpriseTractorRide ToyTractorTakeover TractorLightUpShow',
    educational:
      'HowTractorsWork TractorHorsepowerMath TractorVsCombineQuiz WhyTractorWheelsDiffer TractorThenAndNow NameThatTractorPart',
    cooking:
      'BakeATractorCake TractorShapedPancakes TractorTireCookies BigTractorBreakfast TractorCabLunch ChocolateTractorTracks',
    travel:
      'TractorShowVisit TractorHayride TractorMuseumTour FarmStayTractorRide VintageTractorRally TractorBackroadsSunset',
    fashion:
      'TractorOverallsLook TractorTruckerHat TractorFlannelLayers OutfitMatchesMyTractor TractorBootsFitCheck PoseOnTheTractor',
    wellness:
      'TractorSlowRide TractorSunsetDrive DawnTractorChores TractorCabQuietTime LifeAtTractorSpeed OpenSkyBreathing',
    speed:
      'PedalTractorDash ToyTractorRace TractorHitchTimer TractorHayBaleSprint TractorParkingDrill TractorPuzzleIn60',
    music:
      'TractorCountrySong TractorEngineBeat OldMacDonaldTractor TractorBanjoTune RedTractorSingAlong TractorRumbleBass',
    art: 'TractorTireTrackPrint RustyTractorPhoto TractorToyDiorama TractorWatercolor CardboardBoxTractor OneLineTractorSketch',
    tech: 'SelfDrivingTractorDemo TractorGPSStraightLine TractorCabTechTour ElectricTractorTest RCTractorBuild TractorEngineRestore',
    pet: 'DogVsToyTractor TractorCabSidekick BarnCatInspectsTractor RCTractorPetReaction PuppyInTractorWagon KittenNapsOnTractor',
    gaming:
      'TractorFarmSimHarvest TractorPullLeaderboard MinecraftTractorBuild StardewValleyTractor RCTractorObstacleRun TractorPlowingSpeedrun',
  },
  thanksgiving: {
    dance:
      'ThanksgivingLineDance ThanksgivingPieShimmy ThanksgivingConga ThanksgivingTwoStep TurkeyWaddleForThanks GobbleGroove',
    fitness:
      'ThanksgivingTurkeyTrot ThanksgivingPlankHold EarnThanksgivingPie ThankfulSquatCount PostThanksgivingHike GravyBoatCurls',
    prank:
      'FakeThanksgivingTurkey ThanksgivingSeatSwap ThanksgivingPlaceCards ThankYouNoteNapkins GooglyEyeThanksgiving KidsTableVIPUpgrade',
    educational:
      'ThanksgivingParadeQuiz ThanksgivingInCanada ThanksgivingFoodFacts ThanksgivingTurkeyMath FirstThanksgivingStory CranberryBogScience',
    cooking:
      'ThanksgivingPieBakeOff ThanksgivingSideSwap ThanksgivingInAMuffin ThanksgivingForTwo OnePanThanksgiving CranberrySauceRemix',
    travel:
      'ThanksgivingRoadTrip ThanksgivingAbroad ThanksgivingParadeLive ThanksgivingCabin HomeForThanksgiving HarvestFarmStay',
    fashion:
      'ThanksgivingFitCheck ThanksgivingCozyLook ThanksgivingPlaid ThankfulSweaterVest AutumnToneThanksgiving StretchyPantsStyle',
    wellness:
      'ThankfulThreeList AfterThanksgivingWalk PhoneFreeThanksgiving ThanksgivingFoodBank ThankYouLetterDay ThanksgivingNapRitual',
    speed:
      'ThanksgivingTableIn60 ThanksgivingDishDash ThanksgivingPotatoPeel ThanksgivingTidyBlitz FastestThanksgivingPie NapkinFoldCountdown',
    music:
      'ThanksgivingSingAlong ThanksgivingSpoonBand ThankfulSongCover ThanksgivingTableDrums GivingThanksMedley TurkeyGobbleRemix',
    art: 'ThanksgivingHandTurkey ThanksgivingLeafWreath ThankfulTreeCraft ThanksgivingPlacemats ClayThanksgivingFeast PineconeCenterpiece',
    tech: 'ThanksgivingVideoCall ThanksgivingPhotoBooth AIPlansThanksgiving SmartOvenThanksgiving ThanksgivingTimelapse ProbeThermometerCheck',
    pet: 'ThankfulForMyPet ThanksgivingDogCostume PuppySafeThanksgiving ThanksgivingCatGreeter BunnyThanksgivingFeast TurkeyToyUnwrap',
    gaming:
      'ThanksgivingGameNight ThanksgivingTrivia ThanksgivingCharades ThanksgivingBingo KidsTableTournament JengaOfThanks',
  },
  'sticky note': {
    dance:
      'ShakeOffTheStickyNotes StickyNoteFreezeDance StickyNoteFloorSteps PickAStickyNoteMove StickyNoteShimmy SpinAndStickANote',
    fitness:
      'StickyNoteJumpReach StickyNotePlankPass StickyNoteRepWall LungeForTheStickyNote BurpeeForEveryPostIt SquatToStickANote',
    funny:
      'StickyNoteRoommateFeud StickyNoteCharades SassyStickyNotes PostItComedyStrip CoveredInStickyNotes StickyNoteToMyself',
    educational:
      'StickyNoteStudyHack StickyNoteVocabWall StickyNoteTimeline PostItMindMap HowStickyNotesWereBorn SelfQuizStickyNotes',
    cooking:
      'StickyNoteMealPlan StickyNoteCookies PostItFridgeMenu StickyNoteRecipeSwap PickAStickyNoteDinner LunchboxStickyNote',
    travel:
      'StickyNoteItinerary StickyNoteMapWall StickyNoteGuidebook PostItPackingList DreamTripStickyNotes NextStopStickyNote',
    fashion:
      'StickyNoteDress StickyNoteOutfitVote StickyNoteClosetTags PostItPastelStyle NeonStickyNoteLook WeekOfStickyNoteFits',
    wellness:
      'StickyNoteAffirmations StickyNoteWorryDump PostItIntentions MirrorStickyNotes KindStickyNoteDrop GratitudeStickyWall',
    speed:
      'StickyNoteRelay StickyNoteWallIn60 PostItPyramidDash CoverTheDoorInNotes HundredStickyNotesRace PeelAndStickSprint',
    music:
      'StickyNoteSongwriting StickyNoteLyricWall ChordChartOnStickies PostItRhymeChain StickyNotePianoKeys PickAStickyNoteGenre',
    art: 'StickyNoteMosaic StickyNoteFlipbook PostItOrigami StickyNotePortrait WindowStickyNoteMural PixelArtInStickyNotes',
    tech: 'StickyNoteVsApp StickyNoteScanToText StickyNoteKanbanBoard AISortsMyStickyNotes EInkStickyNoteTest StickyNoteToCalendar',
    pet: 'CatVsStickyNote StickyNoteTreatHunt StickyNoteOnMyDog StickyNotePetPortrait KittenSwipesStickyNote PuppyPicksAStickyNote',
    gaming:
      'StickyNoteForeheadGame StickyNoteTicTacToe StickyNoteBattleship PostItMinesweeper PixelHeroInStickyNotes WallOfStickyNoteTrivia',
  },
  'garage sale': {
    dance:
      'GarageSaleVinylDance GarageSaleHatSpin GarageSaleShoesTapStep BoomboxFromGarageSale RetroYardSaleShuffle GarageSaleBoogie',
    fitness:
      'GarageSaleStepCount GarageSaleTableCarry GarageSaleDumbbellFind BikeToEveryYardSale LiftingGarageSaleBoxes WalkTheGarageSaleLoop',
    prank:
      'SillyGarageSalePrices GarageSaleMysteryBox SoldSignOnDad GarageSaleBuyBack GarageSaleSurpriseGift YardSaleGooglyEyes',
    educational:
      'GarageSaleMath GarageSaleValueGuess GarageSaleHaggleTest GarageSaleHallmarks KidsRunAGarageSale OldestThingAtYardSale',
    cooking:
      'YardSaleLemonadeStand GarageSaleCookieTable GarageSaleCookbook GarageSaleWaffleMaker RescueAGarageSalePan BakeInAGarageSaleTin',
    travel:
      'GarageSaleRoadTrip GarageSaleHopping LongestYardSaleDrive FleaMarketVsGarageSale GarageSaleInANewTown GarageSaleMapRoute',
    fashion:
      'GarageSaleFitCheck FiveDollarYardSaleLook GarageSaleVintageBag GarageSaleJewelryDig StyleAGarageSaleFind GarageSaleDenimFlip',
    wellness:
      'GarageSaleDeclutter GarageSaleLettingGo DonateAfterGarageSale YardSaleNeighborChats OneBoxGarageSale GarageSaleMemoryPhoto',
    speed:
      'GarageSaleSetupRace EarlyBirdYardSaleDash GarageSalePackUpTimer PriceTagGarageSaleIn60 TenBucksGarageSaleHaul GarageSaleSpeedSort',
    music:
      'YardSaleInstrumentJam GarageSaleVinylSpin PlayAGarageSaleGuitar GarageSaleKeyboardSong GarageSaleMixtape RadioFromAGarageSale',
    art: 'GarageSaleFrameUpcycle GarageSaleSignArt GarageSaleChinaMosaic GarageSaleLampMakeover FlipAYardSaleCanvas DresserFromGarageSale',
    tech: 'GarageSaleRetroGadgets GarageSaleCameraFind GarageSaleDataWipe FixAYardSaleWalkman GarageSaleLaptopRefurb DoesItWorkGarageSale',
    pet: 'GarageSalePetGreeter GarageSaleDogBedFind GarageSaleCatTreeScore PupGuardsTheCashBox KittenInspectsYardSale GarageSaleSniffTest',
    gaming:
      'GarageSaleRetroConsole GarageSaleBoardGames GarageSaleCartridgeDig ChessSetFromGarageSale YardSaleMissingPieces BestGarageSaleScore',
  },
  cupcake: {
    dance:
      'CupcakeSwirlDance CupcakeSprinkleShake CupcakeWrapperWiggle BirthdayCupcakeBop OvenTimerCupcakeGroove CherryOnTopPose',
    fitness:
      'EarnYourCupcake CupcakeSquatChallenge CupcakeBurpeeCountdown CupcakeTinCurls BalanceACupcakeLunge DozenCupcakeStepUps',
    funny:
      'CupcakeOrMuffinDebate CupcakeIcingFail CupcakeWrapperStruggle CupcakeSandwichHack FrostingMustache OneBiteCupcakeAttempt',
    prank:
      'SurpriseInsideCupcake CupcakeBurgerLookalike SecretCupcakeDelivery MashedPotatoCupcakes CupcakeDeskDrop CupcakeWithYourFace',
    educational:
      'CupcakeFractions WhyCupcakesDome CupcakeOvenTempTest CupcakeLeaveningLab ColorMixingCupcakes HowFrostingHolds',
    travel:
      'CupcakeShopCrawl CupcakeATMVisit CupcakeCityRanking BakeryCupcakeHunt MagnoliaCupcakeTrip LocalCupcakeFlavor',
    fashion:
      'CupcakePastelFit CupcakeTutuDress CupcakeHeadband CupcakeEarringsDIY OutfitMatchesMyCupcake SprinkleAccessories',
    wellness:
      'CupcakeKindnessDrop CupcakeForAFriend GratefulCupcakeFlags CupcakeNeighborShare MindfulCupcakeFrosting BakeToDestress',
    speed:
      'CupcakeFrostingRace CupcakeLinerFill CupcakePipingBlitz DozenCupcakesFast StackACupcakeTower CupcakeDecorIn60',
    music:
      'CupcakeTinDrums CupcakeSprinkleShaker BirthdayCupcakeChorus CupcakeLinerCrinkle OvenTimerCupcakeRemix SingToYourCupcake',
    art: 'CupcakeBouquet CupcakeMosaic CupcakeSucculentPiping CupcakeStillLife FondantCupcakeFaces PaintAClayCupcake',
    tech: 'AICupcakeDesign CupcakeGadgetTest CupcakeRiseTimelapse CupcakePrinterToppers CupcakeRecipeScaler SmartScaleCupcakes',
    pet: 'PupCupcakes PetBirthdayCupcake DogSafeCupcakeBake BunnyCarrotCupcake CupcakeCostumeForCat KittenCupcakeHat',
    gaming:
      'CupcakeShopSim CupcakeMemoryMatch CupcakeDecorDuel VideoGameCupcakes CookingMamaCupcakes CupcakeBossLevel',
  },
  ironing: {
    dance:
      'IroningGlideDance IroningBoardShuffle IroningSpritzStep SwayWhileIroning SundayIroningGroove CreaseLineStrut',
    fitness:
      'IroningCalfRaises IroningPostureCheck IroningOneLegStand IroningGluteSqueeze WallSitAfterIroning LaundryBasketSquats',
    prank:
      'SecretIroningFavor IroningPocketNote IroningJeansCrease IroningTheirSocks TowelSwanAfterIroning CrispShirtSurprise',
    educational:
      'HowIroningWorks IroningFabricScience IroningHeatSettings CareLabelIroningQuiz IroningThroughHistory WhySteamKillsWrinkles',
    cooking:
      'IroningGrilledCheese IroningBoardBuffet IroningQuesadilla PaniniByIroning IroningDayTeaBreak WaffleIronHashBrowns',
    travel:
      'NoIroningPacking HotelIroningHack IroningTravelSteamer IroningRollNotFold IroningInAHostel ShowerSteamTrick',
    fashion:
      'IroningBeforeAndAfter IroningPerfectPleats IroningTrouserCrease ShirtIroningIn5Steps SilkScarfIroning CrispCollarFitCheck',
    wellness:
      'MindfulIroning IroningSundayCalm IroningPodcastHour IroningLavenderSpray SlowIroningBreaths FreshLinenRitual',
    speed:
      'IroningOneMinuteTee FiveShirtIroningRace IroningPillowcaseTimer IroningTenNapkinsDash BeatTheIroningPile HangerUpBlitz',
    music:
      'IroningBoardDrumming IroningKaraokeHour IroningWorkSong IroningRhythmStrokes SteamHissIroningBeat SingWhileIroning',
    art: 'IroningBeadArt IroningPatchDesign IroningCrayonMelt WaxPaperLeafIroning IroningPressedFlowers HeatTransferTee',
    tech: 'IroningSteamerTest IroningThermalCamera IroningAutoShutoff RobotIroningTrial SmartIroningBoard FoldingMachineDemo',
    pet: 'IroningPetBandana IroningPuppyBowTie CatNapAfterIroning DogSniffsFreshIroning IroningKennelBlanket KittenInWarmLaundry',
    gaming:
      'IroningMiniGame IroningBoardCardTable IroningBetweenLevels HousekeeperSimIroning IroningPileBossFight ChoreQuestTracker',
  },
  swimming: {
    dance:
      'SynchronizedSwimming SwimmingStrokeDance SwimmingButterflyArms DryLandSwimmingRoutine SwimmingCapShimmy MermaidTailWiggle',
    funny:
      'SwimmingCapStruggle SwimmingGoggleTan SwimmingEarShakeHop ColdWaterSwimmingEntry DadSwimmingTechnique PoolNoodleDuel',
    prank:
      'DucksInTheSwimmingPool SwimmingCapGooglyEyes SwimmingFloatieFleet SwimmingBagSurprise SwimmingTowelSwan InflatableSharkGuest',
    educational:
      'SwimmingStrokesQuiz SwimmingBuoyancyTest SwimmingBreathControl WhyWeFloatWhenSwimming HowFishSwimVsUs WaterSafetySigns',
    cooking:
      'SwimmingPoolCake SwimmingHungerSnacks SwimmingMeetLunchbox PostSwimmingSmoothie BlueJellySwimCups PoolsideLemonade',
    travel:
      'SwimmingHoleHunt SwimmingCenoteVisit WildSwimmingSpot LakeSwimmingRoadTrip SwimmingSeaCove NaturalHotSpringSoak',
    fashion:
      'PrintedSwimmingCap SwimsuitFitCheck SwimmingCoverUpLook RashGuardForSwimming SwimmingTowelTurban WetHairAfterSwimming',
    wellness:
      'SwimmingCalmLaps SwimmingMindfulFloat SwimmingSunriseDip SilentSwimmingLength GratitudeAfterSwimming WeightlessMinute',
    speed:
      'SwimmingLapRace SwimmingRelay Fastest50mSwim SwimmingRingDive FlipTurnSwimmingClock TowelDryDash',
    music:
      'SwimLapsToTheBeat SwimmingMetronome SwimmingWaterDrums UnderwaterSwimmingSong SwimmingAnthemCover SplashRhythmJam',
    art: 'SwimmingPoolPainting SwimmingMotionBlur UnderwaterSwimPortrait WatercolorSwimmers SwimmingCapDoodle WaterRippleSketch',
    tech: 'SwimmingWaterproofTest SwimmingLapCounter SwimmingSmartGoggles BoneConductionSwim GoProSwimmingShots UnderwaterPhoneCase',
    pet: 'SwimmingWithMyDog PuppyFirstSwim SwimmingRetrieverFetch PetSwimmingLifeJacket KittenWatchesSwimming DuckPondVisit',
    gaming:
      'MarcoPoloChampion SwimmingSubnauticaDive WaterLevelSwimming SwimmingPoolGameNight SwimmingMinecraftBuild SharkTagSwimming',
  },
  fossil: {
    dance:
      'FossilDinoStomp FossilTRexArms FossilRaptorWalk DigUpAFossilDance FrozenLikeAFossil JurassicJig',
    fitness:
      'FossilHunterHike FossilShovelSquats FossilBucketCarry FossilSieveShakes DinoStompFossilCardio RaptorLungeWalk',
    funny:
      'FossilDinoVoiceover FossilOrJustARock FossilMuseumGuideBit FoundAFossilizedFry TeenRoomFossilDig ChickenIsADinosaur',
    prank:
      'FossilSandboxTreasure FossilPlasterFootprint FakeFossilInTheGarden FossilInTheCerealBox FossilSoapSurprise RaptorEggInTheFridge',
    cooking:
      'FossilCookies FossilDigCake FossilAmberCandy FossilLayerPudding BakeFossilBrownies DinoEggBreakfast',
    travel:
      'FossilHuntTrip FossilMuseumTour JurassicCoastFossils BadlandsFossilDrive FossilDigCampWeekend AmmoniteBeachComb',
    fashion:
      'FossilPrintTee FossilAmberRing FossilKhakiExplorer AmmoniteFossilNecklace TrilobiteFossilPin PaleontologistVest',
    wellness:
      'FossilBeachWalk PatientFossilDig DeepTimeFossilPause FossilRockTumbling FossilSketchMeditation StoneSortingCalm',
    speed:
      'FossilDigRace FossilIdentifyBlitz FossilSieveDash FossilPuzzleIn60 SpotTheFossilTimer SandboxFossilSprint',
    music:
      'FossilStompBeat FossilDigSong FossilBoneXylophone DinoRoarFossilRemix FossilRockShakers JurassicThemeCover',
    art: 'FossilSaltDough FossilPlasterRelief FossilRubbingArt SketchAFossilSkeleton AmmoniteFossilSpiral PhotographAFossil',
    tech: 'Fossil3DScan FossilARApp FossilMicroscopeCam AIIdentifiesMyFossil VRFossilDig PhotogrammetryBones',
    pet: 'FossilHuntWithMyDog FossilPuppyBoneHide CatSitsOnMyFossils FossilSniffTest BunnyDigsForFossils DinoPetCostume',
    gaming:
      'FossilHuntQuest FossilMuseumTycoon FossilTriviaDuel DinoDigFossilGame AnimalCrossingFossils JurassicBuildRun',
  },
  pumpkin: {
    dance:
      'PumpkinPatchDance PumpkinSpiceShuffle PumpkinScarecrowSway PumpkinHeadTwist CarryThePumpkinConga JackOLanternJive',
    fitness:
      'PumpkinSquats PumpkinOverheadPress PumpkinCarryWalk PumpkinPatchLunges RollThePumpkinPlank GourdCurls',
    funny:
      'PumpkinCarvingFail PumpkinSpiceEverything PumpkinGutsReaction CarveYourPumpkinTwin FirstPSLOfTheYear ScarecrowFreezeFrame',
    prank:
      'TalkingPumpkinPrank PumpkinPorchSurprise PumpkinGooglyEyes PumpkinHeadPeekaboo SecretPumpkinDelivery GiantGourdDoorstep',
    educational:
      'HowPumpkinsGrow WhyWeCarvePumpkins PumpkinFloatTest PumpkinSeedCount PumpkinRotInAJar IsAPumpkinAFruit',
    travel:
      'PumpkinPatchTrip PumpkinFestivalDay PumpkinRegattaVisit HayrideToThePumpkins GiantPumpkinWeighOff CornMazeAdventure',
    fashion:
      'PumpkinSpiceFit PumpkinPatchOutfit PumpkinKnitBeanie HeadToToePumpkinOrange PumpkinEarringsDIY HarvestFlannelStyle',
    wellness:
      'PumpkinPatchSlowWalk PumpkinCandleEvening PumpkinFaceMask GratitudePumpkin PSLAndAJournal HarvestMoonReflection',
    speed:
      'PumpkinRollRace PumpkinCarvingClock PumpkinSeedCountdown ScoopAPumpkinIn60 FastestPumpkinFace GourdStackTimer',
    music:
      'PumpkinDrumBeat PumpkinSeedShakers PumpkinSpiceLofi PumpkinPatchBanjo SpookyPumpkinPiano HarvestHoedown',
    art: 'NoCarvePumpkinPainting PumpkinStencilDesign PumpkinSucculentPot PumpkinCarvingContest ClayPumpkinFamily JackOLanternSketch',
    tech: 'PumpkinLightShow PumpkinProjectorFace PumpkinMotionSensor ArduinoPumpkinEyes SmartPumpkinSpeaker CodedJackOLantern',
    pet: 'PetPumpkinPatchPhoto PumpkinPupTreats PumpkinHamsterHideout CatInAPumpkinCostume DogMeetsAPumpkin BunnyAndTheGourd',
    gaming:
      'PumpkinSpiceGameNight PumpkinHuntSpeedrun StardewGiantPumpkin MinecraftPumpkinHead FarmSimPumpkinHarvest HalloweenTabletopQuest',
  },
  egg: {
    dance:
      'EggAndSpoonDance EggShakerSalsa EggshellTiptoeStep BalanceTheEggWaltz ScrambledEggShuffle SunnySideUpGroove',
    fitness:
      'WorkoutWhileEggsBoil EggBalancePlank EggSpoonLunges NoCrackEggSquats EggCartonCurls HoldAnEggWallSit',
    funny:
      'EggCrackingFail EggPunsOnly EggBabyProject GooglyEyeEggFamily HardBoiledEggDetective EggTossFumble',
    prank:
      'EggFacesInTheFridge EggCartonCandySwap EggConfettiShells SurpriseEggHunt FakeFriedEggDessert BoiledOrRawEggBluff',
    educational:
      'EggDropChallenge EggVinegarBounce EggFreshnessFloat RawOrBoiledEggSpin InsideAnEggAnatomy EggshellStrengthTest',
    travel:
      'EggDishAroundTheWorld FarmFreshEggRun LocalEggBreakfast EggTartTrail BlackEggHotSpring EggsBenedictBrunchHop',
    fashion:
      'EggshellNeutralLook FriedEggEarrings EggYolkYellowFit EggPrintPajamas EasterEggPastels EggBagStyling',
    wellness:
      'SoftBoiledEggRitual EggTimerBreaths EggPeelingMindfully StopWalkingOnEggshells SlowScrambledEggs EggCupGratitude',
    speed:
      'EggAndSpoonRace EggPeelSpeedrun EggSeparateIn60 WhipEggWhitesFast OneHandEggCrack EggTossCatchStreak',
    music:
      'EggShakerJam EggSlicerHarp EggCartonDrums KitchenEggTimerBeat CrackAnEggASMR WhiskAndBowlRhythm',
    art: 'EggshellMosaic EggDyeMarbling EggCartonFlowers PysankyEggDesign DrawAnEggEveryDay GooglyEggCharacters',
    tech: 'SmartEggCookerTest EggCandlingPhoneLight EggIncubatorCam EggCrackSlowMo DroneEggDrop AIRatesMyEggs',
    pet: 'DogEggChallenge PlasticEggTreatHunt KittenVsRollingEgg BackyardHenEggCount EggCartonPuzzleFeeder BunnyEasterEggPhoto',
    gaming:
      'HiddenGameEasterEggs EggHatchStepCount EggCartonCheckers EggDropPhysicsDuel YoshiEggThrow EggTossCoopRun',
  },
  'air fryer': {
    dance:
      'AirFryerDingDance AirFryerTimerTwirl AirFryerPreheatGroove ShakeTheAirFryerBasket FourMinuteAirFryerJig CrispyCountdownStep',
    fitness:
      'PlankTillAirFryerDings AirFryerTimerWorkout AirFryerSquatSet AirFryerWallSits BurpeesWhileItAirFries AirFryerPushUpRound',
    funny:
      'WillItAirFry AirFryerEverythingPOV OvenVsAirFryerFeud AirFryerEvangelist TalkingToMyAirFryer KitchenApplianceDrama',
    prank:
      'SurpriseInTheAirFryer AirFryerDessertFakeout AirFryerCookieDelivery AirFryerDonutWakeUp GooglyEyeAirFryer SneakyVeggieChips',
    educational:
      'HowAirFryersWork AirFryerVsOven AirFryerConvection MaillardAirFryerTest AirFryerOilMath IsAirFryingHealthier',
    travel:
      'AirFryerAroundTheWorld LocalDishAirFried AirFryerHotelHack AirFryerCamperVan RoadTripAirFryerSnacks VacationRentalMeals',
    fashion:
      'MatchYourAirFryer AirFryerApronLook AirFryerOvenMittStyle AirFryerEarrings AirFryerDateNightFit ChefJacketGlowUp',
    wellness:
      'AirFryerVeggieHabit AirFryerSundayReset NoStressAirFryerDinner AirFryerMorningOats MindfulAirFryerWait SimpleSupperSelfCare',
    speed:
      'AirFryerSpeedrun AirFryerVsOvenRace AirFryerFriesBlitz TenMinuteAirFryerMeal ThreeCourseAirFryer BasketCleanDash',
    music:
      'AirFryerDingRemix AirFryerSizzleASMR AirFryerBasketShaker SingToTheAirFryer AirFryerBeepHarmony KitchenTimerChorus',
    art: 'AirFryerShrinkyCharms AirFryerDoughSculpt AirFryerPastryLattice AirFryerFoodStyling DrawYourAirFryer PixelArtAirFryer',
    tech: 'SmartAirFryerTest AirFryerAppCooking AirFryerWattageCompare AirFryerWindowView ThermalCamAirFryer AskAIForAirFryerIdeas',
    pet: 'PetReactsToAirFryer AirFryerDogBiscuits AirFriedPupChews KittenVsAirFryerBeep HamsterAirFryerBox BunnyMeetsAirFryer',
    gaming:
      'AirFryerLANParty AirFryerTierList AirFryerCookOffBracket RespawnAirFryerSnack OvercookedAirFryerRun SpeedrunFuelBreak',
  },
  pilot: {
    dance:
      'PilotWingsDance PilotTakeoffGroove PilotMarshallerMoves AutopilotRobotArms CoPilotMirrorSteps CockpitSeatShuffle',
    fitness:
      'PilotPreFlightStretch PilotLayoverWorkout PilotGForceCore TrainLikeAFighterPilot CoPilotPartnerSquats AirplaneArmsPlank',
    funny:
      'PilotVoiceImpression PilotLandingApplause YourPilotSpeakingPOV PilotAnnouncesDinner PilotNarratesTraffic FlightAttendantSkit',
    prank:
      'PilotHatSurprise PilotWingsPinGift PilotStyleWakeUpCall LivingRoomPilotAirline CardboardCockpitPilot FakeBoardingPassReveal',
    educational:
      'PilotPhoneticAlphabet PilotRunwayNumbers HowPilotsLandPlanes PilotInstrumentQuiz AskAPilotAnything WhyJetsLeaveContrails',
    cooking:
      'PilotWingsCookies PilotCrewMealRemake PilotInFlightSnackBox PilotLayoverStreetFood CoPilotKitchenHelper FirstClassDinnerAtHome',
    fashion:
      'PilotUniformFitCheck PilotAviatorLook PilotBomberJacket DressLikeAPilot VintagePilotScarf CaptainHatStyling',
    wellness:
      'PilotCalmBreathing PilotChecklistMorning PilotJetLagReset AutopilotOffMoment PilotPowerNap WindowSeatGratitude',
    speed:
      'PilotChecklistSpeedrun PilotCallSignBlitz PilotAlphabetIn30 PaperPlanePilotRace FastestPilotUniform GlidersDistanceDuel',
    music:
      'PilotRadioRemix PilotTakeoffSong PilotAirlineJingle PilotCallSignRap AutopilotLofiMix CockpitChimeBeat',
    art: 'PilotWingsCraft PilotVintagePoster PilotModelPlaneBuild PilotsEyeViewPainting ClayPilotFigure CloudscapeAcrylic',
    tech: 'PilotFlightSimSetup PilotHeadsetReview TrackYourPilotLive CoPilotAIAssistant PilotRadarBuild AirTrafficScanner',
    pet: 'CoPilotPup PilotDogGoggles PilotPetPhotoShoot CatPilotCostume HamsterPilotCockpit BunnyInPilotHat',
    gaming:
      'PilotFlightSimLanding PilotCareerModeRun PilotDogfightArcade PilotAirportTycoon AcePilotLeaderboard AerobaticsChallenge',
  },
  pig: {
    dance:
      'PigWiggleDance PigTailTwirl PeppaPigJump ThreeLittlePigsStomp PigSnoutShuffle OinkOnTheBeat',
    fitness:
      'PiggyBankPushUps PigTrotIntervals ThreeLittlePigsCircuit PeppaPigPuddleJumps PiggybackSquats HogWildBurpees',
    funny:
      'PigSnoutImpression ThreeLittlePigsSkit PigLatinOnlyDinner WhenPigsFly PigNoseFilterFail OinkInsteadOfHello',
    prank:
      'PigSnoutPhotobomb PigOinkDoorbell PlushPigSwap PiggyBankSurprise PigsInABlanketBed OinkingAlarmClock',
    educational:
      'HowSmartArePigs WhyPigsRollInMud PigSnoutScience PigGruntLanguage PigLatinLesson PiggyBankOrigins',
    cooking:
      'PigCupcakes PigFaceBuns PigShapedDonuts ThreeLittlePigsCake PigsInABlanketBake PinkPigSmoothie',
    travel:
      'PigSanctuaryTour PigSwimmingBeach PigCafeOuting CountryFairPigRace PettingZooPigs FlyingPigFestival',
    fashion:
      'PigEarBeanie PigSnoutSlippers PigtailsFiveWays PiggyPrintPajamas HeadToToePigPink PeppaPigCosplay',
    wellness:
      'MudMaskLikeAPig FeedThePigSavings PigPlushieCuddle PigSanctuaryMorning ThisLittlePiggyFootRub SlowFarmWalk',
    speed:
      'PassThePigsSpeedRound PiggyBankCoinSort PigLatinTongueTwister DrawAPigIn10Seconds ThreeLittlePigsRace FastestPigPuzzle',
    music:
      'PigOinkRemix OldMacDonaldPigVerse ThisLittlePiggySong PigBankCoinShaker PigLatinCover FarmyardChorus',
    art: 'PigSockPuppet ClayMiniPig PaintAPiggyBank DrawAPigBlindfolded PaperMachePig PigPortraitIn5Lines',
    tech: 'PigLatinTranslatorApp SmartPiggyBank PigSanctuaryLiveCam AIDrawsAPig 3DPrintAPig OinkSoundboard',
    gaming:
      'PigDiceGame PassThePigsTournament PopTheGreenPigs MinecraftPigRide PigLatinCharades StardewPigTruffles',
  },
  reading: {
    dance:
      'ReadingDanceBreak ReadingCharacterMoves ReadingCornerGroove BalanceYourReadingBook FinishedReadingJig BookwormWiggle',
    fitness:
      'ReadingOnTheTreadmill ReadingWallSit ReadingPlankPage ReadingCalfRaises BikeWhileReading ChapterPerMile',
    funny:
      'ReadingFaces ReadingSlumpSkit ReadingInAccents DramaticReadingOfTexts FakeReadingAtTheBeach PlotTwistGasp',
    prank:
      'ReadingNookSurprise ReadingNoteInBook ReadingDustJacketSwap ReadingChairBalloons CozyReadingFortReveal PaperbackGiftAmbush',
    cooking:
      'ReadingNookSnackBoard ReadingCafeAtHome ReadingTeaAndScones SummerReadingPopsicles BookClubBakes CookWhatYoureReading',
    travel:
      'ReadingAroundTheWorld ReadingOnTheTrain BeachReadingSpot ReadingInEveryCafe SummerReadingRoadTrip BookshopCrawl',
    fashion:
      'ReadingGlassesLook ReadingCardiganStyle ReadingNookLoungewear CozyReadingSocks SummerReadingHat BookCoverOutfitMatch',
    wellness:
      'ReadingBeforeBed ReadingInTheSun ReadingPhoneFreeHour CandlelitReading MorningReadingRitual TenPagesDaily',
    speed:
      'SpeedReading ReadingChapterRace ReadingShelfSortBlitz TongueTwisterReading OneMinuteReadingTest FiftyPagesFast',
    music:
      'ReadingSoundtrack ReadingPoetryRemix ReadingCharacterTheme LofiReadingSession RapYourReadingList SongForYourNovel',
    art: 'ReadingNookSketch ReadingJournalArt ReadingCoverRedesign PaintWhatYoureReading SummerReadingBookmark BlackoutPoetry',
    tech: 'ReadingTrackerApp ReadingLightSetup KindleVsPaperReading TextToSpeechReading AIReadingBuddy ScanYourShelfHack',
    pet: 'ReadingToMyPet ReadingToShelterDogs CatLapReadingHour PuppyPicksMyReading BunnyReadingBuddy KittenPageTurner',
    gaming:
      'ReadingBingo ReadingQuestLog ReadingXPStreak ReadingBossLevel ChooseYourPathReading DungeonMasterStorytime',
  },
  dumbbell: {
    dance:
      'DumbbellToTheBeat DumbbellDanceCardio DumbbellShoulderShimmy LightDumbbellGroove DumbbellTwoStep WaterBottleWeightsBop',
    funny:
      'DumbbellSoupCanSwap DumbbellFaces DumbbellDoorstopLife NewYearDumbbellRegret DustyDumbbellReunion GymBroNarration',
    prank:
      'DumbbellFoamTrick DumbbellCakeSurprise DumbbellMotivationNote DumbbellPartyHats GooglyEyeDumbbells WeightsWearingBows',
    educational:
      'DumbbellNameOrigin DumbbellMuscleQuiz DumbbellLeverPhysics ProperDumbbellForm SoupCanVsDumbbell DumbbellWeightMath',
    cooking:
      'DumbbellCake DumbbellCookies PostDumbbellSnack DumbbellShapedPancakes ProteinDumbbellBites GainsGranolaBars',
    travel:
      'DumbbellHotelWorkout DumbbellGymAbroad DumbbellMuscleBeach PackableDumbbellKit OutdoorDumbbellSpot WaterBottleWeightsTrip',
    fashion:
      'DumbbellFitCheck DumbbellColorMatch DumbbellCharmNecklace PastelDumbbellSet MatchingDumbbellNails CoordinatedGymWear',
    wellness:
      'DumbbellMindfulReps DumbbellStretchFlow DumbbellBreathPacing GentleDumbbellMorning LightDumbbellWindDown StrongAndSteady',
    speed:
      'DumbbellCurlCount DumbbellRowBlitz DumbbellRackReturnDash DumbbellPressIn30 TenDumbbellSquatsFast ShoulderRaiseCountdown',
    music:
      'DumbbellDrumlineReps DumbbellTempoSong DumbbellClankJam LiftingDumbbellAnthem DumbbellHumAlong CurlsToTheBeat',
    art: 'DumbbellClaySculpt DumbbellStillLife PaintYourDumbbells DumbbellPhotoShoot OneLineDumbbellSketch MuscleAnatomyDrawing',
    tech: 'DumbbellSmartTracker DumbbellVelocitySensor DumbbellFormCheckAI AdjustableDumbbellTest 3DPrintedDumbbell RepCounterApp',
    pet: 'DumbbellWithMyDog DumbbellKittenSpotter DumbbellPuppyCoach CatVsDumbbell BunnyInspectsDumbbell KittyStretchCopy',
    gaming:
      'DumbbellLevelUp DumbbellBossBattle DumbbellRPGStats DumbbellPerRespawn RingFitDumbbellCombo ControllerCurlBreak',
  },
  monkey: {
    dance:
      'DoTheMonkeyDance MonkeySwingMoves MonkeyCymbalClap MonkeyArmsShuffle FiveLittleMonkeysJump BananaBoogie',
    fitness:
      'MonkeyCrawlCircuit MonkeyHangHold MonkeyBarsTraverse MonkeyFeetPickUp SwingLikeAMonkey JungleGymLaps',
    funny:
      'MonkeyBusinessSkit MonkeyImpression MonkeyAroundMonday SockMonkeyStandUp SpeakNoEvilMonkeys MirrorMeCopycat',
    prank:
      'MonkeyPlushInFruitBowl MonkeyCymbalAlarm MonkeyStickerTrail HiddenToyMonkeys GooglyEyeSockMonkey BananaPhoneCall',
    educational:
      'MonkeyVsApeDifference MonkeyToolUse MonkeyCallsDecoded HowMonkeysPeelBananas WhyMonkeysHaveTails PrimateFamilyTree',
    cooking:
      'MonkeyBread MonkeyFaceToast MonkeyTrailMix MonkeyBananaPops SockMonkeyCookies JungleFruitSkewers',
    travel:
      'MonkeyForestVisit MonkeySanctuaryTrip MonkeyTempleTour SnowMonkeyOnsen GibraltarMonkeyHike RainforestCanopyWalk',
    fashion:
      'MonkeyPrintTee MonkeyEarBeanie MonkeyOnesieLook MonkeyCharmBracelet SockMonkeySweater BananaYellowFit',
    wellness:
      'TameTheMonkeyMind MonkeyPlushComfort MonkeyStretchBreak MonkeyBarsDecompress ThreeWiseMonkeysDay SlowJungleSounds',
    speed:
      'MonkeyBarsSpeedrun MonkeyBananaPeelRace MonkeyCrawlDash MonkeyPuzzleBlitz BarrelOfMonkeysChain VineSwingRelay',
    music:
      'MonkeyDrumJam MonkeyCymbalSolo MonkeyChatterBeatbox FiveLittleMonkeysCover SockMonkeySingAlong BananaShakerBeat',
    art: 'MonkeyOrigami MonkeyMaskMaking MonkeyClayFigure SockMonkeyCraft DrawAMonkeyInOneLine BananaPeelArt',
    tech: 'MonkeyTypingTest MonkeyForestLiveCam MonkeyRobotBuild InfiniteMonkeyAI AnimateAMonkeyApp BananaPianoCircuit',
    gaming:
      'MonkeyIslandQuest MonkeyJungleRun SuperMonkeyBallCup BarrelOfMonkeysDuel BloonsMonkeyTower DonkeyKongHighScore',
  },
  horse: {
    dance:
      'HorseGallopGroove HorseTrotStep HorseCanterMoves HobbyHorseRoutine GangnamHorseRide GiddyupLineDance',
    fitness:
      'HorseStanceHold PonyGallopSprints HorseRiderCoreSet HorseshoeTossWorkout HobbyHorseJumping HayBaleCarry',
    funny:
      'HorseMaskReactions HorseLaughImpression HobbyHorseChampion WhenTheHorseSaysNo TwoPersonHorseCostume NeighOrNayDebate',
    prank:
      'HorseClipClopPrank HorseMaskWave PonyPlushSwap FakeHorseWhinny HobbyHorseDelivery GiddyUpWakeUpCall',
    educational:
      'PonyOrHorseQuiz HorseWalkTrotCanter HorseAgeByTeeth HowHorsesSleepStanding WhyHorseshoesAreLucky HowTallIsAHand',
    cooking:
      'PonyCupcakes HorseshoePretzels HorseRanchBreakfast CarouselHorseCake TrojanHorseBread CowboyCampfireBeans',
    travel:
      'HorseTrailRide PonyTrekAdventure HorseRanchStay HorseShowVisit WildHorsesSpotting OldTownCarriageTour',
    fashion:
      'HorseRidingOutfit HorseShowJacket HorsePrintScarf PonytailFiveWays CowgirlHorseshoeBelt EquestrianFitCheck',
    wellness:
      'HorseTherapyVisit HorseRescueVolunteer HorseStanceBreathing WatchWildHorsesCalm CarouselHorseJoyRide MeditateInThePaddock',
    speed:
      'HorseshoeTossStreak PonytailIn10Seconds PonyBeadBraceletRace HobbyHorseSprint DrawAHorseIn30 StickHorseRelay',
    music:
      'HorseGallopBeat HorseWhinnyRemix PonyClipClopRhythm OldTownRoadHorseJam HorseWithNoNameCover CowboySerenade',
    art: 'HorseshoeArt PonyWatercolor HorseCharcoalSketch HorseInMotionDrawing CarouselHorsePainting DrawAHorseChallenge',
    tech: 'HorseBreedAIGuess HorseSlowMoGait HorseSanctuaryLiveCam MuybridgeHorseGIF 3DPrintedHorseshoe HobbyHorseRobotBuild',
    gaming:
      'HorseTamingMinecraft HorseCareSimulator PonyRaceBoardGame HorseRacingDerbyNight RedDeadHorseBond ShowJumpScoreboard',
  },
  playground: {
    dance:
      'PlaygroundHopscotch PlaygroundClapRoutine PlaygroundSlideDrop PlaygroundFlashMob SeesawPlaygroundSway SwingSetGroove',
    funny:
      'PlaygroundSlideStuck PlaygroundSeesawDuel PlaygroundParentPOV DadOnThePlayground RecessPlaygroundDrama SandboxNegotiations',
    prank:
      'PlaygroundTreasureHunt PlaygroundChalkMessage PlaygroundBubbleAmbush PlaygroundBalloonArch PicnicAtThePlayground GooglyEyeSwingSet',
    educational:
      'PlaygroundPhysics PlaygroundSlideScience PlaygroundSeesawLevers PlaygroundRhymeOrigins OldPlaygroundGamesQuiz HowSwingsWork',
    cooking:
      'PlaygroundPicnic PlaygroundSnackPack PlaygroundPopsicles GingerbreadPlayground PostPlaygroundPancakes SandboxDirtCups',
    travel:
      'PlaygroundHopping PlaygroundAbroad PlaygroundPassport BestPlaygroundInTown CastlePlaygroundQuest GiantSlideRoadTrip',
    fashion:
      'PlaygroundFitCheck PlaygroundParentStyle PlaygroundOverallsLook PlaygroundSneakers CozyPlaygroundLayers KidsPickTheColors',
    wellness:
      'PlaygroundInnerChild PlaygroundSwingCalm PlaygroundLaughBreak SunsetPlaygroundChat PhoneFreePlayground RecessForAdults',
    speed:
      'PlaygroundObstacleRace PlaygroundTagTimer PlaygroundLadderRelay FastestPlaygroundLap BeatThePlaygroundClock SwingCountdown',
    music:
      'PlaygroundClapSongs PlaygroundRhymes PlaygroundChimeJam PlaygroundSwingBeat RecessPlaygroundRap SlideWhistleSolo',
    art: 'PlaygroundChalkArt PlaygroundRockPainting PlaygroundLeafRubbings DreamPlaygroundDrawing TinyPlaygroundModel SlideSilhouettePhoto',
    tech: 'PlaygroundSlowMo PlaygroundGeocacheHunt PlaygroundSlideSpeed ARPlaygroundBuilder GoProPlaygroundPOV SeesawSensorTest',
    pet: 'DogAgilityPlayground PlaygroundForTheCat HamsterPlaygroundBuild GuineaPigPlayground BackyardPetPlayground RabbitHopCourse',
    gaming:
      'PlaygroundHideAndSeek PlaygroundPokestopSpin PlaygroundLevelDesign MinecraftPlayground FreezeTagPlayground FloorIsLavaRun',
  },
  lemon: {
    dance:
      'LemonSqueezeShuffle LemonDropDance LemonSourFaceBop LemonadeStandGroove BalanceALemonWalk CitrusTwistSteps',
    fitness:
      'LemonGripSqueeze LemonPlankPass LemonBalanceSquats LemonWaterWalkStreak SpoonAndLemonLunges ZestyMorningCardio',
    funny:
      'LemonSourFaces LemonPunOff LemonWedgeSmile LemonadeStandPitch WhenLifeGivesLemons BlindLemonBite',
    prank:
      'LemonBarSurprise LemonInvisibleInk LemonadeOnTheDoorstep LemonSoapLookalike GooglyEyeLemons SunshineCitrusNote',
    educational:
      'LemonBatteryScience LemonVolcanoExperiment LemonFloatOrSink LemonPHTest WhyLemonsAreSour HowLemonsStopScurvy',
    travel:
      'LemonGroveTour LemonFestivalTrip LemonGelatoStops AmalfiLemonHunt MentonLemonParade CitrusOrchardWalk',
    fashion:
      'LemonPrintDress LemonYellowFitCheck LemonBucketHat LemonHairClips AmalfiLemonLook SunnyPastelLinen',
    wellness:
      'LemonWaterRitual LemonZestAromatherapy LemonTreeTending LemonBalmTeaPause MakeLemonadeMindset SunnyCitrusMorning',
    speed:
      'LemonSpoonRace LemonSqueezeSpeedrun LemonadeMixRelay LemonJuggleTimer PeelALemonInOneStrip RollTheLemonByNose',
    music:
      'LemonTreeSingAlong LemonKeyboardJam LemonShakerBeat LemonSourNoteHarmony OurLemonadeStandJingle CitrusPopCover',
    art: 'LemonStillLife LemonWatercolor LemonPrintStamp LemonPeelSculpture BacklitLemonSlicePhoto CitrusMosaicTiles',
    tech: 'LemonBatteryLED LemonPhoneChargeTest LemonJuicerTeardown LemonTreeSoilSensor SmartLemonadeStand CitrusPoweredClock',
    pet: 'LemonPrintPetBandana LemonPlushFetch LemonSqueakyToyHunt LemonTreeShadeNap PupAtTheLemonadeStand SunshineYellowCollar',
    gaming:
      'LemonadeTycoonRun LemonBowlingLeague LemonTriviaNight LemonMemoryMatch FruitNinjaLemonCombo SourCandyPenalty',
  },
  ladybug: {
    dance:
      'LadybugSpotsDance LadybugWiggle LadybugFlyAwayMoves LadybugLeafHop FlutterLikeALadybug PolkaDotTwirl',
    fitness:
      'LadybugCrawlDrill LadybugFlipCore LadybugBalancePose LadybugWingArmCircles SevenSpotLadybugJumps GardenBugHuntWalk',
    funny:
      'LadybugLandsOnMe LadybugWontLeave LadybugVoiceover LadybugOrBeetleDebate DramaticLadybugRescue FlyAwayHomePlease',
    prank:
      'LadybugStickerTrail LadybugRockSurprise LadybugMagnetInvasion LadybugBalloonHallway PaperLadybugGarden LuckyLadybugLunchNote',
    educational:
      'LadybugLifeCycle LadybugSpotsMyth LadybugAphidPatrol LadybirdOrLadybugName HowLadybugsHelpGardens BugVsBeetleQuiz',
    cooking:
      'LadybugCrackerSnack LadybugCupcakes LadybugCaprese LadybugPizzaFaces StrawberryLadybugBites PolkaDotCookiePops',
    travel:
      'LadybugSpottingHike LadybugGardenTour LadybugMeadowPicnic LadybugMigrationSpot ParkBenchLadybugHunt ButterflyHouseTrip',
    fashion:
      'LadybugPolkaDotFit LadybugRainBoots LadybugCharmBracelet LadybugUmbrellaStyle RedAndBlackLadybugLook BeetleBrooch',
    wellness:
      'LadybugGardenCalm LadybugLuckyWish LadybugSlowWatching LadybugMindfulMinute TinyJoysLikeLadybugs LetItFlyAway',
    speed:
      'LadybugSpotCountRace LadybugPuzzleBlitz LadybugFlipRelay DrawALadybugIn10 PaintLadybugRocksFast DotDrawingTimer',
    music:
      'LadybugPicnicSong LadybugLullaby LadybugXylophone LadybirdFlyAwayRhyme SingToTheLadybugs LuckyBugMelody',
    art: 'LadybugRockPainting LadybugPaperCraft LadybugFingerprint LadybugClayCharm MacroLadybugPhoto PolkaDotBugArt',
    tech: 'LadybugMacroShot LadybugRobotKit LadybugSpeciesScan LadybugTimelapse ScratchLadybugGame BugHotelCam',
    gaming:
      'LadybugBoardGame LadybugBingo LadybugMemoryCards LadybugLevelSpeedrun MiraculousLadybugRun BugHuntScoreboard',
  },
  'washing machine': {
    dance:
      'WashingMachineWobble WashingMachineShimmy WashingMachineTumble MyWashingMachineDance SpinCycleWashingMoves LaundryBasketBop',
    fitness:
      'WashingMachineSquats WashingMachineWallSit WashingMachinePlank WashingMachineTwists OneWashingCycleWorkout WetTowelWringGrip',
    prank:
      'WashingMachineSockNote WashingMachineFaces WashingMachineDucks SurpriseInTheWashing SecretWashingDone FoldedTowelAnimals',
    educational:
      'HowWashingMachinesWork WashingMachineWaterUse WashingMachineSudsTest WashingSymbolsQuiz ColdVsHotWashing WhereLostSocksGo',
    cooking:
      'WashingMachineCake WashingMachineCookies WashingDayRedBeans WashingMachineBento CookOneWashingCycle SoapSudsMeringue',
    travel:
      'ForeignWashingMachine HostelWashingHack SinkWashingOnTheRoad WashingMachineAbroad CampsiteWashingDay LaundromatCafeStop',
    fashion:
      'WashingMachineFreshFit WashingMachineTieDye AcidWashingDenim WashingMachineWhites ShrunkInTheWashing SneakerRevivalCycle',
    wellness:
      'WashingMachineWindDown WashingMachineHumCalm WashingDayReset OneWashingCycleBreak FoldWashingMindfully CleanSheetsSunday',
    speed:
      'WashingMachineLoadRace WashingMachineFoldOff BeatTheWashingMachine HangTheWashingRelay UnloadTheWashingFast SockMatchCountdown',
    music:
      'WashingMachineBeat WashingMachineHumRemix WashingMachineDrumSolo WashingMachineTune SpinCycleWashingJam RinseRhythmLoop',
    art: 'WashingMachineTieDye WashingMachineLintArt WashingLineStillLife DrawYourWashingMachine PortholeWashingPhoto SockPuppetCraft',
    tech: 'SmartWashingMachine WashingMachineAppTest WashingMachineTeardown WashingDoneAlertHack SlowMoWashingSpin EnergyMeterCheck',
    pet: 'WashingMachineCatTV CheckTheWashingFirst DogToyWashingDay PetBedWashing PuppyVsWashingMachine KittenWarmLaundryNap',
    gaming:
      'WashingMachineMiniGame WashingMachineSpeedrun WashingPileBossFight WashingSortPuzzle TetrisTheWashing SockMatchMemoryCards',
  },
  spinach: {
    dance:
      'SpinachPowerMoves SpinachFlexStrut SpinachSmoothieShimmy PopeyeSpinachHornpipe CanOfSpinachBop SailorManJig',
    fitness:
      'SpinachPowerCurls SpinachSmoothieGains SpinachForearmBurn SpinachCanPress PostSpinachPushUps PopeyeFlexOff',
    funny:
      'SpinachInMyTeeth SpinachKidNegotiation SpinachSuperheroOrigin WhereDidMySpinachGo DadSneaksInSpinach PopeyeImpression',
    prank:
      'SpinachSecretMuffins SpinachTeethFakeOut SpinachCanCandyReveal SpinachLeafLoveNote GreenSpinachPancakes PopeyeMuscleSuitGag',
    educational:
      'SpinachIronMyth SpinachDiskFloatTest SpinachChromatography SpinachWaterQuiz WhySpinachShrinks HowPopeyeChoseSpinach',
    travel:
      'SpinachFarmVisit SpinachDishesAbroad SpinachPalakCurryCrawl SpinachCapitalRoadTrip GreekSpinachPieHunt FarmersMarketGreens',
    fashion:
      'SpinachGreenFitCheck SpinachDyeTee SpinachLeafPrintScarf SpinachToneKnit PopeyeSpinachCosplay SailorStripeLook',
    wellness:
      'SpinachSmoothieRitual SpinachGardenCalm SpinachSoupRecharge WindowBoxSpinachSowing SlowSpinachSaladLunch LeafyGreenHabit',
    speed:
      'SpinachChopRace SpinachSmoothieSprint SpinachWiltTimer SpinachSaladTossRelay PickSpinachStemsIn60 PopeyeFlexCountdown',
    music:
      'SpinachCanDrum SpinachPowerBallad SpinachSeaShanty BlendedSpinachBeat EatYourSpinachSong PopeyeThemeWhistle',
    art: 'SpinachLeafPrint SpinachGreenPaint SpinachComicStrip SpinachDyedEggs PopeyeSpinachSketch VeggieNaturalDyes',
    tech: 'SpinachGrowLightTest SpinachMacroShot SpinachSproutTimelapse SpinachNanoSensor HydroponicSpinach SmartPlanterReview',
    pet: 'SpinachSailorPet SpinachGreenBandana DogGuardsTheSpinach CatInTheSpinachPatch SpinachMuscleShirtPup AnchorCollarWalk',
    gaming:
      'SpinachPowerUpRun SpinachCanCollectathon SpinachFarmSimSeason SpinachBossFight EatTheSpinachLevel PopeyeArcadeScore',
  },
  barista: {
    dance:
      'BaristaLatteShuffle BaristaTampGroove BaristaMilkJugSwirl DanceLikeABarista RushHourBaristaBop CoffeeShopShimmy',
    fitness:
      'BaristaShiftStepCount BaristaMilkCrateCarry BaristaCounterPushUps BaristaWristStretch BeanSackBaristaLift EspressoBreakSquats',
    funny:
      'BaristaNameOnCup BaristaImpossibleOrder BaristaDoesTheRegulars BaristaSecretMenu DadTriesBeingABarista LatteArtFails',
    prank:
      'BaristaLatteArtMessage BaristaCupSleeveJokes BaristaComplimentNotes BaristaDrawsTheirPet SurpriseHomeBarista PayItForwardCoffee',
    educational:
      'BaristaBeanOrigins BaristaRoastLevels BaristaGrindSizeTest BaristaCaffeineQuiz AskABaristaAnything HowMilkFoamWorks',
    travel:
      'BaristaCafeCrawl BaristaCoffeeFarmTrip BaristaRomeEspressoBar MelbourneBaristaHunt AskTheLocalBarista KaffeehausVienna',
    fashion:
      'BaristaApronFitCheck BaristaBeanieStyling BaristaRolledSleeves DressLikeABarista OffShiftBaristaLook EspressoBrownPalette',
    wellness:
      'BaristaSlowPourOver BaristaMorningRitual BaristaAromaBreath BaristaCupGratitude HomeBaristaSunday DecafEveningWindDown',
    speed:
      'BaristaRushHourRace BaristaShotPullTimer BaristaMilkSteamBlitz BaristaOrderMemory FastestBaristaHeart TenDrinkSprint',
    music:
      'BaristaSteamWandBeat BaristaAcousticSet BaristaOrderChant GrinderBaristaRhythm OpenMicBaristaNight EspressoHissSample',
    art: 'BaristaLatteArtHeart BaristaFoamPortrait BaristaChalkboardMenu SketchYourBarista BeanMosaicBarista CupSleeveDoodles',
    tech: 'BaristaHomeSetup BaristaScaleGadgets BaristaGrinderShowdown RobotBaristaVsHuman AIBaristaRecipe EspressoMachineTest',
    pet: 'BaristaPupCup BaristaShopDogDay BaristaKnowsMyPuppy CatCafeBaristaShift KittenWatchesBarista PetFriendlyCoffeeRun',
    gaming:
      'BaristaCafeSimRun BaristaCoffeeTalkStory BaristaDinerDash BaristaTycoonBuild OvercookedBaristaMode LatteGameNight',
  },
  'banana bread': {
    dance:
      'BananaBreadShuffle BananaBreadWhiskTwirl BananaBreadTimerBop MashTheBananasDance WaitingOnBananaBread SpatulaTwoStep',
    fitness:
      'BananaBreadFuelRun BananaBreadOvenHIIT EarnYourBananaBread PlankWhileBananaBakes MashBananasArmBurn MixingBowlSquats',
    funny:
      'BananaBreadEra BananaBreadSinkFail SpottyBananaRescue TooManyBananaBreads BrownBananaStandoff WhoAteTheLastSlice',
    prank:
      'BananaBreadForNeighbor BananaBreadMysteryLoaf DingDongBananaBread GooglyEyeBananas LunchboxBananaBread ZucchiniBreadSwitch',
    educational:
      'BananaBreadBakingSoda BananaBreadMaillard BananaBreadVsCake RipeBananaSugarFacts WhyBananasGoBrown OvenHotSpotTest',
    travel:
      'BananaBreadRoadToHana BananaBreadCafeHunt BananaBreadBeachPicnic BananaPlantationVisit MauiBananaBreadStop RoadsideFruitStand',
    fashion:
      'BananaBreadCozyKnit BananaBreadApronStyle BananaYellowAccent BananaPrintShirt WarmBananaBreadTones FlourDustedDenim',
    wellness:
      'BananaBreadBakeCalm BananaBreadKindness BananaBreadJournal SlowSundayBananaBread WarmBananaBreadPause KitchenScentTherapy',
    speed:
      'BananaBreadMashRace BananaBreadIn10Min BananaBreadSliceStack OneBowlBananaBreadDash PeelThreeBananasFast LoafPanRelay',
    music:
      'BananaBreadJingle BananaBreadLofi BananaBreadWhiskRhythm BakingBananaBreadBeat SingToTheBananaBread KitchenRadioSingalong',
    art: 'BananaBreadStillLife BananaBreadFoodPhoto BananaPeelLettering SpottyBananaPainting ScoredBananaBreadTop LoafCrossSectionSketch',
    tech: 'BananaBreadRecipeAI BananaBreadSmartScale BananaBreadProbeCheck AirFryerBananaBread TimelapseBananaBread OvenCamTest',
    pet: 'BananaBreadDogAlarm BananaBreadKittenWatch BananaBreadPuppyNap CatLoafVsBananaBread ParrotSaysBananaBread BunnyKitchenPatrol',
    gaming:
      'BananaBreadGameNight BananaBreadRecipeQuest BananaBreadTycoon CookingMamaBananaBread MarioKartBananaDodge BakeOffBracket',
  },
  fridge: {
    dance:
      'FridgeRaidShuffle FridgeDoorDance FridgeLightSpotlight FridgeHumSway MidnightFridgeGroove ColdAirMoonwalk',
    fitness:
      'FridgeDoorSquats FridgeTripReps FridgeJugCurls FridgeShelfLunges PushUpsBeforeFridge GroceryHaulCarry',
    funny:
      'FridgeRaidSkit FridgeLeftoverDrama FridgeStareContest FridgeLabelWars NothingInTheFridgePOV WhoAteMyYogurt',
    educational:
      'FridgeZoneGuide FridgeLightMystery FridgeShelfThermometer HowFridgesWork LifeBeforeTheFridge FoodStorageFacts',
    cooking:
      'FridgeCleanOutMeal FridgeRaidRecipe FridgeCondimentDinner NoBakeFridgeCake QuickFridgePickles LeftoverMakeover',
    travel:
      'FridgeMagnetEveryCity FridgePostcardWall HotelMiniFridgeReview WhatsInAFridgeAbroad HostelFridgeLabels RoadTripCoolerPack',
    fashion:
      'FridgeMagnetEarrings FridgeRaidPajamas FridgeLightFitCheck RetroFridgePastelLook OutfitMatchesTheFridge IceColdColorway',
    wellness:
      'FridgeReset FridgeGratitudeNotes FridgeFruitEyeLevel FridgeWaterBottleHabit SundayFridgeRestock IcedTeaPorchPause',
    speed:
      'FridgeSpeedClean FridgeInventoryDash FridgeFindTheKetchup FiveMinuteFridgeReset PackTheFridgeRace LeftoverLabelBlitz',
    music:
      'FridgeDoorBeat FridgeMagnetLyrics FridgeHumHarmony FridgeBottleBand SingIntoTheFridge IceTrayRattleJam',
    art: 'FridgeArtGallery FridgeMagnetPoetry FridgeDoorDoodles VintageFridgeRepaint StillLifeFromTheFridge CondimentColorStudy',
    tech: 'FridgeCamInventory FridgeTempAlertSetup FridgeDoorSensorHack SmartFridgeTour AIRecipeFromMyFridge LeftoverLabelPrinter',
    pet: 'FridgeKongFreeze FridgeDoorZoomies PetHearsTheFridge CatOnTopOfTheFridge DogFridgeVigil KittenGuardsTheSnacks',
    gaming:
      'FridgePackingPuzzle FridgeTetrisRestock FridgeSurvivalMode FridgeDoorScoreboard OvercookedFridgeRaid KitchenChaosGameNight',
  },
  cardio: {
    dance:
      'CardioHipHopMix CardioLineDance CardioStepAerobics EightiesCardioRoutine KitchenCardioBop SweatyDiscoFreestyle',
    funny:
      'CardioVsOneFlight CardioFacesMontage CardioDayExcuses MinuteOneCardioRegret StairMasterCardioDrama TreadmillThoughts',
    prank:
      'CardioHideAndSeek CardioFakeFinishLine CardioConfettiArrival SecretCardioCheerSquad SurpriseCardioTag RubberChickenPacer',
    educational:
      'CardioHeartScience CardioVO2Explained CardioPulseMath Zone2TalkTest WhyCardioMakesUsSweat HowLungsWork',
    cooking:
      'CardioFuelSnacks CardioEnergyBites CardioBananaPancakes PostCardioSmoothie PreCardioToast HeartHealthyBowl',
    travel:
      'CardioCityWalk CardioBeachRun CardioBikeTour LandmarkCardioJog StadiumStairsCardio ParkLoopSightseeing',
    fashion:
      'CardioFitCheck CardioSneakerTest CardioSweatbandPick NeonCardioLook MatchingCardioSet RetroTracksuitStyle',
    wellness:
      'CardioMoodBoost CardioStressRelief CardioMindfulJog Zone2PodcastWalk SunriseCardioRide EndorphinJournal',
    speed:
      'CardioMileTime CardioBurpeeCount CardioRowing500m JumpRopeCardioSprint BeatYourCardioPB ShuttleRunBlitz',
    music:
      'CardioDrumAlong CardioBeatDropSprint CardioTempoSongs HeartbeatCardioRemix SingThroughCardio SpinClassAnthems',
    art: 'CardioHeartbeatArt CardioStickFigures CardioGPSDoodle PostCardioPortrait MotionBlurCardioPhoto StravaShapeChallenge',
    tech: 'CardioHeartRateTest CardioSmartwatchStats CardioStravaSegments Zone2AppTracking VRCardioWorkout ChestStrapVsWatch',
    pet: 'CardioWithMyDog CardioFetchSession CardioPuppyJog KittenFeatherCardio ZoomiesCountAsCardio CanicrossRun',
    gaming:
      'CardioLevelUp CardioBeatSaber CardioBossFight RhythmGameCardio RingFitCardioRun PokemonGoWalk',
  },
  broom: {
    dance:
      'BroomPartnerDance BroomstickTwirl BroomLimbo SweepingShuffle MicStandBroomMoves DustpanDip',
    fitness:
      'BroomHandleSquats BroomOverheadLunges BroomHurdleHops SweepingCardio ShoulderPassBroomstick StickMobilityFlow',
    prank:
      'BroomWitchParking SecretSweepingFairy BroomScarecrowFriend StandingBroomTrick TinyBroomOnTheDesk DustpanSmileySurprise',
    educational:
      'BroomMakingHistory BroomLeverPhysics BroomBristleMaterials SweepingFrictionTest WhyBroomsStandUp CenterOfGravityDemo',
    cooking:
      'BroomstickPretzels BroomBreadsticks BroomCakePops CheeseBroomSnack ChocolateDippedBrooms CauldronSoupNight',
    travel:
      'BroomMakerVisit BroomCraftVillage BroomMuseumStop SalemBroomWalk HarryPotterBroomPhoto WizardStudioTour',
    fashion:
      'BroomstickSkirtStyle BroomWitchLook BroomCottagecoreApron BroomCapeCombo PoseWithABroom CrescentMoonCloak',
    wellness:
      'BroomMindfulSweep BroomFreshStart BroomPorchRitual SlowSweepingMorning SunriseBroomChore DustAwayWorries',
    speed:
      'BroomBalanceRecord BroomSweepRelay BroomCupCurling SweepingConfettiDash BeatTheBroomClock FloorClearCountdown',
    music:
      'BroomGuitarSolo BroomSweepRhythm BroomMicStandBallad SweepingWorkSong StompAndBroomJam DustpanDrumBeat',
    art: 'BroomHandlePainting BroomBristleTexture BroomSplatterCanvas MiniBroomCraft WitchBroomSketch StrawWeavingProject',
    tech: 'BroomBotBuild BroomVsRobotVacuum BroomCameraPole LeafBlowerVsBroom ARBroomFlight SlowMoDustCloud',
    pet: 'BroomPuppyChase KittenSweepingSidekick BroomstickPetCostume CatVsBroom BunnyHopsTheBroom DogVsDustpan',
    gaming:
      'BroomQuidditchMatch BroomHogwartsLegacyRun BroomRaceGame BroomSpeedrunLevel CurlingWithABroom WitchyQuestNight',
  },
  sunglasses: {
    dance:
      'SunglassesDropDance SunglassesOnTheBeat ShadesOnShuffle SunglassesMoonwalk DealWithItSunglasses CoolKidStrut',
    fitness:
      'SunglassesSunriseRun ShadesOnCoolDown SunglassesHikeSummit BeachWorkoutSunnies CycleInSunglasses PoolsidePlankHold',
    funny:
      'SunglassesOnYourHead SunglassesIndoors SunglassesTanLines ShadesOnEntrance IncognitoInSunglasses CoolGuyWalkAway',
    prank:
      'SunglassesOnEverything SunglassesSwitcheroo ShadesOnFamilyPhotos SunglassesSquadAmbush GooglyEyeSunglasses TwinSunniesSurprise',
    educational:
      'PolarizedShadesTest SunglassesLensTints SunglassesEclipseMyth HowSunglassesBlockUV UVIndexSunglasses EyeSunDamageBasics',
    cooking:
      'SunglassesSugarCookies SunglassesCakePops SunniesWatermelonSnack CoolShadesLemonade PretzelSunglasses IcedTeaPatioBar',
    travel:
      'SunglassesRoadTrip SunglassesBeachDay ShadesOnCityWalk SunglassesDesertSunset SouvenirSunniesHunt SkiGoggleMountain',
    wellness:
      'SunglassesSunshineWalk SunglassesHammockNap ShadesOnPatioPause ReadingInSunnies SlowMorningSunglasses SunscreenSelfCareHabit',
    speed:
      'SunglassesSwapRace ShadesOnInOneSecond SunglassesBagDigDash FastestSunglassesFlip FindTheSunniesTimer LensCleanSpeedTest',
    music:
      'SunglassesAtNightCover SunglassesBeatDrop SunglassesDJSet ShadesOnRetroSynth SummerSunniesAnthem AviatorLoveSong',
    art: 'SunglassesDecorating SunglassesStillLife ShadesSelfPortrait ReflectionInSunglasses RhinestoneSunnies LensSunsetPainting',
    tech: 'ShadesDropTransition SunglassesAudioReview SunglassesCameraPOV SmartSunglassesTest UVMeterSunnies PolarizedScreenTrick',
    pet: 'ShadesOnDogWalk PetInSunglasses CatKnocksOffSunglasses SunniesOnTheBunny HamsterSunglassesPic PuppyGogglesCarRide',
    gaming:
      'SunglassesVictoryPose ShadesOnBossEntrance SunglassesPokerNight AvatarSunglassesDrip RareSunglassesDrop SpyGameStealthRun',
  },
  nurse: {
    dance:
      'NurseDanceBreak NurseScrubsStrut NurseHandWashSteps NursesStationShuffle NightShiftNurseGroove ClockOutCelebration',
    fitness:
      'NurseStepCount NurseBackSaverLifts NurseStairwellClimb PostShiftNurseStretch TrainLikeANurse ClogsOffYoga',
    prank:
      'NurseBreakroomTreats NurseGloveBalloonArmy NurseStickyNoteKudos NightShiftNurseSnacks ThankANurseSurprise BandageOnTheBanana',
    educational:
      'NursingSchoolTips NurseMythBusting NursePulseCheckHowTo AskANurse FirstAidWithANurse HandWashLikeANurse',
    cooking:
      'NurseMealPrep NurseThermosSoup NurseBentoBox NightShiftNurseSnacks CookForANurseFriend TwelveHourFuelBowls',
    travel:
      'NurseDaysOffGetaway NurseVolunteerAbroad NurseRoadTripHome TravelNurseDiary NewCityNurseShift ContractTownExplore',
    fashion:
      'NurseFitCheck NurseScrubsStyle NurseBadgeReelPicks CompressionSocksNurse OffDutyNurseLook ComfyClogsLineup',
    wellness:
      'NurseWindDown NurseBreakBreathing NurseGratitudeLog NurseSelfCare NightShiftNurseSleep AfterWorkFootSoak',
    speed:
      'NurseBedMakingRace NurseQuickChange NurseGloveOnTimer BandageWrapNurseClock FoldScrubsLikeANurse HospitalCornerDash',
    music:
      'NurseThankYouSong NurseBreakroomKaraoke NurseHeartbeatBeatbox NightShiftNurseAnthem StethoscopeNurseRhythm LullabyForPatients',
    art: 'NurseThankYouCard NursePortraitSketch NurseBadgeCharmCraft NurseWatercolorTribute DrawYourNurseHero ScrubsDoodleArt',
    tech: 'NurseAppHacks NurseSmartwatchSteps NurseChartingShortcuts NurseShiftTracker AIStudyForNursing PenlightReview',
    pet: 'NursePuppySniffTest NurseCatNapAfterWork PetGreetsNurseHome TherapyDogNurseVisit BunnyNurseCheckup KittenVitalsCheck',
    gaming:
      'NurseTriviaNight NurseOperationBoard NurseBreakroomUno TwoPointNurseShift HospitalSimNurseRun DoctorMarioMarathon',
  },
  hotel: {
    dance:
      'HotelLobbyGroove HotelElevatorBop HotelRobeShuffle HotelHallwayDance LateCheckoutHotelJig BalconyViewSway',
    fitness:
      'HotelRoomWorkout HotelTowelStretches HotelPoolLaps HotelStairClimb TinyHotelGymReview SuitcaseCurls',
    funny:
      'HotelRoomCritic HotelBreakfastStrategy HotelKeyCardFails HotelShowerPuzzle TinyHotelSoapHaul MinibarPriceReactions',
    prank:
      'HotelTowelAnimal HotelRoomSurprise HotelRubberDuckArmy HotelDoorSignJoke PillowFortInTheHotel FakeConciergeWelcome',
    educational:
      'HotelBehindTheScenes HotelLanguageCheckIn HotelStarsDecoded HowHotelsWork OldestHotelsOnEarth WhyHotelsSkipFloor13',
    cooking:
      'HotelKettleRecipe HotelCookieCopycat HotelBreakfastAtHome HotelRoomCooking MiniHotelBuffetBrunch MinibarSnackBoard',
    fashion:
      'HotelLobbyFitCheck HotelRobeLook HotelDinnerOutfit HotelSlippersStyled PoolsideHotelSet CapsuleWardrobeTrip',
    wellness:
      'HotelSelfCareNight HotelSpaDay HotelBalconySunrise HotelRoomReset DoNotDisturbHotelHour SlowCheckoutMorning',
    speed:
      'HotelCheckoutRace HotelUnpackSpeedrun HotelLuggageLoadDash HotelTowelFoldTimer MakeTheHotelBedFast PackInFiveMinutes',
    music:
      'HotelLobbyPiano HotelRoomConcert HotelIceBucketDrums HotelElevatorMusic HeartbreakHotelCover BellhopBallad',
    art: 'HotelViewSketch HotelStationeryArt HotelTowelSculpting HotelNotepadDoodles PaintYourHotelWindow BalconySunsetGouache',
    tech: 'HotelRoomTechSetup HotelWifiSpeedTest HotelTVCastingTrick HotelKeyCardHack SmartHotelTour PortableChargerPack',
    pet: 'HotelDogCheckIn HotelCatRoomService PetRatesTheHotel PuppyFirstHotelNight BunnyHotelBedTest SuitcaseStowawayKitten',
    gaming:
      'HotelRoomGameNight HotelLobbyChess HotelRetroConsole HotelTycoonBuild CardsOnTheHotelBed SuitcaseHandheldLeague',
  },
  gardening: {
    dance:
      'GardeningHoeDown GardeningGloveShimmy GardeningGroove WateringCanGardenDance SowAndSwayGardening ShovelShuffle',
    fitness:
      'GardeningSoilBagCarry GardeningLungeAndPlant GardeningSquatSet WheelbarrowGardenWalk DigLikeAGardener CompostTurnCardio',
    funny:
      'GardeningFails GardenExpectVsReality GardeningRivalNeighbor SquirrelVsGardener ProudGardeningParent TalkingToMyTomatoes',
    prank:
      'GardenGnomeSurprise GardeningGooglyEyes GardenerForADayGift SecretGardeningElf MysterySeedGardening PaintedRockLadybugs',
    educational:
      'GardeningSoilTest GardeningMoonMyth CompanionGardeningQuiz PollinatorGardenFacts WormCompostGardening HowSeedsSprout',
    cooking:
      'GardenToTable GardeningZucchiniBread GardeningSaladPick GardenerSoupPot FirstHarvestGardening EdibleFlowerCupcakes',
    travel:
      'GardeningFarmStay GardeningTourAbroad FamousGardensTrip VisitAMasterGardener CommunityGardeningHop TulipFieldsWander',
    fashion:
      'GardeningOutfit GardeningClogsLineup GardeningOverallsStyle GardenPartyLook CottageGardenerFit StrawSunHatPick',
    speed:
      'GardeningPotUpSprint GardeningWateringRelay GardenWeedingRace GardenerSeedIn60 HarvestGardeningDash BulbDropClock',
    music:
      'GardenBirdsongJam GardeningToolDrums GardenerWorkSong GardeningRainstick HumWhileGardening WateringCanChimes',
    art: 'GardenWatercolor GardeningLabelDesign GardenerSketchbook GardeningPhotoDiary PaintedGardeningPots PressedFlowerArt',
    tech: 'GardenTimelapse GardeningAppTest GardeningSoilSensor DripGardeningBuild AIGardeningAdvice GrowLightShowdown',
    pet: 'GardeningWithMyDog GardenCatPatrol GardeningCatnipPatch KittenGardenerBoss PetSafeGardening PuppyDigsAlong',
    gaming:
      'GardeningBingo GardeningCozyCoop GardenInGameVsIRL StardewGardeningRun AnimalCrossingGardener SeedPacketTradingCards',
  },
  fall: {
    dance:
      'FallLeafDance FallRakeRoutine FallBootStomp AutumnHarvestHoedown FirstDayOfFallBop SweaterWeatherSway',
    fitness:
      'FallTrailRun FallLeafBagLunges FallHillRepeats AutumnStairClimb RakeTheFallLeaves PumpkinCarryWalk',
    funny:
      'FallFirstDayPOV FallLeafPileJump FallFlannelOverload FallCandleReviews SummerToFallOvernight AcornBonkReaction',
    prank:
      'FallLeafPileSurprise FallScarecrowLookalike FallGooglyEyeGourds AutumnConfettiBlast SecretFallPorchDrop PineconeCritterArmy',
    educational:
      'AutumnEquinoxExplained FallMigrationMap FallTreeIDWalk FallLeafChromatography WhyLeavesTurnInFall SquirrelsPrepForFall',
    cooking:
      'FallBakingDay FallSoupSwap FallCiderDonuts FallCaramelApples FirstFallPumpkinPie ButternutSquashRisotto',
    travel:
      'FallFoliageDrive FallApplePicking AutumnCabinTrip FallCornMazeRun LeafPeepingFallTrain HarvestFestivalHop',
    wellness:
      'FallSlowMorning FallGratitudeWalk FallLeafBreathing FallCandleJournal CozyAutumnReset CiderPorchEvenings',
    speed:
      'FallRakeRace FallAcornHuntClock FallCaramelAppleDip AutumnPumpkinPaintOff CatchAFallingLeaf HayBaleStackSprint',
    music:
      'FallAcousticCover FallLeafCrunchBeat FallCampfireJam FallHarvestFiddle FirstFallSingAlong SweaterWeatherSong',
    art: 'FallLeafCollage FallWatercolor FallPineconeOwls FallForestPhotoWalk PaintAFallTree AcornCapCharms',
    tech: 'FallFoliageTimelapse AutumnPhotoEdit FallLeafIDApp FallPeakColorMap DroneOverFallTrees BlowerVsRakeTest',
    pet: 'FallDogLeafPounce FallKittenAcornChase AutumnBunnyPicnic PetFallPhotoshoot CatVsFallLeaves PuppyInAFlannel',
    gaming:
      'FallGameNight FallStardewRun FallMysteryCampaign FallGuysTournament CozyFallFarmSim ScarecrowSpeedrun',
  },
  zombie: {
    dance:
      'ZombieShuffleDance ZombieWalkRoutine ZombieThrillerMoves ZombieStiffArmSway MondayZombieStrut GraveyardGroove',
    fitness:
      'ZombieEscapeRun ZombieCrawlWorkout ZombieLungeWalk ZombieProofSquats OutrunTheZombies ApocalypseBootcamp',
    prank:
      'ZombieWakeUpGroan ZombieHandInTheYard ZombieWindowPeek ZombieGardenGnome WalkingZombieGreeter BrainShapedJello',
    educational:
      'ZombieAntFacts ZombieFungusScience ZombieFolkloreOrigins ZombieMakeupSFXLesson HowZombieMoviesAreMade SurvivalSkillsQuiz',
    cooking:
      'ZombieBrainCake ZombieFingerPretzels ZombieGreenSmoothie ZombieCupcakes EyeballZombiePancakes GraveyardDirtCups',
    travel:
      'ZombieFilmSetTour ZombieWalkParade ZombieThemeParkNight ZombieEscapeRoomTrip HauntedZombieHayride GhostTownExplore',
    fashion:
      'ZombieMakeupLook ZombieCostumeUpgrade ZombieDistressedDenim ZombiePromDress ApocalypseZombieFit TatteredLayering',
    wellness:
      'ZombieToHumanRoutine ZombieModeSleepReset ZombieMorningStretch NoMoreZombieScrolling UnzombieYourMonday BrainFogBreak',
    speed:
      'ZombieEscapeRace ZombieMakeupSpeedrun ZombieBarricadeBuild ZombieTagDash BeatTheZombieHorde SurvivalKitBlitz',
    music:
      'ZombieGroanChoir ZombieShuffleBeat ZombieThrillerKaraoke ZombieGrungeBallad HeavyMetalZombieRiff GraveyardKazooChorus',
    art: 'ZombieComicStrip ZombieClaySculpt ZombieFlipbook ZombieCharacterDesign DrawYourselfAsAZombie ApocalypsePosterArt',
    tech: 'ZombieFaceFilter ZombieCrankRadioTest ZombieDoorAlarmBuild ZombieSurvivalGadgets AppMakesMeAZombie ApocalypseSolarCharger',
    pet: 'ZombiePetCostume ZombiePlushChew ZombieKittenPounce ZombieWalkWithMyDog PuppyVsZombieToy UndeadPupParade',
    gaming:
      'ZombieSurvivalRun ZombieWaveRecord ZombieTagTournament ZombieDiceRound PlantsVsZombiesCup LeftForDeadReunion',
  },
  teacher: {
    dance:
      'TeacherDanceBreak TeacherMoonwalkExit TeacherBellShuffle TeacherVsStudentBattle KidsTeachTheTeacher RecessFreestyle',
    fitness:
      'TeacherStepCount TeacherDeskPushUps TeacherHallwayLaps TeacherChairSquats BrainBreakTeacherHIIT RecessJumpRope',
    prank:
      'TeacherDeskSurprise TeacherThankYouWall TeacherCoffeeFairy TeacherLookalikeClass FrozenForTheTeacher GiantAppleForTeacher',
    educational:
      'TeacherFunFact TeacherPopQuiz TeacherMythBuster StudentTeachesTeacher OneMinuteTeacherLesson AskATeacherAnything',
    cooking:
      'TeacherLunchboxPrep TeacherAppleCrumble TeacherGiftCookies TeachersLoungePotluck MugCakeForTeacher PencilPretzelSnacks',
    travel:
      'TeacherSummerTrip TeacherPostcardsHome TeacherMuseumScout TeachEnglishAbroad VisitYourOldTeacher ClassMascotTravels',
    fashion:
      'TeacherFitCheck TeacherSpiritWeekLook TeacherLanyardStyling TeacherCardigans DressLikeYourTeacher LessonThemeOutfit',
    wellness:
      'TeacherSelfCareSunday TeacherGratitudeJar TeacherWeeklyWins TeacherSummerReset ThankATeacherNote AfterSchoolWalk',
    speed:
      'TeacherGradingSprint TeacherNamesIn60 TeacherCopierDash TeacherSpeedSetup WhiteboardWipeTeacher ChairStackCountdown',
    music:
      'TeacherSongLesson TeacherRecorderSolo TeacherAttendanceRap TeacherParodyCover SingAlongWithTeacher TimesTableChant',
    art: 'TeacherBulletinBoard TeacherWhiteboardArt TeacherChalkMural TeacherMugPainting DrawYourTeacher ClassroomDoorDecor',
    tech: 'TeacherQRScavengerHunt TeacherSlideDeckGlowUp TeacherDocCamDemo SmartboardTeacherHack AITeachingAssistant ClassroomAppReview',
    pet: 'TeachersPetForReal TeacherCatCameo TeacherPuppyVisit TeachYourBunnyATrick DogGradesTeacherPapers ReadAloudToTheKitten',
    gaming:
      'TeacherEscapeRoom TeacherBingoRound TeacherVsStudentsQuiz TeacherTriviaNight KahootWithTeacher HangmanOnTheBoard',
  },
  'post office': {
    dance:
      'PostOfficeStampDance PostOfficeQueueGroove PostOfficeConga PostOfficeSlideStep BopToThePostOffice MailCarrierShuffle',
    fitness:
      'PostOfficeParcelCarry PostOfficeStepCount PostOfficeBoxSquats PostOfficeBikeErrand WalkToThePostOffice PackageStackDeadlift',
    prank:
      'PostOfficeNestingBoxes PostOfficeMysteryGift PostOfficeSpudPostcard PostOfficeConfettiCard HugeLetterPostOffice SnailMailSurprise',
    educational:
      'PostOfficeZipCodeMath PostOfficeStampQuiz InsideThePostOffice HowThePostOfficeSorts OldestPostOfficeFacts PonyExpressStory',
    cooking:
      'PostOfficeStampCookies PostOfficeCarePackage PostOfficeBrownieTin PostOfficeJamSwap BakeForThePostOffice LetterShapedShortbread',
    travel:
      'PostOfficePostcardTrip PostOfficeHistoricTour PostOfficeInEveryTown TinyPostOfficeVisit NorthPolePostOffice RemotePostmarkHunt',
    fashion:
      'PostOfficeSatchelStyle PostOfficeStampFit PostOfficeBlueLook PostOfficeEnvelopeBag RetroPostOfficeUniform DressLikeAPostcard',
    wellness:
      'PostOfficePenPal PostOfficeThankYous PostOfficeFutureLetter PostOfficeSlowErrand KindnessByPostOffice SnailMailGratitude',
    speed:
      'PostOfficeEnvelopeRace PostOfficeZipCodeBlitz PostOfficeTapeGunTimer PostOfficeSortingDash BeatThePostOfficeClose ParcelWrapSpeedrun',
    music:
      'PostOfficeStampBeat PostOfficeLetterSong PostOfficeQueueHum PostOfficeTapeGunJam SingAtThePostOffice PleaseMrPostmanCover',
    art: 'PostOfficeStampDesign PostOfficeMailArt PostOfficeWaxSealCraft PostOfficeInkPostcards SketchYourPostOffice DoodledEnvelopes',
    tech: 'PostOfficeLabelPrinter PostOfficeKioskTest PostOfficeTrackingApp PostOfficeQRReturns RobotsAtThePostOffice SmartMailboxAlert',
    pet: 'PostOfficeDogReacts PostOfficeBoxCatFort PostOfficePuppyWave PostOfficeTreatJar PupWalkToPostOffice BubbleWrapKitten',
    gaming:
      'PostOfficeSortingGame PostOfficeRolePlay PostOfficeParcelTetris PostOfficeSimTycoon MinecraftPostOffice PapersPleaseRun',
  },
  'self care': {
    dance:
      'SelfCareDanceBreak SelfCareSlowSway SelfCareRobeGroove MeTimeFreestyle KitchenSelfCareBop SoloSelfCareDisco',
    fitness:
      'SelfCareYogaFlow SelfCareSunsetWalk SelfCarePilatesHour FoamRollerSelfCare GentleSelfCareStretch RestDayMobility',
    funny:
      'SelfCareInterrupted SelfCareMaskDoorbell PamperNightFails SelfCareVsReality DadTriesSelfCare CucumberEyesFallOff',
    prank:
      'SelfCareSurpriseBasket SelfCareDoorstepDrop SelfCareCouponBook PamperAmbushNight SecretSelfCareSanta SpaRoomTakeover',
    educational:
      'SelfCareScience SelfCareSleepCycles SelfCareStressHormones SelfCareMythBusting TheHistoryOfSelfCare WhyRestMatters',
    cooking:
      'SelfCareBrunch SelfCareTeaBlending SelfCareSoupPot PamperNightDessert SundaySelfCareSmoothie NourishBowlPrep',
    travel:
      'SelfCareSoloTrip SelfCareSpaTown SelfCareHotSprings MeTimeWeekend CabinSelfCareRetreat SunriseBeachDate',
    fashion:
      'SelfCareLoungewear SelfCareRobeFit SelfCareCozySocks PamperNightPajamas SilkScrunchieSelfCare SpaHeadbandStyle',
    speed:
      'SelfCareIn10Minutes SelfCareQuickReset SelfCareBedtimeBlitz PamperSprint LunchBreakSelfCare OneSongSkincare',
    music:
      'SelfCareSingalong SelfCarePianoUnwind SelfCareRainSounds MeTimeSoundtrack HumForSelfCare SoftGuitarEvening',
    art: 'SelfCareJournalArt SelfCareDoodle SelfCareColoringBook MeTimeWatercolor SundaySelfCareCollage AffirmationCardDesign',
    tech: 'SelfCareAppTest SelfCareSmartLights SelfCareSleepTracker FocusModeSelfCare AIPlansMySelfCare ScreenTimeReset',
    pet: 'SelfCareWithMyPet SelfCareDogBrushing SelfCareCatCuddles PamperYourBunny KittenSelfCareNap PuppyPawBalm',
    gaming:
      'SelfCareCozyGame SelfCarePuzzleHour SelfCareFarmingSim MeTimeGaming SundaySelfCareQuest ChillCoopAdventure',
  },
  pottery: {
    dance:
      'PotteryWheelDance PotterySpinGroove PotteryKickStep CeramicsStudioSway MuddyHandsPotteryBop ApronShuffle',
    fitness:
      'PotteryArmWorkout PotteryWedgingReps PotteryPostureReset CeramicsForearmBurn ClayBagPotteryLifts StudioStoolCore',
    funny:
      'PotteryWheelDisaster PotteryClaySplatter PotteryAshtrayOrMug FirstPotteryClassPOV LopsidedPotteryReview WobblyBowlClub',
    prank:
      'PotteryGiftSurprise PotteryFrogInTheCup CeramicFakeDonut SecretPotteryMugSwap WonkyPotteryDinnerSet ClayFoodLookalike',
    educational:
      'PotteryGlazeScience PotteryClayBodies PotteryAncientShards WhyCeramicsCrack FiringTempPotteryQuiz HowKilnsWork',
    cooking:
      'PotteryBowlRamen PotteryMugCocoa PotteryTeapotBrew CeramicCasseroleBake HandmadePotteryDinner CookInClayPots',
    travel:
      'PotteryVillageTour PotteryClassAbroad CeramicMarketFinds PotteryStokeMuseum JingdezhenPotteryTrip MexicanTalaveraTown',
    fashion:
      'PotteryApronStyle PotteryBeadJewelry PotteryStudioOveralls CeramicButtonCardigan OutfitMatchesMyPottery ClayEarrings',
    wellness:
      'PotteryMindfulness PotteryKintsugiRepair PotteryHandbuildHour CeramicsDigitalDetox SlowPotteryEvening CenteringTheClay',
    speed:
      'PotterySpeedThrow PotteryBowlInAMinute PotteryCylinderTimer PotteryPinchPotDash FastestPotteryMug TrimmingBlitz',
    music:
      'PotteryWheelBeat PotteryUnchainedMelody PotteryOcarinaMaking CeramicBowlChimes LofiPotterySession UduDrumBuild',
    tech: 'PotteryTimelapse PotteryGlazeCalculator PotteryWheelReview 3DPrintedPottery AIDesignsMyPottery KilnCamReveal',
    pet: 'PotteryPetBowl PotteryPawPrint PotteryStudioKitten CatVsPotteryWheel BunnyCeramicHideout PuppyWatchesPottery',
    gaming:
      'CeramicDiceSet PotteryMeepleSculpt PotteryChessboard PotteryGameCharacter TabletopPotteryMinis ZeldaPotSmashing',
  },
  strawberry: {
    dance:
      'StrawberryShuffle StrawberryFieldsSway StrawberryStemTwirl StrawberryHatHop PickingStrawberriesBop ShortcakeShimmy',
    fitness:
      'StrawberryFieldRun StrawberryPatchLunges StrawberryCrateCarry SquatForStrawberries EarnTheStrawberries PostJogSmoothieStreak',
    funny:
      'StrawberryPickAndSnack StrawberrySizeRanking StrawberryLookalikes StrawberryMilkMustache GiantStrawberryShock BerrySeedCountDebate',
    prank:
      'StrawberryTomatoSwap StrawberryCakeIllusion StrawberryHeartToast RadishStrawberryFake SurpriseStrawberries BerryBasketLoveNote',
    educational:
      'StrawberryDNATest StrawberrySeedFacts StrawberryWildVsFarmed HowStrawberriesSpread IsAStrawberryABerry FruitBotanyQuiz',
    travel:
      'StrawberryPickingTrip StrawberryFestival StrawberrySeasonTour WimbledonStrawberries FarmStandStrawberries PickYourOwnBerries',
    fashion:
      'StrawberryDressFit StrawberryPrintLook StrawberryCardigan StrawberryNailSet RedStrawberryEarrings GinghamPicnicOutfit',
    wellness:
      'StrawberryPickingCalm StrawberryPatchPotting StrawberryPicnicPause MindfulStrawberryBite SlowStrawberryMorning SunnyGardenHour',
    speed:
      'StrawberryHullRace StrawberryDipTimer StrawberryStackTower StrawberryStemSprint PickStrawberriesFast BerryBasketRelay',
    music:
      'StrawberrySummerSong StrawberryFieldsCover StrawberryUkuleleStrum StrawberryLyricHunt SingToTheStrawberries BerryPatchJam',
    art: 'StrawberryWatercolor StrawberryClayCharm StrawberryMacroShot StrawberryEmbroidery HalfStrawberrySketch BerryStampArt',
    tech: 'StrawberryHullerGadget StrawberryRobotPicker StrawberryTimelapse HydroponicStrawberries RipeStrawberryAI SoilMoistureAlert',
    pet: 'StrawberryHatCat StrawberryCostumeDog StrawberryPlushFetch StrawberryPatchPuppy BunnyStrawberryBandana KittyInTheGarden',
    gaming:
      'StrawberryFarmSim StrawberryScoreAttack StrawberryTokenTrade CelesteStrawberryRun StardewStrawberryRush FruitMatchPuzzle',
  },
  fog: {
    dance:
      'FogMachineDance FogSpotlightStep FogGlideRoutine MistySilhouetteMoves SwayInTheMorningFog CloudWalkGroove',
    fitness:
      'FoggyMorningRun FogHikeChallenge FogTrailIntervals FogDawnCycling YogaInTheMist HazeHillRepeats',
    funny:
      'FoggyGlassesProblems FogMachineOverload FogLostInOwnYard FogHornDoubleTake DramaticEntranceInFog WhereDidTheBridgeGo',
    prank:
      'FoggyMirrorMessage FogMachineEntrance FogCarGlassSmiley MistyWindowDoodle BreathFogHiddenNote SecretSteamDrawing',
    educational:
      'FogInAJarExperiment FogVsMistExplainer FogHarvestingNets FogAdvectionLesson HowFogForms WhyFogLiftsByNoon',
    cooking:
      'FoggyDayPorridge FogCityChowder FogEarlGreyCake FogBreadBowlSoup LondonFogLatte CloudEggBreakfast',
    travel:
      'FoggyBridgePhotoWalk FogCityTour MistyMountainHike FogLighthouseVisit SeaOfFogViewpoint CloudForestTrek',
    fashion:
      'FoggyDayOutfit FogTrenchCoatLook MistyMorningLayers FogGreyKnit DressForTheFog MoodyMoorlandStyle',
    wellness:
      'FoggyMorningWalk MistyForestBreathing FogSlowDownDay FogWindowTea BrainFogReset QuietGreyHour',
    speed:
      'FogMirrorSpeedDraw FogShapeGuessClock FogBreathDoodleDash MistyPhotoRace BeatTheFogLift BinocularsSpotBlitz',
    music:
      'FogHornBeat FoggyMorningAcoustic MistyAmbientMix FogPianoNocturne CelloInTheFog LighthouseBellChime',
    tech: 'FogMachineDIY MistyTimelapse FogHumiditySensor CarFogLampTest LaserBeamsInFog NightModeLensCheck',
    pet: 'FoggyDogWalk FogSafetyVestPup FogGlowCollar MistyPetPortrait KittenVsWindowFog DewyGrassZoomies',
    gaming:
      'FogOfWarStrategy FoggyWindowTicTacToe MistyMazeRun FogLaserTagArena HideAndSeekInFog LighthouseKeeperQuest',
  },
  karaoke: {
    dance:
      'KaraokeBackupDancers KaraokeSpotlightStrut KaraokeBoyBandSteps KaraokeMicStandMoves DanceBreakAtKaraoke PowerBalladSway',
    fitness:
      'KaraokeCardio KaraokeSquats KaraokeJumpingJacks TreadmillKaraoke SingAndSweatKaraoke ChorusPlankHold',
    funny:
      'KaraokeDuetDrama KaraokeHighNoteAttempt KaraokeMicHog KaraokeFails WrongLyricsKaraoke DadPowerBallad',
    prank:
      'KaraokeSongSwitcheroo KaraokeLyricSwap KaraokeDedication KaraokeStageAmbush SecretKaraokeSinger SurpriseDuetPartner',
    educational:
      'KaraokePitchTraining KaraokeVocalWarmups KaraokeHistoryQuiz LearnSpanishByKaraoke HowKaraokeScoresYou BreathSupportBasics',
    cooking:
      'KaraokeNightSnacks KaraokeMicCakePops KaraokePartyPlatter CookingKaraokeDuet SpatulaKaraokeSolo SingWhileYouStir',
    travel:
      'KaraokeAroundTheWorld KaraokeInEveryCity KaraokeBarHop TokyoKaraokeTrip HonkyTonkKaraoke SeoulNoraebangNight',
    fashion:
      'KaraokeNightOutfit KaraokeStageLook KaraokeDivaGown KaraokeRockstarJacket SequinKaraokeMoment GlitterBlazerEncore',
    wellness:
      'KaraokeConfidence KaraokeBreathControl KaraokeShyToShine SoloKaraokeNight KitchenKaraokeJoy SingYourStressAway',
    speed:
      'KaraokeSpeedRound KaraokeFinishTheLyric KaraokeTongueTwister FastestKaraokeSong FastRapKaraoke ChorusCountdown',
    art: 'KaraokePosterArt KaraokeMicDecorating KaraokeBackdrop NeonKaraokeSign AlbumCoverKaraokePose SpotlightPhotography',
    tech: 'KaraokeAppSetup KaraokeVocalRemoverAI KaraokeMicComparison KaraokeMachineTest BluetoothKaraokeTrial LyricsOnTheTV',
    pet: 'KaraokeWithMyDog KaraokeCatCritic KaraokeParrotSolo PetKaraokeDuet PuppyKaraokeBallad HowlingHarmony',
    gaming:
      'KaraokeGameNight KaraokeScoreBattle KaraokeRockBandTour KaraokeJustDanceCombo SingStarKaraokeCup RhythmTriviaDuel',
  },
  retail: {
    dance:
      'RetailClosingTimeDance RetailFoldingFlow RetailRadioTwoStep CashierScanGroove StockroomRetailShuffle AisleEndStrut',
    fitness:
      'RetailStepCount RetailShelfSquats RetailCartPush CashierCalfRaises StockroomRetailLifts RestockLunges',
    prank:
      'CashierModeAtHome RetailThankYouCards RetailCoworkerCoffee RetailEmployeeAward SnacksForRetailStaff PriceTagEverything',
    educational:
      'RetailPricePsychology RetailBarcodeHistory RetailSupplyChain CashierMentalMath HowRetailStoresTrickUs EndsIn99Explained',
    cooking:
      'RetailShiftMealPrep RetailStoreBrandDinner CashierLunchbox QuickRetailLunchWrap BreakroomRetailRecipe ThirtyMinuteBreakBite',
    travel:
      'RetailTherapyTrip RetailDistrictWalk RetailFleaMarketAbroad RetailOutletStop IconicRetailStreets DepartmentStoreIcons',
    fashion:
      'RetailWorkFitCheck RetailNameTagFlair RetailComfyShoes CashierVestRestyle AfterRetailShiftLook PoloUniformGlowUp',
    wellness:
      'RetailWorkerSelfCare RetailBreakBreathing RetailKindCustomerLog CashierFootSoak PostRetailShiftReset HolidayRushRecovery',
    speed:
      'CashierScanRace RetailRestockBlitz RetailBaggingDash RetailShirtFoldTimer HangerSortRetailPro PriceTagSpeedrun',
    music:
      'CashierBeepBeat RetailRadioSingAlong RetailIntercomSerenade RetailJingleWrite HolidayRetailLoopCover RegisterRhythm',
    art: 'RetailWindowDisplay RetailSignageLettering RetailShelfStyling CashierReceiptArt PriceTagRetailCollage ShoppingBagDesign',
    tech: 'RetailSelfCheckoutTest RetailInventoryRobot CashierScannerHacks RetailBarcodeAppScan AIInRetailStores HandheldPOSDemo',
    pet: 'RetailShopCatTour RetailDogFriendlyStops RetailGreeterPup PetPlaysCashier BunnyRetailTherapy KittyOnTheCounter',
    gaming:
      'RetailSimulator RetailPriceGuessShow RetailSupermarketSweep CashierGameHighScore ShopTycoonRetailRun MallMadnessBoard',
  },
  'moving day': {
    dance:
      'MovingDayBoxDance MovingDayTapeGunTwirl MovingOutHallwayBop EmptyRoomMovingGroove BubbleWrapMovingStomp NewHomeShuffle',
    fitness:
      'MovingDayLiftForm MovingDayStairCarry MovingDayCouchPivot MovingDayDollyPush SquatEveryMovingBox HeavyDresserTeamwork',
    prank:
      'MovingDaySillyLabels MovingDayHelperSnacks MovingDayBalloonRoom MovingBoxMysteryGift HiddenMovingDayNote NeighborCookieBasket',
    educational:
      'MovingDayPackingTips MovingDayLabelSystem MovingDayLeverPhysics MovingDayBoxMath LiftWithLegsWhenMoving HowToPackDishes',
    cooking:
      'MovingDayPizzaNight MovingDayFirstMeal MovingDayFloorPicnic MovingOutPantryPasta FreezerClearOutMoving OneBoxKitchenDinner',
    travel:
      'MovingDayRoadTrip MovingDayCrossCountry MovingDayFarewellTour MovingDayLocalCafes FirstWeekAfterMoving NewNeighborhoodWalk',
    fashion:
      'MovingDayFitCheck MovingDayComfyLook MovingDayOveralls MovingDayGlovesAndCap HeadscarfMovingDay DonateOrKeepCloset',
    wellness:
      'MovingDayGoodbyeWalk MovingDayStressLess MovingDayTeaBreak MovingDayMemoryJournal EmptyRoomMovingCalm FirstNightInNewHome',
    speed:
      'MovingDayPackingRace MovingDayBoxTapeDash MovingDayBedAssembly MovingInUnpackSprint LoadTheMovingTruck WifiSetupCountdown',
    music:
      'MovingDayEchoSong MovingDayBoxDrums MovingDayTruckKaraoke MovingOutBallad NewHomeMovingAnthem EmptyRoomAcoustics',
    art: 'MovingDayFloorPlan MovingDayHouseSketch MovingDayDoorPortrait MovingBoxFortArt LastLookMovingPhotos HeightChartKeepsake',
    tech: 'MovingDayInventoryApp MovingDayCableLabels MovingDayTVMount MovingBoxQRCodes SmartHomeAfterMoving RouterPlacementTest',
    pet: 'MovingDayPetCalm MovingDayCatInTheBox MovingDayDogSniffs PuppyFirstMovingDay BunnyMovingInTour KittenClaimsNewWindow',
    gaming:
      'MovingDayPuzzleGame MovingDayTruckTetris MovingDaySimsBuild MovingOutCoopChaos CozyMovingDayQuest BoxJengaTower',
  },
  drawer: {
    dance:
      'DrawerKnobTwist DrawerOpenCloseBop DrawerDiscoRoutine JunkDrawerShuffle SockDrawerDance DresserMirrorMoves',
    fitness:
      'DrawerBottomSquats DrawerCleanOutCardio SockDrawerLunges HeavyDrawerCarry TopDrawerCalfRaises DresserReachStretch',
    funny:
      'DrawerThatWontClose DrawerTakeoutMenus DrawerRubberBandBall JunkDrawerReveal TheDrawerOfCables MysteryKeyCollection',
    educational:
      'DrawerOrganizingTips DrawerSlideMechanics DrawerDovetailJoints FileFoldYourDrawers HowDrawersStayShut KonMariBasics',
    cooking:
      'DrawerToolsOnlyMeal DrawerSpiceRefresh DrawerGarlicPressPasta UtensilDrawerRecipe KitchenDrawerGadgets RollingPinRevival',
    travel:
      'DrawerPackingCubes DrawerPassportHunt DrawerForeignCoins TravelMemoryDrawer TicketStubDrawerTour SouvenirMagnetStory',
    fashion:
      'DrawerCapsuleWardrobe DrawerScarfStyling DrawerJewelryTray SockDrawerFitCheck OutfitFromOneDrawer BeltRollDisplay',
    wellness:
      'DrawerDeclutter DrawerLavenderSachet DrawerOfOldLetters JunkDrawerReset OneDrawerADay TidySpaceClearMind',
    speed:
      'DrawerOrganizeRace DrawerFoldBlitz DrawerScissorsHunt JunkDrawerCleanSprint SockDrawerMatchOff UtensilSortTimer',
    music:
      'DrawerSlideBeat DrawerSqueakMelody DrawerRattleShaker JunkDrawerBand DresserDrawerDrumSolo CutleryPercussion',
    art: 'DrawerKnobPainting DrawerLinerPrint DrawerShadowBox DrawerMakeover DecoupageDrawerFronts DresserFlipArt',
    tech: 'DrawerChargingStation DrawerSmartLock DrawerLEDStrip JunkDrawerCableSort OldPhoneDrawerRevival BatteryTesterCheck',
    pet: 'DrawerCatNap DrawerOpeningKitty DrawerTreatStashRaid SockDrawerThief DogFindsTheToyDrawer PuppyUnpacksLaundry',
    gaming:
      'DrawerGameStash DrawerDiceHoard DrawerOldControllers RetroCartridgeDrawer JunkDrawerPokerChips BoardPiecesReunited',
  },
  firefighter: {
    dance:
      'FirefighterBootStomp FirefighterLineDance FirefighterPoleSlide FirefighterHoseWave HeroFirefighterStrut SirenBeatDrop',
    fitness:
      'FirefighterStairClimb FirefighterHoseDrag FirefighterGearSquats FirefighterCarryDrill TrainLikeAFirefighter BucketBrigadeRelay',
    funny:
      'FirefighterCatInTree FirefighterDadJokes FiremanChefSkit FirefighterVsSpider KidsAskAFirefighter SmokeAlarmChirpHunt',
    prank:
      'FirefighterCupcakeDrop FirefighterChalkHello FiremanHatPhotobomb ThankAFirefighterNote PizzaForFirefighters SurpriseTheFireStation',
    cooking:
      'FirefighterFamilyMeal FirefighterHelmetCake FirefighterChili FiremanPancakeStack CookLikeAFirefighter FireTruckCupcakes',
    travel:
      'FirefighterStationTour FirefighterMuseumTrip FirefighterOpenHouse FirefighterLookoutHike MeetALocalFirefighter VintageFireTruckHunt',
    fashion:
      'FirefighterFitCheck FirefighterCostumeDIY FirefighterSuspenders FirefighterHelmetLook DressLikeAFirefighter TurnoutGearStyle',
    wellness:
      'FirefighterShiftUnwind FirefighterRestRitual FiremanBoxBreathing FirefighterQuietHour ThankfulFirefighterDay CalmAfterTheSiren',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 FirewomanSpeedDrill BeatAFirefighterTime HoseRollBlitz',
    music:
      'FirefighterSirenRemix FirefighterBellRhythm FirefighterBandCover FiremanSamThemeSing SongForFirefighters BootStompBeat',
    art: 'FirefighterHelmetCraft FirefighterMuralWall FirefighterClayFigure CardForAFirefighter PaintAFirefighterHero FireTruckChalkArt',
    tech: 'FirefighterThermalCam FirefighterDroneRescue FirefighterRobotHelper FirefighterRadioBasics ARFirefighterTraining SmokeAlarmTechCheck',
    pet: 'FirefighterPupPose FirefighterPlushRescue FirefighterKittyPhoto PetFirefighterCostume DalmatianFiremanLook StationDogSalute',
    gaming:
      'FirefighterSimRun FirefighterCoopRescue FirefighterRobloxShift FiremanHighScore LegoFirefighterTruck FlashPointBoardNight',
  },
  denim: {
    dance:
      'DenimLineDance DenimHoedown DenimBootScoot BlueJeansJive DoubleDenimShimmy CanadianTuxedoTwirl',
    fitness:
      'JeansSquatTest DenimHikeDay DenimLungeCheck DenimBikeCommute StretchyDenimYoga WorkwearFarmChores',
    funny:
      'JeansPocketFinds DenimHeadToToe DenimShrinkPanic DoubleDenimReactions StiffRawDenimWalk PhoneWontFitDenim',
    prank:
      'JeansPocketSurprise DenimTwinDay DenimEveryoneMatches DenimDogJacketReveal SecretDenimMakeover ThriftedDadWardrobe',
    educational:
      'DenimHistoryMinute DenimIndigoDye DenimTwillWeave HowJeansAreMade WhyDenimHasRivets LeviStraussStory',
    cooking:
      'JeansPocketCookies DenimCakeDesign DenimMacarons DenimBlueberryParfait BlueDenimCupcakes IndigoSpiralBuns',
    travel:
      'JeansRoadTrip DenimCityWalk DenimMillVisit VintageDenimHunt KojimaDenimStreet RodeoWeekendOuting',
    wellness:
      'DenimMendingCalm DenimCareRitual DenimSashikoStitch ComfyJeansDay PatchUpOldDenim SlowFashionSunday',
    speed:
      'JeansJumpIn DenimFoldRace DenimCuffRolling DenimJacketOnTimer FastestDenimPatch OneMinuteRipRepair',
    music:
      'DenimRockCover DenimCountryTwang DenimFolkStrum DenimPocketBeat BlueJeansSingalong HeartlandAnthem',
    art: 'DenimPatchArt DenimCollage DenimQuiltSquares DenimShiboriDye PaintedJeans IndigoEmbroidery',
    tech: 'JeansPhonePocketTest DenimFadeTimelapse DenimCuttingMachine LaserEngravedDenim LEDDenimJacket ConductiveThreadSleeve',
    pet: 'DenimPetBandana DenimDogCollarDIY DenimCatBedUpcycle TwinningDenimWithPup KittenStealsMyJeans PuppyOveralls',
    gaming:
      'DenimAvatarMatch DenimMarioOveralls JeansSkinUnlocked DenimStylingSim GameCharacterDenim ThriftShopSimulator',
  },
  wings: {
    dance:
      'WingNightShuffle WingsSauceSway WingsGameDayStomp ChickenWingDance HotWingsHeadBop SpiceLevelShimmy',
    fitness:
      'WingNightCardio WingsEarnedBurpees WingsFlapJacks EarnYourWings GameDayWingSquats CeleryStickPlank',
    funny:
      'WingSauceReaction WingEatingStyles WingsSpiceRegret WingsNapkinCount RanchOrBlueCheeseWings BoneCleanJudge',
    prank:
      'WingsDessertFakeout WingBoxKindNote WingsDeliveryForDad SurpriseWingNight MildWingsInDisguise CarrotStickDecoy',
    educational:
      'WingSauceHeatScale WingsFlatVsDrum WingsScovilleQuiz BuffaloWingHistory HowHotWingsGetCrispy WhyCapsaicinBurns',
    travel:
      'WingCrawl WingsTailgateTour WingsCityShowdown BuffaloWingTrip LocalWingSpotHunt SpicyFoodPilgrimage',
    fashion:
      'WingNightFitCheck WingsGameDayJersey WingsBibCouture WingsTeeDesign SauceProofWingOutfit FeatherCapeStyling',
    wellness:
      'WingNightGratitude WingsMindfulBite WingsFriendsCatchUp SpreadYourWings SlowWingsDinner AfterSpiceBreathing',
    speed:
      'WingSaucingRace WingPlatterSpeedrun WingDipRelay WingsBreadingDash DozenWingsIn10 CeleryStickBlitz',
    music:
      'WingSizzleBeat WingsHotSauceBlues WingsFryerRhythm WingsBandCover KaraokeWingNight GameDayDrumline',
    art: 'WingsFoodPhotography WingsChalkMenu WingsMuralSelfie AngelWingsPainting ButterflyWingArt FeatherFanCraft',
    tech: 'WingsAirFryerTest WingTempCheck WingsPelletSmoker WingsAppOrdering SousVideWings ThermalImagingGrill',
    pet: 'WingsPlushSqueak PetAngelWings ButterflyWingsKitten ParrotWingStretch PuppyWingsCostume DogSafeChewSwap',
    gaming:
      'WingNightGaming WingsTierList WingsHeatBracket CoopGamesAndWings LoserOrdersTheWings SpicyForfeitCards',
  },
  printer: {
    dance:
      'PrinterHeadShuffle PrinterRobotStep PrinterWhirBounce CopierBeepGroove PaperJamPrinterDance CopyRoomMoonwalk',
    fitness:
      'PrinterWaitSquats PrinterDeskStretch PrinterTripLunges PrintQueueWorkout PaperBoxPrinterCarry CopyRoomCalfRaises',
    funny:
      'PrinterHatesMe PrinterTherapySession PrinterSaysOffline CopierStandoff OutOfInkPrinterSkit PaperJamDrama',
    educational:
      'PrinterInkScience PrinterLaserVsInkjet PrinterThenAndNow HowPrintersWork InventionOfPrinting GutenbergPressDemo',
    cooking:
      'PrinterCakeTopper PrinterRecipeCards PrinterStencilLatte ToastPrinterBreakfast 3DPrintedChocolate EdibleInkCookies',
    travel:
      'PrinterTravelPhotoBook PrinterBoardingPass PrinterPostcardMaker PrintingPressMuseum MiniPrinterTripLog PolaroidRoadJournal',
    fashion:
      'PrinterTeeTransfer PrinterPaperPattern PrinterIronOnPatches PrinterDIYTote PhotoPrintedSneakers CustomLabelJacket',
    wellness:
      'PrinterPatience PrinterJournalPrompts PrintedAffirmations PrintOneMemoryDaily PhotoWallPrintout PaperJamBreathing',
    speed:
      'PrinterPaperLoadRace PrinterSetupSpeedrun PrinterInkSwapTimer PrinterStaplerBlitz FixThePrinterJamFast CopyCollateCountdown',
    music:
      'PrinterNoiseRemix PrinterMelodyHack PrinterWhirSymphony CopierBeatbox PaperJamPrinterSession DotMatrixChiptune',
    art: 'PrinterCollageArt PrinterZineMaking PrinterStencilDesign PrinterPaperOrigami PhotoTransferPrints RisographPosters',
    tech: 'PrinterWifiFix PrinterDriverRescue PrinterInkCostTest PrinterSetupHack ThreeDPrinterTimelapse ThermalPrinterProjects',
    pet: 'PrinterCatReaction PrinterKittenNap PrinterDogSupervisor PrintedPetPortrait PuppyChasesPrintout HamsterPaperShredder',
    gaming:
      'PrintAndPlayGameNight PrinterDungeonMaps PrinterTabletopMinis PrinterCardDesign ScorecardPrintables CustomRulebookZine',
  },
  koala: {
    dance:
      'KoalaSwayDance KoalaClimbMoves KoalaHugRoutine KoalaPiggybackSpin SlowMotionKoalaStep EucalyptusShuffle',
    fitness:
      'KoalaPiggybackLunges KoalaBarHang KoalaFrontCarry KoalaGripHold ClimbLikeAKoala EucalyptusTreeStretch',
    funny:
      'KoalaGrumpyWakeUp KoalaHugsEverything KoalaBellowReaction KoalaDoesNotCare SleepyKoalaVoiceover MondayMoodKoala',
    prank:
      'KoalaClipOnSurprise KoalaPencilHuggers KoalaCarMirrorHitch KoalaSlipperSwap PlushKoalaOnYourBack JoeyBackpackSneak',
    educational:
      'KoalaFingerprintFacts KoalaNotABear KoalaPouchBasics KoalaHabitatMap WhyKoalasSleepSoMuch EucalyptusDietQuiz',
    cooking:
      'KoalaFacePancakes KoalaBentoLunch KoalaFairyBread KoalaCookies SleepyKoalaCupcakes LamingtonBake',
    travel:
      'KoalaSanctuaryVisit KoalaSpottingRoadTrip KoalaIslandFerry KoalaHospitalTour ZooKoalaEncounter AussieBushWalk',
    fashion:
      'KoalaEarBeanie KoalaGrayKnitLook KoalaBackpackStyle KoalaFleeceSet CozyKoalaOnesie OutbackKhakiFit',
    wellness:
      'KoalaNapMode KoalaHugItOut KoalaCozyCorner KoalaSlowSunday BeLazyLikeAKoala TreeHuggingMoment',
    speed:
      'KoalaPiggybackRace KoalaPlushPassRelay KoalaFactsBlitz KoalaDrawInSixty FastestKoalaPuzzle JoeyPouchDash',
    music:
      'KoalaLullaby KoalaSleepyLofi KoalaBellowRemix KoalaCampfireSong AcousticKoalaCover KookaburraRound',
    art: 'KoalaFeltCraft KoalaPencilPortrait KoalaWatercolor KoalaClayFigurine SockPuppetKoala EucalyptusLeafPrint',
    tech: 'KoalaSanctuaryLiveCam KoalaDroneSurvey KoalaThermalSpotting KoalaBellowSoundID AIKoalaCounter EucalyptusMapApp',
    gaming:
      'KoalaRescueGame KoalaTreetopLevel KoalaMemoryMatch KoalaHideAndSeek PlanetZooKoalas OutbackAdventureQuest',
  },
  'tying shoes': {
    dance:
      'ShoelaceShuffle TyingShoesToTheBeat TyingShoesKnotBounce BunnyEarsTyingDance LoopSwoopTyingGroove SneakerStompRoutine',
    fitness:
      'ShoeTyingSquat TyingShoesLungeReach TyingShoesToeTouch TyingShoesInAPlank OneLegShoeTying KnotThenSprint',
    funny:
      'ShoeTyingFails TyingShoesBlindfolded TyingShoesGroupWaits MittensOnShoeTying BunnyEarsShoelaceMess ForgotHowToKnot',
    prank:
      'ShoelaceColorSwap TyingShoesBeadCharms TyingShoesNoteInside ShoeTyingCandyLaces SecretShoeTyingHelper SneakerBowTieSurprise',
    educational:
      'TyingShoesIanMethod TyingShoesGrannyBowFix TyingShoesKnotScience WhyShoelacesUntie TeachShoeTyingToKids AgletOriginStory',
    cooking:
      'TyingShoesGarlicKnots TyingShoesPretzels ShoeTyingCookies LicoriceShoelaces FondantShoeTying BowTiePastaSalad',
    travel:
      'ShoelaceTrailCheck TyingShoesSummitStart ShoeTyingInEveryCity HikingBootShoeTying AirportShoeTyingDash WalkingTourReady',
    fashion:
      'ShoeLacingStyles TyingShoesRibbonSwap TyingShoesHiddenKnot BowTieShoelaces RainbowShoeTyingFit ChunkyCordSneakers',
    wellness:
      'TyingShoesIntention TyingShoesPatience TyingShoesForAWalk MindfulShoeTying SlowShoeTyingMoment MorningSneakerRitual',
    music:
      'ShoeTyingSong TyingShoesClapAlong KnotTyingLullaby LoopSwoopTyingRap BunnyEarsTyingJingle SneakerSqueakBeat',
    art: 'ShoelaceArt TyingShoesMacrame TyingShoesHowToComic ShoeTyingStepSketch PaintedShoeTyingLaces KnotDiagramPoster',
    tech: 'ShoeTyingRobot TyingShoesStopMotion TyingShoesTutorialEdit SlowMoShoeTying AIShoeTyingCoach SelfLacingShoes',
    pet: 'TyingShoesKittyPounce TyingShoesWalkCue CatVsShoelaces PuppyVsShoeTying BunnyWatchesShoeTying LeashBySneakers',
    gaming:
      'ShoeTyingMinigame ShoelaceKnotQuest TyingShoesLevelUp TyingShoesAchievement BossFightShoeTying LacingCardGame',
  },
  sock: {
    dance:
      'SockPuppetDance SockHopTwist SockToeTapRoutine SockSlideMoonwalk MismatchedSockShuffle FuzzyFeetSway',
    fitness:
      'SockBalanceChallenge SockToePickUp SockSliderLunges SockOnWithoutSitting CompressionSockRun RolledSockSquatToss',
    funny:
      'SockDatingProfile SockPuppetInterview SockDrawerChaos WhereDoSocksGo SandalsAndSocksDebate MismatchedSockStyle',
    prank:
      'SockPuppetWakeUp SockNestedGift SockDrawerRainbowSort SockSwapPrank WarmSockSurprise GooglyEyeSocks',
    educational:
      'SockFabricWarmthTest SockStaticShock SockProbabilityMath HowSocksAreMade WhereLostSocksGo KnittingMachineMagic',
    cooking:
      'SockShapedCookies SockPuppetPancakes SockMonkeyCupcakes SockPairMacarons FuzzySockCocoa StockingStufferFudge',
    travel:
      'SockSouvenirHunt SockLandmarkSelfies SockFactoryTour SocksFromEveryCity FunSocksOnTheFlight HikingSockReview',
    wellness:
      'SockDrawerReset SocksOffGrassWalk SockCozyReading FuzzySockSunday WarmSocksBedtime WoolSockWindDown',
    speed:
      'SockMatchingRace SockPairUpTimer SockOnOneLegDash SockBallRollIn60 FastestSockFold BlindfoldSockSort',
    music:
      'SockPuppetSong SockHopJukebox SockRhymeRap SockShakerMaracas CrazySockSingAlong FuzzyFootTapBeat',
    art: 'SockPuppetCraft SockSnowman SockTieDye SockPatternDesign OddSockAnimals MonsterSockDolls',
    tech: 'SockPuppetStopMotion SockPairFinderApp SockKnittingMachine SockDesignWithAI HeatedSockTest LEDLightUpSocks',
    pet: 'SockThiefCaught SockToyForBunny PetSockPuppetShow DogGripSocksWalk KittenSockBallChase MatchingPuppySocks',
    gaming:
      'SockPuppetGameShow SockSkeeBall SockDodgeballRound SockMatchMemory GamerGripSocks LuckySocksTournament',
  },
  guacamole: {
    dance:
      'GuacAndRoll GuacamoleShuffle GuacamoleMashStomp HolyGuacamoleMoves AvocadoGuacamoleTwist LimeSqueezeShimmy',
    fitness:
      'GuacMashArmBurn GuacamoleLungeBreak GuacamoleSquatSet HolyGuacamoleHIIT EarnYourGuacamole ChipBowlPlank',
    funny:
      'ExtraGuacPlease GuacamoleCilantroHater HolyGuacamoleReact DoubleDipGuacamole BrownGuacamoleShock LastChipStandoff',
    prank:
      'GuacamoleOrIceCream GuacamoleGrinchFace GuacamoleCupcakes PeaGuacamoleSwap PistachioGuacPudding AvocadoPitPlantGift',
    educational:
      'GuacamoleAztecOrigins GuacamoleRipenessTest GuacamoleNahuatlName WhyGuacTurnsBrown LimeSavesGuacamole MolcajeteHowTo',
    travel:
      'GuacamoleTasteTour GuacamoleMarketHunt BestGuacInTown MichoacanGuacamoleTrip OaxacaGuacamoleClass AvocadoOrchardVisit',
    fashion:
      'GuacamoleGreenFit GuacChipDuoCostume GuacamoleEmeraldSet GuacamoleOliveLayers HolyGuacamoleTee LimeAccentNails',
    wellness:
      'GuacamoleMindfulMash GuacAndChillNight GuacamoleSharingBowl GrowAGuacamoleGarden HomemadeGuacamoleBreak SlowFoodSunday',
    speed:
      'GuacamoleSpeedMash GuacamoleChopClock GuacamoleScoopCount TwoMinuteGuac ChipDipGuacamoleRelay AvocadoPeelSprint',
    music:
      'GuacamoleJingle GuacAndRollCover GuacamoleMariachiRemix MolcajeteGuacamoleBeat ChipCrunchGuacamole AvocadoLoveSong',
    art: 'GuacamoleFoodArt GuacBowlDoodle GuacamoleColorPalette StillLifeGuacamole ClayGuacamoleMini PitCarvingFaces',
    tech: 'GuacamoleGadgetTest GuacRecipeAI GuacamoleVacuumSealer FoodProcessorGuacamole AIRipeGuacamoleCheck MolcajeteVsBlender',
    pet: 'GuacamolePetCostume GuacamoleDogBandana GuacamoleKittenBed ChipAndGuacPuppies HolyGuacamoleCatPic AvocadoSqueakerFetch',
    gaming:
      'GuacamoleFiestaRPG GuacamoleCookOff GameNightGuac HolyGuacamoleHighScore OvercookedGuacamoleRun AvocadoNinjaSlice',
  },
  jazz: {
    dance:
      'JazzHandsRoutine JazzCharlestonKicks JazzTapBreak JazzSquareStep SwingJazzPartnerSpin LindyHopBasics',
    fitness:
      'JazzDanceCardio JazzHandsWorkout JazzerciseRevival JazzTempoJog SwingJazzStepUps BebopBurpees',
    funny:
      'JazzHandsEverything JazzScatYourDay JazzNarratedChores JazzSoloThatNeverEnds SmoothJazzElevator WrongNoteOnPurpose',
    prank:
      'JazzSerenade JazzSaxWelcomeHome JazzVinylGift SmoothJazzSurprise ElevatorJazzPrank HiddenRecordHunt',
    educational:
      'JazzLegendsQuiz JazzBlueNoteLesson JazzChordsIn5Min HowJazzImprovWorks NewOrleansJazzRoots SwingRhythmExplained',
    cooking:
      'JazzBrunch JazzGumboPot JazzAgeCanapes BeignetsAndJazz CookToSmoothJazz SpeakeasyMocktails',
    travel:
      'JazzClubTour JazzFestMontreux JazzHarlemNight NewOrleansJazzWalk StreetJazzBuskerHunt PreservationHallVisit',
    fashion:
      'JazzAgeOutfit JazzPinstripeSuit JazzFlapperDress JazzNightLook FedoraJazzFitCheck BeretAndTurtleneck',
    wellness:
      'JazzAndTea JazzRainyEvening JazzJournalHour SlowJazzMorning SmoothJazzUnwind VinylListeningRitual',
    speed:
      'JazzSpeedScat JazzChordChangeDash JazzNameThatTune FastestJazzSolo BebopJazzTempoRace DoubleTimeMetronome',
    art: 'JazzPosterArt JazzLiveGigSketch JazzCollageCover PaintToJazz AbstractJazzCanvas SaxophoneWireSculpture',
    tech: 'JazzVinylSetup JazzAIImprov JazzBackingTrackApp JazzMIDIKeyboard HiFiJazzListening TurntableCalibration',
    pet: 'JazzForMyDog JazzPuppyHowl JazzKittenPianoWalk CatLovesJazz PetJazzNap BassetHoundBlues',
    gaming:
      'JazzBossTheme JazzCupheadRun JazzTriviaCards VideoGameJazz LoadingScreenJazz HiFiRushRhythm',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkTwirlGroove SpaghettiForkSpin DinnerForkDisco CutleryCancan',
    fitness:
      'ForkInTheRoadRun ForkPassPlank ForkTwirlLunges GardenForkDigReps PitchforkHayToss TableSetSquats',
    funny:
      'ForkOrSporkDebate ForkPuppetTalkShow EatSoupWithAFork TinyForkBigMeal WhichForkFirstPanic DinglehopperHairDo',
    prank:
      'ForkSwapInSpoonDrawer SoupWithOnlyForks BendyRubberFork TinyForkDinnerTrick GooglyEyeForks ChopsticksAtPastaNight',
    educational:
      'ForkBalanceScience ForkHistoryQuiz ForkEtiquetteAbroad WhyForksHaveFourTines TuningForkResonance CenterOfGravityTrick',
    travel:
      'ForkInTheRoadTrip ForkOrChopsticksAbroad ForkTwirlItaly StreetFoodForkTour FarmToForkVisit PicnicTableSpot',
    fashion:
      'ForkBraceletDIY ForkHairPin ForkPendantNecklace VintageForkJewelry BentForkRing DinnerPartyOutfit',
    wellness:
      'ForkRestBetweenBites PutYourForkDown MindfulForkful TuningForkSoundBath GardenForkSoilTime ChewSlowHabit',
    speed:
      'ForkTwirlRace ForkSortSprint ForkStackTower ForkFlipIntoCup PastaForkWindIn30 TableSetInSixty',
    music:
      'ForkPluckMelody ForkAndGlassTune ForkTwangSolo ForkDrumKitJam TuningForkHarmony SilverwareChimes',
    art: 'ForkPaintedTulips ForkPrintAnimals ForkScratchArt ForkBendSculpture ClayPotForkTexture CutleryWindChime',
    tech: 'ForkCableOrganizer ForkPhoneStandHack ForkDropSlowMo SmartForkReview RobotArmForkGrip TuningForkTunerApp',
    pet: 'ForkAndSpoonCostumes ForkPlushFetch ForkInTrailDogPicks GardenForkDigBuddy CatSwatsTheForkOff PetTableMannersTrick',
    gaming:
      'ForkOnlyBossRun ForkPathStoryChoice ForkDuelArena ForkInTheRoadQuest PlayAsForkyLevel TridentSpearFishing',
  },
  pizza: {
    dance:
      'PizzaTossDance PizzaDeliveryShuffle PizzaDoughTwirl PizzaPartyConga SliceOfPizzaSlide CheesePullGroove',
    fitness:
      'PizzaBoxCarry PizzaToppingPlanks PizzaPickupWalk PizzaSliceSquats EarnYourPizza RepsPerPepperoni',
    funny:
      'PizzaToppingRanking PizzaCheesePullFail PizzaCrustEaterTypes PineapplePizzaDebate WhoAteMyPizza LastSliceStandoff',
    prank:
      'PizzaLookalikeCake PizzaBoxSurprise PizzaToppingMessage PizzaForTheNeighbors DessertPizzaSwap TinyPizzaReveal',
    educational:
      'PizzaFractions PizzaAreaMath PizzaYeastExperiment PizzaHistoryInAMinute WhyPizzaCheesePulls NeapolitanVsNewYork',
    travel:
      'PizzaCrawl PizzaAroundTheWorld PizzaInNaples PizzaRoadTripRanking HiddenPizzeriaHunt BestSliceInTown',
    fashion:
      'PizzaPrintOutfit PizzaNightFitCheck PizzaSocksStyling PizzaCharmEarrings DressLikeAPizzaSlice PepperoniPolkaDots',
    wellness:
      'PizzaNightGratitude PizzaPhoneFreeDinner PizzaSlowSavor MindfulPizzaMaking SunsetPizzaPicnic KneadAndBreathe',
    speed:
      'PizzaBoxFoldRace PizzaToppingSpeedrun PizzaDeliveryRelay TenMinutePizza BeatTheClockPizzaDough EightEvenSlicesFast',
    music:
      'PizzaJingle PizzaBoxDrumSolo PizzaOrderRap PizzaDeliveryBallad SingToThePizzaOven ThatsAmoreCover',
    art: 'PizzaToppingArt PizzaFacePortrait PizzaBoxLidPainting PizzaSliceClaySculpt SketchAPizzaCheesePull PepperoniMosaic',
    tech: 'PizzaGadgetTest PizzaOvenTempCheck PizzaTrackerAccuracy AIPizzaToppings ThermalCamPizza SmartScaleDoughRatio',
    pet: 'PizzaBoxCatBed PizzaPlushFetch PizzaDoorbellBarks PetPizzaCostume PuppyEyesAtPizza ZoomiesAtTheDoor',
    gaming:
      'PizzaGameNight PizzaRestaurantSim PizzaPartyLAN PizzaTowerSpeedrun WinnerPicksPizza TMNTPizzaArcade',
  },
  suitcase: {
    dance:
      'SuitcaseShuffle SuitcaseRollDance SuitcaseTwirl LuggageTagTango WheelieSuitcaseGlide BaggageClaimGroove',
    fitness:
      'SuitcaseCarryWorkout SuitcaseDeadlift SuitcaseOverheadPress LuggageLiftReps StairsWithASuitcase SitAndZipSquat',
    funny:
      'SuitcaseWeighInDrama SuitcaseOverpacker SuitcaseTwinMixup SuitcaseZipperWrestle JustInCaseSuitcase BaggageClaimSuspense',
    prank:
      'SuitcaseLoveNotes SuitcasePlushieStash SuitcaseSnackSneak LuggageWrappedGift BalloonsInTheSuitcase HiddenPostcardsTrip',
    educational:
      'SuitcaseWheelsHistory SuitcaseBalanceScience SuitcaseRollVsFold LuggageWeightMath XRayOfASuitcase CabinSizeRulesQuiz',
    cooking:
      'SuitcaseSpiceHaul SuitcaseSnackPack SuitcaseSouvenirDinner SuitcasePicnicSpread CookWhatsInMySuitcase HotelKettleRamen',
    fashion:
      'SuitcaseOutfitGrid SuitcaseTenPieces SuitcaseColorPalette LuggageMatchingFit CapsuleSuitcaseEdit AirportLayeringLook',
    wellness:
      'SuitcaseUnpackingCalm SuitcaseMinimalism SuitcaseSelfCareKit SuitcaseGratitudeNote PackALighterSuitcase ArrivalUnwindRoutine',
    speed:
      'SuitcasePackingRace SuitcaseRollRelay SuitcaseZipUpTimer SuitcaseUnpackBlitz SpotYourSuitcaseFirst BaggageClaimDash',
    music:
      'SuitcaseDrumKit SuitcaseZipperBeat SuitcaseBuskingSet SuitcaseWheelRattle RetroSuitcaseTurntable BaggageClaimBlues',
    art: 'SuitcaseStickerArt SuitcasePainting SuitcaseMapDecoupage SuitcaseDiorama VintageLuggageDecor HandLetteredBagTag',
    tech: 'SuitcaseTrackerTag SuitcaseCableOrganizer SuitcaseTechPackList LuggageScaleGadget SmartSuitcaseTest PowerBankRulesCheck',
    pet: 'CatInTheSuitcase PetVsSuitcase DogSulksBySuitcase KittenSuitcaseNap SuitcasePackingHelper WelcomeHomeSniffTest',
    gaming:
      'SuitcasePackingPuzzle SuitcaseGameNight SuitcaseLockCodeHunt SuitcaseArcadeKit TetrisYourSuitcase UnpackingSpeedrun',
  },
  'wrapping paper': {
    dance:
      'WrappingPaperTwirl WrappingPaperRollBaton WrappingPaperStomp CrinkleWrappingStep DanceInWrappingPaper RibbonCurlShimmy',
    fitness:
      'WrappingPaperPlank WrappingPaperBoxSquats WrappingPaperRollPass WrappingTubeLunges GiftWrappingStretch PresentStackCarry',
    funny:
      'WrappingPaperFail WrappingPaperTypes WrappingPaperTooShort GaveUpWrappingBagIt OddShapedGiftWrapping CantFindTheTapeEnd',
    educational:
      'WrappingPaperHistory WrappingPaperScrunch GiftWrappingGeometry FuroshikiVsWrapping CanYouRecycleWrapping HolidayWasteStats',
    cooking:
      'WrappingPaperCookies WrappingPaperCake GiftWrappedCupcakes EdibleWrappingPaper CandyWrappingPaperBark PresentShapedBrownies',
    travel:
      'WrappingPaperMapGifts WrappingPaperSouvenirs WrappingPaperMarket WrappingPaperAbroad JapaneseWrappingStyle StationeryShopCrawl',
    fashion:
      'WrappingPaperDress WrappingPaperRunway WrappingPaperBowTie WrappingPaperCrown GiftWrappedCouture RibbonHairAccessory',
    wellness:
      'WrappingPaperSlowWrap WrappingPaperKindness MindfulGiftWrapping CocoaAndWrapping ReuseWrappingPaper HandwrittenTagNotes',
    speed:
      'WrappingPaperRace WrappingPaperOneMinute WrappingPaperCutTimer GiftWrappingRelay BlindfoldWrapping BowTyingBlitz',
    music:
      'WrappingPaperTubeSong WrappingPaperRipASMR WrappingPaperKazoo CrinkleWrappingBeat GiftWrappingJingle CardboardBoxDrums',
    art: 'WrappingPaperDesign WrappingPaperCollage WrappingPaperOrigami WrappingPaperGarland HandStampedWrapping PotatoPrintPatterns',
    tech: 'WrappingPaperARMessage WrappingCutterHack PrintYourOwnWrapping AIDesignedWrapping MeasureWrappingByApp SmartTapeDispenser',
    pet: 'WrappingPaperPetPhoto WrappingPaperDogUnwrap CatVsWrappingPaper KittenWrappingTunnel PuppyHelpsWrapping HamsterTreatParcel',
    gaming:
      'WrappingPaperDiceRound WrappingPaperBall WrappingPaperSpeedrun MittensWrappingGame WhiteElephantWrapping PassTheParcelNight',
  },
  pigeon: {
    dance:
      'PigeonStrut PigeonHeadBobDance PigeonPuffUpPose PigeonCooGroove WalkLikeAPigeon PlazaStrideRoutine',
    fitness:
      'PigeonPoseFlow PigeonHipStretch PigeonCrowTransition PigeonBalanceHold KingPigeonProgress StrutWalkCardio',
    funny:
      'PigeonImpression PigeonStrutVoiceover PigeonWantsMyFry PigeonPlazaBoss NarrateAPigeonDrama CooingCommentary',
    prank:
      'PigeonCooRingtone PigeonPlushSurprise PigeonPostNote PigeonDecoyWindowsill CarrierPigeonGift StatueHatBird',
    educational:
      'PigeonWarHeroStory PigeonMagneticSense CarrierPigeonHistory HowPigeonsFindHome WhyPigeonsHeadBob RockDoveOrigins',
    cooking:
      'PigeonShapedCookies PigeonBreadBuns PigeonMacarons PigeonCakePops PlazaPigeonCupcakes GreyBirdMeringues',
    travel:
      'PigeonSpottingWalk PigeonsAroundTheWorld PigeonLoftVisit SanMarcoPigeonPhoto CityPlazaPigeonTour TrafalgarSquareStroll',
    fashion:
      'PigeonInspiredFit PigeonIridescentLook PigeonBrooch PigeonGraphicTee DressLikeAPigeon NeckSheenEyeshadow',
    wellness:
      'PigeonWatchingBreak PigeonParkPause PigeonRooftopSunset MorningPigeonBench SlowPigeonStroll UrbanBirdMindfulness',
    speed:
      'PigeonSketchSprint PigeonSpotCount PigeonRaceDay PigeonStrutRelay BeatThePigeonsToBench FeatherSortDash',
    music:
      'PigeonCooRemix PigeonStreetSong PigeonBeatbox PigeonWingClapLoop LullabyForPigeons RooftopBirdBeat',
    art: 'PigeonSketchbook PigeonStreetPhotos PigeonClayFigure PigeonWatercolor LinoPrintPigeon FeatherInkDrawing',
    tech: 'PigeonBalconyCam PigeonSlowMoTakeoff PigeonNestMonitor PigeonGPSTracker AIIdentifiesPigeons HomingRouteMap',
    gaming:
      'PigeonSimulatorRun PigeonCardGame PigeonDatingSim PigeonBingo FeedThePigeonsLevel WingspanBoardNight',
  },
  sandcastle: {
    dance:
      'SandcastleVictoryDance SandcastleShovelTwirl SandcastleMoatHop LowTideSandcastleBop AroundTheSandcastleJig SeashellShimmy',
    fitness:
      'SandcastleBucketCarry SandcastleSquatBuild SandcastleDigIntervals SandcastleWaterRun SprintsToTheSandcastle ShovelLiftReps',
    funny:
      'SandcastleVsTheTide SandcastleHouseTour SandcastleForSaleAd SeagullVsSandcastle DramaticSandcastleLoss SandInEverything',
    prank:
      'SandcastleTreasureHunt SandcastleFlagForYou SandcastleShellSecret SurpriseSandcastleNote BigfootBySandcastle MermaidTailSculpt',
    educational:
      'SandcastlePhysics SandcastleWaterRatio SandcastleErosionLab RealCastleVsSandcastle HowSandcastlesStandUp WhyWetSandHolds',
    cooking:
      'SandcastleCake SandcastleCupcakes SandcastleRiceTreats SandcastleIceCream BeachSandcastlePudding BucketMoldJello',
    travel:
      'SandcastleFestivalTrip SandcastleBeachHop SandcastleWorldRecord SandSculptureContest CoastalSandcastleTour LowTideScouting',
    fashion:
      'SandcastleBeachFit SandcastleSunHat SandcastleBucketBag SandcastleSwimwear LinenSandcastleSet ShellCharmAnklet',
    wellness:
      'SandcastleLetItGo SandcastleSlowBuild SandcastleMindfulMoat SandcastleFamilyHour TideTakesTheSandcastle ImpermanencePractice',
    speed:
      'SandcastleSpeedBuild SandcastleTowerCount SandcastleFlipRelay BeatTheTideSandcastle FastestSandcastleMoat TurretTimeTrial',
    music:
      'SandcastleBuildingSong SandcastleShovelRhythm SandcastleKazooFanfare BucketDrumSandcastle WavesAndSandcastleLofi SeashellMaracas',
    tech: 'SandcastleDroneShot SandcastleTimeLapse SandcastleLevelApp Sandcastle3DScan TideChartSandcastles SurfForecastPlanner',
    pet: 'SandcastleDogDigs SandcastlePetPhoto SandcastlePuppyGuard SandcastleBeachZoomies PugInASandcastle KittenSandboxCastle',
    gaming:
      'SandcastleBuildOff SandcastleTowerWars SandcastleKingOfHill SandcastleCaptureFlag MinecraftSandcastle MoatDefenseRound',
  },
  gadget: {
    dance:
      'GadgetUnboxingDance GadgetLightShowGroove GadgetBeepShuffle RoboGadgetMoves MotionSensorGadgetBop PedometerPartyStep',
    fitness:
      'GadgetWorkoutTest GadgetHomeGym GadgetHeartRateHIIT CoolDownWithAGadget SmartRopeGadgetReps StepCounterStreak',
    funny:
      'GadgetFail GadgetDrawerTour GadgetGrandmaTries GadgetManualChaos UselessGadgetReview AsSeenOnTVTest',
    prank:
      'GadgetMysteryBox GadgetGiftReveal GadgetRemoteSwap GadgetSaysGoodMorning FakeGadgetUnboxing BluetoothSpeakerHide',
    educational:
      'GadgetTeardown GadgetBatteryScience GadgetThenVsNow PhoneSensorsGadgetQuiz OldGadgetTimeline HowTouchscreensWork',
    cooking:
      'GadgetMadeBreakfast GadgetSousVideSteak GadgetVeggieNoodles KitchenGadgetTest OneGadgetDinner MilkFrotherLatteArt',
    travel:
      'GadgetPackingList GadgetHotelRoomSetup GadgetGlampingGear TravelGadgetTest CarryOnGadgetKit PowerBankRoadTrip',
    fashion:
      'GadgetFitCheck GadgetStrapSwap GadgetPhoneCaseMatch GadgetAccessoryLook WearableGadgetStyle HeadphoneOutfitPairing',
    wellness:
      'GadgetFreeDay GadgetSleepTrackerWeek GadgetScreenTimeAudit WellnessGadgetTest CalmGadgetCorner SunriseAlarmMorning',
    speed:
      'GadgetUnboxingRace GadgetSetupSpeedRun GadgetPairingDash GuessTheGadgetFast MatchEachGadgetCharger RemoteBatterySwapTimer',
    music:
      'GadgetBeatMaking GadgetSpeakerTest GadgetLoopPedalLayers GadgetPocketOrchestra TinySynthGadgetJam CalculatorMelody',
    art: 'GadgetTeardownArt GadgetSketchbook GadgetExplodedView GadgetKnollingPhoto FramedGadgetGuts OldPhoneMosaic',
    pet: 'GadgetCatLaserToy GadgetGPSDogCollar GadgetTreatCamera PetGadgetTest AutoBallLauncherGadget SmartLitterBoxReview',
    gaming:
      'GadgetGameNight GadgetControllerGrips GadgetVRHeadsetTrial GamingGadgetHaul RetroHandheldGadget ArcadeStickBuild',
  },
  arcade: {
    dance:
      'ArcadeDDRStreak ArcadeEightBitMoves ArcadeRobotPop JoystickArcadeDance SkeeBallArcadeShuffle PacManWaddle',
    fitness:
      'ArcadeBasketballReps ArcadeBoxingMachine ArcadeAirHockeyCardio ArcadeStepCount DDRArcadeSweat WhackAMoleReflexes',
    funny:
      'ArcadeTicketsVsPrize ArcadeRageFaces ArcadeClawHeartbreak ArcadeParentsNostalgia TinyEraserArcadeHaul WhackAMoleReactions',
    prank:
      'ArcadeTicketSurprise ArcadeTokenHunt ArcadeHighScoreMessage ArcadePrizeDelivery ClawMachineArcadeGift InsertCoinDoorbell',
    educational:
      'ArcadeGameDesign ArcadeClawOdds ArcadeGoldenAgeQuiz ArcadeMathOfTickets InsideAnArcadeCabinet PinballPhysics',
    cooking:
      'ArcadeSnackBar ArcadeTokenCookies ArcadePacManPizza ArcadeNeonMocktails SkeeBallArcadeCakePops PixelSpriteCupcakes',
    travel:
      'ArcadeCrawl ArcadeRoadTrip ArcadeMuseumVisit BoardwalkArcadeTour TokyoArcadeNight PinballHallOfFame',
    fashion:
      'ArcadeNeonFit ArcadeRetroJacket ArcadeTrackSuit ArcadeSneakerLights InsertCoinArcadeTee PixelPatternKnit',
    wellness:
      'ArcadeNostalgiaNight ArcadeJoyBreak ArcadeFriendDate ArcadeInnerChildHour PhoneFreeArcadeDay PlayfulEvening',
    speed:
      'ArcadeHighScoreRun ArcadeTicketSprint ArcadeAirHockeyBlitz ArcadeHoopsTimer WhackAMoleArcadeRecord PacManMazeClock',
    music:
      'ArcadeSoundsRemix ArcadeChiptune ArcadeTaikoDrums ArcadeThemeMedley InsertCoinArcadeBeat EightBitLullaby',
    art: 'ArcadeCabinetBuild ArcadePixelArt ArcadeMarqueeDesign NeonArcadePhotoWalk InsertCoinArcadePoster SpriteCrossStitch',
    tech: 'ArcadeCabinetDIY ArcadeStickBuild ArcadeLEDButtonMod ArcadeCRTRestore RaspberryPiArcade CoinMechRepair',
    pet: 'ArcadePrizeForCat ArcadeBoardwalkPup ArcadePlushieForDog DIYPetArcadeGame HamsterArcadeMaze KittyTouchscreenFish',
  },
};
