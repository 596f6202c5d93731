import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'news anchor': {
    dance:
      'NewsAnchorDanceBreak BreakingNewsGroove NewscasterFootwork NewscasterSpin DuetTheNewsAnchor NewsreportMoonwalk ShimmyNewsAnchor TheNewsAnchorTwist',
    fitness:
      'NewsAnchorDeskStretch NewsreportPlank WallSitNewsAnchor StarJumpNewsAnchor NewsAnchorPosture ChairDipNewscaster JogInPlaceNewsAnchor NewsAnchorPoseHold',
    prank:
      'BreakingNewsBirthday NewscasterWakeUpCall NewscasterDinnerBell BoxTVNewsAnchor NewsAnchorVoicemail ThisJustInNewscaster SpoonMicNewsAnchor SockPuppetNewsAnchor',
    educational:
      'NewsAnchorFactCheck RealOrFakeNewsreport TeachItNewscaster HistoryNewsreport ScienceNewsreport SayItRightNewsreport NewsAnchorFiveWs WorldMapNewscaster',
    cooking:
      'BreakingNewsBrunch KitchenNewsreport NewsAnchorTasteTest CookAlongNewscaster NewsreportSnackRate BakeLikeANewsAnchor NewsAnchorPizzaPoll MugCakeNewsreport',
    travel:
      'LiveFromTheBeach NewscasterOnLocation VacationNewsreport HometownNewsAnchor PackListNewscaster TripRecapNewscaster NewsAnchorParkWalk NewsAnchorTrainTrip',
    fashion:
      'OnAirOutfit DressLikeANewsAnchor NewsAnchorGlowUp SuitUpNewscaster NewsreportFitCheck PajamaNewsAnchor ThriftNewsAnchorLook NewsAnchorTieKnot',
    wellness:
      'GoodNewsOnlyHour GratitudeNewsreport BreatheNewscaster ComplimentNewscaster BedtimeNewsreport KindnessNewsAnchor NewscasterMoodReport NewsAnchorJournal',
    speed:
      'NewsAnchorTongueTwister NewsAnchorSpeedRead SixtySecondBulletin NewsreportRelay NoUmmNewscaster OutfitDashNewscaster BuzzerBeatNewscaster NewscasterCountdown',
    music:
      'NewsAnchorThemeMusic BreakingNewsBeat NewsreportRap NewscasterOpera NewsAnchorAcapella DuetWithANewscaster LullabyNewsAnchor CountryNewsreport',
    art: 'NewsAnchorSetDesign NewsAnchorCartoon NewspaperCollage NewsreportLogo PaperBagNewsAnchor NewscasterLettering CraftANewsAnchorMic ClayNewsAnchor',
    tech: 'NewsAnchorTeleprompter GreenScreenNewsroom AIWritesMyNewsreport CloneMeNewscaster RingLightNewsAnchor NewscasterCaptions OneTakeNewsreport NewsAnchorVoiceOver',
    pet: 'NewsAnchorDogInterview PetCoHostNewscaster CatNapNewsreport FishTankNewscaster WalkiesNewscaster TreatTimeNewsreport BirdWatchNewsAnchor PuppyNewsreport',
    gaming:
      'NewsAnchorGameRecap CharadesNewsAnchor NewscasterQuizShow HideSeekNewscaster ChessNewscaster TwoTruthsNewsAnchor NewsAnchorBossFight NewsreportBingo',
  },
  'soccer mom': {
    dance:
      'GoalCelebrationDance SoccerMomShuffle JazzHandsSoccerMom SidelineSwaySoccerMom HalftimeSoccerMom CampChairSoccerMom SoccerMomStepBattle FlossLikeASoccerMom',
    fitness:
      'SoccerMomBallDrills SoccerMomSidelineSquats ParentKidFootwork KeepyUppySoccerMom SoccerMomGearCarry ConeWeaveSoccerMom PenaltyKickSoccerMom SprintLikeASoccerMom',
    prank:
      'SoccerMomBannerSurprise OrangeSliceSmiles SoccerMomAtGameNight DadGoesSoccerMom SoccerMomPhotobomb RedCardSoccerMom SoccerMomStudyCheer SurpriseMVPSoccerMom',
    educational:
      'SoccerMomRulesQuiz SoccerMomOffside SoccerMomRefSignals SoccerMomBallPhysics WorldFlagsSoccerMom FormationSoccerMom BilingualSoccerMom ScoreMathSoccerMom',
    cooking:
      'SoccerMomOrangeSlices HalftimeSnackBox SoccerMomCakePops SoccerMomPastaNight SoccerMomTrailMix PackLikeASoccerMom FruitCupsSoccerMom GranolaSoccerMom',
    travel:
      'SoccerMomTournamentTrip SoccerMomMinivanTour SoccerMomPackingList AwayGameSoccerMom StadiumSoccerMom WeekendSoccerMom PicnicSoccerMom SightseeingSoccerMom',
    fashion:
      'SoccerMomFitCheck TeamColorsSoccerMom SoccerMomMakeover RainGearSoccerMom DressLikeASoccerMom BlingJerseySoccerMom SoccerMomLayers SoccerMomVisor',
    wellness:
      'SoccerMomQuietMinivan SidelineDeepBreath ProudOfYouSoccerMom HydrateSoccerMom SoccerMomSunsetWalk SoccerMomGratitude CozyBlanketSoccerMom SoccerMomStretch',
    speed:
      'SoccerMomCleatsRace LoadUpSoccerMom ShinGuardsSoccerMom SoccerMomSnackRelay ChairFoldSoccerMom SoccerMomSpeedrun OrangePeelSoccerMom WhistleDashSoccerMom',
    music:
      'SoccerMomMinivanPlaylist SoccerMomCheerChant SoccerMomAnthem CowbellSoccerMom SoccerMomRap WalkUpSongSoccerMom ClapAlongSoccerMom BucketDrumSoccerMom',
    art: 'SoccerMomCheerPoster SoccerBallPainting SoccerMomChalkArt SoccerMomScrapbook SpiritRocksSoccerMom CollageSoccerMom CartoonYourSoccerMom CleatArtSoccerMom',
    tech: 'SoccerMomGameCam SidelineLiveStream SoccerMomSlowMoGoal HighlightsSoccerMom SoccerMomStepCounter SoccerMomSpreadsheet TimelapseSoccerMom GroupChatSoccerMom',
    pet: 'SoccerMomDogDribble CatCheersSoccerMom TeamMascotSoccerMom SoccerMomPuppyWalk SoccerMomPetSelfie TugOfWarSoccerMom PawHighFiveSoccerMom SnuggleSoccerMom',
    gaming:
      'SoccerMomFoosball SoccerVideoGameCup SoccerMomBingo SoccerMomTrivia SoccerMomCharades BottleCapSoccerMom FlickGoalSoccerMom BeatTheSoccerMom',
  },
  'leap day': {
    dance:
      'LeapDayBalletJumps FrogHopShuffle 29SpinsLeapDay LeapYearDanceOff LeapDayBoogie DuetOnLeapDay MoonwalkIntoLeapDay CongaLineLeapDay',
    fitness:
      'LeapDayBroadJump 29BurpeesLeapDay FrogSquatsLeapYear LeapDayLungeLadder BonusRepsLeapDay LeapYearPlankHold SkipRopeLeapDay HopscotchLeapDay',
    prank:
      'LeapDayBirthdaySurprise LeapDayFrogInvasion February30LeapYear LeapDayRoleSwap StickyNoteLeapDay BalloonRoomLeapYear TimeTravelerLeapDay ConfettiCardLeapDay',
    educational:
      'LeapDayCalendarMath LeapYearOrNotQuiz OrbitDemoLeapDay ExplainLeapDayIn60 LeapYearBirthdayOdds CountTheLeapYears WordProblemLeapYear LeapDayTeachAKid',
    cooking:
      'LeapDayFrogCupcakes LeapDayCrepeStack LeapYearPancakeFlip LilyPadCookieLeapDay LeapDaySundae TryNewFoodLeapDay GreenSmoothieLeapDay MysteryMenuLeapDay',
    travel:
      'LeapDayMicroTrip NewPlaceLeapDay LeapYearBucketList LeapDaySunrise ParkHopLeapDay PostcardLeapYear TouristAtHomeLeapDay TrainRideLeapDay',
    fashion:
      'TakeAStyleLeap WearItOnceLeapDay LeapYearFitCheck FrogGreenLeapDay LeapDayThriftFlip LeapDayRedCarpet LastLeapYearOutfit MismatchedLeapDay',
    wellness:
      'LeapDayIntentions BonusDayGratitude LetterToNextLeapDay LeapDayNoPhone LeapYearSlowMorning 29KindActsLeapDay GentleYogaLeapDay SunsetWalkLeapDay',
    speed:
      'LeapDay29SecondTask LeapDayLeapfrogRace FrogHopRelay Tidy29ThingsLeapDay LeapYearObstacleDash PotatoSackLeapYear StackCupsLeapDay BeatTheBuzzerLeapDay',
    music:
      'FrogChorusRemix RibbitBeatLeapDay LeapYearKaraoke JumpRopeRhymeLeapDay LeapDayDrumRoll BirthdaySongLeapYear LeapDayJingle HumAlongLeapDay',
    art: 'OrigamiJumpingFrog LeapYearSelfPortrait LeapDayDoodle LeapDayCollage LilyPadArtLeapDay ChalkHopLeapDay DesignAStampLeapDay PopArtLeapDay',
    tech: 'AskAIAboutLeapDay LeapYearThenAndNow LeapDayVideoDiary CodeALeapYear LeapDayPhotoDump EmojiStoryLeapDay AgeFilterLeapYear FutureMessageLeapDay',
    pet: 'LeapDayPupHurdles LeapDayTreatHunt ExtraWalkLeapDay KittenPounceLeapDay LeapDayGrooming NewTrickLeapDay LeapYearPetPortrait SnuggleLeapDay',
    gaming:
      'LeapDayPlatformer FrogHopArcade SnakesLaddersLeapDay LeapYearTrivia LeapDayCheckers TiddlywinksLeapDay CharadesLeapDay LeapDayGameMarathon',
  },
  'groundhog day': {
    dance:
      'GroundhogDayShadowDance GroundhogDayPeekaboo GroundhogPopAndLock SameMoveGroundhogDay GroundhogShuffle FreezeLikeAGroundhog DuetTheGroundhog SpringStepGroundhog',
    fitness:
      'GroundhogDaySquatPops SixMoreWeeksCircuit GroundhogBurpees ShadowBoxGroundhog BurrowCrawlGroundhog GroundhogDayStreak GroundhogPlankPeek StretchyGroundhog',
    prank:
      'GroundhogDaySameBreakfast PlushGroundhogPeek SayItAgainGroundhog DejaVuGroundhogDay FakeForecastGroundhog GroundhogWakeUpCall RepeatJokeGroundhog GroundhogDayReplay',
    educational:
      'GroundhogShadowLab WasTheGroundhogRight GroundhogFactOrFib SunAngleGroundhogDay GroundhogDayQuiz GroundhogWeighIn MidwinterGroundhog WeatherLoreGroundhog',
    cooking:
      'GroundhogDayCupcakes BurrowDirtCups GroundhogToastArt ShadowCookiesGroundhog GroundhogPizzaFace GroundhogWinterStew HotCocoaGroundhogDay BakeAGroundhogBun',
    travel:
      'WinterFestivalTrip GroundhogSpotting ShadowHuntGroundhog GroundhogDayHike ZooVisitGroundhog SpringSignsGroundhog SnowyParkGroundhog CabinStayGroundhog',
    fashion:
      'GroundhogDayRepeatOutfit SixMoreWeeksLayers AllBrownGroundhog GroundhogEarmuffs GroundhogSpringFit CozySweaterGroundhog GroundhogGlowUp WinterWhiteGroundhog',
    wellness:
      'GroundhogDayFreshStart SunBreakGroundhog GroundhogGratitude KindLoopGroundhog CozyNapGroundhog NewHabitGroundhogDay ShadowYogaGroundhog GroundhogJournal',
    speed:
      'GroundhogDayBeatYesterday GroundhogBurrowDash ShadowTagGroundhog LayerUpGroundhog GroundhogSpeedrun GroundhogInOneMinute PillowFortGroundhog SpringRelayGroundhog',
    music:
      'GroundhogDayAlarmSong GroundhogDayLoopBeat GroundhogRap GroundhogLullaby WakeUpGroundhogChant WinterBluesGroundhog DuetWithAGroundhog KazooForGroundhogDay',
    art: 'GroundhogDayShadowArt GroundhogDayPuppetCraft BurrowDiorama PaperCupGroundhog GroundhogDoodle SnowGroundhog ClayGroundhog WatercolorGroundhog',
    tech: 'GroundhogDayLoopVideo GroundhogTimelapse BoomerangGroundhog AskAIGroundhog GroundhogFilter CloneCamGroundhogDay WeatherAppGroundhog GroundhogSlowMo',
    pet: 'PetPredictsSpring DogShadowGroundhog PeekabooPupGroundhog CatBurrowGroundhog GroundhogTreatHunt GroundhogSnuggle DawnWalkGroundhog GroundhogFetch',
    gaming:
      'GroundhogDayLoopRun GroundhogHideAndSeek SameLevelGroundhog GroundhogTrivia GroundhogCardSnap DesignAGroundhogGame ShadowMimeGroundhog SpringOrNotGroundhog',
  },
  'ball pit': {
    dance:
      'BallPitFreezeDance PlayPlaceShuffle ShimmyInTheBallPit BallPitBoogie TwistInABallPit BallPitWorm RainbowBallPitGroove DuetFromTheBallPit',
    fitness:
      'BallPitBearCrawl TennisBallDrills BallPitBurpees CrabWalkBallPit BallPitPlank ScoopAndSquatBallPit BallPitHighKnees LungeAcrossBallPit',
    funny:
      'BallPitVanishingAct GrownUpsInBallPit DadVsBallPit LostAndFoundBallPit BallPitSnowAngel BallPitNinja CanYouFindMeBallPit NatureDocBallPit',
    educational:
      'HowManyBallsEstimate BallPitFractions SpanishColorsBallPit BallPitBarGraph BallPitPatterns BallPitAlphabet ProbabilityBallPit GravityDropBallPit',
    cooking:
      'BallPitCake FruitBallPitBowl BallPitPopcorn BallPitParfait SprinkleBallPit CerealBallPitTreat DoughnutHoleBallPit BallPitBentoBox',
    travel:
      'BallPitCafe FindTheBiggestBallPit TrampolineBallPit BallPitMuseum RateEveryBallPit BallPitTourGuide BallPitBucketList CityBallPitCrawl',
    fashion:
      'BallPitPhotoshoot BallPitPolkaDotFit ConfettiPrintBallPit BallPitColorBlock BallPitEarrings RunwayInABallPit GlowUpInTheBallPit CandyBrightsBallPit',
    wellness:
      'BallPitSensoryBreak InnerChildPlayDay FloatInTheBallPit BallPitBreathing LaughInABallPit BallPitMeditation StressBallPit UnwindInTheBallPit',
    speed:
      'BallPitColorSort BallPitTreasureDig TennisBallFillRace BallPitSpeedrun EmptyTheBallPit BeatTheTimerBallPit RelayToTheBallPit BucketTossBallPit',
    music:
      'BallPitDropSound BouncingBallsRhythm BallPitKaraoke SingFromTheBallPit BallPitShaker BallPitLipSync MusicalBallPit BucketDrumsBallPit',
    art: 'BallPitPhotography BallPitMosaic BallPitStampArt BallPitPixelArt RainbowInABallPit DrawTheBallPit SmileyFaceBallPit SculptTheBallPit',
    tech: 'BallPitSlowMo BallCountingAI BallPitTimelapse BallPitBoomerang UnderTheBallPitCam StopMotionBallPit BallPitPanorama PortraitModeBallPit',
    pet: 'BallPitForMyDog TennisBallPitPup CatVsBallPit FindTheTreatBallPit BallPitPetReaction BallPitNap FirstTimeBallPit BallPitHideAndSeek',
    gaming:
      'BallPitBingo BallPitHoops BallPitMarcoPolo BallPitTicTacToe ColorCallBallPit TargetTossBallPit TreasureHuntBallPit ISpyInTheBallPit',
  },
  'packing peanuts': {
    dance:
      'BoxPopOutDance PackingPeanutShuffle PackingPeanutsFreeze PackingPeanutConfetti ShimmyInPackingPeanuts TwirlInPackingPeanuts RobotPackingPeanuts SnowGlobePackingPeanut',
    fitness:
      'ShippingBoxSquats PackingPeanutPickup LungePackingPeanuts PackingPeanutBalance ToeGrabPackingPeanuts CrabWalkPackingPeanuts PackingPeanutSitUps BurpeePackingPeanuts',
    funny:
      'PackingPeanutsUnboxing PackingPeanutsEverywhere TinyGiftHugeBox EulogyForAPackingPeanut StaticPackingPeanuts PackingPeanutBeard PackingPeanutSnowman DadVsPackingPeanuts',
    educational:
      'PackingPeanutsDissolve EggDropPackingPeanuts PackingPeanutStatic RecyclePackingPeanuts HowManyPackingPeanuts InsulatePackingPeanuts ShapeTestPackingPeanut MufflePackingPeanuts',
    cooking:
      'PackingPeanutsMeringue ShippingBoxCake PopcornPackingPeanuts PuffsAsPackingPeanuts CookieTinPackingPeanut BrowniePostPackingPeanuts MovingMealPackingPeanuts ParcelPackingPeanuts',
    travel:
      'PackingPeanutsMovingDay PackingPeanutsSouvenirs SuitcasePackingPeanuts ShipHomePackingPeanuts CarryOnPackingPeanuts PenPalPackingPeanuts GlassPackingPeanuts SafeTripPackingPeanuts',
    fashion:
      'PackingPeanutsOutfit PackingPeanutsNecklace BubbleWrapRunway PackingPeanutCrown PackingPeanutEarrings UpcycledPackingPeanuts TrashionPackingPeanuts SnowQueenPackingPeanut',
    wellness:
      'SlowUnpackPackingPeanuts FidgetPackingPeanuts TidyPackingPeanuts BreathePackingPeanuts PackingPeanutStressBag KindNotePackingPeanuts PackingPeanutZenGarden CalmSortPackingPeanuts',
    speed:
      'PackingPeanutsScoopRace BoxPackSprint ChopstickPackingPeanut MoveThePackingPeanuts PackingPeanutCleanup SpoonPackingPeanuts KeyHuntPackingPeanuts PackingPeanutsIn30',
    music:
      'PackingPeanutsShaker PackingPeanutsSqueakBeat PackingPeanutASMR PackingPeanutRainstick LipSyncPackingPeanuts BoxDrumPackingPeanuts StompPackingPeanuts LullabyPackingPeanuts',
    art: 'PackingPeanutsSculpture PackingPeanutsMosaic PackingPeanutStamps PackingPeanutCritters PaintedPackingPeanuts GarlandPackingPeanuts 3DLetterPackingPeanuts ShadowBoxPackingPeanut',
    tech: 'PackingPeanutsDropTest PackingPeanutSlowMo UnboxCamPackingPeanuts FlipbookPackingPeanuts PackingPeanutTimelapse AICountsPackingPeanuts MacroPackingPeanuts ARFilterPackingPeanuts',
    pet: 'CatClaimsTheBox PackingPeanutsPetSafeSwap PaperNotPackingPeanuts PackingPeanutFreeFort CardboardDenPackingPeanut PackingPeanutPlushie ShelfThePackingPeanuts SweepUpPackingPeanuts',
    gaming:
      'PackingPeanutsFlickGame PackingPeanutTicTacToe PackingPeanutCurling MysteryPackingPeanuts CatapultPackingPeanuts PackingPeanutHockey BullseyePackingPeanuts MemoryPackingPeanuts',
  },
  tutor: {
    dance:
      'TutorDanceBreak TimesTableTutorBop TutorAlphabetMoves FaceOffWithTutor SpellItOutTutor WiggleWithTutor GrammarGrooveTutor FreezeAndAnswerTutor',
    fitness:
      'TutorStretchBreak TutorQuizSquats FlashcardLungesTutor WalkAndTalkTutoring HomeworkJacksTutor PlankAndSpellTutor MathHopscotchTutor TutorDeskYoga',
    funny:
      'TutorExplainsItAgain WhiteboardFails TutorPOV WhenTheTutorAsks OnlineTutorMuted TutorReactsToAnswers TutorDramaticReading SilentStudentVsTutor',
    prank:
      'TutorPuzzleSurprise WhiteboardGooglyEyes ThankYouCakeTutor StickyNoteTutor TutorBackwardsLesson StudentBecomesTutor TutorJokeWorksheet InvisibleInkTutor',
    cooking:
      'BrainFoodBites FractionPizzaTutor TutorMeasuringMath ChemCookiesTutor AlphabetPastaTutor TutorSnackBreak FollowTheRecipeTutor TutorSmoothieScience',
    travel:
      'TutorFieldTrip MuseumWithMyTutor ParkLessonTutor PhrasebookTutor MapReadingTutor TutorLibraryTour TutorHistoryWalk TutoringOnTheGo',
    fashion:
      'DressLikeATutor TutorFitCheck CardiganTutorLook GeekChicTutor TutorThriftFlip SweaterVestTutor WebcamReadyTutor TutorGlowUp',
    wellness:
      'TutorMindfulMinute TutorBreathingBreak TutorPepTalk TutorGratitudeNote MistakesAreOkTutor ThankYourTutor CozyCornerTutoring StressLessTutor',
    speed:
      'TutorFlashcardRace TutorSpeedQuiz WhiteboardMathSprint BeatTheTutor TutorTimesTableBlitz SpellingBeeTutor CapitalsInSixtyTutor ABCsBackwardsTutor',
    music:
      'TutorMemorySong MnemonicJingle TimesTableRapTutor PlanetChantTutor ElementsRemixTutor TutorBeatboxFacts TutorDuet HumItBackTutor',
    art: 'TutorWhiteboardArt TutorDiagramDoodles SketchnoteLesson DrawYourTutor TutorMindMap ComicStripTutor ChalkboardTutor PosterProjectTutor',
    tech: 'AITutorShowdown TutorScreenShare FlashcardAppTutor TutorTypingTest SpreadsheetTutor CodeWithATutor TutorVoiceNotes SlideshowTutor',
    pet: 'ReadingToMyPet TutorMyDog CatTutorCameo TrickLessonTutor TutoringThePuppy GoldfishTutor TutorTreatCount ShakeAPawTutor',
    gaming:
      'StudyBossBattle TutorTriviaNight MathBingoTutor TutorHangman WordSearchTutor TutorEscapeRoom TimesTableWarTutor SimonSaysTutor',
  },
  dictionary: {
    dance:
      'DictionaryAlphabetMoves WordOfTheDayDance DictionaryJive ActItOutDictionary DictionaryTwirlPick VerbsOnlyDictionary SlangDictionaryBop DictionaryDuet',
    fitness:
      'DictionaryCurls DictionaryBalance DictionarySquats LetterRepsDictionary DictionaryPlankRead TorsoTwistDictionary LiftADictionary WallSitDictionary',
    funny:
      'DictionaryFakeDefinitions WordsYouMispronounce DictionaryDadJokes SlangDictionaryGran DramaticDictionary DictionaryRealOrNot TongueTiedDictionary DictionaryVsKids',
    prank:
      'DictionaryFakeWord DictionaryBookmarkNote DictionaryTreasure DictionarySaysSo FancyTalkDictionary BedtimeDictionary SecretCodeDictionary HiddenPraiseDictionary',
    cooking:
      'DictionaryRandomDish AlphabetSoupWords DictionaryTasteTest MysteryMealDictionary DictionaryFoodRoots ABCCookieDictionary DictionaryMenuNight FlipToCookDictionary',
    travel:
      'LocalWordOfTheDay PocketDictionaryTrip DictionaryMenuOrder DictionarySignHunt DictionaryPlaceNames MuseumDictionary GreetingsDictionary SuitcaseDictionary',
    fashion:
      'DictionaryPageDress WordOfTheDayOutfit MyStyleDictionary DictionaryEarrings AdjectiveDictionary BookwormDictionary DictionaryTote ColorNameDictionary',
    wellness:
      'DictionaryKindWords DictionaryJournal AffirmDictionary DefineJoyDictionary SleepyDictionary MoodMeterDictionary ComplimentDictionary ThankYouDictionary',
    speed:
      'DictionarySpeedFind SpellingBeeSprint PageGuessDictionary DictionaryRelay TimedDictionary DictionaryShowdown DictionaryBlitz QuickFlipDictionary',
    music:
      'WordOfTheDayRap SingTheDictionary DictionaryOpera RhymingDictionaryJam DictionaryLyrics DictionaryJingle ABCMedleyDictionary DictionaryDrumroll',
    art: 'DictionaryPageArt DictionaryBookSculpture WordCollage BlackoutDictionary DictionaryDoodle DrawADictionary PaperRoseDictionary LetteringDictionary',
    tech: 'DictionaryVsAI VoiceDictionary ScanADictionaryPage DictionaryEmojiCode PaperVsAppDictionary DictionaryStopMotion SpellcheckDictionary CaptionItDictionary',
    pet: 'DictionaryDogVocabulary CatDictionary PetNameDictionary PawPickDictionary TailWagDictionary SitStayDictionary BarkDictionary DictionaryOfPurrs',
    gaming:
      'RandomPageSpellOff DictionaryBluff DictionaryCharades DictionaryDrawIt DictionaryHangman TwentyQsDictionary GuessWordDictionary HotSeatDictionary',
  },
  juneteenth: {
    dance:
      'JuneteenthLineDance JuneteenthStepShow JuneteenthGroove ParadeJuneteenth BlockPartyJuneteenth HandClapJuneteenth JuneteenthSway AllAgesJuneteenthJam',
    fitness:
      'JuneteenthFreedomRun Juneteenth5K BatonJuneteenth 19RepsJuneteenth JuneteenthWalk DoubleDutchJuneteenth CircuitJuneteenth TugOfWarJuneteenth',
    funny:
      'JuneteenthTalentShow CookoutStoryTime GrillUncleJuneteenth JuneteenthPlateRate JuneteenthDadJokes JuneteenthGroupPhoto RedDrinkJuneteenth DominoSlamJuneteenth',
    prank:
      'JuneteenthSurpriseCookout ThankYouJuneteenth JuneteenthCupcakes JuneteenthBanner BalloonJuneteenth DJTakeoverJuneteenth SecretChefJuneteenth WhosHereJuneteenth',
    cooking:
      'JuneteenthRedVelvetCake BerrySodaJuneteenth HibiscusJuneteenth JuneteenthBBQRibs CobblerJuneteenth JuneteenthGrill FamilyDishJuneteenth CornbreadJuneteenth',
    travel:
      'JuneteenthHistoryTour MuseumJuneteenth FestivalJuneteenth HeritageJuneteenth LibraryJuneteenth JuneteenthMarkerHunt ReunionJuneteenth ParkPicnicJuneteenth',
    fashion:
      'JuneteenthFlagColors JuneteenthTeeDesign JuneteenthSundayBest JuneteenthHeadwrap KenteClothJuneteenth CurlsJuneteenth MatchingJuneteenth VintageJuneteenth',
    wellness:
      'JuneteenthGratitude FreedomDayJournal JuneteenthLetter ElderStoryJuneteenth SunriseJuneteenth RestAndJoyJuneteenth FamilyTreeJuneteenth ReflectJuneteenth',
    speed:
      'JuneteenthHistoryQuiz JuneteenthRelay FreedomDaySackRace DominoRunJuneteenth 3LeggedJuneteenth BalloonTossJuneteenth EggSpoonJuneteenth JuneteenthPicnicDash',
    music:
      'JuneteenthJazz LiftEveryVoiceCover JuneteenthDrumCircle GospelJuneteenth JuneteenthSpokenWord ChantBackJuneteenth SingAlongJuneteenth BucketBeatJuneteenth',
    art: 'JuneteenthFlagArt JuneteenthMural FreedomDayPoster ChalkJuneteenth QuiltJuneteenth PortraitJuneteenth JuneteenthCollage JuneteenthPhotoEssay',
    tech: 'JuneteenthStoryMap JuneteenthVirtualTour JuneteenthInterview JuneteenthSlideshow GenealogyJuneteenth AskAIAboutJuneteenth PodcastJuneteenth TimelineJuneteenth',
    pet: 'JuneteenthDogWalk PetPhotoJuneteenth ShadeSpotJuneteenth JuneteenthFetch CalmCornerJuneteenth PuzzleToyJuneteenth CatCuddleJuneteenth ZoomiesJuneteenth',
    gaming:
      'JuneteenthTrivia FreedomDayDominoes JuneteenthSpades JuneteenthCharades JuneteenthCornhole HorseshoesJuneteenth MemoryJuneteenth CheckersJuneteenth',
  },
  kwanzaa: {
    dance:
      'KwanzaaDanceCircle KwanzaaGroove UnityLineKwanzaa SevenStepsKwanzaa HarvestSwayKwanzaa KuumbaMovesKwanzaa KwanzaaFamilyStomp DrumBeatKwanzaa',
    fitness:
      'KwanzaaSevenDayStreak KwanzaaFamilyWalk TeamPlankKwanzaa KwanzaaYogaFlow UnitySquatsKwanzaa KwanzaaHarvestCarry DrumCardioKwanzaa JumpRopeKwanzaa',
    funny:
      'KwanzaaAsToldByKids HomemadeGiftReveal SayItRightKwanzaa GrandpaOnKwanzaa KwanzaaFeastFaces KwanzaaPhotoChaos KwanzaaTalentShow UncleStoriesKwanzaa',
    prank:
      'KwanzaaSurpriseFeast KwanzaaSecretGift KwanzaaKindnessNotes UjimaChoresKwanzaa KwanzaaBreakfast DoorDecorKwanzaa MysteryGuestKwanzaa HiddenMessageKwanzaa',
    cooking:
      'KwanzaaSweetPotatoPie HarvestCornbread KaramuFeastKwanzaa KwanzaaJollofRice KwanzaaCollardGreens GumboForKwanzaa BlackEyedPeasKwanzaa KwanzaaFruitPlatter',
    travel:
      'KwanzaaFestivalVisit KwanzaaMarketStroll HeritageMuseumTrip CommunityKwanzaa KwanzaaGalleryHop GrandmasHouseKwanzaa LibraryStoryKwanzaa ShopLocalKwanzaa',
    fashion:
      'KwanzaaOutfitCheck KenteClothLook RedBlackGreenKwanzaa KwanzaaHeadwrap DashikiKwanzaa KwanzaaBeadedJewelry AnkaraPrintKwanzaa KufiCapKwanzaa',
    wellness:
      'KwanzaaGratitudeCircle SevenPrinciplesJournal PurposeGoalsKwanzaa FaithNotesKwanzaa KwanzaaElderTea FamilyHugKwanzaa KwanzaaSlowMorning KwanzaaNatureWalk',
    speed:
      'KwanzaaPrinciplesQuiz KwanzaaTableSetRace SwahiliFlashcardKwanzaa MkekaWeaveKwanzaa BeadSortKwanzaa KwanzaaCornShuck SayAllSevenKwanzaa KwanzaaRelay',
    music:
      'KwanzaaDrumCircle KwanzaaFamilySingAlong HarvestCallAndResponse KwanzaaDjembe KwanzaaPrinciplesRap ClapGameKwanzaa CandleSongKwanzaa KitchenBandKwanzaa',
    art: 'KwanzaaKinaraCraft KwanzaaMatWeaving HarvestCornArt HandmadeCardKwanzaa AdinkraStampKwanzaa KwanzaaPaperChain ClayKikombeKwanzaa PortraitKwanzaa',
    tech: 'KwanzaaPhotoSlideshow VideoCallKwanzaa KwanzaaEcard KwanzaaStopMotion RecordGrandmaKwanzaa DigitalKinaraKwanzaa KwanzaaCountdownApp GreenScreenKwanzaa',
    pet: 'KwanzaaPetPortrait KwanzaaDogWalk BakedTreatsKwanzaa SevenTricksKwanzaa CatCuddleKwanzaa PupGiftKwanzaa BirdFeederKwanzaa KwanzaaKittenPlay',
    gaming:
      'KwanzaaTriviaTeams MancalaFamilyTournament KwanzaaWordSearch KwanzaaBoardGame PrincipleQuizKwanzaa KwanzaaDominoes HarvestHuntKwanzaa UnityPuzzleKwanzaa',
  },
  pho: {
    dance:
      'PhoNoodleWiggle ChopstickTwirlDance PhoRealMoves StarAniseShimmyPho PhoHerbGroove PhoNomenalFootwork BreakfastPhoBounce MoonwalkToMyPho',
    fitness:
      'PhoRunClub PhoPushUpLadder EarnYourPho PhoAfterLegDay PhoBowlBalance SquatForPho LongNoodleStretchPho WallSitForPho',
    funny:
      'PhoPunOff PhoHerbOverload ChopstickNoodleStruggle HowDoYouSayPho PhoGlassesFog LoudestSlurpPho LastStrandPho DadTriesPho',
    prank:
      'PhoBreakfastSurprise PhoRealLoveNote NoodleSoupDoorDrop PhoPunTexts PhoCoupon SecretPhoNight ClueTrailPho FakeMenuPho',
    educational:
      'PhoSayItRight PhoOriginsQuiz StarAniseScience PhoHerbID PhoNorthVsSouth VietnameseWordsPho WhyPhoBrothIsClear MapThePho',
    travel:
      'PhoShopCrawl PhoStreetStallHunt BestPhoInTown PhoPassport LittleSaigonPho RainyDayPhoTrip PhoWithAView RateEveryPho',
    fashion:
      'PhoBowlEarrings NoSplashPhoFit HerbGreenPho BrothBeigePho PhoPajamaNight ChopstickHairPho PhoDateLook RainyDayPhoLayers',
    wellness:
      'PhoForASickFriend SlowBrothSipping MindfulSlurpPho PhoWithGrandma NoScreensPho CozyPhoNight ComfortPhoCall QuietLunchPho',
    speed:
      'GarnishPlateRushPho PhoHerbPluckSprint ChopstickNoodleRelay LimeSqueezePho PhoTongueTwister PhoSetTheTable BeanSproutCountPho PhoMenuMemoryBlitz',
    music:
      'PhoSlurpBeat PhoLoveSong ChopstickDrumPho PhoRealAnthem SpoonAndBowlPho SingYourPhoOrder PhoASMR RainyNightPhoJazz',
    art: 'PhoBowlWatercolor PhoSteamPhotography ClayPhoMini HerbPressPho PhoInCrayon NoodleYarnPho PhoFlatLay MenuCollagePho',
    tech: 'PhoSlurpSlowMo PhoBrothTimelapse AIRatesMyPho PhoMenuTranslate VoiceOrderPho PhoReviewReel TopDownCamPho SplitScreenPho',
    pet: 'PetNamedPho CatFitsInPhoBowl PhoShopDogPatio PuppyHearsPhoSlurp PhoPlushToy PostPhoPupStroll PhoNightSnuggle TreatTimeAfterPho',
    gaming:
      'PhoShopSimRun GameNightPhoBar PhoTycoon PickUpSticksPho GuessTheHerbPho PhoOrderMemory PhoRealOrFake StackTheBowlsPho',
  },
  paella: {
    dance:
      'PasoDoblePaella PaellaFlamencoBreak SaffronSway PaellaConga FiestaStompPaella PaellaPartyTwist CastanetClapPaella SunsetSalsaPaella',
    fitness:
      'PaellaMountainClimbers RiceBagSquats EarnThePaella FlamencoCardioPaella BeachRunPaella LungeToThePaella PaellaStepCount SunsetYogaPaella',
    funny:
      'PaellaPuristReacts GiantPanProblems ThatsNotPaella PaellaSocarratFight PaellaNoStirRule ChorizoPaellaDebate PaellaPronounceOff GrandmaJudgesPaella',
    prank:
      'PaellaSurpriseDinner PaellaDoorstepDelivery SpanishNightPaella PaellaPostcardNote HomeRestaurantPaella WaiterModePaella PaellaInvitation TableForTwoPaella',
    educational:
      'PaellaPanPhysics PaellaSocarratScience SpanishWordsPaella SaffronFactsPaella RiceTypesPaella ScaleThePaella PaellaRegionsMap ValenciaOriginPaella',
    travel:
      'BestPaellaHunt PaellaBeachLunch TapasToPaellaCrawl PaellaPicnic PaellaFestival VacationPaella PaellaOnTheTerrace FishMarketPaella',
    fashion:
      'DressInPaellaColors FlamencoFrillsPaella PaellaApronStyle LemonPrintPaella PaellaFiestaFit RedEspadrillesPaella LinenShirtPaella FlowerInHairPaella',
    wellness:
      'PaellaSlowSunday ShareThePaellaPan SaffronSunsetDinner PaellaSiesta MindfulStirPaella PaellaTableTalk NoPhonesPaella GratitudeRoundPaella',
    speed:
      'PaellaIngredientHunt SeafoodSortSprint ThirtyMinutePaella ShellPeelPaella PaellaPlateUp SaffronPickPaella RiceScoopPaella PaellaCleanupDash',
    music:
      'PaellaPanDrumming PaellaSizzleBeat SpanishGuitarSerenade OlePaellaChant PaellaFlamencoClap CastanetsForPaella SingToThePaella RiceShakerPaella',
    art: 'PaellaStillLife PaellaRiceMosaic SaffronWatercolor PaellaPanMandala SketchThePaella TileArtPaella ClayPaellaMini OverheadShotPaella',
    tech: 'PaellaTimelapse AIRatesMyPaella PaellaSoundOn SmartTimerPaella ReelItPaella PaellaHyperlapse SplitScreenPaella CookAlongCallPaella',
    pet: 'FiestaPetPortrait PaellaNightCuddle CatGroomingPaella PaellaPlushie DogPatioPaella PaellaTreatSwap PuppySiestaPaella PaellaWalkies',
    gaming:
      'PaellaKitchenSim PaellaRushHour SpanishCardNight GuessTheSpicePaella DominoesAndPaella PaellaScavengerHunt ChessAndPaella PaellaPuzzle',
  },
  hummus: {
    dance:
      'HummusSwirlShuffle DipAndDance HummusSalsaStep TahiniTwistHummus HummusPopAndLock ChickpeaHopHummus DuetTheHummus SnackBreakHummusBop',
    fitness:
      'HummusAfterLegDay HummusPoweredRun ChickpeaCanCurls EarnYourHummus HummusHike HandMashHummus HummusPlankBreak SquatAndScoopHummus',
    funny:
      'HummusDoubleDipPatrol HummusFlavorHotTakes PitaScoopFail HumongousHummus HummusHoarder HummusMustache DessertHummusFaces GrandpaRatesHummus',
    prank:
      'HummusSmileyLunch HummusLunchboxNote HummusPunCard HummusWelcomeHome LabelItAllHummus GooglyEyeHummus BreakfastInBedHummus SnackBoardHummus',
    educational:
      'HummusMeansChickpea GrowYourOwnHummus TahiniIsSesameHummus HummusProteinMath BlindTasteHummus HummusMapQuiz HummusLabelReading SmoothVsChunkyHummus',
    travel:
      'HummusShopCrawl HummusMarketTour MiddleEastFoodWalk HummusPicnicSpot HummusOnTheTrail BeachBagHummus TrainRideHummus CampingHummus',
    fashion:
      'HummusNeutralsFit PaprikaAccentHummus OliveGreenHummus LinenAndHummus HummusToteBag HummusSpillProof CozyKnitHummus PitaPurseHummus',
    wellness:
      'HummusVeggieReset HummusMindfulSnack SlowPitaDipping RainbowPlateHummus LunchOutsideHummus HummusWithGran DeskBreakHummus SunnyBenchHummus',
    speed:
      'HummusBlendRace PitaDipRelay HummusFlavorGuess ChickpeaPeelHummus SpoonSwirlHummus HummusIn60 GarnishDashHummus HummusTubStack',
    music:
      'HummusBlenderBeat HummusJingle ChickpeaShakerJam HumAlongHummus HummusicalTheatre OdeToHummus TahiniTangoHummus HummusLoveSong',
    art: 'HummusSwirlArt HummusPlateFace ChickpeaMosaic PaprikaStencilHummus OilDrizzleHummus HummusLandscape HummusGrazingBoard SketchTheHummus',
    tech: 'HummusBlenderTest SmoothHummusSlowMo HummusMacroShot HummusNutritionApp MixerShowdownHummus HummusReelEdit LoopVideoHummus ScanTheLabelHummus',
    pet: 'PetNamedHummus ChickpeaToyFetch HummusIsNotForPups DogSniffWalkHummus HummusLunchBunnyHops BeigeKittyHummus HummusNapBuddy PitaBedHummus',
    gaming:
      'HummusGameNightSpread HummusShopSimRun ChickpeaCollectQuest HummusTicTacToe HummusFlavorBluff FlickFootballHummus PitaTowerHummus DipDuelHummus',
  },
  falafel: {
    dance:
      'FalafelRollShuffle FalafelBallBounce PitaPocketPop FalafelInLoveDuet TahiniDropFalafel FoodTruckFalafelBop FalafelFreestyle WrapItUpFalafel',
    fitness:
      'FalafelPoweredHike FalafelScoopSquats ChickpeaProteinRun FalafelRollOut PlankForFalafel LunchWalkFalafel FalafelCoreCrunch BearCrawlToFalafel',
    funny:
      'FalafelShapeFails FalafelFellApart PitaPocketOverflow FalafelAsleep TahiniDripFalafel SayFalafelFast WhoAteMyFalafel LastBiteFalafel',
    prank:
      'FalafelSurpriseLunch PitaPocketLoveNote ImFalafelForYou SecretOrderFalafel FalafelPunAlarm FalafelMenuTakeover WelcomeBasketFalafel CookForMomFalafel',
    educational:
      'WhyFalafelIsGreen ChickpeasVsFavaBeans ArabicNumbersFalafel FalafelCrunchScience SoakVsCanFalafel FalafelMapQuiz HerbIDFalafel FalafelFractions',
    travel:
      'FalafelStandCrawl FalafelCityFoodTour FalafelTruckHunt FalafelPicnicPark BestFalafelNearMe MarketDayFalafel TrainStationFalafel WeekendTripFalafel',
    fashion:
      'FalafelEarrings FalafelStreetStyle FalafelTruckFitCheck GreenInsideFalafel FalafelWrapSkirt SesameSpeckleFalafel CrunchyKnitFalafel GoldenHourFalafel',
    wellness:
      'FalafelMindfulLunch FalafelSundayPrep VeggiePlateReset FalafelWithFriends FalafelParkBench SlowChewFalafel HerbGardenFalafel NapAfterFalafel',
    speed:
      'FalafelRollRace FalafelWrapSpeedrun PitaStuffSprint HerbPickFalafel TahiniWhiskFalafel CountTheFalafel FalafelStackUp FalafelToppingSort',
    music:
      'FalafelSizzleBeat FalafelStandJingle PitaPocketRap FalafelForYouBallad CrunchASMRFalafel DrumSoloFalafel AcapellaFalafelOrder ChickpeaChoirFalafel',
    art: 'FalafelClayCharms FalafelFoodPhoto PitaPlateSketch FalafelCrossSection FalafelPointillism FeltFalafel PaintAFalafelTruck StickerDesignFalafel',
    tech: 'FalafelAirFryerTest FalafelCrunchMeter PitaPocketMacroShot FalafelTruckMap FalafelVoiceOver PhoneDocFalafel AutoCaptionFalafel QRMenuFalafel',
    pet: 'PetNamedFalafel FalafelPlushFetch CurledUpLikeFalafel FalafelPupStroll NoFalafelForFido KittenPitaBedFalafel BunnyParsleyFalafel HamsterMazeFalafel',
    gaming:
      'FalafelTruckSimRun FalafelGameNightWraps PitaStackHighScore FalafelCornhole FalafelMarbles CheckersWithFalafel GuessTheSauceFalafel FlickItFalafel',
  },
  shawarma: {
    dance:
      'ShawarmaSpinDance ShawarmaWrapShuffle RotisserieTwirl TurnLikeAShawarma ShawarmaPajamaParty StreetBeatShawarma DabkeShawarma ShawarmaDramaDip',
    fitness:
      'ShawarmaSpinClass ShawarmaRunReward LateNightWrapWalk TorsoTwistShawarma DeadliftThenShawarma ShawarmaStepGoal PushupsForShawarma JumpRopeShawarma',
    funny:
      'ShawarmaWrapFail ShawarmaSauceOverload OdeToGarlicShawarma ShawarmaDrama ShawarmaDripDodge TwoHandedShawarma PickleCountShawarma FriesInsideShawarma',
    prank:
      'SurprisePicnicShawarma TahiniDrizzleSmiley ShawarmaKarma ShawarmaNightInvite ShawarmaWrapGift BlanketShawarmaHug LunchboxShawarma MidnightShawarma',
    educational:
      'TahiniFromSesame GyroOrShawarma ShawarmaWordOrigin ShawarmaSpiceBlend VerticalGrillShawarma ToumEmulsionShawarma ShawarmaAtlas ArabicMenuShawarma',
    travel:
      'ShawarmaStreetCrawl ShawarmaAroundTheWorld LateNightWrapHunt AirportShawarma ShawarmaFoodHall ShawarmaCityGuide DayTripShawarma BeachWalkShawarma',
    fashion:
      'ShawarmaScarfWrap ShawarmaNightOutFit ShawarmaPajamas SilverFoilShawarma GarlicWhiteShawarma ShawarmaTrackSuit LayeredLookShawarma TwirlSkirtShawarma',
    wellness:
      'ShawarmaMindfulBite ShawarmaFriendsDinner WrapAndUnwind PayItForwardShawarma ShawarmaStyleBlanket SlowSundayShawarma ShawarmaSunsetPicnic StargazeShawarma',
    speed:
      'ShawarmaWrapRace ShawarmaOrderRelay PitaRollSprint PickleStackShawarma ShawarmaMenuMemory ShawarmaFoilFold ToppingBarDashShawarma FryCountShawarma',
    music:
      'ShawarmaSpinSong ShawarmaShopPlaylist RotisserieRhythm ShawarmaPajamaJam FoilCrinkleShawarma SingTheShawarmaOrder TableDrumShawarma ShawarmaLullaby',
    art: 'ShawarmaStallSketch ShawarmaFoodPhoto PitaWrapPopArt FoilArtShawarma ShawarmaComicStrip PaperMacheShawarma LayerChartShawarma ShawarmaSignPainting',
    tech: 'ShawarmaSpinTimelapse ShawarmaAirFryerTest ShawarmaReviewVlog ScanTheMenuShawarma DeliveryMapShawarma 360ViewShawarma ShawarmaFoodBlog PhoneTripodShawarma',
    pet: 'PuppyNapAfterShawarma SpinTrickShawarma ShawarmaSqueakyToy ShawarmaNoShare ShawarmaWalkies ParkFetchShawarma HamsterWheelShawarma CatLoafVsShawarma',
    gaming:
      'ShawarmaShopSimRun ShawarmaVictoryFeast WrapStationTycoon ShawarmaBossRush ShawarmaCardBattle HotSeatShawarma TriviaQuestShawarma DiceRollShawarma',
  },
  kebab: {
    dance:
      'ChefHatKebabShuffle KebabShopShimmy CongaToTheKebab KabobAndWeave RotateTheKebab BackyardKebabBoogie KebabNightLineDance FlipTurnKebab',
    fitness:
      'KebabBackyardBootcamp KebabRewardRun SquatsBeforeKebabs KabobBoxing KebabCharcoalCarry HikeThenKebab PicnicPushupsKebab ParkLapsKebab',
    funny:
      'KebabOrderMixUp KebabDripStruggle SkewerSlideFail KebabOrKabob FirstBiteKebabFace KebabGrillDad OneMoreKebab VeggieKebabReacts',
    prank:
      'KebabPicnicSurprise FruitKebabBouquet KebabMenuBoard NeighborKebabPlate KebabGrillThankYou CandyKabob SecretChefKebab WelcomeHomeKebab',
    educational:
      'KebabMarinadeScience WhySkewersGetSoaked ShishKebabMeaning KebabAtlas KebabPatternMath HeatZonesKebab TurkishWordsKebab FoodSafetyKebab',
    travel:
      'KebabShopCrawl KebabNightMarketHunt BeachBBQKebab KebabInEveryCity TurkishBazaarKebab KebabFestival ParkGrillKebab TrainTripKebab',
    fashion:
      'KebabNightOutFit ColorBlockKebab KebabApronFlex LayeredLikeAKebab StripedKabob BBQHostKebabLook KebabStackedRings BackyardPartyKebab',
    wellness:
      'KebabBackyardUnwind KebabFamilyGrillNight SunsetKebabDinner KebabGardenLunch PhoneFreeKebab MindfulMarinadeKebab ColorfulPlateKebab LazySundayKebab',
    speed:
      'PlateTheKebabs KebabTableSetup FruitSortKebab KebabMenuMemory KebabSpellingBee KebabCleanupDash OrderUpKebab NameFiveKebabs',
    music:
      'KebabSizzleBeat KebabShopPlaylist SkewerDrumSolo TurkishFolkKebab TongsClickKebab KebabChant BBQBluesKebab KebabSerenade',
    art: 'KebabStillLife KebabFoodPhoto SkewerSculpture BeadKabobCraft RainbowKebabPainting KebabPopArt KebabColoringPage FeltKebab',
    tech: 'KebabGrillTimelapse MeatThermometerKebab KebabFlipCam AIMarinadeKebab KebabVoiceRecipe PhotoEditKebab QRMenuKebab SlowMoSizzleKebab',
    pet: 'GardenSniffariKebab BackyardFetchKebab KebabSqueakyToy CoolShadeKebab WaterBowlKebab KebabPartyDogZone KebabNightCuddle LapCatKebab',
    gaming:
      'KebabShopSimRun KebabGameNightFeast SkewerStackTower KebabHorseshoes DominoesAndKabobs KebabOlympics BBQCheckersKebab RPGQuestKebab',
  },
  kimchi: {
    dance:
      'KimchiMixShuffle KimchiJarBounce KPopKitchenDance SayKimchiFreeze KimchiSaltShake FermentFunkKimchi KimchiCrewChoreo FizzyFeetKimchi',
    fitness:
      'KimchiCabbageCarry KimchiPrepSquats JarCurlsKimchi KimchiHIIT KimchiMarketWalk GloveUpKimchiPlank RunForKimchi StretchBeforeKimchi',
    funny:
      'KimchiOnEverything KimchiJarFizzSurprise MomsKimchiFridge SayKimchiFail KimchiLidStruggle WhiteShirtKimchi GrandmaKimchiRules KimchiVsPickles',
    prank:
      'KimchiPancakeSurprise KimchiJarLoveNote BanchanSpreadKimchi SayKimchiCandid WakeUpKimchi KimchiCarePackage KDramaKimchiNight KimchiDoorstepGift',
    educational:
      'KimchiFermentationScience WhyKimchiFizzes KoreanWordsKimchi GoodBacteriaKimchi KimchiPHTest KimchiTypesQuiz NapaVsRadishKimchi KimjangHistoryKimchi',
    travel:
      'KimchiMarketTour KoreatownKimchiCrawl KoreanGroceryKimchi KimchiPicnicBox SayKimchiLandmark CabbageFarmKimchi FoodFestivalKimchi HomestayKimchi',
    fashion:
      'CabbageGreenLayers KimchiApronFitCheck SayKimchiOOTD KimchiRedLip ModernHanbokKimchi RubberGlovesKimchi KimchiColorPalette KDramaStyleKimchi',
    wellness:
      'KimchiGutHealthHabit KimchiMakingMeditation SlowFermentPatience FamilyKimjangKimchi KimchiAndRiceComfort StewNightKimchi ShareAJarKimchi GrandmasKimchiCall',
    speed:
      'KimchiJarPackRace NapaLeafCountKimchi CabbageSaltingRelay ChopstickKimchi BanchanSetupKimchi GlovesOnKimchiBlitz KimchiTongueTwister KimchiCountdown',
    music:
      'KimchiKitchenKPop KimchiMakingSong CabbageCrunchBeat KimchiJarDrums KimjangChantKimchi FizzSoundKimchi SayKimchiHarmony KimchiBallad',
    art: 'KimchiJarLabelArt KimchiStillLife NapaCabbagePrint LeafStampKimchi KimchiWatercolor SayKimchiSketch KimchiComic ClayOnggiKimchi',
    tech: 'KimchiFermentTimelapse KimchiFridgeTour FizzMicKimchi SayKimchiCamTimer TranslateKimchi KimchiJarSmartLabel AIRatesMyKimchi PHMeterAppKimchi',
    pet: 'PetNamedKimchi NapaCabbageToyFetch SayKimchiPuppyPic NotKimchiForDogs CatOnTheKimchiFridge KimchiPlushPal KimchiNapCorner WalkBeforeKimchi',
    gaming:
      'KimchiGameNightSnacks KimchiShopSimRun YutNoriKimchi GonggiJacksKimchi KimchiBeanbagToss KimchiMemoryCards RockPaperKimchi FermentQuestKimchi',
  },
  'hot pot': {
    dance:
      'AfterHotPotConga HotPotPartyShuffle BrothBubbleBounce SimmerDownHotPot HotPotGuestArrivalJig CleanupBoogieHotPot HotPotNightSlide WinterHotPotStep',
    fitness:
      'HotPotRewardRun HotPotGroceryCarry ChopstickSquatPickup HotPotWinterHike SnowShovelHotPot JumpingJacksHotPot YogaBeforeHotPot HotPotLegDay',
    funny:
      'HotPotLostDumpling WhoseLadleHotPot SplitPotTerritoryWar HotPotLuck HotPotTofuEscape FoggyLensHotPot HotPotOverOrdering SauceBarChaosHotPot',
    prank:
      'HotPotSurpriseNight HotPotHiddenDumpling HotPotLuckInvite BirthdayHotPot HotPotPlaceCards ThankYouNoteHotPot KidsHostHotPot LongNoodleHotPot',
    educational:
      'HotPotBrothScience WhySichuanPepperTingles MandarinMenuHotPot HotPotAcrossAsia BoilingPointHotPot YinYangHotPot HotPotFoodSafety ChopstickRulesHotPot',
    travel:
      'HotPotSpotCrawl ChinatownFoodWalk SkiTripHotPot HotPotCityRanking LateNightHotPot AsianMarketHotPot HotPotWithAView StudyAbroadHotPot',
    fashion:
      'HotPotNightFit HotPotBibChic SweaterWeatherFeast SmellProofHotPot HotPotRedAndGold HotPotHairUp TurtleneckHotPot LunarNewYearHotPot',
    wellness:
      'HotPotWinterWarmUp HotPotFriendsCircle SlowSimmerEvening PhoneStackHotPot ThankfulRoundHotPot FamilyTableHotPot SnowDayHotPot CatchUpOverHotPot',
    speed:
      'HotPotChopstickPairUp SauceMixHotPot MushroomSortHotPot NameItHotPot HotPotGroceryListDash BeanTransferHotPot TofuCubeStackHotPot NapkinFoldHotPot',
    music:
      'HotPotBubbleBeat HotPotPartyPlaylist BrothSimmerLofi ChopstickClickHotPot HotPotLuckJam BowlTapHotPot SingAroundTheHotPot BoilingBluesHotPot',
    art: 'HotPotOverheadPhoto HotPotIllustration SplitPotColorPainting PlatterPatternHotPot PaperCraftHotPot MushroomSketchHotPot HotPotZineCover HotPotPlacemat',
    tech: 'HotPotBubbleSlowMo HotPotTableTimelapse SmartPotTempTest HotPotGroupChatVote SplitBillAppHotPot CamTranslateHotPot LongDistanceHotPot HotPotSoundMix',
    pet: 'PetNamedDumpling CatNapHotPot WarmBlanketPupHotPot CalmRoomHotPot ChewToyHotPot HotPotNightWalk KittenFeatherWandHotPot BunnyBokChoyHotPot',
    gaming:
      'HotPotShopTycoon BrothBossBattle MahjongAndHotPot LuckyDrawHotPot XiangqiHotPot HotPotCardNight GuessTheSauceHotPot HotPotPartyQuiz',
  },
  'dim sum': {
    dance:
      'DimSumCartShuffle DimSumBrunchBounce DumplingPleatWiggle TurntableSpinDimSum DimSumShimmy BaoBopDimSum YumChaSwayDimSum ChopstickTapDimSum',
    fitness:
      'DimSumBrunchRun DimSumTrayCarry DumplingPlankChallenge SteamerSquatsDimSum MorningWalkDimSum DimSumCartPush TaiChiDimSum StretchForDimSum',
    funny:
      'DimSumOrderEverything DimSumLastBiteStandoff ChopstickFumbleDimSum EndlessTeaRefillDimSum DimSumBillMath AuntieChoosesDimSum DimSumPunOff CameraEatsFirstDimSum',
    prank:
      'DimSumSurpriseBrunch CuteBaoFacesDimSum DimSumHomeTeahouse DimSumMenuCards DimSumLivingRoomCart ThankYouTeaDimSum DoorstepTreatDimSum MysteryBasketDimSum',
    educational:
      'DimSumNamesQuiz HowSoupGetsInDumplings YumChaMeaningDimSum CantoneseDimSumMenu TeaTappingDimSum PleatCountDimSum SteamScienceDimSum DimSumStampCard',
    travel:
      'DimSumBrunchCrawl TeaHouseMorning ChinatownDimSum DimSumHiddenGems WeekendDimSumTrip DimSumWithGrandpa BestDimSumNearby FamilyOutingDimSum',
    fashion:
      'DimSumBrunchFit DimSumEarrings BaoBunHairstyle BambooPrintDimSum QipaoInspiredDimSum BasketBagDimSum PleatedSkirtDimSum DimSumPastelLook',
    wellness:
      'DimSumSlowBrunch DimSumTeaMoment PourForOthersDimSum DimSumSundayFamily ShareItAllDimSum NoRushDimSum JasmineCalmDimSum PhoneFreeDimSum',
    speed:
      'DimSumFoldRace DimSumOrderSpeedrun BaoBunPleatSprint CottonBallDimSum SteamerStackDimSum NameThatDimSum DimSumCartRelay PlateCountDimSum',
    music:
      'DimSumCartSong DimSumBrunchPlaylist BambooSteamerDrums TeaCupChimesDimSum CantopopDimSum LidClinkDimSum DimSumLullaby HumTheMenuDimSum',
    art: 'DimSumClayMiniatures DimSumIllustration BaoBunFaceArt PaperSteamerDimSum DimSumStickerSheet InkPaintingDimSum DimSumCartDiorama OrigamiDimSum',
    tech: 'DimSumSteamTimelapse DimSumMenuTranslator DumplingFoldSlowMo DimSumOrderApp DimSumMacroLens SteamerCamDimSum GroupSelfieDimSum BillSplitterDimSum',
    pet: 'PetNamedDimSum BaoShapedCatDimSum BasketNapDimSum SqueakyToyDimSum PuppyWalkDimSum BunnyGreensDimSum CuddlesAfterDimSum KittenZoomiesDimSum',
    gaming:
      'DimSumRestaurantSim DumplingCollectQuest WinSomeDimSum DimSumLazySusanSpin DimSumMemory GuessFillingDimSum CheckersDimSum DimSumCardDuel',
  },
  'pad thai': {
    dance:
      'PadThaiNoodleWiggle NightMarketPadThaiBop DanceForPadThai PadThaiTwist TakeoutJigPadThai PadThaiShimmy CartStepPadThai LimeLightPadThai',
    fitness:
      'PadThaiKickboxing RunForPadThai PlankTapsPadThai PadThaiSquatHold PadThaiPushPress HikeUpForPadThai BurpeesBeforePadThai LungeLadderPadThai',
    funny:
      'PadThaiNoodleTangle PadThaiVsHomemade ChopstickSkillsPadThai FridgeThiefPadThai NoForkPadThai PadThaiTakeoutFace OrderingPadThaiAgain DadTriesPadThai',
    prank:
      'PadThaiSurpriseDinner ChopstickLoveNote PadThaiDateNight PadThaiMenuPuns CookingLessonPadThai PadThaiForDad LunchboxPadThai NeighborPlatePadThai',
    educational:
      'WhatIsTamarind PadThaiFlavorBalance WhoInventedPadThai SoakTestPadThai WokHeiPadThai TongueMapMythPadThai PalmSugarPadThai LimeAcidPadThai',
    travel:
      'StreetCartPadThai NightMarketNoodles PadThaiCityHunt PadThaiOnTheBeach PadThaiFoodTruck HostelKitchenPadThai BackpackerPadThai FestivalStallPadThai',
    fashion:
      'PadThaiProofOutfit BangkokStreetStyle PadThaiDye PadThaiBowTie LimeGreenPadThai PadThaiNoodleBraid SilkScarfPadThai TakeoutChicPadThai',
    wellness:
      'MindfulPadThai TreatYourselfTakeout CozyCouchPadThai PadThaiWithMom SlowNoodlesPadThai PadThaiSelfDate FridayUnwindPadThai GratefulBowlPadThai',
    speed:
      'PeanutCrushPadThai TenMinutePadThai LimeJuicerPadThai SproutSortPadThai PadThaiPlatingDash GarnishRelayPadThai BoxFoldPadThai TamarindStirPadThai',
    music:
      'PadThaiWokBeat SingYourPadThaiOrder ChopstickDrumSolo NoodleRockPadThai PadThaiPowerBallad PadThaiLofi SizzleSongPadThai KitchenJamPadThai',
    art: 'PadThaiYarnNoodles PadThaiFlatLay TakeoutBoxMakeover TieDyePadThai StringArtPadThai BrushScriptPadThai ChopstickArtPadThai ClayBowlPadThai',
    tech: 'PadThaiTossSlowMo AskAIForPadThai WokHeiThermometer PadThaiHyperlapse PadThaiPOVCam MacroNoodlePadThai PadThaiLiveStream SmartSpeakerPadThai',
    pet: 'TakeoutBoxCatBed PupSafeTreatPadThai NoodleRopeToyPadThai PadThaiCouchCuddle PadThaiWalkAfter FeatherWandPadThai BunnyCilantroPadThai DogParkPadThai',
    gaming:
      'WokMasterHighScore PadThaiBreaker TakeoutTossPadThai NoodleNinjaPadThai PadThaiCardClash PadThaiPuzzleBox ThumbWarPadThai TeamQuizPadThai',
  },
  biryani: {
    dance:
      'BiryaniPotRevealDance SaffronSwirlSpin BhangraForBiryani BollywoodBiryaniStep BiryaniWeddingBaraat LayerDropBiryani BiryaniShoulderPop DuetOverBiryani',
    fitness:
      'BollywoodCardioBiryani BiryaniRewardWalk BasmatiSackLunges CricketDrillsBiryani SuryaNamaskarBiryani KabaddiBiryani WallSitForBiryani SkipRopeBiryani',
    funny:
      'BiryaniPotatoDebate BiryaniFamilyRatings BiryaniServingSpoonWars BiryaniLegPieceFight AuntieVerdictBiryani FoodComaBiryani PulaoIsNotBiryani RaitaTeamBiryani',
    prank:
      'BiryaniDoorstepSurprise BiryaniTiffinNote NeighborBiryani SecretRecipeBiryani BiryaniWeddingInvite MomsDayOffBiryani GiftAPotBiryani EidTreatBiryani',
    educational:
      'BiryaniStylesMap WhySaffronDyesRice DumScienceBiryani BiryaniSpiceID PersianRootsBiryani BasmatiFactsBiryani UrduWordsBiryani BiryaniRatioMath',
    travel:
      'BiryaniCityCrawl SpiceMarketWalk LittleIndiaBiryani TrainTiffinBiryani EidBazaarBiryani BiryaniJointHunt WeddingSeasonBiryani ParkPicnicBiryani',
    fashion:
      'BiryaniWeddingLook SaffronKurtaFit BiryaniEidOutfit MehndiAndBiryani BangleStackBiryani SareeDrapeBiryani GoldenLehengaBiryani BiryaniSundayBest',
    wellness:
      'BiryaniFamilyGratitude SpiceAromaMoment BiryaniWithNani SlowDumBiryani IftarBiryani ComfortBowlBiryani SundayLunchBiryani CookTogetherBiryani',
    speed:
      'BiryaniLayeringRace BasmatiRinseRelay BiryaniSpiceGuess RaitaStirBiryani ServeTenBiryani BiryaniTiffinPack PlateUpBiryani MasalaDabbaBiryani',
    music:
      'BiryaniPotBeat BiryaniFeastPlaylist SpiceRackRhythm BiryaniQawwali TablaTapBiryani BiryaniAntakshari SteelTumblerBiryani WeddingSongBiryani',
    art: 'BiryaniPotPhoto BiryaniStillLife SpiceRangoliArt SaffronPaintBiryani BiryaniLayersCutaway MehndiPatternBiryani ClayHandiBiryani BiryaniMenuPoster',
    tech: 'BiryaniRevealSlowMo RiceSteamTimelapse VoiceNoteBiryani PanoramaTableBiryani BiryaniFoodBlog FamilyChatBiryani SmartScaleBiryani BiryaniTopDownCam',
    pet: 'PetNamedBiryani BiryaniNapWithPup OwnTreatsNotBiryani EveningStrollBiryani ParrotSaysBiryani BiryaniDayBellyRubs LapCatBiryani BunnyMintBiryani',
    gaming:
      'BiryaniKitchenSim LudoFamilyTournament CarromAndBiryani GuessTheCityBiryani SnakesLaddersBiryani BiryaniBossLevel BiryaniPuzzleHunt TambolaBiryani',
  },
  empanada: {
    dance:
      'CrimpAndCumbia EmpanadaConga EmpanadaSalsaBreak HalfMoonSpinEmpanada TangoForEmpanadas MerengueEmpanada FoldAndTwirlEmpanada EmpanadaFiestaFreeze',
    fitness:
      'EarnYourEmpanada EmpanadaFoldSquats RollingPinCurls SoccerDrillsEmpanada EmpanadaPicnicHike KneadingArmsEmpanada PlankTillEmpanadas EmpanadaJumpingJacks',
    funny:
      'AbuelaRatesMyEmpanada EmpanadaExplosion EmpanadaCrimpFails JustOneMoreEmpanada EmpanadaCountryWar OverstuffedEmpanada DadFoldsEmpanada SilentCrunchEmpanada',
    prank:
      'HeartShapedEmpanada EmpanadaLoveLetter AbuelaVisitEmpanada CoworkerEmpanadaDrop SurpriseEmpanada EmpanadaThankYouTray FakeBakeryEmpanada GrandpaGetsEmpanadas',
    educational:
      'CountryByEmpanada EmpanadaFoldsDecoded HowPastryGetsFlaky RepulgueEmpanada WordRootEmpanada GeometryEmpanada EmpanadaSpanishCount FillingMapEmpanada',
    travel:
      'EmpanadaBakeryCrawl FindTheBestEmpanada EmpanadaRoadTrip LatinMarketEmpanada EmpanadaBeachSnack FestivalEmpanada EmpanadasAcrossTown ParkBenchEmpanada',
    fashion:
      'EmpanadaCrimpBraid EmpanadaPicnicFit GoldenBrownGlam HalfMoonBagEmpanada ScallopedHemEmpanada AbuelaApronEmpanada FiestaFloralEmpanada EmpanadaStreetStyle',
    wellness:
      'EmpanadaFoldingCalm EmpanadasWithAbuela SlowCrimpMeditation EmpanadaSundayBatch DoughTherapyEmpanada MateAndEmpanada NeighborEmpanada QuietKitchenEmpanada',
    speed:
      'EmpanadaCrimpRace EmpanadaAssemblyRelay DoughCircleBlitz AllOrNothingEmpanada FillAndFoldEmpanada EggWashDashEmpanada BeatAbuelaEmpanada TrayLoadEmpanada',
    music:
      'CrimpToTheBeat EmpanadaJingle EmpanadaKitchenSalsa EmpanadaReggaeton MariachiEmpanada RollingPinEmpanada AbuelasSongEmpanada EmpanadaMaracas',
    art: 'EmpanadaClayCharms EmpanadaStillLife CrimpPatternArt DoughSculptEmpanada EmpanadaPixelArt HalfMoonArtEmpanada EmpanadaPosterDesign PaintedTileEmpanada',
    tech: 'EmpanadaAirFryerTest EmpanadaPressHack GoldenCrustTimelapse CrunchMicEmpanada AbuelaCallEmpanada SlowMoBiteEmpanada EmpanadaOrderBot AppTimerEmpanada',
    pet: 'CatInAnEmpanadaBed PupNamedEmpanada EmpanadaSqueaker GoldenDogEmpanada CuddlePileEmpanada WalkiesThenEmpanada PetSafeTreatEmpanada HamsterHideoutEmpanada',
    gaming:
      'CrimpComboHighScore EmpanadaLoteria DominoNightEmpanada TrucoAndEmpanadas EmpanadaBossFight MemoryGameEmpanada EmpanadaTycoon FoosballEmpanada',
  },
};
