import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  jacket: {
    wellness:
      'CoatAndCocoaWalk 7DayJacketSunriseStroll JacketOnPhoneOff BundleUpAndBreathe JacketStargazeNight CozyCoatQuietHour ZipYourJacketGoOutside JacketFreshAirPause',
  },
  janitor: {
    funny:
      '5StarJanitorReview WhenTheJanitorSings JanitorNarratesTheMess ThingsTheJanitorFound JanitorVsGlitter JanitorVsMuddyShoes MopItLikeAJanitor 60SecondJanitorDrama',
    wellness:
      'JanitorAppreciationDay ThankYourJanitor MakeAJanitorSmile 5MinJanitorStretch CleanSpaceCalmMind JanitorSweepAwayStress HighFiveYourCustodian OneWeekOfJanitorKindness',
  },
  japan: {
    art: 'JapanCherryBlossomPaint OneCraneADayJapanStyle 60SecondKawaiiJapanDoodle BrushYourNameInJapanese JapanGreatWaveRemake SketchJapanFromMemory DrawYourselfAsJapanAnime JapanBambooInInk',
    cooking:
      '7DaysOfJapanDishes CanYouRollAJapanOmelette MisoSoupSundayJapanStyle JapaneseFluffyPancakes JapanOnigiriAtHome JapanBentoBattle HomemadeJapanCurry 10MinuteJapanGyozaFold',
  },
  japanese: {
    fashion:
      'JapaneseStreetStyle 5PieceJapaneseLayers TokyoFitCheck JapaneseFuroshikiBag CuteVsCoolJapaneseLooks 10MinuteJapaneseOutfit TeeDesignInJapanese KawaiiGlowUpJapanese',
    prank:
      'JapaneseOnlyDay SetTheTVInJapanese KonnichiwaWakeUp 1HourOfJapaneseReplies JapaneseLabelsEverywhere NihongoTextsToMom JapaneseFortuneSlips 10JapaneseShoeNotes',
    tech: 'CanTheAppReadMyJapanese 10DayJapaneseStreak ScanAJapaneseSnackLabel PhoneInJapanese NihongoAIChat KaomojiJapanese SubtitlesInJapanese 60SecondJapaneseTyping',
    travel:
      '60SecondJapaneseTourGuide JapaneseGroceryHaul PlanATripInNihongo 10JapaneseTravelWords SpotJapaneseSigns OrderSushiInJapanese JapaneseMenuDare PostcardInJapanese',
    wellness:
      'JapaneseForestBathing 10MinJapaneseTeaPause IkigaiJournal 7DayJapaneseMorningMoves WabiSabiJapanese HaikuInJapanese BowAndThankJapaneseStyle SlowOrigamiJapanese',
  },
  jazz: {
    fashion:
      'SnazzyJazzSaturday JazzFlapperGlowUp FedoraJazzFitCheck JazzBeretAndTurtleneck 5MinuteJazzClubLook DressLikeAJazzLegend ShowUsYourJazzShoes ThreeHatsForJazzNight',
    funny:
      'JazzHandsEverything JazzScatYourDay JazzSoloThatNeverEnds SmoothJazzElevator CanYouSayItInJazz MyAlarmButJazz 5SecondJazzIntros GrandmaVsFreeJazz',
    pet: 'DoesMyDogLikeJazz JazzPuppyHowl JazzCatReaction 1MinuteJazzTailWag SaxVsPianoJazzPup SmoothJazzSnooze JazzyPawsPortrait TeachYourPetJazzHands',
    speed:
      'JazzSpeedScat FastestJazzHands JazzSongGuessIn10 JazzTempoTapRace BeatTheJazzSolo NameThatJazzInstrument CanYouKeepUpWithJazz FirstToHumAJazzTune',
  },
  jewelry: {
    speed:
      'JewelryUntangleRace JewelryStackIn60 SiblingJewelrySortDuel ClaspJewelryOneHanded JewelryBeadThreadRace 30SecondJewelryMatch JewelryChainRelay AllJewelryOnBeforeBeep',
    tech: 'JewelrySparkleMacro JewelryStopMotionStack 10SecondJewelryReel JewelrySlowMoSpin AskAIToStyleMyJewelry FlashVsDaylightJewelry 7DaysOfJewelryFilters LightboxJewelryShoot',
  },
  joke: {
    travel:
      'JokeTourGuide JokeAtEveryStop 60SecondAirportJokes AreWeThereYetJoke JokePostcardHome OneJokePerState WriteAJokeInTheSand BackseatJokeOff',
  },
  judge: {
    fitness:
      'JudgeMyForm JudgeThePushupOff KidJudgesDadsLunges PlankTillTheJudgeSays 7DayJudgeYourProgress OneMinuteJudgeBurpees JudgeMySquatDepth JudgeWallSitVerdict',
    gaming:
      'JudgeMyHighScore JudgeTheSpeedrun JudgeTheThumbWar JudgeMyGameCharacter KidJudgesSiblingDuel 60SecondJudgedBuildOff CanYouStumpAJudge 3RoundJudgeTriviaNight',
  },
  judo: {
    art: 'JudoFlipbookFaceOff JudoThrowSketch DesignAJudoPoster 7DaysOfJudoDoodles JudoShadowPhoto ClayJudoMatch 60SecondJudoStickFigure SidewalkChalkJudo',
    dance:
      'JudoVsBalletDanceOff JudoTatamiTwoStep WaltzInAJudoGi JudoSweepShuffle 8CountJudoRoutine JudoBowAndBounce SlowMoJudoDuet 30SecondJudoFreestyle',
    gaming:
      'JudoBeltLevelUp JudoThumbWar JudoMoveBingo JudoStatueStandoff CreateAJudoFighter GuessTheJudoScore 60SecondJudoRulesQuiz CanYouNameEachJudoThrow',
    music:
      'JudoBeatboxBattle JudoWalkoutSong MatSlapJudoRhythm JudoTermsRap TeamJudoChant SingJudoCountsToTen 30SecondJudoHypeTrack ClapAlongJudoFinal',
  },
  juggling: {
    wellness:
      'MindfulJuggling SlowJugglingSunday JugglingDropAndSmile ScarfJugglingCalm 5MinuteJugglingReset JuggleYourWorriesAway 7DayJugglingStreak JugglingBeforeCoffee',
  },
  'jump rope': {
    dance:
      'JumpRopeFreestyle SiblingJumpRopeDuet 8CountJumpRopeRoutine JumpRopeJive SkipToMyBeat 30SecondJumpRopeDance JumpRopeMoonwalk SkippingShuffleOff',
    wellness:
      '100JumpRopeSkipsADay InnerChildJumpRope JumpRopeWakeUp JoyfulJumpRopeMinute SkippingTheStress SlowJumpRopeBreathing JumpRopeFriendFriday JumpRopeAtSunset',
  },
  karaoke: {
    funny:
      '1Song3KaraokeVoices WrongLyricsKaraoke DadKaraokeBallad GrandpaKaraokeDuet TooConfidentKaraoke KaraokeHighNoteFaceOff 30SecondHairbrushKaraoke KaraokeKeyChangePanic',
    gaming:
      'KaraokeLyricGuessGame KaraokeScoreBattle CanYouBeatMyKaraoke KaraokeMusicalChairs FinishTheKaraokeLine Karaoke100PointChallenge 10SongKaraokeMarathon 60SecondKaraokeMedley',
    tech: 'KaraokeVocalRemoverAI BluetoothKaraokeTrial KaraokeAppFaceOff CanAFilterSaveMyKaraoke 7NightKaraokeStreak 60SecondKaraokeRemix KaraokePitchTracker KaraokeSplitScreenDuet',
  },
  karate: {
    music:
      '30SecondKarateMontage KarateKiaiChorus KarateChopBeatBattle KarateCountingSong BassDropKarateKick OperaKarateKata SingYourKarateWarmUp BeatboxKarateMoves',
    tech: 'KarateSlowMo KarateWhooshEdit 7DayKarateKickProgress 60SecondKarateCloneClip FreezeFrameKarate SplitScreenKarate KarateOverVideoCall WhoseKarateKiaiIsLoudest',
    wellness:
      'SlowMoKarateKata ThankYouKarateBow BedtimeKarateBreaths 5MinuteKarateCoolDown HoldAKarateStanceDare KarateStretchAlong KarateCraneBalance 7DayKarateCalmStreak',
  },
  keto: {
    art: 'CauliflowerStampArt KetoGroceryStillLife 60SecondKetoFoodPortrait KetoBentoFaces KetoVeggiePrintBattle KetoMealWatercolor 7DayKetoLunchDoodles SketchYourKetoPlate',
    dance:
      'KetoSpatulaGroove 8CountKetoCookingMoves KetoMealPrepBoogieOff 30SecKetoKitchenShuffle FreezeWhenKetoTimerBeeps KetoAvocadoShimmy KetoCoffeeBop LowCarbLineDance',
    fitness:
      'LowCarbHighReps KetoAfterDinnerWalk KetoEggAndSpoonRun KetoWaterJugCurls 10MinKetoKitchenWorkout FarmerCarryKetoGroceries 7DayKetoStepStreak KetoPartnerSquatDuel',
    prank:
      'BreadRansomNoteKeto KetoPastaDetector 10KetoWarningSigns LowCarbLunchboxJoke PutGooglyEyesOnKetoJars OverTheTopKetoCoach KetoPoliceFor1Hour KetoAnthemWakeUpCall',
    wellness:
      'KetoMindfulEating BoneBrothKetoSip KetoHerbalTeaWindDown CucumberWaterKeto 10MinKetoStretchBreak PhoneFreeKetoBreakfast 7DayKetoWalkAfterLunch SundayResetKetoPrep',
  },
  kettle: {
    educational:
      'WhyKettlesWhistle 60SecondKettleFacts MicrowaveVsKettle HowManyCupsPerKettle KettleMythOrTruth KettleWatchedPotTest DrawTheInsideOfAKettle KettleTeaOriginsQuiz',
    speed:
      'BeatTheKettle KettleTidySprint 5ChoresWhileKettleBoils BeforeTheKettleClicks MeVsKettleBedMaking HowManySquatsPerKettle KettleLaundryFoldRace KettleCounterWipeRush',
  },
  kettlebell: {
    art: 'PaintYourKettlebell KettlebellStillLife TinyClayKettlebell ChalkKettlebellOutline KettlebellDoodleDuel KettlebellPixelArt DrawAKettlebellIn60Sec 7DayKettlebellSketches',
    pet: '10KettlebellRepsOneTreat PetCountsMySwings 60SecondKettlebellStay KettlebellPuppyBreak FurryKettlebellCoach KettlebellPawHighFive WalkiesThenKettlebell CatVsKettlebellStaredown',
    prank:
      'WhyIsMyKettlebellSmiling DadsKettlebellGotTiny GooglyEyeKettlebell BalloonKettlebell 5KettlebellStickyNotes GiveYourKettlebellAWig KettlebellNameTag HatOnTheKettlebell',
    tech: 'AICountsMySwings KettlebellSlowMo 7DayKettlebellRepLog VideoCallKettlebellDuel IntervalAppKettlebell KettlebellGreenScreen 10MinPhoneTimerKettlebell HeartRateKettlebell',
  },
  kickboxing: {
    art: 'KickboxingFreezeFrame KickboxingPunchPainting 7DayKickboxingDoodles KickboxingSilhouette DesignAKickboxingPoster StickFigureKickboxing ClayKickboxingChamp 60SecondKickboxingSketch',
    pet: 'KickboxingKittyCuddle CatPawCombo DoesMyDogLikeKickboxing KickboxingTreatBreak KickboxingZoomiesRound PetCornerManKickboxing 60SecKickboxingPetHug BunnyWatchesKickboxing',
    tech: 'KickboxingSlowMo 7DayKickboxingAppStreak KickboxingVHSFilter KickboxingCloneSpar SplitScreenKickboxingDuel PunchCounterKickboxing 30SecondKickboxingEdit VideoCallKickboxing',
    travel:
      'MuayThaiBeachSunrise KickboxingInThePark HotelRoomKickboxing KickboxingGymDropIn KickboxingOnVacation OneKickboxingComboPerCity 10MinKickboxingTripWarmUp PackYourKickboxingGloves',
    wellness:
      'KickStressToTheCurb MondayMoodKickboxing KickboxingCoolDown PillowPunchKickboxing 5MinuteKickboxingCalm GentleKickboxingMorning 7DayKickboxingStreak KickboxingBreathBreak',
  },
  kitchen: {
    educational:
      'NameThatKitchenTool KitchenOnionTearScience KitchenEggFloatTest KitchenMythOrFact 60SecondKitchenQuiz CanYouGuessKitchenWeights KitchenCabbageColorMagic 10KitchenHacksTested',
    fashion:
      'KitchenFitCheck MatchYourKitchen KitchenApronGlowUp OneScarf3KitchenLooks 60SecKitchenOutfitChange MomVsDadKitchenStyle KitchenRunwayWalk KitchenHairNetGlam',
    speed:
      'TenMinuteKitchenReset SiblingKitchenTidyDuel KitchenCleanupRace 20KitchenThingsPutAway KitchenDishwasherDash BeatTheKitchenTimer CanYouClearYourKitchen KitchenTableSetSprint',
  },
  kite: {
    fitness:
      'RunTillYourKiteFlies KiteHillRepeats ReelInYourKite KiteWindSprints KiteLaunchRelay KiteTugOfWar 10MinKiteParkWorkout 7DayKiteFlyingWalks',
    gaming:
      '60SecondKiteKeepUp KitePaperDesignDuel LandYourKiteOnTarget LastKiteFlying FirstKiteTo3Loops CanYouFlyTwoKites SpotTheKiteBingo KiteStringLimbo',
    pet: 'KiteChasingPup PetMeetsAKite 7DayKiteParkWalkies 10SecondKiteCatReaction DogVsKiteShadow ZoomiesUnderTheKite SitStayWhileKiteFlies ShowUsYourKiteBuddy',
    speed:
      'KiteLaunchRace 5MinutePaperKiteBuild KiteUpInTenSeconds KiteFastestToTheSky SiblingKiteReelDuel CanYouLandYourKiteFast FirstToFlyAKite KiteTailTieRelay',
  },
  kitten: {
    fitness:
      'KittenYoga PlankTillYourKittenMoves StretchLikeAKitten KittenChaseIntervals CatCowWithMyKitten KittenZoomiesCardioDuel KittenWatchesMyPushups 20SquatsWhileKittenNaps',
    funny:
      'KittenVsMirror KittenSockThief KittenKeyboardTakeover OneKitten10Boxes IfMyKittenCouldTalk BreakingNewsKitten 30SecondKittenSoapOpera GuessWhatTheKittenDid',
    tech: 'KittenVsRobotVacuum WhatMyKittenDoesAlone 7DayKittenTimelapse KittenCamHighlights CanYouGetAKittenSelfie KittenVsPhoneGame AIDrawsYourKitten KittenSlowMoPounce',
  },
  knitting: {
    cooking:
      'KnittedOrRealCake CableKnitPieCrust KnittingSweaterCookies 10MinKnittingBreakBites PipeAKnittingPattern KnitStitchAndSnack KnittingNightCocoa KnittingCircleBakeOff',
    fashion:
      'KnittedFitCheck 7DaysOfKnittingOutfits FirstVsLatestKnitting ChunkyKnitScarfTie KnittingHeadToToe KnitVestFiveWays KnittingCardiganReveal 60SecondKnittingLookbook',
    fitness:
      'KnitOneSquatTwo 5MinKnittingPostureReset KnittingBreakPlank KnitBetweenSets KnitPurlsAndPushUps 10LungesPerKnittingRow KnittingWristWarmUp WallSitKnittingDare',
    gaming:
      'KnittedTicTacToeBoard KnittingColorMemoryMatch KnittingYarnBallToss LevelUpMyKnitting KnitAGameCharacter KnittingTriviaDuel GuessTheKnittingStitch 10RowKnittingSpeedrun',
    tech: 'KnittingTimelapse KnitYourSelfieChart CanAIDesignMyKnitting KnittedPhoneCozy KnittingRowCounterApp KnitPixelArtGrid 60SecondKnittingReel 30DayKnittingPhotoDiary',
  },
  kpop: {
    cooking:
      'BakeForYourKpopBias KpopIdolBento LightstickCakePops 7DaysOfKpopLunches KpopKimbapRollingRace KpopComebackCupcakes DinnerInOneKpopSong CookOffKpopStyle',
    educational:
      'LearnKoreanFromKpop KpopTriviaFaceOff ReadHangulWithKpop KpopCountToEight 60SecondKpopHistory 10KpopLyricsTranslated TeachMeAKpopMove SpotTheKpopKeyChange',
    fashion:
      'KpopAirportFit DressLikeYourBias 10MinuteKpopGlowUp ColorCodedKpopCrew RecreateAKpopMVLook ThriftVsMallKpopStyle KpopStylistForDad 7DayKpopOutfitDiary',
    fitness:
      'TrainLikeAKpopIdol KpopSingAndJog KpopFullOutDare KpopBestieSquatOff KpopChorusPlank 30DayKpopDanceCardio JumpRopeToKpop 10MinKpopWorkout',
    pet: 'PetFancam KpopPupDebut DoesMyCatStanKpop 15SecKpopFurbabyIntro TeachPawsUpKpopStyle KpopDogPhotocard 7DayKpopTrickTraining ZoomiesKpopDanceBreak',
    travel:
      'KpopAirportArrival ParkKpopRandomPlay KpopPhotoBoothStrip OneKpopSongPerCity PackLikeAKpopIdol KpopInPublic 15SecondKpopLandmarkDance RoadTripKpopSingOff',
  },
  kwanzaa: {
    art: 'KwanzaaKinaraCraft KwanzaaMatWeaving DrawYourKwanzaaTable 10MinuteKwanzaaCard AdinkraStampKwanzaa KwanzaaPaperChain ClayKikombeKwanzaa OneKwanzaaDrawingPerDay',
    dance:
      'KwanzaaDanceCircle KwanzaaShuffleOff UnityLineKwanzaa SevenStepsKwanzaa HarvestSwayKwanzaa 30SecKwanzaaShimmy KwanzaaFamilyStomp 7NightKwanzaaFreestyle',
    fashion:
      'KwanzaaOutfitCheck KenteClothLook RedBlackGreenKwanzaa 5MinuteKwanzaaHeadwrap 7NightsOfKwanzaaFits KwanzaaBeadedJewelry StyleAKwanzaaPrint3Ways FamilyKwanzaaTwinning',
    funny:
      'KwanzaaAsToldByKids 60SecondKwanzaaRecap SayItRightKwanzaa GrandpaVsMeKwanzaaQuiz KwanzaaFeastFaces KwanzaaPhotoChaos KwanzaaTalentShow 7KwanzaaNightsInEmojis',
    music:
      'KwanzaaDrumCircle KwanzaaFamilySingAlong HarvestCallAndResponse 30SecondKwanzaaBeat KwanzaaPrinciplesRap ClapGameKwanzaa OneKwanzaaVersePerNight CousinsKwanzaaChantOff',
    prank:
      'WhoIsInOurKwanzaaPhoto KwanzaaSecretGift KwanzaaKindnessNotes UjimaChoresKwanzaa 10BoxKwanzaaWrapJob GooglyEyedKwanzaaDecor MysteryGuestKwanzaa WriteTheWrongKwanzaaName',
    travel:
      'KwanzaaFestivalVisit KwanzaaMarketStroll ShowUsYourKwanzaaTown OneKwanzaaStopPerNight KwanzaaGalleryHop GrandmasHouseKwanzaa 60SecondKwanzaaCityTour ShopLocalKwanzaa',
  },
  lacrosse: {
    cooking:
      'LacrosseBallCakePops GameDaySnackBox LacrossePitaPockets TacoTuesdayLacrosseTeam LacrosseMomsBakeOff 10MinLacrosseLunchbox TrailMixForLax LacrosseBreadsticks',
    educational:
      'LacrosseRulesQuiz 60SecondLacrosseHistory LacrosseFastestSport LearnToCradleLacrosse 10LacrosseTermsDecoded BoxVsFieldLacrosse NameEveryLacrossePosition GroundBallLacrosse',
    pet: 'LacrosseDogCheerSquad IsYourPetALacrosseFan LacrosseSoftToyToss 7DayLacrosseFieldWalks LacrosseCatCuddles WalkiesToLaxPractice OneMinuteLacrosseBellyRub KittenWatchesLax',
    prank:
      'LacrosseTrophyForDad LacrossePocketNote WhoShrunkMyLacrosseStick LacrosseBabyDollCradle HallwayLacrosseGoal WrongNameOnLacrosseJersey 10BalloonsInLacrosseBag GiveLacrosseBallsEyes',
  },
  ladle: {
    art: 'LadleReflectionPortrait LadlePourArt LadlePuppetPal DrawALadleInOneLine SoupLadleWatercolor SiblingLadleSketchOff 7DayLadleDoodles 60SecondLadleStillLife',
    dance:
      'PassTheLadle LadleLimbo LadleMicLipSync 8CountLadleRoutine SoupLadleShuffle MomVsMeLadleDanceOff WaltzWithTheLadle 30SecondLadleFreestyle',
    fashion:
      'MiniLadleEarrings LadleHolsterApron LadleHandbagCharm OneLadle3Outfits 60SecondLadleRunway IsALadleAnAccessory LadleMirrorFitCheck CottagecoreLadle',
    gaming:
      'CanYouBalanceALadle 60SecondLadleScoopRace LadleCottonBallRelay LadleBalloonVolley MusicalLadles CaptureTheLadle FindTheHiddenLadle LadleTrickShots',
    pet: 'PetWaitsForTheLadle LadleKibbleScoop DoesKittyLoveALadle CatVsLadleReflection 7DayLadleRecallTraining DogDinnerByTheLadle 10SecondLadleSitStay SlowLadleFeedingTrick',
  },
  lamp: {
    fashion:
      '5LampLookbookShots LavaLampColorOutfit 10MinLampRunwayWalk LampLitFitCheck LampGoldenHourGlow DaylightVsLampSelfie DressLikeYourLamp LampFringeEarrings',
    pet: 'CanKittyCatchLampLight 7NightLampStoryForPuppy LampShadowCatChase LampLitPetPortrait NapUnderTheLamp SunbeamOrLamplight 10MinLampPostWalkies LampDogBedCorner',
  },
  laptop: {
    educational:
      'InsideALaptop LaptopBatteryMyths HowLaptopsStayCool LaptopPartsQuiz LaptopThenVsNow 60SecondLaptopHistory 10LaptopShortcutsRace CanYouNameEveryLaptopKey',
    speed:
      'LaptopTypingRace Close20LaptopTabsFast SiblingLaptopShortcutDuel PackYourLaptopIn60 LaptopBeatTheBootUp FastestFingersFirst LaptopCableWrapDash 1MinuteLaptopDesktopTidy',
  },
  lasagna: {
    educational:
      '60SecondLasagnaHistory HowManyLayersInALasagna LasagnaVsLasagne 5LasagnaFactsAtDinner LasagnaPastaShapesQuiz LasagnaBechamelVsRicotta WhyDoesLasagnaRest LasagnaSauceAcidityTest',
    funny:
      'LasagnaCornerDebate LastLasagnaSliceStandoff 10SecondLasagnaReview MondayMoodLasagna LasagnaLandslide 5StarLasagnaCritics NonnaJudgesMyLasagna LasagnaPortionPolitics',
    gaming:
      'BuildTheTallestLasagna LasagnaBlindTasteGame GuessTheLasagnaLayers WhoKnowsLasagnaBest LasagnaSpeedrun LasagnaTriviaFaceOff 10QuestionLasagnaQuiz LasagnaCharades',
  },
  'latte art': {
    fashion:
      'LatteArtBaristaFit CoffeeToneOutfit LatteArtNails MatchMyMugLatteArt DressLikeYourLatteArt 3LooksFromLatteArt CozySweaterLatteArt 10MinLatteArtGlowUp',
  },
  laundromat: {
    dance:
      'LaundromatBasketBop DanceAtTheLaundromat LaundromatSpinCycle TheLaundromatShuffle 30SecondLaundromatGroove LaundromatMoonwalkBattle LaundromatTwoStep 8CountLaundromatRoutine',
    educational:
      'LaundromatLabelDecoder StainTestAtLaundromat WhyLaundromatsUseCoins LaundromatVsHomeWash WhereDoSocksGo 5LaundromatMythsBusted GuessEachLaundromatSymbol OneCycleLaundromatQuiz',
    speed:
      'LaundromatFoldingRace LaundromatSockMatch SiblingLaundromatSortOff BeatTheLaundromatDryer FoldBeforeTheBuzzer 20TowelsLaundromatStack LaundromatHangerRelay OneMinuteLaundromatUnload',
  },
  'lawn chair': {
    gaming:
      'LawnChairBocceBattle WhoGetsTheLawnChair CampChairHandheldRun 10BallsIntoALawnChair LawnChairGameShow 60SecLawnChairTrivia LawnChairCornhole LawnChairRingToss',
  },
  lawyer: {
    wellness:
      'LawyerWalkAfterWork LawyerWeekendUnplug 7DayLawyerLunchBreak LawyerPhoneInADrawer RestMyCase SlowSundayLawyerReset DeskYogaForLawyers 5MinuteLawyerStretch',
  },
  'leaf blower': {
    educational:
      'HowLeafBlowersWork 60SecondLeafBlowerScience WillALeafBlowerMoveThis LeafBlowerDecibelTest LeafBlowerGasOrBattery 5LeafBlowerMythsBusted LeafBlowerBallFloat LeafBlowerWindSpeedMath',
    music:
      'LeafBlowerRemix 30SecondLeafBlowerJam LeafBlowerCrunchBeat LeafBlowerBagpipes BlownAwayCover VacuumVsLeafBlowerDuel SingOverTheLeafBlower HumWithYourLeafBlower',
  },
  'leg day': {
    art: 'LegDayComic JellyLegsDoodle SketchTheSquat LegDayChalkMural 60SecondLegDayDrawing DrawYourLegDayFace LegDayCollage 4WeeksOfLegDayArt',
    tech: 'CanAIRateYourLegDay LegDayStepCount 4WeekLegDayProgressPhotos 1MinuteLegDayTimelapse VoiceTimerLegDay BeforeAfterLegDay AppPicksMyLegDay LegDayStopwatchDuel',
    travel:
      'LegDayCityHills SightseeingIsLegDay LegDayBeachWalk LegDayTrailHike MuseumMarathonLegDay 10MinHotelLegDay 20KStepLegDayTour CobblestoneLegDay',
  },
  lemonade: {
    fitness:
      '10SquatsPerLemonadeSip LemonadePitcherCurls CitrusPressPushUps LungeForYourLemonade EarnYourLemonade 30SecondLemonadeWallSit LemonadeStandRelay LemonadeJumpRope',
  },
  librarian: {
    wellness:
      '10MinLibrarianSilence 7DayLibrarianBookStreak LibrarianPicksMyNovel LibrarianTeaAndChapter ReadLikeALibrarian ShushYourInnerCritic LibrarianQuietHour LibrarianPoetryPause',
  },
  library: {
    art: 'LibraryCardArt PaintALibraryShelf LibrarySpinePoetry DrawYourDreamLibrary 60SecondLibrarySketch JudgeByTheCover LibraryDoodleDuel 7DayLibraryBookmarks',
    cooking:
      'LibraryCookbookDinner FamilyLibraryCookOff 30MinLibraryLoanMeal OneLibraryRecipeAWeek BakeByTheBook LibraryStorybookPancakes LibrarianPicksMyMenu LibraryShelfToTable',
    fashion:
      'LibraryFitCheck StyleYourLibraryTote MatchMyLibraryBookCover DressLikeALibrarian LibraryBookwormCosplay 5LibraryLooksOneCardigan 10MinLibraryDayOutfit LibraryGlassesTryOn',
    wellness:
      'LibraryQuietHour LibraryWindowSeat SlowLibrarySunday PhoneOffLibraryVisit LibraryChapterAndChill 7DayLibraryReadingHabit 20MinLibraryDaydream LetterToALibrarian',
  },
  'line dance': {
    cooking:
      'LineDancePotluck HoedownChiliCookOff LineDanceBootCookies LineDanceSweetTea StepAndStirLineDance 8CountLineDanceSalsa DinnerInOneLineDanceSong LineDanceSnackShowdown',
    fashion:
      'LineDanceFitCheck StompInStyle CowboyBootsLineDance 3LineDanceLooksOneHat DenimVsPlaidLineDance LineDanceBeltBuckle LineDanceBandana 5MinLineDanceGlowUp',
    gaming:
      'LineDanceSimonSays HoedownHighScore 10StepLineDanceMemory 60SecondLineDanceCopycat RollTheDiceLineDance MusicalStatuesLineDance LineDanceTeamFaceOff CanYouFollowMyLineDance',
    prank:
      'LineDanceFlashMob WakeDadUpWithLineDance LineDanceBehindYou MandatoryLineDanceClass WrongStepsLineDance EverySongIsLineDanceNow WhoStartedThisLineDance 3SecondLineDanceFreeze',
    speed:
      'LineDanceDoubleTime FastestBootScoot HatsOnLineDanceRace LearnALineDanceIn60 LineDanceTempoClimb HeelToeLineDanceSprint CanYouLineDanceAt2x 100StepLineDanceDash',
    travel:
      'LineDancePassport CountyFairLineDance OneLineDancePerCity LineDanceOnTheBeach CommunityHallLineDance 30SecLineDanceLandmark PackYourLineDanceBoots HometownLineDanceTour',
    wellness:
      'StompOutStress LineDanceWithGrandma 7DayLineDanceMoodLift GentleLineDanceWarmUp 10MinMorningLineDance JoinALocalLineDance SlowLineDanceSunday BarefootLineDance',
  },
  'lip sync': {
    fashion:
      'LipSyncQuickChange DressAsTheSinger 10SecondLipSyncGlowUp EveryDecadeLipSync LipSyncRunwayWalk 3OutfitsOneLipSync BestieVsMeLipSyncFit MomsClosetLipSync',
    fitness:
      'LipSyncLunges PowerBalladPlank JumpRopeLipSync LipSyncAfterBurpees CanYouLipSyncDuringSquats LipSyncHulaHoop OneSongLipSyncWorkout 20JumpingJacksLipSync',
    music:
      'LipSyncBattle LipSyncBothParts HairbrushMicHits LipSyncTheHighNote 10SecondLipSyncGuess GrandpaLipSyncDuet LipSyncAnOldie OneLipSyncPerDecade',
    travel:
      'LipSyncTheLocalHit LipSyncAtLandmarks LipSyncHotelRoom LipSyncOnTheTrain AirportStrutLipSync 30SecondPackingLipSync BackseatLipSyncBattle OneLipSyncPerCity',
  },
  'living room': {
    art: 'LivingRoomFortArchitect LivingRoomShadowShow LivingRoomGalleryWall 60SecondLivingRoomSketch 7DayLivingRoomDoodles LoungeStillLife SiblingLivingRoomArtOff DrawYourLivingRoomBlind',
  },
  lizard: {
    art: 'LizardScaleMosaic LizardPebblePainting 60SecondLizardPortrait DrawALizardOneLine LizardDoodleDare 7DaysOfLizardArt SiblingLizardSketchOff LizardPipeCleaner',
    dance:
      'LizardHeadBobDance 8CountLizardRoutine DoTheLizardCrawl 30SecondLizardShuffle LizardStrutOff DanceLikeALizard SiblingLizardDuet LizardFreezeFrame',
    fashion:
      'AllGreenLizardFitCheck DressLikeALizard EmeraldLizardGlam LizardNailArtDare StyleLizardPrint3Ways LizardVsChameleonLook 10MinLizardGlowUp ShowUsYourLizardShoes',
    music:
      'HumALizardLullaby HeadBobLikeALizard OneLizardFactPerVerse LizardRapBattle SingToYourLizard ScalesForLizards LizardBluesSong 30SecondLizardJingle',
    wellness:
      'LizardSlowBlink BaskLikeALizard QuietYourLizardBrain LizardPowerNap SundayShedLizardStyle LizardStillnessDare 7DayLizardCalmStreak 5MinuteLizardFloorStretch',
  },
  llama: {
    gaming:
      '60SecondLlamaTrivia DramaLlamaCharades LlamaMemoryMatch LlamaDrawAndGuess WhoKnowsLlamasBest 10LlamaFactsQuiz PlushLlamaRelay LlamaBingoBlitz',
  },
  locker: {
    gaming:
      '3ClueLockerMystery LockerEscapeRoom GuessTheCombination LockerCodeBreaker LockerTriviaDuel 10SecLockerComboRace FindTheRightLocker LockerHangman',
    music:
      'LockerDrumBeat LockerComboJingle WriteALockerAnthem 8CountLockerRhythm LockerEchoSingOff HallwayHarmony 30SecondLockerRemix LockerRapBattle',
  },
  london: {
    art: 'PaintTheRedBus LondonSkylineSketch LondonTubeMapOfMyTown 60SecondLondonLandmark LondonDoorPainting LondonStampDesign 7DayLondonDoodles DrawLondonFromMemory',
    dance:
      'LondonUmbrellaTwirl GreyDayLondonShuffle LondonKneesUp RoyalGuardLondonDance LondonCarnivalGroove 8CountLondonStep 30SecondLondonPuddleHop LondonStompOffWithDad',
    fashion:
      'DressForLondonRain 3LondonFitsOneTrench CamdenVsChelseaLondon LondonUmbrellaMatch FlatCapLondonStyle 10MinLondonGlowUp LondonGuardHatDIY LondonCommuterLook',
    fitness:
      'LondonBridgeLunges LondonGuardMarchOff 60SecondLondonPlank LondonParkJog PuddleJumpLondon WalkLikeALondoner LondonKeepyUppy 10KStepsAroundLondon',
    gaming:
      'LondonLandmarkCharades 60SecondLondonTrivia Name10LondonTubeStops RhymingSlangGameLondon LondonVsParisQuizDuel GuessTheLondonStreet LondonBridgeFallingDown RedBusSpottingLondon',
    prank:
      '5MinuteLondonGuardFreeze LondonMindTheGapDoor 10LondonSignsAtHome GiveLondonMugsGooglyEyes BigBenAlarmLondon IndoorUmbrellaLondon QueueRopeLondon LondonTourGuideMyHouse',
  },
  'low battery': {
    art: 'LowBatteryDoodle 7DayLowBatteryFaces LowBatteryComicStrip LowBatteryVsFullCharge DrawYourSocialBattery SketchTillOnePercent 10SecondLowBatteryDrawing DeadPhoneStillLife',
    music:
      'LowBatteryBlues LowBatteryLullaby SingTillLowBatteryQuits DeadPhoneDuet OnePercentBallad 10SecondLowBatteryJingle SlowedToLowBattery LowBatteryBeatboxBattle',
    pet: 'PetGoesLowBattery 7NightsOfLowBatteryNaps LowBatteryPuppyCrash LowBatteryKittenFlop ZoomiesToZeroPercent 5MinFetchTillLowBattery DogOnLowBattery WhoHitsLowBatteryFirst',
  },
  lunch: {
    fashion:
      'LunchDateOutfit 5MinLunchToEveningLook LunchboxAsAPurse 3LunchFitsOneBlazer CasualVsFancyLunch StyleYourLunchBag SundressForLunch LunchReadyInLinen',
    pet: '7DayLunchPetPlaydate LunchBreakWalkies PackYourPupALunch CatCrashesLunch PuppyEyesAtLunch LunchboxSniffTest LunchCarrotForTheBunny TeachOneTrickEachLunch',
  },
  'lunch break': {
    educational:
      'BuildABalancedLunch TeachItInOneLunch LunchBreakQuizDuel 10MinLunchBreakMythBust 5NewWordsEachLunchBreak LunchBreakGeographyRace OneFactPerLunchBreak LunchBreakSkillSwap',
    fitness:
      'LunchBreakStairClimb 7DayLunchBreakWalk TenSquatsBeforeLunch 10MinLunchBreakWorkout LunchBreakWallSitDuel PlankThenMunch LunchBreakLunges LunchBreakJumpRope',
  },
  lunchbox: {
    gaming:
      'GuessWhatsInMyLunchbox PackALunchboxPuzzle LunchboxTriviaDuel 60SecondLunchboxQuiz 5RoundLunchboxCardGame LunchboxThumbWar LunchboxTicTacToe LunchboxMemoryMatch',
    music:
      'LunchboxDrums SingWhatsInMyLunchbox LunchboxJingle CupSongAtLunch 8CountLunchboxLoop 30SecondLunchboxBanger PassTheLunchboxBeat LunchboxRapBattle',
    pet: 'LunchboxDogInspector LunchboxKittenNap LunchboxTreatPuzzle PupGuardsMyLunchbox 5KibbleLunchboxHunt 30SecondLunchboxSniffOff WhoStoleMyLunchbox DoesYourCatFitALunchbox',
  },
  'magic trick': {
    art: 'MagicTrickIllusionArt 60SecondMagicTrickDoodle 7DayMagicTrickSketches KidVsDadMagicTrickPoster MagicTrickFlipbook PaintAnOpticalTrick DrawWhatsInTheMagicHat MagicTrick3DDrawing',
    cooking:
      'MagicColorLemonade MagicTrickHiddenCake HocusPocusPancakes 10MinMagicTrickSnack GuessTheMagicTrickFlavor DisappearingDessert MagicTrickBakeOff MagicTrickSurpriseMuffins',
    funny:
      'MagicTrickFails DogReactsToMagic 5SecondMagicTrickReveal MagicTrickWrongCard DadVsKidMagicTrick 1MagicTrick10Retakes WorstMagicianEver MagicTrickTooObvious',
    travel:
      'MagicTrickAtTheCafe PackYourMagicTrickDeck OneMagicTrickPerCity WatchAStreetMagician MagicTrickAtTheRestStop CardTrickOnTheRoad 10SecondMagicTrickAbroad MagicTrickOnTheTrain',
  },
  mailbox: {
    funny:
      '10SecondMailboxReaction MailboxFlagUpDrama KidVsStickyMailbox MailboxOnlyJunkMail GuessWhatsInTheMailbox MailboxStakeout MailboxHypeUnboxing MyMailboxHasFeelings',
    tech: 'OneWeekMailboxPhotoLog MailboxDayInTimelapse MailboxStopMotion 10SecondMailboxReel CanAIDesignYourMailbox QRCodeOnMyMailbox MailboxVsInbox MailboxSpyCam',
    travel:
      'PostcardToMyOwnMailbox QuirkyMailboxHunt RedLetterboxSpotting MailboxMileWalk MailboxesOfMyCity SpotTheQuirkiestMailbox 1HourMailboxSafari 10MailboxesOneTown',
  },
  mango: {
    gaming:
      'DontDropTheMango PassTheHotMango MangoVsPeachFaceOff MangoBlindTasteGame 10QuestionMangoQuiz GuessTheMangoTrivia 60SecondMangoDoodleRound MangoCharades',
    pet: 'MangoPlushFetch MangoShadeNap KittenInAMangoBox MangoCushionCuddle CatVsMango MangoYellowPetPortrait 7DayMangoToyTraining 5MinMangoSqueakyChase',
    speed:
      'MangoSmoothieSpeedrun FastestLassiBlend 30SecondMangoSketch MangoSpoonRelay SiblingMangoSortDuel MangoFactsIn60 CanYouNameFiveMangoDishes MangoBalanceOnHeadRace',
  },
  marathon: {
    pet: 'MarathonCheerPup 7DayMarathonWalkiesPlan PostMarathonPetCuddles MarathonNapOffWithKitty 10SecondMarathonTailWags MedalGoesToTheDog MarathonWaterBowlStation MarathonCatReaction',
    wellness:
      'MarathonMileMantras 7DayMarathonRecovery ThankYourMarathonCrew PostMarathonNap ItsAMarathonNotASprint LegsUpTheWall SlowSundayAfterMarathon 10MinMarathonStretchReset',
  },
  marbles: {
    art: 'MarblesPainting 60SecondMarblesDrawing MarbleMosaic MarbleShadowArt ShavingCreamMarbling MarbleStopMotion SiblingMarblesPaintOff 7DayMarblesSketchbook',
  },
  marker: {
    dance:
      '8CountMarkerRoutine 30SecondMarkerFreestyle DanceWithAMarkerMic MarkerPopAndLock DoodleWhileYouGroove MarkerMoonwalkBattle TwirlWithMarkers MarkerRobotMoves',
    fashion:
      'MarkerSneakerArt MarkerTeeMakeover FabricMarkerScarf BestieMarkerCapDuel DoodleDenimJacket OneOfAKindFit 5MarkerLooksThisWeek 10MinMarkerShoeGlowUp',
  },
  math: {
    cooking:
      'TripleARecipeMathRace MathFractionPizza PieChartTart 10CookieShapesMathQuiz KidsVsParentsMathMuffins BakeByTheMath MathHalfBatchDare MathSandwichSymmetry',
    funny:
      '3EmojiMathLesson WhenWillIUseThis CanDadStillDoMath 5SecondMathPanic MathBrainLoading WhoBuys60Watermelons ParentsVsNewMath MathWordProblemDrama',
    gaming:
      'MathDiceDuel MathCardWar SudokuShowdown 60SecondMathSpeedrun 10RoundMathBlitz MakeTwentyFour CanYouBeatMeAtMath GuessMyNumberMath',
  },
  'meal prep': {
    fashion:
      'MealPrepApronLook MealPrepSundayFit MatchYourMealPrepBag LunchToteStyling MealPrepInHeels 5DaysOfMealPrepOutfits 10MinMealPrepGlowUp CozyVsChicMealPrep',
    funny:
      'MealPrepByFriday CanTheFridgeFitMealPrep LidHuntAfterMealPrep BroccoliBurnoutDiary ChickenRiceAgain MealPrepVsTakeout 60SecondMealPrepChaos 5DaysOfMealPrepFaces',
    tech: 'AIMealPrepPlan SundayMealPrepIn60 7DayMealPrepPhotoLog ScanYourMealPrepGroceries SplitScreenMealPrepRace MealPrepPacksItself MealPrepAppFaceOff MealPrepTimelapse',
    wellness:
      'MealPrepForFutureMe SliceAndUnwind OneMealPrepFiveCalmDays SundayMealPrepReset PrepOnceRelaxAllWeek 30MinMealPrepPlaylist MealPrepWithAPodcast MealPrepGratitudeBowls',
  },
  mechanic: {
    speed:
      '60SecondMechanicTirePump 10ScrewsMechanicRelay SiblingMechanicToolDuel BeatTheMechanicsTime MechanicBikeChainRace MechanicWrenchSizeGuess MechanicNutAndBoltRace MechanicToolboxTidyTimer',
    wellness:
      'MechanicHandCare SlowSundayMechanicHobby ThankYourMechanic MechanicFixOneThingDay 7NightMechanicTinkering MechanicTeaPause MechanicSelfTuneUp 5MinuteMechanicStretch',
  },
  meditation: {
    educational:
      '60SecondMeditationScience MeditationTypesQuiz HowMeditationCalmsYou MeditationBeforeAndAfter 7DayMeditationExperiment CanKidsTeachMeditation MeditationMythOrFact MeditationBoxBreathing',
    gaming:
      'MeditateBeforeYouPlay 60SecMeditationBossLevel 10BreathMeditationQuest MeditationStaringContest MeditationStatuesFaceOff InnerPeaceUnlocked MeditationAfterDefeat MeditationBlockStack',
    speed:
      'MeditationIn60Seconds DontFidgetMeditation MeditationStillRecord BeatTheClockMeditation FastestToZen StillestWins 10BreathsOfCalmMeditation MeditationVsKettle',
  },
  meeting: {
    art: 'WhiteboardMasterpiece 60SecondMeetingRoomArt MeetingDoodleDare MeetingSketchNotes 5DaysOfMeetingScribbles MeetingMugDesignDuel DrawYourMeetingFace MeetingMarginComics',
    educational:
      'MeetingMythOrFact Guess10MeetingBuzzwords 60SecondMeetingAgenda LeadAMeetingForADay PresentLikeAPro CouldThisBeAnEmail WhyMeetingsDrainYou MeetingNoteTakingDuel',
    music:
      'MeetingJargonRap MuteButtonBallad WhiteboardBeat SingTheMeetingRecap 30SecondMeetingAnthem 5WordMeetingSong MeetingBeatboxDuel MeetingIntroJingle',
    travel:
      'MeetingWithAView TakeTheMeetingOutside MeetingOnAHike 5DayRemoteMeetingTour MeetingOnATrain 10MinMeetingWalkLoop ShowUsYourMeetingSpot ParkBenchMeeting',
  },
  meme: {
    fashion:
      'DressAsAMeme 3MemesOneOutfit MemeRunwayStrut MemeGlowUpReveal ColorMatchAMeme 60SecondMemeFitCheck MemeLookalikeFaceOff ThriftAMemeLook',
    fitness:
      'MemeWorkoutDeck ScrollAndSquat PlankPerMeme RecreateAGymMeme CanYouLungeThroughMemes 1MinuteMemeWallSit RunLikeAMeme 10BurpeesEveryMeme',
  },
  'mental health': {
    cooking:
      'MentalHealthBakeBreak MentalHealthSoupSwap MoodBoostingSnacks 7DaysOfMentalHealthMeals 10MinMentalHealthLunch CookTogetherMentalHealth MentalHealthSundaySupper MentalHealthPicnic',
    prank:
      '10FunnyFramesMentalHealth SurpriseKindNote MentalHealthDayTreat WhoLeftMentalHealthMemes GooglyEyesForMentalHealth SetAMentalHealthJokeAlarm MirrorMessageMentalHealth MentalHealthHugCoupon',
  },
  'mental math': {
    gaming:
      'MentalMathDuel 60SecondMentalMathRace MentalMathBossFight RollAndAddMentalMath MentalMathBingo 10RoundMentalMathQuiz FizzBuzzMentalMath CanYouBeatMyMentalMath',
  },
  mexico: {
    cooking:
      'MexicoCityStreetTacos 10MinMexicoSalsa 7DaysOfMexicoDishes MexicanHotChocolate ElotesAtHome PozoleSundayPot TortillasLikeInMexico MexicoGuacFaceOff',
    gaming:
      'MexicoLoteriaNight MexicoTriviaDuel MexicanTrainDominoes 60SecondMexicoMapQuiz Name10MexicoDishes WhoKnowsMexicoBest SpotTheMexicoLandmark MexicoCharadesFaceOff',
  },
  microwave: {
    pet: 'CatKnowsTheMicrowave DogWaitsByMicrowave IsYourPetAMicrowaveFan 7DayMicrowaveDingTraining MicrowaveBeepReaction 30SecondMicrowaveSitDrill MicrowaveStayTrick MicrowaveWaitingPup',
    speed:
      '20JumpingJacksMicrowave BeatTheMicrowave SiblingMicrowaveDishDuel MicrowaveSquatCountdown TidyBeforeTheBeep MicrowaveMinuteMadness MicrowaveTowelFoldRace MicrowaveScrubTimer',
    wellness:
      'MicrowaveMinuteCalm MicrowaveGratitudeList MicrowaveShoulderRolls NinetySecondReset BreatheTillTheBeep MindfulMondayMicrowave PhoneDownMicrowaveWait MicrowaveStretchBreak',
  },
  milk: {
    travel:
      'MilkTeaShopCrawl BestMilkshakeInTown MilkBarHopping WhereMyMilkComesFrom CanYouOrderMilkAbroad SoftServeSafari MilkAndCookiesPicnic MilkyWayStargazing',
    wellness:
      'GoldenMilkRitual WarmMilkWindDown MindfulMilkTea SleepyMoonMilk SlowSipMilkSunday 7DayMilkBedtimeHabit MilkAndHoneyNight 5MinuteMilkPause',
  },
  milkshake: {
    gaming:
      'MilkshakeGuessTheFlavor 60SecondMilkshakeTrivia MaltShopHighScore LoserBuysTheShakes ArcadeAndMilkshakes MilkshakeStareDown 5RoundMilkshakeQuiz CanYouNameEachMilkshake',
  },
  minivan: {
    art: 'MinivanWindowArt BackseatSketchbook 60SecondMinivanSketch MinivanStickerFaceOff MinivanTripJournal DrawYourDreamMinivan DustyMinivanMural 7DayMinivanDoodles',
    educational:
      'LicensePlateGeography 60SecondMinivanHistory 10MinivanMythsBusted HowMinivanDoorsSlide MinivanThenVsNow CanYouNameMinivanParts MinivanVsSUVFacts MinivanRoadSignQuiz',
    tech: 'DIYMinivanTabletMount BackseatChargingHub MinivanDJWars MinivanTechTour 5AppsForMinivanTrips CanAIPlanOurMinivanRoute UpgradeMyMinivan MinivanPassengerVlog',
  },
  mirror: {
    fashion:
      'MirrorFitCheck MirrorSelfiePoses MirrorTwinningLook MirrorVsPhoneCamera 30SecondMirrorOutfitFlip DressingRoomDrama ThreeWayMirrorTest OneJacket3MirrorStyles',
    fitness:
      'MirrorFormFix 30DayMirrorProgress MirrorPlankFaceOff ShadowBoxTheMirror FlexCheckFriday 1MinuteMirrorWallSit MirrorPushupPartner OneLegMirrorBalanceDare',
    funny:
      '10SillyMirrorFaces 30SecondMirrorPepTalk CanYouWinAMirrorStareOff BathroomMirrorSpeech MirrorLipSyncBattle ArguingWithMyMirror DontLaughAtTheMirror MirrorNewsAnchor',
    speed:
      'MirrorWritingRace 10MirrorWordsFastest SolveItInTheMirror MirrorTracingTimer BackwardsAlphabetDash 30SecondMirrorDrawing SiblingMirrorMazeDuel MirrorHairBraidClock',
    tech: 'MirrorGlowUpTimelapse 10SecondMirrorReel FrontCamVsMirrorDuel MirrorOrSelfieWhichIsReal RingLightShowdown 5FiltersOneMirrorPic MirrorTextDecoder MirrorPhoneTrickShot',
    wellness:
      'MirrorAffirmations MirrorSmileSunday 7DayMirrorCheerUp SelfLoveInTheMirror TalkToYourselfKindly MirrorJournalPrompt MirrorComplimentDare 1MinuteMirrorBreathing',
  },
  mma: {
    art: 'MMAPosterDesign 7DayMMADoodles CardboardMMABelt MMAComicBook DrawYourMMAWalkout MMAHandWrapArt ShadowPuppetMMA 60SecondMMASketch',
    fashion:
      'MMAFitCheck MMAWalkoutHoodie CoachVsFighterMMAStyle MMAGymToDinner 10MinMMAGlowUp 3MMAStreetLooks DesignYourMMAShorts MatchingMMACornerTees',
  },
};
