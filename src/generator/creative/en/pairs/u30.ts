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
      'AffirmationStickyNotes SecretMirrorMantra AffirmationAmbush AffirmationBanana AffirmationHypeMan RingtoneMantraSwap FamilyMantraFlashMob WakeThemWithAMantra',
    educational:
      'SelfTalkExperiment TranslateYourMantra FlipTheSelfTalk MantraMythOrFact ThirdPersonSelfTalk MantraInSignLanguage ABCAffirmations HaikuMantra',
    cooking:
      'AffirmationFortunes PancakeAffirmations AlphabetSoupMantra SelfTalkCookingShow KneadYourMantra MealPrepMantra AffirmationSmoothie AffirmationToast',
    travel:
      'PepTalkAtThePeak PostcardAffirmations PackAMantra RoadTripMantra LeaveAMantraBehind SunriseAffirmation LocalLanguageMantra AffirmationChalkWalk',
    fashion:
      'WearYourMantra AffirmationTeeDIY DressLikeYourMantra MantraBeadBracelet StitchYourMantra MantraManicure MantraRunwayWalk MirrorSelfieMantra',
    speed:
      'AffirmationRapidFire TenAffirmationsIn60 MantraTongueTwister AToZAffirmations SpeedWriteYourMantra MantraRelay BackwardsMantra OneBreathMantras',
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
      'DeepBreathDramatics TryNotToLaughBreathing LionBreathRoar NatureDocBreathwork ContagiousYawnBreath WhisperyBreathCoach HiccupBreathingCure SmellThePizzaBreath',
    prank:
      'BreatheStickyNotes CalmWallpaperSwap MirrorTheirBreathing BreathFogMessage UnisonBreathing BoxBreathingGift ChoreBreathCoach JarOfDeepBreaths',
    educational:
      'NoseVsMouthBreathing TraceTheBoxBreathing Try478Breathing BreathsPerMinuteTest BreathingPulseCheck BookOnBellyBreathing BreathingLungModel BreathingTrivia',
    cooking:
      'BreathworkBreadKnead InhaleTheAroma CoolTheSoupBreathing BreatheWhileItSteeps FreshBreathSmoothie BoxBreathingBento SpiralPeelBreath BreatheBetweenBites',
    travel:
      'BreathworkOnTheBeach BreathtakingViews WindowSeatBreathwork ForestBreathWalk TakeoffBoxBreathing FreshAirBreathing NewCityFirstBreath CommuteBreathwork',
    fashion:
      'BreathableFabricTest DeepBreathJeansCheck ClosetBreathingRoom BreathtakingOutfit BreathBeadBracelet GRWMBoxBreathing MoodRingBreathing SheetMaskBreathwork',
    speed:
      'OneMinuteBreathwork BreatheDownYourPulse FeatherBreathRace ThreeBreathReset PinwheelBreath BubbleBreathRecord BreathFogDoodleDash BreathingQuizBlitz',
    music:
      'BreatheToTheBeat HummingBeeBreath OneBreathNoteHold BreathBottleFlute MetronomeBreathing SingersBreathWarmUp BreatheTillItFades BreatheToALullaby',
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
      'TherapistModeAllDay RetailTherapyFakeout TeddyBearTherapy PillowFortTherapy TissueSlideTherapy GroupTherapyAmbush PetTherapyAlarm ComplimentTherapy',
    educational:
      'TherapyFeelingsWheel TherapyMythOrFact TherapyIStatements TherapySpeakQuiz ThoughtRecordTherapy ListenLikeATherapist GroundingTherapy GuessTheTherapyType',
    cooking:
      'BakingIsTherapy TherapyTeaBlend GrandmasSoupTherapy PotatoMashTherapy CasseroleCounseling PunchTheDoughTherapy LemonadeTherapy TherapySaladSpin',
    travel:
      'ForestTherapyWalk TherapyByTheSea TrainWindowTherapy RoadTripTherapy ParkBenchTherapy CheaperThanTherapy TherapyWithoutAMap StargazingTherapy',
    fashion:
      'RetailTherapyHaul ColorTherapyOutfit ThriftingIsMyTherapy SweatpantsTherapy ClosetShopTherapy TherapyTieDye BraidingTherapy SneakerScrubTherapy',
    speed:
      'TherapyTipRapidFire RetailTherapySprint TidyRushTherapy TherapyReframeRace WordAssociationTherapy TherapyThanksBlitz MoodDoodleTherapy TherapyFlashcardDash',
    music:
      'ShowerSingingTherapy PotDrummingTherapy MoodPlaylistTherapy LyricTherapy TherapyAnthem WhistleTherapy MusicTherapyJam TherapySingAlong',
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
      'HundredRepSpeedrun PersonalBestPushUps CouchCushionSpeedrun SpeedrunToTheSplits GlitchlessSpeedrun BackyardLapSpeedrun SpeedrunTheBeepTest BurpeeSpeedrunRelay',
    funny:
      'GlitchInRealLife MorningSpeedrun SpeedrunnerCommentary InsideOutSpeedrun SlowestSpeedrunEver CatRuinedMySpeedrun FlatPackSpeedrun SpeedrunTheSmallTalk',
    prank:
      'StickyNoteSpeedrun BalloonRoomSpeedrun BeforeTheyGetHome GiftWrapSpeedrun GooglyEyeSpeedrun DecorateSpeedrun SpeedrunACupFort SpeedrunTheShoeSwap',
    educational:
      'SpeedrunTheStates PeriodicTableSpeedrun MentalMathSpeedrun SpellingBeeSpeedrun SpeedrunTheSkeleton PiDigitsSpeedrun TypingTestSpeedrun BackwardsABCSpeedrun',
    cooking:
      'PancakeSpeedrun FramePerfectFlip SpeedrunTheLunchbox SmoothieSpeedrun EggCrackingSpeedrun MugCakeSpeedrun SpeedrunTheDishes GroceriesSpeedrun',
    travel:
      'SpeedrunTheMuseum AirportSpeedrun LandmarkSplits SpeedrunYourPacking HometownSpeedrun LibrarySpeedrun MarketListSpeedrun NatureTrailSpeedrun',
    fashion:
      'GetReadySpeedrun WorldRecordGlowUp QuickChangeSpeedrun SpeedrunATieKnot SockMatchSpeedrun ShirtFoldSpeedrun SpeedrunAThriftFit BraidSpeedrun',
    wellness:
      'SlowrunNotSpeedrun BedtimeSpeedrun ResetRoomSpeedrun TenThanksSpeedrun MorningSunSpeedrun KindnessSpeedrun SelfCareSpeedrun SpeedrunnerStretch',
    music:
      'SpeedrunTheScales LevelThemeCover LearnASongSpeedrun SpeedrunTheABCs NameThatTuneSpeedrun SpeedrunTheChorus WaterGlassSpeedrun MetronomeSpeedrun',
    art: 'PixelArtSpeedrun OneMinutePortrait OrigamiSpeedrun SpeedrunAMasterpiece StickFigureSpeedrun ShadowTraceSpeedrun ColoringPageSpeedrun LeftHandSpeedrun',
    tech: 'HelloWorldSpeedrun PhoneSetupSpeedrun TypingSpeedrun SpeedrunTheCaptcha PhotoCleanupSpeedrun SpeedrunYourInbox WikiRaceSpeedrun NoMouseSpeedrun',
    pet: 'DogTrickSpeedrun CatZoomiesSpeedrun FetchPersonalBest TreatPuzzleSpeedrun SpeedrunHideAndSeek SpeedrunTheLitterBox ToyNameSpeedrun LeashUpSpeedrun',
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
      'RapAllYourReplies SurpriseRapTribute FreestyleVoicemail WakeUpRapAlarm RapBattleAmbush RapLyricTextPrank RapHypeIntro LunchNoteRap',
    educational:
      'RapTheTimesTables RapThePlanets HistoryInSixteenBars ElementSymbolRap RapRhymeSchemes VocabularyRap RapInANewLanguage PhotosynthesisRap',
    cooking:
      'RapTheRecipe WrapsAndRaps RapTheToppings GranolaRapBars RapBattleBakeOff RapperDishReveal FoodReviewRap BlenderBeatRap',
    travel:
      'RapAboutMyCity RapYourRoadTrip FreestyleAtLandmarks PackingListRap RapTourGuide TrainRideRap RapWhereThePinLands TouristRapperPOV',
    fashion:
      'RapVideoFitCheck DressLikeYourFavRapper GoldChainGlowUp ThriftARapperLook RapMyOOTD SneakerRapReview NinetiesRapStyle TracksuitRapper',
    wellness:
      'RapAffirmations GratitudeFreestyle HypeYourselfRap LoFiRapWindDown RapJournal RapperBreathing RapToMyYoungerSelf NatureWalkRap',
    speed:
      'TongueTwisterRap DoubleTimeRap ABCRapSprint RapRhymeChain OneBreathRapVerse FastestRapperAlive LightningRapBattle FinishMyRapLine',
    art: 'DrawYourRapAlbum GraffitiYourRapName LyricLettering RapVerseComic SketchMeAsARapper RapBattlePoster CardboardBoomboxRap FlipbookRapper',
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
      'BeatboxPhoneRing MicrowaveDingBeatbox BeatboxTheirMoves BeatboxAlarmClock HiddenBeatboxer ShowerBeatboxBackup BeatboxCompliment BaDumTssBeatbox',
    educational:
      'BootsAndCatsLesson ThreeSoundBeatbox NameThatBeatbox PhonicsBeatbox BeatboxTimeSignature BeatboxMouthMirror TeachDadToBeatbox BeatboxVsRealDrums',
    cooking:
      'BeatboxTheRecipe WhiskToTheBeatbox BeatboxPancakeFlip PopcornBeatbox DoughSlapBeatbox SousChefBeatboxer BeatboxKitchenSounds DishwashingBeatbox',
    travel:
      'BeatboxTheSubway BeatboxMyCitySounds RoadTripBeatbox BeachWaveBeatbox HikeToMyBeatbox BuskingBeatboxer BeatboxTourGuide VoicePostcardBeatbox',
    fashion:
      'SnapbackAndMic BeatboxOutfitSwitch BeatboxRunwayWalk BeatboxCrewTee CapFlipBeatbox GRWMBeatbox JacketZipBeatbox NailTapBeatbox',
    wellness:
      'BeatboxBreathing BeatboxItOut SlowBeatboxLullaby HeartbeatBeatbox HummingBeatbox RainSoundsBeatbox BirdsongBeatbox GratitudeBeatbox',
    speed:
      'TenSecondBeatbox BeatboxBPMClimb BeatboxTongueTwister CopyMyBeatbox ABCBeatbox PassTheBeatbox BeatboxSoundCount SpeedBeatboxDuel',
    art: 'BeatboxVisualizer BootsAndCatsComic PaintToTheBeatbox BeatboxOnomatopoeia BlindContourBeatbox StopMotionBeatbox SplatterArtBeatbox BeatboxFlipbook',
    tech: 'BeatboxLooper BeatboxVsAIDrummer OneManBeatboxBand BeatboxRingtoneMaker AutoCaptionsBeatbox BeatboxVoiceFilter MetronomeAppBeatbox VideoCallBeatbox',
    pet: 'CatReactsToBeatbox PetBeatboxDuet BeatboxPurrBass BeatboxTheZoomies BeatboxTrickCue HamsterWheelBeatbox SnoreRemixBeatbox PuppyNapBeatbox',
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
      'BassDropDoorbell BassBoostedRingtone SurpriseBassSolo MysteryBassHum BassFaceStareDown BassAnnouncerDinner VoicemailInBass DeepBassSerenade',
    educational:
      'BassVsGuitarQuiz RiceOnABassSpeaker LowestBassYouCanHear LearnTheBassClef RubberBandBassPitch SpotTheBassline BassOrTenorTest BigBottleBassNote',
    cooking:
      'AllAboutThatBaste BassGuitarCake JellyOnTheBass KneadingToTheBass BassBoostedBreakfast FlipOnTheBassDrop BassClefCookies StirToTheBassline',
    travel:
      'ViewRevealBassDrop RoadTripBassTest HeadphoneBassWalk CityBassSounds TrainRhythmBassline PassengerAirBass PicnicBassJam WalkingBassTour',
    fashion:
      'BassDropOutfitSwap BassClefNailArt BassFaceRunway BassSpeakerEarrings RockBassistLook ThriftABassistFit GlowStickBassRave DenimBassistJacket',
    wellness:
      'LowAndSlowBass DeepNoteBreathing BasslineMeditation LieDownBassBath SleepyBassPlaylist BassHeartbeatSync BassAndRainSounds SoftBassStretch',
    speed:
      'BPMBassClimb AirBassSpeedSolo NameThatBassline BassRiffCountdown RubberBandBassRace BassReflexTest BassOrTrebleBlitz BeatTheBassDrop',
    art: 'BassGuitarSketch CardboardBassBuild BassWaveDoodle BassBouncePaint BassClefMandala ClayMiniBass DesignABassGigPoster SelfPortraitBassFace',
    tech: 'BassOnAPhoneSpeaker HeadphoneBassTest FindYourBassEQ AppBasslineMaker ToneGeneratorBass SlowedAndBassBoosted BassBeatSyncEdit CodeABassGroove',
    pet: 'DogReactsToBass CatNapOnBassAmp PurrBassline SnoreBassSolo BassVoicePetNarrator SoftBassLullabyPup TailWagBassBeat PetCopiesMyBassFace',
    gaming:
      'BossBattleBassline EightBitBass NameThatGameByBass BassDropStatues LowestBassNoteWins AirBassShowdown CopyMyBassRiff HumTheBassGuess',
  },
  'a cappella': {
    dance:
      'ACappellaChoreo DanceToACappella ACappellaCupSong ACappellaFlashMob ACappellaSway ShowChoirACappella BoyBandACappella SnapLineACappella',
    fitness:
      'SingAndSquat ACappellaBreathDrills JoggingACappella ACappellaPlankHold ACappellaWarmUpYoga SkipRopeACappella CadenceCallACappella BurpeeACappella',
    funny:
      'MouthTrumpetSolo ACappellaCommercials ACappellaGroceryList OffKeyACappella DadJoinsACappella ACappellaTexts OohAahACappella HoldMusicACappella',
    prank:
      'ACappellaSerenade HarmonizeAllDay ACappellaVoicemail ACappellaAmbush ACappellaWakeUpCall HiddenHumACappella FakeRadioACappella RingtoneACappella',
    educational:
      'FindYourVoicePart ACappellaMeansChapel ACappellaHarmony101 SolfegeACappella RowYourBoatACappella ACappellaPitchMatch FolkSongACappella ACappellaByEar',
    cooking:
      'SingTheRecipe ACappellaDinnerBell HandwashACappella ACappellaFoodReview SoftBoiledACappella WhiskingACappella PotluckACappella DishDutyACappella',
    travel:
      'ACappellaEchoSpots ACappellaAtLandmarks BackseatACappella HikingACappella LocalSongACappella ACappellaPostcard ParkGazeboACappella SunriseACappella',
    fashion:
      'MatchingVestStyle ACappellaBowTie ACappellaOOTD KeyChangeACappella ColorCodedACappella ACappellaRunway BarbershopACappella TwinningACappella',
    wellness:
      'ACappellaLullaby ACappellaHumBreak ShowerACappella GratitudeACappella ACappellaWithGrandma RainyDayACappella CheerUpACappella BirdCallACappella',
    speed:
      'ACappellaDoubleTime GuessACappellaSong ACappellaRelay ACappellaPitchRace OneBreathACappella ChipmunkACappella SpeedRoundACappella AuctioneerACappella',
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
      'HiddenWatercolorNote FakeSpillWatercolor WatercolorArtSwap SillyFaceWatercolor CookieJarWatercolor TinyWatercolorHunt NapkinWatercolor WindowViewWatercolor',
    educational:
      'MixGreensWatercolor SaltOnWatercolor WetVsDryWatercolor WatercolorValueScale CoffeeFilterWatercolor GradedWashWatercolor MakeAWatercolorBloom PrimariesWatercolor',
    cooking:
      'WatercolorCookies WatercolorCake BeetJuiceWatercolor TeaStainWatercolor DinnerPlateWatercolor RecipeCardWatercolor WatercolorMenu FruitBowlWatercolor',
    travel:
      'WatercolorTheView PocketPaletteTrip WatercolorPostcardHome TrainRideWatercolor RouteMapWatercolor ParkBenchWatercolor SkylineWatercolor SouvenirWatercolor',
    fashion:
      'WatercolorSneakers PastelPaletteLook WatercolorTee WatercolorNailArt OOTDWatercolor WatercolorMakeup DreamDressWatercolor ThriftFlipWatercolor',
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
      'StatueHoldChallenge SculptingArmDay SandSculptureDig SculptureParkWalk SculptureFreezeHIIT HeroFlexSculpture BalanceLikeASculpture WireSculptureWorkout',
    funny:
      'RecreateTheSculpture SculptingFromMemory StatuePoseFail SculptYourDadInClay UglySculptureContest BlindfoldSculpting FurballSculpture StoneFaceSculpture',
    prank:
      'HumanStatueSurprise SculptTheirPortrait TinySculptureHunt MiniMeSculpture SculptureThatMoves SoapBarSculpture FruitFaceSculpture PillowDecoySculpture',
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
      'CalligraphyStickyNotes CalligraphyChoreInvite FancyLunchboxMessage HouseLabelLettering CalligraphyAward DinnerMenuLettering KindTicketLettering MirrorLettering',
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
      'GraffitiRunRoute StreetArtStepCount ChalkGraffitiCourse MileTagGraffiti GraffitiBodyLetters GraffitiWarmUpDrills PaintRollerGraffiti GraffitiDanceCardio',
    funny:
      'GraffitiGroceryList SprayCanBloopers GrandmaTriesGraffiti RanOutOfRoomGraffiti DadsGraffitiTag ChoreChartGraffiti GraffitiSignature ToddlerGraffiti',
    prank:
      'GraffitiBirthdaySign ChalkGraffitiKindness WindowMarkerSurprise PaperGraffitiDoor StickyNoteGraffiti EggCartonGraffiti GraffitiGiftWrap TinyGraffitiDoodles',
    educational:
      'GraffitiFromPompeii GraffitiLetterDecoder BubbleFontGraffiti GraffitiVsStreetArt LegalWallGraffiti PaperStencilGraffiti CaveGraffiti ColorTheoryGraffiti',
    cooking:
      'GraffitiCake GraffitiCookieArt EdibleSprayDonuts PizzaTagGraffiti SauceBottleGraffiti PaintedToastGraffiti GraffitiGingerbread PancakeGraffiti',
    travel:
      'GraffitiWalkingTour GraffitiCityHunt MuralSelfieGraffiti GraffitiTripSketch HometownGraffitiMap RainbowHuntGraffiti SkateparkGraffiti PhotoWalkGraffiti',
    fashion:
      'GraffitiDenimJacket CustomGraffitiKicks TagYourTeeGraffiti FitMatchesGraffiti GraffitiNails ThriftFlipGraffiti SchoolBagGraffiti GraffitiHoodie',
    wellness:
      'GraffitiAffirmations GraffitiDoodleBreak StreetArtStroll KindWordsGraffiti SlowBubbleGraffiti MoodTagGraffiti GraffitiJournal ThanksWallGraffiti',
    speed:
      'GraffitiTagInTen GraffitiLetterRace FiveMinuteStreetArt QuickBubbleGraffiti GraffitiAlphabetDash GraffitiChalkBlitz BuzzerBeaterGraffiti NameDuelGraffiti',
    music:
      'GraffitiToTheBeat GraffitiAlbumCover SprayCanRhythm HipHopGraffitiJam GraffitiYourBandName GraffitiLyricWall BucketDrumGraffiti ConcertFlyerGraffiti',
    tech: 'ARGraffitiWall GraffitiFontMaker LightPaintGraffiti TagYourPhotoGraffiti PixelGraffiti AnimatedGraffiti PhoneSketchGraffiti GraffitiStickerPack',
    pet: 'GraffitiPetPortrait GraffitiWallDogPose StreetArtStrut CollarTagGraffiti GraffitiCatCastle AdoptMeGraffiti TreatJarGraffiti KittenNameGraffiti',
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
      'CrochetFoodSwap CrochetDeskMakeover YarnBombTheFridge CrochetEggHats FakePlantCrochet CrochetPetTwin DoorknobCozyCrochet HideAndSeekCrochet',
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
    pet: 'CatCaveCrochet CrochetPetBed CrochetTreatPouch CrochetYourPupsTwin DogClaimsMyCrochet KennelBlanketCrochet CrochetSnuffleMat LeashHandleCrochet',
    gaming:
      'CrochetDiceBag PixelGrannySquares CrochetGameCharacter ChessSetInCrochet TicTacToeCrochet MeepleArmyCrochet GamepadCozyCrochet LootChestCrochet',
  },
  embroidery: {
    dance:
      'EmbroideredSkirtTwirl StitchAndStep FolkDanceEmbroidery JacketFlipEmbroidery EmbroideryBoogie EmbroideryOnTheBeat BalletEmbroidery EmbroideryFlossLimbo',
    fitness:
      'StitchBetweenSets EmbroiderYourPR EmbroideryPostureFix StepCountEmbroidery HandYogaEmbroidery EyeBreakEmbroidery EmbroideredGymBag TeamJerseyEmbroidery',
    funny:
      'EmbroideryFailReveal EmbroiderTheGroupChat TangledThreadDrama MessyBackEmbroidery SassyEmbroidery DadJokeEmbroidery EmbroideredMeme ReceiptEmbroidery',
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
      'QuiltSecretPatch QuiltFortAmbush DryerWarmQuilt SurprisePicnicQuilt TuckedInToysQuilt FunnyLabelQuilt QuiltingBeeSurprise HideAndSeekQuilt',
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
      'BirdhouseInAnHour StickTowerWoodwork FlatPackRaceWoodwork SandingSprintWoodwork NameThatToolWoodwork BurrPuzzleWoodwork WoodworkBlockStack WoodworkTenScrewDash',
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
      'UnboxingNestedBoxes SurpriseUnboxingForMom TinyGiftGiantPackage NothingInsideUnboxing UnboxingTheirStuff BallPitUnboxing MislabeledUnboxing BalloonBurstUnboxing',
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
      'UnboxingSpeedrun UnboxAndAssembleRace FlatPackFaceOff UnboxingBlindfolded BubblePopUnboxing NestedBoxUnboxing FiveSecondUnboxing RepackItUnboxing',
    music:
      'UnboxingVinyl UnboxingFirstNote BubbleWrapBeat CardboardDrumUnboxing UnboxingASMR BoxGuitarUnboxing HeadphonesUnboxing UnboxingSoundtrack',
    art: 'UnboxingArtSupplies CardboardCastleBuild UnboxThenDraw UnboxingMysteryKit CollageFromUnboxing UnboxingSketchbook PredictItUnboxing UnboxingPaintSwatch',
    pet: 'UnboxingForMyDog CatPicksTheBox PetUnboxingReview KittyFortUnboxing ShelterGiftUnboxing SniffTestUnboxing AquariumUnboxing PawtyUnboxing',
    gaming:
      'UnboxingBoardGame RetroConsoleUnboxing FirstBootReaction UnboxingDiceSet TradingCardUnboxing ControllerUnboxing LootBoxIRLUnboxing DIYArcadeUnboxing',
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
      'RPGLootChestSurprise RPGMissionForMyRoomie SideQuestScavengerHunt RPGNPCAllDay HealerAmbushRPG ShopkeeperRPG BossMusicRPG SavePointSnackRPG',
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
      'RPGAnyPercent QuestLogSprint InventorySortRPG RollANat20RPG QuickCharacterRPG BossRushRPG RPGTriviaBlitz PotionMixRaceRPG',
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
      'GymnasticsScoringChores GymnasticsHomeCommentary PerfectTenParking DadTriesGymnastics SaluteLikeAGymnast GroceryUnloadGymnast ChalkUpGymnast SlowMoSitDownGymnast',
    prank:
      'SurprisePerfectTen SecretJudgesGymnast AnnouncerGymnast MedalCeremonyGymnast HallwayBeamGymnast WelcomeHomeGymnast CheerSquadGymnastics DoorRibbonGymnast',
    educational:
      'BalancePointGymnast SpinScienceGymnast LearnToJudgeGymnast GymnastApparatusQuiz SkillsNamedByGymnasts SafeFallGymnast MuscleMapGymnastics TenCmBeamGymnastics',
    cooking:
      'GymnasticsLeotardCookies GymnasticsMeetSnacks BalanceBeamCake GymnastFuelBreakfast PancakeFlipGymnast PodiumParfaitGymnast GymnastSmoothieBowl PretzelTwistGymnast',
    travel:
      'GymnasticsMeetTrip GymnastPoseLandmarks LogBalanceGymnast SandCartwheelGymnast CompBagPackGymnast TryAClassGymnast ScenicSplitsGymnast SidewalkBeamGymnast',
    fashion:
      'GymnasticsLeotardCheck GymnasticsHairBun MeetDayLook ScrunchieGymnastics DesignYourLeoGymnast GlitterGelGymnast WarmUpJacketGymnast TeamBowGymnastics',
    wellness:
      'GymnasticsPreMeetRitual BeamBreathingGymnast SplitsJourneyGymnast GymnastVisualization FoamRollerGymnast BridgeStretchGymnast GymnasticsCoolDown MistakeResetGymnast',
    speed:
      'GymnasticsSpeedCircuit FastestCartwheelLine TuckJumpCountGymnast BeamWalkRaceGymnast HollowHoldGymnast BunInSecondsGymnast BearCrawlDashGymnast SitUpBlitzGymnast',
    music:
      'GymnasticsFloorMusic MeetPlaylistGymnast EightCountGymnast DrumRollGymnast GymnastThemeSong EpicSlowMoGymnast RibbonRhythmGymnast CheerChantGymnastics',
    art: 'GymnasticsPhotography GymnasticsSilhouette LeotardDesign FlipbookGymnast GymnastWireSculpture GymnastPoseSketch MedalCraftGymnastics ClayPodiumGymnast',
    tech: 'GymnasticsSlowMo GymnasticsScoringApp FlipMotionTracker FormReplayGymnast SplitAngleGymnast GymnasticsGIF GreenScreenGymnast GymnastHighlightReel',
    pet: 'GymnasticsPetJudge DogBalanceBeam PuppyAgilityGymnast CatStretchGymnast KittyLandingGymnast HulaHoopHopGymnast BunnyBinkyGymnast PodiumTreatGymnast',
    gaming:
      'GymnasticsJudgeGame GymnasticsCharades CopyMyPoseGymnast GymnastTriviaNight LineTagGymnast StatueBalanceGymnast WouldYouRatherGymnast ApparatusSpinGymnast',
  },
};
