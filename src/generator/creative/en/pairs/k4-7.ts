import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  smoothie: {
    art: 'SmoothieBowlFaceOff CanYouMixMySmoothieColor 60SecondSmoothieSketch DrawYourSmoothie PaintWithBerries 7DaysOfSmoothieArt SmoothieSwirlMarbling SmoothieCupDoodles',
    fashion:
      'SmoothieStyleFaceOff MatchYourSmoothie SmoothieShadeMakeup GuessTheSmoothieByMyFit SmoothieDateGlowUp AcaiOmbreNails 7DaysOfSmoothieColors OneSmoothieThreeLooks',
    tech: 'AIPicksMySmoothie SmoothieSlowMoPour FilmASmoothieIn10Shots SmoothieBlenderFaceOff SmoothieASMRBattle StopMotionSmoothie FruitToSmoothieTransition SmoothieTimelapseMelt',
  },
  snack: {
    art: 'SculptYourSnack SnackArtIn60Seconds SnackWrapperCollage RedesignASnackBag PretzelStickPortrait SnackMosaicBattle CartoonMySnack SnackFaceOnAPlate',
    fashion:
      '7DaysOfSnackColors DressAsYourSnack SnackStyleFaceOff SnackWrapperCouture OutfitMatchesMySnack ChipBagClutchDIY OneSnackThreeLooks SnackThemedEarrings',
    fitness:
      'EarnYourSnack SnackBreakSquats SnackStairSprint PlankThenSnack BurpeePerChip 30DaySnackPushUps SnackGrabRelay OneMinuteSnackWallSit',
    pet: 'WillTrickForSnacks CanYourPupBalanceASnack SnackBagSummon WhichHandHasTheSnack SnackOrSqueakyToy PetTreatTasteTest SnackSniffHunt 60SecondSnackPuzzle',
    prank:
      'PutSocksInTheSnackDrawer StickyNoteOnEverySnack SnackGiftWrappedTenTimes WhoAteMyLastSnack GooglyEyeSnacks SewingTinFullOfCookies TinySnackTakeover SnackBagsLabeledBroccoli',
    speed:
      'LunchboxSnacksIn60Sec BeatTheClockSnackBoard SnackStackAttack 5MinuteSnackFromScratch SnackRunRelay UnwrapASnackWithMittens SnackSortByColorDash SnackGrabAndGoRush',
    tech: 'AIPicksMySnack SnackCrunchASMR 60SecondPhoneSnackAd ScanYourSnackLabel BestSnackPhotoFaceOff SnackStopMotionHeist CatchTheSnackThiefOnCam SnackUnboxingSlowMo',
  },
  snake: {
    wellness:
      'OneMinuteSnakeBreathing BaskLikeASnake SnakeCalmHold ShedWhatYouDontNeed SlowSnakeSunday CoilAndUnwind SnakeYogaFlow 7DaySnakeStretchStreak',
  },
  sneeze: {
    gaming:
      'NameThatAnimalSneeze SneezeImpressionBattle SneezeHotPotato FakeSneezePokerFace GuessWhoSneezed 10PersonSneezeChain SimonSaysSneeze SneezeFreezeTag',
    prank:
      'SneezeBlessYouChorus TissueBoxThatSneezes 10PeopleSneezeAtOnce WhoSneezedNextDoor SneezeSoundboard StandingOvationSneeze RubberDuckSneeze SneezeMakesTheMusicStop',
    tech: 'SneezeSlowMo FreezeFrameTheSneeze CountMySneezesApp AddASoundToYourSneeze FamilySneezeSupercut SneezeInReverse SneezeDecibelDuel SneezeCaughtOnVideoCall',
  },
  snoring: {
    dance:
      'DanceToTheSnoring SnoreBeatShuffle SnoringRemixBattle SleepwalkStrut 30SecondSnoringFreestyle TiptoePastSnoringDad SnoringStatues SnoringCongaLine',
    educational:
      'WhyWeSnore LoudestSnoringRecord GuessTheSnoringAnimal SnoringExplainedIn60Sec SnoringStrawBreathTest SnoringMythOrFact HowLoudIsDadsSnoring BackVsSideSnoring',
    pet: 'SnoringDogDuet SnoringPupSideEye GuessWhichPetIsSnoring FilmYourKittySnoring WhoSnoresLouder RateTheSnoringOutOf10 SnoringPuppyLullaby SnoringHamsterHammock',
    speed:
      'FirstToSnoreWins FastestFallAsleep 5SecondSnoringGuess SnoringSheepCount SnoringTuckInSpeedrun BedBeforeSnoringStarts SnoringStopperRelay SnoringPillowFluffDash',
    travel:
      'GuessWhereDadIsSnoring SnoringAtTheCampsite PackForASnoringRoommate EarplugsOrBust SnoringAtGrandmasHouse 5StarSnoringReview RoadTripSnoringTally SnoringOnTheNightTrain',
  },
  snow: {
    fashion:
      '7DaysOfSnowOutfits LayerUpForSnow SnowBootStyleOff SnowPufferFiveWays SnowflakeNailArt 60SecondSnowGearDash OneScarfThreeSnowLooks FauxFurInTheSnow',
  },
  'snow day': {
    cooking:
      'BuildASnowDayCocoaBar SnowDayBakeOff MapleTaffyOnSnowDay PantryOnlySnowDayLunch SnowmanPancakeStack BlizzardBrownies SnowDayChiliShowdown 3IngredientSnowDaySoup',
    music:
      'SnowDaySingAlong 60SecondSnowDayRap SnowDayCrunchRhythm SnowDayPotAndPanBand WinterWonderlandCover SnowDayDuetWithMom MittenClapSnowDayBeat WriteASnowDaySong',
    speed:
      '60SecondSnowDayBundleUp SnowDayShovelSprint SnowDaySnowmanRace SnowballStackSnowDay FortInFiveMinutes SnowDayCookieDecorRush SnowDayMittenScramble SnowDayBootsOnDash',
  },
  snowman: {
    educational:
      'SnowmanMeltRace GuessMySnowmansWeight SnowmenAroundTheWorld SnowmanFactOrFiction SnowmanInACoatTest WetVsPowderSnowman WhyASnowmanLeans 5WaysToSaySnowman',
    tech: 'SnowmanMeltTimeLapse 10ShotSnowmanMontage AIDesignsMySnowman SnowmanStopMotionBuild DubYourSnowmansVoice UnmeltASnowman SnowmanFilterFaceOff GiantSnowmanIllusion',
    wellness:
      'BuildYourSnowmanPhoneFree SnowmanForANeighbor SlowSnowmanSunday QuietSnowfallWalk ChillLikeASnowman FreshAirSnowmanBreak SnowmanThenCocoa ThreeThanksSnowman',
  },
  soap: {
    dance:
      'SoapSudsShimmy SoapBubbleFreeze TwentySecondSoapJive LatherRinseRepeat FaceOffWithSoapyHands SoapUpMomAndMeDuet SoapOperaSwoon TeachYourKidsTheSoapDance',
    gaming:
      'LatherLeaderboard SoapShuffleboard GuessTheSoapScent CharadesSoapOperaStyle SoapBowlingWithCups SoapBarStackOff SoapBubblePopBattle SlipperySoapPassRelay',
    wellness:
      'OneMinuteMindfulSoap PickASoapForYourMood 7NightSoapWindDown SoapMakingSunday LatherAndLetGo RinseTheDayAway SoapScentJournal SoapBubbleBreathing',
  },
  soccer: {
    dance:
      'SoccerStepOverShuffle SoccerCelebrationCopy DanceLikeYouScored 10SecondSoccerGoalGroove SoccerSamba SidelineSoccerConga SoccerBoogieBattle BeatDropSoccerTrick',
    gaming:
      'SoccerCrossbarChallenge 3TriesSoccerTrickShot BottleKnockdownSoccer SoccerPenaltyShootout HallwaySoccerWithSocks SoccerJuggleBattle RecreateAFamousSoccerGoal SoccerHeaderTennis',
    pet: 'SoccerDogGoalie TeachYourPetSoccerInAWeek SoccerBallHerding DogCelebratesMySoccerGoal DribblePastMyPup KittenPawSoccerRally CatVsOwnerSoccerDuel SoccerGameDayKitty',
    wellness:
      'SunsetSoccerKickabout BarefootSoccerOnGrass 3BreathsBeforeSoccer VisualizeYourSoccerGoal ThankATeammateAfterSoccer SoccerSundayReset SoccerWithNoScore SoccerCoolDownStretch',
  },
  soda: {
    educational:
      'TrueOrFalseSodaFacts WhySodaFizzes SugarCubesInASoda WhichSodaCanFloats SodaWasMedicine SodaTeethEggExperiment ColdVsWarmSodaBubbles SodaTeaspoonCount',
    travel:
      'SodaFountainHunt LocalSodaCrawl TryForeignSodas OneSodaPerCityVisited SodaFlavorPassport VendingMachineSodaDare SodaRoadTripTasteTest 10NewSodasThisVacation',
    wellness:
      '7DaysWithoutSoda SodaFreeWeekend MindfulSodaSip InfusedWaterNotSoda SparklingTeaRitual SundaySeltzerReset SodaSlowDown FruitSpritzVsSoda',
  },
  softball: {
    educational:
      'SoftballVsBaseball GuessTheSoftballSpeed 3GripSoftballThrowTest WhySoftballsArentSoft SoftballRulesQuiz ExplainSoftballIn60Sec LearnSoftballSigns SoftballBatSweetSpotLab',
  },
  soup: {
    speed:
      'FifteenMinuteSoup SniffAndGuessSoupSpices TenSoupsBeforeBuzzer SoupSpoonRelay BeatTheClockSoupTable SoupFromScratchIn20 SoupCanStackDash PantryToSoupPotRace',
  },
  spanish: {
    dance:
      'SpanishFlamencoStomp SpanishSongFreezeDance SalsaInSpanish SpanishSimonSays 30SecondSpanishCumbia TeachMeASpanishStep ShuffleInSpanish SpanishVerbMoves',
    fashion:
      '7DaysOfSpanishFits MadridStreetStyle SpanishColorsOutfit GRWMInSpanish SpanishCatwalkBattle ClosetTourInSpanish NameEveryPieceSpanishOnly MyLookInSpanish',
    funny:
      'SpanishOnlyFor24Hours SpanishFalseFriends CanYouTellASpanishJoke BadSpanishPunBattle SpanishRolledRFails GoalCallInSpanish MySpanishVsAbuela DubbedInSpanish',
    gaming:
      'SpanishOnlyCharades BingoWithSpanishNumbers Spanish20Questions SpanishWordChain VideoGameInSpanish 10SecondSpanishGuess ISpyInSpanish CountToTenSpanishRace',
  },
  spatula: {
    funny:
      'DramaticSpatulaFlip WhenDadHoldsTheSpatula WhoTookMySpatula SpatulaAirGuitar EverythingIsASpatula SpatulaPuppetShow SpatulaHighFive SpatulaImpressionBattle',
    gaming:
      'GoldenSpatulaHunt BalanceItOnASpatula EggAndSpatulaRace SpatulaHockeyShootout PingPongWithSpatulas SpatulaBeanBagFlip HallwaySpatulaGolf SpatulaBalloonKeepUp',
    pet: 'CatVsSpatula SpatulaTargetTraining SpatulaPeekaboo 10SecondSpatulaStay PupEyesOnTheSpatula 7DaySpatulaTrickStreak SpatulaTreatBalance SpatulaDogBiscuitBake',
    speed:
      'SpatulaEggRelay CleanestBowlSpatulaRace 10SpatulaFlipsIn60Sec FastestFlapjack SpatulaStackOff SpatulaBalanceWalk CupTowerOnOneSpatula SpatulaCookieScoop',
    tech: 'SpatulaFlipSlowMo AIJudgesMySpatulaSkills ReverseVideoSpatulaCatch StopMotionSpatulaDance 60SecondSpatulaAd SpatulaTimelapseBake DuetAChefsSpatulaMove SpatulaTrickShotEdit',
    travel:
      'ASpatulaFromEveryTrip FoodTruckSpatulaFaceOff SpatulaFlipsAtThePark PackYourSpatula SpatulaMarketHunt OneSpatulaFiveKitchens SpatulaSelfieTour SpatulaCookingClass',
  },
  spelling: {
    fitness:
      'SpellYourNameWorkout SpellingJumpRope SpellingHopscotch SpellingBeeSquats BurpeePerSpellingMistake FamilySpellingRelayRace WallSitWhileSpelling SpellingPlankHold',
    funny:
      'SpellingSignTypos SpellingYourNameBackwards SpellItLikeItSounds KidsQuizDadOnSpelling UseItInASentence AdultsVsTheSpellingBee DramaticSpellingPause GrandpaSpellingTest',
    gaming:
      'SpellingHangmanDuel PerfectTenSpellingStreak SpellingWordChain SpellingBeeBossFight 60SecondSpellingScramble FridgeMagnetSpelling SpellingGhostGame KidsVsParentsSpelling',
    pet: 'WeHaveToSpellWalk PetNameSpellingBee SpellingWithTreats SoundButtonSpelling DoesSpellingFoolYourDog 5SpellingWordsPupsKnow KittyVsKeyboardSpelling SpellingLetterFetch',
    travel:
      'SpellingWithSigns RoadTripSpellingBee HardestTownToSpell LicensePlateSpelling 10LocalDishesSpellingTest AlphabetSpellingPhotoRace SpellingStreetNames TrainStopSpellingDare',
    wellness:
      'SpellingAffirmations GratitudeAToZSpelling SpellOutYourFeelings 7DayMantraSpelling SpellingGoalsInChalk KindWordsSpellingMyName SlowSpellingSunday BreatheThroughSpelling',
  },
  'spelling bee': {
    art: 'SpellItInBubbleLetters HoneycombLettering SpellingBeeTrophyCraft DrawYourSpellingBeeWord SpellingBeePoster 4PanelSpellingBeeComic SpellingBeeMascot SpellingBeeChalkFaceOff',
    fitness:
      'SpellAndSquat SpellingBeeBurpees AlphabetLunges SpellingBeePushUpPenalty 10JacksPerSpellingBeeMiss PlankThroughASpellingBee SpellingBeeRelayRun OneMinuteSpellingBeeSkip',
    pet: 'PetSpellingBee SpellingBeeWalkiesTest SpellingBeeBuzzerCat CanYourPupWinASpellingBee KittyVsPuppySpellingBee DogJudgesOurSpellingBee 5CommandSpellingBee SpellingBeeTreatJar',
  },
  spicy: {
    art: 'HotSauceLabelDesign MildToSpicyScaleArt DrawYourSpicyFace PaintWithSpices SketchASpicyPepperIn60 7DaysOfSpicyDoodles SpicyJalapenoClayCharms SpicyColorPaletteCards',
    fitness:
      'HotSauceHIIT JalapenoJumpingJacks 30DaysOfSpicyReps MildMediumSpicyWorkout SpiceUpYourSquats SpicySalsaStepFaceOff LungeThroughASpicySong SpicyPlaylistPlankHold',
    speed:
      '5SecondSpicyQuiz SpicyTriviaSpeedRound SpicyPepperSortRace NameTenSpicyDishes FindTheSpicyJarIn10Sec OneMinuteSpicyRanking SpicyOrNotCountdown AToZSpicyFoodBlitz',
  },
  'spinning top': {
    cooking:
      'SpinningTopCookies SpinningTopCakePops EdibleSpinningTops 3IngredientSpinningTops SpinningTopTreatFaceOff KidsMakeSpinningTopSnacks SpinningTopMeringues FruitSpinningTopIn10Min',
  },
  spoon: {
    wellness:
      'EatWithATinySpoon SpoonfulOfKindness HowManySpoonsToday HoneySpoonPause TeaspoonOfGratitude SlowSpoonSunday OneSpoonAtATime LeftHandSpoonBreakfast',
  },
  spring: {
    dance:
      '7DaysOfSpringMoves SpringInYourStep SpringForwardShuffle MopAndGrooveSpringClean DanceInTheSpringRain SlowBloomSpringChoreo BunnyHopForSpring BirdsongSpringDuet',
    tech: 'SpringBloomTimelapse 5SpringBirdsByEar SpringCleanYourPhone SpringPlantIDDuel 10PhotosOfSpringOutside SpringLockScreenGlowUp AIPlansMySpringPlot WeatherAppVsSpringSky',
  },
  'spring break': {
    funny:
      'SpringBreakVsReality StaycationSpringBreak ParentsOnSpringBreak 7DaysOfSpringBreakPajamas SpringBreakTanLines RateMySpringBreakNaps SpringBreakEndsTomorrow SpringBreakPackingFail',
    music:
      '30SecondSpringBreakAnthem SpringBreakBackyardGig SpringBreakBucketDrums DuetWithDadOnSpringBreak SpringBreakBeatDrop 5TrackSpringBreakPlaylist SpringBreakSingOff NameThatSpringBreakSong',
  },
  'spring cleaning': {
    fashion:
      'GlowUpAfterSpringCleaning SpringCleaningSwap ClosetSpringCleanOut OutfitsFromSpringCleaning KeepOrDonate DoesItSparkJoy SpringCleaningRestyle TryOnBeforeSpringCleaning',
    fitness:
      '20MinSpringCleaningHIIT SpringCleaningRelayRace SweatYourSpringClean DanceWhileSpringCleaning ScrubAndSquat ElbowGreaseReps SpringCleaningCircuit 10KStepsOfSpringCleaning',
    funny:
      'WaysToDodgeSpringCleaning SpringCleaningFinds HowSpringCleaningEnds WhenMomSaysSpringCleaning DustBunnyReveal JunkDrawerOfDoom SpringCleaningNarrator DadVsSpringCleaning',
    pet: 'SpringCleaningPetBed DogInspectsSpringCleaning SpringCleaningToyTally MyCatHelpsSpringClean SpringCleaningFurBrushOff FurballHarvest WhoHelpedSpringCleaning GuiltyPupSpringCleaning',
  },
  sprint: {
    art: 'SprintDoodleFaceOff FlipbookSprinter DrawYourFriendMidSprint SprintInFiveLines FreezeTheFinish 60SecondSprintSketch PaintASprintingPose SprintStickFigureComic',
    fitness:
      'HillSprints LampPostSprints SprintAndPlank TenSecondSprints SprintTheBlock SprintToYourMailbox 30DaySprintStreak ParentVsKidSprint',
    wellness:
      'PostSprintStretch 5MinuteSunriseSprint SprintAndBreathe LifeIsNotASprint SprintRecoverySunday CoolDownGratitude StillnessAfterSprinting SprintThenLegsUpTheWall',
  },
  squat: {
    art: 'SketchInASquat SquatSilhouette StickFigureSquatComic PaintWhileSquatting FoilSquatSculpture SquatShadowTrace DrawYourFriendMidSquat 60SecondSquatDoodle',
    educational:
      'WhySquatsWork NameTheSquatMuscles SquatKneeMyth CanYouSquatLikeAToddler SquatCountInSpanish SquatFormCheck TimesTableSquats SquatIfItsTrue',
    gaming:
      'SquatLoadingScreen RespawnSquats LevelUpWithSquats SquatDiceRoll DoublesMeansSquats 52CardSquatDeck LoserDoesSquats SquatBossBattle',
    music:
      'SquatToTheDrop SingWhileYouSquat HoldTheNoteSquat SquatOnTheWord 100SquatsOneTrack SquatKaraokeDuet MusicalSquatsFreeze SlowSongSquats',
    prank:
      'InvisibleChairSquat ShrinkingSquatPrank CouchElevatorSquat StickyNoteSquatDare SecretSquatCount SquatWhenTheyLookAway SquatBalloonSurprise FoldLaundryInASquat',
  },
  stapler: {
    cooking:
      'RedStaplerCookies IsItAStaplerOrCake BreakroomStaplerTreats EdibleStaplerIn30Minutes StaplerCupcakeFaceOff StaplerFondantTopper StaplerShapedSandwich GuessTheStaplerBrownie',
    funny:
      'WhoTookMyStapler 24HourStaplerGuardDuty StaplerJammedAgain NatureDocStapler IfStaplersCouldTalk PaperclipVsStapler StaplerRetirementParty StaplerJobInterview',
    pet: 'CatStealsTheStapler StaplerBoxForMyCat PetHearsTheStapler PupGuardsTheStapler KittyKnocksStaplerOff DeskChairTakeover KittenVsStaplerGrowth DoesYourDogLikeStaplers',
    speed:
      'StapleTheStack FastestStaplerReload TenPacketsStapled TapeVsStaplerDuel StaplerRelayRace StaplerFaceOffWithDad StaplerBookletBlitz 60SecondStaplerChain',
    travel:
      'StaplerTravelJournal StaplerScrapbookRoadTrip StapleYourStubs MakeAZineWithMyStapler StaplerVsTapeSouvenirs PackTheMiniStapler 10TicketsOneStapler 7DayStaplerMemoryBook',
  },
  steak: {
    music:
      'SteakSizzleRemix SteakTongsPercussion SingWhileSteakRests SerenadeYourSteak KaraokeBattleAtSteakNight 30SecondSteakRap SteakDinnerDuet SteakCountrySong',
    speed:
      'FifteenMinuteSteak SteakPlatingRace SteakRubIn60Seconds NameThatSteakCutQuick BeatTheClockSteakNight SteakMarinadeShakeOff FamilySteakDinnerRelay SteakSeasoningDash',
  },
  'sticky note': {
    cooking:
      'PickAStickyNoteDinner LunchboxStickyNote StickyNoteCookies StickyNoteTasteScores 7DayStickyNoteMenu StickyNoteOrderUp StickyNoteRecipeSwap 5MinuteStickyNoteSnack',
    funny:
      'StickyNoteRoommateFeud SassyStickyNotes CoveredInStickyNotes WhoWroteThisStickyNote StickyNoteToMyself LabelEverythingDad 5StickyNoteJoke IfMyDogLeftStickyNotes',
    music:
      'StickyNotePianoKeys PickAStickyNoteGenre OneStickyNoteSong LyricRaceWithStickyNotes HumTheStickyNoteTune StickyNoteSongwriting StickyNoteSetlist StickyNoteRhymeGame',
    pet: 'CatVsStickyNote StickyNoteTreatHunt PuppyPicksAStickyNote TripleStickyNoteGuess 7DayStickyNoteTrickLog StickyNotePetPortrait CanYourDogReadStickyNotes StickyNoteWalkReminder',
  },
  'story time': {
    cooking:
      'StoryTimeBookSnacks StoryTimeBakeAlong FairyTaleTeaParty DecorateAStoryTimeHero PorridgeAfterStoryTime StoryTimeCookieCutters GrandmasRecipeStoryTime CookTheFoodFromStoryTime',
    dance:
      'StoryTimeActItOut OnceUponADance StoryTimeInterpretive BoogieThroughStoryTime StoryTimeWaltzDuet StompAlongToStoryTime StoryTimeMirrorMoves OneStepPerStoryTimePage',
    music:
      'StoryTimeSoundEffects OnceUponASong StoryTimeRap SingStoryTimeInstead StoryTimeLullaby 3TrackStoryTimeSoundtrack MakeStoryTimeRhyme StoryTimeDrumDuel',
    travel:
      'StoryTimeTravelTales StoryTimeBookSettings LibraryStoryTime BackseatStoryTimeRelay StoryTimeLocalLegends StoryTimeOnATrain ParkBenchStoryTime SouvenirStoryTime',
    wellness:
      'StoryTimeWindDown OnceUponARest 3ThanksBeforeStoryTime StoryTimeWalk CallGrandmaForStoryTime StoryTimeTeaBreak PhoneFreeStoryTime 7NightStoryTimeStreak',
  },
  straw: {
    cooking:
      'StrawHullStrawberries StrawBobaTeaAtHome EdibleStrawTest 3CandyStrawsRanked TooThickForAStraw PastaStrawHack 5StrawTricksIn60Sec StrawSmoothieFaceOff',
    gaming:
      'StrawBlowFootball StrawAirHockey StrawPongShowdown 10CupKnockdownByStraw PompomRaceWithAStraw WrapperWormWars StrawPickUpSticks PaperTargetStrawShots',
    pet: 'KittenStealsTheStraw StrawWrapperCatChase DogHearsTheSlurp StrawFeatherWand 60SecondStrawPlaytime GuessWhoStoleMyStraw PupHeadTiltStrawSound StrawPompomPounce',
    prank:
      'DrinkWithATinyStraw StrawWrapperNote GooglyEyedStraws TenStrawsInOneGlass ExtraLongStrawSip LoopyStrawLabyrinth WhereDidMyStrawGo StrawMustacheOnTheirCup',
    speed:
      'StrawSuctionRelay StrawChainIn60 StrawStackSprint StrawPompomDash WrapperWormFlick FastestSipRace 30SecondStrawColorSort SpellYourNameWithStraws',
  },
  strawberry: {
    funny:
      'StrawberryMilkMustache StrawberryLookalikes GiantStrawberryShock RateMyStrawberry OneForTheBasket WhenYourStrawberryIsSour StrawberryPunBattle BlindStrawberryOrTomato',
    gaming:
      'StrawberryStackOff StrawberrySpoonRace StrawberryBasketToss GoldenStrawberryHunt GuessTheStrawberryCount CupPongWithAStrawberry StrawberryTicTacToe FamilyStrawberryTrivia',
    tech: 'StrawberryTimelapse StrawberrySlowMoSplash StopMotionStrawberryBite AIRatesMyStrawberry 15SecondStrawberryReel StrawberryFoodPhotoGlowUp ReverseVideoStrawberryDip GuessTheZoomedStrawberry',
  },
  'street food': {
    cooking:
      'StreetFoodAtHome StreetFoodFakeaway FiveDollarStreetFood CopycatStreetFood StreetFoodDumplingFoldOff StreetFoodSauceLab 7CountriesOfStreetFood 20MinuteStreetFoodSkewers',
    funny:
      'StreetFoodFirstBite StreetFoodOrderPanic CleanShirtStreetFoodDare JustPointStreetFood StreetFoodNapkinShortage 3HandsNeededStreetFood SharingStreetFoodIsHard PigeonVsStreetFood',
  },
  streetwear: {
    fitness:
      'StreetwearRunClub HoodieHillSprints 100SquatsInStreetwear StreetwearShootaround StreetwearOnlyWorkout StreetwearPushUpBattle SlowFlowStreetwearYoga 10MinuteStreetwearHIIT',
  },
  stretching: {
    dance:
      'StretchingDanceFlow OneSongStretchingRoutine FreezeInAStretchingPose MirrorMyStretchingDuet ReachForTheDiscoBall LimberLimbo StretchingShimmy StretchingSlowWaltz',
    fitness:
      'StretchingStreak StretchToSplits 30DayToeTouchStretching StretchingDuringTVAds StretchingTwoWeekDare MobilityMonday 10MinuteMorningStretching StretchingHamstringHold',
    gaming:
      '30SecondStretchingPause StretchingEveryLevelUp StretchingCharades StretchingFreezeTag LoadingScreenLunges LoserDoesTheStretching StretchingDanceOff SimonSaysStretching',
    prank:
      'WhoStartsStretchingFirst PhotobombThemStretching StretchingStickyNotes ContagiousStretchingYawn StretchingMirrorCopycat CopyMyEveryReach EveryoneStretchingOnCue StretchingStatueFreeze',
  },
  stroller: {
    pet: 'FirstStrollerTripReaction StrollerSeniorPup CatStrollerCruise FidoStrollerGlowUp SunnyStrollerNap DogRidesTheStroller CanKittyEnjoyAStroller 7DayStrollerPuppyTraining',
    speed:
      'StrollerFoldRace StrollerUnfoldSpeedrun DadVsMomStrollerSetup PackTheStrollerIn60Sec DiaperBagBlitz StrollerSnackRefillRush StrollerTrunkTetris 10SecondStrollerBuckleUp',
    travel:
      'StrollerCityTest StrollerElevatorHunt RateEveryCafeForStrollers CobblestoneStroller ZooWithAStroller OnePhotoPerStrollerStop StrollerFriendlyOrNot StrollerMuseumOuting',
  },
  student: {
    funny:
      'TypesOfStudents BestStudentExcuses StudentLifeSkit StudentFinalsWeekFaces WhenTheTeacherLeaves EveryGroupProjectStudent ThreeAMStudentBrain StudentAlarmSnoozeSaga',
    gaming:
      'FirstStudentTo10Points StudentTriviaShowdown StudentPictionaryBattle LunchBreakStudentCardGame AfterSchoolTournament StudentsVsTeachers StudentChessBlitz PopQuizStudentBuzzerRace',
    speed:
      'StudentFlashcardBlitz LockerComboCountdown StudentTimesTableDash StudentMorningRush BeatTheBell 10QuestionStudentSprint StudentReadAloudRace 60SecondStudentBackpack',
  },
  study: {
    gaming:
      'HangmanStudySession StudyQuizShowRound StudyVocabBingo 10CardStudyStreak LevelUpYourStudyNotes StudyCharadesNight StudyTriviaDuel MemoryMatchStudyTerms',
    tech: 'DeskGlowUpForStudying StudyWithMeTimeLapse StudyTabletVsPaper AIStudyBuddyDuel OnePomodoroStudySprint StudyPhoneInAnotherRoom StudyAppShowdown 7DayStudyScreenLimit',
  },
  'stuffed animal': {
    art: 'StuffedAnimalPortrait 1MinStuffedAnimalSketch PaintYourTeddyBear StuffieSurgery SewYourOwnPlushie IfMyStuffedAnimalWasReal StuffedAnimalComicBook DrawTheStuffedAnimalBlind',
    cooking:
      'StuffedAnimalTeaParty StuffedAnimalPicnic TeddyBearCookies CakeForMyStuffedAnimal LetAStuffedAnimalJudge 3CourseStuffedAnimalMeal StuffedAnimalBakeOff StuffedAnimalFacePizza',
    dance:
      'StuffedAnimalWaltz StuffedAnimalConga StuffedAnimalTwirlOff PromWithAStuffedAnimal PlushieFreezeDance DanceLikeYourPlushie OneMovePerStuffedAnimal SlowSongStuffedAnimalSway',
    fitness:
      'OneSquatPerStuffedAnimal TeddyBearCrunches PlushiePassCircuit LungeAndCatchPlush 60SecondStuffedAnimalToss PlankPalOnYourBack StuffedAnimalBalanceWalk StuffedAnimalRelayRace',
    pet: 'StuffedAnimalVsPet StuffedAnimalCatNap KittyKneadsThePlush LookalikeStuffedAnimal WhichStuffedAnimalWins GentleCarryStuffedAnimal StuffedAnimalTugOfWar HideAndSeekStuffedAnimal',
    wellness:
      '60SecondStuffedAnimalHug StuffedAnimalStoryStreak PlushieCalmCorner StuffedAnimalBellyBreaths MeetMyOldestStuffedAnimal PlushieLullabyNight StuffedAnimalNapBuddy TellAStuffedAnimalYourDay',
  },
  submarine: {
    gaming:
      'SubmarineGridBattle SubmarineTorpedoDuel SubmarineMarcoPolo SinkMySubmarine CardboardBoxSubmarineRace SonarHideAndSeek SubmarineEscapeRoom FindTheSubmarineIn10',
  },
  succulent: {
    funny:
      'MySucculentWasFake SucculentOverwatering SucculentPepTalk KilledASucculent NameEverySucculentYouOwn OneMoreSucculentISwear SucculentThenVsNow SucculentInterview',
    gaming:
      'RealVsPlasticSucculent HowOldIsMySucculent CactusOrSucculentGuess NameThatSucculent SucculentHideAndSeek SucculentCharades Spot5SucculentsOnAWalk SucculentTriviaDuel',
  },
  suit: {
    pet: 'TuxedoCatPhotoShoot SuitAndPupSelfie SuitCoveredInFur LintRollerVsTheSuit PetReactsToMySuit FancySuitPortraitWithFido CanYourSuitSurviveCuddles BestSuitDogWalk',
    tech: 'SuitUpTransitionEdit VirtualSuitFitting SuitUpSlowMoWalk 3CameraAngleSuitReveal AIStylesMySuit DecadesFilterSuitLook 10SecondTimerSuitPhoto SuitColorMatchApp',
    travel:
      'SuitUpForACityNight FindASuitAtTheThrift OneSuitEveryStop CarryOnSuitFoldTest SuitUpForTheAirport TouristInASuit SuitWeddingGuestTrip RedEyeToSuitMakeover',
    wellness:
      'SuitPowerPose LoosenTheSuitTie SuitOffSundayReset SuitAndMirrorPepTalk DressForTheDayYouWant OneMinuteCalmInASuit AfterWorkSuitSwap SuitHangItUpRitual',
  },
  summer: {
    fashion:
      '7DaysOfSummerFits SummerTenPieceWardrobe StyleASummerHat3Ways OneSundressAllSummer LinenVsDenimSummer FlipFlopFashionShow SummerSwapMeet SummerBraceletStack',
  },
  'summer break': {
    art: 'SunPrintCraft 7DaySummerBreakComic SummerBreakSketchbook SummerBreakChalkFaceOff TieDyeForSummerBreak DrawYourSummerBreakDream SummerBreakMuralWall SummerBreakClayPots',
    dance:
      'SchoolsOutShuffle BackyardSummerBreakBattle SummerBreakBoogie 7DaySummerBreakChoreo TeachMomASummerBreakMove LastBellJig SummerBreakCongaLine SummerBreakDanceDiary',
  },
  sunburn: {
    gaming:
      'SunburnShadowHopscotch SunburnMythOrFact ShadeHopperRun SunburnFreeScavengerHunt SunburnTheSunIsLava SunscreenSpeedrun NoSunburnFreezeTag BoardGamesBeatSunburn',
  },
  sunflower: {
    educational:
      'WhySunflowersTurn SpotTheSunflowerSpirals BeesOnMySunflower SunflowerSeedCountGuess HowTallCanASunflowerGrow SunflowerWaterUptakeDye TrueOrFalseSunflowerFacts SunflowerPollenUpClose',
    tech: 'SunflowerTimelapse HeightAppVsSunflower ZoomedInSunflowerQuiz StopMotionSunflowerBloom 30DaysOfSunflowerPhotos SunflowerFilterFaceOff SunflowerFollowsTheSun AIGuessesThisSunflower',
  },
  sunglasses: {
    funny:
      'SunglassesOnYourHead SunglassesIndoors SlowMoSunglassesEntrance IncognitoInSunglasses WhoWoreItBetterSunglasses 3SecondSunglassesDrama SunglassesPaparazziDodge MicDropWithSunglasses',
    pet: 'DogReactsToSunglasses SunniesShadyNapSpot SunglassesAndPupSelfie CatVsMySunglasses SunglassesCaseHideTreat PetInTheSunglassesLens SunglassesPatioLounge SunglassesPoseWithKitty',
    tech: 'FingerSnapSunglassesEdit SunglassesSelfieFaceOff SunglassesSlowMoFlip PolarizedSunglassesTest SunglassesVirtualTryOn AIPicksMySunglasses CanYourPhoneSeeSunglasses 10SunglassesOneTransition',
    wellness:
      'SunglassesSunshineWalk SunglassesAndAGoodBook 5MinuteSunglassesPause ReadOutsideInSunglasses VitaminDDate SquintFreeSunday SunglassesScreenBreak SunglassesCloudGazing',
  },
  sunrise: {
    music:
      '3TrackSunrisePlaylist WhistleUpTheSunrise SunriseBirdBeatbox BeatDropAtSunrise SingUpTheMorning SunriseBirdsongDuet SunriseWakeUpSong SunriseSerenadeForMom',
    tech: 'SunriseTimelapse SunriseSkyPhotoFaceOff 7DaySunriseWallpaper SunriseAlarmStreak DoesTheSunriseAppLie PhoneCamVsSunrise ColorPickerSunriseArt SunriseForecastVsReality',
  },
  sunset: {
    educational:
      'WhySunsetsAreOrange NameEverySunsetShade BlueSunsetsOnMars SunsetTimeByLatitude GreenFlashHunt TwilightZoneScience SunsetInAGlass SunsetColorForecastTest',
    music:
      'SunsetUkuleleSolo SunsetWhistleTune SerenadeTheSunset SunsetLoFiBeat OneSongPerSunset SundownStrum SunsetDuetWithAFriend LastNoteAtSunset',
    speed:
      'RaceToCatchSunset SunsetCountdownSketch BeatTheSunsetHome SunsetColorsPaintBlitz 10PhotosBeforeSunset LastLightLap OneMinuteSunsetSelfies SunsetPicnicPackUpRush',
    tech: 'SunsetTimelapse SunsetPhoneCameraHack FamilySunsetPhotoBattle RateTheSunsetWithAI SunsetNoFilterShot PanoramaCloneSunset SunsetColorPicker 7DaysOfSunsetWallpapers',
    wellness:
      '3GoodThingsBySunset SunsetPhoneDown StretchAtSunset OneSunsetADay 10MinuteSunsetWalk WatchItTillItsGone SunsetSitSpot SlowSunsetSaturday',
  },
  sunshine: {
    art: '7DaysOfSunshineDoodles SunshineChalkMural CatchASunlightRainbow PaintWithSunshine 10MinuteSunshinePortrait SunshineLensFlareHunt SunshineShadowTracing SunshineSuncatcherCraft',
    fitness:
      'MorningLightMile VitaminDWalk 10MinSunshineWorkout SunshineParkBootcamp 30DaySunshineSteps SunSaluteStreak SquatsInTheSunshine SunshineJumpRopeDuel',
  },
  surfing: {
    cooking:
      'SurfingFishTacos SurfboardCookies 10MinSurfingDayBreakfast 3IngredientSurfingSnack SurfingSunriseBurrito HawaiianShaveIce SurfingSmoothieOff SurfingWavePancakes',
    fashion:
      '7DaysOfSurfingStyle SurfingSaltyHair OneSurfingTeeThreeWays ThriftedSurfingLook WetsuitGlowUp BoardshortsAllYear DressLikeASurfer SurfingShellAnklet',
    gaming:
      'GuessTheSurfingSlang SurfingHighScore SurfingBalanceBoard SurfingTriviaShowdown 10SecondSurfingPoseHold SurferSaysFreeze CharadesSurfingEdition SurfingCardGameNight',
    tech: 'SurfingSlowMoWipeout SurfingWaveTimeLapse SurfingForecastAppFaceOff SurfCamVsReality AIPicksTodaysSurfingSpot SurfingGreenScreenBarrel 10ClipSurfingMontage SurfingVideoEditChallenge',
  },
  sushi: {
    art: 'TurnYourPetIntoSushi SushiCharacterRolls SushiClayMiniatures DrawSushiWithChopsticks CardboardSushiFaceOff 60SecondSushiSketch SushiKawaiiDoodle OrigamiSushiSet',
    gaming:
      'NameThatSushiRoll ChopstickSushiRelay SushiMysteryFlavorGuess SushiCharadesNight WinnerPicksTheSushi RockPaperSushi SushiQuizShowdown 5PieceSushiStackOff',
    prank:
      'CandySushiSurprise SushiLookalikeCake ServeThemTowelSushi OneGrainSushiDinner SushiPlateOfErasers SushiPlushOnThePillow SockSushiSpread SushiDoodleNapkin',
    tech: 'UnrollSushiInReverse SushiRollingTimeLapse AIRatesMySushi StopMotionSushiRoll SushiASMRFaceOff SushiFoodPhotoGlowUp 10ClipSushiNightEdit SushiRecipeVideoCall',
    travel:
      'CheapVsFancySushi RateEverySushiInTown OneSushiPerCity SushiCrawlOnABudget GroceryStoreSushiRanked SushiFirstTimeTaster ConveyorSushiDate TrySushiWhereverYouGo',
    wellness:
      'MindfulSushiRolling SlowSushiDinner PhoneFreeSushiMeal PackACalmSushiBento LetTheSushiChefChoose SushiSundayUnwind SavorEverySushiPiece SushiSoloDateNight',
  },
  sweater: {
    tech: 'UglySweaterFilterBattle SweaterFoldStopMotion SweaterTryOnTimeLapse AIDesignsMySweater PixelArtSweaterPattern SweaterOutfitTransition SweaterColorMatchApp SweaterGreenScreenSwap',
    wellness:
      '7DaysOfSweaterWeather WarmSweaterWalk SweaterWrapAndBreathe SweaterTeaPause SlowSweaterSunday ShowUsYourComfiestSweater CozySweaterReading SweaterBlanketFortNap',
  },
  sweatpants: {
    prank:
      'TinySweatpantsForDad SuitOnTopSweatsBelow WholeFamilyInSweatpants SweatpantsOnlyInvite LuxuryLabelSweatpants SweatsOnEveryChair GiveTheCouchSweatpants SweatpantsAsAHat',
    travel:
      'SweatpantsRoadTrip RedEyeSweatpantsGlowUp SweatpantsAirportFitCheck SweatpantsPackingHack JeansVsSweatpantsFlight CampingInTrackpants SweatpantsCabinWeekend 7DaysOneSweatpants',
  },
  swimming: {
    music:
      'SwimLapsToTheBeat SwimmingMetronome SwimmingWaterDrums WriteASwimmingChant BestSwimmingTuneBattle 5TrackSwimmingPlaylist JustKeepSwimmingCover SwimmingPoolKaraoke',
  },
  'swimming pool': {
    gaming:
      'PoolSharksAndMinnows SwimmingPoolTriviaFaceOff CardsAtTheSwimmingPool 10ThingSwimmingPoolHunt SwimmingPoolBingo FamilySwimmingPoolRelay SwimmingPoolCharades SwimmingPoolRingToss',
  },
  swing: {
    cooking:
      'SwingEraMilkshakes BigBandBrunch SwingGelatinMold LindyHopLemonade CookToSwingMusic SwingDanceCookieBreak SwingBeatBakeOff 30MinuteSwingSupper',
    music:
      'SwingOnAnyInstrument SwingJazzJam SwingYourRingtone PopSongGoesSwing ScatLikeASwingSinger SwingDuetWithGrandpa KitchenPotSwingBand 30SecondSwingBeat',
    travel:
      'SwingDanceAtLandmarks SwingInThePark FindALocalSwingNight LindyHopOnTheLawn OneSwingMovePerCity WhereShouldISwingNext CountyFairJitterbug HarborsideSwingSteps',
    wellness:
      'SlowSwingDanceSway SwingOutTheBlues 5MinuteSwingJoyBreak SwingWithGrandpa BigBandSwingUnwind SwingStretchCooldown OneSwingSongADay BarefootKitchenSwing',
  },
  taco: {
    educational:
      'WhereTacosComeFrom CornVsFlourTacoTest 10TacoStylesIn60Sec TacoOrBurritoQuiz NameThatRegionalTaco TacoTriviaTuesday TacoFoldGeometry BustingTacoMyths',
    fashion:
      'TacoTuesdayFit OneTacoShirtThreeLooks DressedAsATaco MatchingTacoTees DressInTacoColors ThriftStoreTacoFind TacoNightOutfitOff TacoSockStyling',
    fitness:
      'TacoFoldCrunch TacoBoutAWorkout 10MinuteTacoHIIT RunForTacos 30DayTacoTwistCore SalsaStepCardio EarnYourTacos TacoTuesdayTabata',
    gaming:
      'BuildATacoBlindfolded GuessTheSecretTacoTopping RockPaperTaco TacoShellStackOff LoserBuysTacos MusicalTacoPass TacoTriviaBattle TacoCharadesNight',
    wellness:
      '3GoodThingsTacoNight BuildYourTacoSlowly TacoTableTalk PhoneFreeTacoDinner TacoBoutFeelings TacoDateWithYourself SlowTacoSunday TacoPicnicInTheSun',
  },
  taekwondo: {
    funny:
      'TaekwondoKickFails 10ChoresWithTaekwondo TaekwondoKiaiAtDinner SockFlingTaekwondoDare BoxesVsTaekwondo SlowMoTaekwondoFaces NatureDocTaekwondo FoamNoodleTaekwondoDuel',
  },
  tailor: {
    tech: 'TailorButtonStopMotion POVYourTailorFixedIt AITailorShowdown TailorHemTimelapse TailorGlowUpTransition TailorTapeVsPhone SlowMoTailoredSpin 3ClipTailorReveal',
  },
  tango: {
    gaming:
      'FullTangoComboIn60 TangoRhythmDuel TangoMusicalStatues TangoStaringContest TangoMirrorGame PassTheRoseTango DiceRollTangoMoves BuildATangoOneStepEach',
    travel:
      'TangoWhereverYouLand TangoPosePostcard AirportTangoFarewell OneTangoStepPerCity FirstTangoInANewTown TangoTourGuide WhereShouldWeTangoNext TangoFaceOffAbroad',
  },
  tap: {
    cooking:
      'TapShoeCookies TapTopHatCupcakes TapDanceWhileItBakes KneadToTheTapBeat DinnerAndATapShow BroadwayTapBrunch TapRhythmCookOff 5MinuteTapBreakSnack',
    fashion:
      'TapShoesWithAnything DressedToTap TapDanceFitCheck VintageTapLookIn10Min OneTapOutfitThreeWays TapRibbonLaces ThriftedTapPracticeWear TapRecitalGlowUp',
    funny:
      'TapShoesAllDay DramaticTapEntrance FlipFlopTapBattle AnswerOnlyInTaps SlowMoTapFail TapDanceWithSpoons TapWhileBrushingTeeth MicrowaveCountdownTap',
    prank:
      'TapSoundOnEveryStep TapBehindTheirBack TapUnderTheTable SecretTapDancer TapEchoFromNextRoom WholeFamilyTapsAtOnce DadJokeTapRimshot ReplyInTapRhythm',
    travel:
      'TapOnTheBoardwalk WhereShouldITapNext EveryLandmarkGetsATap TapTourOfMyTown TapShoesCarryOn StreetTapFaceOff NewCityTapSolo OneTapStepPerPlace',
    wellness:
      'TapOutTheStress TapRhythmBreathing ThankfulTapTuesday SlowTapMeditation TapToYourHeartbeat FeetUpAfterTap TapDanceJoyBreak 5MinuteTapMoodBoost',
  },
  taxi: {
    fashion:
      'TaxiYellowFitCheck HailATaxiInHeels StyleTaxiColors3Ways TaxiToDateNightGlowUp CurbsideTaxiRunway TrenchCoatTaxiExit TaxiCityStrut TaxiAirportArrivalOutfit',
    gaming:
      'ISpyFromTheTaxi TaxiPlateAlphabetHunt TaxiRideBingo TaxiTwentyQuestions BackseatTaxiWordGame TaxiGuessTheFare SpotTenTaxisFirst NameEveryLandmarkByTaxi',
    wellness:
      'TaxiRideWindDown TaxiCityLightsCalm ThankYourTaxiDriver WindowGazingFromATaxi BoxBreathingInTaxis PhoneFreeTaxiTime TaxiPodcastOnTheWay TaxiGratitudeTip',
  },
  tea: {
    travel:
      'TeaAtEveryStop AfternoonTeaHunt TeaHouseHopping TeaWithAView CanYouGuessWhereTeaIsFrom OneTeaPerCountry ParkBenchTeaBreak PackTeaForTheTrain',
  },
  teacher: {
    art: 'ThankYouCardForATeacher TeacherWhiteboardArt TeacherChalkMural DrawYourTeacher 60SecondTeacherSketch DoorDecorDuel StickyNoteTeacherPortrait TeacherMugMakeover',
    music:
      'TeacherRecorderSolo TeacherAttendanceRap TeacherParodyCover 10SecondTeacherJingle StudentsVsTeacherSingOff ThankYouSongForTeacher SerenadeYourTeacher TeacherDeskDrumming',
    tech: 'TeacherQRScavengerHunt TeacherSlideDeckGlowUp StudentsShowTeacherAnApp 60SecondTeacherTechTip CanAITeachThis ImprovTeacherPresentation TeacherVsChatbot TeacherInboxZeroDash',
    travel:
      'BringTeacherASouvenir TeacherPicksTheDayTrip VisitYourOldTeacher MascotTravelsWithTeacher GuessWhereTeacherWent TeacherSummerRoadTrip PostcardToTeacher TeacherTourGuide',
  },
  teapot: {
    art: 'TeapotStillLife PaintAClayTeapot CartoonYourTeapot 5MinuteTeapotSketch TeapotPopUpCard TeapotPlanter WhimsicalTeapotDoodle TeapotDesignBattle',
    funny:
      'TeapotPunBattle DribblingTeapotFail PinkyUpTeapotPour GrandmasTeapotRules ImALittleTeapotRedo TeapotVsMicrowave TeapotCozyHat GuessWhatsInTheTeapot',
  },
  teeth: {
    dance:
      'TeethFlossShuffle ToothbrushMicSway BrushingTeethBoogie KidAndParentTeethDuet ChatteringTeethTwist 7NightTeethGroove TwoMinuteTeethDance SilliestTeethGrinMoves',
    funny:
      'ToothFairyNegotiation TeethDentistSmallTalk DoIHaveSpinachInMyTeeth LooseTeethDrama 10WordsWhileBrushingTeeth SantaBeardTeethBrush TeethAfterBlueberries SpeakWithYourTeethClosed',
    gaming:
      'TeethCavityBossFight TeethFlossQuest ZapPlaqueTeethArcade DefendTheTeeth TeethBrushingLevelUp TwoMinuteTeethStreak TeethTriviaRound WhichAnimalHasTheseTeeth',
  },
  tennis: {
    art: 'TennisBallFaces VintageTennisPoster WatercolorATennisMatch TennisRacketSplatter FreezeTheServe DrawYourTennisIdol TennisFlipbookRally 60SecondTennisSketch',
    pet: 'DogAsTennisBallBoy TennisFetchRace SlowMoTennisJump PuppyTennisDoubles 10TennisCatchesInARow TennisHideAndSeek TennisStashReveal KittenWatchesTennis',
  },
};
