import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'morning workout': {
    dance:
      'MorningWorkoutGroove RiseAndShimmy AMWorkoutBoogie ShakeOffTheSnooze DanceYourAMWorkout MorningWorkoutZumba',
    funny:
      'SleepwalkingSquats MorningWorkoutVsSnooze NarrateMyAMWorkout MorningWorkoutBedhead OneYawnPerRep AMWorkoutExpectations',
    prank:
      'AMWorkoutDrillSergeant AMWorkoutAlarmSwap SurpriseAMWorkoutBuddy MorningWorkoutWakeUp BedsideHypeSign SunriseCheerSquad',
    educational:
      'MorningWorkoutScience WhyMorningsBoostMood MorningVsNightWorkout AMWorkoutMythBusters LearnYourBodyClock CircadianFitnessFacts',
    cooking:
      'MorningWorkoutOats AMWorkoutFuelUp MorningWorkoutEggBites BurpeesThenBreakfast ProteinPancakePrep EarlyWorkoutSmoothie',
    travel:
      'AMWorkoutWithAView MorningWorkoutBeach JetLagMorningJog MorningWorkoutParkRun CityStairsAtDawn SunriseSummitSweat',
    fashion:
      'AMWorkoutFitCheck PajamasToPilates MorningWorkoutLayers GlowInTheDawn MorningWorkoutOOTD EarlyWorkoutCapStyle',
    wellness:
      'MorningWorkoutRitual RiseStretchRepeat GratefulAMWorkout MorningWorkoutMantra NoPhoneMorningWorkout WaterBeforeWorkout',
    speed:
      'BeatTheAlarm OutTheDoorBy6 AMWorkoutSpeedrun SevenMinuteMorning MorningWorkoutRace MorningWorkoutTabata',
    music:
      'MorningWorkoutAnthem AlarmClockRemix AMWorkoutHypeTrack MorningWorkoutMixtape EarlyBirdBanger AMWorkoutBeatDrop',
    art: 'SunriseSilhouette MorningWorkoutComic DrawYourAMWorkout MorningWorkoutFlipbook StickFigureAMWorkout GoldenHourGains',
    tech: 'SquatToSnooze MorningWorkoutTracker AMWorkoutVRBoxing SunriseLampTest MorningWorkoutAICoach SmartwatchAMWorkout',
    pet: 'DogAlarmClock AMWorkoutWithMyPet MorningWorkoutCatCrash PuppyPushUps EarlyWorkoutWalkies MorningWorkoutSpotter',
    gaming:
      'MorningWorkoutStreak DailyQuestWorkout BeatSaberAtDawn AMWorkoutBossFight MorningWorkoutLevelUp RingFitAMWorkout',
  },
  'world cup': {
    dance:
      'WorldCupGoalDance WorldCupGolazoGroove WorldCupSambaSteps CornerFlagShuffle DoTheStadiumWave ShimmyForTheWorldCup',
    funny:
      'WorldCupDramaticDive WorldCupSuperstitions RedCardMyRoommate GoooalForEverything WorldCupFamilyReacts WorldCupNailBiters',
    prank:
      'WorldCupJerseySwap SurpriseWorldCupParty CommentatorWakeUpCall WorldCupRoomMakeover HomemadeWorldCupTrophy HalftimeSnackDrop',
    educational:
      'WorldCupBallPhysics OffsideInSixtySeconds NameThatWorldCupFlag WorldCupCountryQuiz BananaKickScience WorldCupTimeMachine',
    cooking:
      'WorldCupFlagCookies WorldCupDishShowdown PitchPerfectPizza WorldCupSnackStadium WorldCupEmpanadas FinalWhistleFeast',
    travel:
      'WorldCupStadiumTour WorldCupHostCityHop FanZoneCrawl WatchPartyAbroad WorldCupRoadTrip FollowTheWorldCup',
    fashion:
      'WorldCupKitCheck WorldCupFacePaint ScarfUpForTheCup WorldCupThrowback NailYourFlag WearYourWorldCupColors',
    wellness:
      'HalftimeBreather KeepCalmAndKickOff UnitedByTheWorldCup WorldCupLossReset WorldCupGoodSport WorldCupWatchTogether',
    speed:
      'KeepyUppySixty FastestPenaltyKick WorldCupFlagBlitz WorldCupConeDash NameAllWorldCupWinners WorldCupCrossbarDare',
    music:
      'WorldCupChantOff WavinFlagCover VuvuzelaRemix WorldCupDrumBand SingTheWorldCupAnthem WorldCupGoalSong',
    art: 'WorldCupFlagArt TinfoilWorldCupTrophy MatchdayMural DesignYourWorldCupKit WorldCupStickerMe PaintThePitch',
    tech: 'VARAtHome WorldCupGoalLineTech AIPredictsTheWorldCup WorldCupSlowMo SecondScreenSetup WorldCupReplayEdit',
    pet: 'WorldCupDogGoalie PawPicksTheWorldCup PuppyPenaltyKicks CatReactsToWorldCup WorldCupPetJersey FetchLikeAStriker',
    gaming:
      'FantasyWorldCup WorldCupBracketBattle FoosballFaceOff ReplayTheWorldCupFinal WorldCupStickerSwap WorldCupCareerMode',
  },
  somersault: {
    dance:
      'SomersaultBeatDrop SomersaultFreezePose RockAndForwardRoll SomersaultSashay TumbleAndTwirl SomersaultSpinCombo',
    funny:
      'DadsSomersaultComeback DramaticSomersault DizzyAfterTheRoll SomersaultAt40 JudgeMySomersault SomersaultLikeAPotato',
    prank:
      'EpicSomersaultEntrance SomersaultPhotobomb SomersaultCameo ForwardRollFarewell SneakySomersaultHello SomersaultGiftDelivery',
    educational:
      'SomersaultPhysics SafeSomersault101 SomersaultVsFlip TuckSpinScience WhyWeGetDizzy TeachASomersault',
    cooking:
      'PancakeSomersault SomersaultSwissRoll OmeletteSomersault SomersaultGingerbread RolyPolyPudding FlipTheFrittata',
    travel:
      'SomersaultOnTheBeach RollDownTheDunes SomersaultAtEveryStop TumbleInTheTulips SomersaultPostcard SnowAngelSomersault',
    fashion:
      'SomersaultOutfitSwap TumbleReadyFit SomersaultProofHair SomersaultGymSet ForwardRollFashion LeotardLegend',
    wellness:
      'SomersaultInnerChild RollAwayTheStress OneSomersaultADay SomersaultJoyBreak BarefootGrassTumble FearlessSomersault',
    speed:
      'SomersaultsIn30 SomersaultRelay TumbleToTheFinish SomersaultDizzyDash FastForwardRoll BeatMySomersaultCount',
    music:
      'SomersaultOnTheBeat DrumRollSomersault BigTopSomersault SadTromboneSomersault CymbalCrashLanding SomersaultSoundtrack',
    art: 'SomersaultLightTrail FlipbookSomersault ClaymationSomersault SomersaultInSixFrames StickFigureTumble SomersaultSilhouette',
    tech: 'SomersaultCloneEdit SomersaultAIFormCheck SlowMoSomersault GoProSomersault RewindTheRoll SmartwatchSomersault',
    pet: 'PetCopiesMySomersault CatJudgesMySomersault RollOverRover TeachMyDogASomersault SomersaultZoomies PawsAndSomersaults',
    gaming:
      'DoABarrelRoll SomersaultEmote SomersaultCombo SomersaultSpeedrun PlatformerSomersault SomersaultHighScore',
  },
  'driving test': {
    dance:
      'DrivingTestPassDance ParallelParkShimmy DoTheThreePointTurn ShakeItOffRoadTest DrivingTestStrut DrivingTestHandJive',
    fitness:
      'TenAndTwoArmHold MirrorSignalSquat DrivingTestNeckRolls RoadTestReadyReps DrivingTestJitterJog LearningToDriveLunges',
    prank:
      'DrivingTestBalloonCar NewDriverSurprise FirstKeysBowReveal GiantDrivingLicense DrivingTestStickyNotes RoadTestHonkParade',
    educational:
      'GuessTheRoadSign BlindSpotScience DrivingTestPopQuiz PassYourDrivingTest DrivingTestMythBusters DrivingTestRightOfWay',
    cooking:
      'RoadSignCookies TrafficLightSkewers DrivingTestDonuts DrivingTestPassCake DrivingTestCupcakes DrivingTestBreakfast',
    travel:
      'DrivingTestToRoadTrip DrivingTestVictoryLap LicenseToRoam DrivingTestDayOut DrivingTestBeachCruise DriveToGrandmas',
    fashion:
      'DrivingTestFitCheck LuckyDrivingTestOutfit LicensePhotoGlowUp DrivingTestSunglasses RoadTestKeychainFlex ImpressTheExaminer',
    wellness:
      'CalmBeforeTheTest RoadTestBoxBreathing DrivingTestPepTalk MirrorSignalBreathe DrivingTestRetakeReset DrivingTestSleepEarly',
    speed:
      'RoadSignSpeedRound DrivingTestRapidFire DrivingTestBuzzerQuiz HighwayCodeBlitz BeatTheDrivingExaminer DrivingTestCockpitDash',
    music:
      'PassedMyTestSong DrivingTestAnthem BlinkerBeat DrivingTestDrumroll RoadTestCarpoolKaraoke DrivingTestTheMusical',
    art: 'DrivingTestComic PaintYourOwnRoadSign FirstCarPortrait DrawTheDrivingExaminer DrivingTestScrapbook PassedDrivingTestCard',
    tech: 'DrivingTestSimulator DashCamFirstDrive ParkingSensorsOnly RoadTestVRLesson AIDrivingExaminer DrivingTestAppShowdown',
    pet: 'DrivingTestDogSeatbelt BarkIfIPassed RoadTestPupCopilot CatApprovesMyDriving DrivingTestPawsUp FirstRideWithMyPet',
    gaming:
      'DrivingTestInGTA DrivingTestSim RoadTestVsMarioKart EuroTruckDrivingTest ParallelParkBossLevel DrivingTestHardMode',
  },
  november: {
    dance:
      'DoTheTurkeyTrot NovemberTwoStep NovemberHoedown GobbleGroove NoShaveNovemberShimmy NovemberLeafShuffle',
    fitness:
      'NovemberTurkeyTrot GratitudePushUps EarnYourPie NovemberLeafRakeLunges NovemberStepStreak NovemberPlankADay',
    prank:
      'NovemberKidsTableSwap TurkeyHatAtDinner NovemberPlaceCardPuns NovemberLeafPilePopUp SkipNovember FakeMustacheNovember',
    educational:
      'WhyNovemberMeansNine NovemberMeteorShower ThanksgivingTrivia VeteransDayStories NovemberBirdMigration NovemberSunsetScience',
    cooking:
      'NovemberPieBakeOff FriendsgivingPotluck NovemberLeftoverRemix CanOrScratchCranberry NovemberSoupSunday NovemberMulledCider',
    travel:
      'NovemberLeafPeeping NovemberParadeFrontRow CranberryBogTour HomeForThanksgiving NovemberOffSeasonTrip NovemberPlymouthRock',
    fashion:
      'NovemberFlannelFit SweaterWeatherCheck FriendsgivingOutfit NoShaveNovemberStyle NovemberCozyKnits NovemberLayerUp',
    wellness:
      'ThirtyDaysOfThanks NovemberThankfulJar NovemberHygge NovemberSlowDown CandlelitNovember FourPMSunsetWalk',
    speed:
      'NovemberLeafBagRace NovemberTableSetRelay NovemberPeelOff NovemberDishDash TurkeyTrotSprint GravyWhiskBlitz',
    music:
      'NovemberRainCover GobbleBeatbox NovemberAcousticSet SingYourNovemberThanks NovemberFiddleHoedown FriendsgivingJam',
    art: 'HandTurkeyGlowUp NovemberLeafWreath ThankfulTreeCraft GourdgeousNovember NovemberPlaceCardArt NovemberSketchADay',
    tech: 'NovemberPhotoDump AIPlansFriendsgiving BlackFridayGadgetTest NovemberTimelapse NovemberAppDeclutter NovemberSmartKitchen',
    pet: 'NovemberPetTurkeyHat NovemberLeafZoomies PawsitivelyThankful NovemberFlannelPup NovemberCatNapMarathon PuppyFootballFetch',
    gaming:
      'FriendsgivingGameNight NovemberKidsTableCup NovemberBacklogBlitz NovemberJigsawMarathon NovemberScrabbleOff CodenamesAfterDinner',
  },
  'fire station': {
    dance:
      'FireStationBootStomp StopDropAndGroove FirehouseFunk FireStationSirenSway FireStationLineDance TipYourHelmet',
    fitness:
      'TrainLikeAFirefighter FireStationStairClimb FireStationTireFlips HoseDragHustle FirehouseBootCamp FireStationFitTest',
    prank:
      'SurpriseTheFirehouse FireStationPizzaDrop FireStationKidsBanner ThankYouNoteBrigade DalmatianPlushMascot FireStationMysteryBox',
    educational:
      'HowFireHydrantsWork WhyEnginesAreRed FireStationSafetyQuiz FireStationTruckTour WhyFirehouseDalmatians FireStationEscapePlan',
    cooking:
      'FiveAlarmChili FireStationPancakes FirehouseCookOff FireEngineRedVelvet FireStationCornbread FireStationBigPotMac',
    travel:
      'FireStationOpenHouse HarborFireboatRide OldestFirehouseHunt FireStationPassport VintageEngineSpotting FireStationTownParade',
    fashion:
      'FirehouseFitCheck FireEngineRedLook FireStationGearTryOn FireStationSuspenders DalmatianSpotsOutfit FireStationBootStyle',
    wellness:
      'FireStationGratitude SafetyCheckSunday FirehouseThankYouWalk CalmHomeFireDrill FireStationFamilyPlan FireStationQuietHour',
    speed:
      'FireStationGearUpRace StopDropRollRelay BucketBrigade FireStationHoseSprint FirehouseBootsOnBlitz FireStationDrillTimer',
    music:
      'FireStationSirenRemix BucketDrumBrigade FirehouseBellBeat FireStationBagpipes FirefighterAnthem FireStationHornSection',
    art: 'FireStationMural FireStationLegoBuild DalmatianDotPainting DrawAFireEngine FirehouseHelmetArt FireStationSketchWalk',
    tech: 'ThermalCameraTest SmokeDetectorBuild FireStationDroneScout FirehouseGadgetTour FireStationRadioCodes FireStationVRTraining',
    pet: 'FireStationMascotPup SpotTheDalmatian FirehouseDogDay FireStationPetSafety WindowRescueSticker FireStationKittyVisit',
    gaming:
      'FlashPointBoardGame FireStationHoseTarget FirehouseTriviaNight FireStationRescueRun SirenMemoryMatch FireStationSimulator',
  },
  frost: {
    dance:
      'JackFrostJig FrostFreezeFrame FrostCrunchStep DefrostDance IcicleTwirl ShakeOffTheFrost',
    fitness:
      'FirstFrostJog JumpingJackFrost FrostCrunchLunges FrostAndFireHIIT DefrostYourMuscles FrostHikeIntervals',
    prank:
      'FrostHeartWindshield JackFrostWasHere SecretFrostScraper HotCocoaDoorstep FrostFairyVisit FrostWindowMessage',
    educational:
      'HowFrostForms DewVsFrost FrostCrystalCloseUp BeatTheFirstFrost HoarVsRimeIce WhyFrostLooksLikeFerns',
    cooking:
      'FrostTheCupcakes FrostedSugarCookies FirstFrostSoup FrostingFaceOff JackFrostHotCocoa FrostyFrappe',
    travel:
      'FrostyForestHike ChaseTheFirstFrost HoarfrostHunt FrostCoveredVineyard FrostLaplandTrip IcyLakeshoreVisit',
    fashion:
      'JackFrostGlam FrostQueenLook FrostedTipsComeback FrostyMorningLayers SilverShimmerScarf FrostBlueFitCheck',
    wellness:
      'FrostMindfulWalk FrostyWindowTea CrispAirBreathing FirstFrostGratitude WatchTheFrostMelt FrostCrunchGrounding',
    speed:
      'FrostScrapeRace WhoMeltsFrostFirst DefrostDash BundleUpBlitz WindshieldClearTimer JackFrostTag',
    music:
      'FrostyTheSnowmanCover FrostCrunchBeat JackFrostLullaby FrostIcicleChimes ColdBreathBeatbox FrostbiteBallad',
    art: 'FrostMacroPhoto FrostFernWatercolor PaintLikeJackFrost FrostedGlassArt FrostPatternSketch IceCrystalDoodle',
    tech: 'FrostTimelapse FrostAlertSensor PhoneMacroFrost DefrostHackTest AIPredictsFrost FrostThermalImaging',
    pet: 'FrostPawPrints PetFirstFrost FrostyMorningZoomies CatVsJackFrost FrostDogBootieWalk PuppyParkaCheck',
    gaming:
      'FrostGiantBossFight FrostMageDuel FrostpunkSurvival BeatTheIceLevel FrostSpellBuild JackFrostSpeedrun',
  },
  creek: {
    dance:
      'BrookBabbleBoogie CreekSplashGroove DoTheCreekRockHop UpTheCreekShuffle CreekWaderStomp CreeksideTwoStep',
    fitness:
      'CreekRockHopping CreekLogBalance CreekWadingWalk WadeAgainstTheFlow CreekToCrestHike StreamBankStretch',
    prank:
      'CreekToyFishFakeOut CreekFrogCroakGag CreekTreasureMap MessageInABrook PaintedStoneFind BigfootByTheCreek',
    educational:
      'CreekCritterScience CreekWaterTest WhereStreamsBegin WhyCreeksCurve CreekBugBingo WhyDoBrooksBabble',
    cooking:
      'CreeksidePicnic CreekChilledMelon CreekTroutCookout SmoresByTheCreek WatercressSalad BabblingBrookBrunch',
    travel:
      'HiddenCreekHunt CreekSwimmingHole UpTheCreekWithAPaddle FollowTheCreek CoveredBridgeQuest WaterfallDayTrip',
    fashion:
      'CreekWaterShoesFit CreekBucketHat CuffedForTheCreek TrailSandalCheck CreekChic WadeReadyLook',
    wellness:
      'BabblingBrookCalm CreekFeetSoak CreekStoneBalance GoWithTheFlow TenMinutesByTheCreek CreeksideJournaling',
    speed:
      'CreekDuckRace PoohsticksShowdown CreekStoneSkipCount CreekRockHopRelay BeatTheCreekCurrent LeafBoatSprint',
    music:
      'CreekBabbleBeat FrogChorusLoop CreekRockRhythm RecordTheCreek StrumByTheBrook CreekHarmonicaTune',
    art: 'PaintWithCreekWater CreekStoneCritters SilkyCreekShot DriftwoodMobile StreamsideSketch CreekClaySculpt',
    tech: 'CreekUnderwaterCam CreekDroneFlyover CreekFlowSensor ListenUnderTheCreek GPSMapTheCreek CreekWaterQualityKit',
    pet: 'CreekDogSplash CreekWadingPup FetchFromTheCreek CreekKittyHarness RetrieverMinnowChase PawsInTheBrook',
    gaming:
      'RiverCrossingPuzzle CreekFishingMiniGame MinecraftCreekBuild CreekSurvivalMode TheCreekIsLava PokemonCreekHunt',
  },
  housewarming: {
    dance:
      'NewHomeHustle HousewarmingConga RaiseTheRoofDance HouseTourTwoStep HousewarmingShuffle HousewarmingDisco',
    fitness:
      'HousewarmingBoxSquats PivotTheSofa HousewarmingStairLaps HousewarmingYogaFlow LiftWithYourLegs NewHouseHIIT',
    prank:
      'SurpriseHousewarming HousewarmingPlantDrop DoorstepBreadAndSalt HousewarmingBalloons WelcomeWagonAmbush HousewarmingGnome',
    educational:
      'WhyBreadAndSalt HousewarmingTraditions HousewarmingToolkit101 WhyWeWarmNewHouses HousewarmingGiftQuiz HowToFindAStud',
    cooking:
      'NewKitchenFirstBake HousewarmingPotluck PizzaOnTheBoxes HouseShapedCake HousewarmingCasserole HousewarmingCookieTin',
    travel:
      'HousewarmingCafeScout TouristInMyNewTown MeetTheNeighborhood HousewarmingRoadTrip HousewarmingParkFind HousewarmingBlockWalk',
    fashion:
      'HousewarmingHostLook CozyHousewarmingFit ApronAndHoops DressedToUnpack HousewarmingSlippers HousewarmingDressCode',
    wellness:
      'HousewarmingBlessing HousewarmingGratitude HousewarmingIntentions LightTheFirstCandle SlowCoffeeNewHouse UnpackSlowly',
    speed:
      'HousewarmingCountdown BoxFlattenBlitz HousewarmingUnpackDash FlatPackFaceOff TenMinuteHouseTidy HousewarmingSetupRace',
    music:
      'SingInTheEmptyRoom HousewarmingJamSession HouseMusicHousewarming HousewarmingFirstSpin NewHomeKaraoke HousewarmingDuet',
    art: 'HousePortraitSketch HousewarmingFramedKey PaintAWelcomeMat HandLetterTheAddress HousewarmingWallArt HousewarmingGiftCraft',
    tech: 'RobotVacuumFirstRun WiFiNamePuns SmartHouseSetup HousewarmingLightShow HousewarmingTechTour HousewarmingGadgetGift',
    pet: 'HousewarmingPetTour CatInspectsTheHouse KittenFindsBestWindow HousewarmingSniffTest BoxFortForKitty HousewarmingPawPrints',
    gaming:
      'HousewarmingGameNight NewHomeLanParty EscapeTheBoxMaze HouseFlipperIRL HousewarmingCharades HousewarmingPictionary',
  },
  gorilla: {
    dance:
      'GorillaStomp GorillaGroove ChestBeatDrop GorillaKnuckleShuffle SilverbackSway DanceLikeAGorilla',
    fitness:
      'GorillaCrawlCircuit GorillaGripHang GorillaRowOff SilverbackStrength BeatYourChestPushUps GorillaSquatHold',
    prank:
      'GorillaSuitSurprise SneakyPlushGorilla GorillaPhotobomb BananasEverywhere GorillaZoomCameo GorillaDeliveryGuy',
    educational:
      'HowStrongIsAGorilla GorillaSignLanguage 98PercentGorilla WhyGorillasBeatChests GorillaDietQuiz SaveTheGorillas',
    cooking:
      'GorillaBreadBake GorillaGreenSmoothie JungleBananaPops GorillaSizedPancakes GorillaTrailMix GoApeBrownies',
    travel:
      'GorillaTrekking ZooGorillaVisit GorillasInTheMistTour GorillaSanctuaryDay MeetTheSilverback RwandaBucketList',
    fashion:
      'GorillaSuitGlowUp SilverbackHairStreak GorillaGraphicTee GorillaFitCheck GoApeForBeanies GorillaPrintHoodie',
    wellness:
      'GorillaChestTap SilverbackCalm GentleGorillaMode LazyGorillaSunday GorillaSunBask ForestBathingWalk',
    speed:
      'GorillaCrawlSprint BananaPeelRace GorillaSuitChangeDash GorillaChestBeatsIn10 GorillaPuzzleRush VineSwingRelay',
    music:
      'GorillaChestDrum GorillaBeatbox GorillaHumming GorillazCover SilverbackSoul RainforestSoundscape',
    art: 'SilverbackCharcoal GorillaPaperMask GorillaClaySculpt OneLineGorilla GorillaLinoPrint GorillaPopArt',
    tech: 'GorillaARFilter GorillaVoiceChanger GorillaCamTrap GorillaGlassDropTest BuildAGorillaBot DroneSpotsGorillas',
    pet: 'PetGorillaCostume GorillaPlushTug DogHearsAGorilla GentleGiantPup GorillaToyHideSeek MyCatTheSilverback',
    gaming:
      'GorillaTagSpeedrun GorillaBarrelDodge GorillaBossBattle DonkeyKongHighScore GorillaVineRace JungleLevelRun',
  },
  'sleeping bag': {
    dance:
      'DoTheSleepingBagWorm CaterpillarGroove SleepingBagShimmy SleepingBagBunnyHop SleepingBagMermaid ZipUpAndGetDown',
    fitness:
      'SleepingBagHops SleepingBagCrunches CampCoreCircuit SleepingBagInchworm SleepingBagLegRaises SackRaceCardio',
    prank:
      'TeddyInTheBag SleepingBagStowaway SleepingBagTreatStash TinySleepingBagSwap PreWarmedSleepingBag SleepingBagBalloons',
    educational:
      'HowSleepingBagsWork DownVsSyntheticFill WhyMummyBagsAreWarmer SleepingBagTempQuiz SleepingBagMythBusters SleepingBagLoft101',
    cooking:
      'PigsInSleepingBags SleepingBagBurritos SleepingBagTaquitos SleepingBagCrepes TuckedInTortillas SleepoverSmores',
    travel:
      'StargazeAndSnooze SleepingBagRoadTrip NightAtTheMuseum SleepingBagTreehouse SleepingBagDesertCamp SleepingBagOnTheBeach',
    fashion:
      'SleepingBagCoat SleepingBagOnesie CozyCampFit PufferOrSleepingBag SleepingBagRunway WearableSleepingBag',
    wellness:
      'CozyCocoonBreathing SleepingBagStargaze SleepingBagReadingNook UnplugAndZipUp SleepingBagRainSounds BackyardSleepingBag',
    speed:
      'SleepingBagPackIn60 ZipAndHopRace StuffSackSprint SleepingBagRollOff SleepingBagWormRelay SleepingBagFoldBlitz',
    music:
      'SleepingBagLullaby CampfireSongCircle SleepingBagZipperBeat SleepingBagSingalong SpookyStorySoundtrack SleepingBagHarmonica',
    art: 'SleepingBagStopMotion SleepingBagPatchArt TentLanternPhoto GlowStickLightPainting SleepingBagFabricPaint SleepingBagCampScene',
    tech: 'HeatedSleepingBagTest NightSkyAppCampout SleepingBagTempLogger SleepingBagPowerBank ThermalCamSleepingBag SolarLanternShowdown',
    pet: 'CatInMySleepingBag PetSleepingBagNap DogCampoutCuddle SleepingBagPupBurrow WhoStoleMySleepingBag SleepingBagTunnelRun',
    gaming:
      'SleepingBagWerewolf UnoByFlashlight SleepingBagGameNight SleepingBagTruthOrDare LastOneAwakeWins SleepingBagCoopQuest',
  },
  'fitted sheet': {
    dance:
      'FittedSheetTango WaltzWithAFittedSheet CornerPopShuffle FittedSheetGhostDance FittedSheetFlamenco FittedSheetLimbo',
    fitness:
      'FittedSheetTugOfWar KingSizeCardio MakeTheBedWorkout FittedSheetLiftAndTuck FittedSheetWrestling FittedSheetBattleRope',
    prank:
      'WrongSizeFittedSheet FakeFoldedFittedSheet FittedSheetBalloonBed DinoFittedSheetSwap InsideOutFittedSheet FittedSheetGhost',
    educational:
      'HowToFoldAFittedSheet WhyFittedSheetsPopOff ThreadCountTruth FittedSheetHistory FittedSheetGeometry PercaleVsSateen',
    cooking:
      'FoldLikeAFittedSheet FittedSheetPicnic FittedSheetBurrito FittedSheetCrepes LaundryDayBakeOff NoCrumbsFittedSheet',
    travel:
      'FittedSheetBeachHack CampingFittedSheet HostelBunkBattle HotelFittedSheetFold VanLifeFittedSheet PackingAFittedSheet',
    fashion:
      'FittedSheetToga FittedSheetRunway FittedSheetFitCheck FittedSheetCape BedsheetCouture MatchYourFittedSheet',
    wellness:
      'FreshSheetsFriday FittedSheetReset FittedSheetZenFold LavenderFittedSheet FittedSheetSleepRitual NoRageBedMaking',
    speed:
      'FittedSheetFoldRace FittedSheetIn30 OneHandedFittedSheet FittedSheetRelay KingSizeSpeedrun FourCornersFast',
    music:
      'OdeToTheFittedSheet FittedSheetBlues FittedSheetOpera FittedSheetSnapBeat SingWhileYouFold CornerPopPercussion',
    art: 'FittedSheetTieDye FittedSheetShadowShow FittedSheetBackdrop StencilAFittedSheet QuiltFromFittedSheets SheetGhostPhotoshoot',
    tech: 'RobotFoldsAFittedSheet FittedSheetSlowMo AIExplainsFittedSheets BackyardSheetCinema SheetSuspenderTest TimeLapseFittedSheet',
    pet: 'DogVsFittedSheet CatUnderTheFittedSheet FittedSheetZoomies PetHelpsMakeTheBed FittedSheetNapThief FittedSheetPeekaboo',
    gaming:
      'FittedSheetBossFight FittedSheetSpeedrun HardModeFittedSheet FittedSheetParachute FittedSheetSideQuest CornerFourUnlocked',
  },
  'traffic cone': {
    dance:
      'TrafficConeStrut ConeZoneGroove OrangeConeShuffle TrafficConeFreeze TrafficJamDanceOff TrafficConeWeave',
    fitness:
      'TrafficConeAgility BearCrawlTrafficCones ZigZagConeDrill TrafficConeSquatTouch RushHourCardio TrafficConeShuttleRun',
    prank:
      'TinyTrafficConeArmy GooglyEyeTrafficCone HallwayTrafficJam ConeOffTheirDesk DetourToTheSnacks TrafficConeLampshade',
    educational:
      'WhyConesWearOrange HowTrafficConesAreMade FirstTrafficConeEver TrafficConeGeometry TrafficSignQuiz WhyConesGlowAtNight',
    cooking:
      'IceCreamTrafficCone CandyCornTrafficCones TrafficConeCupcakes TrafficJamToast PizzaConeZone TrafficConeFruitCups',
    travel:
      'TrafficConeBingo TrafficJamGames GiantTrafficConeVisit TakeTheScenicDetour TrafficConeRoadTrip OrangeConeSpotting',
    fashion:
      'DressLikeATrafficCone TrafficConeRunway HiVisHighFashion TrafficConeBucketHat OrangeYouGladFit TrafficConeColorBlock',
    wellness:
      'TrafficConeBoundaries DetourNotDeadEnd TrafficJamBreathing TrafficConeSlowZone ConeOfCalm TrafficConeSelfCare',
    speed:
      'TrafficConeStackUp FlipTheTrafficCone TrafficConeRingToss ConeSlalomSprint TrafficLightReflexes RushHourRelay',
    music:
      'TrafficConeMegaphone TrafficConeDrumKit TrafficJamSession CarHornSymphony EchoThroughTheCone TrafficConeTrumpet',
    art: 'TrafficConePopArt TrafficConeStopMotion TrafficConeSculpture LonelyConePhotoWalk TrafficConeTotemPole ConeHeadPortraits',
    tech: 'SmartTrafficCone TrafficConeSpeaker TrafficConeRobot LightUpTrafficCone AISpotsEveryCone TrafficConeDroneRace',
    pet: 'ConeOfShameGlowUp TrafficConeTreatHunt KittenVsTrafficCone PuppyConeWeave BunnyHopTrafficCones ParrotOnATrafficCone',
    gaming:
      'TrafficConeBowling TrafficJamPuzzle TrafficConeKartTrack MiniTrafficConeGolf CaptureTheCone ConeHoopla',
  },
  'joy buzzer': {
    dance:
      'JoyBuzzerJolt JoyBuzzerShimmy JoyBuzzerElectricSlide ShockwaveShuffle BuzzToTheBeat PassTheJoyBuzzer',
    fitness:
      'JoyBuzzerReflexTest EveryBuzzABurpee HandshakePlank JoyBuzzerGrip JoyBuzzerJumpingJacks JoyBuzzerSquatDare',
    funny:
      'JoyBuzzerJobInterview JoyBuzzerSlowMo JoyBuzzerBackfires RateTheJolt GrandpasJoyBuzzer JoyBuzzerDeadpan',
    educational:
      'HowAJoyBuzzerWorks BuildAJoyBuzzer JoyBuzzerHistory WhyWeFlinch IsItReallyElectric JoyBuzzerMythBust',
    cooking:
      'TastesLikeAJoyBuzzer SichuanPepperJoyBuzzer JoyBuzzerSourCandy JoyBuzzerFizzDrink PopRocksBark ShockinglySpicy',
    travel:
      'JoyBuzzerRoadTrip GagShopCrawl JoyBuzzerBoardwalk MagicStoreJoyBuzzer PackAJoyBuzzer JoyBuzzerSouvenir',
    fashion:
      'JoyBuzzerRing SpotTheJoyBuzzer PranksterChic JoyBuzzerSuitUp HiddenJoyBuzzerFit JoyBuzzerGloves',
    wellness:
      'BuzzOfHappiness JoyBuzzerLaughBreak SparkJoyBuzzer JoyBuzzerSmileCount JoyBuzzerKindPranks GiggleReset',
    speed:
      'JoyBuzzerQuickDraw JoyBuzzerDodge TagWithAJoyBuzzer FastestWindUp HandshakeBlitz JoyBuzzerRelay',
    music:
      'JoyBuzzerBassDrop JoyBuzzerKazooDuet RemixTheJoyBuzzer BuzzBeatbox ShockRock JoyBuzzerJingle',
    art: 'JoyBuzzerComicStrip JoyBuzzerPopArt JoyBuzzerStopMotion DrawTheZap ShockedSelfPortrait PaintedJoyBuzzer',
    tech: 'JoyBuzzerTeardown 3DPrintAJoyBuzzer SmartJoyBuzzer HapticHandshake ArduinoJoyBuzzer CodeAJoyBuzzerGame',
    pet: 'PawShakeNotJoyBuzzer HighFiveYourPup CatStealsTheJoyBuzzer ParrotCopiesJoyBuzzer PetJudgesMyJoyBuzzer DogHearsTheBuzz',
    gaming:
      'JoyBuzzerHotPotato JoyBuzzerTruthOrDare BuzzInToWin JoyBuzzerPokerFace WrongAnswerJoyBuzzer WhoHasTheJoyBuzzer',
  },
  magnet: {
    dance:
      'OppositesAttractDance MagnetSnapStep NorthSouthShuffle MagnetRepelSlide StuckLikeMagnets MagneticMirrorMoves',
    fitness:
      'MagnetPullUps MagnetMirrorMoves OppositesAttractAbs MagnetPairSquats NorthPoleSprints MagneticCoreCrunch',
    funny:
      'MagneticPersonality FridgeMagnetDrama MagnetKeyFishingFail MagnetTierList MagnetHandsSkit MomsMagnetCollection',
    prank:
      'FridgeMagnetMessage MagnetPoetryLoveNote MagnetMysteryMove GooglyEyeMagnets FaceMagnetTakeover MagneticSlimeCreep',
    cooking:
      'MagnetShapedCookies HorseshoePretzels FridgeMagnetMealPlan MagneticSpiceRack OppositesAttractSnacks MagnetCerealIronHunt',
    travel:
      'OneMagnetPerTrip MagneticHillVisit NorthernLightsChase MagnetCompassHike FridgeMagnetMap WorldsWeirdestMagnet',
    fashion:
      'CatEyeMagnetNails MagnetEarrings FridgeMagnetBrooch StyleThatAttracts HorseshoeCharmLook MagneticClaspHack',
    wellness:
      'MagneticSandZen MagnetPoetryHaiku MagnetGratitudeBoard AttractTheGood MagnetHabitTracker FerrofluidCalm',
    speed:
      'MagnetPaperclipChain MagnetPickupRace MagnetTowerStack MagneticOrNotBlitz FridgeMagnetSpeedrun SortMetalInSixty',
    music:
      'OppositesAttractDuet MagnetSpeakerBuild MagnetTapeMixtape MagneticPickupDemo MagnetLoveSong StuckOnYouCover',
    art: 'PaintWithMagnets MagneticMarbleArt MagnetBeardPortraits FerrofluidSculpture FridgeMagnetMosaic MagnaDoodleMasterpiece',
    tech: 'MagnetLevitation MagnetMotorBuild HomemadeCompass MagnetMaglevTrain HardDriveMagnetHunt FloatItWithMagnets',
    pet: 'PetPhotoMagnets CatKnocksOffMagnets PawPrintMagnets MagnetSafeHouseCheck MagneticPuppyLove FurMagnetSweater',
    gaming:
      'MagnetFishingGame MagneticMazeRun MagnetTravelChess DartsWithMagnets KlaskTableDuel MagnetoBossBattle',
  },
  textbook: {
    dance:
      'ChapterBreakDance HighlighterHop TextbookShuffle TextbookBalanceAct TextbookPirouette TextbookBeatDrop',
    fitness:
      'TextbookCurls TextbookSquatPerPage HeavyTextbookPress TextbookLungeAndRead BookOnHeadPosture BackpackStackRows',
    funny:
      'TextbookPriceShock HighlightedEverything TextbookStockPhotos WhoBuys60Watermelons TextbookNeverOpened TextbookMarginNotes',
    prank:
      'TextbookCoverSwitch TextbookHiddenMeme ComplimentBookmark DeskDonutDrop StickyNoteTextbook PhotobombTheTextbook',
    cooking:
      'TextbookCakeReplica TextbookFractionPizza BakingIsChemistry TextbookBrainFood RecipeFromATextbook CookTheHistoryChapter',
    travel:
      'TextbookToRealLife TextbookLandmarkHunt RoadTripTheChapter TextbookMuseumMatch FindTheTextbookCover FieldGuideHike',
    fashion:
      'BookwormFitCheck CardiganAndCoffee TextbookDarkAcademia TextbookNerdChic TextbookTotebag TextbookCoverCouture',
    wellness:
      'ChapterAtATime SlowReadSunday TextbookEyeBreak TextbookPomodoro TextbookMindfulStudy TextbookSunlitCorner',
    speed:
      'TextbookIndexRace ChapterQuizSprint TextbookGlossaryBlitz TextbookSpeedRead TextbookPageHunt HighlighterTimeTrial',
    music:
      'TextbookRapSummary ChapterRecapJingle TextbookMnemonicMelody SingTheTextbook TextbookAcapella FormulaFreestyle',
    art: 'TextbookBlackoutPoetry MarginComicStrip TextbookDoodles TextbookCoverArt OldTextbookSculpture DiagramGlowUp',
    tech: 'StudyAppShowdown EReaderVsPaperTest TextbookARDiagrams AIQuizzesMyTextbook TextbookToPodcast TextbookDigitalNotes',
    pet: 'CatSitsOnMyTextbook MyDogAteMyHomework PupNudgesForRecess TextbookPetStudyBuddy ParrotLearnsMyTextbook TextbookTreatBreak',
    gaming:
      'ChapterBossBattle FactCardDuel TextbookTrivia TextbookJeopardy TextbookBingo TextbookTreasureHunt',
  },
  'first aid': {
    dance:
      'CPRToTheBeat StayinAliveStep FirstAidKitShuffle BandageWrapTwirl FirstAidFreestyle FirstAidRecoveryRoll',
    fitness:
      'RescueDragDrill CPRManikinCardio FirstAidStretcherCarry FitForFirstAid LifeguardFitnessTest FirstAidHikeReady',
    funny:
      'BandageForEverything KissItBetterCure FirstAidPaperCutPanic FirstAidMomDiagnosis FirstAidKitDrama RubSomeDirtFirstAid',
    prank:
      'CartoonBandageSwap GetWellBalloonDrop FirstAidLollipopStash FirstAidJokeNotes FirstAidGiggleBox FirstAidKitGlowUp',
    cooking:
      'GetWellSoup ElectrolytePopsicles FirstAidKitCookies FirstAidCrossCake KitchenBurnFirstAid FirstAidKnifeSafety',
    travel:
      'PackYourFirstAidKit FirstAidBlisterCare FirstAidSunburnRelief AltitudeSicknessTips DontLeaveWithoutIt FirstAidTrailReady',
    fashion:
      'FirstAidKitBeltBag ReadyForAnythingFit FirstAidPatchJacket FirstAidScrubsStyle MedicAlertCharm CuteFirstAidPouch',
    wellness:
      'MentalHealthFirstAid FirstAidSelfCare FirstAidGrounding SteadyVoiceTraining KeepCalmCarryAKit FirstAidBreathingDrill',
    speed:
      'BandageWrapSprint FirstAidSlingSpeedrun FirstAidSplintDash FirstAidKitPackRace RecoveryPositionIn10 CPRCheckRapidFire',
    music:
      'StayinAliveCPR FirstAidStepsRap FirstAidJingle BabySharkTempo PushToTheBeat FirstAidBeatbox',
    art: 'FirstAidComicGuide FirstAidInfographic BandageCollage FirstAidStickFigures FirstAidKitMakeover SafetyPosterArt',
    tech: 'EmergencySOSSetup FallDetectionTest FirstAidAppDrill FirstAidAEDFinder FirstAidMedicalID AICoachesCPR',
    pet: 'PawsitiveFirstAid FirstAidForDogs PetCPRBasics FirstAidPawBandage FirstAidTickCheck VetHotlineReady',
    gaming:
      'FirstAidEscapeRoom FirstAidTrivia FirstAidScenarioCards GrabTheMedkit FirstAidRolePlay HealthPotionIRL',
  },
  boomerang: {
    dance:
      'BoomerangSpin BoomerangCatchPose BoomerangLoopDance BoomerangMoonwalk ComeBackBoogie ReturnToTheRhythm',
    fitness:
      'BoomerangCatchDrill BoomerangCoreTwists BoomerangFieldSprints SquatTillItReturns BoomerangThrowLunges OutAndBackBurpees',
    funny:
      'BoomerangNeverCameBack WaitForItBoomerang BoomerangDuckReflex BoomerangTreeStuck MyExIsABoomerang HowNotToThrowIt',
    prank:
      'ItAlwaysComesBack BoomerangGiftSwap ReturnToSender BoomerangNoteSurprise TheBoomerangMug BoomerangSockSaga',
    cooking:
      'BoomerangCookies OutbackDamperBread BoomerangCroissant BananaBoomerangSplit AnzacBoomerangs ShrimpOnTheBarbie',
    travel:
      'BoomerangBeachThrow BoomerangWorkshop OutbackSunsetWalk BoomerangCulturalTour BoomerangDownUnder AussieBoomerangQuest',
    fashion:
      'ComebackFitCheck Y2KBoomerangStyle BoomerangEarringsDIY BoomerangRetroPattern BoomerangSunHat BoomerangVideoOOTD',
    wellness:
      'BoomerangKindness ItComesBackAround BoomerangPatience BoomerangGratitude LetGoAndItReturns BoomerangBreathwork',
    speed:
      'FastestBoomerangReturn BoomerangCatchStreak BoomerangRelay RaceYourBoomerang PerfectTenChallenge BoomerangBlitz',
    music:
      'BoomerangClapSticks BoomerangWhooshBeat CallAndReturnJam BoomerangEchoSong LoopPedalBoomerang ComeBackChorus',
    art: 'BoomerangLightTrail PaintedBoomerang BoomerangWoodBurn PaperBoomerangFold CaptureTheReturnArc DesignYourBoomerang',
    tech: '3DPrintedBoomerang BoomerangSlowMo BoomerangFlightTracker DroneVsBoomerang BoomerangWindTunnel LaserCutBoomerang',
    pet: 'SoftBoomerangFetch DogVsBoomerang BoomerangPuppyRecall TheCatCameBack BoomerangZoomies FrisbeeOrBoomerang',
    gaming:
      'BoomerangOnlyRun BoomerangTrickShot BoomerangBossBattle ZeldaBoomerangIRL HitEveryTarget MarioBoomerangBro',
  },
  boba: {
    dance: 'BobaBounce TapiocaTwist ShakeYourBoba BobaSipSway BobaStrawSpin BubbleTeaTwoStep',
    fitness:
      'EarnYourBoba BobaRunClub BobaCupCurls BobaPlankHold PearlsForPushUps WalkToTheBobaShop',
    funny:
      'BobaStrawStabFail LastBobaPearlStruggle BobaOrderDebate BobaBrainFreeze BobaToppingOverload MyBobaBudgetReveal',
    prank:
      'SurpriseBobaRun BobaLookalikeCake BobaCupKindNote GuessTheirBobaOrder JellyBeanBoba TapiocaGiftCard',
    educational:
      'HowBobaPearlsAreMade WhyBobaIsChewy BobaBornInTaiwan FromCassavaRoot BobaTeaTypesQuiz BobaScience',
    travel:
      'BobaShopCrawl BobaAroundTheWorld BobaOriginCafe BobaPassport TaipeiNightMarket HuntTheBestBoba',
    fashion:
      'MatchYourBobaOutfit MilkTeaTones BobaEarrings BobaPlushieBag BobaRunFitCheck BrownSugarOOTD',
    wellness:
      'MindfulBobaSip BobaFriendDate BobaTreatYourself BobaSundayRitual PauseForPearls HalfSugarHappiness',
    speed:
      'BobaOrderSpeedrun BobaPearlChopstickRace TapiocaRollBlitz BobaLidQuickDraw HomemadeBobaIn10 BubbleTeaTimeTrial',
    music: 'BobaCupShaker BobaShopLofi BobaSlurpBeat TapiocaASMR BubbleTeaBallad KpopBobaCover',
    art: 'BobaKawaiiDoodle BobaClayCharm BobaCrochetCup MilkTeaWatercolor BobaPearlPointillism DesignABobaSticker',
    tech: 'BobaRobotBarista BobaSealerTest BobaBlenderShowdown TrackMyBobaSpend AIRatesMyBoba BobaSlowMoDrop',
    pet: 'PetBobaCostume BobaSqueakyToy BobaPlushFetch CatVsBobaStraw HamsterTeaHouse BobaDateWithMyDog',
    gaming: 'BobaShopSim TapiocaTetris BobaOrderRush MatchThePearls BobaAndBoardGames BobaTycoon',
  },
  'pancake day': {
    dance:
      'PancakeDayShuffle BatterWhiskGroove PancakeDaySpatulaSpin ShroveTuesdayShimmy PancakeFlipFreeze SyrupSlideStep',
    fitness:
      'PancakeRaceTraining PancakeFlipLunges PancakeDayPanSquats BurnOffTheBatter PlankForPancakes ShroveTuesdaySprint',
    funny:
      'PancakeOnTheCeiling PancakeDayFlipFails FirstPancakeCurse PancakeToppingWars PancakeDayPanic LemonOrNutella',
    prank:
      'FeltPancakePrank PancakeBreakfastInBed PancakeDaySmileyFaces PancakeDayMessageStack SurprisePancakeTower ShroveTuesdayWakeUp',
    educational:
      'WhyPancakeDayExists WhyPancakesBubble PancakeDayOlneyRace PancakesAroundTheWorld WhatDoesShroveMean CrepeOrPancakeQuiz',
    travel:
      'PancakeDayCafeCrawl PancakesAcrossEurope OlneyPancakeRace PoffertjesInAmsterdam ParisCrepeStroll ShroveTuesdayRoadTrip',
    fashion:
      'PancakeDayApronLook ChefHatFlipFit PajamasAndPancakes MapleSyrupTones PancakeDayBrunchDress ShroveTuesdayStyle',
    wellness:
      'MindfulPancakeWhisk SlowPancakeDayMorning StackYourBlessings PancakeDayGratitude GiveItUpForLent PancakeDayFamilyTable',
    speed:
      'PancakeFlipsIn60 PancakeDayRelay PancakeDayStackRace PanInHandDash BatterToPlateIn5 PancakeDayToppingBlitz',
    music:
      'PancakeFlipToTheBeat PancakeDaySpatulaDrums PancakeDayJingle SweetSyrupSerenade BatterUpBallad PancakeSizzleASMR',
    art: 'SqueezeBottleDoodles PancakeArtPortrait PaintWithBatter PancakeDayStillLife PancakeDayFruitMosaic PancakeDayStencil',
    tech: 'PancakeDaySlowMoFlip PancakePrinterBot SmartPanShowdown PancakeDayThermalCam AIDesignsMyPancake PancakeDayGadgetTest',
    pet: 'PancakeDayPlushFetch DogSafePancakeStack PuppyEyesForPancakes CatJudgesMyFlip PetPancakeDayPose PancakeDayZoomies',
    gaming:
      'PancakeStackHighScore PancakeDayOrderRush OvercookedPancakeDay PancakeDayRhythmToss CookingMamaPancakes ShroveTuesdaySpeedrun',
  },
  spain: {
    dance:
      'FlamencoFaceOff SpainSevillanasSteps SpainPasodobleTwirl ClickClackCastanets SpainMacarenaRevival SpainFiestaStomp',
    fitness:
      'SpainCaminoWalk SpainBeachRun SpainMontserratClimb VueltaRideAlong PyreneesPeakBag SpainSunsetSwim',
    funny:
      'SpainLateDinnerShock SpainTwoKissGreeting SpainTortillaDebate TapasOrderingChaos SiestaSurvivalGuide SpainVsMyStomach',
    prank:
      'SurpriseSpainTrip SpainChurroDrop SpainFlamencoFlashmob SpainPostcardMystery SecretPaellaNight TapasTrayTakeover',
    educational:
      'AlhambraGeometry LearnSpanishInSpain SpainRegionsQuiz WhyGaudiNeverFinished SpainTomatinaExplained WhySpainEatsLate',
    cooking:
      'ChurrosConChocolate SpainTortillaFlip SpainPaellaAtHome SpainTapasTuesday PanTumacaBreakfast SpainGazpachoShots',
    fashion:
      'EspadrillesInSpain PolkaDotFeriaSkirt SpainFlamencoDress MadridToMarbellaFit SpainLinenShirtLook SpainStreetStyle',
    wellness:
      'SpainSiestaReset SpainPaseoEvening MediterraneanSeaDip SpainSunsetCalm LongLunchLikeSpain SlowLivingSpain',
    speed:
      'SpainInOneWeek SpainTrainSpeedrun SpainChurroDash SpainCitiesBlitz TapasTimeTrial PaellaBeatTheClock',
    music:
      'SpanishGuitarCover SpainFlamencoBeat SpainMacarenaMashup SpainRumbaJam BuskingInBarcelona SpainCastanetSolo',
    art: 'SpainInWatercolor SpainMosaicArt SpainTilePainting PaintLikePicasso MeltingClockDoodle SpainSketchbook',
    tech: 'TranslateMenuCamera DuolingoVsSpain SpainOfflineMapsPrep SpainTrainAppHack SpainTripTechKit AIPlansMySpainWeek',
    pet: 'ParrotSaysHola SpainBeachPup SpainStreetCats SpainPetPassport SpainPuppyPlaza TeachMyDogSpanish',
    gaming:
      'GeoGuessrSpainOnly ParchisTournament SpanishCardGames SpainTriviaNight SpainDominoesPlaza GuessThatSpainCity',
  },
  'hot air balloon': {
    dance:
      'HotAirBalloonSway UpUpAndAwayDance HotAirHipHop HotAirBalloonBasketBop FloatLikeABalloon HotAirBalloonLiftoff',
    fitness:
      'HotAirBalloonChaseRun BasketLiftSquats HotAirHIIT UpUpAndAwayJumps HotAirBalloonPackCarry HotAirBalloonSprints',
    funny:
      'WizardOfOzExit FullOfHotAir BumpyBasketTouchdown HotAirBalloonNerves HotAirBalloonDadJokes HotAirCowFieldLanding',
    prank:
      'HotAirBalloonSurprise SunriseWakeUpCall HotAirTicketHunt GuessWhereWereFlying HotAirBalloonBouquet HotAirBalloonMiniGift',
    educational:
      'WhyHotAirRises HotAirBalloonPhysics TheSheepFlewFirst SteerWithTheWind HotAirPioneersQuiz TeaBagHotAirBalloon',
    cooking:
      'HotAirBalloonCupcakes HotAirBalloonPicnic BalloonBasketBrunch HotAirPopcorn HotAirSouffle CloudNineMeringues',
    fashion:
      'HotAirBalloonRideFit UpUpAndAwayOutfit HotAirBalloonLayers HotAirColorBlock HotAirStripeSweater SkyHighStyle',
    wellness:
      'CloudsBelowGratitude HotAirHorizonGaze HotAirBalloonJournal LetItFloatAway HotAirBalloonStillness HotAirBalloonBreathing',
    speed:
      'LandingTargetToss BalloonFiestaDash HotAirBalloonSpotBlitz HotAirBalloonPackRace HotAirInflateTimer ChaseTheHotAirBalloon',
    music:
      'UpUpAndAwaySingAlong SkyHighSerenade HotAirBurnerBeat HotAirBalloonLofi HotAirBalloonAcoustic HotAirHarmonies',
    art: 'HotAirBalloonNightGlow HotAirPapierMache HotAirWatercolor BalloonFiestaPhotos SkyDotPainting HotAirBalloonMobile',
    tech: 'SolarBalloonLaunch BalloonFlightTracker HotAirBalloon360Cam HotAirBalloonGoPro HotAirAltimeterApp HotAirTimelapse',
    pet: 'HotAirBalloonBasketBed HotAirPetCostume DogVsHotAirBalloon HotAirKittyWatch SkyGazingPooch BalloonFiestaPupDay',
    gaming:
      'EightyDaysRun BalloonFightRetro HotAirSkyQuest HotAirBalloonTabletop HotAirHighScore HotAirBalloonSim',
  },
  'clock tower': {
    dance:
      'ClockTowerWaltz SalsaByTheClockTower TickTockShuffle FreezeAtTheChime ClockHandsChoreo ClockworkRobotDance',
    fitness:
      'ClockTowerStairClimb ClockTowerChimeSquats LungesToTheBells RunToTheClockTower AroundTheClockCircuit ClockTowerArmCircles',
    funny:
      'ClockTowerIsWrong BlameTheClockTower ClockTowerPOV BellsMadeMeJump GreatScottClockTower ForcedPerspectiveFail',
    prank:
      'MeetMeAtTheClockTower ClockTowerClueTrail FakeClockTowerChime SurprisePicnicAtNoon BigBenRingtoneSwap ClockTowerTimeCapsule',
    educational:
      'HowClockTowersWork WhyClocksUseIIII BigBenIsTheBell PennyOnThePendulum ClockTowerChimeMath WhyTownsHadClockTowers',
    cooking:
      'GingerbreadClockTower ClockFaceCookies ClockTowerCake ClockTowerPicnic TickTockTartlets BigBenBiscuits',
    fashion:
      'ClockTowerFitCheck ClockTowerTrenchCoat BowTieAtTheClockTower FobWatchGlowUp TimelessStyle ClockTowerGoldenHour',
    wellness:
      'BreatheWithTheBells SlowWalkToClockTower ClockTowerBenchPause ClockTowerPhoneFree TimeStandsStill ClockTowerGratitude',
    speed:
      'BeatTheClockTower ClockTowerStairBlitz RaceToTheClockTower ClockTowerSketchIn60 BeforeTheChimeEnds AroundTheClockRelay',
    music:
      'WestminsterChimeCover ClockTowerBellRemix TickTockBeat HumTheClockTowerTune RockAroundTheClock ClockTowerLullaby',
    art: 'ClockTowerWatercolor ClockTowerSilhouette PaperClockTowerModel MeltingClockTower FiveAnglesOneTower SketchTheClockTower',
    tech: 'AtomicVsClockTower ClockTowerDroneShot ClockTowerARTour ClockTower3DScan ArduinoClockTower SmartHomeBigBen',
    pet: 'DogWalkToClockTower SniffAroundTheClock ClockTowerPetPortrait CatNapAtNoon ClockTowerTreatBreak PupReactsToChimes',
    gaming:
      'EscapeTheClockTower BossFightClockTower ClockTowerBuildOff ClockTowerPlatformer MinecraftClockTower RaceAgainstTheClock',
  },
  ponytail: {
    dance:
      'WhipYourPonytail HighPonyGroove PonytailBounceStep ScrunchieWristWave PonytailHairFlip SwingThatPonytail',
    fitness:
      'PonytailStayUpTest HighPonyBootcamp PonytailJumpRope PonytailBounceRun PonytailPunchCombo HairUpGameOn',
    funny:
      'PonytailLetDownRelief HighPonyFaceLift PonytailSwingSlap DadDoesMyPonytail ScrunchieBlackHole PonytailBumpPatrol',
    prank:
      'PonytailRibbonSneak PonytailFlowerTuck ScrunchieGiftStash ClipOnPonytailSwap TwinningPonytails SurpriseBraidIn',
    educational:
      'PonytailPhysics WhyPonytailsSwing PonytailHistory HighPonyHairHealth WhoInventedScrunchies PonytailMythBusters',
    cooking:
      'PonytailBraidedBread PonytailPretzelTwist PonytailUpChefMode HighPonyCupcakes ScrunchieCookies PonytailPastaBraid',
    travel:
      'CapThroughTheBack PonytailBoatBreeze TopDownPonytail HighPonyHikeDay PonytailAirportLook OnePonytailTenCities',
    wellness:
      'LetYourHairDown PonytailScalpCare PonytailSilkSwap HighPonyConfidence PonytailFreeDay NoTightPonytails',
    speed:
      'PonytailOneHandRace FastestHighPony BraidBeforeTheBell PonytailIn3 BlindfoldPonytail PonytailRelay',
    music:
      'WhipMyHairCover HighPonyBeatDrop PonytailHeadbangRiff PonytailPopAnthem PonytailMetronome PonytailDrumSolo',
    art: 'PonytailYarnDoll PonytailMotionPhoto HighPonyPortrait PonytailSilhouette PaintWithYourPonytail HairRibbonCraft',
    tech: 'PonytailSlowMoFlip PonytailARTryOn HighPonyTransition PonytailGadgetShowdown AIRatesMyPonytail PonytailPhysicsSim',
    pet: 'PetChasesMyPonytail PonytailCatSwat PonytailPuppyTug PonyAndPonytail DogWearsMyScrunchie PonytailTeaserToy',
    gaming:
      'PonytailLaraCroftRun PonytailAvatarStyle PonytailPhysicsCheck BraidedHeroineSpeedrun PonytailCosplayBuild HighPonyHero',
  },
  kindness: {
    dance:
      'KindnessFlashMob DanceItForward JoySpreaderJig KindHeartsChoreo KindnessShimmy KindnessConga',
    fitness:
      'KindnessPloggingJog CarryTheirGroceries KindnessCharityMiles KindnessFunRun PayItForwardWorkout SweatForACause',
    funny:
      'NoYouGoFirst PoliteOffStandoff AggressivelyKind KindnessByMyKids KindnessDoorHoldFail KindnessGoneWrong',
    prank:
      'PayItForwardCoffee SecretSnowShoveling KindnessNoteDrop PrankWithKindness KindnessBalloonDoor ComplimentAmbush',
    educational:
      'HelpersHighExplained WhyKindnessSpreads KindnessScience YourBrainOnKindness TheOxytocinEffect KindnessMythBusters',
    cooking:
      'KindnessCookies KindnessMealDrop BakeItForward CasseroleForNewParents KindnessSoupShare KindnessLunchboxNote',
    travel:
      'VolunteerVacation KindnessBeachCleanup KindnessRoadTrip KindnessPassport OfferToTakeTheirPhoto KindnessToLocalShops',
    fashion:
      'DonateAFit KindnessCoatSwap ThriftForCharity KindnessTeeDesign KindnessClothingDrive KindIsTheNewCool',
    speed:
      'TenKindActsRace KindnessRelay ThankYouCardSprint KindnessIn60 ComplimentDash KindnessBoxBlitz',
    music:
      'KindnessChoirVisit KindnessSerenade PayItForwardJam ThankYouAnthem BuskForACause BeKindRemix',
    art: 'KindnessRocks ChalkKindnessMessages KindnessCardCraft PortraitForAStranger KindnessMuralWall ArtToGiveAway',
    tech: 'KindCommentsOnly ReviewsForSmallShops KindnessTextChain KindnessReminderBot KindnessRoundUp FreeTechHelpDay',
    pet: 'VolunteerDogWalker KindnessToAnimals PetTreatDonation KindnessKennelBlankets KindnessFosterKittens KindnessForStrays',
    gaming:
      'KindnessLootDrop HelpANewPlayer KindnessCharityStream KindnessSideQuest SayGGEveryMatch BeKindInTheLobby',
  },
  'family time': {
    dance:
      'FamilyTimeConga GrandparentsTwist FamilyTimeDanceOff FamilyLivingRoomDisco ThreeGenerationShuffle FamilyFlossOff',
    fitness:
      'BackyardObstacleRun FamilyTimeBikeRide FamilyFitFriday FamilyTimeHike PiggybackSquats FamilyWheelbarrowRace',
    funny:
      'DadJokeOlympics FamilyTimeRoleSwap FamilyPhotoTake47 WhoGetsTheRemote FamilyGroupChatReenact FamilyTimeChaos',
    prank:
      'LivingRoomCinema FamilyPillowFortAmbush DressLikeDadDay FamilyMysteryOuting FamilyBreakfastInBed FamilyTimeTwinning',
    educational:
      'FamilyTreeProject GrandmaStoryInterview FamilyTimeTrivia FamilyScienceNight FamilyRecipeHistory AskGrandpaAnything',
    cooking:
      'FamilyTimePizzaNight FamilyTimeDumplingFold SundayPancakeStack BakeWithGrandma SecretFamilyRecipe FamilyTacoTuesday',
    travel:
      'FamilyTimeRoadTrip FamilyCampout AreWeThereYet FamilyTimeTrainRide FamilyBeachDay ZooVisitMorning',
    fashion:
      'MatchingFamilyPajamas DressLikeGrandpa FamilyTimeHatSwap OneColorFamily MiniMeFitCheck FamilyPhotoDayLook',
    speed:
      'FamilyTimeRelay FamilyChoreRace FamilyTimeDishesDash TableSetSprint FamilyPuzzleBlitz TenMinuteLegoBuild',
    music:
      'PotsAndPansJam FamilyKaraokeNight FamilyTimeBand FamilyTimeDrumCircle FamilyHarmonyFail RoadTripSingOff',
    art: 'CollabCanvasNight FamilyMuralProject FamilyHandprintTree DrawYourFamilyBlind FamilyChalkWalk FamilyPaintAlong',
    tech: 'FamilyTechFreeNight BackyardProjectorSetup FamilyTimeRobotKit FamilyVideoCallBingo FamilyPhotoMontage PhonesInTheBasket',
    pet: 'FamilyTimeDogWalk BackyardFetchRelay FamilyPetPhotoShoot FamilyPuppyClass FamilyTimeKittenPlay WhoDoesThePupPick',
    gaming:
      'FamilyTimeGameNight FamilyCoOpQuest CharadesChampionship FamilyUnoShowdown MarioKartFamilyCup MonopolyMeltdown',
  },
  insomnia: {
    dance:
      'CountingSheepShuffle InsomniaPajamaWaltz NightOwlStep InsomniaSlowDance SleeplessSway InsomniaSockSlide',
    fitness:
      'InsomniaBedtimeYoga DaytimeWalkForSleep InsomniaStretchFlow InsomniaTaiChi InsomniaLegsUpWall MorningRunForInsomnia',
    funny:
      'Insomnia3AMThoughts InsomniaCeilingReview ThatOneCringeMemory SheepUnionStrike InsomniaOverthinker SleeplessNightNarrator',
    prank:
      'SheepPlushSurprise InsomniaBedMakeover InsomniaPillowMint SleeplessSurvivalKit SecretSleepFairy InsomniaTeaDelivery',
    educational:
      'HowMelatoninWorks InsomniaScience REMCycleQuiz InsomniaSleepHygiene InsomniaMythBusters WhyInsomniaAt3AM',
    cooking:
      'WarmMoonMilk KiwiBeforeBedTest InsomniaChamomileTea InsomniaNightcap InsomniaBananaOats InsomniaSnackSwap',
    travel:
      'InsomniaJetLagFix QuietCabinEscape InsomniaNightTrain SleeplessInSeattle InsomniaDarkSkyStay StargazingRoadside',
    fashion:
      'InsomniaPajamaSet InsomniaBedSocks CozySleepwearLook InsomniaSilkMask NightcapComeback SleeplessButStylish',
    speed:
      'SheepCountingRace PhoneAwayCountdown InsomniaBrainDumpIn5 InsomniaFastBedReset InsomniaLightsOut InsomniaWindDownBlitz',
    music:
      'InsomniaLullaby RainOnTinRoof CountingSheepSong InsomniaPianoNocturne SleeplessSynthwave InsomniaWhiteNoise',
    art: 'CountingSheepDoodle InsomniaSketchbook InsomniaInkBlots StarryNightRemake InsomniaMoonPainting SleeplessSelfPortrait',
    tech: 'SleepTrackerReview InsomniaSmartRing InsomniaBlueLightOff InsomniaSunriseAlarm InsomniaGadgetTest AIBedtimeStory',
    pet: 'InsomniaCatAt3AM SnoringDogASMR InsomniaPupSnuggle PetBedtimeRoutine InsomniaPurrTherapy InsomniaNapEnvy',
    gaming:
      'InsomniaTetrisZone InsomniaSolitaire InsomniaCozyGames StardewAt3AM JustOneMoreLevel InsomniaPuzzleWindDown',
  },
  jenga: {
    dance:
      'WobbleLikeJenga JengaTowerSway LastBlockBounce JengaPullAndFreeze JengaCollapseDrop SteadyHandsShimmy',
    fitness:
      'TowerOfReps JengaPlankPull WorkoutJenga OneLegJenga JengaBurpeePenalty SquatBetweenTurns',
    funny:
      'JengaSlowMoCollapse NervousJengaFaces BlameTheTable JengaBreathHolding JengaOverthinker JengaTrashTalk',
    prank:
      'FakeSneezeJenga JengaComplimentBlocks JengaGluedPieceGag SurpriseJengaNote JengaTowerOfCandy JengaSecretQuestion',
    educational:
      'JengaPhysics JengaTriviaTower JengaFrictionTest WhyItTopples JengaOddsMath EngineerYourPull',
    cooking:
      'CheeseJenga JengaBrownieBlocks KitKatJenga FrenchToastJenga WaferTowerStack EatWhatYouPull',
    travel:
      'BeachGiantJenga CampsiteJengaNight BoardGameCafeTour JengaPicnicPark HostelJengaShowdown JengaAroundTheWorld',
    fashion:
      'JengaPieceEarrings JengaStackedBangles ColorBlockTowerFit LayerItLikeJenga JengaWoodTones JengaStripedKnit',
    wellness:
      'MindfulJenga BreatheBeforeYouPull CalmUnderPressure JengaSteadyHands JengaFocusMinute JengaRebuildReset',
    music:
      'TowerFallDrumroll JengaXylophone JengaClickASMR JengaSuspenseScore HeartbeatTensionLoop JengaJazzJam',
    art: 'PaintedJengaBlocks JengaWoodburning JengaSculpture JengaPhotoTransfer JengaMiniCabin PixelArtTower',
    tech: 'JengaRobotArm JengaSlowMoCam TowerFallSensor JengaPhysicsSim AIPlaysJenga ARJengaBuild',
    pet: 'CatVsJengaTower PawsOffTheBlocks ParrotPlaysJenga JengaTreatStack PuppyPatienceJenga DogWaitsForTheFall',
    gaming:
      'LastBlockStanding GiantJengaTournament JengaBlindfoldRound TruthOrDareJenga OneHandJengaDuel JengaSuddenDeath',
  },
  'musical chairs': {
    dance:
      'MusicalChairsFreeze MusicalChairsConga LastChairDance WhenTheMusicStops MusicalChairsShuffle ChairCircleCharleston',
    fitness:
      'WallSitWhenItStops MusicalChairsSquats MusicalChairsCardio MusicalChairsBurpees ChairDipsOnTheBeat MusicalMatsHIIT',
    funny:
      'GrownUpMusicalChairs OneChairLeftDrama MusicalChairsFails HipCheckCommentary MusicalChairsRivals MusicalChairsSlowMo',
    prank:
      'FakeMusicStop MusicalChairsWhoopee TheSongThatNeverEnds SneakInAnExtraChair MusicalChairsDecoy MusicalChairsRickroll',
    educational:
      'MusicalChairsMath ReactionTimeScience QuizWhenMusicStops MusicalChairsVocab MusicalChairsHistory NameThatComposer',
    cooking:
      'RotateTheRecipe MusicalChairsCookOff MusicalChairsPizza MusicalCupcakes SwitchStationsBaking MusicalChairsSandwich',
    travel:
      'CampsiteMusicalChairs BeachMusicalChairs HostelMusicalChairs MusicalChairsPicnic CruiseDeckRounds MusicalChairsWorldTour',
    fashion:
      'MusicalChairsHatSwap FreezeFrameFitCheck MusicalCloset PartyDressTwirlStop MusicalChairsLayerUp MusicalScarves',
    wellness:
      'CalmMusicalChairs WhenItStopsBreathe MusicalChairsGratitude MusicalChairsKindness MusicalChairsStretch NoLosersMusicalChairs',
    music:
      'GuessTheSongChairs MusicalChairsLiveBand MusicalChairsDJ GenreSwitchChairs MusicalChairsPianist MusicalChairsAnthem',
    art: 'RotatingCanvasArt PassThePencilPortrait MusicalEasels MusicalDoodles MusicalChairsClaySwap MusicalChairsCollage',
    tech: 'SmartSpeakerDJ MusicalChairsApp MusicalChairsSensor ArduinoMusicalChairs AIHostsMusicalChairs AlexaStopTheMusic',
    pet: 'DogMusicalChairs PetMusicalMats CatStealsTheChair KittenOnTheLastSeat MusicalPupCushions SitWhenTheMusicStops',
    gaming:
      'LastChairStanding MusicalChairsBracket FreezeDanceFaceOff MusicalChairsVR MusicalChairsOlympics MusicalChairsGameNight',
  },
  'balloon pop': {
    dance:
      'BalloonPopOnTheBeat ConfettiDropGroove BalloonPopFreezeFrame PopAndLockBalloons BalloonBetweenPartners BalloonPopBounceStep',
    fitness:
      'BalloonStompCardio KeepyUppyBalloonHIIT SquatPopRepeat BalloonPopPlankSlap BalloonBurpeeBlast BalloonPopLunges',
    funny:
      'BalloonPopFlinch SlowMoBalloonFaces PinApproachSuspense BalloonPopHesitation DadVsOneBalloon BalloonPopJumpScare',
    prank:
      'BalloonAvalanche BalloonPopPrizeInside HiddenRiddleBalloons BalloonPopCeilingDrop BalloonPopMessage PopToRevealNews',
    educational:
      'WhyBalloonsPop BalloonPopOrangePeel HowLatexStretches BalloonPopSoundWaves SkewerThroughABalloon StaticBalloonHair',
    cooking:
      'ChocolateBalloonBowls PinataCookieReveal BalloonPopCupcakes BalloonPopPopcornBar BalloonCakePops PopRocksPartyPunch',
    travel:
      'BalloonPopDartStall BoardwalkArcadeTour BalloonPopFairTrip BalloonPopCarnival WinMeAGiantTeddy MidwayBalloonGame',
    fashion:
      'BalloonSleeveFitCheck BalloonPopPuffSkirt ConfettiPrintDress PopOfColorLook BalloonPopPastelSet BalloonJeansGlowUp',
    wellness:
      'BalloonPopWorries BalloonBreathing SlowInflateExhale PopYourStress BalloonPopGoalReveal BalloonPopGratitude',
    music:
      'BalloonSqueakCover BalloonPopDrumFill BalloonPopBeat PopGoesTheWeasel LatexStringBass BalloonPopSymphony',
    art: 'BalloonPopSplatter BalloonStampPainting BalloonPopPapierMache BalloonPopSlowMoPhoto PopArtBalloons JeffKoonsAtHome',
    tech: 'BalloonPopSlowMo BalloonPopRobotArm HowLoudIsAPop BalloonPopSoundSensor DronePopsBalloons AcousticTriggerRig',
    pet: 'PuppyBalloonArchPose PawtyBalloons BalloonPrintBandana PetPicksTheBalloon QuietBalloonParty CatVsFloatingBalloon',
    gaming:
      'AnkleBalloonBattle BalloonPopHighScore BloonsTDRun BalloonPopDartBoard BalloonStompRoyale BalloonBashMinigame',
  },
  spoons: {
    dance:
      'SpoonsVictoryDance SpoonClackGroove SpoonsGrabAndSpin PassTheCardShimmy SpoonfulOfSugarStep WinnerTableWiggle',
    fitness:
      'LastSpoonBurpees CardPassWallHold SpoonsLungeReach PlankAndGrabSpoons SquatForTheSpoon SprintToTheSpoons',
    funny:
      'SpoonsSneakyGrab LastSpoonDrama SpoonsPokerFaceFail SpoonsGrandmaWins SpoonsDiveForIt WhoTookItFirst',
    prank:
      'SpoonsForkFakeout SpoonsGiantLadleSwap SpoonsEmptyDrawer LastSpoonDecoy WoodenSpoonTwist SporkSurprise',
    educational:
      'LastSpoonOdds SpoonsCardCounting SpoonsReactionScience SeeTheGrabComing HowFastAreYourHands TeachSpoonsIn60',
    cooking:
      'SpoonsWinnerGetsPie SpoonfulDessertCups ChocolateDippedSpoons SpoonbreadShowdown WoodenSpoonBakeOff AmuseBoucheSpoons',
    travel:
      'SpoonsAtTheCabin SpoonsAirportLayover CampfireSpoonsNight SpoonsOnTheTrain SpoonsWithStrangers PackADeckAndSpoons',
    fashion:
      'SpoonRingLook SpoonsLuckySocks CardSuitPrints SpoonsGameNightFit ForkAndSpoonEarrings TeamSpoonsTees',
    wellness:
      'SpoonsUnpluggedNight SpoonsFamilyLaughs SpoonTheoryCheckIn SpoonsGrandparentTime LaughingTillTears CardGameBonding',
    music:
      'SpoonsWashboardDuet BluegrassPorchSession SpoonsKneeRhythm SpoonClackBeat PlayTheSpoons SpoonsFolkJam',
    art: 'PaintedSpoonDolls SpoonsWindChime UpsideDownSpoonSelfie BentSpoonSculpture CutleryMobile SpoonPrintStamps',
    tech: 'SpoonsSlowMoGrab LastSpoonSensor AutoDealerBuild SpoonsReactionTimer SpoonsVsRobotHand VideoCallSpoons',
    pet: 'SpoonsWithMyDog PetGrabsLastSpoon SpoonsPuppyReferee KittenSwatsTheCards SpoonsCatSteals TreatsInsteadOfSpoons',
    gaming:
      'LastSpoonStanding FourOfAKindRush SpoonsTournament SpoonsDoubleDeckMode TwentyPlayerSpoons SpoonsSuddenDeath',
  },
  marimba: {
    dance:
      'MarimbaRingtoneDance ShimmyToTheMarimba MarimbaSalsaStep MarimbaFreeze MarimbaMambo GrooveToYourAlarm',
    fitness:
      'MarimbaAlarmBurpees SquatToTheMarimba PlankUntilTheMarimba MarimbaJumpingJacks MalletArmBurn SnoozeMeansLunges',
    funny:
      'MarimbaAlarmPanic MarimbaOrXylophone MarimbaMovingDay NarrateLifeOnMarimba MarimbaPlayerProblems FourMalletStruggle',
    prank:
      'MarimbaDoorbell MarimbaSerenade WakeUpToLiveMarimba MarimbaRingtoneFakeOut HiddenMarimbaSpeaker HappyBirthdayOnMarimba',
    educational:
      'HowAMarimbaWorks MarimbaVsXylophone LearnMarimbaIn30Days MarimbaRootsQuiz WhyLongerBarsGoLower RosewoodSoundScience',
    cooking:
      'CookToTheMarimba MarimbaAlarmEggs MarimbaCookieBars ChopToTheBeat MarimbaBrunchJam MarimbaTimerBake',
    travel:
      'GuatemalaMarimbaTrip MarimbaFestivalDay BeachMarimbaSunset MarimbaMuseumVisit StreetMarimbaHunt ChiapasMarimbaNights',
    fashion:
      'MarimbaMalletEarrings AllBlackMarimbaLook MarimbaConcertFit DressLikeYourMarimba RosewoodTones PercussionistChic',
    wellness:
      'MarimbaSoundBath GentleMarimbaAlarm MarimbaWindDown LullabyOnMarimba BreatheInFourNotes MarimbaWithoutPanic',
    speed:
      'FastestMarimbaScale BumblebeeOnMarimba MarimbaTempoClimb RingtoneAt2x MarimbaSetupRace DoubleTimeMarimba',
    art: 'PaintTheMarimbaSound MarimbaMalletPainting PaperMarimbaModel MarimbaStopMotion RainbowBarsMarimba ClayMiniMarimba',
    tech: 'MarimbaRingtoneRemix AIMarimbaCover BuildAPVCMarimba MarimbaLoopPedal MidiMarimbaSetup MarimbaOnGarageBand',
    pet: 'DogHowlsMarimba CatWalksOnMarimba ParrotMarimbaDuet PetReactsToMarimba PupNapsToMarimba DinnerBellMarimba',
    gaming:
      'SimonSaysMarimba MarimbaRhythmDuel MarimbaLevelUpJingle ZeldaOnMarimba GuessTheGameTheme MarimbaBossMusic',
  },
  polaroid: {
    dance:
      'ShakeItLikeAPolaroid PolaroidPoseOnBeat InstantCameraFreeze PolaroidFlashStep DevelopingSlowSway PhotoBoothFreestyle',
    fitness:
      'PlankTillItDevelops PolaroidProgressPics SnapAfterEverySet OnePolaroidPerMile PolaroidLungeWalk InstaxFlexCheck',
    funny:
      'PolaroidThumbInFrame EyesClosedEveryShot PolaroidLastFilmPanic PolaroidBlurryFail InstaxExpectations WaitForItPolaroid',
    prank:
      'PolaroidLunchboxNote PolaroidHiddenSmiles PolaroidTreasureHunt FridgePolaroidGallery SnapshotScrapbook InstaxPhotobomb',
    educational:
      'HowPolaroidsDevelop PolaroidChemistry PolaroidMythBust EdwinLandStory WhyColdPolaroidsGoBlue InstaxVsPolaroid',
    cooking:
      'PolaroidFrameCookies InstantCameraCake PolaroidRecipeCards PolaroidOfEveryBake PhotoPrintedMacarons SayCheeseboard',
    travel:
      'PolaroidEveryStop PolaroidTravelWall OnePolaroidPerCity PolaroidRoadTripAlbum InstaxPostcards FilmCameraWeekend',
    fashion:
      'PolaroidFitCheck PolaroidLookbook PolaroidOutfitDiary CameraStrapCouture InstaxAsAccessory SeventiesSnapStyle',
    wellness:
      'PolaroidGratitudeWall PolaroidMemoryJar OnePolaroidADay PolaroidSlowMoments SnailMailSnapshots PatienceLikeAPolaroid',
    speed:
      'PolaroidCollageBlitz FilmPackLoadTimer InstaxRelay PolaroidTenShotSprint PoseBeforeItDevelops PolaroidScavengerDash',
    music:
      'PolaroidHeyYaCover PolaroidAlbumArt InstantCameraClickBeat PolaroidBandPortrait SnapshotLyricVideo GigPolaroidWall',
    tech: 'PolaroidVsPhonePhoto DoubleExposureTrick InstantPrinterTest PolaroidScanAndFrame PolaroidAppRemote DigitalToPolaroid',
    pet: 'PetSeesItsPolaroid PolaroidKittenGrowth PolaroidDogBirthday PawtraitWall ParrotPosesForInstax SayTreats',
    gaming:
      'PolaroidPokemonSnap PolaroidScavengerHunt InstaxBingo PolaroidGuessTheSpot MemoryMatchSnapshots PhotoModeIRL',
  },
  gold: {
    dance:
      'GoldStarShimmy GoldRushStomp GoldSequinSpin GoldenHourGroove DanceForTheGold GlitterFringeShake',
    fitness:
      'PodiumStepUps GoldBarFarmerCarry GoldStarStreak GoldRushHillSprint GoForGoldBurpees ChampionPlankHold',
    funny:
      'GoldStarForAdulting GoldMedalForEverything FakeTrophySpeech GoldFoilOverkill GoldRushProspector AllThatGlitters',
    prank:
      'GoldCoinTreasureHunt SurpriseTrophyAward GoldStarEverywhere ChocolateBullionStash GoldBarDoorstop GoldFoilTheirStapler',
    educational:
      'WhyGoldNeverRusts GoldKaratMath HowThinIsGoldLeaf AlchemyMythsBusted GoldFromDyingStars GoldRushHistory',
    cooking:
      'GoldBarFudge GoldLeafCupcakes GoldenCrustPie PotOfGoldCookies MacaronsWithGoldDust TurmericGoldLatte',
    travel:
      'GoldPanningTrip GoldSoukDubai KlondikeTrail GildedPalaceTour GoldRushGhostTown GoldenGateWalk',
    fashion:
      'GoldJewelryStack GoldHoopsStyling ChunkyChainLayering GoldAccentFitCheck GoldenGirlGlam MidasTouchOutfit',
    wellness:
      'HeartOfGoldKindness KintsugiMindset GoldStarHabitTracker GoldSunsetWalk SilenceIsGolden GoldMomentsJournal',
    speed:
      'GoldMedalSprint GoldCoinStackRace GoldNuggetSift GoldRushBlitz TreasureChestFillDash WrapItInGoldFast',
    music:
      'GoldenOldieRemix GoldTrumpetSolo BrassBandFanfare SpandauGoldCover HeartOfGoldSingAlong GoldRecordDreams',
    tech: 'GoldInsideYourPhone BeachMetalDetecting GoldThemeHomeScreen GoldEwasteRecovery GoldenRatioPhotoGrid AIGoldFilter',
    pet: 'GoldStarGoodBoy GoldCollarGlamShot GoldMedalPetAwards PupInAGoldBowTie GoldenRetrieverDay KittenTreasureChest',
    gaming:
      'GoldRankGrind GoldTrophyHunt GoldCoinCollector MinecraftGoldRush GoldenEyeRetroNight PotOfGoldSpeedrun',
  },
  'cereal box': {
    dance:
      'ShakeTheCerealBox PassTheCerealBox CerealBoxRobotMoves CerealBoxStomp SnapCracklePopAndLock CerealMascotDanceOff',
    fitness:
      'CerealBoxHurdles BalanceTheCerealBox CerealBoxPlankPass CerealBoxConeDrill BreakfastOfChampions CerealBoxCurls',
    funny:
      'CerealBoxVsReality CerealMascotImpression DigForTheCerealPrize IfCerealBoxesTalked CerealBoxOpenedWrong CerealBoxPuzzleRage',
    prank:
      'CerealBoxSwap NoteInTheCerealBox GooglyEyeCerealBox YourFaceOnACerealBox CerealBoxGiftWrap PrizeInsideTheirCereal',
    educational:
      'CerealIronMagnetTest CerealBoxVolumeMath BookReportCerealBox CerealBoxPinholeCamera SugarInYourCereal WhyCerealGoesSoggy',
    cooking:
      'CerealBoxBackRecipe LastOfTheCerealBox CerealBoxCake SnapCrackleTreats CerealMilkIceCream CerealBoxParfait',
    travel:
      'CerealBoxesAbroad HotelMiniCerealBox CerealBoxPostcard CerealBoxPassport WeirdestForeignCereal SupermarketSafari',
    fashion:
      'CerealBoxRunway CerealBoxCrown CerealMascotCosplay MatchYourCereal CerealBoxEarrings DressLikeACerealBox',
    wellness:
      'CerealBoxVisionBoard AffirmationCerealBox CerealBoxJournal MindfulCerealMorning CerealBoxDeclutter SaturdayCartoonsCereal',
    speed:
      'FlattenTheCerealBox CerealBoxDominoes CerealBoxTowerIn60 CerealBoxRelay CerealPourSprint BackOfBoxMazeRace',
    music:
      'RubberBandCerealBox CerealBoxShaker CerealBoxDrum CerealBoxJingle SingTheCerealBox SnapCracklePopBeat',
    tech: 'CerealBoxVRHeadset CerealBoxPhoneStand CerealBoxArcade CerealBoxSpeakerAmp ARCerealBoxGame AIDesignsACereal',
    pet: 'IfIFitsISits CerealBoxTreatPuzzle HamsterCerealBoxMaze ShredTheCerealBox CerealBoxPetFort CatVsCerealBox',
    gaming:
      'CerealBoxPinball CerealBoxBoardGame TriviaOnTheCerealBox CerealBoxDungeon CardboardController BackOfBoxMazeSpeedrun',
  },
  'glitter bomb': {
    dance:
      'GlitterBombBeatDrop GlitterBombFinale SlowMoGlitterTwirl SparkleShimmy GlitterBombDisco ShakeOffTheGlitter',
    fitness:
      'GlitterBombFinishLine GlitterBombDumbbells GlitterRun5K SweatAndSparkle EarnTheGlitter GlitterBombBoxJumps',
    funny:
      'GlitterStillInMyHair GlitterBombVsVacuum DadVsGlitterBomb GlitterBombAftermath FindingGlitterInJuly GlitterBombFailPOV',
    prank:
      'EcoGlitterBomb GlitterBombBalloon GlitterBombGiftBox FakeGlitterBomb SurpriseGlitterShower ConfettiNotGlitter',
    educational:
      'WhyGlitterSticks HowGlitterIsMade GlitterVsMicroplastics EcoGlitterExplained ZoomIntoGlitter StaticVsGlitter',
    cooking:
      'EdibleGlitterBomb GlitterBombHotCocoa GlitterBombCupcakes ShimmerLemonade GalaxyGlitterCookies SprinkleBombCake',
    travel:
      'GlitterBombCarnival GlitterBombSuitcase GlitterPassportCover GlitterTravelJournal PrideParadeSparkle NewOrleansGlitterTrip',
    fashion:
      'GlitterBombRoots FullGlitterBombFace GlitterBombNails GlitterBombHeels BedazzleYourDenim DiscoBallOutfit',
    wellness:
      'GlitterBombCalmJar WatchTheGlitterSettle GlitterAffirmations GlitterBombKindness SparkleSunday ShineAnyway',
    speed:
      'LintRollerGlitterDash GlitterBombIn60 GlitterBombCleanupRace GlitterBombGiftWrap SortTheSequins FastestGlitterJar',
    music:
      'SpeakerDancingGlitter GlitterBombDrumHit GlitterBombKaraoke GlitterBombShakerEgg BedazzledGuitar GlitterGlamRock',
    tech: 'GlitterBomb1000FPS GlitterBombLEDJar ResinGlitterKeycaps GlitterControllerMod HoloGlitterPhoneCase GlitterVsVacuumRobot',
    pet: 'GlitterFreePupParty KeepGlitterFromKitties SparkleSafeBunnyDay DogNameGlitterSign GlitterFramePawtrait RhinestoneCollarGlam',
    gaming:
      'GlitterBombDiceSet GlitterBombMiniatures WinnerGetsGlitterBomb GlitterBombTrophy Nat20Glitter HoloCardPackOpening',
  },
  'dog toy': {
    dance:
      'SqueakyToyShuffle DogToyTugTwirl PlushParadeBop ChewToyCharleston DogToyRopeSwing SqueakOnTheBeat',
    fitness:
      'RopeToyArmDay DogToyTossLunges FetchFieldIntervals DogToyTugOfWar DogToyFrisbeeSprints SqueakyToySquats',
    funny:
      'DogToyHoardReveal DogToyUnderTheCouch WhereDidTheDuckGo DogToyTierList DogToyStuffingStorm SqueakerSurgeon',
    prank:
      'DogToyCushionSqueak SqueakyToyDoorbell PlushLookalikeDecoy DogToyGiftSwap RealOrDogToy ChewToyPhoneCall',
    educational:
      'WhyDogsLoveSqueakers PreyDriveExplained DogToySafetyTips DogToyChewStrengthTest PetToyIQCheck DogToyColorScience',
    cooking:
      'DogToyFrozenFill PupsicleMolds ChewToyCookies DogToyShapedCake LickMatMasterpiece StuffThePetToy',
    travel:
      'DogToyFromEveryTrip DogToyTravelBag DogToyBeachFetch DogToyParkHopping TennisBallTrailQuest PackTheFavoriteToy',
    fashion:
      'SqueakyToyEarrings DogToyPrintSocks DogToyBagCharm DogToyPlushBackpack TennisBallGreenLook MatchYourDogsToy',
    wellness:
      'DogToySniffMat DogToyCalmChew SqueakyToyQuietHour DogToyCuddleNap LickingIsSelfCare EnrichmentRoutine',
    speed:
      'DogToyCleanUpRace RetrieveInTen DogToyBasketDrop SqueakyToyHuntTimer DogToyFetchCount FiveToysInSixty',
    music:
      'DogToySqueakSymphony SqueakyToyRemix DogToyBeatDrop DogToyJingleBall SqueakerChoir DogHowlsAlong',
    art: 'DogToyRopeBraid DogToyCrochetPlush TennisBallSculpture DogToyFeltCraft SqueakyToyStillLife TShirtTugToy',
    tech: 'DogToyBallLauncher SmartTreatDispenser DogToyCameraInside InteractivePetToyTest RCToyVsMyDog DogToyTrackerTag',
    gaming:
      'DogToyTierList SqueakyToyBracket DogToyHideAndSeek FetchHighScore ShellGameWithToys ChewToySpeedrun',
  },
  monopoly: {
    dance:
      'TopHatTapDance MonopolyMoneyShuffle MonopolyBankerStrut MonopolyHotelHop GetOutOfJailJig MonopolyPassGoGroove',
    fitness:
      'MonopolyRentSquats MonopolyJailWallSit BoardwalkLaps MonopolyDiceWorkout PassGoPushUps MonopolyHotelHIIT',
    funny:
      'MonopolyFourHourGame FreeParkingLegends MonopolyJailSulk MonopolyRageQuit MonopolyBankerDrama PassGoCelebration',
    prank:
      'PassGoCollectHugs MonopolyDeedToTheCouch MonopolyMoneyPayday MonopolyChanceNotes GetOutOfChoresCard MonopolyHotelSurprise',
    educational:
      'MonopolyOddsMath WhyOrangesWin TheLandlordsGame MonopolyStrategyLab MonopolyEconomics101 MonopolyRulesYouSkip',
    cooking:
      'MonopolyBoardCake MonopolyTopHatCupcakes MonopolyMoneyCookies HotelRedVelvetBites GreenHouseGummies MonopolyDiceFudge',
    travel:
      'MonopolyRealStreets BoardwalkBeachWalk ReadingRailroadRide MonopolyMayfairStroll MonopolyBoardIRL MonopolyLondonCrawl',
    fashion:
      'MonopolyTopHatLook MonopolyTycoonFit MonopolyBankerVest RichUncleGlowUp DressLikeYourToken MonopolyParkPlaceChic',
    wellness:
      'MonopolyGoodSport PassGoGratitude MonopolyFamilyLaughs FreeParkingBreak LoseAtMonopolyHappily MonopolyNoRageRule',
    speed:
      'MonopolySpeedDie MonopolyOneHourGame PassGoSprint MonopolyQuickTrades MonopolySetupClock CountTheBankFast',
    music:
      'MonopolyRentRap PassGoJingle MonopolyDiceBeat MonopolyBankerBallad MonopolyTycoonAnthem BankruptBlues',
    art: 'MonopolyCustomBoard TopHatClayPiece MonopolyMoneyDesign MonopolyTokenSculpt MonopolyHotelMiniature PaintTheBoardwalk',
    tech: 'MonopolyAITrader MonopolyBankingApp MonopolyOnlineNight ArduinoDiceRoller MonopolyGoStreak TapToPayBanker',
    pet: 'MonopolyDogTokenIRL MonopolyPuppyBanker MonopolyTopHatPet MonopolyCatTakeover ScottieLookalike PawsOnTheBoardwalk',
  },
};
