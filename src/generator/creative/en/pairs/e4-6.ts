import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'ping pong': {
    dance:
      'PingPongTwoStep TableTennisTango MatchPointMoonwalk PingPongVictoryDance SmashAndShimmy PingPongPaddleTwirl',
    funny:
      'FryingPanPingPong PingPongDadVsKid SeriousServeFace EdgeBallDenial PingPongSportscaster PingPongTrickFails',
    prank:
      'PingPongAvalanche PingPongEggSwap InvisiblePingPong PingPongGooglyEyes TinyPaddleTrick BeachBallServe',
    educational:
      'PingPongPhysics HowTopspinWorks PingPongLevitation BendItLikeMagnus PingPongDiplomacy101 PingPongDentFix',
    cooking:
      'PingPongCakePops TopspinTruffles SmashBurgerServe PingPongMeringues PingPongMochi TableTennisTeaTime',
    travel:
      'PingPongWithLocals PingPongCafeCrawl PingPongParkHop PaddlePassport RallyRoundTheWorld TableTennisTourist',
    fashion:
      'PingPongFitCheck DressedToServe PingPongThrowback SweatbandSwagger PingPongEarrings PingPongTwinning',
    wellness:
      'PingPongZen BreatheBetweenPoints RallyAndRelax NoScorePingPong PingPongBallBalance PingPongLunchReset',
    speed:
      'PingPongBounceBlitz BeatMyRallyRecord PingPongMinuteMatch AroundTheTableRelay PingPongCanKnockdown PingPongBallRoundup',
    music:
      'PingPongPercussion TableTennisTempo PaddleDrumJam RallyToTheBeat PingPongXylophone PingPongRemix',
    art: 'PaintYourPaddle PingPongSplatter PingPongMosaic PingPongCritters PingPongLightGarland SketchTheSmash',
    tech: 'PingPongSlowMo BuildAPingPongBot PingPongBallLauncher ServeSpeedRadar AIRefereeCam PingPongScoreApp',
    pet: 'CatVsPingPong PingPongWatchDog KittenChasesPingPong BallBoyPup PingPongPetReferee PawsVsPaddle',
    gaming:
      'PingPongVRShowdown KingOfTheTable PingPongVsAtari PingPongBossFight AroundTheWorldPong PingPongLeagueNight',
  },
  'monkey bars': {
    dance:
      'MonkeyBarsMoonwalk OneRungPerBeat MonkeyBarsShimmy DangleDanceOff MonkeyBarsKickLine MonkeyBarsFreeze',
    funny:
      'DadVsMonkeyBars MonkeyBarsSlowMoHero StuckAtRungTwo MonkeyBarsNatureDoc NoodleArmsAttempt KidsJudgeMyMonkeyBars',
    prank:
      'ToyMonkeyTakeover GoBananasMonkeyBars MonkeyBarsBalloons ChalkCheerSquad MonkeyCostumeCameo TreasureAtTheLastRung',
    educational:
      'MonkeyBarsPhysics SwingLikeAGibbon MonkeyBarsPendulum DeadHangScience WhoInventedMonkeyBars MonkeyBarsMomentum',
    cooking:
      'PretzelMonkeyBars MonkeyBreadBake MonkeyBarGranola ChunkyMonkeyBites RecessSnackAttack EdibleJungleGym',
    travel:
      'BestMonkeyBarsInTown MonkeyBarsParkHop MuscleBeachMonkeyBars PlaygroundPassport MonkeyBarsRoadTrip RateTheMonkeyBars',
    fashion:
      'MonkeySuitSwing RecessReadyLook MonkeyBarsFitCheck ChalkDustChic MonkeyBarsGripGloves MonkeyBarsStreetStyle',
    wellness:
      'HangLooseMonkeyBars MonkeyBarsInnerKid RecessForGrownups MonkeyBarsDecompress MonkeyBarsJoyMinute SwingAwayStress',
    speed:
      'MonkeyBarsRelay BeatYourCrossTime MonkeyBarsSkipOneRung MonkeyBarsLapsIn60 FastestMonkeyInTown SwingLikeLightning',
    music:
      'MonkeyBarsXylophone FiveLittleMonkeysJam SingWhileYouSwing RecessRemix MonkeyBarsClankBeat MonkeyBarsAnthem',
    art: 'MonkeyBarsSilhouette MonkeyBarsChalkArt PopsicleMonkeyBars MonkeyBarsGoldenHour SketchMidSwing PaintThePlayground',
    tech: 'MonkeyBarsSlowMo MonkeyBarsPOVCam HangTimeTracker MoCapMonkeyBars MonkeyBarsAICoach GripSensorGlove',
    pet: 'MonkeySeeDogDo MonkeyBarsPetSpotter HamsterMonkeyBars MiniMonkeyBarsForCats PupUnderTheBars ParrotOnTheRungs',
    gaming:
      'FloorIsLavaMonkeyBars DonkeyKongMonkeyBars MonkeyBarsObby MonkeyBarsSpeedrun NinjaWarriorBars MonkeyBarsVRClimb',
  },
  walmart: {
    dance:
      'RollbackMoonwalk WalmartCartShuffle WalmartHaulDance WalmartGreeterWave WalmartScannerBop BlueVestBoogie',
    fitness:
      'GroceryBagCurls OneTripOrBust WalmartWalkathon WalmartHomeGymHaul WalmartGallonSquats WalmartCartCardio',
    prank:
      'WalmartGreeterAtHome RollbackPriceTags WalmartFridgeCheckout WalmartSnackSurprise MileLongReceiptGift WalmartHaulSwitcheroo',
    educational:
      'WalmartPerOunceMath GuessTheWalmartPrice FiveAndDimeToWalmart HowBarcodesWork WalmartTruckToShelf StoreBrandBlindTest',
    cooking:
      'WalmartRotisserieRemix GreatValueGourmet TenDollarWalmartDinner WalmartMysteryBasket WalmartCakeGlowUp FreezerAisleFeast',
    travel:
      'WalmartAroundTheWorld WalmartRVCampout BentonvilleBound ForeignWalmartHaul WalmartRoadTripStop WalmartSouvenirHunt',
    fashion:
      'WalmartFitCheck RollbackRunway WalmartDesignerDupe WalmartOutfitUnder20 GreatValueGlam WalmartBasicsStyled',
    wellness:
      'WalmartPlantRescue WalmartSelfCareHaul BuyYourselfFlowers NoImpulseWalmartRun WalmartMorningWalk SlowShopSunday',
    speed:
      'FiveMinuteWalmartRun WalmartBaggingBlitz SelfCheckoutSpeedrun WalmartUnloadRace TenItemsOrLess BeatTheWalmartClock',
    music:
      'WalmartYodelCover WriteAWalmartJingle WalmartBeepRemix RollbackRap ShoppingCartBeat WalmartIntercomSong',
    art: 'WalmartVsArtStore WalmartFrameFlip TenDollarMasterpiece WalmartCanvasDare ClearanceCraftOff WalmartReceiptDoodle',
    tech: 'WalmartOnnVsApple WalmartGadgetGamble WalmartDeskSetup CheapEarbudsShowdown WalmartTechUnder20 SmartHomeOnABudget',
    pet: 'PetPicksTheToy KittenVsWalmartBox CatRatesMyWalmartHaul WalmartGreeterDog WalmartSweaterTryOn WalmartAquariumStart',
    gaming:
      'WalmartMidnightLaunch WalmartCartridgeHunt WalmartInMinecraft BargainBinGames ConsoleRestockChase WalmartPriceIsRight',
  },
  'advent calendar': {
    dance:
      'AdventDailyMove OpenTheDoorDance AdventElfShuffle TwentyFourDayChoreo AdventCountdownGroove AdventJingleStep',
    fitness:
      'AdventAbsCountdown AdventSquatStreak AdventCalendarPlank RepsEqualTheDate FestiveBurpeeLadder AdventPushUpDoors',
    prank:
      'AdventSproutSwap DadJokeAdvent AdventLumpOfCoal ElfOnTheShelfMischief AdventSwitcheroo SurpriseBehindTheDoor',
    educational:
      'AdventFactADay AdventScienceDoors AdventHistoryHunt ChristmasCustomsQuiz AroundTheWorldAdvent AdventVocabCountdown',
    cooking:
      'BakeYourOwnAdvent AdventCocoaBombs AdventCookieCountdown TwentyFourTruffles AdventFudgeFactory HomemadeChocolateDoors',
    travel:
      'AdventWindowWalk AdventLocalGems GengenbachAdvent ChristmasMarketHop AdventPostcards TwentyFourTinyTrips',
    fashion:
      'AdventAccessoryADay UglySweaterCountdown AdventJewelryUnbox AdventFestiveFits TwentyFourLooks AdventSockStyling',
    wellness:
      'KindnessAdvent AdventSelfCare GratitudeCountdown AdventJournalPrompts ReverseAdventCalendar AdventCalmMinute',
    speed:
      'AdventDoorDash AdventWrapRace AdventFillBlitz OpenAllTwentyFour FindTodaysNumber BeatTheAdventClock',
    music:
      'AdventCarolCountdown AdventJingleJam TwelveDaysRemix AdventHandbells AdventKaraokeDoors SleighBellMedley',
    art: 'AdventDoodleADay MatchboxAdvent ToiletRollAdvent AdventPapercut PaintTwentyFourDoors WatercolorAdvent',
    tech: 'AdventOfCodeStreak AdventQRDoors LEDAdventCalendar AdventGadgetUnbox RaspberryPiAdvent BuildACountdownBot',
    pet: 'CatVsAdventCalendar AdventTrickADay PawventCalendar DogAdventUnbox AdventPetTreats PuppyPicksADoor',
    gaming:
      'AdventLevelADay AdventMiniGames AdventPuzzleDoors TwentyFourBossFights DailyDeckbuilderRun AdventUnlockables',
  },
  'blanket fort': {
    dance:
      'BlanketFortShadowDance PillowFortGroove BlanketFortConga BlanketCapeTwirl SlumberPartyShuffle TuckedInTwoStep',
    fitness:
      'BlanketFortBearCrawl PillowFortParkour PlankUnderTheBlanket BlanketFortYoga CushionCarryRelay FortBuildBurpees',
    prank:
      'PillowFortTakeover BlanketFortAmbush BlanketFortHomecoming BlanketFortPassword NoGrownupsAllowed OvernightFortSurprise',
    educational:
      'BlanketFortEngineering BlanketFortGeometry HowArchesHoldUp FortFactsByFlashlight BlanketFortStargazing PillowFortPhysics',
    cooking:
      'PigsInABlanketFort BlanketFortPicnic PillowFortPizzaNight BlanketFortSmoresDip CozyCaveCookies MidnightFortFeast',
    travel:
      'PillowFortStaycation HotelRoomBlanketFort BlanketFortAirlines BlanketFortCampout CouchCushionVoyage BlanketFortPassport',
    fashion:
      'BlanketCapeCouture BlanketFortFitCheck PajamaRunway FuzzySockLineup BlanketFortOnesies PillowFortLoungewear',
    wellness:
      'BlanketFortBookNook PillowFortCalmCorner BlanketFortNap BlanketFortJournaling FairyLightUnwind NoPhonesInTheFort',
    speed:
      'BlanketFortSpeedBuild FiveMinuteFort BlanketFoldFaceOff PillowFortTakedown BeatTheBedtimeBell BlanketFortRelay',
    music:
      'BlanketFortUnplugged BlanketFortLullaby PillowFortJamSession BlanketFortKazooBand FlashlightKaraoke WhisperSongCover',
    art: 'BlanketFortShadowShow PillowFortBlueprint FlyYourFortFlag BlanketFortPhotoshoot BlanketFortGallery CardboardCastleTurrets',
    tech: 'BlanketFortCinema BlanketFortLEDStars PillowFortWalkies BlanketFortSmartHome FortDoorbellBuild CodeAFortAlarm',
    pet: 'CatTakesTheBlanketFort PillowFortPupNap BlanketFortDogGuard HamsterBlanketFort WhoFitsInTheFort FortPasswordIsWoof',
    gaming:
      'BlanketFortLANParty FortniteInABlanketFort CushionCastleSiege BlanketFortDungeonRun PillowFortTriviaNight BlanketFortBoardGames',
  },
  'tow truck': {
    dance:
      'TowTruckTwoStep TowTruckConga TowTruckWinchWiggle BackItUpToTheBeep HookedOnTheGroove TowTruckHitchHop',
    fitness:
      'TowTruckSledPull TowTruckTugOfWar TowTruckTireFlips WinchCrankCurls HookAndHaulHIIT TowTruckRopeRows',
    prank:
      'TowTruckTakesTheRemote TowTruckTinyTicket TowTruckSnackDrop HookedOnYouNote SlippersGotTowed TowTruckBirthdayHaul',
    educational:
      'HowTowTrucksWork FlatbedVsHookTow TowTruckPulleyPower TowTruckLeverLab WhoInventedTheTowTruck HowMuchCanItTow',
    cooking:
      'TowTruckCake FlatbedFlatbread TowTruckPancakeArt TowTruckCookieHaul TowTruckDriverLunch TruckStopBreakfast',
    travel:
      'TowTruckRideAlong TowTruckMaterHunt ChattanoogaTowMuseum TruckStopCrawl TowTruckShowAndShine Route66TowTruck',
    fashion:
      'HiVisHighFashion TowTruckPatchJacket TowTruckWorkwearFit TowTruckCoveralls TowTruckDriverDrip SafetyOrangeStyle',
    wellness:
      'ThankATowTruckDriver TowTruckSilverLining TowTruckPatienceTest TowTruckRoadsideReset FlatTireMindset TowAwayYourWorries',
    speed:
      'TowTruckDerby TowTruckRescueRelay HookUpInTen FlatbedLoadingBlitz TowTruckWinchDash TowTruckToyCleanup',
    music:
      'TowTruckCountryBallad BackUpBeepRemix HookAndHaulJam TowTruckHornSolo TowTruckSeaShanty TowTruckChainRattle',
    art: 'TowTruckLegoBuild CardboardTowTruck TowTruckClayModel PaintYourTowTruck TruckDecalDesign RustyTruckPhotoWalk',
    tech: 'RCTowTruckRescue TowTruckRobotBuild TowTruckDispatchApp ArduinoWinchLift BackupSensorHack TowTruckDashCam',
    pet: 'TowTruckDogCopilot CatVsToyTowTruck PuppyTowService TowTruckHornReaction TowTruckPetWagon BunnyRidesTheFlatbed',
    gaming:
      'TowTruckRushHour TowTruckRescueMission TowTruckJunkyardDash BeatTheTowTruckSim ClearTheTrafficJam TowTruckBossLevel',
  },
  thermostat: {
    dance:
      'ThermostatSneakShuffle ThermostatShiverShimmy DialItUpGroove ThermostatTurnUp HeatWaveWiggle ThermostatTango',
    fitness:
      'ThermostatWarmUp ThermostatBurpeeTax ThermostatJacks ThermostatChillyHIIT SweaterSquats ShiverOffCircuit',
    prank:
      'ThermostatMuseumPlaque ThermostatGuardTeddy DecoyThermostat ThermostatTinySweater MittensOnEveryChair ThermostatLoveNote',
    educational:
      'HowThermostatsWork ThermostatSavingsMath WhyHeatRises DraftDetective ThermostatSweetSpot ThermodynamicsForKids',
    cooking:
      'OvenThermostatTest ThermostatDoughRise ThermostatWarsChili ThermostatTruceTea HeatWaveIcePops SpiceItUpInstead',
    travel:
      'HotelThermostatWars EscapeTheThermostat ThermostatVacationMode ColdCabinArrival ThermostatWorldTour AirbnbHeatCheck',
    fashion:
      'LayerUpNotTurnUp CozyCardiganCheck ThermostatSweaterFit OfficeThermostatOutfit ThermostatScarfIndoors ThermostatFleeceFlex',
    wellness:
      'ThermostatPeaceTreaty ThermostatSleepHack ThermostatHygge CozyWithoutTheHeat BreatheBeforeTheDial ThermostatWindDown',
    speed:
      'SweaterOnSpeedrun ThermostatStealthRun BeatTheThermostat ThermostatBlanketBlitz LayerUpInTenSeconds RedLightThermostat',
    music:
      'ThermostatDissTrack BabyItsColdInside ThermostatDuet ThermostatBeepRemix RadiatorClankRhythm ThermostatLoveSong',
    art: 'ThermostatComicStrip ThermostatGlowUp ThermalCameraArt ThermostatStillLife TemperatureBlanketKnit FrostyWindowPhoto',
    tech: 'SmartThermostatSetup HeyGoogleTurnItUp RaspberryPiThermostat ThermalCameraDrafts ThermostatScheduleHack ThermostatAppShowdown',
    pet: 'CatVsThermostat HeatSeekingKitten HotDogCoolMat ThermostatPetPoll PupSetsTheThermostat ThermostatSunbeamNap',
    gaming:
      'ThermostatDialDuel GuessTheThermostat ThermostatFinalBoss HotAndColdHunt ThermostatWarsTourney TemperatureBingo',
  },
  icicle: {
    dance:
      'IcicleFreezeDance MeltLikeAnIcicle IcicleDripStep SnowflakeSpin StiffAsAnIcicle WinterWonderWiggle',
    fitness:
      'IciclePlankHold IcicleHuntHike SnowShovelCircuit ColdMorningJacks IcicleTiptoeReach IcicleSlowMeltStretch',
    prank:
      'FakeIciclesEverywhere IcicleLightsSurprise IciclePopsicleSwap IcicleBeardPhotobomb FrozenToyCubeGift SnowmanOnTheDoorstep',
    educational:
      'HowIciclesForm WhyIciclesArePointy IcicleRippleMystery MeasureAnIcicleDaily IciclesRevealHeatLoss FreezingPointLab',
    cooking:
      'IcicleRockCandy IcicleCakeTopper MeringueIcicles IciclePopsicles FrozenFruitSpears SnowConeShowdown',
    travel:
      'IcicleWaterfallHike IcicleCaveQuest IcicleLighthouseHunt IceCastleTrip BiggestIcicleInTown WinterWonderlandWalk',
    fashion:
      'IcicleEarrings IcicleFringeJacket IcicleCrystalNails IceQueenCape FrostedSilverFit IcicleTiara',
    wellness:
      'IcicleDripMeditation WatchAnIcicleMelt FrostyBreathWalk IcicleJournaling WinterWindowCalm IcicleSunriseSparkle',
    speed:
      'IcicleDripDerby IcicleCountDash IcicleHuntIn60 ColdSnapCountdown WindshieldScrapeOff IcicleMeltRace',
    music: 'IcicleXylophone LetItGoOnIcicles DripDropBeat IcicleChimes IcicleASMR FrozenFingersJam',
    art: 'IcicleMacroPhoto RainbowIcicles IcicleSunCatcher IcicleWatercolor IceLanternCraft FrostPatternPrint',
    tech: 'IcicleTimelapse IcicleSlowMoDrip HeatCableVsIcicles IcicleDroneScan SmartGutterSensor IcicleGrowthTracker',
    pet: 'DogVsIcicle CatMeetsAnIcicle PupWithIcicleBeard PetStaresAtIcicles SnowyPawsPortrait SnowZoomies',
    gaming:
      'DodgeTheIcicles NoHitIcicleLevel IcicleSlidePuzzle IcicleTowerDefense IceCaveSpeedrun IcicleCrashBattle',
  },
  'first apartment': {
    dance:
      'FirstAptSockSlide FirstApartmentKeyTwirl FirstApartmentMoonwalk FirstApartmentConga FreshStartFreestyle HousewarmingShimmy',
    fitness:
      'FifthFloorWalkUp FirstApartmentPivot FirstApartmentHomeGym MovingBoxDeadlifts FirstApartmentHIIT FirstAptFutonDips',
    prank:
      'SecretlyStockTheFridge MomsFirstAptRules FirstApartmentGnomes FirstApartmentRoommate FirstApartmentBalloons PlantOnTheDoorstep',
    educational:
      'FirstApartment101 UtilityBillsDecoded LeaseLingoQuiz FirstApartmentFixIt FirstApartmentBudget FirstApartmentRedFlags',
    cooking:
      'HousewarmingPotluck TinyKitchenBigFlavor FirstApartmentOnePan StockYourFirstPantry FirstApartmentMealPrep FirstAptRamenUpgrade',
    travel:
      'FirstApartmentTourist NeighborhoodFirstWalk FirstApartmentNewCity FindYourCornerStore FirstApartmentHunting LocalGemsBingo',
    fashion:
      'FirstApartmentFitCheck SmallClosetCapsule MovingDayDrip FirstApartmentRobeGame FirstApartmentGlowUp FirstAptHostLook',
    wellness:
      'HomesickCheckIn FirstAptCalmCorner FirstNightAloneRitual FirstApartmentPlantMom FirstApartmentReset LoveYourLittlePlace',
    speed:
      'OneHourMoveIn FlatPackSpeedBuild FirstAptUnpackRace FirstApartmentSpeedrun FirstApartmentBoxBlitz FirstApartmentRelay',
    music:
      'FirstApartmentAnthem EmptyRoomEcho FirstApartmentKaraoke MovingDayMixtape FirstAptVinylSpin FirstPlaceUnplugged',
    art: 'FirstAptGalleryWall FrameYourFirstKey FirstApartmentSketch FirstPlaceMoodBoard ThriftedArtMakeover RenterFriendlyMural',
    tech: 'FirstAptWiFiSetup FirstApartmentTechTour RenterSecurityCam LEDStripGlowUp FirstPlaceSmartPlugs FirstApartmentTVMount',
    pet: 'RescueRoommatePup FirstAptCatInspector FirstApartmentDogTour FirstNightPetCam KittenProofMyPlace FirstFishTankSetup',
    gaming:
      'SimsMyFirstApartment FirstApartmentLANParty CozyGamingNook FirstPlaceGameNight PlayerTwoRoommate FirstApartmentTrivia',
  },
  'tea party': {
    dance:
      'TeaPartyWaltz PinkiesUpPolka TeacupTwirl TeaPartyCurtsyOff TeaPartyShortAndStout TeaPartyMinuet',
    fitness:
      'TeaPartyCurtsyLunges KettlebellTeaParty PinkiesUpPlank TeaTraySquats TeaPartyChairDips TeaPartyBalanceWalk',
    prank:
      'SurpriseTeaParty TeddiesTookOver TeaPartyForDad TeaPartyJuiceSwap RoyalTeaPartyInvite TeaPartyOfficeTakeover',
    educational:
      'BostonTeaParty101 TeaPartyEtiquette TeaPartyHighVsLow AroundTheWorldTea WhyPinkiesUp TeaPartySteepScience',
    cooking:
      'MadHatterMacarons TinyTeaCakes TeaPartyScones TeaPartyFingerSandwich TeaPartyJamTarts TeaPartyThreeTier',
    travel:
      'BostonTeaPartyShips AfternoonTeaTour TeaPartyRoseGarden TeaPartyCafeHunt LondonTeaPartyCrawl TeaPartyAtTheRitz',
    fashion:
      'TeaPartyFitCheck PearlsAndPinkies TeaPartyHatOff TeaPartyFascinator TeaPartyFloralFrock WhiteGlovesOnly',
    wellness:
      'MindfulTeaParty TeaPartyForOne SlowSipAfternoon TeaPartyGratitudeToast SteepAndBreathe TeaPartyPhonesAway',
    speed:
      'TeacupStackRace TeaPartyPourIn10 TeaPartyNapkinFoldOff TeaPartyCleanupSprint TeaPartyTenMinuteSetup SugarCubeTowerBlitz',
    music:
      'LittleTeapotRemix TeacupChimeSong TeaPartySpoonTaps TeaPartyStringQuartet TeaPartyPianoCover TeaPartyKettleHarmony',
    art: 'PaintYourTeacup TeaPartyStillLife TeaStainArt TeaPartyInviteDesign TeaPartyDoilyCraft TeaPartyPlaceCards',
    tech: 'RobotButlerTeaParty TeaPartyStopMotion SmartKettleTeaParty 3DPrintedTeaParty SteepTimerApp AIPlansMyTeaParty',
    pet: 'DogHostsTheTeaParty TeaPartyPupcakes CatCrashesTeaParty TeaPartyBunnyNibbles TinyHatPetPortrait PawsUpForTea',
    gaming:
      'TeaPartyMysteryGuest WhoSpilledTheTea TeaPartyInMinecraft TeaPartyCardGame TeaPartyDiceDuel TeaShopTycoon',
  },
  accountant: {
    dance:
      'DanceLikeAnAccountant BalanceSheetBoogie AccountantTaxDayJig SpreadsheetShuffle AccountForEveryMove AccountantVictoryStrut',
    fitness:
      'AccountantBinderCurls TaxSeasonSquats BalanceSheetPlank AccountantChairWorkout AccountantStepAudit AccountantDeskStretch',
    prank:
      'GooglyEyeCalculator StickyNoteAccountant AccountantConfettiFile AccountantSnackAmbush TaxSeasonCheerSquad AccountantThanksAudit',
    educational:
      'BudgetLikeAnAccountant MentalMathVsAccountant DebitOrCredit KidAsksAnAccountant AccountantMythOrFact AccountingIn60Seconds',
    cooking:
      'BalanceSheetCake TaxSeasonMealPrep CookLikeAnAccountant AccountantBudgetBites AccountantPowerLunch CoffeeForAccountants',
    travel:
      'TaxSeasonEscape TravelLikeAnAccountant AccountantBudgetTrip AccountantOnVacation AccountantCurrencyMath ReceiptsFromRome',
    fashion:
      'CasualFridayAccountant AccountantFitCheck DressLikeAnAccountant SpreadsheetChic AccountantGlowUp PocketProtectorPower',
    wellness:
      'LogOffAccountant GratitudeLedger AccountantWindDown TaxSeasonSleepReset AccountantSelfCareDay AccountantStretchBreak',
    speed:
      'BeatTheAccountant TenKeySpeedTest AccountantSumSprint AccountantShoeboxSort 60SecondAccountant TaxDayDash',
    music:
      'TheAccountantBlues PayrollPowerBallad CalculatorBeatDrop LoveSongForAccountants AccountantKaraokeNight AccountantRapBattle',
    art: 'SpreadsheetPixelArt TaxFormOrigami AccountantDeskDoodle AccountantCoinPortrait AccountantPostItMosaic AccountantCaricature',
    tech: 'AccountantVsAI ExcelLikeAnAccountant AccountantDeskSetup CodeAnAccountantBot AccountantShortcutDuel SpreadsheetMacroMagic',
    pet: 'MyCatIsMyAccountant PurrfectBalanceSheet AccountantTreatLedger AccountantOfficePup AccountantPetPayroll DogAuditsTheAccountant',
    gaming:
      'AccountantIsTheBanker TaxSeasonHardMode TheAccountantBossFight MonopolyVsAccountant AccountantTycoonRun AccountantSpeedrun',
  },
  tablecloth: {
    dance:
      'TableclothMatador TableclothFlamenco TableclothSkirtTwirl GinghamGroove TableclothHoedown SpinInATablecloth',
    fitness:
      'TableclothSliderLunges TableclothTugOfWar TableclothBattleRopes PicnicTableclothYoga SlidingPlankJacks CrumbShakeCardio',
    prank:
      'FakeTableclothPull TableclothGhost TableclothFineDining TableclothMagicBluff MessageUnderTablecloth PlasticAntInvasion',
    educational:
      'NewtonsTableclothTrick TableclothStainScience WhichTableclothSlides TableclothEtiquette101 WhyTheDishesStay TableclothHistoryHunt',
    cooking:
      'FancyTableclothTakeout WhiteTableclothAtHome PicnicTableclothSpread RedCheckeredPizza TableclothBrunchSetup TableclothFeastForTwo',
    travel:
      'PackATablecloth SouvenirTablecloth TableclothMarketHunt PicnicWithAView BeachTableclothDinner TableclothRoadTrip',
    fashion:
      'TableclothCouture TableclothToSkirt ThriftedTableclothTop GinghamGlowUp MatchTheTablecloth TableclothRunway',
    wellness:
      'GratitudeTablecloth SetTheTableForYou TableclothSundayReset PhoneFreeTablecloth TableclothTeaTime SlowDinnerRitual',
    speed:
      'FastestTableclothPull TableclothFoldRace TableclothSetupIn60 SetTheTableSpeedrun TableclothRelay CrumbsGoneIn10',
    music:
      'TableclothPullDrumroll WaterGlassSymphony TableclothSnapBeat EpicTableclothScore TableclothSerenade CutleryPercussion',
    art: 'TableclothTieDye StencilATablecloth DoodleOnTheTablecloth TableclothStillLife GuestbookTablecloth BlockPrintTablecloth',
    tech: 'TableclothPullRobot TableclothSlowMo ProjectorTablecloth AIDesignsATablecloth TableclothPhysicsSim GreenScreenTablecloth',
    pet: 'CatVsTablecloth TableclothPeekaboo DogUnderTheTablecloth TableclothGhostPup PetSeesTableclothTrick CrumbPatrolDuty',
    gaming:
      'TicTacToeTablecloth TableclothDungeonMap TableclothCheckers DrawAndGuessTablecloth TableclothPullLevelUp PaperClothPictionary',
  },
  teammate: {
    dance:
      'TeammateHandshake TeammateVictoryDance LockerRoomShuffle TeammateMirrorMoves TeammateHuddleBounce GoalCelebrationSync',
    fitness:
      'CarryYourTeammate TeammatePlankOff TeammateWallSitBattle PushUpHighFives TeammateSyncSquats WheelbarrowRace',
    funny:
      'TypesOfTeammates TeammateImpressions WhoForgotTheirCleats TeammateSuperstitions TeammateMostLikelyTo BenchWarmerCommentary',
    educational:
      'TeammateTeachesATrick TeammatePlaybookQuiz ExplainYourPosition TeammateWarmUpScience HowTheGameIsScored TeammateStatsMath',
    cooking:
      'TeammatePastaParty OrangeSliceHalftime TeammateCookOff TeammateBakeSale TeammateSmoothieBar JerseyNumberCookies',
    travel:
      'TeammateRoadTrip TeamBusDiaries TeammateStadiumTour TeammateTrainingCamp AwayGameAdventure TeammateHostCityHunt',
    fashion:
      'TeammateJerseySwap TwinningWithMyTeammate TunnelWalkFitCheck TeamColorsNailArt TeammateMatchingCleats TeammateWarmUpDrip',
    wellness:
      'TeammatePepTalk TeammateCheckIn ShoutOutYourTeammate TeammateStretchBuddy GameDayBreathing PostLossPickMeUp',
    speed:
      'TeammateRelayRace JerseySwapSprint ThreeLeggedTeammates TeammateConeDash GearUpBeforeWhistle TeammatePassBlitz',
    music:
      'TeammateWalkUpSong TeammateBusKaraoke LockerRoomChant TeammateVictoryAnthem BenchBucketDrums TeammateHypeRap',
    art: 'TeammateActionShot DrawYourTeammate TeammateJerseyDesign GameDayPosterParty TeammateCaricature TeamPhotoCollage',
    tech: 'TeammateStatsShowdown TeammateHighlightReel SlowMoFormCheck ClockYourTeammate TeammateDroneCam SpeedRadarTest',
    pet: 'MyDogIsMyTeammate TeammatePetMascot PupBallBoy TeammateKittySideline FurryTeammateTryout BunnyOnTheBench',
    gaming:
      'TeammateKartRivalry TeammateFIFADuel DuoQueueTeammate TeamBusUnoShowdown LockerRoomTournament TeammateCoOpRun',
  },
  college: {
    dance:
      'CollegeAcceptanceDance CollegeStepShow QuadFlashMob GraduationStageStrut CollegeDormShuffle CollegeHalftimeRoutine',
    fitness:
      'TextbookCurls CollegeCampusRun CollegeDormWorkout StairsToClassCardio CollegeBikeToLecture CollegeGymBuddy',
    funny:
      'EightAMLectureFace CollegeRoommateTreaty CollegeAllNighterPOV FreshmanVsSeniorYear CollegeMealPlanReview CollegeGroupChatDrama',
    prank:
      'CollegeCarePackage MoveInDaySurprise SecretStudyCandyDrop CollegeDoorTakeover CollegeFinalsCheerNote CollegeBalloonRoom',
    cooking:
      'CollegeMugCake DormRoomRamenUpgrade BrokeCollegeChef DiningHallHacks CollegeRiceCookerChili CollegeMicrowaveEggs',
    travel:
      'CollegeVisitRoadTrip CollegeStudyAbroad CampusHiddenGems IvyLeagueWalkabout CollegeTownCrawl WorldsOldestUniversity',
    fashion:
      'CollegeGameDayFit CampusStreetStyle CollegeHoodieRotation CollegeMerchMakeover CollegeInterviewLook LectureReadyLayers',
    wellness:
      'CollegeBurnoutReset CampusQuietSpots CollegeFinalsWeekCalm DormRoomSanctuary CollegeWalkAndTalk CollegeSleepSchedule',
    speed:
      'CollegeMoveInRace CollegeFlashcardBlitz CollegeLaundryDash DormSetupSprint FiveMinuteEssayPlan CollegePackOff',
    music:
      'CollegeFightSong CampusACappella CollegeOpenMicNight CollegeDrumlineBattle AlmaMaterChorus CollegeRadioHour',
    art: 'CampusPhotoWalk CollegeLectureDoodles CollegeIDPortraitRedo CollegeDormMural CollegePennantArt QuadChalkFestival',
    tech: 'DormDeskSetup NoteAppShowdown CollegeAIStudyBuddy CollegeTechHaul CollegeGadgetTierList CollegeLaptopTour',
    pet: 'CollegePetReunion CampusTherapyDogs CollegeMascotMeetup CollegeFishRoommate KittyInCollegeColors KittenFosterSemester',
    gaming:
      'CollegeEsportsTryout CollegeDnDCampaign DormHallTournament CollegeChessBlitz BasementLANLeague CollegeMarioKartCup',
  },
  calculator: {
    dance:
      'CalculatorRobotMoves NumberPadShuffle CalculatorBeepStep CalculateYourGroove KeypadFreestyle CalculatorMoonwalk',
    fitness:
      'CalculatorSquatSums RandomNumberReps OddEvenBurpees CalculatorPushUpTotal CalculatorCrunches CalculatorCardioMath',
    funny:
      'CalculatorDivideByZero CalculatorTipPanic UpsideDownCalculator CalculatorVsMentalMath BillSplitMeltdown WhoNeedsACalculator',
    prank:
      'CalculatorMagicTrick CalculatorSaysHello CalculatorGooglyEyes CalculatorKeySwap MindReadingMath UpsideDownLoveNote',
    cooking:
      'DoubleTheRecipeMath CalculatorCookieKeys CalculatorBudgetMeal CalculatorCake CalculatedCrumble CostPerServing',
    travel:
      'CalculatorCurrencyMath CalculatedGetaway CalculatorTipsAbroad CalculatorFuelSplit RoadTripCalculator MetricMileMixup',
    fashion:
      'CalculatorWatchFlex CalculatorNerdChic CalculatorEarrings CalculatorRetroFit GeekGlassesStyling PocketProtectorLook',
    wellness:
      'MoneyMindfulness CalculatorNoSpendWeek CalculatorSavingsGoal DebtFreeCountdown CalculatedCalm CalculatorSleepMath',
    speed:
      'CalculatorVsBrain AbacusVsCalculator CalculatorCountTo1000 MentalMathSprint CalculatorBlitz TypeThePiDigits',
    music:
      'PlayASongOnACalculator CalculatorChiptuneJam CalculatorBeepRemix DigitalBleepOrchestra CalculatorDrumSolo KeypadKaraoke',
    art: 'CalculatorGraphArt DesmosPortrait CalculatorLCDDoodle CalculatorPixelSelfie OldCalculatorSculpture NumberStencilPrint',
    tech: 'CodeOnACalculator SolarCalculatorTest CalculatorTeardown PhoneVsCalculator TI84GameHack CalculatorHiddenModes',
    pet: 'DogYearsCalculator CatTypesOnCalculator CalculatorPetBudget CalculatorTreatTally PawPressMath CanMyPupCount',
    gaming:
      'DoomOnACalculator CalculatorFirstTo100 CalculatorSnakeGame CalculatorTetrisRun TI84Pong MathBlasterNight',
  },
  shape: {
    dance:
      'ShapeOfYouDance ShapeShifterShuffle ShapeCallOut ShapeFormations TraceTheTriangle CircleSquareGroove',
    fitness:
      'GetInShapeCircuit DiamondPushups TriangleSprintDrill ShapeYogaPoses ShapeStarJumps ShapeAgilityLadder',
    funny:
      'RhombusOrDiamondDebate CloudShapeNarrator ShapeCharadesNight BadShapeDrawings ShapeBlindfoldDraw OctagonOrNot',
    prank:
      'SquareEggSurprise ShapeOfMyHeartToast StarShapedBreakfast ShapeStickyNoteMosaic ShapeCookieCutterSwap TriangleSandwichTwist',
    cooking:
      'ShapeUpYourPlate ShapeAPancake ShapeVeggieStamps GeometricCake ShapeShiftingSandwich HexagonWaffles',
    travel:
      'ShapeSafari CityShapeHunt ShapeArchitectureTour ShapeArchSpotting PyramidsAndDomesTrip LandmarkGeometry',
    fashion:
      'FaceShapeSunnies GeometricEarrings ShapePrintFitCheck TriangleScarfTie ShapeShiftingOutfit ShapeStackRings',
    wellness:
      'SquareBreathingBreak ShapeMandalaColoring FigureEightWalk ShapeTracingCalm ShapeMeditation ShapeOfMyDay',
    speed:
      'ShapeSortRace ShapeSpeedDraw TangramTimeTrial ShapeHuntIn60 PerfectCircleSprint ShapeStackBlitz',
    music:
      'ShapeOfYouCover TriangleSolo CircleOfFifthsJam ShapeNoteSinging ShapeBeatPads ShapeSongForKids',
    art: 'KandinskyCircles ShapeTessellation MatisseShapeCutouts ShapeCollage OneShapePortrait GeometricPainting',
    tech: 'ShapeCodingTurtle Shape3DPrint AIGuessesMyShape ShapeARMeasure LowPolySelfie ShapeVectorDesign',
    pet: 'CatSitsInTheSquare ShapePuzzleForDogs KittyPicksAShape ShapeHoopJumpPup TreatTriangleTrick PetCookieShapes',
    gaming:
      'ShapeTangramDuel TetrisIRL ShapeBlokusRound GeometryDashRun ShapeShifterSpeedrun ShapeMatchMarathon',
  },
  star: {
    dance:
      'ShootingStarSpin SuperstarStrut TwinkleToesRoutine StarlightSlowSway AllStarShuffle DanceLikeARockstar',
    fitness:
      'StarJumpStreak UnderTheStarsRun StarPlankHold StarCrunches ShootingStarSprints AllStarCircuit',
    funny:
      'WishUponAPlane GoldStarForEverything MadeUpConstellations SatelliteOrStarDebate StarStruckReaction StarSignStereotypes',
    prank:
      'GlowStarCeiling StarNoteInLunchbox GoldStarAmbush StarStickerTrail NameAStarSurprise WakeUpToStars',
    cooking:
      'StarryNightCupcakes StarFruitWands StarBreadTwist StarAniseHotCider ShootingStarCakePops WishUponACookie',
    travel:
      'SleepUnderTheStars DarkSkyRoadTrip StargazingSpotHunt StarPartyWeekend ObservatoryStarWalk MeteorShowerCamp',
    fashion:
      'StarEarringStack StarPrintFitCheck StarHairClips CelestialMakeup RedCarpetStarLook StarryNightSequins',
    wellness:
      'CountStarsNotSheep WishOnTheFirstStar StarJarGratitude FiveStarSelfCare StargazeAndUnwind TwinkleTimeout',
    speed:
      'ConstellationSpeedrun LuckyStarsIn60 HundredStarJumps StarOneStrokeIn10 GoldStarGrab ShootingStarSprint',
    music:
      'TwinkleLittleStarRemix RockstarForADay StarsAboveLullaby CosmicSynthJam StarlightSingAlong WishUponAStarCover',
    art: 'StarryNightRecreate StarTrailPhoto PaperStarLantern StarStringArt PaintYourBirthSky ConstellationStitch',
    tech: 'StarTrailTimelapse NightModeStarShot TelescopeFirstLight AppVsStarChart StarProjectorGlowUp StarTrackerBuild',
    pet: 'CatVsStarProjector GoldStarTrickAward PetWalkUnderStars StarBandanaPup DogStarPortrait PuppyHoroscope',
    gaming:
      'StarCollectRun StarshipBuildOff ThreeStarEveryLevel ConstellationPuzzle StarSystemConquest AllStarShowdown',
  },
  'plate tectonics': {
    dance:
      'TectonicPlateShuffle TectonicShiftGroove SubductionSlide PangaeaBreakup TectonicSlowMo PlateBoundaryBattle',
    fitness:
      'SlowAsTectonicPlates TectonicPlatePlank WeightPlateTectonics PangaeaPushUps SubductionSquats TectonicSliderLunges',
    funny:
      'PangaeaBreakupText TectonicPlateGossip ExplainTectonicsBadly SnailVsTectonicPlate TectonicPunOff ContinentalDriftPOV',
    prank:
      'TectonicFurnitureDrift ContinentsOnMyPlate TectonicMapSwap PangaeaFridgeMagnets TectonicSandwichShift CrackedPlateDecoy',
    cooking:
      'PangaeaPancakes TectonicLayerCake GrahamCrackerTectonics EdibleTectonicMap TectonicPlateBrownies LavaFlowFondue',
    travel:
      'SnorkelBetweenPlates HikeAPlateBoundary SanAndreasRoadTrip TectonicHotSprings TectonicVolcanoVisit RingOfFireTour',
    fashion:
      'TectonicCrackleNails TectonicPatchwork TectonicLayeringLook DressAsATectonicPlate PangaeaPrintTee MagmaMonochrome',
    wellness:
      'TectonicPatience TectonicGroundingWalk TectonicShiftJournal SmallMovesBigChange StoneStackingCalm TectonicSlowLiving',
    speed:
      'NameThePlatesIn60 TectonicPuzzleRace TectonicQuizBlitz PangaeaSpeedBuild FastestTectonicModel FasterThanAPlate',
    music:
      'TectonicBassDrop SingThePlateNames TectonicRapBattle PangaeaBreakupBallad SeismicSoundscape TectonicRumbleBeat',
    art: 'TectonicStopMotion TectonicClayModel PaintTheTectonicMap PangaeaCollage StrataSandJar FoamTectonicDiorama',
    tech: 'PhoneSeismometer TectonicGPSDrift TectonicQuakeTracker AIExplainsTectonics CodeAPlateMap GoogleEarthFaultHunt',
    pet: 'CatTectonicDrift DogBedTectonics TectonicPupPileUp AnimalsSenseQuakes TortoiseVsTectonics PetsAsContinents',
    gaming:
      'PangaeaJigsawDuel TectonicPlateTrivia GuessThePlateBoundary QuakeProofCityBuild MinecraftTectonics TectonicBoardGame',
  },
  nugget: {
    dance:
      'NuggetDipDance DinoNuggetStomp BootBallBellBone RexArmsRoutine NuggetDabOff NuggetSauceShuffle',
    fitness:
      'EarnYourNuggets SquatPerNugget NuggetBoxBurpees TRexArmPushups DinoNuggetLunges ChickenWingFlaps',
    funny:
      'FancyNuggetPlating WhoAteTheLastNugget DinoNuggetFamilyDrama NuggetSauceTierList NuggetNatureDoc BootOrBellDebate',
    prank:
      'NuggetDessertIllusion NuggetBoxProposal GoldNuggetSurprise NuggetOrCookie DinoToyLunchbox NuggetSauceSwitch',
    educational:
      'DinoNuggetSpecies WhyNuggetsGetCrispy WhoInventedTheNugget WhyNuggetsHaveShapes GoldNuggetGeology MaillardMagic',
    travel:
      'NuggetAroundTheWorld KaraageTokyoHunt NuggetRoadTrip PanForGoldNuggets NuggetSauceAbroad FriedChickenPilgrimage',
    fashion:
      'NuggetCharmEarrings DressAsANugget GoldNuggetJewelry DinoNuggetPajamas KetchupMustardColorway NuggetPrintSocks',
    wellness:
      'DinoNuggetInnerChild ShareYourNuggets NuggetNostalgia ComfortFoodFriday NuggetMovieNightIn LittleNuggetOfJoy',
    speed:
      'NuggetStackRace NuggetDipRelay DinoNuggetSortDash NuggetBreadingBlitz GoldNuggetScramble TwentyPieceCountdown',
    music:
      'NuggetCrunchASMR DinoNuggetRoarRemix SauceCupDrumming NuggetLoveSong WriteANuggetJingle ChickenNuggetOpera',
    art: 'DinoNuggetDiorama NuggetPopArt NuggetGlamShots NuggetMonaLisa NuggetClaySculpture KetchupBrushstrokes',
    tech: 'AirFryerVsOvenNuggets NuggetCrunchMeter DinoNuggetAIStory 3DPrintedNuggetMold NuggetThermalCam ARNuggetZoo',
    pet: 'PetsNamedNugget NuggetCostumePup HomemadeDogNuggets PlushNuggetFetch CatCurledLikeANugget MyLittleNuggetPortrait',
    gaming:
      'DinoNuggetBossFight NuggetLootDrop MinecraftGoldNuggets OvercookedDriveThru NuggetPowerUp ChickenNuggetTycoon',
  },
  ratatouille: {
    dance:
      'RatatouilleCancan SpiralRatatouilleSpin ZucchiniZumba RatatouilleChopDance RatatouilleWaltz RemyRatShuffle',
    fitness:
      'PostWorkoutRatatouille RatatouilleMarketRide EggplantCurls VeggieChopCardio RatatouilleMealPrep RatatouilleGardenDig',
    funny:
      'PronounceRatatouille RatatouilleCriticFace KidsTryRatatouille RatatouilleNailedIt RemyUnderMyHat AntonEgoFlashback',
    prank:
      'SneakyRatatouille RatatouilleForMom LittleChefInTheKitchen RatatouilleDinnerDrop FancyNameRatatouille RatatouilleFakeDessert',
    educational:
      'RatatouilleVsCaponata HowToSayRatatouille RatatouilleWordOrigin ConfitByaldiExplained RatatouilleRoots WhyEggplantGetsSalted',
    travel:
      'RatatouilleInProvence NiceMarketRatatouille RemysParisAdventure CampingRatatouille RatatouilleRoadTrip RatatouilleFoodTour',
    fashion:
      'RatatouilleColorBlock RatatouilleChefFit ParisianBeretLook RatatouilleApronStyle RemyToqueCosplay RatatouilleBretonTee',
    wellness:
      'GardenToRatatouille MindfulRatatouille SlowSimmerRatatouille RatatouilleSundayReset AnyoneCanCook SliceAndBreathe',
    speed:
      'SpiralRatatouilleIn20 SpellRatatouilleFast RatatouilleMarketDash PlateItLikeRemy EggplantStackBlitz RatatouilleRelay',
    music:
      'RatatouilleMusical RatatouilleAccordion LeFestinCover RatatouillePotDrums SingTheRecipe RatatouilleBistroJazz',
    art: 'RatatouilleColorWheel PaintTheRatatouille VeggieStampRatatouille RatatouilleFoodPhoto RemyFanArt EggplantStillLife',
    tech: 'RobotChefRatatouille RatatouilleTimelapse AirFryerRatatouille AIPlansMyRatatouille RemyCamPOV RatatouilleSousVide',
    pet: 'RemyCosplayPet RatatouilleMovieNight TinyToqueRatatouille RatatouilleSousChefPup ZucchiniDogTreats CatVsRatatouilleRat',
    gaming:
      'OvercookedRatatouille CookingMamaRatatouille RatatouilleRecipeQuest RatatouilleMovieTrivia RemysKitchenRush RatatouilleBossLevel',
  },
  glamping: {
    dance:
      'BellTentShuffle FairyLightFreestyle GlampingLanternSway GlampingCampfireStep GlampAndStomp GlampingHoedown',
    fitness:
      'YurtYoga GlampingMorningHike GlampingTrailRun GlampingPaddleBoard HammockCoreHold GlampingBootcamp',
    funny:
      'GlampingVsCamping FirstTimeRoughingIt GlampingDivaMode IndoorsyGoesGlamping GlampingComplaintsDept FancyCamperProblems',
    prank:
      'GlampingRoomSwap HallwayGlampingSite BackyardGlampReveal FairyLightTunnel SurpriseBellTent GlampingBreakfastInBed',
    educational:
      'HowYurtsStayWarm GlampingLeaveNoTrace GlampingFireSafety GlampingStarGuide WhereGlampingBegan BellTentPhysics',
    cooking:
      'GlampingCharcuterie GlampingSmoresBar GlampingDutchOvenBake CampfireCrepes GlampingBrunchBoard CastIronPizzaNight',
    fashion:
      'CozyCampChic GlampingFitCheck GlampingLinenLayers LanternLitLook GlampingPonchoPose GlampingFeltHat',
    wellness:
      'GlampingUnplug ForestBathHour FairyLightWindDown GlampAndUnwind GlampingHotTubSoak GlampingSlowMorning',
    speed:
      'GlampingSetupRace BellTentPitchOff GlampingLanternBlitz FairyLightUntangle GlampingSpeedMakeover GlampingPackUpDash',
    music:
      'GlampingUkuleleNight CampfireHarmonies BellTentSingAlong GlampingAcousticSet GlampingVinylSpin GlampRockCover',
    art: 'GlampingDreamcatcher GlampingLanternCraft BellTentSketch GlampingGoldenHour ForestWreathWeaving GlampingPolaroidWall',
    tech: 'GlampingProjectorNight SolarFairyLightHack StarlinkInAYurt GlampingPowerBankTest GlampingTechCheck SmartGlampingTent',
    pet: 'GlampingWithMyDog GlampingCatLeashWalk PetGlampSiteBuild BunnyTeepeeNap GlampingPuppyCot HamsterYurt',
    gaming:
      'GlampingDnDCampaign GlampingLanternChess HandheldHammockSession GlampingUnoTourney GlampingCampfireTrivia YurtBoardGameNight',
  },
  motel: {
    dance:
      'NoVacancyShuffle MotelPoolsideTwist MotelMoonwalk MotelIceBucketBop NeonSignShimmy MotelHallwayStrut',
    fitness:
      'SuitcaseSquats IceBucketCurls MotelPoolLaps MotelTowelStretches MotelStairClimb TenMinuteMotelHIIT',
    funny:
      'MotelIceMachineQuest KeyCardWontWork MotelRoomTourParody MotelWallpaperReview VendingDinnerDate MotelButMakeItFancy',
    prank:
      'MotelTowelSwan NoVacancyBedroomSign PillowMintSurprise GiantMotelKeyTag MotelFrontDeskAtHome MotelPostcardNote',
    educational:
      'WhyItsCalledMotel HowNeonSignsGlow MotelRoute66History FirstMotelEver GoogieArchitecture101 MotelRoadTripMath',
    cooking:
      'MotelMiniFridgeFeast MotelKettleNoodles MotelWaffleArt MotelMicrowaveChef NeonSignCookies IceBucketMocktails',
    fashion:
      'MotelNeonFitCheck MotelPoolsideGlam MotelCatEyeShades FiftiesMotelPinUp DesertHighwayStyle MotelRoomKeyCharm',
    wellness:
      'MotelPorchCoffee RoadsideRestReset NoVacancyForStress MotelNightWindDown MotelPoolsidePause MotelSunriseJournal',
    speed:
      'CheckoutTimeCountdown MotelUnpackIn60 MotelBedMakingRace MotelRepackClock IceMachineDash MotelLaundryBlitz',
    music:
      'MotelCalifornia MotelRockabillyJam NoVacancyRoadSong MotelSynthwave HighwayHarmonica MotelRoomAcoustic',
    art: 'NeonSignPhotoWalk MotelPoolPolaroids MotelFacadeSketch MotelPostcardPainting MotelKeyTagCollage GoogieArtZine',
    tech: 'MotelWiFiSpeedTest MotelTravelRouter RoadTripGadgetKit MotelMobileOffice MotelTVCastHack DoorStopAlarmCheck',
    pet: 'PetRatesTheMotelBed RoadTripPupCheckIn MotelWalkiesAtDawn MotelCatCarrierNight DogInspectsTheMotel MotelTreatOnThePillow',
    gaming:
      'MotelTycoonBuild MotelHandheldLeague PoolsideDominoes MotelLANParty MotelEscapeRoom RoadTripCardGames',
  },
  festival: {
    dance:
      'FestivalShuffle MainStageDanceOff FestivalFlagFlow CoachellaCrowdJump SilentDiscoShowdown FestivalTotemTwirl',
    fitness:
      '30KStepFestival CoolerCarryLunges FestivalRecoveryYoga FestivalDanceCardio TentPoleSquats FestivalFitPrep',
    funny:
      'FestivalVsReality WristbandTanLine LostAtTheFestival FestivalCampingFails MudBootsAftermath FestivalDadEnergy',
    prank:
      'FestivalTicketSurprise FestivalBackyardStage FestivalFakeHeadliner VIPWristbandForMom FestivalLivingRoom GlitterWelcomeHome',
    educational:
      'HowFestivalsAreBuilt HoliColorsMeaning FestivalSoundScience LeaveNoTraceFestival FestivalOrigins101 WoodstockIn60Seconds',
    cooking:
      'FestivalFunnelCake FoodTruckAtHome FestivalLemonadeStand FestivalSnackPack FestivalCornDogs CampStoveNoodles',
    travel:
      'FestivalRoadTrip FestivalPassport ChiangMaiLanterns FestivalCityHopping FestivalGlampingStay HoliInIndia',
    wellness:
      'QuietTentMorning FestivalRecoveryDay HydrateAtTheFestival FestivalSelfCareKit CrowdBreakBreathing FestivalEarSaver',
    speed:
      'GlitterFaceIn60s FestivalTentPitchOff FestivalQuickChange FestivalPackingBlitz FindYourFriendsFast FestivalLineupRecall',
    music:
      'DreamFestivalLineup HeadlinerMashup FestivalSetlistCover FestivalCrowdChant BedroomFestivalSet ScreamTheEncore',
    art: 'FestivalTotemCraft GlitterFacePaint DreamFestivalPoster WristbandCollage DesignYourFestivalFlag FestivalFilmCamera',
    tech: 'LEDTotemBuild FestivalPhoneSurvival FestivalPowerBankTest FestivalMeshTexting FestivalDroneShow SilentDiscoDIY',
    pet: 'DogchellaFit PetFestivalAtHome FestivalDogBandana KittenFlowerCrown FestivalPupWristband FestivalFurryHeadliner',
    gaming:
      'FortniteFestival FestivalLineupBuilder FestivalTycoonSim GuessTheHeadliner RhythmStageBattle FestivalCampCardGames',
  },
  'hair salon': {
    dance:
      'HairSalonChairSpin BlowoutHairFlip HairSalonCapeTwirl SudsyShimmy HairSalonDryerDisco HairdresserHustle',
    fitness:
      'BlowDryArmBurn SweepUpSquats HairdresserStretch HairSalonShiftSteps HairSalonPostureCheck HairSalonWristRolls',
    funny:
      'JustATrimPanic HairSalonSmallTalk HairSalonFakeSmile HairSalonBangsRegret PinterestVsReality HairdresserTherapy',
    prank:
      'HairSalonFakeBigChop HairSalonMomSurprise HairSalonTipJarNote HairdresserForADay WigSwitcheroo PamperAmbush',
    educational:
      'HowHairDyeWorks BarberPoleMeaning HairSalonLingoQuiz HairdresserSecrets HairSalonScissorTypes HairSalonColorTheory',
    cooking:
      'BraidLikeAHairdresser CottonCandyBlowout HairSalonTeaTray HairSalonCupcakeCurls HairSalonSnackCart CurlerCookies',
    travel:
      'HairSalonAbroadGamble HairSalonTokyoHeadSpa HairSalonSeoulVisit HaircutInEveryCountry ItalianHotTowelShave HairdresserRoadTrip',
    wellness:
      'HairSalonScalpMassage WarmTowelRitual SalonDayReset HairSalonConfidence HairSalonQuietChair HairSalonSelfCare',
    speed:
      'HairSalonBraidSpeedrun HairSalonUpdoBlitz HairSalonSweepDash BeatTheBlowDryer HairSalonFoilRace CurlersIn30Seconds',
    music:
      'ScissorSnipBeat HairSalonDryerRemix HairSalonBrushMicDuet CombTeethStrum HairSalonKaraoke HairdresserSingAlong',
    art: 'HairSalonGlowUpPhoto HairColorSwatchArt HairSalonPortrait HairSalonLogoDesign HairdresserSketchbook MannequinHeadMakeover',
    tech: 'HairSalonARMirror HairSalonBookingBot AIPicksMyHaircut HairSalonColorApp SmartHairToolTest HairSalonDryerShowdown',
    pet: 'HairSalonForMyDog FluffyBlowoutPooch HairSalonShopPup HairSalonKittyBrush HairdresserForMyCat PawdicureDay',
    gaming:
      'HairSalonTycoon HairSalonRoleplay SimsHaircutIRL HairSalonBossLevel BarberShopPuzzle HairSalonSpeedrun',
  },
  birdwatching: {
    dance:
      'BirdsOfParadiseShuffle BirdwatchingStrut BirdwatchingPeacockFan BirdingCopycat FlamingoFreeze BirdwatchingRobinHop',
    fitness:
      'BirdwatchingHike FlamingoStandBalance BirdwatchingArmHold BirdwatchingBikeRide MarshBoardwalkMiles BirderBootcamp',
    funny:
      'BirdwatchingJustACrow PigeonDocumentary BirdingFails BirderVsSquirrel SeagullStoleMyLunch BirdwatchingNarrator',
    prank:
      'GardenGnomeBirder BirdwatchingPlushRobin FakeRareBirdSighting BirdwatchingCallBluff SecretFeederRefill BirdwatchingGiftKit',
    educational:
      'WhyFlocksFlyInV BirdwatchingIDQuiz BirdwatchingBeakShapes BirdingMigrationMap WhyBirdsSing BirderLingo101',
    cooking:
      'BirdwatchingTrailMix BirdwatchingPicnic BirdingThermosCocoa RobinEggCheesecake BirdNestCookies BirderSeedCakes',
    travel:
      'BirdingRoadTrip PuffinIslandHop CraneMigrationFestival BirdwatchingBigYear BirdwatchingRainforest BirderBucketList',
    fashion:
      'BirdwatchingEarthTones FeatherPrintLook BirdingHatFit BirderVestFlex BinocularStrapStyle BirdwatchingCamoChic',
    speed:
      'BirdwatchingBigDay BirdIDSpeedRound BirdwatchingIn60 BirderTallySprint BirdwatchingBingoDash FeatherMatchBlitz',
    music:
      'BirdwatchingDawnChorus BirdsongRemix ThreeLittleBirdsCover BirdingCallDuet BirderBeatbox BirdwatchingLoFiBeats',
    art: 'BirdwatchingWatercolor BirdingJournal BirderWoodCarving FeatherPainting NestMacroPhoto BirdwatchingZine',
    tech: 'MerlinAppBirdwatching BirdingCamSetup SmartFeederTest BirdwatchingSoundID BirderDigiscoping ParabolicMicBuild',
    pet: 'CatBirdwatchingTV KittenChatterCam PetBirdwatching BirdwatchingWithMyDog BirdwatchingPupWalk ParrotVsBirdVideos',
    gaming:
      'BirdingBingo WingspanGameNight BirdwatchingPokedex BirdwatchingPhotoQuest BirdwatchingSpeedrun FlockTogetherCoop',
  },
  massage: {
    dance:
      'MassageTrainConga BackRubBoogie MassageShoulderRolls KneadToDance MassageSpaSway MassageHandWaveFlow',
    fitness:
      'MassageFoamRolling SelfMassageStretch MassageGunCooldown MassagePostRunCalves RollOutTheKnots KneadYourQuads',
    funny:
      'BackRubNegotiation MassageToddlerMasseuse MassageTickleFail MassageTrainFamily MassageYelpReview KidsRunASpa',
    prank:
      'ShoulderRubAmbush MassageSpaAtHome MassageCouponBook MassageFrontDeskBit SurpriseFootSoak MassageRobeReveal',
    educational:
      'WhyMusclesGetKnots MassageScience MassagePressurePoints SwedishVsDeepTissue MassageAroundTheWorld MassageMythBusting',
    cooking:
      'MassageKaleSalad MassageTheDough SpiceRubRoast MassageCabbageSlaw GreensGetASpaDay MassageYourMarinade',
    travel:
      'ThaiMassageInThailand MassageTurkishHammam MassageBaliDay OnsenRyokanStay HotSpringsRetreat MassageAroundTheGlobe',
    fashion:
      'MassageDayComfyFit WaffleKnitLounge SpaSlipperLook MassageRobeRunway MassageHeadbandStyle PostMassageGlow',
    speed:
      'OneMinuteMassage MassageTrainRelay MassageScalpBlitz MassageFootIn60 QuickNeckRelief SixtySecondShoulders',
    music:
      'MassageTrainToTheBeat BackRubLullaby MassageSingingBowls MassageASMRSession ChimesAndRainMix MassageMixtape',
    art: 'MassageStonePainting MassageCandleMaking MassageOilMarbling SpaStillLife ZenSandTray MassageBallPrints',
    tech: 'MassageGunShowdown MassageChairVsHuman ScalpMassagerGadget MassageSmartPillow HeatedNeckWrapTest RobotMassageArm',
    pet: 'MassageForMyDog MakingBiscuitsMassage MassagePuppyEars PetBackRub MassageKittenChin PupSpaDay',
    gaming:
      'MassageBreakEveryLevel ControllerCrampCure MassageThumbRecovery RageQuitRubdown MassageSpaSimulator MassageTrainCoOp',
  },
  shampoo: {
    dance:
      'LatherRinseRepeatDance ShowerCapShuffle ShampooHairFlip ShampooBubbleShimmy ShampooAdStrut ShampooSlowMoSpin',
    fitness:
      'ShampooBottleCurls ShampooJugPress PostWorkoutShampoo TowelStretchCooldown ShampooSquatSet LatherUpLunges',
    funny:
      'ShampooAdParody ShampooMohawk LastDropOfShampoo ShampooFoamBeard ShowerThoughtsLive ReadingShampooBottles',
    prank:
      'GooglyEyeShampoo ShampooLabelPuns TinyShampooSwap ShampooRubberDuckArmy ShampooBottleLoveNote ShowerCapOnEveryone',
    educational:
      'WhyShampooFoams ShampooComesFromHindi ShampooPHStripTest HowShampooCleans ShampooLabelDecoded SulfateFreeExplained',
    cooking:
      'ShampooScentBakeOff ShampooBottleCake LatherLikeMeringue CoconutAlmondBites ShampooPastelMacarons ShampooSpaSnacks',
    travel:
      'HotelShampooReview MiniShampooCollection ShampooHeadSpaJapan ShampooBarCarryOn LeakProofShampooHack HammamDayVisit',
    fashion:
      'ShampooAdHairFlip WashDayCurlReveal ShampooHeatlessWaves ShampooGlowUp ShampooToRunway SilkPillowcaseRoutine',
    speed:
      'FiveMinuteShowerSong ShampooLatherIn30 ShampooBottleStackOff ShampooTowelDryDash ShampooSpeedSuds RinseRepeatRace',
    music:
      'ShampooBottleMicSolo ShowerConcertEncore ShampooLatherASMR ShampooJingleCover ShampooAdRemix BathroomReverbBallad',
    art: 'ShampooMarblePaper ShampooBottleUpcycle ShampooFoamSculpt ShampooLabelRedesign BubblePrintArt BathroomStillLife',
    tech: 'ShampooFoamSlowMo ShampooDispenserHack SmartShowerTimer ShampooScalpCamera AIScansMyShampoo HardWaterTest',
    pet: 'ShampooMohawkPup ShampooTowelZoomies DogShakeSlowMo PetShampooGlowUp CatVsShampooDay FluffyAfterBath',
    gaming:
      'ShampooBottleBowling ShampooRingToss ShampooBubblePop SpaSimTycoon ShampooSudsPuzzle BeatTheShampooBoss',
  },
  juggling: {
    dance:
      'JuggleAndDance JugglingMoonwalk JugglingHipHopFlow ClubTossChoreo ScarfJugglingTwirl CatchOnTheBeat',
    fitness:
      'JuggleOnOneLeg JogglingMile JugglingLunges JugglingBalanceBoard JugglingSquats PlankAndToss',
    funny:
      'DadTriesJuggling JuggleAnything RubberChickenJuggling JugglingFails JugglingAdultLife DropItLikeItsHot',
    prank:
      'InvisibleJuggling FakeDropJuggle JugglingClownCameo PlasticEggJuggling DeskJugglingKit SurpriseJugglingShow',
    educational:
      'JugglingMath JugglingBrainScience HowToJuggleThreeBalls ParabolaPhysics SiteswapSecrets AncientEgyptJuggling',
    cooking:
      'JuggleThenJuice PizzaDoughToss JugglingFruitSalad PancakeJugglingAct JugglersSnackBox JugglingBallCakePops',
    travel:
      'JugglingAtLandmarks JuggleEveryCity StreetPerformerTour JugglingCircusSchool JugglingPostcardShots CoventGardenJuggling',
    fashion:
      'CircusChicLook JugglingRingBangles JugglingScarfStyle JugglingHarlequinPrint JesterHatRevival JugglingSuspenders',
    wellness:
      'MindfulJuggling JugglingForFocus DropItAndSmile ScarfJugglingCalm JugglingZenMinute JuggleYourWorriesAway',
    music:
      'JuggleToTheBeat JugglingToClassical DrumstickTossSolo JugglingMetronomeSync JugglingJingleBells CatchAndClapRhythm',
    art: 'JugglingLightPainting DrawAJuggler DIYJugglingBalls JugglingStopMotion JugglingPatternSketch FrozenMidAirPhoto',
    tech: 'LightUpJugglingBalls JugglingRobot JugglingSlowMo AppCountsMyCatches AICoachesMyJuggling HighFPSCameraTest',
    pet: 'DogWatchesJuggling TreatTossCatch JugglingForMyCat JugglingParrotAudience PetReactsToJuggling PupWaitsForTheDrop',
    gaming:
      'JugglingHorseGame JugglingTrickBattle JugglingHighScore ComboMeterJuggling NoDropRun JugglingMinigame',
  },
  'rock paper scissors': {
    dance:
      'RockPaperScissorsDance RoshamboGroove RPSMoonwalk ThrowShapesChallenge HandSignalChoreo RockPaperScissorsTwist',
    fitness:
      'RockPaperScissorsPlank RoshamboBurpees RPSSquatOff LoserDoesPushUps ThrowAndSprint RockPaperScissorsLunge',
    funny:
      'ShootOnThreeOrFour RPSTrashTalk RoshamboLawyer RockPaperScissorsDrama EndlessTieRound RockPaperScissorsRef',
    prank:
      'RPSMindReader LetLittleSisterWin RockPaperScissorsTreat RoshamboSurprise RockPaperScissorsDare PaintedRockReveal',
    educational:
      'RPSProbability GameTheoryBasics RoshamboOrigins RockPaperScissorsMath RockPaperScissorsPsych WhyRookiesThrowRock',
    cooking:
      'RPSWhoCooks LoserDoesTheDishes RoshamboToppings RockPaperScissorsChef RockPaperScissorsCake ThrowForDessert',
    travel:
      'RoshamboForShotgun JankenInJapan RPSRoadTripPicks RockPaperScissorsRoute ThrowForTheDestination RockPaperScissorsFood',
    fashion:
      'LoserPicksMyFit RPSStyleBattle RoshamboDressUp RockPaperScissorsHats ThrowForTheJacket RockPaperScissorsNails',
    wellness:
      'RPSComplimentGame RoshamboKindness RockPaperScissorsCalm RockPaperScissorsSmile GentlePlayBreak SillyHandsPause',
    music:
      'RoshamboRhythm RPSBeatBattle RockPaperScissorsRap RockPaperScissorsChant ThrowOnTheDrop ShootOnTheDownbeat',
    art: 'RockPaperScissorsComic RPSHandSketch RockPaperScissorsClay RoshamboRockPainting PaperCutSilhouettes PaintTheWinningThrow',
    tech: 'RockPaperScissorsRobot HandGestureAI RPSAppBattle RoshamboArduino WinRateTracker RockPaperScissorsCode',
    pet: 'PetRockPaperScissors DogPlaysRPS RoshamboTreatHunt RockPaperScissorsKitty PawVsHandGame PuppyPicksAFist',
    gaming:
      'RPSTournament LizardSpockVariant RoshamboLeague RockPaperScissorsElo RockPaperScissorsTrain BestOfSevenShowdown',
  },
  tag: {
    fitness:
      'FreezeTagCardio TagSprintIntervals BlobTagLaps TagShuttleDodges TagTeamPlankOff SideStepShuffle',
    dance:
      'TagYoureItDance ShadowTagShimmy TagMoveHandoff ChainTagGroove FreezeTagFinale TagTeamTwoStep',
    funny:
      'NoTagBacksArgument GrownUpsPlayFreezeTag TagYoureItSlowMo TagSportsCommentary DadIsItForever TagButMakeItDrama',
    prank:
      'TagYoureItStickyNote ComplimentTagChain SneakyTagHandoff TagSurpriseHighFive PassTheTagGift MysteryTagBalloon',
    educational:
      'WhoInventedTag TagChaseGeometry TagAroundTheWorld FreezeTagStrategy PredatorPreyDemo TagPursuitMath',
    cooking:
      'TagTeamCooking FreezeTagPopsicles TagChefSwap SandwichTagRelay TaggedInBakeOff PlaygroundPicnicLunch',
    travel:
      'TagInEveryPark TagAcrossTheDunes CastleLawnTag FreezeTagAtTheBeach ForestClearingChase TagAtTheLandmarks',
    fashion:
      'TagTeamStylists TagYoureItFitCheck FreezeTagFashionPose SneakersThatWinTag PriceTagRunway PlaygroundPinnies',
    wellness:
      'TagYoureItKindness FreezeTagBreathing PlayLikeAKidDay TagLaughTherapy TagOutTheStress BackToChildhoodTag',
    music:
      'TagTeamSongCover TagVerseHandoff FreezeTagMusicPause TagYoureItMicDrop PlaygroundChantRemix RapCypherTagIn',
    art: 'TagTeamMasterpiece TagYoureItMural FreezeTagPoseSketch ChalkTagTrail PhotoFinishTag MotionBlurChase',
    tech: 'LaserTagAtHome AirTagHideAndSeek TagWithSmartwatches FreezeTagBuzzerBuild TagChaseHeatmap LEDVestGlow',
    pet: 'TagWithMyDog PuppyFreezeTag TagYoureItKitten TagCatPounce TagBunnyZigzag ZoomiesTagRound',
    gaming:
      'ZombieTagOutbreak LaserTagTournament TagManhuntRound TagCaptureTheFlag TagInMinecraft FreezeTagBossLevel',
  },
  classical: {
    dance:
      'WaltzToClassical ClassicalConductorArms BoleroSlowBuild ClassicalRemixDance ClassicalBalletInSocks BachToTheBeat',
    fitness:
      'FlightOfBumblebeeHIIT ConductorCardio ClassicalAdagioStretch ClassicalYoga ClassicalAllegroRun ClassicalCrescendoReps',
    funny:
      'ClassicalChores OperaVoiceOrdering WhenToClapClassical ClassicalScoreMyDay ClassicalDramaticPause FancyViolinEntrance',
    prank:
      'FifthSymphonyEntrance ClassicalWakeUpCall ClassicalDoorbell ClassicalFancyDinner ClassicalButler SurpriseStringQuartet',
    educational:
      'BaroqueVsClassical TempoTermsQuiz ClassicalSonataForm ClassicalComposerFacts SymphonyExplained ClassicalIn60Seconds',
    cooking:
      'ClassicalBakingHour ClassicalDinnerParty MozartKugelnAtHome ClassicalKneadAlong SachertorteSonata ClassicalBrunchConcert',
    travel:
      'ClassicalComposerHomes ClassicalSalzburgWalk ViennaConcertTrip OutdoorSymphonyPicnic ClassicalCityHop ClassicalPilgrimage',
    fashion:
      'BlackTieRecital ClassicalOperaGlamour ClassicalVelvetBlazer ClassicalConcertLook DressLikeMozart ClassicalPearlsAndTux',
    wellness:
      'SlowSonataMorning CelloBreathingPace ClassicalCalm ClassicalDeepListen ClassicalNatureWalk ClassicalSleepRitual',
    speed:
      'NameThatComposer FastestClassicalPiece ClassicalSpeedQuiz ClassicalIntroIn5 ClassicalPrestoBlitz TempoMatchRace',
    art: 'PaintToClassical ClassicalScoreCollage ClassicalViolinSketch BeethovenPopArt SymphonyColorAbstract ClassicalSheetOrigami',
    tech: 'ClassicalAIComposer ClassicalPianoApp DigitalSheetMusic ClassicalHomeStudio MetronomeGadgetTest ClassicalVRConcert',
    pet: 'ClassicalForMyDog ClassicalCatConductor ClassicalPuppyLullaby PetPicksAComposer ClassicalKittenConcert HowlAlongOpera',
    gaming:
      'ClassicalBossTheme VideoGameSymphony ClassicalPianoTilesRun ComposerGuessingDuel ClassicalGuitarHero ClassicalLevelUp',
  },
  landscape: {
    dance:
      'DanceWithAView SoundOfMusicSpin LandscapeMeadowTwirl LandscapeHilltopMoves SceneryFreestyle LandscapeSunsetGroove',
    fitness:
      'LandscapeSummitPushUps LandscapeYogaFlow RunThroughTheLandscape ScenicViewSquats RidgelineLunges SceneryStairClimb',
    funny:
      'LandscapeOrPortrait PostcardVsReality ThumbInTheFrame LandscapeFilterFail LandscapeExpectations SceneryPhotobombs',
    prank:
      'FakeWindowLandscape LandscapePosterSwap LandscapePostcardMail DreamDestinationReveal GuessWhereWeAre LandscapeDeskWallpaper',
    educational:
      'HowLandscapesForm LandscapeBiomesQuiz LandscapeGeology101 GlacierCarvedValleys RiverMeanderMystery ReadTheLandscape',
    cooking:
      'LandscapeFocaccia EdibleLandscape LandscapeCharcuterie SunsetSmoothieBowl LandscapeOnAPlate LandscapeLayerCake',
    travel:
      'BestLandscapeNearMe ScenicLookoutHunt LandscapeBucketList DolomitesDayHike LandscapeSunriseSummit SceneryChaser',
    fashion:
      'MatchTheLandscape SunsetToneOutfit LandscapePrintFit WearTheLandscape MountainColorBlock DressLikeTheScenery',
    wellness:
      'LandscapeAweWalk HorizonGazing SunsetGratitude LandscapeSitSpot LandscapeDigitalDetox BreatheInTheScenery',
    speed:
      'TenMinuteLandscape LandscapeSpeedPaint PleinAirCountdown LandscapeOneBrushTimer SunsetBeforeItSets LandscapeThumbnails',
    music:
      'ScoreTheLandscape SoundsOfTheView SceneryFieldRecording LandscapeFolkBallad MountainEchoChorus LandscapeLoFi',
    tech: 'LandscapeDroneShot LandscapeHyperlapse GigapixelStitch LandscapeFocusStack LandscapeNDFilter AIExtendsTheScenery',
    pet: 'DogAtTheLookout LandscapeHikingPup PetInTheLandscape KittyWindowScenery LandscapeRoadTripCat MountainTrailBuddy',
    gaming:
      'LandscapePhotoMode OpenWorldViewpoints LandscapeSkyrimSunset MinecraftLandscape TerrainGeneratorSeed GuessTheGameScenery',
  },
  puppet: {
    dance:
      'SockPuppetShuffle PuppetOnAStringMoves PuppetDanceBattle PuppetKickLine FingerPuppetTwirl MarionetteMimic',
    fitness:
      'PuppetDrillSergeant PuppetCountsMyReps SockPuppetHypeCoach MarionetteStretch PuppetPlankJudge StringsAttachedSquats',
    funny:
      'VentriloquistFail PuppetTherapist PuppetNewsAnchor SockPuppetComplaints MyPuppetSaysIt PuppetRoastsMyOutfit',
    prank:
      'PuppetWakeUpCall PuppetSingingTelegram PuppetPeekaboo PuppetLunchboxCameo FingerPuppetPocket SockDrawerPuppetArmy',
    educational:
      'BunrakuExplained PuppetScienceLesson PuppetsAroundTheWorld PuppetMathTutor HowMarionettesWork ShadowPuppetPhysics',
    cooking:
      'PuppetCookingShow SwedishChefCookAlong SockPuppetBakeOff PuppetTasteTester PuppetPancakeFlip FingerPuppetSnackTime',
    travel:
      'PuppetTourGuide PuppetTheaterPrague SockPuppetOnVacation MarionetteShopHunt PuppetPostcardPoses PassportForMyPuppet',
    fashion:
      'TwinningWithMyPuppet PuppetFashionShow SockPuppetFitCheck GooglyEyeAccessories PuppetTinyWardrobe PuppetGlowUp',
    wellness:
      'PuppetPepTalk PuppetGratitudeChat SockPuppetBreathing PuppetFeelingsCheckIn BedtimePuppetShow CalmDownBuddy',
    speed:
      'SockPuppetInOneMinute PuppetTongueTwister PuppetVoicesBlitz PuppetQuickChange GooglyEyeStickRace TenAccentsOnePuppet',
    music:
      'PuppetRockOpera SockPuppetDuet PuppetLipSync MuppetShowCover KaraokeWithMyPuppet PuppetBandReunion',
    tech: 'AnimatronicPuppet VTuberAvatarSetup PuppetGreenScreen SockPuppetVoiceFilter PuppetMotionCapture PuppetPodcastHost',
    pet: 'SockPuppetCatStandoff PuppetMeetsMyDog PuppetTreatDelivery PupVsPuppet PuppetOfMyPet BunnyPuppetShow',
    gaming:
      'PuppetDungeonMaster SockPuppetLetsPlay PuppetTriviaEmcee MarionetteBossFight PuppetShoutcaster PullTheStringsStrategy',
  },
  'build a bear': {
    dance:
      'TeddyBearTwirl PlushPartnerWaltz BuildABearHeartWiggle BuildABearHugSpin BuildABearBoogie BuildABearConga',
    fitness:
      'BuildABearPlankPal PlushTossSitUps BuildABearSquats BuildABearStuffingArms TeddyBackpackLunges BuildABearGymBuddy',
    funny:
      'BuildABearAsAnAdult BuildABearPaperwork BuildABearNameCrisis StuffedAnimalInterview TeddyBearVoiceover BuildABearHeartVows',
    prank:
      'BuildABearDoppelganger BuildABearSecretVoice TeddyBearHiddenNote BuildABearBedInvasion BearInTheMailbox BuildABearStakeout',
    educational:
      'RooseveltBearStory BuildABearSewingBasics BuildABearHowItWorks WhatsInsideBuildABear BuildABearFactory101 TeddyBearScience',
    cooking:
      'TeddyBearPancakes BearShapedRiceBalls BuildABearCake BuildABearPicnic BuildABearHoneyToast BuildABearBirthdayBake',
    travel:
      'BearOnEveryLandmark BuildABearRoadTrip TeddyTravelBuddy BuildABearVacationPics BuildABearPassport BuildABearAbroad',
    fashion:
      'BuildABearTwinning BuildABearTinySneakers TeddyStyleSwap MiniMeMatchingLook BuildABearCosplay BuildABearRunway',
    wellness:
      'BuildABearHeartWish BuildABearMemoryStitch BuildABearComfortHug BedtimeBearSnuggle PlushCuddleBreak BuildABearWorryWhisper',
    speed:
      'BuildABearStuffingRace BuildABearSpeedDress BuildABearNameInTen PlushSortingDash TeddyOutfitBlitz BuildABearStitchOff',
    music:
      'TeddyBearsPicnicCover BuildABearSoundChip BuildABearSingAlong BuildABearKaraoke PlushChoirPerformance BuildABearBand',
    tech: 'BuildABearStopMotion TeddyBearSmartSpeaker BuildABearHeartbeatMod BuildABearLightUpHeart PlushTimelapseBuild BuildABearAIVoice',
    pet: 'BuildABearPetLookalike PuppyStealsThePlush BuildABearCatCuddle DogMeetsBuildABear BuildABearNapBuddy TeddyAndTheKitten',
    gaming:
      'TeddyBearClawMachine BuildABearHideAndSeek PlushBowlingAlley BuildABearFanQuiz BuildABearScavenger BuildABearTeaPartyRPG',
  },
  'milk jug': {
    dance:
      'PassTheMilkJugConga MilkJugShakerDance BalanceAMilkJugGroove MilkJugStrut GotMilkShimmy MilkJugTwist',
    fitness:
      'MilkJugKettlebell MilkJugFarmerCarry LungeWithAMilkJug MilkJugSquatPress GallonGains HomeGymMilkJugs',
    funny:
      'EmptyMilkJugInFridge IfMilkJugsTalked MilkJugPourFromFull WhoLeftOneSip MilkJugDropFail MilkJugTetris',
    prank:
      'GooglyEyeMilkJug MilkJugWithAMustache OrangeJuiceMilkJug TinyMilkJugSwap MilkJugLoveNote ChocolateMilkSwitch',
    educational:
      'WhyMilkJugsAreSquare MilkJugSeedGreenhouse BuildAMilkJugRainGauge MilkJugAirPressure WhatDoesHDPEMean MilkJugWaterFilter',
    cooking:
      'ShakeMilkJugButter MilkJugBatterBottle UseUpTheMilkJug MilkJugRicotta MilkJugHotCocoa LastCupPancakes',
    travel:
      'MilkJugCampingLantern MilkJugCampSink FarmToMilkJugTour MilkJugSandcastleMold MilkJugCanoeBailer RoadTripWaterJugs',
    fashion:
      'MilkJugArmor BanglesFromMilkJugs MilkJugHandbag RecycledMilkJugFit TrashionShow MilkJugSunVisor',
    wellness:
      'MilkJugHerbGarden ZeroWasteMilkJug MilkJugFeederWatch MilkJugWishLantern MorningWateringRitual MindfulUpcycling',
    speed:
      'MilkJugScoopCatch MilkJugTowerIn30 FastestMilkJugCraft MilkJugWaterRelay RingTossOnMilkJugs GallonPourOff',
    music:
      'MilkJugBanjo BlowTheMilkJug HomemadeMilkJugBand JugJamHoedown MilkJugShaker MilkJugDrumKit',
    tech: 'MilkJugWaterRocket BuildAMilkJugRobot MilkJugNightLight MilkJugWindTurbine RecycleMilkJugFilament ArduinoJugPlanter',
    pet: 'MilkJugTreatPuzzle MilkJugFeederCatTV MilkJugPetScoop DogVsMilkJug KittyMilkRingChase MilkJugSnuffleToy',
    gaming:
      'MilkJugLacrosse MilkJugBowling MilkJugSkeeBall MiniGolfWithMilkJugs JugPongShowdown MilkJugCornhole',
  },
  kindle: {
    dance:
      'KindlePageTurnTwirl KindleChapterGroove KindlePlotTwistShimmy KindleBookClubConga TheEndHappyDance CliffhangerFreeze',
    fitness:
      'KindleWallSitChapter KindleTreadmillRead EreaderStepsAndPages LungePerPlotTwist KindleSpinClass AudiobookHikeHour',
    funny:
      'KindleFellOnMyFace OneMoreChapterLie KindleBatteryPanic KindlePlotTwistGasp KindleVsBookSmell SpoilerAccidentalSwipe',
    prank:
      'KindleScreensaverNote KindleInAHardcover KindleSurpriseBook LibraryHoldReveal SecretEbookGift HighlightedLoveLetter',
    educational:
      'KindleVsPaper KindleEInkExplained KindleVocabBuilder KindleSpeedReading101 ClassicNovelsMonth PublicDomainTreasure',
    cooking:
      'KindleFictionalFeast KindleCookbookTest KindleTeaAndTart ReadingNookSnackBoard CookTheChapter KindleBookClubBakes',
    travel:
      'KindleSetInThisCity TrainRideEbook KindleBeachRead KindleHammockAbroad LiteraryLandmarkVisit KindleOnlyCarryOn',
    fashion:
      'KindleBookishFit KindleLibrarianChic CardiganAndCoffeeLook MatchYourKindleCase DarkAcademiaKindle EreaderSleeveDesign',
    wellness:
      'KindleNoPhoneNight KindleSunriseChapter KindleCozyCorner ReadingNookReset SlowLiteratureSunday SwapScrollForKindle',
    speed:
      'KindleBookInADay KindleWordsPerMinute KindleReadingSprint HundredPagesAnHour BeatTheKindleClock FinishTheSeriesWeek',
    music:
      'KindleBookSoundtrack CharacterThemeSong EbookAmbientMix KindleChapterScore LiteraryLyricsCover KindleReadAlongLoFi',
    art: 'KindleInsertArt EreaderStickerBomb KindleCharacterSketch BookNookDiorama KindleScreensaverDIY DoodleYourKindleCase',
    pet: 'CatBlocksMyEbook KindleReadToMyDog KindleKittenPageTurn KindlePuppyLapNap BunnyStoryTime PetReadingBuddy',
    gaming:
      'KindleBookBingo ChooseYourAdventureRun KindleWordGames SideQuestEbooks KindleChapterTrivia KindleStreakChallenge',
  },
  'backyard chicken': {
    dance:
      'BackyardChickenDance ChickenCoopShuffle HenHouseStrut BackyardPeckAndStep FunkyChickenFlap FarmhouseHoedown',
    fitness:
      'HenHouseHIIT CoopCleanoutCardio BackyardFeedBagCarry StrawBaleSquats BackyardFenceBuild BackyardChickenChores',
    funny:
      'ChickenCoopGossip BackyardChickenDrama HenVoiceover BackyardChickenEscapes PeckingOrderPOV RoosterAlarmClock',
    prank:
      'FreshBreakfastDelivery HenHouseMakeover BackyardNeighborEggs ChickenCoopGnome BackyardRubberChicken PaintedPebbleNest',
    educational:
      'HowHensLayEggs ChickensAreDinosaurs ChickenCoopBasics BackyardBreedQuiz WhyChickensDustBathe BackyardShellColors',
    cooking:
      'HenHouseOmelet FarmEggShakshuka BackyardFrittata ChickenCoopCupcakes BackyardBrunch SunnySideUpSunday',
    travel:
      'HawaiiWildRoosters BackyardChickenKeyWest ChickenCoopTour CountyFairHenShow CountryEggStandTrip BackyardToFarmStay',
    fashion:
      'BackyardChoreChic HenPrintOutfit ChickenCoopBootsLook FarmhouseFlannelStyle BackyardOverallsFit YolkYellowAccents',
    wellness:
      'BackyardChickenTherapy HenLapCuddle ChickenCoopMorningCalm FreshEggGratitude GardenDirtGrounding BackyardFlockWatching',
    speed:
      'ChickenCoopCleanSprint EggBasketCountdown BackyardHeadcount BackyardChickenLockUp WaterRefillBlitz HenHouseTidyRace',
    music:
      'HenClucksRemix BackyardChickenChorus ChickenCoopBeat RoosterCrowHarmony BackyardBanjoSerenade ChickenDanceCover',
    art: 'ChickenCoopMural HenPortraitPainting EggshellMosaic RoosterWeatherVane BackyardChickenClay BackyardFlockSketch',
    tech: 'ChickenCoopLiveCam BackyardSmartDoor BackyardAutoWaterer EggLogAppSetup PredatorAlarmHack HenHouseSensors',
    gaming:
      'BackyardChickenTrivia EggCatchArcade ChickenCoopBuildGame HenHouseTycoon StardewPoultryRun BackyardFarmSim',
  },
  'board game': {
    dance:
      'BoardGameVictoryDance MeepleShuffle TwisterFreestyle BoardGameSpinnerTwirl BoardGameBoogie TabletopTwoStep',
    fitness:
      'HumanSizedBoardGame MeepleSquats BoardGamePenaltyReps RollForBurpees BoardGameWorkoutNight TabletopCircuit',
    funny:
      'MonopolyFourHourSaga BoardGameSoreLoser GameNightBetrayals BoardGameHouseRules BoardGameTrashTalk TabletopDramaQueen',
    prank:
      'BoardGameFakeRule BoardGameFamilyFaces GlowInDarkDiceSwap BoardGameMysteryBox MissingPieceHunt BoardGameInviteScroll',
    educational:
      'BoardGameProbability OldestBoardGameEver MeepleOrigins MonopolyMoneyMath BoardGameStrategy101 DesignABoardGame',
    cooking:
      'CharcuterieBoardGame ScrabbleTileCookies MeepleGingerbread BoardGameCake BoardGameDicePizza BoardGameSnackBar',
    travel:
      'BoardGameCafeTour BoardGameEssenSpiel GameNightAbroad BoardGameMuseumVisit ParkChessWithLocals TabletopRoadTrip',
    fashion:
      'MeepleEarrings BoardGameNightFit BoardGameDiceNecklace ChessKnightBrooch TabletopCosplay BoardGameThemedLook',
    wellness:
      'BoardGameScreenFree BoardGameCoopCalm SoloBoardGameRitual GameNightGratitude PuzzleTeaSunday TabletopUnplug',
    speed:
      'BlitzChessClock MeepleStackRace BoardGameCleanupDash BoardGameRulesInMinute BoardGameSetupSprint TabletopSpeedRound',
    music:
      'BoardGameDiceShaker BoardGameThemeComposer GameBoxDrumKit MeepleJingle BoardGameAnthem TabletopTavernSong',
    art: 'BoardGameMiniPainting BoardGameBoxArtRedraw MeepleCustomPaint HandDrawnMapBoard DesignYourOwnBoard TabletopTerrainCraft',
    tech: 'BoardGame3DInserts DiceTowerBuild BoardGameRulesAI BoardGameDigitalVsReal TabletopSimNight LEDScoreTracker',
    pet: 'CatSitsOnTheBoard BoardGamePuppyReferee HamsterRollsTheDice PetPicksTheGame BoardGameTeamDog BoardGameBunnyCameo',
  },
};
