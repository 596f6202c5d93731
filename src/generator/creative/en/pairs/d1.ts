import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  pizza: {
    dance:
      'PizzaDeliveryShuffle PizzaDoughTwirl PizzaPartyConga PizzaSliceSway PepperoniPopAndLock MoonwalkToThePizza ShimmyForPizza PizzaArrivalHappyDance',
    fitness:
      'PizzaBoxCarry PizzaSliceSquats EarnYourPizza RepsPerPepperoni WalkToThePizzeria PizzaNightPlank PizzaCrustCrunches BurpeesBeforePizza',
    funny:
      'PizzaCheesePullFail PineapplePizzaDebate WhoAteMyPizza LastSliceStandoff WhenThePizzaArrives CrustEatersAnonymous PizzaSommelier PizzaToppingConfessions',
    prank:
      'PizzaLookalikeCake PizzaBoxFullOfVeggies PizzaEmojiOnlyTexts DessertPizzaSwap SpellItInPepperoni PizzaPlushSurprise PizzaStickerSneak PizzaPillowOnTheirBed',
    travel:
      'PizzaCrawl PizzaOnAParkBench HiddenPizzeriaHunt PizzaPlaceByBike CheapestPizzaInTown PizzaRatingRoadTrip PizzaSliceWithAView TryANewPizzaSpot',
    speed:
      'PizzaBoxFoldRace PizzaToppingSpeedrun OrderPizzaIn30Seconds TenMinutePizza BeatTheDeliveryGuy EightEvenSlicesFast PizzaDoughStretchRace MiniPizzaBlitz',
    music:
      'PizzaBoxDrumSolo PizzaOrderRap SingToThePizzaOven ThatsAmoreCover OperaForThePizza PepperoniPercussion WriteAPizzaJingle PizzaSliceBeatbox',
    tech: 'RatePizzaWithAnApp PizzaSliceARFilter AIPizzaToppings PizzaCheesePullSlowMo PizzaTrackerVsReality PizzaStopMotionBuild PizzaDoughRiseTimeLapse PizzaPhotoGlowUp',
    educational:
      'PizzaFractions PizzaAreaMath WhyPizzaCheesePulls GuessThePizzaStyle PizzaDoughGlutenTest YeastInABalloon PizzaBoxGeometry MeasurePiWithPizza',
    fashion:
      'PizzaNightFitCheck PizzaCharmEarrings DressLikeAPizzaSlice PepperoniPolkaDots PizzaPartyOutfit PizzaSocksStyling PizzaBoxRunway PizzaChefApronLook',
  },
  hoodie: {
    dance:
      'HoodieShuffle HoodieSleeveWave HoodieZipGroove OversizedHoodieSway HoodUpHustle HoodieShoulderShimmy HoodieRobotMoves HoodiePocketPopLock',
    fitness:
      'HoodieStairClimb HoodieJumpRope HillSprintsInAHoodie PlankInYourHoodie HoodUpHIIT HoodieWallSitHold SweatshirtShadowbox HoodieBurpeeBlast',
    funny:
      'HoodieThief HoodieStringStruggle LostInMyHoodie HoodiePocketMystery DrawstringGoneForever ShrunkInTheWash HoodieTurtleMode HoodieInJuly',
    prank:
      'HoodieSwapSurprise HoodieClipOnCatEars HoodiePocketNote HoodieGooglyEyes HoodieSmileyPatch HoodieTeddyStowaway GiantHoodieForTwo HoodieSleevesKnotted',
    educational:
      'HowHoodiesAreMade WhyHoodiesHaveStrings HoodieFabricQuiz HoodieStainRemovalTips FromCottonToHoodie MonksWoreItFirst HoodieCareLabelDecoded HoodieWarmthTest',
    cooking:
      'HoodiePocketSnacks HoodieWeatherSoup HoodieSeasonChili HoodieNightPopcorn HoodUpHotCocoa CozyHoodieDumplings BakeInYourHoodie HoodieOatmealMorning',
    speed:
      'HoodieZipUpDash HoodieInsideOutFlip FoldAHoodieIn5 TenHoodiesOnAtOnce HoodieStringRethread HoodieLayeringBlitz HoodieStackSprint HoodieQuickChangeRelay',
    tech: 'HoodiePocketTechTour HoodieQRCodePatch DesignAHoodieOnMyPhone VirtualHoodieTryOn HoodieSelfieTimerPose EarbudsThroughTheHoodie HoodieTimelapseTieDye HoodieStopMotionFold',
    gaming:
      'CozyHoodieGameNight HoodieAvatarMatch HoodieRockPaperScissors HoodieTreasureHunt HoodieHotPotato HoodieFreezeTag HoodieColorTeams HoodieCharadesRound',
    wellness:
      'HoodieCozyNight HoodieEveningWalk SoftHoodieSunday JournalInAHoodie HoodUpTuneOut SweatshirtSelfCare HoodieRainyDayReading HoodieMorningCoffee',
    music:
      'HoodieAcousticCover HoodieRapFreestyle HoodieZipperPercussion SingInYourHoodie HoodieBeatboxBreak SweatshirtSerenade HoodieBedroomConcert HoodieHumAlong',
    pet: 'PetInMyHoodie HoodieCatHideout HoodieNapThief HoodieScentForPuppy KangarooPocketKitten HoodieLapDogCuddle HoodieSniffAndSeek HoodieBunnySnuggle',
  },
  garage: {
    dance:
      'GarageFloorFreestyle GarageToolBeltTwoStep GarageWorkbenchShuffle GarageRobotMoves GarageCarWashGroove GarageBandBoogie GarageMoonwalkOff GarageRockHeadbang',
    fitness:
      'GarageSpareTireLift GarageWallSits GarageStepUpSets GaragePaintCanCurls DrivewaySprintLadder GarageStrongman GarageFarmerCarry GarageJumpRopeCount',
    cooking:
      'GarageHangoutNachos GarageFreezerMeals GarageTailgateSnacks GarageSaleLemonade PizzaNightInTheGarage GarageIceCreamBar GaragePicnicSandwiches GarageSmoothieStand',
    travel:
      'GarageSaleRoadTrip HardwareStoreGarageRun GarageCarShowDay GarageMuseumVisit GarageFindsFleaMarket HikeFromYourGarage GarageDoorDecorWalk GarageCampingGearPack',
    wellness:
      'GarageHammockNap GarageTinkerTime GarageCraftAfternoon GarageDeclutterDay GaragePlantRepotting GarageStretchBreak GarageDoorSunrise GarageJournalCorner',
    music:
      'GarageBandJam GarageRockCover GaragePaintCanDrums GarageWorkbenchBeat GarageBucketDrummer GarageDoorDrumroll GarageEchoSingAlong GarageWrenchChimes',
    art: 'GarageLicensePlateArt GarageBottleCapMosaic GarageScrapSculpture GarageDoorChalkArt GarageWoodCraft GarageStencilSpray GarageJunkRobot GarageCardboardDiorama',
    tech: 'GarageLEDStripGlowUp PhotoEveryGarageTool GarageBeforeAndAfter GarageSmartPlugReveal GarageCleanupTimelapse GarageDoorAppTest GarageQRCodeBoxes GarageSpeakerSetupTour',
    pet: 'CatOnTheCarHood DogHearsGarageDoor GarageToyBuildForPets GarageDogSpaDay GarageAgilityCourse GarageBoxCatCastle GarageHelperPup GarageHamsterMaze',
    gaming:
      'GarageBeanBagToss CornholeKingOfTheGarage GarageBottleBowling RainyDayGarageChess RetroConsoleInTheGarage PingPongInTheGarage GarageChalkHopscotch GarageFoosballFinals',
  },
  dog: {
    dance:
      'DogLegWeaveDance CopyMyDogsMoves DogWalkStrut PawsUpTwoStep WhoLetTheDogsOut DoggoDiscoDuo DogTailWagShuffle DanceForDogTreats',
    fitness:
      'DoggoSprintOff RunWithYourDog DogaYogaFlow TugOfWarWithYourDog MatchTheZoomies FetchAndFlex DogPacePowerWalk DogTreatSquats',
    educational:
      'ReadDogBodyLanguage DogNoseTestThreeCups DogTailWagQuiz DogPicksTheBlueToy DogYearsDebunked GuessThatBreed TeachYourDogANewWord WhyDogsTiltHeads',
    travel:
      'DogsFirstBeach HikeWithYourDog DogRatesNewParks CitySniffSafari PackingForMyDog RoadTripWithRover DogFriendlyCafeHop DogCampingWeekend',
    fashion:
      'DogFurProofOutfit DogRaincoatRunway DogPrintTeeStyled MatchMyDogsCollar DogHairDontCare BandanaGlowUp DogWalkOOTD DogSweaterKnitAlong',
    wellness:
      'MindfulDogWalk DogCuddleBreak LetYourDogSniff WhatMyDogTaughtMe NapLikeYourDog TenMinutesWithMyDog DogBrushingCalm DogSunbeamSnooze',
    art: 'DogPawPainting PaintYourDogBadly OneLineDogDrawing DogWrongHandSketch RenaissanceDogPortrait PawcassoMasterpiece DogClaySculpture DogSilhouetteCutout',
    tech: 'DogCamWhileImOut DogTranslatorAppTest TalkingButtonsForDogs VideoCallMyDog DogSlowMoShake DogReactsToFaceFilter DogTreatDispenserHack DogPhotoPortraitMode',
    gaming:
      'DogTreatTreasureHunt DogHideAndSeek DogSolvesPuzzleToy DogTrickHighScore DoggoShellGame FetchQuest DogMusicalSits DogNoseWorkChallenge',
  },
  'rainy day': {
    dance:
      'RainyDayPuddleStomp RainyDayUmbrellaTwirl RainyDayKitchenDisco SinginInTheRain WellyBootWiggle RainyDayShuffle RainyDayDanceOff RainyDayLivingRoomConga',
    fitness:
      'RainyDayStairClimb RainyDayHallwaySprints RainyDayPuddleHops RainyDayJumpingJacks RainyDaySofaSquats SweatOutTheStorm RainyDayPlankOff RainyDayYogaFlow',
    prank:
      'RainyDayUmbrellaConfetti RainyDayPaperBoatNote RainyDayDuckInvasion RainyDayFakeForecast RainyDayRainbowCard IndoorBeachAmbush RainyDayWindowMessage RainyDayBootSwap',
    cooking:
      'RainyDaySoup RainyDayCinnamonRolls GrilledCheeseRainyDay PotPieForARainyDay RainyDayHotCocoaBar ComfortFoodCookOff RainyDayDumplingFold RainyDayBananaBread',
    music:
      'RainyDayPianoImprov RainyDayBucketDrums LofiForARainyDay RainyDayWindowDrumming SinginInTheRainCover PitterPatterBeat RainyDayRainstick RainyDayKaraokeNight',
    art: 'RainyDayWatercolor RainyDayCardboardCity RainyDayWindowDoodle PaintARainyDayPuddle DrawTheDrizzle UmbrellaMakeover RainyDayCollageBox RainyDayClayCreatures',
    pet: 'RainyDayZoomies RainyDayHallwayFetch RainyDayPetFort DogRefusesRainyWalk CatVsRaindrops PupInPuddleBoots RainyDayTreatHunt RainyDayBunnyObstacles',
    gaming:
      'RainyDayGameNight RainyDayCardTourney RainyDaySnakesAndLadders ChessOnARainyDay RainyDayHideAndSeek RainDelayRematch RainyDayBlockTowerDuel RainyDayTwentyQuestions',
    wellness:
      'RainyDayNap RainyDayTeaTasting ListenToARainyDay RainyWindowWatching RainyDaySlowStretch ReadingNookRainyDay RainyDayBubbleBath RainyDayGratitudeList',
    travel:
      'RainyDayCityWalk RainyDayMuseumTrip RainyDayCafeHop RainyDayAquariumVisit RainyDayTrainRide UmbrellaPhotoTour RainyDayBookshopCrawl RainyDayLibraryDate',
    speed:
      'RainyDayGearUpRace RainyDayPuzzleSprint RainyDayRaindropDerby TenMinuteRainyDayFort BootsAndCoatDash BeatTheDownpour RainyDayBuildingBlitz RainyDayToyCleanupRush',
  },
  'first day': {
    dance:
      'FirstDayHallwayStrut FirstDayBackpackBop BusStopBoogie ShakeOffFirstDayJitters NewKidCoolMoves FirstDayFreezeFrame FirstDayClassroomConga FirstDayHappyFeet',
    fitness:
      'FirstDayAtTheGym CouchToFiveKStart FirstDayPushUpTest FirstDayMileWalk FirstDayStepGoal FirstDayParkJog FirstDayYogaFlow FirstDayJumpRope',
    prank:
      'FirstDayLunchboxNote FirstDayChalkDriveway FirstDayPlushMascot FirstDayBalloonDoor FirstDayPencilCaseJoke FirstDayGooglyEyes FirstDaySmileyToast FirstDayBananaMessage',
    cooking:
      'FirstDayPancakeFaces BackToSchoolCookies FirstDayBentoBox FirstDayWaffleStack FirstDaySmoothieBowl AfterClassSnackAttack FirstDayToastArt FirstDayLunchboxDuel',
    wellness:
      'FirstDayPepTalk FirstDayWorryStones FirstDayDeepBreaths NightBeforeJournal FirstDayButterflies YouveGotThisFirstDay FirstDayCalmBreakfast FirstDayAffirmationCards',
    tech: 'ClassScheduleWidget FirstDayVideoDiary FirstDayHomeScreen FirstDayDeskSetup BackpackTechKit FirstDayAlarmTest FirstDayTextRecap FirstDayPlannerApp',
    educational:
      'FirstDayFunFactIntro FirstDayIcebreakers FirstDaySchoolMap FirstDayGoalSetting FirstDayTimeCapsule FirstDayClassroomTour FirstDayNameGame FirstDayStudyPlanner',
    music:
      'FirstDayWalkUpSong FirstDayCarKaraoke SchoolBellRemix FirstDayPepTalkRap FirstDayDrumRoll LockerComboBeat FirstDayHypeChant FirstDayKazooMarch',
    travel:
      'FirstDayInANewCity FirstDayBlockWalk FirstDayCampusTour GetLostOnDayOne PracticeRunCommute FirstDayFoodHunt FirstDayLocalLandmarks FirstDayBusAdventure',
    gaming:
      'FirstDayTutorialLevel FirstDayWouldYouRather FirstDayQuestLog FirstDayBossBattle PickYourFirstDayClass HallwayBingoCard FirstDayAchievements FirstDayGuessWho',
  },
  car: {
    dance:
      'ParkedCarDance CarWiperArmWave CarpoolShuffle CarWashShimmy CarKeysHandJive PassengerSeatGroove CarAlarmChoreo DrivewayCarBoogie',
    fitness:
      'CarWashWorkout RoadTripStretch CarWaxArmBurn PitStopPushUps CarJourneyNeckRolls CarTrunkLoadLift CarVacuumCardio ParkedCarCalfRaises',
    cooking:
      'CarShapedCake CarTailgateChili DriveInCarDinner RaceCarCupcakes RoadTripSnackAttack TrunkPicnicChallenge CarRideSandwichPrep CarMovieNightNachos',
    fashion:
      'CarFitCheck DressLikeYourCar CarPrintTeeStyling CarShowSundayBest RoadTripOOTD ClassicCarCouture CarKeyringCharms CarSunglassesLineup',
    speed:
      'CarPackingRace CarWashSpeedRun FindMyCarKeysFast ToyCarPitStop CarTrunkPackOff CarVacuumBlitz CarGroceryUnloadIn60 CarDashboardDustOff',
    music:
      'CarpoolSingAlong CarTrunkConcert CarThemeTuneCover ParkedCarKaraoke WindowsDownAnthem CarWashShanty CarRadioScanGuess CarKeysJingle',
    art: 'DreamCarDrawing CarClayModel ToyCarPaintTracks CarHubcapMandala DustyCarMasterpiece FoggyWindshieldDoodle CardboardCarBuild CarSketchFromMemory',
    funny:
      'TypesOfCarPassengers WhereDidIParkMyCar CarNamingCeremony CarBackseatDriver AreWeThereYet CarFrontSeatFeud CarSatNavImpression CarSnackInspection',
    gaming:
      'CarMemoryMatch CarRacingTimeTrial CarSpottingBingo BackseatCarTrivia CarColorCountingDuel LicensePlateHunt CarAlphabetGame CarTwentyQuestions',
  },
  sneeze: {
    fitness:
      'SquatEverySneeze SneezeProofPlank SneezeSeasonStretch PushUpPerSneeze BlessYouBurpees AchooAbs SneezeStreakSitUps SneezeCountJumpingJacks',
    travel:
      'SneezeOnAPlane SneezeMuseumDayOut BeachTripNoSneezing SneezeCountRoadTrip PollenFreeGetaway SneezeProofPacking WorldSneezeSounds SneezeAtTheFlowerGarden',
    tech: 'SneezeSlowMo SneezeSoundDetector CountMySneezesApp SneezeFaceFilter PurifierVsSneezeSeason SneezeVsSmartSpeaker SneezeDecibelDuel SneezeCaughtOnVideoCall',
  },
  'hula hoop': {
    dance:
      'HulaHoopHipsDontLie HulaHoopBodyWave HoopThereItIs HulaHoopFreezeDance HulaHoopSpinAndStep LearnThisHulaHoopCombo HulaHoopHustle MoonwalkWithHulaHoop',
    travel:
      'HulaHoopAtLandmarks HoopingInThePark HulaHoopDayTrip HoopWithAView BeachHoopingSunset TakeYourHulaHoopHiking HulaHoopAroundTown HulaHoopHotspots',
    fashion:
      'HulaHoopFitCheck MatchYourHulaHoop HoopEarringStack HulaHoopInASundress PoodleSkirtHulaHoop SpinInSequins HulaHoopRunway RetroHulaHoopLook',
    pet: 'HulaHoopDogJump CatThroughTheHoop HulaHoopPuppyAgility HoopDeDoggo HulaHoopTreatTrail PetVsHulaHoop HulaHoopRollChase PupHulaHoopLeap',
    gaming:
      'HulaHoopRingToss HulaHoopSimonSays HulaHoopColorCall HulaHoopLevelUp BackyardHoopOlympics HulaHoopBeanBagGolf PassTheHulaHoop HulaHoopHopscotch',
    wellness:
      'HulaHoopFlowState HulaHoopInnerChild SpinToUnwind HoopYourStressAway HulaHoopAndBreathe HulaHoopAtSunset MindfulHulaHoop HulaHoopLunchBreak',
  },
  mowing: {
    prank:
      'MowingToyMowerSwap SecretMowingFavor MowingGnomeTakeover MowingBalloonWelcome MowingHeroMedal SurpriseStripedLawn MowingLemonadeDelivery MowingDrivewayDoodle',
    cooking:
      'MowingDayLemonade AfterMowingSmoothies PostMowingPastaSalad MowingMunchies IcedTeaForTheMower YardWorkPicnic MowingBreakPopsicles MowingDayWatermelon',
    gaming:
      'MowingMiniGolf MowAMazeInTheYard RealLifeMowingQuest LawnmowerBingo GoTouchGrass MowingHighScore MowEveryTile MowingTriviaFaceOff',
    music:
      'LawnMowerHumBeat MowingWorkSong WhistleWhileMowing SprinklerTickTempo MowingBucketDrums MowTownGroove MowingDoneVictoryChant MowingRakeStrumSolo',
    tech: 'MowingStepCountReveal MowingStripeDesigner MowingBatteryShowdown ElectricVsGasMower ToyLawnmowerStopMotion HowLoudIsMyLawnmower TimelapseMyMowing MowingPlannerApp',
  },
  toothbrush: {
    dance:
      'ToothbrushMicGroove ToothbrushShimmy FlossAfterToothbrush TwoMinuteToothbrushBop BrushAndBoogie ToothpasteTwist ToothbrushRobotDance ToothbrushBatonTwirl',
    prank:
      'ToothbrushGooglyEyes ToothbrushBowTie GiantToothbrushSwap ToothbrushMirrorNote ToothbrushPaperCape ToothbrushTinyHat ToothbrushWithAMustache ToothbrushInTheFridge',
    fashion:
      'BrushUpYourBrows ToothbrushWhiteSoles SuedeToothbrushRescue ToothbrushSplatterTee SneakerScrubRevival ToothbrushNailArt ToothbrushDenimFray ToothbrushJewelryClean',
    pet: 'ToothbrushPupReaction CatMeetsToothbrush DogFingerToothbrush ToothbrushTreatReward DoggyDentalDay PearlyWhitesPet ToothbrushKittenGroom ToothbrushPuppyPatience',
    educational:
      'ToothbrushPlaqueDye ToothbrushAgeCheck FirstToothbrushEver SpinVsManualToothbrush WhyTwoMinutes ToothbrushBristleZoomIn ToothbrushAngleLesson ToothbrushRecycling101',
    tech: 'ToothbrushBristlebot SmartToothbrushTest ToothbrushTimerAppDuel SlowMoToothbrushCam ToothbrushStopMotion BrushScoreShowdown ToothbrushBristleMacro ToothbrushUnboxing',
    travel:
      'ToothbrushPackingHack ForgotMyToothbrushTrip ToothbrushRoadTripKit ToothbrushWithAView ToothbrushCarryOnCheck ToothbrushByTheCampfire ToothbrushTravelCase ToothbrushAtTheRestStop',
    wellness:
      'MindfulToothbrushing ToothbrushBedtimeCalm ToothbrushAffirmations ToothbrushHabitStreak BrushAndBreathe MirrorPepTalk ToothbrushLeftHanded ToothbrushMorningSmile',
  },
  morning: {
    prank:
      'MorningTeddyGuest MorningMirrorMessage MorningJokeOnTheFridge GoodMorningGooglyEyes WakeUpToBalloons MorningAlarmAnthem MorningBananaPhone MorningStickyNoteTrail',
    travel:
      'SunriseChaser MorningBakeryCrawl FirstTrainOutOfTown EarlyMorningHike MorningMarketDash GoodMorningFromHere MorningCafeHop MorningBirdwatchWalk',
    wellness:
      'MorningGratitudeList MorningJournalPage PhoneFreeFirstHour MindfulMorningTea SlowMorningSunday SunriseStillness MorningMakeYourBed MorningGlassOfWater',
    tech: 'MorningAppAudit SmartAlarmTest SleepTrackerScore AutomateMyMorning MorningHomeScreenTour MorningVoiceCommands TimelapseMyMorning MorningPlaylistBuilder',
  },
  spatula: {
    dance:
      'SpatulaShuffle SpatulaSwayAlong SpatulaFlipStep SpinTheSpatula SpatulaCongaLine SpatulaFreezeDance SpatulaSalsa SpatulaMicMoonwalk',
    funny:
      'DramaticSpatulaFlip SpatulaDadAtTheGrill WhoTookMySpatula SpatulaSwordFight SpatulaLifeCoach SpatulaPuppetShow SpatulaHighFive SpatulaAsAMicrophone',
    educational:
      'SiliconeVsMetalSpatula SpatulaLeverPhysics SpatulaInFiveLanguages SpatulaHistoryIn60s WhySmashBurgersBrown PancakeFlipScience SpatulaOrTurnerQuiz SpatulaTypesCompared',
    tech: 'SpatulaFlipSlowMo AIJudgesMySpatulaSkills SpatulaPhotoMidToss StopMotionSpatulaDance SpatulaRecipeAppTest SpatulaTimelapseBake SpatulaDuetWithAChef SpatulaTrickShotEdit',
    gaming:
      'GoldenSpatulaHunt SpatulaSimonSays EggAndSpatulaRace SpatulaHockeyShootout BurgerStackOff SpatulaBeanBagFlip SpatulaMiniGolf SpatulaBalloonKeepUp',
    travel:
      'SpatulaDinerCrawl FoodTruckSpatulaFaceOff SpatulaFlipsAtThePark PackYourSpatula SpatulaMarketHunt SmashBurgerSafari SpatulaCampStoveTrip SpatulaCookingClass',
    speed:
      'SpatulaEggRelay SpatulaBowlScrapeIn30 SpatulaFlipRace FastestFlapjack SpatulaStackOff SpatulaBalanceWalk SpatulaCupTowerTimer SpatulaCookieScoop',
    prank:
      'SpatulaGooglyEyes FakeEggSpatulaFlip WhoSwappedMySpatula SpatulasEverywhere SpatulaInTheCerealBox SpatulaWakeUpDrumroll SpatulaSockPuppetScare SpatulaSnapIllusion',
    fashion:
      'SpatulaEarringsDIY SpatulaBeltHolster ChefSpatulaFitCheck SpatulaAsAHairStick SpatulaPocketSquare RetroDinerSpatulaLook SpatulaKitchenCouture SpatulaApronStyling',
    fitness:
      'SpatulaFlipSquats SpatulaBalanceLunge SpatulaWristCurls PancakePushUps FlapjackBurpees SpatulaHighKnees SpatulaPlankTaps SpatulaArmCircles',
    wellness:
      'MindfulSpatulaFlip SpatulaNoWasteDinner SlowSundaySpatula PancakePause SpatulaBrunchGratitude SpatulaStirAndBreathe SpatulaCookForSomeone SpatulaBakingTherapy',
  },
  pancake: {
    dance:
      'PancakeFlipDance PancakeStackShuffle MorningPancakeBop SyrupSlide FlapjackJive PancakeButterBoogie PancakeTwoStep PancakeSpatulaTwirl',
    prank:
      'TinyPancakeCereal SecretRainbowPancakes PancakeNameInSyrup PancakePlushPillow StackTallerThanThem GiantPancakeReveal PancakeSmileyBerries PancakeFaceOfTheirPet',
    travel:
      'PancakesWithAView PancakeCafeHop MapleFarmPancakes PancakeHouseCrawl PancakesAtGrandmas FlapjackRoadTrip PancakeDinerDayTrip PancakeRaceInThePark',
    tech: 'PancakeFlipInSlowMo PancakeReverseVideo AIPancakeShapeIdeas WatchThePancakeBubble SplitScreenPancakeDuel PancakeStopMotion PancakeTimelapse PancakeFoodPhotoGlowUp',
    gaming:
      'GuessThePancakeFilling PancakeFlipHighScore PancakeToppingBingo PancakeShapeCharades PancakeSyrupTicTacToe ShortStackShowdown PancakeTowerTopple PancakeMemoryMatch',
    pet: 'DogFriendlyPancakes FlatAsAPancakeNap PancakeBirthdayPup PupcakesNotPancakes PancakeNoseBalance SyrupFreeTreats PancakePlushFetch PancakeSqueakyToy',
  },
  sweater: {
    dance:
      'SweaterWeatherDance UglySweaterShimmy SweaterPawsWave SweaterSleeveSwing JumperJive CableKnitConga SweaterCozyShuffle SweaterStompAndClap',
    prank:
      'GiantSweaterForTwo SweaterOnEveryChair SweaterGooglyEyes JumperSwapSurprise SweaterTwinning SweaterForTheHouseplant InsideOutSweaterDay SweaterTeddyMakeover',
    cooking:
      'UglySweaterCakePops SweaterWeatherSoup CableKnitSweaterBread SweaterCookieDecor SweaterLatticePie CozyChiliNight SweaterPatternWaffles SweaterSeasonAppleCider',
    travel:
      'SweaterThriftShopHop SweaterFromEveryTown SweaterWeatherTrip CozyCabinEscape KnitwearMarketTour SweaterPackingChallenge SweaterOnTheSummit SweaterAutumnLeafWalk',
    art: 'VisibleMendingSweater SweaterEmbroidery UglySweaterDIY SweaterPatchUpcycle SweaterPatternDoodle DesignYourDreamSweater SweaterStitchPortrait SweaterPompomGarland',
    gaming:
      'UglySweaterBingo SweaterForMyAvatar SweaterSpotTheDifference SweaterGameNight SweaterColorHunt SweaterSketchAndGuess SweaterCharadesRound SweaterMemoryMatch',
    speed:
      'SweaterPileOnMinute SweaterSwapRelay JumperOnInFive SweaterInsideOutFlip FoldLikeARetailPro CardiganButtonBlitz LayerUpSweaterDash SweaterSleeveRollRush',
    tech: 'LightUpUglySweater SweaterFoldStopMotion SweaterTryOnTimeLapse AIDesignsMySweater PixelArtJumper SweaterOutfitTransition SweaterColorMatchApp SweaterGreenScreenSwap',
  },
  'bus stop': {
    dance:
      'DoTheBusStop GrooveTillTheBusComes BusStopMoonwalk SilentDiscoAtBusStop WheelsOnTheBusBop BusStopLivingRoomJam BusStopDanceOff BusStopLineDance',
    prank:
      'RedCarpetAtTheBusStop BusStopPlushQueue BusStopCardboardShelter BusStopJokeTimetable BusStopTicketSurprise BusStopHallwayPoster BusStopBalloonGreeting BusStopHighFiveSign',
    speed:
      'BedToBusStopRace BusStopCrosswordDash BusStopSpeedSketch FinishBeforeTheBus BusStopMentalMath BusStopShoeTieBlitz BusStopWordSearchRace BusStopPuzzleSprint',
    music:
      'BusStopBeatbox SingAlongAtBusStop BusStopBenchDrummer WheelsOnTheBusRemix BusStopHarmonyDuet BusStopEchoClap BusStopLoveSong BusStopWhistleOff',
    art: 'SketchTheBusStop RedesignYourBusStop BusStopStreetPhoto BusStopInWatercolor BusStopCollage BusStopSkyDoodle BusStopBlindDrawing BusStopPosterDesign',
    tech: 'BusStopAppVsReality BusStopArrivalAlert TestTheBusStopWiFi BusStopNoiseMeter BusStopPhotoFilter PredictTheNextBus BusStopHyperlapse BusStopPanorama',
  },
  plumber: {
    dance:
      'PlumberPlungerDance PlumberOverallsStrut PlumberHeelClicks PlumberWrenchTwirl PlumberToolbeltShuffle PipeDreamGroove PlumberMoonwalk PlumberBucketBoogie',
    prank:
      'PlumberDripSoundPrank PlumberCostumeReveal PlumberCookieToolbox GooglyEyePlumbing CoinUnderTheSink FakeMustacheFixer PlumberStickerSneak PlumberDuckArmy',
    cooking:
      'PlumberToolboxCookies PackAPlumberLunchPail WrenchCakeForPlumber PlumberHeartyBreakfast PlumberMushroomRisotto RigatoniPipeline PlumbersPotPie PlumberSandwichStack',
    fashion:
      'DressLikeAPlumber PlumberWorkwearLook PlumberCostumeDIY PlumberToolBeltStyle RedCapBlueOveralls UtilityPocketsGalore PlumberToRunwayFlip PlumberBeanieAndBoots',
    music:
      'PlumberPipeDrums PlumberSeaShanty DrippingFaucetBeat PlumberWrenchChimes PlumbingDripRemix PlungerTrumpet WhistleLikeAPlumber PlumberBucketBand',
    art: 'PlumberToolSilhouettes PlumberFaucetPlanter PlumbingWasherMosaic PlumberPixelArt WrenchWindChime CopperCoilCraft PaintAPlumberPortrait PlumberComicStrip',
    pet: 'PlumberPupSupervisor PlumberDogGreeter PlumberCatInTheSink PetFountainPlumbing PlumberSnuffleMat DripWatcherKitty PetSupervisesThePlumber PlumberMeetsTheBunny',
    gaming:
      'PlumberPipePuzzle PlumberLeakyCupRelay PlumberCharades PlumberTagTeamGame PlumberToolMemory PlumberPlungerRingToss PlumberPartyNight PlumberFixItQuiz',
    travel:
      'PlumberRideAlong TourMyPlumberVan PlumberRatesShowers PlumberPackingHacks PlumberReviewsRestStops PlumberFountainHunt PlumberOnVacation PlumberMuseumTrip',
  },
  cat: {
    educational:
      'WhyCatsPurr ReadYourCatsTail CatToeCount CatWhiskerFacts CatBoxExperiment NineLivesMyth CatEyeNightVision HowCatsLandOnFeet',
    travel:
      'CatCafeTour CatVideoCallFromTrip StreetCatPhotoWalk SpotTheLuckyCat CatWelcomeHomeSnub CatBackpackAdventure CatSitterCheckIn CatCarrierPracticeRun',
    tech: 'CatNapTimelapse CatTranslatorAppTest KeyboardCatTakeover CatCrashesMyVideoCall CatVsBirdsOnTheTablet CatCamDayRecap CatPounceInSlowMo CatSelfieTimer',
    wellness:
      'CatPurrMeditation CatNapTogether SlowBlinkChallenge CatLapReading PetYourCatTenMinutes SunbeamLikeACat StretchWithYourCat CatBrushingCalm',
  },
  'snow day': {
    prank:
      'SnowDayPaperBlizzard SnowDayWakeUpReveal SnowDayMittenMessage SurpriseSnowDayFort SnowmanPhotobomb IndoorSnowstorm SnowDayPancakeAmbush SnowDayFakeForecast',
    travel:
      'SledHillSnowDay SnowDayLibraryVisit SnowDayCabinEscape SnowDayCitySafari WinterWonderlandWalk SnowDayFirstFootprints SnowDayPostcardShot SnowDayNeighborhoodHike',
    wellness:
      'SnowDaySlowDown SilentSnowDayWalk SnowDayCozyMorning SnowDayBookNook SnowflakeMeditation SnowDayBlanketNest SnowDayTeaBreak SnowDayWindowWatch',
    tech: 'SnowDayTimeLapse SnowDayPhotoDump SnowDayPredictor SnowDayWeatherAppDuel SnowDayStopMotion SlowMoSnowflakes SnowDayRecapReel SnowDayVideoDiary',
    gaming:
      'SnowDayConsoleDuel SnowDayPaperPlaneCup ThousandPieceSnowDay SnowDayCharades BlizzardBoardGames SnowDayDominoRun SnowDayCardMarathon SnowDayIndoorBowling',
  },
  school: {
    fitness:
      'SchoolBackpackSquats SchoolStairsCardio OldSchoolGymClass SchoolRelayRematch RecessReps AfterSchoolAbs SchoolSpiritSitups SchoolJumpRopeCount',
    music:
      'SchoolRecorderSolo SchoolDeskDrumming LunchLineBeatbox SchoolBellRemix SchoolsOutSingAlong SchoolBandRoomJam SchoolFightSongCover SchoolChoirKaraoke',
    art: 'SchoolNotebookDoodles SketchYourSchool SchoolSupplySculpture SchoolMascotMakeover SchoolCrayonRubbings BackpackGlowUp SchoolPhotoRecreation SchoolHallwayMural',
    tech: 'CalculatorTricks SchoolNoteTakingApp SchoolSlideshowGlowUp TypingSpeedBattle BackToSchoolTechCheck RateMySchoolSetup SchoolTimetableWidget SchoolFocusTimerTest',
    gaming:
      'BuildYourSchoolInBlocks SchoolSubjectCharades SchoolTriviaNight HomeworkSpeedrun SchoolDayBingo OldSchoolArcade SchoolYearbookGuessWho SchoolHangmanChampion',
    wellness:
      'SchoolMorningPepTalk AfterSchoolUnwind SchoolExamBreathing SchoolNightSnooze StudyBreakStretch KindNoteToClassmate SchoolWeekWins SchoolGratitudeCircle',
  },
  bus: {
    tech: 'BusTrackerVsReality BusWifiSpeedCheck PhoneAsBusPass BusJourneyPlaylist BusRoutePlannerHack BusTransitAppShowdown BusWindowHyperlapse BusTimelapseCommute',
    gaming:
      'BusWindowISpy BusTicketTicTacToe BusColorSpotting BusRouteSpeedrun BusAlphabetHunt BackSeatCardShark BusTwentyQuestions BusWordChainGame',
    prank:
      'BusMissedRideBluff LeaveABookOnTheBus BusTwinOutfitSurprise BusPlushPassenger BusLunchboxJoke CommuteCandyDrop ToyBusInTheirBackpack BusBuddyRiddleCard',
    music:
      'WheelsOnTheBusCover BusBellBeat BackOfTheBusChoir WriteASongPerBusStop BusSoundsRemix BusHeadphoneKaraoke BusRideHumAlong BusRattleRhythm',
  },
  hiccup: {
    prank:
      'RiddleAwayTheHiccups FakeHiccupRemedy SillyFaceStareDown ContagiousHiccups HiccupCureCertificate BetYouCantHiccupAgain MimicTheirHiccups PopGoesTheHiccup',
    fitness:
      'SquatPerHiccup HiccupPlank HiccupBreathingStretch HiccupHIIT HiccupWallSit BurpeesForEveryHic HiccupJumpingJacks HiccupToeTouches',
  },
  'garden hose': {
    prank:
      'HoseSnakeFakeout GardenHoseRainbowShow HoseIceColdSurprise GardenHoseSpongeToss GardenHoseMistAmbush HoseWaterBalloonStash HoseHiddenSprinkler GooglyEyedGardenHose',
    cooking:
      'GardenHoseVeggieWash HoseChilledWatermelon HoseDayPopsicles HoseRinsedBerries GardenHoseSwirlBuns GardenHoseTomatoSalsa LemonadeByTheHose HoseCooledGazpacho',
    tech: 'GardenHoseLawnTimelapse HoseBucketFillTimer GardenHoseLeakFinder HoseSlowMoSplash HoseWaterDropCam GardenHoseStopMotion HoseRainbowPhotoHunt GardenHoseNozzleRanking',
  },
  toothpaste: {
    prank:
      'ToothpasteCapSmileyFace ToothpasteTubeTinyHat GooglyEyedToothpaste RenameTheToothpaste ToothpasteTravelSizeSwap MintyMirrorMessage ToothpasteGiftWrap ToothpasteHeartOnBrush',
    travel:
      'ToothpasteDotsPacking CarryOnToothpasteHack HotelToothpasteRating ToothpasteTabletsTest ForgotMyToothpaste ToothpasteBagCheck ToothpasteCampTrip ToothpasteFlavorsAbroad',
    fashion:
      'StripedToothpasteNails ToothpasteSneakerClean ToothpasteStainFix ToothpasteTubeBag MintyFreshFit ToothpasteWhiteOutfit ToothpasteStripeOutfit ToothpasteMintGreenLook',
    music:
      'SingTheToothpasteAd ToothpasteRapVerse ToothpasteCapClickBeat ToothpasteBeatbox TwoMinuteTeethTune FoamyFreestyle ToothpasteJingleOff ToothpasteShowerBallad',
    cooking:
      'ToothpasteFriendlySnacks ToothpasteTubeCake ToothpasteStripeJello ToothpasteMintBark PipeItLikeToothpaste MintyFreshMacarons ToothpasteSwirlCookies ToothpasteTwinParfait',
    wellness:
      'ToothpasteBedtimeBrush ToothpasteAffirmations ToothpasteFlossStreak ToothpasteSmileCheck TwoMinuteMindfulness MirrorPepTalk ToothpasteFreshStart ToothpastePeaSizeHabit',
  },
  'lunch break': {
    prank:
      'HiddenLunchNote GooglyEyeLunchbox LunchBreakCandyTrail LunchBreakDeskWrap PicnicAmbushAtLunch LunchBreakFortuneSlip LunchBreakPaperCrown LunchBreakPlushGuest',
    tech: 'LunchBreakTypingDuel AIPlansMyLunch LunchBreakTimerApp LunchBreakAutoReply LunchBreakPhotoPurge HeatedLunchboxTest LunchBreakGadgetSwap LunchBreakInboxZero',
    gaming:
      'LunchHourChessMatch LunchBreakSpeedrun OneLevelPerLunch LunchBreakRaceDuel BossFightOnLunchBreak LunchBreakCardGame LunchBreakWordSearch LunchBreakSudoku',
    travel:
      'LunchBreakCafeHop LunchWithAView FoodTruckLunchHunt LunchBreakMiniTour SecretGardenLunch LunchWalkNewBlock LunchBreakParkExplorer LunchBreakBookstoreStop',
    speed:
      'LunchBreakErrandRun ThirtyMinuteLunchDash LunchBreakPuzzleBlitz LunchWalkLapRace BeatTheLunchBreakBell SixtySecondSandwich LunchBreakScavengerHunt LunchBreakDeskTidyTimer',
  },
  whisk: {
    prank:
      'WhiskInTheCerealBox SurpriseInTheWhisk WhiskInTheToothbrushCup WhiskSwapForFork EveryUtensilIsAWhisk GooglyEyedWhisk WhiskAntennaHeadband WhiskChefHatMorning',
    educational:
      'WhyEggWhitesFoam BalloonVsFlatWhisk WhiskVsForkScience WhiskCreamIntoButter WhiskingAddsAir StrokesToStiffPeaks WhiskPhysicsLab WhiskEmulsionBasics',
    wellness:
      'MatchaWhiskMorning WhiskAndBreathe WhiskAwayWorries WhiskCocoaBeforeBed MindfulWhisking SlowBakeSaturday WhiskGratitudeBatter WhiskQuietKitchen',
    tech: 'WhiskSlowMoFoam WhiskVsStandMixer WhiskVsClockMeringue SmartwatchWhiskCount MilkFrotherVsWhisk KitchenGadgetFaceOff WhiskStrokeCounter WhiskRecipeVideoEdit',
    travel:
      'WhiskCampBreakfast WhiskAwayWeekend WhiskLessonsAtGrandmas WhiskAroundTheWorld WhiskUpABeachPicnic BakeryCrawl WhiskFromEveryTrip WhiskMarketSouvenir',
  },
  waffle: {
    fitness:
      'EarnYourWaffles PlankTillWaffleBeeps WaffleMorningLunges WaffleWallSit SquatsForSyrup RunForWaffles WaffleStackBurpees WaffleJumpingJacks',
    funny:
      'WaffleVsPancakeDebate FirstWaffleIsUgly WaffleOverflowFail StopWafflingChallenge WaffleFoodCritic SyrupFloodWarning WaffleThiefCaught MidnightWaffleCravings',
    prank:
      'WaffleBerryHeart SyrupSmileyWaffle WafflePlushCushion WaffleBreakfastInBed FrozenToFancySwap ToasterWaffleTwist WaffleDinerAtHome MiniWaffleMountain',
    educational:
      'WhyWafflesHaveSquares BelgianVsUSWaffle WaffleFlourSwapLab WafflePocketMath WaffleVsPancakeBatter NonStickScience WaffleCrispinessTest WaffleFractionsLesson',
    music:
      'WaffleBeepRemix IllMakeYouWaffles WaffleIronBeatbox WaffleSpatulaDrums SyrupSlowJam BrunchBopBeat SingYourWaffleOrder WaffleBreakfastBallad',
    tech: 'WillItWaffle WaffleTimelapse AIWaffleRecipe WaffleSyrupSlowMo WaffleMakerHacks WaffleStackBuildsItself MakeMyWafflePhotogenic WaffleSmartSpeakerTimer',
    pet: 'WaffleShapedChewToy PupSafeWaffleTreat WafflePlushHideAndSeek WhoBegsBestForWaffles BrunchBuddyPortrait WaffleTheCatReacts WaffleSnuffleMat WaffleDogBirthday',
    wellness:
      'WaffleGratitudeSquares SlowWaffleMorning WaffleBreakfastInBed MindfulSyrupPour WaffleWednesdayPause WaffleRobeAndRead WaffleFamilyTable WafflePhoneFreeBrunch',
    gaming:
      'WafflePuzzleDuel WaffleBattleship WaffleTicTacToe WaffleGridConnectFour GuessTheWaffleTopping WaffleTriviaNight WaffleCheckers WaffleBingoBrunch',
  },
  tshirt: {
    fitness:
      'TshirtFloorSliders TshirtYogaStrap TshirtTugOfWar PutOnATshirtMidPlank TshirtWallSit TshirtFoldBurpees TshirtResistanceRows TshirtCoreTwist',
    funny:
      'TshirtStuckOverHead TshirtShrinkReveal DadsOldBandTshirt WhiteTeeCurse FreeTshirtHoarder InsideOutAllDay TshirtPunRanking TshirtTwinningFail',
    prank:
      'TshirtWithTheirFace TshirtBackMessage TinyTshirtSwap TshirtFakeStain TshirtSleevesKnotted TshirtOrigamiFold TshirtPlushModel TshirtPocketNote',
    speed:
      'TwoSecondTshirtFold MostTshirtsInAMinute TshirtQuickChange TshirtInsideOutDash FrozenTshirtRace TshirtHangerRace TshirtStackSprint TshirtRollUpRelay',
    music:
      'BandTshirtCover TshirtSongGuess SingYourTshirtSlogan TshirtLyricsKaraoke TshirtRapBattle TshirtBeatbox TshirtChorusLine TshirtAirGuitarSolo',
    wellness:
      'TshirtDrawerDeclutter TshirtMemoryQuilt TshirtAndTeaBreak ComfyTshirtSunday WearYourAffirmation ThatOneOldTee TshirtSlowMorning TshirtKindnessSlogan',
    art: 'TshirtBleachArt PaintAPlainTshirt EmbroiderYourTshirt OldTshirtToToteBag ReverseTieDye GraphicTeeGlowUp TshirtStencilPrint TshirtMarkerDoodle',
    gaming:
      'GuessTheGameTshirt TshirtColorTag SquadTshirtDesign TshirtCosplayBuild WinnerPicksTheTee TshirtSloganBluff TshirtRankOff TshirtCharadesNight',
    dance:
      'TshirtLassoSpin MatchingTshirtCrew TshirtKnotTwirl ConcertMerchBop TshirtRobotMoves SwapShirtsMidSong TshirtSleeveWave TshirtTuckAndTwist',
  },
  eraser: {
    travel:
      'EraserFromEveryCity EraserStationeryShopHop EraserVendingHunt EraserTravelSketchKit SouvenirEraserHaul EraserLandmarkStamps EraserRoadTripDoodles EraserInMyCarryOn',
    music:
      'EraserSqueakSymphony EraserTapRhythm PencilEraserBeat EraserDeskDrum EraserBongoSolo EraserMissingLyrics EraserShakerMaraca EraserRubberBandGuitar',
    pet: 'EraserSketchMyPet EraserCatSupervisor EraserPawprintStamp EraserPupLookalike KittenStealsTheEraser EraserDogHomeworkBuddy EraserPuppyPrint EraserHamsterDoodle',
    wellness:
      'EraserWorryWipe EraserMistakeArt EraseAndBeginAgain KneadedEraserFidget EraserCalmDoodle EraserForgiveJournal EraserBreathingBreak EraserFreshStart',
  },
  laundromat: {
    prank:
      'LaundromatTeddyLoad LaundromatKindNote FreeDryAtLaundromat LaundromatJokeBoard LaundromatSecretFolder LaundromatComplimentCard LaundromatShrunkShirt LaundromatFakeLintBeard',
    music:
      'LaundromatWasherBeat LaundromatDryerDrums RemixTheLaundromat LaundromatBeatbox SpinCycleSymphony LaundromatTumbleTunes LaundromatSingAlong LaundromatLullaby',
    tech: 'LaundromatCycleTimelapse LaundromatWiFiSpeed LaundromatAppPayTest LaundromatPlaylistBuild LaundromatDoneAlert LaundromatSlowMoSpin LaundromatLaptopOffice LaundromatVlog',
    dance:
      'LaundromatBasketBop DanceAtTheLaundromat LaundromatSpinCycle TheLaundromatShuffle LaundryDayDisco WashAndWiggle LaundromatTwoStep LaundromatHamperSway',
    educational:
      'LaundromatLabelDecoder StainTestAtLaundromat WhyLaundromatsUseCoins LaundromatVsHomeWash WhereDoSocksGo LaundromatLintUnderZoom LaundromatHowMuchSoap LaundromatCostPerLoad',
    travel:
      'LaundromatRoadTripStop BackpackerLaundromat PrettiestLaundromat LaundromatMuralHunt ExploreWhileItSpins LaundromatCafeNextDoor LaundromatTownWalk LaundromatCampingLoad',
    fashion:
      'LaundromatFitCheck LaundromatStainRescue RetroLaundromatShoot AllDenimLaundromat LaundromatDayDrip LaundromatLastCleanShirt LaundromatInPajamas LaundromatSlipperRunway',
    pet: 'LaundromatPetBedWash DogWalkToLaundromat PupWaitsAtLaundromat CatClaimsTheLaundry LaundromatFreshBlanket FurFreeAtTheLaundromat LaundromatChewToyRinse LaundromatBunnyBedding',
    gaming:
      'LaundromatTicTacToe LaundromatSockMemory LaundromatThumbWar ChessAtTheLaundromat OneLevelPerLoad LaundromatCardsTillDry LaundromatWordSearch LaundromatTriviaDuel',
  },
  grandma: {
    speed:
      'GrandmaKnittingRace BeatGrandmaAtDumplings GrandmaCrosswordClock GrandmaBingoBlitz GrannyVsGenZTexting OutpaceGrandma GrandmaCookieDecorDash GrandmaPuzzleRelay',
    art: 'DrawYourGrandma QuiltWithNana GrandmaPaintNight GrandmaKnitAlong GrannySquareGlowUp PaintWithGrandma RecreateGrandmasPhoto SketchGrandmasGarden',
    gaming:
      'GrandmaWordDuel GrandmaRaceCarCup BeatGrandmaAtRummy BingoNightWithGran GrandmaMemoryMatch NanaPlaysVideoGames GrandmaCardShowdown GrandmaBlockBuildOff',
    tech: 'GrandmaTriesAI GrandmaEmojiGuess GrandmaFirstSelfie FixGrannysPhone GrandmaVsVoiceAssistant VideoCallWithNana GrandmaFaceFilterTest GadgetReviewsByGran',
    dance:
      'TeachGrandmaATrend GrandmaTwistOff SlowWaltzWithNana GrandmaSalsaLesson GrandmasGotRhythm GrandmaElectricSlide DabWithGrandma GrandmaCongaLine',
  },
  puppy: {
    dance:
      'DanceWithMyPuppy PuppyLoveTwoStep PuppyZoomiesRemix PuppyPlushWaltz PawsAndGroove BellyRubBoogie PuppyHeadTiltPop PuppySpinAndBow',
    fitness:
      'PuppyTugPlank PuppyParkSprints PuppyCarrySquats JogWithThePup PuppyHillWalk TreatTossLunges PuppyPushupKisses ChaseThePuppyCardio',
    prank:
      'PuppyPicturePillow PuppyKissAlarm PuppyPileWakeUp PuppyStickerSneak PuppyPhotobombCall SqueakyToyAmbush PlushPuppySwap PuppyDeliversTheNote',
    educational:
      'HowPuppiesLearn WhyPuppiesChew PuppyTrickInAWeek PuppyBodyLanguage CountYourPuppysTeeth GuessTheGrownUpSize PuppyMeetsTenNewThings PuppyColorVisionTest',
    fashion:
      'PuppyFitCheck MatchingWithMyPuppy PuppyBandanaSwap StyleThePupsScarf DogwalkNotCatwalk PuppyPicksYourOutfit PuppyRaincoatRunway PuppyPrintSneakers',
    art: 'PaintYourPuppy PuppyEyesSketch PuppyCardboardCutout ClayPuppyMiniMe PuppyInWatercolor PawPrintMasterpiece PuppyPortraitInCrayon SockPuppyPuppet',
    music:
      'PuppyPianoPaws PuppyBarkRemix SingUntilPuppyHowls PuppyLoveSerenade SqueakyToyBeat PuppyNapLullaby HushLittlePuppy PuppyNameSong',
  },
  thunderstorm: {
    prank:
      'ThunderstormPillowFort ThunderstormMovieSurprise FakeThunderstormSounds ThunderstormCocoaTray PowerCutPicnic ThunderstormComicStash ThunderstormTreatDrop ThunderstormRainGearPrank',
    travel:
      'ThunderstormMuseumDay ThunderstormTrainView ThunderstormBookshopStop ThunderstormMallWalk ThunderstormAquariumTrip ThunderstormCafeHideout ThunderstormWindowSeat ThunderstormLibraryVisit',
    art: 'ThunderstormWatercolor LightningBoltDoodle ThunderstormCharcoal ThunderstormWindowSketch PaintTheFlash MoodyCloudscape ThunderCloudCollage ThunderstormComicPanel',
    tech: 'ThunderstormTimelapse ThunderstormRadarApp TrackTheThunderstorm ThunderstormChargeUp ThunderstormForecastDuel ThunderstormAudioClip ThunderDecibelTest ThunderstormVoiceMemo',
    gaming:
      'ThunderstormCardNight LightningRoundTrivia ThunderstormStoryDice ThunderstormHideAndSeek PowerOutageBoardGames ThunderstormCheckmate ThunderstormBlockTower ThunderstormCharades',
    wellness:
      'SleepToThunderstorms ThunderstormJournaling ThunderstormCandleCalm CountBetweenThunder LetTheStormPass ThunderstormNapTime ThunderstormBreathwork ThunderstormTeaAndBook',
  },
  graduation: {
    fitness:
      'GraduationDayRun GraduationStairClimb CapAndGownPushUps GradWalkLunges GraduationWallSit GraduationHighKnees GraduationYearReps GraduationJumpingJacks',
    music:
      'GraduationMarchOnKazoo AlmaMaterForGrads GraduationRapVerse GraduationGoodbyeSong ClassAnthemChoir PickYourWalkOutTrack GraduationMedley GraduationUkuleleTribute',
    gaming:
      'FinalBossBeforeGrad GraduationBingoCard GraduationScavengerHunt LevelUpGraduation GraduationGuessWho GraduationTriviaDuel GraduationCharades GraduationMemoryMatch',
    prank:
      'GraduationBalloonDrop GradBabyPhotoSlideshow GradCapSecretMessage GiantFaceCheerSquad GradCarWindowArt GradPhotobombParent GraduationCakeSurprise GraduationConfettiDoorway',
  },
  train: {
    funny:
      'DoTheTrainAnnouncer TrainPassengerTypes TrainWindowMusicVideo BlameItOnTheTrain TheArmrestStandoff QuietCarWhisperSkit DramaticMissedTrain TrainLuggagePuzzle',
    fashion:
      'TrainFitCheck TrainStationStyle TrainPajamaParade OutfitMatchesTheTrain OrientExpressGlam ConductorChic TrainDayStripedLook TrainEngineerOveralls',
    wellness:
      'TrainWindowCalm SlowTrainJourney TrainRidePhoneFree TrainOfThoughtJournal BreatheWithTheTracks GratefulEveryStop TrainBreathingBreak TrainSunsetSeat',
    pet: 'DogOnATrain PetVsToyTrain PuppyFirstTrainTrip TrainSetKittyChase HowlAtTheTrainHorn AllAboardThePupExpress TrainTreatDelivery TrainTunnelForBunny',
    gaming:
      'TrainTicketTrivia TrainConductorSays TrainSeatCardGames LongestTrainRouteWins TrainWindowISpy TrainStationBingo MexicanTrainDominoes TrainCarriageCharades',
    prank:
      'SurpriseTrainTrip ToyTrainDelivery TrainWhistleWakeUp TrainBoxCarriage ConductorAtTheDoor GoldenTrainTicket TrainLivingRoomExpress TrainSnackTrolley',
  },
  kite: {
    dance:
      'KiteTailTwirl MoveLikeAKite SwoopWithYourKite DanceUnderYourKite KiteFlightFreestyle BreezyKiteBop KiteWindyWaltz KiteRibbonDance',
    educational:
      'HowKitesFly WhyKitesNeedTails KiteShapesCompared PaperBagKiteBuild KiteWindSpeedTest KiteAngleExperiment KiteBestWeatherQuiz ChineseDragonKiteCraft',
    wellness:
      'KiteSkyGazing MindfulKiteFlying WriteAWorryOnAKite KiteAndBreathe FlyAKiteFeelFree KiteUnwindTheString KiteSunshineStroll KiteQuietMeadow',
    prank:
      'KiteMessageInTheSky SurpriseKiteBanner KitePhotobomb FakeKiteInTheTree AirMailByKite DragonKiteFlyby TinyPaperKiteAmbush KiteBedroomDoorPoster',
  },
  sprinkler: {
    art: 'SprinklerChalkMelt SprinklerDropletMacro SprinklerSplashPortrait SprinklerSilhouette SprinklerRainbowPhoto LetTheLawnPaint SprinklerSplatterArt SprinklerMistSketch',
    pet: 'DogVsSprinkler SprinklerZoomies SprinklerBubbleChase PupsFirstSprinkler ChompTheSprinkler SprinklerShakeOffSlowMo SprinklerCatWindowWatch SprinklerFetchGame',
    gaming:
      'SprinklerFreezeTag SprinklerMusicalChairs SprinklerObstacleRun SprinklerCaptureFlag SprinklerStatueGame TheLawnIsLava SprinklerSimonSays SprinklerHotPotato',
    tech: 'SprinklerLawnTimelapse SprinklerTimerHack SlowMoSprinklerCam SprinklerLeapFreezeFrame CatchASprinklerRainbow AIRatesMySprinklerJump ReverseTheSprinkler SprinklerBurstModePhoto',
  },
  doormat: {
    tech: 'DoormatRollsItselfOut AIDesignsMyDoormat WhoStepsOnMyDoormat DoormatBeforeAndAfter DoormatPunGenerator DoormatDustInSlowMo DoormatSoundEffects DoormatTimelapse',
    wellness:
      'ShoesOffAtTheDoormat DoormatGratitudePause LeaveItAtTheDoormat DoormatAffirmation BreatheOnTheDoormat WelcomeYourselfHome DoormatArrivalBreath DoormatMantra',
    gaming:
      'DoormatRiddleRound DoormatFloorIsLava DoormatTicTacToe DoormatBeanBagToss DoormatMusicalMats GameNightWelcomeMat DoormatHopscotch PuttingGreenDoormat',
    fashion:
      'DoormatFitCheck DoormatRunway DoormatShoeLineup WelcomeMatOOTD MatchYourDoormat BootsByTheDoormat DressLikeYourDoormat DoormatInspiredOutfit',
  },
  'frying pan': {
    dance:
      'FryingPanShuffle PanFlipFootwork FryingPanTwirl CastIronSkilletStomp FryingPanAirGuitarDance ButterInThePanSlide FryingPanWashUpJig FryingPanConga',
    wellness:
      'PanSizzleASMR FryingPanCookTogether SlowEggInThePan FryingPanFamilyDinner SundaySkilletBrunch FryingPanNeighborMeal PanScrubMeditation FryingPanQuietBreakfast',
    tech: 'AskAIForAFryingPanMeal SkilletBreakfastTimelapse BestPanFoodPhotoAngle SlowMoPanFlip FryingPanVoiceTimer SkilletRecipeAppFaceOff GasVsElectricPan FryingPanStopMotion',
  },
  pasta: {
    dance:
      'WiggleLikeSpaghetti PastaNightShimmy PastaTwirlDance PastaLaVistaBaby MacaroniMacarena LimpNoodleChallenge PastaStrainerShake PastaConga',
    prank:
      'PastaCrownSurprise AlphabetPastaMessage GooglyEyePastaJar PastaNoodleMustache PastaTeddyBowTie PastaShapeSwap PastaTinyForkDinner PastaNameInSauce',
    travel:
      'PastaSaladPicnic OnePotCampfirePasta CarbCrawlPastaEdition PastaNightAtNonnas SpaghettiAtEveryStop PastaFactoryTour PastaDeliHop PastaItalianMarketVisit',
    art: 'DyedPastaRainbow SpaghettiSculpture PastaSelfPortrait PennePicasso FarfalleButterflies PastaMosaic PastaWreathCraft PastaNecklaceDesign',
    tech: 'AIPastaPairing PastaPotTimelapse PastaBoilOverAlarm PastaMachineShowdown HeyPhoneIsMyPastaDone PastaPhotoGlowUp PastaRecipeReel PastaSmartScaleTest',
    pet: 'CatSupervisesPasta PastaStrainerTreatGame PastaNightPuppyEyes PastaRopeTug PastaShapedChewToy NoodlePlushFetch PastaBoxHideout PastaHamsterPortrait',
    wellness:
      'MindfulPastaMaking GratitudeOverPasta SlowPastaSunday KneadAwayStress LaDolceVitaDinner PastaNightNoPhones PastaRollingCalm PastaFamilyTableTalk',
    speed:
      'SpaghettiTwirlRace PastaShapeSpeedrun PastaFromScratchRace TenMinutePasta RavioliRelay FarfalleFoldOff PastaPinchBlitz PastaTableSetDash',
  },
  denim: {
    dance:
      'BlueJeansJive DoubleDenimShimmy DenimJacketTwirl DenimHoedown BootScootinInDenim DenimDanceOff DenimSquareStep JeansPocketPopLock',
    travel:
      'DenimThriftCrawl VintageDenimHunt DenimPackingChallenge JeansRoadTrip DenimDayTripOutfit DenimCountryFairDay DenimInEveryCity DenimMuseumVisit',
    wellness:
      'DenimJacketSunsetWalk PatchUpOldDenim MindfulDenimMending ComfyJeansDay SlowFashionSunday ElasticWaistFreedom DenimDonationDrive JeansOffPajamasOn',
    music:
      'ForeverInBlueJeans DenimCountryTwang DenimRockCover DenimFolkStrum HeartlandAnthem DenimRoadTripSong DenimPocketPercussion DenimKaraokeNight',
    art: 'DenimTieDyeSwirl PaintedJeans DenimQuiltSquares DenimPatchPortrait IndigoEmbroidery BleachPenMasterpiece DenimCollageCanvas DenimPocketPlanter',
    prank:
      'JeansPocketSurprise DenimTwinDay SecretDenimMakeover DenimPatchOnTheTeddy AllDenimAmbush DenimDoodleNote JeansFakeRipScare JeansShrunkInTheWash',
    cooking:
      'JeansPocketCookies DenimBlueberryParfait DenimJacketCake DoubleDenimDonuts IndigoSpiralBuns DenimBlueCupcakes DenimColoredPancakes DenimPicnicLunch',
  },
  basement: {
    prank:
      'BasementFortReveal BasementPosterGallery BasementNeonTakeover GlowStickBasementRave BasementMovieSetup ShadowPuppetStairs BasementPlushAudience BasementTreasureMap',
    cooking:
      'BasementTrailMix BasementPickleJar BasementPantryPasta BasementCannedGoodsChef BasementRootVeggieRoast DeepFreezerDinner BasementPopcornBar BasementSoupBatching',
    music:
      'BasementBandPractice BasementBucketDrums BasementGuitarJam BasementTapesCover BasementSingAlong EchoInTheCellar BasementKaraokeBooth BasementPianoRecital',
    tech: 'BasementGamingSetup BasementAfterDarkCam BasementLeakSensorTest BasementWiFiDeadZone BasementTimelapseTidy OldPhoneFromTheBasement BasementCinemaOnABudget BasementRetroTVRevival',
    gaming:
      'BasementConsoleNight BasementTableHockey BasementBoardGameCup DungeonsInTheBasement BasementPingPongLeague BasementCardDuel EscapeTheBasement BasementFoosballFinal',
    wellness:
      'BasementReadingNook BasementYogaCorner OneBoxBasementPurge BasementQuietNap CozyCellarRetreat SaltLampDen BasementStretchBreak BasementMeditationMat',
    fashion:
      'BasementVintageFinds BasementCostumeTrunk BasementBoxFitCheck BasementThriftFlip GrungeBandLook ThrowbackBinOutfit BasementHandMeDowns WearDadsBasementJacket',
    speed:
      'BasementToySortRace BasementCleanoutClock BasementFlashlightFind BasementBoxTowerDash StorageBinBlitz LaundryFoldOff TidyTheBasementIn10 BasementShelfRestock',
    dance:
      'BasementDiscoNight BasementLimbo BasementBoogieDown BasementTwoStep FlashlightFreestyle WasherSpinCycleGroove BasementBreakdance BasementSockSkating',
    educational:
      'HowBasementsStayCool BasementRadonCheck BasementTimeCapsule WhatsThatBasementNoise WhyBasementsGetDamp BasementFoundationModel BasementBugSafari BasementInsulationTest',
    art: 'BasementPaintByNumbers PaintTheBasementWalls ClayNightInTheBasement BasementShadowPortraits CellarDoorPainting ConcreteFloorChalk BasementFindCollage BasementCardboardCity',
  },
  grandpa: {
    fashion:
      'GrandpaSuspendersFit DressLikeYourGrandpa RaidGrandpasCloset GrandpaCardiganLook GrandpaFlatCapSwap GrandpaLoafersAndSocks GrandpaStyleRecreate GrandpaBowTieTutorial',
    gaming:
      'GrandpaTriesGaming GrandpaCardShowdown GrandpaArcadeHighScore BeatGrandpaAtChess GrandadUndefeated GrampsPlaysVideoGames CheckmateGrandpa GrandpaDominoesNight',
    music:
      'GrandpaHarmonica GrampsOldiesJam PlayGrandpasFavorite WhistleLikeGrandpa BarbershopWithGrandad GrandpaSpoonsRhythm KaraokeWithGrandpa GrandpaKazooDuet',
    dance:
      'GrandpaFoxtrotFriday GrandpaOldSchoolTwist DanceLikeGrandpa GrampsGotMoves GrandpaSwingSpin GrandpaChickenDance TeachGrandpaTheFloss GrandpaCongaLine',
  },
  kitten: {
    prank:
      'KittenInEveryFrame KittenPeekaBoo KittenPaperBallAmbush HiddenKittenMeows KittenTunnelSurprise KittenPlushieSwap KittenWakeUpCall KittenPictureMug',
  },
  wedding: {
    cooking:
      'MiniWeddingCake WeddingCupcakeTower RecreateOurWeddingMeal WeddingMocktailBar TastingMenuAtHome WeddingCookieTable WeddingDonutWall WeddingCheeseBoard',
    pet: 'WeddingBunnyPortrait WeddingPupCakeBake PetAtTheWedding WeddingPetTreatBar DogOfHonor RingBearerRehearsal WeddingVowsForFido WeddingKittenReunion',
    gaming:
      'WeddingShoeGame WeddingTriviaNight WeddingMemoryMatch WeddingWouldYouRather WeddingCharades BridalShowerBingo WeddingGuessWho WeddingScavengerHunt',
    wellness:
      'PreWeddingSelfCare WeddingMorningCalm WeddingGratitudeList WeddingPlanningPause WeddingPhoneFreeDinner VowsToYourself WeddingLoveLetters WeddingBreathingBreak',
    prank:
      'DecorateTheWeddingCar WeddingSurpriseSong WeddingPlushGuests WeddingGuestbookDoodles HelpMeWeddingShoes BouquetTossTwist WeddingJustMarriedSign WeddingBubbleSendOff',
    music:
      'PlayThemDownTheAisle WeddingSingingToast HereComesTheBrideRemix RapTheWeddingSpeech PachelbelOnKazoo WeddingFirstDanceCover WeddingBandAudition WeddingGuestsSingAlong',
  },
  cycling: {
    funny:
      'CyclingTanLines CyclingHelmetHair CyclingVsHeadwind UphillCyclistFaces CyclingPocketHaul DadsFirstSpinClass CyclingSaddleWaddle BikeBellEtiquetteSkit',
    educational:
      'HowBikesBalance CyclingTuckVsUpright CyclingSpeedMath CyclingGearsDecoded PatchABikeTube CyclingChainCare TourDeFranceTrivia CyclingHandSignals101',
    speed:
      'CyclingSlowestWins CyclingFlatFixRace CyclingTimeTrial CyclingConeSlalom CyclingGearUpRace CyclingBikeLightDash CyclingTirePumpBlitz CyclingHelmetOnCountdown',
    music:
      'SingWhileCycling CyclingBellSymphony CyclingWhistleTune BikeSpokeBeat PedalToTheMetal BicycleBuiltForTwoCover CyclingHypeSong CyclingRapVerse',
    tech: 'CyclingAppPicksMyRoute CyclingPhoneMountDIY CyclingFastForwardRide CyclingStatsReveal GPSArtByBicycle CyclingPOVVlog CyclingHeartRateCheck CyclingTimelapseLoop',
    dance:
      'BikeBellBoogie CyclingToTheBeat CyclingShortsStrut ParkedBicycleTwoStep DanceLikeYoureCycling HandlebarHustle CyclingHelmetHeadBob CyclingPedalShuffle',
  },
  'jump rope': {
    travel:
      'JumpRopeAtLandmarks PackAJumpRope JumpRopeInEveryPark JumpRopeWithAView SkippingOnTheSand JumpRopeVacationStreak JumpRopeAtTheCampsite JumpRopeRoadTripBreak',
    gaming:
      'JumpRopeDuelBracket DoubleDutchJumpRopeCup JumpRopeComboGame JumpRopeHighScore JumpRopeMissOneRestart SkippingStreakLevelUp JumpRopeCopyMyTrick SimonSaysSkipping',
    wellness:
      'JumpRopeMoodBoost InnerChildJumpRope JumpRopeWakeUp JoyfulJumpRopeMinute SkippingTheStress SkippingMeditation JumpRopeGratitude JumpRopeAtSunset',
    tech: 'JumpRopeTimeLapse JumpRopeSlowMo SmartwatchVsJumpRope JumpRopeAppStreak JumpRopeHeartRateTest JumpRopeAICounter JumpRopeGreenScreen JumpRopeBurstModeShot',
  },
  'watering can': {
    fitness:
      'WateringCanFarmerCarry WateringCanCurls WateringCanSquats WateringCanSuitcaseWalk WaterEveryPlantLunges WateringCanPress WateringCanRaises WateringCanStepUps',
    travel:
      'VintageWateringCanHunt GreenhouseWalkthrough WateringCanPlantShopHop BringYourWateringCan WaterLilyPondWalk WateringCanFleaMarket WateringCanBotanicGarden WateringCanCommunityPlot',
    prank:
      'WateringCanSeedPacket PlasticPlantSwap GardenFlamingoFlock WateringCanBouquet WateringCanGooglyEyes WateringCanGnomes WateringCanSunHat WateringCanRubberDucks',
  },
  'morning routine': {
    prank:
      'MorningRoutineRoleSwap MorningRoutineJokeNote MorningRoutineSerenade ReverseMorningRoutine BreakfastTrayAmbush MorningRoutineSockPuppet MorningRoutineDJ MorningRoutineMimicMom',
    art: 'MorningRoutineComic DoodleMyMorningRoutine MorningRoutineFlatLay PaintYourMorningView SunriseSketchStreak BedheadSelfPortrait MorningRoutineFlipbook MorningRoutineCollage',
    pet: 'MorningRoutineDogWalk CatsMorningRoutine PuppyMorningRoutine BunnyMorningZoomies FurryAlarmClock GoodMorningBoop MorningRoutineWithFido MorningRoutineBrushing',
    gaming:
      'MorningRoutineWordPuzzle MorningRoutineQuestLog MorningRoutineBingo MorningRoutineDiceRoll LevelUpYourMorning GuessMyMorningRoutine MorningRoutineBoardGame MorningRoutineCharades',
  },
  pillow: {
    speed:
      'PillowFortSpeedBuild PillowcaseChangeRace BasketTossPillows PillowStackOff ThirtySecondBedMake PillowFluffRace PillowTowerBlitz HallwayPillowDash',
    gaming:
      'PillowFortGameNight PillowHideAndSeek PillowSumoTournament PillowcaseSackRace PillowPileConsoleCup BlanketBossBattle KingOfThePillowHill FloorIsLavaPillows',
    dance:
      'PillowPartnerWaltz PillowOnTheHeadStep PajamaPillowGroove FluffAndShuffle PillowFightFreestyle SleepoverSway PillowFreezeDance PillowSlideBoogie',
    funny:
      'PillowColdSideHunt DadsFlatPillowRant PillowHogExposed WhoStoleMyPillow PillowFortRealEstate SlowMoPillowFight PillowReviewCritic TooManyThrowPillows',
  },
  taco: {
    prank:
      'TacoNightBanner TacoLookalikeCake TacoStickerSurprise TacoPlushieAmbush TacoTeddyCostume TacoJokeMenu TacoPinataReveal TacoTuesdayWakeUp',
    music:
      'TacoTuesdayJingle TacoCrunchBeat TacoMariachiCover SalsaJarShaker ItsRainingTacosRemix TortillaTambourine SingYourTacoOrder TacoMaracaJam',
    tech: 'AITacoRecipe TacoTruckMapHunt StopMotionTacoBuild TacoAssemblyTimeLapse TacoCrunchDecibelTest TacoTuesdayGreenScreen AskYourPhoneForTacos TacoPhotoGlowUp',
    gaming:
      'TacoCatGoatCheesePizza TacoTuesdayTournament RockPaperTaco TacoShellStackOff LoserBuysTacos TacoHotPotato TacoTriviaBattle TacoCharadesNight',
    fashion:
      'TacoTuesdayFit TacoEarringsDIY DressedAsATaco MatchingTacoTees TacoBoutStyle PapelPicadoPrint TacoNightOutfitOff TacoSockStyling',
  },
  marker: {
    dance:
      'MarkerCapClickStep MarkerStrokeWave DanceWithAMarkerMic MarkerPopAndLock DoodleWhileYouGroove WhiteboardEraserSlide TwirlWithMarkers MarkerRobotMoves',
    fitness:
      'MarkerTallySquats MarkerCalendarStreak MarkerCapPushUps MarkerWhiteboardWorkout CrossOffEveryRep StickyChartPlanks SprintToTheMarker BurpeeMarkerBingo',
    educational:
      'HowMarkersWork MarkerChromatography MarkerColorWheel MarkerBlendingBasics WhyPermanentStaysPut WaterOrAlcoholInk UVSecretMarker ShadingWithMarkers',
    cooking:
      'EdibleMarkerCookies MarkerEasterEggs MarkerMarshmallowFaces MarkerCakeLettering DoodleOnYourDonut MarkerRecipeCard MarkerMenuBoard MarkerLunchNapkin',
    travel:
      'MarkerTripMap MarkerBackseatJournal OneMarkerPerCity MarkerCafeSketch DoodleEveryStop MarkerParkBenchDrawing MarkerPostcards MarkerLuggageTagDIY',
    fashion:
      'MarkerSneakerArt MarkerTeeMakeover FabricMarkerScarf MarkerBaseballCap DoodleDenimJacket OneOfAKindFit MarkerToteBagDesign CanvasShoeMarker',
    wellness:
      'MarkerMoodTracker MindfulMarkerDoodle MarkerGratitudeList MarkerCalmColoring HighlightTheGoodStuff MarkerMandalaBreak OneMarkerTenMinutes MarkerJournalPage',
    pet: 'MarkerPetPortrait MarkerDogComicStrip MarkerBunnyCartoon CatBatsTheMarker MarkerHamsterSketch DoodleYourPuppy MarkerCollarTag MarkerFurTexture',
    prank:
      'MarkerMirrorMessage MarkerEggFaces MarkerLunchBagComic MarkerDoodleAmbush WindowHelloSketches WhiteboardWakeUpNote BananaMarkerGreeting MarkerMoustacheMug',
  },
  roommate: {
    educational:
      'RoommateTeachesMe KnowYourRoommateQuiz RoomieSkillSwap RoommateLanguageNight GroceryBudgetBattle RoommateRentSplitMath RoommateSlideshowLesson RoommateCookingClass',
    tech: 'RoommateChoreWheelApp RoommateDeskGlowUp RoommateLightShow FlatmateTechSupport WhoHogsTheWifi RoommateBillSplitter RoomieSmartPlugWars RoommateGroupChatNames',
    pet: 'PetPicksFavoriteRoomie RoommateCatCustody RoommatePupSitter RoommateTreatTrickOff WhoseDogIsItAnyway KittenBedLottery RoommateRecallRace RoommateFishTankDuty',
    gaming:
      'RoommateGameNight RoommateTeamUpRun RoommateChessFeud RoomieRematch RoommateConsoleCup CouchRankedDuel FlatmateTrashTalkOff RoommateWouldYouRather',
    wellness:
      'RoommateSpaNight RoommateWalkAndTalk RoommateSundayStroll RoommateTeaTasting PlantParentRoommates ThankYourFlatmate ComplimentYourRoommate RoommateGratitudeJar',
  },
  'moving day': {
    fitness:
      'MovingDayLiftForm MovingDayStairCarry MovingDayDollyPush SquatEveryMovingBox MovingDayCalfRaises MovingDayHallwayLunges MovingDayStepCount MovingDayStretchBreak',
    prank:
      'MovingDaySillyLabels MovingDayBalloonRoom MovingDayGooglyEyes MovingTruckSerenade MovingDayFakeHeavyBox MovingDayWelcomeBanner MovingDaySnackStash MovingDayPlushGreeter',
    educational:
      'MovingDayLeverPhysics MovingDayBoxMath MovingDishPackHack MovingOutChecklist LiftWithYourLegs MovingDayLoadingPuzzle InclinedPlaneMovingDay MovingDayCostQuiz',
    speed:
      'MovingDayPackingRace MovingDayBoxTapeDash MovingInUnpackSprint MovingDayBookSortRush WifiSetupCountdown MovingDayTowelFolding BeatTheMovingVan MovingDayLabelBlitz',
    music:
      'MovingDayBoxDrums MovingDayHeaveHoChant MovingOutBallad MovingOnUpSingAlong MovingDayEmptyRoomSolo TapeGunBeatbox AnthemForMovingDay MovingDayWhistleWork',
    gaming:
      'MovingDayTruckPuzzle MovingBoxFortBattle MovingDayMysteryItem MovingInBossLevel MovingDayCardboardTower UnpackingSpeedrun MovingDayBingoCard MovingDayTreasureHunt',
  },
  'stuffed animal': {
    fitness:
      'StuffedAnimalSquats TeddyBearCrunches PlushiePassCircuit LungeAndCatchPlush StuffedAnimalToeTouches PlankPalOnYourBack StuffedAnimalBalanceWalk StuffedAnimalSitUps',
    gaming:
      'StuffedAnimalBracket PlushBowlingAlley ClawMachinePlushie StuffedAnimalToyCarRace PlushieHideAndSeek StuffedAnimalChess StuffedAnimalTriviaHost StuffedAnimalRingToss',
    cooking:
      'StuffedAnimalTeaParty StuffedAnimalPicnic TeddyBearCookies CakeForMyStuffedAnimal BearyGoodPancakes StuffedAnimalBrunch StuffedAnimalBakeShow StuffedAnimalPizzaDay',
    art: 'StuffedAnimalPortrait StuffedAnimalPaperCraft PaintYourTeddyBear StuffieSurgery SewYourOwnPlushie StuffedAnimalStillLife StuffedAnimalComicBook StuffedAnimalClayTwin',
  },
  shampoo: {
    music:
      'ShampooBottleMicSolo ShampooPumpBeat ShampooShowerOpera ShampooJingleCover ShampooAdRemix BathroomReverbBallad RubberDuckShampooDuet ShampooSudsSong',
    cooking:
      'ShampooScentBakeOff ShampooBottleCake LatherLikeMeringue ShampooNightSmoothie ShampooPastelMacarons ShampooSpaSnacks ShampooSundayPancakes WashDayShampooWaffles',
    travel:
      'HotelShampooReview MiniShampooHaul ShampooPackingFaceOff ShampooBarCarryOn LeakProofShampooHack ShampooAfterTheCampout ShampooAroundTheWorld ShampooSampleSwap',
    fashion:
      'ShampooAdHairFlip WashDayCurlReveal ShampooHeatlessWaves ShampooGlowUp ShampooToRunway ShampooFiveHairstyles ShampooBlowoutAtHome ShampooBraidOut',
    tech: 'ShampooFoamSlowMo ShampooDispenserHack OneSongShampoo ShampooCommercialAtHome AIScansMyShampoo HardWaterTest ShampooProductPhotos ShampooBarcodeCheck',
  },
  'night routine': {
    prank:
      'NightRoutineRubberDuck NightRoutineGlowStars NightRoutinePillowSwap NightRoutineTeddyTuckIn NightRoutineInsideOutPJs NightRoutineJokeNote NightRoutineBedWarmer NightRoutineHiddenBrush',
    music:
      'NightRoutineLullaby NightRoutineUkulele WindDownSongs MidnightPianoMinute SoftGuitarGoodnight SlowJamToSleep NightRoutineHumming NightRoutineMusicBox',
    tech: 'NightRoutineSunriseAlarm NightRoutineScreenOff NightRoutineWhiteNoise NightModeEverything PhoneBedtimeSetup SleepTrackerTest NightRoutineAutoDim NightRoutineDimmer',
    gaming:
      'NightRoutineCozyGame NightRoutineSpeedrun NightRoutineOneMoreRun NightRoutineCrossword LastLevelBeforeBed NightRoutineSolitaire NightRoutineBingo NightRoutineStickerChart',
  },
  blanket: {
    prank:
      'BlanketFortSurprise BlanketLumpDecoy FluffyBlanketSwap BlanketGhostPeekaboo BlanketTeddyTuck BlanketOfStickyNotes BlanketHugAmbush SlowBlanketTugPrank',
    speed:
      'BlanketFoldRace BlanketFortIn60 BlanketBurritoRace ThrowBlanketRelay DuvetCoverDash BlanketTuckInSprint BlanketCornerMatch BlanketFlipRush',
    art: 'NoSewFleeceBlanket TieDyeABlanket DesignYourDreamBlanket PaperPatchworkBlanket BlanketMemoryCollage BlanketStillLifeSketch BlanketFortBlueprint BlanketKnotPatterns',
    tech: 'BlanketFortPhoneCinema HeatedBlanketTest BlanketLEDStarLights BlanketNapTimelapse BlanketFoldHackVideo BlanketSelfieTimer DoesABlanketBlockWiFi BlanketAudiobookNight',
    gaming:
      'BlanketFortGameNight HandheldUnderBlanket BlanketChessMatch BlanketHideAndSeek BlanketJigsawDuel CardsOnTheBlanket BlanketFeelAndGuess BlanketCaveDungeon',
  },
  blender: {
    wellness:
      'BlenderMorningJuice MindfulBlenderMinute GreenBlenderBreakfast BlenderFaceMaskDIY BlenderSunriseSmoothie BlendThenBreathe BlenderGingerLemonWeek BlenderBananaMilk',
    gaming:
      'BlenderGuessTheFlavor BlenderMemoryMatch BlenderCafeRolePlay BlenderFruitToss RememberTheBlenderOrder BlenderTriviaDuel BlenderBingoNight BlenderMysteryMixRound',
    tech: 'BlenderSlowMoVortex PortableBlenderTest BlenderPowerShowdown CheapVsProBlender AppPicksMyBlenderMix QuietestBlenderQuest WhichBlenderButtonWins DecibelMeterBlender',
    travel:
      'BlenderSmoothiePassport PortableBlenderCamping BlenderJuiceBarCrawl BeachBlenderMocktail BlenderOnTheRoadTrip BlenderInMyCarryOn BlenderLocalFruitHunt BlenderRecipeSouvenir',
    prank:
      'BlenderPartyHat BlenderConfettiBurst BlenderGooglyEyes BlenderStickyNoteWrap MysteryColorSmoothie BlenderNoLidBluff TalkingBlenderPrank BlenderFakeSpill',
    pet: 'BlenderBoxCatFort BlenderBarkBites BlenderDoggyIceCream BlenderPumpkinDogTreats BlenderPupsicles BlenderCatTunaMousse BlenderPupMuffins BlenderFrozenPawCubes',
  },
  burrito: {
    dance:
      'HumanBurritoWorm BurritoBlanketWiggle GuacamoleGroove UnrollTheBurrito BurritoWrapAndRoll BurritoSalsaStep BurritoFoilShimmy BurritoBounce',
    prank:
      'TuckThemInLikeABurrito BurritoDessertSwap BurritoPlushPillowDrop BurritoWrappedPresent ItsNotABurrito BurritoJokeLabel BurritoGooglyEyes BurritoCakeFakeout',
    music:
      'BurritoMariachiCover SingToYourBurrito BurritoFoilCrinkleBeat BurritoBeatbox SalsaShakerSolo HotSauceHipHop BurritoLoveSong BurritoGuitarStrum',
    tech: 'BurritoFoldTimelapse AIInventsABurrito BurritoSlowMoBite AirFryerBurritoBattle BurritoColdSpotHunt BurritoPaniniPressTest BurritoOrderAppHack BurritoPhotoGlowUp',
    gaming:
      'BurritoBeanBagToss RememberMyBurritoOrder BurritoBuildOff BurritoBlindTasteGame BurritoShopRolePlay BurritoBingo BurritoSpinnerChallenge BurritoStackOff',
  },
  pajamas: {
    prank:
      'SurprisePajamaParty PajamasInTheFreezer PajamaTwinReveal PajamasForTeddy DinosaurOnesieDoorbell BreakfastInPJsAmbush PajamasPocketNote PajamaDayAnnouncement',
    gaming:
      'PajamaGamingMarathon PajamaCardTourney LoserWearsFunnyPJs BlanketFortInPJs PajamaPillowFightCup PajamaCharadesNight PajamaBoardGameBrunch PajamaTreasureHunt',
    wellness:
      'PajamaSelfCareNight PajamaDayOff PajamasByEight SlowSundayInPajamas PajamaBookAndTea PajamaCozyNest ScreensOffPJsOn PajamaGratitudeJournal',
    music:
      'PajamaGuitarJam PajamaLullabyCover PajamaKaraokeNight BandPracticeInPJs HairbrushMicInPJs SleepySongSwap PajamaPillowDrums PajamaPartyAnthem',
  },
  crayon: {
    prank:
      'CrayonWrapperSwap SecretWhiteCrayonNote CrayonBoxFullOfCarrots CrayonBananaFaces CrayonFridgeGallery CrayonsThatWontColor CrayonGooglyEyes CrayonShapedCookies',
    fashion:
      'CrayonCostume RainbowCrayonNails CrayonBoxTote OneCrayonOutfit CrayonPrintOveralls PrimaryColorBlock CrayonPicksMyLook CrayonDoodleSneakers',
    speed:
      'CrayonColorSortOff CrayonRainbowRace CrayonStackBlitz CrayonSpeedShading ColoringPageSprint TenSecondScribble BlindfoldCrayonDraw LeftHandCrayonDash',
    gaming:
      'CrayonDrawAndGuess CrayonDoodleDuel CrayonMazeRace CrayonColorBingo CrayonStoryDice CrayonBlindfoldRound DotsAndBoxesCrayon HangmanWithCrayons',
    tech: 'CrayonDrawingTimelapse CrayonARColoring CrayonScanAndAnimate CrayonToDigitalArt AppPicksMyCrayon CrayonColorMatchTest StylusVsCrayon CrayonStopMotion',
  },
  backyard: {
    prank:
      'BackyardPinwheelGarden FakeBackyardDinoTracks BackyardChalkMessage BackyardTeddyPicnic WanderingGnome SurpriseBackyardCinema BackyardPaintedRocks BackyardBubbleAmbush',
    cooking:
      'BackyardIcePopParty SmoresInTheBackyard BackyardPizzaNight BackyardLemonadeStand GardenToPlate BackyardFruitSkewers BackyardBananaBoats BackyardHerbPesto',
    music:
      'BackyardConcert DrumOnBackyardBuckets BackyardGuitarJam SerenadeTheBackyard CricketChorusCover BackyardSingAlong BackyardPotAndPanBand BackyardWindChimeMix',
    art: 'PaintBackyardRocks BackyardNaturePrints BackyardChalkMural PressBackyardFlowers BackyardStickSculpture SketchYourBackyard BackyardMandala BackyardLeafRubbings',
    gaming:
      'CaptureTheFlagBackyard BackyardTreasureHunt BackyardFlashlightTag BackyardChalkChess LawnGameTourney BackyardTallestTower BackyardRingTossCup BackyardHopscotchRound',
    wellness:
      'BackyardStargazing BackyardHammockNap BarefootBackyardWalk CoffeeInTheBackyard TouchGrassChallenge PorchSwingPause BackyardSunriseTea BackyardBirdsongBreak',
    tech: 'ProjectABackyardMovie BackyardBirdCam BackyardSolarLights BackyardNightTimelapse WhoVisitsAfterDark BackyardTinyPlanetPhoto BackyardVsWeatherApp BackyardStarMapScan',
  },
  baking: {
    dance:
      'BakingWhiskWiggle BakingApronSpin BakingBatterBounce BakingDayDisco ShakeAndBake FlourPowerMoves BakingCookieSheetStomp BakingSpatulaSalsa',
    fitness:
      'BakingArmDay SquatsWhileBaking KneadingForearms FlourBagCurls BakingTrayPushUps BakeAndBurn BakingTimerLunges BakingDoughPunchCardio',
    prank:
      'BakingSillyFaceMuffins BakingSecretMessage SurprisePinataBaking FakeBakingDisaster BakingHiddenHeartLoaf IsItCake BakingTeddyChefHat BakingFortuneCookieNotes',
  },
  'guinea pig': {
    dance:
      'DoTheGuineaPigPopcorn GuineaPigRumbleStrut GuineaPigSqueakShuffle MoveLikeAGuineaPig WheekAndWiggle GuineaPigHappyHop GuineaPigFreezeDance GuineaPigZoomieSlide',
    fitness:
      'GuineaPigPopcornJumps GuineaPigObstacleRun GuineaPigTunnelCrawl GuineaPigPlankWatch GuineaPigHayBaleCarry SquatPerWheek HopLikeAGuineaPig GuineaPigPlaypenStretch',
    fashion:
      'MatchYourGuineaPig GuineaPigPrintPajamas GuineaPigEarrings CavyFitCheck GuineaPigGraphicTee GuineaPigSocksLook GuineaPigPhoneCase GuineaPigEarsHeadband',
    tech: 'GuineaPigPetCam AppTranslatesGuineaPig GuineaPigTimelapse GuineaPigNightVision GuineaPigFaceSwap GuineaPigScaleHack GuineaPigSlowMoHops GuineaPigPhoneWallpaper',
    gaming:
      'GuineaPigMazeLevels GuineaPigTreatPuzzle GuineaPigFactBingo GuineaPigHayHunt GuineaPigTriviaNight PopcornHighScore GuineaPigHideAndSeek GuineaPigPickACup',
    educational:
      'WhyGuineaPigsWheek GuineaPigVitaminC GuineaPigBodyLanguage GuineaPigPopcornMeaning NeitherGuineaNorPig SqueakDictionary GuineaPigTeethFacts GuineaPigCareQuiz',
    speed:
      'GuineaPigTunnelDash GuineaPigVeggieRace FastGuineaPigCageClean GuineaPigZoomies GuineaPigHayRefill BeatTheWheek GuineaPigPlaypenBuild GuineaPigCarrotCountdown',
  },
  rainbow: {
    gaming:
      'RainbowDiceDuel RainbowRoadLap RainbowBlockPuzzle RainbowDominoRun ISpyARainbow RainbowCardShowdown RainbowColorTag RainbowMemoryMatch',
    fitness:
      'RainbowArchStretch RainbowRelayRun RollTheRainbowDice RainbowColorSquats RainbowBurpeeLadder PotOfGoldPlank RainbowJumpingJacks RainbowYogaFlow',
    travel:
      'RainbowColorHunt WaterfallRainbowHunt RainbowDoorsOfMyTown RainbowLighthouseVisit RainbowStreetCrawl RainbowMuralWalk RainbowFlowerFieldTrip RainbowSouvenirJar',
  },
  birthday: {
    tech: 'AIBirthdayCard BirthdayVideoMontage BirthdayQRTreasureHunt BirthdayEmojiMessage BdayCountdownWallpaper BirthdayPhoneLightShow BirthdayVoiceNoteChain BirthdayGroupCallCheer',
    wellness:
      'BirthdayLetterToSelf RandomBirthdayKindness SlowBirthdayMorning BirthdayGratitudeList BirthdayBigBreathIn BdayDigitalDetox BirthdayMemoryWalk BirthdayWishJar',
  },
  scooter: {
    music:
      'ScooterRideSingAlong ScooterBellBeat NameThatScooterTune ScooterKickToTheBeat ScooterWhistleSolo ScooterCruiseAnthem ScooterSafetySong ScooterKazooParade',
    gaming:
      'KickScooterHighScore ScooterSlowestRoll ScooterTriviaNight SimonSaysScooterTricks ScooterLongestGlideDuel ScooterFollowTheLeader ScooterObstacleQuest ScooterConeWeave',
    educational:
      'HowScooterWheelsWork ScooterRampAngleLab ScooterFrictionTest ScooterBrakeDistance ScooterSafetyQuiz WheelieScience ScooterMomentumMath ScooterHandSignals',
    travel:
      'ScooterCityTour ScooterBoardwalkRide ScooterRiverTrail ScooterBikePathDay ScooterParkHopper ScooterGreenwayPicnic ScooterSunsetCoast ScooterLibraryLoop',
    fashion:
      'ScooterCommuteOutfit ScooterHelmetGlowUp ScooterKneePadStyling ScooterRunwayRollBy ScooterRetroFitCheck ScooterReflectiveLook ScooterSneakerSwap ScooterBackpackMakeover',
    tech: 'ScooterLightsUpgrade ScooterMaintenanceLog 10SecondScooterEdit EScooterRangeTest GPSTrackYourScooter SlowMoScooterBunnyHop ScooterSpeedometerDIY ScooterHyperlapse',
    dance:
      'KickScooterShuffle ScooterGlideGroove ScooterTwirlStop ScootAndBoogie HandlebarHandJive ScooterDanceOff ScooterSlalomSalsa ScooterHelmetHeadBop',
  },
  shovel: {
    dance:
      'SnowShovelShuffle ShovelPartnerDance ShovelStompStep ShovelMicStandDance CanYouDigItGroove GardenBedBop ShovelBreakJig ShovelHandleSway',
    music:
      'ShovelScrapeBeat SnowShovelDrumSolo ShovelAirGuitar ShovelGongStrike ShovelCrunchRhythm WinterWorkSong WhistleWhileYouShovel ShovelWashboardJam',
    educational:
      'ShovelLeverageScience ErgonomicShovelTest HowMuchSnowPerShovel ShovelSoilLayers DigLikeAnArchaeologist ShovelfulWeighIn ShovelShapesCompared CountWormsInAShovel',
    gaming:
      'ShovelSandcastleDuel ShovelTreasureQuest ShovelSnowFortBattle ShovelMiningHighScore BalanceABallOnAShovel ShovelTicTacToe PickaxeVsShovel BuriedToyShovelHunt',
  },
  sleep: {
    prank:
      'SleepMaskGooglyEyes FakeSleepTalking SleepUnderNewStars SleepingDadGlamMakeover WakeUpToBalloons BedtimeStoryVoicemail SleepoverInvasion SleepTightTeddyNote',
    pet: 'DogSleepRunning CatSleepsOnMyLaptop ReadYourPupToSleep GuessWhoSleepsInMyBed BlanketHogBattle SleepyPetPositionQuiz SleepyPetSnoreCam SleepingKittenStretch',
    gaming:
      'OneMoreLevelThenSleep BedtimeCardShowdown SleepingLionsChallenge MafiaNightGoToSleep CozyGamesBeforeSleep TiptoePastTheSleepers SleepyDominoDuel SleepyheadMemoryMatch',
    travel:
      'SleepUnderTheStars SleepTrainBunkTour SleepingBagCampout CityNeverSleepsWalk SleepInAHammockDayTrip JetLagSleepFix SleepoverAtGrandmas SleepyBusRideHome',
    tech: 'SleepTrackerTest SleepAppShowdown SleepScoreReveal RecordMySleepTalk HowIActuallySleep SleepyheadAlarmDuel SleepGadgetRanking SleepPhoneFreeNight',
    art: 'DrawThemAsleep SleepDreamSketch DecorateASleepMask SleepyFaceSelfPortrait PaintTheSleepyMoon NightmareToMasterpiece SleepPillowcaseDoodles SleepCloudCollage',
  },
  couch: {
    fitness:
      'CouchTricepDips CouchToFiveK SofaCushionCrunches SplitSquatOnTheCouch CouchEpisodeSquats CouchSitToStand CouchLegRaises CouchAdBreakWorkout',
    wellness:
      'CouchRestDay LazySundayOnTheCouch CouchBookNook NoGuiltCouchNap BlanketBurritoBreak PhoneFreeCouchCuddles CouchStretchFlow CouchGratitudeChat',
    music:
      'CouchConcert CouchCushionDrums SofaSingAlong CouchKaraokeDuet UnpluggedOnTheCouch CouchLipSyncBattle CouchSerenade CouchUkuleleStrum',
    gaming:
      'CouchTeamUpNight CouchPartyGames SofaSplitScreenBattle CouchRacingCup CouchCharades LoserGetsTheFloor KingOfTheCouch CouchRummyShowdown',
    prank:
      'CouchCushionSwap WhoopeeOnTheSofa PlushAudienceOnCouch CouchThroneMakeover RemoteHuntMystery PillowAvalanche CouchSpotReserved CouchBalloonPit',
    travel:
      'CouchPotatoGoesOutside SofaToSummitHike PlanATripFromTheCouch OffTheCouchDayTrip CouchToCoastline FiveStarCouchStaycation CouchVirtualMuseumTour CouchToParkBench',
  },
  toaster: {
    educational:
      'HowToastersWork WhyToasterCoilsGlow ToasterDialTest WhatsInsideAToaster ToasterBrowningScience BeforeSlicedBread ToasterThenAndNow ToasterSafetyQuiz',
    music:
      'ToasterDrumroll ToasterClickPercussion ToasterThemeSong BreakfastBeatbox LiterallyPopMusic ToastyTunes SerenadeTheToaster ToasterDingDuet',
    travel:
      'ConveyorToasterRating ToasterCampsiteMorning ToasterStylesAbroad ToasterOnVacation BuffetBreakfastRanking RoadsideDinerCrawl ToasterBagelCafeHop ToasterBreadShopTour',
    tech: 'ToasterEscapeStopMotion ToasterCleanTimelapse ToasterEverySetting CanAIDesignAToaster ToasterDingRingtone OverEngineeredToast ToasterPopSlowMo ToasterVsAirFryerTest',
    prank:
      'ToasterGooglyEyes ToasterSmileySurprise BreakfastToastMessage ToasterTalksBack ToasterPlushTwin ToasterCardboardDouble ToasterSaysGoodMorning ToasterStickyNoteJoke',
    fashion:
      'ToasterRetroFit DressLikeYourToaster ToastTonesOutfit ButteryYellowGlowUp GoldenBrownGlam ToasterChromeNails ToasterPrintTee ToasterCosplay',
  },
  sushi: {
    fitness:
      'SushiRollUps SushiRiceBagCurls LungeForSushi SumoSquatsForSushi MakiMountainClimbers WasabiWarmUp SushiMatPlank SushiNightJumpRope',
    prank:
      'CandySushiSurprise SushiLookalikeCake SushiRestaurantAtHome RiceKrispieSushi SwedishFishNigiri SushiPlushOnThePillow SockSushiSpread SushiDoodleNapkin',
    wellness:
      'MindfulSushiRolling SlowSushiDinner SushiGreenTeaPause ZenBentoLunch LetTheSushiChefChoose SushiSundayUnwind SushiGratitudeBite SushiSoloDateNight',
    tech: 'SushiBazookaTest SushiRollingTimeLapse AIRatesMySushi StopMotionSushiRoll TouchscreenSushiOrder SushiFoodPhotoGlowUp SushiMacroCloseUp SushiRecipeVideoCall',
    pet: 'SushiPlushTugOfWar SushiRollPillowNap SushiSqueakyToyFetch SushiNightCatSupervisor SushiSnuffleMatDIY KittenInASushiBed SushiCardboardHideout SushiCatnipKicker',
    fashion:
      'SushiDateFit SushiHairSticks SalmonPinkSushiLook TinySushiEarrings NigiriNails SushiChefCostumeDIY SushiPrintPajamas SushiSocksStyled',
    funny:
      'FirstSushiReaction SushiChopstickStruggle SushiSoySauceFlood ConveyorSushiPanic WasabiOrAvocado SushiChefJudgesMe SushiRollFallsApart SushiOrderingConfidence',
    travel:
      'SushiBarHop RateEverySushiInTown MarketSushiBreakfast SushiCrawlOnABudget GroceryStoreSushiRanked SushiFirstTimeTaster ConveyorSushiDate SushiLunchSpecialHunt',
    art: 'SushiRainbowPlate SushiCharacterRolls SushiClayMiniatures DrawSushiWithChopsticks PaintTheSushiBoat FeltNigiriPlatter SushiKawaiiDoodle OrigamiSushiSet',
    speed:
      'SushiRollingRace SushiPlatingSpeedrun ChopstickSushiPickup SushiNameQuizBlitz MakiInAMinute SushiGarnishDash SushiStackOff SushiOrderMemoryRush',
  },
  notebook: {
    funny:
      'LastPageOfTheNotebook NeatNotebookVsReality NotebookMarginDoodles NotebookFirstLinePanic NotebookSpiralSnag PassingNotesSkit NotebookMessyHandwriting NotebookSmudgedInkDrama',
    prank:
      'NotebookUpsideDownPrank NotebookInvisibleInk NotebookCoverSwap SneakyDoodleAddition NotebookSecretFlipbook NotebookStickerAmbush SurpriseNotebookPoem NotebookFortuneTeller',
    travel:
      'NotebookTicketCollage SketchTheTripJournal CafeWindowWriting TravelNotebookTour NotebookStampHunt NotebookMapFromMemory NotebookCityDoodleWalk NotebookTrainRideDiary',
    fashion:
      'LookbookInANotebook OutfitNotebookSketch MiniNotebookCharmDIY NotebookToteFitCheck NotebookPreppyOutfit MatchYourNotebook MakeANotebookPaperDress NotebookSpiralEarrings',
    wellness:
      'NotebookFreeWrite BrainDumpNotebook NotebookOneLineADay NotebookGratitudeLog DearDiaryNotebook WorryListAndLetGo NotebookDreamJournal NotebookSmallWinsTally',
    music:
      'SongwriterNotebookTour NotebookLyricDraft NotebookSpiralStrum PencilOnNotebookBeat WriteANotebookSong NotebookRapBattle NotebookJingleWriting NotebookPenDrumming',
    pet: 'PetSitsOnMyNotebook CatVsPenOnDesk NotebookKittenSketch NotebookTrainingLog PawprintNotebookCover DogDiaryNotebook NotebookBunnyBiography NotebookPetPortraitPage',
    cooking:
      'NotebookListDinnerDare CookFromOldNotebooks NotebookRecipeSwap NotebookCakeDesign GrandmasNotebookPie NotebookSketchToBake NotebookMealPlanner NotebookCookieJournal',
    tech: 'PaperNotebookVsTablet NotebookStopMotion TimeLapseANotebookPage PhoneReadsMyNotebook NotebookDoodleToAIArt ScribblesToPixels NotebookToSpreadsheet NotebookDigitalBackup',
  },
  chef: {
    educational:
      'ChefLingoQuiz HowChefsPlateFood ChefPrepBasics FiveChefMotherSauces WhyChefHatsAreTall MeasureLikeAChef ChefSpiceSmellTest ChefEggCrackLesson',
    wellness:
      'ThankYourChef ChefMindfulMinute HomeChefUnwind ChefGratitudePlate SimmerDownSunday ChefFeetUpAfterDinner CookSlowLikeAChef ChefTeaBreak',
    art: 'ChefSauceSwoosh ChefHatDoodle ChefMenuLettering ChefsKissPortrait ChefHerbLeafPrints ChefPlatingStillLife DrawYourFavoriteChef ChefFruitFacePlate',
    pet: 'ChefSnuffleMatDinner ChefDogBiscuitBake ChefCatSupervisor ChefPupTasteTest ChefPlatesTheKibble BunnyBistro ChefPetBirthdayMeal ChefHamsterVeggieBowl',
  },
  rabbit: {
    music:
      'RabbitThumpRhythm SomeBunnyToLoveCover LullabyForARabbit SongForMyRabbit HipHopHare RabbitCarrotCrunchBeat RabbitReactsToMyGuitar RabbitPianoSerenade',
    wellness:
      'BunnyFlopRelax RabbitGroomingCalm RabbitFloorLounge RabbitMindfulMinutes RabbitBreathingBuddy BinkyOfJoy SitWithYourRabbit RabbitGardenMorning',
    travel:
      'SpotABunnyInThePark BunnyDateAtThePettingZoo BunnyHopAroundTown RabbitStatueHunt RabbitSanctuaryDay RabbitCafeTrip RabbitTrailHike RabbitGardenVisit',
  },
  fog: {
    wellness:
      'FoggyMorningWalk MistyForestBreathing FoggyDayBlanketRead FoggyDayStretch FogLiftSunriseWatch CozyGreySkyTea FogWindowJournaling SitInTheFogForTen',
    music:
      'FogHornBeat StrumInTheFog FoggyDayHumAlong SoundtrackForAFoggyWalk MistyForMeCover FoggyDayLullaby SingIntoTheFog EchoInTheFog',
    pet: 'FoggyDogWalk FoggyBackyardSniffTour MistyPetPortrait KittenVsWindowFog FoggyGlassPawPrints FogZoomiesAtDawn GlowCollarInTheFog FogDayPuzzleFeeder',
  },
  skateboarding: {
    prank:
      'SkateboardSecretSkill SkateparkCheerSquad SkateboardGooglyEyes SkaterInDisguise GrandmaCanOllie SkateboardingStickerSwap SkateboardingHypeMan SkateboardingSurpriseFan',
    music:
      'SkateboardingSongEdit ThreeChordSkatePunk SkateboardingSingAlong SkaterBoiCover DrumOnYourDeck SkateboardWheelSounds SkateboardingBeatDrop SkateboardingRollRhythm',
    pet: 'SkateboardingKittyDeck SkateboardingCatCritic KittenVsSkater PupLearnsSkateboarding PetInspectsMySkateboard PawsOnBoard SkateboardingSidekick DogWatchesSkateboarding',
    gaming:
      'SkateboardComboScore SkateboardingMoveBingo SkateboardSimonSays SkateboardFollowTheLeader SkateboardingPartsQuiz SkateTriviaShowdown SkateboardLimbo SkateboardingLetterDuel',
    art: 'SkateboardDeckArt SkateparkMural SkateboardingDoodleBook GriptapeGraffiti SkateboardingStickerArt SkaterPhotoShoot SkateboarderSketch SkateboardingComicPanel',
  },
  snoring: {
    prank:
      'SnoringTeddyEarmuffs SnoreAlarmRingtone SnoringDoNotDisturbSign SnoringCertificate ZzzSoundboard PillowSwapSurprise SnoringPlushCompanion LullabyForTheSnorer',
    pet: 'SnoringDogDuet SnoringPupSideEye SnoringPetConcert SnoringKittyCloseUp WhoSnoresLouder PetNapSounds SnoringPuppyLullaby SnoringHamsterHammock',
    travel:
      'SnoringHostelSurvival SnoringAtTheCampsite SnoreProofTravelKit EarplugsOrBust SnoringAtGrandmasHouse QuietCabinRetreat RoadTripSnoringTally SnoringOnTheNightTrain',
    fashion:
      'SnoringPajamaFitCheck SnoringNightcapSwap SnoringSleepMaskDIY SnoringMatchingPJs CartoonSnorerCosplay SnoreChicLoungewear SnoringSlipperShowdown SnoringRobeAndBonnet',
    fitness:
      'PushupPerSnore SnoringStopExercises SnoringJawWorkout ThroatToningHums SnoringNeckStretches SingAwayTheSnoring PlankThroughTheSnoring FaceYogaForSnorers',
  },
  'rubber duck': {
    tech: 'RubberDuckTimelapse RubberDuckCamRide ExplainItToTheDuck RubberDuckSlowMoSplash RubberDuckPhoneStand GiveMyRubberDuckAVoice RubberDuckStopMotion RubberDuckGiantFilter',
    gaming:
      'RubberDuckHunt GooseVsRubberDuck RubberDuckHideAndSeek RubberDuckRingToss HookADuckHighScore DucksInARowPuzzle RubberDuckCurling RubberDuckBowling',
    travel:
      'RubberDuckTripSelfies HideARubberDuckInTown RiverRubberDuckDerby RubberDuckPassport HaveDuckWillTravel TakeYourRubberDuckAbroad RubberDuckWorldTour RubberDuckParkAdventure',
    pet: 'PetVsRubberDuck RubberDuckFetch RubberDuckCatSwat SqueakAndSeek WhoStoleTheRubberDuck DuckBobbingPup RubberDuckPoolParty RubberDuckHamsterCameo',
  },
  rake: {
    fashion:
      'YardRakeFitCheck FlannelAndRakeLook LeafPilePhotoshoot RakeTheRunway RakingGlovesGlowUp RubberBootsAndKnit RakingDayOutfit CozyRakeLayers',
    gaming:
      'RakeAMazeInTheLeaves RakeAndSeek RakeAHopscotchGrid RakeForHiddenTreasure GiantRakedTicTacToe LeafColorRakingBingo PassTheRakeRelay RakeCoinHunt',
  },
  microwave: {
    prank:
      'MicrowaveMagnetPoem MicrowaveGooglyEyes MicrowaveDoorLoveNote FakeMicrowaveBeeps DingYouveGotMail SetTheClockTo1234 MicrowaveWindowSign MicrowavePopcornSurprise',
    speed:
      'MicrowaveFactsQuickfire BeatTheMicrowave MicrowaveDingDash MicrowaveSquatCountdown TidyBeforeTheBeep MicrowaveMinuteMadness MicrowaveClockSetBlitz MicrowaveScrubTimer',
    art: 'MicrowaveFlowerPress MicrowavePuffyPaint MicrowaveSoapSculpture DriedCitrusByMicrowave MugCakeMasterpiece MicrowaveLeafBookmarks CardboardMicrowaveBuild SketchYourMicrowave',
    pet: 'CatKnowsTheMicrowave DogWaitsByMicrowave MicrowaveTVForMyCat DingMeansDinner MicrowaveBeepReaction WarmSnuggleDiscNap MicrowaveStayTrick MicrowaveWaitingPup',
    gaming:
      'MicrowaveTimerSpeedrun MicrowaveFreezeDance OneRoundPerMicrowave MicrowaveBeepGuess ClosestToTheDingWins MicrowaveMythOrFactQuiz MicrowaveMinuteMatch MicrowaveCharades',
    fashion:
      'MicrowaveMinuteGlowUp QuickChangeMicrowave MicrowavePopcornPJs MicrowaveRetroApron DressedBeforeTheDing DressLikeAMicrowave MicrowaveOvenMittChic MicrowaveMetallicLook',
    tech: 'MicrowaveTimerHacks MicrowaveHeatMapTest MicrowavePopcornSlowMo MicrowaveMuteTheBeep AIMicrowaveMenu MicrowaveSpinStopMotion MicrowaveVsWiFi MicrowaveSettingsDecoded',
  },
  ramen: {
    prank:
      'RamenCakeReveal SurpriseRamenUpgrade RamenGooglyEyes RamenPlushInTheBed RamenChopstickSwap RamenNapkinDoodle RamenNoriFaces RamenMenuDoorSign',
    music:
      'RamenMenuMelody RamenBowlBeat ChopstickRamenDrums RamenNoodleKazoo SlurpSymphony RamenJingle RamenRapBattle RamenLoveSong',
    art: 'RamenBowlPainting AnimeRamenDrawing RamenNoodleDoodle RamenClayMiniature RamenStickerDesign SteamyStillLife StringArtRamen RamenFeltCraft',
    gaming:
      'GuessTheRamenFlavor RamenRushHighScore RamenPacketTower BuildARamenStand RamenToppingBingo RamenCupRanking OneChopstickRamenDare RamenWouldYouRather',
  },
  sock: {
    prank:
      'SockPuppetWakeUp MismatchEverySockPair SockToeKnotted GooglyEyeSocks SockSnowmanDoorGreeter OddSocksOnly SockSnowballAmbush SockMonkeyOnTheirPillow',
    music:
      'SockPuppetKaraoke SockHopOldiesJam SockShakerMaracas SockItToMeCover CrazySockSingAlong FootTapFreestyle RockAroundTheSock SockOnHandsDrumming',
    tech: 'SockPuppetStopMotion SockVoiceChangerSkit LEDLightUpSocks CanAIMatchMySocks SockColorScanTest SockPileToPairsTimelapse SockDrawerBeforeAfter SockDesignerApp',
    gaming:
      'SockPuppetGameShow SockSkeeBall SockMatchMemory SockSnowballFight LuckySocksTournament HamperHoops CornholeWithSocks OddSockOut',
    wellness:
      'SockFootRubNight SocksOffGrassWalk FuzzySockSunday WoolSockWindDown CozySocksCalmMind WarmSocksBedtime MoisturizeAndSockUp SoftSocksSlowMorning',
    cooking:
      'SockShapedCookies SockPuppetPancakes SockMonkeyCupcakes SockHopMilkshake MismatchedMacarons StockingStufferFudge CocoaInCozySocks SockDayGrilledCheese',
  },
  'sticky note': {
    tech: 'AISortsMyStickyNotes StickyNoteVsApp StickyNoteTaskBoard PostItToPixels StickyNoteWallTakeover ScanYourStickyNotes StickyNoteQRCodes StickyNoteDeskTimelapse',
    gaming:
      'StickyNoteForeheadGame PostItMinesweeper StickyNoteBattleship StickyNotePixelHero StickyNoteEscapeRoom StickyNoteClueHunt StickyNoteTicTacToeWall StickyNoteCharadesDraw',
    wellness:
      'StickyNoteAffirmations MirrorStickyNotes KindStickyNoteDrop PostItPepTalk PeelOffYourWorries GratitudeStickyWall StickyNoteWins StickyNoteBreatheCue',
    pet: 'CatVsStickyNote StickyNoteTreatHunt PuppyPicksAStickyNote FetchTheStickyNote PostItPawPrints StickyNotePetPortrait StickyNotePetChores StickyNoteWalkReminder',
    art: 'PixelArtInStickyNotes StickyNoteFlipbook WindowStickyNoteMural PostItWars StickyNoteSelfPortrait OrigamiNoteCranes StickyNoteStopMotion StickyNoteRainbowWall',
  },
  balcony: {
    dance:
      'BalconyBoogie StringLightSway BalconyWaltzForTwo GoodMorningBalconyDance BalconySunsetShuffle NeighborDanceOff BalconyChairGroove BalconySambaStep',
    fitness:
      'BalconyYoga BalconyWallSit TinyBalconyBootcamp OneMatBalconyHIIT BalconyWaterJugCurls FreshAirPlanks BalconyBurpeeBreak BalconyStretchFlow',
    wellness:
      'BalconySunsetPause FreshAirJournaling BalconyCloudWatching BalconyPhoneFreeRead BalconyPlantTherapy BalconyTeaMoment BalconyHerbPotting BalconyBirdsongBreak',
    pet: 'BalconyPetSafetyCheck BalconyDogSunbath BalconyCatGrassGarden BalconyPupLawn BalconyPicnicForFido BalconyKittyMeshGuard BalconyPeoplePatrol BalconyDoorBirdWatch',
    gaming:
      'BalconyChessMatch DominoesAtDusk BalconyBattleship BalconyBingoNight BalconyCardTourney CrossStreetTicTacToe BalconyCloudGuessing BalconyCharades',
    prank:
      'BalconyFakeParrot BalconyBannerAmbush BalconyWelcomeSign GnomeOnTheBalcony RomeoStyleSerenade BalconyOwlDecoy BalconyFlamingoFlock BalconyBubbleShower',
    music:
      'BalconySingAlong BalconyKaraokeEncore BalconyUkuleleSong SerenadeFromTheBalcony BalconyOperaAria AcrossTheStreetDuet BalconyBeatboxBattle BalconyWindChimeSong',
  },
  waiter: {
    prank:
      'FancyWaiterAtHome WaiterNapkinSwan WaiterClocheReveal WaiterSillySpecials DressUpAsTheirWaiter WaiterWithAFakeMustache WaiterHandwrittenMenu WaiterTeddyReservation',
    cooking:
      'WaiterFamilyMeal CopyTheWaitersFavorite WaitressDinerPancakes TablesideWaiterGuac WaiterSecretSauce ChefsKissPlating WaiterSpecialOfTheDay WaiterMocktailMenu',
    gaming:
      'ActOutYourOrderWaiter WaiterSays WaiterRushHourRound WaiterTrayStackOff WaiterBlindTasteTest WaiterBalanceBattle WaiterMemoryGame WaiterRolePlayNight',
    wellness:
      'WaiterThankYouNote WaiterFootCare AfterShiftWaiterUnwind BeKindToYourWaiter TipLikeYouMeanIt WaiterSundayRest LearnYourWaitersName WaiterCalfStretch',
  },
  hail: {
    prank:
      'PopcornHailstorm HailstoneGumballs CottonBallSnowfall HailstormFakeout HailPingPongFlood ItsHailingCandy HailDayCocoaDelivery HailMarshmallowShower',
    music:
      'HailOnTheRoofBeat HailstormDrumRoll TinPanRhythm HailWindowPercussion HailWindChimeJam PingingGutterMelody PlayAlongWithHail HailLullaby',
    gaming:
      'HailDayPuzzleRace HailDodgeArcade StormDayCardGames HailstormHideAndSeek HailDayBlockTower StuckInsideChessOff GuessTheHailSize HailCharadesNight',
    wellness:
      'HailstormBlanketNap HailDayCozyNest PitterPatterBreathing StormWatchTea HailWindowGazing HailDayDuvetCocoon ListenToTheHail HailJournalPause',
    tech: 'HailstormSlowMo HailRadarCountdown HailSizeRulerPhoto HailstoneMeltTimelapse HailstormWindowCam PredictTheHailApp HailSoundMeter HailLiveStream',
  },
  christmas: {
    travel:
      'ChristmasMarketTour ChristmasLightsDrive SkatingRinkAtChristmas TinyTownChristmas ChristmasTreeFarmVisit ChristmasInANewCity ChristmasTrainRide PackChristmasInACarryOn',
    wellness:
      'ChristmasGratitudeJar ChristmasLightsStroll 24DaysOfXmasKindness SlowChristmasMorning ChristmasBubbleBath SilentNightUnplug ChristmasThankYouCards ChristmasCozyReadAloud',
    gaming:
      'ChristmasTriviaBattle ChristmasBingoShowdown WhiteElephantXmasDice ChristmasPassTheParcel HoHoHighScore NorthPoleCharades ChristmasMovieGuessOff ChristmasOrnamentHunt',
    dance:
      'ChristmasTinselTwirl ChristmasMovieMoves ChristmasSleighStomp XmasPJShuffle JingleBellJive DanceLikeAnElf ChristmasToySoldier ChristmasSweaterDanceOff',
    tech: 'ChristmasLightShow ChristmasGadgetUnbox ChristmasCallWithGrandma AIWritesChristmasCards ChristmasSantaTracker ChristmasFamilyPhotoFail ChristmasTimelapse ChristmasStopMotionElf',
  },
  motorcycle: {
    prank:
      'MotorcycleHelmetBalloons MotorcycleToyBikeSwap FakeMotorcycleRevSound MotorcyclePlushPassenger SidecarSurprise MotorcycleGooglyEyes MotorcycleRubberDuck MotorcycleGarageBanner',
    fashion:
      'MotorcycleLeatherLook CafeRacerOutfit VintageMotorbikeJacket MotorcycleFitCheck MotorcycleBootsStyled HelmetHairDontCare MotorcycleGlovesGlam MotorcycleBandanaStyle',
    music:
      'BornToBeWildCover MotorcycleRevRemix MotorcycleExhaustNotes MotorbikeKaraoke MotorcycleRideAnthem MotorcycleGarageJam NameThatMotorcycle MotorcycleRoadSongRap',
    gaming:
      'MotorcycleRacingGame MotorcycleTriviaNight MotorcycleMotocrossCup MotorbikeStuntCombo GuessTheMotorcycleSound MotorcycleCouchGrandPrix ToyMotorcycleRampRace MotorcycleWordSearch',
    wellness:
      'MotorcycleWashAndChill MotorcycleSunsetPause MotorcycleCoffeeStop MotorbikeMeditation MotorcycleMorningCalm OpenRoadReset MotorcycleRideJournal MotorcyclePolishingZen',
    tech: 'MotorcycleWashTimelapse MotorcycleTireCheck MotorcycleCurvyRouteApp ToyMotorbikeStopMotion HowLoudIsMyMotorcycle TwoWheelTechTour MotorcycleNavSetup MotorcyclePhotoShootEdit',
    cooking:
      'BikerDinerBreakfast RoadStopPieHunt MotorcycleCakeBuild MotorcycleRideSnacks MotorbikeMunchies MotorcyclePicnicPack MotorcycleTrailMix MotorcycleCookieWheels',
  },
  'leaf blower': {
    prank:
      'LeafBlowerSecretFavor LeafBlowerLawnHeart LeafBlowerBubbleStorm LeafBlowerPileSurprise LeafBlowerEarmuffGift LeafBlowerConfetti LeafBlowerLemonadeBreak LeafBlowerHelperMedal',
    tech: 'LeafBlowerSlowMoLeaves ElectricLeafBlowerTest LeafBlowerBalloonLift LeafBlowerStopMotion LeafBlowerDecibelApp LeafBlowerWindSpeed LeafBlowerBatteryLife LeafBlowerTimelapseYard',
    pet: 'LeafBlowerOffZoomies LeafBlowerCatHideout QuietRoomForKitty LeafBlowerPupSnuffleMat LeafBlowerCalmPet LeafBlowerSoundTraining LeafBlowerCuddleCorner LeafBlowerBunnySafeSpace',
    educational:
      'HowLeafBlowersWork LeafBlowerAirPowerLab LeafBlowerHoverCraft LeafBlowerDecibelTest LeafBlowerGasOrBattery LeafBlowerOrMulch LeafBlowerBallFloat LeafBlowerWindSpeedMath',
  },
  soap: {
    wellness:
      'SoapFoamCalm HandSoapMindfulness LavenderSoapUnwind SoapMakingSunday LatherAndLetGo RinseTheDayAway SoapScentJournal SoapBubbleBreathing',
    music:
      'SoapSudsBeat SoapPumpRhythm HandWashSoapSong SoapOperaTheme HappyBirthdayTwice BubbleBeatbox SoapDishDrumming SoapBarShakerSong',
    travel:
      'SoapSniffAtTheMarket HotelSoapHaul SoapShopCrawl TravelSoapTinHack SoapSouvenirFromEveryTrip SoapUpAtTheCampsite SoapMakerWorkshopVisit SoapSheetsForHiking',
    prank:
      'SoapThatWontLather GiantSoapBarSwap SoapRubberDuckInside ColorChangingHandWash SoapDispenserGooglyEyes LoveNoteInTheSoap HiddenToySoap SoapSmileyWrapper',
  },
  fridge: {
    speed:
      'FiveMinuteFridgeTidy FridgeFindTheKetchup FridgeInventoryDash FridgeFitItAllRace LeftoverLabelBlitz FridgeGrabAndGo FridgeRestockRelay FridgeShelfSortSprint',
    gaming:
      'FridgePackingPuzzle FridgeBlindfoldGuess FridgeIngredientDice FridgeDoorScoreboard FridgeShelfBingo FridgeSnackTreasureHunt FridgeMemoryMatch FridgeCharades',
    wellness:
      'FridgeCleanSlate FridgeGratitudeNotes SundayFridgeRestock EatTheRainbowFridge FridgeWaterBottleGoal FridgeIcedTeaPause FridgeAffirmationMagnets FridgeFruitBowlRefresh',
    cooking:
      'FridgeCleanOutMeal NoBakeFridgeCake QuickFridgePickles FiveIngredientFridge FridgeLeftoverMakeover FridgeCondimentCookOff FridgeRaidRisotto FridgeOvernightOats',
    fitness:
      'FridgeJugCurls PushUpsBeforeFridge FridgeDoorSquats FridgeRaidBurpees FridgeGroceryCarry FridgeSnackSprints FridgeToCouchLunges FridgeCalfRaises',
    tech: 'FridgeShelfStopMotion AIRecipeFromMyFridge FridgeCleanOutTimelapse FridgeQRCodeLabels FridgeDoorOpenAlarm FridgePhotoShoppingList IsYourFridgeColdEnough FridgeCamMidnightPOV',
  },
  attic: {
    wellness:
      'AtticReadingNook AtticDeclutterDay KeepsakeGratitudeBox LetGoOfTheAttic AtticSkylightPause RainOnTheRoofCalm AtticMemoryJournal AtticOldLettersAloud',
    gaming:
      'AtticRetroConsole AtticCartridgeHunt AtticTriviaQuest AtticArcadeNight DustedOffBoardGames BeatDadsOldHighScore AtticEscapeRoom AtticHideAndSeek',
    music:
      'AtticFoundInstrument AtticCassetteMixtape AtticSongbookSingAlong AtticMusicBoxMelody AtticRecorderSolo AtticUnpluggedGig AtticAcousticCover AtticPianoTuneUp',
    tech: 'AtticVHSRescue AIExplainsMyAtticFind UnboxingTheAttic AtticTechTimeCapsule ScanTheAtticPhotos DoesItStillBoot AtticColorizeAI AtticWalkmanRevive',
    dance:
      'OldTrunkShuffle AtticHatHandJive AtticBoomboxDanceOff AtticVinylSeatedSway DustBunnyBoogie AtticDiscoRevival AtticDressUpDance AtticFloorboardGlide',
  },
  hamster: {
    wellness:
      'HamsterCozyNest HamsterSlowNibble MindfulHamsterWatch BurrowLikeAHamster GetOffTheWheel HamsterLapTime HamsterQuietPlaytime HamsterGentleHandling',
    music:
      'HamsterWheelBeat SongForMyHamster HamsterNibbleBeat HamsterDanceRemix TinyPianoConcert SqueakAlong HamsterLullaby HamsterKazooSerenade',
  },
  'flower pot': {
    dance:
      'FlowerPotShuffle WateringFlowersWaltz FlowerPotSproutSway DanceAroundAFlowerPot FlowerPotFreezeDance StepOverTheFlowerPots FlowerPotHipHop FlowerPotConga',
  },
};
