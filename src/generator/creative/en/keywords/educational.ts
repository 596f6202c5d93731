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
    names: 'NoCalculatorChallenge SolveForX SpotTheMathMistake BeatTheCalculator MathMagicTrick',
    also: 'maths mathematics',
  },
  chess: {
    things: 'Board Queen Knight Pawn King Rook Bishop Clock',
    moves: 'MateInOne Checkmate Endgame Fork Opening Castling',
    verbs: 'Checkmate Play',
    names: 'MateInOneChallenge FindTheFork BlindfoldChess ChessTrapTuesday EndgameIn60Seconds',
  },
  spanish: {
    things: 'Accent Slang Telenovela Flashcard Verb Dictionary Playlist Salsa',
    moves: 'RolledR TongueTwister SlangQuiz CafeOrder',
    verbs: 'Speak Practice Translate Conjugate',
    names:
      'SayItInSpanish SpanishWordADay HablaConmigo RollYourRs SpanishOnlyDay TongueTwisterEspanol',
    also: 'espanol',
  },
  science: {
    things: 'Volcano Magnet Microscope Goggles Slime Beaker Atom Rocket LabCoat',
    moves: 'Experiment EggDrop LavaLamp WalkingWater InvisibleInk DancingRaisins',
    verbs: 'Experiment Test Mix Observe Predict',
    names: 'WillItFloat WillItFizz KitchenScienceChallenge TryThisScienceTrick ScienceAtHome',
  },
  history: {
    things: 'Museum Timeline Map Castle Pyramid Knight Pharaoh Artifact',
    moves: 'FamilyTree TimeTravel ThenAndNow',
    verbs: 'Explore Discover Dig Map',
    names:
      'TimeTravelTuesday SolveAHistoryMystery RecreateAHistoryPhoto NameThatEra HistoryInOneMinute',
    also: 'worldhistory',
  },
  reading: {
    things: 'Book Bookmark Library Novel Chapter Kindle Shelf Audiobook',
    moves: 'ReadAThon BookHaul ShelfTour SpeedRead BookReview',
    verbs: 'Read Finish Binge Annotate',
    names: 'ReadWithMe OneMoreChapter ReadAThonChallenge BookTokMadeMeReadIt TenPagesADay',
    also: 'speedreading',
  },
  book: {
    things: 'Shelf Cover Chapter Author Library Kindle Plot Trope',
    moves: 'ShelfTour FiveStarRead PlotTwist ReadingNook',
    verbs: 'Read Recommend Rate Swap',
    names:
      'BlindDateWithABook JudgeABookByItsCover ShelfieSunday BookTokMadeMeBuyIt GuessTheBookInEmojis',
    also: 'booktok novel bookworm',
  },
  spelling: {
    things: 'Dictionary Alphabet Letter Vowel Trophy Buzzer Word Syllable',
    moves: 'SpellItBackwards HardestWord TrickyWord SpeedSpell WordBee',
    verbs: 'Spell Sound Define',
    names: 'CanYouSpellIt SpellItBackwards SpellingBeeAtHome HardestWordChallenge SpellItOut',
  },
  english: {
    things: 'Idiom Slang Accent Grammar Vocab Comma Poem Dictionary Shakespeare',
    moves: 'TongueTwister WordOfTheDay BritVsAmerican SlangQuiz PronounceThis',
    verbs: 'Pronounce Spell Write Define',
    names: 'TryThisTongueTwister BritishVsAmerican PronounceThis SayItInEnglish EnglishWordADay',
  },
  french: {
    things: 'Croissant Baguette Beret Paris Accent Verb Vocab Dictionary',
    moves: 'Pronunciation TongueTwister CafeOrder Conjugation WordOfTheDay',
    verbs: 'Speak Pronounce Translate Conjugate',
    names:
      'SayItInFrench OrderInFrench PronounceCroissant FrenchWordADay ParleAvecMoi FrenchOnlyDay',
    also: 'francais',
  },
  geography: {
    things: 'Globe Map Flag Country Capital Continent Compass Ocean Atlas',
    moves: 'FlagQuiz MapQuiz CapitalQuiz GeoGuess PinTheMap',
    verbs: 'Explore Guess Locate Navigate',
    names: 'GuessTheFlag FindItOnTheMap GuessWhereIAm MapFromMemory NameEveryCountry',
    also: 'geo',
  },
  vocabulary: {
    things: 'Dictionary Flashcard Synonym Thesaurus Definition Prefix Suffix Root',
    moves: 'WordOfTheDay FancyWord SynonymRace WordSwap DefineIt',
    verbs: 'Define Use Learn Memorize',
    names: 'UseItInASentence FancyWordFriday GuessTheBigWord OneNewWordADay WordOfTheDayChallenge',
    also: 'vocab',
  },
  study: {
    things: 'Desk Planner Flashcard Notes Highlighter Coffee Timer Library Laptop',
    moves: 'Pomodoro NoteTaking FocusHour LibraryDay ColorCoding DeepFocus',
    verbs: 'Focus Cram Review Memorize Highlight',
    names: 'StudyWithMe LockInChallenge NoPhoneStudyHour QuizYourStudyBuddy StudyDate',
    also: 'studying studywithme',
    verb: true,
  },
  biology: {
    things: 'Cell Microscope Skeleton Plant Heart DNA Organ Gene',
    moves: 'CellModel NatureWalk FoodChain StrawberryDNA BugHunt',
    verbs: 'Observe Grow Label Classify',
    names: 'EdibleCellModel ExtractStrawberryDNA NatureWalkBingo BuildAFoodChain LabelTheSkeleton',
    also: 'bio',
  },
  chemistry: {
    things: 'Beaker Goggles Element Atom Molecule Flask PeriodicTable Reaction',
    moves: 'ColorChange CrystalGrowing MoleculeModel ElementQuiz',
    verbs: 'Mix Measure React Balance',
    names:
      'ColorChangeChallenge RedCabbageColorTest FizzOrNoFizz CrystalGrowingChallenge CandyMoleculeModel',
    also: 'chem',
  },
  physics: {
    things: 'Gravity Magnet Rocket Pendulum Prism Lever Circuit Newton',
    moves: 'EggDrop PaperPlane BalanceTrick MagnetTrick StaticBalloon PendulumSwing',
    verbs: 'Drop Launch Balance Spin',
    names:
      'DefyGravityChallenge StaticBalloonTrick PaperPlanePhysics BuildAPendulum EggDropChallenge',
  },
  multiplication: {
    things: 'Flashcard Chart Fingers Dice Grid Calculator Worksheet',
    moves: 'TimesTables NinesTrick FingerTrick SkipCounting SpeedDrill',
    verbs: 'Multiply Count Solve Memorize',
    names: 'TimesTablesChallenge NinesFingerTrick RollAndMultiply TimesTablesRap BeatTheClock',
    also: 'timestables timestable multiply',
  },
  japanese: {
    things: 'Anime Manga Kanji Hiragana Katakana Bento Origami Sushi',
    moves: 'KanjiADay AnimePhrase Greeting TongueTwister CafeOrder',
    verbs: 'Speak Write Bow Practice',
    names:
      'SayItInJapanese OrderSushiInJapanese KanjiOfTheDay LearnJapaneseWithAnime JapaneseWordADay',
    also: 'nihongo',
  },
  german: {
    things: 'Pretzel Castle Umlaut Accent Dictionary Grammar LongWord Article',
    moves: 'LongestWord TongueTwister DerDieDas Pronunciation',
    verbs: 'Speak Pronounce Conjugate Translate',
    names:
      'SayItInGerman LongestGermanWord OrderAPretzelInGerman DerDieDasChallenge GermanWordADay',
    also: 'deutsch',
  },
  korean: {
    things: 'Kpop Kdrama Hangul Kimchi Webtoon Hanbok Tteokbokki',
    moves: 'HangulADay KpopLyrics KdramaLine Greeting TongueTwister',
    verbs: 'Read Speak Write Sing',
    names: 'SayItInKorean KdramaTaughtMe LearnHangulWithMe KpopLyricQuiz KoreanWordADay',
  },
  chinese: {
    things: 'Chopsticks Dumpling Lantern Calligraphy Tone Character Pinyin Brush',
    moves: 'TongueTwister CharacterADay ToneDrill StrokeOrder Greeting',
    verbs: 'Write Speak Trace Pronounce',
    names:
      'SayItInChinese FourTonesChallenge WriteYourNameInChinese OrderDumplingsInChinese ChineseCharacterADay',
    also: 'mandarin',
  },
  italian: {
    things: 'Pasta Pizza Espresso Nonna Gesture Vespa Opera Accent',
    moves: 'HandGesture CafeOrder RolledR Pronunciation Conjugation',
    verbs: 'Speak Gesture Conjugate Order',
    names:
      'SpeakWithYourHands GuessTheHandGesture OrderEspressoInItalian SayItInItalian ItalianWordADay',
  },
  'sign language': {
    things: 'Alphabet Hands Song Greeting Name Expression Classroom Interpreter',
    moves: 'Fingerspelling SignedSong NameSign',
    verbs: 'Sign Spell Learn Practice',
    names: 'SignYourName SignWithMe SignASongChallenge ASLWordADay SignADay',
    also: 'asl bsl',
  },
  algebra: {
    things: 'Equation Variable Graph Calculator Whiteboard Formula Slope Parabola',
    moves: 'SolveForX WordProblem Graphing Factoring',
    verbs: 'Solve Factor Graph Simplify',
    names: 'SolveForX BalanceTheEquation AlgebraMagicTrick AlgebraInRealLife FindX',
  },
  geometry: {
    things: 'Triangle Circle Angle Shape Protractor Compass Pyramid Cube Ruler',
    moves: 'PerfectCircle AngleGuess ShapeHunt Origami PaperFolding',
    verbs: 'Measure Draw Fold Prove',
    names: 'DrawAPerfectCircle GuessTheAngle GeometryOrigami BuildAPaperCube ShapeHuntChallenge',
  },
  fraction: {
    things: 'Pizza Pie Slice Chocolate MeasuringCup NumberLine Numerator Denominator',
    moves: 'PizzaSlices HalfAndHalf EqualShares BakingMath',
    verbs: 'Simplify Divide Share Compare',
    names: 'PizzaFractionChallenge CutItInHalf FractionBakeOff ShareItEqually FractionsWithFood',
  },
  space: {
    things: 'Moon Planet Rocket Astronaut Star Galaxy Mars Telescope Comet BlackHole',
    moves: 'Stargazing RocketLaunch MoonPhase Countdown PlanetQuiz Liftoff',
    verbs: 'Launch Orbit Explore Gaze',
    names: 'SpotTheISS MoonPhaseWithOreos StargazeWithMe SpaceFactFriday MoonPhaseMonday',
    also: 'astronomy outerspace',
  },
  'solar system': {
    things: 'Sun Moon Earth Mars Jupiter Saturn Pluto Orbit',
    moves: 'PlanetModel PlanetOrder ScaleModel PlanetQuiz',
    verbs: 'Orbit Spin Name Build',
    names:
      'NameThePlanets SolarSystemToScale SolarSystemInSnacks PlanetModelChallenge TourTheSolarSystem',
    also: 'planet',
  },
  dinosaur: {
    things: 'TRex Fossil Bones Egg Raptor Triceratops Volcano Museum Claw',
    moves: 'DinoWalk TRexArms FossilDig BoneHunt DinoRoar',
    verbs: 'Roar Stomp Dig Hatch',
    names: 'TRexArmsChallenge RoarLikeATRex WalkLikeADinosaur NameThatDinosaur DinoDigChallenge',
    also: 'dino',
  },
  exam: {
    things: 'Pencil Flashcard Calculator Notes Highlighter Coffee Timer Grade',
    moves: 'MockTest LastMinuteReview ResultsReveal PracticePaper StudySprint',
    verbs: 'Ace Revise Cram Pass Review',
    names: 'AceTheTest QuizMeBeforeTheExam TeachItBeforeTheExam ExamPrepWithMe ResultsDayReaction',
    also: 'final midterm',
  },
  homework: {
    things: 'Worksheet Pencil Desk Backpack Planner Snack Eraser Textbook',
    moves: 'FocusHour NoPhoneHour WorksheetSprint',
    verbs: 'Finish Focus Solve Write',
    names:
      'DoneBeforeDinner NoPhoneHomeworkHour HomeworkThenPlay ParentsDoHomework HomeworkSpeedrun',
  },
  college: {
    things: 'Dorm Campus Library Lecture Hoodie Textbook Professor Roommate',
    moves: 'DormTour MoveInDay CampusTour DecisionDay FinalsWeek',
    verbs: 'Study Apply Graduate Commute',
    names:
      'CollegeDecisionDay AcceptanceLetterReaction DormRoomOnABudget CollegeMoveInDay DormRoomTour',
    also: 'university uni',
  },
  'spelling bee': {
    things: 'Microphone Dictionary Trophy Buzzer Bell Stage Word Judge',
    moves: 'HardestWord SpellBackwards SpeedSpell FinalRound',
    verbs: 'Spell Define Buzz',
    names: 'HomeSpellingBee SpellItBackwards SpellTheHardestWord FamilySpellingBee BeatTheBee',
  },
  'periodic table': {
    things: 'Element Gold Oxygen Helium Carbon Neon Hydrogen Symbol Atom',
    moves: 'ElementSong ElementQuiz ElementADay SymbolRace',
    verbs: 'Learn Memorize Name Recite',
    names: 'PeriodicTableSong NameAllTheElements ElementScavengerHunt GuessTheElement ElementADay',
  },
  trivia: {
    things: 'Buzzer Question Answer Scoreboard Host Team Category Prize',
    moves: 'RapidFire LightningRound GeneralKnowledge FinalQuestion PubQuiz',
    verbs: 'Guess Answer Buzz Compete',
    names:
      'FamilyTriviaNight BeatMyTriviaScore RapidFireRound TriviaWithGrandma KnowItAllChallenge',
    also: 'quiz',
  },
  riddle: {
    things: 'Clue Answer Hint Puzzle Brain Twist Lightbulb',
    moves: 'BrainTeaser LogicPuzzle TrickQuestion MindBender Stumper',
    verbs: 'Solve Guess Think Crack',
    names: 'RiddleMeThis WhatAmI StumpMeWithARiddle CanYouSolveThis RiddleOfTheDay',
    also: 'brainteaser',
  },
  sudoku: {
    things: 'Grid Pencil Number Eraser Timer Newspaper Box Row',
    moves: 'SpeedSolve ExpertLevel DailyPuzzle NoMistakes PencilMarks',
    verbs: 'Solve Fill Check Crack',
    names: 'BeatMySudokuTime NoMistakesSudoku SudokuWithGrandpa FirstExpertSudoku SudokuSpeedrun',
  },
  crossword: {
    things: 'Clue Grid Pen Newspaper Answer Letter Square Hint',
    moves: 'DailyMini SpeedSolve PenOnly SundayPuzzle ClueHunt',
    verbs: 'Solve Fill Guess',
    names:
      'BeatMyMiniTime PenOnlyChallenge WriteYourOwnCrossword CrosswordWithGrandma SundayCrosswordClub',
  },
  wordle: {
    things: 'Grid Letter Green Yellow Guess Tile Vowel',
    moves: 'StarterWord FirstGuess HardMode LuckyGuess PerfectGame',
    verbs: 'Guess Share Solve',
    names: 'WordleInTwo BeatMyWordleScore WordleWithFriends WordleHardModeWeek StartingWordReveal',
  },
  memory: {
    things: 'Card Brain Deck Number List Face Sequence',
    moves: 'CardMatch SpotTheDifference MindPalace CardFlip ListRecall',
    verbs: 'Remember Recall Memorize Match',
    names:
      'TestYourMemory MemoryTrayChallenge MindPalaceChallenge SpotTheDifference MemoryMatchChallenge',
  },
  'mental math': {
    things: 'Brain Number Timer Calculator Fingers Scoreboard Flashcard Answer',
    moves: 'QuickAdd DoubleDigits SquareNumbers RapidFire NoCalculator',
    verbs: 'Add Multiply Count Solve',
    names:
      'MathInYourHead BeatTheCalculator SquareItInYourHead MentalMathRace SplitTheBillChallenge',
  },
  student: {
    things: 'Backpack Planner Laptop Notes Locker Library Coffee Hoodie Textbook',
    moves: 'DayInTheLife StudyRoutine MorningRoutine GradeReveal BudgetHack',
    verbs: 'Study Learn Graduate Balance',
    names:
      'WhatsInMyBackpack PackMyBackpackWithMe StudyHackTest StudentBudgetChallenge DayInTheLifeOfAStudent',
    also: 'pupil',
  },
  homeschool: {
    things:
      'KitchenTable Workbook Whiteboard Globe Planner LibraryCard Garden Microscope Curriculum',
    moves: 'DayInTheLife FieldTrip NatureStudy ReadAloud ScienceDay',
    verbs: 'Teach Learn Explore Read',
    names:
      'NatureStudyDay KitchenTableScience HomeschoolFieldTrip HomeschoolDayInTheLife HomeschoolRoomTour',
    also: 'homeschooling unschooling',
  },
  'science fair': {
    things: 'Poster Volcano Ribbon Trophy Judge Hypothesis Chart Trifold',
    moves: 'VolcanoDemo PotatoBattery PlantGrowth CrystalGarden ProjectReveal',
    verbs: 'Test Present Build Measure',
    names:
      'MyFirstScienceFair ExplainYourProject ScienceFairIn48Hours RateMyScienceFair ScienceFairThrowback',
  },
  gcse: {
    things: 'Flashcard PastPaper Highlighter Timetable Results Grade Planner Revision',
    moves: 'MindMap ResultsDay RevisionBlitz PomodoroSprint',
    verbs: 'Revise Cram Pass Ace',
    names: 'RevisionWithMe GCSEFlashcardRace GCSEMindMapChallenge GCSEStudyStreak GCSEResultsDay',
    also: 'alevel',
    spelled: 'GCSE',
  },
  'language learning': {
    things: 'Flashcard Notebook Podcast Dictionary Subtitles Accent Textbook Tutor Passport',
    moves: 'WordADay SelfTalk LanguageExchange Immersion Shadowing',
    verbs: 'Speak Practice Listen Immerse',
    names:
      'SayItIn3Languages LabelYourHomeChallenge PolyglotChallenge WordADayChallenge LearnALanguageIn30Days',
    also: 'language polyglot',
  },
  duolingo: {
    things: 'Owl Streak Lesson Gems Leaderboard League Badge',
    moves: 'DailyLesson LeagueClimb StreakSave',
    verbs: 'Practice Learn Translate Climb',
    names: 'DontMakeTheOwlMad SaveMyStreak DuolingoStreakReveal DuolingoLeagueRace StreakOrElse',
    also: 'duo',
  },
  latin: {
    things: 'Motto Scroll Root Caesar Column Tablet Dictionary Verb',
    moves: 'RootWords MottoHunt Recitation Conjugation',
    verbs: 'Translate Recite Decline Conjugate',
    names:
      'CarpeDiemChallenge SayItInLatin LatinRootOfTheDay FindLatinInEnglish LatinMottoChallenge',
  },
  arabic: {
    things: 'Alphabet Calligraphy Script Letter Dialect Accent Dictionary Coffee',
    moves: 'AlphabetSong LetterADay Handwriting DialectSwap Pronunciation',
    verbs: 'Write Read Speak Pronounce',
    names:
      'WriteYourNameInArabic SayItInArabic LearnTheArabicAlphabet ArabicWordADay DialectChallenge',
  },
  hindi: {
    things: 'Bollywood Chai Alphabet Song Dialogue Script Accent Devanagari',
    moves: 'MovieDialogue AlphabetSong LetterADay Greeting',
    verbs: 'Speak Write Read Sing',
    names:
      'BollywoodLineChallenge SayItInHindi WriteYourNameInHindi HindiWordADay SpeakHindiWithMe',
  },
  portuguese: {
    things: 'Samba Beach Coffee Accent Verb Dictionary Saudade Tilde',
    moves: 'TongueTwister SlangQuiz Conjugation NasalSounds',
    verbs: 'Speak Conjugate Pronounce Translate',
    names:
      'SayItInPortuguese TranslateSaudade OrderCoffeeInPortuguese BrazilianVsEuropean PortugueseWordADay',
  },
  russian: {
    things: 'Alphabet Cyrillic Matryoshka Accent Verb Dictionary Case Stress',
    moves: 'RolledR TongueTwister AlphabetSong CaseDrill',
    verbs: 'Speak Read Pronounce Decline',
    names:
      'ReadThisCyrillic LearnCyrillicIn1Day RussianTongueTwister SayItInRussian RussianWordADay',
  },
  philosophy: {
    things: 'Socrates Plato Quote Question Paradox Journal Argument Ethics',
    moves: 'ThoughtExperiment DeepQuestion QuoteOfTheDay DebateNight StoicDay',
    verbs: 'Think Question Ponder Debate',
    names:
      'DeepQuestionOfTheDay ExplainAParadox AskASocraticQuestion PhilosophyInOneMinute ShowerThoughts',
  },
  psychology: {
    things: 'Brain Habit Memory Dream Emotion Personality Mindset',
    moves: 'PersonalityTest MindTrick MemoryTest HabitExperiment',
    verbs: 'Observe Reflect Predict Notice',
    names:
      'MindTrickChallenge TestYourReactionTime BuildAHabitIn21Days WhatsYourPersonalityType BrainHackOfTheDay',
    also: 'psych',
  },
  economics: {
    things: 'Money Budget Market Price Coin Chart Receipt Bank Inflation',
    moves: 'LemonadeStand PriceCheck SupplyAndDemand BudgetPlan',
    verbs: 'Save Budget Trade Invest',
    names:
      'LemonadeStandEconomics GuessThePrice SupplyAndDemandGame InflationWithCandy PricesThenVsNow',
    also: 'econ',
  },
  finance: {
    things: 'Budget PiggyBank Savings Wallet Coin Receipt Envelope Bank Goal',
    moves: 'NoSpendWeek CoinJar EnvelopeMethod BudgetBreakdown SavingsSprint',
    verbs: 'Save Budget Track Invest',
    names: 'NoSpendChallenge 52WeekSavingsChallenge CoinJarChallenge TrackEveryDollar BudgetWithMe',
    also: 'budgeting personalfinance budget money 52week debtfree piggybank',
  },
  investing: {
    things: 'Stock Portfolio Chart Dividend IndexFund Ticker Interest Savings',
    moves: 'FirstStock CompoundMath IndexFundBasics LongTermPlan',
    verbs: 'Invest Save Grow Compound',
    names:
      'InvestTenDollars PennyDoubledChallenge FirstStockChallenge PaperTradingChallenge StockMarketGame',
    also: 'invest stocks',
  },
  volcano: {
    things: 'Lava Crater Magma Ash Mountain BakingSoda Vinegar Eruption',
    moves: 'KitchenEruption EruptionDemo LavaFlow ModelBuild',
    verbs: 'Erupt Mix Build Fizz',
    names:
      'BakingSodaVolcano VolcanoInAPumpkin EruptionCountdown BuildAClayVolcano BiggestEruptionWins',
  },
  experiment: {
    things: 'Goggles Balloon Vinegar BakingSoda Jar Magnet Timer Notebook Beaker',
    moves: 'EggDrop LavaLamp WalkingWater DancingRaisins InvisibleInk ColorChangingMilk',
    verbs: 'Test Mix Measure Predict',
    names:
      'SinkOrFloat WalkingWaterChallenge DancingRaisinsChallenge ColorChangingMilk KitchenScience',
    also: 'scienceexperiment',
  },
  magnet: {
    things: 'Fridge Paperclip Compass Coin Slime Pole IronFilings',
    moves: 'PaperclipChain FridgeArt TreasureHunt LevitationTrick FieldLines',
    verbs: 'Attract Repel Stick Float',
    names: 'WillItStick MagnetHunt PaperclipChainChallenge MagnetMazeBuild MagnetMagic',
  },
  weather: {
    things: 'Rainbow Cloud Thunder Lightning Snowflake Umbrella Tornado Thermometer Forecast',
    moves: 'CloudInAJar RainbowHunt CloudSpotting RainGauge TornadoInABottle',
    verbs: 'Forecast Predict Measure Spot',
    names:
      'TornadoInABottle CloudInAJar MakeARainGauge CloudSpottingChallenge WeatherReportChallenge',
  },
  'human body': {
    things: 'Heart Brain Skeleton Bones Muscle Lungs Stomach Skin',
    moves: 'SkeletonQuiz NameThatBone BodyMap HeartbeatCount OrganGame',
    verbs: 'Label Move Stretch Measure',
    names: 'NameThatBone CountYourHeartbeat HowManyBonesChallenge BuildALungModel TraceYourBodyMap',
    also: 'anatomy',
  },
  brain: {
    things: 'Memory Dream Habit Reflex Neuron Mind Nerve',
    moves: 'OpticalIllusion MindTrick ReflexTest MemoryGame Puzzle',
    verbs: 'Think Focus Remember Solve',
    names:
      'TrickYourBrain OpticalIllusionTest TestYourReflexes BrainTeaserRace BrainBreakChallenge',
  },
  flag: {
    things: 'Country Star Stripe Color Map Globe Pole Emblem',
    moves: 'CountryGuess DrawFromMemory ColorMatch WorldTour SpeedRound',
    verbs: 'Guess Draw Name Wave',
    names: 'GuessTheFlag DesignYourOwnFlag DrawAFlagFromMemory FlagSpeedRound NameThatFlag',
  },
  map: {
    things: 'Globe Compass Pin Atlas Country Ocean Border Route Continent Legend',
    moves: 'PinDrop BlindDraw RouteTrace WorldTour CountryGuess',
    verbs: 'Locate Navigate Pin Draw',
    names:
      'FindItOnTheMap PinYourHometown MapYourNeighborhood DrawTheWorldFromMemory ReadAPaperMap',
  },
  'ancient egypt': {
    things: 'Pyramid Pharaoh Mummy Sphinx Hieroglyph Nile Tomb Papyrus Scarab Cat',
    moves: 'HieroglyphName PyramidBuild TombTour PapyrusCraft SphinxRiddle',
    verbs: 'Build Write Decode Explore',
    names:
      'YourNameInHieroglyphs SolveTheSphinxRiddle PyramidBuildChallenge MakeYourOwnPapyrus MummyWrapChallenge',
    also: 'pyramid',
  },
  'ancient rome': {
    things: 'Colosseum Toga Emperor Caesar Chariot Aqueduct Forum Laurel Sandal Column',
    moves: 'TogaDay ColosseumModel AqueductBuild EmpireMap LatinMotto',
    verbs: 'Build Rule Explore Conquer',
    names: 'WrapYourOwnToga BuildARomanArch RomanNumeralRace BuildAnAqueduct WriteInRomanNumerals',
    also: 'romanempire roman',
  },
  mythology: {
    things: 'Zeus Athena Olympus Medusa Hercules Poseidon Pegasus Odin Trident Labyrinth',
    moves: 'OriginStory MonsterQuiz HeroJourney LegendRetell LabyrinthMap',
    verbs: 'Retell Explore Imagine Decode',
    names: 'WhichGodAreYou DrawAMythicalBeast CreateYourOwnMyth ExplainAMythBadly MythOfTheWeek',
    also: 'greekmythology greekgods myth',
  },
  preschool: {
    things: 'Crayon Blocks Alphabet Puzzle Storybook Playdough Sticker Song Rug',
    moves: 'CircleTime ShowAndTell CountingGame ShapeHunt ColorSort',
    verbs: 'Count Sing Sort Play',
    names:
      'ShowAndTellDay ColorSortChallenge WhatDidYouLearnToday PreschoolShapeHunt CircleTimeSong',
    also: 'kindergarten prek',
  },
  alphabet: {
    things: 'Letter Song Block Flashcard Crayon Magnet Sticker Book',
    moves: 'ABCSong LetterHunt LetterOfTheDay ScavengerHunt BackwardsRecite',
    verbs: 'Sing Trace Spell Recite',
    names:
      'ABCScavengerHunt AlphabetBackwards ABCsWithYourBody AlphabetFoodChallenge LetterOfTheWeek',
    also: 'abc',
  },
  phonics: {
    things: 'Letter Sound Flashcard Vowel Word Book Song Blend',
    moves: 'SightWords LetterSounds RhymeTime Blending WordFamily',
    verbs: 'Sound Blend Read Rhyme',
    names: 'SoundItOut SightWordChallenge PhonicsTreasureHunt RhymeTime LetterSoundHunt',
  },
  counting: {
    things: 'Fingers Blocks Beads Dice Coins Abacus NumberLine Chart',
    moves: 'CountTo100 SkipCount CountBackwards NumberHunt BeadSort',
    verbs: 'Count Add Sort Tally',
    names:
      'CountWithMe HowHighCanYouCount CountBackwardsFrom20 CountInThreeLanguages CountTo100Challenge',
  },
  library: {
    things: 'Shelf Librarian Card Bookmark Desk Stack Cart Stamp',
    moves: 'BookHaul StudyDate ShelfTour BlindDateBook ReadingHour',
    verbs: 'Borrow Read Return Study',
    names: 'BlindDateWithABook ShowMeYourLibraryCard AskTheLibrarianToPick LibraryDate LibraryHaul',
  },
  'book club': {
    things: 'Snacks Couch Bookmark Chapter Host Theme Tea Cover',
    moves: 'MonthlyPick DiscussionNight ThemedSnacks BookSwap SpoilerFree',
    verbs: 'Read Discuss Host Recommend',
    names: 'GuessOurNextRead ReadItInAWeek OneChapterADay BookClubSnackTheme BookClubOfTwo',
  },
  'note taking': {
    things: 'Highlighter Notebook Pen StickyNote Marker Tabs Diagram Margin Ruler',
    moves: 'ColorCoding MindMap AestheticNotes Sketchnote CornellMethod',
    verbs: 'Write Highlight Summarize Organize',
    names:
      'TakeNotesWithMe PrettyNotesChallenge OnePageNotesChallenge SketchnoteTheLesson RateMyNotes',
    also: 'notes',
  },
  flashcard: {
    things: 'IndexCard Deck Marker Highlighter Ring Box Stack Pen',
    moves: 'QuizMe SpeedRound SelfTest SpacedRepetition',
    verbs: 'Flip Quiz Memorize Review',
    names: 'MakeFlashcardsWithMe QuizMeChallenge SpeedFlipChallenge FlashcardRelay FlashcardFriday',
  },
  pomodoro: {
    things: 'Timer Tomato Desk Coffee Planner Notebook Break Playlist',
    moves: 'FocusSprint DeepWork LockIn BreakTime',
    verbs: 'Focus Study Rest Repeat',
    names: 'PomodoroWithMe LockInWithMe FourPomodorosADay TomatoTimerChallenge PomodoroStudyDate',
  },
  calculus: {
    things: 'Graph Curve Calculator Slope Formula Chalkboard Derivative Integral Limit Tangent',
    moves: 'Integration Optimization ChainRule PowerRule',
    verbs: 'Derive Integrate Solve Graph',
    names:
      'DerivativeRace DrawTheDerivative CalculusInRealLife GraphItChallenge CalculusInOneMinute',
    also: 'calc',
  },
  pi: {
    things: 'Circle Pie Digit Calculator Ruler Compass Number Formula',
    moves: 'DigitRecite PieBake CircleMeasure PiSong',
    verbs: 'Recite Memorize Measure Bake',
    names: 'PiDayChallenge HowManyDigitsOfPi MeasurePiWithString PieForPiDay PiDigitSong',
    also: 'piday',
  },
  calculator: {
    things: 'Button Screen Battery Graph Display Keypad Answer Equation',
    moves: 'UpsideDownWords GraphArt QuickSum RaceTheCalc MagicTrick',
    verbs: 'Calculate Type Solve Add',
    names:
      'BeatTheCalculator UpsideDownWords CalculatorMagicTrick GuessThenCalculate GraphingCalculatorArt',
  },
  logic: {
    things: 'Puzzle Riddle Grid Clue Pattern Sequence Brain Proof',
    moves: 'PatternHunt TrickQuestion GridPuzzle NextInSequence Deduction',
    verbs: 'Solve Think Reason Deduce',
    names:
      'WhatComesNextChallenge SolveTheLogicGrid RiverCrossingPuzzle LogicPuzzleOfTheDay OnlyGeniusesCanSolve',
  },
  debate: {
    things: 'Podium Timer Topic Judge Argument Notes Mic Rebuttal',
    moves: 'PickASide HotTake SillyTopic OpeningStatement QuestionRound',
    verbs: 'Argue Persuade Defend Rebut',
    names:
      'PineappleOnPizzaDebate ChangeMyMind PickASideChallenge DebateYourSibling SillyDebateNight',
  },
  'public speaking': {
    things: 'Mic Stage Podium Audience Notes Slides Spotlight Timer',
    moves: 'OneMinuteSpeech ElevatorPitch ImpromptuTalk PowerPose Toast',
    verbs: 'Speak Present Pitch Project',
    names:
      'NoUmsChallenge OneMinuteSpeech RandomTopicSpeech ElevatorPitchChallenge PowerPoseThenSpeak',
    also: 'speech',
  },
  handwriting: {
    things: 'Pen Paper Notebook Journal Ink Letter Signature Font',
    moves: 'Cursive NeatNotes OtherHand PenSwap FontMatch',
    verbs: 'Write Trace Sign Practice',
    names:
      'WriteWithYourOtherHand RateMyHandwriting CopyMyHandwriting HandwritingGlowUp CursiveComeback',
    also: 'penmanship cursive',
  },
  idiom: {
    things: 'Phrase Saying Expression Proverb Picture Meaning Origin Dictionary',
    moves: 'ActItOut EmojiGuess PictureGuess OriginStory TranslationFail',
    verbs: 'Guess Act Explain Translate',
    names: 'TakeItLiterally GuessTheIdiom IdiomInEmoji IdiomsActedOut TranslateAnIdiom',
  },
  'word of the day': {
    things: 'Dictionary Definition Sentence Synonym Vocab Calendar Flashcard Notebook',
    moves: 'UseItToday DefineIt BigWordDrop DailyNote',
    verbs: 'Define Use Pronounce Learn',
    names:
      'UseItInASentence SneakInTodaysWord DrawTheWordOfTheDay UseTodaysWord WordOfTheDayChallenge',
    also: 'wotd',
  },
  insect: {
    things: 'Butterfly Ladybug Ant Bee Beetle Caterpillar Jar Net Garden Magnifier',
    moves: 'BugHunt AntFarm ButterflyGarden BugHotel NatureWalk',
    verbs: 'Observe Catch Release Count',
    names: 'BackyardBugHunt BuildABugHotel BugSafariChallenge DrawABugUpClose BugOfTheDay',
    also: 'entomology bug',
  },
  geology: {
    things: 'Rock Crystal Fossil Geode Mineral Quartz Amethyst Hammer Magnifier Layer',
    moves: 'GeodeCrack RockHunt CrystalGrow RockSort',
    verbs: 'Dig Crack Sort Polish',
    names: 'GeodeReveal WhatRockIsThis RockHuntChallenge SortYourRocks RockCollectionTour',
    also: 'rockhound',
  },
  fossil: {
    things: 'Bone Shell Brush Amber Rock Museum Trilobite Ammonite Layer',
    moves: 'SharkToothHunt BeachHunt DinoDig BrushReveal PlasterCast',
    verbs: 'Dig Brush Find Identify',
    names: 'SharkToothHunt MakeAFossilPrint BeachFossilHunt GuessTheFossil FossilFindFriday',
  },
  stem: {
    things: 'Robot Rocket Bridge Magnet Circuit Straw Cardboard Marshmallow Popsicle Tape',
    moves: 'EggDrop MarshmallowTower BridgeBuild BalloonCar PaperAirplane CupTower',
    verbs: 'Build Design Test Launch',
    names:
      'MarshmallowTowerChallenge EggDropChallenge BalloonCarRace SpaghettiBridgeChallenge CupTowerChallenge',
    spelled: 'STEM',
  },
  engineering: {
    things: 'Bridge Gear Lever Pulley Tower Crane Motor Blueprint Prototype Circuit',
    moves: 'BridgeBuild EggDrop CardboardBuild RubeGoldberg LoadTest',
    verbs: 'Build Design Test Fix',
    names:
      'RubeGoldbergChallenge HowMuchCanItHold BuildAMarbleRun CardboardBuildOff BuildABridgeChallenge',
    also: 'engineer',
  },
  'egg drop': {
    things: 'Egg Parachute Straw Tape Balloon Box Cushion Cotton',
    moves: 'DropTest ParachuteDesign ContraptionBuild SlowMoDrop Redesign',
    verbs: 'Drop Protect Build Test',
    names: 'SaveTheEgg WillItCrack ParachuteYourEgg EggDropRedesign EggDropChallenge',
  },
  'paper airplane': {
    things: 'Paper Wing Nose Runway Target Hallway Tape Fold',
    moves: 'DistanceThrow FoldOff TargetShot LoopDeLoop GliderDesign',
    verbs: 'Fold Throw Glide Launch',
    names:
      'FarthestPlaneWins FoldAndFly LandItInTheBasket PaperPlaneTargetToss PaperPlaneChallenge',
    also: 'paperplane',
  },
  rocket: {
    things: 'Astronaut Moon Straw Balloon Launchpad Parachute Fin NoseCone Capsule',
    moves: 'Liftoff Countdown StrawLaunch BalloonLaunch ModelBuild',
    verbs: 'Launch Build Soar Count',
    names:
      'CountdownToLiftoff StrawRocketChallenge BalloonRocketRace DesignYourRocket BottleRocketLaunch',
  },
  dna: {
    things: 'Gene Helix Cell Strawberry Trait Chromosome Ancestry Microscope',
    moves: 'CandyModel HelixModel FamilyTraits TraitSurvey',
    verbs: 'Extract Build Trace Inherit',
    names:
      'WhoDidIGetItFrom CanYouRollYourTongue CandyDNAModel StrawberryDNAExtract DoubleHelixChallenge',
    also: 'genetics',
    spelled: 'DNA',
  },
  atom: {
    things: 'Proton Neutron Electron Nucleus Element Model Molecule Bond',
    moves: 'CandyModel MoleculeBuild ElementMatch BohrModel',
    verbs: 'Build Bond Model Count',
    names: 'BuildAnAtomChallenge CandyAtomModel HumanAtomModel DrawYourFavoriteAtom NameThatAtom',
  },
  gravity: {
    things: 'Apple Ball Feather Newton Planet Moon Pendulum Weight',
    moves: 'FeatherVsBall DropTest BalanceTrick CenterOfMass FloatingTrick',
    verbs: 'Drop Balance Float Fall',
    names: 'WhichFallsFirst DefyGravity GravityBalanceTrick CenterOfMassChallenge EggDropChallenge',
  },
  microscope: {
    things: 'Slide Lens Onion Cell Leaf Hair Sample Droplet Salt',
    moves: 'ZoomIn SlideReveal PondSample OnionCells SaltCrystals',
    verbs: 'Zoom Focus Observe Magnify',
    names: 'GuessTheSample ZoomInChallenge WhatsUnderTheLens OnionCellsUpClose PhoneMicroscopeHack',
  },
  telescope: {
    things: 'Moon Planet Star Saturn Jupiter Comet Lens Tripod NightSky',
    moves: 'Stargazing MoonShot PlanetHunt MeteorWatch',
    verbs: 'Gaze Spot Zoom Focus',
    names:
      'FirstLookAtSaturn SpotTheMoonCraters FindJupitersMoons TelescopePlanetHunt MoonThroughMyLens',
  },
  eclipse: {
    things: 'Sun Moon Glasses Shadow Pinhole Sky Halo Totality',
    moves: 'PinholeViewer CerealBoxViewer ShadowWatch SkyWatchParty TotalityCountdown',
    verbs: 'Watch Observe Wait Chase',
    names:
      'PinholeProjectorChallenge CerealBoxEclipseViewer CrescentShadowHunt EclipseCountdown EclipseWatchParty',
  },
  'climate change': {
    things: 'Earth Tree Ocean Forest Bike Glacier SolarPanel Bin',
    moves: 'TreePlanting Cleanup ZeroWasteWeek PlasticFreeDay CarbonFootprint',
    verbs: 'Reduce Reuse Recycle Plant',
    names: 'ZeroWasteWeek CarFreeDay OneClimateActionADay ClimateFactFriday PlasticFreeWeek',
    also: 'climate',
  },
  'earth day': {
    things: 'Planet Tree Seed Garden Park Beach Bag Bottle Bin Compost',
    moves: 'Cleanup TreePlanting SeedBall UpcycleCraft NatureWalk',
    verbs: 'Plant Recycle Reuse Clean',
    names: 'EarthDayCleanup PlantATree MakeASeedBall UpcycleForEarthDay EarthDayNatureWalk',
  },
  electricity: {
    things: 'Battery Bulb Wire Circuit Switch Lemon Potato Magnet Balloon',
    moves: 'PotatoBattery LemonBattery StaticHair SimpleCircuit LightItUp',
    verbs: 'Connect Power Charge Switch',
    names:
      'PotatoBatteryChallenge LightTheBulb LemonBatteryChallenge BuildASimpleCircuit StaticHairChallenge',
  },
  viking: {
    things: 'Longship Shield Helmet Rune Odin Saga Fjord Braid',
    moves: 'RuneName LongshipBuild SagaTime MythQuiz',
    verbs: 'Sail Explore Write Build',
    names:
      'WriteYourNameInRunes BraidLikeAViking TellAVikingSaga VikingShipChallenge VikingFactFriday',
  },
  medieval: {
    things: 'Castle Knight Armor Crown Feast Moat Jester Banner Tower Scroll',
    moves: 'CastleBuild FeastDay KnightCode Calligraphy JesterAct',
    verbs: 'Build Rule Explore Quest',
    names: 'LiveLikeAPeasant WriteLikeAMonk MedievalFeastNight CastleBuildChallenge MedievalMonday',
    also: 'middleages',
  },
  'morse code': {
    things: 'Dot Dash Flashlight Signal Beep Radio Alphabet Message',
    moves: 'SecretMessage TapCode FlashSignal DotDashName SpeedDecode',
    verbs: 'Tap Decode Signal Blink',
    names:
      'TapYourNameInMorse DecodeThis FlashlightMorseCode MorseCodeBracelet SecretMessageChallenge',
    also: 'morse',
  },
  audiobook: {
    things: 'Headphones Narrator Chapter Playlist Commute Walk Library Speed',
    moves: 'WalkAndListen CommuteListen ChoresAndChapters NarratorVoice',
    verbs: 'Listen Walk Finish Binge',
    names: 'GuessTheNarrator ChoresAndChapters FinishABookByEar AudiobookWalk ListenWithMe',
  },
  textbook: {
    things: 'Chapter Highlighter Page Backpack Index Glossary Cover Margin',
    moves: 'ChapterSummary SpeedSkim Highlighting TabSystem',
    verbs: 'Read Skim Highlight Summarize',
    names:
      'ChapterInAMinute TeachTheChapterBack TextbookToFlashcards SummarizeAChapter HighlightEverything',
  },
  'school supplies': {
    things: 'Pencil Highlighter Binder Notebook Eraser Backpack Marker Ruler Glue PencilCase',
    moves: 'SupplyHaul PencilCaseTour BinderSetup DeskOrganize LabelEverything',
    verbs: 'Shop Organize Label Pack',
    names:
      'WhatsInMyPencilCase PackMyPencilCase SchoolSuppliesUnder20 BackToSchoolHaul SchoolSupplyHaul',
    also: 'stationery',
  },
  'long division': {
    things: 'Pencil Paper Answer Worksheet Remainder Dividend Divisor Quotient',
    moves: 'StepByStep BringDown CheckYourWork SpeedDivide RemainderHunt',
    verbs: 'Divide Subtract Check Solve',
    names: 'ShowYourSteps DivideItByHand LongDivisionSong CheckYourRemainder LongDivisionSpeedrun',
  },
  'telling time': {
    things: 'Clock Watch Hour Minute Hand Timer Sundial Calendar',
    moves: 'ClockQuiz WhatTimeIsIt QuarterPast HalfPast SundialBuild',
    verbs: 'Read Tell Count Guess',
    names: 'CanYouReadAClock BuildAPaperClock MakeASundial WhatTimeIsItChallenge BeatTheClock',
  },
  continent: {
    things: 'Map Globe Ocean Country Animal Flag Landmark Atlas',
    moves: 'MapQuiz WorldTour AnimalMatch LandmarkGuess GlobeSpin',
    verbs: 'Explore Locate Name Travel',
    names:
      'NameAll7Continents SpinTheGlobe DrawTheContinents ContinentAnimalMatch SevenContinentsSong',
  },
  '50 states': {
    things: 'Map Capital Flag Nickname Postcard LicensePlate Landmark Border',
    moves: 'CapitalQuiz StateSong SpeedName LicensePlateGame MapFromMemory',
    verbs: 'Name Locate Visit Draw',
    names: 'CanYouNameAll50 StateCapitalsRace DrawTheUSFromMemory LicensePlateGame FiftyStatesSong',
    also: 'usstates',
  },
  dutch: {
    things: 'Windmill Tulip Bike Stroopwafel Clog Accent Vocab Dictionary',
    moves: 'TongueTwister HardG Pronunciation WordOfTheDay',
    verbs: 'Speak Pronounce Cycle Translate',
    names:
      'SayItInDutch SayScheveningen DutchTongueTwister OrderStroopwafelsInDutch DefineGezellig',
  },
  hebrew: {
    things: 'Alphabet Letter Script Vowel Scroll Accent Dictionary Aleph',
    moves: 'AlphabetSong RightToLeft LetterADay Pronunciation',
    verbs: 'Read Write Speak Pronounce',
    names: 'ReadRightToLeft WriteYourNameInHebrew LearnTheAlephBet HebrewWordADay SayItInHebrew',
  },
  turkish: {
    things: 'Tea Baklava Bazaar Delight Accent Suffix Vowel Dictionary',
    moves: 'LongestWord TongueTwister SuffixStack BazaarTalk',
    verbs: 'Speak Pronounce Translate Haggle',
    names:
      'OrderTeaInTurkish LongestTurkishWord TurkishTongueTwister TurkishWordADay SayItInTurkish',
  },
  tagalog: {
    things: 'Lola Jeepney Adobo Karaoke Slang Accent Dictionary Barkada',
    moves: 'Taglish PoAndOpo SlangQuiz TongueTwister',
    verbs: 'Speak Translate Pronounce Sing',
    names: 'SpeakLikeYourLola TaglishChallenge TagalogTongueTwister TagalogWordADay SayItInTagalog',
    also: 'filipino',
  },
  vietnamese: {
    things: 'Pho Coffee Scooter Lantern Market Tone Accent Dictionary',
    moves: 'SixTones ToneDrill TongueTwister MarketTalk',
    verbs: 'Speak Pronounce Order Translate',
    names:
      'SixTonesChallenge OrderPhoInVietnamese VietnameseTongueTwister VietnameseWordADay SayItInVietnamese',
  },
  swedish: {
    things: 'Fika CinnamonBun Forest Song Vowel Accent Dictionary Lagom',
    moves: 'TongueTwister SongLyrics FikaChat SjSound',
    verbs: 'Speak Pronounce Sing Translate',
    names: 'FikaChallenge SingItInSwedish SayItInSwedish SwedishWordADay SjuSjukaSjomanChallenge',
  },
  tutor: {
    things: 'Whiteboard Worksheet Notebook Laptop Timer Flashcard Sticker Desk',
    moves: 'MiniLesson HomeworkHelp PracticeTest LightbulbMoment ProgressCheck',
    verbs: 'Teach Explain Coach Encourage',
    names: 'ExplainItToMe TeachItBack TutorForADay AskYourTutorAnything TeachMeSomething',
    also: 'tutoring',
  },
  learn: {
    things: 'Skill Lesson Book Tutorial Teacher Notebook Habit Goal',
    moves: 'NewSkill OneThingADay SkillSwap TeachBack DailyLesson',
    verbs: 'Practice Study Try Master',
    names: 'TodayILearned LearnItIn24Hours LearnOneThingADay SkillSwapChallenge LearnSomethingNew',
    also: 'learning',
    verb: true,
  },
  'fun fact': {
    things: 'Animal Octopus Planet Brain Ocean Space Honey Flamingo',
    moves: 'MindBlown RandomFact FactOrCap DailyDrop',
    verbs: 'Share Learn Guess Stitch',
    names: 'FunFactFriday BetYouDidntKnow TellMeAFunFact FunFactRelay FactOrCap',
    also: 'didyouknow',
  },
  'iq test': {
    things: 'Puzzle Pattern Score Timer Brain Question Grid Sequence',
    moves: 'PatternQuiz TrickQuestion LogicRound SpeedRound NextInSequence',
    verbs: 'Solve Think Guess Score',
    names: 'TestYourIQ NextInTheSequence PatternPuzzleRace WhatsYourIQ OnlyGeniusesCanSolve',
    also: 'iq',
    spelled: 'IQTest',
  },
  essay: {
    things: 'Outline Paragraph Intro Conclusion Draft WordCount Deadline Prompt Thesis',
    moves: 'FirstDraft WordCountSprint EditingPass PeerReview',
    verbs: 'Write Edit Cite Outline',
    names: 'HitTheWordCount EssayInAnHour OneParagraphADay RewriteYourIntro WriteWithMe',
  },
  poetry: {
    things: 'Poem Rhyme Haiku Verse Notebook Journal Sonnet Stanza Metaphor Quill',
    moves: 'HaikuADay SpokenWord BlackoutPoem AcrosticName FreeVerse',
    verbs: 'Write Rhyme Recite Read',
    names: 'HaikuChallenge BlackoutPoetry AcrosticNamePoem PoemInTenMinutes OpenMicNight',
    also: 'poem poet',
  },
  shakespeare: {
    things: 'Quill Sonnet Stage Skull Balcony Script Costume Globe',
    moves: 'BalconyScene Soliloquy SonnetRecital ModernRetelling SceneInAMinute',
    verbs: 'Recite Perform Rhyme Act',
    names: 'SpeakLikeShakespeare ActOutAScene ModernShakespeare BalconySceneRemake SonnetADay',
  },
  grammar: {
    things: 'Comma Apostrophe Semicolon Noun Verb RedPen Sentence Dictionary',
    moves: 'TheirThereTheyre YourVsYoure CommaCheck SentenceFix Proofread',
    verbs: 'Proofread Correct Punctuate Fix',
    names: 'SpotTheTypo FixTheSign CommaChangesEverything YourOrYoureChallenge FixThisSentence',
  },
  constellation: {
    things: 'Star NightSky BigDipper Orion Telescope Moon Map Blanket',
    moves: 'Stargazing StarHop SkyMapping OrionHunt DipperSpot',
    verbs: 'Gaze Spot Map Connect',
    names:
      'FindTheBigDipper ConnectTheStars DrawYourOwnConstellation SpotOrionTonight StargazingNight',
    also: 'star',
  },
  'art history': {
    things: 'Painting Museum Sculpture Portrait Masterpiece Canvas Frame Gallery',
    moves: 'RecreateAPainting MuseumPose GuessTheArtist StyleQuiz',
    verbs: 'Recreate Pose Study Sketch',
    names:
      'RecreateTheMasterpiece GuessTheArtist MuseumPoseChallenge PaintLikeVanGogh GettyMuseumChallenge',
  },
  dictionary: {
    things: 'Word Definition Page Thesaurus Entry Synonym Bookmark Etymology',
    moves: 'RandomPage WordHunt DefinitionGuess NewWordAdded SpellCheck',
    verbs: 'Define Look Spell Learn',
    names: 'OpenToARandomPage GuessTheDefinition FakeDefinitionGame FindTheLongestWord LookItUp',
  },
  'med school': {
    things: 'Stethoscope Scrubs WhiteCoat Flashcards Skeleton Textbook Lab Coffee Badge',
    moves: 'WhiteCoatCeremony DayInTheLife MatchDay StudyMarathon AnatomyLab',
    verbs: 'Study Memorize Diagnose Scrub',
    names:
      'WhiteCoatReveal MatchDayReaction AnatomyFlashcardRace StudyLikeAMedStudent MedSchoolDayInTheLife',
    also: 'premed medstudent',
  },
  'nursing school': {
    things: 'Scrubs Stethoscope Badge Clipboard Textbook Coffee Watch Shoes Notes Clinical',
    moves: 'ClinicalDay PinningCeremony DayInTheLife SkillsLab ExamPrep',
    verbs: 'Study Care Chart Practice',
    names:
      'PinningCeremonyReveal NursingStudyWithMe NursingFlashcardRace NursingQuizNight NursingSchoolDayInTheLife',
    also: 'nursingstudent',
  },
  'law school': {
    things: 'Gavel Casebook Library Laptop Suit Coffee Courtroom Flashcard Outline Brief',
    moves: 'MootCourt ColdCall CaseBrief DayInTheLife BarPrep',
    verbs: 'Argue Brief Study Object',
    names: 'MockTrialNight ArgueLikeALawyer BriefThisCase ColdCallReady LawSchoolDayInTheLife',
    also: 'lawstudent',
  },
  sat: {
    things: 'Pencil Calculator Timer Flashcard Vocab ScoreReport Bubble Desk',
    moves: 'PracticeTest ScoreReveal StudyPlan MathSection MockTest',
    verbs: 'Study Prep Pass Ace',
    names: 'SATScoreReveal SATPrepWithMe SATMathSpeedRound BeatYourPracticeScore SATWordADay',
    also: 'psat',
    spelled: 'SAT',
  },
  ielts: {
    things: 'Essay Score Vocab Timer Headphones Notebook Band CueCard',
    moves: 'SpeakingTest MockTest ScoreReveal EssayPlan ListeningDrill',
    verbs: 'Speak Write Listen Practice',
    names:
      'IELTSSpeakingChallenge IELTSCueCardIn2Min IELTSListeningDrill IELTSScoreReveal IELTSWordADay',
    also: 'toefl',
    spelled: 'IELTS',
  },
  botany: {
    things: 'Leaf Seed Flower Root Sprout Cactus Fern Petal Stem Greenhouse',
    moves: 'SeedInAJar LeafPress ColoredCelery GrowthLog PlantId',
    verbs: 'Grow Plant Press Water',
    names: 'BeanInAJarChallenge WatchItSprout ColoredCeleryTest NameThatPlant LeafPressChallenge',
    also: 'plantscience',
  },
  astronaut: {
    things: 'Helmet Spacesuit Rocket Moon Capsule SpaceFood Gloves Visor',
    moves: 'Spacewalk ZeroGravity Countdown TrainingDay SpaceFoodTaste',
    verbs: 'Launch Float Orbit Explore',
    names:
      'EatLikeAnAstronaut AstronautGloveChallenge PackForTheMoon AskAnAstronaut AstronautTraining',
    also: 'nasa',
  },
  'black hole': {
    things: 'Star Galaxy Gravity Light Space Telescope Horizon Spaghetti',
    moves: 'TrampolineModel GravityDemo ScaleCompare Spaghettification',
    verbs: 'Pull Explain Imagine Bend',
    names:
      'DrawABlackHole ExplainABlackHole BuildABlackHoleModel WhatsInsideABlackHole BlackHoleInOneMinute',
  },
  statistics: {
    things: 'Graph Chart Survey Average Dice Coin Percent Data',
    moves: 'CoinFlipTest FriendSurvey DiceOdds Prediction',
    verbs: 'Count Survey Graph Predict',
    names: 'WhatAreTheOdds CoinFlip100Times RollTheDice100Times GuessTheAverage SurveyMyFriends',
    also: 'stats probability',
  },
  shape: {
    things: 'Circle Square Triangle Star Heart Hexagon Block Sticker',
    moves: 'ScavengerHunt TangramBuild SortingGame PatternBlocks SideCount',
    verbs: 'Sort Draw Match Build',
    names: 'ShapeScavengerHunt TangramChallenge BuildWithShapes ShapesAroundMe ShapeHuntChallenge',
  },
  'mind map': {
    things: 'Marker Bubble Branch Notebook Whiteboard Color Idea StickyNote',
    moves: 'Brainstorm BranchOut RevisionMap OnePageSummary IdeaStorm',
    verbs: 'Map Branch Connect Brainstorm',
    names: 'MindMapWithMe MindMapYourWeek OnePageRevision MindMapABook BrainstormChallenge',
    also: 'mindmapping',
  },
  'online school': {
    things: 'Laptop Webcam Headphones MuteButton Desk Schedule Pajamas Chat',
    moves: 'DayInTheLife DeskSetup BreakoutRoom CameraOnMoment VirtualRecess',
    verbs: 'Unmute Study Focus Log',
    names:
      'CameraOnForClass VirtualRecessGame OnlineSchoolGlowUp DeskSetupTour OnlineSchoolDayInTheLife',
    also: 'onlineclass virtuallearning elearning remotelearning',
  },
  'marine biology': {
    things: 'Dolphin Octopus Whale Shark Turtle Jellyfish Coral Reef Tidepool',
    moves: 'TidepoolHunt BeachCleanup CreatureQuiz CoralSurvey OceanDeepDive',
    verbs: 'Explore Protect Observe Count',
    names:
      'AskAMarineBiologist NameThatSeaCreature BeachCleanupChallenge OctopusFactFriday SharkWeekFacts',
    also: 'marinebio oceanography',
  },
  mars: {
    things: 'Rover Rocket Crater Dust Planet Helmet Colony Rock',
    moves: 'RoverDrive ColonyDesign LandingCountdown RedPlanetBuild DustStorm',
    verbs: 'Explore Land Build Launch',
    names: 'DesignAMarsColony WouldYouGoToMars BuildAMarsRover MarsRoverRace MarsBaseInABox',
  },
  'social studies': {
    things: 'Map Globe Flag Timeline Community Landmark Culture Museum',
    moves: 'CultureShare FamilyTree CommunityMap TimelineBuild MockElection',
    verbs: 'Explore Vote Map Discover',
    names:
      'InterviewAGrandparent CultureShareChallenge MyCommunityMap MockElectionDay FamilyTreeChallenge',
  },
  'creative writing': {
    things: 'Notebook Pen Story Character Plot Prompt Journal Typewriter',
    moves: 'SixWordStory ShortStory PlotTwist WritingPrompt WorldBuilding',
    verbs: 'Write Imagine Draft Edit',
    names:
      'SixWordStoryChallenge FinishMyStory PlotTwistChallenge FiftyWordStory WritingPromptOfTheDay',
    also: 'author writing',
  },
  'high school': {
    things: 'Locker Yearbook Hallway Cafeteria Backpack Bus Gym Diploma',
    moves: 'SpiritWeek SeniorYear LockerTour YearbookPhoto ThrowbackPic',
    verbs: 'Graduate Study Remember Cheer',
    names:
      'SpiritWeekChallenge RecreateYourSchoolPhoto AdviceToFreshmanMe HighSchoolThrowback LockerTour',
    also: 'highschooler senioryear',
  },
  yearbook: {
    things: 'Photo Quote Signature Superlative Page Cover Marker Class',
    moves: 'SeniorQuote PhotoRecreate SuperlativeVote Signing AIPortrait',
    verbs: 'Sign Pose Vote Recreate',
    names:
      'RecreateYourYearbookPhoto WriteYourSeniorQuote YearbookSuperlatives RateMySeniorQuote YearbookPhotoChallenge',
  },
  'report card': {
    things: 'Grade Sticker Star Fridge Teacher Comment Envelope Parent',
    moves: 'GradeReveal StraightAs FridgeWorthy ImprovementCheck ParentReaction',
    verbs: 'Reveal Celebrate Improve Grade',
    names:
      'ReportCardReaction ReportCardForMyPet GradeYourOwnDay ReportCardGoals BeforeAndAfterGrades',
  },
  education: {
    things: 'Classroom Book Teacher Whiteboard Notebook Pencil Backpack Library Quiz Diploma',
    moves: 'PopQuiz FunFact StudyHack FlashcardDrill TeachBack ShowAndTell',
    verbs: 'Learn Teach Study Explain Discover',
    names: 'TeachMeSomething ExplainItLikeImFive TeachItInOneMinute LearnSomethingNew OneFactADay',
    also: 'edutok',
  },
  tutorial: {
    things: 'Steps Tips Guide Trick Shortcut Beginner Whiteboard Screen Checklist Result',
    moves: 'StepByStep QuickTip BeginnerGuide QuickDemo OneMinuteLesson FollowAlong',
    verbs: 'Teach Show Explain Follow',
    names: 'TeachMeIn60Seconds TryMyTutorial OneMinuteTutorial FollowAlongChallenge BeginnerVsPro',
    also: 'howto lesson',
  },
  sustainability: {
    things: 'Recycling Compost ToteBag WaterBottle Garden Solar Thrift Bin Planet Bamboo',
    moves: 'ZeroWasteWeek PlasticFreeDay UpcycleProject CompostStart ThriftSwap LitterPick',
    verbs: 'Recycle Reuse Reduce Upcycle Compost',
    names: 'ZeroWasteWeek SwapDontShop PlasticFreeChallenge ReuseItChallenge OneBagOfTrash',
    also: 'sustainable',
  },
  president: {
    things: 'WhiteHouse Flag Podium Speech Portrait Quote Dollar Oath Election Map',
    moves: 'NameThemAll FactRace QuoteGuess SpeechRecap PortraitMatch',
    verbs: 'Name Guess Quote Learn',
    names:
      'NameAllThePresidents GuessThePresident IfIWerePresident MatchThePresidentQuote PresidentFactRace',
    also: 'presidentsday',
  },
  jeopardy: {
    things: 'Buzzer Category Board Clue Host Podium Score FinalAnswer DailyDouble Timer',
    moves: 'BuzzIn DailyDouble FinalRound CategoryPick QuestionForm',
    verbs: 'Buzz Answer Guess Wager',
    names:
      'FamilyJeopardy MakeYourOwnJeopardy AnswerInQuestionForm ClassroomJeopardy JeopardyAtHome',
  },
  capital: {
    things: 'Map Globe Flag Country City Atlas Continent Passport Pin Quiz',
    moves: 'CityQuiz MapDash FlagMatch CountryRace PinTheCity',
    verbs: 'Name Guess Locate Learn',
    names: 'NameThatCapital PinTheCapital CapitalsIn10Seconds CapitalRelayRace CapitalCityQuiz',
    also: 'capitalcity capitalcities',
  },
  'optical illusion': {
    things: 'Drawing Lines Colors Spiral Shadow Mirror Dots Eyes Brain Picture',
    moves: 'SpotTheDifference ColorTrick HiddenImage Stare MindTrick',
    verbs: 'Stare Spot Trick Reveal',
    names: 'WhatDoYouSeeFirst CanYouSeeIt DrawAnIllusion FoolYourEyes BrainTrickChallenge',
    also: 'illusion',
  },
  'life hack': {
    things: 'Tip Trick Shortcut Kitchen Closet Cable Tape Hanger BinderClip Drawer',
    moves: 'TestingHacks HackOrWhack TwoMinuteFix FoldTrick KitchenTrick',
    verbs: 'Test Try Fix Fold',
    names: 'HackOrWhack DoesItActuallyWork ShareYourBestHack OneHackADay TestingViralHacks',
    also: 'hack',
  },
  'bridge building': {
    things: 'Popsicle Straws Glue Tape Paper Weights Spaghetti Cardboard Pennies Ruler',
    moves: 'StrengthTest PennyLoad TrussBuild PaperBridge BreakingPoint',
    verbs: 'Build Test Load Design',
    names:
      'HowManyPenniesCanItHold PopsicleStickBridge SpaghettiBridgeChallenge PaperBridgeChallenge BridgeBuildOff',
    also: 'bridge',
  },
  'paper tower': {
    things: 'Paper Tape Scissors Cardstock Ruler Table Base Cup Book Timer',
    moves: 'TallestTower FoldAndStack TeamBuild StrengthTest OneSheet',
    verbs: 'Fold Stack Build Balance',
    names: 'TallestPaperTower OneSheetTower TowerWithNoTape CanItHoldABook PaperTowerBuildOff',
  },
  'marshmallow tower': {
    things: 'Spaghetti Marshmallow Tape String Table Timer Ruler Team Base Toothpicks',
    moves: 'SpaghettiTower TallestTower TeamBuild TriangleBase Topple',
    verbs: 'Build Stack Balance Measure',
    names:
      'SpaghettiTowerChallenge MarshmallowOnTop 18MinuteTower MarshmallowTowerDuel TallestTowerWins',
    also: 'spaghettitower spaghettimarshmallow',
  },
  'first aid': {
    things: 'Bandage Kit Gloves Plaster IcePack Gauze Tape Sling Manikin Whistle',
    moves: 'RecoveryPosition Bandaging CPRSteps HandsOnly CallForHelp',
    verbs: 'Help Learn Check Call',
    names:
      'LearnFirstAid PackAFirstAidKit LearnHandsOnlyCPR RecoveryPositionDrill KnowYourEmergencyNumber',
    also: 'cpr firstaidkit',
  },
  'fire safety': {
    things: 'SmokeAlarm Extinguisher Exit Firefighter Map Door Helmet Truck Plan Flashlight',
    moves: 'EscapePlan StopDropRoll FireDrill AlarmCheck MeetingSpot',
    verbs: 'Plan Practice Check Stop',
    names: 'StopDropAndRoll FamilyEscapePlan TestYourSmokeAlarm PickAMeetingSpot FireDrillAtHome',
    also: 'firefighter',
  },
  safety: {
    things: 'Helmet Seatbelt Crosswalk Reflector Whistle Map Lock Flashlight Kit Plan',
    moves: 'RulesQuiz HelmetCheck CrosswalkRule BuddySystem EmergencyPlan',
    verbs: 'Check Learn Plan Practice',
    names:
      'BuddySystemChallenge HelmetCheckChallenge MakeAnEmergencyPlan SafetyScavengerHunt SafetyFirstQuiz',
  },
  tornado: {
    things: 'Jar Bottle Water Radar Clouds Shelter Siren Map Forecast Wind',
    moves: 'VortexJar VortexBottle SafetyDrill StormWatch WindTest',
    verbs: 'Spin Swirl Watch Predict',
    names:
      'TornadoInAJar TwoBottleTornado BottleVortexChallenge TornadoSafetyDrill FindYourSafeSpot',
    also: 'hurricane storm',
  },
  earthquake: {
    things: 'Table Desk Seismograph Jelly Blocks Map Plate Building Kit Shelter',
    moves: 'DropCoverHold ShakeTable JellyQuake QuakeProofBuild Drill',
    verbs: 'Shake Build Test Prepare',
    names:
      'DropCoverAndHold ShakeTableChallenge BuildAQuakeProofTower JellyQuakeTest EarthquakeKitCheck',
  },
  '100 days': {
    things: 'Cereal Stickers Poster Crown Glasses Counting Beads Snacks Blocks Shirt',
    moves: 'CountTo100 AgeMe100 100Items CollectionShow',
    verbs: 'Count Celebrate Collect Build',
    names: '100DaysOfSchool AgeMeTo100 Stack100Cups 100DaySchoolShirt 100ThingsProject',
    also: '100daysofschool 100thdayofschool',
  },
  trash: {
    things: 'Bin Gloves Bag Grabber Beach Park Recycling Litter Bottle Compost',
    moves: 'CleanUp LitterPick BeachClean BeforeAndAfter SortIt Plogging',
    verbs: 'Pick Sort Recycle Clean',
    names: 'TrashTagChallenge OneBagCleanup TrashToTreasure SortTheTrash BeachCleanUp',
    also: 'litter garbage',
  },
  juneteenth: {
    things: 'History Flag Freedom Family Cookout Book Timeline Museum Music Story',
    moves: 'HistoryLesson FamilyStory BookShare TimelineWalk StoryTime',
    verbs: 'Learn Honor Share Celebrate',
    names:
      'LearnJuneteenth JuneteenthBookShare AskAnElderTheirStory JuneteenthStories ReadAndCelebrate',
  },
  shark: {
    things: 'Teeth Fin Ocean Reef Diver Aquarium Jaw Gills Whale Tooth',
    moves: 'FinSpotting ToothHunt SpeciesQuiz',
    verbs: 'Swim Spot Learn Dive',
    names: 'GuessTheShark SharkOrNot HowBigIsThatShark SharkToothBeachHunt SharkWeekFacts',
    also: 'sharkweek',
  },
  whale: {
    things: 'Ocean Blowhole Tail Pod Song Krill Boat Fin Calf Humpback',
    moves: 'BoatTour TailSpot SongGuess SizeCompare BlowholeSpot',
    verbs: 'Spot Swim Sing Learn',
    names:
      'WhaleSongChallenge HowBigIsABlueWhale DrawABlueWhaleToScale WhaleTailSpotting NameThatWhale',
  },
  'coral reef': {
    things: 'Fish Ocean Coral Turtle Clownfish Snorkel Sponge Seahorse Starfish Anemone',
    moves: 'ReefFacts SnorkelTour ReefMap FishSpotting ReefCleanup',
    verbs: 'Dive Explore Protect Learn',
    names: 'SaveTheReef FindTheClownfish DrawTheReef ReefSafeSunscreenSwap ReefFishQuiz',
    also: 'greatbarrierreef reef',
  },
  beekeeping: {
    things: 'Hive Honey Suit Smoker Frame Queen Flowers Pollen Comb Jar',
    moves: 'HiveCheck HoneyHarvest QueenSpotting FrameLift BeeFacts',
    verbs: 'Harvest Spot Protect Plant',
    names: 'SpotTheQueenBee HoneyTasteTest PlantForTheBees HoneyHarvestDay BeeFactFriday',
    also: 'beekeeper',
  },
  diversity: {
    things: 'Culture Language Flag Food Music Story Festival Book Map Family',
    moves: 'CultureShare HelloChallenge FamilyRecipe TraditionShare',
    verbs: 'Share Learn Celebrate Listen',
    names:
      'ShareYourCulture TeachMeYourGreeting HelloInTenLanguages ShareAFamilyRecipe TeachMeATradition',
    also: 'inclusion multicultural',
  },
  kwanzaa: {
    things: 'Kinara Candles Mkeka Unity Harvest Gifts Family Books Flag Crafts',
    moves: 'CandleLighting SevenPrinciples CraftGift FamilyFeast',
    verbs: 'Light Share Create Learn',
    names:
      'SevenPrinciplesChallenge KinaraCraft OnePrinciplePerDay HandmadeKwanzaaGift LearnKwanzaa',
  },
  'meteor shower': {
    things: 'Blanket Telescope Sky Star Comet Constellation Thermos LawnChair Dust Horizon',
    moves: 'WishCount StreakSpot MidnightVigil RadiantFind DarkSkyDrive',
    verbs: 'Spot Wish Track Count',
    names:
      'ShootingStarCount PerseidsWatchParty BackyardMeteorWatch MeteorShowerCampout WhereDoMeteorsComeFrom',
    also: 'shootingstar perseids meteor',
  },
  'tide pool': {
    things: 'Starfish Anemone Crab Snail Urchin Rock Barnacle Seaweed Bucket Shell',
    moves: 'CrabSpot LowTideWalk StarfishFind CreatureCount GentleLook',
    verbs: 'Explore Observe Identify Spot',
    names:
      'WhatLivesInATidePool CrabCountChallenge FindTheStarfish TidePoolSpotting SketchATidePool',
    also: 'rockpool rockpooling tidepooling',
  },
} as const satisfies KeywordEntries;
