import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  climbing: {
    dance:
      'ClimbingDynoGroove ClimbingChalkClap BoulderingBoogie ClimbToTheBeat HoldHopHustle BelayBounce',
    funny:
      'ClimbingShoeSqueeze AutoBelayTrustIssues ClimbingBetaOverload BoulderingBloopers ClimbersDontLookDown ChalkCloudSneeze',
    prank:
      'ClimbingCheerSquad ClimbingTopOutTreat ClimbingChalkBagNote BoulderingGooglyEyes SummitSnackStash BelayerRickroll',
    educational:
      'ClimbingGearQuiz GuessTheClimbingGrade HowClimbersStick ClimbingKnotSchool HowRopesHoldYou BoulderingPhysics101',
    cooking:
      'RockyRoadClimb BoulderingBites ClimbingCragLunch ClimbingRecoveryShake SummitPBJ ChalkBagTrailMix',
    travel:
      'ClimbingGymCrawl ClimbingRoadTrip BoulderingAbroad ClimbWithAView SeaCliffClimber CragCampAndSend',
    fashion:
      'ClimbingFitCheck RateMyClimbingShoes DressLikeAClimber BoulderingColorBlock ChalkBagCouture HarnessTheLook',
    wellness:
      'ClimbingFlowState ClimbAboveYourFear ClimberHandSpa BoulderingBreathwork ChalkUpAndBreathe SummitStillness',
    speed:
      'BeatMyClimbTime ClimbingGearUpDash BoulderingBlitz ClimbingLapRace FastestBoulderSend AutoBelayRelay',
    music:
      'ClimbingSendSong ClimbingHypeAnthem BoulderingBeatDrop ClimbEveryMountain SummitSingAlong CarabinerChimes',
    art: 'PaintAClimbingHold ClimbingRouteSketch ClimberSilhouette BoulderingBrushwork ChalkHandprintArt CarabinerSculpture',
    tech: 'ClimbingSlowMo ClimbingAppShowdown BoulderingBetaCam ClimberGripGauge MoonBoardMadness HangboardDataDive',
    pet: 'ClimbingCragDog CatVsClimbingWall KittenClimbingCourse HamsterRockClimber ParrotLadderTricks TreatAtTheTop',
    gaming:
      'ClimbTheLeaderboard ClimbingAddOnGame ClimbingLevelUp ClimberSpeedrun JumpKingRageRun PeakCoopSummit',
  },
  'warm up': {
    dance:
      'WarmUpGroove WarmUpHipRolls WarmUpWiggle SalsaWarmUpSteps ArmCircleShuffle JumpingJackJive',
    funny:
      'AllWarmUpNoWorkout DramaticWarmUp WarmUpOverkill WarmUpKneeCreaks GymTeacherWarmUp ArmCircleHelicopter',
    prank:
      'ChickenDanceWarmUp WarmUpSimonSays WarmUpWithATwist WarmUpSongSwitch ArmCircleSwitcheroo MysteryMoveCards',
    educational:
      'WhyWarmUpsMatter WarmUpHeatCheck WarmUpMythBusters WarmUpMuscleQuiz DynamicVsStaticStretch JointJuiceExplained',
    cooking:
      'WarmUpBananaBites WarmUpGingerTea WarmUpOvernightOats FuelYourWarmUp HoneyLemonShot SmoothieThenSquats',
    travel:
      'WarmUpWithAView HotelRoomWarmUp LayoverWarmUp WarmUpAroundTheWorld WarmUpOnTheBeach SandySunriseStretch',
    fashion:
      'LegWarmerWarmUp WarmUpLayersFit WarmUpRunwayWalk TracksuitWarmUp TrackJacketThrowback SweatbandComeback',
    wellness:
      'WarmUpMorningRitual WarmUpBreathFlow WarmUpSunSalutation RiseAndWarmUp SlowWarmUpSunday WakeUpBodyScan',
    speed:
      'TwoMinuteWarmUp WarmUpSpeedRound WarmUpHighKneesBlitz BeatTheWarmUpClock ArmCircleCountdown LadderDrillDash',
    music: 'OneSongWarmUp WarmUpJam WarmUpBPMClimb LipTrillWarmUp DoReMiWarmUp ScalesAndStretches',
    art: 'WarmUpLineDrills WarmUpBlindContour WarmUpWrongHand HundredCirclesWarmUp ThirtySecondPoses GestureSketchSprint',
    tech: 'WarmUpAppFaceOff WarmUpHeartRateCheck AIWarmUpCoach WearableWarmUp MoCapWarmUp BeatTheLightPods',
    pet: 'DownwardDogWarmUp CatCowWarmUp WarmUpPuppyZoomies WarmUpWalkies AgilityWarmUpLap PetCopycatStretch',
    gaming:
      'WarmUpAimTrainer WarmUpReflexDrill WarmUpThenGG LobbyWarmUp PreMatchHandStretch FirstRoundJitters',
  },
  'windshield wipers': {
    dance:
      'WindshieldWiperArms WipersOnTheBeat WiperWaveChain SlowWiperSway DoTheWiper FullSpeedWipers',
    funny:
      'WrongWiperSetting WiperSqueakPOV OneLeafOnTheWiper WiperHypnosis WipersVsSnowPile IfWipersCouldTalk',
    prank:
      'WiperGooglyEyes WindshieldCompliments RubberDuckOnTheWiper FlowerUnderTheWiper WiperKindnessTicket PostItWindshield',
    educational:
      'HowWipersKnowRain WhoInventedWipers InsideAWiperMotor WhyWipersSqueak WiperBladeQuiz WindshieldRepelTest',
    cooking:
      'WipersOnSoupsOn WiperWeatherChili WindshieldFrostCocoa RainyWiperRamen StormyStewSunday CarWashCupcakes',
    travel:
      'RainyRoadTripWipers ThroughTheWindshield WindshieldBugCount MistyMountainWipers WindshieldPostcards DriveIntoTheDrizzle',
    fashion:
      'DressForWiperWeather WindshieldShades RainyDayWiperGlam YellowRaincoatWipers WindshieldSelfieFit PuddleProofLook',
    wellness:
      'WiperSoundsASMR BreatheWithTheWipers SetWipersToSlow RainOnTheWindshield IntermittentWiperZen RainyCarCocoon',
    speed:
      'WiperBladeSwapRace BeatTheWipers WindshieldSqueegeeDash WindshieldScrapeOff WindshieldWashIn60 OneWordPerSwipe',
    music:
      'WindshieldWiperBeat RainAndWipersLoop SingToTheWipers WiperSqueakSolo WipersSetTheTempo CarKaraokeWipers',
    art: 'WindshieldFrostArt PaintLikeAWiper WindshieldRainMacro DustyWindshieldDoodle WiperMotionBlur WiperArcRainbow',
    tech: 'RainSensorWipers WindshieldHUDDemo BuildARobotWiper DashcamWiperTest NanoCoatVsWipers WiperlessFuture',
    pet: 'DogWatchesTheWipers WindshieldNoseArt CatVsWipers PupReactsToWipers WiperSqueakEarPerk HeadTiltAtWipers',
    gaming:
      'WindshieldRaindropRace WiperRhythmGame WindshieldTicTacToe WindshieldISpy RoadTripWiperBingo FoggyGlassHangman',
  },
  braces: {
    dance:
      'BracesOffDance BracesOnBoogie BracesGrinGroove FlashYourBraces NewSmileShuffle MetalMouthMoves',
    fitness:
      'BraceYourselfBurpees BracesOffVictoryLap BracesMouthguardDrill BracesSquatStreak GrinAndBearItPlank WiredForWorkouts',
    prank:
      'BracesColorSurprise FakeBracesReveal BracesOffBanner BracesCarePackage SmileSquadCheer SoftSnackSwap',
    educational:
      'HowBracesMoveTeeth BracesTimelapse BracesThroughTheAges BracesVsAligners BracesMythOrFact AskTheOrthodontist',
    cooking:
      'BracesSmoothieBowl BracesProofBrownies BracesPastaNight BracesBananaBread TighteningDaySoup NoCrunchDessert',
    travel:
      'BracesOffGetaway PackYourBracesKit SmileAtEveryLandmark BracesBrushOnTheGo BracesStreetFoodTest BracketsAbroad',
    fashion:
      'RubberBandColorMatch BracesFitCheck BracesLipstickShades BracesOffGlowUp BlingMyBraces BracesAreTheAccessory',
    wellness:
      'EmbraceYourBraces SmileWithBraces BracesCountdownJournal BracesGratitudeList TighteningDayTLC SoftFoodSelfCare',
    speed:
      'BracesOffCountdown BracesBrushRace BeatTheBracesClock BracesThreaderBlitz FastestFlossing RubberBandSwapIn30',
    music:
      'BracesOffAnthem BracesBeatbox WhistleThroughBraces BracesKaraokeNight MetalMouthMelody RubberBandRiff',
    art: 'BracesBeforeAndAfter DoodleYourBraces SculptABracesSmile BracesComicStrip RubberBandBracelets BracketMosaic',
    tech: 'Braces3DScan TrackMyBraces AlignersVsBraces BracesWaterFlosserTest AISmilePreview SmartBrushReview',
    pet: 'PetReactsToMyBraces PuppyTeethVsBraces BracesOffCatReveal BracesKittenStare DogSmileCheck BrushingBuddiesPup',
    gaming:
      'BracesColorSpinner BracesTriviaNight GiveYourAvatarBraces BracesSideQuest WaitingRoomBingo TighteningDayBoss',
  },
  'harry potter': {
    dance:
      'HarryPotterYuleBall HarryPotterBroomHop HarryPotterWandWaltz PotterheadShuffle SwishAndFlickStep WizardRobeTwirl',
    fitness:
      'TrainLikeHarry PotterheadPushups HarryPotterSpellReps HarryPotterPlankDuel HogwartsBootcamp DementorDodgeSprints',
    prank:
      'HarryPotterHowler HarryPotterOwlPost YerAWizardHarry PotterheadSortingHat InvisibilityCloakPrank ChocolateFrogHunt',
    educational:
      'HarryPotterLatinSpells HarryPotterPotionsLab HarryPotterHerbology PotterheadPopQuiz HogwartsHistoryExam WasFlamelReal',
    cooking:
      'HarryPotterButterbeer HarryPotterTreacleTart HappeeBirthdaeHarry PotterheadPumpkinPasty HogwartsFeastNight CauldronCakeBake',
    travel:
      'HarryPotterLondonTour HarryPotterFilmSpots HarryPotterCafeHunt PotterheadPilgrimage FindPlatform934 RideTheHogwartsTrain',
    fashion:
      'PotterheadFitCheck RoundGlassesLikeHarry HarryPotterRobeRunway HarryPotterHouseDrip GryffindorGlowUp DarkAcademiaWizard',
    wellness:
      'RereadHarryPotter PotterheadCozyNight HarryPotterTeaTime HarryPotterRainSounds PatronusHappyMemory ExpectoRelaxum',
    speed:
      'HarryPotterTriviaBlitz HarryPotterSortingDash HarryPotterSpellRace PotterheadSpeedQuiz QuidditchSnitchChase WandDuelCountdown',
    music:
      'HarryPotterPianoCover HarryPotterHouseAnthem HarryPotterWizardRock PotterheadBeatDrop HedwigsThemeOnKazoo HogwartsSchoolSong',
    art: 'HarryPotterWandCraft HarryPotterHouseCrest PotterheadPotionLabels HarryPotterDoodleDuel DrawYourMaraudersMap GoldenSnitchClay',
    tech: 'HarryPotterDIYWand HarryPotterCloakVFX HarryPotterVoiceSpells HarryPotterAIPortrait LumosSmartLights FloatingCandleLEDs',
    pet: 'HarryPotterPetSorting HarryPotterCatCosplay HarryPotterHedwigTwin PotterheadDogScarf YerAWizardPup CrookshanksLookalike',
    gaming:
      'HarryPotterTriviaNight LegoHarryPotterRun PotterheadBossFight HarryPotterWizardDuel HogwartsHouseCup ExplodingSnapRound',
  },
  'mini golf': {
    dance:
      'MiniGolfVictoryDance MiniGolfHoleInOneJig MiniGolfCaddieStrut MiniGolfWindmillArms PutterShuffle SinkItShimmy',
    fitness:
      'MiniGolfSquatPutts MiniGolfBurpeeBogey MiniGolfStepCount MiniGolfPlankPar PutterLunges HoleInOneHops',
    prank:
      'MiniGolfHallwayCourse MiniGolfBirthdayRound MiniGolfTrophyPrank SurpriseMiniGolfParty GooglyEyedGolfBalls RiggedHoleInOne',
    educational:
      'MiniGolfPhysics101 MiniGolfAngleMath MiniGolfHistoryQuiz MiniGolfFrictionLab BankShotGeometry WhyGolfBallsDimple',
    cooking:
      'MiniGolfCourseCake MiniGolfCupcakeGreens MiniGolfCookieBoard CandyMiniGolf HoleInOneDonuts PretzelFlagSticks',
    travel:
      'MiniGolfRoadTrip BoardwalkMiniGolf BlacklightMiniGolf DinoMiniGolfHunt PuttAcrossAmerica CraziestCourseQuest',
    fashion:
      'MiniGolfFitCheck MiniGolfDateOutfit MiniGolfArgyleSocks MiniGolfPreppyPastels PoloAndPleats HoleInOneLook',
    wellness:
      'MiniGolfMindfulPutt MiniGolfNoScorecard MiniGolfLaughBreak SlowMiniGolfSunday SunsetPuttingRound PatienceOnTheGreen',
    speed:
      'MiniGolfSpeedRound MiniGolfPuttRelay BuildAMiniGolfIn60 BeatTheMiniGolfClock HoleInOneHunt RapidFireStrokes',
    music:
      'MiniGolfJingle MiniGolfWindmillRemix MiniGolfCupClinkBeat MiniGolfKaraokeRound HoleInOneDrumroll PutterTapRhythm',
    art: 'MiniGolfDIYCourse MiniGolfBoxCastle MiniGolfObstacleBuild PaintAMiniGolfBall TinyLighthouseClay CraftAHoleInOne',
    tech: 'MiniGolfSlowMo MiniGolfBallTracker ArduinoMiniGolf 3DPrintAMiniGolfHole LaserPuttGuide RoboPutterVsMe',
    pet: 'MiniGolfDogCaddie MiniGolfCatVsBall MiniGolfKittenGoalie PupPlaysMiniGolf PetPuttingCourse HamsterTubeHole',
    gaming:
      'MiniGolfVRRound MiniGolfGameNight MiniGolfBracketBattle BeatMyMiniGolfScore WiiSportsGolfRematch HoleInOneSpeedrun',
  },
  'air conditioner': {
    dance:
      'AirConditionerHairFlip AirConditionerShimmy AirConditionerFreeze CoolAsTheAirCon VentHugShuffle WindMachineDiva',
    fitness:
      'AirConditionerHIIT AirConditionerPlank AirConditionerCoolDown EarnTheAirCon BeatTheHeatBurpees ChillZoneYoga',
    prank:
      'AirConditionerScarf AirConditionerLoveNote AirConditionerFace AirConSnowDay VentStreamerParty IcedTowelDelivery',
    educational:
      'HowAirConditionersWork AirConditionerBTUMath WhoInventedAirCon FanVsAirConditioner AirConditionerMythQuiz WhyCoolAirSinks',
    cooking:
      'AirConNoBakeDay AirConditionerGazpacho AirConditionerSorbet AirConditionerPicnic TooHotToCook FrozenGrapeSnack',
    travel:
      'AirConditionerRoadTrip AirConditionerAquarium AirConditionerCinema ChaseTheAirCon CoolMuseumEscape HeatWaveHideouts',
    fashion:
      'AirConditionerCardigan AirConditionerShawl AirConditionerBlazer DressForTheAirCon OneOutfitTwoClimates OfficeChillLayers',
    wellness:
      'AirConditionerNap AirConditionerBookHour AirConWhiteNoise AirConditionerCalm ColdTowelRitual ChillOutLiterally',
    speed:
      'AirConditionerIceRace FastestToTheAirCon AirConditionerBlitz AirConditioningDash CoolDownCountdown GuessTheThermostat',
    music:
      'AirConditionerHumBeat AirConditionerASMR AirConditionerKaraoke AirConLoFi SingIntoTheFan VentWhistleSolo',
    art: 'AirConditionerMural AirConditionerStencil AirConditionerCollage PaintTheAirCon WindowUnitMakeover CoolBlueWatercolor',
    tech: 'DIYAirConditioner ThermalCamAirCon AirConditionerAppTest AirConditionerVsFan IceBucketCoolerHack AIThermostatDuel',
    pet: 'AirConditionerPetNap AirConditionerFlop AirConditionerPupPOV WhoStoleTheAirCon VentHugCat CoolingMatTest',
    gaming:
      'AirConditionerLANParty AirConditionerSpeedrun AirConditionerCoOp AirConGameMarathon HeatWaveBoardBattle ColdRoomHighScore',
  },
  'spider web': {
    dance:
      'SpiderWebWiggle SpiderWebTangleFreeze EightCountSpider CobwebCrawlStep CreepyCrawlyGroove ItsyBitsyBounce',
    fitness:
      'SpiderWebYarnMaze SpidermanPushUps SpiderLungeCircuit SpiderCrawlChallenge CaughtInTheWeb WebSlingerSquats',
    prank:
      'SpiderWebYarnDoorway GummySpiderSurprise SpiderWebLoveNote SpiderTreatTrail CottonCobwebCorner SpideySenseTest',
    educational:
      'HowSpiderWebsAreMade SpiderSilkVsSteel SpiderWebGeometry CobwebOrSpiderWeb WhySpidersDontStick OrbWeaverEngineering',
    cooking:
      'SpiderWebPizza SpiderWebBeanDip SpiderWebPancakes PipeASpiderWeb SpookyWebCookies MeringueCobwebTart',
    travel:
      'SpiderWebDewHike SpiderWebPhotoWalk SpotTenSpiderWebs MistyMorningCobwebs NightSpiderSafari GlowwormCaveTour',
    fashion:
      'SpiderWebTights SpiderWebNailArt SpiderWebFitCheck CobwebLaceLook GothicNetSleeves CaughtInStyle',
    wellness:
      'SpiderWebPatience WatchASpiderSpin RebuildLikeASpider ClearTheCobwebs TraceTheSpiderWeb DewdropMorningCalm',
    speed:
      'SpiderWebEscapeRace SpiderWebCleanupDash SpinASpiderWebIn60 CobwebUntangleTimer WebWeavingSprint DodgeTheYarnWeb',
    music:
      'ItsyBitsySpiderRemix SpiderWebHarpPluck SpiderWebLullaby SpiderManThemeCover SpiderWebStringBeat WebStrumChallenge',
    art: 'SpiderWebStringArt SpiderWebDewPhoto SpiderWebEmbroidery ChalkASpiderWeb GlueGunCobwebs SketchTheSpinner',
    tech: 'SpiderWebMacroLens SpiderWebTimelapse SpideySensor 3DPrintASpiderWeb AIDrawsASpiderWeb WebWeavingRobot',
    pet: 'SpiderWebPetBandana SpiderDogCostume JumpingSpiderCloseUp CatVsCobweb KittenVsYarnWeb MeetMyTarantula',
    gaming:
      'SpiderWebSwingLevel SpiderWebTowerDefense SpiderWebTwister BeatSpiderSolitaire CobwebCastleQuest WebSlingerSpeedrun',
  },
  allowance: {
    dance:
      'AllowanceHappyDance AllowancePaydayStrut MakeItRainAllowance PocketMoneyPopAndLock PiggyBankShuffle ChoreDoneVictoryJig',
    fitness:
      'EarnYourAllowance AllowanceStepGoal AllowanceYardWorkReps PushupsForPocketMoney ChoreChartCircuit CarWashCardio',
    prank:
      'AllowanceInPennies AllowanceMonopolyMoney AllowanceTreasureHunt CrackTheAllowanceCode ChocolateCoinPayday PiggyBankPlotTwist',
    educational:
      'AllowanceNeedsVsWants AllowanceSavingsMath DoubleYourAllowance BudgetYourAllowance PocketMoneyQuiz HowBanksWork',
    cooking:
      'CookWithYourAllowance AllowanceBakeSale AllowanceLemonadeStand PocketMoneyPicnic FiveDollarDinner PennyPinchPizza',
    travel:
      'AllowanceSouvenirHunt AllowanceDayOut AllowanceTravelJar PocketMoneyPassport TenDollarTownTour FreeFunFinds',
    fashion:
      'AllowanceThriftHaul AllowanceSneakerFund AllowanceOnlyFit PocketMoneyGlowUp TenDollarOutfit GarageSaleStyleFinds',
    wellness:
      'AllowanceGiveBack AllowanceGratitudeList MindfulAllowance NoBuyAllowanceWeek SaveSpendShareJars ContentWithLess',
    speed:
      'AllowanceChoreSpeedrun AllowanceCoinCountRace AllowanceDishDash AllowanceTidyBlitz BeatTheAllowanceClock PiggyBankSortOff',
    music:
      'AllowanceAnthem AllowanceCoinShaker AllowanceBudgetRap PocketMoneyBeatbox PiggyBankJingle CashRegisterRhythm',
    art: 'AllowanceJarMakeover AllowanceVisionBoard AllowanceWalletCraft AllowanceCoinRubbings PaintAPiggyBank ChoreChartDoodle',
    tech: 'AllowanceAppShowdown AllowanceQRWallet AIBudgetsMyAllowance PocketMoneyTracker BuildACoinCounter SmartPiggyBank',
    pet: 'AllowancePetFund MyDogsAllowance WalkiesForAllowance KittenPocketMoney PupToyShoppingTrip CatTreeSavingsGoal',
    gaming:
      'PocketMoneyTycoon AllowanceArcadeRun AllowanceMonopoly AllowanceVsNewGame PretendStoreRoleplay PiggyBankHighScore',
  },
  'grocery shopping': {
    dance:
      'GroceryBagBounce GroceryAisleStrut GroceryCheckoutShimmy PutGroceriesAwayGroove CartPushShuffle ScannerBeepBoogie',
    fitness:
      'GroceryBagCurls GroceryFarmersCarry GroceryCanLunges OneTripGroceries BikeTheGroceryRun MilkJugMuscles',
    prank:
      'GroceryListSneakIn GroceryBagSurprise GroceryFlowerForMom GooglyEyeGroceries SecretFaveSnack CartNoteCompliment',
    educational:
      'GroceryBudgetMath GroceryUnitPriceQuiz GuessTheGroceryBill GroceryBarcodeDecoded ReadTheLabelGame WhyMilkIsInTheBack',
    cooking:
      'GroceryHaulDinner GroceryLeftoverRescue GroceryBudgetBattle FiveItemGroceryFeast OneAisleOnly MysteryBasketCookOff',
    travel:
      'GroceryStoreAbroad ForeignGroceryHaul KonbiniGroceryRun GroceryFruitSafari SupermarketSouvenirs LocalMarketFinds',
    fashion:
      'GroceryRunFitCheck GroceryToteGlowUp GroceryAisleStyle SweatpantsGroceries ProduceSectionRunway ErrandDayOutfit',
    wellness:
      'MindfulGroceryRun GroceryGratitudeList GroceryFlowersForMe SlowSundayGroceries ColorfulCartChallenge ThankYourCashier',
    speed:
      'GroceryUnpackRace GroceryListSpeedrun GroceryCartTetris GroceryFindItIn60 SelfCheckoutSprint BagItFast',
    music:
      'RapYourGroceryList GroceryBagDrums GroceryAisleKaraoke NameThatGroceryTune GroceryCanShaker CheckoutBeepBeat',
    art: 'GroceryStillLife GroceryReceiptCollage GroceryVeggieFaces RedesignAGroceryLabel ProduceStampPrints BrownBagMasterpiece',
    tech: 'GroceryAppFaceOff AIPlansMyGroceries DroneGroceryRun GroceryBudgetTracker SmartFridgeRestock ScanAndGoTest',
    pet: 'PetInspectsGroceries CatInTheGroceryBag GroceryBoxFortKitty PupGroceryHaulReview DogCarriesTheBread TreatAisleTour',
    gaming:
      'GroceryListBingo GroceryCartRacing GrocerySweep GroceryStoreSimRun CheckoutHighScore FridgeTetris',
  },
  unpacking: {
    dance:
      'UnpackAndGroove UnpackingSockToss UnpackingHangerSway UnpackingPopAndLock BoxStackShuffle BubbleWrapStomp',
    fitness:
      'UnpackingBoxSquats UnpackingStairLaps UnpackingLaundryLunges UnpackingSuitcaseCurl LiftWithYourLegs MovingDayCircuit',
    prank:
      'UnpackingMysteryGift UnpackingMadeTheBed NestingBoxUnpacking UnpackingWelcomeBasket SuitcaseTeddyStowaway NotesInEveryPocket',
    educational:
      'UnpackOneRoomFirst WhyWeAvoidUnpacking KonMariUnpacking UnpackingDrawerZones UnpackingLabelSystem FoldingMethodTest',
    cooking:
      'UnpackingNightPizza UnpackingOnePotPasta UnpackingSnackStation CookWithWhatsUnpacked FirstMealNewKitchen CardboardTableDinner',
    travel:
      'UnpackMyTripStory SouvenirUnpacking UnpackingWithAView UnpackingTheCarryOn UnpackingCabinArrival WhatICameHomeWith',
    fashion:
      'UnpackingOutfitRecap UnpackingClosetReset CapsuleUnpacking UnpackByColor WoreItOrNot SuitcaseToRunway',
    wellness:
      'MindfulUnpacking UnpackingCalmReset UnpackYourThoughts UnpackingOneBoxADay PostTripSoftLanding HomeAgainExhale',
    speed:
      'UnpackIn10Minutes UnpackingHangersIn60 UnpackingDrawerBlitz UnpackingRelay BoxBreakdownRace EmptySuitcaseSprint',
    music:
      'UnpackToTheBeat UnpackingWorkSong UnpackingBoxDrums FirstRecordUnpacked TapeGunSolo BubbleWrapBeatbox',
    art: 'UnpackingFlatLay UnpackingStopMotion UnpackingWallGallery UnpackedAndFramed MovingBoxCastle BubbleWrapPrints',
    tech: 'UnpackingDeskSetup UnpackingCableSort UnpackingTechTour UnpackingChargerHunt WifiBeforeFurniture WhereDoesTheRouterGo',
    pet: 'PetHelpsUnpack UnpackingDogBedFirst KittenVsUnpacking UnpackingHamsterMoveIn CatInTheSuitcase BoxInspectorPup',
    gaming:
      'Unpacking100Percent UnpackingSpeedrun UnpackingTetrisTrunk UnpackTheBoardGames CozyMovingDaySim ShelfSortPuzzle',
  },
  'vending machine': {
    dance:
      'VendingMachineRobot VendingMachineSpiral VendingMachineCombo VendingVictoryShuffle BreakRoomVendingBop DropItLikeASnack',
    fitness:
      'EarnYourVendingSnack PushupsPerVendingCoin DeskToVendingSprint VendingMachineSquats LungeToTheVending TenFloorsForATreat',
    prank:
      'IAmTheVendingMachine TalkingVendingMachine ComplimentVending PayItForwardVending SnackOnMeVending VendingMachineHighFive',
    educational:
      'HowVendingMachinesWork OldestVendingMachine WhyVendingSnacksStick VendingMachineMath VendingMachineMythBust CoinSlotScience',
    cooking:
      'VendingMachineGlowUp VendingMachineSmores OneDollarVendingMeal VendingChipsNachos CopycatVendingSnacks VendingToGourmet',
    travel:
      'VendingMachinesOfJapan WeirdestVendingMachine VendingSnacksAbroad VendingMachineSafari OneVendingPerCity AirportVendingHaul',
    fashion:
      'MatchTheVendingMachine VendingMachineCostume VendingMachineFitCheck StreetwearVendingDrop VendingMachineRingHaul DressLikeASnack',
    wellness:
      'SkipTheVendingMachine HealthyVendingSwap KindnessVendingMachine AffirmationVending PauseBeforeVending VendingWalkBreak',
    speed:
      'ExactChangeVendingDash VendingMachineCodeRace FastestVendingOrder VendingCanStack VendingMachinePickIn5 SnackBeforeItDrops',
    music:
      'VendingMachineBeat VendingMachineJingle SingForAVendingSnack VendingCoinDropLoop PlayTheVendingKeypad VendingHumRemix',
    art: 'CardboardVendingBuild DesignAVendingMachine VendingMachinePixelArt VendingGlowPhoto ClayVendingMiniature SnackWrapperMosaic',
    tech: 'BuildAVendingMachine VendingMachineTeardown CashlessVendingTest ArduinoVendingBox 3DPrintedVendingToy FaceScanVending',
    pet: 'PawPressVending CatInTheVendingBox VendingPuzzleFeeder DogPicksAVendingToy HamsterVendingMachine ParrotVendingTrick',
    gaming:
      'GuessTheVendingCode VendingMachineLootDrop VendingMachineItemShop VendingCoinToss SideQuestVending PretendVendingMachine',
  },
  pothole: {
    dance:
      'PotholeHopscotch PotholeDodgeDance PotholeDip PotholeShimmy SkipOverThePothole BumpyRoadBoogie',
    fitness:
      'PotholeHurdles PotholeLongJump PotholeParkour PotholeAgilityRun PuddleLeapPothole FloorIsPothole',
    prank:
      'FakePotholeRug HappyBirthdayPothole PotholeDuckPond PotholeGarden PotholeToyCarRescue NameThatPothole',
    educational:
      'HowPotholesForm WhyPotholesLoveSpring ReportAPothole PotholeCostMath PotholeOrSinkhole FreezeThawInAJar',
    cooking:
      'PotholeJamCookies PotholeRockyRoad PotholeBrownies LavaCakePothole FillThePothole ChocolateAsphaltBars',
    travel:
      'WorstPotholeInTown RoadTripPotholeBingo PotholeArtWalk MindThePothole PotholeSafari SmoothestStreetHunt',
    fashion:
      'PotholeProofOutfit SplashedByAPothole PotholeStompBoots DressForPotholeSeason PotholeSneakerSave PuddleReadyFit',
    wellness:
      'LifesPotholes RollOverThePothole PotholeLaughItOff PotholePatience FillYourPotholes BumpyRoadBreathing',
    speed:
      'PotholeReportIn60 PotholeHopRelay PotholeFillRace SpotThePotholeFast FastestPotholePatch BeatTheBumpsDash',
    music:
      'PotholeBlues OperaForAPothole PotholeProtestSong PotholeBumpBeat BalladOfThePothole AsphaltAnthem',
    art: 'PotholeMosaic PotholeChalkArt MiniPotholeDiorama PaintAPotholeFace FramedPothole AsphaltCanvas',
    tech: 'PotholeAIDetector 3DScanAPothole CodeAPotholeReporter DashcamPotholeCount PotholeDroneSurvey AccelerometerPothole',
    pet: 'DogSplashesInPothole CatJudgesThePothole PotholeMuddyPaws PotholeSniffStop PotholeZoomies PupLeapsThePothole',
    gaming:
      'BossLevelPothole PotholeKartTrack BingoForPotholes TinyCarPotholeRally PotholeHighScore DodgeThePotholes',
  },
  spelling: {
    dance:
      'SpellItWithYourBody SpellingYMCAArms SpellingBeeBoogie SpellingChantStep CheerSquadJumps AlphabetShuffle',
    fitness:
      'SpellYourNameWorkout SpellingJumpRope SpellingHopscotch SpellingBeeSquats VowelBurpees ConsonantCrunches',
    funny:
      'SpellingSignTypos SpellingBackwards SpellItLikeItSounds SpellingBeeMeltdown UseItInASentence PhoneticallyConfused',
    prank:
      'MisspelledOnPurpose SpellingOnBananaPeels SpellingCerealLetters SpellingStickyNotes FridgeMagnetMessage ScrambledNameTags',
    cooking:
      'PancakeSpellingBee SpellItInCookies SpellingPretzels PepperoniSpelling AlphabetSoupChallenge NoodleInitialsDinner',
    travel:
      'SpellingWithSigns SpellingWelshVillages HardestTownToSpell LostInSpelling SpellingSouvenirs AlphabetPhotoWalk',
    fashion:
      'SpellingNameBracelet SpellingLetterJacket SpellingSloganTee SpellCheckYourFit WearYourFavoriteWord InitialNecklaceStack',
    wellness:
      'SpellingAffirmations SpellingGratitude SpellOutYourFeelings SpellingMantraCards SlowSpellingSunday KindWordsAlphabet',
    speed:
      'SpellingBlitz SpellItBackwardsFast SpellingAnagramDash SpellingBeeSpeedrun BeatTheSpellingBuzzer FiveWordsInTen',
    music:
      'RespectSpellOutCover SpellingRapBattle SpellingBeeBeatbox SpelledOutSongs SpellingChant AlphabetRemix',
    art: 'SpellingBubbleLetters SpellingCalligraphy SpellItInNature SpellingWithShadows TypographyCollage AlphabetAnimals',
    tech: 'SpellCheckShowdown SpellingAutocorrectOff SpellingAppTest AISpellingBee DictationVsSpelling PredictiveTextStory',
    pet: 'WeHaveToSpellWalk PetNameSpellingBee SpellingWithTreats SoundButtonSpelling CatStepsOnKeyboard KittyTypingTest',
    gaming:
      'SpellingHangmanDuel SpellingWordleStreak ScrabbleSpellOff SpellingBeeBossFight BoggleBlitz LetterTileShowdown',
  },
  flashcard: {
    dance:
      'FlashcardFlipAndFreeze FlashcardFreestyle FlashMobFlashcards FlashcardMoveCall QuizMeDanceOff CueCardGroove',
    fitness:
      'FlashcardPlankHold FlashcardSquats FlashcardLungeDeck FlexYourFlashcards QuizMeBurpees StudyBreakSprints',
    funny:
      'FlashcardCharades FlashcardBlankStare WhoWroteThisFlashcard FlashcardsAtMidnight QuizMeGoneWrong StudyBuddyPanic',
    prank:
      'FlashcardCompliments FlashcardLunchboxJokes FlashcardCatCameo FlashcardSwap PunchlineFlashcards SecretMessageStack',
    cooking:
      'FlashcardSpiceIDTest FlashcardChopped FlashcardBakeOff FlashcardCookingQuiz MysteryMenuShuffle IndexCardRecipeBox',
    travel:
      'FlashcardFlagMatch FlashcardPhrasesAbroad FlashcardLandmarkHunt FlashcardsOnTheFlight DestinationDrawPile LearnItOnTheLayover',
    fashion:
      'FlashcardOutfitPicker FlashcardDressUp FlashcardColorPairs FlashcardStyleQuiz FlipCardFitCheck DrawThreeAccessories',
    wellness:
      'FlashcardAffirmations FlashcardGratitude FlashcardJournaling FlashcardBreathwork KindnessActsStack DrawADailyCalm',
    speed:
      'FlashcardPileRace FlashcardsIn60 FlashcardFlipCount BeatTheFlashcardTimer QuizMeRapidFire MathFactsSprint',
    music:
      'FlashcardChordShapes FlashcardRhythmClaps FlashcardLyricDrop FlashcardRapBattle NameThatNoteCards SightReadingSprint',
    art: 'FlashcardFlipbook FlashcardDoodles FlashcardStopMotion DrawTheFlashcardWord OneFlashcardADay TinyCanvasSeries',
    tech: 'FlashcardAppShowdown FlashcardAIMaker FlashcardCodingTerms FlashcardScanToDeck WristFlashcards AIQuizzesMe',
    pet: 'FlashcardDogCommands FlashcardKittyPawPick FlashcardTrickShow PupReadsFlashcards TalkingButtonBoard ParrotQuizMe',
    gaming:
      'FlashcardBossRush FlashcardJeopardyBoard FlashcardMemoryMatch FlashcardSlapJack LevelUpYourFlashcards QuizMeGameNight',
  },
  constellation: {
    dance:
      'ConstellationFreeze ConstellationArmShapes ConstellationTwirl DanceTheConstellation StarlightShuffle OrionBeltStep',
    fitness:
      'ConstellationYoga ConstellationCircuit ConstellationNightHike TraceAConstellationRun StarJumpWorkout OrionBeltPlank',
    funny:
      'ConstellationRenamed ConstellationDadLore ConstellationSeesACat ConstellationOrPlane MakeUpAConstellation BigDipperDebate',
    prank:
      'CeilingConstellation ConstellationTorchShow ConstellationLunchNote ConstellationSurprise NameAStarForThem GlowStickerBedroom',
    cooking:
      'ConstellationCookies ConstellationDonuts PipeAConstellation ConstellationPancakes StarryNightCupcakes GalaxyMirrorGlaze',
    travel:
      'ConstellationCamping DarkSkyConstellations ChaseTheConstellations ConstellationsAbroad StargazingRoadTrip SouthernCrossHunt',
    fashion:
      'ConstellationNailArt ConstellationEarCuffs ConstellationFreckles WearYourConstellation DressLikeTheNightSky StarPrintFit',
    wellness:
      'CountTheConstellations ConstellationBreathing ConstellationBedtime ConstellationGratitude StargazingWindDown MoonlitBalconyPause',
    speed:
      'ConstellationNameBlitz ConstellationDotDash ConstellationIn60 SpotFiveConstellations StarMapSprint ZodiacOrderCountdown',
    music:
      'ConstellationLullaby ConstellationMusicBox ConstellationSynthJam PlayTheConstellation StarlightSerenade TwinkleLittleStarRemix',
    art: 'ConstellationStringArt ConstellationStitching PaintYourConstellation PinholeConstellation InventAConstellation CyanotypeNightSky',
    tech: 'ConstellationTimelapse ConstellationARFinder ConstellationAppDuel LEDConstellation ShootAConstellation PlanetariumProjector',
    pet: 'ConstellationPetName ConstellationCatNap ConstellationPupWalk FurSpotConstellation StargazingWithMyDog GlowCollarNightStroll',
    gaming:
      'ConstellationTrivia ConstellationBingo ConstellationDotsRound GuessTheConstellation CelestialBoardQuest StarPictionary',
  },
  'meteor shower': {
    dance:
      'MeteorShowerShuffle MeteorShowerSlowDance MeteorMoonwalk PerseidsPirouette SpinLikeAShootingStar CometTailTwirl',
    fitness:
      'MeteorJumpSquats ShootingStarStretch MeteorShowerHike PerseidsPlank BurpeePerMeteor StargazerCoreHold',
    funny:
      'MissedTheMeteor MeteorShowerNeckCramp PettyMeteorWishes ShootingStarDoubleTake PerseidsButCloudy WasThatAPlane',
    prank:
      'SurpriseMeteorPicnic MeteorShowerWakeUpCall MeteorWishNotes FlashlightShootingStar PerseidsBlanketFort GlowStickerBedroom',
    cooking:
      'MeteorCraterCookies MeteorNightCocoa ShootingStarSkewers PerseidsPicnicBox SmoresUnderTheMeteors GalaxyGlazeDonuts',
    travel:
      'MeteorShowerRoadTrip PerseidsMountainTop MeteorsOverTheDesert DarkSkyMeteorHunt StargazingCampout WishUponAStarDrive',
    fashion:
      'MeteorShowerCozyFit ShootingStarEarrings MeteorGlitterLook MeteorStreakEyeliner BlanketScarfStargazer GalaxyPrintGlowUp',
    wellness:
      'MeteorWishJournal MeteorShowerPhoneFree PerseidsPause OneThankYouPerMeteor NightSkyBreathing LieBackAndLookUp',
    speed:
      'ShootingStarQuickWish MeteorShowerSetupRace PerseidsTally TenMinuteMeteorCount FirstMeteorWins BlanketLayoutDash',
    music:
      'MeteorShowerLullaby MeteorShowerAcoustic MeteorSynthDrop PerseidsKaraoke CatchAFallingStarCover CosmicPianoImprov',
    art: 'MeteorLongExposure ShootingStarChalkArt MeteorShowerWatercolor PerseidsInPastel SplatterPaintMeteors NightSkyCollage',
    tech: 'MeteorShowerRadioEcho MeteorTrackerApp PerseidsTimelapse CatchAMeteorOnCamera AIMeteorCounter AllSkyCamBuild',
    pet: 'MeteorShowerCatOnLap MeteorBlanketPetNap PerseidsPuppyCampout ShootingStarSnuggle StargazingWithMyDog KittenMoonlightVigil',
    gaming:
      'MeteorDodgeHighScore MeteorShowerBingoCard MeteorShowerTallyDuel MeteorStormSurvival CatchTheShootingStar AsteroidsArcadeRematch',
  },
  eggshell: {
    dance:
      'DancingOnEggshells TiptoeOverEggshells EggshellMoonwalk EggshellBallet EggshellSoftShoe DontCrackTheBeat',
    fitness:
      'PlankOverEggshells EggshellSqueezeGrip EggshellWalkBalance EggshellTiptoeLunges SoftLandingEggshell NoCrackCardio',
    funny:
      'EggshellRescueMission WalkingOnEggshellsPOV EggshellDetective EggshellInMyOmelet HumptyDumptyNews CrackedUnderPressure',
    prank:
      'EggshellConfettiEggs EmptyEggshellCarton EggshellJellySurprise EggshellFortunes DoodleFacesOnEggshells CascaronCrack',
    cooking:
      'EggshellFreeChallenge ScoopItWithAnEggshell PerfectPeelEggshell EggshellChocolateCups CrackLikeAChef ZeroShardOmelet',
    travel:
      'EggshellCarryOnTest EggshellFolkArtTrip EggshellMarketHunt FarmStayEggshells EasterEggshellsAbroad CascaronesFiesta',
    fashion:
      'EggshellOrIvory MonochromeInEggshell EggshellNails AllEggshellEverything StyleItInEggshell SoftNeutralSunday',
    wellness:
      'StopWalkingOnEggshells EggshellPlanterSeeds GentleAsAnEggshell GratitudeInAnEggshell EggshellMindfulPeel SproutInAShell',
    speed:
      'EggshellPeelRace TenEggsNoEggshell EggshellMosaicIn60 EggshellCartonDash OneHandEggshellCrack FlawlessInFiveSeconds',
    music:
      'EggshellShaker EggshellCrunchBeat EggshellASMR EggshellChimes DrumOnEggshells CrackTheRhythm',
    art: 'EggshellMosaic EggshellKintsugi EggshellGeodes EggshellCandles TinyWorldInAnEggshell PysankyPractice',
    tech: 'EggshellDropTest EggshellSlowMoCrack EggshellMicroscope EggshellVsRobotGrip PlasticFromEggshells RoboGentleHands',
    pet: 'HatchingEggshellCam ParrotVsEggshell CatSniffsAnEggshell PetGrassInEggshells SoftMouthEggshellTest EggshellsForChickens',
    gaming:
      'DontCrackTheEggshell HardModeOnEggshells EggshellTappingDuel EggshellBossLevel EggshellJenga WillItBreak',
  },
  seafood: {
    dance:
      'SeafoodBibBop SeafoodSailorJig SeafoodBoilShuffle SeafoodSalsa CrabWalkDance RockLobsterRoutine',
    fitness:
      'SeafoodCrabWalkWorkout SeafoodPierRun SeafoodBoilBurpees SeafoodProteinPrep LobsterClawGrip CatchOfTheDayCardio',
    funny:
      'SeeFoodDiet SeafoodFirstOysterFace SeafoodBoilMess SeafoodCrackFail SeafoodBibRegret ButterSplashChaos',
    prank:
      'SeafoodShapedCake SeafoodBoilSurprise SeafoodPlushSwap FakeSeafoodPlatter RubberCrabInTheTub GummySharkAquarium',
    educational:
      'SeafoodFactsQuiz SeafoodOceanToTable SeafoodLabelDetective SeafoodFraudCheck WhyLobstersTurnRed HowCrabsMolt',
    travel:
      'SeafoodShackCrawl SeafoodMarketTour CatchAndCookSeafood BestSeafoodInTown LobsterRollRoadTrip OysterFarmVisit',
    fashion:
      'SeafoodBibFitCheck SeafoodBoilChic SeafoodShackStyle SeafoodPrintShirt NauticalStripeLook CoastalLinenSet',
    wellness:
      'SeafoodSlowDinner SeafoodGratitudeFeast SeafoodSunday SeafoodOmegaHabit SaltAirBreathing HarborSunsetCalm',
    speed:
      'SeafoodPeelRace SeafoodNameBlitz SeafoodPlatterSprint BeatTheSeafoodClock CrabLegCrackDash ShellSortTimer',
    music:
      'SeafoodSeaShanty SeafoodBoilJam UnderTheSeafood SeafoodCajunFiddle CrabClawCastanets RockLobsterCover',
    art: 'SeafoodShellMosaic SeafoodFishPrinting SeafoodStillLife SeafoodPlatterPortrait OysterPearlPainting OneLineLobster',
    tech: 'SeafoodDNAFraudCheck SeafoodFreshnessScan SeafoodSonarDemo AIGradesMySeafood UnderwaterDroneLook SmartSteamerTest',
    pet: 'SeafoodPetCostume SeafoodKittyPatrol SeafoodPlushUnboxing CatStaresAtSeafood CrabToyFetch FishTankFriends',
    gaming:
      'SeafoodRestaurantSim SeafoodBoilBingo SeafoodFishingDerby CookingMamaSeafood CrabRaceTabletop KrabbyPattyHighScore',
  },
  'jelly beans': {
    dance:
      'JellyLegsBoogie JellyBeanFreeze JellyBeanColorCall ShuffleForJellyBeans WiggleLikeJelly EasterJellyBeanHop',
    fitness:
      'SquatsPerJellyBean JellyBeanRepDraw JellyBeanSpoonRelay JellyBeanPlankPickUp JellyBeanHuntSprints NoJellyLegsAllowed',
    funny:
      'LastJellyBeanStandoff BlackJellyBeanDebate JellyBeanSommelier IfJellyBeansTalked JellyBeanJudgeShow BeanBoozledReactions',
    prank:
      'FollowTheJellyBeans JellyBeanDeskMosaic JellyBeanBalloonPop HiddenJellyBeanCake CookieJarJellyBeans JellyBeanNameSpell',
    educational:
      'HowJellyBeansAreMade JellyBeanSmellTest GraphTheJellyBeans GuessHowManyJellyBeans JellyBeanDissolveRace WhyJellyBeansShine',
    travel:
      'JellyBeanFactoryTour RoadTripJellyBeans JellyBeansAbroad JellyBeanShopCrawl LocalJellyBeanFlavors OneBeanPerState',
    fashion:
      'PickAJellyBeanFit DressLikeAJellyBean JellyBeanColorBlock JellyBeanNails JellyShoesComeback JellyBeanEyeshadow',
    wellness:
      'MindfulJellyBean JellyBeanMoodColors JellyBeanGratitudeJar ShareAJellyBeanDay JellyBeanHabitCount TasteTheRainbowSlowly',
    speed:
      'JellyBeanSortRace ChopstickJellyBeans JellyBeanFlick BlindfoldJellyBeanHunt JellyBeanFlavorBlitz BeatTheJellyBeanClock',
    music:
      'JellyBeanShaker JellyBeanFlavorRap JellyBeanColorNotes JellyBeanJingle JarOfJellyBeanBeats SweetTreatRemix',
    art: 'JellyBeanMosaic YourFaceInJellyBeans JellyBeanStopMotion PaintWithJellyBeans JellyBeanPopArt JellyBeanColorWheel',
    tech: 'JellyBeanSorterBot AppGuessesJellyBeans JellyBeanMacroShot AIVsJellyBeanJar 3DPrintJellyBeanMold JellyBeanSlowMoDrop',
    pet: 'CatJellyBeanToes RateTheJellyBeanPaws JellyBeanBandanaFit PupJellyBeanCostume WhatColorAreYourBeans BestBeansContest',
    gaming:
      'JellyBeanBingo JellyBeanPokerChips JellyBeanTruthOrDare JellyBeanTicTacToe CandyCrushJellyLevel GuessTheFlavorGame',
  },
  honeymoon: {
    dance:
      'HoneymoonBeachSalsa HoneymoonBalconyWaltz HoneymoonHula HoneymoonPhaseGroove FirstDanceAgain SunsetCoupleSway',
    fitness:
      'HoneymoonCouplesYoga HoneymoonSnorkelSwim HoneymoonSpouseCarry HoneyDoPushups SummitOnOurHoneymoon PartnerPlankHighFive',
    funny:
      'HoneymoonExpectations HoneymoonSunburnDuo HoneymoonPhaseOver HoneymoonPackingFail ThousandPhotosOfUs JustMarriedUpgradeHunt',
    prank:
      'HoneymoonSuiteSurprise HoneymoonTowelSwans HoneymoonBalloonRoom HoneymoonSendOff LoveNotesInLuggage JustMarriedSign',
    educational:
      'GuessTheHoneymoonSpot HoneymoonWordOrigin HoneymoonBudgetMath HoneymoonCustomsQuiz HoneymoonJetLagFacts MeadAndTheMoon',
    cooking:
      'RecreateOurHoneymoon HoneyPancakesInBed HoneymoonDessertForTwo HoneymoonMocktails NewlywedCookOff CandlelitPastaNight',
    fashion:
      'HoneymoonFitCheck HoneymoonMatchingHats OneSuitcaseHoneymoon PackForTheHoneymoon JustMarriedStyle SunsetDinnerDress',
    wellness:
      'HoneymoonPhoneFree HoneymoonSlowDays HoneymoonPhaseForever HoneymoonAtHome NewlywedJournal SunriseTogetherRitual',
    speed:
      'HoneymoonPackRace HoneymoonCityInADay HoneymoonSpeedDate BeatTheHoneymoonClock NewlywedQuickQuiz PhotoSpotSprint',
    music:
      'HoneymoonSerenade HoneymoonUkuleleDuet HoneymoonBeachJam HoneymoonSoundtrack FirstDanceSongCover OurTuneKaraoke',
    art: 'HoneymoonScrapbook HoneymoonShellFrame PaintOurHoneymoon HoneymoonPhotoRecreate NewlywedPortrait TravelJournalSketches',
    tech: 'HoneymoonDroneShots HoneymoonGoProDiaries HoneymoonTimelapse HoneymoonPhotoHacks AIPlansOurHoneymoon OutOfOfficeHoneymoon',
    pet: 'HoneymoonPetReunion HoneymoonCatWelcome HoneymoonPupSouvenir HoneymoonDogPostcard FurBabyRingBearer WhoMissedUsMore',
    gaming:
      'HoneymoonTriviaDuel HoneymoonBeachBingo HoneymoonUnoRivalry HoneymoonCoOpQuest ItTakesTwoPlaythrough NewlywedSplitScreen',
  },
  'water park': {
    dance:
      'WaterParkTubeSpin WaterParkSplashShuffle WaterSlideShimmy WaterParkWaveDance BucketDumpFreeze LazyRiverConga',
    fitness:
      'WaterParkStairCount WaterParkTubeCarry WaterParkWaveSwim EarnEveryWaterSlide LazyRiverAquaJog SplashZoneSquats',
    funny:
      'WaterParkDropFaces WaterParkDadOnATube WaterParkExpectations WaterSlideScreamOff LongLineShortRide BucketDumpReaction',
    prank:
      'WaterParkTripReveal BackyardWaterPark WaterParkTicketHunt WaterParkYesDay SprinklerSurprise PoolNoodleWelcome',
    educational:
      'WaterParkSlidePhysics HowWaterParkWavesWork WhereDoesTheWaterGo WaterParkSafetyQuiz BuoyancyExplainer WhyLazyRiversFlow',
    cooking:
      'WaterParkShaveIce WaterParkChurros WaterSlideCake DIYWaterParkPretzels PoolsidePopsicles BlueRaspberrySlush',
    fashion:
      'WaterParkFitCheck WaterParkCoverUp WaterproofGlam WaterShoeGlowUp RashGuardRunway RetroOnePiece',
    wellness:
      'WaterParkShadeBreak WaterParkCabanaRest SipWaterEveryHour WaterParkSlowDay FloatAndBreathe LazyRiverLetGo',
    speed:
      'WaterParkRopeDropRush WaterParkSlideTimer WaterParkSunscreenDash WaterParkTubeSprint EveryRideByNoon TowelDryBlitz',
    music:
      'WaterParkSplashBeat WaterParkSurfRock WaterParkAnthem WaterSlideDrumroll WavePoolSingAlong LazyRiverLullaby',
    art: 'WaterParkDreamDesign WaterParkLegoModel BuildAStrawWaterSlide DrawYourWaterParkMap WaterParkChalkMural SplashPhotoFreeze',
    tech: 'WaterParkSlideSpeedGun WaterParkWaitTimeApp WaterParkGoProPOV WaterParkSlowMoSplash PhonePouchTest WillItFloatSpeaker',
    pet: 'BackyardWaterParkPup WaterParkKittyNoWay DogDayAtTheWaterPark WaterParkPoochPaddle SprinklerZoomies LifeJacketForFido',
    gaming:
      'WaterParkTycoon WaterParkMarcoPolo WaterParkDiveForRings WaterGunHighScore SlideBuilderSandbox PoolVolleyballFinals',
  },
  'ugly sweater': {
    dance:
      'UglySweaterDanceOff UglySweaterStrut UglySweaterLimbo UglySweaterTwist JingleSweaterShuffle TackyKnitSway',
    fitness:
      'UglySweaterFunRun SweatInYourUglySweater UglySweaterSquatSet UglySweaterStairClimb ReindeerJumpingJacks TinselPlankHold',
    funny:
      'UglySweaterOfficeVote UglySweaterBackstory UglySweaterPhotoFail UglySweaterContest GrandmaKnitReaction SweaterJingleStealth',
    prank:
      'UglySweaterTwinDay UglySweaterGiftPrank HolidaySweaterSwap UglySweaterForTheTree SantaHatOnEverything StatueGetsASweater',
    educational:
      'HowUglySweatersBegan UglySweaterFiberQuiz FairIsleOrUglySweater UglySweaterPatternMath HowSweatersAreKnit WoolVsAcrylicTest',
    cooking:
      'UglySweaterCookies UglySweaterCupcakes UglySweaterBrownies IceAnUglySweater GingerbreadSweater KnitStitchFrosting',
    travel:
      'UglySweaterRoadTrip UglySweaterSkiLift UglySweaterLandmarks UglySweaterTrainRide ChristmasMarketCrawl NorthPoleVillage',
    wellness:
      'UglySweaterCozyNight UglySweaterDonation UglySweaterThankYous HolidaySweaterHygge KnitAndSipEvening ComfortOverCool',
    speed:
      'UglySweaterIn10Minutes UglySweaterRelay UglySweaterPomBlitz UglySweaterQuickChange TinselDecorRace BeatTheJingleClock',
    music:
      'UglySweaterKaraoke UglySweaterCarols UglySweaterKazoo DuetInUglySweaters JingleBellJam SweaterWeatherCover',
    art: 'UglySweaterDIY UglySweaterPixelChart UglySweaterFeltPatch DesignAnUglySweater PompomSweaterCraft TackiestSweaterWins',
    tech: 'UglySweaterLEDs UglySweaterAIDesign UglySweaterSoundChip ArduinoUglySweater MotionSensorBells CodeYourSweaterLights',
    pet: 'MatchingUglySweaters UglySweaterCatModel UglySweaterDogParade PetTriesUglySweater ReindeerPupPhoto KnittedCollarCozy',
    gaming:
      'UglySweaterBingo UglySweaterCreeper UglySweaterPixelHero UglySweaterCharades PlayerOneUglySweater RetroSpriteKnit',
  },
  earring: {
    dance:
      'HoopEarringSway EarringDangleSpin EarringJingleStep EarringsOnTheBeat EarStackShimmy ChandelierHairFlip',
    fitness:
      'HulaHoopEarrings EarringSwingHIIT DanglyEarringCardio EarringStudGymFit EarStackYogaFlow JewelryFreeSpinClass',
    funny:
      'LostEarringBackHunt EarringDrainRescue GiantEarringTryOn HeavyEarringProblems EarringMismatchDay PiercingPainScale',
    prank:
      'FakePiercingEarring EarringCandyDangles EarringGiftSurprise GiantEarringPrank FruitHoopsReveal MismatchedStudsTest',
    educational:
      'EarringSterlingTest PiratesWoreEarrings EarringMetalQuiz EarringAllergyScience HowPearlsForm WhyGoldDoesntTarnish',
    cooking:
      'HoopEarringBagels EdibleEarrings OnionRingEarrings EarringGummyStuds EarringMacarons CherryPairJewels',
    travel:
      'EarringSouvenirHunt EarringBazaarHaggle OneEarringPerCountry MakeEarringsAbroad SilverTownTaxco LocalJewelryMarket',
    wellness:
      'EarringsOffWindDown EarringMemoryStories EarringBeadingCalm WearTheFancyEarrings MindfulJewelryBox SlowSundayDressUp',
    speed:
      'FiveEarringSwapsFast EarringOneHandClasp EarringPairMatchRace TenEarringsOneMinute HoopsOnBlindfolded JewelryBoxSortOff',
    music:
      'HoopEarringAnthem EarringJingleBeat EarringChimeMelody EarringASMR DiamondsSongCover PearlJamSingAlong',
    art: 'ResinEarringArt EarringClayCraft EarringShrinkPlastic UpcycledEarrings EarringWireWrapping PaintedShellDangles',
    tech: 'Earring3DPrint EarringVirtualTryOn EarringLaserCut EarringARFilter LightUpLEDEarrings AIDesignsMyEarrings',
    pet: 'CatVsDanglyEarrings PetShapedEarrings EarringPawPrintStuds EarringsOfMyDog ParrotGrabsMyEarring PupFoundMyEarring',
    gaming:
      'MatchYourMainsEarrings EarringMemoryFlip EarringCollectorQuest PixelArtEarrings PowerUpEarrings LootDropJewelry',
  },
  organizing: {
    dance:
      'OrganizeToTheBeat OrganizingSortShuffle RestockAndRoll OrganizedChaos LabelMakerGroove FoldAndTwirl',
    fitness:
      'OrganizeGarageCardio OrganizingBoxCarry RestockReps OrganizerStepCount BinLiftSquats ShelfReachLunges',
    funny:
      'OverOrganizedPOV OrganizerBinHaul OrganizingJunkDrawer RestockingAtMidnight LabelEverythingDad MysteryKeyCollection',
    prank:
      'OrganizeTheirDesk SurpriseOrganizingDay SecretSnackRestock OrganizingSiblingSocks LabelMakerPrank SpiceRainbowMakeover',
    educational:
      'OrganizingFourBoxRule WhyOrganizingFeelsGood OrganizeLikeAScientist OrganizerMethodQuiz WhyLabelsHelp SparkJoyTest',
    cooking:
      'OrganizedMealPrep RestockAndBake OrganizingSpiceRack OrganizingFridgeZones ShopYourPantryFirst LabeledJarBaking',
    travel:
      'OrganizedSuitcase OrganizeYourCarryOn VanLifeOrganizing OrganizingCarTrunk PackingCubeHacks GloveboxGlowUp',
    fashion:
      'OrganizeByColor OrganizedClosetTour OrganizingShoeWall OrganizingJewelryTray HangerSwapMakeover CapsuleWardrobeEdit',
    speed:
      'OrganizingSpeedrun OrganizeIn10Minutes PantryRestockRace OrganizingDeskBlitz BeatTheOrganizingClock JunkBinCountdown',
    music:
      'RestockASMR OrganizingVinylShelf OrganizingAnthem OrganizedNoise LabelMakerBeat SortingSoundtrack',
    art: 'OrganizeByRainbow OrganizedFlatLayArt OrganizingBrushJars CraftCartOrganizer MarkerGradientShelf KnollingChallenge',
    tech: 'OrganizeMyDesktop OrganizedInboxZero OrganizingPhotoLibrary OrganizerAppFaceOff CableManagementGlowUp HomeScreenTidy',
    pet: 'OrganizedTreatJars OrganizingCatCorner OrganizingPetSupplies PupOrganizesToys LeashHookWall KittenInspectsBins',
    gaming:
      'OrganizeMyLoot OrganizingLegoBySize OrganizingCardBinder OrganizingGameShelf InventoryTetris CartridgeDisplayWall',
  },
  handwashing: {
    dance:
      'HandwashingBubbleBop HandwashingJive WashYourHandsWiggle SudsyHandwashingStep TwentySecondShuffle LatherRinseRoutine',
    fitness:
      'HandwashingCalfRaises HandwashingSquatHold HandwashingFlamingo HandwashingToeTaps TwentySecondPlank LatherAndLunge',
    funny:
      'HandwashingSurgeonMode HandwashingSongsRanked ToddlerHandwashingPOV OscarWorthyHandwash TwentySecondsFeelsLong SoapDispenserBetrayal',
    prank:
      'HandwashingToyInSoap HandwashingMirrorNote HandwashingGooglyEyes HandwashingFoamArt TalkingDispenserCameo SurpriseBubbleSink',
    educational:
      'HandwashingGlitterDemo HandwashingPepperTest HotOrColdHandwash WhoInventedHandwashing HowSoapKillsGerms WhereBacteriaHide',
    cooking:
      'HandwashingBakingPrep HandwashingPizzaNight HandwashingMeatballs WashYourHandsChef SpotlessCookieDough KidsKitchenRules',
    travel:
      'HandwashingOnTheGo WashYourHandsAbroad TippyTapHandwashing HandwashingTravelKit PaperSoapSheets PortableSinkRoadTrip',
    fashion:
      'HandwashingDelicates HandwashingDenimRinse HandwashingWoolSocks SilkSurvivesHandwash CashmereFoldAndDry SinkSpaForSweaters',
    speed:
      'HandwashingRelay HandwashingStepsBlitz HandwashingSpeedQuiz HandwashingLatherTimer ExactlyTwentySeconds BubbleCountRace',
    music:
      'HandwashingJingle HandwashingRapVerse HandwashingFaucetBeat WashYourHandsRemix TwentySecondChorus HappyBirthdayTwice',
    art: 'HandwashingSoapCarving HandwashingGermMonster DesignAHandwashingSign WashYourHandsMural BubblePrintArt FingerprintPainting',
    tech: 'HandwashingUVTest BuildAHandwashingTimer HandwashingAICoach WashYourHandsRobot AutoSoapDispenser SmartSinkCounter',
    pet: 'HandwashingCatCuddles HandwashingFishTank PuppyPlayThenHandwash ReptileHandwashingRule WashYourHandsAndPaws AfterWalkiesCleanUp',
    gaming:
      'HandwashingBingo HandwashingHighScore HandwashingGermBlaster SevenDayHandwashStreak WashYourHandsBossFight SinkSideSimonSays',
  },
  sun: {
    dance:
      'WalkingOnSunshine SunShadowDanceOff SunnyDayShuffle SunRayArmWave SunriseShimmy SilhouetteAtSunset',
    fitness:
      'SunSaluteReps BeatTheSunRun SunShadowTag SunrisePushups GoldenHourHike RiseAndShineSquats',
    funny:
      'SunVsMySquint SunbeamEntrance SunscreenMissedSpot SunTanLineReveal ForecastLiedAboutSun ItsSunnyButFreezing',
    prank:
      'SunnySideUpSwitch SunglassesOnEverything SuncatcherSurprise MessageTannedBySun DoorstepSunflowers BottledSunshineJar',
    educational:
      'HowBigIsTheSun MakeASundial SunlightIn8Minutes SunPinholeViewer WhyTheSunIsntYellow SolarEclipseSafety',
    cooking:
      'SunnySideUpArt SunTeaBrew SunshineLemonBars SunDriedTomatoDIY CookWithTheSun SolarOvenSmores',
    travel:
      'ChaseTheSunRoadTrip SunniestBenchInTown MidnightSunNorway RateEverySunset SunriseSummitQuest SunTempleRuins',
    fashion:
      'SunHatStyleOff SunnyDayFitCheck SunglassesLineup SundressSeasonOpener DressLikeSunshine UVShirtStyling',
    speed:
      'RaceTheSunDown BeatTheSunrise SunscreenIn30 PopsicleVsTheSun SunDialTimeGuess ShadowTagSprint',
    music:
      'HereComesTheSunCover YouAreMySunshine SunnyPorchJam SunKissedAnthem SunriseLoFiSession GoldenHourUkulele',
    art: 'SunPrintArt SunShadowTracing SunCatcherCraft PaintTheSunrise CrayonsMeltedBySun SilhouetteBySunset',
    tech: 'SunTimelapse SunTrackingPanelBuild SunPoweredCarRace SunUVSensorCheck PhotographTheSunSafely SolarChargeTest',
    pet: 'CatFollowsTheSun SunbeamNapCheck SunspotShowdown SunHatPupPhoto DogTriesSunglasses TortoiseBaskingTime',
    gaming:
      'SunVsMoonTeams SunDialPuzzleRoom SunTempleBuild SunsetBoardGames PraiseTheSun SolarSystemStrategy',
  },
  'playing cards': {
    dance:
      'PlayingCardsHandJive PlayingCardsWaltz CardsOnTheBeat FlipTheCardsFreestyle RoyalFlushRoutine AceHighStep',
    fitness:
      'DeckOfCardsWorkout PlayingCardPushups PlayingCardPlank FiftyTwoCardsOfPain CardSuitSquats FaceCardSprints',
    funny:
      'PlayingCardPokerFace PlayingCardsSoreLoser GrandmaWinsAtCards CardsFlyEverywhere FiftyTwoPickupGag ShuffleGoneWrong',
    prank:
      'FiftyTwoReasonsCards SecretMessageCards PlayingCardsAceHunt ConfettiCardsBox IsThisYourCard CardUnderTheMug',
    educational:
      'DeckOfCardsMath PlayingCardOdds RealKingsOnFaceCards PlayingCardHistory SevenShufflesRule FiftyTwoFactorial',
    cooking:
      'PlayingCardCookies PlayingCardPancakes PlayingCardsTeaParty CardsDecideDinner QueenOfHeartsTarts SuitShapedSandwiches',
    travel:
      'PlayingCardSouvenirs PlayingCardsAbroad CampfireCardsNight PlayingCardMuseum TrainRideCardGame HostelLoungeRematch',
    fashion:
      'PlayingCardPrintFit PlayingCardsNailArt CardsDealMyOutfit DeckOfCardsCostume QueenOfHeartsLook JackOfDiamondsJacket',
    wellness:
      'PlayingCardGratitude PlayingCardsScreenFree DeckOfCardsJournal CardsWithGrandpa HouseOfCardsCalm SolitaireUnwind',
    music:
      'PlayingCardPercussion PlayingCardsBikeSpokes PlayingCardsSongDraw CardsShuffleRemix DeckFlickASMR AceOfSpadesCover',
    art: 'PlayingCardsOrigami HouseOfCardsTower PlayingCardPortraits PlayingCardMosaic DesignYourOwnDeck JokerIllustration',
    tech: 'PlayingCardSlowMo CardsDealingRobot AIGuessesMyCards ShuffleBotForCards PlayingCardsStopMotion CardThrowingSpeedGun',
    pet: 'DogTricksWithCards KittySwipesTheCards ParrotDealsTheCards HamsterFindsTheCards PetPicksACard CatVsCardHouse',
    gaming:
      'PlayingCardTournament FamilyCardsNight PlayingCardsWar SpeedCardsShowdown CrazyEightsClash DeckBuildingBattle',
  },
  'getting dressed': {
    dance:
      'GettingDressedGroove GettingDressedTwirl GettingDressedBop DressingRoomDanceOff OutfitChangeOnTheBeat ShirtOverHeadPop',
    fitness:
      'FlamingoDressing GettingDressedWarmUp GettingDressedCoreTest GettingDressedLunges SockBalanceDare ShoeTyingSquats',
    funny:
      'GettingDressedByMyKids DressingInTheDark GettingDressedInMitts GettingDressedAt6AM ToddlerGetsDressed BackwardsSweaterReveal',
    prank:
      'GettingDressedLikeDad DressingAsEachOther GettingDressedTwins GettingDressedDisco NoteInTheirPocket GooglyEyedShoes',
    educational:
      'DressingForTheWeather GettingDressedHistory GettingDressedQuiz GettingDressedScience HowZippersWork SockFirstOrShoeDebate',
    cooking:
      'GettingDressedEggTimer GettingDressedSalad GettingDressedChef DressingFromScratch ApronUpAndCook PancakeFlipThenJacket',
    travel:
      'GettingDressedAbroad GettingDressedInATent GettingDressedOnTrains DressingLikeALocal AirportOutfitChange HostelBunkQuickDress',
    fashion:
      'GettingDressedLayers GettingDressedDice GettingDressedCapsule DressingForTheMood FiveMinuteFitCheck ThreeWaysOneShirt',
    wellness:
      'DressingForYourself MindfulGettingDressed GettingDressedMantras SlowGettingDressed CozyOutfitReset SoftFabricComfort',
    music:
      'GettingDressedMontage GettingDressedTheme GettingDressedDiva DressingRoomKaraoke OutfitChangeBeat WardrobeShowtune',
    art: 'StopMotionDressing GettingDressedCollage GettingDressedSketch GettingDressedDolls OutfitFlatLayArt WardrobeWatercolor',
    tech: 'GettingDressedByVoice GettingDressedARCloset GettingDressedByAI SmartMirrorDressing OutfitPlannerApp WeatherWidgetWardrobe',
    pet: 'DressingWithACatOnMe GettingDressedDogHelp GettingDressedPetCam GettingDressedPupJudge KittenOnTheLaundry TwinningWithMyBunny',
    gaming:
      'GettingDressedLoadout DressingAsMyAvatar GettingDressedSpeedrun GettingDressedSkinPick ArmorSetEquip DressUpGameNight',
  },
  'hot potato': {
    dance:
      'HotPotatoFreezeDance HotPotatoHustle HotPotatoSpinStep HotPotatoHipHop PassThePotatoShuffle SpudTossTwist',
    fitness:
      'HotPotatoBurpeePenalty HotPotatoPlankHandoff HotPotatoMedicineBall HotPotatoLungeLine CouchToHotPotato PassThePotatoSquats',
    funny:
      'HotPotatoPanicFaces HotPotatoTrashTalk HotPotatoFamilyFeud HotPotatoSlowMoDrama WhoDroppedTheHotPotato GrandpaCheatsTheTimer',
    prank:
      'HotPotatoGiftReveal HotPotatoSpudSwap HotPotatoRiddleLayers ColdHotPotato PassTheParcelSurprise MrPotatoHeadCameo',
    educational:
      'HotPotatoQuizRound HotPotatoCapitalCities HotPotatoTimesTables HotPotatoVocabGame WhyPotatoesStayHot SpudHistoryFacts',
    cooking:
      'HotPotatoHasselback LoadedHotPotatoBar HotPotatoSoupOff HotPotatoGnocchiRoll CrispySmashedPotatoes PassTheGravyBoat',
    travel:
      'HotPotatoStreetSnacks HotPotatoAndes HotPotatoPassport HotPotatoMarketFind IdahoPotatoRoadTrip BelgianFritesStall',
    fashion:
      'HotPotatoHatSwap HotPotatoAccessories HotPotatoScarfRelay HotPotatoOutfitDraw PotatoSackRunway SpudPrintTee',
    wellness:
      'HotPotatoGratitude HotPotatoKindWords HotPotatoStoryCircle NoRushHotPotato PassTheCompliment SlowMotionToss',
    music:
      'HotPotatoMusicStops HotPotatoDrumroll HotPotatoNameThatTune HotPotatoHitParade PassThePotatoBeat SpudShakerJam',
    art: 'HotPotatoPassDrawing HotPotatoClayRelay HotPotatoPortrait HotPotatoComicPanels PotatoStampArt SpudCharacterDoodles',
    tech: 'HotPotatoBuzzerBuild LightUpHotPotato CodeAHotPotatoTimer HotPotatoAIHost PassThePhoneGame RaspberryPiCountdown',
    pet: 'HotPotatoWithMyDog HotPotatoPlushSpud HotPotatoKittenCircle PupStealsHotPotato PetInterceptsThePass PuppyFetchRelay',
    gaming:
      'HotPotatoWordChain HotPotatoTriviaRounds HotPotatoBracket HotPotatoGameNight TickingHotPotato BuzzerCategoryDuel',
  },
  rock: {
    dance:
      'RockStarStrut RockScissorKick RockAroundTheClock JailhouseRockMoves AirGuitarSlide WindmillArmRoutine',
    fitness:
      'RockYourCore RockAnthemIntervals RockAndRollCardio RockBottomBurpees AirGuitarJumps DrumstickHIIT',
    funny:
      'RockStarEntrance DadRockAirGuitar RockLyricMishears RockLegendErrands TypesOfRockFans HeadbangNeckRegret',
    prank:
      'SurpriseRockConcert RockDoorbellRiff RickrollTheRocker RockAndRollWakeUp FakeBackstagePass CardboardStageReveal',
    educational:
      'WhoInventedRockAndRoll GuessTheRockSubgenre RockBluesRoots RockBandRoles PowerChordBasics DistortionPhysics',
    cooking:
      'RockAndRollDiner RockStarBurgers RockVinylCookies GrowRockCandy BackstageRiderSnacks GuitarCake',
    travel:
      'RockAndRollMuseum RockFestivalCamping RockLegendRoadTrip RockLandmarksTour AbbeyZebraCrossing GracelandOrBust',
    fashion:
      'DressLikeARockStar RockChicGlowUp RockBandTeeStyling RockStuddedBoots LeatherJacketLook EyelinerAndDenim',
    wellness:
      'RockOutToDestress RockBalladReflection RockOutCarKaraoke RockAByeWindDown AirGuitarRelease EncoreExhale',
    speed:
      'FastestRockRiff RockSoloShredOff RockDrumFillSprint RockLyricsLightning TenSecondAirGuitar ChordChangeClock',
    art: 'RecreateARockAlbum DesignARockPoster RockGigPhotography RockTicketStubCollage RockStarSilhouette LightningBoltFacePaint',
    tech: 'RockPedalboard RockLooperStation BuildARockAmp AIRockBandJam DecibelMeterTest GuitarModelingApp',
    pet: 'DogRocksOut KittenVsPetRock RockStarPup RockAByePuppy ParrotHeadbangs CatAirGuitar',
    gaming:
      'RockBandExpertRun GuitarHeroRockOff RockBossFightRiff RockPaperScissorsCup PlasticDrumsHighScore CoOpShredSession',
  },
  sewing: {
    dance:
      'SewingMachineGroove SewingPedalTap SewingSpoolSpin SewYourDanceCostume HandmadeTwirlTest SequinSkirtShimmy',
    fitness:
      'SewYourOwnLeggings SewingStretchBreak SewingShoulderRolls SewingPostureCheck StitchBetweenSets PinCushionPushups',
    funny:
      'SewingMachineVsMe SewingExpectations SewingSeamRipperLife SewingPinInTheCarpet NeedleThreadingSaga BobbinRanOutAgain',
    prank:
      'SewnSurpriseNote SewingSecretPocket SewingSillyLabels SewingGooglyButtons PatchOnTheirJacket StitchedWithLove',
    educational:
      'HowSewingMachinesWork LearnToSew SewingMythsDebunked SewingGrainlineScience NameThatStitch ZipperInventionStory',
    cooking:
      'SewingSpoolCookies SewingBasketCupcakes SewYourOwnApron SewingBreadBag PinCushionCake StitchedPieCrust',
    travel:
      'SewOnTravelPatches SewingPassportPouch SewingSouvenirHaul SewingTextileMuseum HoiAnTailorShop FabricMarketFinds',
    fashion:
      'SewingThriftFlip SewingVisibleMending SewYourOwnOutfit SewingHemRescue OneSheetSewnDress HandmadeFitCheck',
    wellness:
      'MindfulSewing SewAndUnwind SewingForCharity SewingSundayReset SlowStitchingHour HandQuiltingCalm',
    speed:
      'SewAScrunchieFast SewingButtonSprint SewingPillowcaseRace BeatTheSewingClock OneHourOutfit BobbinWindBlitz',
    music:
      'SewingMachineBeat SewAGuitarStrap SewingSeaShanty SewingASMR ThreadSpoolShaker NeedleDropRemix',
    tech: 'SewALightUpJacket SewingPatternProjector SewingConductiveThread SmartSewingMachineTest EmbroideryDigitizing LaptopSleeveFromJeans',
    pet: 'SewYourPetAnOutfit SewingCatnipPillow SewingDogBed SewingPupBandana CatSitsOnMySewing HamsterHammockDIY',
    gaming:
      'SewADiceBag SewingPixelQuilt SewingCosplayBuild SewnBossPlushie StardewTailoringIRL SackboyYarnCraft',
  },
  pinata: {
    dance:
      'PinataSwingStep PinataCandyShimmy BlindfoldPinataBoogie DanceLikeAPinata ConfettiDropFreeze FiestaSkirtTwirl',
    fitness:
      'PinataPowerSwing PinataSquatCollect PinataJumpingJacks PinataPlankPass CandyScrambleSprint BurpeePerSweet',
    funny:
      'PinataWontBreak PinataTooCuteToHit PinataBlindfoldMiss DadVsThePinata CandyScrambleChaos SpinningDizzyWalk',
    prank:
      'PinataFullOfNotes PinataNestedMini PinataConfettiOnly SurprisePinataDelivery GoldenTicketInside SocksInsteadOfCandy',
    educational:
      'HowPinatasAreMade PinataPaperMacheLab PinataSevenPoints PinataCameFromChina PinataQuizTime WhatIsAPosada',
    cooking:
      'PinataCake PinataChocolateSmash PinataCookies EdiblePinata SurpriseInsideCupcakes FiestaTresLeches',
    travel:
      'PinataShopHop PinataPosadaFestival PinataMarketTour LearnPinataInMexico BiggestPinataHunt AcolmanVillageVisit',
    fashion:
      'DressLikeAPinata PinataTasselEarrings PinataRainbowLayers PinataPrintGlowUp TissueFringeFit FiestaFloralSkirt',
    wellness:
      'PinataGratitudeNotes PinataOfWishes PinataWorryBreak PinataFamilyTradition ConfettiOfKindness LetOutALaugh',
    speed:
      'PinataFillRace PinataBuildClock PinataInThreeSwings PinataStringPullDash FastestCandyGrab TreatBagSprint',
    music:
      'PinataSwingOnTheBeat PinataMariachiRemix PinataMaracasShake SingThePinataSong FiestaTrumpetIntro CandyRainDrumroll',
    tech: 'PinataSlowMo PinataCameraInside PinataPulleyRig PinataHitCounter AIDesignedPinata 3DPrintedPinata',
    pet: 'PinataParrotShred PinataPetBirthday PinataKittenBatter DogTreatPinata HamsterMiniPinata PuppyPaperUnwrap',
    gaming:
      'PinataBossFight PinataVivaRun PinataHighScore LootDropPinata MarioPartyPinata CandyCollectorLevel',
  },
  dandelion: {
    dance:
      'DandelionWishSway DandelionFieldSpin DandelionDrift FloatLikeADandelion PuffBallTwirl SeedsOnTheBreeze',
    fitness:
      'DandelionDeadlifts DandelionSquatPicks DandelionFieldRun DandelionMeadowHike WishSeedChaseSprint GardenKneelerLunges',
    funny:
      'DandelionLawnWarDad DandelionStubbornSeed DandelionWishFail DandelionVsLeafBlower ABouquetOfWeeds WindBlewItBack',
    prank:
      'DandelionCrownGift DandelionMugVase DoorstepDandelions DandelionWishForThem DandelionNoteBouquet YellowPetalConfetti',
    educational:
      'HowDandelionsSpread DandelionParachutes DandelionClockMyth DandelionSeedCount DentDeLionMeaning WeedOrWildflower',
    cooking:
      'DandelionFritters DandelionHoneySyrup DandelionLemonade DandelionPetalCookies YardToTable WildForagePesto',
    travel:
      'DandelionFieldTrip DandelionMeadowHike DandelionBikeRide GiantDandelionHunt HokkaidoFlowerFarms ChaseSpringNorth',
    fashion:
      'DandelionFlowerCrown DandelionResinPendant DandelionYellowFit DressLikeADandelion WishPuffEarrings SeedHeadEmbroidery',
    wellness:
      'DandelionWishBreathing DandelionGratitude DandelionLawnLieDown SlowDandelionSunday LetItFloatAway LittleJoysJournal',
    speed:
      'DandelionOneBlow DandelionPickOff DandelionChainTimer TenDandelionsOneBreath FastestPuffClear WeedBucketBlitz',
    music:
      'DandelionStemWhistle DandelionLullaby DandelionsRuthBCover DandelionASMR GrassBladeTrumpet PuffAndStrum',
    tech: 'DandelionSlowMoBlow DandelionTimelapse DandelionPlantIDApp DandelionInspiredDrone SeedFlightMacroShot WindTunnelPuffTest',
    pet: 'DandelionBunnySnack DandelionTortoiseLunch DandelionFieldZoomies PetVsDandelionPuff DogSneezesAtSeeds CatPouncesOnFluff',
    gaming:
      'DandelionHuntBingo DandelionPuffTarget DandelionCountGuess FinalBossDandelion WeedPullMinigame StardewForageRun',
  },
  clothespin: {
    dance:
      'ClothespinTagDanceOff ClothespinMarionette ClothespinLaundryJig ClotheslineLimbo MusicalClothespins ClipToTheBeat',
    fitness:
      'ClothespinGripTest ClothespinPlankClip ClothespinToePickup ClotheslineSprints PinchAndSquat TagYoureClipped',
    funny:
      'GossipingClothespins MustacheOnAClothespin ClothespinGatorChomp ClothespinOnMyNose WhereDoClothespinsGo SockThiefClothesline',
    prank:
      'SneakyClothespinClip GooglyEyeClothespins ClothespinNoteTrail BirthdayClothespinLine MemoryClothesline ClothespinEverything',
    educational:
      'ClothespinCatapult ClothespinBridgeTest HowAClothespinWorks ClothespinMathClip ClothespinPatentStory SpringLeverScience',
    cooking:
      'ClothespinCookies ClothespinHerbBundles ClothespinRecipeLine ClotheslinePasta ButterflySnackBags ChipClipHack',
    travel:
      'ClothespinPostcardLine ClothespinBeachTowel CampsiteClothespins TravelClotheslineHack RoadTripSnackClips WindproofPicnic',
    fashion:
      'ClothespinEarrings ClothespinHairDo BroochFromAClothespin TheClothespinSecret ClotheslineLookbook PegItToFitIt',
    wellness:
      'GratitudeClothespins ClothespinLineDrying ClothespinKindnessClip ClothespinHabitTracker HangUpYourWorries SunDriedSheetsCalm',
    speed:
      'ClothespinBottleDrop ClothespinTowerIn60 OneHandClothespinClip ClotheslineRace FiftyClothespinsFast TagAndPinDash',
    music:
      'ClothespinCastanets ClothespinGuitarCapo ClothespinWindChime ClotheslineSerenade SheetMusicClothespins PinchAndPluck',
    tech: 'ClothespinDoorAlarm ClothespinRobotArm ClothespinPhoneStand ClothespinCableHack SolarLightClothespins PinchSensorBuild',
    pet: 'CatVsClothespin PetPhotoClothesline ClothespinKibbleClip ClothespinLeashHook PupNapsOnCleanClothes BandanaDryingLine',
    gaming:
      'ClothespinTag ClothespinCatapultWars ClothespinTicTacToe ClothespinMemoryMatch HideTheClothespin DontGetClipped',
  },
  'phone case': {
    dance:
      'PhoneCaseStrapSwing PhoneCaseSwapShuffle PhoneCaseTransition PhoneCaseFlipStep CharmShakeGroove CrossbodyStrut',
    fitness:
      'PhoneCaseArmbandRun PhoneCaseBikeMount PhoneCaseStrapWalk PhoneDownRepsUp JumpRopeCaseTest GymSelfieCounter',
    funny:
      'PhoneCaseCharmOverload PhoneCaseDropDrama PhoneCaseForEveryMood WhatsInMyPhoneCase UglyCaseContest CaseTooBulkyBit',
    prank:
      'PhoneCaseSwap PhoneCaseStickerBomb PhoneCaseLoveNote IsItAPhoneOrCake SecretPhotoInCase TinyGooglyEyeCase',
    educational:
      'PhoneCaseDropTest HowCasesProtectPhones PhoneCaseMaterialQuiz CompostablePhoneCase EggInAPhoneCase MagSafeMagnetLesson',
    cooking:
      'PhoneCaseCookies PhoneCaseCakeReplica FondantFlipPhone FakeFoodPhoneCase CandyCharmCase CupcakeMatchesMyCase',
    travel:
      'PhoneCaseCrossbody PhoneCaseWallet PhoneCaseSnorkelTest PhoneCasePostcards TravelStickerCase BeachSandProofCase',
    fashion:
      'PhoneCaseFitCheck PhoneCaseNailArtPair PhoneCaseColorMatch PhoneBeadStack OneCaseFiveOutfits CharmStrapStyle',
    wellness:
      'PhoneCaseAffirmations PhoneCaseFamilyPhoto PutYourPhoneToBed PhoneFreeSunday ClearCaseMemories CalmColorCase',
    speed:
      'PhoneCaseSnapOnDash PhoneCaseStickerBlitz PhoneCaseMakeoverIn60 BlindfoldPhoneCaseOn FastestCaseSwap CharmStackCountdown',
    music:
      'PhoneCaseAlbumArt PhoneCaseLyricDesign PhoneCaseCassetteStyle PhoneCaseDrumming FlipPhoneRingtoneCover ConcertTicketCase',
    art: 'PhoneCaseResinPour PhoneCaseDecoupage PhoneCaseDoodleSwap PressedFlowerPhoneCase PaintYourPhoneCase BeadworkMosaicCase',
    pet: 'PhoneCaseMatchMyPet PhoneCaseDogFace PhoneCaseCatEars ParrotVsPhoneCase PawPrintCase KittenClawTest',
    gaming:
      'PhoneCaseGameboyStyle PhoneCaseGamingGrip PhoneCaseTriggers PhoneCaseSkinUnlock PixelArtCase ControllerShapedCase',
  },
  paw: {
    dance: 'ToeBeanTapStep PawWaveShimmy PawsUpBounce PawShakeGroove DoThePawShuffle MittenPawBop',
    fitness:
      'ToeBeanCalfRaises PawBearCrawl PawPlankTaps PuppyPawPushups DownwardDogPaws CrabWalkLaps',
    funny:
      'PawToTheFaceWakeUp PawUnderTheDoor PawOnKeyboardEmail ToeBeanBoop CatPawsOffTheTable MuddyPrintTrail',
    prank:
      'PawPrintNoteFromPet PawMittenHandshake PawsOnTheirPillow PawtraitSurprise StickerToeBeans PlushPawBackScratcher',
    educational:
      'WhyToeBeansAreSoft PawPrintIdentify PawSweatGlands PawPadQuiz FritoFeetScience ClawRetractionLesson',
    cooking:
      'ToeBeanMochi PawPrintCookies PawMacarons PawsomePancakes CatPawLatteArt PadMarshmallowPops',
    travel:
      'PawPrintsInTheSand ToeBeansInTheSnow PawFriendlyCityTour PawsportStamps SafariPawTracks DogBeachDayTrip',
    fashion:
      'ToeBeanEarrings PawPrintNailArt PawCharmBracelet PawsomeFitCheck MatchYourPetsPaws PadPinkBlush',
    wellness:
      'PawHoldingMoment ToeBeanGratitude PawBalmRitual PawSpaDay SoftPadPeace SlowSniffyWalk',
    speed:
      'PawHighFiveStreak PawWipeDash MuddyPawsClock ToeBeanStampRace TenPawShakesFast DrawAPawIn10',
    music:
      'PawPianoSolo ToeBeanDrumming PawButtonBeat PawsForApplause ClawClickRhythm PurrTrackRemix',
    art: 'PawPrintClayKeepsake PawInkStampCanvas PawtraitPainting ToeBeanSketch SnowPawArt SaltDoughImpression',
    tech: 'ToeBeanMacroShot PawSensorMat PawPrintPhoneCase PawTrackerCollar AIReadsPawTracks DoorbellPawButton',
    gaming:
      'PawPlayerTwo ToeBeanButtonMash PawOnTheController PawBuzzerQuiz TabletGamesForPaws ClawMachineRescue',
  },
  'video game': {
    dance:
      'VideoGameEmoteDance VideoGameIdleAnimation VideoGameLevelUpJump GamingGriddy PressStartShuffle PixelRobotMoves',
    fitness:
      'VideoGameBossReps GamingRespawnBurpees VideoGameLoadPlank VideoGameStepQuest PressStartSquats PowerUpJumpingJacks',
    funny:
      'VideoGameLogicIRL VideoGameNPCImpression VideoGameTutorialVoice VideoGameDeathSounds InventoryFullPanic GameOverFaces',
    prank:
      'VideoGameSFXPrank VideoGameQuestNotes VideoGameLootBoxGift VideoGameCutsceneIRL AchievementUnlocked FakeGameOverScreen',
    educational:
      'VideoGamePhysicsEngine VideoGameMathPuzzles FirstVideoGameEver GamingHistoryQuiz WhyMarioHasAMustache HowGamesAreMade',
    cooking:
      'VideoGameFoodIRL VideoGamePotionDrinks GamingHealthPackSnacks CookLikeAVideoGame MushroomPowerUpPizza TheCakeIsALie',
    travel:
      'VideoGamePlacesIRL VideoGameMuseumVisit VideoGameStudioTour GamingConventionHaul PressStartRoadTrip TokyoArcadeStreet',
    fashion:
      'VideoGameCosplay VideoGameMainFit VideoGameArmorLook GamingSetupColorMatch PixelPrintTee RetroConsoleColorways',
    wellness:
      'VideoGameCozyNight VideoGameScreenBreak VideoGameSunsetWalk GamingWithoutGrinding MindfulFishingMinigame SaveAndStretch',
    speed:
      'VideoGameSpeedrun VideoGameWorldRecord VideoGameLevelOneDash GamingReflexTest BossBattleTimeTrial ButtonMashCount',
    music:
      'VideoGameThemeOnKazoo VideoGameChiptuneLoop VideoGameMedley GamingSoundtrackQuiz BossBattleRemix CoinSoundBeat',
    art: 'VideoGamePixelPortrait VideoGameClayMini VideoGameMapDoodle VideoGameFanArt DrawYourOwnBoss SpriteBeadCraft',
    tech: 'MakeAVideoGameInADay VideoGameModding GamingConsoleTeardown VideoGameFPSTest PressStartCodeAlong RetroHandheldBuild',
    pet: 'VideoGamePetCosplay VideoGamePuppyCoop CatBlocksMyGaming DogReactsToVideoGame KittenChasesCursor PlayerTwoHasPaws',
  },
};
