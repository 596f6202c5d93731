import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  '10k steps': {
    dance:
      'DanceYour10KSteps StepCountShuffle 10KStepsSoulTrain 10KStepsMarchAlong 10KStepsConga Moonwalk10KSteps',
    funny:
      '10KStepsAt11PM 10KStepsTrackerShake 10KStepsDogGivesUp MyStepCountLies PhonePacingLaps MallWalkerImpression',
    prank:
      '10KStepsSneakyDetour 10KStepsChalkCheers 10KStepsTreasureTrail StepCountSwitcheroo IceCreamAt10KSteps ScenicRouteSurprise',
    educational:
      'Is10KStepsAMyth HowPedometersWork 10KStepsCalorieMath HowFarIs10KSteps PulseCheckAt10KSteps StepCountTrivia',
    cooking:
      '10KStepsTrailMix 10KStepsSmoothie 10KStepsWalkingTacos PicnicAt10KSteps 10KStepsMarketHaul EnergyBitesToGo',
    travel:
      '10KStepsCityTour 10KStepsNoTaxi AirportTerminalLaps Wander10KSteps 10KStepsMuseumDay OldTownStepCount',
    fashion:
      '10KStepsFitCheck StyleYour10KSteps 10KStepsAthleisure 10KStepsComfyButCute DressLikeAMallWalker OneSneakerFiveWays',
    wellness:
      '10KStepsOfCalm 10KStepsGratitudeWalk PhoneFreeWander SunsetStrollReset 10KStepsPodcastHour SlowYour10KSteps',
    speed:
      '10KStepsBeforeNoon 10KStepsInOneHour 10KStepsLunchBlitz BeatMy10KStepsTime StepCountShowdown StairClimbDash',
    music:
      '10KStepsOneAlbum StepToTheTempo 10KStepsAt120BPM 10KStepsMusicalMile MarchingBandPace SingAlong10KSteps',
    art: '10KStepsGPSDrawing 10KSteps10Photos SidewalkChalkTrail 10KStepsSketchStops FoundOnMy10KSteps DoodleYourRoute',
    tech: '10KStepsTrackerTest PedometerVsPhone 10KStepsWristWars 10KStepsAtMyDesk BuildAStepCounter AIPlansMy10KSteps',
    pet: '10KStepsPupHike 10KStepsCatStroller CanMyDogDo10KSteps StepCountCollar 10KStepsWhoNapsFirst PetPicksTheRoute',
    gaming:
      '10KStepsQuest 10KStepsLeaderboard 10KStepsEggHatch 10KStepsBossFight LevelUpIn10KSteps BattleRoyale10KSteps',
  },
  'super bowl': {
    dance:
      'SuperBowlGriddy SuperBowlEndZoneMoves HalftimeShowAtHome SuperBowlCheerKicks TouchdownTwoStep SuperBowlSundayStomp',
    funny:
      'SuperBowlAdReacts SuperBowlFakeFan SuperBowlPartyTypes OnlyHereForTheSnacks GuacamoleGuardDuty SuperBowlWrongJersey',
    prank:
      'SuperBowlSnackSwap SuperBowlFakeAd SuperBowlRivalColors SuperBowlMascotCameo FoamFingerAmbush HiddenJerseyReveal',
    educational:
      'SuperBowlRomanNumerals WhyFootballsAreOval HowMuchIsASuperBowlAd SuperBowlQuizOff SuperBowlSpiralPhysics WhoWasLombardi',
    cooking:
      'SuperBowlSnackStadium SuperBowlChiliCookOff PigskinCheeseBall SuperBowlWingFlights HalftimeNachoTower SuperBowlDipDuel',
    travel:
      'RoadToTheSuperBowl SuperBowlFanFest SuperBowlHostCityTour WatchSuperBowlAbroad HallOfFameCanton StadiumTailgate',
    fashion:
      'TeamColorFitCheck SuperBowlFacePaint HalftimeShowCosplay SuperBowlJerseyRemix SuperBowlSundayBest SuperBowlSuperfanLook',
    wellness:
      'SuperBowlGoodSport SuperBowlHalftimeWalk ScreenBreakStretch CalmBeforeKickoff SuperBowlHugItOut SuperBowlSundayReset',
    speed:
      'SuperBowl40YardDash SuperBowlTriviaRush FastestDipBuild SuperBowlCleanupBlitz TwoMinuteDrill SuperBowlSetupRace',
    music:
      'SuperBowlShuffleCover HalftimeMedley SuperBowlAnthem SuperBowlFightSong StadiumChantRemix HumTheSuperBowlJingle',
    art: 'SuperBowlLogoRedesign StadiumDiorama SuperBowlFanSign SuperBowlFoamFinger LombardiInClay DrawTheSuperBowlMVP',
    tech: 'SuperBowlTVSetup MultiScreenWall BackyardProjectorBowl CodeSuperBowlSquares AIPicksTheSuperBowl SuperBowlStatsBot',
    pet: 'SuperBowlPetPicks PuppyBowlAtHome KittyHalftimeShow SuperBowlPupJersey SuperBowlZoomies FetchTheSuperBowl',
    gaming:
      'BigGameBingo SimTheSuperBowl SuperBowlTriviaNight PaperFootballSuperBowl SuperBowlMaddenMatch TwoControllerKickoff',
  },
  ladder: {
    dance:
      'TapeLadderTwoStep LadderHopOnTheBeat LadderMoonwalk SalsaThroughTheLadder LadderLineDance FancyFeetLadder',
    funny:
      'WhoHoldsTheLadder CarryingALadderPOV DadOnTheLadder LadderWarningLabels LifeIsSnakesAndLadders CorporateLadderSkit',
    prank:
      'LadderToNowhere FairyLadderOnTheWall StickyNoteLadder LadderToTheCookieJar GooglyEyedLadder TinyLadderPrank',
    educational:
      'LadderAngleMath SnakesAndLaddersOdds DNALadderModel WordLadderPuzzle ClimbTheQuizLadder HowHighFireLaddersGo',
    cooking:
      'ToastShadeLadder HotSauceLadderDare SweetToSourLadder CoffeeRoastLadder EggTimerLadder RainbowLadderCake',
    travel:
      'CanyonLadderHike LibraryLadderHunt FireLookoutLadder DockLadderDip ViaFerrataLadders LadderToTheTreehouse',
    fashion:
      'RockTheLadderedTights FitCheckOnALadder CorporateLadderDrip OneLadderFiveLooks LadderStitchRescue LadderCutTeeDIY',
    wellness:
      'GratitudeLadder ClimbYourHabitLadder BreathingLadder LadderOfSmallWins BedtimeLadder OneRungADay',
    speed:
      'FastestLadderFeet WordLadderIn60 LadderRelayRace BeatTheLadderClock LadderIckyShuffle TapeLadderTimeTrial',
    music:
      'LadderScaleSing KeyChangeLadder LadderXylophone HighNoteLadder LadderToHeavenCover LadderHarmonyStack',
    art: 'EscherLadderSketch BirdsEyeLadderShot LadderStopMotion PaintedLadderShelf BlanketLadderMakeover PopsicleStickLadder',
    tech: 'DroneVsLadder CodeAWordLadder NoLadderSmartBulbs BuildALadderBot LadderCamTimelapse MeasureItNoLadder',
    pet: 'DogAgilityLadder CatLadderClimb LadderTreatHunt TeachYourPupTheLadder BunnyLadderHop HamsterLadderHustle',
    gaming:
      'SnakesAndLaddersNight LadderGolfTournament RankedLadderClimb WordLadderDuel DonkeyKongLadderRun KingOfTheLadder',
  },
  'new job': {
    dance:
      'NewJobOfferShimmy NewJobBadgeSwipeStep NewJobHappyDance NewJobJig SignedSealedDanced StrutIntoTheNewJob',
    fitness:
      'NewJobDeskercise LunchBreakWorkout NewJobCycleToWork NewJobStairClimb CommuteCardio WalkToTheNewJob',
    prank:
      'NewJobWelcomeNotes NewJobDeskTakeover NewJobFakeNameplate WorldsOkayestEmployee ConfettiInTheBriefcase FirstDayAtWorkBalloons',
    educational:
      'OfficeLingoQuiz NewJobEmailEtiquette NewJobNinetyDayPlan NewJobCheatSheet NewJobSalaryTalk AskTheNewJobVeteran',
    cooking:
      'NewJobBentoBox NewJobCelebrationCake NewJobTeamTreats SadDeskLunchGlowUp NewJobPowerBreakfast OfficePotluckHero',
    travel:
      'NewJobLunchSpots CommuteRouteScout NewJobCityMove NewJobCafeHunt MovedForTheJob NewJobNeighborhoodTour',
    fashion:
      'NewJobFitCheck DressCodeDecoded NewJobCapsuleWardrobe WhatsInMyNewJobBag OneBlazerFiveDays NewJobBadgePhoto',
    wellness:
      'CalmTheNewJobNerves FirstDayAffirmations CelebrateSmallWins NewJobSundayScaries YouBelongHereNewJob NewJobLogOffRitual',
    speed:
      'NewJobNamesIn60 NewJobOnboardingBlitz ElevatorPitchIn30 DeskSetupSpeedrun NewJobMorningRush NewJobPasswordDash',
    music:
      'NewJobAnthem NewJobCarKaraoke FirstDayHypeSong WhistleWhileYouWork NewJobVictoryFanfare NewJobEntranceTheme',
    art: 'NewJobVisionBoard FirstDayAtWorkDoodle BusinessCardSketch NewJobCubicleGlowUp NewJobStickFigureTeam DrawMyNewJobDesk',
    tech: 'NewJobDeskSetup NewJobLaptopUnboxing KeyboardShortcutsDrill NewJobInboxZero NewJobTechSurvivalKit AIWritesMyFirstEmail',
    pet: 'NewJobDogWaitsAtDoor NewJobReunionZoomies NewJobCatBoss NewJobKittyPepTalk BringYourPetToWork PuppyInspectsMyBag',
    gaming:
      'NewJobUnlocked FirstDayTutorialMode OnboardingSideQuests NewJobBossFight NewJobSkillTree LevelUpAtTheNewJob',
  },
  'talent show': {
    dance:
      'TalentShowTapSolo TalentShowBreakdance TalentShowDanceOff HiddenTalentMoves SpotlightFinale GoldenBuzzerGroove',
    fitness:
      'TalentShowHandstand CartwheelEncore TalentShowJumpRopeAct FlexYourHiddenTalent TalentShowSplitsReveal TalentShowPlankOff',
    prank:
      'TalentShowGoldenBuzzer SecretTalentReveal TalentShowFakeJudges PuppetStealsTheShow CurtainDropSurprise TalentShowMysteryGuest',
    educational:
      'TalentShowMathMagic TalentShowMemoryTrick TalentShowSpellingBee MadScienceTalentAct WhyStageFrightHappens TeachYourHiddenTalent',
    cooking:
      'TalentShowPizzaToss TalentShowPancakeArt TalentShowCrepeFlip HiddenTalentBakeOff OneHandEggCrackAct BlindfoldedSandwich',
    travel:
      'TalentShowAtEveryStop TalentShowCampfireSet OpenMicCityHop HiddenTalentLandmark TalentShowStreetStage RoadTripTalentShow',
    fashion:
      'SpotlightFitCheck TalentShowCostume TalentShowGlowUp TalentShowQuickChange SequinsOrNothing BowTieTalentShow',
    wellness:
      'TalentShowPepTalk TalentShowBreathwork BackstageCalmRitual BreakALegAffirmations ShareYourHiddenTalent TalentShowHypeCircle',
    speed:
      'TalentShowOneMinuteAct TalentShowQuickChange TenSecondTalent BeatTheBuzzerTalent JuggleAgainstTheClock TalentSpeedAuditions',
    music:
      'TalentShowSingOff TalentShowBeatbox TalentShowSpoonsSolo HiddenTalentKazoo WhistlingShowstopper OnePersonBandTalent',
    art: 'UpsideDownCaricature TalentShowSandArt TalentShowLivePortrait TalentShowSpeedPaint SketchTheJudges DesignTheTalentPoster',
    tech: 'TalentShowMicSetup TalentShowVotingApp FogMachineCue TalentShowLivestream AIJudgesMyTalent DIYStageLights',
    pet: 'PetTalentShow PawsGotTalent TalentShowCatHighFive PuppyBowOnCue TalentShowRollOver BestTrickWinsATreat',
    gaming:
      'TalentShowTrickShot TalentShowCubeSolve TalentShowSpeedrunAct BlindfoldChessDemo GamersGotTalent HiddenTalentNoHitRun',
  },
  diner: {
    dance:
      'DinerSockHop MilkshakeShuffle DinerTwistContest DinerBoothBop JukeboxJitterbug DinerHandJive',
    fitness:
      'ShortStackSquats PancakeRunClub DinerStoolCoreTwist BikeToTheDiner DinerDashCircuit DinerMenuWorkout',
    prank:
      'DinerTipSurprise DinerCandleInPancakes DinerJukeboxDedication PayItForwardDiner KitchenTurnedDiner ReceiptKindNote',
    educational:
      'DinerLingoQuiz WhyPancakesRise DinerRailcarOrigins DinerTipMath HowJukeboxesWork DinerMilkshakeScience',
    cooking:
      'DinerMilkshakeAtHome SmashBurgerNight DinerPattyMelt ShortStackShowdown DinerHashBrownFlip DinerBlueplateSpecial',
    travel:
      'DinerRoadTrip DinerCrawl HistoricRoute66Diner DinerInEveryState RateYourLocalDiner NeonSignNightDrive',
    fashion:
      'DinerRetroFit PoodleSkirtStyle RolledCuffDenim DinerCarhopCosplay ServeLooksAtTheDiner DinerCatEyeGlam',
    wellness:
      'DinerBoothCatchUp LateNightDinerChat CounterSeatJournaling BottomlessCoffeeTalk TableForOneDiner DinerSlowSunday',
    speed:
      'RealLifeDinerDash DinerPancakeFlipRace OrderUpSpeedRound NoNotepadChallenge DinerEggCrackClock DinerTicketRailRush',
    music:
      'DinerJukeboxCover DinerDooWopHarmony CoffeeCupRhythm DinerBellBeat SilverwareDrumSolo SingYourDinerOrder',
    art: 'NighthawksDinerRemake PlaceMatDoodle SketchYourLocalDiner DinerBoothPhotoshoot DinerNeonSignArt DinerChromeSelfie',
    tech: 'TabletopJukeboxHack MilkshakeBlenderTest DinerNeonLightDIY DinerMenuApp AIOrdersAtTheDiner DinerBellDoorbell',
    pet: 'DinerPatioPup DoggyDinerMenu CatInTheDinerBooth DinerCorgiCarhop RingTheDinerBell PetPicksTheSpecial',
    gaming:
      'DinerDashSpeedrun DinerCrayonTicTacToe RetroDinerPinball PegPuzzleChallenge DinerPlaceMatGames DinerBoothTriviaDuel',
  },
  humidity: {
    dance:
      'FrizzFreestyle StickySummerStrut HumidHairFlip MuggyMoonwalk HumiditySlowMoGroove HumidityFanDance',
    fitness:
      'MuggyMorningJog SweatDripCount HumidityPoolLaps HumidHillRepeats BeatTheHumidity5AM HumidityIndoorCircuit',
    prank:
      'FrizzyWigReveal HumidityIceTowelDrop MuggyDayPopsicleRun HumidityFanSurprise HumidityPillowChill FakeHumidityForecast',
    educational:
      'HumidityHairScience HumidityCloudInABottle HowDewPointWorks WhyHumidFeelsHotter PineconeHumidityTest MuggyOrNotQuiz',
    cooking:
      'HumidityMacaronTest MuggyDayIcedTea HumidityBreadProofing HumidityNoBakeBattle SaveTheSoggyChips TooHumidToCook',
    travel:
      'HumidityMangroveKayak HumidityRainforestHike HumiditySingaporeWalk HumidityHotspotTour FrizzAroundTheWorld GreenhouseGetaway',
    fashion:
      'HumidityProofHairdo BreathableLinenLook HumiditySlickBackBun MuggyDayFitCheck EmbraceTheFrizz HumidityCurlCrush',
    wellness:
      'HumidityFanNap MintFootSoak CoolTowelBreak HumidityHammockHour HumidityShadeSeeker MuggyDaySlowDown',
    speed:
      'HumidityIceMeltRace FrizzFixSpeedRound HumidityFogWipeDash DehumidifierFillCount MuggyMileSprint SweatFirstLoses',
    music:
      'HumiditySlowJam MuggyAfternoonBlues HumidityBossaNova SteamyCityJazz SingIntoTheFan HumidHumAlong',
    art: 'HumidWatercolorBloom FoggyWindowDrawing HumidityMossTerrarium MistyMorningPainting HumidityMacroDrops SketchTheMuggySky',
    tech: 'HumiditySensorBuild HomemadeHygrometer DehumidifierShowdown HumiditySmartFanSetup CodeAHumidityAlert DIYWeatherStation',
    pet: 'PetCoolingMatTest HumidityKittenTileNap HumidityFloofCheck MuggyDayPupPool HumidityDogShadeSpot BunnyFrozenBottleHug',
    gaming:
      'HumiditySwampQuest HumidityJungleLevel TooMuggyGameDay HumidityStormSurvival RainforestMapRun SweatyPalmsBossFight',
  },
  'pool noodle': {
    dance:
      'PoolNoodleConga PoolNoodleLimbo SynchronizedSplash PoolNoodleCancan PoolNoodleRibbonTwirl WiggleLikeANoodle',
    fitness:
      'PoolNoodleCoreBalance PoolNoodleTreadWater FlutterKickLaps PoolNoodleAquaJog PoolNoodleFoamRoll NoodleNinjaCircuit',
    prank:
      'PoolNoodleFakeDonuts PoolNoodleDoorCurtain FoamForestBedroom PoolNoodleMustache PoolNoodleWormInvasion GooglyEyeNoodleSnake',
    educational:
      'WhyPoolNoodlesFloat PoolNoodleMarbleRun PoolNoodleDensityTest PoolNoodleRaftBuild PoolNoodleFractions BuoyancyBattle',
    cooking:
      'PoolNoodleSwissRoll PoolNoodleFruitWands PoolNoodleCandyRopes PoolPartyPopsicles LayeredSlushCups FakePoolNoodleCake',
    travel:
      'PoolNoodleLakeDay LazyRiverAdventure PoolNoodleSpringsFloat CenoteSwimTrip PackThePoolNoodle PoolNoodleBeachHop',
    fashion:
      'PoolNoodleColorBlock RetroOnePieceStyle NeonSwimLook DressLikeAPoolNoodle PoolNoodleFitCheck PoolNoodleHairCurlers',
    wellness:
      'PoolNoodleStretch FloatAndBreathe PoolNoodleSunsetDrift PoolNoodleZen PoolNoodleBackRoll NoPhoneOnTheNoodle',
    speed:
      'PoolNoodleRelay PoolNoodleKickRace PoolNoodleSlalom PoolNoodleStackClock FloatieSprint NoodleJoustBlitz',
    music:
      'PoolNoodleWhooshBeat PoolNoodlePanFlute PoolNoodleTrumpetHoot PoolNoodleDrumline PlayThePoolNoodle SplashRhythmLoop',
    art: 'PoolNoodleStamps PoolNoodleSculpture PoolNoodleWreath PoolNoodleLightsaber FoamLetterCraft BuildAPoolNoodleFort',
    tech: 'PoolNoodleLEDSaber PoolNoodleRobotBumper PoolNoodleCableGuard FloatingPhoneMount TenPoolNoodleHacks PoolNoodleVsRoomba',
    pet: 'PoolNoodleFetchOff PoolNoodleKittenTunnel PoolNoodlePuppyPaddle PoolNoodleAgility DogLifeJacketSwim CatVsPoolNoodle',
    gaming:
      'PoolNoodleMiniGolf PoolNoodleSaberDuel PoolNoodleRingToss PoolNoodleHungryHippos FloatingTargetSplash NoodleJoustKing',
  },
  tailgate: {
    dance:
      'TailgateLineDance TailgateTwoStep KickoffShuffle FightSongStomp TailgateCheerRoutine TouchdownTailgateJig',
    fitness:
      'TailgateFlagFootball TailgateCornholeSquats TailgateCoolerCarry ParkingLotBootcamp TouchdownBurpees TailgateStadiumStairs',
    prank:
      'TailgateMascotCameo TailgateBigHeadCutout FoamFingerWelcome TailgateJerseySwap TailgateWaveStarter SurpriseCheerSquad',
    educational:
      'TailgateFoodSafety CoinTossOdds WhyCallItATailgate TailgateTraditionsQuiz TailgateGrillScience CornholePhysics',
    cooking:
      'TailgateChili TailgateDipBattle SmokedQuesoShowdown TailgateWalkingTacos GrillMasterTailgate TruckBedBBQ',
    travel:
      'TailgateRoadTrip AwayGameTailgate TailgateGroveOleMiss CollegeTownWeekend TailgateBucketList TailgateLotHopping',
    fashion:
      'TailgateFitCheck GameDayDenimStyle TailgateTeamFacePaint TailgateJerseyRestyle ThriftedCrewneckHunt TailgateLayerUp',
    wellness:
      'TailgateSunsetChill StadiumWalkItOff TailgateSunscreenBreak TailgateGoodSport HydrateAtTheTailgate ShadeTentSiesta',
    speed:
      'TailgateSetupRace CornholeQuickfire BurgerFlipBlitz TailgateTentPitchClock TailgateTetris KickoffTailgateDash',
    music:
      'TailgateFightSong TruckBedJamSession TailgateDrumlineCover TailgateChantOff TailgateKaraokeBattle CoolerLidDrumSolo',
    art: 'CornholeBoardPainting TailgateFlagDesign FacePaintStencil TailgateCoolerArt TailgateChalkTheLot TailgateSignShowdown',
    tech: 'TailgateTVSetup TailgateSpeakerRig PortablePowerTest TailgateSmokerApp SolarPoweredTailgate TailgateDroneShot',
    pet: 'TailgatePupJersey PetGameDayBandana TailgateMascotPuppy TailWagTailgate TailgateFetchFootball DogsOfTheTailgate',
    gaming:
      'TailgateCornholeCup TailgateLadderGolf TailgateGiantJenga KanJamShowdown TailgateTruckBedGaming ParkingLotGameNight',
  },
  rake: {
    dance:
      'RakeAndRoll LeafPileDanceOff RakeShuffleStep TangoWithTheRake RakeTwirlStrut RakingRhythmRoutine',
    fitness:
      'RakeRowStrokes StretchWithYourRake LeafBagCarryLunges RakeAndBurn RakingReps RakeAndSquatCircuit',
    prank:
      'SecretlyRakeTheirLawn RakedLeafMessage GooglyEyeRake RakePileMonster ScarecrowWithARake PumpkinDoorstepDrop',
    educational:
      'ShouldYouRakeAtAll WhyLeavesFallQuiz RakeLeafCompostLab RakeHedgehogHabitat IdentifyWhatYouRaked RakePileBugHunt',
    cooking:
      'RakeAndBake RakeThenHotCider MapleLeafCookies RakingDayChili RakeBreakPumpkinSoup AutumnPieCrustArt',
    travel:
      'ZenGardenRakeLines KyotoRakedGravel HayrideFarmTrip FallFoliagePhotoWalk RakeAtGrandmasHouse CabinRakeWeekend',
    fashion:
      'YardRakeFitCheck FlannelAndRakeLook LeafPilePhotoshoot RakeTheRunway RakeChicChallenge RubberBootsAndKnit',
    wellness:
      'MiniZenGardenRake MindfulRakeRhythm RakeForANeighbor RakeAwayTheStress RakeFreshAirHour CrispMorningBreaths',
    speed:
      'RakeTheYardIn10 LeafBagStuffRace RakeRelayLanes RakeTheBiggestPile SpeedRakeYourName PumpkinRollDash',
    music:
      'RakeScrapeBeat LeafCrunchRhythm RakeTineStrum RakeWashboardSolo AirGuitarRake RockAndRake',
    art: 'RakedLeafMandala ZenRakePatterns RakeBeachSandArt RakeSnowDrawings RakeALawnMaze AutumnOmbreLeaves',
    tech: 'LeafBlowerVsRake RakeTimelapseYard DroneRakedPileShot CanARobotRake HowManyStepsRaking 3DPrintARake',
    pet: 'DogLeafPileDive RakeKittenPounce PetFollowsTheRake PupVsRake RakeHideTheBall RakeSeasonPortrait',
    gaming:
      'FarmSimRakeUpgrade CozyGameLeafRaking RakeInTheHighScore RakeTrapPuzzle RakeTowerDefense StepOnNoRakesRun',
  },
  goggles: {
    dance:
      'SynchroSwimMoves GogglesFlipperWaddle GogglesOnDanceOff GoGoGoggles GogglesSplashSpin RaccoonEyesRoutine',
    fitness:
      'GogglesOnLapCount GogglesFlutterKicks PoolSprintLadder EarnYourGoggleMarks GogglesKickboardSet GogglesTreadOff',
    prank:
      'GooglyEyeGoggles GogglesAtDinner TeddyInSwimGoggles GogglesOnForNoReason WholeFamilyInGoggles DivingMaskSurprise',
    educational:
      'WhyGogglesFog HowFishSeeUnderwater GoggleDefogExperiment GoggleSuctionScience GogglesLensRefraction GogglesThroughHistory',
    cooking:
      'OnionChopGoggles GogglesOnSalsaPrep SwimGogglesSousChef GogglesHotPepperDicing PancakeFlipInGoggles NoTearsTacoNight',
    travel:
      'GogglesReefPeek GogglesSnorkelCove GogglesSpringsDive PackYourGoggles GogglesOnEveryBeach WhatsUnderThePier',
    fashion:
      'SwimGogglesColorMatch RetroGogglesLook PoolsideFitCheck GogglesAsHeadband SteampunkGoggleGlam GoggleTanRunway',
    wellness:
      'GogglesOnWorldOff SlowLapMeditation GogglesBubbleWatching GogglesDeepBreath QuietBehindTheGoggles GogglesStillPoolGaze',
    speed:
      'GogglesRingDiveDash GogglesAdjustIn10 GogglesCoinCollect PoolLapSprint FastestGogglesOn TorpedoToTheWall',
    music:
      'UnderwaterSongGuess GogglesSnapBeat GogglesBubbleHum GoggleStrapStrum GogglesWaterDrumming SingItWithGogglesOn',
    art: 'PaintedGogglesDIY GoggleMarkSelfPortrait SketchThroughGoggles TintedGogglePhotoWalk GogglesBubblePainting UnderwaterSelfieArt',
    tech: 'SmartSwimGogglesTest GogglesAntiFogHack GogglesHeadsUpDisplay GogglesCamPOV CodeAGoggleLapTimer VRHeadsetVsGoggles',
    pet: 'DogGogglesPose GogglesCatUnimpressed PuppyPoolPaddle PetReactsToMyGoggles GogglesPupBeachRun DogglesDayOut',
    gaming:
      'GogglesTreasureHunt GogglesWaterTempleMap UnderwaterLevelRun GogglesPowerUp GogglesOceanQuest BossFightInGoggles',
  },
  spork: {
    dance:
      'SporkShuffle DanceLikeASpork LunchboxSporkBop SporkTwoStep SporkSpinMove CafeteriaSporkGroove',
    fitness:
      'SporkEggBalanceRun SporkPickupLunges CampingSporkHike SporkSquats SporkPlankScoop CurlsWithASpork',
    prank:
      'SporkSilverwareSwap GooglyEyeSporks SporkBouquet FormalSporkDinner GiantSporkSurprise SporkInEveryDrawer',
    educational:
      'WhoInventedTheSpork PortmanteauLikeSpork SporkDesignFlaws SporkOrFoon SporkScoopPhysics TitaniumVsPlasticSpork',
    cooking:
      'SporkOnlyDinner SporkRamenHack CampfireSporkChili SporkSundae SporkSpaghettiDare OneSporkMealPrep',
    travel:
      'SporkOnEveryTrip HaveSporkWillTravel SporkPassport AirportSporkMeal SporkSummitLunch SporkPicnicSpot',
    fashion:
      'SporkHairBun SporkEarrings TwoStylesLikeASpork SporkCampFitCheck SporkRingStack PocketSporkFlex',
    wellness:
      'ReusableSporkWeek MindfulSporkMeal SporkCampfireCalm SporkSunriseBreakfast NoPlasticSporkPledge SporkPicnicReset',
    speed:
      'SporkPeaRace TowerOfSporksIn30 SporkFlipCatch FastestSporkScoop CheerioSporkDash PassTheSpork',
    music: 'OdeToTheSpork PlayTheSporks SporkGlassTune SporkDrumSolo SporkTuningFork SporkSymphony',
    art: 'PaintedSporkPeople SporkFlowerCraft SporkSunburstMirror SporkSculpture SporkStampArt DrawASporkAnimal',
    tech: '3DPrintedSpork DesignABetterSpork RobotUsesASpork AIInventsASpork SporkPhoneStand LaserCutSpork',
    pet: 'CatVsSpork SporkScoopKibble KittenSporkPuppet DogMeetsGiantSpork SporkToyTest SporkTreatTrick',
    gaming:
      'SporkCatapultWar LegendarySporkLoot BeatTheSporkBoss SporkTrickShots SporkJenga SporkBattleRoyale',
  },
  'parking meter': {
    dance:
      'ParkingMeterRobot ParkingMeterFreeze ParkingMeterTwoStep FeedTheMeterShuffle QuarterDropParkingJig BeatTheMeterBoogie',
    fitness:
      'ParkingMeterSprint LungeToParkingMeter ParkingMeterHIIT OneQuarterWorkout ParkingMeterCalfRaises ParkFarWalkMore',
    prank:
      'KindParkingTicket DrivewayParkingMeter ParkingMeterCostume SurpriseFeedTheMeter ParkingMeterPiggyBank ReservedSpotForDad',
    educational:
      'HowParkingMetersWork FirstParkingMeter1935 ParkingMeterMath ParallelParkingPhysics WhatsInsideAMeter GuessTheMeterHaul',
    cooking:
      'FoodTruckParkingMeter ParkingDayPicnic BeatTheMeterLunch ParkingMeterTimerMeal ParkingMeterCookies CurbsideParkingSnack',
    travel:
      'ParkingMeterAbroad TwoHourParkingTour ParkingDayParklets SeeTheCityInOneMeter OldTownParkingMeter ParkingMeterRoadTrip',
    fashion:
      'ParkingMeterFitCheck DressedAsAParkingMeter CurbsideParkingRunway StrikeAMeterPose ParkingMeterCoinPurse LeanOnTheMeter',
    wellness:
      'FeedAMeterForSomeone NoRushParkingMeter ParkingMeterPause ParkingDayPark ParkingSpotStillness ParkedCarMeditation',
    speed:
      'BeatTheParkingMeter ParallelParkingIn60 ThreeErrandsOneQuarter ParkingMeterCoinCount FeedTheMeterSprint ParkingMeterRelay',
    music:
      'ParkingMeterBlues ParkingMeterSerenade FeedTheMeterSong ParkingMeterCoinDrop ExpiredParkingBallad LovelyRitaMeterMaid',
    art: 'SketchAParkingMeter ParkingMeterPopArt ParkingMeterFaces ParkingMeterStopMotion PaintedParkingMeter KnitAParkingMeter',
    tech: 'ParkingMeterTeardown AIFindsParking CodeAParkingMeter AppVsCoinParking ParkingSensorDemo NeverFeedTheMeter',
    pet: 'ParkingMeterSniffTour PetFeedsTheMeter ParkingMeterTreatJar PupByTheParkingMeter ParkingDayDogParklet MeterTimeZoomies',
    gaming:
      'ParkingMeterTimeAttack ParallelParkingGame RushHourParkingPuzzle FeedTheMeterHighScore ParkingMeterCoinCatch ExpiredMeterEscape',
  },
  'jump scare': {
    dance:
      'JumpScareTransition JumpScareBeatSwitch MidDanceJumpScare ThrillerJumpScare JumpScareFreezeFrame SpookyStartleShuffle',
    fitness:
      'SquatEveryJumpScare PlankThroughJumpScares JumpScareHeartRate JumpScareJumpingJacks JumpScareBurpees HorrorMovieHIIT',
    funny:
      'MyDadsJumpScareFace RankTheJumpScares JumpScareFakeOut JumpScareSlowMo JumpScareRevenge WorstScreamWins',
    educational:
      'WhyJumpScaresWork JumpScareSoundDesign AdrenalineJumpScare FirstJumpScareEver MeasureYourJumpScare JumpScareReflexQuiz',
    cooking:
      'JumpScareFridgeEyes JumpScareLunchbox JumpScarePinataCake PizzaWithAJumpScare BoneAppetitJumpScare SpookySnackBoard',
    travel:
      'HauntedHouseJumpScare JumpScareCornMaze GhostTourJumpScare JumpScareEscapeRoom JumpScareCastleStay SpookyInnJumpScare',
    fashion:
      'CreepyCuteJumpScare DIYJumpScareMask JumpScareMakeup JumpScareQuickChange ScaryGoodFitCheck JumpScareGlowUp',
    wellness:
      'JumpScareBreathwork JumpScareFreeNight FaceYourJumpScares JumpScareLaughOff CalmAfterTheScream CozyMovieNoJumpScare',
    speed:
      'JumpScareSetupIn60 SpotTheJumpScare JumpScareReflexRace JumpScareQuickDraw FlinchFirstLoses OneMinuteJumpScares',
    music:
      'JumpScareBeatDrop LullabyThenJumpScare RemixAJumpScare JumpScareStinger ScoreYourJumpScare ScreamInTune',
    art: 'JumpScareFlipbook PopUpJumpScareCard JumpScareStopMotion ShadowArtJumpScare DrawYourScaredFace RecreateTheScream',
    tech: 'JumpScareMotionSensor AIMakesAJumpScare CodeAJumpScareGame JumpScareARFilter DoorbellCamJumpScare JumpScareTripwire',
    pet: 'CatAmbushJumpScare PeekabooPupJumpScare NoJumpScaresForPets JumpScareZoomies GotJumpScaredByMyDog BehindTheCouchBoo',
    gaming:
      'JumpScareSpeedrun JumpScareNoFlinch JumpScareTierList HorrorGameJumpScare JumpScareFaceCam FiveNightsFearless',
  },
  brain: {
    dance:
      'BrainBreakDance BrainMirrorChoreo CoordinationGroove BrainFreezeStatues LeftVsRightBrainMoves PatYourHeadShuffle',
    fitness:
      'MemoryLaneLunges BrainBalanceDrills BrainBreakCardio BrainAndBrawnCircuit BrainTeaserBurpees MindMuscleWorkout',
    funny:
      'BrainAt3AMReplay BrainForgotWhy MyBrainDuringExams BrainVoiceover MyBrainsGroupChat OverthinkingOlympics',
    prank:
      'BrainFreezeFakeOut StroopTestSurprise BrainRiddleNotes TrickTheirBrain BrainJelloMold BrainTeaserTakeover',
    cooking:
      'BrainBlueberryOats OmegaSalmonBowl BrainBoostSmoothie BrainFoodBento WalnutBrainBites StudySnackShowdown',
    travel:
      'BrainTeaserRoadTrip PuzzleHuntCityTour BrainEscapeRoomAbroad BrainTrainJourney BrainBreakGetaway ScienceCenterOuting',
    fashion:
      'BigBrainGlasses BrainTeaserTee NerdChicStyle SmartCasualFitCheck GalaxyBrainOutfit BrainyBlazerLook',
    wellness:
      'BrainDumpJournal SingleTaskHour GiveYourBrainABreak BrainFogBeGone BrainWalkInNature BrainBedtimeReset',
    speed:
      'BrainTeaserSpeedrun ThinkFastRound StroopColorDash BrainMentalMathBlitz BigBrainBuzzer BrainRiddleRush',
    music:
      'SongRecallChallenge BrainWavesBeat StuckInMyBrainCover PianoForYourBrain BrainMemoryMedley EarwormExorcism',
    art: 'BrainMapArt NeuronPainting BrainClayModel ZentangleFocus DrawYourBrainsTabs PaintYourBrainOnMusic',
    tech: 'AIVsHumanBrain BrainWaveHeadband BrainReactionTimeTest BrainVsCalculator NeuralNetFromScratch BrainTrainingAppWeek',
    pet: 'DogPuzzleToyTest BrainSnuffleMatHunt PetBrainTeaser BigBrainPup BrainyKittyCupGame SmartestPawsWin',
    gaming:
      'BrainChessBlitz BrainSudokuStreak CrosswordMarathon BrainTeaserGameNight BigBrainPlaysOnly LogicPuzzleSpeedrun',
  },
  essay: {
    dance:
      'EssaySubmittedShimmy PrintButtonBop EssayWordCountShuffle EssayDoneDance EssayThesisTwoStep FinalDraftFreestyle',
    fitness:
      'EssayPushupPerPage ChairDipsEachCitation EssayParagraphSquats WritersBlockBurpees EssayStretchBreak EssayWalkAndTalk',
    funny:
      'EssayAtMidnight MarginWidthTricks EssayThesaurusOverload PadThatWordCount DramaticEssayReading EssayBlankPageStare',
    prank:
      'EssayRedPenSmileys StickyNoteYouGotThis EssayProofreadFairy ComicSansSwitcheroo EssayDeadlineCareKit EssaySnackDropOff',
    cooking:
      'FinalDraftPancakes EssayBreakBrownies EssayNightTea EssayCookieReward EssayBrainFoodBowl ThesisToast',
    travel:
      'EssayCafeHop EssayWithAView EssayTrainCarDraft HemingwayHouseEssay GrandReadingRoomTrip EssayWritingRetreat',
    fashion:
      'LibraryChicLook EssayWritingCardigan EssaySubmitFitCheck DarkAcademiaEssay DressForTheDeadline EssayHairUpMode',
    wellness:
      'OneParagraphADay EssaySleepFirstRule EssayWalkBeforeWriting EssayNoPanicPlan KindToYourRoughDraft EssayBreathingBreak',
    speed:
      'EssayOutlineSprint EssayCitationRace EssayProofreadClock EssayInAnHour 500WordsIn20 ThesisIn30Seconds',
    music:
      'EssayLofiBeats WordCountRap EssayThesisJingle KeyboardClackASMR SingYourEssay EssayAsABallad',
    art: 'EssaySketchnotes EssayMindMap QuoteLetteringPoster EssayAsAComic DoodleYourThesis EssayCoverPageGlowUp',
    tech: 'EssayDictationTest GrammarCheckerDuel AIGradesMyEssay EssayNoInternetMode EssayAppShowdown WordCountTracker',
    pet: 'EssayCatOnKeyboard EssayReadToThePup EssayKittyEditor MyDogAteMyEssay PetProofreader EssayWalkiesBreak',
    gaming:
      'EssayQuestMode WordCountLevelUp EssayXPPerParagraph EssayBossFight ScrabbleWarmUp EssayAnyPercent',
  },
  tornado: {
    dance:
      'TornadoTwirl CycloneArmRoll TornadoFunnelSway DoTheTornado TornadoSpinOff TwisterTwoStep',
    fitness:
      'TornadoKick StormChaserSprints TornadoRopeWaves TornadoTabata TornadoMedBallTwist WhirlwindBurpees',
    funny:
      'TornadoBedroomReveal TornadoFlyingCowBit StormChaserNarrator ToddlerTornadoPOV TornadoWeathermanSkit NotInKansasAnymore',
    prank:
      'TornadoJarSurprise StormInATeacup TornadoFanStreamers TornadoInTheFridge ConfettiTornado TwisterBottleGift',
    cooking:
      'TornadoPotato TornadoOmelette TornadoCinnamonRolls SpiralTornadoDogs TwisterPretzels TornadoSmoothieSwirl',
    travel:
      'TornadoAlleyRoadTrip StormChaserTour TornadoOzTownKansas TornadoMuseumDay GreatPlainsSkyDrive TornadoWeatherLabVisit',
    fashion:
      'TornadoSpinSkirt TornadoRubySlippers StormyWeatherFit TornadoSwirlPrint DressLikeDorothy TornadoWindsweptLook',
    wellness:
      'StormSoundsSleep ClearSkiesGratitude TornadoCalmCorner EyeOfTheTornado TornadoWorryJar TornadoSafetyTalk',
    speed:
      'TornadoDrillRace VortexJarSprint TornadoKitPackClock TornadoFactBlitz TornadoTwirlCount BasementIn10Seconds',
    music:
      'OverTheRainbowCover TornadoRainstickJam TornadoWindSounds TornadoSirenRemix TornadoBottleBeat WhirlwindWhistle',
    art: 'TornadoSpinPaint TornadoCottonCraft SupercellPhotography DrawATornadoInOneLine TornadoStringArt StormCloudSketch',
    tech: 'TornadoVortexMachine TornadoAnemometerBuild TornadoAlertAppTest WeatherRadarShowdown CodeATornadoSim ChaseCarDashcam',
    pet: 'TornadoZoomies TornadoCarrierReady ThundershirtFitting PuppyTornadoAftermath TornadoDrillForPets CatTornadoAt3AM',
    gaming:
      'TwisterMatTangle TornadoSurvivalGame StormChaserSim TornadoBossLevel TornadoDisasterMode TornadoCoopQuest',
  },
  'fire drill': {
    dance:
      'FireDrillConga FireDrillFreeze ShuffleOutFireDrill StopDropAndGroove FireDrillMarch AlarmBellBoogie',
    fitness:
      'FireDrillStairClimb FireDrillBearCrawl FireDrillHoseCarry StopDropAndRollReps FirefighterBootCamp FireDrillShuttleRun',
    funny:
      'FireDrillDuringTheTest WhatIGrabInAFireDrill TeacherHeadCountPanic FireDrillInYourPJs FireDrillSlowWalker SmokeAlarmVsToast',
    prank:
      'RedCarpetFireDrill CheerTunnelFireDrill FireDrillMedalCeremony FireDrillPopsicles FireDrillHighFiveLine ConfettiAtTheExit',
    cooking:
      'KitchenFireDrill FireDrillPanLidTest FireDrill5AlarmChili FireDrillCupcakes CampfireFireDrill OvenMittFireDrill',
    travel:
      'CountTheDoorsToExit FireDrillOnACruise HotelFireDrill CampsiteFireDrill FireDrillAirbnbCheck FireStationTour',
    fashion:
      'FireDrillPajamaLook FireMarshalForADay AllRedFireDrill FireDrillFitCheck DressLikeAFirefighter FireDrillSlipperStyle',
    wellness:
      'FireDrillSensoryKit SmokeAlarmSunday PracticeMakesCalm FireDrillDeepBreaths FireDrillFamilyTalk FireDrillNoPanicPlan',
    speed:
      'BeatTheFireDrillTimer FireDrillShoeRace FireDrillCrawlSprint OutTheDoorIn60 FireDrillGrabBagDash StopDropRollRelay',
    music:
      'StopDropRollRap FireDrillAlarmRemix ChantTheFireDrill FireDrillJingle FireDrillMarchBeat SingTheSiren',
    art: 'DrawYourFireDrillMap FireDrillComicStrip BuildAFireDrillDiorama FireDrillHelmetCraft FireDrillChalkRoute PaintAFiretruck',
    tech: 'KidsVoiceFireDrill FireDrill3DFloorPlan SmartAlarmFireDrill AskAIForAFireDrill DroneMapsTheExit SmokeDetectorTest',
    pet: 'FireDrillCarrierTest DogFireDrillRecall FireDrillLeashByDoor FireDrillPawPatrol FireDrillCatWrangle PetExitPlanCheck',
    gaming:
      'FireDrillEscapeRoom FireDrillSpeedrun FireDrillScavengerHunt DesignAFireDrillLevel FireDrillTriviaRound FirefighterSimRun',
  },
  'iced coffee': {
    dance:
      'IcedCoffeeShuffle ColdBrewGroove IcedCoffeeClinkStep CaramelDrizzleBop DontSpillTheIcedCoffee IcedCoffeeShakeItUp',
    fitness:
      'IcedCoffeeRunClub IcedCoffeeHikeReward PreWorkoutIcedCoffee EarnYourIcedCoffee ColdBrewCrunches IcedCoffeeBikeRide',
    funny:
      'IcedCoffeeInWinter IcedCoffeeOrderRecital WateredDownSadness ThatIcedCoffeeFriend IcedCoffeeVsHotDebate MyBloodTypeIsColdBrew',
    prank:
      'SurpriseIcedCoffeeRun IcedCoffeeJellyFakeout IcedCoffeeStickyNote SillyNameOnTheCup IcedCoffeeHeartIce ColdBrewFridgeStock',
    educational:
      'ColdBrewVsIcedCoffee FlashChillExplained WhyIcedCoffeeSweats IcedCoffeeMeltMath IcedCoffeeOriginStory JapaneseIcedCoffeeLab',
    travel:
      'IcedCoffeeCafeHop IcedCoffeeInEveryCity GreekFrappeBeachDay IcedCoffeePassport HanoiIcedCoffeeWalk IcedCoffeeParkPicnic',
    fashion:
      'ColdBrewFitCheck IcedCoffeeNailSet CaramelNeutralsPalette MatchYourIcedCoffee IcedCoffeeOmbreLook IcedCoffeeErrandStyle',
    wellness:
      'IcedCoffeeJournaling HalfCaffBalance IcedCoffeeSunsetBench SipSlowIcedCoffee IcedCoffeeAndChill IcedCoffeeReadingHour',
    speed:
      'BeatTheIcedCoffeeMelt ColdFoamRace LayeredLatteDash IcedCoffeeSpeedrun FastestIcedCoffeeBuild IcedCoffeeShakeClock',
    music:
      'IceClinkBeat IcedCoffeeASMR IcedCoffeeStrawWhistle ShakeTheIcedCoffee IcedCoffeeJazzMorning ShakenNotStirredJam',
    art: 'ColdFoamSwirlArt CreamCloudPortrait IcedCoffeeWatercolor IcedCoffeePourShot IcedCoffeeCupDoodle SketchYourIcedCoffee',
    tech: 'ColdBrewMakerTest IceCubeTrayShowdown IcedCoffeeSmartTumbler IcedCoffeeRobotBarista AIDesignsMyIcedCoffee IcedCoffeeSlowMoCam',
    pet: 'CatVsIcedCoffeeCup IcedCoffeeAndWalkies PetIceCubeTreat IcedCoffeeDogCafe IcedCoffeeKittyPaw PupWatchesMeSip',
    gaming:
      'IcedCoffeeRaidFuel BaristaRhythmGame CafeSimIcedCoffee OneIcedCoffeePerRun IcedCoffeeCozyNight IcedCoffeeChessClub',
  },
  passover: {
    dance:
      'DayenuDanceAlong PassoverFrogHop PassoverTambourineStep PassoverHoraSpin PartTheSeaShuffle PesachFreedomGroove',
    fitness:
      'PassoverFrogJumps MatzoCrunchCore PassoverPyramidSquats ExodusEnduranceWalk PesachPlankOff PassoverCleanupCardio',
    funny:
      'PassoverPlagueBag PassoverSederHunger PassoverCrumbDetective PassoverElijahCupCheck MatzoDayFiveFace FourQuestionsDrama',
    prank:
      'PassoverFrogInvasion PassoverChocolateMatzo AfikomanDecoyHunt PassoverElijahWasHere PesachPlagueSurprise SederPlaceCardSwap',
    educational:
      'PassoverStoryIn60 WhyPassoverMatzoIsFlat PassoverExodusMap SederPlateExplained NameTheTenPlagues PesachHebrewQuiz',
    travel:
      'MatzoBakeryVisit PassoverSinaiHike PassoverJerusalemSeder PassoverAroundTheWorld HomeForPesach PassoverOldCityWalk',
    fashion:
      'PassoverKippahStyle PassoverWhiteLinen SederTableFitCheck PesachPastelsOnly PassoverSpringLayers GrandmasPassoverBrooch',
    wellness:
      'DayenuGratitudeList PassoverSlowSeder PassoverFamilyStories LetMyPeopleRest PesachFreedomJournal PassoverSpringClean',
    speed:
      'AfikomanSpeedHunt PassoverTableSetRace PassoverCrumbSweepIn60 PlaguesIn10Seconds PassoverSederSpeedrun PesachDishSwapDash',
    music:
      'DayenuSingalong PassoverChadGadya PassoverTambourineJam FourQuestionsRap PassoverAcapella PesachHarmonyRound',
    art: 'PassoverPlaguePuppets PassoverMatzoCover HaggadahIllustration PaintElijahsCup PassoverSederPlateDIY PesachPaperMosaic',
    tech: 'PassoverVideoSeder PassoverPlagueSounds PassoverTranslationBot AIWritesAHaggadah PesachRecipeApp AfikomanTrackerTag',
    pet: 'PetFrogToyHunt PassoverCatUnderTable DogWaitsForElijah PassoverPupBowtie PassoverHamsterExodus PesachPawtrait',
    gaming:
      'PassoverPlagueBingo AfikomanQuestGame PassoverExodusEscape PassoverSederCharades PesachTriviaShowdown FortyYearsInTheMaze',
  },
  staycation: {
    dance:
      'StaycationBalconyBop StaycationLuauMoves StaycationConga StaycationLimbo LivingRoomDisco BackyardSalsaNight',
    fitness:
      'BackyardBootcamp StaycationBikeLoop TownStairsChallenge StaycationLakeSwim StaycationSunriseYoga StaycationStepQuest',
    funny:
      'TouristAtHome StaycationTourGuide OneStarStaycation CouchFlightAttendant StaycationSouvenirShop StaycationJetLag',
    prank:
      'ChocolateOnThePillow StaycationBoardingPass StaycationRoomService SurpriseTripToTheCouch StaycationTowelSwans StaycationWelcomeDesk',
    educational:
      'StaycationLanguageWeek BackyardBirdSurvey StaycationLocalLore StaycationStarChart HometownHistoryHunt StaycationMuseumQuest',
    cooking:
      'HotelBuffetAtHome StaycationFondue StaycationCrepeCafe PassportDinnerNight StaycationMocktailBar BrunchClubStaycation',
    fashion:
      'PJsAllDay PoolsideGlam StaycationResortWear StaycationLoungeLook StaycationRobeRunway StaycationFitCheck',
    wellness:
      'StaycationSpaDay StaycationUnplug NoAlarmMornings OutOfOfficeAtHome StaycationHammockHour StaycationJournalWeek',
    speed:
      'StaycationTownInADay BlanketFortSpeedrun TenAttractionsBlitz StaycationPackingDash StaycationSetupRace StaycationIn24Hours',
    music:
      'StaycationKaraoke StaycationBackyardGig PorchUkuleleHour StaycationVinylNight ResortLoungeSinger StaycationBeachBeats',
    art: 'StaycationPostcardArt StaycationSketchCrawl HometownPosterPrint StaycationTouristShots StaycationCraftDay PaintYourOwnStreet',
    tech: 'StaycationVRWorldTour ProjectorBackyardNight DroneViewHometown StaycationAIItinerary StaycationHomeTheater StaycationWebcamSafari',
    pet: 'StaycationKittyResort PupPoolParty StaycationDogParkHop StaycationPetSpa PawsomeStaycation CatCafeAtHome',
    gaming:
      'StaycationLANWeekend StaycationDnDCampaign JigsawPuzzleWeek StaycationGameMarathon OpenWorldStaycation CouchCoopResort',
  },
  'christmas market': {
    dance:
      'ChristmasMarketWaltz ChristmasMarketPolka GingerbreadGroove HotCocoaTwirl ChristmasStallShuffle ChristmasMarketConga',
    fitness:
      'ChristmasMarketSkate ChristmasMarketMile GiftBagCarryCircuit BurnOffTheBratwurst ChristmasCocoaCardio ChristmasMarketLunges',
    funny:
      'OrnamentOverbuy ChristmasFrozenFingers ChristmasMugHoarder ChristmasCrowdPOV OrderingInBadGerman ChristmasMarketRegrets',
    prank:
      'ChristmasMarketMugGift ChristmasNameBauble SecretSantaAtTheStalls GingerbreadHeartDrop ChristmasCocoaDelivery ChristmasElfSurprise',
    educational:
      'NutcrackerOrigins OldestChristmasMarket ChristmasMarketQuiz HowGingerbreadBegan ChristmasWordsInGerman ChristmasMarketHistory',
    cooking:
      'ChristmasMarketCrepes ChristmasRacletteNight ChristmasStollenLoaf BakeAGingerbreadHeart ChristmasPretzelTwist CandiedAlmondDIY',
    fashion:
      'FestiveKnitLayers FairIsleSweater ChristmasMarketFit ChristmasScarfTie ChristmasEarmuffGlam ChristmasCoatCheck',
    wellness:
      'FestiveLightsPause CandleStallMoment ChristmasMarketCalm ChristmasSlowBrowse ChristmasEveningStroll ChristmasCocoaAndChill',
    speed:
      'OrnamentSpotRace ChristmasWrapClock ChristmasMarketBlitz ChristmasGiftDash TenStallsIn10Minutes ChristmasSnackSprint',
    music:
      'ChristmasMarketCarols NutcrackerSuiteHum ChristmasBrassBand ChristmasAccordionJam YuletideHandbells ChristmasBuskerDuet',
    art: 'ChristmasMarketSketch ChristmasBokehShots PaintAChristmasStall ChristmasBaubleArt WoodenOrnamentCarving PaperStarLanterns',
    tech: 'ChristmasMarketMapApp ChristmasNightMode FestiveLightsTimelapse HandWarmerGadgetTest ChristmasMarketLive ChristmasMarketDrone',
    pet: 'ChristmasPupStroll ChristmasDogSweater ChristmasPetScarf ReindeerAntlerKitty PawprintBauble ChristmasMarketSniffs',
    gaming:
      'ChristmasMarketTycoon ChristmasMarketBingo AdventCalendarQuest YuletideGameNight ChristmasScavengerHunt ChristmasTriviaDuel',
  },
  costume: {
    dance:
      'CostumeDanceOff DressUpDisco CostumeCapeSpin MaskedBallWaltz MonsterMashMoves CostumeCharacterStrut',
    fitness:
      'CostumeFunRun SuperheroCostumeHIIT InflatableSuitSprint DressUpJumpingJacks CostumeObstacleCourse CapeOnCardio',
    funny:
      'CostumeGroceryRun CostumeWrongTheme PetNoticesTheCostume ExpectationVsCostume CostumeOnAZoomCall DressUpDadDay',
    prank:
      'CostumeSchoolPickup DinosaurSuitGreeting CostumeWakeUpCall CostumeSurpriseVisit CostumeChefBreakfast MascotAtTheDoor',
    educational:
      'HowStageCostumesWork GuessTheCostumeDecade WhyWeWearCostumes HalloweenOriginsLesson CostumeColorTheory CostumeHistoryMinute',
    cooking:
      'CostumeCupcakes DressUpCookies MaskedBallMacarons PancakesInCostume CookInCostume CostumeThemeDinner',
    travel:
      'CostumeMardiGras MaskMakersOfVenice CarnivalDayTrip CostumeAtTheLandmark CostumeParadeHop CostumeComicConWeekend',
    wellness:
      'DressUpForJoy BraveAlterEgo CostumeInnerChild CostumePowerPose CapeOfConfidence CostumeFeelGoodDay',
    speed:
      'CostumeQuickChange DressUpSpeedrun CostumeFromTheBin MaskAndCapeDash CostumeIn60Seconds BeatTheClockCosplay',
    music:
      'DressUpKaraoke MonsterMashChorus CostumeRockStarSolo CostumeMusicalNumber SingInCharacter CostumeAirBand',
    art: 'CostumeFoamArmor CardboardRobotSuit CostumeFromRecycling DrawYourDreamCostume CostumeMaskPainting DressUpBoxCraft',
    tech: 'CostumeAITryOn VoiceChangerCostume CostumeMotorWings 3DPrintedHelmet LightUpCostumeHack CostumeELWireGlow',
    pet: 'CatInSharkHood CostumeComfortCheck CostumeTryOnReaction MatchingPetCostume CostumePawrade DressUpLikeMyDog',
    gaming:
      'CostumeCharades DressUpGuessWho CostumeLARPQuest BestCostumeFinale CosplayYourMain CostumeBossBattle',
  },
  flannel: {
    dance:
      'FlannelHoedown FlannelTwoStep LumberjackJig PlaidShuffle FlannelDoSiDo FlannelWaistTieTwirl',
    fitness:
      'LumberjackLogCarry FlannelFirewoodStack CabinChoreCircuit FlannelAndFlex FlannelTrailRun FlannelLeafRaking',
    funny:
      'FlannelTwinsByAccident FlannelDadUniform GrungeKidFlashback FlannelSeasonOpener PlaidFromHeadToToe FlannelOrTablecloth',
    prank:
      'FlannelPocketNote FlannelSheetsMakeover CozyCabinWelcome SecretFlannelTwinning SurpriseFlannelSquad LumberjackWakeUp',
    educational:
      'HowFlannelIsMade PlaidVsTartanFacts WhyWoolKeepsWarm WhoInventedFlannel FlannelVsFleeceTest FlannelFiberQuiz',
    cooking:
      'FlannelCiderDonuts FlannelChiliNight LumberjackBreakfast PlaidPieCrust FlannelCampfireSkillet FlannelSmoresBar',
    travel:
      'FlannelAppleOrchard FlannelLeafPeeping PacificNorthwestDrive FlannelCabinTrip SeattleGrungeTour FlannelFireTowerHike',
    wellness:
      'FlannelCozySunday PlaidBlanketReading FlannelPorchCoffee CiderAndJournal FlannelAndFireside WrapUpInFlannel',
    speed:
      'FlannelButtonRace FlannelQuickChange LumberjackSpeedStack FlannelSleeveRollDash FlannelWaistTieIn5 KindlingBundleBlitz',
    music:
      'FlannelFolkCover GrungeFlannelRiff FlannelBanjoPicking SmellsLikeFlannel UnpluggedInFlannel FlannelCampfireSong',
    art: 'FlannelPatchQuilt BuffaloCheckStencil FlannelEmbroidery TapePlaidPainting FlannelUpcycle FlannelPillowSewing',
    tech: 'PlaidPatternGenerator FlannelHeatedShirtTest ThermalCamFlannel AIDesignsMyFlannel FlannelFallFilter LoomBotWeaving',
    pet: 'FlannelKittenBurrito PlaidBandanaPup MatchingFlannelWithPet FlannelDogBedDIY HoundInFlannel BarnCatCozyNap',
    gaming:
      'LumberjackSurvivalRun FlannelFarmSimFit FlannelAvatarStyle FlannelCozyGameNight AlanWakeCosplay FlannelCabinUno',
  },
  compliment: {
    dance:
      'ComplimentHypeCircle ShoutOutDance ComplimentSoulTrain MirrorPartnerPraise ComplimentGroove ComplimentPassTheMove',
    fitness:
      'ComplimentPerRep ComplimentPlankPartner PraiseEveryFinisher HypeYourGymBuddy SpotterCompliments ComplimentTheRunner',
    funny:
      'ComplimentsFromKids AwkwardComplimentPOV DadPraisesTheLawn ComplimentBattle ComplimentBackfire ComplimentReplayAt3AM',
    prank:
      'ComplimentStickyNotes ComplimentBalloonPop ComplimentChalkWalk MirrorMessageSurprise ComplimentBomb SecretComplimentSpy',
    educational:
      'WhyComplimentsMatter PraiseVsFlattery HowToGiveACompliment ComplimentIn5Languages YourBrainOnCompliments ComplimentScience',
    cooking:
      'ComplimentsToTheChef ComplimentCookies ComplimentCakeToppers PraisePieForNeighbors ComplimentPancakeArt SweetTalkSnacks',
    travel:
      'ComplimentTourGuide ThankTheBusDriver OneComplimentPerCity ComplimentAbroad ShoutOutMyHost ComplimentHotelStaff',
    fashion:
      'ComplimentTheirFit SweaterPraiseStreak ComplimentJewelryFind ComplimentTheShoes WhereDidYouGetThat StyleComplimentSwap',
    speed:
      'ComplimentIn10Seconds ComplimentRapidFire ABCComplimentBlitz ComplimentRelay TenComplimentsIn60 FiftyKindWordsDash',
    music:
      'ComplimentRap ComplimentSerenade HypeManChorus ComplimentJingle SingMeACompliment ComplimentDuet',
    art: 'ComplimentPortrait KindNoteLettering PraiseRockPainting ComplimentChalkMural ComplimentZine ComplimentPostcards',
    tech: 'ComplimentQRStickers ComplimentVoiceMemo CodeAComplimentBot ComplimentTextChain ComplimentAIShowdown PraiseWallDisplay',
    pet: 'GoodBoyShoutOut PetReactsToCompliments ComplimentTheCat ComplimentThenTreat ComplimentPupTraining FurryFanMail',
    gaming:
      'ComplimentYourTeammate ComplimentMVPVote KindGamerShoutOut GoodSportsmanshipRound GGAndACompliment ComplimentBingo',
  },
  'work from home': {
    dance:
      'CameraOffMoonwalk OnMuteDanceBreak WorkFromHomeChairSpin WFHKitchenShuffle WorkFromHomeFridayBop HomeOfficeBoogie',
    fitness:
      'FakeCommuteWalk WFHSquatPerCall MeetingPacingSteps WorkFromHomeHIIT RemoteWorkStairSprints HomeOfficeDeskStretch',
    funny:
      'YouAreOnMute CameraOnPanic WorkFromHomeCoworkers WFHDressCode WorkFromBedReality HomeOfficeFrozenFace',
    prank:
      'VirtualHatDay WFHBackdropSwap SurpriseZoomCameo WorkFromHomeCarePack HomeOfficeSoundtrack RemoteWorkLunchDrop',
    educational:
      'HowToSetUpADesk RemoteWorkStats WFHErgonomicsCheck PomodoroAtHome WorkFromHomePosture HomeOfficeTimeBlocks',
    cooking:
      'LunchBetweenMeetings MuteAndMunch WFHBentoBox WorkFromHomeBarista HomeOfficeSnackDrawer RemoteWorkSoupIn15',
    travel:
      'RemoteWorkRoadTrip WorkFromHomeAnywhere CoworkingSpaceTour WFHCafeHop LaptopWithAView WorkFromACabin',
    fashion:
      'CameraReadyTopOnly WFHFitCheck LoungewearUpgrade WorkFromHomeMullet HomeOfficeCozyGlam WorkFromBedChic',
    speed:
      'FiveMinuteDeskTidy CameraReadyClock WFHInboxSprint WorkFromHomeChoreDash RemoteWorkLunchBlitz HomeOfficeResetRace',
    music:
      'LogOffAnthem MuteButtonSerenade WFHKeyboardDrums WorkFromHomeHoldMusic HomeOfficeFocusBeats RemoteWorkLunchJam',
    art: 'HomeOfficeGalleryWall MoodBoardPinUp DoodleDuringMeetings WFHStickyMosaic WorkFromHomeSketch RemoteWorkZoomBackdrop',
    tech: 'HomeOfficeCableTidy DualMonitorUpgrade WFHSetupTour StandingDeskForAWeek WorkFromHomeWebcamTest RemoteWorkWiFiFix',
    pet: 'LunchWalkWithRover EmployeeOfTheMonthPup WFHCatOnKeyboard HomeOfficeKittyCameo RemoteWorkDogCoworker WorkFromHomeIntruder',
    gaming:
      'LunchHourSpeedrun AfterLogOffGaming WFHWordleStreak WorkFromHomeTrivia HomeOfficeSim RemoteWorkRaidNight',
  },
  pond: {
    dance:
      'DuckPondWaddle LilyPadHop PondRippleSway PondDragonflyFlutter DanceByThePond CattailSwish',
    fitness:
      'LilyPadLeaps FrogJumpSquats PondLapJog PondBenchDips DuckWalkAroundThePond PondsideYoga',
    funny:
      'PondDuckVoiceover FrogKingOfThePond PondGooseStandoff SwanDramaQueen PondTurtleLogLineup PondLifeSoapOpera',
    prank:
      'PondPaperBoatNote RubberDuckyInvasion SurprisePondPicnic DuckPondDecoy PondFrogToyPrank GnomeFishingAtThePond',
    educational:
      'WhatLivesInAPond PondWaterMicroscope HowLilyPadsFloat TadpoleWatchJournal PondDipChallenge WhyPondsFreezeOnTop',
    cooking:
      'PondJellyCups LilyPadCookies PondFrogCupcakes DuckPondCake PondPicnicPinwheels WatercressSalad',
    travel:
      'HiddenPondHunt MonetsPondInGiverny PondKoiGardenStroll LocalDuckPondTour PondHopping LotusTempleVisit',
    fashion:
      'LilyPadPrintLook SageGreenLinen PondFrogRaincoat MonetPondPalette DuckPondFitCheck RainbootsByThePond',
    speed:
      'PondStoneSkipRecord PondBoatRace TwigRaftBuildTimer PondDuckCountDash SpotTenFrogsFast PondLilyPadRelay',
    music:
      'PondFrogChorus DuckQuackRemix BullfrogBassline PondSoundsBeat PondPlunkDrums PondDawnRecording',
    art: 'PondReflectionPhoto PondKoiInkDrawing DragonflyWireSculpture PondWatercolor MonetYourPond LilyPadPainting',
    tech: 'PondTimelapse PondWaterQualityTest PondSolarFountain RippleSlowMoShot PondDroneFlyover UnderwaterPondCamera',
    pet: 'PondKoiFeedingTime KittyFishWatch PondPicnicWithMyDog PupVsPondReflection PondTurtleBasking BackyardPondBuddies',
    gaming:
      'PondFroggerHighScore PondWildlifeBingo PondGardenBuild PondFishingTourney LilyPadBoardRace HookADuckPond',
  },
  domino: {
    dance:
      'DominoDanceLine ChainReactionMoves DominoWaveRoutine DominoToppleFreeze DoTheDominoDrop CascadeGroove',
    fitness:
      'DominoPushups ChainReactionBurpees DominoSetupLunges DominoTileSquats DominoPlankWave ToppleSprintLaps',
    funny:
      'DominoSneezeDisaster DominoSlowMoGasp WhoBumpedTheTable OneTileTooSoon DominoFailReactions DominoNerveWreck',
    prank:
      'DominoBirthdayReveal DominoPathToGift TumbleToTheCake DominoHeartTopple DoorbellDominoRun DominoBreakfastInBed',
    educational:
      'GrowingDominoes DominoSpacingTest DominoEffectScience DominoFactFamilies ChainReactionExplained DominoMomentumLab',
    cooking:
      'CookieDominoes DominoCake DominoSugarCubeTopple DominoBrownieBites CrackerDominoRun ChocolateBarChain',
    travel:
      'DominoHavanaSquares DominoInThePark CaribbeanTableTiles DominoesWithLocals PlazaDominoDuel DominoWorldRecordVisit',
    fashion:
      'DominoEarrings PolkaDotDominoLook DominoPrintFit DominoMaskGlam DominoTileBrooch BlackAndWhiteAllOver',
    wellness:
      'KindnessDominoEffect SlowDominoBuild EachTileOneBreath DominoPatiencePractice DominoZenZone SteadyHandsFocus',
    music:
      'DominoClickBeat ClatterCrescendo DominoXylophoneRun DominoBellMelody DominoDrumroll ToppleToTheTempo',
    art: 'DominoPortrait DominoMosaic DominoRevealArt DominoSpiralDesign ToppleLongExposure PaintedDominoTiles',
    tech: 'DominoRobotBuilder DominoSlowMoCam RubeGoldbergBuild DominoArduinoTrigger DominoDroneShot AIDesignsADominoRun',
    pet: 'CatTopplesDominoes PetDominoTrick DominoPuppyPawStart DominoKittenNudge DominoTreatTrail DominoGuardDog',
    gaming:
      'DominoGameNight MugginsTourney MexicanTrainDominoes DominoDrawFiveDuel RaidTheBoneyard DominoTileBattle',
  },
  'gift wrapping': {
    dance:
      'GiftWrappingBowShimmy RibbonTwirlDance WrappingPaperRave GiftWrappingTapeStep ThatsAWrapShuffle GiftWrappingGroove',
    fitness:
      'GiftWrappingSquats GiftWrapPileCarry GiftBoxDeadlift GiftWrappingPlank RibbonCurlReps WrappingLunges',
    funny:
      'GiftWrappingOddShapes ScissorsVanishedAgain GiftWrapBlindfolded TapeEverywhere GiftWrappingVsReality DadsWrappingJob',
    prank:
      'GiftWrapTheirDesk GiftWrappedStapler NestingBoxWrapping GiantPresentDoorway RemoteInWrapping CerealDecoyGift',
    educational:
      'FuroshikiWrapping GiftWrappingGeometry ScrunchTestWrapping WhoInventedGiftWrap ThreeTapeJapaneseFold WrappingPaperOrigins',
    cooking:
      'GiftWrappedCookies EdibleBowTruffles GiftWrapCake SugarSheetWrapping GiftWrappingCandyJars HomemadeFoodGifts',
    travel:
      'WrappingStylesAbroad GiftWrapInTokyo GiftWrappingCarryOn GiftWrappingSouvenirs MarketWrappingFinds ChristmasVillageStroll',
    fashion:
      'WrappingRibbonHairBow GiftWrapDress TinselTrimAccessories WrappedLikeAPresent GiftWrappingFitCheck GiftWrappingSash',
    wellness:
      'MindfulGiftWrapping SlowGiftWrapSunday GratitudeTagNotes WrappingByCandlelight CozyEveningPresents GiftWrappingTeaBreak',
    music:
      'GiftWrapASMR PaperCrinkleRhythm TapeRollBeat GiftWrappingCarols WrappingRap WrappingWhileWhistling',
    art: 'HandPaintedGiftWrap PotatoPrintWrapping DoodleYourWrapping PressedFlowerTags RibbonBowArt WrappingPaperCollage',
    tech: 'GiftWrappingQRMessage SmartTapeDispenser LaserCutGiftBox GiftWrappingRobot AIDesignsMyWrapping WrappingPaperPrinter',
    pet: 'CatVsGiftWrap PetUnwrapsGift GiftWrappingPuppyChaos KittenInTheWrapping DogHelpsWithWrapping HamsterPaperTunnel',
    gaming:
      'PassTheParcel WrapInOvenMitts WhiteElephantWrapping GiftWrappingTournament GiftWrappingMinigame BlindfoldWrappingDuel',
  },
  'egg hunt': {
    dance:
      'BunnyHopShuffle FoundItVictoryJig EasterEggHuntBoogie EggHuntBasketSwing EggHuntHokeyPokey EggHuntFreezeDance',
    fitness:
      'EggHuntSquats EasterBunnyHops EggHuntBearCrawl BasketCarryRelay EggHuntObstacleCourse EggHuntBurpeeBonus',
    funny:
      'EggHuntFoundInJuly DadHidesItTooWell GrownUpEggHunt EggHuntCommentary EggHuntToddlerLogic EasterBunnyImpression',
    prank:
      'PlasticEggPunchlines EggHuntConfettiShells EggHuntKindNotes EggHuntCoworkerDesk EggHuntReverse PotatoInTheEgg',
    educational:
      'EggHuntMathClues EggHuntRiddleTrail EggHuntMapReading CompassDirectionGame WhyEggsForEaster PhonicsEggHunt',
    cooking:
      'EggHuntNestCupcakes CarrotPatchBrownies EggHuntChocolateMolds EggHuntBasketCake EggHuntSugarCookies PeekabooEggBread',
    travel:
      'EggHuntCastleGrounds EggHuntBotanicalGarden EggHuntAroundTheWorld WhiteHouseEggRoll EggHuntFarmVisit TownSquareSpringFair',
    fashion:
      'EggHuntSundayBest BunnyEarsFitCheck SpringBonnetStyling EggHuntPastelsOnly EasterEggHuntOutfit EggHuntFloralDress',
    wellness:
      'SlowSeekSavor EggHuntGratitudeNotes EggHuntFamilyPicnic EggHuntNoRushRule MindfulSpringMorning EasterEggHuntSunrise',
    music:
      'EggHuntHotColdMusic EggShakerSymphony BunnyHopBeat EggHuntSingAlong EggHuntMarchingTune EggHuntAnthem',
    art: 'EggHuntTreasureMapArt EasterEggDyeDesigns EggHuntMarbleSwirls PaperMacheEggs EggHuntShellPainting EggHuntClueCards',
    tech: 'EggHuntQRClues HiddenEasterEggsInApps EggHuntGeocache EggHuntARLayer EggHuntDroneDrop CodeYourOwnEggHunt',
    pet: 'EggHuntForDogs EggHuntPuppyNosework EggHuntKittenPounce TreatEggHuntForPets SniffOutTheEggs RabbitPlaysAlong',
    gaming:
      'EggHuntSpeedrun GoldenEggQuest EggHuntMinecraftMap HiddenObjectSearch EggHuntLootDrop EggHuntLeaderboard',
  },
  'ring toss': {
    dance:
      'TossAndTwirl RingTossHulaSpin RingTossFreezeDance RingerVictoryShimmy RingTossRobot RingTossArmWave',
    fitness:
      'SingleLegRingToss RingTossPlankReach RingTossBurpeeThrow SquatTossRepeat RingTossLungeLadder RingTossShuttleRun',
    funny:
      'RingTossOnDad OverconfidentRingToss RingTossTrashTalk RingTossNearMissDrama GolfWhisperRingToss ZeroForFifty',
    prank:
      'ImpossibleRingToss RingTossHeadbandTarget RingTossBirthdayBooth HoopsThatDontFit RingTossPrizeSwap GiantRingSurprise',
    educational:
      'WhyCarnivalTossIsHard RingTossProbability RingTossAngleMath AreRingTossesRigged RingTossSpinScience HowToWinRingToss',
    cooking:
      'DonutRingToss OnionRingToss PineappleRingToss RingTossPretzelPegs BakeARingTossCake BagelRingTossBrunch',
    travel:
      'BoardwalkRingToss CarnivalGamesCrawl RingTossPierArcade RingTossAtEveryFair ConeyIslandRingToss RingTossRoadTrip',
    fashion:
      'BangleRingToss RingTossHatTrick RingTossHoopEarrings CarnivalStripesFit RingTossScrunchie BraceletTossOff',
    wellness:
      'BreatheThenToss RingTossLetGoOfMisses RingTossCalmHands RingTossZenMode NoScoreRingToss RingTossPatientAim',
    music:
      'RingTossDrumroll TossToTheRhythm RingTossBellPegs RingTossJingle PlayTheBottles CarnivalOrganRingToss',
    art: 'PaperPlateRingToss PaintedRingTossSet CardboardPegCraft RingTossYarnWrapped DIYRingTossBooth UpcycledBottleRingToss',
    tech: 'RingTossSlowMo ARRingTossTest RingTossSensorPegs RobotVsHumanRingToss CodeARingTossGame RingTossScoreApp',
    pet: 'DogRingTossFetch CatVsTheRings PetRingTossReferee RingTossTreatReward PupRingStacker RingTossPawTarget',
    gaming:
      'RingTossTournament RingTossTrickShots RingTossHighScore CarnivalGameNight LordOfTheRingToss RingTossBossLevel',
  },
  clay: {
    dance:
      'ClaymationDance SculptToTheBeat ClayPottersWheelSpin ClayHandsGroove SquishAndSway ClayFigureFloss',
    fitness:
      'ClaySqueezeReps ClayWedgingWorkout ClayKneadingBurn PottersPostureStretch PotteryArmsDay ClayFingerFlex',
    funny:
      'ClayVaseBecameBowl LumpyClayMasterpiece ClayGhostMovieScene ClayPottersWheelChaos ExpectationVsClay ClayPortraitOfMyDad',
    prank:
      'ClayFakeCookie ClayMiniMeSurprise ClayDoorknobFriend ClayTinyFoodSwap HiddenClayGnomes SecretClayCharm',
    educational:
      'HowClayHardens WhereClayComesFrom ClayGlazeChemistry AirDryVsPolymerClay ClayKilnTemperatures AncientClayTablets',
    cooking:
      'ClayPotRice ClayTagineDinner ClayOvenFlatbread ClayBakedChicken RealVsClayFood FlowerpotBread',
    travel:
      'ClayLandmarkMinis ClayTerracottaArmy ClayPotteryVillage ThrowAPotAbroad ClayFromEveryTrip SculptYourVacation',
    fashion:
      'StatementClayEarrings ClayBeadBracelet ClayHairClips PolymerClayPendant MatchMyFitInClay ClayButtonCardigan',
    wellness:
      'MindfulModeling ImperfectBowlJoy ClayPinchPotMeditation ClaySqueezeCalm WabiSabiClay ClayWheelFocusHour',
    speed:
      'ClayFigureInAMinute FastestClayAnimal ClaySnakeSprint ClayPinchPotTimer CenterTheClayRace BlindfoldClayBlitz',
    music:
      'OcarinaOfClay ClaymationMusicVideo ClayWhistleTune ClayPotDrumming ClayBandFigures PopStarMiniatures',
    tech: '3DScanMyClayFigure StopMotionClay TurntableTimelapse ClayPrinterTest AIClaymationStory ClaySculptVsAI',
    pet: 'ClayPawPrintKeepsake ClayCatPlanter PetReactsToClayTwin ClayDogBowl ClayPuppyOrnament SculptYourHamster',
    gaming:
      'ClayDiceSet ClayChessPieces ClayCharades SculptYourMain ClayGameCharacter PaintedClayMinis',
  },
  ornament: {
    dance:
      'TinselTwirl OrnamentSparkleStep OrnamentJingleBounce BaubleBop TreeTrimmingShuffle OrnamentSwingDance',
    fitness:
      'OrnamentSquatAndHang OrnamentTiptoeLunges AtticStairsClimb BaubleBalanceHold OrnamentReachStretch TreeTrimmingCardio',
    funny:
      'OrnamentBackstory OrnamentKidsBottomHalf TangledTreeLights UgliestOrnamentWins WhoBrokeTheOrnament OrnamentStorageChaos',
    prank:
      'OrnamentPickleHunt OrnamentFamilyFaces HiddenBaubleSurprise GooglyEyeOrnaments OrnamentInTheFridge SecretSantaSwap',
    educational:
      'HowGlassBaublesAreMade TinselWasSilver OrnamentLauschaStory WhyWeTrimTheTree WhyThePickleOrnament OrnamentHistoryQuiz',
    cooking:
      'BaubleCocoaBomb OrnamentCakePops OrnamentCookies MeringueOrnaments EdibleOrnamentTree GingerbreadHangers',
    travel:
      'OrnamentFromEveryTrip ChristmasMarketBauble GlassblowerOrnament RothenburgOrnamentShop FestiveVillageWalk SouvenirOrnamentTree',
    fashion:
      'OrnamentEarrings BaubleNecklaceLook TinselHeadband OrnamentSequinSweater DressLikeAnOrnament OrnamentHairClips',
    wellness:
      'OrnamentMemoryLane SlowTreeTrimming CandlelitUnpacking OrnamentStorytelling OrnamentGratitudeNotes BaubleBreathwork',
    speed:
      'OrnamentOneMinuteTree OrnamentHookThreadDash ColorSortCountdown OrnamentSpeedHang BaubleRelay FastestOrnamentUnpack',
    music:
      'BaubleBellMelody OrnamentMusicBox OrnamentNameThatCarol TapTheOrnaments NutcrackerSuiteCover OrnamentJingleRemix',
    tech: 'Ornament3DPrint OrnamentQRMemory SmartTreeLightShow OrnamentLaserEngrave GlowingBaubleHack AIDesignsAnOrnament',
    pet: 'KittenBatsTheBauble OrnamentPawPrintDough OrnamentCatProofing OrnamentPetPortrait PuppyFirstOrnament DogVsTheTree',
    gaming:
      'BaubleBingoNight OrnamentPixelSprites ElfOnTheShelfQuest OrnamentHideAndSeek VideoGameOrnaments OrnamentTriviaSpin',
  },
  doll: {
    dance:
      'WindUpDollMoves DollMusicBoxTwirl BalletDollSpin RagDollRoutine DollMarionetteStep DollhouseDisco',
    fitness:
      'RagdollStretchFlow WindUpDollCardio DollBalletBarre DollPoseFreezeHold NestingDollSquats TinSoldierMarch',
    funny:
      'DollHaircutRegret DollhouseSoapOpera DollVoiceover DollsJudgingMe BreakingDollNews ToyChestDrama',
    prank:
      'DollBackpackStowaway DollTinyBreakfast TwinningWithYourDoll DollMiniMeSurprise DollsMovedOvernight LookalikeFigureGift',
    educational:
      'HowDollsAreMade DollhouseScaleMath PorcelainVsVinyl DollsAroundTheWorld OldestDollEver DollMatryoshkaLesson',
    cooking:
      'DollCake DollhouseMiniFood MatryoshkaCookies TinyKitchenCooking DollSizedBrunch DollTeaPartyScones',
    travel:
      'DollTravelsTheWorld DollMuseumVisit DollAntiqueMarket DollInEveryCity ToyFairWeekend NestingDollShopping',
    fashion:
      'DollOutfitRecreate DollMatchingDress PorcelainMakeupLook LifeSizeDollGlam DollFashionShow PaperDollStyling',
    wellness:
      'ComfortDollHug DollChildhoodMemories DollhouseTidyReset WorryDollRitual InnerChildDollDay DollRestorationCalm',
    speed:
      'DollShoeMatchDash NestingDollStackSprint DollHairBraidRace DressTheDollIn30 DollhouseTidyBlitz DollClothesFoldOff',
    music:
      'DollMusicBoxTune DollLullabyDuet NutcrackerSuiteMedley DollhouseConcert BarbieGirlCover DollPianoRecital',
    tech: 'DollStopMotion DollhouseLEDLights MiniatureCameraTour Doll3DPrintAccessory AIPicksDollOutfits TalkingDollTeardown',
    pet: 'DollhouseForMyCat DollBedForKitten DollTeaPartyPuppy DogVsTalkingDoll PetMeetsItsDollTwin BunnyToyChestNap',
    gaming:
      'DollhouseBuildMode DollMakeoverSim ToyStoryEscapeLevel DollDressUpSpeedrun DollMysteryBoardGame CreepyDollHorrorRun',
  },
  newspaper: {
    dance:
      'NewspaperFoldDanceOff FreezeOnTheNewspaper NewspaperSkirtSpin NewspaperCheerPoms PaperboyShuffle NewspaperStrut',
    fitness:
      'NewspaperSlideLunges NewspaperSnowballFight NewspaperGripCrumple SquatPerNewspaperPage PaperboyCardio HeadlineHurdles',
    funny:
      'NewspaperWindFight ReenactANewspaperComic NewspaperDadImpression HeadlineOfMyLife NewspaperHoroscopeSkit WhatIsANewspaperKids',
    prank:
      'SpyThroughTheNewspaper YouMadeTheNewspaper NewspaperWrappedDoor NewspaperBodyDouble NewspaperCrosswordSwap ReadAllAboutYou',
    educational:
      'FoldANewspaper8Times NewspaperBridgeTest BirthdayNewspaperHunt NewspaperFactCheck RealOrFakeHeadline PrintingPressAtHome',
    cooking:
      'NewspaperCrabBoil NewspaperFishAndChips NewspaperFrontPageCake OldNewspaperRecipe SundayNewspaperBrunch HeadlineCookies',
    travel:
      'NewspaperFromEveryCity ForeignNewspaperGuess ReadALocalNewspaper NewspaperStandHunt NewspaperTripScrapbook NewsroomTourDay',
    fashion:
      'MakeANewspaperDress NewspaperRunwayWalk OneNewspaperLook NewspaperBowTie HotOffThePressFit NewspaperHatCouture',
    wellness:
      'NewspaperNotNewsfeed SlowNewspaperMorning NewspaperCrosswordCalm TearUpTheNewspaper GoodNewsOnlySunday NewspaperPlantPots',
    speed:
      'NewspaperTowerIn60 FastestNewspaperBoat NewspaperDeliveryDash LongestNewspaperStrip PaperboyPorchToss NewspaperHatIn30',
    music:
      'SingTheNewspaper NewspaperHeadlineRap NewspaperRustleBeat RolledNewspaperDrums PaperboyChantRemix NewspaperTrumpet',
    tech: 'NewspaperVsNewsApp MovingNewspaperPhoto DigitizeOldNewspaper AINewspaperHeadline CodeYourOwnNewspaper AIWritesTheFrontPage',
    pet: 'FetchTheNewspaper CatOnTheNewspaper NewspaperTreatHunt CrumpledNewspaperToy NewspaperTunnelRun PetMakesTheHeadlines',
    gaming:
      'NewspaperCrosswordDuel SundayNewspaperSudoku NewspaperScavengerHunt CrumpledNewspaperHoops PaperboyHighScore NewspaperSpotTheDiff',
  },
  button: {
    dance:
      'ButtonUpTheBeat PushButtonRobot ButtonShirtShimmy CuteAsAButtonBoogie ButtonUpCoatStrut PanicButtonShuffle',
    fitness:
      'ButtonPickupSquats ButtonToeGrab LungeToTheButton ButtonUpWhilePlanking BellyButtonCrunches ButtonReactionDrill',
    funny:
      'DontPressTheButton ElevatorButtonWars ButtonPopPOV ButtonMismatchFail CrosswalkButtonSpam ButtonDilemmaGame',
    prank:
      'FakeBigRedButton ButtonEyesEverywhere RemoteButtonLabels ComplimentButton ButtonTrailSurprise PushForConfetti',
    educational:
      'HowToSewAButton WhyMensButtonsAreRight ShankVsFlatButton ButtonMathSorting ButtonGuessingJar GuessTheButtonDecade',
    cooking:
      'ButtonMushroomSkillet CandyButtonsDIY ChocolateButtonBark ButtonCookies BellyButtonPasta CuteAsAButtonCupcakes',
    travel:
      'CrosswalkButtonSounds ButtonFromEveryCity ButtonMarketHunt ButtonSouvenirJacket ElevatorButtonsAbroad ButtonDownTravelShirt',
    fashion:
      'ButtonUpFiveWays ButtonSwapUpgrade MismatchedButtonLook VintageButtonBrooch CuteAsAButtonFit ButtonDownOrUp',
    wellness:
      'PauseButtonMoment ResetButtonSunday MindfulButtonSewing ButtonSortingCalm MuteButtonHour ButtonGratitudeJar',
    speed:
      'FastestButtonUp SewAButtonIn60 ChopstickButtonPickup ButtonStackTower ButtonColorSortRace TenButtonsIn10',
    music:
      'ButtonJarRhythm ButtonAccordion PushButtonBeats ButtonShaker LaunchpadButtonJam ButtonWhirligigHum',
    tech: 'BigRedButtonBuild OneButtonApp PhysicalButtonsVsTouch CodeAButtonCounter EasyButtonHack ButtonKeycapSwap',
    pet: 'TalkingButtonsForPets TeachYourDogAButton ButtonTreatDispenser DoorbellButtonPup CatPressesTheButton CuteAsAButtonKitten',
    gaming:
      'ButtonMashChallenge ButtonTiddlywinks ButtonSoccer ButtonComboRun KonamiCodeButtons OneButtonGame',
  },
  'laser pointer': {
    dance:
      'RedDotShuffle LaserPointerFootwork BeamDodgeGroove LaserLimbo FollowTheLaserDance LaserPointerFreezeTag',
    fitness:
      'RedDotStomp LaserMazeCrawl LaserPointerAgility LaserPointerDodge ChaseItLikeACat LaserTagCardio',
    funny:
      'LaserPointerWallClimb LaserOnDadsShirt LaserObsessionPOV CatStaresAtTheBeam WhereDidTheDotGo DogVsLaserPointer',
    prank:
      'FollowTheRedDot BeamToTheBirthdayCake LaserPointerStarShow LaserPointerGiftGuide FakeLaserSticker LaserPointerSecretNote',
    educational:
      'HowLaserPointersWork WhyCatsChaseRedDots LaserPointerSafety LaserPointerRefraction BendALaserInWater LaserColorScience',
    cooking:
      'RedDotJamTarts LaserPointerCookies LaserThroughJello LaserPointerCatCake LaserPointerCupcakes RaspberryBeamBars',
    travel:
      'StarTourWithALaser LaserPointerCatCafe ObservatoryNightVisit LaserShowRoadTrip LaserTagArenaHop DarkSkyParkStargaze',
    fashion:
      'RedDotEarrings LaserPointerNeonNails CatEarHeadband LaserCutFitCheck MonochromeLaserLook LaserPointerHoloJacket',
    wellness:
      'LaserEndWithACatch TenMinuteChaseHabit LaserPointerWindDown FollowTheDotBreathing LaserPlayThenCuddle LaserPointerBondTime',
    speed:
      'LaserPointerReflexTest RedDotSpeedTrap LaserPouncesIn60 LaserTargetTap LaserPointerSprint BeamTagCountdown',
    music:
      'LaserPointerHarp LaserPointerRave LaserPointerSynthwave RedDotRhythm ScoreMyCatsChase LaserBeatDrop',
    art: 'RedDotPointillism LaserPointerTraceArt CatPawMotionStudy LaserLightPainting LaserSpirograph LaserLongExposure',
    tech: 'LaserPointerAutoToy RedDotMotionTracker LaserPointerServoBuild PhotoresistorGame LaserTripwireAlarm LaserPointerRangeTest',
    gaming:
      'SpyLaserMaze LaserPointerPong MirrorBeamPuzzle LaserPointerCatVsHuman LaserTagLivingRoom RedDotHighScore',
  },
  'claw machine': {
    dance:
      'TheClawShuffle PrizeChuteBounce ClawMachineGrabMove ClawMachineRobot ClawGameJiggle ClawMachineDropIt',
    fitness:
      'ClawMachineSquatGrab PlushPrizeLunges ClawMachineReachPlank HumanClawMachine ClawGameGripCurls TokenRunIntervals',
    funny:
      'TheClawChoosesYou ClawMachineOneMoreTry ClawMachineWeakGrip ClawMachineTrustIssues TwentyBucksForAPlush MeVsTheClawMachine',
    prank:
      'ClawMachineAtHome ClawMachineLoveNote ClawMachineRiggedToWin ClawGameGiftReveal TheClawSurprise CardboardArcadeBuild',
    educational:
      'HowClawMachinesWork ClawMachineOdds ClawStrengthSecrets CraneGameEngineering AreClawMachinesRigged UFOCatcherOrigins',
    cooking:
      'ClawMachineCake ClawMachineCandyJar PlushPrizeCupcakes GummyClawGame ClawMachineCookies ArcadeSnackPlatter',
    travel:
      'UFOCatcherTokyo GameCenterOsaka ClawMachineBoardwalk ClawMachineAirportWin ClawMachineInEveryCity ArcadeCrawlAbroad',
    fashion:
      'ClawMachineFitCheck UFOCatcherKawaii PlushPrizeKeychain DressInYourWinnings ClawMachineBagCharms ClawMachineHairClips',
    wellness:
      'ClawMachineLetItGo ClawMachineBudgetLimit PlushPrizeJoy FiveTokensThenStop ClawMachineSmallWins ClawMachineZenMode',
    speed:
      'ClawMachineFirstTry ClawGameBuzzerBeater ClawMachine5TokenRun ClawMachineIn60 PrizeGrabCountdown FastestClawWin',
    music:
      'ClawMachineJingle ClawMachineChiptune PrizeWinChime TheClawSong ClawGameVictoryTune UFOCatcherRemix',
    art: 'ClawMachineDiorama CardboardClawMachine CrochetPlushieMaking ClawMachinePixelArt PlushPrizeSketch ClawMachineShadowBox',
    tech: 'ClawMachineArduino OnlineClawGame RemoteCraneStream LegoClawMachine AIPlaysTheClaw ClawMachineServoTest',
    pet: 'ClawMachineTreatGrab ClawMachineKittyPaws ClawMachineDogWatch CatVsClawMachine PetClawMachineDIY PlushPrizeForMyPup',
  },
};
