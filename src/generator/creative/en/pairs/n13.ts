import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  screwdriver: {
    dance:
      'DoTheScrewdriverTwist ScrewdriverRobotMoves HandymanScrewdriverStrut ScrewdriverLipSync ShopScrewdriverShuffle ScrewdriverFreezeDance ScrewdriverWristRoll ToolbeltScrewdriverBop',
    fitness:
      'ScrewdriverWristCurls PlankingScrewdriverFix HundredScrewdriverTurns LowShelfScrewdriverSquats ScrewdriverToolboxCarry WallSitScrewdriverJob ScrewdriverGripStrength LungeForTheScrewdriver',
    funny:
      'ButterKnifeScrewdriver WrongScrewdriverAgain WhereIsMyScrewdriver ScrewdriverOneMoreTurn FlatPackScrewdriverFail ScrewdriverWasInMyPocket DadHandsMeTheScrewdriver ScrewdriverTooSmall',
    prank:
      'GooglyEyeScrewdriver ToyScrewdriverSwap HideTheScrewdriver ScrewdriverSecretFix TinyScrewdriverHandoff CardboardGiantScrewdriver ScrewdriverNoteTrail ScrewdriverRibbonBow',
    cooking:
      'ScrewdriverPanHandleFix PretzelScrewdrivers ScrewdriverSugarCookies HandymanScrewdriverLunch ScrewdriverToolboxCake FondantScrewdriver ScrewdriverCabinetKnob WobblyTableScrewdriver',
    travel:
      'PackTheScrewdriver CanAScrewdriverFly ScrewdriverSuitcaseWheel CampsiteScrewdriverFix BikeTripScrewdriver ScrewdriverRoadKit HardwareStoreScrewdriver FleaMarketScrewdriverHunt',
    fashion:
      'ScrewdriverToolbeltLook OverallsAndScrewdriver TinyScrewdriverGlassesFix ScrewdriverWatchStrapSwap MatchMyScrewdriverHandle WorkwearScrewdriverFit ScrewdriverPocketStyle ShopClassScrewdriverChic',
    wellness:
      'MindfulScrewdriverTurns OneSmallScrewdriverWin ScrewdriverSqueakFree ScrewdriverHandStretch SundayScrewdriverReset CalmScrewdriverFix ScrewdriverBreathCount CozyCornerScrewdriver',
    speed:
      'QuickScrewdriverQuiz ScrewdriverBitSwapRace ScrewdriverMemoryFlash ScrewdriverBatteryDash ScrewdriverHeadMatchUp ToolboxTidyScrewdriver SpeedSketchAScrewdriver PegboardScrewdriverHang',
    music:
      'ScrewdriverJarChimes ToolboxScrewdriverBeat ScrewdriverHumAlong HandymanScrewdriverRap ScrewdriverWorkSong ClickClackScrewdriver BeatboxTheScrewdriver SingToYourScrewdriver',
    art: 'ScrewdriverStringArt StampWithAScrewdriver ScrewdriverClayPatterns DrawAScrewdriverBlind PaintedScrewdriverHandle ScrewdriverStillLife ToolboxScrewdriverSketch ScrewdriverRobotSculpture',
    tech: 'ScrewdriverMacroPhoto ScrewdriverRemoteRescue TinyScrewdriverController OldKeyboardScrewdriver ScrewdriverBuildTimelapse ScrewdriverPhoneStand FlashlightScrewdriverHunt AskAIWhichScrewdriver',
    pet: 'ScrewdriverCatTreeBuild BirdFeederScrewdriverFix RaisedBowlScrewdriver ScrewdriverCrateTuneUp HamsterHomeScrewdriver ScrewdriverWindowPerch ScrewdriverDogRamp BunnyHutchScrewdriver',
    gaming:
      'ScrewdriverHeadMatch BlindfoldScrewdriverGuess ScrewdriverCharades HideAndSeekScrewdriver ScrewdriverBuildOff ScrewdriverTriviaNight RealOrToyScrewdriver MarbleRunScrewdriver',
  },
  'fruit salad': {
    dance:
      'FruitSaladConga ShakeTheFruitSaladBowl FruitSaladFreezeDance FruitSaladSamba TossAndTwistFruitSalad FruitSaladMoveMix GrapeStompFruitSalad KitchenDiscoFruitSalad',
    fitness:
      'EarnYourFruitSalad FruitSaladCircuit MelonCarryFruitSalad FruitSaladPlankPass PostRunFruitSalad FruitSaladLungeWalk JumpingJackFruitSalad ReachForTheFruitSalad',
    funny:
      'FruitSaladHoneydewLeft TomatoInTheFruitSalad FruitSaladTierList NarrateMyFruitSalad PickyEaterFruitSalad FruitSaladPuppetShow FineDiningFruitSalad DadMadeFruitSalad',
    prank:
      'FruitSaladFlowerBouquet SmileyFaceFruitSalad SecretFruitSaladDelivery FruitSaladHiddenMessage FruitSaladBreakfastAmbush GooglyEyedFruitSalad SingingFruitSaladWaiter FruitSaladInTheCookieJar',
    educational:
      'FruitSaladFractions FruitSaladBrowningTest FruitSaladSinkOrFloat FruitSaladInSpanish MapMyFruitSalad BerryOrNotFruitSalad CountTheSeedsFruitSalad VitaminHuntFruitSalad',
    travel:
      'LocalMarketFruitSalad PickYourOwnFruitSalad FarmStandFruitSalad BeachDayFruitSalad FruitSaladRoadCooler FruitSaladWorldTour FruitSaladPicnicSpot HotelBreakfastFruitSalad',
    fashion:
      'FruitSaladPrintOutfit SquadFruitSaladCostume ColorBlockFruitSalad FruitSaladEarrings TropicalFruitSaladShirt FruitSaladHeadpiece RainbowFruitSaladNails PicnicDressFruitSalad',
    wellness:
      'MindfulFruitSalad FruitSaladGratitudeBowl FiveSensesFruitSalad FruitSaladSlowMorning SundayResetFruitSalad FruitSaladBalconyBrunch EatTheRainbowFruitSalad JournalAndFruitSalad',
    speed:
      'NoKnifeFruitSalad FruitSaladColorMatch MelonBallerFruitSalad FruitSaladSortOff TeamFruitSaladRelay OrangePeelFruitSalad FruitSaladSpoonWalk FruitSaladGrapePick',
    music:
      'SingYourFruitSalad FruitSaladBeatbox BowlDrumsFruitSalad RapBattleFruitSalad FruitSaladJingle RhymeTimeFruitSalad FruitSaladOpera KitchenBandFruitSalad',
    art: 'FruitSaladStillLife FaceFromFruitSalad FruitSaladMandala WatercolorFruitSalad FruitSaladStamps ClayFruitSaladMini SketchYourFruitSalad RainbowSwirlFruitSalad',
    tech: 'FruitSaladTimelapse AskAIForAFruitSalad FruitSaladStopMotion SlowMoFruitSaladToss OverheadCamFruitSalad FoodPhotoFruitSalad VoiceAssistantFruitSalad FruitSaladPortraitMode',
    pet: 'NoGrapesFruitSalad ParrotFruitSaladFeast PupsicleFruitSalad DogSafeFruitSaladCup HamsterSizedFruitSalad TortoiseFruitSaladLunch GuineaPigFruitSaladBite BunnyTreatFruitSalad',
    gaming:
      'FruitSaladSeatSwap BlindfoldFruitSaladGuess FruitSaladBingo FruitSaladMemoryMatch TicTacToeFruitSalad FruitSaladCharades RollTheDiceFruitSalad HotPotatoFruitSalad',
  },
  'polka dots': {
    dance:
      'PolkaDotSockHop RetroPolkaDotJive PolkaDotSkirtTwirl StepOnlyOnPolkaDots PolkaDotDuet FreezeOnAPolkaDot PolkaDotShoulderShimmy DiscoBallPolkaDots',
    fitness:
      'TapEveryPolkaDot PolkaDotJumpGrid PolkaDotsPlankReach ColorCallPolkaDots PolkaDotLungeTrail BeanbagPolkaDotToss PolkaDotFootworkLadder OneRepPerPolkaDot',
    funny:
      'PolkaDotCamouflage TwinningGrandmaPolkaDots TooManyPolkaDots DadWearsPolkaDots ConnectThePolkaDots PolkaDotNewsAnchor PolkaDotSlowMoReveal DalmatianOrPolkaDots',
    prank:
      'PolkaDotsBreakfastPlate PolkaDotFridgeMakeover BananasWithPolkaDots SecretPolkaDotSocks PolkaDotPillowSwap MirrorPolkaDotMessage KeyboardPolkaDots WindowPolkaDotClings',
    educational:
      'PolkaDotDanceCraze PolkaDotOpticalIllusion HalfDropPolkaDots EstimateThePolkaDots PolkaDotsInNature ColorMixingPolkaDots PolkaDotMultiplication GeometryOfPolkaDots',
    cooking:
      'HiddenPolkaDotCake BlueberryPolkaDotPancakes PepperoniPolkaDotPizza PolkaDotSugarCookies PolkaDotMacarons PolkaDotSmoothieBowl PolkaDotBentoBox ChocoChipPolkaDots',
    travel:
      'PolkaDotCityHunt PolkaDotSuitcase PolkaDotPicnicBlanket PolkaDotBeachUmbrella LadybugPolkaDotHike VintageMarketPolkaDots PackOnlyPolkaDots TrainWindowPolkaDots',
    wellness:
      'PolkaDotMandalaStones BreatheOnEachPolkaDot PolkaDotHabitTracker PolkaDotPajamaDay PolkaDotDoodleCalm SlowSundayPolkaDots TeaForOnePolkaDots KindNotePolkaDots',
    speed:
      'HowManyPolkaDotsIn60 PolkaDotStickerDash FingertipPolkaDotRace QuickChangePolkaDots PolkaDotSockMatchUp PolkaDotBalloonPop PolkaDotMemoryFlash BeatTheBuzzerPolkaDots',
    music:
      'PolkaDotSheetMusic PlayThePolkaDots PolkaDotBeatGrid ColorNotePolkaDots PolkaDotKaraokeNight MatchingPolkaDotBand PolkaDotRhythmCards SingAPolkaDotScale',
    art: 'CottonSwabPolkaDots PolkaDotFingerprints BubbleWrapPolkaDots PolkaDotPointillism PolkaDotMugMakeover BottleCapPolkaDots PolkaDotSelfPortrait RainbowPolkaDotCanvas',
    tech: 'PolkaDotPhoneWallpaper PolkaDotSpreadsheetArt StopMotionPolkaDots AskAIForPolkaDots PolkaDotMoireTest PolkaDotCaseDesign DrawPolkaDotsInAnApp TimelapsePolkaDotWall',
    pet: 'PolkaDotTargetTraining PolkaDotTreatHunt PolkaDotPetBed PaintedPolkaDotBowl NapOnAPolkaDotBlanket SniffMatPolkaDots PawPrintPolkaDots PolkaDotsFetchBall',
    gaming:
      'PolkaDotHopscotch SpotTheOddPolkaDot PolkaDotBingoCard PolkaDotCheckers ColorDicePolkaDots PolkaDotMemoryGame FloorIsLavaPolkaDots TiddlywinksPolkaDots',
  },
  pitcher: {
    dance:
      'PitcherWindupGroove SeventhInningPitcher PitcherStrikeoutStrut PitcherHandSignals BullpenPitcherBop PitcherMoundMoonwalk LemonadePitcherShuffle DugoutPitcherDuet',
    funny:
      'PitcherStareDown ShakeOffLikeAPitcher LongestPitcherWindup EmptyPitcherInTheFridge PitcherRitualsAtHome DadThinksHesAPitcher SportscastThePitcher GrandmasPitcherCollection',
    prank:
      'ConfettiPitcherPour GooglyEyePitcher PitcherFullOfLemons PitcherFridgeNote PitcherWithTinyHat SurpriseLemonadePitcher RubberDuckInThePitcher PingPongBallPitcher',
    educational:
      'PitcherCurveballScience LearnAPitcherGrip HowManyCupsInAPitcher PitcherFractionPour PitcherRulesQuiz PitcherDensityLayers StrikeZonePitcherMath WhatDoesAPitcherSignal',
    cooking:
      'FreshLemonadePitcher PitcherPancakeBatter InfusedWaterPitcher PitcherIcedTea AguaFrescaPitcher PitcherMocktailBar PitcherSmoothieParty HorchataInAPitcher',
    travel:
      'BallparkPitcherTour SpringTrainingPitcher BullpenSeatsPitcher PicnicPitcherPour CampPitcherSunTea FarmersMarketPitcher RoadsideDinerPitcher BeachHousePitcher',
    fashion:
      'PitcherUniformLook PitcherCapTilt VintagePitcherJersey PitcherStirrupSocks GameDayPitcherFit ThriftedPitcherJacket PitcherEyeBlack TeamColorsPitcher',
    wellness:
      'PitcherBreathingReset CucumberPitcherSips PitcherVisualization PitcherShoulderStretch MintPitcherSelfCare CalmLikeAPitcher SlowPourPitcher SunTeaPitcherPause',
    speed:
      'FillThePitcherRace PitcherPourRelay TenStrikesPitcher FastestPitcherInTheHouse PitcherKnockdownCups PitcherThirtySecondDrill LemonadePitcherDash FifteenSecondPitcher',
    music:
      'PitcherWalkUpSong PitcherJugBand PitcherPourScale PitcherChantAlong BallparkOrganPitcher StrikeoutAnthemPitcher CupSongPitcher KazooForThePitcher',
    art: 'PitcherStillLife FlowersInAPitcher PitcherWindupSketch ClayPitcherMini PitcherBaseballCard PitcherSilhouetteArt GlassPitcherReflections PaintedPitcherMakeover',
    tech: 'PitcherRadarApp PitcherSlowMoWindup PitcherHighlightReel PitcherStatsSheet AIRatesMyPitcherForm MotionTrailPitcher RefillReminderPitcher SplitScreenPitcher',
    pet: 'PitcherAndRetriever FreshBowlFromPitcher SoftTossPitcherPup TennisBallPitcherFetch CuriousCatPitcherPour PitcherParkPlaydate BackyardPitcherAndDog WalkiesWaterPitcher',
    gaming:
      'SockBallPitcherDuel TicTacThrowPitcher PerfectGamePitcher FantasyPitcherDraft PitcherTargetBoard TrickShotPitcher NineInningPitcher GuessTheCupsPitcher',
  },
  clipboard: {
    dance:
      'DanceJudgeClipboard ClipboardChoreographer ClipboardStepChart DrillTeamClipboard ClipboardFanDance ClipboardAuditionTape OfficeClipboardShuffle CoachClipboardCountIn',
    fitness:
      'GymClassClipboardTest ClipboardRepTally ClipboardBootCamp PersonalTrainerClipboard ClipboardCircuitCard ClipboardWeeklyProgress SquatDepthClipboard BalanceAClipboard',
    prank:
      'ClipboardRoomInspection SillySurveyClipboard ClipboardPizzaPetition ClipboardSignForHugs ClipboardPopQuiz HallMonitorClipboard GoldStarClipboard SecretTallyClipboard',
    educational:
      'ClipboardNatureSurvey ClipboardWeatherLog ClipboardSpellingBee ClipboardInterviewGrandma TallyMarksClipboard FieldResearchClipboard FlashcardsOnAClipboard HypothesisClipboard',
    cooking:
      'ClipboardTasteTest WeekOfMealsClipboard HomeDinerClipboard BakeOffJudgeClipboard ClipboardPrepList ClipboardPantryCount ClipboardChefCritic RecipeSwapClipboard',
    travel:
      'ClipboardTourGuide PackingListClipboard ClipboardItinerary LandmarkTallyClipboard CampCounselorClipboard ClipboardHotelReview TrailJournalClipboard ClipboardAirportSpotter',
    fashion:
      'ClipboardStylist BackstageClipboardLook RunwayJudgeClipboard ClipboardOutfitPlanner BossClipboardFit ClipboardCapsuleWardrobe ClipboardFabricMakeover UniformDayClipboard',
    wellness:
      'GratitudeClipboard ClipboardMoodCheckIn DailyHabitsClipboard ClipboardWorryDump ClipboardBedtimeJournal KindnessTallyClipboard ClipboardWaterTracker DoodleBreakClipboard',
    speed:
      'ClipboardChoreSprint ClipboardStopwatchRelay ClipboardSignatureHunt ClipboardTimedQuiz CopyPasteClipboardDash OneMinuteClipboardTally FastestClipboardSketch BeatTheWhistleClipboard',
    music:
      'ClipboardDrumSolo SetlistOnAClipboard ClipboardLyricSheet ConductorClipboard ClipboardSnapBeat KaraokeSignUpClipboard ClipboardSongRequests WriteAJingleClipboard',
    art: 'ClipboardSketchWalk CourtroomArtistClipboard PaintedClipboardMakeover ClipboardBlindContour LeafRubbingClipboard ClipboardComicStrip ClipboardCollage PortraitSittingClipboard',
    tech: 'WhatsOnYourClipboard ClipboardHistoryHack PhoneToLaptopClipboard PaperVsAppClipboard ClipboardVideoStand ClipboardQRCode ScanMyClipboardNotes ClearYourClipboard',
    pet: 'ClipboardTrickTally PuppyReportClipboard ClipboardCatAudit ClipboardWalkLog FeedingChartClipboard DogShowJudgeClipboard GoodBoyAwardClipboard ClipboardNapTracker',
    gaming:
      'ClipboardScoreKeeper DungeonMasterClipboard BingoCallerClipboard ClipboardTriviaHost ClipboardSpyMission DetectiveGameClipboard ClipboardScavengerList QuizShowClipboard',
  },
  buckle: {
    dance:
      'BuckleUpLineDance BigBuckleBoogie RodeoBuckleStrut ClickTheBuckleBeat BootScootinBuckle BuckleShineShimmy CowboyBuckleTwoStep BuckleHipSway',
    fitness:
      'BuckleDownBurpees BuckleUpForLegDay BuckledBackpackRuck ChampionBuckleCircuit SquatAndBuckleShoes SandalBuckleHike StrapAndBuckleSprints BuckleHoldPlank',
    funny:
      'StuckBuckleStruggle AirportBuckleBeep DadsRodeoBuckle GiantCardboardBuckle BuckleRevealSlowMo BuckleShoesInAHurry BuckleBrag BackwardsBuckleDay',
    prank:
      'GiantBuckleSwap GooglyEyeBuckle BackpackBuckleNote ChampionBuckleAward SmileyStickerBuckle SneakyBuckleTwinning JingleBellBuckle TreasureUnderTheBuckle',
    educational:
      'WhySeatbeltBucklesClick FirstShoeBuckleLesson BuckleVsLaces BuckleMagnetTest BuckleOrClaspQuiz BuckleLeverPhysics CountingBuckleRhyme HowKnightsBuckledUp',
    cooking:
      'BlueberryBuckleCake PeachBuckleBake BuckleVsCobbler CrumbToppedBuckle GrandmasBuckleRecipe BuckleUpForBrunch RaspberryBuckleBars OneBowlBuckle',
    travel:
      'BuckleUpRoadTrip RodeoBuckleOuting SouvenirBuckleCollection SecurityLineBuckleHack HipBeltBuckleHike TakeoffBuckleSelfie FleaMarketBuckleFind WesternTownBuckleTour',
    wellness:
      'YogaStrapBuckleStretch BackpackBucklePosture PolishABuckleSlowly BuckleYourSandalsStroll WatchTheBuckleRise ComfyNoBuckleDay RoadTripBuckleBreak BuckleDownFocus',
    speed:
      'BuckleUpSpeedrun ShoeBuckleRace BuckleVsLacesShowdown BeltBuckleSwapDash BuckleBlindfoldTrial BackpackBuckleSprint BuckleRelay TenSecondBuckle',
    music:
      'BuckleClickBeat OneTwoBuckleMyShoeSong BuckleJingleJangle CountryBuckleBallad BootStompBuckle KeyringBuckleShaker YodelForABuckle WashboardBuckleBand',
    art: 'DesignYourOwnBuckle ClayBuckleSculpt BuckleRubbingArt RhinestoneBuckleBling BuckleMacroDrawing CardboardBuckleCraft WesternBuckleSketch BuckleShadowPrint',
    tech: 'BuckleMacroPhoto AIDesignsMyBuckle BuckleSlowMoClick BuckleStopMotion ProductShotBuckle DrawABuckleInAnApp ReverseVideoBuckle ScanABuckleIn3D',
    pet: 'HarnessBuckleCheck BuckleUpThePup BreakawayBuckleCollar TwoFingerBuckleFit StandStillBuckleTrick CatCarrierBuckle BuckleAndGoWalkies BuckleColorMatch',
    gaming:
      'GameNightBuckleTrophy BuckleMemoryMatch BuckleHideAndSeek FeelTheBuckleGuess BuckleTriviaRodeo SpinABuckleTop BuckleFlickHockey CollectorBuckleBingo',
  },
  beans: {
    dance:
      'JumpingBeanDance CoolBeansStrut FullOfBeansBounce BeanstalkClimbMoves BeanShakerSamba BeanBagHeadBalance SpillTheBeansShuffle MagicBeansMoonwalk',
    fitness:
      'BeanCanCurls JumpingBeanJacks BeanSproutStretch BeanBagSquatPass BeanCountSitUps FullOfBeansCardio GroceryBeansCarry MagicBeanstalkReach',
    funny:
      'SpillTheBeansStorytime MagicBeansTradeSkit HumanBeanMoments BeansForBreakfastReaction EveryMealHasBeans CanOpenerBeansDrama BeanCountingDad CoolBeansGrandma',
    prank:
      'MagicBeanSurprise BeanMosaicMessage PaperBeanstalkDoor BeanSproutInTheMug BeanCanPiggyBank BeanBagChairSwap TinyBeanPeopleInvasion SpillTheBeansFakeout',
    educational:
      'BeanInAJarSprout BeanSeedDissection BeanCountingMath BeansAroundTheWorld NameTenBeans WhichWayDoBeansGrow SoakedVsDryBeans IsItReallyABean',
    travel:
      'CoffeeBeanFarmTour BeansOnToastLondon OneBeanDishPerCity CocoaBeanTastingTrip LocalMarketBeanHaul HikersBeanBurrito JellyBeanFactoryVisit ChiliBeanCookoffDay',
    fashion:
      'JellyBeanPastelFit BeanSproutHairClip DriedBeanNecklace CoffeeBeanBrownLook CoolBeansOutfit BeanStampedTote BlackBeanMonochrome BeanCounterChic',
    wellness:
      'BeanBagBellyBreaths BeanSproutGratitude CozyBeanSoupNight MindfulBeanSorting BeanPlantCheckIn SlowCookedBeansSunday KindnessBeanJar GreenBeanGardenTime',
    speed:
      'ChopstickBeanTransfer BeanSortingRace BeanCanStackDash SpoonBeanRelay BeanBagTossBlitz FirstBeanToSprout OneMinuteBeanCount BeanBurritoRollOff',
    music:
      'BeanShakerMaracas DriedBeanRainstick BeanCanPercussion BeanOceanDrum JumpingBeanBeat SpillTheBeansSong CoolBeansJingle BeanTambourinePlate',
    art: 'BeanMosaicPortrait TinyBeanFaces BeanLetterArt JellyBeanSculpture SeedAndBeanCollage BeanstalkMural BeanSproutSketch WatercolorBeanPods',
    tech: 'BeanSproutTimelapse AICountsMyBeans BeanStopMotion BeanMacroShots JellyBeanColorPicker SpreadsheetBeanGrowth DropTheBeansSlowMo GreenScreenBeanstalk',
    pet: 'StringBeanTasteTest WhichBeansArePetSafe BeanBagCatNap FrozenBeanPupsicle BeanstalkScratchingPost RabbitGreenBeanMunch ParrotSproutedBeans BeanSizedTrainingTreats',
    gaming:
      'GuessTheBeansInAJar BeanBagCornhole BeanMancala BeanBingoMarkers SpillTheBeansTruthGame BeanFlickFootball MagicBeanstalkQuest JellyBeanFlavorQuiz',
  },
  'root beer': {
    dance:
      'RootBeerDinerTwist RootBeerPopAndLock RootBeerFloatSway RootBeerBubbleBounce JukeboxRootBeerDance FizzyRootBeerWiggle DriveInRootBeerBop SlurpAndStrutRootBeer',
    fitness:
      'RootBeerFoamPlank RootBeerFizzJumps RootBeerCrateCarry RootBeerRewardRun HikeForRootBeer TwoBottleRootBeerCurl SquatForARootBeerFloat StepGoalRootBeerTreat',
    funny:
      'RootBeerFoamMustache RootBeerSockPuppetChat SnobbyRootBeerReview RootBeerFloatOverflow UnpopularRootBeerTakes DramaticRootBeerSip RootBeerFizzNoseTickle GrandpaRootBeerStories',
    prank:
      'SurpriseRootBeerFloat MessageInARootBeerBottle RootBeerTreasureMap PopUpRootBeerStand RootBeerCoasterNotes FancyWaiterRootBeer RootBeerFridgeTakeover GoldenTicketRootBeer',
    educational:
      'WhyRootBeerFoams DietVsRegularRootBeer RootBeerSpiceDetective RootBeerFloatEruption RootBeerSugarCubes DoesRootBeerGoFlat RootBeerPourAngleTest WhereRootBeerBegan',
    travel:
      'RootBeerStandRoadTrip RootBeerInEveryState RetroDinerRootBeerStop RootBeerPicnicCooler CountyFairRootBeer LocalSodaShopRootBeer RootBeerSouvenirBottle LakesideRootBeerFloat',
    fashion:
      'RootBeerFloatColors CarhopRootBeerLook BottleCapRootBeerPins RootBeerLabelTee RootBeerCoasterEarrings SodaFountainRootBeerApron RootBeerThriftFind RetroRootBeerVisor',
    wellness:
      'SlowSipRootBeerSunset RootBeerPorchNight RootBeerGratitudeToast RootBeerFoamBreath RootBeerMemoryLane CozyRootBeerFloat StargazingRootBeer UnplugWithRootBeer',
    speed:
      'RootBeerFloatBuildRace PourToTheLineRootBeer RootBeerCarhopTrayRun RootBeerCapRelay BeatTheFoamRootBeer SodaFountainRootBeerRush OneMinuteRootBeerStand RootBeerBlindfoldScoop',
    music:
      'RootBeerBottleFlute RootBeerGlassChimes RootBeerFizzBeatbox JukeboxRootBeerKaraoke DooWopRootBeer RootBeerMugDrums CapShakerRootBeer RadioJingleRootBeer',
    art: 'RootBeerFoamArt RootBeerLabelDesign CapMosaicRootBeer PaintWithRootBeer ClayRootBeerFloat RetroRootBeerPoster RootBeerBottleSketch DinerSignRootBeer',
    tech: 'RootBeerFoamSlowMo RootBeerFizzASMR AIDesignsRootBeerLabel RootBeerFloatTimelapse PinEveryRootBeerStand ProductPhotoRootBeer RootBeerTasteTestPoll ReverseRootBeerPour',
    pet: 'PetNamedRootBeer WhyPupsSkipRootBeer RootBeerStandWalkies RootBeerCrateCatFort RootBeerColoredBunny BrownCoatRootBeer PawsAndRootBeerPicnic DogFaceRootBeerLabel',
    gaming:
      'BlindRootBeerTasting RootBeerRingToss RootBeerCapCheckers KnockDownRootBeerBottles RootBeerTriviaNight RootBeerFloatBuildOff FlickFootballRootBeer RetroArcadeRootBeer',
  },
  'bell pepper': {
    dance:
      'BellPepperSalsaDance BellPepperStoplightFreeze BellPepperColorTrio BellPepperCongaLine CrunchBeatBellPepper GardenBellPepperGroove SweetBellPepperStep MarketBellPepperBop',
    fitness:
      'BellPepperColorCircuit CrunchyBellPepperAbs StoplightBellPepperRun GardenBellPepperSquats BellPepperBalanceWalk PlankPassBellPepper OneLapPerBellPepper LungeToTheBellPepper',
    funny:
      'BellPepperBabyInside BellPepperPhoneCall BellPepperSeedExplosion BellPepperSoapOpera WhichBellPepperAmI DadBitesBellPepper GrumpyGreenBellPepper TomatoVsBellPepperDebate',
    prank:
      'BellPepperFridgeFaces BellPepperFlowerBouquet BellPepperRingProposal BellPepperGardenSurprise NoteInsideABellPepper MiniBellPepperArmy CatchThisBellPepper SurpriseBellPepperPicnic',
    educational:
      'IsBellPepperAFruit BellPepperVsOrange GreenToRedBellPepper BellPepperSeedSprout BellPepperLobeMyth ZeroHeatBellPepper BellPepperCrossSection WhereBellPeppersComeFrom',
    travel:
      'BellPepperFarmPicking FarmersMarketBellPepper BellPepperWorldTour RoadsideStandBellPepper BellPepperPicnicPack GreenhouseBellPepperVisit BellPepperHikeSnack CountyFairBellPepper',
    fashion:
      'BellPepperColorBlock TrioBellPepperTwinning BellPepperStampTee BellPepperPrintApron RedCarpetBellPepper MonochromeBellPepper BellPepperPaletteFit GardenerBellPepperLook',
    wellness:
      'WaterYourBellPepper MindfulBellPepperCrunch RainbowPlateBellPepper BellPepperBalconyGarden SlowChopBellPepper WindowsillBellPepper BellPepperSelfCareLunch BellPepperSeedlingJournal',
    speed:
      'BellPepperRingStack BellPepperSortDash BellPepperBasketRelay BellPepperSeedScoopRace ColorCallBellPepper SpoonCarryBellPepper GroceryGrabBellPepper BeatTheBuzzerBellPepper',
    music:
      'BellPepperCrunchBeat VeggieOrchestraBellPepper BellPepperSalsaSong PeterPiperBellPepper BellPepperTrumpet BellPepperStompClap KitchenBandBellPepper HumAlongBellPepper',
    art: 'BellPepperFlowerStamps VeggieFaceBellPepper WatercolorBellPepper BellPepperLanterns ClayBellPepperMagnet BellPepperCharcoalStudy BellPepperSeedMosaic RainbowBellPepperSketch',
    tech: 'PlantAppBellPepper BellPepperGrowTimelapse AIChefBellPepper BellPepperColorPicker SlowMoBellPepperSlice PhoneLightboxBellPepper BellPepperHarvestLog BellPepperMacroLens',
    pet: 'GuineaPigBellPepper RabbitBellPepperCrunch ParrotBellPepperShred DoesMyDogLikeBellPepper BellPepperHayStuffer TortoiseBellPepperBite RedBellPepperPupTreat HamsterBellPepperNibble',
    gaming:
      'PassTheBellPepper BellPepperBowling BellPepperColorBingo RedLightGreenBellPepper BlindTasteBellPepper BellPepperRingToss BellPepperTowerTopple WhoAmIBellPepper',
  },
  hawk: {
    dance:
      'SoarLikeAHawk HawkEyeFreeze TheHawkGlide HawkSwoopStep HawkHeadBobGroove HawkWingspanSway RedTailHawkStrut CirclingHawkSpin',
    fitness:
      'HawkPerchBalance HawkWingArmCircles SwoopingHawkSquats HawkDiveBurpees SupermanHawkSoar HawkTalonGrip HillHikeToHawkWatch QuickAsAHawkDrill',
    funny:
      'MomIsHawkEyed HawkScreechNotEagle WatchingLikeAHawk BackyardHawkDocumentary HawkImpressionContest PigeonThinksItsAHawk FridgeHawkStare HawkWhistleFail',
    prank:
      'HawkShadowPuppetSurprise HawkPosterCookieGuard HawkDrawingInLunchbox HawkCallRingtone PaperHawkOnTheWindow PillowHawkNest OrigamiHawkInvasion PlushHawkOnTheCouch',
    cooking:
      'HawkNestCookies TrailMixForHawkWatch HawkFeatherPiping HawkEyeEggToast RedTailHawkCupcakes BaguetteLongAsAHawk SoupForHawkSpotters HawkTalonBreadsticks',
    travel:
      'HawkMigrationTrip HawkRidgeHike CityHawkSafari HawkRescueCenterVisit TrainRideHawkSpotting HawkFalconryDay SunriseHawkLookout ParkBenchHawkWatch',
    fashion:
      'HawkFeatherPrint HawkWingedLiner BirdwatcherHawkFit RedTailHawkPalette SoaringHawkCape HawkBrownKnitBeanie VintageHawkTee HawkSpotterVestLook',
    wellness:
      'SkyGazeForHawks HawkWingBreathing HawkPerchStillness HawkEyeScreenBreak QuietHawkWalk HawkSightingsJournal SunsetHawkSit CircleLikeAHawkStretch',
    speed:
      'HawkEyeSpotTheDiff FirstToFindAHawk HawkSwoopRelay ThirtySecondHawkSketch HawkOrigamiRace HawkNestBuildDash LightningRoundHawk BeatTheHawkDive',
    music:
      'HawkCallAndResponse HawkScreechRemix HandWhistleHawk ScoreAHawkFlight HawkCryOnRecorder SoaringHawkBallad BirdsongHawkBeat HawkKazooSolo',
    art: 'HawkSilhouetteCutout HawkEyeCloseUp OrigamiHawkFold HawkWingspanMural ClayHawkModel HawkWatercolorSky DrawAHawkInFlight PaperPlateHawkMask',
    tech: 'HawkSoundIDApp HawkSoaringSlowMo PhoneZoomHawkShot TrackHawksOnline DigiscopeAHawk AskAIHawkOrFalcon HawkSightingsSheet HawkScreechRingtone',
    pet: 'HawkSafeBackyard CatTVHawkVideo HawkProofBunnyRun DogWalkHawkSpotting KittyHawkStare HawkEyedPuppyPhoto ChickenCoopHawkNet WindowPerchHawkView',
    gaming:
      'HawkAndMiceTag ISpyWithHawkEyes PaperHawkGliderContest SpotAHawkBingo WhoKnowsHawksTrivia HawkMemoryCards SketchAndGuessHawk HawkSpotterLeaderboard',
  },
  canyon: {
    dance:
      'CanyonEchoClap CanyonCactusArmsGroove CanyonBootScoot WiggleLikeACanyonLizard TrailheadCanyonTwirl DesertCanyonShuffle CampNightCanyonJig CanyonHoedown',
    fitness:
      'CanyonSwitchbackClimb CanyonBackpackRuck CanyonTrailJog DailyCanyonStepCount TrainForCanyonHike HikersCanyonStretch WalkTheCanyonFloor CanyonLungeLadder',
    funny:
      'CanyonEchoArgument TourGuideSpoofCanyon DadRatesTheCanyon BadJokesForTheCanyon CanyonTrailMixRanking CanyonNarratorVoice WhichCanyonIsThis CanyonSizeReaction',
    prank:
      'HumanCanyonEcho CanyonTripReveal CanyonViewOutTheWindow GreenScreenCanyonCall PostcardFromTheCanyon CouchCushionCanyon CanyonMapTreasureHunt SecretCanyonSlideshow',
    educational:
      'SandTrayCanyonErosion CanyonLayersInAJar GorgeOrCanyon TimeTheCanyonEcho CanyonAgeTimeline CanyonTopoMapSkills CanyonVsValley WhoLivesInACanyon',
    cooking:
      'CanyonLayerDip StripedCanyonCake CanyonSunsetSmoothie HikersCanyonLunchbox CanyonTrailMix SouthwestCanyonBowl WrapsWithACanyonView NoCookCanyonCampMeal',
    fashion:
      'CanyonTrailOutfit TerracottaCanyonTones DesertCanyonBoho LayerUpForTheCanyon CanyonSunHatLook CanyonBandanaStyle CanyonBootsBreakIn RustAndSandCanyonFit',
    wellness:
      'CanyonQuietMinute CanyonSunriseStillness CanyonDigitalDetox GratitudeAtTheCanyon StargazingCanyonNight BreatheWithTheCanyon CanyonJournalPage SlowWalkCanyonFloor',
    speed:
      'CanyonJigsawSprint PackForTheCanyonFast CanyonEchoCountdown CanyonPostcardBlitz SandboxCanyonCarve CanyonQuizBuzzer QuickCanyonPanorama TrailSnackCanyonDash',
    music:
      'CanyonEchoHarmony CanyonYodel CanyonRoadTripPlaylist StarryCanyonCampSongs CowboyCanyonBallad CanyonHandDrumBeat RecordTheCanyonWind OneTwoCanyonMicCheck',
    art: 'SandArtCanyonJar CanyonWatercolor CanyonSketchbookHike LayeredPaperCanyon CanyonPanoramaCollage ChalkPastelCanyon ClayCanyonDiorama CanyonPostcardDesign',
    tech: 'CanyonPanoramaMode CanyonSunsetTimelapse VirtualCanyonTour OfflineMapCanyonTrail StarAppCanyonNight CanyonEchoSoundMeter AskAIForACanyonTrip CanyonHyperlapseHike',
    pet: 'DogFriendlyCanyonTrail CanyonWaterBreakForPups RoadTripCanyonPetStops PawCheckAfterCanyon CanyonShadeSpotRest CardboardCanyonForCats HamsterCanyonMaze EarlyMorningCanyonWalkies',
    gaming:
      'CanyonEchoTelephone CanyonRoadTripBingo CanyonMarbleRun GuessTheCanyon CanyonGeocaching DiceCanyonAdventure OrienteeringCanyonTrail CardboardCanyonGolf',
  },
  pinwheel: {
    dance:
      'SpinLikeAPinwheel DanceTillThePinwheelStops HumanPinwheelFormation PinwheelWindmillMove PinwheelRibbonTwirl PinwheelArmWhirl BreezyPinwheelSway PinwheelParadeStrut',
    fitness:
      'RunToSpinThePinwheel PinwheelPlankBlow PinwheelArmCircles PinwheelCoreTwists PinwheelLungeWalk HandoffPinwheelRelay StarJumpPinwheel HoldThePinwheelHigh',
    funny:
      'MyPinwheelWontSpin PinwheelWeatherReport PuffyCheeksPinwheel PinwheelPropellerHat PinwheelSneezePower SportscastAPinwheel GrownUpsAndPinwheels DramaticPinwheelFinale',
    prank:
      'PinwheelBreakfastTray PinwheelBouquetSurprise DeskFanPinwheel PinwheelBikeMakeover SneakyPinwheelHat BirthdayPinwheelAmbush PinwheelPlantPotSwap HundredPinwheelHallway',
    educational:
      'PinwheelWindEnergy PinwheelBladeCount AnemometerFromAPinwheel PinwheelMaterialTest FractionFoldsPinwheel CompassAndPinwheel TurbineVsPinwheel SymmetryInAPinwheel',
    cooking:
      'PinwheelSandwiches SwirlPinwheelCookies PizzaPinwheels CinnamonPinwheels SpinachPinwheelPuffs JamPinwheelDanish BreakfastPinwheels PinwheelPartyPlatter',
    travel:
      'WindFarmGiantPinwheels PinwheelBeachDay PinwheelSouvenirShop PinwheelParkPicnic WindiestSpotPinwheelTest PinwheelGardenTour MeadowWalkPinwheel BoardwalkPinwheelStroll',
    fashion:
      'PinwheelHairClip PinwheelSkirtSpin PinwheelBrooch PinwheelPatternScarf PaperPinwheelBowTie SunHatWithAPinwheel RainbowPinwheelFit CrownOfPinwheels',
    wellness:
      'SlowBreathPinwheel BlowAwayWorriesPinwheel WatchThePinwheelSpin PinwheelGardenCorner WindowsillPinwheel PinwheelPorchPause PinwheelCalmDownKit PinwheelGratitudeFold',
    speed:
      'FastestPinwheelFold PinwheelAssemblyLine PinwheelPoweredCarRace PinwheelRelayDash OneBreathPinwheelSpins PinwheelSprintTest BeatTheClockPinwheel TenPinwheelsInAMinute',
    music:
      'PinwheelWindChime PinwheelClickerBeat PinwheelLullaby SongForAPinwheel SpinToTheTempoPinwheel WhistleAndPinwheelTune HumWhileThePinwheelTurns PinwheelRainstickDuet',
    tech: 'SlowMoPinwheel PinwheelRollingShutter PinwheelRPMFromVideo DesignAPinwheelOnline PinwheelGardenTimelapse FairyLightPinwheel AskAIForPinwheelColors WeatherAppVsPinwheel',
    pet: 'PinwheelSpinTrick PawPrintPinwheel DogPortraitPinwheel PetSafePinwheelCraft RainbowBridgePinwheel PinwheelParadeWithPup KittenNamePinwheel TwirlBothWaysPinwheel',
    gaming:
      'PinwheelLuckyPrizes PinwheelBoardGameSpinner LongestSpinPinwheelDuel MiniGolfPinwheelHole PinwheelColorCall TreasureTrailOfPinwheels FamilyPinwheelOlympics PinwheelStoryStarter',
  },
  pixel: {
    dance:
      'PixelatedMoves PixelSpriteWalk PixelGlitchDance ArcadePixelShuffle EightBitPixelBop PixelFreezeFrame LevelUpPixelGroove SidescrollerPixelStep',
    fitness:
      'PixelPowerUpCircuit PixelHealthBarReps CoinCollectPixelRun BossBattlePixelBurpees PlatformerPixelJumps PixelGridHops ExtraLifePixelPlank RespawnPixelSquats',
    funny:
      'PixelateTheLeftovers ZoomAndEnhancePixel DeadPixelPanic FrozenPixelCallFace OnePixelPortrait PixelArtGuessFail EightBitPixelVoice LowResPixelMakeover',
    prank:
      'PixelMugSurprise StickyNotePixelFace PixelHeartWindow GoldPixelCoinTrail PixelatedPhotoFrame AlienPixelDoorInvasion PixelTreasureMap LevelUpPixelBadge',
    educational:
      'WaterDropPixelZoom PixelResolutionMath RGBPixelMix BinaryPixelArt PixelCoordinateGrid MorePixelsBetterMyth HowScreensUsePixels FirstEverPixelPhoto',
    cooking:
      'PixelCookieGrid CheeseCubePixelPlatter PixelFruitMosaic PixelPizzaSquares PixelBento WafflePixelArt JellyPixelTiles BrowniePixelHeart',
    travel:
      'HuntPixelStreetArt PixelatedTripPostcard RetroArcadePixelTour PixelTravelJournal PixelPassportStamps GameMuseumPixelDay SkylineInPixels BeadPixelSouvenir',
    fashion:
      'DesignAPixelTee EightBitPixelShades KnitPixelSweater BeadPixelEarrings PixelatedCamoFit PinAPixelHeart PixelManicure DoodledPixelSneakers',
    wellness:
      'MindfulPixelColoring YearInPixelsJournal LessPixelsMoreSky PixelGratitudeGrid PixelBoxBreathing CrossStitchPixelCalm SlowSketchPixelNight PixelPuzzleUnwind',
    speed:
      'OneMinutePixelArt StickyNotePixelRace PixelCopyCatSprint PixelGridRelay FastestPixelHeart PixelBeadSortDash PixelJigsawBlitz TwoPlayerPixelFill',
    music:
      'ChiptunePixelJam PixelHeroSoundtrack PixelGridBeatMaker PixelCoinBeatbox LevelUpPixelJingle RetroPixelKaraoke PixelPianoRoll BossBattlePixelTheme',
    tech: 'PixelSpriteAnimation PhotoToPixelFilter PixelFontDesign SpreadsheetPixelPortrait MakeAPixelGame PixelAvatarMaker PixelLockScreen ZoomUntilPixels',
    pet: 'PixelArtMyPet PixelPawPrint CatAsAPixelSprite PixelatedDogZoomies PixelBlanketForRover FishTankPixelBackdrop GuessTheAnimalInPixels HamsterPixelHouse',
    gaming:
      'GuessThePixelatedPic PixelRetroGameNight PixelArcadeHighScore LivingRoomPixelLevel PixelCoinHunt PixelSpriteCharades GraphPaperPixelMaze TwoPlayerPixelDuel',
  },
};
