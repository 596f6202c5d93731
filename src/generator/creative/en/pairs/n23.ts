import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tape: {
    dance:
      'TapeBoxStep TapeLimbo FollowTheTapePath HitYourTapeMark DuctTapeDanceFloor MaskingTapeMoonwalk HopscotchTapeGroove StayOnTheTapeLine',
    fitness:
      'TapeAgilityLadder LongJumpToTheTape BreakTheFinishTape TapeBalanceBeam TapeLineSideHops HighReachTapeMark DuctTapeBallCatch TapeSquareBurpees',
    funny:
      'FindTheTapeEnd TooMuchTape DuctTapeFixesAll WorstTapeJobEver WhoStoleTheTape TapeTangleFail StraightTapeTearDare QuietestTapeRip',
    prank:
      'TapeUnderTheMouse RemoteSensorTape MaskingTapeFridgeFaces TapeHeartTrail TapeBowsOnEverything LabelHouseWithTape GiftInATapeBall TapeTheirPensTogether',
    educational:
      'TapeTheSolarSystem TapeNumberLineHop WhichTapeHoldsMost PaperAndTapeBridge FloorTapeTimeline LearnAnglesWithTape MapYourRoomInTape DuctVsMaskingTape',
    cooking:
      'MarkTheRiseWithTape FreezerTapeLabels LunchboxTapeNote TapeYourLeftovers TapeRollCake MaskingTapeSpiceJars TapeUpGrannysRecipe BakeSaleTapeTags',
    travel:
      'BrightTapeSuitcase DuctTapeBottleHack WallMapTapeRoutes TapeEveryTicketStub TapeTravelJournal CampTentTapeFix BackyardTapeTrail TapeYourBucketList',
    fashion:
      'DuctTapePromLook NoSewTapeHem TapeOffTheLint TapeBowTie TapeRunwayStrut TapeStencilTee OneRollTapeOutfit MaskingTapeSneakers',
    wellness:
      'SatisfyingTapePeel GratitudeTapeWall MirrorTapeAffirmations MindfulTapeLineWalk TapeSquareBreathing TapeUpKindNotes TapeACalmCorner DailyGoalTapeStrip',
    speed:
      'FastestGiftTapeWrap PackAndTapeABox TapeTowerTimeTrial OneMinuteTapeMaze TapeRollDerby TapeEndSpeedrun TapeLetterBlitz PeelOffTapeRace',
    music:
      'TapeRipBeat DuctTapeDrumhead PianoKeyTapeLabels ShoeboxTapeGuitar StuckOnYouTapeDuet GlassScaleTapeMarks TapeRollShaker TapeDispenserSolo',
    tech: 'TapeAPhoneStand TapeOverYourWebcam CableMessTapeFix TapeTimelapseMural TapeStopMotion SlowMoTapeRip PatternTapeCaseMakeover OverheadShotTapeHack',
    pet: 'CatTapeSquareTest GoToYourTapeSpot TapeAFetchLane DogAgilityTapeCourse CardboardCastleTape PetPhotoTapeWall TapeLineHeelWalk TapeLabelTheTreatJar',
    gaming:
      'FloorTapeTicTacToe TapeHopscotch TapeShuffleboard GiantTapeCheckers ToyCarTapeTrack StickyTapeWebToss KitchenTapeCurling TapeBowlingLane',
  },
  'shop assistant': {
    dance:
      'ShopAssistantShuffle ShopAssistantTwoStep BeepBopShopAssistant ShirtFoldShopAssistant ShopAssistantQueueConga HipHopShopAssistant DanceLikeAShopAssistant ShopAssistantMopWaltz',
    fitness:
      'ShopAssistantStepCount CarryLikeAShopAssistant ShopAssistantBoxSquats ShopAssistantCalfRaises ShopAssistantBagCurls StockroomShopAssistant SafeLiftShopAssistant StandTallShopAssistant',
    prank:
      'FridgeShopAssistant ShopAssistantPriceTags ShopAssistantLongReceipt BedtimeShopAssistant DinnerScanShopAssistant PantryShopAssistant WakeUpShopAssistant SofaSaleShopAssistant',
    educational:
      'ShopAssistantChangeMath FoldLikeAShopAssistant ShopAssistantInFrench PercentOffShopAssistant ShopAssistantRolePlay ShopAssistantGiftWrap LittleShopAssistantMoney PriceQuizShopAssistant',
    cooking:
      'ShopAssistantsPick ShopAssistantLunchbox BreakRoomShopAssistant BakeForYourShopAssistant AfterShiftShopAssistant ShopAssistantFlaskSoup DeliShopAssistantSandwich PlayShopAssistantCafe',
    travel:
      'AskAShopAssistantWhere ShopAssistantAbroad SouvenirShopAssistant PhrasebookShopAssistant SmallTownShopAssistant ShopAssistantHellos MarketDayShopAssistant ShopAssistantCoinCount',
    fashion:
      'ShopAssistantStyledMe FittingRoomShopAssistant ShopAssistantShoeCheck WorkwearShopAssistant ShopAssistantHairUp DressLikeAShopAssistant OffDutyShopAssistant ShopAssistantApronLook',
    wellness:
      'ThankAShopAssistant ShopAssistantFootSoak CalfStretchShopAssistant BreakTimeShopAssistant PatientWithShopAssistants ShopAssistantHydrate ShopAssistantUnwind SmileBackShopAssistant',
    speed:
      'ShopAssistantFoldOff ScanAndBagShopAssistant QuickChangeShopAssistant ShopAssistantRestockRace 60SecondShopAssistant BowMakingShopAssistant ShopAssistantHangerSort RushHourShopAssistant',
    music:
      'ShopAssistantJingle OperaShopAssistant ShopAssistantBallad ShopAssistantRap ShopAssistantDuet BeatboxShopAssistant AcapellaShopAssistant IntercomShopAssistant',
    art: 'CartoonShopAssistant ShopAssistantClayFigure DesignAShopAssistantTag ShopAssistantWindowArt DioramaShopAssistant PaperDollShopAssistant ShopAssistantComicStrip SockPuppetShopAssistant',
    tech: 'RobotShopAssistant ShopAssistantStopMotion BarcodeScanShopAssistant ShopAssistantGreenScreen QRCodeShopAssistant CalculatorShopAssistant ShopAssistantTimelapse TranslateAppShopAssistant',
    pet: 'PuppyShopAssistant ShopAssistantForMyDog CatCounterShopAssistant ShopAssistantTreatScan DoorGreeterShopAssistant ParrotShopAssistant PawShakeShopAssistant PetFriendlyShopAssistant',
    gaming:
      'ShopAssistantCharades ShopAssistantSimulator ShopAssistantBingo ShopAssistantMemoryGame NPCShopAssistant DiceRollShopAssistant TwoPlayerShopAssistant BossLevelShopAssistant',
  },
  'paper towel': {
    dance:
      'PaperTowelCheerSquad PaperTowelDropFreeze PaperTowelRibbonTwirl CleanUpPaperTowelGroove PassTheKitchenRoll PaperTowelTubeMic HeadBalancePaperTowel WaveYourPaperTowel',
    fitness:
      'PaperTowelSliders PaperTowelHurdles PaperTowelPlankPass SitUpPaperTowelToss ZigzagPaperTowelCones OverheadPaperTowelSquat LungeAndWipePaperTowel KitchenRollBalanceHold',
    funny:
      'TearJustOnePaperTowel PaperTowelAdParody OverOrUnderPaperTowel RunawayPaperTowel WhoEmptiedThePaperTowel PaperTowelHeroRescue TooManyPaperTowels PaperTowelDiaries',
    prank:
      'PaperTowelWontTear PaperTowelSecretDoodle PaperTowelJokeNotes SurpriseFacePaperTowel PaperTowelRollSwap UpsideDownPaperTowel EmptyTubePaperTowel GooglyEyePaperTowel',
    cooking:
      'DampPaperTowelHerbs PatItDryPaperTowel PaperTowelTofuPress BlotThePizzaPaperTowel BerryBoxPaperTowel PaperTowelRiceReheat CrispLettucePaperTowel CookWithoutKitchenRoll',
    travel:
      'SquashedRollPaperTowel PicnicBasketPaperTowel PaperTowelShoeStuffing CampKitchenPaperTowel WetBootsPaperTowel PaperTowelSandwichWrap LeakProofPaperTowel TrainSnackPaperTowel',
    fashion:
      'PaperTowelCouture PaperTowelTutu PaperTowelFlowerCrown PaperTowelBowTie SneakerWipePaperTowel BlotTheStainPaperTowel RunwayInPaperTowel HatMadeOfPaperTowel',
    wellness:
      'CoolPaperTowelNeck SlowBreathPaperTowel PaperTowelWorryToss PaperTowelSeedSprout KindNotePaperTowel PaperTowelDoodleCalm MindfulPaperTowelTear DeskResetPaperTowel',
    speed:
      'RerollThePaperTowel SpillWipePaperTowelDash PaperTowelTowerTimeTrial SoakItUpPaperTowel PaperTowelBlowRace PaperTowelNapkinFoldOff PaperTowelRelay BeatTheDripPaperTowel',
    music:
      'PaperTowelKazoo PaperTowelRainStick PaperTowelDidgeridoo TearBeatPaperTowel BoomwhackerPaperTowel EchoMicPaperTowel PaperTowelBand TubeTrumpetPaperTowel',
    art: 'FoldAndDyePaperTowel PaperTowelRoses PaperTowelTubeCastle PaperTowelSnowflake MarkerBleedPaperTowel CoffeePaintPaperTowel ScrunchPrintPaperTowel PaperTowelSculpture',
    tech: 'TubeSpeakerPaperTowel SlowMoPaperTowelSoak PaperTowelTimelapse CableTidyPaperTowel PaperTowelPhoneStand PaperTowelStopMotion KeyboardWipePaperTowel ZoomInOnPaperTowel',
    pet: 'MuddyPawsPaperTowel PaperTowelHamsterTunnel DogFetchesPaperTowel PaperTowelSnuffleBox ParrotShredPaperTowel CatVsPaperTowel PeekABooPaperTowel PaperTowelNestBuild',
    gaming:
      'PaperTowelTubeBowling PaperTowelSnowballFight MummyWrapPaperTowel PaperTowelHoops KeepItUpPaperTowel HowManySheetsPaperTowel ToyCarRampPaperTowel TicTacToePaperTowel',
  },
  'spelling test': {
    dance:
      'BodyLetterSpellingTest SpellingTestFreeze SyllableStompSpellingTest CheerleaderSpellingTest VowelPoseSpellingTest SpellingTestConga SpellingTestHappyDance AlphabetHopSpellingTest',
    fitness:
      'SpellingTestWorkout RelayRaceSpellingTest SpellingTestPlankQuiz SkipRopeSpellingTest BallTossSpellingTest HopscotchSpellingTest SpellingTestSitUps StarJumpSpellingTest',
    funny:
      'GrownUpsSpellingTest NoAutocorrectSpellingTest SpellingTestCommentary MadeUpWordSpellingTest PirateSpellingTest FridgeMagnetSpellingTest OvenMittSpellingTest SpellingTestBackwards',
    prank:
      'SurpriseSpellingTest StickyNoteSpellingTest SpellingTestAtDinner LongestWordSpellingTest NonsenseSpellingTest GoldStarSpellingTest KidTeacherSpellingTest TrickQuestionSpellingTest',
    cooking:
      'AlphabetSoupSpellingTest LetterCookieSpellingTest SpellingTestPancakes SpellingTestLunchbox KitchenWordsSpellingTest BrainFoodSpellingTest FruitSaladSpellingTest PepperoniSpellingTest',
    travel:
      'PlaceNameSpellingTest CapitalCitySpellingTest BeachSandSpellingTest PostcardSpellingTest NatureWalkSpellingTest PackingListSpellingTest SpellingTestOnTheTrain MenuWordSpellingTest',
    fashion:
      'SpellingTestLuckySocks BeadBraceletSpellingTest SpellingTestDayFit LetterTeeSpellingTest AlphabetPrintSpellingTest TeacherLookSpellingTest SpellingTestHairBow StickerBadgeSpellingTest',
    wellness:
      'CalmBeforeSpellingTest SpellingTestPepTalk BrainBreakSpellingTest SleepWellSpellingTest KindNoteSpellingTest SpellingTestHighFive WorryJarSpellingTest SpellingTestStretch',
    speed:
      '60SecondSpellingTest SpellingTestSpeedrun LightningSpellingTest BeatTheTimerSpellingTest SpellingTestRelay SpellingTestBuzzer SpellingTestFaceOff MagnetDashSpellingTest',
    music:
      'SpellingTestChant RapYourSpellingTest OperaSpellingTest DrumbeatSpellingTest ClapAlongSpellingTest SpellingTestKaraoke BeatboxSpellingTest AlphabetSongSpellingTest',
    art: 'BubbleLetterSpellingTest SpellingTestComic CollageSpellingTest SpellingTestDoodles SaltTraySpellingTest PlayDoughSpellingTest SpellingTestCalligraphy ChalkArtSpellingTest',
    tech: 'RecordYourSpellingTest SpellingTestQuizMaker TypingSpeedSpellingTest SpellingTestSlideshow SmartSpeakerSpellingTest EmojiClueSpellingTest QRCodeSpellingTest SpellingTestScoreChart',
    pet: 'DogBreedSpellingTest CatOnMySpellingTest PawPickSpellingTest PuppyCoachSpellingTest TreatPerWordSpellingTest GoldfishSpellingTest SpellingTestPetVoice SpellingTestWalkies',
    gaming:
      'WordLadderSpellingTest SpellingTestBingo SpellingTestBossLevel SpellingTestTreasureHunt CrosswordSpellingTest AnagramSpellingTest SpellingTestHotPotato MemoryMatchSpellingTest',
  },
};
