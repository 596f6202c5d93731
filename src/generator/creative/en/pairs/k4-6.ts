import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'plot twist': {
    fashion:
      'PlotTwistFitCheck ReversibleJacketReveal PlotTwistIn10Seconds 5DollarThriftPlotTwist BackViewPlotTwist SiblingPlotTwistBattle OneShirtFivePlotTwists MomsClosetPlotTwist',
    gaming:
      'PlotTwistEvery5Turns SecretTraitorReveal ReverseCardPlotTwist PlotTwistCharades FromLastToFirstPlotTwist FamilyPlotTwistFaceOff HideAndSeekPlotTwist DiceRollPlotTwist',
    pet: 'PuppyVsKittenPlotTwist CatDidItAllAlong PetPlotTwistIn10Sec CardboardBoxPlotTwist UnlikelyBuddyPlotTwist TinyToHugePlotTwist WhichHandPlotTwist GuessMyDogsPlotTwist',
  },
  poetry: {
    fitness:
      'PoetryOnTheRun PoetryYogaFlow PoetryWorkoutDuet PoemPerLap OneMinutePoetryPlank SquatEveryPoetryLine SkippingRhymePoem PoetryWalkAndWrite',
  },
  'pogo stick': {
    cooking:
      'PogoStickCakePops BouncyJellyDessert PogoBreakSmoothie PogoStickCookieFaceOff PogoStickWhileItBakes FuelUpForPogo SpringRollsAfterPogo 10MinPogoStickSnack',
    prank:
      'PogoStickPastTheWindow CanYouSpotMyPogoStick TeddyRidesAPogo GooglyEyedPogoStick VideoCallPogoCameo TinyPogoStickForDad CardboardPogoDecoy PogoStickInEveryPhoto',
    travel:
      'PogoStickParkTour BoardwalkBounce PogoAtEveryPlayground PogoStickYourHometown VacationPhotoOnAPogo CanYouPogoStickToTheShop BackyardPogoSafari 10PogoStickHopsPerSight',
  },
  'police car': {
    educational:
      'PoliceCarLightsQuiz WhySirensChangePitch WhichCountrysPoliceCar WhatsInAPoliceCar PoliceCarAlphabetRace PoliceCarSpotTheGear PoliceCarThenAndNow ToyPoliceCarRampTest',
  },
  'pool party': {
    educational:
      'BustAPoolPartyMyth Name5PoolPartyRules PoolPartyWhistleSignals PoolPartyScienceQuiz WhyCannonballsSplash PoolPartyFingerPruneTimer PoolPartySunscreenTest SinkOrFloatPoolParty',
  },
  'post office': {
    fitness:
      'PostOfficeParcelCarry WalkToThePostOffice PackageStackDeadlift BikeToThePostOffice HowFarIsYourPostOffice SpecialDeliverySquats PostOfficeStepBattle 10MinPostOfficeDash',
  },
  pottery: {
    cooking:
      'PotteryBowlRamen PotteryMugCocoa WhatsInMyPotteryJar 7DayPotteryPlateLunch ThrowItThenFillIt ClayPotCurry EatOffYourOwnPottery PotteryPlatingBattle',
    fashion:
      'PotteryStudioFitCheck 5WaysToWearPottery PotteryGlowUpIn60Sec MakeCeramicButtons PotteryApronUpcycle MatchYourMug DressLikeMyPottery PotteryGlazeNailArt',
    speed:
      '60SecondPotteryCreature PotteryBowlInAMinute SiblingPotteryFaceOff PotteryPinchPotDash PotteryRelayBuild MugHandleSprint TallestPotteryTower PotteryCoilRace',
  },
  'prank call': {
    fitness:
      'PrankCallPlankOff PrankCallWallSit SquatTillTheyHangUp 100StepPrankCall PrankCallJumpingJacks CanYouPrankCallMidRun YogaTeacherPrankCall WorkoutOnHoldPrankCall',
    travel:
      'PrankCallFromAbroad PrankCallSurpriseVisit TourGuidePrankCall 3CountriesOnePrankCall PilotPrankCall BackyardVacationPrankCall GuessMySouvenirPrankCall WhereAmIPrankCall',
  },
  pretzel: {
    pet: 'KittenVsPuppyPretzel PretzelPlushSqueak DogPretzelStretch SleepsLikeAPretzel 7DayPretzelNapCount ShowUsYourPretzelPet CurledUpPretzelCat PretzelTwistTrick',
  },
  printer: {
    gaming:
      'PrintAndPlayGameNight PrinterWordSearchDuel FarthestPrinterPlane PrinterFlickFootball PrinterMazeRace DIYBingoWithYourPrinter 10CluesFromThePrinter PrinterCrosswordFaceOff',
    wellness:
      'OneMinutePrinterStretch PrinterPepTalkNotes OrigamiFromThePrinter PaperJamBreathing UnjamYourMind PhotoPrinterGratitude 7DayPrinterAffirmations PrinterColoringBreak',
  },
  prom: {
    art: '60SecondPromSketch RedrawMomsPromPhoto PromThenVsNowDoodle CorsageCraft DrawYourDreamGown PromposalPosterArt PaintYourPromLook PromMemoryShadowBox',
    pet: 'PetPromposal MyDogIsMyPromDate PromPhotosWithTheCat PetRatesMyPromLook PuppyPicksPromShoes MeVsBunnyPromPoses KittenPromPicIn5Sec HamsterApprovedPromFit',
    tech: 'BuildAPromPhotoBooth PromDisposableCam PromGlowUpTransition QRCodePromposal 15SecondPromRecap AIPicksMyPromLook PromGroupSelfieTimer ParentsPromThenVsNow',
  },
  puddle: {
    art: 'PuddleReflectionPhoto DrawAroundThePuddle PaintWithPuddleWater PuddleSelfPortrait PuddleMonsterChalk WhatShapeIsYourPuddle MirrorWorldPuddle 10MinPuddleSketch',
    cooking:
      'PuddleCupcakeFaceOff 10MinPuddleParfait WellyBootBiscuits MudPuddlePudding PuddleJumpPancakes 3IngredientPuddleTreat BlueJellyPuddles SyrupPuddleWaffles',
    gaming:
      'PuddleISpyChallenge PuddleFloorIsLava 10PuddlesOneMinute SpeedrunThePuddles PuddleSimonSays SplashZoneHighScore SiblingPuddleHopRelay CanYouDodgeEveryPuddle',
  },
  'pumpkin carving': {
    cooking:
      'RoastedPumpkinSeeds PumpkinCarvingToPie PumpkinGutsMuffins JackOLanternSoup ZeroWastePumpkin CookYourPumpkinCarving OnePumpkinCarving3Dishes PumpkinCarvingSnackOff',
    fitness:
      '100ScoopsPumpkinCarving PumpkinCurls PumpkinCarvingArmDay JackOLanternLunges PumpkinCarvingCarryRelay ScoopingIsCardio PumpkinCarvingCoolDown PumpkinCarvingPlankOff',
    travel:
      'PumpkinPatchTrip PumpkinFestivalHop JackOLanternWalk GiantPumpkinWeighOff PumpkinCarvingAtGrandmas PackAPumpkinCarvingKit CousinPumpkinCarvingDuel Rate10PumpkinCarvings',
  },
  puppy: {
    art: 'PaintYourPuppy PuppyEyesSketch SiblingPuppyDrawOff ClayPuppyMiniMe 60SecondPuppyDoodle PawPrintMasterpiece PuppyThenVsNowPortrait SockPuppyPuppet',
    fashion:
      'PuppyFitCheck MatchingWithMyPuppy DressInPuppyColors 60SecondPuppyWalkStyle DogwalkNotCatwalk PuppyPicksYourOutfit 3LooksPuppyApproved PuppyPrintSneakers',
    speed:
      'PuppyRecallRace PuppyTrickBlitz FastestFetchPup PuppyPuzzleDash HowFastCanYourPuppySit 5PuppyCommandsIn30Sec MeVsPuppyBackyardSprint PuppyToyTidyUpRush',
    wellness:
      'PawsAndBreathe NapLikeAPuppy PuppyMassageMinute PuppyCuddleBreak 10SlowBreathsWithPuppy GratitudeForMyPup CopyYourPuppysStretch PuppySniffSunday',
  },
  puzzle: {
    cooking:
      'CookiePuzzleFaceOff PuzzlePieceCake JigsawPizza FamilyPuzzleSnackRace SolveItThenEatIt ToastPuzzleBreakfast 60SecondSandwichPuzzle BakeAnEdiblePuzzle',
    fashion:
      'PuzzlePieceEarrings PuzzleOOTDIn60Sec ColorBlockPuzzleLook DressLikeYourPuzzle PiecedTogetherFit MomVsMePuzzleStyle PuzzleSneakerGlowUp 5ItemOutfitPuzzle',
    wellness:
      'PuzzleBeforeBed 20MinPuzzleUnwind SlowPuzzleSunday PuzzleMorningCrossword PieceOfMind GrandmaPuzzleDuet JigsawMeditation PhoneDownPuzzleHour',
  },
  rabbit: {
    cooking:
      'BunnyBunRolls RabbitCarrotCake RabbitPancakeStack KidVsParentRabbitToast 10MinRabbitFruitPlate HoppyHourSnacks EatLikeARabbitSalad 7DayRabbitLunchbox',
    wellness:
      'BunnyFlopRelax RabbitGroomingCalm 10MinRabbitFloorTime RabbitWindDownWednesday 7DayRabbitBond BinkyOfJoy SitWithYourRabbit RabbitGardenMorning',
  },
  rain: {
    cooking:
      'BakeAlongToRainSounds 10MinRainCloudParfait MakeItRainSprinkles RainyDayCocoaBar DripDropDonuts RainCupcakeFaceOff RainBootCookies CookUntilTheRainStops',
    fashion:
      'RainBootsFitCheck 60SecondRainLook RainPonchoGlowUp DoorstepRainRunway MatchYourUmbrella DressForTheDownpour SunVsRainOutfitBattle RainHatThreeWays',
    fitness:
      'RainOrShineReps RunInTheRain 7DayRainWalkStreak FamilyRainStepBattle PuddleHopCardio DrizzleMile RaindropAndGive20 10MinRainSoundsHIIT',
  },
  rainbow: {
    educational:
      'HowRainbowsForm RainbowMythOrFact RainbowWalkingWater RainbowDensityJar ROYGBIVMemoryTrick MakeARainbowIndoors RainbowHuntIn60Seconds Name7RainbowColorsFast',
  },
  raincoat: {
    cooking:
      '10MinRaincoatSnackBox YellowRaincoatCupcakes RainyDayBakeOff GingerbreadInRaincoats 3StepRaincoatBites RaincoatCocoaBar RaincoatCookieDuel ThermosForRaincoatWalks',
    gaming:
      'RainyDayBoardGames YellowRaincoatCosplay RaincoatRelay RaincoatHideAndSeek ISpyRaincoatColors WhosUnderTheRaincoat 10SecondRaincoatRace FloorIsLavaInRaincoats',
    tech: 'RaincoatSlowMoDroplets PhoneInARaincoat RecordRaincoatASMR DoesTheAppSayRaincoat OneMinuteRaincoatVlog RaincoatStopMotionMovie RaincoatEditBattle AIDesignsMyRaincoat',
    travel:
      'RaincoatCityWalk 5LandmarksOneRaincoat 60SecondRaincoatTour SightseeInARaincoat RaincoatForestTrail WhereHasMyRaincoatBeen RollYourRaincoatToPack ZooDayInARaincoat',
    wellness:
      'RaincoatSplashSaturday MindfulRaincoatStroll ListenToTheRain 10MinRaincoatPorchSit 5SoundsRaincoatWander TeaAfterARaincoatWalk RaincoatPhoneFreeHour PetrichorInARaincoat',
  },
  'rainy day': {
    dance:
      'CopyMyRainyDayMoves RainyDayUmbrellaTwirl RainyDayKitchenDisco SinginInTheRain WellyBootWiggle 60SecondRainyDayGroove RainyDayDanceOff 5RoomRainyDayConga',
    educational:
      'WhyRainyDaysSmell RainyDayWormCount RainyDayMythBusted PetrichorPopQuiz DIYRainGauge NameThatCloudRainyDay MeasureARainyDayPuddle WhichDropWinsRainyDay',
  },
  ramadan: {
    art: 'RamadanLanternCraft CrescentMoonPainting RamadanCountdownCalendar RamadanWindowArt 30DayRamadanDoodle 10MinRamadanCard CardboardMosqueRamadan RamadanGarlandRelay',
    cooking:
      'RamadanIftarSpread RamadanSuhoorPrep RamadanPotluck 3WaysToStuffRamadanDates RamadanSamosaFoldOff LentilSoupRamadan 10MinRamadanFruitChaat CookForNeighborsRamadan',
    dance:
      'RamadanLanternParade RamadanSuhoorShuffle RamadanToEidCountdown CousinRamadanDanceOff OneMinuteRamadanGroove RamadanClapRelay DabkeNightRamadan SwayToTheRamadanDrum',
    fashion:
      'RamadanHijabStyling RamadanIftarOutfit KaftanNightLook RamadanHenna RamadanToEidGlowUp 30DayRamadanLookbook FamilyRamadanFitCheck WearRamadanLanternColors',
    fitness:
      'RamadanEveningWalk 10MinRamadanStretch FamilyRamadanStepBattle RamadanYogaFlow 30DayRamadanStreak RamadanPlankWithDad NightFootballRamadan JumpRopeRamadan',
    gaming:
      'OneGameEveryRamadanNight RamadanTriviaBattle RamadanCharades RamadanBingo LanternHuntRamadan GrandpaVsMeRamadanCarrom CardsAfterIftarRamadan 60SecondRamadanMemory',
    pet: '10MinRamadanPetPlay RamadanWaterBowl RamadanDogWalk CatsOfRamadan 30DayRamadanShelterGift FillABirdFeederRamadan KindToAnimalsRamadan PuppyTreatsRamadan',
    prank:
      'RamadanSuhoorWakeUp RamadanSurpriseIftar GooglyEyesOnRamadanDecor DoorstepTreatRamadan TinyRamadanLanternForDad SecretRamadanHelper RamadanNoteInEveryShoe 10MinRamadanBalloonRoom',
    tech: 'RamadanLightUpLantern IftarTimerWidget RamadanTimeLapse RamadanVideoCallQuiz 30DayRamadanMoonPhoto QiblaFinderRamadan RamadanScreenBreak 10MinRamadanEcard',
    wellness:
      'RamadanGratitudeJournal SuhoorMindfulMorning PhoneFreeRamadanNights RamadanKindnessStreak 5MinRamadanBreathing NapBeforeIftarRamadan CallAGrandparentRamadan SlowDownRamadan',
  },
  ramen: {
    dance:
      'BodyRollLikeRamen ThreeMinuteRamenDance RamenChopstickTwirl WetNoodleWiggle SlurpAndSway RamenArmsDanceOff RamenDuetWithDad ComeBoogieForRamen',
    fashion:
      'RamenShopFitCheck RamenNightMakeover WhiteShirtRamenDare StreetwearRamenDate SlurpProofOutfit HairUpForRamen 60SecondRamenReady DressAsARamenBowl',
  },
  rap: {
    cooking:
      'RapTheRecipe WrapsAndRaps 60SecondSnackRap GranolaRapBars RapBattleBakeOff StirThenRap CanYouRapWhileWhisking BlenderBeatRap',
    prank:
      'RapAllYourReplies WhoTaughtGrandmaToRap FreestyleVoicemail WakeUpRapAlarm OnlyRapFor60Seconds RapLyricTextPrank NarrateMomsDayInRap LunchNoteRap',
  },
  reading: {
    art: '30DayReadingDoodle ReadingCoverRedesign PaintWhatYoureReading SummerReadingBookmark BlackoutPoetry BookSpineRainbow DrawItGuessMyReading 10MinReadingSceneSketch',
    cooking:
      'ReadingNookSnackBoard ReadingCookieEveryChapter BookClubBakes CookWhatYoureReading BreakfastFromMyReading ReadingMenuBattle 10MinReadingBites ReadingCoverCake',
  },
  recess: {
    fitness:
      '10MinRecessCircuit 100SkipsAtRecess RecessHopscotchCardio RecessTagSprints HulaHoopTillRecessEnds RecessForGrownUps WorkoutLikeItsRecess RecessCrabWalkRace',
    speed:
      'FourSquareSpeedRound WhoWinsRecessJacks 5RecessGamesIn60Sec RecessRelayRace RecessHopscotchTimer BeatTheRecessBell SiblingRecessShowdown RecessHulaHoopRush',
  },
  recipe: {
    dance:
      'RecipeKitchenDisco 3MinuteRecipeGroove RecipeSalsaSteps DanceTheRecipe OneMovePerIngredient RecipeChoreoBattle RecipeSpoonRelay SpatulaFlipRecipe',
    educational:
      'RecipeOneSwapExperiment CanYouHalveThisRecipe FamilyRecipeInterview WhyRecipesNeedSalt OldestRecipeEver GuessTheRecipeIn5Clues RecipeMythOrFact TranslateARecipe',
    music:
      'SingTheRecipe RecipeRapBattle 60SecondRecipeSong RecipeDuetWithMom CookToTheBeat KitchenPercussionJam NameThatRecipeTune GrandmasRecipeBallad',
    tech: 'AppVsCookbookRecipe 3PhotoRecipeCarousel ScanGrandmasRecipe VoiceOnlyRecipe AIFridgeRecipe RecipeInOneTake 60SecondRecipeTimelapse HandsFreeRecipe',
    travel:
      'RecipeFromEveryCountry BringARecipeHome 7DayRecipeWorldTour GuessTheRecipeOrigin LearnALocalRecipe StreetFoodRecipeFaceOff AskAGrandmaRecipe RoadTripRecipeRemake',
  },
  recliner: {
    pet: '7DaysOfReclinerNaps ReclinerLapCat ReclinerKittenClaim WhoStoleMyRecliner ShowUsYourReclinerPet PupVsMeSeatBattle ReclinerTakenIn10Sec ReclinerBunnyCuddles',
  },
  'report card': {
    speed:
      'TimesTablesCountdown ReportCardSpellingBee 10SecondReportCardCheer AverageYourGradesFast ReportCardMathBlitz ReportCardQuizIn1Min BeatTheReportCardBell KidVsDadReportCardRace',
  },
  riddle: {
    art: '5PanelRiddleComic OneMinuteRiddleDrawing SketchARiddle RiddleInAPicture HiddenObjectRiddle GuessMyRiddlePainting RiddleDoodleDuel SculptTheRiddleAnswer',
    cooking:
      'RiddleFortuneCookies 3CourseRiddleDinner RiddleMeThisRecipe RiddleBakeOff GuessTheDishRhymes SolveItThenEatIt PizzaToppingRiddle WhatsCookingRiddle',
    funny:
      'RiddleWrongAnswersOnly DadJokeRiddles KidLogicRiddles StumpYourGrandpaRiddle OverthinkingTheRiddle 5SecondRiddlePanic MomVsTeenRiddleOff RiddleInAPirateVoice',
    gaming:
      'EscapeRoomRiddles RiddleHideAndSeek RiddleForTheLastCookie 60SecondRiddleRound 10RiddleKnockout RiddleTeamShowdown TwentyQuestionsRiddle FamilyRiddleRelay',
    tech: 'StumpTheRiddleBot RiddleQRCodeTrail SmartSpeakerRiddles AIVsMyRiddle RiddleInEmojisOnly CrackARiddleCipher GroupChatRiddleRelay 60SecondRiddleText',
  },
  ring: {
    fitness:
      'RingsOffLiftOn BearCrawlForRings CoupleRingSquatBattle OneKneeRingLunges 60SecondRingPlank TenRepsPerRing RingRelayHandoff CanYouBalanceARingBox',
    pet: 'PawPrintRingDish CatRingSelfieIn5Tries HighFiveTrickRing ShowThePupMyRing RingBoxScentGame DoesYourBunnyLikeRings PuppyPhotobombRing RingMatchesTheCollar',
    tech: 'CanAnAppGuessRingSize BestRingPhotoBattle RingSparkleSlowMo LazySusanRingSpin VirtualRingTryOn StopMotionRingStack AIDreamRingDesign 10SecondRingCommercial',
  },
  'road trip': {
    music:
      'BackseatRoadTripDuet NameThatTuneRoadTrip CarKaraoke 5SongRoadTrip AuxCordWars GuessMyRoadTripHum RoadTripLyricRelay RoadTripPlaylistDraft',
    prank:
      'SurpriseRoadTrip MysteryRoadTrip 100StickyNotesRoadTrip TinyRoadTripBagForMom SecretRoadTripMixtape GooglyEyesOnTheCar RoadTripDadJokeJar AreWeThereYetRoadTrip',
  },
  roast: {
    art: 'RoastMyDrawing 60SecondPortraitRoast GrandpaRoastsYourArt RoastAMasterpiece GreetingCardRoasts DoodleRoastDuel RoastAndRedraw PaintThenGetRoasted',
  },
  robot: {
    wellness:
      'RobotModeOff StretchLikeARobot 10MinuteRobotRecharge LessRobotMoreHuman UnplugToReboot LowPowerSunday 3ThingsNoRobotCanDo RobotGratitudeLog',
  },
  rock: {
    fitness:
      'RockYourCore OneRockSongWallSit LungeRockOff RockBottomBurpees AirGuitarJumps DrumstickHIIT PunkRockPushUps SquatEveryRockChorus',
  },
  rocket: {
    pet: 'RocketTunnelForBunnies BuildAKittenRocket RocketCountdownTreat CatVsToyRocket 7DayRocketBedTest 10SecondRocketZoomies RocketFetchBlastOff RocketPlushChase',
  },
  'rolling pin': {
    dance:
      'RollItOutGroove RollingPinLimbo OneMinuteRollingPinJig PinAndSpinShuffle RollingPinDanceOff RockAndRollingPin PassTheRollingPin WaltzWithARollingPin',
    educational:
      'WhyDoughShrinksBack GlutenStretchScience RollingPinMythOrFact 3FoldsRollingPinLayers RollingPinMarbleVsWood WhichRollingPinWins RollingPinTypesQuiz HowThinCanARollingPinGo',
    music:
      'RollingPinDrumRoll KneadToTheRhythm BakeryBeatBox SingIntoYourRollingPin RockAndRollingPin 60SecondRollingPinSolo PlayTheRollingPin RollingPinBandBattle',
    tech: '1MinuteRollingPinEdit AIPicksMyRollingPinBake RollingPinVsMachine RecordRollingPinASMR RollingPinDoughTimelapse SlowMoRollingPinFlour LevelAppRollingPin RollingPinStopMotion',
  },
  rome: {
    gaming:
      'BuildRomeInADay EmperorSaysRome 60SecondRomeQuiz GladiatorThumbWarRome RomeMythCharades GuessThatRomeLandmark RomanTicTacToe AllRoadsLeadToRome',
    prank:
      'RomanStatueFreeze RomeGladiatorWakeUp EmperorForADayRome WhenInRomeReplies EveryFrameNowShowsRome LatinPhrasesRome GardenRockFromRome 60SecondRomeHerald',
    tech: 'RomeVirtualTour AIMakesMeARoman GladiatorGreenScreenRome GuessThatRomeSpot ColosseumIn3DRome RomeFilterFaceOff RomeThenAndNowPhoto BirthdayInNumeralsRome',
  },
  roommate: {
    educational:
      'RoommateTeachesMe KnowYourRoommateQuiz RoomieSkillSwap 10WordsFromARoommate GroceryBudgetBattle StumpMyRoommate 60SecondRoommateLesson RoommateCookingClass',
    funny:
      'TypesOfRoommates 10RoommateRulesWeBreak RoomieRealityShow RoommateDishStandoff PassiveAggressiveNotes WhoseMugIsThisRoommate 60SecondRoommateQuiz RoommateThermostatWar',
    speed:
      'RoommateCleanOff RoommateGroceryDash RoomieBedMakingRace RoommateDishesBlitz 5TaskRoommateRelay 10MinRoommateReset FlatmateChoreSprint WhoFoldsFasterRoommate',
    tech: 'RoommateChoreWheelApp RoommateDeskGlowUp RoommateLightShow FlatmateTechSupport WhoHogsTheWifi 3RoommatesOnePlaylist RoommateSharedCalendar RoommateGroupChatNames',
  },
  rose: {
    educational:
      'RoseMythBusted RoseColorMeaningQuiz ApplesAreInTheRoseFamily CountEveryRosePetal RoseSpiralFibonacci 60SecondRoseHistory WhiteRoseDyeExperiment GuessTheRoseVariety',
    fitness:
      'RoseGardenPowerWalk 5MinRoseBloomStretch RosePetalRelay Spot20RosesOnARun StopAndSmellRosesMile YogaAmongTheRoses HikeToWildRoses JogPastTheRoseBeds',
    gaming:
      '60SecondRoseQuiz RosesAreRedRhymeOff PassTheRoseFreeze RoseBouquetTrivia VaseTossRoseBattle RosePetalBingo HideTheRoseHotCold 3RoundRoseShopGame',
    music:
      '60SecondRoseSerenade RoseLoveSongCover RosesAreRedFreestyle NameAllTheRoseSongs RoseHumOff RoseRelaySingAlong StrumARoseBallad HarmonizeForARose',
    tech: '7DayRoseTimelapse 60SecondPhoneRoseSketch RoseDewDropMacro RoseSlowMoPetalFall GraphARoseCurve RoseEditFaceOff AIGardenerForMyRoses ARFilterRoseCrown',
  },
  rowing: {
    travel:
      'RegattaRoadTrip RowingWithAView RiverbankRowingWatch RowingMachineRiverTour TowpathRowingWalk WhatRowersPack CountTheRowingBoats CheerEveryRowingCrew',
  },
  rpg: {
    funny:
      'RPGLogicIRL 5ChoreRPGLevelUp SideQuestDistracted MyBackpackIsAnRPG NarrateYourDayLikeRPG RPGTutorialGrandma RPGBossFightVsLaundry SpikyJRPGHair',
    prank:
      'RPGLootChestSurprise MyRoomiesRPGMission SideQuestScavengerHunt RPGNPCAllDay RPGLevelUpSoundForDad RPGScrollInEveryShoe BossMusicRPG 60SecondRPGCutscene',
    tech: 'CodeATinyRPG AIDungeonMaster 7DayRPGGameJam SpreadsheetRPG MyToDoListIsAnRPG RPGDiceRollerApp 60SecondRPGSprite VoiceActingRPG',
  },
  'rubber duck': {
    dance:
      'WaddleLikeARubberDuck RubberDuckConga RubberDuckHeadBalance RubberDuckDanceOff PassTheRubberDuckRelay ShakeYourTailFeather BopWithMyRubberDuck 1MinuteRubberDuckGroove',
  },
  rug: {
    cooking:
      'RugPatternCookieDuel PicnicRugSpread RolledRugCake PersianRugPlatter DinnerOnTheRug 10MinRugSnackBoard MatchYourRugPizza SwissRollRug',
    funny:
      'SweptUnderTheRug TheRugCornerWins RugVsRobotVacuum RugTiedTheRoom RateMyRugHonestly RugUnrollDrumroll 10RugsMomSaidNoTo RugShoppingWithDad',
    gaming:
      '30SecondRugHopscotch FloorIsLavaRugRun TapTheRugColorDuel RugTicTacToe CanYouCrossOnRugsOnly RugFortGameNight RugMarbleRace CarRugRacetrack',
    prank:
      'RugTeddyBearParty RugRotatedSlightly MomsNewTinyRug MessageUnderTheRug RugUnrollReveal GooglyEyedRug RotateRugOneInchDaily RugFlippedUpsideDown',
    travel:
      'ThriftStoreRugHunt RollOutTheRugPicnic HaggleForARug GuessWhereThisRugIsFrom OneRugEveryCity HaulARugHome RugShoppingRoadTrip 60SecondRugTour',
  },
  rugby: {
    fashion:
      'RugbyJerseyFitCheck StripedCollarLook RugbyShirtThreeWays PreppyRugbyLayers 5DollarRugbyTopGlowUp 80sVsNowRugbyStyle 60SecondRugbyOutfit GameDayRugbyBeanie',
    gaming:
      '60SecondRugbyQuiz TouchRugbyGameDay PaperRugbyFlick SockBallRugbyIndoors RugbyStatCardDuel RugbyPassRelay RugbyBingoMatchDay FamilyTagRugbyCup',
    pet: 'RugbyDogChase 10RugbyBallFetches PupScrum PuppyVsRugbyBounce KittenRugbyToy MuddyPawsRugby CatRefsTheRugby DoesYourPetCheerRugby',
    prank:
      'SurpriseTeamTunnel RugbyTryForChores RugbyYellowCard GooglyEyedRugbyBall FollowedByARugbyRef OffloadTheLaundryRugby WakeUpToRugbyAnthem 60SecondRugbyCommentary',
  },
  ruler: {
    travel:
      'RulerForcedPerspective TinyDoorRulerHunt RulerForScalePhotos DoesMyBagFitRulerTest LandmarkOnARuler FootprintVsRulerBattle RulerInEveryCity RulerMapDistanceGuess',
  },
  running: {
    art: 'GPSRunDrawing RunningPoseDrawOff RunningShoeGlowUp RunningFlipbookIn10Pages SketchARunnerMidStride MedalShadowBox MapYourRunningRoute RunningChalkFinishLine',
    dance:
      '60SecondRunningMan RunningShoeShuffle FinishLineRunningJig RunningMoveRelay PostRunningDanceOff JogInPlaceGroove JoggerJive RunningStrideSalsa',
    educational:
      'RunningFormSlowMoCheck RunningHeartRateTest HowFastCanHumansRun GuessMyRunningPace JoggingMythBusters WhyWeHitTheWall BarefootVsShoeRunning 60SecondRunningCadence',
    music:
      'RunningSongPerMile RunToTheBeat WhatsOnMyRunningMix SingWhileJogging RunningPlaylistRelay HumYourRunningTune RunningKaraokeLap RunningAnthemBattle',
  },
  sailboat: {
    speed:
      'SailboatCorkRace BuildASailboatIn60Sec HowFastCanYourSailboatGo SiblingSailboatFaceOff PaperSailboatSprint RegattaRush SailboatFoldBlitz SailboatStrawDash',
  },
  salad: {
    fashion:
      'BurgerVsSaladStyleOff SaladGreenMonochrome SaladDateFitCheck WearYourSaladColors WellDressedSalad 3SaladShadesOneOutfit SaladPicnicLookIn60Sec SaladLeafPrintTote',
    funny:
      'DramaticSaladReview IsThisASaladOrNot SaladForDinnerFaces SaladVsPizzaStandoff LaughingAloneWithSalad CroutonToLettuceRatio DadRates7Salads 10SecondSaladTossFail',
    pet: 'BunnySaladBar GuineaPigSaladParty SaladTortoiseFeast SaladCucumberPupTreat HamsterSaladTasting ShowUsYourPetsSalad 3LeafSaladTasteTest WhoGetsTheSaladFirst',
    wellness:
      'MindfulSaladMaking 7DayRainbowSalad SaladGardenHarvest GrowYourGreens LettuceBeGrateful PhoneFreeSaladLunch SaladWithAFriend SlowSaladSunday',
  },
  salsa: {
    art: 'SpinSkirtSketch SalsaInSilhouette OneLineSalsaDancer SalsaFlipbook 60SecondSalsaDrawing SalsaPosterFaceOff MakeSalsaMaracas DoodleToSalsaMusic',
    fitness:
      'HipSwayHIIT 1000SalsaSteps PartnerSalsaWorkout NonStopSalsa 10MinSalsaCardio MomVsDadSalsaBattle SalsaWarmUpWithMe LowImpactSalsa',
    gaming:
      'SalsaSimonSays SalsaDiceDance SalsaMemoryChain SalsaStepBingo KidsVsParentsSalsaDuel GuessTheSalsaSong FreezeWhenSalsaStops 60SecondSalsaCopyCat',
  },
  sandwich: {
    travel:
      '60SecondSandwichReview DeliSandwichHop PackTheTripSandwich BanhMiSandwichHunt BestSandwichInTown HomeVsAwaySandwich OneSandwichPerCity GasStationSandwichRank',
  },
  saxophone: {
    dance:
      'CopyMySaxophoneMoves SaxophoneStrut SaxophoneSoloFaceOff SaxFreestyle 1MinuteSaxophoneGroove LindyHopToSax CharlestonToSax SlowDanceToSax',
    prank:
      'SurpriseSaxSerenade SaxophoneWakeUpCall SaxBehindTheDoor SaxFollowsMom SaxophoneDoorbell WhoCuedThisSaxophone GiveDadATinySaxophone SaxophoneForEverySigh',
  },
  scarf: {
    tech: 'ScarfTieStopMotion 5KnotScarfTransition ScarfTryOnFilter AIDesignsMyScarf ScarfPhotoEditBattle 60SecondScarfLookbook ScarfInTheWindSlowMo PixelArtYourScarf',
  },
  'school bus': {
    art: 'CardboardSchoolBus ClaySchoolBusBattle SchoolBusDriverCard BrickSchoolBusBuild BlindDrawASchoolBus 60SecondSchoolBusSketch SchoolBusWindowFaces EggCartonSchoolBus',
  },
  scissors: {
    cooking:
      'PizzaWithScissors 3StepScissorsSalad OnlyScissorsDinner ScissorCutNoodles ScissorsLunchIn5Minutes HerbSnipGarnish ScissorSnippedPasta KitchenScissorsFaceOff',
    fashion:
      'NoSewScissorTee ScissorsCutoffShorts CropTopScissorFlip OldShirtScissorsGlowUp DistressYourDenim 10MinScissorsRestyle SiblingScissorsStyleOff ScissorsHairBowDIY',
    music:
      'ScissorsSafetySong RockPaperScissorsRap ScissorSnipBeat 30SecondScissorsJingle NameThatScissorTune ShearSymphony ScissorsRhymeRelay ScissorsKaraokeBattle',
    pet: 'ScissorCardboardCastle PetSilhouetteScissorsDuel ScissorsTreatPuzzleBox 10MinScissorsCatToy KittenVsSnowflakes 3ScissorsCraftsOneWinner ScissorsSnuffleMat ScissorsBunnyHideout',
    prank:
      '100ScissorsSnowflakes LifeSizeScissorsTwin GooglyEyeScissors ScissorsFaceCutouts PaperChainDoorway CutTinyHatsWithScissors ScissorMustacheEveryPhoto ScissorSnipFridgeZoo',
  },
  scooter: {
    cooking:
      'PackYourScooterPicnic 3IngredientsByScooter BakeAScooterCake ScootAndScoop ScooterCookieFaceOff HandlebarPretzels 10MinScooterSnackBox ScooterSmoothieStop',
    fitness:
      '100ScooterKicks CanYouScooterAMile ScooterHillPush ScooterOneFootBalance SideSwitchScooting ParkLoopLaps 10MinScooterSprints KidVsDadScooterRace',
  },
  sculpture: {
    prank:
      'SculptureInEveryShoe SculptTheirPortrait TinySculptureHunt MiniMeSculpture SculptureLunchboxBuddy DeskGnomeSculpture GooglyEyedSculpture DidTheSculptureMove',
  },
  seagull: {
    cooking:
      'SeagullProofPicnic CrabCakesVsSeagulls SeagullSnackAttack SeagullSandwichDefense 10MinSeagullSafeLunch GuardYourFries DecorateASeagullCookie SeagullToastIn3Steps',
  },
  'self care': {
    cooking:
      '10MinSelfCareBreakfast SoloSelfCareTeaParty PamperNightDessert SundaySelfCareSmoothie MeTimeMugCake SoupForTheSoul 3StepSelfCareBites SelfCareHerbalLemonade',
    dance:
      'SelfCareSlowSway 5MinSelfCareGroove MeTimeFreestyle SoloSelfCareDisco DanceLikeNobodysHome PamperPartyOfOne 7DaySelfCareBoogie FunkyFridaySelfCare',
    fashion:
      'DressUpForMeTime SelfCareRobeMakeover PamperNightPajamas 3SelfCareOutfits SelfCareLoungeLook RankYourSelfCareSweats ComfyChicSelfCare 60SecondSelfCareFit',
    gaming:
      '10MinSelfCareGame 7DaySelfCareStreak MeTimeGaming SundaySelfCareQuest SelfCareBingoCard SolitaireIsSelfCare SelfCareChessDuel SelfCareCrossword',
    pet: 'SelfCareDogBrushing 10MinSelfCareCuddle PamperYourBunny CopyMyCatsSelfCare PupSpaDay PurrTherapy SundaySelfCareGroom SelfCareSlowPetWalk',
    tech: 'SelfCareLockScreenGlowUp SelfCareUnplugDuel AIPlansMySelfCare SelfCarePhoneCurfew Delete7AppsSelfCare DoNotDisturbDay 1HourOfflineSelfCare SelfCareWidgetMakeover',
  },
  sewing: {
    cooking:
      'SewingCupcakeFaceOff 30MinSewingBowlCover SewAnApronThenBake SewingBreadBag PinCushionCake StitchedPieCrust SewCuteButtonCookies SewingTeaTowelIn3Steps',
    educational:
      'HowSewingMachinesWork KidTeachesMomSewing SewingMythsDebunked SewingAButtonIn60Sec NameThatStitch SewingSeamStrengthTest 5SewingKnotsToKnow SewingFabricQuiz',
    funny:
      'SewingMachineVsMe HowItStartedSewing SewingSeamRipperLife DramaticSewingNarration NeedleThreadingSaga BobbinRanOutAgain GrandmaJudgesSewing FirstTimeSewingFails',
    speed:
      'SewingFabricFoldRace SewingButtonSortDash SewingSpoolStackRush 10SecondSewingKnot OneHourSewingOutfit BobbinWindBlitz ParentVsKidSewingDuel SewingRibbonRollUp',
  },
  shampoo: {
    cooking:
      'ShampooScentBakeOff IsItCakeOrShampoo LatherLikeMeringue 10MinShampooNightSmoothie 3FruitsFromMyShampoo ShampooSpaSnacks ShampooSundayPancakes WashDayShampooWaffles',
    music:
      'ShampooBottleMicSolo ShampooDrumOff ShampooShowerOpera 60SecondShampooJingle SingYourShampooLabel BathroomReverbBallad RubberDuckShampooDuet ShampooSudsSong',
  },
  'shaving cream': {
    educational:
      'ShavingCreamRainJar MixNewColorsShavingCream 60SecShavingCreamMath WhyShavingCreamExpands SpellingInShavingCream ShavingCreamSinkOrFloat ShavingCreamDensity DrawAndGuessShavingCream',
  },
  sheep: {
    art: 'SheepFromAPaperPlate DrawSheepEyesClosed CottonBallSheepCraft ThumbprintSheepArt PaintTheFlock SheepDrawingBattle 60SecondSheepSketch SockSheepPuppet',
    dance:
      'OneMinuteSheepBop WoollySheepWiggle SheepBaaBattle LeapLikeASheep FollowTheFlock EweCanDanceToo SheepStepRelay CountingSheepConga',
    funny:
      'SheepStareDown CanYouBaaLikeASheep ShearedSheepGlowUp EscapeArtistSheep NotTheBlackSheep EweHadOneJob SheepImpressionOff SheepVoiceFor60Seconds',
    travel:
      '60SecondSheepFarmTour SheepCountingRoadTrip PetASheepToday SheepSpottingFaceOff SheepTrafficJam SelfieWithASheep GuessHowManySheep WaveAtEverySheep',
  },
  shuffle: {
    art: 'ShuffleStopMotion LightPaintAShuffle ShuffleFlipbook 10StickFigureShuffle ShufflePosterFaceOff SidewalkChalkShuffle ShuffleSneakerDoodle 60SecondShuffleSketch',
    cooking:
      'ShuffleWhileItBakes WhiskAndShuffle 10MinShuffleSnack ShuffleSaladToss ShuffleCupcakeFaceOff ShuffleTillItPops CuttingShapesCookies OneSongShuffleSmoothie',
    fashion:
      'DressToShuffle ShuffleFestivalFit ShuffleSneakerFaceOff 3ShuffleLooksOneSong WideLegShufflePants 60SecondShuffleOutfit ShuffleGlowUp ShuffleInAllWhite',
    speed:
      'ShuffleSpeedUp FastestRunningMan TenSecondShuffle ShuffleTStepSprint CopycatShuffleCombo HowManyShufflesIn30Sec DoubleTimeShuffleBattle ShuffleRelayRace',
    tech: 'ShuffleSlowMo AIRatesMyShuffle ShuffleSpeedRamp PerfectLoopShuffle 60SecondShuffleEdit ShuffleFilterFaceOff ReverseShuffleVideo ShuffleWith3Clones',
    wellness:
      'ShuffleOffTheStress OneSongShuffleBreak ShuffleAwayTheSlump 7DayMorningShuffle PostShuffleStretch BarefootGrassShuffle SunriseShuffleSunday ShuffleWithGrandma',
  },
  sink: {
    art: 'SinkStillLife 10MinSinkSketch SculptSinkSuds WatercolorYourSink SinkDrawingFaceOff SoapBubblePortrait SinkSpongeStamps 3ColorsInTheSink',
    dance:
      'SiblingSinkShowdown GrooveTillSinkIsEmpty KitchenSinkTwoStep TowelTwirlAtTheSink DishDutyDisco SudsySalsa TapDanceAtTheSink OneSongSinkShimmy',
    fashion:
      '10MinSinkGetReady SinkMirrorFitCheck TieDyeInTheSink ScrubSneakersInTheSink CanASinkSaveMyShirt SinkStainBeforeAfter SinkToCatwalk BathroomSinkGlowUp',
    gaming:
      'SinkDishRelay LastOneToTheSinkWashes 10SecondSinkSort SinkSpongeSlamDunk SinkSpoonBalanceDuel GuessWhatsUnderTheSink BouncePongIntoSink SinkOrFloatPredictions',
    music:
      'SinkDrumSolo 60SecondSinkSong NameThatSinkTune KaraokeAtTheSink SingingInTheSink LidClashSymphony SinkDishDuet SinkSpoonChimes',
    prank:
      'WhoLeftThisInTheSink RubberDuckSinkParade SinkFullOfBalloons SinkMirrorStickyNote DishesDoneByElves GooglyEyeFaucet TinyDollPlatesSink 10SmileySpongesSink',
    travel:
      'HotelSinkLaundry SinkWithAView FanciestSinkFound AirportSinkRanking 10SecondSinkTour HostelVsHomeSink RateEverySinkAbroad BathroomSinkBingo',
  },
  skateboarding: {
    art: 'SkateboardDeckArt PaintMySkateboardingFail SkateboardingFlipbook GriptapeGraffiti SkateboardingStickerArt SkateboardingDrawOff 60SecSkateboardingSketch SkateboardingComicPanel',
    music:
      'SkateboardingSongEdit SkateboardingDuetWithDad SkateboardingSingAlong 5TuneSkateboardingMix DrumOnYourDeck SkateboardWheelSounds SkateboardingBeatDrop 60SecSkateboardingTrack',
    prank:
      'SkateboardSecretSkill 5SecSkateboardingReplay SkateboardGooglyEyes SkaterInDisguise GrandmaCanOllie PerfectTenSkateboarding TeddyTriesSkateboarding SkateboardingSurpriseFan',
  },
  sketch: {
    fitness:
      'SketchBetweenReps SketchWalkWednesday PlankAndSketch SketchAndStride 10SquatsPerSketch 60SecondWallSitSketch StretchThenSketch SketchOnAJogBreak',
    funny:
      'SketchACarFromMemory SketchMeBadly FamilySketchOff MySketchVsReality EyesClosedSketch DescribeItIDrawIt 10SecondSketchOfDad SketchDirectedByGrandma',
    gaming:
      '30SecondSketchGuess FamilySketchBattle SketchTheFinalBoss SketchRelayStory SketchTelephoneGame OneLineSketchQuiz QuickSketchCharades CanYouSketchItBlind',
    music:
      'SketchToTheBeat SketchAlbumArt SketchIn1Chorus SketchWhatYouHear LyricSketchbook DrawTheRhythm GuessMyTuneSketch BandSketchFaceOff',
    pet: 'DogNapSketchOff SketchYourCat PetReactsToSketch SketchingTheZoomies PawPrintSketchbook SketchMyPetFromMemory 60SecondPuppySketch SketchBeforeBunnyHops',
    travel:
      'OneSketchEveryStop SketchTheSkyline SketchYourHometown SketchFromTheTrain CafeWindowSketching SketchYourLocalLandmark 10MinAirportSketch PostcardSketchForGrandma',
  },
  'ski trip': {
    art: 'SkiTripRetroPoster SkiTripSnowmanFaceOff 60SecondSkiTripSketch SkiTripScrapbook IceSuncatcherSkiTrip DrawYourSkiTripMap SkiTripWatercolor PaperFlakesSkiTrip',
    fashion:
      'SkiTripRetroOnesie SkiSuitFitCheck SkiTripApresLook SkiTripColorMatch BeanieRankSkiTrip ThriftYourSkiTripOutfit 80sVsNowSkiTrip 5PieceSkiTripCapsule',
    funny:
      'SkiTripBootWalk SkiTripGoggleTan BunnySlopeProgress WhatDidIForgetSkiTrip ToddlerZoomSkiTrip FirstVsLastRunSkiTrip SkiTripLayersIn60Sec HelmetHairSkiTrip',
    tech: 'SkiTripHelmetCam 30SecondSkiTripRecap SkiTripPanorama ColdBatterySkiTrip OneClipADaySkiTrip TextInGlovesSkiTrip SkiTripSlowMoBattle CanAnAppPackMySkiTrip',
  },
  skincare: {
    travel:
      'SkincareFlightRoutine CarryOnSkincareKit 3ProductSkincareTrip HotelVsHomeSkincare SkincareSunscreenTopUp JetLagGlowSkincare 5MinTrainSeatSkincare KBeautyAisleHunt',
  },
  sleep: {
    art: 'DrawThemAsleep 5MinPostSleepSketch DecorateASleepMask SleepyFaceSelfPortrait PaintTheSleepyMoon NightmareToMasterpiece 7NightSleepDoodle GuessWhoSleepsLikeThis',
    fashion:
      'SleepwearFitCheck CurlsWhileYouSleep SleepyToStylish StyleYourSleepBonnet BedToBrunchLook DoesSilkHelpSleepHair SleepShirt3Ways 60SecondSleepGlowUp',
    funny:
      'SleepMaskCatwalkOff SleepyVoiceNewsReport 10ExcusesToSleepIn SleepTalkTranslator JustFiveMoreMinutes PhoneOnFaceAt2AM SleepPositionBingo RateMySleepHair',
    tech: 'IsYourSleepTrackerRight SleepAppShowdown 7DaySleepScore RecordMySleepTalk HowIActuallySleep SleepyheadAlarmDuel 30SecondSleepTimelapse SleepPhoneFreeNight',
  },
  sleepover: {
    art: 'PillowcaseSleepoverArt SleepoverPortraitSwap SleepoverTieDyeSocks PaintEachOtherSleepover FriendshipBraceletBar ShadowPuppetShow SleepoverDrawOff 60SecondSleepoverSketch',
    cooking:
      'SleepoverPancakeArtOff MidnightSleepoverPizza 3IngredientSleepoverDip BlindTasteSleepoverQuiz PopcornMovieMix SlumberPartySundaes 10MinSleepoverSnacks SleepoverWaffleBar',
    educational:
      'SleepoverStargazing SlumberPartyTrivia BustASleepoverMyth FlashlightMorseSleepover GhostStoryScience WhyWeFeelSleepyAt2AM 60SecondSleepoverQuiz SleepoverSpellingBee',
    music:
      '10MinSleepoverSong SlumberPartySingAlong SleepoverLipSyncBattle BalladAtTheSleepover HairbrushMicDiva FlashlightConcert SleepoverLyricRelay GuessMyHumSleepover',
  },
  'slow cooker': {
    art: 'SlowCookerFoodPhoto 8HourSlowCookerDoodle StewStillLife SlowCookerRecipeZine SlowCookerStopMotion LetterASlowCookerMenu SketchTheSlowCooker SlowCookerPlatingDuel',
    dance:
      'SlowCookerDanceOff SlowCookerTimerTango SlowCookerStirSway EightHourTwoStep SlowCookerWaitingWaltz SimmerDownShimmy CopyMySlowCookerMoves SlowCookerSalsa',
    travel:
      'SlowCookerRoadTrip 8HourCityDaySlowCooker SlowCookerParkPotluck CookWhileYouExplore SlowCookerVsTakeout PackTheSlowCooker GuessOurSlowCookerDinner TailgateSlowCooker',
  },
  'smart home': {
    cooking:
      'SmartHomeMealPlanner HandsFreeRecipe SmartHomePicksDinner 10MinSmartHomeSnack BistroSmartLights SmartHomeVsGrandma TimerJuggleSmartHome VoiceOnlySmartHomeBake',
    prank:
      'PirateVoiceSmartHome SmartHomeDiscoAt7AM DoorbellSongSurprise SmartHomeCompliments DadJokeSmartHome RedCarpetSmartLights RoomRenameSmartHome SmartHomeApplause',
  },
};
