/**
 * What we know about the keywords creators type most with educational in mind. See
 * `../../data-types.ts` for the fields. Every list is most recognisable first: a draw favours the
 * first words. Names are friendly and shareable (a quiz, a fun fact, a word a day), not homework.
 */
import type { KeywordEntries } from '../../data-types';

export const EDUCATIONAL_KEYWORDS = {
  math: {
    things: 'Calculator Fraction Equation Graph Ruler Whiteboard Formula Pi Protractor Answer',
    moves: 'TimesTables WordProblem LongDivision SolveForX NumberTrick Estimate MagicTrick',
    verbs: 'Solve Count Multiply Divide Calculate',
    core: 'Calculator Equation Solve',
    scenes: 'MathClass Mathlete PiDay',
    names:
      'SpotTheMathMistake BeatTheCalculator MathIn10Seconds NoCalculatorChallenge HowFarCanYouRecitePi MathMagicTrick FinishThisEquation MathFaceOff EstimationJarMath',
    also: 'maths mathematics',
  },
  chess: {
    things: 'Board Queen Knight Pawn King Rook Bishop Clock',
    moves: 'MateInOne Checkmate Endgame Fork Opening Castling',
    verbs: 'Checkmate Play',
    core: 'Knight Pawn Checkmate',
    scenes: 'Checkmate Grandmaster ChessClub',
    names:
      'MateInOneChallenge FindTheForkChallenge ChessTrapTuesday BlindfoldChess ChessPuzzleADay PawnsOnlyChess BlitzChessFaceOff CanYouWinThisEndgame KnightsTourPuzzle',
  },
  spanish: {
    things: 'Accent Slang Telenovela Flashcard Verb Dictionary Playlist Salsa Hola',
    moves: 'RolledR TongueTwister SlangQuiz CafeOrder',
    verbs: 'Speak Practice Translate Conjugate',
    core: 'Hola RolledR Telenovela',
    scenes: 'Hola SpanishClass',
    names:
      'RollYourRs SpanishTongueTwister OrderInSpanish SayItInSpanish SpanishWordADay SingItInSpanish SpanishVerbRace GuessTheSpanishSlang SpanishOnlyDay',
    also: 'espanol',
  },
  science: {
    things: 'Volcano Magnet Microscope Goggles Slime Beaker Atom Rocket LabCoat',
    moves: 'Experiment EggDrop LavaLamp WalkingWater InvisibleInk DancingRaisins',
    verbs: 'Experiment Test Mix Observe Predict',
    core: 'Goggles Beaker Experiment',
    scenes: 'ScienceFair ScienceLab MadScientist',
    names:
      'WillItFloat EggDropChallenge ScienceOrMagic TryThisScienceTrick KitchenScienceChallenge WriteInInvisibleInk ScienceFactOrMyth WalkingWaterTest ScienceQuizChallenge',
  },
  history: {
    things: 'Museum Timeline Map Castle Pyramid Knight Pharaoh Artifact',
    moves: 'FamilyTree TimeTravel ThenAndNow',
    verbs: 'Explore Discover Dig Map',
    core: 'Museum Timeline ThenAndNow',
    scenes: 'HistoryBuff HistoryClass',
    names:
      'GuessTheYearChallenge OnThisDayInHistory HistoryThenAndNow RecreateAHistoryPhoto DressAsAHistoryHero HistoryInOneMinute TimeTravelTuesday HistoryQuizChallenge SolveAHistoryMystery',
    also: 'worldhistory',
  },
  reading: {
    things: 'Book Bookmark Library Novel Chapter Kindle Shelf Audiobook',
    moves: 'ReadAThon BookHaul ShelfTour SpeedRead BookReview',
    verbs: 'Read Finish Binge Annotate',
    core: 'Book Bookmark Read',
    scenes: 'ReadingNook Bookworm Library',
    names:
      '30DayReadingChallenge TenPagesADay ReadABookInADay ReadingBingo ReadTheFirstLine ReadAThonChallenge PhoneDownReadingHour MyReadingStreak ReadToYourPet ReadWithMe',
    also: 'speedreading summerreading readingcomprehension',
  },
  book: {
    things: 'Shelf Cover Chapter Author Library Kindle Plot Trope',
    moves: 'ShelfTour FiveStarRead PlotTwist ReadingNook',
    verbs: 'Read Recommend Rate Swap',
    core: 'Chapter Shelf Read',
    scenes: 'Bookstore BookClub Library',
    names:
      'BookSpinePoetry BlindDateWithABook GuessTheBookInEmojis BookDominoes JudgeABookByItsCover BookInThreeWords BookRainbowStack BookInADayChallenge BookSwapChallenge',
    also: 'booktok novel bookworm picturebook',
  },
  spelling: {
    things: 'Dictionary Alphabet Letter Vowel Trophy Buzzer Word Syllable',
    moves: 'SpellItBackwards HardestWord TrickyWord SpeedSpell WordBee',
    verbs: 'Spell Sound Define',
    core: 'Letter Dictionary Spell',
    scenes: 'SpellingBee SpellingTest',
    names:
      'SpellItBackwards SpellTheHardestWord SpellingSpeedRound SpellItWithYourBody SpellingHopscotch SpellingBeeAtHome CanYouSpellIt SpellingRelay TrickyWordTuesday',
  },
  english: {
    things: 'Idiom Slang Accent Grammar Vocab Comma Poem Dictionary Shakespeare',
    moves: 'TongueTwister WordOfTheDay BritVsAmerican SlangQuiz PronounceThis',
    verbs: 'Pronounce Spell Write Define',
    core: 'Grammar Accent Pronounce',
    scenes: 'EnglishClass',
    names:
      'GuessTheEnglishIdiom ActOutAnIdiom EnglishTongueTwister BritishVsAmericanEnglish CanYouPronounceThis EnglishWordADay SpeakLikeShakespeare EnglishSlangQuiz SayItInEnglish',
  },
  french: {
    things: 'Croissant Baguette Beret Paris Accent Verb Vocab Dictionary',
    moves: 'Pronunciation TongueTwister CafeOrder Conjugation WordOfTheDay',
    verbs: 'Speak Pronounce Translate Conjugate',
    core: 'Croissant Baguette Beret',
    scenes: 'Bonjour Paris OohLaLa',
    names:
      'PronounceCroissant MasterTheFrenchR OrderInFrench FrenchTongueTwister FrenchWordADay SingItInFrench FrenchOrNot FrenchOnlyDay SayItInFrench',
    also: 'francais',
  },
  geography: {
    things: 'Globe Map Flag Country Capital Continent Compass Ocean Atlas',
    moves: 'FlagQuiz MapQuiz CapitalQuiz GeoGuess PinTheMap',
    verbs: 'Explore Guess Locate Navigate',
    core: 'Globe Map Explore',
    scenes: 'WorldMap AroundTheWorld',
    names:
      'GuessTheFlag DrawTheWorldFromMemory GeographyPinDrop SpinTheGlobe NameEveryCountry GeographyAtoZ GeographyQuizChallenge GeographyCapitalsRace GeographyBeeAtHome',
    also: 'geo',
  },
  vocabulary: {
    things: 'Dictionary Flashcard Synonym Thesaurus Definition Prefix Suffix Root',
    moves: 'WordOfTheDay FancyWord SynonymRace WordSwap DefineIt',
    verbs: 'Define Use Learn Memorize',
    core: 'Dictionary FancyWord Define',
    scenes: 'WordOfTheDay WordNerd',
    names:
      'UseItInASentence FancyVocabFriday VocabWordADay GuessTheMeaning VocabCharades SynonymSprint SneakItIntoConversation VocabQuizRace VocabularyBingo',
    also: 'vocab',
  },
  study: {
    things: 'Desk Planner Flashcard Notes Highlighter Coffee Timer Library Laptop',
    moves: 'Pomodoro NoteTaking FocusHour LibraryDay ColorCoding DeepFocus',
    verbs: 'Focus Cram Review Memorize Highlight',
    core: 'Notes Highlighter Focus',
    scenes: 'FinalsWeek StudySession',
    names:
      'StudyWithMe LockInChallenge NoPhoneStudyHour PomodoroStudySprint TeachItToYourPet QuizYourStudyBuddy StudyStreakChallenge FlashcardFriday OnePageStudySheet StudyDeskGlowUp',
    also: 'studying studywithme studyhacks studytips studysession',
    verb: true,
  },
  biology: {
    things: 'Cell Microscope Skeleton Plant Heart DNA Organ Gene',
    moves: 'CellModel NatureWalk FoodChain StrawberryDNA BugHunt',
    verbs: 'Observe Grow Label Classify',
    core: 'Cell Microscope Plant',
    scenes: 'BiologyClass BioLab',
    names:
      'EdibleCellModel ExtractStrawberryDNA WhatsUnderTheMicroscope BackyardBiologyHunt NameThatBone BiologyInOneMinute BiologyFoodChainRelay BiologyQuizChallenge BiologyBingo',
  },
  chemistry: {
    things: 'Beaker Goggles Element Atom Molecule Flask PeriodicTable Reaction',
    moves: 'ColorChange CrystalGrowing MoleculeModel ElementQuiz',
    verbs: 'Mix Measure React Balance',
    core: 'Beaker Goggles ColorChange',
    scenes: 'ChemLab MadScientist',
    names:
      'ElephantToothpaste KitchenChemistryChallenge GuessTheReaction ColorChangeChallenge ChemistryMagicTrick CrystalGrowingChallenge ChemistryFizzTest ChemistryElementRace SlimeChemistry',
    also: 'chem',
  },
  physics: {
    things: 'Gravity Magnet Rocket Pendulum Prism Lever Circuit Newton',
    moves: 'EggDrop PaperPlane BalanceTrick MagnetTrick StaticBalloon PendulumSwing',
    verbs: 'Drop Launch Balance Spin',
    core: 'Gravity Pendulum Drop',
    scenes: 'PhysicsLab',
    names:
      'EggDropChallenge BalloonRocketRace PaperPlanePhysics BendWaterWithABalloon PhysicsMagicTrick PhysicsPendulumArt PredictThePhysics CoinInCupPhysics RawOrBoiledSpinTest',
  },
  multiplication: {
    things: 'Flashcard Chart Fingers Dice Grid Calculator Worksheet',
    moves: 'TimesTables NinesTrick FingerTrick SkipCounting SpeedDrill',
    verbs: 'Multiply Count Solve Memorize',
    core: 'Chart TimesTables Multiply',
    names:
      'NinesFingerTrick TimesTablesIn60Seconds MultiplicationRap RollAndMultiply MultiplicationBingo MultiplicationHopscotch MultiplicationCardDuel TimesTablesTuesday',
    also: 'timestables timestable multiply',
  },
  japanese: {
    things: 'Anime Manga Kanji Hiragana Katakana Bento Origami Sushi',
    moves: 'KanjiADay AnimePhrase Greeting TongueTwister CafeOrder',
    verbs: 'Speak Write Bow Practice',
    core: 'Kanji Anime Bow',
    scenes: 'Konnichiwa Tokyo',
    names:
      'KanjiOfTheDay WriteYourNameInKatakana HiraganaIn7Days OrderSushiInJapanese AnimeLineInJapanese JapaneseTongueTwister JapaneseNoEnglishHour JapaneseWordADay SayItInJapanese',
    also: 'nihongo',
  },
  german: {
    things: 'Pretzel Castle Umlaut Accent Dictionary Grammar LongWord Article',
    moves: 'LongestWord TongueTwister DerDieDas Pronunciation',
    verbs: 'Speak Pronounce Conjugate Translate',
    core: 'Pretzel LongWord Umlaut',
    scenes: 'GutenTag Berlin',
    names:
      'LongestGermanWord DerDieDasQuiz PronounceTheUmlaut GermanTongueTwister OrderAPretzelInGerman UntranslatableGerman CountTo10InGerman GermanWordADay SayItInGerman',
    also: 'deutsch',
  },
  korean: {
    things: 'Kpop Kdrama Hangul Kimchi Webtoon Hanbok Tteokbokki',
    moves: 'HangulADay KpopLyrics KdramaLine Greeting TongueTwister',
    verbs: 'Read Speak Write Sing',
    core: 'Kpop Kdrama Hangul',
    scenes: 'Seoul Kdrama Kpop',
    names:
      'WriteYourNameInHangul LearnHangulInAnHour KpopLyricQuiz KdramaLineChallenge OrderFoodInKorean KoreanTongueTwister KoreanWordADay SayItInKorean CountTo10InKorean',
  },
  chinese: {
    things: 'Chopsticks Dumpling Lantern Calligraphy Tone Character Pinyin Brush',
    moves: 'TongueTwister CharacterADay ToneDrill StrokeOrder Greeting',
    verbs: 'Write Speak Trace Pronounce',
    core: 'Chopsticks Calligraphy Lantern',
    scenes: 'NiHao LunarNewYear',
    names:
      'FourTonesChallenge WriteYourNameInChinese GuessTheChineseCharacter ChineseTongueTwister OrderDumplingsInChinese ChineseNumberHandSigns ChineseCharacterADay SayItInChinese',
    also: 'mandarin',
  },
  italian: {
    things: 'Pasta Pizza Espresso Nonna Gesture Vespa Opera Accent',
    moves: 'HandGesture CafeOrder RolledR Pronunciation Conjugation',
    verbs: 'Speak Gesture Conjugate Order',
    core: 'Pasta Nonna HandGesture',
    scenes: 'Ciao Nonna DolceVita',
    names:
      'SpeakWithYourHands OrderEspressoInItalian NameThatPastaShape ItalianTongueTwister RollYourRsInItalian ItalianOnlyDinner ItalianWordADay SayItInItalian',
  },
  'sign language': {
    things: 'Alphabet Hands Song Greeting Name Expression Classroom Interpreter',
    moves: 'Fingerspelling SignedSong NameSign',
    verbs: 'Sign Spell Learn Practice',
    core: 'Hands Fingerspelling Sign',
    scenes: 'Fingerspelling',
    names:
      'SignYourName SayHelloInSignLanguage SignTheAlphabet SignLanguageSongCover SignLanguageStoryTime GuessTheSign SignLanguageSpellingBee SignLanguageOnlyDinner ASLWordADay',
    also: 'asl bsl',
  },
  algebra: {
    things: 'Equation Variable Graph Calculator Whiteboard Formula Slope Parabola',
    moves: 'SolveForX WordProblem Graphing Factoring',
    verbs: 'Solve Factor Graph Simplify',
    core: 'Equation Variable SolveForX',
    scenes: 'SolveForX',
    names:
      'SolveForX BalanceTheEquation AlgebraMagicTrick QuadraticFormulaSong AlgebraSpeedRound AlgebraGraphArt AlgebraEscapeRoom AlgebraWordProblemDuel',
  },
  geometry: {
    things: 'Triangle Circle Angle Shape Protractor Compass Pyramid Cube Ruler',
    moves: 'PerfectCircle AngleGuess ShapeHunt Origami PaperFolding',
    verbs: 'Measure Draw Fold Prove',
    core: 'Triangle Angle Protractor',
    scenes: 'GeometryClass',
    names:
      'DrawAPerfectCircle GuessTheAngle GumdropGeometry FoldAPaperCube GeometryScavengerHunt NameThatShape GeometryOrigami GeometryArtChallenge',
  },
  fraction: {
    things: 'Pizza Pie Slice Chocolate MeasuringCup NumberLine Numerator Denominator',
    moves: 'PizzaSlices HalfAndHalf EqualShares BakingMath',
    verbs: 'Simplify Divide Share Compare',
    core: 'Slice Pie HalfAndHalf',
    names:
      'PizzaFractionChallenge GuessTheFraction FoldItInThirds FractionBakeOff OnlyAQuarterCup BuildingBlockFractions FractionCardDuel FractionQuizRace FractionFriday',
  },
  space: {
    things: 'Moon Planet Rocket Astronaut Star Galaxy Mars Telescope Comet BlackHole',
    moves: 'Stargazing RocketLaunch MoonPhase Countdown PlanetQuiz Liftoff',
    verbs: 'Launch Orbit Explore Gaze',
    core: 'Rocket Moon Astronaut',
    scenes: 'SpaceCamp ZeroGravity MoonLanding',
    names:
      'SpotTheISS YourWeightInSpace PaperRocketLaunch MoonPhaseCookies SpaceFactOrFake SpaceInAJar SpaceFoodTasteTest CardboardSpaceStation SpaceQuizChallenge',
    also: 'astronomy outerspace spacestation',
  },
  'solar system': {
    things: 'Sun Moon Earth Mars Jupiter Saturn Pluto Orbit Planet',
    moves: 'PlanetModel PlanetOrder ScaleModel PlanetQuiz',
    verbs: 'Orbit Spin Name Build',
    core: 'Planet Sun Orbit',
    scenes: 'Planetarium',
    names:
      'HumanSolarSystem SolarSystemToScale MakeAPlanetMnemonic PlanetsInOrderRace NameThePlanets SolarSystemInSnacks PlanetModelChallenge SolarSystemQuizRace',
    also: 'planet',
  },
  dinosaur: {
    things: 'TRex Fossil Bones Egg Raptor Triceratops Volcano Museum Claw Dino',
    moves: 'DinoWalk TRexArms FossilDig BoneHunt DinoRoar',
    verbs: 'Roar Stomp Dig Hatch',
    core: 'Dino TRex Roar',
    scenes: 'Jurassic DinoDig',
    names:
      'TRexArmsChallenge WalkLikeADinosaur NameThatDinosaur DinoRoarOff DinoDigChallenge FrozenDinoEggRescue MeasureADinosaur DinoFactFriday',
    also: 'dino',
  },
  exam: {
    things: 'Pencil Flashcard Calculator Notes Highlighter Coffee Timer Grade',
    moves: 'MockTest LastMinuteReview ResultsReveal PracticePaper StudySprint',
    verbs: 'Ace Revise Cram Pass Review',
    core: 'Pencil Grade Ace',
    scenes: 'FinalsWeek ExamSeason',
    names:
      'QuizMeBeforeTheExam TeachItBeforeTheExam ExplainItInTenWords ExamFlashcardBlitz OnePageExamSummary ExamPrepWithMe MockExamAtHome ExamCountdownChallenge ResultsDayReaction',
    also: 'midterm apexam apexams',
  },
  homework: {
    things: 'Worksheet Pencil Desk Backpack Planner Snack Eraser Textbook',
    moves: 'FocusHour NoPhoneHour WorksheetSprint',
    verbs: 'Finish Focus Solve Write',
    core: 'Worksheet Pencil Finish',
    names:
      'HomeworkSpeedrun DoneBeforeTheSongEnds ParentsDoHomework NoPhoneHomeworkHour HomeworkWithMe PomodoroHomework HomeworkPlaylistSwap HomeworkStationGlowUp',
  },
  college: {
    things: 'Dorm Campus Library Lecture Hoodie Textbook Professor Roommate',
    moves: 'DormTour MoveInDay CampusTour DecisionDay FinalsWeek',
    verbs: 'Study Apply Graduate Commute',
    core: 'Dorm Campus Graduate',
    scenes: 'DormLife Campus MoveInDay',
    names:
      'GuessMyMajor AcceptanceLetterReaction CollegeDecisionDay AdviceToCollegeFreshmen CollegeThenVsNow FindTheBestStudySpot CollegeDormOnABudget CollegeMoveInDay',
    also: 'university uni',
  },
  'spelling bee': {
    things: 'Microphone Dictionary Trophy Buzzer Bell Stage Word Judge',
    moves: 'HardestWord SpellBackwards SpeedSpell FinalRound',
    verbs: 'Spell Define Buzz',
    core: 'Microphone HardestWord Spell',
    names:
      'SpellTheWinningWord FamilySpellingBee FingerspellingBee BackwardsSpellingBee CarRideSpellingBee SpellingBeeSpeedRound SpellingBeeBuzzerBattle SpellingBeeHardMode',
  },
  'periodic table': {
    things: 'Element Gold Oxygen Helium Carbon Neon Hydrogen Symbol Atom',
    moves: 'ElementSong ElementQuiz ElementADay SymbolRace',
    verbs: 'Learn Memorize Name Recite',
    core: 'Element Symbol Memorize',
    names:
      'SpellYourNameInElements PeriodicTableSong PeriodicTableSpeedrun KitchenChemistryHunt PeriodicTableCostume PeriodicTableCookies SymbolOfTheDay PeriodicTableBingo PeriodicTableQuiz',
  },
  trivia: {
    things: 'Buzzer Question Answer Scoreboard Host Team Category Prize',
    moves: 'RapidFire LightningRound GeneralKnowledge FinalQuestion PubQuiz',
    verbs: 'Guess Answer Buzz Compete',
    core: 'Question Buzzer Guess',
    scenes: 'TriviaNight GameShow',
    names:
      'RapidFireTrivia KidsVsParentsTrivia StumpMeWithTrivia BeatMyTriviaScore TriviaTuesday RoadTripTrivia KnowItAllChallenge DinnerTableTrivia',
    also: 'quiz popquiz',
  },
  riddle: {
    things: 'Clue Answer Hint Puzzle Brain Twist Lightbulb',
    moves: 'BrainTeaser LogicPuzzle TrickQuestion MindBender Stumper',
    verbs: 'Solve Guess Think Crack',
    core: 'Clue BrainTeaser Solve',
    scenes: 'RiddleMeThis',
    names:
      'RiddleMeThis WhatAmI RiddleOfTheDay StumpYourParents RiddleScavengerHunt RiddleIn10Seconds WriteYourOwnRiddle RiddleDuel',
    also: 'brainteaser',
  },
  sudoku: {
    things: 'Grid Pencil Number Eraser Timer Newspaper Box Row',
    moves: 'SpeedSolve ExpertLevel DailyPuzzle NoMistakes PencilMarks',
    verbs: 'Solve Fill Check Crack',
    core: 'Grid Number Solve',
    names:
      'BeatMySudokuTime NoMistakesSudoku PenOnlySudoku SudokuIn5Minutes MakeYourOwnSudoku FirstExpertSudoku SudokuRelay SudokuWithGrandpa DailySudokuStreak',
  },
  crossword: {
    things: 'Clue Grid Pen Newspaper Answer Letter Square Hint',
    moves: 'DailyMini SpeedSolve PenOnly SundayPuzzle ClueHunt',
    verbs: 'Solve Fill Guess',
    core: 'Clue Grid Solve',
    scenes: 'SundayPuzzle',
    names:
      'BeatMyCrosswordTime PenOnlyCrossword WriteYourOwnCrossword SundayCrosswordTeam NoHintsCrossword CrosswordWithGrandma GiantChalkCrossword CrosswordClueOfTheDay',
  },
  wordle: {
    things: 'Grid Letter Green Yellow Guess Tile Vowel',
    moves: 'StarterWord FirstGuess HardMode LuckyGuess PerfectGame',
    verbs: 'Guess Share Solve',
    core: 'Green Yellow Grid Guess',
    scenes: 'GreenSquares',
    names:
      'WordleInTwo StartingWordReveal WordleFamilyFaceOff WordleHardModeWeek MakeAWordleForMe WordleOutLoud ClassroomWordle WordleStreak100',
  },
  memory: {
    things: 'Card Brain Deck Number List Face Sequence',
    moves: 'CardMatch SpotTheDifference MindPalace CardFlip ListRecall',
    verbs: 'Remember Recall Memorize Match',
    core: 'Brain CardMatch Remember',
    scenes: 'MindPalace MemoryLane',
    names:
      'MemoryTrayChallenge WhatChangedInTheRoom MindPalaceChallenge DrawFromMemory SpotTheDifference ShoppingListMemory MemoryMatchChallenge MemoryChainGame',
  },
  'mental math': {
    things: 'Brain Number Timer Calculator Fingers Scoreboard Flashcard Answer',
    moves: 'QuickAdd DoubleDigits SquareNumbers RapidFire NoCalculator',
    verbs: 'Add Multiply Count Solve',
    core: 'Brain Number NoCalculator',
    names:
      'BeatTheCalculator MentalMathGroceryTotal MentalMathTargetNumber DoubleItTenTimes LicensePlateMath MentalMathSplitTheBill MentalMathMinute MentalMathDiceRoll',
  },
  student: {
    things: 'Backpack Planner Laptop Notes Locker Library Coffee Hoodie Textbook',
    moves: 'DayInTheLife StudyRoutine MorningRoutine GradeReveal BudgetHack',
    verbs: 'Study Learn Graduate Balance',
    core: 'Backpack Textbook Study',
    scenes: 'StudentLife BackToSchool',
    names:
      'WhatsInMyBackpack StudentBudgetChallenge StudentHackTest NoteTakingGlowUp PlanMyWeekWithMe StudentDeskMakeover StudentDayInTheLife NoPhoneStudyHour',
    also: 'pupil',
  },
  homeschool: {
    things:
      'KitchenTable Workbook Whiteboard Globe Planner LibraryCard Garden Microscope Curriculum',
    moves: 'DayInTheLife FieldTrip NatureStudy ReadAloud ScienceDay',
    verbs: 'Teach Learn Explore Read',
    core: 'KitchenTable Workbook Teach',
    names:
      'KitchenTableScience HomeschoolSwapTheTeacher HomeschoolNatureHunt HomeschoolBakingMath HomeschoolReadAThon HomeschoolGuestTeacher HomeschoolArtFriday HomeschoolDayInTheLife',
    also: 'homeschooling unschooling',
  },
  'science fair': {
    things: 'Poster Volcano Ribbon Trophy Judge Hypothesis Chart Trifold',
    moves: 'VolcanoDemo PotatoBattery PlantGrowth CrystalGarden ProjectReveal',
    verbs: 'Test Present Build Measure',
    core: 'Trifold Ribbon Hypothesis',
    names:
      'MyFirstScienceFair PotatoBatteryBuild ScienceFairIn48Hours PitchYourProject TrifoldGlowUp KitchenScienceFair ScienceFairIdeaChallenge ScienceFairThenAndNow',
  },
  gcse: {
    things: 'Flashcard PastPaper Highlighter Timetable Results Grade Planner Revision',
    moves: 'MindMap ResultsDay RevisionBlitz PomodoroSprint',
    verbs: 'Revise Cram Pass Ace',
    core: 'Revision ResultsDay Revise',
    scenes: 'ResultsDay',
    names:
      'GCSEResultsDay GCSERevisionWithMe PastPaperPowerHour GCSEFlashcardRace GCSEQuoteQuiz GCSEMindMapChallenge GCSEStudyStreak GCSEInOneMinute',
    spelled: 'GCSE',
  },
  'language learning': {
    things: 'Flashcard Notebook Podcast Dictionary Subtitles Accent Textbook Tutor Passport',
    moves: 'WordADay SelfTalk LanguageExchange Immersion Shadowing',
    verbs: 'Speak Practice Listen Immerse',
    core: 'Flashcard Accent Speak',
    names:
      'LabelYourHomeChallenge NarrateYourDay SayItIn3Languages ChangeYourPhoneLanguage OrderInYourNewLanguage 30DayLanguageChallenge LanguageLearningStreak NewLanguageWordADay',
    also: 'language polyglot',
  },
  duolingo: {
    things: 'Owl Streak Lesson Gems Leaderboard League Badge',
    moves: 'DailyLesson LeagueClimb StreakSave',
    verbs: 'Practice Learn Translate Climb',
    core: 'Owl Streak Lesson',
    scenes: 'DuolingoStreak',
    names:
      'WeirdestDuolingoSentence DontMakeTheOwlMad DuolingoStreakReveal DuolingoDinnerTalk DuolingoLeagueRace SaveMyStreak DuolingoVsGrandma DuolingoPerfectLesson',
  },
  latin: {
    things: 'Motto Scroll Root Caesar Column Tablet Dictionary Verb',
    moves: 'RootWords MottoHunt Recitation Conjugation',
    verbs: 'Translate Recite Decline Conjugate',
    core: 'Motto Scroll RootWords',
    scenes: 'CarpeDiem',
    names:
      'FindLatinInEnglish LatinRootOfTheDay WriteYourLatinMotto SayItInLatin CarpeDiemChallenge RomanNumeralQuiz GuessTheLatinPhrase LatinNameMyPet',
  },
  arabic: {
    things: 'Alphabet Calligraphy Script Letter Dialect Accent Dictionary Coffee',
    moves: 'AlphabetSong LetterADay Handwriting DialectSwap Pronunciation',
    verbs: 'Write Read Speak Pronounce',
    core: 'Calligraphy Alphabet Write',
    scenes: 'Habibi',
    names:
      'WriteYourNameInArabic ArabicCalligraphyArt ArabicAlphabetSong ArabicTongueTwister ArabicDialectChallenge OrderInArabic ArabicWordADay SayItInArabic',
  },
  hindi: {
    things: 'Bollywood Chai Alphabet Song Dialogue Script Accent Devanagari',
    moves: 'MovieDialogue AlphabetSong LetterADay Greeting',
    verbs: 'Speak Write Read Sing',
    core: 'Bollywood MovieDialogue Speak',
    scenes: 'Bollywood',
    names:
      'OrderChaiInHindi BollywoodLineChallenge WriteYourNameInHindi HindiTongueTwister HindiAlphabetSong CountTo10InHindi HindiWordADay SayItInHindi',
  },
  portuguese: {
    things: 'Samba Beach Coffee Accent Verb Dictionary Saudade Tilde',
    moves: 'TongueTwister SlangQuiz Conjugation NasalSounds',
    verbs: 'Speak Conjugate Pronounce Translate',
    core: 'Saudade Accent Speak',
    scenes: 'Obrigado Lisbon',
    names:
      'BrazilianVsEuropean TranslateSaudade PortugueseTongueTwister OrderCoffeeInPortuguese SingItInPortuguese PortugueseSlangQuiz PortugueseWordADay SayItInPortuguese',
  },
  russian: {
    things: 'Alphabet Cyrillic Matryoshka Accent Verb Dictionary Case Stress',
    moves: 'RolledR TongueTwister AlphabetSong CaseDrill',
    verbs: 'Speak Read Pronounce Decline',
    core: 'Matryoshka Cyrillic RolledR',
    scenes: 'Matryoshka',
    names:
      'ReadThisRussianSign WriteYourNameInCyrillic RussianTongueTwister RollTheRussianR CountTo10InRussian RussianLettersSong RussianWordADay SayItInRussian',
  },
  philosophy: {
    things: 'Socrates Plato Quote Question Paradox Journal Argument Ethics',
    moves: 'ThoughtExperiment DeepQuestion QuoteOfTheDay DebateNight StoicDay',
    verbs: 'Think Question Ponder Debate',
    core: 'Paradox DeepQuestion Ponder',
    scenes: 'MeaningOfLife DeepThoughts',
    names:
      'ExplainAParadox ArgueTheOtherSide TryStoicismForAWeek GuessThePhilosopher PhilosophyInOneMinute PhilosophyQuestionADay PhilosophyDinnerDebate PhilosophyOnAWalk',
  },
  psychology: {
    things: 'Brain Habit Memory Dream Emotion Personality Mindset',
    moves: 'PersonalityTest MindTrick MemoryTest HabitExperiment',
    verbs: 'Observe Reflect Predict Notice',
    core: 'Brain PersonalityTest MindTrick',
    names:
      'NameTheInkColor MarshmallowTestAtHome RulerDropReactions DidYouSeeTheGorilla PsychologyFactOrMyth PsychologyMindTrick PsychologyInOneMinute PsychologyHabitSwap',
    also: 'psych',
  },
  economics: {
    things: 'Money Budget Market Price Coin Chart Receipt Bank Inflation',
    moves: 'LemonadeStand PriceCheck SupplyAndDemand BudgetPlan',
    verbs: 'Save Budget Trade Invest',
    core: 'Money Market SupplyAndDemand',
    names:
      'LemonadeStandEconomics PricesThenVsNow BarterForADay SupplyAndDemandGame CandyEconomicsGame EconomicsUnitPriceHunt WhatsTheOpportunityCost EconomicsInOneMinute EconomicsFactOrMyth',
    also: 'econ',
  },
  finance: {
    things: 'Budget PiggyBank Savings Wallet Coin Receipt Envelope Bank Goal',
    moves: 'NoSpendWeek CoinJar EnvelopeMethod BudgetBreakdown SavingsSprint',
    verbs: 'Save Budget Track Invest',
    core: 'PiggyBank Budget Save',
    scenes: 'Payday',
    names:
      'NoSpendChallenge 52WeekSavingsChallenge CashEnvelopeStuffing FinanceFactOrMyth 30DayFinanceReset FinanceMoneyDiary FillTheCoinJar FinanceGoalReveal FinanceFriday BudgetWithMe',
    also: 'budgeting personalfinance budget money 52week debtfree piggybank financialliteracy savingmoney',
  },
  investing: {
    things: 'Stock Portfolio Chart Dividend IndexFund Ticker Interest Savings',
    moves: 'FirstStock CompoundMath IndexFundBasics LongTermPlan',
    verbs: 'Invest Save Grow Compound',
    core: 'Stock Portfolio Invest',
    scenes: 'WallStreet StockMarket',
    names:
      'PennyDoubledChallenge ExplainInvestingToAKid CompoundInterestJar InvestTenDollars MockInvestingGame InvestingFactOrMyth InvestingTermADay InvestingBookClub',
    also: 'invest stocks stockmarket',
  },
  volcano: {
    things: 'Lava Crater Magma Ash Mountain BakingSoda Vinegar Eruption',
    moves: 'KitchenEruption EruptionDemo LavaFlow ModelBuild',
    verbs: 'Erupt Mix Build Fizz',
    core: 'Lava Eruption Erupt',
    scenes: 'Eruption LavaFlow',
    names:
      'BakingSodaVolcano LemonVolcanoTest BiggestEruptionWins VolcanoInAPumpkin SlowMoLavaFlow NameThatVolcano VolcanoCountdown VolcanoFactOrFiction',
  },
  experiment: {
    things: 'Goggles Balloon Vinegar BakingSoda Jar Magnet Timer Notebook Beaker',
    moves: 'EggDrop LavaLamp WalkingWater DancingRaisins InvisibleInk ColorChangingMilk',
    verbs: 'Test Mix Measure Predict',
    core: 'Goggles Beaker Mix',
    scenes: 'ScienceLab MadScientist',
    names:
      'WalkingWaterChallenge GuessTheExperimentResult MagicMilkExperiment LavaLampExperiment DancingRaisinsChallenge FiveMinuteExperiment InvisibleInkExperiment ExperimentOfTheWeek',
    also: 'scienceexperiment',
  },
  magnet: {
    things: 'Fridge Paperclip Compass Coin Slime Pole IronFilings',
    moves: 'PaperclipChain FridgeArt TreasureHunt LevitationTrick FieldLines',
    verbs: 'Attract Repel Stick Float',
    core: 'Paperclip Fridge Attract',
    names:
      'WillItStick FloatingPaperclip MagnetMazeBuild PaperclipChainChallenge MakeAMagnetCompass MagnetMagicTrick MagnetFishingGame MagnetHuntAtHome',
  },
  weather: {
    things: 'Rainbow Cloud Thunder Lightning Snowflake Umbrella Tornado Thermometer Forecast',
    moves: 'CloudInAJar RainbowHunt CloudSpotting RainGauge TornadoInABottle',
    verbs: 'Forecast Predict Measure Spot',
    core: 'Cloud Rainbow Forecast',
    scenes: 'StormChaser RainyDay',
    names:
      'CloudInAJar TornadoInABottle NameThatCloud BeatTheWeatherApp GuessTomorrowsWeather WeatherReportChallenge DIYWeatherStation BottleRainGauge WeatherQuizChallenge',
  },
  'human body': {
    things: 'Heart Brain Skeleton Bones Muscle Lungs Stomach Skin',
    moves: 'SkeletonQuiz NameThatBone BodyMap HeartbeatCount OrganGame',
    verbs: 'Label Move Stretch Measure',
    core: 'Skeleton Heart Brain',
    names:
      'BuildALungModel TraceYourBodyMap HeartbeatBeforeAndAfter HumanBodySimonSays DIYStethoscope HumanBodyFactOrMyth HumanBodyInOneMinute HumanBodyBingo HumanBodyQuiz',
    also: 'anatomy',
  },
  brain: {
    things: 'Memory Dream Habit Reflex Neuron Mind Nerve',
    moves: 'OpticalIllusion MindTrick ReflexTest MemoryGame Puzzle',
    verbs: 'Think Focus Remember Solve',
    core: 'Mind Neuron Think',
    scenes: 'BrainTeaser',
    names:
      'TrickYourBrain PatHeadRubTummy BrainTeaserRace WrongHandWritingTest TestYourReflexes BrainBreakChallenge ClayBrainModel BrainFactOfTheDay',
  },
  flag: {
    things: 'Country Star Stripe Color Map Globe Pole Emblem',
    moves: 'CountryGuess DrawFromMemory ColorMatch WorldTour SpeedRound',
    verbs: 'Guess Draw Name Wave',
    core: 'Country Stripe Wave',
    names:
      'GuessTheFlag SpotTheFlagTwins DrawAFlagFromMemory FlagsByColorOnly FlagSpeedRound FlagsAtoZ DesignAFamilyFlag FlagOfTheDay',
  },
  map: {
    things: 'Globe Compass Pin Atlas Country Ocean Border Route Continent Legend',
    moves: 'PinDrop BlindDraw RouteTrace WorldTour CountryGuess',
    verbs: 'Locate Navigate Pin Draw',
    core: 'Compass Pin Route',
    scenes: 'TreasureMap XMarksTheSpot',
    names:
      'DrawAMapFromMemory PinYourHometown TreasureMapHunt MapYourNeighborhood PaperMapOnly FindItOnTheMap MapFoldingChallenge MapQuizRace',
  },
  'ancient egypt': {
    things: 'Pyramid Pharaoh Mummy Sphinx Hieroglyph Nile Tomb Papyrus Scarab Cat',
    moves: 'HieroglyphName PyramidBuild TombTour PapyrusCraft SphinxRiddle',
    verbs: 'Build Write Decode Explore',
    core: 'Pyramid Pharaoh Mummy',
    scenes: 'Pharaoh Nile',
    names:
      'YourNameInHieroglyphs MummifyAnApple WalkLikeAnEgyptian SphinxRiddleChallenge SugarCubePyramid EgyptMummyWrapRace AncientEgyptQuiz AncientEgyptInOneMinute',
  },
  'ancient rome': {
    things: 'Colosseum Toga Emperor Caesar Chariot Aqueduct Forum Laurel Sandal Column',
    moves: 'TogaDay ColosseumModel AqueductBuild EmpireMap LatinMotto',
    verbs: 'Build Rule Explore Conquer',
    core: 'Colosseum Toga Chariot',
    scenes: 'Colosseum Gladiator',
    names:
      'WrapYourOwnToga BuildARomanArch ThinkAboutRome RomanNumeralRace CardboardColosseum RomanMosaicArt AncientRomeInOneMinute AncientRomeQuiz',
    also: 'romanempire roman',
  },
  mythology: {
    things: 'Zeus Athena Olympus Medusa Hercules Poseidon Pegasus Odin Trident Labyrinth',
    moves: 'OriginStory MonsterQuiz HeroJourney LegendRetell LabyrinthMap',
    verbs: 'Retell Explore Imagine Decode',
    core: 'Zeus Olympus Pegasus',
    scenes: 'Olympus',
    names:
      'DrawAMythicalBeast CreateYourOwnMyth WhichGreekGodAreYou WordsFromMythology DontLookAtMedusa ExplainAMythBadly MythologyMonday MythologyQuizChallenge',
    also: 'greekmythology greekgods myth norsemythology',
  },
  preschool: {
    things: 'Crayon Blocks Alphabet Puzzle Storybook Playdough Sticker Song Rug',
    moves: 'CircleTime ShowAndTell CountingGame ShapeHunt ColorSort',
    verbs: 'Count Sing Sort Play',
    core: 'Crayon Blocks CircleTime',
    scenes: 'CircleTime ShowAndTell NapTime',
    names:
      'PreschoolFreezeDance PreschoolSimonSays PreschoolShapeHunt ShowAndTellDay PreschoolColorSort PlaydoughLetters PreschoolCountingGame CircleTimeSong',
    also: 'kindergarten prek',
  },
  alphabet: {
    things: 'Letter Song Block Flashcard Crayon Magnet Sticker Book',
    moves: 'ABCSong LetterHunt LetterOfTheDay ScavengerHunt BackwardsRecite',
    verbs: 'Sing Trace Spell Recite',
    core: 'Letter Block ABCSong',
    scenes: 'AlphabetSoup',
    names:
      'ABCScavengerHunt AlphabetBackwards ABCsWithYourBody AlphabetPhotoWalk AlphabetFoodChallenge AlphabetSongRemix LetterOfTheDayHunt AlphabetAnimalRelay',
    also: 'abc',
  },
  phonics: {
    things: 'Letter Sound Flashcard Vowel Word Book Song Blend',
    moves: 'SightWords LetterSounds RhymeTime Blending WordFamily',
    verbs: 'Sound Blend Read Rhyme',
    core: 'Letter Sound LetterSounds',
    names:
      'SoundItOut SwatTheSound PhonicsTreasureHunt PhonicsBingo SightWordChallenge RhymeTimeRelay PhonicsFishingGame PhonicsSongChallenge',
  },
  counting: {
    things: 'Fingers Blocks Beads Dice Coins Abacus NumberLine Chart',
    moves: 'CountTo100 SkipCount CountBackwards NumberHunt BeadSort',
    verbs: 'Count Add Sort Tally',
    core: 'Fingers Abacus Count',
    names:
      'HowHighCanYouCount CountBackwardsFrom20 CountInOneBreath CountInThreeLanguages SkipCountingHopscotch CountTheRedCars CountTo100Challenge CountWithMe',
    also: 'skipcounting',
  },
  library: {
    things: 'Shelf Librarian Card Bookmark Desk Stack Cart Stamp',
    moves: 'BookHaul StudyDate ShelfTour BlindDateBook ReadingHour',
    verbs: 'Borrow Read Return Study',
    core: 'Shelf Librarian Borrow',
    scenes: 'LibraryCard',
    names:
      'LibraryHaul RandomShelfPick ShowMeYourLibraryCard LibraryScavengerHunt LibraryBlindDate LibraryBookBingo ThankYourLibrarian LibraryReadAThon',
  },
  'book club': {
    things: 'Snacks Couch Bookmark Chapter Host Theme Tea Cover Book',
    moves: 'MonthlyPick DiscussionNight ThemedSnacks BookSwap SpoilerFree',
    verbs: 'Read Discuss Host Recommend',
    core: 'Book Chapter Discuss',
    names:
      'GuessOurNextRead BookClubCastingCall BookClubHotTakes SpoilerFreeReview BookClubBlindPick ReadItInAWeek BookClubDressUp BookClubBingo FamilyBookClub',
  },
  'note taking': {
    things: 'Highlighter Notebook Pen StickyNote Marker Tabs Diagram Margin Ruler',
    moves: 'ColorCoding MindMap AestheticNotes Sketchnote CornellMethod',
    verbs: 'Write Highlight Summarize Organize',
    core: 'Highlighter Notebook ColorCoding',
    names:
      'SketchnoteTheLesson TakeNotesWithMe TryCornellNotes PrettyNotesChallenge OnePageNotesChallenge ColorCodeYourNotes NotesFromAPodcast NoteTakingGlowUp',
  },
  flashcard: {
    things: 'IndexCard Deck Marker Highlighter Ring Box Stack Pen',
    moves: 'QuizMe SpeedRound SelfTest SpacedRepetition',
    verbs: 'Flip Quiz Memorize Review',
    core: 'IndexCard QuizMe Flip',
    names:
      'FlashcardSpeedRound MakeFlashcardsWithMe FlashcardStairClimb PictureOnlyFlashcards QuizMeWithFlashcards FlashcardRelay FlashcardMemoryMatch FlashcardFriday',
  },
  pomodoro: {
    things: 'Timer Tomato Desk Coffee Planner Notebook Break Playlist',
    moves: 'FocusSprint DeepWork LockIn BreakTime',
    verbs: 'Focus Study Rest Repeat',
    core: 'Timer Tomato Focus',
    names:
      'PomodoroWithMe FourPomodorosADay TomatoTimerChallenge PomodoroCleaningSprint FiveMinuteBreakDance PomodoroPlaylist PomodoroTaskTakedown PomodoroStudyChallenge',
  },
  calculus: {
    things: 'Graph Curve Calculator Slope Formula Chalkboard Derivative Integral Limit Tangent',
    moves: 'Integration Optimization ChainRule PowerRule',
    verbs: 'Derive Integrate Solve Graph',
    core: 'Graph Derivative Integral',
    scenes: 'APCalc',
    names:
      'DrawTheDerivative TangentLineRace CalculusInFiveWords CalculusFlashcardDuel CalculusRap CalculusInOneMinute CalculusWithPizza CalculusCurveArt',
    also: 'calc',
  },
  pi: {
    things: 'Circle Pie Digit Calculator Ruler Compass Number Formula',
    moves: 'DigitRecite PieBake CircleMeasure PiSong',
    verbs: 'Recite Memorize Measure Bake',
    core: 'Circle Pie Digit',
    scenes: 'PiDay',
    names:
      'HowManyDigitsOfPi FindYourBirthdayInPi MeasurePiWithString PieForPiDay PiSkylineArt PiBeadBracelet PiSingAlong PiDayChallenge',
    also: 'piday',
  },
  calculator: {
    things: 'Button Screen Battery Graph Display Keypad Answer Equation',
    moves: 'UpsideDownWords GraphArt QuickSum RaceTheCalc MagicTrick',
    verbs: 'Calculate Type Solve Add',
    core: 'Keypad UpsideDownWords Calculate',
    names:
      'CalculatorUpsideDownWords BrokenCalculatorKey BeatTheCalculator CalculatorMagicTrick GuessThenCalculate GraphingCalculatorArt NoCalculatorDay CalculatorRelay',
  },
  logic: {
    things: 'Puzzle Riddle Grid Clue Pattern Sequence Brain Proof',
    moves: 'PatternHunt TrickQuestion GridPuzzle NextInSequence Deduction',
    verbs: 'Solve Think Reason Deduce',
    core: 'Puzzle Pattern Solve',
    names:
      'RiverCrossingPuzzle SolveTheLogicGrid MoveOneToothpick WhatComesNextChallenge TowerOfHanoiRace TwoGuardsRiddle DailyLogicTeaser LogicEscapeRoom',
  },
  debate: {
    things: 'Podium Timer Topic Judge Argument Notes Mic Rebuttal',
    moves: 'PickASide HotTake SillyTopic OpeningStatement QuestionRound',
    verbs: 'Argue Persuade Defend Rebut',
    core: 'Podium Argument Argue',
    scenes: 'DebateClub',
    names:
      'PineappleOnPizzaDebate SwitchSidesDebate DebateYourSibling OneMinuteRebuttal ChangeMyMind SillyDebateNight PickASideChallenge StumpTheDebater',
  },
  'public speaking': {
    things: 'Mic Stage Podium Audience Notes Slides Spotlight Timer',
    moves: 'OneMinuteSpeech ElevatorPitch ImpromptuTalk PowerPose Toast',
    verbs: 'Speak Present Pitch Project',
    core: 'Mic Podium Speak',
    names:
      'NoUmsChallenge RandomTopicSpeech OneMinuteSpeech ElevatorPitchChallenge GiveAThankYouSpeech SpeechToMyPets SpeechWithoutNotes PublicSpeakingStreak PowerPoseThenSpeak',
    also: 'speech',
  },
  handwriting: {
    things: 'Pen Paper Notebook Journal Ink Letter Signature Font',
    moves: 'Cursive NeatNotes OtherHand PenSwap FontMatch',
    verbs: 'Write Trace Sign Practice',
    core: 'Pen Cursive Write',
    names:
      'WriteWithYourOtherHand GuessWhoWroteIt MirrorHandwriting CursiveComeback HandwritingGlowUp HandwritingThenAndNow CopyMyHandwriting HandwrittenThankYou NeatHandwritingChallenge',
    also: 'penmanship cursive',
  },
  idiom: {
    things: 'Phrase Saying Expression Proverb Picture Meaning Origin Dictionary',
    moves: 'ActItOut EmojiGuess PictureGuess OriginStory TranslationFail',
    verbs: 'Guess Act Explain Translate',
    core: 'Saying Phrase ActItOut',
    names:
      'TakeItLiterally GuessTheIdiom FinishTheIdiom IdiomInEmoji DrawTheIdiom IdiomAroundTheWorld MixedUpIdioms IdiomOfTheDay',
  },
  'word of the day': {
    things: 'Dictionary Definition Sentence Synonym Vocab Calendar Flashcard Notebook',
    moves: 'UseItToday DefineIt BigWordDrop DailyNote',
    verbs: 'Define Use Pronounce Learn',
    core: 'Dictionary Calendar Define',
    scenes: 'WordNerd',
    names:
      'SneakInTodaysWord GuessTodaysWord WordOfTheDayStreak DrawWordOfTheDay ActOutWordOfTheDay WordOfTheDayRap UseItInASentence WordOfTheDayJar',
    also: 'wotd',
  },
  insect: {
    things: 'Butterfly Ladybug Ant Bee Beetle Caterpillar Jar Net Garden Magnifier',
    moves: 'BugHunt AntFarm ButterflyGarden BugHotel NatureWalk',
    verbs: 'Observe Catch Release Count',
    core: 'Butterfly Ladybug BugHunt',
    scenes: 'BugHunt',
    names:
      'BuildABugHotel InsectOrNot NameThatInsect CountTheLegs BackyardBugHunt RaiseAButterfly DrawAnInsectUpClose InsectFactFriday',
    also: 'entomology bug',
  },
  geology: {
    things: 'Rock Crystal Fossil Geode Mineral Quartz Amethyst Hammer Magnifier Layer',
    moves: 'GeodeCrack RockHunt CrystalGrow RockSort',
    verbs: 'Dig Crack Sort Polish',
    core: 'Rock Crystal Geode',
    names:
      'CrackOpenAGeode IdentifyThisStone CrayonRockCycle EdibleGeologyLayers GeologyPebbleHunt GeologyScratchTest MineralSortingChallenge GeologyQuizChallenge',
    also: 'rockhound',
  },
  fossil: {
    things: 'Bone Shell Brush Amber Rock Museum Trilobite Ammonite Layer',
    moves: 'SharkToothHunt BeachHunt DinoDig BrushReveal PlasterCast',
    verbs: 'Dig Brush Find Identify',
    core: 'Bone Brush Dig',
    scenes: 'DinoDig',
    names:
      'FossilOrJustARock SharkToothHunt ChocolateChipFossilDig GuessTheFossil FossilDetective MakeAFossilPrint FossilTimelineWalk FossilFindFriday',
  },
  stem: {
    things: 'Robot Rocket Bridge Magnet Circuit Straw Cardboard Marshmallow Popsicle Tape',
    moves: 'EggDrop MarshmallowTower BridgeBuild BalloonCar PaperAirplane CupTower',
    verbs: 'Build Design Test Launch',
    core: 'Robot Circuit Build',
    scenes: 'MakerSpace',
    names:
      'STEMBuildOff OneSheetPaperChain STEMBalloonCarRace EggDropChallenge CardboardArcadeBuild STEMCupTower RecycleBinSTEM KitchenSTEMChallenge',
    spelled: 'STEM',
  },
  engineering: {
    things: 'Bridge Gear Lever Pulley Tower Crane Motor Blueprint Prototype Circuit',
    moves: 'BridgeBuild EggDrop CardboardBuild RubeGoldberg LoadTest',
    verbs: 'Build Design Test Fix',
    core: 'Gear Blueprint Build',
    names:
      'ChainReactionMachine MarbleRunEngineering MarshmallowCatapult ReverseEngineerAToy EngineerABridge PulleyLiftChallenge CardboardEngineering EngineeringFailFriday',
    also: 'engineer',
  },
  'egg drop': {
    things: 'Egg Parachute Straw Tape Balloon Box Cushion Cotton',
    moves: 'DropTest ParachuteDesign ContraptionBuild SlowMoDrop Redesign',
    verbs: 'Drop Protect Build Test',
    core: 'Egg Parachute',
    names:
      'SaveTheEgg EggDropHigherEachRound StrawsAndTapeOnly EggDropOneSheetOnly WillItCrack EggDropParachute EggDropSlowMo EggDropRedesign',
  },
  'paper airplane': {
    things: 'Paper Wing Nose Runway Target Hallway Tape Fold',
    moves: 'DistanceThrow FoldOff TargetShot LoopDeLoop GliderDesign',
    verbs: 'Fold Throw Glide Launch',
    core: 'Paper Fold Glide',
    names:
      'FarthestPlaneWins LandItInTheBasket PaperPlaneHangTime BarrelRollStunt SpeedFoldOff PaperAirplaneContest PaperAirplaneSwap PaperPlaneChallenge',
    also: 'paperplane',
  },
  rocket: {
    things: 'Astronaut Moon Straw Balloon Launchpad Parachute Fin NoseCone Capsule',
    moves: 'Liftoff Countdown StrawLaunch BalloonLaunch ModelBuild',
    verbs: 'Launch Build Soar Count',
    core: 'Launchpad Countdown Launch',
    scenes: 'BlastOff Liftoff',
    names:
      'StrawRocketChallenge BalloonRocketRace StompRocketDistance WaterRocketLaunch CountdownToLiftoff DesignYourRocket RocketParachuteDrop RocketFactFriday',
  },
  dna: {
    things: 'Gene Helix Cell Strawberry Trait Chromosome Ancestry Microscope',
    moves: 'CandyModel HelixModel FamilyTraits TraitSurvey',
    verbs: 'Extract Build Trace Inherit',
    core: 'Helix Gene Trait',
    scenes: 'DoubleHelix',
    names:
      'StrawberryDNAExtract CanYouRollYourTongue CandyDNAModel DNACodeSecretMessage PipeCleanerDoubleHelix DNABeadBracelet DNAInOneMinute DNAFactOrMyth',
    also: 'genetics',
    spelled: 'DNA',
  },
  atom: {
    things: 'Proton Neutron Electron Nucleus Element Model Molecule Bond',
    moves: 'CandyModel MoleculeBuild ElementMatch BohrModel',
    verbs: 'Build Bond Model Count',
    core: 'Proton Electron Nucleus',
    names:
      'HumanAtomModel CandyAtomModel AtomToScale NameThatAtom AtomSong AtomInOneMinute ElectronOrbitDance DrawYourFavoriteAtom',
  },
  gravity: {
    things: 'Apple Ball Feather Newton Planet Moon Pendulum Weight',
    moves: 'FeatherVsBall DropTest BalanceTrick CenterOfMass FloatingTrick',
    verbs: 'Drop Balance Float Fall',
    core: 'Apple Feather Drop',
    scenes: 'NewtonsApple ZeroGravity',
    names:
      'WhichFallsFirst AntiGravityWaterCup GravityBalanceTrick YourJumpOnTheMoon GravityDripPainting GravityMarbleMaze PaperHelicopterDrop GravityFactOrMyth',
  },
  microscope: {
    things: 'Slide Lens Onion Cell Leaf Hair Sample Droplet Salt',
    moves: 'ZoomIn SlideReveal PondSample OnionCells SaltCrystals',
    verbs: 'Zoom Focus Observe Magnify',
    core: 'Lens Cell Zoom',
    names:
      'WhatsUnderTheLens PondWaterSafari OnionCellsUpClose SaltVsSugarCrystals PhoneMicroscopeHack HairUnderTheMicroscope MicroscopeMystery MyFirstMicroscopeSlide',
  },
  telescope: {
    things: 'Moon Planet Star Saturn Jupiter Comet Lens Tripod NightSky',
    moves: 'Stargazing MoonShot PlanetHunt MeteorWatch',
    verbs: 'Gaze Spot Zoom Focus',
    core: 'Moon NightSky Stargazing',
    scenes: 'Stargazing NightSky',
    names:
      'SpotTheMoonCraters CountJupitersSatellites SaturnThroughATelescope TelescopeLunarSketch TelescopePlanetHunt EyepiecePhonePic DIYTelescopeChallenge BackyardTelescopeNight',
  },
  eclipse: {
    things: 'Sun Moon Glasses Shadow Pinhole Sky Halo Totality',
    moves: 'PinholeViewer CerealBoxViewer ShadowWatch SkyWatchParty TotalityCountdown',
    verbs: 'Watch Observe Wait Chase',
    core: 'Sun Moon Glasses',
    scenes: 'Totality EclipseParty',
    names:
      'CerealBoxEclipseViewer EclipseShadowHunt EclipseGlassesCheck EclipseCookiePhases EclipseTemperatureLog EclipseWatchParty EclipseCountdown PinholeProjectorChallenge',
  },
  'climate change': {
    things: 'Earth Tree Ocean Forest Bike Glacier SolarPanel Bin',
    moves: 'TreePlanting Cleanup ZeroWasteWeek PlasticFreeDay CarbonFootprint',
    verbs: 'Reduce Reuse Recycle Plant',
    core: 'Earth Glacier Recycle',
    names:
      'SeaLevelInACup GreenhouseInAJar OneClimateActionADay ClimateIn3Words ClimateMythOrFact CarFreeDay ClimateFriendlyDinner ClimateChangeInOneMinute ClimateChangeQuiz',
    also: 'climate',
  },
  'earth day': {
    things: 'Planet Tree Seed Garden Park Beach Bag Bottle Bin Compost',
    moves: 'Cleanup TreePlanting SeedBall UpcycleCraft NatureWalk',
    verbs: 'Plant Recycle Reuse Clean',
    core: 'Planet Tree Recycle',
    scenes: 'GoGreen',
    names:
      'MakeASeedBall EarthDayCleanup LightsOffForEarthDay UpcycleForEarthDay ZeroWasteDay PlantATree EarthDayChalkArt EarthDayBikeRide',
  },
  electricity: {
    things: 'Battery Bulb Wire Circuit Switch Lemon Potato Magnet Balloon',
    moves: 'PotatoBattery LemonBattery StaticHair SimpleCircuit LightItUp',
    verbs: 'Connect Power Charge Switch',
    core: 'Battery Bulb Circuit',
    scenes: 'StaticShock',
    names:
      'PotatoBatteryChallenge ConductorOrInsulator PlaydoughCircuit PaperCircuitCard StaticElectricityTrick ElectricityFreeHour ElectricityHuntAtHome ElectricitySafetyQuiz',
  },
  viking: {
    things: 'Longship Shield Helmet Rune Odin Saga Fjord Braid',
    moves: 'RuneName LongshipBuild SagaTime MythQuiz',
    verbs: 'Sail Explore Write Build',
    core: 'Longship Helmet Sail',
    scenes: 'Valhalla',
    names:
      'WriteYourNameInRunes DidVikingsWearHorns BraidLikeAViking BuildAFloatingLongship VikingShieldCraft TellAVikingSaga VikingWordsInEnglish VikingQuizChallenge',
  },
  medieval: {
    things: 'Castle Knight Armor Crown Feast Moat Jester Banner Tower Scroll',
    moves: 'CastleBuild FeastDay KnightCode Calligraphy JesterAct',
    verbs: 'Build Rule Explore Quest',
    core: 'Castle Knight Crown',
    scenes: 'Camelot RenFaire',
    names:
      'MedievalCoatOfArms WriteLikeAMonk MedievalCastleModel MedievalTrebuchetBuild MedievalFeastNight ChivalryChallenge PeasantForADay MedievalNameChallenge',
    also: 'middleages',
  },
  'morse code': {
    things: 'Dot Dash Flashlight Signal Beep Radio Alphabet Message',
    moves: 'SecretMessage TapCode FlashSignal DotDashName SpeedDecode',
    verbs: 'Tap Decode Signal Blink',
    core: 'Dot Dash Tap',
    scenes: 'DotDash SOS',
    names:
      'TapYourNameInMorse DecodeMyMorseCode FlashlightMorseCode MorseCodeBracelet MorseCodeCookies MorseCodeSpeedRound SecretMessageChallenge LearnMorseInAWeek',
    also: 'morse',
  },
  audiobook: {
    things: 'Headphones Narrator Chapter Playlist Commute Walk Library Speed',
    moves: 'WalkAndListen CommuteListen ChoresAndChapters NarratorVoice',
    verbs: 'Listen Walk Finish Binge',
    core: 'Headphones Narrator Listen',
    names:
      'AudiobookWalkChallenge GuessTheNarrator AudiobookChoreChallenge AudiobookReadAlong NarrateItYourself AudiobookRoadTrip FinishAnAudiobookInADay AudiobookBingo',
  },
  textbook: {
    things: 'Chapter Highlighter Page Backpack Index Glossary Cover Margin',
    moves: 'ChapterSummary SpeedSkim Highlighting TabSystem',
    verbs: 'Read Skim Highlight Summarize',
    core: 'Chapter Highlighter Read',
    names:
      'TextbookChapterInAMinute TextbookToFlashcards TeachTheChapterBack TextbookScavengerHunt TabYourTextbook TextbookCoverArt TextbookQuizSwap OneHighlighterRule',
  },
  'school supplies': {
    things: 'Pencil Highlighter Binder Notebook Eraser Backpack Marker Ruler Glue PencilCase',
    moves: 'SupplyHaul PencilCaseTour BinderSetup DeskOrganize LabelEverything',
    verbs: 'Shop Organize Label Pack',
    core: 'Pencil Binder Backpack',
    scenes: 'BackToSchool',
    names:
      'WhatsInMyPencilCase SchoolSuppliesUnder20 PackMyBagIn60Seconds DecorateYourBinder DIYSchoolSupplies LabelEverythingWithMe DonateSchoolSupplies SchoolSupplyHaul',
    also: 'stationery',
  },
  'long division': {
    things: 'Pencil Paper Answer Worksheet Remainder Dividend Divisor Quotient',
    moves: 'StepByStep BringDown CheckYourWork SpeedDivide RemainderHunt',
    verbs: 'Divide Subtract Check Solve',
    core: 'Remainder Pencil Divide',
    names:
      'LongDivisionSong LongDivisionMistakeHunt LongDivisionWithCandy ShowYourSteps LongDivisionRelay WindowMarkerDivision DivideItByHand LongDivisionSpeedrun',
  },
  'telling time': {
    things: 'Clock Watch Hour Minute Hand Timer Sundial Calendar',
    moves: 'ClockQuiz WhatTimeIsIt QuarterPast HalfPast SundialBuild',
    verbs: 'Read Tell Count Guess',
    core: 'Clock Watch WhatTimeIsIt',
    names:
      'HumanClockGame BuildAPaperClock TellingTimeAnalogOnly MakeASundial CanYouTellTheTime TellingTimeBingo TellingTimeClockMatch TellingTimeSpeedRound',
  },
  continent: {
    things: 'Map Globe Ocean Country Animal Flag Landmark Atlas',
    moves: 'MapQuiz WorldTour AnimalMatch LandmarkGuess GlobeSpin',
    verbs: 'Explore Locate Name Travel',
    core: 'Globe Map WorldTour',
    scenes: 'AroundTheWorld',
    names:
      'NameAll7Continents DrawTheContinents ContinentPuzzleRace ContinentInFiveWords ContinentAnimalMatch ContinentLandmarkGuess SevenContinentsSong SpinTheGlobe',
  },
  '50 states': {
    things: 'Map Capital Flag Nickname Postcard LicensePlate Landmark Border',
    moves: 'CapitalQuiz StateSong SpeedName LicensePlateGame MapFromMemory',
    verbs: 'Name Locate Visit Draw',
    core: 'Map Capital LicensePlate',
    scenes: 'CoastToCoast',
    names:
      'DrawAll50States GuessTheStateShape Name50StatesIn60 StateCapitalsRace LicensePlateGame 50StatesPostcardSwap FiftyStatesSong All50StatesChallenge',
    also: 'usstates',
  },
  dutch: {
    things: 'Windmill Tulip Bike Stroopwafel Clog Accent Vocab Dictionary',
    moves: 'TongueTwister HardG Pronunciation WordOfTheDay',
    verbs: 'Speak Pronounce Cycle Translate',
    core: 'Windmill Clog Stroopwafel',
    scenes: 'Amsterdam',
    names:
      'MasterTheDutchG PronounceThisDutchWord DutchOrGerman DutchTongueTwister OrderStroopwafelsInDutch CountTo10InDutch DutchWordADay SayItInDutch',
  },
  hebrew: {
    things: 'Alphabet Letter Script Vowel Scroll Accent Dictionary Aleph',
    moves: 'AlphabetSong RightToLeft LetterADay Pronunciation',
    verbs: 'Read Write Speak Pronounce',
    core: 'Aleph Scroll RightToLeft',
    scenes: 'Shalom',
    names:
      'WriteYourNameInHebrew AlephBetSong ReadRightToLeft HebrewTongueTwister HebrewWordsInEnglish CountTo10InHebrew HebrewWordADay SayItInHebrew',
  },
  turkish: {
    things: 'Tea Baklava Bazaar Delight Accent Suffix Vowel Dictionary',
    moves: 'LongestWord TongueTwister SuffixStack BazaarTalk',
    verbs: 'Speak Pronounce Translate Haggle',
    core: 'Bazaar LongestWord Haggle',
    scenes: 'Istanbul GrandBazaar',
    names:
      'LongestTurkishWord SuffixStackChallenge OrderTeaInTurkish TurkishTongueTwister TurkishLoanwordsInEnglish CountTo10InTurkish TurkishPhraseADay SayItInTurkish',
  },
  tagalog: {
    things: 'Lola Jeepney Adobo Karaoke Slang Accent Dictionary Barkada',
    moves: 'Taglish PoAndOpo SlangQuiz TongueTwister',
    verbs: 'Speak Translate Pronounce Sing',
    core: 'Jeepney Lola Taglish',
    scenes: 'Manila Jeepney',
    names:
      'SpeakLikeYourLola TaglishChallenge SayPoAndOpo TagalogTongueTwister OrderFoodInTagalog TagalogKaraokeNight TagalogWordADay SayItInTagalog',
  },
  vietnamese: {
    things: 'Pho Coffee Scooter Lantern Market Tone Accent Dictionary',
    moves: 'SixTones ToneDrill TongueTwister MarketTalk',
    verbs: 'Speak Pronounce Order Translate',
    core: 'Scooter Lantern SixTones',
    scenes: 'Hanoi',
    names:
      'SixTonesChallenge OrderPhoInVietnamese GuessTheAccentMark VietnameseTongueTwister CountTo10InVietnamese MyVietnameseNickname VietnameseWordADay SayItInVietnamese',
  },
  swedish: {
    things: 'Fika CinnamonBun Forest Song Vowel Accent Dictionary Lagom',
    moves: 'TongueTwister SongLyrics FikaChat SjSound',
    verbs: 'Speak Pronounce Sing Translate',
    core: 'Fika CinnamonBun Lagom',
    scenes: 'Fika Midsummer',
    names:
      'SwedishTongueTwister FikaChallenge SwedishOrNorwegian SingItInSwedish UntranslatableSwedish CountTo10InSwedish SwedishWordADay SayItInSwedish',
  },
  tutor: {
    things: 'Whiteboard Worksheet Notebook Laptop Timer Flashcard Sticker Desk',
    moves: 'MiniLesson HomeworkHelp PracticeTest LightbulbMoment ProgressCheck',
    verbs: 'Teach Explain Coach Encourage',
    core: 'Whiteboard HomeworkHelp Teach',
    names:
      'TeachItBack KidsTutorParents TutorLightbulbMoment TutorForADay PeerTutorChallenge FiveMinuteTutor TutorSwap AskYourTutorAnything TeachMeSomething',
    also: 'tutoring',
  },
  learn: {
    things: 'Skill Lesson Book Tutorial Teacher Notebook Habit Goal',
    moves: 'NewSkill OneThingADay SkillSwap TeachBack DailyLesson',
    verbs: 'Practice Study Try Master',
    core: 'Skill Lesson Practice',
    names:
      'TodayILearned LearnItIn24Hours LearnFromGrandma SkillSwapChallenge LearnOneThingADay LearnToJuggle LearnThenTeach WhatILearnedThisWeek',
    also: 'learning',
    verb: true,
  },
  'fun fact': {
    things: 'Animal Octopus Planet Brain Ocean Space Honey Flamingo',
    moves: 'MindBlown RandomFact FactOrCap DailyDrop',
    verbs: 'Share Learn Guess Stitch',
    core: 'Brain MindBlown RandomFact',
    scenes: 'DidYouKnow',
    names:
      'FunFactOrFake BetYouDidntKnow FunFactFriday FunFactIn5Seconds TellMeAFunFact FunFactRelay DrawYourFunFact FunFactJar',
    also: 'didyouknow',
  },
  'iq test': {
    things: 'Puzzle Pattern Score Timer Brain Question Grid Sequence',
    moves: 'PatternQuiz TrickQuestion LogicRound SpeedRound NextInSequence',
    verbs: 'Solve Think Guess Score',
    core: 'Puzzle Pattern Score',
    names:
      'NextInTheSequence OddOneOut IQTestIn60Seconds ShapeRotationTest PatternPuzzleRace TestYourIQ FamilyIQTestNight IQTestTrickQuestion',
    also: 'iq',
    spelled: 'IQTest',
  },
  essay: {
    things: 'Outline Paragraph Intro Conclusion Draft WordCount Deadline Prompt Thesis',
    moves: 'FirstDraft WordCountSprint EditingPass PeerReview',
    verbs: 'Write Edit Cite Outline',
    core: 'Paragraph WordCount Write',
    names:
      'HitTheWordCount EssayInOneSentence RewriteYourEssayIntro ReadYourEssayAloud EssayPeerSwap EssayInAnHour OneParagraphADay EssayWithMe',
    also: 'essaywriting',
  },
  poetry: {
    things: 'Poem Rhyme Haiku Verse Notebook Journal Sonnet Stanza Metaphor Quill',
    moves: 'HaikuADay SpokenWord BlackoutPoem AcrosticName FreeVerse',
    verbs: 'Write Rhyme Recite Read',
    core: 'Poem Rhyme Haiku',
    scenes: 'PoetrySlam SpokenWord',
    names:
      'BlackoutPoetry HaikuChallenge FridgeMagnetPoetry AcrosticNamePoem PoetryOnTheSidewalk PocketPoemSwap PoetrySlamAtHome PoemInTenMinutes',
    also: 'poem poet',
  },
  shakespeare: {
    things: 'Quill Sonnet Stage Skull Balcony Script Costume Globe',
    moves: 'BalconyScene Soliloquy SonnetRecital ModernRetelling SceneInAMinute',
    verbs: 'Recite Perform Rhyme Act',
    core: 'Quill Sonnet BalconyScene',
    scenes: 'ToBeOrNotToBe GlobeTheatre',
    names:
      'ShakespeareComplimentSwap BalconySceneRemake SpeakLikeShakespeare ShakespeareAsTexts SockPuppetShakespeare ShakespeareInOneMinute ShakespeareWordsWeUse SonnetADay',
  },
  grammar: {
    things: 'Comma Apostrophe Semicolon Noun Verb RedPen Sentence Dictionary',
    moves: 'TheirThereTheyre YourVsYoure CommaCheck SentenceFix Proofread',
    verbs: 'Proofread Correct Punctuate Fix',
    core: 'Comma RedPen Proofread',
    scenes: 'GrammarPolice',
    names:
      'CommaChangesEverything SpotTheGrammarMistake YourOrYoureChallenge FixMyGrammar SemicolonChallenge PartsOfSpeechStory GrammarQuizRace GrammarTipTuesday',
    also: 'englishgrammar',
  },
  constellation: {
    things: 'Star NightSky BigDipper Orion Telescope Moon Map Blanket',
    moves: 'Stargazing StarHop SkyMapping OrionHunt DipperSpot',
    verbs: 'Gaze Spot Map Connect',
    core: 'Star NightSky BigDipper',
    scenes: 'Stargazing NightSky',
    names:
      'FindTheBigDipper DrawYourOwnConstellation ConnectTheStars NameThatConstellation MarshmallowConstellations ConstellationInOneMinute ConstellationMythTime ConstellationFlashlight',
  },
  'art history': {
    things: 'Painting Museum Sculpture Portrait Masterpiece Canvas Frame Gallery',
    moves: 'RecreateAPainting MuseumPose GuessTheArtist StyleQuiz',
    verbs: 'Recreate Pose Study Sketch',
    core: 'Painting Museum Masterpiece',
    scenes: 'Renaissance Louvre',
    names:
      'RecreateTheMasterpiece GuessTheArtist CaveArtChallenge PaintWithOnlyDots ArtHistoryCharades ArtHistoryMuseumHunt ArtHistoryInOneMinute ArtHistoryQuiz',
  },
  dictionary: {
    things: 'Word Definition Page Thesaurus Entry Synonym Bookmark Etymology',
    moves: 'RandomPage WordHunt DefinitionGuess NewWordAdded SpellCheck',
    verbs: 'Define Look Spell Learn',
    core: 'Word Definition Define',
    names:
      'DictionaryBluffGame RandomDictionaryWord DictionaryRace EtymologyHunt NewestDictionaryEntries LongestTermChallenge DictionaryDoodle GuessTheDefinition',
  },
  'med school': {
    things: 'Stethoscope Scrubs WhiteCoat Flashcards Skeleton Textbook Lab Coffee Badge',
    moves: 'WhiteCoatCeremony DayInTheLife MatchDay StudyMarathon AnatomyLab',
    verbs: 'Study Memorize Diagnose Scrub',
    core: 'Stethoscope WhiteCoat Scrubs',
    scenes: 'WhiteCoat',
    names:
      'WhiteCoatReveal MatchDayReaction AnatomyFlashcardRace MedSchoolStudyWithMe AnatomyColoringBook MedTermInPlainEnglish MedSchoolDayInTheLife MedSchoolQuizChallenge',
    also: 'premed medstudent mcat',
  },
  'nursing school': {
    things: 'Scrubs Stethoscope Badge Clipboard Textbook Coffee Watch Shoes Notes Clinical',
    moves: 'ClinicalDay PinningCeremony DayInTheLife SkillsLab ExamPrep',
    verbs: 'Study Care Chart Practice',
    core: 'Scrubs Stethoscope Care',
    scenes: 'Clinicals',
    names:
      'PinningCeremonyReveal WhatsInMyClinicalBag NursingStudyWithMe ClinicalDayInTheLife NursingFlashcardRace NursingSkillsChallenge NursingQuizNight NursingSchoolGradCap',
    also: 'nursingstudent',
  },
  'law school': {
    things: 'Gavel Casebook Library Laptop Suit Coffee Courtroom Flashcard Outline Brief',
    moves: 'MootCourt ColdCall CaseBrief DayInTheLife BarPrep',
    verbs: 'Argue Brief Study Object',
    core: 'Gavel Courtroom Argue',
    scenes: 'MootCourt BarExam',
    names:
      'LawSchoolMockTrial SurviveTheColdCall ArgueLikeALawyer GuessTheLegalTerm CaseBriefInOneMinute LawSchoolStudyWithMe LawSchoolFlashcardRace LawSchoolDayInTheLife',
    also: 'lawstudent lsat barexam',
  },
  sat: {
    things: 'Pencil Calculator Timer Flashcard Vocab ScoreReport Bubble Desk',
    moves: 'PracticeTest ScoreReveal StudyPlan MathSection MockTest',
    verbs: 'Study Prep Pass Ace',
    core: 'Pencil ScoreReveal Ace',
    names:
      'SATScoreReveal SATMockTestSaturday SATPracticeStreak SATMathSpeedRound SATPrepWithMe PackMySATBag SATWordADay SATVocabCharades',
    also: 'psat',
    spelled: 'SAT',
  },
  ielts: {
    things: 'Essay Score Vocab Timer Headphones Notebook Band CueCard',
    moves: 'SpeakingTest MockTest ScoreReveal EssayPlan ListeningDrill',
    verbs: 'Speak Write Listen Practice',
    core: 'Essay Score SpeakingTest',
    names:
      'IELTSCueCardIn2Min IELTSSpeakingChallenge AimForBand9 IELTSEssayIn40Min IELTSListeningDrill IELTSStudyWithMe IELTSScoreReveal IELTSWordADay',
    spelled: 'IELTS',
  },
  botany: {
    things: 'Leaf Seed Flower Root Sprout Cactus Fern Petal Stem Greenhouse',
    moves: 'SeedInAJar LeafPress ColoredCelery GrowthLog PlantId',
    verbs: 'Grow Plant Press Water',
    core: 'Leaf Seed Grow',
    scenes: 'Greenhouse',
    names:
      'BeanInAJarChallenge ColoredCeleryTest RegrowFromScraps PlantMazeChallenge BotanyInOneMinute BotanyScavengerHunt BotanyNameThatLeaf BotanyFlowerDissection BotanyLeafPress',
    also: 'plantscience',
  },
  astronaut: {
    things: 'Helmet Spacesuit Rocket Moon Capsule SpaceFood Gloves Visor',
    moves: 'Spacewalk ZeroGravity Countdown TrainingDay SpaceFoodTaste',
    verbs: 'Launch Float Orbit Explore',
    core: 'Spacesuit Helmet Float',
    scenes: 'Spacewalk ZeroGravity',
    names:
      'AstronautGloveChallenge EatLikeAnAstronaut PackForTheMoon SlowMoMoonWalk AstronautBalanceTest AstronautForADay AstronautTrainingAtHome AstronautMissionPatch',
    also: 'nasa',
  },
  'black hole': {
    things: 'Star Galaxy Gravity Light Space Telescope Horizon Spaghetti',
    moves: 'TrampolineModel GravityDemo ScaleCompare Spaghettification',
    verbs: 'Pull Explain Imagine Bend',
    core: 'Galaxy Gravity Pull',
    scenes: 'EventHorizon',
    names:
      'BuildABlackHoleModel BlackHoleInOneMinute DrawABlackHole WhatsInsideABlackHole BlackHoleSizeCompare BlackHoleFactOrFiction IfYouFellIntoABlackHole BlackHoleQuiz',
  },
  statistics: {
    things: 'Graph Chart Survey Average Dice Coin Percent Data',
    moves: 'CoinFlipTest FriendSurvey DiceOdds Prediction',
    verbs: 'Count Survey Graph Predict',
    core: 'Graph Average Survey',
    names:
      'CoinFlip100Times CandyColorStatistics GuessTheStatistic RockPaperScissorsStats GraphYourDay FindTheFamilyAverage StatisticsSurveyChallenge StatisticsPredictionGame',
    also: 'stats probability',
  },
  shape: {
    things: 'Circle Square Triangle Star Heart Hexagon Block Sticker',
    moves: 'ScavengerHunt TangramBuild SortingGame PatternBlocks SideCount',
    verbs: 'Sort Draw Match Build',
    core: 'Circle Square Triangle',
    names:
      'ShapeScavengerHunt TangramChallenge ShapeMysteryBag DrawWithOnlyShapes ShapeHopscotch ShapeMonsterArt StrawShapeBuild ShapeSortRace',
  },
  'mind map': {
    things: 'Marker Bubble Branch Notebook Whiteboard Color Idea StickyNote',
    moves: 'Brainstorm BranchOut RevisionMap OnePageSummary IdeaStorm',
    verbs: 'Map Branch Connect Brainstorm',
    core: 'Bubble Branch Brainstorm',
    scenes: 'Brainstorm',
    names:
      'MindMapInFiveMinutes MindMapABook MindMapFromOneWord MindMapWithMe MindMapYourWeek GiantMindMapWall StickyNoteMindMap OnePageRevision',
    also: 'mindmapping',
  },
  'online school': {
    things: 'Laptop Webcam Headphones MuteButton Desk Schedule Pajamas Chat',
    moves: 'DayInTheLife DeskSetup BreakoutRoom CameraOnMoment VirtualRecess',
    verbs: 'Unmute Study Focus Log',
    core: 'Laptop Webcam Unmute',
    scenes: 'VirtualClass YoureOnMute',
    names:
      'OnlineShowAndTell OnlineSchoolDeskSetup VirtualFieldTrip OnlineRecessGames OnlineSchoolBrainBreak OnlineSchoolDayInTheLife OnlineSchoolPajamaDay CameraOnForClass',
    also: 'onlineclass virtuallearning elearning remotelearning',
  },
  'marine biology': {
    things: 'Dolphin Octopus Whale Shark Turtle Jellyfish Coral Reef Tidepool',
    moves: 'TidepoolHunt BeachCleanup CreatureQuiz CoralSurvey OceanDeepDive',
    verbs: 'Explore Protect Observe Count',
    core: 'Dolphin Octopus Coral',
    scenes: 'DeepSea UnderTheSea',
    names:
      'NameThatSeaCreature BlubberGloveExperiment SaltwaterEggFloat MarineBiologistForADay SeaCreatureAtoZ MarinePlanktonHunt MarineBiologyInOneMinute MarineBiologyQuiz',
    also: 'marinebio oceanography',
  },
  mars: {
    things: 'Rover Rocket Crater Dust Planet Helmet Colony Rock',
    moves: 'RoverDrive ColonyDesign LandingCountdown RedPlanetBuild DustStorm',
    verbs: 'Explore Land Build Launch',
    core: 'Rover Crater Explore',
    scenes: 'RedPlanet',
    names:
      'DesignAMarsColony YourAgeOnMars MarsRoverRace WouldYouGoToMars MarsLanderChallenge MarsGardenExperiment MarsFactOrFiction MarsSunsetInAGlass',
  },
  'social studies': {
    things: 'Map Globe Flag Timeline Community Landmark Culture Museum',
    moves: 'CultureShare FamilyTree CommunityMap TimelineBuild MockElection',
    verbs: 'Explore Vote Map Discover',
    core: 'Map Timeline Culture',
    names:
      'InterviewAGrandparent SocialStudiesTimeCapsule SocialStudiesMockElection FamilyTreeChallenge IfIWereMayor CommunityHelperThankYou SocialStudiesCultureDay SocialStudiesQuiz',
  },
  'creative writing': {
    things: 'Notebook Pen Story Character Plot Prompt Journal Typewriter',
    moves: 'SixWordStory ShortStory PlotTwist WritingPrompt WorldBuilding',
    verbs: 'Write Imagine Draft Edit',
    core: 'Notebook Story Write',
    scenes: 'OnceUponATime WritersBlock',
    names:
      'SixWordStoryChallenge FinishMyCliffhanger AddAPlotTwist WriteAsYourPet PhotoPromptChallenge TenMinuteFlashFiction CreativeWritingSprint CreativeWritingRelay',
    also: 'author writing',
  },
  'high school': {
    things: 'Locker Yearbook Hallway Cafeteria Backpack Bus Gym Diploma',
    moves: 'SpiritWeek SeniorYear LockerTour YearbookPhoto ThrowbackPic',
    verbs: 'Graduate Study Remember Cheer',
    core: 'Locker Hallway SpiritWeek',
    scenes: 'SpiritWeek Homecoming PromNight',
    names:
      'AdviceToHighSchoolMe HighSchoolSpiritWeek HighSchoolPhotoRecreate SeniorSunrise FirstDayOfHighSchool HighSchoolBucketList ThankAHighSchoolTeacher LockerMakeoverChallenge',
    also: 'highschooler senioryear',
  },
  yearbook: {
    things: 'Photo Quote Signature Superlative Page Cover Marker Class',
    moves: 'SeniorQuote PhotoRecreate SuperlativeVote Signing AIPortrait',
    verbs: 'Sign Pose Vote Recreate',
    core: 'Photo SeniorQuote Sign',
    scenes: 'PictureDay',
    names:
      'RecreateYourYearbookPhoto ParentsYearbookReveal WriteYourSeniorQuote YearbookSuperlatives KindYearbookNotes GuessWhoYearbook DesignTheYearbookCover PictureDayPoseOff',
  },
  'report card': {
    things: 'Grade Sticker Star Fridge Teacher Comment Envelope Parent',
    moves: 'GradeReveal StraightAs FridgeWorthy ImprovementCheck ParentReaction',
    verbs: 'Reveal Celebrate Improve Grade',
    core: 'Grade Fridge StraightAs',
    scenes: 'StraightAs HonorRoll',
    names:
      'ReportCardForMyPet ParentsOldReportCard ReportCardForMyParents BestTeacherComment ReportCardGoals ReportCardEffortParty GradeYourOwnDay ReportCardFromTheFuture',
  },
  education: {
    things: 'Classroom Book Teacher Whiteboard Notebook Pencil Backpack Library Quiz Diploma',
    moves: 'PopQuiz FunFact StudyHack FlashcardDrill TeachBack ShowAndTell',
    verbs: 'Learn Teach Study Explain Discover',
    core: 'Classroom Teacher Learn',
    scenes: 'Classroom SchoolDay',
    names:
      'ExplainItLikeImFive ShowAndTellForGrownups TeachMeSomething ThankATeacherChallenge EducationInOneMinute EducationalFactADay EducationAroundTheWorld EducationQuizChallenge',
    also: 'edutok',
  },
  tutorial: {
    things: 'Steps Tips Guide Trick Shortcut Beginner Whiteboard Screen Checklist Result',
    moves: 'StepByStep QuickTip BeginnerGuide QuickDemo OneMinuteLesson FollowAlong',
    verbs: 'Teach Show Explain Follow',
    core: 'Tips StepByStep Follow',
    names:
      'TutorialNoRewind TryMyTutorial OneMinuteTutorial TutorialWithNoWords BeginnerVsPro TutorialInOneTake TutorialSwap ThreeStepTutorial',
    also: 'howto lesson',
  },
  sustainability: {
    things: 'Recycling Compost ToteBag WaterBottle Garden Solar Thrift Bin Planet Bamboo',
    moves: 'ZeroWasteWeek PlasticFreeDay UpcycleProject CompostStart ThriftSwap LitterPick',
    verbs: 'Recycle Reuse Reduce Upcycle Compost',
    core: 'ToteBag Compost Recycle',
    scenes: 'ZeroWaste',
    names:
      'ZeroWasteWeek SustainableLunchbox RepairDontReplace SustainableSwapChallenge StartACompostBin SustainableThriftSwap HomeSustainabilityAudit SustainabilityTipADay PlasticFreeChallenge',
    also: 'sustainable',
  },
  president: {
    things: 'WhiteHouse Flag Podium Speech Portrait Quote Dollar Oath Election Map',
    moves: 'NameThemAll FactRace QuoteGuess SpeechRecap PortraitMatch',
    verbs: 'Name Guess Quote Learn',
    core: 'WhiteHouse Speech Election',
    scenes: 'WhiteHouse OvalOffice',
    names:
      'IfIWerePresident NameAllThePresidents PresidentialPetQuiz ClassPresidentSpeech GuessThePresident WriteToThePresident MatchThePresidentQuote PresidentFactRace',
    also: 'presidentsday',
  },
  jeopardy: {
    things: 'Buzzer Category Board Clue Host Podium Score FinalAnswer DailyDouble Timer',
    moves: 'BuzzIn DailyDouble FinalRound CategoryPick QuestionForm',
    verbs: 'Buzz Answer Guess Wager',
    core: 'Buzzer Category DailyDouble',
    scenes: 'DailyDouble FinalJeopardy',
    names:
      'FamilyJeopardy MakeYourOwnJeopardy JeopardyAboutMe AnswerInQuestionForm FinalJeopardyWager JeopardyBuzzerReflex ClassroomJeopardy BirthdayJeopardy',
  },
  capital: {
    things: 'Map Globe Flag Country City Atlas Continent Passport Pin Quiz',
    moves: 'CityQuiz MapDash FlagMatch CountryRace PinTheCity',
    verbs: 'Name Guess Locate Learn',
    core: 'City Country CityQuiz',
    names:
      'NameThatCapital CapitalsIn10Seconds GuessTheCapitalSkyline CapitalOrNot TrickCapitalQuiz PinTheCapital CapitalAtoZ CapitalRelayRace',
    also: 'capitalcity capitalcities',
  },
  'optical illusion': {
    things: 'Drawing Lines Colors Spiral Shadow Mirror Dots Eyes Brain Picture',
    moves: 'SpotTheDifference ColorTrick HiddenImage Stare MindTrick',
    verbs: 'Stare Spot Trick Reveal',
    core: 'Spiral HiddenImage Stare',
    names:
      'WhatDoYouSeeFirst HoleInHandIllusion DrawAnOpticalIllusion ForcedPerspectivePhoto 3DHandIllusion WhichWayIsItSpinning FoolYourEyes OpticalIllusionTest',
    also: 'illusion',
  },
  'life hack': {
    things: 'Tip Trick Shortcut Kitchen Closet Cable Tape Hanger BinderClip Drawer',
    moves: 'TestingHacks HackOrWhack TwoMinuteFix FoldTrick KitchenTrick',
    verbs: 'Test Try Fix Fold',
    core: 'Shortcut Trick HackOrWhack',
    names:
      'HackOrWhack LifeHackTest TwoMinuteLifeHack FoldItFaster GrandmasLifeHacks LifeHackSpeedTest BinderClipHacks BestLifeHackChallenge',
  },
  'bridge building': {
    things: 'Popsicle Straws Glue Tape Paper Weights Spaghetti Cardboard Pennies Ruler Bridge',
    moves: 'StrengthTest PennyLoad TrussBuild PaperBridge BreakingPoint',
    verbs: 'Build Test Load Design',
    core: 'Bridge StrengthTest Build',
    names:
      'HowManyPenniesCanItHold PopsicleStickBridge SpaghettiBridgeChallenge PaperBridgeChallenge BridgeBuildOff BridgeForAToyCar BuildAFamousBridge BridgeBreakingPoint',
  },
  'paper tower': {
    things: 'Paper Tape Scissors Cardstock Ruler Table Base Cup Book Timer',
    moves: 'TallestTower FoldAndStack TeamBuild StrengthTest OneSheet',
    verbs: 'Fold Stack Build Balance',
    core: 'Paper TallestTower Stack',
    names:
      'TallestPaperTower OneSheetTower IndexCardTower PaperTowerNoTape CanItHoldABook PaperTowerInTheWind BlindfoldPaperTower PaperTowerBuildOff',
  },
  'marshmallow tower': {
    things: 'Spaghetti Marshmallow Tape String Table Timer Ruler Team Base Toothpicks',
    moves: 'SpaghettiTower TallestTower TeamBuild TriangleBase Topple',
    verbs: 'Build Stack Balance Measure',
    core: 'Marshmallow Spaghetti Stack',
    names:
      'MarshmallowOnTop EighteenMinuteTower MarshmallowTowerOneHand BlindfoldMarshmallowTower MarshmallowQuakeTest TallestTowerWins MarshmallowTowerDuel MarshmallowDomeBuild',
    also: 'spaghettitower spaghettimarshmallow',
  },
  'first aid': {
    things: 'Bandage Kit Gloves Plaster IcePack Gauze Tape Sling Manikin Whistle',
    moves: 'RecoveryPosition Bandaging CPRSteps HandsOnly CallForHelp',
    verbs: 'Help Learn Check Call',
    core: 'Bandage Kit Help',
    names:
      'PackAFirstAidKit BandageYourTeddy LearnHandsOnlyCPR KnowYourEmergencyNumber RecoveryPositionPractice FirstAidMythOrFact FirstAidQuiz LearnFirstAid',
    also: 'cpr firstaidkit',
  },
  'fire safety': {
    things: 'SmokeAlarm Extinguisher Exit Firefighter Map Door Helmet Truck Plan Flashlight',
    moves: 'EscapePlan StopDropRoll FireDrill AlarmCheck MeetingSpot',
    verbs: 'Plan Practice Check Stop',
    core: 'SmokeAlarm Firefighter EscapePlan',
    scenes: 'FireDrill FireStation',
    names:
      'StopDropAndRoll FireEscapePlan TestYourSmokeAlarm FireDrillAtHome CrawlLowUnderSmoke ThankAFirefighter FamilyMeetingSpot FireSafetyQuiz',
  },
  safety: {
    things: 'Helmet Seatbelt Crosswalk Reflector Whistle Map Lock Flashlight Kit Plan',
    moves: 'RulesQuiz HelmetCheck CrosswalkRule BuddySystem EmergencyPlan',
    verbs: 'Check Learn Plan Practice',
    core: 'Helmet Seatbelt Crosswalk',
    names:
      'LearnYourAddress BuddySystemChallenge FamilyCodeWord LookBothWays BikeSafetyHelmetCheck FamilySafetyPlan SafetyScavengerHunt SafetyFirstQuiz',
  },
  tornado: {
    things: 'Jar Bottle Water Radar Clouds Shelter Siren Map Forecast Wind',
    moves: 'VortexJar VortexBottle SafetyDrill StormWatch WindTest',
    verbs: 'Spin Swirl Watch Predict',
    core: 'Wind VortexJar Swirl',
    scenes: 'TornadoAlley StormChaser',
    names:
      'TornadoInAJar TwoBottleTornado FindYourSafeSpot TornadoSafetyDrill TornadoFactOrMyth StormKitChallenge TornadoSpinnerCraft TornadoInOneMinute',
  },
  earthquake: {
    things: 'Table Desk Seismograph Jelly Blocks Map Plate Building Kit Shelter',
    moves: 'DropCoverHold ShakeTable JellyQuake QuakeProofBuild Drill',
    verbs: 'Shake Build Test Prepare',
    core: 'Seismograph DropCoverHold Shake',
    scenes: 'Aftershock',
    names:
      'DropCoverAndHold EarthquakeShakeTable BuildAQuakeProofTower SeismographFromABox CookieTectonicPlates EarthquakeKitCheck JellyEarthquakeTest EarthquakeFactOrMyth',
  },
  '100 days': {
    things: 'Cereal Stickers Poster Crown Glasses Counting Beads Snacks Blocks Shirt',
    moves: 'CountTo100 AgeMe100 100Items CollectionShow',
    verbs: 'Count Celebrate Collect Build',
    core: 'Crown CountTo100 AgeMe100',
    scenes: '100thDay',
    names:
      '100DaysOfSchool AgeMeTo100 Stack100Cups Write100Words 100DaysSmarter 100JumpingJacks 100ThingsProject 100DaySchoolShirt',
    also: '100daysofschool 100thdayofschool',
  },
  trash: {
    things: 'Bin Gloves Bag Grabber Beach Park Recycling Litter Bottle Compost',
    moves: 'CleanUp LitterPick BeachClean BeforeAndAfter SortIt Plogging',
    verbs: 'Pick Sort Recycle Clean',
    core: 'Bin Litter CleanUp',
    scenes: 'TrashDay CleanupDay',
    names:
      'TrashTagChallenge OneBagCleanup TrashToTreasure SortTheTrash TrashAuditWeek TryPlogging PickUpThree NoTrashLunch',
    also: 'garbage',
  },
  juneteenth: {
    things: 'History Flag Freedom Family Cookout Book Timeline Museum Music Story',
    moves: 'HistoryLesson FamilyStory BookShare TimelineWalk StoryTime',
    verbs: 'Learn Honor Share Celebrate',
    core: 'Freedom Flag Celebrate',
    names:
      'AskAnElderTheirStory JuneteenthBookShare JuneteenthInOneMinute JuneteenthTimelineWalk JuneteenthHistoryQuiz JuneteenthFamilyRecipe JuneteenthFlagCraft ShopBlackOwnedLocal',
  },
  shark: {
    things: 'Teeth Fin Ocean Reef Diver Aquarium Jaw Gills Whale Tooth',
    moves: 'FinSpotting ToothHunt SpeciesQuiz',
    verbs: 'Swim Spot Learn Dive',
    core: 'Fin Ocean Swim',
    scenes: 'SharkWeek',
    names:
      'SharkOrNot HowBigIsThatShark SharkOrDolphinFin SharkFactOrMyth SwimLikeAShark SharkSpeciesAtoZ SharkToothBeachHunt SaveTheSharks',
    also: 'sharkweek',
  },
  whale: {
    things: 'Ocean Blowhole Tail Pod Song Krill Boat Fin Calf Humpback',
    moves: 'BoatTour TailSpot SongGuess SizeCompare BlowholeSpot',
    verbs: 'Spot Swim Sing Learn',
    core: 'Blowhole Tail Song',
    scenes: 'WhaleWatch WhaleSong',
    names:
      'DrawABlueWhaleToScale WhaleSongChallenge EatLikeABaleenWhale NameThatWhale WhaleTailSpotting FirstWhaleWatch AdoptAWhale WhaleFactFriday',
  },
  'coral reef': {
    things: 'Fish Ocean Coral Turtle Clownfish Snorkel Sponge Seahorse Starfish Anemone',
    moves: 'ReefFacts SnorkelTour ReefMap FishSpotting ReefCleanup',
    verbs: 'Dive Explore Protect Learn',
    core: 'Coral Clownfish Snorkel',
    scenes: 'Snorkeling UnderTheSea',
    names:
      'SaveTheReef FindTheClownfish CoralReefInAShoebox CoralReefVinegarTest ReefSafeSunscreenSwap ReefFishQuiz CoralReefFactFriday AdoptACoral',
    also: 'greatbarrierreef reef',
  },
  beekeeping: {
    things: 'Hive Honey Suit Smoker Frame Queen Flowers Pollen Comb Jar Bee',
    moves: 'HiveCheck HoneyHarvest QueenSpotting FrameLift BeeFacts',
    verbs: 'Harvest Spot Protect Plant',
    core: 'Bee Hive Honey',
    scenes: 'Beehive HoneyHarvest',
    names:
      'SpotTheQueenBee DoTheWaggleDance HoneyTasteTest PlantAPollinatorPatch BeekeepingSuitUp BeekeeperForADay BeekeepingHiveCheck BeekeepingHarvestDay BugHotelBuild',
    also: 'beekeeper',
  },
  diversity: {
    things: 'Culture Language Flag Food Music Story Festival Book Map Family',
    moves: 'CultureShare HelloChallenge FamilyRecipe TraditionShare',
    verbs: 'Share Learn Celebrate Listen',
    core: 'Culture Flag Celebrate',
    names:
      'TheStoryOfMyName ShareYourCulture HelloInTenLanguages TeachMeATradition DiversityRecipeSwap DiversityBookChallenge DiversityBingo DiversityPlaylist',
    also: 'inclusion multicultural',
  },
  kwanzaa: {
    things: 'Kinara Candles Mkeka Unity Harvest Gifts Family Books Flag Crafts',
    moves: 'CandleLighting SevenPrinciples CraftGift FamilyFeast',
    verbs: 'Light Share Create Learn',
    core: 'Kinara Harvest SevenPrinciples',
    names:
      'SevenPrinciplesChallenge KwanzaaKinaraCraft KwanzaaMkekaWeave HandmadeKwanzaaGift KwanzaaWordsInSwahili KwanzaaFamilyFeast KwanzaaBookReadAloud KwanzaaCommunityCleanup',
  },
  'meteor shower': {
    things:
      'Blanket Telescope Sky Star Comet Constellation Thermos LawnChair Dust Horizon ShootingStar',
    moves: 'WishCount StreakSpot MidnightVigil RadiantFind DarkSkyDrive',
    verbs: 'Spot Wish Track Count',
    core: 'ShootingStar Wish',
    scenes: 'NightSky Stargazing',
    names:
      'ShootingStarCount MeteorShowerCampout MeteorShowerBingo FindADarkSky MeteorShowerTimelapse NameThatMeteorShower WhereDoMeteorsComeFrom DrawTheMeteorShower',
    also: 'shootingstar perseids meteor',
  },
  'tide pool': {
    things: 'Starfish Anemone Crab Snail Urchin Rock Barnacle Seaweed Bucket Shell',
    moves: 'CrabSpot LowTideWalk StarfishFind CreatureCount GentleLook',
    verbs: 'Explore Observe Identify Spot',
    core: 'Starfish Crab Explore',
    scenes: 'LowTide',
    names:
      'WhatLivesInATidePool TidePoolScavengerHunt FindTheStarfish CrabCountChallenge SketchATidePool LookDontTake CheckTheTideTable TidePoolBingo',
    also: 'rockpool rockpooling tidepooling',
  },
  photosynthesis: {
    things: 'Leaf Sunlight Chlorophyll Oxygen Plant Glucose Water Sprout',
    moves: 'LeafChromatography BubbleCount LeafPrint SunVsShade',
    verbs: 'Grow Observe Explain',
    core: 'Sunlight Leaf Chlorophyll',
    scenes: 'ScienceClass Greenhouse',
    names:
      'PhotosynthesisInEmojis FindTheHiddenLeafColors SunVsShadeSprouts PhotosynthesisIn30Sec CountTheOxygenBubbles PhotosynthesisRap ExplainItLikeAPlant SketchPhotosynthesis',
  },
  'water cycle': {
    things: 'Cloud Rain Evaporation Condensation Puddle RainGauge Ocean Raindrop',
    moves: 'CloudInAJar RainInABag PuddleTrace Timelapse',
    verbs: 'Evaporate Condense Observe',
    core: 'Cloud Rain Evaporation',
    scenes: 'RainyDay ScienceClass',
    names:
      'WaterCycleInABag CloudInAJarTrick TraceThePuddleChallenge ARaindropsJourney WaterCycleDance WaterCycleIn30Seconds DrawTheWaterCycle RainGaugeWeek',
  },
  'world war 2': {
    things: 'Timeline Map Museum Veteran Codebreaker Letter Poster Medal',
    moves: 'CodeBreaking HomeFront ThenAndNow RationRecipe',
    verbs: 'Remember Explore Learn',
    core: 'Timeline Codebreaker Veteran',
    scenes: 'MemorialDay HistoryClass',
    names:
      'WW2In60Seconds CrackTheEnigmaCode WW2FactOrMyth CookAWW2RationRecipe WW2TimelineChallenge RecreateAWW2Poster WW2MapQuiz ReadAWW2Letter',
    also: 'ww2 wwii worldwarii',
  },
  division: {
    things: 'Remainder Divisor Quotient Cookies Pizza Calculator Worksheet Candy',
    moves: 'ShareItOut FairShare SpeedRound SplitTheBill',
    verbs: 'Divide Share Split',
    core: 'Remainder Quotient Divide',
    scenes: 'MathClass',
    names:
      'ShareTheCookiesFairly DivisionSpeedRound WhyNotDivideByZero FindTheRemainder DivisionWithCandy SplitThePizzaEvenly DivisionFaceOff DivisionIn10Seconds',
  },
  addition: {
    things: 'PlusSign Sum Dice Blocks Abacus Beads NumberLine Fingers Receipt',
    moves: 'RollAndAdd MakeTen DoubleFacts NumberLineHop',
    verbs: 'Add Count Total',
    core: 'PlusSign Sum Add',
    scenes: 'MathClass Kindergarten',
    names:
      'RollAndAddChallenge MakeTenRace AdditionSpeedRound AddUpTheReceipt AdditionWithLego MentalAdditionDuel AdditionBingo NumberLineHop',
  },
  decimal: {
    things: 'Tenths Hundredths Money Price Receipt Ruler Stopwatch Cents Coins',
    moves: 'MoneyMath SortThem RoundIt PriceTag',
    verbs: 'Round Compare Order',
    core: 'Money Round Cents',
    scenes: 'MathClass',
    names:
      'SortTheDecimals StopAtExactly5Point00 DecimalsWithMoney GuessPricesToTheCent RoundItChallenge DecimalDuel MoveTheDecimalTrick DecimalsIn60Seconds',
  },
  percentage: {
    things: 'Discount Sale Tip Battery PieChart Grade Receipt Calculator',
    moves: 'SaleMath TipMath SwapTrick BatteryGuess',
    verbs: 'Calculate Estimate Compare',
    core: 'Discount Sale Tip',
    scenes: 'MathClass ShoppingTrip',
    names:
      'PercentSwapTrick PercentOffInYourHead GuessTheBatteryPercent SaleTagMathChallenge 10PercentShortcut PercentageFaceOff TipWithoutACalculator EstimateThePieChart',
    also: 'percent',
  },
  'sight words': {
    things: 'Flashcard WordWall StickyNote Reader Book Letter Sentence Bingo',
    moves: 'Hopscotch FlySwat ScavengerHunt FlashcardRace SnowballFight',
    verbs: 'Read Spot Spell',
    core: 'Flashcard WordWall Reader',
    scenes: 'Kindergarten ReadingTime',
    names:
      'SightWordHopscotch SightWordSwat SightWordScavengerHunt FlashcardSpeedRound SightWordBingo StickyNoteWordHunt SpotTheSightWord SightWordSnowballFight',
  },
  haiku: {
    things: 'Syllable Season Nature Notebook Blossom Moon Pen Verse',
    moves: 'FiveSevenFive SyllableCount NatureWalk PoemADay',
    verbs: 'Write Count Read',
    core: 'Syllable FiveSevenFive Nature',
    scenes: 'PoetryMonth Springtime',
    names:
      'MovieInAHaiku HaikuAboutYourSnack 575SyllableChallenge HaikuInTheWild HaikuFaceOff HaikuForYourPet TodaysWeatherHaiku HaikuADay',
  },
  storytelling: {
    things: 'Campfire Book Character Plot Puppet Dice Ending Hero',
    moves: 'StoryDice OneWordStory PlotTwist SixWordStory StoryChain',
    verbs: 'Tell Imagine Narrate',
    core: 'Plot Character Campfire',
    scenes: 'Campfire Bedtime',
    names:
      'YouWriteTheEnding AddOneSentence SixWordStory RollThePromptDice ThreeObjectsOneTale PlotTwistChallenge StorytellingRelay TellItInSixtySeconds',
  },
  'ancient greece': {
    things: 'Olympics Temple Column Myth Owl Amphora Toga Labyrinth',
    moves: 'OlympicGames MythRetelling TrojanHorse Marathon',
    verbs: 'Explore Discover Debate',
    core: 'Olympics Temple Myth',
    scenes: 'HistoryClass Museum',
    names:
      'GreekGodOrNot BuildATrojanHorse AncientGreeceIn60 GreekMythInThreeActs MiniOlympicsChallenge AncientGreekAlphabet GuessTheOlympian DrawAGreekVase',
    also: 'ancientgreek',
  },
  cell: {
    things: 'Nucleus Mitochondria Membrane Microscope Onion Cheek Slide Organelle',
    moves: 'ModelBuild OnionSkinSlide JelloModel CityAnalogy',
    verbs: 'Observe Build Label',
    core: 'Nucleus Mitochondria Microscope',
    scenes: 'BiologyClass ScienceLab',
    names:
      'BuildACellModel EdibleCellChallenge PowerhouseOfTheCell OnionCellsUpClose CellAsACity LabelTheCellRace CellPartsIn30Seconds PlantVsAnimalCell',
    also: 'cells cellbiology',
  },
  braille: {
    things: 'Dots Alphabet Cell Fingertips Card Sign Name Book',
    moves: 'NameInDots DotCode TouchRead LegoDots',
    verbs: 'Read Touch Spell',
    core: 'Dots Alphabet Fingertips',
    scenes: 'BrailleDay',
    names:
      'WriteYourNameInBraille BrailleWithLego ReadItWithYourFingers BrailleAlphabetRace LearnABrailleLetter SpotTheBrailleSign BrailleCookieCode DotsToWords',
  },
  synonym: {
    things: 'Thesaurus Word Dictionary Flashcard Adjective Sentence Vocab Card',
    moves: 'WordSwap SayItAnotherWay WordChain',
    verbs: 'Swap Replace Find',
    core: 'Thesaurus Word WordSwap',
    scenes: 'EnglishClass',
    names:
      'SayItAnotherWay SynonymChainChallenge BanTheWordGood SynonymSpeedRound ThesaurusRemix SynonymSwapStory SynonymFaceOff 5WaysToSayHappy',
  },
  homophone: {
    things: 'Pair Word Sentence Spelling Flashcard Pun Riddle Joke',
    moves: 'ThereTheirTheyre SpotTheSwap PunChallenge SoundAlike',
    verbs: 'Spell Spot Swap',
    core: 'ThereTheirTheyre Pun SoundAlike',
    scenes: 'EnglishClass',
    names:
      'ThereTheirTheyreQuiz HomophoneHunt HomophonePunOff SpotTheWrongWord HomophoneSpellingRace SameSoundNewMeaning HomophoneRiddles WriteAHomophoneJoke',
    also: 'homonym',
  },
  punctuation: {
    things: 'Comma Period Apostrophe Exclamation Question Quotes Colon Semicolon',
    moves: 'CommaSave LetsEatGrandma FixTheSign MarkSwap',
    verbs: 'Fix Place Spot',
    core: 'Comma Apostrophe Exclamation',
    scenes: 'EnglishClass',
    names:
      'LetsEatGrandmaChallenge OneCommaChangesIt FixThePunctuation PunctuationDetective SpotTheMissingComma ApostropheCheck PunctuationRace ReadItWithThePunctuation',
  },
  'life cycle': {
    things: 'Egg Caterpillar Chrysalis Butterfly Tadpole Frog Seed Sprout',
    moves: 'Metamorphosis GrowAtHome SeedToPlant TadpoleWatch',
    verbs: 'Grow Hatch Observe',
    core: 'Caterpillar Butterfly Tadpole',
    scenes: 'ScienceClass Springtime',
    names:
      'CaterpillarToButterfly SeedToSproutDiary LifeCycleInPlayDough TadpoleToFrogWatch LifeCycleCharades LifeCycleIn4Drawings BeanInABagWeek GuessTheLifeStage',
    also: 'lifecycles',
  },
  'food chain': {
    things: 'Predator Prey Producer Consumer Sun Grass Owl Mouse',
    moves: 'FoodWeb WhoEatsWho EnergyFlow ChainBuild',
    verbs: 'Build Connect Sort',
    core: 'Predator Prey Producer',
    scenes: 'ScienceClass NatureWalk',
    names:
      'FoodChainCharades BuildAFoodChain FoodChainInYourGarden FoodChainOrigami PredatorOrPrey OceanFoodChainQuiz FoodChainIn5Links ConnectTheFoodWeb',
    also: 'foodweb',
  },
  'sink or float': {
    things: 'Water Tub Orange Egg Salt Lemon Boat Foil',
    moves: 'SaltyEgg FoilBoat PeelTest GuessFirst',
    verbs: 'Predict Test Drop',
    core: 'Water Orange Egg',
    scenes: 'BathTime ScienceClass',
    names:
      'WillItFloatChallenge FloatingEggTrick FoilBoatPennyChallenge PeeledOrangeTest SinkOrFloatPredictions FruitSinkOrFloat SinkOrFloatFaceOff MakeItFloat',
    also: 'floatorsink',
  },
  'simple machines': {
    things: 'Lever Pulley Ramp Wheel Wedge Screw Axle Seesaw',
    moves: 'RubeGoldberg MarbleRun PulleyLift RampRace',
    verbs: 'Build Lift Launch',
    core: 'Lever Pulley Ramp',
    scenes: 'ScienceClass',
    names:
      'SimpleMachineHunt BuildARubeGoldberg SpoonCatapultChallenge CardboardPulleyLift RampRaceChallenge SixSimpleMachines SimpleMachineOrNot SimpleMachinesAtHome',
    also: 'simplemachine',
  },
  'moon phases': {
    things: 'Crescent Gibbous FullMoon NewMoon Telescope Calendar Oreo Flashlight',
    moves: 'OreoPhases MoonJournal FlashlightModel NightSky',
    verbs: 'Track Observe Sketch',
    core: 'Crescent FullMoon Oreo',
    scenes: 'NightSky Stargazing',
    names:
      'OreoMoonPhases MoonPhaseJournal TonightsMoonPhase MoonPhasesIn30Seconds SketchTheMoon30Days NameThatMoonPhase MoonPhaseFlashlightDemo MoonPhaseMatch',
    also: 'moonphase lunarphases',
  },
  'static electricity': {
    things: 'Balloon Hair Spark Comb Sweater Tissue Can Charge',
    moves: 'BalloonHair CanRace BendWater ZapTest',
    verbs: 'Rub Stick Charge',
    core: 'Balloon Hair Spark',
    scenes: 'ScienceClass',
    names:
      'StaticHairChallenge StaticCanRace BendWaterWithABalloon StaticButterflyFlap StaticClingWall StaticElectricityTrick DancingTissueGhost StaticStrengthTest',
    also: 'static',
  },
  'five senses': {
    things: 'Blindfold Taste Smell Touch Hearing Sight MysteryBox Jellybean',
    moves: 'TasteTest MysteryBag SmellGuess SoundWalk',
    verbs: 'Taste Sniff Feel',
    core: 'Blindfold Taste MysteryBox',
    scenes: 'ScienceClass Kindergarten',
    names:
      'FiveSensesScavengerHunt HoldYourNoseTasteTest WhatsInTheMysteryBox FiveSensesWalk GuessItBySmell FiveSensesPoem BlindfoldJellybeanDare FiveSensesSnackReview',
    also: 'senses',
  },
  subtraction: {
    things: 'MinusSign Difference Borrowing NumberLine Blocks Cookies Dice Pins',
    moves: 'CountBack TakeAway Regrouping CookieJarMath',
    verbs: 'Subtract Remove Count',
    core: 'MinusSign TakeAway Difference',
    scenes: 'MathClass',
    names:
      'SubtractionBowling CookieTakeAwayMath RollAndSubtract SubtractionSpeedRound ChangeFromADollar SubtractionWithLego CountBackRace SubtractionFaceOff',
  },
  'word problems': {
    things: 'Story Question Clue Keyword Drawing Answer Pizza Train',
    moves: 'DrawItOut StorySolve FindTheClue WriteYourOwn',
    verbs: 'Solve Read Draw',
    core: 'Story Clue DrawItOut',
    scenes: 'MathClass',
    names:
      'ActOutTheWordProblem SillyWordProblems DrawTheWordProblem RealLifeWordProblem WordProblemSwap SolveItWithSnacks WordProblemRace StumpMeWithAWordProblem',
  },
  invention: {
    things: 'Prototype Blueprint Gadget Patent Lightbulb Cardboard Wheel Sketch',
    moves: 'CardboardBuild ProblemSolver ShoeboxGadget RecycledBuild',
    verbs: 'Invent Build Design',
    core: 'Prototype Blueprint Lightbulb',
    scenes: 'InventionFair',
    names:
      'FixAnEverydayProblem InventionOrFake GuessTheInventionYear CardboardInvention PitchYourInvention ShoeboxGadgetChallenge RecycledInventionRace SketchYourInvention',
    also: 'inventor',
  },
  'moon landing': {
    things: 'Apollo Rocket Astronaut Footprint Lander Flag Helmet Crater',
    moves: 'Countdown OneSmallStep EggLander Splashdown',
    verbs: 'Launch Land Explore',
    core: 'Apollo Footprint Countdown',
    scenes: 'SpaceDay',
    names:
      'EggMoonLanderChallenge RecreateTheMoonLanding OneSmallStepChallenge MoonLandingIn60Seconds FootprintInFlour MoonLandingFactOrMyth MoonWalkInSlowMo ApolloCountdownChallenge',
    also: 'apollo11',
  },
  titanic: {
    things: 'Iceberg Ship Lifeboat Ocean Museum Ticket Compass Deck',
    moves: 'FoilShip IcebergExperiment FloatTest LegoBuild',
    verbs: 'Build Float Explore',
    core: 'Iceberg Ship Lifeboat',
    scenes: 'HistoryClass',
    names:
      'TitanicFactOrMyth TitanicInOneMinute TitanicLegoBuild HowMuchIceIsHidden DrawTheTitanic TitanicTriviaChallenge WhyIcebergsFloat FoilShipSinkTest',
  },
  compass: {
    things: 'Needle North Magnet Map Cork Bowl Trail Arrow',
    moves: 'FloatingNeedle TreasureWalk Orienteering FindNorth',
    verbs: 'Navigate Point Find',
    core: 'Needle North Magnet',
    scenes: 'NatureWalk Campsite',
    names:
      'FloatingNeedleCompass CompassTreasureHunt FindNorthWithoutAPhone NeverEatSoggyWaffles CompassOnlyWalk BackyardOrienteering CompassRoseArt CompassPointsRelay',
  },
  'fairy tale': {
    things: 'Castle Dragon Princess Wolf Beanstalk Slipper Forest Witch',
    moves: 'TwistedEnding RetellIt VillainSide ModernRemake',
    verbs: 'Retell Imagine Act',
    core: 'Castle Dragon Beanstalk',
    scenes: 'Bedtime StoryTime',
    names:
      'TwistedFairyTale TheVillainsSide GuessTheFairyTaleEmoji HuffAndPuffHouseTest FairyTaleIn60Seconds ModernFairyTaleRemake FairyTaleCharades ThreeBillyGoatsBridge',
  },
  'nursery rhymes': {
    things: 'Spider Star Sheep Clock Spout Wall Bus Muffin',
    moves: 'RhymeRemix HandMotions SingAlong Puppets',
    verbs: 'Sing Rhyme Clap',
    core: 'Spider Star HandMotions',
    scenes: 'Preschool StoryTime',
    names:
      'FinishTheNurseryRhyme HumptyDumptyEggDrop NurseryRhymeRemix NewVerseChallenge NurseryRhymePuppetShow GuessTheRhymeHum TwinkleInThreeStyles NurseryRhymeHandMotions',
  },
  symmetry: {
    things: 'Mirror Butterfly Leaf Paint Fold Snowflake Line Blocks',
    moves: 'InkBlot MirrorDraw OtherHalf PaperSnowflake',
    verbs: 'Fold Reflect Draw',
    core: 'Mirror Butterfly Fold',
    scenes: 'ArtClass MathClass',
    names:
      'FinishTheOtherHalf InkBlotButterfly SymmetryHunt MirrorDrawingChallenge SymmetrySnowflakeFold SymmetryWithBlocks LeafSymmetrySketch SymmetryRelayDraw',
    also: 'symmetrical',
  },
  'roman numerals': {
    things: 'Clock Sundial Column Calendar Coin Tablet Chisel Matchsticks',
    moves: 'BirthYearCode ClockRead NumberConvert CodeCrack',
    verbs: 'Convert Decode Write',
    core: 'Clock BirthYearCode Decode',
    scenes: 'MathClass',
    names:
      'BirthYearInRomanNumerals ReadTheRomanClock RomanNumeralRace RomanMathChallenge DecodeTheRomanDate RomanNumeralMatchSticks RomanNumeralsIn60Sec RomanNumeralBingo',
  },
  'rock cycle': {
    things: 'Crayon Magma Sediment Crystal Volcano Pebble Fossil Layers',
    moves: 'CrayonRocks StarburstRocks SedimentJar LayerCake',
    verbs: 'Melt Press Sort',
    core: 'Crayon Magma Sediment',
    scenes: 'ScienceClass',
    names:
      'CrayonRockCycle StarburstRockCycle SedimentJarShake APebblesJourney RockCycleIn60Seconds SortYourRockFinds RockCycleCharades RockCycleLayerCake',
  },
  anagram: {
    things: 'Letters Tiles Word Scrabble Name Timer Clue Puzzle',
    moves: 'NameScramble LetterSwap SpeedSolve WordFlip',
    verbs: 'Scramble Unscramble Solve',
    core: 'Letters Tiles NameScramble',
    names:
      'AnagramYourName MovieTitleAnagrams UnscrambleIn10Seconds AnagramFaceOff FridgeMagnetAnagrams AnagramSpeedSolve PetNameAnagram AnagramClueHunt',
  },
  palindrome: {
    things: 'Word Sentence Number Racecar Mirror Date Backwards Letters',
    moves: 'SayItBackwards ReverseRead DateHunt NumberFlip',
    verbs: 'Reverse Read Spell',
    core: 'Racecar Backwards Mirror',
    names:
      'LongestPalindrome SayItBackwardsChallenge PalindromeDateHunt PalindromeNumbersTrick NamePalindromeHunt PalindromeFaceOff WriteAPalindromePoem SpotThePalindrome',
  },
  rhyming: {
    things: 'Words Couplet Poem Beat Flashcard Pair Verse Chant',
    moves: 'RhymeChain FinishTheLine WordPairs RhymeOff',
    verbs: 'Rhyme Clap Match',
    core: 'Couplet RhymeChain Poem',
    scenes: 'EnglishClass',
    names:
      'RhymeChainChallenge FinishTheRhyme RhymeWithYourName CanYouRhymeOrange RhymeEverythingDay OneMinuteRhymeOff RhymingWordHunt RhymingBedtimeStory',
    also: 'rhymingwords rhyme',
  },
  germ: {
    things: 'Glitter Soap Pepper Petri Hands Microscope Sanitizer Sink',
    moves: 'GlitterSpread PepperScatter HandwashTimer SoapTest',
    verbs: 'Wash Scrub Spread',
    core: 'Glitter Soap Pepper',
    scenes: 'ScienceClass',
    names:
      'GlitterGermsTest PepperAndSoapTrick GermSpreadExperiment WhereDoGermsHide ScrubFor20Seconds BestHandwashSong GermBusterChallenge GermDetectives',
  },
  density: {
    things: 'Honey Oil Syrup Water Jar Layers Rainbow Egg',
    moves: 'RainbowTower LiquidLayers LavaLamp FloatingEgg',
    verbs: 'Pour Layer Float',
    core: 'Honey Oil Layers',
    scenes: 'ScienceClass',
    names:
      'RainbowLiquidTower DensityJarChallenge GuessTheDensityOrder DropItInTheLayers HomemadeLavaLamp DensityInAGlass MakeAnEggFloat DensityFaceOff',
    also: 'densitytower densitycolumn',
  },
  'prime numbers': {
    things: 'Prime Factor Divisor Sieve Number Chart Twin Composite',
    moves: 'PrimeHunt FactorTree SieveRace PrimeOrNot',
    verbs: 'Divide Factor Spot',
    core: 'Prime Factor Sieve',
    scenes: 'Whiteboard',
    names:
      'PrimeOrNotChallenge SpotThePrimeIn5 FactorTreeRace NextPrimeNumber PrimeBirthdayCheck PrimeNumberHopscotch PrimeNumberBingo PrimeNumbersTo100',
    also: 'primenumber primes',
  },
  'pythagorean theorem': {
    things: 'Triangle Hypotenuse Square Leg RightAngle Ladder Ruler Proof',
    moves: 'ProofInPictures LadderProblem SquareCutout FindTheHypotenuse',
    verbs: 'Prove Measure Solve',
    core: 'Triangle Hypotenuse RightAngle',
    scenes: 'Geometry',
    names:
      'PythagorasProofIn60 ProveItWithSquares FindTheHypotenuse PythagorasInMyRoom SingTheFormula PaperCutoutPuzzle PythagoreanTriples RightAngleHunt',
    also: 'pythagoras',
    spelled: 'PythagoreanTheorem',
  },
  'square root': {
    things: 'Radical Square Root Perfect Estimate Calculator Decimal Grid',
    moves: 'MentalRoot EstimateIt PerfectSquares RootRace',
    verbs: 'Estimate Guess Square',
    core: 'Radical Perfect Estimate',
    scenes: 'Whiteboard',
    names:
      'SquareRootInYourHead EstimateTheRoot PerfectSquaresTo400 SquareRootRace GuessTheRootIn5 RootOfMyAge SquareRootSpeedDrill SquareRootVsCalculator',
    also: 'squareroots',
  },
  fibonacci: {
    things: 'Spiral Sequence Sunflower Shell Pinecone Rabbit Ratio Petal',
    moves: 'SpiralHunt SequenceRace NatureHunt SpiralDraw',
    verbs: 'Spot Draw Count',
    core: 'Spiral Sequence Sunflower',
    scenes: 'Garden',
    names:
      'FibonacciNatureHunt DrawTheFibonacciSpiral CountThePinecone FibonacciSequenceRace SpiralsInMyKitchen FibonacciInFlowers NextNumberPlease FibonacciArtChallenge',
    also: 'fibonaccisequence goldenspiral',
  },
  perimeter: {
    things: 'Area Length Width Grid Fence Ruler Tape Square',
    moves: 'MeasureTheRoom FenceDesign GridDraw SameAreaShapes',
    verbs: 'Measure Add Design',
    core: 'Area Length Width',
    scenes: 'Backyard',
    names:
      'MeasureMyRoomPerimeter AreaVsPerimeterRace DesignADreamGarden SamePerimeterNewShape WalkThePerimeter PerimeterOfMyPetBed PerimeterGridCastle FenceTheBiggestField',
    also: 'areaandperimeter',
  },
  angles: {
    things: 'Protractor Degree Acute Obtuse Right Triangle Corner Compass',
    moves: 'DegreeHunt GuessTheDegree ArmShapes ProtractorDuel',
    verbs: 'Measure Guess Spot',
    core: 'Protractor Acute Obtuse',
    scenes: 'Classroom',
    names:
      'GuessTheAngleChallenge AngleHuntAtHome MakeTheAngleWithArms AcuteOrObtuse ProtractorShowdown AnglesInMyStreet RightAngleScavenger AnglesInArt',
    also: 'angle',
  },
  'place value': {
    things: 'Ones Tens Hundreds Thousands Digit Block Chart Decimal',
    moves: 'BuildTheNumber DigitSwap BiggestNumber BlockBuild',
    verbs: 'Build Swap Round',
    core: 'Ones Tens Hundreds',
    scenes: 'Classroom',
    names:
      'BuildTheBiggestNumber PlaceValueWithLego DigitSwapChallenge PlaceValueRace OnesTensHundreds PlaceValueBlockBuild GuessMyNumber PlaceValueCupStack',
    also: 'placevalues',
  },
  coins: {
    things: 'Penny Nickel Dime Quarter Piggy Bank Wallet Change',
    moves: 'ChangeSort CountTheJar MakeChange PennyRubbing',
    verbs: 'Count Sort Save',
    core: 'Penny Quarter Piggy',
    scenes: 'PiggyBank',
    names:
      'CountTheCoinJar CoinSortRace MakeChangeChallenge CoinTowerChallenge CoinRubbingArt SaveACoinADay WhoIsOnTheCoin CoinYearHunt',
    also: 'countingmoney coincounting',
  },
  measurement: {
    things: 'Ruler Tape Scale Cup Inch Centimeter Gram Liter',
    moves: 'GuessAndMeasure EstimateIt BodyRuler KitchenScale',
    verbs: 'Measure Estimate Weigh',
    core: 'Ruler Tape Scale',
    scenes: 'Kitchen',
    names:
      'GuessThenMeasure HowManyHandsLong EstimateTheWeight MeasureWithoutARuler MetricOrImperial MeasureYourShadow KitchenScaleGuess InchWormMeasure',
    also: 'measuring measurements',
  },
  etymology: {
    things: 'Root Origin Latin Greek Prefix Suffix Dictionary History',
    moves: 'WordOrigin RootHunt GuessTheOrigin WordTree',
    verbs: 'Trace Guess Discover',
    core: 'Root Origin Prefix',
    scenes: 'Library',
    names:
      'GuessTheWordOrigin EtymologyIn60 EtymologyOfTheDay EtymologyDetective EverydayPhrasesDecoded LoanwordHunt EtymologyOfMyName LatinRootFamilyTree',
    also: 'wordorigins wordorigin',
  },
  pronunciation: {
    things: 'Accent Vowel Syllable Stress Sound Mouth Mirror Tongue',
    moves: 'SayItRight MinimalPairs SlowThenFast ShadowReading',
    verbs: 'Say Repeat Practice',
    core: 'Vowel Syllable Stress',
    scenes: 'Mirror',
    names:
      'SayItRightChallenge HowDoYouPronounceThis MinimalPairsChallenge PronunciationGlowUp ShadowingForAWeek SilentLetterCheck PronounceMyName CommonlyMispronounced',
    also: 'pronounce pronouncing',
  },
  'parts of speech': {
    things: 'Noun Verb Adjective Adverb Pronoun Sentence Preposition Conjunction',
    moves: 'SortTheWords MadLibs SentenceBuild ColorCode',
    verbs: 'Sort Build Spot',
    core: 'Noun Verb Adjective',
    scenes: 'Classroom',
    names:
      'NounVerbAdjective MadLibsWithFamily PartsOfSpeechSort BuildASillySentence AdverbCharades SpotThePronoun ColorCodeAParagraph PartsOfSpeechRace',
    also: 'nouns verbs adjectives adverbs',
  },
  'book report': {
    things: 'Summary Character Plot Cover Diorama Poster Rating Setting',
    moves: 'ReportIn60 DioramaBuild CharacterInterview BookTrailer',
    verbs: 'Summarize Review Present',
    core: 'Summary Plot Diorama',
    scenes: 'Classroom',
    names:
      'BookReportIn60 BookInABoxDiorama InterviewTheCharacter MakeABookTrailer BookReportAsASong CerealBoxBookReport OneWordBookReport BookReportRemix',
  },
  revision: {
    things: 'Flashcard Notes Timetable Highlighter PastPaper Planner Mindmap',
    moves: 'PastPaperRace BlurtMethod StudySprint FlashcardBlitz',
    verbs: 'Revise Recall Review',
    core: 'Flashcard Timetable Notes',
    scenes: 'Library',
    names:
      'ReviseWithMe BlurtingChallenge PastPaperPowerHour OneTopicADay RevisionTimetableGlowUp RevisionSprintIn25 TeachItToMyMum RevisionNotesMakeover',
    also: 'revising revisewithme',
  },
  'memory palace': {
    things: 'Room Route Image Hallway Door Memory Journey Card',
    moves: 'BuildAPalace RecallRun DeckInMinutes ListRecall',
    verbs: 'Picture Place Recall',
    core: 'Room Route Image',
    scenes: 'Home',
    names:
      'BuildYourMemoryPalace Remember20Things MemoryPalaceDeckRun MemorizeAllPlanets MemoryPalaceIn7Days RecallTheGroceryList MemoryPalaceVsFlashcards WalkAndRemember',
    also: 'methodofloci',
  },
  mnemonic: {
    things: 'Acronym Rhyme Song Phrase Letter List Trick Hook',
    moves: 'InventOne RhymeIt SingIt FirstLetters',
    verbs: 'Rhyme Remember Invent',
    core: 'Acronym Rhyme Phrase',
    scenes: 'Classroom',
    names:
      'InventAMnemonic BestMnemonicWins MnemonicForThePlanets SillySentenceMemory MnemonicInASong MyFavoriteMnemonic MnemonicForTheColors TeachMeYourMnemonic',
    also: 'mnemonics mnemonicdevice',
  },
  'feynman technique': {
    things: 'Notebook Gap Analogy Explanation Simple Topic Kid Paper',
    moves: 'ExplainLikeIm5 FindTheGap SimplifyIt TeachBack',
    verbs: 'Explain Simplify Teach',
    core: 'Analogy Explanation TeachBack',
    scenes: 'Notebook',
    names:
      'FeynmanItIn60 NoJargonAllowed GrandmaUnderstoodIt FeynmanOnePage FeynmanGapHunt TeachBackChallenge FeynmanMethodFriday ExplainItToA5YearOld',
    also: 'feynman feynmanmethod',
  },
  'elephant toothpaste': {
    things: 'Foam Yeast Peroxide Bottle DishSoap Tray Goggles',
    moves: 'FoamTower ColorFoam BigReveal Countdown',
    verbs: 'Pour Foam Erupt',
    core: 'Foam Yeast Peroxide',
    scenes: 'Kitchen',
    names:
      'ElephantToothpasteRace RainbowElephantToothpaste GiantElephantToothpaste ElephantToothpasteAtHome FoamInSlowMotion ExplainTheChemistry CatalystSwapTest GuessHowHighItGoes',
  },
  'rube goldberg': {
    things: 'Domino Marble Ramp Ball Track Pulley Cup Trigger',
    moves: 'ChainReaction DominoRun OneTake MarbleRamp',
    verbs: 'Build Trigger Chain',
    core: 'Domino Marble ChainReaction',
    scenes: 'LivingRoom',
    names:
      'RubeGoldbergBreakfast TurnOffTheLightMachine DominoChainReaction OneTakeRubeGoldberg RubeGoldbergIn10Steps HomemadeMarbleRun RubeGoldbergWakeUp BuildAContraptionForMom',
    also: 'rubegoldbergmachine chainreactionmachine',
  },
  catapult: {
    things: 'PopsicleStick Spoon RubberBand Pompom Marshmallow Target Bucket',
    moves: 'TargetShot DistanceTest BuildOff CastleSiege',
    verbs: 'Launch Aim Build',
    core: 'PopsicleStick Spoon RubberBand',
    scenes: 'Classroom',
    names:
      'PopsicleStickCatapult CatapultIntoTheCup FarthestPompomWins CatapultBuildOff MarshmallowCatapult CatapultCastleSiege TweakYourCatapult CatapultTargetPractice',
  },
  'balloon car': {
    things: 'Balloon Straw Wheels BottleCap Cardboard Axle Tape',
    moves: 'BalloonRace DistanceTest BuildOff NoGlueBuild',
    verbs: 'Build Inflate Race',
    core: 'Balloon Straw Axle',
    scenes: 'Hallway',
    names:
      'BalloonCarRace FarthestBalloonCar BalloonCarBuildOff BottleBalloonCar BalloonCarFromRecycling BalloonCarDragRace FixMyBalloonCar BalloonPoweredRacer',
    also: 'ballooncars balloonpoweredcar',
  },
  'invisible ink': {
    things: 'LemonJuice Paper Lamp Message Brush Secret Code',
    moves: 'SecretMessage RevealIt CodeSwap SpyNote',
    verbs: 'Write Reveal Decode',
    core: 'LemonJuice Message Secret',
    scenes: 'SpySchool',
    names:
      'LemonJuiceSecretNote RevealTheMessage InvisibleInkLetters SpyNoteSwap InvisibleInkTreasureMap WriteItDecodeIt BestInvisibleInk SecretCodeInInk',
  },
  'crystal growing': {
    things: 'Borax Salt Sugar Jar String PipeCleaner Geode',
    moves: 'OvernightCrystals GeodeBuild SugarCrystals DayByDay',
    verbs: 'Grow Dissolve Wait',
    core: 'Borax Jar Salt',
    scenes: 'Windowsill',
    names:
      'GrowCrystalsOvernight RockCandyExperiment SaltCrystalsDayByDay EggshellGeodes BiggestCrystalWins CrystalSnowflake WatchCrystalsGrow SugarVsSaltCrystals',
    also: 'growcrystals growingcrystals',
  },
  'states of matter': {
    things: 'Solid Liquid Gas Ice Steam Water Molecule Melt',
    moves: 'IceToSteam MeltRace FreezeTest MatterSort',
    verbs: 'Melt Freeze Sort',
    core: 'Solid Liquid Gas',
    scenes: 'Kitchen',
    names:
      'SolidLiquidGas StatesOfMatterIn60 IceCubeMeltOff SortItByMatter IceToSteamTimelapse OobleckSolidOrLiquid MatterHuntAtHome ActLikeAMolecule',
    also: 'solidliquidgas',
  },
  'potato battery': {
    things: 'Potato Lemon Zinc Copper Wire Led Nail Penny',
    moves: 'LightTheLed FruitBattery VoltTest ChainThem',
    verbs: 'Connect Power Light',
    core: 'Potato Copper Zinc',
    scenes: 'Kitchen',
    names:
      'LightAnLedWithPotatoes FruitBatteryShowdown LemonVsPotatoPower HowManyPotatoes PotatoClockChallenge VeggieBatteryRanking PotatoBatteryVoltTest ChainThePotatoes',
    also: 'lemonbattery fruitbattery',
  },
  'solar oven': {
    things: 'PizzaBox Foil PlasticWrap Sun Smore Thermometer',
    moves: 'SmoreMelt SunnyDayBake BoxBuild TempTest',
    verbs: 'Build Melt Bake',
    core: 'Foil Sun Smore',
    scenes: 'SunnyDay',
    names:
      'PizzaBoxSolarOven SolarSmoreChallenge MeltItWithTheSun HottestSolarOven SolarOvenNachos SolarOvenBuildOff SunPoweredSnack SolarOvenTempTest',
    also: 'solarcooker',
  },
  renaissance: {
    things: 'Fresco Sculpture Perspective Invention Painting PrintingPress Florence',
    moves: 'PoseRecreation SketchbookPage PerspectiveDrawing InventionSketch',
    verbs: 'Sketch Invent Paint',
    core: 'Fresco Perspective Florence',
    scenes: 'Museum',
    names:
      'RenaissancePoseRecreate RenaissanceIn60 SketchLikeDaVinci RenaissanceInventionsDIY RenaissancePortraitMe PerspectiveDrawingDare GuessTheArtist RenaissanceFactFriday',
  },
  hieroglyphics: {
    things: 'Symbol Papyrus Cartouche Pharaoh Scribe Tomb Ibis Eye',
    moves: 'NameInGlyphs CartoucheCraft DecodeIt SecretMessage',
    verbs: 'Write Decode Carve',
    core: 'Symbol Papyrus Cartouche',
    scenes: 'Museum',
    names:
      'MyNameInHieroglyphs DecodeTheGlyphs CartoucheCraftChallenge HieroglyphSecretNote PapyrusFromPaperBags HieroglyphEmojiSwap HieroglyphBirthdayCard GuessTheGlyph',
    also: 'hieroglyphs hieroglyph',
  },
  'compound interest': {
    things: 'Savings Interest Penny Jar Chart Growth Bank Calculator',
    moves: 'PennyDoubled SavingsChart RuleOf72 JarTest',
    verbs: 'Save Grow Double',
    core: 'Savings Interest Growth',
    scenes: 'PiggyBank',
    names:
      'PennyDoubledFor30Days CompoundInterestWithRice GuessTheRuleOf72 CompoundInterestIn60 ExplainItInThreeWords SavingsJarExperiment CompoundingWithCandy WatchTheCoinsGrow',
  },
  'read aloud': {
    things: 'PictureBook Voices Character Story Bedtime Chapter Library',
    moves: 'CharacterVoices BedtimeStory OneChapterADay DramaticReading',
    verbs: 'Read Voice Act',
    core: 'Story Voices Bedtime',
    scenes: 'Bedtime StoryTime',
    names:
      'ReadAloudWithVoices OneChapterEveryNight ReadItToMyPet BedtimeStoryRelay GrandpaReadsAloud DramaticReadingChallenge ReadAloudInTwoLanguages StoryVoiceSwap',
    also: 'readalouds',
  },
  camouflage: {
    things: 'Chameleon Octopus Moth StickInsect Leaf Pattern Predator Color',
    moves: 'HideAndSpot BlendIn FindTheAnimal PatternMatch',
    verbs: 'Hide Blend Spot',
    core: 'Chameleon Pattern BlendIn',
    scenes: 'Garden',
    names:
      'FindTheHiddenAnimal CamouflageChallenge CamouflageToyHunt ChameleonColorMatch DrawACamouflageMoth SpotTheStickInsect PaperMothHideAndSeek CamouflageSelfie',
  },
  metamorphosis: {
    things: 'Caterpillar Chrysalis Butterfly Tadpole Frog Egg Cocoon Wings',
    moves: 'ButterflyWatch LifeCycleCraft TadpoleDiary Release',
    verbs: 'Watch Hatch Grow',
    core: 'Caterpillar Chrysalis Butterfly',
    scenes: 'Garden',
    names:
      'CaterpillarToButterfly TadpoleToFrogTimelapse ActOutMetamorphosis GuessTheLifeStage MetamorphosisIn60 MetamorphosisCountdown ChrysalisWatchDiary MetamorphosisReleaseDay',
  },
  swahili: {
    things: 'Jambo Asante Karibu Hakuna Rafiki Safari Habari Numbers',
    moves: 'PhraseADay CountToTen GreetingsChallenge SongLearn',
    verbs: 'Greet Learn Speak',
    core: 'Jambo Asante Karibu',
    scenes: 'Kitchen',
    names:
      'SwahiliWordOfTheDay JamboChallenge CountToTenInSwahili LearnSwahiliIn30Days SwahiliGreetingsGame SpeakSwahiliWithMe AsanteForEverything SwahiliSongSingAlong',
    also: 'kiswahili',
  },
  hawaiian: {
    things: 'Aloha Mahalo Ohana Hula Ukulele Lei Honu Kai',
    moves: 'WordADay HulaHands SongLearn GreetingsGame',
    verbs: 'Greet Learn Sing',
    core: 'Aloha Mahalo Ohana',
    scenes: 'Beach',
    names:
      'HawaiianWordOfTheDay LearnHawaiianWithMe MahaloChallenge OhanaWordsInHawaiian SingTheHawaiianVowels SayItInHawaiian HawaiianPlaceNames CountInHawaiian',
    also: 'olelohawaii',
  },
  cantonese: {
    things: 'Tone DimSum Character Phrase Jyutping Family Numbers Market',
    moves: 'ToneDrill DimSumOrder PhraseADay CountToTen',
    verbs: 'Order Speak Learn',
    core: 'Tone DimSum Phrase',
    scenes: 'YumCha',
    names:
      'CantoneseWordOfTheDay OrderDimSumInCantonese NineTonesChallenge LearnCantoneseWithMe CantoneseWithMyGrandma CantoneseTongueTwister CountInCantonese CantonesePhraseFriday',
  },
  'light bulb': {
    things: 'Filament Lamp Switch Watt Socket Glow Idea LED',
    moves: 'LightItUp IdeaMoment SwapToLED GlowTest CircuitBuild',
    verbs: 'Light Switch Glow Swap',
    core: 'Filament Switch Glow',
    scenes: 'Classroom Evening',
    names:
      'LemonBatteryBulb PotatoPowerBulb LightBulbMoment HowABulbGlows LEDVsOldBulb LightBulbCircuitBuild ChangeABulbSafely LightBulbFactsIn60',
    also: 'lightbulbs',
  },
  notebook: {
    things: 'Pages Notes Doodle Planner Journal Sticker Highlighter Margin',
    moves: 'NoteGlowUp DoodleMargin BulletList MindMap ColorCode',
    verbs: 'Write Doodle Plan Color',
    core: 'Notes Pages Journal',
    scenes: 'BackToSchool StudyNight',
    names:
      'NotebookFlipThrough NoteTakingGlowUp FirstVsLastPage NotebookSetupTour MindMapYourChapter NotebookStudyHack OneNotebookAllYear ColorCodeYourSubjects',
    also: 'notebooks',
  },
  star: {
    things: 'Constellation Telescope Night Sky Moon Planet Orion Dipper Wish Twinkle',
    moves: 'SkyGaze ConstellationHunt WishMaking DipperFind NightCount',
    verbs: 'Gaze Spot Wish Twinkle',
    core: 'Constellation Telescope Wish',
    scenes: 'NightSky Stargazing Campfire',
    names:
      'SpotTheNorthStar WhyStarsTwinkle NameThatConstellation FindOrionsBelt HowOldIsStarlight CountTheStars StarMapFromMemory StarOrPlanetQuiz',
    also: 'stars',
  },
  ant: {
    things: 'Colony Hill Queen Crumb Tunnel Trail Farm Picnic Sugar Magnifier Worker',
    moves: 'TrailFollow CrumbCarry TunnelDig ColonyWatch LeafCarry',
    verbs: 'March Carry Dig Build',
    core: 'Colony Queen Tunnel Trail',
    scenes: 'Picnic Backyard Sidewalk',
    names:
      'FollowTheAntTrail WhyAntsMarchInLines HowStrongIsAnAnt AntFarmTimelapse BackyardAntSafari SugarTrailExperiment InsideTheAntColony LeafcutterAntParade',
    also: 'ants',
  },
  eagle: {
    things: 'Talons Wings Nest Feathers Cliff Sky Beak Fish Mountain River',
    moves: 'Soar Swoop Dive NestSpot Glide WingSpan',
    verbs: 'Soar Swoop Glide Spot',
    core: 'Talons Wings Soar',
    scenes: 'Mountain Clifftop Lakeside',
    names:
      'EagleEyeChallenge EagleWingspanVsYou HowEaglesSeeSoFar EagleOrHawkQuiz EagleNestSizeGuess EagleDiveSpeedFacts SoarLikeAnEagle EagleSpottingWalk',
    also: 'eagles',
  },
  starfish: {
    things: 'Arms Tidepool Beach Ocean Reef Sand Shell Suction Rock Aquarium',
    moves: 'TidepoolHunt ArmCount RegrowFact BeachWalk ShellHunt',
    verbs: 'Spot Count Regrow Explore',
    core: 'Arms Tidepool Regrow',
    scenes: 'Beach LowTide Aquarium',
    names:
      'StarfishMythBusting HowStarfishRegrow StarfishEyesOnTheirArms TidepoolStarfishHunt StarfishAnatomySketch StarfishTubeFeet LookDontLiftStarfish StarfishFactsAtLowTide',
    also: 'seastar',
  },
  dragonfly: {
    things: 'Wings Pond Eyes Nymph Reeds Lily Hover Summer Water Jewel',
    moves: 'PondSpot WingCount HoverWatch NymphHunt MacroShot',
    verbs: 'Hover Spot Zip Perch',
    core: 'Wings Pond Hover',
    scenes: 'Pond Summer Lakeside',
    names:
      'DragonflyOrDamselfly HowDragonfliesHover DragonflyOlderThanDinos NymphToDragonfly DragonflyEyeFacts PondDragonflyCount FourWingsOneFlight DragonflySpottingWalk',
    also: 'dragonflies',
  },
  bamboo: {
    things: 'Shoots Stalks Forest Panda Grove Leaves Rings Stems Wind Chimes',
    moves: 'GrowthCheck GroveWalk ShootMeasure StalkCount ChimeTap',
    verbs: 'Grow Measure Bend Sway',
    core: 'Shoots Grove Panda',
    scenes: 'Grove Garden Forest',
    names:
      'HowFastBambooGrows BambooIsAGrass WhyPandasEatBamboo BambooBendTest BambooVsSteelFacts BambooBloomMystery MeasureTheBambooShoot BambooOrWoodQuiz',
  },
  camel: {
    things: 'Hump Desert Dunes Caravan Sand Water Oasis Eyelashes Saddle Feet',
    moves: 'HumpFact WaterMyth DuneTrek CaravanWalk KneelDown',
    verbs: 'Trek Store Kneel Cross',
    core: 'Hump Desert Oasis',
    scenes: 'Desert Dunes Oasis',
    names:
      'OneHumpOrTwo WhatsInACamelHump CamelDrinks100Liters WhyCamelsHaveBigFeet CamelTripleEyelashes CamelFactsIn60 CamelOrLlamaQuiz CamelCaravanHistory',
    also: 'camels',
  },
  firefighter: {
    things: 'Helmet Hose Ladder Boots Siren Hydrant Axe Dalmatian Extinguisher',
    moves: 'StopDropRoll GearUp LadderClimb HoseDrill SmokeCheck EscapePlan',
    verbs: 'Rescue Spray Climb Drill',
    core: 'Helmet Hose Ladder Rescue',
    scenes: 'FireStation FireDrill',
    names:
      'StopDropAndRoll AskAFirefighter FirefighterForADay FireEscapeMapChallenge FirefighterGearExplained TestYourSmokeAlarm FirefighterMythBusting HowFireHosesWork',
    also: 'fireman firefighters firewoman',
  },
  scientist: {
    things: 'Beaker Goggles LabCoat Microscope Hypothesis Experiment Lab Notebook Test Sample',
    moves: 'VolcanoTest DensityTower FizzTest SlimeLab MicroscopeZoom ResultReveal',
    verbs: 'Test Measure Observe Predict',
    core: 'Experiment Goggles LabCoat Hypothesis',
    scenes: 'TheLab ScienceFair',
    names:
      'KitchenScientistChallenge ScientistForADay PredictThenTest AskAScientist MadScientistLab ScienceFairIn24Hours ScientistMythBusters OneIngredientExperiment',
    also: 'scientists',
  },
  professor: {
    things: 'Lecture Chalkboard Glasses Office Hours Tweed Textbook Quiz Syllabus Podium',
    moves: 'PopQuiz OfficeHours ChalkTalk PlotTwist LectureMode MiniLesson',
    verbs: 'Teach Lecture Explain Grade',
    core: 'Lecture Chalkboard PopQuiz Teach',
    scenes: 'Campus Classroom',
    names:
      'ProfessorExplainsIn60 ProfessorPopQuiz TeachItLikeAProfessor OneMinuteLecture ProfessorForADay ChalkboardTalkChallenge ProfessorMythCheck ExplainItToYourProf',
    also: 'prof professors',
  },
  paramedic: {
    things: 'Ambulance Stretcher Bandage Siren Kit Gloves Radio Pulse Splint Uniform',
    moves: 'FirstAid PulseCheck BandageWrap RecoveryPosition HandsOnlyCPR CallForHelp',
    verbs: 'Help Bandage Check Calm',
    core: 'FirstAid Bandage Ambulance Help',
    scenes: 'OnCall Ambulance',
    names:
      'AskAParamedic ParamedicFirstAidTips BandageWrapChallenge LearnHandsOnlyCPR ParamedicBagChecklist WhenToCall911 ParamedicMythBusting InsideTheParamedicBag RecoveryPositionDrill',
    also: 'paramedics emt',
  },
  bridge: {
    things: 'Popsicle Arch Truss Cable Pillar River Span Tower Weight Suspension',
    moves: 'LoadTest StickBuild ArchBuild WeightTest SpanStretch CableHang',
    verbs: 'Build Load Test Span',
    core: 'Popsicle Truss Arch LoadTest',
    scenes: 'ScienceFair RiverCrossing',
    names:
      'PopsicleStickBridge PaperBridgeChallenge BridgeLoadTest HowBridgesStandUp SpaghettiBridgeTest ArchVsBeamBridge BuildABridgeIn10 WhichBridgeHoldsMore BridgeEngineeringQuiz',
    also: 'bridges',
  },
  helicopter: {
    things: 'Rotor Blades Pilot Cockpit Landing Pad Spin Lift Hover Skids',
    moves: 'RotorSpin HoverTest LiftOff PaperSpinner MapleSeed TouchDown',
    verbs: 'Hover Spin Lift Land',
    core: 'Rotor Hover LiftOff Spin',
    scenes: 'LiftOff Rescue',
    names:
      'OrigamiHelicopter HowHelicoptersHover MapleSeedVsHelicopter LongestSpinChallenge HelicopterBladeScience PaperRotorRace WhyHelicoptersFly HelicopterOrPlaneQuiz TallestDropTest',
    also: 'helicopters heli',
  },
  ambulance: {
    things: 'Siren Stretcher Paramedic Lights Kit Bandage Hospital Radio Oxygen Gurney',
    moves: 'PullOver SirenCheck FirstAid CallForHelp MoveAside EmergencyLane',
    verbs: 'Rush Help Call Move',
    core: 'Siren Paramedic FirstAid PullOver',
    scenes: 'Emergency OnCall',
    names:
      'InsideAnAmbulance AmbulanceSirenSchool WhenYouHearASiren WhatToSayWhenCalling AmbulanceToyRescue AmbulanceGearQuiz HowToMoveForAnAmbulance WhyAmbulanceSirensWail FirstAidKitCheck',
    also: 'ambulances',
  },
  submarine: {
    things: 'Periscope Sonar Hull Ballast Depth Bubbles Porthole Torpedo Ocean Pressure',
    moves: 'DiveDeep Surface PeriscopeUp SonarPing BallastFill BottleDive',
    verbs: 'Dive Sink Surface Float',
    core: 'Periscope Sonar Dive Ballast',
    scenes: 'DeepSea Underwater',
    names:
      'BottleSubmarineTest HowSubmarinesSink MakeAPeriscope SubmarineSinkOrFloat BakingSodaSub SonarPingExplained DeepestDiveQuiz SubmarineInABottle BuildASubmarine',
    also: 'submarines',
  },
  skyscraper: {
    things: 'Tower Elevator Steel Glass Floors Skyline Crane Foundation Windows Spire',
    moves: 'TowerBuild FloorCount SkylineSpot WindTest ElevatorRide ObservationDeck',
    verbs: 'Build Stack Climb Spot',
    core: 'Tower Steel Elevator Skyline',
    scenes: 'Downtown Skyline',
    names:
      'PaperSkyscraperChallenge TallestTowerIn10 HowSkyscrapersStandUp SkyscraperWindTest SpaghettiSkyscraper SkyscraperHeightQuiz GuessTheSkyscraper CupTowerSkyscraper SkyscraperElevatorFacts',
    also: 'skyscrapers highrise',
  },
  factory: {
    things: 'Conveyor Robot Assembly Machine Worker Line Box Parts Gear Belt',
    moves: 'AssemblyLine HowItsMade ConveyorBelt QualityCheck PackAndShip MachineTour',
    verbs: 'Make Build Assemble Pack',
    core: 'AssemblyLine Conveyor Robot Assemble',
    scenes: 'FactoryFloor HowItsMade',
    names:
      'HowItsMadeAtHome KitchenAssemblyLine VirtualFactoryTour GuessWhatFactoryMakes SandwichMassProduction CardboardFactoryModel FactoryRobotsAtWork FactoryInAShoebox ConveyorBeltBuild',
    also: 'factories',
  },
  'construction site': {
    things: 'Crane Excavator Hardhat Bricks Cement Scaffold Blueprint Bulldozer Dirt Beam',
    moves: 'BrickStack DigTest CraneLift BeamBuild SiteWatch CementPour',
    verbs: 'Build Dig Lift Pour',
    core: 'Crane Hardhat Bricks Excavator',
    scenes: 'BuildSite Sandbox',
    names:
      'SandboxConstructionSite HowCranesLift ConstructionSiteBingo BuildABrickWall ConstructionSiteSafety ConstructionMachineQuiz BlockConstructionSite CardboardCraneBuild WatchTheBuildTimelapse',
    also: 'buildingsite',
  },
  bookshelf: {
    things: 'Books Spines Novels Bookends Library Classics Shelves Genre Chapter Author',
    moves: 'SpineRainbow BlindDatePick ReadTheSpines GenreSort FirstLineGuess',
    verbs: 'Read Sort Stack Browse',
    core: 'Books Spines Novels',
    scenes: 'ReadingNook RainyDay',
    names:
      'SpinePoetryChallenge BookshelfRainbowSort GuessTheBookBySpine BookshelfFirstLineQuiz BookshelfBlindDate ReadTheDustiestBook BookshelfPickForMe OneBookPerShelfRow KeepOrDonateBookshelf',
    also: 'bookshelves bookcase',
  },
  hammer: {
    things: 'Nail Wood Claw Handle Board Toolbox Birdhouse Workbench Stump Mallet',
    moves: 'OneSwingNail ClawPull StumpGame TapTapBang NailSet',
    verbs: 'Tap Swing Pound Build',
    core: 'Nail Claw Wood',
    scenes: 'Workshop Garage',
    names:
      'OneSwingNailChallenge NameThatHammer ClawHammerPullTrick HammerPhysics101 FirstBirdhouseBuild HammerGripRightVsWrong WhyTheClawCurves HammerVsMalletTest',
    also: 'hammers',
  },
  'tape measure': {
    things: 'Inches Centimeters Length Height Tape Blade Hook Wall Doorframe Ruler',
    moves: 'GuessTheLength HeightMark BlindEstimate DoorframeGrowth Standout',
    verbs: 'Measure Guess Mark Estimate',
    core: 'Inches Length Height',
    scenes: 'Workshop MovingDay',
    names:
      'TapeMeasureBlindGuess TapeMeasureStandout EyeballThenMeasure DoorframeGrowthChart TapeMeasureWingspan WillItFitTest TapeMeasureTruthTest InchesOrCentimeters',
    also: 'measuringtape',
  },
  ruler: {
    things: 'Inches Centimeters Desk Lines Pencil Protractor Graph Length Edge Notebook',
    moves: 'StraightLine DeskTwang MeasureCheck GraphDraw BalanceTest',
    verbs: 'Measure Draw Twang Balance',
    core: 'Inches Lines Length',
    scenes: 'BackToSchool MathClass',
    names:
      'RulerDropReactionTest RulerTwangMusic FingerSlideRulerBalance GuessThenMeasure MetricVsImperialRuler RulerCoinSeesaw HowLongIsAFoot FreehandVsRuler',
    also: 'rulers',
  },
  'paper clip': {
    things: 'Chain Wire Office Paper Magnet Desk Trade Sculpture Bookmark Clipboard',
    moves: 'TradeUp ChainLink FloatTest MagnetPickup WireBend',
    verbs: 'Clip Bend Link Trade',
    core: 'Wire Chain Magnet',
    scenes: 'OfficeDesk DeskDrawer',
    names:
      'FloatAPaperClip RedPaperClipTradeUp PaperClipCompass MagnetPaperClipTest PaperClipFatigueTest OnePaperClipTenUses PaperClipChainGuess PaperClipBridgeLoad',
    also: 'paperclips',
  },
  slinky: {
    things: 'Stairs Coils Spring Waves Drop Walk Metal Rainbow Bounce Toy',
    moves: 'StairWalk SlowMoDrop WaveSend CoilStretch SpringBounce',
    verbs: 'Walk Drop Stretch Bounce',
    core: 'Stairs Coils Spring',
    scenes: 'Staircase Playroom',
    names:
      'SlinkyDropSlowMo SlinkyStairWalk HowManyStairsCanItGo SlinkyLaserSound SlinkyWaveLab SlinkyLevitationTrick SlinkyEchoPhone WhyTheBottomFloats',
    also: 'slinkies',
  },
  'magnifying glass': {
    things: 'Bugs Lens Leaves Details Fingerprints Clues Detective Zoom Texture Crystals',
    moves: 'BugHunt ClueSearch ZoomIn FingerprintCheck TinyWorldWalk',
    verbs: 'Zoom Inspect Spot Explore',
    core: 'Lens Bugs Clues',
    scenes: 'Backyard DetectiveMode',
    names:
      'MagnifyingGlassBugHunt GuessTheZoomedObject MagnifyingGlassDetective TinyWorldSafari MagnifyingGlassLeafLab FingerprintClueHunt MagnifierMysteryQuiz WaterDropMagnifier',
    also: 'magnifier magnifyingglasses',
  },
  seesaw: {
    things: 'Lever Fulcrum Plank Playground Weight Pivot Partner Ruler Coins',
    moves: 'BalancePoint HeavyVsLight ToyWeighIn LeverTest FulcrumShift PerfectBalance',
    verbs: 'Balance Tip Lift Weigh',
    core: 'Lever Fulcrum Balance',
    scenes: 'Playground Park Recess',
    names:
      'DadVsKidSeesaw SeesawPhysics BalanceTheSeesaw RulerSeesawTest GuessTheTippingPoint HowManyCoinsToLevel FulcrumShiftChallenge SeesawWeighIn PencilPivotLab',
    also: 'seesaws teetertotter',
  },
  boomerang: {
    things: 'Wings Spin Wind Field Wood Cardboard Airfoil Arc',
    moves: 'ReturnCatch FirstThrow WindAngle TwoHandCatch CardboardBuild BackhandThrow',
    verbs: 'Throw Catch Aim Fold',
    core: 'Wings Spin ReturnCatch',
    scenes: 'Park Beach Outback',
    names:
      'WhyBoomerangsComeBack CardboardBoomerang FirstBoomerangCatch BoomerangDesignOff IndoorBoomerangLab ThreeWingTest CatchItOnTheReturn BoomerangFlightPath BoomerangOrFrisbee',
    also: 'boomerangs',
  },
  'town hall': {
    things: 'Mayor Council Vote Clock Steps Records Flag Ballot Gavel Tower',
    moves: 'CouncilMeeting VoteCount AskAQuestion RecordsHunt FlagRaise PublicSpeech',
    verbs: 'Vote Ask Meet Speak',
    core: 'Mayor Council Vote',
    scenes: 'CityCouncil ElectionDay',
    names:
      'HowTownHallWorks MockTownHallMeeting OneIdeaForMyTown WhoRunsYourTown GuessTheTownHallYear TownHallHistoryHunt ClassroomTownHall SpeakAtTownHall',
    also: 'cityhall townhalls',
  },
  jet: {
    things: 'Engine Wing Runway Contrail Cockpit Pilot Thrust Cabin Sonic Airshow',
    moves: 'PaperFold ContrailSpot TakeoffCount ThrustTest RunwayWatch WingCheck',
    verbs: 'Fly Fold Launch Soar',
    core: 'Engine Wing Contrail Runway',
    scenes: 'Airshow Takeoff',
    names:
      'HowJetEnginesWork PaperJetChallenge WhyJetsLeaveTrails BalloonJetRace NameThatJet HowFastIsAJet SonicBoomExplained JetOrPropeller',
    also: 'jets jetplane jetliner privatejet',
  },
  surgeon: {
    things: 'Scalpel Scrubs Gloves Mask Stitches Knot Suture Heart Banana Tweezers',
    moves: 'ScrubIn KnotTie SteadyHands StitchPractice GloveUp HandWash',
    verbs: 'Scrub Stitch Tie Operate',
    core: 'Scrubs Stitches Scalpel',
    scenes: 'OperatingRoom MedSchool',
    names:
      'SurgeonsKnotChallenge ScrubInLikeASurgeon SteadyHandsChallenge BananaStitchPractice GuessTheSurgeonTool SterileGloveTest AskASurgeon SurgeonForADay',
    also: 'surgeons',
  },
  'library card': {
    things: 'Books Shelf Stamp DueDate Checkout Librarian Audiobook Bookmark Tote Catalog',
    moves: 'BookHaul ShelfBrowse CheckoutStack ReadingLog BlindDatePick HoldsList',
    verbs: 'Borrow Read Return Discover',
    core: 'Books Checkout Librarian',
    scenes: 'SummerReading RainyDay',
    names:
      'LibraryCardHaul FirstLibraryCard OneCardTenBooks LibraryCardFreebies BeatTheDueDate BlindDateWithABook BorrowSomethingNew LibraryCardReadathon',
    also: 'librarycards',
  },
  road: {
    things: 'Sign Lane Crosswalk Asphalt Pothole Curb Bike Traffic Map Route',
    moves: 'LookBothWays SignSpot CrossSafely RouteMap BikeCheck CurbStop',
    verbs: 'Cross Look Stop Drive',
    core: 'Sign Crosswalk Lane Traffic',
    scenes: 'SchoolRun OpenRoad',
    names:
      'RoadSignQuiz LookBothWaysChallenge HowRoadsAreBuilt WhyRoadsHaveLines MyStreetNameStory ChalkRoadLesson PotholeScience SafeCrossingChallenge',
    also: 'roads',
  },
  windmill: {
    things: 'Blades Sails Wind Turbine Mill Flour Tulips Breeze Gears Pinwheel',
    moves: 'BladeSpin WindTest PaperFold FlourGrind GearTurn LiftTest',
    verbs: 'Spin Build Grind Power',
    core: 'Blades Wind Turbine Sails',
    scenes: 'WindyDay Countryside',
    names:
      'BuildAPaperWindmill HowWindmillsMakePower WindmillLiftChallenge WindmillSpinTest FromWindmillToFlour WindmillOrTurbine BestBladeShape WindmillDesignOff',
    also: 'windmills',
  },
  igloo: {
    things: 'Snow Blocks Dome Ice Arctic Entrance Shovel Mittens SugarCubes Marshmallows',
    moves: 'BlockCut DomeBuild SnowPack WarmthTest SugarCubeBuild IceBrick',
    verbs: 'Build Stack Pack Carve',
    core: 'Snow Blocks Dome Ice',
    scenes: 'SnowDay Wintertime',
    names:
      'HowIgloosStayWarm IglooThermometerTest SugarCubeIgloo BackyardIglooBuild ColoredIceIgloo WhyDomesAreStrong IglooMythBusting MarshmallowIgloo',
    also: 'igloos',
  },
  greenhouse: {
    things: 'Seedlings Tomatoes Pots Glass Soil Sprouts Herbs Humidity Orchids Thermometer',
    moves: 'SeedStart SproutCheck PotUp MistSpray GrowthLog TempCheck',
    verbs: 'Grow Plant Water Sprout',
    core: 'Seedlings Glass Sprouts Tomatoes',
    scenes: 'EarlySpring RainyDay',
    names:
      'BottleGreenhouse HowGreenhousesWork GreenhouseVsWindowsill MiniGreenhouseBuild GreenhouseTempTest SevenDaySproutLog GreenhouseEffectInAJar WhatGrowsInWinter',
    also: 'greenhouses glasshouse',
  },
  seed: {
    things: 'Sprout Soil Root Bean Pot Sunflower Jar Shoot Pod Garden',
    moves: 'JarSprout GrowDiary PacketSwap SproutRace BeanSort',
    verbs: 'Plant Sprout Grow Water',
    core: 'Sprout Soil Plant',
    scenes: 'Spring Garden Windowsill',
    names:
      'SeedToSproutDiary WhichSeedSproutsFirst HowSeedsTravel GuessTheSeedCount BeanInAJarExperiment PlantASeedToday FruitSeedHunt PaperTowelSprouts SeedSortChallenge',
    also: 'seeds',
  },
  iceberg: {
    things: 'Ice Glacier Ocean Tip Arctic Floe Ship Penguin Seal Antarctica',
    moves: 'TipTest FloatTest MeltRace BalloonFreeze HiddenHalf',
    verbs: 'Float Melt Freeze Drift',
    core: 'Ice Glacier Arctic',
    scenes: 'PolarSea Arctic',
    names:
      'WhyIcebergsFloat IcebergInABowl HowMuchIsHidden BalloonIcebergTest DrawARealIceberg IcebergSizeGuess SaltVsFreshIceMelt PolarIceQuiz GlacierOrIceberg',
    also: 'icebergs',
  },
  crow: {
    things: 'Raven Feather Beak Nest Peanut Pitcher Puzzle Wing Trinket Coin',
    moves: 'CawCall PuzzleTest FaceMemory GiftSpot RavenCompare',
    verbs: 'Caw Spot Learn Befriend',
    core: 'Raven Feather Caw',
    scenes: 'Backyard Halloween',
    names:
      'CrowOrRaven HowSmartAreCrows CrowsRememberFaces CrowCallDecoder AesopPitcherTest CrowGiftStories CrowFactOrMyth CrowPuzzleFeeder BefriendYourLocalCrows',
    also: 'crows',
  },
  bat: {
    things: 'Wing Cave Echo Dusk Moon Insect Roost Night Sonar Fruit',
    moves: 'EchoTest DuskWatch RoostCount WingspanGuess SonarClap',
    verbs: 'Fly Hang Echo Spot',
    core: 'Wing Cave Echo',
    scenes: 'Halloween Dusk Night',
    names:
      'AreBatsBlind EcholocationGame BatFactOrMyth BatWingspanGuess SpotBatsAtDusk BuildABatHouse HowBatsSeeInTheDark BatOrBirdQuiz BatDetectorWalk',
    also: 'bats',
  },
  rhino: {
    things: 'Horn Savanna Mud Safari Hippo Calf Ranger Grass Armor Oxpecker',
    moves: 'MudBath HornCheck SafariSpot SpeciesQuiz RangerTalk',
    verbs: 'Charge Wallow Spot Protect',
    core: 'Horn Savanna Safari',
    scenes: 'Safari Zoo',
    names:
      'RhinoFactOrMyth WhatsRhinoHornMadeOf RhinoOrHippoQuiz HowHeavyIsARhino NameTheRhinoSpecies RhinoSizeCompare WhyRhinosLoveMud RhinoRescueStories',
    also: 'rhinos rhinoceros',
  },
  leopard: {
    things: 'Spots Rosette Tree Savanna Cheetah Jaguar Panther Cub Tail Safari',
    moves: 'SpotCompare TreeNap CamoHunt RosetteCount BigCatQuiz',
    verbs: 'Pounce Climb Stalk Spot',
    core: 'Spots Rosette Pounce',
    scenes: 'Jungle Safari',
    names:
      'LeopardOrCheetah WhyLeopardsHaveSpots SpotTheHiddenLeopard BlackPantherIsALeopard WhyLeopardsSleepInTrees LeopardOrJaguarQuiz SnowLeopardTailFacts LeopardFactOrMyth',
    also: 'leopards',
  },
  beaver: {
    things: 'Dam Lodge Teeth Tail Stick Log River Pond Wood Otter',
    moves: 'DamBuild TailSlap LogGnaw LodgeTour StickStack',
    verbs: 'Build Gnaw Chew Swim',
    core: 'Dam Lodge Teeth',
    scenes: 'River Pond Creek',
    names:
      'BuildABeaverDam WhyBeaverTeethAreOrange BeaverOrOtterQuiz InsideABeaverLodge BeaverFactOrMyth BeaverTailSlapSound HowBeaversCutTrees BlockTheSandboxRiver',
    also: 'beavers',
  },
  seahorse: {
    things: 'Reef Tail Fin Coral Ocean Aquarium Snout Seagrass Dad Pouch',
    moves: 'CamoSpot TailCurl FinFlutter ReefQuiz PouchFact',
    verbs: 'Swim Curl Hide Spot',
    core: 'Reef Tail Coral',
    scenes: 'UnderTheSea Aquarium',
    names:
      'WhySeahorseDadsGiveBirth IsASeahorseAFish SpotTheSeahorse HowSeahorsesSwim SeahorseFactOrFin SlowestFishInTheSea SeahorseSizeGuess ReefCamouflageQuiz',
    also: 'seahorses',
  },
  squid: {
    things: 'Tentacle Ink Ocean Octopus Suckers Jet Deep Fin Beak Glow',
    moves: 'InkCloud JetTest ColorFlash TentacleCount DeepDive',
    verbs: 'Squirt Jet Glow Swim',
    core: 'Tentacle Ink Ocean',
    scenes: 'DeepSea Aquarium',
    names:
      'SquidOrOctopus HowBigIsAGiantSquid SquidJetBalloonTest ThreeHeartsQuiz SquidColorChange WhySquidsSquirtInk GlowInTheDarkSquid SquidFactOrFiction',
    also: 'squids',
  },
  orca: {
    things: 'Pod Fin Whale Dolphin Ocean Seal Wave Tail Island Boat',
    moves: 'FinSpot SpyHop PodCall TailSlap BreachWatch',
    verbs: 'Breach Spot Swim Hunt',
    core: 'Pod Fin Whale',
    scenes: 'WhaleWatch Ocean',
    names:
      'WhyOrcasAreDolphins OrcaFactOrMyth HowOrcasHunt OrcaCallDecoder NameThatOrcaFin HowBigIsAnOrca OrcaTeamworkFacts PodFamilyTree',
    also: 'orcas killerwhale killerwhales',
  },
  narwhal: {
    things: 'Tusk Unicorn Arctic Whale Ice Beluga Tooth Pod Spiral Ocean',
    moves: 'TuskMeasure IceDive ArcticQuiz SpiralCount PodWatch',
    verbs: 'Dive Swim Spot',
    core: 'Tusk Unicorn Arctic',
    scenes: 'PolarSea',
    names:
      'IsTheNarwhalReal WhyNarwhalsHaveTusks NarwhalFactOrMyth GuessTheNarwhalLength UnicornOfTheSeaQuiz HowDeepDoNarwhalsDive ArcticWhaleTrio ItsActuallyATooth',
    also: 'narwhals',
  },
  walrus: {
    things: 'Tusk Whisker Blubber Ice Beach Flipper Mustache Arctic Seal Clam',
    moves: 'BlubberTest TuskHaul WhiskerCount BellyFlop IceNap',
    verbs: 'Haul Flop Bask Snooze',
    core: 'Tusk Whisker Blubber',
    scenes: 'Arctic IceFloe',
    names:
      'BlubberGloveTest WhyWalrusesTurnPink WalrusOrSeaLion HowWalrusesUseTusks WalrusWhiskerCount HowHeavyIsAWalrus WalrusFactOrMyth ArcticAnimalQuiz',
    also: 'walruses',
  },
  robin: {
    things: 'Nest Egg Worm Spring Branch Song Feather Garden Redbreast Berry',
    moves: 'NestCheck WormHunt SongDecode EggBlue DawnListen',
    verbs: 'Sing Hop Chirp Listen',
    core: 'Nest Egg Redbreast',
    scenes: 'Spring Garden DawnChorus',
    names:
      'WhyRobinEggsAreBlue RobinNestDiary FirstRobinOfSpring AmericanVsEuropeanRobin RobinSongDecoder HowRobinsFindWorms RobinFactOrMyth DawnChorusCount',
    also: 'robins robinredbreast',
  },
  woodpecker: {
    things: 'Beak Tree Trunk Bark Drum Tongue Hole Forest Feather Tap',
    moves: 'PeckCount DrumDecode HoleHunt TapTest BarkSearch',
    verbs: 'Peck Drum Knock',
    core: 'Beak Drum Peck',
    scenes: 'Forest Backyard',
    names:
      'WhyNoWoodpeckerHeadache WoodpeckerTongueWrap CountThePecks WoodpeckerDrumDecoder WoodpeckerHoleHunt WoodpeckerFactOrMyth WoodpeckerSpeedTest WoodpeckerOrKnockQuiz',
    also: 'woodpeckers',
  },
  'fire drill': {
    things: 'Alarm Exit Stairs Extinguisher Smoke Whistle Map Doorway',
    moves: 'StopDropRoll EscapePlan HeadCount CrawlLow ExitRoute MeetingSpot',
    verbs: 'Practice Exit Plan Crawl',
    core: 'Alarm Exit EscapePlan',
    scenes: 'School Classroom',
    names:
      'HomeFireDrillChallenge FireDrillIn2Minutes DrawYourEscapeMap FireDrillWithKids FireDrillMythOrFact TestYourSmokeAlarm NightTimeFireDrill StopDropAndRollDrill',
    also: 'firedrills',
  },
  eggshell: {
    things: 'Calcium Shell Yolk Membrane Dome Carton Vinegar Crack',
    moves: 'WalkOnEggs NakedEgg DomeStrength CrackTest ShellMosaic',
    verbs: 'Crack Test Peel Crush',
    core: 'Calcium Dome Carton',
    scenes: 'Kitchen Lab',
    names:
      'WalkOnEggshellsChallenge EggshellDomeBooks EggshellGeodes NakedEggExperiment HowStrongIsAnEggshell EggshellSqueezeTest EggshellChalk EggshellSeedStarters',
    also: 'eggshells',
  },
  'plate tectonics': {
    things: 'Plates Earthquakes Volcanoes Mountains Faults Continents Magma Crust Pangaea',
    moves: 'PlateShift CrackerModel CookieQuake FaultLine ContinentPuzzle',
    verbs: 'Shift Collide Drift Spread',
    core: 'Earthquakes Volcanoes Pangaea',
    scenes: 'ScienceFair Classroom',
    names:
      'TectonicsWithCookies PangaeaPuzzleChallenge PlateTectonicsHandMime PlateTectonicsInOneMinute FaultLineCrackerDemo WhereAreThePlates ContinentalDriftFlipbook PlateTectonicsSnackMap',
    also: 'tectonicplates tectonic tectonics',
  },
  platypus: {
    things: 'Bill Eggs Venom Spurs Burrow River Tail Fur Webbing',
    moves: 'EggLaying Electroreception RiverDive GlowUnderUV BurrowLife',
    verbs: 'Swim Dive Burrow Glow',
    core: 'Bill Eggs Venom',
    scenes: 'Australia Riverbank',
    names:
      'IsThePlatypusReal PlatypusFactOrFake PlatypusGlowsUnderUV PlatypusSixthSense DrawAPlatypusFromMemory PlatypusIn60Seconds PlatypusTriviaQuiz PlatypusWaddleWalk',
    also: 'platypuses platypi',
  },
  mousetrap: {
    things: 'Spring Cheese Lever Wheels Axle String Board Bait',
    moves: 'SpringPower ChainReaction SnapTest DistanceRun',
    verbs: 'Build Launch Wind Measure',
    core: 'Spring Lever ChainReaction',
    scenes: 'ScienceFair Classroom',
    names:
      'MousetrapCarChallenge BetterMousetrapChallenge MousetrapPingPongDemo RubeGoldbergMousetrap MousetrapCatapult HumaneMousetrapBuild HowAMousetrapSnaps MousetrapBoardGameNight',
    also: 'mousetraps',
  },
  porcupine: {
    things: 'Quills Spines Tree Bark Forest Burrow Claws Belly',
    moves: 'QuillRaise TreeClimb NightForage DefenseMode',
    verbs: 'Climb Forage Raise Waddle',
    core: 'Quills Forest DefenseMode',
    scenes: 'Forest Zoo',
    names:
      'PorcupineVsHedgehog CanPorcupinesThrowQuills PorcupineFactOrMyth PorcupineQuillCount PorcupineIn60Seconds DrawAPorcupine PorcupineDefenseMode PorcupineTreeClimb',
    also: 'porcupines',
  },
  hurricane: {
    things: 'Storm Wind Radar Category Flashlight GoBag Spiral Rain Season WeatherMap',
    moves: 'TrackTheStorm PackAGoBag SpiralSpin StormWatch NameTheStorm',
    verbs: 'Spin Swirl Track Prepare Forecast',
    core: 'Wind Storm Spin Radar',
    scenes: 'EyeOfTheStorm StormSeason',
    names:
      'WhyHurricanesSpin HurricaneCategoryQuiz BuildAHurricaneKit SwirlAHurricaneInABottle InsideTheHurricaneEye HurricaneMythOrFact RetiredHurricaneNames HurricaneVsTornado ReadAHurricaneMap',
    also: 'typhoon cyclone',
  },
  ostrich: {
    things: 'Feathers Egg Neck Legs Beak Savanna Wings Toes Sand Zoo',
    moves: 'HeadInTheSand ZigZagRun BigStride FeatherFluff NeckStretch',
    verbs: 'Sprint Strut Peck Kick Flap',
    core: 'Feathers Egg HeadInTheSand',
    scenes: 'Savanna',
    names:
      'OstrichHeadInSandMyth OstrichEggMath OstrichEyeBiggerThanBrain WhyOstrichesCantFly HowFastIsAnOstrich CountTheOstrichToes OstrichVsEmu GuessTheOstrichWeight',
  },
  'chore chart': {
    things: 'Stickers Magnet Fridge Allowance Checklist Laundry Dishes Bed Trash Reward',
    moves: 'CheckItOff EarnAStar MakeTheBed LevelUp SortLaundry',
    verbs: 'Tidy Sort Fold Sweep Earn',
    core: 'Stickers Checklist CheckItOff',
    scenes: 'ChoreDay',
    names:
      'DesignAChoreChart ChoreChartByAge PictureChoreChart ChoreChartMath FirstChoreChart AllowanceChoreChart SkillsChoreChart ChoreChartGoals',
    also: 'chorelist',
  },
  sleet: {
    things: 'IcePellet Thermometer Snowflake Hail Raindrop Cloud Salt Forecast Umbrella Slush',
    moves: 'WeatherReport MeltTest CatchAPellet ForecastGuess SaltTest',
    verbs: 'Freeze Melt Shiver Bundle',
    core: 'IcePellet Slush Freeze',
    scenes: 'Icy Wintry',
    names:
      'SleetVsSnowVsHail MakeSleetInAJar SleetUnderAMagnifier ForecastSleetLikeAPro WhySaltMeltsSleet SaySleetInFiveLanguages SleetOrFreezingRain TakeTheSleetTemperature',
    also: 'sleeting sleety',
  },
  blimp: {
    things: 'Balloon Airship Cloud Propeller Gondola Hangar Wind Buoyancy Altitude Pilot',
    moves: 'SkySpotting FloatTest SlowDrift GentleLanding',
    verbs: 'Float Drift Rise Inflate',
    core: 'Airship Float Propeller',
    scenes: 'Airshow Skyline',
    names:
      'BuildAMiniBlimp WhyBlimpsFloat BlimpVsHotAirBalloon HowBigIsABlimp BlimpHistoryTimeline PaperBlimpModel BlimpOrAirplaneQuiz BlimpBuoyancyTest',
    also: 'airship',
  },
  binder: {
    things: 'Notes Flashcards Tabs Dividers Highlighter Homework Notebook Stickers Folder Planner',
    moves: 'ColorCode SnapTheRings LabelEverything OrganizeTabs',
    verbs: 'Organize Label Sort Study',
    core: 'Tabs Flashcards ColorCode',
    scenes: 'BackToSchool StudyDesk',
    names:
      'ColorCodeYourBinder OrganizeMyBinderWithMe BinderBrainDump QuizMeFromMyBinder BinderNotesGlowUp BinderMindMapPages SemesterBinderSetup BinderTabsForEachSubject',
    also: 'ringbinder',
  },
  bandage: {
    things: 'FirstAidKit Gauze Tape Sling Teddy Mummy Sticker Wrapper Splint IcePack',
    moves: 'WrapItUp KissItBetter TeddyCheckup TieASling',
    verbs: 'Wrap Patch Tape Heal',
    core: 'Gauze Wrap FirstAidKit',
    scenes: 'FirstAid',
    names:
      'WrapABandageRight BandageYourTeddy SlingFromABandage BandageTypesQuiz StockYourBandageKit FigureEightBandage WhyBandagesHaveHoles PracticeBandageOnDad',
  },
  'first job': {
    things: 'Paycheck Interview Resume Uniform Boss Coworker Shift NameTag Training Manager',
    moves: 'NailTheInterview ClockIn PaycheckPlan ShiftSwap NameTagOn',
    verbs: 'Interview Apply Train Budget Save',
    core: 'Paycheck Interview Uniform',
    scenes: 'Onboarding Payday',
    names:
      'MockInterviewFirstJob FirstJobResumeGlowUp OneLessonFromMyFirstJob FirstJobPayslip101 FirstJobBudgetPlan FirstJobEmailSkills ElevatorPitchFirstJob CoverLetterFirstJob',
  },
  'weather forecast': {
    things: 'Radar Map Clouds Umbrella Thermometer RainGauge Barometer Sunshine Rainbow Snowflake',
    moves: 'ReadTheRadar PointAtTheMap PackAnUmbrella CheckTheApp FiveDayOutlook',
    verbs: 'Predict Measure Track Report',
    core: 'Radar Map Umbrella Predict',
    names:
      'MeVsTheForecast ReadTheForecastMap RainGaugeVsForecast WhatForecastPercentsMean PineConeForecast BarometerBottleForecast ForecastSymbolQuiz CricketChirpForecast',
    also: 'forecast',
  },
  toad: {
    things: 'Tadpole LilyPad Pond Frog Puddle Garden Cricket Rain Log Moss',
    moves: 'BigHop TongueFlick CroakCall DigIn Camouflage',
    verbs: 'Hop Croak Leap Burrow',
    core: 'Tadpole Pond BigHop',
    scenes: 'PondLife',
    names:
      'ToadOrFrogQuiz TadpoleToToad DoToadsCauseWarts WhyToadsWalk ToadFactOrFake BuildAToadHouse ToadSightingLog GuessTheToadCall',
  },
  'small business': {
    things:
      'Orders Packaging Customers Storefront Logo Invoice Market Stickers ThankYouNote Shipping',
    moves: 'PackAnOrder ShopLocal FirstSale RestockDrop MarketDay',
    verbs: 'Pack Ship Sell Launch Support',
    core: 'PackAnOrder ShopLocal Customers',
    scenes: 'ShopLocal',
    names:
      'SmallBizPricingMath LemonadeStandSmallBiz DesignASmallBizLogo SmallBizProfitOrLoss InterviewASmallBizOwner SmallBizPitchIn60 WhereMoneyGoesSmallBiz SmallBusinessInAWeek SupplyAndDemandSmallBiz SmallBizMarketResearch',
    also: 'smallbiz',
  },
  'side hustle': {
    things: 'LemonadeStand BakeSale Flyer Customer Profit PiggyBank Budget Market Crafts Receipt',
    moves: 'FirstSale MakeAFlyer PriceIt SellOut CountTheCash',
    verbs: 'Sell Price Save Pitch Earn',
    core: 'FirstSale Profit LemonadeStand',
    scenes: 'BakeSale Startup',
    names:
      'TenDollarSideHustle PriceYourSideHustle SideHustleMath PitchYourSideHustle 7DaySideHustle SideHustle101 SideHustleBusinessPlan SideHustleSavingsGoal',
    also: 'sidegig',
  },
  compost: {
    things: 'Worms Bin Scraps Eggshells BananaPeel CoffeeGrounds Soil Leaves Garden Caddy',
    moves: 'TurnThePile FeedTheBin GreensAndBrowns ScrapSort WormCheck',
    verbs: 'Rot Turn Sort Feed Grow',
    core: 'Worms Scraps Soil',
    scenes: 'WormBin Backyard',
    names:
      'CompostOrNot CompostGreensAndBrowns CompostInAJar MeetMyCompostWorms HowHotIsMyCompost WhatRotsFirstCompost BuildACompostBin DoTeaBagsCompost',
  },
  facts: {
    things: 'Trivia Quiz Myth Card Encyclopedia Library Brain Number Teacher Globe',
    moves: 'TrueOrFalse MythBust DidYouKnow QuizNight MindBlown',
    verbs: 'Learn Guess Teach Prove',
    core: 'Trivia TrueOrFalse DidYouKnow',
    scenes: 'TriviaNight',
    names:
      'FactOrFiction ThreeFactsOneLie FactsIn60Seconds WeirdestFactYouKnow DailyFactDrop StumpMeWithAFact FactsYourTeacherSkipped FactsAboutMyHometown',
    also: 'funfacts fact',
  },
  'tomato plant': {
    things: 'Seedling Stake Cage Pot Soil Sunlight Flower Vine Basil Harvest',
    moves: 'PinchSuckers WaterDaily StakeIt RepotIt FirstHarvest',
    verbs: 'Grow Water Prune Pick',
    core: 'Seedling Vine Harvest',
    scenes: 'Garden Balcony',
    names:
      'SeedToTomatoPlant FindTheTomatoPlantSuckers BuzzPollinateTomatoPlant TomatoPlantFromASlice IsItATomatoPlant MeasureMyTomatoPlant StakeOrCageTomatoPlant WaterTestTomatoPlant',
  },
  faucet: {
    things: 'Sink Drip Tap Handle Washer Spout Aerator Plumber Bucket Wrench',
    moves: 'FixADrip TurnItOff DripCount HotAndCold SaveWater',
    verbs: 'Drip Twist Rinse Fix Save',
    core: 'Sink Drip Tap',
    names:
      'FixALeakyFaucet DrippingFaucetMath FaucetOffWhileBrushing CleanTheFaucetAerator BendTheFaucetStream FaucetFlowRateTest FollowTheFaucetPipes FaucetOrTapDebate',
  },
  'dish soap': {
    things: 'Bubbles Sponge Sink Suds Lemon Grease Pepper Glycerin Bottle Straw',
    moves: 'MagicPepper BubbleWand GiantBubbles GreaseTest MilkSwirl',
    verbs: 'Lather Rinse Squeeze Bubble Scrub',
    core: 'Bubbles Suds MagicPepper',
    names:
      'DishSoapPepperTrick MagicMilkDishSoap GiantDishSoapBubbles HowDishSoapBeatsGrease DishSoapPoweredBoat DishSoapDensityTower DishSoapOilSpillRescue DishSoapDilutionMath',
    also: 'dishliquid washingupliquid',
  },
  lemur: {
    things: 'Tail Madagascar Rainforest Eyes Leaves Fruit Branches Troop Zoo Sunbath',
    moves: 'TailSwing SunSalute BigLeap TroopCall',
    verbs: 'Leap Cling Groom Bask Call',
    core: 'Tail Madagascar SunSalute',
    scenes: 'Zoo Rainforest',
    names:
      'LemurFactOrFiction WhyLemursSunbathe LemurOrMonkeyQuiz LemurLeapMath LemurMapQuest SpotTheLemurSpecies LemurTailFacts NameThatLemurCall',
  },
  'flat tire': {
    things: 'Spare Jack Wrench Pump Patch Tube Valve Bike Lugnuts Gauge',
    moves: 'PatchTheTube PumpItUp FindTheLeak SwapTheSpare CheckPressure',
    verbs: 'Patch Pump Swap Check Inflate',
    core: 'Spare Patch Pump',
    scenes: 'BikeShed Garage',
    names:
      'BikeFlatTireFix FlatTireBubbleTest FlatTireWithDad PatchAFlatTire FlatTireKitCheck FlatTirePressureQuiz FlatTireValveLesson GuessTheFlatTire',
    also: 'flattyre',
  },
  screwdriver: {
    things: 'Screw Bit Handle Toolbox Flathead Hinge Shelf Drawer Workbench',
    moves: 'TightenAScrew SwapTheBit FixAHinge BuildAShelf FlatPackBuild',
    verbs: 'Tighten Loosen Twist Fix Build',
    core: 'Screw Toolbox Tighten',
    scenes: 'Toolbox Workbench',
    names:
      'NameThatScrewdriver WhichScrewdriverFits ScrewdriverRightyTighty FixItWithAScrewdriver ScrewdriverLeverageTest OneScrewdriverTenJobs ScrewdriverHingeRescue ScrewdriverSkillCheck',
  },
  hawk: {
    things: 'Talons Feathers Wings Nest Beak Sky Perch Binoculars Screech Prey',
    moves: 'SoarHigh CircleOverhead SpotFromAbove SwoopDown',
    verbs: 'Soar Swoop Spot Circle Perch',
    core: 'Talons Wings Soar',
    scenes: 'Birdwatching Sky',
    names:
      'HawkOrEagleQuiz HawkEyeVisionTest CountTheHawks HawkWingspanMeasure HawkFactOrFiction HawkCallMatchUp HawkMigrationMap SpotAHawkThisWeek',
  },
  wrench: {
    things: 'Bolt Nut Toolbox Socket Faucet Bike Garage Grease Pipe Workbench',
    moves: 'TightenABolt FixTheFaucet BikeTuneUp LeftyLoosey QuarterTurn',
    verbs: 'Tighten Loosen Fix Turn Twist',
    core: 'Bolt Toolbox TightenABolt',
    scenes: 'Garage DIY',
    names:
      'WhichWrenchFits TeachMeToWrench WrenchOrSpanner WrenchYourOwnBike LeftyLooseyWrench WrenchSizeQuiz AdjustableWrench101 FixADripWithAWrench GrandpasWrenchLesson',
    also: 'spanner',
  },
  protractor: {
    things: 'Angle Degree Ruler Compass Pencil Triangle Geometry Homework Circle Vertex',
    moves: 'MeasureAnAngle LineUpTheVertex DrawATriangle BisectIt ReadTheScale',
    verbs: 'Measure Draw Align Bisect Estimate',
    core: 'Angle Degree MeasureAnAngle',
    scenes: 'MathClass Geometry',
    names:
      'GuessThenProtractor ProtractorInTheWild ProtractorPizzaSlices ProtractorPieChart ProtractorStarDrawing ReadAProtractorRight ProtractorClockAngles HomemadeProtractor',
  },
  meerkat: {
    things: 'Burrow Sentry Lookout Desert Mob Pups Tail Kalahari Scorpion Sunshine',
    moves: 'StandOnLookout DigABurrow SunbatheTummy AlarmCall HuddleUp',
    verbs: 'Stand Dig Huddle Peek Scout',
    core: 'Lookout Burrow StandOnLookout',
    scenes: 'Kalahari Desert',
    names:
      'WhyMeerkatsStandUp AMobOfMeerkats MeerkatSentryDuty MeerkatBurrowMap MeerkatOrPrairieDog MeerkatAlarmCalls MeerkatsEatScorpions MeerkatEyePatches MeerkatFamilyTree',
  },
  pelican: {
    things: 'Pouch Beak Pier Fish Wings Beach Feathers Harbor Dive Flock',
    moves: 'ScoopWithThePouch GlideOverWaves PlungeDive FlyInAVee WaddleOnThePier',
    verbs: 'Scoop Glide Dive Waddle Soar',
    core: 'Pouch Beak Pier',
    scenes: 'Seaside Harbor',
    names:
      'HowBigIsAPelicanPouch PelicanPlungeDive PelicanVsSeagull PelicanWingspanTape BrownOrWhitePelican PelicanVeeFormation PelicanAirSacs PelicanComebackStory',
  },
  toolbox: {
    things: 'Hammer Screwdriver Wrench Pliers TapeMeasure Level Nails Screws Drill Toolbelt',
    moves: 'HangAPicture TightenAScrew MeasureTwice SortTheScrews FixTheShelf',
    verbs: 'Fix Build Tighten Measure Sort',
    core: 'Hammer Wrench Screwdriver',
    scenes: 'DIY Workshop Garage',
    names:
      'KnowYourToolbox WhatsInMyToolbox ToolboxPopQuiz ToolboxABCs FirstToolboxLesson ToolboxMythBust ToolboxWordOfTheDay PackAToolboxRight',
  },
  moth: {
    things: 'Lamp Light Wings Cocoon Caterpillar Antennae Sweater Porch Moon Flashlight',
    moves: 'SpotOneAtNight FlutterToTheLight SpreadTheWings LiftTheCup',
    verbs: 'Flutter Flap Spot Hatch',
    core: 'Lamp Wings Cocoon',
    scenes: 'Night Porch',
    names:
      'MothOrButterfly MothNightCount MothLifeCycle WhyMothsLoveLamps MothCamoHunt FluffyMothFacts LunaMothLesson MothsPollinateToo',
  },
  stingray: {
    things: 'Aquarium TouchTank Ocean Sand Fins Tail Reef Beach Shark Skate',
    moves: 'GlideAndFlap TwoFingerTouch SandShuffle HideInTheSand',
    verbs: 'Glide Flap Shuffle Hide',
    core: 'Aquarium Ocean Fins',
    scenes: 'Aquarium Ocean Reef',
    names:
      'StingrayOrSkate StingraySmileSecret StingrayAquariumQuiz TouchTankStingrayRules StingrayCousinOfShark BabyStingrayFacts StingrayBeachSafety HowStingraysGlide',
  },
  grasshopper: {
    things: 'Legs Grass Meadow Jar Magnifier Wings Antennae Field Leaf Summer',
    moves: 'LongJump Chirp CatchAndRelease BugHunt',
    verbs: 'Hop Leap Chirp Spot Observe',
    core: 'Meadow Chirp Hop',
    scenes: 'Meadow Backyard Bug',
    names:
      'GrasshopperJumpMath HowGrasshoppersChirp GrasshopperOrCricket GrasshopperLifeCycle WhereAreGrasshopperEars BackyardGrasshopperCount GentleGrasshopperRelease MagnifyAGrasshopper',
  },
  'recycling bin': {
    things: 'Cans Bottles Cardboard Lid Jars Cartons Newspaper Wheelie Labels Caps',
    moves: 'RinseAndSort FlattenABox CrushACan BinNight SortItRight',
    verbs: 'Sort Rinse Flatten Crush Reuse',
    core: 'Cans Cardboard Sort',
    scenes: 'BinDay',
    names:
      'RecycleBinOrTrash SortTheRecyclingBin RecyclingBinMyths WhatsInMyRecycleBin RecycleBinSymbolQuiz RecyclingBinWeighIn RecycleBinColorCode RecycleBinTrueOrFalse',
    also: 'recyclebin',
  },
  'baking soda': {
    things: 'Vinegar Volcano Fizz Bubbles Lemon FoodColoring Balloon Jar Cupcakes Scrubber',
    moves: 'FizzTest VolcanoErupt BalloonInflate ScrubClean RiseTest',
    verbs: 'Fizz Bubble Scrub Erupt Rise',
    core: 'Vinegar Volcano Fizz',
    scenes: 'ScienceFair',
    names:
      'BakingSodaVolcano BakingSodaBalloon WhyBakingSodaFizzes BakingSodaVsPowder BakingSodaLavaLamp BakingSodaLemonTest CabbageJuiceBakingSoda BakingSodaColorBurst',
    also: 'bicarb',
  },
  slug: {
    things: 'Slime Trail Garden Leaves Rain Lettuce Antennae Snail Mushrooms Cucumber',
    moves: 'SlimeTrail SlowCrawl RainWalk GardenHunt LeafCheck',
    verbs: 'Crawl Glide Spot Hide',
    core: 'Slime Trail Garden',
    scenes: 'RainyDay',
    names:
      'SlugVsSnail HowFastIsASlug SlugLifeCycleDiagram SpotTheSlugTrail RainyDaySlugHunt SlugAntennaFacts SlugFriendlyGarden WhyDoSlugsComeOut',
  },
  'praying mantis': {
    things: 'Insect Leaves Garden Stick Arms Eggs Cricket Jar Magnifier Camouflage',
    moves: 'StrikeAPose SwayLikeALeaf HeadTilt SlowStalk FreezeStill',
    verbs: 'Sway Stalk Tilt Freeze',
    core: 'Insect Garden Camouflage',
    scenes: 'Garden Backyard',
    names:
      'WhyMantisesSway MantisOrStickBug SpotTheHiddenMantis HowAMantisHunts MantisLifeCycleQuiz WhereMantisGetsItsName MantisHasFiveEyes MantisCanLookBack',
    also: 'mantis',
  },
  cleaner: {
    things: 'Spray Cloth Bucket Gloves Mop Vacuum Caddy Sponge Duster Squeegee',
    moves: 'TopToBottom StreakFree DeepClean QuickReset ShineUp',
    verbs: 'Scrub Wipe Polish Dust Tidy',
    core: 'Mop Spray Scrub',
    scenes: 'CleanTok CleaningDay',
    names:
      'AskACleaner ThinkLikeACleaner CleanerColorCodeQuiz WhyCleanersGoTopDown CleanerMicrofiberFacts NameThatCleanerTool CleanerSafetySymbols LearnFromYourCleaner',
  },
  'paper towel': {
    things: 'Roll Kitchen Spill Sheets Holder Water Rainbow Markers Tube Counter',
    moves: 'WalkingWater WipeTheSpill TearASheet AbsorbencyTest SeedSprout',
    verbs: 'Wipe Soak Absorb Tear Fold',
    core: 'Wipe Spill Absorb',
    scenes: 'Kitchen CleanUp',
    names:
      'WalkingWaterPaperTowel WhichPaperTowelWins PaperTowelBeanSprout PaperTowelChromatography PaperTowelFlowerBloom WetPaperTowelStrength SevenFoldsPaperTowel PaperTowelLeakTest',
    also: 'kitchenroll',
  },
  'spelling test': {
    things: 'Words Pencil Dictionary Flashcards Teacher Classroom Score Eraser Vowels Letters',
    moves: 'SoundItOut LookCoverWrite SpellItBack AceTheList QuizAFriend',
    verbs: 'Spell Study Memorize Quiz Check',
    core: 'Words Pencil SoundItOut',
    scenes: 'Homework SchoolDay',
    names:
      'ParentsTakeASpellingTest TrickyWordSpellingTest RainbowWriteSpellingTest SpellingTestMnemonics SillySentenceSpellingTest FlashcardSpellingTest SpellingTestStudyBuddy QuizMeSpellingTest SpellingTestGlowUp',
  },
  'dental hygienist': {
    things: 'Toothbrush Floss Toothpaste Smile Scrubs Mirror Timer Sink ToothFairy Molars',
    moves: 'BrushTwice FlossDaily TwoMinuteBrush BigSmile RinseAndSpit',
    verbs: 'Brush Floss Rinse Sparkle Grin',
    core: 'Toothbrush Floss BigSmile',
    scenes: 'BrushTime PearlyWhites',
    names:
      'BrushLikeAHygienist AskADentalHygienist HygienistToothbrushAngle DentalHygienistMythBust HowManyTeethHygienist DentalHygienistDayInLife HygienistFlossDemo SmileScienceHygienist',
    also: 'hygienist rdh',
  },
} as const satisfies KeywordEntries;
