import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  kettle: {
    dance:
      'KettleDanceOff BoogieTillKettleBoils KettleKitchenShuffle 5StepsPerKettle ImALittleKettle KettleClickFreeze ShowYourKettleMoves KettleAndMeDuet',
    fitness:
      '20SquatsPerKettle CanYouBeatYourKettle CalfRaisesByTheKettle PlankTillKettleBoils KettleBreakCrunches KettleThreeMinuteAbs KettleWallSitWednesday KettleCounterPushUps',
    prank:
      'DidMyKettleJustTalk GooglyEyesOnTheKettle KettleStickyNoteJoke KettleWhistleRingtone TinyHatForTheKettle KettleWearsAWig KettleMustacheMonday KettleLeavesYouNotes',
    cooking:
      'KettleNoodleUpgrade 10MinKettleBreakfast PourOverKettleCoffee OnlyAKettleDinner KettleChefFaceOff 3IngredientKettleMeal KettleCouscousDare CanYourKettleCookIt',
    travel:
      'OneKettleEveryCity TravelKettleHacks HotelKettleNoodles KettlePicnicCocoa 3DayKettleOnlyTrip PackYourKettleFirst KettleHostelBreakfast KettleViewFaceOff',
    fashion:
      'MatchYourKettle 3OutfitsOneKettle KettleCozySweaterSwap DressAsAKettle KettleFitFriday KettleBoilQuickChange KettleRetroLook StrutToTheKettle',
    wellness:
      'KettleSelfCareSunday BreatheTillKettleBoils KettleStretchPause PhoneFreeKettleMinute KettleSteepAndSettle ListenToYourKettle 3GoodThingsPerKettle KettleWindowGazing',
    art: '7DayKettleDoodle KettleReflectionPhoto KettlePortraitDuel TeaStainKettleArt DrawYourKettleBlindfolded 1MinuteKettleSketch GiveTheKettleAFace KettleWatercolorNook',
    tech: 'KettleAlarmApp KettleVsPhoneCharge KettleTimeLapseBoil SlowMoKettleSteam StopwatchTheKettle KettleWhistleRingtone 10FrameKettleMovie HowLoudIsYourKettle',
    pet: 'CatReactsToKettle SnuggleTillKettleClicks OneTrickPerKettle KettleBoilBrushing KettleCuppaCuddles KettleBreakBellyRubs CanYourPetBeatTheKettle KettleTreatThursday',
    gaming:
      'KettleBoilChessBlitz OneLevelPerKettle BeatTheKettleSpeedrun CanYouOutplayAKettle 10PieceKettlePuzzle KettleSteepSudoku KettleRockPaperScissors KettleTriviaTuesday',
  },
  karaoke: {
    dance:
      'KaraokeBackupDancers SaturdayKaraokeSway 8CountKaraokeChorus DanceBreakAtKaraoke StrutLikeAKaraokeDiva KaraokeMicDropFinale KaraokeMoveFaceOff KaraokeDiscoShuffle',
    fitness:
      '3SongKaraokeSweat KaraokeWorkoutWednesday KaraokeChorusPlank KaraokeBurpeeBreak KaraokeJogAndBelt SquatOnTheHighNote WallSitTillKaraokeEnds CardioKaraokeBattle',
    prank:
      'KaraokeSongSwitcheroo SecretKaraokeSinger KaraokeLyricSwap DedicateAKaraokeTune KaraokeSurpriseDuet KaraokeSerenadeSaturday 10SecondKaraokeBluff KaraokeKazooBackup',
    educational:
      'LearnSpanishByKaraoke HowKaraokeScoresYou 7DayKaraokeVocab KaraokeVocalWarmups KaraokePitchFaceOff KaraokeLongNoteHold KaraokeMemorizeAVerse CountKaraokeRhymes',
    cooking:
      'KaraokeMicCakePops SpatulaKaraokeSolo KaraokeTacoTuesday CookingKaraokeDuet KaraokeWhileYouStir 3MinuteKaraokeSnack KitchenKaraokeBattle KaraokePizzaParty',
    fashion:
      '3LooksOneKaraokeNight SequinKaraokeOutfit KaraokeStageGlowUp KaraokeFitFriday 1MinuteKaraokeMakeover KaraokeDressLikeTheSong KaraokeBoaAndShades StyleYourKaraokeAlterEgo',
    wellness:
      'KaraokeShyToShine SoloKaraokeNight KaraokeBreathControl PickAKaraokeHappyTune SingYourStressAway KaraokeBraveFirstSong 7DayKaraokeConfidence KaraokeMoodMonday',
    speed:
      'KaraokeFinishTheLyric FastRapKaraoke 10SecondKaraokeHooks MicPassKaraokeRelay OneMinuteKaraokeMedley KaraokeNameThatTune KaraokeDoubleTime KaraokeBuzzerBattle',
    art: 'NeonKaraokeSign KaraokeMicDecorating AlbumCoverKaraokePose 10MinKaraokePoster 7DayKaraokeDoodles DrawYourKaraokeSong KaraokeSelfieSketch KaraokeStageBackdropPaint',
  },
  lemonade: {
    funny:
      'LemonadeSourFace LemonadeStandPitch LemonsToLemonade LemonadeFailFriday HaggleForLemonade 5StarLemonadeReview LemonadeIn60Seconds GrandmaVsMeLemonade',
    educational:
      'LemonadeStandMath LemonadePoweredClock CanLemonadeCleanAPenny WhyLemonadeTastesSour LemonadeInvisibleInk 5DollarLemonadeBudget FreshVsBottledLemonade LemonadeSugarCubeCount',
    travel:
      'LemonadeOnAParkBench PackLemonadeForTheRoad FarmersMarketLemonadeRun LemonadeStandHopping BestLemonadeInTown 3CafeLemonadeCrawl LemonadeSipSaturday LocalLemonadeFaceOff',
    fashion:
      'LemonadeYellowFit PinkLemonadeMakeup LemonadeSundressSunday LemonadeStandApron DressLikeYourLemonade 1MinuteLemonadeLook GinghamLemonadeDate LemonadeSummerGlowUp',
    music:
      'LemonadeStandJingle PorchLemonadeBlues LemonadeGlassHarp SingForYourLemonade LemonadeRapBattle LemonadeIceClinkBeat 4CupLemonadeScale DuetOverLemonade',
    art: 'LemonadeStandSign 5MinLemonadeDoodle LemonadeSlicePrints SketchYourLemonade PinkLemonadePalette LemonadeLabelFaceOff PaintWithLemonade LemonadeClayPitcher',
    tech: '1MinuteLemonadeAd 5ShotLemonadeReel LemonadeFilterFaceOff CodeALemonadeStand AIRatesMyLemonade DesignYourLemonadeLogo LemonadeSlowMoPour LemonadeTimelapseMelt',
    pet: 'CanYourPetSellLemonade LemonadeStandPupsicles CatSupervisesLemonade PupLemonadeGreeter OneTrickPerLemonadeSip LemonadeKittenSunbeam LemonadePuppyShadeBreak LemonadeFurryFriday',
    gaming:
      'GuessTheLemonadeFlavor LemonadeSourForfeit LemonadeStandRoleplay LemonadeTasteTestDuel LemonadePyramidToss PinkLemonadeBingo OneMinuteLemonadeMix 3RoundLemonadeQuiz',
  },
  exam: {
    dance:
      'LastExamDanceOff PostExamBoogie ExamPencilsDownShuffle OneMovePerExamDone 10MinExamBreakBop ExamFreedomFriday MidtermMoonwalk ExamResultsHappyHop',
    fitness:
      'ExamPushUpPerAnswer ShakeOffExamNerves ExamBuddyPlankBattle 5MinuteExamReset DeskYogaBeforeExams ExamFlashcardBurpees MidtermMileRun ExamWeekJumpRope',
    cooking:
      'ExamBrainFood BreakfastBeforeExams ExamOvernightOatsPrep 3IngredientExamBites FeedYourExamBuddy PostExamBakeOff ExamFiveMinutePasta ExamSnackSunday',
    fashion:
      'OneFitPerExam ExamLuckyOutfit ExamHoodieRanking PajamaExamGlowUp ExamFlannelFriday ExamDressToAceIt MidtermMonochrome WhatsYourExamArmor',
    music:
      '60SecondExamRhyme 10FactsInOneExamTune ExamFormulaSong ExamMnemonicJingle ExamQuadraticRap SingBeforeTheExam MidtermMemoryMelody StudyBuddyExamDuet',
    art: 'PosterForExamWeek ExamMindMapArt DoodleOutExamStress ExamSketchnoteSummary ExamNotesGlowUp 5MinuteExamCartoon MidtermMoodBoard ExamComicRecap',
    tech: 'ExamVoiceNotesRecap 100ExamFlashcards ExamFocusModeHack MeVsAIExamQuiz 25MinuteExamSprint NoPhoneExamWeek MidtermStudyAppStreak ExamSpreadsheetPlanner',
    pet: 'ExamSnuggleSunday ExamPetPepTalk ExamCatOnNotes 10MinExamWalkies OneTreatPerExamPage FurryExamBuddy ExplainExamsToYourDog ExamPawsForLuck',
  },
  'dining room': {
    dance:
      'WaltzIntoTheDiningRoom 7DayDiningRoomGroove NapkinTwirlFinale DiningRoomDanceOff DiningRoomCongaLine 60SecondDiningRoomDisco DiningRoomRobotMoves DiningRoomChairShimmy',
    fitness:
      'DiningRoomChairDips PlaceSettingSquats FamilyDinnerWalk DiningRoomLungeLaps 100DiningRoomPushUps 10MinDiningRoomCircuit DiningRoomPlankOff DiningRoomTableRelay',
    prank:
      'WaiterServiceForKids DiningRoomCerealGala WhosBeenInMyDiningRoom DiningRoomUpsideDownDay DiningRoomNameCardSwap DiningRoomMixUpMonday DiningRoomRedCarpet SpotTheDiningRoomChange',
    cooking:
      '3CourseDiningRoomMenu FamilyStyleFeast DiningRoomSundaySupper DiningRoomChefFaceOff OpenADiningRoomBistro FancyDiningAtHome 30MinDiningRoomDinner DiningRoomPizzaParty',
    music:
      'DiningRoomBeatRelay 3ChairDiningRoomBand DiningRoomGlassHarp DiningRoomDrumline DuetAcrossYourDiningRoom SpoonsOnTheDiningTable LipSyncDiningRoomBattle DiningRoomSerenade',
    tech: 'DiningRoomGlowUpTimelapse DesignADiningRoomMenu DiningRoomVideoCallDinner DiningRoomTableSetsItself 30SecondDiningRoomTour 5ShotDiningRoomReel MakeTheDiningRoomTiny DiningRoomStopMotionFeast',
    pet: 'DiningRoomPetManners 5TrickDiningRoomShow 30SecondDiningRoomStay KittenUnderTheTable WhoGuardsYourDiningRoom SitPrettyAtDinner DiningRoomSnuggleSunday DiningRoomTreatTrail',
    gaming:
      '10MinDiningRoomBlitz 7DayDiningRoomPuzzle FamilyBoardGameDinner DiningRoomQuizShow DiningRoomTriviaTuesday CardTournamentSupper DiningRoomDominoTrain DiningRoomCharades',
  },
  fridge: {
    dance:
      'FridgeRaidShuffle MidnightFridgeGroove DiscoDuetByTheFridge FridgeLightFreeze 8CountFridgeDance ShowUsYourFridgeMoves FridgeMagnetMacarena FridgeFunkFriday',
    fitness:
      'FridgeJugCurls PushUpsBeforeFridge 10SquatsPerFridgeTrip FridgeFitnessFriday GroceryFridgeRelay FridgeSnackSprints FridgeToCouchLunges OneMinuteFridgeWallSit',
    fashion:
      '7DayFridgeOutfits FridgeRaidPajamas FridgeDoorFitCheck FridgeFashionFaceOff MatchTheFridge DressLikeYourFridge MidnightFridgeGlowUp FridgeFoodCostume',
    wellness:
      'FridgeCleanSlate FridgeGratitudeNotes SundayFridgeRestock StickASmileOnTheFridge 7DayFridgeKindness FridgeIcedTeaPause FridgeAffirmationMagnets 10MinuteFridgeReset',
    music:
      'FridgeMagnetLyrics FridgeHumHarmony SingIntoTheFridge 5NoteFridgeSong FridgeDrumBattle IceCubeBeatbox DuetWithYourFridge 30SecondFridgeJingle',
    art: 'FridgeArtGallery FridgeMagnetPoetry 5MinuteFridgeSketch 7DayFridgeDoodle DrawYourFridgeFromMemory MyFridgeAsAPoster FridgeFrameFriday FridgeWhiteboardComic',
    gaming:
      'FridgePackingPuzzle GuessWhatsInMyFridge FridgeIngredientDice 10SecondFridgeScan FridgeStackShowdown 5ItemFridgeHunt FridgeMemoryMatch ActOutYourFridge',
  },
  goat: {
    dance:
      'DoTheGoatShimmy BabyGoatBounce GoatVsMeShowdown GoatScreamDrop GOATMoves GoatHoofHoedown 30SecondGoatHops 7DayGoatGroove',
    prank:
      'GoatScreamRingtone GoatPlushSwap GoatStickerTakeover GoatTextTuesday GoatDoodleNotes BleatingAlarmClock WhoLetTheGoatIn GoatHornsOnTheirPhoto',
    cooking:
      'FrostGoatMuffins BabyGoatCupcakes GoatFaceCookies GOATGrilledCheese 10MinGoatYogurtBowl 3IngredientGoatDip GoatHoofPancakes GoatMilkMonday',
    fashion:
      'GoatHornHeadband BabyGoatPajamas DressLikeTheGoat 7DayGoatFits FromKidToGoatGlowUp GoatOutfitFaceOff GoatBellNecklace GoatEarHoodieDIY',
    wellness:
      'GoatYogaClass PetAGoatThisWeekend BabyGoatSnuggles SunriseWithTheGoats 5MinGoatVideoBreak 7DayGoatGiggles GoatFarmGratitude GoatBrushingRitual',
    tech: 'GoatFaceSwap GoatScreamSoundboard 10SecondGoatEdit 3ClipGoatReel GoatMemeBattle GoatBeardFilter RemixGoatBleats WhichGoatAreYou',
    gaming:
      'GoatKingOfTheHill CrownYourFamilyGoat 3RoundGoatTournament 1MinuteGoatTrivia GoatFactsOrFake GoatCharades GoatDiceDerby CanYouBeatMyGoatScore',
  },
  pigeon: {
    dance:
      'PigeonStrut PigeonHeadBobDance 7DayPigeonGroove WalkLikeAPigeon PigeonBoogieDuet 10SecondPigeonFreeze PigeonShimmy BattleOfThePigeons',
    fitness:
      'PigeonHeadBobLunges PigeonHipStretch 7DayPigeonPoseDare PigeonWalkWednesday 30SecondPigeonHold FlapLikeAPigeonCardio 100PigeonHops PigeonPlankFaceOff',
    prank:
      'PigeonCooRingtone WhoLeftThisPigeonHere PigeonPostNote PigeonTakeoverThursday PhotobombPigeonCutout PigeonToyInTheFridge CardboardPigeonGuest PigeonStickerTrail',
    cooking:
      'PigeonShapedCookies PigeonBreadBuns PigeonToastArt 5MinutePigeonSnack BakeOffPigeonStyle 3IngredientPigeonBites MakeAPigeonPancake PigeonRiceBalls',
    fashion:
      'PigeonCoreGlowUp MakeAPigeonBrooch DressLikeAPigeon PigeonShimmerMakeup PigeonGreyFitCheck PigeonStrutRunway 7DayPigeonPalette CityPigeonStyleDuel',
    art: 'PigeonStreetPhotos 60SecondPigeonPortrait PaintPigeonsBlindfolded PigeonPotatoStamp PigeonOneLineDrawing PigeonSketchADay CityPigeonDoodleDuel CartoonYourLocalPigeon',
    tech: '10ShotPigeonReel PigeonSlowMoTakeoff PigeonPaparazzi NarrateYourLocalPigeon PigeonStopMotionStrut CarrierPigeonVsEmail 30SecondPigeonTrailer PigeonSoundIDApp',
  },
  'field trip': {
    dance:
      'OneMovePerFieldTripStop PermissionSlipShuffle FieldTripFunkyFriday StrikeAFieldTripPose FieldTripDanceOff FieldTripStatueFreeze 10SecondFieldTripGroove FieldTripSeatShimmy',
    fitness:
      'FieldTripStepCount 5MinuteFieldTripWarmUp SquatAtEveryStop BuddySystemBurpees 100FieldTripHighKnees FieldTripParkRelay FieldTripLungeWalk FieldTripPlankOff',
    cooking:
      'FieldTripSackLunch PackYourFieldTripSnacks FieldTripBentoDuel FieldTripTrailMix BrownBagBakeOff PBAndJOnTheBus 5MinuteFieldTripBox 3ItemFieldTripWrap',
    art: '5MinuteFieldTripSketch FieldTripLeafRubbing FieldTripStatueDrawing PaintYourFieldTrip FieldTripPhotoWalk CopyAMasterpiece 1DoodlePerFieldTripStop FieldTripArtBattle',
    tech: 'BestShotFieldTripDuel FieldTripVlog AIPlansMyFieldTrip FieldTripPinEveryStop 60SecondFieldTripVideo 10PhotoFieldTripStory GuessOurFieldTripSpot FieldTripPodcastRecap',
    gaming:
      'FieldTripBingo FieldTripSideQuest 5MinuteFieldTripQuiz FieldTripWouldYouRather ISpyOnTheBus FieldTripIn20Questions ActOutYourFieldTrip SeatBuddyFieldTripDuel',
  },
  origami: {
    educational:
      '7DayOrigamiGeometry OrigamiInSpace ThousandOrigamiCranes OrigamiBridgeLoadTest PaperToTheMoon OrigamiGliderFaceOff OrigamiStrongestShape 1MinuteOrigamiLesson',
    travel:
      'OneOrigamiEveryStop OrigamiOnTheTrain LibraryOrigamiDayOut 5MinuteOrigamiLayover FoldTheMap OrigamiFromTicketStubs OrigamiPostcardsHome SwapOrigamiWithLocals',
    fashion:
      'OrigamiEarrings StyleOrigami3Ways OrigamiFitFriday FoldedToPerfection 5MinuteOrigamiBrooch OrigamiHatParade OrigamiBowTie WearOrigamiAllDay',
    music:
      'OrigamiToTheBeat OrigamiSheetMusic 3OrigamiInstruments CanOrigamiPlayATune PaperBangerDrop FoldToTheTempo OrigamiInOneSong OrigamiBandBattle',
    tech: 'OrigamiPhoneStand OrigamiRobotFold OrigamiUnfoldsItself 60SecondOrigamiHowTo FlappingOrigamiSlowMo AIDesignsAnOrigami 10FrameOrigamiMovie OrigamiVideoCallRelay',
    gaming:
      'OrigamiDiceBox OrigamiFrogRace OrigamiChessSet PickAnOrigamiFortune 5RoundOrigamiBattle FlickFootballFinals OneMinuteOrigamiBuild OrigamiMemoryTiles',
  },
  scooter: {
    educational:
      'HowScooterWheelsWork GuessYourScooterGlide ScooterFrictionTest ScooterBrakeDistance 10FactScooterQuiz 60SecondScooterPhysics ScooterMomentumMath ScooterHandSignals',
    travel:
      'ScooterCityTour 7DayScooterExplorer SeeYourTownByScooter 1HourScooterAdventure ScooterParkHopper ScooterSaturdaySpin SunsetScooterSelfie ScooterLibraryLoop',
    fashion:
      '3OutfitsOneScooter ScooterHelmetGlowUp MatchYourScooter ScooterRunwayRollBy ScooterRetroFitCheck 60SecondScooterChange ScooterSneakerSwap WhoWoreTheScooterBest',
    wellness:
      '10MinuteScooterUnwind 7DayMindfulScooter ScooterSelfCareSunday ScooterPhoneFreeLoop BreatheAndScoot SlowParkRoll ScooterGratitudeLap ScooterNatureBreak',
    music:
      '3ChorusScooterLap ScooterBellBeat NameThatScooterTune ScooterKickToTheBeat DuetOnScooters WriteYourScooterAnthem ScooterSafetySong ScooterKazooParade',
    gaming:
      'KickScooterHighScore ScooterSlowestRoll 5LapScooterRace BeatMyScooterTime ScooterLongestGlideDuel FamilyScooterRelay ScooterObstacleQuest ScooterConeWeave',
  },
  flamingo: {
    prank:
      'FlamingoInTheShower FlamingoDeskInvasion FlamingoOnTheDoorstep TinyFlamingoHideout YouveBeenFlocked 20PaperFlamingoParade WhoInvitedThisFlamingo FlamingoFridaySurprise',
    cooking:
      'FlamingoPinkLemonade FlamingoCupcakes FlamingoBakeOff RaspberryFlamingoFloat 5MinuteFlamingoToast FlamingoFoodColorDare 3FruitFlamingoBowl DrawAFlamingoInYogurt',
    travel:
      'FlamingoZooVisit FlamingoLawnSpotting OneFlamingoPerCity WhereAreTheFlamingos 48HourFlamingoQuest FlamingoStatueHunt FlamingoMuralHunt FindMoreFlamingosThanMe',
    art: '60SecondFlamingoSketch 7DayFlamingoDoodle PaintAFlamingoFlock FlamingoPotatoPrint FlamingoArtBattle PinkEverythingPortrait FlamingoPipeCleaner FlamingoPaperPlateCraft',
    tech: '3AppFlamingoMakeover 30SecondFlamingoEdit WhichFlamingoAreYou FlamingoPhoneWallpaper PinkDeskSetup FlamingoHonkRingtone FlamingoFaceFilter FlamingoStopMotion',
    gaming:
      'OneLegFlamingoFaceOff FlamingoMiniGolf SpotTheFlamingoLevel FlamingoTowerTopple 5RoundFlamingoQuiz PinkFlockPuzzle ActLikeAFlamingo FlamingoBingoCards',
  },
  boxing: {
    funny:
      'LaundryVsMeBoxingBout BoxingMyOwnShadow BoxingTrainingMontage BoxingIntroForChores 12RoundBoxingBreakfast 60SecondBoxingHype SlowMoBoxingMatch BoxingAnnouncerForSnacks',
    prank:
      '10SecondBoxingEntrance BoxingPosterOfYou MondayMorningBoxingHype BoxingGloveHighFive WhoWantsABoxingHug BoxingRingIntroAtDinner BoxingBeltSurprise 3RoundBoxingTickleBout',
    cooking:
      'BoxingGloveCookies 3IngredientBoxingSnack PrepLikeABoxingChamp 10MinuteBoxingBrunch FightNightNachos BoxingPunchBowl BoxingBellBakeOff BoxingWrapWednesday',
    travel:
      'BoxingGymOnVacation BoxingInTheParkAtDawn 7DayBoxingTrip PackYourBoxingGloves TryBoxingInANewCity BoxingChampStepsRun BoxingMuseumVisit 5MinuteHotelBoxing',
    wellness:
      '3MinuteBoxingReset ShadowboxingCalmDown 7DayBoxingBreath BoxingMindfulRounds PunchOutYourWorries SlowBoxingSunday BoxingGratitudeJabs BoxingCoolingStretch',
  },
  geography: {
    prank:
      'GeographyFakeVacation GeographyUpsideDownMap SpotMyGeographyGoof 10SecondGeographyBluff GeographyMadeUpCountry PostcardFromTheCouch GeographyFibFriday TwoTruthsOneGeographyLie',
    fashion:
      '7ContinentGeographyLooks WearYourGeographyRoots GeographyCountryColors ClimateZoneOutfits GeographyFlagFriday GeoCompassCharm GeographyOfMyCloset GeographyGlobeEarrings',
    wellness:
      '5MinuteGeographyEscape ArmchairGeographyTrip GeographyNatureSitSpot GeoGratitudeMap GeographyPenPalPostcards 7DayGeographyDaydream GeographyHappyPlaceSketch GeographySlowSunday',
    art: 'DrawGeographyFromMemory 60SecondGeographyMap CoastlineGeoSketch GeographyReliefModel GeographyClayMountains GeographyHomeStateDoodle SaltDoughGeography 7DayGeographyCollage',
    gaming:
      '30SecondGeographyBlitz GeographyStreetViewDuel GeographyDailyMapQuiz 5CountryGeographyGuess GeographyRouteRace WhoKnowsMoreGeography GeographyTriviaTuesday MimeAGeographyLandmark',
  },
  denim: {
    travel:
      'DenimThriftCrawl VintageDenimHunt 3DayDenimOnlyTrip WhereHasYourDenimBeen 48HourDenimCapsule FleaMarketDenimDuel DenimInEveryCity DenimMuseumVisit',
    music:
      'ForeverInBlueJeans 3SongDenimMedley DenimRockCover 10SecondDenimBeat SingAboutYourDenim DenimJamDuet DenimPocketPercussion DenimKaraokeNight',
    art: 'DenimTieDyeSwirl PaintedJeans 7DayDenimUpcycle DenimPatchPortrait DenimJacketArtBattle DoodleOnYourDenim 1HourDenimMakeover DenimPocketPlanter',
    tech: 'DenimTransitionVideo DenimStopMotion 5ClipDenimReel JeansPhonePocketTest 10SecondDenimSwitch AIFindsMyFit DenimSlowMoJump DenimFilterFaceOff',
    pet: 'DenimTugRopeForPups KittenStealsMyJeans DoesYourDogLoveDenim DenimCatCave 1HourDenimPetBed DenimSnuggleSaturday UpcycledDenimToy DenimBunnyHideout',
  },
  minivan: {
    dance:
      'OneMovePerMinivanSeat 10SecondMinivanGroove SchoolPickupShuffle MinivanSlidingDoorReveal MinivanMomDanceOff BoogieOutOfTheMinivan MinivanMoonwalkMonday MinivanParkedConga',
    prank:
      '7DayMinivanNotes MinivanSecretCarWash AreWeThereYetReplay MinivanBalloonFill MinivanGooglyEyes WhoDecoratedMyMinivan MinivanChauffeurPickup 60SecondMinivanSurprise',
    wellness:
      'MinivanQuietMinutes 60SecondMinivanPause ParkedCarSelfCare MinivanNapStop PickupLineBreathing MinivanSunsetSit MinivanMindfulMonday SayThanksInTheMinivan',
    music:
      '3SeatMinivanChoir BackRowHarmony MinivanTrunkConcert ParentsVsKidsMinivan 10SecondMinivanJingle MinivanMusicMonday WheelsOnTheMinivan MinivanRoadTripAnthem',
    pet: 'MinivanDogSeat PupHarnessBuckleUp MinivanCatCarrierCalm PetCarpoolBuddy 5MinuteMinivanSniffStop MeetMyMinivanCopilot MinivanRideReaction OneTreatPerMinivanTrip',
  },
  'card game': {
    fitness:
      'CardGameSuitSquats CardGameDrawAndDo CardGamePlankFaceOff 52CardGameWorkout AcesHighBurpees JackQueenKingLunges 10MinuteCardGameCircuit CardGameLoserPushUps',
    funny:
      'CardGamePokerFace KidsVsGrandpaCardGame 10SecondCardGameShuffle MadeUpCardGameRules GrandmaCardShark WhoInventedThisCardGame CardGameCommentator CardGameDramaticReveal',
    cooking:
      '4SuitCardGameCookies CardGameDecidesDinner CardGameQueenOfTarts JokerCupcakes CardGameLoserCooks AceOfHeartsPizza CardGameBakeOff 10MinuteCardGameSnack',
    travel:
      'CardGameAtTheAirport OneCardGamePerCity 5MinuteCardGameLayover LearnALocalCardGame CardGameAtEveryRestStop PackACardGameForThePark WhatsYourTravelCardGame CardGameOnAFerry',
    fashion:
      'CardGameHeartsSweater 4OutfitsOneCardGame CardGameSuitUp DressLikeYourCardGame QueenOfDiamondsGlam KingOfClubsCrown 1MinuteCardGameMakeover CardGameSpadeNails',
  },
  treehouse: {
    dance:
      '5CritterTreehouseDance ShuffleInTheTreehouse 10SecondTreehouseFreeze TreehouseBoogieBattle TreehouseTwist PlaygroundTreehouseConga TreehouseMonkeyMoves TreehouseSquirrelWiggle',
    prank:
      'TreehousePassword 7DayTreehouseNotes WhoLivesInTheTreehouse TreehouseTakeoverTuesday LettersFromATreehouseElf MysteryBasketDrop TreehouseGooglyEyes TreehouseTeddyTenants',
    travel:
      '10TreehouseSightings TreehouseParkPicnic TreehouseAtThePlayground FindATreehouseInTown RateEveryTreehouse WhoseTreehouseWins TreehouseDayAtGrandmas TreehouseCafeVisit',
    fashion:
      'TreehouseOverallsStyle 7DayTreehouseFits DressForTheTreehouse TreehouseFlannelFriday LumberjackChic 1MinuteTreehouseChange TreehouseCottageKnit TreehouseLeafCrown',
    gaming:
      'TreehouseRiddleQuest 10MinTreehouseSpeedrun TreehouseSurvivalBuild 3LevelTreehouseEscape WhoRulesTheTreehouse TreehouseHideAndSeek BlanketFortVsTreehouse TreehouseTreasureMap',
  },
  hiking: {
    speed:
      '1KHikingSprint HikingBootLaceDash HikingKnotTyingTimer SummitBeforeSunset HikingLitterCountdown CanYouFoldAHikingMap 60SecondHikingPack HikingTentSetupBlitz',
    music:
      'HikingSingSaturday WriteAHikingAnthem EchoOnTheHike 3SongHikingPlaylist HikingHumDuet YodelOffTheSummit HikingCadenceChant HikingWhistleTunes',
    pet: '30MinuteHikingDogWalk ShowUsYourHikingBuddy HikingPuppyFirstPeak PupsBigHikeDay WhoLeadsTheHikingPack HikingPawPrintTrail HikingSniffStopCount HikingWaterBreakForFido',
    gaming:
      'KidsVsParentsHiking HikingSideQuest HikingPineconeToss 5MinuteHikingTreasure HikingTwentyQuestions ISpyOnTheHike 10ThingsHikingHunt HikingAlphabetGame',
  },
  balloon: {
    fitness:
      'KeepTheBalloonUp 60SecondBalloonRally BalloonSquatPass BalloonTapPlank FamilyBalloonRelay BalloonJumpingJacks 100BalloonBumps BalloonPunchCardio',
    music:
      'PopBalloonsOnTheBeat BalloonSqueakCover 30SecondBalloonJam BalloonBassDrop SingIntoABalloon BalloonAndMeDuet CanYourBalloonWhistle 5BalloonScale',
    tech: 'BalloonPoweredCar BalloonSlowMoPop 10FrameBalloonFlight RewindABalloonBurst HowLoudIsYourBalloon 5SecondBalloonEdit BalloonAnimalStopMotion BalloonRocketRace',
    pet: '5MinuteBalloonToyFetch BalloonShapedTreatHunt DrawYourPetAsABalloon BalloonDogLookalike CatNapOnBalloonPrints BalloonColorSnuffleMat BalloonArtPortrait PupVsBalloonAnimal',
  },
  'spring break': {
    dance:
      '7DaySpringBreakDance 60SecondSpringBreakJam SpringBreakTowelTwirl SpringBreakLimbo SpringBreakItDown ShowUsYourSpringBreakMove KidsVsParentsSpringBreak SpringBreakHulaHoop',
    fitness:
      'JogEverySpringBreakDay SpringBreakSunriseMile 100SpringBreakSquats SpringIntoShape SpringBreakPlankOff SpringBreakFamilyRelay 10MinSpringBreakWorkout SpringBreakBikeRide',
    educational:
      '10MinSpringBreakLesson SunscreenScience WhatsYourSpringBreakSkill SpringBreakKitchenScience SpringBreakLearnToKnit SpringBreakBookClub SpringBreakStarMap 7DaySpringBreakSpanish',
    gaming:
      '7DaySpringBreakLeague SpringBreakMiniOlympics SpringBreakCardShowdown 10MinSpringBreakSpeedrun SpringBreakFlashlightTag BeachsideBoardGames WhoWinsSpringBreak CrownASpringBreakChamp',
  },
  'pickup truck': {
    fitness:
      'LungeForEveryPickupTruck 20SquatsPerPickupTruck PickupTruckJugCurls PickupTruckPlankOff 10MinPickupTruckWorkout PickupTruckTailgateDips SprintToThePickupTruck PickupTruckToyRelay',
    fashion:
      'PickupTruckFitCheck PickupTruckWorkwearFlip PickupTruckRunway PickupTruckDoubleDenim TailgateFlannel 3LooksOnePickupTruck DressLikeAPickupTruck 60SecondPickupTruckChange',
    wellness:
      'PickupTruckStargazing 7DayPickupTruckSunsets PickupTruckSelfCareSunday PickupTruckUnplug 10MinutePickupTruckPause TailgateTalkTherapy PickupTruckJournaling CoffeeOnPickupTruck',
    music:
      'PickupTruckTailgateJam FrontSeatPickupTruckDuet PickupTruckBedConcert PickupTruckKaraoke 30SecondPickupTruckJingle WriteAPickupTruckSong PickupTruckYodel DrumOnPickupTruck',
  },
  'hot chocolate': {
    wellness:
      'HotChocolateSlowSip HotChocolateForANeighbor CozyCocoaEvening 7DayHotChocolateCalm HotChocolateMugHug NoPhoneHotChocolateHour HotChocolateStorySunday 5MinuteHotChocolatePause',
    music:
      '30SecondHotChocolateSong HotChocolateJingle 5MugHotChocolateScale DuetOverHotChocolate HotChocolateSpoonChime HotChocolateLullaby HotChocolateCarols HumIntoYourHotChocolate',
    tech: 'SnapHotChocolate3Ways HotChocolateMeltTimelapse HotChocolateSlowMoPour AIHotChocolateRecipe HotChocolateStopMotion 5ClipHotChocolateReel HotChocolateMugShot 10SecondHotChocolateAd',
    pet: 'HotChocolateColoredPups ShowUsYourHotChocolateCat PetsNamedCocoa HotChocolateCarobTreats MarshmallowBedNap 7DayHotChocolateFurPics HotChocolateQuiltSnuggle 10SecondHotChocolatePose',
  },
  broom: {
    fitness:
      'BroomHandleSquats BroomOverheadLunges BroomHurdleHops ShoulderPassBroomstick LimboUnderTheBroom 100BroomSweepSteps BroomPalmBalance 30SecondBroomTwist',
    fashion:
      'BroomstickSkirtSpin 10SecondBroomQuickChange PoseWithABroom StyleYourBroomThreeWays BroomWitchyWednesday RunwayBroomBattle SweepingGownStrut BroomCapeAndHat',
    music:
      'BroomGuitarSolo 8CountBroomBeat SweepingWorkSong BroomDustpanDrums StompStyleBrooms BroomstickBlues 30SecondBroomJam KitchenBroomBattle',
    gaming:
      'BroomstickFreezeTag LastBroomStanding CurlingWithABroom 9HoleBroomGolf BroomHockeyShootout BroomDeliveryDash CanYouBalanceYourBroom 60SecondBroomSweepRace',
  },
  'bird feeder': {
    dance:
      'BirdFeederDanceOff 5StepBirdFeederShuffle BirdFeederCopycatMoves StrutToTheBirdFeeder RockinAtTheBirdFeeder 10SecondBirdFeederBop BirdFeederWingWave BirdFeederFlutterTwirl',
    cooking:
      'BirdFeederSeedCakes 10MinuteBirdFeederTreat PineconeBirdFeeder OrangeCupBirdFeeder MakeABirdFeederFromFruit 3IngredientBirdFeeder BirdFeederBakeOff BirdFeederPeanutButterLog',
    fashion:
      '7DayBirdFeederFits BirdFeederRobeRunway BirdFeederEarringsDIY GrandpaBirdFeederCosplay 1MinuteBirdFeederGlowUp BirdFeederFlannelFriday MatchYourBirdFeeder BirdFeederHatMakeover',
    wellness:
      'WhoVisitedYourBirdFeeder 10MinuteBirdFeederPause QuietBirdFeederWatch BirdFeederSlowSunday BirdFeederNoPhoneHour BreatheWithTheBirdFeeder 7DayBirdFeederDiary BirdFeederGratitudeCount',
  },
  envelope: {
    dance:
      'EnvelopeMoveDraw PickAnEnvelopeStep EnvelopeGrooveBattle SignedSealedDanced EnvelopeMailDayMoonwalk 30SecondEnvelopeRoutine EnvelopeFoldFreestyle 5EnvelopeChoreo',
    music:
      'MysteryEnvelopeCover EnvelopeLyricDraw EnvelopeRustleBeat 3EnvelopeMedley SignedSealedDelivered 10SecondEnvelopeHook EnvelopeSongSwap BlindEnvelopeDuet',
    art: 'EnvelopeCalligraphy DecoratedEnvelopeSwap EnvelopeMailArt 7DayEnvelopeSketches 5MinuteEnvelopeMakeover TurnAnEnvelopeIntoAFace EnvelopeDesignDuel EnvelopeOrigamiHearts',
    gaming:
      'EnvelopeSecretRoles EscapeRoomEnvelopes EnvelopeClueHunt 10EnvelopeMystery TreasureMapEnvelopes EnvelopeRiddleRelay 60SecondEnvelopeScramble WhichEnvelopeHidesIt',
  },
  sprinkler: {
    travel:
      'SprinklerParkHop 5StopSprinklerTour SprinklersAroundTown 10MinuteSprinklerBreak SplashPadSafari SprinklerSoakSaturday RateEverySprinkler WhosGotTheBestSprinkler',
    fashion:
      'SprinklerDripCheck 3LooksOneSprinkler MatchingSprinklerSuits 10SecondSprinklerChange SunHatSoakTest RaincoatVsSprinkler SprinklerRunwayWalk SprinklerSwimsuitSwap',
    art: 'SprinklerChalkMelt SprinklerDropletMacro 7DaySprinklerDoodles SprinklerSilhouette SprinklerRainbowPhoto LetTheLawnPaint CrayonVsSprinkler 5MinuteSprinklerSketch',
    gaming:
      'SprinklerFreezeTag 10SecondSprinklerDash SprinklerObstacleRun 5RoundSprinklerDare KidsVsSprinkler TheLawnIsLava DodgeYourSprinkler SprinklerHotPotato',
  },
  climbing: {
    prank:
      'ClimbingCheerSquad ClimbingSportsCommentary 3PlushClimbingMascots BoulderingGooglyEyes 10SecondClimbingHype WhoHiredAClimbingDJ ClimbingSecretFanClub FakeCrowdForClimbers',
    travel:
      'ClimbingGymCrawl ClimbingRoadTrip 48HourClimbingGetaway 5CityClimbingTour ClimbingInANewTown WhereShouldIGoClimbing SnapAClimbingPostcard ClimbingSpotShowdown',
    tech: 'ClimbingSlowMo ClimbingAppShowdown BoulderingSelfFilmHack 10SecondClimbingEdit ClimbingSplitScreenDuel 3AngleClimbingReel ClimbingInReverse RateMyClimbingMoves',
  },
  salad: {
    prank:
      'SaladLookalikeCake SaladGooglyEyes SaladInADonutBox SaladFaceLunchbox LettucePrankYou IsThisReallySalad SaladBowlLoveNote 10SecondSaladSurprise',
    tech: 'AISaladCombo SaladSpinnerHack 5ShotSaladStory GrowASaladTimelapse SaladThatLooksLikeAnAd SaladFilterFaceOff 10SecondSaladReel SaladTossesItself',
    gaming:
      'GuessTheSaladBlindfolded SaladToppingTierList 5IngredientSaladQuiz SaladBowlGameNight SaladRecipeFaceOff 60SecondSaladBuild CanYouNameThatSalad SaladMemoryMatch',
  },
  knitting: {
    funny:
      'KnittingSweaterCurse KnittingSleeveTooLong NeverInterruptAKnitter MyFirstKnittingVsNow OneMoreRowKnitting KnittingStashIntervention WhoWinsKnittingOrCat 60SecondKnittingFrenzy',
    prank:
      'WhoPutKnittingOnMyMug EggsWearingKnitHats KnittingYarnBombDesk 5KnittingSurprises KnitSocksForTheChairs KnittingRemoteCozy KnittingTakeoverTuesday KnittingBananaJacket',
    pet: 'KnittingCatBedDIY KnittingLapSupervisor 7DayKnittingForFido KnittingPuppyCushion KnittingCozyPetMat 10MinKnittingPawBreak WhoGuardsYourKnitting MeetMyKnittingHelper',
  },
  rain: {
    prank:
      'RainSoundsFakeOut DidYouHearRainIndoors RainCloudOverTheirDesk RainBootSwap 5SillyRainForecasts RainUmbrellaGooglyEyes MakeItRainConfetti PaperRaindropInvasion',
    travel:
      'RainyDayMuseumHop 3CafesInTheRain RainPuddlePhotoWalk 1HourRainAdventure WhereDoYouGoWhenItRains CoveredMarketCrawl RainbowSpottingTrip RainTrainWindowView',
    gaming:
      '5RoundRainMarathon BoardGameRainShowdown RainDelayChess RainCheckRematch PlayTillTheRainStops GuessMyRainSound RaindropDerby RainCardHouseContest',
  },
  banana: {
    fitness:
      'GoBananasHIIT BananaPassLegLifts 10MinBananaWorkout 50BananaCrunches BananaSplitSquats PeelAndPlank CanYouBalanceABanana BananaJumpingJacks',
    travel:
      'BananaForScaleLandmarks BananaForEveryRestStop BananaBreadCafeHunt OneBananaPerTown PackABananaAnywhere FruitStandSafari 24HourBananaQuest BananaMarketFinds',
    art: '7DayBananaDoodles BananaDuctTapeArt PaintABananaBunch 60SecondBananaSketch BananaPortraitBattle WhoDrewTheBestBanana BananaCartoonFaces BananaPalmStencils',
  },
  'water gun': {
    fitness:
      'WaterGunDodgeDrill FamilyWaterGunRelay 10MinWaterGunWorkout 50WaterGunSquats CanYouOutrunAWaterGun WaterGunTagSprints WaterGunWallSit WaterGunCrabWalkDuel',
    cooking:
      'WaterGunPopsicles BackyardSoakerSundaes WaterGunPartyCake SquirtGunSauceArt 3BerryWaterGunSmoothie 10MinWaterGunSnacks WaterGunLemonadeStand WaterGunBakeOff',
    gaming:
      'WaterGunDuelAtDawn CanYourWaterGunHitThis WaterGunTargetPractice WaterGunKingOfTheHill SquirtGunFreezeTag 60SecondWaterGunShowdown WaterGunFortDefense 10CupWaterGunKnockdown',
  },
  kite: {
    funny:
      '5AttemptKiteLaunch KiteVsWind TheKiteEatingTree 10SecondKiteFlight KiteWhisperer CanYouFlyAKiteIndoors WhenTheKiteWins KiteDadTakesOver',
    travel:
      '3CityKiteTour FlyAKiteInEveryPark KiteInMyCarryOn BeachVsFieldKite KiteHillQuest KiteRoadTripWindHunt 1HourKiteAdventure KiteSunsetSpot',
    music:
      'LetsGoFlyAKiteCover KiteStringHum SingToYourKite 30SecondKiteAnthem 3NoteKiteMelody KiteHighFlyingHarmony SiblingKiteDuet KiteUkuleleBreeze',
  },
  'flower pot': {
    travel:
      'FlowerPotSpottingWalk 1HourFlowerPotHunt 10FlowerPotsOneStreet RateEveryFlowerPot FlowerPotThriftFind FlowerPotDoorstepTour FlowerPotsOfMyTown WhoseFlowerPotWins',
    tech: '10SecondFlowerPotEdit 7DayFlowerPotTimelapse FlowerPotFaceStopMotion FlowerPotPhoneStandHack WhatsInMyFlowerPot FlowerPotQRCodeLabel FlowerPotPhotoGlowUp AnimateYourFlowerPot',
    gaming:
      'FlowerPotRingToss FlowerPotShellGame FlowerPotMemoryMatch FlowerPotMinigolf WhichFlowerPotHidesIt 30SecondFlowerPotStack GrandmaVsMeFlowerPot 10PinFlowerPotBowling',
  },
  'pool party': {
    travel:
      'BestPoolPartySpot PoolPartyAtTheRecCenter PoolPartyBagCheck PoolPartyWithLifeguards 5ThingsPoolPartyPack 10MinPoolPartyReady WhereIsYourPoolParty PoolPartyDayPass',
    tech: '3ClipPoolPartyReel PoolPartyToyStopMotion PoolPartyPlaylistSync PoolPartySolarLanterns PoolPartyPanoramaFail DesignAPoolPartyInvite SlowMoPoolParty 10SecondPoolPartyRecap',
    gaming:
      'PoolPartyTournament PoolPartyMarcoPolo 5RoundPoolPartyQuiz PoolPartyTriviaSplash PoolPartyWaterBalloonToss 1MinutePoolPartyCharades RedLightPoolParty PoolPartyBeachBallRally',
  },
  'rubber duck': {
    fashion:
      'RubberDuckEarrings 3LooksOneRubberDuck DressLikeARubberDuck RubberDuckFitCheck QuackCouture 60SecondRubberDuckGlowUp RubberDuckHairClips RubberDuckRunwayBattle',
    tech: '5ShotRubberDuckStory 30SecondRubberDuckAd ExplainItToTheDuck RubberDuckSlowMoSplash DebugWithYourRubberDuck GiveMyRubberDuckAVoice RubberDuckStopMotion RubberDuckGiantFilter',
  },
  dessert: {
    prank:
      'DessertBoxGooglyEyes 7DayDessertNotes DessertTreasureHunt DessertForBreakfast IsItCakeChallenge DinnerDisguisedAsDessert DessertServedByTeddy WhoAteMyDessert',
    travel:
      'OneDessertPerCity DessertCrawl DessertAtEveryStop FarmersMarketDessertHaul BestDessertInTown 24HourDessertTour WhatsYourLocalDessert DessertBakeryPassport',
  },
  jacket: {
    dance:
      'JacketOffBeatDrop JacketShoulderShimmy DenimJacketStrut 3JacketsOneSong JacketTwirlTransition 10SecondJacketFlip SwingYourJacketAround JacketDanceBattle',
    prank:
      'JacketPocketNote JacketDryerWarmUp WhoseJacketIsThis GooglyEyeJacket JacketPinBadgeSneak JacketTwinningTuesday JacketSleeveConfetti SurpriseInYourJacket',
  },
  pottery: {
    tech: 'PotteryTimelapse 10SecondPotteryGlowUp AIDesignsMyPottery PotteryStopMotionMug PotteryGlazeRevealReel 3ClipPotteryStory NarrateYourPottery PotteryTurntablePhotoSpin',
    pet: 'PotteryPetBowl PotteryPawPrint CanYourDogModelForPottery SculptMyCatInPottery ClayFootprintsPup CeramicBunnyHideout PotteryTreatJar 30MinutePotteryWaterDish',
  },
  'fathers day': {
    educational:
      '1MinuteFathersDayLesson 10FactFathersDayQuiz FathersDayFamilyTree FathersDaySkillShare LearnFromDad GrandpasStoryTime KidsTeachFathersDay FathersDayKnotTying',
    pet: 'FathersDayDogDad 3TrickFathersDayShow TheCatFather FathersDayPawPrints SnapAFathersDayPetPic 10MinuteFathersDayCuddle FathersDayFurFamily FathersDayWalkies',
  },
  snowman: {
    funny:
      '10SecondSnowmanBuild MeVsTheSnowman TinySnowmanArmy SnowmanVoiceover SnowmanJudgesYou DressYourSnowmanAsDad SnowmanHasABadHairDay SnowmanInSunglasses',
    travel:
      'OneSnowmanPerTown SnowmanSpottingWalk 48HourSnowmanQuest WhoseSnowmanWins SnowmanPassport SnowmanWithAView RateEverySnowmanYouSee SnowmanVillageFair',
  },
  'windy day': {
    prank:
      'WindyDayBubbleSurprise FakeWindMachine WindyDayConfettiFan DidTheWindyDayDoThis PaperPlaneDelivery 3WindyDayGags WindyDayWhooshWednesday WindyDayStreamerDoorway',
    music:
      'DuetWithAWindyDay 3BottleWindyDayBand 30SecondWindyDayJam BlowinInTheWindCover WindyDayHowlAlong ChimeInTheBreeze WindyDayAirGuitar WindyDayRustleRhythm',
  },
  microwave: {
    travel:
      '3DayMicrowaveMenu MicrowaveOnlyVacation 5MinuteMicrowaveBreakfast FiveStarMicrowaveMeal HotelMicrowaveChef MicrowaveMugCakeAnywhere MicrowaveTripSnackPack TourTheWorldByMicrowave',
    tech: '10SecondMicrowaveEdit 5ButtonMicrowaveQuiz MicrowavePopcornSlowMo MicrowaveMuteTheBeep AIMicrowaveMenu MicrowaveSpinStopMotion MicrowaveVsWiFi CanYourMicrowavePlayTunes',
  },
  hanger: {
    music:
      'HangerBellTrick 5HangerScale 30SecondHangerJam ClosetHangerBattle ClinkClankHangers BeatboxWithHangers CanYouPlayAHanger HangerXylophone',
    gaming:
      'HangerRingToss CanYouBalanceAHanger HangerTowerStack 20HangerChain WinTheHangerWar LastHangerStanding HangerLimbo 60SecondHangerHook',
  },
  basketball: {
    music:
      'BasketballDribbleBeat SneakerSqueakRemix BasketballCrowdStomp 5NoteBasketballSong 30SecondBasketballJingle BasketballRhythmDuel BasketballCourtKaraoke HumYourBasketballAnthem',
  },
  surfing: {
    travel:
      '3CitySurfingTour SurfTownCafeHop WhatsYourSurfingSpot 1HourSurfingWatchParty ChaseTheSwell SurfingSouvenirSwap SurfingBeachBingo SurfingMuseumVisit',
  },
  sneeze: {
    cooking:
      '10MinuteSneezeDaySoup SneezeRemedyTea SneezeProofBakeOff WhoSneezesFirstBaking BlessYouBroth SneezeRecoveryCongee PowderedSugarSneeze SneezeFreeFlourSifting',
  },
  steak: {
    fashion:
      'SteakhouseFitCheck DressForSteakDinner 3BlazersOneSteakNight SteakDateOutfit TexasTuxedoSteak 10MinuteSteakGlowUp SteakSuitSaturday SteakCowboyBootsLook',
  },
  'morning routine': {
    prank:
      'MorningRoutineRoleSwap 7DayMorningRoutineNotes MorningRoutineSerenade ReverseMorningRoutine BreakfastTrayAmbush MorningRoutineMixUpMonday MorningRoutineDJ SpotTheMorningRoutineFlip',
  },
  'toilet paper': {
    tech: 'ToiletPaperTubeSpeaker 3ToiletPaperRollHacks ToiletPaperDropTest 5MinuteToiletPaperAmp ToiletPaperStopMotion BuildToiletPaperTripods ToiletPaperPhoneStand AIRatesMyToiletPaper',
  },
  cheese: {
    tech: 'CheesePullSlowMo 5ShotCheeseBoardReel 10SecondCheeseAd AirFryerCheeseCrisps CheeseHolesUpClose CheeseRecipeByVoice WhatCheeseIsThisApp CheesePlatterFaceOff',
  },
  'alarm clock': {
    gaming:
      'AlarmClockSpeedrun OneMoreLevelTillAlarm AlarmClockSnoozeBlitz 3RoundAlarmClockDuel AlarmClockBossFight RespawnAtSixAM BeatYourAlarmClock AlarmClockHideAndSeek',
  },
  bookshelf: {
    prank:
      'UpsideDownBookshelf BookshelfCoverSwap 7DayBookshelfMystery WhoFlippedMyBookshelf 60SecondBookshelfShuffle BookshelfSpinesInward FakeBookshelfTitles BookshelfGooglyEyes',
  },
};
