import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  spa: {
    fitness:
      'SweatThenSpa SpaDayYoga PlankTillYourSpaMaskDries StretchIntoSpaMode EarnYourSpaNight FoamRollAndRelax SpaStepUps',
    prank:
      'SpaNightForMom BathroomSpaMakeover SpaReceptionistCosplay SurpriseSpaBasket FakeSpaAppointment SpaTowelSwanSurprise',
    travel:
      'SpaDayOnAShoestring PackMySpaBagWithMe TurnYourHotelIntoASpa HotSpringsRoadTrip SpaWeekendAway SpaResortTour SpaTownVisit',
    music:
      'LofiBeatsToSpaTo WhaleSoundsSpaRemix RainstickLullaby WindChimeMelody WaterGlassSpaSymphony SpaSoundscape BubbleBathSpaBallad',
    art: 'SoapMakingArt SpaBathBombDesign PaintMeInMySpaMask SpaCandleCraft PaintYourSpaDay SpaLabelLettering SpaStoneStacking',
    tech: 'SpaNightIn60Seconds MassageGunSpaNight FootSpaMachineTest CanAnAppBeMySpa PutYourPhoneInSpaMode AIPlansMySpaDay SpaAmbientLightScene',
    pet: 'PetSpaDay PamperedPupBath SpaCatBrushing SpaDayMeVsMyPet SpaTowelBurrito SpaPawMassage PawsAndRelaxSpaDay',
    gaming:
      'FaceMaskCardNight BuildASpaInMinecraft SpaMaskPokerFace CharadesInASpaRobe SpaDayBoardGame SimsSpaMakeover SpaPuzzleMarathon',
  },
  space: {
    fitness:
      'SpaceCampCircuit PlankLikeASpacewalk SpaceStationStretch SpaceRocketJumps LunarLunges SpaceCadetBootcamp SpaceSuitSquats',
    cooking:
      'ToastFromOuterSpace SpaceFruitSolarSystem SpacePlanetMacarons SpaceFoodChallenge SpaceRocketPopsicles OutOfThisWorldPizza SpaceTortillaWrap',
    travel:
      'SpaceCampInYourBackyard VisitASpaceCenter WhatWouldYouPackForSpace SpacePlanetariumDate SpotTheSpaceStation MilkyWayChasers SpaceMuseumHop',
    fashion:
      'DressLikeASpaceCadet SpacePatchJacketGlowUp SpaceGalaxyPrintFit SilverSpaceMetallics MoonBootsRevival CosmicChic SpaceAgeStyleOff',
    wellness:
      'MakeSpaceForCalm WaveAtTheSpaceStation SpaceSoundsMeditation SpaceStargazing SlowMoSpacewalkStretch MoonlightJournal SpaceOutOnPurpose',
    speed:
      'TenSpaceFactsIn30 SpaceBalloonRocketRace SuitUpForSpaceDash SpacePlanetOrderBlitz NameThatConstellation BlastOffSprint PaperRocketToSpaceIn60',
    art: 'SpaceNebulaJar DrawYourselfInSpace PaintTheSpaceGalaxy SpaceMoonSketch ClaySolarSystem StarryNightRemake SpaceSplatterPlanets',
    tech: 'TrackTheSpaceStation PointYourPhoneAtSpace SpacePhotoNoTelescope SpaceSatelliteSpotting SpaceFactCheckTheAI GreenScreenMeIntoSpace',
    pet: 'SpaceCapsuleCatBox FetchFromOuterSpace SpaceZoomies SpaceRocketDogBed SpaceCadetPupTraining CatstronautPhotoshoot PetReactsToSpaceSounds',
    gaming:
      'AmongUsSpaceRound SpaceBaseInMinecraft SpaceShooterArcade TheFloorIsOuterSpace AlienCharadesFromSpace AsteroidsHighScore SpaceInvadersDuel',
  },
  spaceship: {
    fitness:
      'SpaceshipLaunchJumps SpaceshipOrbitLaps SpaceshipBlastOffBurpees SpacewalkSquats ZeroGravityCore AstronautBootcamp SpaceshipCrewPlank',
    travel:
      'SpaceCenterTour MyCarIsASpaceship SpaceshipPlanetarium SpaceshipMuseumHop WatchALaunchLive FindTheSpaceshipSlide SpaceshipDinerStop',
    wellness:
      'SpaceshipStargazing SpaceshipQuietCabin SpaceshipNapPod DeepSpaceRest CountdownToCalm DriftOffInASpaceship SpaceshipWindowGazing',
    speed:
      'SpaceshipFoldIn60 SpaceshipLegoBlitz SpaceshipSuitUpIn30 CardboardSpaceshipRush CountdownToLaunch StrawRocketDistance SpaceshipBalloonRace',
    music:
      'SpaceshipBeepBoopBeat SpaceshipAlienChorus SpaceshipSynthwave MakeSpaceshipNoises SpaceThemeCover WarpSpeedBeat',
    tech: 'GreenScreenSpaceshipRide StopMotionSpaceshipLaunch SpaceshipLEDBuild SpacecraftAIVoice RocketLaunchTracker MissionControlDesk SpaceshipHologramHack',
    gaming:
      'SpaceshipSpeedrun SpaceshipCaptainSays SpaceshipAsteroidDodge SpaceInvadersRematch PaperSpaceshipFlyOff AmongUsImpostorRound SpaceshipDogfightDuel',
  },
  spain: {
    dance:
      'FlamencoFaceOff SpainHandClapChallenge DanceLikeYoureInSpain ClickClackCastanets SpainMacarenaRevival SpainFiestaStomp RainInSpainShuffle HeelTapSpain',
    fitness:
      'SpainCaminoWalk SpainBeachRun StompLikeYoureInSpain KeepyUppyLikeSpain SpainSiestaStretch SpainSunsetSwim StairsOfSpain BurpeeEverySpainGoal',
    prank:
      'SpainFiestaWakeUpCall SpainChurroBreakfastInBed SpainFlamencoFlashmob SpainPostcardMystery SecretPaellaNight TapasTrayTakeover SpainThemeBreakfast SpainInTheLivingRoom',
    educational:
      'AlhambraGeometry SpainPhraseOfTheDay SpainRegionsQuiz WhatSpainGaveTheWorld SpainTomatinaExplained WhySpainEatsLate SpainMapFromMemory SpainInTenWords',
    speed:
      'DrawSpainsFlagIn10 PackForSpainIn60 SpainChurroDash SpainCitiesBlitz TapasTimeTrial PaellaBeatTheClock SixtySecondsOfSpain SpainPhrasesRapidFire',
    music:
      'SpanishGuitarCover SpainFlamencoBeat SpainMacarenaMashup SpainRumbaJam SpainSongOfSummerDuet SpainCastanetSolo SpainSerenade StrumForSpain',
    art: 'SpainInWatercolor SpainMosaicArt SpainTilePainting SpainFlagFingerPaint MeltingClockDoodle SpainSketchbook CubistSpainSelfie SurrealSpainCollage',
    tech: 'TranslateMenuCamera SpainTranslateAppFaceOff SpainOfflineMapsPrep SpainTrainAppHack SpainTripTechKit AIPlansMySpainWeek SpainStreetViewTour SpainHyperlapse',
    pet: 'PupScoresForSpain SpainBeachPup SpainStreetCats SpainPetPassport SpainPuppyPlaza TeachMyDogSpanish NapLikeSpain OleSpinForSpain',
  },
  spatula: {
    prank:
      'SpatulaGooglyEyes FakeEggSpatulaFlip WhoSwappedMySpatula SpatulasEverywhere FoamPancakeSwap SpatulaLoveNote SpatulaArchWelcome',
    travel:
      'SpatulaDinerCrawl FoodTruckSpatulaFaceOff SpatulaFlipsAtThePark PackYourSpatula GriddlesOfTheWorld SmashBurgerSafari SpatulaCampStoveTrip',
    tech: 'SpatulaFlipSlowMo AIRatesMySpatulaFlip CatchTheSpatulaFlipMidAir StopMotionSpatulaDance GadgetOrGimmick ScrollWithYourSpatula SpatulaDuetWithAChef',
    gaming:
      'GoldenSpatulaHunt SpatulaSimonSays EggAndSpatulaRace SpatulaHockeyShootout BurgerStackOff KrabbyPattyRush SpatulaFlipCup',
  },
  spelling: {
    travel:
      'SpellingWithSigns SpellingBeeOnTheRoad HardestTownToSpell LostInSpelling SpellingSouvenirs AlphabetPhotoWalk SpellingStreetNames TrainStopSpellingDare',
  },
  spicy: {
    fitness:
      'HotSauceHIIT JalapenoJumpingJacks SpicyChiliBurpees FeelTheBurnSpicy SpiceUpYourSquats SpicySalsaCardio SpicyStairSprint',
    travel:
      'SpicyStreetFoodHunt HotSauceShopTour SpicySnackSouvenirHunt SpiciestDishInTown SpicyNoodlesNearMe ChiliFestivalDare TrySpicyLikeALocal',
    art: 'HotSauceLabelDesign SpicyFlameDoodle DrawYourSpicyFace PaintWithSpices ChiliPepperStillLife SpicyRainbowArt',
    tech: 'SlowMoSpicyFirstBite HotSauceRecipeAI WatchMySpicyPepperGrow DoesSpicyRaiseYourPulse SpicySalsaRecipeDuet CanAITasteHeat SpicyEmojiOnlyReview',
    pet: 'SpicyCatAttitude SpicyKittenSideEye SpicyPepperPlushFetch IsYourPetSpicyOrSweet SpicyDogGrumbles ZeroToSpicyZoomies',
    gaming:
      'SpicyRockPaperScissors HotSauceHighScore SpicyPepperHotPotato SpiceUpGameNight MildToSpicyComeback SpicyPepperTicTacToe TruthOrSpicy',
  },
  'spider web': {
    cooking:
      'SpiderWebPizza SpiderWebBeanDip SpiderWebPancakes PipeASpiderWeb SpookyWebCookies SpiderWebSmoothieBowl CobwebCupcakeDrizzle SpiderWebDeviledEggs',
    travel:
      'SpiderWebDewHike SpiderWebPhotoWalk SpotTenSpiderWebs MistyMorningCobwebs NightSpiderSafari SpiderWebRoadTripBingo BiggestSpiderWebHunt SpiderWebByTorchlight',
    tech: 'SpiderWebMacroLens SpiderWebTimelapse CaughtInASpiderWebFilter StopMotionSpiderWebSpin AIDrawsASpiderWeb SpiderWebDewdropWallpaper CodeASpiderWeb WhoMadeThisSpiderWeb',
    pet: 'SpiderWebPetBandana PetReactsToSpiderWeb SpiderWebTunnelPounce CatVsCobweb SpiderWebPupTreatHunt SpiderWebWalkies SpiderWebTreatHunt SpiderWebPhotoBooth',
    gaming:
      'SpiderWebLaserMaze CaughtInTheSpiderWebTag SpiderWebTwister BeatSpiderSolitaire SpiderWebEscapeRoom WebSlingerSpeedrun CatchTheFlySpiderWeb SpiderWebDarts',
  },
  spinach: {
    travel:
      'SpinachFarmVisit SpinachPowerPicnic GreekSpinachPieHunt PalakPaneerCrawl FarmersMarketGreens SpinachWrapsForTheRoad SpinachSaladWithAView',
    tech: 'SpinachGrowLightTest SpinachSproutTimelapse CanAIMakeMeLoveSpinach SlowMoSpinachSmoothie SpinachSaladBuildsItself ZoomIntoASpinachLeaf',
    pet: 'SpinachSeedlingsVsMyCat SpinachGreenBandana DogGuardsTheSpinach CatInTheSpinachPatch PopeyeThePup SpinachPatchPeekaboo HelpMeHarvestSpinach',
    gaming:
      'UnoLoserGetsSpinach SpinachPowerUpArmWrestle GuessTheHiddenSpinach SpinachCanBowling SpinachFactOrFiction RockPaperSpinach EatYourSpinachJenga',
  },
  sponge: {
    travel:
      'SpongeCarWashPitStop SpongeCakeCafeCrawl CampDishesSpongeOff MeetARealLifeSponge SoakUpTheCity SpotASeaSponge BeachcombForSponges SpongeBoatTour',
    tech: 'DishwasherVsSponge SpongeMacroZoom SlowMoSpongeSqueeze SpongeSoaksItAllUp StopMotionSpongeScrub LifeAsASpongeGreenScreen SpongeCleanYourSetup SpongeVsPaperTowel',
    gaming:
      'SpongeTossTarget WetSpongeDodgeball SpongeTicTacToe PassTheSoakedSponge SpongeBucketBrawl SoggySpongeSlamDunk SpongeCornhole HotSpongePotato',
  },
  spoon: {
    educational:
      'WhyMetalSpoonsGetHot WhySpoonsFlipYou SpoonCatapultPhysics SpoonBalanceTrick UpsideDownInTheSpoon HangASpoonOnYourNose HowManyDropsInASpoon',
    wellness:
      'MindfulSpoonful SpoonfulOfKindness SpoonTheoryCheckIn HoneySpoonPause TeaspoonOfGratitude SlowStirMorning OneSpoonAtATime',
    art: 'WoodenSpoonPeople SpoonPuppetFamily SpoonSelfPortrait SpoonPetalMosaic BentSpoonSculpture SunburstSpoonMirror SpoonGardenMarkers StampWithASpoon',
    tech: 'SpoonPhoneStandHack SpoonSlowMoDrop SelfieInASpoon AIDesignsASpoon StopMotionSpoonDance SpoonIceCreamTimelapse BendTheSpoonVFX DIYSpoonStylus',
    pet: 'CatVsSpoonOnTable DogFindsTheSpoon SpoonFlipKibbleCatch HideTheSpoonGame SpoonClinkRollCall PeanutButterSpoonLick SpoonOnTheSnoot',
    gaming:
      'SpoonsCardGameNight SpoonTowerTopple HideTheGoldenSpoon SpoonCatapultTarget KeepyUppySpoonBalloon GrabTheLastSpoon SpoonFlickFootball SpoonGolfTrickShot',
  },
  spoons: {
    cooking:
      'SpoonsWinnerGetsPie SpoonfulDessertCups ChocolateDippedSpoons SpoonbreadShowdown WoodenSpoonBakeOff SpoonsAndSundaes SpoonsCookieBet LastSpoonCooksDinner',
    tech: 'SpoonsSlowMoGrab SpoonsChaosInTimeLapse SpoonsGrabFromAbove SpoonsReactionTimer SpoonsPhotoFinish VideoCallSpoons SpoonsAppScoreboard SpoonsBuzzerButton',
  },
  spork: {
    travel:
      'SporkOnEveryTrip HaveSporkWillTravel SporkInMyCarryOn AirportSporkMeal SporkSummitLunch SporkPicnicSpot StreetFoodSporkTour RoadsideSporkSnack',
    tech: 'StopMotionSporkAdventure DesignABetterSpork SporkSlowMoFlip AIInventsASpork SporkPhoneStand SporkLunchHyperlapse SporkCableTidy SporkStylusHack',
    gaming:
      'SporkCatapultWar FindTheGoldenSpork SporkTableHockey SporkTrickShots SporkJenga SporkShellGame SporkPingPong MiniGolfWithSporks',
  },
  sport: {
    travel:
      'SportStadiumTour SupportYourLocalSport SportBallparkChecklist AwayGameRoadTrip PlayASportInEveryPark SportsDayAtTheBeach TryALocalSport',
    speed:
      'SportsDayDash SportAgilityLadder ShuttleRunTimer SportReactionRulerDrop FiveSportsOneMinute AthleteSprintRelay',
    music:
      'SportWalkOutSong SportsChantRemix WhistleWhileYouSport WeWillRockYouStomp SportsAnthemCover HalftimeShowRemake SportsGearDrumKit',
    tech: 'SportSlowMoReplay MySportHighlightReel JumpHeightApp RadarGunYourThrow AthleteStatTracker FilmYourSportLikeTV SportsVARCheck',
    gaming:
      'TableFootballFinal SportFantasyLeague ActOutTheSport WiiSportsRematch SportPaperFootballFlick SportsGameNight',
  },
  spring: {
    dance:
      'SpringFlingDance SpringInYourStep SpringForwardShuffle SpringBreakBounce DanceInTheSpringRain SpringFlowerCrownSway BunnyHopForSpring',
    travel:
      'SpringBreakOnABudget SpringTulipTour SpringWildflowerHunt SpringWaterfallChase CherryBlossomStroll BluebellWoodsHike FirstPicnicOfSpring',
    tech: 'SpringBloomTimelapse SpringBirdFeederCam SpringCleanYourPhone SpringPlantIDDuel SpringInOnePhotoDump SpringLockScreenGlowUp AIPlansMySpringPlot',
    gaming:
      'SpringGameNight SpringBingoWalk SpringGardenInMinecraft SpringBlossomHideAndSeek EggHuntQuest AnimalCrossingTulips SpringWaterBalloonToss',
  },
  'spring break': {
    fitness:
      'SpringBreakBeachRun SpringBreakSunriseMile SpringBreakSandSquats SpringIntoShape SpringBreakPlankOff VolleyballBlitz SpringBreakBootcamp',
    prank:
      'BackyardBeachSurprise SpringBreakLuauAmbush FlamingoFloatDoorway FakeSpringBreakHomework SpringBreakBalloonWake SecretSpringCleaning SpringBreakTikiRoom',
    music:
      'SpringBreakAnthem SpringBreakCarKaraoke SpringBreakBucketDrums SpringBreakUkulele SpringBreakBeatDrop KokomoCover SpringBreakSingOff',
    tech: 'TimeLapseYourSpringBreak WaterproofPhoneTest FakeSpringBreakAtHome SpringBreakRecapEdit OneSecondSpringBreak SpringBreakSlowMoSplash SpringBreakVlogDare',
    gaming:
      'SpringBreakTournament SpringBreakMarioKartCup BeachUnoSeries SpringBreakMinecraftBuild SpringBreakFlashlightTag BeachsideBoardGames SpringBreakCardShark',
  },
  'spring cleaning': {
    art: 'SpringCleaningCollage SpringCleaningFlatLay ScrapArtSpringClean UpcycleSpringReset TrashToTreasure SpringCleaningRainbowSort SpringCleaningMosaic',
    pet: 'SpringCleaningPetBed SpringCleaningDogBath ToyBasketSpringClean MyCatHelpsSpringClean SpringSheddingSeason FurballHarvest',
    gaming:
      'SpringCleaningBingo GameShelfSpringClean SpringCleanTreasureHunt LevelUpSpringReset SpringCleanMinecraftHouse RollTheDiceSpringClean SpringCleaningSpeedrun',
  },
  sprinkler: {
    travel:
      'SprinklerParkHop SprinklerFountainHunt SprinklersAroundTown SprinklerCityStroll SplashPadSafari SprinklerPicnicDay RateEverySprinkler',
    art: 'SprinklerChalkMelt SprinklerDropletMacro SprinklerSplashPortrait SprinklerSilhouette ShootTheRainbowArc LetTheLawnPaint SprinklerSplatterArt',
    tech: 'SprinklerLawnGlowUp SprinklerTimerHack SlowMoSprinklerCam FreezeFrameSprinklerLeap CatchASprinklerRainbow AIRatesMySprinklerJump ReverseTheSprinkler',
    pet: 'DogVsSprinkler SprinklerZoomies SprinklerBubbleChase PupsFirstSprinkler ChompTheSprinkler WetPupShakeOff',
    gaming:
      'SprinklerFreezeTag SprinklerMusicalChairs SprinklerObstacleRun SprinklerCaptureFlag SprinklerTwister TheLawnIsLava SprinklerSimonSays',
  },
  sprint: {
    educational:
      'SprintStartPhysics CheetahVsYouSprint SprintMuscleFibers 100MeterHistory ReactionTimeMath HowFastCanHumansSprint WhatMakesASprinter',
    travel:
      'BeachSprint SprintEveryCity SprintAtTheLocalTrack DashThroughTheDunes DashToTheViewpoint StadiumSprintTour SprintUpTheTallestHill',
    fashion:
      'SprintKitFitCheck SprintSpikesStyle SprintRaceDayNails DressedToDash NeonOnTheTrack SprintRetroShorts SprinterSunnies',
    wellness:
      'PostSprintStretch MorningSprintReset SprintAndBreathe LifeIsNotASprint SprintRestDayRitual CoolDownGratitude SprintThenStillness SprintThenLegsUpTheWall',
    tech: 'SprintTimingApp SlowMoSprintReplay SprintVsYourPastSelf ClockMySprint SmartwatchDashOff PhotoFinishCam SprintThenCheckYourPulse',
  },
  spy: {
    travel:
      'SpyMuseumMission SpyDisguiseDayOut SpyMissionAtThePark SpyCityScavenger SecretAgentWeekend PackLikeASpy SpyNovelHotspots',
    music:
      'SpySurfGuitarRiff SpyThemeHumOff SpyTiptoeBeat MissionImpossibleCover SneakySpyBeatbox SecretAgentJazz SpyThemeOnKazoo',
    tech: 'SpyPeriscopeBuild SpyMessageSelfDestruct WhoAteMySnacksSpyCam SpyGadgetTierList SecretAgentCipherApp UVLightMessageHunt SpyWalkieTalkie',
    pet: 'SpyKittenStakeout SecretAgentPup HamsterUndercoverMaze SpyDogSniffMission SpyOnMyPetWhileImOut SpyHideAndSeekWithMyDog ISpyYourPet',
    gaming:
      'SpyfallParty SpyCodenamesRound WhoIsTheSpyTonight SecretAgentGameNight SpyLaserMazeChallenge FindTheSpyAmongUs',
  },
  squirrel: {
    fitness:
      'SquirrelSprints SquirrelJumpSquats AcornSquirrelLunges SquirrelScurryCircuit GoNutsHIIT ZigZagAgility SquirrelBearCrawl',
    prank:
      'SquirrelPlushSurprise SquirrelTinyPicnic HideLikeASquirrel FakeSquirrelOnTheCar AcornTreasureTrail StashedInTheCouch SquirrelAwayTheirSnacks',
    travel:
      'SquirrelSpottingWalk SquirrelCityHunt SquirrelsOfEveryPark SquirrelSelfieSafari SquirrelCensusDay ParkBenchSafari',
    music:
      'SquirrelChatterRemix SingLikeASquirrel SquirrelThemeTune SquirrelScurryBeat ChipmunkVoiceCover AcornShakerJam OdeToTheSquirrel',
    art: 'SquirrelFingerPuppet SquirrelWatercolor PineconeSquirrelCraft AcornCapSquirrel BackyardPhotoBooth BushyTailSketch SquirrelPortraitPaint',
    gaming:
      'AcornHuntLikeASquirrel SquirrelTailTag SquirrelNutCupToss SquirrelShellGame SquirrelFactOrFake StashRushBoardGame TheFloorIsLavaSquirrel',
  },
  'st patricks day': {
    dance:
      'StPatricksDayJig ShamrockShuffle StPatricksRiverdance StPaddysStepDance LeprechaunLeap StPaddysLineDance HighKickStPatricks StPatricksReelOff',
    travel:
      'StPatricksDayParade StPaddysGoGreenTour LeprechaunHuntInThePark ChaseTheRainbowStPaddys LeprechaunRoadTripBingo StPaddysCloverHunt IrishTownStPatricks StPatricksFestivalTrip',
    music:
      'StPaddysTinWhistle StPatricksKazooReel StPatricksDayKaraoke LeprechaunLullaby DannyBoyHarmony StPaddysTableDrumBattle SpoonsForStPatricks StPatricksBalladOff',
    tech: 'LeprechaunTrapCam LeprechaunStopMotionHeist LeprechaunVoicemail StPatricksARFilter StPatricksRainbowLEDs StPaddysLockScreenGlowUp GreenScreenStPatricks StPatricksTimelapse',
    pet: 'StPaddysLuckyPetPic StPatricksDogBowtie StPaddysCatInTheClover StPaddysPetFit PuppyFindsTheGold FeelingLuckyFurball GreenBandanaStPatricks StPatricksTreatHunt',
    gaming:
      'StPatricksDayBingo StPatricksDayTrivia PotOfGoldQuest RainbowRoadRace LeprechaunHideAndSeek StPaddysDiceDuel HotPotatoStPatricks StPatricksCharades',
  },
  stadium: {
    prank:
      'StadiumAnnouncerWakeUp StadiumSurpriseSign StadiumHypeIntro FoamFingerWakeUp StadiumWaveAtDinner TurnHomeIntoAStadium StadiumRoarWelcome',
    tech: 'InstantReplayEdit StadiumDecibelDuel StadiumGreenScreenCameo NosebleedStadiumZoom StadiumFillsUpTimeLapse JumbotronYourself StadiumSoundboard',
  },
  stairs: {
    dance:
      'StaircaseStrut EveryStairABeat UpstairsDownstairsDuet StairsGrandEntrance StairsTapShuffle GrooveOnTheBottomStair StairwayShimmy',
    travel:
      'StairsWithAView RainbowStairsHunt SecretStairwaysWalk StairsToTheSummit TallestStairsInTown LighthouseClimb MosaicStairsQuest CityStairsPassport',
    art: 'SpiralStaircasePhoto StairsEscherDrawing StairsStickyNoteMural StairsRiserStencils StairwayMural PenroseStepsSketch DrawStairsInPerspective ShadowsOnTheStairs',
    tech: 'StopMotionStairClimb HyperlapseUpTheStairs StairsSlinkySlowMo SmartwatchStairsCount StairsVsYourHeartRate FloorsClimbedStreak BarometerStairsTest ARMeasureTheStairs',
    gaming:
      'RockPaperStairs StairsMotherMayI MinecraftStairsBuild UnderTheStairsHideAndSeek StairsBeanbagToss EveryStepALevel ChutesAndStairs DiceRollStairs',
  },
  stapler: {
    travel:
      'StaplerTravelJournal StaplerScrapbookRoadTrip StapleYourStubs StaplerPostcardZine StationeryStoreSafari PackTheMiniStapler',
    tech: 'StaplerTeardown StaplerSlowMotion ElectricStaplerTest StopMotionStaplerChomp StaplerClickASMR StaplerVsHolePunch AIRedesignsTheStapler MacroLensStapler',
    pet: 'CatStealsTheStapler StaplerBoxForMyCat PetHearsTheStapler PupGuardsTheStapler OfficeDogOfTheMonth DeskChairTakeover StaplerSoundReaction',
  },
  star: {
    travel:
      'SleepUnderTheStars DarkSkyRoadTrip StargazingSpotHunt StarPartyWeekend ObservatoryStarWalk MeteorShowerCamp BackyardStarCampout StarryMountainTop',
    art: 'StarryNightRecreate StarPotatoStamps PaperStarLantern StarStringArt PaintYourBirthSky ConstellationStitch StarOrigamiJar StarDotPainting',
    tech: 'StarTrailTimelapse NightModeStarShot PointYourPhoneAtAStar AppVsStarChart StarProjectorGlowUp ShootAStarryWallpaper StopMotionShootingStar StarMapCoding',
    gaming:
      'FindTheHiddenGlowStars StarshipBuildOff ThreeStarEveryLevel ConstellationPuzzle StarsAndMoonsTicTacToe AllStarShowdown StarSignCharades StarGazeBingo',
  },
  starbucks: {
    travel:
      'StarbucksInEveryTown StarbucksRoadTripStop StarbucksAirportOrder PrettiestStarbucksHunt StarbucksPatioPeopleWatch BeenThereMugCollection StarbucksCrawlByBike',
    wellness:
      'StarbucksJournalDate StarbucksSlowMorning StarbucksCatchUpChat UnplugAtStarbucks DecafEveningRitual OneChapterAtStarbucks StarbucksSunriseSip',
    tech: 'StarbucksAppHack StarbucksWiFiWorkday AIPicksMyStarbucks MobileOrderVsLine StarbucksDrinkTimeLapse StarbucksCupStopMotion StarbucksLatteArtSlowMo',
    pet: 'StarbucksPatioPuppy StarbucksDriveThruDog CatNameOnStarbucksCup StarbucksCupShellGame StarbucksBandana GreenApronPup',
    gaming:
      'GuessTheStarbucksDrink FrappuccinoTierList StarbucksChessMatch LoserBuysStarbucks StarbucksOrderCharades StarbucksMenuDraft StarbucksOrderMemory',
  },
  starfish: {
    travel:
      'LowTideStarfishWalk StarfishTidePoolDayTrip CountTenStarfish StarfishCoveSunrise AquariumTouchTank TidepoolSafari StarfishPhotoPassport SeastarSearch',
    music:
      'StarfishSeaShanty StarfishReefReggae StarfishSlowJam LullabyForASeastar PatrickStarKaraoke StarfishSandBucketBeat StarfishRapBattle UkuleleStarfishSong',
    tech: 'StarfishTimelapse StarfishZoomInChallenge StarfishGreenScreenDive AICountsStarfish TidepoolIDApp ReefLivestream StarfishStopMotion CodeAStarfish',
    pet: 'StarfishSleeperPet StarfishToyHunt StarfishBandanaPup StarfishPlushFetch AquariumCatStare StarfishToyTugOfWar KittenStarfishSprawl BellyUpStarfish',
    gaming:
      'FindTheBuriedStarfish StarfishTidePuzzle StarfishOceanRescue CollectAllStarfish FreezeLikeAStarfish SeaCreatureCardBattle StarfishMemoryMatch TossTheStarfish',
  },
  stargazing: {
    fitness:
      'NightSkyYoga JogUnderTheNightSky StargazerSitUps StargazingTrailHike StarlightStretch PlankTillAShootingStar StargazingCrunchCount',
    prank:
      'NightSkyPicnicSurprise StargazingFakeUFO StargazingWakeUpCall SecretStargazingDate GlowStarCeiling TeddyAstronautLaunch StargazingCocoaSurprise',
    travel:
      'StargazingRoadTrip ParkBenchStargazing BeachBlanketStargazing NightSkyParkHop ObservatoryOpenHouse EscapeTheCityNightSky StargazingCampout',
    music:
      'StargazingAcousticSet StargazingPlaylistSwap StargazingTwinkleCover NightSkySerenade StarlightLullaby HolstPlanetsHum StrumWhileStargazing',
    art: 'PaintTheNightSky GlowInTheDarkNightSky StargazingPinholeCard StargazersSketchbook ConstellationStringArt GalaxyJarCraft StargazingWatercolor',
    tech: 'NightSkyPhoneShot StargazingISSTracker StargazingRedLightHack StargazingAppTest StargazingNightModeDuel StargazingMoonPhoneZoom TimelapseOfStargazing',
    gaming:
      'StargazingBingo StargazingHideAndSeek StargazingFlashlightTag StargazingWouldYouRather AstronomyTriviaDuel ConstellationPuzzle StargazingISpyRound',
  },
  statue: {
    tech: 'Statue3DScan StatueAIRestoreColor OrbitAStatueOnYourPhone BringAStatueToLife MarbleFilterSelfie GreenScreenMeAsAStatue MakeTheStatueTalk StatueFaceSwap',
    gaming:
      'StatueFreezeTag RedLightStatue StatueCharades StatuePuzzleRoom DontBlinkStatues MusicalStatuesShowdown StatueSimonSays',
  },
  staycation: {
    music:
      'StaycationKaraoke StaycationBackyardGig PorchUkuleleHour StaycationVinylNight ResortLoungeSinger StaycationBeachBeats CampfireSongStaycation StaycationPotsAndPansBand',
    tech: 'StaycationStreetViewTrip ProjectorBackyardNight StaycationInSixtySeconds StaycationAIItinerary StaycationHomeTheater StaycationWebcamSafari SatelliteMapStaycation StaycationPhotoBooth',
    gaming:
      'StaycationMarioKartCup StaycationDnDCampaign JigsawPuzzleWeek StaycationGameMarathon StaycationScavengerHunt StaycationUnoTournament StaycationTravelBingo StaycationArcadeNight',
  },
  steak: {
    travel:
      'SteakCampfireCookout SteakhouseHop TexasSteakRoadTrip BestSteakInTown ChophouseCrawl SteakSandwichSafari SteakTruckStopReview',
    tech: 'SlowMoSteakSizzle AirFryerSteakTrial SteakThermometerTest AIRatesMySteak SteakRareToDoneTimeLapse GrillAppShowdown BluetoothSteakProbe',
    gaming:
      'GuessTheSteakDoneness SteakOrFake LoserCooksTheSteak RockPaperSteak GuessTheSteakPrice MediumRareMode SteakCutTrivia',
  },
  stew: {
    travel:
      'IrishStewHunt StewThermosPicnic StewAroundTheWorld BestStewInTown CampfireStewCookOff StewPassportChallenge CozyStewCafeCrawl',
    tech: 'StewSimmerTimelapse StewSlowCookerShowdown StopMotionStewRecipe StewRecipeAI AIRatesMyStew StewByVoiceCommand',
    gaming:
      'DnDTavernFeast GuessTheStewIngredient BlindfoldStewTasteOff StewGameNight SuspiciousStewDare MinecraftStewCookOff StewRollTheDice',
  },
  sticker: {
    cooking:
      'StickerStyleCookies StickerCharacterBento RiceCrackerFaces StickerCakeToppers WaferPaperStickers StickerLabelJamJars StickerLookMacarons',
    travel:
      'StickerFromEveryCity StickerSuitcaseTour StickerParkPassport TravelJournalStickers StickerRoadTripBingo StickerHuntDowntown',
    tech: 'StickerLaptopTour StickerNfcTagHacks MakeStickersOnYourPhone StopMotionStickerStory AIDesignsMySticker FillAPageWithStickers TurnYourselfIntoASticker',
    gaming:
      'StickerAlbumSwap StickerBookCompletion StickerSpotTheDifference StickerTradeNight CompleteTheStickerSet StickerLeaderboard HiddenStickerHunt',
  },
  'sticky note': {
    dance:
      'ShakeOffTheStickyNotes PickAStickyNoteMove StickyNoteShimmy StickyNotesOnTheBeat PostItPoses StickyNoteFreezeDance',
    tech: 'AISortsMyStickyNotes StickyNoteVsApp StickyNoteKanbanBoard PostItToPixels StickyNoteWallTakeover ScanYourStickyNotes StickyNoteQRCodes',
    gaming:
      'StickyNoteForeheadGame PostItMinesweeper StickyNoteBattleship MarioInStickyNotes StickyNoteEscapeRoom StickyNoteClueHunt',
  },
  stopwatch: {
    travel:
      'SeeACityOnAStopwatch BeatTheStopwatchDowntown StopwatchLayoverTour TimerPhotoWalk BeatTheBoardingCall StopwatchMuseumDash StationStopwatchSprint',
    tech: 'CodeAStopwatch SmartwatchVsStopwatch TimerShortcutHack StopwatchYourScrolling StopTheStopwatchAt10 AIRefereeTiming StopwatchAppShootout',
  },
  storm: {
    prank:
      'StormCloudOverDesk StormFortSurprise StormSnackStash AfterTheStormRainbow LightningBoltNotes PaperRaindropCeiling StormyNightStorytime',
    travel:
      'RainbowAfterTheStorm StormProofYourTrip StormyDayMuseumTrip AfterTheStormBeachWalk WaitOutTheStormCafe PetrichorWalk',
    art: 'StormySeaWatercolor ThunderheadSketch PaintTheStorm StormSkyPastels CottonBallStormClouds StormInAFrame',
    tech: 'LightningSlowMoShot TimelapseTheStorm StormTrackerShowdown ReadTheRadar StormReadyPowerBank StormReadyPhoneSetup HandCrankStormRadio',
    gaming:
      'OutrunTheStorm StormOutsideUnoInside StormBlackoutCharades StormyNightBoardGames CandlelightDiceQuest BlackoutCardShark',
  },
  straw: {
    travel:
      'BobaStrawShopCrawl StrawHatBeachDay StrawSlushieRoadTrip ReusableStrawOnTheGo SipAroundTheWorld SmoothieStandTour StrawHatCityWalk',
    art: 'StrawBlowPainting BubblePrintWithStraws PaperStrawWeaving StrawInkMonsters StarsFromStraws StrawPrintCircles StrawMosaicPortrait',
    tech: 'StrawRocketBuild StopMotionStrawSnake StrawBridgeTest RobotHandFromStraws MarbleCoasterOfStraws StrawRocketSlowMo StrawTowerShowdown',
  },
  strawberry: {
    travel:
      'StrawberryPickingTrip StrawberryFestival StrawberryPicnicDate StrawberryDessertCrawl PickYourOwnBerries FarmStandHop StrawberryMochiHunt',
    tech: 'StrawberryTimelapse StrawberrySlowMoSplash StopMotionStrawberryBite RipeStrawberryAI StrawHullHack StrawberryFoodPhotoGlowUp',
    pet: 'StrawberryPatchCatNap StrawberryPlushFetch StrawberryPatchPuppy StrawberryForATrick BerryCuteBunny ShortcakeKitty FirstStrawberryTaste',
    gaming:
      'StrawberryStackOff StrawberrySpoonRace StrawberryBasketToss GoldenStrawberryHunt StrawberryGuessTheWeight FruitMatchPuzzle PacManStrawberryBonus',
  },
  stress: {
    art: 'ScribbleOutTheStress DoodleAwayTheStress StressMonsterDrawing DIYStressBall ColorOutsideTheLines SquishAndSculpt StressInkBlots',
    tech: 'StressReliefAppTest SmartwatchStressScore StressFreeHomeScreen AskAIToDeStress DoNotDisturbDay NotificationDetox StressLessScreenTime',
  },
  stretching: {
    art: 'StretchingFlipbook StretchingStickFigures SketchMeStretching AnatomyOfStretching GestureDrawingDare PoseLikeDaVinci StretchingSilhouettes',
    tech: 'StretchingAppTest 30DayStretchingTimeLapse AIRatesMyStretching SmartwatchStretching StretchingSplitScreenDuet StretchReminderSetup StretchingVideoCallBuddy',
    pet: 'StretchLikeMyCat StretchingWithMyDog PetYogaStretching StretchingPetPhotobomb PuppyCopiesMyPose KittenMorningReach StretchingBesideBunny',
  },
  stroller: {
    tech: 'StrollerHyperlapseWalk StrollerStepTracker StrollerNapAppShowdown StrollerGadgetHacks PramTechSetup BabyMonitorShowdown',
  },
  student: {
    travel:
      'StudentFieldTripVlog StudentCityBusAdventure StudentHostelHop BrokeStudentGetaway StudentTrainDayTrip StudentOnAShoestring StudentIDDiscountHunt',
    tech: 'StudentCalcTricks StudentDeskSetup StudyAppPicks StudentTechUnder50 StudentTabletNotes StudentStudyTimeLapse AITutorForStudents',
    gaming:
      'StudentQuizBowl StudentKahootShowdown StudentPictionaryBattle StudentLunchUnoLeague AfterSchoolTournament StudentsVsTeachers StudentChessBlitz',
  },
  study: {
    travel:
      'StudyCafeHopping StudyOnTheTrainRide StudySpotTour StudyWithAView StudyAtYourLocalLibrary QuietCornersOfTheCity StudyInAMuseum',
    tech: 'StudyDeskSetup StudyWithMeTimeLapse StudyTabletVsPaper AIStudyBuddyDuel FocusTimerTest StudyPhoneInAnotherRoom StudyAppShowdown',
    pet: 'StudyCatOnTheNotes StudyDogWalkBreak StudyWithMyPet StudyBuddyHamster StudyCatPhotobomb FishTankFocusView StudyPawtner',
    gaming:
      'StudyHangmanReview StudyKahootRound StudyVocabBingo StudyHeadsUpChallenge LevelUpYourNotes JeopardyReviewNight StudyTriviaDuel',
  },
  'stuffed animal': {
    fashion:
      'TeddyBearCoatLook PlushieBagCharm MatchYourStuffedAnimal CatwalkForYourPlush StuffieFitCheck DressYourTeddyLikeYou',
    wellness:
      'StuffedAnimalHugBreak TeddyBearBedtime PlushieCalmCorner BellyBreathsWithPlush OldestStuffieStory PlushieLullabyNight',
    tech: 'TeddyTalksWithAI TeddyBearSpeakerHack PlushieGreenScreenTrip StopMotionPlush TeddyVoiceChangerSkit ARStuffedAnimalZoo',
    gaming:
      'StuffedAnimalBracket PlushBowlingAlley ClawMachinePlushie MarioKartWithTeddy PlushieHideAndSeek StuffedAnimalChess',
  },
  submarine: {
    fitness:
      'SubmarineSquatDive SubmarineHatchPushups SubmarineBearCrawl SubmarineCrewDrill PeriscopePlank TorpedoTuckJumps YellowSubmarineSprints',
    travel:
      'SubmarineMuseum AquariumSubmarineTrip FindAPlaygroundSubmarine BoardARealSubmarine SubmarinePondExpedition DiveWithoutGettingWet',
    tech: 'SubmarineCameraDive StopMotionSubmarineDive GreenScreenSubmarineTour SyringeSubmarineHack CodeAYellowSubmarine SubmarineBathtubSlowMo',
    gaming:
      'SubmarineBattleshipNight SubmarineTorpedoDuel SubmarineMarcoPolo SinkMySubmarine SubmarineMinecraftBuild SonarHideAndSeek SubmarineEscapeRoom',
  },
  subway: {
    music:
      'SubwayBuskerCover SubwayChimeBeatbox SubwayDoorChimeMelody MetroRhythmRide MindTheGapRemix StandClearChorus SubwayTunnelEcho',
    tech: 'SubwayOfflineHacks SubwayTapToPay MetroAppFaceOff SubwayWifiSpeedTest SubwayRideHyperlapse NextTrainCountdown SubwayMapInAR',
    gaming:
      'SubwaySurfersHighScore SubwayTriviaRide GuessTheSubwayStop SubwayLineBuildOff CommuteSpeedrun SubwayISpyRide SubwayStationBingo',
  },
  succulent: {
    travel:
      'SucculentNurseryVisit SucculentShopHop SucculentPlantSwapMeet SucculentGardenTour CactusCountryDrive SucculentMarketHaul HuntingWildSucculents SpotTheBiggestSucculent',
    music:
      'SingToMySucculents SucculentDesertBallad SucculentLofiGarden SerenadeYourSucculent CactusCowboySong RapForYourSucculent SucculentLullaby SucculentSongwriter',
    art: 'SucculentInkSketch SucculentPotPainting SucculentClayPlanter PaperSucculentBouquet TerrariumBuild SucculentSymmetryDoodle WatercolorSucculent FeltSucculent',
    tech: 'SucculentGrowLightTest SucculentTimelapse SucculentRepotStopMotion PlantIDYourSucculent MacroLensSucculent AIDiagnosesMySucculent SucculentPhotoGlowUp ARSucculentGarden',
    gaming:
      'SucculentGardenGame SucculentMinecraftBuild CactusOrSucculentGuess NameThatSucculent DesertCactusQuest SucculentPictionary SucculentBingo SucculentTriviaDuel',
  },
  suit: {
    travel:
      'SuitUpForACityNight FindASuitAtTheThrift OperaEveningInASuit WrinkleFreeSuitPacking SuitUpForTheAirport TouristInASuit',
    music:
      'SuitAndTieSerenade TuxedoPianoCover SuitUpKaraokeNight SuitAndTieCroonOff SuitedSwingSession SuitUpBigBandNight JazzQuartetInSuits',
    art: 'TuxedoCatPainting PaintYourPetInASuit SuitPaperDollCraft DrawYourDreamSuit PinstripePatterns TailorChalkDoodles SuitFabricCollage',
    tech: 'SuitUpTransitionEdit VirtualSuitFitting SuitUpSlowMoWalk SuitUpGreenScreenEntrance AIStylesMySuit SuitFitCheckTimeLapse SuitSteamerShowdown',
    pet: 'TuxedoCatPhotoShoot SuitAndPupSelfie WeddingSuitRingBearer BowTieBestBoy PetReactsToMySuit PocketSquarePup SuitUpPupTrickShow SuitAndSneakersDogWalk',
    gaming:
      'TuxedoSpyMission SuitUpCharadesNight SuitUpAsAVillain SuitUpMarioKartCup SuitUpAsYourGameHero SuitUpForGameNight',
  },
  suitcase: {
    educational:
      'XRayOfASuitcase SuitcaseRollVsFold SuitcaseInventionStory LuggageWeightMath CabinSizeRulesQuiz MoonBeforeWheels HowMuchFitsInASuitcase',
    music:
      'BaggageClaimBlues SuitcasePackingPlaylist SuitcaseDrumKit SuitcaseZipperBeat BuskWithASuitcase LeavingOnAJetPlane SuitcaseWheelRhythm',
    tech: 'SuitcaseTrackerTag SuitcasePackingTimeLapse SuitcaseCableChaos LuggageScaleGadget PowerBankRulesCheck WhatsInMyTechPouch TrackMySuitcaseLive',
  },
  summer: {
    fitness:
      'SummerBootCamp SunriseSummerSwim SummerParkPullUps SummerHikeStreak PopsiclePlankOff SummerSunsetSprints SummerSquatSquad',
    tech: 'WaterproofPhoneSummer SummerSolarCharger SummerDIYFanBuild UnderwaterSummerCam BeatTheHeatHack SummerSolsticeTimeLapse SummerSlowMoSplash',
    gaming:
      'SummerGamingMarathon SummerCampTrivia SummerMarioKartCup PorchSummerChess SummerCaptureTheFlag PoolsideUnoShowdown SummerDiceTourney',
  },
  'summer break': {
    tech: 'SummerBreakStopMotion TimeLapseYourSummerBreak CodeAGameThisSummer SummerBreakMovieTrailer SummerAppChallenge SummerMovieMakers',
    pet: 'PetSprinklerPlay HamsterObstacleCourse MyPetsSummerBreakDiary SummerTrickSchool PupsFirstSummerSwim SummerBreakDogWalkClub',
    gaming:
      'SummerBreakManhunt CampCardTourney SummerBreakChessClub SummerBreakUnoMarathon SummerBoardGameLeague SummerMinecraftRealm',
  },
  'summer camp': {
    travel:
      'CampForGrownUps SummerCampVisitingDay BackToSummerCamp SummerCampRoadTrip LakesideCabinWeekend SleepawayCampReunion SummerCampInTheBackyard',
    tech: 'CampfireTimelapse CountdownToSummerCamp SummerCodingCamp SummerCampPhotoDump SummerCampMovieTrailer WalkieTalkieSummerCamp SummerCampVlog',
  },
  sun: {
    prank:
      'SunnySideUpSwitch SunglassesOnEverything SuncatcherSurprise SunFadedPaperMessage DoorstepSunflowers BottledSunshineJar PaperSunCeiling SmileySunNotes',
    travel:
      'ChaseTheSunRoadTrip SunniestBenchInTown SunsetPicnicSpotHunt RateEverySunset SunriseSummitQuest SunnyDayTripToTheLake FirstSunOfTheYear SunflowerFieldWalk',
    music:
      'HereComesTheSunCover YouAreMySunshine SunnyPorchJam SunKissedAnthem SunriseLoFiSession GoldenHourUkulele SingTheSunDown WhistleInTheSun',
    tech: 'SunTimelapse SunShadowTimeLapse SunsetPhotoEditOff SunUVSensorCheck PhotographTheSunSafely SolarChargeTest WeatherAppVsSun SunlightSelfieHack',
    pet: 'CatFollowsTheSun SunbeamNapCheck SunspotShowdown SunHatPupPhoto DogTriesSunglasses SunnyDayPetPicnic SunPuddleRace SunnyWindowSnooze',
    gaming:
      'SunVsMoonTeams SunDialPuzzleRoom SunnyDayHopscotch SunsetBoardGames WaterGunsInTheSun SunsetUnoOnThePorch PicnicSunBingo ShadowTagInTheSun',
  },
  sunburn: {
    prank:
      'FakeSunburnMakeup SunburnAloeSurprise LobsterCostumeReveal SunburnShadeButler SunscreenReminderNotes SunburnIceLollyDelivery SunburntSelfieFilter',
    cooking:
      'SunburnCoolDownPops AfterSunburnSmoothie CucumberMintCooler SunburnWatermelonSalad SunburnColdSoup AloeVeraLemonade SunburnCoolingSorbet',
    tech: 'SunburnAlertApp SunburnUVIndexCheck SmartSunscreenTimer SunburnFaceFilterFail NoSunburnReminderHack SunburnRegretsVlog PredictMySunburn',
    gaming:
      'SunburnShadowHopscotch SunburnMythOrFact ShadeHopperRun SunburnSprinklerDodge DodgeTheSunburnRays SunscreenSpeedrun SunburnUmbrellaTag',
  },
  sunday: {
    gaming:
      'SundayCrosswordDuel SundayDnDSession SundayBoardGameBrunch SundayJigsawMarathon SundayFundayUno PajamaCoopMarathon',
  },
  sunflower: {
    travel:
      'SunflowerFieldSunrise RoadTripToSunflowers SunflowerMazeDay PicnicInTheSunflowers SunflowerFarmSelfie TallestSunflowerHunt FarmStandSunflowers',
    tech: 'SunflowerTimelapse HeightAppVsSunflower MacroLensOnASunflower StopMotionSunflowerBloom OnePhotoADaySunflower SunflowerPhotoEditOff SunflowerFollowsTheSun',
    pet: 'SunflowerPhotoWithMyDog SunflowerFieldZoomies HamsterSunflowerHunt PupInThePetals GoldenRetrieverBloom SunflowerPeekaboo SunflowerPetPortrait',
    gaming:
      'PvZSunflowerIRL SunflowerSeedSpitContest SunflowerHideAndSeek MinecraftSunflowerFarm LovesMeNotSunflower GuessTheSunflowerSeeds SunflowerBingoCard',
  },
  sunglasses: {
    travel:
      'SunglassesRoadTrip ShadesOnCityWalk SunglassesBeachDay SouvenirSunniesHunt SunglassesLandmarkPoseOff SunglassesPackingHack SunglassesSkylineShot',
    music:
      'SunglassesAtNightCover SunglassesBeatDrop SunglassesDJSet SunglassesLipSyncBattle WalkingOnSunshine AviatorAirGuitar DarkSunglassesBlues',
    tech: 'ShadesDropTransition SunglassesCameraPOV SunglassesSlowMoFlip PolarizedScreenTrick SunglassesFaceFilterTryOn AIPicksMySunglasses SunglassesFaceUnlock',
    pet: 'ShadesOnDogWalk PetInSunglasses SunglassesAndPupSelfie CatVsMySunglasses PuppyGogglesCarRide DealWithItDoggo SunglassesStayPut',
    gaming:
      'SunglassesVictoryPose ShadesOnBossEntrance SunglassesPokerNight AvatarSunglassesDrip WhereAreMySunglasses DealWithItEmote',
  },
  sunrise: {
    music:
      'HereComesTheSunCover WhistleUpTheSunrise SunriseSoundscape SunriseAcousticSesh SingUpTheMorning SunriseBirdsongDuet SunriseWakeUpSong',
    art: 'DawnSilhouettePhoto SunriseGradientCollage SunriseFingerPainting PaintTheSunriseLive SunriseInThreeColors SunriseOilPastel SunriseTieDye',
    tech: 'SunriseTimelapse SunriseSkyPhotoFaceOff SunriseLockScreenShot SunriseAlarmLampTest SunriseTrackerApp PhoneCamVsSunrise SunriseHDRShootout',
    gaming:
      'SunriseScavengerHunt EarlyBirdDailyPuzzle SunriseLoginStreak SunriseChessOpening BeatTheGameBySunrise SunriseWouldYouRather AllNighterToSunrise',
  },
  sunscreen: {
    fitness:
      'SPFBeachBootcamp SunscreenRunReady SunscreenSweatTest SunscreenThenSquats ShadeBreakIntervals ReapplyEveryTwoMiles LapSwimSunscreen SunriseSunscreenJog',
    educational:
      'HowSunscreenWorks SunscreenPaperFadeTest SPFNumbersDecoded DoesSunscreenExpire MineralVsChemical ReadTheUVIndex SunscreenMythBusters SunscreenLabelQuiz',
    travel:
      'SunscreenBeachHop SPFAroundTheWorld SunscreenReefSafeTrip SunscreenCarryOn DesertHikeSunscreen SunscreenDayTripKit TSASunscreenCheck SnowSlopeSunscreen',
    art: 'SunscreenSunPrint SunscreenUVArt SPFPosterDesign PaintWithSunscreen StrawHatPainting SunscreenBottleRedesign SunscreenTanStencil SunscreenSilhouettes',
    tech: 'SunscreenUVWristband SunscreenUVSticker DoesMySPFWork SunscreenUVIndexAppCheck UVBeadsBracelet ReapplyAlarmHack SunscreenTimerWatch SunscreenReminderWidget',
    pet: 'SunscreenPinkNoseCare PetSafeSunscreen SPFForPups SunblockSnoutCheck CoolingMatForKitty ShadeSpotScout SunscreenForDoggoEars SunscreenSeasonPetShade',
    gaming:
      'SunscreenFreezeTag SunscreenBeachBallVolley SunscreenBeachBingo SPFSimonSays SunscreenWaterBalloonToss ReapplyOrRespawn LevelUpSunscreen SunscreenBeachCharades',
  },
  sunset: {
    fitness:
      'RaceTheSunset SunsetStairLaps SunsetJumpRope BikeRideAtSunset SunSaluteAtSunset GoldenHourHIIT',
    music:
      'SunsetUkuleleSession SunsetWhistleTune SerenadeTheSunset SunsetLoFiBeat HereComesTheSunCover SundownStrum WaterlooSunsetDuet',
    tech: 'SunsetTimelapse SunsetPhoneCameraHack SunsetPhotoEveryMinute RateTheSunsetWithAI NoFilterNeeded SunsetPanoramaChallenge SunsetHyperlapse',
    gaming:
      'SunsetPhotoMode SunsetRacingLap SunsetMinecraftBuild RideOffIntoTheSunset SunsetBeachVolleyball GoldenHourScreenshot',
  },
  sunshine: {
    travel:
      'SunshineRoadTrip SunshineLakeDayTrip ChaseTheSunshine WinterSunshineEscape MorningLightViewpoint SunniestCityTour',
    tech: 'SunshineOnlyCharge SunshineSelfieLightHack SunshineTimelapse MorningLightAlarmHack SolarOvenBuild SunshineSlowMoSplash SunshinePoweredFan',
    pet: 'SunshineCatNap SunshineZoomies SunshineDogFlop SunlightPetPortrait SunbeamSpotBattle SunshineBellyRubs PuppyInTheSunshine',
  },
  'super bowl': {
    travel:
      'RoadToTheSuperBowl SuperBowlFanFest SuperBowlWatchPartyHop SuperBowlRoadTripSnacks SuperBowlSundayPicnic StadiumTailgate SuperBowlDinerHop SuperBowlMuralWalk',
    tech: 'SuperBowlTVSetup SuperBowlPartyTimeLapse BackyardProjectorBowl CodeSuperBowlSquares AIPicksTheSuperBowl SuperBowlLiveReactionCam SuperBowlGreenScreenCatch DIYSuperBowlScoreboard',
    gaming:
      'BigGameBingo ActOutTheSuperBowlAds SuperBowlTriviaNight PaperFootballSuperBowl SuperBowlMaddenMatch SuperBowlFlagFootball SuperBowlHeadsUp SuperBowlFantasyDraft',
  },
  superhero: {
    educational:
      'CouldASuperheroFly SuperheroScienceCheck AnimalSuperpowers EverydaySuperheroes SuperheroMythBusting WhoWouldWinQuiz SuperheroPhysicsFail',
    travel:
      'SuperheroCityWalk SuperheroMuralHunt ComicConSuperheroTrip SuperheroLandmarkPose SuperheroCapeDayOut SuperheroSkylineHunt',
    tech: 'StopMotionSuperheroFlight SuperheroGreenScreen SuperheroFlyingIllusion SlowMoSuperheroLanding SuperheroComicFilter SuperheroPowersOnPhone SuperheroVoiceChanger',
    pet: 'SuperheroPetCape SuperheroDogRescueRun SuperheroPetPowersReel BunnySuperheroSidekick BatCatReveal SuperPawsPose',
    gaming:
      'SuperheroCharades SuperheroWouldYouRather LegoSuperheroTeamUp DraftYourSuperpowers SuperheroFreezeTag HeroesVsHenchmen SuperheroTopTrumps',
  },
  superman: {
    travel:
      'SupermanStatueHunt SupermanComicShopHop SupermanCapeRoadTrip SupermanLandmarkPose SupermanPoseOnEveryHill SupermanSkylineSelfie ComicConSuperman SupermanViewpointHike',
    music:
      'SupermanThemeCover SupermanKazooMarch SupermanThemeWhistle UpUpAndAwaySong SupermanThemeOnRecorder SuperHeroEntrance AcapellaSuperman SupermanDrumIntro',
    tech: 'SupermanGreenScreen SupermanXRayFilter SuperSpeedTimelapse SupermanFlightHack LeafBlowerCapeShot HeatVisionVFX SupermanSlowMoTakeoff BulletTimeSuperman',
  },
  surfing: {
    travel:
      'SurfingRoadTrip SurfTownCafeHop SurfingCampWeek SurfingLocalBreaks ChaseTheSwell SurfingLessonDayTrip SurfingBeachBingo',
    music:
      'SurfRockRiff SurfingUkuleleJam SurfinUSACover SurferLoFiSet SurfingSongSingAlong WipeOutDrumSolo SurfingSongShowdown',
    art: 'SurfboardPainting SurfingWaveWatercolor SurfPhotoShoot SurfingSandDrawing SunsetSurferSilhouette GreatWaveRepaint',
    tech: 'SurfingSlowMoWipeout SurfingWaveTimeLapse SurfingForecastAppFaceOff SurfAppVsReality SmartwatchSessionLog SurfingGreenScreenBarrel ClockMySurfingSpeed SurfingVideoEditChallenge',
    gaming:
      'SurfSlangQuiz SurfingHighScore SurfingBalanceBoard SubwaySurfersRun SurfingSandcastleBattle SurferSaysFreeze SurfingBodyboardRace',
  },
  surprise: {
    travel:
      'SurpriseDestination SurpriseDayTripDice MysteryRoadTrip SurpriseWeekendAway SurpriseAirportPickup PackForASurprise SurpriseSunriseSpot',
    tech: 'SurpriseStopMotionCard HologramBirthdayWish SurpriseQRCodeMessage UnboxTheSurprise SurpriseSlideshowReveal SurpriseVideoCollage',
    pet: 'SurpriseDogReunion OwnerHomeEarlyZoomies TreatBoxSurprise SurpriseTreatPuzzle SurpriseCatCam PetPartyReveal SurpriseToyUnboxing',
    gaming:
      'SurpriseDareJenga MysteryGamePick SurpriseCharacterDraft SurpriseRuleChange SurpriseMarioKartRules SurpriseHideAndSeek WildcardSurpriseRound',
  },
  sushi: {
    travel:
      'SushiBarHop RateEverySushiInTown MarketSushiBreakfast SushiCrawlOnABudget GroceryStoreSushiRanked OmakaseOnABudget ConveyorSushiDate',
    music:
      'SushiBarLofi SushiRollRhythm ChopstickSushiBeat SingTheSushiMenu RollingInTheDeep SushiOrderRap SushiKaraokeNight',
    art: 'DecoSushiArt SushiCharacterRolls SushiClayMiniatures DrawSushiWithChopsticks PaintTheSushiBoat FeltNigiriPlatter SushiKawaiiDoodle OrigamiSushiSet',
    tech: 'SushiBazookaTest SushiRollingTimeLapse AIRatesMySushi StopMotionSushiRoll TouchscreenSushiOrder OrderingTabletHack',
    pet: 'SushiPlushTugOfWar CatSushiBlanketRoll SushiPlushFetch SushiNightCatSupervisor HideTheSushiPlush KittenInASushiBed',
    gaming:
      'SushiMemoryMatch SushiGoPartyRound SushiMysteryFlavorGuess SushiCharadesNight WinnerPicksTheSushi RockPaperSushi',
  },
  swan: {
    cooking:
      'ChouxPastrySwans AppleSwanCarving SwanLakeCake SwanMeringueNests BakeASwanBrioche PipeASwan SwanWatermelonBasket SwanPancakeArt',
    travel:
      'SwanBoatRide SwanLakeBalletNight SwanSpottingBikeRide SwanSpottingWalk SwansAtTheLocalLake CanalPaddleTour SwanPondPicnic SwanRiverCruise',
    speed:
      'PaperSwanIn60 SwanBoatRace SwanOrigamiRelay FastestTowelSwan DrawASwanIn10 SwanBalletSpinsIn30 SwanNapkinFold SwanFeatherCatch',
    music:
      'SwanLakeOnKazoo SwanSongFinale SwanLakeHumAlong SwanSongOnRecorder TchaikovskyTrapRemix MusicBoxBallerina WhistlingSwanCall RecorderSwanTheme',
    tech: 'SwanSlowMoTakeoff SwanNestWebcam StopMotionPaperSwan SwanPondTimelapse SwanPhotoZoomChallenge AIIdentifiesTheBird SwanReflectionPhotoHack TrackTheSwans',
    pet: 'DogOnASwanFloat SwanPlushCatNap SwanPoseWithMyPup SwanPondWalkWithMyDog SwanNeckCatStretch KittenSwanLake SwanPlushFetch SwanTowelNap',
    gaming:
      'SwanBoatKart SwanFeatherHotPotato SwanLakeMusicalStatues SwanOrigamiPuzzle SwanLakeLimbo SwanCharadesNight WingspanSwanCards BirdBingoSwans',
  },
  sweater: {
    travel:
      'SweaterThriftShopHop FairIsleSweaterHunt SweaterWeatherTrip CozyCabinEscape KnitwearMarketTour SweaterPackingChallenge SweaterOnTheSummit',
    speed:
      'SweaterPileOnMinute SweaterSwapRelay JumperOnInFive SweaterInsideOutFlipRace FoldLikeARetailPro CardiganButtonBlitz LayerUpSweaterDash',
    music:
      'SweaterWeatherCover UglySweaterCarols KnitwearAcoustic StrumInASweater CardiganSingAlong SweaterKazooSolo SweaterSerenade',
    art: 'VisibleMendingSweater SweaterEmbroidery UglySweaterDIY SweaterPatchUpcycle SweaterPatternDoodle DesignAFairIsle SweaterStitchPortrait',
    tech: 'LightUpUglySweater SweaterFoldStopMotion SweaterTryOnTimeLapse AIDesignsMySweater PixelArtJumper SweaterFitCheckTransition SweaterColorMatchApp SweaterGreenScreenSwap',
    pet: 'CatStealsMySweater SweaterWeatherWalkies SweaterWeatherPetPic DogSweaterTryOn PuppyInAJumper MatchingPetSweaters SweaterNapNest',
    gaming:
      'UglySweaterBingo SweaterForMyAvatar SweaterMinecraftSkin SweaterGameNight AnimalCrossingKnits UglySweaterPictionary SweaterCharadesRound',
  },
  swimming: {
    travel:
      'SwimmingHoleHunt SwimmingAtTheLocalLake WildSwimmingSpot LakeSwimmingRoadTrip SwimInEveryPublicPool LidoHopping SwimmingPackingChecklist',
    art: 'SwimmingPoolPainting SwimmingMotionBlur UnderwaterSwimPortrait WatercolorSwimmers SwimmingPoolPopArt SwimRipplePhotoHunt SwimmingSilhouettes',
    tech: 'SwimmingWaterproofTest SwimmingSlowMoDive SwimmingSplitScreenRace SwimmingPhonePouchPOV StrokeAnalyzerApp SwimmingGreenScreenDive SwimmingWatchWars',
    gaming:
      'MarcoPoloChampion SwimmingSharksAndMinnows SwimmingTreasureDive SharkTagSwimming SwimmingNoodleRelay SwimmingPoolOlympics SwimmerSimonSays',
  },
  'swimming pool': {
    travel:
      'PoolDayTripOnABudget PoolHopAcrossTown PoolsidePicnicParty NaturalRockPoolSwim LidoCrawl RoadTripPoolPitStop PublicPoolPassport RateEveryHotelPool',
    art: 'PaintAPoolParty PoolRipplePhoto PoolChalkMural PoolTileMosaic PaintYourDreamPool UnderwaterPortrait PoolShadowShapes',
    tech: 'PoolUnderwaterCam PoolSlowMoCannonball PoolLapCounterDuel PoolPartyTimeLapse WaterproofPhoneTest PoolPhotoFilterFaceOff PoolPanoramaGlitchDare',
    gaming:
      'PoolSharksAndMinnows PoolsideBoardGames WaterproofCardsPool PoolFloatChess PoolCannonballContest MarcoPoloTournament PoolDiveForPoints',
  },
  swimwear: {
    travel:
      'OneSwimsuitEveryBeach SwimwearRoadTripReady HotelPoolTour SwimwearPoolHop SplashPadInMySwimsuit SwimwearPackingChallenge SwimwearPostcardPose',
    tech: 'SwimwearUnderwaterCam SwimwearSwimTracker DunkTheWaterproofPhone UVPatchOnSwimsuit SwimwearARTryOn SwimwearTryOnTimeLapse SwimwearDryTimeTest',
    pet: 'PetSwimwearFitCheck SwimwearDogBeachDay PupPaddlingPool SwimwearPuppyLifeVest SwimwearPoolDayWithMyDog SplashPadPaws KittyJudgesMySwimwear',
  },
  table: {
    travel:
      'TableWithAView TableForOneTrip SidewalkPeopleWatching CafeTableHop BestTableInTown TablePicnicAtThePark FarmTableFinds',
    tech: 'UnderTableCableHack TableStopMotionDinner TableProjectorGames KitchenTableOffice DinnerTableTimelapse TabletOnTheTable',
  },
  tablecloth: {
    tech: 'TableclothPullStopMotion TableclothSlowMo ProjectorTablecloth AIDesignsATablecloth AIDesignsMyTablecloth GreenScreenTablecloth TableclothLEDGlow TableclothQRMenu',
    gaming:
      'TicTacToeTablecloth TableclothDungeonMap TableclothCheckers DrawAndGuessTablecloth TableclothTwister PaperClothPictionary TableclothBattleship TableclothMiniGolf',
  },
  taco: {
    travel:
      'TacoTruckTour TacoCrawl BestTacoInTown TaqueriaHop TacoPicnicInThePark OneTacoPerCity TacoRoadTripStops StreetTacoSafari',
    tech: 'AITacoRecipe TacoTruckFinderApp StopMotionTacoBuild TacoAssemblyTimeLapse LoudestTacoCrunchASMR TacoTuesdayGreenScreen AskYourPhoneForTacos LegoTacoMachine',
    pet: 'TacoPlushPounce DogTacoBedNap TacoBlanketPuppy TacoSquishyFetch TacoCatPhotoshoot TacoNightPupPatrol PupTacoTuesday TacoToyTugOfWar',
    gaming:
      'TacoCatGoatCheesePizza TacoTuesdayTournament RockPaperTaco TacoStackJenga LoserBuysTacos MarioKartForTacos TacoTriviaBattle TacoCharadesNight',
  },
  tag: {
    travel:
      'TagInEveryPark TagOnEveryPlayground TagOnCampingTrips FreezeTagAtTheBeach ForestClearingChase TagAtTheLandmarks SnowDayTag TagAtGrandmasHouse',
    tech: 'LaserTagAtHome TagWithWalkieTalkies TagWithSmartwatches WasThatATagReplay TagChaseHeatmap TagGreenScreenChase TagStepCounter TagTimeLapseFromAbove',
    gaming:
      'ZombieTagOutbreak LaserTagTournament TagManhuntRound TagCaptureTheFlag TagInMinecraft TagTheFloorIsLava FlashlightTag TagBattleRoyale',
  },
  tailgate: {
    travel:
      'TailgateRoadTrip AwayGameTailgate TailgateAtALocalGame CollegeTownWeekend TailgateBucketList TailgateLotHopping TailgateParkPicnic RivalCityTailgate',
    tech: 'TailgateTVSetup TailgateSpeakerRig PortablePowerTest TailgateSmokerApp TailgateSetupTimeLapse TailgateHypeVideoEdit ProjectorTailgate TailgateGadgetOff',
  },
  tailor: {
    travel:
      'TailorMarketHunt FindTheBestTailorInTown TailorFabricStoreHaul TailorMadeItinerary SouvenirFromATailor FabricDistrictCrawl',
    tech: 'TailorButtonStopMotion TailorVirtualFitting AITailorShowdown TailorAlterationTimeLapse TailorGlowUpTransition ARTapeMeasureTest TailorFitCheckSlowMo',
    pet: 'TailorMadePetCoat TailorBoxCatHideout TailorPupRaincoat TailorsAssistantCat TailWagTailor BespokeBowtieDog',
    gaming:
      'TailorCosplayCraft TailorPixelOutfit TailorDesignDrawOff TailorButtonTicTacToe TailorSimonSays LevelUpYourStitches TailorDressUpDuel',
  },
  'talent show': {
    tech: 'TalentShowMicSetup TalentShowVotingApp TalentShowSlowMoReplay TalentShowLivestream AIJudgesMyTalent DIYStageLights PhoneSpotlightTalent ApplauseMeterTalent',
    gaming:
      'TalentShowTrickShot TalentShowCubeSolve TalentShowSpeedrunAct TalentShowBlindfoldJenga GamersGotTalent TalentCharadesNight EmoteTalentShow NameThatGameTalent',
  },
};
