import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  lunch: {
    dance:
      'LunchboxShuffle LunchTrayTwirl LunchBellBounce LunchBreakBoogie SandwichShimmy CafeteriaConga',
    fitness:
      'LunchHourLunges LunchWalkChallenge LunchStairClimb EarnYourLunch PowerLunchPlank BrownBagBurpees',
    funny:
      'WhoAteMyLunch LunchLadyImpression LunchEnvyStare RateMyLunchbox SoggySandwichSaga LunchTradeHaggle',
    prank:
      'GooglyEyeLunch LunchNapkinJoke LunchboxKindNote LunchPlotTwist SmileySandwich LunchIsActuallyCake',
    educational:
      'LunchesAroundTheWorld LunchPlateMath LunchFoodMiles BuildABalancedLunch SandwichScience LunchLabelDetective',
    travel:
      'LunchWithAView LunchLikeALocal RooftopLunchHunt LunchboxRoadTrip FoodTruckFaceOff MarketHallMunch',
    fashion:
      'LunchDateOutfit LunchToDinnerSwap LunchboxAsAPurse LadiesWhoLunchLook PowerLunchFit BrownBagChic',
    wellness:
      'PhoneFreeLunch LunchBreakWalk MindfulMunch LunchOnTheLawn SavorEveryBite ActuallyTakeLunch',
    speed:
      'FiveMinuteLunch SandwichStackSprint LunchLineRelay PackALunchInSixty LunchRushRace BeatTheLunchBell',
    music:
      'LunchBreakJam LunchTableBeat LunchboxDrum SingForYourLunch CafeteriaCupSong BrownBagBeatbox',
    art: 'LunchBagDoodle LunchNapkinSketch PaintYourLunchbox BentoBoxPicasso PlayWithYourLunch LunchStillLife',
    tech: 'HeatedLunchboxTest AIPacksMyLunch ScanYourLunch LunchDeliveryBot BentoByAlgorithm SmartFridgeRaid',
    pet: 'PetLunchDate LunchBreakWalkies PackYourPupALunch CatCrashesLunch PuppyEyesAtLunch LunchboxSniffTest',
    gaming:
      'LunchChessBlitz HandheldLunchLeague OneMatchPerLunch LunchTableLegends CafeteriaCardShark PowerUpAtLunch',
  },
  work: {
    dance:
      'ClockOutStrut WorkBreakroomBoogie WorkFromHomeHustle SwivelChairSalsa WorkItWednesday JobWellDanced',
    fitness:
      'WorkStairsOnly DeskJobDips CommuteCardio WorkoutAtWork PushupsOverPaperwork StandUpEveryHour',
    prank:
      'ComplimentStickyNotes TrophyForTheCoworker BalloonFilledCubicle GooglyEyesAtWork WorkMugMakeover WorkBirthdayParade',
    educational:
      'MyWorkInOneMinute WorkJargonDecoded HowPaychecksWork JobShadowDay GuessMyCareer VanishedProfessions',
    cooking:
      'WorkPotluckDish WorkMugCake WorkLunchGlowUp CoworkerCookieSwap BreakroomBakeOff MicrowaveMasterChef',
    travel:
      'WorkFromAnywhere WorkCafeHopping PlanAWorkation CoworkingCrawl CommuteLikeATourist LunchBreakExplorer',
    fashion:
      'WorkFitCheck BlazerFiveWays DressForTheJobYouWant DeskToDinner WorkWeekCapsule WhatsInMyWorkBag',
    wellness:
      'WorkWinsJournal WorkLifeBalanceAct AfterWorkUnwind WorkFreeWeekend NoEmailEvenings BreatheBetweenMeetings',
    speed:
      'WorkInboxZero WorkEmailBlitz WorkToDoTakedown JobDoneByNoon PomodoroSprint TenMinuteStandUp',
    music:
      'WorkThemeSong WhistleWhileYouWork WorkDeskDrumSolo CoworkerKaraoke ClockOutAnthem StaplerSymphony',
    art: 'WorkStickyNoteMural CoworkerCaricature WorkDeskDoodle PaperclipPicasso SketchYourCommute ArtworkAtWork',
    tech: 'RateMyWorkSetup WorkSmarterNotHarder AutomateYourJob WorkShortcutShowdown SecondMonitorGlowUp ProductivityAppFaceOff',
    pet: 'MyCoworkerHasPaws TakeYourDogToWork ZoomiesAfterWork FetchBreakAtWork CatOnTheKeyboard KittenJoinsTheMeeting',
    gaming:
      'CubicleBingo WorkTriviaFriday CoworkerCoopNight WorkChessLadder BossFightAtWork ClockOutLogIn',
  },
  vacation: {
    dance:
      'VacationLimboLine VacationSunsetSway OutOfOfficeDance HolidayHula VacayShimmy PoolsideConga',
    fitness:
      'HotelRoomHIIT VacationStepCount VacayMorningMile PoolsidePushUps HolidayHillSprints StayFitOnVacation',
    funny:
      'LastDayOfVacation VacationPhotoDirector VacayPackingPanic VacationVsReality TouristDadImpression WorstOutOfOfficeReply',
    prank:
      'VacayFromTheBackyard VacationClueHunt SurpriseHolidayReveal FakeVacationPostcard WelcomeHomeBalloonDrop LivingRoomLuau',
    educational:
      'LearnBeforeYouGo VacationBudgetMath GuessMyVacationSpot HolidayHistoryHunt VacationPhrasebook JetLagScience',
    cooking:
      'StreetSnackCopycat BringVacationHome HomemadeHotelBuffet VacayInAGlass HolidayGrillOff VacationMemoryMeal',
    fashion:
      'PackMyVacationFits OneBagVacation HolidayHatTrick VacayRewearChallenge OutOfOfficeOutfit PoolsideRunway',
    wellness:
      'VacationUnplug VacayModeOn VacationSlowMornings HolidayHeadspace HammockHourOff PostcardToMyself',
    speed:
      'VacationUnpackBlitz HotelCheckoutDash PackForVacationInTen VacaySuitcaseSprint SunscreenSpeedrun HolidayCountdownRace',
    music:
      'VacationUkuleleJam SteelDrumCover VacayAnthem NameThatVacationSong HolidaySoundDiary OutOfOfficeOpera',
    art: 'VacationSketchbook TicketStubJournal PaintAVacayPostcard HolidayInWatercolor VacationInOneCollage SeashellSouvenirCraft',
    tech: 'VacationDroneReel VacayPhotoGlowUp HolidayGadgetHaul OneCableVacation NoSignalNoProblem AIPlansMyVacation',
    pet: 'SuitcaseStowaway PostVacationReunion DogsFirstVacation PetPacksForVacay PupOnHoliday CatSitterReportCard',
    gaming:
      'VacationBingo TravelTriviaShowdown VacayCardShark CatchEmOnVacation HolidayHighScore IslandHopperQuest',
  },
  storm: {
    dance:
      'StormStomp LightningFlashFreeze ThunderClapCombo StormChaserShuffle StormyWeatherSway EyeOfTheStormSpin',
    fitness:
      'ThunderclapBurpees StormDayCircuit StormChaserSprint WeatherTheStormPlank StormCloudCrunches LightningLunges',
    funny:
      'StormReporterSkit StormUmbrellaFail StormInATeacup StormPrepPanic PowerCutTalentShow ThunderJumpScare',
    prank:
      'StormCloudOverDesk StormFortAmbush StormSnackStash AfterTheStormRainbow LightningBoltNotes PaperRaindropCeiling',
    educational:
      'HowFarIsTheStorm StormInAJar HowStormsGetNames SpotTheStormCloud EyeOfTheStormFacts WhyThunderRumbles',
    cooking:
      'StormCloudCupcakes LightningBoltCookies PowerOutagePicnic ThunderstormToastie StormyNightCocoa WeatherTheStormStew',
    travel:
      'RainbowAfterTheStorm StormWatchingCoast LighthouseInAStorm StormyBeachStroll WaitOutTheStormCafe PetrichorWalk',
    fashion:
      'StormProofFitCheck RaincoatStyleOff StormCloudNails StormyDayDrip StormGreyLayers PuddleJumpBoots',
    speed:
      'BeatTheStormHome LightningRoundQuiz StormLaundryRescue StormPrepSprint FortBeforeTheStorm BlackoutFlashlightHunt',
    music:
      'ThunderDrumAlong StormyWeatherCover StormBodyPercussion RemixTheStorm StormOnTheKeys RainstickRhapsody',
    art: 'StormySeaWatercolor ThunderheadSketch PaintTheStorm StormSkyPastels CatchTheLightning StormInAFrame',
    tech: 'LightningSlowMoShot TimelapseTheStorm StormTrackerShowdown ReadTheRadar StormReadyPowerBank StormStationBuild',
    pet: 'StormSnuggleSquad ThunderHideoutBuild StormPuzzleFeeder KittyStormWatch StormNightLullaby CalmCanineCrew',
    gaming:
      'OutrunTheStorm SurviveTheStorm StormLevelSpeedrun StormyNightBoardGames CandlelightDiceQuest BlackoutCardShark',
  },
  flower: {
    dance:
      'FlowerPowerShuffle SunflowerSway PetalTwirl FlowerCrownConga FlowerFieldFlashMob BloomAndBoogie',
    fitness:
      'FlowerPotSquats LotusFlowerFlow SunflowerStretch WildflowerHike BloomingBurpees PetalToTheMetal',
    funny:
      'FlowerPunChallenge HayFeverVsBouquet FlowerPepTalk FlowerCrownOnDad FlowersForNoReason TulipsOrTwoLips',
    prank:
      'SecretBouquetDrop FlowerChalkTrail DingDongDaisy FlowerShowerSurprise FlowerUnderTheWiper PaperFlowerFakeout',
    educational:
      'HowFlowersBloom FlowerDissection FlowerColorDyeTest FlowerFactOff SeeFlowersLikeABee PollinatorPatrol',
    cooking:
      'FlowerFocacciaGarden FlowerIceCubes PipeAFlowerCupcake PressedFlowerCookies RosePetalLemonade BakeABouquet',
    travel:
      'FlowerFieldTrip CherryBlossomChase FlowerMarketCrawl WildflowerWander FlowerFestivalHop StopAndSmellTheRoses',
    fashion:
      'FloralFitCheck FlowerBehindTheEar DIYFlowerCrown FlowerChildFlare HeadToToeBlooms PetalPinkEverything',
    wellness:
      'SmellTheFlowers FreshBouquetSunday FlowerPressingJournal OneFlowerADay BloomWhereYouAre FlowerArrangingZen',
    speed:
      'BouquetInOneMinute DaisyChainDash FastestFlowerCrown NameTenFlowersFast PotAFlowerInSixty FlowerArrangingRace',
    music:
      'NameThatFlowerSong SingToYourFlowers FlowerPotDrumKit SerenadeASunflower FlowerPowerCover TiptoeThroughTheTulips',
    tech: 'FlowerBloomTimelapse FlowerIDShowdown MacroFlowerMagic FlowersInUltraviolet FlowersOnAutopilot DigitalBouquet',
    pet: 'PetFlowerCrown SunflowerPhotoshoot NonToxicBouquet FlowerFieldZoomies StopAndSniffTheFlowers FloralCollarFitCheck',
    gaming:
      'FlowerHybridQuest FlowerPowerUpRun FlowerFarmTycoon PetalMatchPuzzle DreamGardenBuildOff RarestFlowerHunt',
  },
  teeth: {
    dance:
      'TeethFlossShuffle ToothbrushMicSway BrushingTeethBoogie TeethSparkleSpin ChatteringTeethTwist PearlyWhitesParty',
    fitness:
      'TeethBrushingSquats TeethFlossLunges FlamingoToothbrushing TwoMinuteTeethTone WallSitSmile CalfRaisesAtTheSink',
    funny:
      'ToothFairyNegotiation TeethDentistSmallTalk TeethSpinachCheck LooseTeethDrama ChatWhileBrushingTeeth ToothpasteFoamBeard',
    prank:
      'FakeTeethDoorAnswer ToothFairyLetter TeethMirrorMemo GiantToothbrushSwap GlowInTheDarkTeeth VampireTeethCameo',
    educational:
      'HowTeethGrow WhyWeBrushTwoMinutes TeethEggshellAcidTest AnimalTeethQuiz CountYourTeeth ZoomInOnEnamel',
    cooking:
      'ToothFairyCupcakes SugarFreeGummyBears TeethApprovedSnacks CrunchForCleanTeeth StrongTeethSmoothie AppleSliceTeeth',
    travel:
      'TeethBrushingWithAView CampsiteTeethRoutine LayoverTeethRefresh SunriseToothbrushing ForgotMyToothbrush HotelMintCollection',
    fashion:
      'TeethBracesColorPick LipstickTeethCheck MatchYourPearlyWhites TeethGemGlam FlashThoseTeeth RetainerCaseStyle',
    speed:
      'BedtimeTeethDash TeethFlossingRace TwoMinuteBrushTimer PJsAndTeethBlitz SwishForThirty TeethBrushingCountdown',
    music:
      'TeethBrushingSong ToothbrushHumAlong TeethFlossRap TwoMinuteTeethTune ChatteringTeethBeatbox SingThroughTheFoam',
    art: 'ToothbrushSplatterArt FlossStringWeave TeethSmilePortrait HealthyTeethPoster MarshmallowTeethModel SharkTeethSketch',
    tech: 'SmartToothbrushTest TeethBrushingAppDuel TeethPlaqueDyeCam ScanMyTeethIn3D WaterFlosserFaceOff TeethGadgetTierList',
    pet: 'PetTeethBrushing PuppyTeethingToys KittenTeethCloseUp DogTeethSmileShot ToothbrushFirstTaste SayAhhPup',
    gaming:
      'TeethCavityBossFight ToothFairyQuest PlaqueInvaders DefendTheTeeth TeethBrushingLevelUp TwoMinuteTeethStreak',
  },
  dessert: {
    dance:
      'SweetToothShuffle DessertCakeWalk JelloWobble BoogieForDessert DessertTableTango DessertFirstDance',
    fitness:
      'EarnYourDessert SweetToothSquats DessertPlankPayoff DessertDash SprintForSprinkles TenRepsPerDessert',
    funny:
      'AlwaysRoomForDessert NailedItDessert DramaticDessertReview DontTouchMyDessert SecondDessertStomach SugarRushReaction',
    prank:
      'DessertInDisguise MashedPotatoSundae DessertSushiRolls DessertForBreakfast IsItCakeChallenge DessertBurgerSwap',
    educational:
      'WhySugarMelts HowIceCreamFreezes DessertChemistryLab DessertOriginStories GuessTheDessertCountry PieChartDessert',
    travel:
      'DessertAroundTheWorld DessertCrawl PastryPassport NightMarketDessertRun BestDessertInTown GelatoGrandTour',
    fashion:
      'DressLikeADessert SprinkleNailArt CupcakeCouture DessertPastelPalette DessertCharmBracelet DessertDripFit',
    wellness:
      'MindfulDessertBite DessertGratitudeSundae BakeToRelax TreatYourselfTuesday NoGuiltDessertNight ShareADessert',
    speed:
      'FiveMinuteDessert DessertMugCakeDash DessertPlateOff DessertIcingRelay SundaeStackSprint SixtySecondSprinkles',
    music:
      'SweetToothSerenade IceCreamTruckCover DessertSpoonDrumming WriteADessertJingle RapTheDessertMenu OdeToDessert',
    art: 'DessertStillLife DessertClayMiniatures IcingPipedPortrait SprinklePointillism DrawYourDreamDessert DessertPlatePicasso',
    tech: 'DessertRecipeAppDuel DessertMoldPrinting AIDesignsMyDessert DessertGadgetTierList SoftServeMachineTest SlowMoSyrupPour',
    pet: 'PetSafeDessert DessertStareDown PupcakeParty DessertForDogsOnly DessertPolicePup KittenBirthdayTreat',
    gaming:
      'DessertShopSim DessertMatchThree CandyCrushHighScore LoserServesDessert DessertTierList WinnerGetsTheSundae',
  },
  noodle: {
    dance:
      'NoodleWiggle ChopstickShuffle RamenBowlBounce NoodleArmsChallenge WetNoodleWobble NoodleLegsLimbo',
    fitness:
      'NoodleArmsGlowUp ChopstickPlankPickup NoodleCarbLoad5K PoolNoodleWorkout KneadForSpeed NoodleBowlSquats',
    funny:
      'NeverEndingNoodle ChopstickStruggle InstantNoodleChefMode NoodleSlurpOff WhiteShirtRamenDare LadyAndTheTrampNoodle',
    prank:
      'GummyNoodleSwap FloatingChopsticks AlphabetNoodleNote YarnNoodleFakeout DessertRamenSwitch NoodleHiddenEgg',
    educational:
      'HowNoodlesAreMade WhyWeSlurp NoodleLengthMath WhoInventedNoodles NameThatNoodle StretchyNoodleScience',
    travel:
      'NoodleCrawl SlurpAcrossTheCity NoodleNightMarket HoleInTheWallNoodles NoodlePassport RamenRoadTrip',
    fashion:
      'ChopstickHairBun NoodleBibChic DressLikeANoodle NoodleDateFit SlurpProofOutfit NoodleEarringDIY',
    wellness:
      'NoodleNightIn WarmBrothGratitude NoodleSoupForTheSoul SlowSlurpSunday MindfulNoodleBowl NoodleKneadingZen',
    speed:
      'ChopstickNoodleDash TenMinuteRamen InstantNoodleBlitz NoodleTwirlTimeTrial SpaghettiTowerSprint NoodleDoughPullRelay',
    music:
      'OdeToNoodles ChopstickDrumSolo RamenRapRecipe NoodleSlurpBeatbox NoodleBowlXylophone OnTopOfMyNoodles',
    art: 'NoodleMosaic DryNoodleSculpture ChopstickInkDrawing PaintWithNoodles NoodleLiftShot RamenInClay',
    tech: 'SlurpSoundMeter NoodleSteamSlowMo RamenVendingMachine AIRatesMyNoodles NoodleMakerFaceOff PerfectNoodleTimer',
    pet: 'PetsNamedNoodle CatInTheNoodleBox DogNoodlePlushToss NoodleBowlCostume SlurpStareDown PoolNoodleFetch',
    gaming:
      'NoodleShopTycoon GameNightNoodles RamenTierList SlurpAtTheSavePoint NoodlePickUpSticks NoodleBreakRespawn',
  },
  ninja: {
    dance:
      'NinjaFreezeFrame NinjaShadowStep NinjaStarSpin DanceLikeANinja SlowMoNinjaBattle StealthModeShuffle',
    funny:
      'NinjaCreakyFloorboard CookieJarNinja DadThinksHesANinja MidnightSnackNinja WorstNinjaEver NinjaInTheOffice',
    prank:
      'NinjaPhotoBomb NinjaNoteDrop SecretChoreNinja BreakfastInBedNinja HugFromTheShadows NinjaBalloonRoom',
    educational:
      'NinjaMythBusting NinjaVsSamuraiQuiz HowShurikenFly WereNinjasReal WhatNinjasActuallyWore ScienceOfSneaking',
    cooking:
      'NinjaBreadMen NinjaStarCookies NinjaOnigiriFaces ChopLikeANinja FruitNinjaSalad StealthSushiRolls',
    travel:
      'NinjaTrickHouse NinjaVillageTour TreetopNinjaCourse HiddenNinjaTrail FindTheSecretDoors NinjaParkHop',
    fashion:
      'AllBlackNinjaLook NinjaSplitToeShoes StealthModeStreetwear NinjaCostumeDIY TieItLikeANinja DressedForTheShadows',
    wellness:
      'NinjaFocusBreath NinjaStillnessHold CalmLikeANinja SilentNinjaMorning FindYourInnerNinja QuietAsAShadow',
    speed:
      'NinjaLaserMaze NinjaStarTossIn30 NinjaCourseTimeTrial FastestSilentNinja ShadowRelay CreakFreeDash',
    music:
      'NinjaTaikoDrum NinjaSoundEffects NinjaKotoRiff SilentNinjaRemix TiptoeBassline HiYahBeatDrop',
    art: 'NinjaStarOrigami NinjaComicStrip NinjaSockPuppet DrawYourInnerNinja ClayNinjaSquad NinjasInSilhouette',
    tech: 'NinjaFlipSlowMo NinjaStopMotion GreenScreenNinjaJump CodeARobotNinja NinjaVanishEdit SneakPastTheSensor',
    pet: 'NinjaCatStealth NinjaBoxAmbush NinjaDogAgility PounceLikeANinja NinjaPupCostume SilentPawsChallenge',
    gaming:
      'NinjaStealthRun NinjaBossFight FruitNinjaHighScore ZeroAlertsChallenge BuildANinjaCourse NinjaVsSamuraiNight',
  },
  sand: {
    dance:
      'SandSoftShoe TidelineTwist SandShuffle SandFootprintDance BarefootBeachBoogie SandDuneSlide',
    fitness:
      'SandSprints SandDuneClimb BarefootBearCrawls SinkingSandSquats SandbagShuffle SandyToesTabata',
    prank:
      'SandMermaidTail BuriedTreasureHunt ShellHeartWelcome WriteItInTheSand SurpriseSandcastle SandFootprintTrail',
    educational:
      'SandUnderAMicroscope HowSandBecomesGlass WhyWetSandHoldsShape HowManyGrainsOfSand WhereSandComesFrom RainbowOfSandColors',
    cooking:
      'SandcastleCake SandDollarShortbread SandPailTrifle EdibleSandCups GrahamDuneParfait BuriedTreasureBrownies',
    travel:
      'BlackSandBeachHunt PinkSandShore SandboardTheDunes SandSculptureFestival DesertSunriseTrek SingingSandSearch',
    fashion:
      'SandDuneFitCheck SandyNeutralsOnly SandProofSandals BeachCoverUpFlip SandstoneSuede SafariKhakiStyle',
    wellness:
      'ZenGardenRaking SandTimerMeditation KineticSandFidget ToesInTheSand WriteWorriesInSand SunsetSandSit',
    speed:
      'BeatTheSandTimer SandDigToWater SandcastleInSixty BarefootSandDash FillTheMoatFirst BucketBrigadeRelay',
    music:
      'SandpaperBlockRhythm SandBottleMaracas MakeTheSandSing SongWrittenInSand DuneHumRecording BeachBucketDrums',
    art: 'SandMandala SandCastPlaster LayeredSandBottle SculptASandDragon GiantSandDoodle TideWillTakeIt',
    tech: 'SandcastleDroneShot KineticSandSlowMo SandPlotterRobot SandproofPhoneTest SandGrainsUpClose TideTimelapse',
    pet: 'BeachDogZoomies SandBathHamster PawPrintsInTheSand PupDigsToChina BuryTheBallInSand SandyNosePortrait',
    gaming:
      'SandboxBuildOff SandTimerPictionary SandcastleSiege SandKingdomRun EscapeTheQuicksand DesertLevelSpeedrun',
  },
  chore: {
    dance:
      'BroomBallroom ChoreChoreography ChoreDusterShimmy DanceYourChoresAway HouseworkHustle SockSortingSalsa',
    fitness:
      'VacuumLunges ChoreSquatPickups ChoreBasketCurls HouseworkHIIT ChoresCountAsCardio SweatWhileYouSweep',
    prank:
      'ChoreFairy ChoreNinjaMorning DoneBeforeTheyWake FakeChoreChart SurpriseSpotlessRoom ReverseChoreDay',
    educational:
      'WhyVinegarCleans ChoreSwabTest ChoreHacksTested CaloriesPerChore ChoreStainShowdown HowSoapActuallyWorks',
    cooking:
      'CleanAsYouCook OneBowlDinner ChoreRewardCookies ChoresThenChurros ChoreFuelSmoothie ChoreChartPancakes',
    travel:
      'ChoreFreeVacation ChoresAroundTheWorld FarmStayChoreDay TidyBeforeTakeoff CampsiteChoreRota HostelKitchenDuty',
    fashion:
      'ChoreDayFitCheck ChoreToBrunchSwap HouseworkHairWrap RubberGloveGlam MopChic ChoreApronGlowUp',
    wellness:
      'MindfulChores OneDrawerAtATime ChorePodcastUnwind OneChoreADay HouseworkHeadspace DishesAsMeditation',
    speed:
      'ChoreBeforeTheSongEnds TenMinuteTidyBlitz ChoreLaundryFoldOff ChoreSpeedrun TagTeamChores MakeTheBedIn30',
    music:
      'BroomAndBucketBeat DishwashingDuet ChoreChorus WhistleWhileYouChore ChoreKaraoke HouseworkHarmony',
    art: 'BroomBristlePainting DustBunnyCharacters ChoreSoapBubblePrints ChoreChartGlowUp ChoreBeforeAndAfter HouseworkStillLife',
    tech: 'ChoreTimelapseReveal ChoreSpreadsheetSplit RobotDoesMyChores ChoreAppShowdown AutomateAChore SmartMopFaceOff',
    pet: 'PetVsTheVacuum LaundryBasketKitten ChoreCatSupervisor TeachYourDogAChore ChoreBuddyPup HouseworkHoundHelper',
    gaming: 'ChoreQuest CleanUpBingo ChoreBossBattle ChoreDiceDraft ChoresForXP UnlockTheWeekend',
  },
  map: {
    dance:
      'XMarksTheSpotDance FourDirectionsShuffle MapCompassTurns MapHopAroundTheWorld MapFoldFreeze OffTheMapMoves',
    fitness:
      'MapArtRun MapCheckpointSprints MapEveryStreet FollowTheCompassHike MapYourOwn5K DrawAHeartRoute',
    funny:
      'MapVsGPSArgument MapFoldingStruggle LostTouristImpression WrongTurnDiaries DadReadsTheMap MapUpsideDownAgain',
    prank:
      'MapToHiddenCookies BackyardPirateClues XMarksTheSpotPrank TreasureMapSurprise MapToTheParty FakeAncientMap',
    cooking:
      'MapSpinSupper RegionalDishDart PassportDinnerNight EdibleTreasureMap CookAcrossTheMap MapSpiceTasting',
    travel:
      'ThrowADartAtTheMap NoPhoneNavigation PaperMapsOnly BlindfoldMapPick DueNorthDayTrip OffTheMapAdventure',
    fashion:
      'MapPatchJacket CompassPendantLook WearTheWorldMap MapScarfFiveWays UpcycledMapTote DressLikeAnExplorer',
    wellness:
      'MapYourHappyPlaces MapMemoryPins GratitudeMapJournal WanderWithoutAMap DreamDestinationMap QuietCornersMap',
    speed:
      'MapCapitalsBlitz RefoldTheMapFast OrienteeringRace FillTheBlankMap MapPuzzleInSixty PinTheCountryQuick',
    music:
      'CityNameLyrics RoadMapMixtape SingAcrossTheMap AnthemMapQuiz FolkTunesOnTheMap PinItPlayIt',
    art: 'HandDrawnTreasureMap MapPaperFlowers DrawAFantasyMap MapFromMemory MapHeartCutout WatercolorCityMap',
    tech: 'GPSRouteArt DroneAerialMapping MapAppSecrets StreetViewTimeTravel PhoneVsPaperMap MapPinHacks',
    pet: 'CatClaimsTheAtlas MapEverySniffSpot WalkiesRouteArt MapTheBestParks PupTreasureMap MapYourPetsTerritory',
    gaming:
      'MapGeoguessDuel MapDungeonDraw RiskBoardConquest HexMapHomebrew UnlockTheWholeMap MinimapOnlyRun',
  },
  nap: {
    dance:
      'GroggyToGrooving SiestaSalsa PowerNapPopAndLock NapTimeSlowDance PostNapWiggle SnoozeButtonShuffle',
    fitness: 'NapBetweenSets RestDayNap WakeUpJumpingJacks NapThenPR PostNapStretch SiestaSquats',
    funny:
      'NapForgotWhatYear JustFiveMoreMinutes NapInterrupted NapNegotiations PillowFaceReveal NapAnywhereChallenge',
    prank:
      'StuffieNapSquad NapFortSurprise WakeUpToWaffles SiestaSerenade NapTimeTuckIn GooglyEyeSlippers',
    educational:
      'WhyCatsNapSoMuch CoffeeNapExperiment PerfectNapLength NinetyMinuteNapMath WhereSiestasBegan AnimalsThatNapStanding',
    cooking:
      'NapWhileDoughRises PostNapPancakes SlowCookerSiesta CookiesBeforeNaptime HoneyLavenderTea SleepyTimeSmoothie',
    travel:
      'RateEveryNapSpot AirportNapPods NapHammockHunt SiestaInSpain NapWithAView ParkBenchPowerNap',
    fashion:
      'NapToNightOut NapReadyFitCheck SilkEyeMaskGlam SiestaSweatsuit PowerNapPajamas BedheadButMakeItChic',
    speed:
      'PowerNapIn20 FastestToFallAsleep PillowFluffRelay NapBlanketFoldOff SiestaSpeedrun NapAlarmDash',
    music:
      'NapTimeLullaby NapAlarmRemix SiestaSoundscape SnoreSymphony TwentyMinuteNapSong SoftGuitarNapTune',
    art: 'DrawSomeoneNapping SiestaWatercolor SketchYourNapDream CatNapPortraits PatchworkNapQuilt PillowCreaseArt',
    tech: 'NapTimelapseCam NapSunriseLamp SleepTrackerVsMyNap PowerNapAppDuel NoiseCancelNapTest SmartPillowShowdown',
    pet: 'NapSpotStolen PuppySnoreCheck KittenNapPile SiestaWithMyDog CatNapCopycat WeirdestPetNapPose',
    gaming:
      'RestAtTheInn NapRespawnPoint SnorlaxMode PowerNapPreRaid NaptimeCozyQuest BeatMyNapScore',
  },
  architect: {
    dance:
      'ArchitectBlueprintBop ArchitectSkylineSway ArchitectPillarFreeze DanceLikeAnArchitect TSquareTwirl HardHatHustle',
    fitness:
      'BlueprintPlankHold LoadBearingLunges ArchitectPillarSquats ArchitectDeskStretch ArchitectCoreBuild ArchitectStairTower',
    funny:
      'ArchitectRatesMyFort ArchitectReactsToLego ArchitectClientChaos RoastMyFloorplan MyToddlerTheArchitect WhoDesignedThisDoor',
    prank:
      'ArchitectBoxCastle ArchitectBlanketFort SecretRoomArchitect ArchitectDollhouseTwin MiniatureOfTheirHouse FakeBlueprintReveal',
    educational:
      'WhyArchesStandUp HowDomesHoldWeight NameThatArchitecture AskAnArchitect ReadLikeAnArchitect ArchitecturalMath',
    cooking:
      'BlueprintBakeOff GingerbreadArchitect CakeArchitecture WaffleSkyscraper ArchitectSugarCubeDome ArchitectCrackerHouse',
    travel:
      'FacadeSpottingWalk ArchitectLandmarkHunt LookUpLikeAnArchitect ArchitectureBucketList ArchitectBridgeTour BrutalismSafari',
    fashion:
      'ArchitectAllBlackFit ArchitectRoundGlasses DressLikeAnArchitect ArchitectTurtleneck StructuredSilhouettes LessIsMoreLook',
    wellness:
      'DesignYourCalmCorner ArchitectYourMorning BlueprintForRest ArchitectsDeclutter ArchitectWindowLight MindfulArchitecture',
    speed:
      'ArchitectTowerIn60 ArchitectCardHouseIn30 ArchitectBlockBlitz SketchASkylineFast ArchitectFloorplanDash MarshmallowFrameRace',
    music:
      'ArchitectRulerTwang ArchitectAcousticsTest BlueprintBeats SingInTheStairwell ArchitectStudioJam SoundOfArchitecture',
    tech: 'ArchitectVRWalkthrough ArchitectLidarScan AIArchitectRender PrintYourDreamHouse HomeDesignAppDuel ArchitectCADSprint',
    pet: 'CardboardPetPalace ArchitectCatCastle ArchitectHamsterHome DogHouseArchitect AquascapeArchitect HutchBlueprint',
    gaming:
      'DreamHouseBuildOff ArchitectBridgePuzzle ArchitectCityBuilder MinecraftArchitect ArchitectTowerDefense SimsLotMakeover',
  },
  weather: {
    dance:
      'WeatherSunshineShimmy WeatherMoodSwing WeathermanGroove DanceTheWeather WindyGustLean SingingInTheRain',
    fitness:
      'WeatherWindSprints AnyWeatherWorkout WeatherproofWarrior RainOrShineRun ForecastFitness WeatherTempReps',
    funny:
      'WeatherAppLiedAgain FourSeasonsInOneDay DramaticWeatherReport BackyardWeatherman NiceWeatherWereHaving WrongWeatherOutfit',
    prank:
      'WeatherFakeForecast IndoorRainbowSurprise WeatherWindowSnowfall ChanceOfPancakes PersonalWeatherReport WeatherUmbrellaNote',
    cooking:
      'WeatherCloudBread SnowflakeSugarCookies WeatherIconCupcakes UnderTheWeatherSoup RainCheckPicnic CookTheWeather',
    travel:
      'LetTheWeatherDecide WeatherAuroraChase FairWeatherFriends BadWeatherGoodTrip RainbowHuntingDrive FogChaserCoast',
    fashion:
      'WeatherAppPicksMyFit FourSeasonCapsule DressForTheWeather RainyDayDrip OneOutfitAllWeather WeatherproofChic',
    wellness:
      'InnerWeatherReport CloudWatchingBreak CozyWeatherRitual WalkInAnyWeather GratefulForTheWeather SunlightFirstThing',
    speed:
      'WeatherReportInSixty BeatTheRainDash WeatherGearSwapRelay WeathermanSpeedRead TenWeatherWordsFast SnowmanInFiveMinutes',
    music:
      'WeatherVivaldiCover WindChimeMelody WeatherThunderDrumroll NameThatWeatherSong WeatherMoodMixtape RainOnTheRoofRhythm',
    art: 'PaintTodaysWeather WeatherDiaryDoodles CloudSketching WeatherFrostMacro StormSkyPastels WeatherWheelCraft',
    tech: 'WeatherStationBuild WeatherAppShowdown WeatherBalloonLaunch CodeAWeatherBot DIYRainGauge BeatTheForecastAI',
    pet: 'PetInARaincoat WeatherSnowZoomies CatFollowsTheSunbeam WeatherHotPavementTest PupsWeatherReport RainyWeatherRefusal',
    gaming:
      'RainyDayGameNight WeatherSurvivalRun ForecastGuessingCards WeatherWizardBoss WeatherTheFarmSeason AllWeatherSpeedrun',
  },
  selfie: {
    dance:
      'SelfieTimerFreeze PoseOnTheBeat SelfieStickSpin MirrorSelfieMambo SelfieSquadShuffle FrontCamFreestyle',
    fitness:
      'PlankAndSnap SelfieEveryMile SummitSelfie ProgressSelfieSwipe SweatySelfieSunday SelfieSquatHold',
    prank:
      'SneakyBackgroundCameo SelfieCardboardTwin FridgeMagnetFaces PhotobombTheirSelfie SelfieFilterSwitch SelfieWallpaperSwap',
    educational:
      'FirstSelfieEver SelfieFocalLengthTest RembrandtPortraitQuiz SelfieLightingLab WhySelfiesLookWeird MirrorFlipMystery',
    cooking:
      'Selfieccino BakeYourSelfie SelfiePancakePortrait EdiblePhotoCake SelfiePizzaFace RecreateItInFood',
    travel:
      'SelfieSamePlaceYearly MuralSelfieCrawl FindTheBestSelfieSpot SelfieAtEveryStop LandmarkSnapTrail ForcedPerspectivePics',
    fashion:
      'MirrorSelfieFitCheck GoldenHourSelfie OneSelfieFiveOutfits FrontCamGlowUp SelfieHairWeek AccessorySelfieStack',
    wellness:
      'NoFilterSelfie SelfieKindCaption SelfieSmileDiary SelfieJustForMe BareFaceSunday SayOneNiceThingSelfie',
    speed:
      'SelfieScavengerHunt QuickSnapRelay SelfieExpressionSprint FiftySelfiesInFive BurstModeBattle FastestSelfieDraw',
    music:
      'SelfieShutterBeat SelfieStickMicDuet SelfieSlideshowDrop FrontCamSingAlong SelfieLipSyncBattle ButFirstASelfieSong',
    art: 'SelfieToSketch SelfieOneLineDrawing ClayFaceSculpt HundredSelfieMosaic PaintYourSelfie SelfieGoesPopArt',
    tech: 'AISelfieAvatar SelfieCameraShootout FiveDollarSelfieLight PortraitModeFails GimbalVsSelfieStick SelfieTimerTricks',
    pet: 'PetTakesTheSelfie SelfieTreatAboveLens PuppyBlinkFreeShot DogSelfieSmile KittenSelfieSquish TwinningWithMyCat',
    gaming:
      'SelfieBingo SelfieRageQuitFace HeadsetSelfieSquad PhotoModeSelfie SelfieAsYourAvatar VictoryScreenSelfie',
  },
  garlic: {
    dance:
      'GarlicBreadBoogie VampireRepellentDance GarlicBraidTwirl GarlicGallop CloveAndGroove GarlicKnotTwist',
    fitness:
      'GarlicBreadEarnedIt GarlicBulbCurls VampireSlayerWorkout GripLikeAGarlicPress GarlicHarvestSquats MortarPestleBurn',
    funny:
      'GarlicWithYourHeart ThreeClovesIsNotEnough GarlicBreathCheck DoubleTheGarlic GarlicLoversAnonymous DraculaDinnerDate',
    prank:
      'GarlicMeringueTrick VampireGarlicGarland CandyGarlicSwap GarlicBreadBouquet GarlicKnotLoveNote DraculaDoorSign',
    educational:
      'WhyGarlicSmells HowGarlicGrows HardneckVsSoftneck GarlicVampireMyth CrushVsChopScience BlackGarlicExplained',
    travel:
      'GilroyGarlicWeekend GarlicFestivalTrip PickYourOwnGarlic GarlicBreadCrawl AioliAcrossSpain GarlicFarmStay',
    fashion:
      'GarlicBulbEarrings VampireHunterFit GarlicNecklaceGlam GarlicCharmBracelet ChefWhitesChic GarlicPrintEverything',
    wellness:
      'SlowRoastGarlicSunday MindfulGarlicPeel PlantAGarlicClove GarlicSoupForTheSoul GarlicBraidingZen KitchenHerbHour',
    speed:
      'GarlicJarShakeDash ClovesInThirtySeconds FastestGarlicPeeler GarlicBraidBlitz GarlicPressRelay GarlicMinceOff',
    music:
      'GarlicBreadAnthem GarlicJarMaraca DraculaOrganTune GarlicMortarBeatbox VampireBreakupSong OdeToGarlic',
    art: 'GarlicStillLife GarlicStampPrint GarlicSkinCollage DraculaDoodle BraidedGarlicWreath GarlicBulbCharacters',
    tech: 'GarlicSproutTimelapse GarlicGadgetTierList ClovePeelerHack AirFryerGarlicTest GarlicGrowLightSetup MicrowavePeelTrick',
    pet: 'GarlicPlushToyToss DogDressedAsDracula GarlicBulbCostume GarlicHatPhotoshoot GarlicSqueakyChew VampirePupPortrait',
    gaming:
      'GarlicAuraBuild VampireHunterCampaign GarlicPowerUpRun WinnerGetsGarlicBread GarlicTriviaDuel DraculaBossFight',
  },
  trash: {
    dance:
      'TrashBagShuffle TrashTruckArmWave TrashCanLidStomp TakeOutTheTrashTango GarbageDayGroove RecycleBinBop',
    fitness:
      'TrashPloggingChallenge BinToCurbSprints SquatPerPieceOfTrash LitterLunges TrashBagFarmerCarry GarbageGains',
    funny:
      'TrashTetrisOverflow TrashNightNegotiation TrashPandaVoiceover ChaseTheGarbageTruck TrashDayPajamaDash LitterBugSkit',
    prank:
      'TrashCanGooglyEyes TakeOutTheTrashInATux TrashTruckDriverCheer ThankYourGarbageCrew TalkingBinPrank CurbsideRedCarpet',
    cooking:
      'PeelToPlate ZeroWasteVeggieBroth TrashFreeLunch TrashToTable DontTrashTheStems CrustsArentTrash',
    travel:
      'KayakTrashSweep LeaveNoTraceCamping BeachTrashBounty TrashHeroTour TrailTrashTally CleanestCityChallenge',
    fashion:
      'TrashBagCouture ThriftedNotTrashed TrashToRunway TrashToTreasureFit BottleCapBling SecondLifeStyle',
    wellness:
      'TrashTheNegativeNotes MindfulLitterWalk FillOneTrashBag NoTrashTalkDay TrashFreeWeek CleanSpaceCalmMind',
    speed:
      'TrashRecyclingRelay LitterTimeTrial SortTheTrashIn60 GarbageDayDash BeatTheTrashTruck FiveMinuteTrashSweep',
    music:
      'TrashCanDrums TrashBottleFlute RecycledRhythm ThrashOnTrash JunkyardJam GarbageBandRemix',
    art: 'BottleCapPortrait TrashMosaicMural OneMansTrash GarbageGargoyle UpcycledCollage TrashPlasticWeaving',
    tech: 'TrashSortingRobot EWasteRepairCafe BuildASmartTrashCan AIRecycleOrTrash TrashPickupDrone MendBeforeYouTrash',
    pet: 'PetVsGarbageTruck TrashDayDogWave TrashNightCatPatrol TrashPandaCostume CardboardKittenCastle BinSniffInspector',
    gaming:
      'TrashCanBuzzerBeater LitterBingoWalk TrashBinPong TrashTycoon RecycleQuest GarbageCollectorSim',
  },
  park: {
    dance:
      'ParkBenchBop ParkFlashMob ParkGazeboWaltz SwingSetShuffle PicnicBlanketBoogie NotAWalkInThePark',
    fitness:
      'ParkBenchBootcamp ParkHillRepeats ParkrunPR ParkLoopLadder MonkeyBarMaxHang TagEveryTreeSprint',
    funny:
      'ParkSquirrelStandoff ParkPigeonMeeting ParkSlideTooSmall RateEveryParkBench NarrateTheDucks PicnicVsAnts',
    prank:
      'ParkChalkCompliments ParkPaintedRockHide SurprisePicnicAmbush NotesOnParkBenches BubblesInThePark GooglyEyesOnTrees',
    educational:
      'ParkBirdCount ParkBugSafari ParkSundialShadow NameTenParkTrees WhatLivesInThePark LeafDetective',
    cooking:
      'ParkLemonadeStand PerfectParkPicnic ParkGrillOff ParkBenchBrunch NoFridgeFeast ParkFruitKebabs',
    fashion:
      'ParkFitCheck ParkToPatioLook ParkBenchPhotoshoot PicnicPlaidMoment GrassProofSneakers ParkSunHatStyle',
    wellness:
      'ParkBarefootGrass ParkCloudGazing ParkTreeHugMinute BenchBreathBreak PhoneFreeParkWalk GoldenHourInThePark',
    speed:
      'ParkLoopTimeTrial ParkObstacleDash ParkLeafCatchIn30 SwingToSlideRelay PlaygroundSpeedrun ParkPerimeterPR',
    music:
      'ParkBuskerJam ParkDrumCircle ParkBirdsongDuet SerenadeTheSquirrels ParkGuitarSunset BandstandSingOff',
    art: 'LeafRubbingArt ParkPleinAir ParkWatercolorDucks SketchEveryParkBench ChalkThePath PaintTheParkInFour',
    tech: 'ParkARScavenger NameThatParkPlant SameBenchTimelapse DroneOverThePark SoundMapYourPark AppVsParkRanger',
    pet: 'ParkFetchChallenge ParkSniffWalk ParkPuppyPlaydate PupOnAParkBench AirborneFrisbeeCatch SquirrelWatchPatrol',
    gaming:
      'ParkCaptureTheFlag ParkGeocacheHunt ChessInThePark CatchEmAllInThePark PicnicBoardGameBash GiantLawnJenga',
  },
  charger: {
    dance:
      'FoundMyChargerDance ChargerCordShuffle FullyChargedBounce FastChargeGroove LowBatteryLimbo OnePercentFreeze',
    fitness:
      'StepsUntilFullCharge ChargerPercentPushUps ChargerWaitWallSit SquatTillItsCharged UnpluggedWorkout BurpeesPerBar',
    funny:
      'WhoTookMyCharger OnePercentPanic ChargerUpsideDownPlug ChargerCustodyBattle TooShortChargerYoga CableTangleSaga',
    prank:
      'ChargerCableMakeover SurpriseBackupCharger ChargerLoveNote GooglyEyeCharger FullyChargedWelcome CordCritterClips',
    educational:
      'HowChargersWork WhyCablesBreak WirelessInductionDemo OvernightChargingMyths SpotAFakeCharger WattsInYourCharger',
    cooking:
      'ChargeWhileYouBake ChargerBrickBrownies BatteryIconCookies ChargingBreakFrittata LicoriceCableTwists RechargeSmoothie',
    travel:
      'ChargerOutletHunt ChargerSolarCampout OneChargerForAll UniversalAdapterTest PowerBankRoadTrip ForgotMyChargerAbroad',
    fashion:
      'ChargerCableBracelet CuteCordWraps WearYourCharger BeadedChargerCharm ChargerPouchGlowUp ChargerMatchesMyFit',
    wellness:
      'ChargerOutsideBedroom RechargeRitual LowBatteryNapTime FullyChargedHuman WalkWhileItCharges PlugInThenUnplug',
    speed:
      'ChargerUntangleDash ChargerDragRace ZeroToHundredPercent FindTheChargerFast RightCableFirstTry ChargerCoilTimer',
    music:
      'ChargerChimeRemix DeadPhoneBallad ChargerLowBatteryBlues FullyChargedAnthem ChargerPlugInBeat OnePercentOpera',
    art: 'PaintYourChargerBrick ChargerCordSculpture TangledWireDrawing LowBatteryPixelArt ChargerCableLettering ChargerStickerBomb',
    pet: 'ChargerBoxCatBed PetProofChargerSetup ChargerChewToySwap KittenVsCable ChargerOutOfPawReach CordCoverCheck',
    gaming:
      'DeadControllerPanic ChargerMidGameRescue ChargingStationSetup BossFightAtOnePercent NoChargerMarathon PlayWhileItCharges',
  },
  grandpa: {
    dance:
      'GrandpaFoxtrotFriday OldSchoolTwist DanceLikeGrandpa GrampsGotMoves GrandadGroove GrandpaJitterbugLesson',
    fitness:
      'GrandpaChairSquats GrandkidPlankDuel GrandpaGardenLifts KeepUpWithGrandpa GrampsMorningStretch WalkWithGrandad',
    funny:
      'GrandpaReactsToTrends GrandpaBackInMyDay GrandpaVoiceTexting OutJokeGrandpa UphillBothWays GrandpaVsTheRemote',
    educational:
      'AskGramps GrandpaKnotTying GrandpaWasThere FixItLikeGrandpa GrandadsMapSchool OldCoinCollection',
    cooking:
      'GrampsSecretRecipe GrandpaChiliCookOff FishFryFriday GrillMasterGrandpa GrandpaPancakeFlip SundayRoastWithGrandad',
    travel:
      'GrandpaHometownTour ThenAndNowPhotoWalk GoneFishingWithGramps RoadTripWithGrandad AllAboardGrandpa GrandpasFirstFlight',
    fashion:
      'SuspendersFitCheck DressLikeYourGrandpa RaidGrandpasCloset GrandadCardiganClub GrandpaFlatCapSwap LoaferAndSocksCombo',
    wellness:
      'GrandpaLifeAdvice GrampsGratitude SlowFishingMorning PorchTimeWithGrandad BirdwatchLikeGrandpa WalkDownMemoryLane',
    speed:
      'GrandpaCrosswordSprint CheckersLightningRound GrandpaTieKnotClock BeatGrandpaAtSudoku GrampsToolboxDash GrandpaVsGrandkidRace',
    music:
      'GrandpaHarmonica GrampsOldiesJam PlayGrandpasFavorite WhistleLikeGrandpa BarbershopWithGrandad SpinGrandpasRecords',
    art: 'GrandpaWoodCarving GrandpaBirdhouseBuild HandsAcrossGenerations PaintGrandpaAsAKing WorkshopWithGramps RestoreGrandpasPhotos',
    tech: 'TeachGrampsAnApp GrandpaFirstSmartphone OldCamcorderDigitize GrandpaVsGadgets GrandadGoesDigital GrandpaMeetsAlexa',
    pet: 'GrampsReclinerBuddy GrandpaPetNap OldHoundSlowStroll GrandpaDogWhisperer WalkiesWithGrandad CatOnGrandpasLap',
    gaming:
      'GrandpaTriesGaming CribbageShowdown GrandpaArcadeHighScore BeatGrandpaAtChess GrandadUndefeated GrampsPlaysMarioKart',
  },
  tie: {
    dance:
      'BowTieBoogie NecktieShuffle ClipOnCharleston TwirlYourTie TieOnTheHeadDance TieSwingStep',
    fitness:
      'BowTieBurpees SuitAndTieSquats TieHeadbandWorkout TieAKnotMidPlank SprintInATie BlackTieBootcamp',
    funny:
      'TieInTheSoup BowTieDadJokes TieTutorialFail SecretlyAClipOn TieTooLongSkit WhoTaughtYouThatKnot',
    prank:
      'TieGooglyEyes DadTieArtGallery SillyTieSwitcheroo MatchingTiesAmbush BowTiesOnEverything TieRackMakeover',
    educational:
      'CravatOriginStory WhyDoWeWearTies TieFiveKnots LearnTheBowTie FromSilkwormToTie TiePatternQuiz',
    cooking:
      'BowTiePastaBake FathersDayTieCake TieShapedCookies FondantNecktie BlackTieBrunch SuitUpSandwiches',
    travel:
      'TieFromEveryCity TieRollPackingHack ComoSilkTieTour BlackTieInParis SavileRowTieHunt BowTieBoulevard',
    wellness:
      'TieFreeFriday LoosenYourTie UntieAndUnwind MindfulTieKnot BowTieConfidence NeckRollAfterWork',
    speed:
      'FastestTieKnot BowTieTimeTrial TieBlindfoldDash PassTheTieRelay WindsorInTenSeconds SuitAndTieSprint',
    music:
      'NecktieJazzNight TuxedoPianoBallad BowTieBarbershop TieAKnotToTheBeat BlackTieBigBand SinatraInATie',
    art: 'TieDyeNecktie TieQuiltUpcycle PaintABowTie DesignYourDreamTie OldTiesNewWreath TieSilhouetteArt',
    tech: 'LightUpBowTieBuild TieClipCam TieKnotSlowMo AppPicksMyTie LavMicOnYourTie CodeALEDNecktie',
    pet: 'DapperDogNecktie TieRingBearerPup TuxedoCatPhotoshoot PetsInBowTies TieCollarKitten HamsterBlackTieGala',
    gaming:
      'BlackTieGameNight BowTieBossBattle SecretAgentCampaign TieOnEveryAvatar TieTriviaDuel UnlockTheGoldenTie',
  },
  girlfriend: {
    dance:
      'DateNightTwoStep GirlfriendSalsaLesson GirlfriendDuetDare CopyMyGirlfriendsMoves KitchenSlowDance GirlfriendTeachesTrend',
    fitness:
      'GirlfriendLiftsMe DateNightPlankOff GirlfriendGymBuddy SweatWithMyGirlfriend GirlfriendRunClub CouplesYogaFail',
    funny:
      'GirlfriendOrdersForMe BoyfriendCameraSkills GirlfriendMimicsMe GirlfriendRoastsMyFit DadJokesVsGirlfriend DateNightBloopers',
    educational:
      'HowWellDoYouKnowMe GirlfriendsJobIn60 GirlfriendLingoLesson QuizMyGirlfriend GirlfriendHobbySwap DateNightTrivia',
    cooking:
      'GirlfriendCookOff GirlfriendBrunchInBed HerMomsRecipeTry GirlfriendTasteTest BakeForYourGirlfriend FirstDateDinnerRedo',
    travel:
      'GirlfriendPlansOurDay GirlfriendMysteryDate FirstVacationTogether GirlfriendRoadTripDJ GirlfriendVsGPS CityLightsStroll',
    fashion:
      'GirlfriendStylesMe HoodieStealingSeason GirlfriendClosetRaid GirlfriendTwinning GirlfriendFitCheck SwapOutfitsWithHer',
    wellness:
      'GirlfriendSpaDay DateNightUnplugged GirlfriendPraiseJar ThankYouGirlfriend SunsetStrollForTwo GirlfriendYogaMorning',
    speed:
      'GirlfriendGetReadyRace GirlfriendBraidTimer GirlfriendPuzzleDuel DateNightQuickfire CouplesTwentyQuestions OutpackMyGirlfriend',
    music:
      'DateNightKaraoke SerenadeMyGirlfriend GirlfriendDuet GirlfriendPicksTheAux OurSongCover GirlfriendPianoLesson',
    art: 'BlindDrawMyGirlfriend DateNightPottery GirlfriendCanvasSwap GirlfriendCaricature PaintEachOther GirlfriendPhotoCollage',
    tech: 'GirlfriendTechSupport MatchingLockScreens GirlfriendPhotoDump GirlfriendRatesMySetup GirlfriendBuildsAPC SharedCalendarSync',
    pet: 'GirlfriendMeetsMyPet PuppyJealousyTest GirlfriendCatWhisperer DogPicksMeOrGirlfriend KittenCrashesDateNight PupPrefersGirlfriend',
    gaming:
      'GirlfriendCarriesMe GirlfriendKartRival CoOpDateNight GirlfriendPicksMyMain GirlfriendChessUpset ItTakesTwoRun',
  },
  bus: {
    dance:
      'BusStopShuffle WheelsOnTheBusRemix BusBellHop BackOfTheBusBoogie BusShelterShimmy DoubleDeckerDisco',
    fitness:
      'CatchTheBusSprint BusGetOffEarly BusStopSquats WalkTheBusRoute BusShelterCalfRaises StretchTillTheBusComes',
    funny:
      'BusJustMissedIt BusSeatNeighborTypes BusBackRowGang NatureDocBusRide BusCommuteBingo RunningForTheBus',
    prank:
      'BusDriverThankYou LeaveABookOnTheBus BusCardTopUp BusStopLoveNotes BusShelterCompliments CommuteCandyDrop',
    educational:
      'HowBusRoutesWork WhyBusesAreYellow BusElectricVsDiesel ReadABusMap BusBlindSpotDemo DoubleDeckerDeepDive',
    cooking:
      'SchoolBusCake BusRideBento WrapItForTheBus BusThermosOats WheelsOnTheBusCookies GrahamCrackerBus',
    fashion:
      'BusStopFitCheck CommuteChic BusRainLayers SchoolBusYellowLook CatchTheBusSneakers DressForTheBackRow',
    wellness:
      'BusWindowDaydream BusRideGratitude BreatheBetweenStops ChapterPerBusTrip LookUpOnTheBus BusSunriseSeat',
    speed:
      'BusBeforeItLeaves CatchTheBusRace ReadyForTheBusIn5 ExactChangeIn10 NameEveryBusStop SchoolBusCountdown',
    music:
      'WheelsOnTheBusCover BusBellBeat BackOfTheBusChoir WriteASongPerStop BusSoundsRemix BusHeadphoneKaraoke',
    art: 'BusTicketCollage BusPassengerPortraits CardboardSchoolBus OneSketchPerRide PaintTheBusStop FoggyBusWindowArt',
    tech: 'BusTrackerVsReality BusWifiSpeedCheck PhoneAsBusPass InsideAnElectricBus BusRoutePlannerHack TransitAppShowdown',
    pet: 'DogOnTheBus BusPuppyFirstTrip PetWaitsForTheBus CatVsToyBus HamsterBusDriver CommuteCarrierCalm',
    gaming:
      'JumpOffTheBattleBus BusTransitTycoon BusSimulatorShift BusRouteSpeedrun PerfectBusNetwork BackSeatCardShark',
  },
  'dog park': {
    dance:
      'DogParkDanceOff DogParkLeashTwirl DogParkBoogie DogParkTailWagWiggle FetchAndFreezeStep DoTheZoomies',
    fitness:
      'DogParkBenchDips TugRopeRows DogParkFrisbeeSprints DogParkBootcamp ChaseTheZoomies LapTheDogPark',
    funny:
      'DogParkGossipBench WhoseDogIsThat DogParkCommentator DogParkSoapOpera KnowDogsNotOwners DogParkPersonalities',
    prank:
      'DogParkBubbleAmbush PawPrintChalkTrail DogParkBallStash DogParkPhotobomb SurprisePupPlaydate DogParkPupcakeParty',
    educational:
      'WhyDogsSniffHello DogParkBodyLanguage DogParkBreedGuess DogParkDosAndDonts ReadThePlayBow DogParkSafetyCheck',
    cooking:
      'DogParkPupcakes PeanutButterPawPops DogParkTreatBakeSale PupCookiesForAll DogParkBiscuitBar DogParkPupsicles',
    travel:
      'DogParkHoppingWeekend OffLeashTrailFind RateEveryDogPark DogParkRoadTrip DogBeachDayOut DogParkPassport',
    fashion:
      'DogParkFitCheck DogParkMatchingHoodies TreatPouchChic DogParkMuddyBoots DogParkBandanaSwap DogHairDontCare',
    wellness:
      'DogParkSunsetSit DogParkPhoneDownHour SayHiAtTheDogPark DogParkMorningRitual JoyOfZoomies FreshAirRecharge',
    speed:
      'DogParkRecallTimer DogParkAgilityRun LeashOnCountdown DogParkLapRace OwnerVsDogSprint DogParkFetchOff',
    music:
      'DogParkBarkChorus DogParkHowlAlong CollarTagPercussion DogParkAnthem WhoLetTheDogsOut DogParkSqueakBeat',
    art: 'ZoomiesMotionBlur DogParkPaintedBench DogParkChalkMural DogParkRegularsSketch DogParkPawtraits MidAirFetchShot',
    tech: 'DogParkSlowMoCam DogParkGPSCollarMap DogParkFromAbove DogParkFinderShowdown DogVsOwnerStepCount AutoRefillBowlTest',
    gaming:
      'DogParkBingo NintendogsMeetup DogParkOlympics DogParkSpotTheBreed CatchEmAtTheDogPark FetchHighScore',
  },
  otter: {
    dance:
      'OtterHandHoldTwirl SeaOtterSway KelpWrapShimmy WiggleLikeAnOtter SignificantOtterWaltz RiverRaftRumba',
    fitness:
      'OtterRollCrunches OtterFloatPlank SwimLikeAnOtter OtterBackstrokeLaps RockCarrySquats OtterKayakSprints',
    funny:
      'OtterFavoriteRock OtterVoiceover OtterImpressions OtterPebbleJuggle SignificantOtterDrama MeetTheRaftCrew',
    prank:
      'SignificantOtterNote OtterPlushHandHold PebbleHeartTrail OtterPocketRock OtterInTheBathtub OtterlyAmazingAward',
    educational:
      'WhyOttersHoldHands OtterVsBeaverQuiz OtterRockTools MillionHairsPerInch HowOttersSaveKelp OtterDenDetective',
    cooking:
      'OtterPancakeArt OtterRiceBalls ClamChowderNight SignificantOtterCake SeaOtterSmoothieBowl BakeAnOtterBread',
    travel:
      'KelpForestKayak WildOtterSafari OtterAquariumVisit PaddleWithOtters WildlifeBoatTour MontereyOtterWatch',
    fashion:
      'SignificantOtterFits OtterEarringPair RiverStoneJewelry OtterlyCozySweater DressLikeAnOtter CoupleInCaramelKnits',
    wellness:
      'SmoothRockMindfulness OtterCamUnwind FloatLikeAnOtter HoldHandsOtterStyle RiverSoundsBreak OtterlyCalmMorning',
    speed:
      'OtterRockStackRace OtterPebblePassRelay DrawAnOtterIn30 SwimFasterThanAnOtter OtterShellSortDash KelpKnotCountdown',
    music:
      'SignificantOtterSong PebbleClackPercussion OtterSqueakRemix RockAByeOtter OtterChirpChorus KelpForestJam',
    art: 'OtterRockPainting SeaOtterWatercolor OtterNeedleFelt KelpForestDiorama SignificantOtterSketch ClayOtterRaft',
    tech: 'OtterLiveCamWatch HydrophoneChirps OtterTrackingTags OtterFilterOnDad DroneOverTheRaft GoProOtterView',
    gaming:
      'OtterRaftBuilder OtterSlideArcade RiverRaceKart OtterIslandCozySim OtterHandHoldCoop PlayAsAnOtter',
  },
  cousin: {
    dance:
      'CousinDanceOff CousinWeddingConga KidsTableShuffle CousinCrewChoreo ReunionRoutine CousinsInSync',
    fitness:
      'CousinTugOfWar ReunionFieldDay BackyardObstacleCourse CousinPlankOff CousinsBootcamp CousinPiggybackRace',
    funny:
      'AuntieQuestionsBingo CousinImpressions StillAtTheKidsTable CousinTwiceRemoved WhichCousinAreYou CousinRoastNight',
    educational:
      'CousinChartExplained DrawTheCousinTree WhatIsOnceRemoved FindAFourthCousin CousinsAroundTheWorld FamilyStoryInterview',
    cooking:
      'CousinBakeOff GrandmasDumplingLine CousinPizzaParty CousinCookieSwap CousinGrillOff KidsTableCharcuterie',
    travel:
      'CousinLakeHouseWeek AncestralHometownVisit CousinRoadTrip CousinCampout CousinCouchSurfing ReunionRouteMap',
    fashion:
      'ReunionTeeDesign CousinStyleSwap FamilyColorCode CousinTwinning CousinWeddingGlam DressLikeYourCousin',
    wellness:
      'CousinPenPals CousinStargazingNight MemoryJarExchange CallACousinSunday ReunionHugCircle CousinWalkAndTalk',
    speed:
      'CousinSackRace CousinEggSpoonDash ThreeLeggedSprint CousinCarryRelay NameEveryCousinFast CousinWaterBalloonToss',
    music:
      'CousinCampfireChorus CousinBucketDrums CousinsKaraoke FormACousinBand ReunionTalentShow KidsTableKazooChoir',
    art: 'CousinChalkDrive CousinTieDyeBatch FamilyTreePainting CousinPortraitSwap CousinCollabMural PaperTableclothArt',
    tech: 'CousinMinecraftServer ReunionPhotoBoothSetup CousinGroupChat CousinsAcrossTimeZones CousinDroneSelfie DigitizeTheFamilyAlbum',
    pet: 'CousinsDogPlaydate BackyardAnimalOlympics CousinCatShowAndTell ReunionPetParade CousinPuppyIntro CousinFishTankTour',
    gaming:
      'CousinKartBracket HideAndSeekLegends CousinUnoMarathon CousinChampionship OneControllerCousins KidsTableCardShark',
  },
  'bus driver': {
    dance:
      'SchoolBusShuffle BusStopTwoStep DanceForTheBusDriver BusDriverBoogie BusDriverClockOutJig BusDriverWaveOff',
    fitness:
      'BusDriverSeatedStretch BusStepUps BusDriverShoulderRolls BusDriverBootcamp BusDriverLayoverLaps BusStopCalfRaises',
    funny:
      'BusDriverImpressions BusDriverMirrorGlare BusDriverAnnouncements BusDriverPOV BackOfTheBusLegends FieldTripBusChaos',
    educational:
      'BusDriverDayInLife BusDriverBlindSpots HowBusBrakesWork AskABusDriver WhyBusesAreYellow HowToBecomeABusDriver',
    cooking:
      'SchoolBusCake BusShapedSandwich BusDriverMuffinGift CookiesForTheBusDriver BusDriverBrunchBox ThermosForTheBusDriver',
    travel:
      'BusDriverHiddenGems DoubleDeckerLondon BusDriverFavoriteStops BusDriverScenicRoute EndOfTheLineAdventure BusDriverDayTrip',
    fashion:
      'BusDriverSweaterVest BusDriverShades BusDriverFitCheck SchoolBusYellowLook DressLikeYourBusDriver UniformGlowUp',
    wellness:
      'BusDriverAppreciation BusWindowDaydream ThankYourBusDriver BusDriverBreathBreak BusDriverSunriseShift RedLightReset',
    speed:
      'BusDriverHeadcount BusStopLineUpRace BusCleanOutBlitz BusDriverRouteQuiz BusDriverMapDash BusDriverBeatTheBell',
    music:
      'WheelsOnTheBusRemix BusDriverRadioDJ BusStopBeatbox SerenadeTheBusDriver BusDriverAnthem BusDriverWhistleTune',
    art: 'BusDriverCaricature BusDriverThankYouCard BusStopSketchbook PaintYourBusDriver SchoolBusDiorama BusDriverHeroPoster',
    tech: 'BusDriverDashCam BusStopDisplayBuild WheresMyBusApp BusDriverGPSvsMemory BusDriverGoesElectric BusDriverTechTour',
    pet: 'DogWaitsForSchoolBus PupWavesAtBusDriver KittenWatchesTheBus BusDriverPetTreats BusDriverMeetsTheCat BusDriverFurryFanClub',
    gaming:
      'BusDriverSimulator BusDriverISpy BusStopTrivia BusDriverHighScore PerfectRouteChallenge BusDriverCharades',
  },
  ambulance: {
    dance:
      'WeeWooShuffle AmbulanceBeaconSpin AmbulanceSirenSway AmbulanceLightsGroove ParamedicMoves AmbulanceRescueRoutine',
    fitness:
      'ParamedicStairDrill AmbulanceStretcherLift AmbulanceCrewBootcamp CPRToTheBeat AmbulanceKitLunges AmbulanceReadyPushups',
    funny:
      'WeeWooSingAlong TeddyAmbulanceCall AmbulanceBandageSpree AmbulanceImpressions ToyAmbulanceRescue SirenVoiceOff',
    prank:
      'SurpriseTheMedics AmbulanceChalkCheers AmbulanceCrewTreats SnacksForTheAmbulance AmbulanceThankYouWall HeroesWelcomeBanner',
    cooking:
      'RedCrossCupcakes AmbulanceToastArt AmbulanceCookieCrew BakeAnAmbulanceCake FruitAmbulanceBuild FirstAidKitSnackBox',
    travel:
      'AmbulanceStationTour VintageAmbulanceHunt AmbulanceOpenHouse MeetTheAirAmbulance AmbulanceHeritageRally EmergencyVehicleShow',
    fashion:
      'AmbulanceCrewCostume HiVisHighFashion AmbulanceStripesLook ParamedicFitCheck AmbulanceColorBlock AmbulanceCargoBoots',
    wellness:
      'AmbulanceSirenPause KindThoughtsForMedics AmbulanceCrewGratitude AmbulanceWellWishes PullOverAndBreathe AmbulanceKindnessJar',
    speed:
      'StretcherRelay AmbulanceBandageIn30 AmbulanceLegoIn60 PackTheFirstAidKit AmbulanceSirenQuiz AmbulanceToyDash',
    music:
      'AmbulanceSirenRemix StayinAliveCPRBeat WeeWooBeatbox WriteAnAmbulanceJingle AmbulanceLullaby AmbulanceHeartbeat',
    art: 'CardboardAmbulance ThankYouMedicsCard SketchAnAmbulance ClayAmbulanceCrew AmbulanceBrickModel FlashingLightsPainting',
    tech: 'AmbulanceDroneAED AmbulanceDefibDemo InsideAnAmbulance AmbulanceTrafficTech SmartwatchSavesLives ShareYourLocationDrill',
    pet: 'AmbulanceHowlAlong PetVsAmbulanceSiren AmbulancePlushRescue ParamedicPupCostume KittyCheckupKit AmbulanceToyFetch',
    gaming:
      'AmbulanceRouteRush AmbulanceTrafficPuzzle AmbulanceSimShift EmergencyDispatchGame TwoPlayerParamedics BuildAnAmbulanceBay',
  },
  october: {
    dance:
      'OctoberMonsterMash OctoberCostumeConga OctoberSkeletonWiggle OctoberLeafPileLeap PumpkinPatchShuffle WitchBroomTwirl',
    fitness:
      'TrickOrTreatStepCount ZombieWalkLunges OctoberLeafRakeCircuit OctoberPumpkinPress OctoberCornMazeRun OctoberSkeletonSquats',
    prank:
      'BooBasketDrop OctoberSkeletonPoses OctoberGooglyEyes OctoberCandyCornTrail GhostInTheirWindow OctoberCobwebDoor',
    educational:
      'WhyBatsHangUpsideDown OctoberHuntersMoon WhyOctoberLeavesTurn WhyIsOctoberTheTenth OctoberPumpkinQuiz HalloweenOriginStory',
    cooking:
      'OctoberCaramelApples OctoberWitchHatCookies Spookuterie OctoberPumpkinBakeOff MummyHotDogs OctoberSoupSeason',
    travel:
      'OctoberLeafPeeping OctoberHauntedHayride SleepyHollowTown OctoberPumpkinPicking GetLostInACornMaze SalemInOctober',
    fashion:
      'OctoberCostumeReveal OctoberWitchyLayers OctoberFitCheck DressLikePumpkinSpice OctoberPlaidParade CardiganWeatherIsHere',
    wellness:
      'OctoberLeafWalk CiderPorchPause AutumnSlowSunday SoftOctoberMornings CandlelitOctober OctoberGratitudeJar',
    speed:
      'MummyWrapTimer CornMazeSpeedrun OctoberPumpkinRoll OctoberCostumeIn60 OctoberCandySortDash OctoberApplePickBlitz',
    music:
      'MonsterMashCover ThereminGhostSounds OctoberCostumeKaraoke OctoberCreakRemix ThrillerInOctober SpookyOctoberOrgan',
    art: 'OctoberInktoberStreak JackOLanternDesign SpiderWebYarnArt OctoberNoCarvePumpkin OctoberLeafMosaic OctoberBatGarland',
    tech: 'ProjectorGhostWindow TrickOrTreatCounter OctoberLightShow OctoberLEDCostume OctoberAnimatronic OctoberSmartPumpkin',
    pet: 'OctoberPetParade OctoberLeafPileDog DoorbellCalmTraining OctoberCostumeKitty PupInThePumpkinPatch OctoberBlackCatPose',
    gaming:
      'OctoberWerewolfNight ZombieCoopSurvival LuigisMansionOctober OctoberScareStreak OctoberWhodunit HauntedHouseSpeedrun',
  },
  firefly: {
    dance:
      'LightningBugBoogie FireflyFlickerStep DuskMeadowWaltz GlowLikeAFirefly FireflyBlinkFreeze FireflyLanternSway',
    fitness:
      'FireflyFieldTag GlowstickNightRun TwilightHillRepeats FireflyDuskDash FireflyMeadowLunges ReachForTheFireflies',
    funny:
      'FireflyDatingShow FireflyVsPorchLight LightningBugNightShift FireflyMorseCode GlowUpFirefly NarrateTheFireflies',
    prank:
      'FireflyJarFakeOut FireflyLEDBalloons StarlightTentMagic BackyardFireflyShow TwinkleBushReveal FireflyDoorstepGlow',
    educational:
      'HowFirefliesGlow WhyFirefliesSync FireflyFlashPatterns FireflyChemistryLab WhereDidFirefliesGo BioluminescenceQuiz',
    cooking:
      'FireflyGlowMocktail LightningBugCupcakes TonicJellyBlacklight FireflyJarParfait FireflyLanternCake DuskPicnicBasket',
    travel:
      'SmokyMountainsGlow FireflyMeadowCamp FireflyFestivalTrip FireflyNightHike SynchronousFireflyHunt TwilightFarmStay',
    fashion:
      'FireflyLightUpDress TwinkleHairClips FireflyAmberNails FireflyGlowJewelry DressedForDusk FireflySequinJacket',
    wellness:
      'FireflyPorchSitting TwilightWonderWalk SummerDuskGratitude CountTheFireflies LightsOffFireflyHour WishOnAFirefly',
    speed:
      'FireflyGlowstickRelay TwinkleStringUntangle FireflySketchInSixty FireflyCountOff LightningBugCountdown LightTheLanternsFast',
    music:
      'FireflyLullaby CricketChorusNight FireflyBlinkTempo FirefliesOwlCityCover TwinkleLittleFirefly CicadaDuskMix',
    art: 'FireflyLongExposure FireflyPaperLantern GlowPaintFireflyJar LightningBugRockArt DuskSilhouettes DotPaintingFireflies',
    tech: 'FireflyArduinoSync FireflyNightModeTest StarTrailsTimelapse CodeAFireflyJar FireflyWatchApp LongExposureGlowHunt',
    gaming:
      'FireflyMemoryFlash TwilightTagRound FireflyGlowPuzzle CatchEveryFirefly FireflyHighScore LightningBugLevelUp',
  },
  'first day': {
    dance:
      'FirstDayHallwayStrut FirstDayBackpackBop BusStopBoogie FirstDayJitterbug NewKidCoolMoves FirstDayFreezeFrame',
    fitness:
      'FirstDayAtTheGym CouchToFiveKStart FirstDayPushUpTest FirstDayToFinishLine DayOneBeginsNow FirstDayRunClub',
    prank:
      'FirstDayLunchboxNote FirstDayChalkDriveway NewKidWelcomeSign FirstDayBalloonDoor FirstDayHypeSquad AnAppleForTeacher',
    educational:
      'NewKidSurvivalGuide FirstDayIcebreakers FirstDaySchoolMap AdviceForYourFirstDay FirstDayTimeCapsule ClassroomTourVlog',
    cooking:
      'FirstDayPancakeFaces BackToSchoolCookies FirstDayBentoBox FirstDayBreakfastClub FirstDayFuelUp AfterClassSnackAttack',
    travel:
      'FirstDayInANewCity FirstDayAbroad FirstDayCampusTour GetLostOnDayOne PracticeRunCommute FirstDayFoodHunt',
    fashion:
      'FirstDayOutfitReveal UniformStylingHacks FirstDayHairBows RateMyFirstDayFit NewKidDrip FreshKicksFirstDay',
    wellness:
      'FirstDayPepTalk FirstDayWorryStones FirstDayHugCode NightBeforeJournal FirstDayButterflies YouveGotThisFirstDay',
    speed:
      'FirstDayReadyInTen DoorstepPhotoDash SchoolRunRelay BeatTheFirstBell FirstDaySupplyBlitz FirstDayLunchPackOff',
    music:
      'FirstDayWalkUpSong FirstDayCarKaraoke SchoolBellRemix FirstDayAnthem FirstDayDrumRoll LockerComboBeat',
    art: 'FirstDayChalkboardSign BackpackPatchCraft FirstDaySelfPortrait FirstDayHandprint FancyNameTagFirstDay DoodleYourDreamYear',
    tech: 'ClassScheduleWidget FirstDayVideoDiary FirstDayHomeScreen FirstDayDeskSetup BackpackTechKit FirstDayAlarmTest',
    pet: 'PuppyBusStopWelcome FirstDayDogWindowWatch PetInTheFirstDayPhoto FirstDayStowawayCat AfterSchoolZoomies FirstDayPupGoodbye',
    gaming:
      'FirstDayTutorialLevel NewSaveFileStart FirstDayQuestLog FirstDayBossBattle PickYourFirstDayClass HallwayBingoCard',
  },
  leggings: {
    dance:
      'LeggingsJazzFunk YogaPantsTwoStep LeggingsFloorwork HighKicksInLeggings SpandexStrut LeggingsLineDance',
    fitness:
      'LeggingsSquatTest LeggingsBurpeeLadder YogaPantsFlow LegDayInLeggings PilatesPowerHour LeggingsHillHike',
    funny:
      'LeggingsPocketJoy LeggingsVsJeansDebate AthleisureButNoGym LeggingsLintMagnet LeggingsAreRealPants NoButtonsNoProblem',
    prank:
      'WaistbandLoveNote SneakyNewPairSwap LeggingsPocketSurprise WildestLeggingsDare TwinningInLeggings DadInLeggingsDay',
    educational:
      'HowLeggingsAreMade WhoInventedSpandex LeggingsFabricQuiz LeggingsThroughTheAges WhyLeggingsGoSheer CompressionMythBusted',
    cooking:
      'StretchyPantsPasta AthleisureBrunchClub MealPrepInLeggings LeggingsSmoothieBowl LeggingsLazyPancakes LeggingsEnergyBites',
    travel:
      'LeggingsAirportFit LeggingsLongHaulFlight LeggingsOnlyTrip AthleisureOnTheRoad TrailToTapasInLeggings TwentyKStepsInLeggings',
    wellness:
      'LeggingsLazySunday LeggingsStretchBreak SunriseYogaInLeggings SoftPantsSelfCare LeggingsSunsetStroll ComfyIsAMood',
    speed:
      'LeggingsQuickChange LeggingsOnInTenSeconds ActivewearPackDash LeggingsVsShortsSprint LeggingsFoldOff GymBagInSixty',
    music:
      'NeonSpandexSynth LeggingsAerobicsRetro LeggingsPowerAnthem LetsGetPhysicalCover LeggingsCadenceRun LeggingsLipSync',
    art: 'LeggingsTieDye LeggingsGalaxyBleach DesignDreamLeggings HandPaintedLeggings SketchTheAthleisure LeggingsBlockPrint',
    tech: 'WillMyPhoneFit SmartLeggingsTest LeggingsStretchLab LeggingsHeatedLayer AIFindsMyLeggings LeggingsUnderUVLight',
    pet: 'LeggingsVsCatClaws BunnyJoinsMyPilates PetYogaInLeggings LeggingsWalkies FurCoveredLeggings LeggingsKittenStretch',
    gaming:
      'LeggingsRingFitRun BeatSaberSession LeggingsDDRBattle LeggingsVRWorkout AvatarLeggingsMatch CozyGamerLeggings',
  },
  circus: {
    dance:
      'CircusRingmasterStrut BigTopGroove CircusStiltStep RunAwayWithTheCircus ClownShoeShuffle CircusTrapezeSway',
    fitness:
      'CircusHandstandClock HulaHoopHold CircusStrongmanLift TrainLikeAnAcrobat CircusTightropeLine CircusCartwheelCircuit',
    prank:
      'CircusClownCarSurprise BackyardBigTopReveal CircusRedNoseWelcome CircusTicketTreasure BalloonAnimalAmbush CircusConfettiBucket',
    educational:
      'HowJugglingWorks CircusCenterOfGravity CircusPhysicsLab SecretsOfTheTightrope CircusTrapezeMomentum FirstCircusEver',
    cooking:
      'CircusAnimalCookies BigTopCake CircusPopcornBar CircusCottonCandy CircusToffeeApples ClownNosePopsicles',
    travel:
      'TryACircusSchool CircusWinterQuarters CircusTownBaraboo FrontRowAtTheCircus StreetCircusFestival CircusMuseumVisit',
    fashion:
      'CircusRingmasterFit CircusClownChic CircusSequinLeotard BigTopStripes TrapezeArtistGlam CircusTailcoatStyle',
    wellness:
      'CircusAerialStretch CircusJuggleFocus ThreeBallMeditation CircusTightropeBreath ClownAroundTherapy NotMyCircus',
    speed:
      'CircusPlateSpinTimer CircusCartwheelIn30 CircusRingTossBlitz MostJugglesInAMinute CircusStiltRace TumbleRelay',
    music:
      'CircusKazooJam CircusTrombonePratfall DrumRollPlease HumTheCircusTheme BigTopBeatbox CircusCalliopeTune',
    art: 'VintageCircusSketch CircusPaperElephant CircusMiniatureRing DesignACircusPoster CardboardBigTop PaintYourselfAsAClown',
    tech: 'CircusLEDJuggling CircusSlowMoTrick CircusRobotAcrobat DroneOverTheBigTop ProjectAHomeCircus GlowPoiLightTrails',
    pet: 'CircusDogTakesABow CircusPupWeaving BackyardPetCircus CircusCatBalanceBeam HoopJumpHero TinyRingmasterTricks',
    gaming:
      'CircusTycoonRun CarnivalGameCircuit CircusRhythmJuggling CircusCharadesNight BigTopBossLevel CircusRingTossScore',
  },
  deadline: {
    dance:
      'DeadlineVictoryDance LastMinuteShuffle DeadlineChairSpin ProjectDoneBoogie DeadlineMetMoonwalk DeadlineSubmitShimmy',
    fitness:
      'PomodoroPushUps DeadlineDoneSquats DeadlineStairReset DeadlineDeskDips DeadlineWalkItOff LastMinuteSprint',
    prank:
      'FinishLineTapeAtDoor DeadlineDoneBalloons DeadlineCoffeeDelivery DeadlineSnackDrop DeadlineCheerSquad YouDidItConfetti',
    educational:
      'WhyWeProcrastinate DeadlineParkinsonsLaw DeadlineHacksTested YourBrainOnDeadlines EisenhowerMatrixIn60 HowDeadlinesWork',
    cooking:
      'FiveMinuteMeal BrainFoodTrailMix DeadlineWeekBurritos DeadlineDeskLunch DeadlineFuelUp DeadlineSheetPanDinner',
    travel:
      'DeadlineDoneRoadTrip DeadlineWorkcation PostDeadlineGetaway DeadlineCafeCrawl LaptopLibraryTour SubmitBeforeMyStop',
    fashion:
      'DeadlineClawClipUpdo DeadlineSweatpantsGlam DeadlineUniform ZoomTopPajamaBottom PresentationPowerFit DeadlineDayDrip',
    wellness:
      'DeadlineSleepFirst CelebrateSmallWins DeadlineDoneReset BreatheBeforeYouSubmit BeKindToDeadlineYou DeadlineTeaBreak',
    speed:
      'BeatTheDeadline ToDoListSpeedrun DeadlineTaskBlitz DeadlineFinalSprint DeadlineTidyTimer TwentyFiveMinuteDash',
    music:
      'DeadlineLofiSprint TypingRhythmBeat DeadlineTickTockLoop DeadlineHypeAnthem DeadlineMetFanfare KeyboardClackConcerto',
    art: 'DeadlineComic StickyNoteArt BulletJournalSpread DeadlineHourglass DoodleTheDeadline DeadlineMonsterSketch',
    tech: 'DeadlineSiteBlocker KanbanBoardTour FocusTimerApp DeadlineToolShowdown DeadlineBattleStation AutomateYourDeadlines',
    pet: 'DeadlineCatOnKeyboard DogDemandsABreak HamsterMotivation PetVsDeadline DeadlineSupportPup DeadlineKittenLapNap',
    gaming:
      'DeadlineBossBattle TimeAttackLevel PapersPleaseShift GameAfterDeadline DeadlineOvercookedRun DeadlineChessClock',
  },
  balance: {
    dance:
      'FlamingoShuffle BalanceTiptoeTwirl WobbleFreeSpin BalanceBeamBoogie BalanceArabesqueHold BalanceFreezeFrame',
    funny:
      'BalanceSpoonOnNose SockOnOneLegStruggle FlamingoStandSneeze BalanceBookOnHead BalanceBloopers WaiterBalanceFail',
    prank:
      'ImpossibleBalance ForkAndToothpickTrick LeaningTowerOfCans BalanceLevitation BalancingBottleBet BalanceCoinOnEdge',
    educational:
      'HowInnerEarBalances BalanceSeeSawMath TightropePhysics WhyDoWeFallOver FindYourBalancePoint BalanceScaleGuess',
    cooking:
      'BalancedLunchBox BalanceJengaWafers BalanceMacaronPyramid TallestPancakeStack BalanceYourPlate GravityDefyingCake',
    travel:
      'SlacklineParkDay BalanceSteppingStones BalanceRopeBridgeWalk TreePoseAroundTheWorld PaddleboardBalanceTrip WorkLifeBalanceRetreat',
    fashion:
      'BalanceHeelsOnCobbles AsymmetricHemline BookOnHeadRunway BalanceBoldAndBasic BalanceTheProportions BalancePostureCheck',
    wellness:
      'BalanceEyesClosed OneFootStillness GroundingBarefoot BalanceWheelCheckIn BalanceAndBreathe BalanceTreePoseCalm',
    speed:
      'BalanceEggSpoonRace WobbleBoardTimer BalanceBookStackDash BalanceBeamBlitz HeelToeTimeTrial BalanceCupCarrySprint',
    music:
      'TightropeDrumroll WobbleBassBeat BalanceMixLevels BalanceBoardGuitar BalanceMusicalStatues BalanceMetronome',
    art: 'RockBalancingArt BalanceMobileCraft CairnPhotography FoldPaintSymmetry BalanceYinYangDoodle BalanceTheFrame',
    tech: 'BalanceRobotBuild GyroSensorWobble ForcePlateTest WiiBalanceBoardRevival BalanceLevelAppHack SelfBalancingScooter',
    pet: 'BalanceTreatOnNose PupWobbleBoard CatBalanceBeam PawsUpBalance DogBalanceChallenge KittenFenceWalk',
    gaming:
      'BalanceJengaShowdown BalanceMarbleMaze StackingPlatformer LastBlockStanding BalanceBoardHighScore PerfectBalanceRun',
  },
  thursday: {
    dance:
      'AlmostFridayShuffle OldSchoolRunningMan ThursdayDiscoRevival ThursdayThrowbackJam ThursdayNightFever ThursdayNinetiesMoves',
    fitness:
      'AlmostFridayCardio ThursdayLegBurner ThrowbackAerobics ThursdayTabata ThursdaySweatSesh ThursdayThrowdown',
    prank:
      'ThursdayBabyPicGallery ThursdayPhotoFrameSwap OldYearbookReveal DialUpAlarmTone ThursdayTreatDrop ThursdayIsTheNewFriday',
    educational:
      'ThursdayThorMyth DecadeGuessingQuiz OnThisDayFacts ThursdayTimeMachine ThrowbackThursdayRoots InventionThursday',
    cooking:
      'ThursdayLeftoverRemix SeventiesFondueParty ThursdayJelloMold GrandmasRecipeThursday RetroSnackRevival TacoThursday',
    travel:
      'ThursdayNightMarket ThursdayMicroAdventure ChildhoodTownReturn ThenAndNowPlaces ThrowbackTripThursday RetroDinerThursday',
    fashion:
      'ThenAndNowOutfit DecadeDressUp ThursdayVintageThrift ThursdayThrowbackFit ThursdayRetroDrip RaidMomsClosetThursday',
    wellness:
      'ThursdayWindDown ThursdayMemoryJournal AlmostFridayReset MidweekNatureBreak ThankfulThursday ThursdayTeaRitual',
    speed:
      'ThursdayTenMinuteTidy ThursdayInboxBlitz WeekendPlanInFive ThursdayTurboPrep AlmostFridaySpeedrun ThursdayLaundrySprint',
    music:
      'RewindMixtape NinetiesOneHitWonder ThursdayVinylSpin ThrowbackThursdayCover GoldenOldiesThursday ThursdayKaraoke1999',
    art: 'ChildhoodDrawingRemake ThenAndNowPortrait PolaroidWallThursday ThursdaySketchRedo RecreateItThursday ThursdayRetroPoster',
    tech: 'ThursdayOldPhoneBootUp ThursdayVHSDigitize RetroGadgetRevival ScanTheShoeboxThursday FirstWebsiteThrowback DialUpThursday',
    pet: 'ThursdayPetThenAndNow ThursdayKittenToCat FirstNightHomeRecap PuppyPicRecreate ThrowbackTrickThursday GotchaDayThursday',
    gaming:
      'ThursdayOldSaveFile ThursdayCartridgeBlow NostalgiaTetrisDuel RetroGameThursday ThrowbackConsoleRun ArcadeThursdayShowdown',
  },
  red: {
    dance:
      'RedCarpetStrut RedRoseTango RedLightFreeze RedRibbonRoutine ClickYourRedHeels LadyInRedSway',
    fitness:
      'RedZoneCardio RedCarpetLunges RedCardBurpeeDeck RedBandBurn SeeingRedHIIT StopOnRedSprints',
    funny:
      'RedSockLaundryFail RedCarpetAtHome RedLipstickOnTeeth OnlyRedForADay TeacherRedPenRoast RedNoseImpressions',
    prank:
      'WelcomeHomeRedCarpet RedHeartStickyNotes RedEnvelopeTreat PetalTrailOfRedRoses RedBalloonAvalanche RedNoseEveryPhoto',
    educational:
      'WhyRedMeansStop WhySunsetsTurnRed HowBullsSeeColor RedDyeFromBugs RedPlanetQuiz WhyBloodIsRed',
    cooking:
      'RedVelvetCake AllRedMenuChallenge BeetRedPasta RedCurryNight RedHotSalsaOff RubyRedSmoothie',
    travel:
      'RedRockHike RedPhoneBoxHunt RedLanternChinatown EveryRedDoorInTown RedBusSightseeing HugARedwood',
    fashion:
      'RedCarpetAtTheGrocery HeadToToeRed OneRedAccentRule RedLipClassic RedBeretStyle RedKicksFitCheck',
    wellness:
      'RedSunsetPause RedLeafMindfulWalk RedTeaRitual FiveRedThingsGrounding OneSlowRedApple RedLightBedtime',
    speed:
      'RedCupStackRace RedThingsInSixty RedLegoSortBlitz StopOnRedGoOnGreen FlipAllTheRedCards SpotTheRedFast',
    music:
      'NameThatRedSong NinetyNineRedBalloons RedAlbumCover RedHotGuitarRiff RedDrumKitSolo RedCorvetteKaraoke',
    tech: 'RedEyeFix ColorPopRedEdit BuildABigRedButton AllRedRGBSetup RedLightNightMode InfraredCameraTest',
    pet: 'RedCarpetPetWalk RedBandanaPup RedOrBlueBallTest CatVsRedYarn LittleRedRidingHound CanDogsSeeRed',
    gaming:
      'RedVsBlueGameNight RedShellMarioKart RedOnlyBuild RedMushroomPowerUp BossFightInRed TeamRedForever',
  },
  fountain: {
    dance:
      'WaterJetBop FountainSyncedMoves FountainRainbowTwirl DanceWithTheFountain SplashPadShuffle FountainFreezeFrame',
    fitness:
      'FountainStepUps FountainBenchDips FountainSquareSprints RunEveryFountainInTown PlazaPowerCircuit SplashPadSquats',
    funny:
      'WishGoneWrongSkit FountainPigeonBath StatueFountainPose FountainPennyPitch FountainSelfieSplash WorstCoinTossEver',
    prank:
      'FountainDuckArmada FountainWishGranted LuckyPennyTrail FountainSerenade SurpriseFountainPicnic FountainCoinKit',
    educational:
      'HowFountainsWork WhereFountainCoinsGo HeronsFountainBuild WhyWaterShootsUp AncientFountainTech TreviOverTheShoulder',
    cooking:
      'ChocolateFountainNight FountainPunchBowl FountainCakeBuild DipItInTheFountain SodaFountainFloats CheeseFountainDare',
    fashion:
      'FountainPhotoshootFit SplashProofStyle FountainWhiteLinen RomanHolidayLook FountainTwirlDress FountainCoinEarrings',
    wellness:
      'TabletopFountainCalm FountainWishJournal FountainRippleBreath FountainWhiteNoise WatchTheWaterDance SitByTheFountain',
    speed:
      'SplashPadDash FountainCoinTossCount FountainBottleFill FountainHopSpeedrun BeatTheFountainShow DodgeTheWaterJets',
    music:
      'FountainBuskerSet FountainShowCover WaterJetRhythm SplashBeatDrop ViolinByTheFountain FountainAria',
    art: 'FountainMosaicTiles PlazaFountainPainting FountainClaySculpture SketchEveryFountain FreezeTheDropsPhoto FountainLongExposure',
    tech: 'FountainSlowMo FountainArduinoShow FountainSolarBuild TabletopFountainDIY SilkyWaterPhotoHack FountainMusicSync',
    pet: 'KittyMeetsTheFountain FountainBowlTest CatVsWaterFountain SplashPadPupZoomies DogFountainCoolOff PetFountainShowdown',
    gaming:
      'PlazaBuildOff FountainPipePuzzle FountainOfYouthQuest CoinTossHighScore FountainRedstoneShow FountainTycoon',
  },
  'junk mail': {
    dance:
      'JunkMailShuffle MailboxMoonwalk EnvelopeSlideStep JunkMailJive JunkMailShredShimmy JunkMailFanDance',
    fitness:
      'JunkMailSquatToss CatalogStackLunges JunkMailRecycleCarry MailboxMarch JunkMailHoops BurpeePerJunkMail',
    prank:
      'JunkMailHugCoupons JunkMailCatalogCircled MailboxComplimentDrop JunkMailAboutThem JunkMailFanLetter RealMailSurprise',
    educational:
      'HowToStopJunkMail WhyCouponsWork JunkMailPaperFootprint CanJunkMailBeRecycled FirstJunkMailEver WeighAYearOfJunkMail',
    cooking:
      'JunkMailMenuCopycat TakeoutAtHome JunkMailRecipeTest JunkMailCouponFeast CookTheSaleFlyer JunkMailPizzaRecreate',
    travel:
      'JunkMailBrochureTrip JunkMailTimeshareDodge JunkMailPicksMyWeekend CouponCityAdventure JunkMailFlyerTour FreeMuseumDayHunt',
    fashion:
      'JunkMailPaperBeads JunkMailEnvelopeClutch CatalogLookRecreate JunkMailCouture JunkMailOrigamiBow MailOrderModelPose',
    wellness:
      'JunkMailShredTherapy JunkMailUnsubscribe ZeroJunkMailMonth OpenOnlyRealMail JunkMailVisionBoard MailboxPeaceOfMind',
    speed:
      'JunkMailSortRace JunkMailShredBlitz CouponClipCountdown JunkMailRipOff JunkMailToBinSprint FlyerFoldFrenzy',
    music:
      'JunkMailCrinkleBeat JunkMailOperaReading FinalNoticeRap EnvelopeRipRhythm SingTheJunkMail JunkMailShredderSolo',
    art: 'JunkMailBlackoutPoetry JunkMailRolledBowl EnvelopeLinerPrints JunkMailSelfPortrait JunkMailCraneFlock CatalogPaperMosaic',
    tech: 'InboxZeroHack MailboxSensorAlert SpamVsJunkMail JunkMailScannerApp JunkMailShredderTest AIFightsMyJunkMail',
    pet: 'PaperBallCatChase JunkMailKittenFort MailCarrierBarkAlert JunkMailCrinkleToy PupFetchesJunkMail DogVsJunkMail',
    gaming:
      'JunkMailMadLibs JunkMailBingo JunkMailPriceIsRight CouponTradingCards FlyerScavengerHunt JunkMailCharades',
  },
  safety: {
    dance:
      'DoTheSafetyDance SeatbeltShuffle SafetyStopDropRoll SafetyFirstFreestyle SafetyLookBothWays HiVisHustle',
    fitness:
      'SafetySpotterSquats NoSkippingWarmUps HelmetOnBikeRide SafetyFirstSweat SafetyFormCheck SafetyBuddyRun',
    funny:
      'SafetyGogglesAtDinner HelmetForEverything BubbleWrapKid SafetyBriefingParody SafetyInspectorDad SafetyMomMode',
    prank:
      'SafetyTapeGiftWrap CautionAwesomeAhead SafetyConeSurprise FoamPaddedDesk SafetyHardHatCrew SafetyBadgeForDad',
    cooking:
      'SafetyClawGrip OvenMittCheck NoCrossContamination KitchenSafetyQuiz SafetyFirstPancakes SafetyThermometerTest',
    travel:
      'SafetyLifeJacketKayak SunscreenReapplyAlarm SafetyFirstSoloTrip PackASafetyKit LeaveATrailPlan SafetyBuddySystem',
    fashion:
      'SafetyVestCouture SafetyHelmetHairFix NightRunGlowGear SafetyGogglesGlam SafetyReflectiveRunway HighVisStyle',
    wellness:
      'GroundingFiveSenses SafetyTrustedAdultList SafeSpaceCorner SafetyPlanCard SafetyBoundaryTalk EmotionalSafetyCheck',
    speed:
      'SafetyGearUpRace SafetyBuckleUpDash FirstAidKitSort SafetySignsInSixty StopDropRollRelay SafetyFireDrillTimer',
    music:
      'SafetyDanceCover SeatbeltJingle SafetyRulesRap SafetySingAlong CrosswalkCountdownSong SafetyBeltBeat',
    art: 'SafetyComicStrip CrosswalkChalkArt FireEscapeMapDrawing DesignASafetyPoster SillySafetySigns SafetyReflectorCraft',
    tech: 'SmartHelmetTest SafetySmokeAlarmCheck SafetyLocationShare PhoneSafetyFeatures PasswordSafetyAudit DashcamReview',
    pet: 'SafetyDogSeatbelt KittenProofingHome SafetyMicrochipCheck HarnessFitTest RecallSafetyDrill PetSafetyKit',
    gaming:
      'SafetyEscapeRoom SafetyHazardHunt SafetyBingo CrossyRoadRules FireDrillSimulation SafetyQuizShowdown',
  },
  sticker: {
    dance:
      'StickerFreezeDance StickerSlapStep GoldStarGroove StickerPeelAndPop StickerOnYourShoe ShuffleForStickers',
    fitness:
      'StickerPerMile StickerSquatBingo StickerStreakChallenge FillTheStickerChart GoldStarGains EarnYourSticker',
    funny:
      'StickerPeelStruggle StickerResidueRage StickerOnYourBack FruitLabelCollector SneakyStickerTag StickerMustacheMeeting',
    prank:
      'StickerGooglyEyes StickerComplimentTrail StickerDinoInvasion StickerEveryBanana MustachedFamilyPhotos SmileyStickerSwarm',
    educational:
      'HowStickersStick StickerVinylVsPaper WhyGlueHolds HowStickersAreMade StickyScienceLab FirstStickerEver',
    cooking:
      'EdibleImageCookies StickerCharacterBento RiceCrackerFaces StickerCakeToppers WaferPaperStickers StickerLabelJamJars',
    travel:
      'StickerFromEveryCity StickerSuitcaseTour StickerParkPassport TravelJournalStickers StickerSwapAbroad StreetPoleSpotting',
    fashion:
      'StickerTattooLook StickerNailDesigns FaceGemSparkle PhoneCaseStickerFlex StickeredSneakers StickerPatchJacket',
    wellness:
      'StickerHabitTracker GoldStarSelfCare StickerKindnessCards StickerJournalSunday AffirmationStickers ColoringCalmBreak',
    speed:
      'StickerSpeedPeel StickerPuzzleTimer LabelEveryJarBlitz FillThePageIn60 FastestStickerBook StickerSortDash',
    music:
      'StickerBombedGuitar StickerPeelASMRBeat MerchTableHaul StickerForEveryConcert AlbumArtStickers StickerDrumKit',
    tech: 'StickerLaptopTour StickerNfcTagHacks DieCutFileSetup CutterVsScissors ProcreateStickerSheet StickerPrinterShowdown',
    pet: 'StickerVetBravery KittenPawPrintSeal TurnMyPetIntoStickers PuppyStickerChart CatVsStickerSheet PawtraitStickerPack',
    gaming:
      'StickerAlbumSwap StickerBookCompletion MatchingSymbolGame StickerTradeNight CompleteTheStickerSet StickerLeaderboard',
  },
  resort: {
    dance:
      'AllInclusiveConga ResortLimboNight ResortBeachZumba ResortMacarena PoolDeckBoogie CabanaCumbia',
    fitness:
      'ResortAquaAerobics AllInclusiveBurnOff StairsToTheLobby SunriseResortBootcamp BuffetThenBurpees ResortPaddleboardPlank',
    funny:
      'ResortSunbedTowelWar AllInclusiveMath ResortWristbandTan BuffetPlateJenga ResortRepImpression TimeshareEscapeRoom',
    prank:
      'SunbedReservedSign ResortNoteOnPillow ResortTowelSwan ResortBirthdayBalloons BreakfastInTheCabana ResortRoomMakeover',
    educational:
      'ResortBehindTheScenes HowBuffetsPlanFood ResortPoolChemistry IsYourResortGreen HowAllInclusivePays ReefSafeSunscreenTest',
    cooking:
      'ResortBuffetAtHome PinaColadaPops ResortOmeletteStation SwimUpBarMocktails AllInclusiveKitchen ResortBreakfastCopycat',
    fashion:
      'CabanaChic OneSarongFiveWays ResortDinnerFit ResortWearRunway ResortWhiteLinen ResortCoverUpFlip',
    wellness:
      'ResortSunriseYoga ResortHammockRead SlowBreakfastView ResortSpaSunday AllInclusiveUnplug BreatheWithTheWaves',
    speed:
      'WaterSlideTimeTrial LoungerClaimSprint ResortPoolRelay ResortKidsOlympics ResortCheckInDash ResortSunscreenBlitz',
    music:
      'MarimbaSunsetSet ResortLobbyPianist ResortSteelDrumJam ResortPoolDJ IslandBandNight ResortKaraokeKing',
    art: 'ResortTowelOrigami PoolsideWatercolor ResortSandSculpture PaintAResortPostcard ResortShellFrame SameSunsetEveryNight',
    tech: 'ResortUnderwaterCam ResortWifiSpeedCheck WaterproofPhonePouch ResortGadgetTierList ResortDroneFlyover SmartRoomKeyTest',
    pet: 'DogFriendlyPoolParty HomecomingKittenHug PetResortRoomTour FurBabyResortStay ResortPupPostcards ResortPuppyWelcome',
    gaming:
      'ResortTycoonBuild ResortMiniGolf ResortShuffleboard AllInclusiveTrivia PoolsideUnoMarathon CabanaCardShark',
  },
  unicycle: {
    dance:
      'OneWheelGroove UnicycleIdleSway UnicycleHopStep UnicycleWaltz PirouetteOnAUnicycle UnicycleMoonwalk',
    funny:
      'UnicycleToTheMailbox UnicycleNeighborReacts UnicycleWobbleFail CommuteOnOneWheel JustCasuallyUnicycling UnicycleFirstTry',
    prank:
      'UnicycleCoffeeDelivery OneWheelEntrance ArriveByUnicycle DingDongUnicycle UnicycleBalloonDrop UnicycleSerenade',
    educational:
      'HowOneWheelBalances UnicyclePennyFarthing WhyUnicyclesStayUp UnicycleLearningCurve FreeMountExplained UnicycleGyroQuiz',
    cooking:
      'UnicycleSpokeCookies OneWheelPizzaRun UnicycleTireCake UnicycleDeliveryDare UnicycleCrepeSpin BalancedDonutTower',
    travel:
      'UnicycleBoardwalkRoll MountainUnicycling TourTownOnOneWheel UnicycleParkRide UnicycleFestivalTrip CoastalCruiseUnicycle',
    fashion:
      'UnicycleStripedSocks UnicycleKneePadsChic UnicycleBowlerHat DressedForOneWheel CircusRiderGlam UnicycleFitCheck',
    wellness:
      'PatienceWithWobbles UnicycleBreathAndRoll UnicycleFlowState FallingIsProgress TenMinuteUnicycleHabit UnicycleWinsJournal',
    speed:
      'UnicycleMountIn10 UnicycleConeWeave UnicycleIdleTimer OneWheelRelay UnicycleDragRace SlowestRiderWins',
    music:
      'UnicycleJuggleJam UnicycleBanjoBalance UnicycleKazooSolo PedalToTheBeat DaisyBellUnicycleCover UnicycleHarmonicaRoll',
    art: 'UnicyclePaintTrail UnicycleChalkLoops UnicycleLongExposure SketchAUnicycleRider UnicycleComicStrip WheelTrackArt',
    tech: 'ElectricUnicycleTest UnicycleSelfBalanceBot UnicycleSlowMo GyroOnOneWheel UnicycleGPSTrack UnicycleHelmetCam',
    pet: 'UnicycleCatStare PetMeetsUnicycle DogVsUnicycle UnicycleParrotPal HamsterWheelVsUnicycle KittenJudgesMyRide',
    gaming:
      'UnicycleTrialsMap UnicyclePhysicsRagdoll UnicycleTrickCombo OneWheelSpeedrun UnicycleHighScore WobbleSimulator',
  },
  'summer break': {
    dance:
      'SchoolsOutShuffle SprinklerSummerStep SummerBreakBoogie SummerPoolsideShimmy SummerChoreoCamp LastBellJig',
    fitness:
      'SummerBreakBootcamp BackyardObstacleRun SummerBreakBikeMiles SummerBreakSwimLaps JumpRopeAllSummer FirstPullUpBySeptember',
    prank:
      'SummerPopsicleDrop IceCreamTruckAmbush SummerBreakTentReveal WaterBalloonGreeting SummerBucketListScroll SummerChalkWelcome',
    educational:
      'SummerSlideStopper SummerBreakBugJournal MuseumPassportQuest TenBooksBySeptember BackyardScienceSummer SummerLanguageStreak',
    cooking:
      'KidsSummerBakeOff CampfireFoilPackets SummerBreakPopsicles LemonadeStandTycoon SummerIceCreamLab TacoTuesdayAllSummer',
    travel:
      'SummerBreakRoadTrip NationalParkPassport SummerBreakBeachWeek StaycationBingo SummerCampoutCrew SummerAtGrandmas',
    fashion:
      'SummerBreakFitCheck SchoolsOutOutfit SummerBreakBucketHat SandalTanLines SummerBreakTieDyeTee SummerCampShirts',
    wellness:
      'BoredomCreativityHour BackyardHammockRest SlowSummerMornings ScreenFreeSummerDay SummerBreakJournaling SummerSunsetWalks',
    speed:
      'SummerBreakCountdown PopsicleMeltRace SprinklerDashTag SummerWaterRelay SummerBreakChoreBlitz SummerBikeTimeTrial',
    music:
      'SummerBreakAnthem CampfireSongbook SongOfTheSummer GarageBandSummer SchoolsOutForSummer SummerBreakSongwriting',
    art: 'SunPrintCraft ComicBookProject SummerBreakSketchbook DrivewayChalkSummer SummerTieDyeParty SummerRockPainting',
    tech: 'SummerBreakStopMotion DroneFlyingLessons CodeAGameThisSummer SummerRobotBuild SummerAppChallenge SummerMovieMakers',
    pet: 'PetSprinklerPlay HamsterObstacleCourse SummerFosterKitten SummerTrickSchool PupsFirstSummerSwim SummerBreakDogWalkClub',
    gaming:
      'SchoolsOutSpeedrun CampCardTourney SummerBreakChessClub SummerLANParty SummerBoardGameLeague SummerMinecraftRealm',
  },
  sailing: {
    dance:
      'SailingHornpipeJig AnchorShuffle SwabTheDeckDance SailingRopeSway SailingSeaLegsStep SailingSaluteRoutine',
    fitness:
      'SailingHikingOutHold SailingWinchGrind DinghyCapsizeDrill SailingSixPack SailingRopeRows AnchorsAweighDeadlift',
    funny:
      'SailingLingoMixUp DockingStressLevels SailingCaptainVoice FirstTimeSailingFace SailingSeasickDiaries WhichWayIsPort',
    prank:
      'CaptainForADay SailingPirateFlagSwap SailingRubberDuckCrew SurpriseSailingTrip MessageInABottleGift SailingShantyWakeUp',
    educational:
      'SailingKnots101 HowSailingWorks SailingNauticalFlags BeaufortScaleQuiz SailingUpwindExplained WhyItsCalledStarboard',
    cooking:
      'LimeScurvyCure GalleyOnePotMeal SailingHardtackRecipe SailingPicnicHamper SailingSnackStash SailingDeckBrunch',
    fashion:
      'SailingStripes BoatShoeStyle NavyWhiteLayers SailingFitCheck SailingOilskinLook SailingCaptainChic',
    wellness:
      'SailingSunsetReset DriftWithTheBreeze StargazingWhileSailing CalmSailingMorning SailingBreathwork ListenToTheSails',
    speed:
      'BowlineInTenSeconds SailingRegattaStart SailingTackDrill SailingRigUpDash SailingDinghyRace HoistTheSailsFast',
    music:
      'SailingSeaShanty ShipBellBeat WellermanSailingCover RopeAndRiggingRhythm SailingSqueezebox SailingSoundscape',
    art: 'SailingShipInABottle SailingKnotArt HorizonLinePhoto PaintTheRegatta SailingFlagAlphabet SailingSeascapeSketch',
    tech: 'SailingActionCam AnemometerBuild SailingAutopilotTest WindyAppVsRealWind SailingDroneFollow SailingWeatherRouting',
    pet: 'ParrotFirstMate PetLifeJacketCheck SailingShipCat SailingPupMaidenVoyage SailingPuppyDeckhand SailingSeaDogSelfie',
    gaming:
      'SailingRegattaLeague TreasureIslandCampaign SailingSimRun SeaOfThievesCrew SailingTycoonRoute SailingBattleshipDuel',
  },
  humming: {
    dance:
      'HumAndGroove EarwormShuffle HummingSlowSway HummingTapRoutine HummingFreestyle DanceToYourOwnHumming',
    fitness:
      'HumThroughTheBurn HummingPlankHold HummingWallSit HummingTalkTest SquatsToAHummedSong TuneDuringTheJog',
    funny:
      'WhoIsHumming DidntKnowIWasHumming DadsLoudestTune HumItWrong HummingGuessFails HummingBattle',
    prank:
      'HumTheSameSongAllDay HummingThemeEntrance MysteryTuneSource HummingFromTheCloset GiveThemAnEarworm HummedHappyBirthday',
    educational:
      'WhyHummingCalmsYou HowEarwormsStick WhyHummingbirdsHum HummingWithNoseHeld HummingVocalCords HummingPitchMatch',
    cooking:
      'HummusAndHumming HummingWhileBaking HumAndStir HummingDoughKnead SoupSimmerHumming KitchenRadioDuet',
    travel:
      'HumInAnEchoTunnel FolkTuneHunt HummingTheLocalSong RoadTripHumming TrainWindowHumming CathedralHummingTest',
    fashion:
      'HummingbirdPrintFit MusicNoteEarrings HummingRunwayWalk GRWMHumAlong HummingMirrorCheck NoteworthyOutfit',
    wellness:
      'HummingBeeBreath HummingVagusReset ToneAndRelax HumForOneMinute StressMeltHumming MorningHummingRitual',
    speed:
      'HumItInTenSeconds HummingRelayChain IntroIdentifyBlitz HummingNameThatTune HummingLightningRound BuzzerBeaterHumming',
    art: 'HummingSoundwaveArt CymaticsPatterns HummingVibrationSand HummingbirdPainting DoodleWhatYouHum HummingLineDrawing',
    tech: 'HumToSearchTest VoiceMemoMelodyVault HummingPitchTracker HummingIntoABeat HummingToSheetMusic AIFinishesMyHumming',
    pet: 'HummingDogHeadTilt ParrotLearnsATune HumToMyCat HummingPetLullaby PurrVsHumming HowlAlongHumming',
    gaming:
      'HumTheGameTheme HummingCharades TuneTriviaShowdown HummingBossMusicQuiz HummingTelephone GuessTheHummedLevel',
  },
  patio: {
    dance:
      'PatioSalsaNight AlFrescoGroove PatioLanternSlowSway PatioDiscoBall PatioSwingOut DeckChairChoreo',
    fitness:
      'PatioYogaFlow PatioStepUpSet LawnChairDips SunriseSunSalutation PatioPowerCircuit PatioJumpRope',
    prank:
      'PatioFlamingoFlock FairyLightThePatio SecretPatioMakeover PatioSurpriseDinner BreakfastOnTheirPatio GnomeInvasion',
    educational:
      'PatioSundialBuild WhyStonesGetHot PatioWeatherStation PatioBirdCount WhichUmbrellaIsCoolest PatioTomatoExperiment',
    cooking:
      'PatioPizzaOvenOff PatioSkewerParty PatioIcedTeaBar PatioGrillMaster DinnerUnderTheStars SundayBrunchAlFresco',
    travel:
      'PatioCafeCrawl ParisTerraceHop PatioRooftopHunt FirstPatioDayOut BestPatioInTown PatioWithAView',
    fashion:
      'PatioLinenLayers GardenDinnerDress PatioPartyFitCheck AlFrescoElegance BigHatPatioEnergy PatioSeasonOpener',
    wellness:
      'PatioMorningCoffee PatioBirdsongBreak CandlelitEveningCalm SunsetOnThePatio PhoneFreePatioHour PatioBookNook',
    speed:
      'PatioSetupSpeedrun PatioStringLightHang PatioPlanterBlitz BeatTheStormPackUp PatioReadyIn30 CushionsInBeforeRain',
    music:
      'AlFrescoJazzNight PatioWindChimeTune BackyardBluesSet PatioUnplugged PatioPartyDJ PatioUkuleleJam',
    art: 'PatioPaverPainting PatioMosaicTable TerracottaPotArt PaintedPlanterParade SketchYourPatio PatioStencilRug',
    tech: 'PatioSolarLanterns PatioMistingFan PatioSpeakerSetup SmartStringLights BugZapperShowdown PatioWifiBoost',
    pet: 'PatioCatNap PetSunbathSpot PatioBirdWatchKitty HotPatioPawCheck PatioPuppyPlaypen TortoisePatioPatrol',
    gaming:
      'PatioCornholeTourney PatioGiantJenga PatioDominoesMatch CardSharkOnThePatio AlFrescoGameNight LawnBowlingLeague',
  },
  limo: {
    dance:
      'RedCarpetStrut LimoChauffeurShuffle LimoArrivalShimmy LimoLimbo PromLimoPoseOff StretchLimoSlide',
    fitness:
      'LimoLengthLunges LimoStretchRoutine PlankAsLongAsALimo RedCarpetCardio LapTheLimo VIPBootcamp',
    prank:
      'LimoForGrandma LimoWagonUpgrade LimoChauffeurForMom SurpriseLimoToSchool RedCarpetToTheCar CardboardLimoArrival',
    educational:
      'HowLongIsALimo LimoTurningRadius LimoBuiltFromSedan HowLimosAreStretched FirstLimoEver ChauffeurSecrets',
    cooking:
      'LimoStrawberries MocktailLimoBar LimoBirthdayCake BackseatBanquet SparklingJuiceToast StretchLimoSandwich',
    travel:
      'LimoLandmarkLoop LimoAirportArrival CityLightsByLimo LimoToTheLookout BeachDropOffInStyle StretchLimoRoadTrip',
    fashion:
      'LimoPromLook LimoSequinGown LimoArrivalFitCheck TuxedoAndSneakers ChauffeurCapChic ExitTheLimoLikeAStar',
    wellness:
      'CelebrateYourWin LimoMilestoneMoment LimoGratitudeRide YouDeserveALimo LimoBackseatCalm LimousineLevelSelfCare',
    speed:
      'LimoDressUpIn60 RedCarpetDash LimoParkingRace PromReadyBeforeTheLimo BeatTheLimoHonk LimoBalloonFillBlitz',
    music:
      'LimoKaraokeBackseat LimoEntranceSong LimoLipSync LimoDJBooth DiscoInTheLimo ArriveToYourAnthem',
    art: 'LimoCardboardBuild LimoShoeboxModel StretchLimoSketch DrawTheLongestLimo LimoMatchboxCustom PromNightPoster',
    tech: 'LimoSelfDrivingFuture LimoTabletControls InsideATechLimo LEDLimoMakeover LimoSpeakerShowdown BackseatLightShow',
    pet: 'LimoDogChauffeur LimoCatBackseat PetRedCarpetWalk PupsStretchLimo HamsterLimoParade VIPArrivalForFido',
    gaming:
      'LimoDrivingSim LimoCelebrityTycoon ParkTheLimoChallenge LimoDriftFail VIPTabletopNight StretchLimoSpeedrun',
  },
  spy: {
    dance:
      'SecretAgentShuffle SpyLaserLimbo StealthTiptoeRoutine ShakenNotStirredShimmy SpyMissionMoves SpyRollAndFreeze',
    fitness:
      'SpyLaserMaze SecretAgentBootcamp SpyBearCrawlSneak TrainLikeASpy StealthLungeWalk MissionPossibleHIIT',
    funny:
      'SecretAgentDad SpyBadDisguise GrandmaGoesUndercover BondVillainImpression WorstSpyEver SpyWhisperNarration',
    educational:
      'InvisibleInkLesson SpyCaesarCipher FingerprintScience CrackTheSpyCode RealLifeSpyGadgets SpyMorseBasics',
    cooking:
      'SpyHiddenCenterCake SpyShakenMocktail DecoderRingDonuts CodedFortuneCookies SpyMissionLunchbox SecretAgentCupcakes',
    travel:
      'SpyMuseumMission SpyBerlinWallWalk BletchleyParkVisit SpyCityScavenger SecretAgentWeekend BondLocationRoadTrip',
    fashion:
      'SecretAgentTrenchCoat SpyTuxedoGlam AviatorShadesLook DressLikeASpy QuickChangeDisguise SpyBlackTurtleneck',
    wellness:
      'SpyObservationWalk NoticeFiveDetails SecretAgentStillness SpyLevelFocus BreatheLikeASpy UndercoverUnwind',
    speed:
      'SpyKimsGameBlitz SecretAgentDash CipherSolveSprint LaserMazeInSixty SpyDisguiseIn30 SpyCodeCrackRace',
    music:
      'SpySurfGuitarRiff PinkPantherSaxophone SpyTiptoePizzicato MissionImpossibleCover SneakySpyBeatbox SecretAgentJazz',
    art: 'InvisibleInkPainting SpyNoirComicPanel TopSecretFileArt InventASpyGadget SketchYourSpyAlias SpySilhouettePoster',
    tech: 'SpyPeriscopeBuild LaserTripwireKit SpyMotionAlarmDIY SpyGadgetTierList SecretAgentCipherApp UVLightMessageHunt',
    pet: 'SpyKittenStakeout SecretAgentPup HamsterUndercoverMaze SpyDogSniffMission CatInATrenchCoat SpyPuppyTuxedo',
    gaming:
      'SpyfallParty SpyCodenamesRound GoldenEyeSplitScreen SecretAgentGameNight NoAlarmsSpyRun FindTheSpyAmongUs',
  },
  princess: {
    dance:
      'PrincessWaltz PrincessCurtsyBow RoyalBallDance TwirlLikeAPrincess PrincessMinuetStep BallgownSpinOff',
    fitness:
      'PrincessCurtsySquats TiaraBalancePosture PrincessBarreBurn ClimbTheTowerPrincess PrincessDragonSprint CastleDrawbridgeLunges',
    funny:
      'PrincessBirdsDontCome TiaraAtTheGrocery FrogKissRegret RealPrincessMornings PrincessSlipperFail PrincessChoresSkit',
    prank:
      'RoyalDecreeNote PrincessDadTeaParty PrincessSlipperHunt PrincessCastleBedroom PrincessCarriageRide RedCarpetHallway',
    educational:
      'HowTiarasAreMade RealPrincessHistory PrincessOrKnightQuiz HowCastlesStayedWarm GrimmPrincessOrigins PrincessEtiquette101',
    cooking:
      'PrincessCastleCake TiaraCookies GlassSlipperJello PrincessTeaParty PrincessCrownCupcakes PrincessPinkLemonade',
    travel:
      'NeuschwansteinHike PrincessPalaceGardens FairyTaleVillageVisit RealPrincessCastles PrincessForADayTrip PrincessParadeFrontRow',
    wellness:
      'PrincessSpaDay PrincessKindnessQuest CrownYourConfidence PrincessAndThePeaSleep RoyalSelfCareNight PrincessPosturePause',
    speed:
      'PrincessQuickChange SlipperFitSprint PrincessHairBraidClock PrincessCastleIn60 TiaraInTenMinutes PrincessMidnightDash',
    music:
      'PrincessDuetWithDad RoyalFanfareBeat PrincessMusicBoxTune LetItGoCover PrincessLullaby SingLikeAPrincess',
    art: 'TiaraCraft PrincessStainedGlass CarriagePaperModel PaintYourPrincessSelf PrincessCastleDoodle DesignAPrincessGown',
    tech: 'TiaraLEDBuild PrincessARGownTryOn PrincessVoiceFilter PrincessCastleLights AIWritesMyPrincessTale DIYMagicMirror',
    pet: 'PrincessCatThrone BunnyLadyInWaiting RoyalPetTeaParty PrincessPupPortrait PrincessDogTiara PrincessKittenCoach',
    gaming:
      'PrincessRescueSpeedrun KingdomCardDuel PrincessCastleBuild PrincessSavesHerself PrincessDressUpSim RoyalBallBoardGame',
  },
  jungle: {
    dance:
      'JungleVineSway MonkeyShuffle JungleParrotStrut RainforestRainStomp JungleBoogie TigerPounceFreeze',
    fitness:
      'JungleGymWorkout JungleBearCrawl MonkeyBarTraverse RainforestReadyHike HangLikeAGibbon JungleLogHops',
    funny:
      'JungleHumidityHair JungleTarzanYell RainforestBugPanic JungleAnimalVoices BackyardJungleExplorer LostGuideMonologue',
    prank:
      'PlushMonkeyPhotobomb JungleVineStreamers JungleRoomMakeover WakeUpInTheJungle TigerStripePancakes JungleFootprintTrail',
    educational:
      'JungleCanopyLayers JunglePoisonFrogColors WhyItRainsDaily RainforestOxygenMyth JungleFoodChain NameThatJungleSound',
    cooking:
      'RainforestSmoothieBowl JungleCocoaPodTasting JungleLeafWrappedRice MonkeyBreadBake JungleTigerCake TropicalCurryNight',
    fashion:
      'JungleExplorerLook RainforestGreenLayers KhakiCargoStyle WelcomeToTheJungleFit JungleBucketHat LeopardSpotAccent',
    wellness:
      'JungleRainfallSleep CanopyForestBathing JungleHouseplantCorner RainforestSoundBath UrbanJungleReset MistyMorningBreaths',
    speed:
      'JungleObstacleRace VineClimbSprint JungleSpotTheToucan NameTenJungleAnimals JungleRopeBridgeDash CanopyZiplineTime',
    music:
      'JungleBongoJam LionSleepsTonightCover RainforestRainBeat JungleSoundsRemix BirdCallBattle JungleRainstickSolo',
    art: 'ToucanWatercolor JungleRousseauRecreate JungleLeafCollage PaintAJungleWall JungleTigerStencil HiddenAnimalsDrawing',
    tech: 'JungleTrailCam CanopyDroneShot NightVisionWildlife RecordTheRainforest JungleProofPhoneTest JunglePlantTimelapse',
    pet: 'JungleGymForCats KittenLeafHideout JungleTigerPrintPup DogInALionMane PetInTheUrbanJungle JungleParrotPlaytime',
    gaming:
      'JungleTempleLevel JungleSnakesAndLadders CrashBandicootSpeedrun DonkeyKongJungleRun JungleSurvivalCraft JungleBossFight',
  },
  'pumpkin patch': {
    dance:
      'PumpkinPatchHoedown ScarecrowShuffle HarvestMoonStep PumpkinPatchLineDance PumpkinPatchHayHop PumpkinSpiceSpin',
    fitness:
      'PumpkinPatchCarry HayBaleStepUps GourdCurls SquatThePumpkin PumpkinPress PumpkinPatchWagonPull',
    prank:
      'PaintedPumpkinPorch DoorstepPumpkinDrop ScarecrowComesAlive TinyPumpkinOnTheDesk GiantPumpkinReveal TheirNameOnAPumpkin',
    educational:
      'WhyPumpkinsAreOrange HowGiantPumpkinsGrow PumpkinPatchWeighIn IsAPumpkinAFruit PumpkinPatchLifeCycle BeesInThePumpkinPatch',
    cooking:
      'RoastedPumpkinSeeds ScratchPumpkinPuree PumpkinPatchPancakes SoupInAPumpkinBowl PumpkinBreadBakeOff PatchToPieChallenge',
    travel:
      'PumpkinPatchRoadTrip GetLostInTheCornMaze HarvestFestivalVisit PumpkinPatchCrawl PumpkinPatchHayride PumpkinsAndApplesTour',
    fashion:
      'PumpkinPatchFitCheck PumpkinPatchFlannel OrangeKnitBeanie PumpkinSpiceColorway FarmChicForFall PumpkinPatchRainBoots',
    wellness:
      'PumpkinPatchSlowWalk CrispAirMorning PumpkinPatchGoldenHour GratefulForTheHarvest SunsetAmongThePumpkins CiderAtThePumpkinPatch',
    speed:
      'CornMazeSpeedrun GourdStackTimer PumpkinPatchWagonDash PumpkinRollRace BiggestPumpkinIn10 PickAPumpkinInSixty',
    music:
      'PumpkinPatchBanjo HayrideSingAlong HarvestMoonCover PumpkinPatchBluegrass PumpkinFiddleJam DrumOnAPumpkin',
    art: 'PumpkinCarvingDesign GourdStillLife PumpkinPatchPhotoshoot PaintThePumpkinPatch SketchTheScarecrow NoCarvePumpkinFaces',
    tech: 'LightUpPumpkinBuild PumpkinPatchDroneShot PumpkinPatchPhotoHacks SmartScalePumpkinGuess PumpkinTimelapseRot CodeAJackOLantern',
    pet: 'KittenInAPumpkin PumpkinPatchGoatVisit PumpkinPatchPuppyPose PetPumpkinPatchPics DogPicksAPumpkin PupInAPumpkinHat',
    gaming:
      'PumpkinPatchBingo PumpkinPatchBowling StardewPumpkinRun HideAndSeekInThePatch PumpkinTycoonFarm HarvestCozyGameNight',
  },
  helmet: {
    dance:
      'HelmetHeadBop BuckleUpBounce HelmetRollerDisco HelmetOnDanceOff HelmetSkaterGroove ChinStrapShuffle',
    fitness:
      'HelmetBMXSprints HelmetRideToWork ScooterLapChallenge HelmetOnHillRepeats SkateparkCardio HelmetInlineIntervals',
    prank:
      'GooglyEyeHelmet HelmetUnicornHorn HelmetMohawkSurprise CatEarsOnDadsHelmet HelmetFlowerCrown SecretHelmetGlowUp',
    educational:
      'HelmetEggDrop HowHelmetsProtect HelmetWhenToReplace TwoFingerHelmetRule WatermelonHelmetTest HelmetHistoryQuiz',
    cooking:
      'BikeHelmetCookies HelmetJelloMold PostRideSmoothie KnightHelmetCake WatermelonHelmet HelmetRiceBowl',
    travel:
      'HelmetCamTrailRide HelmetZiplineAdventure ScenicBikeLoop HelmetOnCityTour SkateparkHopping HelmetEbikeCoast',
    fashion:
      'HelmetHairFix HelmetBraidsUnder HelmetRetroGoggles HelmetMatchesMyFit DIYHelmetCover PastelHelmetGlam',
    wellness:
      'HelmetHabitStreak HelmetSlowRollHome HelmetCalmCommute MindfulMorningRide HelmetOnBreatheIn ThankYouHelmet',
    speed:
      'HelmetBuckleRace GearUpSpeedrun HelmetConeWeave PassTheHelmetRelay HelmetOnInFive FastestSafeStart',
    music:
      'BuckleUpJingle HelmetEchoSing HelmetRideRap HelmetDrumSolo WearYourHelmetAnthem VisorDownKaraoke',
    art: 'PaintYourHelmet KnightHelmetCraft HelmetMosaic HelmetDoodleDare HelmetStencilArt AstronautHelmetDIY',
    tech: 'SmartHelmetTest HelmetCrashSensor HelmetTurnSignals HelmetCamPOV LEDHelmetBuild CodeABlinkingHelmet',
    pet: 'HelmetDogGoggles HelmetCatInspects HelmetBikeTrailerBuddy HelmetAndPupRide KittenVsHelmetStrap HamsterHelmetHideout',
    gaming:
      'HelmetOnlyRun HelmetLootDrop RareHelmetHunt HelmetSkinTierList MasterChiefHelmetDIY BountyHunterHelmet',
  },
  'report card': {
    dance:
      'ReportCardRevealDance ReportCardVictoryLap ReportCardFridgeStrut ReportCardRunningMan GoldStarShimmy HonorRollBop',
    fitness:
      'HonorRollHustle ReportCardRepsPerA FitnessTestRedo ReportCardBootcamp ReportCardFunRun GymClassReportCard',
    funny:
      'ReportCardDadsOldOne ReportCardHidingSpots ParentConferencePOV ReportCardFaceReveal TalksTooMuchInClass ReportCardTeacherVoice',
    prank:
      'ReportCardForTheChef ReportCardForGrandpa GradeTheFamily ReportCardForTheDog GoldStarStickerAmbush ReportCardForDad',
    cooking:
      'StraightAsCookies GoldStarPancakes ReportCardSundaeBar ReportCardCakeReveal ReportCardPizzaParty ReportCardParfait',
    travel:
      'ReportCardRewardTrip ScienceCenterVisit ReportCardThemePark ReportCardZooDay HonorRollAdventure ReportCardAquarium',
    fashion:
      'GoldStarEarrings VarsityJacketEarned ReportCardDayFit ReportCardRewardKicks ReportCardPowerSuit ReportCardGlowUp',
    wellness:
      'GrowthNotGrades KindWordsFromTeachers ReportCardEffortAwards ReportCardOfFeelings CalmBeforeReportCards ReportCardPrideList',
    speed:
      'TimesTablesCountdown ReportCardSpellingBee ReportCardGPASprint AverageYourGradesFast ReportCardMathBlitz ReportCardQuickQuiz',
    music:
      'StraightAsRap ReportCardDrumroll GoldStarJingle ReportCardAnthem ReportCardFanfare SingYourReportCard',
    art: 'ReportCardFridgeArt GoldStarCraft CertificateCalligraphy DesignAReportCard FrameThatReportCard ReportCardScrapbook',
    tech: 'GradeCalculatorApp ParentPortalTour ReportCardSpreadsheet ReportCardDashboard AIPredictsMyReportCard DigitizeOldReportCards',
    pet: 'ReportCardForMyDog ObedienceClassDiploma ReportCardPuppySchool CatGetsAReportCard GradeYourPetsTricks HamsterReportCard',
    gaming:
      'StraightAsUnlock ReportCardXPBoost HonorRollLeaderboard ReportCardLootDrop ReportCardStatScreen ReportCardBossBattle',
  },
  volunteering: {
    dance:
      'CharityDanceMarathon FoodDriveBoogie VolunteerFlashMob VolunteeringShuffle GiveBackGroove DonateAndDisco',
    fitness:
      'CharityFunRun PloggingMiles VolunteeringTrailWork VolunteerCleanupHike StepsForADonation FoodBankBoxSquats',
    funny:
      'ClipboardPersonEnergy HairnetAndProud VolunteeringWithDad VolunteerFirstDayPOV FoodBankBloopers VolunteeringOverload',
    prank:
      'KindnessRockTrail PayItForwardChain DonationInTheirName ThankAVolunteer CoffeeForTheFoodBank CharityJarSurprise',
    educational:
      'HowFoodBanksWork WhyVolunteeringHelps LocalCausesMap WhereDonationsGo WhatOneHourChanges VolunteerSkillSwap',
    cooking:
      'CharityBakeSale VolunteeringSoupShift NeighborCasseroleDrop VolunteerMealPrep FoodBankBoxChef SandwichesForShelters',
    travel:
      'VolunteerWeekAbroad CharityWalkRoute TurtleRescueHoliday BeachCleanupWeekend VoluntourismDoneRight VolunteeringRoadTrip',
    fashion:
      'CharityShopOutfit DonateYourCloset VolunteerTeeGlowUp HiVisForGood VolunteeringCoatDrive UpcycledDonationFit',
    speed:
      'FoodBankSortRace DonationDriveCountdown CharityRelay HundredBagsAnHour VolunteeringBlitz LitterPickSprint',
    music:
      'CharityConcert VolunteerChoir CarolingForSeniors BenefitSingAlong BuskForADonation VolunteeringPianoVisit',
    art: 'CharityArtSale HospitalWindowPainting VolunteerMural CardsForSeniors VolunteeringChalkWalk DonateYourArtwork',
    tech: 'CharityWebsiteBuild OpenSourceFirstIssue VolunteerTechHelp FindYourCauseApp DonateYourCodingSkills VolunteeringSignupHack',
    pet: 'VolunteerDogWalking PuppyBathDayCrew ShelterPetSpotlight DonateCozyBlankets CharityKittenFoster VolunteeringCatCuddle',
    gaming:
      'CharityGamingMarathon TabletopForGood VolunteeringBingoHost StreamForADonation VolunteerGameNight SeniorCenterCheckers',
  },
  potluck: {
    dance:
      'CasseroleCongaLine PotluckBarnHoedown BuffetTableBoogie PotluckPolka PotluckDishParade PotluckFoodComaSway',
    fitness:
      'CasseroleCarryWalk TableLiftSquats RunToThePotluck EarnYourPotluckPlate PotluckTrailHike PotluckFieldGames',
    funny:
      'WhoseCasseroleIsThis ThreeIdenticalSalads PotluckAllChipsNoDip PotluckFoodCritic PotluckTupperwareHunt GuessThePotluckDish',
    prank:
      'PotluckCakeIllusion DoorstepPotluckDrop DecoyJelloMold PotluckMysteryDish FancyPotluckMenuCards SurprisePotluckParty',
    educational:
      'PotluckFoodSafety PotluckPortionMath PotluckAllergyLabels CultureRecipeExchange WhereDidPotlucksStart TheStoryBehindYourDish',
    travel:
      'PotluckAroundTheWorld BeachPicnicPotluck CommunityGardenFeast CampgroundPotluck LakesidePotluck RooftopPotluckNight',
    fashion:
      'CasseroleCarrierChic PotluckGinghamDress PotluckMatchingAprons PotluckHostFitCheck SpillProofPotluckLook GarnishYourOutfit',
    wellness:
      'PotluckGratitudeCircle ShareAMealMoment SlowSupperConversation PotluckNeighborNight PotluckNoPhoneTable PotluckMemoryLane',
    speed:
      'TenMinutePotluckSide PotluckCleanupBlitz ServingLineDash SetThePotluckTable PotluckDishRelay LabelEveryLidFast',
    music:
      'PotluckPorchJam CasseroleCampfireSong ThankfulHarmony PotluckMixtapeSwap PotluckKaraokeRound PotluckGuitarCircle',
    art: 'PotluckRecipeZine CasseroleStillLife NapkinFoldingOrigami OverheadPotluckShot PotluckPlaceCards PotluckTableclothArt',
    tech: 'QRRecipeCards PotluckSignUpSheet NoDuplicateDishesApp PotluckGroupChatChaos PotluckLabelMakerTest PotluckCrockpotCompare',
    pet: 'DogParkPotluck PotluckBeggingPatrol BarkdayBiscuitSwap PetTreatPotluck PupcakePotluck PotluckKittenGreeter',
    gaming:
      'CasseroleCoOpNight PotluckTriviaTeams PotluckCardLeague PotluckBoardGameBash PotluckCornholeCup WinnerPicksFirstPlate',
  },
  happiness: {
    dance:
      'HappinessKitchenBop JoyfulShuffle SunnySideUpStep DoYourHappyDance HappinessHustle HappinessSpinOut',
    fitness:
      'HappyFeetRun JoyfulJumpingJacks SmileThroughTheSquats HappinessHIIT HappinessYogaFlow RunnersHighChase',
    funny:
      'PizzaArrivalEuphoria HappinessRatedByKids HappinessLevelsGraph HappyDanceFails SillyFaceContest HappierThanMyDog',
    prank:
      'JoyJarGift HappyNoteAvalanche HappinessChalkPath ComplimentConfettiCard HappinessDoorstepDrop BalloonsForNoReason',
    educational:
      'WhatMakesUsHappy DopamineVsSerotonin HappiestCountryQuiz HappinessScienceLab WhyEndorphinsFeelGood HarvardHappinessStudy',
    cooking:
      'HappinessInABowl HappyFacePancakes HappinessSprinkleToast JoyfulBakeDay ComfortFoodHappiness RecipeThatSparksJoy',
    travel:
      'FindYourHappyPlace HappinessRoadTrip SunflowerFieldEscape BhutanHappinessTrek HyggeInCopenhagen JoyrideSundayDrive',
    fashion:
      'HappinessFitCheck SmileyFaceAccessories DopamineDressingDay JoyfulYellowLook HappinessRainbowLayers WearWhatMakesYouHappy',
    speed:
      'HappinessIn60Seconds ComplimentDash TenHappyThingsFast JoyListSprint HappinessMemoryBlitz GratitudeInOneMinute',
    music:
      'HappySongCover JoyfulJam HappinessUkuleleStrum HappinessMixtape WhistleYourHappiness SunshineSingAlong',
    art: 'HappyPlacePainting JoyListDoodle SmileOfTheDaySketch LittleThingsCollage HappinessSunshineMural PaintYourHappiness',
    tech: 'OneSecondADayVideo AIGoodNewsFeed HappyMomentsTimelapse GraphYourHappiness LittleThingsPhotoDump HappinessAppTest',
    pet: 'BunnyBinkyCompilation HappinessDogGreeting HappyTailWag PureJoyZoomies PetHappinessCheck PurrsOfHappiness',
    gaming:
      'HappyGameNight HappinessQuest HappinessCozyFarmRun StardewHeartEvents JoyfulCouchCoop LittleWinsBingo',
  },
  'bedtime story': {
    dance:
      'BedtimeStoryActItOut LullabySlowDance BedtimeStoryWiggle SugarPlumBedtimeBallet BedtimePajamaShuffle TiptoePastTheDragon',
    fitness:
      'BedtimeStoryYoga PajamaWindDownFlow BedtimeStoryBearCrawl BedtimeStoryStretch MoveLikeTheCharacters BedtimeBalanceBeam',
    funny:
      'BedtimeStoryPlotTwist KidHecklesTheStory BedtimeDadDozesOff BedtimeStoryGoneWrong JustOneMoreStory BedtimeVoicesChallenge',
    prank:
      'BedtimeStarringYou SwapTheStorybook FairyTaleMashUp BedtimeWrongEnding DogNarratesBedtime SurpriseBedtimeGuest',
    educational:
      'WhyStoriesHelpSleep BedtimeStoryInSpanish BedtimeStoryNewWord BedtimeStarFacts WhatsTheMoralQuiz GrimmOriginsAtBedtime',
    cooking:
      'StorybookPancakes BedtimeStoryCocoa GreenEggsAndHamBrunch BedtimeWarmMilkRitual BedtimeHoneyToast GoldilocksBedtimeOats',
    travel:
      'HotelRoomBedtimeStory FolkTalesFromAbroad BedtimeStoryCastleStay PackABedtimeBook SleeperTrainBedtime StorybookSettingTrip',
    fashion:
      'StorybookCharacterFit BedtimeStoryNightcap BedtimeStoryPajamas BedtimeCapeAndCrown BedtimeMaskGlowUp WeeWillieWinkieLook',
    speed:
      'BedtimeStoryIn60 PajamaTeethBookRace BedtimeRoutineRelay RhymeTimeBlitz BedtimeTidyDash BeatTheBedtimeBell',
    music:
      'SingTheStory BedtimeStoryMusicBox BedtimeStoryLullaby ScoreTheStory BedtimeHarpLoop RainyBedtimeTune',
    art: 'DrawTheBedtimeStory HomemadeStorybook BedtimeStoryShadowArt BedtimeStoryComicPanel SockPuppetBedtime GlowStarCeiling',
    tech: 'AIBedtimeStoryTest RecordABedtimeStory StoryProjectorSetup SmartNightLightBuild BedtimeStoryPodcast BedtimeByVideoCall',
    pet: 'ReadingToMyDog PetBedtimeStory CatListensToStories BedtimeStorySnuggle PuppyPillowBedtime HamsterBedtimeTale',
    gaming:
      'StoryDiceBedtime ChooseTheBedtimeStory BedtimeStoryQuest BedtimeDungeonMaster GamebookAtBedtime SleepySaveFile',
  },
  rv: {
    dance:
      'RVAwningShuffle RVDoorStepBop CampfireCircleGroove RVParkLineDance HappyCamperBoogie MotorhomeMacarena',
    fitness:
      'RVPicnicTableDips CampgroundYoga TrailheadPushUps RVStepDrill MotorhomeMileRun HappyCamperHike',
    funny:
      'RVBackUpDirections RVTinyShowerTour RVParkingStruggle RVLifeVsReality CampgroundNeighbors HappyCamperOrNot',
    prank:
      'RVStringLightsReveal RVWelcomeBasket CampfireSmoresKit SurpriseCamperWeekend DrivewayCampout RVGetsAName',
    educational:
      'HowRVsWork RVTowingWeightMath RVPropaneSafety RVLingoQuiz RVSolarBasics LeaveNoTraceRules',
    cooking:
      'RVDutchOvenCobbler FoilPacketTacos RVOnePotMeal TinyKitchenChef CamperCampfireFeast MotorhomeGriddleBrunch',
    fashion:
      'VintageTrailerGlam RVCapsuleWardrobe HappyCamperFitCheck RVRoadTripLayers MotorhomeMinimalist RVFlannelSeason',
    wellness:
      'RVRainOnTheRoof RVStargazing LakesideJournal CamperCoffeeSunrise MotorhomeUnplugged AwningSunsetSit',
    speed:
      'RVLevelingTimer TentVsTrailerDash RVPackUpSpeedrun AwningUpInSixty RVCampsiteTakedown CamperHitchRace',
    music:
      'RVOnTheRoadAgain BanjoUnderTheAwning RVHarmonicaHour RVDriveTimeKaraoke HappyCamperSingAlong CampgroundGuitar',
    art: 'RVStateStickerMap VintageCamperPhoto RVWatercolorJournal RVInteriorGlowUp PaintYourRVDoor SketchEveryCampsite',
    tech: 'RVStarlinkTest RVSolarSetup LevelingAppCheck SmartCamperTour WorkFromTheCampsite RVBackupCamVsSpouse',
    pet: 'RVCatOnBoard RVKittyWindowPerch HamsterRoadTripSetup RVDogCopilot PetProofCamper RVPuppyTrailBuddy',
    gaming:
      'RVLicensePlateHunt CampTableYahtzee RVTicketToRideRound CamperCardShark MotorhomeLANParty RainyDayRVTourney',
  },
};
