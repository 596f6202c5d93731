import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  forest: {
    dance:
      'ForestBranchSway ForestLeafTwirl FairyDanceInTheForest ForestFloorStomp StrutTheForestTrail HugATreeTwoStep',
    fitness:
      'ForestTrailRun ForestHillRepeats ForestRootHops ForestPineconeLunges LogStepUpsInTheWoods BackpackHikeTheForest',
    funny:
      'ForestBathingConfusion ForestSquirrelStandoff NarrateTheForest ForestMosquitoDodge ForestBigfootSighting HugATreeGoneWrong',
    prank:
      'ForestFairyDoor GooglyEyedForestTrees ForestBigfootCutout ForestTinyTrailSigns ForestFakeBirdCall HiddenGnomeInTheWoods',
    educational:
      'HowForestsTalk CountTheTreeRings ForestLeafIDQuiz NameTheForestLayers WhoLivesInTheForest ForestMossMicroscope',
    cooking:
      'BlackForestCake ForestBerryCrumble PackAForestPicnic ForestMushroomRisotto ForestCampfireSmores MossyForestCupcakes',
    travel:
      'ForestCabinWeekend FindTheOldestTree ForestRedwoodDrive ForestCanopyBridge ForestCreekStroll LocalForestPhotoWalk',
    fashion:
      'ForestGreenFitCheck ForestFairyLook ForestFlannelLayers DressLikeTheForest WeaveAForestLeafCrown ForestBootsAndBeanie',
    speed:
      'ForestScavengerRace ForestTrailSprint ForestLeafMatchBlitz ForestTeepeeIn60 GrabTenForestPinecones FastestForestFort',
    music:
      'DuetWithForestBirds DrumOnAForestLog ForestEchoSong ForestAcousticJam ForestWoodpeckerBeat ForestLeafWhistle',
    art: 'SketchWalkInTheForest ForestBarkRubbing ForestLeafPrints ForestStickWeaving MandalaFromForestFinds ForestMossTerrarium',
    tech: 'ForestTrailCam ForestSunsetTimelapse ForestPlantIDApp ForestPhoneMacro FindAForestGeocache RecordForestSounds',
    pet: 'ForestSniffWalk ForestCatLeashHike ForestStickFetch ForestCreekSplash PetMeetsTheForest PawPrintsInTheForest',
    gaming:
      'SurviveTheForest ForestBiomeBuild ForestMinecraftCabin ForestStardewForage LostWoodsSpeedrun ForestBoardGameNight',
  },
  cactus: {
    dance:
      'CactusArmsGroove FreezeLikeACactus CactusCowboyShuffle CactusTwoStep TumbleweedSpin CactusLineDance',
    fitness:
      'HoldTheCactusPose CactusJumpingJacks CactusWallAngels CactusArmCircles CactusSideBends StretchLikeASaguaro',
    funny:
      'CactusHasFeelings OverwateredCactusDrama CactusTinyCowboyHat InterviewMyCactus CactusPepTalk CactusNamingDay',
    prank:
      'FakeCactusSwap GooglyEyeCactus CactusPlushInBed CactusOnEveryDesk CactusSweaterCozy SecretCactusGift',
    educational:
      'WhyCactusHasSpines HowCactusSavesWater CactusOrSucculentQuiz CactusBreathesAtNight SaguaroAgeGuess CactusRootsRevealed',
    cooking:
      'CactusCupcakeGarden CactusSugarCookies NopalesCactusTacos CactusMatchaMacarons CactusFruitSmoothie PricklyPearLemonade',
    travel:
      'CactusGardenTour SpotAGiantSaguaro CactusBloomHunt CactusDesertDrive CactusNurseryVisit TallestCactusInTown',
    fashion:
      'CactusPrintFitCheck CactusEarringStack CactusCowboyBoots CactusGreenMonochrome StitchACactusOnDenim DressLikeACactus',
    wellness:
      'BeLikeACactus CactusCareRoutine CactusDeskReset SlowCactusRepot CactusWindowsillPause CactusGrowthJournal',
    speed:
      'CactusRepotRace DrawACactusIn10Sec CactusRingToss PopTheCactusBalloons CactusPotStack CactusQuizBlitz',
    music:
      'CactusRainstickJam SerenadeYourCactus CactusCowboyBallad CactusMaracasShake CactusHarmonicaTune DesertCampfireSong',
    tech: 'TimelapseACactusBloom CactusWaterSensor CactusCareAppTest CactusGrowLightSetup MacroShotCactusSpines CactusSmartPot',
    pet: 'PetCactusCostume CactusPlushFetch CactusBandanaPup DancingCactusVsCat DogMeetsCactusToy CactusScratchPost',
    gaming:
      'DinoCactusJump CactusFarmBuild CactusTowerDefense CactusDesertSpeedrun CactusWesternShowdown BeatTheCactusBoss',
  },
  texting: {
    dance:
      'TextingThumbGroove TextMeADanceMove ShuffleToTextingDots TextingEmojiPoses PopToTheTextingPing TextingFreezeOnRead',
    fitness:
      'TextingPlankUntilReply TextingWallSit TextingEmojiWorkout StretchAfterTexting TextingStepCheckIn OneSquatPerText',
    prank:
      'TextingSongLyricsPrank TextingOnlyEmojis PetStartsTexting TextingAutocorrectSwap TextingGrandmaStyle AllCapsTextingDay',
    educational:
      'TextingSlangQuiz HowTextingWorks T9TextingLesson TextingToneExplained TextingInMorseCode GuessTheTextingAcronym',
    cooking:
      'TextingMomForHelp TextingDinnerRelay CookByTextOnly TextingEmojiRecipe BakeAlongByTexting TextingFridgePhotoChef',
    travel:
      'TextingTourGuide LetTextsPickMyRoute TextingPostcardsHome TextingTripVote LeftOrRightByTexting TextingLocalSlang',
    fashion:
      'TextingFitCheck OutfitPickedByTexting TextingEmojiLook TextingStylistPicks TextingPhoneCaseMatch DressCodeByGroupText',
    wellness:
      'TextingDetoxDay GratitudeTexting SendAKindText NoTextingAfter9 TextingOldFriendHello TextingAffirmations',
    speed:
      'TextingSpeedRace TextingAlphabetDash TextingBlindfoldReply OneHandedTexting TextingTongueTwister FastestTexter',
    music:
      'SingYourLastText TextingToneRemix TextingKeyboardBeat TextingRingtoneCover TextingLyricRelay HumAndGuessByTexting',
    art: 'TextingComicStrip TextingDoodleChain TextingEmojiMosaic TextingBubblePainting OldTextingCollage DrawYourLastText',
    tech: 'TextingShortcutHacks VoiceToTextTest SmartwatchTexting TextingKeyboardSwap TextingAutoReplyBuild TextingLiveTranslate',
    pet: 'TextsFromMyPet TextingPuppyUpdates CatPawTexting DogHearsTextingPing TextingKittenKeyboard BunnyTextingVoice',
    gaming:
      'TextingTriviaNight TextingEmojiGuess TextingTwentyQuestions TextingRiddleRelay WordleScoresByTexting PlayATextAdventure',
  },
  sketchbook: {
    dance:
      'DanceYourSketch SketchbookPageTurnPose FreezeForTheSketchbook SketchbookDoodleSteps SketchbookFlipMoves SketchbookPencilTwirl',
    fitness:
      'SketchbookWallSitDraw SketchbookHikeStops SketchbookPoseHold SketchbookRepTally PlankAndSketch StretchBreakSketchbook',
    funny:
      'SketchbookPageOneFear SketchbookHandsAreHard OldSketchbookReactions MyFamilyBadlySketched SketchbookHonestTour SketchbookCatCritic',
    prank:
      'SketchThemSecretly SketchbookKindNotes SketchbookCaricature SecretSketchbookDoodle SketchbookStickyComic FakeSpillOnSketchbook',
    educational:
      'ShadeAnAppleSketch SketchbookColorWheel SketchbookPaperTest SketchbookPerspective SketchbookHandAnatomy BirdStudySketchbook',
    cooking:
      'BakeWhatYouSketch SketchbookCookbook SketchbookPlatingPlan SketchbookCookieDesign SketchbookBentoBox LatteArtFromSketchbook',
    travel:
      'SketchbookTripJournal SketchbookCafeTour SketchEveryStop UrbanSketchbookWalk SketchbookMuseumVisit TrainWindowSketchbook',
    fashion:
      'SketchbookDesignToWear SketchbookOutfitIdeas SketchYourFitCheck IronOnSketchbookPatch SketchbookToteBag SewFromYourSketchbook',
    wellness:
      'SketchbookMorningPages GratitudeSketchbook SketchbookDailySky SketchToDestress SketchbookBreathLines TeaBreakSketching',
    speed:
      'SketchbookSpeedFill ThirtySecondSketch SketchbookGestureBlitz SketchbookTenFaces OneMinuteSketchbook SketchbookPageRace',
    music:
      'SketchbookAlbumCover SketchbookToTheBeat SketchbookLyricArt LiveConcertSketching SketchWhatYouHear DrumOnYourSketchbook',
    tech: 'SketchbookVsTablet SketchbookScanAndColor AnimateYourSketch SketchbookTimelapse SketchbookARTracing RedrawYourSketchbook',
    pet: 'SketchbookCatNap SketchMyDogDaily SketchbookPuppyPoses PetSitsOnSketchbook SketchbookPawPrint HamsterSketchbookPage',
    gaming:
      'SketchbookLevelDesign SketchbookDungeonMap SketchbookDnDCharacter SketchbookPictionary BossFightSketch PokemonFromMemory',
  },
  'obstacle course': {
    dance:
      'ObstacleCourseMoonwalk ObstacleCourseLimbo DanceThroughObstacles ObstacleCourseConga ObstacleHulaHustle FloorIsLavaShuffle',
    fitness:
      'BackyardObstacleCourse ObstacleCourseCircuit ObstacleCourseCrawl ObstacleTireSteps LivingRoomObstacles ObstacleBurpeeLadder',
    funny:
      'SlowMoObstacleCourse ObstacleRunCommentary CouchCushionObstacles ObstacleCourseGrandpa CatVsObstacleCourse ObstacleCourseWipeout',
    prank:
      'StreamerObstacleCourse YarnLaserObstacles BalloonHallwayObstacle ObstacleCourseCupWall StickyNoteObstacles SurpriseObstacleCourse',
    educational:
      'ObstacleCoursePhysics ObstacleCourseQuiz SolveAtEachObstacle ObstacleSpellingHops ObstacleTriviaGates FlagMatchObstacleRun',
    cooking:
      'ObstacleCourseCake ObstacleEggAndSpoon ObstacleCourseTrailMix KitchenObstacleCourse ObstaclePancakeFlip SnackStopObstacleRun',
    travel:
      'TreetopObstacleCourse ObstacleCourseMudRun ObstaclePlaygroundHop ObstacleCourseRoadTrip NinjaWarriorParkTour HighRopesObstacles',
    fashion:
      'ObstacleCourseFitCheck ObstacleCostumeRun ObstacleTeamShirts TutuSquadObstacleDash ObstacleShoeTest PostObstacleMudLook',
    wellness:
      'CalmObstacleCourse ObstacleCourseStretch ObstacleSensoryPath ObstacleBalanceBeam ObstacleCourseBreaths MindfulObstacleWalk',
    music:
      'ObstaclesToTheBeat ObstacleCourseDrumroll ObstacleMusicStops ObstacleCourseBellRing KazooObstacleFanfare ThemeSongObstacleRun',
    art: 'DrawAnObstacleCourse ObstacleCourseDiorama CardboardObstacles ObstacleChalkTrack ObstacleMarbleRun ObstaclePaperMaze',
    tech: 'ObstacleRobotVacuum DroneObstacleCourse RCCarObstacles ObstacleTimingApp ObstacleSlowMoCam ObstacleFitnessWatch',
    pet: 'DogObstacleCourse CatObstacleCourse ObstacleHamsterMaze ObstaclePuppyTunnel ObstacleAgilityRun ObstacleBunnyHops',
    gaming:
      'ObstacleFallGuysRun MarioMakerObstacles ObstacleParkourMap ObstacleRobloxObby FloorIsLavaLevel ObstacleSpeedrunPB',
  },
  ai: {
    dance:
      'AIRatesMyDance AIChoreographer AIPicksTheSong LearnTheAIMoves AIRobotPopAndLock HumanVsAIFreestyle',
    fitness:
      'AIPicksMyWorkout AIPersonalTrainer CoachedByAChatbot AIFormCheck AIRepCounter StretchPlanByAI',
    funny:
      'AIDescribesMyFridge AIGuessesMyAge AIRoastsMyRoom AIWritesMyExcuse DramaticAIPoemReading MemeExplainedByAI',
    prank:
      'AIWroteYourCard SurprisePoemByAI ChatbotCompliments BirthdaySongByAI AIRenaissancePortrait AITalkingHouseplant',
    educational:
      'HowAIWorks TrainAnAIInTenMins SpotTheAIImage AIHallucinationHunt AIExplainsLikeIm5 AIPromptLesson',
    cooking:
      'AIFridgeChef AIInventsADish CookTheAIRecipe ChatbotMealPlan AIGuessesTheIngredient PlatingJudgedByAI',
    travel:
      'AIPlansMyTrip AITourGuide DayOutPlannedByAI AIPicksTheRestaurant AITranslatorAbroad GoWhereAISays',
    fashion:
      'AIStylesMyOutfit AIFitCheck WearAnAIDesignedTee AIColorAnalysis AIVirtualTryOn ThriftFlipWithAI',
    wellness:
      'AIMeditationScript AIJournalPrompts ChatbotBedtimeStory AIBreathingCoach GratitudeListWithAI MindfulWalkPlanByAI',
    speed:
      'BeatTheAIQuiz FasterThanAI OutTypeTheChatbot AIImageGuessRush AIRiddleRace HumanVsAIMath',
    music:
      'AIWritesMySong AIBeatRemix AIHarmonyPartner FinishTheAILyric HumanOrAITrack AIRapBattle',
    art: 'AIVsMyDrawing AIPromptPainting AIColorsMySketch PaintWhatAIDescribes FixTheAIHands AIGuessesMyDoodle',
    pet: 'AITranslatesMyPet AIDogBreedGuess AICatMoodReader RoyalPortraitByAI AINamesMyKitten TeachATrickWithAI',
    gaming:
      'AIDungeonCampaign AIDesignsALevel ChatbotTriviaNight ChessRematchVsAI BoardGameRulesByAI AIPicksMyLoadout',
  },
  'hair dryer': {
    dance:
      'HairDryerMusicVideo StrikeAHairDryerPose HairDryerSlowMoFlip HairDryerMicStrut HairDryerWindMachine BlowoutBoogie',
    fitness:
      'SquatWhileHairDrying HairDryerCalfRaises HairDryerWallSit HairDryerArmBurn HairDryerMarchInPlace BlowDryLunges',
    prank:
      'HairDryerGooglyEyes ComplimentOnHairDryer HairDryerSurpriseSalon HairDryerSecretSong HairDryerCantHearYou MustacheOnTheHairDryer',
    educational:
      'HowHairDryersWork HairDryerFloatingBall HairDryerHeatTest HairDryerHistoryQuiz HairDryerIonMythBust WattsMathOfAHairDryer',
    cooking:
      'HairDryerFrostingHack HairDryerCakeRelease HairDryerGlossyGanache HairDryerCrispyWings DryHerbsWithAHairDryer PekingDuckByHairDryer',
    travel:
      'TravelHairDryerTest RateTheHotelHairDryer HairDryerFreeTrip HairDryerVoltageCheck HairDryerVsHumidity HairDryerCarryOnPack',
    fashion:
      'HairDryerBlowoutLook HairDryerRoundBrush HairDryerDiffuserCurls HairDryerSleekPony Get90sHairDryerVolume AirDryVsHairDryer',
    wellness:
      'SleepToHairDryerNoise HairDryerFreeWeek HairDryerScalpMassage HairDryerSundayRitual HairDryerSlowMorning AffirmWhileHairDrying',
    speed:
      'HairDryerBlowoutRace HairDryerTowelToDone HairDryerPingPongDash HairDryerLateRush BeatTheSongHairDrying TenCupsHairDryerTopple',
    music:
      'HairDryerHumRemix HairDryerKaraoke HairDryerPitchDuet SingIntoTheHairDryer HairDryerBottleTune BlowDryBallad',
    art: 'MeltCrayonsHairDryer HairDryerPaintTrees HairDryerEmbossPowder ShrinkyDinksHairDryer HairDryerFluidArt HairDryerResinBubbles',
    tech: 'IonicHairDryerTest CheapVsFancyHairDryer HairDryerTeardown HairDryerDecibelCheck HairDryerSmartPlug HairDryerHoverBall',
    pet: 'HairDryerCalmPup CatMeetsTheHairDryer FluffyDogBlowdryer HairDryerBathTime HairDryerTreatTraining HairDryerPetGrooming',
    gaming:
      'HairDryerHockey CupPongByHairDryer HairDryerSalonSim HairDryerTableSoccer HairDryerFeatherKeepUp BalloonGolfHairDryer',
  },
  'bubble gum': {
    dance:
      'BubbleGumBop BubblePopShuffle BubbleGumFreeze BlowABubbleSpin BubbleGumStretchStep StrutWithBubbleGum',
    fitness:
      'PlankTillBubblePops BubbleGumWallSit BubbleGumJumpRope BubbleGumSquatHold BubbleOnOneLeg JogAndBlowBubbleGum',
    prank:
      'EmptyBubbleGumPack BubbleGumWrapperNote BubbleGumSnapTrap BubbleGumBalloonRoom FakeBubbleGumOnShoe GiantPinkGumBubble',
    educational:
      'WhyBubbleGumIsPink BubbleGumMythBusting WhoInventedBubbleGum BubbleGumPolymerDemo BubbleGumTreeSap BubbleGumDiameterMath',
    cooking:
      'MakeYourOwnBubbleGum BubbleGumIceCream BubbleGumMilkshake BubbleGumFrosting BubbleGumMachineCake CottonCandyBubbleGum',
    travel:
      'VisitBubbleGumAlley BubbleGumShopCrawl TryBubbleGumAbroad BubbleGumMachineHunt BubbleGumFactoryTour BubbleGumCandyRoadTrip',
    fashion:
      'BubbleGumPinkFitCheck BubbleGumNails FoldAGumWrapperChain BubbleGumSunnies BubbleGumHairClips Y2KBubbleGumLook',
    wellness:
      'SlowBubbleBreathing BlowAWorryBubble BubbleGumStressBreak BubbleGumChewAndChill FocusHourWithGum BubbleGumMemoryLane',
    speed:
      'FastestBubbleBlow BubbleGumWrapperRace BubbleGumUnwrapIn10 BiggestBubbleIn60 BubbleGumColorSort BubblesInOneMinute',
    music:
      'BubbleGumPopCover BubbleGumSnapRhythm WriteABubbleGumJingle BubbleGumMaracas BeatboxWithBubbleGum BubbleGumLyricSwap',
    art: 'BubbleGumWrapperMosaic BubbleGumPopArt BubbleSilhouetteShot SculptABubbleInClay SelfPortraitBlowingGum BubbleGumJarDiorama',
    tech: 'SlowMoBubbleGumPop BuildAGumballMachine BubbleSizeARRuler BubbleBurstSoundTest BubbleGumMacroLens BubbleGumArduinoBot',
    pet: 'BubbleGumPinkBandana BubbleGumCollarShoot BubbleGumTutuKitty PetReactsToBubblePop BubbleGumSqueakyToy PuppyBubbleGumParty',
    gaming:
      'PlayBubbleGumSimulator BubbleShooterHighScore BubbleGumCandyCrush BubbleGumStickyLevel BubbleGumPowerUp BeatTheBubbleGumBoss',
  },
  space: {
    dance:
      'SpaceMoonwalk SpaceOrbitSpin FloatLikeInSpace SpaceZeroGravityMoves LaunchIntoSpaceJump SpacewalkShuffle',
    fitness:
      'SpaceRocketSquatJumps SpaceMoonBounce SpaceCampCircuit SpaceStationStretch PlankLikeASpacewalk AstronautSpaceTraining',
    funny:
      'SpaceMissionControlBit SpaceFoodTasteTest SpaceAlienInterview SneezeInASpaceHelmet SpaceNoGravityMorning PlutoFeelsLeftOut',
    prank:
      'SpaceGlowStarCeiling SpaceUFOInTheGarden SpaceAstronautDoorbell SpaceFoodSwap AlienFromSpaceFakeout CountdownToSpaceLaunch',
    cooking:
      'SpaceFoodAtHome GalaxyMirrorSpaceCake SpacePlanetMacarons SpaceRocketPopsicles AstronautIceCream SpaceMoonCookies',
    travel:
      'SpaceLaunchRoadTrip SpaceDarkSkyPark VisitASpaceCenter SpacePlanetariumDay SpaceObservatoryNight SeeARealSpaceRocket',
    fashion:
      'SpaceGalaxyPrintFit DressLikeASpaceCadet SilverSpaceMetallics SpaceNASAPatchJacket SpaceAstronautLook SpaceStarEarrings',
    wellness:
      'SpaceStargazing SpaceSoundsMeditation SpaceNightSkyBreathing TinyDotFromSpace SpaceMoonJournal WaveAtTheSpaceStation',
    speed:
      'TenSpaceFactsIn30 SpaceBalloonRocketRace SpacePlanetOrderBlitz SuitUpForSpaceDash SpaceSolarSystemPuzzle SpaceConstellationRush',
    music:
      'SpaceSynthJam SpaceCountdownBeat SpacePlanetSounds SpaceTwinkleRemix ScoreASpaceLaunch LullabyForOuterSpace',
    art: 'PaintTheSpaceGalaxy SpaceMoonSketch SpaceNebulaJar ClayPlanetsOfSpace SpaceStarTrailPhoto SpaceRocketCollage',
    tech: 'TrackTheSpaceStation SpaceTelescopeSetup SpaceSatelliteSpotting SpaceRoverBuild SpaceSkyMapApp WatchSpaceLiveFeed',
    pet: 'DressPetForSpace SpaceZoomies SpaceRocketDogBed SpaceKittenStarGazer SpaceCapsuleCatBox FetchFromOuterSpace',
    gaming:
      'BuildASpaceColony SpaceShooterArcade SpaceRocketLaunchSim SpaceAsteroidDodge SpaceExplorerCoop AmongUsSpaceRound',
  },
  'police officer': {
    dance:
      'PoliceTrafficDance PoliceWhistleGroove PoliceSirenShuffle PoliceOfficerTwoStep BoogieLikeACop StopAndGoWithPolice',
    fitness:
      'PoliceAcademyWorkout PoliceOfficerPushups PassThePoliceBeepTest PoliceObstacleCourse PolicePatrolSteps BikeSprintsPoliceStyle',
    prank:
      'PoliceComplimentTicket ThankYouPoliceOfficer PoliceCookieSurprise PoliceChalkHearts PoliceWhistleWakeUp CatInAPoliceHat',
    educational:
      'AskAPoliceOfficer PoliceRadioCodes WhenToCallThePolice PoliceOfficerDayInLife PoliceFingerprintLab PoliceHandSignalsQuiz',
    cooking:
      'PoliceBadgePancakes CakeShapedPoliceCar PoliceOfficerLunchbox ThankYouCookiesForCops PoliceSirenCupcakes PoliceStationPotluck',
    travel:
      'PoliceMuseumVisit PoliceHorsePatrolSpot PoliceOpenHouse PoliceBoatHarbor PhotoPoliceCarsAbroad OldPoliceBoxHunt',
    fashion:
      'PoliceOfficerCostume AviatorShadesLikeACop PoliceBlueOutfit PoliceHatFitCheck PoliceBadgeBrooch MirrorShinePoliceBoots',
    wellness:
      'PoliceOfficerGratitude PoliceTherapyDogVisit UnwindAfterPoliceShift PoliceMindfulMinute PoliceRecoveryStretch OffDutyPoliceHobbies',
    speed:
      'PoliceQuickChange PoliceObstacleRace PoliceWhistleStop PoliceFingerprintMatch DrawAPoliceSketchIn60 BeatTheCopsClueHunt',
    music:
      'PoliceSirenRemix PoliceWhistleBeat PoliceRadioRhythm PoliceOfficerSerenade ThePoliceCover DrumLikeAPoliceBand',
    art: 'PoliceOfficerPortrait ThankYouCardForPolice PoliceBadgeCraft DrawYourLocalPoliceCar PoliceSketchArtist PoliceClayFigure',
    tech: 'PoliceRadioExplained HowPoliceRadarWorks BuildARCPoliceCar PoliceEmergencySOS PoliceCodeBreaker PoliceDroneDemo',
    pet: 'DressPetAsPolice PoliceK9Pose PoliceSniffSearch PoliceHatCatPhoto SaluteLikeAPoliceDog PolicePawBadge',
    gaming:
      'CopsAndRobbersNight LegoPoliceStationBuild PoliceSimShift PoliceDetectiveCase SolveAPoliceMystery PoliceChaseLevel',
  },
  backyard: {
    dance:
      'BackyardSprinklerMove HulaHoopInTheBackyard BackyardFireflyWaltz BackyardPatioTwoStep BackyardDanceOff CongaRoundTheBackyard',
    fitness:
      'BackyardBootcamp BackyardObstacleCourse BackyardLawnSprints BackyardJumpRope BearCrawlTheBackyard FenceLungesInBackyard',
    prank:
      'FlockTheBackyard FakeBackyardDinoTracks BackyardGnomeOnTheMove BackyardChalkMessage BackyardBalloonForest BackyardFairyDoor',
    educational:
      'BackyardBugSafari CountBackyardBirds BuildABackyardSundial BackyardWeatherStation BackyardSoilTest BackyardWormJar',
    cooking:
      'GrillOffInTheBackyard SmoresInTheBackyard BackyardPizzaNight BackyardLemonadeStand BackyardHerbSalad BackyardFoilPackets',
    travel:
      'CampOutInTheBackyard BackyardStaycation BackyardSafariWalk BackyardResortDay GiveABackyardTour BackyardPassportStamps',
    fashion:
      'BackyardBBQFit BackyardPartyLook BackyardStrawHat BackyardApronStyle RunwayInTheBackyard SundressBackyardTwirl',
    wellness:
      'BackyardStargazing BackyardHammockHour BackyardYogaSunrise BarefootBackyardWalk BackyardBirdListening CoffeeInTheBackyard',
    speed:
      'FastestBackyardTent SackHopAcrossBackyard BackyardBalloonToss BackyardCornholeIn60 BackyardEggAndSpoon BackyardRelayDash',
    music:
      'BackyardConcert DrumOnBackyardBuckets BackyardGuitarJam BackyardWindChimes BackyardBirdsongDuet SerenadeTheBackyard',
    art: 'PaintBackyardRocks BackyardNaturePrints BackyardChalkMural BackyardLeafRubbings BackyardTwigSculpture PressBackyardFlowers',
    tech: 'ProjectABackyardMovie BackyardBirdCam BackyardSmartSprinkler BackyardSolarLights WiFiReachInBackyard BackyardNightTimelapse',
    pet: 'BackyardDogAgility ZoomiesInTheBackyard BackyardSprinklerPup BackyardCatioTour BackyardBubbleChase HideTreatsInBackyard',
    gaming:
      'BackyardBoardGameNight CaptureTheFlagBackyard BackyardCornholeLeague MinecraftMyBackyard BackyardPokemonHunt BackyardGiantChess',
  },
  wedding: {
    dance:
      'WeddingEntranceDance WeddingCupidShuffle WeddingAisleStrut WeddingDadMoves YMCAAtTheWedding TheWeddingDip',
    fitness:
      'WeddingBootCamp WeddingCountdownReps WeddingPartyWorkout SayIDoBurpees CardioForTheWedding BrideToBeStepCount',
    prank:
      'DecorateTheWeddingCar WeddingSurpriseSong WeddingFlashMob WeddingPhotobomb WeddingSecretVideo HelpMeWeddingShoes',
    educational:
      'WhyBridesWearWhite WeddingsAroundTheWorld WeddingRingFingerStory WeddingBudgetMath WeddingTraditionQuiz WhereWeddingCakeBegan',
    cooking:
      'MiniWeddingCake WeddingCupcakeTower WeddingCookieTable RecreateOurWeddingMeal WeddingMocktailBar WeddingFavorFudge',
    travel:
      'DestinationWeddingVlog WeddingGuestRoadTrip WeddingVenueTour RevisitOurWeddingSpot WeddingHoneymoonDiary WeddingChapelHunt',
    fashion:
      'WeddingGuestFitCheck WeddingDressTryOn WeddingVeilVerdict StyleTheBridesmaids FlowerCrownForAWedding WeddingSuitSwatches',
    wellness:
      'PreWeddingSelfCare WeddingMorningCalm WeddingGratitudeVows WeddingPlanningPause WeddingEveLoveLetter SlowDownBeforeWedding',
    speed:
      'WeddingTableSetRace WeddingFavorsIn60 WeddingBowTieIn30 WeddingPrepSpeedrun StuffTenWeddingInvites GetWeddingReadyIn10',
    music:
      'WeddingSongCover PlayThemDownTheAisle WeddingSingingToast HereComesTheBrideRemix WeddingUkuleleSerenade RapTheWeddingSpeech',
    art: 'WeddingPhotoRecreation WeddingInviteDesign WeddingLiveSketch WeddingCakeTopperClay PaintTheWeddingBouquet PressWeddingFlowers',
    tech: 'WeddingWebsiteBuild WeddingSlideshowEdit QRCodeWeddingGuestbook WeddingVideoOnAPhone DIYWeddingPhotoBooth WeddingSeatingChartApp',
    pet: 'WeddingDogRingBearer WeddingCatBowtie WeddingFlowerPup PetAtTheWedding BunnyWeddingVeil WeddingPhotoWithPaws',
    gaming:
      'WeddingShoeGame WeddingTriviaNight WeddingBingo WeddingSimsBuild MinecraftWeddingVenue AnimalCrossingWedding',
  },
  'rush hour': {
    dance:
      'RushHourShuffle RushHourSubwayGroove RushHourCrowdWave RushHourHonkBop DanceThroughRushHour BusStopRushHourTwoStep',
    fitness:
      'BikeTheRushHour RushHourStairClimb RushHourRunToWork RushHourStandingCore RushHourCalfRaises BeatRushHourOnFoot',
    prank:
      'FakeRushHourSaturday RushHourLunchNote RushHourCoffeeSurprise RushHourTrafficReport RushHourComplimentCard BalloonsAfterRushHour',
    educational:
      'WhyRushHourJams RushHourCarCountMath RushHourTrainTiming WorstRushHourCities HowToFixRushHour RushHourHistoryQuiz',
    cooking:
      'RushHourOvernightOats RushHourSmoothie RushHourSheetPanDinner RushHourTenMinutePasta MuffinsForRushHour BurritoBeforeRushHour',
    travel:
      'RushHourFromAbove BeatTheRushHour CityAtRushHour RushHourTokyoTrain RushHourFerryCommute RushHourScenicDetour',
    fashion:
      'RushHourFitCheck RushHourTrenchCoat RushHourRainLayers RushHourBackpackStyle DressedForRushHour SneakersForRushHour',
    wellness:
      'RushHourBreathing CalmRushHourCommute RushHourPodcastPause RushHourKindnessSeat RushHourGratitude SlowWalkAfterRushHour',
    speed:
      'RushHourOutTheDoorIn5 RushHourLunchIn60 BeatRushHourToTheBus RushHourShoesOnBlitz RushHourKeysHunt RaceTheRushHour',
    music:
      'RushHourTrafficBeat RushHourHornSymphony RushHourTrainRhythm RushHourSoundscape AnthemForRushHour SingThroughRushHour',
    art: 'RushHourLightTrails RushHourCrowdSketch RushHourDoodleDiary RushHourTicketCollage PaintRushHourTraffic ClayCarsInRushHour',
    tech: 'BeatRushHourWithAnApp RushHourTimeLapse NoiseCancelRushHour RushHourETAGuess RushHourGadgetCheck RushHourPhoneMount',
    pet: 'DogWalkBeforeRushHour PetRushHourGoodbye RushHourCatAlarmClock RushHourPupBreakfast RushHourPuzzleToy BunnyWatchesRushHour',
    gaming:
      'PlayRushHourPuzzle RushHourCitySim RushHourTrainTycoon RushHourDeliveryRun RushHourHighScore FroggerAtRushHour',
  },
  'fire truck': {
    dance:
      'FireTruckSirenDance FireTruckHelmetBop FireTruckLadderShuffle FireTruckSongMoves SteerTheFireTruck StopDropRollRoutine',
    fitness:
      'FireTruckBootcamp FireTruckHoseDrag FireTruckGearCarry FireTruckLadderDrill RaceToTheFireTruck FirefighterStairClimb',
    prank:
      'FireTruckSquirtAmbush FireTruckBirthdayVisit FireTruckWakeUpCall HideAToyFireTruck GiftAFireTruckHelmet FireTruckBedSurprise',
    educational:
      'HowFireTrucksWork WhyFireTrucksAreRed FireTruckDopplerSiren FireTruckLadderReach FireTruckSafetyTour WhatsInAFireTruck',
    cooking:
      'FireTruckCake FireTruckChiliCookOff FireTruckSugarCookies FireTruckBentoLunch WatermelonFireTruck FirehouseFamilyDinner',
    travel:
      'FireTruckMuseumVisit FireTruckOpenHouse SpotVintageFireTrucks RideAFireTruckTour FireTruckParadeRoute FireTrucksAbroad',
    fashion:
      'FireTruckRedOutfit FireTruckGearFitCheck FireTruckStripeJacket FireTruckRainBoots KidsFireTruckCostume DressLikeAFireTruck',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew FireTruckEscapePlan FireTruckBedtimeStory FireTruckSafetyHabits FireDrillCalmPractice',
    speed:
      'FireTruckToyRace FireTruckBucketRelay FireTruckHoseRollTimer FireTruckDrillIn60 GearUpForTheFireTruck BootsAndHelmetDash',
    music:
      'FireTruckSirenSong FireTruckSingAlong FireTruckBellRing FireTruckHornChorus BeatboxAFireTruck FiveAlarmBeat',
    art: 'FireTruckDrawing CardboardFireTruck FireTruckClaySculpt FireTruckWatercolor StencilAFireTruck SpongePaintFireTruck',
    tech: 'FireTruckRobotBuild FireTruckToyCoding FireTruckRCModel FireTruckThermalCamera LightUpFireTruckLEDs 3DPrintAFireTruck',
    pet: 'FireTruckDogHowl FireTruckDalmatianPose FireTruckCatBox PetFireTruckCostume PuppyMeetsAFireTruck HamsterFireTruckRide',
    gaming:
      'FireTruckRescueMission FireTruckSimulatorRun FireTruckBoardGame FireTruckRacingLevel FlashPointFireTruck LegoCityFireTruck',
  },
  chef: {
    dance:
      'ChefsKissDance ChefHatShuffle ChefWhiskTwirl ChefApronSwing YesChefStomp LineCookTwoStep',
    fitness:
      'YesChefReps ChefShiftStretch ChefWhiskArmDay ChefStockpotCarry ChefLineLunges KitchenRushIntervals',
    funny:
      'ChefsKissRatings YesChefSkit FancyChefVoiceover ChefReviewsMyToast ChefTinyPortionDrama TVChefNarratesMyCereal',
    prank:
      'FancyChefCerealServe SurpriseChefDinner ChefMenuAtHome ChefPlatedNoodles OrderUpChefBell FakeMichelinStarChef',
    educational:
      'ChefLingoQuiz ChefKnifeSafetyBasics HowChefsPlateFood ChefBrigadeRanks ChefMiseEnPlace FiveChefMotherSauces',
    travel:
      'DineWhereChefsEat LocalChefCookingClass StreetFoodChefs ChefMarketMorning ChefsTableAbroad NoodleChefVisit',
    fashion:
      'ChefCoatFitCheck ChefHatTryOn ChefApronStyling ChefClogsLineup DressLikeATVChef BandanaChefStyle',
    wellness:
      'ThankYourChef ChefMindfulMinute HomeChefUnwind ChefSlowSimmerCalm ChefGratitudePlate AfterServiceStretch',
    speed:
      'ChefPlatingRace TenMinuteChef ChefOnionDiceTimer ChefMiseDash OutChopTheChef ChefOmeletteIn60',
    music:
      'ChefKitchenBeat YesChefRemix ChefPanDrums ChefOrderUpChant ChefWhiskOrchestra SizzleSoundtrack',
    art: 'ChefSauceSwoosh ChefHatDoodle ChefFoodSculpture ChefMenuLettering PortraitOfAChef GarnishCarvingRoses',
    tech: 'ChefGadgetTest AIChefAssistant ChefInductionShowdown ChefSousVideSetup ChefTimerHacks FilmLikeAChefOverhead',
    pet: 'PetChefHatPhoto ChefPupTasteTest ChefDogBiscuitBake ChefCatSupervisor HamsterMasterChef BunnyChefsSalad',
    gaming:
      'ChefOvercookedRun ChefCookingSim ChefDinerTycoon ChefBoardGameNight IronChefBracket MinecraftChefChallenge',
  },
  blanket: {
    dance:
      'BlanketBurritoWiggle BlanketCapeTwirl BlanketWaveFlow BlanketShoulderSway SlowDanceInABlanket SpinOutOfTheBlanket',
    fitness:
      'BlanketSliderWorkout BlanketMountainClimb BlanketTugOfWar BlanketKneeTucks BurritoBlanketCrunch SquatAndFoldBlanket',
    prank:
      'BlanketFortSurprise WarmBlanketAmbush SneakyBlanketTuckIn BlanketLumpDecoy FluffyBlanketSwap HiddenInTheBlanketPile',
    educational:
      'WeightedBlanketScience WhyBlanketsKeepUsWarm FleeceVsWoolBlanket BlanketFabricQuiz BlanketWeavingBasics HowSpaceBlanketsWork',
    cooking:
      'PigsInABlanket BlanketPicnicSpread BlanketFortSnacks BlanketMovieNachos BlanketHotChocolate SnowedInSoupPot',
    travel:
      'BlanketPicnicSpots BlanketStargazingTrip BlanketMarketFind BlanketCampfireNight OutdoorCinemaBlanket PackTheTravelBlanket',
    fashion:
      'BlanketScarfStyle BlanketPonchoWrap BlanketSkirtTwist BlanketCapeLook WearYourBlanketOut PlaidBlanketShawl',
    wellness:
      'BlanketBurritoRest WeightedBlanketNap BlanketBreathingCocoon BlanketReadingNook JournalUnderABlanket SnuggleAndSlowDown',
    speed:
      'BlanketFoldRace BlanketFortSpeedBuild BlanketCornerFinder BlanketBurritoIn10 DuvetBlanketSpeedrun PicnicSpreadIn5',
    music:
      'BlanketFortConcert BlanketLullaby BlanketBoothVocals StrumUnderABlanket MuffleDrumsWithBlanket SnuggleSongSession',
    art: 'NoSewFleeceBlanket BlanketQuiltDesign BlanketChunkyKnit PatchworkBlanket TieDyeABlanket BlanketEmbroidery',
    tech: 'BlanketFortProjector HeatedBlanketTest CoolingBlanketTrial BlanketLEDStarLights BlanketSleepTracker BlanketAcousticBooth',
    pet: 'PetBlanketBurrito BlanketNestDig BlanketPeekaboo CatUnderTheBlanket BlanketFortDogVisit HamsterBlanketNap',
    gaming:
      'BlanketFortGameNight BlanketCoOpMarathon HandheldUnderBlanket BlanketCardDuel SnowDayBlanketMonopoly BlanketChessMatch',
  },
  football: {
    dance:
      'FootballEndzoneDance FootballSpikeAndSpin FootballCheerRoutine FootballHalftimeShow DoTheFootballGriddy TouchdownShuffle',
    funny:
      'FootballHuddleAtDinner FootballCallsMyChores FootballRefAtHome MyFootballSuperstition CouchCoachingFootball TouchdownForLaundry',
    prank:
      'FootballTicketReveal FootballLineupIntro FootballCrowdWakeUp FootballConfettiShower SurpriseFootballParty FakeFootballCake',
    educational:
      'FootballSpiralScience FootballRulesQuiz FootballPlaybookBasics FieldGoalFootballMath WhyTheFootballIsOval FootballRefSignals',
    cooking:
      'FootballShapedPizza FootballFieldDip FootballWingDraft FootballChiliCookOff PretzelFootballBites BrownieFootballs',
    travel:
      'FootballStadiumTour FootballCollegeTown FootballHallOfFame FootballTailgateTrip FollowYourFootballTeam FridayNightFootball',
    fashion:
      'FootballJerseyFit FootballGameDayLook FootballEyeBlackStyle FootballTeamColors VintageFootballTee DressForFootballSunday',
    wellness:
      'FootballRecoveryDay FootballFamilySunday FootballIceBathRitual FootballTeamBonding GratitudeAfterFootball PostFootballStretch',
    speed:
      'FootballFortyYardDash FootballSnapToThrow FootballShuttleSprint FootballAgilityRace TireRunFootballDrill CatchTenFootballsFast',
    music:
      'FootballFightSong FootballHalftimeAtHome FootballDrumline FootballChantRemix SingTheFootballAnthem TailgateRadioJam',
    art: 'PaintAFootballHelmet FootballFieldDiorama FootballJerseyPortrait FootballPlayDiagram SketchAFootballCatch FootballStadiumLights',
    tech: 'FootballSpiralTracker FootballSlowMoCatch FootballThrowSpeedApp InstantReplayFootball DIYFootballScoreboard FootballWatchStats',
    pet: 'FootballWithMyDog FootballPetJersey FootballPuppyBowl FootballKittenKickoff KittyWatchesFootball ParrotFootballCheer',
    gaming:
      'FootballFantasyDraft FootballFranchiseMode PaperFootballFlick FootballPlayCallerQuiz RetroFootballPixelRun FootballMaddenMatch',
  },
  flag: {
    dance:
      'ColorGuardFlagSpin FlagWaveChoreo FlagBatonToss SemaphoreFlagDance FlagFigureEight FlagMarchStep',
    fitness:
      'FlagFootballDrill FlagSprintIntervals FlagPlankTaps FlagRelayWorkout HumanFlagHold CaptureTheFlagCardio',
    funny:
      'MyFamilyFlag DramaticFlagWave FlagWrongCountryMixup FlagFoldingStruggle TinyFlagOnEverything PlantAFlagOnTheCouch',
    prank:
      'FlagBirthdaySurprise FlagOfficeKingdom FlagCarAntenna FlagBuntingAmbush TinyFlagsInTheirLunch WelcomeHomeFlagParade',
    cooking:
      'FlagCake FlagFruitPizza FlagSugarCookies FlagJelloLayers PancakeFlagStack BerryFlagTart',
    travel:
      'FlagHuntAbroad FlagEmbassyRowWalk FlagSummitHike SeeTheUNFlags CollectAFlagPerTrip LocalFlagFestival',
    fashion:
      'FlagPatchJacket FlagScarfWrap FlagBandanaStyle DressAsYourFlag WorldCupFlagFit FlagPrintSneakers',
    wellness:
      'FlagOfMyValues HangPrayerFlags FlagAffirmationGarland WatchAFlagFlutter FlagGratitudeBunting FlagIntentionsBanner',
    speed:
      'FlagGuessRace Name50FlagsIn60 CaptureTheFlagDash FlagFoldTimer SemaphoreFlagAlphabet FlagDrawFromMemory',
    music:
      'FlagAnthemMatch FlagMarchingBand FlagFolkMelody FlagWaveToTheBeat EurovisionFlagParty DrumForTheFlagParade',
    art: 'DesignYourOwnFlag FlagWatercolor FlagBuntingCraft FlagQuiltSquares FlagRedrawMinimalist PixelArtFlag',
    tech: 'FlagQuizAppStreak FlagEmojiHacks FlagCSSDrawing FlagPixelLED AIGuessesTheFlag CodeAFlagInPython',
    pet: 'FlagBandanaPup FlagPetParade FlagAgilityWeave KittenChasesAFlag DogCarriesTheFlag FlagFetchRelay',
    gaming:
      'CaptureTheFlagNight FlagGeoGuessrRound FlagStrategoMatch FlagleDailyStreak FlagKingdomBuild MinecraftFlagBanner',
  },
  potato: {
    dance:
      'MashedPotatoDance HotPotatoShuffle SpudStomp CouchPotatoGroove PotatoSackBoogie PotatoOnYourHeadStep',
    fitness:
      'CouchPotatoWorkout PotatoSackJumps SpudBagDeadlift PotatoSpoonLunges PotatoPassSitUps SquatAndPlantPotatoes',
    funny:
      'PotatoCameraQuality SpudPunOff PotatoHeadImpression PotatoPersonalityTest NarrateAPotatosLife FriesVsMashDebate',
    prank:
      'MashedPotatoSundae GooglyEyePotatoes PotatoLookalikeCake PotatoGiftWrapPrank SneakyPotatoPhotobomb AppleFriesSwap',
    educational:
      'PotatoBatteryLight HowPotatoesGrow SpudHistoryQuiz PotatoStarchTest PotatoOsmosisLab SproutAPotatoInAJar',
    travel:
      'PotatoFarmTour PotatoMuseumVisit PotatoHarvestFestival PotatoDishesAbroad IdahoPotatoRoadTrip FriesAroundTheWorld',
    fashion:
      'PotatoSackFit CouchPotatoLoungewear SpudCostumeLook PotatoStampedTee PotatoChipBagClutch DressLikeAPotato',
    wellness:
      'CouchPotatoRestDay PotatoSoupSelfCare SpudAndChill MindfulPotatoPeeling PotatoPlantingCalm BakedPotatoComfort',
    speed:
      'PotatoSackRace HotPotatoRelay SpudPeelSprint PotatoSpoonDash PotatoMashIn60 StackPotatoesIn30',
    music:
      'HotPotatoMusicPass SweetPotatoOcarina CouchPotatoLullaby PotatoMasherDrums PotatoSackShaker PotatoChipCrunchBeat',
    art: 'PotatoStampCards SpudSculpture PotatoCarvedCharacters PotatoPeelSpiral MrPotatoHeadMakeover StillLifeWithPotatoes',
    tech: 'PotatoBatteryClock PotatoCameraGlowUp SpudPeelerGadget PotatoSlicerMachine AirFryerPotatoTest RunItOnAPotatoPC',
    pet: 'CouchPotatoPet PotatoShapedCat SpudCostumePup PotatoPlushFetch PotatoSackDogBed HotPotatoToyToss',
    gaming:
      'CouchPotatoGameNight PotatoPCSpeedrun HotPotatoPartyRound PotatoFarmSim PlantsVsZombiesPotato MrPotatoHeadDiceRoll',
  },
  sushi: {
    dance:
      'SushiChopstickDance SushiShuffle SushiPlateSpin SushiConveyorGroove DoTheSushiRoll WasabiWiggle',
    fitness:
      'SushiRollUps SushiRiceBagCurls SushiDateWalk SushiChopstickGrip EarnYourSushiRun SumoSquatsForSushi',
    funny:
      'FirstSushiReaction SushiChopstickStruggle SushiWasabiSurprise SushiSoySauceFlood SushiMenuGuessing ConveyorBeltSushiFOMO',
    prank:
      'CandySushiSurprise SushiLookalikeCake SushiDessertSwap SushiDinnerDoorstep SushiLunchboxNote RiceKrispieSushi',
    educational:
      'SushiHistoryQuiz NameThatSushi HowSushiRiceWorks SushiEtiquette101 SustainableSushiPicks SushiNoriFacts',
    travel:
      'SushiBarHop SushiAcrossJapan SushiOmakaseCounter SushiConveyorCafes MarketSushiBreakfast TokyoSushiCrawl',
    fashion:
      'SushiDateFit SushiPrintOutfit SushiHairSticks SushiGraphicTee SalmonPinkSushiLook TinySushiEarrings',
    wellness:
      'MindfulSushiRolling SushiSelfCareNight SlowSushiDinner SushiGreenTeaPause SushiGratitudeMeal ZenBentoLunch',
    speed:
      'SushiRollingRace SushiPlatingSpeedrun SushiNigiriPressClock SushiGingerStackDash ChopstickSushiPickup SliceASushiRollIn10',
    music:
      'SushiBarLofi SushiRollRhythm SushiWelcomeChant ChopstickSushiBeat SingTheSushiMenu TaikoDrumJam',
    art: 'DecoSushiArt SushiStillLife SushiCharacterRolls SushiClayMiniatures SushiFlatLayShoot GyotakuFishPrint',
    tech: 'SushiBazookaTest BuildASushiConveyor AIRatesMySushi SushiMacroShot SushiRobotChef SushiRiceCookerHack',
    pet: 'PetSushiCostume CatSushiBlanketRoll SushiPlushFetch SushiBedNap SushiHatPup DogSushiPhotoshoot',
    gaming:
      'SushiShopSim SushiGoPartyRound SushiStackingGame SushiChefSpeedrun ConveyorSushiPuzzle OvercookedSushiLevel',
  },
  breakfast: {
    dance:
      'BreakfastBoogie DanceBeforeBreakfast BreakfastSpatulaSpin BreakfastTableTwoStep BreakfastCerealGroove RiseAndShineShuffle',
    fitness:
      'EarnYourBreakfast PreBreakfastStretch BreakfastBurpeeCount BreakfastMorningMile BreakfastMilkJugCurls ToastTimerPlank',
    funny:
      'BreakfastInBedFail NarrateYourBreakfast BreakfastFoodCritic BreakfastForDinner KidsRateMyBreakfast CerealOrMilkFirst',
    prank:
      'BreakfastInBedSurprise DessertAsBreakfast GooglyEyeBreakfast BreakfastYolkIllusion BreakfastCerealSwap FrozenMilkBreakfast',
    educational:
      'BreakfastCountryQuiz BreakfastLabelCheck WhoInventedBreakfast BreakfastEggTimerTest BreakfastSugarMath WhyToastBrowns',
    travel:
      'WorldBreakfastTour LocalBreakfastHunt HotelBreakfastReview SunriseBreakfastHike BreakfastWithAView DinerBreakfastRoadTrip',
    fashion:
      'BreakfastDateOutfit BreakfastInBedPJs BreakfastRobeRunway BreakfastToCommuteLook SundayBreakfastFit SunnySideUpYellow',
    wellness:
      'SlowBreakfastRitual MindfulBreakfast PhoneFreeBreakfast BreakfastGratitudeNote BreakfastBalconyCalm NoRushMornings',
    speed:
      'BreakfastInFiveMinutes BreakfastEggCrackRace BreakfastBeforeTheBus BreakfastTableSetDash TenBreakfastFlips BeatTheToaster',
    music:
      'BreakfastSizzleASMR BreakfastSpoonDrums BreakfastKitchenJam BreakfastCerealShaker SingToYourBreakfast RiseAndShineSong',
    art: 'BreakfastStillLife BreakfastFruitFaces BreakfastCerealMosaic BreakfastToastPainting PancakeArtBreakfast SketchYourBreakfast',
    tech: 'BreakfastGadgetTest SmartBreakfastRoutine AIBreakfastIdeas BreakfastTimelapse BreakfastByVoiceOnly CoffeeMachineHack',
    pet: 'CatBreakfastWakeUpCall BreakfastPuzzleFeeder DogBreakfastPatience BreakfastWithMyPet HamsterBreakfastBuffet BunnyBreakfastGreens',
    gaming:
      'CookingMamaBreakfast BreakfastChessMatch BreakfastCerealMaze BreakfastBeforeTheRaid BreakfastBoardGame GamersBreakfastFuel',
  },
  cave: {
    dance:
      'CaveEchoStomp CaveHeadlampDance CaveShadowMoves CaveBatWingFlap DoTheCavemanShuffle PrehistoricHop',
    fitness:
      'CaveRockCarry CaveTrailHike CaveLadderClimb CaveSqueezeDrills LiftLikeACaveman BearCrawlIntoTheCave',
    funny:
      'CaveEchoConversation CavemanTalkChallenge CaveHelmetBonk CaveTourGuidePuns FlinchingAtCaveBats ColdCaveDripReaction',
    prank:
      'CaveGlowWormCeiling CaveCardboardTunnel HangACaveBatPlush TurnTheirRoomIntoACave SurpriseCaveGeode CaveSoundsAlarmClock',
    educational:
      'StalagmiteVsStalactite HowCavesForm CaveBatFacts DecodeCaveArt GrowCaveCrystals WhyCavefishAreBlind',
    cooking:
      'CaveAgedCheeseTasting CaveGeodeCake CaveCrystalRockCandy CaveCampfireStew RibsFitForACaveman StoneBakedCaveBread',
    fashion:
      'CaveExplorerFit CaveCrystalJewelry CaveGeodeNails CaveEarthyLayers HeadlampCaveLook DressLikeACaveman',
    wellness:
      'CaveSilenceMoment CaveDripMeditation CrystalCaveCalm CaveSaltTherapy CaveCoolAirBreathing UndergroundStillness',
    speed:
      'CaveMazeRace CaveFactQuizDash CaveFlashlightFind CaveRopeKnotBlitz HeadlampCaveGearUp BlanketCaveCrawlTimer',
    music:
      'CaveEchoSinging CaveDripBeat CaveAcousticsCover CaveFluteSolo DrumLikeACaveman YodelIntoTheCave',
    art: 'RecreateACavePainting CaveCrystalSketch CaveHandprintArt CaveLongExposure CaveCharcoalMural ShoeboxCaveDiorama',
    tech: 'CaveLidarScan CaveHeadlampTest CaveTempLogger CaveSoundRecording NightModeInACave MapACaveOffline',
    pet: 'CatCaveBed BuildAPetCave CaveTunnelBunny CaveHideoutHamster DogBlanketCave CaveExplorerKitten',
    gaming:
      'MinecraftCaveMining CrystalCavernLevel CaveDungeonCrawl CaveBossLair CaveExplorerRun SpelunkyDailyDive',
  },
  snake: {
    dance:
      'SnakeArmWave SnakeHipRoll SnakeCharmerSway SnakeCongaLine SlitherLikeASnake FloorworkSnakeSlide',
    fitness:
      'SnakeYogaFlow SnakePlankCrawl SnakeZigZagSprints SnakeCoilCrunches CobraSnakePoseHold SerpentineDrill',
    funny:
      'SnakeVoiceover SnakeHissyFit SnakeInMyBootSkit SnakeYawnReaction CaughtASnakeBlep GardenHoseSnakePanic',
    prank:
      'SnakeInTheCanPrank SnakePlushBedBuddy SnakeGummyStash SnakeSlinkySurprise SockPuppetSnake PoolNoodleSnake',
    educational:
      'HowSnakesSmell SnakeShedScience SnakeVenomVsPoison SnakeJawMyths WhySnakesBask SnakeSkeletonQuiz',
    cooking:
      'SnakeBreadBraid SnakeCake SnakeSandwichPlatter SnakeCucumberSnack PretzelSnakes SausageSnakeSpiral',
    travel:
      'SnakeSpottingHike SnakeRescueCenterTrip SnakeTempleVisit SnakeFarmTour ReptileHouseSnakes SerpentMoundOhio',
    fashion:
      'SnakePrintOutfit SnakeChainNecklace SnakeBangleStack SnakeRingStyling FauxSnakeskinBoots SerpentEarCuff',
    wellness:
      'SnakeBreathingHiss SnakeShedFreshStart BaskLikeASnake SnakeFearFacing SnakeCalmHold SlowSlitherStretch',
    speed:
      'SnakeSlitherRace SnakeLineRelay SnakeSpeciesQuickID SnakeSlinkyStairs ZigZagSnakeSprint DrawASnakeIn10Sec',
    music:
      'SnakeHissBeat SnakeRattleShaker SongForMySnake SnakeCharmerFlute SynthSnakeSlither BassSlideLikeASnake',
    art: 'SnakeRockPainting SnakePaperSpiral SnakeScalePattern SnakeClayCoil BeadedSnakeCraft SketchASnakeInInk',
    tech: 'CodeSnakeInPython SnakeTankCam SnakeHeatMatSetup SnakeRobotBuild SnakeHumidityMonitor SerpentineArduinoBot',
    gaming:
      'SnakeGameHighScore SnakesAndLaddersNight NokiaSnakeRetroRun SlitherIoSnakeArena SnakePassPuzzle SnakeBossDodge',
  },
  chess: {
    dance:
      'ChessTileGroove KnightMoveChessStep ChessQueenGlide ChessCastlingSwap DanceLikeAChessPawn CheckmateFreeze',
    fitness:
      'ChessCaptureReps ChessClockPlank ChessPawnPushUps ChessDiagonalLunges KnightJumpChessDrill CheckmateBurpees',
    funny:
      'ChessPieceVoices SportsCommentaryChess LifeAsAChessPawn ChessDramaticResign ChessGrandmasterFaces KidBeatsDadAtChess',
    prank:
      'ChessPieceSwap ChessChocolateSet ChessNoteUnderKing ChessPawnOnThePillow RubberDuckChessQueen CheckmateSurprise',
    cooking:
      'ChessBoardCake ChessPieceCookies ChessPawnMeringues ChessBrownieGrid EdibleChessSet CheeseCubeChess',
    travel:
      'ChessInThePark GiantChessBoardHunt ChessCafeCrawl ChessClubAbroad WashingtonSquareChess LewisChessmenVisit',
    fashion:
      'ChessPrintFit ChessQueenLook ChessKnightPendant ChessMonochromeStyling GrandmasterChessBlazer DressLikeAChessPiece',
    wellness:
      'ChessMindfulMoves ChessSlowGame ChessLossReflection ChessMorningPuzzle BreatheEachChessTurn GrandpaChessSunday',
    speed:
      'ChessBlitzBattle ChessSetupSprint ChessPuzzleRush ChessPieceSortRace BulletChessRematch ArmageddonChessGame',
    music:
      'ChessClockBeat ChessPianoTheme ChessTheMusicalCover ChessPawnMarch SingYourChessMoves CheckmateAnthem',
    art: 'ChessPieceSketch DrawYourOwnChessSet ChessBoardPainting ClayChessPawns ChessKnightCarving ChessTileMosaic',
    tech: 'ChessBotBattle ChessEngineAnalysis ChessSmartBoard ChessAppPuzzles AIChessRematch RaspberryPiChessClock',
    pet: 'PetPicksTheChessMove ChessCatKnocksKing ChessDogRetrievesPawn KittenNapsOnChessBoard ParrotPlaysChess ChessPieceHideAndSniff',
    gaming:
      'FamilyChessNight ChessPuzzleStreak Chess960Round ChessTournamentBracket FogOfWarChess CheckmateInThree',
  },
  'push up': {
    dance:
      'PushUpToTheBeat PushUpWormTransition PushUpClapRhythm PushUpDanceBreak FreezeFromAPushUp BreakdanceIntoPushUp',
    funny:
      'PushUpWithKidOnBack PushUpFacesMontage FirstPushUpInYears PushUpExcusesList NarrateMyPushUp KneePushUpPride',
    prank:
      'PushUpCountReset PushUpDoorbellRule PushUpMuscleSuitReveal PushUpCheerSquadAmbush FakePushUpTrophy WhoopeePushUpPrank',
    educational:
      'WhatMusclesPushUpsWork PushUpFormCheck PushUpBodyweightMath PushUpVariationsGuide PushUpArmyTestQuiz HowPushUpStrengthGrows',
    cooking:
      'PushUpProteinPancakes PushUpRecoverySmoothie PushUpEnergyBars PushUpPowerBreakfast TenPushUpsPerCookie PostPushUpOats',
    travel:
      'PushUpAtLandmarks PushUpOnTheBeach PushUpMountainSummit PushUpWithAView HotelRoomPushUps APushUpInEveryCountry',
    fashion:
      'PushUpFitCheck PushUpSweatbandStyle PushUpGlovesLook SleevelessPushUpTee GymShoesForPushUps RetroPushUpTracksuit',
    wellness:
      'PushUpGratitude PushUpMorningHabit SlowPushUpBreathing PushUpMoodBoost PushUpProgressJournal TenPushUpsADay',
    speed:
      'OneMinutePushUpTest FastestFiftyPushUps PushUpLadderRace PushUpTagTeam PushUpCountdown HundredPushUpClock',
    music:
      'BringSallyUpPushUps PushUpOnEveryChorus PushUpBeatDrop PushUpMetronome DrumRollPushUp PushUpKaraoke',
    art: 'PushUpStopMotion PushUpSilhouette PushUpChalkOutline PushUpFigureStudy SketchAFriendsPushUp LongExposurePushUps',
    tech: 'PushUpCounterApp PushUpFormAI PushUpSlowMo PushUpHeartRateCurve SmartwatchPushUpTest DIYPushUpScoreboard',
    pet: 'PushUpWithMyDog PushUpPuppyKisses PushUpPawHighFive PushUpPetSpotter CatUnderMyPushUp ParrotCountsPushUps',
    gaming:
      'PushUpForEveryLoss PushUpRespawnRule PushUpPerKnockout PushUpLevelUp DiceRollPushUps MarioKartPushUpPenalty',
  },
  tiger: {
    dance:
      'TigerPounceFreeze TigerTailSwish TigerProwlStep TigerStripeSwagger EyeOfTheTigerDance CrawlLikeATiger',
    fitness:
      'TigerCrawlDrill TigerPouncePushups TigerLeapSquats TigerPawPlank EyeOfTheTigerWorkout TrainLikeATiger',
    funny:
      'HouseCatTigerMode TigerDramaticStalk TigerPajamaPounce StuffedTigerInterview TigerCubVoiceover TinyRoarBigAttitude',
    prank:
      'TigerPlushInTheCar TigerRoarAlarmClock TigerTailSneak TigerPawprintTrail FaceSwapWithATiger JungleSoundsDoorbell',
    educational:
      'WhyTigersHaveStripes TigersLoveWater TigerSpeciesMap TigerBiteForce HowManyTigersAreLeft TigerVsLionQuiz',
    cooking:
      'TigerBread TigerStripeCake TigerCubCupcakes TigerMilkTeaPour SwirlyTigerCookies PumpkinTigerLoaf',
    travel:
      'TigerReserveSafari TigerSanctuaryVisit TigerZooKeeperTalk RanthamboreTigerTrip SundarbansTigerBoat JungleTrekDay',
    fashion:
      'TigerStripeOutfit TigerPrintJacket TigerEyeJewelry TigerKnitSweater DressLikeATiger OrangeTigerMonochrome',
    wellness:
      'TigerStretchPause TigerRoarBreath TigerCourageJournal TigerSpiritMorning NapLikeATiger RainforestSoundBath',
    speed:
      'TigerPounceDash TigerStripeSketchTimer TigerTailTag TigerPuzzleBlitz FastestTigerFacePaint JungleTigerRelay',
    music:
      'EyeOfTheTigerCover TigerRoarBeat TigerCallAndResponse TigerBassGrowl TigerLullaby JungleRhythmJam',
    art: 'TigerStripePainting TigerFacePaint StripyTigerOrigami TigerWatercolorBlend TigerCharcoalPortrait JungleTigerCollage',
    tech: 'ARTigerInYourRoom WatchTigerTrailCams TigerStripePhoneCase HowAICountsTigers TigerGPSCollarMap TigerRoarSoundboard',
    gaming:
      'ZooTycoonTigerHabitat TigerTilePuzzle TigerJungleLevel TigerAndGoatsBoardGame TigerBossFight SafariParkManager',
  },
  hamster: {
    dance:
      'DoTheHamsterDance HamsterWheelStep HamsterCheekPuffBop HamsterShuffle HamsterBallRoll WiggleLikeAHamster',
    fitness:
      'HamsterWheelCardio HamsterMileMatch HamsterSprintIntervals HamsterTunnelCrawl RunLikeAHamster OutwalkYourHamster',
    funny:
      'HamsterCheekStuffing HamsterVoiceover HamsterSnackHeist HamsterHoudiniEscape CaughtTheHamsterYawn NarrateTheHamsterNight',
    prank:
      'HamsterPlushSwap HamsterStickerTakeover HamsterMiniParty HamsterCheeksPhotobomb TinyHamsterGiftBox GooglyEyesHamsterBall',
    educational:
      'HowHamsterCheeksWork WhyHamstersRunAtNight HamsterSpeciesQuiz HamsterBurrowScience WildHamsterHabitat HamsterAgeMath',
    cooking:
      'HamsterTinyKitchen HamsterCupcakes HamsterFaceOnigiri HamsterSafeVeggieBowl BakeHamsterBreadRolls MacaronHamsters',
    travel:
      'HamsterMiniEiffelTower TravelPlushHamster FindAHamsterSitter HamsterPlaypenSafari HamsterTinyCityTour WildHamstersOfVienna',
    fashion:
      'HamsterTinyHat HamsterEarsHeadband HamsterPajamaSet HamsterCharmBracelet DressLikeYourHamster MatchYourHamsterFit',
    wellness:
      'HamsterCozyNest HamsterSlowNibble MindfulHamsterWatch HamsterQuietHour HamsterGentleHandling BurrowLikeAHamster',
    speed:
      'HamsterMazeTimer HamsterCageCleanDash HamsterBallRelay HamsterSnackRace ClockTheHamsterWheel SpeedBuildHamsterTubes',
    music:
      'HamsterWheelBeat SongForMyHamster HamsterNibbleASMR HamsterSqueakRemix HamsterLullabyPiano SingTheHamsterDance',
    art: 'HamsterPortrait HamsterClayMini HamsterWatercolor HamsterCardboardCastle TinyHamsterDiorama DoodleYourHamster',
    tech: 'HamsterWheelOdometer HamsterNightCam Hamster3DPrintedMaze HamsterTempMonitor ArduinoHamsterFeeder LiveStreamYourHamster',
    gaming:
      'HamsterTreatPuzzle HamsterObstacleCourse HamsterBallBowling HamsterBoardGameMaze RetroHamsterballRun MinecraftHamsterHome',
  },
  baseball: {
    dance:
      'BaseballWalkUpDance BaseballDugoutGroove BaseballHomeRunTrot BaseballCapFlipStep ShimmyLikeABaseballFan RallyTowelTwirl',
    funny:
      'BaseballUmpireAtHome BaseballSecretSigns BaseballVendorVoice BaseballKissCamDodge CouchBaseballSlide FoulBallFrenzy',
    prank:
      'BaseballWalkUpSurprise BaseballGloveNote BaseballTicketReveal BaseballRallyCapGift PaintedBaseballEgg CrackerJackPrize',
    educational:
      'Why108BaseballStitches BaseballCurvePhysics BaseballScorekeeping BaseballHistoryQuiz HowBaseballGripsWork BaseballWoodVsMetal',
    cooking:
      'BaseballHotDogBar BaseballCookies BaseballPeanutBrittle BaseballPretzelBites BallparkBaseballNachos HomemadeCrackerJack',
    travel:
      'BaseballBallparkTour BaseballRoadTrip MinorLeagueBaseball BaseballHallOfFame SpringTrainingBaseball FieldOfDreamsFarm',
    fashion:
      'BaseballCapStyle BaseballJerseyFit BaseballVarsityJacket PinstripeBaseballLook StirrupBaseballSocks VintageBaseballTee',
    wellness:
      'BaseballCatchWithDad BaseballBackyardCalm BaseballSunsetInning PhoneFreeBaseballGame GratefulBaseballFan SlowPitchReset',
    speed:
      'BaseballHomeToFirst BaseballQuickTransfer BaseballStealTimer BaseballCardSortRace FastestBaseballPitch AroundTheHornBaseball',
    music:
      'BaseballOrganTunes BaseballWalkUpSong BaseballCrowdChant BaseballClapRhythm TakeMeOutBaseballRemix BallgameSingAlong',
    art: 'BaseballCardDesign BaseballStitchArt BaseballDiamondMosaic BaseballBatWoodburn SketchTheBaseballPark PaintABaseballPennant',
    tech: 'BaseballPitchSpeedApp BaseballSlowMoSwing BaseballSpinTracker BaseballLaunchAngle SmartBaseballBatTest ARBaseballStrikeZone',
    pet: 'BaseballBatDog BaseballFetchPup BaseballGloveNap BaseballJerseyForPets BarkAtTheBaseballPark KittenInABaseballCap',
    gaming:
      'BaseballArcadeDerby BaseballDiceLeague BaseballFantasyDraft BaseballCardBattle WiiSportsBaseball WiffleBaseballSeries',
  },
  meatball: {
    dance:
      'MeatballRollShuffle MeatballForkSpin MeatballSpaghettiTwirl BounceLikeAMeatball ThatsAmoreMeatballStep NonnaKitchenSway',
    fitness:
      'MeatballMedBallSlams MeatballRewardRun MeatballPotLifts MeatballPrepSquats EarnYourMeatballs HundredMeatballRolls',
    funny:
      'MeatballRolledAway MeatballSizeFails NonnaMeatballCritique MeatballCountDispute LastMeatballStandoff MeatballFallsOffFork',
    prank:
      'MeatballCupcakeSwap MeatballTruffleDecoy GiantMeatballReveal MeatballsSpellHello GooglyEyeMeatballs MeatballCakePopFake',
    educational:
      'WorldMeatballTour MeatballBindingScience MeatballHistoryQuiz WhyMeatballsBrown MeatballFractions SwedishMeatballFacts',
    travel:
      'MeatballShopCrawl SwedishMeatballTrip LittleItalyMeatballs MeatballIkeaPilgrimage MeatballRomeTrattoria ToscanaFarmLunch',
    fashion:
      'MeatballDinnerFit MeatballEarrings MeatballChefApron WhiteShirtMeatballDare RedCheckerMeatballLook ItalianSundayBest',
    wellness:
      'MeatballSundayRitual MeatballRollingCalm MeatballFamilyTable MeatballBatchAndShare NonnasMeatballMemories SlowSimmerEvening',
    speed:
      'MeatballRollRace MeatballScoopSpeedrun MeatballDozenTimer ChopstickMeatballs FastestMeatballStack SpaghettiTwirlSprint',
    music:
      'MeatballSizzleBeat MeatballOperaAria MeatballAccordionJam MeatballKazooSerenade ThatsAmoreMeatballs OnTopOfSpaghettiCover',
    art: 'MeatballFoodPhoto MeatballClayCharms MeatballStillLifePaint MeatballPlatingDesign YarnSpaghettiMeatballs SketchAMeatballSub',
    tech: 'MeatballAirFryerTest MeatballRecipeAI MeatballTempCheck SousVideMeatballs SlowCookerMeatballs 3DPrintedMeatballScoop',
    pet: 'PetNamedMeatball MeatballToyFetch MeatballDogTreats MeatballPlushSquish KittenMeatballCurl PuppyEyesAtMeatballs',
    gaming:
      'MeatballKitchenSim MeatballOvercookedRun MeatballPongToss MeatballBossLevel BowlingWithMeatballs CloudyWithAChanceQuiz',
  },
  octopus: {
    dance:
      'OctopusArmsDance OctopusWiggle OctopusSwayStep OctopusInkDrop EightLimbOctopusGroove WaveLikeAnOctopus',
    fitness:
      'OctopusArmWorkout OctopusEightMoveSet OctopusGripStrength OctopusSwimLaps StretchLikeAnOctopus SeaFloorBearCrawl',
    funny:
      'OctopusMultitasking OctopusAwkwardHug OctopusCamoFails OctopusEscapeArtist ExitLikeAnOctopus IfIWereAnOctopus',
    prank:
      'OctopusMoodPlushFlip OctopusWindowCling OctopusPillowPeek OctopusInTheSink RubberOctopusBathPal SneakyOctopusSticker',
    educational:
      'OctopusThreeHearts HowOctopusesCamouflage OctopusBrainFacts OctopusBlueBlood OctopusSuctionScience SquidOrOctopusQuiz',
    cooking:
      'OctopusSausageBento OctopusCupcakes OctopusPancakeArt OctopusJellyDessert BreadstickOctopus TakoyakiOctopusBalls',
    travel:
      'OctopusAquariumVisit OctopusSnorkelSpotting OctopusSeaLifeCenter TidePoolOctopusHunt OsakaOctopusStreetFood KelpForestKayak',
    fashion:
      'OctopusPrintShirt OctopusEarrings OctopusHairClaw OctopusTentacleRing InkBlueOctopusFit NauticalOctopusLook',
    wellness:
      'OctopusMoodColors OctopusSelfHug OctopusBreathCount OctopusAquariumGaze CalmAsAnOctopus TidePoolPause',
    speed:
      'OctopusJarOpenRace OctopusEightTaskSprint OctopusCupStackRush DrawAnOctopusIn10 StickyOctopusToss InkBlotSpeedSketch',
    music:
      'OctopusGardenCover OctopusDrumSolo OctopusOneManBand OctopusBassGroove EightArmOctopusBeat BubbleSoundscape',
    art: 'OctopusInkDrawing OctopusClaySculpt OctopusCrochetPlush OctopusPaperLantern WatercolorOctopusArms ChalkOctopusMural',
    tech: 'OctopusCamoARFilter OctopusSuctionGripper OctopusUnderwaterCam OctopusRobotArm CodeAnOctopusGame 3DPrintAnOctopus',
    gaming:
      'OctopusEscapePuzzle OctopusBossFight OctopusTwisterTangle OctopusOceanLevel SplatoonOctopusMatch KrakenTabletopRaid',
  },
  keys: {
    dance:
      'KeysJingleDance KeychainTwirl KeysPocketPatStep KeysLanyardSwing LostMyKeysShuffle FoundMyKeysStrut',
    fitness:
      'KeysDropSquats KeysTossCatchDrill KeysForgottenStairRun KeyringFingerCurls LungeToGrabTheKeys StepsToFindMyKeys',
    prank:
      'KeysGiantKeychain KeysRubberDuckCharm KeysInJello KeysBabyToySwap JingleBellKeyring TreasureTrailToTheKeys',
    educational:
      'HowKeysOpenLocks WhyWeLoseOurKeys KeysPinTumblerModel KeyCuttingExplained SkeletonKeyOrigins KeysMemoryTrick',
    cooking:
      'KeyShapedCookies HouseKeyCake LockAndKeyCupcakes KeysChocolateMold KeysGingerbreadSet NewHomeKeyBrownies',
    travel:
      'KeychainSouvenirHunt HotelKeyCardCollection KeysToTheCabin LockboxKeyArrival CarKeysRoadTrip LoveLockBridgeVisit',
    fashion:
      'KeychainBagCharm KeysCarabinerLook KeysPendantLayering KeysWristletStyling SkeletonKeyEarrings BeltLoopKeyClip',
    wellness:
      'KeysByTheDoorHabit NeverLoseYourKeysWeek PauseAtTheKeyHook KeysGratitudeForHome KeysDropZoneReset UnhurriedMorningExit',
    speed:
      'FindTheKeysRace KeysOutTheDoorDash KeyringSpeedSort KeysMatchTheLocks KeysBlindfoldUnlock TenKeysOnARingIn30',
    music:
      'KeysJingleBeat KeysShakerRhythm KeysChimeMelody KeysRattleSolo WhereAreMyKeysBlues PianoVsHouseKeys',
    art: 'KeyClayImprints VintageKeysDrawing OldKeyWindChime KeysGraphiteRubbing KeysMosaicFrame SkeletonKeyShadowBox',
    tech: 'KeyFinderTagTest SmartLockNoKeys PhoneAsCarKeys Keys3DPrintedCopy NFCKeyringDemo KeyFobBatterySwap',
    pet: 'PetFetchesTheKeys KeysFindingPup PawPrintKeychain CatSwatsTheKeys KeysJingleWalkTime ParrotMimicsKeys',
    gaming:
      'KeysEscapeRoom KeyHuntLevel LockAndKeyPuzzleGame KeysDungeonCrawl HiddenKeySpeedrun ZeldaSmallKeyRun',
  },
  'frying pan': {
    dance:
      'FryingPanShuffle PanFlipFootwork FryingPanTwirl PanLidCymbalStep ButterInThePanSlide CastIronSkilletStomp',
    fitness:
      'FryingPanCurls PanTossCore FryingPanOverheadPress PanLungeTwist CastIronSkilletCarry SquatHoldingAFryingPan',
    funny:
      'FryingPansWhoKnew PanFlipFails PanLidShieldKnight FryingPanTennis CartoonFryingPanBonk TVChefPanParody',
    prank:
      'PlasticEggInThePan SurpriseUnderPanLid FakeBurntPancake PanSizzleSoundEffect FryingPanCandyStash SkilletCookieGiant',
    educational:
      'WhyFoodSticksToPans PanWaterDropScience SeasonACastIronPan PanCoatingExplained FryingPanMaterialQuiz CopperVsSteelPan',
    travel:
      'CampfirePanBreakfast GiantPaellaPanTrip DinerGriddleTour PanFriedDumplingCrawl FryingPanMarketFind SkilletCornbreadRoute',
    fashion:
      'FryingPanPurse FriedEggPanEarrings FitCheckInAPanMirror PanLidBeret EnamelPanColorOutfit DinerChefStyle',
    wellness:
      'PanSizzleASMR MindfulOnePanMeal SlowEggInThePan PanSeasoningRitual SundaySkilletBrunch CookForNeighborHabit',
    speed:
      'PanFlipSpeedrun PanTossRelay FryingPanScrubRace PanPancakeStackIn60 OneMinutePanOmelette GrilledCheeseDash',
    music:
      'FryingPanDrums PanLidCymbals FryingPanBanjo PanGongFinale SpoonOnASkilletRhythm SizzlingPanBeatLoop',
    art: 'PanLidMosaic PancakeArtInAPan FryingPanClockCraft FryingPanPortraitFrame StencilAnOldSkillet PaintAVintagePan',
    tech: 'SmartPanTest InductionPanFaceoff FryingPanHeatLaser PanScratchDurability SkilletTempProbeHack SlowMoPanFlip',
    pet: 'CatLoafInAPan FryingPanPlushFetch PanLidPeekaboo FryingPanChefPupPose PanSizzleEarsPerk KittenNapsInASkillet',
    gaming:
      'FryingPanOnlyRun PanBlocksBullets OvercookedPanRush FryingPanMeleeBuild CookingSimSkilletScore RapunzelPanDuel',
  },
  microwave: {
    dance:
      'SpinLikeAMicrowave MicrowaveBeepShuffle MicrowaveDingFreeze MicrowaveMinuteGroove MicrowavePopcornHops BoogieByTheMicrowave',
    fitness:
      'MicrowavePlankHold MicrowaveWaitLunges MicrowaveDingPushUps MicrowaveMinuteWorkout SquatWhileMicrowaving LeftoversWallSit',
    funny:
      'MicrowaveStopAtOne MicrowaveStareSession MicrowaveOfficeQueue MicrowaveColdMiddle NarrateTheMicrowave WhoSplatteredMicrowave',
    prank:
      'MugCakeInTheMicrowave MicrowaveGooglyEyes MicrowaveDoorLoveNote MicrowaveClockMessage WarmCookieInMicrowave SneakyLunchReheat',
    educational:
      'HowMicrowavesWork MicrowaveSpeedOfLight MicrowaveSoapCloud MicrowaveMetalMyth MicrowaveHotSpotMap WhyFoodHeatsUnevenly',
    travel:
      'HotelMicrowaveMeals MicrowaveRoadTripEats MicrowaveKonbiniDinner MicrowaveHostelFeast TravelMicrowaveMugCake CornerStoreLunchAbroad',
    fashion:
      'MicrowaveMinuteGlowUp QuickChangeMicrowave RetroMicrowaveColors MicrowavePopcornPJs MicrowaveWarmSlippers LunchBreakOutfitSwap',
    wellness:
      'MicrowaveMinuteCalm MicrowaveWaitGratitude MicrowaveHeatPackRelax MicrowaveBreathCount RiceSockFromMicrowave NinetySecondReset',
    speed:
      'MicrowaveMugCakeRace BeatTheMicrowave OneMinuteMicrowaveTidy MicrowaveDingDash MicrowaveNachoSprint CountdownCounterWipe',
    music:
      'MicrowaveBeepSong MicrowaveHumHarmony MicrowaveKeypadTune MicrowaveDingJingle DrumToMicrowavePopcorn RemixYourMicrowave',
    art: 'MicrowaveFlowerPress MicrowaveLeafBookmarks MicrowavePuffyPaint MicrowaveSoapSculpture DriedCitrusByMicrowave MugCakeDecorating',
    tech: 'MicrowaveTimerHacks MicrowaveHeatMapTest InsideTheMicrowaveCam MicrowaveWattMath VoiceControlMicrowave ThermalCameraLeftovers',
    pet: 'MicrowaveBeepPetRush CatKnowsTheMicrowave DogWaitsByMicrowave MicrowaveSnuggleDisc ParrotMimicsMicrowave DingMeansDinner',
    gaming:
      'MicrowaveTimerSpeedrun MicrowaveQuickMatch MicrowaveOvercookedRun MicrowaveGuessTheTime OneRoundPerMicrowave SnackBreakRespawn',
  },
  donut: {
    dance:
      'DonutSpinMove DonutShuffle DonutHipCircles DonutBoxBounce GlazedDonutGroove SprinkleRainStep',
    fitness:
      'DonutDashRun DonutBurnOffWorkout DonutHoopCardio DonutPlankReward SquatForEveryDonut BikeToTheDonutShop',
    funny:
      'DonutLastOneStandoff DonutHoleMystery DonutBoxOpeningHype DonutRankingRant PowderedDonutMustache EatADonutNoLicking',
    prank:
      'DonutBoxSurprise DonutDropForCoworkers BagelDonutSwitch DonutFloatieAtDesk CheerioMiniDonuts GlazedOnionRingDonut',
    educational:
      'WhyDonutsHaveHoles DonutIsATorus DonutYeastVsCake DoughnutHistoryQuiz DonutFryChemistry WhoInventedTheDonut',
    travel:
      'DonutShopCrawl DonutRoadTrip DonutSunriseBakeryHunt DonutFarmStandVisit WorldDonutTasting CiderMillDonutRun',
    fashion:
      'DonutPrintFit DonutEarrings DonutBunHairstyle DonutPatchJacket SprinkleDonutColors FrostedDonutPastels',
    wellness:
      'DonutTreatYourself DonutGratitudeBox DonutKindnessDelivery DonutCoffeeSunrise MindfulDonutBite SlowSaturdayDonut',
    speed:
      'DonutGlazeDipRace DonutOnAString DonutRingToss DonutStackIn30 FrostTwelveDonutsFast SortDonutSprinkles',
    music:
      'DonutShopJingle DonutDropBeat DonutVinylScratch DonutBoxDrumming PowderedDonutBlues SingToYourDonut',
    art: 'DonutPainting DonutClayCharm DonutWarholPrint DonutSketchStudy MosaicOfDonutSprinkles IcingSwirlDonutArt',
    tech: 'DonutGlazeSlowMo DonutAirFryerTest Donut3DPrintedCutter DonutTimelapseRise AICountsDonutSprinkles MiniDonutMakerReview',
    pet: 'DonutPetBed BakePupDonuts DogInADonutCostume DonutPlushSqueaker DonutCurledCat HamsterDonutTunnel',
    gaming:
      'DonutCountyRun DonutShopTycoon DonutDriftLap DonutMemoryMatch SimpsonsDonutHunt MarioKartDonutPlains',
  },
  balloon: {
    dance:
      'BalloonFreezeDance BalloonForeheadTango BalloonPopOnTheBeat BalloonRibbonTwirl TubeManBalloonWiggle SambaWithABalloon',
    fitness:
      'BalloonVolleyball BalloonSquatPass BalloonTapPlank BalloonBetweenKneesHop KeepTheBalloonUp PaperPlateBalloonRally',
    funny:
      'BalloonAnimalFails BalloonStaticHair BalloonKnotStruggle BalloonFaceInterview GiantBalloonDoorJam CarFullOfBalloons',
    educational:
      'BalloonStaticScience BalloonRocketString WhyHeliumBalloonsFloat BalloonSkewerTrick BalloonLungModel FreezerBalloonShrink',
    cooking:
      'BalloonChocolateBowls BalloonBouquetCupcakes BalloonSugarCookies BalloonFruitKabobs HotAirBalloonPies FloatingBalloonCake',
    travel:
      'HotAirBalloonRide BalloonFestivalWalk BalloonSunriseLaunch CappadociaBalloonDawn ParadeBalloonViewing BalloonFiestaRoadTrip',
    fashion:
      'BalloonSleeves BalloonPants BalloonSkirtStyling BalloonJeansFitCheck DressMadeOfBalloons PastelBalloonPartyLook',
    wellness:
      'BellyBalloonBreaths BalloonWorryPop BalloonStressBall BalloonMoodCheckIn BalloonSlowExhale GratitudeBalloonWall',
    speed:
      'BalloonPopRace BlowUpTenBalloons BalloonRelay BalloonKnotTimer BalloonDogSpeedTwist BuildABalloonArchFast',
    music:
      'BalloonDrum BalloonSqueakCover BalloonRiceShaker BalloonBirthdayMedley PopBalloonsOnTheBeat SingIntoABalloon',
    art: 'TwistBalloonAnimals BalloonArchBuild BalloonStampArt BalloonPaperMache BalloonStringLantern PaintOnABalloon',
    tech: 'BalloonPoweredCar BalloonSlowMoPop BalloonHovercraftBuild BalloonStaticLEDLight WeatherBalloonTracker DecibelsOfABalloon',
    pet: 'PetBirthdayBalloons BalloonDoubleTake BalloonPoodleVsPuppy BalloonBackdropPhoto CatBatsTheBalloon BunnyBalloonParty',
    gaming:
      'BalloonDartsArcade BalloonStompBattle BalloonFightRetroRun BalloonTowerDefense PartyBalloonGames MarioKartBalloonPop',
  },
  gym: {
    dance:
      'GymDanceBreak GymMirrorChoreo GymZumbaRecap GymSpinClassGroove KettlebellGymFlow DumbbellGymRoutine',
    funny:
      'GymNatureDocumentary GymFirstDayNerves GymTypesOfPeople GymGruntRatings WhoLeftGymWeightsOut DadAtTheGymImpression',
    prank:
      'GymFoamDumbbellSwap GymSurpriseCheer GymLockerBalloons GymMotivationNotes FakeGymPersonalRecord CandyInTheirGymBag',
    educational:
      'GuessTheGymMachine HowGymMusclesGrow GymFormCheckLesson GymLiftPhysics GymSorenessScience GymEtiquetteQuiz',
    cooking:
      'GymMealPrep GymProteinPancakes PostGymSmoothie GymBagSnackBox GymOvernightOats PreGymEnergyBites',
    travel:
      'GymWithAView ParkGymTour GymHoppingAbroad HotelGymReview GymDayPassQuest MuscleBeachGymTrip',
    fashion:
      'GymFitCheck RateMyGymOutfit WhatsInMyGymBag GymSetMatching GymShoeRotation GymToStreetLook',
    wellness:
      'GymRestDayRoutine GymMindfulCooldown GymConfidenceCheckIn GymSaunaUnwind BreathworkAfterGym PostGymStretchRitual',
    speed:
      'GymCircuitRace GymInTwentyMinutes GymRowing500 GymBikeKilometer TreadmillGymSprint RackGymPlatesFast',
    music:
      'GymHypeSong GymPlateClankRhythm GymBeatDropLift GymHeadphoneReveal MetronomeGymReps KaraokeOnTheGymBike',
    art: 'GymProgressPortrait GymChalkHandprints GymPoseFigureDrawing GymMuralDesign SketchAtTheGym PaintYourGymKettlebell',
    tech: 'GymTrackerApp GymSmartwatchTest GymHeartRateZones GymAIFormCoach HomeGymSetupTour EarbudsThatSurviveGym',
    pet: 'GymWithMyDog PetGymBuddy PuppyJoinsHomeGym GymBagKittenInspector GymLeashJog HamsterGymWheelRace',
    gaming:
      'GymLevelUp GymAchievementUnlocked GymQuestLog GymRPGStats PokemonGymBattle RingFitAtTheGym',
  },
  doorbell: {
    dance:
      'DoorbellCamDance DoorbellDingDongGroove DoorbellRingFreeze DoorbellChimeChoreo ShimmyAtTheDoorbell PorchDoorbellRoutine',
    fitness:
      'DoorbellSquats DoorbellStairSprint DoorbellBurpees DoorbellPlankUntilRing StepUpsByTheDoorbell LungeToTheDoorbell',
    prank:
      'DoorbellCamCostume DoorbellSnackBasket DoorbellFlowerDrop DoorbellRiddleNote WaveToTheDoorbell DingDongDoorbellGift',
    educational:
      'HowDoorbellsWork DoorbellCircuitScience DoorbellElectromagnet DoorbellSoundWaves FirstDoorbellInvention BuildABatteryDoorbell',
    cooking:
      'DoorbellCake DoorbellReadySnacks DoorbellGuestPlatter DoorbellPizzaNight BakeAndRingTheDoorbell BeatTheDoorbellDinner',
    travel:
      'WorldDoorbellHunt DoorbellPhotoWalk DoorbellKnockerSafari DoorbellsOfParis OldTownDoorbellTour ColorfulDoorsOfBurano',
    fashion:
      'DoorbellCamFitCheck DoorbellPanicChange DoorbellRobeRunway DoorbellReadyLook OutfitForTheDoorbell AnswerTheDoorbellChic',
    wellness:
      'DoorbellBreathingCue DoorbellKindnessNote DoorbellMindfulPause DoorbellGratitude SmileAtTheDoorbellCam MuteTheDoorbellEvening',
    speed:
      'DoorbellPackageGrab DoorbellReactionTime DoorbellTidyBlitz DoorbellPantsOnDash BeatTheDoorbell FirstToTheDoorbell',
    music:
      'DoorbellChimeRemix DoorbellMelodyCover DoorbellSongwriter DoorbellPianoRecreate DingDongDoorbellBeat NewTuneForTheDoorbell',
    art: 'DoorbellSignDesign DoorbellNameplateArt DoorbellButtonMosaic DoorbellPorchPainting HouseNumberDoorbell DoorWreathCraft',
    tech: 'VideoDoorbellSetup DoorbellCamReview DoorbellNightVision DoorbellBatteryHack DoorbellFaceAlert BuildASmartDoorbell',
    pet: 'DoorbellPetReaction DoorbellCalmTraining DoorbellHowlChorus DoorbellCatHide DogRingsADoorbell PuppyIgnoresDoorbell',
    gaming:
      'DoorbellGuessWhoGame DoorbellDeliveryBingo DoorbellMysteryVisitor DoorbellFreezeTag RaidPausedByDoorbell HelloNeighborDoorbell',
  },
  hat: {
    dance:
      'HatFlipCatch HatTipShuffle HatArmRollMove HatSpinStep TopHatTapRoutine CowboyHatLineDance',
    fitness:
      'HatBalanceSquats HatCatchLunges HatTossBurpees HatGrabSprints MorningRunInABeanie BucketHatBearCrawl',
    funny:
      'HatForEveryMood HatHairReveal HatWindChase HatTooTinyTryOn CrazyHatDayAtHome DadHatRating',
    prank:
      'HatSwapPrank EveryoneWearsAHat HatGooglyEyes HatHiddenNote TinyHatsOnFruit SillyHatSurprise',
    educational:
      'HatHistoryQuiz WhyChefHatsAreTall HatsAroundTheWorld HatMakingProcess HatSunProtectionFacts HowMillinersShapeHats',
    cooking:
      'ChefHatCookOff HatShapedCupcakes WitchHatCookies HatBoxCake TopHatBrownies StrawHatTartlets',
    travel:
      'HatFromEveryCity SunHatRoadTrip BeanieSkiWeekend HatMarketFind HatSouvenirWall PanamaHatsInEcuador',
    wellness:
      'HatsOffGratitude SunHatGardenMorning BeanieCozyWalk HatShadeReading StrawHatSiesta ThinkingCapJournal',
    speed:
      'HatStackRace FastestHatChange CapFlipCatchStreak HatRingTossTimer HatRackHangDash FoldTenBeaniesFast',
    music:
      'TopHatShowTune HatTipSerenade BeanieLofiBeat HatBuskerSet HatBoxDrumming CowboyHatYodel',
    art: 'HatDecorating PaperHatCraft BeaniePatchArt HatBrimPainting HatPinCollage BucketHatEmbroidery',
    tech: 'LightUpHatBuild HatCamView CapFlipSlowMo HatSolarFanTest HatLEDMatrix BluetoothBeanieReview',
    pet: 'PetInAHat BirthdayPartyHatPup PuppyInABeanie HatStaysOnCount DogWearsMyHat TinyCowboyHatCat',
    gaming:
      'HatTrickHighScore MarioCappyHatThrow GuessWhoWithHats HatDrawCharades HatHuntSideQuest FishbowlHatRound',
  },
  dentist: {
    dance:
      'DentistFlossDance DentistSmileWiggle DentistChairBounce DentistApprovedTwoStep WaitingRoomDentistJig MouthwashSwishSway',
    fitness:
      'DentistBrushSquats DentistFlossAndFlex DentistStairClimb DentistSugarFreeStreak WalkToTheDentist SmileWideJumpingJacks',
    prank:
      'DentistToothFairyNote SurpriseTheDentist DentistGiantToothbrush DentistSmileBalloon GiftFromYourDentist SparklyFlossSwap',
    educational:
      'AskTheDentist DentistToolsQuiz DentistEggshellTest DentistCavityDemo WhatDentistsSeeOnXRay WhyBabyTeethFallOut',
    cooking:
      'DentistApprovedSnacks DentistSugarFreeTreats DentistCheesePlatter DentistCrunchyVeggies MolarDentistCupcakes XylitolGummies',
    travel:
      'DentistOfficeTour DentistTravelKit DentistMuseumVisit DentistBeforeVacation AskADentistAbroad AirportBrushRoutine',
    fashion:
      'DentistScrubsStyle DentistBracesColors DentistToothEarrings DentistFitCheck DressLikeYourDentist PearlyWhitesOutfit',
    wellness:
      'CalmAtTheDentist DentistVisitBreathing DentistRewardRitual DentistChairMeditation PostDentistSelfCare FlossingHabitStreak',
    speed:
      'DentistTriviaRush DentistToolNameRace DentistMouthwashTimer DentistSmileCountdown FlossFasterThanDentist ToothbrushHourglass',
    music:
      'DentistBrushingSong DentistDrillRemix DentistWaitingRoomTune JingleForMyDentist RapForTheDentist FlossingRhythm',
    art: 'DentistOfficeMural DentistToothCraft DentistCartoonPoster DentistBrushPainting DrawYourDentist FlossStringArt',
    tech: 'DentistTechTour Dentist3DScanner DentistIntraoralCamera DentistAIXRay SmartBrushVsDentist FlosserTestForDentist',
    pet: 'PetDentistDay DentistDogBreathCheck DentistChewToyRating DentistVisitForBunny PuppyToothbrushDentist KittenToothCount',
    gaming:
      'DentistSimulator DentistTriviaNight CrocodileDentistRound DentistEscapeRoom PlayDentistInSims ToothFairyQuest',
  },
  beach: {
    dance:
      'BeachWaveDance BeachTowelTwirl BeachBallBop BeachLimbo SandyToesBeachShuffle FlipFlopBeachStep',
    fitness:
      'BeachSandSprints BeachCoolerCarry BeachBearCrawl BeachTowelAbs LowTideBeachYoga LungeAlongTheBeach',
    funny:
      'BeachDayStruggles BeachPackingChaos BeachUmbrellaWrestle BeachSeagullHeist StillFindingBeachSand TanLineBeachReveal',
    prank:
      'BeachTreasureHunt BeachSandMessage BeachTowelSwitcheroo BeachBottleNote SurpriseBeachCastle SeashellBeachPhone',
    educational:
      'BeachShellIDQuiz BeachTidePoolScience BeachGlassOrigins BeachCrabFacts HowBeachWavesForm WhereBeachSandBegins',
    cooking:
      'BeachPicnicSpread BeachBonfireSmores BeachFruitSkewers BeachSunTea PackABeachCooler SandcastleBeachCake',
    fashion:
      'BeachCoverUpLook BeachToDinnerFit BeachSarongTie BeachHatStyle SunglassesBeachLineup ThriftedBeachBag',
    wellness:
      'BeachMeditation BeachSunriseWalk BeachPhoneFreeHour BeachBarefootStroll BreatheLikeBeachWaves ListenToTheBeachTide',
    speed:
      'BeachSandcastleRace BeachSprintRelay BeachSetupSpeedrun BeachPackUpBlitz TenShellsBeachDash UmbrellaUpBeachTimer',
    music:
      'BeachUkuleleJam BeachBucketDrums BeachBonfireSingAlong BeachWaveBeat SeagullBeachRemix KokomoOnTheBeach',
    art: 'BeachSandDrawing BeachSeashellArt BeachGlassMosaic BeachDriftwoodBoat BuildABeachSandcastle PaintBeachPebbles',
    tech: 'BeachProofGadgets BeachPhoneWaterTest BeachTimelapse BeachSolarCharging UVIndexBeachAlert TideAppBeachPlanner',
    pet: 'PetFirstBeachVisit DogBeachZoomies BeachBallFetch BeachPawPrintTrail WaveChasingBeachPup BeachDigContest',
    gaming:
      'BeachCardGames BeachBingoBoard BeachCornholeLeague BeachSurvivalRun AnimalCrossingBeachDay MinecraftBeachHouse',
  },
  hydration: {
    dance:
      'HydrationDanceBreak HydrationStationShimmy HydrationRefillStep WaterBottleSwing TwistToHydrate GlassClinkGroove',
    fitness:
      'WaterBottleCurls HydrationBreakWorkout HydrationEveryLap HydrationSweatTest RecoverAndRehydrate GallonJugCarry',
    funny:
      'HydrationHypeMan HydrationReminderSkit HydrationBathroomTrips HydrationBottleHoard NarrateMyHydration ForgotToHydrateFaces',
    prank:
      'WaterBottleSurprise HydrationFruitIceCubes HydrationCupNote HydrationLemonUpgrade GooglyEyeHydrationJug SneakyHydrationStation',
    educational:
      'WhyWeNeedWater HydrationElectrolytes HydrationFocusTest HydrationMythBusting HowBodiesStayHydrated HydrationFoodQuiz',
    cooking:
      'HydrationPopsicles InfusedWaterRecipe CucumberHydrationBar HydrationFruitSalad HydratingSmoothie MintLimeSpritzer',
    travel:
      'HydrationHikeKit WaterRefillCityWalk HydrationFlightRoutine HydrationDesertTrek StayHydratedAbroad FreshSpringFind',
    fashion:
      'WaterBottleOutfitMatch HydrationBagStyle HydrationDewyMakeup HydrationHipPack FitCheckWithHydration TumblerColorCoordinate',
    speed:
      'WaterCupRelay HydrationStationRace HydrationRefillDash HydrationPitcherPour FillTheHydrationJug EightGlassesByNoon',
    music:
      'WaterGlassMelody HydrationSong HydrationChimeJars HydrationGulpBeatbox SingAHydrationJingle PouringSoundASMR',
    art: 'WaterBottleDecor HydrationChartDoodle HydrationHabitCalendar HydrationLabelDesign DecorateAHydrationJug SplashPhotography',
    tech: 'SmartBottleHydration HydrationAppTracker WaterReminderHack HydrationWatchAlert HydrationSweatPatch FilterPitcherShowdown',
    pet: 'PetHydrationCheck KittyWaterFountain SlowMoDogHydration HydrationIceCubeTreat HydrationBowlPatrol KittenFaucetHydration',
    gaming:
      'HydrationGamerBreak DrinkWaterEachLevel HydrationBingo HydrationQuestLog PotionRefillHydration SipEveryRoundHydrated',
  },
  jewelry: {
    dance:
      'JewelryJingleDance JewelrySparkleSpin JewelryEarringSwish JewelryHandWaveRoutine ShimmyInAllYourJewelry StackedJewelryBop',
    fitness:
      'JewelryJingleJacks JewelryJumpTest JewelryAnkletRun EarnYourJewelryBeads SmartJewelryStepCount WeightedBangleCurls',
    funny:
      'JewelryOverload JewelryTangleStruggle JewelryLostEarring GrandmaRatesMyJewelry FakeJewelryAppraiser TooManyRingsTyping',
    prank:
      'JewelryGiftSurprise JewelryBoxGummyBears JewelryGiantFakeGem FriendshipJewelrySwap PastaNecklaceJewelry CandyRingProposal',
    educational:
      'HowJewelryIsMade JewelryKaratExplained JewelryBirthstoneQuiz JewelryHistoryMinute RealOrFakeJewelryTest PearlFormationFacts',
    cooking:
      'JewelryBoxCake JewelryGummyGemstones JewelrySugarPearls EdibleJewelry CandyJewelryNecklace IsomaltJewelGems',
    travel:
      'JewelryBazaarBrowse JewelryFromEveryTrip JewelryArtisanStudio JewelrySouvenirHunt GemMineJewelryDig TurquoiseJewelryTrail',
    wellness:
      'JewelryMakingCalm JewelryBoxReset JewelryIntentionCharm JewelryMorningRitual SlowJewelryBeading CrystalPocketStone',
    speed:
      'JewelryUntangleRace JewelryEarringMatch JewelryStackIn60 JewelryBoxSortBlitz ClaspJewelryOneHanded StringTenJewelryBeads',
    music:
      'JewelryJingleBeat JewelryBoxMelody JewelryChimeSolo JewelryAnkletStomp ShakeYourJewelryStack BangleJewelryDrumroll',
    art: 'JewelryDesignSketch JewelryResinPendants JewelryPolymerClay JewelryFlatLayPhoto WireWrapJewelryRing BeadLoomJewelry',
    tech: 'JewelryPhotoSetup JewelryMacroLens JewelryLaserEngraving JewelryUVTorchTest 3DPrintedJewelry UltrasonicJewelryClean',
    pet: 'PawPrintCharmJewelry PetGuardsMyJewelry JewelryCatStealsRings JewelryCollarBling ParrotVsMyJewelry JewelryDogTagDesign',
    gaming:
      'JewelryTreasureHunt GameInspiredJewelry BejeweledHighScore JewelryLootRarity CrownJewelsQuest JewelrySplendorNight',
  },
  'heat wave': {
    dance:
      'HeatWaveSprinklerDance HeatWaveGroove HeatWaveFanHairFlip HeatWaveSlowMoMoves PopsicleHeatWaveStep ShuffleThroughHeatWave',
    fitness:
      'HeatWaveIndoorWorkout HeatWaveSwimLaps HeatWaveAquaJog HeatWaveShadeCircuit BeatTheHeatWaveRun DawnRideInAHeatWave',
    prank:
      'HeatWavePopsicleDrop HeatWaveWaterBalloons HeatWaveFrozenShirt HeatWaveIcedCoffee KiddiePoolHeatWave SlushieForHeatWave',
    educational:
      'WhyHeatWavesHappen HeatWaveCityHotspots HeatWaveSweatBiology HeatWaveSafetyQuiz HowFansBeatHeatWaves HeatWaveAsphaltTemp',
    cooking:
      'HeatWaveNoCookMeal HeatWavePopsicleLab HeatWaveFrozenGrapes HeatWaveGranita GazpachoHeatWaveLunch SunTeaInAHeatWave',
    travel:
      'HeatWaveEscape HeatWaveBeachDay HeatWaveLakeDip HeatWaveMountainDrive CoolSpotsInAHeatWave CaveTourInAHeatWave',
    fashion:
      'HeatWaveFitCheck HeatWaveLinenLook HeatWaveBreezyDress HeatWaveUVShades SunHatForTheHeatWave CoolingTowelHeatWave',
    wellness:
      'HeatWaveHydration HeatWaveCoolDown HeatWaveShadeNap HeatWaveFootSoak IcedTeaHeatWavePause TakeItSlowInAHeatWave',
    speed:
      'HeatWaveIceMeltRace HeatWaveWaterRelay HeatWavePopsicleFinish HeatWaveFloatInflate SprinklerHeatWaveDash CupStackInAHeatWave',
    music:
      'HeatWaveAnthem HeatWaveSummerCover HeatWaveFanVoiceEffect HeatWaveLofiLoop SprinklerHeatWaveBeat IceClinkHeatWaveJam',
    art: 'HeatWaveCrayonMelt HeatWaveSunPrints HeatWaveIceDyeing HeatWaveShadowTracing PhotoAPopsicleHeatWave SidewalkHeatWavePaint',
    tech: 'HeatWaveCoolingGadgets HeatWaveFanShowdown HeatWaveMistingRig HeatWaveACHacks SolarOvenInAHeatWave PhoneVsTheHeatWave',
    pet: 'HeatWavePupPool HeatWaveDogCoolingMat HeatWavePawCheck HeatWaveBunnyIcePack FrozenPetTreatHeatWave KittenFlopsInHeatWave',
    gaming:
      'HeatWaveGamingMarathon HeatWaveBoardGames HeatWaveLANParty HeatWaveIndoorCup AirConHeatWaveCards SnowLevelsInAHeatWave',
  },
  bench: {
    dance:
      'ParkBenchDuet SeatedBenchChoreo BenchStepGroove BenchHopShuffle BusStopBenchBop BenchSideLeanPose',
    funny:
      'BenchWarmerDiaries HowManyFitOnABench PigeonBenchStandoff BenchPlaqueStories BenchSpreadOutSkit BusStopBenchRomance',
    prank:
      'FakeWetPaintBench KindNoteOnTheBench BenchCushionSurprise BenchReservedSign BenchBalloonBouquet TinyPicnicOnABench',
    educational:
      'BenchDipMuscleMap BenchPressFormCheck ParkBenchHistory BenchPlaqueTradition BenchWoodWeathering WhyBenchesFaceViews',
    cooking:
      'ParkBenchPicnicSpread PackABenchLunch BenchThermosSoup BenchSandwichShowdown BoardwalkBenchSnacks BenchBentoBox',
    travel:
      'BenchWithTheBestView CityBenchHop SunsetBenchFind BenchMovieSceneSpots BenchPlaqueWalk PlatformPeopleWatching',
    fashion:
      'BenchFitCheck ParkBenchLookbook FiveBenchPoses BenchStreetStyleShoot BenchAutumnLayers BusStopBenchOutfit',
    wellness:
      'FiveMinuteBenchPause BenchBirdwatchBreak BenchGratitudeList BenchSunriseCoffee BenchStrangerKindness LakesideBenchBreathing',
    speed:
      'BenchTapsIn60 BenchStepUpSprint BenchJumpsIn30 BenchHopRelay DipsOnABenchIn60 ParkBenchLoopRace',
    music:
      'ParkBenchAcoustic BenchDrumBeat PianoBenchCover BenchBuskerSession BenchHarmonicaBlues DuetOnABench',
    art: 'ParkBenchSketch PaintedBenchMakeover BenchViewWatercolor BenchSilhouettePhoto BenchMosaicTiles PigeonOnABenchDoodle',
    tech: 'SolarBenchCharge BenchRepCounterApp BenchFormSlowMo BenchBarSpeedTracker SmartCityBenchTour BenchHeartRateLog',
    pet: 'PetParkBenchPose BenchSitStayTrick BenchHopUpCommand BenchPeopleWatchingPup DogPawsUpOnBench CatOnTheBenchStare',
    gaming:
      'ParkBenchChess BenchCardGameDuel BenchWarmerToMVP BenchCheckersRematch BenchHandheldCoop BackgammonOnABench',
  },
  superhero: {
    dance:
      'SuperheroLandingDance SuperheroPoseRoutine SuperheroSlowMoStrut SuperheroSidekickSync FlyLikeASuperhero SpinInASuperheroCape',
    fitness:
      'SuperheroTrainingCamp SuperheroPlankPose SuperheroBurpeeSquad SuperheroSmashSlams TrainLikeASuperhero CardioInASuperheroCape',
    prank:
      'SuperheroAlterEgo SuperheroEntrance SuperheroSignalWindow SuperheroChoreRescue CapeForASuperheroDad SecretSuperheroGift',
    educational:
      'CouldASuperheroFly SuperheroScienceCheck AnimalSuperpowers SuperheroComicHistory SuperheroRealLifeTech EverydaySuperheroes',
    cooking:
      'SuperheroCupcakes SuperheroShieldPizza SuperheroMaskPancakes SuperheroLogoCookies PowerUpSuperSmoothie HammerPretzelRods',
    travel:
      'SuperheroCityWalk SuperheroFilmSpots SuperheroThemeParkDay SuperheroMuseumExhibit ComicConSuperheroTrip RooftopSuperheroPose',
    fashion:
      'SuperheroCapeLook SuperheroEverydayFit SuperheroLogoTee SuperheroColorBlocking ClarkKentToSuperhero DressLikeASuperhero',
    wellness:
      'SuperheroPowerPose SuperheroRestDay SuperheroKindnessQuest SuperheroSelfTalk EvenSuperheroesNap MySuperheroJournal',
    speed:
      'SuperheroQuickChange SuperheroRescueRace SuperheroSuitUpClock SuperheroObstacleDash PhoneBoothSuperhero SaveTeddySuperSprint',
    music:
      'SuperheroThemeCover SuperheroIntroMusic SuperheroFanfareKazoo SuperheroBeatDrop DuetWithASuperhero HumYourSuperheroSong',
    art: 'SuperheroComicStrip SuperheroSelfPortrait SuperheroMaskCraft SuperheroCityscapeInk DesignYourOwnSuperhero ToySuperheroPhotoshoot',
    tech: 'SuperheroGadgetBuild SuperheroGreenScreen SuperheroLEDArcReactor SuperheroVoiceFilter SlowMoSuperheroLanding JetpackForASuperhero',
    pet: 'SuperheroPetCape SuperheroDogRescueRun SuperheroKittenMask SuperheroParrotPose CorgiSuperheroFlight BunnySuperheroSidekick',
    gaming:
      'SuperheroBossFight SuperheroCoOpCampaign SuperheroOriginRun SuperheroVillainBuild LegoSuperheroTeamUp DraftYourSuperpowers',
  },
  sandal: {
    dance:
      'SandalBeachDance SandalSummerShuffle SandalStrutWalk SandalPoolsideSway TwoStepInSandals SirtakiInSandals',
    fitness:
      'SandalBeachWalk SandalSandLunges SandalToeStrength SandalTrailTest HikeInSportSandals BalanceDrillNoSandals',
    funny:
      'SandalSockDebate SandalTanLineReveal SandalSlapEcho SandalStrapTangle DadSandalSeasonOpener MyFlipFlopsBlewOut',
    prank:
      'SandalSockReveal SandalMismatchDay SandalCharmUpgrade SandalPedicureTreat SwitcherooSandals GooglyEyeSandals',
    educational:
      'SandalHistoryQuiz HowSandalsAreMade SandalArchSupportTips SandalGladiatorOrigins OldestSandalsEverFound FootHealthBasics',
    cooking:
      'SandalShapedSandwiches SandalSummerPopsicles SandalBrownieBars SandalCookieCutter PoolsideSandalSnacks BeachPicnicWraps',
    travel:
      'OnePairSandalsTrip SandalCapriCustom SandalMarrakechSouk AthensSandalMaker IslandHopInSandals SandalWalkingTour',
    wellness:
      'SandalSelfCarePedicure SandalsOffBeachWalk SandalFootSoak SandalGardenMorning KickOffSandalsBreathe GrassToesGrounding',
    speed:
      'SandalStrapRace SandalShoeSwapDash SandalPairMatchTimer SandalKickAndCatch RelayInFlipFlops BeatTheTideInSandals',
    music:
      'SandalSummerSong SandalSlapRhythm SandalSteelDrumJam SandalStompPercussion BeatboxWithFlipFlops UkuleleInSandals',
    art: 'SandalDecoratingDIY SandalFootprintArt SandalBeadedStraps SandalShellEmbellish OldSandalSculpture ToolLeatherSandals',
    tech: 'Sandal3DPrint SandalFootScan SandalGripTestRig SandalRecycledSoles PhoneStandFromSandal WaterproofSandalCheck',
    pet: 'PupStealsMySandal SandalDogBooties SandalPawPrintArt SandalKittenNap CatGuardsTheSandals SandalSniffTest',
    gaming:
      'SandalPoolsideChess SandalTossTarget SandalSkinUnlock SandalBeachVolleyGame AnimalCrossingSandals HermesSandalsInHades',
  },
  concert: {
    dance:
      'ConcertFanChoreo ConcertLightStickWave ConcertCrowdJump ConcertEncoreShuffle FrontRowConcertMoves StadiumConcertSway',
    fitness:
      'ConcertStepCount ConcertCardio ConcertStadiumStairs ConcertSingAndJog JumpEveryConcertChorus TrainForAConcert',
    funny:
      'ConcertCrowdTypes ConcertLyricMishear ConcertDadMoves ConcertEncoreChantFail TallPersonAtTheConcert BathroomBreakAtConcert',
    prank:
      'ConcertTicketSurprise ConcertLivingRoomGig ConcertMerchGift ConcertBraceletTrade BackyardConcertAmbush WakeUpConcertSerenade',
    educational:
      'ConcertSoundScience HowConcertStagesWork ConcertHearingFacts ConcertTourLogistics BackstageConcertJobs MixingDeskDemo',
    cooking:
      'ConcertStandSnacks ConcertPreShowPasta ConcertLogoCookies ConcertMerchCake EncoreConcertDessert CookABandsConcertRider',
    travel:
      'ConcertRoadTrip ConcertVenueTour GigInAnotherCity ConcertFestivalCamping RedRocksConcertNight OperaHouseConcert',
    fashion:
      'ConcertFitCheck ConcertGlitterMakeup ConcertTeeRestyle ConcertFringeJacket FrontRowConcertStyle DressLikeTheHeadliner',
    wellness:
      'ConcertRecoveryDay ConcertEarCare ConcertHydrationPlan ConcertMemoryJournal PostGigRest SundayAfterTheConcert',
    speed:
      'ConcertStageSpeedBuild ConcertSetlistGuess ConcertLyricBlitz ConcertMerchDash NameTheConcertOpener FastestToTheConcertPit',
    art: 'ConcertLiveSketch ConcertPosterDesign GigTicketScrapbook ConcertEncorePhotos PaintAConcertCrowd StageLightGouache',
    tech: 'ConcertFilmingTips ConcertLightShowDIY ConcertInEarMonitors ConcertSoundLevelMeter HackAConcertWristband StreamAConcertAtHome',
    pet: 'ConcertForMyPet ConcertHowlAlong ConcertKittyLullaby ConcertPupBackupSinger ParrotConcertEncore BunnyConcertFrontRow',
    gaming:
      'ConcertInAGame ConcertGuitarHeroSet VirtualGigNight ConcertSetlistBingo FantasyConcertLineup KaraokeConcertBattle',
  },
  lasagna: {
    dance:
      'LasagnaLayerDance LasagnaShuffle LasagnaNoodleWiggle LasagnaOvenMittTango RicottaLasagnaRumba SwayWhileLasagnaBakes',
    fitness:
      'LasagnaLayerWorkout LasagnaCarbLoadRun LasagnaSquatStack LasagnaPanPress FarmerCarryLasagnaDish GrateCheeseForLasagna',
    funny:
      'LasagnaSliceCollapse LasagnaCornerDebate LasagnaLeftoverGuard LasagnaCheesePullFail MondayMoodLasagna GarfieldLasagnaVoice',
    prank:
      'DessertLasagnaSwap LasagnaNeighborDrop LasagnaCakeIllusion LasagnaForBreakfast LasagnaGooglyEyes GarfieldBringsLasagna',
    educational:
      'WhoInventedLasagna LasagnaLayerMath LasagnaBechamelScience LasagnaRegionalStyles LasagnaCheeseStretch PastaShapesQuiz',
    travel:
      'LasagnaInBologna LasagnaFoodTourItaly LasagnaParmaDayTrip LasagnaTrattoriaHunt NonnaLasagnaLesson FreshLasagnaSheetClass',
    fashion:
      'LasagnaLayerFit LasagnaRedSauceLook LasagnaPrintSocks LasagnaOrangeCatTee ApronForLasagnaNight DressLikeALasagna',
    wellness:
      'LasagnaSundayDinner LasagnaComfortNight LasagnaSlowAssembly LasagnaForANeighbor MindfulLasagnaLayering FamilyTableLasagna',
    speed:
      'LasagnaLayerRace LasagnaAssemblyRelay LasagnaCheeseGrateOff LasagnaSauceTimer RollLasagnaSheetsFast TenMinuteLasagnaCup',
    music:
      'LasagnaOperaAria LasagnaLayeredBeat LasagnaMandolinJam LasagnaOvenTimerRap NonnasLasagnaSong ThatsAmoreLasagna',
    art: 'LasagnaCrossSection LasagnaStillLife LasagnaClayMiniature LasagnaFeltFood CollageOfLasagnaLayers GarfieldLasagnaComic',
    tech: 'LasagnaOvenCam LasagnaRecipeAI LasagnaThermalProbe LasagnaAirFryerTest PastaMachineLasagna ConvectionVsLasagna',
    pet: 'PetsNamedLasagna OrangeCatLasagnaPose LasagnaPlushToy LasagnaDogCostume LasagnaLayerBlanketPup GarfieldLookalikeKitty',
    gaming:
      'LasagnaGarfieldKart LasagnaTowerStack LasagnaKitchenSim LasagnaLayerPuzzle CookingMamaLasagna OvercookedLasagnaLevel',
  },
  orange: {
    dance:
      'OrangeSunsetDance OrangeLeafSwirl OrangeJuiceMorningBop OrangeOutfitStrut BalanceAnOrangeStep CitrusTwistSpin',
    fitness:
      'OrangeConeDrills OrangeUnderChinRelay OrangeSqueezeGrip OrangeSpoonBalanceWalk JogThroughOrangeGroves LungeAndPassTheOrange',
    funny:
      'OrangeYouGladJoke OrangePeelSmile OrangeEverythingDay OrangeRhymeAttempt BrushThenOrangeJuice SelfTanTurnedOrange',
    prank:
      'OrangeJellyPrank OrangePeelHiddenNote OrangeSmileyFruitBowl OrangeSliceMouthguard CarrotJuiceAsOrange GooglyEyeOrangeArmy',
    educational:
      'OrangeNameOrigin OrangeFloatSinkTest OrangeVitaminCLab OrangeSegmentMath WhyCarrotsAreOrange HowNavelOrangesGrow',
    cooking:
      'OrangeZestCake OrangeChickenNight OrangeMarmaladeBatch OrangeCreamsicleShake AllOrangeDinnerPlate BloodOrangeSpritzer',
    travel:
      'OrangeGroveVisit OrangeSunsetSpots OrangeAutumnDrive OrangeFarmStandStop SevilleOrangeTrees PickOrangePumpkins',
    fashion:
      'AllOrangeOutfit OrangeAccentLook BurntOrangeFitCheck OrangeLipstickTry OrangeSneakerStyling OrangeTonalSet',
    wellness:
      'OrangeScentReset MindfulOrangePeeling OrangePeelPotpourri OrangeWaterSipHabit OrangeSunsetGratitude SunshineOrangeBreak',
    speed:
      'OrangePeelSpeedrun OrangeJuiceSqueezeRace OrangeStackTimer OrangeSegmentSortDash RollAnOrangeWithNose JuggleThreeOranges',
    music:
      'OrangeCrateDrumJam OrangeSunsetAcoustic OrangeColoredSkyCover OrangeRhymeRap ShakerFromOrangeSeeds WriteAnOrangeJingle',
    tech: 'OrangeFruitBattery OrangeSunsetLamp OrangePeelerGadgetTest OrangeScreenNightShift TealAndOrangeEdit BestOrangeJuicerBattle',
    pet: 'OrangeCatEnergy OrangeSafetyVestWalk OrangeBallFetch OrangeCollarPhotoshoot PetsInOrangeBandanas GingerKittenZoomies',
    gaming:
      'OrangeOnlyBuild OrangePortalPuzzle OrangeTeamShowdown OrangeGhostPacMan StrayOrangeCatRun AmongUsOrangeSus',
  },
  piano: {
    dance:
      'FloorPianoDance PianoKeysShuffle PianoRagtimeCharleston PianoBarTwoStep SwayToPianoBallads ChopsticksPianoTap',
    fitness:
      'PianoFingerWorkout PianoPostureStretch PianoBenchStepUps PianoSongPlankHold FloorPianoHops WristDrillForPianists',
    funny:
      'DramaticPianoFaces OneFingerPianoSong PianoTeacherImpression PianoRecitalBow ChopsticksOnThePiano PianoPracticeExcuses',
    prank:
      'SurprisePianoSerenade FakePianoRecital SecretPianoSkill PianoDoorwayFloorMat PianoBenchLoveNote PianoDoorbellSwap',
    educational:
      'HowPianosWork PianoMathScales WhoInventedThePiano PianoNoteReadingQuiz PianoChordBasics FindMiddleCOnPiano',
    cooking:
      'PianoCake PianoKeyCookies PianoStripeBrownies PianoBarMocktails EbonyIvoryPianoParfait GrandPianoGingerbread',
    travel:
      'StreetPianoTour PlayEveryAirportPiano PianoBarHopping PianoMuseumVisit GrandPianoConcertHall PianoInTheTrainStation',
    fashion:
      'PianoKeyScarf PianistFitCheck PianoBlackWhiteLook PianoConcertGown RecitalPianoOutfit TuxedoTailsAtThePiano',
    wellness:
      'PianoMeditation CalmPianoMorning PianoEveningUnwind PianoPracticeStreak SlowPianoBreathing LearnOnePianoSong',
    speed:
      'FastestPianoScale PianoSightReadingRace PianoMinuteWaltz PianoChordQuickfire PianoArpeggioTimeTrial FlightOfTheBumblebee',
    art: 'DrawAPiano PaintedPianoKeys PianoHandsCharcoal PianoPhotoSilhouette GrandPianoWatercolor PianoSheetMusicOrigami',
    tech: 'PianoLearningApp DigitalPianoSetup LightUpPianoKeys PianoMIDIRecording PianoAITranscribe SelfPlayingPianoTest',
    pet: 'CatOnThePiano DogPlaysPiano PetPianoDuet PianoParrotSingAlong PianoLullabyForKitten PuppyHowlsAtThePiano',
    gaming:
      'GameThemeOnPiano PianoTilesHighScore PianoNoteBlockBuild ChiptunePianoCover ZeldaSongsOnPiano PianoPuzzleSpeedrun',
  },
  winter: {
    dance:
      'WinterWonderlandDance WinterBootStomp WinterScarfTwirl WinterIceSkateGlide PufferCoatWinterGroove MittenClapsForWinter',
    fitness:
      'WinterRunStreak WinterHomeWorkout WinterStairClimb WinterSledPulls ShovelSquatsThisWinter SnowAngelWinterAbs',
    prank:
      'WinterSnowmanSurprise WinterFreezerSnowball WinterGooglyEyeIcicles WinterHatSwitch ArmyOfWinterSnowmen FakeWinterFrostWindows',
    educational:
      'WinterSolsticeFacts WinterBirdCount WinterAnimalSurvival WinterSnowflakeMath FrozenBubbleWinterLab WhyWinterDaysAreShort',
    cooking:
      'WinterSoupNight WinterHotCocoaBar WinterChiliCookOff WinterPieBake CozyWinterStew CinnamonRollsForWinter',
    travel:
      'WinterCabinGetaway WinterMarketCrawl WinterTrainRide WinterWonderlandWalk SkiLodgeWinterTour FrozenLakeWinterDawn',
    fashion:
      'WinterFitCheck WinterLayeringHack WinterBootLineup WinterScarfFiveWays CozyKnitWinterLook StylingAWinterPuffer',
    wellness:
      'WinterSelfCare CozyWinterRitual WinterSunriseWalk WinterBlanketReading CandlelitWinterEvening SlowSnowfallBreathing',
    speed:
      'WinterBundleUpRace WinterSnowmanBlitz WinterMittenMatchDash WinterSledRelay IceScraperWinterSprint FastestSnowAngel',
    music:
      'WinterSongCover WinterSleighBellJam WinterBootCrunchBeat WinterSnowfallLullaby IcicleWinterXylophone VivaldiWinterOnKazoo',
    art: 'WinterLandscapePaint WinterPhotoWalk WinterWindowFrostArt WinterTreeSilhouette IceLanternsForWinter PaperWinterSnowflakes',
    tech: 'WinterPhoneHacks WinterBatteryDrainTest WinterTouchscreenGlove WinterTimelapseSnow SmartThermostatWinter HeatedMugForWinter',
    pet: 'WinterPetSweater WinterSnowZoomies WinterDogBootsWalk WinterCatWindowWatch KittensFirstWinter PuppyCatchesSnowflakes',
    gaming:
      'WinterGameNight WinterGamingMarathon WinterChessLadder WinterCozyCoopRun SnowDayWinterCup LANPartyThisWinter',
  },
  electrician: {
    dance:
      'DoTheElectricSlide ElectricianHardHatBop ElectricianSparkMoves ElectricianWireWiggle ElectricityBoogaloo GrooveLikeElectricians',
    fitness:
      'ElectricianStretch ElectricianKneeSaver ElectricianGripDrill ElectricianAtticCrawl CarryLikeAnElectrician ToolBeltElectricWalk',
    prank:
      'ThankYourElectrician ElectricianDonutDrop ElectricianFixesRemote ElectricianHardHatGift ElectricToothbrushSwap GooglyEyeSwitchPlates',
    educational:
      'ElectricianCircuitQuiz ElectricianSafetyTips ElectricianOhmsLaw ElectricianWireColors HowElectricityGetsHome AskAnElectrician',
    cooking:
      'ElectricianLunchBox ElectricianChili ElectricBlueCupcakes ElectricianBoltCookies NoElectricityDinner LightBulbCakePops',
    travel:
      'ElectricianDayOnSite ElectricianWindFarm HydroElectricDamVisit WhereElectricityIsMade EdisonElectricalMuseum NeonBoneyardLasVegas',
    fashion:
      'ElectricianWorkwearFit ElectricianBeltLook ElectricianBootCare ElectricBlueOutfit HiVisElectricianStyle DressLikeAnElectrician',
    wellness:
      'ElectricianUnplugHour ElectricianPowerDown ElectricianBackCare ElectricianQuietSunday NoElectricityEvening CandlelightNoScreens',
    speed:
      'ElectricianCircuitRace ElectricianToolIDBlitz ElectricianBeltDash ElectricBulbLightUp MatchElectricalPlugs BatteryStackTimer',
    music:
      'ElectricianHumRemix ElectricianBuzzBeat ElectricGuitarSolo ElectricianSynthBuild SongForAnElectrician TeslaCoilElectricity',
    art: 'ElectricalScrapArt ElectricianLampBuild ElectricianNeonSign ElectricianBulbDisplay SketchAnElectrician PaintWithElectricLight',
    tech: 'ElectricianSmartHome ElectricianPlugTester ElectricianThermalScan ElectricianMultimeter SnapCircuitElectricKit SolarElectricitySetup',
    pet: 'ElectricianPupHelper ElectricianChewProof ElectricianVanDog ElectricianKittenBoss PetSafeElectricCords BirdWatchesElectrician',
    gaming:
      'ElectricianPuzzleGame ElectricianCircuitMaze ElectricianFactorioRun LightsOutElectricity RedstoneElectrician PokemonElectricType',
  },
  easter: {
    dance:
      'EasterBunnyHop EasterChickWiggle EasterBonnetParadeStep EasterBasketSwing PastelEasterBoogie EggShakerEasterShimmy',
    fitness:
      'EasterBunnyJumps EasterBasketLunges EasterSackHop EasterEggAndSpoon SprintTheEasterHunt SquatPerEasterTreat',
    funny:
      'EasterEggDyeFails EasterBunnyImpression EasterPeepsReview EasterFamilyPhotoChaos WorstEasterHidingSpot HollowEasterChocolate',
    educational:
      'EasterTraditionsQuiz EasterDateMath EasterBunnyOrigins EasterAroundTheWorld WhyEggsForEaster PysankyEasterDesigns',
    cooking:
      'EasterEggCookies EasterHotCrossBuns EasterBirdNestTreats EasterBunnyCarrotCake PastelEasterMacarons RoastLambForEaster',
    travel:
      'EasterBreakRoadTrip EasterParadeVisit EasterMarketStroll EasterInFlorence TulipFieldsAtEaster HuntEasterEggsAbroad',
    fashion:
      'EasterSundayBest EasterBonnetMaking EasterFamilyMatching EasterPastelFitCheck FloralEasterDressTwirl BunnyEarsEasterLook',
    wellness:
      'EasterGratitude EasterSpringReset EasterSunriseWalk EasterGardenPlanting SlowEasterMorning JournalThisEaster',
    speed:
      'EasterEggHuntRace EasterBasketRelay EasterJellyBeanSort EasterBonnetBuildTimer FillTwelveEasterTreats BlitzTheEasterPuzzle',
    music:
      'EasterBunnyJingle EasterBellRinging EasterKazooBand EasterParadeCover PeterCottontailEaster EggShakerEasterBeat',
    art: 'EasterEggPainting EasterWindowMural EasterTissueTulips EasterChalkDrawing BunnyEarsEasterCraft ShavingCreamEasterArt',
    tech: 'EasterARHunt EasterStopMotion EasterBunnyDoorbellCam EasterLEDLights QREasterClueTrail CodeAnEasterChickBot',
    pet: 'EasterPetTreatHunt EasterToyEggSniff EasterBonnetKitty PuppyInEasterBunnyEars DogInAnEasterChickSuit RabbitInEasterBasket',
    gaming:
      'EasterEggsInGames EasterBingoCards EasterPuzzleQuest EasterBunnyHopLevel FindEveryEasterSecret MinecraftEasterHunt',
  },
  shark: {
    dance:
      'BabySharkDance SharkChompStep SharkCircleSway SharkFinShuffle JawsThemeSharkCreep LeftSharkMoves',
    fitness:
      'SharkWeekWorkout SharkSwimDrill SharkBellyCrawl SharkLapSprints FinKicksLikeAShark BabySharkBurpees',
    funny:
      'SharkWeekReactions SharkDocNarrator SharkPoolToyDrama SharkSlippersChomp FakeSharkFinPanic BabySharkStuckInHead',
    prank:
      'SharkFinBathtub SharkSlipperAmbush SharkPlushInTheBed SharkBiteSandwich GiantInflatableShark JawsSharkDoorbell',
    cooking:
      'SharkCake SharkWeekCupcakes SharkJelloCups SharkBiteToast CookiesWithSharkFins BabySharkPartyPunch',
    travel:
      'SharkAquariumVisit SharkToothHunt SharkSpottingCruise SharkWeekBeachTrip WhaleSharkSwim ReefSharkSnorkel',
    fashion:
      'SharkHoodie SharkWeekFit SharkToothNecklace SharkClawClip DressLikeAShark OceanBlueSharkLook',
    wellness:
      'SharkAquariumCalm SharkPlushCuddle SharkGlideBreathing LiveSharkCamUnwind IKEASharkHugNap WaveSoundsRest',
    speed:
      'SharkFactSpeedRound SharkSpeciesQuiz SharkToothSortDash SharkPuzzleTimer SpotTheSharkFinRace MinnowsVsSharkRelay',
    music:
      'SharkThemeCover SharkCelloSuspense SharkSeaShanty SharkBassDrop BabySharkRemix JawsSharkOnTuba',
    art: 'SharkSketch SharkToothCraft SharkPaperMache SharkOrigamiFold PaintAGreatWhiteShark ReefSharkChalkMural',
    tech: 'SharkTrackerCheckIn SharkCamLive SharkIdentifierApp SharkRoboFinBuild DroneSpotsSharks 3DPrintASharkTooth',
    pet: 'SharkCostumeCat SharkHoodiePup SharkPlushFetch SharkToyUnboxing RoboVacuumSharkRide DogDressedAsJaws',
    gaming:
      'SharkSurvivalGame SharkWeekTrivia SharkMemoryMatch SharkFishingDuel HungrySharkHighScore SubnauticaSharkDive',
  },
  thrift: {
    dance:
      'ThriftHaulDance ThriftFitStrut ThriftRackSpin ThriftVintageJive ShuffleInThriftShoes TwirlInAThriftedDress',
    fitness:
      'ThriftHaulCarry ThriftStoreStepCount ThriftedDumbbellDay ThriftAisleLaps BargainBinThriftLunges GymGearFromThrift',
    funny:
      'ThriftPriceGuess ThriftStoreNarrator ThriftMysteryGadget ThriftCelebLookalike WeirdestThriftFind WhatDecadeIsThisThrift',
    prank:
      'ThriftGiftSurprise ThriftOrNewGuess ThriftSecretSanta ThriftDressMyFriend FaceSwapThriftPainting VintageThriftHatAmbush',
    educational:
      'ThriftFabricCheck ThriftTagDating ThriftQualitySeams ThriftFiberQuiz HowThriftStoresWork WhyThriftSavesWater',
    cooking:
      'ThriftCookbookRecipe ThriftMugCake ThriftCastIronRescue ThriftPyrexCasserole PancakesInAThriftedPan ShortbreadInAThriftTin',
    travel:
      'ThriftStoreRoadTrip ThriftTheCity ThriftVintageCrawl ThriftSmallTownHop FleaMarketThriftTour TokyoThriftHunt',
    wellness:
      'MindfulThrifting ThriftAndDeclutter ThriftDonationDrop ThriftBudgetCalm SlowThriftSunday DonateBeforeYouThrift',
    speed:
      'ThriftIn10Minutes ThriftOutfitRace ThriftRackSprint ThriftTryOnBlitz TenDollarThriftDash FiveThriftFindsFast',
    music:
      'PlayMyThriftedVinyl ThriftInstrumentJam ThriftCassetteDig SecondhandGuitarTune ThriftStoreKeyboard DrumKitFromThrift',
    art: 'ThriftPaintingRedo ThriftedFrameArt ThriftStoreCollage ThriftDenimPatchwork PaintAThriftLampshade UpcycleAThriftTeacup',
    tech: 'ThriftedGadgetTest ThriftCameraRevival ThriftWalkmanRepair ThriftIPodRestore RetroThriftConsole DigicamFromThrift',
    pet: 'PetPicksMyThrift ThriftDogSweater ThriftCatBasket ThriftSqueakyToyHunt SecondhandLeashLook HamsterHouseFromThrift',
    gaming:
      'ThriftedConsoleBootUp ThriftCartridgeDig ThriftPuzzleRescue ThriftHandheldHunt BoardGameThriftFind VintageThriftCardDeck',
  },
  'grilled cheese': {
    dance:
      'GrilledCheeseShuffle GrilledCheeseFlipStep GrilledCheeseMeltMoves GrilledCheeseTwirl SwayLikeGrilledCheese ButterSideGrilledSpin',
    fitness:
      'GrilledCheeseWaitPlank GrilledCheesePanPress GrilledCheeseStretch EarnYourGrilledCheese WallSitTillGrilled CastIronSkilletCurls',
    funny:
      'GrilledCheeseCritic GrilledCheeseDebate GrilledCheeseBurntSide GrilledCheeseWhisperer FancyGrilledCheeseSnob NoPullGrilledCheese',
    prank:
      'DessertGrilledCheese SurpriseGrilledCheese GrilledCheeseHeartCut GrilledCheeseLunchNote GrilledCheeseFace SneakyFrenchToastSwap',
    educational:
      'GrilledCheeseHistory GrilledCheeseMeltPoint GrilledCheeseCousins GrilledCheeseLabTest WhyGrilledCheesePulls WhyGrilledBreadBrowns',
    travel:
      'GrilledCheeseRoadTrip GrilledCheeseFoodTruck GrilledCheeseFestival GrilledCheeseCafeCrawl LocalGrilledCheeseHunt WisconsinGrilledCheese',
    fashion:
      'GrilledCheesePJs GrilledCheesePrintTee GrilledCheeseSocks GrilledCheeseWedgeHat GoldenGrilledCheeseFit ToastyYellowPalette',
    wellness:
      'GrilledCheeseComfort GrilledCheeseSlowCook GrilledCheeseGratitude CozyGrilledCheeseNight SoupAndGrilledCheese LowHeatPatience',
    speed:
      'GrilledCheeseSpeedrun GrilledCheeseFlipRace GrilledCheeseIn5 GrilledCheeseForTen DashForGrilledCheese CheeseSliceUnwrapBlitz',
    music:
      'GrilledCheeseASMR GrilledCheeseBallad GrilledCheeseJingle GrilledSizzleBeat TapTheGrilledCheesePan OdeToGrilledCheese',
    art: 'GrilledCheesePortrait GrilledCheeseStencil GrilledCheeseClayModel GrilledCheesePullPhoto SketchAGrilledCheese FeltGrilledCheesePlush',
    tech: 'GrilledCheesePressTest GrilledCheeseTempProbe GrilledCheeseInToaster AIGrilledCheeseCombo WaffleGrilledCheese SandwichMakerHack',
    pet: 'GrilledCheeseKittyLoaf GrilledCheesePlush GrilledCheeseSqueaker DogSmellsGrilledCheese PetInGrilledCheeseBed ToastyCatPose',
    gaming:
      'GrilledCheeseSim GrilledCheeseTierList GrilledCheeseStackGame GrilledCheeseBossLevel OvercookedGrilledRun ToastieTycoon',
  },
  'rubber duck': {
    dance:
      'RubberDuckWaddle RubberDuckConga RubberDuckSqueakStep RubberDuckHeadBalance BathTimeRubberDuckBop ShimmyWithARubberDuck',
    fitness:
      'RubberDuckWalk RubberDuckBalance RubberDuckSquatSqueak RubberDuckPushUpCount PlankWithARubberDuck CarryTenRubberDucks',
    funny:
      'RubberDuckVoiceover RubberDuckReviews RubberDuckTherapist RubberDuckRescue ARubberDuckNarrates MyRubberDuckRoommate',
    educational:
      'RubberDuckHistoryQuiz RubberDuckOceanSpill RubberDuckBuoyancyTest HowRubberDucksSqueak WhatRubberIsMadeOf WhyRubberDucksFloat',
    cooking:
      'RubberDuckCupcakes RubberDuckJello RubberDuckCookies RubberDuckLemonTart BathtubRubberDuckCake PondPuddingRubberDucks',
    travel:
      'RubberDuckTravelBuddy RubberDuckStoreVisit RubberDuckCruiseHide RubberDuckLandmarks GiantRubberDuckHunt RiverRubberDuckDerby',
    fashion:
      'RubberDuckEarrings RubberDuckRainCoat RubberDuckHairClips RubberDuckYellowFit DressLikeARubberDuck BathrobeRubberDuckLook',
    wellness:
      'RubberDuckSelfCare RubberDuckDeskBuddy RubberDuckTalkItOut RubberDuckSqueezeBreak BubbleBathRubberDuck WatchARubberDuckFloat',
    speed:
      'RubberDuckBlowRace RubberDuckScoopDash RubberDuckLineupTimer RubberDuckStackTower HookARubberDuck GrabTenRubberDucks',
    music:
      'RubberDuckieSongCover RubberDuckChoir RubberDuckSqueakScale RubberDuckBeatbox DrumWithRubberDucks HarmonyForRubberDucks',
    art: 'RubberDuckMakeover RubberDuckPhotoshoot RubberDuckMiniDiorama RubberDuckStillLife ClayRubberDuckSculpt CrochetARubberDuck',
    tech: 'RubberDuckDebugging RubberDuckDeskSetup RubberDuckLEDEyes RubberDuckCamRide RobotRubberDuckBuild ThermometerRubberDuck',
    pet: 'PetVsRubberDuck RubberDuckFetch RubberDuckPuppyPool RubberDuckCatStare SqueakyRubberDuckTest BunnyMeetsRubberDuck',
    gaming:
      'RubberDuckHunt RubberDuckCarnivalGame RubberDuckSimulator RubberDuckMemoryTiles MinecraftRubberDuck GooseVsRubberDuck',
  },
  bee: {
    dance:
      'BeeWaggleDance BeeLineStep BeeWingFlutter BeeZigzagPath BuzzLikeABumblebee ShuffleToTheBeehive',
    fitness:
      'BumblebeeBurpees BeeWingArmCircles BeeGardenLunges BeeLineSprints BusyBeeCircuit SquatLikeAHoneybee',
    funny:
      'BeeVoiceoverSkit BeePunsDuel BeeInTheCarPanic BeeMovieInOneMinute BusyBeeMonday QueenBeeAttitude',
    prank:
      'BumblebeeCostumeReveal BeeStickerTrail BeePlushieDesk BeeTinyFlowerBouquet SecretBeeHoneyNote StripedBalloonBeeSwarm',
    educational:
      'HowBeesMakeHoney BeeWaggleDanceScience WhyBeesMatter BeeHexagonMath BeeVisionUltraviolet PollinationByBees',
    cooking:
      'BeehiveCake HoneybeeCupcakes BeeStripeCookies BeePollenGranola MiniBeeMacarons LocalBeeHoneyTasting',
    travel:
      'BeeFarmVisit BeekeeperForADay BeeGardenTour BeeSanctuaryStop LavenderFieldBeeWalk LocalHoneyBeeTasting',
    fashion:
      'BumblebeeStripeFit BeeEmbroideredCardigan BeeBroochStyle BeeCharmNecklace YellowHoneybeeLook DressLikeABeekeeper',
    wellness:
      'BeeBreathHumming BeeGardenMoment BeeWatchStillness BeeFriendlyPlanting SowSeedsForBees HumLikeABumblebee',
    speed:
      'BeeFlowerRelay BeePollenCarryDash BeeHexTileTimer BeeFactRapidFire SpellingBeeBlitz BusyBeeSpeedClean',
    music:
      'BeeBuzzBeat BeeKazooSolo BeeCelloDrone BeeHiveChoir FlightOfTheBumblebee HumLikeAHoneybee',
    art: 'BeeWatercolor BeeswaxCandleCraft BeeEmbroidery BeeMacroPhotography HoneycombBeeArt PaintABumblebeeMural',
    tech: 'BeehiveLiveCam BeeMacroPhoneLens BeeCounterAI BeeSoundAnalyzer SmartSensorForBees MapYourLocalBees',
    gaming:
      'BeehiveBuilderGame BeeSwarmSimulator BeeColonyStrategy BeeFarmInMinecraft NYTSpellingBeeStreak HoneycombHexPuzzle',
  },
  grass: {
    dance:
      'GrassPicnicSway GrassCartwheelCombo GrassSprinklerShuffle TouchGrassTwoStep BarefootGrassGroove TallGrassTwirl',
    fitness:
      'GrassFieldBurpees GrassYogaFlow GrassHillWalks BarefootGrassSprints BearCrawlOnTheGrass ParkLoopIntervals',
    funny:
      'GrassWhistleFail GrassIsGreenerSkit GrassStainExcuses GrassMowingSnob FirstTimeTouchingGrass LawnGnomeInterview',
    prank:
      'GrassWhistleAmbush GrassSeedMessage GrassCarpetHallway FakeGrassDeskMakeover GrassInTheirMug FlamingosOnTheGrass',
    educational:
      'WhyGrassIsGreen HowGrassRegrows GrassUnderAMicroscope GrassSmellExplained BambooIsAGrass GrassRootDepthTest',
    cooking:
      'GrassFrostingCupcakes GrassPipingCake PicnicOnTheGrass WheatgrassSmoothie MatchaGrassCookies LemongrassNoodleSoup',
    travel:
      'GrassMeadowPhotoWalk GrassPrairieRoadTrip GrassHillsIreland FindTheGreenestGrass GrassyParkHop SavannaGrassSafari',
    fashion:
      'GrassGreenFitCheck GrassStainRescue GrassWovenHat GrassPrintSneakers BarefootOnGrassLook GinghamOnTheGrass',
    speed:
      'GrassHillRollRace GrassSackHop GrassCartwheelCount GrassBladeBraidTimer FourLeafCloverInGrass RelayAcrossTheGrass',
    music:
      'GrassWhistleCover GrassRustleASMR GrassPicnicUkulele TouchGrassAnthem JamSessionOnTheGrass CricketChorusNight',
    art: 'GrassHeadBuddy GrassPrintPainting GrassWeavingCraft GrassPressedCollage MowArtIntoTheGrass MazeInTallGrass',
    tech: 'GrassGrowthTimelapse GrassMacroPhoto GrassRobotMowerTest GrassSoilSensor SmartSprinklerGrass TurfVsRealGrass',
    pet: 'GrassSniffariWalk GrassBunnyBinkies CatGrassTasteTest DogGrassRoll FirstTimeOnGrass PuppyBellyOnGrass',
    gaming:
      'GrassBlockBuild GrassTypeTeamBattle GrassLevelSpeedrun TouchGrassBreak ZeldaCutTheGrass StardewGrassFarm',
  },
  'job interview': {
    dance:
      'JobInterviewHypeDance JobInterviewStrut InterviewHandshakeBop InterviewOfferGroove PostInterviewShuffle GotTheJobJig',
    fitness:
      'JobInterviewMorningRun JobInterviewStretch InterviewNervesWorkout InterviewPostureDrill PowerPosePreInterview DeskBreakCircuit',
    funny:
      'JobInterviewParody InterviewExpectations JobInterviewZoomFails MockInterviewWithMyKid WorstInterviewAnswers WhereDoYouSeeYourself',
    prank:
      'InterviewForDishDuty InterviewGoodLuckNote JobInterviewForTheDog BestFriendJobInterview ChefJobInterviewAtHome BalloonsAfterInterview',
    educational:
      'JobInterviewHotSeat JobInterviewSTARMethod InterviewBodyLanguage InterviewMockPanel TopInterviewQuestions AskTheInterviewerThis',
    cooking:
      'JobInterviewBreakfast JobInterviewCalmTea JobInterviewLunchPrep InterviewWinDinner PostInterviewCake SnackPackForInterview',
    travel:
      'JobInterviewInANewCity JobInterviewTravelDay InterviewCommuteTest JobInterviewRelocation ExploreAfterInterview ScoutTheInterviewArea',
    wellness:
      'JobInterviewCalmDown JobInterviewBreathing JobInterviewSleepPrep JobInterviewBounceBack PreInterviewPepTalk PowerPoseForInterview',
    speed:
      'InterviewQuickChange JobInterviewRapidFire InterviewAnswerTimer InterviewTieKnotDash SixtySecondInterview ResumePrintBlitz',
    music:
      'JobInterviewHoldMusic JobInterviewPepChant InterviewWalkInSong InterviewAnswersRapped HypeAnthemForInterview SingAfterTheInterview',
    art: 'JobInterviewComicStrip InterviewVisionBoard JobInterviewHeadshot JobInterviewPortfolio ResumeArtForInterview LetterAnInterviewCard',
    tech: 'JobInterviewVideoSetup JobInterviewAIPractice JobInterviewMicCheck InterviewWebcamAngle ResumeAppForInterview BlurBeforeInterview',
    pet: 'PetJobInterview JobInterviewWithMyCat JobInterviewDogHR JobInterviewKittyCameo PuppyInterviewNotes ParrotInterviewsMe',
    gaming:
      'JobInterviewSimulator JobInterviewBossLevel InterviewDialogueTree JobInterviewSkillCheck RPGInterviewCharacter SimsJobInterview',
  },
  'fried rice': {
    dance:
      'FriedRiceWokTossDance FriedRiceSpatulaSway FriedRiceChopstickSpin FriedRiceEggCrackStep TakeoutFriedRiceBounce StirFriedShuffle',
    fitness:
      'FriedRiceWokTossReps FriedRiceSackSquats FriedRiceSkilletPress FriedRiceBagCurls EarnYourFriedRice PlankPickFriedRice',
    funny:
      'FriedRiceKitchenChaos FriedRiceDayOldDebate FriedRiceWokMishaps FriedRiceNarrator UncleRogerFriedRice ChopstickFriedRiceFail',
    prank:
      'FriedRiceFakeTakeout FriedRiceFortuneNote FriedRiceCandyDessert CauliflowerFriedRice MessageUnderFriedRice GooglyEyeRiceBowl',
    educational:
      'FriedRiceHistory FriedRiceStarchLesson FriedRiceRegionsQuiz WhyDayOldFriedRice WokHeiFriedRice YangzhouFriedRice',
    travel:
      'FriedRiceStreetFood FriedRiceNightMarket FriedRiceAbroad ChinatownFriedRice NasiGorengFriedRice ThaiFriedRiceStall',
    fashion:
      'FriedRiceChefFit FriedRiceApronLook FriedRiceBandanaStyle FriedRiceTakeoutTote TinyFriedRiceCharms OrangePoloFriedRice',
    wellness:
      'FriedRiceComfortNight FriedRiceNoWasteWin FriedRiceFamilyTable MindfulFriedRice SundayFriedRiceRitual QuietKitchenMoment',
    speed:
      'FriedRiceSpeedrun FriedRiceIn5 FriedRiceChopBlitz FriedRiceEggCrackClock BeatTakeoutFriedRice ChopstickPeaPickup',
    music:
      'FriedRiceWokBeat FriedRiceKitchenRap FriedRiceChopstickDrum FriedRiceSizzleRemix SpatulaClangFriedRice ASMROfFriedRice',
    art: 'FriedRiceBentoArt FriedRiceClayReplica FriedRiceTakeoutDoodle FriedRiceGrainMosaic WatercolorFriedRice FeltFriedRicePlush',
    tech: 'FriedRiceGadgetTest FriedRiceAIRecipe FriedRiceInduction FriedRiceAirFryerTry InstantPotFriedRice OutdoorWokFriedRice',
    pet: 'FriedRicePetCam FriedRiceDogSupervisor FriedRiceKittenLookout FriedRiceBegFace CatInAFriedRiceBox BunnyWatchesFriedRice',
    gaming:
      'FriedRiceCookingMama FriedRiceChefSim FriedRiceDinerDash FriedRiceMahjongNight OvercookedFriedRice TakeoutFriedRiceTrivia',
  },
  trumpet: {
    dance:
      'TrumpetFanfareDance TrumpetMariachiStep TrumpetSwingHop TrumpetHighNoteFreeze StrutToATrumpetSolo NolaTrumpetSecondLine',
    fitness:
      'TrumpetBreathWorkout TrumpetMarchingLaps TrumpetCoreBracing TrumpetBalloonLungs HoldATrumpetHighNote MarchWithATrumpet',
    funny:
      'TrumpetWakeUpCall TrumpetMissedNoteFace TrumpetNeighborReview TrumpetFirstSqueak SadTrumpetForEveryFail ValveOilTrumpetMishap',
    prank:
      'TrumpetFanfareSurprise TrumpetWelcomeHome TrumpetDoorbell TrumpetEntranceMusic TaDaTrumpetReveal KazooInATrumpet',
    educational:
      'HowTrumpetsWork TrumpetValveScience TrumpetHarmonicSeries TrumpetJazzLegends TrumpetLipSlowMo BuzzLikeATrumpeter',
    cooking:
      'TrumpetCake TrumpetMushrooms TrumpetJazzBrunch TrumpetNolaBeignets DinnerCallByTrumpet MariachiTrumpetTacos',
    travel:
      'TrumpetInTheMountains TrumpetFrenchQuarter TrumpetMariachiPlaza TrumpetMuseumVisit BrassBandTrumpetTour JazzClubTrumpetCrawl',
    fashion:
      'TrumpeterFitCheck TrumpetStageLook TrumpetJazzSuit TrumpetPorkpieHat MariachiTrumpetOutfit LapelPinTrumpet',
    wellness:
      'TrumpetBreathing TrumpetSunrise TrumpetLongTones TrumpetEveningTaps SoftMutedTrumpet GratitudeTrumpetNote',
    speed:
      'TrumpetSpeedTongue TrumpetHighNoteRecord TrumpetScaleSprint TrumpetValveOilDash FastestTrumpetSolo BugleCallTrumpetRace',
    art: 'PaintedTrumpet DrawATrumpet TrumpetInkSketch TrumpetUpcycledLamp TrumpetStillLife JazzTrumpetPoster',
    tech: 'TrumpetLoopPedal TrumpetPracticeMute TrumpetTunerApp TrumpetDecibelTest WirelessMicForTrumpet SlowMoTrumpetValves',
    pet: 'TrumpetPuppyDuet TrumpetKittenCurious DogHowlsToTrumpet CatMeetsMutedTrumpet PetTrumpetFanfare ParrotCopiesTrumpet',
    gaming:
      'TrumpetZeldaJingle TrumpetMarioTheme TrumpetPowerUpSound TrumpetLevelClear BossMusicOnTrumpet VictoryFanfareTrumpet',
  },
  grape: {
    dance:
      'GrapevineShuffle GrapeStompDance GrapeHarvestHoedown GrapeBasketSway BounceLikeAGrape VineyardGrapeTwoStep',
    fitness:
      'GrapeStompCardio GrapevineAgilityDrill GrapeCrateSquats GrapePickingLunges VineyardGrapeHillRun PlankThenGrapeSnack',
    funny:
      'RomanEmperorGrapes GrapeVsRaisinDebate SlowMoGrapePeel GrapeJuiceSommelier GrapeDropDrama LastGrapeInTheBowl',
    prank:
      'OliveInTheGrapeBowl GrapesAgedOvernight FrozenGrapeSurprise GrapeTomatoSwitch GrapeGooglyEyes GrapeJellyBeanSwap',
    educational:
      'GrapeOsmosisTest GrapeToRaisinScience HowGrapesGetSeedless GrapeVarietyQuiz GrapeSinkOrFloat CountGrapesPerBunch',
    travel:
      'GrapeHarvestTrip PickYourOwnGrapes GrapeJuicePressTour GrapeStompFestival GrapeVineyardPhotoWalk BikeBetweenGrapevines',
    fashion:
      'GrapePurpleFitCheck GrapeBunchEarrings GrapeBalloonCostume GrapeLeafCrown PicnicLookWithGrapes LinenForGrapeHarvest',
    wellness:
      'GrapeRaisinMeditation MindfulGrapeMoment SlowGrapePicnic FrozenGrapeCoolDown GrapeArborReading SunsetVineyardStroll',
    speed:
      'GrapePeelRace GrapeStompSprint GrapeSpoonRelay GrapeColorSortIn30 ToothpickGrapeTower DestemGrapesIn60',
    music:
      'GrapeStompRhythm GrapeBunchShaker GrapeJuiceGlassTune GrapeSquishBeat ThroughTheGrapevine FolkSongForGrapes',
    art: 'GrapeStillLife GrapeToothpickBuild GrapeBubbleWrapPrint GrapeWatercolor CorkStampGrapes PaintPurpleGrapes',
    tech: 'GrapeRaisinTimelapse GrapeMacroShot GrapeCutterGadgetTest GrapeSortingRobot SensorsInGrapeVines AppIDsGrapeVarieties',
    pet: 'GrapeBunchPetCostume GrapePlushFetch GrapeSqueakyToyHunt GrapeBallPitPup CatInAGrapeHat DogInPurpleGrapeScarf',
    gaming:
      'GrapeHarvestRun GrapeFarmBuild GrapeMatchThreeLevel GrapeStompRhythmGame VineyardGrapeTycoon PurpleGrapePotion',
  },
  'paper clip': {
    dance:
      'PaperClipChainLimbo PaperClipShuffle PaperClipZigzagStep PaperClipWiggleWave ClippyPaperClipGroove OfficePaperClipConga',
    fitness:
      'PaperClipPickupSquats PaperClipRepCounter PaperClipLapChain PaperClipPinchGrip PlankPerPaperClipLink DeskBreakPaperClipDash',
    funny:
      'PaperClipHackFails PaperClipMustache PaperClipClippyVoice PaperClipBendingTwitch TalkingPaperClipShow NarrateAPaperClipsLife',
    prank:
      'PaperClipDoorCurtain PaperClipWordMessage PaperClipSockPairs PaperClipDeskTakeover LinkedPaperClipPrank GiantPaperClipSwap',
    cooking:
      'PaperClipPretzelTwist PaperClipSnackBagSeal PaperClipShapedCookies PaperClipLicoriceBend RedPaperClipToDinner OfficeBakeSale',
    travel:
      'PaperClipTradeUpWalk PaperClipStatueNorway PaperClipSouvenirHunt PaperClipTourGuide RedPaperClipRoadTrip ForeignPaperClipHaul',
    fashion:
      'PaperClipChainNecklace PaperClipEarringsDIY PaperClipBarrettes PaperClipBracelet StackedPaperClipRings BlazerWithPaperClipPin',
    wellness:
      'PaperClipGratitude PaperClipFidgetCalm PaperClipStreakChain PaperClipKindnessJar TidyThePaperClipDrawer OnePaperClipPerTask',
    speed:
      'PaperClipChainRace PaperClipSortSpeedrun PaperClipShapeIn30 PaperClipTowerTimer MagnetPaperClipGrab ClipTenPapersFast',
    music:
      'PaperClipJarShaker PaperClipTinJingle PaperClipKalimba PaperClipTwangLoop BeatWithPaperClips OfficePaperClipRemix',
    art: 'PaperClipSculpture PaperClipWirePortrait PaperClipMosaic PaperClipAnimalBends HangAPaperClipMobile NameInBentPaperClips',
    tech: 'PaperClipPhoneStand PaperClipCircuitBuild PaperClipCableTidy PaperClipSimTrayTool SimpleMotorPaperClip AntennaFromAPaperClip',
    pet: 'PaperClipPetPhotoLine PaperClipDogSculpture PaperClipPawBend PaperClipCatPortrait KittenSitsOnPaperwork LeashTagFromPaperClip',
    gaming:
      'PaperClipFlickGolf PaperClipGameTokens PaperClipMagnetFishing PaperClipPinballBuild UniversalPaperclipsRun TabletopPaperClipRace',
  },
  italy: {
    dance:
      'ItalyTarantellaDance ItalyGondolaSway ItalyVespaShimmy ItalianDiscoGroove TwirlLikeInItaly ThatsAmoreItalyStep',
    fitness:
      'ItalyStairsWorkout ItalyBikeRide ItalyVineyardRun ItalyLakeComoSwim HikeCinqueTerreItaly DolomitesItalyTrek',
    funny:
      'ItalyCoffeeRules ItalyHandGestures ItalyPineappleDebate ItalyGelatoFlavorGuess MyItalianNonnaReacts BreakSpaghettiInItaly',
    prank:
      'ItalianGelatoDoorDrop ItalyPizzaTakeover ItalyOperaWakeUp ItalyEspressoInBed SurpriseItalyTrip TurnHomeIntoItaly',
    educational:
      'ItalyHistoryMinute ItalyPastaShapesQuiz ItalyRegionsMap ItalyFlagColorsMeaning LearnItalianWords WhyItalysTowerLeans',
    cooking:
      'ItalyPastaFromScratch ItalianNonnaRecipe ItalyTiramisuLayers ItalyFocacciaGarden CookTheRegionsOfItaly ArancinoLikeInItaly',
    fashion:
      'ItalySummerOutfit ItalianStyleFitCheck ItalyLinenSuit ItalyLemonPrintDress DolceVitaItalyLook RivieraItalyScarfTie',
    wellness:
      'ItalyDolceFarNiente ItalyPiazzaSlowDay ItalyPasseggiataWalk ItalyLemonGroveRest LongItalianLunch TuscanSunsetBreath',
    speed:
      'ItalyInOneWeek ItalyTrainSpeedrun ItalyPastaShapeSort ItalyPizzaDoughStretch ScoopGelatoLikeItaly OrderInItalianBlitz',
    music:
      'ItalyAccordionCover ItalianOperaTry ItalyMandolinTune ItalyGondolierSong ThatsAmoreInItaly SingVolareForItaly',
    art: 'ItalySketchbook ItalianFrescoTry ItalyMosaicTiles ItalyCeramicLemons VeniceItalyWatercolor StatuePoseInItaly',
    tech: 'ItalianTranslateTest ItalyTrainAppHack ItalyMokaPotSetup ItalyEuroAdapterCheck ColosseumItalyVRTour OfflineMapsForItaly',
    pet: 'ItalianChefPetCostume ItalyDogOnAVespa ItalyPiazzaCats PuppyLearnsCiaoItaly BunnyInAnItalyScarf ParrotSaysGrazieItaly',
    gaming:
      'ItalyTriviaNight ItalyMapQuiz ItalyScopaRound ItalyBocceTournament MarioKartItalyTrack AssassinsCreedItaly',
  },
  mirror: {
    dance:
      'MirrorMeDanceOff MirrorTwinChoreo MirrorSyncChallenge MirrorFreestyleCopy BeMyMirrorRoutine OppositeHandMirrorStep',
    fitness:
      'MirrorFormCheck MirrorSquatDepth MirrorPlankFaceOff MirrorPoseHold PartnerMirrorDrill ShadowBoxTheMirror',
    funny:
      'MirrorCopycatSkit MirrorMorningFaces MirrorPepTalkFail MirrorComebackPractice BathroomMirrorSpeech ImpressionsInTheMirror',
    educational:
      'HowMirrorsWork MirrorSymmetryTest MirrorPeriscopeBuild MirrorLightBounce DoMirrorsFlipLeftRight KaleidoscopeMirrors',
    cooking:
      'MirrorGlazeCake MirrorImagePlating MirrorIcingCookies MirrorFinishMacarons ShinyMirrorGelatinDome ChocolateMirrorDonuts',
    travel:
      'MirrorSelfieTour MirrorMazeVisit MirrorPoolPhotoWalk FindAMirrorLake SaltFlatMirrorShot ChicagoBeanMirror',
    fashion:
      'MirrorFitCheck MirrorOutfitReveal MirrorSelfiePoses MirrorTwinningLook ElevatorMirrorStyle DressingRoomMirrorTry',
    wellness:
      'MirrorAffirmations MirrorSmilePractice MirrorKindWords MirrorGratitudeChat SelfLoveInTheMirror EyeContactWithMirror',
    speed:
      'MirrorWritingRace MirrorDrawingSpeedTest MirrorTracingTimer MirrorMakeupBlitz EscapeTheMirrorMaze ReadItInAMirrorFast',
    music:
      'MirrorKaraoke MirrorHarmonyDuet MirrorRapPractice MirrorGuitarPoses HairbrushMicInMirror ManInTheMirrorVocal',
    art: 'MirrorSelfPortrait MirrorMosaic MirrorFrameMakeover MirrorMarkerDoodles PaintOnAnOldMirror InkblotMirrorSymmetry',
    tech: 'SmartMirrorBuild MirrorPhoneHack MirrorSelfieCamSetup MirrorTeleprompter InfinityMirrorDIY LEDMirrorUpgrade',
    pet: 'PetMirrorReaction MirrorKittenDoubleTake MirrorParrotChat DogMeetsMirror PuppyBarksAtMirror CatVsTheMirror',
    gaming:
      'MirrorPuzzleLevel MirrorModeRun MirrorSimonSays MirrorTicTacToe LaserMirrorMaze MarioKartMirrorCup',
  },
  frog: {
    dance:
      'FrogHopDance FrogSquatShuffle FrogCroakStomp FrogLegKicks LeapLikeAFrog RibbitFrogRoutine',
    fitness:
      'FrogJumpReps FrogPoseStretch FrogPumps FrogHopBurpees LeapfrogRelay ClimbLikeATreeFrog',
    funny:
      'FrogVoiceover FrogPrinceAudition FrogChorusNeighbors FrogEyesStaredown CroakLikeAFrogDad TheFrogInMyShoe',
    prank:
      'FrogCroakRingtone FrogPlushSurprise FrogStickerArmy FrogOrigamiStash RibbitFrogDoorbell JumpingFrogToyDrop',
    educational:
      'FrogLifeCycle FrogVsToad FrogSkinBreathing FrogCallDecoder TadpoleToFrogTimelapse WhyFrogsAreGreen',
    cooking:
      'FrogCupcakes FrogShapedBuns FrogMatchaMacarons FrogOnigiri KiwiFrogFruitCup LilyPadFrogCookies',
    travel:
      'FrogSpottingWalk FrogPondExplore FrogRainforestNight FrogWetlandBoardwalk CostaRicaTreeFrogs PoisonDartFrogExhibit',
    fashion:
      'FrogBucketHat FrogGreenFitCheck FrogCharmBracelet FrogRainBoots LilyPadFrogLook DressLikeATreeFrog',
    wellness:
      'FrogPondCalm FrogPoseBreathing FrogChorusSleep FrogStillnessPractice SitLikeAFrog RainyNightFrogCroaks',
    speed:
      'FrogOrigamiHopRace FrogLeapCountdown FrogBeanbagToss FrogCroaksIn30 LeapfrogSprint FlickTheFrogFurthest',
    music:
      'FrogCroakChorus FrogPondBeat FrogGuiroRhythm FrogNightAmbience RibbitFrogRemix RainbowConnectionFrog',
    art: 'FrogOrigamiFold FrogClayFigure FrogRockPainting FrogLinoPrint LilyPadFrogWatercolor MacroShotOfATreeFrog',
    tech: 'FrogPondNightCam FrogCallIDApp FrogSlowMoJump FrogTerrariumMister RibbitFrogSoundboard JumpingRobotFrog',
    gaming:
      'FrogHopArcadeRun FrogPrinceQuest FrogTongueCatchDuel FroggerHighScore LilyPadFrogLevel CrossyRoadFrog',
  },
  'tie dye': {
    dance:
      'TieDyeTwirl TieDyeHippieShuffle TieDyeFestivalSway TieDyeFlareShimmy SpiralSpinInTieDye GroovyTieDyeStep',
    fitness:
      'TieDyeTeamRun TieDyeYogaFlow TieDyeHikeSquad TieDyeCyclingKit WorkoutInTieDye FiveKInTieDye',
    funny:
      'TieDyeMuddyResult TieDyeTheWholeWardrobe TieDyeDadPhase TieDyeRainbowHands BathtubAfterTieDye ExpectationVsTieDye',
    prank:
      'TieDyeSockSurprise TieDyeGiftReveal TieDyePillowcaseSwap TieDyeTeamUniforms SecretTieDyeShirt MatchingTieDyeAmbush',
    educational:
      'HowTieDyeWorks TieDyeColorMixing TieDyeShiboriHistory TieDyeSpiralMath TieDyeFiberReactive NaturalTieDyePlants',
    cooking:
      'TieDyeCake TieDyeCookies TieDyeBagels TieDyeMeringues SwirlTieDyePancakes EasterEggsInTieDye',
    travel:
      'TieDyeRoadTrip TieDyeBeachDay TieDyeFestivalCamp TieDyeWoodstockVisit MatchingTieDyeTravel BaliBatikVsTieDye',
    fashion:
      'TieDyeFitCheck TieDyeHoodieFlip TieDyeSweatSet TieDyeBucketHat SpiralTieDyeStyle ReverseTieDyeDenim',
    wellness:
      'MindfulTieDye TieDyeMoodColors TieDyeBackyardDay TieDyeSelfExpression SlowTieDyeFolding UnplugAndCreate',
    speed:
      'TieDyeRelay TieDyeRubberBandDash TieDyeBatchTimer TieDyeTenShirtsIn30 FastestTieDyeSpiral SqueezeBottleTieDye',
    music:
      'TieDyeToTheBeat TieDyeJamSession TieDyeToASixtiesSong TieDyeBandTee GratefulDeadTieDye PsychedelicTieDyeRiff',
    tech: 'TieDyePhoneCase TieDyeWallpaper TieDyeAIPatternGuess TieDyeDesktopSetup KeyboardSkinInTieDye DigitalTieDyePrint',
    pet: 'TieDyeBandanaPup TieDyeDogHoodie TieDyeKittenBlanket MatchingTieDyeWithPet RainbowTieDyeCatBed ParrotVsTieDyeShirt',
    gaming:
      'TieDyeControllerSkin TieDyeGamingSetup TieDyeTwisterRound TieDyeCardDeck RainbowTieDyeDice MinecraftTieDyeBanner',
  },
  robot: {
    dance:
      'RobotDanceOff RobotArmWave RobotPopAndLock RobotMoonwalk BeepBoopRobotShuffle GlitchLikeARobot',
    fitness:
      'RobotArmCircles RobotWalkLunges RobotPlankHold RobotSquatCount BeepBoopRobotBurpees MarchLikeARobot',
    funny:
      'RobotVoiceImpression RobotAtTheDinnerTable RobotSiblingSkit RobotTriesToBlend HumanVsRobotCaptcha MorningAsARobot',
    prank:
      'RobotVoicePrank RobotCostumeSurprise RobotWakeUpCall RobotDeliversBreakfast CardboardBotReveal GooglyEyesOnTheRobot',
    educational:
      'HowRobotsWork RoboticsForBeginners BuildABotBasics RobotSensorLesson RobotHistoryQuiz AsimovRobotLaws',
    cooking:
      'RobotChefChallenge RobotCakeBuild RobotCookieCutters RobotShapedSandwiches BeepBoopRobotBento CupcakesForRobots',
    travel:
      'RobotCafeVisit RobotCompetitionTrip RobotMuseumTour RobotHotelTokyo SpotARobotInTheWild TechExpoRobotWalk',
    fashion:
      'RobotCostumeFit RobotChromeAccessories RobotSilverSneakers RobotCoreStreetwear MetallicRobotLook CardboardBotCosplay',
    wellness:
      'RobotModeOff RobotBreathingCoach RobotRechargeNap RobotDigitalDetox BedtimeForRobots LessRobotMoreHuman',
    speed:
      'RobotMazeRace RobotBuildSpeedRun RobotLineFollowerDash RobotBlockStackTimer BeatTheRobotVacuum OutpaceARobotDog',
    music:
      'RobotVoiceCover RobotBeatbox RobotSynthSolo RobotAutotuneDuet BeepBoopRobotBeat DaftPunkRobotJam',
    art: 'RobotDrawingMachine RobotScrapSculpture RobotPixelPortrait RobotPaintingArm CardboardBotArt TinCanRobotFriend',
    pet: 'RobotToyVsCat RobotVacuumRider RobotMouseChase RobotBallForPuppy PetMeetsRobotDog HamsterVsRobotBug',
    gaming:
      'RobotBossFight RobotBuilderGame RobotSumoTourney RobotPortalPuzzle PlayRoboRallyNight MegaManRobotMasters',
  },
  zookeeper: {
    dance:
      'ZookeeperAnimalMoves ZookeeperBucketBop ZookeeperPenguinMarch ZookeeperFlamingoPose ShuffleLikeAZookeeper GrooveWithTheZookeeper',
    fitness:
      'ZookeeperBucketCarry ZookeeperDayWorkout ZookeeperStepCount ZookeeperRakeCardio SquatLikeAZookeeper HaulHayForZookeeper',
    funny:
      'ZookeeperDayInTheLife ZookeeperAnimalGossip ZookeeperSlothPatience ZookeeperFeedingChaos GoatOutsmartsZookeeper ParrotMocksZookeeper',
    prank:
      'ZookeeperPlushZoo ZookeeperUniformReveal ZookeeperBirthdayVisit ZookeeperEnrichmentBox DadTheZookeeper CritterParadeZookeeper',
    educational:
      'AskAZookeeper ZookeeperJobFacts ZookeeperEnrichment ZookeeperCareerPath ZookeeperDietChart HowZookeepersFeed',
    cooking:
      'ZookeeperAnimalSnacks ZookeeperLunchbox ZookeeperThermosSoup ZookeeperFruitPlatter CookLikeAZookeeper PandaBentoZookeeper',
    travel:
      'ZookeeperForADay ZookeeperSanctuaryTrip ZookeeperTalkTour ZookeeperSafariDrive BehindScenesZookeeper MeetAZookeeperAbroad',
    fashion:
      'ZookeeperUniformLook ZookeeperKhakiFit ZookeeperCargoPockets ZookeeperFieldHat DressLikeAZookeeper KidsZookeeperCostume',
    wellness:
      'ZookeeperMorning ZookeeperGratitude ZookeeperBirdsongBreak ZookeeperSunsetRounds CalmLikeAZookeeper OtterJoyForZookeeper',
    speed:
      'ZookeeperChoreSprint ZookeeperBucketRelay ZookeeperHeadcount ZookeeperKeyRingFind BeatTheZookeeperClock CleanUpLikeAZookeeper',
    music:
      'ZookeeperThemeSong ZookeeperAnimalRemix ZookeeperWhistleCalls ZookeeperLionLullaby JingleForZookeepers KazooForAZookeeper',
    art: 'ZookeeperSketchbook ZookeeperPortraits ZookeeperPhotoDiary ZookeeperCollage DrawAZookeeperMap PaintAZookeeperScene',
    tech: 'ZookeeperBodyCamDay ZookeeperSmartFeeder ZookeeperThermalScan ZookeeperAnimalIDApp StreamAZookeeperShift RFIDTagsForZookeepers',
    gaming:
      'ZookeeperSimGame ZookeeperTriviaNight ZookeeperCharades ZookeeperRescueQuest PlanetZooZookeeper TabletopZookeeperRace',
  },
};
