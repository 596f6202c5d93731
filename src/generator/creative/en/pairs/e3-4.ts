import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  morning: {
    dance:
      'MorningCoffeeShimmy MorningSlipperShuffle WakeUpWiggle GoodMorningGroove SnoozeButtonBop MorningMoonwalk',
    fitness:
      'SunriseSquats MorningPlankMinute MorningStairSprints BeforeCoffeePushUps MorningMileDare GoodMorningBurpees',
    prank:
      'MorningCerealSwap MorningMirrorMessage SurpriseBreakfastTray GoodMorningGooglyEyes WakeUpToBalloons MorningAlarmAnthem',
    educational:
      'MorningWordOfTheDay WhyBirdsSingAtDawn AreYouAMorningPerson MorningDewMystery SunriseScience MorningBodyClockQuiz',
    cooking:
      'MorningPancakeFlip MorningToastArt LatteFoamHearts SunnySideUpDare MorningMugMuffin GoodMorningOmelet',
    travel:
      'SunriseChaser MorningBakeryCrawl FirstTrainOutOfTown MorningGloryHike MorningMarketDash GoodMorningFromHere',
    fashion:
      'BedheadToReady MorningHairInFive PajamasToPolished MorningFitCheck MonochromeMorning MorningRushRunway',
    wellness:
      'MorningGratitudeList MorningPagesJournal PhoneFreeFirstHour MindfulMorningMinute SlowMorningSunday SunriseStillness',
    speed:
      'MorningRushRace OutTheDoorInFive MorningLunchboxDash SnoozeYouLose MorningSpeedrun MorningBedBlitz',
    music:
      'MorningAlarmRemix MorningKettleRhythm CerealCrunchBeat MorningHasBrokenCover SnoozeButtonSolo SingYourMorningAnthem',
    art: 'MorningLightPhotos MorningCoffeeStainArt MorningDewMacro PaintTheSunrise BedheadSelfPortrait MorningMugDoodle',
    tech: 'MorningAppRoutine SmartAlarmTest SleepTrackerScore AutomateMyMorning MorningHomeScreenTour GoodMorningGadgets',
    pet: 'FurryAlarmClock MorningZoomies DownwardDogMornings GoodMorningBoop MyPetsMorningRoutine BreakfastBellTrick',
    gaming:
      'MorningPuzzleStreak MorningCrosswordSprint MorningChessOpening RespawnAtSunrise GoodMorningSideQuest OneLevelBeforeCoffee',
  },
  cookie: {
    dance:
      'CookieJarShuffle MilkAndCookiesGroove CookieDunkDrop DoTheCookieMonster CrumbleLikeACookie CookieCrumbCharleston',
    fitness:
      'EarnYourCookie CookieJarCurls SquatsPerCookie CrunchesForCookies CookieDoughArmDay MilkJugPress',
    funny:
      'WhoAteTheCookie CookieDunkFail LastCookieStandoff CookieMonsterVoice OatmealRaisinBetrayal ThatsTheWayItCrumbles',
    prank:
      'KindFortuneCookies SecretCookieDrop CookieTrailToGift CookieJarPlotTwist GiantCookieReveal CookieFairyStrikes',
    educational:
      'WhyCookiesSpread ChewyVsCrispyCookies CookieFractions SmartCookieQuiz CookieDunkPhysics ChocolateChipChemistry',
    travel:
      'CookiesAroundTheWorld LocalCookieHunt BakeryCookieCrawl FollowTheFortuneCookie OneCookiePerCity CookieFactoryTour',
    fashion:
      'NotCookieCutterStyle MilkAndCookiesPJs GingerbreadFitCheck SmartCookieSuitUp CookieMonsterBlues ChocolateChipCouture',
    wellness:
      'CookiesForAFriend CookieKindnessDrop BakeAndBreathe OneMindfulCookie SelfCareCookieBreak MilkAndCookiesBedtime',
    speed:
      'CookieCutterSpeedrun CookieStackMinute CookieFaceNoHands CookieFrostOff DozenCookieDash BeatTheOvenTimer',
    music:
      'CookieJarDrum MilkAndCookiesLullaby CookieRecipeRap CrunchyCookieBeatbox DunkToTheBeat GingerbreadJingle',
    art: 'RoyalIcingPainting CookieStainedGlass CookieMosaic PaintYourCookie CookieCutterCreatures CookieJarStillLife',
    tech: '3DPrintedCookieCutter AICookieRecipe CookieCamTimelapse AcceptAllCookies GrandmaVsAICookies SmartOvenBakeOff',
    pet: 'BakePetSafeCookies CookieOnTheNoseTrick WhichHandCookie PawShakeForACookie WhoSaidCookie CookieJarStareDown',
    gaming:
      'PixelArtCookies CookieClickerIRL CookieJengaTower OneCookiePerWin CookieLootDrop UnoForCookies',
  },
  acorn: {
    dance:
      'AcornDropShuffle SquirrelScramble AutumnAcornTwirl GoNutsForAcorns CrunchyAcornStomp MightyOakMoves',
    fitness:
      'AcornPickupSquats SquirrelHopReps AcornShuttleRun MightyOakPlank AcornAgilityDash AcornLungeWalk',
    funny:
      'AcornBonkReaction SquirrelJobInterview AcornBudgetMeeting WhenAcornsAttack AcornSommelier HoardLikeYouMeanIt',
    prank:
      'AcornTrailToAGift SecretAcornStash AcornOnEveryPillow SquirrelWasHere GooglyEyedAcorns AcornArmyInvasion',
    educational:
      'HowAcornsBecomeOaks WhySquirrelsBuryAcorns AcornFloatTest SproutAnAcorn AcornCapQuiz AcornMythBusters',
    cooking:
      'AcornCookieBites AcornCakePops PretzelAcornSnacks AcornDonutHoles ChocolateAcornKisses SquirrelPartyPlatter',
    travel:
      'AcornHuntHike OakForestPhotoWalk AutumnAcornTrail AcornPassport AcornParkHopper SquirrelCitySafari',
    fashion:
      'AcornBrownFitCheck DressLikeAnAcorn AcornToOakGlowUp AcornCapBeret NuttyNeutrals AcornEarringDIY',
    wellness:
      'AcornGratitudeJar MindfulAcornHunt PlantAnAcorn TinyAcornBigDreams AcornPocketCalm SitUnderAnOak',
    speed:
      'AcornSpoonRace AcornBucketToss AcornSortSprint SixtySecondSquirrel ChopstickAcornDash StackTheAcornCaps',
    music:
      'AcornCapWhistle AcornMaracaJam AcornRoofRhythm AcornDropTheBeat GoNutsDrumSolo ForestFloorFoley',
    tech: 'AcornToOakTimelapse SquirrelFeederCam AcornMacroShot AcornDropSlowMo CodeAnAcornCatcher AcornCounterApp',
    pet: 'AcornPlushFetch AcornLeaveItDrill CatVsAcornToy AcornHatPhotoshoot DressedAsAnAcorn SquirrelTVReaction',
    gaming:
      'AcornCollectRun SuperAcornPowerUp AcornTicTacToe HoardAllTheAcorns SquirrelSideQuest AcornLootDrop',
  },
  airplane: {
    dance:
      'TakeoffTwirl JetLagShuffle PlaneSafetyDemoDance AirplaneModeMoonwalk FlightAttendantGroove PaperAirplaneFreeze',
    fitness:
      'AirplaneSeatStretch AirplaneYogaPose AirplaneCalfRaises LayoverLunges CarryOnCurls FlightDelayPlank',
    funny:
      'AirplaneWindowVsAisle AirplaneLandingClap PilotVoiceImpression OverheadBinTetris TypesOfPlanePeople AirplaneArmrestWars',
    prank:
      'PaperAirplaneMessage AirplaneSnackSurprise LivingRoomCabinService PlaneTicketPlotTwist InflightBreakfast CaptainVoiceDinnerCall',
    educational:
      'HowAirplanesFly PaperAirplaneScience AirplaneWingLiftDemo PlaneMythBusters WhyJetsLeaveTrails PilotAlphabetQuiz',
    cooking:
      'AirplaneFoodAtHome AirplaneBiscoffCopycat TrayTableTapas ChickenOrPasta PlaneMealGlowUp InflightSnackBox',
    fashion:
      'FlightDayFitCheck AirplaneCarryOnCapsule PlaneComfyLook JetSetChic AirportRunwayWalk RedEyeAirplaneGlam',
    wellness:
      'AirplaneModeHour WindowSeatGratitude AirplaneCloudGazing BreatheThroughTakeoff MindfulFlightMinute PlaneJournalPages',
    speed:
      'PaperAirplaneRace FastestFoldAndFly SecurityTrayRepack PlaneSpottingBlitz FlightReadyIn60 FarthestAirplaneWins',
    music:
      'AirplaneWindowSong SafetyDemoRemix AirplaneChimeBeat AirplaneModeAcoustic JetPlaneSingalong TakeoffDrumroll',
    art: 'AirplaneWindowPhoto CloudViewSketch AirplaneWingWatercolor AirplaneTicketCollage DoodleYourFlight OrigamiPlaneFleet',
    tech: 'AirplaneModeHacks FlightTrackerApp PlaneSpottingRadar InflightWiFiTest DroneVsPaperAirplane NoiseCancelFaceOff',
    pet: 'PetFirstFlight DogWatchesAirplanes CatVsToyAirplane CoPilotPup PaperPlaneChase PawsForTakeoff',
    gaming:
      'FlightSimButterLanding AirplaneTrayTableUno ArcadeDogfightDuel PaperPlaneBullseye AirplaneModeSideQuest NoWiFiNoProblem',
  },
  shower: {
    dance:
      'RubberDuckShuffle ShowerTowelTwirl SteamyMirrorShimmy ShowerCurtainCall ShowerCapCancan ShowerSongStrut',
    fitness:
      'PostShowerStretch ColdShowerFinisher PreShowerPlankHold EarnYourShower ShowerSongSquats LoofahLunges',
    funny:
      'ShowerArgumentsWon ShowerConcertEncore ShowerTempWar DeepShowerThoughts ShowerSingerAudition ShampooLabelDrama',
    prank:
      'ShowerPlaylistTakeover ShowerMirrorMessage TowelSwanSurprise RubberDuckInvasion ShowerGooglyEyes ShowerCurtainCameo',
    educational:
      'ShowerThoughtsAnswered WhyShowerCurtainsMove ShowerWaterBucketTest WhyWeSingInTheShower WhyMirrorsFogUp ShowerMythBusters',
    cooking:
      'PostShowerSmoothie ShowerCapCupcakes RubberDuckCakePops BabyShowerBakeOff ShowerSteamBuns ShowerThoughtRecipe',
    travel:
      'ShowerWithAView HotelShowerReview ShowerUnderAWaterfall ChaseAMeteorShower HostelShowerHacks CampShowerConfessions',
    fashion:
      'ShowerCapFashionShow TowelTurbanLook WetHairToGlam ShowerToStreet AprilShowersFitCheck PostShowerGlowUp',
    speed:
      'ShowerSpeedrun FiveMinuteShower ShowerBeforeTheKettle OneSongShower ShowerToShoesIn10 LatherRinseDash',
    music:
      'ShowerConcert ShowerSongCover ShampooBottleMic ShowerDoorDuet ShowerHeadBanger LatherRinseRemix',
    art: 'ShowerSteamDoodle ShowerDropletMacro SoapCarvingSculpture PaintYourShowerCurtain MeteorShowerSketch FoggyMirrorMasterpiece',
    tech: 'ShowerSpeakerTest WaterSavingShowerHead ShowerSlowMoDroplets TrackYourShowerTime ShowerThoughtsChatbot AntiFogMirrorHack',
    pet: 'ShowerCurtainPeekaboo ShowerDoorCatGuard PuppyTowelBurrito ShowerZoomies PetReactsToShowerSong DogShakeSplashZone',
    gaming:
      'AFKShowerRespawn ShowerSavePoint RubberDuckRace ShowerThoughtQuest OneMoreGameThenShower GuessTheShowerSong',
  },
  tea: {
    dance:
      'TeaTimeShuffle TeaPinkyWaltz TeaTrayTango LittleTeapotDance KettleBoilBoogie TeacupTwirl',
    fitness:
      'KettleBoilSquats TeaSteepPlank TeapotCalfRaises TeaBreakBurpees TeaTimeTabata KettlebellTeaParty',
    funny:
      'PinkyUpTeaTime TeaSnobImpression MilkFirstDebate SpillTheTeaLiterally WhoMadeThisTea BiscuitDunkDisaster',
    prank:
      'TeaBagTagNote SurpriseTeaParty TeaMugMessage TeacupCakeTrick ServeTeaLikeAButler StuffedAnimalTeaTime',
    educational:
      'TeaHistoryInAMinute TeaCaffeineQuiz WhyTeaStainsMugs GreenVsBlackTea OneLeafFourTeas ButterflyTeaMagic',
    travel:
      'TeaAroundTheWorld AfternoonTeaHunt TeaHouseHopping TeaWithAView SipTheLocalBrew FindTheBestCuppa',
    fashion:
      'AfternoonTeaLook TeaLengthDress TeaRoomPearls SuitUpForHighTea PinkyUpFitCheck MadHatterTeaParty',
    wellness:
      'TeaAndJournal TeaSunsetSip ChamomileWindDown BreatheWhileItSteeps ThreeMinuteTeaPause MindfulMugOfTea',
    speed:
      'TeacupStackRace TeaTrayRelay SugarCubeTowerDash BeatTheKettle TeabagTossOff NameThatTeaIn10',
    music:
      'KettleWhistleRemix TeacupClinkBeat TeaSpoonXylophone LittleTeapotCover SpillTheTeaRap TeaForTwoDuet',
    art: 'TeaBagArt TeaDyedPaper TeaLeafCollage PaintWithTea PortraitInTea TeacupStillLife',
    tech: 'SmartKettleTea AIBlendsMyTea TeaTemperatureTest CodeATeaTimer SlowMoTeaPour TeaBrewingBot',
    pet: 'PetTeaParty TeaTimeWithMyCat TeaCosyDogHat KittenInATeacup PawsForTea PuppyAtTheTeaTable',
    gaming:
      'TeaShopSim TeaPartyCharades MahjongAndOolong TeaBreakBossFight LoserBrewsTheTea TeaTimeTrivia',
  },
  lemonade: {
    dance:
      'LemonadeShuffle SqueezeTheBeat LemonadeSipAndSpin SourFaceFreeze DoTheLemonTwist PinkLemonadeGroove',
    fitness:
      'LemonadeSqueezeGrip LemonadePitcherCurls CitrusPressPushUps LemonLunges EarnYourLemonade SourFaceCrunches',
    funny:
      'LemonadeSourFace LemonadeStandPitch LemonsToLemonade WhenLifeGivesYouLimes HaggleForLemonade LemonadeTasteCritic',
    prank:
      'ColorChangeLemonade LemonWedgeSmile LemonadeDoorstepDrop PinkLemonadePlotTwist GooglyEyeFruitBowl LemonadeMysteryFlavor',
    educational:
      'LemonadeStandMath CitrusPoweredClock LemonadeAcidTest WhyLemonadeTastesSour InvisibleLemonInk LemonadeProfitQuiz',
    travel:
      'LemonadeAroundTheWorld LemonadeRoadTrip AmalfiLemonGroves LemonadeStandHopping BestLemonadeInTown SipTheLocalCitrus',
    fashion:
      'LemonadeYellowFit PinkLemonadeLook DressLikeALemon LemonadeStandChic FreshlySqueezedStyle CitrusColorBlock',
    wellness:
      'LemonadeSlowSip LemonadeGratitudeStand SourToSweetJournal MakeLemonadeMoment PorchSwingLemonade SqueezeOutStress',
    speed:
      'LemonadeSqueezeRace LemonRollRelay LemonadeCupStack FastestLemonadeStand PitcherPerfectIn60 HalfMinuteLemonade',
    music:
      'LemonadeStandJingle PorchLemonadeBlues LemonadeGlassHarp LemonTreeCover SourNoteSolo IceClinkBeat',
    art: 'LemonadeStandSign LemonadeStillLife LemonSlicePrints SketchYourLemonade PinkLemonadePalette CitrusPeelArt',
    tech: 'LemonadeJuicerTest LemonBatteryLED LemonadeQRPayment CodeALemonadeStand AIRatesMyLemonade CitrusPressGadget',
    pet: 'LemonadeYellowBandana PupsicleStand LemonadeForShelters PupLemonadeGreeter DogDaysLemonade LemonadeKittenCashier',
    gaming:
      'LemonadeTycoonRun SourLemonForfeit LemonadePongCups LemonadeStandSim CitrusPowerUp PinkLemonadeLevelUp',
  },
  knight: {
    dance:
      'KnightArmorShuffle JoustingJig KnightGallopGroove KnightFever DanceAllKnightLong ChainmailCharleston',
    fitness:
      'KnightShieldPlank ArmorSquats KnightSwordLunges KnightShiftWorkout SquireBootCamp KnightVsDragonHIIT',
    prank:
      'KnightFlowerDelivery KnightHoldsTheDoor KnightQuestScroll KnightInShiningFoil FridgeGuardKnight SirSnackALot',
    educational:
      'KnightsMythVsFact HowToBecomeAKnight KnightCodeOfChivalry GuessTheArmorWeight DesignYourCoatOfArms WhatKnightsAte',
    cooking:
      'KnightShieldPizza KnightSwordSkewers KnightHelmetCupcakes FeastFitForAKnight RoundTablePotPie KnightCastleCake',
    travel:
      'KnightCastleTour KnightJoustingShow RenaissanceFaireWalk KnightForADay KnightTrailQuest SpotTheSuitOfArmor',
    fashion:
      'KnightArmorCosplay KnightCapeFitCheck ChainmailLook KnightInShiningSequins DressLikeAKnight KnightToRemember',
    wellness:
      'OneKnightlyDeed KnightKindnessOath BraveHeartJournal GoodKnightRoutine SirCalmALot KnightsRestHour',
    speed:
      'KnightArmorUpRace ShieldRelay KnightGallopSprint KnightsTourBlitz StormTheCastleIn60 FastestKnightAlive',
    music:
      'KnightLuteCover KnightQuestTheme KnightDrumMarch SilentKnightSingalong SwordClangBeat TavernSongBattle',
    art: 'CardboardKnightArmor DragonAndKnightSketch KnightCoatOfArms DrawYourselfAsAKnight PaintYourShield TinFoilKnight',
    tech: 'KnightArmor3DPrint KnightVRJoust KnightLEDSword RobotKnightDuel KnightMyselfWithAI ChessBotKnightFork',
    pet: 'KnightInShiningFur KnightCatCastle KnightCapeZoomies SirBarksALot KnightingMyDog PetSquireSalute',
    gaming:
      'KnightBossFight KnightsTourSpeedrun KnightDungeonCrawl KnightForkPuzzle OnlyKnightsChess NoHitKnightRun',
  },
  friend: {
    dance:
      'FriendMirrorRoutine FriendHandshakeCombo BestieSyncStep FriendshipFreestyle TeachYourFriendAMove BestFriendDanceOff',
    fitness:
      'FriendPlankOff FriendWheelbarrowWalk FriendHighFiveSitUps FriendsDontSkipLegDay BuddyBurpeeBattle SpotMeBestie',
    funny:
      'TypesOfFriends GroupChatReenactment BestieInsideJokes ThatOneFriendWho ImpersonateYourFriend FriendAlwaysLate',
    educational:
      'FriendSkillSwap SleepoverScienceNight HowFriendshipsForm BestFriendQuizOff StudyBuddyStreak FriendTeachesMeIn60',
    cooking:
      'FriendCookOff FriendDumplingParty SwapFamilyRecipes FriendBlindTasteTest FriendsgivingDishDare BestieBrunchBattle',
    travel:
      'FriendRoadTrip FriendHometownTour FriendTrainAdventure FriendPlansMyDay BestieBucketList SpinTheMapWithFriends',
    fashion:
      'FriendStylesMe FriendClosetSwap FriendDressesAsMe FriendThriftFlip BFFTwinningDay MatchingSleepoverPJs',
    wellness:
      'FriendCheckIn FriendGratitudeText FriendWalkAndTalk BestieFaceMaskNight SnailMailAFriend ComplimentYourBuddy',
    speed:
      'FriendRelayRace FriendTriviaBlitz BestieBraidTimer ThreeLeggedFriends FriendJigsawSprint SleepoverFortIn10',
    music:
      'FriendHarmonyDare FriendBirthdaySong BestieAnthemCover YouveGotAFriendDuet FriendKaraokeFaceOff GroupChatRemix',
    art: 'FriendPortraitSwap SleepoverPaintNight DrawYourFriendBlind FinishMyFriendsDoodle FriendshipBraceletDare TwoArtistsOneCanvas',
    tech: 'FriendTechSupport FriendAppSwap FriendScreenTimeDuel RateMyFriendsSetup LongDistanceWatchParty GroupChatHacks',
    pet: 'FriendMeetsMyPet FriendDogWalkSwap PuppiesBecomeBesties BestFurryFriend FriendOrTreatTest CatSitterCam',
    gaming:
      'FriendCoOpRun FriendSplitScreenDuel BestiesBuildAWorld FriendshipEndingGame FriendCardTourney PlayerTwoHasJoined',
  },
  bored: {
    dance:
      'CouchToDanceFloor BoredMopShuffle BoredInventAMove BoredomBoogie NothingToDoTwoStep BoredChairChoreo',
    fitness:
      'CouchCushionCardio BoredDeckOfCardsReps HallwayLungeLaps BoredomBurpees BoredStairSprint BoredStiffPlank',
    prank:
      'BoredGooglyEyeAttack BoredHiddenCompliments BoredFridgeFoodFaces SoBoredIGiftWrappedIt StickyNoteDoorMosaic MiniDuckHideAndSeek',
    educational:
      'WhyWeGetBored BoredFlagQuiz BoredMapFromMemory BoredToBrilliant BoredomBrainHacks OneFactWhenBored',
    cooking:
      'BoredPantryChallenge BoredMugCake BoredFridgeRemix NothingToDoCookies BoredomBakeOff SoBoredIMadePasta',
    travel:
      'BoredBusToAnywhere BoredMapDartPick BoredTouristAtHome SoBoredIWentTo CoinFlipAdventure BoredomBustingDayTrip',
    fashion:
      'BoredClosetRemix BoredDressUp BoredOneColorOutfit BoredButBougie TooBoredForSweats FashionShowForOne',
    wellness:
      'EmbraceTheBoredom BoredCloudWatching DoNothingHour LetYourselfBeBored BoredJournalPrompts CeilingStareMeditation',
    speed:
      'BoredMinuteToWin BoredDeckSortDash SockPairingSprint BoredomBlitz BoredCupStackRace BeatYourOwnRecord',
    music:
      'BoredKitchenBand BoredKazooConcert PotsAndPansSolo BoredomBlues BoredBeatbox NothingToDoJam',
    art: 'BoredBlindContour BoredBottleCapMosaic BoredPaperCraftZoo DoodleYourBoredom SoBoredIPaintedIt CeilingViewSketch',
    tech: 'BoredGadgetTeardown BoredOldPhoneRevive SpreadsheetPixelArt BuildABoredomBuster ImBoredAskTheAI CodeSomethingSilly',
    pet: 'BoredCatBoxFort BoredPuppyNewTrick BunnyObstacleCourse BoredomBusterPuzzle WhenMyDogIsBored SnuffleMatTreasure',
    gaming:
      'BoredRetroGameRun BoredSolitaireStreak BoredPaperDiceRPG BoredomBossFight CheckmateWhenBored InventYourOwnRules',
  },
  math: {
    dance:
      'PiDayShuffle MathTimesTableGroove NumberLineHop MathematicalMoonwalk MathAngleArms MathsMirrorMoves',
    fitness:
      'MathAnswerReps PiDayRun MathPrimeSquats FibonacciPushUps MathOrBurpees MathLadderDrill',
    funny:
      'MathInRealLife WhenWillIUseThis MathTeacherImpression MathHomeworkMeltdown MathBrainLoading WhoBuys60Watermelons',
    prank:
      'MathMagicTrick PiDayPieSurprise MathCalculatorWords MathLockedTreatBox MathRiddleLunchbox SolveForYourGift',
    cooking:
      'MathRecipeScaling MathFractionPizza PieChartTart MathCookieGeometry FibonacciCinnamonRolls BakeByTheMath',
    travel:
      'MathMileageGuess MathBudgetGetaway SymmetrySpotting MathTrailHunt MathsOnTheMap ShapeSafari',
    fashion:
      'MathPatternFit PiDayOutfit DressByTheNumbers MathTeacherCosplay MathNerdChic MathematicallyMatched',
    wellness:
      'MathAnxietyReset ColorByNumberCalm MathCountingBreaths MindfulMathMinute NoPressureMaths SudokuSlowDown',
    speed:
      'MathMinuteDrill PiDigitsRace MathFlashcardBlitz BeatTheCalculator MentalMathShowdown MathsLightningRound',
    music:
      'MathRap PiDigitsMelody MathTimesTableChant SchoolhouseMathRock SingTheQuadratic OddMeterMathBeat',
    art: 'MathStringArt FibonacciSketch MathTessellation MathsCurveStitch MathCompassMandala GoldenRatioPortrait',
    tech: 'MathCodingPuzzle MathGraphPortrait CalculatorTricks StumpTheAIMath SpreadsheetMathMagic BuildAMathsGame',
    pet: 'PetDoesMath MathTreatCount PuppyAdditionGuess BiggerPileMath CatOnMyMathHomework PawTheAnswer',
    gaming: 'MathDiceDuel MathCardWar SudokuShowdown MathsBossBattle MathLevelUp MakeTwentyFour',
  },
  song: {
    dance:
      'SongLyricMoves SongBridgeFreeze OneSongChoreo ChorusLineKicks ShuffleModeDance SongSwitchUp',
    fitness:
      'SongLengthPlank SongChorusSquats SongVerseBurpees HoldItTillTheDrop OneSongMile WholeAlbumRun',
    funny:
      'SongMisheardLyrics SongWrongGenre DramaticSongEntrance OnlyKnowTheChorus EarwormEmergency SongStuckSinceTuesday',
    prank:
      'SongLyricTexts SurpriseSerenade SongQueueTakeover SongOnlyReplies RickrollTheFamily DedicateASong',
    educational:
      'SongLyricMeaning SongTempoMath HowChorusesWork LearnItWithASong WhySongsGetStuck SpotTheKeyChange',
    cooking:
      'SongLengthRecipe SongLyricCookies BakeToTheAlbum CookTheSongTitle SongTimedBoiledEgg SingWhileItSimmers',
    travel:
      'SongForEveryCity FamousSongPlaces PennyLaneWalk GoWhereTheSongSays RoadTripSingalong LearnALocalSong',
    fashion:
      'ChorusFitCheck SongEraStyle AlbumCoverCosplay DressAsASongTitle SongLyricLookbook WearTheSong',
    wellness:
      'SongOfGratitude SongMemoryJournal OneSongStretch ShareYourComfortSong SingTheStressAway SongForMyMood',
    speed:
      'SongIntroGuess FinishTheLyricFast SongTitleBlitz NameThatSongIn3 TenSongsOneMinute SpeedSingTheChorus',
    art: 'SongLyricLettering AlbumCoverRedraw PaintTheSong SongComicStrip SketchASongTitle DrawWhatYouHear',
    tech: 'SongFromPhoneSounds LyricVideoEdit SongShazamStreak AIWroteMySong HumToSearchDare SongOnAFreeApp',
    pet: 'DogPicksTheSong CatNapLullaby HowlAlongSong KittyThemeSong PetReactsToMySong TailWagTest',
    gaming:
      'LyricBingo SongHeardleStreak SongEmojiQuiz SongCharades SongMusicalChairs HumItGuessIt',
  },
  explorer: {
    dance:
      'ExplorerCompassSpin ExplorerSafariStomp ExplorerMapShuffle TrailMixDance ExplorerMoonwalk LostAndFoundFootwork',
    fitness:
      'TrailBlazerWorkout ExplorerRiverHop ExplorerSummitStairs ExplorerObstacleCourse BaseCampBurpees ExploreANewRunRoute',
    funny:
      'LivingRoomExpedition ExplorerFindsTheRemote ExploringMyOwnFridge ExplorerInTheMall ExplorerSockDrawerDig NatureDocVoiceOver',
    prank:
      'ExplorerHiddenTreasure ExplorerScavengerClues ExplorerDinoEggFind XMarksTheSnack ExplorerFootprintTrail AncientMapToTheCake',
    educational:
      'ExplorerHistoryQuiz HowCompassesWork HowMagellanSailed WhoExploredItFirst ExploreWithoutGPS ExplorerStarGuide',
    cooking:
      'ExplorerTrailMix PackALunchExpedition ExplorerSurvivalSnacks ExploreANewFruit CompassCookies ExplorerRationRemake',
    fashion:
      'ExplorerKhakiLook ExplorerHatFitCheck DressLikeAnExplorer UrbanExplorerStyle ExpeditionChic PocketsForDays',
    wellness:
      'ExplorerNatureJournal WonderWalk ExplorerSitSpot ExploreYourSenses ExplorerPauseAndNotice DailyAweHunt',
    speed:
      'ExplorerCompassDash TreasureHuntSprint ExplorerPackIn60 ExplorerMapRace ExplorerKnotBlitz FindNorthFastest',
    music:
      'ExplorerTrailSong AdventureSoundtrack ExplorerNatureFoley ExplorerEpicIntro ScoreYourExpedition ExplorerCampfireCover',
    art: 'ExplorerJournalSketch TreasureMapArt ExplorerLeafRubbing DrawLikeAnExplorer ExplorerFieldPainting ExpeditionDiorama',
    tech: 'ExplorerDroneScout ExplorerOfflineMaps TrailCamSetup GeocacheExplorer StreetViewExplorer SolarPoweredExpedition',
    pet: 'ExplorerPupBackpack ExplorerYardSafari ExplorerTunnelQuest SniffariExplorer LetTheDogLead IndoorCatExpedition',
    gaming:
      'ExplorerOpenWorldRun HiddenAreaHunt ExplorerCaveSurvival ExploreWithNoMap ExplorerLoreQuest FogOfWarChallenge',
  },
  brunch: {
    dance:
      'SundayBrunchShuffle BrunchWaffleWiggle PancakeFlipGroove BrunchBoogie BrunchDateTwoStep SyrupDripSlide',
    fitness:
      'EarnYourBrunch PreBrunchYogaFlow WaffleWeekendPilates RunToBrunch BurpeesBeforeBrunch PancakeStackPlank',
    funny:
      'PhoneEatsFirstBrunch BrunchWaitlistDrama BrunchBillSplitMath BrunchOrLunchDebate AvocadoToastTax TypesOfBrunchPeople',
    prank:
      'SurpriseBrunchParty BrunchDessertFakeout PancakeNameStencil BrunchInBedAmbush SecretBrunchCafe BrunchDoorstepBasket',
    educational:
      'WhereBrunchCameFrom EggsBenedictScience WhyCroissantsLayer GuessTheBrunchCountry BrunchChemistryLab BrunchFactOrFiction',
    travel:
      'BrunchCrawl BrunchAroundTheWorld BestBrunchInTown BrunchPassport BrunchLikeALocal RooftopBrunchHunt',
    fashion:
      'BrunchFitCheck SundayBrunchLook BrunchDateGlam PastelsForBrunch BrunchToDinnerFlip LinenSeasonStyle',
    wellness:
      'SlowBrunchSunday BrunchGratitudeToast PhoneFreeBrunch SoloBrunchDate BrunchWithGrandma SavorEveryBite',
    speed:
      'BrunchSpeedrun TwentyMinuteBrunch PancakeStackTimer BeatTheBrunchRush BrunchEggCrackOff SetTheTableSprint',
    music:
      'BrunchBossaNovaCover BrunchUkuleleSerenade SundayGospelSingAlong BrunchTableDrumline BrunchJingleDare OperaticBrunchOrder',
    art: 'BrunchFlatLay BrunchWatercolorMenu BrunchNapkinDoodle SketchYourBrunchDate PancakePortrait SyrupDrizzleArt',
    tech: 'BrunchPhotoHack AIBrunchMenu BrunchBillSplitApp EggCookerShowdown RobotMakesMyBrunch WaffleMakerRanking',
    pet: 'PupBrunchParty BrunchBowTieLook CatCroissantLoaf DogFriendlyBrunch PetSafeBrunchBoard BarkfastClub',
    gaming:
      'BrunchTriviaRound BrunchCrosswordDuel BrunchUnoShowdown ChessOverBrunch LoserDoesTheDishes PancakeTowerTetris',
  },
  hospital: {
    dance:
      'HospitalGetWellGroove WheelchairWaltz NurseShiftShimmy HospitalDischargeDance HospitalHallwayHustle TheHospitalHop',
    fitness:
      'HospitalShiftStretch HospitalStairwellClimb NurseStepCount HospitalRehabWins HospitalHallwayLaps ScrubsAndSquats',
    prank:
      'HospitalBalloonBouquet HospitalTeddyArmy NurseStationTreatDrop HospitalWindowWave HospitalRoomGlowUp ClassroomCardFlood',
    educational:
      'HospitalCareerTour HowXraysWork WhatNursesCarry GuessTheHospitalTool HospitalJargonQuiz ADayInAHospital',
    cooking:
      'HospitalGetWellSoup NightShiftSnacks HospitalTrayUpgrade BakeForTheNurses HospitalHeroCookies HospitalLunchboxLove',
    travel:
      'HospitalBagPacking HospitalMuseumVisit OldInfirmaryTour WorldsOldestHospital TravelNurseDiaries HospitalGardenEscape',
    fashion:
      'HospitalScrubsStyle HospitalGownGlowUp NurseShoesFitCheck HospitalBadgeBling HospitalHomecomingLook FancySockFriday',
    wellness:
      'GetWellSoonGratitude HospitalNurseThankYou PatientJournalPages HospitalCalmKit HospitalTinyJoys HospitalShiftUnwind',
    speed:
      'HospitalBedMakingRace ScrubsQuickChange HospitalCornersSprint WardRoundRelay PackTheHospitalBag HospitalGlovesBlitz',
    music:
      'HospitalBedsideConcert HospitalGetWellSong HospitalHeroAnthem HospitalWindowSerenade HeartMonitorBeat MusicTherapyJam',
    art: 'HospitalGetWellCards HospitalCastSigning XrayStyleSketch HospitalWindowMural HospitalTrayDoodles BandageTheTeddy',
    tech: 'HospitalVideoCallVisit HospitalRobotCourier MRIMachineSounds BuildAHospitalBot HospitalBedGamingSetup HeartbeatOnYourPhone',
    pet: 'HospitalTherapyDog HospitalPuppyCheerUp HospitalWindowPawWave HospitalHeroPooch BraveAtTheVetHospital PetPlaysDoctor',
    gaming:
      'HospitalBedsideGames HospitalCardTournament WardRoomChess TwoPointHospitalRun SteadyHandOperation HospitalBedQuest',
  },
  boat: {
    dance:
      'RowYourBoatDance BoatSailorHornpipe CaptainsSalute RockTheBoat BoatDeckBoogie AnchorsAwayStomp',
    fitness:
      'BoatDeckYoga BoatKayakIntervals SailboatCoreBalance RowYourBoatSitUps AnchorsAweighPlank PaddlePowerHour',
    funny:
      'BoatCaptainImpression BoatDockingFail BoatSelfieVsWave TitanicBowPose ImOnABoat BoatyMcBoatfaceNames',
    prank:
      'PaperBoatMessage SurpriseBoatRide BoatRubberDuckFleet PirateBoatTakeover AhoyBreakfastTray CaptainForADay',
    educational:
      'HowBoatsFloat WhySailsCatchWind FoilBoatPennyTest LearnThreeBoatKnots PortOrStarboardQuiz BoatFlagSignals',
    cooking:
      'CookInATinyGalley BoatCoolerSandwiches FreshCatchTacos BananaBoatSplit ZucchiniBoatBake GravyBoatGlory',
    fashion:
      'BoatShoesLook SailorCollarFit StripesOnABoat BoatDayGlam ShipShapeStyle BoatCaptainChic',
    wellness:
      'BoatSunsetCalm BoatDayUnplug BoatStargazing DontRockTheBoat RowGentlyDownTheStream PaddleIntoStillness',
    speed:
      'PaperBoatRace BoatKnotSpeedrun BoatLifeJacketDash BlowYourBoatHome FoldABoatIn30 StrawPowerRegatta',
    music:
      'BoatSeaShanty BoatHornRemix BoatRowingRhythm RowYourBoatRound ImOnABoatCover SailAwaySingalong',
    art: 'BoatInABottle BoatDriftwoodModel SailboatLinocut DrawYourDreamBoat PaperBoatFleet PaintTheHarbor',
    tech: 'BoatGPSTest RCBoatBuild WaterproofCaseDunk SolarPoweredBoat DroneFollowsTheBoat BoatSonarScan',
    pet: 'DogOnABoat BoatCaptainKitty BoatPuppyLookout CatInACardboardBoat FirstMateFido PetLifeJacketTryOn',
    gaming:
      'BoatBattleshipDuel BoatPirateCampaign SeaOfThievesCrew YouSankMyBoat BuildABoatSpeedrun CaptainsLogQuest',
  },
  'new years eve': {
    dance:
      'NewYearsEveCongaLine NewYearsEveDiscoMoves AuldLangSyneSway NYEConfettiShuffle NewYearMoonwalk BallDropBounce',
    fitness:
      'NewYearsEveTwelveReps MidnightJumpingJacks ResolutionWarmUp NYECountdownCrunches BurpeesIntoNewYear NewYearsEveFunRun',
    prank:
      'NewYearFakeMidnight NewYearsEveBalloonDrop SecretResolutionJar NYEFortuneNotes NewYearTimeCapsule PartyHatOnEverything',
    educational:
      'NewYearsEveTimeZones BallDropHistory FireworkColorScience WhoCelebratesNYEFirst NewYearTraditionsQuiz NewYearsEveLuckyFoods',
    cooking:
      'TwelveGrapesAtMidnight NewYearLuckyNoodles NewYearHoppinJohn NYEMocktailMixOff NewYearClockCake CountdownCupcakes',
    travel:
      'NewYearsEveCabinTrip FirstSunriseHike HogmanayInEdinburgh NYEFireworkChase NewYearAroundTheWorld NewYearTimeZoneHop',
    fashion:
      'NewYearsEveGlamLook SequinFitCheck MidnightBlueTux NYESparkleShowdown NewYearGoldRush NewYearsEveVelvetSuit',
    wellness:
      'NewYearsEveGratitude YearInReviewJournal OneWordForTheYear NYELetItGoList NewYearNoPressure NewYearQuietNightIn',
    speed:
      'NewYearsEveSetupRace BeatTheBallDrop ConfettiCleanupSprint NYEBalloonBlitz NewYearMinuteToWinIt NewYearPartyHatDash',
    music:
      'AuldLangSyneCover NewYearsEveKazooBand MidnightPotsAndPans NewYearsEveSingAlong NYECountdownBeatDrop NewYearNoisemakerJam',
    art: 'ConfettiPopArt NewYearsEveVisionBoard ResolutionCollage NYELightPainting NewYearHatMakeover NewYearDoodleDiary',
    tech: 'NewYearsEveTimelapse NewYearsEveDroneShow FireworkSlowMoShot CodeANewYearClock NewYearPhotoDump NYEVideoCallParty',
    pet: 'NewYearsEvePetCalm NewYearsEveDogDen WhiteNoiseForPuppy NYEPawtyHat NewYearCatResolutions FireworkFreeCuddles',
    gaming:
      'NewYearsEveTrivia LastGameOfTheYear MidnightMarioParty NYECharadesShowdown NewYearBingoBlackout NewYearFirstWin',
  },
  tailor: {
    dance:
      'TailorTapeTwirl NeedleAndThreadDance TailorButtonBounce TailorMadeMoves StitchInTimeStep TailorHemlineHustle',
    fitness:
      'TailorLungeAndPin TailorPostureReset TailorMadeWorkout SeamstressSquats SuitUpSitUps StitchAndStretch',
    funny:
      'TailorRatesMyFit ButtonPopPanic TailorHemDisaster TailorSideEye BrutallyHonestTailor SplitSeamSquat',
    prank:
      'TailorFixedYourFave MysteryMendGift SecretSeamstress TailorTeddySuit TailorMadeSurprise HiddenPocketNote',
    educational:
      'HowSuitsShouldFit TailorStitchTypes HowBespokeIsMade TailorTermsQuiz LearnATailorsKnot SewLikeASeamstress',
    cooking:
      'SuitAndTieCookies SewingKitCupcakes TailorButtonMacarons TailorMadeTart TailorTapeCake SeamstressShortbread',
    travel:
      'TailorMarketHunt TailorSavileRowWalk TailorHoiAnSuit TailorMadeItinerary SouvenirFromATailor FabricDistrictCrawl',
    wellness:
      'TailorSlowStitch MindfulMending TailorPatchworkPause SeamstressSunday TailorMadeSelfCare ThreadTheNeedleBreathe',
    speed:
      'TailorHemRace NeedleThreadIn10 TailorPinningBlitz FastestTailorInTown SeamstressButtonDash TailorZipperSwap',
    music:
      'TailorMachineRhythm TailorSpoolDrumming ThimbleTapSolo TailorMadeTune NeedleDropRemix SeamstressSoundtrack',
    art: 'TailorPatchworkQuilt TailorButtonMosaic TailorThreadPortrait TailorsChalkDoodle ScrapFabricCollage DressFormMakeover',
    tech: 'Tailor3DBodyScan TailorVirtualFitting AITailorShowdown SeamstressVsRobot SewingMachineTeardown ARTapeMeasureTest',
    pet: 'TailorMadePetCoat TailorKittyCape TailorPupRaincoat TailorsAssistantCat TailWagTailor BespokeBowtieDog',
    gaming:
      'TailorCosplayCraft TailorPixelOutfit PerfectHemCombo TailorShopTycoon SeamstressSideQuest LevelUpYourStitches',
  },
  password: {
    dance:
      'PasswordIsADanceMove SecretKnockGroove PasswordShimmyToEnter ForgotThePasswordJig WhatsThePasswordWiggle HandshakeComboCode',
    fitness:
      'PasswordPushUps ForgotPasswordBurpees LoginLockoutLunges PasswordSquatPerLetter CaptchaCrunches PasswordProtectedPlank',
    funny:
      'ForgotPasswordAgain PasswordHintFails DadsPasswordNotebook PasswordRulesParody SelectAllTheBuses MustContainOneEmoji',
    prank:
      'PasswordForTheFridge SecretPasswordToEnter PasswordWiFiLoveNote PasswordIsAHug PasswordLockedGift RiddleToUnlockSnacks',
    educational:
      'PasswordStrengthTest WhyLongPasswordsWin PasswordCrackTimeMath PassphraseVsPassword HowHackersGuess SpotThePhishing',
    cooking:
      'PasswordProtectedCake PasswordCookieJar SecretRecipeLock PasswordAlphabetSoup CrackTheCodeCupcakes PasswordPleasePie',
    travel:
      'PasswordWiFiCafeHunt PasswordEscapeRoomTrip CityPasswordQuest GuessTheHostelPassword PassportAndPassword VaultTourVisit',
    fashion:
      'PasswordPadlockLook PasswordSpyTrench HackerHoodieStyle DressCodePassword TwoFactorFitCheck PasswordBeadBracelet',
    wellness:
      'PasswordResetDay PasswordAffirmation ScreenLockBreathing PasswordPepTalk MantraAsPassword LogOutToUnwind',
    speed:
      'PasswordTypingRace FastestSecureLogin PasswordRiddleSprint GuessMyPasswordIn10 PasswordCaptchaBlitz PadlockComboDash',
    music:
      'PasswordJingle PasswordMnemonicRap KeypadToneTune PasswordPianoUnlock ForgotPasswordBlues PasswordPowerBallad',
    art: 'SecretCodeComic PasswordInvisibleInk PasswordKeyholeSketch DrawYourPasswordHint PasswordPixelArt CipherWheelCraft',
    pet: 'CatWalksOnKeyboard PasswordDogTrickUnlock PuppyDoorbellCode PasswordIsMyPetsName PawPrintPassword SecretPasswordTreat',
    gaming:
      'PasswordCodeBreaker PasswordMastermindDuel KonamiCheatRecall RetroPasswordSaves PasswordGameShow GuessTheSecretWord',
  },
  sister: {
    dance:
      'SisterDanceOff SisterSyncRoutine SisterMirrorMoves SisterActShuffle LilSisChoreographs ThrowbackSisterSteps',
    fitness:
      'SisterYogaDuo SisterPlankOff SisterPartnerSitUps PiggybackLunges SiblingRivalryReps BigSisBootCamp',
    funny:
      'LittleSisterReacts SisterStoleMyHoodie WhoMomLovesMost BigSisEnergy TypesOfSisters SisterCourtroom',
    educational:
      'SisterTeachesMe SisterSkillSwap BigSisLifeLessons OldestVsYoungestFacts BirthOrderMyths SisterQuizShowdown',
    cooking:
      'SisterBakeOff SisterGrandmaRecipe SisterCookieDecorate LittleSisSousChef SiblingSnackSwap SisterPancakeArt',
    travel:
      'SisterRoadTrip SisterSunriseHike HometownMemoryLane SisterPicksTheCity BigSisTourGuide ChildhoodVacationRedo',
    fashion:
      'SisterClosetRaid SisterStylesMe ThriftForEachOther SisterOutfitSwap BorrowedFromMySister TwinningWithSis',
    wellness:
      'SisterSpaNight SisterGratitudeLetter SisterWalkAndTalk SisterhoodSunday CallYourSister SiblingMemoryJar',
    speed:
      'SisterMakeupRace SisSpeedBraid SisterCupStackDuel SisterDishwasherDash WhoGetsShotgun ReadyBeforeMySister',
    music:
      'SisterDuet SisterBackseatConcert LipSyncBattleAtHome SisterSledgeCover SisterHarmonyDare ChildhoodThemeSong',
    art: 'SisterPortraitSwap SisNailArt ChildhoodPhotoRecreate SisterSketchOff SisterBraceletMaking DrawMeFromMemory',
    tech: 'SisterTechSupport SisterPhoneSwapHour SisterRetroCamcorder TeachLilSisToCode SiblingScreenTimeWar FamilyGroupChatHacks',
    pet: 'PetPicksMeOrSister SisterDogTrainingDuel SisterCatLapContest LilSisVsPuppy MatchingBandanaDay SisterKittenCuddles',
    gaming:
      'SisCoOpRun SisterKartRivalry SisterUnoGrudgeMatch SisterRematch PlayerTwoIsMySister BlowOnTheCartridge',
  },
  makeup: {
    dance:
      'FullGlamGroove MakeupLipstickStrut MascaraWinkRoutine MakeupBrushMicDrop MakeupTransitionSnap MakeupBeatFaceBop',
    fitness:
      'MakeupSweatTest MakeupVsCardio LipstickLunges BlushAfterBurpees WillMyMakeupSurvive MakeupMeltdownHIIT',
    funny:
      'BlindfoldMakeup KidDoesMyMakeup MakeupTutorialParody GrandmaGlamReview WrongHandMakeup DadTriesMascara',
    prank:
      'MakeupSurpriseMakeover GlitterFrecklePrank MakeupMatchingLooks MUAForADay MakeupBagLoveNote FullGlamForDad',
    educational:
      'MakeupColorTheory HowMascaraIsMade MakeupUndertoneTest MakeupMythBusters AncientEgyptMakeup WhyFoundationOxidizes',
    cooking:
      'MakeupPaletteCookies MakeupBagBrownies LipstickCupcakes MakeupOrCake MakeupCompactMacarons FullGlamGingerbread',
    travel:
      'AirportGlam MakeupDutyFreeHaul SeoulBeautyStreet MakeupAroundTheWorld OneBagMakeupTrip MovingTrainMakeup',
    wellness:
      'MakeupFreeDay SlowMakeupMorning BareFaceConfidence NoMakeupMonday MakeupWipeWindDown BrushBathSunday',
    speed:
      'MakeupIn60Seconds FullGlamSpeedrun MakeupWingedLinerRace MakeupBeforeTheBus MUAMinuteMadness EyelinerInOneTry',
    music:
      'MakeupBrushDrumming MakeupAlbumCoverLook MakeupOnTheDrop PopStarMakeupEra LipstickLipSync BlendToTheBeat',
    art: 'PaintWithMakeup FaceChartArt MakeupMonaLisa MakeupLipPrints MakeupCreatureFeature EyeshadowMasterpiece',
    tech: 'MakeupFilterVsReal RingLightGlamTest MakeupShadeMatchAI MakeupAppTryOn AIDoesMyMakeup SelfieCamLightingCheck',
    pet: 'PetReactsToMakeup MakeupBrushCatSwat PuppyStealsTheSponge DogsMakeupReview FullGlamFido VanityKittenMUA',
    gaming:
      'GameCharacterMakeup MakeupDiceRoll PaletteMemoryMatch MakeupLootBox BossFightMakeupLook PixelPerfectLiner',
  },
  insect: {
    dance:
      'BeeWaggleDance InsectAntennaMoves InsectSixLegShuffle DoTheJitterbug LadybugBoogie CaterpillarCrawl',
    fitness:
      'InchwormWorkout InsectCrawlCircuit GrasshopperJumps InsectYogaFlow BugBurpeeBattle InsectPowerPlank',
    funny:
      'BugLifeSoapOpera InsectRescueWithACup FlyWontLeaveMeAlone AttenboroughInsectDoc WhenAnInsectLandsOnYou InsectJobInterview',
    prank:
      'GummyBugSurprise ButterflyCardPop InsectCandyTrail LadybugLunchNote InsectStickerStorm FireflyJarNightLight',
    cooking:
      'LadybugBento InsectAntsOnALog HoneyBeeToast BugBitesPlatter InsectCakePops ButterflyPastaSalad',
    travel:
      'InsectSpottingHike ButterflyGardenTour FireflyNightWalk CityBugSafari InsectPassport InsectZooTrip',
    fashion:
      'InsectWingCape LadybugPolkaDots DressLikeAnInsect InsectBroochStyle SocialButterflyFit BumblebeeStripes',
    wellness:
      'InsectNatureJournal ButterflyGardenPause FireflyMeditation MindfulBugWatch InsectSoundBath LadybugLuckList',
    speed:
      'InsectSpottingRace BugHuntTimer AntTrailRelay NameThatInsectIn5 InsectBingoBlitz SixLegsSixtySeconds',
    music:
      'InsectBuzzBeatbox FlightOfTheBumblebee InsectSoundRemix InsectNightChorus JitterbugJam BeetleMania',
    art: 'InsectHotelBuild ButterflyWingPainting DragonflyWireArt PaintALadybugRock InsectFieldSketch InsectLeafCollage',
    tech: 'InsectMacroPhotos BugCamTimelapse AntFarmLiveStream AIGuessThisInsect InsectSlowMoWings RobotInsectBuild',
    pet: 'CatVsButterfly StickInsectHandWalk KittenChasesFirefly BugOnTheWindowKitty InsectCostumePup MyPetInsectTour',
    gaming:
      'BugHuntQuest InsectBingoWalk HollowKnightRun InsectDexComplete InsectBossBattle BeetleCardDuel',
  },
  statue: {
    dance:
      'StatueMusicStops FrozenPoseBreak StatueSlowAwakening StrikeAStatue StatueThenShimmy MarbleToMoonwalk',
    fitness:
      'WallSitStatue StatueLungeFreeze StatueOneLegMinute StatueOfLibertyHold GreekStatueFlex ThinkerPoseSquat',
    prank:
      'StatueInTheHallway StatueComesAlive StatueTinyPartyHat HumanStatueSurprise GnomeOnTheMove FreezeWhenTheyLook',
    educational:
      'StatueOfLibertyFacts WhyStatuesTurnGreen MoaiMysteryExplained GuessTheFamousStatue HowStatuesAreMade StatueOrPersonQuiz',
    cooking:
      'StatueChocolateMold ButterSculpture MarbleCakeStatue StatueFondantBust CarveAStatueFromCheese GreekGodGingerbread',
    travel:
      'StatueHuntInTown StatuePoseCopy FamousStatueTour BiggestStatueRoadTrip StatueSelfieQuest MeetTheLocalLegend',
    fashion:
      'StatuePoseFitCheck MarbleLookMakeup StatueGreekDrape BronzeStatueGlam DressLikeAStatue ModernDayVenus',
    wellness:
      'StatueCalmPose StatueSlowBreaths StatueGardenSit BeStillAsAStatue StandingStatueZen MarbleMindfulMinute',
    speed:
      'StatueFreezeRace StatueRecreateIn10 StatueStillestWins MusicalStatuesBlitz TenPoseSprint StatueCopyCountdown',
    music:
      'StatueSongFreeze MusicalStatues StatueOperaBust LivingStatueBusker StatueBeatDrop SingingStoneSerenade',
    art: 'StatueClayCopy StatueSoapCarving StatuePaperMache SketchAStatueInTown TinFoilStatue MiniMeStatue',
    tech: 'Statue3DScan StatueAIRestoreColor StatueDroneOrbit BringAStatueToLife MarbleFilterSelfie PrintAPocketStatue',
    pet: 'PetStayLikeAStatue StatueCatMimic StatueDogTwin StatueLoafPose StatueOfLibertyPup FreezeForTreats',
    gaming:
      'StatueFreezeTag RedLightStatue StatueCharades StatuePuzzleRoom DontBlinkStatues StatueBossLevel',
  },
  fetch: {
    dance:
      'FetchThrowAndSpin FetchFrisbeeFreestyle FetchStickTwirl FetchTheBeat GoFetchGroove ZoomiesBoogie',
    fitness:
      'FetchSquatThrows FetchLungeToss FetchHillSprints BurpeeEveryFetch RaceYourDogToTheBall PlayFetchPlank',
    funny:
      'FetchNegotiation FetchCatJoinsIn DogRefusesToDropIt WhoFetchesWhom FetchFakeOut StickTooBigReaction',
    prank:
      'FetchGiftFromTheDog FetchHiddenLoveNote SqueakyToyAvalanche PupFetchesTheMail StickBouquet FetchTheSurpriseBall',
    educational:
      'WhyDogsLoveFetch FetchBallPhysics BestThrowAngle TeachFetchInFiveSteps FetchBreedRankings DoCatsPlayFetch',
    cooking:
      'TennisBallCookies FetchBoneBiscuits PeanutButterPawBites FetchFuelPupsicles FetchDayPicnic FetchChampionCake',
    travel:
      'FetchOnTheBeach OneFetchEveryPark FetchLakeSwimTrip SummitFetchSession FetchAcrossTheMap FetchPassportStamps',
    fashion:
      'FetchDayFitCheck FetchMatchingBandana MuddyPawsReadyLook FetchingOutfit SoFetchStyle DogWalkerChic',
    wellness:
      'FetchAndUnwind FetchPhoneFreeHour FetchSunsetSession MindfulFetch JoyOfTheThrow PresentAtPlaytime',
    speed:
      'FetchSpeedRun FetchRelay FastestBallReturn RetrieverStopwatch TenFetchesFlat FetchFrisbeeFrenzy',
    music:
      'FetchBounceBeat SqueakyBallRemix WhoLetTheDogsOutCover FetchThemeSong WriteAFetchJingle FetchRapBattle',
    art: 'FetchActionShot FetchMotionBlurPhoto TennisBallStillLife PaintAFetchFrisbee FetchMidAirSketch DrawTheGoodBoy',
    tech: 'FetchBallLauncherTest FetchSlowMoCam AutoThrowerBuild FetchFromDogsPOV FetchStepCounter RobotPlaysFetch',
    gaming:
      'FetchHighScore FetchTrickShotGame FetchBullseyeToss NintendogsFetchIRL FetchComboStreak GoodBoyLeaderboard',
  },
  fox: {
    dance:
      'FoxtrotChallenge FoxTailSwish FoxSlyStrut WhatDoesTheFoxSay FoxPounceFreeze DenToDanceFloor',
    fitness:
      'FoxPounceJumps FoxLeapLunges DenDigSquats QuickBrownFoxSprints FoxtrotCardio StealthCrawlDrill',
    funny:
      'FoxScreamReaction FoxShoeThief FoxOnTheTrampoline WhatDoesTheFoxSay SlyFoxPlan FoxGiggleNoises',
    prank:
      'FoxSneakyNoteTrail SlyFoxSockThief CardboardFoxPeek FoxStoleMyLunch PlushFoxInTheBed FoxMaskMorningWave',
    educational:
      'FoxMagneticPounce HowFoxesHearUnderSnow FoxSpeciesQuiz WhyFoxesScream UrbanFoxExplained ArcticFoxColorSwap',
    cooking:
      'FoxFaceCookies FoxTailCinnamonRolls FoxMacarons FoxBentoBox SlyFoxPancakes BerryForagerTart',
    travel:
      'FoxSpottingHike ArcticFoxTour UrbanFoxNightWalk FollowTheFoxTracks FoxShrineQuest FoxVillageTrip',
    fashion:
      'FoxOrangeFitCheck AutumnRustLook GingerTonalLayers SlyFoxStyle DressLikeAFox FantasticFoxTweed',
    wellness:
      'FoxCurlUpNap SnowfallStillness FoxForestBathing FoxDenCozyDay SlyFoxSlowDown QuietAsAFox',
    speed:
      'FoxAndHoundsRace FoxPounceRelay FoxTailTag QuickBrownFoxTyping FoxDenDash OutfoxTheClock',
    music:
      'FoxScreamRemix FoxForestFolkSong SlyFoxBassline WhatDoesTheFoxSayCover FoxtrotJazz FoxFiddleTune',
    art: 'FoxOrigami AutumnLeafFoxCollage FoxLinocutPrint FoxNeedleFelt DrawAFoxFromShapes OneLineFoxSketch',
    tech: 'FoxTrailCamNight FoxPounceSlowMo FoxThermalSpotting FoxOnMyDoorbell FirefoxVsChrome AIFoxCallDecoder',
    gaming:
      'FoxAndGeeseGame SlyFoxStealthLevel FoxForestQuest StarFoxBarrelRoll OutfoxTheBoss FoxDenTowerDefense',
  },
  daughter: {
    dance:
      'FatherDaughterDance DaughterPicksTheSong DadLearnsTheSteps MomVsDaughterMoves MyDaughterChoreo StandOnMyFeetWaltz',
    fitness:
      'MotherDaughterYoga DaughterCoachesMe KidOnBackPushUps DaughterRacesDad PiggybackSquats DaughterPlankOff',
    funny:
      'DaughterDoesMyMakeup DadJokeEyeRoll DaughterExplainsSlang DaughterRoastsMyOutfit MyDaughterIsTheBoss CopyMyTeenForADay',
    educational:
      'DaughterTeachesMe DaughterQuizzesDad HomeworkRoleReversal SmarterThanMyDaughter DaughterAsksWhy BedtimeFactSwap',
    cooking:
      'DaughterTeaParty DaughterCooksDinner DaughterLemonadeStand DaughterIsHeadChef MotherDaughterBakeOff DaddyDaughterPancakes',
    travel:
      'FatherDaughterTrip MotherDaughterGetaway DaughterPlansTheDay DaughterFirstFlight DaddyDaughterCampout PassportStampsTogether',
    fashion:
      'DaughterStylesMe MotherDaughterTwinning HairbrushRunway MomsClosetRaid DaughterDressesDad DaddyDaughterBraids',
    wellness:
      'MotherDaughterSpaDay DaughterGratitudeJar DaughterDiaryDuo DaughterDateNight BedtimeBigQuestions TuckInTalks',
    speed:
      'DaughterBraidRace FatherDaughterRelay DaughterLegoBuildOff DaughterBackpackDash DaughterShoeTieTimer ReadyForSchoolIn5',
    music:
      'FatherDaughterDuet DaughterSingsToMe DaughterLullabyForDad DaughterDJsTheDrive MyDaughterWroteASong DaughterPianoRecital',
    art: 'DaughterDrawsMe MotherDaughterPaintDay DaughterSidewalkChalk CopyMyDaughtersArt TurnHerDoodleReal DaughterGalleryOpening',
    tech: 'DaughterTechSupport DaughterCodesAGame DaughterFilmsMyVlog DaughterBuildsARobot MyDaughtersFirstApp ScreenTimeNegotiation',
    pet: 'DaughterPetTeaParty DaughterTrainsThePuppy DogDressUpShow DaughterReadsToKitty DaughterPlaysVet KittenStorytime',
    gaming:
      'DaughterBeatsMe DaughterMinecraftBuild DaughterUnoShowdown FatherDaughterCoOp DadVsDaughterKart CandyLandComeback',
  },
  coworker: {
    dance:
      'CoworkerDanceOff WaterCoolerShuffle CoworkerElevatorMoves ColleagueConga CoworkerClockOutJig NineToFiveGroove',
    fitness:
      'BreakroomStretch CoworkerPlankBreak CoworkerStairClimbs ColleagueStepOff CoworkerWallSitDuel DeskPushUpDare',
    funny:
      'CoworkerMeetingFaces CoworkerReplyAllPanic MutedMicMonologue ThatOneColleague PerMyLastEmail CoworkerMicrowaveLine',
    educational:
      'CoworkerSkillSwap CoworkerLunchAndLearn CoworkerExcelHacks GuessMyColleaguesJob CorporateJargonQuiz ExplainYourWorkIn30',
    cooking:
      'CoworkerLunchSwap BreakroomBakeOff CoworkerChiliContest DeskDrawerRamen CoworkerBirthdayCake ColleagueSaladBar',
    travel:
      'CoworkerRoadTrip CoworkerLunchSpots CoworkerRetreatVlog ColleagueLocalTour ConferenceSideQuest OneHourCityEscape',
    fashion:
      'CoworkerTwinning CoworkerFitCheck CoworkerCasualFriday ZoomTopOnlyLook DressForThePromotion ColleagueColorClash',
    wellness:
      'CoworkerGratitude CoworkerWalkBreak CoworkerKudosBoard ThankAColleague FiveMinuteDeskZen MeetingFreeMindfulness',
    speed:
      'CoworkerTypingRace CoworkerInboxZero DeskTidyTwoMinutes CoworkerCupStack SpreadsheetSpeedrun ColleagueCoffeeRun',
    music:
      'CoworkerDeskDrums WaterCoolerJam HoldMusicRemix ColleagueKaraokeDuel CoworkerStaplerBeat NineToFiveCoworkers',
    art: 'CoworkerStickyNoteArt CoworkerCaricatures PaperclipSculpture DoodleYourColleague WhiteboardMasterpiece CoworkerCubicleGallery',
    tech: 'CoworkerDeskSetup CoworkerShortcutDuel NoiseCancelingTest ColleagueEmojiContest PrinterJamRescue CoworkerExcelFaceOff',
    pet: 'CoworkerDogDay BringYourPetToWork CoworkerCatCameo FurryColleagueOfMonth CoworkerPuppyPhotoOff KittenOnTheKeyboard',
    gaming:
      'CoworkerTriviaLunch CoworkerPingPongLadder OfficeMinigolf MeetingBuzzwordBingo CoworkerMarioKartCup ColleagueCoOpQuest',
  },
  ship: {
    dance:
      'SailorShuffle ShipRockingRoll ShipCaptainSalute ShipShapeSteps ShipHornpipeJig AllHandsOnDeckDance',
    fitness:
      'ShipDeckLaps AnchorsUpWorkout ShipShapeSquats CruiseShipStairs HeaveHoRows ShipwreckSurvivorHIIT',
    funny:
      'ShipCaptainImpression ShipWobbleWalk ShipSeasickSaga LostOnACruiseShip ShipBuffetDash IllGoDownWithTheShip',
    prank:
      'ShipInABottleGift BonVoyageSurprise ShipBathtubArmada PirateShipBreakfast ShipsLogLoveNote PaperFleetOnTheDesk',
    educational:
      'WhyShipsFloat ShipFlagsQuiz HowShipsNavigate ShipInABottleSecret HowCanalLocksLiftShips TitanicMythBusters',
    cooking:
      'ShipCaptainsBreakfast PirateShipCake ShipWatermelonBoat ShipShapeSandwiches ShipwreckStew GalleyKitchenDare',
    fashion:
      'BoardingFitCheck ShipCaptainsBlazer ShipShapeStyle CruiseShipDinnerGlam ShipToShoreOutfit SailorStripeSwap',
    wellness:
      'ShipDeckSunrise ShipHorizonJournal ShipPortholeDaydream ShipShapeMind AnchorYourself CalmSeasBreathing',
    speed:
      'ShipBoardingRace ShipFoldIn60 ShipCargoStack AbandonShipDrill ShipInABottleBlitz AllHandsOnDeckDash',
    music:
      'ShipShantySingAlong ShipBellRhythm ShipFoghornSolo WellermanShipCover ShipsAhoyAnthem HeaveHoHarmony',
    art: 'ShipInABottleBuild ShipWatercolorHarbor ShipDriftwoodCarving CardboardPirateShip StormyShipPainting TinyShipDiorama',
    tech: 'ShipDroneShot MarineTrafficHunt ShipRCModel TrackAShipLive SpotTheBiggestShip CargoShipTimelapse',
    pet: 'ShipsCatCaptain ShipDogLifeJacket PupOnThePirateShip ShipmateOfTheMonth AllPawsOnDeck FirstMateKitty',
    gaming:
      'ShipBuildOff PirateShipRun ShipSeaMonsterBoss SinkMyBattleship ShipCaptainsRaid FleetCommanderDuel',
  },
  horror: {
    dance:
      'CreepyCrawlDance HorrorZombieShamble SkeletonRattleGroove HorrorMonsterMash ScaryMovieMoonwalk HorrorJumpScareFreeze',
    fitness:
      'HorrorJumpScareSquats HorrorChaseCardio HorrorZombieLunges GraveyardShiftPlank BurpeeEveryScaryScene FinalGirlFitness',
    prank:
      'DontGoInTheKitchen HorrorCobwebDecor GlowEyesInTheHedge HorrorSoundtrackChores HorrorMovieNarrator ScaryFaceOnTheBanana',
    educational:
      'HorrorMoviePsychology HowHorrorSoundsAreMade ScienceOfJumpScares WhyWeLoveScaryStuff HorrorMonsterOrigins FrankensteinFactCheck',
    cooking:
      'HorrorNightPopcornBar HorrorMummyHotDogs GraveyardDirtPudding HorrorMovieMunchies ScaryGoodCupcakes MonsterMashPotatoes',
    travel:
      'ScaryMovieLandmarks HorrorGhostWalk DraculaCastleVisit HorrorFilmSetTour HorrorHotelCheckIn StayWhereTheyFilmed',
    fashion:
      'HorrorMovieFitCheck ScreamQueenLook WednesdayCollarDress HorrorVillainGlam ScaryGoodStyle HorrorSFXMakeup',
    wellness:
      'HorrorMovieWindDown HorrorFearJournal AfterTheScareBreathe CozyDaylightRewatch PostHorrorPuppyVideos BlanketFortHorror',
    speed:
      'DontGoInThereDash HorrorEscapeRoomRun ZombieTagCountdown NameThatHorrorMovie HorrorCostumeIn60 HorrorMakeupTimer',
    music:
      'HorrorThemeCover HorrorMusicBoxTune ThrillerSingAlong ScaryMovieScoreDare HorrorViolinShriek JumpScareBeatDrop',
    art: 'HorrorPosterRedraw HorrorMonsterClay VintageCreatureComic ScaryToCuteSketch HorrorVillainPortrait PaintAHauntedHouse',
    tech: 'HorrorSoundDesign JumpScareEditTrick GreenScreenGhost HorrorTrailerRecut OneTakeHorrorShort HorrorEffectsDIY',
    pet: 'ScaredyCatCouchBuddy HorrorPuppyBodyguard DogVsSkeletonDecor ScaryMoviePetReacts HorrorNightKittyCuddle HorrorIconPupCostume',
    gaming:
      'HorrorGameReaction JumpScareScoreboard HorrorFNAFSurvival HorrorPhasmophobiaHunt BetrayalHouseOnTheHill NoScreamHorrorRun',
  },
  hippo: {
    dance:
      'HippoHopBattle HippoSplashGroove HippoTutuTwirl MudPuddleStomp HungryHippoShuffle MooDengMoves',
    fitness:
      'HippoHopJumps HippoWaterWalking HippoPoolSquats HippoYawnStretch MooDengCardio MudWallowPlank',
    funny:
      'HippoYawnContest HippoToddlerTantrum HippoMooDengEnergy HungryHippoAtDinner ChannelYourInnerHippo SassyBabyHippo',
    prank:
      'HippoPlushInTheBath SurpriseRubberHippo HungryHipposLunch HippoYawnChain HippoHideAndSeek HippoInTheFridge',
    educational:
      'CanHipposSwim HippoSunscreenScience HippoWhaleCousinQuiz WhyHipposSweatRed HippoMythBusters PygmyVsRiverHippo',
    cooking:
      'HippoMudCake HippoWatermelonBowl PygmyHippoPancakes HungryHippoSnackBoard MooDengMochi HippoMacarons',
    travel:
      'HippoRiverSafari HippoZambeziCanoe PygmyHippoZooTrip MeetMooDeng HippoPhotoHunt HippoSunsetCruise',
    fashion:
      'HippoTutuStyle HippoGreyPinkPalette DressLikeAHippo HippoHipHopFit HungryHippoColorBlock MooDengCozyKnit',
    wellness:
      'HippoMudMaskNight HippoBathSoak HippoFloatTherapy YawnLikeAHippo GuiltFreeWallowDay LazyRiverSunday',
    speed:
      'HippoHopRace HippoSplashRelay HungryHipposBlitz HippoWaddleDash FeedTheHippoToss MooDengMinuteMadness',
    music:
      'HippoHopTrack HippoTubaSolo HippoWallowBlues HippoForChristmasCover MooDengRemix BigMouthBassline',
    art: 'HippoClaySculpt HippoPapierMache HippoLinoPrint BlueHippoReplica OneLineHippo DrawMooDeng',
    tech: 'HippoLiveCam HippoHydrophoneGrunts HippoYawnSlowMo AIDrawsAHippo HungryHipposRobot MooDengMemeMaker',
    gaming:
      'HippoChompHighScore HungryHipposTourney HippoBumperArcade HippoBossBattle HippoCoOpQuest MooDengMiniGame',
  },
  'day off': {
    dance:
      'SleepInShuffle DayOffKitchenBoogie NoAlarmGroove DayOffFreestyle DayOffSockSlide DayOffPajamaJam',
    fitness:
      'DayOffLongRun LazyDayStretch MiddayPoolLaps DayOffYogaInPJs DayOffStepGoal DayOffSleepInSquats',
    prank:
      'DayOffSurpriseGetaway DayOffBedTrayTreat DayOffChoreFairy DayOffTreasureHunt MovieMarathonAmbush OutOfOfficeDoorSign',
    educational:
      'WhyDaysOffMatter DayOffMuseumVisit HistoryOfTheWeekend DayOffDeepDive LearnSomethingDayOff DayOffLanguageLesson',
    cooking:
      'DayOffPancakes DayOffSlowRoast HomemadePastaAfternoon DayOffSourdoughDare DayOffFancyLunch BreakfastAtNoon',
    travel:
      'DayOffRoadTrip OutOfOfficeGetaway DayOffTouristAtHome DayOffMysteryTrain SpinTheMapDayOff LocalHiddenGemHunt',
    fashion:
      'DayOffComfyFit PajamasAllDay DayOffDressUpForNoOne DayOffLoungeGlam DayOffSlipperStyle CozyCouchCouture',
    wellness:
      'DayOffReset SleepInSunday DayOffBubbleBath GuiltFreeDayOff DayOffDoNothingHour NapLikeItsYourJob',
    speed:
      'DayOffChoreSprint DayOffToDoDash ErrandsByNoon TidyBeforeTheMovie EarnYourDayOff PowerHourDayOff',
    music:
      'LazyDaySoundtrack DayOffGuitarSession DayOffVinylAfternoon DayOffAnthem DayOffKaraokeForOne ManicMondayCover',
    art: 'DayOffPotteryDate DayOffCafeDoodles PaintYourDayOff DayOffOneCanvas SlowSundaySketch LazyDayWatercolor',
    tech: 'DayOffAutoReply DayOffPhotoCleanup DayOffGadgetRepair DayOffDoNotDisturb FunniestOutOfOffice PhoneInADrawerDare',
    pet: 'DayOffWithMyDog DayOffPuppyHike DayOffKittenSunbeam PetsDayOffToo FurryDayOffPlanner CatNapCompetition',
    gaming:
      'DayOffCouchCoop DayOffRPGGrind DayOffChessPuzzles OneMoreLevelDayOff BeatTheBacklog PajamaSpeedrun',
  },
  uniform: {
    dance:
      'SchoolUniformShuffle DressCodeGroove UniformMarchingStep LastDayUniformDance UniformBlazerFlip TieLooseningTwist',
    fitness:
      'SchoolUniformStretch GymClassWarmUp SportsJerseyLaps UniformStairSprint UniformPlankDare FirefighterUniformDash',
    funny:
      'UniformTieStruggle DressCodeLoopholes UniformHandMeDowns YoullGrowIntoIt UniformInspectionSkit UniformDayOneVsLast',
    prank:
      'UniformTwinWithDad UniformIronedAndReady MatchingUniformFamily ParentInUniform UniformPocketNote DressCodeSurprise',
    educational:
      'WhySchoolsHaveUniforms UniformsAroundTheWorld UniformCareersQuiz GuessTheJobByUniform WhyChefsWearWhite UniformMythBusters',
    cooking:
      'SchoolUniformCookies ChefUniformCookOff UniformTeamBBQ BakeInYourUniform UniformShirtCake FirstDayFeast',
    travel:
      'UniformFieldTrip UniformGuardsLondon PilotCockpitVisit SchoolUniformsAbroad UniformSpottingQuest CityUniformSafari',
    wellness:
      'UniformOffUnwind AfterSchoolReset UniformLayoutNight UniformOffPJsOn UniformToCozyRitual ScrubsOffSelfCare',
    speed:
      'UniformQuickChange TieAndBlazerRace UniformFoldBlitz SchoolUniformSpeedrun UniformButtonDash WindsorKnotIn10',
    music:
      'UniformMarchingBand SchoolAnthemCover UniformDrumlineCadence UniformHypeSong UniformRapBattle BlazerButtonBeat',
    art: 'UniformPortraitSeries DreamUniformDrawing CareerUniformCollage RedesignTheUniform UpcycleYourUniform CrestForYourSchool',
    tech: 'UniformIronSteamerTest UniformSmartFabric UniformNameTagHack AIDesignsMyUniform LEDUniformUpgrade WrinkleFreeTrick',
    pet: 'PetInSchoolUniform UniformServiceDog PuppyInTinyScrubs FurOnMyUniform UniformKittyInspector FirstDayPupPics',
    gaming:
      'SchoolUniformAvatar UniformAmongUsColors PersonaUniformCosplay UniformSkinShowdown TeamKitCreator UniformSquadQuest',
  },
  'dump truck': {
    dance:
      'DumpTruckBackUpBeat TipperTwist DumpTruckTiltGroove DoTheDumpTruck DumpTruckDrop ReverseBeepShuffle',
    fitness:
      'DumpTruckPush DumpTruckWagonPull DumpTruckSandbagLift HaulLikeADumpTruck DumpTruckDeadlift HeavyLoadCarry',
    prank:
      'DumpTruckBirthday DumpTruckBallPitDrop DumpTruckBalloonLoad TinyDumpTruckDelivery ToyDumpTruckBreakfast TruckloadOfCompliments',
    educational:
      'HowDumpTrucksTip DumpTruckHydraulicLift DumpTruckBiggestTires GuessTheDumpTruckLoad BuildASyringeTipper DumpTruckVsElephant',
    cooking:
      'DumpTruckCake DumpTruckDirtPudding DumpTruckNachoPile DumpTruckSnackDelivery ChocolateGravelCups QuarryRockCandy',
    travel:
      'DumpTruckMuseum DumpTruckQuarryTour DumpTruckMiningTown BiggestDumpTruckSelfie DriveABigDigger HardHatHolidays',
    fashion:
      'DumpTruckCostume DumpTruckHiVisFit DumpTruckRainSlicker DressLikeADumpTruck ConstructionChic HardHatRunway',
    wellness:
      'DumpTruckSandPlay DumpTruckWorryUnload SlowSandboxMorning EmptyTheDumpTruck DumpTruckDeepBreath LighterLoadToday',
    speed:
      'DumpTruckLoadRelay DumpTruckFillIn30 DumpTruckCleanupRush DumpTruckDerby SandboxSpeedHaul TipItInTen',
    music:
      'DumpTruckBeepBeat DumpTruckRumbleBass DumpTruckLullaby WheelsOnTheDumpTruck GravelShakerJam HardHatHarmony',
    art: 'CardboardDumpTruck DumpTruckClayModel DumpTruckTrackStamp DrawADumpTruckBlind SandArtDumpTruck ConstructionZoneMural',
    tech: 'RCDumpTruckBuild DumpTruckArduinoTilt DumpTruckSelfDriving DumpTruckSlowMoTip CodeADumpTruck LegoDumpTruckMotor',
    pet: 'PetDumpTruckRide DumpTruckTreatDrop DumpTruckCatCargo PupVsDumpTruck KittenInTheDumpTruck BarkAtTheBeep',
    gaming:
      'DumpTruckSimRun DumpTruckMiningTycoon DumpTruckMudDerby DumpTruckTetris MinecraftDumpTruck BiggestLoadWins',
  },
  cafeteria: {
    dance:
      'CafeteriaDanceOff RecessBellShuffle CafeteriaTrayTwirl LunchroomConga SchoolLunchShimmy TaterTotTwist',
    fitness:
      'CafeteriaTrayBalance RecessBootCamp CafeteriaLineLunges LunchroomPlankOff MilkCartonCurls SchoolLunchSquats',
    prank:
      'CafeteriaKindNotes GooglyEyeLunchbox LunchLadyFlowers CafeteriaSecretSanta LunchroomJokeNapkins CafeteriaHighFiveLine',
    educational:
      'LunchroomNutritionQuiz CafeteriaWasteAudit CafeteriaPortionMath SchoolLunchesAbroad WhyTotsGetCrispy TrueOrFalseCafeteria',
    cooking:
      'CafeteriaPizzaRemake CafeteriaSloppyJoes CornDogNostalgia SchoolLunchGlowUp CafeteriaTotCasserole PeanutButterBarsRedo',
    travel:
      'CafeteriaIkeaMeatballs CampusDiningCrawl SchoolLunchesWorldwide CafeteriaPassport MuseumCafeteriaRanking TrayTableTourist',
    fashion:
      'CafeteriaFitCheck LunchroomStreetStyle CafeteriaHairnetGlam CafeteriaCatwalk LunchLadyChic PictureDayOutfit',
    wellness:
      'LunchroomKindness PhoneFreeLunch CafeteriaNewFriendSeat CafeteriaCalmCorner CafeteriaGratitudeTray SlowChewChallenge',
    speed:
      'CafeteriaTrayRace LunchBellCountdown LunchroomCleanupBlitz CafeteriaLineSprint CafeteriaSporkStack MilkCartonOpenOff',
    music:
      'CafeteriaCupSong LunchroomTrayDrums CafeteriaTableBeatbox LunchBellRemix CafeteriaRapBattle TaterTotTrap',
    art: 'CafeteriaNapkinSketch MilkCartonCraft SporkSculpture PaintTheLunchroomWall SchoolLunchStillLife CafeteriaTrayPrints',
    tech: 'CafeteriaRobotServer TraySortingConveyor CodeTheCafeteriaMenu RateMySchoolLunchApp CafeteriaWaitTimeHack LunchroomSmartBin',
    pet: 'PetCafeteriaTray HamsterSnackBuffet KittyCafeteria PupCafeteriaLine LunchroomMonitorDog DinnerBellLineup',
    gaming:
      'LunchroomCardGames CafeteriaTriviaBattle CafeteriaChessTable CafeteriaPokemonTrade PaperFootballFinals RecessRumbleTourney',
  },
  dodgeball: {
    dance:
      'GymClassShuffle DodgeballMatrixLean DodgeballBobAndWeave DodgeDuckDipDiveDance DodgeballVictoryStrut SlowMoSidestep',
    funny:
      'DodgeballTeamPicks DodgeballDramaticOut DodgeballCommentator GymTeacherImpression DodgeballMatrixFail TrashTalkDodgeball',
    prank:
      'DodgeballBeachBallSwap DodgeballPillowAmbush SoftToyVolley DodgeballMascotCameo ComplimentDodgeball RolledSockSneakAttack',
    educational:
      'DodgeballPhysics DodgeballRulesQuiz ReactionTimeScience PeripheralVisionTest DodgeballAngleGeometry HowToDodgeAnything',
    cooking:
      'DodgeballMeatballs DodgeballCakePops DodgeballTruffles DodgeTheBroccoli RedRubberBallCupcakes TeamSnackShowdown',
    travel:
      'TrampolineParkTrip DodgeballCityLeague RecCenterHopping DodgeballAwayGame DodgeballWorldCup DodgeballAbroad',
    fashion:
      'DodgeballHeadbands RetroGymClassLook EightiesTrackSuit DodgeballTeamDrip DodgeballKneeSockChic DodgeballSquadColors',
    wellness:
      'DodgeballTeamHuddle DodgeballLaughTherapy DodgeballGoodSport DodgeTheDoomscroll PlayLikeAKidAgain AfterGameStretch',
    speed:
      'LastOneStanding DodgeballOpeningRush DodgeballCatchStreak DodgeTenInARow DodgeballReflexBlitz SixtySecondSurvivor',
    music:
      'DodgeballBounceBeat DodgeballWalkoutTrack SneakerSqueakRhythm DodgeDuckDipDiveRap DodgeballHypeChant GymClassAnthem',
    art: 'DodgeballSplatArt GymClassComic DodgeballActionPhoto PaintADodgeball SketchTheDodge FoamBallSculpture',
    tech: 'DodgeballSlowMoReplay DodgeballSpeedRadar ThrowVelocitySensor RobotDodgeballDuel BulletTimeDodge DodgeballAIRef',
    pet: 'PupCatchesEverything DodgeballKittenPounce CorgiGoalkeeper DogDodgesTheBall KittyReflexDodgeball PetDodgeballTeam',
    gaming:
      'DodgeballTournament DodgeballVRMatch KingOfTheCourt SuperDodgeballRetro DodgeballBossRush LastTeamStanding',
  },
  june: {
    dance:
      'SchoolsOutShuffle JunePoolsideBop JunePromNightSway JuneBugJig JuneWeddingConga LongestDayDanceOff',
    fitness:
      'JuneSunriseYoga LongestDayWorkout JuneSwimStreak JuneBurpeeCountdown JuneBugJumps SolsticeSunSalutes',
    prank:
      'JuneDadJokeAmbush JuneIcePopDelivery SchoolsOutConfetti JuneGradSignSurprise JuneBubbleWelcome SprinklerSneakAttack',
    educational:
      'JuneSolsticeScience LongestDayExplained JuneBirthstoneQuiz StrawberryMoonMeaning WhoIsJuneNamedFor WhyFirefliesGlowInJune',
    cooking:
      'JuneBurgerGrillOff FathersDayBreakfast JuneStrawberryJam JuneIcePopLab BerryPickToPie JunePicnicDare',
    travel:
      'JuneRoadTrip JuneFestivalHopping StrawberryFarmVisit FirstSwimOfJune JuneLongestDayHike SolsticeSunsetChase',
    fashion:
      'JuneSummerFitCheck JuneWeddingGuestLook JuneGraduationStyle JunebugBrights DressForTheSolstice SundressSeasonOpener',
    wellness:
      'JuneBarefootMornings SolsticeGratitude JuneHammockHour JuneJournalJar JuneFireflyWalk LongestDayUnplugged',
    speed:
      'JuneWaterBalloonRace JunePoolFloatRelay YearbookSigningSprint JuneBerryPickingBlitz BeatTheMeltJune LockerCleanoutDash',
    music:
      'JuneSummerAnthem SolsticeSunsetJam JuneUkuleleSeason JuneGraduationSong JuneBustingOutCover SchoolsOutSingalong',
    art: 'JuneSidewalkChalk JuneFlowerPressing JuneFireflyPhotos JuneBugDoodles PaintTheLongestDay BeachGlassMosaic',
    tech: 'LongestDayTimelapse JuneGradSpeechAI FireflyLongExposure JuneSolarOvenBuild JuneSprinklerSlowMo JuneDroneSunrise',
    pet: 'JuneDogDadDay JuneKiddiePoolPuppy PawprintFathersCard JunePupsicleParty CoolPawsJune SprinklerZoomies',
    gaming:
      'JuneSummerBacklog JuneCornholeCup JuneSteamSaleHaul JuneBugBossFight SchoolsOutSpeedrun FireflyCatchingCount',
  },
  'home workout': {
    dance:
      'HomeWorkoutDiscoParty HomeWorkoutZumbaHour HomeWorkoutHallwayStep BodyweightBoogie SweatToTheOldies KitchenCardioShuffle',
    funny:
      'HomeWorkoutVsCouch HomeWorkoutKidsClimbOn HomeWorkoutExcuses HomeWorkoutNarrator DownstairsNeighborPOV WhenTheVideoSaysEasy',
    prank:
      'HomeWorkoutCheerSquad HomeWorkoutStickyReps MotivationPosterBlitz HomeWorkoutConfettiEnd NoEquipmentNoExcuses SurpriseMedalCeremony',
    educational:
      'HomeWorkoutFormCheck GuessTheMuscleWorked HomeWorkoutHeartRate BodyweightMythBusters HomeWorkoutAnatomy WhyBurpeesAreHard',
    cooking:
      'HomeWorkoutMealPrep HomeWorkoutProteinOats SweatThenBreakfast HomeWorkoutFuelUp HomeWorkoutBlenderDash EarnYourPancakes',
    travel:
      'HomeWorkoutAnywhere HotelRoomGym CampsiteCircuit BodyweightAbroad NoEquipmentJetSet HomeWorkoutBalconyView',
    fashion:
      'HomeWorkoutFitCheck HomeWorkoutHeadbandEra OldTeeWorkoutUniform HomeWorkoutDrip BodyweightBestDressed PajamaPowerLook',
    wellness:
      'HomeWorkoutMoodBoost LivingRoomStretch GentleMorningMobility HomeWorkoutCooldown BodyweightBreathwork NoEquipmentNoStress',
    speed:
      'HomeWorkoutEMOM HomeWorkoutAMRAP StairsInOneSong CommercialBreakBurpees BodyweightBlitz HundredRepsNoEquipment',
    music:
      'HomeWorkoutAnthem HomeWorkoutBPMMatch NoEquipmentJustBass HomeWorkoutDJBattle SquatOnTheChorus EightiesAerobicsMix',
    art: 'HomeWorkoutPoster HomeWorkoutChartDoodle DrawYourHomeWorkout BodyweightStickFigures WorkoutCardDeckDIY SketchMidPlank',
    tech: 'HomeWorkoutVRBoxing PhoneTripodFormCam SmartTVWorkout AICoachesMyHomeWorkout HomeWorkoutAppFaceOff BodyweightRepCounter',
    pet: 'CatBlocksTheMat HomeWorkoutPuppyPlank BunnyHopAlong HomeWorkoutWithMyDog HomeWorkoutPetCoach NoEquipmentJustKitty',
    gaming:
      'HomeWorkoutDiceRoll LoadingScreenReps JustDanceSweat HomeWorkoutCardDeck HomeWorkoutBossBattle BodyweightRPG',
  },
  village: {
    dance:
      'VillageSquareDance VillageGreenGroove VillageMaypoleSpin ItTakesAVillage VillagePeopleYMCA CeilidhForBeginners',
    fitness:
      'VillageHopHike VillageFieldSprints VillageStileSteps ItTakesAVillageWorkout HillyHamletHustle FarmGateSquats',
    funny:
      'VillageNewsByBicycle VillageLifeBingo VillageFeteDrama VillageGossipSpeedrun WhisperDownTheVillage PrizeMarrowRivalry',
    prank:
      'VillageDoorstepFlowers SurpriseCottagePicnic VillageKnitBombing SecretVillageScarecrow VillageGnomeParade VillageChalkHopscotch',
    educational:
      'VillageVsTownFacts VillageNameOrigins HowVillagesFormed GlobalVillageQuiz SpotTheMedievalClues VillageThenAndNow',
    cooking:
      'VillagePotluckStew VillageJamMaking VillageScones VillageFeteBakeOff VictoriaSpongeFaceOff CottagePieNight',
    fashion:
      'VillageCottageFit VillageSundayLook VillageFeteBestDressed VillageWelliesWalk TweedAndTwinset CountryChicChallenge',
    wellness:
      'VillageBirdsongDawn VillagePorchTea VillageUnplugWeekend LiveLikeAVillager CottageCalmDay NeighbourlyKindness',
    speed:
      'VillageEggAndSpoon VillageSackSprint VillageFeteTugOfWar VillageDuckRace WellieWangingToss HayBaleHurdles',
    music:
      'VillageFiddleJam VillageBellsBeat VillageAccordionWaltz CoverTheVillagePeople VillageGreenBusking FolkSongSwap',
    art: 'CottageWatercolour VillageClayHouses VillageLinocut PaintTheVillageGreen MiniatureVillageBuild MapYourVillage',
    tech: 'VillageDroneShot VillageTimelapse VillageWeatherStation VillageStreetViewHunt GlobalVillageVideoCall ModelVillageRailway',
    pet: 'VillagePupTour VillageDogShow VillageCatOnWall VillageMascotKitty FamousInTheVillage CountryLanePawPrints',
    gaming:
      'VillageCatanNight VillageWerewolfRound VillageRaidDefense VillagerTradeHunt BuildAVillageIn10 CozySimSpeedrun',
  },
  wasp: {
    dance:
      'WaspPanicShuffle WaspStripeStrut YellowJacketJive WaspWaltzAway TheHornetHustle StayStillFreeze',
    fitness:
      'WaspBuzzOffBurpees YellowJacketSprints HornetHighKnees StingLikeAWasp WaspWaistCrunches PicnicPanicCardio',
    prank:
      'WaspCostumeSurprise YellowJacketTwinning BumblebeeCardSwap WaspStripedCupcakes PaperWaspDecoyGift StripeEverythingDay',
    educational:
      'WaspVsBee WhyWaspsSting WaspFigPollination WaspPaperArchitects WaspOrHornetQuiz WhatWaspsDoForUs',
    cooking:
      'WaspProofLemonade WaspStripeCookies HoneycombToffee YellowJacketPotatoes WaspFreePicnic UnderCoverLunch',
    travel:
      'WaspSafeHike WaspFreeCampsite WaspFigOrchard PaperWaspSpotting PicnicSpotShowdown HornetHotspotHunt',
    fashion:
      'WaspCostumeFitCheck WaspWaistSilhouette WaspWingSheerCape YellowJacketStyle HighFashionHornet StripesThatSting',
    wellness:
      'WaspPanicReset WaspPhobiaSteps StayStillAndBreathe BeCalmerThanTheWasp WaspWindowCalm FearToFascination',
    speed:
      'WaspPicnicPackUp WaspWindowEscapeCup FoodDomeDash BeatTheWaspToLunch YellowJacketRelay CoverTheDrinksRace',
    music:
      'FlightOfTheWasp WaspBuzzRemix HornetBassline WaspPanicAnthem YellowJacketJazz StripedSnareSolo',
    art: 'WaspNestPaperCraft WaspMacroSketch WaspWingWatercolor HornetStainedGlass HexagonCombPrint PopArtYellowJacket',
    tech: 'WaspNestCamera WaspSlowMoFlight WaspDeterrentBuild AppNamesThisHornet YellowJacketThermalCam BuzzSoundDecoder',
    pet: 'WaspFreeDogPatio WaspStingVetTips WaspWindowKittyStare LeaveTheWaspDrill HornetProofCatio PawsAwayFromBuzz',
    gaming:
      'WaspBossFight WaspGroundedSurvival WaspBugCatchingQuest HornetSilksongRun DodgeTheSwarm PicnicDefenseGame',
  },
  trivia: {
    dance:
      'GameShowShuffle TriviaBuzzerBounce QuizmasterGroove TriviaVictoryJig QuizWhizShimmy WrongAnswerWiggle',
    fitness:
      'TriviaBurpeeForWrong RunToTheAnswerWall PopQuizPushUps TriviaSquatOrSolve TriviaPlankOff StumpedStarJumps',
    funny:
      'TriviaWildGuesses GameShowHostParody TriviaConfidentlyWrong TeamNamePuns PopQuizPanic TriviaKnowItAll',
    prank:
      'TriviaFakeQuestion SurpriseQuizAtDinner FactOfTheDayNote TriviaInTheLunchbox TriviaStickyTrail FibFriday',
    cooking:
      'QuizNightPizza TriviaFortuneBiscuits GuessTheSpiceRound TriviaCupcakeQuestions TriviaTacoTuesday NameThatFlavor',
    travel:
      'TriviaRoadTrip TriviaLandmarkQuiz MuseumPlaqueHunt TriviaCityQuest TriviaPassport StumpYourTourGuide',
    fashion:
      'GameShowHostLook TriviaThinkingCap TriviaNerdChic QuizBowlBlazer TriviaTeamTwinning DressAsYourAnswer',
    wellness:
      'TriviaBrainBreak CozyQuizNight LearnOneFactDaily NoWrongAnswersTrivia TriviaWithGrandparents TriviaMemoryStretch',
    speed:
      'TriviaLightningRound BuzzerBeaterQuiz TriviaRapidFire FiveSecondAnswers TriviaBeatTheClock NoPassNoPause',
    music:
      'TriviaNameThatTune TriviaLyricFinish DecadeByBeat TriviaHumOff QuizInSongForm GuessTheIntro',
    art: 'TriviaDrawTheAnswer TriviaArtistGuess MasterpieceMystery PictionaryPopQuiz TriviaDoodleDuel NameThatPainting',
    tech: 'TriviaBotBattle AIQuizMaster TriviaBuzzerBuild SmartSpeakerStumper CodeATriviaGame StumpTheChatbot',
    pet: 'PawBuzzerQuiz TriviaDogBreedGuess TriviaCatChooses PetTriviaNight KittyPicksTheAnswer TriviaWhoseBarkIsIt',
    gaming:
      'TriviaGameShow BuzzerTournament TriviaCategoryDraft JeopardyStyleBoard TriviaBossLevel PopQuizPvP',
  },
  skeleton: {
    dance:
      'FunnyBoneShuffle SkeletonRattleWalk SpineTinglerBoogie SpookyScarySkeletons DoTheSkeletonShake SkeletonMoonwalk',
    fitness:
      'SkeletonSquats SpineMobilityFlow SkeletonStrongCircuit BadToTheBoneBurpees SkeletonCrewHIIT SkeletonJumpingJacks',
    funny:
      'SkeletonCoworkerSkit SkeletonAskedToSmile NoBodyToGoWith StillWaitingSkeleton SkeletonHasNoGuts FunnyBoneChallenge',
    prank:
      'SkeletonDeskBuddy SkeletonFridgeWave BonyArmMailbox SkeletonCookieJarHand PoseTheSkeletonDaily SkeletonPassengerSeat',
    educational:
      'SkeletonAnatomyQuiz HowManyBonesDoYouHave HowFracturesHeal NameThatSkeleton BabySkeletonSecret SkeletonMythBusters',
    cooking:
      'BreadstickSkeleton SkeletonPretzelRibs RibcageCheeseBoard SkeletonGingerbreadMen SkeletonPizzaFace BoneAppetit',
    travel:
      'DinosaurSkeletonHunt FossilDigTrip SkeletonWhaleExhibit SkeletonCatacombsVisit BiggestSkeletonIRL MeetSueTheTRex',
    fashion:
      'SkeletonCostumeDIY SkullFaceMakeup BoneEarringStack SkeletonSquadFit SkeletonInTheCloset SkeletonSuitUp',
    wellness:
      'SkeletonPostureCheck SkeletonSpineStretch StandTallMornings ThankYourSkeleton SkeletonBodyScan RattleOffTheStress',
    speed:
      'SkeletonPuzzleRace SkeletonSpeedDraw NameTheBonesFast SkeletonCostumeIn60 BuildASkeletonBlitz RattleRelay',
    music:
      'SkeletonXylophone RattlingBonesBeat AnatomyRhymeMnemonic SpookyScarySkeletons SkeletonKeyChange SkeletonBandCover',
    tech: 'SkeletonXRayFilter SkeletonStopMotion MocapSuitTest AnimateASkeleton SkeletonTrackingCam PrintA3DSkull',
    pet: 'PetVsSkeletonDecor SkeletonHarnessWalk SkeletonKittyPose SkeletonPupPajamas DogMeetsSkeleton BadToTheBoneBeagle',
    gaming:
      'SkeletonKeyHunt SkeletonBossRun BoneyardCardDuel NoHitSkeletonKing SkeletonArmyDefense SansShowdown',
  },
  desert: {
    dance:
      'DesertDuneShuffle DesertMirageMoves DesertSandStomp TumbleweedTwirl DesertHeatWaveDance CactusPoseFreeze',
    fitness:
      'DesertDuneClimb DesertTrailRun CactusPoseYoga DesertSandSquats DesertDawnBurpees MirageMileDare',
    funny:
      'DesertOrDessertMixUp DesertSandEverywhere DesertLizardStandoff LostInTheDesertSkit TumbleweedSilence MirageTakeout',
    prank:
      'DesertDessertSwap DesertCactusCake TumbleweedSurprise DesertOasisBackyard LivingRoomDesert SucculentBouquetAmbush',
    educational:
      'DesertSurvivalScience HowCactiStoreWater WhyDesertsAreDry IsAntarcticaADesert DesertOrNotQuiz WhyDunesSing',
    cooking:
      'DesertDessert DesertPricklyPearJam DesertDateShake DesertMirageMocktail CactusCupcakeGarden SolarOvenSmores',
    fashion:
      'DesertNeutralsFit SandToneLayers TerracottaPalette DesertMirageChic DressLikeADesertSunset DesertBohoLook',
    wellness:
      'DesertStargazing DuneSunsetBreathwork StillnessInTheSand DesertSilenceHour DesertSunriseStretch MindfulDesertWalk',
    speed:
      'DesertSandboardRace DesertDuneDash DesertTentPitchBlitz BeatTheDesertHeat TumbleweedChase CactusSpottingSprint',
    music:
      'DesertGuitarJam DesertRainstickBeat HorseWithNoNameCover DesertRoseSingalong DesertCampfireBallad SingingSandDunes',
    art: 'DesertSandArtBottle CactusWatercolor SunsetGradientSketch PaintTheDesertSky DesertSilhouetteShot DesertStoneStacks',
    tech: 'DesertStarCam DuneDroneShot OfflineMapTrail DesertAstroTimelapse DesertThermalImaging DesertGadgetSurvival',
    pet: 'DesertPawCheck DesertTortoiseCare DesertDogBootiesWalk DesertThemeTerrarium CactusCostumePup FennecFoxLookalike',
    gaming:
      'DesertSurvivalRun DesertJourneyReplay DesertMinecraftTemple DesertSandwormBoss FindTheOasisSpeedrun MirageMazeLevel',
  },
  tricycle: {
    dance:
      'TricycleBellBop TrikeTwirl TricycleHonkHop TricycleTango ThreeWheelShuffle StreamerShimmy',
    fitness:
      'TricyclePedalSprint TrikeHillClimb TricycleFigureEight TricycleLegDay ThreeWheelCardio KickstandPlank',
    prank:
      'TrikeBirthdayRide TricycleFlowerBasket TricycleBowGift TricycleMailDelivery DadOnATricycle StreamerSneakAttack',
    educational:
      'TricycleVsBicycle WhyThreeWheelsStand TricycleGearRatio WhoInventedTheTrike TricycleTipOverTest TricycleCenterOfMass',
    cooking:
      'TricycleCookieCart TrikeSnackDelivery TricycleDonutWheels PancakeTricycleStack BakeATricycleCake ScoopsOnTheGo',
    travel:
      'TricycleTownTour TricycleBoardwalk TricycleVintageMuseum BeachTrikeCruise AutoRickshawAdventure ThreeWheelsAbroad',
    fashion:
      'TricycleHelmetGlowUp TrikeRiderLook TricycleMiniMe TricycleGangFitCheck ThreeWheelStreetStyle StreamersAndSneakers',
    wellness:
      'TricycleSlowRide TricycleSunsetPedal TricycleSimpleJoys InnerChildTrike NoRushTricycle BreatheAndRollOn',
    speed:
      'TricycleSlalom TrikeRelay TricycleDragStrip TricycleGrandPrix GrownUpTricycleRace ThreeWheelTimeTrial',
    music:
      'TricycleBellBeat TricycleHornHonkTune TricycleSpokeClicker ParadeOfTrikes TricycleBuiltForThree HandlebarHarmony',
    art: 'TrikeMakeover TricycleChalkTracks TricyclePaintWheels DrawATricycleBlind TricyclePopArt StreamerTasselDIY',
    tech: 'TricycleLightsMod TrikeCamRide TricycleEBikeConvert RoboTricycle TricycleSelfDriving PedalPowerCharger',
    pet: 'PetTricycleBasket TricycleCatVsBell TricycleDogEscort TrikeSidecarPuppy ThreeWheelsFourPaws BunnyOnATricycle',
    gaming:
      'TrikeTimeTrial TricycleObstacleCourse TricycleTrackBuilder MarioKartOnTricycles TricycleBossLevel ThreeWheelLeaderboard',
  },
  'ice cube tray': {
    dance:
      'IceCubeTrayPopAndLock FreezerDoorGroove BrainFreezeWiggle IceCubeTrayShimmy IceCubeTwistAndShout IceCubeSlideStep',
    fitness:
      'IceCubeTrayPlank IceCubeTrayWristTwist PostRunRecoveryCubes HoldTheIceCubeSquat IceCubeCoolDown WallSitTillItMelts',
    prank:
      'IceCubeTrayGooglyEyes FlowerIceCubeSurprise LemonadeCubeUpgrade IceCubeHeartDrinks IceCubeTreasureDig ColorChangeCubes',
    educational:
      'IceCubeTrayMeltTest IceCubeTraySaltLift WhyCubesTurnCloudy WhyIceFloats HotVsColdIceCube ClearIceCubeHack',
    cooking:
      'IceCubeTrayPesto IceCubeTrayFruitPops IceCubeTrayChocolates IceCubeTrayGummies CoffeeCubeLatte SmoothieCubePrep',
    travel:
      'IceCubeTrayCoolerHack IceHotelVisit GlacierHikeTrip IceCubeTrayPicnicPrep IceCubeTrayCampMeals IceCubeBeachDayKit',
    fashion:
      'IceCubeTrayFaceIcing IceCubeTrayResinRings FrostedMakeupLook IceCubeJewelryHack CoolAsAnIceCube FrostyFitCheck',
    wellness:
      'IceCubeTrayMindfulMelt IceCubeTrayAloeSoothe GroundingIceHold IceCubeCalmDown IceCubeWaterGlowUp CoolCubeFacial',
    speed:
      'IceCubeTrayTwistRace MeltTheCubeFast ChopstickCubeTransfer IceCubeTowerBlitz IceCubeSpoonRelay IceCubeTrayRefillDash',
    music:
      'IceCubeTrayCrackleBeat GlassClinkMelody FrozenLetItGoCover IceCubeDrumSolo IceCubeASMR IceCubeTrayPercussion',
    art: 'IceCubeTrayCrayons FrozenPaintSwirls MeltedIceWatercolor IceCubeTieDye IceCubeSunCatchers IceCubeTrayResinGems',
    tech: 'IceCubeTrayTimelapse IceCubeTrayThermalCam FreezerAlarmBuild IceCubeMeltSlowMo 3DPrintAnIceCubeTray ClearIceMachineTest',
    pet: 'IceCubeTrayPupTreats PetIceCubeFirstLick IceCubeHockeyKitty DogVsIceCube CrunchyReactionFace FrozenBrothTower',
    gaming:
      'IceCubeTrayConnectFour IceCubeTrayMancala PenguinIceBreaker IceCubeTicTacToe IceCubeCheckers IcyLevelSpeedrun',
  },
  'spring break': {
    dance:
      'PoolPartyDance SpringBreakConga SunglassesOnGroove SpringBreakLimbo SpringBreakItDown SpringBreakShuffle',
    fitness:
      'SpringBreakBeachRun PoolLaps SpringBreakSandSquats SpringIntoShape SpringBreakPlankOff VolleyballBlitz',
    funny:
      'SpringBreakVsReality StaycationSpringBreak ParentsOnSpringBreak SunscreenMissedSpot SpringBreakTanLines BoredByDayTwo',
    prank:
      'BackyardBeachSurprise SpringBreakLuauAmbush FlamingoFloatDoorway SpringBreakTripReveal SpringBreakBalloonWake SecretSpringCleaning',
    educational:
      'SpringBreakMuseumDay SunscreenScience TidePoolFieldNotes WhereSpringBreakBegan SpringBreakSkillUnlock SpringBreakBookClub',
    cooking:
      'SpringBreakMocktails SpringBreakTacoBar SpringBreakFruitKebabs SpringRollShowdown TropicalPopsicleLab BeachShackBurgers',
    fashion:
      'SpringBreakFitCheck SpringBreakPastelSet BucketHatLineup ShadesOfSpringBreak SpringBreakTieDye OnePackTenLooks',
    wellness:
      'SpringBreakReset SpringCleaningMind SunshineNoPhoneHour SpringBreakSleepIn SpringBreakJournal NatureWalkUnplugged',
    speed:
      'SpringBreakPackRace SpringBreakSpeedrun WaterBalloonSprint SpringBreakCountdown SpringBreakRelay SunscreenIn10',
    music:
      'SpringBreakAnthem SpringBreakCarKaraoke SteelDrumJam SpringBreakUkulele SpringBreakBeatDrop KokomoCover',
    art: 'SpringBreakPhotoDump ChalkArtDay TieDyeTowels SeashellSpringBreak PaintYourSpringBreak SpringBreakDoodleDiary',
    tech: 'SpringBreakCodingCamp WaterproofPhoneTest SpringBreakDroneClips SpringBreakRecapEdit OneSecondSpringBreak GoProPoolPOV',
    pet: 'SpringBreakWithMyDog SpringBreakPuppyBeach SprinklerZoomies SpringBreakCatNap DoggyPaddleSpringBreak FlamingoFloatPup',
    gaming:
      'SpringBreakTournament SpringBreakLANParty BeachUnoSeries SpringBreakBossRush CoOpSpringBreak BeachsideBoardGames',
  },
  app: {
    dance:
      'AppScoresMyMoves AppRhythmGameSteps NotificationShuffle TheresADanceAppForThat AppIconPoses BuzzingPhoneBoogie',
    fitness:
      'StepCounterShowdown AppCouchToFiveK AppPlankTimer AppVsPersonalTrainer AppStreakOrBurpees ScreenTimeSquats',
    funny:
      'OneStarAppReviews AppThatShouldExist ThirtyUnusedApps GrandpaTriesTheApp ReadTheAppTerms AppUpdatePanic',
    prank:
      'AppIconSwap HomeScreenMakeover AutocorrectNicknames ComplimentAppNames SecretAppWallpaper HiddenAppLoveNote',
    educational:
      'HowAppsAreMade LanguageAppStreak AppPrivacyCheckup BuildYourFirstApp GuessTheAppIcon HowFreeAppsPay',
    cooking:
      'AppPlansMyMeals LeftoverRecipeFinder KitchenTimerApps AppVsGrandmaCooking FridgeScanAppDinner ViralFoodHackTest',
    travel:
      'TranslateAppMenuTest AppGuidedCityTour AppHiddenGems LetTheAppPlanMyDay NoAppsAbroad OfflineMapChallenge',
    fashion:
      'AppStylesMyOutfit VirtualTryOnTest AppThriftFinds AppVsStylistFaceOff AppPicksMyColors ResaleListingGlowUp',
    wellness:
      'AppFreeSunday HabitTrackerStreak AppScreenTimeAudit GrayscalePhoneMode DeleteOneAppToday CalmAppShowdown',
    speed:
      'AppBuildInADay GuessTheIconFast DeleteTenAppsTimer FindThatAppIn5 AppFolderSortDash FastestThumbsAlive',
    music:
      'AppMadeThisBeat AppLoopStation GarageBandJam SongFromOneApp AppSoundsSymphony NotificationRemix',
    art: 'AppIconRedesign AppPixelEditor HomeWidgetDesign DrawYourDreamApp AppVsPaperSketch FingerPaintAppDare',
    pet: 'AppTranslatesMyDog AppGuessesMyPetsBreed CatGameAppTest HomeAloneCamApp WalkiesAppStreak LaserPointerAppPlay',
    gaming:
      'AppGameHighScore AppPuzzleDaily AppTriviaDuel PocketArcadeLeague AppStoreTopTenRun OfflineAppAdventure',
  },
  sidewalk: {
    dance:
      'SidewalkMoonwalk CurbsideFreestyle DontStepOnTheCracks SidewalkChalkFootwork PavementPoppin SidewalkTapDance',
    fitness:
      'SidewalkCrackHops ChalkAgilityLadder SidewalkCurbStepUps SidewalkSquatSquares PavementPowerWalk HopscotchHIIT',
    prank:
      'SidewalkChalkMessages SidewalkKindnessRocks ComplimentEveryBlock SidewalkFakePuddle FollowTheArrowsGift PavementPortal',
    educational:
      'SidewalkChalkMath SidewalkAntHighway SidewalkShadowClock WhySidewalksHaveGaps SidewalkFossilHunt HowConcreteCracks',
    cooking:
      'SidewalkChalkCookies SidewalkLemonadeStand SidewalkBakeSale PavementPicnic StreetCornCart CurbsideTacoNight',
    travel:
      'SidewalkCafeTour SidewalkArtFestival SidewalkStarsHollywood SidewalkMosaicsLisbon CobblestoneQuest ManholeCoverHunt',
    fashion:
      'SidewalkFitCheck SidewalkStreetStyle SidewalkSneakerDrop PavementCatwalk MatchTheChalkArt OutfitMeetsMural',
    wellness:
      'SidewalkGratitudeNotes SidewalkMindfulWalk SidewalkSunsetLap PavementDaisyHunt ChalkAffirmations CracksWhereFlowersGrow',
    speed:
      'SidewalkHopscotchRace SidewalkScooterSlalom CurbToCornerDash PavementChalkBlitz SidewalkJumpRopeRelay DontStepOnACrack',
    music:
      'SidewalkBuskerJam SidewalkChalkPiano SidewalkBucketDrummer PavementFootstepBeat WalkingOnSunshineCover CurbsideCrooner',
    art: 'SidewalkChalkMural SidewalkLeafPrints SidewalkPaintedRocks PavementIllusion3D TraceYourShadow CrackMonsterDoodles',
    tech: 'SidewalkTimeLapse SidewalkStepCounter SidewalkRobotDelivery SidewalkDroneView ChalkArtComesAlive ThenAndNowStreets',
    pet: 'SidewalkPetPortrait SniffWalkAdventure CatOnTheStoop HotPavementPawTest SidewalkPuppyTraining SidewalkGreeterDog',
    gaming:
      'ChalkDrawnMaze SidewalkFourSquare SidewalkMarbleRun SidewalkTicTacToe DrawAMarioLevel GiantPavementLudo',
  },
  'police car': {
    dance:
      'PoliceCarLightsGroove WeeWooBop PoliceCarFlashFreeze PoliceCarSirenSpin PoliceCarConga RedAndBlueShuffle',
    fitness:
      'SirenSquatJumps PoliceCarFlashLunges PoliceCarPatrolLaps PoliceAcademyBootCamp PoliceCarPlankStakeout CruiserCrunches',
    prank:
      'PoliceCarBirthday CardboardCruiserReveal PoliceCarWashThanks PoliceStationCookies ToyPoliceCarParade WeeWooBreakfastTray',
    educational:
      'PoliceCarLightsQuiz WhySirensChangePitch PoliceCarWorldColors WhatsInAPoliceCar DopplerWithAPoliceCar WhyPoliceCarsAreFast',
    cooking:
      'PoliceCarCake CruiserCupcakes PoliceCarDonutStack PoliceCarPancakeArt PoliceCarBentoLunch StakeoutSnackBox',
    travel:
      'PoliceCarMuseum VintageCruiserHunt PoliceCarSupercarFleet SpotForeignPoliceCars PoliceStationOpenDay RoadTripCarSpotting',
    fashion:
      'PoliceCarCostume PoliceCarHalloweenFit CruiserStripesLook DressLikeAPoliceCar PoliceBattenburgPrint RedAndBlueColorBlock',
    wellness:
      'PoliceCarThankYou SirenBreathBreak PoliceCarLetThemPass PoliceCarCalmPause PoliceCarPatienceCheck StayCoolBehindTheWheel',
    speed:
      'PoliceCarRampRace SirenToFinishDash PoliceCarLegoBlitz HotWheelsPoliceChase PoliceCarTrackIn60 CopsAndRobbersTag',
    music:
      'PoliceCarSirenRemix WeeWooHarmony PoliceCarChaseTheme RoxanneByThePolice PoliceCarRadioJingle DopplerDrop',
    art: 'PoliceCarClayModel PoliceCarPixelArt PoliceCarPaintedRock CardboardPoliceCar DrawAPoliceCarBlind SirenLightPainting',
    tech: 'PoliceCarRCChase PoliceCarLightsBuild PoliceCarRadarDemo SelfDrivingPoliceCar CodeASirenSound SpeedGunOnMyself',
    pet: 'CruiserPupPatrol PoliceCarDogBadge PoliceCarBoxKitten PoliceCarHowlAlong PoliceCarKittyCosplay BarkAtTheSiren',
    gaming:
      'PoliceCarSpeedrun CopsAndRobbersRun PoliceCarDriftRace RushHourPoliceCar MarioKartPoliceCup SirenSurvivalMode',
  },
  'family photo': {
    dance:
      'SayCheeseShuffle FamilyPhotoFreezeFrame FamilyPhotoTimerBounce StrikeAFamilyPose FamilyPhotoConga GenerationsGroove',
    fitness:
      'FamilyPhotoPlank FamilyPhotoPyramid FamilyPhotoJumpShot PiggybackFamilyPhoto FamilyWallSitPortrait HoldThatPoseWorkout',
    funny:
      'SayCheeseBloopers FamilyPhotoAwkwardEra UncleTakesThePicture FamilyPhotoBlinker FamilyPhotoRemakeDare FamilyPhotoChaos',
    educational:
      'FamilyPhotoRestore HowOldPhotosWereMade FamilyPhotoDatingClues FamilyTreeDetective WhyNoOneSmiledThen GuessTheFamilyDecade',
    cooking:
      'SayCheesePizza FamilyPhotoRecipeBook GrandmasDishRemade EdibleFamilyPortrait FamilyDinnerPhotoShoot FamilyPhotoDayBrunch',
    travel:
      'FamilyPhotoRoadTrip FamilyPhotoSameSpot AncestorVillageVisit FamilyPhotoPostcard FamilyRootsJourney RecreateThePose',
    fashion:
      'MatchingFamilyFits FamilyPhotoNeutrals CoordinatedLayersLook FamilyPhotoDressCode EveryoneInPlaid FamilyPhotoColorClash',
    wellness:
      'FamilyPhotoGratitude AlbumFlipThrough SlowSundayScrapbook FamilyPhotoStoryTime FamilyPhotoCallGrandma FamilyLoveInFrames',
    speed:
      'FamilyPhotoPoseRace SelfTimerSprint TenShotBurst FamilyPhotoInOneTake FamilyLineUpByHeight FamilyPhotoOutfitSwap',
    music:
      'FamilyPhotoSlideshow SayCheeseJingle WeAreFamilyCover FamilyAlbumSoundtrack FamilyPhotoThemeSong FamilyBandPoster',
    art: 'FamilyPhotoCollage FamilyPhotoEmbroidery TreeShadowboxCraft PaintYourFamilyPhoto CartoonYourFamily AlbumToSketchbook',
    tech: 'FamilyPhotoScan FamilyPhotoAIRestore SelfTimerTripod AnimateOldFamilyPhotos ColorizeAFamilyPhoto SelfieStickFamily',
    pet: 'FamilyPhotoDogPose PetPhotobomb FamilyPhotoCatRefuses FamilyPhotoPuppyCenter FurryFamilyPortrait HamsterInTheFrame',
    gaming:
      'FamilyPhotoTrivia FamilyPhotoJigsaw SpotTheDifferenceEdit BabyPhotoGuessGame FamilyPhotoMemoryMatch WhoIsThatFamilyMember',
  },
  glasses: {
    dance:
      'SpecsShuffle GlassesTwirlOff NerdyChicStrut SunglassesOnTheDrop GlassesFlipFreeze GlassesSlideBop',
    fitness:
      'SportsSpecsWorkout GlassesFogProofHIIT GlassesStrapSprints GoggleSwimLaps WillMyGlassesSurvive GlassesBurpeeTest',
    funny:
      'GlassesOnMyHead GlassesFogUpMoment BlurryWorldPOV GlassesWearerProblems GlassesCleanWithShirt WhereAreMySpecs',
    prank:
      'GooglyEyeGlasses GlassesHeartLensReveal GrouchoGlassesFamily SpecsOnEveryStatue EmptyFrameFakeout NoseGlassesDinner',
    educational:
      'HowGlassesWork GlassesRxDecoded LightRefractionLab WhatAnEyeExamChecks WhoInventedGlasses GlassesVsContacts',
    cooking:
      'GlassesFogPastaDrain PretzelGlassesSnack OnionTearsGoggles GlassesFrameWaffles SpecsOnTheCupcakes ChefInGlassesFails',
    travel:
      'GlassesFogUpOnArrival GlassesEyewearMuseum SunglassesBeachHop ThroughMyGlassesTour BuyGlassesAbroad PackSpareSpecs',
    wellness:
      'GlassesEyeBreak GlassesOffPalming FarFocusGazing RestYourSpecs GlassesOffSlowDown BlueLightBedtime',
    speed:
      'GlassesCleanSpeedrun TenFramesOneMinute GlassesTryOnBlitz FindMyGlassesIn10 SpecsSwapRelay FogFreeInFive',
    music:
      'GlassesPushUpOnBeat GlassesNerdRockCover BuddyHollyTribute SunglassesAtNightSing GlassesCaseDrumSolo SpecsKaraoke',
    art: 'GlassesSelfPortrait GlassesFrameDoodle LensDistortPhoto PaintYourSpecs SunglassesReflection WireGlassesSculpture',
    tech: 'SmartGlassesTest GlassesVirtualTryOn GlassesFaceShapeAI DoBlueLightGlassesWork 3DPrintedSpecs AutoFocusEyewear',
    pet: 'GlassesCatSteals PupWithSpecs GlassesDogProfessor SunglassesDoggoSelfie BunnyTinyShades PetInGlassesPortrait',
    gaming:
      'GlassesAvatarMatch GlassesVRHeadsetFit GlassesDetectiveCase SpecsPowerUp NoGlassesHardMode NerdGlassesSpeedrun',
  },
  castle: {
    dance:
      'CastleBallroomWaltz DrawbridgeShuffle CastleJesterJig TurretTwirl BouncyCastleBoogie CastleRoyalEntrance',
    fitness:
      'CastleTowerStairClimb MoatJumpDrills CastleRampartWalk BouncyCastleHIIT StormTheCastleSprint CastleKnightBootcamp',
    funny:
      'CastleRoyalDecrees CastleRealtorParody CastleJesterAudition MyHomeIsMyCastle CastleGhostReaction DrawbridgeKnockJokes',
    prank:
      'CastleRoyalBreakfast CardboardCrownSurprise CastleThroneMakeover BlanketFortCastle KnightedByTheKids SecretCastleInvite',
    educational:
      'WhyCastlesHaveMoats CastleSiegeWeapons HowDrawbridgesWork LifeInACastleQuiz BuildACatapult CastleToiletTruth',
    cooking:
      'CastleMedievalFeast GingerbreadCastle CastleTurretCupcakes SandcastleSundae BuildACakeCastle RoyalRoastDinner',
    fashion:
      'CastleRoyalFit CastleKnightCosplay VelvetCapeLook DressForTheCastleBall QueenOfTheCastleGlam MedievalFaireOutfit',
    wellness:
      'CastleGardenStroll CastleRuinsJournal CastleCourtyardYoga BuildYourInnerCastle DrawbridgeUpDay MoatSideReflection',
    speed:
      'CastleDrawbridgeDash SandcastleSpeedBuild CastleCardTower StormTheCastleIn60 BlanketCastleBlitz CastleMazeEscape',
    music:
      'CastleTrumpetFanfare CastleEchoChant BardBalladCover KingOfTheCastleAnthem CastleMinstrelSong MedievalLuteJam',
    art: 'CastleCardboardBuild SandcastleSculpture CastleStainedGlass DrawYourDreamCastle SugarCubeCastle CastleTapestryWeave',
    tech: 'CastleDroneTour CastleVRWalkthrough CatapultPhysicsSim MinecraftCastleBuild MotorizedDrawbridge AIDesignsMyCastle',
    pet: 'CastleCatFort RoyalPetPortrait PuppyPrincessCrown KingOfTheCastleKitty SandcastleDigDog CastleGuardDoggo',
    gaming:
      'CastleSiegeStrategy CastleTowerDefense CastleKnightsQuest CastlingChessTrick AnotherCastleSpeedrun MinecraftCastleRaid',
  },
  'raking leaves': {
    dance:
      'RakingLeavesTwoStep LeafPileFreestyle AutumnCrunchGroove RakingLeavesMoonwalk DanceLikeNoOneIsRaking RakingLeavesShuffle',
    fitness:
      'RakingLeavesCoreTwist RakingLeavesLunges LeavesCrunchBurpees RakingLeavesHIIT LeafPileLongJump RakeAndRepeat',
    prank:
      'LeafPilePeekaboo RakingLeavesHeartShape CiderOnTheDoorstep SecretNeighborRaking RakingLeavesScarecrow HiddenInTheLeaves',
    educational:
      'RakingLeavesTreeID WhyLeavesChangeColor RakingLeavesOrMulching RakingLeavesCompostLab WhoLivesInALeafPile HowFungiBreakDown',
    cooking:
      'RakingLeavesChili RakingLeavesHotCocoa PumpkinBreadReward LeafPileCookies RakeThenBake RakingLeavesCiderBreak',
    travel:
      'RakingLeavesAtGrandmas FallFoliageRoadTrip NewEnglandAutumn BiggestLeafPileInTown CommunityRakingDay RakingLeavesMapleDrive',
    fashion:
      'RakingLeavesFitCheck FallFlannelLook CorduroyChoreJacket LeafPileLookbook RakingLeavesInStyle RakingLeavesCozyLayers',
    wellness:
      'MindfulRakingLeaves RakingLeavesGratitude SlowAutumnChores LeafPileLayDown LetItFallLikeLeaves RakingLeavesMeditation',
    speed:
      'RakingLeavesRelay FastestBagFill YardClearBlitz LeafPileIn60 RakingLeavesShowdown RakingLeavesTagTeam',
    music:
      'RakingLeavesCrunchBeat RakingLeavesWorkSong AutumnLeavesJazzCover RakingLeavesRakeGuitar LeafPileDrumSolo RustleRhythm',
    art: 'RakingLeavesMandala RakingLeavesRainbow RakingLeavesLandArt LeafPileSculpture FallWreathCraft StampWithLeaves',
    tech: 'RakingLeavesTimelapse RakingLeavesDroneView RakingLeavesStepCount RakeVsBlowerShowdown LeafPileSlowMo AppNamesTheTree',
    pet: 'RakingLeavesPupJump LeafPileZoomies RakingLeavesCatAmbush RakingLeavesAssistant DogUnrakesTheLeaves PuppyVsTheRake',
    gaming:
      'RakingLeavesScoreboard RakingLeavesBossLevel StardewFallChores LeafPileHighScore RakingLeavesSpeedrun AnimalCrossingAutumn',
  },
  snowflake: {
    dance:
      'DriftLikeASnowflake SnowflakeBalletLeap SnowflakeTwirlFall SnowflakeFreezeDance FlurryShuffle BlizzardBoogie',
    fitness:
      'SnowflakeStarJumps CatchTheSnowflake SnowflakeSkiSquats SnowflakeAngelCrunches BlizzardBurpees SnowflakeTuckHops',
    funny:
      'SnowflakeTongueCatch SnowflakeSlowMoDrama SnowflakeMeltedAlready ImASpecialSnowflake FirstSnowflakeReaction NoTwoAlikeFamily',
    prank:
      'PaperSnowflakeAmbush SnowflakeInTheMailbox SnowflakeDeskBlizzard SnowflakeBedroomFlurry SnowflakeStickerTrail IndoorSnowDay',
    educational:
      'WhySixSides HowSnowflakesForm SnowflakeNoTwoAlike GrowASnowflakeCrystal MagnifyASnowflake SnowflakeShapeQuiz',
    cooking:
      'SnowflakePancakes SnowflakeMeringues SnowflakePizzelle PaperSnowflakeTortilla SnowflakeCookieStencil BlizzardHotCocoa',
    travel:
      'FirstSnowflakeWalk SnowflakeSkiLodge SnowflakeIceHotel ChaseTheSnowfall SnowflakeCityLights WinterWonderlandHunt',
    fashion:
      'SnowflakeSweaterFit SnowflakeNailArt SnowflakeEarringsDIY SpecialSnowflakeStyle AllWhiteWinterLook BlizzardChic',
    wellness:
      'SnowflakeBreathing UniqueLikeASnowflake QuietSnowfallWalk WatchOneSnowflakeFall SnowflakeSelfKindness SnowDayStillness',
    speed:
      'SnowflakeSpeedSnip FoldCutUnfoldRace SnowflakeCatchCount TenSnowflakesOneMinute SnowflakeGarlandDash FastestFlurry',
    music:
      'SnowflakeLullaby SnowfallPianoCover SnowflakeMusicBox WaltzOfTheSnowflakes SleighBellSingalong SnowflakeChimeJam',
    tech: 'SnowflakeMacroLens CodeASnowflake 3DPrintASnowflake AIDesignsASnowflake SnowflakeSlowMoFall FractalZoomDare',
    pet: 'PetVsFirstSnowflakes SnowflakeNoseCatch SnowflakeDogZoomies KittyMeetsSnowflakes SnowflakePawPrints SnowDayPupReaction',
    gaming:
      'SnowflakeBuildOff SnowflakeCollectorRun SnowflakeWinterQuest SnowflakeSymmetryDuel IcyLevelSpeedrun FrozenBiomeSurvival',
  },
  'school supplies': {
    dance:
      'SchoolSuppliesShuffle BackToSchoolGroove BackpackStrapSway StationeryStomp SchoolSuppliesStrut CrayonBoxBoogie',
    fitness:
      'SchoolSuppliesWarmUp BinderLiftWorkout TextbookSquatSet BackToSchoolBootCamp StationeryStrength SchoolBagBurpees',
    funny:
      'PencilCaseConfessions SchoolSuppliesVanish GlueStickCapDrama SchoolSuppliesTierList SchoolSuppliesSpeakUp BackToSchoolPanic',
    prank:
      'SchoolSuppliesSwap PencilCaseSurprise EraserCollectionGift GooglyEyeStationery BackToSchoolBagNote SchoolSupplyFairy',
    cooking:
      'PencilPretzelSnacks SchoolSuppliesBento AppleForTheTeacherPie BackToSchoolBakeOff EdibleSchoolSupplies SchoolBusPancakes',
    travel:
      'SchoolSuppliesAbroad StationeryShopTour PencilMuseumVisit SchoolsAroundTheWorld BackToSchoolRoadTrip TokyoPenHunt',
    fashion:
      'SchoolSuppliesHaul KeychainCharmStack MatchYourStationery BackToSchoolFitCheck FirstDayOfSchoolLook BackpackGlowUp',
    wellness:
      'SchoolSuppliesDonation FreshStartDesk NewNotebookFeeling BackToSchoolCalmKit StationeryReset SchoolYearIntention',
    speed:
      'SchoolSuppliesHunt SchoolSuppliesSortDash BookCoverBlitz BackToSchoolPackRace PencilSharpenOff StationeryMinuteToWin',
    music:
      'SchoolSuppliesDrumKit PencilTapRhythm SchoolSuppliesJingle RulerTwangSolo BackToSchoolAnthem StationeryBeatbox',
    art: 'StationeryMakeover SchoolSuppliesPortrait PencilShavingFlowers CrayonMeltCanvas SchoolSuppliesMosaic BackToSchoolBinderArt',
    tech: 'SmartPenReview SchoolSuppliesAppList SchoolSuppliesTechKit BackToSchoolDeskSetup DigitalVsPaperSchool CalculatorGameHack',
    pet: 'SchoolSuppliesPetHaul CatVsPencilCase DogAteMyHomework PuppyFirstDayOfSchool SchoolSuppliesKittyNap SchoolBusPupParade',
    gaming:
      'SchoolSuppliesQuest SchoolSuppliesHangman EraserFlickHockey BackToSchoolBossFight SchoolSuppliesBingo PaperFootballLeague',
  },
  goal: {
    dance:
      'GoalVictoryShimmy GoalFinishLineGroove MilestoneMoonwalk GoalCelebrationCopy GoalGetterGetDown TouchdownTwist',
    fitness:
      'FirstPullUpGoal GoalMileTime GoalPlankMinutes GoalGetterGains ThirtyDayGoalStreak EveryRepCounts',
    funny:
      'GoalsVsReality GoalDayOneEnergy MotivationLastedAnHour MyGoalsByFebruary OwnGoalMoments HobbyGraveyardTour',
    prank:
      'GoalSurpriseParty GoalFinishLineTape GoalMedalAmbush SecretGoalCheerleader TrophyForTheirGoal ConfettiWelcomeHome',
    educational:
      'WhyWritingGoalsWorks GoalProgressGraph PlanningFallacyQuiz MakeYourGoalSMART TinyHabitsBigGoals GoalLineTechExplained',
    cooking:
      'MasterOneRecipe GoalBreadFromScratch PerfectOmeletQuest GoalPostCake FiftyDishGoal GoalGetterGranola',
    travel:
      'GoalFiftyStatesMap GoalSummitHike EveryNationalPark BucketListGoalTrip OneNewCountryGoal GoalLineStadiumTour',
    fashion:
      'OutfitGoalsRecreate GoalGetterFit GoalSewMyOwnDress SuitUpForYourGoal GoalieChicStyle InterviewReadyBlazer',
    speed:
      'GoalIn30Days BeatTheDeadline GoalPomodoroBlitz GoalSprintWeek QuickestGoalInTheYard PenaltyKickCountdown',
    music:
      'GoalFirstOriginalSong GoalAnthem GoalRecitalReady PracticeStreakLog StadiumChantGoal WeAreTheChampionsCover',
    art: 'GoalJournalSpread GoalVisionBoardCollage DailyDrawingStreak HundredSketchGoal ArtGoalOneAWeek DrawYourFutureSelf',
    tech: 'GoalAppShowdown GoalSmartwatchRings HabitStreakWidget CodeYourGoalTracker AIPlansMyGoal PhoneWallpaperGoal',
    pet: 'NewTrickGoal GoalPuppyRecall GoalLooseLeashWalk DogGoalkeeper KittenHighFiveGoal PetPersonalBest',
    gaming:
      'HundredPercentGoal GoalBacklogCleared PlatinumTrophyChase RocketLeagueGoalReel BestVideoGameGoal GoalAchievementHunt',
  },
  'garlic bread': {
    dance:
      'GarlicBreadShuffle ButterBaguetteBop OvenMittTwoStep GarlicGrind GarlicBreadConga DanceForGarlicBread',
    fitness:
      'EarnYourGarlicBread BaguetteLunges GarlicBreadSquatSet GarlicBreadOvenPlank CarbLoadCardio GarlicBreadGains',
    funny:
      'GarlicBreadObsession GarlicBreadLastSlice MoreGarlicAlwaysReview GarlicBreadMemeReenact MeasureGarlicWithHeart VampireTasteTest',
    prank:
      'ButterBaguetteSurprise GarlicBreadLookalike CheesyToastAmbush GarlicBreadBouquet GarlicBreadCakeReveal GarlicBreadDoorDash',
    educational:
      'GarlicBreadHistory GarlicBreadMaillard HowBaguettesAreShaped WhyGarlicStinks DoVampiresHateGarlic GarlicBreadGlobeTrot',
    travel:
      'GarlicBreadRoadTrip GarlicFestivalVisit GarlicBreadBakeryHop BestGarlicBreadInTown GarlicBreadPassport BruschettaInRome',
    fashion:
      'GarlicBreadDinnerFit BaguetteAccessory CarbLoverTotebag DressLikeGarlicBread GarlicBreadCostumeDIY GarlicBreadColorway',
    wellness:
      'GarlicBreadGratitude GarlicBreadSlowSunday SoupAndToastSelfCare MindfulGarlicBread ShareTheGarlicBread CarbsAreComfort',
    speed:
      'GarlicBreadSpeedrun GarlicPeelRace GarlicBreadButterDash GarlicBreadInFive FastestGarlicCrush OvenToPlateSprint',
    music:
      'GarlicBreadCrunchBeat BaguetteDrumSolo CrustyLoafRap GarlicBreadOperaAria OdeToGarlicBread ThatsAmoreGarlicBread',
    art: 'GarlicBreadClayMini BaguetteStillLife GarlicBreadPopArt GarlicBreadMonaLisa SketchTheCheesePull GarlicBulbInkDrawing',
    tech: 'GarlicBreadCrunchMeter GarlicBreadToasterDuel GarlicBreadThermalCam AirFryerGarlicBread AIRatesGarlicBread SlowMoCheesePull',
    pet: 'GarlicBreadPetCostume BaguettePlushFetch GarlicBreadSqueakyToy GarlicBreadDogBed LoafLikeGarlicBread NoGarlicForFido',
    gaming:
      'BaguetteSwordQuest GarlicBreadTriviaDuel VampireSurvivorsRun GarlicBreadPowerUp GarlicAuraBuild OvercookedGarlicBread',
  },
  friendship: {
    dance:
      'BestieDanceOff FriendshipMirrorMoves BuddyLineChoreo SecretHandshakeFriend FriendshipInSync GalentinesGroove',
    fitness:
      'BestieRunClub BuddySpotterSession HighFivePlankFriends FriendshipSquatSync FriendshipWheelbarrow GalentinesGymDate',
    funny:
      'FriendshipThenVsNow FriendshipInsideJokes WhoWouldSurviveFirst MostLikelyToFriends MomOfTheSquad FriendshipImpressions',
    prank:
      'BestieSurpriseVisit FriendshipMemoryBox FriendshipLetterTrail SecretTwinningFriend GalentinesAmbush OldPhotoRecreation',
    educational:
      'FriendshipQuiz HowWellDoYouKnowMe FriendshipDunbarNumber FriendshipHormoneFacts WhatIsGalentinesDay FriendInTenLanguages',
    cooking:
      'FriendshipBread BestieBakeOff TwoChefsOneRecipe GalentinesBrunch FriendshipDumplingFold FriendsFavoriteDish',
    travel:
      'FriendshipRoadTrip FriendshipGetaway PenPalMeetup VisitAFriendsCity GalentinesWeekendAway TwoBestiesOneMap',
    fashion:
      'BestieMatchingFits FriendshipClosetSwap DressYourFriendLook FriendshipBraceletFlex GalentinesGlam BFFHalfHeartNecklace',
    speed:
      'BestieRelayRace FriendshipGuessInTen SameAnswerBlitz FriendshipBraceletIn60 ThreeLeggedFriendship FinishMySentenceFriend',
    music:
      'FriendshipDuetCover BestieKaraoke CountOnMeSingalong YouveGotAFriendInMe FriendshipAnthem FriendshipHarmonyDare',
    art: 'FriendshipPortraitSwap BestieDrawEachOther MatchingMugPainting FriendshipBraceletDIY GalentinesCardCraft FriendshipZineCollab',
    tech: 'FriendshipPhotoBooth BestieTransitionEdit SharedAlbumThrowback FriendshipYearRecap GalentinesVideoCall AIPaintsMyFriends',
    pet: 'PetFriendshipPlayDate FriendshipWithMyDog FriendshipKittenDuo UnlikelyAnimalFriends BestBudsPuppyPair GalentinesPawParty',
    gaming:
      'FriendshipCoOpRun FriendshipTriviaDuel SplitScreenRematch FriendshipEndingGames GalentinesKartNight BestieMinecraftBase',
  },
  elf: {
    dance:
      'ElfJig JingleBellBounce ElfCurlyToeTwirl ElfYourselfMoves DanceLikeBuddyTheElf SantasHelperShuffle',
    fitness:
      'ElfJumpingJacks ElfWorkshopCircuit ElfPresentLunges ElfOnTheShelfPlank NorthPoleBootCamp ReindeerRunDrills',
    funny:
      'ElfJobInterview ElfUnionMeeting ElfNaughtyListAudit BuddyTheElfImpression SantasWorstElf WhatTheElfSawLastNight',
    educational:
      'ElfMathMission ElfNorseOrigins ElfTolkienVsSanta IcelandsHiddenElves SpotTheElfQuiz ElfScienceExperiment',
    cooking:
      'ElfSizedPancakes ElfHatCupcakes ElfGingerbreadHouse BuddyTheElfSpaghetti FourMainElfFoodGroups SantasWorkshopCocoa',
    travel:
      'ChristmasMarketWalk ElfSantaVillageVisit ElfLaplandTrip ElfOnTheRoad IcelandElfTrail ElfSpottingAbroad',
    fashion:
      'ElfCostumeFit ElfCurlyToeShoes BuddyTheElfCosplay DressLikeAnElf SantasHelperChic ElfEarsLook',
    wellness:
      'ElfKindnessMission ElfGratitudeNote ElfSecretGoodDeed BeYourOwnElf SpreadElfCheer CozyCocoaPause',
    speed:
      'ElfWrapRace StockingStuffSprint ElfBowBlitz ElfHideInTen FindTheElfFast SantasHelperRelay',
    music:
      'JingleBellJam ElfKazooCarol ElfXylophoneTune SingLoudForAllToHear ElfYellAlong BuddyTheElfSingalong',
    art: 'ElfDoorCraft ElfFeltOrnament ElfPaperChain DrawYourselfAsAnElf ClothespinElfArmy ElfPlayDoughFigure',
    tech: 'ElfCaughtOnCamera NorthPoleVideoCall ElfStopMotion ElfYourselfApp AIElfPortrait ElfGreenScreen',
    pet: 'PetGuardsTheElf ElfKittenCuddle ElfPupHelper DogVsElfOnTheShelf FurryLittleElf ElfHatPosePerfect',
    gaming:
      'ElfToyFactoryTycoon ElfHideAndSeekMap ElfSnowballBattle SpotTheElfLevel BuddyTheElfQuest NorthPoleSpeedrun',
  },
  boardwalk: {
    dance:
      'BoardwalkBoogie PierSunsetShuffle SeagullStrut UnderTheBoardwalkDance BoardwalkRollerDisco CarouselTwirl',
    fitness:
      'BoardwalkSunriseJog BoardwalkStairSprints BeachBenchDips PierPlankHold BoardwalkBikeCruise TaffyPullArms',
    funny:
      'TaffyTasteTestFaces BoardwalkFortuneTeller HauntedFunhouseScreams PierSeagullStandoff BoardwalkCaricature BoardwalkClawNemesis',
    prank:
      'BoardwalkPlushSeagull TaffyMysteryFlavor FunnelCakeDelivery BoardwalkNameOnRice BoardwalkPrizeSurprise PierPhotoBoothCameo',
    educational:
      'HowBoardwalkPiersStand BoardwalkCarouselGears WhySeagullsSteal TaffyPullScience MonopolyBoardwalkMath FirstBoardwalkEver',
    cooking:
      'BoardwalkFunnelCake BoardwalkLemonShakeUp ZeppoleSugarDust PierFriesFakeaway BoardwalkCornDogDuel TaffyPullChallenge',
    fashion:
      'PierSunsetLook BoardwalkRetroSwimwear SailorStripesStyle BoardwalkRunway BoardwalkVintageGlam VisorAndShadesSeason',
    wellness:
      'BoardwalkOceanBreath PierSunsetGratitude BoardwalkBenchJournal BoardwalkSunriseStroll OffSeasonBoardwalkCalm ListenToTheWaves',
    speed:
      'BoardwalkSkeeBallBlitz BoardwalkWhackAMole RingTossTimer BoardwalkTicketRush PierArcadeDash TaffyWrapSprint',
    music:
      'BoardwalkBuskerJam PierSunsetSerenade UnderTheBoardwalkCover CarouselMusicRemix BoardwalkArcadeBeats SteelDrumSession',
    art: 'PierPhotoWalk BoardwalkNeonNights CarouselHorseSketch DrawYourOwnCaricature BoardwalkDuskPainting VintageBoardwalkPoster',
    tech: 'BoardwalkTimelapse PierPanoramaShot CarouselLEDRestore BoardwalkNightMode BoardwalkDroneReveal ClawMachineSlowMo',
    pet: 'BoardwalkPupPhotoShoot PierDogSunset HotBoardPawCheck SeagullVsMyPuppy BoardwalkKittyCruise BoardwalkPetParade',
    gaming:
      'BoardwalkPinballRun BoardwalkAirHockey PrizeCounterStrategy MonopolyBoardwalkWin PierArcadeHighScore SkeeBallChampion',
  },
  podcast: {
    dance:
      'MicDropShuffle PodcastOutroGroove PodcastHeadphoneBop PodcastThemeDance PodcastHostMoves StudioChairSpin',
    fitness:
      'PodcastTreadmillHour EpisodeLengthWorkout ListenAndLiftSet PodcastPlankTillAd WalkAndTalkPodcast PodcastStepStreak',
    funny:
      'PodcastWithMyGrandma PodcastAdReadParody PodcastUmCounter ThreeHourRamble EveryPodcasterEver IHaveAPodcastNow',
    prank:
      'PodcastSurpriseGuest PodcastFakeFanMail PodcastMomCallsIn PodcastAboutYou InterviewLikeACeleb StudioConfettiIntro',
    educational:
      'PodcastFactOfTheDay HowToStartAPodcast PodcastScienceMinute ExplainItLikeAPodcast KidsPodcastQuiz AskAnExpertEpisode',
    cooking:
      'PodcastWhileBaking KitchenTalkShow PodcastRecipeRecreate BakeOneEpisodeLong PodcastHostsCookOff PodcastSnackTasting',
    travel:
      'PodcastRoadTrip PodcastCityWalkGuide HistoricSiteAudioTour PodcastOnLocation RecordAtTheLandmark PodcastPassport',
    fashion:
      'PodcastStudioFitCheck PodcastHostStyle LiveShowStageLook PodcastPajamaBottoms PodcastMerchDrip DressForTheMic',
    wellness:
      'CalmPodcastEvening MindfulListeningHour PodcastSleepStories PodcastWalkReset GratitudePodcastDiary SkipThePodcastSilence',
    speed:
      'PodcastLightningRound RapidFireQuestions PodcastEditInAnHour ThirtySecondTake OneMinutePodcast PodcastTwoXListen',
    music:
      'PodcastIntroJingle PodcastOutroLoop ListenerRequestCover MicCheckOneTwoBeat PodcastTurnedSong AutotuneThePodcast',
    art: 'PodcastCoverArt SketchTheEpisode WaveformPrint PodcastGuestCaricature PodcastDoodleNotes PodcastPosterRedesign',
    pet: 'PetPodcastInterview PodcastDogCoHost PodcastCatOnTheMic PodcastPawsForAds BarkingDuringRecording HamsterOnAir',
    gaming:
      'PodcastGameDebate PodcastCoopPlaythrough LorePodcastDeepDive PodcastTierList LetsPlayPodcast CommentateMyRun',
  },
};
