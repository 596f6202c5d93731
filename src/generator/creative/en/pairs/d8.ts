import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bamboo: {
    dance:
      'BambooPoleHop SwayLikeBamboo BambooBreezeBounce StompToTheBambooBeat BambooLimbo DoThePandaWaddle BambooStickShuffle BambooDanceOff',
    fitness:
      'BambooBendStretch BambooPoleBalance BambooPandaCrawl StrongAsBamboo BambooBarbell BambooPlankHold BambooStickSquats BambooTuckJumps',
    funny:
      'BambooGrewOvernight LuckyBambooPepTalk BambooStaringContest PandaVsBambooSnack BambooChopstickFails NotTheBambooAgain MyBambooTookOver BambooEverywhereTour',
    prank:
      'BambooBathroomTakeover BambooStrawSwap PandaInTheBamboo SurpriseBambooGarden BambooPlantGiftNote GiantBambooChopsticks BambooForestBedroom BambooPlantedInTheirMug',
    cooking:
      'BambooShootStirFry BambooSkewerRainbow BambooMatSushiRoll BambooPandaBento SteamItInBamboo KebabsOnBamboo BambooSteamerDumplings BambooLeafRiceParcels',
    travel:
      'StandByTheTallestBamboo BambooForestNearMe BambooGrovePhoto SpotBambooOnAStroll WatchPandasEatBamboo BambooMarketFinds BambooTrailBikeRide BambooGardenVisit',
    fashion:
      'BambooHoopsFiveWays StyleTheBambooBag BambooPandaMakeup BambooFitCheck EcoChicBamboo DressInBambooGreen BambooSunglasses BambooClawClipHair',
    wellness:
      'BambooChimeBreathing BendLikeBamboo BambooMatMeditation BambooStillnessMinute BambooForestSounds BambooTeaWindDown LuckyBambooCare BambooToothbrushSwap',
    speed:
      'BambooSketchSprint BambooBeanSortRace BambooTowerIn60 BambooPoleRelay StackTheBamboo BambooLeafCountdown BambooChopstickPickUp BambooStrawBridgeDash',
    music:
      'BambooChopstickDrumming BambooChimeJam BlowAcrossBambooTubes MakeBambooSing TapTheBambooBeat BambooShakerSong BambooRainstick BambooFluteSolo',
    tech: 'BambooGrowthTimelapse BambooPhoneStand IsItBambooOrGrass BambooRaindropMacro BambooSelfieFilter BambooSlowMoShot AskAIWhyBambooIsFast BambooSpeakerDIY',
    pet: 'BambooHideAndSeek BambooBasketNap BambooTubeTreatPuzzle BunnyVsBamboo BambooTunnelZoomies BambooBrushGroomingDay BambooCatToy BambooBedForYourPet',
    gaming:
      'BambooTicTacToe BambooLimboContest PandaTagInTheBamboo BambooBowlingPins BambooPickUpSticks BambooBridgeBuild BambooMarbleMaze BambooRingToss',
  },
  jungle: {
    dance:
      'JungleVineSway JungleMonkeyShuffle JungleParrotStrut JungleRainStomp JungleAnimalDanceOff JungleTigerFreeze JungleBeatBounce JungleGorillaWalk',
    fitness:
      'JungleGymWorkout JungleBearCrawl JungleMonkeyBarSwing JungleSlothSitUps JungleLionSquats JungleLogHops JungleJaguarLunges JungleFrogLeaps',
    funny:
      'JungleHumidityHair JungleTarzanYell JungleBugPanic JungleAnimalVoices BackyardJungleExplorer JungleLostGuideSkit JungleSlothMornings JungleMonkeySnackThief',
    educational:
      'JungleCanopyLayerModel JungleFrogColorQuiz WhyJunglesAreSoWet JungleMythBusters DrawAJungleFoodChain NameThatJungleSound JungleTerrariumBuild JungleSlothTrueOrFalse',
    cooking:
      'JungleSmoothieBowl JungleChocolateBark JungleBananaBread JungleMonkeyPancakes JungleTigerCake RumbleInTheJungleCurry JungleFruitPlatter JungleMangoStickyRice',
    wellness:
      'JungleRainfallSleep JungleForestBathing JungleHouseplantCorner JungleSoundsToRelax WaterYourUrbanJungle JungleMistBreathing JungleWaterfallCalm JungleBirdsongMorning',
    speed:
      'JungleObstacleRace JungleCrawlCountdown JungleSpotTheToucan NameTenJungleAnimals JungleJigsawIn60 JungleMonkeyBarBlitz JungleGymRelay JungleLeafCountSprint',
    music:
      'JungleBongoJam JungleLionSleepsTonight JungleRainBeat JungleSoundsRemix JungleBirdCallBattle JungleRainstickSolo JungleBookSingAlong JungleDrumCircle',
    art: 'JungleToucanWatercolor JungleMaskCraft JungleLeafCollage PaintAJungleScene JungleTigerStencil JungleHandprintAnimals JungleInAJar JungleParrotOrigami',
    tech: 'JungleGreenScreen JungleLeafIDChallenge JungleBirdSongApp RecordTheRainforest JungleAnimalFilter JunglePlantTimelapse JungleSoundscapeMix JungleVirtualSafariTour',
    pet: 'JungleGymForCats JungleKittenHideout JunglePuppyTugRope JungleTreatHunt JunglePrintPetBed JungleCatStalkMode JungleSafariWalkies JungleBunnyFortMaze',
  },
  waterfall: {
    dance:
      'WaterfallRibbonDance WaterfallArmWave WaterfallSlowMoSpin ChasingWaterfallsMoves WaterfallCascadeChoreo WaterfallMistTwirl WaterfallWaltz WaterfallHipSway',
    fitness:
      'WaterfallTrailRun WaterfallSoundsYoga WaterfallPowerHike EarnTheWaterfall WaterfallCardioAtHome WaterfallMileCount WaterfallWallSit WaterfallHillLunges',
    funny:
      'WaterfallPoseQueue WaterfallTooLoudToHear WaterfallTapImpression WaterfallMistHair TrickleNotAWaterfall WaterfallPonchoStruggle WaterfallCameraFogUp WaterfallNarratorVoice',
    prank:
      'WaterfallSurpriseHike FakeWaterfallBackdrop WaterfallPicnicReveal MiniWaterfallDesk WaterfallWallpaperSwap WaterfallShowerSounds WaterfallAlarmClock WaterfallPostcardMail',
    educational:
      'HowWaterfallsForm TallestFallsQuiz WhenWaterfallsFreeze WaterfallsMoveBackward WaterfallPowersTheCity WaterfallRainbowLab GuessTheWaterfallType WaterfallErosionModel',
    cooking:
      'WaterfallCake ChocolateFountainFalls WaterfallHoneyDrizzle SyrupWaterfallStack BlueJelloWaterfall WaterfallPicnicLunch WaterfallHikeTrailMix WaterfallLayeredParfait',
    fashion:
      'WaterfallCardiganLook WaterfallHikeFit WaterfallSheerLayers WaterfallBraid FlowyDressAtTheFalls WaterfallTrailChic BlueOmbreWaterfall WaterfallHikingBoots',
    wellness:
      'WaterfallMeditation WaterfallForestWalk WaterfallMistPause WaterfallSoundBath LetItFlowWaterfall SitByTheWaterfall WaterfallJournaling WaterfallBreathCount',
    speed:
      'WaterfallHuntSpeedrun PackForTheWaterfallIn60 WaterfallQuizCountdown WaterfallSketchTimer WaterfallDoodleBlitz WaterfallFactRapidFire WaterfallHikeTimeTrial WaterfallJigsawRace',
    music:
      'ChasingWaterfallsCover WaterfallPianoBallad WaterfallRhythmJam WaterfallEchoSong WaterfallAcoustic WaterfallBeatDrop WaterfallFluteMelody WaterfallHummingTrack',
    art: 'WaterfallLongExposure WaterfallRainbowPhoto WaterfallInkWash PaintAWaterfall WaterfallPourPainting WatercolorCascade WaterfallPencilSketch WaterfallPaperCollage',
    tech: 'SilkyWaterfallPhoneHack WaterfallSlowMoSplash WaterfallFreezeFrame FitTheWholeWaterfallIn WaterfallPhotoEditOff WaterfallFinderApp WaterfallHeightEstimator WaterfallSoundRecording',
    pet: 'WaterfallPupSplash WaterfallCatBackpack WaterfallPawTowelDry DogMeetsAWaterfall WaterfallHydrationBreak WaterfallSoundsNapTime WaterfallHikeBuddy WaterfallPetPortrait',
  },
  volcano: {
    dance:
      'EruptLikeAVolcano VolcanoRumbleStomp VolcanoHulaSway VolcanoBoomBounce VolcanoShimmyShake VolcanoLimboLine VolcanoPopAndLock VolcanoJumpAndSpin',
    fitness:
      'VolcanoSquatBlast TenVolcanoJumps VolcanoEruptionBurpees VolcanoLavaCardio VolcanoMountainClimbers VolcanoStairClimb OutrunTheVolcano VolcanoPlankHold',
    funny:
      'VolcanoExperimentFails ScienceFairVolcanoDad VolcanoAsACoworker IfVolcanoesCouldTalk VolcanoFizzFlop VolcanoMoodSwings VolcanoAngerManagement VolcanoNewsReporter',
    prank:
      'VolcanoCakeSurprise FakeVolcanoInTheSink VolcanoPopUpCard ConfettiVolcanoReveal VolcanoCookieGiftBox TinyVolcanoOnTheirDesk VolcanoLunchboxNote VolcanoBedroomDoorSign',
    cooking:
      'EruptingVolcanoCake VolcanoNachos VolcanoSodaFloat MiniVolcanoCupcakes VolcanoLavaBrownies MashedPotatoVolcano RedVelvetVolcano VolcanoRiceBowl',
    travel:
      'FindAVolcanoAtTheMuseum VolcanoScienceCenterTrip PlaygroundVolcanoSummit HoleInOneVolcano VisitAVolcanoFromYourSofa SandcastleVolcanoBeachDay VolcanoGeologyWalk VolcanoPostcardCollection',
    fashion:
      'VolcanoHikingFit VolcanoEmberMakeup DressLikeAVolcano VolcanoOmbreNails VolcanoLavaRedLook VolcanoSmokeyEye VolcanoOrangeLayers VolcanoPrintTee',
    wellness:
      'VolcanoBreathing VolcanoBathBombSoak CoolYourInnerVolcano VolcanoSteamRelease DormantVolcanoMode VolcanoSlowExhale VolcanoAngerJournal VolcanoCountToTen',
    speed:
      'VolcanoBuildRace TallestVolcanoEruption VolcanoFizzTimer FindTenVolcanoesFast VolcanoDrawingCountdown VolcanoEruptIn5 VolcanoQuizBlitz VolcanoMapSprint',
    music:
      'VolcanoRumbleBeat VolcanoBassDrop SingTheVolcanoSong VolcanoKitchenJam EruptionDrumSolo VolcanoKazooFanfare DormantVolcanoLullaby VolcanoRockOpera',
    art: 'VolcanoClayModel VolcanoPapierMache PaintAVolcanoAtNight VolcanoLavaPour SketchAVolcano VolcanoDioramaBuild VolcanoCrayonDrawing VolcanoTissueCollage',
    tech: 'VolcanoTrackerApp VolcanoARModel SlowMoVolcanoEruption EscapeTheVolcanoEdit SpotVolcanoesFromSpace AskAIAboutAVolcano VolcanoGreenScreenReport VolcanoStopMotion',
    pet: 'VolcanoPuzzleFeeder VolcanoZoomies VolcanoPlushFetch VolcanoLickMatSwirl SnoringLikeAVolcano VolcanoPrintBunnyBed TreatVolcanoDig VolcanoBoxFortForCat',
    gaming:
      'VolcanoIslandBuild VolcanoTriviaQuest VolcanoHotPotato VolcanoEscapeRoom DontEruptTheVolcano TagYoureTheVolcano SurviveTheVolcano VolcanoDiceDuel',
  },
  creek: {
    dance:
      'CreekRippleArmDance CreekSplashGroove CreekBankSway UpTheCreekShuffle CreekWaderStomp CreeksideTwoStep CreekConga RiverdanceInTheCreek',
    fitness:
      'CreekMeadowJumpingJacks CreeksideSquats CreekWadingWalk CreekTrailRun CreekToCrestHike CreekSoundsCoolDown CreekStepUps CreekShadeYogaFlow',
    prank:
      'CreekToyFishFakeOut CreekFrogCroakGag CreekFoolsGoldNugget CreekBigfootSighting CreekPaintedStone CreekMonsterFootprints CreekDuckFlotilla CreekLochNessHoax',
    cooking:
      'CreeksidePicnic CreekChilledMelon CreekTrailMix CreekCoolerSnackBox CreekLemonadeStand CreekBabbleBrunch CreekBankBento CreekSandwichCookOff',
    travel:
      'HiddenCreekHunt CreekStompingDay BikeToTheCreek FollowTheCreek CreekBridgeHunt CreekNatureCenterVisit CreekGoldenHourWalk CreekCampOut',
    fashion:
      'CreekWaterShoesFit DressForTheCreek CuffedForTheCreek CreekSandalCheck CreekToCafeOutfit CreekGreenLayers CreekBandanaTie CreekPonchoPose',
    wellness:
      'CreekBabbleCalm CreekFeetSoak CreekStoneBalance CreekGoWithTheFlow TenMinutesByTheCreek CreeksideJournaling CreekSoundBath CreekWorryLeaf',
    speed:
      'CreekDuckRace CreekCritterQuizTimer CreekStoneSkipCount CreekPebbleSortBlitz CreekLitterPickRace CreekSketchCountdown CreekBucketBrigade CreekTrailDash',
    music:
      'CreekBabbleBeat CreekFrogChorus CreekRockRhythm RecordTheCreek CreekLullabyGuitar CreekHarmonicaTune CreekWaterDrums CreekEchoSong',
    art: 'PaintWithCreekWater CreekStoneCritters CreekLeafRubbings CreekDriftwoodMobile CreekMemoryWatercolor CreekClaySculpt CreekRockMandala CreekReflectionPhoto',
    tech: 'CreekSplashInSlowMo CreekPanoramaFail CreekPlantIDChallenge CreekSoundRecorder GPSMapTheCreek NameThatCreekBird CreekTimelapse CreekMacroBugHunt',
    pet: 'CreekDogSplash CreekWadingPup FetchFromTheCreek CreekDogZoomies CreekPhotoPetPortrait CreekSoundsNapTime CreekStickRace FirstCreekSwim',
  },
  sand: {
    dance:
      'SandStomp SandTwist SandShuffle SandFootprintDance BarefootSandBoogie SandDuneSlide SandyToesTango SandWaveWiggle',
    fitness:
      'SandSprints SandDuneClimb SandBearCrawls SinkingSandSquats SandbagShuffle SandyToesTabata SandBucketCurls SandLungeWalk',
    prank:
      'SandMermaidTail SandFakeFossilDig SandShellHeart SandToyCrabScare SurpriseSandcastle SandFootprintTrail BigfootInTheSand SculptTheirSandTwin',
    cooking:
      'SandcastleCake SandDollarShortbread SandPailTrifle EdibleSandCups SandDuneParfait BuriedInSandBrownies CookieCrumbSand SandyBeachPudding',
    fashion:
      'SandDuneFitCheck SandyNeutralsOnly SandProofSandals SandCoverUpFlip SandColorOutfitMatch SandDollarNecklace GoldenSandGlam SandResistantOutfitTest',
    wellness:
      'SandZenGardenRake SandTimerMeditation KineticSandFidget ToesInTheSand WriteWorriesInSand SunsetSandSit MakeASandAngel SlowSandSift',
    speed:
      'BeatTheSandTimer SandShellSortSprint SandcastleInSixty BarefootSandDash FillTheSandMoatFirst SandBucketRelay FastestSandTower SandSiftingRace',
    music:
      'SandpaperBlockRhythm SandBottleMaracas MakeTheSandSing SongWrittenInSand SandPourBeat BeachBucketDrums SandShakerJam SandRainstickBuild',
    art: 'SandMandala SandCastPlaster LayeredSandBottle SculptASandDragon GiantSandDoodle SandTrayLandscape SandcastleFaceOff SandPaintingPortrait',
    pet: 'SandDogZoomies SandBathHamster PawPrintsInTheSand PupDigsInTheSand BuryTheBallInSand SandyNosePortrait PetMeetsSandcastle SandboxForBunnies',
  },
  castle: {
    dance:
      'CastleBallroomWaltz CastleCrownDanceOff CastleJesterJig CastlePrincessTwirl BouncyCastleBoogie CastleRoyalEntrance CastleKingsDance CastleKnightMarch',
    fitness:
      'CastleTowerStairClimb CastleGuardMarch CastleRampartWalk BouncyCastleHIIT StormTheCastleSprint CastleKnightBootcamp CastleShieldPlank CastleCrownSquats',
    prank:
      'CastleCardboardTurrets CastleTrumpetWakeUp CastleThroneMakeover CastleGateOnTheirDoor CastleKnightingSurprise CastleDragonFootprints CastleBannerGreeting CastleRedCarpetHallway',
    educational:
      'WhyCastlesHaveMoats CastleSiegeWeapons HowDrawbridgesWork LifeInACastleQuiz CastleKitchenHistory CastleToiletTruth CastleOrPalace CastleArchStrengthTest',
    fashion:
      'CastleRoyalFit CastleKnightCosplay CastleVelvetCape DressForTheCastleBall QueenOfTheCastleGlam MedievalCastleOutfit CastleCrownDIY CastleTiaraTutorial',
    wellness:
      'CastleGardenStroll CastleRuinsJournal CastleCourtyardYoga CastlePicnicWithABook CastleMorningStretch CastleMoatReflection CastleWallSunset CastleCushionNap',
    music:
      'CastleTrumpetFanfare CastleEchoChant CastleBardBallad KingOfTheCastleAnthem CastleMinstrelSong CastleDrumMarch CastleHallAcapella CastleKazooProcession',
    pet: 'CastleCatFort CastlePetPortrait PuppyCastleTreatHunt KingOfTheCastleKitty SandcastleDigDog CastleGuardDoggo HamsterCastleMaze CastleCushionThrone',
    gaming:
      'CastleSiegeStrategy CastleTowerDefense CastleKnightsQuest CastleBoardGameNight KnockDownTheBlockCastle DefendThePillowCastle CastleCaptureTheFlag CastleHideAndSeek',
  },
  skyscraper: {
    dance:
      'SkyscraperSway SkyscraperTiptoeReach DanceLikeASkyscraper SkyscraperHustle SkyscraperElevatorGroove SkyscraperStretchUp SkyscraperKongStomp SkyscraperRobotDance',
    fitness:
      'SkyscraperStairClimb SkyscraperSkipTheLift SkyscraperVerticalMile SkyscraperHIIT SkyscraperCalfRaises SkyscraperLunges StairwellSkyscraperRun SkyscraperWallPushUps',
    funny:
      'SkyscraperSmallTalk SkyscraperEarsPopping SkyscraperGlassFloor HighriseWindowWasher SkyscraperSelfieFail SkyscraperWindyCorner LookingUpAtSkyscrapers SkyscraperPigeonNarrator',
    prank:
      'SkyscraperPostItWindow SkyscraperBoxDoorway SkyscraperBookStack SkyscraperCupTower SkyscraperComplimentNote SkyscraperBirthdayBanner GiftWrappedSkyscraper SkyscraperMadeOfSnacks',
    cooking:
      'SkyscraperSandwich SkyscraperPancakeStack SkyscraperCakeTower SkyscraperBurger SkyscraperMilkshake GingerbreadSkyscraper StackedCrepeSkyscraper SkyscraperWaffleBuild',
    travel:
      'SkyscraperGlassFloor SkyscraperArtDecoTour SkyscraperFromBelow SkyscraperSunsetHunt SkyscraperLookUpPhotoWalk SkyscraperElevatorRide CountTheSkyscrapers SkyscraperDowntownStroll',
    fashion:
      'SkyscraperHairTower PinstripeSkyscraper SkyscraperLookUpPortrait DressLikeASkyscraper SkyscraperFitCheck ArtDecoSkyscraperOutfit SkyscraperLobbyRunway SkyscraperToteDIY',
    wellness:
      'SkyscraperCityCalm SkyscraperViewPause SkyscraperGroundedFeet SkyscraperSunriseSit SkyscraperSkyGazing ElevatorBreathingBreak StillAsASkyscraper SkyscraperMountainPose',
    speed:
      'SkyscraperBuildIn60 SpaghettiSkyscraper SkyscraperFactsQuickfire SkyscraperBlockBlitz SkyscraperCupTower CardHouseSkyscraperRace PaperSkyscraperSprint SkyscraperBookStackRush',
    music:
      'SkyscraperSerenade ElevatorMusicRemix SkyscraperLobbyPiano SkyscraperHarmony SkyscraperEchoJam SkyscraperPowerBallad SingAtTheSkyscraperTop SkyscraperCityPopBeat',
    art: 'SkyscraperSilhouette CardboardSkyscraper SkyscraperToyBrickModel DesignASkyscraper SkyscraperLookUpShot SkyscraperInkSketch SkyscraperReflections SkyscraperCerealBoxBuild',
    tech: 'SkyscraperTimelapse FitTheSkyscraperInFrame SkyscraperHyperlapse TourASkyscraperOnline SkyscraperARModel BuildAShakeTableTower ClockTheSkyscraperLift SkyscraperPanoramaShot',
    pet: 'CatTowerSkyscraper SkyscraperPrintPillow SkyscraperTreatLevels CardboardPetSkyscraper DogVsElevator SkyscraperNamedGoldfish KittySkyscraperClimb SkyscraperBoxFortForBunny',
    gaming:
      'SkyscraperPaperCupBattle SkyscraperBookBalance SkyscraperBlockStackOff SkyscraperCardHouseDuel SkyscraperSpeedBuild SkyscraperDiceTower SkyscraperTriviaClimb SkyscraperDominoTopple',
  },
  'fire station': {
    dance:
      'FireStationBootStomp StopDropAndGroove FireStationFunk FireStationSirenSway FireStationLineDance FireStationHelmetTip FireStationConga LadderStepFireStation',
    fitness:
      'TrainLikeAFirefighter FireStationStairClimb FireStationBucketCarry FireStationSandbagDrag FireStationBootCamp FireStationFitTest FireStationStepUps FireStationHIIT',
    prank:
      'FireStationHeroCards FireStationSnackBasket FireStationKidsBanner ThankYouNoteBrigade DalmatianPlushMascot FireStationMysteryBox FireStationCupcakeRaid ChalkArtFireStation',
    educational:
      'HowFireHydrantsWork FireStationColorFacts FireStationSafetyQuiz FireStationTruckTour FirehouseDalmatianStory FireStationEscapePlan FireStationKnotSchool NameFireStationGear',
    cooking:
      'FireStationChili FireStationPancakes FireStationCookOff FireStationRedVelvet FireStationCornbread FireStationBigPotMac FeedTheFireStation FireStationTacoTuesday',
    travel:
      'FireStationOpenHouse FireStationLocalVisit OldestFireStationHunt FireStationPatchCollector FireStationEngineSpotting FireStationTownParade FireStationRoadTrip HistoricFireStationTour',
    fashion:
      'FireStationFitCheck FireEngineRedLook FireStationGearTryOn FireStationSuspenders FireStationDalmatianSpots FireStationBootStyle CostumeDayFireStation FireStationPatchJacket',
    wellness:
      'FireStationGratitude FireStationSafetySunday FireStationThankYouWalk CalmHomeFireDrill FireStationFamilyPlan FireStationMeetTheCrew FireStationCarePackage KindWordsFireStation',
    speed:
      'FireStationGearUpRace FireStationStopDropRoll FireStationBucketBrigade FireStationHoseSprint FireStationBootsOn FireStationDrillTimer FireStationHelmetDash TenSecondFireStation',
    music:
      'FireStationSirenRemix FireStationBucketDrums FireStationBellBeat FireStationChant FirefighterAnthem FireStationKazooBand SingForFireStation FireStationJingle',
    art: 'FireStationMural FireStationBlockBuild FireStationDotPainting DrawAFireStation FireStationHelmetArt FireStationSketchWalk CardboardFireStation FireStationPopUpCard',
    tech: 'FireStationVirtualTour FireStationSmokeAlarmTest FireStationStopMotion FireStationGadgetReview FireStationRadioCodes FireStationSirenRecording FireStationCodingGame FireStationMapApp',
    pet: 'FireStationMascotPup FireStationPawPortrait FireStationDogDay FireStationPetEvacPlan FireStationRescueSticker FireStationKittyVisit FireStationPuppyPlush FireStationFetchDrill',
    gaming:
      'FireStationBoardGame FireStationHoseTarget FirehouseTriviaNight FireStationRescueRun FireStationMemoryMatch FireStationSimulator BuildAFireStationMap FireStationFloorIsLava',
  },
  mall: {
    dance:
      'MallFlashMob MallFountainSpin FoodCourtMallShuffle EmptyMallDisco MallElevatorWaltz MallRatMoonwalk MallShoppingBagSway MallFreezeDance',
    fitness:
      'MallCalfRaises MallStairsOnly MallShoppingBagCurls PowerWalkTheMall ShopTillYouSquat MallLapsBeforeOpening TenThousandMallSteps MallBenchDips',
    prank:
      'MallPhotoBoothAmbush MallGiftCardHunt MallCompliments MallMatchingOutfits MallCookieTreatReveal FoodCourtSerenade MallPretzelDelivery MallBirthdaySurprise',
    cooking:
      'MallPretzelAtHome MallCookieCopycat MallCinnamonRolls MallOrangeChicken FoodCourtFakeout MallSampleBites BetterThanTheMall MallFrozenYogurtBar',
    travel:
      'MallCrawl MallPhotoWalk OldestMallInTown OutletMallDayTrip RateTheMallDecorations MallFoodCourtRanking MallVsMarket MallInANewCity',
    fashion:
      'MallFitCheck MallTryOnHaul MallRatRetroStyle WindowShopTheMall CopyTheMallMannequin MallTwentyDollarLook ThriftVsMall MallOneColorOutfit',
    speed:
      'MallScavengerHunt MallGiftRunRelay MallDirectoryDash FiveStoreMallBlitz MallShoppingListTimer TwentyMinuteMallFit MallABCSpotRace MallTryOnQuickChange',
    music:
      'MallPianoJam MallElevatorMusicCover MallBuskerSet RemixTheMallChime WriteAMallJingle MallFoodCourtKaraoke NameThatMallSong MallShoppingBagBeat',
    art: 'MallSketchWalk MallReflectionPhotos EmptyMallPhotography DrawYourDreamMall MallEscalatorLineArt MallFountainWatercolor DesignAMallMascot MallPeopleDoodles',
    tech: 'MallGadgetHunt 10KStepsAtTheMall TimelapseTheMall MallMassageChairTest MallMirrorSelfieTour MallDemoPhoneFaceOff FindItWithTheMallMap MallPanoramaFail',
    pet: 'MallDogWalk MallPuppyStroller MallPetShopWishList PetsFirstMallTrip MallDogTreatHaul FurryFoodCourtDate SantaPawsAtTheMall MallLeashManners',
    gaming:
      'MallArcadeNight MallScavengerBingo MallClawMachineWin MallLaserTagSquad MallPrizeCounterHaul MallDancePadDuel AirHockeyAtTheMall MallStoreAlphabetGame',
  },
  bridge: {
    funny:
      'BridgePopsicleStickFlop BridgeEngineerDad WobblyRopeBridgeNerves BridgeBillyGoatsRetell WeWillCrossThatBridge BridgeSelfieFail BridgeKeeperAuditions BridgeNarratedByPigeons',
    cooking:
      'BridgeGingerbreadBuild BridgeSpaghettiArch PretzelBridge WaferSuspensionBridge EdibleBridgeChallenge CookieBridgeBakeOff BreadstickBridge MarshmallowBridge',
    fashion:
      'BridgePhotoshootFit BridgeBreezyScarfPose LayerUpForTheBridge GoldenHourBridgeShoot StrutAcrossTheBridge BridgeTheGapOutfit BridgeWindyHairDay BridgeTrenchCoatStroll',
    speed:
      'BridgeBuildRace BridgePopsicleBlitz BridgeBlockSprint StickBridgeIn60 OneSheetBridgeDash BeforeTheBridgeFalls BridgeStrawRush BridgeCoinLoadCountdown',
    music:
      'BridgeEchoJam BridgeBuskingDare LondonBridgeCover SingUnderABridge SkipToTheBridge RateThatSongBridge WriteABridge BridgeClapAlong',
    art: 'BridgeSketch BridgeWatercolor BridgePopsicleModel DrawYourCitysBridge PaintABridgeAtDusk BridgeSilhouette BridgeCharcoalDrawing BridgeReflectionPhoto',
    gaming:
      'BridgeSpeedrun BridgeBuildOff FloorIsLavaBridge BridgeBlockBattle BridgeYouShallNotPass BridgeGuardTag BridgeTrollRiddles DominoBridgeTopple',
  },
  elevator: {
    fitness:
      'StairsNotElevator SkipTheElevatorWeek ElevatorWaitWallSit ElevatorSquatHold ElevatorDingCalfRaises TopFloorOrBust ElevatorRideArmCircles ElevatorGluteSqueeze',
    prank:
      'ElevatorButtonsOnMyDoor ElevatorVoiceOnTheStairs ElevatorMusicAtHome ElevatorCompliments ElevatorDingDoorbell CardboardElevatorBox FakeElevatorInTheHallway ElevatorBirthdayCheer',
    educational:
      'HowElevatorsWork SpaceElevatorMythOrFact ElevatorButtonBraille ElevatorSafetyBrakes WhereIsElevatorFloor13 ElevatorPulleyPowerLab ElevatorPhysicsTest ElevatorCounterweightDemo',
    cooking:
      'ElevatorButtonCookies ElevatorLayerCake GingerbreadElevator ElevatorMusicBaking ElevatorRiseSouffle ElevatorPancakeStack ElevatorPitchRecipe ElevatorTallestSandwich',
    fashion:
      'ElevatorMirrorFitCheck ElevatorOutfitPerFloor LobbyElevatorRunway ElevatorDoorReveal ElevatorDingOutfitChange ElevatorGlamUp ElevatorPoseOff ElevatorShoeShowcase',
    music:
      'ElevatorMusicCover SmoothJazzElevator ElevatorBeatbox ElevatorAcapellaRide ElevatorDingHarmony ElevatorOneNotePerFloor ElevatorKazooMedley ElevatorHumAlong',
    tech: 'ElevatorTimelapseRide CodeAnElevator ElevatorSelfieTimer ElevatorStopMotion ElevatorSlowMoDoors ElevatorCloseButtonTest ElevatorSignalDrop ElevatorAltitudeApp',
    gaming:
      'ElevatorEscapeRoom GuessTheElevatorFloor ElevatorTowerBuildOff ElevatorSimonSays ElevatorSimSpeedrun ElevatorBoardGame ElevatorCharades ElevatorTriviaStops',
  },
  rooftop: {
    dance:
      'RooftopSilentDisco RooftopSalsaSocial RooftopAlleyCatStrut RooftopPigeonBob RooftopRaveForTwo RooftopSunsetSway RooftopTerraceWaltz TangoBeneathTheRooftops',
    fitness:
      'RooftopYoga StairsToTheRooftop RooftopSunriseHIIT RooftopBootcamp RooftopHeightStepGoal RooftopReindeerJumps RooftopPlankPanorama RooftopPilates',
    prank:
      'RooftopSurpriseDinner RooftopBirthdayReveal RooftopUFOSighting RooftopBalloonMessage RooftopBannerSpell RooftopCityPhotoPuzzle RooftopStarNameGift RooftopViewWindowSwap',
    educational:
      'RooftopStarMap RooftopGardenScience NameThatRooftop RooftopSolarOvenTest RooftopStylesQuiz WhyRooftopsGetHot RooftopWaterTowers RooftopCloudSpotting',
    cooking:
      'RooftopPizzaNight RooftopGardenToTable RooftopShapedGingerbread RooftopMocktailOff RooftopHerbPesto RooftopPicnic TacosOnTheRooftop RooftopIceCreamSocial',
    travel:
      'RooftopCafeCrawl BestRooftopInTown RooftopSunsetSpots RooftopArchitectureWalk RooftopObservationDeck RooftopCarParkView RooftopGardenTour RooftopLibraryTerrace',
    fashion:
      'RooftopFitCheck RooftopWindyHairSave RooftopSkylinePrintTee RooftopTileColorPalette RooftopLinenLook RooftopDateNightStyle TwirlOnTheRooftop RooftopBlazerAndShades',
    wellness:
      'RooftopCloudWatching RooftopStargazeUnwind SunriseOnTheRooftop RooftopJournaling RooftopGardenCalm RooftopRainSoundsNap RooftopStillness RooftopMorningTea',
    speed:
      'RooftopPicnicIn5 RooftopChimneyQuickCount RooftopSunsetCountdown RooftopHerbDash RooftopModelBuildTimer RooftopTableSetBlitz GuessTheRooftopFast RooftopSkylineSketchRace',
    music:
      'RooftopRainLullaby RooftopSunsetSingAlong RooftopUnplugged RooftopGoldenHourMix RooftopDJSet RooftopMusicalMedley RooftopBuskerShow RooftopUkuleleJam',
    art: 'RooftopSkylineSketch RooftopTileMosaic RooftopCardboardVillage PaintTheRooftopSunset RooftopGoldenHourShots RooftopCityCollage InkTheRooftopsBelow RooftopChalkPastels',
    tech: 'RooftopStarTracker RooftopSkylineWallpaper RooftopNightModeShot RooftopTimelapseCam RooftopRaindropSlowMo PlaneAppOverTheRooftops RooftopPanoramaStitch RooftopSatelliteViewQuiz',
    pet: 'RooftopDogPark RooftopCatnipGarden RooftopShapedCatScratcher KittenSpotsRooftopBirds RooftopShadyPetTent RooftopPrintHamsterHouse RooftopSnoozeOff CardboardRooftopBunnyHut',
    gaming:
      'RooftopCitySimulator RooftopChessMatch RooftopBoardGameNight RooftopSkylinePuzzle RooftopCornhole RooftopPigeonTrivia RooftopDominoDuel RooftopWouldYouRather',
  },
  fireplace: {
    dance:
      'FireplaceSlowDance FireplaceCozyGroove FireplaceSweaterSway WaltzByTheFireplace CrackleAndPopMoves FireplaceVideoBoogie FireplaceWinterTwirl CardboardFireplaceJive',
    fitness:
      'FireplaceStretchOut FireplaceWoodCarry FireplaceLogBundleCurls SquatsByTheFireplace FireplacePlankWarmUp FireplaceBlanketCoolDown FireplaceMatPushUps FireplaceLungeSet',
    funny:
      'FireplaceOnTheTV FireplaceDadFireMaster FireplaceStoryFails FireplaceStockingMixUp SantaInspectsTheFireplace FireplaceYuleLogChannel FireplaceHogStandoff FireplaceMantelSelfie',
    prank:
      'FireplaceTVLogSwap FiresideCocoaSurprise FireplaceCandyCoal FireplaceSantaTracks FireplaceStockingDrop FireplaceNorthPoleNote FireplaceGarlandGnomes FireplaceMantelMakeover',
    cooking:
      'FireplaceSmores CocoaByTheFireplace FireplaceGingerCookies FireplaceCiderMugs FireplaceFondueNight HearthBakedBread FireplacePizzaPicnic FireplaceSoupSupper',
    travel:
      'FireplaceCabinTrip FireplaceLodgeStay FireplaceCafeHunt FireplaceLibraryVisit CoziestFireplaceHunt HistoricFireplaceTour FireplaceInnWeekend FireplaceCottageGetaway',
    fashion:
      'FireplaceCozySweater FireplaceFlannelFit FireplaceKnitLook FireplaceSlipperStyle FireplaceLoungewear FireplacePlaidScarf FireplacePJShoot FireplaceSockDrawerRank',
    speed:
      'FireplaceStockingRace FireplaceMantelDash FireplaceStoryIn60 FireplaceKindlingSort FireplaceCardTowerBuild FireplaceCushionTidyUp FireplaceGarlandTimer FireplaceBlanketFoldRace',
    music:
      'FireplaceCrackleBeat AcousticByTheFireplace FireplaceCarols FireplaceLullaby ChestnutsRoastingCover FireplaceHarmony FireplaceFolkSong FireplaceRecordNight',
    art: 'StyleYourFireplaceMantel FireplaceWatercolor FireplacePortrait FireplaceStockingDesign PaintTheFireplaceGlow FireplacePastelDrawing FireplaceFlameSketch FireplaceClayOrnaments',
    pet: 'FireplaceFloofNap FireplaceDogStretch FireplaceGuardForKitty FireplacePrintBunnyBed FireplaceKittenBask FireplacePlushLogToy FireplacePawWarmers FireplacePetGateSetup',
    gaming:
      'FireplaceBoardGame FireplaceCardNight FireplaceJigsaw FireplaceChessDuel FireplaceWordAssociation FireplaceTriviaRound FireplaceDominoes FireplacePuzzleMarathon',
  },
  subway: {
    dance:
      'SubwayStationShuffle SubwayDoorChimeFreeze SubwaySoundsKitchenBop StandClearOfTheGroove SubwayLivingRoomStep SubwayTurnstileTwirl SubwayMapChoreo SubwayRideSwayAtHome',
    fitness:
      'SubwayStopEarlyWalk SubwayCalfRaises SubwayLineOnFoot MetroMorningStretch SubwayMapTreadmillMiles SubwayStairsOnly SubwayStepCountDare SubwayCommuteBikeSwap',
    funny:
      'SubwayNapMissedStop SubwayAnnouncerVoice SubwayRiderTypes WrongWayOnTheSubway SubwaySeatStandoff MindTheGapImpression SubwayPigeonPassenger SubwayLostUmbrellaSaga',
    prank:
      'SubwayChimeRingtoneSwap SubwayMapOfTheHouse SubwayStopNamesForRooms SubwayAnnouncerAtHome SubwayTurnstileDoorway SubwayTicketToTheFridge SubwayJokeCards SubwayKindnessBookmarks',
    educational:
      'HowSubwayTrainsWork SubwayThirdRailSafety WhySubwayMapsLie GuessTheSubwayCity SubwayRidershipMath SubwayTunnelDiggers OldestSubwayInTheWorld SubwayColorCodedLines',
    cooking:
      'SubwayMapCake SubwayTokenCookies SubwayLunchToGo SubwayLineMacarons SubwayStopSnackBox SubwayCommuteOats SubwayTileBrownies SubwayCommuterMuffins',
    fashion:
      'SubwayOutfitPerLine SubwayLayersLook SubwaySneakerRotation MetroCommuteFitCheck SubwayToOfficeSwap SubwayTurnstileStrut SubwayMapScarf SubwayToteBagEssentials',
    wellness:
      'SubwayMindfulRide SubwayPhoneFreeTrip SubwayReadingTime SubwaySmileCount SubwayWindowDaydream SubwayStopBreaths SubwaySeatForSomeone SubwayPodcastCalm',
    speed:
      'SubwayTriviaSpeedRound EverySubwayStation1Day SubwayTapTimer SubwayStopsInOrder SubwayMapFromMemory SubwayLineBlitz SubwayQuickestRoute SubwayArrivalGuessRace',
    music:
      'SubwayBuskerCover SubwayChimeBeatbox SubwayStopNameSong SubwayStationLoFi MindTheGapRemix SubwayTrainSoundsRap SubwayPlaylist SubwayCommuteSongGuess',
    art: 'YourLifeAsASubwayMap SubwayTileMosaic SubwaySketchbook SubwayStationPhotoWalk DrawYourSubwayRide SubwayPosterDesign SubwaySignLettering SubwayTicketCollage',
    tech: 'SubwayOfflineHacks SubwayTapToPay SubwayAppFaceOff SubwayWifiSpeedTest SubwayRideHyperlapse SubwayTrainCountdown SubwayMapInAR SubwayNoiseMeterReading',
    pet: 'SubwayDogInABag SubwayPuppyFirstTrip SubwaySoundsForMyDog SubwayCatCarrier SubwayPetCommute SubwayTrainPlushToy SubwayCrateCalm SubwayMannersTraining',
    gaming:
      'SubwayPlannerPuzzle SubwayTriviaRide GuessTheSubwayStop SubwayLineBuildOff SubwayCardMemory ISpyOnTheSubway SubwayStationBingo SubwayMapBoardGame',
  },
  'dump truck': {
    prank:
      'FakeDumpTruckBeeping DumpTruckCandyDrop DumpTruckBalloonLoad TinyDumpTruckDelivery ToyDumpTruckBreakfast DumpTruckCompliments DumpTruckPaperMessPrank DumpTruckSockPile',
    educational:
      'HowDumpTrucksTip DumpTruckRampRollTest DumpTruckFactOrFib GuessTheDumpTruckLoad BuildADumpTruckModel DumpTruckVsElephant DumpTruckSandWeighIn DumpTruckPartsQuiz',
    speed:
      'DumpTruckLoadRelay DumpTruckFillIn30 DumpTruckCleanupRush DumpTruckDerby DumpTruckSandHaulRace DumpTruckTipInTen DumpTruckRampRoll DumpTruckBlockStackDash',
    tech: 'DumpTruckStopMotion DumpTruckPhoneTimelapse CartoonMyDumpTruck DumpTruckSlowMoTip DumpTruckVoiceOver DumpTruckPOVRide DumpTruckSoundRemix DumpTruckGreenScreen',
    gaming:
      'DumpTruckSimRun DumpTruckQuarryQuest DumpTruckMudDerby DumpTruckBlockPuzzle DumpTruckBowling BiggestDumpTruckLoadWins DumpTruckMarbleMaze DumpTruckBoardGame',
  },
  'windshield wipers': {
    dance:
      'WindshieldWiperArms WipersOnTheBeat WiperWaveChain SlowWiperSway DoTheWiper FullSpeedWipers WiperWiggleOff WindshieldWipersGroove',
    prank:
      'WiperGooglyEyes WindshieldCompliments RubberDuckOnTheWiper FlowerUnderTheWiper WiperKindnessTicket WindshieldWiperJokeNote WiperBalloonSurprise MustacheOnTheWipers',
    educational:
      'HowWipersKnowRain WindshieldWipersFactCheck InsideAWiperMotor WhyWipersSqueak WiperBladeQuiz WindshieldRepelTest MeasureTheWiperArc WipersThenAndNow',
    cooking:
      'WipersOnSoupsOn WiperWeatherChili WindshieldFrostCocoa RainyWiperRamen WindshieldWiperStew WindshieldWiperCupcakes WiperBladeCookies BakeTillTheWipersStop',
    travel:
      'RainyRoadTripWipers WindshieldWipersAutoShow WindshieldBugCount WipersVsTheCarWash WindshieldPostcards WindshieldWipersRestStop WiperFramedSunset ScenicWiperTimelapse',
    fashion:
      'DressForWiperWeather WindshieldShades RainyDayWiperGlam YellowRaincoatWipers WindshieldSelfieFit WindshieldWiperBoots WiperFlickEyeliner WiperSwipeTransition',
    wellness:
      'WiperSoundsASMR BreatheWithTheWipers SetWipersToSlow RainOnTheWindshield IntermittentWiperZen WindshieldWiperNap WiperGratitudeSwipes WiperWorryWipe',
    speed:
      'WiperBladeSwapRace BeatTheWipers WindshieldSqueegeeDash WindshieldScrapeOff WindshieldWashIn60 WindshieldWipersFactQuiz KeepUpWithTheWipers WiperTongueTwister',
    tech: 'RainSensorWipers WiperBeatMetronomeApp WipersDanceInStopMotion WiperTimeLapse WindshieldWipersVsSpray AIExplainsMyWipers WiperSlowMoCam WiperSoundSampler',
    gaming:
      'WindshieldRaindropRace WiperBeatBattle WindshieldTicTacToe WindshieldISpy RoadTripWiperBingo WindshieldWiperHangman GuessTheWiperCount WiperWordChain',
  },
  ornament: {
    dance:
      'OrnamentTinselTwirl OrnamentSparkleStep OrnamentJingleBounce OrnamentBop OrnamentTreeShuffle OrnamentSwingDance SpinLikeAnOrnament HangingOrnamentSway',
    fitness:
      'OrnamentSquatAndHang OrnamentTiptoeLunges OrnamentHookSideBends OrnamentBalanceHold OrnamentReachStretch OrnamentTreeCardio OrnamentBoxCarry PassTheOrnamentPlank',
    funny:
      'OrnamentBackstory OrnamentKidsBottomHalf OrnamentTangleFail UgliestOrnamentWins WhoBrokeTheOrnament OrnamentStorageChaos OrnamentInterview RateGrandmasOrnaments',
    prank:
      'OrnamentPickleHunt OrnamentFamilyFaces OrnamentSelfieSurprise GooglyEyeOrnaments OrnamentInTheFridge OrnamentsUpsideDown OrnamentDeskTree OrnamentOnEverything',
    educational:
      'HowGlassOrnamentsAreMade OrnamentTinselFacts GuessTheOrnamentsAge OrnamentBranchBendTest WhyThePickleOrnament OrnamentHistoryQuiz OrnamentShineScience OrnamentFunhouseMirror',
    cooking:
      'OrnamentCocoaBomb OrnamentCakePops OrnamentCookies MeringueOrnaments EdibleOrnamentTree GingerbreadOrnaments OrnamentTruffles OrnamentCheeseBall',
    travel:
      'OrnamentFromEveryTrip ChristmasMarketOrnament OrnamentCraftFairHunt BiggestOrnamentInTown OrnamentWindowWalk SouvenirOrnamentTree LocalOrnamentHunt OrnamentMapWall',
    fashion:
      'OrnamentEarrings OrnamentPrintScarf OrnamentFeltBrooch OrnamentSequinSweater DressLikeAnOrnament OrnamentHairClips GlitterOrnamentNails VintageOrnamentRing',
    wellness:
      'OrnamentMemoryLane OrnamentSlowDecorate CandlelitUnpacking OrnamentStorytelling OrnamentGratitudeNotes OrnamentBreathing MindfulOrnamentHang KindnessOrnament',
    speed:
      'OrnamentOneMinuteTree OrnamentHookThreadDash OrnamentColorSort OrnamentSpeedHang OrnamentFeltMatchUp FastestOrnamentUnpack TimedOrnamentWrap BeatTheOrnamentClock',
    music:
      'OrnamentBellMelody OrnamentMusicBox OrnamentNameThatCarol TapTheOrnaments OrnamentNutcrackerHum OrnamentJingleRemix GlassOrnamentChimes PlasticOrnamentDrums',
    tech: 'OrnamentBokehShot OrnamentStopMotion OrnamentLightShow OrnamentARFilter GlowingOrnamentHack AIDesignsAnOrnament OneBaubleAtATimeLapse BaubleReflectionSelfie',
    gaming:
      'OrnamentBingoNight WhichOrnamentMoved ISpyAnOrnament OrnamentHideAndSeek VideoGameOrnaments OrnamentTriviaSpin SpotTheNewOrnament GuessHowManyOrnaments',
  },
  vet: {
    dance:
      'VetVisitVictoryDance ConeCollarVetShuffle AllClearVetBoogie VetTechTwoStep VetStethoscopeStomp VetLobbyWiggle VetWaitingRoomWaltz VetTreatJarJig',
    fitness:
      'VetApprovedWalkies VetWeighInGoals VetCheckupStairs VetRehabExercises VetAdvisedSniffTime VetSaysMoreFetch VetPlanPuppyPaddle VetLeashJogLaps',
    funny:
      'SpellingVetInFront VetCarRideRealization DramaticVetPawLimp VetConeOfShame FakingItAtTheVet VetScaleStandoff VetRoomHidingSpots VetDramaQueenKitty',
    prank:
      'PlushieVetCheckup VetBraveryCertificate GiveDadAVetExam VetNurseSnackBasket VetCarrierDecoy TeddyGetsACone VetThankYouCupcakes VetDoorBalloonArch',
    educational:
      'VetDayInTheLife AskAVetMythBusting GuessTheExoticVetPatient NameThatVetTool WhyDogsGetCones VetHeartbeatListen VetVaccineQuiz HowVetsReadXRays',
    cooking:
      'VetApprovedTreats CookiesForVetStaff VetPumpkinPupsicles BraveAtTheVetBiscuits VetVisitRewardBake VetBlandDietBowl VetDayYogurtDrops VetChickenRicePlate',
    fashion:
      'VetBadgeReelCharms DressLikeAVet VetClogsLineup VetScrubsMadeCute VetStethoscopeChic PawPrintVetTop VetTechSneakerCheck VetCheckupBandana',
    wellness:
      'VetWaitingRoomBreaths LickMatAtTheVet VetHappyVisitPractice VetCalmCarrier ThankYourVetTeam VetStaffSelfCare PostVetCuddlePile VetCalmingMusicDrive',
    speed:
      'PawCheckLikeAVet VetBandageWrapDash NameTheVetToolFast VetBreedGuessBlitz VetTermsQuickfire VetPulseCountTimer VetScrubInRace VetPlushCheckupRelay',
    music:
      'VetClassicalForCats VetPurrRecording VetWaitingRoomSong VetHeartbeatRemix VetPurrfectPitch SerenadeTheVetTeam VetVisitCalmingPiano VetGoodBoyJingle',
    art: 'VetPatientPortraits VetXrayCollage ClayPawPrintForVet VetOfficeWindowMural DrawYourVet ThankYouNoteForTheVet PetInVetScrubsSketch VetCardboardClinic',
    tech: 'VetRecordsOnYourPhone NeverMissAVetVisit VetRideCollarCam VideoCallTheVet VetXRayQuiz AIPetCheckup PlushieGoesToTheVet VetVaccineCalendar',
  },
  architect: {
    dance:
      'ArchitectBlueprintBop ArchitectSkylineSway ArchitectPillarFreeze DanceLikeAnArchitect ArchitectRulerTwirl ArchitectHardHatHustle ArchitectHumanArches ArchitectDomeSpin',
    fitness:
      'ArchitectPlankHold ArchitectLunges ArchitectPillarSquats ArchitectDeskStretch ArchitectBridgePose ArchitectStairTower ArchitectWallSit ArchitectBeamBalance',
    funny:
      'ArchitectRatesMyFort ArchitectNarratesMyMess ArchitectClientChaos RoastMyFloorplan ArchitectReviewsMyDesk WhichArchitectDidThis ArchitectTourOfMyRoom ArchitectCritiquesCake',
    prank:
      'ArchitectBoxCastle ArchitectBlanketFort ArchitectCupWallDoorway OvernightArchitectRedo ArchitectTapeMazeHallway ArchitectFakeBlueprint ArchitectTinyFairyDoor ArchitectPillowPalace',
    educational:
      'ArchitectSpaghettiTower ArchitectDomeWeightTest NameThatArchitecture AskAnArchitect ArchitectFloorPlanQuiz ArchitectBlueprintBasics ArchitectGuessTheBuilding ArchitectScaleDrawing',
    cooking:
      'ArchitectBakeOff GingerbreadArchitect CakeArchitecture ArchitectWaffleTower ArchitectSugarCubeDome ArchitectCrackerHouse ArchitectLasagnaLayers ArchitectPretzelCabin',
    travel:
      'ArchitectFacadeWalk ArchitectLandmarkHunt LookUpLikeAnArchitect ArchitectGuessTheDecade ArchitectBridgeTour ArchitectDoorHunt ArchitectSkylineTrip ArchitectLibraryCrawl',
    wellness:
      'ArchitectYourCalmCorner ArchitectSketchWalk ArchitectRestBlueprint ArchitectsDeclutter ArchitectWindowLight ArchitectBedroomRefresh ArchitectGardenNook ArchitectDeskPlantHabit',
    speed:
      'ArchitectTowerIn60 ArchitectCardHouseSprint ArchitectBlockBlitz ArchitectSkylineSketch ArchitectFloorplanDash ArchitectMarshmallowFrame ArchitectCupStacking ArchitectStrawBridgeRush',
    music:
      'ArchitectRulerTwang ArchitectAcousticsTest ArchitectBlueprintBeats ArchitectStairwellSong ArchitectStudioJam SoundOfArchitecture ArchitectEchoChamber ArchitectConcreteGroove',
    tech: 'ArchitectStyleRoomTour MeasureLikeAnArchitect AIArchitectRender ArchitectPlansMyBedroom ArchitectAppDuel ArchitectVerticalPano ArchitectBuildsIn30Sec ArchitectPhoneLevel',
    pet: 'ArchitectPetPalace ArchitectCatCastle ArchitectHamsterHome DogHouseArchitect ArchitectDogRampDesign ArchitectBunnyHutch ArchitectKittyCondo ArchitectBirdhouseBuild',
    gaming:
      'ArchitectDreamHouse ArchitectBridgePuzzle ArchitectCityBuilder ArchitectDrawItBlind ArchitectDominoRun ArchitectCardCastleDuel ArchitectTallestTower ArchitectBlockStackOff',
  },
  photography: {
    wellness:
      'MindfulPhotography GratitudePhotoADay PhotographySunsetPause PhotographySkyDiary SlowShutterBreathing PhotographerSunrise PhotoNatureWalk PhotoTheSmallJoys',
    tech: 'PhoneVsCameraPhoto PhotoTripodFromBooks PhotoMacroWithAWaterDrop EditingAppShowdown PhotographyFilterSwap AIPhotoshootTest PhotographyLightHacks PhotoPanoramaTrick',
    gaming:
      'PhotoModeChallenge InGamePhotography ScreenshotSafari PhotographyAnimalHunt VirtualPhotoshoot ISpyPhotoChallenge PhotographyCharades GuessTheZoomedPhoto',
  },
  'security guard': {
    dance:
      'SecurityGuardShuffle SecurityGuardPatrolGroove SecurityGuardRobotWalk SecurityGuardSideStep SecurityGuardBop DanceLikeNoSecurityGuard SecurityGuardVictoryJig SecurityGuardDisco',
    fitness:
      'SecurityGuardSteps SecurityGuardPlankPost SecurityGuardSquatHold SecurityGuardStretch SecurityGuardArmCircles SecurityGuardStairs SecurityGuardLunges SecurityGuardJogLaps',
    prank:
      'SecurityGuardTeddyPost SecurityGuardPasswordDoor SecurityGuardCookieJar SecurityGuardFridge SecurityGuardFakeCamera SecurityGuardKidBadge SecurityGuardBagSearch SecurityGuardLaserMaze',
    educational:
      'SecurityGuardRadioTalk HowAlarmSystemsWork SecurityGuardJobQuiz SecurityGuardMemoryTest SpellItLikeASecurityGuard SecurityGuardFireDrill SecurityGuardFirstAid SecurityGuardMapSkills',
    cooking:
      'SecurityGuardLunchPrep SecurityGuardBentoBox SecurityGuardSoupThermos SecurityGuardOats SecurityShiftSnacks SecurityGuardCoffee SecurityGuardBadgeCookies SecurityGuardTrailMix',
    travel:
      'SecurityGuardPicksMyTrip WaveAtEverySecurityGuard SecurityGuardMuseumTour PackForTheSecurityGuard SecurityGuardBagCheck SecurityGuardNightPatrol SecurityGuardStadium SecurityGuardMallWalk',
    fashion:
      'SecurityGuardUniform SecurityGuardBootShine SecurityGuardCapAndBadge SecurityGuardShades SecurityGuardCostumeDIY DressLikeASecurityGuard SecurityGuardBlazer SecurityGuardOutfitDupe',
    wellness:
      'ThankASecurityGuard SecurityGuardNapAtNoon SecurityGuardGratitude SecurityGuardDawnStretch SecurityGuardCalmCorner SecurityGuardYourPeace SecurityGuardTeaBreak SecurityGuardJournal',
    speed:
      'SecurityGuardLockUp SecurityRoundsTimer SecurityGuardDoorCheck SecurityKeyRingFind SecurityCameraSweep SecurityGuardQuizBlitz SecurityGuardBadgeDash SecurityGuardRoomScan',
    music:
      'SecurityGuardRadioBeat SecurityGuardNightSong SecurityGuardBeatbox SecurityGuardWalkieDuet SecurityGuardWhistle SecurityGuardBallad SecurityGuardSerenade SecurityGuardKaraoke',
    art: 'SecurityGuardPortrait SecurityGuardBadgeArt SecurityGuardPaperDoll SecurityGuardMuseumSketch SecurityGuardComic SecurityLightPaint SecurityGuardDoodles SecurityGuardMural',
    pet: 'SecurityGuardCatPatrol PetOnGuardDuty KittenNightShift SecurityGuardPup SecurityGuardWindowWatch SecurityGuardDoorDog SecurityGuardSniffTest SecurityGuardHamster',
    gaming:
      'SecurityGuardCamPuzzle NightShiftEscapeRoom SecurityGuardClueHunt SecurityGuardKeyGrab SecurityGuardSimonSays SecurityGuardHideAndSeek SecurityGuardRedLight SecurityGuardTag',
  },
  lumberjack: {
    dance:
      'LumberjackJig LumberjackStomp FlannelLumberjackStep LogRollLumberjack LumberjackTwist LumberjackPolka LumberjackHoedown LumberjackSquareDance',
    prank:
      'LumberjackPancakes FlannelLumberjackSwap LumberjackFilterOnDad FakeBeardLumberjack LumberjackPlaidAttack LumberjackTimberWakeUp LumberjackSerenade LumberjackPhotobomb',
    educational:
      'HowLumberjacksWork LumberjackTreeRings LumberjackReplanting LumberjackSawScience WhyWeYellTimber LumberjackTallTales LumberjackLingoQuiz LumberjackKnotTying',
    cooking:
      'FlapjackLumberjack LumberjackLogCake LumberjackSkilletHash ChiliForLumberjacks LumberjackCabinCookies LumberjackTrailMix LumberjackBigBreakfast LumberjackCornbread',
    fashion:
      'LumberjackFitCheck CityLumberjackStyle DressLikeALumberjack LumberjackBeanieLook LumberjackFlannelFriday LumberjackPlaidHeadToToe LumberjackLayerUp LumberjackBootStyling',
    wellness:
      'LumberjackTallTreeStretch LumberjackForestWalk LumberjackCabinCalm LumberjackDeepBreaths LumberjackHammockNap LumberjackStillMinute UnplugLikeALumberjack LumberjackMorningCoffee',
    speed:
      'LumberjackStackRace LogRollLumberjackDash LumberjackKindlingSort BeatTheLumberjack LumberjackWoodpileSprint LumberjackFlannelFold LumberjackQuickChange LumberjackButtonUpTimer',
    music:
      'LumberjackStompBeat LumberjackFiddleReel LogDrumLumberjack SingLikeALumberjack LumberjackYodel LumberjackFolkJam LumberjackWorkSong LumberjackWhistleTune',
    art: 'DrawYourselfAsALumberjack LogSliceLumberjackArt LumberjackTwigCabin PaintAPlaidLumberjack PineconeLumberjacks LumberjackTreeRingArt LumberjackPaperDoll LumberjackYarnBeard',
    tech: 'ToyLumberjackStopMotion LumberjackTreeIDApp MeasureLikeALumberjack LumberjackBeardTimelapse LumberjackFaceSwap LumberjackGreenScreen AIMakesMeALumberjack LumberjackForestSoundsMix',
    gaming:
      'ActLikeALumberjack TrueOrFalseLumberjack LumberjackPickUpSticks LumberjackLogStack LumberjackSaysTimber LumberjackFreezeTag LumberjackBlockTower LumberjackTreasureHunt',
  },
  referee: {
    dance:
      'RefereeCardShuffle RefereeTouchdownArms RefereeSignalDance RefereeWhistleFreeze RefereeStripesStrut RefereeSafeSlide RefereeLineDance RefereeVictoryJig',
    fitness:
      'RefereeBackpedalLaps RefereeShuttleRuns RefereeFitnessTest SprintLikeTheReferee RefereeSquatHold RefereeWhistleBurpees KeepUpWithTheReferee RefereeHighKneeDrill',
    prank:
      'RefereeAtDinner YellowCardForChores RefereeFlagOnTheCouch RefereeCookieReview RefereeSubBoardAtLunch RefereePenalizesDad RefTheBreakfastTable RefereeTheirVideoGame',
    educational:
      'RefereeHandSignals RefereeOffsideDemo WhyRefereesWearStripes RefereeCallQuiz RefereeRightOrWrong RefereeFactOrFoul BeTheRefereeTest RefereeWhistleCodes',
    cooking:
      'RefereeLemonBars RefereeStripeCookies RefereeFlagCupcakes RefereeRedVelvet RefereeHotDogs RefereeHalftimeOranges RefereeWhistlePops RefereeJudgesMyOmelet',
    travel:
      'RefereeTournamentTrip RefereeAParkGame SportsHallOfFame RefereeRoadTripRules RefereeBallparkTour RefereeTheBackSeat RefereeBeachVolleyball RefereeStadiumVisit',
    fashion:
      'RefereeStripesFit DressLikeTheRef RefereeShirtThriftFlip RefereeCostumeDIY RefereeCapStyle RefereeWhistleAccessory RefereeRedCardLook RefereeSneakerCheck',
    wellness:
      'RefereeTimeOutBreath RefereeThankYouNote HalftimeRefereeStretch CalmLikeAReferee RefereeGratitudeList RefereeFairPlayPledge BeKindToReferees RefereeCoolDownWalk',
    speed:
      'RefereeQuickCall RefereeSignalBlitz RefereeOffsideIn5 RefereeWhistleReact RefereeOutfitChangeRace RefereeCardFastDraw RefereeRedOrYellow OutrunTheReferee',
    music:
      'RefereeRulebookRap RefereeHandSignalSong FinalWhistleAnthem RefereeBeatDrop RefereeStrikeCallout RefereeKaraoke SerenadeTheReferee RefereeMarchingTune',
    art: 'RefereeCaricature RefereeShirtPainting RefereeCardDesign RefereeStopMotion RefereePortrait RefereeFreezeFrame SketchARefereeSignal RefereeComicPanel',
    tech: 'RefereePhoneReview RefereeHeadsetPOV RefereeVideoCallDebate RefereeSoundboardApp InstantReplayAtHome RefereeWatchTimer AIRefereesMyGame RefereeGoalLineCam',
    pet: 'RefereeYourDogsFetch RefereePenaltyForPaws RefereeKittenRuling RefereeThePetTalentShow RefereeToyTugOfWar CatRefereesZoomies RefereeBunnyRace RefereeHamsterOlympics',
    gaming:
      'RefereeSignalCharades RefereeRulesDebate RefereeSays RefereeCardShowdown RefereeFamilyGameNight RefereeQuizDuel RefereeTheRematch RefereeTableTennis',
  },
  coach: {
    dance:
      'CoachClipboardStep CoachHuddleBounce CoachSidelineShuffle CoachVictoryJig FollowCoachsWhistle CoachDanceOff TeachCoachTheTrend CoachCheerleaderMoves',
    fitness:
      'CoachSaysWorkout CoachConeShuttles CoachPacerTest CoachWantsTenMore CoachPepTalkSprints CoachWhistleBurpees BeatTheCoachsPlank CoachJumpRopeChallenge',
    funny:
      'CoachImpressions CoachWhistleAtHome CoachPepTalksTheDishes CoachCantReadHisPlay CoachSpeechToMyCat CoachSidelineParents IfCoachRanBreakfast CoachYellsAtTheTV',
    educational:
      'CoachTeachesTheBasics CoachPlaybook101 CoachPreGameFocusTrick CoachWarmUpDemo CoachDrawsThePlay CoachDrillScience WhoSaidItCoachQuiz CoachExplainsTheRules',
    cooking:
      'CoachOrangeSlices CoachTrailMixBar CoachPancakeHuddle CoachApprovedLunchbox CoachPastaNight CoachPostGameSmoothies BakeForYourCoach CoachGranolaBites',
    fashion:
      'CoachSidelineFit CoachTracksuitLook CoachPoloAndKhakis DressLikeYourCoach CoachWhistleAndVisor CoachTeamColors GameDayCoachDrip CoachBaseballCapStyle',
    wellness:
      'CoachPepTalkToSelf CoachMindsetMinute CoachThankYouLetter CoachOrdersRest BeYourOwnCoach CoachVisualizeTheWin CoachCoolDownStretch CoachGoalJournal',
    speed:
      'BeatCoachsTime CoachWhistleSprint CoachStopwatchDuel CoachConeSetupDash CoachShuttleRun CoachBibSortRelay CoachSaysGo CoachDrillCountdown',
    music:
      'CoachWhistleRemix CoachPepRallyDrums CoachTeamChant CoachWalkoutBeat CoachLockerRoomAnthem CoachFightSong AutotuneTheCoach CoachHypePlaylist',
    art: 'CoachThankYouCard CoachTeamBanner PaintCoachsClipboard DrawYourCoach CoachPlaybookDoodle CoachMemoryBox CoachCaricatureContest CoachTrophyDecorating',
    tech: 'CoachVideoReplay CoachTimesMyMile MyFormVsCoachSplitScreen AICoachShowdown CoachSmartwatchDrills CoachVoiceMemoPepTalk AppVsRealCoach CoachSlowMoBreakdown',
    pet: 'CoachPuppyBasics CoachKittenLeashWalk CoachDogAgility CoachPetPepTalk CoachTreatTimeTricks HamsterHalftimeShow PawsitiveCoaching CoachBunnyHopCourse',
    gaming:
      'CoachCareerMode CoachCallsThePlay CoachMeThroughIt CoachPicksTheTeam PlaybookGameNight CoachVsPlayersFoosball BackseatCoachDuel CoachSimonSaysDrill',
  },
  magician: {
    dance:
      'MagicianShuffle MagicianVanishFreeze MagicianWandTwirl MagicianCapeSwish MagicianHatTipStep MagicianBunnyHop MagicianDanceOff MoonwalkMagician',
    prank:
      'MagicianCoinBehindEar MagicianPickACard MagicianScarfPull MagicianHidesTheRemote MagicianBunnyReveal MagicianCookieVanish MagicianFakeLevitation MindReadingMagician',
    educational:
      'HowMagiciansFoolUs MagicianMisdirection MagicianOrScientist MagicianHistoryQuiz MagicianMathTrick ThinkLikeAMagician MagicianCardMemory MagicianCoinLesson',
    cooking:
      'MagicianTopHatCake MagicianWandPretzels MagicianMysteryMuffins AbracadabraCupcakes MagicianColorLemonade MagicianMugBrownie MagicianRabbitCookies CottonCandyMagician',
    travel:
      'MagicianShopHunt MagicianAtTheLibrary FindAStreetMagician MagicianByTheCampfire MagicianInTheBackseat MagicianAtTheFair MagicianInEveryCity MagicianPostcardTrick',
    fashion:
      'MagicianTopHatFit MagicianVelvetCape MagicianQuickChange MagicianMakeover MagicianBowTieFlex MagicianSequinSuitUp MagicianAssistantLook DressLikeAMagician',
    wellness:
      'MagicianMomentsJournal MagicianWonderWalk MagicianCalmHands MagicianBreathwork MagicianStressVanish MagicianSlowCardPractice MagicianCoinFocus MagicianGratitudeHat',
    speed:
      'MagicianQuickChange MagicianCardFlipRace MagicianCoinVanish SpotTheMagicianSwap MagicianInAMinute MagicianShuffleDash MagicianHatStackRace BeatTheMagician',
    music:
      'MagicianDrumRoll MagicianRevealFanfare MagicianThemeSong MagicianPopCover MagicianAbracadabraBeat MagicianTaDaRemix MagicianNameThatHum MagicianHatMaracas',
    art: 'MagicianPoster MagicianWandCraft MagicianCardArt MagicianSilhouette MagicianRabbitDrawing MagicianOpticalIllusion MagicianFlipbook MagicianPuppetBuild',
    tech: 'MagicianPhoneTricks MagicianCutTransition MagicianVsAIGuessOff StopMotionMagicianShow MagicianVanishEdit MagicianGreenScreen MagicianReverseVideo MagicianCloneCam',
    pet: 'MagiciansAssistantPup CatVsMagician MagicianTreatVanish MagicianSidekickKitty TaDaMagicianPetReveal MagicianPetShellGame MagicianPawShake MagicianBarkCue',
    gaming:
      'MagicianWizardDuel MagicianShellGame MagicianCardBattle MagicianMindReadOff EscapeTheMagiciansBox GuessTheMagiciansTrick MagicianCharades WhosTheMagician',
  },
  sister: {
    dance:
      'SisterDanceOff SisterSyncedTwirl SisterMirrorMoves SisterActShuffle SisterChoreographsMe ThrowbackSisterSteps SpinYourSister SisterPiggybackGroove',
    fitness:
      'SisterYogaDuo SisterPlankOff SisterPartnerSitUps SisterMirrorMoves SisterRivalryReps BigSisterBootCamp SisterSquatSync WheelbarrowWithSister',
    funny:
      'LittleSisterReacts SisterStoleMyHoodie SisterBorrowedEverything BigSisterRules TypesOfSisters SisterCourtroom ImpersonateYourSister SisterNarratesMyMorning',
    educational:
      'SisterTeachesMe SisterSkillSwap BigSisterLifeLessons SisterMathDuel SisterBirthOrderMyths SisterQuizShowdown SisterExplainsItAll SisterSpellingBee',
    cooking:
      'SisterBakeOff SisterGrandmaRecipe SisterCookieDecorate SisterSousChef SisterSnackSwap SisterPancakeArt SistersSundaeShowdown CookYourSistersFave',
    travel:
      'SisterRoadTrip SisterSunriseHike SisterHometownWalk SisterPicksTheCity BigSisterTourGuide SisterVacationRedo SistersWeekendAway LetSisterNavigate',
    fashion:
      'SisterClosetRaid SisterStylesMe SisterThriftFlip SisterOutfitSwap BorrowedFromMySister TwinningWithSister DressAsYourSister SisterShoeShowdown',
    wellness:
      'SisterSpaNight SisterGratitudeLetter SisterWalkAndTalk SisterhoodSunday CallYourSister SisterMemoryJar HugYourSister SisterComplimentSwap',
    speed:
      'SisterMakeupRace SisterSpeedBraid SisterCupStackDuel SisterDishwasherDash SisterLaundryFoldOff ReadyBeforeMySister SisterBedMakingBlitz SisterSockSortRush',
    music:
      'SisterDuet SisterBackseatConcert SisterLipSyncBattle WeAreFamilySisterCover SisterHarmonyDare SisterThemeSong SisterKaraokeFaceOff SisterAirGuitarJam',
    art: 'SisterPortraitSwap SisterNailArt SisterPhotoRecreate SisterSketchOff SisterBraceletMaking DrawMySisterFromMemory PaintWithYourSister SisterChalkMural',
    tech: 'SisterTechSupport SisterPhoneSwapHour SisterThenAndNowEdit TeachSisterToCode SisterAppLimitDuel SisterVoiceChangerCall SisterAIAgeFilter EmojiOnlySisterTexts',
    pet: 'PetPicksMeOrSister SisterDogTrainingDuel SisterCatLapContest SisterVsPuppy SisterHamsterMazeBuild SisterKittenCuddles SisterPetPhotoShoot SisterBunnyBrushing',
    gaming:
      'SisterCoOpRun SisterKartRivalry SisterCardGameGrudge SisterRematch PlayerTwoIsMySister SisterBlockTowerDuel SisterTriviaTakedown SisterCheckersChamp',
  },
  aunt: {
    fitness:
      'AuntBalloonVolley AuntWalkAndTalk NieceAndAuntHike AuntieAerobics FitAuntPlankOff CoolAuntCardio AuntiePicksTheWorkout KeepUpWithYourAunt',
    gaming:
      'AuntieJigsawRace AuntCardTrickLesson CanYouOutspellYourAunt BeatAuntAtBingo AuntTriesVideoGames AuntCharadesNight AuntVsNieceChess DominoesWithAunt',
  },
  uncle: {
    fitness:
      'UncleVsNephewPushups UncleShoulderRides FunUncleBootcamp UncleBalloonKeepUp UncleWallSitShowdown UnclePlankChallenge UncleCouchTo5K UncleJumpRopeDuel',
    educational:
      'UncleTeachesASkill UncleCoinTrickScience UncleFixesTheBike ThingsMyUncleTaughtMe CheckTheOilWithUncle UncleFamilyTreeQuiz UncleKnotTyingLesson UncleSavingsJarDare',
    cooking:
      'UnclePizzaNight UncleChiliCookoff UncleSecretRecipe UncleMeatballs PancakeFlipWithUncle UnclesFamousSauce UncleSandwichStacker UncleBreakfastBurritos',
    speed:
      'UncleCoinTrickRace CanYouOutstackUncle UncleShoeTieTimer UncleJokeRapidFire UncleWordScramble NieceVsUncleSprint UnclePuzzleRush UncleCupStackingDash',
    pet: 'UncleCatWhisperer UncleTeachesATrick UnclePetSitter DogsLoveUncleMost UnclePuppyDuty FunUncleFetchDay UncleBunnyBrushing UncleKittenLapNap',
    gaming:
      'UncleChessRematch UncleArcadeHighScore UncleDominoesShowdown UncleTriviaNight PlayerTwoUncle CouchCoopWithUncle UncleCheckersDuel UncleCornholeFinal',
  },
  brother: {
    dance:
      'BrotherDanceOff BrotherMirrorMoves TeachBrotherTheTrend LittleBrotherLeads BrotherSyncStep BrotherlyBoogie BrotherhoodHoedown OutdanceYourBrother',
    fitness:
      'BrotherPushUpBattle BrotherWallSitStandoff BrotherPiggybackSquats BrotherPlankOff BrotherSprintDuel BrotherCrunchOff WheelbarrowYourBrother ArmWrestleYourBrother',
    funny:
      'BrotherImpressions TypesOfBrothers LilBroReacts BigBrotherIsWatching BrotherLearnsToCook BrotherTranslator ThingsMyBrotherSays BrotherNarratesMyDay',
    educational:
      'BigBrotherLifeLessons BrotherQuizShowdown BrotherExplainsItAll LittleBrotherAsksWhy StumpYourBrother BrotherScienceDuel BrotherSpellingBee BrotherSkillSwap',
    cooking:
      'BrotherCookOff BrotherSandwichStack BrotherPancakeFlip BrotherlyBroth BigBrotherBurgers FeedYourLittleBrother TacoNightWithBrother GuessWhatBrotherCooked',
    travel:
      'BrotherRoadTrip BrotherDayOut BrotherTrainTrip BrotherBucketList BandOfBrothersHike BrotherPlansItAll BrotherNavigates CampingWithMyBrother',
    fashion:
      'BrotherStylesMe BrotherHoodieSteal BrotherFitCheck RaidBrothersCloset BrotherTwinDay BrotherThriftOff DressAsYourBrother BrotherPicksMyShoes',
    wellness:
      'BrotherCheckIn BrotherWalkAndTalk BrotherHugItOut CallYourBrother ThankYouBrother BrotherlyLoveNote BrotherGratitudeList ComplimentYourBrother',
    speed:
      'BrotherSpeedStack BrotherPuzzleCubeDuel BrotherChoreBlitz RaceYourBrother BrotherShoeTieDash BigBrotherHeadStart BrotherBlockTowerRace OutpackYourBrother',
    music:
      'BrotherDuet LittleBrotherDrums BrotherKaraokeBattle BrotherPotsAndPans BrothersInHarmony BrotherBeatboxOff BrotherGuitarLesson LipSyncYourBrother',
    art: 'BrotherComicStrip BrotherSneakerArt BrotherPortraitSwap DrawYourBrotherBadly BrotherClaySculptOff BrotherDoodleDuel BrotherBlindDrawing BrotherPhotoshoot',
    tech: 'BrotherTechSupport BrotherWallpaperSwap BrotherPhotoEditDuel RateMyBrothersSetup BrotherFixesMyWifi BigBrotherCodeCamp BrotherVsAIChess BrotherTestsMyNewApp',
    pet: 'PetPicksMeOrBrother BrotherAndThePup BrotherCatWhisperer FurryLittleBrother BrotherWalkiesDuty BrotherTrickShowdown BrotherVsDogTugOfWar KittenNapOnBrother',
    gaming:
      'BrotherRematch BrotherCoOpRun BrotherKartShowdown BrotherControllerSwap BrotherBossFight LittleBrotherPlayer2 LoserCooksForBrother CheckmateMyBrother',
  },
  'best friend': {
    dance:
      'BestFriendDanceOff BestFriendMirrorMoves BestFriendBoogie BestieInSync BestFriendHandshake FreestyleThenTagYourBFF BFFLearnsMyDance BestFriendSlowMoDip',
    funny:
      'BestFriendImpressions BestFriendOldTexts BFFActsOutInsideJokes BFFMostLikelyTo BestFriendSameOutfitOops BestieAwardsNight MomVsBestieQuiz BestFriendFirstMeetRecap',
    cooking:
      'BestFriendBakeOff BestFriendSnackSwap BestieBrunchDate BFFBlindTasteTest CookYourBFFsFavorite BestFriendTacoNight BestFriendPizzaDuel BestFriendDumplingFold',
    music:
      'BestFriendDuet BestieKaraokeNight BestFriendLipSync BestFriendRapBattle SingToYourBestFriend BestFriendBallad BestFriendHarmony BestFriendDrumCircle',
    art: 'BestFriendPortraitSwap BestieDrawEachOther BestFriendPhotoBooth BestFriendBracelets DrawYourBFFBlindfolded OneCanvasTwoBesties ChalkYourBestieOutline BestFriendScrapbook',
  },
  neighbor: {
    dance:
      'NeighborDanceOff NeighborBalconyDuet NeighborBackyardTwoStep NeighborhoodConga DrivewayDiscoNeighbors OverTheFenceFreestyle NeighborlyWaltz NeighborWaveAndWiggle',
    fitness:
      'NeighborPlankPact NeighborMorningWalk NeighborParkYogaClass NeighborhoodFunRun OutstepYourNeighbor SquatsOverTheFence NeighborPushUpRelay NeighborJumpRopeDuo',
    funny:
      'NeighborWaveFails NeighborsToolSaga NeighborAccidentalTwins NeighborLawnWars NosyNeighborNarrator OverTheFenceSmallTalk NeighborhoodWatchDrama NeighborBorrowedItemsTour',
    educational:
      'NeighborSkillSwap KnowYourNeighbor NeighborStreetNameQuiz NeighborhoodThenAndNow TeachYourNeighborAWord NeighborOldestHouse NeighborlyTrivia NeighborGardenPlantID',
    cooking:
      'NeighborCookieSwap NeighborPotluck NeighborBlockParty NeighborCupOfSugar SoupForTheNeighbors BakeForYourNeighbour NeighborJamExchange NeighborPizzaNight',
    travel:
      'NeighborhoodHiddenGems NeighborTownDayTrip BeachDayWithTheNeighbors CarpoolWithNeighbors NeighborBlockTour NeighborPhotoWalk NeighborsFavoriteSpot NeighborRecommendsACafe',
    fashion:
      'NeighborOutfitSwap NeighborFitCheck DressLikeYourNeighbor NeighborThriftHaul NeighborPorchPhotoshoot NeighborStyleFaceOff NeighborhoodStrut NeighborMatchingHats',
    wellness:
      'NeighborThankYouNote NeighborFlowerDrop NeighborCheckInCall NeighborWalkAndTalk NeighborPorchWave BeAGoodNeighbour NeighborSunsetChat NeighborGardenHelpDay',
    speed:
      'NeighborLeafRakeRace NeighborSnowShovelDash NeighborWelcomeCardTimer NeighborCarWashBlitz NeighborBakeSaleRush OutrunYourNeighbour NeighborWeedPullOff NeighborBinsOutCountdown',
    music:
      'NeighborPorchConcert NeighborWindowSerenade NeighborJamSession WontYouBeMyNeighbor NeighborGarageBandSet NeighborDrumCircle NeighborhoodAnthem NeighborKazooDuet',
    art: 'NeighborChalkMural NeighborMailboxGlowUp NeighborBookBoxDecor DrawYourNeighborhood NeighborWindowGallery SketchYourNeighborsPet NeighborKindnessRocks NeighborPortraitSwap',
    tech: 'NeighborQRCodeHunt NeighborSpeedTestDuel NeighborhoodGroupChat NeighborWiFiNameWars NeighborTechSupport NeighborGadgetSwap WalkieTalkieNeighbors NeighborPodcastInterview',
    pet: 'NeighborDogPlaydate PetFenceFriends PupMeetsTheNeighbors NeighborPetSitSwap NeighborCatCameo NeighborKittenWatch NeighborhoodFurParade NeighborBunnySitting',
    gaming:
      'NeighborCornholeLeague NeighborChessByMail NeighborGameNight HideAndSeekWithNeighbors BlockPartyTourney NeighborTugOfWar NeighborSidewalkHopscotch NeighborBeanBagToss',
  },
  classroom: {
    dance:
      'ClassroomChairGroove ClassroomFlashMob ClassroomDeskDanceOff ClassroomBellBop ClassDismissedDance ClassroomRollCallDance DoTheClassroomShuffle ClassroomFreezeFrame',
    fitness:
      'ClassroomDeskStretch ClassroomWallSit ClassroomSpellSquats ClassroomJumpingJacks ClassroomQuizPushUps ClassroomRecessReps ClassroomChairDips ClassroomLungeLine',
    funny:
      'EveryClassroomEver ClassroomTeacherVoices TypesOfClassmates ClassroomPopQuizFaces ClassroomExcuses ClassroomLostPencilSaga ClassroomNarrator ClassroomSubstituteDay',
    cooking:
      'ClassroomBakeSale ClassroomPizzaParty ClassroomFruitKabobs ClassroomLunchboxArt ClassroomAppleTreats TopOfTheClassCookies ClassroomRecipeSwap ClassroomTrailMixBar',
    travel:
      'ClassroomFieldTrip ClassroomMuseumQuest ClassroomPenPalMap TakeTheClassroomOutside TourAnOldClassroom ClassroomVirtualVisit ClassroomNatureWalk ClassroomLibraryAdventure',
    fashion:
      'ClassroomSpiritWeek ClassroomCrazyHats ClassroomTwinOutfits ClassroomPictureDay DressLikeYourTeacher ClassroomCareerDayOutfit BackToClassroomFit ClassroomPajamaDay',
    wellness:
      'ClassroomCalmCorner ClassroomKindnessChain ClassroomMindfulMinute ClassroomThankYouNotes ClassroomBrainBreak ClassroomCompliments ClassroomStretchAlong ClassroomQuietReading',
    speed:
      'ClassroomCleanUpRace ClassroomChairStack ClassroomSpeedQuiz FastestClassroomTidy ClassroomWordBlitz ClassroomMathMinute ClassroomCrayonSort ClassroomLineUpDash',
    music:
      'ClassroomDeskDrumming WriteAClassroomAnthem ClassroomCupSong ClassroomTimesTableRap ClassroomPencilBeat ClassroomRhythmClaps ClassroomRecorderOff ClassroomKazooBand',
    art: 'ClassroomDoorDecor ClassroomMural DrawYourClassmates ClassroomChalkLettering ClassroomMarginDoodles ClassroomPaperMache DesignADreamClassroom ClassroomWindowSnowflakes',
    tech: 'ClassroomStopMotion ClassroomSetupTimeLapse ClassroomCodeAlong ClassroomGreenScreen ClassroomNewsBroadcast ClassroomQuizAppShowdown ClassroomPodcastClub ClassroomVideoYearbook',
    pet: 'ClassroomPetWeekend ClassroomHamsterDiary DogVisitsTheClass ClassroomKittenCam ClassroomFishTankCare PupilsAndPuppies ClassroomReadToADog ClassroomGuineaPigNames',
    gaming:
      'ClassroomQuizChampion ClassroomFourCorners ClassroomGameShow ClassroomHangman ClassroomBossBattleReview ClassroomSpellingBee ClassroomBingoBlitz ClassroomHeadsUpSevenUp',
  },
  microscope: {
    dance:
      'MicroscopeShuffle MicroscopeAmoebaWiggle MicroscopeSlideStep MicroscopeZoomGroove MicroscopeMitosisDance MicroscopeMoonwalk UnderTheMicroscopeJig DanceForTheMicroscope',
    funny:
      'MicroscopeBugVoiceover MicroscopeHairZoom MicroscopeRegret MicroscopeReactionCam MicroscopeDustBunny MicroscopeGossip WhatsUnderMyMicroscope SpookyMicroscopeReveal',
    prank:
      'MicroscopeMysterySlide MicroscopeTinyMessage MicroscopeFakeGerms MicroscopeSmileyFace MicroscopeSecretCode MicroscopeCompliment GlitterUnderMicroscope HiddenMicroscopeHeart',
    cooking:
      'MicroscopeYeastBudding MicroscopeBlueCheese MicroscopeSourdough MicroscopeTasteTest MicroscopeRockCandy MicroscopeSpiceGuess SaltCrystalMicroscope HoneyUnderMicroscope',
    travel:
      'MicroscopeTidePools MicroscopeNatureWalk PackAPocketMicroscope MicroscopeRoadTrip MicroscopeMuseumVisit MicroscopeScienceCenter MicroscopeBeachSand CampsiteMicroscope',
    fashion:
      'MicroscopeFabricZoom MicroscopeThreadCount MicroscopeEarrings MicroscopeSlideNailArt MicroscopeLabCoatGlowUp MicroscopeCellPrint UnderTheMicroscopeFit DenimMicroscopeCheck',
    wellness:
      'MicroscopeSlowLook MicroscopeWonderWalk MicroscopeTinyBeauty MicroscopeMeditation MicroscopeSmallJoys MicroscopeZoomUnwind AweUnderMicroscope QuietMicroscopeSunday',
    speed:
      'MicroscopeIDBlitz MicroscopeFocusRace MicroscopeGuessIn10 MicroscopeCellCount MicroscopePartsQuiz MicroscopePollenDash TimedMicroscopeSketch BeatTheMicroscopeClock',
    music:
      'MicroscopeMitosisRemix MicroscopeBiologyRap SoundOfTheMicroWorld MicroscopeLoveSong MicroscopeJingle MicroscopeLabBeats MicroscopeAnthem SingToYourMicroscope',
    art: 'MicroscopeCellPainting DrawYourMicroscopeView MicroscopeWatercolor MicroscopePhotography MicroscopePollenClay MicroscopeAbstractArt MicroscopeEmbroidery StainedGlassMicroscope',
    tech: 'WaterDropMicroscope MicroscopeMeetsSlowMo MicroscopeUSBCamera PhoneIntoMicroscope MicroscopePhotoOfTheDay AIReadsMyMicroscope MicroscopeTimelapse PixelsUnderMicroscope',
    pet: 'MicroscopeFurZoom MicroscopeWhiskers MicroscopeFeatherCheck MicroscopeNoseprint MicroscopeWhoseHair MicroscopePawPad KibbleUnderMicroscope KittyVsMicroscope',
    gaming:
      'MicroscopeSlideBingo MicroscopeCardBattle ISpyUnderTheMicroscope MicroscopeSpeedrun MicroscopeMatchPairs MicroscopeGuessWho MysteryMicroscopeQuiz EscapeRoomMicroscope',
  },
  map: {
    dance:
      'MapXMarksTheSpot MapDirectionsShuffle MapCompassTurns MapHopAroundTheWorld MapFoldFreeze MapMoonwalk GrooveAcrossTheMap MapConga',
    fitness:
      'MapArtRun MapCheckpointSprints MapEveryStreet MapAndCompassHike MapYourOwn5K MapAHeartRoute TreasureMapWorkout MapHopscotch',
    funny:
      'MapVsGPSArgument MapFoldingStruggle MapLostTourist MapWrongTurns DadReadsTheMap MapUpsideDownAgain DrawAMapOfTheWorld MapMyMessyRoom',
    prank:
      'MapToHiddenCookies MapPirateClues XMarksTheSpotPrank TreasureMapSurprise MapToTheParty FakeAncientMap MapToTheRemote MapToTheSecretHug',
    cooking:
      'MapSpinSupper MapHatPickRecipe MapPassportDinner EdibleTreasureMap CookAcrossTheMap MapSpiceTasting WorldMapCharcuterie MapStateShapedCookies',
    travel:
      'ThrowADartAtTheMap MapNoPhoneDay PaperMapsOnly BlindfoldMapPick MapLocalLibraryQuest OffTheMapAdventure FollowAnOldMap MapBusRouteExplore',
    fashion:
      'PatchAMapOnYourJacket CompassPendantLook WearTheWorldMap MapScarfFiveWays UpcycledMapTote MapExplorerOutfit MapPrintSneakers MapEarringsDIY',
    speed:
      'MapCapitalsBlitz RefoldTheMapFast MapFlagsMatchTimer FillTheBlankMap MapPuzzleInSixty PinTheCountryQuick FindItOnTheMap MapStatesInAMinute',
    tech: 'MapRouteArt LetTheMapAppDecide MapOfflineModeTest StreetViewTimeTravel PhoneVsPaperMap MapPinHacks TraceYourWalkOnAMap MapSatelliteHomeTour',
    pet: 'CatSitsOnTheMap MapEverySniffSpot MapWalkiesRoute MapTheBestParks PupTreasureMap MapYourPetsTerritory MapOfFidosFavorites MapANewLeashLoop',
    gaming:
      'MapGeoguessDuel MapDungeonDraw MapConquestGame PinTheCapitalsOnAMap UnlockTheWholeMap MapXMarksTheSpot MapBattleshipGrid MapTwentyQuestions',
  },
  'baseball bat': {
    dance:
      'BaseballBatShuffle BaseballBatTopHatBop BaseballBatTapDance BaseballBatWalkUpStrut BaseballBatCaneStep BaseballBatHomeRunTrot BaseballBatLimbo CharlestonBaseballBat',
    funny:
      'BaseballBatBigSwingMiss BaseballBatMicDrop BaseballBatAnnouncer BaseballBatSuperstitions BaseballBatAirGuitar SlowMoHomeRunReplay TinyBaseballBatFlex BaseballBatBloopers',
    prank:
      'BaseballBatNoodleSwap BaseballBatGooglyEyes BaseballBatMiniSwap BaseballBatGiftWrap BaseballWalkUpRickroll BaseballBatBalloon BaseballBatTeddyBatter StickyNoteBaseballBat',
    educational:
      'BaseballBatSweetSpot HowBaseballBatsAreMade BaseballBatTrivia BaseballCorkedBatMyth BaseballBatWoodVsMetal BaseballBatScience BaseballBatWeightGuess WhoseBaseballBatIsIt',
    cooking:
      'BakeABaseballBatCake BaseballBatSub BaseballBatBreadsticks BaseballBatNachos BaseballBatPretzels BaseballBatHotDogs ChurroBaseballBats BaseballBatBrownies',
    travel:
      'BaseballBatAndAPicnic BaseballBatCageSwingOff BaseballParkPassport PackYourBaseballBat BeachBallBaseballBat BaseballBatStadiumTour BaseballBatRoadTrip BaseballBatPickUpGame',
    fashion:
      'BaseballBatGameDayLook BaseballJerseyRestyle BaseballCapFiveWays BaseballBatRunway BaseballBatFitCheck EyeBlackGlam BlingYourBaseballBat StrikeAPoseBaseballBat',
    wellness:
      'BaseballBatStretch BaseballBatYogaFlow BaseballFocusRitual BaseballCatchAndTalk BaseballBatBreathing BaseballBatFoamRoll BalanceABaseballBat BaseballBatMobility',
    speed:
      'BaseballBatSpeedTest BaseballBatSwingCount BaseballBatFactsQuiz BaseballBuntDash AroundTheBasesSprint BaseballBatBalanceRelay BaseballBatGripRace RapidFireBaseballBat',
    music:
      'BaseballBatWalkUpSong BaseballBatPingBeat BaseballOrganRiff BaseballChantOff BaseballBatDrumSolo TakeMeOutRemix StrumTheBaseballBat BaseballBatRhythmTap',
    art: 'PaintYourBaseballBat BaseballBatSketch BaseballBatDecoupage BaseballBatMosaic SignMyBaseballBat BaseballBatSilhouette GraffitiBaseballBat BaseballBatPopArt',
    tech: 'BaseballBatSwingPathCam BaseballBatSlowMo BaseballBatFromTheDugout BaseballBatAIScout BaseballBatCrackTest BaseballBatHomeRunEdit BaseballBatBestHitsReel BaseballBatToyStopMotion',
    gaming:
      'BaseballBatHomeRunDerby BaseballBatTrickShots BaseballBatBowlingPins BaseballBatTriviaNight BaseballBatsFactOrFake BaseballBatSpeedrun BottleCapBaseballBat BaseballBatBalloonBash',
  },
  'tennis racket': {
    dance:
      'TennisRacketShuffle TennisRacketSplitStep TennisRacketSpinMove TennisRacketTwirl TennisRacketVogue TennisRacketBoogie TennisRacketRumba LimboUnderTennisRacket',
    funny:
      'TennisRacketAirGuitar TennisRacketSnowshoes TennisRacketGrunts EverythingButTennis TennisRacketFaceSquish TennisRacketCommentator TennisRacketSlowMoDrama TennisRacketFails',
    prank:
      'TennisRacketGooglyEyes TennisBallAvalanche TennisRacketPaddleSwap TennisRacketStrainer TennisRacketNote TennisRacketGiftWrap TinyTennisRacket TennisRacketConfetti',
    educational:
      'TennisRacketSweetSpot TennisStringPhysics OldVsNewTennisRacket TennisGripQuiz TennisRacketTopspin WhyIsItCalledLove TennisRacketPartsQuiz HowTennisRacketsAreMade',
    cooking:
      'TennisRacketPieLattice TennisRacketCookies TennisBallCakePops TennisRacketWaffles TennisRacketStrawberries MatchPointMacarons TennisRacketFocaccia BakeATennisRacket',
    travel:
      'TennisInEveryCity TennisRacketCampTrip PackYourRacquet TennisParkHop TennisRacketPicnic TennisRacketInTheTrunk TennisRacketSunset TennisRacketBeachDay',
    fashion:
      'TennisRacketFitCheck TennisWhitesOnly RacquetToBrunch TennisBagAsPurse TennisRacketSweatband PleatsAndPolos TennisRacketRunway PreppyTennisRacketLook',
    wellness:
      'TennisRacketStretch TennisBallFootRoll TennisRacketUnwind TennisWithoutScore TennisRacketWallRally BreatheBetweenServes TennisRacketGratitude SlowTennisRacketSwings',
    speed:
      'TennisRacketRelay TennisVolleysIn30 TennisBalanceDash TennisTargetTakedown FastestTenBounces TennisRacketBallPickup TennisRacketKeepyUps MostTennisRacketTaps',
    music:
      'TennisRacketAirViolin TennisRacketRockStar TennisGruntRemix TennisBounceLoop TennisRacketStrum RallyToTheBeat TennisRacketDrumSolo LipSyncTennisRacket',
    art: 'TennisRacketMirror PaintWithATennisBall TennisRacketLightTrail TennisStillLife TennisRacketRibbonWeave TennisRacketPopArt DoodleYourTennisRacket TennisRacketPrints',
    tech: 'TennisRacketSlowMo TennisHawkEyeAtHome TennisServeRadar AITennisCoach TennisRacketWhoosh TennisRacketSpeedApp TennisRacketTrickShot TennisRacketGreenScreen',
    pet: 'TennisRacketFetch TennisRacketSniffTest TennisRacketPlushChew PupTennisLesson TennisRacketBallRoll CatRefereesTennis TennisRacketDogDoubles TennisRacketStringSwat',
    gaming:
      'TennisRallyHighScore TennisRacketKeepyUppy TennisRacketBullseye TennisRacketRematch TrickShotTennis GrandSlamBracket TennisRacketHulaHoopGoal TennisRacketBalloonBop',
  },
  frisbee: {
    prank:
      'FrisbeeRubberChickenSwap FrisbeeFakeThrow FrisbeeBoomerangFakeout FrisbeeHiddenMessage FrisbeeConfettiToss FrisbeeDisappearingAct FrisbeeInvisibleCatch FrisbeeDinnerPlate',
    cooking:
      'FrisbeeSizedPancake FrisbeeNachoPlatter GiantFrisbeeCookie FrisbeePizzaToss FrisbeeQuesadilla FrisbeePieBake FrisbeeFlatbread FrisbeeFruitTart',
    fashion:
      'FrisbeeJerseyFit FrisbeeTeamTeeDIY FrisbeeVisorThrowback FrisbeeGolfDrip FrisbeeSockStyle FrisbeeGameDayLook MatchYourFrisbee FrisbeeHeadbandSwag',
    wellness:
      'FrisbeeSunsetToss FrisbeeCatchAndChat FrisbeeLazyPass BarefootFrisbee FrisbeeNoScoreHour FrisbeeParkPicnic FrisbeeDeepBreathThrow FrisbeeGratitudeCircle',
    tech: 'FrisbeeSlowMo FrisbeeGlowTapeHack FrisbeeTrickShotEdit FrisbeeCatchReplay MapMyLongestFrisbee AppRatesMyFrisbee ClockMyFrisbee FrisbeeHighlightReel',
    pet: 'FrisbeeTrickTraining FrisbeeDogAirtime FrisbeeSoftFetch PupsFirstFrisbee FrisbeeDogVsMe KittenFrisbeeChase CatSitsInTheFrisbee FrisbeeHydrationBreak',
    gaming:
      'FrisbeeBucketToss FrisbeeTicTacToe FrisbeeGolfScorecard UltimateFrisbeeFinals FrisbeeTargetBingo FrisbeeHoleInOne FrisbeeCopyMyThrow FrisbeeTagBattle',
  },
  ball: {
    dance:
      'BallBounceBeat BallPassGroove BallIsLifeFreestyle BasketballArmRoll BallDribbleDanceOff BallKeepyUppyShuffle HavingABallBoogie BallFingerSpinSway',
    prank:
      'InvisibleBallToss BallPitBedroom BallInEveryShoe BeachBallDeskParty BowlingBallBalloon FakeBallTrickShot PingPongBallAvalanche TinyBallHugeBox',
    fashion:
      'BallGameFitCheck BallCapFiveWays BallGownGlowUp BaggyBallerShorts BallJerseySwap CourtsideTennisWhites BelleOfTheBallLook DressLikeYourBall',
    music:
      'BallBounceMetronome BasketballDrumline TakeMeOutToTheBallGame BouncingBallBeatbox BallDribbleBeat SneakerSqueakSong BallDropBassline PassTheBallSingAlong',
    pet: 'WhichBallWins BallHideAndSeek PetBallPitParty BallLauncherFetch ShellGameBallTrick PupBallGoalkeeper PawsOnTheBall BallOrTreatTest',
  },
  'yoga mat': {
    dance:
      'YogaMatMoonwalk StayOnTheYogaMatDance YogaMatFootwork YogaMatSashay YogaMatTwoStep OneYogaMatFourMoves YogaMatMambo ShuffleOnYourYogaMat',
    funny:
      'YogaMatRollStruggle YogaMatDownDogFail YogaMatSavasanaNap NamastayInBed YogaMatWontLieFlat YogaMatTurfWar YogaMatCommentary MyYogaMatHasOpinions',
    prank:
      'BubbleWrapYogaMat YogaMatPlantGift YogaMatWhoopeeCushion GooglyEyedYogaMat YogaMatSmileyNote YogaMatSecretMessage TinyYogaMatSwap YogaMatCompliments',
    educational:
      'WhyYogaMatsGrip YogaMatCorkVsRubber YogaMatFrictionTest YogaMatPoseQuiz YogaMatWordOrigins YogaMatMythBusters YogaMatMuscleMap HowYogaMatsAreMade',
    cooking:
      'PostYogaMatSmoothie YogaMatRollCake YogaMatSnackBreak YogaMatProteinBites NamasteForSeconds YogaMatRefuelBowl YogaMatchaLatte YogaMatSushi',
    travel:
      'YogaMatEverywhere YogaMatSunriseSpot HaveYogaMatWillTravel YogaMatStudioVisit YogaMatNewCityDare YogaMatInTheCarryOn YogaMatLandmarkPose YogaMatParkHop',
    fashion:
      'MatchYourYogaMat YogaMatFitCheck YogaMatToBrunchLook YogaMatStrapStyle YogaMatWorkdayStyle YogaMatColorClash YogaMatRunway ChicOnTheYogaMat',
    wellness:
      'YogaMatBreathwork YogaMatBodyScan UnrollYourYogaMat YogaMatSavasana YogaMatGratitudeFlow YogaMatMorningMinute PhoneFreeYogaMat YogaMatWindDown',
    speed:
      'YogaMatRollRace YogaMatTenPoses YogaMatDownDogDash YogaMatRelay FastestYogaMatUnroll YogaMatFlowShowdown YogaMatSunSaluteBlitz YogaMatPackUpSprint',
    music:
      'YogaMatSoundBath YogaMatOmChant YogaMatSingingBowl YogaMatDrumSolo YogaMatMixtape YogaMatPoseToBeat ChillHopYogaMat YogaMatKaraoke',
    art: 'PaintYourYogaMat YogaMatPoseSketch YogaMatStencilArt YogaMatMandala YogaMatShadowPhoto OldYogaMatCollage CarveYogaMatStamps YogaMatStickFigures',
    tech: 'YogaMatPoseTracker YogaMatTimeLapse YogaMatFormCheck AIGradesMyDownDog YogaMatAppShowdown YogaMatTripodHack GreenScreenYogaMat YogaMatHeartRate',
    pet: 'PetYogaMatTakeover CatClaimsTheYogaMat YogaMatPupSavasana DogOnMyYogaMat YogaMatPhotobomb KittenPoseOff YogaMatZoomies PawsOnMyYogaMat',
    gaming:
      'YogaMatPoseDice YogaMatBalanceDuel YogaMatTangleGame FloorIsLavaYogaMat SimonSaysYogaMat YogaMatStretchOrPass YogaMatHopscotch YogaMatCharades',
  },
  helmet: {
    dance:
      'HelmetHeadBop HelmetBuckleBounce HelmetRollerDisco HelmetOnDanceOff HelmetSkaterGroove HelmetStrapShuffle HelmetMoonwalk HelmetRobotMoves',
    fitness:
      'HelmetPedalSprints HelmetRideToWork HelmetScooterLaps HelmetOnHillRepeats HelmetSkateCardio HelmetInlineIntervals BikeHelmetBurpees HelmetJumpRopeSet',
    cooking:
      'BikeHelmetCookies HelmetJelloMold HelmetShapedPancakes KnightHelmetCake WatermelonHelmet HelmetRiceBowl GameDayHelmetDip HelmetBentoBox',
    travel:
      'HelmetCamTrailRide HelmetHairDontCare HelmetScenicLoop HelmetOnCityTour HelmetSkateparkHop HelmetScooterSightseeing HelmetStickerPassport HelmetLakePathCruise',
    wellness:
      'HelmetHabitStreak HelmetSlowRollHome HelmetCalmCommute HelmetMorningRide HelmetOnBreatheIn ThankYouHelmet HelmetSunsetCruise HelmetFamilyPedal',
    speed:
      'HelmetBuckleRace HelmetGearUpSpeedrun HelmetConeWeave PassTheHelmetRelay HelmetOnInFive HelmetSafeStart HelmetCheckBlitz HelmetStrapAdjustDash',
    music:
      'HelmetBuckleJingle HelmetEchoSing HelmetRideRap HelmetDrumSolo WearYourHelmetAnthem HelmetVisorKaraoke BikeHelmetBellJam HelmetSafetySong',
    tech: 'HelmetARStickerTryOn HelmetSizingAppTest HelmetLightsAtNight HelmetCamPOV DesignYourHelmetDecal WholeRideHelmetTimelapse HelmetGPSMap HelmetHairSelfie',
    gaming:
      'HelmetOnlyRun HelmetTreasureQuest RareHelmetHunt HelmetDesignVote HelmetBalloonHeaders CatchItInYourHelmet CosplayHelmetFaceOff PixelArtHelmet',
  },
  sledding: {
    dance:
      'SleddingHillBoogie SleddingTwist SleddingPufferStrut SleddingVictoryDance SleddingShuffle FirstFlakeSleddingJig PenguinWaddleSledding SleddingMittenBop',
    fitness:
      'SleddingPullWorkout SleddingHillClimbs SleddingLegBurn SleddingSlopeStepUps EarnYourSleddingRun SleddingCardio UphillSleddingSprints SleddingBoxSquats',
    funny:
      'SleddingFaceCam SleddingCommentary SleddingDadGoesFirst SleddingWipeoutReplay SleddingSnowInMyBoots SleddingSaucerSpin GrandpaSleddingDebut SleddingSoundEffects',
    prank:
      'SleddingHotCocoaWelcome SledFullOfPlushies SleddingTreatStash TobogganTeddyPassenger SnowmanDoorGreeter WarmMittensFromDryer CheerTunnelSledding SleddingGooglyEyes',
    educational:
      'SleddingPhysics WhySledsSlide SleddingHelmetScience SleddingWaxExperiment SleddingSnowFriction SledShapeSpeedLab IceVsPowderSledding SleddingHeavyVsLight',
    cooking:
      'SleddingHotCocoaBar SledHillThermosSoup SleddingChiliWarmUp GingerbreadToboggan SleddingSnackPack SleddingMapleTaffy SleddingSmoreStation SleddingCiderSip',
    travel:
      'SledEveryHillInTown ChaseTheSnowToSled BestSleddingSpots SleddingAtGrandmas SleddingParkRun SleddingDayTripNorth SleddingThenCocoa SleddingCabinWeekend',
    fashion:
      'SleddingOutfitCheck SledDayLayers SleddingMittenMatch SleddingBeanieBattle SleddingSnowSuit SleddingPufferColors RetroSkiwearSledding SleddingScarfFiveWays',
    wellness:
      'SleddingSimpleJoy SledHillSunsetMoment SleddingLaughOutLoud SleddingFreshAir CalmAfterSledding SleddingPlayBreak SleddingStargazing SleddingInnerChild',
    music:
      'SleddingToTheBeat SleddingBellsCover SleddingWhooshMix SleddingHillChorus SleighRideSingAlong SleddingJingle YodelWhileSledding SleddingWhistleSong',
    art: 'SleddingActionPhotos SledDecoratingDay SleddingTrackPatterns SketchTheSleddingHill SleddingWatercolor SleddingMittenPrints SleddingPaintedRunners SleddingComicPanel',
    tech: 'SleddingPOVChallenge SleddingWeatherRadar SleddingSnowSpraySlowMo GPSMySleddingRun SleddingHyperlapse SleddingFollowCam SleddingPhoneMount SleddingPanoShot',
    pet: 'SleddingDogWarmUpWalk AfterSleddingPetSnuggle SleddingPawBalmCheck SleddingSnowBooties SleddingDayZoomies SleddingBunnyWindowPeek KittenWatchesSledding SleddingTowelDryPup',
    gaming:
      'SleddingHighScore SleddingVideoGame SleddingRingToss SleddingSimonSays SleddingSnowmanContest SleddingBingo SleddingScavengerHunt SleddingPointsRun',
  },
  'ice skating': {
    dance:
      'IceSkatingWaltz IceSkatingConga IceSkatingSpiralPose IceSkatingMoonwalk FigureSkatingFreestyle IceSkatingTwirlOff SpinLikeAnIceSkater IceSkatingMirrorPairs',
    funny:
      'IceSkatingWallHugger IceSkatingFirstTry IceSkatingBrakesWhere IceSkatingCommentator IceSkatingPenguinHelper IceSkatingBambiLegs JudgeMyIceSkating IceSkatingKidsZoomPast',
    prank:
      'IceSkatingSurpriseDate PretendYouCantIceSkate IceSkatingPenguinCameo IceSkatingGlitterLaces RinksideCocoaDelivery IceSkatingScoreCards UndercoverIceSkater IceSkatingFlashMob',
    educational:
      'WhyIceIsSlippery IceSkatingSpinScience IceSkatingRinkScience NameThatIceSkatingJump IceSkatingScoring101 IceSkateEdgeCloseUp IceSkatingFrictionTest IceSkatingPhysicsQuiz',
    cooking:
      'IceSkatingPondCake IceSkatingChurros IceSkatingHotCider IceSkatingCocoaBar IceSkateCookieCutters AfterIceSkatingSnack FondantIceSkater IceSkatingSoupThermos',
    fashion:
      'IceSkatingSparkle IceSkatingCozyFit IceSkatingDressLook IceSkatingEarmuffEra IceSkatingTutuTryOn IceSkatingOutfit IceSkatingScarf3Ways IceSkatingMittenMatch',
    wellness:
      'IceSkatingSlowLaps IceSkatingIndoorRinkCalm IceSkatingAtSunset IceSkatingInnerChild IceSkatingUnderStars IceSkatingNoPhones IceSkatingMindfulMile IceSkatingFreshAirReset',
    speed:
      'IceSkatingMovesQuickfire IceSkatingConeWeave IceSkatingLaceUpTimer FastestIceSkatingLap IceSkatingSpinOff IceSkatingGearUpRush RaceMeOnIceSkates IceSkatingRelayTeams',
    music:
      'IceSkatingOrganJam IceSkatingWaltzCover IceSkatingDiscoNight IceSkatingBladeBeat IceSkatingRemix FigureSkatingAnthem IceSkatingLipSync IceSkatingPopBallads',
    art: 'IceSkatingTrailArt IceSkatingPhotoShoot IceSkatingSnowGlobe IceSkatingMotionBlur IceSkaterSilhouettes IceSkatingCostumeSketch DrawAnIceSkatingSpin IceSkatingPaperDolls',
    tech: 'IceSkatingSlowMo IceSkatingSpinTracker IceSkatingSessionIn30Sec IceSkatingInReverse IceSkatingJumpAI IceSkatingFallReplay HowFastDoIIceSkate IceSkatingStopMotion',
    gaming:
      'IceSkatingSimonSays IceSkatingShootout IceSkatingLevelUp FigureSkatingJudgeOff IceSkatingTagRound IceSkatingPenguinGame CopyMyIceSkateCombo IceSkatingFollowTheLeader',
  },
  tambourine: {
    dance:
      'TambourineTwirl TambourineHipTap TambourineFreezeDance FolkTambourineCircle TambourineJingleJig ShakeYourTambourine TambourineKickLine TambourineCongaTrain',
    fitness:
      'TambourineBurpeeDare ShakeTambourineSquats TambourineHighKnees TambourineLungeTaps TambourineJacks RetroTambourineAerobics TambourinePlankClaps TambourineStepUps',
    prank:
      'TambourineAlarmClock SurpriseTambourineSolo TambourineWelcomeHome TambourineWakeUp TambourineDoorbellSwap TambourineEntrance TambourineInTheCushion TambourineBirthdayParade',
    educational:
      'HowTambourinesWork TambourineThumbRoll TeachATambourineTrick WhyTambourinesJingle TambourineAnatomy AncientTambourineQuiz TambourineRhythms101 CountTheTambourineBeats',
    cooking:
      'TambourineCookies TambourineFruitPizza CookToATambourineBeat TambourineCupcakes TambourineShakeAndBake TambourineJam TambourineTart TambourineLayerCake',
    fashion:
      'TambourineBohoLook TambourineStageGlam TambourineRockstarFit TambourineRibbonStyle TambourineFestivalFlair TambourineEarrings TambourineShawlTwirl TambourineFlowerCrown',
    wellness:
      'TambourineStressTaps TambourineShakeItOff TambourineDrumCircle SlowTambourineBreath TambourineCalmRhythm TambourineSoundBath TambourineRiseAndShine TambourineWindDown',
    speed:
      'FastestTambourineShake TambourineSpeedRoll PassTheTambourineRelay 30SecondTambourineSpin TambourineVsMetronome TambourineTapCount TambourineTossCatch TambourineCopycatRace',
    art: 'PaintedTambourine PaperPlateTambourine DoodleYourTambourine BottleCapTambourine TambourineAsACanvas TambourineRibbonMakeover TambourineStillLife TambourineMandalaPaint',
    tech: 'LoopYourTambourine PhoneAsATambourine TambourineAppFaceOff DropATambourineBeat HowLoudIsYourTambourine SampleYourTambourine TambourineSlowMo RecordATambourineTrack',
    pet: 'TambourineSnoozeBuddy KittenSniffsTheTambourine TambourineShapedBunnyBed TambourinePuppyHowl TambourinePrintBlanket TambourineRingPlushToy TambourineTrickPaw TambourineTreatSearch',
    gaming:
      'TambourineRhythmGame TambourineMusicalChairs TambourineSimonSays NameThatTambourineTune TambourineBlindfoldTag TambourineTempoStreak TambourineHotPotato TambourineEchoRounds',
  },
  slime: {
    dance:
      'SlimeTimeDanceOff SlimeStretchGroove SlimeWobbleStep SlimeMoonwalk SlimeJellyLegs SlimeOozeAndFreeze MeltLikeSlime GooeySlimeSway',
    fitness:
      'SlimeGripStrength SlimeHandWorkout SlimeFingerPlanks SlimeForearmBurn SlimeSqueezeReps SlimePressDrills WallSitSlimeKnead SlimeBalanceHold',
    prank:
      'SlimeSurpriseBox SlimeFakeSpill SlimeCharmInside SlimeHandshakeSurprise SlimeSpiderFakeout SlimeSquishySwap SlimeSecretMessage GooglyEyeSlime',
    educational:
      'SlimeStretchTest IsSlimeSolidOrLiquid SlimePolymerChains SlimeColdVsWarmLab SlimeFluidScience CornstarchSlimeDemo ColorMixingSlime SlimeDripRace',
    cooking:
      'EdibleSlimeTasteTest SlimeJelloDessert SlimeGreenPudding SlimeMarshmallowFluff SlimeMonsterCupcakes SlimeCheesePull KiwiSlimeSmoothie SourAppleSlimeDip',
    fashion:
      'SlimeColorMatchFit SlimeCharmAccessories SlimeGreenNails SlimeNeonOutfitDare SlimeInspiredHairClips SlimeJellySandals HoloSlimeEyeshadow SlimeInspiredTieDye',
    wellness:
      'SlimeASMR SlimeStressRelief SlimeSlowPokes SlimeFocusFidget SlimeSqueezeAndRelax SlimeSensoryBreak LavenderSlimeCalm BedtimeSlimeWindDown',
    speed:
      'SlimeSpeedMake SlimeInSixtySeconds SlimeLongestStretch SlimeColorMixDash FastestSlimeBatch SlimePopCountdown BlindfoldSlimeRace OneHandSlime',
    music:
      'SlimeASMRBeat SlimeSoundRemix SlimeSquelchSymphony SlimeBubblePopLoop CrunchySlimeRhythm SlimeLoFiMix FingerDrumSlime KazooSlimeDuet',
    tech: 'MacroSlimeVideo SlimeASMRMicShowdown SlimeSlowMoPour SlimeStretchTimelapse SlimeKeyboardCleaner MagneticSlimeDemo ColorChangingSlime LEDGlowSlime',
    gaming:
      'SlimeTugOfWar FindAMarbleInTheSlime SlimeStretchOff SlimeTicTacToe SlimeGameNight GuessTheSlimeColor MysterySlimeJarDare SlimeHotPotato',
  },
  'paper airplane': {
    dance:
      'PaperAirplaneTwirl PaperAirplaneSwoop PaperAirplaneDance PaperAirplaneShuffle PaperAirplaneTiptoe PaperAirplaneTakeoff PaperAirplaneArmWaves PaperAirplaneConga',
    fitness:
      'PaperAirplaneSprints PaperAirplaneLunges ChaseYourPaperAirplane PaperAirplaneSquatToss PaperAirplaneFetch PaperAirplaneRunway PaperAirplaneStepUps PaperAirplaneJumpReach',
    funny:
      'PaperAirplaneCrash PaperAirplaneBoomerang TreeAteMyPaperAirplane PaperAirplaneTrashTalk PaperAirplanePilotSkit PaperAirplaneCaptain PaperAirplaneDadLecture PaperAirplaneNosedive',
    prank:
      'PaperAirplaneSwarm PaperAirplaneLoveNotes BirthdayPaperAirplanes PaperAirplaneAmbush PaperAirplaneFleet PaperAirplaneCompliments PaperAirplaneRiddles PaperAirplaneJokeDelivery',
    cooking:
      'PaperAirplaneCookies PaperAirplaneNapkins PaperAirplanePizza PaperAirplaneCrepes PaperAirplaneTacos PaperAirplaneSnacks PaperAirplaneSandwiches PaperAirplaneWaffles',
    travel:
      'PaperAirplaneFlightMuseum PaperAirplaneHilltop AirportPaperAirplane PaperAirplanePostcards PaperAirplaneParkLaunch PaperAirplaneFromAMap PaperAirplaneTripJournal PaperAirplaneFieldDay',
    fashion:
      'PaperAirplaneEarrings PaperAirplaneBrooch PaperAirplaneTee PaperAirplaneNails PaperAirplaneRunway PaperAirplaneAviators PaperAirplaneHairClip PaperAirplanePilotCap',
    wellness:
      'PaperAirplaneLetGo PaperAirplaneWishes PaperAirplaneGratitude PaperAirplaneKindWords PaperAirplaneWorries PaperAirplaneSlowFold PaperAirplaneBreathing PaperAirplaneDreamNote',
    speed:
      'PaperAirplaneFoldRace PaperAirplaneHangTime PaperAirplaneRingShot TenPaperAirplanesIn60 FastestPaperAirplane PaperAirplaneDistance PaperAirplaneSlalom PaperAirplaneRelayDash',
    music:
      'PaperAirplaneFoldSounds PaperAirplaneLullaby WhooshPaperAirplane LeavingOnAPaperAirplane PaperAirplaneDrumroll PaperAirplaneCrinkleBeat PaperAirplaneJingle PaperAirplaneKazoo',
    art: 'PaperAirplaneMobile PaperAirplaneStopMotion PaintedPaperAirplanes PaperAirplaneCollage PaperAirplaneArtShow PaperAirplaneRainbow PaperAirplaneStencils PaperAirplaneDoodleWings',
    tech: 'PaperAirplaneLauncher PaperAirplaneSlowMo PaperAirplaneTracker PaperAirplaneTrailEdit AskAIForAPaperAirplane PaperAirplaneTimeLapse PaperAirplaneDesignApp PaperAirplaneHowToReel',
    pet: 'PaperAirplaneCatCatch PetVsPaperAirplane PupChasesPaperAirplane KittenPaperAmbush PaperAirplaneRetriever PaperAirplanePounce PaperAirplaneBunnyHop PaperAirplaneDogShow',
    gaming:
      'PaperAirplaneGolf PaperAirplaneBullseye PaperAirplaneHoops OfficePaperAirplaneCup PaperAirplaneTourney PaperAirplaneDerby PaperAirplaneTrickShot PaperAirplaneBowling',
  },
  'gift wrapping': {
    educational:
      'GiftWrappingWithCloth GiftWrappingGeometry WrappingPaperScrunchTest GiftWrappingHistory GiftWrapThreeTapeFold WrappingBowKnotLesson GiftWrappingMathHack RecyclableWrappingQuiz',
    wellness:
      'MindfulGiftWrapping SlowGiftWrapSunday GiftWrapGratitudeTags WrappingByCandlelight GiftWrapCozyEvening GiftWrappingTeaBreak GiftWrappingQuietHour GiftWrappingKindWords',
    music:
      'GiftWrappingCrinkleSong WrappingPaperRhythm GiftWrapTapeBeat GiftWrappingCarols WrappingRap WrappingWhileWhistling SingAlongGiftWrapping BoxDrumGiftWrapping',
    tech: 'GiftWrappingQRMessage GiftWrappingTimelapse GiftWrapPrintableTags GiftWrapSlowMoUnwrap AIDesignsMyWrapping WrappingPaperPhotoPrint GiftWrappingStopMotion GiftWrapHackIn30',
  },
  gift: {
    fitness:
      'GiftPassPlank GiftSackCarry GiftBoxCurls GiftStackSquats GiftWrapLunges GiftDeliveryDash GiftRibbonWallSit GiftBagJumpingJacks',
    funny:
      'GiftWrapFails GiftPokerFace RegiftConfessions GiftShakeGuess GiftSocksAgain WorstGiftEverAwards OpenGiftsInSlowMo GiftReceiptPanic',
    educational:
      'GiftWrapGeometry WhyWeGiveGifts GiftEtiquetteQuiz GiftDoOrDontAbroad GiftBudgetMath GiftTyingWithCloth GiftCustomsGuessingGame GiftBoxRecycleSort',
    cooking:
      'GiftInAJar EdibleGiftBasket GiftTinFudge GiftBoxCake GiftStrawberryJam GiftCookieSwapParty GiftPretzelBags GiftHomemadeGranola',
    fashion:
      'GiftedFitCheck GiftWrapDress TryOnYourGifts GiftBowOnEverything GiftRibbonBelt StyleItLikeAGift GiftJewelryStack GiftScarfKnots',
    wellness:
      'GiftYourselfRest GiftOneKindAct GratitudeGiftJar GiftOfPresence GiftYourNeighbor GiftThankYouNotes TheGiftOfAWalk GiftAFriendACall',
    speed:
      'GiftWrapRace GiftOvenMittUnwrap GiftBowTyingSprint GiftBagBlitz FindTheGiftIn60 GiftPassRelay SpeedLabelTheGifts GiftCardCountdown',
    music:
      'GiftWrapBeat ThankYouGiftRap GiftMusicBoxReveal GiftOfSong GiftBagPercussion GiftSongForGrandma SingTheirGiftCard GiftKazooSerenade',
    art: 'DesignYourGiftWrap GiftTagDoodles GiftBoxDecoupage GiftCardCalligraphy GiftPotatoStampPaper HandmadeGiftSwap FramedMemoryGift GiftOrigamiStars',
    pet: 'PupUnwrapsAPresent CatPrefersTheGiftBox GiftSniffTest DogPicksHisGift KittenGiftWrapHelper GiftedTreatHunt GiftBunnyHayBasket GiftHamsterChewToy',
    gaming:
      'GiftStealDice PassTheGiftRound WhiteElephantGiftNight GiftExchangeShowdown GiftedGameDebut GiftGuessTrivia GiftHotPotato GiftCharadesParty',
  },
  fireworks: {
    dance:
      'DropItLikeAFirework FireworkFinaleFreeze FireworkGlowStickFlow FireworksRocketHop FireworksShimmy FireworksOohAahGroove FireworkArmsDanceOff FireworksStreamerSpin',
    fitness:
      'StarJumpFireworks FireworkFinaleBurpees FireworkBurstSquats FireworksRocketSprints FireworkClapPushUps FireworkHighKnees FireworkFrogLeaps FireworkPlankTwists',
    funny:
      'FireworkOohAahMeter MissedTheFireworks DadFireworkExpert FireworksNarrator DoYourBestFirework FireworksPhonesUp GrandmaNamesFireworks BlurryFireworkPhotos',
    educational:
      'WhyFireworksBoom HowFireworksGetShapes FireworkMilkColorBurst DrawAFireworkDiagram FireworkSafetyQuiz FireworksHistoryTimeline FireworkNamesDecoded FireworkMythOrFact',
    cooking:
      'PoppingCandyFireworks FireworkChocolateBark FireworkSprinkleCake FireworksCupcakes FireworkBlueberryTart FireworkStarCookies FireworkPopcornBalls FireworkFruitKebabOff',
    fashion:
      'SparkleLikeAFirework FireworksNailArt DressAsAFirework FireworksSequinLook FireworkEarrings FireworkGlitterGlam FireworkSkirtSpin PaintAFireworkTee',
    wellness:
      'WishOnAFirework QuietFireworksNight FireworkBreathing MindfulFireworksWatch FireworkNewYearGoals AfterTheFireworksCalm BlanketFireworkPicnic FireworkGratitudeJournal',
    speed:
      'BeatTheFireworkFinale FireworkSpeedSketch CountTheFireworks FireworksCountdownDuel FireworkGlowStickDash FireworkBalloonDrop FireworkPuzzleRace FireworkDrawIn30',
    music:
      'BabyYoureAFirework SyncToTheFireworks FireworksPlaylist FireworksBeatDrop FireworkCymbalFinale FireworkBassBoom FireworkKaraokeBelt FireworkKazooFanfare',
    tech: 'FireworksZoomFromAfar FireworksSlowMo FireworksNightMode CodeAFireworkBurst FireworksTimelapse FireworksLongExposure ARFireworkFilter FireworkWallpaperEdit',
    pet: 'FireworksCozyDen LickMatForFireworks FireworkSoundTraining FireworksWhiteNoise FireworksCalmPetWrap FireworksPetSafeSpace FireworkNightCuddles FireworkHidingSpotBuild',
  },
  costume: {
    dance:
      'CostumeDanceOff CostumeDisco CostumeCapeSpin WaltzInYourCostume CostumeMonsterMash CostumeCharacterStrut MoonwalkInCostume CostumeTwinsTwist',
    fitness:
      'CostumeFunRun SuperheroCostumeHIIT CostumeChangeRelay CostumeJumpingJacks CostumeObstacleCourse CostumeCapeCardio CostumeBurpees PushUpsInCostume',
    funny:
      'CostumeGroceryRun CostumeWrongTheme PetNoticesTheCostume ExpectationVsCostume CostumeOnAZoomCall CostumeAsYourDad CostumeCommute StayInCostumeAtWork',
    prank:
      'CostumeSchoolPickup CostumeMatchingDadDay CostumeTwinAtBreakfast CostumeSurpriseVisit CostumeStatueFakeOut CostumeThemedDinnerReveal ChickenCostumeDelivery GrandmaCostumeCameo',
    educational:
      'HowStageCostumesWork GuessTheCostumeDecade CostumeDreamJobDay CostumeSolarSystem CostumeColorTheory CostumeAnimalFacts CostumeAsAScientist CostumeBookReport',
    cooking:
      'CostumeCupcakes CostumeCookies CakePopCostumeParty PancakesInCostume CookInCostume CostumeThemeDinner CostumePizzaFaces MonsterCostumeMuffins',
    travel:
      'WearYourCostumeToThePark CostumeRoadTripDare CostumeCarnivalTrip CostumeAtTheLandmark CostumeParadeHop CostumeTrainRide TouristInCostume FestivalCostumeHunt',
    wellness:
      'CostumeForJoy SpreadSmilesInCostume RecreateYourKidCostume CostumePowerPose CostumeConfidenceCape CostumeCheerUpCall KindnessInCostume HeroCostumeAffirmation',
    speed:
      'CostumeQuickChange BeatTheClockCostume CostumeFromTheBin CostumeMaskAndCape CostumeIn60Seconds CostumeGuessingBlitz ThreeCostumesOneMinute BlindfoldCostumeGrab',
    music:
      'CostumeKaraoke CostumeMonsterMash CostumeRockStarSolo CostumeMusicalNumber SingInCostume CostumeAirBand LipSyncInCostume KazooCostumeParade',
    art: 'CostumeFromYourCloset CardboardCostume RecycledCostumeBuild DrawYourDreamCostume CostumeMaskPainting CostumeBoxCraft PaperBagCostume DuctTapeCostume',
    pet: 'CostumeForMyPetsPlush CostumeBoxCatFort CostumeNightCalmCorner CostumeDressedAsAHamster CostumeDoodleMyKitten CostumeFreeCuddleHour EasyBandanaPetCostume CostumeOnMeNotMyDog',
    gaming:
      'CostumeCharades CostumeGuessWho CostumeScavengerHunt CostumeFaceOff CostumeGameCharacter CostumeBossBattle CostumeFreezeTag CostumeMusicalChairs',
  },
  foil: {
    dance:
      'FoilBotBoogie RoyalFoilCrownStrut FoilTwist FoilSuitMoonwalk SilverFoilShimmy SpinInAFoilCape FoilDiscoFreestyle FoilRobotWave',
    funny:
      'FoilWrappedEverything FoilSoundsLikeRain WhatsUnderTheFoil FoilAstronaut AliensInFoilSuits FoilHatTheories KnightInShinyFoil WhoAteMyFoilSandwich',
    cooking:
      'FoilPacketDinner FoilOvenTacos FoilBakedPotato FoilRoastedVeggies FoilBoatNachos FoilLemonFish FoilParcelPasta FoilSwanLeftovers',
    travel:
      'FoilPacketCampout FoilPicnicWraps FoilLunchAtTheSummit FoilPackedParkDay FoilTreasureHunt PackItInFoil FoilTravelMascot FoilBoatAtTheLake',
    fashion:
      'FoilDressDIY FoilRunway FoilCrownCouture MetallicFoilFit FoilTiara OneFoilRollOutfit FoilBraceletStack FoilSpaceHelmetLook',
    speed:
      'FoilBallRollRace FoilPennyBoatBlitz ShinyFoilStarDash FoilTimeTrial FastestFoilSwan FoilWrapFaceOff OneMinuteFoilZoo FoilOrigamiRush',
    music:
      'FoilShakerBeat CrinkleFoilRhythm FoilThunderEffect RainSoundsWithFoil FoilTambourine HeavyMetalFoil FoilMicDrop RockstarFoilGuitar',
    art: 'FoilSculpture FoilEmbossArt FoilFigurines FoilFlowerBouquet CopyMeInFoil ShinyFoilMosaic MoldYourFaceInFoil FoilEngravedPortrait',
    tech: 'FoilWifiBooster FoilCircuitArt FoilSignalBlockTest MakeAFoilStylus FoilPhoneAmpHack FoilBoatTimelapse FoilSelfieReflector FoilSlowMoCrumple',
  },
  cardboard: {
    dance:
      'CardboardRobotDance CardboardTubeTwirl BreakdanceOnCardboard CardboardMoonwalk CardboardBoxheadBoogie CardboardCrewBattle CardboardTapShoes CardboardCostumeDanceOff',
    funny:
      'CardboardCutoutOfMe CardboardDriveThru CardboardTimeMachine CardboardFortHouseTour CatPrefersTheCardboard CardboardCosplayFail CardboardNewsDesk CardboardRobotButler',
    travel:
      'CardboardTrainToAnywhere CardboardTravelBingo CardboardArrivalsSign CardboardCarRoadTrip CardboardCutoutTravels CardboardPassportBook RideACardboardPlane CardboardHillSlide',
    fashion:
      'CardboardArmorCostume WearACardboardCrown CardboardHatContest BoxDressRunway CardboardBallgown CardboardCatwalk CardboardSneakerMockup CardboardHandbag',
    speed:
      'CardboardFortIn10 CardboardBoxPackingRace CardboardFlattenDash TallestCardboardTower CardboardTapeTimer CardboardKartGrandPrix CardboardMazeSprint CardboardRecycleRush',
    music:
      'StrumACardboardBox CardboardDrumKit CardboardTubeKazoo CardboardUkulele CardboardBeatBattle CardboardRainStick CardboardGuitarSolo CardboardPianoKeys',
    tech: 'CardboardPhoneStandIn5 CardboardCityStopMotion CardboardDeskSetupGlowUp CardboardCableChaosFix CardboardProjectorHack CardboardPhotoLightbox DIYCardboardSpeaker CardboardLaptopRiser',
    pet: 'CardboardCatCastle CardboardPetPlayhouse CardboardHamsterMaze DogVsCardboardBox SqueezeIntoCardboard CardboardShredParty CardboardScratchPad CardboardBunnyHideout',
  },
  'bubble wrap': {
    fitness:
      'BubbleWrapHighKnees BubbleWrapPlankTaps BubbleWrapPopSquats BubbleWrapBurpees BubbleWrapLunges BubbleWrapBearCrawl BubbleWrapJumpRope BubbleWrapWallSit',
    travel:
      'BubbleWrapSuitcaseHack BubbleWrapYourSouvenirs FleaMarketBubbleWrap BubbleWrapCarryOn HandleWithCareHaul BubbleWrapFragileFinds BubbleWrapMailHome PopOneBubbleWrapPerMile',
    fashion:
      'BubbleWrapDress BubbleWrapRunway MakeABubbleWrapPuffer BubbleWrapCouture BubbleWrapGownGala FitCheckInBubbleWrap BubbleWrapBowTie BubbleWrapHeadband',
    wellness:
      'MindfulBubbleWrap BubbleWrapBarefootWalk BubbleWrapBreaths BubbleWrapWorries BubbleWrapSensoryBreak BubbleWrapCalmDown BubbleWrapGratitude BubbleWrapFootMassage',
    tech: 'BubbleWrapDropTest SlowMoBubbleWrapPop BubbleWrapPhoneArmor BubbleWrapStopMotion HowLoudIsBubbleWrap BubbleWrapAppVsReal BubbleWrapDecibelMeter BubbleWrapHyperlapse',
    pet: 'BubbleWrapParcelForFido BubbleWrapWindowPerch BubbleWrapKittenPounce CatSitsOnBubbleWrap BubbleWrapBoxCatNap BubbleWrapShippedPetBed BubbleWrapSniffTest BubbleWrapBunnyStampArt',
  },
  clay: {
    dance:
      'ClaymationDance ClaySculptToTheBeat ClayStopMotionDance ClayPoseThenDance ClaySquishAndSway ClayFigureFloss TwistLikeClay ClayDancerFigurine',
    fitness:
      'ClaySqueezeReps ClayRollingPinRows ClayKneadingBurn ClayPostureStretch ClayArmsDay ClayFingerFlex GripStrengthClay ForearmClayBlast',
    cooking:
      'ClayPotRice ClayTagineDinner ClayMiniDessertBakeOff ClayBakedChicken RealVsClayFood ClayFlowerpotBread MangoKulfiInClay ClayCupChai',
    travel:
      'ClayLandmarkMinis ClayPotHuntAtTheMuseum MailAClayPostcard ClayLeafPrintsFromThePark ClayMapOfMyTrip ClayVacationSculpt RiverbankClayHunt SouvenirClayMagnet',
    wellness:
      'MindfulClayModeling ClayWonkyBowlPride ClayPinchPotMeditation ClaySqueezeCalm ClayGratitudeBeads OneHourClayNoPhone ClayWorryStone ClayFaceMask',
    music:
      'ClayOcarina ClaymationMusicVideo ClayWhistleTune ClayPotDrumming ClayBandFigures ClayBellChimes SculptAClayGuitar ShakerEggsFromClay',
    tech: 'ClayTinyWorldMacro StopMotionClay ClayTurntableTimelapse ClayKeycapsDIY AIClaymationStory ClaySculptVsAI ClayLEDNightLight ClayPhoneStand',
    pet: 'ClayPawPrintKeepsake ClayCatPlanter PetReactsToClayTwin ClayPetTreatJar ClayPuppyOrnament ClayHamsterSculpt FurryFriendInClay WhiskerClayPortrait',
    gaming:
      'ClayDiceSet ClayChessPieces ClayCharades ClayBoardGameMakeover SculptYourClayAvatar PaintedClayMinis ClayGuessTheShape ClayTicTacToe',
  },
  'googly eye': {
    dance:
      'GooglyEyeMoonwalk MakeTheGooglyEyesSpin ShoesWithGooglyEyes HeadBobGooglyEyes GooglyEyeWiggle GooglyEyedTwoStep GooglyEyeDanceOff GooglyEyeJiggleOff',
    fitness:
      'GooglyEyeDumbbells GooglyEyePlankCoach GooglyEyedKettlebell GooglyEyeGlassesBurpees GooglyEyeSquats SpotterWithGooglyEyes GooglyEyeJumpingJacks GooglyEyeLungeBuddy',
    funny:
      'GooglifyTheHouse GooglyEyeFridgeFamily GooglyEyeVoiceover PutGooglyEyesOnIt GooglyObjectsWithFeelings GooglyEyeSoapOpera GooglyEyeTalkShow GooglyEyePotato',
    educational:
      'HowGooglyEyesWork GooglyEyeWobbleTest GooglyEyeSpinPhysics GooglyEyeSizeSort WhyYourBrainSeesFaces GooglyEyeQuizShow GooglyEyeAnatomy MakeYourOwnGooglyEye',
    travel:
      'GooglyEyeTravelBuddy SuitcaseGooglyEyes GooglyEyedGlobetrotter TakeGooglyEyesOnATrip GooglyEyeFacesInPlaces GooglyEyePostcards GooglyEyeRoadTripPal GooglyEyeLandmarkSelfie',
    fashion:
      'GooglyEyeEarrings GooglyEyeSneakers DenimJacketGooglyEyes BeanieWithGooglyEyes GooglyEyeNails HandbagThatStaresBack GooglyEyeBrooch GooglyEyeHairClips',
    wellness:
      'GooglyEyeGratitudeRock GooglyEyePlantFriends DeskPetGooglyEyes LaughBreakGooglyEyes GooglyEyeGiggles GooglyEyePepTalk GooglyEyeMirrorSmile GooglyEyeWorryJar',
    speed:
      'FindTheGooglyEyes GooglyEyeStickRace FiftyGooglyEyesIn60 GooglyEyeChopsticks GooglyEyePeelAndPlace GooglifyTheKitchen GooglyEyeSortSprint GooglyEyeFaceRelay',
    music:
      'GooglyEyeChoir GooglyEyeSockDuet GooglyEyeBand LipSyncWithGooglyEyes HeadbangGooglyEyes GooglyEyeSingAlong GooglyEyeDrumKit GooglyEyeKazooConcert',
    art: 'MonaLisaGooglyEyes GooglyEyeRockPets GooglyEyeCollage PaintAroundGooglyEyes GooglyEyeArtHistory GooglyEyeFaceHunt GooglyEyeSelfPortrait GooglyEyeClayCritters',
    tech: 'RobotVacuumGooglyEyes GooglyEyeWebcam GooglyEyeStopMotion GooglyEyeSlowMo GooglyEyeGadgets GooglyEyeARFilter GooglyEyePhoneCase GooglyEyeGreenScreen',
    pet: 'GooglyEyeHamsterCartoon GooglyEyeAppDogSelfie GooglyEyeFilterOnCat GooglyEyeTreatJar KittenStaresBack GooglyEyeDrawingOfFido GooglyEyeMirrorPeek GooglyEyePetPortrait',
    gaming:
      'GooglyEyeDiceMonsters ChessWithGooglyEyes GooglyEyedGamepad GooglyEyeBlockTower GooglyEyeWhoIsIt GooglyEyeBoardGame GooglyEyeCheckers GooglyEyeCharades',
  },
  button: {
    prank:
      'FakeBigRedButton ButtonEyesEverywhere RemoteButtonLabels ComplimentButton ButtonPressForJokes ButtonCardSurprise ButtonMysteryJar ButtonApplauseMachine',
    educational:
      'HowToSewAButton WhyMensButtonsAreRight ButtonsUpClose ButtonMathSorting ButtonGuessingJar GuessTheButtonDecade ButtonMaterialQuiz ButtonHoleStitchLesson',
    wellness:
      'HitThePauseButton ResetButtonSunday MindfulButtonSewing ButtonSortingCalm MuteButtonHour ButtonGratitudeJar ButtonWorryStone ButtonStringBreath',
    tech: 'HiddenButtonShortcuts ButtonShutterSelfie PhysicalButtonsVsTouch HowFastCanYouTapAButton ButtonLongPressHack ButtonKeycapSwap ButtonCoveredPhoneCase ButtonScreenshotTrick',
  },
  newspaper: {
    dance:
      'NewspaperFoldDanceOff FreezeOnTheNewspaper NewspaperSkirtSpin NewspaperCheerPoms NewspaperShuffle NewspaperStrut NewsboyNewspaperTap NewspaperHighKick',
    fitness:
      'NewspaperSlideLunges NewspaperSnowballFight NewspaperGripCrumple SquatPerNewspaperPage NewspaperCardio NewspaperHurdles SlidingNewspaperPlank NewspaperBearCrawl',
    funny:
      'NewspaperWindFight ReenactANewspaperComic NewspaperDadImpression NewspaperHeadlineOfMyLife NewspaperHoroscopeSkit WhatIsANewspaper NewspaperDisguise GrandpaNewspaperRustle',
    prank:
      'SpyThroughTheNewspaper YouMadeTheNewspaper NewspaperWrappedDoor NewspaperBodyDouble NewspaperCrosswordSwap NewspaperAllAboutYou FakeNewspaperHeadline NewspaperSnowDay',
    educational:
      'FoldANewspaper8Times NewspaperBridgeTest BirthdayNewspaperHunt NewspaperFactCheck NewspaperRealOrFake NewspaperFromPressToPorch NewspaperChairBuild NewspaperVocabQuiz',
    cooking:
      'NewspaperPopcornCones NewspaperFishAndChips NewspaperFrontPageCake OldNewspaperRecipe SundayNewspaperBrunch NewspaperCookies NewspaperWrappedBurger NewspaperPicnicSpread',
    fashion:
      'MakeANewspaperDress NewspaperRunwayWalk OneNewspaperLook NewspaperBowTie NewspaperFitCheck NewspaperHatCouture NewspaperJewelry NewspaperCrownStyle',
    wellness:
      'NewspaperNotNewsfeed SlowNewspaperMorning NewspaperCrosswordCalm TearUpTheNewspaper NewspaperGoodNewsOnly NewspaperPlantPots NewspaperGratitudeClip NewspaperNoPhoneHour',
    speed:
      'NewspaperTowerIn60 FastestNewspaperBoat NewspaperDeliveryDash LongestNewspaperStrip NewspaperCrosswordTimer NewspaperHatBlitz NewspaperPlaneRace SpeedFoldNewspaper',
    music:
      'SingTheNewspaper NewspaperHeadlineRap NewspaperRustleBeat RolledNewspaperDrums NewspaperChantRemix NewspaperTrumpet NewspaperBeatboxBattle NewspaperKazoo',
    pet: 'FetchTheNewspaper CatOnTheNewspaper NewspaperTreatHunt CrumpledNewspaperToy NewspaperTunnelRun PetMakesTheNewspaper NewspaperShredParty NewspaperBallPounce',
  },
  star: {
    dance:
      'ShootingStarSpin StarStrut StarTwinkleToes StarlightSlowSway AllStarShuffle DanceLikeARockStar StarPoseFreeze StarStruckShimmy',
    funny:
      'StarOrPlaneWish GoldStarForEverything MadeUpConstellations SatelliteOrStarDebate StarStruckReaction StarSignStereotypes StarWalkOfFame StarStudentSpeech',
    travel:
      'SleepUnderTheStars StarPlanetariumVisit StargazingSpotHunt StarPartyWeekend ObservatoryStarWalk MeteorShowerCamp BackyardStarCampout StarryMountainTop',
    wellness:
      'CountStarsNotSheep WishOnTheFirstStar StarJarGratitude FiveStarSelfCare StargazeAndUnwind StarTwinkleTimeout StarlightBreathing StarBathing',
    speed:
      'StarPatternSpeedrun LuckyStarsIn60 HundredStarJumps StarOneStrokeDraw GoldStarGrab ShootingStarSprint StarSpotRace StarStickerRelay',
    music:
      'TwinkleLittleStarRemix RockStarForADay StarsAboveLullaby NameASongWithStar StarlightSingAlong WishUponAStarCover StarSignSongs StarlitPianoHour',
    art: 'StarryNightRecreate StarPotatoStamps PaperStarLantern StarStringArt PaintYourBirthdayStars StarConstellationStitch StarOrigamiJar StarDotPainting',
    pet: 'CatVsStarProjector GoldStarTrickAward PetWalkUnderStars StarBandanaPup DogStarPortrait PuppyStarSign StarPupilSit StarlightCuddle',
    gaming:
      'FindTheHiddenGlowStars StarshipBuildOff ThreeStarEveryLevel StarConstellationPuzzle StarsAndMoonsTicTacToe AllStarShowdown StarSignCharades StarGazeBingo',
  },
  green: {
    dance:
      'GreenLightFreezeDance GreenMeadowTwirl GreenScreenDance GreenTreeTwoStep GreenFrogHop GreenRibbonSpin GreenSmoothieShimmy GreenGlowStickRave',
    fitness:
      'GreenFrogSquats GreenLightSprints GreenHillRepeats GreenJuiceAndJog GreenSpaceHIIT GoGreenCommute GreenGrassBurpees GreenParkCircuit',
    funny:
      'GreenWithEnvySkit GreenThumbDisasters GreenScreenFail KidsVsGreenVeggies GreenFacemaskNewsAnchor GreenFrogPrinceSkit GreenSockPuppetShow GreenSmoothieMustache',
    prank:
      'GreenEggsSurprise GreenDyedMilk GreenEverythingDinner GreenScreenFakeTrip GreenCloverCardTrail GreenLeprechaunTracks GreenStickyNoteDoor GreenBalloonRoomSurprise',
    wellness:
      'GreenTeaSlowSip BarefootOnTheGreen GreenSmoothieSunrise GreenParkPhoneFreeWalk GreenThumbTherapy TouchGreenGrass SitUnderGreenLeaves GreenPlantCareSunday',
    speed:
      'GreenLightSprint GreenFrogHopRace GreenThingsInSixty GreenShadeSortOff GreenPeaChopsticks GreenLeafMatch GreenPaintMixBlitz GreenCupStackRush',
    music:
      'GreenGrassWhistle NameAGreenSong TenGreenBottles GreensleevesRemix ShakeYourGreenBeans GreenFrogBeatbox GreenGlassHarp GreenCupRhythm',
    pet: 'GreenLawnZoomies CatTriesGreenGrass CanMyDogSeeGreen GreenScreenPet GreenBallFetchOff RollInTheGreenPup GreenToyHideAndSeek GreenBeanDogTreats',
  },
  purple: {
    dance:
      'PurpleRainSway PurpleUmbrellaStep PurpleRibbonTwirl PurpleGlowstickGroove PurpleScarfSpin PurpleFieldDance BlacklightPurpleBop ThePurpleStrut',
    fitness:
      'PurpleBandWorkout PurpleYogaMatFlow PurplePlaylistPowerWalk PurpleSneakerSprint PurpleTrailRun PurpleBerryBurpees PlankInPurple HikeToPurpleSunset',
    funny:
      'PurpleOnlyForAWeek PurpleFoodBlindTaste PurpleTongueReveal PurpleHairDyeMishap WhyIsEverythingPurple PurpleGrapeStain NamingPurpleShades GrumpyPurpleEmoji',
    prank:
      'PurpleMashedPotatoes PurplePancakeSurprise PurpleStickyNoteWall PurpleBalloonRoom EverythingTurnedPurple PurpleRibbonGiftHunt SneakyPurpleButter LightBulbPurpleSwap',
    cooking:
      'PurpleUbeCake PurpleSweetPotatoFries PurpleButterflyPeaTea PurpleAcaiBowl AllPurpleDinner PurpleLavenderLemonade MagicPurpleNoodles RoastedPurpleCarrots',
    travel:
      'PurpleFlowerStreetHunt PurpleDoorPhotoHunt PurpleMuralHunt SpotAPurpleCarDare ChasePurpleSunsets PurpleLavenderFarm AllPurplePicnic NightMarketPurpleNeon',
    fashion:
      'AllPurpleOutfit PurpleHairChalkTest PurpleHeadToToe PurpleEyeshadowGlam PurpleFitCheck PurpleVelvetBlazer PopOfPurple PurplePrintClash',
    wellness:
      'PurpleGalaxyMeditation PurpleHourWindDown PurpleSunsetJournal PurpleMoodLighting PurpleLavenderBath PurpleNightSkyBreaths PurpleFlowerWalk MindfulPurpleTea',
    speed:
      'PurpleObjectHunt PurpleSortRace PurpleItemsIn60 MatchThePurpleShade PurpleSpeedPaint PurplePlumStack PurplePuzzleDash ThirtyPurpleThings',
    music:
      'PurpleRainCover PurpleKazooJam PurpleGalaxyLoFi PurpleGuitarSolo PurpleSongPlaylistBattle PurpleVelvetBallad PianoInPurple SingAPurpleSong',
    pet: 'PurplePetBandana PurpleSweaterPup PurpleBackdropPortrait PurpleCollarDog BowTieKittenInPurple PurpleToyFetch CatNapInPurple PurpleLeashWalk',
    gaming:
      'PurpleScavengerHunt ISpySomethingPurple PurpleTeamVictory PurpleJellyBeanGuess PurpleBalloonKeepyUppy PurpleGemQuest PurpleOnlyAvatar PurpleBaseBuild',
  },
  pink: {
    dance:
      'ThinkPinkGroove PinkTutuTwirl PinkBubblegumBounce PinkBoaShimmy PinkPantherTiptoe PrettyInPinkMoves PinkScarfSwirl PinkSockSlide',
    educational:
      'WhyFlamingosArePink IsPinkARealColor PinkLakeScience PinkWasForBoys MakePinkFromBeets PinkShadesQuiz PinkLemonadeDyeTest DoesPinkCalmYouDown',
    wellness:
      'PinkPeonyPause PinkSelfCareNight PinkCalmCorner PinkNoiseNap TickledPinkGratitude PinkCloudBreathing PinkSkyJournaling PinkFaceMaskSunday',
    music:
      'ThinkPinkAnthem PinkBubblegumChorus PinkPantherThemeHum PrettyInPinkCover PinkPopBeatDrop PinkUkuleleJam PinkLyricsKaraoke PinkRecorderRecital',
    art: 'PinkOmbreCanvas PinkPhotoWalk PinkClayFlowers OnlyPinkStillLife PaintItPink PinkCottonCandySky PinkCollageMoodboard PinkTissuePaperBlossoms',
    tech: 'PinkDeskSetup PinkFilterOnEverything PinkKeyboardBuild PinkHomeScreenGlowUp PinkGadgetTierList PinkThingsStopMotion PinkRGBLights PinkPhoneWallpaperEdit',
  },
  color: {
    fitness:
      'ColorCardCircuit ColorConeAgility SprintToTheColor Color5KReady ColorYogaFlow ColorDiceBurpees ColorCallOutHIIT ColorTwisterStretch',
    funny:
      'ColorTealVsTurquoise GuessThePaintColor ColorMatchFail ColorCodedEverything ColorOfTheDressDebate ColorLaundryPanic DescribeColorToAlien ColorNamesMadeUp',
    prank:
      'ColorChangingCupTrick ColorSwapFilterPrank StickyNoteColorWall ColorfulPancakeWakeUp RainbowRoomMakeover ColorMatchingGiftWrap ColorCodedSockDrawer ColorBalloonDoorway',
    cooking:
      'ColorChangingLemonade OneColorDinner NaturalColorFrosting LayeredColorJello EatTheRainbowPlate ColorMagicPeaTea GuessTheColorSmoothie ColorfulVeggieWraps',
    travel:
      'FindEveryColorInTown ColorfulStreetsTour HoliColorFestival ColorDoorPhotoHunt ColorAutumnLeafHike RainbowHouseHunt OneColorCityWalk ColorSpottingMarketDay',
    wellness:
      'ColorBreathing ColorMoodJournal ColorByNumberUnwind ColorOfMyDay FindFiveBlueThings SunsetColorMeditation MandalaColoringHour ColorGratitudeList',
    speed:
      'SayTheColorNotWord ColorSortSpeedrun ColorMatchIn30 SolveOneColorFast RainbowInSixtySeconds ColorSwatchDash ColorHuntBlitz ColorCupStackRace',
    pet: 'HowDogsSeeColor PetPicksAColor ColorMatchMyCat ColorBandanaWeek ColorToyTest ColorCollarPhotoShoot ColorfulPawPrintArt ColorCoordinatedPupWalk',
    gaming:
      'ColorCodeBreaker ColorSnapShowdown ColorWarsTag GuessThatColor ColorGradientPuzzle TouchTheColorIn5 ColorMatchMemory ColorDiceRollRace',
  },
  gold: {
    fashion:
      'GoldJewelryStack GoldHoopsThreeWays GoldChainLayering GoldAccentFitCheck GoldenGirlGlam GoldMidasTouch HeadToToeGold MetallicGoldMonday',
    wellness:
      'HeartOfGoldKindness GoldMendABrokenMug GoldStarHabitTracker GoldSunsetWalk SilenceIsGolden GoldMomentsJournal GoldSunbeamMeditation GoldSunriseStretch',
    gaming:
      'GoldLevelUp GoldTrophyHunt GoldCoinCollector GoldNuggetHideAndSeek GoldTreasureMapGame PotOfGoldRiddles GoldMedalBackyardOlympics GoldStarTrivia',
  },
  traffic: {
    dance:
      'TrafficHandSignalSteps TrafficCopMoves TrafficConeChoreo TrafficWardenWiggle TrafficToyCarBounce TrafficPlaymatShuffle TrafficSignPoseOff TrafficLightFreezeDance',
    fitness:
      'TrafficCopArmCircles TrafficConeDrills StopGoTrafficSprints TrafficSafeBikeSkills TrafficColorCallPlanks TrafficFreeTrailRun TrafficSignalSquats TrafficMergeLunges',
    prank:
      'ToyCarTrafficJam TrafficReportWakeUp TrafficSignBedroomDoor HallwayTrafficCop TrafficPaperLightGarland TrafficHighFiveTollBooth TrafficDetourSurprise TrafficTicketForHugs',
    educational:
      'HowTrafficLightsWork WhyTrafficJamsHappen TrafficWaveDemo TrafficMergeLikeAZipper TrafficRoundaboutQuiz TrafficSignShapes TrafficFlowExperiment TrafficCountingSurvey',
    cooking:
      'TrafficLightCookies TrafficConeCupcakes TrafficSignalPeppers TrafficStripeSandwiches TrafficColorFruitSkewers TrafficTricolorPasta HomemadeTrafficJam TrafficCommuteMuffins',
    travel:
      'BeatTheTrafficRoadTrip TrafficFreeScenicRoute NoTrafficWalkingCity TrafficJamGameShow TrafficDetourAdventure FerryInsteadOfTraffic EscapeTheTraffic TrafficSkipByTrain',
    fashion:
      'TrafficLightOutfit TrafficConeOrangeFit TrafficColorBlocking HiVisTrafficStreetwear TrafficSignalStyle TrafficReflectorStyle TrafficCopCosplay TrafficSignPrintTee',
    wellness:
      'TrafficJamCalm TrafficKindnessWave RedLightTrafficBreath LetSomeoneInTraffic TrafficFreeSundayStroll TrafficSoundsMeditation GratitudeInTraffic TrafficAudiobookHour',
    speed:
      'TrafficConeSlalom TrafficJamPuzzleRace TrafficLightReaction UnblockTheTrafficGrid TrafficSignQuickfire TrafficRulesQuizTimer TrafficSignalSprint TrafficCarColorBlitz',
    music:
      'TrafficJamSingAlong CityTrafficRemix TrafficReportRap RushHourTrafficBlues TrafficToyCarRhythm HornSectionHonkOff StuckInTrafficKaraoke TrafficPotLidDrumming',
    art: 'TrafficLightTrails TrafficSignRedesign TrafficConeSculpture ToyCarTrafficMap PaintTheTraffic TrafficRoadTripCollage ChalkATrafficJam TrafficCityscapeDrawing',
    tech: 'TrafficAppETAGuess ToyCarTrafficJamStopMo TrafficTimelapseCam NavVoiceInTraffic TrafficRouteShowdown AIFixesTraffic CodeATrafficSignal TrafficCommuteDashcam',
    pet: 'DogWatchesTheTraffic PetSeatbeltInTraffic CatCountsTraffic TrafficFreeGardenHop BackseatDriverPup TrafficJamCrateNap TrafficSignalSit TrafficCarrierKittenRide',
    gaming:
      'TrafficJamPuzzle TrafficISpyRound TrafficCarColorBingo TrafficPlateAlphabetRace TrafficCityBuilderSim TrafficCopFreezeGame TrafficSignalSimon TrafficWouldYouRather',
  },
  'garage sale': {
    dance:
      'GarageSaleBoogie RetroGarageSaleShuffle GarageSaleSoulTrain GarageSaleDanceOff GarageSaleBargainBop GarageSaleHaggleHustle GarageSaleRecordSpin GarageSaleConga',
    fitness:
      'GarageSaleCrateCurls GarageSaleStepCount GarageSaleTableCarry BikeToEveryGarageSale GarageSaleDumbbellDeal GarageSalePriceTagPushUps GarageSaleBoxSquat GarageSaleLungeLaps',
    prank:
      'GarageSaleSoldSticker GarageSalePricedPebbles GarageSaleGooglyEyes GarageSaleMillionDollar GarageSaleTeddyCashier GarageSaleBuyBack GarageSaleSellTheFridge GarageSaleJokeReceipts',
    educational:
      'GarageSaleMath KidsRunAGarageSale OldestGarageSaleFind GarageSalePriceIsRight GarageSaleTrashOrTreasure HaggleLikeAGarageSalePro GarageSaleAppraiser GarageSaleGuessTheDecade',
    cooking:
      'GarageSaleLemonade GarageSaleCookbook GarageSaleWaffleMaker GarageSaleBakeOff RescueAGarageSalePan GarageSaleCupcakeTable GarageSaleCookieJar GarageSaleCrockpotChili',
    travel:
      'GarageSaleRoadTrip GarageSaleBikeRoute FleaMarketVsGarageSale GarageSaleCrawl GarageSaleSaturday GarageSaleNextTownOver FollowGarageSaleSigns GarageSaleStreetStroll',
    fashion:
      'GarageSaleFitCheck StyleAGarageSaleFind GarageSaleGlowUp GarageSaleDenimFlip GarageSaleFiverOutfit GarageSaleRunway GarageSaleHatHaul GarageSaleScarfThreeWays',
    wellness:
      'GarageSaleDeclutter LetItGoGarageSale GarageSaleKeepOneMemory OneBoxGarageSale GarageSaleSparkJoy LessStuffGarageSale MindfulGarageSale GarageSaleDonationDrive',
    speed:
      'GarageSaleSetupRace GarageSaleSpeedSort GarageSalePackUpTimer GarageSaleSprint GarageSaleEarlyBird GarageSalePricingIn60 GarageSaleBargainDash GarageSaleSignBlitz',
    music:
      'GarageSaleVinylSpin PlayAGarageSaleGuitar GarageSaleMixtape GarageSaleBand GarageSaleJam GarageSaleCDHaul GarageSaleKeyboardFind GarageSaleKazooChorus',
    art: 'GarageSaleSignArt GarageSaleVaseMakeover FlipAGarageSaleCanvas PaintAGarageSaleChair GarageSaleMosaic GarageSaleUpcycle GarageSaleFrameUp GarageSaleCollage',
    pet: 'PupGuardsTheCashBox GarageSaleSniffTest KittenInspectsGarageSale GarageSaleGreeterDog GarageSaleCatShopper PetNotForSale FurryGarageSaleHunter GarageSaleBunnyHutch',
    gaming:
      'GarageSaleCartridgeDig GarageSaleMissingPieces BestGarageSaleScore GarageSaleGameNight GarageSaleCheckmate GarageSaleConsoleHaggle GarageSaleCardDuel GarageSaleJigsawHunt',
  },
  picnic: {
    dance:
      'PicnicBlanketDance BarefootPicnicSway SunsetPicnicTwoStep TeddyBearsPicnicBop PicnicAntsInYourPants PicnicBasketBoogie PicnicPolka PicnicCongaLine',
    fitness:
      'TugOfWarPicnic PicnicHillHike PicnicFrisbeeSprints EarnYourPicnic PicnicBlanketBurpees PicnicSackRace PicnicBasketCurls PicnicParkYoga',
    prank:
      'PicnicPlasticFruitSwap PicnicFakeAnts TeddyBearPicnicGuests PicnicInTheLivingRoom PicnicConfettiBlanket MiniPicnicOnTheirDesk BlindfoldPicnicReveal PicnicSurpriseBasket',
    educational:
      'WhyAntsFindYourPicnic PicnicCloudSpotting PicnicCoolerIceTest PicnicBugSafari PicnicNameThatTree PicnicShadowSundial PicnicBirdBingo PicnicWildflowerID',
    cooking:
      'PackAPicnicBasket PicnicHandPies MasonJarPicnicLemonade PicnicBlanketBento PressedPicnicSandwich PicnicGrazingBoard PicnicPotluckOff PicnicFruitSkewers',
    travel:
      'PicnicWithAView ParkHoppingPicnic HikeForYourPicnic PicnicAtARandomExit PicnicBotanicGarden PicnicByBike SecretPicnicSpot PicnicInANewTown',
    fashion:
      'MatchYourPicnicBlanket PicnicGinghamLook PicnicStrawHatDIY PicnicPerfectOutfit PicnicSundressTwirl PicnicBasketAsAPurse PicnicDressCode PicnicFloralLayers',
    wellness:
      'PicnicForOne PicnicCloudGazing PicnicGrassGrounding MindfulPicnic PicnicBookAndBlanket PicnicUnplugged PicnicGratitudeRound SlowPicnicBreakfast',
    speed:
      'SackRacePicnicRematch PicnicEggSpoonDash ThreeLeggedPicnicRelay PicnicSetupShowdown PicnicPackingRush PicnicNoCrumbBlitz BeatThePicnicAnts PicnicCleanupIn60',
    music:
      'PicnicUkuleleJam PicnicBottleOrgan AcousticPicnicSet TeddyBearsPicnicCover PicnicBirdsongDuet PicnicBasketDrums PicnicSingOff PicnicPlaylistSwap',
    art: 'PicnicStillLife PaintThePicnic PicnicFlowerCrown PicnicLeafRubbings PicnicFlatLay PicnicCloudDoodles PicnicTwigWeaving PicnicNapkinSketch',
    tech: 'PicnicStopMotionFeast InstantCameraPicnic PicnicSpeakerTest PicnicPanoramaFail AppPlansMyPicnic PicnicWeatherCheck PicnicTimelapse PicnicPhotoEditGlowUp',
    pet: 'PetPicnicDay PicnicTreatHunt BunnyJoinsThePicnic PawsOnTheBlanket PicnicBarkInThePark PicnicPuppyPlaydate PicnicSitStay FetchAtThePicnic',
    gaming:
      'PicnicEggAndSpoonRace PicnicBlanketChess BocceAtThePicnic PicnicCornhole PicnicLawnBowling PicnicCardShowdown PicnicPlateGolf PicnicTwentyQuestions',
  },
  'rush hour': {
    fitness:
      'BikeTheRushHour BeatRushHourOnFoot RushHourStairClimb RushHourRunToWork RushHourLivingRoomHIIT RushHourSquatBreak RushHourPowerWalk RushHourDeskStretch',
    prank:
      'RushHourCoffeeSurprise RushHourTrafficReport RushHourComplimentCard RushHourBikeBellSwap RushHourLunchboxNote RushHourWelcomeParade RushHourToyCarJam RushHourJokeInTheirBag',
    educational:
      'WhyRushHourJams HowToFixRushHour WorstRushHourCities RushHourHistoryQuiz RushHourTrafficWaves RushHourMergeMath RushHourCarCount RushHourTrainMapLesson',
    cooking:
      'RushHourOvernightOats RushHourSheetPanDinner BurritoBeforeRushHour MuffinsForRushHour RushHourSmoothie RushHourPasta RushHourSlowCooker RushHourLunchboxPrep',
    travel:
      'RushHourFromAbove RushHourPeopleWatching BeatTheRushHour CityAtRushHour RushHourFerryRide RushHourScenicRoute RushHourBikeShare RushHourWalkingCommute',
    fashion:
      'RushHourFitCheck RushHourTrenchCoat DressedForRushHour RushHourBackpackStyle RushHourSuitAndSneakers RushHourCouture RushHourReadyLayers RushHourUmbrellaStyle',
    wellness:
      'RushHourBreathing RushHourKindnessSeat SlowWalkAfterRushHour RushHourPodcastPick RushHourTeaBreak RushHourSmileMore RushHourAffirmations RushHourGratitudeList',
    music:
      'RushHourKitchenDrums AnthemForRushHour RushHourTrafficBeat RushHourSoundRemix RushHourShowerSong RushHourPianoCover RushHourHumAlong SingThroughRushHour',
    art: 'RushHourLightTrails PaintRushHourTraffic RushHourCrowdSketch RushHourDoodleDiary RushHourTicketCollage RushHourWatercolor RushHourMotionBlur RushHourClayCity',
    tech: 'RushHourTimeLapse NoiseCancelRushHour RushHourETAGuess RushHourPhoneShortcut RushHourMapsShowdown RushHourTrainCommuteVlog RushHourDashcamReel RushHourAudiobookTest',
    pet: 'RushHourCatAlarmClock DogWalkBeforeRushHour RushHourPuzzleToy RushHourPupBreakfast RushHourPuppyGoodbye RushHourWelcomeWiggles RushHourPetCam RushHourFishFeeder',
    gaming:
      'PlayRushHourPuzzle RushHourBoardGame RushHourCarBingo RushHourISpy RushHourToyGridlock RushHourJamLevel RushHourCardRound RushHourWouldYouRather',
  },
  shoveling: {
    dance:
      'DanceWhileShoveling ShovelingBootStomp ShovelingTwoStep ShovelingFreezeFrame DrivewayShovelingJam ShovelingSambaBreak ShovelingShimmy ShovelingCongaLine',
    fitness:
      'ShovelingWarmUpFirst SkipGymGoShoveling ShovelingFormCheck ShovelingLiftWithLegs ShovelingDeadlifts ShovelingCalorieBurn ShovelingRepCount ShovelingCoreTwists',
    prank:
      'SecretShovelingFavor ShovelAHeartInTheSnow ShovelingTheirCarOut ShovelingSmileyPath ShovelingOvernightMagic ShovelingCocoaSurprise ShovelingNinjaMission ShovelingAWelcomeMat',
    educational:
      'ShovelingSlushWeight HowMuchIShoveledToday BentShovelVsStraight ShovelingPhysicsLever FluffyVsPackingSnow SafeShovelingLifts ShovelingDepthRuler ShovelingMeltRateTest',
    cooking:
      'AfterShovelingSoup ShovelingMapleTaffy ShovelingChili ShovelingCocoaBar ShovelingBreakSnowCream ShovelingDayStew ShovelingFuelOatmeal PostShovelingPancakes',
    fashion:
      'StylishShovelingOutfit ShovelingMittensMatch ShovelingPufferFitCheck ShovelingDayDrip ShovelingToCocoaOutfit ShovelingBeanieLineup ShovelingRunwayWalk ShovelingScarfWrap',
    wellness:
      'ShovelingPhoneFree ShovelingSnowSilence WarmBathAfterShoveling ShovelingOneScoop ShovelingThenCocoa ShovelingNeighborChat ShovelingGratitudeList ShovelingStretchBreak',
    speed:
      'ShovelingBeforeTheBus DrivewayShovelingRace ShovelingGearUpTimer ShovelingCarDigOut ShovelingSafetyTipsQuiz ShovelingRelay BeatTheShovelingClock ShovelingToTheMailbox',
    music:
      'ShovelingAirGuitar SingWhileShoveling ShovelingScrapeBeat ShovelingWorkSong ShovelingWonderlandCover ShovelingMittenClapTune ShovelingSeaShanty ShovelingRapVerse',
    art: 'ShovelingPathMaze ShovelingSnowDrawing ShovelingIceLantern ShovelingBackyardSnowman ShovelingSnowflakeStomp DrivewayShovelingArt ShovelingSkyMessage ShovelingSpiralPattern',
    tech: 'ShovelingVsSnowBlower ShovelingTimelapse ShovelingForecastCheck ShovelingBeforeSongEnds SmartwatchShovelStats ShovelingStepTracker ShovelingPOVCam ShovelingSlowMoSpray',
    pet: 'ShovelingDogMaze ShovelingPawBalmCheck ShovelingWithMyDog ShovelingPathZoomies PuppyAttacksTheShovel ShovelingCatSupervisor ShovelingAPottySpot ShovelingKittyWindowWatch',
  },
  'job interview': {
    dance:
      'JobInterviewStrut InterviewHandshakeBop PostInterviewShuffle GotTheJobJig YoureHiredHustle NailedTheInterviewDance JobInterviewDanceBreak InterviewNervesShakeOff',
    fitness:
      'JobInterviewStretch InterviewPostureDrill JobInterviewPowerPose JobInterviewShakeOut RunBeforeTheInterview InterviewJitterJacks InterviewDayPlank InterviewWarmUpWalk',
    funny:
      'JobInterviewVideoFails JobInterviewWithMyMom WorstInterviewAnswers WhereDoYouSeeYourself MyGreatestWeakness TooHonestInterview InterviewOutfitPanic InterviewSmallTalkCringe',
    prank:
      'InterviewForDishDuty InterviewGoodLuckNote JobInterviewForTheDog JobInterviewMockBoss InterviewYoureHiredBanner InterviewConfettiWelcome FakeInterviewForPizza InterviewForRemoteHolder',
    educational:
      'JobInterviewHotSeat JobInterviewStoryMethod InterviewBodyLanguageFix AskTheInterviewerThis TellMeAboutYourself InterviewHandshakeTest InterviewQuestionADay InterviewPracticeRound',
    speed:
      'InterviewQuickChange JobInterviewRapidFire InterviewTieKnotDash SixtySecondInterview JobInterviewPitchIn30 InterviewBeatTheClock TenQuestionInterview InterviewResumeRush',
    tech: 'JobInterviewVideoSetup AIMockInterview InterviewWebcamAngle BlurBeforeJobInterview InterviewLightingHack JobInterviewMicCheck InterviewBackdropTest InterviewRecordAndReview',
    gaming:
      'JobInterviewSimulator JobInterviewBossLevel JobInterviewChoicesGame InterviewCharades InterviewDiceQuestions InterviewBingoCard InterviewSpeedrun InterviewWouldYouRather',
  },
  haircut: {
    dance:
      'HaircutTransition HaircutCapeTwirl FreshHaircutStrut HaircutHairFlip HaircutBigChopBounce HaircutChairBop HaircutRevealSpin HaircutShimmyCheck',
    fitness:
      'HaircutLighterRun HaircutSweatTest HaircutGymDebut HaircutHeadbandHIIT HaircutTrimAndTrain HaircutBurpees HaircutWindSprint HaircutJumpingJacks',
    funny:
      'DadHaircutAttempt HaircutJustATrim HaircutSmallTalkSkit WorstHaircutStories HaircutPhotoVsReality HaircutInMomsKitchen HaircutRegretFaces HaircutNobodyNoticed',
    prank:
      'HaircutBaldCapReveal HaircutFilterMixUp HaircutTwinning HaircutWigSwap HaircutClipOnBangs HaircutSalonGiftCard HaircutMulletGag HaircutMustacheSurprise',
    educational:
      'HaircutFadeExplained WhyHairGrowsBack HaircutFaceShapes HaircutClipperGuardQuiz HaircutMythsBusted GuessTheDecadeHaircut HaircutLingoQuiz HaircutAngleGeometry',
    cooking:
      'HaircutBarberCookies ParsleyHaircut HaircutDayCupcakes CottonCandyHaircut PineappleHaircut BroccoliHaircut HaircutPancakeFaces HaircutNoodleHairdos',
    travel:
      'VacationReadyHaircut HaircutWhereverILand HaircutDebutStroll HaircutPointAtAPhoto PassportPhotoHaircut DayTripForAHaircut HaircutInAnotherCountry HaircutSmallTownBarber',
    wellness:
      'HaircutFreshStart HaircutScalpMassage HaircutLetItGo HaircutConfidenceBoost HaircutDonateAPonytail HaircutChopReset HaircutSelfLoveMirror HaircutPamperNight',
    speed:
      'HaircutTermsTimer HaircutLookbookQuickfire HaircutBlowDryDash FiveStylesOneHaircut HaircutPhotoMatchRush HaircutBarberToolQuiz HaircutBraidRace HaircutSweepUpSprint',
    music:
      'HaircutBarbershopHarmony HaircutClipperBeat HaircutScissorRhythm SongForMyHaircut HaircutASMRJam HaircutBuzzBeatbox HaircutKaraokeCape HaircutPlaylistPick',
    art: 'HaircutLinePatterns BeforeAndAfterHaircut DrawYourDreamHaircut PaperDollHaircuts HaircutShopSketch HaircutCartoonSwap HaircutSelfieCollage HaircutYarnWigCraft',
    tech: 'HaircutAIPreview HaircutFilterTest HaircutRevealSlowMo TryOnHaircutsAR HaircutThroughTheYears HaircutClipperShowdown HaircutTimelapseCam HaircutFaceSwapDare',
    pet: 'HaircutBrushingRoutine HaircutCatLionCut HaircutPoodleStyle PetHaircutReveal GroomerHaircutGlowUp HaircutTwinWithMyDog HaircutDayTreats HaircutPupCalmCuddles',
    gaming:
      'HaircutLevelUp GameCharacterHaircut HaircutGuessWhoRound DrawMyNextHaircut HaircutSalonSim HaircutUnlocked HaircutCharades HaircutDiceDecides',
  },
  'fire drill': {
    dance:
      'FireDrillConga FireDrillFreeze ShuffleOutFireDrill FireDrillStopAndGroove FireDrillMarch FireDrillCalmExitWalk FireDrillRobot ZigZagFireDrill',
    fitness:
      'FireDrillStairClimb FireDrillLowSquatWalk FireDrillBucketCarry FireDrillStopDropRoll FireDrillBootCamp FireDrillShuttleRun FireDrillHallwayCrawl BackpackFireDrill',
    funny:
      'FireDrillDuringTheTest WhatIGrabInAFireDrill FireDrillHeadCount FireDrillInYourPJs FireDrillSlowWalker FireDrillPetRollCall FireDrillCommentary TypesOfFireDrillKids',
    cooking:
      'KitchenFireDrill FireDrillLunchboxPrep FireDrill5AlarmChili FireDrillCupcakes FireDrillBreakfastToGo OvenMittFireDrill FireDrillSnackPack FireDrillPepperPizza',
    travel:
      'FireDrillCountTheDoors FireDrillAtGrandmas HotelFireDrill CampsiteFireDrill FireDrillRentalCheck FireDrillStationTour HostelFireDrill FireDrillBeforeUnpack',
    fashion:
      'FireDrillPajamaLook FireDrillMarshalVest AllRedFireDrill FireDrillFitCheck FireDrillFirefighterGear FireDrillSlipperStyle FireDrillHiVis BathrobeFireDrill',
    wellness:
      'FireDrillSensoryKit FireDrillAlarmSunday FireDrillCalmCountdown FireDrillDeepBreaths FireDrillFamilyTalk FireDrillNoPanicPlan BedtimeFireDrill StuffieFireDrill',
    speed:
      'BeatTheFireDrillTimer FireDrillShoeRace FireDrillCrawlSprint FireDrillOutIn60 FireDrillGrabBagDash FireDrillRollRelay FireDrillStopwatch NinetySecondFireDrill',
    music:
      'FireDrillRap FireDrillAlarmRemix ChantTheFireDrill FireDrillJingle FireDrillMarchBeat FireDrillSirenSong FireDrillDrumline KazooFireDrill',
    art: 'DrawYourFireDrillMap FireDrillComicStrip BuildAFireDrillDiorama FireDrillHelmetCraft FireDrillChalkRoute FireDrillTruckPainting FireDrillPosterDesign StopMotionFireDrill',
    tech: 'FireDrillVoiceAssistant FireDrillFloorPlanApp SmartAlarmFireDrill AskAIForAFireDrill FireDrillExitMapPhoto FireDrillDetectorTest FireDrillPhoneTimer FireDrillQRCode',
    gaming:
      'FireDrillEscapeRoom FireDrillSpeedrun FireDrillScavengerHunt DesignAFireDrillLevel FireDrillTriviaRound FireDrillSimRun FireDrillBlockMap FireDrillMazeGame',
  },
  potluck: {
    dance:
      'PotluckLineDance PotluckBarnHoedown PotluckBuffetBoogie PotluckPolka PotluckDishParade PotluckFoodComaSway PotluckTwoStep PotluckHappyWiggle',
    fitness:
      'PotluckCasseroleCarry PotluckTableSquats RunToThePotluck EarnYourPotluckPlate PotluckTrailHike PotluckFieldGames PotluckSackRace PotluckYogaWarmup',
    prank:
      'PotluckCakeIllusion PotluckMenuInEmoji PotluckRecipeBookletGift PotluckFunnyNameCards PotluckChipsAsGourmet SurprisePotluckParty PotluckTinyPortionGag PotluckFortuneCookies',
    educational:
      'PotluckCoolerTempCheck PotluckPortionMath PotluckAllergyLabels PotluckRecipeExchange PotluckWordOriginQuiz PotluckDishStories PotluckFamilyRoots PotluckFoodGroupsPlate',
    travel:
      'PotluckAroundTheWorld BeachPicnicPotluck PotluckGardenFeast CampgroundPotluck LakesidePotluck ParkPavilionPotluck PotluckAtTheTrailhead PotluckRoadTripSnacks',
    fashion:
      'PotluckCarrierChic PotluckGinghamDress PotluckMatchingAprons PotluckHostFitCheck SpillProofPotluckLook GarnishYourOutfit PotluckSundayBest PotluckCozyKnit',
    wellness:
      'PotluckGratitudeCircle PotluckShareAMeal PotluckSlowSupper PotluckNeighborNight PotluckNoPhoneTable PotluckMemoryLane PotluckWelcomeWagon PotluckKindnessNotes',
    speed:
      'TenMinutePotluckSide PotluckCleanupBlitz PotluckNapkinFoldTimer SetThePotluckTable PotluckDishRelay PotluckLidLabels PotluckFoilWrapRace PotluckDishwashingRush',
    music:
      'PotluckPorchJam PotluckCasseroleSong PotluckHarmony PotluckMixtapeSwap PotluckKaraokeRound PotluckGuitarCircle PotluckSpoonAndJar PotluckDrumOnPots',
    art: 'PotluckRecipeZine PotluckStillLife PotluckNapkinOrigami OverheadPotluckShot PotluckPlaceCards PotluckTableclothArt PotluckChalkboardMenu PotluckCenterpieceCraft',
    tech: 'PotluckQRRecipes PotluckSignUpSheet PotluckNoDuplicatesApp PotluckGroupChatChaos PotluckLabelMakerTest PotluckCrockpotCompare PotluckPhotoBooth PotluckSpreadsheetPlan',
    pet: 'DogParkPotluck PotluckWaterBowlStation PotluckBiscuitSwap PetTreatPotluck PupcakePotluck PotluckKittenGreeter PotluckForTheBunnies PotluckPupSnackTable',
    gaming:
      'PotluckCoOpNight PotluckTriviaTeams PotluckCardLeague PotluckBoardGameBash PotluckCornholeCup PotluckWinnerPicksFirst PotluckDrawAndGuess PotluckWouldYouRather',
  },
  snowball: {
    dance:
      'SnowballShuffle SnowballDodgeStep SnowballFightChoreo SnowballMittenClap SnowballStomp SnowballWiggle SnowballSpinAndSplat SnowballRollingGroove',
    fitness:
      'SnowballSquatThrow SnowballDodgeDrill SnowballRollPush SnowballStackLift SnowballBurpeeBlast SnowballFortCardio SnowballLungeAndLob SnowballSideShuffles',
    prank:
      'SnowballSmileyArmy SnowballPlushPile PaperSnowballBlizzard SockSnowballAmbush MarshmallowSnowballs SnowballInTheFreezer YarnSnowballFight SnowballOnTheirWindowsill',
    cooking:
      'SnowballCookies SnowballTruffles SnowballPowderedDonuts CoconutSnowballCakes SnowballPopcornBites SnowballMeringues MochiSnowballs SnowballOnigiri',
    travel:
      'SnowballCabinWeekend SnowballParkWalk SnowballAtTheSummit FirstSnowballOfTheTrip SnowballLandmarkSelfie DriveToFindASnowball SledHillSnowballFight SnowballFromEveryTown',
    fashion:
      'SnowballMittenCheck SnowballDayLayers SnowballPomBeanie SnowballFightFit SnowballWhiteoutOutfit SnowballProofPuffer SnowballBattleBundle SnowballScarfTieOff',
    wellness:
      'SnowballCocoaBreak SnowballQuietSnowfall SnowballCrispAirBreath SnowballOfKindness WorrySnowballToss InnerKidSnowball SnowballGratitudeRoll SnowballSlowWinterWalk',
    speed:
      'SnowballBiggestIn60 SnowballCatchStreak SnowballTargetRace SnowballSnowmanRush SnowballRelay SnowFortSpeedrun SnowballStackSprint SnowballBucketFillDash',
    music:
      'SnowballCrunchBeat SnowballSingAlong SnowballFightAnthem SnowballSplatDrums SnowballSeasonSong SnowballFrostyRemix JingleBellSnowball SnowballSymphony',
    art: 'SnowballSculpture SnowballLantern SnowballSplatCanvas PaintedSnowballArmy GiveYourSnowballAFace SnowballIceMarbles SnowballStopMotion SnowballColoredWaterArt',
    tech: 'SnowballSlowMo SnowballFightPOV HowFastIsMySnowball SnowballMakerShowdown SnowballTrickShot SnowballForecastBot UnthrowASnowball SnowballPhotoBurstMode',
    pet: 'SnowballDogCatch SnowballPupZoomies KittenMeetsSnowball SnowballVanishesTrick PetsFirstSnowball SnowballFetchFail PuppySnowballPounce SnowballSniffTest',
    gaming:
      'SnowballBattleRoyale SnowballCaptureTheFlag SnowballFortCoOp SnowballTargetPractice BeatMySnowballScore SnowballKingOfTheHill SnowballDodgeball SnowballBowlingLane',
  },
  sandcastle: {
    dance:
      'SandcastleShovelTwirl SandcastleMoatHop LowTideSandcastleBop SandcastleShellShimmy SandcastleConga SandcastleTwoStep SandcastleStompOut SandcastleWaveSway',
    fitness:
      'SandcastleBucketCarry SandcastleSquatBuild SprintsToTheSandcastle SandcastleShovelReps SandcastleTowerPlank SandcastleTabata SandcastleBurpees SandcastleLungeDig',
    funny:
      'SandcastleVsTheTide SandcastleForSaleAd SeagullVsSandcastle SandcastleAftermath SandcastleHouseTour RIPMySandcastle SandcastleLandlordPOV SandcastleCrabEviction',
    prank:
      'SandcastleTreasureHunt SandcastleCrabInvasion SurpriseSandcastleNote BigfootBySandcastle SandcastleMoatMessage SandcastleBirthdayCake SandcastleGiantFootprint SandcastleSeashellCrown',
    educational:
      'SandcastlePhysics RealCastleVsSandcastle HowSandcastlesStandUp WhyWetSandHolds SandcastleTideLab SandcastleWaterRatio SandcastleArchLesson SandcastleMoatEngineering',
    cooking:
      'SandcastleCake SandcastleCupcakes SandcastleIceCream SandcastleJelloMold EdibleSandcastle SandcastleCookieCrumbs SandcastleSundae SandcastleSandwichStack',
    travel:
      'SandcastleFestivalTrip SandcastleBeachHop SandcastleContest SandcastleMuseumExhibit SandcastleCoastCrawl SandcastleOnEveryShore BiggestSandcastleHunt SandcastleLakeDay',
    fashion:
      'SandcastleBeachFit SandcastleBucketBag LinenSandcastleSet SandcastleShellAnklet KingOfTheSandcastle SandcastleBraidUpdo SandcastleQueenCrown SandcastleSunHatLook',
    wellness:
      'SandcastleLetItGo SandcastleSlowBuild SandcastleWithFamily TideTakesTheSandcastle SandcastleMandala SandcastleSunsetCalm SandcastleBreathing SandcastleGratitude',
    speed:
      'SandcastleSpeedBuild FiveMinuteSandcastle SandcastleFlipRelay BeatTheTideSandcastle FastestSandcastleMoat SandcastleTurretTrial SandcastleShovelSprint SandcastleBucketDash',
    music:
      'SandcastleShovelRhythm SandcastleKazooFanfare BucketDrumSandcastle SandcastleShellMaracas CastleOnTheHillCover SandcastleSeaShanty SandcastleRoyalAnthem SingToYourSandcastle',
    pet: 'SandcastleDogDigs SandcastlePuppyGuard SandcastleBeachZoomies SandcastlePetPortrait SandcastleShapedCatBed PawprintSandcastle SandcastleBunnyBurrow SandcastleKittenBox',
    gaming:
      'SandcastleBuildOff SandcastleTowerWars SandcastleBlockCraft SandcastleMoatDefense LastSandcastleStanding SandcastleFlagSteal KingOfTheSandcastle SandcastleRiddleHunt',
  },
  hopscotch: {
    dance:
      'HopscotchShuffle HopscotchJumpJive HopscotchSquareBop HipHopscotch HopscotchFreestyle HopscotchTwirlFinish HopscotchCharleston HopscotchMoonwalkBack',
    fitness:
      'HopscotchSingleLegHops HopscotchLungeLadder HopscotchBurpees HopscotchHIIT HopscotchPlyo HopscotchCalfBurner WeightedHopscotch HopscotchSkaterJumps',
    funny:
      'GrownUpsTryHopscotch HopscotchSportscast HopscotchStoneMisses HopscotchLandingFails DadVsKidHopscotch OlympicHopscotch HopscotchInABigCoat HopscotchRefereeGrandma',
    prank:
      'HopscotchHallwayTape HopscotchToTheFridge HopscotchSurpriseTrail HopscotchToTheDoor EndlessHopscotch HopscotchArrowHunt HopscotchLoveLetter HopscotchKindWordSquares',
    educational:
      'SpellingWordHopscotch HopscotchTimesTables HopscotchFromAncientRome HopscotchPhonics HopscotchWorldVersions HopscotchNumberLine HopscotchVocabGame HopscotchFractionSquares',
    cooking:
      'HopscotchCookieGrid HopscotchWaffleBoard HopscotchBrownies HopscotchSheetCake HopscotchPancakeArt HopscotchToastTiles EdibleHopscotchPizza HopscotchJelloCubes',
    fashion:
      'HopscotchSneakerCheck HopscotchRecessLayers HopscotchKneeSocks HopscotchColorBlock ChicHopscotchFit HopscotchSkirtTwirl HopscotchHairBows HopscotchOverallsDay',
    wellness:
      'MindfulHopscotch HopscotchRecessBreak HopscotchBarefoot GratitudeHopscotch HopscotchBreathSteps HopscotchInnerChild HopscotchMorningRitual HopscotchSunshineReset',
    music:
      'HopscotchChantRemix HopscotchPianoGrid HopscotchRhymeCover HipHopscotchBeat HopscotchDrumPad HopscotchClapAlong HopscotchSongwriting HopscotchNoteSquares',
    art: 'HopscotchRainbowGrid HopscotchMosaicTiles HopscotchPatternPhoto PaintedHopscotchStone HopscotchChalkGallery HopscotchFromAbove HopscotchWatercolor HopscotchGalaxyDesign',
    pet: 'HopscotchWithMyDog HopscotchSitStay HopscotchBunnyHop PupHopscotchTrick KittyBlocksHopscotch HopscotchTreatTrail HopscotchAgilityRun HopscotchCatNapZone',
    gaming:
      'HopscotchTournament HopscotchLevelUp HopscotchTrickShots HopscotchBossFight RollAndHopscotch HopscotchBoardGame HopscotchWorldRecord HopscotchTagTeamDuel',
  },
  'musical chairs': {
    dance:
      'MusicalChairsFreeze MusicalChairsConga MusicalChairsLastDance WhenTheMusicStops MusicalChairsShuffle MusicalChairsCharleston MusicalChairsLimbo MusicalChairsTwist',
    fitness:
      'MusicalChairsWallSit MusicalChairsSquats MusicalChairsLunges MusicalChairsBurpees MusicalChairsDips MusicalChairsHIIT PushupMusicalChairs JumpingMusicalChairs',
    prank:
      'MusicalChairsFakeStop MusicalChairsWhoopee MusicalChairsEndlessSong MusicalChairsBonusStool MusicalChairsDecoy MusicalChairsRickroll MusicalChairsTinySeat MusicalChairsPlushie',
    educational:
      'MusicalChairsMath MusicalChairsReflexes MusicalChairsQuiz MusicalChairsVocab MusicalChairsRhymes MusicalChairsComposers MusicalChairsSpelling MusicalChairsFlags',
    cooking:
      'MusicalChairsFrosting MusicalChairsCookOff MusicalChairsPizza MusicalChairsCupcakes MusicalChairsBakeSwap MusicalChairsSandwich TacoMusicalChairs SmoothieMusicalChairs',
    fashion:
      'MusicalChairsHatSwap MusicalChairsFitCheck MusicalChairsCostumes MusicalChairsDressTwirl MusicalChairsLayerUp MusicalChairsScarves JacketMusicalChairs SockMusicalChairs',
    wellness:
      'CalmMusicalChairs MusicalChairsBreathe MusicalChairsGratitude MusicalChairsKindness MusicalChairsStretch NoLosersMusicalChairs MusicalChairsMeditate MusicalChairsJoyRound',
    music:
      'MusicalChairsSongGuess MusicalChairsKaraoke MusicalChairsDJ MusicalChairsGenreSwitch MusicalChairsPotsAndPans MusicalChairsAnthem KazooMusicalChairs HumAlongMusicalChairs',
    art: 'MusicalChairsCanvas MusicalChairsPortrait MusicalChairsEasels MusicalChairsDoodles MusicalChairsClaySwap MusicalChairsCollage SketchMusicalChairs ChalkMusicalChairs',
    tech: 'MusicalChairsSmartSpeaker MusicalChairsSoundboard MusicalChairsPlaylistWars RandomTimerMusicalChairs AIHostsMusicalChairs MusicalChairsBeatSync VideoCallMusicalChairs MusicalChairsReplayCam',
    pet: 'DogMusicalChairs MusicalChairsForPets CatStealsTheChair KittenOnTheLastSeat MusicalChairsPupCushions SitWhenTheMusicStops MusicalChairsPawsUp MusicalChairsDoggoDuel',
    gaming:
      'LastMusicalChairStanding MusicalChairsBracket MusicalChairsFaceOff MusicalChairsButTrivia MusicalChairsOlympics MusicalChairsGameNight MusicalChairsRiddles MusicalChairsGrudgeMatch',
  },
  headphones: {
    dance:
      'SilentDiscoHeadphones HeadphonesStrut HeadphonesShuffle HeadphonesBassDrop HeadphonesDanceLikeNobody HeadphonesOnWorldOff HeadphoneHipHop HeadphonesMirrorMoves',
    fitness:
      'BurpeesInHeadphones HeadphonesAlbumRun HeadphonesBPMCardio HeadphonesJumpRope HeadphonesFallOutTest HeadphonesSquatSet HeadphoneHillSprints HeadphonesPodcastWalk',
    funny:
      'SingingInHeadphones HeadphonesNoMusic HeadphonesDoorHandle WhatsInYourHeadphones HeadphonesLostEarbud HeadphonesLoudTalker HeadphoneHairDent HeadphonesTangledForever',
    prank:
      'HeadphonesSurpriseSong HeadphonesCompliment HeadphonesBananaSwap HeadphonesBirdsong HeadphonesMorningCheer SitcomLaughHeadphones HeadphonesPepTalkTrack HeadphonesSwappedPlaylist',
    educational:
      'HowHeadphonesWork HeadphonesNoiseCancelDemo SafeHeadphoneVolume SpatialAudioHeadphones HeadphonesEarHealth InsideMyHeadphones HeadphonesHearingTest HeadphonesWiredVsWireless',
    cooking:
      'HeadphoneCookies OneAlbumHeadphoneBake HeadphonesOnMealPrep HeadphonesChefMode HeadphonesPodcastPasta HeadphonesMacarons SizzleInMyHeadphones HeadphonesRecipeByEar',
    travel:
      'HeadphonesFlightTest HeadphonesCityWalk HeadphonesLocalSongs BusRideInMyHeadphones HeadphonesLanguageLesson HeadphonesTripSoundtrack HeadphoneTrainJourney HeadphonesAudioGuideTour',
    fashion:
      'HeadphonesFitCheck WiredHeadphonesAreBack CatEarHeadphones CrochetHeadphoneCovers MatchYourHeadphones HeadphonesScarfCombo HeadphoneHairstyles HeadphonesBeanieLook',
    wellness:
      'PowerNapHeadphones HeadphonesRainSounds HeadphonesOffHour OneSongHeadphoneReset HeadphonesQuietWorld HeadphonesOceanWaves HeadphoneBreathwork HeadphonesSleepStory',
    speed:
      'HeadphonesUntangleRace HeadphonesPairingDash SwapHeadphonesRelay FastestHeadphoneWrap HeadphonesNameThatSong FindMyHeadphonesFast HeadphoneCordKnotOff HeadphonesLyricBlitz',
    music:
      'BassDropHeadphones SingWithHeadphonesOn HeadphoneHarmonyDuet StudioHeadphonesCover HeadphonesSilentDisco Headphones8DAudio HeadphoneKaraokeFail MixItOnHeadphones',
    art: 'HeadphonesCustomPaint DrawToYourHeadphones HeadphoneStickerBomb SoundwaveHeadphoneArt HeadphonesSoundSketch HeadphonesSelfPortrait HeadphoneClayModel HeadphonesMusicColoring',
    pet: 'HeadphonesOffBunnyLullaby KittenNapsOnHeadphones HeadphonesPurrTest HeadphonesCordChewProof HeadphonesSilentPlaytime DogSniffsMyHeadphones HeadphoneHound HeadphonesFreePuppyTunes',
    gaming:
      'FootstepsInHeadphones HeadphonesHorrorNight GamingHeadsetShowdown HeadphonesRhythmRun HeadphonesMicCheck HeadphonesSoundHunt HeadphonesListenOnly HeadphonesWhisperGame',
  },
  charger: {
    dance:
      'FoundMyChargerDance ChargerCordShuffle FullyChargedBounce ChargerDanceTo100 ChargerLowBatteryLimbo ChargerOnePercentFreeze ChargerRobotMoves ChargerSwayTillFull',
    fitness:
      'ChargerStepsTo100 ChargerPercentPushUps ChargerWaitWallSit SquatTillItsCharged ChargerUnpluggedWorkout ChargerBurpeesPerBar ChargerLungeLaps ChargerCrunchCountdown',
    funny:
      'WhoTookMyCharger ChargerOnePercentPanic ChargerUpsideDownPlug ChargerCustodyBattle TooShortChargerYoga ChargerTangleSaga HiddenChargerStash ChargerBorrowerExcuses',
    educational:
      'HowChargersWork WhyChargerCablesBreak WirelessChargerDemo ChargerOvernightMyths SpotAFakeCharger WattsInYourCharger ChargerLabelDecoded IsThisChargerSafe',
    cooking:
      'BakeTillChargerIsFull ChargerBrickBrownies ChargerPowerUpOatmeal IsThisChargerACake ChargerLicoriceTwists ChargerRechargeSmoothie ChargerCordPretzels ChargerPlugSandwiches',
    travel:
      'ChargerOutletHunt ChargerSolarCampout ChargerFreeDayTrip WhoForgotTheCharger ChargerRoadTrip ChargerLeftAtTheHotel ChargerPackingCheck ChargerAirportScramble',
    fashion:
      'ChargerCableBracelet ChargerCordWraps WearYourCharger BeadedChargerCharm ChargerPouchGlowUp ChargerMatchesMyFit ChargerStrapBagHack ChargerKeychainStyle',
    wellness:
      'ChargerOutsideBedroom RechargeRitual ChargerNapTime FullyChargedHuman WalkWhileItCharges PlugInThenUnplug ChargerCurfew ChargerFreeSunday',
    speed:
      'ChargerUntangleDash ChargerDragRace ChargerZeroTo100 FindTheChargerFast ChargerFirstTry ChargerCoilTimer MatchEachCharger ChargerPackUpIn10',
    music:
      'ChargerChimeRemix ChargerDeadPhoneBallad ChargerLowBatteryBlues FullyChargedAnthem ChargerPlugInBeat ChargerOnePercentOpera ChargerKazooJingle ChargerLullaby',
    art: 'PaintYourChargerBrick ChargerCordSculpture ChargerWireDrawing ChargerPixelArt ChargerCableLettering ChargerStickerBomb ChargerGlitterMakeover ChargerShadowPortrait',
    pet: 'ChargerBoxCatBed PetProofChargerSetup ChargerChewToySwap KittenSafeChargerSpot ChargerOutOfPawReach ChargerCordCover ChargerLeaveItTrick ChargerHideawayForBunnies',
    gaming:
      'ChargerControllerPanic ChargerMidGameRescue ChargerHideAndSeek ChargerBossFight NoChargerMarathon PlayWhileItCharges ChargerPowerUpCombo ChargerHotPotato',
  },
  wifi: {
    dance:
      'WiFiSignalDance WiFiRouterBlinkBop WiFiBufferingShuffle WiFiBarsStep WiFiDialUpDisco WiFiLagLimbo HappyWiFiWiggle WiFiFreezeDance',
    fitness:
      'WiFiBufferBurpees WiFiDeadZoneSprints WiFiRouterPlank SquatTillWiFiLoads WiFiLoadingLunges WiFiFreeTrailHike WiFiHuntWalk WiFiDownloadJacks',
    funny:
      'WiFiPasswordHunt WiFiOneBarPanic DadFixesTheWiFi WhenTheWiFiBuffers WiFiLostSignalDrama TurnTheWiFiOffAndOn WiFiGoesOutMidCall WiFiHoldPhoneHigher',
    prank:
      'WiFiPasswordRiddle WiFiComplimentNetwork WiFiRouterGooglyEyes GuestWiFiWelcomeSign PrettyFlyForAWiFi WiFiChoresFirstRule WiFiDinnerBellPause WiFiTinyHatSurprise',
    educational:
      'HowWiFiWorks WiFiDeadZoneTest WiFiWallSignalLab RadioWavesWiFi101 WhyMicrowavesSlowWiFi WiFiRouterSpotScience WiFiSafetyBasics WiFiBandwidthMath',
    cooking:
      'WiFiFreeDinner WiFiPasswordCookies WiFiSymbolPizza WiFiBarsLayerCake WiFiBufferingBrownies NoWiFiCookbookNight RecipeWithoutWiFi WiFiOfflineBreakfast',
    travel:
      'WiFiFreeTrip FastestWiFiInTown NoWiFiCabinWeekend BestHotelWiFi WiFiDetoxGetaway WiFiCafeHopping WiFiPasswordPassport WiFiLibraryStudyDay',
    fashion:
      'WiFiSymbolTee WiFiIconEarrings WiFiBarsNailArt WiFiRouterBrooch WearTheWiFiPassword WiFiOfflineOutfit WiFiSignalSocks WiFiBufferingBeanie',
    wellness:
      'WiFiOffEvening WiFiFreeSunday WiFiTimerBedtime UnplugTheRouterNight WiFiDownFamilyTalk RealLifeReconnect NoWiFiNatureHour WiFiPauseMeditation',
    speed:
      'WiFiSpeedTest WiFiPasswordRace WiFiSetupClock WiFiRouterRebootDash BeatTheWiFiBuffer WiFiQRJoinIn3 FastestWiFiFinder WiFiPrinterPairingSprint',
    music:
      'WiFiDialUpRemix WiFiFreeJamSession WiFiLagDuet ModemVsWiFiCover WiFiBufferingBeatbox WiFiSignalSerenade WiFiJingleWriting WiFiOfflinePlaylist',
    art: 'WiFiHeatmapPainting WiFiIconMosaic WiFiRouterDisguise WiFiPasswordSign WiFiCableArt WiFiSignalSketch WiFiBarsStencil WiFiPixelPortrait',
    pet: 'WiFiWarmSpotNap WiFiKittenKeyboardSit CatGuardsTheRouter WiFiSmartFeederSetup WiFiOffFetchHour WiFiFreeZoomies WiFiPetCamCheckIn WiFiCableProofBunny',
    gaming:
      'WiFiFreeCharades WifiNamePunContest WiFiDownBoardGamesUp NoWiFiHideAndSeek BlameItOnTheWiFi WiFiRebootRematch WiFiOfflineCardTricks WiFiStrongestSpotHunt',
  },
  webcam: {
    dance:
      'WebcamGalleryConga WebcamMirrorMoves WebcamEnterAndExit WebcamHandoffDance WebcamZoomBoogie WebcamBackgroundShuffle WebcamWaveChain WebcamShoulderShimmy',
    fitness:
      'WebcamFormCheckReps WebcamPlankLiveCount WebcamBootcamp SquatBeforeWebcamOn WebcamMuteAndMove WebcamOnCardio WebcamWallSit WebcamStretchBuddy',
    funny:
      'WebcamFrozenFace WebcamKidCameo WebcamChinCam WebcamFilterStuck WebcamYoureOnMute WebcamNostrilView WebcamTooCloseTalker WebcamPajamaBottoms',
    prank:
      'WebcamCardboardMe FakeFrozenWebcam LoopedWebcamVideo TwinOnTheWebcam WebcamPuppetHello WebcamFunnyFilterFamily WebcamCostumeCall WebcamHatParade',
    educational:
      'HowWebcamsWork WebcamLampVsWindow CoverYourWebcamWhy WebcamVsPhoneCamera WebcamEtiquette WebcamDelayTest WebcamPixelCount WebcamFramingBasics',
    cooking:
      'WebcamBakeOff WebcamGrandmaRecipe WebcamCookAlong DumplingsOverWebcam WebcamDinnerDate WebcamPizzaNight WebcamCookieDecorating WebcamPancakeParty',
    fashion:
      'WebcamTopHalfFit WebcamBlazerOverTee WebcamEarringsFocus WebcamGlowUp WebcamCollarPop WebcamMullet WebcamLipstickCheck WebcamHeadbandStyle',
    wellness:
      'WebcamFreeDay NoWebcamFridays WebcamStretchTogether WebcamFatigueFix TurnTheWebcamOff WebcamHideSelfView WebcamGratitudeCircle WebcamBlinkBreak',
    speed:
      'WebcamFirstToUnmute FastestWebcamReady WebcamQuickChange WebcamTidyBlitz WebcamSetupSpeedrun WebcamLightingIn30 WebcamBackgroundDash WebcamHairFixRush',
    music:
      'WebcamLatencyDuet WebcamSplitCover WebcamJamSession WebcamBeatbox KaraokeOverWebcam WebcamSingingOnMute WebcamAirBand WebcamChoirRound',
    art: 'WebcamStopMotion WebcamSketchSwap WebcamGlitchCollage WebcamDrawWithoutLooking PaintAWebcamBackdrop WebcamDoodleYourFriends WebcamSelfPortraitGrid WebcamClaySculptAlong',
    pet: 'WebcamCatKeyboardWalk WebcamDogPhotobomb WebcamPetSpy PuppyOnTheWebcam WebcamKittenCameo WebcamAnimalRollCall WebcamTreatTrick WebcamBunnyCloseUp',
    gaming:
      'WebcamCharades WebcamDrawAndGuess WebcamWhoAmI WebcamScavengerHunt WebcamEscapeRoom WebcamReactionFaces WebcamBingoCall WebcamTriviaNight',
  },
  battery: {
    dance:
      'LowBatteryDance BatteryRechargeShuffle BatteryBunnyStep BatteryPercentMoves FullBatteryFreestyle BatterySaverFreeze BatteryBarBounce BatteryChargingWiggle',
    fitness:
      'BatteryDrainHIIT BatteryPercentPushups BatteryPowerUpRun BatteryBunnyHops BatteryRechargeStretch PlankTillBatteryDies BatteryLifeLunges BatteryRecoveryJog',
    funny:
      'OnePercentBatteryPanic StealingToyBatteries DeadRemoteBatteryDrama LowBatteryFaces BatterySaverMode WhoStoleMyBattery SocialBatteryEmpty BatteryHoarderDrawer',
    prank:
      'BatteryOnePercentScreen BatteryRobotParadeWakeUp BatteriesInBackwards BatteryChargedMorning FakeLowBatteryAlert BatterySneakyCharge RemoteBatteryRefill BatteryRefilledToyCar',
    cooking:
      'BatteryFullBreakfast BatteryEnergyBars LowBatteryDinner BatteryBoostSmoothie BatteryShapedCookies BatteryRechargeRamen BatteryAAEclairs BatteryPowerPorridge',
    travel:
      'OneBatteryDayOut BatteryPackRoadTrip BatteryAt1PercentQuest BatteryLastBarSunset BatteryCampingKit BatteryOnlyWeekend BatteryFreeAdventure BatteryPaperMapDay',
    fashion:
      'SocialBatteryOutfit BatteryIconTee BatteryCordBracelet BatteryPackBagCheck LowBatteryLounge BatteryFullGlam BatteryGreenToRed BatteryNeonLimeLook',
    wellness:
      'LowBatteryRestDay BatteryPercentMoodCheck BatteryNapReset SocialBatteryRecharge BatterySaveModeOn BatterySunshineWalk BatteryLevelJournal BatteryNoScreensEvening',
    speed:
      'BatteryFastCharge BatteryRechargeRace BatterySortBySize BatteryToyReloadDash BatteryCableUntangle BeatTheBatteryDying BatteryHuntBlitz BatteryRemoteSwapRush',
    music:
      'BatteryPoweredJam LowBatteryBeat BatteryRadioRemix BatteryFullAnthem SingTillTheBatteryDies DeadBatteryBallad BatteryToyBandRemix BatteryKeyboardTune',
    art: 'BatteryIconArt LowBatteryComic BatteryMoodMeterDoodle BatteryPercentPortrait BatteryChargeBarPainting DrawYourSocialBattery BatteryCellSculpture BatteryLevelSelfie',
    pet: 'PetLowBatteryMode BatteryEmptyAfterPark DogRechargeNap BatteryDrainedKitty FullBatteryZoomies BatteryFreePuzzleFeeder BatteryLifeOfAPuppy BatteryToyMouseChase',
    gaming:
      'BatteryDiedMidGame LowBatteryBossFight BatteryPercentSpeedrun BatterySwapClutch BatteryHotPotato BatteryGuessTheCharge BatteryLeftWins BatteryRechargeRespawn',
  },
  leash: {
    dance:
      'LeashAndStrut LeashWalkTwoStep LeashOnHappyDance TangledLeashTango LeashHeelShimmy LeashWalkiesWiggle LeashCongaWithPups LeashRunwayCatwalk',
    fitness:
      'LeashJogStreak LeashWalkIntervals LeashHikeDay LeashLunges LeashHillRepeats StairClimbOnALeash LeashParkSprints LeashBenchStepUps',
    funny:
      'WhenTheLeashComesOut LeashTangleFails LeashHappyDoorDance LeashChewedAgain LeashSpellingTest LeashStopsForEveryTree LeashDogSniffsEverything LeashWhoWalksWhom',
    travel:
      'LeashCityStroll LeashTrailTrip LeashBeachBoardwalk ExploreOnALeash LeashCafeCrawl LeashWeekendAway OffLeashParkHop LeashLakesideLoop',
    fashion:
      'OutfitMatchesTheLeash LeashFitCheck BraidedRopeLeashDIY LeashAsABelt LeashCharmKeyring LeashRunwayWalk LeashCrossbodyBagHack LeashColorCoordinated',
    wellness:
      'LeashPhonePocketed MindfulLeashMinute LeashCalmStart LeashSlowSniffs LeashDecompressionWalk LeashNoRushWalkies LeashSunriseStroll LeashGratitudeLoop',
    speed:
      'LeashUntangleRace LeashTreatPouchPack ClipTheLeashFast ShoesKeysLeashGo LeashToWalkiesIn10 LeashBeatTheBark LeashHandoffRelay LeashRecallSprint',
    music:
      'LeashJingleBeat LeashBuckleBop LeashTagChime LeashClickerRhythm LeashWalkiesAnthem LeashClipClackBeat LeashSnapSnare LeashWalkPlaylist',
    art: 'BraidYourOwnLeash LeashHookMakeover LeashPatchDesign LeashLineDrawing LeashWalkSketch LeashCharmBeading LeashRackDIY LeashPawPrintStamp',
    tech: 'LightUpLeashTest LeashPetTracker LeashCamPOV LeashStepCounter LeashNightReflectorCheck LeashWalkGPSArt LeashSmartCollarAlerts LeashPhotoDiary',
  },
  tag: {
    dance:
      'TagYoureItDance ShadowTagShimmy TagMoveHandoff ChainTagGroove FreezeTagFinale TagTeamTwoStep TagInDanceCircle SalsaTagSwap',
    fitness:
      'FreezeTagCardio TagSprintIntervals BlobTagLaps TagShuttleDodges TagTeamPlankOff TagSideStepShuffle CrabWalkTag TagBurpeePenalty',
    educational:
      'TagSafeRunningTips TagChaseGeometry TagAroundTheWorld FreezeTagStrategy TagPredatorPreyDemo TagPursuitMath TagReactionTime FlashcardTag',
    cooking:
      'TagTeamCooking FreezeTagPopsicles TagChefSwap SandwichTagRelay TaggedInBakeOff TagPicnicLunch CupcakeTagIn PastaTagBattle',
    travel:
      'TagInEveryPark TagPlaygroundTour TagOnCampingTrips FreezeTagAtTheBeach TagInTheWoods TagAtTheLandmarks SnowDayTag TagAtGrandmasHouse',
    fashion:
      'TagTeamStylists TagYoureItFitCheck FreezeTagFashionPose SneakersThatWinTag TagSportyRunway TagPinniesLook TagOutfitSwap RetroTracksuitTag',
    wellness:
      'TagYoureItKindness FreezeTagBreathing TagPlayLikeAKid TagLaughTherapy TagOutTheStress BackToChildhoodTag SunsetTag TagThenStretch',
    music:
      'TagTeamSongCover TagVerseHandoff FreezeTagMusicPause TagYoureItMicDrop TagChantRemix TagRapRelay HarmonyTagChain BeatboxTagBattle',
    art: 'TagTeamMasterpiece TagYoureItMural FreezeTagPoseSketch ChalkTagTrail PhotoFinishTag TagMotionBlur TagRelayDrawing StickFigureTag',
    tech: 'LaserTagAtHome TagWithWalkieTalkies TagWithSmartwatches WasThatATagReplay TagChaseMapApp TagGreenScreenEscape TagStepCounter TagTimeLapseFromAbove',
    gaming:
      'ZombieTagOutbreak LaserTagTournament TagManhuntRound TagCaptureTheFlag TagHideAndChase TagTheFloorIsLava FlashlightTag TagBattleRoyale',
  },
  'dog toy': {
    dance:
      'DogToyShuffle DogToyTugTwirl DogToyParadeBop DogToyCharleston DogToyRopeSwing SqueakOnTheBeat TossTheDogToyTango FrisbeeDogToySpin',
    fitness:
      'DogToyRopeRows DogToyTossLunges DogToyFetchIntervals DogToyTugOfWar DogToyFrisbeeSprints DogToySquats PlankWithADogToy DogToyBurpeeBreak',
    funny:
      'DogToyHoardReveal DogToyUnderTheCouch WhereDidTheDogToyGo DogToyTierList DogToyFavoriteBetrayal DogToyCourtroomDrama OverpricedDogToyReview EulogyForADogToy',
    prank:
      'DogToyCushionSqueak SqueakyToyDoorbell DogToyLookalike DogToyGiftSwap RealOrDogToy DogToyPhoneCall DogToyInTheCerealBox DogToyInDadsSlipper',
    educational:
      'WhyDogsLoveSqueakers DogToyChoiceExperiment DogToyPuzzleLevels DogToyChewStrengthTest DogToyIQCheck DogToyBlueVsRed DogToySortByShape RecycledDogToyLab',
    cooking:
      'DogToyFrozenFill DogToyPupsicles DogToyCookies DogToyShapedCake DogToyLickMat StuffTheDogToy KibbleStuffedDogToy DogToyBiscuitBake',
    travel:
      'DogToyFromEveryTrip DogToyTravelBag DogToyBeachFetch DogToyParkHopping DogToyTrailQuest PackTheFavoriteDogToy LakeFloatDogToy SouvenirDogToyHaul',
    fashion:
      'DogToyEarrings DogToyPrintSocks DogToyBagCharm DogToyPlushBackpack DogToyGreenLook MatchYourDogsToy DIYDogToyBrooch RainbowDogToyStyle',
    wellness:
      'DogToySniffMat DogToyCalmChew DogToyQuietHour DogToyCuddleNap DogToyLickingBreak DogToyEnrichmentBox RotateTheDogToys SlowDownDogToy',
    speed:
      'DogToyCleanUpRace DogToyRetrieveDash DogToyBasketDrop DogToyHuntTimer DogToyFetchCount FiveDogToysIn60 TidyTheDogToys FastestDogToyFind',
    music:
      'DogToySqueakSymphony DogToyRemix DogToyBeatDrop DogToyJingleBall DogToyChoir DogHowlsAlong PianoDogToyJam TwinkleOnADogToy',
    art: 'DogToyRopeBraid DogToyCrochetPlush DogToyBallSculpture DogToyFeltCraft DogToyStillLife DogToyTShirtTug SketchTheDogToy ClayDogToyMini',
    tech: 'DogToyInventoryApp PupUnboxesANewDogToy DogToyStopMotion DogToyInteractiveTest DogToyDurabilityRating DogToyGlamourShots DogToySlowMo AIDesignsADogToy',
    gaming:
      'DogToyTierList DogToyBracket DogToyHideAndSeek DogToyFetchHighScore DogToyShellGame DogToyTugTournament FindTheDogToyMaze SnuffleDogToyQuest',
  },
  'tennis ball': {
    dance:
      'TennisBallBounceDance TennisBallFootwork TennisBallShuffle TennisBallKneeGroove TennisBallRacketSway TennisBallHipHop TennisBallHeelToe TennisBallBalanceBop',
    fitness:
      'TennisBallWallThrows TennisBallCatchSquats TennisBallGripSqueeze TennisBallReactionDrop TennisBallFootDrills TennisBallPlankPass BalanceATennisBall TennisBallCoreTwist',
    funny:
      'TennisBallHoardReveal TennisBallObsession TennisBallReactions TennisBallSofaRescue TennisBallWalkerFeet NotTheTennisBall TennisBallGooglyEyes TennisBallNamedSteve',
    prank:
      'TennisBallAvalanche TennisBallInTheShoe TennisBallSurpriseBox TennisBallMouthPuppet HideTheTennisBall TennisBallSmileyCrew TennisBallFruitBowl TennisBallGooglyFaces',
    cooking:
      'TennisBallCakePops TennisBallMacarons TennisBallCupcakes TennisBallTruffles TennisBallMelonScoops GameSetMatcha GlazedTennisBallDonuts TennisBallMeringues',
    fashion:
      'TennisBallYellowFit TennisBallBagCharm TennisBallClubLook TennisBallVisorStyle GameSetMatchOutfit TennisBallCourtside TennisBallNeonNails DressLikeATennisBall',
    wellness:
      'TennisBallMassage TennisBallFootRoll TennisBallBackRelief TennisBallShoulderRub SqueezeTheTennisBall TennisBallTensionMinute TennisBallNeckRelease TennisBallBedtimeUnwind',
    speed:
      'TennisBallCatchStreak TennisBallJuggleRace TennisBallPickUpDash TennisBallCanStack TennisBallBounceCount TennisBallBoySprint FiftyTennisBallRoundup TennisBallSpoonRelay',
    music:
      'TennisBallBounceBeat TennisBallDrumLine TennisBallRhythm TennisBallCanShaker TennisBallRallyTempo TennisBallAirGuitar PlayTennisBallMaracas TennisBallSingAlongToss',
    art: 'TennisBallCritterCraft TennisBallPainting TennisBallFaces TennisBallSplatter TennisBallSculpture PaintWithTennisBalls TennisBallStillLife TennisBallMosaic',
    tech: 'TennisBallLauncherTest TennisBallSlowMo AnimateATennisBall TennisBallTrickShotReplay TennisBallHawkEye TennisBallSpeedRadar TennisBallSpinCamera TennisBallGreenScreen',
    gaming:
      'TennisBallTrickShots TennisBallBucketPong TennisBallBullseye TennisBallRallyGame TennisBallCornhole TennisBallHotPotato TennisBallCopyMe TennisBallBottleBowling',
  },
  controller: {
    dance:
      'ControllerEmoteIRL ControllerArrowSteps ControllerJoystickDance DropTheControllerJig ControllerMashShuffle ControllerRumbleRumba TheControllerCombo ControllerVictoryDance',
    fitness:
      'ControllerDeathSquats ControllerThumbStretch ControllerRespawnPushUps ControllerLoadingLunges ControllerGains ControllerGameOverBurpees PlankWithTheController ControllerWallSitRound',
    funny:
      'BlameTheController ControllerLeanIntoTurns ControllerDriftDrama ControllerUnpluggedP2 ControllerExcuses WhoHasTheController ControllerRageFaces ControllerGrandmaTries',
    prank:
      'UnpluggedControllerGag ControllerSwappedButtons CardboardController ControllerHighScoreNote ControllerCakeSurprise GiftWrapTheController ControllerNoBatteries ControllerStickerMakeover',
    educational:
      'WhyControllersDrift GuessTheController HowControllerRumbleWorks ControllerErgonomicsTest InsideTheController ControllersForAllHands ControllerHistoryQuiz ControllerGripScience',
    cooking:
      'ControllerCookies ControllerDPadWaffles NoCrumbControllerSnack ControllerGummies ControllerMashPotatoes ControllerCakePops ControllerShapedPancakes ControllerPizzaNight',
    travel:
      'ControllerThriftHunt ControllerGameStoreCrawl ControllerRoadTrip ControllerTravelCase ControllerOnTheTrain ControllerArcadeHop ControllerMuseumVisit ControllerHotelPlayNight',
    fashion:
      'ControllerNailArt ControllerEarrings MatchYourControllerFit ControllerGlam ControllerColorBlock PlayerOneOutfit DripCheckController ControllerPrintHoodie',
    wellness:
      'PutTheControllerDown ControllerFreeSunday ControllerHandStretch ControllerTimeOut ControllerPauseOnStress ControllerBedtimeCutoff UnplugTheController ControllerEyeRestBreak',
    speed:
      'ControllerMashRecord FindTheControllerFast ControllerGrandPrix ControllerReflexDrill ControllerThumbsOfFury ControllerKonamiDash PairTheControllerRace ControllerComboClock',
    music:
      'ControllerChiptune JamOnYourController ControllerThemeWhistle ControllerMashBeat ControllerSoundMaker ControllerClickTrack PlayPianoOnAController ControllerRumbleRhythm',
    art: 'PixelArtController CardboardController ControllerCustomPaint SketchYourController ControllerGlowUp ControllerButtonMosaic ControllerClaySculpt ControllerStickerDesign',
    tech: 'ControllerDriftFix PhoneAsAController ControllerButtonRemap ControllerCleaningHack ControllerClipForMobile ControllerLagShowdown ControllerBatteryHack ControllerLatencyTest',
    pet: 'CatStealsMyController PetPlaysTheController PupVsController ControllerNoseBoop ControllerPawsTheGame PlayerTwoIsMyDog ControllerCuddleBreak ControllerBunnyCameo',
  },
  bed: {
    dance:
      'BedHeadBop BedtimeBoogie BedroomMirrorMoves OutOfBedShuffle BedsidePajamaParty BedComforterCapeSpin MakeTheBedMoonwalk BedPillowHugSway',
    fitness:
      'InBedStretches BedEdgeTricepDips BedPillowCrunches BedsideBurpees BedInclinePushUps BedNoSnoozeSquats SitUpInBed RollOutOfBedLunges',
    funny:
      'BedHeadReveal FittedBedSheetStruggle BedHogTimelapse BedtimeExcuses MonsterUnderTheBed WhoStoleTheBedCovers OutOfBedOlympics BedSnoringSymphony',
    educational:
      'WhyWeMakeTheBed HowMemoryFoamBedsWork BedtimeScienceQuiz BedBestSleepPosition BedMythBusters BedPillowFluffTest AncientEgyptianBeds BedSheetThreadCount',
    cooking:
      'BreakfastInBed BedTrayPancakes CroissantsInBed BedtimeCocoa BedsideBrunch BedGoldenMilkMug BedMidnightSnackPlate BedSundayWaffles',
    travel:
      'WeirdestHotelBeds BedWithAViewHunt GuestBedAtGrandmas RateEveryBed BedFortStaycation BringYourBedPillow BedAndBreakfastReview BedCampingCotTest',
    fashion:
      'OutOfBedFitCheck BedToBrunchLook BedroomToBoardroom BedSheetToga BedHeadGlowUp BedPajamasInPublic BedRobeChic BedSocksAndSilk',
    wellness:
      'MakeYourBedHabit NoPhonesInBed BedsideBookHour ThreeThingsBeforeBed EarlyToBedWeek BedLegsUpTheWall BedGratitudeList BedLavenderMist',
    speed:
      'MakeTheBedInSixty BedSheetSpeedrun BedDuvetStuffTimer BedMakingRace OutOfBedInTen BedPillowCaseSprint BedMadeBeforeToast BedStripAndRemake',
    music:
      'InBedSingAlong BedLullabyCover BedAlarmRemix BedHeadBallad BedtimeBeatbox BedHairbrushKaraoke BedframeDrumSolo BedSpringBassline',
    art: 'BedSheetTieDye BedsideDreamDoodle BedCanopyCraft BedHeadPortrait PaintYourBedPillowcase UnmadeBedStillLife BedroomWallMural BedQuiltPatchwork',
    tech: 'BedsideTechSetup BedSunriseLamp BedSleepTrackerTest UnderBedLEDGlow BedtimeSoundsShowdown NoPhoneInBedHack BedAlarmAppFaceOff BedNightModeScreen',
    pet: 'DogStealsTheBed CatMakesTheBed KittenBedSheetAmbush WhoOwnsTheBed BedtimeStoryForFido UpOnTheBedTrick GoToYourBed BedPillowThief',
    gaming:
      'InBedGameNight BedPillowFortTrivia BeatItBeforeBed BedSockTossTarget BedsideCardDuel UnderTheBedCoversCoop OneMoreLevelThenBed BedSheetTentQuest',
  },
  cloud: {
    dance:
      'CloudNineDance CloudWalkGlide StormCloudStomp FloatLikeACloud CloudShadowDance CloudRaindropDance CloudCottonBallShuffle CloudDreamySway',
    fitness:
      'CloudChaserRun CloudyDayHike CloudPunchCardio CloudBurstHIIT CloudSquatsOutside CloudGazeStretch CloudPillowPlank CloudJumpingJacks',
    funny:
      'CloudShapeArguments CloudLooksLikeMyDog CloudOverMyHeadOnly CloudStoleMySun CloudWeatherReporter CloudChickenLittle ThatCloudIsMe CloudNarratorVoice',
    educational:
      'CloudTypesQuiz HowCloudsForm WhyCloudsAreWhite CloudInAJarExperiment WeighACloudMath NameThatCloud CloudSpotterLog PredictRainFromClouds',
    cooking:
      'CloudBread CloudEggs FluffiestCloudPancake CottonCandyClouds CloudNineCheesecake CloudCoffeeWhip CloudMeringueKisses CloudFluffySmoothie',
    fashion:
      'CloudPrintFitCheck StyleYourCloudSlides DressLikeACloud CloudPuffSleeves CloudWhiteOutfit CloudSilverJewelry CloudyDayLayers CloudEarringsDIY',
    wellness:
      'CloudWatchingBreak CloudNineGratitude BreatheWithTheClouds ThoughtsAsClouds CloudSilverLining LieBackAndDrift CloudCountMeditation CloudJournalingSunday',
    speed:
      'CloudSketchIn30 FiveCloudAnimalsFast BeatTheCloudShadow CloudInAJarRace CloudTypesQuickQuiz CloudCottonBallBlitz CloudShapeSpotOff CloudNamingCountdown',
    music:
      'SongForEveryCloud LofiCloudBeat HeadInTheCloudsCover CloudShapeMelody CloudHarmonyDuet CloudNineChorus CloudLullabyHum CloudDaydreamPlaylist',
    pet: 'PetLooksLikeACloud CloudWatchingPuppy CloudPillowCatNap CloudNineBellyRubs CloudOrFurballGuess CloudThunderCuddles FluffballVsCloud CloudBunnyLookalike',
  },
  river: {
    dance:
      'RiverDanceRemix RiverbankShuffle RiverPicnicBoogie RiverCurrentSway RiverWaveArmRoll RiverMeadowWaltz FlowLikeARiver IrishJigByTheRiver',
    funny:
      'RiverTubingChaos RiverDuckStandoff RiverPicnicAntInvasion LazyRiverSnooze RiverDocumentaryVoice RiverOtterImpression CryMeARiverActing RiverGooseDrama',
    prank:
      'RiverPicnicSurprise RiverRockMessage RiverStoneHeartTrail RiverPaperBoatNotes RiverTallTale RiverPostcardMailbox RiverPineconeCritters RiverMonsterSighting',
    educational:
      'HowRiversShapeLand LongestRiversQuiz RiverMeanderModel WhoLivesInTheRiver RiverSpeedOrangeTest RiverWatershedMap RiverBugsUnderRocks RiverWaterCycleJar',
    cooking:
      'RiverbankSnackBoard RiverRockCookies RiversidePicnic RiverChilledMelon RiverCoolerWraps RiverDayPastaSalad RiverFishTacoNight RiverSandwichLunch',
    fashion:
      'RiverRaftingFit RiverQuickDryLayers RiverSunHatStyle RiverTubingOutfit RiverSandalLook MakeRiverShoesCute DressForTheRiverDay RiverLinenShirtStrut',
    wellness:
      'ListenToTheRiver RiversideJournaling RiverSunsetSit RiverLeafFloatRelease RiverSoundsSleepTrack RiverPhotoGratitude RiverMorningStretch RiverBenchMeditation',
    art: 'RiverRockPainting RiversideWatercolor RiverLongExposure BalanceRiverStones RiverDriftwoodSculpt RiverReedWeaving RiverReflectionShot RiverLeafPressing',
    tech: 'RiverSunsetTimelapse RiverWaterQualityTest RiverStoneSkipSlowMo RiverSoundRecorder RiverFlowDataDashboard NameEveryRiverBird RiverSatelliteTrace RiverMapAppRoute',
    pet: 'RiverStickFetch PupsFirstRiverDay RiverSplashZoomies DogPaddleTheRiver RiverBluePetBlanket RiverShakeInSlowMo SniffTheRiverbank RiverBunnyDigBox',
  },
  pond: {
    dance:
      'DuckPondWaddle PondFrogKneeBounce PondRippleSway PondDragonflyFlutter DanceByThePond PondGoldfishGlide PondSwanLake PondStoneSkipStep',
    fitness:
      'PondTurtlePlankHold PondFrogSquats PondLapJog PondBenchDips DuckWalkAroundThePond PondsideYoga PondLoopSprints PondBridgePushups',
    funny:
      'PondDuckVoiceover FrogKingOfThePond PondDragonflyNarrator PondSwanDrama PondTurtleLogLineup PondLifeSoapOpera TalkShowAtThePond NatureDocPondSpoof',
    educational:
      'WhatLivesInAPond PondWaterMicroscope HowPondLilyPadsFloat PondFrogSoundsQuiz PondDragonflyLifeCycle WhyPondsFreezeOnTop BuildAPondFoodChain PondPlantOxygenTest',
    cooking:
      'PondJellyCups PondLilyPadCookies PondFrogCupcakes DuckPondCake PondPicnicPinwheels PondTurtleMelonBowl PondSwanPuffs MudPondBrownies',
    speed:
      'PondStoneSkipRecord PondBoatRace PondAnimalsQuickfire PondDuckCountDash PondWordSearchSprint PondLilyPadRelay LapThePond SketchThePondIn60',
    music:
      'PondFrogChorus PondQuackRemix PondBullfrogBass PondSoundsBeat PondPlunkDrums PondDawnRecording SerenadeThePond UkuleleAtThePond',
    tech: 'PondTimelapse PondWaterQualityTest PondPanoramaChallenge PondRippleSlowMo PondBugMacroPhoto PondBirdSongAppID RecordThePondFrogChoir SoundMapThePond',
    pet: 'PondKoiFeedingTime PondPrintCatBed PondPicnicWithMyDog PupVsPondReflection PondTurtleBasking BackyardPondBuddies PondSelfieWithMyPet PondSniffAround',
    gaming:
      'PondFroggerHighScore PondWildlifeBingo ISpyAtTheDuckPond PondLeafBoatRace PondFrogHopscotch PondMagnetFishingGame PondCritterCharades SkipStonesPondDuel',
  },
  desert: {
    dance:
      'DesertDuneShuffle DesertMirageMoonwalk DesertSandStomp DesertTumbleweedTwirl DesertHeatWaveDance DesertCactusFreeze DesertSnakeArms DesertCamelWalk',
    fitness:
      'DesertSunSalutation DesertLizardCrawl DesertCactusYoga DesertSandSquats DesertDawnBurpees DesertShadeStretch DesertCanteenCarry DesertDuneLunges',
    funny:
      'DesertOrDessertMixUp DesertSandEverywhere DesertLizardStandoff LostInTheDesertSkit DesertTumbleweedSilence DesertMirageTakeout DesertDocumentaryVoice DesertCamelImpression',
    prank:
      'DesertDessertSwap DesertCactusCake DesertTumbleweedRoll FakeDesertVacationPics LivingRoomDesert DesertPlushCamelInBed DesertSunsetBedroom DesertPostcardFromMars',
    educational:
      'DesertSurvivalScience DesertFlowerBloomFacts WhyDesertsAreDry IsAntarcticaADesert DesertOrNotQuiz DesertSandDuneModel DesertDayNightTempLog DesertAnimalAdaptations',
    cooking:
      'BakeADesertDessert DesertSandPudding DesertDateShake DesertMirageMocktail DesertCactusCupcakes DesertSolarSmores DesertPricklyPearPops DesertCouscousSalad',
    fashion:
      'DesertNeutralsFit DesertToneLayers DesertExplorerOutfit DesertMirageChic DressLikeADesertSunset DesertBohoLook DesertCowboyBoots DesertLinenScarf',
    wellness:
      'DesertStargazing DesertSunsetBreathing DesertStillness DesertSilenceHour DesertSunriseStretch MindfulDesertWalk DesertWindSleepSounds DesertZenTray',
    speed:
      'DesertDoodleDash DesertTriviaRapidFire DesertTentPitchBlitz DesertHikePackIn60 DesertAnimalQuickQuiz DesertJigsawTimer DesertCanteenRelay DesertWordRace',
    art: 'DesertSandArtBottle DesertCactusWatercolor DesertOmbreSketch PaintTheDesertSky DesertSilhouetteShot DesertStoneStacks DesertSunsetCollage DesertClayLizard',
    tech: 'DesertStarCam EndlessDesertPanorama DesertOfflineMap DesertSunsetTimelapse DesertForecastVsReality DesertMacroSandShot DesertSolarCharge DesertVirtualTour',
  },
  microphone: {
    dance:
      'MicrophoneDropFinale MicrophoneStandTango MicrophoneCordTwirl DanceWithTheMicrophone MicrophoneStageStrut HairbrushMicrophoneStar MicrophoneLimbo MicrophoneSpotlightSpin',
    fitness:
      'MicrophoneRunAndSing MicrophoneCheckBurpees MicrophonePlankHum MicrophoneJogAlong MicrophoneBreathDrills MicrophoneSquatSong MicrophoneWallSit MicrophoneJumpingJacks',
    funny:
      'MicrophoneCheckOneTwo MicrophoneFeedbackFail MicrophoneInterviewDad DramaticMicrophoneDrop MicrophoneHairbrushRock MicrophoneDinnerTalkShow MicrophoneNewsAnchor MicrophoneWeatherReport',
    prank:
      'MicrophoneVoiceChanger MicrophoneArenaIntro MicrophoneDinnerCall SurpriseMicrophoneNight SecretMicrophoneDJ MicrophoneWelcomeHome MicrophoneToastAmbush MicrophoneWakeUpRadio',
    educational:
      'HowMicrophonesWork WhyMicrophonesSqueal MicrophoneShootout MagnetMicrophoneDIY MicrophoneBlindSoundTest MicrophonePickupMap MicrophoneVoiceWaveforms MicrophoneRoomAcoustics',
    cooking:
      'MicrophoneCakePops MicrophoneKitchenSounds MicrophoneCupcakeDecor MicrophoneASMRCooking MicrophoneCrunchySnacks MicrophoneChefShow MicrophoneMealReview MicrophoneRecipeNarration',
    travel:
      'MicrophoneMuseumNarration MicrophoneCitySounds MicrophoneStreetPoll MicrophoneTourGuide MicrophoneKaraokeCrawl MicrophoneNatureHike MicrophoneLocalAccents MicrophoneTravelPodcast',
    fashion:
      'MicrophoneFitCheck MicrophonePopStarCosplay MicrophoneStageLook MicrophoneGlamMakeup DressLikeALeadSinger RhinestoneMicrophone MicrophoneReadyBlazer MicrophoneHeadsetStyle',
    wellness:
      'MicrophoneAffirmations MicrophoneVoiceJournal BraveMicrophoneDebut MicrophoneBreathwork MicrophoneHumToRelax MicrophoneSingItOut MicrophoneStoryHour MicrophoneGratitudeMemo',
    speed:
      'MicrophoneSpeedRap MicrophoneAlphabetDash AuctioneerMicrophone MicrophoneCableCoil FastestMicrophoneSetup MicrophonePodcastIn60 MicrophonePassRelay MicrophoneTongueTwisters',
    music:
      'MicrophoneFreestyle MicrophoneHarmonyStack MicrophoneBeatbox MicrophoneCoverSong PassTheMicrophone MicrophoneKaraokeKing MicrophoneCrooner MicrophoneAcapellaLoop',
    art: 'DesignADreamMicrophone RetroMicrophoneDrawing BedazzleAMicrophone MicrophoneClayModel MicrophoneSilhouette MicrophoneStageLights SketchTheMicrophone MicrophoneCardboardCraft',
    pet: 'MicrophoneHowlDuet MicrophoneHamsterASMR PurrIntoTheMicrophone DogMeetsMicrophone MicrophonePetInterview CatStealsTheMic MicrophoneBarkBack MicrophoneMeowAlong',
    gaming:
      'MicrophoneSquadCallouts MicrophoneSingOff MicrophoneGameShowHost KaraokeMicrophoneDuel MicrophoneVoiceSpeedrun MicrophoneLiveCommentary MicrophoneTriviaNight MicrophoneWhisperChain',
  },
};
