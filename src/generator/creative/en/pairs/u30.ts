import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  affirmations: {
    dance:
      'AffirmationDanceBreak IAmEnoughGroove AMoveForEachMantra FreezeSayYourMantra AffirmationDuet MantraCongaLine SelfTalkTwoStep StrikeAPoseMantra',
    fitness:
      'IAmStrongSquats MantraMile LastRepMantra SkipToMyMantra MirrorMantraFlex AffirmationCoolDown MantraForEveryPushUp SelfTalkSprint',
    funny:
      'AffirmationsByMyKid AffirmationsToMyCoffee PepTalkToMyCar TooHonestMantras DadReadsMyMantra SportscasterSelfTalk LowBarAffirmations StraightFaceMantra',
    prank:
      'AffirmationStickyNotes SecretMirrorMantra LunchboxAffirmation AffirmationBanana AffirmationHypeMan RingtoneMantraSwap FamilyMantraFlashMob WakeThemWithAMantra',
    educational:
      'SelfTalkExperiment TranslateYourMantra FlipTheSelfTalk MantraMythOrFact ThirdPersonSelfTalk MantraInSignLanguage ABCAffirmations HaikuMantra',
    cooking:
      'AffirmationFortunes PancakeAffirmations AlphabetSoupMantra SelfTalkCookingShow KneadYourMantra MealPrepMantra AffirmationSmoothie AffirmationToast',
    travel:
      'PepTalkAtThePeak PostcardAffirmations PackAMantra AffirmationsLuggageTag LeaveAMantraBehind SunriseAffirmation LocalLanguageMantra AffirmationChalkWalk',
    fashion:
      'WearYourMantra AffirmationTeeDIY DressLikeYourMantra MantraBeadBracelet StitchYourMantra MantraManicure MantraRunwayWalk MirrorSelfieMantra',
    speed:
      'AffirmationRapidFire TenAffirmationsIn60 MantraTongueTwister AToZAffirmations SpeedWriteYourMantra MantraRelay BackwardsMantra AffirmationsBuzzerRound',
    music:
      'AffirmationRap SingYourAffirmations AffirmationJingle ChantBackMyMantra LyricSwapMantra OperaSelfTalk MantraLullaby PotsAndPansMantra',
    art: 'AffirmationLettering MantraMirrorArt VisionBoardSunday PaintAMantraRock MagazineMantra SidewalkChalkMantra BlackoutPoetryMantra MakeAMantraDeck',
    tech: 'AffirmationLockScreen AIWritesMyAffirmations MantraAlarmClock VoiceMemoMantra EmojiMantra TextYourselfAMantra QRCodeAffirmation ReminderAffirmations',
    pet: 'GoodBoyAffirmations HeadTiltAffirmations PawsForAMantra PetVoiceAffirmations WalkiesMantra MantraWithAPurr AffirmationFetch CatsLifeMantra',
    gaming:
      'PepTalkBeforeBoss AffirmationBingo MantraCharades RageQuitSelfTalk AffirmationHotSeat RollAMantra LevelUpSelfTalk MantraMemoryMatch',
  },
  breathwork: {
    dance:
      'BreatheAndSway InhaleExhaleGroove BoxStepBreathing BreathBodyWave BalloonBreathPop JellyfishBreathDance DeepBreathWaltz BreathingMirrorDuet',
    fitness:
      'PlankAndBreathe BoxBreathCoolDown BreatheThroughTheBurn NoseBreathingJog SquatOnTheBreath CatchYourBreath SunSalutationBreath FourStepBreathing',
    funny:
      'DeepBreathDramatics TryNotToLaughBreathing LionBreathRoar NatureDocBreathwork ContagiousYawnBreath WhisperyBreathCoach BreathworkBloopers SmellThePizzaBreath',
    prank:
      'BreatheStickyNotes CalmWallpaperSwap MirrorTheirBreathing BreathFogMessage UnisonBreathing BoxBreathingGift ChoreBreathCoach JarOfDeepBreaths',
    educational:
      'NoseVsMouthBreathing TraceTheBoxBreathing Try478Breathing BreathsPerMinuteTest BreathingPulseCheck BookOnBellyBreathing BreathingLungModel BreathingTrivia',
    cooking:
      'BreathworkBreadKnead InhaleTheAroma CoolTheSoupBreathing BreatheWhileItSteeps FreshBreathSmoothie BoxBreathingBento SpiralPeelBreath BreatheBetweenBites',
    travel:
      'BreathworkOnTheBeach BreathtakingViews WindowSeatBreathwork ForestBreathWalk TakeoffBoxBreathing FreshAirBreathing NewCityFirstBreath BreathworkParkBench',
    fashion:
      'BreathableFabricTest BreathworkLoungewear ClosetBreathingRoom BreathtakingOutfit BreathBeadBracelet GRWMBoxBreathing MoodRingBreathing SheetMaskBreathwork',
    speed:
      'OneMinuteBreathwork BreatheDownYourPulse FeatherBreathRace ThreeBreathReset PinwheelBreath BreathworkQuickCalm BreathFogDoodleDash BreathingQuizBlitz',
    music:
      'BreatheToTheBeat HummingBeeBreath BreathworkRainPlaylist BreathBottleFlute MetronomeBreathing SingersBreathWarmUp BreatheTillItFades BreatheToALullaby',
    art: 'BreathingLineDrawing DoodleABoxBreath BlowPaintingBreath FoggyWindowBreathArt BreathingMandala FiveFingerBreathing OneStrokePerBreath BreathingComicStrip',
    tech: 'MakeABreathingGIF AnimateABoxBreath CodeABreathingBubble VoiceMemoBreathwork BreathingAppFaceOff AIBreathingCoach DoNotDisturbBreathe LockScreenBreathCue',
    pet: 'BreatheWithMyCat PetJoinsBreathwork DogSnoreRhythm BellyRubBreathwork AquariumBreathing RestingBreathCheck SniffWalkBreathwork PawHoldBoxBreathing',
    gaming:
      'BreatheBeforeBoss TiltProofBreathing BreathingSimonSays BlowFootballBreath LoadingScreenBreath BlockTowerBreathing FeatherFloatBreath PokerFaceBreathing',
  },
  therapy: {
    dance:
      'TherapyDanceBreak KitchenDiscoTherapy ShakeItOutTherapy MyTherapistSaidMove ThreeSongTherapy TherapyMoodFreeze TherapySlowSway HallwayBoogieTherapy',
    fitness:
      'WalkAndTalkTherapy PhysicalTherapyStreak PillowPunchTherapy TherapyDeskStretch SkippingIsMyTherapy ShadowBoxTherapy TherapyStepCount SweatItOutTherapy',
    funny:
      'TherapySpeakAtDinner AfterTherapyPOV MyPetIsMyTherapist ToddlerGivesTherapy HouseplantTherapy RetailTherapyRegret FridgeStareTherapy SockPuppetTherapy',
    prank:
      'TherapistModeAllDay TherapyCookieDelivery TeddyBearTherapy PillowFortTherapy TissueSlideTherapy TherapyHugCoupon TherapyPetWallpaperSwap ComplimentTherapy',
    educational:
      'TherapyFeelingsWheel TherapyMythOrFact TherapyIStatements TherapySpeakQuiz ThoughtRecordTherapy ListenLikeATherapist GroundingTherapy GuessTheTherapyType',
    cooking:
      'BakingIsTherapy TherapyTeaBlend GrandmasSoupTherapy PotatoMashTherapy CasseroleCounseling PunchTheDoughTherapy LemonadeTherapy TherapySaladSpin',
    travel:
      'ForestTherapyWalk TherapyByTheSea TrainWindowTherapy TherapyTrailPicnic ParkBenchTherapy CheaperThanTherapy TherapyWithoutAMap StargazingTherapy',
    fashion:
      'RetailTherapyHaul ColorTherapyOutfit ThriftingIsMyTherapy SweatpantsTherapy ClosetShopTherapy TherapyTieDye BraidingTherapy SneakerScrubTherapy',
    speed:
      'TherapyTipRapidFire RetailTherapySprint TidyRushTherapy TherapyReframeRace WordAssociationTherapy TherapyThanksBlitz MoodDoodleTherapy TherapyFlashcardDash',
    music:
      'TherapyKitchenKaraoke PotDrummingTherapy MoodPlaylistTherapy LyricTherapy TherapyAnthem WhistleTherapy MusicTherapyJam TherapySingAlong',
    art: 'ArtTherapyPrompt FeelingsCollage ScribbleTherapy ColoringBookTherapy MandalaTherapy PlayDoughTherapy WorryMonsterTherapy TherapySketchbook',
    tech: 'TherapyMoodGraph TherapyVoiceNote GrayscaleTherapy ScreenTimeTherapy UnfollowTherapy CameraRollTherapy TherapyInboxZero UnsentLetterTherapy',
    pet: 'PetTherapyCuddles PurrTherapy SniffariTherapy TherapyPupManners FishTankTherapy BrushingTherapy MyDogTheTherapist MuffinTinTherapy',
    gaming:
      'CozyGameTherapy TherapyQuestionCards JigsawTherapy CrosswordTherapy SoreLoserTherapy SandboxTherapy WouldYouRatherTherapy TherapyCharades',
  },
  speedrun: {
    dance:
      'SpeedrunTheRoutine AnyPercentDance SpeedrunGameEmotes SpeedrunVictoryLap TenMoveSpeedrun SiblingSpeedrunDuel DoubleTimeSpeedrun MoonwalkSpeedrun',
    fitness:
      'HundredRepSpeedrun PersonalBestPushUps CouchCushionSpeedrun JumpingJackSpeedrun GlitchlessSpeedrun BackyardLapSpeedrun SpeedrunTheBeepTest BurpeeSpeedrunRelay',
    funny:
      'GlitchInRealLife MorningSpeedrun SpeedrunnerCommentary InsideOutSpeedrun SlowestSpeedrunEver CatRuinedMySpeedrun FlatPackSpeedrun SpeedrunTheSmallTalk',
    prank:
      'StickyNoteSpeedrun BalloonRoomSpeedrun BeforeTheyGetHome GiftWrapSpeedrun GooglyEyeSpeedrun DecorateSpeedrun SpeedrunACupFort SpeedrunTheShoeSwap',
    educational:
      'SpeedrunTheStates PeriodicTableSpeedrun MentalMathSpeedrun SpellingBeeSpeedrun SpeedrunTheSkeleton PiDigitsSpeedrun TypingTestSpeedrun BackwardsABCSpeedrun',
    cooking:
      'SandwichStackSpeedrun TrailMixSpeedrun SpeedrunTheLunchbox PantryRestockSpeedrun EggCrackingSpeedrun SpeedrunTableSetting SpeedrunTheDishes GroceriesSpeedrun',
    travel:
      'PostcardSortSpeedrun PassportPrepSpeedrun LandmarkSplits SpeedrunYourPacking HometownSpeedrun ItineraryPlanSpeedrun MapPinSpeedrun NatureTrailSpeedrun',
    fashion:
      'GetReadySpeedrun WorldRecordGlowUp QuickChangeSpeedrun SpeedrunATieKnot SockMatchSpeedrun ShirtFoldSpeedrun SpeedrunAThriftFit BraidSpeedrun',
    wellness:
      'SlowrunNotSpeedrun BedtimeSpeedrun ResetRoomSpeedrun TenThanksSpeedrun MorningSunSpeedrun KindnessSpeedrun SelfCareSpeedrun SpeedrunnerStretch',
    music:
      'SpeedrunTheScales LevelThemeCover LearnASongSpeedrun SpeedrunTheABCs NameThatTuneSpeedrun SpeedrunTheChorus WaterGlassSpeedrun MetronomeSpeedrun',
    art: 'PixelArtSpeedrun OneMinutePortrait OrigamiSpeedrun SpeedrunAMasterpiece StickFigureSpeedrun ShadowTraceSpeedrun ColoringPageSpeedrun LeftHandSpeedrun',
    tech: 'HelloWorldSpeedrun PhoneSetupSpeedrun TypingSpeedrun SpeedrunTheCaptcha PhotoCleanupSpeedrun SpeedrunYourInbox WikiRaceSpeedrun NoMouseSpeedrun',
    pet: 'DogTrickSpeedrun CatZoomiesSpeedrun FetchPersonalBest TreatPuzzleSpeedrun SpeedrunHideAndSeek SpeedrunTheLitterBox ToyNameSpeedrun PetBowlWashSpeedrun',
    gaming:
      'SpeedrunRelay PersonalBestRun RetroGameSpeedrun BoardSetupSpeedrun CardDeckSortSpeedrun SpeedrunTheTutorial JigsawSpeedrun BlindfoldedSpeedrun',
  },
  rap: {
    dance:
      'RapVerseChoreo BounceToTheRap HypeManForARapper RapCypherCircle RapMicDropFreeze ActOutTheRapLine OldSchoolRapSteps RapperStageEntrance',
    fitness:
      'PlankThroughTheRap SixteenBarRapSquats JoggingRapper JumpRopeRapRhyme ShadowboxRapper RapTheRepCount RapCypherCircuit SlowRapCoolDown',
    funny:
      'RapYourChores RapBattleWithMom GrandpaTriesRapping WeatherReportRap RapperAdLibsAllDay NurseryRhymeRapRemix MyRapperNameIs InstructionManualRap',
    prank:
      'RapAllYourReplies SurpriseRapTribute FreestyleVoicemail WakeUpRapAlarm RapBirthdayCard RapLyricTextPrank RapHypeIntro LunchNoteRap',
    educational:
      'RapTheTimesTables RapThePlanets HistoryInSixteenBars ElementSymbolRap RapRhymeSchemes VocabularyRap RapInANewLanguage PhotosynthesisRap',
    cooking:
      'RapTheRecipe WrapsAndRaps RapTheToppings GranolaRapBars RapBattleBakeOff RapperDishReveal FoodReviewRap BlenderBeatRap',
    travel:
      'RapAboutMyCity RapPostcardVerse FreestyleAtLandmarks PackingListRap RapTourGuide TrainRideRap RapWhereThePinLands TouristRapperPOV',
    fashion:
      'RapVideoFitCheck DressLikeYourFavRapper GoldChainGlowUp ThriftARapperLook RapMyOOTD SneakerRapReview NinetiesRapStyle TracksuitRapper',
    wellness:
      'RapAffirmations GratitudeFreestyle HypeYourselfRap LoFiRapWindDown RapJournal RapperBreathing RapToMyYoungerSelf NatureWalkRap',
    speed:
      'TongueTwisterRap DoubleTimeRap ABCRapSprint RapRhymeChain RapFlashcardDash FastestRapperAlive LightningRapBattle FinishMyRapLine',
    art: 'DrawYourRapAlbum RapNameBubbleLetters LyricLettering RapVerseComic SketchMeAsARapper RapBattlePoster CardboardBoomboxRap FlipbookRapper',
    tech: 'AIRapBattle HomeStudioRap AutotuneMyRap RapLyricCaptions KeypadBeatRap GreenScreenRapVideo TextToSpeechRap ChipmunkVoiceRap',
    pet: 'RapAboutMyPet DogBarksTheBeat CatRapperName LeashWalkRap PuppyLullabyRap GotchaDayRap HeadTiltRap BathTimeRap',
    gaming:
      'RapYourHighScore NPCRapBattle RapRhymeHotPotato RapTopicDice RageQuitRap VideoGameLoreRap TriviaRapDuel RapYourLoadout',
  },
  beatbox: {
    dance:
      'BootsAndCatsGroove BeatboxDanceBattle BeatboxPopAndLock YouBeatboxIMove BeatboxFreezeGame BeatboxKickAndClap ShuffleToMyBeatbox BreakinToBeatbox',
    fitness:
      'BootsAndCatsCardio BreathControlBeatbox JumpRopeBeatbox BeatboxKickSquats JogAndBeatbox BeatboxPunchCombo BeatboxAerobics BeatboxTabata',
    funny:
      'BeatboxTheNews BeatboxEveryNoise GrandmaTriesBeatbox BeatboxOrBlender BabyBabbleBeatbox FirstBeatboxAttempt WhisperBeatbox SlowMoBeatbox',
    prank:
      'BeatboxPhoneRing MicrowaveDingBeatbox BeatboxTheirMoves BeatboxAlarmClock HiddenBeatboxer DinnerIsServedBeatbox BeatboxCompliment BaDumTssBeatbox',
    educational:
      'BootsAndCatsLesson ThreeSoundBeatbox NameThatBeatbox PhonicsBeatbox BeatboxTimeSignature BeatboxMouthMirror TeachDadToBeatbox BeatboxVsRealDrums',
    cooking:
      'BeatboxTheRecipe WhiskToTheBeatbox BeatboxSaladToss PopcornBeatbox DoughSlapBeatbox SousChefBeatboxer BeatboxKitchenSounds DishwashingBeatbox',
    travel:
      'BeatboxLocalRhythms BeatboxMyCitySounds BeatboxPicnicJam BeachWaveBeatbox HikeToMyBeatbox BuskingBeatboxer BeatboxTourGuide VoicePostcardBeatbox',
    fashion:
      'SnapbackAndMic BeatboxOutfitSwitch BeatboxRunwayWalk BeatboxCrewTee CapFlipBeatbox GRWMBeatbox JacketZipBeatbox NailTapBeatbox',
    wellness:
      'BeatboxBreathing BeatboxItOut SlowBeatboxLullaby HeartbeatBeatbox HummingBeatbox RainSoundsBeatbox BirdsongBeatbox GratitudeBeatbox',
    speed:
      'TenSecondBeatbox BeatboxBPMClimb BeatboxTongueTwister CopyMyBeatbox ABCBeatbox PassTheBeatbox BeatboxSoundCount SpeedBeatboxDuel',
    art: 'BeatboxVisualizer BootsAndCatsComic PaintToTheBeatbox BeatboxOnomatopoeia BlindContourBeatbox StopMotionBeatbox SplatterArtBeatbox BeatboxFlipbook',
    tech: 'BeatboxLooper BeatboxVsAIDrummer OneManBeatboxBand BeatboxRingtoneMaker AutoCaptionsBeatbox BeatboxVoiceFilter MetronomeAppBeatbox VideoCallBeatbox',
    pet: 'BeatboxMeowCover BeatboxBarkImpression MatchThePurrBeatbox BeatboxTheZoomies SitStayBeatbox HamsterWheelBeatbox SnoreRemixBeatbox BeatboxFetchBreak',
    gaming:
      'RetroArcadeBeatbox BeatboxGameOver CoinCollectBeatbox BeatboxBossBattle BeatboxMusicalChairs BeatboxSimonSays HotPotatoBeatbox RaceCarBeatbox',
  },
  bass: {
    dance:
      'BassDropFreeze SlapBassShuffle FollowTheBassline AirBassStrut BassNoteLimbo BassHeadNod SubBassSway WobbleBassWave',
    fitness:
      'BassDropBurpees SquatToTheBassline PlankThroughTheBass BassNoteLunges ShadowboxTheBass BassTempoJog BassStompCardio JumpingJacksToBass',
    funny:
      'NobodyHearsTheBass BassFaceChallenge WaitForTheDrop BassBoostedSneeze DadPlaysAirBass MovieTrailerBass BassRipplesMyDrink HumOnlyTheBassline',
    prank:
      'BasslineBirthdayCard BassClefStickyNotes SurpriseBassSolo MysteryBassHum BassFaceStareDown BassAnnouncerDinner VoicemailInBass DeepBassSerenade',
    educational:
      'BassVsGuitarQuiz RiceOnABassSpeaker LowestBassYouCanHear LearnTheBassClef RubberBandBassPitch SpotTheBassline BassOrTenorTest BigBottleBassNote',
    cooking:
      'AllAboutThatBaste BassGuitarCake JellyOnTheBass KneadingToTheBass BassBoostedBreakfast BassDropSaladToss BassClefCookies StirToTheBassline',
    travel:
      'ViewRevealBassDrop BassRecordStoreHunt BassBuskerSpotting CityBassSounds TrainRhythmBassline PassengerAirBass PicnicBassJam WalkingBassTour',
    fashion:
      'BassDropOutfitSwap BassClefNailArt BassFaceRunway BassSpeakerEarrings RockBassistLook ThriftABassistFit GlowStickBassRave DenimBassistJacket',
    wellness:
      'LowAndSlowBass DeepNoteBreathing BasslineMeditation LieDownBassBath SleepyBassPlaylist BassHeartbeatSync BassAndRainSounds SoftBassStretch',
    speed:
      'BPMBassClimb AirBassSpeedSolo NameThatBassline BassRiffCountdown RubberBandBassRace BassReflexTest BassOrTrebleBlitz BeatTheBassDrop',
    art: 'BassGuitarSketch CardboardBassBuild BassWaveDoodle BassBouncePaint BassClefMandala ClayMiniBass DesignABassGigPoster SelfPortraitBassFace',
    tech: 'BassOnAPhoneSpeaker HeadphoneBassTest FindYourBassEQ AppBasslineMaker ToneGeneratorBass SlowedAndBassBoosted BassBeatSyncEdit CodeABassGroove',
    pet: 'BassUnpluggedForKitty BassQuietHourCuddles PurrBassline SnoreBassSolo BassVoicePetNarrator SoftBassLullabyPup TailWagBassBeat PetCopiesMyBassFace',
    gaming:
      'BossBattleBassline EightBitBass NameThatGameByBass BassDropStatues LowestBassNoteWins AirBassShowdown CopyMyBassRiff HumTheBassGuess',
  },
  'a cappella': {
    dance:
      'ACappellaChoreo DanceToACappella ACappellaCupSong ACappellaFlashMob ACappellaSway ShowChoirACappella BoyBandACappella SnapLineACappella',
    fitness:
      'SingAndSquat ACappellaBreathDrills JoggingACappella ACappellaPlankHold ACappellaWarmUpYoga SkipRopeACappella CadenceCallACappella BurpeeACappella',
    funny:
      'MouthTrumpetSolo ACappellaWeatherReport ACappellaGroceryList OffKeyACappella DadJoinsACappella ACappellaTexts OohAahACappella HoldMusicACappella',
    prank:
      'ACappellaSerenade HarmonizeAllDay ACappellaVoicemail ACappellaBirthdayCard ACappellaWakeUpCall HiddenHumACappella FakeRadioACappella RingtoneACappella',
    educational:
      'FindYourVoicePart ACappellaMeansChapel ACappellaHarmony101 SolfegeACappella RowYourBoatACappella ACappellaPitchMatch FolkSongACappella ACappellaByEar',
    cooking:
      'SingTheRecipe ACappellaDinnerBell HandwashACappella ACappellaFoodReview SoftBoiledACappella WhiskingACappella PotluckACappella DishDutyACappella',
    travel:
      'ACappellaEchoSpots ACappellaAtLandmarks ACappellaCampsiteChorus HikingACappella LocalSongACappella ACappellaPostcard ParkGazeboACappella SunriseACappella',
    fashion:
      'MatchingVestStyle ACappellaBowTie ACappellaOOTD KeyChangeACappella ColorCodedACappella ACappellaRunway BarbershopACappella TwinningACappella',
    wellness:
      'ACappellaLullaby ACappellaHumBreak ACappellaGardenSong GratitudeACappella ACappellaWithGrandma RainyDayACappella CheerUpACappella BirdCallACappella',
    speed:
      'ACappellaDoubleTime GuessACappellaSong ACappellaRelay ACappellaPitchRace ACappellaLyricBlitz ChipmunkACappella SpeedRoundACappella AuctioneerACappella',
    art: 'ACappellaSoundWaves ACappellaAlbumArt DrawTheHarmony LivePaintACappella ACappellaMouthShapes PaperChoirACappella ACappellaFlyer StopMotionACappella',
    tech: 'OnePersonACappella ACappellaLooper ACappellaVsAutoTune TunerAppACappella VideoCallACappella ACappellaDuetChain AIHarmonyACappella MetronomeACappella',
    pet: 'PetHowlHarmony ACappellaForMyPup CatSongACappella MealtimeACappella BathTimeACappella GoldfishACappella WalkiesACappella ZoomiesACappella',
    gaming:
      'VideoGameACappella ACappellaBossBattle HumThatTuneACappella TelephoneACappella LyricRelayACappella MelodyEchoACappella ACappellaQuizShow ACappellaSongDice',
  },
  watercolor: {
    dance:
      'WatercolorOnTheBeat WatercolorDryDance FreezeFrameWatercolor WatercolorFootwork DancePoseWatercolor ArmSwirlWatercolor BrushstrokeBallet WatercolorCongaLine',
    fitness:
      'WatercolorWalk DailyStepsWatercolor YogaPoseWatercolor WatercolorStretchBreak SunriseJogWatercolor RunRouteWatercolor WatercolorMuscleMap WristRollWatercolor',
    funny:
      'WatercolorFails WatercolorExpectations HappyLittleAccidents WatercolorKidCritic WrongHandWatercolor BlindfoldWatercolor MuddyWatercolor DadTriesWatercolor',
    prank:
      'HiddenWatercolorNote WatercolorThankYouCard WatercolorArtSwap SillyFaceWatercolor CookieJarWatercolor TinyWatercolorHunt NapkinWatercolor WindowViewWatercolor',
    educational:
      'MixGreensWatercolor SaltOnWatercolor WetVsDryWatercolor WatercolorValueScale CoffeeFilterWatercolor GradedWashWatercolor MakeAWatercolorBloom PrimariesWatercolor',
    cooking:
      'WatercolorCookies WatercolorCake BeetJuiceWatercolor TeaStainWatercolor DinnerPlateWatercolor RecipeCardWatercolor WatercolorMenu FruitBowlWatercolor',
    travel:
      'WatercolorTheView PocketPaletteTrip WatercolorPostcardHome TrainRideWatercolor RouteMapWatercolor ParkBenchWatercolor SkylineWatercolor SouvenirWatercolor',
    fashion:
      'WatercolorSneakers PastelPaletteLook WatercolorTee WatercolorNailArt OOTDWatercolor WatercolorScarfPrint DreamDressWatercolor ThriftFlipWatercolor',
    wellness:
      'MindfulWatercolor WatercolorYourFeelings TinyDailyWatercolor WatercolorSkyJournal GratitudeWatercolor LoosenUpWatercolor TeaAndWatercolor WatercolorUnplugged',
    speed:
      'WatercolorInAMinute OneWashWatercolor BeatTheDryWatercolor WatercolorRelay SwatchRaceWatercolor FlowerDashWatercolor WatercolorSunsetRush LightningWatercolor',
    music:
      'WatercolorToMusic PaintTheMelody WatercolorTheChorus AlbumCoverWatercolor LyricWatercolor SongGuessWatercolor GenreSwatchWatercolor OneSongWatercolor',
    tech: 'DigitalWatercolor WatercolorTimelapse AppVsRealWatercolor WatercolorWallpaper WatercolorToSticker AIGuessWatercolor EyedropperWatercolor PixelGridWatercolor',
    pet: 'WatercolorPetPortrait SleepyPupWatercolor CatCriticWatercolor RoyalKittyWatercolor AdoptMeWatercolor DogWalkWatercolor FishBowlWatercolor WatercolorTreatJar',
    gaming:
      'PaintYourAvatar GuessMyWatercolor WatercolorTelephone SpriteWatercolor BoardGameWatercolor DiceRollWatercolor WatercolorCardDeck LevelMapWatercolor',
  },
  sculpture: {
    dance:
      'LivingSculpture SculptureComesAlive StatueFreezeDance SculptYourPartner FoilDancerSculpture PoseLikeASculpture ShadowSculpting GroupSculptureShape',
    fitness:
      'StatueHoldChallenge SculptingArmDay SculpturePoseYoga SculptureParkWalk SculptureFreezeHIIT HeroFlexSculpture BalanceLikeASculpture WireSculptureWorkout',
    funny:
      'RecreateTheSculpture SculptingFromMemory StatuePoseFail SculptYourDadInClay UglySculptureContest BlindfoldSculpting FurballSculpture StoneFaceSculpture',
    prank:
      'SculptureThankYouGift SculptTheirPortrait TinySculptureHunt MiniMeSculpture SculptureLunchboxBuddy DeskGnomeSculpture FruitFaceSculpture SculptureFridgeMagnet',
    educational:
      'NameThatSculpture MarbleOrPlaster AddOrCarveSculpture ArmatureSculpture EightHeadsSculpture SculptWithASpoon SculpturesWerePainted SculptToScale',
    cooking:
      'ButterSculpture WatermelonSculpture SpudSculpting SculptABreadAnimal SculptedRiceBalls MarzipanSculpture JellySculpture CakePopSculpture',
    travel:
      'SculptureSafari StrikeTheStatuePose BeachSandSculpture SculptTheSkyline SouvenirSculpture NatureWalkSculpture SnowSculptureDay TownSculptureMap',
    fashion:
      'WearableSculpture DrapeLikeAStatue PaperSculptureDress ClayEarringSculpture OutfitFromASculpture BalloonSculptureHat FoilCrownSculpture RecycledSculptureFit',
    wellness:
      'SqueezeAndSculpt SculptureGardenCalm SoapCarvingUnwind SculptYourWorry PinchPotSculpture ZenSandSculpture EyesClosedSculpting SafePlaceSculpture',
    speed:
      'SculptItInSixty FastestSnowSculpture FoilSculptureRace AddAPieceSculpture BalloonDogSculpture PipeCleanerSculpture MarshmallowSculpture SculptWhatISay',
    music:
      'MusicalStatues SculptToTheBeat SculptTheSoundWave MiniGuitarSculpture AlbumCoverSculpture ClayWhistleSculpting SculptASongsMood SculptureSoundtrack',
    tech: 'PhotoScanAStatue PhoneSculptingApp SculptureTimelapse Sculpture360Spin AIGuessesMySculpture ARSculptureGallery SlowMoSculpture SculptAnEmoji',
    pet: 'SculptMyPet DogMeetsItsSculpture BrushedFurSculpture PawPrintSculpture StayLikeASculpture CatCastleSculpture SnowPupSculpture HamsterMazeSculpture',
    gaming:
      'SculptYourAvatar BossFightSculpture ClayCharades SculptureTelephone ChessPieceSculpture GameTokenSculpture SculptALevelDiorama SculptureShowdown',
  },
  calligraphy: {
    dance:
      'AirCalligraphyDance CalligraphyRibbonTwirl SpellYourNameMoves LetteringOnTheBeat CalligraphyLoopWaltz FingerTutLettering FlourishPoseLettering LetteringHopscotch',
    fitness:
      'ShakyHandLettering CalligraphyWristWarmup GiantChalkLettering CalligraphyPosture RunLogLettering GripStrengthLettering WaterCalligraphy GymMottoLettering',
    funny:
      'CalligraphyGroceryList OverlyFancyLettering CalligraphyFails PoliteNoteLettering CalligraphyOnABanana KidRatesMyLettering WeirdToolCalligraphy WiFiSignLettering',
    prank:
      'CalligraphyStickyNotes CalligraphyChoreInvite FancyLunchboxMessage HouseLabelLettering CalligraphyAward DinnerMenuLettering PillowPoemCalligraphy MirrorLettering',
    educational:
      'ThinUpThickDown CalligraphyScriptsQuiz FauxCalligraphyHack BasicStrokeLettering QuillPenCalligraphy BerryInkCalligraphy ChineseCalligraphyTry LeftHandedLettering',
    cooking:
      'CalligraphyCake ChocolateLettering CalligraphyPlaceCards PancakeLettering KetchupCalligraphy RecipeLettering SpiceJarLettering ChalkMenuLettering',
    travel:
      'CalligraphyPostcards CityNamesInLettering TripJournalLettering LocalScriptLettering MapLettering LuggageTagLettering BucketListLettering WelcomeHomeLettering',
    fashion:
      'CalligraphyJacketBack HandLetteredSneakers CalligraphyToteBag CalligraphyCapBrim CalligraphyNails ScarfCalligraphy DenimPatchLettering TeeShirtLettering',
    wellness:
      'MindfulCalligraphy LetteringAffirmations SlowInkRitual ThankYouLettering BreathingCalligraphy OneWordLettering FutureSelfLettering OvalDrillCalligraphy',
    speed:
      'FastFancyLetters CalligraphyIn60 LetteringSpeedRound ABCLetteringRace FastestFauxLettering TwentyNamesLettering EnvelopeLetteringDash AutographRushLettering',
    music:
      'CalligraphyLyrics CalligraphyToTheBeat SongTitleLettering TrackListLettering SheetMusicLettering BandNameLettering MixtapeLettering GigPosterLettering',
    tech: 'DigitalCalligraphy HandLetteredWallpaper CalligraphyFontMaker FingerCalligraphy LetteringTimelapse LetteringStickerPack AIVsCalligrapher LetteringGIF',
    pet: 'CalligraphyPetName CatVsCalligraphy DogBowlLettering AdoptionDayLettering TreatJarLettering PupBirthdayLettering KennelCardLettering GoodBoyCalligraphy',
    gaming:
      'CalligraphyGamerTag HandLetteredGameNight CalligraphyHangman ScoreboardLettering RPGSheetLettering QuestMapCalligraphy ChampionLettering CipherCalligraphy',
  },
  graffiti: {
    dance:
      'GraffitiBackdropBattle StreetArtShuffle GraffitiPopAndLock GraffitiCanShake BBoyGraffitiJam MuralMatchGraffiti GraffitiDanceFloor BoomboxGraffiti',
    fitness:
      'GraffitiRunRoute StreetArtStepCount ChalkGraffitiCourse CityWalkGraffitiHunt BodyLetterGraffiti GraffitiWarmUpDrills GraffitiJumpingJacks GraffitiDanceCardio',
    funny:
      'GraffitiGroceryList GraffitiFontFails GrandmaTriesGraffiti RanOutOfRoomGraffiti DadsGraffitiTag ChoreChartGraffiti GraffitiSignature ToddlerGraffiti',
    prank:
      'GraffitiBirthdaySign ChalkGraffitiKindness GraffitiLunchNapkin PaperGraffitiDoor StickyNoteGraffiti EggCartonGraffiti GraffitiGiftWrap GraffitiBananaMessage',
    educational:
      'GraffitiFromPompeii GraffitiLetterDecoder BubbleFontGraffiti GraffitiVsStreetArt LegalWallGraffiti PaperStencilGraffiti GraffitiHistoryTimeline ColorTheoryGraffiti',
    cooking:
      'GraffitiCake GraffitiCookieArt EdibleSprayDonuts PizzaTagGraffiti SauceBottleGraffiti PaintedToastGraffiti GraffitiGingerbread PancakeGraffiti',
    travel:
      'GraffitiWalkingTour GraffitiCityHunt MuralSelfieGraffiti GraffitiTripSketch HometownGraffitiMap RainbowHuntGraffiti GraffitiMuseumVisit PhotoWalkGraffiti',
    fashion:
      'GraffitiDenimJacket CustomGraffitiKicks TagYourTeeGraffiti FitMatchesGraffiti GraffitiNails ThriftFlipGraffiti SchoolBagGraffiti GraffitiHoodie',
    wellness:
      'GraffitiAffirmations GraffitiDoodleBreak StreetArtStroll GraffitiKindnessCards SlowBubbleGraffiti MoodTagGraffiti JournalInGraffiti GraffitiGratitudeSketch',
    speed:
      'GraffitiPaperSprint GraffitiLetterRace FiveMinuteStreetArt QuickBubbleGraffiti GraffitiAlphabetDash GraffitiChalkBlitz BuzzerBeaterGraffiti NameDuelGraffiti',
    music:
      'GraffitiToTheBeat GraffitiAlbumCover SprayCanRhythm HipHopGraffitiJam GraffitiYourBandName GraffitiLyricSketchbook BucketDrumGraffiti ConcertFlyerGraffiti',
    tech: 'ARGraffitiWall GraffitiFontMaker LightPaintGraffiti TagYourPhotoGraffiti PixelGraffiti AnimatedGraffiti PhoneSketchGraffiti GraffitiStickerPack',
    pet: 'GraffitiPetPortrait GraffitiWallDogPose StreetArtStrut GraffitiPuppyPoster GraffitiBunnySketch AdoptMeGraffiti TreatJarGraffiti KittenNameGraffiti',
    gaming:
      'GraffitiGamerTag InGameSprayArt GraffitiBossMural GuessMyGraffiti TicTacToeGraffiti GraffitiDiceDuel ArcadeGraffitiLogo ControllerGraffiti',
  },
  crochet: {
    dance:
      'CrochetTopTwirl CrochetChainConga FringeShimmyCrochet CrochetedPuppetMoves LimboUnderCrochet CrochetSquareDance TangoInACrochetScarf YarnBallBoogie',
    fitness:
      'CrochetRowsAndReps CrochetWristWarmup StitchAndSquat JumpRopeFromCrochet CrochetSweatband HackySackCrochet YogaStrapCrochet CrochetNeckStretch',
    funny:
      'CrochetTheWholeHouse OneMoreYarnBall MyFirstCrochetBlob SweaterCurseCrochet CrochetedMustache CrochetNotKnitting CrochetExpectations GrandmaRatesCrochet',
    prank:
      'CrochetBookmarkNote CrochetDeskMakeover YarnBombTheFridge CrochetEggHats FakePlantCrochet CrochetPetTwin DoorknobCozyCrochet HideAndSeekCrochet',
    educational:
      'HyperbolicCrochet CrochetStitchQuiz LearnToCrochetIn5 NoMachineCanCrochet CrochetMagicRing USvsUKCrochet ColorPoolingCrochet CrochetGaugeSwatch',
    cooking:
      'CrochetVsRealCake CrochetLatticePie GrannySquareCookies CrochetPotholder MarketBagCrochet BreadBasketCrochet DishclothCrochet TeaCozyCrochet',
    travel:
      'YarnShopHop CrochetOnThePlane CrochetAPostcard PackACrochetKit CrochetSouvenir PicnicCrochet BeachBagCrochet CrochetedTravelMap',
    fashion:
      'CrochetBucketHat GrannySquareCardigan CrochetTopInADay FlowerClipCrochet CrochetLegWarmers BalaclavaCrochet ToteBagCrochet ColorBlockCrochet',
    wellness:
      'MindfulCrochet CrochetWindDown OneRowADay CharityHatsCrochet CrochetWorryPet CrochetCircle CrochetFidgetToy AudiobookCrochet',
    speed:
      'GrannySquareRace OneMinuteCrochet CrochetChainSprint MagicRingCrochetDash WindTheYarnCrochet CrochetHeartRush CrochetCoasterBlitz BlindfoldedCrochet',
    music:
      'CrochetToTheBeat CrochetARowPerSong HookAndHum AlbumCoverInCrochet MyCrochetPlaylist GuitarStrapCrochet EggShakerCrochet CrochetMicrophone',
    tech: 'CrochetPhoneCozy AIWroteMyCrochet CrochetLaptopSleeve CrochetRowCounterApp SpreadsheetCrochet QRCodeCrochet CableTidyCrochet EarbudCaseCrochet',
    pet: 'CatCaveCrochet CrochetPetBed CrochetTreatPouch MyPupsCrochetTwin CrochetAmigurumiDoggo KennelBlanketCrochet CrochetSnuffleMat LeashHandleCrochet',
    gaming:
      'CrochetDiceBag PixelGrannySquares CrochetGameCharacter ChessSetInCrochet TicTacToeCrochet MeepleArmyCrochet GamepadCozyCrochet LootChestCrochet',
  },
  embroidery: {
    dance:
      'EmbroideredSkirtTwirl StitchAndStep FolkDanceEmbroidery JacketFlipEmbroidery EmbroideryBoogie EmbroideryOnTheBeat BalletEmbroidery EmbroideryFlossLimbo',
    fitness:
      'StitchBetweenSets EmbroiderYourPR EmbroideryPostureFix StepCountEmbroidery HandYogaEmbroidery EyeBreakEmbroidery EmbroideredGymBag TeamJerseyEmbroidery',
    funny:
      'EmbroideryFailReveal EmbroideryGrandmaRates TangledThreadDrama MessyBackEmbroidery EmbroideryFoodPuns DadJokeEmbroidery EmbroideredMeme ReceiptEmbroidery',
    prank:
      'EmbroiderASecretNote EmbroideredPillowPun SockFaceEmbroidery CatchphraseEmbroidery NapkinEmbroidery TeaTowelEmbroidery AwardSashEmbroidery TwinningEmbroidery',
    educational:
      'EmbroideryTermsQuiz FrenchKnotEmbroidery SashikoEmbroidery MendAHoleEmbroidery BayeuxIsEmbroidery SamplerEmbroidery ThreadingEmbroidery CoordinateEmbroidery',
    cooking:
      'EmbroideryHoopCookies StitchedFlowerCake EmbroideredPieCrust ApronEmbroidery RecipeEmbroidery BrushEmbroideryIcing WaffleGridEmbroidery JamJarLidEmbroidery',
    travel:
      'EmbroiderYourTrip EmbroideredTravelMap StitchEveryCity HometownEmbroidery EmbroideryOnTheTrain PostcardEmbroidery LandmarkEmbroidery SkylineEmbroidery',
    fashion:
      'EmbroiderYourJeans StitchedJacketFlip EmbroideredCollar MonogramEmbroidery StainCoverEmbroidery BucketHatEmbroidery PocketPeekEmbroidery SneakerEmbroidery',
    wellness:
      'MindfulEmbroidery EmbroideryWindDown SlowStitchSunday MoodHoopEmbroidery CraftNightEmbroidery LeafStudyEmbroidery OneWordEmbroidery EmbroideryForAFriend',
    speed:
      'TenMinuteHoop EmbroideryBlitz ThreadRaceEmbroidery KnotRushEmbroidery NameEmbroideryDash UntangleEmbroidery StitchCountEmbroidery OneSongEmbroidery',
    music:
      'EmbroiderTheLyrics EmbroideredAlbumCover StitchToTheBeat SheetMusicEmbroidery BandTeeEmbroidery SoundwaveEmbroidery TicketStubEmbroidery EmbroideryPlaylist',
    tech: 'StitchYourAppIcon EmbroideredQRCode PixelArtEmbroidery PhoneCaseEmbroidery EmojiEmbroidery PhotoToEmbroidery LoadingBarEmbroidery LaptopEmbroidery',
    pet: 'EmbroiderYourPet DogBedNameEmbroidery PawPrintEmbroidery GotchaDayEmbroidery TreatBagEmbroidery CatNapEmbroidery GoodBoyEmbroidery ZoomiesEmbroidery',
    gaming:
      'EmbroideredDiceBag EmbroiderYourAvatar PixelSpriteStitch CheckersEmbroidery GamerTagEmbroidery ConsoleEmbroidery AchievementEmbroidery HealthBarEmbroidery',
  },
  quilting: {
    dance:
      'QuiltCoatTwirl QuiltingBeeBoogie QuiltBlockHopscotch QuiltWaveDance MusicalQuiltSquares BurritoRollQuilt CozyQuiltSway GrannyQuiltJig',
    fitness:
      'QuiltingStretchBreak QuiltingPostureCheck QuiltLayoutSquats ShakeTheQuiltCardio QuiltYogaFlow MakeTheBedQuilt BearCrawlQuilt PicnicQuiltCircuit',
    funny:
      'QuiltingMathPanic QuiltFailReveal TooMuchFabricConfession CatInspectsTheQuilt SeamRipperQuilt DadNamesQuiltBlocks WhoGetsTheQuilt MeasureTwiceQuiltOnce',
    prank:
      'QuiltSecretPatch QuiltingThankYouNote DryerWarmQuilt SurprisePicnicQuilt TuckedInToysQuilt FunnyLabelQuilt QuiltingBeeSurprise HideAndSeekQuilt',
    educational:
      'QuiltingMath QuiltTessellations NameThatQuiltBlock QuiltSandwich101 GrandmasQuiltStory PaperPatchworkQuilt RunningStitchQuilt QuiltFractions',
    cooking:
      'QuiltCookies QuiltPatternPie PatchworkSheetCake QuiltSandwichLunch FruitQuiltPlatter QuiltPizza PicnicOnAQuilt SnackBoardQuilt',
    travel:
      'QuiltShopHop QuiltingRoadTrip AQuiltBlockPerTrip BarnQuiltTrail ParkPicnicQuilt StargazingQuilt SouvenirFabricQuilt TrainRideQuilting',
    fashion:
      'QuiltCoatCheck QuiltedToteBag OldQuiltNewJacket ScrapQuiltScrunchie PatchworkVestQuilt BucketHatFromAQuilt QuiltSquareEarrings MatchMyQuiltOutfit',
    wellness:
      'QuiltAndUnwind QuiltingCozyHour MindfulPatchwork SlowHandQuilting TShirtMemoryQuilt DonateAQuiltBlock FriendshipQuilt ReadingOnAQuilt',
    speed:
      'QuiltBlockRace SpeedQuilting TenMinutePatch QuiltFoldSprint ColorSortQuilt PaperQuiltPuzzle ScrapMatchQuilt BeatTheBuzzerQuilt',
    music:
      'AlbumCoverQuilt QuiltTheLyrics QuiltingPlaylist QuiltingBeeSingAlong SoundwaveQuilt PianoKeyQuilt BandTeeQuilt LullabyQuilt',
    tech: 'QuiltAQRCode QuiltedLaptopSleeve PixelQuiltDesign SpreadsheetQuilt PhotoTransferQuilt BinaryMessageQuilt CircuitBoardQuilt AIDesignedQuilt',
    pet: 'QuiltForYourPet CatClaimsTheQuilt PawPrintQuiltBlock ShelterQuiltDrive PuppyPhotoQuilt DogFortQuilt TreatHuntQuilt PupBirthdayQuilt',
    gaming:
      'QuiltedGameSprite RetroConsoleQuilt PixelPatchwork CheckersOnAQuilt SnakesAndLaddersQuilt QuiltMemoryMatch QuiltHopscotch LevelMapQuilt',
  },
  woodworking: {
    dance:
      'WoodworkingShuffle PerfectFitWoodwork WoodworkRevealDance TapBoardWoodwork MarionetteWoodwork ToolBeltWoodworker SweepTheShopWoodwork WoodworkPlankLimbo',
    fitness:
      'WoodworkingLumberCarry WoodworkingSandingArmDay PlyoBoxWoodwork BalanceBoardWoodwork ParalletteWoodwork WoodworkPlankHold YogaBlockWoodwork WoodworkWristStretch',
    funny:
      'WoodworkingFails SawdustEverywhere MeasureTwiceWoodwork UnfinishedWoodwork MyWonkyWoodwork WoodworkerVsFlatPack WoodworkerPencilHunt AllTheClampsWoodwork',
    prank:
      'PlankCakeWoodwork SecretFixWoodwork FairyDoorWoodwork WoodworkPuzzleBox GiantPencilWoodwork HiddenJokeWoodwork CoasterNoteWoodwork DeskCaddyWoodwork',
    educational:
      'GrainGuessWoodwork TreeRingWoodwork NoNailWoodwork PulleyWoodwork WoodworkToolQuiz GritTestWoodwork StickBridgeWoodwork ReadATapeWoodwork',
    cooking:
      'WoodworkingCuttingBoard WoodworkingServingTray SpoonCarvingWoodwork SpiceRackWoodwork RollingPinWoodwork PizzaPeelWoodwork RecipeStandWoodwork ChopsticksWoodwork',
    travel:
      'CampStoolWoodwork WoodworkWalkingStick TravelMapWoodwork KeepsakeBoxWoodwork PostcardWoodwork LuggageTagWoodwork TreeSpottingWoodwork CoveredBridgeWoodwork',
    fashion:
      'WoodworkingApronFit WoodworkingWoodenRing BowTieFromWoodwork BeadNecklaceWoodwork FlannelWoodworker HairCombWoodwork StudEarringWoodwork ShoeRackWoodwork',
    wellness:
      'WhittlingWindDown CalmSandingWoodwork WoodworkWorryStone BirdhouseWoodwork GratitudeBoxWoodwork HerbPlanterWoodwork CedarScentWoodwork SlowDovetailWoodwork',
    speed:
      'WoodworkingGrainGuess StickTowerWoodwork FlatPackRaceWoodwork WoodworkingDominoRun NameThatToolWoodwork BurrPuzzleWoodwork WoodworkBlockStack WoodworkingScrapSort',
    music:
      'WoodworkingDrumBuild ShopToolRhythm XylophoneWoodwork RainStickWoodwork GuitarStandWoodwork WindChimeWoodwork PhoneSpeakerWoodwork SandBlocksWoodwork',
    tech: 'PhoneStandWoodwork LaptopRiserWoodwork ChargingDockWoodwork CableTidyWoodwork ARMeasureWoodwork ModelItFirstWoodwork LevelAppWoodwork HeadsetHookWoodwork',
    pet: 'WoodworkingPetBed WoodworkingCatTree DIYDogBowlStand PupRampWoodwork HamsterHouseWoodwork TreatPuzzleWoodwork LeashHookWoodwork BunnyHideoutWoodwork',
    gaming:
      'WoodworkingBoardGame WoodworkingChessSet TumbleTowerWoodwork CornholeWoodwork MarbleRunWoodwork RingTossWoodwork TiltMazeWoodwork DiceTrayWoodwork',
  },
  unboxing: {
    dance:
      'UnboxingBoxStep MailDayDance BubbleWrapUnboxing RobotMovesUnboxing UnboxingHappyJig UnboxingSpinReveal ShakeAndGuessUnboxing RibbonTwirlUnboxing',
    fitness:
      'BoxCarryWalk UnboxingHomeGym LiftWithLegsUnboxing FirstRunUnboxing StompFlatUnboxing UnboxingYogaMat JumpRopeUnboxing DumbbellUnboxing',
    funny:
      'UnboxingTooMuchTape UnboxingOverreaction BubbleWrapBoss UnboxingMyOwnLunch JunkMailUnboxing GrandmaUnboxing OnlineVsRealUnboxing NatureDocUnboxing',
    prank:
      'UnboxingNestedBoxes SurpriseUnboxingForMom TinyGiftGiantPackage NothingInsideUnboxing UnboxingLoveNotes BallPitUnboxing MislabeledUnboxing UnboxingGooglyEyes',
    educational:
      'RecycleYourUnboxing BoxStrengthUnboxing UnboxingInFrench BubbleWrapFactUnboxing DopamineUnboxing UnboxingEggDrop BarcodeUnboxing PackageRouteUnboxing',
    cooking:
      'UnboxingMealKit MysteryBoxCookOff UnboxingSnackHaul BentoUnboxing UnboxingNewPan FortuneCookieUnboxing PizzaDeliveryUnboxing GroceryBagUnboxing',
    travel:
      'UnboxingSouvenirs UnboxingMyCarryOn SnacksFromAbroad HotelRoomUnboxing PenPalUnboxing CampingGearUnboxing UnboxingTheView RoadTripKitUnboxing',
    fashion:
      'UnboxAndStyle UnboxingSneakers MailDayTryOn UnboxingThreeWays HandMeDownUnboxing ClosetSwapUnboxing WrongSizeUnboxing OutfitInABoxUnboxing',
    wellness:
      'SlowUnboxing UnboxingSelfCareBox MailDayJoy PlantUnboxing KeepsakeUnboxing BookUnboxing UnboxingJournal TeaSamplerUnboxing',
    speed:
      'UnboxingRecycleSort UnboxAndAssembleRace FlatPackFaceOff UnboxingGuessByTouch BubblePopUnboxing NestedBoxUnboxing UnboxingCardboardFold RepackItUnboxing',
    music:
      'UnboxingVinyl UnboxingFirstNote BubbleWrapBeat CardboardDrumUnboxing UnboxingASMR BoxGuitarUnboxing HeadphonesUnboxing UnboxingSoundtrack',
    art: 'UnboxingArtSupplies CardboardCastleBuild UnboxThenDraw UnboxingMysteryKit CollageFromUnboxing UnboxingSketchbook PredictItUnboxing UnboxingPaintSwatch',
    pet: 'UnboxingForMyDog CatPicksTheBox PetUnboxingReview KittyFortUnboxing ShelterGiftUnboxing SniffTestUnboxing AquariumUnboxing PawtyUnboxing',
    gaming:
      'UnboxingBoardGame RetroConsoleUnboxing FirstBootReaction UnboxingDiceSet TradingCardUnboxing ControllerUnboxing UnboxingPuzzleCube DIYArcadeUnboxing',
  },
  esports: {
    dance:
      'EsportsVictoryDance EsportsTeamEntrance ClutchCelebration EsportsEmoteIRL FanCheerEsports HandshakeLineEsports LaggyRobotEsports ConfettiDropEsports',
    fitness:
      'EsportsAthleteDay EsportsReflexDrills GamerPostureReset EsportsWristWarmUp EsportsEyeBreak LossPushUpsEsports RulerDropEsports TeamJogEsports',
    funny:
      'EsportsCasterMode EsportsHypeReactions GrandFinalFaces ChoresAsEsports KindTrashTalkEsports DadGoesEsports PressConfEsports SlowMoReplayEsports',
    prank:
      'EsportsCastMyMom EsportsHomeTrophy WakeUpCasterEsports DinnerIntroEsports CrowdCheerEsports GlitterSignEsports FanClubEsports MVPAwardEsports',
    educational:
      'EsportsCareersQuiz FirstEverEsportsEvent CountYourAPMEsports PlaybookEsports LearnToCastEsports ReactionTimeEsports EsportsStatsChart MapCalloutsEsports',
    cooking:
      'FuelLikeAnEsportsPro EsportsWatchParty GrandFinalFeast EsportsSnackDraft EnergyBitesEsports TeamCookiesEsports LANNightEsports TrophyCakeEsports',
    travel:
      'EsportsArenaTour GrandFinalRoadTrip LibraryLANEsports GearBagPackEsports GamingCafeEsports CouchCoopEsports TravelSetupEsports HotelWiFiTestEsports',
    fashion:
      'EsportsJerseyFit EsportsMerchHaul GamertagOnMyBack TeamKitEsports EsportsHeadsetHair CasterSuitEsports EsportsCosplay MatchingSquadEsports',
    wellness:
      'EsportsPreGameCalm EsportsBreathwork TiltResetEsports EsportsBedtime TouchGrassEsports ShakeHandsEsports LossJournalEsports EsportsTeamCheckIn',
    speed:
      'EsportsReactionTime EsportsAPMRecord FastestFlickShot AimTrainerEsports ButtonMashEsports GrabTheRemoteEsports LANSetupRaceEsports EsportsTriviaBlitz',
    music:
      'EsportsHypeAnthem EsportsWalkoutSong CasterCallRemix TeamChantEsports LoFiPracticeEsports DrumRollEsports EsportsPlaylistDraft MontageMusicEsports',
    art: 'DesignAnEsportsLogo EsportsFanPoster SketchTheClutchPlay EsportsMascotDraw TrophyCraftEsports EsportsComicStrip EsportsPlayerCard PixelBannerEsports',
    tech: 'EsportsGearTour EsportsMouseTest BuildAnEsportsSetup PingCheckEsports ClipEditEsports CableTidyEsports OverlayDesignEsports ReplayReviewEsports',
    pet: 'EsportsCatMascot GrandFinalPetFan PuppyCasterEsports ZoomiesReplayEsports FetchLeagueEsports TugMatchEsports NapRankingsEsports HideTreatEsports',
  },
  rpg: {
    dance:
      'RPGClassDanceOff RPGLevelUpJig SideQuestShuffle VictoryPoseRPG PartyCongaRPG NPCIdleLoopRPG TavernStompRPG RPGCritHitSpin',
    fitness:
      'RPGStrengthStatGrind XPForEveryRep RealLifeRPGWorkout RPGQuestWalk RPGBossFightHIIT DexterityDrillRPG RPGPotionWaterBreak RollForSquatsRPG',
    funny:
      'RPGLogicIRL RPGNPCImpressions SideQuestDistracted MyBackpackIsAnRPG RPGTextBoxLife RPGTutorialGrandma CharacterCreatorRPG SpikyJRPGHair',
    prank:
      'RPGLootChestSurprise MyRoomiesRPGMission SideQuestScavengerHunt RPGNPCAllDay RPGHealerCareKit RPGBountyPosterChores BossMusicRPG SavePointSnackRPG',
    educational:
      'RPGDiceMath FirstRPGEverQuiz MythMonstersRPG HerosJourneyRPG RPGVocabQuest GoldBudgetRPG XPCurveGraphRPG LatinSpellNamesRPG',
    cooking:
      'RPGPotionMocktails RPGTavernStew QuestRationsPicnic CraftingRecipeRPG GoldCoinCookiesRPG InnBreakfastRPG JRPGBentoBox ManaBarsRPG',
    travel:
      'RPGQuestRoadTrip RealLifeRPGTown DetourForLoot InventoryPackRPG ForestDungeonRPG DestinationBoardRPG RPGInnCheckIn FogOfWarWalkRPG',
    fashion:
      'DressAsYourRPGClass EquipmentFitCheck JRPGHairGlowUp CardboardArmorRPG RPGCapeDIY OutfitStatsRPG RPGBardLook ThriftQuestRPG',
    wellness:
      'RPGRestAtTheInn RPGSelfCareQuest HealthPotionHydration RPGSavePointPause RPGStatusEffects KindnessBuffRPG AdventureJournalRPG LevelUpHabitRPG',
    speed:
      'RPGAnyPercent QuestLogSprint InventorySortRPG RollANat20RPG QuickCharacterRPG BossRushRPG RPGTriviaBlitz RPGMapDrawDash',
    music:
      'RPGTavernSong RPGBattleThemeCover HumTheOverworld BardBalladRPG VictoryFanfareRPG JRPGPianoMedley InnLullabyRPG HeroAnthemRPG',
    art: 'DrawAnRPGMap RPGCharacterSheetArt PixelPartyPortrait RPGItemCards RPGMonsterDesign ClayMiniRPG DungeonDioramaRPG ShieldCrestRPG',
    tech: 'CodeATinyRPG AIDungeonMaster RPGMakerGameJam SpreadsheetRPG RPGQuestReminders RPGDiceRollerApp PixelSpriteRPG VoiceActingRPG',
    pet: 'RPGStatsForMyCat MyDogTheRPGHealer PetSideQuest CompanionWalkRPG RPGLootForMyPup TreatHuntRPG RPGLevelUpTricks RPGGoldfishNPC',
  },
  gymnastics: {
    dance:
      'BalanceBeamDance GymnasticsFloorRoutine GymnastRibbonTwirl GymnastSalute HulaHoopGymnastics GymnastSyncDuet StickItGymnast RhythmicBallGymnast',
    funny:
      'GymnasticsScoringChores GymnasticsHomeCommentary GymnasticsBedMaking DadTriesGymnastics SaluteLikeAGymnast GroceryUnloadGymnast ChalkUpGymnast SlowMoSitDownGymnast',
    prank:
      'SurprisePerfectTen SecretJudgesGymnast AnnouncerGymnast MedalCeremonyGymnast HallwayBeamGymnast WelcomeHomeGymnast CheerSquadGymnastics DoorRibbonGymnast',
    educational:
      'BalancePointGymnast SpinScienceGymnast LearnToJudgeGymnast GymnastApparatusQuiz SkillsNamedByGymnasts SafeFallGymnast MuscleMapGymnastics TenCmBeamGymnastics',
    cooking:
      'GymnasticsLeotardCookies GymnasticsMeetSnacks BalanceBeamCake GymnastFuelBreakfast HomemadeGymnastTrailMix PodiumParfaitGymnast GymnastSmoothieBowl PretzelTwistGymnast',
    travel:
      'GymnasticsMeetTrip GymnasticsHallOfFame GymnasticsSummerCamp SandCartwheelGymnast CompBagPackGymnast TryAClassGymnast GymnasticsPostcardHome HotelRoomGymnastics',
    fashion:
      'GymnasticsLeotardCheck GymnasticsHairBun MeetDayLook ScrunchieGymnastics DesignYourLeoGymnast GlitterGelGymnast WarmUpJacketGymnast TeamBowGymnastics',
    wellness:
      'GymnasticsPreMeetRitual BeamBreathingGymnast SplitsJourneyGymnast GymnastVisualization FoamRollerGymnast BridgeStretchGymnast GymnasticsCoolDown MistakeResetGymnast',
    speed:
      'GymnasticsSpeedCircuit FastestCartwheelLine TuckJumpCountGymnast GymnasticsSkippingRush HollowHoldGymnast BunInSecondsGymnast BearCrawlDashGymnast SitUpBlitzGymnast',
    music:
      'GymnasticsFloorMusic MeetPlaylistGymnast EightCountGymnast DrumRollGymnast GymnastThemeSong EpicSlowMoGymnast RibbonRhythmGymnast CheerChantGymnastics',
    art: 'GymnasticsPhotography GymnasticsSilhouette LeotardDesign FlipbookGymnast GymnastWireSculpture GymnastPoseSketch MedalCraftGymnastics ClayPodiumGymnast',
    tech: 'GymnasticsSlowMo GymnasticsScoringApp FlipMotionTracker FormReplayGymnast SplitAngleGymnast GymnasticsGIF GreenScreenGymnast GymnastHighlightReel',
    pet: 'GymnasticsPetJudge DogBalanceBeam PuppyAgilityGymnast CatStretchGymnast GymnasticsFurryFan HulaHoopHopGymnast BunnyBinkyGymnast PodiumTreatGymnast',
    gaming:
      'GymnasticsJudgeGame GymnasticsCharades CopyMyPoseGymnast GymnastTriviaNight LineTagGymnast StatueBalanceGymnast WouldYouRatherGymnast ApparatusSpinGymnast',
  },
};
