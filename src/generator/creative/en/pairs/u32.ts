import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'speed drawing': {
    dance:
      'SpeedDrawInTheAir DanceYourDoodle QuickSketchMyMoves PoseLikeMySpeedSketch QuickSketchConga MusicStopsSpeedSketch SpeedSketchTheChoreo TwirlThenSpeedSketch',
    fitness:
      'SpeedDrawBetweenReps SpeedDrawingPlank SketchAndSquat WallSitSpeedSketch QuickSketchRelay SpeedSketchMyWorkout OneLegSpeedSketch BurpeeThenQuickSketch',
    funny:
      'SpeedDrawFromMemory SpeedDrawMyFamily BlindfoldQuickSketch QuickSketchWhatISay MonaLisaSpeedSketch QuickSketchWithMyFoot MomRatesMySpeedSketch OvenMittSpeedSketch',
    prank:
      'SpeedDrawSecretPortrait SpeedDrawStickyNotes LunchboxQuickSketch MirrorFogSpeedSketch SpeedDrawingOnABanana FramedSpeedSketchSwap FridgeEggQuickSketch PricelessSpeedSketch',
    educational:
      'SpeedDrawTheSolarSystem SketchNotesInAMinute SkeletonSpeedSketch VocabQuickSketch WorldMapSpeedSketch WaterCycleSpeedSketch GestureSpeedSketch QuickSketchAVolcano',
    cooking:
      'SpeedDrawYourDinner SpeedDrawOnCookies SketchTheRecipe KetchupSpeedSketch QuickSketchThenBake CookFromMySpeedSketch QuickSketchTheMenu ToastArtSpeedSketch',
    travel:
      'SpeedDrawTheSkyline SpeedDrawEveryStop TravelSketchInAMinute SpeedSketchAPostcard WindowSeatSpeedSketch QuickSketchOurRoute ParkBenchSpeedSketch SunsetQuickSketch',
    fashion:
      'SpeedDrawYourOutfit SketchTheFitCheck SneakerSpeedSketch RunwayQuickSketch GraphicTeeQuickSketch WearMySpeedSketch PromDressQuickSketch SpeedSketchAHairdo',
    wellness:
      'SpeedDrawYourMood SpeedDrawGratitude OneMinuteDoodleBreak HappyPlaceSpeedSketch CloudQuickSketch QuickSketchAndLetGo NoEraserSpeedSketch SpeedSketchForAFriend',
    music:
      'SpeedDrawToTheBeat SpeedDrawTheLyrics AlbumCoverQuickSketch OneSongSpeedSketch GenreSwapSpeedSketch QuickSketchMyEarworm MusicVideoSpeedSketch QuickSketchTheSinger',
    art: 'SpeedDrawAPortrait SpeedDrawOppositeHand OneLineSpeedDraw QuickSketchAFruitBowl SpeedSketchCountdown UpsideDownSpeedSketch NoPeekingSpeedSketch PassTheSpeedSketch',
    tech: 'SpeedDrawWithStylus SpeedDrawVsAI TabletSketchTimelapse NotesAppSpeedSketch MouseOnlySpeedSketch SpeedSketchGIF SpeedSketchSticker VideoCallSpeedSketch',
    pet: 'SpeedDrawYourPet CatNapQuickSketch SpeedSketchTheZoomies FishTankSpeedSketch DogPicksASpeedSketch SpeedSketchPuppyEyes GotchaDaySpeedSketch SitStayQuickSketch',
    gaming:
      'SpeedDrawAndGuess SpeedDrawGameCharacters TelephoneSpeedSketch LevelMapSpeedSketch SpeedSketchFaceOff DiceRollSpeedSketch MemorySpeedSketch SpeedSketchBracket',
  },
  'lip sync': {
    dance:
      'LipSyncDanceBattle HairbrushMicGroove MusicVideoLipSync OneTakeLipSync BoyBandLipSync SlowMoLipSync LipSyncTheKeyChange FlashlightLipSync',
    fitness:
      'LipSyncLunges PowerBalladPlank JumpRopeLipSync LipSyncAfterBurpees ChorusSquatLipSync LipSyncHulaHoop AerobicsLipSync JogInPlaceLipSync',
    prank:
      'LipSyncSerenade LipSyncBreakfastDuet SecretSingerPrank SurpriseOperaLipSync LipSyncBehindMom RingtoneLipSync SuddenMusicalLipSync ChipmunkLipSync',
    educational:
      'GuessTheLipSync LipSyncInFrench LipReadingLesson VowelShapesLipSync SignAlongLipSync ScienceSongLipSync LipSyncTongueTwister NatureDocLipSync',
    cooking:
      'WhiskMicPowerBallad LipSyncTheTVChef ToastPopLipSync BlenderLipSync LipSyncAndKnead DishDutyLipSync FoodSongLipSync SprinkleDropLipSync',
    travel:
      'LipSyncTheLocalHit LipSyncAtLandmarks LipSyncHotelRoom LipSyncOnTheTrain AirportStrutLipSync PackingLipSync SunsetLipSync SouvenirMicLipSync',
    fashion:
      'LipSyncQuickChange DressAsTheSinger LipSyncDivaGlam EveryDecadeLipSync LipSyncRunwayWalk ShadesOnLipSync TwinningLipSync MomsClosetLipSync',
    wellness:
      'MorningMirrorLipSync LipSyncYourPepTalk HairbrushHypeSong LullabyLipSync GrandmaDuetLipSync LipSyncABadDayAway LipSyncStretchBreak ComfortTuneLipSync',
    speed:
      'FastestRapLipSync SongSwitchRelay LipSyncMedleyIn60 SpedUpLipSync LipSyncAnAuctioneer RapidFireLipSync LipSyncTheFinePrint BeatTheBuzzerLipSync',
    music:
      'LipSyncBattle LipSyncBothParts HairbrushMicHits LipSyncTheHighNote MashupLipSync BackupSingerLipSync LipSyncAnOldie FamilyBandLipSync',
    art: 'LipSyncStopMotion SockPuppetLipSync DrawTheMouthShapes PaintingLipSync FacePaintLipSync CardboardMicLipSync LipSyncFlipbook GooglyEyeLipSync',
    tech: 'GreenScreenLipSync LipSyncVsAIAvatar LipSyncCloneDuet TransitionLipSync FaceFilterLipSync BackwardsLipSync LipSyncMyOwnVoice LipSyncWithCaptions',
    pet: 'DogDubLipSync SerenadeYourPet LipSyncMyCatsMeows GoodBoyLipSync GoldfishLipSync PuppyLoveLipSync BarkOnCueLipSync LipSyncForATailWag',
    gaming:
      'LipSyncTheCutscene GuessTheGameLipSync LipSyncCharades VillainLipSync SpinTheWheelLipSync LevelUpLipSync VictoryThemeLipSync HotPotatoLipSync',
  },
  'air guitar': {
    dance:
      'AirGuitarPowerSlide HeadbangShuffle AirGuitarDuckWalk AirGuitarWindmill MirrorMeAirGuitar AirGuitarFreeze FamilyBandAirGuitar SpotlightAirGuitar',
    fitness:
      'AirGuitarJumps AirGuitarSquatSolo AirGuitarArmBurn AirGuitarBootcamp HighKneeAirGuitar EightMinuteAirGuitar LastAirGuitarStanding MyAirGuitarStepCount',
    funny:
      'AirGuitarFaces DadAirGuitarSolo AirGuitarToALullaby RateMyAirGuitar SmallWinAirGuitar AirGuitarEncoreBow TuneYourAirGuitar NarrateMyAirGuitar',
    prank:
      'AirGuitarBreakfastShow AirGuitarFamilyPhoto SilentAirGuitarSolo SecretRiffAirGuitar EmptyCaseAirGuitar GiftAnAirGuitar FreezeMidAirGuitar AirGuitarPosterSwap',
    educational:
      'AirGuitarChordShapes AirGuitarStringNames FromAirGuitarToReal AirGuitarStrumming FourCountAirGuitar WahPedalAirGuitar RiffVsSoloAirGuitar ScaleRunAirGuitar',
    cooking:
      'AirGuitarSpatulaSolo AirGuitarWhileItBakes GuitarShapedPizza LettuceShredAirGuitar AirGuitarPickCookies AirGuitarButterShake BreadstickAirGuitar SaladTossAirGuitar',
    travel:
      'AirGuitarLandmarks AirGuitarCampsite AirGuitarPicnicBlanket AirportAirGuitar AirGuitarWorldTour BeachAirGuitarSolo SunsetAirGuitar TrainRideAirGuitar',
    fashion:
      'AirGuitarStageLook RockStarFitCheck BandTeeAirGuitar BigHairAirGuitar DecadesOfAirGuitar PunkVsGlamAirGuitar AirGuitarGlowUp LeatherAirGuitar',
    wellness:
      'AirGuitarJoyBreak ShredTheStressAway AirGuitarWakeUp SlowBalladAirGuitar EyesClosedAirGuitar AirGuitarForAFriend BackyardAirGuitar LetItOutAirGuitar',
    speed:
      'AirGuitarFastestShred AirGuitarSpeedMetal QuickDrawAirGuitar AirGuitarRelay TenSecondAirGuitar BumblebeeAirGuitar SongSkipAirGuitar RapidRiffAirGuitar',
    art: 'AirGuitarRockPoster CardboardAxeCraft AirGuitarSilhouette AirGuitarJumpPhoto LightTrailAirGuitar AirGuitarAlbumCover DrawMyAirGuitar ChalkArtAirGuitar',
    tech: 'SlowMoAirGuitarSolo StadiumEditAirGuitar DubMyAirGuitar AirGuitarCloneBand AirGuitarCheerMeter AirGuitarJumpCuts BulletTimeAirGuitar VideoCallAirGuitar',
    pet: 'AirGuitarPetReaction AirGuitarBandmate CatSwatsMyAirGuitar AirGuitarForTheFish HowlingDogAirGuitar HeadTiltAirGuitar SoftSoloAirGuitar PawBumpAirGuitar',
    gaming:
      'AirGuitarRhythmGame AirGuitarHighScore AirGuitarCharades AirGuitarDuel SimonSaysAirGuitar BossMusicAirGuitar PassThePickAirGuitar GenreCardsAirGuitar',
  },
  'smart home': {
    dance:
      'SmartHomeDiscoMode DanceOnCommand SmartLightsStatues WindMachineSmartPlug ColorCueSmartLights SmartHomeVacuumDuet EveryRoomSmartLights SmartHomeWaltz',
    fitness:
      'SmartLightsHIIT VoiceCommandReps SmartHomeTimerPlank SmartLightsStopAndGo SmartHomeCoach StretchPingSmartHome ChoreCardioSmartHome YogaGlowSmartLights',
    funny:
      'NotSoSmartHome SmartHomeMisheardMe ArguingWithMyHouse HumanSmartHome GrandmaVsSmartHome PoliteToMySmartHome ClapOnSmartLights WrongNameSmartHome',
    prank:
      'SmartHomeBirthdayMode SmartLightsColorSwap DoorbellSongSurprise SmartHomeCompliments DadJokeSmartHome RedCarpetSmartLights RoomRenameSmartHome SmartHomeApplause',
    educational:
      'SmartHomePrivacyCheck SmartPlugWattHunt StumpMySmartHome SmartHomeSpellingBee ColorMixSmartLights MapMySmartHome TeachGranSmartHome MorseCodeSmartLights',
    cooking:
      'SmartPlugSlowCooker HandsFreeRecipe SmartHomePicksDinner SmartHomeConversions BistroSmartLights CoffeeSmartPlug TimerJuggleSmartHome PopcornSmartLights',
    travel:
      'RemoteHomeCheckIn SmartLightsWhileAway PackWithMySmartHome TripCountdownSmartHome SmartHomePhrasebook WelcomeSmartLights AllOffSmartPlug RainOrShineSmartHome',
    fashion:
      'AskTheHouseWhatToWear SmartLightsRunway GoldenHourSmartLights SceneSwapSmartLights SmartHomeDressCode MakeupSmartLights MatchMySmartLights SmartLightsNeonNight',
    wellness:
      'SmartHomeSunriseAlarm GoodnightSmartHome BreatheSmartLights RainSoundsSmartHome SmartHomeSipReminder SmartHomeScreensOff GratitudeSmartHome CandleSmartLights',
    speed:
      'SmartHomeSetupRace SmartLightsTidyUp ManualVsSmartHome SmartHomeTimerDash ReflexSmartLights TongueTiedSmartHome OutAnswerSmartHome BedtimeRushSmartHome',
    music:
      'SmartLightsToTheBeat SmartHomeDoorbellSong MultiRoomSingAlong DuetWithMySmartHome SmartHomeDJBattle KaraokeSmartLights BeatboxVsSmartHome HumItToMySmartHome',
    art: 'PaintWithSmartLights LEDStripMural ShadowArtSmartLights DrawMyDreamSmartHome PopArtSmartLights ShoeboxSmartHome SmartHomeAsAPerson SmartLightsWindowShow',
    pet: 'CatTriggersTheLights SmartCamDogDiaries SitForTheSmartHome SmartHomePetRadio WalkiesSmartHome SmartPlugFishTank BirdSongSmartHome GoodBoySmartHome',
    gaming:
      'SmartHomeEscapeRoom SmartLightsHealthBar BossFightAmbience SmartHomeQuizMaster HotColdSmartLights WhodunitSmartHome SimonSaysSmartHome 20QuestionsSmartHome',
  },
  'fun fact': {
    dance:
      'FunFactFreestyle BeatDropFunFact WaggleDanceFunFact FunFactFreeze DidYouKnowThisMove FunFactCongaLine MoonwalkFunFact EightCountFunFact',
    fitness:
      'FunFactPerRep PlankForAFunFact WalkAndTalkFunFacts FunFactOrPushUps PulseCheckFunFact FunFactRelay AnimalYogaFunFact FleaJumpFunFact',
    funny:
      'FunFactOrFake MostUselessFunFact MindBlownReactions WrongFunFactsOnly FunFactTrailerVoice FunFactComedyBit DidYouKnowDad StraightFaceFunFact',
    prank:
      'FunFactStickyNotes PillowFunFactSurprise FunFactSubscription LunchboxFunFact FakeFunFactGotcha FunFactsOnlyReplies ScreensaverFunFact DidYouKnowAnnouncer',
    cooking:
      'FunFactPerIngredient KitchenTriviaTimer FunFactSnackBoard PurpleCarrotFunFact AncientRecipeFunFact NewFruitFunFact BerryOrNotFunFact FamilyDishDidYouKnow',
    travel:
      'FunFactAtEveryStop DidYouKnowThisCity LandmarkTriviaWalk PostcardFunFact DidYouKnowMyHometown RoadTripFunFacts TourGuideFunFacts LocalDishFunFact',
    fashion:
      'FunFactFitCheck DidYouKnowDenim WearYourFunFact ColorHistoryFunFact HighHeelsFunFact DecadeGuessFunFact TieAKnotFunFact ButtonSideFunFact',
    wellness:
      'FunFactBrainBreak DidYouKnowSleep HappyHormoneFacts CuteAnimalFunFact BreathingFunFact ForestBathingFunFact LaughterFunFact DrinkWaterFunFact',
    speed:
      'FunFactRapidFire FactsInFiveSeconds SpeedReadFunFacts FunFactBuzzerRound AToZFunFacts TypeTheFunFact HotPotatoFunFact DidYouKnowDash',
    music:
      'FunFactRap DidYouKnowJingle SingMeAFunFact OperaticFunFact NurseryRhymeFunFact FunFactBeatbox DidYouKnowThisSong EarwormFunFact',
    art: 'DrawYourFunFact DidYouKnowComic FactOfTheDayPoster FunFactZine SculptAFunFact FunFactChalkArt FunFactCollage WatercolorFunFact',
    tech: 'FunFactCheckTheAI DidYouKnowYourPhone LockScreenFunFact FunFactSlides QRCodeFunFact BuildAFunFactBot EmojiOnlyFunFact StreetViewFunFact',
    pet: 'FunFactsAboutMyDog CatFunFactQuiz PetTriviaTreats WhiskerFunFact DidYouKnowMyBreed TailWagFunFact PurrSoundFunFact GoldfishMythFunFact',
    gaming:
      'FunFactLoadingScreen DidYouKnowEasterEggs TriviaNightShowdown FunFactBingo TwoTruthsFunFact FunFactBossBattle TreasureHuntFunFacts HigherOrLowerFunFact',
  },
  parenting: {
    dance:
      'FamilyLivingRoomDanceOff DadLifeSprinklerMove MomLifeLearnsTrend ParentingSilentDisco BabySwayMomLife MopAndBopMomLife DadLifeStrollerStrut BedtimeBoogieMomLife',
    fitness:
      'ParentingNapTimeWorkout StrollerWalkChallenge LaundryLiftMomLife ToddlerChaseDadLife KidsYogaMomLife MomLifeStepCount PiggybackDadLife ParentingStretchTogether',
    prank:
      'DadJokeBreakfast MomLifeGooglyEyes DessertFirstMomLife RoleSwapParenting ParentingStreamerDoorway ParentingTreasureHunt PillowFortParenting DadLifeNapkinNote',
    educational:
      'ParentingHackTest DadLifeMathHomework BabySignsMomLife FirstAidMomLife PocketMoneyParenting ReadAloudMomLife WhyPhaseParenting TeenSlangDadLife',
    cooking:
      'ParentingPickyEaterWin KidsCookingHelper MomLifeBentoBox LeftoverMagicMomLife DadLifeMysteryBasket FamilyRecipeMomLife RainbowPlateMomLife BirthdayCakeDadLife',
    travel:
      'ParentingFirstFlight StrollerCityTour AreWeThereYetDadLife OneBagMomLife PaperMapDadLife ParentingParkHop PassportPhotoMomLife RoadTripBingoMomLife',
    fashion:
      'ParentingMatchingFits ParentingDiaperBagTour SocksSandalsDadLife ToddlerStylesMomLife MomLifeGlowUp CargoShortsDadLife ParentingComfyCapsule HandMeDownsMomLife',
    wellness:
      'ParentingQuietMinute HotCoffeeMomLife TagTeamNapDadLife GratitudeJarMomLife SoloWalkMomLife CountToTenParenting DadLifePepTalk MomLifeJournal',
    speed:
      'ParentingMorningRush ParentingToyPickupRace StrollerFoldDadLife ParentingBookshelfTidy ShoesOnMomLife SockMatchDadLife QuickPonytailDadLife LunchesIn5MomLife',
    music:
      'ParentingLullabyCover BedtimeSongRemix MomLifeParody PotsAndPansDadLife TidyUpTuneMomLife DadLifeDuet KaraokeMomLife KidDJDadLife',
    art: 'ParentingFridgeArt BedtimeStoryDoodle MonsterRedrawDadLife BabyHandprintMomLife DadLifeChalkMural BoxCastleDadLife ParenthoodScrapbook PortraitSwapMomLife',
    tech: 'KidSafeTabletSetup DadLifeEmojiQuiz GroupChatMomLife CameraRollMomLife TechSupportDadLife ParenthoodTimelapse CodingClubDadLife ScreenDealMomLife',
    pet: 'ParentingPetChoreChart FeedingDutyMomLife WhoListensDadLife PuppyBirthdayMomLife ParentingHamsterCare NamedByMyKidDadLife TuckInTheDogDadLife SitStayMomLife',
    gaming:
      'ParentingCoOpGaming ParentVsKidRematch BadHiderDadLife DadLifeBeginnerRun ParentingFloorIsLava GoFishMomLife ParentingCharades ThumbWarDadLife',
  },
  'wall sit': {
    dance:
      'WallSitHandJive WallSitVogue BeatDropWallSit ChairDanceWallSit StadiumWaveWallSit WallSitShimmy WallSitMirrorDuet RobotArmsWallSit',
    funny:
      'WallSitPhoneCall WallSitPokerFace InvisibleChairDinner WallSitNatureDoc WallSitVsGrandpa DramaticWallSit WhistlingWallSit BackgroundWallSit',
    prank:
      'WallSitSneakJoin WallSitHiddenTimer VideoCallWallSit WallSitBirthdaySong FurnitureWallSit WallSitCheerPoster SecretStoolWallSit FakeRecordWallSit',
    educational:
      'WallSitPhysics WhyWallSitsBurn WallSitMuscleMap NinetyDegreeWallSit TimesTablesWallSit FlashcardWallSit IsometricWallSit ABCBackwardsWallSit',
    cooking:
      'WallSitTillItToasts WallSitTasteTest SandwichOnAWallSit OrangePeelWallSit WhippedCreamWallSit WallSitBeanSnap WallSitForDessert StubbornJarWallSit',
    travel:
      'WallSitAtLandmarks WallSitWithAView LayoverWallSit CastleWallSit TreeTrunkWallSit WallSitTourGuide RestStopWallSit MuralWallSit',
    fashion:
      'WallSitFitCheck WallSitInJeans MatchingSetWallSit FormalWearWallSit AccessorizeWallSit CamouflageWallSit SnowGearWallSit TieKnotWallSit',
    wellness:
      'WallSitMeditation BreatheThroughTheBurn WallSitGratitude WallSitAffirmations SunriseWallSit BuddyWallSit NoPhoneWallSit WallSitCoolDown',
    speed:
      'LastOneSitting BeatMyWallSit BlindMinuteWallSit CupStackWallSit JigsawWallSit AToZWallSit LaceUpWallSit WallSitTypingRace',
    music:
      'WallSitWholeSong WallSitKaraoke HoldItTillTheChorus KneeDrumWallSit NameThatTuneWallSit LongNoteWallSit BeatboxWallSit HarmonyWallSit',
    art: 'WallSitSelfPortrait ShakyHandsDoodle TraceMyWallSit SculptAWallSit WallSitComicStrip OrigamiWallSit ColoringWallSit CardHouseWallSit',
    tech: 'WallSitHeartRate WallSitLeaderboard HoldUntilTheBeep WallSitTimelapse LevelAppWallSit WallSitStreak GreenScreenWallSit SlowMoWallSit',
    pet: 'CatOnLapWallSit PetJudgesMyHold PupStayWallSit FetchFromAWallSit BellyRubWallSit GroomingWallSit TugToyWallSit PawShakeWallSit',
    gaming:
      'WallSitTriviaRound GameOverIfYouStand WallSitWhileGaming RockPaperWallSit WallSitTicTacToe WallSitLevels DiceRollWallSit MusicalChairsWallSit',
  },
  'ski trip': {
    dance:
      'SkiTripBootShuffle BunnySlopeBoogie SkiTripHotCocoaGroove SkiTripSlalomSway SkiTripMoonwalk PizzaFriesSkiTrip CabinDiscoSkiTrip VictoryWiggleSkiTrip',
    fitness:
      'SkiTripPrepWorkout SkiTripWallSits SkiTripSkaterHops TuckHoldSkiTrip PillowBalanceSkiTrip ConeZigzagSkiTrip SkiTripLodgeStretch SnowAngelAbsSkiTrip',
    funny:
      'SkiTripBootWalk SkiTripGoggleTan BunnySlopeProgress SkiTripBloopers ToddlerZoomSkiTrip GettingUpSkiTrip NineLayersSkiTrip HelmetHairSkiTrip',
    prank:
      'SkiTripReveal SkiTripHotCocoaSurprise SkiTripMittenMessage SkiTripBeanieSwap WarmBootsSkiTrip SnowmanTwinSkiTrip YodelWakeUpSkiTrip SnowGlobeSkiTrip',
    educational:
      'SkiTripSnowScience SkiTripSafetyBasics TrailColorsSkiTrip SnowflakeSkiTrip ThinAirSkiTrip SnowplowStopSkiTrip WindChillSkiTrip SunscreenSkiTrip',
    cooking:
      'SkiTripHotCocoaBar ApresSkiSoup SkiTripTrailMix LiftLunchSkiTrip CabinBrunchSkiTrip SlowCookerSkiTrip GingerbreadSkiTrip PancakePeakSkiTrip',
    fashion:
      'SkiTripRetroOnesie SkiSuitFitCheck SkiTripApresLook SkiTripColorMatch BeanieRankSkiTrip ThriftedSkiTrip NordicSweaterSkiTrip CozyBootsSkiTrip',
    wellness:
      'SkiTripMountainMorning SnowfallWalkSkiTrip SoreLegsSkiTrip CocoaJournalSkiTrip StargazingSkiTrip PhoneFreeSkiTrip FirstRunCalmSkiTrip SkiTripBlanketBurrito',
    speed:
      'SkiTripGearUpRace SkiTripPackingDash SkiTripGloveMatchRush SnowmanSprintSkiTrip SnowballTowerSkiTrip JacketRelaySkiTrip BootsOffSkiTrip MapMemorySkiTrip',
    music:
      'SkiTripRoadPlaylist SkiTripLodgeJam ChairliftSingAlong YodelOffSkiTrip SoundtrackSkiTrip CowbellSkiTrip WinterAnthemSkiTrip BootStompSkiTrip',
    art: 'SkiTripRetroPoster SkiTripSnowSculpture ChairliftSketch SkiTripScrapbook IceSuncatcherSkiTrip DrawATrailMapSkiTrip SkiTripWatercolor PaperFlakesSkiTrip',
    tech: 'SkiTripHelmetCam SkiTripTrailMapApp SkiTripPanorama ColdBatterySkiTrip OneClipADaySkiTrip TextInGlovesSkiTrip LocationShareSkiTrip SnowForecastSkiTrip',
    pet: 'SkiTripSnowPup DogFriendlySkiTrip CallTheCatSkiTrip ZoomiesSkiTrip PawCheckSkiTrip PetSouvenirSkiTrip ReunionHugSkiTrip SkiTripCabinCuddle',
    gaming:
      'SkiTripLodgeGameNight SkiTripCardTournament SkiTripSnowmanContest ChairliftSkiTripBingo WouldYouRatherSkiTrip CaptureTheFlagSkiTrip LiftTriviaSkiTrip SkiTripCabinCharades',
  },
  'horse riding': {
    dance:
      'HorseRidingLineDance GiddyUpGroove GallopStepHorseback EquestrianBallet BroomstickEquestrian HoofTapHorseRiding HorseRidingCowboyShuffle PonyPranceEquestrian',
    funny:
      'HorseRidingHelmetHair HorseRidingFirstTimer HorseSnackNegotiation PiggybackHorseRiding HorseRidingRaceCall SideEyeEquestrian BouncyTrotHorseback HorsebackNeighJokes',
    prank:
      'HorseRidingSurpriseLesson GallopInEquestrian CoconutClopHorseback HorsebackRingtone HorseRidingStableNote HorseRidingCupcakeDrop CarrotRosesHorseback WhinnyAlarmHorseback',
    educational:
      'HorseRidingTackQuiz HowHorsesGallop HandsHighEquestrian HeelsDownHorseRiding SafetyKnotEquestrian ReadTheEarsHorseback CoatColorsEquestrian HorseRidingBodyParts',
    cooking:
      'HorseRidingTrailMix HorseRidingCarrotCake HomemadeHorseTreats HorseshoeBunsHorseback PackedLunchHorseback ChuckWagonHorseback HayBaleSnackHorseback ShowDayTeaEquestrian',
    travel:
      'HorseRidingOnTheBeach HorseRidingMountainTrail DudeRanchGetaway StableVisitHorseback HorsebackAtSunset CarriageRideEquestrian FirstSnowHorseback PonyTrekEquestrian',
    fashion:
      'EquestrianFitCheck EquestrianStreetStyle CowboyBootsHorseback BraidTwinsHorseback TweedHorseback ShowWhitesEquestrian BarnToBrunchHorseback JodhpursEquestrian',
    wellness:
      'HorseRidingMindfulWalk HorseGroomingCalm SlowBreathHorseback SilentRideHorseback HorsebackASMR EquestrianCourage RiderYogaEquestrian EquestrianTherapyDay',
    speed:
      'HorseRidingTackNameRush HorseRidingStableSweep EquestrianStickDerby PillowJumpEquestrian SpeedBraidEquestrian HobbyHorseRidingRelay BootsOnHorseback HorseRidingHayNetFill',
    music:
      'HorseRidingTrailSong GallopRhythmJam CowboySongHorseback GaitTempoHorseRiding NeighBeatboxHorseback ClipClopHorseback WesternHumHorseback HorsebackKaraoke',
    art: 'HorseRidingWatercolor HorseshoeCraft HorsebackSilhouette SockPonyEquestrian PaperRosetteHorseback StallSignEquestrian GoldenHourHorseback FlipbookHorseback',
    tech: 'HorseRidingHelmetCam HorseRidingTrailTracker HoofbeatSlowMo GPSArtHorseback SeatReplayHorseback EarsViewHorseback RideRecapHorseback EmojiRideHorseback',
    pet: 'HorseRidingGroomingDay HorseRidingTrickTraining PonyBestFriendDay CarrotStretchHorseback ManeBraidHorseback TreatTasteHorseback BarnCatEquestrian NoseBoopHorseback',
    gaming:
      'HorseRidingPhotoMode HorseRidingRacingGame HorseStableSim HorseshoeTossEquestrian HorseRidingDrawAndGuess DiceDerbyEquestrian QuizNightForEquestrians HorseRidingBreedBingo',
  },
  'girls night': {
    dance:
      'GirlsNightDanceParty GirlsNightChoreo HairFlipGirlsNight CongaLineGirlsNight PopGroupGirlsNight ClapGameGirlsNight GirlsNightDiscoBall TwirlTestGirlsNight',
    fitness:
      'GirlsNightYoga GirlsNightWalkAndTalk GalentinesWorkout PlankChatGirlsNight DanceFitGirlsNight HulaHoopGirlsNight DoubleDutchGirlsNight SackRaceGirlsNight',
    prank:
      'GirlsNightSurpriseGuest GirlsNightFortReveal SleepoverSnackStash KindNotesGirlsNight StreamersGirlsNight DecoyMovieGirlsNight TwinTheHostGirlsNight PizzaCakeGirlsNight',
    educational:
      'GirlsNightTrivia GirlsNightSkincareFacts SleepoverScienceQuiz MiniLessonGirlsNight MoneyTalkGirlsNight GirlsNightBookClub NewWordsGirlsNight HerStoryGirlsNight',
    cooking:
      'GirlsNightMocktails GirlsNightSnackBoard PajamaPizzaParty CookieArtGirlsNight SushiRollGirlsNight GirlsNightTacoBar PopcornGirlsNight MugCakeGirlsNight',
    travel:
      'GirlsNightMuseumDate GirlsNightPicnicSpot GirlsWeekendGetaway FoodMarketGirlsNight DayTripGirlsNight SunsetChaseGirlsNight TouristGirlsNight CampOutGirlsNight',
    fashion:
      'GirlsNightOutfitCheck GirlsNightMatchingPJs GirlsNightClosetSwap StyleMeGirlsNight RunwayWalkGirlsNight ThriftHaulGirlsNight DressCodeGirlsNight BraidTrainGirlsNight',
    wellness:
      'GirlsNightFaceMasks SleepoverGratitudeCircle HypeNotesGirlsNight NoPhonesGirlsNight TeaTastingGirlsNight GirlsNightVisionBoard FootSoakGirlsNight RoseThornGirlsNight',
    speed:
      'GirlsNightGetReadyRace PajamaQuickChange BalloonPopGirlsNight FortSprintGirlsNight FirstNoteGirlsNight CupStackGirlsNight GirlsNightMakeupDash PoseBlitzGirlsNight',
    music:
      'GirlsNightKaraoke GirlsNightPowerBallad PlaylistGirlsNight BandNameGirlsNight HarmonyGirlsNight OldFavesGirlsNight NextLyricGirlsNight SongForYouGirlsNight',
    art: 'GirlsNightCanvasPainting GirlsNightNailArt FriendshipBraceletCraft PortraitsGirlsNight ToteBagGirlsNight MugDoodleGirlsNight GirlsNightTieDye ClayCharmsGirlsNight',
    tech: 'GirlsNightPhotoBooth SleepoverMovieProjector RemoteGirlsNight RecapReelGirlsNight TimeCapsuleGirlsNight FriendQuizGirlsNight FiltersGirlsNight SharedAlbumGirlsNight',
    pet: 'GirlsNightPetPortraits PuppyPileGirlsNight CatCrashesGirlsNight DogWalkGirlsNight PupTreatsGirlsNight FurryGuestGirlsNight PlaydateGirlsNight PurrTherapyGirlsNight',
    gaming:
      'GirlsNightBoardGames GirlsNightCharades MASHGirlsNight MostLikelyToGirlsNight FortunesGirlsNight HotSeatGirlsNight BabyPicsGirlsNight WerewolfGirlsNight',
  },
  'sunday reset': {
    dance:
      'SundayResetKitchenDance FreshSheetsGroove VacuumTangoReset ShuffleAndFoldReset DustingDiscoReset BroomWaltzReset SongPerRoomReset FreezeCleanReset',
    fitness:
      'SundayResetStretch WeekPrepWalk SundayResetLongRun ChoreCircuitReset ResetYogaFlow SundayResetHike FoamRollerReset WorkoutPlanReset',
    funny:
      'SundayResetVsReality SundayResetNarrator SundayScariesPOV SundayResetSideQuest TheChairPileReset MissingSockReset FridgeMysteryReset CatUndoesMyReset',
    prank:
      'SundayResetForMom SundayResetNoteDrop FreshSheetsSurprise SecretResetElf SundayResetFlowerVase LabelEverythingReset BreakfastInBedReset TowelSwanReset',
    educational:
      'WhyWeeklyResetsWork SundayResetBudget UrgentOrNotReset TimeBlockReset WordOfTheWeekReset LaundrySymbolsReset SundayResetHabitTracker PlantCareReset',
    cooking:
      'SundayResetMealPrep OvernightOatsReset UseItUpReset WeeklyLoafReset ResetTheSnackDrawer BatchSauceReset ResetTheFreezer SheetPanReset',
    travel:
      'SundayResetDayTrip FarmersMarketReset ResetInTheWoods LibraryRunReset BikePathReset CafePlanningReset NewStreetReset DreamGetawayReset',
    fashion:
      'SundayResetClosetEdit SundayResetOutfitPlan SewAButtonReset JewelryDetangleReset SneakerCleanReset MakeupBagReset WrinkleFreeReset SockDrawerReset',
    speed:
      'SundayResetSpeedrun FreshSheetsRace FiveMinuteTidyReset OneSongDishesReset FastestFoldReset BeatTheDryerReset InboxBlitzReset TrashDashReset',
    music:
      'SundayResetPlaylist SundayResetSingalong SlowSundayJams ChoreJingleReset WhistleAndWipeReset FullAlbumReset MopMicReset LofiBeatsReset',
    art: 'WeeklySpreadDesign MoodBoardReset FreshFlowersReset ShelfStylingReset GalleryWallReset SketchbookPageReset ColorCodeReset SnailMailReset',
    tech: 'SundayResetAppDeclutter InboxZeroSunday CameraRollReset BackupReset PasswordCheckReset ScreenTimeReset NewWallpaperReset DesktopCleanupReset',
    pet: 'SundayResetPetBed ToyWashReset FishTankReset BrushTheDogReset LitterBoxReset SniffWalkReset KibblePrepReset HamsterCageReset',
    gaming:
      'SundayResetCozyGame ChoreBingoReset SpinTheWheelReset EarnXPReset PuzzleCornerReset SundayResetCrossword LaundryBossReset QuestLogReset',
  },
  throwback: {
    dance:
      'ThrowbackDanceRevival ElectricSlideTBT ThrowbackRunningMan ThrowbackMusicVideo ParentsWeddingTBT TheTwistThrowback MomsOldMovesTBT JitterbugThrowback',
    fitness:
      'ThrowbackAerobics ThrowbackGymClass OldSchoolCalisthenics HulaHoopNostalgia JumpRopeRhymesTBT ThrowbackHopscotch PlaygroundTagTBT BeepTestThrowback',
    prank:
      'ThrowbackLunchboxLetter ThrowbackDialUpSound OldSchoolNoteFolding ThrowbackScrapbookGift SurpriseMixtapeTBT CursiveMessageTBT DressedAsMomTBT PagerCodeNostalgia',
    educational:
      'ThrowbackPricesQuiz HowCassettesWork RotaryDialThrowback EncyclopediaTBT CursiveClassTBT OldSlangThrowback InterviewGrandmaTBT AddressALetterTBT',
    cooking:
      'ThrowbackSnackRemake ThrowbackLunchbox RetroDinerMilkshake RecipeCardThrowback GelatinMoldThrowback SchoolPizzaThrowback AntsOnALogThrowback ChildhoodCakeTBT',
    travel:
      'ThrowbackTripRecreated ThrowbackHometownTour ThenAndNowStreetView OldPostcardThrowback ChildhoodParkTBT LicensePlateGameTBT DisposableCameraTBT RoadsideDinerTBT',
    fashion:
      'ThrowbackOutfitRecreate ThrowbackDecadeFit OldSchoolDenimLook ScrunchieNostalgia MomsJacketThrowback PictureDayThrowback ButterflyClipsTBT TracksuitThrowback',
    wellness:
      'ThrowbackGratitude NostalgiaComfortNight DearYoungerMeTBT RecessBreakThrowback CallAnOldFriendTBT ScentMemoryThrowback ChildhoodLullabyTBT ColoringBookTBT',
    speed:
      'ThrowbackSongGuessRace ThrowbackTriviaBlitz PencilRewindTBT PaperPlaneThrowback T9TextingThrowback MarbleRunThrowback FortuneTellerFoldTBT RefoldTheMapTBT',
    music:
      'ThrowbackSongCover ThrowbackMixtape OldSchoolRemix RecorderSoloTBT CountdownShowTBT CartoonThemeTBT CupRhythmThrowback ParentsPlaylistTBT',
    art: 'ThrowbackPhotoRecreate ThrowbackChildhoodRedraw ThenAndNowCollage ScratchArtThrowback FuseBeadsThrowback MacaroniNecklaceTBT PotatoStampThrowback PaperDollNostalgia',
    tech: 'ThrowbackGadgetRevival DigitizeOldPhotos ThrowbackPixelAvatar EmoticonsOnlyTBT NinetiesWebPageTBT RetroRingtoneTBT FirstEmailThrowback VHSFilterThrowback',
    pet: 'ThrowbackPuppyPics GotchaDayThrowback FirstToyThrowback SamePoseThrowback ChildhoodPetTBT AlmostNamedThrowback OldTrickThrowback TinyBedThrowback',
    gaming:
      'ThrowbackConsoleReplay ThrowbackBoardGameNight RetroArcadeHighScore PhoneSnakeThrowback PaperFootballTBT VirtualPetThrowback CheatCodesTBT JacksAndBallTBT',
  },
  'latte art': {
    dance:
      'HeartPourGroove RosettaSwayLatteArt LatteArtHandJive LatteArtVictoryJig LatteArtOnTheDrop BaristaLatteArtShuffle TulipTwoStepLatteArt LatteArtKitchenDisco',
    fitness:
      'LatteArtPostRunReward CoffeeBreakStretch JarShakeLatteArt CafeWalkLatteArt LatteArtCalfRaises YogaThenLatteArt WristWarmUpLatteArt MilkJugCurlsLatteArt',
    funny:
      'LatteArtFails LatteArtExpectations WhatIsThisFoam GrandmaRatesLatteArt SportscasterLatteArt InstantCoffeeArt LatteArtKidCritic RorschachLatteArt',
    prank:
      'LatteArtSurpriseFace LatteArtSecretMessage BedsideLatteArt WrongShapeLatteArt DeskDropLatteArt PopUpCafeLatteArt NoteTrailLatteArt TinyMugLatteArt',
    educational:
      'LatteArtScience WhyMilkFoams OatVsDairyLatteArt PerfectTempLatteArt TulipLessonLatteArt NoMachineLatteArt PourHeightLatteArt BaristaLingoLatteArt',
    cooking:
      'LatteArtMatchaTry FoamyWhippedCoffee HotCocoaLatteArt HomeCafeMenuLatteArt StencilCoffeeArt IcedLatteArt CookieDunkLatteArt TiramisuCoffeeArt',
    travel:
      'LatteArtCafeHop RateMyTownsLatteArt CoffeeArtPassport LatteArtLocalBarista HotelRoomLatteArt ViewpointLatteArt PostcardCoffeeArt SouvenirMugLatteArt',
    fashion:
      'LatteArtBaristaFit CoffeeToneOutfit LatteArtNails MatchMyMugLatteArt LatteArtTee LatteArtEarrings CozySweaterLatteArt CafeChicCoffeeArt',
    wellness:
      'LatteArtSlowMorning LatteArtMindfulPour ThankYouLatteArt PhoneFreeLatteArt NeighborLatteArt DecafEveningLatteArt ImperfectLatteArt SunriseLatteArt',
    speed:
      'LatteArtColdFoamDash LatteArtCocoaStencilRush LatteArtPaperDoodleRace TenSecondLatteArt ChalkboardLatteArtBlitz OneShotLatteArt LatteArtIcedTulipSprint BaristaDuelLatteArt',
    music:
      'LatteArtPourBeat LatteArtHumAlong CafeJazzLatteArt MugDrumLatteArt JingleForMyLatteArt CoffeeSongLatteArt OperaticLatteArt LatteArtASMR',
    tech: 'MilkFrotherTest LatteArtSlowMo OverheadCamLatteArt AIPromptLatteArt PhotoEditLatteArt StencilPrintLatteArt MacroLensLatteArt LatteArtGIF',
    pet: 'LatteArtPetPortrait LatteArtPawStencil CatCafeLatteArt DogPatioLatteArt KittyReactsLatteArt LatteArtBunnyLookalike PatientPupLatteArt BirdWatchCoffeeArt',
    gaming:
      'LatteArtGuessTheShape LatteArtBattle BaristaSimGame LatteArtSkillTree CafeTycoonLatteArt BlindJudgeLatteArt DesignCardsLatteArt SwanBossLatteArt',
  },
  'dumpling folding': {
    dance:
      'DumplingPleatShuffle CrescentFoldGroove FreezeDumplingFolding DumplingFoldingOnBeat MirrorDumplingFolding VictoryJigDumplingMaking DumplingFoldingWaltz HeadBopDumplingMaking',
    fitness:
      'DumplingFoldingWallSit PleatAndSquat DoughKneadDumplingMaking OneLegDumplingFolding MarketWalkDumplingMaking JogItOffDumplingMaking PlankDumplingFolding CalfRaiseDumplingFolding',
    funny:
      'DumplingFoldingFails DumplingFoldingVsGrandma UglyDumplingContest BlindfoldDumplingMaking OvenMittDumplingMaking KidShapesDumplingMaking ChopstickDumplingMaking OneHandDumplingFolding',
    prank:
      'TakeoutBoxDumplingMaking GiantDumplingMaking HeartDumplingMaking SmileyDumplingMaking DumplingFoldingLoveNote DumplingFoldingNameTags FakeFailDumplingFolding GuestChefDumplingMaking',
    educational:
      'DumplingFoldingStyles PleatCountMath DumplingMakingWorldTour NewYearDumplingMaking GlutenDumplingMaking SteamVsBoilDumplingMaking HeritageDumplingMaking GoldIngotDumplingMaking',
    cooking:
      'DumplingFoldingParty CrescentPleatPractice SauceBarDumplingMaking FridgeRaidDumplingMaking DessertDumplingMaking BigBatchDumplingMaking SoupDumplingMaking GyozaNightDumplingMaking',
    travel:
      'DumplingFoldingClassTrip DumplingStreetCrawl HomestayDumplingMaking MarketTripDumplingMaking LearnLocalDumplingMaking PicnicDumplingMaking TrainSnackDumplingMaking FoodStallDumplingMaking',
    fashion:
      'DumplingFoldingEarrings DumplingPrintFitCheck BunHairDumplingMaking DumplingFoldingNails DumplingMakingTee PufferDumplingMaking ApronArtDumplingMaking ChefHatDumplingMaking',
    wellness:
      'DumplingFoldingMeditation DumplingFoldingFamilyTime GratitudeDumplingMaking ComfortDumplingMaking DumplingFoldingASMR CareBoxDumplingMaking SlowSundayDumplingMaking LofiDumplingFolding',
    music:
      'DumplingFoldingRhythm PleatToTheBeat DumplingMakingKaraoke FolkSongDumplingMaking PlaylistDumplingMaking FillingRapDumplingMaking HumAlongDumplingMaking OperaDumplingFolding',
    art: 'DumplingFoldingClay DumplingFoldingColorDough OrigamiDumplingFolding KawaiiDumplingMaking FeltDumplingMaking StopMotionDumplingMaking FoodPhotoDumplingMaking DumplingMakingSketch',
    tech: 'DumplingFoldingSlowMo DumplingPressToolTest OverheadDumplingFolding RemoteDumplingMaking AIFillingDumplingMaking ScaleCheckDumplingMaking TallyAppDumplingMaking DuetDumplingMaking',
    pet: 'DumplingFoldingPupCheers CatNapDumplingMaking PetFaceDumplingMaking CushionDumplingMaking StayOnMatDumplingMaking KittenToyDumplingMaking DumplingFoldingBunnyHop PawsOffDumplingMaking',
    gaming:
      'DumplingFoldLeaderboard DumplingFoldingShowdown TeamDumplingRace RollTheDiceDumplingRace LevelUpDumplingMaking SpinnerDumplingRace TriviaDumplingRace MusicalBowlDumplingRace',
  },
  'dry january': {
    dance:
      'DryJanuaryDanceParty DryJanuaryMocktailShuffle FreshStartGroove SaturdayMovesDryJan NewStepsDryJan SalsaNightDryJan CitrusTwistDryJan KitchenDiscoDryJan',
    fitness:
      'DryJanuaryRunStreak DryJanStepGoal 31DayPlankDryJan GymBuddyDryJan SunriseYogaDryJan FirstHikeDryJan RecLeagueDryJan JumpRopeDryJan',
    funny:
      'DryJanuaryMocktailSnob SparklingWaterRanking FancyGlassDryJan PoliteNoThanksDryJan SodaSommelierDryJan KidsMenuDrinkDryJan DryJanuaryStrawFails DramaticSipDryJan',
    prank:
      'DryJanuaryLunchboxJoke DryJanuaryCocoaDelivery DryJanuaryHomeCafe CheerNotesDryJan DryJanTrophy BottleGlowUpDryJan SillyMenuDryJan TinyUmbrellaDryJan',
    educational:
      'HowCarbonationWorks SleepScienceDryJan LabelReadingDryJan WaterMathDryJan MoneySavedDryJan ColorChangingDryJan NewSkillDryJan HabitLoopDryJan',
    cooking:
      'DryJanuaryMocktails DryJanuaryFreshJuice SpritzLabDryJan InfusedWaterDryJan HomemadeSodaDryJan GarnishArtDryJan TeaBlendDryJan BrunchSpreadDryJan',
    travel:
      'DryJanuaryCafeHop DryJanuaryHikingTrip FreshStartGetaway SunriseChaseDryJan MuseumDayDryJan JuiceBarTourDryJan TeaHouseDryJan FrostyTrailDryJan',
    fashion:
      'DryJanuaryGymFit MocktailHourOutfit CozyKnitsDryJan CapsuleClosetDryJan NoSpendStyleDryJan SkinGlowDryJan MatchMyDrinkDryJan DryJanBrunchLook',
    speed:
      'DryJanuaryGarnishRace FastestShakerDryJan LemonSqueezeDryJan IceCubeTowerDryJan DryJanuaryLabelMatch BottleFlipDryJan SpritzIn60DryJan DryJanuaryCoasterToss',
    music:
      'DryJanuaryPlaylist DryJanuaryAnthem MocktailHourJazz GlassHarpDryJan BottleBandDryJan ShakerBeatDryJan DryJanuaryKaraokeNight NewInstrumentDryJan',
    art: 'DryJanuaryMocktailPhoto DryJanuaryCalendarArt FreshStartSketchbook SodaLabelDryJan WatercolorDryJan DryJanuaryVisionBoard CoasterDesignDryJan FlowerIceCubesDryJan',
    tech: 'DryJanuaryTrackerApp HabitStreakWidget SleepDataDryJan SavingsSheetDryJan AIMocktailDryJan PhotoADayDryJan RestingHeartDryJan BuddyChatDryJan',
    pet: 'DryJanuaryPetWalkStreak FreshStartPupHike DoggoYogaDryJan NewTrickDryJan CatCuddleNightDryJan FetchHourDryJan DogBiscuitDryJan FishTankCareDryJan',
    gaming:
      'DryJanuaryGameNight DryJanuaryBacklogClear PuzzleADayDryJan RummyRematchDryJan ChessMonthDryJan MocktailBingoDryJan HomeQuizDryJan DominoesDryJan',
  },
  'tiktok dance': {
    fitness:
      'TikTokDanceCardio DanceTrendMarathon StepCountViralDance HeartRateViralDance HalfSpeedViralDance WarmUpDanceTrend ViralDanceIntervals DanceTrendCircuit',
    funny:
      'TikTokDanceDadEdition TikTokDanceToddlerCopy WrongSongViralDance Take47ViralDance BeatLateViralDance PufferCoatViralDance FromMemoryDanceTrend CaughtMidViralDance',
    prank:
      'SurpriseTikTokDance TikTokDanceMomCameo FakeViralDance SneakJoinViralDance DoorOpensViralDance SoundSwapViralDance PlotTwistDanceTrend BackupCrewViralDance',
    educational:
      'TikTokDanceBreakdown ViralDanceScience EightCountDanceTrend CreditTheViralDance RootsOfTheDanceTrend MoveNamesViralDance MirrorModeViralDance TeachBackViralDance',
    cooking:
      'TikTokDanceWhileBaking MicrowaveViralDance GingerbreadDanceTrend DinnerCrewViralDance TacoTuesdayDanceTrend BlenderViralDance SnackPrepDanceTrend KneadToTheDanceTrend',
    travel:
      'TikTokDanceAtLandmarks TikTokDanceAirport DanceTrendOnTheBeach LocalDanceTrend RestStopViralDance ViralDanceSnowDay SuitcaseViralDance TrailheadViralDance',
    fashion:
      'TikTokDanceFitCheck TransitionOutfit MatchingViralDance DecadeSwapViralDance RainbowDanceTrend BallGownViralDance PajamaViralDance HatTrickViralDance',
    wellness:
      'TikTokDanceMoodBoost TikTokDanceScreenBreak PhoneFreeDance SlowJamViralDance GrandmaViralDance NoMirrorDanceTrend ShakeItOutDanceTrend ZeroViewsDanceTrend',
    speed:
      'TikTokDanceSpedUp FastestTrendLearn MedleyDanceTrend NameThatViralDance FirstTryViralDance SwitchUpViralDance TenSecondViralDance QuickStepDanceTrend',
    music:
      'TikTokDanceRemix TikTokDanceSoundSwap TrendSongCover MashupDanceTrend AcapellaViralDance BeatboxViralDance ClassicalViralDance HumTheViralDance',
    art: 'TikTokDanceFlipbook TikTokDanceStopMotion TrendDanceDoodle SilhouetteDanceTrend FootprintDanceTrend LightTrailViralDance ComicStripViralDance HandShadowDanceTrend',
    tech: 'TikTokDanceTransitions GreenScreenViralDance CloneMeViralDance OneTakeViralDance DuetChainViralDance TimeWarpViralDance TikTokDanceSlowMoEdit DIYTripodViralDance',
    pet: 'TikTokDanceWithMyDog TikTokDancePetCameo CatIgnoresDanceTrend PawsUpViralDance SpinTrickDanceTrend TailWagDanceTrend CuddleFinaleDanceTrend FetchThenDanceTrend',
    gaming:
      'TikTokDanceGuessTheSong TikTokDanceCharades TrendDanceTrivia CopyCatViralDance ScoreCardsViralDance BracketDanceTrend AddAMoveViralDance EmojiCluesDanceTrend',
  },
  'prank call': {
    dance:
      'HoldMusicShuffle PrankCallVictoryDance PrankCallRingtoneStep CordTwirlPrankCall HelloFreezePrankCall MoonwalkPrankCall BusySignalPrankCall SillyWalkPrankCall',
    fitness:
      'PrankCallPlank PrankCallWallSit SquatTillTheyHangUp PacingPrankCall PrankCallJumpingJacks SergeantPrankCall YogaTeacherPrankCall WorkoutOnHoldPrankCall',
    funny:
      'PrankCallVoices PrankCallTryNotToLaugh CallYourMomAsAPirate OldEnglishPrankCall OnlyQuestionsPrankCall RhymingPrankCall PrankCallSportscaster SongLyricPrankCall',
    educational:
      'PrankCallInFrench PrankCallPopQuiz HowVoiceChangersWork HistoryFactPrankCall AlphaBravoPrankCall MorseCodePrankCall RiddleLinePrankCall SignItPrankCall',
    cooking:
      'PrankCallPhoneCake PrankCallGrandmaBakes PrankCallDinnerMenuSong FancyChefPrankCall PrankCallBreakfastInBed SpyRecipePrankCall CookOffPrankCall CordPastaPrankCall',
    travel:
      'PrankCallFromAbroad PrankCallSurpriseVisit TourGuidePrankCall PostcardPrankCall PilotPrankCall PrankCallPackingList GuessMySouvenirPrankCall PrankCallLandmarkRiddle',
    fashion:
      'PrankCallSpyFit OneOutfitPerVoice PrankCallHatParade EightiesPrankCall MustachePrankCall GuessMyLookPrankCall BlackTiePrankCall SuitOnTopPrankCall',
    wellness:
      'PrankCallCompliments SurpriseKindnessCall PrankCallGiggleFit LoveYouPrankCall PepTalkPrankCall CalmVoicePrankCall GoodNewsPrankCall HaikuPrankCall',
    speed:
      'PrankCallIn30Seconds PrankCallFirstToLaugh PrankCallRiddleRush TongueTwisterPrankCall AuctioneerPrankCall SpeedDialPrankCall FiveVoicesPrankCall ThreeRingsPrankCall',
    music:
      'PrankCallSerenade HoldMusicCover PrankCallOpera BeatboxPrankCall PrankCallKazooSolo JinglePrankCall FinishTheSongPrankCall BarbershopPrankCall',
    art: 'PrankCallComicStrip DrawThePrankCaller DoodleWhileOnHold VoiceDesignPrankCall SockPuppetPrankCall BoxPhonePrankCall TinCanPrankCall WantedPosterPrankCall',
    tech: 'PrankCallEchoEffect PrankCallVoiceChanger HelloRemixPrankCall RobotTalkPrankCall FamilyLinePrankCall ChipmunkPrankCall LaughTonePrankCall ContactNamePrankCall',
    pet: 'PrankCallFromMyDog PetAnswersThePhone PrankCallInCatVoice BarkBackPrankCall PawHotlinePrankCall HamsterNewsPrankCall ParrotModePrankCall PuppyEarsPrankCall',
    gaming:
      'PrankCallNPCVoice GuessWhoIsCalling PrankCallTelephoneGame LaughPointsPrankCall FinalBossPrankCall TwentyQsPrankCall SecretWordPrankCall HatDrawPrankCall',
  },
  'finals week': {
    dance:
      'FinalsAreOverDance StudyBreakBoogie DeskChairFinalsWeek PomodoroRaveExamWeek SilentDiscoExamWeek ShakeOffFinalsWeek RobotModeFinalsWeek MarkerWaveExamWeek',
    fitness:
      'FlashcardSquats FinalsWeekDeskStretch FinalsWalkItOff RepPerChapterExamWeek PlankReviewExamWeek SunSaluteExamWeek JumpRopeQuizExamWeek WallSitFinalsWeek',
    prank:
      'FinalsWeekSnackDrop SecretFinalsFairy FlashcardLoveNotes CoffeeRunFinalsWeek GooglyBookFinalsWeek CheerSquadFinalsWeek BalloonDoorExamWeek DeskMakeoverExamWeek',
    educational:
      'QuizMeBeforeFinals MemoryPalaceMethod TeachItToAKidExamWeek BlurtItOutExamWeek MindMapFinalsWeek MockTestExamWeek MnemonicExamWeek SpacedReviewExamWeek',
    cooking:
      'BrainFoodForFinals CramSessionCookies FinalsWeekMugCake SnackBoxExamWeek RamenUpgradeExamWeek MicrowaveExamWeek TrailMixFinalsWeek SmoothieExamWeek',
    travel:
      'FinalsWeekCafeHop StudySpotSafari BestLibraryForFinals ParkBenchFinalsWeek HomeForBreakExamWeek SunsetWalkFinalsWeek TrainCommuteExamWeek DayTripAfterExamWeek',
    fashion:
      'FinalsWeekFitCheck SweatpantsToFinals LibraryLayersLook LuckySocksFinalsWeek HoodieRankFinalsWeek DressedUpExamWeek MessyBunFinalsWeek GlowUpAfterExamWeek',
    wellness:
      'BreatheBeforeFinals ExamStressReset SleepFirstExamWeek TouchGrassFinalsWeek PepTalkFinalsWeek PhoneJailExamWeek WaterBreakFinalsWeek CallHomeExamWeek',
    speed:
      'FlashcardBlitz FinalsSpeedReview OneMinuteFinalsRecap FormulaDumpExamWeek PencilCaseDashExamWeek TimelineRaceExamWeek BlankMapExamWeek MathSprintExamWeek',
    music:
      'FinalsWeekStudyBeats SingYourFlashcards FinalsParodySong AnthemAfterExamWeek ClassicalExamWeek PencilDrumExamWeek FormulaTuneExamWeek KaraokeBreakExamWeek',
    art: 'FinalsWeekDoodleNotes DrawYourFinalsMood IllustratedFlashcards OnePagerExamWeek ColorCodedFinalsWeek ChapterComicExamWeek DeskDecorExamWeek StickyMosaicExamWeek',
    tech: 'FinalsWeekDeskSetup PomodoroTimerHack AIQuizzesMeForFinals FocusModeExamWeek StudyWithMeExamWeek CloudBackupExamWeek VoiceMemoExamWeek RevisionPlanExamWeek',
    pet: 'FinalsWeekStudyBuddy FinalsWeekCatOnNotes DogSaysTakeABreak PuppyRoomExamWeek HamsterTutorExamWeek WalkiesFinalsWeek FishTankZenExamWeek PawFiveExamWeek',
    gaming:
      'FlashcardBossBattle LevelUpForFinals FinalsWeekRewardRun GameShowExamWeek StudyDuelExamWeek ChessBreakFinalsWeek SpeedrunExamWeek TermMatchExamWeek',
  },
  'mental math': {
    dance:
      'MentalMathMacarena MentalMathFreeze TimesTableTango ClapItOutMentalMath SpinTheSumMentalMath CongaCountMentalMath SquareDanceMentalMath RobotMovesMentalMath',
    fitness:
      'MentalMathPlank SolveWhileYouSquat JumpTheSumMentalMath BallTossMentalMath JoggingMentalMath OopsBurpeeMentalMath HopscotchMentalMath SkipCountMentalMath',
    funny:
      'MyMentalMathFace MentalMathAtTheStore NoCalculatorPanic BillSplitMentalMath BoldGuessMentalMath InnerVoiceMentalMath TenFingersMentalMath HowOldAmIMentalMath',
    prank:
      'MentalMathLunchRiddle ThinkOfANumber FakeGeniusMentalMath SecretCodeMentalMath StickySumsMentalMath AbacusSwapMentalMath MentalMathAlarm DoorPassMentalMath',
    cooking:
      'NoCalculatorBakeOff MentalMathDoubleBatch MentalMathPizzaSlices GroceryMentalMath CupsToGramsMentalMath FairShareMentalMath CookTimeMentalMath DozenEggsMentalMath',
    travel:
      'MentalMathCurrencySwap AreWeThereYetMath LicensePlateMentalMath TimeZoneMentalMath KmToMilesMentalMath TripBudgetMentalMath StepGuessMentalMath MapScaleMentalMath',
    fashion:
      'MentalMathSaleHaul PercentOffFitCheck MixMatchMentalMath CostPerWearMentalMath ShoeSizeMentalMath ThriftTotalMentalMath PlusTaxMentalMath SockPairsMentalMath',
    wellness:
      'MentalMathBrainWarmUp CountBackFrom100 MentalMathMeditation BoxBreathMentalMath SudokuMentalMath SheepSumsMentalMath NoTimerMentalMath ScreenFreeMentalMath',
    speed:
      'MentalMathBlitz MentalMathVsTimer BeatTheCalculator Make24MentalMath SquareItMentalMath AroundTheWorldMentalMath DoubleUpMentalMath HotSeatMentalMath',
    music:
      'MentalMathRap TimesTableRemix MentalMathMelody BeatCountMentalMath ExactPlaylistMentalMath SingTheSumMentalMath DrumAnswersMentalMath NoteFractionsMentalMath',
    art: 'MentalMathPixelArt SolveToColor MentalMathMosaic SymmetryMentalMath GridScaleMentalMath CurveStitchMentalMath DotPuzzleMentalMath GoldenRatioMentalMath',
    tech: 'MentalMathVsAI CodeAMentalMathQuiz BrainVsPhoneRace StreakAppMentalMath BinaryMentalMath HexColorMentalMath ChargeTimeMentalMath GigabytesMentalMath',
    pet: 'CanMyDogDoMath MentalMathTreatCount MentalMathPawVote PetYearsMentalMath KibbleScoopsMentalMath TotalLegsMentalMath TankVolumeMentalMath CatNapHoursMentalMath',
    gaming:
      'MentalMathDuel CountdownNumbersRound MentalMathBossFight RollAndAddMentalMath MentalMathBingo DominoSumsMentalMath FizzBuzzMentalMath HigherLowerMentalMath',
  },
  'periodic table': {
    dance:
      'PeriodicTableTwist NobleGasGroove SymbolPosePeriodicTable OrbitDancePeriodicTable PeriodicTableStatues NeonGlowPeriodicTable CarbonCongaPeriodicTable BondDancePeriodicTable',
    fitness:
      'PeriodicTablePushUps PeriodicTableSquats PeriodicTableHopscotch RunToItPeriodicTable IronPlankPeriodicTable SymbolYogaPeriodicTable CardDeckPeriodicTable MetalOrGasPeriodicTable',
    funny:
      'PeriodicTablePuns PeriodicTableAsPeople BadChemistryJokes MyNameInPeriodicTable DramaticPeriodicTable PeriodicTableHoroscope TongueTiedPeriodicTable TierListPeriodicTable',
    prank:
      'PeriodicTableLoveNote CrackMyElementCode PeriodicTableDoorSign HoaxMetalPeriodicTable FridgeMagnetPeriodicTable PeriodicTableCookieGift SymbolTextPeriodicTable PlaceCardsPeriodicTable',
    cooking:
      'PeriodicTableCookies PeriodicTableBento BakingIsChemistry PantryHuntPeriodicTable CerealIronPeriodicTable PeriodicTableMuffins SheetCakePeriodicTable CabbagePHPeriodicTable',
    travel:
      'ElementsInTheWild PeriodicTableRoadTrip MuseumPeriodicTable NeonSignPeriodicTable BronzeStatuePeriodicTable BeachSandPeriodicTable RockHuntPeriodicTable CopperRoofPeriodicTable',
    fashion:
      'DressAsAnElement PeriodicTableFitCheck JewelryPeriodicTable SymbolTeePeriodicTable MetallicsPeriodicTable NeonLookPeriodicTable LabCoatPeriodicTable BadgePinPeriodicTable',
    wellness:
      'ElementsOfSelfCare PeriodicTableColoring PeriodicTableOfMoods DeepBreathPeriodicTable GratitudePeriodicTable StayInertPeriodicTable H2OBreakPeriodicTable StargazePeriodicTable',
    speed:
      'PeriodicTableSpeedRun NameAll118Elements MatchUpPeriodicTable JigsawPeriodicTable TypingRacePeriodicTable AToZPeriodicTable GroupSortPeriodicTable NobleGasDashPeriodicTable',
    music:
      'PeriodicTableRap PeriodicTableSong HeavyMetalElements PeriodicTableOpera LullabyPeriodicTable StadiumChantPeriodicTable RemixPeriodicTable BrassBandPeriodicTable',
    art: 'ElementTilePainting PeriodicTableMural PeriodicTableMascots SuperheroPeriodicTable PixelArtPeriodicTable PennyPatinaPeriodicTable ClayAtomsPeriodicTable SunCatcherPeriodicTable',
    tech: 'PeriodicTable3DModel CodeThePeriodicTable PeriodicTableQuizApp SpreadsheetPeriodicTable LockScreenPeriodicTable EmojiPeriodicTable DataVizPeriodicTable AnimatedPeriodicTable',
    pet: 'PeriodicTablePetNames DogPicksAnElement PeriodicTableTreatHunt CatPunsPeriodicTable SafeSnacksPeriodicTable TankPHTestPeriodicTable KittyTilePeriodicTable KibbleLabelPeriodicTable',
    gaming:
      'PeriodicTableBingo ElementCardBattle PeriodicTableMemory GridGuessPeriodicTable PeriodicTableHangman SpellItPeriodicTable ActItOutPeriodicTable TeamDraftPeriodicTable',
  },
};
