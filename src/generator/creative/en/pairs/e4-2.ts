import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'school dance': {
    fitness:
      'SchoolDanceCardio SchoolDanceWarmUp SchoolDance10KSteps SchoolDanceSweatOff PromPrepPlanks SlowDanceSquats',
    funny:
      'SchoolDanceThenVsNow SchoolDanceFlashback MiddleSchoolDancePOV SchoolDanceStarterPack ChaperoneCutsIn ArmsLengthSlowDance',
    prank:
      'SchoolDancePromposal SchoolDanceFlashMob SchoolDanceLockerPop SchoolDanceSongSwap StreamerDoorSurprise SecretAdmirerCorsage',
    educational:
      'SchoolDanceDecadesQuiz SchoolDanceBudgetMath SchoolDanceManners101 HowSchoolDancesBegan WhoInventedProm CorsageCrashCourse',
    cooking:
      'SchoolDancePunchBowl SchoolDanceSnackAttack SchoolDanceMocktails BakeForTheSchoolDance CorsageCupcakes PromAfterPartyPizza',
    travel:
      'SchoolDanceRoadTrip SchoolDancePhotoHunt SchoolDanceLimoLoop SchoolDanceDinnerSpot HomecomingTownTour PromBeachSunrise',
    fashion:
      'SchoolDanceFitCheck SchoolDanceThriftFlip SchoolDanceGlowUp SuitUpForSchoolDance MatchYourCorsage PromGownTryOn',
    wellness:
      'SchoolDancePepTalk SchoolDanceCalmNerves GoSoloToSchoolDance SchoolDanceFriendDate HomecomingSelfCare PostPromRecovery',
    speed:
      'SchoolDanceQuickChange SchoolDanceDecorRace SchoolDanceTieTimer SchoolDanceCorsageDash StreamerSprint GymToGlamIn60',
    music:
      'SchoolDanceDJSet SchoolDanceMashup SchoolDanceSlowJam SchoolDanceKaraokeOff HomecomingAnthem PromPowerBallad',
    art: 'SchoolDancePoster SchoolDanceDoodle SchoolDanceTicketArt SchoolDanceScrapbook StreamerBackdropDIY CorsageCraftOff',
    tech: 'SchoolDanceLightShow SchoolDancePhotoBooth SchoolDanceQRTickets SchoolDanceAIDJ GymSpeakerSetup LEDCorsageHack',
    pet: 'SchoolDanceSendOff SchoolDancePetReacts SchoolDancePupPortrait SchoolDanceCatCameo PuppyPromDate MatchingBowTieDog',
    gaming:
      'SchoolDanceBingo SchoolDanceCharades SchoolDanceSimsBuild SchoolDanceRhythmDuel HomecomingGameNight PromCourtTournament',
  },
  'tug of war': {
    dance:
      'TugOfWarDanceOff TugOfWarVictoryJig TugOfWarLeanBack TugOfWarTeamStomp HeaveHoShuffle PullItLikeItsHot',
    funny:
      'TugOfWarOverTheRemote TugOfWarKidsVsDad TugOfWarLastFry TugOfWarDogWins BlanketHogTugOfWar NoodleTugOfWar',
    prank:
      'TugOfWarSecretHelper TugOfWarInvisibleRope TugOfWarGiftReveal LicoriceTugOfWar TugOfWarTeddyTwist GuessWhosPulling',
    educational:
      'TugOfWarPhysics WhenTugOfWarWasOlympic TugOfWarShoeTest NewtonsTugOfWar DoesWeightWinTugOfWar BalancedForcesDemo',
    cooking:
      'TugOfWarTaffyPull TugOfWarWishbone TugOfWarBBQCookoff MozzarellaTugOfWar PulledPorkTugOfWar NoodleTugOfWar',
    travel:
      'TugOfWarBeachDay TugOfWarPassport FindATugOfWarFestival WorldsBiggestTugOfWar CountyFairTugOfWar HighlandGamesTug',
    fashion:
      'TugOfWarTeamShirts TugOfWarFieldDayFit TugOfWarBandanaSquad TugOfWarGloveCheck TwinningForTugOfWar DressedToPull',
    wellness:
      'TugOfWarLaughter TugOfWarTeamBonding TugOfWarWithWorry TugOfWarFamilyReunion DropTheRope PullOutTheStress',
    speed:
      'TugOfWarSuddenDeath TugOfWarBestOfThree TugOfWarRelayRace BeatTheClockTugOfWar TenSecondHeave FastestPullWins',
    music:
      'TugOfWarChant TugOfWarHypeMix TugOfWarDrumCadence SongTugOfWar HeaveHoShanty PullOnTheBeat',
    art: 'TugOfWarPhotoFinish TugOfWarComic TugOfWarActionSketch TugOfWarSilhouettes StickFigureTugOfWar CaptureTheHeave',
    tech: 'TugOfWarSlowMo TugOfWarForceMeter TugOfWarVARCheck TugOfWarLiveScore BuildATugOfWarBot RobotsVsHumansTug',
    pet: 'TugOfWarWithMyDog TugOfWarDropIt TugOfWarUnderdog PuppyPowerTugOfWar TugToyTakedown HeaveHoHound',
    gaming:
      'TugOfWarButtonMash TugOfWarBracketNight TugOfWarBossFight TugOfWarMinigame TriviaTugOfWar ControllerTugOfWar',
  },
  'baseball bat': {
    dance:
      'BaseballBatShuffle BaseballBatSwingStep BaseballBatTwirl BaseballWalkUpStrut BatFlipDance HomeRunTrot',
    funny:
      'OverTheTopBatFlip BaseballBatMicDrop BaseballAnnouncerMode BaseballSuperstitions BaseballBatAirGuitar SlowMoHomeRunReplay',
    prank:
      'PoolNoodleBatSwap BaseballBatGooglyEyes BaseballBatShrinkRay BaseballBatAutograph BaseballWalkUpRickroll GiantBeachBallPitch',
    educational:
      'BaseballBatSweetSpot HowBaseballBatsAreMade BaseballBatTrivia BaseballCorkedBatMyth WoodVsMetalBat ScienceOfSlugging',
    cooking:
      'BakeABaseballBatCake BaseballBatSub BaseballBatBreadsticks BaseballNachoNight PretzelRodBats HomeRunHotDogs',
    travel:
      'BaseballBatFactoryTour BaseballSpringTraining BaseballParkPassport PackYourBaseballBat CooperstownOrBust BallparkHopping',
    fashion:
      'BaseballGameDayFit BaseballJerseyRestyle BaseballCapFiveWays BaseballBatRunway DugoutDrip EyeBlackGlam',
    wellness:
      'BaseballBatStretch BaseballBatYogaFlow BaseballFocusRitual BaseballCatchAndTalk BreatheBetweenPitches SwingAwayStress',
    speed:
      'BaseballBatSpeedTest BaseballBatSwing60 BaseballTeeBlitz BaseballBuntDash AroundTheBasesSprint BatBalanceRelay',
    music:
      'WalkUpSongChallenge BaseballBatPingBeat BaseballOrganRiff BaseballChantOff BaseballBatDrumSolo TakeMeOutRemix',
    art: 'PaintYourBaseballBat BaseballBatSketch BaseballBatDecoupage BaseballBatMosaic WoodBurnYourBat SluggerSilhouette',
    tech: 'BatSwingSensor BaseballBatSlowMo BaseballExitVelocity BaseballAIScout BaseballPitchingBot VRBattingCage',
    pet: 'BaseballGloveCatNap BaseballDugoutPup BaseballBatSniffTest BaseballPetPortrait HomeRunFetch BatDogInTraining',
    gaming:
      'HomeRunDerbyGame BaseballBatTrickShots BaseballBossBattle BaseballFantasyDraft WiiBaseballComeback SluggerSpeedrun',
  },
  'low battery': {
    dance:
      'LowBatteryRobot LowBatteryPowerDown LowBatteryLimbo LowBatteryFlicker OnePercentSlowMo DancingOnOneBar',
    fitness:
      'LowBatteryPowerUp LowBatteryHIIT LowBatteryWallSit LowBatteryLazyReps ChargeUpCardio FinalBarBurpees',
    prank:
      'LowBatteryFakeOut LowBatteryWallpaper LowBatteryLoveNote DeadPhoneRescue SurpriseChargerGift OnePercentPanic',
    educational:
      'LowBatteryMythBusting LowBatteryColdTest LowBattery101 WhatLowBatteryModeDoes HowBatteriesWork LemonBatteryChallenge',
    cooking:
      'LowBatteryEnergyBites LowBatteryLatte LowBatteryPowerLunch LowBatteryCookies RechargeBreakfast FullChargeFrappe',
    travel:
      'LowBatteryCityWalk LowBatteryAskALocal LowBatteryWayfinding DeadPhoneDayTrip PaperMapOnly HomeBeforeOnePercent',
    fashion:
      'LowBatteryFitCheck LowBatteryLoungewear LowBatteryHoodieMood LowBatteryNailArt OnePercentToFullGlam PowerSaverPajamas',
    wellness:
      'LowBatteryReset LowBatteryPowerNap LowBatteryBedtime LowBatterySelfCare RechargeYourself SocialBatteryCheck',
    speed:
      'LowBatteryCountdown LowBatteryLastText LowBatterySpeedrun LowBatteryTaskBlitz OnePercentDash RaceToTheCharger',
    music:
      'LowBatteryBlues LowBatteryLullaby LowBatteryLastVerse DeadPhoneDuet OnePercentBallad ShutdownChimeRemix',
    art: 'LowBatteryDoodle LowBatterySelfPortrait LowBatteryComicStrip LowBatteryMoodMeter DrawYourSocialBattery SketchTillOnePercent',
    tech: 'LowBatteryHacks LowBatteryModeTest LowBatterySolarRescue DeadPhoneRevival PowerBankShowdown HowLongIsOnePercent',
    pet: 'PetGoesLowBattery LowBatteryNapTime LowBatteryPuppyCrash LowBatteryKittenFlop ZoomiesToZeroPercent FullChargeFetch',
    gaming:
      'LowBatteryBossFight LowBatteryLastLevel LowBatterySavePanic DeadPhoneSpeedrun OnePercentClutch ChargerCordStretch',
  },
  september: {
    dance:
      'September21stShuffle SeptemberDiscoNight SeptemberHallwayStrut SeptemberGrooveOff BaDeYaBoogie SweaterWeatherSway',
    fitness:
      'SeptemberRoutineReset SeptemberHikeStreak SeptemberStepGoal September30DayPlank BackToSchoolBootcamp SweaterWeatherWalk',
    prank:
      'SeptemberLeafConfetti SeptemberPumpkinDrop SeptemberLunchNote SeptemberDeskMakeover BaDeYaAlarm SweaterWeatherSurprise',
    educational:
      'WhySeptemberMeansSeven SeptemberHarvestMoon SeptemberBirthstone SeptemberInHistory EquinoxEggMyth WhyLeavesChangeColor',
    cooking:
      'SeptemberAppleCrisp SeptemberPearTart SeptemberHarvestBake SeptemberSlowCooker BackToSchoolBento FirstDayOfFallSoup',
    travel:
      'SeptemberApplePicking SeptemberNoCrowds SeptemberGrapeStomp SeptemberSunsetChase FirstDayOfFallHike EquinoxRoadTrip',
    fashion:
      'SeptemberLayerUp SeptemberFirstSweater SeptemberBootsDebut SeptemberCorduroyEra BackToSchoolFitCheck SummerToFallSwap',
    wellness:
      'SeptemberReset SeptemberJournal SeptemberSlowMornings SeptemberGratitudeWalk EquinoxBalance FirstCandleOfFall',
    speed:
      'SeptemberLeafRakeRace SeptemberMorningRush SeptemberClosetFlip SeptemberSupplySprint BackToSchoolSpeedrun AppleBobBlitz',
    music:
      'SeptemberSongCover SeptemberHornSection WakeMeUpWhenSeptember 21stNightOfSeptember BaDeYaSingAlong SweaterWeatherAcoustic',
    art: 'SeptemberLeafPrints SeptemberFallWreath SeptemberSunflowers DrawYourSeptember BackToSchoolDoodles PaintTheEquinox',
    tech: 'SeptemberPlannerSetup SeptemberWallpaper SeptemberPhoneLaunch SeptemberStudyAppTest UnboxingSeptember BackToSchoolTechCheck',
    pet: 'SeptemberLeafPileLeap SeptemberPumpkinPatch SeptemberSunbeamNap SeptemberPetPortrait DogWaitsForSchoolBus SweaterWeatherPup',
    gaming:
      'SeptemberGameNight SeptemberCozyGaming SeptemberFantasyDraft SeptemberBacklogBlitz HarvestMoonMarathon BackToSchoolBossFight',
  },
  'pickup truck': {
    dance:
      'PickupTruckLineDance PickupTruckBedBoogie PickupTruckHoedown PickupTruckBootScoot TailgateTwoStep DirtRoadShuffle',
    fitness:
      'PickupTruckStepUps PickupTruckHaySquats PickupTruckFarmStrong PickupTruckBedPlanks TailgateBootcamp TireFlipTuesday',
    prank:
      'PickupTruckBalloons PickupTruckPicnic PickupTruckFlowerBed PickupTruckMovieNight TailgateSurpriseParty BallPitInTheTruck',
    educational:
      'PickupTruckTowingMath HowMuchCanAPickupHaul GuessThePickupPayload PickupTruckModelQuiz FourWheelDrive101 TorqueVsHorsepower',
    cooking:
      'PickupTruckChiliNight PickupTruckCampStove PickupTruckTacoStand PickupTruckBBQ TailgateNachos TruckBedGrilledCheese',
    travel:
      'PickupTruckCamping PickupTruckGetaway PickupTruckFarmStands PickupTruckLakeDay TakeTheBackRoads TailgateSunsetSpots',
    fashion:
      'PickupTruckFitCheck PickupTruckWorkwear PickupTruckRunway PickupTruckDoubleDenim TailgateFlannel DirtRoadDrip',
    wellness:
      'PickupTruckStargazing PickupTruckSunset PickupTruckBedNap PickupTruckUnplug DirtRoadSlowDrive TailgateTalkTherapy',
    speed:
      'PickupTruckLoadRace PickupTruckUnloadDash PickupTruckOneTripMove PickupTruckTireChange TailgateSetupSprint HayBaleStackOff',
    music:
      'PickupTruckTailgateJam PickupTruckRadioDuet PickupTruckBedConcert PickupTruckKaraoke BackRoadsSingAlong WriteATruckSong',
    art: 'PickupTruckPhotoshoot PickupTruckGoldenHour PickupTruckChalkArt SketchYourDreamPickup RustyTruckWatercolor TailgateMural',
    tech: 'PickupTruckBedLights PickupTruckSolarSetup PickupTruckDashcam PickupTruckTechTour TailgateProjector HitchCamHack',
    pet: 'PickupTruckCopilotDog PickupTruckFetchStop PickupTruckTailWags PickupTruckPetPhoto TailgatePupParty BestTruckBuddyAward',
    gaming:
      'PickupTruckOffroadRun PickupTruckMudRally PickupTruckGameNight PickupTruckBuildOff TruckSimMarathon TailgateCornholeCup',
  },
  snooze: {
    dance:
      'NoSnoozeShuffle SnoozeSleepyShimmy SnoozeButtonBop SnoozeToGroove AlarmClockBoogie FiveMoreMinutesMoves',
    fitness:
      'NoSnoozeWorkout SnoozeSquats SnoozePlankPenalty TenPushUpsPerSnooze BeatTheSnoozeButton AlarmClockBurpees',
    prank:
      'SnoozeBreakfastInBed SnoozeSongSwap SnoozeCoffeeAroma HideTheSnoozeButton KazooWakeUpCall FiveAlarmsOneRoom',
    educational:
      'SnoozeButtonScience SnoozeSleepCycles WhyWeOversleep IsSnoozingBadForYou WhySnoozeIsNineMinutes WakeUpGrogginess101',
    cooking:
      'SnoozeProofBreakfast SnoozeOvernightOats SnoozeButtonBrunch SnoozeSmoothieSprint OmeletForOversleepers AlarmClockPancakes',
    travel:
      'NoSnoozeSunriseTrip SnoozeOnTheTrain DontSnoozeTheFlight LateCheckoutSnooze HammockSnoozeSpots WorthWakingUpFor',
    fashion:
      'SnoozeProofOutfit SnoozeFiveMinuteFit SnoozeInSilk OversleepGlowUp PajamaToPolished BedheadButMakeItChic',
    wellness:
      'NoSnoozeMorning SnoozeDetoxWeek SnoozeScreenCurfew GuiltFreeSnooze StretchBeforeSnooze WakeUpWithTheSun',
    speed:
      'SnoozeToDoorSpeedrun SnoozeScrambleRace OversleepRescueRun BeatTheSecondSnooze FiveMoreMinutesDash DressedBeforeAlarm',
    music:
      'SnoozeAlarmRemix SnoozeButtonLullaby SnoozeSnoreBeatbox OversleepBlues WakeUpSongSwap FiveMoreMinutesBallad',
    art: 'SnoozeButtonDoodle DrawYourSnoozeDream SnoozeFaceSelfie SnoozeBedheadSketch PillowCreaseStudy AlarmClockSculpt',
    tech: 'SnoozeProofAlarmApp SnoozeSunriseLamp ShakeToSnooze SolveToSnooze MySnoozeStats SmartClockShowdown',
    pet: 'SnoozeVsCat PetSnoozeCuddle SnoozeButtonPaw SnoozingWithPup FurryWakeUpCall DogIsMyAlarm',
    gaming:
      'SnoozeMiniGame SnoozeButtonBossFight SnoozeStreakSaver OversleepSpeedrun WordleBeforeSnooze FiveMoreMinutesMatch',
  },
  'bunk bed': {
    dance:
      'BunkBedBoogie BunkBedLadderStep BunkBedFlashlightRave TopBunkDanceBattle SiblingBedtimeShuffle PajamaPartyMoves',
    fitness:
      'BunkBedStretch BunkBedWallSit BunkBedPlankOff BunkBedSiblingSquats LadderCalfRaises PajamaBurpees',
    prank:
      'BunkBedPlushieArmy BunkBedSiblingNote BunkBedCeilingStars BunkBedFortSurprise BalloonsFromTheTopBunk SneakyPillowSwap',
    educational:
      'BunkBedSafetyRules BunkBedSpaceMath TopBunkTrivia FromShipsToBunkBeds HowBunkBedsHoldUp WhyBunksHaveRails',
    cooking:
      'BunkBedBreakfastTray BunkBedPancakeStack BunkBedSandwich TopBunkPopcorn CampCabinSmores MidnightSnackRaid',
    travel:
      'BunkBedHostelStay BunkBedTrainCabin BunkBedMountainHut TopBunkWithAView RateThatBunk SummerCampBunkTour',
    fashion:
      'MatchingBunkBedPJs BunkBedSiblingFit BunkBedOnesieDuo BunkBedSlipperSwap TopBunkBedhead SleepoverRunway',
    wellness:
      'BunkBedReadingNook BunkBedDeepTalks BunkBedCozyCave TopBunkDaydream BedtimeGratitudeList LightsOutStretch',
    speed:
      'BunkBedMakeRace BunkBedTidySprint BunkBedSheetShowdown BunkBedLightsOutDash SleepoverSetupBlitz PajamasOnCountdown',
    music:
      'BunkBedLullaby BunkBedBeatbox BunkBedRapBattle TopBunkHarmony CampCabinSingAlong FlashlightConcert',
    art: 'BuildABunkBedFort TopBunkSketch BunkBedCeilingMural BunkBedNameSigns GlowStarConstellation SiblingPortraitSwap',
    tech: 'BunkBedReadingLight BunkBedWalkieTalkies BunkBedLEDGlowUp TopBunkTextsBelow SleepoverTechCheck NightlightHack',
    pet: 'BunkBedCatHideout BunkBedKittenClimb BunkBedPupSleepover BunkBedPetTakeover WhoGetsTheTopBunk PillowFortPatrol',
    gaming:
      'BunkBedGameNight BunkBedCardShark BunkBedHandheldCoOp UnoFromTheTopBunk LightsOut20Questions SleepoverLANParty',
  },
  'gender reveal': {
    dance:
      'GenderRevealDanceOff GenderRevealBumpSway GenderRevealConga DadsGenderRevealMoves PinkOrBlueGroove BigSiblingStrut',
    fitness:
      'GenderRevealColorRun GenderRevealTugOfWar GenderRevealBumpWalk GenderRevealPlankBet PinkVsBluePushUps BalloonPopBurpees',
    prank:
      'GenderRevealPuppyTwist GenderRevealScratchers GenderRevealNanaCall PizzaGenderReveal SurpriseBalloonBox ConfettiInTheMailbox',
    educational:
      'GenderRevealSafeIdeas HowGenderRevealsBegan GenderRevealMythTest GenderRevealGenetics HowUltrasoundWorks XYChromosome101',
    cooking:
      'GenderRevealCake GenderRevealMacarons GenderRevealDonuts GenderRevealMocktail PinkOrBluePancakes FillingTellsAll',
    travel:
      'GenderRevealRoadTrip GenderRevealParkPicnic GenderRevealPostcard GenderRevealAbroad BabymoonBeachDay FlyHomeToTellThem',
    fashion:
      'GenderRevealTeamShirts GenderRevealBumpDress GenderRevealGuestLook WearYourGenderGuess PinkOrBlueFitCheck MommyToBeGlam',
    wellness:
      'GenderRevealGratitude GenderRevealHappyTears GenderRevealJustUsTwo CalmGenderReveal ParentToBeJournal DearBabyLetter',
    speed:
      'GenderRevealBalloonPop GenderRevealGuessRace GenderRevealPuzzleDash GenderRevealUnwrapRush PinkOrBlueRelay DiaperChangeCountdown',
    music:
      'GenderRevealDrumRoll GenderRevealLullaby GenderRevealMusicBox GenderRevealParodySong PinkOrBlueJingle BumpSerenade',
    art: 'GenderRevealPaintPour GenderRevealWatercolor GenderRevealScratchOff DrawYourGenderGuess PinkOrBlueChalkArt BumpPortraitReveal',
    tech: 'GenderRevealLiveStream GenderRevealARFilter GenderRevealQRCode GenderRevealAppVote LightShowGenderReveal SmartBulbColorFlip',
    pet: 'DogDoesTheReveal GenderRevealBandana GenderRevealPetGuess GenderRevealCatCameo GenderRevealFetch FurBigSibling',
    gaming:
      'GenderRevealTrivia GenderRevealMadLibs GenderRevealMinecraft GenderRevealWheelSpin PinkOrBlueBingo BabyNameScrabble',
  },
  snow: {
    dance:
      'SnowBootStomp ShakeOffTheSnow SnowflakeSpin SnowPenguinWaddle BlizzardBoogie MittenClapGroove',
    fitness:
      'SnowAngelReps SnowShovelCardio SnowballSquats SnowshoeIntervals BootcampInTheSnow SledHillSprints',
    prank:
      'SnowmanPhotobomb SnowPenguinArmy SnowWindshieldHearts SnowDoorstepGreeter SummerSnowballSurprise YetiFootprints',
    educational:
      'NoTwoSnowflakesAlike SnowCrystalScience WhySnowIsSoQuiet HowMuchWaterInSnow WhyIgloosStayWarm AvalancheSafetyBasics',
    cooking:
      'SnowmanPancakes FirstSnowCupcakes SnowDayCocoaBar SnowMapleTaffy SnowballCookieOff PowderedSugarBlizzard',
    travel:
      'FirstSnowPhotoWalk ChaseTheSnow SnowyTownTour SapporoSnowFest FindARealSnowGlobe SnowCabinWeekend',
    fashion:
      'SnowDayFitCheck LayerUpForSnow SnowBootStyleOff SnowPufferFiveWays SnowflakeNailArt ApresSkiGlam',
    wellness:
      'SnowfallBreathing SilentSnowWalk CatchASnowflake SnowAngelStillness SnowDayReadingNook SnowGlobeMeditation',
    speed:
      'SnowmanSpeedBuild SnowShovelRelay SnowFortIn10Min SnowSuitUpDash FastestSnowAngel SledHillRace',
    music:
      'SnowCrunchBeat SnowDayJingle SnowIcicleChimes FrostyTheSnowmanSong SnowedInKaraoke WinterWonderlandCover',
    art: 'SnowSculptureOff SnowFootprintArt SnowLanternBuild SnowmanMakeover PaintTheSnow CutASnowflake',
    tech: 'SnowfallTimelapse SnowflakeMacroShot SnowBlowerShowdown SnowDroneFlyover ThermalCamSnowAngel HeatedGlovesTest',
    pet: 'FirstSnowZoomies PawPrintsInSnow SnowBootiesWalk SnowballCatchPup SnowFaceplantDog CatVsSnowflake',
    gaming:
      'SnowDayGameNight SnowWorldBuild SnowballFightArena SnowFortSiege IceLevelSpeedrun BlizzardBossBattle',
  },
  'pool party': {
    dance:
      'PoolPartyDanceOff PoolPartyWaterBallet PoolPartyNoodleLimbo PoolPartyFlamingoStep CannonballChoreo PoolsideShuffle',
    fitness:
      'PoolPartyAquaAerobics PoolPartyTreadWater PoolPartyLapRace PoolPartyBootcamp PoolNoodleCore CannonballCardio',
    prank:
      'PoolPartyDuckFlood PoolPartyFakeFin SurprisePoolParty BathtubPoolParty BeachBallAvalanche MarcoButNoPolo',
    educational:
      'PoolPartyBuoyancyTest PoolPartySafetyRules PoolPartyLifeguard101 PoolPartyScienceQuiz WhyCannonballsSplash WhyFingersPrune',
    cooking:
      'PoolPartyPopsicles PoolPartyJelloCake PoolPartySliderBar PoolPartyMocktails FloatieDonuts CannonballTruffles',
    travel:
      'BestPoolPartySpot PoolPartyResortHop PoolPartyHotSprings PoolPartyLakeHouse RooftopPoolHunt InfinityPoolQuest',
    fashion:
      'PoolPartyFitCheck PoolPartyCoverUp PoolPartyShadesLineup DressedForPoolParty RetroSwimsuitRevival MatchYourFloatie',
    wellness:
      'PoolPartyBreather PoolPartyUnwind PoolPartySPFCheck PoolPartyIntrovertNook StarfishFloat HydrateBetweenDips',
    speed:
      'PoolPartyRelayRace PoolPartyTowelBlitz PoolPartyNoodleDash PoolPartyRingDive FastestFloatieInflate CannonballCountdown',
    music:
      'PoolPartyKaraoke PoolPartyBeatDrop PoolPartySteelDrums PoolPartySurfRock MarcoPoloChorus CannonballDrumroll',
    art: 'PoolPartyInvites PoolPartyChalkMural PoolPartyPolaroids PoolPartyPortraits PoolsideWatercolor DreamFloatieDesign',
    tech: 'PoolPartyUnderwaterCam PoolPartyDroneShot PoolPartySpeakerFloat PoolPartyLEDLights WaterproofPhoneTest SplashProofSetup',
    pet: 'DogPoolParty PoolPartyLifeJacket CatJudgesPoolParty KiddiePoolPartyPups PetFloatieLounge DoggyPaddleRace',
    gaming:
      'PoolPartyTournament PoolPartyMarcoPolo PoolPartySharksMinnows PoolPartyDiveForCoins WaterWarsLeaderboard WaterproofUnoNight',
  },
  pharmacist: {
    dance:
      'PharmacistCoatSpin PharmacistFiveCount PharmacistBreakRoomBop PharmacyAisleGroove DanceLikeAPharmacist CounterSlideShuffle',
    fitness:
      'PharmacistShiftSteps PharmacistCalfRaises PharmacistFootStretch PharmacyAisleLunges OnYourFeetPharmacist CounterPushUps',
    prank:
      'ThankYouPharmacist PharmacistDeskBalloons PharmacistCoffeeDrop PharmacistNameTagSwap SurpriseThePharmacist DoctorHandwritingCard',
    educational:
      'AskAPharmacistAnything PharmacistMythOrFact PharmacistDayInLife WhatPharmacistsStudy ReadYourPharmacyLabel HowPillsGetCounted',
    cooking:
      'BakeLikeAPharmacist PharmacistLunchbox PharmacistShiftSnacks PharmacistMealPrep CookForYourPharmacist CountByFivesCookies',
    travel:
      'PharmacistTravelKit PharmacistJetLagTips PharmacistVacationPOV PharmacyAbroadHaul PackLikeAPharmacist GreenCrossSpotting',
    fashion:
      'PharmacistCoatFitCheck PharmacistOffDutyLook PharmacistShoeRotation PharmacistBadgeReel DressLikeAPharmacist ScrubsToStreetwear',
    wellness:
      'PharmacistWindDown PharmacistPowerNap PharmacistDeepBreaths HydratedPharmacist ThankAPharmacist SundayPillBoxReset',
    speed:
      'BeatThePharmacist PharmacistTypingTest PharmacistShelfRestock PharmacistRefillDash SortItLikeAPharmacist CountByFivesSprint',
    music:
      'PharmacistShakerBeat PharmacistParodySong PharmacistCounterRap KaraokeWithAPharmacist PillBottleMaracas CountByFivesCadence',
    art: 'DrawYourPharmacist PharmacistLabelArt PharmacistCartoonSelf PharmacistWindowMural PharmacistThankYouCard MortarAndPestleSketch',
    tech: 'PharmacistVsRobot PharmacistAppReview PharmacistReminderHack AIVsPharmacistQuiz PharmacistDeskSetup ScanLikeAPharmacist',
    pet: 'CatPharmacistPOV PharmacistDogDuty PetDressedAsPharmacist WelcomeHomePharmacist PharmacistTreatCounter PharmacistNapBuddy',
    gaming:
      'PharmacistBossLevel PharmacistTriviaNight PharmacistEscapeRoom BeatThePharmacistQuiz PotionShopPharmacist PharmacistVsTheRush',
  },
  doormat: {
    dance:
      'DoormatShuffle DoormatTwoStep DoormatMoonwalk WelcomeMatMoves StayOnTheDoormat WipeYourFeetGroove',
    fitness:
      'DoormatPlank DoormatLateralHops DoormatClimbers DoormatSizedHIIT OneDoormatWorkout WipeYourFeetSprints',
    prank:
      'DoormatMessageSwap DoormatSqueakyToy WelcomeMatPlotTwist BubbleWrapDoormat RedCarpetFromDoormat DoormatMysteryNote',
    educational:
      'WhyDoormatsSayWelcome HowDirtyIsYourDoormat DoormatCoirVsRubber DoormatEtiquetteAbroad DoormatFengShui HowDoormatsAreMade',
    cooking:
      'DoormatCookies DoormatWaffles DoormatDinnerDrop WelcomeMatCake TreatsOnTheDoormat HousewarmingBake',
    travel:
      'DoormatsAroundTheWorld DoormatLanguageHunt DoormatPhotoWalk WelcomeMatPassport RateEveryDoormat HotelDoormatReview',
    fashion:
      'DoormatFitCheck DoormatRunway DoormatShoeLineup WelcomeMatOOTD MatchYourDoormat BootsByTheDoormat',
    wellness:
      'ShoesOffAtTheDoormat DoormatGratitudePause LeaveItAtTheDoormat DoormatAffirmation BreatheOnTheDoormat WelcomeYourselfHome',
    speed:
      'ShoesOffDoormatDash DoormatShakeOut DoormatWipeRelay DoormatToCouchSprint FastestDoormatCleanup BeatTheDoorbell',
    music:
      'DoormatStompBeat DoormatDoorbellSong DoormatWelcomeJingle DoormatKnockRhythm SerenadeFromTheDoormat WipeYourFeetRemix',
    art: 'PaintYourDoormat WelcomeMatMakeover DoormatStencilArt BraidedRugDoormat YarnPomDoormat SeasonalDoormatLayers',
    tech: 'SmartDoormatSensor DoormatPackageAlert LightUpDoormat CodeADoormatGreeting DoormatThatTalksBack HeatedDoormatTest',
    pet: 'PupWaitsOnTheDoormat MuddyDogDoormatWipe CatOnTheDoormat DoormatPetName WelcomeMatGreeter PawPrintDoormat',
    gaming:
      'DoormatSavePoint DoormatFloorIsLava DoormatTicTacToe DoormatBeanBagToss RespawnAtTheDoormat GameNightWelcomeMat',
  },
  'jack in the box': {
    dance:
      'JackInTheBoxLeap JackInTheBoxBounce JackInTheBoxCrankSpin JackInTheBoxJive PopGoesTheDancer SpringUpFreeze',
    fitness:
      'JackInTheBoxJumps JackInTheBoxBurpees JackInTheBoxHIIT WindUpJackInTheBox PopGoesTheSquat CrouchAndSpring',
    funny:
      'DadAsJackInTheBox SlowMoJackInTheBox JackInTheBoxBadTiming JackInTheBoxJumpScare WhoFlinchesFirst StillCranking',
    educational:
      'HowJackInTheBoxWorks JackInTheBoxHistory JackInTheBoxMusicComb BuildAJackInTheBox WeaselSongDecoded PotentialEnergyPop',
    cooking:
      'JackInTheBoxCake JackInTheBoxPopcorn JackInTheBoxCookies BakeAJackInTheBox PopGoesThePopover SpringRollSurprise',
    travel:
      'JackInTheBoxToyShop JackInTheBoxFleaFind JackInTheBoxAtticDig AntiqueJackInTheBox HuntForAJackInTheBox VintageWindUpMuseum',
    fashion:
      'JackInTheBoxCostume JackInTheBoxFitReveal JackInTheBoxJesterHat DressAsAJackInTheBox PopUpOutfitSwap SpringLoadedStyle',
    wellness:
      'JackInTheBoxBreathing JackInTheBoxStretch JackInTheBoxLaughBreak JackInTheBoxJoyJolt SlowCrankCountdown SpringBackStronger',
    speed:
      'JackInTheBoxReflexTest JackInTheBoxCrankRace JackInTheBoxGuessWhen CatchAJackInTheBox BeatTheWeasel LidPopCountdown',
    music:
      'JackInTheBoxBeatDrop JackInTheBoxRemix JackInTheBoxCrankOrgan JackInTheBoxSingAlong WeaselInEveryGenre WaitForThePop',
    art: 'JackInTheBoxCraft JackInTheBoxSketch JackInTheBoxClayJester PopUpJackInTheBoxCard AccordionPaperPuppet DrawWhatSpringsOut',
    tech: 'ServoJackInTheBox JackInTheBoxSlowMo JackInTheBoxArduino JackInTheBoxNotifier PrintAJackInTheBox MotionSensorPopUp',
    pet: 'CatJackInTheBox DogVsJackInTheBox JackInTheBoxTreats JackInTheBoxKitten PopGoesThePuppy BoxPeekabooPet',
    gaming:
      'JackInTheBoxBossFight JackInTheBoxReflexGame JackInTheBoxWhackAMole JackInTheBoxDiceRoll PopUpTargetRun CrankToContinue',
  },
  experiment: {
    dance:
      'ExperimentalMoves ExperimentFreestyle ExperimentBubblingBop TheGrooveExperiment MadScientistShuffle ChainReactionDance',
    fitness:
      'ExperimentStepTest ThirtyDayExperiment HeartRateExperiment TheSquatExperiment HypothesisPlank ControlGroupCardio',
    funny:
      'ExperimentFails ExperimentReactions ExperimentKitchenChaos ExperimentOnMyFamily MadScientistCackle DadsHypothesis',
    prank:
      'ExperimentColorChange ExperimentMagicMilk ExperimentFoamingCup ExperimentOobleckDare InvisibleInkSurprise UpsideDownWaterTrick',
    cooking:
      'ExperimentFlavorMashup ExperimentCandyLab CookieExperiment YeastBalloonExperiment FizzyLemonadeScience IceCreamInABag',
    travel:
      'ExperimentOnAHike ExperimentAtTheBeach MountainBoilExperiment TidePoolExperiment ScienceCenterRoadTrip PackAPortableLab',
    fashion:
      'ExperimentLabCoatLook ExperimentTieDye ExperimentUVBeads ExperimentMoodShirt GogglesFitCheck MadScientistChic',
    wellness:
      'ExperimentNoPhoneWeek ExperimentSleepTest SelfCareExperiment GratitudeExperiment TheJoyExperiment ColdShowerTrial',
    speed:
      'ExperimentIn60 ExperimentRelay ExperimentSpeedrun ReactionTimeExperiment FastestFizz EggDropSpeedBuild',
    music:
      'ExperimentSoundLab ExperimentBottleBand ExperimentGlassHarp ExperimentalBeats StrawOboeExperiment HomemadeInstrumentJam',
    art: 'ExperimentMarbling ExperimentCyanotype PaintPourExperiment CrystalExperiment SplatterScienceArt MarkerChromatography',
    tech: 'ExperimentCircuitBuild ExperimentSensorTest ExperimentLemonBattery ArduinoExperiment GraphYourExperiment SlowMoScienceCam',
    pet: 'PetExperiment ExperimentDogCupGame ExperimentCatBoxSize MirrorTestExperiment TreatOrToyExperiment PuppyPeerReview',
    gaming:
      'ExperimentSandboxRun ExperimentPhysicsGame ExperimentBridgeSim MinecraftExperimentLab PotionBrewExperiment RubeGoldbergChallenge',
  },
  electricity: {
    dance:
      'ElectricSlideRemix ElectrifyingSolo ElectricityBodyWave ElectronBounce PowerSurgeShuffle ShortCircuitFreeze',
    fitness:
      'ElectricityPedalPower ElectricityRowOff ElectrifyingHIIT ElectricSlideWorkout LightABulbByBike HandCrankCardio',
    funny:
      'ElectricityBillDrama ElectricityOutagePanic ElectricianDadJokes ElectricSlideFail StaticShockReactions WhoLeftTheLightsOn',
    prank:
      'FakeElectricityBill ElectronicDoorbellSwap ElectricityCandleMagic ElectricSlideAmbush StaticBalloonHair LightsOutSurpriseParty',
    cooking:
      'NoElectricityDinner ElectricKettleRamen ElectrifyingCupcakes ElectricianLunchbox SolarOvenSmores BlackoutPicnic',
    travel:
      'ElectricCarRoadTrip ElectricityDamVisit ElectrifyingCityLights NoElectricityCabin WindFarmWander AuroraBorealisChase',
    fashion:
      'ElectricBlueLook ElectrifyingNeonGlam ElectricityLightUpFit ElectricianChic StaticFreeStyle FiberOpticDress',
    wellness:
      'ElectricityUnplugged ElectricityCandleNight ElectricityScreenFast ElectricBlanketNap SwitchOffSelfCare LowPowerModeSunday',
    speed:
      'ElectricityCircuitRace ElectricityQuickQuiz ElectricSlideSpeedrun ElectrifyingSprint FastestBulbLightUp UnplugEverythingDash',
    music:
      'ElectricGuitarCover ElectricityTheremin ElectronicCircuitSynth ElectricityFruitPiano SingingTeslaCoil AmpedUpAnthem',
    art: 'ElectricityCircuitArt ElectricityLightUpCard ElectronicNeonSign DrawWithElectricPaint LightningBoltMural CopperTapeSculpture',
    tech: 'ElectricityCircuitKit ElectricitySolarCharge ElectricityMeterMath ElectricBillHacks HomemadeBatteryTest VampirePowerHunt',
    pet: 'ElectricityCordSafety ElectricityOutageCalm ElectricBlanketCat ElectronicToyReaction RoboVacuumVsDog StaticFurBalloon',
    gaming:
      'ElectricityBoardGame ElectricityBuzzWire ElectricityGridBuilder ElectricPokemonOnly FactorioPowerPlant RedstoneContraption',
  },
  'optical illusion': {
    dance:
      'OpticalIllusionFloat IllusionBodyWave IllusionFreezeFrame SpinningDancerIllusion MoonwalkIllusion MirrorIllusionGroove',
    fitness:
      'OpticalIllusionPlank IllusionBalanceTest IllusionLungeWalk AntiGravityIllusion ForcedPerspectiveLift LevitationJumps',
    funny:
      'OpticalIllusionOnDad IllusionReactions IllusionFails MyBrainVsIllusion DuckOrRabbitShowdown YannyOrLaurel',
    prank:
      'OpticalIllusionMug IllusionHoleRug FakeSpillIllusion FollowingEyesIllusion HiddenImageSurprise FloatingCupStunt',
    cooking:
      'OpticalIllusionCookies OpticalIllusionJelly IllusionPlating IllusionBento IsItCakeOrNot FakeFriedEggDessert',
    travel:
      'IllusionMuseumVisit IllusionPhotoOps MirrorMazeIllusion AmesRoomIllusion HoldUpTheLeaningTower MysterySpotTrip',
    fashion:
      'OpticalIllusionDress OpticalIllusionNails IllusionPrintFit IllusionStripes WhiteGoldOrBlueBlack OpArtMiniSkirt',
    wellness:
      'IllusionFocusReset IllusionBreathing ColorFadeIllusion WavyIllusionUnwind SpiralStareRelax MandalaGazeMinute',
    speed:
      'SpotTheHiddenIllusion IllusionIn10Seconds IllusionSolveRace CountTheDotsIllusion WhichLineIsLonger ImpossibleTriangleDraw',
    music:
      'AuditoryIllusionTest IllusionMusicVideo IllusionBeatDrop ShepardToneIllusion SpinningRecordIllusion YannyOrLaurel',
    art: 'DrawAnIllusion AnamorphicIllusion ThreeDHandIllusion ChalkStreetIllusion ImpossibleStairsSketch OpArtChallenge',
    tech: 'OpticalIllusionFilter AISpiralIllusion IllusionGeneratorApp PhoneHologramIllusion CodeAnIllusion PersistenceOfVision',
    pet: 'CatIllusionSquare PetIllusionTest TreatCupIllusion MirrorIllusionPup DoesMyDogSeeIllusions KittyVsRotatingSnakes',
    gaming:
      'IllusionPuzzleGame IllusionEscapeRoom IllusionMazeRun IllusionBossLevel EscherStairsBuild MonumentValleySpeedrun',
  },
  seesaw: {
    dance:
      'SeesawSway SeesawBounce SeesawSyncUp TeeterTotterTwist BalanceLikeASeesaw UpAndDownGroove',
    fitness:
      'SeesawPartnerSquats SeesawCoreRock SeesawPlankTilt TeeterTotterTabata HumanSeesawCrunch BalanceBoardBurn',
    funny:
      'SeesawStandoff SeesawStuckAtTop SeesawCommentary TeeterTotterTrashTalk GrownupsOnTheSeesaw DadVsKidSeesaw',
    prank:
      'InvisibleSeesawPartner TeeterTotterTeddies MiniSeesawSurprise SeesawChalkMessage SeesawGnomeSwap PlaygroundPlotTwist',
    cooking:
      'PretzelSeesawSnack SeesawCookieStack SeesawScaleBaking SeesawCakePops TeeterTotterTacos PlaygroundPicnicBox',
    travel:
      'GiantSeesawSpot SeesawInEveryPark SeesawRoadTripStop TeeterTotterTour WorldsLongestSeesaw PlaygroundPhotoWalk',
    fashion:
      'SeesawOutfitSwitch SeesawTwinFits SeesawOverallsLook TeeterTotterStripes ColorBlockSeesaw PlaygroundChic',
    wellness:
      'SeesawBreathing SeesawBalanceCheck SeesawUpsAndDowns TeeterTotterTalks MoodSeesawJournal WorkLifeSeesaw',
    speed:
      'SeesawReps60 SeesawBalanceRace SeesawLevelIn10 TeeterTotterTimeTrial BeatTheSeesawClock FindTheFulcrumFast',
    music:
      'SeesawRhythm SeesawMetronome SeesawCallAndResponse TeeterTotterTune SqueakySeesawSymphony UpAndDownMelody',
    art: 'SeesawSilhouettePhoto SeesawPopsicleModel SeesawChalkDrawing MiniSeesawSculpture DrawTheTeeterTotter BalanceMobileArt',
    tech: 'SeesawGyroTest SeesawSlowMo SeesawSensorBuild SeesawLeverSimulator PhoneLevelSeesaw FulcrumFinderApp',
    pet: 'PetAgilitySeesaw SeesawTreatBalance SeesawPuppyConfidence SeesawFirstTryReaction CatVsTeeterTotter PupTiltTrick',
    gaming:
      'SeesawPuzzleLevel SeesawPhysicsGame SeesawCoopBalance TeeterTotterTakedown AngryBirdsSeesaw TipTheScalesRun',
  },
  recipe: {
    dance:
      'RecipeForGroove RecipeWhiskTwirl RecipeEightCount DanceTheRecipe OneMovePerIngredient ChefHatChoreo',
    fitness:
      'MyWorkoutRecipe RecipeLungeLadder RecipeForSweat RecipeCardCircuit SquatPerIngredient StirTheBatterBurn',
    funny:
      'RecipeBlogLifeStory GrandmasVagueRecipe RecipePhotoVsMine RecipeSaysTenMinutes MeasureWithYourHeart ISubstitutedEverything',
    prank:
      'SecretIngredientIsLove RecipeCardKindNote RecipeSwapSurprise FakeFamilyRecipe RecipeScavengerHunt SignedCookbookGift',
    educational:
      'RecipeScience RecipeMathScaling FamilyRecipeHistory WhyRecipesNeedSalt OldestRecipeEver BakingRatios101',
    travel:
      'RecipeFromEveryCountry RecipeSouvenir RecipePassport RecipeMarketToTable LearnALocalRecipe StreetFoodRecreation',
    fashion:
      'MyOutfitRecipe DressLikeYourRecipe RecipeForDrip SecretRecipeStyle CookbookCoverLook ApronFitCheck',
    wellness:
      'RecipeForCalm FamilyRecipeGratitude ComfortRecipeSunday HandwrittenRecipes CookOneRecipeSlowly RecipeForARestDay',
    speed:
      'RecipeSpeedrun TenMinuteRecipe RecipeOnePanBlitz BeatTheRecipeTime FiveIngredientRace MiseEnPlaceDash',
    music: 'SingTheRecipe RecipeRap RecipeOpera RecipeLullaby CookToTheBeat KitchenPercussionJam',
    art: 'IllustratedRecipe RecipeCardArt RecipeZine DrawYourFamilyRecipe PaintYourPantry IngredientFlatLay',
    tech: 'AIRecipeTest RecipeAppReview ScanGrandmasRecipe VoiceOnlyRecipe AIFridgeRecipe SmartScaleBaking',
    pet: 'PetTreatRecipe DogApprovedRecipe PupcakeRecipe CatSnackRecipe RecipeFrozenKong PupTasteTester',
    gaming:
      'VideoGameRecipe CraftingRecipeIRL RecipeZeldaCooking RecipeMinecraftCake OvercookedRecipeRun StardewDishChallenge',
  },
  'coca cola': {
    dance:
      'CocaColaFizzPop CocaColaPolarBearStep CokeFloatFreestyle ShareACocaColaDance SodaShopSwing BottleCapBoogie',
    fitness:
      'CokeCanCurls CocaColaCrateCarry CocaColaBottleBalance BurnOffACocaCola SixPackSwap SodaFreeStreak',
    funny:
      'CocaColaFizzSneeze CocaColaVsPepsiTest CocaColaOpenFail ShareACocaColaNameHunt WhichCokeIsShaken PolarBearImpression',
    prank:
      'ShareACokeSurprise CocaColaBottleMessage CocaColaCustomLabel CocaColaCanGiftWrap IceColdDoorstepTreat SantaSodaDrop',
    educational:
      'CocaColaOriginStory CocaColaLogoEvolution DidCocaColaInventSanta CokeGeyserScience WhySodaFizzes CountTheSugarCubes',
    travel:
      'CocaColaMuseumTrip CokeAroundTheWorld ChaseTheCocaColaTruck MexicanCocaColaHunt RetroSodaFountainTour VintageDinerRoute66',
    fashion:
      'CocaColaRedLook CocaColaPolarSweater CocaColaCanTabBracelet CokeVintageTee RetroDinerOutfit SodaJerkChic',
    wellness:
      'CokeFloatPorchPause CocaColaSunsetSip CocaColaSlowSunday CocaColaDetoxWeek SwapSodaForSparkling IceColdGlassMoment',
    speed:
      'CokeCanPyramidRace CocaColaCapSort CocaColaFloatSprint CocaColaCrateStackOff MentosGeyserCountdown FastestBottleOpen',
    music:
      'CokeBottleFlute CocaColaJingleCover CocaColaCanShaker CocaColaFizzASMR TeachTheWorldToSing HolidaysAreComing',
    art: 'CokeCanSculpture CocaColaVintagePoster CocaColaWarholPrint CocaColaCrateShelf DrawTheContourBottle SodaCapMosaic',
    tech: 'CokeFizzSlowMo CocaColaGeyserDrone CocaColaFreestyleMix ChillACocaColaIn60 SodaStreamVsCocaCola SmartVendingTest',
    pet: 'CocaColaPolarBearPup CocaColaCrateCatNap CocaColaRedCollar DogInACokeBandana PetRecreatesCocaColaAd CanCrinkleReaction',
    gaming:
      'CocaColaFloatGameNight CocaColaBottleRingToss CocaColaLogoQuiz CokeCapPoker SodaStackHighScore VendingMachineSim',
  },
  europe: {
    dance:
      'EuropePolkaParty EuropeFlamencoTry EuropeanFolkSteps DanceAcrossEurope CobblestoneShuffle IrishJigAttempt',
    fitness:
      'Europe20KStepDays EuropeByBike EuropeAlpineHike EuropeanHotelWorkout CastleStairClimb DolomitesTrailRun',
    funny:
      'EuropeNoIceReaction EuropeTinyCoffeeShock EuropeDinnerAtTen EuropeanHeatNoAC AmericansInEurope CobblestoneSuitcase',
    prank:
      'SurpriseEuropeTrip EuropeRevealBox EuropeSnackHaulGift PostcardFromEurope PhotoshopMeInEurope ScratchOffMapPresent',
    educational:
      'EuropeCapitalsQuiz EuropeHistoryMinute EuropeFlagMeanings MicroNationsOfEurope GuessTheLanguageEurope HowTheEuroWorks',
    cooking:
      'CookAcrossEurope EuropeBreakfastTour EuropePastryBakeOff EuropeanDishAtHome PaellaPartyPan GelatoFromScratch',
    fashion:
      'EuropeanStreetStyle EuropeCapsuleSuitcase EuropeOutfitADay PackForEuropeIn1Bag EuroSummerFit ItalianLinenLook',
    wellness:
      'EuropeSlowTravel EuropeCafeMorning EuropeSiestaHour EuropeSaunaRitual LiveLikeEuropeans LakeComoSunsetPause',
    speed:
      'EuropeInTenDays EuropeTrainDash EuropeFlagQuickfire SprintThroughEurope InterrailSpeedrun FiveCountriesOneWeek',
    music:
      'EuropeBuskerFind EuropeOperaNight EuropeAccordionJam EuropeanFolkSongCover EurovisionWatchParty ViennaWaltzConcert',
    art: 'EuropeSketchbook EuropeWatercolors EuropeStainedGlass EuropeCathedralDrawing CobblestonePhotoWalk LouvreMasterpieceHunt',
    tech: 'EuropeTravelApps EuropeTrainTicketHack EuropeESimTest AdapterForEurope OfflineMapsEurope TranslationEarbuds',
    pet: 'EuropePetFriendlyTrip EuropePuppyPassport EuropeanCafePups DogsOfEurope CatsOfRome SwissStBernardVisit',
    gaming:
      'EuropeMapGame EuropeCapitalsTrivia EuropeGeoguessrRound TicketToRideEurope ConquerEuropeInRisk DiplomacyStrategyNight',
  },
  china: {
    dance:
      'ChinaLionDance ChinaRibbonRoutine ChinaUmbrellaStep ChineseFanFlow DragonParadeShuffle LanternFestivalMoves',
    fitness:
      'ChinaTaiChiMorning ChinaGreatWallHike ChinaKungFuBasics ChineseJumpRopeRelay PlazaDanceWorkout JianziKickUps',
    funny:
      'FirstTimeInChina ChinaChopstickFails ChinaTonesMixUp ChinaGoldenWeekCrowds PandaRollImpression SpicySichuanReaction',
    prank:
      'ChinaTripReveal ChinaLanternWelcome ChinaLuckyKnotGift ChinaPandaPeekaboo RedEnvelopeSurprise PaperDragonDoorway',
    educational:
      'ChinaGreatWallFacts ChinaInventionsQuiz ChinaCharacterOrigins ChineseZodiacStory LearnMandarinTones SilkRoadHistory',
    cooking:
      'ChinaDumplingFold ChinaStreetFoodAtHome ChinaMooncakeBake ChineseNewYearFeast HandPulledNoodleDare ScallionPancakeRoll',
    fashion:
      'ChinaSilkStyle ChinaTravelFit ChinaQipaoLook ChineseKnotButtons LunarNewYearRed MandarinCollarJacket',
    wellness:
      'ChinaTeaCeremony ChinaGardenStroll ChinaLakeBoatRide ChineseBrushMindful MorningTaiChiCalm BambooForestPause',
    speed:
      'ChinaDumplingRace ChinaProvinceMapQuiz ChinaZodiacOrderDash ChineseTongueTwister ChopstickBeanBlitz MahjongTileSortTimer',
    music:
      'ChinaGuzhengCover ChinaLionDanceDrums ChinaErhuMelody ChineseNewYearSong PipaShredSolo BambooFluteFolkTune',
    art: 'ChinaCalligraphy ChinaPaperCutArt ChinaInkWashPainting PaintYourOwnChina LunarLanternCraft DragonBrushSketch',
    tech: 'ChinaTravelAppSetup ChinaDroneLightShow ChinaQRPaymentHowTo ChinaMaglevPOV BulletTrainSpeedTest AbacusVsCalculator',
    pet: 'ChinaLionDancePup ChinaPandaCostumeCat ChinaLanternFestWalk ChineseZodiacPetShoot YearOfTheDogPortrait LuckyRedPawPrints',
    gaming:
      'ChinaMahjongNight ChinaChessMatch ChinaTangramPuzzle ChineseCheckersDuel GreatWallBuildRun GoBoardShowdown',
  },
  fishing: {
    dance:
      'FishingLineDance FishingLureJig FishingBobberBounce GoneFishingShuffle ReelItInChallenge CastAndSway',
    fitness:
      'KayakFishingCore FishingCastReps StandUpPaddleFishing WadeFishingWorkout ReelInCurls TackleBoxSquats',
    funny:
      'FishingVsCatching MyFishingStoryGrows FishingWithDadPOV ThingsSaidWhileFishing TheOneThatGotAway CaughtMyOwnHat',
    prank:
      'FishingForCompliments FishingForTheRemote CaughtABootFishing InvisibleFishingLine GoneFishingNote RubberFishOnTheHook',
    educational:
      'LearnOneFishingKnot FishingSpeciesGuess HowFishingLuresWork FishingMoonPhaseTest CatchAndRelease101 WhyFishBiteAtDawn',
    cooking:
      'FishingCatchAndCook GoneFishingPicnic FishingShoreLunch CampfireFishingDinner GummyWormBaitCups LakeToTable',
    fashion:
      'FishingFitCheck FishingHatShowdown FishingLureEarrings DressedForFishing StrutInFishingWaders TackleBoxChic',
    wellness:
      'SlowMorningFishing FishingPhoneFree MindfulFishingHour QuietLakeFishing FishingTherapyDay CastAwayStress',
    speed:
      'FishingKnotIn10 FirstCatchFishingDerby FishingRodSetupRace FishingTackleSort CastForDistance UntangleTheLineFast',
    music:
      'GoneFishingSong FishingReelRhythm SeaShantyFishing FishingBluesJam FishingTripAnthem TackleBoxPercussion',
    art: 'FishingSketchbook WatercolorFishingSpot FishingLurePainting MakeAFishingTripZine FishingBobberArt GyotakuFishPrint',
    tech: 'FishingSonarTest FishingForecastCheck FishingCatchLogApp UnderwaterFishingCam BudgetFishingGadgets AIPlansMyFishingTrip',
    pet: 'DogFishingBuddy CatFishingRodToy PupLifeJacketFishing KittenFishingGame FishingLakeSniffWalk FishingWithMyPet',
    gaming:
      'FishingMinigameRun CozyFishingGame FishingDerbyNight LegendaryFishingCatch GoFishTournament FishingAchievementHunt',
  },
  'picture day': {
    dance:
      'PictureDayPoseOff PictureDaySmileShuffle PictureDayCombBounce PictureDayHairFlip SayCheeseDance FlashBulbFreeze',
    fitness:
      'PictureDayFaceYoga PictureDayPosture PictureDayStandTall PicturePerfectPlank SayCheeseSquats SmileMuscleWorkout',
    funny:
      'PictureDayRecreation PictureDayBlinkShot PictureDayCowlickWar PictureDayLaserBack AwkwardYearbookPose PhotographerDadJokes',
    prank:
      'PictureDayPhotobomb PictureDaySillyFace PictureDayLuckyNote PicturePerfectSurprise SecretBunnyEars EveryoneBlinkOnThree',
    educational:
      'PictureDayLightingTips PictureDayColorTheory PictureDayAngles101 FirstSchoolPictureEver HowYearbooksGetMade WhyFlashMakesRedEye',
    cooking:
      'PictureDayBreakfast PictureDayCookies PictureDayBentoLunch PicturePerfectPancakes SayCheeseToast NoSpillMorningEats',
    travel:
      'PictureDayPosesAbroad PictureDayAtLandmarks PassportPictureRedo PicturePerfectPlaces SayCheeseCityTour PhotoBoothCrawl',
    wellness:
      'PictureDayConfidence PictureDayPepTalk PictureDayNoFilter PicturePerfectSelfLove SmileForYourself EarlyNightBeforeShoot',
    speed:
      'PictureDayGetReadyRace PictureDayOutfitBlitz PictureDaySpeedrun TenPicturePosesFast RetakeInFive CombAndGoDash',
    music:
      'PictureDayAnthem PictureDayVogueCover PictureDayShutterBeat PicturePerfectHarmony SayCheeseRemix FlashAndPoseJingle',
    art: 'PictureDaySelfSketch PictureDayFrameCraft PictureDayPolaroidWall DoodleOnOldPictures PaintYourOwnBackdrop YearbookCollage',
    tech: 'PictureDayPhotoEdit PictureDayAIRetake PictureDayTripodTimer PictureDayPortraitMode RingLightPictureDay BackdropGreenScreen',
    pet: 'PetPictureDay DogYearbookPhoto PictureDayBowTie PictureDayKittyPose PicturePerfectPup TreatAboveTheLens',
    gaming:
      'PictureDayAvatarShoot PictureDayGuessTheYear PictureDayBingo PictureDayPhotoMode FindMeInTheClassPic CharacterSelectPose',
  },
  'night routine': {
    dance:
      'NightRoutineSlowDance NightlightGroove WindDownSway GoodnightMoonwalk PajamaPartyShuffle BrushTeethBop',
    fitness:
      'NightRoutineStretch NightRoutineYoga NightRoutineWallSit GoodnightCoreBurn EveningWalkRoutine PajamaPilates',
    funny:
      'NightRoutineVsReality NightRoutineByDad My47StepNightRoutine MidnightSnackDetour GoodnightTimesTen ScrollingTillTwoAM',
    prank:
      'NightRoutinePillowNote NightRoutineGlowStars NightRoutineTeaDrop GoodnightChocolateMint TurndownSurprise WarmTowelAfterShower',
    educational:
      'NightRoutineSleepFacts NightRoutineBodyClock NightRoutineMelatonin HowNightRoutinesWork DoesBlueLightMatter WhyWeDream',
    cooking:
      'NightRoutineTea NightRoutineGoldenMilk NightRoutineSnack OvernightOatsPrep ChamomileLatte SleepyGirlMocktail',
    travel:
      'NightRoutineInAHotel NightRoutineCamping NightRoutineOnATrain RedEyeFlightWindDown EveningCityStroll StargazeBeforeSleep',
    fashion:
      'NightRoutinePajamaFit NightRoutineHairWrap NightRoutineSilkBonnet NightRoutineGlowUp CozyRobeCheck MatchingSlipperSet',
    speed:
      'NightRoutineSpeedrun NightRoutineIn10 NightRoutineTidyBlitz BeatMidnightRace PajamasOnIn30 TeethBrushTimer',
    music:
      'NightRoutineLullaby NightRoutineRainSounds WindDownSongs MidnightPianoMinute SoftGuitarGoodnight SlowJamToSleep',
    art: 'NightRoutineJournal NightRoutineSketch NightRoutineComicStrip PaintTheNightSky MoonlightDoodle ConstellationCollage',
    tech: 'NightRoutineSmartLamp NightRoutineScreenOff NightRoutineWhiteNoise NightModeEverything PhoneBedtimeSetup SleepTrackerTest',
    pet: 'NightRoutineWithPet NightRoutineLastWalk MidnightCatZoomies PuppyCrateGoodnight TuckInTheDog WhoHogsTheBed',
    gaming:
      'NightRoutineCozyGame NightRoutineQuestLog NightRoutineOneMoreRun MidnightBossFight LastLevelBeforeBed StardewSleepSave',
  },
  'room reset': {
    dance:
      'RoomResetBroomTwirl RoomResetHamperHop RoomResetDanceBreak RoomResetGroove TidyUpShuffle PillowFluffShimmy',
    fitness:
      'RoomResetStepCount RoomResetSquatPickups RoomResetHIIT ActiveRoomReset BedMakingLunges HamperCarryLaps',
    funny:
      'RoomResetChaosReveal RoomResetFoundItems RoomResetMugCount RoomResetDocumentary TheClothesChair LostSockReunion',
    prank:
      'RoomResetSurprise RoomResetForMom RoomResetPillowMint SiblingRoomReset FreshSheetsFairy HotelTowelSwan',
    educational:
      'RoomResetScience RoomResetOrganizing101 RoomResetFengShui WhyRoomResetsHelp HowOftenToWashSheets DustMiteFacts',
    cooking:
      'RoomResetTeaBreak RoomResetSmoothie RoomResetRewardBake SnackAfterRoomReset FreshSheetsBreakfast SundayBatchSoup',
    travel:
      'RoomResetHotelStyle RoomResetAfterTrip RoomResetDormMoveIn AirbnbRoomReset UnpackingReset CampervanTidyUp',
    fashion:
      'RoomResetClosetEdit RoomResetOutfitSort RoomResetCapsuleBuild ShoeRackRoomReset DonateOrKeepPile HangerColorOrder',
    speed:
      'RoomResetSpeedrun RoomResetTenMinutes RoomResetLaundryDash MakeTheBedRace RoomResetFloorBlitz PillowFluffCountdown',
    music:
      'RoomResetSong RoomResetVinylSide RoomResetPodcastHour OneAlbumRoomReset TidyUpAnthem VacuumHumHarmony',
    art: 'RoomResetMoodBoard RoomResetWallArt RoomResetShelfStyling BeforeAfterRoomReset FreshSheetsPhoto VignetteArranging',
    tech: 'RoomResetTimeLapse RoomResetCableTidy RoomResetRobotVacuum AIRatesMyRoomReset SmartLightReset LampTimerRoutine',
    pet: 'RoomResetPetHelper RoomResetToyRoundup RoomResetKittenPounce DogBedRoomReset CatInFreshSheets BlanketNestForPuppy',
    gaming:
      'RoomResetGamingSetup RoomResetSideQuest RoomResetLootDrop LevelUpYourRoomReset CleanDeskGameNight ConsoleShelfTidy',
  },
  succulent: {
    dance:
      'SucculentShuffle SucculentSunDance SucculentStrut GrooveForYourSucculent CactusTwoStep RepotRumba',
    fitness:
      'SucculentRepotSquats SucculentSoilBagCarry SucculentYogaFlow SunSaluteSucculent CactusArmsPose LowWaterHighReps',
    funny:
      'MySucculentWasFake SucculentOverwatering SucculentPepTalk KilledASucculent CactusNamingCeremony HundredthPotPurchase',
    prank:
      'SucculentFakePlantSwap SucculentGiftDelivery SucculentGooglyEyes SecretSucculentSanta CactusCupcakePrank TinyPotNameTags',
    educational:
      'SucculentPropagation SucculentOrCactusQuiz SucculentMythBusting SucculentSoilScience WhySucculentsGetLeggy HowCactiStoreWater',
    cooking:
      'SucculentCupcakes SucculentPipingTips SucculentMacarons EdibleSucculentGarden CactusCookies NopalesTacos',
    travel:
      'SucculentNurseryVisit SucculentDesertTrip SucculentPlantSwapMeet SucculentGardenTour CactusCountryDrive CanaryIslandsFlora',
    fashion:
      'SucculentPrintFit SucculentEarrings SucculentHairPins CactusCowgirlLook SucculentLadyChic LivingPlantBrooch',
    speed:
      'SucculentRepotRace SucculentArrangeOff SucculentPotPaintBlitz CactusSpeedSketch TenSecondSucculentID SoilScoopDash',
    music:
      'SingToMySucculents SucculentDesertBallad SucculentLofiGarden SerenadeYourSucculent CactusCowboySong PlantSynthBiodata',
    art: 'SucculentInkSketch SucculentPotPainting SucculentClayPlanter PaperSucculentBouquet TerrariumBuild RosetteSymmetryStudy',
    tech: 'SucculentGrowLightTest SucculentTimelapse SucculentSoilSensor PlantIDYourSucculent MacroLensSucculent SmartPotMoisture',
    pet: 'SucculentPetSafeList SucculentShelfCatProof SucculentToxicityCheck SucculentPuppyBarrier KittenFreeWindowsill PlantCornerPatrol',
    gaming:
      'SucculentGardenGame SucculentCozySim SucculentStardewFarm NameThatSucculent DesertCactusQuest HouseplantTycoonRun',
  },
  bathtub: {
    dance:
      'BathtubDuckShuffle BathtubBubbleBop BathtubSpongeSway TubTimeTwoStep RubADubGroove SqueakyCleanSlide',
    fitness:
      'BathtubScrubWorkout BathtubCalfRaises EpsomBathtubRecovery WallSitWhileTubFills EarnYourBathtubSoak StairsThenBathtub',
    funny:
      'BathtubRubberDuckPOV BathtubEscapeArtist BathtubCaptainDad BathtubBallPit ThingsInMyBathtub WhoLeftTheTubRing',
    prank:
      'RubberDuckBathtubFlood BathtubFullOfBalloons ToySharkInTheBathtub BathtubSpaSurprise BathtubBubbleMountain GlowStickBathtub',
    educational:
      'ArchimedesBathtub WhyBathtubsDrainSpiral BathtubSinkOrFloat BathtubWaterMath BathtubHistoryQuiz BathtubFoilBoatTest',
    cooking:
      'BathtubCupcakes BathtubDuckCookies BathtubCakeReveal SnackTrayForTheTub BathBombHotCocoa RubberDuckyDonuts',
    travel:
      'HotelBathtubRating ClawfootBathtubStay OutdoorBathtubCabin OnsenVsBathtub BathtubWithAView RentalBathtubHunt',
    fashion:
      'BathtubPhotoShoot BathtubFlowerFit BathtubRobeGlam SkincareByTheTub MatchYourBathtubTiles BathtubTowelTurban',
    speed:
      'CleanTheTubIn5 BathtubBoatRace BathtubFillCountdown BathtubToyCleanup DrainTheBathtubDash FastestBathtubBubbles',
    music:
      'BathtubEchoCover BathtubBassDrum RubberDuckBathtubBand BathtubWaterGlassTune BathtubLullaby SqueakyToyTubBeat',
    art: 'BathtubCrayonArt BathtubFoamSculpture FlowerFilledBathtub PaintAClawfootBathtub BathtubShadowPhoto BathtubTileMosaic',
    tech: 'SmartBathtubFill BathtubTempSensor SpeakerByTheBathtub BathtubLEDLights TubOverflowAlarm BathtubToyBoatMotor',
    pet: 'CalmDogBathtubTips CatInTheEmptyBathtub BathtubLickMatTrick PuppyFirstBathtub BathtubPetSpaDay BathtubZoomiesAfter',
    gaming:
      'BathtubNavalBattle BathtubHoops DuckPondBathtubGame BathtubTreasureDive PirateShipBathtub TubToyTournament',
  },
  'egg and spoon race': {
    dance:
      'EggAndSpoonShimmy EggAndSpoonLimbo EggAndSpoonSpin EggRaceBoogie SteadySpoonGroove WobbleWalkStrut',
    fitness:
      'EggAndSpoonLunges EggAndSpoonSquats EggAndSpoonStairs EggRacePlankHold BalanceBeamEggRace WobbleFreeWorkout',
    funny:
      'EggAndSpoonFails EggRaceSlowMo EggAndSpoonDadCheating OlympicEggAndSpoon TinySpoonBigEgg SportsDayCommentary',
    prank:
      'EggAndSpoonSwitcheroo EggRacePotatoSwap PingPongEggRace ChocolateEggRace RubberEggBounce HardBoiledPlotTwist',
    educational:
      'EggAndSpoonPhysics EggAndSpoonInertia EggRaceShellTest EggRaceHistory CenterOfGravityEgg WhySpoonShapeMatters',
    cooking:
      'EggAndSpoonBreakfast EggAndSpoonCustard EggRaceFrittata AfterEggRaceOmelet ScrambledVictoryBrunch WinnersGetDeviledEggs',
    travel:
      'EggAndSpoonAtLandmarks EggAndSpoonParkPicnic EggAndSpoonEasterFest BeachEggSpoonRace CountyFairEggRace EnglishSchoolFete',
    fashion:
      'EggAndSpoonFitCheck EggAndSpoonHeadband EggAndSpoonTeamTees EggSpoonRaceOutfit SportsDayLook SunnySideUpStyle',
    wellness:
      'EggAndSpoonFocus EggAndSpoonSlowWalk EggAndSpoonPatience SpoonRaceBreathing SteadyHandsCalm MindfulCarryPractice',
    music:
      'EggAndSpoonBeat EggAndSpoonMarchTune EggRaceRhythm SpoonRaceAnthem WhistleStartRemix PlayingTheSpoons',
    art: 'EggAndSpoonDoodle EggAndSpoonStopMotion EggAndSpoonComic EggRaceMascotArt DecorateYourRaceEgg ShellFacePortraits',
    tech: 'EggAndSpoonSlowMo EggAndSpoonRobotArm EggRaceStabilizer GimbalEggRace BalanceBotBuild SpoonRelayTimingGates',
    pet: 'DogEggRace EggAndSpoonPuppyWatch EggAndSpoonKittenChaos SpoonRaceWithPets TreatAndSpoonRace GoldenRetrieverEggTest',
    gaming:
      'EggAndSpoonMinigame EggAndSpoonVRBalance EggRaceTournament FallGuysEggRace SportsDayGameNight WobblyLifeRace',
  },
  sledding: {
    dance:
      'SledHillBoogie TobogganTwist SleddingPufferStrut SleddingVictoryDance SnowDayShuffle FirstFlakeSleddingJig',
    fitness:
      'SledPullWorkout SleddingHillClimbs SleddingLegBurn TobogganTowRope EarnYourSleddingRun SnowDayCardio',
    funny:
      'SleddingFaceCam SledRunCommentary SleddingDadGoesFirst SleddingWipeoutReplay LaundryBasketToboggan FlyingSaucerSpin',
    prank:
      'SleddingSurpriseOuting SledDeliveredCocoa SleddingTreatStash TobogganTeddyPassenger SnowmanDoorGreeter WarmMittensFromDryer',
    educational:
      'SleddingPhysics WhySledsSlide SleddingRampAngleTest SleddingWaxExperiment SnowFrictionScience TobogganOrigins',
    cooking:
      'SleddingHotCocoaBar SledHillThermosSoup SleddingChiliWarmUp GingerbreadToboggan SnowDaySnackPack MapleTaffyOnIce',
    travel:
      'SledEveryHillInTown SleddingAlpineToboggan BestSleddingSpots SleddingAroundTheWorld WinterParkRun SnowTubingDayTrip',
    fashion:
      'SleddingOutfitCheck SledDayLayers SleddingMittenMatch BeanieBattleOnTheHill SleddingSnowSuit PufferJacketColors',
    wellness:
      'SleddingSimpleJoy SledHillSunsetMoment SleddingLaughOutLoud FreshAirFirstRun CalmAfterSledding WinterPlayReset',
    music:
      'SledRunToTheBeat SleddingBellsCover SleddingWhooshMix SleddingHillChorus SleighRideSingAlong SnowDayJingle',
    art: 'SleddingActionPhotos SledDecoratingDay SleddingTrackPatterns SketchTheSleddingHill SnowyWatercolor MittenPrintPainting',
    tech: 'SleddingHelmetCam SledSpeedTracker SleddingDroneFollow GPSMySleddingRun SnowDaySlowMo HeatedGloveReview',
    pet: 'SleddingWithMyDog SledHillPetChase SleddingPuppyRideAlong SleddingSnowBooties FirstFlakeZoomies HuskyMushingTour',
    gaming:
      'SleddingHighScore SledRaceVideoGame SleddingDownhillSim TobogganTimeAttack IceLevelSledding SnowDayLANParty',
  },
  'free throw': {
    dance:
      'FreeThrowCelebration FreeThrowShimmy FreeThrowFreezeFrame FreeThrowFootwork SwishDanceBreak BuzzerBeaterBop',
    fitness:
      'FreeThrowOrBurpees FreeThrowSquatCombo FreeThrowLineDrills FreeThrowTiredLegs SwishAndSprint CourtLengthLunges',
    funny:
      'FreeThrowRituals FreeThrowOverthinking FreeThrowAirball FreeThrowDistraction GrannyStyleShot BackboardBrickMontage',
    prank:
      'FakeCrowdFreeThrow FreeThrowBeachBallSwap FreeThrowLaundryBasket FreeThrowMiniHoop SwishSoundboard TrashCanBuzzerBeater',
    educational:
      'FreeThrowPhysics FreeThrowArcScience FreeThrowStats101 FreeThrowBackspin SwishMath OptimalReleaseAngle',
    cooking:
      'FreeThrowCupcakes FreeThrowPopcornToss FreeThrowDonutRings BasketballHoopCake SwishAndDish FreeThrowSnackPlate',
    travel:
      'FreeThrowCourtTour FreeThrowEveryCity FreeThrowRuckerPark FreeThrowPassport LocalHoopsHunt HallOfFameSpringfield',
    fashion:
      'FreeThrowFitCheck FreeThrowJerseyLook FreeThrowHeadband CourtsideFreeThrowGlam ThrowbackShortsStyle SwishDrip',
    wellness:
      'FreeThrowFocusBreath FreeThrowCalmRoutine FreeThrowMindsetReset SwishVisualization BreatheBounceShoot FreeThrowStillness',
    music:
      'FreeThrowSwishRemix FreeThrowCrowdChant FreeThrowOrganRiff FreeThrowWalkUpSong BallBounceBeat DribbleDrumline',
    art: 'FreeThrowSlowMoPhoto FreeThrowArcDrawing FreeThrowSilhouette ComicBookFreeThrow SwishShotSketch HoopNetStringArt',
    tech: 'FreeThrowShotTracker FreeThrowSensorBall FreeThrowAIFormCheck VRFreeThrowPractice SwishSlowMoCam SmartHoopReview',
    pet: 'FreeThrowDogRebound FreeThrowPuppyDefense FreeThrowCatCourtside FreeThrowFetchOff PetRetrievesTheBall SwishThenTreat',
    gaming:
      'FreeThrowArcadeDuel FreeThrowHORSE FreeThrowNBA2KStreak FreeThrowPopAShot BasketballGameNight HoopsLeagueSeason',
  },
  'jingle bells': {
    dance:
      'JingleBellsShuffle JingleBellRockMoves JingleBellsReindeerHop JingleAllTheWayDance SleighRideGroove DashingThroughTheSteps',
    fitness:
      'JingleJacks JingleBellsCardio JingleBellsBurpees JingleAllTheWayHIIT SleighPullWorkout DashingThroughTheReps',
    funny:
      'JingleBellsInJuly JingleBellsOffKeyChoir JingleBellsWrongLyrics JingleBellsOnRepeat BatmanSmellsVersion FirstDecemberEarworm',
    prank:
      'JingleBellsDoorbell JingleBellSneakTest JingleBellsShoeLaces JingleBellsCarolAmbush SleighBellAlarm ElfHatWakeUp',
    educational:
      'ThanksgivingJingle JingleBellsMusicTheory JingleBellsInSpace WhoWroteJingleBells HowBellsRing WhatIsABobtail',
    cooking:
      'JingleBellsCookies JingleBellsCake JingleBellsGingerbread SleighRideCocoa OneHorseOpenBake JingleAllTheWayFudge',
    travel:
      'JingleBellsSleighRide JingleBellsMarketHop JingleBellsLightsDrive JingleBellsBirthplace SnowyVillageStroll LaplandReindeerVisit',
    fashion:
      'JingleBellsSweaterFit JingleBellsEarrings JingleBellsHairBows SleighBellAnklets JingleAllTheWayGlam ElfSlipperStyle',
    wellness:
      'JingleBellsJoy JingleBellsGratitude JingleBellsSnowWalk JingleBellsLullaby SleighBellSoundBath CarolByCandlelight',
    speed:
      'JingleBellsSpeedSing JingleBellsWrapRace JingleBellsTreeTrim DecorateInOneJingle SleighRideRelay OrnamentHangTimer',
    art: 'JingleBellsWreathCraft JingleBellsOrnament JingleBellsWatercolor JingleBellGarland SleighSketch ReindeerHandprintCard',
    tech: 'JingleBellsLightShow JingleBellsDoorbell JingleBellsSynthRemix ArduinoJingleBells SleighBellSensor MusicBoxMotorBuild',
    pet: 'JingleBellsPetCollar JingleBellsSweaterPup JingleBellsDogHowl JingleBellsCatReaction SantaPawsPhotoShoot ReindeerAntlerPuppy',
    gaming:
      'JingleBellsGameNight JingleBellsTrivia NameThatJingle MusicalChairsJingle SleighRaceSpeedrun ElfScavengerHunt',
  },
  slime: {
    dance:
      'SlimeTimeDanceOff SlimeStretchGroove SlimeWobbleStep SlimyMoonwalk JellyLegsShuffle OozeAndFreeze',
    fitness:
      'SlimeGripStrength SlimeHandWorkout SlimeFingerPlanks SlimeForearmBurn SqueezeAndStretchReps PuttyPressDrills',
    funny:
      'SlimeGoneWrong DadMakesSlime MysterySlimeMixUp SlimeOnTheCarpet SlimeInGrandmasHands SlimeNoiseReactions',
    prank:
      'SlimeSurpriseBox SlimeFakeSpill SlimeCharmInside SlimeCustomLabel GlitterJarGift SquishyToySwap',
    educational:
      'SlimeScience IsSlimeSolidOrLiquid SlimePolymerChains SlimeBoraxSafety NonNewtonianFluid OobleckWalkDemo',
    cooking:
      'EdibleSlimeRecipe SlimeJelloDessert SlimeGreenPudding SlimeMarshmallowFluff GummyGooTreats StretchyMozzarellaPull',
    travel:
      'SlimeShopVisit SlimeSouvenirHunt SlimeConventionTrip SlimeScienceCenter CraftStoreHaul MudVolcanoPark',
    fashion:
      'SlimeColorMatchFit SlimeCharmAccessories SlimeGreenNails SlimeNeonLook GlitterGooStyle JellySandalsRevival',
    wellness:
      'SlimeASMR SlimeStressRelief SlimeSlowPokes SlimeFocusFidget SqueezeAndRelax SensoryPlayBreak',
    speed:
      'SlimeSpeedMake SlimeInSixtySeconds SlimeLongestStretch SlimeColorMixDash FastestSlimeBatch PuttyPopCountdown',
    music:
      'SlimeASMRBeat SlimeSoundRemix SlimeSquelchSymphony SlimeBubblePopLoop CrunchySlimeRhythm GooeyLoFiMix',
    tech: 'MacroSlimeVideo SlimeSoundMicSetup SlimeSlowMoPour SlimeConductivityTest SlimeKeyboardCleaner MagneticSlimeDemo',
    pet: 'PetColoredSlime SlimeNamedAfterMyCat SlimeSnailComparison SlimeDogProofStorage PawPrintGlitterSlime SlimeFreeZoneForPups',
    gaming:
      'SlimeBossBattle SlimeMonsterLevel SlimeRancherRun DragonQuestSlimeHunt GooGameNight SplatoonInkTurf',
  },
  purple: {
    dance:
      'PurpleRainSway PurpleHazeShuffle PurpleRibbonTwirl PurpleGlowstickGroove VioletScarfSpin LavenderFieldDance',
    fitness:
      'PurpleBandWorkout PurpleYogaMatFlow PurpleKettlebellSwings PurplePowerHour LavenderTrailRun BerryBlastBurpees',
    funny:
      'PurpleEverythingPhase PurpleFoodBlindTaste PurpleTongueReveal PurpleHairDyeMishap BarneyVoiceChallenge GrapeStainPanic',
    prank:
      'PurpleMashedPotatoes PurplePancakeSurprise PurpleStickyNoteWall PurpleBalloonRoom EverythingTurnedPurple ColorChangeLemonade',
    educational:
      'WhyPurpleWasRoyal PurpleCabbagePHTest PurplePaintMixing IsPurpleARealColor SeaSnailPurpleDye UltravioletFacts',
    cooking:
      'PurpleUbeCake PurpleSweetPotatoFries PurpleButterflyPeaTea PurpleAcaiBowl AllPurpleDinner LavenderLemonade',
    travel:
      'PurpleJacarandaStreets PurpleDoorPhotoHunt PurpleWisteriaTunnel PurpleTulipFields ChasePurpleSunsets LavenderFarmTrip',
    fashion:
      'AllPurpleOutfit PurpleHairLook PurpleHeadToToe PurpleEyeshadowGlam LavenderFitCheck VioletVelvetBlazer',
    wellness:
      'PurpleGalaxyMeditation PurpleHourWindDown PurpleSunsetJournal PurpleMoodLighting LavenderSleepRitual AmethystBreathing',
    speed:
      'PurpleObjectHunt PurpleSortRace PurpleItemsIn60 MatchThePurpleShade VioletSpeedPaint PlumStackSprint',
    music:
      'PurpleRainCover PurpleHazeRiff PurpleGalaxyLoFi PurpleGuitarSolo PrinceTributeKaraoke VelvetVoiceBallad',
    tech: 'PurpleRGBSetup PurpleGalaxyWallpaper PurpleLEDStrip PurpleThemeHomeScreen UVFlashlightTest BlacklightCamera',
    pet: 'PurplePetBandana PurpleSweaterPup PurpleBackdropPortrait PurpleCollarDog BowTieKittenInPurple VioletToyFetch',
    gaming:
      'PurpleLootHunt PurpleGalaxyLevel PurpleTeamVictory PurpleRarityPull EpicPurpleDrop AmethystMiningRun',
  },
  'thank you card': {
    dance:
      'ThankYouCardHappyDance ThankYouCardShuffle ThankYouCardStampStep ThankYouCardMailboxHop ShimmyYourThanks GratitudeGroove',
    fitness:
      'ThankYouCardMailboxRun ThankYouCardWalkDrop ThankYouCardPlankWrite BikeYourThanksOver LungePerThankYou GratitudeMile',
    funny:
      'HonestKidThankYouCard DramaticThankYouRead OverTheTopThankYou ThankYouCardForSocks ThankYouCardYearLate AutocorrectThankYou',
    prank:
      'SecretThankYouCard ThankYouCardAmbush ConfettiThankYouCard ThankYouCardLunchbox ThankYouCardWindshield ThankYourMailCarrier',
    educational:
      'ThankYouCardEtiquette ThankYouInTenLanguages ThankYouCardHistory ThankYouCardFormula WhyThankYouCardsMatter GratitudeScience101',
    cooking:
      'ThankYouCardCookies ThankYouCardCupcakes ThankYouTreatBox ThankYouCardJamJar BananaBreadThankYou BakedWithThanks',
    travel:
      'ThankYouCardToMyHost ThankYouCardFromAbroad ThankYouCardHotelStaff ThankYouCardTourGuide GuestbookThankYou PostcardOfThanks',
    fashion:
      'ThankYouCardColorFit ThankYouCardStampNails ThankYouCardPenPouch ThankYouCardLetterTee EnvelopeClutchDIY WaxSealRing',
    wellness:
      'ThankYouCardStreak ThankYouCardToMyself ThankYouCardOldTeacher SundayThankYouRitual GratitudeNoteHabit ThanksBeforeBed',
    speed:
      'ThankYouCardSpeedrun ThankYouCardRelay ThankYouCardIn60 ThanksInTenMinutes FiveCardSprint SealAndStampDash',
    music:
      'ThankYouCardSong ThankYouCardJingle ThankYouCardUkulele ThankYouCardRapVerse SingYourThanks PianoThankYouNote',
    tech: 'ThankYouCardQRCode ThankYouCardLEDCircuit DigitalThankYouCard LaserCutThankYouCard VideoThankYouCard PrinterHackThankYou',
    pet: 'PawPrintThankYouCard PetDeliversTheCard ThankYouCardFromRover ThankYouCardDogSitter ThankYouCardVetTeam ThankYouCardCatSeal',
    gaming:
      'ThankYouCardSideQuest ThankYouCardToMyTeam ThankYouCardGameMaster ThankYouCardModerator GGThankYouCard RaidHealerThankYou',
  },
  'shaving cream': {
    dance:
      'ShavingCreamFoamParty ShavingCreamBeardBop ShavingCreamHandJive ShavingCreamCanShake DadsShavingCreamDance SudsySaturdayBoogie',
    fitness:
      'ShavingCreamSpoonRun ShavingCreamTargetToss ShavingCreamPlankStack ShavingCreamFoamTag KidsShavingCreamCourse SplashZoneBurpees',
    funny:
      'ShavingCreamBeard ShavingCreamMustache ShavingCreamEverywhere DadShavingCreamPOV DisguiseInShavingCream FoamWizardCosplay',
    prank:
      'ShavingCreamBathtubArt ShavingCreamWindowNote ShavingCreamSnowDay ShavingCreamBalloonPop GiantShavingCreamBeard FoamFightShavingCream',
    educational:
      'ShavingCreamRainJar ShavingCreamColorMix ShavingCreamMathTray WhyShavingCreamExpands SpellingInShavingCream HowShavingCreamIsMade',
    cooking:
      'ShavingCreamDyedEggs ShavingCreamPipingPrep MeringueOrShavingCream FakeFoodShavingCream CloudBreadFluff DadsShaveDayBrunch',
    travel:
      'TravelSizeShavingCream ShavingCreamCarryOn HotelShavingCreamKit CampingShavingCream ShavingAtABarberAbroad FogFreeMirrorShaving',
    fashion:
      'ShavingCreamShoeClean ShavingCreamStainHack ShavingCreamTieDye ShavingCreamNails MarbledBandanaDIY SharpLookShavingRitual',
    wellness:
      'ShavingCreamRitual ShavingCreamSensory ShavingCreamASMR MindfulShavingCream HotTowelShavingCream SundayShaveSlowdown',
    speed:
      'ShavingCreamTowerRace ShavingCreamWipeDash ShavingCreamRelayCups ShavingABalloonIn60 SpellItInShavingCream FastestShavingCreamArt',
    music:
      'ShavingCreamCanBeat ShavingCreamHissLoop ShavingCreamDrumTray MirrorSongShavingCream ShavingQuartetHarmony JingleForShavingCream',
    tech: 'ShavingCreamSlowMo ShavingCreamTimelapse ShavingCreamMacroShot HeatedShavingCreamTest AntiFogShavingCream 3DPrintedShavingStand',
    pet: 'NoShavingCreamForPets ShavingCreamDogSketch ShavingCreamCatFace ShavingCreamBunnyArt PupProofShavingCream FoamSculptMyKitty',
    gaming:
      'ShavingCreamTicTacToe ShavingCreamDrawGuess ShavingCreamHangman ShavingCreamDigHunt MazeInShavingCream ToyRescueShavingCream',
  },
  donkey: {
    dance:
      'DonkeyKickDance DonkeyHeeHawHop MiniDonkeyTwoStep DonkeyEarWiggle ShrekDonkeyShuffle BarnyardBoogie',
    fitness:
      'DonkeyKickReps DonkeyCalfRaises DonkeyPackHike DonkeyHeeHawHIIT MuleStrengthCarry StubbornPlankHold',
    funny:
      'DonkeyVoiceover DonkeyLaughReaction DonkeyStubbornStandoff DonkeyShrekQuotes HeeHawImpression MuleNegotiation',
    prank:
      'DonkeyHeeHawAlarm DonkeyEarsSurprise DonkeyPinataReveal DonkeyPlushInBed BrayDoorbellSwap ShrekVoiceVoicemail',
    educational:
      'WhyDonkeysHeeHaw DonkeyVsHorse HowDonkeyEarsWork DonkeyDesertOrigins DonkeyMuleGenetics BurroHistoryQuiz',
    cooking:
      'DonkeyCarrotCake DonkeyCookies DonkeyPinataPops DonkeyOatBars HeeHawMuffins BarnyardBrunch',
    travel:
      'DonkeySanctuaryVisit DonkeyTrekDay MiniDonkeyFarmTrip DonkeyBeachStroll HelpAtADonkeyRescue BurroCountryDrive',
    fashion:
      'DonkeyEarBeanie DonkeyFarmFitCheck MiniDonkeyTwinning DonkeyOverallsLook ShrekDonkeyCosplay FarmhouseFlannelStyle',
    wellness:
      'DonkeyTherapyVisit DonkeyCuddleBreak MiniDonkeyCalm DonkeyBrushingRitual SunsetWithTheDonkeys SlowFarmMorning',
    speed:
      'DonkeyKickSprint DonkeySpeedSketch DonkeyTailPinTimer DonkeyHayBaleBlitz HeeHawRelay BarnChoreCountdown',
    music:
      'DonkeyHeeHawRemix DonkeyFarmJam DonkeyBrayChorus DonkeyBanjoTune BarnyardHarmony ShrekSoundtrackCover',
    art: 'DonkeyPortrait DonkeyClayFigure DonkeyWatercolor MiniDonkeyDoodle FeltDonkeyPlush BarnSceneCollage',
    tech: 'DonkeyCamLive DonkeySoundboard DonkeyGPSCollar MiniDonkeyBarnMonitor AIDonkeyTranslator FarmSensorSetup',
    gaming:
      'DonkeyGameNight DonkeyFarmSimRun DonkeyKongSpeedrun MiniDonkeyDerby PinTheTailOnDonkey StardewAnimalBarn',
  },
  'pet store': {
    dance:
      'PetStoreHaulDance PetShopShuffle PetStoreAisleStrut PetStoreLeashTwirl SqueakyToyGroove FishTankSway',
    fitness:
      'PetStoreFoodBagCarry PetShopWalkWithPup PetStoreParkingLaps PetStoreLitterLift LeashUpCardio KibbleSackSquats',
    funny:
      'PetStoreBudgetFail PetShopSqueakyToyTest PetStoreJustBrowsing PetStoreParrotHeckler ChewabilityReviews HamsterWheelHypnosis',
    prank:
      'PetStoreSurpriseHaul PetShopMysteryBag PetStoreBirthdayBox PetStoreNewBedReveal SqueakyToySwap AquariumCastleUpgrade',
    educational:
      'PetStoreLabelReading PetShopFishTankBasics PetStoreAdoptionFacts PetStoreCareSheets ChewToySafetyTips ReptileHeatLampGuide',
    cooking:
      'PetStoreTreatDupe PetShopBakeryAtHome PetStoreBiscuitRecipe PetStorePupsicles HomemadeKittyBites BirdseedWreathBake',
    travel:
      'PetStoreCityCrawl PetShopsAroundTheWorld PetStoreAquariumVisit PetStoreRoadTripStops BoutiquePupTour DogFriendlyMainStreet',
    fashion:
      'PetStoreMatchingCollar PetShopBandanaHaul PetStoreHarnessStyling TryOnAtThePetStore LeashAndLookMatch DogSweaterFashionShow',
    wellness:
      'PetStoreCozyBedHaul PetShopCalmingToys PetStoreEnrichment AdoptionDayAtPetStore SnuggleBlanketPick ShelterDonationDrive',
    speed:
      'PetStoreListSpeedrun PetShopUnboxingRace PetStoreAisleDash BeatThePetStoreLine ToyPickInTenSeconds KibbleScoopBlitz',
    music:
      'PetStoreJingle PetShopSqueakBeat PetStoreParrotChorus PetStoreAquariumASMR ChewToyOrchestra DoggieInTheWindowCover',
    art: 'PetStoreAquascape PetShopWindowSketch PetStoreFishWatercolor PaintAPetStoreMural SqueakyToyStillLife KittenCollageCard',
    tech: 'PetStoreGadgetHaul PetShopSmartToyTest PetStoreGPSCollar FountainFromPetStore AutoFeederUnboxing AquariumLightTimer',
    gaming:
      'PetStoreTycoon PetShopSim PetStoreTamagotchiPick NeopetsPetStoreRun TreatStoreBoardGame PetSitterCardDraw',
  },
};
