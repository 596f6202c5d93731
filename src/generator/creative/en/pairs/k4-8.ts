import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  textbook: {
    gaming:
      'ChapterBossBattle FactCardDuel FindItInTheTextbook TextbookQuizShow Textbook20Questions TextbookTreasureHunt TextbookHangman ActOutATextbookWord',
    pet: 'CatSitsOnMyTextbook CanYourPetCloseTextbooks PupNudgesForRecess 7DayTextbookStudyBuddy ReadMyTextbookToTheDog PawPicksATextbookPage TextbookBunnyTunnel TextbookPeekaboo',
    travel:
      'TextbookToRealLife TextbookLandmarkHunt RoadTripTheChapter TextbookTourTuesday RecreateATextbookPhoto FieldGuideHike StandInTheTextbook 3PlacesFromMyTextbook',
  },
  thailand: {
    art: 'ThailandTempleSketch ThailandPaperFanCraft ThailandUmbrellaGlowUp FoldAThailandLotus TuktukDioramaThailand DrawThailandFromMemory ThailandIn3Doodles StampThailandElephants',
    cooking:
      'PadThaiFromScratch MangoStickyRiceAtHome 30MinThailandCurry ThailandDinnerFaceOff ThailandIcedTeaSwirl WrapItThailandStyle ThailandSomTamPound 7DaysOfThailandDishes',
    dance:
      'CopyTheThaiDanceHands 8CountThailandGroove ThailandRamwongCircle BounceOffThailandStyle ThailandElephantStomp MirrorMyThailandMoves ThailandFootworkFriday ThailandTuktukShuffle',
    fitness:
      'MuayThaiKickDrill 10MinThailandBootcamp TagTeamThailandHIIT ThailandShadowboxRound ThailandRiceBagSquats ThailandElephantCrawl 7DayThailandStretch CooldownThailandStyle',
    music:
      'TuktukHornRemix ThailandLukThungCover ThailandLullaby 30SecondThailandJam WhatThailandSoundsLike MakeAThailandRiceShaker ThailandPopDuet ThailandPotLidGong',
    prank:
      'PostcardFromThailand UpsideDownThailandMap SawasdeeAllDayThailand ThailandGarlandGreeting YouAreNowInThailand ThailandPaperLotusNote ThailandElephantInvasion WhoNoticedThailandYet',
    tech: 'ThailandTranslateMenu ThailandAlphabetApp MapYourThailandRoute AIPlans7DaysInThailand AnimateAThailandTuktuk 60SecondThailandReel ThailandWeatherSwap LiveBeachCamThailand',
  },
  thanksgiving: {
    cooking:
      'ThanksgivingPieBakeOff 30MinThanksgiving ThanksgivingInAMuffin OnePanThanksgiving LeftoverSandwichGlowUp FriendsgivingPotluck RateMyThanksgivingPlate NoOvenThanksgivingSide',
    fitness:
      'ThanksgivingTurkeyTrot 10MinThanksgivingSweat PostThanksgivingHike GravyBoatCurls ThanksgivingSquatDare ThankfulPlankOff FamilyThanksgivingRelay 30DaysToThanksgiving',
    pet: 'ThankfulForMyPet ThanksgivingPetPoseOff 7ThanksgivingWalks ThanksgivingCatGreeter ThanksgivingHighFive TurkeyPlushUnwrap ThanksgivingTreatHunt PostThanksgivingCuddles',
    wellness:
      '30DaysOfThanksgiving AfterThanksgivingWalk PhoneFreeThanksgiving 10CansForThanksgiving TurkeyComaNap GratitudeGoAround ThanksgivingKindLetters SlowThanksgivingSunday',
  },
  therapy: {
    music:
      'TherapyKitchenKaraoke PotDrummingTherapy MoodPlaylistTherapy WhichSongIsYourTherapy TherapyAnthem 60SecondBeatboxTherapy TherapyDuetChallenge TherapySingAlong',
    prank:
      'TherapistModeAllDay TherapyInvoiceForMom TeddyTherapyTuesday TalkingPlantTherapy TherapyNotesInEveryShoe TherapyHugCoupon CatTherapyOfficeSign ComplimentTherapy',
    speed:
      'TherapyTipRapidFire RetailTherapySprint TidyRushTherapy LaughTherapyRelay WordAssociationTherapy TherapyThanksBlitz 1MinuteDoodleTherapy SpeedWalkTherapy',
    tech: 'TherapyMoodGraph TherapyVoiceNote 7DayGrayscaleTherapy ScreenTimeTherapy FeedTherapyFriday CameraRollTherapy TherapyInboxZero TypeThenDeleteTherapy',
    travel:
      'ForestTherapyWalk SundayStrollTherapy TrainWindowTherapy 1HourFromHomeTherapy ShowUsYourTherapySpot CheaperThanTherapy TherapyWithoutAMap StargazingTherapy',
  },
  thrift: {
    dance:
      'ThriftHaulDance TwirlInAThriftedDress OnTheBeatThriftFlip PoppinTagsChallenge SecondhandSwing ThriftRackSpin 8CountsPerThriftFind ThriftStoreShuffleOff',
    music:
      'PlayMyThriftedVinyl SecondhandGuitarTune GuessTheThriftSong ThriftShopCover ThriftRecordHunt 5DollarThriftBand DrumOnYourThriftFinds ThriftMusicBoxMelody',
    pet: 'PetPicksMyThrift PupJudgesThriftFinds 5DollarThriftDogDen ThriftFlipCozyBed CatInAThriftedBasket SecondhandSqueakyToy ThriftVsStoreFetch ThriftScratchingPost',
    travel:
      'ThriftTheCity VacationThriftHaul FleaMarketThriftTour SmallTownThrifting OneThriftFindPerStop ThriftStoreRoadTrip HometownVsAwayThrift PackAThriftOnlySuitcase',
  },
  thunderstorm: {
    fashion:
      'ThunderstormMoodyLook LightningBoltPrintFit DressLikeAThunderstorm ThunderstormMakeupIn60 RainSlickerRunway ThunderstormWellyStyle ThunderstormOutfitBattle CozyThunderstormKnits',
    fitness:
      'IndoorThunderstormHIIT ThunderCountSquats ThunderstormBurpeeDuel ThunderstormPlankHold LightningFastLunges JumpOnEveryThunderClap OutlastTheThunderstorm 10MinThunderstormYoga',
    speed:
      'BeatTheThunderstorm ThunderstormPrepRace PackAThunderstormKit LaundryInBeforeThunder FamilyThunderstormRelay CountdownToBoom ThunderstormFortBlitz ToyPickupVsThunderstorm',
  },
  toaster: {
    dance:
      'PopGoesTheToaster ToasterCountdownDrop SpringUpLikeAToaster WaitForTheToasterJig 8CountToasterGroove BoogieTillToasterDings ToasterDanceOff ToasterRobotMoves',
    educational:
      'HowToastersWork WhyToasterCoilsGlow ToasterMythBusted WhoInventedTheToaster GuessMyToasterSetting BeforeSlicedBread ToasterThenAndNow ToasterSafetyQuiz',
    gaming:
      'ToasterCountdownDuel ToasterQuickDraw CanYouBeatYourToaster 5WordsBeforeToasterPops GuessTheToasterSetting BreakfastRushLevel TriviaTillToasterDings ToasterRockPaperScissors',
    music:
      'ToasterDrumroll RemixYourToasterClick ToasterThemeSong ToasterBeatboxBattle LiterallyPopMusic 10SecondToasterBeat SerenadeTheToaster ToasterDingDuet',
    tech: 'StopMotionToasterEscape 30SecondToasterReview TimelapseYourToaster CanAIDesignAToaster RingtoneFromMyToaster OverEngineeredToast ToasterPopSlowMo ToasterVsAirFryerTest',
  },
  toddler: {
    dance:
      'ToddlerFreezeDance CopyTheToddlerMoves ToddlerTwirlTuesday MyToddlerChoreographs WiggleLikeAToddler ThreenagerShuffle ToddlerTwistOff 60SecondToddlerDisco',
    fitness:
      'ToddlerBenchPress CrawlRaceVsMyToddler ToddlerPlankRider 10MinToddlerCopycat SquatWithYourToddler 7DayToddlerWorkout KeepUpWithAToddler ToddlerAirplaneLifts',
    tech: 'ToddlerProofMyPhone ToddlerVsSmartSpeaker ToddlerRunsTheVideoCall ToddlerFilmsMyDay RateYourToddlersPhotos AnimateToysWithToddlers AITranslatesMyToddler 7VoiceMemosFromAToddler',
  },
  toilet: {
    tech: 'ToiletVortexSlowMo ToiletNightLightHack ToiletLeakDyeTest HowLoudIsYourToilet CanAIFixMyToilet ToiletGlowUpTimeLapse BidetYourToilet ToiletFlushInReverse',
    wellness:
      'ToiletAffirmationNotes NoScrollToiletBreak SparkleToiletSunday 5MinToiletRefresh ToiletPlantGlowUp ToiletTimeBreathing 7DayPhoneFreeToilet ToiletFootstoolPosture',
  },
  'toilet paper': {
    cooking:
      'ToiletPaperDessertDuel 30MinToiletPaperTreat IsItToiletPaper ToiletPaperCupcakes RealOrToiletPaperCake BakeAToiletPaperRoll ToiletPaperMeringue ToiletPaperPancakeStack',
    fashion:
      'ToiletPaperBridalGown ToiletPaperRunway 10MinToiletPaperLook OneRollToiletPaperFit ToiletPaperStyleOff ToiletPaperBowTie MakeAToiletPaperTutu WrapMomInToiletPaper',
    music:
      'ToiletPaperTubeKazoo 60SecToiletPaperSong ToiletPaperOrchestra ToiletPaperDrumline GuessTheToiletPaperTune DuetOnToiletPaperRolls MakeAToiletPaperBanjo ToiletPaperRapBattle',
    pet: 'CatVsToiletPaper ToiletPaperWall ToiletPaperTubePuzzle HurdleTheToiletPaper TreatsInToiletPaperRolls 10MinToiletPaperMaze ToiletPaperShellGame ToiletPaperBunnyCastle',
    wellness:
      'ToiletPaperTubeGarden BirdFeederFromToiletPaper ToiletPaperPepTalks ShareYourToiletPaper SmileNoteOnToiletPaper Donate10ToiletPaperRolls ToiletPaperThankYous ToiletPaperJoyList',
  },
  tokyo: {
    art: 'DrawTokyoAsAnime TokyoNeonSignDrawing OrigamiTokyoTower 60SecondTokyoSketch TokyoTapeCollage StampTokyoCherryBlossoms ChibiYouInTokyo TokyoKawaiiDoodle',
    cooking:
      'TokyoRamenAtHome KonbiniEggSando ShapeOnigiriTokyoStyle TokyoBentoBuild TokyoCrepeFaceOff TokyoFluffyPancakes 5MinTokyoBreakfast 7DaysOfTokyoLunches',
    fashion:
      'DressLikeHarajuku TokyoStreetSnapPose TokyoDecoraClips TokyoOversizedLayers 3TokyoLooks1Hoodie AllBlackTokyoFit TokyoCommuteGlowUp KawaiiVsMinimalTokyo',
    funny:
      'KonbiniSnackRanking TokyoCapsuleInMyCloset 10MinSilentTokyoDinner TokyoVendingMachineMe TokyoSlipperMixUp TokyoRushHourHallway TourYourHomeLikeTokyo PoliteAsTokyoAllDay',
  },
  toothbrush: {
    dance:
      'ToothbrushMicGroove ToothbrushFlossOff CopyMyToothbrushMoves TwoMinuteToothbrushBop BrushAndBoogie MorningToothbrushDuet ToothbrushRobotDance ToothbrushBatonTwirl',
    fitness:
      '30DayToothbrushSquats ToothbrushBalanceHold ToothbrushWallSitDuel TiptoeToothbrushing BrushAndBurn TwoMinuteCalfRaises ToothbrushFlamingoDare ToothbrushMarchInPlace',
  },
  toothpaste: {
    fitness:
      'ToothpasteWallSit SundayToothpasteStretch FlexTheToothpasteTube ToothpastePlankOff TwoMinuteBrushSquats FlamingoFlossing BalanceAToothpasteBox ToothpasteThen10PushUps',
    gaming:
      'ToothpasteVsPlaque ToothpasteCapFlickOff SimonSaysToothpaste ToothpasteTubeFlip GuessToothpasteBySmell GermsGameOver 30SecondToothpasteToss ToothpasteBoxBowling',
  },
  tornado: {
    travel:
      'PackYourTornadoGoBag FindTheTornadoSafeSpot TornadoAlleyMuseumTrip TornadoWeatherStationTour BottleTornadoAnywhere VisitATornadoExhibit TornadoPlanInEveryHotel TornadoSlideAtThePark',
  },
  tortoise: {
    speed:
      'TortoiseVsHareRace TortoiseDrawingIn60 TortoiseLettuceDash FastestTortoiseEver BeatYourTortoiseRecord StrawberryFinishLine TortoiseLapTimer 5MinTortoiseTankTidy',
  },
  towel: {
    music:
      'TowelTurbanKaraoke TowelShowerConcert TowelBeatboxChallenge SingingInTheTowel AirGuitarWithATowel StadiumTowelSingAlong 30SecondTowelTwirl MyTowelRockOpera',
  },
  tractor: {
    pet: 'DogVsToyTractor DrawPupsOnTractors PuppyInTractorWagon WhoBarksAtTractors TractorPetParade CanYourCatStopTheTractor TractorTreatDelivery TractorSqueakyPlush',
    tech: 'ToyTractorPlowsTheRug PutYourselfOnATractor AIDesignsMyTractor TractorFactCheckTheAI AnimateYourTractorDrawing TractorEngineBeatDrop TractorClayStopMotion 60SecondTractorBuild',
    wellness:
      '10MinTractorPaceStroll SlowAsATractorSunday TractorColoringPages LifeAtTractorSpeed 7DayTractorCalmMornings DirtRoadDaydream DoodleTractorsAndUnwind TractorSoundsToSleep',
  },
  train: {
    funny:
      'DoTheTrainAnnouncer TrainPassengerTypes TrainWindowMusicVideo BlameItOnTheTrain TrainArmrestWars WhenYourTrainIsLate DramaticMissedTrain 10BagsOneTrainSeat',
  },
  tram: {
    fitness:
      'StrollHomeFromTheTram TramStopSkipWalk TramWaitCalfRaises 7DayNoTramChallenge MorningJogToTheTram 5MinTramStretch PosturePerfectTramRide GetOffATramEarly',
    funny:
      '5StagesOfMissedTrams TramAnnouncerImpression WhenTheTramIsLate WhichTramSeatAreYou FirstTimeOnATram SquishedOnTheTram DramaticTramGoodbye TramExcuseBattle',
    pet: 'TramDogCommute CountTramsWithYourPup ToyTramCatChase PuppyKnowsTheTramStop LeashMannersOnTheTram KittenWatchesTheTram 7DayTramCalmTraining MyPetsFirstTramRide',
  },
  trampoline: {
    dance:
      'MirrorMyTrampolineMoves TrampolineBounceAndClap 8CountTrampolineRoutine DanceOnTheTrampoline TrampolineHipHopBattle TrampolineMoonwalk 60SecTrampolineGroove TrampolineFreezeFrame',
  },
  'trash can': {
    fashion:
      'DressFromTheTrashCan TrashCanToRunway 10MinTrashCanOutfit TrashCanTreasureFit TrashCanCoutureBattle TrashToTrendFlip TrashCanRobotCostume SundayTrashCanStyle',
  },
  travel: {
    speed:
      'TravelPackingSpeedrun SuitcaseZipRace TravelUnpackDash ParentsVsKidsTravelPack TravelReadyInTen TravelRollerBagRelay TravelPhraseLightning TravelShirtFoldDuel',
    tech: 'WhatsInMyTechPouch TravelOn1Charge RankYourTravelGadgets AIPlansMyTravel TranslateAppTravelDare TravelOfflineMapsOnly TravelDayIn60 5MinTravelCableTidy',
    wellness:
      'ResetAfterTravel3Ways 4BreathsBeforeTravel SlowTravelMoments TravelSunriseRitual ThankfulTravelThursday UnpluggedTravelDay TravelJournalHour TravelSleepMaskNap',
  },
  treadmill: {
    gaming:
      'LevelUpYourTreadmill TreadmillWordChain 20QuestionsOnATreadmill TreadmillGhostRace 1MileTreadmillQuiz WalkingPadSpeedrun TreadmillGuessTheSong DiceDecidesTreadmillPace',
    pet: 'TreadmillCatStareDown 10MinTreadmillThenFetch DogWatchesMyTreadmill ToyPerTreadmillMile PawsOffTheTreadmill TreadmillCooldownHugs WalkiesVsTreadmill SundayTreadmillSnuggles',
  },
  treehouse: {
    tech: 'TreehouseWalkieTalkie TreehouseStopMotion TreehouseDayToNight TinCanTreehousePhone BlockGameTreehouse AIDesignsMyTreehouse TreehouseSecurityCam Treehouse3DModel',
    wellness:
      'TreehouseReadingNook 7DayTreehouseSunsets MeditateInATreehouse 10MinTreehouseStillness CanopyCalm TreehouseDaydreamDoodles PhoneFreeTreehouseHour SundayTreehouseStories',
  },
  triathlon: {
    art: 'TriathlonMedalDisplay TriathlonRouteArt RaceBibCollage DrawATriathlonIn3Panels 60SecTriathlonSketch PaintTheTriathlonFinish ChalkTriathlonCourse StickFigureTriathlon',
    gaming:
      'TriathlonVirtualRace TriathlonFantasyLeague BoardGameTriathlon TriathlonDiceDuel TriathlonTriviaNight 1HourGamingTriathlon 3RoundCouchTriathlon FamilyTriathlonFaceOff',
    music:
      'TriathlonSongPerLeg PickMyTriathlonAnthem TriathlonCowbellBeat BuildATriathlonPlaylist KaraokeTriathlon TriathlonCheerChant 60SecondTriathlonRemix TriathlonFinishFanfare',
    speed:
      'TriathlonTransitionIn30 ParentVsChildTriathlon LivingRoomTriathlon WetsuitOffTriathlon FamilyTriathlonRelay TriathlonShoeSwap BackyardTriathlonDash 5MinuteKidsTriathlon',
    tech: 'TriathlonSplitTimes TriathlonTransitionCam 12WeekTriathlonCountdown PhoneVsWatchTriathlon BuildATriathlonPlaylist SlowMoTriathlonStride TriathlonBikeFitApp CanAIPlanMyTriathlon',
    travel:
      'TriathlonTravelBag TriathlonRaceTrip TriathlonCourseRecon VolunteerAtATriathlon 10MinTriathlonPacking CheerSignsForTriathlons SpectateATriathlon WeekendTriathlonGetaway',
  },
  trivia: {
    dance:
      'GameShowShuffle TriviaBuzzerBounce DanceTheTriviaClue TriviaVictoryJig 8CountTriviaCelebration WrongAnswerWiggle TriviaTeamStepOff TriviaHighFiveHop',
    fashion:
      'GameShowHostLook TriviaThinkingCap 5MinTriviaOutfit TriviaNightGlowUp TriviaTeamTwinning DressAsYourAnswer WearATriviaCategory TriviaSmartyPants',
    fitness:
      'TriviaBurpeeForWrong RunToTheAnswerWall StarJumpTriviaRound TriviaSquatOrSolve TriviaPlankOff FamilyTriviaRelay 20MinTriviaWorkout TriviaLungeForPoints',
    funny:
      'TriviaWildGuesses GameShowHostParody TriviaConfidentlyWrong PunniestTriviaTeamName AnswerTriviaLikeAToddler 5SecondTriviaPanic TriviaDramaticReveal GrandpaVsTeenTrivia',
    gaming:
      'TriviaGameShow BuzzerTournament ThreeStrikesTrivia BeatMyTriviaHighScore 10SecondTriviaBuzzIn PopQuizFamilyFaceOff TriviaStackTheCups TriviaSpinTheWheel',
    music:
      'TriviaNameThatTune TriviaLyricFinish 5DecadeMusicTrivia TriviaHumOff SingYourTriviaAnswer GuessTheIntro TriviaKaraokeDuel 1SecondSongTrivia',
    pet: 'PawBuzzerQuiz DogBreedTriviaIn60 CanYourCatPlayTrivia PetTriviaNight KittyPicksTheAnswer TriviaWhoseBarkIsIt TriviaPetFactOrFake OneTreatPerTriviaPoint',
    prank:
      'TriviaAllAboutMe SurpriseQuizAtDinner TriviaWinnerGetsASock ImpossibleTriviaRound TriviaTrophyWrongName FibFriday PasswordIsTrivia DogHostsTriviaNight',
    speed:
      'TriviaLightningRound TagTeamTrivia TriviaRapidFire 5SecondTriviaRule TriviaBeatTheClock 10InARowTrivia SuddenDeathTrivia TriviaSpeedSpelling',
  },
  truck: {
    gaming:
      'ToyTruckRampRace MonsterTruckMayhem TruckSpottingBingo TruckCharadesNight TruckCardboardBuildOff DrawATruckIn10Seconds GuessTheTruckSound TruckHandoffRelay',
  },
  trumpet: {
    tech: 'TrumpetLoopOnYourPhone 7DayTrumpetAppStreak TrumpetDecibelTest SlowMoTrumpetValves AIBacksMyTrumpet TrumpetDuetWithMyself SplitScreenTrumpetTrio CanYouHoldATrumpetNote',
  },
  turkey: {
    music:
      'BeatboxLikeATurkey TurkeyCallDuet 60SecondTurkeySong TurkeyInTheStrawCover RemixYourTurkeyGobble DrumstickDrumroll TurkeyTableSingOff TurkeyBluesBallad',
    prank:
      'ToyTurkeyInTheFridge TurkeyPlaceCardMixUp GobbleAlarmClock TurkeyHatSurprise TurkeyRingtoneAtDinner TinyTurkeyReveal TurkeyFeatherGooglyEyes 50PaperTurkeysEverywhere',
  },
  turtle: {
    tech: 'CanAINameMyTurtle 24HourTurtleTimelapse SlowMoTurtleSnack SeaTurtleTrackerApp CodeATurtleDrawing TurtleHabitatGlowUp TurtleStopMotionRace MacroTurtleShellShots',
    wellness:
      'TurtlePaceWalk SlowTurtleMorning 5MinTurtleSunBreak BeLikeATurtleToday RetreatIntoYourShell TurtleTankZen TurtleModeTuesday 10TurtleBreaths',
  },
  typing: {
    educational:
      'LearnTouchTyping HomeRowTypingRace QwertyTypingMystery TypingHistoryIn60s TypingBlindfoldedDare TypingQuickBrownFox GuessTheTypingShortcut FixYourTypingPosture',
    fashion:
      'TypingWithLongNails TypingSweaterPaws ChunkyRingsTypingTest ColorMatchTypingSetup ClawsVsKeyboard TypingFitGlowUp 60SecondTypingInGloves TypingWristWarmers',
    funny:
      'TypingWithMittens ChopstickTypingChallenge GrandpaVsTeenTyping HuntAndPeckHero TypingLikeAMovieHacker 30SecondBlindTyping ThreeDotsTypingDread TypingWithYourNose',
  },
  ukulele: {
    fitness:
      'UkuleleWallSit 10MinUkuleleCardio SquatPerUkuleleChord StrumAndStretch UkuleleMarchAlong 7DayUkuleleFingerGym LungeToTheUkulele UkuleleHighKnees',
    funny:
      'UkuleleDramaticBallad UkuleleMetalCovers SadSongOnAUkulele TinyUkuleleBigFeelings 5SecondUkuleleDrama UkuleleGroceryList UkuleleRapBattle ClassicRockOnUkulele',
    gaming:
      'UkuleleMusicalChairs GuessTheThemeOnUkulele 3ChordUkuleleChallenge UkuleleHotPotato NameThatUkuleleTune CopyMyUkuleleRiff UkuleleRhythmDuel UkuleleLyricRelay',
    speed:
      'UkuleleChordRace QuickestUkuleleTuning UkuleleRestringDash FastestUkuleleStrum BeatTheMetronome UkuleleSongIn60Seconds TongueTwisterOnUkulele FasterEachUkuleleVerse',
  },
  umbrella: {
    dance:
      'UmbrellaChorusLine UmbrellaTwirlDance UmbrellaTapOff 8CountUmbrellaRoutine SinginInTheRainRedo UmbrellaDuetChallenge 60SecondUmbrellaGroove StrutWithAnUmbrella',
    gaming:
      'UmbrellaSimonSays UmbrellaFloorIsLava CanYouBalanceAnUmbrella UmbrellaShieldDodgeball RainyDayUmbrellaRelay KeepItUpWithAnUmbrella UmbrellaCharades CatchSocksInYourUmbrella',
    prank:
      '10TinyUmbrellasEverywhere BalloonFilledUmbrella UmbrellaGooglyEyes WhoShrunkMyUmbrella ComplimentRainUmbrella SurpriseSunshineSign NoteInsideTheUmbrella StraightFaceUmbrellaHat',
  },
  unboxing: {
    gaming:
      'UnboxingBoardGame UnboxingSpeedrun FirstWinAfterUnboxing UnboxingDiceSet TradingCardUnboxing BlindfoldUnboxingGuess UnboxingPuzzleCube ThrowbackUnboxingThursday',
    prank:
      'UnboxingNestedBoxes UnboxingTheirOwnRemote TinyGiftGiantPackage NothingInsideUnboxing OneSockUnboxingReveal MittenUnboxingDare MislabeledUnboxing UnboxingGooglyEyes',
  },
  unicycle: {
    tech: 'UnicycleFoolsMyStepCount UnicycleMonthInAMinute SlowMoUnicycleMount UnicycleBloopersReel GPSDrawingByUnicycle AICoachesMyUnicycling GreenScreenUnicycleTrip 30DayUnicycleProgress',
  },
  vacuum: {
    art: 'VacuumCarpetMandala DrawYourVacuumAsAHero ClayMiniVacuum RugStripesByVacuum OneLineVacuumDrawing VacuumComicStrip 5MinuteVacuumSketch VacuumPopArt',
    dance:
      'VacuumMoonwalk WaltzWithTheVacuum DodgeTheRobotVacuum 60SecondVacuumGroove 8CountVacuumRoutine VacuumTwoStep DanceWithYourVacuum BeatDropVacuumBattle',
    prank:
      'RobotVacuumGooglyEyes VacuumCarpetMessage VacuumGetsANameTag DressUpTheVacuum TinyVacuumOnTheirDesk WhoUnpluggedTheVacuum StuffedToyVacuumRider VacuumWantedPoster',
  },
  'van life': {
    art: 'DrawYourDreamVanLife ShoeboxVanLifeDiorama VanLifeWindowView VanLifeStickerDesign VanLifePostcardArt Sketch3DaysOfVanLife 10MinVanLifeWatercolor VanLifeRouteMap',
    cooking:
      'VanLifeOnePotMeal 15MinVanLifeBreakfast NoCookVanLifeDinner 5IngredientVanLifeLunch VanLifeSaladJar 1ShelfVanLifePantry VanLifeSandwichBar VanLifeTacoShowdown',
    dance:
      'VanLifeShuffleOff VanLifeTinyDanceFloor 8CountVanLifeRoutine 60SecondVanLifeGroove VanLifeSunsetSway VanLifeTwoStep CopyMyVanLifeMoves FairyLightVanLifeDisco',
    educational:
      'VanLifeSolarMath VanLifeKnotTying LeaveNoTraceVanLife GuessVanLifeWaterUse PaperMapVanLifeDare VanLifeMythsBusted 50DollarVanLifeWeek VanLifeStarGazing',
    fitness:
      'VanLifeYoga VanLifeStretchSunday 10MinVanLifeWorkout VanLifeTrailRun NoGymVanLifeCircuit 30DayVanLifeAbs VanLifeStepUps SunriseVanLifeJog',
    pet: 'VanLifeKittyWindowSeat 7DaysOfVanLifeWalks VanLifePetCorner VanLifeSniffTest ShadeCheckVanLife VanLifeWoofReview PuppysFirstVanLifeNight SundayVanLifeSnuggles',
    tech: '24HoursOfflineVanLife VanLifePowerBank VanLifeNightTimelapse VanLifeSignalHunt PanoramaVanLifeTour VanLifeQRGuestbook AIPlansMyVanLifeRoute CanSolarRunVanLife',
    wellness:
      'VanLifeSlowMorning 7DayVanLifeAtHome VanLifeJournal DeclutterLikeVanLife VanLifeRainSounds VanLifeGratitudeList 1HourPhoneFreeVanLife SundayVanLifeStillness',
  },
  vegan: {
    fashion:
      'ThriftedVeganFit VeganLeatherJacket VeganSneakerCheck VeganClosetGlowUp 10MinVeganOutfit VeganToteBagStyle FarmersMarketVeganLook GuessWhichShoeIsVegan',
    fitness:
      'VeganBeanCanCurls PlantBasedFarmersWalk 30DayVeganStrength 10MinVeganKitchenHIIT VeganRunClubBrunch OneTripVeganGroceries VeganGardenWorkout VeganPlankOff',
    gaming:
      'Name20VeganFoodsIn60 BlindVeganTasteTest VeganTriviaNight VeganAToZ VeganEmojiGuess ActOutTheVeganDish RankTheVeganSnacks IsItVeganOrNot',
    music:
      'VeganBeetbox VeganSongFaceOff PotsAndPansVeganBand KaleYeahVeganAnthem 30SecondVeganJingle SingTheVeganRecipe RapYourVeganGroceryList VeganBlenderRemix',
    pet: 'PetCarrotTasteTest VeganPumpkinPupBites BunnyVeganSaladBowl DogRanksVeganVeggies VeganCookingSupervisor VeganSweetPotatoChews 3IngredientVeganTreats KibbleVsVeganBerry',
    prank:
      'VeganBroccoliBouquet VeganVeggieInEveryShoe GooglyEyeVeganFridge VeganBananaPhoneCall AvocadoBabyVegan FancyVeganWaiter LabelEverythingVegan SurpriseVeganPicnic',
  },
  vintage: {
    pet: 'VintagePetPortrait VintageCatSepiaSnap FilmYourDogVintageStyle VintageFilterThenAndNow 7DaysOfVintageNaps VintageTennisBallFetch CuddlesOnAVintageQuilt RetroPhotoBoothPup',
  },
  violin: {
    fashion:
      'ViolinRecitalOutfit RockstarViolinLook DecorateYourViolinCase 5MinViolinConcertGlam FiddlerOnTheRunway ViolinistFitCheck DressLikeAViolin DayToNightViolinStyle',
    gaming:
      'GuessTheGameOnViolin 3NoteViolinQuiz NameThatViolinTune BossFightViolinDuel ViolinHotPotato ViolinLevelUpJingle 8BitViolinMedley ViolinMusicalStatues',
    travel:
      'ViolinInTheCarryOn 60SecondViolinPopUp OneViolinSongPerTown ViolinAtEveryRestStop FreeViolinConcertHunt PlayViolinAtLandmarks WeekendViolinRoadTrip ViolinCafeOpenMic',
  },
  volleyball: {
    pet: 'NoseBoopVolleyball VolleyballDogRally VolleyballPawHighFive KittenVsVolleyball BumpSetFetch PetPassesTheVolleyball 7DayVolleyballPupTrick CatJudgesYourVolleyball',
    travel:
      'VolleyballArenaVisit PickupVolleyballAnywhere WhatsInMyVolleyballBag VolleyballRoadTrip FindANewVolleyballCourt TravelWithYourVolleyball WeekendVolleyballGetaway VolleyballParkTournament',
  },
  waffle: {
    dance:
      'WaffleShuffle BelgianWaffleWaltz DanceTillWaffleBeeps 8CountWaffleRoutine WaffleWiggleBattle DuetWhileWafflesCook WaffleStackStep WaffleFlipFreeze',
    fitness:
      'FamilyWaffleRelay PlankTillWaffleBeeps LungeToTheWaffleIron 10MinWaffleMorningHIIT SquatsForSyrup RunForWaffles WaffleStackBurpees WaffleWednesdayWorkout',
    music:
      'WaffleBeepRemix IllMakeYouWaffles WaffleIronBeatbox WaffleSpatulaDrums SlowJamForMyWaffles 30SecondWaffleJingle SingYourWaffleOrder WaffleRapBattle',
  },
  waiter: {
    dance:
      'WaiterTrayShuffle WaiterWaltzWednesday DanceLikeAWaiter 8CountWaiterRoutine ServeAndSwerve WaiterTwirlService 60SecondWaiterGroove WaiterKitchenDoorSwing',
    fitness:
      'WaiterTrayBalance WaiterPlateCarryLunges WallSitLikeAWaiter 10000StepWaiterShift WaiterRelayRace 5MinWaiterCardio OutwalkAWaiter WaiterSquatAndServe',
    gaming:
      'ActOutYourOrderWaiter WaiterSays 60SecondWaiterRush WaiterTrayStackOff FamilyWaiterShowdown WaiterBalanceBattle NoNotepadWaiterChallenge WaiterRolePlayNight',
  },
  walking: {
    cooking:
      'WalkingTacos WalkingTrailBars EnergyBitesForWalking 10MinWalkingPicnic StrollAndRollWraps PackAWalkingLunch WalkingSnackPouch BestWalkingSandwichDuel',
    educational:
      'YourBrainOnWalking GuessMyWalkingSpeed WhyWeSwingWhenWalking TrueOrFalseWalking WalkingMythBusters WalkingStepCountTest 10MinWalkingBrainstorm WalkingTreeSpotting',
  },
  'wall sit': {
    funny:
      'WallSitPhoneCall WallSitPokerFace DinnerTableWallSit WallSitNatureDoc WallSitVsGrandpa DramaticWallSit 10JokesInOneWallSit CanYouSpotMyWallSit',
    travel:
      'WallSitAtLandmarks WallSitWithAView LayoverWallSit OneWallSitPerCity 60SecWallSitAnywhere WallSitTourGuide RoadTripWallSitTally WallSitPostcardPose',
  },
  wallet: {
    art: 'DuctTapeWalletCraft OrigamiWallet JeansToWalletGlowUp JuiceBoxWallet ComicBookWallet WalletFromAnything 10MinPaperWallet PaintYourOldWallet',
    cooking:
      'WalletFriendlyMeals 10DollarWalletChallenge EmptyWalletRecipes PayDayWalletFeast ThinWalletFancyPlate WalletPantryRescue WalletWeekOfLunches WalletBeansAndRiceNight',
    fashion:
      'WalletChainLook MatchWalletToShoes StyleOneWallet3Ways ThriftedVintageWallet 5DollarWalletGlowUp RateMyEverydayWallet WalletToWristlet WalletLeatherRevival',
    fitness:
      'NoWalletNeededWorkout EmptyWalletHomeGym WalletFreeParkRun WalletVsFitnessClass 30DayWalletFriendlyAbs CoinJarCurls 10MinThinWalletHIIT WalletZeroCostCardio',
  },
  waltz: {
    art: 'WaltzInWatercolor WaltzSpinPhoto PaperDollWaltz DrawTheWaltzBoxStep ClayWaltzCouple SketchYourDreamWaltzGown 60SecondWaltzDoodle PaintToWaltzMusic',
    funny:
      'WaltzWithMyBroom WaltzToTheFridge PajamaRoyalWaltz WaltzToHeavyMetal WaltzInDadsShoes TwoLeftFeetWaltz ExitEveryRoomByWaltz 10SecondWaltzFail',
    gaming:
      'WaltzFullCombo WaltzMusicalStatues OneTwoThreeWaltzFreeze GuessTheWaltzSong WaltzCharades SimonSaysWaltz WaltzDanceCard CopyCatWaltzRelay',
    pet: 'WaltzWithMyDog KittenWatchesMeWaltz WaltzLullabyForPets PupHeelsAsIWaltz WaltzTreatTrail CountTheWagsPerWaltz 7DayWaltzSpinTrick WaltzMusicNapTest',
    tech: 'WaltzSlowMoSpin AIWritesAWaltz WaltzDuetWithMyself CanYouWaltzOnBeat CloneYourselfWaltz 7DayWaltzProgressReel WaltzGreenScreenBall VideoCallWaltz',
    wellness:
      'SlowWaltzSway WaltzAwayWorries 3MinuteWaltzBreak SunsetSoloWaltz KitchenWaltzWithMom 7NightsOfBedtimeWaltz WaltzWednesdayReset WaltzGentleStretch',
  },
  'water balloon': {
    speed:
      'WaterBalloonFillRace WaterBalloonRelay WaterBalloonSpoonDash 60SecWaterBalloonToss TieTenWaterBalloons KidsVsDadWaterBalloon CanYouCatchAWaterBalloon WaterBalloonCleanupRush',
  },
  'water gun': {
    educational:
      'HowWaterGunsWork WaterGunHistoryIn60 GuessTheWaterGunAngle WaterGunRangeTest MythBustingWaterGuns BuildABottleWaterGun WaterGunRainbowMist WaterGunDropletScience',
    tech: 'SlowMoWaterGunSplash HowFarDoesMyWaterGunGo WaterGunsAtHighNoon 10SecondWaterGunEdit AIRefereesWaterGunDuel WaterGunFightTrailer NarrateYourWaterGunWar WaterGunPhoneInZipBag',
    wellness:
      'WaterGunCoolOff WaterGunLaughTherapy 10MinWaterGunPlaytime HouseplantsByWaterGun SundayWaterGunSplash WaterGunRecessBreak SillyWaterGunStandoff WaterGunMistBreeze',
  },
  watercolor: {
    cooking:
      'WatercolorCookies WatercolorCake VeggieDyeWatercolorIcing WatercolorPancakeStack 10MinWatercolorToast RecipeCardWatercolor WatercolorMenu EdibleWatercolorFaceOff',
    dance:
      'WatercolorOnTheBeat WatercolorDryDance 8StepWatercolorFlow WatercolorFootwork MoveLikeWatercolor 60SecWatercolorGroove BrushstrokeBallet WatercolorCongaLine',
    fitness:
      'WatercolorWalk 1WatercolorPerMile SquatTillWatercolorDries WatercolorStretchBreak SundayWatercolorStroll PaintMyRunInWatercolor WatercolorMuscleMap 5MinWatercolorWarmUp',
    funny:
      'WatercolorFails WatercolorExpectations FixMyWatercolorBlob WatercolorKidCritic WatercolorVsToddler BlindfoldWatercolor 5SecondWatercolorPet DadTriesWatercolor',
  },
  watermelon: {
    gaming:
      'WatermelonSeedSpitOff WatermelonHideAndSeek PassTheWatermelon RedOrYellowWatermelon RingTossOnAWatermelon 60SecondWatermelonQuiz WatermelonHotPotato WatermelonWeightGuess',
    speed:
      'WatermelonSeedCount WatermelonCarryRelay KidsVsDadWatermelonRoll WatermelonBallerRace 60SecWatermelonWords PickARipeWatermelonFast WatermelonTriviaBlitz 1MinWatermelonCleanup',
    tech: 'AIPicksMyWatermelon WatermelonGrowthTimelapse WatermelonGadgetFaceOff RecordAWatermelonThump WatermelonReverseVideo SlowMoWatermelonBite WatermelonSoundCheck 5SecondWatermelonMacro',
    travel:
      'RoadsideWatermelonHunt SummerWatermelonSaturday PickYourOwnWatermelon WatermelonPicnicInThePark WatermelonBeachDay TasteLocalWatermelon 5TownWatermelonRoadTrip WatermelonFarmersMarket',
    wellness:
      'HydrateWithWatermelon WatermelonPorchSit SlowWatermelonSunday ShareYourWatermelon 5MinWatermelonBreak WatermelonMindfulBite WatermelonPicnicReset PhoneFreeWatermelonHour',
  },
  wedding: {
    art: 'WeddingInviteDesign 60SecondWeddingDoodle PaintTheWeddingBouquet PressWeddingFlowers ThenAndNowWeddingPic ClayWeddingCakeTopper DrawYourParentsWedding WeddingWelcomeSign',
    dance:
      'WeddingEntranceDance WeddingAisleStrut RecreateMomsWeddingSway TheWeddingDip FamilyWeddingStepOff 8CountWeddingRoutine WeddingGuestWobble WeddingCongaTrain',
    speed:
      'WeddingTableSetRace WeddingFavorsIn60 30SecondWeddingBowTie WeddingPrepSpeedrun TagTeamWeddingSetup ReadyBeforeTheBride 100WeddingInvitesBlitz FastestWeddingNapkinFold',
  },
  weekend: {
    art: '48HourWeekendSketchbook PaintYourWeekend WeekendSketchInThePark ThisWeekendInCollage SaturdayMasterpiece SelfPortraitEveryWeekend WeekendInThreeFrames WeekendClayFaceOff',
    cooking:
      'WeekendPancakeStack WeekendMealPrep 3ToppingWeekendPizza LazyWeekendWaffles SaturdaySourdough 30MinWeekendDinner WeekendBrunchBattle KidsRunWeekendBreakfast',
    dance:
      'WeekendKitchenDance ItsTheWeekendShuffle WeekendModeTwoStep FiveOClockWeekendDrop 8CountWeekendGroove WeekendDuetWithDad MoonwalkIntoTheWeekend WeekendLivingRoomDisco',
    educational:
      'WhyWeHaveWeekends 10NewWordsEachWeekend OneBookPerWeekend SkillSwapWeekend WeekendLearnToJuggle WeekendMuseumQuiz WeekendTriviaTakeover BustAMythThisWeekend',
    fitness:
      'WeekendWarriorWorkout 20MinWeekendHIIT EarlyWeekendRun LazyWeekendStretch 100SquatWeekend SundayRunday WeekendPlankOff FamilyWeekendRelayRace',
    prank:
      'ItsCaturdayThisWeekend BlackTieWeekendPajamas WeekendMysteryOuting WeekendNoteInEveryShoe PackYourBagsNow GooglyEyesAllWeekend KazooWakeUpWeekend WeekendBlanketFortReveal',
    tech: 'WeekendPhotoDump PhoneCleanupWeekend WeekendSunriseToSunset AIPlansMyWeekend WeekendRecapReel OfflineWeekendDare WeekendScreenTimeWars 10ClipWeekendMontage',
  },
  whisk: {
    dance:
      '8CountWhiskRoutine WhiskWristWiggle WhiskAwayDance DoTheWhiskTwist 60SecondWhiskGroove KitchenWhiskDuet WhipItWhiskIt WhiskConductorSway',
    fashion:
      'WhiskEarringsDIY BakeDayWhiskFitCheck StyleAWhisk3Ways KitchenToRunwayWhisk ChefWhitesGlowUp WhiskedAwayLook WhiskPrintScarf WhiskStripedApron',
    funny:
      'WhiskItDramatically MeringueOverYourHead WhiskMicInterview SportscastMyWhisking 5SecondWhiskFail MixerVsWhiskArmRace WhiskAsAHairbrush WhiskCookingShowHost',
    gaming:
      'WhiskRelayRace 10SecondWhiskPass WhatElseIsAWhisk GuessThatWhiskSound WhiskBalanceOff BlindfoldWhiskChallenge WhiskAndSeek CharadesWithOneWhisk',
  },
  whiteboard: {
    cooking:
      'WhiteboardMealPlan TonightsWhiteboardMenu WhiteboardDinerOrders WhiteboardPantryChallenge WhiteboardCookOffScores BakingMathOnAWhiteboard 5StarWhiteboardReviews KidsVoteWhiteboardLunch',
    dance:
      'WhiteboardStickDance WhiteboardChoreoMap WhiteboardMoveOfTheDay 8StepsOnAWhiteboard CopyTheWhiteboardPoses 1MinWhiteboardRoutine WhiteboardGrooveOff ShuffleToWhiteboardCues',
    educational:
      '1MinWhiteboardLesson WhyDryEraseFloats WhiteboardMathTrick WhiteboardMapFromMemory WhiteboardSpellingBee WhiteboardQuizDuel MythOrFactWhiteboard TimelineOnTheWhiteboard',
    fitness:
      'WhiteboardRepTally 30DayWhiteboardStreak WhiteboardDiceWorkout WhiteboardPushUpLadder AToZWhiteboardCircuit StepCountWhiteboardWars 10MinWhiteboardBingo CoachMeFromTheWhiteboard',
    gaming:
      'WhiteboardDrawAndGuess WhiteboardHangman WhiteboardTicTacToe WhiteboardDotsAndBoxes WordChainOnTheWhiteboard BlindWhiteboardPortraits FamilyWhiteboardFaceOff 10SecondWhiteboardRelay',
    pet: 'WhiteboardPetPortrait 7DayWhiteboardWalks WhiteboardTrickTracker WhiteboardGroomingChart DogHouseRulesWhiteboard WhoFedTheCatWhiteboard QuickPupWhiteboardSketch HamsterLapsWhiteboard',
    prank:
      'DogWroteThisWhiteboard CatGetsAWhiteboardChore FancyMenuOnTheWhiteboard WhiteboardSnackVoucher WhiteboardMarkerMustache WhiteboardPopQuizForDad WhiteboardNewHouseRule DrawTheirWhiteboardTwin',
    travel:
      'WhiteboardItinerary WhiteboardMapQuiz WhiteboardPackingList WhiteboardTripCountdown 10DreamSpotsWhiteboard WhereToNextWhiteboard 5TravelPhrasesWhiteboard HolidayBudgetWhiteboard',
  },
  window: {
    art: 'WindowSuncatcher FauxStainedGlassWindow PaintYourWindowView WindowFogDoodle OneWindowFourSeasons ChalkMarkerWindowMural PaperSnowflakeWindow TraceAWindowShadow',
    fitness:
      '60SecondWindowPlank YogaByTheWindow SquatAtEveryWindow WaxOnWindowOff WindowWasherWorkout SunriseWindowStretch WindowWallSit 7DayWindowLunges',
    funny:
      'WindowBirdWatchDrama WhoSmudgedThisWindow OopsWindowReflection NarrateOutMyWindow CatWindowNatureDoc WindowFlyStandoff MimeThroughTheWindow WindowPigeonNeighbor',
  },
  'windy day': {
    cooking:
      'WindyDayKiteCookies WindyDayHotCider CozyWindyDayStew WindyDayPicnicIndoors PinwheelSandwiches 30MinWindyDaySoup FamilyWindyDayCookOff WindyDayCinnamonToast',
    fitness:
      '10MinWindyDayJog WindyDayKiteSprints FamilyWindyDayRelay HillRepeatsOnAWindyDay PlankInTheBreeze WindyDayPowerWalk WindyDayStarJumps WindyDayLeafPileLunges',
    gaming:
      'WindyDayPinwheelRace WindyDayBalloonKeepUp WindyDayBubbleBattle WindyDayKiteDuel CardsVsTheWindyDay WindyDayPaperPlaneOff WindyDayDominoes CatchALeafWindyDay',
    wellness:
      'WindyDayLetGo WindyDayChimes WriteWorriesOnAWindyDay WatchTheTreesDance 5DeepBreathsWindyDay 10MinWindyDayWindowSit SundayWindyDayStroll WindyDayCozyBlanket',
  },
  winter: {
    cooking:
      'WinterStewNight WinterHotCocoaBar WinterChiliCookOff 30MinWinterBake 3SoupWinterShowdown 1PanWinterDinner WinterPotPieParty 7DaysOfWinterOatmeal',
    speed:
      'WinterBundleUpRace WinterSnowmanBlitz WinterSledRelay ClearAWinterPathFast FastestSnowAngel CoatsOffWinterSprint WinterGearCountdown 60SecWinterMittenMatch',
  },
  workout: {
    fashion:
      'WorkoutFitCheck WorkoutWearWars DressedToWorkout ThriftedWorkoutLook 60SecondWorkoutHair WorkoutBrunchGlowUp WorkoutSet3Ways RateMyWorkoutShoes',
    music:
      'WorkoutAnthemCover RepsToTheBeat WorkoutPlaylistSwap PickMyWorkoutSong OneTrackWorkout JumpRopeWorkoutRemix WorkoutEntranceTheme WorkoutCoachChant',
  },
  wrestling: {
    funny:
      'WrestlingCommentaryAtHome WrestlingPromoImpression 3CountPillowWrestling WrestlingFittedSheet TagTeamDishWrestling StareDownWrestling ToddlerWrestlingIntro WrestlingOversellAllDay',
    prank:
      'WrestlingEntranceSurprise MaskedWrestlerDinner CardboardWrestlingBelt WrestlingRefCameo RingAnnouncerWrestler WrestlingNamePlaceCards MomsWrestlingPoster WrestlingVoiceAllDay',
  },
  yoga: {
    dance:
      'YogaToTheBeat YogaWarriorGroove FreezeFrameYoga 8CountYogaRoutine 60SecondYogaDisco MirrorMyYogaMoves YogaDanceOff StrikeAYogaPose',
    wellness:
      'YogaBeforeBed 7DayMorningYoga YogaBreathBreak PartnerYogaForTwo SlowYogaSunday 10MinuteLivingRoomYoga DeskYogaReset YogaGratitudeFlow',
  },
  zoo: {
    art: 'ZooSketchSafari BlindfoldZooDrawing ClayZooMenagerie DrawYourDreamZoo 60SecondZooPainting CollageAZooFromScraps ZooPhotoContest ZooPaperPlateAnimals',
    funny:
      'ZooAnimalVoiceover ZooGoatSnackThief PettingZooChaos ZooVsMyHouse WalkLikeAZooPenguin FamilyAsZooExhibits ZooLlamaSideEye 10SecondZooImpressions',
    wellness:
      'ZooSlowStroll MindfulZooMinute ZooQuietMorning ZooAquariumZen SlothModeSunday BalanceLikeAZooFlamingo WatchOneZooAnimal10Min ZooButterflyHouseCalm',
  },
};
