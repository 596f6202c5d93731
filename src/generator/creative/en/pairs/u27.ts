import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  karate: {
    dance:
      'KarateKataToMusic BlackBeltBoogie DoTheKarateCrane KarateChopTheBeat KarateStanceFreeze KarateKickLine MirrorMyKarateMoves SlowMoKarateDanceOff',
    funny:
      'KarateChopEverything KarateSlowMoFight DojoBowToTheFridge KarateChoreMontage KarateMovieTrailerSkit DadTriesKarate OpeningAJarWithKarate FakeKarateMaster',
    prank:
      'KarateChopPaperBoard KarateStatueFreeze KarateLessonChores SurpriseKarateHug KarateBowEveryDoor SecretKarateMaster BubbleWrapKarate TeddyInAKarateGi',
    educational:
      'KarateMeansEmptyHand KarateCountToTen KarateChopPhysics KarateBeltOrderQuiz WhyWeBowInKarate MakeAKarateFist NameThatKarateMove TeachGrandmaKarate',
    cooking:
      'KarateTrailMix BlackBeltSushiRolls PackAKarateBento KarateGiOnigiri RainbowKarateParfait CrackEggsKarateStyle FuelUpForKarate KaratePunchBowl',
    travel:
      'KataWithAView PackYourKarateBag DropInKarateClass AirportKarateStretch HotelRoomKarate KarateBeachSunrise KarateLandmarkPose KarateTournamentTrip',
    fashion:
      'KarateGiFitCheck KarateToStreetwear KarateMasterGlowUp MatchYourKarateBelt TieAKarateHeadband RetroKarateMovieLook CostumeVsRealKarate UnboxMyKarateUniform',
    wellness:
      'SlowMoKarateKata ThankYouKarateBow BedtimeKarateBreaths MindfulKarateMinute KarateStressKiai KarateStretchAlong KarateCraneBalance KarateKindnessBelt',
    speed:
      'FastestKataRun KarateKicksIn60 KarateBeltTieRace KarateGiSpeedrun KarateChopReflexes SockBallKarateBlocks LightningKaratePunch SnapIntoKarateStance',
    music:
      'KarateMontageSong KarateKiaiChorus KarateGiSnapBeat KarateCountingSong BassDropKarateKick OperaKarateKata AirDrumKarateChops BeatboxKarateMoves',
    art: 'KarateInkDrawing DojoScrollPainting KarateFlipbook KarateComicStrip KarateLightTrails ClayKarateSensei OrigamiKarateGi StopMotionKarate',
    tech: 'KarateSlowMo KarateWhooshEdit AIKarateSensei TranslateKarateTerms FreezeFrameKarate SplitScreenKarate KarateOverVideoCall TimelapseKarateKata',
    pet: 'DogLearnsKarateBow KarateCatSensei SitStayKarateKata KarateTrickTreatJar PetNapsOnKarateMat KaratePawHighFive KarateWarmUpWalkies BoopTheKarateHand',
    gaming:
      'ArcadeFighterNight SenseiSaysKarate KarateMoveCharades RockPaperKarate ButtonMashKarate RealLifeKarateCombo LevelUpKarateBelt KarateFreezeTag',
  },
  judo: {
    dance:
      'JudoFootworkDance JudoTatamiTwoStep WaltzInAJudoGi JudoSweepShuffle HandJiveJudoGrips JudoBowAndBounce SlowMoJudoDuet HipTurnJudoGroove',
    funny:
      'JudoBeltTyingStruggle JudoOversizedGi JudoThrowTheLaundry JudoPillowPin TVRemoteJudoGrip MomIsTheJudoRef BowToEverythingJudo GrandpaReactsToJudo',
    prank:
      'FakeJudoMedal CouchFlopJudoRef JudoCoachingChores MeetYourJudoPartner JudoBeltGiftWrap StickyNoteJudoTag JudoGripHandshake PillowPackedJudoBag',
    educational:
      'HowToFallSafely JudoMeansGentleWay JudoScoreQuiz JudoWordOfTheDay JudoLeverDemo WhyJudoGisAreHeavy NameThatJudoThrow WhenToBowInJudo',
    cooking:
      'JudoBentoBox JudoOnigiri PostJudoFruitPlatter JudoTatamiToast JudoBeltKnotPretzels MatchaAfterJudo PotluckForJudoClub BreakfastBeforeJudo',
    travel:
      'JudoGiInACarryOn JudoClubHopping BeachSandJudo PinTheMapJudo SouvenirJudoPatches JudoTournamentVlog LayoverJudoStretch JudoPicnicInThePark',
    fashion:
      'JudoGiFitCheck KimonoInspiredLook BlueVsWhiteJudo NeatestJudoKnot SewOnJudoPatches JudoProofHairstyle ShowUsYourJudoBelt JudoTracksuitDrip',
    wellness:
      'JudoMindfulBow FallDownGetUpJudo BeGentleLikeJudo FoamRollAfterJudo BedtimeJudoStretch JudoTournamentNerves ThankYourJudoPartner JudoCalmMinute',
    speed:
      'JudoQuickGiChange FastestBeltTie JudoShrimpRace JudoSockSnatch MatUpJudoSpeedrun JudoGripSwitchBlitz RapidFireJudoTerms TeddyThrowJudo',
    music:
      'JudoTaikoBeat JudoWalkoutSong MatSlapJudoRhythm JudoTermsRap TeamJudoChant SingOnTheJudoPodium JudoWarmUpPlaylist ClapAlongJudoFinal',
    art: 'JudoCalligraphy JudoThrowSketch DesignAJudoPoster EmbroiderAJudoPatch JudoShadowPhoto ClayJudoMatch UpcycleAnOldJudoGi SidewalkChalkJudo',
    tech: 'JudoSlowMoThrow ChatbotJudoQuiz DrawOnJudoReplays JudoThenVsNow LockScreenJudoPose BurstModeJudo JudoMatchInEmojis JudoHighlightReel',
    pet: 'JudoBowWithMyDog CatSupervisesMyJudo OldJudoBeltTugToy RollOverLikeJudo JudoThrowFetch KittenOnMyJudoGi WalkiesAfterJudo PawShakeBeforeJudo',
    gaming:
      'JudoBeltLevelUp JudoThumbWar JudoMoveBingo JudoBalanceBreaker CreateAJudoFighter GuessTheJudoScore PopQuizOnJudoRules CouchJudoTournament',
  },
  taekwondo: {
    dance:
      'KickAndSpinGroove KpopTaekwondo TaekwondoDemoTeam TaekwondoKihapBeat TKDLineDance MirrorTaekwondoDuet BlockAndBopTKD StepSlideTaekwondo',
    funny:
      'TaekwondoKickFails TaekwondoChores KiaiAtTheDinnerTable TaekwondoSockFling TKDRecyclingDay SlowMoTaekwondoFaces NatureDocTaekwondo PoolNoodleTKD',
    prank:
      'TaekwondoFakeBoard TaekwondoCheerAmbush TKDCountEverything TKDFridgeGuard FootHighFiveTKD TeddyTaekwondoBuddy InsideOutDobokTKD SneakyBowTaekwondo',
    educational:
      'TaekwondoKoreanCounting BoardBreakPhysics WhatTaekwondoMeans FiveTaekwondoTenets WarmUpRightTKD TKDBeltMeanings TKDScoringQuiz TKDNameInHangul',
    cooking:
      'TaekwondoKimbapRolls BlackBeltBibimbap TaekwondoSaladSpin BananaMilkTaekwondo TKDCrackerBoards PowerUpTKDBites TKDKickstartSmoothie DumplingFoldTKD',
    travel:
      'TKDFormsInThePark RollAndPackTKD TKDTrailStretch TaekwondoPostcardPose WalkMeToTaekwondo SunsetTaekwondoBow RestStopTaekwondo BeachTaekwondo',
    fashion:
      'TaekwondoFitCheck BlackBeltGlowUp TaekwondoKpopLook TaekwondoPatchJacket WearAllYourTKDMedals TKDThenAndNow SpotlessTaekwondo TwinningInTaekwondo',
    wellness:
      'TKDTenetOfTheDay IndomitableSpiritTKD TaekwondoCoolDown TKDStressKihap TaekwondoSplitsDiary OneLegTaekwondoCalm ThankYourTKDMaster SunriseTaekwondoForm',
    speed:
      'TaekwondoKicksIn30 TaekwondoFastFeet TaekwondoDobokDash TKDFormSpeedrun KoreanCountRaceTKD BlindfoldBeltTieTKD PillowTargetTKD RulerDropTaekwondo',
    music:
      'TaekwondoBeatKicks TaekwondoKpopRemix TKDKihapDrop TKDDobokSnaps SingTheTKDCount ScoreMyTKDDemo PadDrumTaekwondo TeamCheerSongTKD',
    art: 'TaekwondoKickPhoto BrokenBoardArt OldTKDBeltCraft PaperCutTaekwondo DesignYourTKDGym TKDMedalHanger TenetsPosterTKD TKDBrushHangul',
    tech: 'TaekwondoSlowMo TaekwondoGreenScreen TKDAnimeEdit MetronomeTaekwondo RandomKickAppTKD PauseAtThePeakTKD TKDBeltSlideshow HangulKeyboardTKD',
    pet: 'CatsDoTaekwondoToo DogHopsTheTKDBelt TKDBagSniffTest SpinOnCueTKD FetchBreakTKD TKDWarmUpWithPup PetJudgesMyTKDForm BowWowTaekwondo',
    gaming:
      'BeltRankLevelUp TKDSockTag BalloonKeepUpTKD MasterSaysTKD TKDStanceStandoff TKDEmojiQuiz TKDArcadeBattle MemoryMatchTKD',
  },
  wrestling: {
    dance:
      'WrestlingEntranceDance SprawlDropWrestling WrestlingBeltShimmy WrestlerPoseDown WrestlingTagTeamDuet MirrorMatchWrestling TheWrestlerWiggle BellRingWrestlingBop',
    funny:
      'WrestlingCommentaryAtHome WrestlingPromoImpression PillowPinCountdown WrestlingFittedSheet TagTeamDishWrestlers StareDownWrestling TinyWrestlerEntrance OversellingWrestler',
    prank:
      'WrestlingEntranceSurprise MaskedWrestlerDinner WrestlingChoreTagOut WrestlingRefCameo RingAnnouncerWrestler WrestlerHypeMan MomsWrestlingPoster SecretWrestlerNames',
    educational:
      'WrestlingScoringQuiz WrestlingOldestSport WrestlingStanceCheck WrestlingRefSignals SprawlLikeAWrestler PinOrNotWrestling ShadowWrestlingShots NameTheWrestlingHold',
    cooking:
      'WrestlingBeltCake WrestlerTagTeamTacos WrestlerMaskCookies WrestlingNightNachos PastaBeforeWrestling PinwheelsForAWrestler PackAWrestlingCooler SmoothieForAWrestler',
    travel:
      'WrestlingMatchRoadTrip PackMyWrestlingBag LocalWrestlingMeet WrestlingTeamBusRide VisitAWrestlingGym TourTheWrestlingRoom CarpoolToWrestling WrestlingWeekendAway',
    fashion:
      'WrestlingSingletFitCheck WrestlingShoeLineup WrestlerEntranceRobe WrestlerHoodieSeason EightiesWrestlerLook DressLikeAWrestler MyWrestlingTeeStack TagTeamWrestlerTwins',
    wellness:
      'BounceBackWrestler WrestlerBoxBreathing WrestlerNeckStretch WrestlingGoodSport WindDownWrestler ThankAWrestlingCoach WrestlerMindMovie YogaForWrestlers',
    speed:
      'WrestlingShotDrillSprint WrestlerSprawlsIn30 LaceUpWrestlingShoes WrestlingSingletDash MopTheWrestlingMat WrestlingStanceRelay BeatTheWrestlingCount QuickHandsWrestler',
    music:
      'WrestlingEntranceTheme WrestlingCrowdChant RefSlapWrestlingBeat WrestlerPromoRap SingMyWrestlingIntro KaraokeWrestlerDuet WrestlerHypePlaylist AirGuitarWrestler',
    art: 'WrestlingActionSketch SingletDesignOff FoilWrestlingBelt WrestlerMaskCraft DrawAWrestlingPoster SculptAWrestler WrestlerTradingCard WrestlerCaricature',
    tech: 'WrestlingSlowMoReplay TakedownVideoBreakdown WrestlerEntranceEdit AINamesMyWrestler VoiceoverWrestling VHSFilterWrestling WrestlerHypeReel SplitScreenWrestler',
    pet: 'WrestlingPetReferee PuppyRingAnnouncer DogsPlayWrestling CatWrestlerVsPlushie TugOfWarWrestler KittenWrestlerDuo GoodBoyWrestlerChamp FurryWrestlingMascot',
    gaming:
      'WrestlingGameEntrance CreateAWrestlerBuild ThumbWrestlingCup ArmWrestlingBracket WrestlingTriviaTitle WrestlerCardBattle PillowSumoWrestling FantasyWrestlerDraft',
  },
  weightlifting: {
    dance:
      'BarbellBop LiftingVictoryDance CleanAndJerkOnBeat LiftingChalkClap WeightlifterStrut FreezeInALiftingPose TwoStepWithWeights SoupCanWeightsSway',
    funny:
      'WeightliftingFaces GroceryBagDeadlift LiftingWithCommentary SpoonWeightliftingPR MyTeddyDoesWeights LiftingScorecards WhenTheWeightsWin OldTimeyWeightlifter',
    prank:
      'FoamWeightsFlex LiftingCheerSquad SecretLiftingSpotter LullabyLiftingMix WeightsLoveNotes TinyWeightsSwap SlowClapWeights EmptyBoxWeightlifter',
    educational:
      'BroomCleanAndJerk KilosOrPoundsWeights WeightPlateColorQuiz WhyLiftingNeedsChalk LiftingBoxesSafely HookGripLifting MusclesUsedInLifting AddUpTheWeights',
    cooking:
      'WeightliftingMealPrep PostLiftingPancakes GainsGranola CleanAndJerkChicken WeightPlateBagels OatsBeforeLifting WeightsDaySmoothie HomemadeLiftingBars',
    travel:
      'LiftingOnVacation WeightsWithAView SuitcaseWeights ParkGymLifting BackpackWeightsHike CampsiteWeights BeachSandbagWeights HotelRoomWeights',
    fashion:
      'WeightliftingFitCheck VintageLiftingLook KneeHighLiftingSocks ColorfulLiftingWraps LiftingShoeShelfie TankTopOrTeeWeights SweatbandWeights LiftingBuddyTwins',
    wellness:
      'WeightsOffYourMind LiftingPepTalk HonorTheRestDay MindfulLiftingReps CoolDownAfterWeights WaterBreakWeights SmallWinsWeights GrandmasFirstWeights',
    speed:
      'LiftingRepRace OneMinuteWeights GroceryWeightsSpeedrun WaterJugWeightsRelay BeltOnLiftingDash SoupCanLiftingBlitz WeightsLadderSprint BeatYourLiftingBest',
    music:
      'LiftingWalkoutSong WeightliftingHypeMix PumpingIronAnthem RepsOnTheBeatWeights WeightsClangRhythm SingWhileLifting PowerBalladLifting DrumKitOfWeights',
    art: 'WeightliftingSketch BarbellSilhouette LiftingFreezeFrame HandPaintedWeights ChalkPrintWeights LiftingStickFigures MiniClayWeights CardboardWeightsSet',
    tech: 'LiftingFormCheckAI WeightliftingSlowMo WeightsSpreadsheet LiftingTimelapse IntervalTimerWeights GraphYourWeights VideoCallWeights CaptionYourLiftingPR',
    pet: 'CatCoachesWeightlifting DogSpotsMyLifting PetFoodBagWeights WeightliftingPupCheer WeightsThenWalkies HighPawLifting CuddleBreakWeights KittenRatesMyWeights',
    gaming:
      'LevelUpYourLifting WeightsBossBattle RollTheDiceWeights DeckOfCardsWeights WeightsRoomBingo SpinTheWheelWeights TwoPlayerLifting LiftingLeaderboard',
  },
  deadlift: {
    dance:
      'DeadliftVictoryDance TheDeadliftHinge DeadliftLockoutFreeze SumoDeadliftShuffle BackupDancerDeadlift BackpackDeadliftBop BeatDropDeadlift StompClapDeadlift',
    funny:
      'DeadliftTheGroceries DeadliftGruntOff DramaticChalkUp DeadliftOutOfBed MiniMeDeadlift PencilDeadliftPR DeadliftNegotiation OverthinkMyDeadlift',
    prank:
      'BalloonBarbellBluff DeadliftSurpriseCheer DeadliftNewsFlash PlushieCrowdDeadlift DeadliftFanSign MarshmallowDeadlift FoilTrophyDeadlift DeadliftAnnouncer',
    educational:
      'DeadliftFormCheck BroomstickDeadlift DeadliftMythOrFact BackpackDeadlift WhatDeadliftsWork SumoOrClassicDeadlift TryEveryDeadliftGrip DeadliftRecordGuess',
    cooking:
      'DeadliftPlateCookies DeadliftDayBreakfast PancakeBarbellStack LoadedPotatoDeadlift PostDeadliftSmoothie DeadliftEnergyBites DeadliftPRCake OatsBeforeDeadlift',
    travel:
      'DeadliftDropIn HotelGymDeadlift SuitcaseDeadlift CampCoolerDeadlift DeadliftMeetRoadTrip WhatIPackForDeadlift ParkSandbagDeadlift DeadliftForGrandma',
    fashion:
      'DeadliftFitCheck SockItToTheBar DeadliftShoeDebate DeadliftSingletDebut DeadliftBeltShowcase EightiesDeadliftLook OversizedTeeDeadlift BraidsForDeadliftDay',
    wellness:
      'VisualizeYourDeadlift BraceAndBreathe CatCowAfterDeadlift DropAWorryDeadlift DeadliftWinsJournal CalmBeforeDeadlift DeadliftHipOpener DeadliftPostureReset',
    speed:
      'DeadliftChalkUpRace DeadliftSetupSprint DeadliftRepsIn60 PlateMathDeadlift JugDeadliftBlitz GroceryDeadliftDash LaundryDeadliftRelay BeatTheBeepDeadlift',
    music:
      'DeadliftOnTheDrop DeadliftWalkoutSong PlateClangBeat DeadliftGruntChoir DeadliftCueJingle ASMRDeadlift PlaylistSwapDeadlift ClassicalDeadlift',
    art: 'PaintYourPlates DeadliftLockoutShot DeadliftChalkPrints DeadliftAngleSketch SuperheroDeadlift PipeCleanerDeadlift DeadliftPosterDesign CartoonMeDeadlifting',
    tech: 'TrackTheBarPath DeadliftSlowMo AIJudgesMyDeadlift DeadliftVoiceCues OverlayTwoDeadlifts MemeMyDeadlift LogEveryDeadlift GreenScreenDeadlift',
    pet: 'PetSpotsMyDeadlift DeadliftDogHype DeadliftCatTreeView DownStayDeadlift DeadliftFetchBreak CuddlesAfterDeadlift DeadliftKittyNapTime HighPawDeadlift',
    gaming:
      'DeadliftPRBossFight LevelUpYourDeadlift DeadliftTicTacToe GuessMyDeadlift DeadliftStreak RockPaperDeadlift NewGamePlusDeadlift HighScoreDeadlift',
  },
  abs: {
    dance:
      'AbsToTheBeat SixPackShuffle BellyDanceForAbs HulaHoopAbs AbsBodyWave DoTheTwistAbs StandingAbsGroove LimboForAbs',
    funny:
      'AbsVsPizza AbsCouchNegotiation MyAbsAreLoading TryNotToLaughAbs AbsWorkoutExcuses CrunchFacesAbs AbsWithAToddler DramaticLastRepAbs',
    prank:
      'FakeAbsReveal AbsCheerleaderCameo AbsBeforeIceCream SurpriseAbsCoach HiddenSixPackHunt MirrorAbsDoodle CountingWrongAbs PizzaBoxAbsNote',
    educational:
      'AbsMythBusting NameYourAbsMuscles WhyAbsComeInSixes IsItAbsOrCore PerfectPlankAbs DeadBugForAbs AbsBreathingCue AbsHoldYouUpright',
    cooking:
      'AbsAreMadeInKitchen SixPackMuffinTin AbsWhileItBakes CrunchTimeAbsTacos RainbowWrapForAbs SmoothieBowlAbs BananaSushiAbs GreekSaladForAbs',
    travel:
      'AbsWithAView CrunchesAtLandmarks PlaneSeatAbs HotelBedAbs CampsiteAbs SuitcaseTwistAbs ParkBenchAbs TrailPlankAbs',
    fashion:
      'AbsFitCheck MatchYourMatAbs AbsWorkoutOOTD LegWarmersAndAbs PajamaAbs SixPackPrintTee BestieAbsTwinning MessyBunAbs',
    wellness:
      'LoveYourAbsAsTheyAre AbsNeedRestToo BellyBreathsForAbs AbsForAHappyBack CobraStretchAbs GratitudePlankAbs LaughterAbsWorkout SlowAndSteadyAbs',
    speed:
      'AbsSitUpRace SixtySecondCrunches MountainClimberAbs FlutterKickAbsBlitz AbsTagRelay AbsTwistSpeedrun HundredRepAbs PlankUpDownsAbs',
    music:
      'AbsThroughTheChorus AbsBeatDrop SitUpSingAlong OneSongPlankAbs AbsToAMetronome DiscoAbsWorkout AbsPlaylistBattle RapTheRepsAbs',
    art: 'DrawAbsOnAnything AnatomySketchAbs GreekStatueAbs EggCartonSixPack DesignAnAbsPoster AbsPixelArt AbsWorkoutFlipbook SidewalkChalkAbs',
    tech: 'AIPlansMyAbsWorkout TabataTimerAbs VoiceAssistantAbs VideoCallPlankAbs SlowMoAbsForm AbsReminderAlarm 30DayAbsCalendar AbsStreakTracker',
    pet: 'CatSitsOnMyAbs CrunchesForDogKisses PuppyPlankAbs RollOverAbsTrick BellyRubBreakAbs FeatherToyAbs TugOfWarAbs AbsPetSupervisor',
    gaming:
      'AbsForEveryLoss SitUpBossBattle SnakesAndLaddersAbs LoadingScreenAbs SimonSaysAbs AbsScavengerHunt AbsHighScore TriviaAbsPenalty',
  },
  calisthenics: {
    dance:
      'CalisthenicsFreestyle CalisthenicsOnBeat StreetWorkoutCypher CrabWalkCalisthenics BboyStreetWorkout MoonwalkCalisthenics SyncedStreetWorkout CalisthenicsDanceOff',
    funny:
      'StreetWorkoutBloopers CalisthenicsWobbles MonkeyBarsComeback DadVsStreetWorkout CouchCalisthenics StreetWorkoutParody CalisthenicsCoatRack MiniMeCalisthenics',
    prank:
      'CalisthenicsBirthdayReps CalisthenicsHypeSign MimeStreetWorkout GoldMedalForCalisthenics StealthStreetWorkout CalisthenicsLoveNote FlashMobCalisthenics CalisthenicsCheerTunnel',
    educational:
      'CalisthenicsMythOrFact CalisthenicsGreekRoots PushUpFormCalisthenics FirstPullUpCalisthenics CalisthenicsSkillOrder StreetWorkoutAnatomy WristPrepCalisthenics NameThatStreetWorkout',
    cooking:
      'CalisthenicsMealPrep StreetWorkoutSmoothie MuscleUpMuffins StreetWorkoutPicnic CalisthenicsCookAlong LemonWaterCalisthenics TrailMixStreetWorkout OatBarCalisthenics',
    travel:
      'CalisthenicsWithAView PullUpBarPassport StreetWorkoutParkHop PlaygroundCalisthenics TrailheadCalisthenics LayoverCalisthenics CampingCalisthenics BeachStreetWorkout',
    fashion:
      'CalisthenicsFitCheck HandstandProofOutfit StreetwearCalisthenics BandanaStreetWorkout RetroPECalisthenics CrewTeeCalisthenics NeonStreetWorkout CalisthenicsLayerUp',
    wellness:
      'StreetWorkoutSunrise DeadHangDecompress DeepSquatCalisthenics BarefootCalisthenics StreetWorkoutBuddy SlowMoCalisthenics StreetWorkoutJournal BedtimeCalisthenics',
    speed:
      'CalisthenicsIn60 StreetWorkoutRelay CalisthenicsSpeedrun BurpeeBlitzCalisthenics CircuitRaceCalisthenics TripleTenCalisthenics SquatLadderCalisthenics StarJumpCalisthenics',
    music:
      'CalisthenicsOneSongSet CalisthenicsRhythmReps BoomboxStreetWorkout BeatDropCalisthenics SingAlongCalisthenics BodyDrumCalisthenics LoFiCalisthenics RetroPopCalisthenics',
    art: 'CalisthenicsSilhouette StreetWorkoutComic HumanFlagPortrait CalisthenicsChalkPoses SketchMyStreetWorkout PaperDollCalisthenics PixelArtCalisthenics CalisthenicsPosterPrint',
    tech: 'CalisthenicsSlowMo StreetWorkoutTimelapse AIJudgesMyHandstand DayOneVsNowCalisthenics PinAStreetWorkoutPark BeatSyncCalisthenics StopMotionCalisthenics VideoCallCalisthenics',
    pet: 'DogJudgesMyPullUps CalisthenicsPetSpotter StreetWorkoutWalkies CatTunnelCalisthenics AgilityPupCalisthenics FetchSprintCalisthenics CalisthenicsCuddleBreak TugToyCalisthenics',
    gaming:
      'CalisthenicsSkillTree StreetWorkoutSpeedrun HandstandBossLevel CopyMyMoveCalisthenics StreetWorkoutBingo RPGStatsCalisthenics PlankWarsCalisthenics CalisthenicsBoardGame',
  },
  rowing: {
    dance:
      'RowingMachineGroove RowingInSync LivingRoomRowingCrew OarWaveRowing RowingStrokeShuffle ChairRowingDance TandemRowerDuet ShantyStompRowers',
    funny:
      'CoxswainForADay FirstTimeOnTheRower CouchRowingCrew LaundryBasketRowing DramaticErgFinish GrandmaOnTheErg ErgBoredomCam RowingIntoTheWeekend',
    prank:
      'StickyNoteOnTheErg SurpriseRowerFanClub RowingBreakfastCheer FakeRowingMedal RowingRaceCommentary RowingMascotReveal RubberDuckRowers ShantyAmbushRowing',
    educational:
      'WhyRowersFaceBackward LegsBodyArmsRowing RowingTermsQuiz RowingUsesEveryMuscle ErgDamperMyth SweepOrScullRowing RowingBoatSizes TowelRowingLesson',
    cooking:
      'RowersPastaParty ErgThenEggs OarShapedBreadsticks RowingRegattaPicnic PizzaForARowingEight BananaBoatRowing RowingCrewBakeSale HotCocoaForARower',
    travel:
      'RegattaRoadTrip RowingWithAView RiverbankRowingWatch RowingBoathouseTour TowpathRowingWalk WhatRowersPack RowingMuseumVisit RowingScrapbook',
    fashion:
      'RowingBlazerLook RowerFitCheck StripesAndOars CrewNeckFromRowing BoatShoesForRowers RowingUnisuitDebut RowingBladeColors MyRowingCapCollection',
    wellness:
      'RowingSunriseCalm MindfulErgMinutes BreatheEveryStroke PostErgStretch ThankYourRowingCrew EasyPaceRowing PhoneFreeErg SleepLikeARower',
    speed:
      'Rowing500Dash ErgSprintShowdown CrewRelayRace RowingMinuteMax PowerTenRowing PaceBoatRowing FloorRowingBlitz 2KRowingTest',
    music:
      'RowingToTheBeat ShantyOnTheErg CoxswainBeatbox RowYourBoatOnTheErg RowingBPMPlaylist RowingMontage VikingDrumRowing SingAlongRowers',
    art: 'PaintYourRowingOar RowersInWatercolor RegattaPhotoHunt OrigamiRowingBoat RowingStrokeSketch RowerSilhouette CartoonRowingCrew RowingPosterDesign',
    tech: 'RowingSlowMo ErgLogSpreadsheet ErgMetronomeApp RowingAngleCheck AIRowingCoach PodcastOnTheErg HyperlapseRowing DuetVideoRowing',
    pet: 'RowingPupHighFive RowingBunnyCameo RiverWalkiesRowing RowingCrewMascot KittyNapsByTheErg TugOfWarRowing ErgThenFetch DogRatesMyRowing',
    gaming:
      'ErgLeaderboardClimb RowerVsGhostBoat VirtualRiverRace RowingTriviaRegatta CoxswainSaysRowing FantasyRowingCrew EmojiRowingRiddles DiceRollErg',
  },
  snowboarding: {
    dance:
      'PowderDayDance SnowboardBootShuffle SnowboardCarveSway ApresSnowboardBoogie Snowboard180Spin ShredLikeASnowboarder GoofyFootSnowboarder SnowboardLiftLineJig',
    funny:
      'SnowboardingFirstDay SnowboardSittingBreaks BindingsVsMe SnowboarderVsSkier SpeakSnowboarderSlang SnowboardingPackingChaos GoggleTanSnowboarder LiftExitSnowboardFail',
    prank:
      'SnowmanSnowboarder PowderDayWakeUpCall SnowboarderAtBreakfast SecretSnowboardTuneUp SnowboarderSlangTexts TinySnowboardSwap SummerSnowboarder PlushieSnowboarder',
    educational:
      'RegularOrGoofyTest WhySnowboardsGetWaxed NameThatSnowboardTrick SnowboardFallSafely SnowboardSizeCheck FromSurfToSnowboard LearnTheSnowboardEdges SlopeRulesSnowboarder',
    cooking:
      'PowderDayPancakes SnowboardLodgeSoup SnowboardingTrailMix SnowboardCookieDecor SnowboardMountainCake CocoaForSnowboarders RamenAfterSnowboarding GingerbreadSnowboarder',
    travel:
      'SnowboardResortHop PowderDayRoadTrip PackWithASnowboarder LocalHillSnowboarder SnowboardCabinTour GondolaRideSnowboard MountainTownSnowboard TrailMapSnowboarder',
    fashion:
      'SnowboardingFitCheck RetroSnowboardOnesie BaggyVsSlimSnowboard SnowboardBeanieStack SnowboardGoggleMatch ThreeLayerSnowboarder ApresSnowboardLook ThriftedSnowboardGear',
    wellness:
      'PowderDayGratitude SnowboardFirstChair MellowSnowboardCruise ApresSnowboardStretch QuietMomentSnowboard SnowboardFearToFun SnowboardTripJournal RestDaySnowboarder',
    speed:
      'SnowboardingTermsIn30 SnowboardSlalom FastestBindingsOn SnowboardGearUpRace TimedSnowboardPacking BootLaceSnowboarder QuickfireSnowboardQuiz SnowboardingLayersBlitz',
    music:
      'PowderDayAnthem SnowboardEditSong SnowboardingSingAlong SnowboardBeatCarves ShredPlaylistSnowboard SnowboarderASMR PunkRockSnowboarder RemixMySnowboardSounds',
    art: 'SnowboardDeckArt SnowboarderSilhouette SnowCarveLines DrawASnowboardSticker MiniSnowboardCraft SnowboardGoggleSelfie SnowboardTrickSketch WatercolorSnowboarder',
    tech: 'SnowboardingHelmetCam SnowboardingSlowMo SnowboardTimelapse BestAppsForSnowboarders EditMySnowboardClip PanoramaSnowboarder SnowboardPowderAlert GreenScreenSnowboardTrip',
    pet: 'PupInThePowder SnowboardSniffTest SnowboardingCatCuddles DogReunionSnowboarder PetReactsToSnowboard KittenVsSnowboardGear SnowboardPawHighFive SnowboardWalkies',
    gaming:
      'SnowboardingSpeedrun PowderDayGameNight SnowboardWouldYouRather SnowboardTrickDice LodgeTriviaSnowboard ArcadeSnowboarder SnowboarderCharades FingerSnowboardJam',
  },
  skiing: {
    dance:
      'ApresSkiDance SkiPizzaFriesShuffle SkiBootStomp SkiMogulBounce SkiingGoggleGroove SlalomSwaySkier EightiesSkiAerobics CongaLineSkiers',
    funny:
      'SkiingGearStruggle FirstDayOnSkisBeLike SkiBootRobotWalk SkiCoachPizzaFries SnowboarderVsSkier GoggleTanSkier ApresSkiNap SkiingHatHairReveal',
    prank:
      'SkiLodgeCocoaSurprise DinnerInSkiGoggles SlipperSwapSkiBoots SkiInstructorVoice SkiScavengerHunt ApresSkiRoomService SkiTuckStatue HallwaySkiTrailSigns',
    educational:
      'SkiPizzaToFries SkiTrailColorsQuiz WhySkiBootsAreStiff SkierRightOfWay GetUpAfterASkiFall 8000YearOldSkis SkiIsANorwegianWord MeasureYourSkiPoles',
    cooking:
      'SkiingChiliNight HotCocoaBar ApresSkiCheeseBoard SkiSlopeCake PocketSnacksForSkiing SkiLodgeMac SkiPizzaWedges MarshmallowSkiers',
    travel:
      'SkiTownWalk SkiResortDiary PackForASkiTrip CrossCountrySkiDay SkiChaletTour MyFirstSkiVlog CocoaCrawlSkiers LastRunSunsetSki',
    fashion:
      'SkiingFitCheck SkiingRetroSuit ApresSkiLook SkiSweaterSeason SkiBibsOrPants MatchingSkiFamily FunkySkiSocks BobbleHatSkier',
    wellness:
      'SkiingSlowCruise ApresSkiUnwind SkiLiftBreathing SkiLegsStretch SkiDayGratitude BraveFirstSkiRun DrySocksAfterSkiing QuietForestSkiTrail',
    speed:
      'SkiingHelmetStrapRace SkiingTrailMapIn30 FastestSkiBootsOn SkiLayersDash QuickfireSkiTerms GloveUpSkierSpeedrun SideStepSkiSprint CarryYourSkisRelay',
    music:
      'SkiingRunSoundtrack SkiLiftSingAlong SnowSongCover ApresSkiAnthem SkiPoleDrums AlpineYodelSki SkiBootStompBeat PizzaFriesSkiJingle',
    art: 'SkiingMountainSketch SnowTrackArt VintageSkiPoster DrawASkiTrailMap ClothespinSkier SkiTicketCollage DesignASkiSweater SkiHelmetStickers',
    tech: 'SkiingHelmetCam SkiingTrackerApp SlowMoSkiTurn SnowReportForSkiing EditMySkiVlog HyperlapseSkiRun SkiTripPhotoDump AIPlansMySkiDay',
    pet: 'SnowDogZoomies CrossCountrySkiPup CatInMySkiBoot ApresSkiCuddles PawPrintsSkiTrail PetGreetsTheSkier KittenStealsSkiGloves SkiTripPuppyCam',
    gaming:
      'SkiLodgeGameNight SkiLiftTwentyQuestions SkiSlopeBingo ToySkiJumpContest ArcadeSkiTimeTrial SkiPoleLimbo GuessTheSkiResort CharadesForSkiers',
  },
  hockey: {
    dance:
      'HockeyHokeyPokey HockeyCellyChallenge PenaltyBoxShuffle OrganCallHockeyClap StickTapHockeyStep LineChangeHockeyDance HockeyHairFlip HatTrickHockeyHop',
    funny:
      'HockeyHairFlow HockeyMomCommentary FamilyPenaltyBox SmellTheHockeyBag CouchCoachHockeyDad WholesomeHockeyChirps HockeyGoalieAtHome PlayoffBeardHockey',
    prank:
      'HockeyTicketSurprise HockeyStickTapeNote HockeyAnnouncerIntro PostGameHockeyInterview ThreeStarsOfHockeyNight HockeyWelcomeTunnel ChocolateHockeyPuck MomsHockeyCard',
    educational:
      'HockeyRulesIn60 WhyFreezeHockeyPucks PaintedHockeyIce HockeyOffsideWithFruit HockeyHatTrickOrigin HockeyPenaltySignals LearnHockeyPositions TapeAHockeyStick',
    cooking:
      'HockeyPuckCookies HockeyRinkCake PoutinePowerPlay PretzelHockeySticks HockeyNightChili MapleHockeyPancakes BleacherSnacksHockey ThermosCocoaHockey',
    travel:
      'HockeyMuseumDayTrip WatchLocalHockey HockeyCardShopCrawl OutdoorRinkHockey AwayGameHockeyVlog PackTheHockeyBag HockeyArenaSnackRank HockeyStadiumSeatView',
    fashion:
      'HockeyJerseyFitCheck HockeyBeanieSeason TheHockeyTuck HockeyFlowHairstyle HockeyArrivalOutfit RetroHockeySweater StripedHockeySocks GameDayHockeyScarf',
    wellness:
      'HockeyPreGameCalm HockeyRestDayRitual BreatheLikeAGoalie HockeyHipStretch HockeyHandshakeLine ThankYourHockeyRef NextShiftHockey MorningSkateHockey',
    speed:
      'HockeySkateSprint HockeyDekeDash StickhandlingBlitz HockeyGearUpRace ShootTheCornersHockey HockeyTapeSpeedrun GoalieReflexHockey KneeHockeyShootout',
    music:
      'HockeyOrganCover GoalHornRemix HockeyChantSingOff HockeyAnthemSolo DrumOnHockeySticks LockerRoomHockeyMix PuckDropHockeyBeat HockeyCrowdClapAlong',
    art: 'MakeYourHockeyCard PaintAHockeyPuck BrokenStickUpcycle DesignAHockeyMask HockeyJerseySketch HockeyDreamTeamLogo HockeyRinkChalkArt HockeyTapeMosaic',
    tech: 'HockeyHelmetCam HockeyVsRadarGun SlapShotSlowMo HockeyHypeReel GoaliePOVHockey AIHockeyCommentary GreenScreenHockeyGoal TimelapseHockeyTape',
    pet: 'HockeyDogWatchParty CatVsHockeyPuck PuppyPowerPlay TennisBallHockeyFetch HockeyNightCuddles PetCellyHockey OldJerseyHockeyBed BackyardHockeyPup',
    gaming:
      'AirHockeyShowdown TableHockeyTourney HockeyDreamTeamBuilder MiniStickHockeyCup HockeyCharadesNight HockeyCardFlipGame CoinFlickHockey HockeyTriviaPenaltyBox',
  },
  cricket: {
    dance:
      'CricketCelebrationDance CricketUmpireMoves HowzatCricketShuffle CricketBhangraBeat CricketSpinTwirl BackyardCricketBoogie TeaBreakCricketJig WindmillCricketArms',
    funny:
      'CricketRulesConfusion CricketHomeCommentary OutForADuckCricket FiveDayCricketMood BackyardCricketLaws GrandmaCricketUmpire TeaBreakCricketFan CricketBallLostAgain',
    prank:
      'CricketThirdUmpire IsItACricketBall CricketPadsAtDinner CricketGuardOfHonour FakeCricketTrophy SurpriseCricketTea CommentateLikeCricket CallItWideCricket',
    educational:
      'CricketRulesQuiz CricketRunRateMath CricketFieldingMap CricketSwingScience UmpireSignalsCricket LearnCricketSlang GripACricketBall ExplainLBWCricket',
    cooking:
      'CricketTeaSandwiches CricketBatCookies MatchDayBiryani SconesForCricket CricketBallCakePops PretzelCricketStumps BakedSamosaCricket MangoLassiCricket',
    travel:
      'CricketStadiumTour CricketVillageGreen BeachCricketMatch ParkCricketPickup CarCricketRoadTrip CricketKitBagPack LocalCricketClubVisit HolidayCricketCup',
    fashion:
      'CricketWhitesFitCheck CableKnitSweaterLook FloppyCricketHat ZincCreamCricket VintageCricketCap CricketClubBlazer CricketFanFacePaint StripedCricketScarf',
    wellness:
      'CricketTeaBreak SunSafeCricket PatientLikeTestCricket ShadowBattingCricket SpiritOfCricket StayHydratedCricket CricketShoulderCare ClapThemOffCricket',
    speed:
      'CricketQuickSingles FastestCatchDrill DirectHitCricket CricketPadUpRace CricketOverSpeedrun QuickfireCricketMath CricketRunUpDash BatKeepyUpsCricket',
    music:
      'CricketStadiumChant BatOnBallRhythm DholDrumCricket CricketHowzatRemix RapTheCricketRules CricketAnthemChoir StumpMicCricketASMR CricketTrumpetTune',
    art: 'CricketBatPainting CricketBallStitchArt CricketScorecardDoodle VintageCricketPoster PaintTheCricketGround CricketCartoonPlayer PopsicleCricketStumps PaperCricketTrophy',
    tech: 'CricketBowlingRadar CricketSlowMoReplay CricketScoringApp CricketVoiceoverClip PhoneStumpCamCricket AIExplainsCricket HyperlapseCricketMatch VideoCallCricketNight',
    pet: 'CricketDogSpectator CricketSoftToyFetch CricketPupThief PetUmpireCricket CricketScorebookCat WaterBowlAtTheCricket TeaBreakTreatsCricket FluffyCricketMascot',
    gaming:
      'BackyardCricketGame HandCricket BookCricket DiceCricketLeague CricketQuizShowdown CricketCareerMode CricketShotCharades CricketStickerSwap',
  },
  rugby: {
    dance:
      'RugbyCelebrationDance ScrumShuffle RugbySpinTwirl RugbySidestepGroove RugbyHuddleBounce TouchRugbyTwoStep DummyPassRugbyJig ConversionRugbyPose',
    funny:
      'RugbyMumOnTheSideline MakingUpRugbyRules DinnerAsARugbyMatch MuddyRugbyKitLaundry RugbyHuddleForSnacks RugbyRefExplainsChores RugbyBallBounceFail GrandpaCoachesRugby',
    prank:
      'SurpriseTeamTunnel RugbyTryForChores RugbyYellowCard IsItARugbyBallCake FollowedByARugbyRef OffloadTheLaundryRugby RugbyPepTalkNote RugbyJerseyWelcome',
    educational:
      'RugbyRulesQuiz WhyTheBallIsOval RugbyPointsMath UnionVsLeagueRugby RugbyBackwardsOnly TownCalledRugby Rugby15Positions LearnARugbySpinPass',
    cooking:
      'RugbyBallCake RugbyMatchDayPies PostGameStew RugbyFlapjackBites HalfTimeOrangesRugby RugbyClubSandwich PavlovaForRugby MuddyPitchRugbyBrownies',
    travel:
      'RugbyStadiumTour TouchRugbyInThePark BeachRugbyGame AwayDayRugbyTrip RugbyClubhouseVisit TrainToTheRugby PackYourRugbyBoots RugbySevensFestival',
    fashion:
      'RugbyJerseyFitCheck StripedCollarLook RugbyShirtThreeWays PreppyRugbyLayers LoudRugbyBoots RugbyTeamBlazer HoopedRugbySocks GameDayRugbyBeanie',
    wellness:
      'RugbyTeamCheckIn PostMatchStretch RugbyRespectTheRef RugbyTunnelForOpponents SleepLikeARugbyPro YogaForRugby RugbyGratitudeHuddle WalkItOffRugby',
    speed:
      'RugbyPassRelay FastestTryScore QuickHandsRugby RugbyTagBeltGrab RugbySidestepCones ShuttleRunRugby ReactionStartRugby RapidRugbyPositions',
    music:
      'RugbyAnthemSingAlong RugbyTeamSong StadiumChantJam WellyStompRugby WelshRugbyChoir RugbySlowClapBuild RugbyWalkOutTune CrouchBindSetRugby',
    art: 'RugbyBallPainting ScrumSketch RugbyTryDivePhoto DesignARugbyJersey RugbyBootPrintArt DrawARugbyCrest ChalkboardRugbyPlay ClayRugbyPlayers',
    tech: 'RugbyPassSlowMo HangTimeRugbyKick RugbyTryReel AIRugbyPlaybook RugbyGameStatsSheet DubRugbyCommentary MotionBlurRugby DrawRugbyPlaysApp',
    pet: 'RugbyDogChase RugbyBallFetch PupScrum RugbyMascotPet KittenRugbyToy MuddyPawsRugby CatRefsTheRugby SofaCuddlesRugbyDay',
    gaming:
      'RugbyTriviaNight TouchRugbyGameDay PaperRugbyFlick CreateARugbyLegend RugbyStatCardDuel PassTheParcelRugby RugbyBingoMatchDay FamilyTagRugbyCup',
  },
  badminton: {
    dance:
      'BadmintonVictoryDance ShuttleShuffle BadmintonSmashDrop BadmintonLungeGroove BadmintonRallyDuet BalloonBadmintonBoogie RacketTwirlBadminton BirdieHopBadminton',
    funny:
      'BadmintonBackyardBattle BadmintonWindyDay BadmintonMissedServes DeadSeriousBadminton BadmintonAirShots GrandmaBadmintonAce WasItInBadminton SlowMoBadmintonDive',
    prank:
      'BadmintonStringsNote SlowestBadmintonServe InvisibleBadmintonRally GolfVoiceBadminton BadmintonBalloonSwap BadmintonLineJudge RedCarpetBadmintonEntry BadmintonShoeSurprise',
    educational:
      'WhyBirdiesFlipOver RecordBadmintonSmash SwitchGripsBadminton LowServeBadminton BadmintonScoreTo21 BadmintonHas16Feathers BadmintonCourtLines BadmintonIsAHouse',
    cooking:
      'BadmintonBirdieCupcakes BadmintonRacketCookies BadmintonPopsicles SmashedSpudBadminton PicnicAndBadminton LemonadeBadmintonBreak IcedTeaBadminton WaffleNetBadminton',
    travel:
      'BadmintonParkGame BadmintonCampsiteMatch BeachBadmintonRally PackTheBadmintonSet SportsHallBadminton RoadTripBadminton LakesideBadminton GardenPartyBadminton',
    fashion:
      'BadmintonCourtFit BadmintonSneakerCheck SportyWhiteLook BadmintonSweatband SkortOrShortsBadminton RetroBadmintonPolo MatchYourBadmintonGrip ClubKitBadminton',
    wellness:
      'BadmintonFamilyTime BadmintonSunsetRally LawnGameUnwind WristCareBadminton JustForFunBadminton GentleBadmintonLobs FreshAirBadminton HonestBadmintonCalls',
    speed:
      'QuickReflexRally BadmintonHitsIn60 ShuttleRunBadminton BadmintonBirdiePickup SixCornerBadmintonDash BadmintonKeepyUps RapidSmashBadminton NetRushBadminton',
    music:
      'BadmintonRallyRhythm BadmintonRacketGuitar ShuttleBeatDrop BadmintonThwackASMR KaraokeBadminton BadmintonWalkOnSong MetronomeBadminton PluckBadmintonStrings',
    art: 'BadmintonBirdieCraft BadmintonCourtSketch FeatherPainting BadmintonStringArt PaintSplatBadminton BadmintonPictogram PaperPlateBadminton ComicStripBadminton',
    tech: 'BadmintonSlowMoSmash BadmintonHyperlapse AIBadmintonCoach BadmintonFreezeFrame BadmintonTipReel InOrOutBadmintonReplay BracketAppBadminton UnderNetCamBadminton',
    pet: 'DogHeadTurnBadminton PetLineJudgeBadminton KittenVsBadmintonTV WalkiesAfterBadminton CourtsideCatBadminton PuppyBadmintonMascot CoolWaterBowlBadminton CuddleBreakBadminton',
    gaming:
      'MotionRacketGame BalloonBadminton WinnerStaysBadminton BadmintonBucketTargets RoundTheWorldBadminton FamilyBadmintonCup BadmintonQuizNight ArcadeBadmintonDuel',
  },
  lacrosse: {
    dance:
      'LacrosseCradleDance StickTwirlGroove LaxGoalCelly BehindTheBackLacrosse SplitDodgeLacrosse LaxHypeCircle ScoopAndShakeLax SidelineLaxSway',
    funny:
      'LacrosseFirstCatch LacrosseBehindBackFail StickCradleEverywhere WhatIsLacrosseAgain LacrosseMomCommentary SnackScoopLacrosse LaxWallBallThuds DramaticLacrosseFlop',
    prank:
      'LacrosseTrophyForDad LacrossePocketNote MiniLacrosseStickSwap LacrosseBabyDollCradle HallwayLacrosseGoal LaxFanSignSurprise SnackDeliveryLacrosse DoorBannerLacrosse',
    educational:
      'LacrosseRulesQuiz CreatorsGameLacrosse LacrosseFastestSport LearnToCradleLacrosse LacrossePocketDepth BoxVsFieldLacrosse LacrosseStickAnatomy GroundBallLacrosse',
    cooking:
      'LacrosseBallCakePops GameDaySnackBox LacrossePitaPockets LaxPastaNight ThreeSistersStewLax HalftimeLaxSmoothie TrailMixForLax LacrosseBreadsticks',
    travel:
      'LacrosseTournamentTrip LacrosseCampusTour PackTheLaxBag ParkWallBallLax BeachCatchLax CollegeLaxGameDay LaxOnVacation LaxFieldPassport',
    fashion:
      'LacrosseFitCheck TeamPinnieLax CustomLacrosseMesh HeadbandFlowLax LaxCrewSocks LacrosseGloveDrip LaxRibbonBraids EyeBlackLax',
    wellness:
      'LacrossePreGameCalm LacrosseTeamGratitude WallBallFocusZone WhyLacrosseIsMedicine LaxAnkleStretch NextPlayLacrosse SunsetCatchLacrosse LaxBuddyCheckIn',
    speed:
      'LacrosseQuickStick FastestWallBall100 LacrosseScoopRace FaceOffReflexLax CradleSprintLacrosse OffHandLaxBlitz PadsOnLaxDash LaxPassesIn60',
    music:
      'LacrosseHypeSong LacrosseStickBeat WallBallRhythm LaxSidelineChant LaxClackASMR PregameLaxPlaylist DrumlineForLacrosse SeniorNightLaxAnthem',
    art: 'LacrosseStickDesign LacrosseActionSketch WallBallPhotography LaxHelmetDecals WeaveALaxPocket DrawALaxLogo LaxSuperheroComic ChalkLaxField',
    tech: 'LacrosseShotRadar LacrosseSlowMo GoalieCamLax LaxMixtapeEdit LaxWallBallApp AILacrosseDrills StringingTimelapseLax BurstModeLax',
    pet: 'LacrosseDogCheerSquad PupStealsTheBall LacrosseSoftToyToss SidelinePetLax LacrosseCatCuddles WalkiesToLaxPractice TreatInTheLaxPocket KittenWatchesLax',
    gaming:
      'LacrosseCareerMode StickSkillsHighScore TrickShotHorseLax PillowTargetsLax KeepAwayLacrosse LaxTriviaDuel LaxEggSpoonRace LacrosseCharadesNight',
  },
  archery: {
    dance:
      'ArcheryBullseyeDance RobinHoodJig ArcherDrawAndRelease StatueStanceArchery QuiverShuffleArchery MedievalArcheryStep CupidArcheryGroove ArcheryFeatherFloat',
    funny:
      'ArcheryFirstTry ArcheryDramaticSlowMo RobinHoodRoleplay ArcherySoundEffects CupidArcheryMixUp ArcheryInnerMonologue GrandmaArcheryChamp ToyBowArcheryPro',
    prank:
      'ArcherySuctionArrowNote HomeArcheryRangeSigns RobinHoodHatArcher ArcheryValentineCard ArcheryMedalForMom ArcheryPodiumSurprise HiddenArcheryTreasure TinyBowArcherySwap',
    educational:
      'ArchersParadox ArcheryBowTypesQuiz ArcheryIsAncient TenRingArcheryMath FeatherScienceArchery FindYourArcheryEye RangeWhistlesArchery AnchorPointArchery',
    cooking:
      'ArcheryTargetCake ArcheryArrowPretzels SherwoodArcherPicnic ArcheryQuiverSnacks MedievalArcheryFeast CupidArcheryCupcakes BowTiePastaArchery RangeDayArcheryLunch',
    travel:
      'ArcheryRangeTrip ArcheryCampWeekend RenaissanceFaireArchery CastleDayArchery WoodlandArcherWalk FieldArcheryTrail ArcheryTasterDay VisitAnArcheryShop',
    fashion:
      'ArcheryQuiverLook ArcheryFitCheck RobinHoodCostume ArcheryArmGuard MedievalArcheryCloak ElvenArcherCosplay ArcheryHairBraids ForestGreenArchery',
    wellness:
      'ArcheryBreathCycle ArcheryOneShotFocus StandTallArchery QuietRangeArchery ArcheryShoulderCare ReleaseTheWorryArcher GratitudeTargetArchery MindfulArcheryMinute',
    speed:
      'ArcheryKitPackRace ArcheryTermsIn30 ArcheryBeanBagDash AddUpArcheryScoresFast LightningArcheryQuiz ArcheryTargetSwap TimeTrialToyArchery ColorCallArchery',
    music:
      'ArcheryBowstringTwang ArcheryThwackBeat RobinHoodBallad MedievalArcheryTune ArcheryFocusPlaylist CupidArcherySerenade ASMRArcheryWhoosh EpicScoreArchery',
    art: 'ArcheryTargetPainting ArcheryArrowCraft FeatherCollageArchery ArcheryComicHero PopsicleBowArchery ArcherSilhouette StainedGlassArchery MedievalArcheryBanner',
    tech: 'ArcherySlowMoArrow ArcheryScoringApp ArcheryFormLines MeasureMyArcheryGroup TimelapseArcheryRound ArcheryWhooshEdit OverlayArcheryShots WindCheckArchery',
    pet: 'ArcherySnuffleMat BullseyeBoopArchery ArcheryCatWandToy PetGreetsTheArcher ArcheryQuiverLeashHook DrawMyDogDoingArchery KittenNapsOnArcheryBag CuddlesAfterArchery',
    gaming:
      'BullseyeScoreBattle ArcheryCharadesNight MotionControlArchery ArcheryTriviaQuest ArcheryRiddleHunt BeanBagArcheryTarget ArcherClassRPG ArcheryAppLeaderboard',
  },
  fencing: {
    dance:
      'FencingFootworkDance EnGardeGroove FencingAdvanceRetreat FencingToucheDrop FencingSaluteStep MirrorDuetFencing SwashbuckleFencing ParryAndPoseFencing',
    funny:
      'FencingWithBaguettes FencingMaskReveal ToucheComebackFencing WoodenSpoonFencing OverlyPoliteFencing LungeTooFarFencing FencingBuzzerAtHome WhichSwordFencing',
    prank:
      'FencingTrophyForMom FencingCommentatorDad FormalFencingSalutes BaguetteInTheFencingBag FencingMaskAtBreakfast FencingScoreBeeps PirateVoiceFencing MusketeerFencingWelcome',
    educational:
      'ThreeWeaponsOfFencing RightOfWayFencing FrenchWordsInFencing FencingStanceBasics FencingTargetZones FencingHistoryTimeline WhyFencingSuitsAreWhite FirstToFifteenFencing',
    cooking:
      'FencingFruitPlatter EnGardeBaguette ToucheTartsForFencing CrepeNightFencing FencingPisteSandwich FencingMaskPancakes FrenchToastFencing MusketeerFencingFeast',
    travel:
      'FencingClubVisit MedievalCastleTour FencingTourneyTrip FencingBagPacking ArmorMuseumFencing FaireDayFencing ParkFencingPicnic OversizeLuggageFencing',
    fashion:
      'FencingWhitesLook EnGardeFitCheck CustomFencingMask FencingSilverJacket MusketeerCapeFencing KneeSocksFencing FencingGloveDrip PirateShirtFencing',
    wellness:
      'FencingFocusDrill CalmBeforeTheBout FencingRespectSalute SlowFootworkFencing FencingLungeStretch FencingDiary MaskOffFencingBreath GoodSportFencing',
    speed:
      'FencingReactionTest FastestParry FencingLadderDrill FirstToucheFencing FencingSuitUpDash FencingLungesIn30 CoachCallsFencing FootworkBlitzFencing',
    music:
      'FencingSwordClashBeat FencingDuelSoundtrack EnGardeEpicScore FencingBuzzerRemix MusketeerFencingSong FootworkTapFencing SwashbuckleFencingTune HarpsichordFencing',
    art: 'FencingSilhouetteArt FencingMaskPainting LungePoseSketch CardboardFencingFoil RetroFencingPoster FencingLightTrails PaperDollFencing FencingCoatOfArms',
    tech: 'FencingScoreLights FencingSlowMo FencingInstantReplay GlowSwordFencingEdit AskAIFencingRules FencingTimerApp DuetVideoFencing EmojiFencingRecap',
    pet: 'FencingCatToyDuel PupEnGardePose FencingKittenCuddles BunnyRefsMyFencingBout FencingToucheTrick FencingDogPortrait TreatsAfterFencing BallTossBreakFencing',
    gaming:
      'PoolNoodleFencingCup FencingThumbWar MotionSwordFencing FencingTriviaDuel SockTagFencing FencingBracketNight ArcadeFencingBattle FencingSimonSays',
  },
  darts: {
    dance:
      'DartsWalkOnDance OneEightyCelebration DartsOcheShuffle DartsCrowdSway NineDarterJig BullseyeBopDarts SpinLikeADartboard DartsTrebleTwist',
    fitness:
      'DartsOneLegThrow DartsPushupPenalty SteadyArmDrill LungeToRetrieveDarts SquatsBetweenDarts DartsStanceBalance ShoulderWarmUpDarts GripStrengthDarts',
    funny:
      'DartsMathMeltdown OneEightyAnnouncer DadDartsWalkOn DartsCheckoutPanic TongueOutDarts GrandmaDartsShark ExtraDramaticDarts DartsNicknameForMom',
    prank:
      'MagneticBullseyePrank ChoreCheckoutDarts FakeDartsTrophy SurpriseDartsWalkOn DartboardCookieSwap SecretVelcroDarts DartsIntroAtBreakfast DartsScoreboardNote',
    educational:
      'DartsCheckoutMath DartboardNumberOrder WhyTwentyIsOnTopDarts DartsGripLesson MeasureTheDartsOche DoubleOutDarts DartsFlightScience RightHeightDarts',
    cooking:
      'DartsBullseyeCookies DartboardPizza DartsNightNachos TrebleTacosDarts DoubleTopDartsSandwich DartsWinnerCupcakes HomemadeDartsPopcorn LemonadeAtTheDarts',
    travel:
      'DartsArcadeTour GameRoomHop TravelDartboard DartsCabinWeekend HolidayParkDarts CampsiteVelcroDarts FairgroundDarts FamilyTripDartsNight',
    fashion:
      'LoudPatternShirt DartsNameOnTheBack DartsWalkOnOutfit MatchYourDartsFlights DartsFancyDress DartsRefereeBowTie TeamPoloDarts SequinDartsJacket',
    wellness:
      'BreatheThenThrowDarts SteadyHandsDarts GoodGameDarts JustForFunDarts UnwindWithDarts DartsPepTalk FamilyDartsNight DartsMindfulMinute',
    speed:
      'DartsRoundTheClock DartsScoreMathIn30 QuickfireCheckoutDarts DartsBoardNumbersRace SpeedQuizOnDartsLingo TrebleHuntDarts FastestDartsScorer DartsTallyTimer',
    music:
      'DartsWalkOnSong ChantAlongAnthem OneEightyDartsCall DartsThudBeat DartsCrowdKaraoke DartboardASMR PartyPlaylistDarts TrumpetFanfareDarts',
    art: 'DartsPaintedBoard DartsSplatterArt DartsFlightDesign MandalaDartboard DrawADartsLegend ChalkLetteringDarts CardboardDartsTrophy PixelDartsPortrait',
    tech: 'DartsScoringApp DartsSlowMoThrow TraceMyDartsFlight DartsAverageTracker AIDartsCheckouts DartsOneEightyReel PhoneDartsDuel VideoCallDartsNight',
    pet: 'DartsPetMascot DogDartsWalkOn PawSafeDartsZone PuppyDartsNickname DartsKittenFanClub DartsNightCuddles DartsBreakWalkies CatNapDuringDarts',
  },
  comedy: {
    dance:
      'ComedianDanceOff StandUpAndBoogie PunchlineShuffle RimshotComedyPose DadMovesComedy SlapstickComedyWaltz DeadpanDiscoComedy StandUpMicTwirl',
    fitness:
      'StandUpSquats PunchlinePushUps ComedyPlankNoLaugh JokePerSitUpComedy YesAndComedyWorkout WallHoldComedyClip GiggleCrunchComedy ComedianFaceWarmUp',
    prank:
      'StandUpAtBreakfast ComedyNapkinJokes ComplimentHeckler LaughTrackComedy HeadlinerIntroComedy ComedyStickyNotes PunWakeUpComedy ApplauseSignComedy',
    educational:
      'RuleOfThreeComedy WriteAJokeIn60 WhyWeLaughComedy ComedySetupPunchline ComedicTimingPause YesAndImprovComedy PunWritingComedy SilentFilmComedy',
    cooking:
      'StandUpChef PunchlinePancakes PunnyComedyMenu ComedyFortuneCookies ComedyNightPopcorn ComedyCookingShow CheesyComedyPizza CornyComedyCornbread',
    travel:
      'StandUpOnTheRoad CarTripComedyHour HolidayStandUpSet AirportComedyBit ComedyTourOfMyTown PostcardComedy PackingComedySketch TentComedyShow',
    fashion:
      'ComedianFitCheck StandUpUniform HoodieAndAMic SitcomOutfitComedy LoudShirtComedy NoseGlassesComedy DeadpanSuitComedy ComedySpecialLook',
    wellness:
      'ComedyNightIn DailyDoseOfComedy LaughterIsMedicine GiggleYogaComedy FunniestMemoryComedy ComedyBeforeBed KindJokesComedy CheerUpComedy',
    speed:
      'OneMinuteStandUp ComedianRapidFire TenPunsComedySprint ComedyTongueTwisters ComedyPromptBlitz ComedyImpressionRush QuickComebackComedy AlphabetJokeComedy',
    music:
      'StandUpButSung RimshotRemix ComedyParodySong KazooComedyCover DramaticComedyBallad SadTromboneComedy ChoreJingleComedy OperaticComedyRant',
    art: 'ComedyFlipbook FourPanelComedy DoodleThePunchline PaperPlateComedyMask IllustrateAComedyPun ComedyPosterDesign ClaymationComedy GooglyEyesComedy',
    tech: 'AIWritesMyStandUp ComedianVsChatbot LaughTrackSoundboard VoiceFilterComedy JumpCutComedySketch TeleprompterStandUp ComedyPodcastPilot EmojiOnlyComedy',
    pet: 'MyPetsComedySpecial CatHecklesMyStandUp TellMyDogAJoke PuppyVoiceoverComedy KittenComedyCritic PawsForLaughsComedy GoldfishAudienceComedy WalkiesStandUp',
    gaming:
      'FunniestAnswerWins ComedyCardClash ComedyTryNotToLaugh FreezeTagImprovComedy PunBattleComedy FamousComedianCharades FillInTheJokeComedy StandUpTopicDice',
  },
};
