import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'cookie jar': {
    dance:
      'CookieJarJive MilkAndCookiesBoogie SmartCookieMoves CookieJarTiptoeSneak CrumbTrailStep WhoStoleTheCookieDance',
    fitness:
      'EarnYourCookieReps OneCookieTenSquats BearCrawlToCookieJar CookieCrunches CookieJarCardio ReachForTheCookieJar',
    funny:
      'CaughtCookieHanded WhoStoleTheCookieSkit GuiltyCookieCrumbs OnlyOneMoreCookie CookieJarConfessions EmptyJarBetrayal',
    educational:
      'CookieJarFractions WhyCookiesGoStale WhyDunkCookiesInMilk GuessTheCookieJarCount SmartCookieQuiz CrumbsOfKnowledge',
    cooking:
      'FillTheCookieJar GrandmasCookieJar CookieJarBakeOff OneDoughFiveCookies SnickerdoodleShowdown DunkWorthyCookies',
    travel:
      'CookiesAroundTheWorld CookieJarSouvenirs ShortbreadInScotland CookieCrawl ACookiePerCity BestCookieInTown',
    fashion:
      'CookieMonsterFitCheck MilkAndCookiesPajamas ChocolateChipSweater ToughCookieLook CookieJarCostume NotCookieCutterStyle',
    wellness:
      'CookieJarGratitude CookiesForANeighbor OneCookieMindfully DipIntoTheCookieJar CookieJarOfWins SweetNothingsJar',
    speed:
      'CookieForeheadWiggle CookieJarRefillRelay CookieStackAttack TenCookieDunkBlitz BeatTheCookieClock FastestHandInTheJar',
    music:
      'WhoStoleTheCookieChant CookieJarJam CookieJarRapBattle CookieCrunchASMR BeatboxForACookie SingForYourCookie',
    art: 'CookieJarClayCraft PaintACookieJar IcingArtOnCookies MasonJarMakeover CookieCanvas StarryNightCookies',
    tech: 'CookieJarAlarm CookieJarTimeLock CookieCounterCam SnackTrackerApp OneSmartCookieJar CatchTheCookieThief',
    pet: 'DogCookieJarTrick CookieJarPuppyStare CookieJarKittenKnock PawPrintCookieJar PupVsCookieJar SitStayCookie',
    gaming:
      'CookieClickerMarathon LoserFillsTheCookieJar CookiesAsPokerChips UnoForCookies CookieJarJackpot GuessHowManyCookies',
  },
  mowing: {
    dance:
      'PushMowerWaltz MowingLineDance LawnmowerMoonwalk LawnStripeShuffle PullCordChallenge MowTheFloor',
    fitness:
      'PushMowerWorkout MowingRakeCircuit GrassBagDeadlifts MowAndGlow MowingIsMyCardio LawnLunges',
    prank:
      'MowingSmileyFace SecretMowingFavor MowingHiddenGnomes MowAHeartForThem LawnmowerFairy SurpriseStripedLawn',
    educational:
      'MowingStripesScience HowMowingBladesWork NoMowMayExplained WhyGrassGrowsBack LawnAndOrder MowingMythOrFact',
    cooking:
      'MowingDayLemonade AfterMowingBBQ GrillWhileTheyMow MowingMunchies IcedTeaForTheMower YardWorkPicnic',
    travel:
      'HayMowingFarmVisit StadiumMowingPatterns MowingMeadowHike ScytheMowingWorkshop GrassCourtGetaway SpotTheMowedStripes',
    fashion:
      'MowingFitCheck MowingSunHatLook DadMowingUniform GrassStainDenim DressedToMow YardWorkRunway',
    wellness:
      'MindfulMowing SlowSundayMowing MowingSunsetCalm FreshCutGrassPause MowYourMindClear BarefootAfterMowing',
    speed:
      'MowingBeatTheRain MowingTimeTrial LawnmowerGrandPrix LeafBagFillDash MowDownTheClock YardSpeedrun',
    music:
      'LawnMowerHumBeat MowingWorkSong WhistleWhileMowing SprinklerTickTempo MowingMixtape MowTownGroove',
    art: 'MowingCheckerboard MowingCropCircle GrassStripeDesign MowAMasterpiece DoodleWithAMower SpiralYourLawn',
    tech: 'CanARobotMowIt MowingGPSPattern MowingBatteryShowdown ElectricVsGasMower BirdsEyeMowing SmartLawnTakeover',
    pet: 'AfterMowingZoomies MowingDayPupRoll PuppyVsTheLawnmower FreshCutGrassSniff MowingSupervisorCat PawPrintsOnStripes',
    gaming:
      'MowingSimSpeedrun MowingStardewScythe RealLifeMowingQuest ZeldaStyleMowing GoTouchGrass MowingHighScore',
  },
  walking: {
    dance:
      'WalkAndGroove DancingWhileWalking GrapevineWalkingStep SidewalkShuffle MoonwalkTheBlock StrutLikeYouMeanIt',
    fitness:
      'Walking10KSteps PowerWalkingMile WalkUpTheHill WalkingLungeLaps RuckAndRoll TwelveThreeThirty',
    funny:
      'WalkingPaceWithDad DogWalkingChaos SlowWalkingPeoplePOV MallWalkerImpression SidewalkSideStep WalkLikeYourMom',
    prank:
      'WalkingNoteTrail MysteryWalkingRoute WalkingFinishRibbon ChalkTheirWalk PicnicAmbush SidewalkCheerSquad',
    educational:
      'YourBrainOnWalking WalkingGaitScience WhyWeSwingWhenWalking WalkThisWayFacts WalkingMythBusters WhyTenThousandSteps',
    cooking:
      'WalkingTacos WalkingTrailBars BreakfastAfterWalking HotGirlWalkLatte StrollAndRollWraps PackAWalkingLunch',
    travel:
      'WalkingTourOfMyTown WalkingCoastPath WalkEveryStreet SidewalkSafari GetLostOnFoot 20KStepsAbroad',
    fashion:
      'WalkingOutfitCheck HotGirlWalkFit SneakerWalkingStyle TracksuitWalkingDuo CrosswalkCatwalk CapAndShadesStroll',
    speed:
      'SpeedWalkingRace WalkingMileTime WalkingBlockRelay RacewalkShowdown HeelToeHustle NoRunningAllowed',
    music:
      'WalkToTheBeat FootstepWalkingLoop WalkingTempoMatch WalkingBassLine CityWalkingSoundscape StrutSoundtrack',
    art: 'WalkingSketchbook PhotoWalkChallenge NatureWalkingCollage ShadowPortraitWalking DrawWithYourFeet SidewalkChalkArt',
    tech: 'WalkingPadReview WalkingAppChallenge WalkingGPSArt AudiobookWalkingHour PhoneVsWatchSteps TrackerTruthTest',
    pet: 'WalkiesWithMyPup WalkingTheCatOnLeash WalkingHeelPractice WalkingSniffSafari KittenStrollerWalking PawsOnTheSidewalk',
    gaming:
      'WalkingSimulatorIRL WalkingTreasureHunt WalkingGeocacheStreak WalkingBingoCard PokemonGoWalking XPForEveryStep',
  },
  bath: {
    dance:
      'BathTowelTwirl BathTimeShimmy PostBathShuffle RubberDuckyWaddle BubbleBathBoogie RubADubStep',
    fitness:
      'BathAfterLegDay BathtubScrubWorkout EarnYourBubbleBath PlankBeforeBathTime SweatThenSoak EpsomBathRecovery',
    funny:
      'BathBombReactions InterviewMyBathDuck BubbleBeardSelfie GoldilocksBathTemp BathtubSoapOpera BathTimeChaos',
    prank:
      'BathBombSurprise RubberDuckInvasion BathRosePetalReveal NoteOnTheBathMirror DrawThemABath BubbleBathBonanza',
    educational:
      'BathBombScience EurekaInTheBath HowRomansBathed WhyBathWaterSwirls WhyBubblesPop SinkOrFloatBathToys',
    cooking:
      'WaterBathCheesecake BubbleBathMocktail BathBombCupcakes BlueJelloBathTub RubberDuckyDonuts BathCaddyCharcuterie',
    travel:
      'BathhouseHopping HotSpringBath BathTubWithAView BathsOfBudapest TurkishHammamTrip OnsenOrBust',
    fashion:
      'BathrobeRunway BathTowelTurbanHack PostBathGlowUp BathTimeToDateNight SpaSlipperFitCheck BubbleBathToBallgown',
    speed:
      'BeatTheBathBombFizz BathTowelFoldSprint BathToPajamasDash RubberDuckScoop BubbleBeardBlitz BathToyRoundup',
    music:
      'BathtubSingalong BathWaterDrumming BubbleBathBallad RubberDuckSqueakBeat SplishSplashCover EchoInTheBath',
    art: 'BathBombSwirlPhoto BathSoapCarving BathCrayonMural FoggyMirrorDoodle BubbleBathSculpture RubberDuckMakeover',
    tech: 'BathSpeakerTest BathLightShow BathBombSlowMo BubbleBathTimelapse ThermometerVsElbow SmartBathFill',
    pet: 'PetBathReactions BathTowelBurrito BathThenZoomies CatVsBathWater DogShakeSlowMo RubADubPup',
    gaming:
      'GuessTheBathBombColor BathDuckHunt BathBoatRegatta BathTubBattleship BubbleBathBingo SpongeTossTarget',
  },
  'rainy day': {
    dance:
      'RainyDayPuddleStomp RainyDayUmbrellaTwirl RainyDayKitchenDisco SinginInTheRain WellyBootWiggle BeatTheRainyDayBlues',
    fitness:
      'RainyDayStairClimb RainyDayHallwaySprints RainyDayPuddleHops RainyDayRepDeck RainOrShineRoutine SweatOutTheStorm',
    prank:
      'RainyDayWarmTowel RainyDayPaperBoatNote SurpriseRainyDayCocoa RainyDayFakeForecast SunshineInABox IndoorBeachAmbush',
    educational:
      'WhyRainyDaysSmell WhyWormsLoveRainyDays RainyDayWaterCycle PetrichorPopQuiz DIYRainGauge RainyDayCloudTypes',
    cooking:
      'RainyDaySoup RainyDayCinnamonRolls GrilledCheeseRainyDay PotPieForARainyDay DrizzleAndDunk ComfortFoodCookOff',
    travel:
      'RainyDayCityWalk RainyDayMuseumTrip RainyDayCafeHop FindARainyDayGem NoRainChecks UmbrellaPhotoTour',
    fashion:
      'RainyDayDripCheck RainyDayBootStyle MatchYourRainyUmbrella FrizzFreeRainyDayHair RaincoatRunway PuddleProofLook',
    wellness:
      'RainyDayReset RainyDayTeaRitual ListenToARainyDay RainyWindowWatching PitterPatterPause ReadingNookRainyDay',
    speed:
      'RainyDayGearUpRace RainyDayPuzzleSprint RainyDayRaindropDerby TenMinuteRainyDayFort BootsAndCoatDash BeatTheDownpour',
    music:
      'RainyDayPianoImprov RainyDayBucketDrums LofiForARainyDay TinRoofRainyRhythm SinginInTheRainCover PitterPatterBeat',
    art: 'RainyDayWatercolor RainyDayCardboardCity RainyDayWindowDoodle RainyPuddleReflection DrawTheDrizzle UmbrellaMakeover',
    tech: 'RainyDayTimelapse RainyDayProjectorFort SlowMoRainyDayPuddle ForecastVsRainyReality DIYRainAlarm StormTrackerTest',
    pet: 'RainyDayZoomies RainyDayHallwayFetch KittenWatchesRainyDay DogRefusesRainyWalk CatVsRaindrops PupInPuddleBoots',
    gaming:
      'RainyDayGameNight RainyDayCardTourney MonopolyOnARainyDay ChessOnARainyDay RainedOutLANParty RainDelayRematch',
  },
  sponge: {
    dance:
      'SpongeSqueezeShuffle DishSpongeGroove ScrubADubSpongeStep SudsySinkSway SpongeSplashSalsa SoakItUpSwing',
    fitness:
      'SpongeGripSqueeze SpongeBucketSquats SpongeRelayLunges WetSpongeTossCatch ScrubAndSweat CarWashCardio',
    prank:
      'IsItCakeOrSponge GooglyEyeSponge SpongeHeartNote SecretSpongeDoodle SpongeGetsAMakeover ScrubbedWithLove',
    educational:
      'HowSpongesAbsorb NaturalVsKitchenSponge WhenToReplaceASponge SpongesAreAnimals HowDirtyIsYourSponge SoakUpScience',
    cooking:
      'VictoriaSpongeBake SpongeSoakedTresLeches SteamedSpongePudding TallestSpongeChallenge LightAsASponge SpongeCakeFromScratch',
    travel:
      'SpongeDiverTownVisit SpongeDocksFlorida SpongeSnorkelReef GreekSpongeIsland SoakUpTheCity SpotASeaSponge',
    fashion:
      'SpongeRollerCurls SpongeTwistHair SpongeBunDonut BeautySpongeHacks BounceDontDrag DampSpongeDewyGlow',
    wellness:
      'MindfulDishSponge SpongeSqueezeRelease SpongeStressBall SoakUpLikeASponge WringOutTheWorry SudsAndSerenity',
    speed:
      'SpongeWaterRelay SpongeTowerIn30 SqueezeTheSpongeFast FastestDishStack SoakAndSprint SpongeWipeWars',
    music:
      'SpongeSqueezeBeat SpongeScrubASMR DrumWithASponge SinkSymphony SqueakyCleanRemix SpongeSquelchSolo',
    art: 'SpongeStampPrints DabASpongeSunset SpongeTextureTrees SpongeOceanWaves SpongeSkyline BlotYourGalaxy',
    tech: 'DishwasherVsSponge SpongeMacroZoom SlowMoSpongeSqueeze 3DPrintedSpongeHolder UVSterilizerTest SpongeRobotCleaner',
    pet: 'SpongeCoolDownPup KittenVsSponge GentleSpongeBathDog CatStealsTheSponge MuddyPawsMeetSponge SpongeSpaDay',
    gaming:
      'SpongeTossTarget WetSpongeDodgeball SpongeTicTacToe PassTheSoakedSponge SpongeBucketBrawl DunkTankDare',
  },
  broccoli: {
    dance:
      'BroccoliBop BroccoliTreeShuffle CongaLineOfBroccoli FloretFreestyle BroccoliBreakdance GreenMachineGroove',
    fitness:
      'BroccoliPlank GreenGainsBroccoli BroccoliTreePose BicepsAndBroccoli BroccoliBurpees FloretFlex',
    funny:
      'BroccoliMicDrop BroccoliVillainSpeech BroccoliProposal KidsFirstBroccoliFaces AttenboroughBroccoli DinoEatsTinyTrees',
    prank:
      'BroccoliCupcakeSwap SneakyBroccoliBrownie BroccoliBouquetGift BroccoliGooglyEyes YouGotBroccolied TinyForestAmbush',
    educational:
      'BroccoliIsAFlower WhyBroccoliSmells WildCabbageToBroccoli BroccoliFamilyTree FractalFlorets BroccoliFactOrFiction',
    travel:
      'BroccoliFarmTour BroccoliMarketHunt RomanescoBroccoliFind BroccoliStirFryCrawl WokAroundTheWorld BroccoliPassport',
    fashion:
      'BroccoliPrintTee BroccoliFloretEarrings BroccoliBroochDIY DressLikeABroccoli RateMyBroccoliCut GreenQueenFitCheck',
    wellness:
      'BroccoliBowlReset BroccoliFirstHabit BroccoliSproutJar MindfulBroccoliBite GreensBeforeScreens SevenDaysOfBroccoli',
    speed:
      'BroccoliChopRace BroccoliStackSprint BroccoliTossRelay BeatTheBroccoliClock FloretFrenzy TimberTimeTrial',
    music:
      'SerenadeYourBroccoli BroccoliBeatDrop BroccoliMaracas BroccoliCrunchASMR BroccoliAndRoll GreenDayCover',
    art: 'BroccoliStampArt BroccoliTreeLandscape BroccoliBonsaiSculpt StillLifeWithBroccoli HappyLittleBroccoli PaintWithFlorets',
    tech: 'BroccoliMacroShot BroccoliPianoCircuit AirFryerBroccoliTest BroccoliHydroponics SproutTimelapse HackYourHarvest',
    pet: 'BroccoliPlushFetch BroccoliCostumePet CatVsBroccoli BroccoliSqueakerTug FindTheBroccoli GreenGiantPup',
    gaming:
      'BroccoliBossFight BroccoliFarmBuild BroccoliTowerDefense BroccoliPowerUpRun SuperBroccoliBros LevelUpYourGreens',
  },
  cave: {
    dance: 'CaveEchoStomp CaveRave BatCaveBoogie DoTheCavemanShuffle PrehistoricHop StalactiteStep',
    fitness:
      'CaveRockCarry CaveLadderClimb BearCrawlIntoTheCave CavemanCardio StoneAgeStrength CaveSqueezeDrills',
    funny:
      'CavemanTalkChallenge CaveTourGuidePuns FlinchingAtCaveBats ArguingWithMyEcho FirstDayOutOfTheCave StoneAgeStandUp',
    prank:
      'CaveGlowWormCeiling CaveCardboardTunnel SurpriseCaveGeode BatCaveBedroom ManCaveMakeover CaveSoundsAlarmClock',
    educational:
      'StalagmiteVsStalactite HowCavesForm EcholocateLikeABat DecodeCaveArt GrowCaveCrystals WhyCavefishAreBlind',
    cooking:
      'CaveAgedCheeseBoard CaveGeodeCake CaveCrystalRockCandy CavemanCookout StoneBakedCaveBread PaleoPotluck',
    fashion:
      'CaveExplorerFit CaveCrystalJewelry DressLikeACaveman GeodeGlam SpelunkerChic CavewomanCouture',
    wellness:
      'CaveDripMeditation CrystalCaveCalm CaveSaltTherapy UndergroundStillness EscapeToYourCave HermitModeHour',
    speed:
      'CaveMazeRace CaveFlashlightFind CaveRopeKnotBlitz BlanketCaveCrawlTimer SpeedSpelunking EscapeTheCave',
    music:
      'CaveEchoSinging CaveDripBeat DrumLikeACaveman YodelIntoTheCave LiterallyRockMusic CaveConcertHall',
    art: 'RecreateACavePainting CaveHandprintArt CaveCharcoalMural ShoeboxCaveDiorama LascauxAtHome CavemanSelfPortrait',
    tech: 'CaveLidarScan CaveHeadlampTest NightModeInACave MapACaveOffline CavemanVsSmartphone NoSignalChallenge',
    pet: 'CatCaveBed BuildAPetCave DogBlanketCave CaveExplorerKitten WhoLivesInThisCave BunnyBurrowTour',
    gaming:
      'MinecraftCaveMining CaveDungeonCrawl CaveBossLair SpelunkyDailyDive DiamondsOrBust CavernQuestNight',
  },
  car: {
    dance:
      'ParkedCarDance CarWiperArmWave CarpoolShuffle CarWashShimmy HeadlightHustle PassengerSeatGroove',
    fitness:
      'CarWashWorkout RoadTripStretch KarateKidCarWax PitStopPushUps ParkingLotCarLunges CarTrunkLoadLift',
    funny:
      'TypesOfCarPassengers WhereDidIParkMyCar CarNamingCeremony CarBackseatDriver AreWeThereYet ShotgunRules',
    educational:
      'HowCarEnginesWork FiveMinuteCarCheck CarLogoQuiz WhyCarsNeedOil LearnToChangeATire DashboardDecoder',
    cooking:
      'CarShapedCake CarTailgateChili DriveInCarDinner RaceCarCupcakes RoadTripSnackAttack TrunkPicnicChallenge',
    travel:
      'CarCampingTrip ScenicCarDrive CarWindowSunrise CoinFlipCarRoute TakeTheNextExit NoHighwaysChallenge',
    fashion:
      'CarFitCheck DressLikeYourCar VintageCarLook CarMirrorMakeup RoadTripOOTD ClassicCarCouture',
    wellness:
      'CarQuietTime CarRideGratitude CarBreathingBreak ParkedCarJournal DrivewayDecompress SunroofStargazing',
    speed:
      'CarPackingRace CarWashSpeedRun FindMyCarKeysFast ToyCarPitStop TetrisTheTrunk CarVacuumBlitz',
    music:
      'CarpoolSingAlong CarDashDrumming CarBlinkerBeat ParkedCarKaraoke WindowsDownAnthem DriveTimeDuet',
    art: 'DreamCarDrawing ClassicCarPhotos ToyCarPaintTracks CarHubcapMandala DustyCarMasterpiece FoggyWindshieldDoodle',
    tech: 'CarGadgetHaul CarChargerShowdown DashCamCarTest AskYourCarAssistant UpgradeMyRide CarPlayVsAndroidAuto',
    pet: 'PetsFirstRoadTrip DogHearsCarKeys CarWashPupReaction KittenCarSeatSetup WhoWantsACarRide BuckleUpBuddy',
    gaming:
      'CarCustomBuild CarRacingTimeTrial CarSpottingBingo BackseatCarTrivia RainbowRoadRun LicensePlateHunt',
  },
  turtle: {
    dance:
      'TurtleShellShuffle TurtleFlipperSway SeaTurtleGlide TurtleneckTwist SlowAndSteadyGroove NinjaTurtleMoves',
    fitness:
      'TurtleCrawlReps TurtleShellPlank FlipLikeATurtle NinjaTurtleKicks SlowAndSteadySquats TurtleTempoLifts',
    funny:
      'TurtleVoiceover TurtlePeekaboo StareDownWithATurtle SlowestTurtleZoomies HighSpeedTurtleChase ComeOutOfYourShell',
    prank:
      'TurtlePlushSwap TurtleRockSurprise TinyTurtleDeskCameo PebbleTurtleArmy TurtleTakeover TurtleExpressMail',
    educational:
      'TurtleFactOrFake TurtleOrTortoiseQuiz HowTurtlesBreathe SeaTurtleNavigation HowOldCanTurtlesGet ShellShockingTruths',
    cooking:
      'TurtleBrownies TurtlePecanClusters NoBakeTurtleCheesecake KiwiTurtleToast WatermelonTurtleCarve RollOutTheTurtles',
    travel:
      'TurtleBeachWatch SwimWithTurtles TurtleNestingTour GalapagosTurtleTrip SpotAHatchling TurtleRescueVisit',
    fashion:
      'TurtleShellBackpack OneTurtleneckFiveWays SeaTurtleHairClaw DressAsATurtle SlowFashionTurtle TurtleCharmBracelet',
    wellness:
      'TurtlePaceWalk SlowTurtleMorning TurtleBaskBreak BeLikeATurtleToday RetreatIntoYourShell TurtleTankZen',
    speed:
      'TurtleVsHareRace SlowestTurtleWins NinjaTurtleSprint ShellSpinShowdown TankCleanCountdown PlushTurtleRelay',
    music:
      'TurtleSlowJam SongForMyTurtle TurtleLullaby TurtleLoFiLoop HappyTogetherTurtles AdagioForATurtle',
    art: 'TurtleShellMosaic SeaTurtleSketch TurtleOrigami WatercolorTurtle PebblePetTurtles NinjaTurtleFanArt',
    tech: 'TurtleTankCam TurtleTimelapse SmartTurtleFeeder SeaTurtleGPSTracker PythonTurtleDrawing HabitatGlowUp',
    gaming:
      'TurtleRaceBoardGame TurtleHabitatBuild NinjaTurtleArcade MarioKartTurtleShell CowabungaCoOp TurtleTowerStack',
  },
  carrot: {
    dance:
      'CarrotShuffle CarrotTopTwirl HoedownForCarrots BunnyHopAlong CarrotCakeWalk OrangeYouGladGroove',
    fitness:
      'CarrotCrunchAbs CarrotPullRows HaulTheCarrotHarvest BunnyHopBurpees CarrotAndStickReps DigDeepChallenge',
    funny:
      'CarrotSwordDuel CarrotMustacheLook SnowmanLostHisCarrot WhatsUpDocImpression ProposeWithACarrot NightVisionCarrotTest',
    prank:
      'CarrotFriesSwitcheroo BunnyLeftACarrot CarrotBouquetSurprise RabbitTracksToFridge GuessTheSecretCarrot SnowmanNoseSwap',
    educational:
      'CarrotEyesightMyth CarrotsWerePurple HowCarrotsGrow WhyCarrotsAreOrange RootOfTheMatter RegrowCarrotTops',
    travel:
      'CarrotFarmVisit PickYourOwnCarrots CarrotCakeCafeCrawl CarrotHarvestFestival RootsRoadTrip GiantCarrotPilgrimage',
    fashion:
      'CarrotOrangeFitCheck CarrotPrintThreeWays CarrotEarringsDIY DressAsACarrot CarrotPantsComeback RootedInStyle',
    wellness:
      'MindfulCarrotCrunch CarrotJuiceMorning PlantACarrotSeed CarrotSnackSwap CarrotNotStick StayRootedChallenge',
    speed:
      'CarrotPeelRace CarrotChopSpeedrun CarrotPullDash StackCarrotSticks BeatTheBunny FastestCarrotCrunch',
    music:
      'CarrotFluteCover CarrotCrunchBeat SingToYourCarrots VeggieOrchestra CarrotClarinet RootsReggae',
    art: 'CarrotStampArt CarrotRoseCarving CarrotPeelCollage PaintACarrotPatch WhatsUpDocDoodle VeggieVanGogh',
    tech: 'CarrotGrowthTimelapse CarrotPianoCircuit CanACarrotPowerIt VeggieKeyboardHack SpiralizerShowdown SmartGardenCarrots',
    pet: 'CarrotPlushFetch CarrotCostumeCutie HideTheCarrotToy BunnyEarsOnThePup SnuffleCarrotPatch CarrotRopeTug',
    gaming:
      'CarrotFarmBuild GoldenCarrotHunt CarrotOnAStickRide CarrotCropSpeedrun CarrotCrushSaga HungryBunnyHeist',
  },
  running: {
    dance:
      'RunningManDance RunningShoeShuffle FinishLineRunningJig RunnersHighHoedown TreadmillTwoStep JogInPlaceGroove',
    funny:
      'RunningLateSkit RunningForTheBus RunnerFacesMontage ThoughtsWhileRunning WhyAreYouRunning TheJoggerNod',
    prank:
      'SurpriseRunningBuddy RunningPlaylistSwap RunningCheerAmbush FinishLineRunningTape ChalkTheirJogRoute PopUpAidStation',
    educational:
      'RunningFormFacts RunningHeartRateZones HowFastCanHumansRun MarathonRunningOrigins JoggingMythBusters WhyWeHitTheWall',
    cooking:
      'RunningEnergyBites RunningPastaParty PostRunPancakes RunningRecoveryShake OnYourMarksMuffins RunnersBreakfastClub',
    travel:
      'RunningCityTour RunningWithAView MarathonRunningTrip SunriseJogAbroad RunTheWorld SightJogging',
    fashion:
      'RunningFitCheck RunningRaceDayLook ReflectiveRunningKit RunwayReadyRunner NeonOrNothing ShoeRotationTour',
    wellness:
      'MindfulRunning RunnersHighGratitude RunningPhoneFree SlowJogNoWatch RunItOff JoyfulJogging',
    speed:
      'RunningMileTimeTrial RunningSprintRace ShuttleRunCountdown BeatYourRunningPB OutrunTheSunset BoltInABlink',
    music:
      'RunningSongPerMile RunToTheBeat RunningCadenceChant SingWhileJogging 180BPMChallenge HypeTrackFinish',
    art: 'GPSRunDrawing RunningShoeDoodle RunningBibScrapbook RunningMotionBlurPhoto StravaArtChallenge MedalShadowBox',
    tech: 'RunningWatchTest RunningEarbudShowdown AICoachForRunning GPSRunArt StravaOrItDidntHappen TreadmillTechHack',
    pet: 'RunningWithMyDog CanicrossRunningDebut CatJudgesMyRunning CouchToFiveKPup WhoTiresFirst TrailRunningTails',
    gaming:
      'RealLifeEndlessRunner RunningLevelUp RunningZombieEscape PacManRunningLoop TempleRunIRL CheckpointChaser',
  },
  hallway: {
    dance:
      'HallwayMoonwalk CorridorShuffle DownTheHallwayStrut SockSlideHallwayDisco HallPassHustle HallwayCongaLine',
    fitness:
      'HallwayLunges HallwayWallSits CorridorBearCrawl CrabWalkTheHallway SprintTheHallway HallOfFameReps',
    prank:
      'HallwayBalloonWall StickyNoteHallway HallwayStreamerMaze FollowTheArrows HallwayHighFiveTunnel RedCarpetCorridor',
    educational:
      'HallwayMuseumTour HallwayTimelineWall PendulumInTheHallway VanishingPointHallway HallOfFacts CorridorEchoTest',
    cooking:
      'HallwayPicnic HallwayBakeSale DormHallwayPotluck HallwayCookieSwap DoorstepDessertDrop HallPassPancakes',
    travel:
      'HotelHallwayTour ToriiGateHallwayWalk HallwayPostcardWall CastleCorridorVisit HallOfMirrorsTrip MapYourHallway',
    fashion:
      'HallwayRunway HallwayMirrorFitCheck HallwayScarfFlip OOTDHallwayPose CatwalkTheCorridor OffTheHookLook',
    wellness:
      'HallwayGratitudeWall HallwayStretchBreak ClutterFreeHallway ShoesOffHallwayReset LeaveItAtTheDoor HallwayMemoryFrames',
    speed:
      'HallwayLaserMazeRace CoatHookHallwayRelay HallwayBalloonKeepUp SockSlideCorridor ShoeSortShowdown BeatTheDoorbell',
    music:
      'HallwayEchoSong CorridorReverbCover HallwayDrumline BeatboxInTheHallway DoorbellDuet SerenadeTheHallway',
    art: 'HallwayGalleryWall HallwayMural OnePointHallwayPhoto LongExposureCorridor HallOfFrames TapeArtTunnel',
    tech: 'HallwayMotionLights HallwayLEDStripBuild DigitalFrameHallway ARMeasureTheHallway RoboVacCorridorRace DoorbellCamBloopers',
    pet: 'HallwayZoomies HallwayFetch CorridorCatChase KittyAmbushInHallway HallwayHurdles TunnelOfTreats',
    gaming:
      'HallwayBowling CorridorCurlingGame HallwayNerfBattle MarbleRunHallway TheFloorIsLava HallwayMiniGolf',
  },
  'morning routine': {
    dance:
      'MorningRoutineTwoStep MorningRoutineMoonwalk CoffeePourShuffle RiseAndShimmy GoodMorningGroove DanceYourMorningAway',
    fitness:
      'MorningRoutinePushUps MakeYourBedPlank MorningRoutineJumpRope TenMinMorningRoutine RiseAndShineReps MorningBurpeeBlast',
    funny:
      'MorningRoutineByDad HonestMorningRoutine SnoozeButtonMorning ToddlerMorningRoutine 5AMClubParody NotAMorningPerson',
    prank:
      'MorningRoutineRoleSwap MadeYourBedSurprise MorningRoutineSerenade ReverseMorningRoutine BreakfastTrayAmbush GoodMorningBanner',
    educational:
      'MorningRoutineScience SunlightMorningRoutine MorningRoutineHabits FamousMorningRoutines LarkOrNightOwlQuiz EarlyBirdFacts',
    cooking:
      'MorningRoutineOats MatchaMadeInHeaven SmoothieMorningRoutine MuffinsForTheMorning EggcellentMornings MorningRoutineParfait',
    travel:
      'MorningRoutineAbroad MorningRoutineVanLife HotelMorningRoutine ParisMorningRoutine WakeUpSomewhereNew CampsiteCoffeeRitual',
    fashion:
      'MorningRoutineOutfit MorningRoutineGRWM GlamMorningRoutine NightBeforeMorningFit PajamasToPolished FiveMinuteFace',
    speed:
      'MorningRoutineSpeedrun MorningRoutineVsKettle MorningRoutineOneSong BeatTheMorningBus ReadyBeforeTheToast BedToDoorBlitz',
    music:
      'MorningRoutineRap RemixMyMorningRoutine MorningShowerAria SingYourMorningRoutine GoodMorningBaltimore AlarmToneCover',
    art: 'MorningRoutineComic DoodleMyMorningRoutine MorningRoutineFlatLay PaintYourMorningView SunriseSketchStreak BedheadSelfPortrait',
    tech: 'MorningRoutineWidgets SmartMorningRoutine AutomateMorningRoutine AIMorningRoutine HeySiriGoodMorning SunriseAlarmVsPhone',
    pet: 'MorningRoutineDogWalk CatsMorningRoutine PuppyMorningRoutine BunnyMorningZoomies FurryAlarmClock GoodMorningBoop',
    gaming:
      'WordleBeforeCoffee MorningRoutineQuestLog DuolingoMorningRoutine MorningRoutineXPGrind LevelUpYourMorning DailyLoginBonus',
  },
  pilot: {
    dance:
      'PilotTakeoffGroove PilotMarshallerMoves AutopilotRobotArms CoPilotMirrorSteps TurbulenceShuffle WingItLikeAPilot',
    fitness:
      'PilotGForceCore TrainLikeAFighterPilot CoPilotPartnerSquats PilotPosturePlank PreFlightPushUps LayoverLegDay',
    funny:
      'PilotVoiceImpression PilotLandingApplause PilotAnnouncesDinner AutopilotParenting ThisIsYourMomSpeaking CrewPrepareForBedtime',
    prank:
      'PilotHatSurprise PilotWingsPinGift CardboardCockpitPilot FakeBoardingPassReveal WelcomeAboardTheCouch PilotSpeakingAlarm',
    educational:
      'SpellItLikeAPilot HowPilotsLandPlanes AskAPilotAnything WhyJetsLeaveContrails RogerThatQuiz PilotRunwayNumbers',
    cooking:
      'PilotWingsCookies PilotCrewMealRemake CoPilotKitchenHelper FirstClassDinnerAtHome ChickenOrPasta PilotsMidnightSnack',
    fashion:
      'PilotAviatorLook PilotBomberJacket DressLikeAPilot VintagePilotScarf TopGunFitCheck CaptainOfTheCatwalk',
    wellness:
      'PilotChecklistMorning PilotJetLagReset PilotPowerNap TurnOffAutopilot PutOnYourMaskFirst WindowSeatGratitude',
    speed:
      'PilotChecklistSpeedrun PilotCallSignBlitz PaperPlanePilotRace AlphaToZuluIn30 PilotPreFlightDash ScrambleDrill',
    music:
      'PilotRadioRemix PilotCallSignRap AutopilotLofiMix CockpitChimeBeat FlyMeToTheMoonCover CoPilotDuet',
    art: 'PilotVintagePoster PilotModelPlaneBuild ClayPilotFigure CloudscapeAcrylic NoseArtRevival PaperPilotPortrait',
    tech: 'PilotFlightSimSetup PilotHeadsetReview CoPilotAIAssistant AutopilotVsHuman PilotRadarBuild WhatsFlyingOverMe',
    pet: 'CoPilotPup PilotGogglesPose CatPilotCostume BunnyInPilotHat TopDogPilot PawsForTakeoff',
    gaming:
      'ButterTheLanding PilotDogfightArcade PilotAirportTycoon AcePilotLeaderboard MaydayMultiplayer PilotCareerModeRun',
  },
  'farmers market': {
    dance:
      'FarmersMarketShuffle FarmersMarketBuskerBop HoedownFarmersMarket FarmersMarketFlashMob TurnipTheBeat BeetDropDance',
    fitness:
      'FarmersCarryChallenge FarmersMarketBikeRide FarmersMarketCrateLift WalkToFarmersMarket CantaloupeCurls SquashSquats',
    funny:
      'FarmersMarketKaleSnob WeirdFarmersMarketVeg BudgetVsFarmersMarket OnlyHereForSamples EightDollarTomato FarmersMarketPOV',
    prank:
      'FarmersMarketBouquet HoneyFromFarmersMarket FarmersMarketPieDrop FarmersMarketGiftBox ZucchiniAmbush SunflowerSurprise',
    educational:
      'FarmersMarketHeirlooms FarmersMarketInSeason HowFarmersMarketsWork OrganicAtFarmersMarket AskAFarmerAnything NameThatVeggie',
    travel:
      'FarmersMarketRoadTrip FarmersMarketAbroad PikePlaceFarmersMarket BiggestFarmersMarket BoroughMarketBites NightMarketCrawl',
    fashion:
      'FarmersMarketFitCheck FarmersMarketStrawHat LinenFarmersMarketLook GinghamFarmersMarket SundressAndSourdough ToteBagTakeover',
    wellness:
      'FarmersMarketStroll FarmersMarketFlowers SlowFarmersMarketDay PhoneFreeFarmersMarket ThankAFarmer SmellTheStrawberries',
    speed:
      'FarmersMarket10Dollars FarmersMarketRainbow ABCsOfFarmersMarket OneLapFarmersMarket CornShuckShowdown BeatTheClosingBell',
    music:
      'FarmersMarketBuskerJam FarmersMarketBanjo FiddleAtFarmersMarket OpenMicFarmersMarket BeetBoxing OldMacDonaldRemix',
    art: 'FarmersMarketStillLife PhotoWalkFarmersMarket ColorsOfFarmersMarket PaintYourProduce FarmerPortraits ChalkboardSignArt',
    tech: 'FarmersMarketTapToPay FarmersMarketVendorMap AIPicksFarmersMarket DroneOverFarmersMarket ScanThatVeggie FarmerVsAlgorithm',
    pet: 'FarmersMarketDogWalk FarmersMarketPetTreats BunnyFarmersMarketHaul CatVsFarmersMarketBag PupInATote MarketDayMascot',
    gaming:
      'FarmersMarketTycoon FarmersMarketBingoCard StardewFarmersMarket PlayFarmerForADay HarvestMoonRun SeedToSaleSpeedrun',
  },
  curry: {
    dance:
      'CurryLadleTwirl BhangraWhileCurryCooks CurryNightShimmy SpiceShuffle CurryFavorGroove SimmerAndShake',
    fitness:
      'CurryPotCurls CurryRiceBagCarry EarnYourCurryNight RunToTheCurryHouse SweatLikeVindaloo TikkaTabata',
    funny:
      'CurrySpiceReaction MildCurryConfession GrandmaRatesMyCurry NaanOrRiceDebate ExtraHotRegrets WhiteShirtCurryNight',
    prank:
      'SurpriseCurryNight CurryNeighborWelcome SecretIngredientCurry NaanHeartShapes CurryFavorDelivery CurryDessertFakeout',
    educational:
      'NameTheCurrySpices WhyCurryFeelsHot JapaneseVsIndianCurry WhyTurmericStains GuessThatCurry CurryTimeMachine',
    travel:
      'CurryAroundTheWorld CurryHouseCrawl JapaneseCurryTrip PenangHawkerTour CurryMileManchester GreenCurryInBangkok',
    fashion:
      'CurryColorOutfit CurrySaffronScarfTie DressForCurryNight TurmericYellowFit PaprikaPalette CurryStainSurvivor',
    wellness:
      'CozyCurryNight CurrySlowCook MindfulCurryCooking CurryForTheSoul GoldenMilkMoment SpiceAromaBreath',
    speed:
      'CurrySpeedrun TwentyMinuteCurry CurrySpiceIDBlitz NaanFlipRace FasterThanTakeout CurryInAHurry',
    music:
      'CurrySimmerASMR CurryPotDrumBeat BhangraCurryKitchen SpiceJarShaker MasalaMashup CurryHouseKaraoke',
    art: 'CurrySpicePainting CurryLentilMandala PaintWithCurryColors TurmericTieDye MasalaMosaic CurryFeastFlatLay',
    tech: 'InstantPotCurryTest AIVsGrandmasCurry CurryGrinderShowdown CurryTimerHack SmartSpiceRack CurryCamLivestream',
    pet: 'PetNamedCurry CurryColorBandana CurryDinnerCatStare KittyStoolSupervisor CurryTheCorgi NoCurryForYou',
    gaming:
      'CurryGameNight CurrySpiceTierList OvercookedCurryLevel GuessTheCurryCountry LoserOrdersTheCurry SilkRoadTycoon',
  },
  elephant: {
    dance:
      'ElephantTrunkSway BabyElephantWalkStep ElephantConga MoveLikeAnElephant JumboJive EarFlapShuffle',
    fitness:
      'ElephantWalkStretch ElephantStompSquats ElephantTrunkSwings PlankLikeAnElephant JumboJumpingJacks NeverForgetLegDay',
    funny:
      'ElephantInTheRoomSkit DoAnElephantImpression BabyElephantTumble AnElephantNeverForgets AddressTheElephant TrunkCallsOnly',
    prank:
      'ElephantPlushInTheBed ElephantInTheRoomPrank GiantElephantBalloon ElephantSlipperSwap ElephantInTheFridge PeanutTrailSurprise',
    educational:
      'ElephantToothpaste HowElephantTrunksWork AfricanVsAsianElephant DoElephantsNeverForget WhyElephantEarsFlap JumboFactsQuiz',
    cooking:
      'ElephantEarPastry ElephantCupcakes PinkElephantCake PancakeElephants ElephantRiceBall TrunkTwistPretzels',
    travel:
      'ElephantSanctuaryVisit WateringHoleElephants ElephantOrphanage KrugerElephantDrive BigFiveOrBust ElephantParadeHunt',
    fashion:
      'ElephantPrintDress ElephantEarrings LuckyElephantBracelet SafariElephantScarf TrunkShowTakeover ElephantPantsFitCheck',
    wellness:
      'ElephantBreathing ElephantMindfulWalk WatchAnElephantCam SlowLikeAnElephant NeverForgetGratitude HerdHugChallenge',
    speed:
      'ElephantFactsIn60 ElephantPuzzleRace ElephantWalkRelay PopTheElephantBalloons TenSecondElephant JumboJigsawDash',
    music:
      'TrumpetLikeAnElephant ElephantStompBeat BabyElephantWalkCover ElephantLullaby TrunkFunk ElephantLoveMedley',
    art: 'HandprintElephant ElephantOrigami ElephantClaySculpt WatercolorElephant OneLineElephant TrunkToTailSketch',
    tech: 'ElephantLiveCam SavannaDroneElephants ElephantGPSCollars ElephantARFilter CountTheHerdWithAI InfrasoundListenIn',
    gaming:
      'MemoryLikeAnElephant ZooTycoonElephant ElephantCharades DesignAnElephantPark JumboJenga ElephantHabitatBuild',
  },
  bridge: {
    dance:
      'BridgeCrossingDance ShuffleAcrossTheBridge LondonBridgeBoogie BridgeArchStep BackbendBridgeBattle MeetMeMidBridge',
    fitness:
      'BridgePoseChallenge BridgeStairsClimb GluteBridgeHold LungesAcrossTheBridge BurnTheBridge SpanSprints',
    funny:
      'PayTheTrollToll BridgeEngineerDad WobblyRopeBridgeNerves GoatsGruffRetelling WeWillCrossThatBridge BridgeSelfieFail',
    prank:
      'BridgeLoveLockGift BridgeOfSweetNotes SnackBridgeDelivery LegoBridgeOverTheSink TrollUnderTheBridge PostItPathway',
    cooking:
      'BridgeGingerbreadTruss BridgeSpaghettiArch PretzelBridge WaferSuspensionBridge EdibleEngineering CookieBridgeBakeOff',
    travel:
      'BridgeWalkChallenge BridgeSunsetShot CoveredBridgeRoadTrip RopeBridgeTrail SevenBridgesOneDay GoldenGateOrBust',
    fashion:
      'BridgePhotoshootFit BridgeBreezyScarfPose LayerUpForTheBridge GoldenHourBridgeLook StrutTheSpan BridgeTheGapOutfit',
    wellness:
      'BridgeSunriseWalk BridgeMindfulPause CrossTheBridgeGrateful RiverViewBreath WaterUnderTheBridge BridgePoseUnwind',
    speed:
      'BridgeBuildRace BridgePopsicleIn10 BridgeLegoSprint StickBridgeIn60 OneSheetBridgeDash BeatTheCollapse',
    music:
      'BridgeEchoJam BridgeBuskingSet LondonBridgeCover SingUnderABridge SkipToTheBridge RateThatBridge',
    art: 'BridgeSketch BridgeWatercolor BridgePopsicleModel DrawYourCitysBridge MonetsBridgeRedo SpanInSilhouette',
    tech: 'BridgeSwaySensor Bridge3DPrintTruss LoadTestMyBridge AIVsEngineerBridge CADYourDreamBridge DigitalTwinBridge',
    pet: 'BridgeHamsterCrossing PetBridgeAgility DogCrossesTheBridge PillowBridgeForPup WobbleBridgeBravery PayTheTreatToll',
    gaming:
      'BridgeSpeedrun BridgeBuildOff PolyBridgeLevel LegoBridgeBattle YouShallNotPass MinecraftBridgeClutch',
  },
  sailor: {
    dance:
      'SailorHornpipe SailorJigChallenge DanceLikeASailor AnchorsAwayShuffle SailorMoonPoses SwabTheDeckShimmy',
    fitness:
      'SailorRopePull SailorAnchorLift TrainLikeASailor SailorShipShape PopeyeForearms HeaveHoRows',
    funny:
      'SailorAhoyVoicemail SeasickSailorSkit PopeyeSailorImpression LandlubberOnDeck SailorTalkAtDinner KnotMyProblem',
    prank:
      'SailorMessageBottle SailorBathtubFleet SailorTreasureHunt PirateMapSurprise AhoyWakeUpCall SailorSwabsTheDishes',
    educational:
      'SailorKnotSchool SailorFlagSignals HowSailorsNavigate WhySailorsSayAhoy PortOrStarboardQuiz StarsNotSatNav',
    cooking:
      'SailorShipBiscuits SailorLifebuoyDonuts SailorsFishSupper PopeyeSailorSpinach ChowderForTheCrew GalleyGourmet',
    fashion:
      'SailorStripesLook SailorCollarFit SailorBellBottoms DressLikeASailorMoon NauticalButNice ShipShapeStyle',
    wellness:
      'SailorTideBreathing SailorHorizonGaze SleepLikeASailor SunsetOnDeck AnchorYourself SailorsSerenity',
    speed:
      'SailorKnotRace SailorLifeJacketIn10 BeatTheSailorBowline RegattaDash SemaphoreSpeedSpell SailorsSwabSprint',
    music:
      'SingLikeASailor SailorHornpipeFiddle PopeyeSailorManTheme WellermanCover ShantyTokChain SailorSqueezebox',
    art: 'SailorKnotArt SailorRopeWreath ShipInABottle SailorJerryStyleFlash SoapScrimshaw SailorsValentine',
    tech: 'SailorRadioMorse SailorMarineTracker SailorWeatherApp GPSVsSailorSextant BoatDroneShot SevenSeasSetup',
    pet: 'PetSailorHat SailorPupOnDeck SailorCatAboard HamsterSailorBoat FirstMateFido CaptainWhiskers',
    gaming:
      'SeaOfThievesSailor YouSankMyBattleship SailorShipBuild SailorIslandHop SailorQuestNight LandHoSpeedrun',
  },
  tomato: {
    dance:
      'TomatoVineSway TomatoSalsaSteps CherryTomatoBounce LaTomatinaStomp TomatoTango TomahtoTwirl',
    fitness:
      'TomatoGardenSquats TomatoBasketCarry TomatoCageStepUps WateringCanTomatoCurls PomodoroPlank HarvestHIIT',
    funny:
      'TomatoTomahtoDebate TomatoSquirtFail TomatoPlantPepTalk TooManyTomatoes MyOneHomegrownTomato KetchupIsASmoothie',
    prank:
      'TomatoCakeIllusion CherryTomatoSmileys GooglyEyeTomatoes TomatoPincushionDecoy OvernightGiantTomato MysteryVineGift',
    educational:
      'TomatoFruitOrVeggie TomatoRipeningLab WhyTomatoesTurnRed BlindTomatoTasting PoisonAppleMyth CountTheSeedsQuiz',
    travel:
      'LaTomatinaTrip PickYourOwnTomatoes ItalianTomatoTrail HeirloomTomatoMarket CapreseInCapri SanMarzanoPilgrimage',
    fashion:
      'TomatoGirlSummerFit TomatoPrintDress TomatoEarringStack RedGinghamTomatoLook VineRipeStyle CapriTomatoSundress',
    wellness:
      'TomatoGardenMorning TomatoTimerFocus SunWarmTomatoSnack SlowTomatoHarvest RipenAtYourPace TalkToYourTomatoes',
    speed:
      'TomatoPickingRace TomatoSauceSpeedrun TomatoSliceDash CherryTomatoRelay BruschettaBlitz StackTheTomatoes',
    music:
      'TomatoCanDrums TomatoSliceASMR SingToYourTomatoes CallTheWholeThingOff TomatoTomahtoDuet SimmerSessions',
    art: 'TomatoStillLife TomatoWatercolor TomatoStampPrint HeirloomTomatoSketch WarholSoupCan RipeForPainting',
    tech: 'TomatoGrowthTimelapse TomatoRipenessScan SmartTomatoGarden PomodoroTomatoTimer AIPicksTheRipest SelfWateringTomatoHack',
    pet: 'PetNamedTomato TomatoPlushFetch DogTomatoCostume KittenTomatoToyChase LilCherryTomatoPup RipeForCuddles',
    gaming:
      'TomatoFarmSimRun TomatoTossArcade TomatoKitchenCoop OvercookedTomatoSoup TomatoTowerDefense SplatTheTomato',
  },
  'tying shoes': {
    dance:
      'ShoelaceShuffle TyingShoesToTheBeat LoopSwoopTyingGroove ShoeTyingTwist BunnyEarsBoogie DoubleKnotDance',
    fitness:
      'ShoeTyingSquat TyingShoesInAPlank FlamingoShoeTying KnotThenSprint LaceUpLunges ToeTouchShoelaces',
    funny:
      'ShoeTyingFails TyingShoesBlindfolded MittensOnShoeTying ForgotHowToTie WaitImTyingMyShoe DoubleKnotDrama',
    prank:
      'ShoelaceColorSwap TyingShoesNoteInside ShoeTyingCandyBows SecretShoeTyingHelper MidnightSneakerUpgrade GlowInTheDarkLaces',
    educational:
      'TyingShoesIanMethod WhyShoelacesUntie TeachShoeTyingToKids AreYouTyingItWrong WhatsAnAglet SquareKnotVsGranny',
    cooking:
      'TyingShoesPretzels ShoeTyingCookies LicoriceShoelaces KnotYourAverageRoll FondantSneakerCake TyingShoesBowTiePasta',
    travel:
      'ShoelaceTrailCheck TyingShoesSummitStart ShoeTyingInEveryCity HikingBootShoeTying LaceUpAndExplore DoubleKnotDayTrip',
    fashion:
      'ShoeLacingStyles TyingShoesHiddenKnot BowTieShoelaces ChunkyCordSneakers LaceGameStrong TyingShoesRibbonSwap',
    wellness:
      'TyingShoesIntention TyingShoesForAWalk MindfulShoeTying MorningShoelaceRitual LaceUpLetGo KnotAWorryInTheWorld',
    music:
      'ShoeTyingSong TyingShoesClapAlong KnotTyingLullaby LoopSwoopTyingRap BunnyEarsBallad SneakerSqueakBeat',
    art: 'ShoelaceArt TyingShoesMacrame ShoeTyingStepSketch KnotDiagramPoster DoodleYourLaces TyingShoesComicStrip',
    tech: 'RobotVsShoelace TyingShoesStopMotion SlowMoShoeTying AIShoeTyingCoach BackToTheFutureLaces ShoeTyingTimelapse',
    pet: 'TyingShoesKittyPounce CatVsShoelaces PuppyVsShoeTying BunnyWatchesShoeTying LaceThiefCaught TheyKnowItsWalkTime',
    gaming:
      'ShoeTyingMinigame ShoelaceKnotQuest TyingShoesLevelUp BossFightShoeTying QuickTimeLaceUp BunnyEarsBonusRound',
  },
  pinball: {
    dance:
      'FlipperFreestyle PinballBumperBop HumanPinballShuffle SpinLikeAPinball MultiballMayhem PinballWizardMoves',
    fitness:
      'PinballReflexDrills PinballBounceCardio PinballPlungerPulls HumanPinballCircuit BouncingOffTheWalls TiltProofCore',
    funny:
      'PinballLastBallPrayer MultiballPinballPanic GrandpaPinballWizard DrainOfShame DontTiltMe PinballBodyEnglish',
    prank:
      'PinballSurpriseRound PinballFreeGameToken QuarterTrailToPinball DIYPinballForBirthday HighScoreLoveNote SecretPinballSponsor',
    educational:
      'PinballPhysics WhyPinballWasIllegal HowPinballFlippersWork TiltSensorPinball SkillOrLuckQuiz InsideAPinballMachine',
    cooking:
      'PinballMachineCake PinballGumballTreats SilverPinballTruffles ArcadePinballNachos MultiballMeatballs TiltedTiramisu',
    travel:
      'PinballMuseumVisit PinballArcadeCrawl PinballHallOfFame OnePinballPerCity BarcadeBucketList PinballRoadTrip',
    fashion:
      'PinballNeonFit PinballChromeJacket FlipperPinballEarrings RetroPinballJumpsuit PinballWizardStyle SilverBallChic',
    wellness:
      'PinballFlowState PinballOneBallZen NostalgiaPinballHour CalmHandsPinball LetItDrain NudgeNotShove',
    speed:
      'PinballHighScoreRun PinballJackpotRush PinballOneBallBlitz MultiballPinballSprint ExtraLifeIn60 SixtySecondPinball',
    music:
      'PinballSoundsRemix PinballChiptune PinballWizardCover FlipperFunk BumperBeatbox PinballMachineMelody',
    art: 'PinballPosterDesign PinballBackglassArt PinballPlayfieldPaint ShoeboxPinballMachine BuildYourDreamTable SilverBallStillLife',
    tech: 'PinballMachineRepair PinballLEDUpgrade PinballArduinoBuild VirtualPinballCabinet BarnFindPinball TiltSensorHack',
    pet: 'PinballDogReaction PinballKittenWatch DIYPinballKittyToy ParrotPinballTrick CatVsPinball PawsOnTheFlippers',
  },
  bowling: {
    dance:
      'StrikeAPose BowlingAlleyShuffle DiscoBowlingNight CosmicBowlingGroove TenPinTwist BowlingBallBoogie',
    funny:
      'BowlingBodyEnglish BowlingSlowRollDrama WorstBowlingFormEver BumperLaneChampion GutterBallGlory BowlingShoeRegret',
    prank:
      'BowlingScreenNameSwap BowlingScoreboardNote BirthdayBowlingAmbush SurpriseBowlingNight BumpersUpForDad StrangerStrikeCheers',
    educational:
      'BowlingScoringQuiz BowlingOilPatterns AncientEgyptBowling HowBowlingPinsReset WhyIsItCalledATurkey HookShotPhysics',
    cooking:
      'BowlingPinCookies BowlingBallCake CosmicBowlingCupcakes TenFramePizza SpareRibsNight BowlingAlleyNachos',
    travel:
      'RetroBowlingAlleyHunt BowlingInEveryState DuckpinBowlingTrip BowlingHallOfFame CandlepinCrawl BigLebowskiTour',
    fashion:
      'BowlingShirtFitCheck BowlingShoeStyle RetroBowlingTeamTees LeagueNightOutfit DressedToStrike BowlingBagAsPurse',
    wellness:
      'BowlingBreatheAndRoll BowlingFriendsCatchup BowlingFamilyNight CelebrateEverySpare GutterBallGrace BowlingWithoutScores',
    speed:
      'BowlingSpeedGun HomeBowlingBlitz BowlingBallReturnRace TenFramesFiveMinutes PinSetterShowdown FastestBowlingTurkey',
    music:
      'BowlingLaneDrumroll BowlingAlleyJukebox BowlingBallBassline PinCrashBowlingRemix RockAndBowl StrikeUpTheBand',
    art: 'BowlingPinPainting RetroBowlingPoster VintageLaneStillLife UpcycledBowlingBall CosmicBowlingMural SketchTheSplit',
    tech: 'BowlingSlowMoRelease SmartBowlingBall BowlingVRPractice CodeABowlingScorer WiiVsRealBowling RevRateRadar',
    pet: 'CatBowlingKnockdown DogBowlingBuddy HamsterBowlingAlley TeachPuppyBowling TenPinTabby PawlingStrike',
    gaming:
      'WiiSportsBowling HomemadeBowlingSet BowlingPerfectGameRun BowlingBracketTourney ChasingThe300 TurkeyHunt',
  },
  jazz: {
    dance:
      'JazzHandsRoutine JazzSquareStep LindyHopBasics AllThatJazzDance CharlestonChallenge JazzTapBreak',
    fitness:
      'JazzDanceCardio JazzerciseRevival SwingJazzStepUps BebopBurpees JazzHandsJacks ScatAndSweat',
    funny:
      'JazzHandsEverything JazzScatYourDay JazzSoloThatNeverEnds SmoothJazzElevator JazzMusicStops ThereAreNoWrongNotes',
    prank:
      'JazzSerenade JazzSaxWelcomeHome JazzVinylGift SmoothJazzSurprise JazzUpTheirDay HoldMusicAmbush',
    educational:
      'JazzLegendsQuiz JazzBlueNoteLesson HowJazzImprovWorks NewOrleansJazzRoots WhatMakesItJazz ScatLikeElla',
    cooking:
      'JazzBrunch JazzAgeCanapes BeignetsAndJazz CookToSmoothJazz JazzUpLeftovers BigEasyGumbo',
    travel:
      'JazzClubTour JazzFestMontreux NewOrleansJazzWalk PreservationHallVisit FollowTheSecondLine HarlemJazzNight',
    fashion:
      'JazzAgeOutfit JazzFlapperDress FedoraJazzFitCheck BeretAndTurtleneck GatsbyGlam JazzClubCouture',
    wellness:
      'JazzAndTea JazzRainyEvening SlowJazzMorning SmoothJazzUnwind SwingIntoCalm NoWrongNotesToday',
    speed:
      'JazzSpeedScat JazzChordChangeDash FastestJazzSolo BebopJazzTempoRace GiantStepsChallenge JazzStandardsIn60',
    art: 'JazzPosterArt JazzLiveGigSketch JazzCollageCover PaintWhatYouHear AbstractJazzCanvas BlueNoteRedesign',
    tech: 'JazzVinylSetup CanAIPlayJazz JazzMIDIKeyboard HiFiJazzListening LoopPedalJazz StreamingVsTurntable',
    pet: 'JazzForMyDog JazzPuppyHowl JazzKittenPianoWalk BassetHoundBlues ScatCat SmoothJazzSnooze',
    gaming:
      'JazzBossBattle JazzCupheadRun VideoGameJazz LoadingScreenJazz HiFiRushRhythm ShopThemeSessions',
  },
  couch: {
    dance:
      'CouchSeatedDance CouchPotatoGroove CushionShuffle FromCouchToStrut SofaSoGroovy RemoteControlRobot',
    fitness:
      'CouchTricepDips CouchToFiveK SofaCushionCrunches SplitSquatOnTheCouch NextEpisodeEarned CouchPotatoComeback',
    prank:
      'CouchCushionSwap SofaNoteSurprise PlushAudienceOnCouch WelcomeHomeCouchFort RemoteHuntMystery PillowAvalanche',
    educational:
      'CouchCushionPhysics WhyItsCalledSofa HowFoldOutCouchesWork CouchHistoryFacts CouchPotatoOrigins WhatsInYourCouch',
    cooking:
      'CouchPotatoSkins CouchMovieSnacks SofaPicnicDinner HotCocoaCouchNight BingeWatchBites PopcornFlavorFaceOff',
    travel:
      'CouchGlobeSpin SofaToSummitHike CouchSurfingStay PassportOffTheCouch CouchToCoastline BookItChallenge',
    fashion:
      'CouchCozyFit MatchYourCouch CouchToDinnerOutfit ComfyCouchCardigan CouchPotatoCouture LoungewearLuxe',
    wellness:
      'CouchRestDay LazySundayCouchReset CouchBookNook NoGuiltCouchNap BlanketBurritoBreak SofaSabbatical',
    speed:
      'CouchFortSpeedBuild CouchTidyTimer SofaCushionRelay FoldTheCouchBlanket RemoteHuntRace CrumbSweepShowdown',
    music:
      'CouchConcert CouchCushionDrums SofaSingAlong CouchKaraokeDuet UnpluggedOnTheCouch LivingRoomTourDate',
    art: 'CouchSketch SofaStillLife FamilyCouchPortrait MiniatureCouchModel PillowFaceMakeover DoodleFromTheCouch',
    tech: 'CouchCableHack VoiceControlCouch CouchLapDeskBuild ProjectorCouchNight NeverLeaveTheCouch SmartHomeFromSofa',
    pet: 'PetCouchTakeover WhoStoleMyCouchSpot CouchCuddlePile CatClaimsTheCouch NotAllowedOnTheCouch LoafOnTheSofa',
    gaming:
      'CouchCoOpNight CouchPartyGames SofaSplitScreenBattle CouchKartCup NoPeekingPact LoserGetsTheFloor',
  },
  'grilled cheese': {
    dance:
      'GrilledCheeseShuffle GrilledCheeseFlipStep SwayLikeGrilledCheese ButterSideGrilledSpin CheesePullPirouette GooeyGroove',
    fitness:
      'GrilledCheeseWaitPlank GrilledCheesePanPress EarnYourGrilledCheese WallSitTillGrilled CastIronSkilletCurls CheesyCardio',
    funny:
      'GrilledCheeseCritic GrilledCheeseWhisperer FancyGrilledCheeseSnob NoPullGrilledCheese ThatsAMeltActually CutTheCrustsDrama',
    prank:
      'DessertGrilledCheese GrilledCheeseHeartCut GrilledCheeseLunchNote SneakyFrenchToastSwap MidnightMeltDelivery GrilledCheeseSmiley',
    educational:
      'GrilledCheeseHistory GrilledCheeseMeltPoint WhyGrilledCheesePulls WhyGrilledBreadBrowns MayoOrButterTest CheeseMeltingRanking',
    travel:
      'GrilledCheeseRoadTrip GrilledCheeseFoodTruck GrilledCheeseFestival WisconsinGrilledCheese ToastieTourOfBritain CroqueMonsieurInParis',
    fashion:
      'GrilledCheesePJs GrilledCheesePrintTee GrilledCheeseSocks GoldenGrilledCheeseFit ToastyYellowPalette CheeseheadHatParade',
    wellness:
      'GrilledCheeseComfort CozyGrilledCheeseNight SoupAndGrilledCheese LowHeatPatience SlowMeltSunday GrilledCheeseGratitude',
    speed:
      'GrilledCheeseSpeedrun GrilledCheeseFlipRace GrilledCheeseForTen DashForGrilledCheese UnwrapTheSinglesBlitz GoldenInUnderFive',
    music:
      'GrilledCheeseASMR GrilledSizzleBeat TapTheGrilledCheesePan OdeToGrilledCheese CheesyLoveSong SpatulaDrumSolo',
    art: 'GrilledCheesePortrait GrilledCheesePullPhoto SketchAGrilledCheese FeltGrilledCheesePlush PressedToastArt CheesyStillLife',
    tech: 'GrilledCheesePressTest GrilledCheeseInToaster AIGrilledCheeseCombo WaffleGrilledCheese IronAGrilledCheese AirFryerVsPan',
    pet: 'GrilledCheeseKittyLoaf GrilledCheesePlush PetInGrilledCheeseBed ToastyCatPose GrilledCheeseCostume BreadSliceBandana',
    gaming:
      'GrilledCheeseSim GrilledCheeseTierList OvercookedGrilledRun ToastieTycoon CheesePullHighScore GrilledCheeseBossLevel',
  },
  starbucks: {
    dance:
      'StarbucksCupSway StarbucksDriveThruBop FrappuccinoShuffle RunToStarbucksStrut StarbucksLineGroove PumpkinSpiceShimmy',
    fitness:
      'StarbucksRunClub WalkToStarbucks EarnYourStarbucks LatteLunges StarbucksCupCurls VentiSizedReps',
    funny:
      'WhatNameDidTheyWrite LongestStarbucksOrder StarbucksTallIsSmall StarbucksRewardsMath IfStarbucksWasHonest GrandeConfusion',
    prank:
      'SurpriseStarbucksDrop StarbucksCupKindNote PayItForwardStarbucks StarbucksGiftCardTrail SillyNameForTheBarista MemorizeTheirOrder',
    educational:
      'WhoWasStarbuck WhyStarbucksSaysVenti WhoIsTheStarbucksSiren StarbucksBeanOrigins HowFrappuccinoIsMade StarbucksCaffeineQuiz',
    travel:
      'StarbucksRoasteryVisit StarbucksKyotoTeahouse TryStarbucksAbroad PrettiestStarbucksHunt PikePlaceOriginal BeenThereMugCollection',
    fashion:
      'StarbucksRunOutfit StarbucksTumblerMatch DressAsYourStarbucks SweaterInLatteTones StarbucksDateLook GreenApronChic',
    wellness:
      'StarbucksJournalDate StarbucksSlowMorning StarbucksCatchUpChat UnplugAtStarbucks DecafEveningRitual ThirdPlaceHour',
    speed:
      'StarbucksOrderSpeedrun StarbucksCopycatRace TimeTheStarbucksLine NameTenStarbucksDrinks SecretMenuSpeedQuiz VentiTongueTwister',
    music:
      'StarbucksLofi StarbucksCafeJazz SingYourStarbucksOrder CupSongWithStarbucks EspressoCover BaristaBeatbox',
    art: 'StarbucksCupArt StarbucksSleeveDoodles PaintAStarbucksTumbler FrappuccinoWatercolor StarbucksPeopleDrawing SirenRedesign',
    tech: 'StarbucksAppHack StarbucksWiFiWorkday AIPicksMyStarbucks MobileOrderVsLine HomeBaristaGadgets StarbucksDupeMachine',
    pet: 'StarbucksPatioPuppy StarbucksDriveThruDog CatNameOnStarbucksCup ParrotOrdersStarbucks StarbucksBandana GreenApronPup',
    gaming:
      'GuessTheStarbucksDrink FrappuccinoTierList StarbucksChessMatch LoserBuysStarbucks BaristaSimulator StarbucksMenuDraft',
  },
  arcade: {
    dance:
      'ArcadeDDRStreak ArcadeEightBitMoves JoystickArcadeDance SkeeBallArcadeShuffle PacManWaddle InsertCoinGroove',
    fitness:
      'ArcadeBoxingMachine ArcadeAirHockeyCardio DDRArcadeSweat WhackAMoleReflexes GameOverBurpees ArcadeHoopsRepDay',
    funny:
      'ArcadeTicketsVsPrize ArcadeClawHeartbreak TinyEraserArcadeHaul WhackAMoleReactions ItWasRiggedISwear ArcadeDadFlex',
    prank:
      'ArcadeTicketSurprise ArcadeHighScoreMessage ClawMachineArcadeGift InsertCoinDoorbell LeaveTokensForKids ArcadePrizeDelivery',
    educational:
      'IsTheClawRigged ArcadeGoldenAgeQuiz InsideAnArcadeCabinet ArcadeTicketMath PacManGhostAI ArcadeGameDesign',
    cooking:
      'ArcadeTokenCookies ArcadePacManPizza SkeeBallArcadeCakePops PixelSpriteCupcakes PowerPelletTruffles ArcadeNightNachos',
    travel:
      'ArcadeCrawl ArcadeMuseumVisit BoardwalkArcadeTour TokyoArcadeNight RetroArcadePilgrimage InsertCoinAbroad',
    fashion:
      'ArcadeNeonFit ArcadeRetroJacket ArcadeSneakerLights InsertCoinArcadeTee PixelPatternKnit PlayerOneReady',
    wellness:
      'ArcadeNostalgiaNight ArcadeFriendDate ArcadeInnerChildHour PhoneFreeArcadeDay PlayLikeYoureTen NoHighScorePressure',
    speed:
      'ArcadeHighScoreRun ArcadeAirHockeyBlitz ArcadeHoopsTimer WhackAMoleArcadeRecord OneTokenChallenge PacManPelletRush',
    music:
      'ArcadeSoundsRemix ArcadeChiptune ArcadeTaikoDrums ArcadeThemeMedley EightBitLullaby TetrisOnKazoo',
    art: 'ArcadeCabinetBuild ArcadePixelArt InsertCoinArcadePoster SpriteCrossStitch PerlerBeadHeroes NeonArcadePhotoWalk',
    tech: 'ArcadeCabinetDIY ArcadeStickBuild ArcadeCRTRestore RaspberryPiArcade EmulateTheEighties CoinOpRescue',
    pet: 'ArcadePrizeForCat ArcadePlushieForDog DIYPetArcadeGame HamsterArcadeMaze KittyTouchscreenFish ClawMachineForTreats',
  },
  puffer: {
    dance:
      'PufferJacketDance PufferWaddleWalk SnowDayPufferShuffle TwirlInYourPuffer MarshmallowMoonwalk ZipUpAndGetDown',
    fitness:
      'PufferWinterRun PufferFrostyHike SnowDayPufferCardio JumpingJacksInPuffer ColdFrontCircuit SledPullSprint',
    funny:
      'PufferMarshmallowMode PufferArmsCantMove SeatbeltVsMyPuffer MichelinManPuffer WalkingDuvet ZipperStuckPanic',
    prank:
      'WarmPufferHandoff PufferPocketNote PufferHandWarmerStash PufferStuffedWithPlush MatchingPufferAmbush CocoaInTheHood',
    educational:
      'HowPufferJacketsWork PufferFillPower PufferRecycledBottles DownVsSyntheticPuffer TrappedAirScience FreezerPufferTest',
    cooking:
      'PufferSnowDayCocoa PufferSeasonSoup PufferCampfireChili WinterPufferPicnic PuffPastryPuffer FrostyMorningThermos',
    travel:
      'PufferSkiTrip PufferNorthernLights FrozenLakePufferWalk PackOnlyAPuffer ColdestCityChallenge IcelandInOneCoat',
    wellness:
      'PufferWinterWalk PufferStargazeNight SnowDayPufferStillness CrispAirPufferReset HuggedByYourCoat WrappedInWarmth',
    speed:
      'PufferPackItUpRace PufferStuffSackClock PufferZipUpBlitz SnowDayPufferRush BundleUpCountdown MittensOnInTen',
    music:
      'PufferZipperRhythm PufferSwishBeat PufferCrunchASMR CarolingInPuffers FrostyTheSnowmanCover JingleInAJacket',
    art: 'PufferJacketSketch PufferEmbroideryPatch SnowDayPufferPhotos WinterPufferPortrait PaintYourPuffer QuiltedTextureDrawing',
    tech: 'PufferHeatedJacketTest ThermalCameraPuffer PufferPowerBankPocket PufferPhoneWarmer ColdBatteryShowdown TouchscreenGloveCheck',
    pet: 'PufferJacketForMyDog PetPufferFitCheck PufferMatchingPooch SnowDayPufferPup BootiesFirstSteps KittyInTheHood',
    gaming:
      'PufferArcticQuest PufferSnowballArena SledRacePufferLeague FortnitePufferSkin IceLevelSpeedrun PufferCozyGameNight',
  },
  'power outage': {
    dance:
      'PowerOutageSilentDisco PowerBackOnDance PowerCutGlowstickRave NoPowerFreestyle BlackoutBoogie FlashlightFlashMob',
    fitness:
      'NoPowerNoProblemHIIT PowerOutagePlankOff SquatsTillPowerReturns LightsOutLunges HumanPowerPlant BodyweightBlackout',
    prank:
      'PowerOutageBlanketFort PowerOutageFairyLights FakePowerCutSurprise FlashlightTreasureHunt GlowStickAmbush NoPowerCampout',
    educational:
      'HowPowerGridsWork WhyPowerOutagesHappen PotatoPowerExperiment PowerOutagePrepKit KeepTheFridgeShut LemonBatteryLab',
    cooking:
      'PowerOutagePicnic CandlelitNoPowerDinner CookWithoutPower EatTheIceCreamFirst PowerCutPantryFeast CampStoveShowdown',
    travel:
      'PowerOutageStargazing PowerCutCafeEscape NoPowerDayTrip DarkSkyPark OffGridGetaway PowerOutageNightWalk',
    fashion:
      'PowerOutageDressInDark PowerOutageBlanketCape PowerOutageCozyFit CandlelightGlam PowerSuitByFlashlight HeadlampChic',
    wellness:
      'PowerOutageUnplugged PowerOutageEarlyBed EmbraceThePowerCut QuietHouseGratitude PowerDownToo LightsOutLetGo',
    speed:
      'PowerOutageTorchFind PowerOutageKitRace BatteryHuntNoPower LightsBackCountdown BeatTheBlackout PowerCutLanternDash',
    music:
      'PowerOutageAcoustic PowerOutageSingAlong HumUntilPowerReturns UnpluggedForReal PowerBalladInTheDark PotsAndPansPercussion',
    art: 'ShadowPuppetShowdown DrawInThePowerCut NoPowerLightPainting PowerOutagePortraits SketchByFlashlight PowerOutageGlowArt',
    tech: 'PowerCutSolarCharger PowerBankSurvivalTest PowerOutageUPSBackup HandCrankPowerRadio LastPhoneStanding LowPowerModeOnly',
    pet: 'CatEyesInPowerCut PowerOutagePetCuddles PowerBackDogReaction KittyFindsTheWarmSpot FlashlightFetch PowerOutagePuppyPile',
    gaming:
      'PowerOutageBoardGames NoPowerHandheldDuel SardinesInAPowerCut CandlelightCharades UnoByFlashlight PowerOutageMonopoly',
  },
  superhero: {
    dance:
      'SuperheroLandingDance SuperheroSlowMoStrut FlyLikeASuperhero SpinInASuperheroCape SidekickShuffle KapowChoreo',
    fitness:
      'SuperheroBurpeeSquad SuperheroSmashSlams TrainLikeASuperhero SupermanHoldChallenge CapedCrusaderCardio SidekickSpotsMe',
    prank:
      'SuperheroAlterEgo BatSignalSurprise SuperheroChoreRescue CapeForASuperheroDad SecretSuperheroGift HeroEntranceMusic',
    educational:
      'CouldASuperheroFly SuperheroScienceCheck AnimalSuperpowers EverydaySuperheroes MythbustingMarvel WhoWouldWinQuiz',
    cooking:
      'SuperheroCupcakes SuperheroShieldPizza SuperheroMaskPancakes PowerUpSuperSmoothie HulkSmashGuac ThorsHammerPretzels',
    travel:
      'SuperheroCityWalk SuperheroFilmSpots ComicConSuperheroTrip RooftopSuperheroPose RealLifeGotham SuperheroSkylineHunt',
    fashion:
      'SuperheroCapeLook SuperheroEverydayFit ClarkKentToSuperhero DressLikeASuperhero HeroInDisguise CosplayOnABudget',
    wellness:
      'SuperheroPowerPose SuperheroSelfTalk EvenSuperheroesNap KindnessIsASuperpower BeYourOwnHero HangUpTheCape',
    speed:
      'SuperheroQuickChange SuperheroRescueRace SuperheroObstacleDash PhoneBoothSuperhero FasterThanTheFlash SuperSpeedSuitUp',
    music:
      'SuperheroThemeCover SuperheroFanfareKazoo DuetWithASuperhero HumYourSuperheroSong HoldingOutForAHero MyWalkOutAnthem',
    art: 'SuperheroComicStrip SuperheroSelfPortrait SuperheroMaskCraft DesignYourOwnSuperhero KapowPopArt ActionFigureDiorama',
    tech: 'SuperheroGadgetBuild SuperheroGreenScreen SuperheroLEDArcReactor SlowMoSuperheroLanding IronManHelmetMod CGIFlightChallenge',
    pet: 'SuperheroPetCape SuperheroDogRescueRun CorgiSuperheroFlight BunnySuperheroSidekick BatCatReveal SuperPawsPose',
    gaming:
      'SuperheroBossFight SuperheroCoOpCampaign LegoSuperheroTeamUp DraftYourSuperpowers VillainArcSpeedrun HeroesVsHenchmen',
  },
  ramen: {
    dance:
      'RamenShuffle ThreeMinuteRamenDance RamenChopstickTwirl WetNoodleWiggle SlurpAndSway RamenBowlBounce',
    fitness:
      'NoMoreRamenArms ThreeMinuteRamenHIIT PostWorkoutRamen RamenBowlPlank BrothAndBurpees SlurpSquatRepeat',
    funny:
      'InstantRamenGourmet CollegeRamenChef RamenSlurpEtiquette RamenBrothSplashFail BrokeVsBougieRamen GordonRamsayRamen',
    prank:
      'RamenCakeReveal SurpriseRamenUpgrade RamenMarshmallowEgg SweetRamenFakeout MidnightRamenDelivery NoodleLoveNote',
    educational:
      'InstantRamenScience RamenBrothQuiz RamenRegionalStyles HowRamenEggsSet WhyRamenNoodlesCurl MomofukuAndoStory',
    travel:
      'RamenShopCrawl RamenAroundJapan RamenMuseumYokohama TicketMachineRamen NoodleNomad TokyoSlurpTour',
    fashion:
      'RamenShopFitCheck CozyRamenNightLook RamenBibChic StreetwearRamenDate SlurpProofOutfit HairUpForRamen',
    wellness:
      'RamenSelfCareNight CozyRamenRitual SlowRamenSlurp SoloRamenDate NoodleNirvana RainyDayRamen',
    speed:
      'RamenUpgradeSpeedrun ThreeMinuteRamenHack RamenToppingRace LongestRamenSlurp ChopsticksOnlyRelay BeatTheKettle',
    music:
      'RamenShopLofi RamenBowlBeat ChopstickRamenDrums BubblingRamenASMR SlurpSymphony NoodleNocturne',
    art: 'RamenBowlPainting AnimeRamenDrawing RamenNoodleDoodle RamenClayMiniature PonyoRamenRedraw SteamyStillLife',
    tech: 'RamenRobotChef RamenSousVideEgg SmartKettleRamenTest AIRatesMyRamen MicrowaveRamenHack VendingMachineRamen',
    pet: 'RamenCostumePup CatFitsInRamenBowl RamenPlushPillow RamenStringToyChase KittyNamedNoodle RamenPuppyBed',
    gaming:
      'RamenShopSim RamenRushHighScore PowerUpWithRamen BuildARamenStand NarutoRamenRun CupNoodleTierList',
  },
  chess: {
    dance:
      'KnightMoveChessStep ChessQueenGlide DanceLikeAChessPawn CheckmateFreeze CastleShuffle ChessboardBoogie',
    fitness:
      'ChessClockPlank ChessPawnPushUps KnightJumpChessDrill CheckmateBurpees ChessBoxingRound SquatPerCapture',
    funny:
      'ChessPieceVoices SportsCommentaryChess LifeAsAChessPawn KidBeatsDadAtChess PigeonChessMeme QueensGambitStare',
    prank:
      'ChessPieceSwap ChessChocolateSet ChessNoteUnderKing RubberDuckChessQueen SneakyExtraKnight MidnightChessMove',
    cooking:
      'ChessBoardCake ChessPawnMeringues EdibleChessSet CheeseCubeChess CheckmateCheesecake KnightMoveCookies',
    travel:
      'ChessInThePark ChessCafeCrawl WashingtonSquareChess LewisChessmenVisit ChessWithStrangers CheckmateInEveryCity',
    fashion:
      'ChessPrintFit ChessKnightPendant GrandmasterChessBlazer DressLikeAChessPiece QueensGambitStyle BlackAndWhiteOnly',
    wellness:
      'MindfulChessMinute ChessMorningPuzzle BreatheEachChessTurn GrandpaChessSunday OneMoveAtATime GoodGameHandshake',
    speed:
      'ChessBlitzBattle ChessSetupSprint ChessPuzzleRush BulletChessRematch BeatTheFlag ScholarsMateSpeedrun',
    music:
      'ChessClockBeat ChessTheMusicalCover SingYourChessMoves CheckmateAnthem OneNightInBangkok ChessPianoTheme',
    art: 'ChessPieceSketch DrawYourOwnChessSet ClayChessPawns ChessKingCarving KnightInShiningArt CheckeredCanvas',
    tech: 'ChessBotBattle ChessSmartBoard AIChessRematch RaspberryPiChessClock CanYouBeatStockfish CodeAChessEngine',
    pet: 'PetPicksTheChessMove ChessCatKnocksKing ChessDogRetrievesPawn ParrotPlaysChess KittenVsKnight PupNapsOnTheBoard',
    gaming:
      'ChessPuzzleStreak Chess960Round FogOfWarChess CheckmateInThree BongcloudChallenge HandAndBrainChess',
  },
  trumpet: {
    dance:
      'TrumpetFanfareDance TrumpetMariachiStep StrutToATrumpetSolo NolaTrumpetSecondLine BrassBandBounce TaDaTrumpetPose',
    fitness:
      'TrumpetBreathWorkout TrumpetMarchingLaps TrumpetBalloonLungs HoldATrumpetHighNote BrassAndBurpees FanfareFinisher',
    funny:
      'TrumpetWakeUpCall TrumpetMissedNoteFace TrumpetFirstSqueak SadTrumpetForEveryFail ReveilleForRoommates CheeksLikeGillespie',
    prank:
      'TrumpetFanfareSurprise TrumpetWelcomeHome TaDaTrumpetReveal KazooInATrumpet AnnounceTheirArrival RoyalTrumpetWakeUp',
    educational:
      'HowTrumpetsWork ThreeValvesAllNotes TrumpetJazzLegends BuzzLikeATrumpeter GardenHoseTrumpet SatchmoStory',
    cooking:
      'KingTrumpetScallops TrumpetNolaBeignets DinnerCallByTrumpet MariachiTrumpetTacos BrassBandBrunch TrumpetBellCupcakes',
    travel:
      'TrumpetFrenchQuarter TrumpetMariachiPlaza BrassBandTrumpetTour JazzClubTrumpetCrawl EchoValleyTrumpet SatchmoSummerfest',
    fashion:
      'TrumpeterFitCheck TrumpetJazzSuit TrumpetPorkpieHat MariachiTrumpetOutfit TrumpetSleeveStyle BrassButtonBlazer',
    wellness:
      'TrumpetBreathing TrumpetLongTones TrumpetEveningTaps SoftMutedTrumpet BlowOffSteam MorningReveilleRitual',
    speed:
      'TrumpetSpeedTongue TrumpetHighNoteRecord TrumpetScaleSprint FastestTrumpetSolo FlightOfTheBumblebee BugleCallBlitz',
    art: 'PaintedTrumpet TrumpetUpcycledLamp TrumpetStillLife JazzTrumpetPoster BrassReflectionPhoto OneLineTrumpet',
    tech: 'TrumpetLoopPedal TrumpetPracticeMute TrumpetDecibelTest SlowMoTrumpetValves AIAccompanistJam TrumpetMeetsSynth',
    pet: 'TrumpetPuppyDuet DogHowlsToTrumpet CatMeetsMutedTrumpet ParrotCopiesTrumpet FanfareForFido TrumpetVsTabby',
    gaming:
      'TrumpetZeldaJingle TrumpetMarioTheme BossMusicOnTrumpet VictoryFanfareTrumpet GuessTheGameTune SkeletonTrumpetDoot',
  },
  lego: {
    dance:
      'LegoMinifigDance LegoRobotStep AvoidTheLegoHop TinyLegoDiscoFloor EverythingIsAwesome BlockyBoogie',
    fitness:
      'LegoPlankBuild LegoCleanupSquats OnePushUpPerLego MinifigLegoWorkout TheFloorIsLego BrickByBurpee',
    funny:
      'SteppingOnLegoReaction LegoVacuumPanic LegoDadTakesOver TinyLegoSoapOpera TheLastPieceIsMissing MinifigMeImpression',
    prank:
      'LegoDeskTakeover LegoSurpriseBuild TinyLegoLibrary MinifigInvasion SpellItInBricks LegoMiniMeGift',
    educational:
      'LegoEngineeringLesson LegoFractionMath LegoBridgeStrengthTest HowLegoBricksAreMade HowStrongIsLego CountingWithMinifigs',
    cooking:
      'LegoBrickCake LegoChocolateMolds MinifigLegoCookies StudTopLegoCupcakes EdibleBlockParty RiceKrispieLegos',
    travel:
      'LegolandDayTrip LegoHouseBillundVisit LegoStoreHopping LandmarksInLego MinifigAroundTheWorld SouvenirBrickHunt',
    fashion:
      'LegoBrickJewelry LegoHairClips LegoBeltBuckle DressLikeAMinifig PrimaryColorsOnly LegoSneakerCustom',
    wellness:
      'LegoMindfulBuild LegoDeStressNight LegoBotanicalCalm QuietLegoBonsai OneBrickAtATime LegoFlowerBouquet',
    speed:
      'LegoSpeedBuild LegoBlindfoldAssembly FastestLegoMinifig TenMinuteLegoCar TallestTowerIn60 RainbowBrickSort',
    music:
      'LegoBrickPourASMR LegoMovieSongCover MinifigLegoBand WorkingLegoMusicBox BlockBeatbox PlayableLegoPiano',
    tech: 'LegoRoboticsBuild LegoStopMotionFilm TechnicLegoGearbox MotorizedLegoCar BrickBotBattle MindstormsMission',
    pet: 'LegoCatCastle LegoBuildMyDog MiniLegoKennel KittenVsLegoTower PawzillaAttack HamsterLegoMaze',
    gaming:
      'LegoBuildBattle LegoSpeedrun LegoFortniteSurvival MinifigLegoAdventure MasterBuilderMode LegoStarWarsCoOp',
  },
  toothbrush: {
    dance:
      'ToothbrushMicGroove ToothbrushShimmy FlossAfterToothbrush TwoMinuteToothbrushBop BrushAndBoogie ToothpasteTwist',
    fitness:
      'ToothbrushSquats ToothbrushBalanceHold WallSitWithToothbrush TiptoeToothbrushing BrushAndBurn TwoMinuteCalfRaises',
    prank:
      'ToothbrushGooglyEyes NewToothbrushSurprise GiantToothbrushSwap ToothbrushMirrorNote ToothFairyLetter BristleBuddyMakeover',
    educational:
      'ToothbrushPlaqueDye ToothbrushGermCulture FirstToothbrushEver SpinVsManualToothbrush WhyTwoMinutes ChewStickToToothbrush',
    cooking:
      'ToothbrushSpeckledEggs ToothbrushMushroomPrep ToothbrushStencilCake GalaxyCookieToothbrush SplatterPaintDonuts MintyFreshMacarons',
    travel:
      'ToothbrushPackingHack ForgotMyToothbrushTrip ToothbrushWorldTour ToothbrushWithAView CarryOnToiletryKit HostelSinkDiaries',
    fashion:
      'BrushUpYourBrows EdgesWithAToothbrush SuedeToothbrushRescue ToothbrushSplatterTee SneakerScrubRevival ToothbrushNailArt',
    wellness:
      'MindfulToothbrushing ToothbrushNightRoutine ToothbrushAffirmations ToothbrushHabitStreak BrushAndBreathe MirrorPepTalk',
    speed:
      'ToothbrushRelayRace ToothbrushFlipCatch BalanceAToothbrush ToothbrushCupToss ToothpasteBlitz BrushBeforeTheBeep',
    music:
      'ToothbrushKaraoke ToothbrushTimerSong TwoMinuteToothbrushJam ToothbrushDrumsticks HumAlongToTheBuzz FoamyMouthOpera',
    art: 'ToothbrushSplatterArt ToothbrushFurTexture ToothbrushStencilPrint GalaxyByToothbrush SnowstormSpatter BristleBracelets',
    tech: 'ToothbrushBristlebot SmartToothbrushTest ToothbrushTeardown SlowMoToothbrushCam BluetoothToothbrush BrushScoreShowdown',
    pet: 'ToothbrushPupReaction CatMeetsToothbrush DogFingerToothbrush ToothbrushChewToy DoggyDentalDay PearlyWhitesPet',
    gaming:
      'ToothbrushBossBattle ToothbrushHighScore ToothbrushSwordQuest ARToothbrushGame PlaqueInvaders CavityCrusherLevel',
  },
  campfire: {
    dance:
      'CampfireHoedown DanceAroundTheCampfire CampfireSmoresShimmy BonfireBoogie FirelightFreestyle GlowstickCampfireJig',
    fitness:
      'LogCarryToTheCampfire CampfireKindlingSquats SunriseCampfireYoga CampfirePlankTales EarnYourSmores WoodPileWorkout',
    prank:
      'GiantCampfireSmore CampfireStoryTwist CampfireBigfootPrints WakeUpCampfireCocoa MarshmallowAmbush GlowStickGhostWalk',
    educational:
      'HowCampfiresBurn CampfireSafetyQuiz CampfireFireTriangle WhyCampfireEmbersGlow LeaveNoTraceRules WhyLogsCrackle',
    cooking:
      'CampfireBananaBoats FoilPacketCampfireMeal CampfireSkilletCobbler StickBreadOverCampfire SmoreOrLess DutchOvenDare',
    travel:
      'CampfireStargazingTrip CampfireLakesideNight BeachCampfireSpot DesertBonfireEvening OffGridWeekend FirepitWithAView',
    fashion:
      'CampfireFlannelFit LayerUpForTheCampfire CampfireBlanketPoncho SweaterWeatherBonfire MarshmallowPuffer CampfireBeanieStyle',
    wellness:
      'GratitudeByTheCampfire CampfireFlameGazing CampfireCrackleASMR JournalByTheCampfire EmbersAndExhales PhonesInTheTent',
    speed:
      'FastestCampfireSmore CampfireKindlingHunt CampfirePutOutDrill TenMinuteCampfireSetup TentUpBeforeDark MarshmallowToastOff',
    music:
      'SingAlongAtTheCampfire AcousticCampfireCover CampfireCrackleBeat CampfireHarmonicaBlues KumbayaRemix WonderwallByTheFire',
    art: 'CampfireCharcoalSketch PaintTheCampfire CampfireShadowPuppets MiniCampfireDiorama SparklerSignatures FirelightPortraits',
    tech: 'TimelapseTheCampfire CampfireNightShot CampfireStarterTest ThermalCamVsCampfire SmokelessFirepitReview FireToWatts',
    pet: 'CampfirePupCuddle AdventureCatCampfire SleepyPuppyByCampfire CampfireDogBlanket HappyCamperPet TentZoomies',
    gaming:
      'CampfireStoryGame UnoByTheCampfire CampfireWerewolfRound ReachTheBonfire TwoTruthsByTheFire CampfireCharadesNight',
  },
  shoe: {
    dance:
      'TapShoeRoutine ShoeShuffle SqueakyShoeFootwork ShoeHeelClick BlueSuedeShoesDance KickOffYourShoes',
    fitness:
      'BarefootVsShoeJump ShoeBoxStepUps ShoeMileStreak LaceUpShoesStairs FreshKicksFirstRun SquatInYourSneakers',
    funny:
      'ShoeGameCouples WhoseShoeIsThis DadWearsMyShoes WrongShoesAllDay IfTheShoeFits OneShoeCinderella',
    prank:
      'ShoeBoxMysteryGift TinyShoesOnThePlant ShoelaceColorSwap GiantShoesAtTheDoor ShoeFairyVisit NoteInTheToe',
    educational:
      'HowShoesAreMade WhyMenWoreHeels OldestShoeEverFound ShoeAnatomyQuiz WhyLeftAndRightShoes BarleycornSizing',
    cooking:
      'ShoeShapedCookies HighHeelShoeCupcakes ChocolateStilettoShoe IsItCakeOrAShoe SneakerheadBakeOff ShoeBoxBentoLunch',
    travel:
      'OnePairOfShoesAbroad WornOutTravelShoes DutchClogShoeMaker ShoeMuseumVisit WalkAMileInMyShoes SouvenirSandalHunt',
    wellness:
      'ShoeDonationDrive ShoeFreeSunday ShoesOffAtTheDoor KickOffYourShoes InSomeoneElsesShoes GrassBetweenYourToes',
    speed:
      'ShoesOnIn10Seconds FastestShoeShine ShoeMatchScramble PileOfShoesRelay PairUpPanic OneShoeHopRace',
    music:
      'TapShoeSolo ShoeBoxGuitar SqueakyShoeSong ClogShoePercussion BlueSuedeShoesCover StompTheYard',
    art: 'CustomShoeArt PaintYourShoes DoodleOnWhiteShoes HighHeelShoeSculpture StarryNightSneakers ShoeboxDiorama',
    tech: 'SmartShoeReview FootScanShoeFitApp 3DPrintedShoeSole SelfLacingShoeTest CanAIDesignAShoe LightUpSneakerHack',
    pet: 'PetFetchesMyShoe ShoeThiefPuppy DogShoesFirstWalk KittenInMyShoe IfIFitsISitsShoebox TheGreatSlipperHeist',
    gaming:
      'PixelShoeDesign GuessTheShoeBrand ShoeCollectorQuest ShoeTierList BootsOfSpeedIRL SneakerheadSimulator',
  },
  origami: {
    dance:
      'CraneKickOrigami OrigamiFanFlick OrigamiFrogHopStep ParasolOrigamiTwirl UnfoldTheGroove OrigamiRobotMoves',
    fitness:
      'OrigamiPlaneSprints SquatPerOrigamiFold OrigamiFrogJumps ForwardBendOrigami UnfoldYourSpine CraneStanceBalance',
    funny:
      'OrigamiFromTheReceipt OrigamiBlobOrFrog NapkinOrigamiSwan NailedItOrigami CrumpledOrigamiCrane StepSevenMeltdown',
    prank:
      'OrigamiCraneInvasion OrigamiNoteSurprise OrigamiHeartInWallet LuckyStarOrigamiJar ButterflyAmbush FoldedWithLove',
    educational:
      'OrigamiMath OrigamiInSpace ThousandOrigamiCranes MiuraFoldOrigami PaperToTheMoon StentsAndAirbags',
    cooking:
      'DumplingFoldOff OrigamiCraneCookies OrigamiNoriBoats SpringRollOrigami ParchmentOrigamiPocket SwanNapkinDinner',
    travel:
      'OrigamiLeftInEveryCity HiroshimaOrigamiCranes OrigamiKyotoWorkshop WashiOrigamiShopHunt FoldTheMap OrigamiFromTicketStubs',
    fashion:
      'OrigamiEarrings OrigamiPleatedSkirt PaperOrigamiCorsage FoldedToPerfection IsseyMiyakePleats OrigamiHatParade',
    wellness:
      'MindfulOrigami OrigamiGratitudeCranes OrigamiWishJar OrigamiWorryBoat CreaseAndRelease FoldAndBreathe',
    speed:
      'SpeedOrigami OrigamiCraneRace FastestOrigamiFrog OrigamiFortuneTeller60 PaperPlaneDistanceDuel OneMinuteFoldOff',
    music:
      'OrigamiToTheBeat OrigamiSheetMusic OrigamiCrinkleASMR OrigamiWhistleSolo PaperBangerDrop FoldToTheTempo',
    tech: 'OrigamiPhoneStand OrigamiRobotFold OrigamiLEDLantern PopUpOrigamiCircuit CreaseASolarSail AIDesignsAnOrigami',
    pet: 'OrigamiVsMyCat FoldYourPetInOrigami OrigamiKittenHat PuppyOrigamiCrown HamsterPaperPalace PawsAndCreases',
    gaming:
      'OrigamiDiceBox OrigamiKingQuest OrigamiChessSet CootieCatcherOrigami PaperMarioIRL FlickFootballFinals',
  },
  skirt: {
    dance:
      'SkirtTwirlDance CircleSkirtWaltz PleatedSkirtSway PoodleSkirtJive SpinUntilItFlares FlamencoFlounce',
    fitness:
      'TennisSkirtWorkout PilatesInAPleatedSkirt SkirtPickleballRally KiltHighlandGames PleatsAndPlanks SquatProofSkirt',
    funny:
      'ItHasPockets SkirtTwirlTest DadTriesASkirtSpin KiltVsSkirtDebate StaticClingSaga SkirtOrCurtain',
    prank:
      'SkirtFromTheCurtains SkirtMatchesTheCouch TutuSkirtDoorAnswer SkirtSwapWithMom SurpriseTwinningDay TableclothTakeover',
    educational:
      'PiInACircleSkirt SkirtAroundTheWorld HowSkirtPleatsWork KiltTartanOrigins HemlineIndexTheory WhenSkirtsWereForMen',
    cooking:
      'SkirtDollCake TutuSkirtCupcakes SkirtSteakTacos RuffleSkirtCrepes PleatedPieCrust FondantFrillFrenzy',
    travel:
      'SkirtTravelCapsule MidiSkirtSightseeing SkirtSummerInItaly MaxiSkirtMarketDay OneSkirtFiveCities TwirlInEveryPiazza',
    wellness:
      'SkirtMeadowTwirl FlowySkirtFreedom SewASkirtSlowly WildflowerSkirtMorning SpinIntoSunday BarefootInTheBreeze',
    speed:
      'SkirtSpinCount TenLooksOneSkirt SkirtQuickChange HemASkirtIn10 FiveMinuteSkirtSew MostTwirlsIn30',
    music:
      'SkirtSwishBeat PoodleSkirtRockNRoll FlamencoSkirtGuitar GrassSkirtUkulele SockHopSingAlong TwirlToTheChorus',
    art: 'SkirtFashionSketch PatchworkSkirtSew FlowerPetalSkirts PaintYourSkirt CroquisChallenge TieDyeASkirt',
    tech: 'SkirtTwirlSlowMo SkirtTransitionEdit LightUpSkirtBuild AITriesOnSkirts VirtualFittingRoom GreenScreenSkirtSwap',
    pet: 'SkirtHemKittenPounce DogReactsToSkirtTwirl PetSitsOnMySkirt TutuSkirtForPup TwinningWithMyCat RuffleAttack',
    gaming:
      'PleatedSkirtCosplay PrincessPeachSkirt SimsSkirtWardrobe AvatarSkirtDesign AnimalCrossingCloset DressUpGameIRL',
  },
  toaster: {
    dance:
      'PopGoesTheToaster ToasterCountdownDrop ToasterSpringHop WaitForTheToasterJig ToastyTwoStep ButterSideUpBoogie',
    fitness:
      'ToasterPopSquats ToasterTimerPlank ToasterSpringJumps PushUpsBeforeToast GoldenBrownGains LungeTillItLaunches',
    prank:
      'ToasterGooglyEyes ToasterSmileySurprise BreakfastToastMessage PopTartLoveNote ToastedInitials ApplianceGlowUp',
    educational:
      'HowToastersWork WhyToasterCoilsGlow WhyToastTurnsBrown WhatsInsideAToaster MaillardMagic BeforeSlicedBread',
    cooking:
      'ToasterBagelBrunch ToasterWaffleSundae CookWithOnlyAToaster HomemadePopTarts ToastWithTheMost JamSessionBreakfast',
    travel:
      'ConveyorToasterRating ToasterCampsiteMorning ToastAroundTheWorld ToasterMuseumVisit BuffetBreakfastRanking RoadsideDinerCrawl',
    fashion:
      'ToasterRetroFit DressLikeYourToaster ToastTonesOutfit ButteryYellowGlowUp GoldenBrownGlam ToasterChromeMakeup',
    wellness:
      'ToasterMorningPause ToasterWaitBreathing ToasterGratitudeMinute MindfulFirstBite RaiseAToastToYou PeaceBeforeThePop',
    speed:
      'BeatTheToaster ToasterTimerTidy ButterTheToastFast ToasterCatchStreak JamSpreadSprint BeforeThePopBlitz',
    music:
      'ToasterDrumroll ToasterClickPercussion CrunchyToastASMR BreakfastBeatbox LiterallyPopMusic ToastyTunes',
    art: 'ToasterStencilArt ToastCanvasPortrait SelfieInToasterChrome BurntCrustCharcoal MonaLisaOnRye ToasterStillLife',
    tech: 'SmartToasterTest ToasterTeardown ToasterImagePrinting ArduinoToasterMod CanItRunDoom OverEngineeredToast',
    pet: 'ToasterPopPetReaction ToasterSitAndStay DogWaitsForToaster ToasterShapedCatBed PuppyMeetsTheToaster KittyLoafOrBread',
    gaming:
      'GuessWhenToastPops ToasterQuickDraw FlyingToastersArcade ToasterBossBattle WillItRunOnToaster BreakfastRushLevel',
  },
  weekend: {
    dance:
      'WeekendKitchenDance ItsTheWeekendShuffle WeekendModeTwoStep FiveOClockWeekendDrop SaturdayNightFever TGIFGroove',
    fitness:
      'WeekendWarriorWorkout WeekendLongRide EarlyWeekendRun LazyWeekendStretch SaturdaySweatSesh SundayRunday',
    prank:
      'WeekendMondayFakeOut WeekendChoreFairy WeekendMysteryOuting SecretWeekendBreakfast PackYourBagsNow PancakeWakeUpCall',
    educational:
      'WhyWeHaveWeekends WeekendLanguageLesson OneBookPerWeekend SaturdaySkillSwap LearnItBySunday WeekendMuseumQuiz',
    cooking:
      'WeekendPancakeStack WeekendMealPrep HomemadePizzaWeekend LazyWeekendWaffles SaturdaySourdough SundaySauceSimmer',
    travel:
      '48HourWeekendGetaway WeekendCampout CheapWeekendDayTrip WeekendTrainEscape TouristInMyOwnTown DartOnTheMap',
    fashion:
      'WeekendFitCheck WeekendBrunchOutfit OfficeToWeekendSwap PackAWeekendBag SundayBestChallenge OffDutyStyle',
    wellness:
      'WeekendReset WeekendDigitalDetox SlowWeekendMorning JournalYourWeekend SundayScariesCure NoAlarmSaturday',
    speed:
      'WeekendChoreSpeedrun PowerHourWeekendTidy WeekendLaundryBlitz BeatTheWeekendClock ErrandsBeforeBrunch FridayFinishLine',
    music:
      'WeekendJamSession LazyWeekendCover WeekendGarageBand KaraokeWeekendKickoff FridayImInLove SaturdaySingAlong',
    art: 'WeekendSketchbook PaintYourWeekend WeekendPleinAir ThisWeekendInCollage SaturdayMasterpiece SundaySketchSession',
    tech: 'WeekendCodeProject PhoneCleanupWeekend WeekendPCBuild SmartHomeWeekendSetup ShipItBySunday SaturdayHackathon',
    pet: 'WeekendHikeBuddy LazyWeekendCuddles WeekendDogPark WeekendCatAlarmClock SaturdayZoomies SpaDayForMyPup',
    gaming:
      'WeekendGamingMarathon BoardGameWeekend WeekendLanParty WeekendBacklogClear DnDSunday FridayNightRaid',
  },
  hamster: {
    dance:
      'DoTheHamsterDance HamsterWheelStep HamsterShuffle WiggleLikeAHamster CheekyChoreo TinyPawsTwist',
    fitness:
      'HamsterWheelCardio HamsterMileMatch RunLikeAHamster OutwalkYourHamster HamsterVsHuman CheekPuffCrunches',
    funny:
      'HamsterVoiceover HamsterSnackHeist HamsterHoudiniEscape CaughtTheHamsterYawn DramaticHamster CheeksFullOfSecrets',
    prank:
      'HamsterPlushSwap HamsterCheeksPhotobomb TinyHamsterGiftBox GooglyEyesHamsterBall MiniatureBirthdayBash WhoLetTheHamsterOut',
    educational:
      'HowHamsterCheeksWork WhyHamstersRunAtNight HamsterSpeciesQuiz WildHamsterHabitat PouchCapacityMath HowFarDoHamstersRoam',
    cooking:
      'HamsterMiniKitchen HamsterFaceOnigiri HamsterSafeVeggieBowl MacaronHamsters TinyBurritoChallenge CheekyBuns',
    travel:
      'TravelPlushHamster FindAHamsterSitter HamsterTinyCityTour WildHamstersOfVienna PocketPetPassport MiniLandmarkSafari',
    fashion:
      'TinyHatTuesday HamsterEarsHeadband DressLikeYourHamster MatchYourHamsterFit CheekyChic HamsterPrintPajamas',
    wellness:
      'HamsterCozyNest HamsterSlowNibble MindfulHamsterWatch BurrowLikeAHamster GetOffTheWheel HamsterTherapyHour',
    speed:
      'HamsterMazeTimer HamsterBallRelay ClockTheHamsterWheel SpeedBuildHamsterTubes CleanCageCountdown TunnelTimeTrial',
    music:
      'HamsterWheelBeat SongForMyHamster HamsterNibbleASMR HamsterDanceRemix TinyPianoConcert SqueakAlong',
    art: 'HamsterPortrait HamsterCardboardCastle TinyHamsterDiorama DoodleYourHamster RenaissanceHamster ClayCheeksChallenge',
    tech: 'HamsterWheelOdometer Hamster3DPrintedMaze ArduinoHamsterFeeder LiveStreamYourHamster CanAHamsterChargeIt NightVisionNibbles',
    gaming:
      'HamsterObstacleCourse HamsterBallBowling RetroHamsterballRun MinecraftHamsterHome TinyNinjaWarrior HamsterMazeEscape',
  },
  'delivery driver': {
    dance:
      'DeliveryDriverDance MailmanShuffle DeliveryGuyVanGroove PorchPartyMailCarrier SignedSealedDanced DoorstepDisco',
    fitness:
      'DeliveryDriverStretch StepCountOfAMailman BoxSquatsDeliveryGuy CarryLikeAMailCarrier LiftWithYourLegs PackagePress',
    funny:
      'DeliveryDriverDogWave DoorbellCamMailman WrongAddressDelivery MailCarrierVsChihuahua SorryWeMissedYou NarratingMyDelivery',
    educational:
      'NoLeftTurnsDeliveryGuy HowDeliveriesTravel MailmanRouteMath ADayAsAMailCarrier ZipCodeDecoded PonyExpressFacts',
    cooking:
      'DeliveryDriverCookies LemonadeForTheMailman IcedTeaForMailCarrier PorchSnackStation HandPiesForDrivers DeliveryDayMuffins',
    travel:
      'MailmanHiddenGems RuralMailCarrierRoute ScenicDeliveryGuyDrive DeliveryDriverRoadTrip MuleTrainDelivery PostOfficePassport',
    fashion:
      'DeliveryDriverFitCheck MailmanUniformLook ComfyMailCarrierShoes HiVisDeliveryLayers ShortsInWinter BrownIsTheNewBlack',
    wellness:
      'DeliveryDriverThankYou PorchCoolerForMailman DeliveryGuyGratitude MailCarrierStretch WaveAtYourDriver DoorstepKindnessNote',
    speed:
      'MailmanPackageSort DeliveryDriverBoxStack BeatTheDeliveryDriver HundredStopsTimer VanTetris SameDayDeliveryDash',
    music:
      'DeliveryDriverJingle MailmanSongCover WhistleWhileDelivering SingToTheMailCarrier PleaseMrPostman SignedSealedDelivered',
    art: 'ChalkNoteForMailman DeliveryDriverPortrait DeliveryGuyBoxArt DoorstepWelcomeMat DecorateYourMailbox DeliveryDayDoodle',
    tech: 'DeliveryDriverRouteApp DoorbellCamDeliveryGuy TrackYourMailCarrier DroneVsDeliveryDriver RobotDeliveryTest SmartParcelLocker',
    pet: 'PetWaitsForMailman DogLovesTheMailCarrier DeliveryDriverTreatJar KittenSpotsDeliveryGuy ArchEnemyOrBestie PorchPatrolPup',
    gaming:
      'DeliveryDriverSimRun DeliveryGuyHighScore CoopMailmanChaos TriviaForMailCarriers PaperboyRetroRoute OvercookedDeliveryRush',
  },
  sink: {
    dance:
      'SinkSideShuffle SinkScrubGroove KitchenSinkTwoStep TowelTwirlAtTheSink DishDutyDisco SudsySalsa',
    fitness:
      'SinkSideCalfRaises SinkCounterPushup DishSquatsAtTheSink WallSitBesideTheSink RinseAndRepeatReps ElbowGreaseWorkout',
    prank:
      'CleanSinkSurprise RubberDuckSinkParade SinkFullOfBalloons SinkThankYouNote DishesDoneByElves GooglyEyeFaucet',
    educational:
      'HowASinkTrapWorks WhySinksGurgle SinkDrainSwirlMyth SinkToSeaJourney SinkOrFloatLab WhereDoesTheWaterGo',
    cooking:
      'KitchenSinkCookies OverTheSinkMango CleanAsYouCookSink SinkBerryWashHack OnePanNoMess ZeroDishDinner',
    travel:
      'HotelSinkLaundry SinkWithAView FanciestSinkFound AirportSinkRanking TapWaterTasteOff HostelDishDuty',
    fashion:
      'SinkSideGRWM SinkMirrorFitCheck TieDyeInTheSink ScrubSneakersInTheSink HandWashOnly StainSOS',
    wellness:
      'NightlySinkReset EmptySinkPeace MindfulDishesAtSink SinkColdSplashWakeUp ShineYourSink WashAwayTheDay',
    speed:
      'SinkClearSpeedrun FastestSinkShine SinkDishesIn10 DishwasherVsSink BeatThePotPile RinseRelayRace',
    music:
      'SinkDrumSolo SinkDripBeat WaterGlassSinkTune KaraokeAtTheSink SingingInTheSink LidClashSymphony',
    art: 'SinkStillLife SinkBacksplashMosaic SculptSinkSuds WatercolorYourSink SlowMoSplashArt SoapBubblePortrait',
    tech: 'TouchlessSinkTest SinkLeakSensorHack SlowMoSinkSplash SinkSmartFaucet WaveToWash FilterVsTapTaste',
    pet: 'CatInTheSinkChallenge PetVsDrippingSink SinkBathForSmallPups SinkFaucetKittyStare IfItFitsItSinks MuddyPawsRinse',
    gaming:
      'SinkDishTetris OvercookedSinkChaos SinkPlumberSpeedrun KitchenSinkBossLevel PipeDreamPuzzle PowerWashSimIRL',
  },
  halloween: {
    dance:
      'HalloweenZombieShuffle SpookyScarySkeletons ThrillerOnHalloween MonsterMashMoves HalloweenHexHop HalloweenBroomstickJig',
    fitness:
      'HalloweenMonsterCrawl HalloweenGhostLunges ZombieHalloweenHIIT PumpkinSquats TrickOrTreatSteps HalloweenCandyBurn',
    funny:
      'HalloweenCandyReviews LastMinuteHalloween DadTaxOnHalloween TooOldToTrickOrTreat HalloweenNailedIt WhoIsThatSupposedToBe',
    prank:
      'HalloweenSkeletonPoses HalloweenGooglyEyes PlasticSpiderHalloween YouveBeenBooed PaperBatSwarm HalloweenFridgeFaces',
    educational:
      'HalloweenFactOrMyth HalloweenCandyMath SamhainToHalloween WhyHalloweenIsOct31 WhyWeCarvePumpkins TurnipJackOLanterns',
    cooking:
      'HalloweenTreatBakeOff HalloweenWitchBrew SpookyHalloweenPizza MummyHotDogs BooNanas HalloweenEyeballPops',
    travel:
      'SalemOnHalloween HalloweenCornMaze HalloweenHauntedWalk PumpkinPatchDayTrip SleepyHollowPilgrimage HalloweenCastleStay',
    wellness:
      'CozyHalloweenNight SlowHalloweenCarving PumpkinSpiceSelfCare HalloweenFearJournal HalloweenCandleGlow BlanketFortFrights',
    speed:
      'HalloweenMummyWrap HalloweenCostumeRace SpeedCarveHalloween BobForApplesCount QuickChangeCountdown HalloweenCandySort',
    music:
      'ThisIsHalloweenCover HalloweenMonsterMash HalloweenCreepyChoir SkeletonXylophone TimeWarpAgain HalloweenOrganRiff',
    art: 'HalloweenWindowArt HalloweenMaskMaking PumpkinPicasso PaperBatHalloweenWall HalloweenYarnWeb SpookySilhouettes',
    tech: 'HalloweenProjection AIHalloweenCostume HalloweenSmartLights AnimatronicDIY TalkingSkullBuild HalloweenDoorbellCam',
    pet: 'PetHalloweenCostume BlackCatHalloween HalloweenPawrade PuppyVsYardSkeleton PupkinSpice HalloweenPumpkinPup',
    gaming:
      'HalloweenEscapeRoom HalloweenGameNight MinecraftHalloween GhostHuntCoop FNAFChallenge HalloweenBossRush',
  },
  bench: {
    dance:
      'ParkBenchDuet SeatedBenchChoreo BenchHopShuffle BusStopBenchBop LaLaLandBenchDance OffTheBenchBoogie',
    funny:
      'BenchWarmerDiaries HowManyFitOnABench PigeonBenchStandoff BusStopBenchRomance ForrestGumpBench WetPaintPanic',
    prank:
      'FakeWetPaintBench KindNoteOnTheBench BenchBalloonBouquet TinyPicnicOnABench ReservedForLegends BenchCushionSurprise',
    educational:
      'BenchDipMuscleMap BenchPressFormCheck ParkBenchHistory WhyBenchesFaceViews BenchmarkOrigins ReadTheBenchPlaque',
    cooking:
      'ParkBenchPicnicSpread PackABenchLunch BenchSandwichShowdown BenchBentoBox BenchPressPanini ThermosWithAView',
    travel:
      'BenchWithTheBestView CityBenchHop SunsetBenchFind BenchMovieSceneSpots FrontRowSeatAbroad RateThatBench',
    fashion:
      'BenchFitCheck ParkBenchLookbook BenchStreetStyleShoot BusStopBenchOutfit OneBenchTenPoses SitPrettyChallenge',
    wellness:
      'FiveMinuteBenchPause BenchBirdwatchBreak BenchSunriseCoffee LakesideBenchBreathing FriendshipBenchChat JustSitThere',
    speed:
      'BenchTapsIn60 BenchStepUpSprint BenchHopRelay ParkBenchLoopRace TagEveryBench DipDashChallenge',
    music:
      'ParkBenchAcoustic PianoBenchCover BenchBuskerSession BenchHarmonicaBlues HeartAndSoulDuet PigeonsAsAudience',
    art: 'ParkBenchSketch PaintedBenchMakeover BenchViewWatercolor PigeonOnABenchDoodle GaudiBenchMosaic DrawTheSitters',
    tech: 'SolarBenchCharge BenchRepCounterApp BenchFormSlowMo SmartCityBenchTour SpotterBot AIRatesMyBenchPress',
    pet: 'PetParkBenchPose BenchPeopleWatchingPup DogPawsUpOnBench CatOnTheBenchStare WhoSavedMySeat SitStayBenchChallenge',
    gaming:
      'ParkBenchChess BenchWarmerToMVP BenchCheckersRematch BackgammonOnABench WinnerKeepsTheBench CardSharkShowdown',
  },
  'drive thru': {
    dance:
      'DriveThruSeatDance DriveThruCarShimmy DancingInTheDriveThru CupholderSalsa DriveThruWindowWiggle OrderUpShuffle',
    fitness:
      'SkipTheDriveThruWalk DriveThruSeatStretch BikeThroughDriveThru ParkFarAndStride BurnOffTheFries DriveThruCalfRaises',
    prank:
      'PayItForwardDriveThru DriveThruCompliment HomeDriveThruWindow DriveThruStaffCookies CheerForTheCrew SurpriseSundaeRun',
    educational:
      'FirstDriveThruEver HowDriveThrusWork WhyFriesGetSoggy DriveThruMenuTricks DriveThruOrderMath WhyTheSpeakerCrackles',
    cooking:
      'DriveThruAtHome DriveThruSauceLab CopycatDriveThruBurger OvenFriesRemake FakeawayFriday DriveThruShakeDupe',
    travel:
      'DriveThruSafari DriveThruTreeTunnel DriveThruWeddingChapel WeirdestDriveThruEver RegionalChainHunt ChristmasLightsCruise',
    fashion:
      'DriveThruFitCheck PajamasToTheDriveThru BlackTieDriveThru DriveThruHoodieHero MilkshakePastelLook SunglassesAtTheWindow',
    wellness:
      'DriveThruKindness DriveThruSunsetSip SmileAtTheDriveThru MindfulMilkshake ParkAndSavor DriveThruCarPicnic',
    speed:
      'DriveThruTimeTrial DriveThruMenuMemory FastestDriveThruInTown ComboNumberBlitz OrderInOneBreath DriveThruExactChange',
    music:
      'SingYourDriveThruOrder RapTheDriveThruMenu DriveThruCarKaraoke FryBagPercussion OperaAtTheSpeaker DriveThruJingle',
    art: 'DriveThruSignSketch DriveThruNeonPainting DriveThruCupDoodle FrenchFryMosaic KetchupMasterpiece EdwardHopperDriveThru',
    tech: 'CanAITakeMyOrder DriveThruWaitTracker DriveThruAppDeals DashCamDriveThruRun MobileVsSpeakerRace DriveThruDigitalMenu',
    pet: 'PetDriveThruReaction DriveThruDogWindow CatAtTheDriveThru DriveThruTreatForPup DriveThruHeadTilt BarkYourOrder',
    gaming:
      'DriveThruRushHourLevel GuessTheDriveThruTotal DriveThruTycoonBuild BackseatTriviaRound BurgerTimeRetroRun DriveThruBingo',
  },
  pretzel: {
    dance:
      'TwistAndShoutPretzel PretzelPolkaHop TieYourselfInAPretzel BendLikeAPretzel KnotYourAverageDance PretzelLegsShuffle',
    fitness:
      'PretzelStretch PretzelTwistCrunches RunForASoftPretzel UntieYourKnots SaltySweatSesh PretzelPoseHold',
    funny:
      'PretzelShapingFails PretzelBiteOrderDebate DadVsGiantPretzel SaltySnackCritic PretzelsMakeMeThirsty TwistedLogicSkit',
    prank:
      'PretzelHeartSurprise ChocolatePretzelDrop GiantPretzelReveal PretzelRodBouquet SpellItInPretzels KnotSoSecretAdmirer',
    educational:
      'WhyPretzelsAreBrown PretzelShapeMeaning PretzelMonkLegend LyeDipChemistry TwistedHistory PretzelKnotTopology',
    travel:
      'PretzelBakeryCrawl OktoberfestPretzelTrip PhillySoftPretzelTour PretzelFactoryVisit BrezelInBavaria TwistAroundTheWorld',
    fashion:
      'PretzelBraidHair PretzelKnotScarf MakeAPretzelBracelet OktoberfestOutfit TwistedUpdo PretzelNecklaceParty',
    wellness:
      'PretzelUntwistStretch PretzelSnackPause PretzelKneadingCalm MindfulPretzelTwisting KneadToRelax UnknotYourShoulders',
    speed:
      'PretzelTwistRace PretzelDoughRollRelay DipTenPretzelsFast SaltSprinkleSprint FigureEightFrenzy PretzelRodJenga',
    music:
      'PretzelCrunchBeat PretzelPolka YodelForAPretzel OompahBandJam TwistAndShoutCover PretzelRodDrumroll',
    art: 'PretzelStickCabin PretzelLetterArt PretzelMosaicPortrait SketchAPretzelKnot TwistedSculpture SaltyStillLife',
    tech: 'PretzelTwistSlowMo PretzelAirFryerTest PretzelRobotShaping AIDesignsAPretzel KnotTheoryCode 3DPrintedPretzel',
    pet: 'PetNamedPretzel PretzelPlushSqueak DogPretzelStretch SleepsLikeAPretzel WeirdestNapPose PretzelPupCostume',
    gaming:
      'PretzelKnotPuzzle PretzelTwisterRound StackThePretzelJenga SaltyComboStreak PretzelPokerChips SnackStakesUno',
  },
  giraffe: {
    dance:
      'GiraffeNeckSway GiraffeStiltStrut GiraffeGallopStep GiraffesCantDance SkyHighLimbo SpottedShuffle',
    fitness:
      'GiraffeNeckStretch GiraffeTiptoeReach GiraffeCalfRaises TallOrderChallenge WateringHoleSquat PostureLikeAGiraffe',
    funny:
      'GiraffeHeightProblems GiraffeTongueSurprise WhenYoureTheGiraffe DuckingLikeAGiraffe HowsTheWeatherUpThere GiraffeVoiceover',
    prank:
      'GiraffeWindowPeek GiraffeSpotStickers GiraffeCutoutDoorway OnesieGiraffeEntrance FindTheGiraffe TallSurpriseDelivery',
    educational:
      'GiraffeHeartScience GiraffeSpotPatterns HowGiraffesDrink WhyGiraffesHum SevenBonesLikeYou BlueTongueMystery',
    cooking:
      'GiraffeBread GiraffeSpotCake GiraffePancakeArt SpottedSugarCookies SavannaGiraffeBoard SkyscraperSandwich',
    travel:
      'GiraffeSafariDrive GiraffeFeedingDeck GiraffeManorBreakfast SpotAGiraffeNearYou EyeLevelWithAGiraffe SerengetiBucketList',
    fashion:
      'GiraffePrintFitCheck DressLikeAGiraffe GiraffeNeckScarfTie GiraffeSpotNailArt NecklaceStackChallenge SpottedInTheWild',
    wellness:
      'GiraffeStretchBreak GiraffeBigPicture GiraffeNeckRolls StandTallLikeAGiraffe LookUpGratitude RiseAboveIt',
    speed:
      'GiraffeCupTower GiraffeSpotCountRace GiraffeJigsawDash DrawAGiraffeIn30 LongNeckRingToss SpeedySafariSpotting',
    music:
      'HumLikeAGiraffe GiraffeKalimbaMelody GiraffeMarimbaBeat LullabyForAGiraffe CircleOfLifeCover LowNotesHighNeck',
    art: 'GiraffeSpotPainting GiraffeClaySculpt OrigamiGiraffe SavannaSilhouette PaperTowelTubeGiraffe LongNeckLineArt',
    tech: 'GiraffeLiveCam GiraffeSelfieStick GiraffeARFilter LifeSizeGiraffe3D HowTallAmIInGiraffes DroneEyeLevelShot',
    gaming:
      'GiraffeStackingGame GiraffeSafariTycoon GiraffeCharades PinTheTailOnGiraffe StackTheSavanna PlanetZooGiraffes',
  },
  reading: {
    dance:
      'ReadingDanceBreak ReadingCornerGroove FinishedReadingJig BookwormWiggle PageTurnerTwirl ReadingRoomRave',
    fitness:
      'ReadingOnTheTreadmill ReadingPlankPage BikeWhileReading ChapterPerMile BookwormBurpees ReadingWallSit',
    funny:
      'ReadingSlumpSkit ReadingInAccents DramaticReadingOfTexts FakeReadingAtTheBeach PlotTwistGasp JustOneMoreChapter',
    prank:
      'ReadingNookSurprise ReadingDustJacketSwap CozyReadingFortReveal PaperbackGiftAmbush BlindDateWithABook SummerReadingStash',
    cooking:
      'ReadingNookSnackBoard SummerReadingPopsicles BookClubBakes CookWhatYoureReading HobbitSecondBreakfast ReadingTeaAndScones',
    travel:
      'ReadingAroundTheWorld BeachReadingSpot SummerReadingRoadTrip BookshopCrawl ReadWhereItsSet ReadingOnTheTrain',
    fashion:
      'ReadingGlassesLook ReadingNookLoungewear CozyReadingSocks SummerReadingHat DressLikeTheCover DarkAcademiaFit',
    wellness:
      'ReadingBeforeBed ReadingPhoneFreeHour CandlelitReading TenPagesDaily ShelfCareSunday MorningReadingRitual',
    speed:
      'SpeedReading ReadingChapterRace TongueTwisterReading FiftyPagesFast DeweyDecimalDash OneMinuteReadingTest',
    music:
      'ReadingSoundtrack LofiReadingSession RapYourReadingList SongForYourNovel SpokenWordOverBeats ReadingPoetryRemix',
    art: 'ReadingJournalArt ReadingCoverRedesign PaintWhatYoureReading SummerReadingBookmark BlackoutPoetry BookSpineRainbow',
    tech: 'ReadingTrackerApp ReadingLightSetup KindleVsPaperReading AIReadingBuddy ScanYourShelfHack BookTokAlgorithm',
    pet: 'ReadingToMyPet ReadingToShelterDogs CatLapReadingHour KittenPageTurner PuppyPicksMyReading PawsOnMyPaperback',
    gaming:
      'ReadingBingo ReadingQuestLog ChooseYourPathReading DungeonMasterStorytime LevelUpByChapter SummerReadingRPG',
  },
  skateboarding: {
    dance:
      'DanceOnYourSkateboard SkaterShuffle SkateboardingCrossStep LongboardDancing BoardwalkBoogie SkateparkStrut',
    funny:
      'SkaterDadComeback KickflipAttemptMontage SlowMoSkateBail SkateparkTeensRoastMe HowDoYouDoFellowKids MomTriesSkateboarding',
    prank:
      'SkateboardSecretSkill SkateparkCheerSquad NewSkateDeckReveal SkaterInDisguise GrandmaCanOllie StickerBombTheirBoard',
    educational:
      'SkateboardingPhysics HowAnOllieWorks OlympicSkateScoring SkaterSlangQuiz SidewalkSurfingOrigins SkateboardHistory',
    cooking:
      'SkateboardDeckCake SkateSessionSnackBox PicnicAtTheSkatepark HalfPipeBrownies KickflipPancakes SkaterFuelBars',
    travel:
      'SkateboardingCityTour RoadTripSkateparks BoardwalkSkateSession SkaterSecretSpots CarveTheCoast SouthBankPilgrimage',
    fashion:
      'SkateboardingFitCheck SkaterStreetStyle CanYouSkateboardInThat ThriftAFlannelLook BaggyJeansBalance SkateShoeThrashTest',
    wellness:
      'SkateboardingFlowState SkateboardSunsetCruise CarvingMeditation MorningSkaterStretch SkateSlowAndSteady FallDownGetUp',
    speed:
      'SkateboardingSlalom FastestSkaterKickflip SkateparkLapRecord RaceMeOnASkateboard OllieCountdown ConeWeaveChallenge',
    music:
      'SkateboardingSongEdit ThreeChordSkatePunk TonyHawkSoundtrack SkaterBoiCover DrumOnYourDeck SkateboardWheelSounds',
    art: 'SkateboardDeckArt SkateparkMural SkateboardingZine GriptapeGraffiti FisheyeOrItDidntHappen SkaterPhotoShoot',
    tech: 'SkateboardingSlowMo ElectricSkateBuild AISkaterCoach SkateparkTimelapse GoProOnTheDeck RealHoverboardHunt',
    pet: 'SkateboardingBulldog CatOnASkateboard KittenVsSkater PupLearnsSkateboarding TonyHawkOfDogs PawsOnBoard',
    gaming:
      'SkateboardComboScore GameOfSkateNight SkaterCareerMode SkateparkLevelEditor FingerboardLeague TechDeckTourney',
  },
  pirate: {
    dance:
      'PirateJig PirateShipShuffle PirateHornpipe PegLegPirateHop WalkThePlankWaltz YoHoHoedown',
    fitness:
      'PirateTreasureCarry SwabTheDeckPirate PirateRopeClimb CannonballPirateSquats WalkThePlankHold ArrrmDay',
    prank:
      'TalkLikeAPirateDay SurprisePirateChest PirateGoldCoinTrail MessageInAPirateBottle XMarksTheSnack PirateFakeTreasureMap',
    educational:
      'PirateMapReading HowPirateShipsFloat PirateFlagMeanings RealPirateOrMyth DidPiratesWalkThePlank WhyTheEyePatch',
    cooking:
      'PirateShipCake PirateGoldCoinCookies BrowniePirateChest CannonballsForPirates PiecesOfEightPizza ShiverMeSmoothie',
    travel:
      'PirateShipTour PirateIslandDayTrip SnorkelAPirateCave NassauPirateMuseum XMarksTheBeach BlackbeardsHaunts',
    fashion:
      'PirateCaptainLook PirateEyePatchStyle TallPirateBoots TricornPirateHat SwashbucklerChic PoetShirtRevival',
    wellness:
      'PirateCalmSeas PirateHammockRest StargazeLikeAPirate KeepAPirateLogbook SmoothSailingSunday TreasureTodayList',
    speed:
      'PirateTreasureHunt PiratePlankRelay HoistThePirateFlag DoubloonPirateCount XMarksTheSpotRace SwabTheDeckSprint',
    music:
      'PirateShantyCover PirateShipSingAlong PirateParrotDuet BarrelDrumPirateBeat HesAPirateOnKazoo YoHoYoHoChorus',
    art: 'TeaStainedTreasureMap PirateParrotPainting SketchAPirateCaptain DriftwoodPirateGalleon JollyRogerRedesign PirateShipInABottle',
    tech: 'PirateGPSTreasureHunt PirateMapQRCode PirateSpyglassCam RoboticPirateParrot ArrrFilter MetalDetectorBeachDay',
    pet: 'PiratePetCostume PirateCaptainPup ParrotPirateSidekick KittyPirateShip PawsOfTheCaribbean ShiverMeWhiskers',
    gaming:
      'PirateTreasureQuest HighSeasPirateCoOp PirateLiarsDice LegoPirateShipBuild InsultSwordFighting PlankOrPlunder',
  },
  cactus: {
    dance:
      'FreezeLikeACactus CactusCowboyShuffle TumbleweedSpin CactusLineDance DancingCactusToy SaguaroSalute',
    fitness:
      'HoldTheCactusPose CactusJumpingJacks CactusWallAngels StretchLikeASaguaro PricklyPlank TumbleweedBurpees',
    funny:
      'CactusHasFeelings OverwateredCactusDrama CactusTinyCowboyHat InterviewMyCactus FreeHugsCactus PricklyPersonality',
    prank:
      'GooglyEyeCactus CactusPlushInBed CactusOnEveryDesk SecretCactusGift TinyCactusArmy PricklyLoveNote',
    educational:
      'SpinesAreLeaves HowCactusSavesWater CactusOrSucculentQuiz SaguaroAgeGuess CactusBreathesAtNight DesertSurvivalSecrets',
    cooking:
      'CactusCupcakeGarden CactusSugarCookies NopalesCactusTacos PricklyPearLemonade DragonFruitBowl SaguaroSorbet',
    travel:
      'CactusGardenTour SpotAGiantSaguaro CactusBloomHunt TallestCactusInTown CactiCountRoadTrip DesertSunsetChase',
    fashion:
      'CactusPrintFitCheck CactusCowboyBoots StitchACactusOnDenim DressLikeACactus PricklyButPretty SaguaroSunsetPalette',
    wellness:
      'BeLikeACactus CactusCareRoutine SlowCactusRepot CactusGrowthJournal ThriveOnLess CactusBoundaries',
    speed:
      'CactusRepotRace DrawACactusIn10Sec CactusRingToss PopTheCactusBalloons TumbleweedTimeTrial PricklyPassRelay',
    music:
      'CactusRainstickJam SerenadeYourCactus CactusCowboyBallad CactusMaracasShake HorseWithNoNameCover WildWestWhistle',
    tech: 'TimelapseACactusBloom CactusWaterSensor MacroShotCactusSpines CactusSmartPot AIPlantDoctorTest NeverOverwaterAgain',
    pet: 'PetCactusCostume CactusPlushFetch DancingCactusVsCat CactusScratchPost SafeSucculentsOnly TumbleweedChase',
    gaming:
      'DinoCactusJump CactusFarmBuild CactusTowerDefense BeatTheCactusBoss CactuarSpeedrun TumbleweedDerby',
  },
  mosquito: {
    dance:
      'MosquitoDodgeDance BuzzOffMosquitoShuffle MosquitoSwatStep CitronellaMosquitoSway ItchyFeetJive MozzieMoonwalk',
    fitness:
      'SwatAndSquat BuzzOffMosquitoHIIT MosquitoFreeDawnRun ZeroMosquitoBitesHike OutrunTheMozzies DuskDodgeDrill',
    prank:
      'FakeMosquitoSticker ToyMosquitoOnLaptop MosquitoNetCanopyFort CitronellaMosquitoGift AfterBiteAngelKit MosquitoBuzzRingtone',
    educational:
      'WhyMosquitoesLoveMe MosquitoLifeCycle MosquitoItchScience HowAMosquitoFindsYou OnlyFemalesBite WingbeatPitchTest',
    cooking:
      'MosquitoFreeCookout MosquitoNetPicnic NoMosquitoPatioDinner BasilMintMosquitoPesto GarlicBreathDefense NoBitesBBQ',
    travel:
      'MosquitoNetCamping MosquitoProofPacking RainforestMosquitoPrep MosquitoFreeIceland BugSprayPassport MozzieSafeHideaways',
    fashion:
      'MosquitoProofOutfit MosquitoNetHatLook LinenVsMosquitoes BreezyMosquitoCoverUp SocksOverPantsChic CoveredButCute',
    wellness:
      'MosquitoFreeEvening MosquitoItchRelief DontScratchChallenge ScreenPorchNoMosquito MozzieNetNap CitronellaCandleCalm',
    speed:
      'MosquitoNetSetupRace MosquitoSwatReflex ScreenDoorMosquitoDash BeatTheMosquitoHour ZipTheTentFast BugSprayQuickDraw',
    music:
      'MosquitoBuzzRemix MosquitoPitchMatch MosquitoKazooSolo SummerMosquitoChorus FlightOfTheMosquito SlapBackBeat',
    art: 'MosquitoMacroPhoto DrawAGiantMosquito ComicMosquitoVillain JurassicParkAmber BugBiteConnectTheDots MosquitoWireSculpture',
    tech: 'MosquitoTrapBuild UltrasonicMosquitoTest MosquitoSlowMoCam ZapperVsMosquito LaserMosquitoFence BiteForecastApp',
    pet: 'MosquitoSafeDogWalk HeartwormMosquitoCheck MosquitoChasingKitty GuppiesEatMosquitoes PupVsMozzie CatsOfTheScreenDoor',
    gaming:
      'MosquitoSwatGame HighScoreMosquitoHunt MosquitoStealthRun MosquitoBossWave BuzzOffCardDuel BugZapperArcade',
  },
  hedgehog: {
    dance:
      'DoTheHedgehogWaddle HedgehogCurlAndUnfurl HedgieShuffleStep SpikyHedgehogShimmy SonicSpinDash HedgehogHokeyPokey',
    fitness:
      'HedgehogCurlCrunches HedgehogRollUps NocturnalHedgehogSteps SpikyHedgehogPlank GottaGoFastCardio BallUpAndBurpee',
    funny:
      'GrumpyHedgehogHuff TinyHedgehogYawn HedgieBathReaction SelfAnointingHedgehog SonicButSlower PricklyOnTheOutside',
    prank:
      'HedgehogPlushSwap HedgehogOrHairbrush HedgehogCupcakeFakeOut PineconeHedgehogDecoy TinyHedgieInvasion ChestnutLookalike',
    educational:
      'HowHedgehogQuillsWork WhyHedgehogsCurlUp HedgehogVsPorcupine HedgehogHibernation GuessTheSpineCount GardenHedgehogHelpers',
    cooking:
      'HedgehogBreadRolls HedgehogCakePops ChocolateHedgehogSlice AlmondHedgehogCookies HasselbackHedgehogs SpikySconeChallenge',
    travel:
      'HedgehogCafeVisit HedgehogRescueCenter DuskHedgehogSpotting HedgehogHighwayHunt HedgeMazeAdventure CountryLaneNightWalk',
    fashion:
      'HedgehogSpikyHair HedgehogPrintSweater CozyHedgehogSocks HedgehogHoodieEars SpikesAreInSeason SonicRedSneakers',
    wellness:
      'CurlUpLikeAHedgehog HedgehogQuietHour HedgehogBondingTime HedgehogBlanketBurrow SpikyOutsideSoftInside HedgieHuffBreathing',
    speed:
      'HedgehogTunnelDash HedgehogRollRace SonicHedgehogSpeedrun DrawAHedgehogIn10 GottaGoFastChallenge CollectTheRings',
    music:
      'HedgehogSnufflesASMR HedgieLullaby SongForMyHedgehog SonicHedgehogTheme GreenHillZoneCover HuffPuffBeatbox',
    art: 'PineconeHedgehogCraft HedgieWatercolor NeedleFeltHedgehog HedgehogBookFold PaintWithAFork SpikyClayChallenge',
    tech: 'HedgehogTrackTunnel GardenHedgehogTrailCam HedgehogWheelTracker CodeAHedgehogGame NightVisionNeighbors SmartHedgieHabitat',
    gaming:
      'SonicTheHedgehogRun HedgehogMazeLevels HedgehogRaceBoardGame ShadowHedgehogDuel ChaosEmeraldHunt RingCountRecord',
  },
  cloud: {
    dance:
      'CloudNineDance CloudWalkGlide StormCloudStomp FloatLikeACloud HeadInTheCloudsGroove SilverLiningSway',
    fitness:
      'CloudChaserRun AboveTheCloudsHike CloudNineReps CloudBurstHIIT SilverLiningSquats SummitTheCloudline',
    funny:
      'CloudShapeArguments CloudLooksLikeMyDog CloudOverMyHeadOnly CloudStoleMySun WeatherLadyImpression ChickenLittlePanic',
    prank:
      'CloudCeilingMakeover CloudNamedAfterYou CloudInAJarGift SwapInACloudPillow SilverLiningNotes PersonalRainCloud',
    educational:
      'CloudTypesQuiz HowCloudsForm WhyCloudsAreWhite CloudInAJarExperiment HowHeavyIsACloud CumulusOrStratus',
    cooking:
      'CloudBread CloudEggs FluffiestCloudPancake CottonCandyClouds CloudNineCheesecake WhippedCoffeeWhirl',
    travel:
      'CloudForestWalk CloudSeaSunrise AboveTheCloudsHike PlaneWindowCloudPics CloudInversionChase SkyIslandHopping',
    fashion:
      'CloudPrintFitCheck StyleYourCloudSlides DressLikeACloud CloudPuffSleeves SkyBluePalette SilverLiningJewelry',
    wellness:
      'CloudWatchingBreak CloudNineGratitude BreatheWithTheClouds ThoughtsAsClouds FindTheSilverLining LieBackAndDrift',
    speed:
      'CloudSketchIn30 FiveCloudAnimalsFast BeatTheCloudShadow CloudInAJarRace OutrunTheDownpour CottonBallSkyBlitz',
    music:
      'SongForEveryCloud LofiCloudBeat HeadInTheCloudsCover CloudShapeMelody BothSidesNowDuet CloudNineChorus',
    tech: 'CloudTimeLapse AIGuessesTheCloud WeatherAppVsRealClouds ARCloudCreatures WheresTheCloudAnyway DroneAboveTheClouds',
    pet: 'PetLooksLikeACloud CloudWatchingPuppy CloudPillowCatNap CloudNineBellyRubs SamoyedOrCloud ThunderBuddyCuddles',
    gaming:
      'CloudHopHighScore BuildACloudCastle CloudShapePictionary BeatTheCloudBoss LakituCloudRide SkyblockSurvival',
  },
  gardening: {
    dance:
      'GardeningHoeDown GardeningGloveShimmy SowAndSwayGardening ShovelShuffle LettuceDance GardenPartyGroove',
    fitness:
      'GardeningSoilBagCarry GardeningLungeAndPlant WheelbarrowGardenWalk DigLikeAGardener WeedingSquatChallenge CompostTurnCardio',
    funny:
      'GardenExpectVsReality GardeningRivalNeighbor SquirrelVsGardener ProudGardeningParent TalkingToMyTomatoes TheFiftyDollarTomato',
    prank:
      'GardenGnomeSurprise GardeningGooglyEyes GardenerForADayGift SecretGardeningElf PaintedRockLadybugs SneakyFlowerPlanting',
    educational:
      'GardeningSoilTest GardeningMoonMyth CompanionGardeningQuiz PollinatorGardenFacts WormCompostGardening ThreeSistersPlanting',
    cooking:
      'GardenToTable GardeningZucchiniBread FirstHarvestGardening EdibleFlowerCupcakes PlotToPlate GardenerSaladBar',
    travel:
      'GardeningFarmStay FamousGardensTrip VisitAMasterGardener CommunityGardeningHop KeukenhofOrBust MonetsGivernyDay',
    fashion:
      'GardeningOutfit GardeningClogsLineup GardenPartyLook CottageGardenerFit StrawSunHatPick OverallsAndOrchids',
    speed:
      'GardeningPotUpSprint GardeningWateringRelay GardenerSeedIn60 HarvestGardeningDash WeedOutTheCompetition BulbPlantingBlitz',
    music:
      'GardenBirdsongJam GardeningToolDrums GardenerWorkSong HumWhileGardening SerenadeYourSeedlings TiptoeThroughTheTulips',
    art: 'GardenWatercolor GardenerSketchbook PaintedGardeningPots PressedFlowerArt MonetYourBackyard GardeningPhotoDiary',
    tech: 'GardenTimelapse GardeningSoilSensor DripGardeningBuild AIGardeningAdvice GrowLightShowdown RoboWeederTest',
    pet: 'GardeningWithMyDog GardeningCatnipPatch KittenGardenerBoss PuppyDigsAlong WhoDugThisHole PetSafeGardening',
    gaming:
      'GardeningCozyCoop GrowAGardenRoblox StardewGardeningRun AnimalCrossingGardener PlantsVsZombiesIRL SeedSwapTradingCards',
  },
  squirrel: {
    dance:
      'SquirrelShuffle SquirrelTailFlickDance AcornSquirrelHop SpiralLikeASquirrel NutsAboutDancing ZigZagFreeze',
    fitness:
      'SquirrelSprints SquirrelJumpSquats AcornSquirrelLunges SquirrelParkour GoNutsHIIT ZigZagAgility',
    funny:
      'SquirrelVsBirdFeeder SquirrelDogStandoff ForgetfulSquirrelSkit NatureDocSquirrel SquirrelBrainMoment DramaticChipmunk',
    prank:
      'SquirrelPlushSurprise SquirrelTinyPicnic HideLikeASquirrel FakeSquirrelOnTheCar AcornTreasureTrail StashedInTheCouch',
    educational:
      'WhySquirrelsBuryNuts SquirrelTailBalance FlyingSquirrelGlide SquirrelsPlantForests FakeBuryingTrick ChipmunkOrSquirrelQuiz',
    cooking:
      'SquirrelTrailMix SquirrelPecanBrittle AcornSquirrelCookies HazelnutSquirrelCrepes GoNutsGranola StashWorthySnacks',
    travel:
      'SquirrelSpottingWalk SquirrelCityHunt RedSquirrelIsland WhiteSquirrelTown SquirrelCensusDay ParkBenchSafari',
    fashion:
      'SquirrelEarHeadband SquirrelPrintSweater SquirrelTailScarf ChestnutSquirrelTones AcornEarrings FallingForFlannel',
    wellness:
      'SquirrelWatchingBreak SquirrelParkBenchPause SquirrelFeederMorning BackyardSquirrelHour StashYourJoys OneNutAtATime',
    speed:
      'SquirrelObstacleCourse SquirrelStashRace SquirrelAcornDash FastAsASquirrel BackyardNinjaWarrior NutHuntBlitz',
    music:
      'SquirrelChatterRemix SquirrelBanjoPicking SquirrelThemeTune SquirrelScurryBeat ChipmunkVoiceCover AcornShakerJam',
    art: 'SquirrelNeedleFelt SquirrelWatercolor PineconeSquirrelCraft AcornCapSquirrel BackyardPhotoBooth BushyTailSketch',
    tech: 'SquirrelFeederCam SquirrelSlowMoJump SquirrelBaffleBuild AIIdentifiesSquirrels OutsmartTheSquirrels SnackHeistHighlights',
    gaming:
      'SquirrelParkourLevel SquirrelTowerDefense SquirrelCollectathon AcornSquirrelQuest GoNutsArcade StashRushBoardGame',
  },
  marathon: {
    dance:
      'DanceMarathon MarathonFinishJig MarathonMedalShimmy PostMarathonShuffle StiffLegsTwoStep MileTwentySixMoonwalk',
    funny:
      'FunnyMarathonSigns MarathonPenguinWalk StairsAfterAMarathon MarathonMindAtMile20 TouchHereForPowerUp SpectatorBingoCard',
    prank:
      'MarathonSurpriseCheer MarathonHighFiveTunnel GiantHeadMarathonSign WelcomeHomeMarathoner RedCarpetFinish RecoveryCareBasket',
    educational:
      'WhyMarathonsAre26Miles MarathonPaceMath MarathonWallExplained PheidippidesMarathon KeepUpWithKipchoge CarbLoadingScience',
    cooking:
      'MarathonCarbLoad PreMarathonPastaParty HomemadeMarathonGels MarathonBananaBread RaceMorningOats FinishLineFeast',
    travel:
      'MarathonMajorsQuest AthensOriginalMarathon RunAMarathonAbroad HalfMarathonWeekend SixStarFinisher RuncationGoals',
    fashion:
      'MarathonCostumeRun MarathonRaceDayFit TutuMarathonRunners NeonMarathonKit FlatLayTheNightBefore RunningInABananaSuit',
    wellness:
      'MarathonMileMantras MarathonMindsetJournal ThankYourMarathonCrew PostMarathonNap ItsAMarathonNotASprint LegsUpTheWall',
    speed:
      'MarathonPRAttempt MarathonLastMileSprint SubTwoHalfMarathon FastestMarathonCostume KipchogePaceChallenge BeatTheBalloonPacer',
    music:
      'MarathonSongPerMile MarathonDrumline MarathonWallAnthem RockyThemeMarathon ChariotsOfFireCover FinishLineFanfare',
    art: 'MarathonBibCollage MarathonRouteMapArt SketchAMarathonRunner GPSDrawingMarathon MedalWallMakeover FunniestSignDesign',
    tech: 'MarathonWatchStats MarathonLiveTracking RaceDayMarathonGadgets CanAICoachAMarathon SuperShoeShowdown SplitsOrItDidntHappen',
    pet: 'MarathonCheerPup CanicrossHalfMarathon PostMarathonPetCuddles MarathonHamsterWheel FourLeggedPacer MedalGoesToTheDog',
    gaming:
      'GamingMarathonNight BoardGameMarathonDay RingFitMarathonMode MarioKartMarathon TwentyFourHourLAN CharityStreamMarathon',
  },
  dumbbell: {
    dance:
      'DumbbellToTheBeat DumbbellDanceCardio DumbbellShoulderShimmy LightDumbbellGroove CurlAndTwirl PumpUpTheJam',
    funny:
      'DumbbellSoupCanSwap DumbbellDoorstopLife NewYearDumbbellRegret DustyDumbbellReunion DoYouEvenLift GruntLikeAGymBro',
    prank:
      'DumbbellCakeSurprise DumbbellMotivationNote GooglyEyeDumbbells WeightsWearingBows FoamDumbbellFlex CheerSquadAtTheRack',
    educational:
      'WhyDumbbellsAreDumb DumbbellMuscleQuiz DumbbellLeverPhysics ProperDumbbellForm SoupCanVsDumbbell ProgressiveOverload101',
    cooking:
      'DumbbellCake DumbbellShapedPancakes ProteinDumbbellBites GainsGranolaBars CurlsThenCarbs DumbbellCookieStack',
    travel:
      'DumbbellHotelWorkout DumbbellGymAbroad DumbbellMuscleBeach PackableDumbbellKit LiftInEveryCity SuitcaseCurls',
    fashion:
      'DumbbellFitCheck DumbbellCharmNecklace PastelDumbbellSet MatchingDumbbellNails SweatAndSequins GymBagGlamUp',
    wellness:
      'DumbbellMindfulReps DumbbellStretchFlow GentleDumbbellMorning StrongAndSteady LiftYourMood DumbbellDeStress',
    speed:
      'DumbbellCurlCount DumbbellRowBlitz DumbbellPressIn30 TenDumbbellSquatsFast RackEmUpRace ThrusterCountdown',
    music:
      'DumbbellDrumlineReps DumbbellTempoSong DumbbellClankJam LiftingDumbbellAnthem CurlsToTheBeat PumpUpTheVolume',
    art: 'DumbbellClaySculpt DumbbellStillLife PaintYourDumbbells OneLineDumbbellSketch MuscleAnatomyDrawing GreekStatueFlex',
    tech: 'DumbbellSmartTracker DumbbellFormCheckAI AdjustableDumbbellTest 3DPrintedDumbbell AppCountsMyReps HomeGymTechTour',
    pet: 'DumbbellWithMyDog DumbbellKittenSpotter DumbbellPuppyCoach CatVsDumbbell PetPersonalTrainer ZoomiesBetweenSets',
    gaming:
      'DumbbellLevelUp DumbbellBossBattle RingFitDumbbellCombo ControllerCurlBreak SquatPerRespawn DumbbellXPGrind',
  },
  'relay race': {
    dance:
      'DanceRelay BatonPassRelayStep RelayRaceHandoffMoves TagTeamRelayGroove HandOffTheBoogie NextDancerUp',
    fitness:
      'PlankRelay BurpeeRelay RelayRaceSquatChain WheelbarrowRelayLap TagTeamTabata BatonBurnout',
    funny:
      'SillyWalkRelay RelayRaceDadsTurn WrongWayRelay BatonDropDrama EggSpoonMeltdown ThreeLeggedRelayChaos',
    prank:
      'BananaBatonRelay RubberChickenRelay RelayRaceMysteryAnchor InflatableCostumeRelay SlowMoFinishLine SurpriseGuestRunner',
    educational:
      'TriviaRelay OlympicRelayHistory RelayRaceSpellingBee WhyRelayAnchorsRunLast PassTheQuestion BatonHandoffPhysics',
    cooking:
      'SandwichRelay PizzaRelayRace RelayPancakeFlip PassTheWhisk TagTeamTacos CupcakeFrostingRelay',
    travel:
      'CityRelayRace LandmarkRelay RelayRaceHoodToCoast RagnarRelayWeekend PassportRelay TagTeamRoadTrip',
    fashion:
      'OutfitRelay MatchingRelayKits RelayRaceFacePaint MismatchedSockRelay QuickChangeRelay PassTheJacket',
    wellness:
      'KindnessRelay GratitudeRelay ComplimentRelay PassThePeaceBaton PayItForwardRelay HugChain',
    music: 'SongRelay RelayRaceLyricHandoff HarmonyRelay PassTheMic DrumCircleRelay OneNoteEach',
    art: 'DrawingRelay RelayMural RelayRaceComicStrip RelayRaceClayBuild PassTheBrush TagTeamCanvas',
    tech: 'CodingRelay RelayPhotoFinishCam RobotRelayRace BatonPassSlowMo HandoffTheKeyboard DroneRelayRace',
    pet: 'DogRelayRace RelayRaceFlyball RelayRaceCatRefuses BatonFetch TreatHandoffRelay FourPawRelay',
    gaming:
      'GamingRelay RelayRaceMarioParty TagTeamBossRelay PassTheController OneLifeEach SpeedrunRelaySquad',
  },
  'heat wave': {
    dance:
      'HeatWaveSprinklerDance HeatWaveFanHairFlip PopsicleHeatWaveStep ShuffleThroughHeatWave MeltingMoonwalk TooHotToTango',
    fitness:
      'HeatWaveIndoorWorkout HeatWaveSwimLaps BeatTheHeatWaveRun DawnRideInAHeatWave CoolPoolCardio SprinklerSprints',
    prank:
      'HeatWavePopsicleDrop HeatWaveWaterBalloons KiddiePoolHeatWave SlushieForHeatWave IceCreamTruckAmbush HeatWaveFanDelivery',
    educational:
      'WhyHeatWavesHappen HeatWaveCityHotspots HeatWaveSafetyQuiz HowFansBeatHeatWaves CanYouFryAnEgg WhySweatCoolsYou',
    cooking:
      'TooHotToCook HeatWavePopsicleLab GazpachoHeatWaveLunch SunTeaInAHeatWave DashboardCookies HeatWaveGranita',
    travel:
      'HeatWaveEscape HeatWaveBeachDay CoolSpotsInAHeatWave CaveTourInAHeatWave ChaseTheShade WaterfallHunting',
    fashion:
      'HeatWaveFitCheck HeatWaveLinenLook SunHatForTheHeatWave CoolingTowelHeatWave TooHotForJeans ShadeOfTheDay',
    wellness:
      'HeatWaveHydration HeatWaveCoolDown IcedTeaHeatWavePause TakeItSlowInAHeatWave ChillOutLiterally ColdShowerReset',
    speed:
      'HeatWaveIceMeltRace HeatWaveWaterRelay SprinklerHeatWaveDash CupStackInAHeatWave EatItBeforeItDrips FloatieBlowUpBlitz',
    music:
      'HeatWaveAnthem HeatWaveSummerCover SprinklerHeatWaveBeat IceClinkHeatWaveJam SingIntoTheFan TooHotToHum',
    art: 'HeatWaveCrayonMelt HeatWaveSunPrints HeatWaveIceDyeing SidewalkHeatWavePaint TraceYourShadow MeltingPopsiclePhoto',
    tech: 'HeatWaveFanShowdown HeatWaveMistingRig SolarOvenInAHeatWave PhoneVsTheHeatWave BucketAirConditioner ThermalCamHotspots',
    pet: 'HeatWavePupPool HeatWavePawCheck FrozenPetTreatHeatWave KittenFlopsInHeatWave PupsicleParty FiveSecondPavementTest',
    gaming:
      'HeatWaveGamingMarathon HeatWaveBoardGames AirConHeatWaveCards SnowLevelsInAHeatWave WaterBalloonWars OvercookedInAHeatWave',
  },
  'spring cleaning': {
    dance:
      'SpringCleaningDance SpringCleaningMopStep TwirlAndSpringClean DustBunnyHop VacuumVogue SpringFeverShuffle',
    fitness:
      'SpringCleaningWorkout SpringCleaningLunges SweatYourSpringClean CardioSpringReset ScrubAndSquat ElbowGreaseReps',
    funny:
      'SpringCleaningExcuses SpringCleaningFinds HowSpringCleaningEnds MomSpringCleaningMode DustBunnyReveal JunkDrawerOfDoom',
    prank:
      'SpringCleaningFairy SpringCleaningCarWash NeighborSpringCleaning SecretSpringClean TidyElvesWereHere SparkleAmbush',
    educational:
      'WhyWeSpringClean SpringCleaningMythBust SpringCleaningGermSwab SpringCleaningOrigins VinegarVsBakingSoda WhatIsDustMadeOf',
    cooking:
      'SpringCleaningStirFry SpringCleaningLemonade FridgeSpringCleanSoup FuelYourSpringReset EatThePantryChallenge SpringRollSnackBreak',
    travel:
      'SpringCleaningBeachDay SpringCleanupHike SuitcaseSpringClean RoadTripSpringReset TrashTagTrek PlogTheTrail',
    fashion:
      'SpringCleaningFitCheck SpringCleaningSwap ClosetSpringCleanOut ShoeRackSpringReset KeepOrDonate DoesItSparkJoy',
    speed:
      'SpringCleaningSpeedrun SpringCleaningBlitz OneHourSpringClean FastestSpringReset ARoomPerSong FillABagInFive',
    music:
      'SpringCleaningKaraoke SpringCleaningAnthem DiscoSpringClean WhistleWhileYouWork BroomGuitarSolo SpringCleaningRadioJam',
    art: 'SpringCleaningCollage SpringCleaningFlatLay ScrapArtSpringClean UpcycleSpringReset TrashToTreasure KnollingChallenge',
    tech: 'PhoneSpringReset SpringCleaningInbox DigitalSpringClean SpringCleaningKeyboard CableChaosTamed UnsubscribeSpree',
    pet: 'SpringCleaningPetBed SpringCleaningDogBath ToyBasketSpringClean CatVsVacuum SpringSheddingSeason FurballHarvest',
    gaming:
      'SpringCleaningBingo GameShelfSpringClean SpringCleaningXP LevelUpSpringReset PowerWashSimulatorIRL ChoreQuestLog',
  },
  'ferris wheel': {
    dance:
      'HumanFerrisWheel FerrisWheelTwirl NeonFerrisWheelGroove SpinLikeAFerrisWheel CarnivalCongaLine FerrisWheelArmRoll',
    fitness:
      'FerrisWheelArmCircles FerrisWheelQueueSquats StepsToTheFerrisWheel LapsAroundFerrisWheel CarnivalCardio PlankTillTheTop',
    funny:
      'FerrisWheelStuckAtTop FerrisWheelAwkwardDate ScaredOfFerrisWheelPOV DadOnTheFerrisWheel IsItMovingYet WheelOfRegret',
    prank:
      'FerrisWheelTopSurprise FerrisWheelTicketGift WinThemACarnivalPrize SecretFerrisWheelDate FlashMobBelow FerrisWheelGroundSign',
    educational:
      'WhoInventedFerrisWheel HowFerrisWheelsTurn TallestFerrisWheelQuiz HowGondolasStayLevel EiffelTowerRival FerrisWheelPhysics',
    cooking:
      'FerrisWheelFruitTray GingerbreadFerrisWheel FerrisWheelCandyApples CarnivalCornDogs FunnelCakeFriday FerrisWheelDonutSpin',
    fashion:
      'FerrisWheelDateFit FerrisWheelGoldenHour NeonFerrisWheelLook BandanaForFerrisWheel CottonCandyPastels CountyFairChic',
    wellness:
      'FerrisWheelSunsetRide FerrisWheelFearFaced FerrisWheelGratitude SlowFerrisWheelSpin AboveItAllPause FullCircleMoment',
    speed:
      'FerrisWheelModelRace SelfiesPerFerrisWheel FerrisWheelSketchIn60 BeatTheFerrisWheelLine NameTheSkylineFast GondolaCountdown',
    music:
      'FerrisWheelLoveSong FerrisWheelSerenade TopOfTheWorldCover SingOnTheFerrisWheel CarnivalCalliope FerrisWheelDuet',
    art: 'FerrisLightTrails FerrisWheelWatercolor PaperPlateFerrisWheel SketchTheFerrisWheel LongExposureSpin CarnivalNightCanvas',
    tech: 'FerrisWheelTimelapse FerrisWheel360Cam LegoTechnicFerrisWheel LEDFerrisWheelShow GoProOnTheGondola MotorizeAMiniWheel',
    pet: 'HamsterFerrisWheel GerbilFerrisWheelBuild DIYFerrisWheelCatToy FerrisWheelTreatSpin PetsAtTheCarnival CountyFairPupDay',
    gaming:
      'ParkTycoonFerrisWheel MinecraftFerrisWheel FerrisWheelPuzzle FerrisWheelPinball WheelOfFortuneNight PlanetCoasterBuild',
  },
  tiger: {
    dance:
      'TigerPounceFreeze TigerStripeSwagger EyeOfTheTigerDance CrawlLikeATiger RoarAndRoll JungleBoogie',
    fitness:
      'TigerPouncePushups TigerLeapSquats EyeOfTheTigerWorkout TrainLikeATiger RoarAfterEveryRep JungleGymHIIT',
    funny:
      'HouseCatTigerMode TigerDramaticStalk StuffedTigerInterview TinyRoarBigAttitude CalvinAndHobbesIRL TheTigerWhoCameToTea',
    prank:
      'TigerPlushInTheCar TigerPawprintTrail FaceSwapWithATiger JungleSoundsDoorbell TigerForTea RoarWakeUpCall',
    educational:
      'WhyTigersHaveStripes TigersLoveWater HowManyTigersAreLeft TigerVsLionQuiz NoTwoTigersAlike InvisibleToDeer',
    cooking:
      'TigerBread TigerStripeCake TigerMilkTeaPour SwirlyTigerCookies GrrreatGranola JungleTrailMix',
    travel:
      'TigerReserveSafari TigerSanctuaryVisit RanthamboreTigerTrip SundarbansTigerBoat PugmarkTracking FirstTigerSighting',
    fashion:
      'EarnYourStripes TigerPrintJacket TigerEyeJewelry TigerKnitSweater DressLikeATiger JungleCatChic',
    wellness:
      'TigerStretchPause TigerRoarBreath TigerCourageJournal NapLikeATiger FindYourInnerTiger JungleRainSounds',
    speed:
      'TigerPounceDash TigerTailTag FastestTigerFacePaint JungleTigerRelay StripesInSixtySeconds RoarCountdown',
    music:
      'EyeOfTheTigerCover TigerStripeBeat TigerBassGrowl TigerLullaby RoarSingAlong JungleDrumCircle',
    art: 'TigerStripePainting TigerFacePaint StripyTigerOrigami TigerCharcoalPortrait RousseauJungleRedo BurningBrightSketch',
    tech: 'ARTigerInYourRoom WatchTigerTrailCams HowAICountsTigers TigerGPSCollarMap CameraTrapSurprise StripeIDAlgorithm',
    gaming:
      'ZooTycoonTigerHabitat TigerJungleLevel TigerAndGoatsBoardGame TigerBossFight PounceCardDuel StripeMatchPuzzle',
  },
  'hot chocolate': {
    dance:
      'HotChocolateShuffle HotChocolateMugTwirl CocoaCongaLine SipAndSwayHotChocolate MarshmallowBounce WhippedCreamWiggle',
    fitness:
      'RunForHotChocolate HotChocolateEarnedIt HotChocolateMugCurls CocoaCardio ShovelThenSip SledHillSprints',
    funny:
      'HotChocolateMustache HotChocolateSnobReview CocoaMarshmallowRatio TooHotChocolateFace PolarExpressImpression ImpatientFirstSip',
    prank:
      'HotChocolateBombNote DoorstepHotChocolate SnowDayCocoaBar WakeUpToHotChocolate MarshmallowSmileyMug SkiLodgeAtHome',
    educational:
      'BeanToHotChocolate WhyMarshmallowsFloat AztecHotChocolate HotChocolateEffectDemo HotChocolateVsCocoa XocolatlTasting',
    travel:
      'HotChocolateCrawl ChristmasMarketCocoa BestHotChocolateInTown SummitHotChocolate ChurrosInMadrid SkiLodgeSipTour',
    fashion:
      'HotChocolateCozyFit CocoaBrownMonochrome MatchYourHotChocolate ApresSkiHotChocolate SweaterWeatherSips MarshmallowPuffer',
    wellness:
      'HotChocolateSlowSip HotChocolateGratitude CozyCocoaEvening HotChocolateJournal MugHugMoment HyggeHour',
    speed:
      'CocoaToppingRace HotChocolateMugRelay HotChocolateIn60Secs FastestHotChocolateBar BeatTheMeltdown MarshmallowTowerBlitz',
    music:
      'HotChocolateSongCover HotChocolateJazz FireplaceCocoaJam PolarExpressSingAlong SpoonTapScale HotChocolateLullaby',
    art: 'HotChocolateLatteArt PaintAHotChocolateMug CocoaDustStencil MarshmallowSnowman WhippedCreamPortrait HotChocolateBombDesign',
    tech: 'FrothedHotChocolate SmartMugHotChocolate HotChocolateSlowMoPour AIHotChocolateRecipe FrotherShowdown ThermalCamCocoaTest',
    pet: 'HotChocolateMugCostume CuddlesAndHotChocolate PetsNamedCocoa CatOnLapHotChocolate MarshmallowBedNap HotChocolatePlushToy',
    gaming:
      'LoserMakesHotChocolate MarshmallowPowerUp HotChocolateChessDuel CocoaCupPong SnowDayUnoMarathon HotChocolateCozyGames',
  },
  stress: {
    dance:
      'DanceTheStressAway ExamStressShuffle StressLessTwoStep StressStompRoutine ShakeItOffChallenge WiggleItOut',
    fitness:
      'StressBustingRun SweatOutTheStress DeskStressStretch ShadowBoxYourStress BurpeesNotWorries PillowPunchHIIT',
    funny:
      'StressedMeVsCalmMe ExamStressPOV MyStressAsAPerson 3AMStressThoughts ThisIsFineChallenge StressBallGaveUp',
    prank:
      'StressBallGotAFace BubbleWrapStressFloor StressCarePackage SurpriseDeStressSpa ComplimentAvalanche SecretZenGarden',
    educational:
      'StressMythOrFact StressFightOrFlight HowStressAffectsSleep DrawTheStressCurve BoxBreathingScience CortisolCrashCourse',
    cooking:
      'StressBaking KneadOutTheStress DeStressTeaBlend ExamStressSnackBox BakeItBetter PoundCakeTherapy',
    travel:
      'StressFreePacking DeStressDayTrip AirportStressSurvival LeaveStressAtTheBeach ForestBathingWalk OutOfOfficeEscape',
    fashion:
      'ComfyDeStressFit ExamStressUniform StressedVsRestedLook FidgetStressBracelet CapsuleWardrobeCalm SweatpantsSerenity',
    speed:
      'StressBallSqueezeRace BubbleWrapStressPop DeStressIn60Seconds ShredYourStressList BrainDumpBlitz FiveMinuteTidyDash',
    music:
      'SingYourStressAway DrumOutTheStress DeStressHumAlong ExamStressSong UnderPressureCover DontWorryBeHappy',
    art: 'ScribbleOutTheStress StressZentangle StressMonsterDrawing DIYStressBall ColorOutsideTheLines SquishAndSculpt',
    tech: 'StressReliefAppTest SmartwatchStressScore StressFreeHomeScreen AskAIToDeStress DoNotDisturbDay NotificationDetox',
    pet: 'StressFreeVetVisit DogCuddleStressBreak PurrTherapyDeStress DoesMyPetSenseStress PuppyPileHour SniffariWalk',
    gaming:
      'StressFreeGameNight TetrisStressTest CozyFarmDeStress JigsawStressUnwind ComfortReplayMarathon NoRageQuitChallenge',
  },
};
