import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  jacket: {
    dance:
      'JacketOffBeatDrop JacketShoulderShimmy DenimJacketStrut JacketZipperPop JacketTwirlTransition CoatCapeSpin JacketSleeveWave JacketRobotDance',
    fitness:
      'JacketJumpingJacks JacketOnBurpees SprintInYourJacket PufferJacketPlank JacketStairClimb BundleUpBootcamp JacketWallSit JacketHillWalk',
    educational:
      'JacketWarmthExperiment WhyCoatsHaveButtons JacketShowerTest WoolVsFleeceJacket HowJacketZippersWork JacketLabelDecoder GuessTheJacketDecade JacketFabricQuiz',
    cooking:
      'JacketPotatoBar ChocolateCoatEverything JacketEggBake JacketSpudShowdown CrispyJacketSkins JacketFillingTierList JacketCheesePull MicrowaveJacketIn10',
    travel:
      'OneJacketWholeWeekend JacketNeckPillowHack PackAJacketInItsPocket StuffedJacketCarryOn RainJacketWalk WearTheBulkyCoat JacketPatchPassport JacketAirportLayerUp',
    wellness:
      'CoatAndCocoaWalk JacketDonationDrive JacketOnPhoneOff BundleUpAndBreathe JacketStargazeNight CozyCoatQuietHour JacketPocketAffirmation JacketFreshAirPause',
    music:
      'JacketZipperBeat JacketAirGuitarSolo JacketSnapRhythm PufferJacketASMR OdeToMyJacket SingingInTheRainJacket JeanJacketJam JacketPocketPercussion',
    art: 'JacketBackPainting JacketPatchDesign UpcycleYourOldJacket DenimJacketDoodle EmbroiderYourJacket CoatOfManyColors PinCollectionJacket SketchYourJacket',
    tech: 'JacketSlowMoFlipOn JacketStopMotionFold LetAIPickMyJacket JacketColorSwapEdit WillMyPhoneFitMyJacket JacketReverseVideoTrick JacketJumpCutChange JacketVsWeatherApp',
    pet: 'JacketPileSnuggle RainCoatPuddleStomp JacketPocketSniffGame CatNapOnMyCoat PupPicksMyJacket JacketFurLintCheck JacketMeansWalkies KittyClaimsMyJacket',
    gaming:
      'LandYourJacketOnTheHook GuessWhoseJacket HotPotatoJacket WhatsInMyJacketPocket CosplayThatJacket JacketGameCharacterQuiz JacketInventoryTetris JacketDressUpRace',
  },
  janitor: {
    dance:
      'JanitorBroomWaltz TheJanitorShuffle JanitorDanceBreak CustodianTidyUpTwist MopAndPop JanitorMoonwalk JanitorDustpanDip JanitorBucketBoogie',
    fitness:
      'JanitorBucketCarry JanitorMopLunges JanitorStairwellLaps CustodianBroomPress SweepAndSquat JanitorWallSit JanitorTrashBagDeadlift JanitorDustingStretch',
    funny:
      'JanitorSeesEverything WhenTheJanitorSings JanitorNarratesTheMess ThingsTheJanitorFound JanitorVsGlitter JanitorVsMuddyShoes JanitorLifeAdvice JanitorWetFloorSignDrama',
    educational:
      'JanitorDayInTheLife JanitorGermHunt HowJanitorsWaxFloors AskYourJanitorAnything CustodianToolQuiz JanitorSoapScience JanitorStainRemovalTest CanYouSortLikeAJanitor',
    cooking:
      'BakeForYourJanitor CustodianCookieDrop JanitorBirthdayCake CoffeeRunForJanitor JanitorThankYouMuffins JanitorSpotlessCookOff PackAJanitorLunch JanitorBreakfastBurritos',
    travel:
      'ThankTheAirportJanitor SchoolTourWithJanitor JanitorCommuteWithMe VisitYourOldJanitor WalkTheJanitorsRoute JanitorTidyCheckout TrailJanitorLitterHike JanitorBusRideHome',
    fashion:
      'ThriftedJanitorFit JanitorCoverallsGlowUp JanitorToRunwayWalk CustodianUniformRemix JanitorToolBeltOutfit JanitorKeyChainCouture JanitorJumpsuitThreeWays JanitorWorkBootsDrip',
    tech: 'JanitorVsRobotVacuum JanitorShiftPlaylist JanitorSlowMoSweep CustodianStepCount JanitorThankYouVideo JanitorStopMotionMop JanitorTimelapseCleanup JanitorPodcastInterview',
    pet: 'JanitorPupToyCleanup CustodianCatSupervisor PuppyVsJanitorMop MyDogTheJanitor DustBunnyHunter JanitorPetHairPatrol JanitorShadowPooch JanitorKittyInspection',
  },
  january: {
    dance:
      'JanuaryJitterbug JanuaryDanceStreak JanuaryMittenShuffle JanuarySnowDayDance FirstDanceOfJanuary JanuaryKitchenDisco BeatTheJanuaryBlues JanuaryShakeOffTheCold',
    fitness:
      'JanuaryBurpeeCountdown JanuaryPlankStreak JanuaryPushUpLadder RunIntoJanuary JanuaryLungeADay JanuaryStretchSaturday JanuarySquatCalendar JanuaryWinterWalkGoal',
    prank:
      'JanuaryCalendarNotes JanuarySnowmanGreeter JanuaryResolutionSwap JanuaryWindowFrostDoodle JanuaryWindshieldScrape JanuaryConfettiDrawer FakeJanuaryBeachDay JanuaryPaperSnowstorm',
    educational:
      'WhoIsJanuaryNamedFor JanuaryTrueOrFalse WhyJanuaryIsFirst GuessTheJanuaryBirthstone JanuaryDaysGetLonger CatchJanuarySnowflakes JanuaryIceMeltExperiment JanuaryMoonPhaseDiary',
    cooking:
      'JanuarySoupADay JanuaryCitrusSalad JanuarySourdoughStarter JanuaryMealPrep JanuarySmoothieStreak JanuaryPantryChallenge WarmUpJanuaryStew JanuaryOatmealBar',
    travel:
      'JanuaryTouristAtHome JanuaryFirstHike JanuaryMuseumFreeDay JanuaryOffSeasonDayTrip JanuaryStargazingNight JanuaryBucketListTrip JanuaryCozyCafeCrawl JanuaryWinterMarketStroll',
    fashion:
      'JanuaryShopYourCloset JanuaryScarfTieWays JanuaryFitCheck NoBuyJanuary JanuaryPufferShowdown JanuarySweaterSwap JanuaryLayerLadder JanuaryHatHairRescue',
    wellness:
      'JanuaryNoPhoneMornings JanuaryWordOfTheYear JanuaryGratitudeJar ChaseTheJanuarySun JanuaryFreshStartJournal JanuaryOneSmallHabit JanuaryCozyReadingNook JanuaryEarlyBedtime',
    music:
      'JanuarySongADay JanuaryBluesJam JanuaryLearnOneSong JanuaryShowerConcert MakeAJanuaryLoFiBeat JanuaryAuldLangSyne SingJanuaryAway JanuaryPianoPractice',
    art: 'JanuaryVisionBoard CatchJanuaryFrost JanuarySketchStreak JanuaryIceSuncatcher DrawJanuaryBirds JanuaryPaperSnowflakes DoodleYourJanuary JanuaryWatercolorWinter',
    pet: 'JanuaryPetResolutions JanuarySnowZoomies JanuaryRadiatorCat JanuaryPawBalmRoutine JanuaryIndoorSniffGames JanuaryDogBiscuitBake TeachATrickInJanuary JanuaryPuppyBlanketNest',
    gaming:
      'JanuaryBacklogClear JanuaryPuzzleStreak JanuaryChessClimb JanuaryNewSaveFile JanuaryGameMarathon JanuarySnowedInCharades LevelUpYourJanuary JanuaryCardTournament',
  },
  japan: {
    dance:
      'JapanIdolChoreo JapanJPopDanceCover JapanBonOdori JapaneseFanDance JapanSakuraSway JapanAnimeEndingDance JapanNinjaDanceOff TaikoBeatJapan',
    funny:
      'JapanChopstickFails JapanCatCafeChaos JapanSnackTasteTest JapanFirstTimerPOV JapanVendingMachineSkit JapanLostInTranslation SlurpingInJapan SlipperSwapJapan',
    prank:
      'SurpriseJapanDinner JapanBentoLoveNote JapanPaperLanternRoom FakeJapanPostcard JapanCraneDoorstep JapanFoldedFrogArmy JapanLuckyCatDesk TinyJapanTeaParty',
    educational:
      'LearnJapaneseWords JapanHiraganaQuiz JapanInOneMinute JapanBowingEtiquette WhyJapanTrainsArePunctual JapanChopstickDosDonts JapanNumbersDrill CanYouMapJapan',
    cooking:
      'JapanRamenFromScratch JapanTamagoyakiRoll JapanKonbiniRemake JapaneseFluffyPancakes JapanOnigiriAtHome JapanBentoBattle HomemadeJapanCurry GyozaFoldJapan',
    fashion:
      'JapanStreetSnapRecreate JapanHarajukuLayers JapanCapsuleWardrobe JapanCityPopOutfit JapanYukataTryOn JapanFuroshikiBagHack VintageJapanThrift MinimalistJapanFit',
    wellness:
      'JapanBathSoakNight JapanMatchaMorning JapanTeaCeremony JapanZazenSitting JapanForestBathing JapanIkigaiJournal JapanSlowMealChallenge JapanHaikuADay',
    music:
      'JapaneseLyricsDare JapanTaikoDrums JapanKaraokeNight JapanSakuraSongCover JapanTrainJingleHum JapanAnimeThemeSing JapanJPopLipSync JapanChopstickDrumming',
    art: 'JapanUkiyoeRedraw JapanOrigamiCrane JapanKawaiiDoodles BrushYourNameInJapanese JapanGreatWaveRemake JapanFanPainting MangaYourselfJapan FuroshikiWrapJapan',
    tech: 'JapanVirtualWalkTour JapanTranslateAppTest JapanEmojiOriginQuiz JapanKanaKeyboardTry JapanStreetViewGuess JapanFilmFilterPhotos JapanAnimeSelfieEdit JapanWordADayStreak',
    pet: 'JapanCatInABox JapanPetOrigamiToy JapaneseNameForMyPet JapanTatamiZoomies JapanBowTrickPup JapanShibaSideEye JapanSushiPlushFetch JapanLuckyCatPawWave',
    gaming:
      'JapanJankenTournament JapanMahjongNight JapanKendamaTricks JapanArcadeHighScore JapanDarumaFreezeTag JapanRhythmGameDuel JapanPaperSumoBattle JapanTriviaShowdown',
  },
  jazz: {
    dance:
      'JazzHandsOnTheBeat JazzSquareStep JazzLindyHopBasics AllThatJazzDance JazzCharlestonKicks JazzTapBreak JazzySnapSway JazzSwingOutSpin',
    prank:
      'JazzSerenade JazzSaxWelcomeHome JazzPlaylistSwap SecretJazzRingtone JazzHandsAmbush JazzScatVoicemail JazzDoorbellIntro JazzKazooWakeUp',
    educational:
      'JazzLegendsQuiz FindTheJazzBlueNote HowJazzImprovWorks TraceJazzToNewOrleans WhatMakesItJazz JazzScatLesson ClapTheJazzSwing GuessTheJazzInstrument',
    cooking:
      'JazzBrunchForTwo JazzSnackBoardBuild BeignetsAndJazz CookToSmoothJazz JazzUpLeftovers JazzGumboNight JazzSupperClubAtHome JazzCornbreadBake',
    travel:
      'FindLiveJazzNearby JazzInTheParkDay JazzCityWalkPlaylist JazzCafeCrawl JazzStreetBuskerHunt JazzRecordStoreDig JazzOnTheTrainRide TakeMeToAJazzFest',
    fashion:
      'JazzAgeOutfit JazzFlapperGlowUp FedoraJazzFitCheck JazzBeretAndTurtleneck JazzBowTieTutorial DressLikeAJazzLegend JazzSuspendersTryOn JazzPinstripeSuitUp',
    wellness:
      'JazzAndTea JazzAndJournal SlowJazzMorning SmoothJazzUnwind JazzBreathingBreak JazzNoWrongNotesDay JazzByCandlelight JazzBubbleBath',
    speed:
      'JazzSpeedScat FastestJazzHands JazzSongGuessIn10 JazzTempoTapRace JazzOutfitDash NameThatJazzInstrument JazzChordChangeSprint JazzRecordSortBlitz',
    art: 'JazzPosterArt JazzLiveGigSketch JazzCollageCover PaintToJazzMusic AbstractJazzCanvas JazzSaxophoneDoodle JazzyLinePortrait JazzClubShadowBox',
    tech: 'ShareYourJazzPlaylist CanAIPlayJazz LearnJazzOnAPianoApp JazzSongFinderTest MakeAJazzBeatOnYourPhone JazzSpeakerVsHeadphones JazzVinylVsStreaming JazzRecordMyImprov',
    pet: 'JazzForMyDog JazzPuppyHowl JazzCatReaction JazzPetDanceParty JazzScatCat SmoothJazzSnooze JazzyPawsPortrait TeachYourPetJazzHands',
    gaming:
      'JazzMusicalChairs JazzNameThatTune JazzFreezeDance JazzRhythmGameDuel JazzHandsSimonSays JazzBingoNight JazzTriviaTakedown JazzImprovTagTeam',
  },
  jello: {
    dance:
      'JelloWobbleShuffle JelloJazzHands JelloArmsChallenge MoveLikeJello JelloJiggleStep JelloLegsBoogie JelloBodyRoll JelloShimmyShake',
    fitness:
      'JelloLegsWorkout CarryJelloNoSpill PlankTillYoureJello JiggleLikeJelloJacks JelloSquatPulse JelloWobbleWalkRelay JelloTrayLunges JelloOnHeadBalance',
    funny:
      'JelloMoldFails JelloSaladTasteTest JelloUnmoldingDrama JelloWobbleSlowMo AlwaysRoomForJello JellyOrJelloDebate JelloImpression WorstVintageJello',
    educational:
      'WhyJelloWiggles JelloDissolveRace BendLightWithJello JelloMeltingPointTest JelloLensMagnifier HowJelloSets KiwiVsJello JelloDensityExperiment',
    travel:
      'JelloPicnicInThePark JelloCoolerSurvivalTest JelloBikeRideDelivery JelloDinerHunt JelloDessertCrawl JelloRoadTripCups CarryJelloOnTheBus JelloPotluckAtGrandmas',
    fashion:
      'JelloRainbowOutfit EyeshadowInJelloShades PastelJelloGlowUp JelloWobbleRunway JelloColorFitCheck DressLikeYourJello MatchYourNailsToJello JelloJellySandals',
    wellness:
      'JelloWiggleItOut ShakeLikeJello JelloSensoryPlay MindfulJelloSpoonful MakeJelloForAFriend JelloCupTreatYourself JelloStressBall JelloCozySickDay',
    speed:
      'JelloWithChopsticks JelloSpoonRelay JelloCubeStackRace JelloUnmoldIn10 DontDropTheJello JelloFlavorGuessRace JelloCupPyramidSprint JelloPlateBalanceDash',
    music:
      'WriteAJelloJingle JelloWobbleBeat JelloBluesJam JelloSpoonTapTune JelloSpeakerDance JelloJigglePercussion SingToYourJello JelloKazooSong',
    art: 'JelloCookieCutterArt JelloStainedGlass GelatinSculpture JelloMacroPhotos JelloCubeMosaic PaintWithJello JelloWindowArt JelloOmbreLayers',
    tech: 'JelloSlowMoCam JelloPhoneFlashlightTest WatchJelloSetTimelapse JelloLEDCircuit JelloStopMotionWobble JelloRingtoneJiggle JelloOnASpeaker JelloQuakeMeterApp',
    pet: 'KittenStaresAtJello JelloLeaveItTrick JelloSquishyToyFetch DogReactsToJello JelloBellyRubs MyCatIsJello GelatinPupTreats JelloPlushNapBuddy',
    gaming:
      'JelloCubeTicTacToe JelloFlavorBracket JelloBlindTasteGame JelloSpoonBalanceDuel JengaWithJello JelloColorBingo JelloWobbleCharades JelloHotPotato',
  },
  'jelly beans': {
    dance:
      'OneMovePerJellyBean JellyBeanFreeze JellyBeanColorCall ShuffleForJellyBeans JellyBeanBalanceDance EasterJellyBeanHop JellyBeanJitterbug JellyBeanSpinCycle',
    fitness:
      'SquatsPerJellyBean JellyBeanRepDraw JellyBeanSpoonRelay JellyBeanPlankPickUp JellyBeanHuntSprints JellyBeanWallSitDare LungeForJellyBeans JellyBeanJumpingJacks',
    educational:
      'WhatsInsideAJellyBean JellyBeanSmellTest GraphTheJellyBeans GuessHowManyJellyBeans JellyBeanDissolveRace WhyJellyBeansShine JellyBeanColorOdds JellyBeanNosePinch',
    travel:
      'OneJellyBeanPerMile RoadTripJellyBeans JellyBeanTrailSnackHike JellyBeanShopCrawl TasteLocalJellyBeans JellyBeanPackingHack JellyBeanPicnicTierList JellyBeanSouvenirHunt',
    fashion:
      'PickAJellyBeanFit DressLikeAJellyBean JellyBeanColorBlock JellyBeanNails JellyBeanSneakerMatch JellyBeanEyeshadow RainbowJellyBeanOutfit CandyJellyBeanEarrings',
    wellness:
      'MindfulJellyBean JellyBeanMoodColors JellyBeanGratitudeJar JellyBeanWaterBreak JellyBeanHabitCount JellyBeanTreatFriday JellyBeanBreathing JellyBeanKindNotes',
    speed:
      'JellyBeanSortRace ChopstickJellyBeans JellyBeanFlick BlindfoldJellyBeanHunt JellyBeanCountIn60 BeatTheJellyBeanClock JellyBeanSpoonShuttle JellyBeanColorDash',
    music:
      'JellyBeanShaker JellyBeanFlavorRap JellyBeanColorNotes JellyBeanJingle JarOfJellyBeanBeats JellyBeanLipSync JellyBeanGlassXylophone JellyBeanCountdownSong',
    tech: 'GuessTheJellyBeansByZoom AICountsMyJellyBeans JellyBeanMacroShot JellyBeanSpreadsheetGraph JellyBeanVideoCallDare JellyBeanSlowMoDrop JellyBeanColorScanner JellyBeanTimelapse',
    pet: 'CatJellyBeanToes RateTheJellyBeanPaws PuppyJellyBeanCloseUp JellyBeanStampArt ShowUsYourPetsJellyBeans PinkOrBlackJellyBeans KittyJellyBeanBoop JellyBeanMassage',
    gaming:
      'JellyBeanBingo JellyBeanConnectFour JellyBeanTruthOrDare JellyBeanTicTacToe JellyBeanJarEstimate JellyBeanGuessTheFlavor MancalaWithJellyBeans CheckersWithJellyBeans',
  },
  jellyfish: {
    dance:
      'JellyfishRibbonTwirl DanceLikeAJellyfish JellyfishUmbrellaDance JellyfishBobAndDrift JellyfishNoBonesBoogie JellyfishTentacleTwist JellyfishFloatWalk JellyfishWaveArms',
    fitness:
      'JellyfishArmPulses JellyfishFloatYoga LimpJellyfishStretch SquatTillYoureAJellyfish JellyfishTwistCrunch BonelessJellyfishBurpees JellyfishShoulderRolls JellyfishSwimKicks',
    funny:
      'MeAsAJellyfish JellyfishDramaticFloat JellyfishBeachPanic JellyfishAtTheGym JellyfishNoBrainDay JellyfishVoiceover JellyfishHairDay JellyfishWobblyLegs',
    educational:
      'MeetTheImmortalJellyfish HowJellyfishGlow JellyfishFactOrFake JellyfishVsDinosaurs IsItAJellyfish JellyfishStingMyths MakeAJellyfishInABottle DrawTheJellyfishLifeCycle',
    cooking:
      'JellyfishCupcakes JellyfishJelloCups GummyJellyfish HotDogJellyfish JellyfishPannaCotta JellyfishTentacleTreats JellyfishFruitSkewers JellyfishPancakeArt',
    travel:
      'JellyfishSpottingStroll JellyfishTankTrance JellyfishGlowTour JellyfishPlushAdventure JellyfishBeachBingo CheckTheJellyfishFlag JellyfishBoardwalkWatch JellyfishAquariumDayTrip',
    fashion:
      'JellyfishTulleSkirt JellyfishEarrings GlowyJellyfishMakeup JellyfishRibbonHairClips JellyfishHaircutReveal JellyfishFloatyFitCheck JellyfishIridescentNails JellyfishUmbrellaCostume',
    wellness:
      'JellyfishMeditation JellyfishDoodleCalm FloatLikeAJellyfish MakeAJellyfishNightLight JellyfishPulseBreathing JellyfishVideoUnwind JellyfishAquariumPause JellyfishBathBombSoak',
    music:
      'JellyfishPulseBeat JellyfishWindChimes ScoreAJellyfishVideo JellyfishUkuleleSong SingToTheJellyfish JellyfishLullaby JellyfishAmbientTrack JellyfishSynthWaves',
    tech: 'JellyfishFlashlightCraft JellyfishLiveCam JellyfishStopMotion SlowMoJellyfishPulse JellyfishARFilter JellyfishGlowEdit JellyfishPhoneWallpaper JellyfishTimelapseDrift',
  },
  jenga: {
    prank:
      'FakeSneezeJenga JengaComplimentBlocks JengaTinyTowerSwap SurpriseJengaNote ChocolateBarJenga JengaSecretQuestion RiddleJengaStack JengaDadJokePull',
    educational:
      'PredictTheJengaFall JengaTriviaTower JengaFrictionTest WhyJengaTopples JengaOddsMath JengaEngineerYourPull CenterOfMassJenga JengaBridgeBuild',
    fashion:
      'JengaPieceEarrings JengaStackedBangles JengaColorBlockFit LayerItLikeJenga JengaHairClipsDIY JengaPullPicksMyOutfit PaintedJengaPins JengaBeadBracelet',
    wellness:
      'MindfulJenga JengaBreatheBeforePull JengaCalmUnderPressure JengaSteadyHands JengaSilentRound JengaRebuildReset JengaGratitudeBlocks JengaAffirmations',
    music:
      'JengaDrumroll JengaXylophone JengaClickASMR JengaSuspenseScore JengaBlockDrumKit JengaKazooFanfare KaraokeJenga JengaBeatDrop',
    art: 'PaintedJengaBlocks JengaCastleBuild JengaSculpture JengaPhotoTransfer JengaMiniCabin JengaPixelArtTower DoodleOnJenga JengaStampPrints',
    tech: 'JengaPhoneStandDIY JengaSlowMoCam JengaStopMotionBuild JengaVideoCallMatch JengaShotClock JengaCollapseReplay JengaTimelapse JengaDecibelMeter',
    pet: 'CatVsJengaTower PawsOffTheJenga JengaTreatUnderBlock JengaPuzzleFeeder PuppyPatienceJenga DogWaitsForJengaFall JengaSniffPick JengaKittenSwat',
  },
  jewelry: {
    fitness:
      'JewelryJingleJacks JewelryAnkletRun EarnYourJewelryBeads JewelryStackSquats JewelrySilentPlank JewelryCharmPerRep JewelryBoxJumps JewelryFreeYogaFlow',
    prank:
      'JewelryBoxGummyBears JewelryGiantFakeGem FriendshipJewelrySwap JewelryRingPopProposal JewelryMismatchDare TinFoilJewelryReveal PolishTheirJewelry JewelryCerealNecklace',
    educational:
      'JewelryMagnetCheck WhatKaratIsMyJewelry JewelryBirthstoneQuiz RealOrFakeJewelryTest HowJewelryPearlsForm GuessTheJewelryMetal RecreateAncientJewelry JewelryHardnessRanking',
    cooking:
      'JewelryBoxCake JewelryGummyGemstones EdibleJewelry JewelryCandyNecklace JewelryCupcakeToppers JewelryRingPopRemake JewelryGemMacarons JewelrySugarCrystals',
    travel:
      'JewelryFromEveryTrip JewelrySouvenirHunt JewelryBeachGlassHunt FleaMarketJewelryDig SpotTheJewelryInPaintings JewelryTravelPackHack JewelryMuseumVaultVisit JewelryCraftFairStroll',
    music:
      'JewelryJingleBeat JewelryBoxMelody JewelryAnkletStomp ShakeYourJewelryStack JewelryBangleBeatbox JewelryAsPercussion JewelryWindChimeJam JewelryTambourineCuffs',
    art: 'JewelryDesignSketch JewelryFriendshipBracelet JewelryPolymerClay WireWrapJewelryRing TrashToTreasureJewelry JewelryPaperBeads JewelryFlatLayArt JewelryResinPendant',
    pet: 'PawPrintCharmJewelry JewelryDogBoneBracelet JewelryFurColorBeads JewelryPetNameTag JewelryBoxCatNap JewelryStashKittyProof JewelryPupPortraitPendant JewelryWhiskerKeepsake',
  },
  'jingle bells': {
    dance:
      'JingleBellsShuffle JingleBellRockDance JingleBellsReindeerHop JingleBellsLineDance JingleBellsConga DashingThroughTheSteps PolkaToJingleBells JingleBellsFreezeDance',
    fitness:
      'JingleBellsJacks JingleBellsLunges JingleBellsBurpees JingleBellsHIIT JingleBellsSleighPull DashingThroughTheReps SquatToJingleBells JumpRopeJingleBells',
    prank:
      'JingleBellsDoorbell JingleBellSneakTest JingleBellsShoeLaces JingleBellsCarolAmbush JingleBellsAlarmClock JingleBellsElfWakeUp JingleBellsInTheirCoat BackpackJingleBells',
    educational:
      'JingleBellsFactOrFake JingleBellsMusicTheory JingleBellsInSpace WhoWroteJingleBells HowJingleBellsRing JingleBellsBobtailMeaning JingleBellsTranslated LearnJingleBellsPiano',
    travel:
      'JingleBellsCarolWalk JingleBellsMarketHop JingleBellsLightsTour JingleBellsParkParade JingleBellsSantaVisit JingleBellsGrandmaTrip TrainTripJingleBells JingleBellsOnMySuitcase',
    wellness:
      'JingleBellsNeighborCarol JingleBellsGratitude JingleBellsSnowWalk JingleBellsLullaby JingleBellsSoundBath JingleBellsByCandlelight SlowHumJingleBells BreatheToJingleBells',
    tech: 'JingleBellsLightShow JingleBellsDoorbell JingleBellsAppRemix JingleBellsPhonePiano JingleBellsSmartSpeaker JingleBellsBeatMaker JingleBellsRingtone CodeJingleBells',
    pet: 'JingleBellsDoorTraining JingleBellsPuppyNap JingleBellsDogHowl JingleBellsCatReaction JingleBellsBunnyHop JingleBellsTreatHunt KittyVsJingleBellsBall JingleBellsWalkies',
    gaming:
      'JingleBellsMusicBingo JingleBellsTrivia JingleBellsHotPotato JingleBellsMusicalChairs JingleBellsHideAndSeek JingleBellsScavengerHunt JingleBellsHumOff JingleBellsCharades',
  },
  'job interview': {
    dance:
      'JobInterviewStrut InterviewHandshakeBop PostInterviewShuffle GotTheJobJig YoureHiredHustle NailedTheInterviewDance InterviewDanceBreak InterviewNervesShakeOff',
    fitness:
      'JobInterviewStretch InterviewPostureDrill PowerPosePreInterview SweatOutTheNerves RunBeforeTheInterview InterviewJitterJacks InterviewDayPlank InterviewWarmUpWalk',
    educational:
      'JobInterviewHotSeat JobInterviewSTARMethod InterviewBodyLanguageFix AskTheInterviewerThis TellMeAboutYourself InterviewHandshakeTest InterviewQuestionADay InterviewPracticeRound',
    travel:
      'InterviewDayBagPacking InterviewCommuteTest ExploreAfterInterview InterviewTrainRidePrep InterviewDayCafeStop InterviewEarlyArrivalWalk InterviewTownScout InterviewRouteTrialRun',
    tech: 'JobInterviewVideoSetup AIMockInterview InterviewWebcamAngle BlurBeforeInterview InterviewLightingHack JobInterviewMicCheck InterviewBackdropTest InterviewRecordAndReview',
  },
  'joy buzzer': {
    funny:
      'JoyBuzzerOnMyself JoyBuzzerSlowMo JoyBuzzerBackfires RateTheJoyBuzzerJolt GrandpasJoyBuzzer JoyBuzzerDeadpan OverreactToJoyBuzzer JoyBuzzerSoapOpera',
    educational:
      'HowAJoyBuzzerWorks JoyBuzzerHistoryQuiz JoyBuzzerThenVsNow JoyBuzzerWhyWeFlinch IsAJoyBuzzerElectric JoyBuzzerMythBust InsideAJoyBuzzer JoyBuzzerSlowMoSpring',
    cooking:
      'TastesLikeAJoyBuzzer JoyBuzzerCrackleCookies JoyBuzzerSourCandy JoyBuzzerFizzDrink JoyBuzzerPopRockBark JoyBuzzerFizzyLemonade JoyBuzzerSherbetDip JoyBuzzerGummies',
    travel:
      'JoyBuzzerRoadTrip JoyBuzzerGagShopCrawl FindAJoyBuzzerOnVacation MagicStoreJoyBuzzer PackAJoyBuzzer JoyBuzzerSouvenir JoyBuzzerArcadeHunt JoyBuzzerToyMuseum',
    fashion:
      'JoyBuzzerRing SpotTheJoyBuzzer JoyBuzzerClownCostume JoyBuzzerSuitUp HiddenJoyBuzzerFit JoyBuzzerGloves JoyBuzzerCufflinks JoyBuzzerBowTie',
    wellness:
      'JoyBuzzerThankYouNote JoyBuzzerLaughBreak JoyBuzzerComplimentShake JoyBuzzerSmileCount JoyBuzzerKindPranks JoyBuzzerGiggleReset JoyBuzzerGoodNews JoyBuzzerSillyWalk',
    music:
      'JoyBuzzerBassDrop JoyBuzzerKazooDuet RemixTheJoyBuzzer JoyBuzzerBeatbox JoyBuzzerRockSong JoyBuzzerJingle JoyBuzzerHighNote JoyBuzzerLipSync',
  },
  judge: {
    dance:
      'JudgeScoresMyMoves JudgeTheDanceOff JudgesPanelFreestyle ImpressTheJudges JudgesPerfectTenSpin JudgeGavelDrop JudgeCallsTheStep JudgeTwirlTheRobe',
    fitness:
      'JudgeMyForm JudgeThePushupOff JudgeCallsTheReps PlankTillTheJudgeSays JudgeRobeJumpingJacks JudgeGavelBurpees JudgeMySquatDepth JudgeWallSitVerdict',
    educational:
      'HowAJudgeDecides JudgeOrJuryQuiz WhyJudgesWearRobes ADayAsAJudge MockTrialJudgeAtHome JudgeLegalWordsDecoded JudgeGavelTrivia JudgeFamousCaseReenact',
    travel:
      'LocalPizzaJudge JudgeTheViewpoint CoffeeStopJudge JudgeEveryPlayground JudgeTheFoodTruck JudgeTheSunsetSpot BeachJudgeScorecard JudgeTheHikingTrail',
    fashion:
      'JudgeMyFit JudgeTheShoes RunwayJudgePOV ThriftHaulJudge BathrobeJudgeCosplay GuiltyOfLookingGood JudgeMyJewelry JudgeTheHatParade',
    wellness:
      'NoJudgeZone JudgeYourselfKindly QuietYourInnerJudge NonJudgyWalk CaseDismissedSelfDoubt JudgeAdjournsForANap JudgeFreeJournal JudgeNothingForADay',
    speed:
      'JudgeInTenSeconds JudgeRapidRuling HotTakeJudgeBlitz JudgeBuzzerRound JudgeSnapVerdicts JudgePlatesByLooksOnly JudgeFiveFitsFast JudgeOneWordReviews',
    pet: 'PetJudgesMyOutfit JudgeThePuppyTricks CatJudgeStare JudgeTheZoomies JudgyPetFace JudgeBestInShowAtHome JudgeTheBunnyHop JudgeTheFetchFinals',
    gaming:
      'JudgeMyHighScore JudgeTheSpeedrun TierListJudge JudgeMyGameCharacter JudgeCourtroomCharades BuildBattleJudge JudgeTheCardTrick JudgeTriviaFinals',
  },
  juggling: {
    dance:
      'JuggleAndDance JugglingMoonwalk JugglingToHipHop JuggleThroughTheChorus ScarfJugglingTwirl JuggleCatchOnTheBeat JugglingPirouette JugglingSideStep',
    funny:
      'DadTriesJuggling JugglingPlushToys RubberChickenJuggling JugglingFails JugglingWithOvenMitts JugglingDropsOnly JugglingNarrator JugglingToddlerCoach',
    prank:
      'InvisibleJuggling FakeDropJuggle JuggleTheirSnacks PlasticEggJuggling JuggleDadsSocks SurpriseJugglingShow JugglingBalloonBluff JugglingPillowAmbush',
    educational:
      'JugglingMath JugglingReactionTest HowToJuggleThreeBalls JugglingParabolaPhysics JugglingFromZero LearnToJuggleWithScarves JugglingGravityDemo JugglingHandEyeDrill',
    cooking:
      'JuggleThenJuice JuggleTheIngredients JugglingFruitSalad PancakeJugglingAct JugglingPizzaDoughToss JugglingBallCakePops JugglingBreakfastPrep CitrusJugglingSqueeze',
    travel:
      'JugglingAtLandmarks JuggleForAParkCrowd JugglerStreetShowHunt JuggleBeachBalls JugglingPostcardShots JugglingTownSquare JugglingOnAHike JugglingOnThePier',
    fashion:
      'JugglingCircusCostume JugglingRingBangles JugglingScarfKnotDare JugglingClownGlowUp JugglerJesterHat JugglingCapTryOn StripesForJuggling BowTieJuggling',
    wellness:
      'MindfulJuggling JugglingForFocus JugglingDropAndSmile ScarfJugglingCalm JugglingZenMinute JuggleYourWorriesAway JugglingBreathCount JugglingBeforeCoffee',
    tech: 'JuggleWithYourCloneEdit JugglingGreenScreen JugglingSlowMo AppCountsMyJuggles AICoachesMyJuggling JugglingBurstPhotos JugglingTimeLapse JugglingMirrorVideo',
    pet: 'DogWatchesJuggling JuggleTreatsForPup JugglingForMyCat JugglingBallFetch PetReactsToJuggling JugglingLeaveItTrick JugglingSqueakyToys JugglingKittyPounce',
    gaming:
      'JugglingHorseGame JugglingTrickBattle JugglingHighScore ComboMeterJuggling JugglingNoDropRun JugglingMinigame JugglingPassingDuel SimonSaysJuggling',
  },
  juice: {
    dance:
      'JuiceBoxBounce JuiceBarShuffle JuicedUpJig OrangeJuiceTwoStep JuiceSipAndSway JuiceCartonShimmy JuicyJive JuiceBlenderBoogie',
    fitness:
      'GreenJuiceSquats JuicedUpHIIT JuiceJugCurls EarnYourJuice JuiceSqueezeGrip BurpeesBeforeJuice JuiceBreakJacks JuicePostRunRefuel',
    funny:
      'JuiceAfterToothpaste TheGreatPulpDebate JuiceCartonPourFail JuiceSommelier JuiceBoxBlooper SourJuiceFaceOff JuiceStrawSlurpSymphony JuiceFridgeStandoff',
    prank:
      'JuiceCartonFaces GooglyEyedJuice FakeJuiceSpill FrozenJuiceCubes JuiceBoxLunchNote DoorstepJuiceFairy JuiceBottleMustache JuiceCrazyStrawSurprise',
    educational:
      'HowJuiceIsMade JuiceVsWholeFruit SugarCubesInJuice JuiceOrangesPerGlass JuiceAcidTest JuiceVitaminCQuiz JuicerVsBlender JuiceLabelReading',
    travel:
      'JuiceBarCrawl StreetJuiceSafari JuiceStandHunt JuiceBoxPicnicDate FarmersMarketJuiceRun JuiceRoadTripCooler JuiceAtEveryStop JuiceOrchardVisit',
    fashion:
      'DressLikeYourJuice OrangeJuiceMonochrome JuiceFruitPrintOutfit FreshJuiceFitCheck JuiceCitrusEarrings JuiceColorNails JuiceBoxBagDIY JuiceYellowHeadToToe',
    wellness:
      'GreenJuiceWeek JuiceAndJournal JuiceGratitudeToast MindfulJuiceSip SqueezeTheDay JuiceWithAFriend JuiceOnThePorch JuiceAndStretchBreak',
    speed:
      'FastestJuiceSqueeze JuiceBoxStackOff JuicePourRelay JuiceIn60Seconds JuiceOrangePeelDash JuiceStandSetupRace JuiceWithoutAJuicer JuiceStrawSipRace',
    music:
      'JuiceBottleWhistle JuiceGlassXylophone OrangeJuiceJingle JuiceJugBassline JuiceBlenderBeatDrop JuiceStrawPanFlute JuiceBoxKaraoke JuiceCartonShakers',
    tech: 'JuicerVsHands JuicePoweredClock JuicePulpSettleCam JuicePressSlowMo HowMuchSugarIsInMyJuice AIPicksMyJuice ScanYourJuiceLabel JuiceMacroDroplets',
    pet: 'KittenVsJuiceBox JuiceDayDogPortrait JuiceCartonCatCastle JuiceCratePuppyNap JuiceJugTreatPuzzle JuiceBreakZoomies JuiceBunnyCarrotTops JuiceAndWaterBowlToast',
    gaming:
      'JuiceBlindTasteGame JuiceBoxBowling JuiceCupStackBattle JuiceBottleRingToss JuiceCartonCornhole JuiceFlavorBracket JuicyTriviaRound JuiceFruitMemoryMatch',
  },
  july: {
    dance:
      'JulyHeatWaveShuffle JulySprinklerHop JulyBeachTowelBoogie JulyPoolsideJive FourthOfJulyLineDance JulyBackyardDanceParty JulyLimboOff JulyFireflyTwirl',
    fitness:
      'JulyShadeStretch JulyJumpingJacks JulySunriseSquats JulyWatermelonCarry JulySprinklerWorkout JulyPlankStreak JulyLapsBeforeTheHeat JulyEveningBikeRide',
    educational:
      'WhyJulyIsHottest JulyNameOriginQuiz JulyFireflyScience JulyUVBeadTest JulySundialBuild SpotJulysBrightestStar JulyThunderCountdown JulyMoonPhases',
    cooking:
      'NoBakeJulyTreats JulyBerryFlagTart JulyPeachSalsa JulyCampfireCobbler JulyGrillOff JulyWatermelonSlushie JulyLemonadeStand JulyFrozenYogurtBark',
    fashion:
      'FourthOfJulyFitCheck StyleLinenForJuly JulySundressSwap JulySunHatShowdown TooHotForJeansJuly JulySandalLineup JulyTieDyeTee JulyStarSpangledSocks',
    music:
      'JulyCicadaRemix JulyHeatWaveSingAlong JulyPorchJam JulyCampfireSongs PickJulysSongOfSummer FourthOfJulyAnthem JulyJukeboxDuel JulyBandstandConcert',
    art: 'JulySunPrint JulyFireflyPhotos JulyTieDyeBatch JulyChalkMural JulyPopsicleStickCraft JulyMeltedCrayonArt JulyWatermelonCarve JulyStarFlagCollage',
    tech: 'JulySolarOvenTest JulyDIYFanHack GuessJulysHighTemp JulyFireflyTimelapse JulyKeepPhoneCool JulyPhotoDumpEdit JulyStargazingApp JulyBeachPanorama',
    pet: 'JulyCoolGrassPupWalk JulyPetKiddiePool JulySprinklerChase JulyPupsicleTreats JulyCoolingMatNap CatFindsJulyShade JulyBeachDayDog JulyNoisyNightCalmKitty',
    gaming:
      'JulyBacklogBlitz JulyCornholeLeague JulyCampfireCards JulyConsoleMarathon JulyBeatTheHeatCharades JulyPorchBoardGames JulyWaterGunArena JulyLawnBowlingDuel',
  },
  'jump rope': {
    dance:
      'JumpRopeFreestyle DoubleDutchJumpRope JumpRopeCrissCrossStep JumpRopeJive SkipToMyBeat JumpRopeTrickCombo JumpRopeMoonwalk SkippingShuffleOff',
    educational:
      'JumpRopeLengthTest LearnOldJumpRopeRhymes SlowMoJumpRopeArc JumpRopeCalorieMath JumpRopeFrenchNumbers JumpRopeHeartbeatCount WhyBoxersJumpRope JumpRopeSpellingBee',
    cooking:
      'LicoriceJumpRopeTreats JumpRopeBirthdayCake PostJumpRopeSmoothie JumpRopeProteinBites JumpRopeFruitRollUps JumpRopeRecessSnacks JumpRopePretzels LongestJumpRopeNoodle',
    fashion:
      'JumpRopeFitCheck MatchYourJumpRope RetroJumpRopeOutfit JumpRopeLeggingsSet JumpRopeHairStayPut RateMyJumpRopeSneakers JumpRopeBeltHack BraidedJumpRopeBracelet',
    wellness:
      'JumpRopeMoodBoost InnerChildJumpRope JumpRopeMorningReset JoyfulJumpRopeMinute SkippingTheStress SkippingMeditation JumpRopeGratitude JumpRopeAtSunset',
    speed:
      'DoubleUndersJumpRope JumpRopeRelay BeatMyJumpRopeStreak FirstToAHundredJumpRope JumpRopeCrissCrossRace MostJumpRopeSkipsIn60 JumpRopeFaceOff JumpRopeSpeedStepSprint',
    tech: 'JumpRopeTimeLapse JumpRopeSlowMo SmartwatchVsJumpRope JumpRopeAppStreak JumpRopeBPMTest JumpRopeAICounter JumpRopeGreenScreen JumpRopeBurstModeShot',
  },
  'jump scare': {
    funny:
      'MyDadsJumpScareFace RankTheJumpScares JumpScareFakeOut JumpScareSlowMo JumpScareRevenge WorstScreamWins JumpScareMovieNight JumpScareCommentary',
    educational:
      'WhyJumpScaresWork JumpScareSoundDesign JumpScareHeartbeatTest FirstJumpScareEver MeasureYourJumpScare JumpScareReflexQuiz PredictTheJumpScare JumpScareFilmSchool',
    cooking:
      'JumpScareFridgeEyes JumpScareLunchbox JumpScarePinataCake JumpScareSpiderCookies JumpScareCupcakeReveal JumpScareSnackAttack JumpScareJello PopcornJumpScare',
    speed:
      'JumpScareSetupIn60 SpotTheJumpScare JumpScareReflexRace JumpScareQuickDraw FlinchFirstLoses MostJumpScaresSurvived JumpScareBuzzer TimeTheJumpScare',
    music:
      'JumpScareBeatDrop JumpScareViolinScreech RemixAJumpScare JumpScareStinger ScoreYourJumpScare JumpScareScreamInTune JumpScareMusicBox JumpScareDrumHit',
    tech: 'AddAJumpScareToMyVlog AIMakesAJumpScare CodeAJumpScareGame JumpScareARFilter JumpScareEditTutorial JumpScareSoundApp JumpScarePhoneFlashlight JumpScareSlowMoReplay',
    pet: 'CatAmbushJumpScare JumpScareFromTheCatTree NoJumpScaresForPets JumpScarePuppyPeekaboo GotJumpScaredByMyDog JumpScareKittenStalk JumpScarePounce JumpScareBunnyBinky',
  },
  jumping: {
    dance:
      'JumpingJackDance JumpingOnTheBeat JumpAndClapCombo JumpAroundChallenge StarJumpSpin JumpstyleShuffle JumpingJiveOff JumpingKickLine',
    prank:
      'JumpingConfettiCard JumpingBalloonSurprise JumpInPhotobombs JumpyWelcomeHome JumpingOrigamiFrogs JumpingHugAmbush JumpingSpringSnake JumpingDinoPlushParade',
    educational:
      'JumpingAnimalRecords HowHighCanHumansJump JumpLikeAKangarooTest JumpingFleaPhysics JumpingOnTheMoon GravityJumpExperiment MeasureYourStandingJump JumpingSilentLandingDare',
    travel:
      'JumpingLandmarkShots JumpingShadowsOnTheSand RoadTripJumpPhotos JumpingInEveryPark JumpingTrampolineArena PuddleJumpCityWalk JumpingPostcards JumpingMeadowDayTrip',
    fashion:
      'OutfitMidJump JumpingSneakerCheck JumpsuitInMidair JumpingSkirtTwirlShot JumpingHighTopsLineup DenimJumpTest JumpingJacketChallenge JumpingScarfFlutter',
    tech: 'JumpingBurstMode JumpingJackCounter JumpingPhotoTimer JumpingHeightTracker JumpInSlowMoChallenge AppMeasuresMyJump JumpingVideoFreezeFrame JumpingLevitationShot',
    pet: 'JumpingPupFrisbee JumpingCatPounce JumpingBunnyHops JumpingDogAgility JumpingForTreats KittenShowJumping JumpThroughTheHoop PetJumpsOnCue',
    gaming:
      'JumpingPlatformerSpeedrun JumpingPuzzleLevel JumpingComboHighScore JumpingHopscotchGame JumpingRopeRhymes JumpingLeapfrogRace JumpingSimonSays JumpingFreezeTag',
  },
  'jumping jack': {
    educational:
      'JumpingJackHeartRate JumpingJackMuscleMap WhyJumpingJacksWork CaloriesInJumpingJacks MakeAJumpingJackToy StarJumpOrJumpingJack JumpingJacksInFrench JumpingJackFormCheck',
  },
  june: {
    dance:
      'JuneSchoolsOutShuffle JuneBackyardBop JuneSunsetSway JuneBugJig JuneGraduationConga JuneLongestDayDanceOff ShimmyIntoJune JuneSummerSalsa',
    prank:
      'JuneDadJokeAmbush JunePicnicPopUp JuneSchoolsOutConfetti JuneGradSignSurprise JuneBubbleWelcome JuneSprinklerSneak JuneDrivewayDoodles JuneBalloonBedroom',
    educational:
      'JuneSolsticeScience MeasureJunesLongestDay JuneBirthstoneQuiz SpotJunesStrawberryMoon WhoIsJuneNamedFor WhyFirefliesGlowInJune JuneNoonShadowTest WhatIsAJuneBug',
    cooking:
      'JuneBurgerGrillOff JuneFathersDayBreakfast JuneStrawberryJam JuneIcePopLab JuneBerryPickToPie JunePicnicWraps JuneShortcakeStack JuneRhubarbCrumble',
    travel:
      'JuneRoadTripBingo JuneFestivalHopping JuneStrawberryPickingDay FirstSwimOfJune JuneLongestDayHike JuneSolsticeSunset JuneParkHopChallenge JuneFarmersMarketRun',
    fashion:
      'JuneSummerFitCheck JuneWeddingGuestOOTD JuneGradCapDecorating JuneNeonOutfitDare DressForTheSolstice JuneSundressTwirl JuneLinenLineup JuneStrawToteOutfit',
    music:
      'JuneSummerAnthem JuneSunsetJam JuneBirdsongDuet JuneGraduationSong JuneBackyardConcert JuneSchoolsOutSingAlong JuneCampfireSongs JuneRoadTripPlaylist',
    tech: 'JuneLongestDayTimelapse JuneGradSpeechAI JuneFireflyPhotoTrick JuneSolarOvenBuild JuneSprinklerSlowMo CatchAJuneSunriseOnPhone JuneUVCheckBeforeYouGo JuneMonthRecapReel',
    pet: 'JuneDogDadDay JuneKiddiePoolPuppy JunePawprintCard JunePupsicleParty JuneHotPavementCheck JuneSprinklerZoomies CatVsJuneBug JuneBunnyGardenTime',
  },
  jungle: {
    dance:
      'JungleVineSway JungleMonkeyShuffle JungleParrotStrut RainforestRainStomp JungleAnimalDanceOff JungleTigerFreeze JungleBeatBounce JungleGorillaWalk',
    prank:
      'JunglePlushPhotobomb JungleVineStreamers JungleRoomMakeover WakeUpInTheJungle JungleToySnakeSurprise JungleFootprintTrail JungleSoundsAlarm JungleBananaPhoneCall',
    educational:
      'JungleCanopyLayerModel JungleFrogColorQuiz WhyRainforestsRainDaily RainforestOxygenMyth DrawAJungleFoodChain NameThatJungleSound JungleTerrariumBuild JungleSlothTrueOrFalse',
    cooking:
      'RainforestSmoothieBowl JungleChocolateBark JungleBananaBread JungleMonkeyPancakes JungleTigerCake RumbleInTheJungleCurry JungleFruitPlatter JungleMangoStickyRice',
    fashion:
      'DressAsAJungleExplorer AllGreenRainforestOutfit StyleJungleCargoPants WelcomeToTheJungleFit JungleBucketHat JungleLeopardMakeup JungleTigerStripeNails JunglePalmLeafPrint',
    speed:
      'JungleObstacleRace JungleCrawlRace JungleSpotTheToucan NameTenJungleAnimals JungleJigsawRace JungleMonkeyBarBlitz JungleGymRelay JungleLeafCountSprint',
    tech: 'JungleLiveCamWatch JungleLeafIDChallenge JungleBirdSongApp RecordTheRainforest RainforestWebcamMorning JunglePlantTimelapse JungleSoundscapeMix JungleVirtualSafariTour',
    pet: 'JungleGymForCats JungleKittenHideout JunglePuppyTugRope JungleTreatHunt PetInTheUrbanJungle JungleCatStalkMode JungleSafariWalkies JungleBunnyFortMaze',
    gaming:
      'JungleAnimalCharades JungleSnakesAndLadders JungleHideAndSeek Jungle20Questions JungleSurvivalCraft JungleSafariBingo JungleTreasureHunt JungleMonkeyInTheMiddle',
  },
  'junk drawer': {
    dance:
      'JunkDrawerShuffle JunkDrawerRattleDance JunkDrawerJig JunkDrawerFreestyle JunkDrawerRubberBandBop JunkDrawerTwistTieTwirl ShakeTheJunkDrawer JunkDrawerRobotDance',
    fitness:
      'JunkDrawerGripTrainer JunkDrawerSquatSort JunkDrawerLungeHunt JunkDrawerDeadlift JunkDrawerFingerReps JunkDrawerTapePlank JunkDrawerJumpingJacks JunkDrawerStretchBreak',
    prank:
      'OrganizedJunkDrawer JunkDrawerSurpriseNote JunkDrawerGooglyArmy JunkDrawerFakeSpider JunkDrawerTreasureHunt JunkDrawerDinoSurprise JunkDrawerLabelMaker JunkDrawerConfettiPop',
    educational:
      'JunkDrawerMysteryQuiz WhatsInYourJunkDrawer JunkDrawerMagnetTest JunkDrawerFloatOrSink JunkDrawerGadgetGuess JunkDrawerBatteryBounce JunkDrawerCircuitBuild JunkDrawerToolNames',
    travel:
      'FollowTheJunkDrawerMap JunkDrawerCouponDayOut JunkDrawerPostcards JunkDrawerBucketList RevisitAJunkDrawerTicket JunkDrawerSouvenirStory JunkDrawerBrochureDay JunkDrawerForeignCoins',
    fashion:
      'JunkDrawerJewelryDIY JunkDrawerFitCheck JunkDrawerGlowUp StyledByTheJunkDrawer JunkDrawerPaperclipChain JunkDrawerSafetyPinHem JunkDrawerAccessorize JunkDrawerButtonBracelet',
    wellness:
      'JunkDrawerDeclutter JunkDrawerCalmReset JunkDrawerMemories JunkDrawerMindfulSort OneJunkDrawerAtATime JunkDrawerKeepOrToss JunkDrawerLettingGo JunkDrawerGratitudeFinds',
    speed:
      'JunkDrawerSpeedSort JunkDrawerPenTest JunkDrawerScissorsHunt EmptyTheJunkDrawerFast JunkDrawerFindTheTape JunkDrawerKeyMatchRace JunkDrawerMinuteToWin JunkDrawerTidyBlitz',
    tech: 'JunkDrawerCableUntangle JunkDrawerGadgetFix JunkDrawerUSBMystery JunkDrawerChargerMatch JunkDrawerBatteryTest JunkDrawerEwasteRun JunkDrawerOldPhoneRevive JunkDrawerCordLabelHack',
    pet: 'JunkDrawerAdoptionPapers JunkDrawerPetPhotos JunkDrawerDogToyStash JunkDrawerSpareLeash JunkDrawerFirstCollar WhoHidTheTennisBall JunkDrawerGroomingKit JunkDrawerKittyProofing',
    gaming:
      'JunkDrawerEscapeRoom JunkDrawerScavengerHunt JunkDrawerDiceDuel JunkDrawerTetris JunkDrawerDeckOfCards JunkDrawerGuessByTouch JunkDrawerBoardGame JunkDrawerMemoryTray',
  },
  'junk mail': {
    dance:
      'JunkMailShuffle JunkMailMoonwalk JunkMailSlideStep JunkMailConfettiDance JunkMailShredShimmy JunkMailFanDance JunkMailDanceToTheBin JunkMailMailboxBoogie',
    educational:
      'HowToStopJunkMail WhyJunkMailCouponsWork RecycleJunkMailIntoPaper CanJunkMailBeRecycled FirstJunkMailEver WeighAYearOfJunkMail SpotTheJunkMailTricks JunkMailCountForAWeek',
    fashion:
      'JunkMailPaperBeads JunkMailEnvelopeClutch RecreateAJunkMailCatalog WearYourJunkMail JunkMailOrigamiBow JunkMailModelPose JunkMailRunway JunkMailCollageHat',
    speed:
      'JunkMailSortRace JunkMailShredBlitz JunkMailCouponClipRace JunkMailTearItUpRace JunkMailToBinSprint JunkMailFoldFrenzy JunkMailPlaneDash JunkMailEnvelopeRush',
    tech: 'JunkMailInboxZero JunkMailFilterSetup SpamVsJunkMail JunkMailScannerApp JunkMailShredderTest AIFightsMyJunkMail JunkMailOptOutOnline JunkMailPaperlessSwitch',
  },
  kangaroo: {
    fitness:
      'KangarooBoxingCardio KangarooBroadJump OutjumpAKangaroo HopLikeAKangaroo KangarooJacks KangarooBurpees KangarooPogoIntervals KangarooTailBalanceHold',
    prank:
      'KangarooPlushPeekout KangarooFootprints PostcardFromAKangaroo OnesieKangarooGreet KangarooJoeyInHoodie SurpriseKangarooVisitor KangarooPouchPopOut KangarooCardboardCutout',
    educational:
      'HowKangaroosHop KangaroosCantWalkBack KangarooTailBalanceDemo KangarooOrWallaby KangarooJoeySizeGuess KangarooPouchMythBust KangarooSpeedQuiz KangarooGroupNameTrivia',
    travel:
      'SpotAKangarooAtTheZoo KangarooPlushTravelBuddy KangarooSpottingDayOut KangarooPouchPacking KangarooVirtualSafari KangarooHopTrail KangarooCrossingSignHunt KangarooWildlifeParkVisit',
    fashion:
      'KangarooPocketHoodie KangarooOnesieFitCheck DressLikeAKangarooKeeper ThriftAKangarooTee KangarooOutbackOutfit KangarooBushHatTryOn KangarooPouchBag KangarooFannyPackStyle',
    wellness:
      'KangarooCareCuddle KangarooHopItOut KangarooSunriseBounce LazyKangarooLounge ChillLikeAKangaroo KangarooPouchNap KangarooMamaHug KangarooStretchAndSun',
    music:
      'KangarooDrumBeat KangarooLullaby KangarooBoingRemix BoxingKangarooTheme HopAlongKangarooSong KangarooJoeyJam KangarooBoxerAnthem KangarooBounceKazoo',
    tech: 'KangarooSlowMoJump KangarooStopMotion ARKangarooFilter KangarooLiveCamWatch KangarooStepCounterApp KangarooPouchPOV HowFarCanYouKangarooHop KangarooFactsPodcast',
    gaming:
      'KangarooSaysHop KangarooPouchMysteryGame KangarooHopscotch KangarooTriviaNight KangarooHideAndSeek KangarooPillowBoxing KangarooBounceBattle KangarooCardMatch',
  },
  karaoke: {
    dance:
      'KaraokeBackupDancers KaraokeBalladSway KaraokeBoyBandSteps DanceBreakAtKaraoke DivaStrutKaraoke KaraokeMicDropFinale KaraokeSpotlightSpin KaraokeDiscoShuffle',
    fitness:
      'KaraokeLunges KaraokeWalkAndSing KaraokeChorusPlank KaraokeBurpeeBreak KaraokeJogAndBelt SquatOnTheHighNote KaraokeWallSit KaraokeJumpingJacks',
    educational:
      'LearnSpanishByKaraoke HowKaraokeScoresYou KaraokeHistoryQuiz KaraokeVocalWarmups KaraokePitchTest KaraokeLongNoteHold WhoInventedKaraoke KaraokeRhymeSchemeLesson',
    travel:
      'KaraokeRoadTripSongs LocalKaraokeNightDebut KaraokeAtTheBeach PicnicBlanketKaraoke KaraokeByTheCampfire HotelRoomKaraoke KaraokeFamilyTripDuet KaraokeInEveryCountry',
    fashion:
      'KaraokeDivaGown SequinKaraokeOutfit KaraokeStageGlowUp KaraokeRockstarFit KaraokeGlitterBlazer KaraokeDressLikeTheSong KaraokeBoaAndShades KaraokeCowboyBootsNight',
    tech: 'KaraokeVocalRemoverAI BluetoothKaraokeTrial KaraokeAppFaceOff KaraokeAutotuneTest KaraokeLyricsOnTheTV KaraokeMicShowdown KaraokePitchTracker KaraokeSplitScreenDuet',
    gaming:
      'KaraokeLyricGuessGame KaraokeScoreBattle KaraokeHotSeat KaraokeMusicalChairs KaraokeTriviaDuel Karaoke100PointChallenge KaraokeBingoCard KaraokeRandomSongWheel',
  },
  kayaking: {
    dance:
      'KayakLifeJacketShimmy CanoeCancan KayakingSplashStep KayakingPaddleSway KayakRowYourBoatDance DocksideDanceOff AirKayakingShuffle KayakingVictoryDance',
    educational:
      'WhyCanoesFloat BuildAModelKayak KayakingSafetyQuiz KayakingWildlifeID KayakJStrokeBasics KayakReadTheRiver CanoeingVsKayaking KayakLifeJacketSizing',
    fashion:
      'KayakingFitCheck CanoeDayLayering KayakSunHatTest KayakNeonLayers KayakSplashProofOutfit KayakDryBagMatch DockToDinnerKayaking CanoeingCapsule',
    wellness:
      'KayakSunriseCalm MindfulKayaking KayakingDockStretch PhoneFreeCanoe KayakingBirdsong KayakingFloatBreak SlowKayakingSunday CanoeingJournal',
    tech: 'KayakDryPouchDunk KayakMapMyPaddle CanoeWaterproofTest KayakPhoneMountPOV KayakWeatherAppCheck KayakAIPicksMyLake GPSArtKayaking KayakingTimelapse',
    pet: 'KayakingWithMyDog KayakLifeJacketFit KayakCatBoxBoat KayakDogDockPractice KayakingTreatOnShore KayakingBeachSniffWalk ShipmateKayaking KayakingPetPOV',
    gaming:
      'KayakingWildlifeBingo CanoePirateQuest KayakSpotTheDuckGame KayakingTriviaOnTheDock KayakLakeScavengerHunt KayakingGoFish CheckpointKayaking KayakingCaptureFlag',
  },
  ketchup: {
    fitness:
      'KetchupBottleCurls KetchupSqueezeGrip KetchupPacketPlank SquatForYourKetchup KetchUpYourSteps KetchupCarryLunges KetchupJumpingJacks KetchupCrunchTime',
    prank:
      'FakeKetchupSpill KetchupBottleGooglyEyes KetchupStickerStorm KetchupAndFriesCake KetchupSmileyNote KetchupCostumeReveal KetchupNameOnTheBun KetchupPacketTower',
    educational:
      'KetchupIsNonNewtonian KetchupTrueOrFalse KetchupPennyShine KetchupBottleTapTrick CatsupOrKetchup KetchupRampRace KetchupSugarCubeCount KetchupBrandBlindTest',
    travel:
      'KetchupDinerRoadTrip KetchupFromEveryStore KetchupOnEverythingPicnic KetchupFryShopCrawl KetchupSouvenirPackets FarmersMarketKetchupHaul KetchupBurgerJointQuest KetchupBoardwalkSnack',
    wellness:
      'LowSugarKetchupSwap KetchupSlowSimmer SundayKetchupBatch GrowYourOwnKetchup KetchupMovieNightSnack KetchupGardenTherapy KetchupFamilyDinnerTalk KetchupComfortFries',
    speed:
      'KetchupPacketSprint KetchupPourRace KetchupBottleFlipLand LastDropOfKetchup KetchUpIfYouCan KetchupCapTwistTimer KetchupSmileyFaceRush KetchupCondimentSortBlitz',
    pet: 'KetchupPlushTugOfWar KetchupToyFetch KetchupBottleSqueaker DogNamedKetchup KetchupRedBlanketNap KetchupTheCat KetchupKittyKicker KetchupPuppyPortrait',
    gaming:
      'KetchupBlindTasteGame KetchupPacketFootball KetchupBottleBowling KetchupMustardTicTacToe KetchupDrawingGuess KetchupFoodTrivia KetchupMemoryMatch KetchupCharades',
  },
  kettle: {
    dance:
      'KettleWhistleDance BoogieTillKettleBoils KettleKitchenShuffle KettleCuppaConga ImALittleTeapot KettleClickFreeze KettleSpoutSpin KettleTeaTimeTango',
    fitness:
      'KettleTimerSquats KettleWaitLunges CalfRaisesByTheKettle PlankTillKettleBoils KettleBreakCrunches KettleThreeMinuteAbs KettleJumpingJacks KettleCounterPushUps',
    prank:
      'KettleSurpriseCuppa GooglyEyesOnTheKettle KettleStickyNoteJoke KettleWhistleRingtone TinyHatForTheKettle KettleTeaTraySurprise KettleMustacheDecal KettleRubberDuckFriend',
    educational:
      'WhyKettlesWhistle KettleLimescaleFix MicrowaveVsKettle KettleEnergyCostMath KettleThermometerCheck KettleWatchedPotTest KettleCloudInAJar KettleTeaOriginsQuiz',
    travel:
      'KettleCampsiteTea TravelKettleHacks HotelKettleNoodles KettlePicnicCocoa KettleThermosDayTrip KettleVanLifeBrew KettleRoadsideCuppa KettleCabinMornings',
    fashion:
      'MatchYourKettle KettleTeaPartyOutfit KettleCozySweaterSwap DressAsAKettle KettlePastelKitchenFit KettleBoilQuickChange KettleSteampunkCosplay KettleApronRunway',
    wellness:
      'KettleTeaRitual BreatheTillKettleBoils KettleStretchPause PhoneFreeKettleMinute KettleSteepAndSettle KettleSoundMeditation KettleGratitudeList KettleWindowGazing',
    speed:
      'BeatTheKettle KettleTidySprint KettleBoilDishBlitz BeforeTheKettleClicks KettleBedMakeDash KettleInboxZeroRace KettleLaundryFoldRace KettleCounterWipeRush',
    tech: 'KettleAlarmApp KettleEnergyMeter KettleTimeLapseBoil SlowMoKettleSteam KettleThermalCamera KettleWhistleRingtone KettleVoiceAssistant KettleDecibelCheck',
    gaming:
      'KettleBoilChessBlitz OneLevelPerKettle CozyKettleGameNight KettleBrewingPotions KettleBreakPuzzle KettleSteepSudoku KettleClickClutch KettleTriviaRound',
  },
  key: {
    dance:
      'KeyJingleShuffle PhoneWalletKeysDance KeyFoundVictoryStrut KeyRingTwirl KeysPopAndLock KeyUnlockTheDanceFloor KeyChangeChoreo KeyTurnTango',
    fitness:
      'ForgotMyKeysStairRun SquatForEveryKey KeyDropLunges KeyHuntCircuit KeyFetchBurpees KeyStepUps LowKeyWorkout HighKeyHIIT',
    educational:
      'HowKeysOpenLocks WhyKeysHaveRidges KeyPinTumblerPuzzle SkeletonKeyQuiz FirstKeyEverMade KeyInsideThePadlock MasterKeyDemo KeyThenAndNow',
    fashion:
      'KeysToTheRunway BagCharmKeychainStack KeyNecklaceLayering CarabinerKeysHipClip KeyringFitCheck DIYVintageKeyEarrings KeyChainBeltHack KeyLanyardGlowUp',
    wellness:
      'LostKeysNoPanic KeysDownDeepBreath KeyHookHabit KeyBowlByTheDoor KeyHomeArrivalRitual KeyWorryStoneCharm LowKeyPhoneFreeEvening KeyToJoyList',
    tech: 'SmartLockVsKey KeyFinderTagTest NeverLoseYourKeys KeyLeftBehindAlert KeyFobBatterySwap PhoneAsYourKey NFCKeyStickerHack KeyPasskeySetup',
    pet: 'KeyInTheDoorZoomies KeyJingleWalkTime DogFindsMyKeys CatKnocksOffTheKeys CatBatsTheKeyring KeyAndLeashHook FetchMyKeysTrick KeyPuppyGreetingTrain',
  },
  keychain: {
    educational:
      'HowKeychainsAreMade KeychainSplitRingHack WhoInventedTheKeychain KeychainResinCureTest KeychainMaterialQuiz OldestKeychainEver KeychainMorseCode KeychainPeriodicTable',
    travel:
      'KeychainFromEveryCity KeychainCharmPerTown KeychainSouvenirHunt KeychainMapOfMyTrips KeychainAtEachLandmark KeychainLuggageTag KeychainTripJournal KeychainPinTrade',
    fashion:
      'KeychainBagCharmStack KeychainBeltLoopClip KeychainCarabinerHook KeychainFitCheck KeychainAsJewelry KeychainWristletDIY MatchYourKeychain ColorCodeKeychain',
    wellness:
      'KeychainWorryStone KeychainFidgetSpin KeychainMantraToken KeychainAffirmation KeychainGratitudeCharm KeychainBreathCue CalmBeadKeychain PhotoMemoryKeychain',
    speed:
      'KeychainLanyardBlitz KeychainBeadDash KeychainKeyFindRace KeychainBuildIn60 KeychainSplitRingLoad KeychainUnhookRace BlindfoldKeychainSort TangledKeychainRescue',
    tech: 'KeychainTrackerTest KeychainFlashlightDuel KeychainNFCTagHack KeychainGadgetRanked KeychainUSBBackup KeychainFindMyKeysTrick KeychainStopMotion QRCodeKeychain',
    gaming:
      'KeychainMiniConsole KeychainVirtualPetCare KeychainClawMachineWin KeychainDiceDuel PixelHeroKeychain KeychainRetroGameCharm KeychainChessPieceDIY KeychainHotPotato',
  },
  keys: {
    dance:
      'KeychainTwirl LostMyKeysShuffle FoundMyKeysStrut KeysJangleTwoStep JingleYourKeys KeyTurnTwist KeysSwingingSalsa KeysRobotDance',
    educational:
      'HowKeysOpenLocks WhyWeLoseOurKeys SkeletonKeyTrivia KeysMemoryPalace KeysPinTumbler101 KeyCuttingUpClose KeysThenVsNow NameThatKeyType',
    cooking:
      'KeyShapedCookies HouseKeyCake LockAndKeyCupcakes KeyLimePieUnlocked NewHomeKeyBrownies KeychainPretzels KeyholeToast ChocolateSkeletonKeys',
    travel:
      'KeychainSouvenirHunt KeysToTheCity HotelKeyCardHaul WhereDidIPackMyKeys KeysOnALanyardHike KeysPhoneWalletCheck GrabYourKeysAndGo KeyholeViewsInTown',
    fashion:
      'KeychainBagCharm SkeletonKeyEarrings BeltLoopKeyClip BuildAFitAroundAKey LayerYourKeys KeysCarabinerOutfit StatementKeyring KeysWristletDIY',
    wellness:
      'NoMoreKeyPanic PauseAtTheKeyHook KeysDropZoneReset HomeIsWhereTheKeysAre KeysDownBreatheIn OneSpotForKeys KeysAndPhoneInABowl KeysByTheDoorHabit',
    art: 'KeyClayImprints OldKeyWindChime SkeletonKeyShadowBox KeyStencilArt KeysInResin VintageKeysDrawing PaintedKeyMagnets KeyTraceMandala',
    tech: 'SmartLockNoKeys PhoneAsCarKeys KeysDigitalWalletSetup KeysTrackerTagTest KeyFobBatterySwap KeysLeavingHomeAlert KeysVoiceAssistantFind BluetoothKeyHunt',
    pet: 'PetFetchesTheKeys PawPrintKeychain CatSwatsTheKeys KeysRattleEarPerk SniffOutTheKeys KeysJingleMeansWalkies DogHidesMyKeys KeysJangleZoomies',
  },
  kid: {
    dance:
      'KidChoreographer KidCopiesMyMoves KidPlaygroundDanceOff KidsCallTheSteps TinyDancerTakeover FreezeDanceKids KidVsParentShuffle KidHipHopClass',
    fitness:
      'KidsObstacleCourse KidStopwatchSprints KidCoachesMyPushUps KidMonkeyBarsMastery KeepUpWithAKid KidSimonSaysSweat KidDesignsMyWorkout KidYogaPoses',
    prank:
      'KidsPrankTheParents KidToyDinoTakeover KidStickyNoteAttack KidBackwardsDay KidsBalloonAvalanche WhoopeeCushionKid KidBugStickerSurprise KidMismatchedSocks',
    fashion:
      'KidsFitCheck DressedByMyKid KidCostumeRunway KidMiniMeMatching KidPicksMyShoes KidDesignedTee KidDoesMyMakeup KidStylesMyHair',
    gaming:
      'KidInventsABoardGame KidChessUpset KidBossFightCoach CanYouBeatAKid CarriedByMyKid KidVsParentConsoleDuel KidSetsTheRules KidHideAndSeekChamp',
  },
  kindle: {
    dance:
      'KindlePageTurnTwirl KindleChapterDanceBreak KindlePlotTwistShimmy KindleBookClubConga TheEndHappyDance KindleCliffhangerFreeze SwipeAndSwayKindle ReadingNookKindleBop',
    fitness:
      'KindleWallSitChapter KindleStretchAndRead EreaderStepsAndPages LungeAtEveryKindleTwist KindleSquatBreaks KindleAudiobookWalk KindlePlankChallenge KindleCalfRaises',
    prank:
      'KindleScreensaverNote KindleInAHardcover KindleFakeSpoiler HideTheirKindleHunt KindleLanguageSwitch KindleSecretHighlights KindleFontSwap UpsideDownKindle',
    educational:
      'KindleVsPaper KindleScreenMacroZoom KindleVocabBuilder KindleSpeedReading101 GuessTheKindleFirstLine ReadAFreeKindleClassic LanguageLearningKindle TranslateWithKindle',
    travel:
      'KindleSetInThisCity TrainRideEbook KindleBeachRead KindleParkHammock KindleBookshopCafe KindleOnlyCarryOn KindleTripReadingList KindleSunsetBench',
    fashion:
      'KindleBookishFit KindleLibrarianCosplay KindleCardiganSwap MatchYourKindleCase DarkAcademiaKindle EreaderSleeveDesign KindleCoverColorOutfit KindleToteBagDIY',
    gaming:
      'KindleBookBingo KindleChooseYourAdventure KindleWordGames SideQuestEbooks KindleChapterTrivia KindleStreakChallenge KindleTitleCharades KindleLevelUp',
  },
  kindness: {
    educational:
      'KindnessHeartRateCheck WhyKindnessSpreads KindnessMoodExperiment YourBrainOnKindness KindnessStressTest KindnessMythBusters KindnessRipplesMap HowToSayKindness',
    cooking:
      'KindnessCookies KindnessMealDrop KindnessBakeItForward KindnessNewParentLasagna KindnessSoupShare KindnessLunchboxNote BananaBreadKindness NeighborKindnessPie',
    travel:
      'KindnessVolunteerDay KindnessBeachCleanup KindnessRestStopNotes KindnessOfferYourSeat KindnessTakeTheirPhoto KindnessToLocalShops KindnessInEveryCity TouristKindnessDare',
    speed:
      'TenKindActsRace KindnessRelay KindnessThankYouSprint KindnessIn60 KindnessComplimentDash KindnessBoxBlitz KindnessLunchBreakDare KindnessStopwatch',
  },
  king: {
    fitness:
      'KingOfTheHillSprint KingThroneDips KingCapeLunges KingSizeBurpees KingCrownBalanceWalk LiftLikeAKing KingRoyalPlankHold KingScepterPress',
    prank:
      'KingDecreeScroll KingCrownedAtTheDoor KingRedCarpetWelcome KingBowWhenTheyEnter KingForADayAmbush ButlerForTheKing KingPaperCrownSneak KingRoyalBreakfastInBed',
    educational:
      'KingsOfHistoryQuiz WhyKingsWoreCapes HowKingsCrownsAreMade FamousKingsRanked TrueKingOrLegend KingMagnaCartaInAMinute KingTutInSixty WhichKingSaidIt',
    cooking:
      'KingPretzelScepters KingSizeBurger ChickenALaKing FitForAKingFeast KingCrownCupcakes KingsRoyalTeaParty KingOfTheGrill KingBanquetPlatter',
    travel:
      'KingOfTheRoadTrip KingStatueHunt SpotAKingInTheMuseum KingOfTheHillHike KingForADayOuting KingCastlePlaygroundDay KingPalaceDayTrip KingRenaissanceFaireDay',
    fashion:
      'KingFitCheck KingRingStack KingRobeGlowUp KingCrownYourOutfit KingSizeDrip ThriftAKingsLook KingBedsheetCape KingVelvetMantle',
    wellness:
      'KingSizeNap KingCrownYourWins KingSelfCareDecree TreatYourselfLikeAKing KingSizedStretch KingRoyalRestDay KingdomOfKindness KingBubbleBathThrone',
    tech: 'KingOfTheDeskSetup KingCrownFilter KingAIPortrait KingdomVirtualTour KingVoiceChangerApp KingDecreeAlarm KingSpeechTeleprompter KingGreenScreenThrone',
    pet: 'KingOfTheCouch KingCatWindowPerch KingHamsterPalace KingSizedPetNapSpot KingOfTheBed KingDogThrone KingOfTheCastleBox KingBunnyRoyalPortrait',
  },
  kitchen: {
    dance:
      'KitchenApronTwirl MidnightKitchenShuffle KitchenDiscoDishes KitchenTimerTwoStep KitchenFridgeFreeze KitchenPotsAndPansParty KitchenIslandConga KitchenSpatulaMoonwalk',
    fitness:
      'KitchenCounterPushUps KitchenCanCurls KitchenTimerHIIT KitchenChairDips KitchenKettleBoilSquats LungeAcrossTheKitchen KitchenSinkSquats KitchenFloorPlankHold',
    prank:
      'SurpriseKitchenCleanup KitchenCabinetBalloons KitchenFridgeKindNote KitchenTinyCutlery KitchenDishFairy KitchenRubberDuckArmy KitchenWaiterService KitchenSpiceJarSmiles',
    educational:
      'NameThatKitchenTool KitchenOnionTearScience KitchenEggFloatTest KitchenMythOrFact KitchenSafety101 KitchenCupsToGrams KitchenRedCabbagePH KitchenFridgeZoneQuiz',
    travel:
      'KitchenTourAtGrandmas CookLikeALocal KitchenCampingSetup KitchenSouvenirHunt KitchenFarmStandRun MarketToKitchenMeal KitchenRecipesFromTrips KitchenPassportNight',
    fashion:
      'KitchenFitCheck MatchYourKitchen KitchenApronGlowUp KitchenHeadscarfTie KitchenChefJacketTryOn KitchenOvenMittClutch KitchenRunwayWalk KitchenHairNetGlam',
    tech: 'LetAnAppRunMyKitchen KitchenGadgetTest AIPlansKitchenDinner KitchenTabletHack KitchenFridgePhotoAI KitchenRecipeQRCodes KitchenVoiceOnlyCook KitchenSmartPlugCoffee',
    gaming:
      'KitchenUtensilCharades KitchenFridgePoetryDuel KitchenTableTournament KitchenDominoTopple KitchenBlindTasteGame KitchenScavengerHunt KitchenTimerChess KitchenSpoonRelayRace',
  },
  'kitchen sink': {
    dance:
      'KitchenSinkBubbleDance KitchenSinkScrubShimmy DishDutyDanceBreak KitchenSinkDisco KitchenSinkTwoStep KitchenSinkRinseRepeat KitchenSinkSoapSamba KitchenSinkSpongeSway',
    fitness:
      'KitchenSinkCalfRaises KitchenSinkSquatPerDish KitchenSinkPushUps KitchenSinkLunges RinseRepeatReps KitchenSinkTowelCurls KitchenSinkWallSit KitchenSinkCounterPlank',
    educational:
      'KitchenSinkSoapScience KitchenSinkGermSwab KitchenSinkDrainSwirl KitchenSinkPTrapTour KitchenSinkMythBust KitchenSinkSpongeTest KitchenSinkPepperTrick KitchenSinkWaterUseMath',
    fashion:
      'KitchenSinkMaximalist EverythingAtOnceOutfit KitchenSinkLayering KitchenSinkJewelryStack KitchenSinkAccessoryDare KitchenSinkFitCheck KitchenSinkClosetRaid KitchenSinkPatternMixing',
    wellness:
      'KitchenSinkMindfulRinse EmptyKitchenSinkMorning KitchenSinkNightReset KitchenSinkPodcastPause KitchenSinkHerbGarden KitchenSinkMeditation KitchenSinkGratitude KitchenSinkWindowView',
    tech: 'KitchenSinkTimeLapse KitchenSinkSlowMoSplash KitchenSinkPodcastDishes KitchenSinkASMR KitchenSinkStopMotion KitchenSinkGadgetTest KitchenSinkAudiobook KitchenSinkWaterMeterApp',
  },
  kite: {
    dance:
      'KiteTailTwirl MoveLikeAKite SwoopWithYourKite KiteStringTango KiteFlightFreestyle BreezyKiteBop KiteWindyWaltz KiteRibbonDance',
    funny:
      'KiteLaunchFail KiteVsWind TheKiteEatingTree KiteFirstFlightFlop KiteWhisperer KiteTangleDisaster WhenTheKiteWins KiteDadTakesOver',
    prank:
      'KiteMessageInTheSky SurpriseKiteBanner KitePhotobomb FakeKiteInTheTree AirMailByKite DragonKiteFlyby TinyPaperKiteAmbush KiteBirthdayStreamers',
    educational:
      'HowKitesFly WhyKitesNeedTails KiteShapesCompared PaperBagKiteBuild KiteWindSpeedTest KiteAngleExperiment BeaufortScaleByKite ChineseDragonKiteCraft',
    fashion:
      'ScarfLikeAKiteTail KiteColorBlocking FitCheckWithAKite MatchYourKite KiteRunwayShow PaintAKiteTee KiteWindbreakerTest KiteRibbonHairBows',
    tech: 'KiteSlowMoLaunch KiteWeatherAppVsReality KiteTimeLapseFlight HowHighIsMyKite KiteStopMotionBuild KiteSkySelfie KiteMusicVideoEdit KiteWindMeterCheck',
    pet: 'KiteChasingPup PetMeetsAKite KiteBeachFetch KiteCatWindowPerch DogVsKiteShadow ZoomiesUnderTheKite SitStayWhileKiteFlies KitePuppyParkDay',
    gaming:
      'KiteHeightScore KiteStuntBattle LandYourKiteOnTarget LastKiteFlying KiteTrickRound KiteTagGame SpotTheKiteBingo KiteStringLimbo',
  },
  kitten: {
    dance:
      'DanceWithMyKitten KittenPounceJump KittenWhiskerShimmy KittenPawWave KittenHopStep KittenCopycatDance KittenZoomiesChoreo KittenTailTwirl',
    fitness:
      'KittenYoga KittenPouncePlank StretchLikeAKitten KittenChaseIntervals CatCowWithMyKitten KittenFeatherWandCardio KittenWatchesMyPushups KittenToyTossSquats',
    educational:
      'WhyKittensPounce HowKittensPurr KittenEyeColorWatch DecodeKittenTail WeeklyKittenWeighIn KittenAgeGuess KittenSleepTracker KittenWhiskerWidthTest',
    cooking:
      'CookieCutterKittens KittenWhiskerCupcakes KittenOnigiri KittenPawMacarons KittenPurrfectPancakes KittenLatteArt KittenFaceBento KittenFruitPlate',
    fashion:
      'KittenPicksMyFit KittenGraphicTee KittenHeelStrut KittenPrintHeadToToe KittenEyeFlick LintRollerReality KittenPawCharmBracelet KittenEarHeadband',
    speed:
      'KittenFeatherReflex KittenToyMouseDash KittenComesWhenCalled KittenTidyUpRace FastestKittenPounce KittenTreatPuzzleTimer KittenTunnelRace KittenLitterScoopSprint',
    gaming:
      'KittenPounceHighScore KittenObstacleRun KittenHideAndSeek KittenBoxMaze KittenTabletChallenge KittenToyMouseHunt KittenPaperBallSoccer KittenCupShuffle',
  },
  kiwi: {
    dance:
      'KiwiShuffle KiwiPavlovaPirouette KiwiFuzzyFreeze KiwiOnYourHeadDance KiwiBirdWaddle KiwiKickStep KiwiCharleston KiwiSliceSalsa',
    fitness:
      'KiwiBalanceSquat KiwiOverheadPress KiwiSpoonLunges KiwiCrunchTime PassTheKiwiPlank KiwiBetweenKneesHop KiwiRollSitUps KiwiJumpingJacks',
    prank:
      'KiwiSmileyFruitBowl KiwiInTheEggCarton KiwiWallpaperSwap TennisBallKiwi KiwiGreenStickerTrail LunchboxKiwiNote KiwiBirdPlushDrop HedgehogKiwiDisguise',
    educational:
      'WhyKiwiJellyWontSet KiwiBirdVsFruit KiwiVitaminQuiz KiwiMilkCurdleTest CountTheKiwiSeeds KiwiOldNameGuess KiwiDNAExtraction HowKiwisGrowOnVines',
    fashion:
      'KiwiGreenFitCheck KiwiSliceEarrings KiwiPrintShirt KiwiFuzzySweater KiwiEyeshadowMatch DressLikeAKiwi KiwiNailArt KiwiColorBlockSocks',
    speed:
      'KiwiScoopSprint KiwiStackTimer KiwiSmoothieCountdown KiwiTowerBlitz KiwiPavlovaToppingDash KiwiFuzzRemovalRace KiwiRollRelay OneSpoonTenKiwis',
    music:
      'KiwiSeedShaker KiwiScoopASMR KiwiSpoonDrumJam KiwiKaraoke SingAKiwiSong KiwiBeatDrop KiwiLullaby KiwiRapVerse',
    tech: 'KiwiMacroPhoneShot KiwiBatteryLED KiwiRipenTimelapse CanAIPickAKiwi KiwiGadgetTestDrive SlowMoKiwiDrop ScanForTheRipestKiwi KiwiStopMotion',
    pet: 'KiwiPlushFetch KiwiTennisBallHunt KiwiFuzzyTwinPortrait KiwiSqueakerSurprise KiwiSniffTest KiwiGreenDogBed KiwiToyTugOfWar KiwiCushionCatNap',
    gaming:
      'KiwiBlindTasteGame KiwiHotPotato KiwiMiniGolf KiwiTicTacToe KiwiSpoonBalanceRace KiwiBirdCharades KiwiTriviaClash MatchTheKiwiPairs',
  },
  knight: {
    dance:
      'KnightArmorShuffle KnightJoustingJig KnightHobbyHorseGallop KnightFeverDisco DanceAllKnightLong KnightChainmailCharleston KnightClubSlide KnightMedievalMinuet',
    fitness:
      'KnightShieldPlank KnightArmorSquats KnightSwordLunges KnightShiftWorkout KnightSquireBootCamp KnightVsDragonHIIT KnightTrainingTrial KnightHorseStanceHold',
    prank:
      'KnightRoyalDecreeNote KnightHoldsTheDoor KnightQuestScroll KnightInShiningFoil FridgeGuardKnight KnightSirSnackALot SpoonSwordKnighting KnightPillowFortSiege',
    educational:
      'KnightsMythVsFact HowToBecomeAKnight WriteYourKnightlyCode KnightArmorWeightGuess KnightCoatOfArmsDesign WhatKnightsAte KnightOrSquireQuiz KnightDayInTheLife',
    travel:
      'KnightMuseumArmorHunt KnightStatueHunt KnightRenaissanceFaire KnightForADay KnightTrailQuest KnightsOfTheRoadTrip KnightCastlePlayground KnightRuinsHike',
    fashion:
      'KnightArmorCosplay KnightCapeFitCheck KnightChainmailDIY KnightInShiningSequins DressLikeAKnight KnightCardboardHelmet KnightTunicFromASheet KnightCrestTShirt',
    wellness:
      'OneKnightlyDeed KnightKindnessOath KnightBraveJournal GoodKnightWindDown KnightBreathingQuest KnightsRestHour QuietKnightIn KnightThankYouScroll',
    pet: 'KnightInShiningFur KnightCatCastle KnightGuardDog KnightSirBarksALot KnightingMyDog KnightPetSquire KnightlyKittenPose KnightBunnyFortBuild',
  },
  knitting: {
    dance:
      'KnittingSweaterShimmy KnittingClubConga KnitOnePurlTwoStep KnittingYarnBoogie KnittingCircleDance KnittedScarfTwirl TangledKnittingTango KnittingWoolyWaltz',
    fitness:
      'KnitOneSquatTwo KnittersHandStretch KnittingBreakPlank KnitBetweenSets KnitPurlsAndPushUps KnitCastOnJacks KnittingWristWarmUp KnittingShoulderRolls',
    prank:
      'KnittingDoorknobScarf EggsWearingKnitHats KnittingYarnBombDesk KnittingPlantSweater KnitSocksForTheChairs KnittingRemoteCozy KnittingMustacheDisguise KnittingBananaJacket',
    educational:
      'KnittingStitchQuiz KnittingPatternDecoder WhyKnittingStretches KnittingSheepToSweater KnitOrCrochet KnittingIsMath KnittingFiberFeelTest GuessTheKnittingYarn',
    fashion:
      'KnittedFitCheck KnittingBeanieTryOn KnitterStreetSnap ChunkyKnitScarfTie KnittingHeadToToe KnitVestFiveWays KnittingCardiganReveal KnittingLegWarmerRevival',
    tech: 'KnittingTimelapse KnitYourSelfieChart AIKnittingPatternFail KnittedPhoneCozy KnittingRowCounterApp KnitPixelArtGrid KnittingVideoTutorial KnittingLaptopSleeve',
    pet: 'KnittingCatBedDIY KnittingLapSupervisor KnittingDogBlanket KnittingPuppyCushion KnittingPawsOffMyYarn KnittingKittenHammock KnittingTimeHamsterWatch KnittingBreakBunnyCuddles',
    gaming:
      'KnittedTicTacToeBoard KnitPixelArtSweater KnittingYarnBallToss LevelUpMyKnitting KnitAGameCharacter KnittingTriviaDuel KnittingBingoNight KnittingPatternPuzzle',
  },
  koala: {
    dance:
      'KoalaSlowMoSway KoalaPiggybackSpin KoalafiedDanceOff KoalaEucalyptusShuffle KoalaTreeHugTwoStep KoalaClingDance KoalaCuddleWaltz KoalaSleepyShimmy',
    fitness:
      'KoalaPiggybackLunges HangInThereKoala KoalaGripHold KoalaStepUpCircuit KoalaJoeyCarrySquats KoalaTreeHuggerPlank KoalaClingCrunches KoalaBearCrawl',
    funny:
      'KoalaGrumpyWakeUp KoalaDoesNotCare MondayMoodKoala KoalaDramaticYawn BellowLikeAKoala KoalaHugsEverything SleepyKoalaNarrator KoalaNapChampion',
    educational:
      'IsAKoalaABear WhyKoalasSleepSoMuch KoalaEucalyptusQuiz KoalaFingerprintCompare KoalaTrueOrFalse KoalaJoeyGrowthChart SaveTheKoalaLesson HowKoalasDigestLeaves',
    cooking:
      'KoalaFacePancakes KoalaFairyBread SleepyKoalaCupcakes KoalaTeaParty KoalaLamingtonBake KoalaSugarCookies AussieKoalaPavlova KoalaFruitSnackBox',
    fashion:
      'KoalaEarBeanie KoalaBackpackOOTD CozyKoalaOnesie KoalaKhakiFit KoalaHugMeHoodie KoalaSpaceBuns FuzzyKoalaEarmuffs KoalaGreyMonochrome',
    wellness:
      'KoalaAllDayNap KoalaHugItOut KoalaSlowSunday BeLazyLikeAKoala KoalaEucalyptusCalm KoalaTeaMeTime KoalaCozyBlanketRead KoalaTreeShadeRest',
    tech: 'KoalaStopMotion KoalaARFilter KoalaSleepTrackerTest LiveKoalaCam KoalaNapTimelapse KoalaBellowSoundApp KoalaEmojiStory KoalaFactsVideo',
    gaming:
      'KoalaHugTag ActLikeASleepyKoala KoalaHideAndSeek KoalaMemoryMatch KoalaOrBearQuizNight KoalaLeafCatch KoalaBoardGameDesign KoalaCharades',
  },
  koi: {
    fitness:
      'KoiPondSunriseYoga KoiTaiChiFlow KoiBridgeStepUps KoiLegendJumpSquats KoiFinPlank KoiSwimArmCircles KoiPoolLaps PondsideKoiLunges',
    educational:
      'WhyKoiLiveSoLong KoiLegendWaterfall KoiColorPatternMatch NameThatKoiVariety KoiOrGoldfishQuiz GuessTheOldestKoiAge KoiScaleRings KoiPondPhTest',
    travel:
      'JapaneseGardenKoiWalk KoiSpottingTrip FindAKoiPondNearYou KoiBridgeHop NameEveryKoiYouMeet KoiConservatoryVisit KoiMallFountainHunt KoiLakesidePicnic',
    fashion:
      'KoiEmbroideredJacket KoiScaleSequins KoiKimonoTryOn DressLikeAKoi KoiRedWhiteColorBlock KoiBannerTee KoiTempTattoo KoiPrintScarf',
    speed:
      'CountTheKoiRace KoiSketchIn60Seconds KoiWaterTestBlitz KoiOrigamiSprint KoiFeedingFrenzyTimer KoiFactsRapidFire KoiNameRush QuickfireKoiID',
    music:
      'KoiLofiBeat KoiPondLullaby KoiWaterDripJam SerenadeTheKoi KoiSplashASMR KoiHumAlong KoiWindChimes KoiKalimba',
    tech: 'KoiPondSlowMo NameYourKoiWithAI KoiSoundscapeRecording AIIdentifiesMyKoi KoiLiveWallpaper KoiWaterTestApp KoiLivestream KoiTimelapse',
  },
  ladder: {
    prank:
      'LadderToNowhere FairyLadderOnTheWall StickyNoteLadder LadderBalloonSurprise GooglyEyedLadder TinyLadderOnTheirMug LadderOfCompliments ChalkLadderToTheSky',
    cooking:
      'ToastShadeLadder LadderBerryParfait SweetToSourLadder CoffeeRoastLadder EggTimerLadder RainbowLadderCake PretzelLadders LadderLayerLasagna',
    travel:
      'LadderPlaygroundHop LibraryLadderHunt LadderFireStationVisit LadderSpottingWalk FishLadderSalmonWatch LadderToTheTreehouse LadderTruckParadeDay PoolLadderFirstDip',
    fashion:
      'RockTheLadderedTights LadderPrintScarf CorporateLadderDrip OneLadderFiveLooks LadderStitchRescue LadderCutTeeDIY LadderLaceUp TryALadderBraid',
    speed:
      'FastestLadderFeet WordLadderIn60 LadderRelayRace BeatTheLadderClock LadderIckyShuffle TapeLadderTimeTrial LadderBlitz LadderQuickStepDrill',
    tech: 'LadderSlowMoDrill CodeAWordLadder NoLadderSmartBulbs LadderAgilityTimer LadderCamTimelapse LadderHeightARMeasure LadderBubbleLevelTest SnakesAndLaddersApp',
    gaming:
      'SnakesAndLaddersNight LadderGolfTournament RankedLadderClimb WordLadderDuel LadderHopscotchGame LadderPuzzleChallenge LadderLeaderboard LadderDiceRace',
  },
  ladybug: {
    prank:
      'LadybugStickerTrail LadybugRockSurprise LuckyLadybugLunchNote LadybugDotsEverywhere LadybugsOnTheFridge PaperLadybirdSwarm LadybugOnTheirShoulder LadybugBalloonBedroom',
    educational:
      'LadybugLifeCycleJar LadybugSpotsMyth LadybugAphidPatrol LadybirdVsLadybug WhyLadybugsAreRed IsALadybugABeetle HowLadybugsFly CountGardenLadybugs',
    fashion:
      'LadybugRainBoots LadybugBrooch LadybugPolkaDotFit LadybugSpottedInSpots LadybugNailArt DressLikeALadybird LadybugRedLipstick LadybugHairClipDIY',
    gaming:
      'LadybugBingo LadybugHideAndSeek LadybugMemoryCards LadybugsAndLadders LadybugTicTacToe LadybugDotCountGame CatchTheLadybugToss LadybugRaceToTheLeaf',
  },
  lake: {
    dance:
      'LakeLifeLineDance LakesideShuffle LakeShoreStomp LakeWaveWiggle LakeBeachConga LakePicnicBlanketBop LakeSplashSamba LakeCabinTwoStep',
    fitness:
      'LakeLoopRun LakeShoreSprints LakeSandLunges LakePicnicTableDips LakeBeachPlank LakeBenchStepUps LakeSunriseStretch LakePathBikeRide',
    funny:
      'LakeMosquitoDrama LakeVsOceanDebate LakeSeaweedPanic LakeHouseGuestTypes LakeFirstToeDip LakeWhatTouchedMyFoot LakeLoonImitation LakeSunscreenMissedSpot',
    prank:
      'LakePebbleHeartNote LakeMonsterSighting LakeFloatieTakeover LakeDockChalkWelcome FakeFishOnTheLine LakeHouseTreasureHunt LakeShoreSerenade LakeCabinPillowFort',
    educational:
      'HowLakesForm LakeCritterCount LakeWaterTempCheck LakeClarityDiskTest LakeOrPondQuiz WhyLakeIceFloats LakeFrogLifeCycle NameThatLakeFish',
    fashion:
      'LakeDockFitCheck FlannelAtTheLake LakeLifeLayers LakeToDinnerOutfit LakeCoverUpFiveWays BucketHatLakeDay LakeHouseLinen LakeSandalsAndShades',
    tech: 'LakePanoramaPhoto LakeSlowMoSplash LakeSunsetTimelapse LakeBirdSongApp LakeGoldenHourAlarm LakeDayPlaylistDrop LakeStarTrailCam LakeWeatherRadarCheck',
    pet: 'LakeDoggyPaddle LakeFetchFrenzy LakeLifeJacketPup FirstLakeSplash LakePetPicnic LakeShakeOffSlowMo LakeShoreSniffWalk LakeDogDockNap',
    gaming:
      'LakeHouseGameNight LakeGoFish LakeCornholeTourney LakeWildlifeBingo LakeCabinPuzzle LakeDockCardDuel LakeScavengerQuest LakeFrisbeeGolf',
  },
  lamp: {
    dance:
      'DeskLampDisco LampOnOffFreeze LavaLampSway LampShadowDance DanceWithAFloorLamp LampSpotlightSolo LampShadeHatDance LampLightSwitchShuffle',
    prank:
      'LampColorBulbSwap SpotlightLampEntrance SmileyOnTheLampShade LampGooglyEyes LampSilhouetteCutout LampClapOnFakeOut LampPlushieSidekick LampWithAMustache',
    educational:
      'HowALampCircuitWorks MakeALavaLamp LampLEDVsIncandescent LampWattageMath CandleVsLampTest LampInventorQuiz LemonBatteryLamp WhyMothsLoveLamps',
    cooking:
      'LampShadeCake LavaLampJello LampPostPretzels DinnerByLamplight LampShapedCookies LampBulbMacarons MagicLampMocktail LampNightSnackBoard',
    travel:
      'LampPostSelfieTour LampLitStreetsAtNight GasLampDistrictWalk LampMarketBargainHunt LampCampsiteGlow LampLanternFestival LamplightStroll FindTheOldestLamp',
    fashion:
      'LampShadePleatSkirt LavaLampColorOutfit LampStainedGlassNails LampLitFitCheck LampGoldenHourGlow LampLightMirrorSelfie DressLikeYourLamp LampFringeEarrings',
    wellness:
      'SunriseLampWakeUp LampOnlyNoScreens LampLitReading LampWindDownStretch SaltLampSerenity LampDimLightsHour LampOffByTen ReadOneChapterByLamp',
    speed:
      'FlatPackLampBuild LampCordUntangle LampReadingNookDash TidyBeforeLampOff InBedByLightsOut LampShadeStackRace LampHuntInTheDark LampSwitchRelay',
    music:
      'DeskLampConcert LavaLampLofi LampLitAcoustic LampSwitchBeat LampShadeBongos LampSpotlightSerenade OdeToMyLamp LampDimmedBallad',
    art: 'LampShadePainting SketchByLampLight LavaLampDIY LampThriftFlip OrigamiPaperLamp LampShadowPuppets LampSilhouettePortrait LampStillLifeStudy',
    tech: 'SmartLampSetup LampTimerPlugHack LampColorScenes LampVoiceCommandTest LampLuxMeterCheck LampShadowPhotoTrick ProgramALampRainbow LampMorseCode',
    pet: 'ReptileHeatLampCheck LampReadToMyPuppy LampShadowCatChase LampLitPetPortrait NapUnderTheLamp SunbeamOrLamplight LampNightKittyBlanket LampDogBedCorner',
    gaming:
      'RGBLampBattleStation LampLitGameNight EscapeRoomLampClue LampShadowPuppetGuess LampOnOffMemory LampOffHideAndSeek HorrorByLampOnly LampColorCodeBreaker',
  },
  lampshade: {
    dance:
      'LampshadeHeadDance LampshadeSkirtSpin LampshadeDiscoGlow LampshadeRobotMoves LampshadeShadowShuffle LampshadeSilhouetteDance CancanLampshade LampshadeLimbo',
    funny:
      'LampshadeOnMyHead UglyLampshadeAward PlasticOnTheLampshade CrookedLampshadeFix LampshadeHideAndSeek LampshadeFashionCritic LampshadeNewsAnchor LampshadeRoyalCrown',
    educational:
      'LampshadeConicSections WhyLampshadesAreCones LampshadeHyperbolaHunt LampshadeColorMixing WarmVsCoolLampshade LampshadeLightQuiz LampshadeFabricTest LampshadeShadowMath',
    cooking:
      'StainedGlassLampshadeCake LampshadeCookieCutouts DinnerByLampshadeLight LampshadeSugarCookies LampshadeJelloMold LampshadeMeringues LampshadeWaffleCone LampshadeCrepeStack',
    travel:
      'LampshadeThriftStoreHunt LampshadeCafeCrawl FleaMarketLampshade LampshadeGarageSaleHop AntiqueLampshadeTour HotelLampshadeReview LampshadeFromEveryTrip LampshadeDesignMuseum',
    fashion:
      'LampshadeFringeBag RunwayInALampshade LampshadeSkirt LampshadeHatFitCheck LampshadeBeltDIY LampshadeStainedGlassTop PleatedLampshadeDress LampshadeBeretTryOn',
    wellness:
      'LampshadeReadingNook SwapToWarmLampshade LampshadeOnlyEvenings NoBigLightChallenge LampshadeGlowHour CozyCornerLampshade LampshadeAfterSunset LampshadeTeaAndRead',
    speed:
      'LampshadeSwapIn60 LampshadeWrapDash PaintALampshadeFast LampshadeMakeoverRace LampshadeThriftFlipRace LampshadePleatSprint RibbonLampshadeRush LampshadeStackOff',
    pet: 'LampshadeBunnyHideout ConeOfShameMakeover CatBaskingByLampshade LampshadePetPhotoLight LampshadeHamsterHouse LampshadePupPortrait LampshadeShadowChase LampshadeKittyTent',
  },
  landlord: {
    dance:
      'LandlordFixedItDance LandlordMoveInShuffle LandlordKeysJingleDance LandlordApprovedSteps LandlordHandoverBoogie ThanksLandlordShimmy LandlordLindyHop LandlordRentPaidWiggle',
    fitness:
      'LandlordWalkupRepeats PivotCouchCarry LandlordRakeAndSquat LandlordBoxSquats LandlordStairClimb LandlordMoveInWorkout LandlordsLawnLunges LandlordGardenWeedingReps',
    prank:
      'LandlordCookieBasket LandlordDoorbellSerenade LandlordChalkThankYou LandlordPottedPlantGift LandlordShoutoutSign LandlordGnomeTakeover FiveStarLandlordReview LandlordYardFlamingos',
    educational:
      'LandlordRentVsBuyMath LandlordLeaseChecklist LandlordRightsMythBust LandlordJargonDecoded LandlordFixItQuiz LandlordDepositPhotoProof AskALandlordAnything LandlordMoveInInspection',
    travel:
      'LandlordSendsMeSomewhere LandlordTownTour LandlordFavoriteDiner LandlordPicksMyLunch LandlordSecretSpotHunt LandlordVacationRental DoWhatTheLandlordSays LandlordNeighborhoodWalk',
    fashion:
      'LandlordBootsAndFlannel LandlordHandymanCosplay LandlordMoveInOutfit LandlordRentDayFit DressLikeYourLandlord CargoShortsLandlord ImpressTheLandlord LandlordToolBeltGlowUp',
    art: 'LandlordApprovedDecor LandlordRemovableMural LandlordFriendlyPoster LandlordPortraitGift LandlordRenterMakeover LandlordNoNailsGallery MyLandlordInClay LandlordTapestryWall',
    tech: 'LandlordRenterGadgets LandlordSmartLock LandlordProofPhotoWalk LandlordLeakSensor LandlordAppShowdown LandlordRentReminderBot AIWritesToMyLandlord LandlordVideoTourRecord',
    gaming:
      'TheLandlordsGame PlayLandlordWithCandyCash LandlordGuessTheRent LandlordDollhouseFlip LandlordEscapeRoom LandlordSaysFixIt BeatTheLandlordAtCards LandlordBoardTycoon',
  },
  landscape: {
    dance:
      'DanceWithAView SoundOfMusicSpin LandscapeMeadowTwirl LandscapeHilltopDance SceneryFreestyle LandscapeSilhouetteDance WideOpenLandscapeLeap LandscapeWindmillArms',
    fitness:
      'LandscapeSummitPushUps LandscapeYogaFlow RunThroughTheLandscape LandscapeViewSquats LandscapeMeadowLunges SceneryStairClimb LandscapeHillRepeats LandscapeSunriseHike',
    prank:
      'FakeWindowLandscape LandscapePosterSwap LandscapePostcardMail LandscapeUpsideDownFrame LandscapeBackdropVacation LandscapeDeskWallpaper LandscapeMissingPiece LandscapePaintedRock',
    educational:
      'HowLandscapesForm LandscapeBiomesQuiz LandscapeRockHunt LandscapeIceCubeGlacier LandscapeMapReading ReadTheLandscape LandscapeErosionDemo LandscapeSandboxModel',
    travel:
      'BestLandscapeNearMe LandscapeLookoutHunt LandscapeRoadTripStops LandscapeWithinAnHour LandscapeSunriseSummit SceneryChaser LandscapeTrainWindow LandscapeLakeLoop',
    fashion:
      'MatchTheLandscape LandscapeSunsetMakeup LandscapePrintFit WearTheLandscape LandscapeColorBlock DressLikeTheScenery LandscapeHandPaintedTee LandscapeHikeOutfitCheck',
    wellness:
      'LandscapeAweWalk LandscapeHorizonGazing LandscapeSunsetGratitude LandscapeSitSpot LandscapeDigitalDetox BreatheInTheScenery LandscapeCloudWatch LandscapeFiveMinuteGaze',
    speed:
      'TenMinuteLandscape LandscapeSpeedPaint LandscapeSketchCountdown LandscapeOneBrushTimer SunsetBeforeItSets LandscapeThumbnailSprint LandscapeTagTeamPainting LandscapeOneLineRush',
    tech: 'LandscapeTimeLapseClouds LandscapeHyperlapse LandscapePhotoStitch LandscapeEditBeforeAfter LandscapeGoldenLightChase AIExtendsTheScenery PanoramaLandscapeTest LandscapeNightSky',
    pet: 'LandscapeLookoutPup LandscapeHikeWithMyDog PetInTheLandscape KittyWindowScenery LandscapeRoadTripCat LandscapeCatStroll LandscapeSnoutShot LandscapePawPrints',
    gaming:
      'LandscapePhotoMode LandscapeOpenWorldViews LandscapeSpotTheDiffs LandscapeJigsawRace LandscapeSandboxBuild GuessTheGameScenery LandscapeMapQuiz LandscapeCitySim',
  },
  laptop: {
    educational:
      'InsideALaptop LaptopBatteryMyths HowLaptopsStayCool LaptopPartsQuiz LaptopThenVsNow LaptopCPUByAnalogy LaptopShortcutLesson LaptopRamUpgradeDemo',
    cooking:
      'LaptopBentoBox LaptopKeyboardCookies EdibleLaptopCake LaptopClosedMealBreak ByteSizedSnacks LaptopDeskLunchPrep LaptopShapedBrownies LaptopRecipeCookAlong',
    fashion:
      'LaptopBagFitCheck DIYLaptopSleeve LaptopCaseColorMatch WaistUpLaptopLook DressForTheWebcam LaptopCafeOutfit LaptopSkinToOutfit LaptopCameraReadyBlazer',
    art: 'LaptopStickerCollage DesignALaptopSkin LaptopLidMural LaptopPixelArt TrackpadPicasso LaptopPaintAppPortrait LaptopTouchscreenCanvas LaptopDigitalSketching',
    gaming:
      'LaptopGameNight LaptopRetroEmulator LaptopTouchpadOnly LANPartyLaptops CanMyLaptopRunIt LaptopPotatoSettings LaptopBrowserPuzzles LaptopTypingTournament',
  },
  lasagna: {
    dance:
      'LasagnaShuffle LasagnaNoodleWiggle LasagnaLayerDance MondayLasagnaMambo LasagnaOvenMittTango LasagnaRicottaRumba TarantellaForLasagna LasagnaSauceSwirlSpin',
    fitness:
      'LasagnaCarbLoadRun LasagnaPanPress LasagnaOvenMittPlank LasagnaDishCarry SquatEveryLayer LasagnaRicottaTubCurls BurnOffTheLasagna LasagnaWalkAfterDinner',
    prank:
      'LasagnaDinnerSurprise LasagnaCakeIllusion LasagnaBurntPanReveal LasagnaLoveLetter LasagnaForBreakfast LasagnaChefHatWakeUp LasagnaOnTheDoorstep LasagnaCatPlushGuard',
    educational:
      'WhoInventedLasagna LasagnaLayerMath LasagnaVsLasagne LasagnaRegionalTasteOff LasagnaPastaShapesQuiz LasagnaBechamelVsRicotta WhyDoesLasagnaRest LasagnaSauceAcidityTest',
    fashion:
      'LasagnaLayerFit DressLikeALasagna LasagnaPrintSocks LasagnaInAWhiteShirtDare LasagnaOrangeCatCosplay SaucyStyleCheck LayeredLasagnaOutfit LasagnaDinnerPartyBlazer',
    wellness:
      'LasagnaForANeighbor LasagnaSundayDinner BakeALasagnaForAFriend FamilyTableLasagna LasagnaOneLayerAtATime CheesyComfortNight MealTrainLasagna LasagnaSlowCookingCalm',
    speed:
      'LasagnaAssemblyRelay LasagnaCheeseSprinkleOff TenMinuteLasagnaCup LasagnaLayerRace LasagnaBeatTheOvenTimer LasagnaNoodleStackAttack NoBoilLasagnaDash LasagnaDishwashingBlitz',
    tech: 'LasagnaOvenCam LasagnaAirFryerTest LasagnaTimeLapseBake AIvsNonnasLasagna LasagnaSizzleASMR LasagnaCheesePullSlowMo LasagnaReheatShowdown LasagnaRecipeScaleApp',
    pet: 'PetsNamedLasagna LasagnaPlushFetch LasagnaCatNap LasagnaLeaveItTrick PupInALasagnaBlanket LasagnaLoafCatPose LasagnaBedUnboxing LasagnaLayerBunnyHideout',
  },
  'laser pointer': {
    dance:
      'RedDotShuffle LaserPointerFootwork LaserPointerFloorTrail LaserPointerBeatDrop FollowTheLaserPointer LaserPointerLineDance LaserPointerTapSteps LaserPointerHopscotch',
    fitness:
      'RedDotStomp LaserPointerLadderDrill LaserPointerAgility LaserPointerLungeTargets ChaseTheLaserPointer LaserPointerSideShuffles JumpTheLaserPointer ShuttleRunLaserPointer',
    funny:
      'LaserPointerWallClimb LaserPointerDoubleTake LaserPointerNarratedChase CatVsLaserPointer WhereDidTheDotGo LaserPointerMeetingFail LaserPointerLecturer LaserPointerSlideshow',
    prank:
      'LaserPointerRedDotTrail LaserPointerToTheCake LaserPointerStarShow LaserPointerTinyUFO LaserPointerBugOnTheWall LaserPointerSecretNote LaserPointerGhost LaserPointerTreasure',
    educational:
      'HowLaserPointersWork WhyCatsChaseLaserPointers LaserPointerSafety LaserPointerRefraction LaserPointerWaterBend LaserPointerColorTest LaserPointerFogBeam LaserPointerMirrorMaze',
    cooking:
      'RedDotJamTarts LaserPointerCookies LaserPointerThroughJello LaserPointerCatCake LaserPointerCupcakes LaserPointerBerryBars LaserPointerTreatBake CandyLaserPointerWands',
    travel:
      'LaserPointerCabinChase LaserPointerCatCafe LaserPointerInTheCarryOn LaserPointerRestStopPlay LaserPointerPetStoreTrip LaserPointerHotelZoomies LaserPointerPackingList LaserPointerCampsite',
    fashion:
      'LaserPointerDotEarrings LaserPointerNeonNails LaserPointerCatEars LaserPointerRedFit LaserPointerMonochrome LaserPointerHoloJacket LaserPointerLipstick LaserPointerPicksMyLook',
    wellness:
      'LaserPointerEndWithCatch TenMinuteChaseHabit LaserPointerWindDown LaserPointerDotBreathing LaserPointerThenCuddle LaserPointerBonding LaserPointerStretch LaserPointerCozyCooldown',
    speed:
      'LaserPointerReflexTest LaserPointerFloorDotDash LaserPointerPouncesIn60 LaserPointerTargetTap LaserPointerSprint LaserPointerCatCountdown CatchTheLaserPointer KittyLaserPointerRace',
    music:
      'LaserPointerOperaSong LaserPointerDiscoForCats LaserPointerSynthwave RedDotRhythm ScoreTheLaserPointerChase LaserPointerBeatDrop ConductorLaserPointer KaraokeLaserPointer',
    tech: 'LaserPointerAutoToy LaserPointerSlowMoPounce LaserPointerPetCamPlay LaserPointerStepTracker LaserPointerBatteryTest LaserPointerGreenScreen LaserPointerSlideClicker SmartLaserPointerTimer',
    gaming:
      'LaserPointerFloorDotMaze LaserPointerPong LaserPointerMirrorPuzzle LaserPointerCatVsHuman LaserPointerTargetBoard LaserPointerHighScore LaserPointerDuckHunt LaserPointerSnakeGame',
  },
  'last day of school': {
    fitness:
      'LastDayOfSchoolTugWar LastDayJumpRope LastDayParachuteGame LastDaySackRace LastDayRecessRelay SchoolsOutObstacleCourse SchoolsOutCartwheels LastDayHopscotchCircuit',
    educational:
      'LastDayOfSchoolQuiz LastDayTimeCapsule LastDayTeachBack SchoolsOutBrainTeasers SchoolsOutReadingDare LastDayNextGradePreview LastDayFactSwap LastDaySummerSkillPick',
    cooking:
      'SchoolsOutPopsicles LastDayOfSchoolSundae LastDayPancakeParty LastDayConfettiCake LastDayTeacherCookies SchoolsOutSmores LastDayLemonadeStand LastDayPizzaPicnic',
    fashion:
      'LastDayOfSchoolFit SignMyLastDayShirt SchoolsOutSunglassesSwap LastDayFlipFlops LastDaySignedJacket SchoolsOutOutfitChange LastDayTieDye LastDayCrazyHatParade',
    speed:
      'LastDayBackpackBlitz SchoolsOutSprint LastDayCountdown LastDayOfSchoolRelay LastDayLockerDash LastDayYearbookSignRace LastDayDeskClearout LastDayCubbyCleanRush',
    pet: 'LastDayOfSchoolDogWalk LastDayOfSchoolCatHug SchoolsOutZoomies LastDayPetParade LastDayPuppyWindowWait SchoolsOutHamsterPal LastDayPawtograph LastDayBunnyWelcomeHome',
  },
  laugh: {
    dance:
      'LaughingDanceOff LaughingLimbo GiggleFreezeDance LaughItOffShimmy BellyLaughBop ChuckleCharleston LaughConga LaughTrackTango',
    fitness:
      'LaughYourAbsOff LaughingJumpingJacks GigglePlank DontLaughWallSit GiggleBurpees JokePerPushUp NoLaughLunges LaughingSquatHold',
    educational:
      'WhyWeCatchLaughs GuessWhichAnimalLaughs LaughTypesDecoded LaughTrackOnOffTest RealOrFakeLaughQuiz HowTicklingWorks YourBrainOnLaughter LaughHeartRateCheck',
  },
  laundromat: {
    dance:
      'LaundromatBasketBop DanceAtTheLaundromat LaundromatSpinCycle TheLaundromatShuffle LaundryDayDisco WashAndWiggle LaundromatFoldingTwoStep LaundromatHamperSway',
    prank:
      'LaundromatCoinJarGift LaundromatKindNote FreeDryAtLaundromat LaundromatJokeBoard LaundromatSecretFolder LaundromatDryerPoems LaundromatShrunkShirt LaundromatComplimentCards',
    educational:
      'LaundromatLabelDecoder StainTestAtLaundromat WhyLaundromatsUseCoins LaundromatVsHomeWash WhereDoSocksGo LaundromatLintUnderZoom LaundromatDetergentDosing LaundromatCostPerLoad',
    fashion:
      'LaundromatFitCheck LaundromatStainRescue RetroLaundromatPhotoshoot AllDenimLaundromat LaundromatDayDrip LaundromatLastCleanShirt LaundromatInPajamas LaundromatSlipperRunway',
    art: 'NeonLaundromatPhoto LaundromatSockPuppet PaintALaundromat DryerLintMasterpiece LaundromatSpinBlurShot LaundromatSketchbook LaundromatInMiniature LaundromatComicPanel',
    tech: 'LaundromatCycleTimelapse LaundromatWiFiSpeed LaundromatAppPayTest CodeAtTheLaundromat LaundromatDoneAlert FixABugPerSpin LaundromatLaptopOffice LaundromatVlog',
  },
  laundry: {
    fitness:
      'LaundryBasketSquats LaundryHamperHoops LaundryJugCurls LaundryLoadLunges LaundryBagFarmerWalk LaundryFoldPlank LaundryCarryClimb LaundryReachAndStretch',
    prank:
      'LaundryFoldFairy LaundryPocketNote LaundryTinyClothesSwap GooglyEyeLaundry SockMonsterStrikes LaundryTowelAnimals LaundryPileHideout LaundryWarmBlanketAmbush',
    educational:
      'LaundryLostSockMystery HowLaundrySoapWorks LaundrySymbolsDecoded LaundryMythBusters LaundryStainShowdown WhyLaundryShrinks LaundryFabricQuiz LaundryColdVsHotWash',
    travel:
      'RateTheLaundromat LaundryInTheHotelSink TravelLaundryHack LaundryLineSpotting LaundryCampClothesline PackForNoLaundry HangingLaundryHunt LaundryPackingCubes',
    pet: 'LaundryBasketCat LaundryPuppySupervisor LaundryFreshTowelNap WarmLaundryFlop LaundryPileDive PawsOffMyLaundry LaundryDogBedWash LaundryKittySheetFort',
    gaming:
      'SockMatchMemory LaundryHamperHoopsGame LaundryPackingPuzzle LaundryColorSortDuel LaundryPileSpeedrun LaundryPocketTreasure LaundryTowelTossTarget LaundryCharadesNight',
  },
  'lawn chair': {
    fitness:
      'LawnChairDips LawnChairSquats CampChairCrunches FoldingChairCarry LawnChairSitToStand LawnChairPushUps LawnChairLegRaises LawnChairBoxStep',
    educational:
      'HowLawnChairsFold LawnChairWebbingRepair LawnChairPhysicsTest DesignABetterLawnChair FoldingChairHingeSlowMo WhoInventedTheLawnChair WhyLawnChairsTip LawnChairThenAndNow',
    travel:
      'LawnChairParadeSpot LawnChairBeachDay CampChairConcert FoldingChairFestival LawnChairMovieNight LawnChairTailgate LawnChairSunsetView LawnChairCountyFair',
    fashion:
      'LawnChairStripesFit LawnChairGinghamSet LawnChairSunhatTryOn DressLikeALawnChair LawnChairGrandpaCore LawnChairWebbingBag LawnChairLoungewear LawnChairRetroShades',
    tech: 'LawnChairSunsetTimelapse LawnChairFanHack LawnChairSpeakerSetup CampChairPodcastHour LawnChairMovieOnPhone LawnChairStargazingApp LawnChairGadgetHolderDIY LawnChairSolarCharger',
    pet: 'WhoStoleMyLawnChair LawnChairCatThrone LawnChairDogLounge LawnChairPuppyShade LawnChairPupSunbath LawnChairCatNap LawnChairLapCuddle LawnChairBunnyPicnic',
  },
  lawyer: {
    dance:
      'LawyerCaseClosedDance LawyerBriefcaseShuffle LawyerCourtroomStrut LawyerVerdictSpin LawyerObjectionBeat LawyerAllRiseStomp LimboLikeALawyer LawyerTieTwirl',
    fitness:
      'LawyerBriefcaseCurls LawyerFileBoxSquats LawyerCourthouseStairs AttorneyAtLunge LawyerBinderCarry LawyerBillableBurpees OutlastYourLawyer LawyerDeskPushUps',
    educational:
      'LawyerLatinPhrases LawyerReadFinePrint MockTrialWithALawyer AskAnAttorneyAnything HowCourtsWork LawyerLegaleseDecoded LawyerMythsBusted GuessTheLawyerSpecialty',
    travel:
      'LawyerCourthouseTour WatchALawyerInAction AskALawyerAtTheLibrary LawyerCourtMuseumTrip LawyerHistoricTownWalk LawyerLadyJusticeSpotting LawyerMovieNightOut LawyerStateCapitolVisit',
    fashion:
      'LawyerPowerBlazer TieKnotsForLawyers LawyerCourtToDinner LawyerPinstripeStyling DressForTheVerdict LawyerSuitThriftFlip LawyerOxfordShoeShine LawyerBriefcaseOOTD',
    speed:
      'LawyerClosingIn30 FinePrintLawyerRace LawyerRebuttalBlitz LawyerTongueTwister LawyerObjectionRapidFire LawyerContractSpeedRead LawyerDisclaimerDash LawyerFilingSortRush',
    pet: 'LawyerPetMockTrial LawyerCatAlibi LawyerDogBriefcaseNap LawyerPupWitness LawyerKittenSockCase PawsForTheDefense LawyerPleadsForTreats LawyerBoxBunnyCourtroom',
  },
  'leaf blower': {
    dance:
      'LeafBlowerHairFlip LeafBlowerRobotDance LeafBlowerMusicVideo LeafBlowerShuffle LeafBlowerFreezeFrame BlownAwayTwirl LeafBlowerDivaWalk LeafBlowerCapeFlutter',
    fitness:
      'LeafBlowerArmHold LeafBlowerLunges LeafBlowerRakeSprints LeafBlowerJumpSquats LeafBlowerPileDive LeafBlowerCleanupCircuit LeafBlowerWallSit LeafBlowerBagCarry',
    educational:
      'HowLeafBlowersWork LeafBlowerBernoulli LeafBlowerHoverCraft LeafBlowerDecibelTest LeafBlowerGasOrBattery LeafBlowerOrMulch LeafBlowerBallFloat LeafBlowerWindSpeedMath',
    cooking:
      'LeafBlowerBreakCider LeafBlowerMapleCookies LeafBlowerRakeAndBake LeafBlowerHotCocoa LeafBlowerYardChili LeafBlowerPicnicLunch LeafBlowerWarmUpStew LeafBlowerPumpkinMuffins',
    travel:
      'LeafBlowerFreeFoliageTrip LeafBlowerForestTrail LeafBlowerParkPicnic EscapeTheLeafBlowers LeafBlowerFallFair LeafBlowerQuietLibrary NoLeafBlowerZone LeafBlowerCountryDrive',
    fashion:
      'LeafBlowerFitCheck LeafBlowerGogglesGlowUp LeafBlowerBootsTryOn LeafBlowerFlannel LeafBlowerEarmuffs LeafBlowerFallLayers LeafBlowerSupermodel LeafBlowerWorkwearOOTD',
    pet: 'LeafBlowerOffZoomies LeafBlowerCatHideout QuietRoomForKitty LeafBlowerPupSnuffleMat LeafBlowerCalmPet LeafBlowerSoundTraining LeafBlowerBraveryBadge LeafBlowerBunnySafeSpace',
  },
  leash: {
    dance:
      'LeashAndStrut LeashWalkTwoStep HarnessOnHappyDance TangledLeashTango LeashHeelShimmy WalkiesWiggle LeashCongaWithPups LeashRunwayCatwalk',
    fitness:
      'LeashJogStreak LeashWalkIntervals HarnessHikeDay LeashLunges LeashHillRepeats StairClimbOnALeash LeashParkSprints LeashBenchStepUps',
    funny:
      'WhenTheLeashComesOut LeashTangleFails HarnessWrestlingMatch LeashChewedAgain LeashSpellingTest SquirrelDetourDrama LeashDogSniffsEverything LeashWhoWalksWhom',
    prank:
      'InvisibleDogOnALeash LeashPlushieWalk LeashRobotVacuum LeashedBalloonAnimal RubberChickenOnALeash LeashForYourPlant LeashTeddyBearStroll LeashPetRockParade',
    educational:
      'LeashVsHarness LooseLeashIn7Days LeashLawQuiz WhyDogsPullOnLeash RetractableLeashMyths LeashTailWagDecoder LeashHeelTrainingDay1 LeashSniffWalkExperiment',
    cooking:
      'LeashWalkTrailMix LeashPicnicBento LeashHikeThermos HomemadeLeashBiscuits LeashDayPupsicles LeashParkSnackStop LeashReadyLunchbox LeashPeanutButterTreats',
    fashion:
      'OutfitMatchesTheLeash HarnessFitCheck BraidedRopeLeashDIY LeashAsABelt LeashCharmKeyring LeashRunwayWalk LeashCrossbodyBagHack LeashColorCoordinated',
    wellness:
      'LeashPhonePocketed MindfulLeashMinute HarnessCalmStart LeashSniffari LeashDecompressionWalk LeashNoRushWalkies LeashSunriseStroll LeashGratitudeLoop',
    speed:
      'LeashUntangleRace LeashTreatPouchPack ClipTheLeashFast ShoesKeysLeashGo ZeroToWalkiesIn10 LeashBeatTheBark LeashHandoffRelay LeashRecallSprint',
    tech: 'LightUpLeashTest HarnessPetTracker LeashCamPOV LeashStepCounter LeashNightReflectorCheck LeashWalkGPSArt LeashSmartCollarAlerts LeashPhotoDiary',
    gaming:
      'LeashWalkBingo LeashTrailQuest LeashLevelUp LeashCourseSpeedrun ScavengerHuntOnLeash LeashPhotoSafari LeashSpotTheSquirrel LeashHideTheToyRound',
  },
  leaves: {
    fitness:
      'LeafRakingWorkout FallLeavesTrailRun PileOfLeavesSquats LeavesBagCarry RakeAndRepeat LeavesAgilityHops SprintThroughLeaves LeavesJumpingJacks',
    prank:
      'LeafPileHideAndPop LeavesConfettiShower TrailOfLeavesToGift LeavesFacesOnTrees RakeAHeartInTheYard LeavesRakedSurprise SpellTheirNameInLeaves LeavesCrownForDad',
    educational:
      'WhyLeavesChangeColor LeavesChromatography HowTreesDropLeaves LeafBreathingExperiment GuessTheLeafQuiz LeafChlorophyllHunt LeavesUnderAMicroscope IdentifyTenLeaves',
    cooking:
      'LeafShapedCookies FallLeavesPieCrust LeavesStencilLatte MapleLeavesPancakes ChocolateLeavesHack LeafCutoutPizza BakeAutumnLeavesTart LeavesSpinachSmoothie',
    travel:
      'LeafPeepingTour LeavesLocalParkLoop FallLeavesRoadTrip LeavesScenicBikeRide LeavesByTrainWindow LeavesPeakColorChase FindTheReddestLeaf LeavesBotanicalGarden',
    fashion:
      'LeafPrintDress MatchTheAutumnLeaves FallLeavesOutfit LeavesEarringStack CopperLeavesEyeshadow LeavesRustNailArt LayerLikeTheLeaves LeavesScarfFiveWays',
    music:
      'JazzAutumnLeavesCover LeafCrunchBeat LeavesRustleASMR LeavesShakerRhythm LeafRakeGuitarSolo LeavesStickDrumming SingToTheFallingLeaves LeavesWindChimeMelody',
    tech: 'LeafIDAppTest FallLeavesTimelapse LeavesSlowMoDrop LeavesStopMotion LeafPhotoToWallpaper LeafScanTreeAI MacroLensLeaves LeavesColorPickerHunt',
  },
  leggings: {
    prank:
      'LeggingsWaistbandNote LeggingsNewPairSwap LeggingsPocketSurprise LeggingsOnTheChairLegs TwinningInLeggings DadInLeggingsDay LeggingsDrawerRainbow LeggingsMatchingFamily',
    educational:
      'HowLeggingsAreMade LeggingsStretchCheck LeggingsFabricQuiz LeggingsEightiesVsNow WhyLeggingsGoSheer LeggingsCompressionMyths LeggingsWashTest LeggingsSeamInspection',
    travel:
      'LeggingsAirportFit LeggingsTrainRideComfort LeggingsOnlyTrip LeggingsRoadTripLayers LeggingsTrailToCafe TwentyKStepsInLeggings LeggingsCityWalkingTour LeggingsBeachBoardwalk',
    wellness:
      'LeggingsLazySunday LeggingsStretchBreak SunriseYogaInLeggings SoftPantsSelfCare LeggingsSunsetStroll LeggingsComfyDay LeggingsFoamRollDown LeggingsMeditationMat',
    music:
      'LeggingsNeonWorkoutMix LeggingsAerobicsRetro LeggingsPowerAnthem LeggingsTreadmillKaraoke LeggingsCadenceRun LeggingsLipSync EightiesLeggingsJam LeggingsDiscoPlaylist',
    tech: 'WillMyPhoneFit LeggingsSlowMoSquat LeggingsStretchLab LeggingsTryOnApp AIFindsMyLeggings LeggingsColorPickerMatch LeggingsStepTrackerDay LeggingsReviewVideo',
    gaming:
      'LeggingsRhythmGameNight LeggingsFreezeDance LeggingsTwisterSpin LeggingsFitnessRPG AvatarLeggingsMatch CozyGamerLeggings LeggingsSimonSaysSquats LeggingsObstacleCourse',
  },
  lego: {
    fitness:
      'LegoPlankBuild LegoCleanupSquats OnePushUpPerLego MinifigLegoWorkout LegoJumpingJacks LegoBrickByBurpee LegoBinCarryRelay LegoBearCrawlHunt',
    funny:
      'LegoSpareBrickMystery LegoVacuumPanic LegoDadTakesOver TinyLegoSoapOpera TheLastPieceIsMissing LegoMinifigImpression LegoBuildCommentary LegoInstructionsIgnored',
    prank:
      'LegoDeskTakeover LegoSurpriseBuild TinyLegoLibrary LegoMinifigInvasion LegoSpellItInBricks LegoSecretDoorInTheWall LegoFigureInTheFridge LegoThankYouMessage',
    educational:
      'LegoEngineeringLesson LegoFractionMath LegoBridgeStrengthTest HowLegoBricksAreMade LegoCatapultPhysics LegoMinifigCounting LegoGearRatios LegoArchitectureQuiz',
    travel:
      'LegoTravelBuildKit LegoMuseumExhibitHunt LegoStoreHopping LegoLandmarkRecreate LegoMinifigTravelPhotos LegoSouvenirBrickHunt LegoSkylineReplica LegoRoadTripMiniModel',
    fashion:
      'LegoBrickJewelry LegoHairClips LegoBeltBuckle DressLikeALegoMinifig LegoPrimaryColorsFit LegoSneakerCustom WearableLegoCrown LegoBagCharmDIY',
    music:
      'LegoBrickPourASMR LegoMovieSongCover MinifigLegoBand WorkingLegoMusicBox LegoBeatboxBattle PlayableLegoPiano LegoDrumKitJam LegoGuitarBuildStrum',
    pet: 'LegoCatCastle LegoDogMosaic MiniLegoKennel LegoKittenPortrait LegoPetPhotoFrame BuildYourPetInLego LegoPetNameSign LegoBunnyHutchModel',
    gaming:
      'LegoBuildBattle LegoSpeedrun LegoChessSet MinifigLegoAdventure LegoMasterBuilderMode LegoVideoGameCoOp LegoBlindGuessBricks LegoDiceRollRound',
  },
  lemon: {
    dance:
      'LemonSqueezeShuffle LemonDropDance LemonSourFaceBop LemonBalanceDance LemonCongaLine LemonPuckerPirouette DoTheLemonTwist LemonYellowTwoStep',
    fitness:
      'LemonGripTest LemonPlankPass LemonBalanceSquats SpoonAndLemonLunges LemonSqueezeTheDay LemonRollPushUps LemonTossCrunches LemonJumpingJacks',
    funny:
      'LemonSourFaces LemonPunOff WhenLifeGivesLemons BlindLemonBite LemonadeStandPitch LemonRollsAwayChase LemonWedgeSmile LemonPuckerChampionship',
    prank:
      'LemonBarSurprise LemonInvisibleInk LemonadeOnTheDoorstep LemonYellowBalloonRoom LemonLimeSwitcheroo LemonTinyHatsParade LemonSliceInTheirWater LemonFacesInTheFruitBowl',
    educational:
      'LemonBatteryScience LemonVolcanoExperiment WhyLemonsAreSour HowLemonsStopScurvy LemonCitricAcidTest LemonsFloatLimesSink LemonVarietiesTasting LemonAppleBrowningTrick',
    fashion:
      'LemonPrintDress LemonBucketHat LemonHairClips AmalfiLemonOutfit ZestyFitCheck LemonSliceNails LemonMeringueOutfit LemonYellowSneakers',
    wellness:
      'LemonWaterRitual LemonScentReset LemonBalmPlantCare MakeLemonadeMindset LemonSqueezeStressBall LemonSunriseStretch HoneyLemonBedtimeTea LemonSunshineJournal',
    speed:
      'LemonSpoonRace LemonSqueezeSpeedrun LemonadeMixRelay LemonSortBySize LemonJuiceTenIn60 LemonJuggleClock LemonRollDash LemonStackTowerBlitz',
    tech: 'LemonBatteryLED LemonPhoneChargeTest LemonadeStandQRMenu LemonPoweredClock LemonJuicerShowdown LemonSlowMoSqueeze LemonPHStripCheck LemonMacroDroplets',
    pet: 'LemonDogBowlMakeover LemonPlushFetch LemonSqueakyToyHunt PupAtTheLemonadeStand LemonPuppyPortrait LemonPillowKittyNap LemonCatTunnelPlay LemonBunnyBedDIY',
    gaming:
      'LemonAndLimeTicTacToe LemonBowlingLeague LemonMemoryMatch LemonBocceBall LemonBlindTasteGuess LemonSourPenaltyRound HotLemonPassing LemonTriviaNight',
  },
  lemonade: {
    dance:
      'LemonadeShuffle SqueezeTheBeat LemonadeSipAndSpin SourFaceFreeze DoTheLemonTwist PinkLemonadePirouette LemonadeStandStomp LemonadeSummerSalsa',
    funny:
      'LemonadeSourFace LemonadeStandPitch LemonsToLemonade LemonadeSugarFail HaggleForLemonade LemonadeTasteCritic LemonadeBusinessPlan LemonadeTooManyIceCubes',
    prank:
      'ColorChangeLemonade LemonadeWedgeSmile LemonadeGummyWormIce PinkLemonadePlotTwist LemonadeDoorstepDelivery LemonadeStrawMustache FreeLemonadeForWorkers LemonadeTinyUmbrellas',
    educational:
      'LemonadeStandMath LemonadePoweredClock LemonadeAcidTest WhyLemonadeTastesSour LemonadeInvisibleInk LemonadeProfitQuiz LemonadeGlobalTasting LemonadeSugarCubeCount',
    fashion:
      'LemonadeYellowFit PinkLemonadeMakeup LemonadePrintSundress LemonadeStandApron LemonadeStripesOutfit LemonadeColorBlock GinghamLemonadeDate LemonadeStrawHatSummer',
    pet: 'LemonadeCoolingMatNap LemonadeStandPupsicles LemonadeForShelters PupLemonadeGreeter LemonadePlushFetch LemonadeKittenSunbeam LemonadePuppyShadeBreak LemonadeBunnyPicnic',
    gaming:
      'GuessTheLemonadeFlavor LemonadeSourForfeit LemonadeStandTycoon LemonadeHotPotato LemonadePyramidToss PinkLemonadeBingo LemonadeMemoryMatch LemonadeCharades',
  },
  'lemonade stand': {
    dance:
      'LemonadeStandMoonwalk BopAtTheLemonadeStand DoTheLemonSqueeze LemonadeStandStrut LemonadeStandDanceBreak SignSpinnerShowOff LemonadeStandShimmy LemonadeStandCongaLine',
    educational:
      'LemonadeStandMath LemonadeStandEconomics KidsRunALemonadeStand LemonadeStandRecipeRatio SupplyAndLemonade LemonadeStandTasteTest LemonadeStandBudgetPlan LemonadeStandProfitQuiz',
    travel:
      'LemonadeStandHunt RoadTripLemonadeStand BeachLemonadeStand RateEveryLemonadeStand LemonadeStandSafari LemonadeStandBikeTour LemonadeStandParkDay LemonadeStandFarmFair',
    fashion:
      'GinghamLemonadeStandFit SunHatLemonadeStand LemonadeStandSundress MatchYourLemonadeStand PinkLemonadeStandOutfit LemonadeStandVisorDIY LemonadeStandUniform PaintALemonadeStandApron',
    pet: 'LemonadeStandPawSign LemonadeStandWaterBowl DogTreatLemonadeStand LemonadeStandForShelters LemonadeStandPetPhotoOp LemonadeStandGreeterDog LemonadeStandPuppyHelper LemonadeStandBunnyCameo',
  },
  librarian: {
    prank:
      'LibrarianBlindDateBook LibrarianBookmarkNote LibrarianComplimentSlips LibrarianThankYouCard LibrarianHomeShelfLabels LibrarianHiddenMessage LibrarianForADay LibrarianCookieSurprise',
    educational:
      'DeweyDecimalLibrarian AskALibrarianAnything LibrarianArchiveTour LibrarianFactCheck LibrarianCitationQuiz LibrarianBookPicks LibrarianMysteryQuestion StumpTheLibrarian',
    travel:
      'LibrarianReadingRoomTour LibrarianPicksMyRoadTrip BookBoxLibrarianWalk LibrarianFavoriteLibrary LibrarianBookshopHop LibrarianHiddenCityGem AskALocalLibrarian LibrarianMuseumDayOut',
    fashion:
      'LibrarianGlassesChain DressLikeALibrarian LibrarianCardiganFit LibrarianDarkAcademia LibrarianTweedThrift LibrarianBookPrintTee LibrarianStyleSwap LibrarianBroochStack',
    tech: 'MakerspaceLibrarian LibrarianAIFactCheck LibrarianAppPicks LibrarianEreaderVsBook LibrarianPhotoDigitize LibrarianBarcodeScan BuildALibrarianBot LibrarianPodcastRecs',
  },
  library: {
    prank:
      'LibraryHiddenNote LibraryCardSurprise LibraryBlindDateBook LibraryCompliments LibraryShushSignAtHome LibraryBookmarkHunt LibraryStickyArrowTrail LibraryPlushOnEveryShelf',
    travel:
      'LibraryHopDay LibraryPrettiestNearby LibraryPassportStamps EveryLibraryInTown LibraryShelfieSafari LibraryBookRoadTrip LittleFreeLibraryHunt LibraryOneCityOver',
    fashion:
      'LibraryFitCheck StyleYourLibraryTote DarkAcademiaLibrary DressLikeALibrarian LibraryBookwormCosplay LibraryCardiganCode LibraryOOTD LibraryGlassesTryOn',
    music:
      'LibraryWhisperSong LibraryLofiStudyBeat SilentLibraryKaraoke BorrowALibraryVinyl LibraryQuietQuartet LibraryPageFlipBeat LibraryLullaby LibraryStoryTimeRhymes',
    gaming:
      'LibraryBoardGameNight LibraryEscapeRoom LibraryChessClub DnDAtTheLibrary LibraryConsoleTournament SpeedrunTheStacks LibraryTriviaDuel LibraryPuzzleSwap',
  },
  lifeguard: {
    fitness:
      'LifeguardDrylandWorkout LifeguardBeachSprints LifeguardBuoyCarry LifeguardPlankWatch TrainLikeALifeguard LifeguardFlutterKicks LifeguardSandLunges LifeguardPushUpPyramid',
    prank:
      'LifeguardFridgeNote LifeguardCoolerSurprise LifeguardSnackBasket ThankYouLifeguardSign LifeguardCostumeCameo LifeguardWhistleWelcome LifeguardEndOfShiftCheer LifeguardPopsicleDrop',
    educational:
      'LifeguardFlagMeanings LifeguardHandSignals HowLifeguardsScan LifeguardCPRBasics LifeguardRipCurrentSpot LifeguardReachThrowDontGo LifeguardEyeTest LifeguardSunscreenQuiz',
    cooking:
      'LifeguardTowerCake LifeguardSnackBreak LemonadeForLifeguards LifeguardCoolerPack LifeguardDonutBuoys LifeguardWhistleCookies LifeguardIceLollies LifeguardTrailMixBags',
    fashion:
      'LifeguardFitCheck LifeguardHoodieLayers LifeguardZincStripe DressLikeALifeguard OffDutyLifeguard LifeguardSwimsuitRecreate LifeguardVisorDIY LifeguardWhistleLanyard',
    wellness:
      'LifeguardSunsetShift LifeguardShadeBreak CalmLikeALifeguard LifeguardBeachMeditation LifeguardWaterRefill LifeguardOceanBreathing LifeguardMorningStretch LifeguardGratitudeNote',
    speed:
      'LifeguardHandSignalBlitz LifeguardSunscreenRace LifeguardBuoyToss LifeguardSandSprint LifeguardWhistleReflex LifeguardBeachFlags LifeguardGearUpClock LifeguardTowelFoldDash',
    music:
      'WhistleWhileYouWatch LifeguardTowerSerenade LifeguardBeachAnthem LifeguardChairDrums LifeguardThemeSongCover LifeguardMegaphoneRap OdeToTheLifeguard LifeguardUkuleleBreak',
    tech: 'LifeguardSlowMoSprint LifeguardTowerCam LifeguardRipCurrentApp AIHelpsLifeguards LifeguardTideChartCheck LifeguardSunscreenTimer LifeguardWalkieTalkie LifeguardUVIndexAlert',
  },
  'light bulb': {
    dance:
      'ScrewInTheLightBulb LightBulbOffFreeze LightBulbSpotlightSolo LightBulbIdeaJump LightBulbDiscoDanceOff LightBulbSwitchShuffle LightBulbRainbowGroove LightBulbGlowWaltz',
    prank:
      'DiscoLightBulbSwap LightBulbSlowDim SpookyGreenLightBulb LightBulbColorWakeUp LightBulbStickyNotes PinkLightBulbEverywhere LightBulbRainbowRoom LightBulbBlueMoodLamp',
    cooking:
      'LightBulbShapedPizza LightBulbCakePops LightBulbJarDrinks LightBulbPancakes LightBulbIdeaSnacks LightBulbCookies LightBulbJelloMold LightBulbMeringueKisses',
    fashion:
      'LightBulbGlowSneakers LightBulbCostume LightBulbMomentTee LightBulbEarringDIY LightBulbFitCheck LightBulbSpotlightSelfie LightBulbSparkleDress LightBulbHeadband',
    speed:
      'LightBulbCircuitIn60 LightBulbPuzzleTimer LightBulbLightningRound LightBulbSwitchRelay LightBulbSequenceMemory LightBulbIdeaRapidFire LightBulbFactsBlitz LightBulbFlashCardSprint',
    art: 'LightBulbClayModel LightBulbHotAirBalloon LightBulbGlowPainting PaintedLightBulbOrnaments LightBulbChalkMural LightBulbShadowSketch LightBulbDoodleIdeas LightBulbPaperMosaic',
    tech: 'SmartLightBulbColorHack LightBulbSlowMoFlicker LightBulbTypesShowdown LightBulbLifespanTest LightBulbMotionSensor LightBulbMorseCode LightBulbEnergyMath LightBulbPotatoPower',
    gaming:
      'LightBulbSwitchPuzzle LightBulbInventorTrivia LightBulbBlackoutFreeze LightBulbSimonSays LightBulbColorMemory LightBulbMomentCharades LightBulbFlashlightTag LightBulbRiddleRound',
  },
  lighthouse: {
    fitness:
      'LighthouseStairClimb WalkToTheLighthouse LighthouseBreezeStretch LighthouseSpiralSquats BeaconBurpees LighthouseLunges LighthouseLadderDrill LighthouseBeachJog',
    funny:
      'LighthouseStairsRegret LighthouseSeagullDrama LighthouseWindyHair LonelyLighthouseKeeper ImpersonateAFoghorn LighthouseGiftShopHaul LighthouseTourGuideBit LighthouseBeamPhotobomb',
    educational:
      'HowLighthousesWork WhyLighthouseStripes FresnelLensLighthouse LighthouseNameThatFlash BuildThePharosLighthouse LighthouseKeepersLog MorseByLighthouse LighthouseBeamRangeMath',
    travel:
      'LighthouseHopping SunriseAtTheLighthouse ClimbEveryLighthouse LighthouseKeeperForADay LighthousePassport LighthouseCoastalWalk LighthouseCoastDrive LighthouseSunsetPicnic',
    fashion:
      'StripesLikeALighthouse LighthouseFishermanKnit WindyLighthouseShoot LighthouseKeeperCosplay LighthouseLayers LighthouseRainSlickerFit LighthouseBeanieTryOn LighthouseNauticalOOTD',
    wellness:
      'BeSomeonesLighthouse LighthouseRainSounds LighthouseSaltAirCalm BreatheWithTheBeam LighthouseSunsetSit StandLikeALighthouse LighthouseJournaling LighthouseSeaBreezeNap',
    speed:
      'LighthouseOrigamiTimer CupStackLighthouse LighthouseFlashQuiz LighthouseBeatTheBeam LighthouseSpeedSketch LighthouseHopInADay LighthouseBlockBuildRace LighthousePuzzleDash',
  },
  lime: {
    dance:
      'LimeSqueezeShuffle LimeBalanceShimmy LimeSalsaStep LimeInTheCoconutDance LimeLimbo InTheLimelightStrut KeyLimeKickLine LimeGreenGlowDance',
    prank:
      'LimeBalloonBedroom LimeLemonSwitch LimeGummySlices LimeConfettiDrawer AvocadoLimeMixUp LimeGreenStickyNoteWall LimesInEveryPocket LimeFacesOnTheFruit',
    educational:
      'WhyLimesAreSour LimeySailorsAndScurvy LimeInvisibleInk PowerFromALime SinkOrFloatLimes LimeCitrusTrivia KeyLimeVsPersian PlantALimeSeedTest',
    travel:
      'KeyLimePieRoadTrip FindTheBestLimeInTown StreetTacoLimeCrawl LimeMarketMorning LimeWaterHikeBreak LimeadeStandHop LimeOrchardVisit LimeBeachPicnic',
    fashion:
      'LimeGreenFitCheck NeonLimeNails LimeSliceEarrings StealTheLimelight LimeHeadToToe LimeColorBlocking LimeSneakerLaces LimeSundressTwirl',
    wellness:
      'LimeWaterMorning LimeScentedJournal LimeZestAromaBreak LimeSqueezeTheDay SublimeSelfCare LimeSpritzPorchPause LimeMintInfusion LimeSunshineStretch',
    speed:
      'LimeSqueezeRace LimeJuiceCupIn30 LimeNosePushDash LimeSortByShade StackTheLimes LimeRollRelay LimeSpoonSprint LimeTossCatchBlitz',
    tech: 'LimeBatteryLED LimeSlowMoSpray LimeChargerMythBust LimeJuicerShowdown LimePoweredClock HowHardCanYouSqueeze LimeRipeningCam LimeMacroPhotoShoot',
    pet: 'LimePlushFetch LimeSqueakyDuck LimeTennisBallChase PetInTheLimelight LimeFeltMouseToy LimeGreenFrisbee LimeKittyCameo LimePuppyPortrait',
  },
  limo: {
    fitness:
      'LimoLengthLunges LimoStretchYoga PlankAsLongAsALimo LimoRedCarpetSprint LapTheLimo LimoDoorSquats LimoBearCrawl PullTheLimoWagon',
    prank:
      'CardboardLimoForGrandma LimoWagonUpgrade LimoChauffeurForMom LimoStyleBreakfastInBed LimoRedCarpetToTheCar LimoDoorOpenWelcome YourLimoAwaits LimoSignAtSchoolPickup',
    educational:
      'HowLongIsALimo LimoTurningRadius LimoBuiltFromSedan LimoSeatCountGuess FirstLimoEver AskALimoChauffeur WhyLimoWindowsTint LimoVsBusFuelMath',
    fashion:
      'LimoPromGlowUp LimoSequinGown LimoArrivalFitCheck LimoTuxedoAndSneakers LimoChauffeurCosplay ExitTheLimoLikeAStar LimoLevelGlam LimoWorthyOutfit',
    speed:
      'LimoDressUpIn60 LimoRedCarpetDash LimoPhotoPoseSprint PromReadyBeforeTheLimo BeatTheLimoHonk LimoBalloonFillBlitz LimoBowTieCountdown FastestLimoWagonLap',
    music:
      'LimoKaraokeBackseat LimoEntranceSong LimoLipSync LimoDJBooth DiscoInTheLimo LimoArrivalAnthem LimoRollCallRap LimoKazooFanfare',
    art: 'LimoCardboardBuild LimoShoeboxModel StretchLimoSketch DrawTheLongestLimo LimoToyCarCustom LimoPromNightPoster LimoBrickShowdown ChalkALifeSizeLimo',
    tech: 'LimoStopMotionToyCar LimoGreenScreenArrival AIDesignsMyDreamLimo LimoWagonLEDMakeover LimoPartySpeakerSetup LimoBackseatLightShow SlowMoLimoExit PanoramaModeLimo',
    pet: 'LimoPuppyBoxFort LimoKittenTreatTrail LimoPetRedCarpet PupsLimoWagonRide HamsterLimoParade LimoVIPArrivalForFido LimoCatCarrierTour CardboardLimoForBunny',
  },
  lion: {
    dance:
      'LionStrutDance LionManeFlip LionRoarShuffle LionProwlWalk LionStatueFreeze LionHakunaMatataHop DoTheLionPounce DanceLikeALionCub',
    fitness:
      'LionPounceBurpees LionheartHillSprint LionStalkLunges PrideOfLionsPlank KingOfTheJungleGym LionRoarEveryRep LionCrawlSets LionPoseYogaFlow',
    funny:
      'LionRoarAudition BadManeDayLion LionTriesToPurr LionSleeps20Hours MyCatThinksHesALion LionYawnContest MyToddlerTheLion NarrateYourFamilyAsLions',
    prank:
      'LionPlushOnTheCouch LionRoarRingtone LionManeWigSurprise LionTailBackpackClip LionCircleOfLifeWakeUp LionKingForADayCrown StuffedLionSentry LionPawPrintTrail',
    educational:
      'WhyLionsRoar HowLionManesGrow LionWhiskerSpotID LionPrideFamilyTree LionOrTigerQuiz LionKingOfWhichJungle LionCubGrowthChart LionVsHouseCatDNA',
    travel:
      'HearALionRoarInPerson LionMuseumHunt LionVirtualSafari LionPlushTravelBuddy LionStatueSelfie FindEveryStoneLion MeetTheZooLions LionDoorKnockerWalk',
    fashion:
      'LionPrintOutfit LionMakeupGlam LeoSeasonLionFit LionGoldEyeshadow LionManeCurlsDIY LionKingOfTheCatwalk LionHairVolumeDare LionEarsHeadband',
    music:
      'LionRoarRemix LionSleepsTonightCover JungleLionDrums LionheartBallad LionPrideChant LionHakunaMatataDuet LionKingMedley LionPawPercussion',
  },
  lipstick: {
    dance:
      'LipstickTransition LipstickPoutAndPose RedLipTwirl LipstickMirrorDance LipstickHairFlip LipstickKissBlowCombo LipstickLimbo ApplyLipstickOnTheBeat',
    funny:
      'LipstickByMyKid LipGlossHairStuck LipstickDadApplies LipstickOnYourTeeth LipstickCapLostAgain SameShadeIPromise LipstickInTheDark GrandpaRatesMyLipstick',
    prank:
      'LipstickMirrorNote LipstickShadeSwap LipstickOnTheirCoffeeCup LipstickKissPrintCard LipstickWrappedGift LipstickPostItCompliment LipstickSmileOnTheBanana LipstickLoveLetterSeal',
    educational:
      'HowLipstickIsMade LipstickFromBeetsDIY LipstickColorTheory LipstickUndertoneTest RedLipEraQuiz LipstickWearTimeTrial LipstickVsLipStain LipstickShadeNamesDecoded',
    travel:
      'LipstickTravelKit RedLipPassportPhoto LocalLipstickShadeHunt LipstickShopHop PackOneLipstickOnly LipstickKissPostcard LipstickInMyCarryOn AirportLipstickTouchUp',
    wellness:
      'LipstickMorningBoost LipstickConfidence LipstickPepTalk LipstickForNoOne LipBalmOnlySunday RedLipAffirmations SelfLoveLipstick LipstickMirrorMantra',
    tech: 'VirtualLipTryOn LipstickARFilter LipstickShadeFinderApp LipstickSelfieColorMatch AIPicksMyLipstick LipstickRingLightTest LipstickWearTimelapse PhoneCamVsRealLipstick',
    pet: 'PetPicksMyLipstick LipstickKittenSketch CatNamesMyLipstick DogCollarLipstickMatch LipstickRedPetPortrait LipstickFreePuppyCuddles LipstickBunnyCameo LipstickMatchingLeash',
  },
  'living room': {
    dance:
      'LivingRoomDisco CouchCushionShuffle DanceLikeNoOnesHome LivingRoomLimbo LivingRoomRugSlide LoungeLineStep LivingRoomMoonwalk LivingRoomConga',
    fitness:
      'LivingRoomCrunches OttomanStepUps LivingRoomYoga LivingRoomLaps LoungeLunges LivingRoomHIIT LivingRoomPlankOff LivingRoomPillowSquats',
    funny:
      'LivingRoomOlympics LivingRoomPillowDrama LivingRoomNatureDoc GuestsArrivingPanic WhereIsTheRemote LoungeLizardDiaries LivingRoomTalkShow LivingRoomWeatherReport',
    educational:
      'LivingRoomFortEngineering LivingRoomSolarSystem LivingRoomShadowClock LivingRoomRemoteIRTrick LivingRoomMuseumTour LivingRoomFactHunt MapYourLivingRoom LivingRoomWordLabels',
    cooking:
      'LivingRoomPicnic CoffeeTableCharcuterie LivingRoomFondueNight TeaPartyInTheLounge LivingRoomPopcornBar LivingRoomDumplingFold LivingRoomNachoTray LivingRoomPizzaParlor',
    music:
      'LivingRoomAcousticSet CouchKaraokeNight LivingRoomUnplugged LoungeSingerCover RemoteControlMic LivingRoomDrumPractice LivingRoomConcert LivingRoomAirBand',
    tech: 'LivingRoomSoundCheck LivingRoomGadgetTour HideEveryCable LivingRoomMovieNightSetup LivingRoomTVSettingsFix SmartLoungeLighting LivingRoom3DScan LivingRoomPanoramaGlitch',
    gaming:
      'LivingRoomGameNight CouchCoopMarathon DanceOffInTheLounge LivingRoomLANParty LivingRoomRetroConsole LivingRoomPuzzleTable LivingRoomCharades LivingRoomBowlingAlley',
  },
};
