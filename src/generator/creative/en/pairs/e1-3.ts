import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  stress: {
    dance:
      'ShakeOffTheStress DanceTheStressAway StressStompRoutine StressWiggleBreak ExamStressShuffle StressLessTwoStep',
    fitness:
      'StressPillowPunches StressBustingRun SweatOutTheStress OneBurpeePerStress DeskStressStretch ShadowBoxYourStress',
    funny:
      'StressBallFaces StressedMeVsCalmMe ExamStressPOV MyStressAsAPerson StressCleaningSpree 3AMStressThoughts',
    prank:
      'StressBallGotAFace BubbleWrapStressFloor StressCarePackage StressFreeDeskMakeover StressNoteAmbush SurpriseDeStressSpa',
    educational:
      'StressMythOrFact StressPulseTest StressFightOrFlight HowStressAffectsSleep StressHormoneQuiz DrawTheStressCurve',
    cooking:
      'StressBaking KneadOutTheStress DeStressTeaBlend ExamStressSnackBox StressFreeOnePot ChamomileStressLatte',
    travel:
      'StressFreePacking DeStressDayTrip LocalDeStressSpot AirportStressSurvival StressForestBathing LeaveStressAtTheBeach',
    fashion:
      'StressFreeOutfitPlan StressLessCloset ComfyDeStressFit ExamStressUniform StressedVsRestedLook FidgetStressBracelet',
    speed:
      'StressBallSqueezeRace BubbleWrapStressPop StressFiveMinuteTidy DeStressIn60Seconds StressJournalSprint ShredYourStressList',
    music:
      'SingYourStressAway DrumOutTheStress DeStressHumAlong ExamStressSong FourBarStressRap RainSoundStressLoop',
    art: 'ScribbleOutTheStress StressClaySquish StressZentangle StressMonsterDrawing StressFreeColoring DIYStressBall',
    tech: 'StressReliefAppTest SmartwatchStressScore StressFreeHomeScreen StressFidgetTierList AskAIToDeStress InboxZeroStressDrop',
    pet: 'StressFreeVetVisit DogCuddleStressBreak StressSniffWalk PurrTherapyDeStress DoesMyPetSenseStress NoStressBathTime',
    gaming:
      'StressFreeGameNight TetrisStressTest CozyFarmDeStress BossFightStressFace JigsawStressUnwind ClutchMomentStress',
  },
  scissors: {
    dance:
      'ScissorStepShuffle ScissorKickJive ScissorArmsDance RockPaperScissorsMoves ScissorLegHop OnBeatScissorSnips',
    fitness:
      '100ScissorKicks ScissorJacksChallenge ScissorSwitchLunges ScissorCrunchLadder RockPaperScissorsReps ScissorPlankJumps',
    funny:
      'WhereAreTheScissors LeftyScissorsStruggle ScissorsVsClamshell RockPaperScissorsDrama ScissorsBangsRegret TinyScissorsBigJob',
    prank:
      'ScissorCutHeartTrail SnowflakeScissorStorm ScissorsFaceCutouts ScissorsCardboardTwin ScissorPaperChainDoor GooglyEyeScissors',
    educational:
      'HowScissorsLeverWorks OneCutScissorStar MobiusStripScissors ScissorWalkThroughCard ScissorsLeftyVsRighty ScissorsOrShears',
    cooking:
      'PizzaWithScissors ScissorCutNoodles ScissorsKoreanBBQ OnlyScissorsDinner ScissorSnipSalad ScissorOctopusHotDogs',
    travel:
      'TravelScissorScrapbook ScissorsInCarryOn ScissorCutTripMap ScissorArtMarketHunt ScissorSilhouetteStall BarberScissorsAbroad',
    fashion:
      'NoSewScissorTee ScissorFringeJacket ScissorsCutoffShorts ScissorDistressedJeans CropTopScissorFlip ScissorBeforeAndAfter',
    wellness:
      'ScissorSnipASMR ScissorsVisionCollage MindfulScissorCutting SlowScissorSnowflake ScissorPlantTrimSunday ScissorsWorryCutOut',
    speed:
      'FastestScissorCircle ScissorPaperChainRace ScissorSnowflakeIn60 ScissorsSpiralDash ScissorGiftWrapSprint OffHandScissorTest',
    music:
      'ScissorSnipBeat ScissorsClackLoop PlayTheScissors ScissorSoundCover RockPaperScissorsRap HaircutScissorRhythm',
    tech: 'LaserCutterVsScissors ScissorSlowMoCut ElectricScissorsTest ScissorStencilPrint ScissorsMacroShot RockPaperScissorsBot',
    pet: 'ScissorSnipEarPerk PetPortraitScissorCut ScissorCardboardCastle CatVsScissorSnowflake ScissorPaperCrown ScissorFringeWandToy',
    gaming:
      'RockPaperScissorsCup ScissorsLizardSpock ScissorBoardGameDIY ScissorStandeeMinis DiceTowerScissorCraft ScissorsEscapeRoomClue',
  },
  costco: {
    dance:
      'CostcoSampleShuffle MyCostcoCartDance CostcoRotisserieShimmy DropTheCostcoHaul CostcoHotDogHop CostcoMembershipStrut',
    fitness:
      'OneTripCostcoCarry CostcoWaterCaseSquats CostcoPaperTowelPress CostcoRiceBagLunges CostcoHaulCircuit StepsPerCostcoRun',
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage CostcoSizeSurprise GiantCostcoBearInBed CostcoHotDogDate CostcoReceiptScroll',
    educational:
      'CostcoBulkMath CostcoHotDogEconomics IsCostcoWorthIt CostcoUnitPriceQuiz Costco97CentSecret GuessTheCostcoTotal',
    cooking:
      'CostcoRotisserieRemix DIYCostcoChickenBake CostcoMealPrep CostcoBerryFreezerPops CostcoSheetCakeCopycat WeekOfCostcoDinners',
    travel:
      'CostcoAroundTheWorld CostcoFoodCourtAbroad ForeignCostcoFinds CostcoRoadTripStop CostcoPassportStamps TestingCostcoLuggage',
    fashion:
      'CostcoFitCheck HeadToToeCostco CostcoUnder20Outfit StyleCostcoPuffer3Ways CostcoRunOOTD CostcoToteBagLook',
    wellness:
      'CostcoFlowerFriday CostcoSelfCareHaul CostcoNoImpulseList CostcoPantryRestock QuietHourCostco OneHealthyCostcoSwap',
    speed:
      'CostcoListDash FastestCostcoUnload CostcoTrunkTetris CostcoCheckoutPack CostcoPutAwayTimer 20MinuteCostcoRun',
    music:
      'CostcoJingle CostcoCartRattleBeat SingYourCostcoList CostcoReceiptRap OdeToTheCostcoHotDog CostcoBoxDrumSolo',
    art: 'CostcoHaulStillLife CostcoFlowerArranging CostcoBoxSculpture DrawCostcoFromMemory CostcoReceiptCollage PaintTheCostcoHotDog',
    tech: 'CostcoGadgetTest CostcoTVSetup CostcoScanAndGo CostcoPantryAppTrack IsCostcoTechWorthIt AIPlansMyCostcoRun',
    pet: 'CostcoDogBedTest CostcoBoxCatCastle PetVsCostcoTeddy CostcoHaulInspector CostcoTreatRanking WelcomeHomeFromCostco',
    gaming:
      'GuessTheCostcoPrice CostcoBingoCard CostcoBoardGameNight CostcoSampleQuest CostcoInMinecraft LootDropCostcoHaul',
  },
  'snow globe': {
    dance:
      'ShakeTheSnowGlobe SnowGlobeTwirl InsideTheSnowGlobe SnowGlobeFreezeFrame SnowGlobeFlurrySway SnowGlobeFigurineSpin',
    fitness:
      'SnowGlobePlank SnowGlobeShakeSquats WallSitSnowGlobeTimer SnowGlobeBurpeeRace HumanSnowGlobeJumps SnowGlobeStretchBreak',
    funny:
      'SnowGlobeExpectations TrappedInASnowGlobe SnowGlobeAtSecurity SnowGlobeFigureVoices SnowGlobeWeatherReport GrandmasSnowGlobeRules',
    prank:
      'SnowGlobeOfYou SnowGlobeOfTheirDesk SnowGlobePhotoSwap TinyRoommateSnowGlobe HiddenNoteSnowGlobe SnowGlobeEverywhere',
    educational:
      'HowSnowGlobesWork SnowGlobeSlowFallTest SnowGlobeHistoryQuiz SnowGlobeWeatherLesson GuessSnowGlobeSettle SnowGlobeDensityDemo',
    cooking:
      'SnowGlobeCupcakes SnowGlobeCookies SnowGlobeJelloCups SnowGlobeHotCocoaJar GlitterSnowGlobeDrink EdibleSnowGlobeCake',
    travel:
      'SnowGlobeFromEveryCity SnowGlobeSouvenirHunt SnowGlobeMarketFind SnowGlobeBirthplace RealLifeSnowGlobe MyTownInASnowGlobe',
    fashion:
      'SnowGlobeEarrings SnowGlobeCharmBracelet SnowGlobeHandbag DressLikeASnowGlobe 3DSnowGlobeNails SnowGlobePhoneCase',
    wellness:
      'SnowGlobeBreathing LetTheSnowGlobeSettle SnowGlobeWorryJar MindLikeASnowGlobe SnowGlobeBedtimeRitual SnowGlobeDeskReset',
    speed:
      'TenMinuteSnowGlobe BeatTheSnowGlobe SnowGlobeSpeedSketch SnowGlobeGiftWrapRace SnowGlobeShakeCount SnowGlobeFillDash',
    music:
      'SnowGlobeMusicBox SnowGlobeLullaby SnowGlobeChimeTune WindUpSnowGlobeCover ScoreASnowGlobeScene SnowGlobeSlowPiano',
    tech: 'SnowGlobeSlowMo LEDSnowGlobeBase 3DPrintedSnowGlobe SnowGlobeMacroShot SnowGlobeARFilter SnowGlobeTeardown',
    pet: 'SnowGlobePetReacts CatPawVsSnowGlobe MyDogInASnowGlobe SnowGlobePhotoshoot SnowGlobeStareDown SnowGlobeNoseBoop',
    gaming:
      'MinecraftSnowGlobe SnowGlobeLevelDesign SnowGlobeSimsBuild SnowGlobeSurvivalRun GuessTheGameSnowGlobe SnowGlobePhotoMode',
  },
  'go kart': {
    dance:
      'GoKartDriftShuffle GoKartSteerDance GoKartPitStopPop GoKartFlagWaveStep StartLineGoKartStomp BumperKartBounce',
    fitness:
      'GoKartGripSqueeze WallSitLikeAGoKart GoKartLapSprints GoKartCoreTwists PushTheGoKartChallenge GoKartNeckDrills',
    funny:
      'GoKartHelmetFaces GoKartF1Commentary SlowestGoKartEver DadGoesProAtGoKarts GoKartSpinOutReplay GoKartLastPlaceLap',
    prank:
      'GoKartBirthdaySurprise SecretGoKartTrip FakeGoKartLicense GoKartStreamerDecor GoKartFinishLineHome GoKartTrophyForLast',
    educational:
      'GoKartPhysics HowGoKartsSteer GoKartRacingLine GoKartGearRatioMath GoKartFrictionTest WhyGoKartsDrift',
    cooking:
      'CheckeredGoKartCake GoKartTrackSnacks GoKartTireDonuts GoKartFlagCookies PitStopGoKartLunch GoKartFuelSmoothie',
    travel:
      'GoKartTrackTour GoKartRoadTrip GoKartInEveryCountry IndoorGoKartArena GoKartSeasideCircuit TokyoStreetGoKart',
    fashion:
      'GoKartHelmetHairFix FitCheckAtTheGoKarts GoKartRaceSuitLook GoKartCheckeredPrint GoKartPitCrewJumpsuit StyleYourKartGloves',
    wellness:
      'GoKartJoyRide FamilyGoKartDay GoKartFearConquered GoKartPostRaceBreath GoKartGratitudeLap InnerChildGoKart',
    music:
      'GoKartEngineBeat RemixTheGoKartRevs GoKartAnthem GoKartVroomRhythm GoKartVictoryFanfare DrumTheGoKartStart',
    art: 'DrawYourGoKart GoKartPaintJob CardboardGoKart GoKartDecalDesign GoKartActionPhoto GoKartClayModel',
    tech: 'GoKartHelmetCam GoKartLapTimer ElectricGoKartBuild GoKartTelemetryApp GoKartGPSSpeedTest RCGoKartRace',
    pet: 'PetGoKartCostume GoKartToyChase GoKartPitCrewPup CatInACardboardKart GoKartTrophyPose GoKartRaceDayBandana',
    gaming:
      'GoKartGameNight GoKartTimeTrial GoKartBattleMode GrandPrixGoKartCup GoKartItemBoxChaos SplitScreenGoKart',
  },
  fireworks: {
    dance:
      'DropItLikeAFirework FireworkBurstMove FireworkFinaleFreeze FireworkGlowStickFlow FireworksRocketHop StarfallFireworkSway',
    fitness:
      'StarJumpFireworks FireworkBurstSquats FireworkFinaleBurpees FireworksRocketSprints FireworkArmCircles ClapPushupFireworks',
    funny:
      'FireworksNarrator FireworkImpressions FireworkOohAahMeter MissedTheFireworks FireworksPhoneWall DadFireworkExpert',
    prank:
      'PopUpFireworkCard FireworkConfettiDoor FireworksCupcakeReveal BalloonFireworkBurst FireworkProjectorShow FireworkStreamerAmbush',
    educational:
      'FireworkColorScience WhyFireworksBoom HowFireworksGetShapes FireworksHistoryChina FireworkSafetyQuiz FireworkSoundDelayMath',
    cooking:
      'FireworksCupcakes PoppingCandyFireworks FireworkChocolateBark FireworksJelloCups StarFireworkCookies FireworkSprinkleCake',
    travel:
      'BestFireworksSpot FireworksNewYearHarbor FireworksLakesideNight FireworksFestivalTrip FireworkCityCountdown WatchFireworksByBoat',
    fashion:
      'FireworksNailArt SparkleLikeAFirework FireworksSequinLook FireworksGlitterMakeup FireworksStarEarrings DressAsAFirework',
    wellness:
      'FireworkBreathing WishOnAFirework FireworkIntentions QuietFireworksNight MindfulFireworksWatch FireworkGratitudeBurst',
    speed:
      'FireworkSpeedSketch BeatTheFireworkFinale FireworksCountdownRace FireworkBalloonPop30 FireworkGlowStickDash CountTheFireworks',
    music:
      'FireworksBeatDrop SyncToTheFireworks FireworkSoundRemix FireworksHandelSuite BabyYoureAFirework FireworksCymbalCrash',
    tech: 'FireworksNightMode FireworksSlowMo DroneShowVsFireworks FireworksTimelapse CodeAFireworkBurst FireworkPhoneVsCamera',
    pet: 'FireworksCozyDen FireworkBandanaPose CalmFireworksNight FireworksWhiteNoise FireworkSoundTraining LickMatForFireworks',
    gaming:
      'MinecraftFireworkShow FireworksHighScore FireworksRhythmLevel HanabiFireworkNight FireworkSandboxBuild FireworkVictoryDance',
  },
  campfire: {
    dance:
      'CampfireHoedown DanceAroundTheCampfire CampfireShadowGroove CampfireBanjoStep ShuffleByTheBonfire CampfireSmoresShimmy',
    fitness:
      'LogCarryToTheCampfire CampfireStretchCircle CampfireKindlingSquats CampfireWaterBucketRun SunriseCampfireYoga CampfirePlankTales',
    prank:
      'GiantCampfireSmore CampfireStoryTwist CampfireBigfootPrints CampfireGlowGhosts WakeUpCampfireCocoa CampfireSpookySound',
    educational:
      'HowCampfiresBurn CampfireSafetyQuiz CampfireFireTriangle CampfireWoodTypesTest CampfireStarNavigation WhyCampfireEmbersGlow',
    cooking:
      'CampfireBananaBoats CampfirePizzaCones FoilPacketCampfireMeal CampfireBannockTwist CampfireSkilletCobbler StickBreadOverCampfire',
    travel:
      'CampfireStargazingTrip CampfireLakesideNight BeachCampfireSpot DesertBonfireEvening CampfireMountainHut CampfireBackcountry',
    fashion:
      'CampfireFlannelFit LayerUpForTheCampfire CampfireBeanieStyle CampfireBlanketPoncho SweaterWeatherBonfire CampfireFleeceLook',
    wellness:
      'GratitudeByTheCampfire CampfireFlameGazing CampfireCrackleASMR CampfireNoPhonesNight CampfireDeepTalks JournalByTheCampfire',
    speed:
      'FastestCampfireSmore CampfireKindlingHunt CampfireTentPitch CampfireWoodStackDash CampfirePutOutDrill TenMinuteCampfireSetup',
    music:
      'SingAlongAtTheCampfire AcousticCampfireCover CampfireCrackleBeat CampfireUkuleleRound CampfireHarmonicaBlues CampfireLogDrums',
    art: 'CampfireCharcoalSketch CampfireLongExposure PaintTheCampfire CampfireShadowPuppets CampfireBirchBarkCraft MiniCampfireDiorama',
    tech: 'TimelapseTheCampfire CampfireNightShot CampfireSolarGadgets CampfireStarterTest CampfireStoveCharger ThermalCamVsCampfire',
    pet: 'CampfirePupCuddle CampfireSafePetSpot AdventureCatCampfire CampfireHammockNap SleepyPuppyByCampfire CampfireDogBlanket',
    gaming:
      'CampfireStoryGame UnoByTheCampfire CampfireWerewolfRound CampfireDiceTales CampfireTwentyQs ReachTheBonfire',
  },
  'water bottle': {
    dance:
      'WaterBottleFlipDance WaterBottleShuffle WaterBottleBalanceStep WaterBottleMicMoves SipAndSpinBottle HipHopWaterBreak',
    fitness:
      'WaterBottleCurls WaterBottleTwists TwoBottleFrontRaise WaterBottleSquatPress WaterBottleConeDrill PlankReachForBottles',
    prank:
      'WaterBottleGooglyEyes FakeWaterBottleFlip WaterBottleLabelRename WaterBottleStickerSwap TinyHatOnTheBottle WaterBottleFaceWrap',
    educational:
      'WaterBottleFlipPhysics WaterBottleRocket InstantIceWaterBottle WaterBottleTempTest WaterBottleRecycleQuiz MagnifyWithABottle',
    cooking:
      'ColdBrewWaterBottle InfuseYourWaterBottle WaterBottleLemonade WaterBottlePancakes WaterBottleIcedTea WaterBottleYolkTrick',
    travel:
      'WaterBottleStickerMap WaterRefillStationHunt WaterBottleTrailHike WaterBottleCityTour AirportBottleFillUp OneWaterBottleAbroad',
    fashion:
      'MatchYourWaterBottle WaterBottleSling WaterBottleStrapDIY WaterBottleBeltClip WaterBottleFitCheck CharmYourWaterBottle',
    wellness:
      'WaterBottleTimeMarkers WaterBottleAffirmation WaterBeforeCoffee WaterBottleHabitStreak MindfulWaterSip WakeUpWaterFirst',
    speed:
      'WaterBottleFlipRelay WaterBottleLidSprint WaterBottleBowlingIn60 TenBottleTowerRace PourToTheWaterLine WaterBottleCapKick',
    music:
      'WaterBottleXylophone BlowABottleTune WaterBottleDrumBeat WaterBottleRiceShaker WaterBottleCrinkleASMR RhythmOfTheWaterGlug',
    art: 'PaintYourWaterBottle WaterBottleStickerArt PlasticBottleFlowers WaterBottleLampCraft WaterBottlePrismShot WaterBottleSculpture',
    tech: 'WaterBottleFlipSlowMo TestASmartBottle WaterReminderApp WaterBottleUVCleaner WaterBottlePhoneStand FlashlightBottleLamp',
    pet: 'WaterBottleFlipVsCat WaterBottleCrinkleToy WaterBottleTreatPuzzle TableEdgeBottleTest PetTravelWaterBottle WaterBreakForThePup',
    gaming:
      'WaterBottleFlipScore WaterBottleBowling WaterBottleCapFootball DrinkWaterEveryLevel RingTossOnBottles WaterBottleTrickShot',
  },
  chemistry: {
    dance:
      'DanceTheChemicalBond ChemReactionFreeze ChemistryAtomSpin ChemistryMoleculeMoves ChemistryLabCoatTwirl PartnerChemistrySync',
    fitness:
      'ChemistryElementReps CardioChemistryQuiz ChemistryPeriodicPlank ChemistryFormulaSquats ChemistryEndorphinRun LabCoatChemLunges',
    funny:
      'ChemistryPuns ChemistryLabSkit ChemistryTeacherVoice ChemistryGogglesFogUp POVChemistryClass SayTheChemicalName',
    prank:
      'ChemistryColorChange InvisibleInkChemNote ChemistryFoamSurprise ChemistryGlowReveal InstantSnowChemistry ChemistryMagicShow',
    cooking:
      'RockCandyChemistry ChemistryColorMocktail ChemistryMeringuePeaks ChemistryPicklingJars ChemistryBobaPearls CookieChemistryTest',
    travel:
      'ChemistryMuseumTrip HotSpringsChemistry SaltMineChemistryTour ChemistryCaveCrystals ChemistryGeyserStop ChemistryGlassblowing',
    fashion:
      'ChemistryLabCoatFit TieDyeChemistry NameInChemSymbols ChemistryGogglesChic ChemistryEarrings ChemistryPeriodicScarf',
    wellness:
      'HappyChemicalBoost ChemistryOfCalm GoodSleepChemistry ChemistryEndorphinWalk ChemistryGratitudeNote ChemistryStudyBreak',
    speed:
      'SpeedChemistryQuiz ChemistryElementBlitz ChemicalEquationRace ChemistrySymbolSprint PeriodicTableChemIn60 ChemistryIodineClock',
    music:
      'ChemistryElementSong RapYourChemistryNotes ChemistryBeakerTune ChemistryFormulaJingle BeatFromChemGlassware ChemistryParodyCover',
    art: 'ChemistryCoffeeFilter ChemistryCrystalArt ChemistryMarbledPaper ChemistryCyanotype RedCabbageChemPaint MilkSwirlChemistry',
    tech: 'ChemistryARMolecules ChemistryLabSimTest ChemistryPHSensor ChemistryThermalCam AIChemistryTutor LemonBatteryChem',
    pet: 'ChemistryCatLabCoat ChemistryOfCatnip AquariumChemCheck PetSafeChemicalSwap ChemistrySniffTest ChemistryPupStudyBuddy',
    gaming:
      'ChemistryElementBingo ChemistryPuzzleGame PotionCraftChemistry ChemistryLittleAlchemy TriviaNightChemRound ChemistryMoleculeDuel',
  },
  farmer: {
    dance:
      'FarmerHoedown FarmerTractorTwoStep SquareDanceLikeAFarmer BarnStompFarmerStyle FarmerHayBaleBoogie FarmerOverallsShuffle',
    fitness:
      'FarmerCarryChallenge FarmerFeedSackSquats FarmerWheelbarrowPush ShovelLikeAFarmer FarmerChoreCircuit HopTheFarmersFence',
    prank:
      'WakeUpLikeAFarmer FarmerScarecrowDouble GiantFarmerZucchini FarmerBreakfastInBed FarmerStrawHatSwap FarmerMooInTheCloset',
    educational:
      'AskAFarmer FarmerSeedToPlate FarmerRegrowScraps FarmerSoilTest GuessTheFarmersCrop FarmerDayInTheLife',
    cooking:
      'FarmerBreakfastPlate FarmersMarketSalad FarmerFieldToFork HarvestSoupFarmerStyle SundayFarmerPotPie FarmerSkilletCornbread',
    travel:
      'FarmersMarketHop FarmerStayWeekend FarmerPickYourOwn TractorTourWithAFarmer SunflowerFarmerVisit FarmerCountyFair',
    fashion:
      'FarmerOverallsFitCheck ChicFarmerLook FarmerStrawHatStyle FarmerFlannelOutfit FarmerBandanaTie BrunchInFarmerBoots',
    wellness:
      'SunriseFarmerRoutine FarmerGardenGrounding FarmerPorchSitting FarmerGratitudeList FarmerDirtTherapy BedtimeLikeAFarmer',
    speed:
      'FastestFarmerEggHunt FarmerChoreSprint FarmerHayBaleStack FarmerCornShuckIn60 FarmerWheelbarrowRelay PotatoSackFarmerRace',
    music:
      'FarmerFiddleJam FarmerBanjoTune FarmerHarmonicaBlues SingAFarmersWorkSong FarmerBarnyardChorus FeedBucketFarmerDrums',
    art: 'SketchAFarmerPortrait FarmerScarecrowBuild FarmerTractorDrawing FarmerVeggieStamps FarmerCornHuskDoll WatercolorFarmerBarn',
    tech: 'DroneFarmerFlyover PlantIDAppFarmerTest FarmerSmartGreenhouse FarmerSoilSensor FarmerAutoTractor FarmerRobotMilking',
    pet: 'PetFarmerCostume FarmerStrawHatCat FarmerHerdingBallGame FarmerWheelbarrowRide FarmerDogChoreHelper GardenPatrolFarmerPup',
    gaming:
      'FarmerSimBuild FarmerHarvestSpeedrun FarmerStardewYearOne FarmerAgricolaNight TycoonFarmerProfit MinecraftFarmerRun',
  },
  'parking lot': {
    dance:
      'ParkingLotLineDance DiscoInTheParkingLot ParkingLotShuffle ParkingLotSkateGlide ParkingLotCartGroove FlashMobInAParkingLot',
    fitness:
      'ParkingLotBootcamp FarthestParkingSpot ParkingLotLineSprints ParkingLotCurbHops ParkingLotStrollerWalk RollerSkateParkingLaps',
    prank:
      'NiceParkingTicket ParkingLotBalloonCar ParkingLotChalkWelcome ParkingSpotReserved ParkingLotWiperNote RedCarpetParkingLot',
    educational:
      'ParkingLotGeometry ParallelParkingMath ParkingTurningRadius ParkingLotHeatIsland WhyParkingSpotsAngle ParkingLotRoadSafety',
    cooking:
      'ParkingLotPicnic ParkingLotTailgate ParkingLotChiliCookoff ParkingLotTrunkBuffet CarBentoParkingLunch ThermosCocoaCarpark',
    travel:
      'ParkingLotFoodTrucks ParkingLotNightMarket ParkingLotDriveInMovie ParkingLotCarShow BestParkingLotView TrailheadParkingLot',
    fashion:
      'ParkingLotFitCheck ParkingLotMirrorSelfie RunwayInTheParkingLot ParkingLotStreetwear ParkingLotGoldenHour CarHoodParkingPose',
    wellness:
      'ParkingLotBreather ParkingLotSunsetPause MeditateInTheCarpark ParkingLotLunchEscape ParkingLotStretchBreak JournalInTheParkingLot',
    speed:
      'LostInTheParkingLot ParkingLotSpotHunt ParkingLotCartDash ParkingLotConeSlalom ParkingLotSetupRace TrunkLoadParkingTimer',
    music:
      'ParkingLotBucketDrums KaraokeInTheParkingLot ParkingLotJamSession ParkingGarageEcho ParkingLotRadioSync OpenTrunkParkingGig',
    art: 'ParkingLotChalkMural ParkingLotNightPhotos ParkingLotLightTrails ParkingLotPuddleMirror SketchTheParkingLot PaintYourParkingSpot',
    tech: 'ParkingLotFinderApp DashCamParkingMode ParkingSensorCheck ParkingLotDroneMapping ParkingLotEVCharger AirTagParkingLotTest',
    pet: 'ParkingLotLeashWalk ParkingLotSitStayDrill ParkingLotPuppySocial ParkingLotCatStroller PawCheckParkingLot PupPicnicParkingLot',
    gaming:
      'ParkingLotSimGame ParallelParkingLevel ParkingLotRCCarRace ParkingLotPokemonRaid RushHourParkingPuzzle ParkingLotGeocache',
  },
  weekend: {
    dance:
      'WeekendKitchenDance WeekendPajamaGroove ItsTheWeekendShuffle WeekendLivingRoomJam WeekendModeTwoStep FiveOClockWeekendDrop',
    fitness:
      'WeekendWarriorWorkout WeekendStepGoal WeekendLongRide WeekendPlankLadder EarlyWeekendRun LazyWeekendStretch',
    prank:
      'WeekendMondayFakeOut WeekendChoreFairy WeekendMysteryOuting SecretWeekendBreakfast StickyNoteWeekendHunt WeekendWakeUpPrank',
    educational:
      'WhyWeHaveWeekends WeekendSkillChallenge WeekendLanguageLesson WeekendMuseumQuiz WeekendScienceLab OneBookPerWeekend',
    cooking:
      'WeekendBrunchBoard WeekendPancakeStack WeekendMealPrep WeekendBreadBake HomemadePizzaWeekend LazyWeekendWaffles',
    travel:
      '48HourWeekendGetaway WeekendInMyCity WeekendCampout WeekendTrainEscape CheapWeekendDayTrip WeekendMarketStroll',
    fashion:
      'WeekendFitCheck WeekendComfyLook WeekendBrunchOutfit WeekendSweatsUpgrade OfficeToWeekendSwap PackAWeekendBag',
    wellness:
      'WeekendReset WeekendDigitalDetox SlowWeekendMorning WeekendNoAlarm WeekendNatureWalk JournalYourWeekend',
    speed:
      'WeekendChoreSpeedrun WeekendToDoDash PowerHourWeekendTidy WeekendLaundryBlitz WeekendErrandSprint BeatTheWeekendClock',
    music:
      'WeekendJamSession LazyWeekendCover WeekendVinylSpin WeekendGarageBand KaraokeWeekendKickoff WeekendShowerSong',
    art: 'WeekendArtProject WeekendSketchbook PaintYourWeekend WeekendPleinAir WeekendPhotoWalk ThisWeekendInCollage',
    tech: 'WeekendCodeProject WeekendDeskUpgrade PhoneCleanupWeekend WeekendPCBuild SmartHomeWeekendSetup WeekendBackupRoutine',
    pet: 'WeekendHikeBuddy PetWeekendRoutine LazyWeekendCuddles WeekendDogPark WeekendCatAlarmClock WeekendPupBath',
    gaming:
      'WeekendGamingMarathon BoardGameWeekend WeekendSpeedrunAttempt WeekendLanParty DungeonCrawlWeekend WeekendBacklogClear',
  },
  parade: {
    dance:
      'ParadeHighStep ParadeFloatGroove ParadeConfettiSpin ParadeBatonRoutine StreetParadeSamba LivingRoomParadeStrut',
    fitness:
      'ParadeMarchMile HighKneeParade ParadeBatonCardio ParadeFlagCarry ParadeDrumlineSquats NeighborhoodParadeWalk',
    prank:
      'SurpriseWelcomeParade ParadeAtTheDoor StuffedToyParade ParadeDriveByBirthday ParadeHallwayFanfare ParadeKitchenConfetti',
    educational:
      'HowParadeBalloonsFly ParadeHistoryMinute ParadeBatonPhysics ParadeFloatEngineering ParadeMardiGrasOrigins GuessTheParadeCity',
    cooking:
      'ParadeFloatCake ParadeDrumCupcakes ConfettiParadeCookies ParadeStreetCorn ParadeDaySnackBox PretzelsForTheParade',
    travel:
      'ParadeRouteWalk BestParadeSpot ParadesAroundTheWorld ParadeRioCarnival ParadeMardiGrasTrip NYCThanksgivingParade',
    fashion:
      'ParadeFitCheck DrumMajorParadeLook ParadeCapeDIY ParadeSequinJacket ParadeFeatherHeadpiece MarchingBandParadeHat',
    wellness:
      'TinyWinsParade GratitudeParade ParadeOfKindness ParadeCheerSomeoneOn ParadeForYourself ParadeNeighborWave',
    speed:
      'ParadeFloatRace ParadeCostumeDash FastestParadeLineup ParadeBatonRelay ParadeStreamerBlitz ToyParadeIn60',
    music:
      'ParadeDrumline ParadeMarchCover PotsAndPansParade ParadeTubaSolo ParadeWhistleCadence KazooParade',
    art: 'MiniParadeDiorama ParadeBalloonSketch ParadePosterDesign ParadeFloatModel ParadeBannerPainting PaperMaskParade',
    tech: 'ParadeTimeLapse CodeARobotParade GadgetParade ParadeDroneOverhead ParadeLEDCostume ParadeLiveStream',
    pet: 'PetCostumeParade PuppyParadeWalk ParadeDogWagonFloat ParadeCatStrollerRide ParadeBandanaMarch ParadeTreatTrail',
    gaming:
      'InGameParade ParadeFloatBuildOff CharacterParadeLineup ParadeRhythmMarch ParadeRobloxFestival ParadeBoardRace',
  },
  hallway: {
    dance:
      'HallwayRunwayDance HallwayMoonwalk CorridorShuffle HallwayRobotWalk DownTheHallwayStrut SockSlideHallwayDisco',
    fitness:
      'HallwayLunges HallwayWallSits CorridorBearCrawl HallwayShuttleRuns CrabWalkTheHallway TenHallwayLaps',
    prank:
      'HallwayBalloonWall StickyNoteHallway HallwayStreamerMaze HallwayArrowTrail HallwayCupGauntlet CheerSquadInTheHallway',
    educational:
      'HallwayMuseumTour HallwayMeasureMath CorridorEchoScience HallwayTimelineWall PendulumInTheHallway VanishingPointHallway',
    cooking:
      'HallwayPicnic HallwayBakeSale DormHallwayPotluck HallwayCookieSwap HallwayDessertBar BrowniesForTheHallway',
    travel:
      'HallwayTravelGallery HallwayPinYourTrips HotelHallwayTour ToriiGateHallwayWalk HallwayPostcardWall CastleCorridorVisit',
    fashion:
      'HallwayRunway HallwayMirrorFitCheck HallwayScarfFlip HallwayCoatRackStyling PickShoesInTheHallway OOTDHallwayPose',
    wellness:
      'HallwayGratitudeWall HallwayStretchBreak ClutterFreeHallway HallwayMemoryFrames HallwayLandingZone ShoesOffHallwayReset',
    speed:
      'HallwayLaserMazeRace HallwayShoeSort CoatHookHallwayRelay HallwayBalloonKeepUp HallwayLengthDash SockSlideCorridor',
    music:
      'HallwayEchoSong HallwayAcapella CorridorReverbCover HallwayDrumline DoorKnockHallwayBeat BeatboxInTheHallway',
    art: 'HallwayGalleryWall HallwayMural HallwayDoodleBoard HallwayTapeDesign OnePointHallwayPhoto LongExposureCorridor',
    tech: 'HallwayMotionLights HallwayChargingStation HallwayLEDStripBuild HallwayRobotVacuumRace DigitalFrameHallway ARMeasureTheHallway',
    pet: 'HallwayZoomies HallwayFetch CorridorCatChase HallwayRecallRace CardboardTunnelHallway KittyAmbushInHallway',
    gaming:
      'HallwayBowling HallwayCardboardArcade CorridorCurlingGame HallwayNerfBattle MarbleRunHallway PaperFootballHallway',
  },
  soup: {
    dance:
      'SoupStirDance SoupSeasonShuffle SoupLadleMic SoupPotTwoStep ChickenSoupWiggle AlphabetSoupMoves',
    fitness:
      'SoupCanCurls SoupPotSquats SoupSimmerPlank BurpeesTillSoupBoils PostRunSoupRefuel SoupStockpotCarry',
    funny:
      'SoupOrStewDebate SoupSlurpCommentary TooHotSoupFace SoupSteamFoggedGlasses SoupCrackerOverload SickDaySoupDrama',
    prank:
      'SurpriseSoupDelivery SoupDessertFakeout SoupInABreadBowl AlphabetSoupMessage GooglyEyeSoupCans SoupLabelSwitcheroo',
    educational:
      'WhySoupWarmsYou SoupHistoryBite AlphabetSoupSpelling SoupSaltTasteTest SoupBrothVsStock SoupPassportQuiz',
    travel:
      'SoupsAroundTheWorld LocalSoupHunt StreetFoodSoupCrawl SoupDumplingTour SoupStallDiscovery SoupRoadTripMap',
    fashion:
      'SoupSeasonOutfit CozySoupNightFit SweaterWeatherSoup SoupCanPopArtLook SoupSpillProofWhite SoupBibChic',
    wellness:
      'SoupForTheSoul CozySoupSunday MindfulSoupMaking SoupSteamBreathing SoupForANeighbor SoupSimmerEvening',
    speed:
      'FifteenMinuteSoup SoupSpeedrun SoupVeggieChopRace SoupSpoonRelay SoupCanOpenerDash ClearTheFridgeSoup',
    music:
      'SoupPotDrums SoupSeasonSong SoupLadleSolo SoupBubbleASMR TapTheSoupBowls AlphabetSoupRap',
    art: 'SoupCanPopArt SoupCreamSwirl SoupStillLife SoupBowlPottery AlphabetSoupLettering SteamySoupPhotoShoot',
    tech: 'SoupMakerTest SmartSoupPot SoupThermosShowdown SoupTempProbeCheck ImmersionBlenderSoup AIInventsASoup',
    pet: 'CatGuardsTheSoup SoupLidClankReaction DogBegsForSoup SoupNightSnuggle KittenInASoupPot SoupChefHatPet',
    gaming:
      'SoupShopSim SoupGameNight PotionSoupRecipe AlphabetSoupScrabble SoupServingHighScore CozySoupCafeRun',
  },
  couch: {
    dance:
      'CouchSeatedDance CouchPotatoGroove SofaCushionShuffle CouchArmsOnlyRoutine FromCouchToStrut BlanketCapeCouchSpin',
    fitness:
      'CouchTricepDips CouchToFiveK SofaCushionCrunches CouchInclinePushUps SplitSquatOnTheCouch AdBreakCouchBurpees',
    prank:
      'CouchCushionSwap CouchRemoteHideout SofaNoteSurprise CouchSeatSaver PlushAudienceOnCouch WelcomeHomeCouchFort',
    educational:
      'CouchCushionPhysics WhyItsCalledSofa CouchSpringMechanics HowFoldOutCouchesWork CouchHistoryFacts CouchFabricQuiz',
    cooking:
      'CouchPotatoSkins CouchMovieSnacks SofaPicnicDinner CouchPopcornBar HotCocoaCouchNight LapTrayCouchNachos',
    travel:
      'CouchGlobeSpin CouchTripPlanning SofaToSummitHike CouchSurfingStay TravelFromTheCouch PassportOffTheCouch',
    fashion:
      'CouchCozyFit MatchYourCouch CouchSweatsStyled CouchToDinnerOutfit ComfyCouchCardigan CouchLoungewearCheck',
    wellness:
      'CouchRestDay CouchPhoneFreeHour LazySundayCouchReset CouchBookNook CouchBlanketBreathing NoGuiltCouchNap',
    speed:
      'CouchFortSpeedBuild CouchTidyTimer SofaCushionRelay CouchCrumbSweep FoldTheCouchBlanket PlumpTheCouchPillows',
    music:
      'CouchConcert CouchCushionDrums SofaSingAlong CouchKaraokeDuet AcousticCouchSession LullabyFromTheCouch',
    art: 'CouchSketch CouchPillowDesign SofaStillLife FamilyCouchPortrait CouchThrowBlanketWeave MiniatureCouchModel',
    tech: 'CouchTechSetup CouchCableHack VoiceControlCouch CouchLapDeskBuild CouchChargingStation ProjectorCouchNight',
    pet: 'PetCouchTakeover CouchCushionFort WhoStoleMySofaSpot CouchCuddlePile CouchBlanketNest CatClaimsTheCouch',
    gaming:
      'CouchCoOpNight CouchPartyGames SofaSplitScreenBattle CouchKartCup TriviaDuelOnTheCouch PassTheCouchController',
  },
  soccer: {
    dance:
      'SoccerGoalDance SoccerFootworkGroove SoccerCelebrationCopy SoccerStepOverShuffle PreMatchSoccerHuddle LivingRoomSoccerWave',
    funny:
      'SoccerCommentaryAtHome SoccerDramaticFlop SoccerRefImpression SoccerSidelineParents LivingRoomSoccerVAR DadWatchingSoccerPOV',
    prank:
      'SoccerRedCardForChores SoccerSurpriseChant SoccerTunnelWalkout SoccerHeroJerseyGift FakeSoccerTrophy BalloonFilledSoccerNet',
    educational:
      'WhySoccerBallsCurve SoccerRulesQuiz SoccerOffsideExplained SoccerPanelGeometry SoccerWorldCupHistory DrawASoccerFormation',
    cooking:
      'SoccerBallCake SoccerMatchdaySnacks HalftimeSoccerOranges SoccerPitchGuacDip SoccerJerseyCookies PostSoccerFruitPlatter',
    travel:
      'SoccerStadiumTour SoccerPickupAbroad SoccerMatchdayTrip SoccerFanZoneVisit BeachSoccerInRio StreetSoccerCityHunt',
    fashion:
      'SoccerJerseyFit SoccerCleatsCheck MatchdaySoccerScarf SoccerRetroKitStyling SoccerBlokecoreOutfit TrackJacketSoccerLook',
    wellness:
      'SoccerRecoveryDay SoccerPreGameCalm SunsetSoccerKickabout SoccerVisualization SoccerLossReflection BarefootSoccerOnGrass',
    speed:
      'SoccerToeTapCount SoccerDribbleRace ConeWeaveSoccerSprint SoccerCrossbarIn60 SoccerWallPassBlitz 30SecondSoccerJuggle',
    music:
      'SoccerChantRemix SoccerAnthemCover StadiumSoccerDrums SoccerCommentatorRap SoccerWhistleRhythm VuvuzelaSoccerSolo',
    art: 'SoccerBallPainting SoccerStadiumSketch MatchdaySoccerPoster SoccerCrestRedesign SoccerPlayerCaricature CustomSoccerCleats',
    tech: 'SoccerShotSpeedApp SoccerSlowMoReplay SmartSoccerBallTest SoccerGoProHeadCam SoccerAIHighlightReel VARYourSoccerGame',
    pet: 'SoccerDogGoalie PuppySoccerPenalty SoccerPupDribble SoccerBallHerding SoccerJerseyPetPhoto CatSoccerGoalkeeper',
    gaming:
      'SoccerVideoGameMatch SoccerCareerModeRun FoosballVsRealSoccer SoccerManagerSeason SubbuteoSoccerFlickOff SoccerStickerAlbum',
  },
  'human body': {
    dance:
      'HumanBodyPartsDance HumanBodyHeadToToe HumanBodyJointRoll HumanBodyIsolations RobotVsHumanBodyMoves FunnyBoneWiggle',
    fitness:
      'HumanBodyMuscleMap HumanBodyHeartRateTest HumanBodyBalanceHold AnatomyCoreCircuit FullHumanBodyStretch TenMinuteHumanBodyHIIT',
    funny:
      'HumanBodyOrgansSkit HumanBodyHiccupCure HumanBrainVsStomach HumanBodyFunnyBone IfMyHumanBodyTalked MondayHumanBodyReport',
    prank:
      'HumanBodyFakeXray HumanBodySkeletonSwap HumanBodyCutoutTwin HumanBodyOrganPlushies GummyHumanBodyParts StickyNoteHumanBody',
    cooking:
      'HumanBodyFuelPlate EdibleHumanBodyModel HumanBodyBrainJello HumanBodyBreadsticks VeggieHumanBodyTray HumanBodyHeartCake',
    travel:
      'HumanBodyMuseumQuest HumanBodyExhibitTour HumanBodyWorldsVisit HumanBodyAltitudeTest LondonAnatomyTheatre JetLagVsHumanBody',
    fashion:
      'HumanBodySkeletonTee HumanBodyOrganPrint XrayHumanBodyHoodie HumanBodyHeartLocket AnatomyEarrings DressAsTheHumanBody',
    wellness:
      'HumanBodyThankYou HumanBodyScan HumanBodyHeartbeatCalm HumanBodyRestSignals HydrateYourHumanBody GentleHumanBodyStretch',
    speed:
      'HumanBodyPuzzleRace HumanBodySpeedQuiz BuildAHumanSkeleton HumanBodyBoneCount HumanBodyOrganMatch TestYourHumanReflexes',
    music:
      'HumanBodyPartsSong HumanBodyPercussion HumanHeartbeatRemix HumanBodyBeatbox ClapSnapHumanBodyJam DemBonesHumanBody',
    art: 'HumanBodyOrganCollage HumanBodyClayModel HumanSkeletonSketch HumanBodyFigureStudy LifeSizeHumanBodyTrace WatercolorHumanHeart',
    tech: 'HumanBodyARApp HumanBodyVRTour SmartwatchVsHumanBody HumanBodyPostureSensor AIAnatomyFormCoach HumanBody3DScan',
    pet: 'HumanBodyVsCatSkeleton DogVsHumanStretch PetAnatomyQuiz HumanHeartbeatNap PuppyPawVsHumanHand HumanBodyTreatHunt',
    gaming:
      'HumanBodyTrivia HumanBodyOperationPlay HumanBodyTwisterRound AnatomyMemoryMatch InsideTheHumanBodyGame MinecraftHumanBody',
  },
  quesadilla: {
    dance:
      'QuesadillaShuffle QuesadillaFlipStep CheesyQuesadillaTwirl QuesadillaSalsaMoves QuesadillaFoldAndSpin StretchyQuesadillaSway',
    fitness:
      'QuesadillaFoldCrunch QuesadillaRecoveryMeal QuesadillaTwistAbs QuesadillaPrepLunges EarnYourQuesadilla SkilletQuesadillaPress',
    funny:
      'QuesadillaFlipFail QuesadillaJudgePanel QuesadillaCheeseEscape SayQuesadillaRight KidMenuQuesadillaPOV QuesadillaVsTacoDebate',
    prank:
      'DessertQuesadillaSwap QuesadillaMysteryFill QuesadillaWrappedGift QuesadillaFruitDecoy QuesadillaNoteInside GiantQuesadillaBlanket',
    educational:
      'QuesadillaWordOrigin QuesadillaAcrossMexico QuesadillaMeltScience QuesadillaMasaLesson CornVsFlourQuesadilla CDMXQuesadillaDebate',
    travel:
      'QuesadillaStreetHunt QuesadillaMarketTour QuesadillaOaxacaTrip RoadsideQuesadillaStop BestQuesadillaInTown QuesadillaCrawlCDMX',
    fashion:
      'QuesadillaPajamaSet QuesadillaClutchBag QuesadillaYellowLook QuesadillaPrintSocks TinyQuesadillaEarrings DressAsAQuesadilla',
    wellness:
      'QuesadillaComfortMeal QuesadillaLunchBreak CozyQuesadillaNight QuesadillaSlowSaturday ShareAQuesadilla QuesadillaMindfulBite',
    speed:
      'QuesadillaFlipRace QuesadillaSpeedrun FiveMinuteQuesadilla QuesadillaWedgeCut QuesadillaFillBlitz BeatTheQuesadillaTimer',
    music:
      'QuesadillaSong QuesadillaSizzleBeat QuesadillaMariachi QuesadillaKitchenRap GriddleQuesadillaJam OdeToAQuesadilla',
    art: 'QuesadillaCartoon QuesadillaLineArt QuesadillaClaySculpt QuesadillaSticker MeltingQuesadillaPhoto DrawAQuesadillaFace',
    tech: 'QuesadillaMakerTest QuesadillaSlowMoPull QuesadillaPressGadget AirFryerQuesadilla AIQuesadillaRecipe QuesadillaThermalCam',
    pet: 'QuesadillaPetCostume QuesadillaBlanketCat PupQuesadillaWrap QuesadillaDogBed HamsterQuesadillaNap QuesadillaPlushToy',
    gaming:
      'QuesadillaGameNight QuesadillaPowerUp QuesadillaTycoon QuesadillaKitchenRush WinnerGetsQuesadillas CookingSimQuesadilla',
  },
  ramen: {
    dance:
      'RamenShuffle RamenNoodleArms ThreeMinuteRamenDance RamenSlurpStep RamenChopstickTwirl BowlOfRamenBounce',
    fitness:
      'NoMoreRamenArms ThreeMinuteRamenHIIT PostWorkoutRamen RamenWinterRun RamenChopstickGripTest RamenBowlPlank',
    funny:
      'InstantRamenGourmet FancyRamenNarration CollegeRamenChef RamenSlurpEtiquette RamenBrothSplashFail RamenPacketHoarder',
    prank:
      'RamenLookalikeDessert RamenCakeReveal SurpriseRamenUpgrade RamenMarshmallowEgg RamenCupGiftTower SweetRamenFakeout',
    educational:
      'RamenHistoryMinute InstantRamenScience RamenBrothQuiz RamenNoodleKansui RamenRegionalStyles HowRamenEggsSet',
    travel:
      'RamenShopCrawl RamenAroundJapan LocalRamenHunt RamenMuseumYokohama RamenTokyoAlley TicketMachineRamen',
    fashion:
      'RamenShopFitCheck RamenPrintTee CozyRamenNightLook RamenBibChic RamenHairTieUp StreetwearRamenDate',
    wellness:
      'RamenSelfCareNight CozyRamenRitual SlowRamenSlurp RamenRainyDayBowl RamenGratitudePause SoloRamenDate',
    speed:
      'RamenUpgradeSpeedrun ThreeMinuteRamenHack RamenToppingRace RamenEggPeelDash RamenChopstickPickup LongestRamenSlurp',
    music:
      'RamenShopLofi RamenBowlBeat ChopstickRamenDrums RamenSlurpRhythm RamenKitchenJazz BubblingRamenASMR',
    art: 'RamenBowlPainting AnimeRamenDrawing RamenNoodleDoodle RamenFoodPhotography RamenClayMiniature SteamyRamenSketch',
    tech: 'RamenCookerGadget RamenTimerApp RamenRobotChef RamenSousVideEgg SmartKettleRamenTest AIRatesMyRamen',
    pet: 'PetRamenCostume CatFitsInRamenBowl RamenNightPatrol RamenDogSniffTest RamenPlushPillow RamenStringToyChase',
    gaming:
      'RamenShopSim RamenLanParty RamenFromAGame RamenRushHighScore PowerUpWithRamen BuildARamenStand',
  },
  burger: {
    dance:
      'BurgerFlipDance BurgerStackShuffle BurgerBunBounce BurgerGrillGroove KetchupBurgerTwoStep BackyardBurgerBoogie',
    fitness:
      'BurgerBurpees EarnYourBurger BurgerLayerLadder BurgerGrillSideSquats BurgerToppingsCircuit WalkOffTheBurger',
    funny:
      'BurgerAdVsReality TooTallBurgerStruggle GrillDadBurgerTalk BurgerUnboxingDrama BurgerOrderMixUp BurgerDriveThruMishear',
    prank:
      'DessertBurgerSurprise BurgerCakeReveal ServeATinyBurger BurgerWrappedGift BurgerDonutBun VeggieBurgerSwitch',
    educational:
      'BurgerSearScience HamburgerHistory BurgerBunChemistry BurgerCalorieMath WhyBurgersSizzle BuildAHealthierBurger',
    travel:
      'BurgerCrawl BurgerRoadTrip DinerBurgerHop BurgerBoardwalkTour BurgerCityRanking FoodTruckBurgerHunt',
    fashion:
      'BurgerPrintOutfit BurgerJointFitCheck CookoutBurgerApron BurgerEarrings BurgerSockStyle RetroBurgerDinerLook',
    wellness:
      'SavorYourBurger BurgerNightGratitude CalmBurgerCookout BurgerNoPhoneMeal BurgerPicnicPause BurgerGrillUnwind',
    speed:
      'BurgerBuildRace BurgerFlipSpeedrun FastestBurgerStack BurgerWrapDash BurgerOrderRelay SixtySecondBurger',
    music:
      'BurgerSizzleBeat BurgerJingle SpatulaBurgerDrums BurgerMenuRap BurgerGrillJam OdeToTheCheeseburger',
    art: 'BurgerStillLife BurgerDoodle ClayBurgerCraft BurgerPopArt BurgerFeltSewing KetchupPaintedBurger',
    tech: 'SmartGrillBurger AIBurgerBuilder BurgerPressGadget BurgerTempProbeTest BurgerAppDealHunt BurgerFlipSlowMo',
    pet: 'PetBurgerCostume BurgerNightBegFace BurgerSqueakerFetch BurgerShapedCatBed CookoutBurgerBandana BurgerBunHatPhoto',
    gaming:
      'BurgerShopSim BurgerStackingGame LanPartyBurgerBar BurgerTycoonRun BurgerOrderMemory DinerDashBurgerRush',
  },
  museum: {
    dance:
      'MuseumStatueMoves MuseumPaintingPoses MuseumGalleryGlide DegasMuseumBallerina MuseumDinosaurStomp NightAtTheMuseumDance',
    fitness:
      'MuseumStairsClimb MuseumMileWalk MuseumLungeLap HoldAMuseumStatuePose TenThousandMuseumSteps MuseumDayStretch',
    funny:
      'MuseumPoseRecreate MuseumAudioGuideVoice MuseumAbstractReviews MuseumKidCritic SkipToTheMuseumShop DadAtTheMuseumPOV',
    prank:
      'MuseumLabelsAtHome MuseumStatueFreeze FakeMuseumTour MuseumVelvetRopeFridge MuseumFramedSockArt DuctTapeBananaMuseum',
    educational:
      'MuseumFactHunt MuseumArtifactStory AskAMuseumCurator MuseumTimelineWalk HowMuseumsDateFossils MuseumLabelQuiz',
    cooking:
      'MuseumMasterpieceCake MuseumCafeRecipe FossilMuseumCookies MondrianMuseumToast MuseumStillLifeSnack MuseumPaletteCrackers',
    fashion:
      'MuseumGiftShopTote MuseumDateLook DressLikeAMuseumPiece MuseumMonetPalette MuseumPearlEarring CostumeMuseumInspo',
    wellness:
      'MuseumSlowLooking MuseumQuietHour MindfulMuseumWalk MuseumBenchPause MuseumSketchAndBreathe SoloMuseumDate',
    speed:
      'MuseumScavengerHunt MuseumMapSpeedQuiz OneHourMuseumChallenge MuseumEveryRoomDash QuickMuseumSketch MuseumPostcardRace',
    music:
      'MuseumInspiredSong AmbientMuseumMix MuseumArtToMelody MuseumEchoHallHum MuseumInstrumentHunt ScoreAMuseumPainting',
    art: 'MuseumSketchbook MuseumMasterCopy MuseumBlindContour MuseumStatueCharcoal MakeAMuseumZine HomeMuseumExhibit',
    tech: 'MuseumARTour MuseumAudioGuideApp Museum3DScan MuseumVRRoomVisit ImageSearchMuseumArt ChatbotMuseumDocent',
    pet: 'MuseumPetPose MuseumPlaqueForMyCat MuseumDogFriendlyVisit FramedLikeAMuseumPiece KittenMonaLisaMuseum MuseumVelvetRopeBed',
    gaming:
      'MuseumTriviaNight MuseumPuzzleHunt MuseumCuratorSim AnimalCrossingMuseum MinecraftMuseumBuild MuseumFossilDigGame',
  },
  turtle: {
    dance:
      'TurtleTempoChallenge TurtleShellShuffle SlowAsATurtleGroove TurtleFlipperSway TurtleHeadPopBounce SeaTurtleGlide',
    fitness:
      'TurtleCrawlReps TurtleSlowSquats TurtleShellPlank TurtleSwimLaps FlipLikeATurtle NinjaTurtleKicks',
    funny:
      'TurtleVoiceover TurtleSlowChase TurtlePeekaboo TurtleDramaticEntrance StareDownWithATurtle SlowestTurtleZoomies',
    prank:
      'TurtlePlushSwap TurtleRockSurprise TurtleHideAndSeek TurtleToyCourier TinyTurtleDeskCameo PebbleTurtleArmy',
    educational:
      'TurtleFactOrFake TurtleOrTortoiseQuiz HowTurtlesBreathe TurtleShellAnatomy TurtleLifespanLesson SeaTurtleNavigation',
    cooking:
      'TurtleBrownies TurtleBreadRolls TurtleMelonFruitBowl TurtlePecanClusters NoBakeTurtleCheesecake KiwiTurtleToast',
    travel:
      'TurtleBeachWatch TurtlePondWalk SeaTurtleSnorkel TurtleNestingTour TurtleRescueVisit GalapagosTurtleTrip',
    fashion:
      'TurtleShellBackpack TurtleneckFitCheck TurtlePrintOutfit TurtleCharmBracelet SeaTurtleHairClaw DressAsATurtle',
    wellness:
      'TurtlePaceWalk SlowTurtleMorning TurtleBaskBreak TurtleTankZen TurtleShellTuckRest BeLikeATurtleToday',
    speed:
      'TurtleVsHareRace SlowestTurtleWins TurtleShellRelay TurtleTankCleanTimer TurtlePuzzleDash FlickTheTurtleToys',
    music:
      'TurtleSlowJam SongForMyTurtle TurtleTempoBeat TurtleLullaby TurtleLoFiLoop BubblyTurtleTankASMR',
    art: 'TurtleRockPainting TurtleShellMosaic SeaTurtleSketch TurtleClayPinchPot TurtleOrigami WatercolorTurtle',
    tech: 'TurtleTankCam TurtleHabitatSetup TurtleTimelapse TurtleWaterTempSensor SmartTurtleFeeder SeaTurtleGPSTracker',
    gaming:
      'TurtleRaceBoardGame TurtleRingToss TurtleHabitatBuild NinjaTurtleArcade TurtleMemoryMatch MarioKartTurtleShell',
  },
  'garden gnome': {
    dance:
      'GardenGnomeShuffle GnomeHatHop GnomeStatueFreeze GardenGnomeBeardWiggle MushroomCircleGnomeJig DanceLikeAGardenGnome',
    fitness:
      'GardenGnomeSquats GardenGnomeWheelbarrow GnomeCarryLunges GardenGnomePlank WeedPullGnomeCircuit TinyGnomeStepUps',
    funny:
      'GardenGnomeVoiceover GnomeMovesAtNight GnomeStandoff GardenGnomeDiary NeighborGnomeFeud InterviewAGardenGnome',
    educational:
      'GardenGnomeQuiz GardenGnomeFolklore GnomeFactsAndMyths WhereGardenGnomesBegan GardenGnomeClayScience WhyGnomesWearRedHats',
    cooking:
      'GardenGnomeCookies GardenGnomeCake GnomeHatCupcakes StrawberryGardenGnomes GardenGnomeBrownies BakeAGardenGnomeBread',
    travel:
      'TravelingGnomePhotos GardenGnomeRoadTrip GnomeReserveVisit GardenGnomeGermanyTour FairyTaleGnomeRoute GardenGnomeSouvenir',
    fashion:
      'GardenGnomeHatLook GardenGnomeCostume GnomecoreFit GardenGnomeRedBeanie OverallsLikeAGnome MushroomGnomeDress',
    wellness:
      'GardenGnomeCalmCorner GardenGnomeMorningTea GnomeGardenReset GardenGnomeMeditation SlowPottingWithAGnome MossTerrariumGnome',
    speed:
      'GardenGnomeHunt GardenGnomeRelay GnomeHideAndSeekRace GardenGnomeLineup HatTossOnTheGnome SpotTheGnomeQuick',
    music:
      'GardenGnomeSong GardenGnomeChoir GnomeBand GardenGnomeBanjo YodelLikeAGnome MushroomDrumsForGnomes',
    art: 'GardenGnomePainting GardenGnomeMakeover ClayGnomeSculpt GardenGnomeDiorama GardenGnomeMosaic FeltedGnomeDoll',
    tech: 'GardenGnomeSpyCam GardenGnomeSolarLights SmartGardenGnome MotionSensorGnome GardenGnomeSpeaker 3DPrintedGardenGnome',
    pet: 'GardenGnomeVsDog GardenGnomeCatStandoff PetMeetsGnome GardenGnomePuppyPatrol BunnyAndTheGnome GnomeHatPhotoshoot',
    gaming:
      'GardenGnomeHuntGame GardenGnomeEasterEgg GnomeQuestNight GnomeTowerDefense BocceWithGardenGnomes RollTheGnomeDice',
  },
  'jump rope': {
    dance:
      'JumpRopeDance JumpRopeFreestyle DoubleDutchJumpRope JumpRopeCrissCrossStep JumpRopeHipHopSkip RecessJumpRopeStrut',
    funny:
      'JumpRopeTangleFails JumpRopeVsDad FamilyJumpRopeDisaster JumpRopeCeilingBonk JumpRopeOutOfBreath GrandmaJumpRopeChamp',
    prank:
      'JumpRopeSecretSkills JumpRopeSurpriseJoin JumpRopeInvisibleMime FakeJumpRopeRecord TinyJumpRopeForDad LicoriceJumpRopeSwap',
    educational:
      'JumpRopeRhymesHistory JumpRopePhysics JumpRopeCalorieMath JumpRopeBoneStrength SlowMoJumpRopeArc HeartRateAfterJumpRope',
    cooking:
      'JumpRopeBirthdayCake JumpRopeRecessSnacks PostJumpRopeSmoothie JumpRopeFruitLeather JumpRopeProteinBites LicoriceJumpRopeTreats',
    travel:
      'JumpRopeAtLandmarks JumpRopeBeachSession JumpRopeRooftop JumpRopeHotelRoom PackAJumpRope OneJumpRopeTenCities',
    fashion:
      'JumpRopeFitCheck JumpRopeSneakers JumpRopeHeadbandLook JumpRopeLeggingsSet RetroJumpRopeOutfit MatchYourJumpRope',
    wellness:
      'JumpRopeMoodBoost JumpRopeRhythmCalm JoyfulJumpRopeMinute JumpRopeMorningReset JumpRopeBreathCount InnerChildJumpRope',
    speed:
      'JumpRopeSpeedCount DoubleUndersJumpRope JumpRopeRelay JumpRopeCrossoverTimer HundredJumpRopeSkips BeatMyJumpRopeStreak',
    music:
      'JumpRopeRhymeRemix JumpRopeBeat JumpRopeChantCover JumpRopeMetronomeSkips HipHopJumpRopeTempo PlaygroundJumpRopeSong',
    art: 'JumpRopeStopMotion JumpRopeLightTrail JumpRopeArcPhoto JumpRopeFlipbook SketchAJumpRopeLeap BeadedJumpRopeCraft',
    tech: 'JumpRopeSmartCounter JumpRopeSlowMo LEDJumpRopeBuild JumpRopeAppStreak JumpRopeCordlessTest SmartwatchVsJumpRope',
    pet: 'TeachTheDogJumpRope CatVsJumpRope JumpRopeTugOfWar JumpRopePuppyChase BunnyJumpRopeHop PetCheersJumpRope',
    gaming:
      'JumpRopeLevelUp JumpRopeComboGame DoubleDutchJumpRopeCup JumpRopeHighScoreBoard JumpRopeDuelBracket ArcadeJumpRopeRhythm',
  },
  lion: {
    dance:
      'LionStrutDance LionManeFlip LionRoarShuffle LionProwlGroove TailSwishLionStep CircleOfLifeLionLift',
    fitness:
      'LionPounceBurpees LionCrawlWorkout LionKingCircuit LionStalkLunges BraveLionHillSprints PrideOfLionsPlank',
    funny:
      'LionRoarAudition LionCubVoiceover BadManeDayLion LionTriesToPurr LionSleeps20Hours HouseCatLionDelusion',
    prank:
      'LionPlushOnTheCouch LionRoarRingtone LionManeWigSurprise LionCostumeDoorbell PaperLionFootprints CrownThemLionKing',
    educational:
      'WhyLionsRoar LionPrideFacts HowLionManesGrow LionHuntingTeamwork LionWhiskerSpotID LionFoodChainLesson',
    cooking:
      'LionManeCupcakes LionFacePancakes LionKingCake LionBreadBun DecorateLionCookies SavannahLionPlatter',
    travel:
      'LionSafariDay LionSanctuaryVisit SavannahLionSunrise LionKingBroadwayTrip LionStatueLondonHunt MaasaiMaraLionWatch',
    fashion:
      'LionManeHairstyle LionPrintOutfit GoldenLionLook LionMakeupGlam LionSignetRing LeoSeasonLionFit',
    wellness:
      'LionsBreathRelease LionheartAffirmations CourageLikeALion LionRoyalNap LionBraveryList LazyLionSunbathe',
    speed:
      'LionPounceRace LionManeBraidTimer SavannahLionRelay LionFacePaintCountdown LionChaseTagRound OutrunTheLion',
    music:
      'LionRoarRemix LionSleepsTonightCover JungleLionDrums LionCircleOfLifeChoir LionheartBallad SingLikeALion',
    art: 'LionManeCollage LionPortrait PaperPlateLion LionStatueSketch LionHandprintCraft PrideRockLionDiorama',
    tech: 'LionSafariLiveCam LionRoarDecibelTest SavannahLionDrone LionGPSCollarData LionFaceFilter NightVisionLions',
    gaming:
      'LionPrideSim LionKingdomStrategy LionZooTycoonBuild LionBossFight JungleLionBoardGame PlayAsALion',
  },
  rabbit: {
    dance:
      'RabbitBinkyStep BunnyHopLine RabbitEarWiggle RabbitNoseTwitchGroove PeterRabbitShuffle DanceLikeARabbit',
    fitness:
      'RabbitJumpSquats RabbitHopWorkout RabbitBroadLeaps RabbitCrouchHold BurpeeLikeABunny JackRabbitSprints',
    funny:
      'RabbitSideEye RabbitJudgesMySalad BunnyDinnerCritic RabbitThumpOfShame NarrateMyRabbitZoomies TranslateMyRabbit',
    prank:
      'RabbitEarsPhotobomb RabbitPlushSwap BunnySlipperSurprise RabbitHatTrickReveal PaperRabbitArmy TinyRabbitFootprints',
    educational:
      'RabbitFactOrFiction WhyRabbitsThump RabbitEarScience RabbitVsHareQuiz RabbitCarrotMyth HowBunniesSeeAround',
    cooking:
      'RabbitCarrotCake RabbitSaladBar BunnyBunRolls RabbitPancakeStack SconesWithRabbitFaces PeterRabbitGardenTart',
    travel:
      'RabbitGardenTour RabbitCafeVisit BunnyIslandTrip RabbitSanctuaryDay WildRabbitMeadowWalk BeatrixPotterRabbit',
    fashion:
      'RabbitBowTie MatchYourRabbit BunnyEarHeadband RabbitHarnessStyle RabbitPrintPajamas CottontailRabbitBeanie',
    wellness:
      'RabbitCuddleTime RabbitGroomingCalm BunnyFlopRelax RabbitFloorLounge GentleRabbitStrokes JoyfulRabbitBinky',
    speed:
      'RabbitShowJumping RabbitHopRace RabbitTunnelDash RabbitAgilityTime FastestBunnyRecall OutrunTheRabbit',
    music:
      'RabbitHopBeat SongForMyRabbit RabbitCarrotCrunchASMR RabbitThumpRhythm BunnyBinkyBanjo LullabyForARabbit',
    art: 'RabbitCottonBallCraft PaintYourRabbit BunnyOrigami RabbitFeltSculpture RabbitSilhouetteCut CarrotStampRabbit',
    tech: 'RabbitPetCam RabbitSmartFeeder BunnyTimelapse RabbitSlowMoBinky TempSensorRabbitHutch AutoWaterBowlRabbit',
    gaming:
      'RabbitPlayerTwo RabbitTreatPuzzle RabbitMazeLevels RabbitAgilityRun DigBoxRabbitQuest CarrotHuntBunnyScore',
  },
  volleyball: {
    dance:
      'VolleyballPointDance VolleyballHuddleHype BeachVolleyballShuffle VolleyballAceCheer KneePadVolleyballSlide VolleyballSpikeStep',
    funny:
      'VolleyballWithABalloon VolleyballRefCalls BeachVolleyBloopers VolleyballFaceBlock VolleyballMyBallDrama TinyVolleyballSpiker',
    prank:
      'VolleyballBalloonSwap SurpriseVolleyGame VolleyballSignedGift VolleyballTeamBanner ConfettiVolleyballBag VolleyballWilsonFace',
    educational:
      'VolleyballPhysics VolleyballRulesQuiz HowAVolleyballFloats VolleyballRotation101 VolleyballHistoryYMCA WhatsAVolleyballLibero',
    cooking:
      'VolleyballCakePops VolleyballBeachSnacks TeamVolleyballPasta VolleyballOrangeSlices VolleyballFruitCups PostVolleyballSmoothie',
    travel:
      'VolleyballBeachTour VolleyballRoadTrip SandVolleyballCourtHop VolleyballCopacabana SantaMonicaVolleyball VolleyballPickupAbroad',
    fashion:
      'VolleyballFitCheck VolleyballKneePadStyle BeachVolleyballLook VolleyballHairBraids VolleyballJerseyNumber SunnyVolleyballShades',
    wellness:
      'VolleyballTeamThanks VolleyballSunsetGame PostVolleyballStretch VolleyballVisualize VolleyballBreathReset CalmVolleyballServe',
    speed:
      'VolleyballBumpCount VolleyballSpeedServe FastestVolleyballSet VolleyballPassingRelay VolleyballDigStreak WallVolleyballTimer',
    music:
      'VolleyballWarmUpSong VolleyballChantRemix VolleyballBeatDrop VolleyballDrumline TeamVolleyballCheer SqueakyVolleyballShoes',
    art: 'VolleyballPainting VolleyballActionPhoto BeachVolleyballSketch VolleyballPanelDesign VolleyballTeamPoster WilsonVolleyballFace',
    tech: 'VolleyballSlowMoSpike VolleyballServeRadar SmartVolleyballTracker VolleyballJumpSensor VolleyballVideoReplay NetCamVolleyball',
    pet: 'VolleyballDogRally VolleyballBalloonCat NoseBumpVolleyball VolleyballPuppyFetch VolleyballKittenPounce SidelineVolleyballPup',
    gaming:
      'VolleyballVideoGame VolleyballArcadeMatch BeachVolleyballCup VolleyballSpikeLeague VolleyballDiceSim KingOfTheCourtVolley',
  },
  chili: {
    dance:
      'ChiliPotStirShuffle ChiliCookOffDance SpicyChiliTwist ChiliLadleSwing ChiliCornbreadBop HandsUpForChili',
    fitness:
      'ChiliCookOffFunRun ChiliWinterHike ChiliBeanCanCurls ChiliSimmerPlank CarryTheChiliPot EarnYourChili',
    funny:
      'ChiliBeansDebate ChiliCookOffJudgeFaces SecretChiliIngredient ChiliLeftoversWeek ChiliSpiceLevelLies GrandpasNotSpicyChili',
    prank:
      'ChiliBreadBowlSurprise ChiliChocolateFakeout ColdDayChiliDropOff ChiliMildSwap ChiliNeighborPotluck HeartCornbreadChili',
    educational:
      'ChiliSpiceQuiz ChiliNextDayScience ChiliBeanProtein ChiliScovilleRanking TexasChiliOrigins WhyMilkCoolsChili',
    travel:
      'ChiliFestivalVisit ChiliCookOffRoadTrip ChiliDinerHunt ChiliCincinnatiWay TerlinguaChiliTrek SantaFeGreenChili',
    fashion:
      'ChiliCookOffFit ChiliRedFlannelLook CozyChiliNightLayers ChiliApronStyling ChiliChampBuckle WesternChiliSnapShirt',
    wellness:
      'ChiliSimmerSunday ChiliColdNightComfort ChiliForANeighbor ChiliFamilyTable FireplaceChiliPause MindfulChiliStir',
    speed:
      'ChiliPrepSpeedrun ChiliToppingBarRace BeanCanChiliRelay ChiliOnionChopTimer ChiliSpiceMeasureDash CornbreadAndChiliBlitz',
    music:
      'ChiliCookOffAnthem ChiliSimmerBlues CountryChiliJam ChiliPeppersCover ChiliSpoonPercussion FiddleTuneForChili',
    art: 'ChiliCookOffPoster ChiliFoodPhoto ChiliBeanMosaic ChiliRistraCraft PaintedChiliBowls SkilletChiliStillLife',
    tech: 'ChiliRecipeAI ChiliCookOffScoreApp ChiliSimmerTimelapse InstantPotChiliTest ChiliGrinderReview InductionChiliTrial',
    pet: 'PetNamedChili ChiliCookOffBandana ChiliPepperCostume ChiliNightKitchenPup ChiliPlushFetch NoChiliForTheDog',
    gaming:
      'ChiliGameNight ChiliCookOffSim SpicyChiliBossLevel ChiliBowlTourney ChiliBreakChessMatch OvercookedChiliChaos',
  },
  zebra: {
    dance:
      'ZebraGallopDance ZebraStripeShuffle BlackAndWhiteZebraStep ZebraHerdMoves ZebraTailSwish SavannaZebraHop',
    fitness:
      'ZebraGallopDrills ZebraStripeSprints SavannaZebraHIIT ZebraHerdRun ZebraKickbacks OutrunAZebra',
    funny:
      'ZebraStripesDebate ZebraImpression HorseInZebraPajamas ZebraPhotobomb ZebraCrossingConfusion BarcodeZebraScan',
    prank:
      'ZebraStripedFridge ZebraCostumeReveal ZebraPillowSwap ZebraPlushPassenger SurpriseZebraSocks ChalkZebraDoorway',
    educational:
      'WhyZebrasHaveStripes NoTwoZebrasAlike ZebraMigrationFacts ZebraFlyStudy ZebraSpeciesQuiz ZebraFamilyTree',
    cooking:
      'ZebraCake ZebraStripeCookies ZebraIcePops ZebraCheesecake StripedZebraPancakes MarbleZebraLoaf',
    travel:
      'ZebraSafariTrip ZebraMigrationTour SerengetiZebraWatch ZebraEtoshaDrive ZebraOkavangoDelta CityZooZebraVisit',
    fashion:
      'ZebraPrintOutfit ZebraStripeSneakers MonochromeZebraFit ZebraNailArt ZebraHeadband BoldZebraScarf',
    wellness:
      'ZebraPatternColoring ZebraSunsetReflection BlackWhiteZebraCalm ZebraStandingRest ZebraHerdTogether GrazingZebraPace',
    speed:
      'ZebraGallopRace ZebraStripeTapeDash TenSecondZebraSketch ZebraHerdRelay ZebraPuzzleTimer StripedSockZebraSort',
    music:
      'ZebraPianoKeys ZebraBrayRemix ZebraHoofbeatLoop ZebraStripeScore SavannaZebraDrums ZooZebraSoundtrack',
    art: 'ZebraStripePainting ZebraOpticalIllusion PaperZebraCollage ZebraInkDrawing ZebraClayFigure MonochromeZebraPhoto',
    tech: 'ZebraStripeQRCode ZebraBarcodeScan SafariZebraLiveStream ZebraPatternIDAI ZebraDroneCount CameraTrapZebras',
    gaming:
      'ZebraHerdSim ZebraStripePuzzle SavannaZebraRace ZebraPlanetZoo ZebraMemoryCards WildlifeZebraQuest',
  },
  lamp: {
    dance:
      'LampSpotlightDance LampShadowGroove DeskLampDisco LampOnOffFreeze FloorLampPartner LavaLampSway',
    fitness:
      'LampLitYogaFlow LampSwitchBurpees DeskLampStretch FloorLampLunges LampReachAndTouch BedsideLampCrunches',
    prank:
      'LampColorBulbSwap LampGooglyEyes SpotlightLampEntrance LampGhostProjection LampDimmerMystery SmileyOnTheLampShade',
    educational:
      'LampBulbQuiz LampHistoryFacts HowALampCircuitWorks LampWattageMath LampLEDVsIncandescent LavaLampScience',
    cooking:
      'LampShadeCake LampLitDinner CozyLampGlowCocoa LampShapedCookies HeatLampFries LavaLampJello',
    travel:
      'LampLitStreetWalk LampPostPhotoTour LampMarketHunt GaslampQuarterVisit MoroccanLampBazaar LampSouvenirHaul',
    fashion:
      'LampLitFitCheck LampShadePleatSkirt GoldenLampGlowLook LavaLampColorway LampLightSelfie TiffanyLampPrints',
    wellness:
      'LampLitReading LampWindDownRoutine WarmLampEvening LampDimmingRitual SunriseLampWakeUp LampOnlyNoScreens',
    speed:
      'LampBulbSwapRace LampOffBedtimeDash TidyBeforeLampOff LampShadeRelay LampCordUntangle FlatPackLampBuild',
    music:
      'LampLitAcoustic LampSwitchBeat DeskLampSessions LampFlickerRhythm TapTheLampShadeDrum LavaLampLofi',
    art: 'LampShadePainting LampShadowArt SketchByLampLight LampUpcycleMakeover LavaLampDIY OrigamiPaperLamp',
    tech: 'SmartLampSetup LampColorSceneHack DeskLampCableFix LampVoiceControlTest LampMotionSensor ArduinoLampBuild',
    pet: 'LampLitPetPortrait LampShadowCatChase CozyLampDogNap LampWarmSpotBask ReptileHeatLampCheck PuppyVsLavaLamp',
    gaming:
      'LampLitGameNight LampGlowGamingSetup LampShadowPuppetGuess LampSardinesInTheDark RGBLampBattleStation EscapeRoomLampClue',
  },
  spatula: {
    dance:
      'SpatulaShuffle SpatulaFlipStep DinerSpatulaDance SpatulaSwingOut SpatulaTwirlCombo GriddleSpatulaGroove',
    fitness:
      'SpatulaFlipSquats SpatulaBalanceLunge ShortOrderSpatulaHIIT SpatulaWristCurls SpatulaRelayBurpees BrunchRushSpatulaReps',
    funny:
      'DramaticSpatulaFlip SpatulaFryCookSpeech SpatulaTennisMatch SpatulaHighFiveFail SpatulaDadAtTheGrill WhoTookMySpatula',
    prank:
      'SpatulaGooglyEyes SpatulaLoveNote FakeEggSpatulaFlip SpatulaInTheToolbox SpatulaFoamPancake GiantSpatulaBreakfast',
    educational:
      'SpatulaHeatTest SpatulaLeverPhysics PancakeSpatulaScience SiliconeVsMetalSpatula SpatulaWordOrigin SpatulaSmashMaillard',
    travel:
      'SpatulaDinerCrawl TeppanyakiSpatulaTour FlatTopSpatulaTrip SpatulaOkonomiyaki SpatulaBurgerJointHunt SpatulaPancakeHouseHop',
    fashion:
      'SpatulaEarringsDIY SpatulaApronLook ChefSpatulaFitCheck SpatulaBeltHolster SpatulaPrintScarf DinerUniformSpatula',
    wellness:
      'SpatulaKitchenCalm MindfulSpatulaFlip SlowSundaySpatula SpatulaBakeTherapy SpatulaScrapeEveryBit SpatulaBrunchGratitude',
    speed:
      'SpatulaFlipRace SpatulaEggRelay PancakeSpatulaSprint SpatulaBowlScrapeIn30 SpatulaCookieTransfer GriddleSpatulaTimer',
    music:
      'SpatulaAirGuitar SpatulaPanDrums FlipTheSpatulaBeat SpatulaMicKaraoke SpatulaBatonConductor GriddleSpatulaLoop',
    art: 'SpatulaScrapePainting SpatulaStencilArt DragPaintSpatula SpatulaLandscape SpatulaPuppetCraft AcrylicSpatulaSunset',
    tech: 'SpatulaFlipSlowMo SpatulaGadgetUpgrade SmartSpatulaTest SpatulaThermalCamera RobotSpatulaChef SpatulaTempProbeHack',
    pet: 'SpatulaChefPetPose SpatulaPlushFetch SpatulaTargetTraining SpatulaPeekaboo DinerSpatulaPup CatVsSpatula',
    gaming:
      'GoldenSpatulaHunt SpatulaFlipCombo SpatulaPancakeTower SpatulaBurgerStack SpatulaBossWeapon CookingMamaSpatula',
  },
  tortilla: {
    dance:
      'TortillaFlipShuffle TortillaSpinTwirl ClapTheTortillaStep TortillaPressStomp TortillaComalHop TacoTortillaGroove',
    fitness:
      'TortillaPressArmDay TortillaRewardRun KneadTortillaDough TortillaBallSquats TortillaRollOutPlank LungeForTheTortilla',
    funny:
      'TortillaFoldFails TortillaWarmerSurprise TortillaPerfectCircle TortillaTearingDrama OverstuffedTortilla GrandmasTortillaRules',
    prank:
      'TortillaBlanketWrap SmileyFaceTortilla FreshTortillaDoorstep TortillaCookieDecoy TortillaHatReveal TortillaWrappedGift',
    educational:
      'TortillaHistoryLesson CornVsFlourTortilla WhyTortillasPuffUp TortillaNixtamalFacts TortillaMasaScience TortillaComalHeatMap',
    travel:
      'TortillaMarketWalk TortillaStreetTacoTour TortilleriaVisit TortillaOaxacaVillage BorderTownTortillaTrip MercadoTortillaHop',
    fashion:
      'TortillaBlanketCozyFit TortillaEarrings WrapItLikeATortilla TortillaWarmerClutch TortillaCornYellowSet DressAsATortilla',
    wellness:
      'MindfulTortillaPress TortillaBlanketNap WarmTortillaMorning TortillaFamilyTable TortillaHandRollCalm AbuelaTortillaStories',
    speed:
      'TortillaFlipRace TortillaRollSpeedrun TortillaStackSprint TortillaPressCount WrapATortillaFast BurritoTortillaDash',
    music:
      'TortillaClapBeat ComalTortillaRhythm TortillaPressDrums TortillaCumbiaCook MarimbaTortillaJam TortillaSongForAbuela',
    art: 'TortillaStencilArt TortillaFacePortrait TortillaToastedPattern TortillaShapeCollage PaintOnATortilla MosaicOfTortillaChips',
    tech: 'TortillaPressGadget TortillaPuffSlowMo ComalTortillaTempCheck TortillaMachineReview TortillaThermalCam AIRatesMyTortilla',
    pet: 'PetInTortillaBlanket DogNamedTortilla TortillaTacoCostume TortillaPrintBandana TortillaKittenPeek TortillaPuppyBurrito',
    gaming:
      'TortillaGameNight TortillaFlipArcade TortillaStandTycoon TortillaLoteriaCards StackTheTortillaPuzzle BurritoTortillaScore',
  },
  bagel: {
    dance:
      'BagelBounce EverythingBagelMoves SesameBagelShuffle BagelToasterPop BagelBrunchBop BagelSchmearSwirl',
    fitness:
      'EverythingBagelWorkout BagelRunClub BagelBrunchBurnOff BagelShopWalk BagelBikeErrand SundayBagelHike',
    funny:
      'BagelSliceDebate EverythingBagelMess BagelOrDonutGuess BagelNewYorkVsMontreal BagelSchmearOverload DeliBagelOrderPOV',
    prank:
      'BagelDonutSwitch BagelBreakfastDropOff FrostingBagelSwap BagelOfficeSurprise BagelDozenForNeighbors SmileyBagelNote',
    educational:
      'WhyBagelsAreBoiled BagelHistoryQuiz WhyBagelsHaveHoles BagelStylesCompared BagelMaltSyrupRole BagelLyeVsBakingSoda',
    travel:
      'BagelShopCrawl NewYorkBagelTour MontrealBagelRun BagelBrickLaneVisit BagelDeliPilgrimage BagelHometownRanking',
    fashion:
      'BagelBrunchFit BagelEarrings SesameBagelNeutrals BagelGraphicTee BagelCharmNecklace DeliBagelApron',
    wellness:
      'BagelSundayRitual BagelBrunchSelfCare SlowBagelMorning BagelParkBench BagelCoffeeCatchUp GratitudeBagelWalk',
    speed:
      'BagelSpreadRace BagelRingTossTimer BagelToppingSprint BagelSandwichDash SortTheBagelFlavors DozenBagelCountdown',
    music:
      'BagelShopJingle EverythingBagelBeat BagelBounceRemix BagelBoilASMR BagelKlezmerJam SerenadeABagel',
    art: 'BagelBirdFeederCraft BagelStillLife SesameBagelMosaic BagelClayMagnets BagelWatercolorStudy DeliBagelSign',
    tech: 'BagelToasterTest BagelSlicerGadget AIPicksMyBagel BagelAirFryerCrisp BagelSteamOvenTrial SmartScaleBagelMath',
    pet: 'BagelBoxPeekaboo BagelPetCostume DogsNamedBagel BagelShapedBed BagelPlushFetch CatCurledLikeABagel',
    gaming:
      'BagelGameNight EverythingBagelLoadout BagelShopTycoon BagelBreakfastTourney BagelStakesChess DeliBagelOrderMemory',
  },
  foil: {
    dance:
      'FoilRobotDance FoilCrinkleGroove TinfoilTwist FoilSuitMoonwalk SpinInAFoilCape SilverFoilShimmy',
    fitness:
      'FoilBallSquatToss FoilTargetLunges CrinkleFoilCardio FoilHoopBurpees ShinyFoilConeSprints FoilCatchDrill',
    funny:
      'FoilKnightSkit FoilRobotImpression FoilCrinkleFoley FoilLeftoversMystery AstronautInTinfoil AliensInFoilSuits',
    educational:
      'FoilBoatChallenge FoilShinySideMyth HowFoilGetsRecycled FoilConductivityTest FoilHeatReflection BauxiteToFoilJourney',
    cooking:
      'FoilPacketDinner FoilBakedPotato CampfireFoilTacos FoilSalmonParcels FoilRoastedGarlic GrillFoilVeggies',
    travel:
      'FoilPacketCampout FoilDinnerRoadTrip CampfireFoilPicnic FoilWrapTrailLunch FoilBlanketHikeKit RoswellTinfoilHat',
    fashion:
      'FoilDressDIY FoilRunway SpaceAgeFoilLook FoilCrownCouture FoilBeltAndCuffs MetallicFoilFit',
    wellness:
      'FoilStressBall FoilCrinkleCalm SilverLiningFoilStars FoilMindfulSculpt FoilSensoryPlay ShinyFoilGratitude',
    speed:
      'FoilSculptureSpeedRun FoilBallRollRace WrapItInFoilFast FoilSwanFoldClock FoilPennyBoatBlitz ShinyFoilStarDash',
    music:
      'FoilPercussion FoilShakerBeat CrinkleFoilRhythm FoilThunderSheet FoilDrumSkin RainSoundsWithFoil',
    art: 'FoilSculpture FoilEmbossArt TinfoilFigurines FoilMosaicPanel PrintmakingWithFoil SilverFoilGarland',
    tech: 'FoilWifiBooster FoilTouchscreenStylus FoilCircuitArt FoilFaradayCageTest SolarFoilCookerBuild HomemadeFoilSpeaker',
    pet: 'FoilCrinkleDoubleTake FoilPetPortrait CatVsFoilBall FoilReflectionKitty FoilLidDogSniff SilverFoilPartyHat',
    gaming:
      'FoilArmorCosplay FoilTabletopMinis TinfoilTrophy FoilChessSet DiceTowerInFoil PirateHuntFoilCoins',
  },
  carnival: {
    fitness:
      'CarnivalHipCircuit CarnivalParadeStepGoal SambaCarnivalSweat CarnivalFeatherFanArms CarnivalDrumlineMarch RioCarnivalBootcamp',
    funny:
      'CarnivalHeaddressFail CarnivalDadSamba CarnivalFeatherSneeze GlitterAfterCarnival CarnivalCostumeWobble MissedCarnivalBeads',
    prank:
      'CarnivalConfettiDoor CarnivalHallwayParade CarnivalKingCakeBaby CarnivalMaskDoubleTake SurpriseCarnivalBeads WakeUpToCarnaval',
    educational:
      'CarnivalHistoryQuiz CarnivalAroundTheWorld WhyCarnivalBeforeLent CarnivalSambaSchools CarnivalMaskMeanings TrinidadCarnivalStory',
    cooking:
      'CarnivalKingCake CarnivalBrigadeiros CarnivalBeignets CarnivalPaczkiFilling FrittelleForCarnival DoublesForCarnival',
    travel:
      'CarnivalInRio CarnivalVeniceMasks MardiGrasCarnivalTrip JouvertCarnivalMorning CarnivalCologneStreets NottingHillCarnival',
    fashion:
      'CarnivalFeatherLook CarnivalCostumeReveal VeniceCarnivalMask CarnivalSequinBodysuit CarnivalGlitterMakeup DIYCarnivalHeadpiece',
    wellness:
      'CarnivalJoyBreak CarnivalColorTherapy SambaCarnivalSmile CarnivalRecoverySoak CarnivalGratitudeList PostCarnivalQuietDay',
    speed:
      'CarnivalQuickChange CarnivalBeadCatch FastestCarnivalMask CarnivalFeatherSewing CarnivalFacePaintTimer SequinCarnivalBlitz',
    music:
      'CarnivalSambaDrums CarnivalSteelPan BrassBandCarnival CarnivalSocaCover CarnivalWhistleRhythm BatucadaCarnivalBeat',
    art: 'CarnivalMaskCraft CarnivalFloatModel PaperCarnivalHeaddress CarnivalPapierMache CarnivalSequinPortrait ParadeCarnivalCollage',
    tech: 'CarnivalLEDCostume CarnivalDroneShot LightUpCarnivalMask CarnivalGoProFloat CarnivalLiveStream MusicSyncCarnivalWings',
    pet: 'CarnivalPetParade CarnivalPupBandana CarnivalDogBeadCollar CarnivalParrotColors CatCarnivalCostume HamsterCarnivalFloat',
    gaming:
      'CarnivalGamesAtHome CarnivalRhythmLevel CarnivalRingToss CarnivalMidwayArcade SkeeBallCarnivalCup HookADuckCarnival',
  },
  mosquito: {
    dance:
      'MosquitoDodgeDance MosquitoSlapRoutine BuzzOffMosquitoShuffle MosquitoSwatStep MosquitoFlitFreeze CitronellaMosquitoSway',
    fitness:
      'MosquitoSwatJacks MosquitoDodgeDrill BuzzOffMosquitoHIIT MosquitoClapPushups MosquitoFreeDawnRun ZeroMosquitoBitesHike',
    prank:
      'FakeMosquitoSticker MosquitoBuzzRingtone ToyMosquitoOnLaptop MosquitoCareKit MosquitoNetCanopyFort CitronellaMosquitoGift',
    educational:
      'WhyMosquitoesBite MosquitoLifeCycle MosquitoItchScience MosquitoWingbeatSound MosquitoMythBusting HowAMosquitoFindsYou',
    cooking:
      'MosquitoFreeCookout MosquitoNetPicnic MosquitoSeasonGrilling MosquitoDuskBBQ NoMosquitoPatioDinner BasilMintMosquitoPesto',
    travel:
      'MosquitoNetCamping MosquitoProofPacking RainforestMosquitoPrep MosquitoFreeIceland MosquitoSeasonSafari SwampMosquitoBoardwalk',
    fashion:
      'MosquitoProofOutfit MosquitoNetHatLook LinenVsMosquitoes MosquitoRepelBracelet MosquitoTuckedSocks BreezyMosquitoCoverUp',
    wellness:
      'MosquitoFreeEvening MosquitoItchRelief NoScratchMosquitoBite MosquitoNetCanopyRest MosquitoBalmRitual ScreenPorchNoMosquito',
    speed:
      'MosquitoNetSetupRace MosquitoSwatReflex ScreenDoorMosquitoDash MosquitoTentZipTimer MosquitoCatchRelease BeatTheMosquitoHour',
    music:
      'MosquitoBuzzRemix MosquitoHumHarmony BuzzingMosquitoBass MosquitoPitchMatch MosquitoKazooSolo SummerMosquitoChorus',
    art: 'MosquitoMacroPhoto MosquitoClayModel DrawAGiantMosquito MosquitoWireSculpture MosquitoAmberResin ComicMosquitoVillain',
    tech: 'MosquitoTrapBuild MosquitoMapApp UltrasonicMosquitoTest MosquitoSlowMoCam MosquitoDetectorAI ZapperVsMosquito',
    pet: 'MosquitoSafeDogWalk MosquitoFreePetPatio HeartwormMosquitoCheck MosquitoChasingKitty MosquitoBuzzPupFace GuppiesEatMosquitoes',
    gaming:
      'MosquitoSwatGame MosquitoArcadeLevel HighScoreMosquitoHunt MosquitoStealthRun MosquitoBossWave BuzzOffMosquitoCards',
  },
  suit: {
    dance:
      'SuitUpShuffle SuitAndSneakersDance TuxedoTwirl SuitJacketToss SwingEraSuitStep LapelPopSuitMoonwalk',
    fitness:
      'SuitPushUpChallenge SuitUpSquats TuxedoBurpees SuitLungeTest StairsInASuit SprintInASuit',
    funny:
      'SuitUpForGroceries SuitAndTieChores TuxedoTrashDay SuitAtTheBeach FlipFlopsWithASuit PicnicInASuit',
    prank:
      'SuitUpSurprise SuitAndTieButler TuxedoPizzaDelivery SuitChauffeurPickup RedCarpetSuitWelcome CerealServedInASuit',
    educational:
      'SuitFitBasics SuitHistoryInOneMinute TuxedoVsSuitExplained SuitFabricWeights NameThatSuitLapel TheSuitButtonRule',
    cooking:
      'TuxedoStrawberries SuitAndTieCookies SuitUpDinnerParty SuitSteakhouseNight CanapesInASuit BrunchInASuit',
    travel:
      'SuitPackingHack SuitUpCityTour TuxedoNightOut SuitSavileRowVisit BangkokTailorSuit OperaEveningInASuit',
    wellness:
      'SuitUpConfidence SuitOffSundayReset LoosenTheSuitTie SuitPowerPose SuitSlowMorningRoutine InterviewSuitCalm',
    speed:
      'SuitUpIn60Seconds SuitQuickChange TuxedoBowTieRace SuitButtonBlitz CufflinkSuitCountdown FoldASuitFast',
    music:
      'SuitAndTieSerenade SuitUpBigBandNight TuxedoPianoCover SuitCroonerSet JazzQuartetInSuits RatPackSuitMedley',
    art: 'SuitFashionSketch SuitPaperDollCraft TuxedoCatPainting SuitPatternDrafting OilPortraitInASuit TailorChalkSuitArt',
    tech: 'SuitUpTransitionEdit SuitColorMatchApp TuxedoGreenScreen SuitBodyScanFit SmartFabricSuitTest VirtualSuitFitting',
    pet: 'TuxedoCatPhotoShoot SuitAndTiePetPortrait SuitUpYourDog SuitKittenPocketSquare PuppyInATinySuit WeddingSuitRingBearer',
    gaming:
      'SuitUpForGameNight SuitUpAsAVillain TuxedoSpyMission SuitPersonaOutfit SecretAgentSuitCosplay BossFightInASuit',
  },
  picnic: {
    dance:
      'PicnicBlanketDance PicnicParkGroove BarefootPicnicSway PicnicBasketSwing PicnicFrisbeeSpin SunsetPicnicTwoStep',
    fitness:
      'PicnicBasketCarry PicnicParkWorkout PrePicnicBootcamp PicnicFrisbeeSprints PicnicHillHike TugOfWarPicnic',
    prank:
      'SurprisePicnicSetup PicnicFakeAnts PicnicBasketSwap PicnicMiniatureSpread PicnicBlindfoldLunch TeddyBearPicnicGuests',
    educational:
      'WhyAntsFindYourPicnic PicnicHistoryFacts PicnicNatureQuiz PicnicFoodSafety PicnicCloudSpotting IdentifyLeavesAtPicnic',
    cooking:
      'PicnicSandwichStack PackAPicnicBasket PicnicGrazingBoard PicnicPastaSalad PicnicHandPies MasonJarPicnicLemonade',
    travel:
      'PicnicWithAView PicnicSpotHunt ParkHoppingPicnic PicnicLakeside PicnicBikeRoute VineyardPicnicStop',
    fashion:
      'PicnicFitCheck PicnicSundress MatchYourPicnicBlanket PicnicGinghamLook PicnicStrawHat CottagecorePicnicSkirt',
    wellness:
      'PicnicForOne MindfulPicnic SunsetPicnicBlanket PicnicCloudGazing PicnicReadingHour PicnicGrassGrounding',
    speed:
      'PicnicSetupSprint PicnicPackingTimer SackRacePicnicRematch PicnicEggSpoonDash PicnicCleanupBlitz ThreeLeggedPicnicRelay',
    music:
      'PicnicUkuleleJam AcousticPicnicSet PicnicGuitarSingAlong PicnicBottleOrgan MeadowPicnicFlute PicnicBasketDrums',
    art: 'PicnicStillLife PicnicPhotoshoot PaintThePicnic PicnicFlowerCrown PicnicPleinAirSketch CloudDoodlesAtPicnic',
    tech: 'PicnicSpeakerTest PicnicGadgetKit SolarPoweredPicnic PicnicPortableFridge PicnicWeatherAppCheck InstantCameraPicnic',
    pet: 'PetPicnicDay PicnicDogBlanket PicnicTreatHunt PicnicPuppyPlaydate PicnicKittenStroller BunnyPicnicLawn',
    gaming:
      'PicnicBoardGames PicnicCardTournament PicnicBlanketChess PicnicCornholeMatch GiantJengaPicnic BocceAtThePicnic',
  },
  camping: {
    dance:
      'CampingDanceParty CampsiteShuffle CampfireGroove CampingLanternSway HeadlampCampingRave SleepingBagCampHop',
    fitness:
      'CampingWorkout CampsiteYoga CampingFirewoodCarry CampingLogSquats CanoeCampingPaddle BackpackCampingHills',
    funny:
      'CampingTentFail CampingExpectations FirstTimeCampingPOV CampingMysteryNoise CampingRainedOut DeflatingCampMattress',
    prank:
      'CampingBalloonTent CampsiteGlowSurprise SmoresCampingDelivery CampBigfootPrints CampingFairyLightNook ZipperDoorbellCamping',
    educational:
      'CampingKnotSkills LeaveNoTraceCamping CampsiteStarMap CampingFireSafety CampingWaterFilterDemo HowCampingTentsStand',
    cooking:
      'CampfireCooking CampingMealPrep CampsiteBreakfast CampingFoilPackets SkilletCobblerCamping DutchOvenCampPizza',
    fashion:
      'CampingFitCheck CampingLayersLook FlannelCampingShirt CampingBeanieStyling CampingRainGear TrailChicCampOutfit',
    wellness:
      'CampingUnplugged CampfireGratitude CampsiteSunrise CampingHammockRest ForestBathingCampout StarlitCampingJournal',
    speed:
      'CampingTentSpeedrun CampsiteSetupRace RollUpCampingBags CampingHammockHangDash CampingPackUpTimer LanternCampingRelay',
    music:
      'CampfireSingAlong CampingGuitarJam CampsiteNatureSounds CampingHarmonicaTune RainOnTentCampingBeat SpookyCampSoundtrack',
    art: 'CampingSketchbook CampsiteNatureJournal StarryCampingTentPhoto CampingLeafRubbing CampingRockPainting StarTrailsOverCamp',
    tech: 'CampingGadgetTest CampingTechCheck SolarCampSetup CampingOfflineMaps CampingWeatherRadio HeadlampCampingDuel',
    pet: 'PetCampingTrip CampingWithMyCat CampingTentSleepover CampingDogStargazing CampingPuppyBackpack FirstLakeSwimCamping',
    gaming:
      'CampingCardGames CampfireTriviaNight CampingSimBuild CampingTabletopQuest UnoCampingTournament LanternLitCampBingo',
  },
  walking: {
    dance:
      'WalkingDanceMoves WalkAndGroove WalkingStrutRoutine WalkingTwirlEveryBlock DancingWhileWalking GrapevineWalkingStep',
    fitness:
      'Walking10KSteps PowerWalkingMile WalkUpTheHill WalkingLungeLaps WalkingRuckStreak InclineWalkingHIIT',
    funny:
      'WalkingPaceWithDad WalkingNarration DogWalkingChaos SlowWalkingPeoplePOV WalkingAwkwardPassing MallWalkerImpression',
    prank:
      'WalkingNoteTrail SurpriseWalkPicnic MysteryWalkingRoute WalkingBalloonCheer WalkingFinishRibbon WalkingSnackStash',
    educational:
      'WalkingBrainFacts WalkingHistoryMinute HowWalkingStepsCount WalkingGaitScience WalkingCaloriesMath WhyWeSwingWhenWalking',
    cooking:
      'WalkingTacos WalkingPicnicSnacks PostWalkSmoothie WalkingTrailBars WalkingCoffeeThermos BreakfastAfterWalking',
    travel:
      'WalkingTourOfMyTown WalkingCityRoute SunriseWalkingAbroad WalkingCoastPath BridgeCrossingWalk OldQuarterWalkingLoop',
    fashion:
      'WalkingOutfitCheck MorningWalkFit SneakerWalkingStyle WalkingWindbreakerLook WalkingCapAndShades TracksuitWalkingDuo',
    speed:
      'SpeedWalkingRace WalkingMileTime StepsPerMinuteWalking WalkingBlockRelay WalkingKilometerClock RacewalkTechnique',
    music:
      'WalkToTheBeat FootstepWalkingLoop WalkingTempoMatch WalkingWhistleTune WalkingSongwriting CityWalkingSoundscape',
    art: 'WalkingSketchbook PhotoWalkChallenge NatureWalkingCollage WalkingRouteDrawing WalkingFoundObjectArt ShadowPortraitWalking',
    tech: 'WalkingPadReview WalkingAppChallenge StepCounterWalkTest WalkingGPSArt WalkingSmartwatchStats AudiobookWalkingHour',
    pet: 'DogWalkingDiary WalkingTheCatOnLeash PetWalkRoutine WalkingHeelPractice WalkingSniffSafari KittenStrollerWalking',
    gaming:
      'WalkingQuestGame WalkingTreasureHunt StepCountWalkingScore WalkingGeocacheStreak WalkingBingoCard PokemonGoWalking',
  },
  'back to school': {
    dance:
      'BackToSchoolDanceOff FirstDayOfSchoolStrut BackToSchoolShuffle BackToSchoolLockerPop BusStopBackToSchool HallwayBackToSchoolBop',
    fitness:
      'BackToSchoolMileRun BackToSchoolStretch BackToSchoolBagLunges BikeBackToSchool BackToSchoolJumpRope WalkBackToSchool',
    funny:
      'BackToSchoolVsSummer BackToSchoolMorningPOV BackToSchoolParentJoy BackToSchoolAlarmShock SupplyListBackToSchool DadsFirstDayOfSchool',
    prank:
      'BackToSchoolLunchNote BackToSchoolGiftBag BackToSchoolChalkArt BackToSchoolConfetti SurpriseBackToSchool SecretBackToSchoolCard',
    educational:
      'BackToSchoolStudyHacks BackToSchoolQuiz FirstDayOfSchoolFacts BackToSchoolMathWarmUp HistoryOfBackToSchool SetBackToSchoolGoals',
    cooking:
      'BackToSchoolLunchIdeas BackToSchoolBreakfast BackToSchoolSnackBox BackToSchoolCrayonCake BentoBackToSchool MuffinsForBackToSchool',
    travel:
      'BackToSchoolCampusTour BackToSchoolCityWalk BackToSchoolDormMoveIn BackToSchoolBeachDay AbroadBackToSchool RoadTripBackToSchool',
    wellness:
      'BackToSchoolCalm BackToSchoolSleepReset FirstDayOfSchoolNerves BackToSchoolWorryJar EasingBackToSchool SelfCareBackToSchool',
    speed:
      'BackToSchoolPackRace BackToSchoolReadyIn10 BackToSchoolShoeTie BackToSchoolLabelDash BeatTheBackToSchoolBus CoverBooksBackToSchool',
    music:
      'BackToSchoolSong BackToSchoolBellRemix BackToSchoolRapRecap BackToSchoolRecorder DeskDrumsBackToSchool AnthemForBackToSchool',
    art: 'BackToSchoolNotebook BackToSchoolDoodle PencilCaseBackToSchool BackToSchoolBinder FirstDayOfSchoolSign PaintedBackToSchoolBag',
    tech: 'BackToSchoolTechSetup BackToSchoolGadgets StudyAppsBackToSchool BackToSchoolLaptopPrep BackToSchoolCalendar AIPlannerBackToSchool',
    pet: 'BackToSchoolPetPhoto BackToSchoolDogGoodbye BackToSchoolZoomies BackToSchoolPupBandana CatVsBackToSchool ParrotSaysBackToSchool',
    gaming:
      'BackToSchoolGameNight BackToSchoolBingoCards BackToSchoolSpellOff BackToSchoolTrivia QuizBattleBackToSchool MinecraftBackToSchool',
  },
  'snow day': {
    dance:
      'SnowDayDance SnowDayKitchenJam SnowDayShuffle SnowDayBootStomp ItsASnowDayShimmy NoSchoolSnowDayJig',
    fitness:
      'SnowDayShovelWorkout SnowDayIndoorHIIT SnowDayStairLaps SnowDaySledPull HillClimbSnowDay HundredRepSnowDay',
    prank:
      'SnowDaySnowmanSurprise SnowDayWakeUpReveal SnowDayPaperBlizzard SnowDayBlanketFort CottonBallSnowDay DoorstepSnowDayCocoa',
    educational:
      'SnowDayScience SnowDayMeltTest SnowDaySnowflakeZoom SnowDayDepthMeasure AnimalTracksSnowDay WhySnowDaysHappen',
    cooking:
      'SnowDayHotCocoa SnowDayBakeOff SnowmanSnowDayPancakes SnowDaySoupPot SnowDayCinnamonRolls MapleTaffyOnSnowDay',
    travel:
      'SnowDayAdventure SnowDayBlockWalk SledHillSnowDay SnowDayCityStroll SnowDayCabinEscape EmptyStreetsSnowDay',
    fashion:
      'SnowDayFitCheck SnowDayLayers InsideOutPJsSnowDay SnowDayBootLineup SnowDayBeanieStyling MittenMatchSnowDay',
    wellness:
      'SnowDayCozyMorning SnowDaySlowDown SnowDayMeditation SnowDayBlanketReading TeaByTheWindowSnowDay SilentSnowDayWalk',
    speed:
      'SnowDaySnowmanRace SnowDayBundleUpTimer SnowDayFortSpeedBuild SnowDayShovelSprint ScrapeTheSnowDayCar SnowballStackSnowDay',
    music:
      'SnowDaySingAlong SleighBellSnowDay SnowDayCrunchRhythm SnowDayKitchenConcert SnowDayWonderlandCover FootstepsSnowDayBeat',
    art: 'SnowDaySculpture SnowDaySprayPainting SnowDayIceLanterns SnowDayFootprintArt FrozenBubbleSnowDay DrawYourSnowDay',
    tech: 'SnowDayTimeLapse SnowDayDroneShot SnowDayTrackerApp SnowDayClosureAlerts DepthSensorSnowDay HeatedGlovesSnowDay',
    pet: 'PetSnowDay SnowDayZoomies SnowDayBootsTest SnowDayDogBurrow SnowDayCatWindowWatch PuppysFirstSnowDay',
    gaming:
      'SnowDayGamingMarathon SnowDayBoardGames CabinFeverSnowDayCup SnowDayCouchCoop SnowDayUnoLeague ThousandPieceSnowDay',
  },
  lumberjack: {
    dance:
      'LumberjackJig LumberjackStomp FlannelLumberjackStep LumberjackTimberSway LumberjackSuspenders LogRollLumberjack',
    funny:
      'LumberjackBeardCheck LumberjackYodel TinyTreeLumberjack AllPlaidLumberjack LumberjackSandwichChop LumberjackTimberYell',
    prank:
      'LumberjackPancakes FlannelLumberjackSwap LumberjackFirewoodGift LumberjackPlaidRoom FakeBeardLumberjack LumberjackWakeUpCall',
    educational:
      'LumberjackLife101 HowLumberjacksWork LumberjackTreeRings LumberjackSawTypes LumberjackReplanting WhyLumberjackPlaid',
    cooking:
      'LumberjackBreakfast LumberjackPancakeStack LumberjackLogCake LumberjackSkilletHash ChiliForLumberjacks HeartyLumberjackBeans',
    travel:
      'LumberjackShowTrip LumberjackCabinStay LumberjackFestival LumberjackRedwoodVisit OldSawmillLumberjack KetchikanLumberjacks',
    fashion:
      'LumberjackFlannelFit LumberjackBeardLook LumberjackPlaidJacket LumberjackSuspenders CityLumberjackStyle DressLikeALumberjack',
    wellness:
      'LumberjackCabinRetreat LumberjackForestWalk SlowLumberjackMorning LumberjackFireside LumberjackTreeHug HammockLumberjackNap',
    speed:
      'LumberjackStackRace LumberjackRelay LogRollLumberjackDash LumberjackKindlingSort LumberjackFlannelIn10 BeatTheLumberjack',
    music:
      'LumberjackSong LumberjackStompBeat LumberjackBanjo LumberjackFiddleReel LogDrumLumberjack SingLikeALumberjack',
    art: 'LumberjackWoodCarving LumberjackSketch LogSliceLumberjackArt LumberjackPyrography LumberjackTwigFrame PaintAPlaidLumberjack',
    tech: 'LumberjackGadgetTest LumberjackTreeIDApp SmartLumberjackCabin LumberjackDroneSurvey LumberjackWoodMoisture AIRatesMyLumberjack',
    pet: 'PetLumberjackFlannel LumberjackDogPose LumberjackLogBalance LumberjackPlaidBandana LumberjackCatTreeBuild CabinNapLumberjackPup',
    gaming:
      'LumberjackSimRun LumberjackSpeedrun TimberLumberjackScore LumberjackSurvival LumberjackTycoon TetrisLumberjackLogs',
  },
  pirate: {
    dance:
      'PirateJig PirateShipShuffle PirateShantyDance PirateHornpipe PegLegPirateHop CaptainPirateSalute',
    fitness:
      'PiratePlankWalk PirateTreasureCarry SwabTheDeckPirate PirateRopeClimb PirateAnchorHaul CannonballPirateSquats',
    prank:
      'PirateTalkAllDay PirateFakeTreasureMap SurprisePirateChest PirateGoldCoinTrail PirateFlagRaising MessageInAPirateBottle',
    educational:
      'PirateHistoryFacts PirateMapReading HowPirateShipsFloat PirateKnotTying PirateFlagMeanings RealPirateOrMyth',
    cooking:
      'PirateShipCake PirateGoldCoinCookies PirateGalleyDinner PirateHardtackBake BrowniePirateChest CannonballsForPirates',
    travel:
      'PirateShipTour PirateCoveExplore PirateIslandDayTrip PirateFortressWalk SnorkelAPirateCave NassauPirateMuseum',
    fashion:
      'PirateOutfitCheck PirateCaptainLook PirateEyePatchStyle PirateBlouseStyling TallPirateBoots TricornPirateHat',
    wellness:
      'PirateCalmSeas PirateOceanSoundsNap PirateDeckBreathing PirateHammockRest StargazeLikeAPirate KeepAPirateLogbook',
    speed:
      'PirateTreasureHunt PirateQuickChange PiratePlankRelay PirateKnotTieDash HoistThePirateFlag DoubloonPirateCount',
    music:
      'PirateShantyCover PirateShipSingAlong PirateAccordionTune PirateParrotDuet YoHoPirateHarmony BarrelDrumPirateBeat',
    art: 'PirateTreasureMapArt PirateShipCraft PirateParrotPainting PirateFlagDesign SketchAPirateCaptain DriftwoodPirateGalleon',
    tech: 'PirateGPSTreasureHunt PirateMapQRCode CompassAppPirateQuest PirateSpyglassCam PirateVoiceFilter RoboticPirateParrot',
    pet: 'PiratePetCostume PirateCaptainPup ParrotPirateSidekick PirateTreasureSniff PirateBandanaCat KittyPirateShip',
    gaming:
      'PirateBoardGameNight PirateTreasureQuest HighSeasPirateCoOp PirateLiarsDice PirateBattleship LegoPirateShipBuild',
  },
  belt: {
    dance:
      'BeltBuckleShuffle BeltLineDance CinchYourBeltSpin BeltLoopSwivel BeltHipRoll WesternBeltStrut',
    fitness:
      'BeltYogaStrapStretch LiftingBeltBasics WeightBeltSquats BeltResistanceRows BeltTugOfWar BeltBandPullApart',
    funny:
      'MissedOneBeltLoop BeltBuckleBragging ThanksgivingBeltNotch BeltWrongWayAround SuspendersVsBelt BeltFashionPolice',
    prank:
      'GiantBeltBuckleGift BeltOnBackwards WhoNoticedTheBelt BeltRibbonSwap BeltTinyCharms BeltMatchingEveryone',
    educational:
      'BeltHistoryMinute HowLeatherBeltsAreMade BeltBuckleTypes BeltSizeMath WhyBeltsHaveOddHoles BeltStyleRulesQuiz',
    cooking:
      'BeltBuckleCookies BeltShapedBrownies RodeoBeltPancakes BeltFruitLeatherRolls BeltLicoriceLaces PretzelBeltCoil',
    travel:
      'MoneyBeltTravelTips BeltBagCityWalk AirportSecurityBeltOff BeltFlorenceLeather BeltWesternOutpost BeltBuckleRodeoTown',
    wellness:
      'BeltOffUnwind BeltBagSlowWalk NoBeltSunday BeltPostureCheck BeltLooseDinner ComfortBeltTest',
    speed:
      'ThreadEveryBeltLoop BeltBuckleQuickClasp OneHandBeltRace BeltRollUpTimer BeltSwapBlitz BeltDrawerSortDash',
    music:
      'BeltItOut BeltBuckleDrumSolo BeltSnapRhythm BeltLeatherSlapBass CowboyBeltBallad HighNoteBelting',
    art: 'BeltLeatherStamping BeltBuckleDesign BraidedBeltCraft BeltEmbroideryProject BeltTooledPattern PaintedBeltArt',
    tech: 'BeltClipPhoneCase BeltBagTechKit SmartBeltReview BeltGPSPouch BeltPowerBankHolster ActionCamBeltMount',
    pet: 'BeltBagTreatPouch BeltMatchingCollar BeltHandsFreeLeash BeltDogWalkerGear CanicrossBeltRun CatChasesTheBelt',
    gaming:
      'ChampionBeltGameNight BeltBagGamingKit BeltTitleMatch BeltUpgradeRPG WrestlingBeltCareer BlackBeltDojoLevel',
  },
  whistling: {
    dance:
      'WhistlingDanceBreak WhistleStepGroove WhistlingTwirl WhistlingTapRoutine SoftShoeWhistling FingerSnapWhistling',
    fitness:
      'WhistlingIntervals WhistlingWhileJogging WhistlingPlankHold CoachWhistleCircuit UphillWhistlingHike WhistlingStairClimb',
    funny:
      'CantWhistleChallenge WhistlingGoneWrong WhistlingAttemptFaces WhistlingNeighborDuel WhistlingWithCrackers PuckerUpWhistling',
    prank:
      'WhistlingMysteryTune WhistleBirdcallPrank WhistlingFakeKettle HiddenWhistlingSpeaker SecretWhistlingBird WhistlingWakeUpCall',
    educational:
      'HowWhistlingWorks WhistlingLanguageSilbo WhistlingPitchScience WhistlingLipShapes LearnToFingerWhistle WhistlingNoteQuiz',
    cooking:
      'WhistlingKettleTea WhistlingWhileYouBake PressureCookerWhistles WhistlingPizzaToss WhistlingBreadKneading HappyChefWhistling',
    travel:
      'WhistlingIslandTrip WhistlingTrailWalk WhistlingCanyonEcho WhistlingTrainRide StreetWhistlerSearch LaGomeraWhistling',
    fashion:
      'WhistleNecklaceStyle WhistlingStrutFit RefereeWhistlingLook WhistlingFedoraOutfit WhistlingCardigan DapperWhistlerOOTD',
    wellness:
      'WhistlingBreathwork WhistleWhileYouWork HappyWhistlingMoment WhistlingMorningStroll WhistlingMoodLift SlowExhaleWhistling',
    speed:
      'WhistlingSpeedRound WhistlingFastestSong NameThatWhistle WhistlingIn60Seconds WhistlingNoteLadder OctaveWhistlingBlitz',
    art: 'WhistlingSoundwaveArt WhistlingSpectrogram WoodenWhistleCraft WhistlingPortrait WhistlingCaricature DrawTheWhistler',
    tech: 'WhistlingPitchApp WhistleActivatedLights WhistlingKeyFinder WhistlingToMIDI AIGuessesMyWhistling SearchByWhistling',
    pet: 'WhistlingPetReaction WhistleRecallTraining ParrotWhistlingDuet WhistlingDogHeadTilt WhistlingCatIgnores CockatielWhistlingCopy',
    gaming:
      'WhistlingGuessTheTune WhistleGameThemes CharadesByWhistling WhistlingZeldaSongs WhistlingBossMusic OcarinaWhistlingQuest',
  },
  candy: {
    dance:
      'CandyShopShuffle CandyCaneTwirl SugarRushCandyDance CandyWrapperShimmy CandyStripedStrut GummyCandyWiggle',
    fitness:
      'RepsPerCandy CandyCaneStretch BurnOffTheCandy CandyHuntStepCount CandyBarBurpees CandyTrickOrTreatMiles',
    funny:
      'CandyTierList CandyTradeNegotiation SourCandyFace CandyStashHideouts CandyParentTax ChewyCandyStruggle',
    prank:
      'CandyWrappedVeggies CandyJarSurprise SweetsLoveNotes CandyPillowTreat FollowTheCandyTrail ChocolateCandyTreasure',
    educational:
      'RockCandyCrystals CandyScienceExperiment CandyHistoryQuiz CandySkittlesRainbow CandySugarStages HowGummyCandyIsMade',
    travel:
      'CandyShopCrawl CandyAroundTheWorld JapaneseCandyHaul CandyFactoryVisit CandyMuseumDayOut HersheyCandyTrip',
    fashion:
      'CandyColorFit CandyCaneStripes LollipopCandyEarrings CandyNecklaceStack CandyPastelMakeup BubblegumCandyPink',
    wellness:
      'MindfulCandyTasting CandyBalanceHabit CandyJarGratitudeNotes CandyKindnessBowl CandyMemoryLane PeppermintCandyBreak',
    speed:
      'CandySortRace CandyChopstickRelay GummyCandyTower CandyUnwrapDash CandyStrawTransfer JellyBeanCandyCarry',
    music:
      'CandyWrapperBeat CandyShopSong SugarRushCandyRemix CandyManSingAlong CandyJarPercussion PopRocksCandyASMR',
    art: 'CandyMosaic CandyWrapperCraft GummyCandySculpture CandyStillLife CandyColorWheel LollipopCandyPortrait',
    tech: 'CandyDispenserBuild CandySortingRobot CottonCandyMakerTest CandyClawMachineDIY CandyCountingAI GumballCandyTeardown',
    pet: 'CandyCornPetCostume CandyCaneBandana HideTheCandyFromCat CandyStripeSweaterPup DogGuardsTheCandyBowl CandyHeartCollarTag',
    gaming:
      'CandyGameNightPrizes CandyKingdomLevel SugarRushCandyRun CandyLandRematch CandyCrushStreak PokerWithCandyChips',
  },
  rainbow: {
    dance:
      'RainbowRibbonDance RainbowLineStep EndOfTheRainbowShuffle RainbowScarfSpin RainbowColorCallMoves GroovingOverTheRainbow',
    fitness:
      'RainbowArchStretch RainbowColorCircuit RainbowRelayRun RainbowYogaFlow RollTheRainbowDice SevenRainbowSquats',
    funny:
      'RainbowEndChase RainbowSandwichFail RainbowGoldLetdown RainbowFoodTasteTest SprinkleRainbowChaos LeprechaunRainbowBit',
    prank:
      'RainbowInsideCake RainbowToastSurprise RainbowGoldHunt RainbowSockDrawerSwap MorningRainbowMilk LeprechaunRainbowTrail',
    educational:
      'HowRainbowsForm RainbowPrismScience DoubleRainbowFacts RainbowWalkingWater RainbowDensityJar RainbowSpectrumQuiz',
    cooking:
      'RainbowLayerCake RainbowFruitSkewers EatTheRainbowSalad RainbowBagels RainbowVeggiePizza LayeredRainbowSmoothie',
    travel:
      'RainbowMountainHike RainbowStreetTour WaterfallRainbowHunt RainbowCrosswalkPhotos RainbowRowHouses ChaseARainbowRoadTrip',
    fashion:
      'RainbowOutfit RainbowStripeFitCheck RainbowSockStack RainbowWeekOfColors ClipInRainbowHair PastelRainbowLayers',
    wellness:
      'RainbowBreathing RainbowGratitudeList AfterRainRainbowCalm RainbowMindfulWalk RainbowMoodCheckIn GroundingRainbowHunt',
    speed:
      'RainbowObjectHunt RainbowSortRace RainbowCupStack RainbowCrayonLineup ClosetRainbowBlitz SixtySecondRainbow',
    music:
      'RainbowSongCover RainbowXylophoneTune RainbowChordColors RainbowBoomwhackers HandbellRainbowJam OverTheRainbowUkulele',
    tech: 'RainbowPrismPhoto RainbowLEDSetup RainbowKeyboardGlow RainbowHoseMistCapture PhoneRainbowWallpaper HexCodeRainbow',
    pet: 'RainbowPetPortrait RainbowDogBandana RainbowToyLineUp RainbowCatTunnel PuppyRainbowBallPit ParrotRainbowMatch',
    gaming:
      'RainbowPixelBuild RainbowColorMatchGame RainbowDiceDuel RainbowRoadLap TetrisRainbowClear MinecraftRainbowBridge',
  },
  guitar: {
    dance:
      'GuitarSoloDance AirGuitarJump GuitarRiffChoreo GuitarDuckWalk GuitarCaseShuffle RockstarGuitarSpin',
    fitness:
      'AirGuitarCardio GuitarFingerWorkout GuitarCaseCarry GuitarSongSquats GuitarGripStrength AmpAndGuitarLunges',
    funny:
      'AirGuitarFaces GuitarTuningFails OneStringGuitarSong GuitarGuyWonderwall GuitarPickLostForever GuitarCaseSurprise',
    prank:
      'GuitarSerenadeSurprise FakeGuitarSolo LiveGuitarDoorbell GuitarWakeUpCall GuitarBalconyCrooner GuitarRequestAmbush',
    educational:
      'GuitarStringScience HowGuitarsWork FretboardGuitarMath GuitarChordTheory GuitarTonewoodQuiz GuitarSoundHole',
    cooking:
      'GuitarCake GuitarPickCookies GuitarWhileItSimmers GuitarShapedPizza LicoriceGuitarStrings RockstarGuitarSnacks',
    travel:
      'GuitarOnTheRoad BuskingGuitarTour CampfireGuitar NashvilleGuitarCrawl GuitarStreetJamAbroad GuitarBeachSunset',
    fashion:
      'GuitarStrapStyle GuitaristFitCheck RockstarGuitarLook GuitarPickNecklace GuitarLeatherJacket BandTeeAndGuitar',
    wellness:
      'GuitarMeditation GentleGuitarMorning StrumGuitarToUnwind GuitarPorchEvening GuitarDailyHabit GuitarFingerpickBreath',
    speed:
      'FastestGuitarRiff GuitarChordChangeRace TuneAGuitarFast GuitarRestringTimer GuitarScaleSprint GuitarIntroGuess',
    art: 'PaintedGuitar GuitarPickArt DrawYourGuitar GuitarSilhouettePhoto GuitarStillLifeSketch GuitaristStageLight',
    tech: 'GuitarPedalSetup GuitarTunerAppVsEar AIGuitarDuet GuitarLooperLayers GuitarPickupSwap HomeStudioGuitarTake',
    pet: 'DogSingsWithGuitar CatVsGuitar GuitarSerenadeForPet GuitarCaseNap GuitarLullabyForPup GuitarKittenSwat',
    gaming:
      'GuitarRhythmGame BossThemeOnGuitar GuitarBattleMode GuitarHeroFullCombo GuitarLevelMusicMedley TavernGuitarRequest',
  },
  summer: {
    dance:
      'SummerAnthemDance SummerBeachShuffle PoolPartySummerGroove SummerSprinklerStep SummerFlipFlopHop IceCreamSummerBop',
    fitness:
      'SummerBootCamp SummerBeachWorkout SunriseSummerSwim SummerParkPullUps SummerHikeStreak KayakSummerSprints',
    prank:
      'SummerSprinklerAmbush WaterBalloonSummerWar FakeSummerIceCream SummerChalkMessage SummerFrozenTShirt SummerPopsicleStash',
    educational:
      'WhySummerIsHot SummerSolsticeFacts SummerSunscreenScience SummerFireflyCount SummerReadingStreak HowSummerStormsForm',
    cooking:
      'SummerPopsicleLab SummerGrillNight NoBakeSummerDessert SummerLemonadeStand SummerBerryShortcake PeachSummerCobbler',
    travel:
      'SummerRoadTrip SummerBucketList HiddenSummerBeach SummerCampingWeekend SummerFestivalHop SwimmingHoleSummer',
    fashion:
      'SummerFitCheck SummerCapsuleWardrobe SunHatSummerStyle SummerLinenLook SummerSandalLineup OneSundressAllSummer',
    wellness:
      'SummerSunsetRitual SummerSlowMorning BarefootSummerLawn SummerHammockRead SummerStargazing LakeFloatSummerPause',
    speed:
      'SummerRelayRace SandcastleSummerSprint PoolLapSummerTimer SummerTentPitchOff SummerBikeTimeTrial SummerMeltingPopsicle',
    music:
      'SummerAnthemCover BeachSummerJam SummerUkuleleStrum SummerPorchConcert SummerIceCreamJingle SongOfTheSummer',
    art: 'SummerSunsetPhoto SummerSketchbook SummerChalkMural SummerSunPrints PressedSummerFlowers BackyardSummerTieDye',
    tech: 'SummerGadgetTest WaterproofPhoneSummer SummerSolarCharger SummerDIYFanBuild UnderwaterSummerCam SummerSmartCooler',
    pet: 'PetSummerCoolDown SummerDogPoolParty SummerFrozenTreats SummerSprinklerZoomies SummerLakeSwimPup CatSummerSunbeam',
    gaming:
      'SummerGamingMarathon SummerGameNight BeachSummerCardTourney SummerCampTrivia SummerLANParty PorchSummerChess',
  },
  librarian: {
    dance:
      'LibrarianSilentDisco LibrarianShushShuffle BookCartLibrarianBop LibrarianStampStep LibrarianTiptoeTango QuietLibrarianMoves',
    fitness:
      'LibrarianShelfSquats LibrarianStepCount LibraryBookCurls LibrarianCartPush ShelveLikeALibrarian SilentLibrarianWorkout',
    prank:
      'LibrarianBlindDateBook LibrarianBookmarkNote SurpriseLibraryCard LibrarianDeskFlowers LibrarianShushSign ShushedByTheLibrarian',
    educational:
      'LibrarianResearchTips LibrarianBookPicks DeweyDecimalLibrarian LibrarianCitationHelp LibraryArchiveSecrets AskALibrarianAnything',
    cooking:
      'LibrarianBookClubBites LibrarianNovelRecipe LibrarianTeaParty LibrarianLunchBento CookbookFromTheLibrary NoCrumbsLibrarianRule',
    travel:
      'LibrarianCityGuide LibraryReadingRoomTour LibrarianTrinityDublin LibrarianBookshopCrawl AskALibrarianAbroad BookBoxLibrarianWalk',
    fashion:
      'LibrarianChicLook LibrarianCardiganFit LibrarianGlassesChain LibrarianTweedSkirt DressLikeALibrarian ModernLibrarianStyle',
    wellness:
      'LibrarianQuietHour LibrarianCozyNook SilentLibraryRetreat LibrarianBookRemedy ReadLikeALibrarian AskALibrarianForCalm',
    speed:
      'LibrarianShelvingRace LibrarianBookFind AlphabetLibrarianDash LibrarianCallNumber60 LibrarianStampBlitz CheckoutLibrarianTimer',
    music:
      'LibrarianWhisperSong ShushLibrarianBeat LibrarianStampRhythm LibrarianPageTurnASMR QuietLibraryHum BookCartLibrarianDrums',
    art: 'LibrarianBookFolding LibrarianDisplayDesign SpineRainbowLibrarian LibrarianBlackoutPoem LibrarianReadingPoster OldLibraryCardCollage',
    tech: 'LibrarianBarcodeScan LibrarianEbookSetup SmartLibraryShelf LibrarianDigitizes LibrarianAIFactCheck MakerspaceLibrarian',
    pet: 'LibrarianReadingDog LibrarianShelfCat PetLibrarianStoryTime LibrarianTherapyPup LibrarianKittenGreeter ReadToAPuppyLibrarian',
    gaming:
      'LibrarianTriviaNight LibrarianMysteryGame BookwormLibrarianQuest LibrarianEscapeRoom LibrarianChessClub ScavengerHuntLibrarian',
  },
  sleepover: {
    dance:
      'SleepoverPajamaDance SleepoverShuffle SlumberPartyMoves SleepoverFlashlightBop TheSleepingBagWorm HairbrushMicSleepover',
    fitness:
      'SleepoverYoga SleepoverWorkout PillowFightSleepover SleepoverWallSit SleepoverTwisterFlex PostSleepoverRun',
    funny:
      'SleepoverFriendTypes SleepoverGiggleFit SleepoverFirstAsleep SleepoverSnoreEvidence BlanketHogSleepover MidnightSleepoverPOV',
    educational:
      'SleepoverScience SleepoverStargazing SlumberPartyTrivia SleepoverGlowStickChem MorseCodeSleepover WhyWeDreamAtSleepovers',
    cooking:
      'SleepoverSnacks SleepoverPancakes MidnightSleepoverPizza SleepoverSmoresDip SleepoverWaffleBar CookieDoughSleepover',
    travel:
      'SleepoverCampout SleepoverRoadTrip BackyardTentSleepover SleepoverAtTheMuseum SleepoverAquariumStay BunkBedCabinSleepover',
    fashion:
      'SleepoverPajamas SleepoverPJFitCheck MatchingSleepoverSet SleepoverSlipperLineup SleepoverMakeoverNight FluffySocksSleepover',
    wellness:
      'SleepoverSpaNight SleepoverFaceMasks SlumberPartySelfCare SleepoverGratitude DeepTalksAtSleepover CozySleepoverPileUp',
    speed:
      'SleepoverFortBuild SleepoverSetupTimer SleepingBagSackRace SleepoverCleanupDash BraidingSleepoverBlitz PillowStackSleepover',
    music:
      'SleepoverKaraoke SlumberPartySingAlong SleepoverLipSyncBattle SleepoverHarmonies BalladAtTheSleepover MidnightSleepoverSong',
    art: 'SleepoverCraftNight SleepoverBracelets PillowcaseSleepoverArt SleepoverPortraitSwap SleepoverTieDyeSocks GlowSleepoverPainting',
    tech: 'SleepoverMovieSetup SleepoverWalkieTalkies SleepoverPhotoBoothApp LEDSleepoverFort StarProjectorSleepover MidnightSleepoverVlog',
    pet: 'SleepoverDogBunkmate SleepoverPillowNest PetSlumberParty SleepoverCatInTheBag HamsterJoinsSleepover SleepoverPuppyPJs',
    gaming:
      'SleepoverGameNight SleepoverCoopMarathon SlumberPartyCharades SleepoverMarioKartCup WerewolfAtTheSleepover TwisterSleepoverFinal',
  },
  astronaut: {
    dance:
      'AstronautDance AstronautMoonwalk ZeroGravityAstronaut AstronautSlowMoFloat AstronautLaunchJump MoonBounceAstronaut',
    fitness:
      'AstronautTrainingCamp AstronautCoreWorkout SpacewalkAstronautReps AstronautPoolDrills AstronautBikeIntervals MoonJumpAstronautPlyo',
    funny:
      'AstronautDailyLife AstronautFoodTasting AstronautZeroGFails AstronautHelmetItch SuitUpLikeAnAstronaut HomeAstronautPOV',
    prank:
      'AstronautFakeLaunch AstronautCostumeDoor ZeroGravityAstronaut AstronautMoonRockGift AstronautWakeUpCall GlowStarAstronautRoom',
    cooking:
      'AstronautFoodTasteTest AstronautIceCream SpaceSnacksLikeNASA AstronautTortillaPizza AstronautTubeDinner FreezeDriedAstroFruit',
    travel:
      'NASASpaceCenterTour AstronautMuseumVisit AstronautRocketGarden DarkSkyAstronomyTrip HoustonAstronautDay AstronautLaunchViewing',
    fashion:
      'AstronautJumpsuitFit NASALogoStyle SpaceSuitAstronautLook AstronautFlightJacket AstronautPatchDenim SilverAstronautSet',
    wellness:
      'AstronautSleepRoutine EarthViewLikeAstronaut AstronautSoloHabits AstronautBoxBreathing PaleBlueDotAstronomy AstronautJournalLog',
    speed:
      'AstronautSuitUpRace AstronautGloveTask BeatTheNASACountdown AstronautDockingDash AstronautChecklist RapidAstronautQuiz',
    music:
      'AstronautSong AstronautSpaceBeat ZeroGravityAstroJam AstronautBowieCover AstronautLullaby OrbitAstronautSynth',
    art: 'AstronautPainting AstronautHelmetCraft SketchAnAstronaut AstronautStencilArt AstronautMoonDiorama GalaxyAstronautCanvas',
    tech: 'AstronautGadgets AstronautVRTrip NASALiveStreamWatch ISSTrackerAstronaut AstronautRoverBuild MoonPhaseAstronomyApp',
    pet: 'AstronautPetCostume AstronautPupPhotoShoot SpaceCadetAstroKitty AstronautRocketBox AstronautPlushShuttle HamsterAstronautBall',
    gaming:
      'AstronautSimulator AstronautMissionGame SpaceStationAstroBuild AstronautKerbalLaunch AstronautAmongUsRound MoonBaseAstronautQuest',
  },
  outfit: {
    dance:
      'OutfitSwitchDance OutfitTwirlReveal FitCheckGroove OutfitTransitionSpin JumpCutOutfitChange RunwayOutfitStrut',
    fitness:
      'OutfitSquatTest OutfitLungeWalk OutfitJumpingJacks OutfitBurpeeProof DoesYourOutfitStretch GymOutfitPlank',
    funny:
      'OutfitRatedByFamily WorstOutfitChallenge DramaticFitCheck OutfitToddlerCritic OnlineOutfitVsReality OutfitPickedByDad',
    prank:
      'OutfitNoteInPocket OutfitSwapSurprise BackwardsFitCheck OutfitTwinAmbush OutfitPickedByTheDog SecretOutfitMakeover',
    educational:
      'OutfitColorTheory OutfitComboMath FabricFactsFitCheck OutfitHistoryByDecade OutfitCareLabels DressCodeOutfitGuide',
    cooking:
      'SnackToMatchMyOutfit OutfitCookieDecor FitCheckCupcakes OutfitColorSmoothie OutfitThemedDinner RunwayOutfitPlating',
    travel:
      'OutfitInEveryCity OutfitPhotoWalk CarryOnFitCheck OutfitsForFiveDays OutfitLandmarkMatch OneBagOutfitCapsule',
    wellness:
      'OutfitMoodCheck CozyOutfitSunday FeelGoodOutfit OutfitConfidenceBoost OutfitGratitudeCloset SlowMorningOutfitPick',
    speed:
      'OutfitIn60Seconds OutfitChangeRace FitCheckSpeedrun OutfitFiveLooksMinute LayeringOutfitBlitz PackAWeekOfOutfits',
    music:
      'OutfitToTheBeat OutfitGenreSwap FitCheckSoundtrack OutfitSongTitleLook AlbumCoverOutfit LyricInspiredOutfit',
    art: 'OutfitSketchbook PaperDollOutfit FitCheckPortrait OutfitCollageBoard WatercolorOutfitStudy OutfitIllustration',
    tech: 'OutfitPlannerApp OutfitAIStylist MirrorCamFitCheck OutfitClosetDigitize OutfitVirtualTryOn RepeatOutfitTracker',
    pet: 'PetPicksMyOutfit MatchingDogOutfit CatFitCheck OutfitPuppyApproval OutfitFurRollerTest OutfitBunnyPhotoshoot',
    gaming:
      'OutfitLoadoutCheck GameCharacterOutfit OutfitSkinUnlocked OutfitCosplayBuild OutfitSimsRecreate DressToImpressOutfit',
  },
  sandwich: {
    dance:
      'SandwichStackDance SandwichShuffle DeliSandwichGroove SandwichTrioMove SandwichSlideStep LunchboxSandwichBop',
    fitness:
      'ProteinSandwichPrep SandwichStackSquats LungeForASandwich SandwichPlankPass SandwichFuelHike SandwichBasketCarry',
    funny:
      'IsItASandwich SandwichCutDebate SandwichArtistReview SandwichTooTallBite SandwichOrderChaos CrustlessSandwichDeal',
    prank:
      'SandwichCakeLookalike DessertSandwichSwap LunchboxSandwichNote SandwichGooglyEyes SandwichShapedPillow GiantSandwichDelivery',
    educational:
      'SandwichLayerPhysics SandwichSogginessTest WhoInventedTheSandwich SandwichFractions SandwichMapQuiz GlobalSandwichFacts',
    travel:
      'SandwichCrawl SandwichRoadTrip DeliSandwichHop SandwichPicnicSummit BanhMiSandwichHunt SandwichCityRanking',
    fashion:
      'SandwichLayerOutfit SandwichPrintTee DeliSandwichFitCheck SandwichColorBlocking SandwichEarringCraft PicnicSandwichDateLook',
    wellness:
      'MindfulSandwichLunch SandwichForAStranger SlowPicnicSandwich SandwichParkBench SandwichKindnessBags SandwichNoScreenBreak',
    speed:
      'SandwichBuildRace SandwichSpeedrun DeliSandwichRush SandwichAssemblyLine SandwichIn30Seconds BlindfoldSandwichTimer',
    music:
      'SandwichSong SandwichCrunchASMR DeliSandwichBeat SandwichRecipeRap SandwichJingleContest LunchboxSandwichDrums',
    art: 'SandwichFaceArt SandwichStillLife DeliSandwichSign SandwichFeltCraft SandwichCollage CookieCutterSandwich',
    tech: 'SandwichPressTest AISandwichCombo SandwichMakerGadget SandwichToasterDuel SandwichNutritionScan LunchboxSandwichTemp',
    pet: 'PetSandwichStare SandwichLeaveItTest SandwichCatCuddle PuppySandwichManners SandwichPlushToy SandwichCostumeDog',
    gaming:
      'SandwichStackingGame SandwichShopSim LanPartySandwichBar SandwichTetrisTower SandwichOvercookedRun LunchRushSandwichCoop',
  },
  confetti: {
    dance:
      'ConfettiDance ConfettiSpinMoves ShuffleInConfetti ConfettiBeatDropBlast ConfettiSlowMoTwirl StreamerConfettiGroove',
    fitness:
      'ConfettiCleanUpSquats ConfettiJumpingJacks EarnTheConfetti ConfettiPRCelebration ConfettiFinishLineRun StreamerConfettiHops',
    funny:
      'ConfettiEverywhere ConfettiFoundDaysLater PopperConfettiFail ConfettiOverreaction ConfettiVacuumBattle GlitterVsConfetti',
    educational:
      'ConfettiHistory ConfettiPhysics HowConfettiPoppersWork LeafConfettiEcoTest ConfettiWordOrigin ConfettiTickerTape',
    cooking:
      'ConfettiCake ConfettiCookies ConfettiPancakes ConfettiPopcornMix MilkshakeConfettiRim WafflesWithConfetti',
    travel:
      'ConfettiParade ConfettiFestivalTrip NewYearConfettiDrop ConfettiCarnivalRio ConfettiStadiumFinal CanyonOfHeroesConfetti',
    fashion:
      'ConfettiPrintFit ConfettiSequinLook ConfettiPartyOutfit ConfettiNailArt TinyConfettiEarrings GlitterConfettiMakeup',
    wellness:
      'ConfettiGratitude ConfettiSmallWins CelebrateWithConfetti ConfettiJoyJar ConfettiProudMoments HappyConfettiJournal',
    speed:
      'ConfettiCleanUpRace ConfettiCountdown QuickDrawConfetti ConfettiColorSortDash ConfettiBalloonFill StreamerConfettiBlitz',
    music:
      'ConfettiBeatDrop ConfettiPartyAnthem PercussionConfettiPop ConfettiFinaleChorus ConfettiKazooFanfare SlowMoConfettiScore',
    art: 'ConfettiMosaic ConfettiCollage HolePunchConfettiArt ConfettiResinCoasters ConfettiCascarones PointillismInConfetti',
    tech: 'ConfettiCannonBuild ConfettiSlowMo HighSpeedConfettiCam ConfettiLeafBlowerTest ConfettiArduinoTrigger SmartButtonConfetti',
    pet: 'ConfettiPetBandana ConfettiDogReaction BirthdayConfettiPup ConfettiGotchaDay ConfettiCatPhotoshoot SlowMoConfettiKitten',
    gaming:
      'ConfettiOnEveryWin ConfettiGameNight VictoryConfettiPop ConfettiAchievement ConfettiTourneyFinale CheckmateConfetti',
  },
  dolphin: {
    dance:
      'DolphinWaveDance DolphinDiveMove OceanDolphinGroove DolphinFlipSpin DolphinJumpRoutine RippleLikeADolphin',
    fitness:
      'DolphinPlank DolphinKickDrill OceanDolphinSwim DolphinPushUps DolphinPoseHold PoolNoodleDolphinCore',
    funny:
      'DolphinSoundImpression DolphinLaughSkit DolphinRatesMyDive DolphinSideEye SubtitlesForADolphin InflatableDolphinRodeo',
    prank:
      'DolphinFloatSurprise DolphinSqueakRingtone BathtubDolphinFin InflatableDolphinDrop DolphinTowelSwap DolphinCallVoicemail',
    educational:
      'HowDolphinsSleep DolphinEcholocation DolphinNameWhistles DolphinVsPorpoise DolphinBrainFacts HowDolphinsBreathe',
    cooking:
      'DolphinBananaSnack DolphinCupcakes OceanDolphinSmoothie DolphinWatermelonCarve DolphinCookieCutters BentoDolphinLunch',
    travel:
      'DolphinWatchingTour DolphinCoastRoadTrip KayakDolphinSpotting DolphinBayBoatRide DolphinCoveSunrise WildDolphinSnorkel',
    fashion:
      'DolphinPrintSwimwear DolphinEarrings OceanBlueDolphinFit DolphinNecklaceStack DolphinHairClip NinetiesDolphinTee',
    wellness:
      'DolphinSoundsCalm DolphinSunsetSwim OceanDolphinBreath DolphinSmileBreak FloatLikeADolphin DolphinJournalPage',
    speed:
      'DolphinKickRace DolphinDiveSprint PoolDolphinRelay DolphinFactBlitz DolphinDrawInTen NoodleDolphinDash',
    music:
      'DolphinClickBeat DolphinWhistleSong OceanDolphinLofi DolphinSqueakRemix DolphinChorusLayer UnderwaterDolphinHum',
    art: 'DolphinWatercolor DolphinSandSculpture ResinDolphinWave DolphinMosaic DolphinLinocut ChalkDolphinMural',
    tech: 'DolphinHydrophone DolphinDroneFootage UnderwaterDolphinCam DolphinAITranslator DolphinSonarDemo SpectrogramOfADolphin',
    gaming:
      'DolphinReefAdventure DolphinRacingLevel OceanExplorerDolphin EccoTheDolphinReplay DolphinTriviaShowdown DolphinSubnauticaDive',
  },
  candle: {
    dance:
      'CandleFlickerDance CandleGlowGroove CandlelightWaltz CandleShadowMoves BirthdayCandleBop BlowOutTheCandleSpin',
    fitness:
      'CandleYogaFlow CandleGazeBalance CandlelightStretch CandleBurnTimePlank ShoulderStandCandle OneCandleWallSit',
    funny:
      'CandleScentNamesRanked CandleHoarderTour CandlelightDinnerFail CandleTunnelingDrama MomsCandleSniffReview SavingTheFancyCandle',
    prank:
      'CandleScentSwap CandleCakeFakeOut CandlelitSurprise CandleLabelRename TrickCandleBirthday LEDCandleTrail',
    educational:
      'CandleScience CandleSafetyTips HowCandleWicksWork CandleWaxTypes CandleFlameColors WhyCandlesBurnUpward',
    cooking:
      'CandlelightDinner CandleShapedCupcakes BirthdayCandleCake CandleFondueNight CandleCheesecakeBites BananaCandleSnack',
    travel:
      'CandleShopTour CandleMarketTrip CandlelitCathedral CandleLanternFestival LocalCandleWorkshop RiverCandleFloat',
    fashion:
      'CandlelightDinnerFit CandleColorOutfit GlowyCandlelitLook CandleHueMatching CandleWaxSeal VelvetCandleEvening',
    speed:
      'CandleScentGuessRace CandleDecorSpeedrun CandleJarUpcycle CandleWickTrimDash BlowOutEveryCandle TealightCandleLineup',
    music:
      'CandlelightConcert CandleFlickerPiano CandleCelloEvening CandleAcapellaHum StringQuartetByCandle LullabyByCandleGlow',
    art: 'CandleMakingDIY CandleCarvingArt CandlelightPhotography CandleWaxPainting DippedTaperCandles JarLabelCandleDesign',
    tech: 'CandleWarmerLampTest CandleLEDVsReal SmartCandleSetup CandleBurnTimeLog CandleVsDiffuser FlickerCandleBulb',
    pet: 'CandlePetSafetyCheck FlamelessCandleSwap CozyCandlelitNap CandleShapedChewToy CandleBoxCatFort DogPortraitCandle',
    gaming:
      'CandlelightBoardGame CandleCozyGamingNight CandlelitMysteryParty CandleGhostStoryDice SpookyCandleCampaign PowerCutCandleCharades',
  },
  beard: {
    dance:
      'BeardBounceDance BeardedDadMoves MustacheTwirlSpin BeardStrokeGroove LumberjackBeardStomp BarbershopBeardShuffle',
    fitness:
      'BeardMonthPushUps BeardedBootcamp MovemberMustacheMiles BeardLumberjackCircuit BeardStrongmanCarry NoShaveBeardRun',
    funny:
      'BeardShaveReveal EveryBeardStyleInADay FakeMustacheDisguise BeardCrumbCollector BeardSantaAudition BeardVsSoupBowl',
    prank:
      'BeardShaveOffSurprise FakeBeardDoorAnswer MustacheDinnerParty BeardBaubleDecorating EveryoneWearsABeard SantaBeardDoorbell',
    educational:
      'BeardGrowthFacts WhyBeardsGrowDifferent MustacheHistory BeardMicroscopeZoom BeardStylesByEra PhilosopherBeardQuiz',
    cooking:
      'MustachePancakeArt BeardShapedCookies BeardedGingerbreadMan BeardWhippedCreamSanta CrumbFreeBeardSnacks BigBeardBreakfast',
    travel:
      'BeardRoadTripDiary BeardBarberAbroad TravelBeardTimeLapse BeardIstanbulShave BeardAlaskaExpedition CabinBeardWeekend',
    wellness:
      'BeardCareRoutine BeardOilRitual MustacheGroomingCalm BeardBrushMindful HotTowelBeardTreat MirrorBeardPepTalk',
    speed:
      'BeardStyleSwapRace BeardBraidTimer FakeMustacheRelay BeardTrimInSixty BeardLineUpClock SantaBeardDash',
    music:
      'BeardTrimmerBeat BarbershopBeardQuartet MustacheSerenade BeardSeaShanty BeardStrokeBlues LumberjackBeardSong',
    art: 'BeardPortraitSketch BeardPaperCraft MustacheDoodleArt BeardYarnPuppet CottonBallBeardSanta ClaySculptedBeard',
    tech: 'BeardFilterTest BeardGrowthTimeLapse ARMustacheTryOn BeardTrimmerShootout BeardAIPreview LaserGuideBeardTrim',
    pet: 'BeardTwinWithMyDog BeardedPetPhotoShoot MustacheKittyPortrait BeardSchnauzerMatch PuppyBeardNuzzle GoatBeardComparison',
    gaming:
      'BeardCharacterCreator GiveYourAvatarMyBeard MustacheMysteryGame BeardDwarfCampaign BeardKratosCosplay VikingBeardValheim',
  },
  dumpling: {
    dance:
      'DumplingDance DumplingPleatShuffle DimSumDumplingBop DumplingChopstickTap SteamBasketDumplingHop GyozaSizzleStep',
    fitness:
      'DumplingMealPrep DumplingSquats EarnYourDumplings DumplingDoughKneadBurn DumplingMarketWalk RollingPinDumplingArms',
    funny:
      'DumplingFoldFail DumplingShapeJudging SoupDumplingSquirt DumplingCountDispute DumplingChopstickSlip GrandmasDumplingRule',
    prank:
      'SecretFillingDumpling DumplingDessertFakeout SurpriseDumplingParty DumplingPlushSwap DumplingFortuneNote DumplingBasketReveal',
    educational:
      'DumplingHistory DumplingFoldingGuide LunarNewYearDumplings DumplingWorldVarieties DumplingWrapperGluten WhyDumplingsSteamFast',
    travel:
      'DumplingCrawl DimSumDumplingTour DumplingNightMarket DumplingTaipeiQueue KathmanduMomoDumplings GyozaAlleyTokyo',
    fashion:
      'DumplingPlushBag DumplingDateOutfit DimSumDumplingFit DumplingEarrings DumplingBunHairstyle QipaoAndDumplings',
    wellness:
      'DumplingFamilyFolding MindfulDumplingPleats SlowSundayDumplings DumplingComfortSoup DumplingGrandmaStories DumplingSteamCalm',
    speed:
      'DumplingFoldRace DumplingSpeedrun FiftyDumplingsFast DumplingWrapperRoll ChopstickDumplingMove GyozaPleatBlitz',
    music:
      'DumplingSizzleASMR DumplingSong DumplingCartBeat DumplingKitchenChorus RapADumplingRecipe ChopstickDumplingDrums',
    art: 'DumplingDoodle DumplingPleatPatterns RainbowDumplings DumplingClaySculpt DumplingWatercolor FeltDumplingPlush',
    tech: 'DumplingMachineTest DumplingSteamerGadget AIDumplingRecipe DumplingAirFryerCrisp DumplingPressMold InstantPotDumplings',
    pet: 'PetDumplingCostume WrappedLikeADumpling DumplingPlushPose DumplingCatLoaf DumplingHamsterCheeks DumplingPuppyBed',
    gaming:
      'DumplingShopSim DumplingGameNight DimSumDumplingTiers DumplingMahjongBreak DumplingOvercookedRun ChopstickDumplingDuel',
  },
  flute: {
    dance:
      'FluteBalletDuet FluteTwirlRoutine PiedPiperFluteParade FluteSwayAndPlay FluteMarchingStep IrishJigToTheFlute',
    fitness:
      'FluteBreathTraining FluteLungWorkout LongNoteFlutePlank FluteCorePosture FluteWallSitTones DiaphragmFluteDrill',
    funny:
      'FluteFails DramaticFluteSolo FluteTrillFace FluteRecorderComeback FluteSqueakyNoteSaga JazzFluteRonBurgundy',
    prank:
      'SurpriseFluteSerenade FluteBirdcallPrank FluteDoorbellTune FluteWakeUpMelody FluteMysteryMusician HiddenFlutistCameo',
    educational:
      'HowFlutesWork FluteAirScience AncientBoneFlutes FluteFingeringChart FluteOvertoneDemo PanpipeVsFlute',
    cooking:
      'FluteCake FluteRecitalSnacks FluteShapedCookies FluteBandBakeSale PiccoloFluteMacarons PretzelRodFlutes',
    travel:
      'FluteOnTheMountain FluteAtTheBeach FolkFluteJourney FluteConcertHall FluteForestEcho IrishPubFluteSession',
    fashion:
      'FlutistFitCheck FluteConcertLook SilverFluteStyle FluteRecitalDress FluteCaseAccessory OrchestraFluteBlacks',
    wellness:
      'FluteMeditation FluteBreathing CalmFluteMorning FluteSunsetImprov FluteForestBathing BambooFluteRest',
    speed:
      'FastestFluteTrill FluteSpeedScale BumblebeeFlute FluteTongueTwister FluteArpeggioBlitz FluteAssemblyTimer',
    art: 'PaintedFlute DrawAFlute BambooFluteCraft FluteStillLife FluteSheetMusicCollage FluteWatercolor',
    tech: 'FluteLoopPedal FluteNoteVisualizer FluteWithAIHarmony FluteTunerAppTest BestFluteMicSetup DigitalFluteController',
    pet: 'DogHowlsToFlute BirdFluteDuet PetFluteSerenade FluteCatReaction FluteHamsterConcert FlutePuppyHeadTilt',
    gaming:
      'FluteGameSoundEffects BossThemeOnFlute FluteZeldaOcarinaSongs AnimalCrossingFlute FluteSimonSays FluteRhythmChallenge',
  },
  broccoli: {
    dance:
      'BroccoliBop BroccoliTreeShuffle BroccoliFreeze BroccoliForestWaltz BouquetOfBroccoliSway CongaLineOfBroccoli',
    fitness:
      'BroccoliPlank BroccoliBalanceSquat GreenGainsBroccoli BroccoliTreePose BroccoliCrateCarry VeggieBoxBroccoliLift',
    funny:
      'GiantEatsBroccoliTrees BroccoliMicDrop BroccoliVillainSpeech BroccoliProposal BroccoliNatureDoc KidsFirstBroccoliFaces',
    prank:
      'BroccoliCupcakeSwap SneakyBroccoliBrownie BroccoliBouquetGift BroccoliGooglyEyes BroccoliIceCreamDecoy DeskForestOfBroccoli',
    educational:
      'BroccoliIsAFlower WhyBroccoliSmells BroccoliKaleCousins BroccoliFractalMath BroccoliNutrientQuiz WildCabbageToBroccoli',
    travel:
      'BroccoliFarmTour BroccoliMarketHunt RomanescoBroccoliFind BroccoliFieldPhotoWalk BroccoliStirFryCrawl ForeignBroccoliDishes',
    fashion:
      'BroccoliGreenFitCheck BroccoliPrintTee BroccoliFloretEarrings BroccoliBroochDIY RunwayBroccoliCostume DressLikeABroccoli',
    wellness:
      'BroccoliBowlReset BroccoliFirstHabit BroccoliSproutJar MindfulBroccoliBite BroccoliSoupNight GreenPlateBroccoliWeek',
    speed:
      'BroccoliChopRace FastestBroccoliFloret BroccoliStackSprint BroccoliTossRelay BroccoliPeelStemIn30 VeggieBagBroccoliRush',
    music:
      'BroccoliMicCover BroccoliBeatDrop VeggieBandBroccoli BroccoliMaracas BroccoliCrunchASMR GroceryRapBroccoli',
    art: 'BroccoliStampArt BroccoliTreeLandscape BroccoliForestPainting BroccoliBonsaiSculpt StillLifeWithBroccoli FloretBroccoliClouds',
    tech: 'BroccoliMacroShot BroccoliSproutCam BroccoliPianoCircuit AirFryerBroccoliTest BroccoliHydroponics SmartFridgeBroccoli',
    pet: 'BroccoliPlushFetch BroccoliCostumePet BroccoliToyHunt CatVsBroccoli BroccoliSqueakerTug PuppyInBroccoliPatch',
    gaming:
      'BroccoliBossFight BroccoliFarmBuild BroccoliTowerDefense BroccoliPowerUpRun CookingSimBroccoli VeggieKartBroccoli',
  },
  submarine: {
    dance:
      'SubmarineDiveDance SubmarineSonarGroove PeriscopeSubmarineMove SubmarineBubbleBounce SubmarinePingStep SinkAndRiseSubmarine',
    fitness:
      'SubmarineSquatDive SubmarinePlank DeepSubmarineBurpees SubmarineHatchPushups SubmarineLadderClimbs TorpedoSubmarineSprint',
    funny:
      'SubmarineCaptainBit SubmarineBathtubVoyage PeriscopeSubmarinePeek SubmarineCrampedCabin SubmarinePingVoice StuckInASubmarineHatch',
    prank:
      'SubmarineBathSurprise SubmarinePeriscopePeek SubmarinePortholeDoor YellowSubmarineHallway SubmarineSonarWakeUp ToySubmarineInTheTub',
    cooking:
      'SubmarineCake SubmarineMelonBoat SubmarineSandwichBuild SubmarineJellyOcean BentoSubmarineLunch ZucchiniSubmarineHull',
    travel:
      'SubmarineTourVisit SubmarineMuseum AquariumSubmarineTrip GlassBottomSubmarine SubmarineNavalBase SubmarineReefExcursion',
    fashion:
      'SubmarineCaptainFit SubmarineCostume DeepSeaSubmarineLook SubmarineNavyPeacoat YellowSubmarineSlicker SubmarineCrewJumpsuit',
    wellness:
      'SubmarineDeepBreath SubmarineCalmDive OceanSoundsSubmarine SubmarineSilentRunning SubmarineDimLightHour QuietLikeASubmarine',
    speed:
      'SubmarineBuildRace SubmarineDiveTimer BottleSubmarineSprint SubmarineSonarQuiz SubmarineSurfaceIn10 FastestSubmarineSketch',
    music:
      'SubmarineSonarBeat SubmarineSongCover YellowSubmarineKazoo SubmarinePingMelody SubmarineWhaleDuet DeepBassSubmarine',
    art: 'SubmarineDrawing CardboardSubmarine SubmarineSeaDiorama SubmarineBottleModel SubmarinePaperMache WatercolorSubmarine',
    tech: 'SubmarineRCTest SubmarineCameraDive MiniSubmarineDrone SyringeSubmarineBuild SubmarineSonarArduino SubmarineROVPilot',
    pet: 'PetSubmarineToy SubmarineBathtubPup FishTankSubmarine SubmarineBoxCatHatch SubmarineBubbleDog SubmarinePortholePeek',
    gaming:
      'SubmarineSimRun SubmarineBattleGame DeepSeaSubmarineDive SubmarineTorpedoDuel SubmarineSonarHideSeek SalvageSubmarineQuest',
  },
  hawaii: {
    dance:
      'HawaiiHulaLesson HawaiiLuauDance AlohaHawaiiShuffle HawaiiWaveArms HawaiiSunsetGroove TikiHawaiianSway',
    fitness:
      'HawaiiSurfWorkout HawaiiHikeChallenge PaddleboardHawaii HawaiiDiamondHeadClimb HawaiiOceanSwim OutriggerHawaiiRow',
    funny:
      'HawaiiSnackTasteTest HawaiianShirtFriday IslandTimeHawaiiMood SayHawaiiWordsRight HawaiiTouristSunburn WildChickensOfHawaii',
    prank:
      'SurpriseHawaiiTrip HawaiiLeiGreeting BackyardHawaiiLuau HawaiiOfficeMakeover HawaiiPineappleDesk HawaiiTikiBalcony',
    educational:
      'HawaiiVolcanoFacts HawaiianWordsToKnow HawaiiHistoryMinute HawaiiIslandFormation ReefSafeHawaiiTips WhyHawaiiHasNoSnakes',
    cooking:
      'HawaiiPokeAtHome HawaiianPlateLunch MakeHawaiiShaveIce HawaiiMalasadaBake HawaiiSpamMusubiRoll PineappleHawaiiBoat',
    fashion:
      'HawaiianShirtFit HawaiiVacationOutfit FlowerLeiHawaii HawaiiMuumuuStyle HawaiiPlumeriaClip IslandHawaiiSarong',
    wellness:
      'HawaiiSunriseCalm AlohaHawaiiMindset HawaiiBeachMeditation HawaiiRainbowGratitude HawaiiWaterfallPause SlowHawaiiIslandTime',
    speed:
      'HawaiiIslandHopRace HawaiiPokeBowlBuild LeiMakingHawaiiDash HawaiiPineappleCut HawaiiWordsBlitz SnorkelGearUpHawaii',
    music:
      'HawaiiUkuleleCover HawaiianSlackKeyGuitar AlohaHawaiiSong HawaiiConchShellCall HawaiiIpuDrumBeat OverTheRainbowHawaii',
    art: 'HawaiiSunsetPainting HawaiiFlowerLeiCraft TropicalHawaiiSketch HawaiiTurtleWatercolor HawaiiQuiltPattern PalmLeafHawaiiWeave',
    tech: 'HawaiiVolcanoCam HawaiiTravelApps UnderwaterHawaiiVideo HawaiiSurfReportCheck HawaiiDroneCoastline LavaFlowMapHawaii',
    pet: 'PetHawaiianShirt HawaiiLeiPhotoshoot HawaiiBeachDog HawaiiCatLuauNap HawaiiPuppyGrassSkirt TikiHawaiiHamster',
    gaming:
      'HawaiiSurfGame HawaiiTriviaNight LuauHawaiiCharades HawaiiIslandBingo HawaiiWordScramble MinecraftHawaiiVolcano',
  },
  pillow: {
    dance:
      'PillowFightDance PillowPartnerWaltz SlumberPartyPillowSway PillowHugSpin PillowOnTheHeadStep PajamaPillowGroove',
    fitness:
      'PillowCoreWorkout PillowBalanceDrill BedtimePillowStretch PillowSquatSqueeze PillowPassSitUps KneePillowPlank',
    funny:
      'PillowFightSlowMo PillowFortTour FluffThePillowAgain PillowColdSideHunt PillowHogExposed DadsFlatPillowRant',
    educational:
      'HowPillowsAreMade PillowSleepScience WhatsInsideAPillow PillowFillingTest PillowHistoryTimeline PillowDownVsFoam',
    cooking:
      'PillowCookies PillowSoftRolls FluffyPillowPancakes PillowDumplings PillowMarshmallowBatch CloudBreadLikeAPillow',
    travel:
      'TravelPillowTest HotelPillowMenuReview PillowRoadTripNap PillowPackingHack PillowCampingShowdown PillowAirportLounge',
    fashion:
      'PillowcaseDressDIY PillowPrintPajamas BedtimePillowFit PillowBagStyling PillowSilkHairWrap PuffyPillowSleeves',
    wellness:
      'PillowMeditation PillowBreathingBreak BedtimePillowWindDown PillowLavenderSpray PillowScreamRelease FreshPillowSunday',
    speed:
      'PillowFortSpeedBuild PillowcaseChangeRace PillowStackTower PillowFluffSprint BasketTossPillows ArrangeThePillowsIn30',
    music:
      'PillowDrumSolo PillowLullaby BedtimePillowSong PillowBeatbox PillowMuffledKaraoke SingIntoThePillow',
    art: 'PillowcasePainting PillowCushionCraft PillowFortBlueprint PillowEmbroidery TieDyeAPillow CrossStitchPillow',
    tech: 'SmartPillowTest PillowSleepTracker PillowFortTechSetup PillowSpeakerReview PillowPhoneStandDIY CoolingPillowGadget',
    pet: 'PetPillowSteal PillowFortHideout CatOnMyPillow PillowPuppyNap PillowVsDogBed KittenKneadsThePillow',
    gaming:
      'PillowFortGameNight PillowGamingNest CouchPillowCoopRun PillowShieldHorror PillowSumoTournament BedroomPillowLAN',
  },
  sheep: {
    dance:
      'SheepFlockLineDance SheepHopShuffle WoollySheepWiggle SheepSkipGroove SheepBaaBounce LeapLikeASheep',
    fitness:
      'CountingSheepSitUps SheepMeadowHike SheepWoolBaleCarry SheepFenceJumps SheepHillRepeats LeapingSheepBurpees',
    funny:
      'SheepVoiceover SheepStareDown SheepBaaTranslator SheepFaceImpression ShearedSheepGlowUp EscapeArtistSheep',
    prank:
      'SheepPlushInvasion SheepBaaRingtone CottonBallSheepFlock SheepMaskDoubleTake SheepStickerTrail WoollySheepDisguise',
    educational:
      'HowSheepWoolGrows SheepShearingExplained SheepToYarnJourney SheepBreedsQuiz WhySheepFlockTogether SheepRectangularPupils',
    cooking:
      'SheepCupcakes SheepMarshmallowPops FluffySheepCake SheepMeringueFlock SheepPancakeFaces RiceBallSheepBento',
    travel:
      'SheepFarmVisit SheepCountingRoadTrip MeadowSheepWalk SheepIslandHike NewZealandSheepTour SheepSpottingHighlands',
    fashion:
      'SheepPrintPajamas SheepWoolFitCheck ChunkySheepKnit SheepCardigan SheepFleeceLayers TeddyCoatLikeASheep',
    wellness:
      'CountingSheepBedtime SheepMeadowCalm SheepWoolBlanketRest SheepGrazingMeditation SheepFieldSunset CountBlessingsNotSheep',
    speed:
      'SheepSpeedSketch SheepCountSprint PompomSheepRace SheepHerdingRelay SheepJigsawTimer YarnBallSheepDash',
    music:
      'SheepBaaRemix SheepLullaby BarnyardSheepChorus SheepBellJam SheepCountingSong BlackSheepNurseryCover',
    art: 'SheepNeedleFelting SheepCloudDoodle CottonBallSheepCraft SheepWoolWeaving SheepFlockPhotography ThumbprintSheepArt',
    tech: 'SheepFarmDroneView SheepSleepSoundsApp LambingSheepLiveCam SheepCountingAI SheepGPSCollarMap VirtualSheepPenVR',
    gaming:
      'SheepFarmGameNight SheepHerdingLevel WoollySheepBoardRace WoodForSheepTrade SheepStackingTower SheepSpotterScore',
  },
  origami: {
    dance:
      'OrigamiFoldDance OrigamiCraneFlap PaperOrigamiGroove OrigamiFanFlick OrigamiFrogHopStep ParasolOrigamiTwirl',
    fitness:
      'OrigamiPlaneSprints OrigamiCraneReps SquatPerOrigamiFold OrigamiFrogJumps OrigamiBoxBurpees ForwardBendOrigami',
    funny:
      'OrigamiFail OrigamiFromTheReceipt CrumpledOrigamiCrane OrigamiStepSevenPanic OrigamiBlobOrFrog NapkinOrigamiSwan',
    prank:
      'OrigamiCraneInvasion OrigamiNoteSurprise OrigamiFrogArmy OrigamiHeartInWallet LuckyStarOrigamiJar ButterflyOrigamiSwarm',
    educational:
      'OrigamiMath OrigamiInSpace ThousandOrigamiCranes OrigamiMedicalStents OrigamiAirbagScience MiuraFoldOrigami',
    cooking:
      'OrigamiNapkinFold OrigamiDumplingPleats OrigamiCraneCookies OrigamiNoriBoats ParchmentOrigamiPocket SpringRollOrigami',
    travel:
      'OrigamiFromMapPaper OrigamiTravelGift OrigamiLeftInEveryCity HiroshimaOrigamiCranes OrigamiKyotoWorkshop WashiOrigamiShopHunt',
    fashion:
      'OrigamiEarrings OrigamiInspiredFit FoldedOrigamiHat OrigamiPleatedSkirt OrigamiBroochPin PaperOrigamiCorsage',
    wellness:
      'MindfulOrigami OrigamiGratitudeCranes OrigamiWishJar OrigamiLotusCalm OrigamiWorryBoat SlowOrigamiEvening',
    speed:
      'SpeedOrigami OrigamiCraneRace FastestOrigamiFrog OrigamiBoxTimer OrigamiLuckyStarDash OrigamiFortuneTeller60',
    music:
      'OrigamiToTheBeat OrigamiSheetMusic FoldOrigamiToRhythm OrigamiCrinkleASMR OrigamiSpeakerCone PaperOrigamiWhistle',
    tech: 'OrigamiPhoneStand OrigamiRobotFold OrigamiLEDLantern OrigamiSolarArray CricutOrigamiCuts PopUpOrigamiCircuit',
    pet: 'OrigamiVsMyCat OrigamiDogFace FoldYourPetInOrigami OrigamiKittenHat OrigamiHamsterHideout PuppyOrigamiCrown',
    gaming:
      'OrigamiGameCharacter OrigamiDiceBox FoldedOrigamiPieces OrigamiKingQuest OrigamiChessSet CootieCatcherOrigami',
  },
  drone: {
    dance:
      'DroneDanceFormation DroneOrbitSpin BirdsEyeDroneRoutine DroneTopDownChoreo DroneSpiralReveal OverheadDroneMoves',
    fitness:
      'DroneFollowRun DroneHikeSummit BirdsEyeDronePlank DroneBikeChase DroneKayakTracking YogaShapesByDrone',
    funny:
      'DroneFirstFlightFail DroneSelfieAttempt AerialDroneBloopers DroneVsSeagull DroneStuckInTree DadFliesTheDrone',
    prank:
      'DroneDeliverySurprise DroneBirthdayBanner SkyMessageByDrone DroneFlyingStuffie DroneDoorbellDrop LoveNoteByDrone',
    educational:
      'HowDronesFly DroneSafetyRules DronePropellerPhysics DroneMappingLesson DroneGyroscope101 AirspaceMapForDrones',
    cooking:
      'DroneOverheadFeast DronePicnicShot BirdsEyeDroneBrunch DroneGrillTopView DroneBBQSpread LongTablePotluckDrone',
    travel:
      'DroneTravelShot DroneCoastline BirdsEyeDroneCity DroneWaterfallReveal DroneMountainPass GlacierDroneFlyover',
    fashion:
      'DroneFitReveal DroneFashionShoot AerialDroneOutfit DroneRunwayWalk DroneColorBlockLook FlowingDressDroneSpin',
    wellness:
      'DroneSunriseFlight DroneNatureMeditation BirdsEyeDroneCalm DroneSunsetHover DroneOceanStillness QuietSkyDroneView',
    speed:
      'DroneRacing DroneObstacleRace FastestDroneLap DroneTimeTrial DroneGateSlalom FPVDroneHoopSprint',
    music:
      'DroneMusicVideo DroneLightShow PropellerDroneBeat DroneSoundtrackSync DroneConcertFootage OrchestraByDrone',
    art: 'DroneLightPainting DroneChalkArtReveal AerialDronePattern DroneLeafMosaicShot DroneSandDrawing HyperlapseDroneSunset',
    pet: 'DroneDogWalkShot DronePetZoomies CatIgnoresTheDrone DroneBeachPuppyRun DroneBackyardFetch ParrotVsDrone',
    gaming:
      'DroneSimulatorRun DroneObstacleGame FlightSimDroneCourse DroneFPVLeague DroneLaserTag VelocidroneTournament',
  },
  goose: {
    dance:
      'GooseWaddleDance GooseHonkShuffle GoslingLineStep GooseStrutOff FlapLikeAGoose VFormationGeese',
    fitness:
      'GooseWaddleSquats GeeseVFormationRun GoslingStrollLaps GooseChaseSprints NeckStretchLikeAGoose HonkingGoosePushUps',
    funny:
      'GooseHonkImpression GooseSecurityGuard GooseVsMailman GooseParkBoss UntitledGooseEnergy WhenAGooseSpotsYou',
    prank:
      'WildGooseChaseHunt GooseHonkAlarm GoslingPlushSurprise GoosePorchOutfitChange GooseDecoyLawn RubberGooseCameo',
    educational:
      'WhyGeeseFlyInAV GooseMigrationMap GoslingImprinting GooseTongueFacts GooseSpeciesQuiz HowAGooseNavigates',
    cooking:
      'GooseFaceCookies GoslingLemonCupcakes GooseMeringueBirds FeatherGooseMacarons GooseShapedBread HonkingGooseBento',
    travel:
      'GooseMigrationWatch GoosePondWalk LakesideGoslings GooseRefugeVisit GooseMarshBoardwalk SnowGooseFestival',
    fashion:
      'PorchGooseOutfitSwap GoosePrintScarf GoslingYellowFit GooseBrooch GooseKnitCardigan HonkingGooseTee',
    wellness:
      'GoosePondMorning GeeseSkyWatching GoslingFamilyCalm GooseParkBenchPause HonkItOutGoose SlowGooseWaddleWalk',
    speed:
      'GooseWaddleRace GeeseFormationRelay GoslingLineDash GooseChaseEscape CountTheGooseFlock HonkingGooseReaction',
    music:
      'GooseHonkRemix GeeseChorus GoslingLullaby GooseTrumpetDuet KazooGooseCall HonkingGooseHarmony',
    art: 'GooseSketch GoosePondWatercolor GoslingFeltCraft GooseOrigami LinocutGoosePrint PorchGooseCostumeSew',
    tech: 'GooseMigrationTracker GoosePondCam GoslingSlowMo GooseHonkDetector FlightPathGooseMap DroneFootageOfGeese',
    gaming:
      'GameOfTheGoose GooseChaosLevel GeeseMigrationStrategy UntitledGooseSpeedrun GooseMischiefQuest GooseHonkBattle',
  },
};
