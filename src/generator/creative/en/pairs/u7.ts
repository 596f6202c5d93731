import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  wreath: {
    dance:
      'RingAroundTheWreath WreathDanceOff FreezeByTheWreath WreathCrownTwirl DoorWreathDuet WreathRevealSpin WreathCongaLine HolidayWreathShuffle',
    fitness:
      'ReachForTheWreath DoorwayWreathStretch WreathSpottingWalk WreathCarryRelay PassTheWreathSquats WreathOverheadLunge BalanceAWreath WreathJumpingJacks',
    funny:
      'WreathExpectations UglyWreathContest IfMyWreathCouldTalk WreathStillUpInJuly DramaticWreathReveal MyWreathKeepsFalling WreathHatDare OverdecoratedWreath',
    prank:
      'UpsideDownWreath GooglyEyedWreath TinyWreathSwap WanderingWreath WreathOfTheirSocks TheWreathTalksBack WreathOfYourFaces WreathOverloadPrank',
    educational:
      'WhyWreathsAreRound GuessTheWreathGreenery WreathTraditionQuiz OliveWreathChampions TieAWreathBow WhoWoreTheFirstWreath PiWithAWreath WreathInFiveLanguages',
    cooking:
      'BuildACharcuterieWreath WreathBakeOff DecorateAWreathCookie EdibleWreathChallenge PizzaWreathPullApart RateMyVeggieWreath CapreseWreathInFive WreathFromLeftovers',
    travel:
      'WreathDoorTour BestWreathInTown WreathScavengerWalk WreathSouvenirHaul HotelRoomWreath CarryOnWreath WreathFarmVisit MarketWreathHunt',
    fashion:
      'WreathFlowerCrown OutfitInWreathTones MiniWreathEarrings OOTDByTheWreath WreathSweaterContest WreathFitCheck WreathBraidUpdo MatchingWreathPajamas',
    wellness:
      'GratitudeWreath MindfulWreathMaking RoundWreathBreathing WreathForestWalk PineWreathReset WreathForAFriend WreathIntentions SlowSundayWreath',
    speed:
      'WreathSpeedBuild WreathBowTyingRace DecorateAWreathIn60 WreathWrapSpeedrun WreathRelayDash FastestWreathHang BeatTheBuzzerWreath MiniWreathBlitz',
    music:
      'WreathTambourineJam CarolByTheWreath DoorKnockWreathBeat GuessTheWreathSong WreathHandbellChoir OdeToMyWreath WreathLyricSwap WreathKaraokeNight',
    tech: 'WreathTimeLapse WreathStopMotion AIDesignsMyWreath WreathPhotoEditOff SelfieInTheWreath WreathWallpaper QRCodeWreath LightUpYourWreath',
    pet: 'DogTreatWreath CatToyWreath TennisBallWreath PetSafeWreathSwap PuppyPosesByTheWreath PawPrintWreathCraft WreathHungOutOfReach WreathPhotoBooth',
    gaming:
      'WreathRingToss WreathTriviaNight PinTheBowOnAWreath SpotTheWreathChange WreathMemoryGame WreathBingo GuessWhoseWreath HotPotatoWreath',
  },
  birdhouse: {
    dance:
      'BirdhouseRevealDance BirdhouseMoveInParty HopToTheBirdhouse BirdhouseWingFlap BirdhouseTwoStep DoTheBirdhouseBop CongaToTheBirdhouse SpringBirdhouseGroove',
    fitness:
      'BirdhouseWatchPlank WalkToEveryBirdhouse BirdhouseWallSit BirdhouseTrailRun YogaByTheBirdhouse EarlyBirdhouseWorkout BirdhouseArmCircles HikeToSpotABirdhouse',
    funny:
      'BirdhouseSquirrelSquatter BirdhouseRealEstateTour BirdhouseGrandOpening BirdhouseStillEmpty TheBirdhouseBouncer MyBirdhouseIsCrooked LandlordOfTheBirdhouse OneStarBirdhouse',
    prank:
      'BirdhouseLookalike MiniBirdhouseOnDadsDesk HiddenTweetsBirdhouse WhoLeftABirdhouseHere BirdhouseWithTheirFace SurpriseBirdhouseCake GooglyEyeBirdhouse BirdhouseSwitcheroo',
    educational:
      'WhichBirdsNestInBoxes BirdhouseHoleSizeQuiz GuessTheBirdhouseTenant BirdhouseMythOrFact NoPerchOnABirdhouse BirdhouseGeometry WhenToCleanABirdhouse FirstBirdhouseWasAGourd',
    cooking:
      'GingerbreadBirdhouse BirdhouseCakeBakeOff GrahamCrackerBirdhouse EdibleBirdhouse BirdhouseBentoLunch PretzelRoofBirdhouse BirdhouseCookieArt ToastTopperBirdhouse',
    travel:
      'BirdhouseParkHunt MapEveryBirdhouse BirdhouseBingoHike SouvenirBirdhouse NatureCenterBirdhouse CampsiteBirdhouseWatch BirdhouseTownTour BirdhouseDayTrip',
    fashion:
      'DIYBirdhouseEarrings GardenPartyBirdhouse SneakerMatchBirdhouse BirdhouseDerbyHat BirdhouseOOTD BirdhouseColorPalette BirdhouseToteBag CottagecoreBirdhouse',
    wellness:
      'CoffeeByTheBirdhouse FiveMinuteBirdhouseWatch BirdhouseJournal BuildABirdhouseUnplugged BirdhouseForGrandma QuietBirdhouseMorning PaintABirdhouseSlowly ListenAtTheBirdhouse',
    speed:
      'BirdhouseSpeedBuild PaintABirdhouseIn60 BirdhouseFlatPackRace BirdhouseBlockSpeedrun CardboardBirdhouseDash SpotTheBirdhouseFirst BirdhouseSketchSprint CraftStickBirdhouseBlitz',
    music:
      'TapTheBirdhouseBeat DuetWithTheBirdhouse BirdhouseWhistleCover SerenadeTheBirdhouse BirdhouseChirpRemix GuessTheBirdhouseSong LullabyForTheBirdhouse BirdhouseHumAlong',
    tech: 'BirdhouseTrailCam BirdhouseLiveStream BirdhouseTimelapse AppIDsMyBirdhouseGuests ZoomInOnTheBirdhouse BirdhouseSlowMoLanding AIDesignedBirdhouse PhotoEditMyBirdhouse',
    pet: 'BirdhouseCatTV BirdhouseDogReacts HamsterBirdhouseHideout BudgieMeetsBirdhouse BirdhouseTreatPuzzle RatsLoveBirdhouses ParrotRatesMyBirdhouse WindowBirdhouseView',
    gaming:
      'BirdhouseBingo CozyGameBirdhouse BirdhouseMemoryMatch GuessWhichBirdhouse BirdhouseCharades PinTheRoofOnABirdhouse BirdhouseScavengerHunt TicTacToeBirdhouse',
  },
  'art supplies': {
    dance:
      'ArtSuppliesRevealDance ArtSupplyHaulTransition ArtDeskBoogie ArtSuppliesOnTheBeat PaintbrushBatonTwirl FreestyleWithArtSupplies ShuffleToYourArtDesk CongaAroundTheArtDesk',
    fitness:
      'MarkerCapRelay ArtSupplyCircuit ArtDeskPlankSketch ArtDeskStretchBreak ArtSupplyPickupSquats CarryYourArtSupplies WalkToTheArtSupplyShop BalanceYourArtSupplies',
    funny:
      'ArtSuppliesNeverUsed SavingTheGoodMarkers ArtSupplyHoardTour WhoTookMyArtSupplies ArtSuppliesVsMyBudget HidingMyArtSupplies ArtSupplyExpectations RateMyArtDeskChaos',
    prank:
      'ArtSupplyCapSwap GooglyEyesOnArtSupplies RainbowSortTheirArtDesk GiftWrappedArtSupplies TinyArtSuppliesSurprise ArtDeskStickyNotes ArtDeskTakeover HideTheArtSuppliesPrank',
    educational:
      'CheapVsPricyArtSupplies ArtSupplyColorWheel NameThatArtSupply ArtSupplyLabelDecoder WhereArtSuppliesComeFrom StoneAgeArtSupplies ArtSupplyMixingLesson ArtSuppliesAToZ',
    cooking:
      'BakedArtSupplyLookalikes FrostingAsArtSupplies ArtSupplyOrCake ArtSupplyPretzelRods ArtDeskSnackBoard ArtSupplyCookieFaceOff CupcakeArtSupplyPalette ChocolateArtSupplies',
    travel:
      'ArtSuppliesTravelKit ParkBenchArtSupplies ArtSupplyShopCrawl PleinAirArtSupplies ArtSuppliesOnTheTrain MuseumDayArtSupplies BeachArtSupplies ArtSuppliesFromEveryTrip',
    fashion:
      'WearYourArtSupplies DressAsAnArtSupply ArtSupplyHairBun ArtSupplyApronGlowUp ArtDeskOOTD JewelryFromArtSupplies MatchMyArtSupplies ArtSupplySneakerCustom',
    wellness:
      'ArtSuppliesDeskReset ArtSupplyOrganizeWithMe SwatchingToUnwind SlowSketchArtSupplies TeaAndArtSupplies JournalWithArtSupplies MoodColorArtSupplies ShareYourArtSupplies',
    speed:
      'ArtSuppliesSpeedSort ArtSuppliesPackUpRace ArtSupplyCapIn60 ArtSupplyRelayDraw RainbowArtSupplyDash NameEveryArtSupplyFast BlindfoldArtSupplyGuess BeatTheBuzzerArtDesk',
    music:
      'GuessTheArtSupplySound ArtSuppliesDrumKit ArtSupplyOrchestra ArtDeskLofiJam BeatDropWithArtSupplies RapAboutYourArtSupplies ShakerFromArtSupplies ArtSupplyKaraoke',
    tech: 'ArtSuppliesVsTablet ArtSupplyTimelapse ArtSupplyStopMotion ArtDeskSetupTour AIGuessesMyArtSupplies PhoneMacroArtSupplies ColorPickerArtSupplies SpreadsheetForArtSupplies',
    pet: 'CatPortraitArtSupplies ArtSupplyPetSupervisor DogGuardsTheArtDesk ArtSuppliesOutOfPawReach ArtSupplyBoxFort PaintMyPuppyArtSupplies KittenNapsByTheArtDesk BunnyModelsForTheArtDesk',
    gaming:
      'ArtSuppliesBingo ArtSupplyCharades ArtSupplyDrawAndGuess ArtSupplyMemoryGame RollForArtSupplies StackTheArtSupplies TicTacToeArtSupplies ScavengerHuntArtSupplies',
  },
  monitor: {
    dance:
      'MonitorDanceBreak MonitorMirrorMoves DualMonitorDuet SpinAwayFromTheMonitor DoTheMonitorScreensaver MonitorLightShow ShuffleBetweenMonitors RobotDanceForTheMonitor',
    fitness:
      'MonitorPostureCheck DualMonitorNeckStretch SquatWhenTheMonitorSleeps MonitorHourPushUps EyesOffTheMonitorWalk ChairYogaAtTheMonitor MonitorWallSit CalfRaisesAtTheMonitor',
    funny:
      'MonitorSetupFails SixScreensForEmail TalkingToMyMonitor MonitorStickyNoteChaos WhenTheMonitorWontWake BossWalksByMyMonitor FullBrightnessMonitor DualMonitorFlex',
    prank:
      'MonitorUpsideDownPrank MonitorWallpaperSwap StickyNoteComplimentWall GooglyEyesOnTheMonitor ZoomInOnTheirMonitor MonitorPhotoFrame RubberDuckOnTheMonitor MonitorBalloonSurprise',
    educational:
      'HowMonitorsMakeColor MonitorPixelsUpClose MonitorRefreshRateTest MonitorBlueLightTruth GuessTheMonitorYear Monitor202020Rule SetYourMonitorHeight CRTVsFlatMonitor',
    cooking:
      'CookAlongWithTheMonitor MonitorOrCake NoCrumbsNearTheMonitor MonitorSnackBento MonitorPixelCookies DualMonitorMealPrep PancakeArtOfMyMonitor LunchAwayFromTheMonitor',
    travel:
      'VisitYourMonitorWallpaper MonitorWithAView HotelDeskMonitorSetup MonitorInMySuitcase DualMonitorNomad CoworkingMonitorTour PortableMonitorTripTest MonitorFreeVacation',
    fashion:
      'MonitorWallpaperTwin WaistUpMonitorFit OOTDInMonitorLight MonitorGlassesGlowUp MonitorColorPalette NeonRGBMonitorOutfit MonitorReflectionSelfie RunwayToTheMonitor',
    wellness:
      'MonitorLookAwayRule MonitorOffAtSix MonitorStretchReminder MonitorBlinkReset BreatheBeforeTheMonitor AffirmationOnMyMonitor PlantBesideMyMonitor NightModeOnTheMonitor',
    speed:
      'MonitorCableUntangleRace DualMonitorSetupSpeedrun MonitorTypingSprint CleanYourMonitorIn60 FindTheCursorMonitor ReflexTestOnTheMonitor MouseMazeOnTheMonitor AlignTheMonitorsFast',
    music:
      'MonitorVisualizerJam DeskDrumByTheMonitor LyricsOnTheMonitor MonitorStartupRemix DualScreenDuet SheetMusicOnTheMonitor MonitorSongGuess LofiBeatsAtTheMonitor',
    art: 'MonitorWallpaperArt MonitorLightboxTrace MonitorPixelPortrait MonitorStillLife DrawYourMonitorSetup StickyNoteMonitorMosaic OneLineMonitorSketch CardboardMonitorCraft',
    pet: 'MonitorCatBlock DogWatchesTheMonitor PetCamOnTheMonitor MonitorBirdVideoReacts KittenPawsAtTheMonitor ParrotVsTheMonitor MonitorMouseChase ShowYourMonitorBuddy',
    gaming:
      'RateMyMonitorSetup MonitorRetroNight DualScreenCoOp MonitorReactionGame MonitorChessMatch PartyQuizOnTheMonitor SpeedrunOnMyMonitor CouchTournamentMonitor',
  },
  projector: {
    dance:
      'ProjectorShadowDance ProjectorSilhouetteDuet FollowTheProjectorMoves ProjectorPatternGroove BackyardProjectorParty ProjectorFreezeFrame MusicVideoProjector SwayUnderTheProjector',
    fitness:
      'ProjectorWorkoutClass ProjectorYogaNight ShadowBoxingProjector RetroAerobicsProjector ProjectorTrailerPlank VirtualRunProjector ProjectorMovieWallSit BootcampByProjector',
    funny:
      'ProjectorShadowPuppets ProjectorWontConnect BlockTheProjectorBeam DubTheProjectorMovie ProjectorMemeNight GrandmaVsTheProjector BedsheetProjectorScreen ProjectorHotTakeSlides',
    prank:
      'ProjectorBirthdayMessage ProjectorFakeSnowDay ProjectorAquariumWall ProjectorBeachWindow PhotobombTheProjector GiantSelfieProjector WakeUpCallProjector SurpriseCameoProjector',
    educational:
      'ShoeboxProjector WhyProjectorImagesFlip ProjectorLumensQuiz MagicLanternToProjector PinholeProjectorDIY ProjectorShadowMath FixAProjectorKeystone ProjectorColorMixing',
    cooking:
      'ProjectorCookAlong ProjectorPopcornBar ProjectorMovieMenu ProjectorPicnicSpread SnackBoardProjector PizzaUnderTheProjector CandyBuffetProjector HomemadeNachosProjector',
    travel:
      'ProjectorTravelSlideshow ProjectorVirtualTrip ProjectorWindowView ProjectorMapPlanning CampsiteProjectorNight StaycationProjector PackAMiniProjector HotelWallProjector',
    fashion:
      'ProjectorPatternOutfit ProjectorRunwayShow ProjectorPhotoshoot ProjectorBackdropOOTD PrintSwapProjector GalaxyProjectorFit RedCarpetProjector AllWhiteProjectorLook',
    wellness:
      'ProjectorStarrySky ProjectorOceanWall ProjectorBreathGuide GratitudeSlidesProjector RainyWindowProjector SunsetOnTheProjector BlanketFortProjector CalmYogaProjector',
    speed:
      'ProjectorSetupRace ProjectorSketchSprint ProjectorQuizBuzzer ProjectorSheetHangIn60 FocusTheProjectorFast GuessTheShadowProjector BeatTheTrailerProjector FlashcardProjectorBlitz',
    music:
      'ProjectorKaraokeNight ProjectorLyricVideo ProjectorLightShow ProjectorConcertAtHome ShadowBandProjector SheetMusicProjector NameThatTuneProjector DrumAlongProjector',
    art: 'ProjectorMuralTrace ProjectorLightPainting ProjectorTeeDesign ProjectorGalleryNight ShadowPortraitProjector GiantDoodleProjector StencilWithAProjector ColoringPageProjector',
    pet: 'ProjectorCatChase ProjectorPetMovieNight DogTVOnTheProjector FishVideoProjector ProjectorSquirrelWatch PuppyMeetsTheProjector ParrotVsProjector KittenShadowProjector',
    gaming:
      'ProjectorGameNight ProjectorRetroArcade ProjectorRacingCup ProjectorTriviaShow ShadowCharadesProjector BossFightOnTheProjector DrawAndGuessProjector CouchCoOpProjector',
  },
  'flip phone': {
    dance:
      'FlipPhoneSnapDance FlipPhoneRingtoneGroove RazrTransition FlipPhoneKeypadTap Y2KFlipPhoneShuffle TwirlWithAFlipPhone MusicVideoOnAFlipPhone DiscoWithMyDumbphone',
    fitness:
      'FlipPhoneOnlyRun FlipPhonePlankCall FlipPhoneRingBurpees DumbphoneHike CountStepsOnAFlipPhone WalkAndTalkFlipPhone AppFreeWorkoutDumbphone GymWithAFlipPhone',
    funny:
      'FlipPhoneTextingStruggle FlipPhoneDramaticHangUp FlipPhoneT9Fail MyDumbphoneWeekDiary GrandmaTeachesFlipPhone PullOutAFlipPhone GrainyFlipPhonePics RazrRingtoneReactions',
    prank:
      'FlipPhoneRingtonePrank FlipPhoneSwitcheroo ImGoingDumbphone TextMomFromAFlipPhone KindWordsOnARazr FlipPhoneFakeUpgrade ThrowbackFlipPhoneCall DumbphoneGagGift',
    educational:
      'FlipPhoneVsSmartphone LearnT9OnAFlipPhone FlipPhoneTimeline GuessTheFlipPhoneYear FlipPhoneSlangQuiz InsideAFlipPhone WhyDumbphonesLastDays 160CharactersFlipPhone',
    cooking:
      'FlipPhoneKitchenTimer DumbphoneCookbookNight IcedFlipPhoneCookies FlipPhoneY2KDinner CakeShapedFlipPhone PitaPocketFlipPhone DumbphoneBrunch RecipeTextedOnAFlipPhone',
    travel:
      'FlipPhoneOnlyTrip PaperMapAndAFlipPhone FlipPhoneVacationPics DumbphoneCityWalk RazrAroundTown CampingWithADumbphone MuseumDayWithARazr BackpackerFlipPhone',
    fashion:
      'FlipPhoneY2KFit FlipPhoneCharms RazrAsAnAccessory BedazzleYourFlipPhone BeltClipFlipPhone FlipPhoneEraOutfit MirrorSelfieFlipPhone TracksuitAndAFlipPhone',
    wellness:
      'FlipPhoneDetox 7DayDumbphoneDare FlipPhoneSunday ScreenTimeVsFlipPhone FlipPhoneBedtime BoredomOnAFlipPhone RazrAndARealBook SlowMorningFlipPhone',
    speed:
      'FlipPhoneTextingRace FlipPhoneSnakeSpeedrun FlipPhoneContactsIn60 FlipPhoneSnapRelay SmartphoneVsDumbphoneDuel AnswerTheFlipPhoneFast FindTheFlipPhoneRinging SpellYourNameOnARazr',
    music:
      'FlipPhoneRingtoneCover FlipPhoneKeypadSong FlipPhoneSnapBeat DumbphoneDuet Y2KKaraokeFlipPhone RecordADemoOnAFlipPhone PlaylistFromTheRazrEra HumTheFlipPhoneJingle',
    art: 'FlipPhoneBedazzle LowResFlipPhoneGallery DrawYourFirstFlipPhone FlipPhonePixelPortrait StillLifeFlipPhone CardboardFlipPhoneCraft DumbphoneSketchbook RazrDecalDesign',
    pet: 'FlipPhoneDogReaction PetPortraitOnAFlipPhone CatVsFlipPhoneSnap ParrotCopiesFlipPhone WalkiesWithADumbphone KittenZoomiesFlipPhone PuppyPicsOnAFlipPhone FlipPhoneRabbitCam',
    gaming:
      'FlipPhoneSnakeGame DumbphoneHighScore FlipPhoneFaceOff FlipPhoneWordChain TextTriviaOnAFlipPhone GuessTheRazrRingtone HotPotatoFlipPhone CharadesWithARazr',
  },
  'software engineer': {
    dance:
      'DevDeployDance DevMergeMoonwalk SoftwareEngineerSwivel ProgrammerKeyboardTap FridayFreezeForDevs DoTheRobotDeveloper HelloWorldDevHustle ItCompiledDevShuffle',
    fitness:
      'DevStandUpWorkout DevPushUpPerCommit WristStretchForDevs ProgrammerPostureFix WalkItOffDeveloper PlankTillItCompilesDev DevStepCount SquatAfterEachBugDev',
    funny:
      'SoftwareEngineerDayInLife ItWorksOnMyMachine RateMyDevExcuse DevExplainsToMom TheBugWasATypoDev DeployOnFridayDev RubberDuckTherapyDev DevVsDesigner',
    prank:
      'DevRubberDuckSurprise SnackStashForTheDev PizzaDeliveryForDevs BalloonsOnTheDevDesk DevCodeCompliments MemeWallForTheDev DevOfTheMonthTrophy FancyDevNamePlate',
    educational:
      'DevCodingInOneMinute SoftwareEngineerMythBust ExplainLikeImFiveDev BinaryCountingWithADev WhatDevsActuallyDo YourFirstHelloWorldDev DevGlossaryQuiz TechInterviewMockRound',
    cooking:
      'SoftwareEngineerMealPrep RecipeAsCodeDev DevCoffeeRatio BinaryCookiesDev KeyboardCakeDev PizzaForTheDevTeam RamenUpgradeDev DevBakesBread',
    travel:
      'DevCafeCrawl DevRemoteWorkView DevOfflineTrip SWEOnATrain PackingListForADev CodingInTheParkDev DigitalNomadDev WorkationAsADeveloper',
    fashion:
      'SoftwareEngineerFitCheck DevCapsuleWardrobe TechInterviewOutfit DevStickerMatch HoodieRankingDev DressLikeADev SameShirtEveryDayDev CodingSocksDev',
    wellness:
      'SoftwareEngineerLogOff TouchGrassDev EyeBreakForADev DevDuckMeditation NoLaptopWeekendDev ProgrammerJournal BurnoutCheckInDev SilentWalkForDevs',
    speed:
      'DevTypingSpeedTest SoftwareEngineerBugHunt FizzBuzzSpeedrunDev TechInterviewIn60 SetUpADevLaptopFast SortingRaceForDevs KeyboardShortcutDashDev ProgrammerPuzzleSprint',
    music:
      'SoftwareEngineerBugSong DevLofiPlaylist DevErrorOpera DevMergeConflictDuet KeyboardClackBeatDev RapBattleOfTheDevs MusicalStandupDev HumWhileItCompilesDev',
    art: 'DevPixelPortrait FlowchartDoodleDev WhiteboardGalleryDev ASCIIArtDev DevBugMonster StickyNoteMuralDev LaptopStickerDesignDev CodePoetryDev',
    pet: 'DevCatCodeReview SoftwareEngineerDogBreak DebugWithYourPetDev HamsterWheelDev CoworkerWithWhiskersDev PuppyStandupDev FishTankDevDesk ParrotPairProgrammer',
    gaming:
      'DevMakesAGameInADay TechInterviewBossFight DevVsAIChess DevRetroArcade CodeTheSnakeDev TriviaNightWithADev EscapeRoomForDevs GuessTheLanguageDev',
  },
  'walkie talkie': {
    dance:
      'WalkieTalkieDanceCalls WalkieTalkieFreeze WalkieTalkieMirrorMoves WalkieTalkieBeatDrop ShuffleByWalkieTalkie TwoRoomWalkieTalkieDuet BeepBopWalkieTalkie DJOnTheWalkieTalkie',
    fitness:
      'WalkieTalkieCoach WalkieTalkieRelayRun SimonSaysWalkieTalkie HikeWithWalkieTalkies BeepSquatsWalkieTalkie WalkieTalkiePlankCall YardSprintWalkieTalkie BurpeeDareWalkieTalkie',
    funny:
      'WalkieTalkieSpyMission WalkieTalkieDinnerCall DadOnTheWalkieTalkie TooManyOversWalkieTalkie WalkieTalkieSnackOrder PilotVoiceWalkieTalkie NewsAnchorWalkieTalkie GrandpaOnWalkieTalkie',
    prank:
      'ComplimentsByWalkieTalkie WalkieTalkieWakeUpCall HouseplantWalkieTalkie RoomServiceWalkieTalkie WalkieTalkieInTheFridge WalkieTalkieCommentary SecretFanWalkieTalkie MysteryDJWalkieTalkie',
    educational:
      'WalkieTalkieCodeWords AlphaBravoWalkieTalkie WalkieTalkieRangeTest MorseBeepsWalkieTalkie WhyWalkieTalkiesSayOver WalkieTalkieThroughWalls WhoMadeTheWalkieTalkie WalkieTalkieEtiquette',
    cooking:
      'CookByWalkieTalkie SnackOrderWalkieTalkie WalkieTalkiePancakeCall LunchRelayWalkieTalkie WalkieTalkieBakeAlong WalkieTalkieTasteReport PicnicPrepWalkieTalkie HeadChefWalkieTalkie',
    travel:
      'WalkieTalkieHike WalkieTalkieCampTrip WalkieTalkieBeachDay WalkieTalkieTourGuide ThemeParkWalkieTalkie PackTheWalkieTalkies CityQuestWalkieTalkie FestivalWalkieTalkie',
    fashion:
      'WalkieTalkieSpyFit WalkieTalkieUtilityLook CargoPocketWalkieTalkie BeltClipWalkieTalkie WalkieTalkieRunwayCall StageCrewWalkieTalkie DressCodeWalkieTalkie RetroVestWalkieTalkie',
    wellness:
      'WalkieTalkieGoodnight WalkieTalkieCheckIn WalkieTalkieCompliments WalkieTalkieQuietHour ThanksOverWalkieTalkie BreatheOnWalkieTalkie BedtimeStoryWalkieTalkie AffirmationWalkieTalkie',
    speed:
      'WalkieTalkieRelayRace WalkieTalkieClueHunt WalkieTalkieSpellingBee WalkieTalkieQuickDraw FindMeFastWalkieTalkie MessageIn60WalkieTalkie BlindBuildWalkieTalkie BeatTheBeepWalkieTalkie',
    music:
      'WalkieTalkieSingAlong WalkieTalkieDuet WalkieTalkieBeatbox WalkieTalkieKazooBand TuneGuessWalkieTalkie StaticRemixWalkieTalkie RadioDJWalkieTalkie LullabyOverWalkieTalkie',
    art: 'WalkieTalkieDrawingGame DecorateAWalkieTalkie CardboardWalkieTalkie WalkieTalkieComicStrip SpyGadgetWalkieTalkie WalkieTalkiePortrait ChalkMapWalkieTalkie PixelArtWalkieTalkie',
    pet: 'WalkieTalkieDogReacts WalkieTalkiePetCall CatIgnoresWalkieTalkie TreatTimeWalkieTalkie ParrotOnWalkieTalkie PuppySitterWalkieTalkie FishReportWalkieTalkie BunnyPatrolWalkieTalkie',
    gaming:
      'WalkieTalkieTreasureHunt WalkieTalkieSpyGame HideAndSeekWalkieTalkie FlagCaptureWalkieTalkie TriviaNightWalkieTalkie WalkieTalkieDetective WordChainWalkieTalkie RiddleRelayWalkieTalkie',
  },
  wallpaper: {
    dance:
      'WallpaperRevealDance WallpaperTransition MoveLikeYourWallpaper WallpaperPoseMatch ShuffleMyWallpaper GreenScreenWallpaper WallpaperFreeze RetroWallpaperGroove',
    fitness:
      'WallpaperStepGoal WallpaperYogaPose WallpaperUnlockPushUps WallpaperMantraWorkout TheWallpaperSquatRule HikeToYourWallpaper StretchBreakWallpaper GymSelfieWallpaper',
    funny:
      'WallpaperStoryTime WallpaperJudgedByFriends WallpaperExplainedBadly ParentsWallpaperReveal WorstWallpaperEver DefaultWallpaperGang GuessWhyItsMyWallpaper ZoomedInWallpaperFail',
    prank:
      'WallpaperSwapPrank MyFaceAsYourWallpaper MemeOfTheDayWallpaper GooglyEyesWallpaper UpsideDownWallpaper WallpaperOfTheirPet ComplimentWallpaper DadJokeWallpaper',
    educational:
      'GuessTheWallpaperPlace DefaultWallpaperOrigins WallpaperResolutionTest WallpaperColorTheory WallpaperFlashcards PeriodicTableWallpaper WorldMapWallpaperQuiz StarChartWallpaper',
    cooking:
      'BakeYourWallpaper PlateLikeYourWallpaper WallpaperWorthyToast FoodPhotoWallpaper SmoothieBowlWallpaper WallpaperColorSalad LatteArtWallpaper CookieDecorWallpaper',
    travel:
      'VisitMyWallpaper WallpaperBucketList WallpaperFromEveryTrip SameSpotWallpaper HometownWallpaper DefaultWallpaperHunt WallpaperPostcard PackingForMyWallpaper',
    fashion:
      'DressLikeYourWallpaper WallpaperPaletteFit NailArtWallpaper WallpaperMoodBoard CaseAndWallpaperCombo WallpaperInspiredMakeup SeasonalWallpaperLook WallpaperOOTD',
    wellness:
      'WallpaperAffirmation GratitudeWallpaper WallpaperDetox NatureWallpaperBreath BreakReminderWallpaper WallpaperForFutureMe WallpaperOfLovedOnes SundayWallpaperReset',
    speed:
      'WallpaperDesignSprint GuessTheWallpaperFast WallpaperSpeedEdit SpotTheWallpaperChange WallpaperCollageBlitz ClutterFreeWallpaperRace WallpaperDrawIn60 BeatTheBuzzerWallpaper',
    music:
      'GuessTheWallpaperSong WallpaperAlbumCover WallpaperJingle LyricWallpaperChallenge WallpaperSoundtrack BandPosterWallpaper WallpaperBeatDrop ConcertPhotoWallpaper',
    art: 'WallpaperPaintedByHand DoodleYourWallpaper CollageWallpaper PixelArtWallpaper WallpaperSketchSwap OneLineWallpaper WallpaperGlowUp EmbroideredWallpaper',
    pet: 'WallpaperPetPhotoShoot DogReactsToWallpaper CatApprovedWallpaper WhoseWallpaperIsCuter ParrotWallpaperSelfie PuppyGrowthWallpaper WallpaperTreatBribe RabbitWallpaperPose',
    gaming:
      'GuessTheGameWallpaper WallpaperHiddenObject BossFightWallpaper WallpaperTriviaNight RetroConsoleWallpaper HighScoreWallpaper WallpaperISpy LevelUpWallpaper',
  },
  tripod: {
    dance:
      'TripodSelfTimerDance OneTakeTripodChoreo SpinAroundTheTripod TripodMirrorDuet WideShotTripodGroove TripodFreezeFrame MidAirTripodPose TripodOutfitTransition',
    fitness:
      'TripodFormCheck SlowMoSquatTripod TripodTimeLapseWorkout SideAngleTripodLunges ThirtyDayTripodProgress TripodYogaFlow JumpHeightTripod TripodPushUpCount',
    funny:
      'TripodSetupStruggle TripodTimerRush DadVsTheTripod TripodBehindTheScenes WrongWayTripod TripodCameraShy ShortestTripodEver SelfInterviewTripod',
    prank:
      'TripodTimerPhotobomb EmptyTripodPrank TripodPaparazzi GooglyEyesTripod SurpriseInterviewTripod DressUpTheTripod TripodRedCarpet FakeAwardTripod',
    educational:
      'TripodVsHandheld RuleOfThirdsTripod WhyTripodsHaveThreeLegs LongExposureTripod LevelYourTripod GoldenHourTripodLesson TripodAngleTest DIYTripodFromBooks',
    cooking:
      'TripodOverheadRecipe HandsOnlyTripodCooking TripodTimeLapseBake OneTakeTripodDinner TripodPancakeFlip SlowMoSyrupPourTripod TripodCookAlong TastingReactionTripod',
    travel:
      'TripodSoloTravel TripodSunsetSpot PackingLightTripod LandmarkTripodPose CrowdFreeTripodShot HotelRoomTripodTour TripodAtTheBeach TripodTimeLapseCity',
    fashion:
      'TripodFitCheck TripodLookbook OneOutfitFiveWaysTripod TripodOOTDTransition WalkTowardTheTripod GoldenHourTripodPose TripodThriftHaul SpinForTheTripod',
    wellness:
      'TripodSunriseShot TripodMorningStretch TripodMeditationLapse TripodTeaRitual GratitudeVlogTripod NatureSoundsTripod CloudWatchingTripod DeepBreathsTripod',
    speed:
      'TripodTimerRace TripodSetupSpeed TripodOutfitSwapIn60 TripodBurstPoses FoldTheTripodFast BeatTheShutterTripod GroupShotTripodDash QuickestTripodLevel',
    music:
      'TripodMusicVideo TripodOneTakeCover TripodDrumCam TripodLyricLipSync SplitScreenTripodDuet BackyardConcertTripod BandPhotoTripod BeatboxBattleTripod',
    art: 'TripodLongExposure TripodStopMotion SelfPortraitTripod PaintingTimeLapseTripod ChalkArtTripodReveal ForcedPerspectiveTripod ShadowPuppetTripod TripodPhotoCollage',
    pet: 'TripodFamilyWithPet PuppyPortraitTripod CatVsTripod SlowMoZoomiesTripod TripodTreatPose HamsterCamTripod TripodWalkiesVlog DogMeetsTheTripod',
    gaming:
      'TripodBoardGameTimeLapse JigsawTripodRace TripodCardFaceOff TripodReactionCam BlockTowerTripod CharadesOnTripod DominoTopplingTripod RetroConsoleTripod',
  },
  tabby: {
    dance:
      'DanceForMyTabby TabbyTigerStrut MakingBiscuitsTabby TabbySwirlTwirl StripedTeeTabbyShuffle SpellTheTabbyM TabbyTailFlick CopycatTabbyChoreo',
    fitness:
      'TabbyWandToyWorkout TabbyYogaBuddy EyeOfTheTabby TigerCrawlTabby PlankWhileTabbyWatches SquatPerTabbyStripe TabbyPounceDrills FeatherChaseTabby',
    funny:
      'TabbyMeowTranslation TabbyThinksItsATiger TabbyVsEmptyBox DramaQueenTabby TabbyWildlifeDoc WhatTheTabbyKnockedOver MyTabbyJudgesMyFit IsThatMyTabby',
    prank:
      'TabbyPlushSwap TabbyFilterOnDad WeGotATigerTabby CardboardCutoutTabby PawPrintNoteFromTabby DecoyTabbyOnTheCouch PurrAlarmTabby TabbyTookYourSpot',
    educational:
      'WhyTabbiesHaveStripes FourTabbyPatterns TheMOnEveryTabby TabbyIsNotABreed TabbyAndTigerCompared TabbyTailTalk QuizOnTabbyGenes AncientEgyptTabby',
    cooking:
      'HomemadeTabbyTreats StripedTabbyCookies TabbySwirlCake TabbyTigerBread ToastWithATabbyM TabbyBirthdayFeast FoamArtTabbyLatte MarbledTabbyPancakes',
    travel:
      'TabbyCatioTour TabbyCatCafeVisit TabbyTigerSafari SouvenirForMyTabby CountTabbiesOnAWalk PackForTheTabbySitter ZooStripesVsTabby WelcomeHomeTabby',
    fashion:
      'TabbyMatchingStripes TabbyFurFitCheck TabbyPrintScarf MonogramMTabby MakeupInTabbyTones ToteBagOfMyTabby SweaterWeatherTabby TigerNailsTabby',
    wellness:
      'TabbyPurrTherapy TabbyNapTogether TabbySunbeamMorning TabbyGratitudeJournal SlowBlinkWithYourTabby TraceTheMOnYourTabby BreatheLikeATabby ReadingWithMyTabby',
    speed:
      'TabbyPuzzleSpeed PounceCountTabby TabbyHuntingDrill TabbyFortBuildOff SketchMyTabbyFast ZoomiesStopwatchTabby HighFivesFromTabby StripeTallyTabby',
    music:
      'TabbyPurrBeat TabbyMeowRemix EyeOfTheTabbyCover TabbyOnTheKeys SerenadeYourTabby LullabyForTabby DuetWithMyTabby ViolinForTheTabby',
    art: 'PaintYourTabby DrawMyTabbyBlind TabbyStripesInInk YarnTabbyPortrait TabbyPetRockArt TabbyByNumbers ClayTabbySculpt SwirlPatternTabby',
    tech: 'TabbyStopMotionStory TabbyTranslatorApp PounceInSlowMoTabby TabbyFaceIDTest EditOffWithMyTabby TigerFilterTabby NapTimelapseTabby PetCamTabbyDiary',
    gaming:
      'TabbyCupGame TabbyJungleQuest PixelTabbySprite GuessWhatTabbyWants BossLevelTabbyPuzzle TigerOrTabbyQuiz TabbyPatternMemory CardboardArcadeTabby',
  },
  'black cat': {
    dance:
      'BlackCatMonsterMash BlackCatBroomstickTwirl VoidCatVogue BlackCatFreezeFrame MoonlightBlackCatMoves SpookyBlackCatShuffle SlinkLikeABlackCat ShadowDanceBlackCat',
    fitness:
      'BlackCatWandWorkout ArchBackStretchBlackCat StealthSquatsBlackCat HalloweenObstacleBlackCat MidnightYogaBlackCat PounceLikeABlackCat PlankTillBlackCatSits PantherCrawlBlackCat',
    funny:
      'BlackCatPhotoFail BlackCatInTheDark VoidCatJudgesYou BlackCatSuperstitionSkit VoiceoverForMyBlackCat FurOnEverythingBlackCat MyBlackCatStoleMySeat LuckiestBlackCatEver',
    prank:
      'BlackCatPlushDecoy VoidCatOrCushion BlackCatCrossesYourPath BlackCatTextsDad PaperBlackCatSilhouette MomGetsABlackCatFilter CutoutBlackCatSurprise GlowEyesBlackCatPhoto',
    educational:
      'BlackCatMythOrFact WhyBlackCatsAreLucky BlackCatGenetics101 BlackCatsAroundTheWorld BlackCatEyeColorQuiz WhenIsBlackCatDay SunTurnsBlackCatsBrown SpotTheBlackCatBreed',
    cooking:
      'VoidCatSafeTreats BlackCatRiceBall SquidInkPastaVoidCat SesameVoidCatCookies BlackCatWhoopiePies HalloweenBlackCatBento CakePopBlackCats PancakeArtBlackCat',
    travel:
      'BlackCatCafeVisit HauntedTrailBlackCat BlackCatCatioTour BlackCatSouvenirHaul SpotABlackCatAbroad CountBlackCatsInTown BlackCatWelcomeHome EgyptExhibitBlackCat',
    fashion:
      'BlackCatTwinningFit BlackCatEarsHeadband BlackCatEyeliner VoidCatGoldAccents LintRollerVsBlackCat HalloweenBlackCatLook MidnightBlackCatGlam BootsToMatchMyBlackCat',
    wellness:
      'BlackCatNapTogether BlackCatSunbeam BlackCatBrushingCalm BlackCatCoffeeMorning LuckyPurrsBlackCat SlowBlinkWithVoidCat ReadingWithMyBlackCat CountYourLuckBlackCat',
    speed:
      'BlackCatSpotRace BlackCatPhotoIn10 SnackDashVoidCat VoidCatTreatPuzzle DrawABlackCatFast ClayBlackCatSprint BroomRelayBlackCat OrigamiBlackCatBlitz',
    music:
      'BlackCatMeowRemix BlackCatSpookySong BlackCatPianoSerenade BlackCatThemeTune MinorKeyForVoidCat MidnightLullabyBlackCat JazzForTheVoidCat HalloweenBlackCatKaraoke',
    art: 'BlackCatSilhouette BlackCatMoonPainting DrawYourVoidCat ChalkBlackCatMural PaperCutBlackCat ScratchArtBlackCat PaintedPumpkinBlackCat InkBlotBlackCat',
    tech: 'BlackCatLowLightShot BlackCatNightVision VoidCatCameraHack BlackCatPetCamDiary PhoneVsBlackCat AIFindsMyBlackCat PortraitModeBlackCat TimelapseNapBlackCat',
    gaming:
      'BlackCatHideAndSeek BlackCatOrShadow VoidCatStealthLevel SpookyRiddlesBlackCat WhereIsTheBlackCat PlayAsYourBlackCat HalloweenBlackCatQuest LuckyBlackCatDiceGame',
  },
  'orange cat': {
    dance:
      'OrangeCatZoomieDance OrangeCatChaosChoreo GingerCatTwoStep OrangeCatCatwalk BrainCellBopOrangeCat SunbeamSwayOrangeCat MoveLikeAnOrangeCat TailFlickOrangeCat',
    fitness:
      'GingerCatWandCardio OrangeCatAgility BrainCellHIITOrangeCat OrangeCatFetchReps YogaWithAnOrangeCat PlankWhileOrangeCatNaps StretchLikeAnOrangeCat ChonkyOrangeCatWorkout',
    funny:
      'OrangeCatBrainCell OrangeCatVsCardboardBox OrangeCatLogic GingerCatSideEye BufferingOrangeCat 3AMOrangeCatZoomies LoudestEaterOrangeCat DramaticOrangeCatFlop',
    prank:
      'PumpkinDecoyOrangeCat OrangeCatGroupChat OrangeCatJoinsTheCall OrangeCatStoleYourSeat SecondOrangeCatReveal SignedByTheOrangeCat ChonkyPosterOrangeCat FakeOrangeCatMeows',
    educational:
      'WhyMostGingerCatsAreMale OrangeCatBrainCellMyth OrangeCatColorShades OrangeCatGeneQuiz OrangeCatBodyLanguage FrecklesOnMyOrangeCat EveryOrangeCatIsATabby LearnOrangeCatMeows',
    cooking:
      'OrangeCatTreatBake OrangeCatPancakes OrangeCatMacarons GingerCatOmelette MarmaladeOrangeCatToast CarrotCakeOrangeCat ClementineOrangeCat PumpkinPieOrangeCat',
    travel:
      'OrangeCatCafeVisit GingerCatCatioTour PostcardToMyOrangeCat OrangeCatWelcomeHome SpotAnOrangeCatAbroad CountOrangeCatsOnAWalk CornerShopOrangeCat StaycationWithOrangeCat',
    fashion:
      'OrangeCatTwinning OrangeCatFurOnBlack OrangeCatEyeshadow OrangeCatPrintPajamas FrecklesMakeupOrangeCat PumpkinSpiceOrangeCat CopperHairOrangeCat AutumnLookOrangeCat',
    wellness:
      'OrangeCatSunbeam OrangeCatBrushingCalm OrangeCatChonkCuddle OrangeCatMorningTea NapWithMyOrangeCat PurrTherapyOrangeCat SlowBlinkOrangeCat RestDayLikeOrangeCat',
    speed:
      'OrangeCatPuzzleTimer GingerCatQuickTrick OrangeCatToyTidyRace OrangeCatFortBuildOff DrawAnOrangeCatFast FreckleCountOrangeCat ZoomieLapsOrangeCat TreatTrailOrangeCat',
    music:
      'OrangeCatAnthem OrangeCatMeowRemix MicDropOrangeCat OrangeCatBrainCellBallad CrunchBeatOrangeCat MarmaladeMelodyOrangeCat BluesOfTheOrangeCat SingToYourOrangeCat',
    art: 'GouacheOrangeCat OrangeCatStainedGlass WatercolorOrangeCat YarnPomOrangeCat OrangeCatSunsetPainting ChonkyClayOrangeCat ChonkCaricatureOrangeCat OrangeCatPopArt',
    tech: 'PanoramaGlitchOrangeCat OrangeCatIQTestApp OrangeCatDoorbellCam OrangeCatSlowMoJump WhatOrangeCatDoesAllDay PhoneAtOrangeCatLevel SunbeamTimelapseOrangeCat SmartFeederOrangeCat',
    gaming:
      'BoxFortLevelsOrangeCat SimulatorOrangeCat ChaosModeOrangeCat TreasureHuntForOrangeCat OrangeCatBrainCellPass GuessTheChonkOrangeCat OrangeCatObstacleQuest PuzzleFeederOrangeCat',
  },
  siamese: {
    dance:
      'SiameseTailSway SiamesePointsPose SiameseHeadTilt SiameseStretchFlow YowlAndRollSiamese BlueEyesSiameseGroove CopycatSiameseMoves TwoStepForSiamese',
    fitness:
      'SiameseTunnelSprints SiameseFetchReps SiameseAgilityCourse LungeEachSiameseYowl SquatPerSiameseMeow PlankWhileSiameseTalks TugOfWarSiamese WandPlayCardioSiamese',
    funny:
      'SiameseCatConversation SiameseDramaticMeow SiameseJudgesMyCooking LoudestSiameseYowl ArguingWithMySiamese WhenSiameseWantsFood DawnWakeUpSiamese VoiceoverForMySiamese',
    prank:
      'SiameseYowlRingtone SiameseTextsInAllCaps SiameseEyesFilterDad SiameseInTheirSeat HiddenSpeakerSiamese SignedBySiamese RoyalDecreeFromSiamese DubTheSiameseChatter',
    educational:
      'WhySiamesePointsDarken SiameseVsBalinese SiameseBlueEyeGene SiameseKittensBornWhite SiameseRoyalHistory QuizOnSiameseColors ScienceOfSiameseChatter HowToReadASiameseTail',
    cooking:
      'SiameseLatteArt SiameseCaramelFlan ThaiTeaSiamese SiameseCookiesAndCream DippedPretzelSiamese PancakesLikeASiamese FrostedSiameseCupcakes MangoStickyRiceSiamese',
    travel:
      'SiameseSitterHandover SiameseCatCafeVisit ThaiTempleSiameseHistory SiameseYellsWelcomeHome PetFriendlyHotelSiamese EnclosedCatioSiamese TalkingTourGuideSiamese GiftShopFindForSiamese',
    fashion:
      'SiameseColorMatchFit SiameseBlueEyeMakeup SiameseFurOnMyCoat SiameseSilkScarf CreamAndMochaSiamese PointedBootsSiamese DarkCuffsSiameseLook SweaterInSiameseTones',
    wellness:
      'SiamesePurrNap SiameseSunbeam SiameseWarmBlanket SiameseMorningTea WhisperToYourSiamese BlueEyeGazeSiamese QuietHourWithSiamese TalkItOutWithSiamese',
    speed:
      'SiameseFetchSprint SiameseTrickIn60 MeowCounterSiamese SiamesePuzzleTimer BlueEyeDoodleSiamese HighFiveSiamese RecallDrillSiamese SpeedPaintSiamese',
    music:
      'SiameseMeowDuet SiameseOperaSolo SiameseRemix SiameseYowlChoir ChatterBeatSiamese CallAndResponseSiamese BluesJamSiamese KaraokeWithMySiamese',
    art: 'SiameseBlueEyesPainting MirrorDrawSiamese PointsOnlySiamese SiameseNegativeSpace SiameseSockPuppet PaperMacheSiamese SiameseInkWash CoffeeStainSiamese',
    tech: 'SiameseTalkingButtons SiameseMeowDecibelTest SiameseChatterSubtitles SlowMoFetchSiamese WhatSiameseSaysAllDay BlueEyeMacroSiamese VoiceMemoSiamese PortraitModeSiamese',
    gaming:
      'SiameseShellGame MarcoPoloSiamese SiameseStoryMode GuessWhatSiameseSays SiameseTugOfWarCup FetchTournamentSiamese StaringContestSiamese PawPongSiamese',
  },
  calico: {
    dance:
      'LuckyCatWaveCalico TriColorTwirlCalico CalicoHeadTilt SunPatchStretchCalico CalicoCountryLineDance PatchworkShuffleCalico TortitudeStrutCalico ThreeStepForCalico',
    fitness:
      'CalicoWandWorkout BarnCatCourseCalico ThreeColorCircuitCalico CalicoTortitudeHIIT PatchworkYogaCalico QuiltPlankCalico CalicoLuckyPawRaises PounceDrillsCalico',
    funny:
      'CalicoSideEye CalicoVsEmptyBox CalicoDramaQueen CalicoBossOfTheHouse RateMyCalicoTortitude MoodSwingsOfACalico QuiltThiefCalico WhatCalicoKnockedOver',
    prank:
      'CalicoPlushSwap CalicoQuiltCamouflage LuckyCatDecoyCalico CalicoInTheirSeat SignedByTheCalico CalicoComplaintLetter RemoteStolenByCalico PurrRingtoneCalico',
    educational:
      'WhyCalicosAreFemale CalicoCloneFact CalicoVsTortie CalicoFabricNameOrigin CalicoLuckyCatLegend MaleCalicoOdds PatchMathForCalicos MarylandStateCalico',
    cooking:
      'CalicoMarbleCake CalicoMochi CalicoLatteArt NeapolitanCalicoSundae CalicoSpotCookies LuckyCatBentoCalico TriColorCalicoPancakes PatchworkCalicoToast',
    travel:
      'CalicoCatCafeTour QuiltShowCalico FabricShopCalicoHunt CalicoGardenAdventure BarnVisitCalico TortitudeAfterTripCalico CountCalicosOnAWalk CalicoCountryPicnic',
    fashion:
      'CalicoPrintDress CalicoCatTwinning CalicoColorBlocking PatchworkJacketCalico TriToneMakeupCalico ThriftedCalicoLook ScarfInCalicoShades CalicoHairDyeStreaks',
    wellness:
      'CalicoCuddleBreak CalicoPurrTherapy CalicoSunbeamNap ReadingNookWithCalico QuiltCocoonCalico ThreeGoodThingsCalico LuckyIntentionsCalico MorningTeaWithCalico',
    speed:
      'CalicoSpeedSketch CalicoTreatDash WaveHelloCalicoTrick CalicoPuzzleTimer PatchCountCalico QuiltSquareSprintCalico TriColorSortCalico FortBuildOffCalico',
    music:
      'CalicoPurrRemix CalicoCatLullaby SongForMyCalico CalicoMeowDuet PatchworkMedleyCalico ThreeChordCalico HoedownForCalico ViolinForTheCalico',
    art: 'CalicoPatchQuilt LimitedPaletteCalico CalicoFabricCollage ManekiNekoCalicoArt CalicoMosaicTiles BlindContourCalico TornPaperCalico ThreeColorsOnlyCalico',
    tech: 'CalicoPetCamDiary CalicoSelfieTimer CalicoTortitudeMeter CalicoWallpaperMaker PatchMapCalico PhotoDumpOfMyCalico PanoramaFailCalico ScanYourCalicoColors',
    gaming:
      'CalicoPlayerTwo CalicoPatchMemory CalicoOrTortieQuiz ThreeCupCalico BuildYourCalicoAvatar GuessTheMoodCalico PatchworkPuzzleCalico LuckyCoinHuntCalico',
  },
  'tuxedo cat': {
    dance:
      'TuxedoCatStrut TuxedoCatBallroom TuxieTapDance BlackTieTuxieTwirl PenguinWaddleTuxedoCat SwingEraTuxie TangoForTheTuxie FormalFreezeTuxedoCat',
    fitness:
      'TuxieWorkoutBuddy TuxedoCatWandCardio TuxedoCatAgility PenguinSquatsTuxie BlackTieBurpeesTuxie FormalPlankTuxie WhiteGloveTuxieLunges FetchRepsWithTuxie',
    funny:
      'TuxedoCatButlerVoice TuxedoCatDinnerParty TuxieChaosReport TuxedoCatMustache AlwaysOverdressedTuxie AwardsNightTuxie SecretAgentTuxedoCat WhoInvitedTheTuxie',
    prank:
      'TuxedoCatPlushSwap TuxieFormalInvite TuxedoCatDressCodeNote MustacheFilterTuxie ButlerBellTuxie TuxieOnTheGuestList SeatSavedByTuxie FancyMenuFromTuxie',
    educational:
      'WhyTuxedoCatsHaveBoots TuxieWentToSpace TuxieMustacheScience TuxieCoatPatternQuiz TuxieTailSignals PiebaldGeneTuxie FamousTuxiesInHistory IsATuxieSmarter',
    cooking:
      'BlackAndWhiteCookieTuxie TuxedoCatRiceBall TuxiePenguinCupcakes DominoToastTuxie BowtiePastaTuxie TuxedoCatStrawberries TuxedoCatFormalDinner MonochromePancakesTuxie',
    travel:
      'TuxedoCatCafeTour PenguinExhibitTuxie OperaNightLikeATuxie TuxieGardenAdventure TuxieGreetsAtTheDoor TuxieSitterBriefing MonochromeWalkTuxie CountTuxiesInTown',
    fashion:
      'TuxedoCatTwinning TuxieInspiredNailArt SpatsLikeATuxie TuxedoCatPrintSocks MonochromeTuxieLook TuxieBlackTieOptional WhiteGlovesTuxedoCat SuitUpForTuxie',
    wellness:
      'TuxedoCatCuddleBreak TuxedoCatSlowBlink TuxieNapTogether JazzAndTeaWithTuxie PurrsAndPianoTuxie OldMovieNightTuxie GentleGroomingTuxie SunbeamWithTuxedoCat',
    speed:
      'TuxedoCatSpeedSketch TuxieSockMatchRace TuxieTreatDash FormalTableSetTuxie PianoScaleSprintTuxie ChessBlitzTuxie OrigamiPenguinTuxie PuzzleTimerTuxedoCat',
    music:
      'TuxedoCatJazzNight TuxedoCatPianoWalk TuxieSwingTheme TuxieMeowRemix BlackTieSerenadeTuxie ChopsticksDuetTuxie BigBandForTheTuxie CrooningForTuxie',
    art: 'TuxedoCatInkDrawing TuxieMonochromePaint ChessPieceTuxie NegativeSpaceTuxie DominoMosaicTuxie CharcoalTuxedoCat PaperCutTuxie BlindContourTuxie',
    tech: 'RobotButlerTuxie TuxieVoiceChanger TuxieDoorbellCam WhatTuxieDoesAllDay TuxieMonochromeMode PenguinFilterTuxie BurstShotTuxie NoirPhotoshootTuxie',
    gaming:
      'TuxedoCatChessBuddy TuxiePlayerTwo CheckersWithTuxie PenguinOrTuxieQuiz ShellGameForTuxie ButlerSaysTuxie TuxieDinnerMystery TuxieFancyAvatar',
  },
  alpaca: {
    dance:
      'AlpacaNeckBob AlpacaFarmHoedown AlpacaHopStep AlpacaConga DanceLikeAlpacas FluffyAlpacaShuffle LlamaVsAlpacaFaceOff PlushAlpacaDuet',
    fitness:
      'AlpacaTrekHike AlpacaYoga AlpacaFarmChoresWorkout AlpacaHopDrills HayBaleCarryAlpaca NeckStretchLikeAlpacas LeadTheAlpacaWalk PlushAlpacaSquats',
    funny:
      'AlpacaBadHairDay AlpacaVoiceover AlpacaSideEye AlpacaHumTranslation UnderbiteSmileAlpaca NotALlamaAlpaca ShearingDayAlpacaGlowUp PhotobombedByAlpacas',
    prank:
      'AlpacaFaceWallpaper AlpacaYourBags AlpacaLunchForYou AlpacaStickerEverywhere PlushAlpacaInTheBed SurpriseAlpacaPhotobomb DadGetsTheAlpacaFilter HumAlarmAlpaca',
    educational:
      'AlpacaVsLlama WhyAlpacasHum AlpacaTeethTruth AlpacaFleeceVsWool AlpacaHerdRules DoAlpacasReallySpit AndesOriginsOfAlpacas 22AlpacaColors',
    cooking:
      'AlpacaFluffCupcakes AlpacaPinataCake AlpacaMeringues AlpacaBento DecorateAlpacaCookies MarshmallowAlpacaHerd CottonCandyAlpacaHair PicnicAtTheAlpacaFarm',
    travel:
      'AlpacaFarmVisit AlpacaTrekDayOut AlpacaPicnicWalk AlpacaSelfieSpot SouvenirAlpacaSweater CountyFairAlpacas PettingZooAlpacaHunt WeekendWithAlpacas',
    fashion:
      'AlpacaKnitFitCheck AlpacaWoolSweaterLook AlpacaPrintPajamas AlpacaBeanie FluffyHairLikeAlpacas FleeceToFashionAlpaca PonchoAndAlpaca CozyScarfAlpaca',
    wellness:
      'AlpacaTherapyVisit AlpacaHumMeditation AlpacaYogaMorning AlpacaSockSelfCare SlowWalkWithAlpacas FeedingAlpacasCalm BreatheLikeAlpacas SunsetWithTheAlpacas',
    speed:
      'AlpacaSpeedSketch AlpacaPompomRace AlpacaOrLlamaQuickfire AlpacaWoolSortDash RapidAlpacaFacts CountTheAlpacasIn60 StackPlushAlpacas TraceTheAlpacaFast',
    music:
      'AlpacaHumRemix AlpacaDuet AlpacaBarnJam AlpacaLullaby SerenadeTheAlpacas PanFluteForAlpacas KazooAlpacaChorus OldMacDonaldAlpaca',
    art: 'AlpacaPompomCraft AlpacaNeedleFelt AlpacaFluffCollage AlpacaYarnPortrait DrawAlpacasBlind TopknotAlpacaSketch CottonBallAlpaca PaintAlpacasFromMemory',
    tech: 'AlpacaFarmLiveCam AlpacaARFilter AlpacaPhotoEditOff AlpacaStickerMaker RecordTheAlpacaHum SlowMoAlpacaShake AppSaysAlpacaOrLlama ShearingTimelapseAlpaca',
    gaming:
      'AlpacaAvatarBuild CharadesAsAlpacas AlpacaRingToss AlpacaMemoryMatch LlamaOrAlpacaGame PinATailOnTheAlpaca HideThePlushAlpaca FarmBingoAlpacas',
  },
  tarantula: {
    dance:
      'TarantulaEightLegDance SpiderWalkChallenge TarantulaTapShuffle SpiderWebFreeze ItsyBitsySpiderMoves SpookyTarantulaGroove WiggleLikeASpider SlowCreepTarantula',
    fitness:
      'TarantulaCrawlReps SpiderPlankTaps SpiderLungeFlow SpiderPushUps SlowMoTarantulaSquats EightCountTarantulaAbs MountainClimberSpider JumpingSpiderHops',
    funny:
      'TarantulaVoiceover TarantulaTankDrama TarantulaNamedSteve TarantulaDramaticReveal MoltOrTarantula NatureDocTarantula StaringContestTarantula MyTarantulaRatesMyRoom',
    prank:
      'TarantulaCookieSurprise SpiderCupcakeSwap SpiderWebOnTheDoor TarantulaFactsTexts IGotATarantula GooglyEyeTarantula DadGetsATarantulaFilter PipeCleanerSpiderTrail',
    educational:
      'SpiderMythBusting TarantulaBiteTruth TarantulaLifespanQuiz SpiderSilkScience MoltOrDeadTarantula WhyTarantulasAreHairy CountTheTarantulaEyes NotAnInsectTarantula',
    cooking:
      'PretzelTarantulaBites SpiderWebPizza IcedTarantulaCookies TarantulaCupcakeBakeOff TarantulaTruffles HalloweenTarantulaBento DeviledEggSpiders FuzzyTarantulaBrownies',
    travel:
      'SpiderSpottingHike SpiderWebWalk SpiderEyeshineNight TarantulaMuseumDay BugZooTarantulaVisit SitterNotesForTarantula BackyardSpiderSafari NatureCenterTarantula',
    fashion:
      'SpiderWebKnitLook TarantulaFuzzySweater TarantulaBroochStyling SpiderPrintTights SpookyTarantulaMakeup DressLikeATarantula NailArtTarantula DIYTarantulaEarrings',
    wellness:
      'TarantulaTankZen SpiderWebMorningWalk TarantulaJournal TarantulaDrawingCalm FaceYourTarantulaFear SlowLikeATarantula ItsyBitsySpiderBreaths GentleGiantTarantula',
    speed:
      'TarantulaSpeedSketch TarantulaOrigamiRace SpiderWebYarnDash SpiderFactsIn60 PipeCleanerSpiderSprint ItsyBitsySpiderSpeedrun PopQuizTarantula BuildATarantulaBlitz',
    music:
      'ScoreATarantulaWalk ItsyBitsySpiderCover TarantulaCreepyCrawlBeat TarantulaMoltAnthem HairyLegsBluesTarantula SlowJazzTarantula EightNoteTarantula SpiderKazooChorus',
    art: 'TarantulaPipeCleaner SpiderWebStringArt TarantulaClaySculpt TarantulaMacroPortrait DrawATarantulaBlind PompomTarantula HandprintSpiders PaintedRockTarantula',
    tech: 'TarantulaMacroLens TarantulaTankCam TarantulaMoltTimelapse TarantulaARFilter AppIDsMySpider PhotographASpiderWeb SlowMoTarantulaWalk NightModeTarantula',
    gaming:
      'TarantulaBossBattle SpiderWebLaserMaze SpiderSolitaireDuel EightPersonSpiderRelay PinALegOnTheTarantula GuessTheSpiderSpecies MemoryMatchTarantula ArachnidQuizTarantula',
  },
  gerbil: {
    dance:
      'GerbilThumpDance GerbilDigShuffle GerbilWheelGroove TinyPawsGerbilTwoStep BopForMyGerbil SandBathShimmyGerbil TunnelHopGerbil FreezeLikeAGerbil',
    fitness:
      'GerbilTunnelCrawl GerbilThumpJumps GerbilWheelTracker GerbilPlayPenCourse SquatUpLikeAGerbil PlankWhileGerbilDigs TinySprintsGerbil KneeHighGerbilHops',
    funny:
      'GerbilVoiceover GerbilDigFrenzy GerbilSnackHeist GerbilRealEstateTour CardboardCriticGerbil NotAHamsterGerbil ThumpAlarmGerbil DramaticGerbilFreeze',
    prank:
      'ThumpCodeGerbil TinyNoteFromTheGerbil StashLikeAGerbil PlushGerbilSwap DubTheGerbilPrank GerbilInEveryPhoto BlameItOnTheGerbil GerbilSoundAlarm',
    educational:
      'WhyGerbilsThump GerbilSandBathScience GerbilVsHamster GerbilsBarelyDrink GerbilTailSafety NeverKeepOneGerbil MongolianGerbilOrigins QuizOnGerbilLifespan',
    cooking:
      'MilletSprayGerbilTreat GerbilCupcakeFaceOff GerbilSafeVeggieSnack GerbilMacarons ForagingBoxGerbil DesertDuneGerbilCake TinyGerbilPicnic SeedMixForMyGerbil',
    travel:
      'DesertMuseumGerbil GrandmaSitsTheGerbil MiniWorldTourGerbil GerbilSitterChecklist GerbilsAtThePetExpo GerbilPlaypenSafari GerbilStaycation MongoliaOnAMapGerbil',
    fashion:
      'GerbilColorFitCheck GerbilSocksOOTD GerbilEarHeadband ToteBagGerbilDesign LongTailScarfGerbil SandyToneGerbilLook PawPrintGerbilTee GerbilWoolBeret',
    wellness:
      'GerbilWatchingCalm GerbilASMR GerbilGratitudeJournal GerbilCageRefresh SlowMorningsGerbil GentleHandFeedGerbil BreatheWithMyGerbil QuietHourWithGerbils',
    speed:
      'GerbilMazeBuildRace GerbilSpeedSketch GerbilTubeTunnelIn60 GerbilOrHamsterQuickfire ShredLikeAGerbil RollTowerForGerbil CountdownOfGerbilFacts TracingDashGerbil',
    music:
      'GerbilThumpBeat GerbilSqueakRemix TunnelEchoGerbil GerbilWheelDrumLoop SandShakerGerbil DigRhythmGerbil TinyPianoForGerbil SerenadeMyGerbil',
    art: 'GerbilCardboardCastle GerbilBurrowDiorama SandArtGerbil FeltedGerbilMini PaperRollGerbils GerbilTunnelMazeCraft ThumbprintGerbils GerbilClaySculpt',
    tech: 'GerbilCamDiary GerbilTankSetupTour GerbilNightVision GerbilTimelapseDig WeighInAppGerbil SlowMoGerbilJump StopMotionGerbilCastle ThumpDetectorGerbil',
    gaming:
      'GerbilMazeGame GerbilThumpTelephone GerbilTubeRun DesertSurvivalGerbil GerbilColonySim GuessWhatGerbilDoes HideTheSeedGerbil TicTacToeGerbil',
  },
  'hermit crab': {
    dance:
      'HermitCrabSideStep DoTheHermitCrab ShellSwapShuffle HermitCrabPinchPose HermitCrabBeachBop PeekabooHermitCrab HermitCrabLimbo ClawSnapHermitCrabSway',
    fitness:
      'HermitCrabCrawl HermitCrabSquatHold HermitCrabShellCarry HermitCrabTuckJumps SideStepsLikeAHermitCrab PinchGripHermitCrab BeachSprintHermitCrab PlankWalkHermitCrab',
    funny:
      'HermitCrabHouseHunting HermitCrabVoiceover ShellSwapReactions HermitCrabRunway HermitCrabModeOn IntrovertLikeAHermitCrab WhenTheHermitCrabHides ShyGuyHermitCrab',
    prank:
      'SneakyHermitCrabPlush HermitCrabCaseSwap HermitCrabEvictionNotice HermitCrabCookieDecoy TinyNoteFromHermitCrab BlameTheHermitCrab GooglyEyedHermitCrabRock GiantHermitCrabCutout',
    educational:
      'WhyHermitCrabsMove HermitCrabMythOrFact ShellSwapLineUp HermitCrabsNeedFriends HowHermitCrabsMolt HermitCrabFamilyTree SaltOrFreshHermitCrab HermitCrabLifespanQuiz',
    cooking:
      'HermitCrabCupcakeBakeOff SeashellMadeleines HermitCrabSafeSnacks ShellPastaHermitCrab IcedHermitCrabCookies HermitCrabConchBuns BeachPicnicHermitCrab HermitCrabToastArt',
    travel:
      'HermitCrabBeachWalk HermitCrabExhibitDay LeaveTheShells HermitCrabSpottingTrip AquariumHermitCrabVisit SunsetHermitCrabWatch SeasideMuseumHermitCrab HermitCrabIslandDream',
    fashion:
      'HermitCrabShellBag HermitCrabBackpackFit SeashellEarringDIY EnamelPinHermitCrab HermitCrabPrintTee BeachyHermitCrabLook CoralToneHermitCrab DressLikeAHermitCrab',
    wellness:
      'ComeOutOfYourShell HermitModeSunday HermitCrabSandRake BeachSoundsHermitCrab HermitCrabGratitude HermitCrabSunnySpot HermitCrabHomeReset BreatheWithTheHermitCrab',
    speed:
      'HermitCrabSpeedSketch ShellSortingSprint SideStepRaceHermitCrab OrigamiHermitCrabBlitz HermitCrabFactsIn60 BuildAHermitCrabHomeFast HermitCrabQuickfireQuiz SandCastleHermitCrab',
    music:
      'HermitCrabShellShaker HermitCrabSeaShanty HermitCrabLullaby HermitCrabClawClaps SideStepBeatHermitCrab BeachKazooHermitCrab CalypsoForHermitCrab OceanWavesHermitCrab',
    art: 'DesignAHermitCrabHome SeashellMosaic HermitCrabClayFigure PaintAHermitCrab DrawAHermitCrabBlind SeaGlassHermitCrab HermitCrabRockArt HermitCrabSandDrawing',
    tech: 'HermitCrabTankCam HermitCrabNightVision HermitCrabMoltTimelapse HermitCrabHumidityApp SlowMoHermitCrabSwap PhoneMacroHermitCrab StopMotionHermitCrab LiveStreamHermitCrab',
    gaming:
      'HermitCrabShellQuest HermitCrabBingo DrawAndGuessHermitCrab BeachTriviaHermitCrab MusicalChairsHermitCrab SideStepTagHermitCrab MemoryMatchHermitCrab HermitCrabSardines',
  },
  iguana: {
    dance:
      'IguanaHeadBobDance IguanaTailTwirl IguanaPushUpGroove IguanaShimmy SunbathingIguanaSway SlowMoIguanaStrut DinosaurStompIguana FreezeLikeAnIguana',
    fitness:
      'IguanaPushUps IguanaBaskingPlank IguanaCrawlReps IguanaTailBalance HeadBobSquatsIguana SunSalutationIguana DinoWalkIguana SlowMoIguanaStretch',
    funny:
      'IguanaVoiceover IguanaSideEye IguanaJudgesMyCooking IguanaHeadBobReplies MyIguanaIsADinosaur KingOfTheCouchIguana SunSpotThiefIguana DragonWannabeIguana',
    prank:
      'IguanaWallpaperSwap DinoEggSurpriseIguana AskTheIguanaPrank DragonSpottedIguana TinyNoteFromTheIguana BlameItOnTheIguana FootprintTrailIguana PlushIguanaOnThePillow',
    educational:
      'WhyIguanasBask IguanaThirdEye ColdSnapIguanaFact IguanaHeadBobMeaning IguanaAgeQuiz GreenIguanaOrigins WhatsAnIguanaDewlap HowIguanasShed',
    cooking:
      'ChopGreensForIguana MatchaIguanaRollCake DecorateAnIguanaCookie IguanaScaleTart IguanaSafeSaladPrep KiwiIguanaBento IguanaSpinachPancakes HibiscusForMyIguana',
    travel:
      'IguanaSpottingWalk ZooReptileHouseIguana SitterNotesForIguana DinosaurParkIguana SpotAnIguanaAbroad IguanaBackyardSafari PetExpoIguanaHunt IguanaGreenhouseVisit',
    fashion:
      'IguanaGreenFitCheck IguanaScalePrintTop IguanaSpikesHairdo IguanaEarringsDIY JungleExplorerIguana ReptileChicIguana EmeraldMakeupIguana ScalyNailArtIguana',
    wellness:
      'IguanaSunbeamRest IguanaSlowMorning BaskLikeALizard IguanaPlantCorner IguanaBreathingPause BaskingBreakIguana SpaDayForMyIguana JournalingWithIguana',
    speed:
      'IguanaSpeedSketch IguanaPushUpRace HeadBobCountIguana IguanaQuickfireQuiz LeafSortIguana DrawAnIguanaFast BuildAnIguanaFromBlocks PipeCleanerIguanaDash',
    music:
      'IguanaHeadBobBeat SerenadeMyIguana LoungeJamForIguana CaribbeanCoverIguana IguanaKazooSolo SunsetSongIguana ReggaeForTheIguana DinosaurRockIguana',
    art: 'IguanaScalePainting IguanaClaySculpt DrawAnIguanaBlind IguanaSpikeStencil DragonDoodleIguana BubbleWrapIguanaPrint LeafCollageIguana PaperMacheIguana',
    tech: 'IguanaTankSetupTour IguanaTimelapseShed IguanaWebcamStream IguanaARFilter ThirdEyeMacroIguana SlowMoIguanaBob ScaleCloseupIguana StopMotionIguana',
    gaming:
      'IguanaCharacterBuild IguanaBossFight IguanaKingOfTheHill HeadBobSimonSaysIguana PinATailOnTheIguana DinoOrIguanaGame CamouflageHuntIguana ReptileQuizIguana',
  },
  chameleon: {
    dance:
      'ChameleonSwayDance ChameleonFitTransition ChameleonFreeze ChameleonEyeRollMoves SlowMoChameleonWalk BlendInChameleonGroove RockingStepChameleon RainbowChameleonShuffle',
    fitness:
      'ChameleonSlowSquats ChameleonBalanceHold ChameleonSideLunges ChameleonReachAndGrab TailGripChameleon RockAndStepChameleon SunSalutationChameleon CrawlLikeAChameleon',
    funny:
      'ChameleonWanderingEyes ChameleonVoiceover ChameleonFailsToBlendIn ChameleonJudgesMyOutfit MoodRingChameleon TongueThiefChameleon WaitingForTheChameleon WheresMyChameleon',
    prank:
      'ChameleonCamouflagePrank ColorChangeCupChameleon StickyHandChameleon ChameleonHiddenInPhoto NoteFromTheChameleon BlameItOnTheChameleon GooglyEyesChameleonPlant MoodRingSwapChameleon',
    educational:
      'HowChameleonsChangeColor ChameleonTongueSpeed ChameleonMythOrFact WhyChameleonEyesSwivel ChameleonsOfMadagascar ChameleonLifespanQuiz SmallestChameleonEver WhatChameleonsEat',
    cooking:
      'ChameleonRainbowCake ColorChangingLemonade TieDyeCookiesChameleon ChameleonFruitPlatter ChameleonPancakeArt KiwiChameleonToast ChameleonSushiRoll VeggieWrapChameleon',
    travel:
      'ChameleonSpottingHike ReptileHouseChameleon GreenhouseChameleon SitterNotesForChameleon RainforestRoomChameleon ChameleonTouristMode SpotAChameleonAbroad PetExpoChameleonHunt',
    fashion:
      'ChameleonOutfitSwap ChameleonColorBlocking BlendInChameleonFit MoodRingChameleonLook ReversibleChameleonCoat ChameleonEyeshadow RainbowNailsChameleon TieDyeChameleon',
    wellness:
      'ChameleonMoodJournal MistyMorningChameleon ChameleonMistingRitual ChameleonQuietCorner SlowLikeAChameleon ColorBreathingChameleon RainSoundsChameleon PlantCareWithChameleon',
    speed:
      'ChameleonQuickChange ChameleonSpeedSketch ChameleonFactsIn60 ChameleonColorSortDash TangramChameleon SpotTheChameleonFast ReflexTestChameleon PipeCleanerChameleon',
    music:
      'ChameleonMoodPlaylist ChameleonGenreSwitch ChameleonImpressions ChameleonLullaby MashupChameleon KeyChangeChameleon KazooChameleonSolo SlowJamForChameleon',
    art: 'ColorBlendChameleon DrawAChameleonBlind ChameleonStainedGlass SpiralTailChameleon ChameleonLeafCollage HiddenChameleonPainting TissuePaperChameleon ChameleonWatercolor',
    tech: 'ChameleonTankSetupTour ChameleonCamoFilter ChameleonTimelapse ChameleonLiveStream NightModeChameleon SlowMoChameleonTongue ColorPickerChameleon PhoneMacroChameleonEye',
    gaming:
      'BlendInHideAndSeek ChameleonStealthLevel SlowestWalkerChameleon EyeSpyChameleon ChameleonColorMatch SpotTheChameleonGame PinTheTailOnChameleon ReptileRiddlesChameleon',
  },
};
