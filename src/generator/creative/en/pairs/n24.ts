import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  receptionist: {
    dance:
      'ReceptionistDeskDisco ReceptionistOnHoldSway ReceptionistWelcomeWave ReceptionistRingtoneJig TheReceptionistShuffle LobbyReceptionistConga StrikeAReceptionistPose MirrorTheReceptionist',
    fitness:
      'ReceptionistRingSquats ReceptionistWristRolls ReceptionistChairYoga ReceptionistLobbyLunges TheReceptionistWarmUp StandTallReceptionist 10KReceptionistSteps SeatedReceptionistAbs',
    prank:
      'ReceptionistWakeUpCall ReceptionistPutsDadOnHold ReceptionistFridgeSignIn ReceptionistBadgesForAll HomeReceptionistCheckIn TakeANumberReceptionist ByAppointmentReceptionist DingForDinnerReceptionist',
    educational:
      'AnswerLikeAReceptionist ReceptionistAlphaBravo MultilingualReceptionist ReceptionistCalendarMath ReceptionistJobShadow ReceptionistNameRecall AskAReceptionist TimeZoneReceptionist',
    cooking:
      'ReceptionistBentoBox ReceptionistCookieJar ReceptionistEnergyBites ReceptionistSoupThermos BakeForYourReceptionist WhatAReceptionistEats TeaForTheReceptionist NoCookReceptionistLunch',
    travel:
      'ReceptionistsFavoriteSpot ReceptionistLobbyTour ReceptionistDayOff ReceptionistStaycation HotelReceptionistHello PackLikeAReceptionist SouvenirForReceptionist ScenicRouteReceptionist',
    fashion:
      'ReceptionistFitCheck ReceptionistLanyardLook ReceptionistCapsuleCloset ReceptionistShoeRotation WhatIWearAsAReceptionist DeskToDinnerReceptionist CozyCardiganReceptionist SleekBunReceptionist',
    wellness:
      'ReceptionistShoulderDrop ReceptionistDeepBreath ReceptionistFreshAir ReceptionistHandCream ThankYourReceptionist SmileAtTheReceptionist SlowMorningReceptionist MindfulReceptionistMinute',
    speed:
      'ReceptionistFileSort ReceptionistCalendarBlitz ReceptionistMessageRelay ReceptionistSignInDash ThreeRingReceptionist OneMinuteReceptionist SpellItBackReceptionist NameBadgeReceptionistRace',
    music:
      'ReceptionistHoldMusic ReceptionistRingtoneRemix ReceptionistDeskBellSolo ReceptionistHelloHarmony OperaticReceptionist RapTheReceptionistScript KazooCoverReceptionist DuetWithAReceptionist',
    art: 'ReceptionistWelcomeSign ReceptionistDiorama ReceptionistLobbyFlowers ReceptionistDeskDoodle PortraitOfAReceptionist ComicStripReceptionist PaperclipArtReceptionist NameplateForAReceptionist',
    tech: 'ReceptionistVoicemail ReceptionistQRSignIn ReceptionistWelcomeSlides ReceptionistPhoneMenu ColorCodedReceptionist AutoReplyReceptionist TimelapseAReceptionistDay SmartSpeakerReceptionist',
    pet: 'ReceptionistBellTrick ReceptionistTreatJar ReceptionistFishTank ReceptionistWalkiesBreak DogReceptionist CatReceptionist PetHotelReceptionist ShakePawReceptionist',
    gaming:
      'ReceptionistTelephoneGame ReceptionistBingo ReceptionistSimulator ReceptionistCharades PlayHotelReceptionist QuizYourReceptionist WhoAmIReceptionist MemoryMatchReceptionist',
  },
  'dental hygienist': {
    dance:
      'FlossLikeAHygienist HygienistToothbrushMic HygienistSmileStrut HygienistScrubsShimmy TwoMinuteHygienistGroove RinseAndSpinHygienist WaltzWithAHygienist HipHopHygienist',
    fitness:
      'DentalHygienistNeckRolls HygienistPostureReset HygienistStretchBreak HygienistShiftSteps TwoMinuteWallSitHygienist CalfRaiseHygienist PlankAndSmileHygienist GripStrengthHygienist',
    funny:
      'YesIFlossHygienist HygienistToothPuns HygienistVsHalloween HygienistSpinachCheck NightBeforeHygienist CheesySmileHygienist DentalHygienistDadJokes TeddyBearHygienist',
    prank:
      'HygienistGoldStars DentalHygienistRiddle HygienistApprovedLabel SinkSideHygienist BedtimeHygienistCheck SmileStickerHygienist FlossReminderHygienist ToothFairyHygienistNote',
    cooking:
      'HygienistCheeseBoard HygienistAppleSmile HygienistInfusedWater HygienistLunchbox SugarSwapHygienist CrunchyVeggieHygienist YogurtParfaitHygienist SnackLikeAHygienist',
    travel:
      'PackLikeAHygienist HygienistBrushWithAView FlossOnTheGoHygienist CarryOnCheckHygienist DentalHygienistPostcard CampingHygienistKit HygienistOnHoliday HygienistCityWalk',
    fashion:
      'HygienistFitCheck HygienistBadgeReel HygienistBraidUp HygienistToothEarrings ScrubsToStreetHygienist ComfyClogsHygienist MintGreenHygienist PastelPrintHygienist',
    wellness:
      'MindfulBrushingHygienist HygienistWindDown HygienistThankYouCard HygienistHandStretch SmileChainHygienist SevenDayFlossHygienist FreshToothbrushHygienist GlassOfWaterHygienist',
    speed:
      'HygienistQuizBlitz HygienistTongueTwister CupStackHygienist HygienistKitPackDash LabelTheTeethHygienist ToothbrushSortHygienist DentalHygienistToolNames SmileOnCueHygienist',
    music:
      'HygienistBrushingSong HygienistFlossRap HygienistJingle HygienistHumAlong CupDrumHygienist BuzzBeatHygienist TwoMinuteHygienistMix SmileChorusHygienist',
    art: 'HygienistMascotDesign HygienistBrushPoster HygienistCupMakeover ClayToothHygienist SplatterPaintHygienist FlossStringArtHygienist PaperPlateSmileHygienist SketchYourHygienist',
    tech: 'HygienistStopMotion HygienistReminderAlarm HygienistBrushTracker HygienistQuizSlides TwoMinuteTimerHygienist VoiceNoteHygienist SlowMoFlossHygienist AnimatedToothHygienist',
    pet: 'HygienistForMyDog HygienistKittySmile HygienistPetTreatTime DentalHygienistVetTips SitStayHygienist ChewToyHygienist PuppyToothbrushHygienist HappyGrinHygienist',
    gaming:
      'HygienistMemoryMatch HygienistTrivia HygienistDrawAndGuess HygienistBoardGame BrushingBingoHygienist SugarOrNotHygienist TwoTruthsHygienist PinTheSmileHygienist',
  },
  'pencil case': {
    dance:
      'PencilCaseZipDrop PencilCaseHeadBop PencilCaseTwirl PencilCaseMarkerMic BalanceThePencilCase PassThePencilCase FirstDayPencilCaseJig RecessPencilCaseBoogie',
    fitness:
      'PencilCasePlankPass PencilCaseShuttleRun PencilCaseRussianTwist PencilCaseBalanceSquats HopOverThePencilCase ReachForThePencilCase BrainBreakPencilCase BearCrawlPencilCase',
    funny:
      'PencilCaseBorrower PencilCaseOverkill PencilCaseSitcom EveryPencilCaseHasOne ParentsOldPencilCase BottomOfThePencilCase SeptemberVsJunePencilCase PencilCaseChaos',
    prank:
      'PencilCaseSurpriseNote PencilCaseSwitcheroo DinoInMyPencilCase GooglyEyePencilCase SockFilledPencilCase RubberDuckPencilCase RainbowSortPencilCase FoilWrappedPencilCase',
    educational:
      'PencilCaseInSpanish PencilCaseFractions PencilCaseZipperScience PencilCaseMemoryTest ExamReadyPencilCase EstimateYourPencilCase ShapeHuntPencilCase HowLongIsMyPencilCase',
    cooking:
      'PencilCaseCake PencilCaseCookies PencilCaseWrapRolls BentoPencilCase VeggiePencilCase PretzelRodPencilCase CheeseStickPencilCase SushiPencilCase',
    travel:
      'PencilCaseCableKit PencilCasePostcards PencilCaseTravelJournal PencilCaseDayTrip SouvenirPencilCase MuseumSketchPencilCase TrainRidePencilCase ParkBenchPencilCase',
    fashion:
      'PencilCaseClutch PencilCaseCharms PencilCaseBeltBag PencilCaseEarrings OldJeansPencilCase MatchYourPencilCase 90sPencilCaseLook PatchedPencilCase',
    wellness:
      'PencilCaseAffirmations PencilCaseASMR PencilCaseColoringBreak PencilCaseDeclutter CalmKitPencilCase KindNotePencilCase QuietTimePencilCase WorryStonePencilCase',
    speed:
      'PencilCaseColorSort PencilCaseTower PencilCaseRelay FindItFastPencilCase CapTheMarkersPencilCase PencilCasePackRace BeatTheBellPencilCase TenSecondDoodlePencilCase',
    music:
      'PencilCaseShaker PencilCaseDrumKit PencilCaseZipperScratch PencilCaseGuitar RulerTwangPencilCase OneManPencilCaseBand CopyMyBeatPencilCase JingleForYourPencilCase',
    tech: 'PencilCaseStopMotion PencilCaseFlatLay PencilCasePhoneStand PencilCaseTimelapse DrawingAppPencilCase UnboxMyPencilCase ChargerPencilCase SlowMoZipPencilCase',
    pet: 'PencilCasePuppyProof PencilCaseLeaveIt PencilCaseBunnyJump PencilCasePetSitter CatVsPencilCase CuddleBreakPencilCase TreatPouchPencilCase HomeworkBuddyPencilCase',
    gaming:
      'PencilCaseCurling PencilCaseFlip PencilCaseTicTacToe PencilCaseBingo WhatsMissingPencilCase FeelAndGuessPencilCase EraserDominoesPencilCase TreasureHuntPencilCase',
  },
  'office worker': {
    dance:
      'OfficeWorkerLanyardSwing ElevatorMusicOfficeWorker OfficeWorkerShimmy DeskJobDanceBreak ClockOutOfficeWorker TheOfficeWorkerStrut FridayOfficeWorkerBoogie LineDanceOfficeWorkers',
    fitness:
      'OfficeWorkerPlankOff OfficeWorkerStepGoal OfficeWorkerPostureCheck DeskJobStretchBreak WalkAndTalkOfficeWorker PrinterSquatsOfficeWorker StandUpOfficeWorker ShoulderRollsOfficeWorker',
    prank:
      'OfficeWorkerBalloonDesk OfficeWorkerSillyMemo OfficeWorkerDinoInvasion OfficeWorkerCompliments WelcomeBackOfficeWorker TwinDayOfficeWorker CheerTunnelOfficeWorker KindNoteOfficeWorker',
    educational:
      'OfficeWorkerEmailRewrite OfficeWorkerJargonQuiz OfficeWorkerTimeBlocking OfficeWorkerCareerDay TouchTypingOfficeWorker PomodoroOfficeWorker PoliteNoOfficeWorker MeetingNotesOfficeWorker',
    cooking:
      'OfficeWorkerMealPrep OfficeWorkerPotluck OfficeWorkerSaladJar OfficeWorkerBakeOff MugOmeletteOfficeWorker OvernightOatsOfficeWorker BrownBagOfficeWorker ColdBrewOfficeWorker',
    travel:
      'OfficeWorkerBusinessTrip OfficeWorkerWeekendEscape DeskJobWorkcation OfficeWorkerSunsetWalk NewLunchSpotOfficeWorker ParkStrollOfficeWorker TrainWindowOfficeWorker TouristAtHomeOfficeWorker',
    fashion:
      'OfficeWorkerWeekOfOutfits TieKnotOfficeWorker OfficeWorkerToteBag OfficeWorkerColorPop OneBlazerOfficeWorker ShoeSwapOfficeWorker OfficeWorkerScarfLook CasualFridayOfficeWorker',
    wellness:
      'OfficeWorkerDeskPlant OfficeWorkerLogOff OfficeWorkerHydrationGoal OfficeWorkerNeckRelease EyeBreakOfficeWorker StepOutsideOfficeWorker BoxBreathingOfficeWorker KindEmailOfficeWorker',
    speed:
      'OfficeWorkerTypingRace PaperclipChainDeskJob OfficeWorkerMorningRush OfficeWorkerBinderBlitz InboxZeroOfficeWorker DeskResetOfficeWorker MailSortOfficeWorker ElevatorPitchOfficeWorker',
    music:
      'OfficeWorkerKeyboardBeat OfficeWorkerPrinterRemix OfficeWorkerChoir OfficeWorkerPlaylist PencilTapOfficeWorker MondayBluesOfficeWorker RapYourEmailOfficeWorker MugMelodyOfficeWorker',
    art: 'OfficeWorkerStickyMural OfficeWorkerSelfPortrait OfficeWorkerDeskGallery OfficeWorkerMugDesign MeetingDoodleOfficeWorker CoffeePaintOfficeWorker BallpointOfficeWorker PixelArtOfficeWorker',
    tech: 'OfficeWorkerShortcutKeys OfficeWorkerDeskSetup DeskJobSpreadsheetHack OfficeWorkerEmailFilters AutomateItOfficeWorker VirtualBackgroundDeskJob CableTidyOfficeWorker FileCleanupOfficeWorker',
    pet: 'OfficeWorkerPetCameo OfficeWorkerDoorGreeting OfficeWorkerBunnyBreak OfficeWorkerTreatDrawer CatOnKeyboardOfficeWorker LunchWalkiesOfficeWorker DownwardDogDeskJob FurryCoworkerOfficeWorker',
    gaming:
      'OfficeWorkerFieldDay OfficeWorkerPaperPlanes OfficeWorkerEscapeRoom DeskJobMiniGolf MeetingBingoOfficeWorker BinBasketballOfficeWorker LunchQuizOfficeWorker GuessTheDeskOfficeWorker',
  },
};
