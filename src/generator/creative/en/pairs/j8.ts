import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  jacket: {
    dance:
      'JacketOffBeatDrop JacketShoulderShimmy DenimJacketStrut JacketZipperPop JacketTwirlTransition CoatCapeSpin',
    fitness:
      'JacketJumpingJacks JacketOnBurpees SprintInYourJacket PufferJacketPlank CoatOffCardio BundleUpBootcamp JacketTossPushups',
    funny:
      'JacketPocketTreasure JacketArmsStuck JacketZipperFight MomSaysTakeAJacket NoCoatRegret PufferJacketWaddle JacketSleeveInsideOut DadsJacketOnMe',
    educational:
      'HowJacketsKeepWarm WhyCoatsHaveButtons JacketShowerTest WoolVsFleeceJacket HowJacketZippersWork JacketLabelDecoder JacketHistoryTimeline',
    cooking:
      'JacketPotatoBar ChocolateCoatedTreats SugarCoatIt JacketSpudShowdown CrispyJacketSkins JacketFillingTierList CheesyJacketStack JacketPotatoIn10',
    travel:
      'OneJacketWholeWeekend JacketTravelHack PackAJacketInItsPocket JacketPocketLuggage RainJacketWalk WearTheBulkyCoat JacketPatchPassport',
    wellness:
      'CoatAndCocoaWalk JacketDonationDrive JacketOnPhoneOff BundleUpAndBreathe CoziestJacketSunday CozyCoatQuietHour WarmJacketGratitude',
    speed:
      'JacketFlipOn JacketZipSprint CoatButtonRace TenSecondJacketOn JacketSwapRelay FiveJacketsIn60 InsideOutJacketDash',
    music:
      'JacketZipperBeat JacketAirGuitarSolo JacketSnapRhythm PufferJacketASMR OdeToMyJacket SingingInTheRainJacket JeanJacketJam',
    art: 'JacketBackPainting JacketPatchDesign UpcycleYourOldJacket DenimJacketDoodle EmbroiderYourJacket CoatOfManyColors PinCollectionJacket',
    tech: 'JacketSlowMoFlipOn JacketStopMotionFold LetAIPickMyJacket JacketColorSwapEdit WillMyPhoneFitMyJacket JacketReverseVideoTrick JacketPocketPowerBank WeatherAppJacketPick',
    pet: 'TwinningJacketsWithPup PupInARainCoat PuppyJacketRunway CatNapOnMyCoat PupPicksMyJacket FirstJacketReaction',
    gaming:
      'LandYourJacketOnTheHook GuessWhoseJacket HotPotatoJacket WhatsInMyJacketPocket CosplayThatJacket GuessTheGameJacket JacketInventoryTetris',
  },
  janitor: {
    dance:
      'JanitorBroomWaltz TheJanitorShuffle JanitorKeychainSway CustodianCleanupGroove MopAndPop JanitorMopMoonwalk JanitorDustpanDip',
    fitness:
      'JanitorBucketCarry JanitorMopLunges JanitorStairwellLaps CustodianBroomPress SweepAndSquat JanitorHallwayHustle TheJanitorCircuit',
    funny:
      'JanitorSeesEverything WhenTheJanitorSings JanitorNarratesTheMess SchoolJanitorLegends JanitorVsGlitter JanitorVsMuddyShoes JanitorLifeAdvice',
    educational:
      'JanitorDayInTheLife JanitorGermHunt HowJanitorsWaxFloors AskYourJanitorAnything CustodianToolQuiz JanitorSoapScience JanitorMixingRules',
    cooking:
      'BakeForYourJanitor CustodianCookieDrop JanitorBirthdayCake CoffeeRunForJanitor JanitorThankYouMuffins JanitorCleanPlateClub PackAJanitorLunch',
    travel:
      'JanitorsFavoriteLunchSpot SchoolTourWithJanitor JanitorCommuteWithMe VisitYourOldJanitor WalkTheJanitorsRoute PackLikeAJanitor ShadowAJanitor',
    fashion:
      'ThriftedJanitorFit JanitorCoverallsGlowUp JanitorToRunwayWalk CustodianUniformLook JanitorUtilityChic JanitorKeyChainCouture JanitorJumpsuitStyle',
    wellness:
      'JanitorAppreciationDay ThankYourJanitor JanitorKindWordsWall JanitorStretchBreak CleanSpaceCalmMind JanitorSweepAwayStress HighFiveYourCustodian',
    speed:
      'FastestJanitorSweep CustodianRecycleRelay JanitorChairStack RaceTheJanitor JanitorBeatTheBell JanitorSpotlessIn60 JanitorCartDash',
    art: 'JanitorThankYouPoster CustodianCardCraft JanitorChalkTribute JanitorMopHeadPuppet PortraitOfOurJanitor JanitorSqueegeePainting',
    tech: 'JanitorVsRobotVacuum JanitorShiftPlaylist JanitorSlowMoSweep CustodianStepCount JanitorThankYouVideo JanitorStopMotionMop JanitorTimelapseShift',
    pet: 'JanitorDogHelper CustodianCatSupervisor PuppyVsJanitorMop MyDogTheJanitor DustBunnyHunter JanitorPetHairPatrol JanitorShadowPooch',
    gaming:
      'JanitorSimSpeedrun JanitorTrashCanHoops JanitorHideAndSeek JanitorSaysFreeze JanitorBucketCurling JanitorTidyUpBingo FindTheJanitorsKeys',
  },
  january: {
    dance:
      'JanuaryJitterbug JanuaryDanceStreak JanuaryMittensGroove JanuarySnowDayDance FirstDanceOfJanuary JanuaryKitchenDisco BeatTheJanuaryBlues',
    fitness:
      'JanuaryJumpstart JanuaryPlankStreak JanuaryPushUpLadder RunIntoJanuary JanuaryResolutionBootcamp JanuaryStretchSaturday JanuarySquatCalendar',
    prank:
      'JanuaryCalendarNotes JanuarySnowmanGreeter JanuaryResolutionSwap JanuaryCocoaDoorstep JanuaryWindshieldScrape JanuaryConfettiDrawer FakeJanuaryBeachDay',
    educational:
      'JanuaryJanusMyth JanuaryClosestToSun WhyJanuaryIsFirst JanuaryBirthstoneFacts JanuaryDaysGetLonger JanuarySnowflakeScience JanuaryDownUnder',
    cooking:
      'JanuarySoupADay JanuaryCitrusSalad JanuarySourdoughBaby JanuaryMealPrep JanuarySmoothieStreak JanuaryPantryChallenge WarmUpJanuaryStew',
    travel:
      'JanuaryTouristAtHome JanuaryFirstHike JanuaryMuseumFreeDay EmptyCityJanuary JanuaryStargazingNight JanuaryBucketListTrip JanuaryCozyCafeCrawl',
    fashion:
      'JanuaryShopYourCloset JanuaryScarfTieWays JanuaryFitCheck NoBuyJanuary JanuaryPufferShowdown JanuarySweaterWeather JanuaryLayerLadder',
    wellness:
      'GentleJanuary JanuaryWordOfTheYear JanuaryGratitudeJar ChaseTheJanuarySun JanuaryFreshStartJournal JanuaryOneSmallHabit JanuaryHyggeHour',
    speed:
      'JanuaryDeclutterDash JanuaryDecorTakedown JanuaryCarScrapeTimer JanuarySnowmanRush JanuaryGearUpBlitz JanuarySnowAngelRace JanuaryBedIn10',
    music:
      'JanuarySongADay JanuaryBluesJam JanuaryLearnOneSong JanuaryShowerConcert JanuaryLoFiBeat JanuaryAuldLangSyne SingJanuaryAway',
    art: 'JanuaryVisionBoard CatchJanuaryFrost JanuarySketchStreak JanuaryIceSuncatcher JanuaryBirdSketch JanuaryPaperSnowflakes DoodleYourJanuary',
    tech: 'JanuaryPhoneCleanup JanuaryPhotoBackup JanuaryPasswordPurge DigitalDetoxJanuary JanuaryDeskSetup JanuaryScreenTimeCheck InboxZeroJanuary',
    pet: 'JanuaryPetResolutions JanuarySnowZoomies JanuaryRadiatorCat JanuarySweaterWalk JanuaryBootiesFirstSteps JanuarySnowPawPrints TeachATrickInJanuary',
    gaming:
      'JanuaryBacklogClear JanuaryPuzzleStreak JanuaryChessClimb JanuaryNewSaveFile JanuaryGameMarathon JanuarySnowedInGameNight LevelUpYourJanuary',
  },
  japan: {
    dance:
      'JapanIdolChoreo JapanJPopDanceCover JapanBonOdori JapaneseFanDance JapanSakuraSway JapanAnimeEndingDance CityPopJapanGroove TaikoBeatJapan',
    fitness:
      'JapanRadioTaiso JapanSumoShikoSquats JapanSchoolPEWarmup JapanFujiStairClimb JapanTenThousandSteps JapanMorningStretch NinjaJapanCircuit SeizaJapanHold',
    funny:
      'JapanChopstickFails JapanBowingLoop JapanSnackTasteTest JapanFirstTimerPOV JapanVendingMachineSkit JapanLostInTranslation SlurpingInJapan SlipperSwapJapan',
    prank:
      'SurpriseJapanDinner JapanBentoLoveNote JapanSnackBoxDrop JapanDarumaWish JapanCraneDoorstep JapanOmiyageSurprise JapanLuckyCatDesk TinyJapanTeaParty',
    educational:
      'LearnJapaneseWords JapanHiraganaQuiz JapanInOneMinute JapanBowingEtiquette WhyJapanTrainsAreOnTime JapanChopstickDosDonts JapanNumbersDrill RegionsOfJapan',
    cooking:
      'JapanRamenFromScratch JapanTamagoyakiRoll JapanKonbiniRemake JapaneseFluffyPancakes JapaneseOnigiriAtHome JapanBentoBattle HomemadeJapanCurry GyozaFoldJapan',
    fashion:
      'JapanStreetStyle JapanHarajukuLayers JapanCapsuleWardrobe JapanCityPopOutfit JapanYukataLook JapanFuroshikiBagHack VintageJapanThrift MinimalistJapanFit',
    wellness:
      'JapanBathSoakNight JapanMorningGreenTea JapanTeaCeremony JapanZazenSitting JapanForestBathing JapanIkigaiJournal JapanSlowMealChallenge HaikuJapanJournal',
    speed:
      'JapanPrefectureSpeedrun JapanSushiRollRace JapanChopstickBeanPick JapanOnigiriShapeRace JapanFuroshikiWrapRace JapanSlipperSwapRace OrigamiJapanRace HiraganaJapanBlitz',
    music:
      'JapanCityPopCover JapanTaikoDrums JapanKaraokeNight JapanSakuraSongCover JapanTrainJingleHum JapanAnimeOpeningKaraoke JapanJPopLipSync JapanChopstickDrumming',
    art: 'JapanUkiyoeRedraw JapanOrigamiCrane JapanKawaiiDoodles JapaneseCalligraphy JapanGreatWaveRemake JapanFanPainting MangaYourselfJapan FuroshikiWrapJapan',
    tech: 'JapanVirtualWalkTour JapanTranslateAppTest JapanEmojiOriginQuiz JapanKanaKeyboardTry JapanStreetViewGuess JapanFilmFilterPhotos JapanAnimeFilterSelfie JapanLearnAppStreak',
    pet: 'JapanCatInABox JapanPetOrigamiToy JapaneseNameForMyPet JapanStyleDogBento JapanBowTrickPup JapanShibaSideEye JapanSushiPlushFetch JapanLuckyCatPawWave',
    gaming:
      'JapanJankenTournament JapanMahjongNight JapanKendamaTricks JapanRetroGameNight JapanDarumaFreezeTag JapanRhythmGameDuel JapanPaperSumoBattle JapanTriviaShowdown',
  },
  jazz: {
    dance:
      'JazzHandsRoutine JazzSquareStep JazzLindyHopBasics AllThatJazzDance JazzCharlestonKicks JazzTapBreak JazzySnapSway',
    fitness:
      'JazzDanceCardio SmoothJazzCooldown SwingJazzStepUps JazzBebopBurpees JazzHandsJacks JazzScatAndSweat JazzyJumpRope',
    funny:
      'JazzHandsEverything JazzScatYourDay JazzSoloThatNeverEnds SmoothJazzElevator JazzMusicStops MyAlarmButJazz',
    prank:
      'JazzSerenade JazzSaxWelcomeHome JazzPlaylistSwap SmoothJazzSurprise JazzUpTheirDay JazzHoldMusicCall',
    educational:
      'JazzLegendsQuiz JazzBlueNoteLesson HowJazzImprovWorks NewOrleansJazzRoots WhatMakesItJazz JazzScatLesson',
    cooking:
      'JazzBrunch JazzNightSnackBoard BeignetsAndJazz CookToSmoothJazz JazzUpLeftovers JazzGumboNight',
    travel:
      'FindLiveJazzNearby JazzInTheParkDay JazzCityWalkPlaylist JazzCafeCrawl JazzStreetBuskerHunt JazzRecordStoreDig JazzOnTheTrainRide',
    fashion:
      'JazzAgeOutfit JazzFlapperDress FedoraJazzFitCheck JazzBeretAndTurtleneck JazzBowTieTutorial DressLikeAJazzLegend JazzySuspenderStyle',
    wellness:
      'JazzAndTea JazzRainyEvening SlowJazzMorning SmoothJazzUnwind JazzSwingIntoCalm JazzNoWrongNotesDay JazzByCandlelight',
    speed:
      'JazzSpeedScat JazzHandsIn30 JazzSongGuessIn10 JazzTempoTapRace JazzDressUpIn60 NameThatJazzInstrument',
    art: 'JazzPosterArt JazzLiveGigSketch JazzCollageCover PaintToJazzMusic AbstractJazzCanvas JazzInstrumentSketch JazzyLinePortrait',
    tech: 'JazzForBeginnersPlaylist CanAIPlayJazz LearnJazzOnAPianoApp CanYourAppNameThisJazz MakeAJazzBeatOnYourPhone JazzSpeakerVsHeadphones',
    pet: 'JazzForMyDog JazzPuppyHowl JazzCatReaction JazzPetDanceParty JazzScatCat SmoothJazzSnooze JazzyPawsPortrait',
    gaming:
      'JazzMusicalChairs JazzNameThatTune JazzFreezeDanceGame JazzRhythmGameDuel JazzHandsSimonSays JazzBingoNight JazzTriviaTakedown',
  },
  jello: {
    dance:
      'JelloWobbleShuffle JelloJazzHands JelloArmsChallenge MoveLikeJello JelloJiggleStep JelloLegsBoogie JellOhYeah',
    fitness:
      'JelloLegsWorkout CarryJelloNoSpill PlankTillYoureJello JiggleLikeJelloJacks JelloSquatPulse JelloWobbleWalkRelay JelloTrayLunges',
    funny:
      'JelloMoldFails JelloSaladTasteTest GrandmasRetroJello JelloWobbleSlowMo AlwaysRoomForJello JellyOrJelloDebate JelloImpression WorstVintageJello',
    travel:
      'JelloPicnicInThePark JelloCoolerSurvivalTest JelloFromEveryStore JelloDinerHunt JelloDessertCrawl JelloRoadTripCups',
    fashion:
      'JelloRainbowOutfit JelloJewelTones JelloPastelLook JelloWobbleRunway JelloColorFitCheck DressLikeYourJello JelloSkinGlow',
    wellness:
      'JelloWiggleItOut ShakeLikeJello JelloSensoryPlay MindfulJelloSpoonful JelloLaughBreak JelloCupTreatYourself JelloBodyScan',
    speed:
      'JelloWithChopsticks JelloSpoonRelay JelloCubeStackRace JelloUnmoldIn10 DontDropTheJello JelloFlavorGuessRace',
    music:
      'JelloJingle JelloWobbleBeat JelloBluesJam JelloSpoonTapTune JelloBassDropWobble JelloJigglePercussion SingToYourJello',
    art: 'JelloCookieCutterArt JelloStainedGlass GelatinSculpture JelloMacroPhotos JelloCubeMosaic PaintWithJello JelloWindowArt',
    tech: 'JelloSlowMoCam JelloPhoneFlashlightTest WatchJelloSetTimelapse JelloCircuitTest JelloStopMotionWobble JelloPhoneVibrationTest JelloSpeakerBassTest',
    pet: 'KittenStaresAtJello JelloLeaveItTrick JelloSquishyToyFetch JelloWobbleDogShake PuppyVsJelloBall MyCatIsJello GelatinPupTreats',
    gaming:
      'JelloCubeTicTacToe JelloFlavorBracket JelloBlindTasteGame JelloSpoonBalanceGame JengaWithJello JelloFlavorBingo JelloPong',
  },
  'jelly beans': {
    dance:
      'JellyBeanBoogie JellyBeanFreeze JellyBeanColorCall ShuffleForJellyBeans JellyBeanWiggle EasterJellyBeanHop JellyBeanJitterbug JellyBeanSpinCycle',
    fitness:
      'SquatsPerJellyBean JellyBeanRepDraw JellyBeanSpoonRelay JellyBeanPlankPickUp JellyBeanHuntSprints JellyBeanLegDay LungeForJellyBeans JellyBeanJumpingJacks',
    funny:
      'LastJellyBeanStandoff BlackJellyBeanDebate JellyBeanSommelier IfJellyBeansTalked JellyBeanJudgeShow JellyBeanGrossFlavors JellyBeanSportscast JellyBeanOscarSpeech',
    prank:
      'FollowTheJellyBeans JellyBeanDeskMosaic JellyBeanBalloonPop HiddenJellyBeanCake CookieJarJellyBeans JellyBeanNameSpell JellyBeanMugSurprise JellyBeanPocketStash',
    travel:
      'OneJellyBeanPerMile RoadTripJellyBeans JellyBeanTrailMix JellyBeanShopCrawl LocalJellyBeanFlavors JellyBeanPackingHack JellyBeanPicnicTierList JellyBeanPostcards',
    fashion:
      'PickAJellyBeanFit DressLikeAJellyBean JellyBeanColorBlock JellyBeanNails JellyBeanSneakerMatch JellyBeanEyeshadow RainbowJellyBeanLook CandyJellyBeanEarrings',
    wellness:
      'MindfulJellyBean JellyBeanMoodColors JellyBeanGratitudeJar ShareAJellyBeanDay JellyBeanHabitCount JellyBeanTreatFriday JellyBeanBreathing JellyBeanKindNotes',
    music:
      'JellyBeanShaker JellyBeanFlavorRap JellyBeanColorNotes JellyBeanJingle JarOfJellyBeanBeats JellyBeanLipSync JellyBeanGlassXylophone HumTheJellyBeanSong',
    art: 'JellyBeanMosaic YourFaceInJellyBeans JellyBeanStopMotion PaintWithJellyBeans JellyBeanPopArt JellyBeanColorWheel JellyBeanNameLetters BuildAJellyBeanTower',
    tech: 'GuessTheJellyBeansByZoom AppGuessesJellyBeans JellyBeanMacroShot JellyBeanSpreadsheetGraph JellyBeanVideoCallGuess JellyBeanSlowMoDrop JellyBeanColorScanner JellyBeanTimelapse',
    pet: 'CatJellyBeanToes RateTheJellyBeanPaws JellyBeanBandanaFit JellyBeanPawPrintArt ShowUsYourPetsJellyBeans BestJellyBeanToes KittyJellyBeanBoop JellyBeanMassage',
    gaming:
      'JellyBeanBingo JellyBeanPokerChips JellyBeanTruthOrDare JellyBeanTicTacToe JellyBeanGuessHowMany JellyBeanGuessTheFlavor MancalaWithJellyBeans CheckersWithJellyBeans',
  },
  jellyfish: {
    dance:
      'JellyfishRibbonTwirl DanceLikeAJellyfish JellyfishUmbrellaDance JellyfishPulseMoves JellyfishNoBonesBoogie JellyfishTentacleTwist JellyfishFloatWalk',
    fitness:
      'JellyfishArmPulses JellyfishFloatYoga LimpJellyfishStretch SquatTillYoureAJellyfish JellyfishTwistCrunch BonelessJellyfishBurpees JellyfishArmCircles',
    funny:
      'MeAsAJellyfish JellyfishDramaticFloat JellyfishBeachPanic JellyfishModeMonday JellyfishNoBrainDay JellyfishVoiceover',
    prank:
      'JellyfishUmbrellaSurprise GlowingJellyfishJar JellyfishDoorCurtain JellyfishLampSurprise JellyfishPaperSwarm JellyfishCeilingParty',
    educational:
      'ImmortalJellyfish HowJellyfishGlow JellyfishHaveNoBrain JellyfishVsDinosaurs IsItAJellyfish JellyfishStingMyths HowJellyfishSwim',
    cooking:
      'JellyfishCupcakes JellyfishJelloCups GummyJellyfish HotDogJellyfish JellyfishPannaCotta JellyfishTentacleTreats JellyfishFruitCups',
    travel:
      'JellyfishSpottingStroll JellyfishTankTrance FindAJellyfishOnTheShore JellyfishTravelPlushie SpotJellyfishFromPier CheckTheJellyfishFlag JellyfishBoardwalkWatch',
    fashion:
      'JellyfishTulleSkirt JellyfishEarrings GlowyJellyfishMakeup JellyfishRibbonHairClips JellyfishSheerLayers JellyfishFloatyFitCheck',
    wellness:
      'JellyfishMeditation JellyfishDoodleCalm FloatLikeAJellyfish JellyfishNightLight JellyfishPulseBreathing JellyfishGoWithTheFlow JellyfishAquariumPause',
    speed:
      'JellyfishCraftRace JellyfishSketchSprint UntangleTheJellyfish JellyfishLanternDash JellyfishFactsIn30 JellyfishBalloonRelay',
    music:
      'JellyfishPulseBeat JellyfishWindChimes ScoreAJellyfishVideo JellyfishJam SingToTheJellyfish JellyfishLullaby JellyfishAmbientTrack',
    art: 'JellyfishLantern BubbleWrapJellyfish PaperBowlJellyfish InkBlotJellyfish GlowInTheDarkJellyfish JellyfishRibbonMobile CoffeeFilterJellyfish',
    tech: 'JellyfishFlashlightCraft JellyfishLiveCam JellyfishStopMotion SlowMoJellyfishPulse JellyfishARFilter JellyfishScreensaver',
    gaming:
      'JellyfishFreezeTag JellyfishingMinigame JellyfishBalloonKeepUp JellyfishOrPlasticBagQuiz DodgeTheJellyfish JellyfishTrueOrFalse',
  },
  jenga: {
    dance:
      'WobbleLikeJenga JengaTowerSway JengaLastBlockBounce JengaPullAndFreeze JengaCollapseDrop JengaSteadyShimmy JengaDanceOff JengaTumbleTango',
    fitness:
      'JengaTowerOfReps JengaPlankPull WorkoutJenga OneLegJenga JengaBurpeePenalty JengaSquatBetweenTurns JengaWallSitRound JengaLungeLadder',
    funny:
      'JengaSlowMoCollapse NervousJengaFaces JengaBlameTheTable JengaBreathHolding JengaOverthinker JengaTrashTalk GrandmaJengaShark JengaSportscaster',
    prank:
      'FakeSneezeJenga JengaComplimentBlocks JengaTinyTowerSwap SurpriseJengaNote JengaTowerOfCandy JengaSecretQuestion RiddleJengaStack JengaDadJokePull',
    educational:
      'JengaPhysics JengaTriviaTower JengaFrictionTest WhyJengaTopples JengaOddsMath JengaEngineerYourPull CenterOfMassJenga JengaGravityLab',
    cooking:
      'CheeseJenga JengaBrownieBlocks JengaPretzelRods FrenchToastJenga JengaWaferTower JengaEatWhatYouPull JengaCarrotSticks JengaFudgeBars',
    travel:
      'JengaInTheSand CampsiteJengaNight JengaBoardGameCafe JengaPicnicPark JengaOnATrainRide PocketJengaOnTheGo JengaAtEveryRestStop JengaAtGrandmas',
    fashion:
      'JengaPieceEarrings JengaStackedBangles JengaColorBlockFit LayerItLikeJenga JengaWoodTones JengaStripedKnit PaintedJengaPins JengaBeadBracelet',
    wellness:
      'MindfulJenga JengaBreatheBeforePull JengaCalmUnderPressure JengaSteadyHands JengaFocusMinute JengaRebuildReset JengaGratitudeBlocks JengaAffirmations',
    music:
      'JengaDrumroll JengaXylophone JengaClickASMR JengaSuspenseScore JengaBlockDrumKit JengaJazzJam KaraokeJenga JengaBeatDrop',
    art: 'PaintedJengaBlocks JengaBlockCastle JengaSculpture JengaPhotoTransfer JengaMiniCabin JengaPixelArtTower DoodleOnJenga JengaStampPrints',
    tech: 'JengaPhoneStandBuild JengaSlowMoCam JengaStopMotionBuild JengaVideoCallMatch JengaShotClock JengaCollapseReplay JengaTimelapse JengaDecibelMeter',
    pet: 'CatVsJengaTower PawsOffTheJenga JengaTreatUnderBlock JengaTreatStack PuppyPatienceJenga DogWaitsForJengaFall JengaSniffPick JengaKittenSwat',
    gaming:
      'JengaLastBlockStanding JengaFamilyFaceOff JengaBlindfoldRound TruthOrDareJenga OneHandJengaDuel JengaSuddenDeath JengaChopsticks JengaDiceRules',
  },
  jewelry: {
    dance:
      'JewelryJingleDance JewelrySparkleSpin JewelryEarringSwish StackedJewelryBop JewelryHandFlipDance JewelryBangleBounce JewelryBoxBallerina',
    fitness:
      'JewelryJingleJacks JewelryAnkletRun EarnYourJewelryBeads JewelryBeadSquats JewelryGoForGold JewelryCharmPerRep JewelryBoxJumps',
    funny:
      'JewelryTangleStruggle GrandmaRatesMyJewelry FakeJewelryAppraiser TypingInAllMyJewelry CheapJewelryGreenFinger WhereIsMyEarringBack ClankingJewelryAtWork',
    prank:
      'JewelryBoxGummyBears JewelryGiantFakeGem FriendshipJewelrySwap JewelryRingPopProposal JewelryFakeDiamondUnbox MacaroniJewelryGift PolishTheirJewelry',
    educational:
      'HowJewelryIsMade JewelryKaratExplained JewelryBirthstoneQuiz RealOrFakeJewelryTest HowJewelryPearlsForm JewelryMetalTypesGuide AncientJewelryFacts',
    cooking:
      'JewelryBoxCake JewelryGummyGemstones EdibleJewelry JewelryCandyNecklace JewelryCupcakeToppers JewelryRingPopRemake JewelryWorthyMacarons',
    travel:
      'JewelryFromEveryTrip JewelrySouvenirHunt JewelryBeachGlassHunt JewelryFromTheFleaMarket SpotTheJewelryInPaintings JewelryTravelPackHack',
    wellness:
      'JewelryMakingCalm JewelryBoxReset JewelryIntentionCharm SlowJewelryBeading JewelryFreeDay JewelryGratitudeBracelet JewelryMemoryLane',
    speed:
      'JewelryUntangleRace JewelryStackIn60 JewelryBoxSortBlitz ClaspJewelryOneHanded JewelryBeadThreadRace JewelryEarringPairUp JewelryChainRelay',
    music:
      'JewelryJingleBeat JewelryBoxMelody JewelryAnkletStomp ShakeYourJewelryStack JewelryBangleBeatbox JewelryLipSync JewelryWindChimeJam',
    art: 'JewelryDesignSketch JewelryBeadPatterns JewelryPolymerClay WireWrapJewelryRing TrashToTreasureJewelry JewelryPaperBeads JewelryFlatLayArt',
    tech: 'JewelrySparkleMacro JewelryStopMotionStack JewelryVirtualTryOn JewelrySlowMoSpin AskAIToStyleMyJewelry JewelryReverseImageSearch JewelryTimeLapseBeading LightboxJewelryShoot',
    pet: 'PawPrintCharmJewelry JewelryCatStealsRings JewelryCollarBling JewelryPetNameTag JewelryBoxCatNap JewelryStashKittyProof JewelryTwinWithRover',
    gaming:
      'JewelryTreasureHunt SpotTheMissingJewelry JewelryHotAndCold JewelryGuessThePrice JewelryTicTacToe JewelryMatchThree JewelryAuctionGame',
  },
  'jingle bells': {
    dance:
      'JingleBellsShuffle JingleBellRockMoves JingleBellsReindeerHop JingleBellsLineDance JingleBellsSleighGroove DashingThroughTheSteps PolkaToJingleBells JingleBellsFreezeDance',
    fitness:
      'JingleBellsJacks JingleBellsCardio JingleBellsBurpees JingleBellsHIIT JingleBellsSleighPull DashingThroughTheReps SquatToJingleBells JumpRopeJingleBells',
    funny:
      'JingleBellsInJuly JingleBellsOffKeyChoir JingleBellsWrongLyrics JingleBellsOnRepeat JingleBellsKidVersions JingleBellsEarworm OperaticJingleBells BabyTalkJingleBells',
    prank:
      'JingleBellsDoorbell JingleBellSneakTest JingleBellsShoeLaces JingleBellsCarolAmbush JingleBellsAlarmClock JingleBellsElfWakeUp MysteryJingleBells BackpackJingleBells',
    educational:
      'JingleBellsThanksgiving JingleBellsMusicTheory JingleBellsInSpace WhoWroteJingleBells HowJingleBellsRing JingleBellsBobtailMeaning JingleBellsTranslated LearnJingleBellsPiano',
    cooking:
      'JingleBellsCookies JingleBellsCake JingleBellsGingerbread SleighRideCocoa JingleBellsCakePops JingleAllTheWayFudge JingleBellsTruffles PretzelJingleBells',
    travel:
      'JingleBellsCarolWalk JingleBellsMarketHop JingleBellsLightsWalk JingleBellsParkParade JingleBellsSantaVisit JingleBellsGrandmaTrip TrainTripJingleBells JingleBellsOnMySuitcase',
    fashion:
      'JingleBellsSweaterFit JingleBellsEarrings JingleBellsHairBows JingleBellsAnklets JingleAllTheWayGlam JingleBellsElfSlippers ScarfWithJingleBells BootsWithJingleBells',
    wellness:
      'JingleBellsJoy JingleBellsGratitude JingleBellsSnowWalk JingleBellsLullaby JingleBellsSoundBath JingleBellsByCandlelight SlowHumJingleBells BreatheToJingleBells',
    speed:
      'JingleBellsSpeedSing JingleBellsWrapRace JingleBellsTreeTrim JingleBellsDecorDash JingleBellsSleighRelay JingleBellsOrnamentRush JingleBellsLyricBlitz DoubleTimeJingleBells',
    art: 'JingleBellsWreathCraft JingleBellsOrnament JingleBellsWatercolor JingleBellGarland JingleBellsSleighSketch JingleBellsHandprintCard FeltJingleBells ClayJingleBells',
    tech: 'JingleBellsLightShow JingleBellsDoorbell JingleBellsAppRemix JingleBellsPhonePiano JingleBellsSmartSpeaker JingleBellsBeatMakerApp JingleBellsRingtone CodeJingleBells',
    pet: 'JingleBellsPetCollar JingleBellsSweaterPup JingleBellsDogHowl JingleBellsCatReaction JingleBellsPetPhotoShoot JingleBellsTreatHunt KittyVsJingleBellsBall JingleBellsWalkies',
    gaming:
      'JingleBellsGameNight JingleBellsTrivia JingleBellsHotPotato JingleBellsMusicalChairs JingleBellsHideAndSeek JingleBellsScavengerHunt JingleBellsHumOff JingleBellsCharades',
  },
  'job interview': {
    fitness:
      'JobInterviewStretch InterviewPostureDrill PowerPosePreInterview SweatOutTheNerves RunBeforeTheInterview InterviewConfidenceCardio InterviewDayPlank',
    funny:
      'JobInterviewVideoFails MockInterviewWithMyKid WorstInterviewAnswers WhereDoYouSeeYourself MyGreatestWeakness TooHonestInterview InterviewOutfitPanic',
    prank:
      'InterviewForDishDuty InterviewGoodLuckNote JobInterviewForTheDog BalloonsAfterInterview InterviewYoureHiredBanner InterviewConfettiWelcome FakeInterviewForPizza',
    educational:
      'JobInterviewHotSeat JobInterviewSTARMethod InterviewBodyLanguage AskTheInterviewerThis TellMeAboutYourself InterviewHandshakeTips TopInterviewQuestions',
    cooking:
      'JobInterviewBreakfast JobInterviewCalmTea InterviewWinDinner InterviewYoureHiredCake PostInterviewTreat GotTheJobGelato PreInterviewPowerBowl',
    travel:
      'InterviewDayBagPacking InterviewCommuteTest ExploreAfterInterview LastMinuteInterviewCram InterviewDayCafeStop InterviewEarlyArrivalWalk InterviewTownScout',
    wellness:
      'JobInterviewCalmDown JobInterviewBreathing JobInterviewBounceBack PreInterviewPepTalk NervesToNailedIt InterviewRejectionReset SmileBeforeInterview',
    speed:
      'InterviewQuickChange JobInterviewRapidFire InterviewTieKnotDash SixtySecondInterview ElevatorPitchIn30 InterviewBeatTheClock TenQuestionInterview',
    music:
      'JobInterviewHoldMusic JobInterviewPepChant InterviewWalkInSong InterviewAnswersRapped InterviewHypeSong InterviewYoureHiredJingle AcapellaInterviewIntro',
    art: 'JobInterviewComicStrip InterviewVisionBoard JobInterviewHeadshot JobInterviewPortfolio DrawYourDreamJob InterviewThankYouCard SketchYourInterviewer',
    tech: 'JobInterviewVideoSetup AIMockInterview InterviewWebcamAngle BlurBeforeInterview InterviewLightingHack JobInterviewMicCheck',
    pet: 'PetJobInterview JobInterviewWithMyCat JobInterviewDogHR InterviewPracticeWithDog PetCrashesMyInterview InterviewingMyHamster',
    gaming:
      'JobInterviewSimulator JobInterviewBossLevel InterviewDialogueTree InterviewCharades InterviewDiceQuestions InterviewBingoCard InterviewSpeedrun',
  },
  'joy buzzer': {
    dance:
      'JoyBuzzerJolt JoyBuzzerShimmy JoyBuzzerElectricSlide JoyBuzzerShockShuffle BuzzToTheBeat PassTheJoyBuzzer JoyBuzzerRobot JoyBuzzerZapStep',
    fitness:
      'JoyBuzzerReflexTest EveryBuzzABurpee JoyBuzzerHandshakePlank JoyBuzzerGrip JoyBuzzerJumpingJacks JoyBuzzerSquatDare WallSitJoyBuzzer JoyBuzzerHighKnees',
    funny:
      'JoyBuzzerJobInterview JoyBuzzerSlowMo JoyBuzzerBackfires RateTheJoyBuzzerJolt GrandpasJoyBuzzer JoyBuzzerDeadpan OverreactToJoyBuzzer JoyBuzzerSoapOpera',
    educational:
      'HowAJoyBuzzerWorks BuildAJoyBuzzer JoyBuzzerHistory JoyBuzzerWhyWeFlinch IsAJoyBuzzerElectric JoyBuzzerMythBust InsideAJoyBuzzer JoyBuzzerCoilSpring',
    cooking:
      'TastesLikeAJoyBuzzer JoyBuzzerCrackleCookies JoyBuzzerSourCandy JoyBuzzerFizzDrink JoyBuzzerCandyBark JoyBuzzerFizzyLemonade JoyBuzzerLemonade JoyBuzzerGummies',
    travel:
      'JoyBuzzerRoadTrip JoyBuzzerGagShopCrawl JoyBuzzerBoardwalk MagicStoreJoyBuzzer PackAJoyBuzzer JoyBuzzerSouvenir JoyBuzzerArcadeHunt JoyBuzzerAtEveryStop',
    fashion:
      'JoyBuzzerRing SpotTheJoyBuzzer JoyBuzzerPranksterChic JoyBuzzerSuitUp HiddenJoyBuzzerFit JoyBuzzerGloves JoyBuzzerCufflinks JoyBuzzerBowTie',
    wellness:
      'BuzzOfHappiness JoyBuzzerLaughBreak SparkJoyBuzzer JoyBuzzerSmileCount JoyBuzzerKindPranks JoyBuzzerGiggleReset JoyBuzzerGoodNews JoyBuzzerSillyWalk',
    speed:
      'JoyBuzzerQuickDraw JoyBuzzerDodge TagWithAJoyBuzzer JoyBuzzerWindUpRace JoyBuzzerHandshakeBlitz JoyBuzzerRelay JoyBuzzerSlapCatch JoyBuzzerTenHands',
    music:
      'JoyBuzzerBassDrop JoyBuzzerKazooDuet RemixTheJoyBuzzer JoyBuzzerBeatbox ShockRock JoyBuzzerJingle JoyBuzzerHighNote JoyBuzzerLipSync',
    art: 'JoyBuzzerComicStrip JoyBuzzerPopArt JoyBuzzerStopMotion DrawTheJoyBuzzerZap JoyBuzzerShockedFace PaintedJoyBuzzer JoyBuzzerClayModel JoyBuzzerSketchOff',
    tech: 'JoyBuzzerTeardown JoyBuzzerSoundboard JoyBuzzerGreenScreenZap JoyBuzzerVideoCallGag JoyBuzzerReactionTimer CodeAJoyBuzzerGame JoyBuzzerPhoneApp JoyBuzzerSlowMoCam',
    pet: 'PawShakeNotJoyBuzzer PetHighFiveNoJoyBuzzer CatStealsTheJoyBuzzer PupWatchesJoyBuzzerPrank PetJudgesMyJoyBuzzer DogHearsTheJoyBuzzer JoyBuzzerTrickTime CatIgnoresJoyBuzzer',
  },
  judge: {
    dance:
      'JudgeScoresMyMoves JudgeTheDanceOff JudgesPanelFreestyle ImpressTheJudges JudgesPerfectTenSpin JudgeGavelDropGroove JudgeCallsTheStep',
    fitness:
      'JudgeMyForm JudgeThePushupOff JudgeCallsTheReps PlankTillTheJudgeSays JudgeCourtroomCardio JudgeGavelBurpees JudgeMySquatDepth',
    prank:
      'JudgeRulesInYourFavor JudgeSentencesToHugs JudgeOrderForPizza ToddlerJudgeCourt JudgeGavelGoodNews VerdictIsBreakfast JudgePardonsTheDishes',
    educational:
      'HowAJudgeDecides JudgeJuryDifference WhyJudgesWearRobes ADayAsAJudge JudgeObjectionExplained JudgeLegalWordsDecoded HowToBecomeAJudge',
    cooking:
      'JudgeMyBake JudgeTheChiliCookOff BlindTasteJudge PieContestJudge GuiltyOfTooMuchGarlic JudgeTheCupcakeCourt JudgeTheTacoTower',
    travel:
      'LocalPizzaJudge JudgeTheViewpoint CoffeeStopJudge JudgeEveryPlayground JudgeTheFoodTruck JudgeTheSunsetSpot JudgeEveryBeach',
    fashion:
      'JudgeMyFit JudgeTheShoes RunwayJudgePOV ThriftHaulJudge BathrobeJudgeLook GuiltyOfLookingGood JudgeMyJewelry',
    wellness:
      'NoJudgeZone JudgeYourselfKindly QuietYourInnerJudge NonJudgyWalk CaseDismissedSelfDoubt JudgeAdjournsForANap JudgeFreeJournal',
    speed:
      'JudgeInTenSeconds JudgeRapidRuling HotTakeJudgeBlitz JudgeBuzzerRound JudgeSnapVerdicts JudgeTenPlatesByLooks JudgeFiveFitsFast',
    music:
      'JudgeTheCover SingOffForTheJudges JudgeRatesMyRiff TalentShowJudgePanel JudgeHitsTheBuzzer JudgeObjectionRemix JudgeMyHighNote',
    art: 'JudgeMyDoodle JudgeTheSketchOff CourtroomArtistJudge DrawTheJudge JudgeBlueRibbonArt JudgeGoldStarGallery JudgeMyStickFigure',
    tech: 'JudgeMySetup JudgeTheGadget AIJudgeMyPhoto KeyboardSoundsJudge VerdictOnTheVacuum JudgeMyPhoneCase JudgeMyHomeScreen',
    pet: 'PetJudgesMyOutfit JudgeThePuppyTricks CatJudgeStare JudgeTheZoomies JudgyPetFace JudgeBestInShowAtHome',
    gaming:
      'JudgeMyHighScore JudgeTheSpeedrun TierListJudge JudgeMyGameBuild JudgeCourtroomCharades BuildBattleJudge',
  },
  juggling: {
    dance:
      'JuggleAndDance JugglingMoonwalk JugglingHipHopFlow JuggleThroughTheChorus ScarfJugglingTwirl JuggleCatchOnTheBeat JugglingPirouette JugglingSideStep',
    fitness:
      'JuggleOnOneLeg JuggleWhileJogging JugglingLunges JugglingCalfRaises JugglingSquats JugglingPlankToss WallSitJuggling JugglingHighKnees',
    funny:
      'DadTriesJuggling JuggleAnything RubberChickenJuggling JugglingFails JugglingAdultLife JugglingDropsOnly JugglingNarrator JugglingToddlerCoach',
    prank:
      'InvisibleJuggling FakeDropJuggle JuggleTheirSnacks PlasticEggJuggling DeskJugglingKit SurpriseJugglingShow JugglingBalloonBluff JugglingGiftReveal',
    educational:
      'JugglingMath JugglingBrainScience HowToJuggleThreeBalls JugglingParabolaPhysics JuggleTwoBallsFirst AncientEgyptJuggling JugglingGravityLesson JugglingHandEyeFacts',
    cooking:
      'JuggleThenJuice JuggleTheIngredients JugglingFruitSalad PancakeJugglingAct JugglersSnackBox JugglingBallCakePops JugglingBreakfastPrep CitrusJugglingSqueeze',
    travel:
      'JugglingAtLandmarks JuggleForAParkCrowd JugglerStreetShowHunt JuggleBeachBalls JugglingPostcardShots JugglingTownSquare JugglingOnAHike PierJugglingShow',
    fashion:
      'JugglerCircusChic JugglingRingBangles JugglingScarfStyle JugglingHarlequinPrint JugglerJesterHat JugglingSuspenders StripesForJuggling BowTieJuggling',
    wellness:
      'MindfulJuggling JugglingForFocus JugglingDropAndSmile ScarfJugglingCalm JugglingZenMinute JuggleYourWorriesAway JugglingBreathCount JugglingMorningFlow',
    music:
      'JuggleToTheBeat JugglingToClassical JugglingDrumsticks JugglingMetronomeSync JugglingJingleBells JuggleCatchAndClap SingWhileJuggling KazooJugglingDuet',
    art: 'JugglingLightPainting DrawAJuggler DIYJugglingBalls JugglingStopMotion JugglingPatternSketch JugglingMidAirPhoto JugglingChalkTrails JugglingShadowArt',
    tech: 'JuggleWithYourCloneEdit JugglingGreenScreen JugglingSlowMo AppCountsMyJuggles AICoachesMyJuggling JugglingBurstPhotos JugglingTimeLapse JugglingSplitScreenDuet',
    pet: 'DogWatchesJuggling JuggleTreatsForPup JugglingForMyCat JugglingBallFetch PetReactsToJuggling JugglingPupWaitsForDrop JugglingSqueakyToys JugglingKittyPounce',
    gaming:
      'JugglingHorseGame JugglingTrickBattle JugglingHighScore ComboMeterJuggling JugglingNoDropRun JugglingMinigame JugglingPassGame SimonSaysJuggling',
  },
  juice: {
    dance:
      'JuiceBoxBounce JuiceBarShuffle JuicedUpJig OrangeJuiceTwoStep JuiceSipAndSway FreshSqueezedMoves JuicyJive',
    fitness:
      'GreenJuiceGains JuicedUpHIIT JuiceJugCurls EarnYourJuice JuiceSqueezeGrip PulpFreeJuiceBurpees JuiceBreakJacks',
    prank:
      'JuiceBoxKindNoteSurprise GooglyEyedJuice FakeJuiceSpill FrozenJuiceCubes JuiceBoxLunchNote DoorstepJuiceFairy JuiceColorSwap',
    educational:
      'HowJuiceIsMade JuiceVsWholeFruit SugarCubesInJuice JuiceOrangesPerGlass JuiceAcidTest JuiceVitaminCQuiz HowJuicersWork',
    travel:
      'JuiceBarCrawl StreetJuiceSafari JuiceStandHunt JuiceBoxPicnicDate FarmersMarketJuiceRun JuiceRoadTripCooler BestJuiceInTownHunt',
    fashion:
      'DressLikeYourJuice OrangeJuiceMonochrome JuiceFruitPrintFit FreshJuiceFitCheck JuiceCitrusEarrings JuicePinkGrapefruitFit JuiceBoxBagDIY',
    wellness:
      'GreenJuiceGlow JuiceAndJournal JuiceGratitudeToast MindfulJuiceSip SqueezeTheDay JuiceMorningRitual JuiceOnThePorch',
    speed:
      'FastestJuiceSqueeze JuiceBoxStackOff JuicePourRelay JuiceIn60Seconds JuiceOrangePeelDash JuiceStandSetupRace JuiceWithoutAJuicer',
    music:
      'JuiceBoxJam JuiceGlassXylophone OrangeJuiceJingle JuiceJugBassline JuiceBlenderBeatDrop JuiceStrawPanFlute JuiceBoxKaraoke',
    art: 'JuiceBoxRobots JuiceCartonCityscape PaintWithJuice JuiceSplashPhoto JuiceFruitStampArt JuiceStainWatercolor BeetJuiceBrushwork',
    tech: 'JuicerVsHands JuicePoweredClock JuiceTimeLapseSeparation JuicePressSlowMo HowMuchSugarIsInMyJuice AIPicksMyJuice',
    pet: 'KittenVsJuiceBox JuiceCartonPuzzleToy JuiceCartonCatCastle JuiceCratePuppyNap JuiceStandMascot JuiceBreakZoomies',
    gaming:
      'JuiceBlindTasteGame JuiceBoxBowling JuiceCupStackBattle JuiceBoxGameNight JuiceBoxCornhole JuiceFlavorBracket JuicyTriviaRound',
  },
  july: {
    dance:
      'JulyHeatWaveShuffle JulySprinklerHop JulyBeachTowelBoogie JulyJive FourthOfJulyLineDance JulyBackyardGroove JulyLimboOff',
    fitness:
      'BeatTheJulyHeat JulyJumpingJacks JulySunriseSquats JulyWatermelonCarry JulySprinklerWorkout JulyPlankStreak JulyLapsBeforeTheHeat',
    prank:
      'FrozenTShirtInJuly JulyWaterBalloonHello JulyWatermelonFakeOut JulyPopsicleSurprise ChristmasInJuly JulyCoolTowelAmbush SnowDayInJuly JulyRubberDuckArmy',
    educational:
      'WhyJulyIsHottest WhyItsCalledJuly JulyFireflyScience JulyUVBeadTest JulyDogDaysOrigin JulySkyGuide',
    cooking:
      'NoBakeJulyTreats JulyBerryFlagTart JulyPeachSalsa JulyBerryCobbler JulyGrillNight JulyWatermelonSlushie JulyLemonadeStand',
    travel:
      'JulyCoolSpotsInTown LakeDaysOfJuly JulyParkHopping FourthOfJulyRoadTrip JulyMorningHike JulyCampout',
    fashion:
      'FourthOfJulyFitCheck JulyLinenLook JulySundressSwap JulySunHatShowdown TooHotForJeansJuly JulySandalLineup JulyTieDyeTee',
    wellness:
      'JulyHydrationStreak JulyShadeSiesta SlowJulyMornings StargazeInJuly JulyHeatWaveCoolDown JulyFireflyEvening JulySunsetWalks',
    speed:
      'JulyPopsicleBeforeMelt JulyIceCubeRace JulyBucketRelay JulySprinklerDash JulyCornShuckRace JulyWaterBalloonToss JulyWheelbarrowSprint',
    music:
      'JulyCicadaRemix JulyHeatWaveSingAlong JulyPorchJam JulyCampfireSongs JulySongOfSummer FourthOfJulyAnthem JulyJukeboxDuel',
    art: 'JulySunPrint JulyFireflyPhotos JulyTieDyeBatch JulyChalkMural JulyPopsicleStickCraft JulySunMeltedCrayons JulyWatermelonCarve',
    tech: 'JulySolarOvenTest JulyFanHackTest GuessJulysHighTemp JulyFireflyTimelapse JulyKeepPhoneCool JulyPhotoDumpEdit JulyStargazingApp',
    pet: 'JulyCoolGrassPupWalk JulyKiddiePoolPup JulySprinklerChase JulyPupsicleTreats JulyCoolingMatNap CatFindsJulyShade JulyBeachDayDog',
    gaming:
      'JulyBacklogBlitz JulyCornholeLeague JulyCampfireCardGame JulyGameMarathon JulyBeatTheHeatGameDay JulyPorchBoardGames JulyWaterGunArena',
  },
  'jump rope': {
    dance:
      'JumpRopeFreestyle DoubleDutchJumpRope JumpRopeCrissCrossStep JumpRopeJive SkipToMyBeat JumpRopeTrickRoutine JumpRopeMoonwalk SkippingShuffleOff',
    prank:
      'JumpRopeInvisibleMime LicoriceJumpRopeSwap JumpRopeSecretSkills FakeJumpRopeRecord SurpriseJumpRopeDuet TinyJumpRopeForDad JingleBellJumpRope',
    educational:
      'JumpRopePhysics JumpRopeRhymesHistory SlowMoJumpRopeArc JumpRopeCalorieMath JumpRopeStrongBones JumpRopeHeartbeatCount WhyBoxersJumpRope',
    cooking:
      'LicoriceJumpRopeTreats JumpRopeBirthdayCake PostJumpRopeSmoothie JumpRopeProteinBites JumpRopeFruitRollUps JumpRopeRecessSnacks JumpRopePretzels',
    travel:
      'JumpRopeAtLandmarks PackAJumpRope JumpRopeInEveryPark JumpRopeWithAView SkippingOnTheSand JumpRopeVacationStreak JumpRopeWithLocals',
    fashion:
      'JumpRopeFitCheck MatchYourJumpRope RetroJumpRopeOutfit JumpRopeLeggingsSet JumpRopeHeadbandLook JumpRopeSneakerCheck JumpRopeBeltHack',
    wellness:
      'JumpRopeMoodBoost InnerChildJumpRope JumpRopeMorningReset JoyfulJumpRopeMinute SkippingTheStress SkippingMeditation JumpRopeGratitude',
    speed:
      'DoubleUndersJumpRope JumpRopeRelay BeatMyJumpRopeStreak HundredJumpRopeSkips JumpRopeCrissCrossIn30 MostJumpRopeSkipsIn60 JumpRopeFaceOff',
    music:
      'JumpRopeRhymeRemix JumpRopeChantCover PlaygroundJumpRopeSong JumpRopeJingle SkippingToTheBeat JumpRopeDrumline JumpRopeMetronome',
    art: 'JumpRopeLightTrail JumpRopeStopMotion BeadedJumpRopeCraft JumpRopeFlipbook JumpRopeFrozenArc JumpRopeChalkPath DipDyeYourJumpRope',
    tech: 'JumpRopeTimeLapse JumpRopeSlowMo SmartwatchVsJumpRope JumpRopeAppStreak JumpRopeMetronomeApp JumpRopeAICounter JumpRopeGreenScreen',
    pet: 'CatVsJumpRope TeachTheDogJumpRope JumpRopeTugOfWar SkippingWithMyPup JumpRopeCatWand PuppyChasesJumpRope JumpRopeZoomies',
    gaming:
      'JumpRopeDuelBracket DoubleDutchJumpRopeCup JumpRopeComboGame JumpRopeHighScore JumpRopeMissOneRestart SkippingStreakLevelUp JumpRopeHorse SimonSaysSkipping',
  },
  'jump scare': {
    cooking:
      'JumpScareFridgeEyes JumpScareLunchbox JumpScarePinataCake PizzaWithAJumpScare BoneAppetitJumpScare JumpScareSnackAttack JumpScareJello PopcornJumpScare',
    dance:
      'JumpScareTransition JumpScareBeatSwitch MidDanceJumpScare JumpScareDuetDance JumpScareFreezeFrame JumpScareShuffle ZombieWalkJumpScare JumpScareChoreo',
    fitness:
      'SquatEveryJumpScare PlankThroughJumpScares JumpScareHeartRate JumpScareJumpingJacks JumpScareBurpees JumpScareMovieHIIT JumpScareLunges BoxJumpScare',
    travel:
      'HauntedHouseJumpScare JumpScareCornMaze GhostTourJumpScare JumpScareEscapeRoom JumpScareCampfireStory JumpScareHayRide JumpScarePumpkinPatch JumpScareHalloweenWalk',
    music:
      'JumpScareBeatDrop LullabyThenJumpScare RemixAJumpScare JumpScareStinger ScoreYourJumpScare JumpScareScreamInTune JumpScareMusicBox JumpScareDrumHit',
    tech: 'AddAJumpScareToMyVlog AIMakesAJumpScare CodeAJumpScareGame JumpScareARFilter DoorbellCamJumpScare JumpScareSoundApp JumpScarePhoneFlashlight JumpScareSlowMoReplay',
    pet: 'CatAmbushJumpScare JumpScareFromTheCatTree NoJumpScaresForPets JumpScareZoomies GotJumpScaredByMyDog JumpScarePetCalmTips JumpScarePounce HidingSpotJumpScare',
    gaming:
      'JumpScareSpeedrun JumpScareNoFlinch JumpScareTierList HorrorGameJumpScare JumpScareFaceCam JumpScareFlashlightTag JumpScareBingo HideAndSeekJumpScare',
  },
  jumping: {
    educational:
      'JumpingAnimalRecords HowHighCanHumansJump HowKangaroosJump JumpingFleaPhysics JumpingOnTheMoon GravityJumpExperiment JumpingSpiderFacts',
    dance:
      'JumpingJackDance JumpingOnTheBeat JumpAndBounceBoogie JumpAroundChallenge StarJumpSpin JumpstyleShuffle JumpingJiveOff',
    funny:
      'JumpingPhotoFails JumpingPuddleSplash JumpingLikeAKidAgain JumpingSlowMoFaces JumpingToddlerOlympics JumpingMidAirFaceOff JumpingIntoJeans NarrateMyJump',
    prank:
      'JumpingConfettiCard JumpingBalloonSurprise JumpInPhotobombs JumpyWelcomeHome JumpyFrogAmbush JumpingHugAmbush JumpingBeanSwap',
    cooking:
      'JumpingPopcornKernels JumpingFrogCupcakes JumpingCastleCake PancakesThatJump JumpingJackCookies JumpingKangarooBiscuits JumpingBeanBurrito',
    travel:
      'JumpingLandmarkShots JumpingShadowsOnTheSand JumpShotAtEveryStop JumpingInEveryPark JumpingTrampolineArena PuddleJumpCityWalk JumpingPostcards',
    fashion:
      'OutfitMidJump JumpingSneakerCheck JumpsuitInMidair JumpingSkirtTwirlShot JumpingHighTopsLineup DenimMidJumpShot JumpingJacketChallenge',
    wellness:
      'JumpingMoodBoost JumpingJoyBreak JumpAndShakeReset JumpingReboundMorning JumpingGratitudeHops JumpingStressRelease JumpOutTheGrumps',
    speed:
      'JumpingJacksInAMinute JumpingRopeSpeedRound FastestHundredJumps JumpingHopscotchTimer JumpingSackRaceDash JumpingBeatTheClock JumpingSquatShowdown',
    music:
      'JumpingOnTheDrop JumpingJackRhythm JumpAroundRemix DoubleDutchJumpChant JumpingPogoPunk JumpOnTheChorus JumpingToTheBassline',
    art: 'JumpingShadowPhotos JumpingPaintSplatter DrawMeMidJump JumpingFlipbook JumpSilhouetteCutout JumpingStopMotion JumpingFrogOrigami',
    tech: 'JumpingBurstMode JumpingJackCounter JumpingPhotoTimer JumpingHeightTracker JumpInSlowMoChallenge AppMeasuresMyJump',
    pet: 'JumpingPupFrisbee JumpingCatPounce JumpingBunnyHops JumpingDogAgility JumpingForTreats KittenShowJumping JumpThroughTheHoop',
    gaming:
      'JumpingPlatformerSpeedrun JumpingPuzzleLevel JumpingComboHighScore JumpingHopscotchGame JumpingFloorIsLava JumpingLeapfrogRace JumpingSimonSays',
  },
  'jumping jack': {
    dance:
      'JumpingJackClapCombo JumpingJackFreestyle TwistyJumpingJacks DiscoJumpingJacks JumpingJackFlashMob JumpingJackStarShuffle JumpingJackJive',
    funny:
      'JumpingJackInCostume JumpingJacksInSlowMo DadTriesJumpingJacks MiscountedJumpingJacks JumpingJacksInJeans JumpingJacksWithGrandpa WorstJumpingJackEver DramaticJumpingJacks',
    prank:
      'JumpingJackWakeUp JumpingJackAmbush JumpingJackFlashMob SurpriseJumpingJacks JumpingJackDoorGreeting JumpingJackPhotobomb DoorbellJumpingJacks VideoCallJumpingJacks',
    cooking:
      'JumpingJackGingerbread JumpingJackFlapjacks JumpingJackCookies PostJumpingJackShake JumpingJackCheeseMelt JumpingJackStarSnacks JumpingJackEnergyBites JumpingJackIceCream',
    travel:
      'JumpingJackAtLandmarks JumpingJacksInEveryPark HotelRoomJumpingJacks BeachJumpingJackPhoto JumpingJacksAtSunset JumpingJacksRoadTripStop JumpingJackPassport TrailheadJumpingJacks',
    fashion:
      'JumpingJackFitCheck JumpingJackSneakers SequinJumpingJacks WorkwearJumpingJacks JumpsuitJumpingJacks JumpingJackHairTest BallGownJumpingJacks JumpingJackOOTD',
    wellness:
      'JumpingJackEnergyBoost JumpingJackStressShake SunlightJumpingJacks TenJoyfulJumpingJacks JumpingJackJoyBreak JumpingJackSmileReset MorningJumpingJacks JumpingJackGratitude',
    speed:
      'JumpingJackRace JumpingJackTabata 100JumpingJacksTimed Fastest50JumpingJacks JumpingJacksIn30 BeatMyJumpingJackPB JumpingJackDuel JumpingJacksTillToast',
    music:
      'JumpingJackBeat JumpingJackToTheChorus JumpingJackRapCount SingWhileJumpingJacks JumpingJackRemix JumpingJackDrumline JumpingJackMetronome JumpingJackKaraoke',
    art: 'JumpingJackStickFigure JumpingJackFlipbook LightTrailJumpingJacks SnowAngelJumpingJacks PaperJumpingJackToy JumpingJackMidAirPhoto ShadowJumpingJacks DoodleAJumpingJack',
    tech: 'JumpingJackCounterApp JumpingJackSlowMo JumpingJackSmartwatch JumpingJackCloneEdit JumpingJackVideoCallRace JumpingJackGreenScreen JumpingJackBurstPhoto PedometerJumpingJacks',
    pet: 'JumpingJackWithMyDog JumpingJackCatStare JumpingJackPupZoomies KittenVsJumpingJacks JumpingJacksForTreats PetCopiesJumpingJacks JumpingJackBarkCount JumpingJacksVsCatnap',
    gaming:
      'JumpingJackCharades JumpingJackBingo JumpingJackDiceGame LoseALifeJumpingJacks SimonSaysJumpingJacks JumpingJackRespawn JumpingJackPenalty JumpingJackBossFight',
  },
  june: {
    dance:
      'JuneSchoolsOutShuffle JuneBackyardBop JuneSunsetSway JuneBugJig JuneBugConga JuneLongestDayDanceOff ShimmyIntoJune',
    fitness:
      'JuneSunriseYoga JuneLongestDayWorkout 30DaysOfJuneWalks JuneBurpeeCountdown JuneBugJumps JuneSolsticeSunSalutes JunePlankLadder',
    prank:
      'JuneDadJokeAmbush JuneIcePopDelivery JuneSchoolsOutConfetti JuneGradSignSurprise JuneBubbleWelcome JuneSprinklerSneak JuneDrivewayDoodles',
    educational:
      'JuneSolsticeScience JuneLongestDayExplained JuneBirthstoneQuiz JuneStrawberryMoon WhoIsJuneNamedFor WhyFirefliesGlowInJune JuneNoonShadowTest WhatIsAJuneBug',
    cooking:
      'JuneBurgerGrillOff JuneFathersDayBreakfast JuneStrawberryJam JuneIcePopLab JuneBerryPickToPie JunePicnicDare JuneShortcakeStack',
    travel:
      'JuneRoadTrip JuneFestivalHopping JuneStrawberryPickingDay FirstSwimOfJune JuneLongestDayHike JuneSolsticeSunset JuneParkHopChallenge',
    fashion:
      'JuneSummerFitCheck JuneWeddingGuestLook JuneGraduationStyle JunebugBrights DressForTheSolstice JuneSundressSeason JuneLinenLineup',
    wellness:
      'JuneBarefootMornings JuneSolsticeGratitude JuneHammockHour JuneJournalJar JuneFireflyWalk JuneLongestDayUnplugged SlowDownForJune',
    speed:
      'JuneWaterBalloonRace JunePoolFloatRelay JuneYearbookSigningRace JuneBerryPickingBlitz BeatTheMeltJune JuneLockerCleanoutDash JuneSprinklerScramble',
    music:
      'JuneSummerAnthem JuneSunsetJam JuneBirdsongDuet JuneGraduationSong JuneBustingOutCover JuneSchoolsOutSingAlong JuneCampfireSongs',
    art: 'JuneSidewalkChalk JuneFlowerPressing JuneFireflyPhotos JuneBugDoodles PaintTheLongestDay JunePebblePainting SunPrintsForJune',
    tech: 'JuneLongestDayTimelapse JuneGradSpeechAI JuneFireflyPhotoTrick JuneSolarOvenBuild JuneSprinklerSlowMo CatchAJuneSunriseOnPhone JuneUVCheckBeforeYouGo',
    pet: 'JuneDogDadDay JuneKiddiePoolPuppy JunePawprintDadCard JunePupsicleParty CoolPawsJune JuneSprinklerZoomies CatVsJuneBug',
    gaming:
      'JuneSummerBacklog JuneCornholeCup JuneBugBingo JuneBackyardOlympics JuneSchoolsOutSpeedrun JuneFireflyCount ThirtyGamesInJune',
  },
  jungle: {
    dance:
      'JungleVineSway JungleMonkeyShuffle JungleParrotStrut RainforestRainStomp JungleBoogie JungleTigerFreeze JungleBeatBounce',
    fitness:
      'JungleGymWorkout JungleBearCrawl JungleMonkeyBarSwing RainforestReadyHike JungleGibbonHang JungleLogHops JungleJaguarLunges',
    funny:
      'JungleHumidityHair JungleTarzanYell RainforestBugPanic JungleAnimalVoices BackyardJungleExplorer JungleLostGuideSkit',
    prank:
      'JunglePlushPhotobomb JungleVineStreamers JungleRoomMakeover WakeUpInTheJungle JungleTigerPancakes JungleFootprintTrail JungleSoundsAlarm',
    educational:
      'JungleCanopyLayers JunglePoisonFrogColors WhyRainforestsRainDaily RainforestOxygenMyth JungleFoodChain NameThatJungleSound',
    cooking:
      'RainforestSmoothieBowl JungleChocolateBark JungleBananaBread JungleMonkeyBread JungleTigerCake RumbleInTheJungleCurry JungleFruitPlatter',
    fashion:
      'JungleExplorerLook RainforestGreenLayers JungleKhakiCargo WelcomeToTheJungleFit JungleBucketHat JungleLeopardSpots JungleTigerStripes',
    wellness:
      'JungleRainfallSleep JungleForestBathing JungleHouseplantCorner RainforestSoundBath UrbanJungleReset JungleMistBreathing JungleWaterfallCalm',
    speed:
      'JungleObstacleRace JungleCrawlRace JungleSpotTheToucan NameTenJungleAnimals JungleJigsawDash JungleFloorIsLavaDash JungleGymRelay',
    music:
      'JungleBongoJam JungleLionSleepsTonight RainforestRainBeat JungleSoundsRemix JungleBirdCallBattle JungleRainstickSolo JungleBookSingAlong',
    art: 'JungleToucanWatercolor JungleMaskCraft JungleLeafCollage PaintAJungleScene JungleTigerStencil JungleHiddenAnimals JungleInAJar',
    tech: 'JungleLiveCamWatch JunglePlantIDApp JungleBirdSongApp RecordTheRainforest RainforestWebcamMorning JunglePlantTimelapse JungleSoundscapeMix',
    pet: 'JungleGymForCats JungleKittenHideout JungleTigerPrintPup JungleTreatHunt PetInTheUrbanJungle JungleCatStalkMode JungleSafariWalkies',
    gaming:
      'JungleAnimalCharades JungleSnakesAndLadders JungleHideAndSeek JungleAnimal20Questions JungleSurvivalCraft JungleSafariBingo',
  },
  'junk drawer': {
    dance:
      'JunkDrawerShuffle JunkDrawerRattleDance JunkDrawerJig JunkDrawerFreestyle JunkDrawerRubberBandBop JunkDrawerTwistTieTwirl ShakeTheJunkDrawer',
    fitness:
      'JunkDrawerGripTrainer JunkDrawerSquatSort JunkDrawerCircuit JunkDrawerDeadlift JunkDrawerFingerReps JunkDrawerTapePlank JunkDrawerJumpingJacks',
    prank:
      'OrganizedJunkDrawer JunkDrawerSurpriseNote JunkDrawerGooglyArmy JunkDrawerTimeCapsule JunkDrawerTreasureHunt JunkDrawerDinoSurprise JunkDrawerLabelMaker',
    educational:
      'JunkDrawerMysteryQuiz WhatsInYourJunkDrawer JunkDrawerMagnetTest JunkDrawerPhysics WhatIsThisGadget JunkDrawerBatteryScience JunkDrawerCircuitBuild',
    cooking:
      'JunkDrawerCookies JunkDrawerTrailMix JunkDrawerNachos MyJunkDrawerPancakes OddsAndEndsSoup JunkDrawerCandyBark JunkDrawerFriedRice',
    travel:
      'FollowTheJunkDrawerMap JunkDrawerCouponDayOut JunkDrawerPostcards JunkDrawerBucketList JunkDrawerTicketStubs JunkDrawerSouvenirStory JunkDrawerBrochureDay',
    fashion:
      'JunkDrawerJewelryDIY JunkDrawerFitCheck JunkDrawerGlowUp StyledByTheJunkDrawer JunkDrawerPaperclipChain JunkDrawerSafetyPinLook JunkDrawerAccessorize',
    wellness:
      'JunkDrawerDeclutter JunkDrawerCalmReset JunkDrawerMemories TenMinuteJunkDrawerZen OneJunkDrawerAtATime JunkDrawerKeepOrToss JunkDrawerLettingGo',
    speed:
      'JunkDrawerSpeedSort JunkDrawerPenTest JunkDrawerScissorsHunt EmptyTheJunkDrawerFast JunkDrawerBatteryHunt JunkDrawerKeyMatchRace JunkDrawerMinuteToWin',
    music:
      'JunkDrawerOrchestra JunkDrawerPercussion JunkDrawerKeyChimes KazooFromTheJunkDrawer JunkDrawerTissueBoxGuitar JunkDrawerShaker JunkDrawerBeatDrop',
    art: 'JunkDrawerSculpture JunkDrawerMosaic BuildAJunkDrawerRobot JunkDrawerStillLife JunkDrawerCreatures JunkDrawerPortrait JunkDrawerFlatLay JunkDrawerAlphabet',
    tech: 'JunkDrawerCableChaos JunkDrawerGadgetFix JunkDrawerUSBMystery JunkDrawerChargerMatch JunkDrawerBatteryTest JunkDrawerEwasteRun JunkDrawerOldPhoneRevive',
    pet: 'JunkDrawerCatInspector JunkDrawerPetPhotos JunkDrawerDogToyStash PupSniffsTheJunkDrawer JunkDrawerFirstCollar WhoHidTheTennisBall JunkDrawerTreatHunt',
    gaming:
      'JunkDrawerEscapeRoom JunkDrawerScavengerHunt JunkDrawerDiceDuel JunkDrawerTetris JunkDrawerOldGameFind JunkDrawerGuessByTouch JunkDrawerBoardGame',
  },
  'junk mail': {
    dance:
      'JunkMailShuffle JunkMailMoonwalk JunkMailSlideStep JunkMailJive JunkMailShredShimmy JunkMailFanDance JunkMailTwirl',
    fitness:
      'JunkMailSquatToss JunkMailStackLunges JunkMailRecycleCarry JunkMailMarch JunkMailHoops BurpeePerJunkMail JunkMailWallSit',
    prank:
      'JunkMailHugCoupons JunkMailCatalogCircled JunkMailCompliments JunkMailAboutThem JunkMailFanLetter JunkMailHandwrittenHello JunkMailFromTheCat',
    educational:
      'HowToStopJunkMail WhyJunkMailCouponsWork JunkMailPaperFootprint CanJunkMailBeRecycled FirstJunkMailEver WeighAYearOfJunkMail',
    cooking:
      'JunkMailMenuCopycat JunkMailTakeoutAtHome JunkMailRecipeTest JunkMailCouponFeast CookTheSaleFlyer JunkMailPizzaRecreate JunkMailMysteryMeal',
    travel:
      'JunkMailBrochureTrip JunkMailCouponDayTrip JunkMailPicksMyWeekend JunkMailSentMeHere JunkMailFlyerTour JunkMailMuseumFreeDay JunkMailGrandOpening',
    fashion:
      'JunkMailPaperBeads JunkMailEnvelopeClutch JunkMailCatalogLook JunkMailCouture JunkMailOrigamiBow JunkMailModelPose JunkMailRunway',
    wellness:
      'JunkMailShredTherapy JunkMailUnsubscribe ZeroJunkMailMonth JunkMailDeclutterDay JunkMailVisionBoard JunkMailFreeMailbox JunkMailGratitudeNotes',
    speed:
      'JunkMailSortRace JunkMailShredBlitz JunkMailCouponClipRace JunkMailRipOff JunkMailToBinSprint JunkMailFoldFrenzy JunkMailPlaneDash',
    music:
      'JunkMailCrinkleBeat JunkMailOperaReading JunkMailFinalNoticeRap JunkMailRipRhythm SingTheJunkMail JunkMailShredderSolo JunkMailJingle',
    art: 'JunkMailBlackoutPoetry JunkMailRolledBowl JunkMailEnvelopeArt JunkMailSelfPortrait JunkMailCraneFlock JunkMailMosaic JunkMailPapierMache',
    tech: 'JunkMailInboxZero JunkMailSpamFilterTest SpamVsJunkMail JunkMailScannerApp JunkMailShredderTest AIFightsMyJunkMail JunkMailOptOutOnline',
    pet: 'JunkMailPaperBallChase JunkMailKittenFort JunkMailBarkAlert JunkMailCrinkleToy PupFetchesJunkMail DogVsJunkMail JunkMailSnuffleBox',
    gaming:
      'JunkMailMadLibs JunkMailBingo JunkMailPriceIsRight JunkMailTradingCards JunkMailScavengerHunt JunkMailCharades JunkMailPictionary',
  },
  kangaroo: {
    dance:
      'KangarooBoxStep DoTheKangaroo KangarooBounceOff TinyKangarooArms KangarooJoeyJive KangarooPopAndLock KangarooKickLine',
    fitness:
      'KangarooBoxingCardio KangarooBroadJump OutjumpAKangaroo HopLikeAKangaroo KangarooJacks KangarooHopHIIT KangarooPogoIntervals',
    prank:
      'KangarooPlushPeekout KangarooFootprints PostcardFromAKangaroo OnesieKangarooGreet KangarooJoeyInHoodie SurpriseKangarooVisitor KangarooPocketGift',
    educational:
      'HowKangaroosHop KangaroosCantWalkBack KangarooTailFifthLeg KangarooOrWallaby KangarooJoeySizeFacts KangarooPouchScience KangarooSpeedFacts',
    cooking:
      'KangarooPouchPitas KangarooSugarCookies FlipAKangarooPancake MamaKangarooMuffins KangarooLamingtons KangarooJoeySandwiches KangarooCakeTopper',
    travel:
      'SpotAKangarooAtTheZoo KangarooPlushTravelBuddy KangarooSpottingDayOut KangarooPouchPacking KangarooVirtualSafari KangarooHopTrail KangarooHopCommute',
    fashion:
      'KangarooPocketHoodie KangarooOnesieLook KhakiKangarooKeeper ThriftAKangarooTee OutbackChic KangarooBushHatLook KangarooPouchBag',
    wellness:
      'KangarooCareCuddle KangarooHopItOut KangarooMorningHops LazyKangarooLounge ChillLikeAKangaroo KangarooPouchNap KangarooMamaHug',
    speed:
      'KangarooSackRace KangarooHopRelay PassTheKangarooJoey BoundLikeAKangaroo OutbounceTheKangaroo KangarooPouchPackRace KangarooJumpOff',
    music:
      'KangarooHopBeat KangarooLullaby KangarooBoingRemix BoxingKangarooTheme HopAlongKangarooSong KangarooJoeyJam KangarooBoxerAnthem',
    art: 'KangarooPaperCraft KangarooClayFigure DrawKangarooOneLine MamaKangarooWatercolor KangarooSilhouette KangarooPouchDoodle KangarooShadowPuppet',
    tech: 'KangarooSlowMoHop KangarooStopMotion ARKangarooFilter KangarooLiveCamWatch KangarooHopCounterApp KangarooPouchPOV HowFarCanYouKangarooHop',
    gaming:
      'KangarooSaysHop KangarooPouchMysteryGame KangarooHopscotch KangarooFloorIsLava KangarooHideAndSeek KangarooPillowBoxing KangarooBounceBattle',
  },
  karaoke: {
    dance:
      'KaraokeBackupDancers KaraokeBalladSway KaraokeBoyBandSteps DanceBreakAtKaraoke DivaStrutKaraoke KaraokeMicDropMoves KaraokeSpotlightSpin',
    fitness:
      'KaraokeCardio KaraokeWalkAndSing KaraokeChorusPlank KaraokeBurpeeBreak SingAndSweatKaraoke SquatOnTheHighNote KaraokeWallSit',
    funny:
      'KaraokeMicHog WrongLyricsKaraoke DadKaraokeBallad KaraokeDuetDrama TooConfidentKaraoke KaraokeHighNoteFaceOff KaraokeOperaVoice',
    prank:
      'KaraokeSongSwitcheroo SecretKaraokeSinger KaraokeLyricSwap DedicateAKaraokeTune KaraokeSurpriseDuet KaraokeSerenadeAmbush KaraokeNameInLights',
    educational:
      'LearnSpanishByKaraoke HowKaraokeScoresYou KaraokeHistoryQuiz KaraokeVocalWarmups KaraokePitchTest KaraokeDiaphragmTips WhoInventedKaraoke',
    cooking:
      'KaraokeMicCakePops SpatulaKaraokeSolo KaraokeNachoNight CookingKaraokeDuet KaraokeWhileYouStir KaraokeEncoreEclairs KaraokeSnackPlatter',
    travel:
      'KaraokeRoadTripSongs LocalKaraokeNightDebut KaraokeAtTheBeach PicnicBlanketKaraoke KaraokeCampfireNight HotelRoomKaraoke KaraokeFamilyTripDuet',
    fashion:
      'KaraokeDivaGown SequinKaraokeMoment KaraokeStageLook KaraokeRockstarFit KaraokeGlitterBlazer KaraokeDressLikeTheSong KaraokeBoaAndShades',
    wellness:
      'KaraokeShyToShine SoloKaraokeNight KaraokeBreathControl KaraokeForOne SingYourStressAway KaraokeBraveFirstSong KaraokeConfidenceBoost',
    speed:
      'KaraokeFinishTheLyric FastRapKaraoke KaraokeLightningRound KaraokeTongueTwister KaraokeChorusCountdown KaraokeNameThatTune KaraokeDoubleTime',
    art: 'NeonKaraokeSign KaraokeMicDecorating AlbumCoverKaraokePose KaraokePosterArt KaraokeSpotlightPortrait KaraokeSongListDesign KaraokeSelfieSketch',
    tech: 'KaraokeVocalRemoverAI BluetoothKaraokeTrial KaraokeAppFaceOff KaraokeVoiceFilterApp KaraokeLyricsOnTheTV KaraokeMicShowdown KaraokePitchTracker',
    pet: 'KaraokePetDuet KaraokeCatCritic KaraokeWithMyDog KaraokeBunnyBop KaraokeHowlAlong KaraokeBalladPup KittenKaraokeCrowd',
    gaming:
      'KaraokeLyricGuessGame KaraokeScoreBattle KaraokeGameNight KaraokeMusicalChairs KaraokeTriviaDuel Karaoke100PointChallenge KaraokeBingoCard',
  },
  kayaking: {
    funny:
      'KayakExitStruggle TandemCanoeChaos KayakingEntryAttempts KayakingSoggyBottom KayakingFirstTimeFaces KayakingSpiderStowaway LivingRoomKayaking KayakingSportscaster',
    prank:
      'KayakBirthdaySurprise KayakingFloatingNote CanoeBowBalloons KayakingDuckInvasion GooglyEyedKayaking WakeUpItsLakeDay KayakPirateFlagSurprise CanoeingSerenade',
    educational:
      'WhyCanoesFloat InuitKayakOrigins KayakingSafetyQuiz KayakingWildlifeID KayakJStrokeBasics KayakReadTheRiver CanoeingVsKayaking KayakingPhysics101',
    cooking:
      'KayakBananaBoats KayakingTrailMix CanoeCampfireChef KayakingDryBagWraps PaddlersPicnic KayakShoreLunchCookOff PostKayakingPancakes KayakingBentoBox',
    travel:
      'KayakEveryLakeNearby CanoeCoveCrawl KayakRentalFirstTry KayakToLunch KayakingGoldenHour KayakingDuckSpotting PackMyKayakDryBag CanoeingCampout',
    fashion:
      'KayakingFitCheck CanoeChic KayakSunHatStyle KayakingColorPop KayakSplashProofFit KayakDryBagMatch DockToDinnerKayaking CanoeingCapsule',
    wellness:
      'KayakSunriseCalm MindfulKayaking KayakDriftAndDaydream PhoneFreeCanoe KayakingBirdsong KayakingFloatBreak SlowKayakingSunday CanoeingJournal',
    speed:
      'LastKayakToShore CanoeRelay KayakingLaunchDash KayakingTimeTrial KayakBuoyLoopRace KayakFastestPaddler KayakingDragRace CanoeingSprintOff',
    music:
      'KayakRowYourBoatRemix KayakKaraokeFloat KayakingEchoUnderBridge KayakHullDrums CanoeShanty KayakPaddleToTheBeat TandemKayakingDuet KayakingSingAlong',
    art: 'KayakPaintYourPaddle KayakPOVShot SketchFromTheCanoe KayakingWatercolor KayakReflectionPhoto KayakingDoodleMap KayakPaperBoatCraft KayakingSunsetPainting',
    tech: 'KayakPhonePouchTest KayakMapMyPaddle CanoeWaterproofTest KayakPhoneMountPOV KayakWeatherAppCheck KayakAIPicksMyLake GPSArtKayaking KayakingTimelapse',
    pet: 'KayakingWithMyDog KayakLifeJacketFit KayakPupPaddlePal KayakDogDockPractice KayakingBowRider KayakPupFirstFloat ShipmateKayaking KayakingPetPOV',
    gaming:
      'KayakingWildlifeBingo CanoeTreasureHunt KayakSpotTheDuckGame KayakingTriviaOnTheDock KayakLakeScavengerHunt KayakDockGoFish CheckpointKayaking KayakingCaptureFlag',
  },
  ketchup: {
    fitness:
      'KetchupBottleCurls KetchupSqueezeGrip KetchupPacketPlank SquatForYourKetchup KetchUpYourSteps KetchupBottleLunges',
    prank:
      'FakeKetchupSpill KetchupBottleFrosting IceCreamKetchupTrick KetchupAndFriesCake KetchupSmileyNote KetchupSmileyLunchNote KetchupNameOnTheBun',
    educational:
      'KetchupIsNonNewtonian KetchupWasMedicine KetchupPennyShine KetchupBottleTapTrick CatsupOrKetchup KetchupFromFishSauce',
    travel:
      'KetchupDinerRoadTrip KetchupFromEveryStore KetchupOnEverythingPicnic KetchupFryShopCrawl KetchupRoadTripPackets FarmersMarketKetchupHaul',
    fashion:
      'KetchupMustardCostumes KetchupPacketEarrings KetchupBottleBag OopsKetchupStain KetchupRedRunway SaucyFitCheck KetchupSplatterTee',
    wellness:
      'LowSugarKetchupSwap KetchupSlowSimmer SundayKetchupBatch GrowYourOwnKetchup KetchupAndChill KetchupGardenTherapy',
    speed:
      'KetchupPacketSprint KetchupPourRace KetchupBottleFlipLand LastDropOfKetchup KetchUpIfYouCan KetchupFryDipFrenzy',
    music:
      'KetchupSongCover KetchupBottleBeat KetchupSputterASMR DinerKetchupJukebox KetchupCondimentChoir KetchupOrCatsupDuet OdeToKetchup',
    art: 'KetchupPlatePortrait KetchupCalligraphy PaintWithKetchup MustardAndKetchupSwirl KetchupSqueezeSketch KetchupFryPaintbrush',
    tech: 'KetchupSlowMoPour KetchupDispenserHack KetchupTimeLapseArt KetchupStopMotion CanAIDrawInKetchup KetchupPhoneMacroShot',
    pet: 'KetchupPlushTugOfWar KetchupPlushFetch MustardAndKetchupPets DogNamedKetchup KetchupRedBandanaPup KetchupTheCat',
    gaming:
      'KetchupBlindTasteGame KetchupPacketFlickGame KetchupBottleBowling KetchupMustardTicTacToe KetchupDrawingGuess KetchupVsMustardTrivia',
  },
  kettle: {
    fitness:
      'KettleTimerSquats KettleWaitLunges CalfRaisesByTheKettle PlankTillKettleBoils KettlebellOrKettle KettleThreeMinuteBurn',
    prank:
      'KettleSurpriseCuppa GooglyEyesOnTheKettle KettleStickyNoteJoke KettleMugNote TinyHatForTheKettle KettleTeaTraySurprise',
    educational:
      'WhyKettlesWhistle KettleLimescaleFix MicrowaveVsKettle KettleEnergyCostMath KettleBoilingPointFacts KettleWatchedPotTest KettleSteamScience',
    cooking:
      'KettleNoodleUpgrade KettleOatmealBowl PourOverKettleCoffee OnlyAKettleDinner KettleJustAddWater KettleDormRoomGourmet KettleCouscousDare',
    travel:
      'KettleCampsiteTea TravelKettleHacks HotelKettleNoodles KettlePicnicTeaBreak KettleThermosDayTrip KettleTeaShopCrawl',
    fashion:
      'MatchYourKettle KettleTeaPartyOutfit KettleCozyKnitLook KettleCopperTones KettlePastelKitchenFit KettleBrewtifulLayers KettleSteampunkStyle',
    wellness:
      'KettleTeaRitual BreatheTillKettleBoils KettleStretchPause PhoneFreeKettleMinute KettleSteepAndSettle KettleSteamStillness KettleGratitudeList',
    speed:
      'BeatTheKettle KettleTidySprint KettleBoilDishBlitz BeforeTheKettleClicks KettleBedMakeDash KettleBoilInboxBlitz',
    music:
      'RemixTheKettleWhistle KettleLidPercussion KettleClickBeat MatchTheKettlePitch PollyPutTheKettleOn KettleShortAndStoutSong',
    art: 'KettleStillLife KettleReflectionPhoto KettleStampPrint TeaStainKettleArt DrawYourKettleBlindfolded KettleSteamSketch KettleCartoonCharacter',
    tech: 'KettleBoilTimerApp KettleEnergyMeter KettleTimeLapseBoil SlowMoKettleSteam KettleSmartPlugHack KettleWhistleRingtone',
    pet: 'CatReactsToKettle KettleClickPuppyWake OneTrickPerKettle KettleBoilBrushing KettleCuppaCuddles KettleBreakBellyRubs KettleWhistleHowl',
    gaming:
      'KettleBoilChessBlitz OneLevelPerKettle CozyKettleGameNight KettleBrewingPotions KettleBreakPuzzle KettleSteepTimerGame KettleClickClutch',
  },
  key: {
    dance:
      'KeyJingleShuffle PhoneWalletKeysDance KeyFoundVictoryStrut KeyRingTwirl KeysPopAndLock KeyUnlockTheGroove KeyChangeChoreo',
    fitness:
      'ForgotMyKeysStairRun SquatForEveryKey KeyDropLunges KeyHuntCircuit KeyFetchBurpees ForgotTheKeyStepUps LowKeyWorkout HighKeyHIIT',
    educational:
      'HowKeysOpenLocks WhyKeysHaveRidges KeyPinTumblerPuzzle SkeletonKeyMystery FirstKeyEverMade KeyInsideThePadlock MasterKeyExplained AncientRomanKeyRings',
    cooking:
      'HousewarmingKeyCookies GoldenKeyCake KeyLimePieChallenge KeyChocolateMolds NewHouseKeyFirstMeal KeyToMyHeartTart LowKeyLunch MasterKeyMacarons',
    travel:
      'KeyToTheCityTour HotelKeyCollection SouvenirKeyringHunt KeysWalletPassportGo KeyHolderTravelHack KeyCuttingShopVisit KeyDoorsOfMyTown',
    wellness:
      'LostKeysNoPanic KeysDownDeepBreath KeyHookHabit KeyBowlByTheDoor KeyHomeArrivalRitual KeyToUnlockCalm LowKeyEvening FindYourKeyToJoy',
    speed:
      'FindTheKeysIn30 WhichKeyRace KeyringLoadUp KeyPadlockMatchDash SpareKeyScramble KeyUnlockRelay KeysWalletPhoneGo BlindfoldKeySort',
    music:
      'KeyChangeChallenge KeysAsPercussion KeyJingleBeat KeyLockClickRhythm KeyringShakerSolo WhatKeyIsThisSong LowKeyLullaby SingInEveryKey',
    tech: 'SmartLockVsKey KeyFinderTagTest NeverLoseYourKeys KeyPhotoBackupHack KeyFobBatterySwap PhoneAsYourKey NFCKeyStickerHack',
    pet: 'KeyInTheDoorZoomies KeyJingleWalkTime DogFindsMyKeys CatKnocksOffTheKeys KeyJingleCatReaction KeyAndLeashHookRoutine FetchMyKeysTrick',
    gaming:
      'EscapeRoomKeyHunt FindTheBossKey KeyCollectorSpeedrun KeyHotAndCold KeyPuzzleBoxSolve WhoHidTheSpareKey WhichKeyFitsTheLock',
  },
  keychain: {
    dance:
      'KeychainFingerSpin KeychainLanyardTwirl KeychainCharmShuffle ShakeYourKeychain JingleJangleJig KeychainPocketBounce KeychainLassoLoop KeychainStrutOff',
    fitness:
      'KeychainStreakTag KeychainCharmPerWorkout KeychainPedometerWalk EarnYourKeychain HundredMileKeychain KeychainStepGoal KeychainRewardRun PlankForAKeychain',
    funny:
      'KeychainTooManyCharms KeychainJanitorEnergy KeychainWeighsAPound WhatDoesThisKeyOpen KeychainPanicSearch KeychainOriginStory MomsKeychainArsenal RateMyKeychainChaos',
    prank:
      'KeychainMysteryCharm KeychainPlushOnTheirBag KeychainInsideJokeTag GiantKeychainSwap KeychainPhotoLocket KeychainTwinSurprise SneakyKeychainAdd KeychainBobbleHead',
    educational:
      'HowKeychainsAreMade KeychainSplitRingScience WhoInventedTheKeychain KeychainResinScience KeychainMaterialQuiz OldestKeychainEver KeychainMorseCode KeychainPeriodicTable',
    cooking:
      'KeychainMiniDonuts KeychainSizedCookies KeychainCakePops KeychainShapedShortbread KeychainPretzelBites KeychainMacarons LicoriceKeychain GummyKeychainMold',
    travel:
      'KeychainFromEveryCity KeychainCharmPerTown KeychainSouvenirHunt KeychainFromEveryGiftShop KeychainLocalLandmarks KeychainLuggageTag KeychainTripJournal KeychainPinTrade',
    fashion:
      'KeychainBagCharmStack KeychainBeltLoopClip KeychainCarabinerStyle KeychainFitCheck KeychainAsJewelry KeychainWristletLook MatchYourKeychain ColorCodeKeychain',
    wellness:
      'KeychainWorryStone KeychainFidgetSpin KeychainMantraToken KeychainAffirmation KeychainGratitudeCharm KeychainBreathCharm CalmBeadKeychain PhotoMemoryKeychain',
    speed:
      'KeychainLanyardBlitz KeychainBeadDash KeychainKeyFindRace KeychainBuildIn60 KeychainSplitRingLoad KeychainTenKeysRace BlindfoldKeychainSort TangledKeychainRescue',
    music:
      'KeychainJingleBeat KeychainClinkLoop KeychainBellRhythm PlayYourKeychain KeychainKalimba KeychainShakerSolo KeychainWhistleTune HarmonicaKeychain',
    tech: 'KeychainTrackerTest KeychainFlashlightTest KeychainNFCTagHack KeychainGadgetHaul KeychainUSBBackup KeychainFindMyKeysHack KeychainStopMotion QRCodeKeychain',
    pet: 'KeychainDogTagTwins KeychainPawPrintClay KeychainPetPhoto CrochetYourCatKeychain KeychainLookalike HamsterKeychainMini FeltedFurKeychain KeychainNoseprint',
    gaming:
      'KeychainMiniConsole KeychainVirtualPetCare KeychainClawMachineWin KeychainDiceDuel PixelHeroKeychain KeychainRetroGameCharm KeychainBoardGamePiece KeychainHotPotato',
  },
  keys: {
    dance:
      'KeychainTwirl LostMyKeysShuffle FoundMyKeysStrut KeysUnlockTheGroove JingleYourKeys KeyTurnTwist',
    educational:
      'HowKeysOpenLocks WhyWeLoseOurKeys SkeletonKeySecrets KeysMemoryPalace KeysPinTumbler101 KeyCuttingUpClose KeysThroughTheAges NameThatKeyType',
    travel:
      'KeychainSouvenirHunt KeysToTheCity HotelKeyCardHaul WhereDidIPackMyKeys KeysOnALanyardHike KeysDoubleCheckBeforeTrip GrabYourKeysAndGo KeyholeViewsInTown',
    speed:
      'FindTheKeysRace KeysOutTheDoorDash KeyringSpeedSort KeysMatchTheLocks KeyFinderFaceOff KeysUnlockItIn10 KeyGrabReflex TwentyKeysOnePadlock',
    music:
      'WhereAreMyKeysBlues PianoVsHouseKeys KeyChangeChallenge KeysJingleJangleJam KeysAsAMicKaraoke KeysRattleSolo KeyringPercussion OdeToMyKeys',
    tech: 'SmartLockNoKeys PhoneAsCarKeys KeysPhotoForSpare KeysTrackerTagTest KeyFobBatterySwap KeysLockScreenReminder KeysVoiceAssistantFind BluetoothKeyHunt',
    pet: 'PetFetchesTheKeys PawPrintKeychain CatSwatsTheKeys KeysJingleEarPerk SniffOutTheKeys KeysJingleMeansWalkies DogHidesMyKeys KeysJangleZoomies',
    gaming:
      'KeysEscapeRoom HiddenKeySpeedrun KeysHotAndCold FindTheBossKey KeysTreasureHunt KeysGuessByJingle MasterKeyMystery GoldenKeyQuest',
  },
  kid: {
    dance:
      'KidChoreographer KidCopiesMyMoves KidPlaygroundGroove KidsCallTheSteps TinyDancerTakeover FreezeDanceKids KidVsParentShuffle',
    fitness:
      'KidsObstacleCourse KidPiggybackSquats KidCoachesMyPushUps KidMonkeyBarsMastery KeepUpWithAKid KidSimonSaysSweat KidDesignsMyWorkout',
    prank:
      'KidsPrankTheParents KidGooglyEyeFridge KidStickyNoteAttack KidBreakfastInBed KidsBalloonAvalanche WhoopeeCushionKid',
    travel:
      'KidTourGuide KidsRateTheTrip KidPicksTheRoute KidPlaygroundHopping KidsEyeViewVacation LittleExplorerLog KidPackedMySuitcase',
    fashion:
      'KidsFitCheck DressedByMyKid KidCostumeRunway KidMiniMeMatching KidPlayDateDrip KidDesignedTee KidDoesMyMakeup',
    wellness:
      'KidGratitudeJar KidBubbleBreathing KidStuffieBreaths KidsYogaZoo InnerChildCheckIn PlayLikeAKidAgain KidGuidedMeditation CloudShapesWithKids',
    speed:
      'RaceYourKid KidToyPickupSpeedrun KidShoesOnIn30 KidVsGrownUpRelay TenSecondTidyKids KidCleanUpSongSprint KidBedtimeBlitz',
    music:
      'KidWritesTheSong KidsKitchenBand KidKazooCover MisheardByAKid KidNurseryRhymeRemix KidDJTakeover KiddoKaraokeOff GuessWhatKidHums',
    art: 'KidArtRecreated KidsFridgeGallery KidDrawsMyPortrait KidDrawsTheFamily SidewalkChalkKids KidFingerPaintFrenzy KidStartsIFinish',
    tech: 'KidsTryOldTech KidCodesAGame KidStopMotionMovie WifiFixedByMyKid ChildproofMyPhone KidTeachesMeAnApp KidVsVoiceAssistant',
    pet: 'KidReadsToThePet KidHostsDogShow KidBuildsCatCastle KidTrainsThePup BackyardAgilityKids SnuggleBuddiesNap KidVoicesTheKitty',
  },
  kindle: {
    dance:
      'KindlePageTurnTwirl KindleChapterGroove KindlePlotTwistShimmy KindleBookClubConga TheEndHappyDance KindleCliffhangerFreeze SwipeAndSwayKindle ReadingNookKindleBop',
    fitness:
      'KindleWallSitChapter KindleStretchAndRead EreaderStepsAndPages KindleLungePerTwist KindleSquatPerChapter KindleAudiobookWalk EbookPlankPerPage KindleCalfRaiseRead',
    funny:
      'KindleFellOnMyFace OneMoreChapterLie KindleBatteryPanic KindlePlotTwistGasp KindleVsBookSmell KindleSpoilerSwipe DramaticEbookReading DadDiscoversKindle',
    prank:
      'KindleScreensaverNote KindleInAHardcover KindleSurpriseBook KindleLibraryHoldReveal SecretEbookGift KindleHighlightLoveNote KindleFontSwap UpsideDownKindle',
    educational:
      'KindleVsPaper KindleEInkExplained KindleVocabBuilder KindleSpeedReading101 KindleClassicsMonth KindleFreeClassics LanguageLearningKindle TranslateWithKindle',
    cooking:
      'KindleFictionalFeast KindleCookbookTest KindleTeaAndTart ReadingNookSnackBoard KindleCookTheChapter KindleBookClubBakes EbookRecipeSwap CozyMysteryKindleCake',
    travel:
      'KindleSetInThisCity TrainRideEbook KindleBeachRead KindleParkHammock KindleBookshopCafe KindleOnlyCarryOn KindleTripReadingList SunsetKindleCafe',
    fashion:
      'KindleBookishFit KindleLibrarianChic KindleCardiganLook MatchYourKindleCase DarkAcademiaKindle EreaderSleeveDesign KindleCaseFitCheck KindleToteStyle',
    wellness:
      'KindleNoPhoneNight KindleSunriseChapter KindleCozyCorner KindleNookReset KindleSlowSunday SwapScrollForKindle KindleBedtimeRitual KindleParkBench',
    speed:
      'KindleBookInADay KindleWordsPerMinute KindleReadingSprint Kindle100PagesAnHour BeatTheKindleClock KindleSeriesInAWeek KindleShortStoryDash LunchBreakEbook',
    music:
      'KindleBookSoundtrack KindleCharacterTheme EbookAmbientMix KindleChapterScore SingYourKindleHighlight KindleReadAlongLoFi PoemToMelodyKindle RapTheKindleRecap',
    art: 'KindleInsertArt EreaderStickerBomb KindleCharacterSketch KindleBookNookDiorama KindleScreensaverDIY DoodleYourKindleCase PaintYourKindleQuote BlackoutPoetryEbook',
    pet: 'CatBlocksMyEbook KindleReadToMyDog KindleKittenPageTurn KindlePuppyLapNap KindleBunnyStoryTime KindlePetReadingBuddy KindleHeadTilt ShelterPalsKindle',
    gaming:
      'KindleBookBingo KindleChooseYourAdventure KindleWordGames SideQuestEbooks KindleChapterTrivia KindleStreakChallenge KindleBookCharades KindleLevelUp',
  },
  kindness: {
    dance:
      'KindnessFlashMob DanceItForward KindnessJoyJig KindHeartsChoreo KindnessShimmy KindnessConga BoogieForKindness HighFiveKindnessHop',
    fitness:
      'KindnessLitterPickJog CarryTheirGroceries KindnessCharityMiles KindnessFunRun PayItForwardWorkout KindnessSweatForACause SquatsForKindness LapsOfKindness',
    prank:
      'PayItForwardCoffee KindnessSnowShovel KindnessNoteDrop PrankWithKindness KindnessBalloonDoor KindnessComplimentAmbush KindnessMailboxTreat KindnessCandyTrail',
    educational:
      'KindnessHelpersHigh WhyKindnessSpreads KindnessScience YourBrainOnKindness KindnessOxytocinEffect KindnessMythBusters KindnessAroundTheWorld HowToSayKindness',
    cooking:
      'KindnessCookies KindnessMealDrop KindnessBakeItForward KindnessNewParentMeal KindnessSoupShare KindnessLunchboxNote BananaBreadKindness NeighborKindnessPie',
    travel:
      'KindnessVolunteerDay KindnessBeachCleanup KindnessRoadTrip KindnessOfferYourSeat OfferToTakeTheirPhoto KindnessToLocalShops KindnessInEveryCity TouristKindnessDare',
    fashion:
      'KindnessDonateAFit KindnessCoatSwap KindnessThriftForCharity KindnessTeeDesign KindnessClothingDrive KindIsTheNewCool KnitForKindness MittensForKindness',
    speed:
      'TenKindActsRace KindnessRelay KindnessThankYouSprint KindnessIn60 KindnessComplimentDash KindnessBoxBlitz FiveMinuteKindness KindnessStopwatch',
    music:
      'KindnessChoirVisit KindnessSerenade PayItForwardJam KindnessThankYouAnthem BuskForACause BeKindRemix KindnessJingle KindnessLullaby',
    art: 'KindnessRocks ChalkKindnessMessages KindnessCardCraft KindnessPortraitGift KindnessPosterWall KindnessArtGiveaway KindnessBookmarks OrigamiKindness',
    tech: 'KindCommentsOnly KindReviewsForSmallShops KindnessTextChain KindnessAlarmAtNoon KindnessRoundUp KindnessTechHelpDay FiveStarKindness VoiceNoteKindness',
    pet: 'KindnessDogWalkVolunteer KindnessToAnimals KindnessPetTreatDrive KindnessKennelBlankets KindnessFosterKittens KindnessForStrays ShelterKindnessVisit BirdFeederKindness',
    gaming:
      'KindnessDareDeck KindnessHelpANewPlayer KindnessCharityStream KindnessSideQuest KindWordsEveryMatch BeKindInTheLobby KindnessBingoCard LevelUpKindness',
  },
  king: {
    dance:
      'KingStrut KingCapeTwirl KingRoyalWave KingOfTheDanceFloor KingCrownBalanceDance KingThroneShuffle BowToTheKing',
    fitness:
      'KingOfTheHillSprint KingThroneDips KingCapeLunges KingSizeBurpees HeavyIsTheKingsCrown LiftLikeAKing KingsGuardStandOff',
    prank:
      'KingDecreeScroll KingCrownedAtTheDoor KingRedCarpetWelcome AllHailTheKing KingForADayAmbush ButlerForTheKing',
    educational:
      'KingsOfHistoryQuiz WhyKingsWoreCapes HowKingsCrownsAreMade FamousKingsRanked TrueKingOrLegend KingMagnaCartaInAMinute KingTutInSixty',
    cooking:
      'KingCakeBake KingSizeBurger ChickenALaKing FitForAKingFeast KingCrownCupcakes KingsRoyalTeaParty KingOfTheGrill',
    travel:
      'KingOfTheRoadTrip KingStatueHunt SpotAKingInTheMuseum KingOfTheHillHike KingForADayOuting KingCastlePlaygroundDay KingOfTheSummit',
    fashion:
      'KingFitCheck KingRingStack KingRobeGlowUp KingCrownYourOutfit KingSizeDrip ThriftAKingsLook KingOfTheCloset',
    wellness:
      'KingSizeNap KingCrownYourWins KingSelfCareDecree TreatYourselfLikeAKing KingOfCalm KingRoyalRestDay KingdomOfKindness',
    speed:
      'KingOfTheHillRace KingCrownRelay KingCapeOnIn10 KingMusicalThrones KingMeBlitz SpeedChessKingHunt',
    music:
      'KingEntranceFanfare KingAnthemCover KingTrumpetIntro KingOfKaraoke BeatFitForAKing KingThroneDrumroll KingSingsTheDecree',
    art: 'KingPaperCrownCraft KingPortraitSketch KingCardboardThrone RedesignTheKingCard StickFigureKing ChessKingSculpt',
    tech: 'KingOfTheDeskSetup KingCrownFilter KingAIPortrait KingdomVirtualTour KingVoiceChangerApp KingDecreeVoiceNote AIKingSpeech',
    pet: 'KingOfTheCouch KingCatCoronation KingPetParade KingSizedPetNapSpot KingOfTheBed KingDogThrone KingOfTheCastleBox',
    gaming:
      'ChessKingEndgame KingOfTheHillGame KingCheckersNight CheckmateTheKing TheKingCommands KingOfTheLobby',
  },
  kitchen: {
    dance:
      'KitchenSpatulaSway MidnightKitchenShuffle KitchenDiscoDishes KitchenTimerTwoStep KitchenFridgeFreeze KitchenPotsAndPansParty KitchenIslandConga',
    fitness:
      'KitchenCounterPushUps KitchenCanCurls KitchenTimerHIIT KitchenCabinetCardio KitchenKettleBoilSquats LungeAcrossTheKitchen KitchenSinkSquats',
    funny:
      'KitchenNatureDoc MidnightKitchenRaid KitchenJunkDrawerTour KitchenGadgetFails NoKitchenLidFits IfKitchenUtensilsTalked KitchenPOVAsTheSponge',
    prank:
      'SurpriseKitchenCleanup KitchenCabinetBalloons KitchenFridgeKindNote KitchenTinyCutlery KitchenLabelMayhem KitchenGooglyGroceries KitchenWaiterService',
    educational:
      'NameThatKitchenTool KitchenOnionTearScience KitchenScienceTrick KitchenMythOrFact KitchenSafety101 KitchenCupsToGrams KitchenChemistryLab',
    travel:
      'KitchenTourAtGrandmas CookLikeALocal KitchenCampingSetup KitchenSouvenirHunt KitchenLocalMarketHaul MarketToKitchenTour',
    fashion:
      'KitchenFitCheck MatchYourKitchen KitchenApronStyle KitchenHeadscarfTie KitchenChefJacketChic KitchenOvenMittStyle KitchenRunwayWalk',
    wellness:
      'KitchenResetSunday MindfulKitchenDishes KitchenHerbWindowsill KitchenDeclutter KitchenKettleCalm CleanCounterClearMind KitchenCandleDinner',
    speed:
      'TenMinuteKitchenReset KitchenSpiceAlphabet KitchenCleanupRace KitchenPantrySort KitchenDishwasherDash BeatTheKitchenTimer',
    music:
      'KitchenDrumKit KitchenBlenderBassDrop KitchenWaterGlassTune KitchenTimerBeat KitchenSinkSymphony KitchenSpatulaSolo ConcertInTheKitchen',
    art: 'KitchenSpiceMandala SketchYourKitchen KitchenFoilSculpture KitchenStillLife KitchenVeggieStamps KitchenWhiskPainting KitchenUtensilPortrait',
    tech: 'LetAnAppRunMyKitchen KitchenGadgetTest AIPlansKitchenDinner KitchenTabletHack KitchenFridgePhotoAI KitchenTimerAppHacks KitchenVoiceOnlyCook',
    pet: 'KitchenCatSupervisor KitchenHelperPup MuffinTinKitchenPuzzle KitchenFloorZoomies PetHearsTheFridge KitchenDogTreatBakeOff StayOutOfTheKitchen',
    gaming:
      'KitchenUtensilCharades KitchenFridgePoetryDuel KitchenTableGameNight KitchenDominoDuel KitchenBlindTasteGame KitchenScavengerHunt KitchenTimerChess',
  },
  'kitchen sink': {
    dance:
      'KitchenSinkSudsGroove KitchenSinkScrubShimmy DishDutyDanceBreak KitchenSinkDisco KitchenSinkTwoStep KitchenSinkRinseRepeat KitchenSinkSoapSamba',
    fitness:
      'KitchenSinkCalfRaises KitchenSinkSquatPerDish KitchenSinkPushUps KitchenSinkLunges RinseRepeatReps KitchenSinkCircuit KitchenSinkWallSit',
    prank:
      'KitchenSinkCleanFairy KitchenSinkDishesGone KitchenSinkRubberDucks KitchenSinkGooglySponges KitchenSinkBallPit KitchenSinkSoapSurprise KitchenSinkToyFleet',
    educational:
      'KitchenSinkSoapScience KitchenSinkGermSwab KitchenSinkDrainSwirl KitchenSinkPTrapTour KitchenSinkMythBust KitchenSinkSpongeGerms KitchenSinkPepperTrick',
    cooking:
      'KitchenSinkCookies KitchenSinkFriedRice KitchenSinkFrittata KitchenSinkSalad KitchenSinkNachos KitchenSinkPizza KitchenSinkQuesadilla',
    travel:
      'KitchenSinkSuitcase KitchenSinkBeachBag KitchenSinkCampingKit KitchenSinkPicnicBasket KitchenSinkOverpacker KitchenSinkCampDishes AllButTheKitchenSink',
    fashion:
      'KitchenSinkMaximalist EverythingAtOnceOutfit KitchenSinkLayering KitchenSinkJewelryStack KitchenSinkAccessories KitchenSinkFitCheck KitchenSinkClosetRaid',
    wellness:
      'KitchenSinkMindfulRinse EmptyKitchenSinkMorning KitchenSinkNightReset KitchenSinkDaydream KitchenSinkHerbGarden KitchenSinkMeditation KitchenSinkGratitude',
    speed:
      'KitchenSinkEmptyBlitz KitchenSinkCounterSprint KitchenSinkShineIn60 KitchenSinkVsTheKettle PotScrubShowdown KitchenSinkVsDishwasher',
    music:
      'KitchenSinkDrumKit KitchenSinkGlassTune KitchenSinkDripRhythm KitchenSinkKaraoke KitchenSinkPotsJam KitchenSinkSpoonDuet KitchenSinkAcoustics',
    art: 'KitchenSinkStillLife KitchenSinkSpongeArt KitchenSinkBubbleArt KitchenSinkMosaic KitchenSinkCollage KitchenSinkHerbSketch',
    tech: 'KitchenSinkTimeLapse KitchenSinkSlowMoSplash KitchenSinkPodcastDishes KitchenSinkASMR KitchenSinkStopMotion KitchenSinkGadgetHaul',
    pet: 'KitchenSinkPupBath KitchenSinkFaucetCat KitchenSinkKittenNap KitchenSinkSupervisorDog KitchenSinkPetSpa KitchenSinkDrinkingCat KitchenSinkGroomDay',
    gaming:
      'KitchenSinkCupStack KitchenSinkTriviaMix WillItFloatKitchenSink KitchenSinkGoFish KitchenSinkBoatRace KitchenSinkSpongeToss',
  },
  kite: {
    dance:
      'KiteTailTwirl MoveLikeAKite SwoopWithYourKite KiteStringTango KiteFlightFreestyle BreezyKiteBop',
    funny:
      'KiteLaunchFail KiteVsWind TheKiteEatingTree KiteFirstFlightFlop KiteWhisperer KiteStringTheory WhenTheKiteWins',
    educational:
      'HowKitesFly WhyKitesNeedTails KiteShapesCompared KiteScience101 KiteWindSpeedTest KitesThroughTheAges BeaufortScaleByKite',
    travel:
      'KiteFestivalTrip FlyAKiteInEveryPark KiteInMyCarryOn KiteBeachDay KiteHillQuest KiteRoadTripWindHunt',
    wellness:
      'KiteSkyGazing MindfulKiteFlying WriteAWorryOnAKite KiteAndBreathe FlyAKiteFeelFree KiteUnwindTheString',
    speed:
      'KiteLaunchRace KiteBuildTimer KiteUpInTenSeconds KiteFastestToTheSky KiteSpeedReel KiteStringWindingDash FirstToFlyAKite',
    music:
      'LetsGoFlyAKiteCover KiteStringHum SingToYourKite KiteBeachJam KiteTailTambourine KiteHighFlyingHarmony',
    tech: 'KiteSlowMoLaunch KiteWeatherAppVsReality KiteTimeLapseFlight HowHighIsMyKite KiteStopMotionBuild KiteSkySelfie KiteFlightVideoEdit',
    gaming:
      'KiteHeightScore KiteStuntBattle LandYourKiteOnTarget LastKiteFlying KiteTrickRound KiteTagGame SpotTheKiteBingo KiteLimboGame',
  },
  kitten: {
    dance:
      'DanceWithMyKitten KittenPounceGroove KittenWhiskerShimmy KittenPawWave KittenHopStep CopycatKittenMoves KittenZoomiesChoreo',
    fitness:
      'KittenYoga KittenPouncePlank StretchLikeAKitten KittenChaseIntervals CatCowWithMyKitten KittenFeatherWandCardio KittenOnMyBackPushups',
    funny:
      'KittenVsMirror KittenSockThief KittenKeyboardTakeover KittenPounceFails IfMyKittenCouldTalk BreakingNewsKitten',
    prank:
      'KittenInEveryFrame KittenPeekaBoo KittenPaperBallAmbush HiddenKittenMeows KittenTunnelSurprise KittenPlushieSwap KittenWakeUpCall',
    educational:
      'WhyKittensPounce HowKittensPurr WhyKittenEyesChange DecodeKittenTail WeeklyKittenWeighIn KittenAgeGuess',
    cooking:
      'CookieCutterKittens KittenWhiskerCupcakes KittenOnigiri KittenPawMacarons KittenPurrfectPancakes KittenLatteArt KittenFaceBento',
    travel:
      'KittenFirstCarRide KittenHarnessStroll KittenWindowSafari BackpackKittenTour KittenCafeCrawl KittenVetTripPrep',
    fashion:
      'KittenPicksMyFit TwinningWithMyKitten KittenHeelStrut KittenPrintHeadToToe KittenEyeFlick LintRollerReality KittenBowTieDay',
    wellness:
      'KittenSlowBlinkCalm KittenNapOnMe KittenPurrTherapy KittenMorningStretch KittenCuddleBreak BreatheWithMyKitten KittenGratitudeJournal',
    speed:
      'KittenFeatherReflex KittenToyMouseDash KittenComesWhenCalled KittenToyRoundUp FastestKittenPounce KittenCarrierCountdown KittenTunnelRace',
    music:
      'KittenMeowRemix KittenPurrBeatDrop KittenBellToyTune KittenLullaby KittenPurrcussion KittenJingleJam SingToYourKitten',
    art: 'KittenPawPrintArt KittenInTenStrokes KittenPaperCraft KittenDoodleDare KittenWatercolor KittenZoomiesSketch KittenClayFigurine',
    tech: 'KittenVsRobotVacuum WhatMyKittenDoesAlone KittenTouchscreenTest KittenCamHighlights KittenMeowTranslatorApp KittenVsPhoneGame KittenTrackerTag',
    gaming:
      'KittenPounceHighScore KittenObstacleRun KittenHideAndSeek KittenBoxMaze KittenTabletChallenge KittenToyMouseHunt KittenBoxFortLevel',
  },
  kiwi: {
    dance:
      'KiwiShuffle KiwiPavlovaPirouette KiwiFuzzyFreeze KiwiGreenGroove KiwiBirdWaddle KiwiKickStep KiwiCharleston',
    fitness:
      'KiwiBalanceSquat KiwiGreenMachineReps KiwiSpoonLunges KiwiCrunchTime PassTheKiwiPlank KiwiFuzzyFinisher KiwiRollSitUps',
    funny:
      'KiwiOrPotato IfKiwisCouldTalk KiwiScoopOrPeel WhichKiwiIsIt KiwiSkinDare KiwiFuzzyReview KiwiFirstTasteFace GoldenVsGreenKiwi',
    educational:
      'WhyKiwiJellyWontSet KiwiNamedAfterABird KiwiVitaminQuiz KiwiMilkCurdleTest CountTheKiwiSeeds KiwiWasAGooseberry KiwiDNAExtraction HowKiwisGrowOnVines',
    travel:
      'PackAKiwiAndASpoon KiwiPavlovaCafeCrawl KiwiMarketHunt KiwiCupsForTheCar KiwiBirdZooVisit KiwiVarietiesHunt KiwiScoopAtTheSummit FrozenKiwiBeachPops',
    wellness:
      'MindfulKiwiScoop TwoKiwisBeforeBed KiwiGreenSmoothie KiwiSnackBreak KiwiGratitudeBowl KiwiSunshineBreakfast KiwiFaceMaskDIY SunnyKiwiPicnic',
    speed:
      'KiwiScoopSprint KiwiSliceIn30 KiwiPeelRace KiwiTowerBlitz KiwiPavlovaToppingDash KiwiFuzzRemovalRace KiwiRollRelay OneSpoonTenKiwis',
    music:
      'KiwiSeedShaker KiwiScoopASMR KiwiSpoonDrumJam KiwiKaraoke KiwiFuzzyFunk KiwiBeatDrop KiwiLullaby',
    tech: 'KiwiMacroPhoneShot KiwiBatteryLED KiwiRipenTimelapse CanAIPickAKiwi KiwiPeelerGadget SlowMoKiwiDrop ScanForTheRipestKiwi KiwiStopMotion',
    pet: 'KiwiPlushFetch KiwiTennisBallHunt KiwiFuzzyTwinPortrait KiwiSqueakyToyTest KiwiSniffTest GreenBandanaKiwi KiwiToyTugOfWar',
    gaming:
      'KiwiBlindTasteGame KiwiHotPotato KiwiMiniGolf KiwiTicTacToe KiwiSpoonBalanceGame KiwiBirdCharades KiwiTriviaClash MatchTheKiwiPairs',
  },
  knight: {
    dance:
      'KnightArmorShuffle KnightJoustingJig KnightGallopGroove KnightFever DanceAllKnightLong KnightChainmailCharleston KnightClubSlide',
    fitness:
      'KnightShieldPlank KnightArmorSquats KnightSwordLunges KnightShiftWorkout KnightSquireBootCamp KnightVsDragonHIIT WorthyOfKnighthood',
    prank:
      'KnightFlowerDelivery KnightHoldsTheDoor KnightQuestScroll KnightInShiningFoil FridgeGuardKnight KnightSirSnackALot SpoonSwordKnighting',
    educational:
      'KnightsMythVsFact HowToBecomeAKnight KnightCodeOfChivalry KnightArmorWeightGuess KnightCoatOfArmsDesign WhatKnightsAte KnightOrSquireQuiz',
    cooking:
      'KnightShieldPizza KnightSwordSkewers KnightHelmetCupcakes FeastFitForAKnight KnightsRoundTablePie KnightCastleCake',
    travel:
      'KnightMuseumArmorHunt KnightStatueHunt KnightRenaissanceFaire KnightForADay KnightTrailQuest KnightsOfTheRoadTrip KnightCastlePlayground',
    fashion:
      'KnightArmorCosplay KnightCapeFitCheck KnightChainmailLook KnightInShiningSequins DressLikeAKnight KnightToRemember',
    wellness:
      'OneKnightlyDeed KnightKindnessOath KnightBraveJournal GoodKnightRoutine KnightSirCalmALot KnightsRestHour QuietKnightIn',
    speed:
      'KnightArmorUpRace KnightShieldRelay KnightGallopSprint KnightsTourBlitz KnightStormTheCastle FastestKnightAlive KnightShiftCountdown',
    music:
      'KnightKazooFanfare KnightQuestTheme KnightDrumMarch SilentKnightSingalong KnightSwordClangBeat KnightTavernSongBattle BalladForAKnight',
    art: 'CardboardKnightArmor DragonAndKnightSketch KnightCoatOfArms DrawYourselfAsAKnight KnightPaintYourShield TinFoilKnight',
    tech: 'KnightArmorFilter KnightVoiceChanger KnightGreenScreenQuest KnightStopMotionDuel KnightMyselfWithAI ChessBotKnightFork',
    pet: 'KnightInShiningFur KnightCatCastle KnightGuardDog KnightSirBarksALot KnightingMyDog KnightPetSquire KnightlyKittenPose',
    gaming:
      'KnightPillowJoust KnightsTourSpeedrun KnightDungeonCrawl KnightForkPuzzle OnlyKnightsChess KnightHobbyHorseRace',
  },
  knitting: {
    dance:
      'KnittingSweaterShimmy KnittingClubConga KnitOnePurlTwoStep KnittingYarnBoogie KnittingNeedleGroove KnittedScarfTwirl TangledKnittingTango',
    fitness:
      'KnitOneSquatTwo KnittersHandStretch KnittingBreakPlank KnitBetweenSets KnitPurlsAndPushUps KnitCastOnCardio KnittingWristWarmUp',
    funny:
      'KnittingSweaterCurse KnittingSleeveTooLong NeverInterruptAKnitter MyFirstKnittingVsNow KnittingRipItOutFury KnittingStashIntervention KnittingGiftReactions',
    prank:
      'KnittedFoodSwap EggsWearingKnitHats KnittingYarnBombDesk KnittingPlantSweater KnitSocksForTheChairs KnittingRemoteCozy',
    educational:
      'KnittingStitchQuiz KnittingPatternDecoder WhyKnittingStretches KnittingSheepToSweater KnitOrCrochet KnittingIsMath',
    cooking:
      'KnittedOrRealCake CableKnitPieCrust KnittingSweaterCookies KnittingNeedlePretzels KnitYarnBallMeatballs KnitStitchAndSnack KnittingNightCocoa',
    travel:
      'KnittingYarnShopHop TrainRideKnitting WoolSouvenirToKnit KnittingOnTheGo KnitOneRowPerTown KnitWithAView KnittingFestivalTrip',
    fashion:
      'KnittedFitCheck KnittingBeanieTryOn KnitterStreetLook ChunkyKnitChic KnittedHeadToToe KnitVestFiveWays KnittingCardiganReveal',
    wellness:
      'MindfulKnitting KnittingBreathCount KnittingNotScrolling KnitAndUnwind KnitStitchAndChill KnitPurlsOfPeace KnittingForCharity',
    speed:
      'SpeedKnitting KnittingCastOnRace Knitting60StitchDash KnitBindOffCountdown KnitARowInRecordTime FastestKnitterWins KnittingYarnWindOff',
    music:
      'KnittingNeedleDrumline ASMRKnittingSounds SingWhileKnitting KnitToTheBeat KnitPurlJam KnitCastOnCountOff KnittingCircleChorus',
    tech: 'KnittingTimelapse KnitYourSelfieChart AIKnittingPatternFail KnittedPhoneCozy KnittingRowCounterApp KnitPixelArtChart',
    pet: 'CatVsKnitting KnittingLapSupervisor KnittedPupBeanie DogModelsMyKnitting KnittingPawsOffMyYarn KnitMyPetAMatch',
    gaming:
      'KnittingDiceBag KnitPixelArtSweater KnittingYarnBallToss LevelUpMyKnitting KnitAGameCharacter KnittingTriviaGame KnittingBingoNight',
  },
  koala: {
    dance:
      'KoalaSlowMoSway KoalaPiggybackSpin KoalafiedDancer KoalaEucalyptusShuffle KoalaTreeHugTwoStep KoalaClimbMoves CuddleKoalaStyle',
    fitness:
      'KoalaPiggybackLunges HangInThereKoala KoalaGripHold ClimbLikeAKoala KoalaJoeyCarrySquats KoalaTreeHuggerPlank KoalaClingCrunches',
    prank:
      'KoalaPencilHuggers KoalaSlipperSwap KoalaBackpackSneak StowawayKoala SecretKoalaHitchhiker KoalaOnEveryDoorknob KoalaPlushOnShoulder HuggingKoalaMagnets',
    educational:
      'KoalaNotABear WhyKoalasSleepSoMuch KoalaEucalyptusQuiz KoalaFingerprintFacts KoalafiedExpert KoalaJoeyInThePouch SaveTheKoalaLesson HowKoalasDigestLeaves',
    cooking:
      'KoalaFacePancakes KoalaFairyBread SleepyKoalaCupcakes KoalaTeaTime KoalaLamingtonBake KoalaCookieFaces AussieKoalaPavlova',
    travel:
      'LookUpForKoalas KoalaPlushTravelBuddy KoalaVirtualTour FindTheSleepiestKoala KoalaTreeHuggingHike KoalaBackpackDayTrip KoalaGiftShopHunt',
    fashion:
      'KoalaEarBeanie KoalaBackpackStyle CozyKoalaOnesie KoalaKhakiFit KoalaHugMeHoodie KoalafiedLook FuzzyKoalaEarmuffs',
    wellness:
      'KoalaNapMode KoalaHugItOut KoalaSlowSunday BeLazyLikeAKoala KoalaEucalyptusCalm KoalaTeaMeTime',
    speed:
      'KoalaPiggybackRace KoalaPlushPassRelay KoalaDrawInSixty KoalaJoeyPouchDash FasterThanAKoala KoalaLeafGrab KoalaCrawlRace',
    music:
      'KoalaLullaby KoalaBellowBeatbox WaltzingKoala AcousticKoalaCover KoalaKookaburraRound KoalaDownUnderDuet KoalaPotDrumJam',
    art: 'KoalaPencilPortrait SockPuppetKoala KoalaLeafPrint FuzzyFeltKoala DrawAKoalaBlindfolded KoalaWatercolor KoalaYarnCraft',
    tech: 'KoalaStopMotion KoalaARFilter AIKoalaCounter LiveKoalaCam KoalaNapTimelapse KoalaBellowSoundApp KoalaEmojiStory',
    gaming:
      'KoalaHugTag ActLikeASleepyKoala KoalaHideAndSeek KoalaMemoryMatch KoalaOrBearQuizNight KoalaLeafCatchGame SleepyKoalaBoardGame',
  },
  koi: {
    dance:
      'KoiPondGlide KoiTailFlick KoiFinSwishShuffle KoiLilyPadSteps SwimLikeAKoi KoiFanDance KoiWaveArms DragonKoiTwirl',
    fitness:
      'KoiPondSunriseYoga KoiTaiChiFlow KoiBridgeStepUps KoiLegendJumpSquats KoiFinPlank KoiSwimArmCircles SwimLapsLikeKoi PondsideKoiLunges',
    funny:
      'KoiFeedingTimeVoices KoiPoutFaces KoiHeronStandoff KoiLipSyncBattle TheKoiAreJudgingMe KoiPondGossip MyKoiHasOpinions MimicTheKoi',
    prank:
      'KoiToyInTheBathtub KoiOrigamiArmy KoiWindsockCameo KoiPlushAmbush KoiStickerTrail KoiRubberFishInSink FortuneKoiNotes BalloonKoiDrop',
    cooking:
      'KoiPondJelly KoiFruitPlatter KoiPancakeArt KoiMochiArt BentoWithAKoi SugarCookieKoi CarrotKoiGarnish RiceKoiOnigiri',
    travel:
      'JapaneseGardenKoiWalk KoiSpottingTrip FindAKoiPondNearYou KoiBridgeHop NameEveryKoiYouMeet KoiBotanicalGarden KoiMallFountainHunt KoiPondPicnic',
    fashion:
      'KoiEmbroideredJacket KoiScaleSequins KoiKimonoStyle DressLikeAKoi KoiRedWhiteColorBlock KoiBannerTee KoiTempTattoo KoiPrintScarf',
    wellness:
      'KoiPondMeditation KoiStillWaterMoment KoiFeedingRitual BreatheLikeAKoi KoiWatchingTherapy KoiLilyPadReflection KoiCalmCount KoiGratitudeWalk',
    speed:
      'CountTheKoiRace KoiSketchIn60Seconds KoiWaterTestBlitz KoiOrigamiSprint KoiFeedingFrenzyTimer KoiFactsIn30 KoiNameRush QuickfireKoiID',
    music:
      'KoiPondLofiBeat KoiPondLullaby KoiPondWaterJam SerenadeTheKoi KoiSplashASMR KoiPondHumAlong KoiWindChimes KoiKalimba',
    art: 'KoiWatercolor KoiScaleMosaic KoiInkBrushArt KoiInOneBrushstroke PaintedKoiPebbles KoiPondPhotoWalk PaperLanternKoi FeltKoiMobile',
    tech: 'KoiPondSlowMo NameYourKoiWithAI KoiPondSoundRecording AIIdentifiesMyKoi KoiLiveWallpaper KoiWaterTestApp KoiLivestream KoiTimelapse',
    gaming:
      'KoiBingoCard KoiPondJigsaw GoFishForKoi KoiSpotTheDifference KoiTriviaRound KoiMahjongNight PaperKoiMagnetCatch HookAKoiGame',
  },
  ladder: {
    wellness:
      'GratitudeLadder ClimbYourHabitLadder BreathingLadder LadderOfSmallWins BedtimeLadder OneLadderRungADay SelfCareLadder HydrationLadder',
    travel:
      'LadderPlaygroundHop LibraryLadderHunt LadderFireStationVisit LadderSpottingWalk FishLadderSalmonWatch LadderToTheTreehouse LadderLighthouseVisit PoolLadderFirstDip',
    art: 'LadderIllusionSketch BirdsEyeLadderShot LadderStopMotion PaintedLadderShelf BlanketLadderMakeover PopsicleStickLadder DrawALadderIn3D LadderShadowArt',
    tech: 'LadderSlowMoDrill CodeAWordLadder NoLadderSmartBulbs LadderAgilityApp LadderCamTimelapse MeasureItNoLadder LadderLevelAppCheck SnakesAndLaddersApp',
    gaming:
      'SnakesAndLaddersNight LadderGolfTournament RankedLadderClimb WordLadderDuel LadderHopscotchGame KingOfTheLadder LadderLeaderboard LadderDiceRace',
  },
  ladybug: {
    dance:
      'LadybugWiggle FlutterLikeALadybug LadybugPolkaDotTwirl LadybugLanding LadybirdBoogie LadybugSevenSpotStep TheLadybugShuffle',
    fitness:
      'LadybugFlipCore SevenSpotLadybugJumps LadybugCrawlDrill LadybirdLunges LadybugPolkaDotPlank LadybugHuntPowerWalk FlyAwayLadybugBurpees',
    prank:
      'LadybugStickerTrail LadybugRockSurprise LuckyLadybugLunchNote LadybugDotsEverywhere LadybugsOnTheFridge PaperLadybirdSwarm LadybugCupcakeDoorstep',
    educational:
      'LadybugLifeCycle LadybugSpotsMyth LadybugAphidPatrol LadybirdVsLadybug WhyLadybugsAreRed IsALadybugABeetle HowLadybugsFly',
    cooking:
      'LadybugCaprese StrawberryLadybugBites LadybugCookiePops LadybugLunchbox SevenSpotSandwich LadybirdCupcakes RedAppleLadybugs',
    travel:
      'LadybugSpottingHike LadybugMeadowPicnic LadybugButterflyHouse FollowTheLadybugs LadybirdSafari LadybugGardenCenterVisit',
    fashion:
      'LadybugRainBoots LadybugBrooch LadybugPolkaDotFit LadybugSpottedInSpots LadybugNailArt DressLikeALadybird CherryRedLadybugLook',
    wellness:
      'TinyJoysLikeLadybugs LadybugLetItFlyAway LadybugLuckyWish SitStillForLadybugs LadybugMindfulMinute LadybugGardenGratitude LadybugLuckJournal',
    speed:
      'LadybugSpotCountRace DrawALadybugIn10 LadybugFlipRelay LadybugRockDash LadybugPolkaDotBlitz LadybirdLeafSprint PaintTenLadybugs',
    music:
      'LadybugLullaby LadybirdFlyAwayRhyme SingToTheLadybugs LadybugSevenSpotSong LadybugXylophone PolkaDotPercussion ShakerForLadybugs',
    art: 'LadybugRockPainting LadybugFingerprint MacroLadybugPhoto SpotOnLadybugs OrigamiLadybird LadybugPolkaDotPortrait LadybugPaperPlate',
    tech: 'LadybugStopMotion ScratchLadybugGame LadybugGardenCam PhoneMacroLadybug NameThatLadybird LadybugTimelapse LadybugFlightSlowMo',
    gaming:
      'LadybugBingo LadybugHideAndSeek LadybugMemoryCards LadybugsAndLadders LadybugTicTacToe LadybugDotCountGame CatchTheLadybugGame',
  },
  lake: {
    dance:
      'LakeLifeLineDance LakesideShuffle LakeShoreStomp LakeWaveWiggle LakeBeachConga LakeSunsetGroove LakeSplashSamba',
    fitness:
      'LakeLoopRun LakeShoreSprints LakeShoreLunges LakePicnicTableDips LakeBeachPlank LakeBenchStepUps LakeSunriseStretch',
    funny:
      'TheColdLakeScream LakeVsOceanDebate LakeSeaweedPanic LakeHouseGuestTypes LakeFirstToeDip LakeWhatTouchedMyFoot LakeLoonImitation',
    prank:
      'LakeHouseRubberDucks LakeMonsterSighting LakeFloatieTakeover LakeDockChalkWelcome FakeFishOnTheLine LakeHouseTreasureHunt LakeShoreSerenade',
    educational:
      'HowLakesForm LakeCritterCount WhyLakesFlipTwice HowClearIsYourLake LakeOrPondQuiz WhyLakeIceFloats',
    cooking:
      'LakeDayPicnic LakeHousePancakeFlip LakeFoilPackFeast LakeCoolerChef LakeCampfireSmores LakeGrilledFishNight LakeSunsetSkewers',
    fashion:
      'LakeDockFitCheck FlannelAtTheLake LakeLifeLayers LakeToDinnerLook LakeCoverUpFiveWays BucketHatLakeDay LakeHouseLinen',
    wellness:
      'LakeSunriseCalm LakeLoonListening BeStillLikeTheLake LakeDockJournaling LakeShoreReset LakeBenchBreathing LakeSoundsNap',
    speed:
      'LakeStoneSkipRecord LakeLoopTimeTrial LakeLitterPickRace LakeShoreRelay LakeFloatieInflateRace LakePicnicSetupRace LakeRockStackRush',
    music:
      'LakeDockJam LakesideSingAlong EchoAcrossTheLake LakeLoonCallCover LakeWaveRhythm LakeSunsetSerenade LakeHouseHarmonica',
    art: 'LakeMirrorShot PaintWithLakeWater LakeDriftwoodSculpt LakeWatercolorDay LakePebbleMosaic LakeSilhouettePhotos LakeSunsetSketch',
    tech: 'LakePanoramaPhoto LakeSlowMoSplash LakeSunsetTimelapse LakeBirdSongApp LakeGoldenHourAlarm LakeDayPlaylistDrop LakeStarMapApp',
    pet: 'LakeDoggyPaddle LakeFetchFrenzy LakeLifeJacketPup FirstLakeSplash LakeShorePicnicPup LakeShakeOffSlowMo LakeShoreSniffWalk',
    gaming:
      'LakeHouseGameNight LakeGoFishCardGame LakeCornholeTourney LakeWildlifeBingo LakeCabinPuzzle LakeDockCardDuel LakeScavengerQuest',
  },
  lamp: {
    dance:
      'DeskLampDisco LampOnOffFreeze LavaLampSway LampShadowGroove DanceWithAFloorLamp LampSpotlightSolo LampBounceHop',
    prank:
      'LampColorBulbSwap SpotlightLampEntrance SmileyOnTheLampShade LampGooglyEyes LampSilhouetteCutout LampClapOnFakeOut DressUpTheLamp LampWithAMustache',
    educational:
      'HowALampCircuitWorks LavaLampScience LampLEDVsIncandescent LampWattageMath FromCandleToLamp LampInventorQuiz LemonBatteryLamp WhyMothsLoveLamps',
    cooking:
      'LampShadeCake LavaLampJello LavaLampFloat DinnerByLamplight LampShapedCookies LampBulbMacarons MagicLampMocktail',
    travel:
      'LampPostSelfieTour LampLitStreetsAtNight StreetLampPhotoTour LampSouvenirHaul LampCampsiteLantern LampLanternFestival LamplightStroll FindTheOldestLamp',
    fashion:
      'LampShadePleatSkirt LavaLampColorway LampStainedGlassPrint LampLitFitCheck LampGoldenHourGlow LampLitMirrorSelfie DressLikeYourLamp LampshadeHatDare',
    wellness:
      'SunriseLampWakeUp LampOnlyNoScreens LampLitReading LampWindDownRoutine SaltLampSerenity LampDimLightsHour LampOffByTen ReadOneChapterByLamp',
    speed:
      'FlatPackLampBuild LampCordUntangle LampBulbSwapRace TidyBeforeLampOff InBedByLightsOut LampShadeStackRace LampHuntInTheDark LampSwitchRelay',
    music:
      'DeskLampSessions LavaLampLofi LampLitAcoustic LampSwitchBeat LampShadeBongos LampSpotlightSerenade OdeToMyLamp',
    art: 'LampShadePainting SketchByLampLight LavaLampDIY LampGlowUpChallenge OrigamiPaperLamp LampShadowPuppets LampShadowPortrait',
    tech: 'SmartLampSetup LampTimerPlugHack LampColorSceneHack LampVoiceCommandTest DeskLampCableFix LampShadowPhotoTrick ProgramALampRainbow LampMorseCode',
    gaming:
      'RGBLampBattleStation LampLitGameNight EscapeRoomLampClue LampShadowPuppetGuess LampOnOffMemoryGame LampOffHideAndSeek HorrorByLampOnly LampColorGuessGame',
  },
  lampshade: {
    dance:
      'LampshadeHeadDance LampshadeSkirtSpin LampshadeDiscoGlow LampshadePartyAnimal LampshadeShadowShuffle LampshadeSilhouetteGroove CancanLampshade LampshadeLimbo',
    fitness:
      'LampshadeBalanceWalk LampshadeShadowBoxing LampshadeSquatHold LampshadeOnHeadLunges LampshadeGlowYoga LampshadeEveningStretch PostureCheckLampshade LampshadeCalfRaises',
    prank:
      'LampshadeGooglyEyes LampshadeMustache TinyLampshadeHat LampshadeShadowMessage LampshadeStickyNotes PolkaDotLampshadeSwap LampshadeLoveHearts LampshadeFaceCutout',
    educational:
      'LampshadeConicSections WhyLampshadesAreCones LampshadeHyperbolaHunt StainedGlassLampshades WarmVsCoolLampshade LampshadeLightQuiz CandleToLampshade LampshadeShadowMath',
    cooking:
      'StainedGlassLampshadeCake LampshadeCookieCutouts DinnerByLampshadeLight LampshadeGlassCookies LampshadeJelloMold LampshadeTeaSandwiches LampshadeWaffleCone LampshadeCrepeStack',
    travel:
      'LampshadeThriftStoreHunt LampshadeInMySuitcase FleaMarketLampshade LampshadeGarageSaleHop AntiqueLampshadeTour HotelLampshadeReview LampshadeFromEveryTrip LampshadeDesignMuseum',
    fashion:
      'LampshadeFringeBag RunwayInALampshade LampshadeSkirt LampshadeHatFitCheck LampshadeChic LampshadeStainedGlassFit PleatedLampshadeDress LampshadeBeretLook',
    speed:
      'LampshadeSwapIn60 LampshadeWrapDash PaintALampshadeFast LampshadeMakeoverRace LampshadeThriftFlipIn10 LampshadePleatSprint RibbonLampshadeRush LampshadeStackOff',
    music:
      'LampshadeBongos LullabyByLampshade LampshadeSpotlightSong LampshadeLoFiBeat SingUnderTheLampshade LampshadeLitAcoustic LampshadeMegaphone LampshadeDrumCircle',
    tech: 'LampshadeProjector LampshadeSmartBulbTest AIDesignsALampshade LampshadeTimeLapse LampshadeARPreview LampshadeStopMotion LampshadeRGBStrip LampshadePhotoLighting',
    pet: 'LampshadeCollarGlowUp ConeOfShameMakeover CatBaskingByLampshade LampshadePetPhotoLight LampshadeDoorwayBump LampshadePupPortrait LampshadeShadowChase LampshadeKittyTent',
    gaming:
      'LampshadeRingToss LampshadePropHunt CharadesInALampshade PinTheLampshade LampshadeShadowGuess LampshadeEscapeClue LampshadeSpotlightTag LampshadeHotSeat',
  },
  landlord: {
    dance:
      'LandlordFixedItDance LandlordMoveInShuffle LandlordKeysGroove LandlordApprovedSteps LandlordHandoverBoogie ThanksLandlordShimmy LandlordLindyHop',
    fitness:
      'LandlordWalkupRepeats PivotCouchCarry LandlordYardWork LandlordBoxSquats LandlordStairClimb LandlordMoveInWorkout LandlordsLawnLunges',
    prank:
      'CookiesForTheLandlord LandlordWelcomeBasket LandlordDoorstepTreat LandlordHolidayCard LandlordShoutoutSign LandlordBalconyBlooms FiveStarLandlordReview',
    educational:
      'LandlordRentVsBuyMath LandlordLeaseChecklist LandlordTenantRights LandlordJargonDecoded LandlordFixItQuiz LandlordDepositRules AskALandlordAnything',
    cooking:
      'HallwayCookieSwap LandlordTinyKitchenFeast LandlordMoveInLasagna GrillWithYourLandlord LandlordPotluckNight LandlordWelcomeCake BakeTheLandlordPie',
    travel:
      'LandlordLocalTips LandlordRecommendedSpots LandlordFavoriteDiner LandlordCornerShopGuide LandlordHiddenGems LandlordVacationRental DoWhatTheLandlordSays',
    fashion:
      'LandlordBootsAndFlannel LandlordHandymanLook LandlordMoveInOutfit LandlordRentDayFit DressLikeYourLandlord CargoShortsLandlord ImpressTheLandlord',
    wellness:
      'LandlordKindnessNote LandlordNewHomeGratitude LandlordCozyRentalNook CalmLandlordChat LandlordGardenPlot GratefulForMyLandlord SmileAtTheLandlord',
    speed:
      'DepositBackCleanRace LandlordVisitTidyUp LandlordKeyFindClock LandlordBoxPackingSprint LandlordPaintTouchUp LandlordCheckoutDash LandlordIsComingBlitz',
    music:
      'LandlordThinWallsDuet LandlordBluesBallad LandlordFixItJingle LandlordHallwayJam LandlordThankYouTune SerenadeTheLandlord LandlordLoveSong',
    art: 'LandlordApprovedDecor LandlordSafeArt LandlordFriendlyPoster LandlordPortraitGift LandlordRenterMakeover LandlordNoNailsGallery MyLandlordInClay',
    tech: 'LandlordRenterTechHacks LandlordSmartLock LandlordNoDrillShelves LandlordLeakSensor LandlordAppShowdown LandlordThermostatHack AIWritesToMyLandlord',
    pet: 'PetResumeForLandlord LandlordMeetsTheCat LandlordTreatJar LandlordPupMoveInDay DogInterviewsLandlord LandlordHamsterHousing LandlordApprovedPooch',
    gaming:
      'TheLandlordsGame PlayLandlordWithCandyCash LandlordGuessTheRent LandlordDollhouseGame LandlordEscapeRoom LandlordSaysFixIt BeatTheLandlordAtCards',
  },
  landscape: {
    fitness:
      'LandscapeSummitPushUps LandscapeYogaFlow RunThroughTheLandscape LandscapeViewSquats LandscapeRidgeLunges SceneryStairClimb LandscapeHillRepeats LandscapeSunriseHike',
    funny:
      'LandscapeOrPortrait SceneryPostcardVsReal ThumbInTheFrame LandscapeFilterFail LandscapeExpectations SceneryPhotobombs NatureDocLandscape LandscapeDadNarrator',
    prank:
      'FakeWindowLandscape LandscapePosterSwap LandscapePostcardMail LandscapeDreamTripReveal GuessTheLandscape LandscapeDeskWallpaper LandscapeJigsawGift LandscapePaintedRock',
    educational:
      'HowLandscapesForm LandscapeBiomesQuiz LandscapeGeology101 LandscapeGlacierValleys LandscapeRiverMeanders ReadTheLandscape LandscapeErosionDemo LandscapeSandboxModel',
    cooking:
      'LandscapeFocaccia EdibleLandscape LandscapeCharcuterie LandscapeSmoothieBowl LandscapeOnAPlate LandscapeLayerCake MashedPotatoLandscape LandscapeSaladScape',
    travel:
      'BestLandscapeNearMe LandscapeLookoutHunt LandscapeBucketList LandscapeWithinAnHour LandscapeSunriseSummit SceneryChaser LandscapeTrainWindow LandscapeLakeLoop',
    fashion:
      'MatchTheLandscape LandscapeSunsetTones LandscapePrintFit WearTheLandscape LandscapeColorBlock DressLikeTheScenery LandscapeEarthPalette LandscapeHikingChic',
    wellness:
      'LandscapeAweWalk LandscapeHorizonGazing LandscapeSunsetGratitude LandscapeSitSpot LandscapeDigitalDetox BreatheInTheScenery LandscapeCloudWatch LandscapeSlowLook',
    speed:
      'TenMinuteLandscape LandscapeSpeedPaint LandscapeSketchCountdown LandscapeOneBrushTimer SunsetBeforeItSets LandscapeThumbnails LandscapeSketchRelay LandscapeOneLineRush',
    music:
      'ScoreTheLandscape LandscapeSoundsOfTheView SceneryFieldRecording LandscapeFolkBallad LandscapeEchoChorus LandscapeLoFi LandscapeHumAlong LandscapeBirdsongMix',
    tech: 'LandscapeTimeLapseClouds LandscapeHyperlapse LandscapePhotoStitch LandscapeEditBeforeAfter ChaseGoldenHourLandscape AIExtendsTheScenery PanoramaLandscapeTest LandscapeNightSky',
    pet: 'LandscapeLookoutPup LandscapeHikingPup PetInTheLandscape KittyWindowScenery LandscapeRoadTripCat LandscapeTrailBuddyPup LandscapeSnoutShot LandscapePawPrints',
    gaming:
      'LandscapePhotoMode LandscapeOpenWorldViews LandscapeSpotTheDiffs LandscapeJigsawRace LandscapeSandboxBuild GuessTheGameScenery LandscapeMapQuiz LandscapeSimBuild',
  },
  laptop: {
    dance:
      'CloseTheLaptopSpin LaptopFreezeFrame LaptopWebcamShimmy LoadingLaptopShuffle LaptopBufferingBoogie LaptopKeyboardTapDance LaptopTrackpadTango',
    funny:
      'WhenMyLaptopUpdates MyLaptopTakesOff LaptopTooManyTabs LaptopFrozenFace YoureOnMute LaptopScreenShareRegret LaptopChargerHunt',
    prank:
      'LaptopStickerSurprise LaptopWallpaperSwap FakeLaptopDesktop LaptopLidLoveNote LaptopAutocorrectAmbush LaptopUpsideDownScreen LaptopLoginGreeting',
    educational:
      'InsideALaptop LaptopBatteryMyths HowLaptopsStayCool LaptopPartsQuiz LaptopThenVsNow LaptopCPUIn60Seconds',
    travel:
      'LaptopCafeHop LaptopLibraryCrawl LaptopWithAView WhatsInMyLaptopBag LaptopNomadForADay LaptopWifiPasswordHunt LaptopOnTheTrain',
    fashion:
      'LaptopBagFitCheck DIYLaptopSleeve LaptopCaseColorMatch WaistUpLaptopLook DressForTheWebcam LaptopCoffeeShopFit LaptopSkinToOutfit',
    speed:
      'LaptopTypingRace LaptopTabCloseBlitz LaptopShortcutSprint PackYourLaptopIn60 LaptopBeatTheBootUp FastestFingersFirst LaptopCableWrapDash',
    music:
      'LaptopBeatMaking LaptopDJSet RemixTheLaptopChime LaptopLoopJam LaptopClickClackBeat LaptopBedroomProducer LaptopKeyboardPiano',
    art: 'LaptopStickerCollage DesignALaptopSkin LaptopLidMural LaptopPixelArt TrackpadPicasso LaptopPaintAppPortrait ChromebookCanvas',
    gaming:
      'LaptopGameNight LaptopRetroEmulator LaptopTouchpadOnly LANPartyLaptops CanAChromebookRunIt LaptopPotatoSettings',
  },
  lasagna: {
    dance:
      'LasagnaShuffle LasagnaNoodleWiggle LasagnaLayerDance MondayLasagnaMambo LasagnaLayersTango LasagnaRicottaRumba TarantellaForLasagna',
    fitness:
      'LasagnaCarbLoadRun LasagnaPanPress LasagnaLegDay LasagnaDishCarry SquatEveryLayer LasagnaRicottaReps BurnOffTheLasagna',
    funny:
      'LasagnaCornerDebate LasagnaLeftoverGuard LasagnaLovingCatVoice MondayMoodLasagna LasagnaLandslide LasagnaCheesePullFail NonnaJudgesMyLasagna',
    prank:
      'DessertLasagnaSwap LasagnaCakeIllusion SecretLasagnaSanta LasagnaLoveLetter LasagnaForBreakfast FakeOutLasagne LasagnaOnTheDoorstep MiniatureLasagnaGift',
    educational:
      'WhoInventedLasagna LasagnaLayerMath LasagnaVsLasagne LasagnaAroundItaly LasagnaPastaShapesQuiz LasagnaBechamelVsRicotta WhyDoesLasagnaRest',
    travel:
      'LasagnaItalianDeliHunt NonnaLasagnaLesson LasagnaTrattoriaHunt LasagnaPotluckRoadTrip LasagnaLoversTour LasagnaDeliveryToGrandma',
    fashion:
      'LasagnaLayerFit DressLikeALasagna LasagnaPrintSocks LasagnaNightApron LasagnaOrangeCatCosplay SaucyStyleCheck LayeredLasagnaLook',
    wellness:
      'LasagnaForANeighbor LasagnaSundayDinner LasagnaLove FamilyTableLasagna LasagnaOneLayerAtATime CheesyComfortNight MealTrainLasagna',
    speed:
      'LasagnaAssemblyRelay LasagnaCheeseGrateOff TenMinuteLasagnaCup LasagnaLayerRace LasagnaBeatTheOvenTimer LasagnaNoodleStackAttack NoBoilLasagnaDash',
    music:
      'LasagnaOperaAria ThatsAmoreLasagna SingToYourLasagna LasagnaLayeredBeat LasagnaLullaby LasagnaRicottaRap',
    art: 'LasagnaCrossSection LasagnaComicStrip LasagnaFeltFood TinyClayLasagna LasagnaLayerCollage LasagnaNoodleArt LasagnaStrataSketch PaperMacheLasagna',
    tech: 'LasagnaOvenCam LasagnaAirFryerTest LasagnaTimeLapseBake AIvsNonnasLasagna LasagnaSizzleASMR LasagnaCheesePullSlowMo LasagnaMicrowaveTest',
    pet: 'PetsNamedLasagna LasagnaPlushToy LasagnaBlanketCatNap LasagnaLeaveItTrick PupInALasagnaBlanket LasagnaLoafCatPose LasagnaBedNap',
    gaming:
      'BuildTheTallestLasagna LasagnaBlindTasteGame GuessTheLasagnaLayers LasagnaStackAttack LasagnaSpeedrun LasagnaNoodleTetris',
  },
  'laser pointer': {
    dance:
      'RedDotShuffle LaserPointerFootwork LaserPointerFloorDotStep LaserPointerWallDotGroove FollowTheLaserPointer LaserPointerFreezeTag LaserPointerTapSteps LaserPointerHopscotch',
    fitness:
      'RedDotStomp LaserPointerLadderDrill LaserPointerAgility LaserPointerDodge ChaseTheLaserPointer LaserPointerDotSprints JumpTheLaserPointer ShuttleRunLaserPointer',
    funny:
      'LaserPointerWallClimb LaserPointerCatDoubleTake LaserPointerCatPOV CatVsLaserPointer WhereDidTheDotGo DogVsLaserPointer LaserPointerLecturer LaserPointerSlideshow',
    prank:
      'LaserPointerRedDotTrail LaserPointerToTheCake LaserPointerStarShow LaserPointerGiftGuide FakeLaserPointerDot LaserPointerSecretNote LaserPointerGhost LaserPointerTreasure',
    educational:
      'HowLaserPointersWork WhyCatsChaseLaserPointers LaserPointerSafety LaserPointerRefraction LaserPointerWaterBend LaserPointerColors LaserPointerWavelength LaserPointerMirrorMaze',
    cooking:
      'RedDotJamTarts LaserPointerCookies LaserPointerThroughJello LaserPointerCatCake LaserPointerCupcakes LaserPointerBerryBars LaserPointerDonuts CandyLaserPointerWands',
    travel:
      'LaserPointerPetTravelKit LaserPointerCatCafe LaserPointerInTheCarryOn LaserPointerRestStopPlay LaserPointerPetStoreTrip LaserPointerHotelZoomies LaserPointerPlanetarium LaserPointerCampsite',
    fashion:
      'LaserPointerDotEarrings LaserPointerNeonNails LaserPointerCatEars LaserPointerRedFit LaserPointerMonochrome LaserPointerHoloJacket LaserPointerLipstick LaserPointerSocks',
    wellness:
      'LaserPointerEndWithCatch TenMinuteChaseHabit LaserPointerWindDown LaserPointerDotBreathing LaserPointerThenCuddle LaserPointerBondTime LaserPointerStretch CozyLaserPointerHour',
    speed:
      'LaserPointerReflexTest LaserPointerFloorDotDash LaserPointerPouncesIn60 LaserPointerTargetTap LaserPointerSprint LaserPointerCatCountdown CatchTheLaserPointer KittyLaserPointerDash',
    music:
      'LaserPointerChaseOpera LaserPointerDiscoForCats LaserPointerSynthwave RedDotRhythm ScoreTheLaserPointerChase LaserPointerBeatDrop ConductorLaserPointer KaraokeLaserPointer',
    art: 'RedDotPointillism LaserPointerTraceArt LaserPointerPawSketch LaserPointerLightPainting LaserPointerSpirograph LaserPointerComicStrip DoodleLaserPointerPath ChalkLaserPointerTrail',
    tech: 'LaserPointerAutoToy LaserPointerSlowMoPounce LaserPointerPetCamPlay LaserPointerPounceCounter LaserPointerBatteryTest LaserPointerGreenScreen LaserPointerSlideClicker SmartLaserPointerTimer',
    gaming:
      'LaserPointerFloorDotMaze LaserPointerPong LaserPointerMirrorPuzzle LaserPointerCatVsHuman FindTheLaserPointerDot LaserPointerHighScore LaserPointerDuckHunt LaserPointerSnakeGame',
  },
  'last day of school': {
    dance:
      'LastDayOfSchoolConga SchoolsOutDanceParty LastDayHallwayStrut SchoolsOutShuffle LastDayBackpackToss LastBellBoogie LastDayMoonwalkOut',
    fitness:
      'LastDayOfSchoolTugWar LastDayJumpRope SchoolsOutSprintHome LastDaySackRace LastDayRecessRelay SchoolsOutBootcamp SchoolsOutCartwheels',
    funny:
      'LastDayOfSchoolVsFirst SchoolsOutSlowMo LastDayMoldyLunchbox TeachersOnLastDay LastDayLockerHorrors ParentsWhenSchoolsOut LastDaySpeechParody',
    educational:
      'LastDayOfSchoolQuiz LastDayTimeCapsule LastDayTeachBack SchoolsOutBrainTeasers SchoolsOutReadingDare LastDayNextGradePreview LastDayFactSwap',
    cooking:
      'SchoolsOutPopsicles LastDayOfSchoolSundae LastDayPancakeParty LastDayCakeSmash LastDayTeacherCookies SchoolsOutSmores LastDayLemonadeStand',
    travel:
      'LastDayOfSchoolBeach SchoolsOutRoadTrip LastDaySplashPadDash LastDayPoolParty SchoolsOutBucketList LastDayIceCreamStop SchoolsOutSunsetHike',
    fashion:
      'LastDayOfSchoolFit SignMyLastDayShirt SchoolsOutSunnyLook LastDayFlipFlops LastDaySignedJacket SchoolsOutSummerMode LastDayTieDye',
    wellness:
      'LastDayOfSchoolHugs LastDayGratitudeList SchoolsOutSlowMorning LastDayReflection LastDayProudOfYouNote SchoolsOutReset LastDayDeepBreath',
    speed:
      'LastDayBackpackBlitz SchoolsOutSprint LastDayCountdown LastDayOfSchoolRelay LastDayLockerDash LastDayYearbookSigning LastDayDeskClearout',
    music:
      'SchoolsOutAnthem LastDayOfSchoolBusJam LastDayBellRemix LastDayKaraoke SchoolsOutSingAlong SchoolsOutBeatDrop LastDayRecorderSolo',
    art: 'LastDayYearbookDoodles LastDayHandprintCanvas LastDayChalkboardSign FirstVsLastDayPortrait SchoolsOutChalkArt LastDayPhotoCollage LastDayMemoryMap',
    tech: 'LastDayOfSchoolVlog LastDayDigitalYearbook LastDayGroupChatSave LastDayPhotoDump SchoolsOutMontage FirstToLastDayEdit LastDayTimelapse',
    pet: 'LastDayOfSchoolDogWalk LastDayOfSchoolCatHug SchoolsOutZoomies LastDayPetParade PuppyWaitsAtBusStop SchoolsOutHamsterPal LastDayPawtograph',
    gaming:
      'LastDayOfSchoolBingo LastDayOfSchoolTrivia SchoolsOutSpeedrun LastDayLANParty LastDayChessTournament SchoolsOutBacklog LastDayBossLevel',
  },
  laugh: {
    fitness:
      'LaughYourAbsOff LaughterCardio GigglePlank DontLaughWallSit GiggleBurpees JokePerPushUp NoLaughLunges',
    prank:
      'CanYouCatchMyLaugh LaughAtNothing GiggleAmbush LaughTrackEverything LaughBoxInTheCushion LaughDadJokeNotes CannedLaughterDinner ContagiousLaughTest',
    cooking:
      'BellyLaughBrunch GiggleFortuneCookies TryNotToLaughBaking LaughterLemonade LaughJokeCupcakes LaughingFacePancakes LaughLineLatteArt',
    travel:
      'RollerCoasterLaughs LaughingTourGuide BellyLaughRoadTrip LaughAtTheZoo LaughComedyShowNight LaughImprovInThePark MakeALocalLaugh GiggleAtFunnySigns',
    fashion:
      'LaughingFitCheck LaughOutLoudOutfit WearItTillTheyLaugh GiggleHatParade LaughPunTeeFaceOff LaughClownShoeCatwalk TryNotToLaughRunway',
    wellness:
      'LaughterYogaFlow DailyLaughDose GiggleMeditation WriteDownTodaysLaugh LaughBeforeBreakfast GiggleCheckIn FakeItTillYouLaugh BellyLaughBreathwork',
    speed:
      'FirstToLaughLoses LaughChainRelay LaughInFiveSeconds MostLaughsInAMinute GiggleSpeedrun LaughJokeRapidFire',
    music:
      'RemixYourLaugh SingWhileLaughing GiggleBeatbox LaughRingtone LaughBassline HaHaHarmony AutotuneMyLaugh',
    art: 'MidLaughPortrait LaughLinesSketch CandidGigglePhotos DrawThemLaughing OnePanelLaugh LaughingClayFaces',
    tech: 'AIMakesMeLaugh LaughSoundboard BuildALaughMeter AddALaughTrack LaughJokeBotShowdown LaughRobotStandUp SlowMoLaughReplay ChipmunkLaughFilter',
    pet: 'PetMakesMeLaugh DogHearsMyLaugh BlooperReelGiggles LaughingAtPetFails LaughHeadTiltTest CatVsFakeLaugh TryNotToLaughPups PuppyLaughTrack',
    gaming:
      'LaughingGameNight LaughAndYouLose GiggleCharades LaughLevelUnlocked LaughStraightFaceDuel DrawTillTheyLaugh LastToLaughWins GuessThatLaugh',
  },
  laundromat: {
    fitness:
      'LaundromatBasketCarry LaundromatJugCurls WalkToTheLaundromat LaundromatLoadHIIT LaundromatSpinSquats RinseAndRepeatReps',
    prank:
      'LaundromatQuarterGift LaundromatKindNote FreeDryAtLaundromat CookiesAtTheLaundromat LaundromatSecretFolder LaundromatDryerPoems',
    educational:
      'LaundromatLabelDecoder StainTestAtLaundromat WhyLaundromatsUseCoins LaundromatVsHomeWash WhereDoSocksGo LaundromatLintScience',
    cooking:
      'LaundromatPicnic LaundromatThermosSoup WashDayRedBeans LaundromatCookies LaundromatSpinSnacks LaundromatLunchbox BentoAtTheLaundromat',
    travel:
      'LaundromatRoadTripStop BackpackerLaundromat PrettiestLaundromat LaundromatMuralHunt ExploreWhileItSpins LaundromatCafeNextDoor',
    fashion:
      'LaundromatFitCheck LaundromatStainRescue RetroLaundromatLook AllDenimLaundromat LaundromatDayDrip LaundromatLastCleanFit',
    speed:
      'LaundromatFoldingRace LaundromatSockMatch LaundromatSortBlitz BeatTheLaundromatDryer FoldBeforeTheBuzzer LaundromatBasketDash',
    music:
      'LaundromatWasherBeat LaundromatDryerDrums RemixTheLaundromat LaundromatJukebox SpinCycleSymphony LaundromatTumbleTunes',
    art: 'NeonLaundromatPhoto LaundromatSockPuppet PaintALaundromat DryerLintMasterpiece LaundromatSpinPhoto LaundromatSketchbook LaundromatInMiniature',
    tech: 'LaundromatTimerHack LaundromatWiFiSpeed LaundromatAppPayTest CodeAtTheLaundromat LaundromatDoneAlert FixABugPerSpin',
    pet: 'LaundromatPetBedWash DogWalkToLaundromat PupWaitsAtLaundromat CatClaimsTheLaundry LaundromatFreshBlanket FurFreeAtTheLaundromat',
    gaming:
      'LaundromatHandheldRun LaundromatSockMemory LaundromatPinball ChessAtTheLaundromat OneLevelPerLoad LaundromatCardsTillDry',
  },
  laundry: {
    dance:
      'LaundryBasketBoogie LaundrySpinShuffle LaundryHamperHop LaundryLineDance FoldItLikeItsHot LaundryTowelTwirl LaundryLimbo',
    fitness:
      'LaundryBasketSquats LaundryHamperHoops LaundryJugCurls LaundryLoadLunges LaundryLegDay LaundryFoldPlank LaundryCarryClimb',
    prank:
      'LaundryFoldFairy LaundryPocketNote LaundryFoldedSurprise GooglyEyeLaundry SockMonsterStrikes LaundryTowelAnimals LaundryPileHideout',
    educational:
      'LaundryLostSockMystery HowLaundrySoapWorks LaundrySymbolsDecoded LaundryMythBusters LaundryStainShowdown WhyLaundryShrinks LaundryFabricQuiz',
    travel:
      'RateTheLaundromat LaundryInTheHotelSink TravelLaundryHack LaundryLineSpotting LaundryCampingHack PackForNoLaundry HangingLaundryHunt',
    fashion:
      'LaundryDayFitCheck LaundryLastCleanOutfit LaundryPileRestyle ShrunkInTheLaundry HamperToRunway LaundryBasketLookbook LaundryLeftoverLayers',
    wellness:
      'MindfulLaundryFold LaundryFreshSheetsReset LaundryLineSunshine WarmLaundryHug SlowLaundrySunday LaundryLavenderBreaths LaundryDayUnwind',
    speed:
      'LaundrySpeedrun LaundrySockMatchRace LaundryHangerRelay LaundryFoldOff LaundryBeforeTheBeep LaundrySortSprint LaundryPutAwayBlitz',
    music:
      'LaundryMachineBeat LaundryDryerDrumSolo LaundryRoomRemix LaundryLoadLullaby LaundryDayDuet LaundrySpinSymphony LaundryBasketBongos',
    art: 'LaundryLinePhoto LaundrySockPuppets LaundryLintSculpture LaundryRainbowStack LaundryStillLife LaundryClothespinCritters LaundryPileSketch',
    tech: 'LaundryFoldTimeLapse LaundryDoneAlert LaundryLabelScanner AskAIToSaveMyLaundry LaundryGadgetTierList HackYourLaundryDay',
    pet: 'LaundryBasketCat LaundryThiefPup LaundryBasketPupNap WarmLaundryFlop LaundryPileDive PawsOffMyLaundry',
    gaming:
      'SockMatchMemory LaundryHamperHoopsGame LaundryPackingPuzzle LaundryColorSortGame LaundryPileSpeedrun LaundryPocketTreasure',
  },
  'lawn chair': {
    dance:
      'LawnChairDrillTeam LawnChairSalsa LawnChairCabaret FoldingChairFlashMob LawnChairRockerSway LawnChairCharleston LawnChairHandJive',
    fitness:
      'LawnChairDips LawnChairSquats CampChairCrunches FoldingChairCarry LawnChairBootcamp LawnChairPushUps LawnChairLegRaises',
    educational:
      'HowLawnChairsFold LawnChairWebbingRepair LawnChairPhysicsTest CampChairEngineering FoldingChairHingeScience WhoInventedTheLawnChair WhyLawnChairsTip',
    cooking:
      'LawnChairPicnic LawnChairIcedTea CampChairSmores LawnChairCookout LawnChairSnackTray LawnChairGrillSkewers LawnChairLemonade',
    travel:
      'LawnChairParadeSpot LawnChairBeachDay CampChairConcert FoldingChairFestival LawnChairMovieNight LawnChairTailgate LawnChairSunsetTour',
    fashion:
      'LawnChairStripesFit LawnChairGinghamSet LawnChairSunhatSeason DressLikeALawnChair LawnChairGrandpaCore LawnChairWebbingPrint LawnChairLoungewear',
    wellness:
      'LawnChairStargazing LawnChairSunsetSit LawnChairBirdsong LawnChairBookBreak LawnChairCloudWatching LawnChairBareFeetRest LawnChairLazySunday',
    speed:
      'LawnChairFoldRace LawnChairStackTimer LawnChairCarryRelay CampChairSetupSprint LawnChairMusicalSeats LawnChairPicnicDash LawnChairQuickDraw',
    music:
      'LawnChairConcertForOne LawnChairHarmonica LawnChairBluegrass FoldingChairOrchestra LawnChairDrumming LawnChairCicadaChorus LawnChairLullaby',
    art: 'LawnChairMakeover LawnChairWebbingWeave PaintAFoldingChair EmptyLawnChairPhotos SketchFromTheLawnChair LawnChairWatercolor LawnChairPortraits',
    tech: 'LawnChairSunsetTimelapse LawnChairFanHack LawnChairSpeakerSetup CampChairPodcastHour LawnChairMovieOnPhone LawnChairStargazingApp LawnChairCupHolderHack',
    pet: 'WhoStoleMyLawnChair LawnChairCatThrone LawnChairDogLounge LawnChairPuppyShade LawnChairPupSunbath LawnChairCatNap LawnChairLapNap',
    gaming:
      'LawnChairBocceBattle LawnChairCardShowdown CampChairHandheldRun LawnChairChessClub LawnChairGameShow LawnChairDominoes LawnChairCornhole',
  },
  lawyer: {
    dance:
      'LawyerCaseClosedDance LawyerBriefcaseShuffle LawyerCourtroomStrut LawyerVerdictSpin LawyerObjectionBeat LawyerAllRiseRoutine LimboLikeALawyer',
    fitness:
      'LawyerBriefcaseCurls LawyerFileBoxSquats LawyerCourthouseStairs AttorneyAtLunge LawyerCaseClosedCardio LawyerBillableBurpees OutlastYourLawyer',
    prank:
      'LawyerPizzaSubpoena CupcakeLawyerBriefcase LawyerConfettiCase SqueakyLawyerGavel LawyerServedWithCookies LawyerVerdictYoureAwesome LawyerOfficeBalloons',
    educational:
      'LawyerLatinPhrases LawyerReadFinePrint MockTrialWithALawyer AskAnAttorneyAnything HowCourtsWork LawyerLegaleseDecoded LawyerMythsBusted',
    cooking:
      'LawyerBriefcaseBento LawyerLateNightNoodles LawyerCaseForPizza LawyerPowerLunch LawyerLegalPadPancakes LawyerGavelCookies MealPrepLikeALawyer',
    travel:
      'LawyerCourthouseTour WatchALawyerInAction AskALawyerAtTheLibrary LawyerWeekendEscape LawyerHistoricTownWalk LawyerLadyJusticeSpotting LawyerMovieNightOut',
    fashion:
      'LawyerPowerBlazer TieKnotsForLawyers LawyerCourtToDinner LawyerPinstripeStyling DressForTheVerdict LawyerSuitUpStyle LawyerOxfordShoeShine',
    wellness:
      'LawyerWalkAfterWork LawyerWeekendUnplug LawyerGratitudeBrief LawyerPhoneInADrawer RestMyCase LawyerNoBillableSunday DeskYogaForLawyers',
    speed:
      'LawyerClosingIn30 FinePrintLawyerRace LawyerRebuttalBlitz LawyerTongueTwister LawyerObjectionIn10 LawyerContractSpeedRead LawyerDisclaimerDash',
    music:
      'LawyerClosingRap LawyerBriefcaseDrum LawyerVerdictBallad AttorneyAcapella IFoughtTheLawCover LawyerOrderInCourtBeat OdeToMyLawyer',
    art: 'LawyerCourtroomSketch LawyerLegalPadDoodles LawyerScalesSculpture AttorneyCaricatures LawyerLadyJusticeClay LawyerObjectionPopArt PaintALawyerPortrait',
    tech: 'AIVsALawyer LawyerESignDemo LawyerDocumentScanHack LawyerDeskSetupTour LawyerGrillsTheChatbot LawyerFinePrintAI LawyerDictationTest',
    pet: 'LawyerPetMockTrial LawyerCatAlibi LawyerDogBriefcaseNap LawyerPupWitness LawyerKittenSockTrial PawsForTheDefense LawyerPleadsForTreats',
    gaming:
      'LawyerEvidenceBoard DetectiveLawyerRun LawyerDebateShowdown LawyerMockTrialGame LawyerObjectionRound LawyerWhodunitNight LawyerCharadesCup',
  },
  'leaf blower': {
    dance:
      'LeafBlowerHairFlip LeafBlowerRobotMoves LeafBlowerMusicVideo LeafBlowerShuffle LeafBlowerFreezeFrame BlownAwayTwirl LeafBlowerDivaWalk',
    fitness:
      'LeafBlowerArmHold LeafBlowerLunges LeafBlowerRakeSprints LeafBlowerJumpSquats LeafBlowerYardCardio LeafBlowerCleanupCircuit LeafBlowerWallSit',
    prank:
      'LeafBlowerSecretFavor LeafBlowerLawnHeart LeafBlowerBubbleStorm LeafBlowerPileSurprise LeafBlowerMessageForMom LeafBlowerConfetti LeafBlowerSerenade',
    educational:
      'HowLeafBlowersWork LeafBlowerBernoulli LeafBlowerFallColors LeafBlowerDecibelTest LeafBlowerGasOrBattery LeafBlowerOrMulch LeafBlowerBallFloat',
    cooking:
      'LeafBlowerBreakCider LeafBlowerBreakShortbread LeafBlowerRakeAndBake LeafBlowerHotCocoa LeafBlowerYardChili LeafBlowerPicnicLunch LeafBlowerWarmUpStew',
    travel:
      'LeafBlowerFreeFoliageTrip LeafBlowerFreeHike LeafBlowerFreeParkWalk EscapeTheLeafBlowers LeafBlowerFallFair LeafBlowerQuietLibrary NoLeafBlowerZone',
    fashion:
      'LeafBlowerFitCheck LeafBlowerSafetyGearFit LeafBlowerBootSeason LeafBlowerFlannel LeafBlowerEarmuffs LeafBlowerChic LeafBlowerSupermodel',
    wellness:
      'RakeNotLeafBlowerCalm LeafBlowerEarplugZen LeafBlowerSunPause LeafBlowerFreeMorning LeafBlowerSilentSunday LeafBlowerOffBreathe TuneOutTheLeafBlower',
    speed:
      'LeafBlowerCupKnockdown LeafBlowerBalloonDash BagTheLeavesTimer LeafBlowerBallRace LeafBlowerYardIn60 LeafBlowerPileSweep BeatTheLeafBlower',
    music:
      'LeafBlowerRemix LeafBlowerHarmonica LeafBlowerCrunchBeat LeafBlowerBagpipes BlownAwayCover LeafBlowerMowerDuet SingOverTheLeafBlower',
    art: 'LeafBlowerSwirlPhoto LeafBlowerCrayonRubbing LeafBlowerPaintDrift LeafBlowerLawnArt LeafBlowerMandala LeafBlowerFallCollage DrawWithALeafBlower',
    tech: 'LeafBlowerSlowMoLeaves ElectricLeafBlowerTest LeafBlowerBalloonLift LeafBlowerTeardown LeafBlowerDecibelApp LeafBlowerWindSpeed',
    pet: 'LeafBlowerOffZoomies LeafBlowerCatHideout QuietRoomForKitty LeafBlowerCalmDogTips LeafBlowerCalmPet LeafBlowerSoundTraining LeafBlowerBraveryBadge',
    gaming:
      'LeafBlowerSoccer LeafBlowerBalloonPong LeafBlowerPileBuildOff LeafBlowerBullseye LeafBlowerSpeedrun LeafBlowerYardLevel LeafBlowerCurling',
  },
  leash: {
    dance:
      'LeashAndStrut LeashWalkTwoStep HarnessOnGroove TangledLeashTango LeashHeelShimmy WalkiesWiggle',
    fitness:
      'LeashJogStreak LeashWalkIntervals HarnessHikeDay LeashLunges LeashJogWithYourDog StairClimbOnALeash',
    educational:
      'LeashVsHarness LooseLeashIn7Days LeashRulesByCity WhyDogsPullOnLeash RetractableLeashMyths LeashTailWagDecoder',
    cooking:
      'LeashWalkTrailMix LeashPicnicBento LeashHikeThermos HomemadeLeashBiscuits LeashWalkPupsicles LeashTrailSnackStop LeashReadyLunchbox',
    fashion:
      'OutfitMatchesTheLeash HarnessFitCheck BraidedRopeLeashDIY LeashAsABelt LeashBandanaTwinning LeashRunwayWalk LeashCrossbodyStyle',
    wellness:
      'LeashSlowWalk MindfulLeashMinute HarnessCalmStart LeashSniffari LeashDecompressionWalk LeashNoRushWalkies',
    speed:
      'LeashUntangleRace HarnessOnInTen ClipTheLeashFast ShoesKeysLeashGo ZeroToWalkiesIn10 LeashBeatTheBark LeashHandoffRelay',
    music:
      'LeashJingleBeat HarnessBuckleBop LeashTagChime LeashClickerRhythm LeashWalkiesAnthem LeashClipClackBeat LeashSnapSnare',
    art: 'BraidYourOwnLeash LeashHookMakeover HarnessPatchDesign LeashLineDrawing SketchEveryWalk LeashCharmBeading LeashRackDIY',
    tech: 'LightUpLeashTest HarnessGPSTrack LeashCamPOV LeashStepCounter LeashNightLightTest LeashWalkGPSArt',
    gaming:
      'LeashWalkBingo LeashTrailQuest LeashLevelUp LeashCourseSpeedrun ScavengerHuntOnLeash LeashWalkPhotoHunt',
  },
  leaves: {
    fitness:
      'LeafRakingWorkout FallLeavesTrailRun PileOfLeavesSquats LeavesBagCarry RakeAndRepeat LeafPileAgility SprintThroughLeaves',
    funny:
      'LeafPileJumpFail WindUndoesMyLeaves WhoseLeavesAreThese LeavesInMyHair LeafBlowerBackfire LeafRakeRageMontage LeavesInEveryPocket',
    prank:
      'LeafPileHideAndPop LeavesConfettiShower TrailOfLeavesToGift LeavesFacesOnTrees RakeAHeartInTheYard LeavesRakedSurprise SpellTheirNameInLeaves',
    educational:
      'WhyLeavesChangeColor LeavesChromatography HowTreesDropLeaves LeafPigmentScience GuessTheLeafQuiz LeafChlorophyllHunt LeavesUnderAMicroscope IdentifyTenLeaves',
    cooking:
      'LeafShapedCookies FallLeavesPieCrust LeavesStencilLatte MapleLeavesPancakes ChocolateLeavesHack LeafShapedPizza BakeAutumnLeavesTart',
    travel:
      'LeafPeepingTour LeafPeepingOnABudget FallLeavesRoadTrip LeafPeepingBikeRide LeavesByTrainWindow LeavesPeakColorChase FindTheReddestLeaf',
    fashion:
      'LeafPrintDress MatchTheAutumnLeaves FallLeavesOutfit LeavesEarringStack CozyInCopper LeavesRustAndAmber LayerLikeTheLeaves',
    wellness:
      'LetGoLikeLeaves WatchTheLeavesFall LeafCrunchMindfulness AutumnLeavesWalk LeavesForestBathing LeavesGoldenHour WriteWorriesOnLeaves',
    music:
      'JazzAutumnLeavesCover LeafCrunchBeat LeavesRustleASMR LeavesShakerRhythm LeafRakeGuitarSolo LeavesCrunchPercussion SingToTheFallingLeaves',
    tech: 'LeafIDAppTest FallLeavesTimelapse LeavesSlowMoFall LeavesStopMotion LeafPhotoToWallpaper LeafScanTreeAI MacroLensLeaves',
    gaming:
      'HideAndSeekInLeaves LeafCatchGame LeafBingo LeavesMemoryMatch LeavesCollectionHunt LeafPileHighScore LeavesTicTacToe AutumnLeavesScavenger',
  },
  leggings: {
    dance:
      'LeggingsJazzFunk LeggingsTwoStep LeggingsFloorwork HighKicksInLeggings LeggingsSpandexStrut LeggingsLineDance LeggingsLeapOff',
    fitness:
      'LeggingsSquatTest LeggingsBurpeeLadder LeggingsYogaFlow LegDayInLeggings LeggingsPilatesHour LeggingsHillHike LeggingsLungeWalk',
    funny:
      'LeggingsPocketJoy LeggingsVsJeansDebate LeggingsButNoGym LeggingsLintMagnet LeggingsAreRealPants NoButtonsNoProblem MyLeggingsRunErrands',
    prank:
      'LeggingsWaistbandNote LeggingsNewPairSwap LeggingsPocketSurprise WildestLeggingsDare TwinningInLeggings DadInLeggingsDay LeggingsDrawerRainbow',
    educational:
      'HowLeggingsAreMade LeggingsSpandexOrigins LeggingsFabricQuiz LeggingsThroughTheAges WhyLeggingsGoSheer LeggingsCompressionMyths LeggingsWashTest',
    cooking:
      'StretchyPantsPasta LeggingsBrunchClub MealPrepInLeggings LeggingsSmoothieBowl LeggingsLazyPancakes LeggingsEnergyBites LeggingsPostRunOats',
    travel:
      'LeggingsAirportFit LeggingsTrainRideFit LeggingsOnlyTrip LeggingsRoadTripFit LeggingsTrailToCafe TwentyKStepsInLeggings',
    speed:
      'LeggingsQuickChange LeggingsOnInTenSeconds LeggingsPackingDash LeggingsVsShortsSprint LeggingsFoldOff LeggingsGymBagIn60 FindMatchingLeggings',
    music:
      'LeggingsNeonWorkoutMix LeggingsAerobicsRetro LeggingsPowerAnthem LeggingsWorkoutKaraoke LeggingsCadenceRun LeggingsLipSync EightiesLeggingsJam',
    art: 'LeggingsTieDye LeggingsGalaxyPaint DesignDreamLeggings HandPaintedLeggings LeggingsFashionSketch LeggingsBlockPrint',
    tech: 'WillMyPhoneFit LeggingsSlowMoSquat LeggingsStretchLab LeggingsTryOnApp AIFindsMyLeggings LeggingsColorMatchApp',
    pet: 'LeggingsVsCatClaws LeggingsCatJoinsPilates PetYogaInLeggings LeggingsWalkies FurCoveredLeggings LeggingsKittenStretch',
    gaming:
      'LeggingsDanceGameNight LeggingsFreezeDanceGame FloorIsLavaInLeggings LeggingsFitnessAppGame AvatarLeggingsMatch CozyGamerLeggings',
  },
  lego: {
    dance:
      'LegoMinifigDance LegoRobotStep AvoidTheLegoHop TinyLegoDiscoFloor EverythingIsAwesome LegoBlockyBoogie LegoStudShuffle',
    fitness:
      'LegoPlankBuild LegoCleanupSquats OnePushUpPerLego MinifigLegoWorkout TheFloorIsLego LegoBrickByBurpee LegoLegDay',
    funny:
      'SteppingOnLegoReaction LegoVacuumPanic LegoDadTakesOver TinyLegoSoapOpera TheLastPieceIsMissing LegoMinifigImpression LegoBuildCommentary',
    prank:
      'LegoDeskTakeover LegoSurpriseBuild TinyLegoLibrary LegoMinifigInvasion LegoSpellItInBricks LegoMiniMeGift LegoFigureInTheFridge',
    educational:
      'LegoEngineeringLesson LegoFractionMath LegoBridgeStrengthTest HowLegoBricksAreMade HowStrongIsLego LegoMinifigCounting LegoGearRatios',
    cooking:
      'LegoBrickCake LegoChocolateMolds MinifigLegoCookies StudTopLegoCupcakes LegoEdibleBlockParty RiceKrispieLegos LegoIceCubeTray',
    travel:
      'LegoTravelBuildKit LegoMuseumExhibitHunt LegoStoreHopping LegoLocalLandmarkBuild LegoMinifigTravelPhotos LegoSouvenirBrickHunt LegoSkylineReplica',
    fashion:
      'LegoBrickJewelry LegoHairClips LegoBeltBuckle DressLikeALegoMinifig LegoPrimaryColorsFit LegoSneakerCustom WearableLegoCrown',
    wellness:
      'LegoMindfulBuild LegoDeStressNight LegoBotanicalCalm QuietLegoBonsai LegoOneBrickAtATime LegoFlowerBouquet',
    speed:
      'LegoSpeedBuild LegoBlindfoldAssembly FastestLegoMinifig TenMinuteLegoCar LegoTallestTowerIn60 LegoRainbowSort LegoMarbleRunRush',
    music:
      'LegoBrickPourASMR LegoMovieSongCover MinifigLegoBand WorkingLegoMusicBox LegoBrickBeatbox PlayableLegoPiano LegoDrumKitJam',
    tech: 'LegoSlowMoCrash LegoStopMotionFilm TechnicLegoGearbox LegoCarRampTest LegoCableOrganizer LegoTimeLapseBuild LegoPhoneStand LegoCameraDolly',
    pet: 'LegoCatCastle LegoBuildMyDog MiniLegoKennel KittenVsLegoTower LegoPetPhotoFrame BuildYourPetInLego LegoPetNameSign',
    gaming:
      'LegoBuildBattle LegoSpeedrun LegoBoardGameBuild MinifigLegoAdventure LegoMasterBuilderMode LegoVideoGameCoOp',
  },
  lemon: {
    dance:
      'LemonSqueezeShuffle LemonDropDance LemonSourFaceBop LemonadeStandGroove LemonZestyMoves LemonPuckerPirouette DoTheLemonTwist',
    fitness:
      'LemonGripTest LemonPlankPass LemonBalanceSquats SpoonAndLemonLunges LemonSqueezeTheDay LemonCitrusCircuit LemonTossCrunches',
    funny:
      'LemonSourFaces LemonPunOff WhenLifeGivesLemons BlindLemonBite LemonadeStandPitch ToddlerMeetsLemon LemonWedgeSmile',
    prank:
      'LemonBarSurprise LemonInvisibleInk LemonadeOnTheDoorstep GooglyEyeLemons LemonLimeSwitcheroo LemonSqueezeOfKindness LemonPoundCakeDrop',
    educational:
      'LemonBatteryScience LemonVolcanoExperiment WhyLemonsAreSour HowLemonsStopScurvy LemonCitricAcid101 LemonsFloatLimesSink',
    travel:
      'LemonsFromEveryMarket LemonBarPicnicDate LemonadeStandHunt LemonSorbetShopHunt LemonDropRoadTrip LemonTreeSpotting LemonWaterTrailBreak LemonGranitaCafeHunt',
    fashion:
      'LemonPrintDress LemonBucketHat LemonHairClips AmalfiLemonLook ZestyFitCheck LemonColorPop LemonMeringuePastels',
    wellness:
      'LemonWaterRitual LemonScentReset LemonBalmTeaPause MakeLemonadeMindset LemonZestForLife LemonSunriseStretch HoneyLemonBedtimeTea',
    speed:
      'LemonSpoonRace LemonSqueezeSpeedrun LemonadeMixRelay PeelALemonInOneStrip LemonJuiceTenIn60 LemonJuggleClock LemonRollDash',
    music:
      'LemonTreeSingAlong LemonKazooJam LemonShakerBeat LemonPopCover LemonadeStandAnthem LemonZestyRemix LemonSongLipSync',
    art: 'LemonStillLife LemonWatercolor StampWithLemons LemonPeelSculpture LemonSliceStainedGlass LemonColorStudy InvisibleLemonDrawing',
    tech: 'LemonBatteryLED LemonPhoneChargeTest LemonadeStandQRMenu LemonPoweredClock LemonJuicerShowdown LemonSlowMoSqueeze LemonPHStripTest',
    pet: 'LemonPrintPetBandana LemonPlushFetch LemonSqueakyToyHunt PupAtTheLemonadeStand LemonSliceCollarCharm LemonPlushKittyNap LemonYellowRaincoat',
    gaming:
      'LemonAndLimeTicTacToe LemonBowlingLeague LemonMemoryMatch LemonBocceBall LemonOrLimeBlindGuess LemonSourPenaltyRound HotLemonPassing',
  },
  lemonade: {
    fitness:
      'LemonadeSqueezeGrip LemonadePitcherCurls CitrusPressPushUps LungeForYourLemonade EarnYourLemonade LemonadeSourCrunches LemonadeJugCarry',
    funny:
      'LemonadeSourFace LemonadeStandPitch LemonsToLemonade LemonadeSugarFail HaggleForLemonade LemonadeTasteCritic LemonadeInvestorPitch',
    prank:
      'ColorChangeLemonade LemonadeWedgeSmile LemonadeDoorstepDrop PinkLemonadePlotTwist LemonadeGooglyEyes LemonadeMysteryFlavor FreeLemonadeForWorkers',
    educational:
      'LemonadeStandMath LemonadePoweredClock LemonadeAcidTest WhyLemonadeTastesSour LemonadeInvisibleInk LemonadeProfitQuiz',
    travel:
      'LemonadeOnAParkBench LemonadeRoadTrip FarmersMarketLemonadeRun LemonadeStandHopping BestLemonadeInTown LemonadeCafeCrawl',
    fashion:
      'LemonadeYellowFit PinkLemonadeLook LemonadePrintSundress LemonadeStandChic FreshlySqueezedStyle LemonadeColorBlock GinghamLemonadeDate',
    wellness:
      'LemonadeSlowSip LemonadeGratitudeStand LemonadeSourToSweet MakeLemonadeMoment PorchSwingLemonade SqueezeOutStress BadDayToLemonade',
    speed:
      'LemonadeSqueezeRace LemonadeRollRelay LemonadeCupStack FastestLemonadeStand PitcherPerfectIn60 HalfMinuteLemonade',
    music:
      'LemonadeStandJingle PorchLemonadeBlues LemonadeGlassHarp LemonTreeCover LemonadeSourNote LemonadeIceClinkBeat LemonadeJugBand',
    art: 'LemonadeStandSign LemonadeStillLife LemonadeSlicePrints SketchYourLemonade PinkLemonadePalette LemonadePeelArt',
    tech: 'LemonadeJuicerTest LemonadeBatteryLED LemonadeQRPayment CodeALemonadeStand AIRatesMyLemonade LemonadePressGadget LemonadeSlowMoPour',
    pet: 'LemonadeYellowBandana LemonadeStandPupsicles LemonadeForShelters PupLemonadeGreeter DogDaysLemonade LemonadeKittenCashier',
    gaming:
      'GuessTheLemonadeFlavor LemonadeSourForfeit LemonadePongCups LemonadeHotPotato LemonadeCupPyramidToss PinkLemonadeBingo',
  },
  'lemonade stand': {
    funny:
      'LemonadeStandCEO LemonadeStandHaggle LemonadeStandSourFace LemonadeStandPitchDay TenDollarLemonadeStand LemonadeStandLittleBoss',
    prank:
      'LemonadeStandBigTip BuyOutTheLemonadeStand LemonadeStandMysteryBuyer LemonadeStandFanClub LemonadeStandFlashMob LemonadeStandLongLine',
    educational:
      'LemonadeStandMath LemonadeStandEconomics KidsRunALemonadeStand LemonadeStandRecipeRatio SupplyAndLemonade LemonadeStandTasteScience',
    travel:
      'LemonadeStandHunt RoadTripLemonadeStand BeachLemonadeStand RateEveryLemonadeStand LemonadeStandSafari LemonadeStandEveryStop',
    fashion:
      'LemonadeStandGingham SunHatLemonadeStand LemonadeStandSundress MatchYourLemonadeStand PinkLemonadeStandLook LemonadeStandStreetStyle LemonadeStandUniform',
    wellness:
      'CharityLemonadeStand LemonadeStandSlowSip LemonadeStandGratitude SupportALemonadeStand LemonadeStandPayItForward SqueezeTheDay',
    speed:
      'LemonadeStandPourOff LemonadeStandTenLemons LemonadeStandRushHour SellOutLemonadeStand LemonadeStandPitcherRace StandUpInSixty',
    music:
      'LemonadeStandJingle CupSongLemonadeStand LemonadeStandBusker KaraokeLemonadeStand LemonadeStandGlassTunes SweetAndSourSerenade',
    art: 'CardboardLemonadeStand LemonadeStandStampArt ChalkLemonadeStandMenu PaintALemonadeStand LemonadeStandSignOff DreamLemonadeStandSketch',
    tech: 'LemonadeStandQRMenu TapToPayLemonadeStand LemonadeStandSpreadsheet AIPricesMyLemonadeStand LemonadeStandTimeLapse LemonadeStandWebsite',
    pet: 'LemonadeStandMascot LemonadeStandWaterBowl DogTreatLemonadeStand CatRunsLemonadeStand LemonadeStandPetPhotoOp LemonadeStandGreeterDog',
    gaming:
      'LemonadeStandPretendPlay BuildALemonadeStandEmpire LemonadeStandHighScore LemonadeStandPriceIsRight LemonadeStandCupToss BeatMyLemonadeStandSales LemonadeStandCountTheCash',
  },
  librarian: {
    dance:
      'LibrarianSilentDisco LibrarianShushShuffle BookCartLibrarianBop DeweyDecimalDance LibrarianTiptoeTango LibrarianAisleStrut LibrarianWhisperWaltz',
    fitness:
      'LibrarianBookCurls ShelveLikeALibrarian LibrarianCartPush LibrarianTopShelfStretch LibrarianHardcoverHIIT LibrarianStepCount LibrarianLungeLap',
    prank:
      'LibrarianBlindDateBook LibrarianBookmarkNote LibrarianDeskFlowers ShushingTheLibrarian LibrarianThankYouCard LibrarianHiddenMessage LibrarianForADay',
    educational:
      'DeweyDecimalLibrarian AskALibrarianAnything LibrarianArchiveSecrets LibrarianFactCheck LibrarianFreedomToRead LibrarianBookPicks',
    cooking:
      'LibrarianCookbookPick NoCrumbsLibrarianRule LibrarianBookClubBites LibrarianCookTheNovel LibrarianQuietSnacks LibrarianTeaParty LibrarianCardCookies',
    travel:
      'LibrarianReadingRoomTour LibrarianPicksMyRoadTrip BookBoxLibrarianWalk LibrarianFavoriteLibrary LibrarianBookshopHop LibrarianCityGuide AskALocalLibrarian',
    fashion:
      'LibrarianGlassesChain DressLikeALibrarian LibrarianCardiganFit LibrarianDarkAcademia LibrarianTweedSkirt LibrarianBookishChic LibrarianStyleSwap',
    wellness:
      'LibrarianSilentRetreat LibrarianBookRemedy LibrarianCozyNook LibrarianStacksDayDate ReadLikeALibrarian ShushYourInnerCritic LibrarianQuietHour',
    speed:
      'LibrarianShelvingRace LibrarianCallNumber60 AlphabetLibrarianDash FindItInTheStacks LibrarianStampOff LibrarianBookHuntRace LibrarianCartRush',
    music:
      'LibrarianPageTurnASMR ShushLibrarianBeat LibrarianStampRhythm LibrarianWhisperKaraoke LibrarianQuietVoiceCover LibrarianCartPercussion LibrarianLullaby',
    art: 'SpineRainbowLibrarian LibrarianBlackoutPoem LibrarianCardCollage LibrarianBookFolding LibrarianBookfaceFriday LibrarianDisplayDesign DrawYourLibrarian',
    tech: 'MakerspaceLibrarian LibrarianAIFactCheck LibrarianAppPicks LibrarianEreaderVsBook LibrarianScanTheArchive LibrarianBarcodeScan BuildALibrarianBot',
    pet: 'LibrarianReadingDog LibrarianShelfCat PetLibrarianStoryTime LibrarianPawsAndPages BookwormHamster LibrarianTherapyPup',
    gaming:
      'LibrarianEscapeRoom BookwormLibrarianQuest ScavengerHuntLibrarian LibrarianWhodunit LibrarianBookCharades LibrarianTriviaNight',
  },
  library: {
    dance:
      'LibrarySilentDisco LibraryShelfShuffle LibraryCartGlide LibrarianLineDance LibraryBookwormBoogie LibraryDeweyDip TheLibraryTiptoe',
    fitness:
      'LibraryWalkStreak LibraryStackLift LibraryStairLaps LibraryLunges LibraryHardcoverCurls LibraryRepsPerChapter BikeToTheLibrary',
    funny:
      'LibraryWhisperSkit OverdueLibraryBook LoudestLibrarySneeze LibrarianShushOff LibrarySilentLaugh LibraryLateFeeConfession LibraryRingtoneHorror',
    prank:
      'LibraryHiddenNote LibraryCardSurprise LibraryBlindDateBook LibraryCompliments LibraryThankYouBookmark LibraryBookmarkHunt SecretLibrarianSanta',
    cooking:
      'LibraryCookbookDinner LibraryCafeScones LibraryPicnicLunch LibraryLoanLasagna BakeByTheBook LibraryNovelNoodles LibrarianPicksMyMenu',
    travel:
      'LibraryHopDay LibraryPrettiestNearby LibraryPassportStamps EveryLibraryInTown LibraryShelfieSafari LibraryBookRoadTrip LittleFreeLibraryHunt LibraryNextTownOver',
    fashion:
      'LibraryFitCheck StyleYourLibraryTote DarkAcademiaLibrary DressLikeALibrarian LibraryBookwormChic LibraryCardiganCode LibraryOOTD',
    wellness:
      'LibraryQuietHour LibraryWindowSeat SlowLibrarySunday LibraryDigitalDetox LibraryChapterAndChill LibraryShushYourMind LibraryBreatheBreak LetterToALibrarian',
    speed:
      'LibraryBookHunt SortALibraryShelf FastestLibraryCheckout BeatTheLibrarian LibraryDeweyDash LibraryFindItInFive LibraryScavengerSprint',
    music:
      'LibraryWhisperSong LibraryLofiSession SilentLibraryKaraoke BorrowALibraryVinyl LibraryQuietQuartet LibraryPageFlipBeat LibraryLullaby',
    art: 'LibraryCardArt PaintALibraryShelf BlackoutPoetryLibrary DrawYourDreamLibrary LibraryStacksSketch JudgeByTheCover MiniLibraryDiorama',
    tech: 'LibraryMakerspaceBuild Library3DPrinter EReaderVsLibraryBook LibraryCodeClub LibraryTechLoanDay AIvsTheLibrarian DigitalLibraryDare',
    pet: 'LibraryReadToDogs CatSitsOnLibraryBook LibraryTotePeekaboo PupLibrarian LibraryBookwormKitty LibraryPawsForStorytime PetLibraryCard',
    gaming:
      'LibraryBoardGameNight LibraryEscapeRoom LibraryChessClub DnDAtTheLibrary LibraryVideoGameClub SpeedrunTheStacks LibraryTriviaDuel',
  },
  lifeguard: {
    dance:
      'LifeguardWhistleDance LifeguardSlowMoJog LifeguardTowerTwist LifeguardFloatSway LifeguardPatrolShuffle LifeguardBuoyBoogie TheLifeguardWave',
    fitness:
      'LifeguardDrylandWorkout LifeguardBeachSprints LifeguardBuoyCarry LifeguardPlankWatch TrainLikeALifeguard LifeguardBootcamp',
    prank:
      'LifeguardChairBalloons LifeguardCoolerSurprise TreatsForTheLifeguard ThankYouLifeguardSign LifeguardRubberDuckGift LifeguardWhistleWelcome LifeguardPizzaDelivery',
    educational:
      'LifeguardFlagMeanings LifeguardHandSignals HowLifeguardsScan LifeguardCPRBasics LifeguardRipCurrentTips LifeguardReachThrowDontGo LifeguardEyeTest',
    cooking:
      'LifeguardTowerCake LifeguardSnackBreak LemonadeForLifeguards LifeguardCoolerPack LifeguardDonutBuoys LifeguardBuoySundae LifeguardIceLollies',
    travel:
      'LifeguardStandHunt SwimNearTheLifeguard LifeguardTowerPhotoWalk SpotEveryLifeguardHut WaveAtTheLifeguard LifeguardBoardwalkStroll',
    fashion:
      'LifeguardFitCheck LifeguardHoodieLayers LifeguardZincStripe DressLikeALifeguard OffDutyLifeguard LifeguardRedSwimsuitLook',
    wellness:
      'LifeguardSunsetShift LifeguardShadeBreak CalmLikeALifeguard LifeguardOfMyPeace LifeguardWaterRefill LifeguardOceanBreathing',
    speed:
      'LifeguardRescueRelay LifeguardSunscreenRace LifeguardBuoyToss LifeguardSandSprint LifeguardWhistleReflex LifeguardBeachFlags LifeguardGearUpClock',
    music:
      'WhistleWhileYouWatch LifeguardTowerSerenade LifeguardBeachAnthem LifeguardChairDrums LifeguardThemeSongCover LifeguardWhistleBeat OdeToTheLifeguard',
    art: 'LifeguardTowerPainting LifeguardBuoyCraft LifeguardSandSculpt LifeguardFlagSketch LifeguardZincNoseSelfie LifeguardHutsInPastel MiniLifeguardStand',
    tech: 'LifeguardSlowMoSprint LifeguardTowerCam LifeguardRipCurrentApp AIHelpsLifeguards LifeguardWeatherAppCheck LifeguardSunscreenTimer LifeguardWalkieTalkie',
    pet: 'LifeguardRescueDog LifeguardPupLifeVest LifeguardCatOnWatch LifeguardPetPoolSafety LifeguardPupSlowMoRun LifeguardDoggyPaddle LifeguardRetriever',
    gaming:
      'LifeguardBuoyRingToss LifeguardBeachBingo LifeguardSaysRound MarcoPoloLifeguard SharkVsLifeguardTag LifeguardNoodleJoust',
  },
  'light bulb': {
    dance:
      'ScrewInTheLightBulb LightBulbOffFreeze LightBulbSpotlightSolo LightBulbMomentMoves LightBulbDiscoGroove LightBulbSwitchShuffle',
    fitness:
      'LightBulbTwistCore LightBulbReachStretch LightBulbSwitchSprints LightBulbOnRepsOn PlankTillTheLightBulbDims BrightIdeaBurpees',
    funny:
      'HowManyToChangeALightBulb CartoonLightBulbIdea LightBulbMomentFails DadVsTheLightBulb LightBulbShowerThoughts WhoLeftTheLightBulbOn',
    prank:
      'DiscoLightBulbSwap LightBulbSlowDim SpookyGreenLightBulb LightBulbPartyBreakfast LightBulbStickyNotes PinkLightBulbEverywhere',
    cooking:
      'LightBulbShapedPizza LightBulbCakePops LightBulbJarDrinks LightAndFluffy LightBulbIdeaSnacks LightBulbCookies',
    travel:
      'LightBulbFestivalNight LightBulbMomentMuseumDay LightBulbCafeHunt LightBulbDisplayRoadTrip LightBulbNeonSignWalk LightBulbsOfMainStreet',
    fashion:
      'LightBulbGlowSneakers LightBulbCostume LightBulbMomentTee LightBulbEarringDIY LightBulbFitCheck LightBulbSpotlightLook',
    wellness:
      'LightBulbDimAtNine LightBulbSunriseAlarm LightBulbWarmWindDown LightBulbLowPhoneOff LightBulbDimmerBedtime LightBulbFreeEvening',
    speed:
      'LightBulbCircuitIn60 LightBulbScrewInDash LightBulbLightningRound LightBulbSwitchRelay LightBulbSequenceMemory LightBulbIdeaIn60Seconds',
    music:
      'LightBulbShowToTheBeat LightBulbFlickerRhythm LightBulbBuzzRemix LightBulbHumHarmony LightsCameraKaraoke ThisLittleLightOfMine',
    art: 'LightBulbTerrarium LightBulbHotAirBalloon LightBulbGlowPainting PaintedLightBulbOrnaments LightBulbVaseCraft LightBulbShadowSketch',
    tech: 'SmartLightBulbColorHack LightBulbInsideExplained LightBulbTypesShowdown LightBulbLifespanTest LightBulbMotionSensor LightBulbMorseCode',
    pet: 'LightBulbReflectionChase LightBulbShadowPlay DogTurnsOnTheLightBulb LightBulbPetCalmTest LightBulbOrSunbeamNap ReptileHeatLightBulb',
    gaming:
      'LightBulbSwitchPuzzle LightBulbInventorTrivia LightBulbGameRoomGlow LightBulbSimonSays LightBulbGameSync LightBulbMomentCharades',
  },
  lighthouse: {
    dance:
      'SweepLikeALighthouse LighthouseKeeperJig LighthouseFoghornStomp LighthouseTwirlOff LighthouseShantyShuffle DanceByTheLighthouse LighthouseBeamSpin',
    fitness:
      'LighthouseStairClimb WalkToTheLighthouse LighthouseBreezeStretch LighthouseLegDay BeaconBurpees LighthouseLunges LighthouseLadderDrill',
    funny:
      'LighthouseStairsRegret LighthouseSeagullDrama LighthouseWindyHair LonelyLighthouseKeeper ImpersonateAFoghorn LighthouseSelfieFails LighthouseTourGuideBit',
    prank:
      'LighthouseModelSurprise LighthouseBottleNote LighthouseFlashlightHello LighthouseNightLight LighthouseFoghornDoorbell PostcardFromTheCoast LighthouseLampWakeUp',
    educational:
      'HowLighthousesWork WhyLighthouseStripes FresnelLensLighthouse LighthouseNameThatFlash LighthousePharosFacts LighthouseKeepersLog MorseByLighthouse',
    cooking:
      'StripedLighthouseCake IceCreamConeLighthouse LighthouseFishTacos BeaconBrownies LighthouseKeeperStew LighthouseCookies ChowderByTheLighthouse',
    travel:
      'LighthouseHopping SunriseAtTheLighthouse ClimbEveryLighthouse LighthouseKeeperForADay LighthousePassport LighthouseCoastalWalk LighthouseBucketList',
    fashion:
      'StripesLikeALighthouse LighthouseFishermanKnit WindyLighthouseShoot LighthouseKeeperChic LighthouseLayers SlickerSeason LighthouseKnitCap',
    wellness:
      'BeSomeonesLighthouse LighthouseStormWatch LighthouseSaltAirCalm BreatheWithTheBeam LighthouseSunsetSit StandLikeALighthouse LighthouseJournaling',
    speed:
      'LighthouseStairsRace CupStackLighthouse LighthouseFlashQuiz LighthouseBeatTheBeam LighthouseSpeedSketch LighthouseHopInADay LighthouseBlockBuildRace',
    music:
      'LighthouseSeaShanty EchoInTheLighthouse LighthouseSeagullChorus LighthouseFoghornRap LighthouseLullaby LighthouseKeeperBallad LighthouseHarmonica',
    tech: 'LighthouseLiveCamWatch LighthouseFlashlightModel LighthouseTimeLapse MakeYourPhoneALighthouse LighthouseSmartBulbBeam LongExposureLighthouse',
    gaming:
      'LighthouseEscapeRoom LighthouseBlockBuild LighthouseGuessTheCoast LighthouseFlashlightTag FoghornCharades LighthouseJigsawRace',
  },
  lime: {
    dance:
      'LimeSqueezeShuffle LimeZestyMoves LimeSalsaStep LimeInTheCoconutDance LimeLimbo InTheLimelightStrut KeyLimeKickLine',
    fitness:
      'LimeSqueezeGrip LimeSpoonLunges LimeZestyHIIT KeyLimePlank LimeZestSquats SublimeSitUps LimeToeTransfer',
    prank:
      'StaplerInLimeJello LimeLemonSwitch LimeGummySlices LimeGooglyEyes AvocadoLimeMixUp LimeGreenStickyNoteWall LimesInEveryPocket',
    educational:
      'WhyLimesAreSour LimeySailorsAndScurvy LimeInvisibleInk PowerFromALime SinkOrFloatLimes LimeCitrusTrivia KeyLimeVsPersian',
    travel:
      'KeyLimePieRoadTrip FindTheBestLimeInTown StreetTacoLimeCrawl LimeMarketMorning LimeadeRoadTripCooler LimeadeStandHop',
    wellness:
      'LimeWaterMorning LimeSugarScrub LimeZestForLife LimeSqueezeTheDay SublimeSelfCare LimeSpritzPorchPause LimeMintInfusion',
    speed:
      'LimeSqueezeRace LimeJuiceCupIn30 LimeNoseRollDash LimeZesterRace StackTheLimes LimeRollRelay LimeSpoonSprint',
    music:
      'LimeInTheCoconutDuet LimeSqueezeBeat LimeShakerJam LimelightKaraoke LimeKazooSolo LimeSourNoteChallenge LimeAndMaracas',
    tech: 'LimeBatteryLED LimeSlowMoSpray LimeChargerMythBust LimeJuicerShowdown LimePoweredClock HowHardCanYouSqueeze LimeTimeLapseRipen',
    pet: 'LimePlushFetch LimeRaincoatPup LimeTennisBallChase PetInTheLimelight LimeBandanaPhotoOp LimeGreenBallFetch',
    gaming:
      'LimeAndSpoonRace LimeadeStandPretend KnockDownTheLimes LimeHotPotato LimeOrLemonBlindfolded CatapultTheLimes',
  },
  limo: {
    dance:
      'LimoRedCarpetStrut LimoChauffeurShuffle LimoArrivalShimmy LimoLimbo PromLimoPoseOff StretchLimoSlide LimoDoorMoonwalk',
    fitness:
      'LimoLengthLunges LimoStretchRoutine PlankAsLongAsALimo LimoRedCarpetCardio LapTheLimo LimoVIPBootcamp LimousineLegDay',
    prank:
      'CardboardLimoForGrandma LimoWagonUpgrade LimoChauffeurForMom LimoRedCarpetBreakfast LimoRedCarpetToTheCar CardboardLimoArrival',
    educational:
      'HowLongIsALimo LimoTurningRadius LimoBuiltFromSedan HowLimosAreStretched FirstLimoEver LimoChauffeurSecrets WhyLimoWindowsTint LimoVsBusFuelMath',
    cooking:
      'LimoStrawberries MocktailLimoBar LimoBirthdayCake LimoBackseatBanquet LimoSparklingJuiceToast StretchLimoSandwich LimeadeInTheLimo',
    travel:
      'LimoSpottingDowntown LimoAirportPickupSign LimoWagonNeighborhoodTour WaveAtEveryLimo LimoStyleBeachArrival LimoPlaylistRoadTrip',
    fashion:
      'LimoPromLook LimoSequinGown LimoArrivalFitCheck LimoTuxedoAndSneakers LimoChauffeurCapChic ExitTheLimoLikeAStar LimoLevelGlam',
    wellness:
      'LimoCelebrateYourWin LimoMilestoneMoment LimoGratitudeRide YouDeserveALimo LimoBackseatCalm LimousineLevelSelfCare',
    speed:
      'LimoDressUpIn60 LimoRedCarpetDash LimoParkingRace PromReadyBeforeTheLimo BeatTheLimoHonk LimoBalloonFillBlitz',
    music:
      'LimoKaraokeBackseat LimoEntranceSong LimoLipSync LimoDJBooth DiscoInTheLimo LimoArrivalAnthem LimoRollCallRap',
    art: 'LimoCardboardBuild LimoShoeboxModel StretchLimoSketch DrawTheLongestLimo LimoToyCarCustom LimoPromNightPoster LimoBlockBuildShowdown',
    tech: 'LimoStopMotionToyCar LimoGreenScreenArrival AIDesignsMyDreamLimo LimoWagonLEDMakeover LimoSpeakerWagon LimoBackseatLightShow SlowMoLimoExit',
    pet: 'LimoDogChauffeur LimoCatBackseat LimoPetRedCarpet PupsLimoWagonRide HamsterLimoParade LimoVIPArrivalForFido LittleWagonLimo',
    gaming:
      'LimoDrivingSim LimoRedCarpetCharades ParkTheLimoChallenge LimoToyCarRace LimoVIPGameNight StretchLimoSpeedrun',
  },
  lion: {
    dance:
      'LionStrutDance LionManeFlip LionRoarShuffle LionProwlGroove LionRoarFreeze LionHakunaMatataHop DoTheLionPounce',
    fitness:
      'LionPounceBurpees LionheartCircuit LionStalkLunges PrideOfLionsPlank KingOfTheJungleGym LionRoarEveryRep LionCrawlSets',
    funny:
      'LionRoarAudition BadManeDayLion LionTriesToPurr LionSleeps20Hours MyCatThinksHesALion LionManeWigFail',
    prank:
      'LionPlushOnTheCouch LionRoarRingtone LionManeWigSurprise LionCostumeDoorbell LionCircleOfLifeWakeUp LionKingForADayCrown StuffedLionSentry',
    educational:
      'WhyLionsRoar HowLionManesGrow LionWhiskerSpotID WhyLionessesHunt LionOrTigerQuiz LionKingOfWhichJungle',
    travel:
      'HearALionRoarInPerson FindALionInTheMuseum LionVirtualSafari LionPlushTravelBuddy LionStatueSelfie FindEveryStoneLion',
    fashion:
      'LionPrintOutfit LionMakeupGlam LeoSeasonLionFit GoldenLionLook LionManeEnergy LionKingOfTheCatwalk LionHairVolumeDare',
    wellness:
      'LionsBreathRelease LionheartAffirmations CourageLikeALion LazyLionSunbathe FindYourInnerLion LionRoarItOut',
    speed:
      'LionPounceRace LionManeBraidTimer SavannahLionRelay OutrunTheLion LionFacePaintIn60 LionGazelleTag',
    music:
      'LionRoarRemix LionSleepsTonightCover JungleLionDrums LionheartBallad LionRoarChant LionHakunaMatataDuet LionKingMedley',
    art: 'LionManeCollage PaperPlateLion LionStatueSketch LionHandprintCraft AutumnLeafLion LionPrideRockDiorama SockLionPuppet',
    tech: 'LionSafariLiveCam LionRoarDecibelTest LionStopMotion LionFaceFilter LionVoiceChanger LionAIGrowlTranslator',
    gaming:
      'LionHideAndSeek PinAManeOnTheLion LionRoarOff LionPounceTag LionKingOfTheHill LionTriviaNight SleepingLionsGame',
  },
  lipstick: {
    dance:
      'LipstickTransition LipstickPoutAndPose RedLipTwirl LipstickMirrorMoves LipstickHairFlip LipstickKissBlowCombo LipstickLimbo',
    fitness:
      'LipstickSweatTest LipstickLunges LipGlossPlankHold RedLipRunClub LipstickBoxingRound LipstickSmudgeProofSpin WorkoutInLipstick',
    prank:
      'LipstickMirrorNote LipstickShadeSwap LipstickKissNoteSurprise LipstickKissAttack LipstickCandyFakeout LipstickPostItCompliment ComplimentInRedLip',
    educational:
      'HowLipstickIsMade LipstickAncientEgypt LipstickColorTheory LipstickUndertoneTest RedLipThroughHistory TheLipstickEffect',
    cooking:
      'LipShapedMacarons RedLipCupcakes LipstickCakePops LipstickMatchSmoothie ChocolateLipstickTubes LipGlossDonutGlaze LipstickShadeTruffles',
    travel:
      'LipstickTravelKit RedLipVacation LipstickDrugstoreHaul LipstickShopHop PackOneLipstickOnly LipstickKissPostcard',
    wellness:
      'RedLipMonday LipstickConfidence LipstickPepTalk LipstickForNoOne LipBalmOnlySunday RedLipAffirmations SelfLoveLipstick',
    speed:
      'LipstickOneSwipe LipGlossQuickDraw LipstickLightsOut TenSecondLipstick LipLinerAndFillClock LipstickSwatchAllShades NoMirrorLipstickDash',
    art: 'LipstickKissArt LipstickSwatchGradient LipstickPortrait PaintWithLipstick LipstickMirrorDoodle RedLipPopArt BrokenLipstickRescue',
    tech: 'VirtualLipTryOn LipstickARFilter LipstickShadeFinderApp LipstickPhotoShadeMatch AIPicksMyLipstick LipstickRingLightTest',
    pet: 'PetPicksMyLipstick LipstickKittenBatsTube CatNamesMyLipstick DogCollarRedLipMatch LipstickRedPetPortrait LipstickFreePuppyCuddles LipstickBowTiePup',
    gaming:
      'GuessTheLipstickShade LipstickMakeoverSim LipstickBingoCard LipstickOnYourAvatar NPCLipstickGlowUp LipstickSwatchMemory',
  },
  'living room': {
    educational:
      'LivingRoomFortEngineering LivingRoomSolarSystem LivingRoomShadowClock LivingRoomRemoteScience LivingRoomMuseumTour LivingRoomFactHunt MapYourLivingRoom',
    cooking:
      'LivingRoomPicnic CoffeeTableCharcuterie LivingRoomFondueNight TeaPartyInTheLounge LivingRoomPopcornBar LivingRoomDumplingFold LivingRoomSmores',
    travel:
      'LivingRoomCampout LivingRoomWorldTour FirstClassLivingRoom LivingRoomStaycation LivingRoomPassportNight CurateALivingRoomMuseum LivingRoomBeachDay',
    wellness:
      'LivingRoomReset LivingRoomCozyCorner LivingRoomSunbeamNap CandlelitLounge ScreenFreeLivingRoom LivingRoomPlantCare LivingRoomLightsLow',
    speed:
      'RemoteHuntSpeedrun LivingRoomResetIn60 LivingRoomTidyRace LivingRoomToyBinDash LivingRoomFortBlitz LoungeLapSprint LivingRoomRelay',
    music:
      'LivingRoomAcousticSet CouchKaraokeNight LivingRoomUnplugged LoungeSingerMode RemoteControlMic LivingRoomJamSession LivingRoomConcert',
    art: 'LivingRoomFortArchitect LivingRoomShadowShow LivingRoomGalleryWall LivingRoomInMiniature LivingRoomSofaSketch LoungeStillLife LivingRoomBlockReplica',
    tech: 'LivingRoomSoundCheck LivingRoomSetupTour HideEveryCable LivingRoomMovieNightSetup LivingRoomSmartTVHacks SmartLoungeLighting LivingRoom3DScan',
    pet: 'LivingRoomPillowAgility ZoomiesInTheLivingRoom LivingRoomHideAndSeek LivingRoomCatCastle WhoOwnsTheCouch LoungeChairThief LivingRoomTreatTrail',
    gaming:
      'LivingRoomGameNight CouchCoopMarathon DanceGameInTheLounge LivingRoomLANParty LivingRoomRetroConsole LivingRoomPuzzleTable LivingRoomCharades',
  },
};
