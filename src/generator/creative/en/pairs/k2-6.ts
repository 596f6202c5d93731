import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  textbook: {
    dance:
      'ChapterBreakDance HighlighterHop TextbookShuffle CanYouBalanceATextbook TextbookTwirlTuesday OneMinuteTextbookStomp StudyBuddyTextbookBattle FinishedTextbookJig',
    fashion:
      'BookwormFitCheck OutfitMatchesMyTextbook TextbookCardiganStyle FirstDayTextbookGlowUp TextbookToteVsBackpack TextbookCoverCouture DressLikeATextbook OneMinuteTextbookLook',
    prank:
      'ComicStripInMyTextbook TextbookFullOfMemes ComplimentBookmark TextbookGooglyEyes StickyNoteTextbook 100StickersOnATextbook TextbookChapterAboutYou TextbookJokeFootnote',
    art: 'TextbookFlipbookArt MarginComicStrip 7DayTextbookDoodle RedesignYourTextbookCover OldTextbookCollage DiagramGlowUp TextbookPopUpPage SketchTextbookIn10Min',
    funny:
      'GuessTheTextbookPrice HighlightedEverything ActOutTextbookPhotos WhoBuys60Watermelons TextbookStillInPlastic ReadingOldTextbookNotes TextbookWordProblems TrailerForATextbook',
    music:
      'TextbookRapSummary ChapterRecapJingle TextbookTuneTuesday SingTheTextbook WholeTextbookIn60Seconds FormulaFreestyle 7DayTextbookSongs TextbookDrumBattle',
    speed:
      'TextbookIndexFaceOff ChapterQuizSprint TextbookGlossaryIn60 OnePageTextbookDash TextbookRelayWithFriends HighlighterTimeTrial FastestTextbookFact StackTenTextbooksFast',
    wellness:
      'ChapterAtATime SlowReadSunday 20MinTextbookBreak TextbookAndTeaTuesday OneTextbookPageDaily TextbookInTheSunshine CloseTheTextbook CozyTextbookCorner',
  },
  painting: {
    fitness:
      'RollerArmDay PlankBetweenPaintingCoats PaintTheFenceReps WallSitWhilePainting BrushstrokeBurpees 10MinPaintingWorkout PaintingSquatChallenge 30SecPaintingStretch',
    music:
      'PaintTheSong PaintingToOneTrack PaintingOnBeatIn60 ColorsOfTheChorus TuneForEveryPainting ScoreAPainting HumWhilePaintingDuet NameThatPaintingMelody',
    prank:
      'WrongFaceInEveryPainting StickyNoteBehindPainting PaintingHungUpsideDown PaintThemAsRoyalty GooglyEyePainting PaintingOfTheirPet PaintingMovesAnInchADay PaintingFrameAroundTheTV',
    cooking:
      'PaintingOnToast StarryNightPizza PaintYourPancake PaintedSugarCookies PlateAFamousPainting EdiblePaintingIn10Min BreakfastPaintingFaceOff 7DayPaintingSnacks',
    dance:
      'PaintWithYourMoves BrushStrokeBallet PaintingRollerGroove DanceLikeAFamousPainting PaintingShuffleBattle FootprintPainting OneMinutePaintingTwirl PaintingStatueFreeze',
    gaming:
      'PaintingPictionary PaintingTelephone GuessThatPainting 60SecondPaintingRace PaintByDiceRoll StrikeAPaintingPose PaintingFromMemoryDuel CanYouNameThisPainting',
    pet: 'PawPrintPainting PaintingCatSupervisor KittenJudgesThePainting MessFreePetPainting 10MinutePuppyPainting PaintingMyDogBadly PaintingPawtraits 7DayHamsterPainting',
  },
  tailor: {
    cooking:
      'SuitAndTieCookies SewingKitCupcakes CanYouIceTailorSeams TailorMadeTart TailorTapeCake ShortbreadForYourTailor TailorBiscuitBakeOff SugarStitchesLikeATailor',
    fitness:
      'TailorLungeAndPin 7DayTailorPosture TailorMadeWorkout TouchYourToesTailorStyle SuitUpSitUps StitchAndStretch 60SecondTailorPlank TailorSquatsFaceOff',
    music:
      'TailorMachineRhythm ThreadSpoolTailorDuet ThimbleTapSolo TailorMadeTune NeedleDropRemix SingToYourTailor OneMinuteTailorJingle ButtonJarTailorBeat',
    funny:
      'TailorRatesMyFit ButtonPopPanic WhenYourTailorSighs 30SecondTailorImpression BrutallyHonestTailor SplitSeamSquat MomVsTailorFaceOff TailorMeasuresTheDog',
    gaming:
      'FindTheTailorsThimble BeatATailorIn60Seconds TailorDesignDrawOff TicTacToeTailorButtons TailorSimonSays LevelUpYourStitches TailorDressUpDuel MemoryMatchTailorFabric',
    travel:
      'TailorShopTourSaturday FindTheBestTailorInTown TailorInEveryCity TailorMadeItinerary SouvenirFromATailor TailorPicksMyLunchSpot ShowUsYourLocalTailor 5TailorsOneWeekend',
    wellness:
      'SlowTailorStitchSunday MindfulMending 7DayTailorPatchHabit MendLikeATailorIn10 TailorMadeSelfCare ThreadTheNeedleBreathe TailorFixOneThingToday ThankYourTailorNote',
  },
  'card game': {
    prank:
      'GooglyEyedCardGame JokersOnlyCardGame CardGameAllSameDeck FiftyTwoCardPickup AceUpTheSleeve InvisibleCardGamePrank FourAcesEveryCardGame SillyRulesCardGame',
    speed:
      'CanYouBeatMyCardGame CardGameSlapjackDuel SortTheCardGameDeckFast CardGameInSixty AceHuntSprint DealFiftyTwoDash RelayRaceCardGameNight OneMinuteCardGameTower',
    art: '7DayCardGameSketches DesignYourOwnCardGame CardGameBoxGlowUp CardGameDeckDoodles RedrawTheJoker PlayingCardCollage SelfieAsACardGameKing CardGameArtIn10Min',
    dance:
      'CardGameVictoryDance 10SecondCardGameGroove CardGameLoserMoonwalk WinTheCardGameWiggle JokerShuffle AceOfSpadesStrut CardGameBoogieBattle ShimmyPerCardGamePoint',
    music:
      'CardGameShuffleBeat CardGameDrumBattle HumThroughACardGame RapYourCardGameHand QueenOfHeartsSingAlong AceOfSpadesCover ThemeSongForCardGame 30SecondCardGameAnthem',
    pet: 'CardGameCatSteals 7DayPuppyCardGameTrick CardGameButMyDogChooses TeachMyDogACardGame KittenVsTheCardGame CanYourPetPlayCardGames HamsterCardGameNight CardGamePawPick',
  },
  notebook: {
    fitness:
      'NotebookRepLog WorkoutNotebookStreak DeskJumpingJacks 30DayNotebookSquats NotebookOnHeadBalance PageTurnPushUps OneMinuteNotebookPlank NotebookWallSitFaceOff',
    travel:
      'NotebookTicketCollage SketchTheTripJournal CafeWindowWriting TravelNotebookTour OneNotebookPagePerStop NotebookMapFromMemory DrawYourTownInANotebook 5MinuteNotebookBusRide',
    wellness:
      '10MinNotebookFreeWrite BrainDumpNotebook NotebookOneLineADay 3GoodThingsNotebook DearDiaryNotebook WorryListAndLetGo SlowNotebookSunday ShowUsYourNotebookWins',
    dance:
      'NotebookFlipbookDancer PageTurnShuffle CanYouGrooveWithANotebook 7DayNotebookChoreo BoundToBoogie DanceFromMyNotebook NotebookStepBattle 30SecondNotebookTwirl',
    funny:
      'LastPageOfTheNotebook NeatNotebookVsReality RateMyNotebookDoodles NotebookFirstLinePanic ReadingOldNotebookAloud PassingNotesSkit CanAnyoneReadThisNotebook NotebookInkSmudgeDrama',
    music:
      'SongwriterNotebookTour FinishMyNotebookVerse 7DayNotebookLyrics PencilOnNotebookBeat WriteANotebookSong NotebookRapBattle HumYourNotebookHook OneMinuteNotebookJingle',
  },
  summer: {
    art: 'SummerDoodleRelay SummerChalkMural SummerSunPrints PressedSummerFlowers TieDyeTakeover PopsicleStickPalace 30DaysOfSummerSketches DrawYourSummerIn10Min',
    dance:
      'SummerAnthemDance SummerShuffleBattle SummerFlipFlopHop IceCreamSummerBop 30DaySummerGroove BackyardSummerBoogie SummerSprinklerSway TeachGrandmaSummerSteps',
    pet: 'SummerCoolMatNap 7DaySummerPetTricks SummerSprinklerZoomies CatSummerSunbeam DogDaysOfSummer PupsicleTasteTest EarlySummerWalkies ShowUsYourSummerSnooze',
    cooking:
      'SummerPopsicleLab SummerLemonadeStand SummerBerryShortcake PeachSummerCobbler 10MinSummerNoBakeTreat 3IngredientSummerSnack SummerSmoothieShowdown RainbowSummerFruitBowl',
    music:
      'SummerAnthemCover 5TrackSummerPlaylist SummerKaraokeDuet SongOfTheSummer HumASummerTuneIn10 SummerPicnicSingAlong GuessTheSummerHit ThrowbackSummerJams',
    wellness:
      'WatchEverySummerSunset SummerSlowMorning BarefootSummerLawn ReadOneBookThisSummer GoldenHourGratitude 30DaySummerWalkStreak SummerCloudSpotting PhoneFreeSummerSunday',
  },
  accountant: {
    fitness:
      'AccountantBinderCurls TaxSeasonSquats BalanceSheetPlank AccountantChairWorkout 10MinAccountantCircuit 7DayAccountantStretch LungesForAccountants AccountantStepTallyDuel',
    prank:
      'GooglyEyeCalculator StickyNoteAccountant AccountantDadJokeMemo ReceiptForYourAccountant AccountantGetsTinyTaxForm AccountantHugInvoice UpsideDownHelloAccountant AccountantFridgeAudit',
    art: 'SpreadsheetPixelArt TaxFormOrigami AccountantDeskDoodle 10MinAccountantSketch GiftAnAccountantMosaic AccountantCaricature AccountantPaperclipBattle DrawYourAccountant',
    pet: 'MyCatIsMyAccountant PurrfectBalanceSheet PetAccountantForADay KittenVsAccountantDesk AccountantPaysInTreats DogAuditsTheAccountant ShowUsYourAccountantPup AccountantPuppyIntern',
    speed:
      'BeatTheAccountant OutAddTheAccountant SumLikeAnAccountantIn60 AccountantShoeboxSort 100PenniesVsAccountant AccountantRelayRace CoinTallyAccountantDuel AccountantClearDeskDash',
  },
  calculator: {
    art: 'CalculatorGraphArt CalculatorUpsideDownWords 7DayCalculatorDoodle PaintYourCalculatorKeys OldCalculatorSculpture NumberStencilPrint 10MinCalculatorPortrait SketchACalculator',
    dance:
      'CalculatorRobotMoves NumberPadShuffle DanceTheCalculatorDigits 7DayCalculatorChoreo KeypadFreestyle CalculatorBeatBattle GiantCalculatorHop 10SecondCalculatorWiggle',
    fashion:
      'CalculatorWatchFlex ThenVsNowCalculatorFit 7DayCalculatorStyle RetroCalculatorGlowUp CalculatorBudgetLookbook PocketProtectorLook CostPerWearCalculator DressAsACalculator',
    cooking:
      'CalculatorHalfTheRecipe 5DollarCalculatorDinner CalculatorBudgetMeal CalculatorCookieFaceOff CalculatedCrumble 10MinCalculatorLunch CandyButtonCalculator PizzaSliceCalculator',
    tech: 'CodeOnACalculator SolarCalculatorTest MentalMathBeatsCalculator PhoneVsCalculator 7DayCalculatorCoding CalculatorSpeedTypeDuel CalculatorWidgetIn10Sec 5CalculatorAppTricks',
  },
  'guinea pig': {
    cooking:
      'GuineaPigSaladBar 7DayGuineaPigVeggieMenu CucumberTowerGuineaPig HayCubeGuineaPigTreats CavyCharcuterie BellPepperBowlPrep GuineaPigBirthdayPlate 10MinGuineaPigBrunch',
    dance:
      'DoTheGuineaPigPopcorn GuineaPigGrooveOff 7DayGuineaPigChoreo MoveLikeAGuineaPig WheekAndWiggle GuineaPigHappyHop GuineaPigFreezeDance OneMinuteGuineaPigBop',
    funny:
      'IfMyGuineaPigCouldTalk GuineaPigFridgeAlarm PotatoWithLegs WhenGuineaPigsHearBags LoafModeActivated RateYourGuineaPigsWheek GuineaPigJudgesMe GuineaPigVsCucumber',
    wellness:
      '10MinGuineaPigCuddle StoryTimeWithGuineaPig CavyCalmCorner ListenToGuineaPigPurr LoafLikeAGuineaPig SlowSundayGuineaPig GuineaPigGentleBrushing 7DayGuineaPigBond',
    educational:
      'WhyGuineaPigsWheek 5GuineaPigFoodFacts GuineaPigBodyLanguage GuineaPigPopcornMeaning NeitherGuineaNorPig SqueakDictionary GuessTheGuineaPigSound GuineaPigQuizIn60Seconds',
  },
  'living room': {
    music:
      'OneSongLivingRoomGig CouchKaraokeNight FamilyLivingRoomDuet LoungeSingerCover RemoteControlMic LivingRoomPotLidDrums 7DayLivingRoomSongs LivingRoomAirBand',
    dance:
      'LivingRoomDisco CouchCushionShuffle DanceLikeNoOnesHome LivingRoomLimbo LivingRoomFreezeBattle LoungeLineStep OneMinuteLivingRoomBop 7DayLivingRoomGroove',
    funny:
      'LivingRoomOlympics NarrateYourLivingRoom LivingRoomNatureDoc GuestsArrivingPanic WhereIsTheRemote DadVsLivingRoomToys LivingRoomTalkShow RateMyLivingRoomMess',
    gaming:
      'LivingRoomGameNight LivingRoomFortBattle DanceOffInTheLounge LivingRoomTriviaDuel PaperCupLivingRoomBowling 7DayLivingRoomPuzzle LivingRoomCharades CanYouCrossYourLivingRoom',
    pet: '7DayLivingRoomAgility ZoomiesInTheLivingRoom LivingRoomHideAndSeek LivingRoomCatFortBuild WhoOwnsTheCouch LoungeChairThief LivingRoomTreatTrail OneMinuteLivingRoomFetch',
  },
  popcorn: {
    art: 'PopcornBlossomTree 7DayPopcornGarland 10MinPopcornPortrait DesignAPopcornBox PopArtPopcorn SnowmanFromPopcorn CanYouSculptWithPopcorn PopcornSheepCollage',
    dance:
      'PopcornPopAndLock BounceLikePopcorn 30SecondPopcornShimmy 7DayPopcornChoreo PoppinKernels MovieNightMoonwalk PopcornDanceBattle FreezeWhenPopcornStops',
    prank:
      'TinyPopcornCupForDad PopcornGooglyEyes JustOnePopcorn PaperPopcornInTheBowl IsItReallyPopcorn HomeCinemaUsher PopcornGoldenTicket PopcornTubFullOfNotes',
    music:
      'PopcornDrumBattle PopcornPopBeat MakeAPopcornShaker 7DayPopcornJingle KernelBeatbox MicrowaveMelody OneMinutePopcornRhythm PopcornSongParody',
    tech: 'PopcornSlowMo PopcornPopsInStopMotion TestThePopcornButton PopcornTimerFaceOff HowLoudIsYourPopcorn KernelCamCloseUp ChatbotPicksPopcornMovie 7DayPopcornTimelapse',
  },
  'rubber duck': {
    cooking:
      'RubberDuckCupcakes 3StepRubberDuckSandwich 10MinRubberDuckToast RubberDuckCookieBakeOff QuackersAndCheese JustDuckyDonuts MangoRubberDuckMochi RubberDuckPancakes',
    fitness:
      '7DayRubberDuckAbs 30SecRubberDuckBalance RubberDuckSquats CarryTenRubberDucks SqueakEveryRep DuckOnMyBackPlank RubberDuckPushups RubberDuckRelayRace',
    gaming:
      'FindTenRubberDucks GooseVsRubberDuck RubberDuckHideAndSeek RubberDuckRingToss HookADuckHighScore DucksInARowPuzzle RubberDuckFlickBattle 60SecondRubberDuckStack',
    music:
      'RubberDuckChoir 10SqueakRubberDuckTune RubberDuckieSongCover DrumWithRubberDucks QuackAlong 7DayRubberDuckJingle SingToYourRubberDuck RubberDuckBeatBattle',
    travel:
      'RubberDuckTripSelfies HideARubberDuckInTown RubberDuckAtEveryStop 5TownsOneRubberDuck HaveDuckWillTravel CommuteWithRubberDuck ShowUsYourRubberDuckView RubberDuckParkAdventure',
  },
  thanksgiving: {
    art: 'ThanksgivingHandTurkey LeafPrintThanksgivingCard ThankfulTreeCraft PaintedPumpkinPatch CornucopiaCollage DrawYourThanksgivingPlate 10MinThanksgivingSketch ThanksgivingDoodleRelay',
    dance:
      'ThanksgivingLineDance ThanksgivingShimmyBattle ThanksgivingConga GobbleGroove ThankfulFreestyle LeftoverLimbo WaddleAfterThanksgiving 30SecThanksgivingJig',
    music:
      'ThanksgivingSingAlong 10SecThanksgivingJingle ThankfulSongCover TurkeyGobbleRemix GravyBoatBallad ThanksgivingTableDrumOff GrandmaThanksgivingDuet ThanksgivingNameThatTune',
    prank:
      'GooglyGourdThanksgiving MixedUpThanksgivingSeats ThanksgivingPlaceCardPuns ThanksgivingNapkinJokes KidsTableVIPUpgrade ThankYouUnderThePlate SillyThanksgivingMenu TinyTurkeyForThanksgiving',
    fashion:
      'ThanksgivingFitCheck ThenVsNowThanksgivingLook ThankfulSweaterVest StretchyPantsStyle FlannelAndFeast MatchingPlaidThanksgiving ThanksgivingLayerOff 3ScarfTiesForThanksgiving',
  },
  winter: {
    dance:
      'WinterWonderlandDance WinterStompBattle WinterScarfTwirl 7DayWinterGroove FrostyFreestyle SnowAngelShuffle WaddleIntoWinter 30SecondWinterShimmy',
    fashion:
      'WinterFitCheck 7DayWinterLayers WinterScarfFiveWays CozyKnitWinterLook PuffiestWinterCoatWins SweaterWeatherStyle WinterBootsGlowUp ThisWinterHatFaceOff',
    fitness:
      'WinterRunStreak 30DayWinterPlank 10MinWinterWarmUp SnowAngelWinterAbs BeatTheWinterBlues HibernationHIIT WinterBurpeeBlizzard WinterIndoorJumpRope',
    prank:
      'WinterSnowmanSurprise GooglyEyesOnWinterBoots WinterWindowNote ArmyOfWinterSnowmen FrostyTheDoorman TeddyInDadsWinterCoat WinterHatsForEveryLamp PaperWinterBlizzard',
    gaming:
      '7DayWinterChessStreak WinterSnowballBullseye BoardGamesTillWinterEnds WinterSnowFortBattle CanYouBeatMyWinterScore WinterCharadesNight WinterJigsawWeekend 10MinWinterWordPuzzle',
  },
  umbrella: {
    fashion:
      'UmbrellaOutfitMatch TrenchAndUmbrellaFit CarryAnUmbrellaThreeWays ClearUmbrellaLook PuddleProofStyle 7DayUmbrellaLookbook UmbrellaStrutOff UmbrellaGlowUp',
    fitness:
      'UmbrellaOverheadPress BalanceAnUmbrella UmbrellaLungeMarch 10MinUmbrellaWorkout RainOrShineReps UmbrellaPlankFaceOff UmbrellaSquatPop 30DayUmbrellaAbs',
    music:
      'UmbrellaDripBeat UmbrellaSingInTheRain PitterPatterUmbrella 10SecondUmbrellaJingle UmbrellaDrumBattle PuddleStompPercussion UnderMyUmbrellaDuet 7DayUmbrellaSongs',
    pet: 'PuppyUnderTheUmbrella CatMeetsAnUmbrella UmbrellaTowelDryOff 7DayUmbrellaTraining RainingCatsAndDogs PuddleZoomies UmbrellaWalkiesInTheRain ShowUsYourPetsUmbrella',
    tech: '10SecondUmbrellaTimelapse UmbrellaRainASMR SlowMoUmbrellaDrops GreenScreenUmbrellaRide WeatherAppShowdown 7DayUmbrellaPhotoDiary NeverLoseAnUmbrellaAgain UmbrellaPhoneStopMotion',
  },
  'bean bag': {
    dance:
      'BeanBagFlopDance BeanBagOnHeadBop 30SecondBeanBagGroove BeanBagFreezeBattle SlouchyChairShuffle SinkInAndSway MusicalBeanBags 7DayBeanBagChoreo',
    fitness:
      'BeanBagCrunches 10MinBeanBagWorkout BeanBagSitToStand EscapeTheBeanBag FlopAndPopUp CornholeSquatToss 30DayBeanBagSquats BeanBagPlankFaceOff',
    music:
      'BeanBagKaraokeDuet BeanBagShakerBeat 7DayBeanBagSongs SerenadeFromTheBeanBag DIYBeanMaracas LoFiLoungeCover BeanBagDrumBattle 10MinBeanBagLullaby',
    wellness:
      '10MinBeanBagNap BeanBagMeditation 7DayBeanBagReading SinkIntoTheBeanBag CozyCornerReset PhoneFreeLounge BeanBagBodyScan SlowSundayBeanBag',
  },
  christmas: {
    prank:
      'ChristmasWrappedRemote WakeUpToAChristmasCarol GooglyEyesOnChristmasTree ChristmasGiftInception TinyElfTakeover WrongNameChristmasTags XmasJingleAlarm ChristmasCardFromTheDog',
    fitness:
      '12DaysOfChristmasHIIT 10MinChristmasWorkout ChristmasPresentSquats ChristmasPushupBattle JingleBellJacks ElfJumpsTillChristmas ChristmasWrappingLunges OneMinuteChristmasPlank',
    travel:
      'ChristmasMarketTour 5StreetsOfChristmasLights SkatingRinkAtChristmas TinyTownChristmas ShowUsYourTownsChristmas ChristmasInANewCity ChristmasDayTripVlog PackChristmasInACarryOn',
    wellness:
      'ChristmasGratitudeJar ChristmasLightsStroll 24DaysOfXmasKindness SlowChristmasMorning 10MinChristmasCalm SilentNightUnplug WriteAChristmasThankYou ChristmasTaleAtBedtime',
  },
  dumbbell: {
    travel:
      'DumbbellHotelWorkout HaveDumbbellsWillTravel ParkBenchDumbbellSets PackOneDumbbellOnly 7DayDumbbellRoadTrip SuitcaseDumbbellCurls DumbbellsWithAView DumbbellInEveryCity',
    art: '7DayDumbbellDoodle DumbbellStillLife PaintYourDumbbells OneLineDumbbellSketch DumbbellSelfPortrait GreekStatueDumbbellFlex DumbbellDrawOff MakeACardboardDumbbell',
    funny:
      'SoupCansVsDumbbells DumbbellDoorstopLife NewYearDumbbellRegret DustyDumbbellReunion NarrateYourDumbbellSet DumbbellGruntOff TinyDumbbellBigFlex DumbbellOrClothesRack',
    pet: 'DumbbellWithMyDog 10MinDumbbellAndKitty DumbbellPuppyCoach CatVsDumbbell PetCountsDumbbellReps 7DayHamsterDumbbellPal DumbbellHighPaw BunnyWatchesDumbbellSet',
  },
  fork: {
    art: 'ForkPaintedTulips 10MinForkPainting 7DayForkDoodles ClayPotForkTexture PaintWithAFork ForkArtFaceOff ForkPrintHedgehog FluffySheepForkStamp',
    music:
      'ForkAndGlassTune 10SecondForkJingle ForkDrumBattle SilverwareChimes CutleryConcerto ForkInTheRoadBlues PlayThatFork 7DayForkRhythm',
    pet: 'ForkShapedDogBiscuits KittenVsForkToy ForkMashYourPetsFood CatSwatsTheForkOff 7DayPuppyForkTrick ForkCupTreatGame HamsterSniffsAFork ParrotStealsMyFork',
    wellness:
      'ForkRestBetweenBites PutYourForkDown TasteEachForkful 7DaySlowForkMeals 10MinuteLunchForkBreak ChewTwentyTimes ForkPauseAndBreathe WrongHandForkChallenge',
  },
  'jump rope': {
    cooking:
      'LicoriceJumpRopeTreats JumpRopeBirthdayCake PostJumpRopeSmoothie 10MinJumpRopeSnack JumpRopeFruitRollUps 3IngredientJumpRopeBars JumpRopeCookieFaceOff LongestJumpRopeNoodle',
    educational:
      '7DayJumpRopeFacts LearnOldJumpRopeRhymes SlowMoJumpRopeArc SkipCountingJumpRope JumpRopeFrenchNumbers PulseBeforeAfterJumpRope WhyBoxersJumpRope JumpRopeSpellingBee',
    funny:
      'JumpRopeVsDad GrandmaJumpRopeChamp FirstJumpRopeSinceSchool NarrateYourJumpRopeFail DoubleDutchDisaster SkippingLikeItsRecess JumpRopeInFlipFlops WhenTheJumpRopeWins',
    gaming:
      'LastJumpRopeStanding DoubleDutchJumpRopeCup 10SecondJumpRopeCombo JumpRopeHighScore 100JumpRopeNoMisses SkippingStreakLevelUp JumpRopeCopyMyTrick SimonSaysSkipping',
  },
  pickleball: {
    art: 'PickleballRallyStopMotion 10MinPickleballDoodle PickleballPaddleGlowUp PickleJarStillLife FreezeTheDink PickleballActionPhoto 7DayPickleballDrawings PickleballCourtSketch',
    dance:
      'PickleballDinkShuffle 30SecondPickleballJig PickleballGrooveOff KitchenLineBoogie 7DayPickleballChoreo DanceInAPickle PickleballTwoStep PickleballVictoryWiggle',
    funny:
      'PickleballWithPickles GrandpaPickleballRival TennisSnobVsPickleball PickleballTrashTalkSkit ScoreCallingChaos WhenPickleballGetsIntense PickleballPunsIn60Sec NarrateYourPickleballGame',
    prank:
      'PickleballsInTheEggCarton PickleballWithTinyPaddle GlowInDarkPickleball GooglyEyedPickleballs MysteryDoublesPartner BigDillTrophy PickleballMedalForGrandpa SqueakyToyPickleball',
  },
  ruler: {
    dance:
      '30SecondRulerShuffle StraightAsARuler RulerFreezeBattle RulerLimbo MeasureUpMoves TapStepWithARuler RulerBalanceBop 7DayRulerChoreo',
    fashion:
      '10SecondRulerFitCheck RulerPerfectPleats PinstripeLineUp 7DayRulerOutfits DIYRulerBracelet RulerStraightTieKnot CreaseLikeARuler RulerPatternMakeover',
    tech: 'PhoneAppVsRealRuler ARRulerAccuracyTest RulerScreenSizeCheck 10SecondRulerGuess 7DayRulerStopMotion PixelPerfectRuler RulerPlantGrowthTimelapse RulerChartIn5Min',
    wellness:
      'RulerPostureCheck MindfulRulerLines 10MinRulerDoodles RulerHabitTracker DrawYourBoundaries OneInchAtATime RulerSketchSunday 30DayRulerGratitude',
  },
  soccer: {
    cooking:
      'HalftimeSoccerOranges 10MinSoccerPitchPizza SoccerBallCake MatchdayMunchies 3StepSoccerCupcakes SoccerJerseyCookies SoccerSnackShootout TeamColorsSoccerSkewers',
    funny:
      'SoccerDramaticFlop LivingRoomSoccerReplay ImpersonateASoccerMom SoccerCommentaryOnChores RefereeTheDinnerTable YellowCardForDad FirstTouchSoccerFails SoccerPostMatchInterview',
    music:
      'SoccerChantRemix SoccerBallBounceBeat SoccerCommentatorRap 10SecondSoccerJingle SingYourSoccerTeamSong StadiumSoccerDrums WriteASoccerAnthem 7DaySoccerTunes',
    prank:
      'SoccerTunnelWalkout GooglyEyedSoccerBall BalloonFilledSoccerNet RedCardForDishes ManOfTheMatchAward SoccerStadiumIntro TinySoccerTrophyPrank WrongTeamSoccerShirt',
  },
  sunrise: {
    cooking:
      'SunriseSmoothie GoldenYolkToast 10MinSunriseBreakfast 3IngredientSunriseBowl SunnySideUpSunrise DawnPancakes SunriseParfaitBattle FruitPlateLikeASunrise',
    wellness:
      '7DaySunriseWalks SunriseGratitude 5MinSunriseBreathing MeetEverySunrise FirstLightJournal DawnIntentionSetting SunriseBirdsongPause StretchAtSunriseSunday',
    dance:
      'FirstLightFreestyle 30SecondSunriseSway PajamaPartyAtSunrise RiseAndShineShimmy SunriseShuffleBattle DanceUpTheSunrise SunriseSalsa 7DaySunriseGroove',
    gaming:
      'SunriseScavengerHunt EarlyBirdDailyPuzzle SunriseTicTacToe 7DaySunriseChess BeatTheGameBySunrise SunriseWouldYouRather 10MinSunriseRiddles SunriseQuizFaceOff',
  },
  truck: {
    music:
      'ToyTruckDrumSolo 10SecondTruckJingle WriteATruckSong TruckTuneBattle EngineRevRemix ConvoyCover TruckCountryBallad 7DayTruckRhythms',
    travel:
      'TruckBedStargazing TruckStopFinds TruckTailgatePicnic 7DayTruckSightings FoodTruckCrawl SpotTenTrucksOnAWalk PickupTruckSunrise RateYourLocalTacoTruck',
    pet: '7DayTruckPushTrick BunnyTruckParade CardboardTruckCatNap KittenVsToyTruck KittyClaimsTheTruckBox ShowUsYourTruckDog TruckShapedHamsterHouse TruckPlushForPuppy',
    tech: 'ToyTruckStopMotion 10SecondTruckTimelapse BackupCameraHack RCTruckObstacleCourse TruckPhotoEditBattle AIDesignsMyDreamTruck TruckTechTour TruckSoundsRingtone',
  },
  zoo: {
    music:
      'HumLikeAZooAnimal GoingToTheZooCover 7DayZooSongs ZookeeperBeatbox PenguinParadeBeat LionRoarBassline ZooTripSingAlong 10SecondZooJingle',
    prank:
      'PlushZooInvasion PenguinInTheFridge TinyZooOnDadsDesk GooglyEyedZooAnimals ZookeeperWakeUpCall GiraffeCutoutWindow ZooTicketTreasureHunt ZooNameTagsForFamily',
    fitness:
      'ZooAnimalHIIT TenKAtTheZoo 10MinZooWorkout 30FrogJumpsZooStyle PenguinWaddleSquats GorillaPushups ZooStepCountDuel ZooCrabWalkRace',
    gaming:
      'ZooAnimalCharades 7DayZooQuiz 10MinZooJigsaw ZooTriviaFaceOff ZooGuessWho WildlifeSpottingBingo CanYouNameTenZooAnimals ZooTwentyQuestions',
  },
  basketball: {
    tech: 'TrackTenBasketballShots VerticalJumpForHoops BasketballSlowMo ChatbotRatesMyBasketball HoopsMixtapeEdit 7DayBasketballHighlights BasketballOneTakeTrick BasketballAppFaceOff',
    travel:
      'BasketballWithAView BballPickupInNewTown BasketballParkCrawl CheerTheLocalHoopsTeam 5CourtsOneBasketball BasketballCourtHop ShowUsYourTownsBasketball 7DayBasketballTrip',
    dance:
      'SneakerSqueakShuffle HoopsVictoryShimmy BasketballDribbleDance AnkleBreakerBounce BasketballHalftimeBattle 7DayBasketballChoreo StrutLikeABasketballPro 10SecondBasketballGroove',
  },
  breakfast: {
    dance:
      'BreakfastPajamaBop RiseAndShineShuffle 30SecondBreakfastJig BreakfastBreakdance ToastPopFreeze BreakfastDanceBattle ShimmyToBreakfast 7DayBreakfastGroove',
    travel:
      'BreakfastWithAView HotelBreakfastReview DinerBreakfastRoadTrip BreakfastLikeALocal PassportToPancakes RateEveryTownsBreakfast BestBreakfastInYourTown BreakfastCafeFaceOff',
    art: 'BreakfastFruitFaces PancakeArtBreakfast SketchYourBreakfast BreakfastStillLife 10MinBreakfastPainting CerealPixelPortrait 7DayBreakfastDoodles BreakfastPlateDrawOff',
  },
  croissant: {
    music:
      '10SecondCroissantJingle SerenadeACroissant CroissantCafeJazz LaVieEnCroissant CroissantSingOff ButterCrunchBeat 7DayCroissantSongs DuetOverCroissants',
    travel:
      'CroissantBakeryCrawl GasStationCroissantReview BestCroissantInTown ShowUsYourLocalCroissant 5CroissantsOneCity TrainWindowCroissant CroissantWithAView 7DayCroissantQuest',
    funny:
      'WhenTheCroissantWins CroissantPronunciation BlackShirtVsCroissant EatACroissantNeatly CroissantFirstBiteFail CrumbsEverywhere SayCroissantIn5Accents CroissantCritiqueSkit',
  },
  exam: {
    prank:
      'ExamPopQuizForParents ExamGoodLuckNote GiantPencilForExams GooglyEyedExamBooks TinyExamTrophyReveal MockExamAboutTheCat MidtermMascotVisit ExamPostItHypeWall',
    travel:
      '5PlacesPostExam AfterExamsAdventure ExamsOverDayTrip ExamStudySpotsRanked ShowUsYourExamEscape ExamFreedomPicnic MidtermMiniBreak CelebrateExamsInTown',
    funny:
      'TypesOfExamTakers ExamNightBeforeSkit WhenTheExamStarts 10SecondsIntoAnExam ExamGroupChatPanic NarrateYourExamMorning ExamPenClickingBattle MidtermMeltdownMusical',
  },
  'garbage truck': {
    fitness:
      '10MinGarbageTruckWorkout SquatsTillGarbageTruck GarbageTruckLunges 7DayGarbageTruckPlank GarbageTruckBinCurls BurpeesBeforeGarbageTruck GarbageTruckStepUps GarbageTruckBearCrawl',
    prank:
      'TinyGarbageTruckOnPillow GarbageTruckWrongDay GooglyEyedGarbageTruck TrashTruckToySnackHeist TrashCanTuxedo GarbageTruckInYourShoe GarbageTruckDoodleNote BeepLikeAGarbageTruck',
    travel:
      'WeeklyGarbageTruckDiary TouchAGarbageTruckDay GarbageTruckSpotting RecyclingCenterTour 5GarbageTrucksOneWalk ThankYourGarbageTruckCrew GarbageTrucksOfMyTown HolidayGarbageTruckHunt',
  },
  horse: {
    fitness:
      'HorseStanceHold PonyGallopSprints HobbyHorseJumping 7DayHorseTrotStreak SaddleUpSquats HorsepowerHIIT 10MinHorseWorkout HorseKickFaceOff',
    fashion:
      'HorsePrintThreeOutfits PonytailFiveWays CowgirlHorseshoeBelt HorseShowFitCheck BarnToBrunch HorseGirlStyle 7DayHorseInspiredLooks HorseBraidGlowUp',
    tech: 'AppGuessesTheHorseBreed HorseSlowMoGait DrawAHorseOnYourPhone ToyPonyStopMotion HorsepowerVsHorse HorseNeighRingtone HorseVideoDiary 7DayHorseTimelapse',
  },
  lunchbox: {
    cooking:
      'BentoLunchboxArt LunchboxPinwheels LunchboxLeftoverRemix 5MinLunchboxPrep ThermosPastaSalad SandwichShapeShift 7DayNoRepeatLunchbox KidsVsParentLunchbox',
    travel:
      'ScenicLunchboxBreak 7DayLunchboxOutings LunchboxFromEveryCity PackALunchboxUnder5Min WhatsInMyBeachLunchbox LunchboxPicnicBingo LunchboxParkHop LunchboxForTheBusRide',
    wellness:
      'LunchboxKindnessNote PhoneFreeLunchBreak PicnicYourLunchbox LunchboxPepTalk MindfulLunchboxMeal SlowLunchboxSunday 7DayLunchboxGratitude 10MinLunchboxWalk',
  },
  'new year': {
    pet: 'PetNewYearResolution 30DayNewYearWalks KittenHighFiveNewYear PuppyRingsInNewYear NewYearsPawty CatIgnoresMidnight NewYearFirstTrick ShowUsYourNewYearBuddy',
    dance:
      'DanceIntoTheNewYear NewYearCountdownJig NewYearConga MidnightMoves BallDropBoogie NewYearsEveTwirl 7DayNewYearGroove FamilyNewYearShimmyOff',
    fitness:
      'NewYearPlankStreak 30DayNewYearPushups RingInNewYearBurpees JanuarySquatLadder ResolutionReps 10MinNewYearYoga NewYearJumpRopeDare NewYearStepBattle',
  },
  'slow cooker': {
    pet: 'SlowCookerWaitingPup KittyVsSlowCookerSmell SlowCookerLongWalkies PetStaresAtTheCrockpot NoCounterSurfingDrill 7DaySlowCookerTraining 10MinSlowCookerTricks WaitForItSlowCooker',
    prank:
      'WhatsInTheSlowCooker SlowCookerNoteUnderLid TinySlowCookerForDad DinnerIsAlreadyDone PlushToySlowCookerReveal SlowCookerGooglyEyes SlowCookerMenuCard SlowCookerFullOfSocks',
    gaming:
      '7DaySlowCookerPuzzle CrockpotMysteryIngredient GuessWhatsInSlowCooker GameTilTheSlowCookerDings SlowCookerTriviaNight SlowCookerCharades SlowCookerVsJigsawRace 10QuestionSlowCookerQuiz',
  },
  surfing: {
    funny:
      'SurfingTheCouch SurferSlangTranslator SurfingWetsuitStruggle NarrateYourSurfingDream EpicWipeoutReplay StillWaitingForAWave SurfingLessonVsReality FirstTimeSurfingFaces',
    music:
      'SurfRockRiff 10SecondSurfingJingle 7DaySurfingPlaylist HumASurfingTune SurfingSongSingAlong WipeOutDrumSolo SurfingSongShowdown TableTapSurfingRhythm',
    pet: 'DrySurfingWithMyDog 7DaySurfingTrickPup SurfingBoardCatNap KittyReactsToSurfing HangTenHound SandySnootZoomies SurfingPetPoseOff 10SecondSurfingStance',
  },
  waiter: {
    art: '10MinWaiterPortrait WaiterOrderPadDoodle WaitressDinerPainting ChalkboardSpecialsSign SketchOnTheCheck WaiterThankYouCard 7DayWaiterCartoons WaiterMenuGlowUp',
    music:
      'SingingWaiter 10SecondWaiterJingle WaiterTrayDrumSolo CutleryClatterBeat WaiterSingsTheSpecials HappyBirthdayServers WaiterDuetWithMom 7DayWaiterSongs',
    pet: 'WaiterServesThePet DogWaiterTrick WaiterForMyCat ClocheRevealDinner FineDiningForFido 7DayPuppyWaiterTraining KittyGetsTinyWaiterTray HamsterOrdersFromWaiter',
  },
  boxing: {
    art: 'BoxingPosterDesign CardboardBoxingBelt BoxingGlovePainting 10MinBoxingPortrait SketchTheKnockout PaintWithYourPunches 7DayBoxingDoodles BoxingArtFaceOff',
    dance:
      'BoxingBobAndWeave ShadowboxingGroove KickboxingChoreo 30SecondBoxingBop FloatLikeAButterfly StrutYourBoxingWalkout BoxingBounceBattle 7DayBoxingFootwork',
    music:
      'BoxingWalkoutSong HumABoxingIntro 10SecondBoxingJingle ShadowboxingBeats BoxingComboToTheBeat WriteYourBoxingAnthem BoxingDrumBattle 7DayBoxingPlaylist',
  },
  strawberry: {
    art: 'StrawberryWatercolor 10MinStrawberrySketch 7DayStrawberryDoodles StitchAStrawberry DrawEverySeed BerryStampArt StrawberryDotPainting StrawberryPaintBattle',
    music:
      '10SecondStrawberryJingle 7DayStrawberryTunes StrawberryBeatBattle NameThatStrawberrySong BerryPatchJam ShortcakeSerenade StrawberryLullaby HumAStrawberryDuet',
    prank:
      'StrawberryGooglyEyes GiantPaperStrawberry 100StrawberryStickers StrawberryLunchboxNote IsItAStrawberry ShortcakeSurprise PlushStrawberryInTheBed StrawberryThatSqueaks',
  },
  blanket: {
    fitness:
      'BlanketMountainClimb BlanketTugOfWar BurritoBlanketCrunch WeightedBlanketCarry HopOverTheBlanket 10MinBlanketWorkout 30DayBlanketPlank BlanketRelayRace',
    dance:
      'BlanketBurritoBoogie BlanketCapeTwirl SlowDanceInABlanket SpinOutOfTheBlanket 30SecondBlanketGroove DanceLikeABlanketGhost 7DayBlanketChoreo BlanketFreezeBattle',
  },
  chocolate: {
    dance:
      'ChocolateBarShuffle 30SecondChocolateJig WiggleForChocolate TruffleTwoStep ChocolateBunnyHop ChocoholicHustle 7DayChocolateGroove ChocolateDanceBattle',
    art: '7DayChocolateDoodles PortraitInChocolate CocoaPowderStencil ChocolateDrizzlePainting 10MinChocolateArt ChocolateDrawingBattle DrawWithChocolate ChocolateWrapperCollage',
  },
  eagle: {
    travel:
      'EagleSpottingTrip 7DayEagleWatch EagleStatuesInYourTown SpotEaglesOnVacation RaptorRescueVisit BirdsEyeLookout EagleViewpointHunt MeetAnEagleAtTheZoo',
    wellness:
      'EaglePoseBalance 7DayEagleYoga EagleSunriseStretch SketchAnEagleToUnwind 10MinEagleNestCam HilltopBreathwork SlowEagleWatch EagleCalmSunday',
  },
  'full moon': {
    art: 'FullMoonPhotography MoonPhaseArt 10MinFullMoonSketch PaintTheFullMoon HoldTheMoonPhoto 7DayFullMoonDoodles FullMoonSilhouettes FullMoonDrawOff',
    prank:
      'FridayFullMoonFools PaperFullMoonOnAWindow GooglyEyedFullMoon BalloonFullMoonReveal DidYouSeeTheFullMoon FullMoonHowlBack FullMoonMadeOfCheese TinyFullMoonNightLight',
  },
  kitchen: {
    funny:
      'KitchenNatureDoc MidnightKitchenRaid KitchenJunkDrawerTour RateYourKitchenGadgets NoKitchenLidFits IfKitchenUtensilsTalked KitchenSpongeMonologue ParentsVsKitchenMess',
    pet: 'KitchenCatSupervisor 7DayKitchenMatTraining MuffinTinKitchenPuzzle 10SecondKitchenZoomies PetHearsTheFridge ShowUsYourKitchenHelper StayOutOfTheKitchen KitchenPupsicles',
  },
  oven: {
    pet: 'OvenDingEarTilt OvenTimerSitStay OvenBeepCalmTraining OvenMittPlushFetch HomemadePupTreats ShowUsYourOvenBuddy DogBiscuitOvenDay KittyStaysAwayFromOven',
    fitness:
      'OvenPreheatPlank 10MinOvenWorkout BakeTimeBurpees OvenPushupFaceOff OvenTimerJumpingJacks CookieCoolingCrunches SquatsTillTheOvenBeeps LungesWhileOvenBakes',
  },
  recipe: {
    fitness:
      'RecipeOvenTimerHIIT 10MinRecipeWorkout RecipeRepsFaceOff RecipeCardCircuit SquatPerIngredient StirTheBatterBurn PlankEachRecipeStep LungeThroughARecipe',
    prank:
      'SecretIngredientIsLove JokesInTheRecipeBox RecipeComicStrip RecipeSignedByOurDog RecipeScavengerHunt RecipeCardSillyStep GooglyEyedRecipeBook MysteryRecipeNight',
  },
  spelling: {
    art: 'SpellingBubbleLetters 10MinSpellingPoster SpellItInNature SpellingWithShadows TypographyCollage AlphabetAnimals SpellingArtFaceOff 7DaySpellingDoodles',
    prank:
      'MisspelledOnPurpose SillySpellingStickyNotes GooglyEyedSpellingList SpellingFailBirthdayCake FridgeMagnetMessage ScrambledNameTags SpellingInTheFog BackwardSpellingLabels',
  },
  turkey: {
    fitness:
      'TurkeyTrotFiveK GobbleBurpees TurkeyLegSquats 10MinTurkeyDayWorkout PreTurkeyPlank 30SecondTurkeyJumps FamilyTurkeyPushupBattle TurkeyWaddleLunges',
    funny:
      'NarrateYourTurkeyDinner TurkeyStillFrozen WhoGetsTheWishbone TurkeyTableTalkShow HowLongTillTurkey TypesOfTurkeyGuests TurkeyPardonSpeech TurkeyImpressionContest',
  },
  doodle: {
    gaming:
      '10SecondDoodleRace DoodleAndGuess DoodleDotsAndBoxes 7DayDoodleLevels BlindfoldDoodleDuel DoodleFromMemory PassTheDoodleRelay CanYouFinishMyDoodle',
    music:
      'YankeeDoodleRemix DoodleTheLyrics DoodleSongBattle DoodleToMusic SketchWhatYouHear DrawTheBeatDrop 10SecondDoodleJingle 7DayDoodlePlaylist',
  },
  lasagna: {
    fashion:
      'LasagnaLayerFit DressLikeALasagna LasagnaPrintSocks LasagnaInAWhiteShirtDare 7DayLasagnaLooks SaucyStyleCheck ThenVsNowLasagnaOutfit LasagnaNightGlowUp',
    prank:
      'IsItReallyLasagna GooglyEyedLasagnaDish TinyLasagnaForDad 3LayerDessertLasagna PaperLasagnaReveal AnnounceLasagnaNight LasagnaStickyNoteTrail LasagnaCatPlushGuard',
  },
  chef: {
    prank:
      'GooglyEyedChefSpoon ChefsTinyPortionPrank OrderUpChefBell FancyChefCerealService FineDiningFishSticks ChefHatWakeUpCall ChefServesInvisibleSoup WrongNameChefMenu',
  },
  dad: {
    travel:
      'DadRoadTripRules DadsHometownTour FollowDadsOldMap AreWeThereYetDad DadPicksEveryStop ShowUsDadsFavoriteSpot 5StopsDadRecommends RecreateDadsPhoto',
  },
  'grocery haul': {
    prank:
      'TinyGroceryHaul GroceryHaulSmileyBag WrongListGroceryHaul JokeNoteInGroceryHaul ProduceGooglyEyes GroceryHaulBananaDoodle 100LemonsGroceryHaul SillyReceiptGroceryHaul',
  },
  knitting: {
    dance:
      'KnittingSweaterShimmy 30SecondKnittingJig KnitOnePurlTwoStep 7DayKnittingGroove KnittingDanceBattle KnittedScarfTwirl TangledKnittingTango BoogieWithYourKnitting',
  },
  scientist: {
    tech: 'CitizenScientistApp ScientistPhoneMicroscope 10MinScientistNoiseMap ScientistRainfallChart ScientistSlowMoExperiment 7DayScientistTimelapse CodeLikeAScientist ScientistPhotoBattle',
  },
  cactus: {
    wellness:
      'BeLikeACactus CactusWateringDay 30DaysWithMyCactus CactusGrowthJournal ThriveOnLess 10MinCactusSketch SlowCactusSunday CactusWindowsillCalm',
  },
  'garden hose': {
    prank:
      'PaperFlowersGardenHose GardenHoseRainbowShow TinyGardenHoseForDad GardenHoseSaysHello GardenHoseMysteryBlooms BowTieOnTheGardenHose GardenHoseChalkMessage GooglyEyedGardenHose',
  },
  lizard: {
    travel:
      'LizardSpottingHike SayHiToTheZooLizards SpotTenLizardsOnVacation 7DayLizardHunt MeetAPetShopLizard GeckoNightWalk LizardsOfMyTown LizardSketchEveryStop',
  },
  receipt: {
    gaming:
      'ReceiptBingo ClosestToTheReceipt ReceiptItemCharades 10SecondReceiptRecall 7DayReceiptPuzzle GuessTheTotalDuel ReceiptPriceBattle LowestReceiptWins',
  },
  wagon: {
    prank:
      'WagonFullOfBalloons WagonParkingTicket GooglyEyedWagon MysteryWagonDropOff StuffieWagonArmy WagonDisguisedAsCar TinyWagonForDad WagonLicensePlateJoke',
  },
};
