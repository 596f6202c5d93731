import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'brain fog': {
    dance:
      'ShakeOffTheFog BrainFogDanceBreak SlowMotionBrainFog BrainFogForgotMySteps WhenBrainFogLifts WiggleAwayBrainFog BrainFogMoonwalk SnapOutOfBrainFog',
    fitness:
      'BrainFogWalkBreak BrainFogJumpingJacks SweatOutTheBrainFog BrainFogDeskStretch PlankThroughBrainFog TenBurpeesForBrainFog FreshAirBrainFogJog ShadowBoxTheBrainFog',
    funny:
      'WhyDidIWalkInHere BrainFogKeyHunt BrainFogFridgeFinds TipOfMyTongueBrainFog NarrateMyBrainFog PlansVsBrainFog ZombieModeBrainFog BrainFogMidSentence',
    prank:
      'BrainFogStickyNotes BrainFogDeskMakeover MovingMugBrainFog TellItAgainBrainFog BrainFogRemoteInFridge ChoresDoneBrainFog BrainFogTeaDelivery SurpriseSnackBrainFog',
    educational:
      'WhatCausesBrainFog MemoryPalaceVsBrainFog DoesWaterFixBrainFog HowSleepClearsBrainFog ExplainBrainFogIn30 BrainFogMythOrFact PomodoroBeatsBrainFog WriteItDownBrainFog',
    cooking:
      'BrainFoodBowl GreenSmoothieVsBrainFog CoffeeOrMatchaBrainFog BrainFogTrailMix BrainFogBentoBox BrainFogBreakfastSwap OatsVsBrainFog NoBakeBrainFogBites',
    travel:
      'FreshAirDayTrip BrainFogBeachReset LeaveBrainFogAtHome WalkItOffBrainFog NewRouteBrainFog BrainFogPackingFails HikeAboveBrainFog WhereDidIParkBrainFog',
    fashion:
      'BrainFogGetReadyWithMe BrainFogMismatchFit InsideOutBrainFog ComfyButCuteBrainFog SunglassesHideBrainFog GrabAndGoBrainFog WoreItYesterdayBrainFog BrainFogUniform',
    speed:
      'BrainFogQuickQuiz BrainFogReactionTest KeysPhoneWalletBrainFog BrainFogABCBackwards BeatTheKettleBrainFog ColorWordsBrainFog BrainFogMathSprint OddOneOutBrainFog',
    music:
      'BrainFogWakeUpSong BrainFogLofiBeat FinishTheLyricBrainFog KitchenDrumsBrainFog BrainFogBlues ToDoListJingleBrainFog MorningKaraokeBrainFog ClapTheRhythmBrainFog',
    art: 'BrainFogDoodle BrainFogSketchBreak PaintYourBrainFog BlindContourBrainFog BrainFogSelfPortrait DrawFromMemoryBrainFog BrainFogScribbleRescue WatercolorBrainFog',
    tech: 'BrainFogFocusAppTest BrainFogPhoneFreeHour GrayscaleModeBrainFog HowManyTabsBrainFog VoiceMemoBrainFog CleanDesktopBrainFog BrainFogDoNotDisturb TypingSpeedBrainFog',
    pet: 'BrainFogPetWalk CatNapVsBrainFog DogRemembersBrainFog BrainFogFetch PurrTherapyBrainFog BrainFogTrickTraining FishTankBrainFog BrainFogGroomingBreak',
    gaming:
      'BrainFogPuzzleWarmUp BrainFogMemoryGame SudokuVsBrainFog TwentyQuestionsBrainFog SimonSaysBrainFog IPackedMyBagBrainFog BlockTowerBrainFog WordSearchBrainFog',
  },
  '5am': {
    dance:
      '5AMDanceParty EarlyBirdGroove Silent5AMDisco 5AMSunriseSalsa ShimmyOutOfBedAt5AM KettleJigAt5AM PajamaFreestyle5AM 5AMAlarmTwoStep',
    fitness:
      '5AMLivingRoomCircuit EarlyBirdInchworms PlankBeforeCoffee5AM SunriseYogaAt5AM HundredSquatsAt5AM 7DayEarlyRiserStreak MorningPersonJumpRope WakeUpEarlyStretch',
    funny:
      '5AMWakeUpReality 5AMClubVsSnoozeButton ZombieModeAt5AM NarrateMy5AM MorningPersonImpression EarlyRiserMeetsNightOwl DontTalkToMeAt5AM MeAndTheBirdsAt5AM',
    prank:
      '5AMBreakfastInBed FullyDressedAt5AM FakeMorningPerson NapPrankIts5AM EarlyBirdSerenade SignThemUpFor5AMClub EarlyRiserNoteTrail MysteryTripAt5AM',
    educational:
      'EarlyBirdBodyClock EarlyBirdOrNightOwl WhyBirdsSingAt5AM SpotVenusAt5AM 5AMLanguageLesson SleepMathFor5AM GuessWhoWokeAt5AM TenPagesAt5AM',
    cooking:
      'EarlyBirdPancakes 5AMBakeDay OvernightOatsFor5AM NestEggsForEarlyBirds SunriseSmoothieAt5AM WhippedCoffeeAt5AM MorningPersonMuffins SilentBreakfastAt5AM',
    travel:
      '5AMSunriseHike 5AMCityWalk EarlyBirdLandmarks CatchThe5AMTrain FreshBreadAt5AM EmptyBeachAt5AM 5AMFlowerMarket SuitcaseReadyBy5AM',
    fashion:
      '5AMGetReady EarlyBirdFitCheck DressedInTheDark5AM Wear5AMSkyColors LayeredFor5AMChill AthleisureAt5AM ClothesLaidOutFor5AM MorningPersonPastels',
    speed:
      '5AMReadyIn10 BeatTheSunrise5AM FirstUpWins5AM WakeUpEarlySpeedrun QuickTidyAt5AM PackLunchesBy5AM UpBeforeMy5AMAlarm 5AMBedMakingRace',
    music:
      '5AMSunriseSong EarlyBirdAcoustic DuetWithBirdsAt5AM QuietCoverAt5AM 5AMAlarmRemix EarlyRiserAnthem KitchenBeatAt5AM SerenadeTheSun5AM',
    art: '5AMSunriseSketch EarlyBirdWatercolor PaintThe5AMSky WindowViewAt5AM 5AMCoffeeStainArt SilhouetteAt5AM SleepySelfPortrait5AM EarlyRiserDoodleDiary',
    tech: '5AMTimelapse SleepScoreAt5AM PhoneAcrossTheRoom5AM NoScrollingAt5AM RateMy5AMAlarmTone MorningPersonLockScreen HabitTracker5AMClub VoiceMemoAt5AM',
    pet: '5AMDogWalk PetAlarmClock5AM 5AMZoomies WhoWakesFirst5AM SunriseCuddles5AM CatBirdwatching5AM SleepyFetchAt5AM MyPupsAMorningPerson',
    gaming:
      '5AMDailyQuest BeatALevelBeforeSix ChessPuzzleAt5AM PlayOnMute5AM EarlyBirdSpeedrun SolitaireAt5AM 5AMClubLeaderboard EarlyRiserTrivia',
  },
  'plot twist': {
    dance:
      'PlotTwistBeatDrop GenreSwapMidDance PlotTwistNewPartner PlotTwistDuet BalletThenPlotTwist GrandmaJoinsPlotTwist PlotTwistCostumeChange MirrorDoesAPlotTwist',
    fitness:
      'PlotTwistFinisher WorkoutWithAPlotTwist MysteryRepsReveal RollForYourPlotTwist JokerCardPlotTwist PlotTwistRelay PlotTwistBurpees KidsCoachMePlotTwist',
    prank:
      'PlotTwistGiftBox PrankerGetsPranked FakeSpoilerPlotTwist PlotTwistLunchNote CookieTinPlotTwist PhotoFramePlotTwist MagicTrickPlotTwist BedtimeStoryPlotTwist',
    educational:
      'HowToWriteAPlotTwist FactsWithAPlotTwist HistoryHasAPlotTwist KitchenSciencePlotTwist FamilyTreePlotTwist PlotTwistMathTrick SpotThePlotTwist PlotTwistWordOrigins',
    cooking:
      'PlotTwistCake PlotTwistPieFilling SecretIngredientReveal PlotTwistBreakfast BlindTastePlotTwist LeftoversPlotTwist SweetOrSavoryPlotTwist MysteryBoxPlotTwist',
    travel:
      'PlotTwistDestination MysteryTripReveal WrongTurnPlotTwist PlotTwistWeather HometownPlotTwist CoinFlipPlotTwist BlindfoldMapPlotTwist PackingPlotTwist',
    fashion:
      'PlotTwistFitCheck ReversibleJacketReveal PlotTwistPajamas ThriftFindPlotTwist BackViewPlotTwist PlotTwistSocks OneShirtFivePlotTwists MomsClosetPlotTwist',
    wellness:
      'PlotTwistGratitude SilverLiningJournal BestPlotTwistOfMyLife KindnessPlotTwist PlotTwistNewHabit ComfortZonePlotTwist PhoneDownPlotTwist YoungerMePlotTwist',
    speed:
      'TenSecondPlotTwist PlotTwistSpeedWriting ThreeWordPlotTwist PlotTwistRelayStory QuickSketchPlotTwist RapidFirePlotTwists OneBreathPlotTwist PlotTwistCountdown',
    music:
      'PlotTwistKeyChange PlotTwistBeatSwitch TwistEndingRemix LullabyPlotTwist DuetPartnerPlotTwist WrongLyricsPlotTwist InstrumentSwapPlotTwist PlotTwistKazoo',
    art: 'UpsideDownPlotTwist FoldInSurpriseArt PassTheDrawingPlotTwist TapeResistPlotTwist PlotTwistPortrait ShadowTracePlotTwist ComicStripPlotTwist ZoomOutPlotTwist',
    tech: 'PlotTwistAIStory PlotTwistTransition GreenScreenReveal AutocorrectPlotTwist VoiceFilterPlotTwist PanoramaPlotTwist ReverseVideoPlotTwist EmojiOnlyPlotTwist',
    pet: 'PlotTwistCulprit CatDidItAllAlong PlotTwistPetCam CardboardBoxPlotTwist UnlikelyBuddyPlotTwist TinyToHugePlotTwist WhichHandPlotTwist PlotTwistNapSpot',
    gaming:
      'PlotTwistBossFight SecretTraitorReveal ReverseCardPlotTwist PlotTwistCharades LastTurnPlotTwist PlotTwistCheckmate HideAndSeekPlotTwist DiceRollPlotTwist',
  },
  romanticize: {
    dance:
      'RomanticizeSlowDance KitchenWaltzForOne MainCharacterSpin RomanticizeTheMopTango HomeDiscoSoloDate SunsetSwayRomanticized SalsaClassArtistDate RomanticizeMusicalNumber',
    fitness:
      'RomanticizeYourWalk SoloSunsetJog MainCharacterRun RomanticizeSunriseYoga PostWorkoutLittleTreat SoloDatePilates SlowStretchRomanticized NatureHikeArtistDate',
    funny:
      'RomanticizeTheChores MainCharacterGroceryRun RomanticizingGoneWrong JustifyMyLittleTreat InterviewMySoloDate TheDentistRomanticized NotTheMainCharacter RomanticizeMyBadHairDay',
    prank:
      'MainCharacterPaparazzi WalkInSongMainCharacter RomanticizeTheLaundryPile GiantBoxLittleTreat CardboardGuestSoloDate RomanticizeDadsSocks ViolinAlarmRomanticized RomanticizeTheGroceryList',
    educational:
      'RomanticizeStudying ArtistDateArtHistory RomanticizeANewLanguage BookReportMainCharacter PoetryByHeartRomanticized LibrarySoloDate ReadAChapterLittleTreat CalligraphyArtistDate',
    cooking:
      'RomanticizeBreakfast RomanticizeTeaTime LittleTreatBaking DinnerForOneSoloDate MainCharacterPicnic LeftoversRomanticized CafeAtHomeSoloDate LunchboxLittleTreat',
    travel:
      'RomanticizeYourCity RomanticizeTheCommute FlowerMarketTrip MuseumSoloDate BookshopArtistDate LittleTreatTour SunsetBenchRomanticized WindowSeatMainCharacter',
    fashion:
      'RomanticizeGetReady MainCharacterFit DressUpForSoloDate SundressRomanticized RomanticizeThrifting BeretForArtistDate LittleTreatEarrings TrenchCoatMainCharacter',
    speed:
      'RomanticizeInOneMinute LittleTreatDash SpeedrunRomanticizing SoloDateTableTimer BouquetBlitzRomanticize MainCharacterQuickChange RaceToRomanticizeMyDesk SketchSprintArtistDate',
    music:
      'RomanticizeSoundtrack ScoreYourWalkLikeAFilm MainCharacterTheme RomanticizeShowerSinging OdeToCoffeeRomanticized SoloDateSerenade JingleForALittleTreat FreeConcertArtistDate',
    art: 'RomanticizeSketchbook FlowerMarketPainting ParkBenchArtistDate StillLifeRomanticized MainCharacterPortrait PressedPetalsArtistDate RomanticizeYourWindowView LittleTreatDoodles',
    tech: 'RomanticizeCinematicEdit RomanticizeFilmFilter MainCharacterSlowMo RomanticizeYourHomeScreen VoiceDiaryRomanticized VlogMySoloDate TimelapseMyLittleTreat PhotoWalkArtistDate',
    pet: 'RomanticizePetWalk RomanticizeDogDate PupGetsALittleTreat MainCharacterCat SlowMoZoomiesRomanticized RomanticizeSunbeamNaps FishWatchingSoloDate DrawMyKittenArtistDate',
    gaming:
      'RomanticizeGameNight RomanticizeCozyGaming MainCharacterSideQuest PuzzleSoloDate LittleTreatLootDrop DrawAndGuessArtistDate SolitaireRomanticized CrosswordMainCharacter',
  },
  positivity: {
    dance:
      'GoodVibesDanceParty SunshineShuffle PositivityConga PassThePositivity KitchenBoogiePositivity BounceBackPositivity DuetForGoodVibes PowerPosePositivity',
    fitness:
      'PositiveRepsOnly GoodVibesRun PositiveAffirmationPlank GoodVibesPushUps PowerWalkPositivity BurpeesWithPositivity StarJumpsGoodVibes CheerSquadPositivity',
    funny:
      'PositivityGoneTooFar PositiveSpinOnEverything SilverLiningSkit GoodVibesOnlyFails MondayVsPositivity HypeManPositivity DadJokesForGoodVibes PlantPepTalkPositivity',
    prank:
      'PositiveStickyNotes AmbushWithPositivity GoodVibesOvation GoodVibesBalloonDoor BreakingPositiveNews SmileyEggsPositivity GoodVibesPlaylistHijack FanClubGoodVibes',
    educational:
      'GoodNewsOfTheWeek LearnToReframePositively GratitudeListPositivity PositiveSelfTalkSwap PositivityMythOrFact SignLanguagePositivity DoseOfPositivity HelpersHighPositivity',
    cooking:
      'PositivityPancakes GoodVibesSmoothie SunshineLemonBars PositiveFortuneCookies BakeAndGivePositivity PositivelyCheesyToast MugCakeOfPositivity SunnySideUpPositivity',
    travel:
      'PositivityRoadTrip GoodVibesCityTour PositivityPostcards HometownGoodVibes DetourOfPositivity DelayedButPositive KindnessWalkPositivity ViewpointGoodVibes',
    fashion:
      'PositivityColorFit PositiveSloganTee HypeMyLookPositivity PositivityPatchJacket BraceletSwapGoodVibes DopamineDressPositive HallwayRunwayPositivity HappySocksGoodVibes',
    speed:
      'PositiveReframeRace GoodNewsSpeedRound GoodVibesComplimentBlitz PositivityIn60Seconds SmileRelayPositivity AlphabetOfPositivity GoodVibesHighFiveCount TongueTwisterPositivity',
    music:
      'PositivityPlaylist GoodVibesCover SunshineSong PositiveLyricRewrite PositivityRap WhistleYourPositivity KitchenConcertGoodVibes ClapAlongPositivity',
    art: 'PositivityPoster PositivityRockPainting ChalkArtPositivity DailyDoodleGoodVibes GoodVibesZine BlackoutPoetryPositivity GoodVibesCollage HappyPlacePositivity',
    tech: 'PositivityLockScreen PositivityFeedReset TextChainOfPositivity AlarmLabelsPositivity GoodVibesGroupChat FiveStarPositivity PhotoAlbumGoodVibes WholesomeMemesGoodVibes',
    pet: 'PositiveTrainingTrick HypeMyPupGoodVibes TailWagPositivity PurrPositivity PositiveLessonsFromCats GoodVibesPetWalk WelcomeHomeGoodVibes CuddleBreakPositivity',
    gaming:
      'GoodVibesLobby PositiveCharades NoTrashTalkPositivity PositivityBingo KindnessQuestPositivity DiceGameGoodVibes PositiveGGOnly CoopModePositivity',
  },
  'fresh start': {
    dance:
      'FreshStartSunriseGroove CleanSlateShuffle FreshStartShakeOff FirstLessonFreshStart NewBeginningsBallet EmptyRoomFreshStart FreshStartFreestyle MovingDayFreshStart',
    fitness:
      'FreshStartDayOneWorkout FreshStartMorningRun CleanSlateStretch CouchToFiveKFreshStart ThirtyDayFreshStart PlankTestFreshStart NewBeginningsYoga PostureResetFreshStart',
    funny:
      'FreshStartEveryMonday FreshStartByNoon CleanSlateChaos NewStartSameMe JanuaryGymFreshStart PrettyPlannerFreshStart NewBeginningsSpeech FirstSaladFreshStart',
    prank:
      'FreshStartRoomReveal FreshStartDeskSurprise NicknameChangeFreshStart FakeBangsFreshStart WildResolutionFreshStart SillyScheduleFreshStart NewBeginningsBanner FreshStartLabelMaker',
    educational:
      'WhyMondaysMotivate TwoMinuteRuleFreshStart HabitStackingFreshStart WordOfTheDayFreshStart BuildABudgetFreshStart NewStartLanguageDayOne SixtySixDayFreshStart SleepScheduleFreshStart',
    cooking:
      'FreshStartPantryReset CleanSlateSoup NewBeginningsFirstMeal FreshStartBananaBread BatchCookNewStart SaladJarsFreshStart LuckyNoodlesFreshStart OvernightOatsFreshStart',
    travel:
      'FreshStartNewCity FreshStartSoloTrip SunriseDayOneHike FirstWalkFreshStart FreshStartPackLight NewBeginningsPostcard LibraryCardFreshStart YesDayFreshStart',
    fashion:
      'FreshStartNewLook CleanSlateCapsule ClosetPurgeFreshStart FirstDayOutfitFreshStart FreshStartColorPop NewBeginningsThriftHaul FreshStartShoeShine ClothesSwapFreshStart',
    speed:
      'FreshStartFiveMinuteTidy CleanSlateCountdown InboxZeroFreshStart TenThingsOutFreshStart FreshStartDeskSprint NewStartSpeedrun FridgeWipeFreshStart NewBeginningsUnpackRace',
    music:
      'FreshStartAnthem FirstChordFreshStart NewStartKaraoke RemixYourFreshStart SadSongsOutFreshStart DrumRollFreshStart NewBeginningsCover WakeUpTuneFreshStart',
    art: 'FreshStartBlankCanvas FreshStartFirstPage SunriseWatercolor PaintOverItFreshStart FreshStartVisionBoard NewStartSelfPortrait ButterflyNewBeginnings TornPaperFreshStart',
    tech: 'FreshStartPhoneCleanup FreshStartDesktopReset UnsubscribeFreshStart PhotoPurgeFreshStart NewStartHomeScreen AppDetoxFreshStart BackupDayFreshStart DigitalJournalFreshStart',
    pet: 'FreshStartAdoptionDay NewBeginningsPup FreshStartPetBed ToyRotationFreshStart FirstTrickFreshStart NewStartWalkRoute BrushingHabitFreshStart NameRevealFreshStart',
    gaming:
      'FreshStartNewSaveFile FreshStartHardMode CleanSlateRun LevelOneFreshStart FreshStartRematch RespawnFreshStart NewBeginningsAvatar FirstMoveFreshStart',
  },
  'golden hour': {
    dance:
      'GoldenHourSilhouetteDance TwirlInGoldenHour ShadowDuetGoldenHour GoldenHourBalletLeap BackyardWaltzGoldenHour GoldenHourHairFlip GoldenHourCartwheel SalsaAtGoldenHour',
    fitness:
      'GoldenHourRun GoldenHourYoga SunsetStretch ChaseTheGoldenHour WalkingLungesGoldenHour ParkCircuitGoldenHour GoldenHourJumpRope ShadowBoxingGoldenHour',
    funny:
      'GoldenHourPhotoFail ChasingGoldenHour MagicHourExpectations SquintingAtGoldenHour MosquitoesLoveGoldenHour CloudsRuinedGoldenHour DadCamGoldenHour GoldenHour300Selfies',
    prank:
      'GoldenHourSurpriseShoot GoldenHourTinyPicnic FakeGoldenHourLamp ToyCameraGoldenHour GiantHandGoldenHour CopycatPosesGoldenHour BubbleAmbushGoldenHour NatureDocGoldenHour',
    educational:
      'WhyGoldenHourGlows FindYourGoldenHour ShadowLengthGoldenHour RimLightGoldenHour GoldenHourRuleOfThirds GoldenHourWhiteBalance GoldenHourSunsetMath GoldenHourVsNoonPortrait',
    cooking:
      'GoldenHourPicnic GoldenHourMocktail HoneyToastGoldenHour PeachParfaitGoldenHour BackyardDinnerGoldenHour FoodPhotoGoldenHour GoldenHourPopsicles CitrusSaladGoldenHour',
    travel:
      'GoldenHourPhotoWalk GoldenHourHike SunsetViewpointHunt HometownGoldenHour ShorelineGoldenHour MeadowGoldenHour CampsiteGoldenHour TrainWindowGoldenHour',
    fashion:
      'GoldenHourGlowLook SunsetToneFit FlowyDressGoldenHour LinenSetGoldenHour HoopEarringsGoldenHour TwirlTestGoldenHour SunglassesGoldenHour WhiteShirtGoldenHour',
    wellness:
      'GoldenHourWalk GoldenHourGratitude SunsetMeditation PhoneFreeGoldenHour PorchTeaGoldenHour BarefootGoldenHour GoldenHourCallAFriend GoldenHourWindDown',
    speed:
      'GoldenHourPhotoRace GoldenHourTenFrames BeatTheSunset QuickChangeGoldenHour GoldenHourPoseBlitz AToZGoldenHour SpeedSketchGoldenHour ColorHuntGoldenHour',
    music:
      'GoldenHourAcoustic GoldenHourCoverSong SunsetSingAlong LoFiBeatGoldenHour SoundtrackMyGoldenHour GoldenHourDuet BackyardKaraokeGoldenHour HummingAtGoldenHour',
    tech: 'GoldenHourTimelapse PortraitModeGoldenHour OneTapEditGoldenHour GoldenHourAlertApp LensFlareGoldenHour GoldenHourVsFilter SlowMoGoldenHour PanoramaGoldenHour',
    pet: 'GoldenHourPetPortrait GoldenHourDogWalk SunsetZoomies SunbeamCatGoldenHour FetchAtGoldenHour GoldenHourFurGlow FloppyEarsGoldenHour SilhouettePupGoldenHour',
    gaming:
      'GoldenHourPhotoMode GoldenHourGameScenery SunsetScreenshotHunt ShadowTagGoldenHour HideAndSeekGoldenHour GoldenHourISpy KickTheCanGoldenHour CharadesGoldenHour',
  },
  'glow up': {
    dance:
      'GlowUpTransitionDance MonthOfChoreoGlowUp GlowUpYourTwoStep PajamasToPartyGlowUp LearnToShuffleGlowUp GlowUpMyPirouette GiveDadsMovesAGlowUp TheWormGlowUp',
    fitness:
      'GlowUpStepChallenge StrongerEveryWeek PushUpGlowUp ThirtyDayPlankGlowUp FixMyPostureGlowUp TouchYourToesGlowUp GlowUpYourSquatForm JumpRopeGlowUp',
    funny:
      'GlowUpThenVsNow AwkwardPhaseRecap ReverseGlowUp HouseplantGlowUp GlowUpMyDad BedHeadGlowUp KidDoesMyGlowUp ZeroBudgetGlowUp',
    prank:
      'GlowUpSurpriseReveal AnticlimacticGlowUp SecretRoomGlowUp FakeMustacheGlowUp DesignerOrDollarGlowUp DressLikeDadGlowUp SlowMoEntranceGlowUp GlowUpForMom',
    educational:
      'HowHabitsStick SleepIsTheGlowUp ANewWordADayGlowUp GlowUpYourHandwriting PublicSpeakingGlowUp TwoFingerSPFGlowUp GlowUpYourNotes ResumeGlowUp',
    cooking:
      'GlowUpMealPrep ToastGlowUp InstantNoodleGlowUp GiveLeftoversAGlowUp SadDeskLunchGlowUp ThreeDollarGlowUp RateMyOatmealGlowUp GlowUpCookOff',
    travel:
      'GlowUpSoloTrip GlowUpTravelDiary HometownGlowUp CarryOnOnlyGlowUp CozyCampsiteGlowUp SameSpotPhotoGlowUp GlowUpThePicnic ReadAMapGlowUp',
    wellness:
      'GlowUpJournal InnerGlowUp BedBy10GlowUp EightGlassesGlowUp CutScreenTimeGlowUp KinderSelfTalkGlowUp WalkEveryDayGlowUp SimpleSkincareGlowUp',
    speed:
      'GlowUpIn60Seconds GlowUpRoomRace GlowUpBeforeTheDoorbell OneSongGlowUp DeskGlowUpSprint FridgeGlowUpBlitz FamilyRelayGlowUp BackpackGlowUpRush',
    music:
      'GlowUpAnthemCover MySingingGlowUp SchoolRecorderGlowUp ShowerSingerGlowUp FromHumToSongGlowUp GlowUpYourKaraoke GlowUpANurseryRhyme PotsAndPansGlowUp',
    art: 'GlowUpSketchbook RedrawMyOldArt StickFigureGlowUp GlowUpAThriftPainting GlowUpMyKidsDrawing GlowUpYourSignature HandLetteringGlowUp ShoeDoodleGlowUp',
    tech: 'GlowUpDeskSetup GlowUpPhoneScreen OldLaptopGlowUp TameTheCablesGlowUp SortMyFilesGlowUp SelfieLightingGlowUp EmailSignatureGlowUp VideoCallGlowUp',
    pet: 'RescuePetGlowUp AfterTheBrushGlowUp GlowUpTheFishTank DIYScratchPostGlowUp NoMorePullingGlowUp PuppyToDogGlowUp GlowUpMyHamsterHome FeedingCornerGlowUp',
    gaming:
      'GlowUpGamingSetup CharacterGlowUp LevelOneVsMaxGlowUp BronzeToGoldGlowUp BoardGameShelfGlowUp GlowUpMyChessRating AimTrainingGlowUp GlowUpYourBase',
  },
  'hot wheels': {
    dance:
      'HotWheelsLoopDance OrangeTrackGroove HurdleTheHotWheels RollLikeAToyCar HotWheelsFinishLineJig CarWashWiggleHotWheels SlowMoCrashHotWheels DriftStepHotWheels',
    fitness:
      'HotWheelsPlankRace TrackLoopLunges HotWheelsPushUps BearCrawlHotWheels SquatLaunchHotWheels OutrunAHotWheels DiecastBurpees BroadJumpHotWheels',
    funny:
      'HotWheelsCommentary TinyCarBigDrama HotWheelsMovieTrailer DadVsKidHotWheels HotWheelsCrashReplay WinnerInterviewHotWheels ToyCarTrafficJam DontTouchMyDiecast',
    prank:
      'HotWheelsNoteDelivery HotWheelsHouseTrack DeskParkingLotHotWheels ToyCarForDadsKeys BedTrafficJamHotWheels WriteAHotWheelsTicket ShoeGarageHotWheels DiecastTreasureHunt',
    educational:
      'HotWheelsSpeedMath TrackLoopScience RampAngleHotWheels CarpetVsTileHotWheels HeavyVsLightHotWheels RealSizeDiecast PotentialEnergyHotWheels SortByColorHotWheels',
    cooking:
      'HotWheelsCake PitStopSnacksHotWheels BrownieRoadHotWheels ToyCarCookies PancakeRacewayHotWheels HotWheelsLunchbox HotWheelsPartyMix MiniDonutTiresHotWheels',
    travel:
      'HotWheelsRoadTrip HotWheelsAtLandmarks TinyCarBigWorld DiecastTravelBuddy ToyCarPostcard MapRouteHotWheels SouvenirDiecast SandDuneHotWheels',
    fashion:
      'HotWheelsFlameFit DiecastCarEarrings RacingStripeHotWheels CheckeredFlagHotWheels HotWheelsPitCrew AllOrangeHotWheels ToyCarKeychain BomberJacketHotWheels',
    wellness:
      'HotWheelsWithDad InnerChildPlaytime ASMRHotWheels PhoneDownHotWheels ToyCarTherapy CalmDiecastSort HotWheelsZenTrack MemoryLaneHotWheels',
    music:
      'HotWheelsTrackBeat HotWheelsRaceSong VroomRemixHotWheels BeatboxHotWheels DiecastDrumming EngineChoirHotWheels EpicScoreHotWheels FanfareHotWheels',
    art: 'HotWheelsCustomPaint HotWheelsDiorama DiecastPhotoshoot DesignYourHotWheels TireTrackArtHotWheels StopMotionHotWheels CardboardGarageHotWheels SketchAToyCar',
    tech: 'HotWheelsSpeedTrap HotWheelsSlowMo DiecastRaceTimer LowAngleHotWheels StopMotionToyCar GreenScreenHotWheels PhotoFinishHotWheels DiecastSpreadsheet',
    pet: 'HotWheelsCatBoxGarage HotWheelsPuppyPortrait HotWheelsPetNames NappingPupHotWheels HeadTiltHotWheels HotWheelsCardboardCarBed KittenChasesHotWheels BarkingAtHotWheels',
    gaming:
      'HotWheelsTournament DiecastDragRace KingOfTheTrackHotWheels DiecastDraft LongestJumpHotWheels StatCardsHotWheels DerbyNightHotWheels ToyCarBowling',
  },
  'future self': {
    dance:
      'FutureSelfVictoryDance FutureMeMoves DuetWithFutureSelf LearnItForFutureMe TimeCapsuleChoreo FutureSelfAt80 StrutLikeFutureSelf DoTheRobotFutureSelf',
    fitness:
      'FutureSelfStepGoal FutureMeThanksMe PlankForFutureMe TimeCapsulePushUpTest SitToStandFutureSelf FlexibleFutureSelf OneLegBalanceFutureSelf GroceryCarryFutureSelf',
    funny:
      'FutureSelfVisitsMe FutureSelfWarningSkit FutureMeCallsToComplain PastMeVsFutureMe ThatsAFutureMeProblem TimeCapsuleRegrets DearFutureMeSorry TechSupportForFutureMe',
    prank:
      'NoteFromFutureSelf FakeTimeCapsuleDig FortuneTellerFutureMe GrayWigFutureSelf ScheduledTextFutureMe FutureSelfHeadline FutureSelfPhotoSwap TimeCapsuleSurprise',
    educational:
      'FutureSelfGoalSetting CompoundInterestFutureMe FutureSelfIsAStranger OldestTimeCapsuleEver WriteALetterToSelf SpacedRepetitionFutureMe NewLanguageForFutureMe MarshmallowTestFutureSelf',
    cooking:
      'FutureSelfMealPrep FutureMeLunchbox GrandmasRecipeTimeCapsule OvernightOatsFutureMe DoubleBatchFutureMe SignatureDishFutureSelf PicklesForFutureMe SnackDrawerFutureSelf',
    travel:
      'FutureSelfBucketList FutureMePostcard SameSpotTimeCapsule LetterToSelfOnAHike PinTheMapFutureSelf TravelJournalFutureMe SouvenirTimeCapsule FirstSoloTripFutureSelf',
    fashion:
      'FutureMeFitCheck DressLikeFutureSelf TimeCapsuleLook DreamJobFutureSelf CostPerWearFutureMe GrandmaStyleFutureMe FutureSelfSpaceAge MendItForFutureMe',
    speed:
      'FutureSelfOneMinuteLetter FutureSelfRapidGoals TimeCapsuleSpeedPack ElevatorPitchFutureSelf TidyForFutureMe PrepTomorrowFutureMe FutureMeInFiveWords QuickSketchFutureSelf',
    music:
      'FutureSelfSong TimeCapsuleMixtape VoiceMemoTimeCapsule FirstChordFutureMe DuetWithFutureMe LullabyForFutureMe RadioShowFutureSelf KaraokeLetterToSelf',
    art: 'FutureSelfVisionBoard FutureSelfPortrait TimeCapsuleCollage FutureMeComicStrip IllustratedLetterToSelf DreamHouseFutureMe ClayFigureFutureMe PaintedJarTimeCapsule',
    tech: 'FutureSelfEmail FutureSelfAIAging TimeCapsuleVideo CloudBackupFutureMe ChatWithFutureSelf OneSecondADayFutureMe VoiceNoteToFutureMe FutureMeWallpaper',
    pet: 'FutureSelfPetPhoto TimeCapsuleWithMyDog LetterToSelfFromMyCat TrickTrainingFutureSelf PawPrintForFutureMe GrowthChartFutureMe ToothbrushingFutureMe WalkStreakFutureSelf',
    gaming:
      'FutureSelfQuestLog FutureMeSkillTree CharadesAsFutureSelf TimeCapsuleHighScore MASHGameFutureSelf WouldYouRatherFutureSelf TwentyQuestionsFutureMe BingoCardFutureMe',
  },
  miniature: {
    dance:
      'TinyDancerDiorama MusicBoxSpinMiniature FingerDanceDiorama TiltShiftMiniatureMoves DollhouseGiantShuffle CopyTheMiniaturePose WindUpMiniatureWaltz DollhouseDiscoNight',
    fitness:
      'MiniatureDumbbellCurls MiniaturePainterStretch WristWarmUpMiniature PlankWhileDioramaDries GiantStompDiorama HighKneesMiniatureCity DollhouseSquats ShrinkRayMiniature',
    funny:
      'SneezeVsMiniatureTown MiniatureTalkShow GiantInATinyWorld DollhouseDrama RealEstateTourDollhouse DioramaOfMyBadDay SoapOperaForMiniatures MiniatureWeatherReport',
    prank:
      'MiniatureRoomReplica TinyPeopleInTheFridge FairyDoorMiniature MiniatureTwinPrank LunchboxMiniature DollhousePlateSwap FanMailMiniature MiniatureWelcomeParty',
    educational:
      'MiniatureScaleMath MiniatureHistoryDiorama HowTinyFoodIsMade MiniatureSolarSystem RealOrMiniatureQuiz HabitatDiorama ForcedPerspectiveDiorama MiniatureCellModel',
    cooking:
      'MiniaturePancakeStack MiniatureFruitTarts MiniatureBurgers DollhouseDinnerParty CharcuterieInMiniature GiantVsMiniatureSnack EdibleDiorama HighTeaInMiniature',
    travel:
      'MiniatureLandmarkBuild MiniatureParkVisit TiltShiftTownMiniature TripInADiorama PackInMiniature MiniatureTravelBuddy PostcardDiorama HilltopMiniatureView',
    fashion:
      'MiniatureOutfitSewing TinyFoodEarrings MiniatureHatMaking DollhouseRunway MatchingMiniatureFit HandbagInMiniature PendantDiorama SneakerCharmMiniature',
    wellness:
      'MiniatureMindfulBuild MiniatureZenGarden TinyWorldCalm TerrariumMiniature OnePieceADayDiorama MiniaturePaintingASMR UnplugWithAMiniature FairyHouseMiniature',
    speed:
      'MiniatureSpeedBuild MiniatureOneHourRoom MiniatureFurnitureDash DollhouseTidyRace PaintSprintMiniature RealOrMiniature ShoeboxDioramaBlitz StackTheMiniatures',
    music:
      'MiniatureInstrumentCraft MiniatureConcertStage TinyPianoCover MusicBoxMiniature DollhouseBand DioramaSoundscape ClinkingTeacupsMiniature LullabyForTheDollhouse',
    tech: 'Miniature3DScan MiniatureMacroShots TiltShiftMiniature StopMotionDiorama GreenScreenDiorama DollhousePOVTour MiniatureTimelapseBuild PhoneMagnifierMiniature',
    pet: 'MiniaturePetLookalike MiniatureCatPortrait MiniaturePupSculpture BunnyBurrowDiorama HamsterMiniatureHouse ReptileTankDiorama DogMeetsMiniatureMe DollhouseNapSpot',
    gaming:
      'MiniatureTabletopArmy MiniatureGameBoard PaintYourMiniatureHero DollhouseEscapeRoom HideAndSeekDiorama MiniatureGolfCourse DungeonDiorama ChessSetInMiniature',
  },
  'snack heist': {
    dance:
      'SnackHeistTiptoe MidnightSnackShuffle SnackHeistSlowMoSneak CookieHeistMoonwalk SpyMovesSnackHeist FreezeFrameSnackHeist LookoutDuetSnackHeist PantryPirouetteSnackHeist',
    fitness:
      'SnackHeistBearCrawl SnackHeistStealthSquats PantryTiptoeCardio TrainForTheSnackHeist SnackHeistShuttleRun CookieHeistLunges LookoutWallSitSnackHeist FrogJumpSnackHeist',
    funny:
      'SnackHeistCaughtOnCam MasterPlanForASnackHeist FridgeRaidNarration SnackHeistBloopers CrinklyBagSnackHeist MidnightSnackConfession CookieHeistInterrogation SpyMovieSnackHeist',
    educational:
      'WhyWeCraveMidnightSnacks ReadTheLabelSnackHeist CookieHeistFingerprints CipherNoteSnackHeist FloorPlanSnackHeist MidnightSnackAndSleep PortionSizeSnackHeist AirInChipBagsSnackHeist',
    cooking:
      'MidnightSnackBake SnackHeistTrailMix MidnightSnackMugCake SecretRecipeCookieHeist QuesadillaMidnightSnack NoCookMidnightSnack PantryRaidSnackHeist ZeroNoiseMidnightSnack',
    travel:
      'SnackHeistSouvenirHunt ForeignSnackHaul SnackHeistRoadTripStash CarryOnSnackHeist MidnightSnackAbroad ASnackHeistInEveryCity TheGreatTrainSnackHeist SnackHeistSuitcaseReveal',
    fashion:
      'SnackHeistNinjaFit MidnightSnackPajamas SecretAgentSnackHeist BigPocketsSnackHeist QuietSlippersSnackHeist StripedShirtCookieHeist SnackHeistGRWM HeadlampSnackHeist',
    wellness:
      'SnackHeistMindfulBite MidnightSnackSwap NoGuiltSnackHeist WaterFirstMidnightSnack HungerOrBoredSnackHeist PhoneDownSnackHeist ScheduledSnackHeist ShareTheLootSnackHeist',
    speed:
      'SnackHeistSpeedrun SnackHeistTimer FridgeRaidSprint CookieHeistCountdown SilentWrapperSnackHeist ObstacleRunSnackHeist PutItBackSnackHeist CommercialBreakSnackHeist',
    music:
      'SnackHeistThemeSong SnackHeistSneakBeat MidnightSnackJam CrunchRhythmSnackHeist FridgeRemixSnackHeist WhisperRapMidnightSnack CookieHeistDrumroll SpyMovieScoreSnackHeist',
    art: 'SnackHeistComic SnackHeistBlueprint MidnightSnackSketch WantedPosterSnackHeist CookieHeistClaymation StillLifeMidnightSnack ChipBagCollageSnackHeist FingerprintArtCookieHeist',
    tech: 'SnackHeistCam FridgeDoorAlarm NightVisionSnackHeist GroupChatSnackHeist VoiceAssistantSnackHeist StopMotionSnackHeist PhonePeriscopeSnackHeist MidnightSnackTimelapse',
    pet: 'SnackHeistDogTreats SnackHeistCatnipHunt LookoutPupSnackHeist PuzzleFeederSnackHeist HideTheKibbleSnackHeist GuiltyFaceSnackHeist PetSafeCookieHeist SlowMoPawSnackHeist',
    gaming:
      'SnackHeistStealthLevel PantryHeistBoardGame FreezeTagSnackHeist SnackHeistEscapeRoom SleepingGuardSnackHeist CookieHeistWhodunit HotAndColdSnackHeist MidnightSnackTrivia',
  },
  fidget: {
    dance:
      'FidgetDanceBreak SpinLikeAFidgetSpinner FingerTuttingFidget StressBallShuffle FidgetLegsFreestyle PopItFreeze PassTheStressBall TwistWithAFidgetToy',
    fitness:
      'StressBallGripWorkout SquatAndCatchStressBall PlankAndPopIt FidgetSpinnerWallSit FidgetToyRelay FidgetEnergyBurn DeskFidgetStretch TreePoseFidgetBalance',
    funny:
      'FidgetDuringMeetings FidgetCollectionLevels PopItCantStop ConfiscatedFidgetToy DadTriesPopIt StressBallAfterMonday LoudestFidgetEver GrandmaReviewsFidgets',
    prank:
      'PopItGiantSurprise FlatPopItPrank FidgetToyTakeover HiddenFidgetHunt FidgetSpinnerSwap NestedBoxesFidget GooglyEyesFidget MovingFidgetMystery',
    educational:
      'HowFidgetSpinnersSpin WhyFidgetingHelps GyroscopeInAFidget PopItMultiplication ConcentrationTestFidget BestStressBallFilling PopItBinary SpellWithAPopIt',
    cooking:
      'FidgetSpinnerCookies FidgetPopItCake PopItChocolateMold IceCubesInAPopIt YogurtBitesPopIt KneadLikeAStressBall FidgetFriendlyLunchbox WaffleVsPopIt',
    travel:
      'FidgetTravelKit FidgetRoadTripToys PopItOnThePlane TrainRideFidget SouvenirFidgetHunt ThemeParkQueuePopIt FidgetSpinnerMapPick LayoverStressBall',
    fashion:
      'FidgetJewelry FidgetRingStack PopItBagFitCheck MatchMyPopIt ComfyFidgetHoodie DIYFidgetBracelet BackpackStressBall SensoryFidgetOutfit',
    speed:
      'FidgetSpeedPop FidgetSpinnerRecord PopItRaceOff RelayWithAStressBall FidgetCubeSprint BlindfoldPopIt TenSecondStressBallCatch PatternMatchPopIt',
    music:
      'FidgetSoundRemix PopItDrumBeat FidgetBandCover FidgetMetronome GuessWhichFidget RhythmTossStressBall ASMRPopIt ChillFidgetLoop',
    art: 'FidgetSpinnerPainting PopItPixelArt StressBallFaces FidgetStillLife PrintmakingWithPopIt ClayFidgetToy ZentangleFidget ColorWheelFidget',
    tech: 'FidgetSpinnerSlowMo MeasureFidgetRPM DigitalPopItVsReal AnimateYourFidget RollingShutterFidget CodeYourOwnPopIt FidgetCubeBuild FidgetBreakTimer',
    pet: 'FidgetSpinnerCatStare PettingIsMyFidget HeadTiltFidgetSounds FidgetBreakWithMyPup FidgetSnuffleMat LapDogFidgetCalm FishWatchesMyFidget PurrVsPopIt',
    gaming:
      'FidgetDuringLoading PopItBoardGame FidgetSpinnerArena StressBallTarget MemoryMatchFidget TicTacToeOnAPopIt MysteryBagFidget LongestSpinWinsFidget',
  },
  'spelling bee': {
    dance:
      'SpellItWithYourBody HardestWordHustle SpellingBeeVictoryJig WaggleDanceSpellingBee LetterStompSpellingBee SpellingBeeMicDrop SpellingBeeConga WalkUpSongSpellingBee',
    fitness:
      'SpellAndSquat SpellingBeeBurpees AlphabetLunges SpellingBeePushUpPenalty JumpingJackSpellingBee SpellingBeePlankHold SpellingBeeRelayRun SkipRopeSpellingBee',
    funny:
      'CanYouUseItInASentence SpellingBeeStalling SpellingBeeParody ParentsTrySpellingBee SpellingBeeWithSlang PirateSpellingBee FancyFoodSpellingBee PetNameSpellingBee',
    prank:
      'SurpriseSpellingBee MadeUpWordChallenge SpellingBeeAtDinner SpellingBeeReplies SpellingBeeBuzzer TypoLabelsSpellingBee TinyTrophySpellingBee AnnouncerVoiceSpellingBee',
    cooking:
      'AlphabetSoupSpellOff SpellingBeeHoneyCake BeeHiveCupcakes CroissantSpellingBee LetterCookiesSpellingBee WorcestershireSpellingBee SprinkleSpellingBee SandwichStackSpellingBee',
    travel:
      'SpellYourNameWithSigns RoadTripSpellingBee SpellingBeeAbroad TrickyTownsSpellingBee SpellingBeeOnTheTrain MississippiSpellingBee PostcardSpellingBee PicnicSpellingBee',
    fashion:
      'SpellingBeeFitCheck SpellItInBeads BuzzWorthyStripes SloganTeeSpellingBee ContestantBibSpellingBee LetterJacketSpellingBee CozyCardiganSpellingBee NameTagSpellingBee',
    wellness:
      'SpellingBeePepTalk BreatheBeforeYouSpell StagefrightReset PowerPoseSpellingBee EyesClosedSpellingBee GoodSleepSpellingBee ShakeItOffSpellingBee KindWordsSpellingBee',
    speed:
      'SpellingBeeBlitz SpellItBackwards HardestWordRace OneBreathSpellingBee TypeItFastSpellingBee ShotClockSpellingBee SpellingBeeTagTeam BeatTheBuzzSpellingBee',
    music:
      'SpellingBeeRap SpellItToTheBeat AlphabetSongShowdown SpellingBeeJingle OperaSpellingBee BeatboxSpellingBee LyricsSpellingBee SpellingBeeBarbershop',
    art: 'SpellItInBubbleLetters HoneycombLettering SpellingBeeTrophyCraft CalligraphySpellingBee SpellingBeePoster ComicSpellingBee SpellingBeeMascot ChalkWordsSpellingBee',
    tech: 'SpellingBeeVsAI VoiceAssistantSpellOff AutocorrectTrustFall TypingTestSpellingBee KeyboardOnlySpellingBee EmojiSpellingBee SpellingBeeFlashcardApp TextToSpeechSpellingBee',
    pet: 'PetSpellingBee SpellingBeeWalkiesTest SpellingBeeBuzzerCat PupKnowsSpellingBee KeyboardKittySpellingBee FurryJudgeSpellingBee SitStaySpellingBee SpellingBeeTreatJar',
    gaming:
      'QueenBeeOrBust SpellingBeePangramHunt SpellingBeeTournament HangmanSpellingBee LetterTileSpellingBee WordLadderSpellingBee SpellingBeeBingo GhostSpellingBee',
  },
  streamer: {
    dance:
      'ChatPicksTheDance EmoteIRLStreamer StreamerChairMoves StreamerBRBShuffle RaidPartyStreamer StreamerSubGoalJig WebcamFreestyleStreamer StreamerOutroTwoStep',
    fitness:
      'StreamerStretchBreak ChatPicksTheReps StreamerFollowerPushUps StreamerLossSquats PostureCheckStreamer PlankTillRespawnStreamer WristWarmUpStreamer DesksideCardioStreamer',
    funny:
      'StreamerMicMuted GoingLiveFails StreamerMomWalksIn ZeroViewersStreamer StreamerFrozenFrame StreamerVoiceOff GrandpaAsStreamer NarrateLikeAStreamer',
    prank:
      'StreamerFamilyCameo StreamerBirthdayShoutout EsportsCasterStreamer DonationAlertStreamer SeatSwapStreamer HypeTrainStreamer StreamerIntroForDad StreamerEmoteFaces',
    educational:
      'HowStreamingWorks LightingLikeAStreamer MicDistanceStreamer OnlineSafetyStreamer StreamerSlangQuiz CodingStreamer WhatIsFPSStreamer FirstEverStreamer',
    cooking:
      'StreamerSnackDesk ChatPicksRecipe OneHandedStreamerWrap StreamerEnergyBites StreamerRamenUpgrade StreamerPizzaBagels SmoothieForTheStreamer LateNightStreamerToast',
    travel:
      'StreamerCityWalk GoingLiveAbroad StreamerGamingCafeTrip PackLikeAStreamer HotelWifiStreamer ArcadeDayStreamer ScenicBackdropStreamer StreamerDayOut',
    fashion:
      'StreamerFitCheck StreamerHoodieLook WebcamReadyOutfit StreamerCozyLayers HeadsetHairStreamer MerchDesignStreamer AllPurpleStreamer GamerGlassesStreamer',
    wellness:
      'StreamerBreakTime StreamerHydrationCheck JustChattingCalm EyeRestStreamer StreamerBedtime ThankYourChatStreamer TouchGrassStreamer NoCamDayStreamer',
    speed:
      'StreamerSetupRace SpeedrunLikeAStreamer GoingLiveInOneMinute FastestTypistStreamer StreamerChatReadBlitz StreamerReactionTest AimTrainerStreamer BRBSnackDashStreamer',
    music:
      'StreamerIntroSong LoFiBeatsStreamer ChatRequestCover StreamerAlertJingle StreamerOutroTheme BeatboxStreamer StreamerSingAlong KeyboardClackStreamer',
    art: 'StreamerOverlayDesign StreamerEmoteArt WebcamFrameCraft PixelAvatarStreamer ChannelBannerStreamer LogoSketchStreamer DrawYourChatStreamer ClayMascotStreamer',
    tech: 'StreamerSetupTour StreamerMicTest WebcamLightingGlowUp PhoneCamStreamer ZeroBudgetStreamer GreenScreenStreamer ChatBotStreamer StreamerHotkeys',
    pet: 'StreamerCatCameo ChatMeetsMyPet DogModeratorStreamer PawOnKeysStreamer AquariumCamStreamer WalkiesBreakStreamer NapOnMyLapStreamer PupCoHostStreamer',
  },
  pi: {
    dance:
      'PiDigitsDance PiRateJig SpinInACirclePiDay PiDayConga PiDayHulaHoop ThreeFourteenPiShuffle EndlessPiTwirl HokeyPokeyPiDay',
    fitness:
      'PiMileRun PiRepLadder PiMinutePlank 314SquatsPiDay JumpRopePiDay HulaHoopForPi ArmCirclesPiDay ParkLapsPiDay',
    funny:
      'PiDayPuns PiVsPieDebate IrrationalNumberSkit MathTeacherPiDay PiReciteFail IfPiWasAPerson BroughtPizzaPiDay PiCantStopTalking',
    prank:
      'PiTreasureClue PiDigitsTrick PiWifiPassword PiRSquaredCake AllRoundFoodPiDay CountdownTo314Pi HiddenPiSymbols OnlyAnswerInPi',
    cooking:
      'PieCrustGeometry PiDayPizza PiSymbolLattice PancakesForPiDay CircumferenceCookiesPi PiDayCheesecake AppleCrumblePiDay DonutDiameterPi',
    travel:
      'PiDayMuseumVisit PiDayRoundTrip CircularLandmarksTour PiKilometerHike SpotPiInTheWild PiDayBakeryCrawl FountainMathPi PlanetariumPiDay',
    fashion:
      'PiDayTee PiDigitsScarf CircleMotifOutfit PiSymbolEarrings PolkaDotsForPiDay DIYPiPin RoundGlassesPiDay GreekLetterHatPi',
    wellness:
      'PiBreathingCount PiDaySlowBake CircleOfGratitude PiDayWithGrandma RoundTableTalkPi PiMinuteStillness MandalaColoringPi ShareAPieOnPiDay',
    speed:
      'PiDigitsRecite CircleDrawingRace PiTypingSprint MeasureFiveLidsPi ExplainPiIn30 PiDayQuizBlitz RoundObjectHuntPi FlashcardRelayPiDay',
    music:
      'PiSong PiDigitsMelody CircleOfFifthsJam PiDayRap PiTimeWaltz SingARoundOnPiDay BeatboxForPiDay IrrationalRemixPi',
    art: 'PiDigitsSkyline CircleSpiralArt ColorByPiNumber CompassDrawingPi PiDayMandala PiInChalk PiSymbolCollage DotPaintingPiDay',
    tech: 'PiDigitsCode PiDayAppQuiz PiOnACalculator SpreadsheetPiDay BirthdayInPi RandomDotsPi VoiceAssistantPi MakeAPiDayGIF',
    pet: 'PetCircleSpin SnuffleMatPiDay CurledUpCatPiDay PiTreatPuzzle HamsterWheelPiDay DonutBedNapPiDay PiDiscFetch PiDayPawShake',
    gaming:
      'PiDayTrivia PiDigitsMemoryGame PiDayBingo PiScavengerHunt CircleTagPiDay MusicalChairsPiDay HotPotatoPiDay RingTossPiDay',
  },
  wednesday: {
    fitness:
      'WednesdayStompCardio DeadpanPlankWednesday ThingCrabWalkWednesday HeadTiltStretchWednesday MidweekMileWednesday FencingFootworkWednesday CorpsePoseWednesday WednesdayGothHIIT',
    funny:
      'WednesdayDeadpanStare WednesdayAtWork NoSmilingAllDay WednesdayOnVacation ComplimentsFromWednesday ThingHelpsWednesday WednesdayTeachesMath ItsOnlyWednesday',
    prank:
      'WednesdayTeaParty WednesdaySpiderCookies DeadpanDinnerWednesday RavenOnTheShelfWednesday CelloAlarmWednesday GloomyPoemNoteWednesday DoubleSnapWednesday BlackBalloonsWednesday',
    educational:
      'WednesdayWordOrigins WednesdayInTenLanguages HowToSpellWednesday GothicNovelsWednesday WednesdayCalendarQuiz WednesdaysChildRhyme CipherClueWednesday RavenFactsWednesday',
    cooking:
      'WednesdayGothCupcakes WednesdayWaffles WednesdaySpookyDinner AllBlackMealWednesday LeftoverWednesday RavenCookiesWednesday DeadpanChefWednesday BraidedBreadWednesday',
    travel:
      'WednesdayMidweekTrip GothicBuildingsWednesday RainWalkWednesday LibraryVisitWednesday AntiqueShopWednesday FoggyForestWednesday HistoricDistrictWednesday GothPicnicWednesday',
    fashion:
      'WednesdayCollarLook WednesdayBraids GothSchoolUniform BallroomDressWednesday PlatformBootsWednesday MonochromeWednesday BlackNailsWednesday DeadpanFitCheckWednesday',
    wellness:
      'WednesdayMidweekReset QuietGothSelfCare WednesdaySlowStretch RainSoundsWednesday NoPhoneWednesday SoloRechargeWednesday WritingHourWednesday BlackTeaBreakWednesday',
    speed:
      'WednesdayBraidRace WednesdayQuickChange FastestHeadTilt ThingSprintWednesday TenSecondSnapsWednesday ChoreBlitzWednesday DeadpanQuizWednesday ScrambledWednesday',
    music:
      'WednesdayCelloCover WednesdayDanceRemix MinorKeyWednesday SnapAlongWednesday DeadpanKaraokeWednesday GloomyLullabyWednesday SpookyOrganWednesday TypewriterBeatWednesday',
    art: 'WednesdayCharcoalPortrait WednesdayGothComic ThingHandPuppet RavenSketchWednesday InkOnlyWednesday StainedGlassWednesday SpiderWebDoodleWednesday SilhouetteCutoutWednesday',
    tech: 'WednesdayTransition WednesdayFilterTest BlackAndWhiteEdit WednesdayGlitchEffect ThingStopMotionWednesday WednesdayLockScreen NoEmojiWednesday SlowZoomStareWednesday',
    pet: 'WednesdayCatStare SpookyPetPortrait DeadpanDogWednesday WednesdayWalkies GothNameWednesday MidweekTreatWednesday HeadTiltPupWednesday DoubleSnapTrickWednesday',
    gaming:
      'WednesdayMysteryGame WednesdayTrivia GothDetectiveNight ChessMatchWednesday PokerFaceWednesday HangmanWednesday TwentyQuestionsWednesday SpiderSolitaireWednesday',
  },
  'story time': {
    dance:
      'StoryTimeActItOut OnceUponADance StoryTimeInterpretive BedtimeBoogieStoryTime FairyTaleWaltzStoryTime GiantStompStoryTime StoryTimeMirrorMoves PageTurnSpinStoryTime',
    fitness:
      'StoryTimeYoga OnceUponAWorkout SquatOnTheWordStoryTime StoryTimeObstacleCourse BearHuntStoryTime AnimalWalksStoryTime PlankStoryTime KneesUpStoryTime',
    prank:
      'StoryTimeFakeEnding BedtimeStoryRemix AndThenStoryTime StarringYourDadStoryTime SillyVoicesStoryTime SurpriseSoundsStoryTime UpsideDownBookStoryTime CookbookStoryTime',
    educational:
      'StoryTimeScienceBook OnceUponAFact HistoryHeroStoryTime SignLanguageStoryTime StoryTimeInSpanish ThreeActStoryTime StoryTimeVocab WhatsTheMoralStoryTime',
    cooking:
      'StoryTimeBookSnacks StoryTimeBakeAlong FairyTaleTeaParty GingerbreadManStoryTime PorridgeStoryTime StoryTimeCookieCutters GrandmasRecipeStoryTime PumpkinSoupStoryTime',
    travel:
      'StoryTimeTravelTales StoryTimeBookSettings LibraryStoryTime AudiobookStoryTime LocalLegendStoryTime StoryTimeOnATrain ParkBenchStoryTime SouvenirStoryTime',
    fashion:
      'StoryTimeCharacterFit StoryTimeCostume FairyTaleLook BookCoverOutfitStoryTime PajamaStoryTime ThriftStoryTime VillainEraStoryTime RedHoodStoryTime',
    wellness:
      'StoryTimeWindDown OnceUponARest GratitudeStoryTime StoryTimeWalk CallGrandmaStoryTime StoryTimeTeaBreak PhoneFreeStoryTime BlanketFortStoryTime',
    speed:
      'StoryTimeRapidRound SixWordStory SpeedReadStoryTime StoryTimeTongueTwisters FastForwardStoryTime OneBreathStoryTime RelayStoryTime AlphabetStoryTime',
    music:
      'StoryTimeSoundEffects OnceUponASong StoryTimeRap BalladStoryTime StoryTimeLullaby SoundtrackStoryTime RhymingStoryTime DrumRollStoryTime',
    art: 'StoryTimeIllustration StoryTimeComicStrip PictureBookDoodle ShadowPuppetStoryTime DrawWhatYouHearStoryTime ClayCharacterStoryTime CoverRedesignStoryTime PopUpSceneStoryTime',
    tech: 'MakeAStoryTimePodcast StoryTimeAnimation StopMotionStory AIPicturesStoryTime VoiceChangerStoryTime StoryTimeGreenScreen EmojiStoryTime NarratorModeStoryTime',
    pet: 'PetNarratedStory ReadToYourDogStoryTime CatOnTheBookStoryTime AdoptionStoryTime FishTankStoryTime SnoozingPupStoryTime HeadTiltStoryTime StoryTimeBarkAlong',
    gaming:
      'StoryTimeRolePlay StoryTimeDiceGame OnceUponAQuest FillInTheBlankStoryTime ChooseYourPathStoryTime OneWordEachStoryTime StoryTimeCharades TwoTruthsStoryTime',
  },
  checkers: {
    dance:
      'CheckersFloorBoardDance KingMeHop DiagonalOnlyCheckers LeapfrogCheckers RedVsBlackCheckers CrownShuffleCheckers CheckersTripleJumpStep BackRowStrutCheckers',
    fitness:
      'CheckersJumpSquats CheckersHumanBoard KingMeBurpees DiagonalLungesCheckers PushUpPerPieceCheckers CheckersPlankMatch LeapfrogCheckers BackRowSprintCheckers',
    funny:
      'CheckersTripleJumpShock CheckersRivalry KingMeCelebration GrandpaAlwaysWinsCheckers CheckersCommentary CheckersVsChessSnob SoreLoserCheckers MissingPieceCheckers',
    prank:
      'CheckersCookieBoard KingMeCrownNote ChessPiecesCheckers GhostPlayerCheckers FloorTapeCheckers MoveAtMidnightCheckers BottleCapCheckers SurrenderFlagCheckers',
    educational:
      'HowOldIsCheckers ForcedJumpRuleCheckers CheckersOrDraughts CheckersIsSolved OpeningMovesCheckers BackRowDefenseCheckers BigBoardDraughts LearnCheckersInOne',
    cooking:
      'CheckersCheckerboardCake CheckersBrownieBites KingMeCrownCookies CrackerBoardCheckers WhiteAndWheatCheckers BerryCheckers PepperoniCheckers ChocVsVanillaCheckers',
    travel:
      'CheckersInThePark CheckersCafeGames KingMeRoadTrip GiantCheckersHunt DraughtsAbroad PocketCheckersSet SandBoardCheckers TrainTableCheckers',
    fashion:
      'CheckersPrintFit CheckersCrownLook CheckerboardVest RedAndBlackCheckers EarringsFromCheckers NailArtCheckers ToteBagCheckers MonochromeCheckers',
    wellness:
      'CheckersCalmGame CheckersFamilyTime KingMeConfidence ScreensOffCheckers CheckersWithASenior SlowMovesCheckers TeaAndCheckers GoodSportCheckers',
    speed:
      'CheckersBlitz KingMeRace SetupSprintCheckers TenSecondMoveCheckers StackTheCheckers SortRedBlackCheckers CheckersPuzzleDash BeatTheSandTimerCheckers',
    music:
      'CheckersClickBeat KingMeAnthem CupShakerCheckers CheckersRapBattle CheckersBlues RedBlackRemixCheckers CheckersASMR ThinkingMusicCheckers',
    art: 'CheckersBoardPainting KingMeClayCrowns BottleCapCheckers OpArtCheckers StillLifeCheckers CheckerboardMosaic PaperWeaveCheckers PatioChalkCheckers',
    tech: 'CheckersAIOpponent CheckersCodeAlong OnlineCheckersWithGrandma AnimatedCheckersMatch SpreadsheetCheckers TimelapseCheckers ChatbotCoachCheckers CheckersPuzzleApp',
    pet: 'CheckersWithMyDog CheckersCatCaptures TreatPiecesCheckers PawMoveCheckers PetAudienceCheckers SleepyPupCheckers HeadTiltCheckers CheckersCuddleBreak',
  },
  'body care': {
    dance:
      'BodyCareSundayGroove LotionShuffle BodyCareRobeBoogie LotionToTheBeat PostShowerBodyCareBop PajamaJiveAfterLotion ShoulderRollsBodyCare SheetMaskShimmyBodyCare',
    fitness:
      'BodyCarePostWorkout RecoveryDayRitual TennisBallRollBodyCare CoolDownBodyCare AfterRunLotion MorningStretchBodyCare SunscreenFirstBodyCare RunnersFeetBodyCare',
    funny:
      'BodyCareExpectations CantReachMyBack TooMuchLotion BodyCareInfluencerParody DadTriesBodyCare ThirtyStepBodyCare SheetMaskDinnerBodyCare GreasyPhoneLotion',
    prank:
      'SpaReceptionistBodyCare BodyCareSurpriseBasket StarInALotionAd ZenMusicBodyCare BathrobeDayBodyCare TinyBottlesBodyCare TowelButlerBodyCare HotelTurndownBodyCare',
    educational:
      'HowSkinHeals ReadTheLabelBodyCare SunscreenAmountBodyCare PatchTestBodyCare LotionVsCreamVsOil HandwashBodyCare WhyLipsChapBodyCare PHBalanceBodyCare',
    cooking:
      'BodyCareSpaWater SugarScrubBodyCare OatmealMaskBodyCare AvocadoToastBodyCare CitrusBreakfastBodyCare BodyCareSmoothie WatermelonSnackBodyCare SoftSkinSundayBrunch',
    travel:
      'BodyCareTravelKit CarryOnLotion JetLagBodyCare HikerFeetBodyCare BeachDayBodyCare AfterSunBodyCare CampingBodyCare HotelRoomSpaBodyCare',
    fashion:
      'BodyCareGlowLook BodyCareRobeFit SoftSkinSundayOutfit SilkPajamasBodyCare SpaHeadbandBodyCare FragranceLayeringBodyCare HandCreamBagBodyCare SunHatBodyCare',
    speed:
      'BodyCareFiveMinutes LotionSpeedApply OneSongBodyCare BeatTheKettleBodyCare AdBreakBodyCare SheetMaskSprintBodyCare BodyCareCountdown BodyCareShelfTidyDash',
    music:
      'BodyCareSpaSounds ShowerSongBodyCare LotionLullaby HumAlongBodyCare BodyCareSoundtrack ASMRLotion BodyCareCalmPlaylist LoFiBodyCare',
    art: 'BodyCareLabelDesign BathBombArt LotionBottleDoodle BodyCareSelfPortrait DrawYourHandsBodyCare SpaCollageBodyCare TowelOrigamiBodyCare BodyCareMoodBoard',
    tech: 'UVIndexAppBodyCare WaterReminderBodyCare BlueLightBreakBodyCare PostureAlertBodyCare NoFilterSelfieBodyCare BodyCareTimelapse ProductTrackerBodyCare BodyCareGadgetTest',
    pet: 'BodyCareAndPetBrushing PawBalmBodyCare CatJudgesMyBodyCare DoggyDentalBodyCare RainyWalkTowelBodyCare PurringSpaBodyCare SunbeamNapBodyCare BodyCareVetCheckup',
    gaming:
      'BodyCareGamingBreak HandCareForGamers WristStretchBodyCare LevelUpBodyCare HydrateOnRespawnBodyCare PostureCheckBodyCare BodyCareQuestLog LotionBetweenMatches',
  },
};
