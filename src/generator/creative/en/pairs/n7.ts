import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  cough: {
    dance:
      'ElbowCoughDab CoughOnTheBeat FreezeAtTheCough CoughPopAndLock CoverYourCoughTwoStep RobotCoughGlitch ShimmyEveryCough CoughRemixChoreo',
    fitness:
      'CoughToFindYourCore MovieCoughSquats CoughEndsThePlank SprintOnTheCough SwitchMovesOnACough SilentRepsNoCoughing CrunchForEveryCough CoughingFitToFitness',
    prank:
      'TheCoughingHouseplant SurroundSoundCough CoughTilTheyNotice CoughThenACompliment CoughDistractionSwap SecretCoughCode TheCoughRingtone CoughAtDadsJoke',
    educational:
      'VampireCoughLesson GlitterHandCoughDemo CoughVsSneezeFacts WhichAnimalsCough CoughInFiveLanguages SayCoughToughThough SignTheWordCough HowFarACoughSprays',
    cooking:
      'FlourWithoutACough CoughSeasonSoupSwap CookForTheCougher GrandmasCoughBroth CitrusCoughSmoothie WarmGingerCoughTea CoughTrayBreakfast CoughFriendlyDinner',
    travel:
      'QuietCarriageCough PackYourCoughKit BeatThePlaneCough CoughStaycation PostcardFromACough MuseumCoughEcho TravelBuddyCoughCare HotelRoomCoughDay',
    fashion:
      'RunwayCoughCover ElbowPatchCoughLook CoughSeasonScarfTie DapperHankieCough CoughDayLoungewear TurtleneckForACough CoughToGlowUp SnuggleHoodieCough',
    wellness:
      'RestDayForTheCough CoughComfortKit BlanketFortCoughNap CareNoteForACougher HydrateThroughTheCough PillowPropCoughSleep CalmTheCoughTickle FirstDayWithoutACough',
    speed:
      'CoughToughThoughRace ElbowUpCoughReflex RhymeWithCoughRapidFire CoughTissueRelay CoughBuzzerSpeedRound TwentySecondCoughWash CoughKitPackingDash TenLanguageCoughSprint',
    music:
      'CoughBeatbox FamilyCoughOrchestra CoughBetweenMovements CoughInTheKeyOfC LoopACoughBeat SingTheCoughBlues CoughBassDrop HumanCoughMetronome',
    art: 'CoughBubbleLettering GetWellCoughCard MidCoughPortrait CoughGermMonsters CoughSoundWaveArt FlipbookCartoonCough TissueBoxCoughDecor CoverYourCoughPoster',
    tech: 'MuteBeforeYouCough NoiseCancelCoughTest CaptionsForACough DecibelCoughMeter SlowMoCoughCam CoughSoundboard SmartSpeakerVsCough CoughRingtoneMaker',
    pet: 'HeadTiltCoughTest ParrotCoughImpression CoughDayCuddleBuddy CoughFetchTheTissue CatIgnoresMyCough PoliteCoughSitCue CoughHideAndSeek CoughAndBarkDuet',
    gaming:
      'QuietGameNoCoughing CoughMusicalChairs SimonSaysCough CoughHotPotato CoughCharades WhoCoughedWhodunit MorseCodeCough MovieNightCoughBingo',
  },
  afternoon: {
    dance:
      'AfternoonSlumpShuffle AfternoonTeaWaltz LazyAfternoonSway SundayAfternoonTwoStep SchoolsOutAfternoonJig BackyardAfternoonSalsa AfternoonDeskDisco AfternoonKitchenConga',
    fitness:
      'SquatAwayTheAfternoon AfternoonKettleWallSit AfternoonSunSalutation AfternoonPlankBreak JumpRopeAfternoon AfternoonParkLaps StepGoalByAfternoon MidAfternoonStretch',
    funny:
      'AfternoonSlumpFaces MorningMeVsAfternoonMe AfternoonNapConfusion ClockWatchingAfternoon AfternoonSnackHeist PoshAfternoonTeaVoice AfternoonNatureNarrator PassTheAfternoonYawn',
    prank:
      'SurpriseAfternoonTea AfternoonNapBalloons StickyNoteAfternoon GooglyEyeAfternoon AfternoonRoomMakeover SneakyPicnicAfternoon CopycatAfternoon GoodMorningAllAfternoon',
    educational:
      'AfternoonShadowSundial WhoInventedAfternoonTea GoodAfternoonWorldTour AfternoonSiestaQuiz CloudSpottingAfternoon AfternoonMilitaryTime ExplainTheAfternoonSlump LearnItInOneAfternoon',
    cooking:
      'AfternoonTeaAtHome SconeAndJamAfternoon AfternoonSnackBoard FreshLemonadeAfternoon AfternoonCookieBakeOff FingerSandwichAfternoon AfternoonIcedLatte SlowSimmerAfternoon',
    travel:
      'CityInOneAfternoon AfternoonParkPicnic AfternoonMuseumHop AfternoonTrailHike LazyAfternoonTrainRide AfternoonMarketStroll SpinTheMapAfternoon SeasideAfternoonEscape',
    fashion:
      'DressedForAfternoonTea GardenPartyAfternoon LazyAfternoonLoungewear AfternoonSunHatTryOn SundressAfternoon AfternoonGinghamPicnic AfternoonRestyle ShadesOnAfternoon',
    speed:
      'AfternoonChoreBlitz AfternoonToDoSpeedrun TidyBeforeAfternoonTea AfternoonRecessDash BuildItInOneAfternoon AfternoonPicnicPackRace ShadowTagAfternoon HomeworkByMidAfternoon',
    music:
      'AfternoonPorchJam AfternoonAcousticCover SunnyAfternoonSingAlong AfternoonTeacupDrums AfternoonNapLullaby DuetWithAfternoonBirds PlaylistSwapAfternoon UkuleleAfternoon',
    art: 'AfternoonShadowTracing PaintTheAfternoonSky LazyAfternoonDoodle AfternoonChalkMural AfternoonLightStillLife SunPrintAfternoon AfternoonSketchWalk TeaStainAfternoonArt',
    tech: 'AfternoonSkyTimelapse AskAIToPlanMyAfternoon AfternoonPhotoWalk InboxZeroByAfternoon AfternoonBatteryGuess AfternoonScreenAudit VideoCallAfternoonTea MakeALoFiAfternoonBeat',
    pet: 'CatSunbeamAfternoon AfternoonWalkies PetPicnicAfternoon AfternoonFetchBreak AfternoonZoomies BrushAndCuddleAfternoon AfternoonTreatPuzzle WelcomeHomeAfternoon',
    gaming:
      'RainyAfternoonBoardGame AfternoonCardTournament LazyAfternoonJigsaw AfternoonHideAndSeek AfternoonDominoRun AfternoonScavengerHunt SiblingCoOpAfternoon GrandpasAfternoonChess',
  },
  weekday: {
    dance:
      'OneMovePerWeekday WeekdayToWeekendGroove AlarmClockWeekdayJig WeekdayLunchBreakBoogie WeekdayChairChoreo WeekdayKitchenShuffle SchoolRunWeekdayStrut ShakeOffTheWeekday',
    fitness:
      'WeekdayPlankLadder BackpackWeekdaySquats WeekdayStepStreak DeskPushUpsEveryWeekday WeekdayMorningMile LunchBreakWeekdayWalk WakeUpWeekdayBurpees WeekdayWaterBottleCurls',
    prank:
      'WeekdayLunchboxNote WeekdayAlarmSongSwap BreakfastInBedOnAWeekday WeekdayDoorwayStreamers WeekdayChoreElf GooglyEyeWeekdayShoes CheerTunnelWeekday CopyTheirWeekdayOutfit',
    educational:
      'GuessTheWeekdayGod WhatWeekdayWasIBorn SayEveryWeekdayInFrench WeekdayAroundTheWorld WeekdayLunchBudget BuildAWeekdayChoreChart WeekdayWordOfTheDay WeekdayMathWarmUp',
    cooking:
      'WeekdayLunchboxLineup WeekdayDinnerIn15 SundayPrepWeekdayMeals WeekdayBreakfastToGo OnePotWeekdayPasta WeekdayLeftoverRemix ThemeNightEveryWeekday FridgeRaidWeekdaySupper',
    travel:
      'SkipTheCrowdsWeekday WeekdayMicroAdventure WorkFromAnywhereWeekday WeekdayTouristInMyTown WeekdaySunriseWalk CheapWeekdayGetaway EmptyBeachOnAWeekday ParkBenchWeekdayLunch',
    fashion:
      'WeekdayOutfitLineup WeekdayToWeekendRestyle WeekdayUniformUpgrade CapsuleWeekdayWardrobe RealisticWeekdayGRWM ComfyShoesWeekday ColorCodedWeekdayFits OneBlazerEveryWeekday',
    wellness:
      'WeekdayWindDown WeekdayGratitudeJar PhoneFreeWeekdayBreakfast WeekdayBedtimeAlarm WeekdayMoodCheckIn SmallWinsEveryWeekday MindfulWeekdayCommute LunchWalkWeekdayReset',
    speed:
      'WeekdayGetReadyRace WeekdayLunchboxBlitz ShoesOnWeekdayDash BeatTheWeekdayAlarm WeekdayBedMakeSprint TenMinuteWeekdayTidy WeekdayBreakfastInFive DishwasherDuelWeekday',
    music:
      'WeekdayAlarmRemix SingTheWeekdaySong WhistleThroughTheWeekday NineToFiveWeekdayCover WeekdayMoodChords LunchboxDrumWeekday WeekdayWakeUpJingle WeekdayShowerConcert',
    art: 'WeekdayDoodleDiary WeekdayMoodSelfPortrait WeekdayNapkinSketch CommuteSketchbookWeekday WeekdayPlannerSpread ColorEachWeekday StickyNoteWeekdayArt WatercolorWeekdayWindow',
    tech: 'WeekdayFocusMode WeekdayCommuteTimelapse AskAIForAWeekdayPlan ColorCodeYourWeekday RateMyWeekdayDeskSetup WeekdayAlarmAppBattle ScreenTimeByWeekday AutomateYourWeekday',
    pet: 'PetCamWeekdayDiary SunriseWeekdayWalkies WeekdayGoodbyeTreat CatAlarmClockWeekday WeekdayPuzzleFeeder WeekdayVsWeekendDog WeekdayHomecomingZoomies TeachATrickEveryWeekday',
    gaming:
      'CommuteBingoWeekday WeekdayTriviaBreak WeekdayCrosswordStreak QuickWeekdayCardGame LevelUpYourWeekday WeekdayBossBattle LunchtimeChessWeekday WeekdayDinnerCharades',
  },
  'fist bump': {
    dance:
      'FistBumpHandJive FistBumpToTheBeat ExplodingFistBumpSpin PartnerSwapFistBump MirrorFistBumpDuet FistBumpHandshakeChoreo StadiumWaveFistBump MoonwalkIntoAFistBump',
    fitness:
      'PartnerPushUpFistBump FistBumpPlankTaps SitUpsWithAFistBump BurpeeThenFistBump SquatFistBumpLadder FistBumpBatonRelay BearCrawlFistBump LungeAndFistBump',
    prank:
      'FistBumpFakeOut StuffedGloveFistBump ConfettiFistBump IceColdFistBump BoomSoundFistBump FistBumpToHugSwitch KnuckleNoteFistBump GooglyEyeFistBump',
    educational:
      'FistBumpVsHandshakeGerms FistBumpAroundTheWorld WhoInventedTheFistBump BonesBehindEveryFistBump TeachAToddlerToFistBump FistBumpTimesTables FistBumpSignLanguage CountMonthsOnAFistBump',
    cooking:
      'FistBumpTheDough LittleHelperFistBump TasteTestFistBumpVote FistBumpCookOff EmojiFistBumpCookies PizzaNightFistBump ChefsKissVsFistBump FistBumpBakingBuddy',
    travel:
      'FistBumpWithAStatue HikeCompleteFistBump LearnTheLocalFistBump AirportArrivalFistBump FistBumpEveryBorder TravelBuddyFistBump FistBumpPassportStamp CampsiteSetUpFistBump',
    fashion:
      'FistBumpRingCheck FistBumpNailArt MatchingBraceletFistBump FingerlessGloveFistBump TwinningFistBump JerseySwapFistBump FistBumpHennaDesign TeamColorsFistBump',
    wellness:
      'GratitudeFistBump FistBumpYourReflection DailyFistBumpCheckIn FistBumpTensionRelease KindWordFistBump FistBumpForSmallWins GoodnightFistBump PepTalkFistBump',
    speed:
      'FastestFistBumpChain FistBumpReactionTest FistBumpWhackAMole FistBumpHandshakeRace FistBumpTagRelay HighFiveVsFistBump FamilyFistBumpSweep BlindfoldFistBumpFind',
    music:
      'FistBumpPercussion CupSongFistBump DuetThenFistBump FistBumpRhythmChain FistBumpKaraokeHandoff BassDropFistBump FistBumpCountIn AirGuitarFistBump',
    art: 'FistBumpPaintPrints DrawAFistBumpComic SunsetSilhouetteFistBump KnucklePuppetFistBump ClaySculptFistBump FistBumpSketchDare FistBumpEmojiMosaic LightPaintingFistBump',
    tech: 'SuperSlowMoFistBump FistBumpEmojiOnly VideoCallFistBump ExplodingFistBumpEdit FistBumpStopMotion FistBumpSplitScreen MakeAFistBumpGIF WebcamFistBumpFilter',
    pet: 'PawToFistBump CatBoopFistBump FistBumpTreatTrick PuppysFirstFistBump WholePackFistBump DoorwayFistBumpGoodbye FistBumpSitStayCombo ParrotLearnsFistBump',
    gaming:
      'GGFistBump FistBumpMemoryChain FistBumpSimonSays FistBumpTag RockPaperFistBump FistBumpCharades CoOpLevelFistBump TriviaTeamFistBump',
  },
  'late night': {
    dance:
      'SilentDiscoLateNight LateNightTiptoeTango LateNightFridgeLightJig MoonlightLateNightWaltz FlashlightLateNightSolo LateNightPajamaShuffle LateNightGlowStickDance SleepyHeadLateNightSway',
    fitness:
      'SilentLateNightWorkout PajamaPlankLateNight BrushAndSquatLateNight LateNightStepCatchUp LateNightMoonSalutation EarnYourLateNightSnack LateNightLegsUpTheWall LateNightShadowBoxing',
    prank:
      'LateNightSnackFairy LateNightStickyStars LateNightFridgeNotes TurnDownServiceLateNight SurpriseLateNightPizza WelcomeBannerLateNight SecretDishDutyLateNight LateNightMatchingPJs',
    educational:
      'LateNightStarSpotting LateNightMoonPhaseLog WhoIsAwakeLateNight SignLanguageLateNightChat TimeZoneQuizLateNight LateNightFlashcardReview SleepCycleMathLateNight LateNightOwlCallID',
    cooking:
      'LateNightRamenUpgrade LateNightMugCake LateNightCerealMashup LateNightPopcornBar SilentSnackLateNight FridgeForageLateNight CheeseToastieLateNight CocoaForTwoLateNight',
    travel:
      'LateNightSkylineView LastTrainLateNight LateNightStreetFood DarkSkyLateNightTrip LateNightHotelCheckIn LateNightTentTalk SleeperCabinLateNight RedEyeLateNightFlight',
    fashion:
      'PajamaRunwayLateNight LateNightSnackRunFit LateNightHairWrap CozyLateNightLoungeSet SlipperStyleLateNight GlamToPJsLateNight DIYSleepMaskLateNight ReflectiveJacketLateNight',
    wellness:
      'LateNightBrainDump PhoneDownLateNight LateNight478Breath ChamomileLateNight ThreeGoodThingsLateNight MoonGazeLateNight LateNightBodyScan RainSoundsLateNight',
    speed:
      'LateNightBedtimeRace LateNightTidyBlitz SleepoverSetUpLateNight PajamaChangeLateNight TwoMinuteBrushLateNight LateNightFlashcardSprint LateNightJigsawDash BlanketFortRushLateNight',
    music:
      'SoftPianoLateNight LateNightLoFiBeat LullabyLateNightCover LateNightBedroomJam WhisperSingLateNight LateNightRadioHost VoiceMemoDuetLateNight LateNightMoonMedley',
    art: 'ShadowPuppetsLateNight GlowPaintLateNight LateNightMoonSketch DrawInTheDarkLateNight LateNightSkylineInk LightPaintingLateNight LateNightSnackStillLife LateNightDreamComic',
    tech: 'DarkModeLateNight MoonPhotoLateNight LateNightSleepTrackerTest LateNightCodingSprint LateNightAIQuestions DoNotDisturbLateNight StarAppLateNight LateNightCityTimelapse',
    pet: 'CatZoomiesLateNight PetCamLateNight LastWalkiesLateNight WhoStealsTheBedLateNight LateNightCuddlePile HamsterWheelLateNight GlowCollarLateNight LateNightDogSnores',
    gaming:
      'LateNightFlashlightTag SilentLateNightCharades WhisperTelephoneLateNight LateNightWouldYouRather LateNightTwentyQuestions GlowRingTossLateNight LateNightRiddleRound StarGazeBingoLateNight',
  },
  thumb: {
    dance:
      'ThumbsUpBoogie DiscoWithThumbPuppets WhereIsThumbkinMoves ThumbWarWaltz ThumbTwiddleShuffle ThumbTuttingChoreo StrutAndThumbPoint HandJiveThumbTwist',
    fitness:
      'ThumbWarPlank ThumbPinchBookHold ThumbTapCoordination GreenThumbGardenWorkout ThumbRubberBandReps StressBallThumbSqueeze RuleOfThumbTalkTest TextingThumbStretch',
    funny:
      'TapedThumbMorning ThumbPuppetTalkShow SoreThumbGroupPhoto ThumbWarSlowMoReplay FamilyAsThumbFaces ThumbTwiddleMarathon ThumbTypoReadAloud WhoseThumbIsIt',
    prank:
      'DetachableThumbTrick SmileyThumbprintNotes ThumbWarAmbush WakeUpCallThumbPuppet ThumbARideToTheKitchen ThumbMustachePhotobomb SecretThumbDriveVideo TwiddleThumbStareDown',
    educational:
      'OpposableThumbTest ThumbprintPatternID MeasureWithYourThumb CoverTheMoonWithAThumb ThumbJumpDistanceTrick ThePandasFakeThumb GreenThumbBeanSprout RuleOfThumbEstimates',
    cooking:
      'ThumbprintCookieBakeOff DumplingThumbPleats ThumbSizedPancakes SteakDonenessThumbTest DoughPokeThumbCheck GreenThumbHerbPesto OrangePeelThumbSpiral PieCrustThumbCrimp',
    travel:
      'ThumbSizedLandmark MeasureTheMapByThumb ThumbWarInEveryCity GreenThumbGardenTour PinYourTripsThumbTack SouvenirSmallerThanAThumb ThumbprintTravelJournal ThumbWidthSunsetGuess',
    fashion:
      'ThumbRingStack ThumbholeSweaterSeason AccentThumbNailArt ThumbInPocketPose GreenThumbGardenFit ThumbSizedMicroBag DIYThumbprintTee SoreThumbOutfitDare',
    wellness:
      'ThumbPalmMassage GreenThumbPlantCare ThumbToPinkyBreathing GiveYourThumbABreak ThumbprintGratitudeTree WorryStoneThumbRub HugAfterAThumbWar ThumbTapMantra',
    speed:
      'ThumbTypingRace ThumbWarSpeedRound TenSecondThumbTaps ClementineThumbPeel PaperFootballThumbFlick CoinTowerThumbBlitz TapeThumbTieShoelace FindTheAceThumbRiffle',
    music:
      'DIYThumbPiano ThumbStrumGuitar ThumbTableDrumming EpicThumbWarAnthem WhereIsThumbkinRemix RubberBandThumbHarp GrassBladeThumbWhistle ThumbSnapBeat',
    art: 'ThumbprintZoo PaintedThumbCharacters CharcoalThumbBlend ArtistsThumbMeasure ThumbOnlyPainting ThumbPinchPot RealisticThumbSketch ThumbSizedMasterpiece',
    tech: 'VoiceTypingVsThumb ThumbDriveTimeCapsule ThumbprintUnlockTest ThumbStopMotion ThumbScrollDistance OneThumbPhoneDay HandCamThumbReplay DebateTheThumbEmoji',
    pet: 'PolydactylCatThumb DogDewclawThumb ThumbWarWithAPaw ThumbChinScratch ThumbprintPetPortrait GreenThumbCatGrass ThumbPinchTreatTrick RuleOfThumbFishFeeding',
  },
  monorail: {
    dance:
      'GlideLikeAMonorail MonorailArmWaves FreezeAtEachMonorailStop MonorailChimeChoreo SmoothMonorailMoonwalk MonorailAnnouncerRobot SingleFileMonorailStep MonorailSlideShuffle',
    fitness:
      'HeelToToeMonorailWalk OneLegLikeAMonorail MonorailWallSit MonorailPlankGlide MonorailSideShuffle SeatedMonorailStretch BriskStrollToTheMonorail MonorailBalanceBeam',
    funny:
      'MonorailAnnouncerVoice LivingRoomMonorailTour MonorailVsRollerCoaster LostOnAMonorailMap MissedMyMonorailStop ToyMonorailSnackRun MonorailPunOff MonorailSoundEffects',
    prank:
      'MonorailTicketSurprise MonorailVoiceWakeUpCall ToyMonorailLoveNote MonorailCardboardTunnel HouseMonorailMap MonorailStopSigns SurpriseMonorailPicnic MiniMonorailDeskTrack',
    educational:
      'BuildAMagnetMonorail MonorailVsTrainQuiz MonorailBalanceDemo LongestMonorailTrivia GreekRootsOfMonorail MonorailMapReading DesignYourCitysMonorail MonorailSpeedMath',
    cooking:
      'PretzelMonorailBuild ThemeParkMonorailTreats MonorailBentoBox MonorailBirthdayCake MonorailSnackPack MonorailPicnicLunch FoodAtEveryMonorailStop AntsOnAMonorail',
    fashion:
      'MonorailConductorLook ThemeParkMonorailFit RetroFutureMonorailStyle MonorailWindowOOTD MonorailMapPrintTee WalkingShoesMonorailDay BeltBagMonorailTrip MatchTheMonorailColor',
    wellness:
      'MonorailWindowDaydream MindfulMonorailRide SunriseMonorailCalm MonorailGratitudeStops OfferYourMonorailSeat MonorailJournalLoop BookOnTheMonorail MonorailMemoryLane',
    speed:
      'ToyMonorailTrackRace NameEveryMonorailStop CardboardMonorailBuildOff MonorailMapSpeedDraw BalloonRocketMonorail MonorailTriviaBlitz DominoLineMonorail GuessTheMonorailLoopTime',
    music:
      'MonorailDoorChimeRemix SingTheMonorailStops ScoreYourMonorailRide MonorailThemeSong OneNoteMonorailMelody MonorailStationRap MonorailPlaylistSwap WhistleAMonorailTune',
    art: 'DrawAFutureMonorail CardboardMonorailModel MonorailSkylineSketch MonorailMapPoster MonorailTicketCollage OnePointMonorailDrawing MonorailChalkMural WatercolorMonorailCity',
    tech: 'MonorailSkylineTimelapse HowQuietIsTheMonorail MonorailGPSSpeedTest AskAIForAMonorailRoute ToyMonorailAnimation MonorailPanoramaShot CodeAMonorailSimulator LiveMonorailTrackerApp',
    pet: 'CatVsToyMonorail TreatDeliveryMonorail WalkiesUnderTheMonorail CardboardMonorailCondo DogSpottingMonorailRide MonorailAllAboardTrick GuineaPigMonorailTunnel PuppyWatchesMonorailPOV',
    gaming:
      'DesignAMonorailBoardGame MonorailISpy MonorailWindowBingo CityBuilderMonorail MonorailTrackPuzzle GuessTheNextMonorailStop StayOnTheMonorailLine MonorailMarbleRun',
  },
  deodorant: {
    dance:
      'RaiseTheRoofDeodorant DeodorantAdChoreo DeodorantSwipeStep DeodorantMicLipSync LockerRoomDeodorantGroove TwistItUpDeodorant DeodorantFreestyle WindmillArmsDeodorant',
    fitness:
      'DeodorantVsHIIT ArmsUpDeodorantStretch DeodorantAllDayHike OverheadClapsDeodorant DeodorantPitStop DeodorantWallAngels SummerRunDeodorantTest GymBagDeodorantCheck',
    funny:
      'DeodorantAdParody DadsDeodorantReview InventADeodorantScent ForgotMyDeodorant WhenTheDeodorantWearsOff MovieTrailerDeodorant DeodorantSmellBlindTest ColdRollOnDeodorantGasp',
    prank:
      'DeodorantMicInterview DressUpTheDeodorant DeodorantPepTalkSticker HugeBoxTinyDeodorant LoveNoteFromDeodorant FridgeColdDeodorant DeodorantGooglyEyes DeodorantClueHunt',
    educational:
      'DeodorantVsAntiperspirant WhatDeodorantReallyDoes DeodorantScentNotesQuiz WhenWasDeodorantInvented BallpointPenDeodorant DeodorantSweatGlandMap TeachTeensDeodorant TheDeodorantGene',
    cooking:
      'StainlessSteelDeodorant DeodorantForYourFridge LemonRinseDeodorant SimmerPotDeodorant CoffeeGroundsDeodorant CuttingBoardDeodorant LunchboxDeodorantTrick CitrusPeelDeodorant',
    travel:
      'CarryOnDeodorantCheck HotClimateDeodorantTest LongFlightDeodorantKit ForeignDeodorantTry HikingTripDeodorant SouvenirScentDeodorant SunscreenAndDeodorant SuitcaseDeodorantSachet',
    fashion:
      'WhiteMarkDeodorantFix SleevelessSeasonDeodorant PerfumeLayerDeodorant DeodorantGRWM PromPrepDeodorant DeodorantSignatureScent WeddingGuestDeodorant DeodorantInYourClutch',
    speed:
      'DeodorantFreshenUpRace NameThatDeodorantScent DeodorantStackTower PackTheGymBagDeodorant MorningRushDeodorantDash SortTheDeodorantShelf DeodorantDominoes DeodorantCapMatchUp',
    music:
      'DeodorantMicKaraoke DeodorantJingle DeodorantPowerBallad StickTapRhythmDeodorant LockerRoomDeodorantRap DeodorantBoyBandHarmony ShowerConcertDeodorant OdeToMyDeodorant',
    art: 'RedesignADeodorant DeodorantAdPoster ScentToColorDeodorant UpcycleADeodorantTube DeodorantCapStamps DeodorantSuperheroComic DeodorantMascotDoodle ClayMiniDeodorant',
    tech: 'AskAIToNameADeodorant EditADeodorantAd DeodorantProductShot DeodorantReminderAlarm DeodorantBarcodeScan PriceCheckDeodorantApp DeodorantStopMotion MakeADeodorantTierList',
    pet: 'PetSafeDeodorantShelf DogBathNotDeodorant DeodorantOutOfReach BrushingBeatsDeodorant PawsSweatNoDeodorant SunshineDeodorantPetBed FreshAirPetDeodorant DeodorantCabinetLock',
    gaming:
      'DeodorantFlip DeodorantBowling DeodorantMemoryMatch DeodorantCurling GuessTheDeodorantPrice HairTieRingTossDeodorant TicTacToeDeodorantCaps BlindSniffDeodorantDuel',
  },
  'front porch': {
    dance:
      'FrontPorchTwoStep FrontPorchSwingDance HoedownOnTheFrontPorch FrontPorchDoormatJig SunsetFrontPorchWaltz ParcelBoogieFrontPorch FrontPorchChairChoreo BarefootFrontPorchShuffle',
    fitness:
      'FrontPorchYoga FrontPorchChairSquats FrontPorchParcelPlank FrontPorchSunriseStretch LawnLungesFrontPorch InclinePushUpsFrontPorch JumpRopeOnTheFrontPorch WaterJugCurlsFrontPorch',
    funny:
      'FrontPorchWeatherReport FrontPorchParcelWatch BackInMyDayFrontPorch SquirrelOwnsTheFrontPorch FrontPorchDoormatSlogans DadsFrontPorchLightRule LongGoodbyeFrontPorch FrontPorchSalesmanSkit',
    prank:
      'FrontPorchWelcomeSign FrontPorchPumpkinFaces BirthdayChalkFrontPorch FrontPorchTeddyPicnic GnomeArmyFrontPorch CheerSquadFrontPorch GiantBoxFrontPorch FrontPorchSerenade',
    educational:
      'FrontPorchBirdCount FrontPorchWeatherStation FrontPorchMothID SpotTheFrontPorchStyle FrontPorchReadAloud FixTheFrontPorchSwing LemonadeStandFrontPorch NameTheTreesFrontPorch',
    cooking:
      'SweetTeaFrontPorch PieCoolingOnTheFrontPorch FrontPorchCornShucking FrontPorchIceCreamCrank FrontPorchPeachCobbler FrontPorchBreakfastTray WatermelonFrontPorchSlice NeighborCookieFrontPorch',
    travel:
      'FrontPorchStaycation CabinFrontPorchMorning FrontPorchOfEveryStay FrontPorchPostcardSketch FarmhouseFrontPorch BeachHouseFrontPorch BagsPackedFrontPorch HomeFromTheTripFrontPorch',
    fashion:
      'FrontPorchPhotoshoot FrontPorchFamilyPortrait MatchTheFrontPorchDecor FrontPorchCardiganWeather SundayBestFrontPorch ParcelGrabFrontPorchFit OverallsFrontPorchLook StrawHatFrontPorch',
    speed:
      'FrontPorchParcelDash SweepTheFrontPorchRace FrontPorchDecorSwap FrontPorchShoePileSort OneTripGroceryFrontPorch FrontPorchChairSetup TenMinuteWreathFrontPorch ShovelSprintFrontPorch',
    music:
      'FrontPorchJam FrontPorchConcert WindChimeFrontPorchSong CreakyFrontPorchBeat FrontPorchSingAlong FrontPorchWashboardBand SerenadeFromTheFrontPorch CricketChorusFrontPorch',
    art: 'FrontPorchChalkArt FrontPorchWreathDIY SeasonalFrontPorchDecor FrontPorchMiniature HandPaintedFrontPorchSign PlanterMakeoverFrontPorch WatercolorYourFrontPorch FrontPorchViewSketch',
    tech: 'FrontPorchTimelapse FrontPorchCritterCam SmartLightFrontPorch ParcelTrackerFrontPorch SolarLanternFrontPorch FrontPorchWiFiReach FrontPorchPodcast AIRedesignFrontPorch',
    pet: 'FrontPorchDogWatch CatSunbathFrontPorch FrontPorchPetPhotoshoot FrontPorchWaterBowl CatioOnTheFrontPorch SitStayFrontPorch NapBuddyFrontPorch BrushingOnTheFrontPorch',
    gaming:
      'FrontPorchCheckers FrontPorchCornhole FrontPorchSwingShowdown FrontPorchDominoes GuessTheParcelFrontPorch ChalkTicTacToeFrontPorch CardNightFrontPorch BirdBingoFrontPorch',
  },
  'cheese grater': {
    dance:
      'GraterBoxStep GraterGatsbyCharleston DanceToTheGraterBeat FreezeLikeACheeseGrater CheeseGraterRobotArms MirrorMyCheeseGraterMoves TheGraterScrapeStomp CheeseGraterVictoryJig',
    fitness:
      'CheeseGraterWallSit GraterThanYesterday TiptoeReachForGrater CalfRaisesAtTheGrater FourSidedGraterCircuit GraterWristWarmUp CheeseGraterPlankTaps ProteinPackedGraterBowl',
    funny:
      'TheGraterSideNobodyUses WhoCleansTheCheeseGrater SayWhenCheeseGrater GraterExpectations LastNubOnTheGrater GraterInfomercial FourGraterPersonalities GraterVsPreShredded',
    prank:
      'CheeseGraterRobotFriend CheeseGraterGooglyEyes CheeseGraterTreasureNote NestedBoxCheeseGrater GraterChocolateHeart LabelTheGraterSides BestGraterTrophy WakeUpGraterSerenade',
    educational:
      'GraterSidesQuiz WhenWasTheGraterInvented SurfaceAreaGraterTest CountTheGraterHoles SafeGraterGripLesson GraterMozzarellaVsParm GraterZestNotPith FrozenButterGraterScience',
    travel:
      'CampingCheeseGraterHack TravelSizeCheeseGrater VanLifeCheeseGrater GraterSouvenirHunt RentalKitchenNoGrater NonnaShowsTheGrater FarmersMarketGraterHaul ParmesanDairyGraterTour',
    fashion:
      'CheeseGraterMeshLook GraterStampTee CheeseGraterCostume GraterCookingShowFit ApronUpgradeCheeseGrater SpotTheGraterPattern DinnerPartyGraterHost PastaNightGraterGlam',
    wellness:
      'MindfulGraterZest CalmingCheeseGraterPrep FreshGingerGraterTea GraterfulJournal CucumberGraterSpaNight NutmegGraterWarmMilk SlowSundayGraterBrunch ASMRCheeseGrater',
    speed:
      'CheeseGraterHoleCount GraterSidesQuickQuiz GraterBlindTasteBlitz ThirtySecondGraterSketch MeltRaceCheeseGrater RapidFireGraterPuns WhichIsGraterMathDash GraterRecipeAlphabet',
    music:
      'CheeseGraterGuiro KitchenBandCheeseGrater FourSidedGraterNotes GraterHitsMixtape CheeseGraterSampleBeat GraterScrapeSolo RockOutOnTheGrater CopyMyGraterRhythm',
    art: 'GraterTextureRubbing GraterFairyLightLamp CrayonConfettiGrater PastelDustGrater GraterPaintStamp GraterPlanterUpcycle ShinyMetalGraterStudy PopArtCheeseGrater',
    tech: 'CheeseGraterMacroShot SlowMoGraterSnowfall GraterRingtone AIRecipesForTheGrater GraterVsFoodProcessor DesignASmarterGrater FlashlightGraterStars GraterEmojiProposal',
    pet: 'TheCheeseGraterSummons SitStayCheeseGrater GraterBirthdayPupcake GraterCarrotDogTreats GraterVeggieBunnyBowl GuineaPigGraterSalad FrozenGraterLickMat HamsterGraterNibbles',
    gaming:
      'GuessWhatTheGraterMade CheeseGraterCharades CheeseGraterTriviaNight GraterAnagramGame CheeseGraterRiddleOff WhichCardIsGrater KitchenBingoCheeseGrater HigherOrLowerGraterPrice',
  },
  'belly button': {
    dance:
      'HipCirclesBellyButton LeadWithYourBellyButton PressStartBellyButton BellyButtonWaveRoll BellyButtonTwist BellyButtonAxisSpin ToddlerBellyButtonBoogie BellyButtonHulaHoop',
    fitness:
      'BellyButtonToSpinePlank BellyButtonHollowHold BellyButtonCoreWakeUp ZipUpYourBellyButton HulaHoopBellyButtonBurn BirdDogBellyButtonDrill KneeToBellyButtonTaps SideBendBellyButton',
    prank:
      'TeddyGetsABellyButton NavelOrangeSmileys ComplimentBellyButton BellyButtonOnTheSnowman BellyButtonFactNotes BellyButtonPunCard GingerbreadBellyButton SecretWordBellyButton',
    educational:
      'BellyButtonGoldenRatio HowWeGotABellyButton BellyButtonMythOrFact BellyButtonBiodiversity DoDogsHaveABellyButton TheNavelOrangeTwin BellyButtonBalancePoint SayBellyButtonInSign',
    cooking:
      'TortelliniBellyButton BellyButtonJamCookies NavelOrangeSmoothie BearPancakeBellyButton CandyBellyButtonCupcakes BellyButtonDinnerRolls BellyButtonFruitFaces ChocolateChipBellyButton',
    travel:
      'NavelOfTheWorldTrip FindYourTownsBellyButton NavelOrangeGroveTour MoneyBeltBellyButton TakeoffBellyButtonBreaths BellyButtonSunscreenCheck HulaClassBellyButton AquariumBellyButtonHunt',
    fashion:
      'BellyButtonWaistlineCheck BeltAtTheBellyButton FrenchTuckBellyButton MeasureFromBellyButton OnesieBellyButtonDIY HoodiePocketBellyButton ShirtLengthBellyButton WrapDressBellyButtonTie',
    wellness:
      'HandOnBellyButtonCalm BreathingBuddyBellyButton NavelGazingPause LoveYourBellyButton CobraPoseBellyButton BellyButtonBodyScan TummyTimeBellyButton BellyButtonMantra',
    speed:
      'HeadShouldersBellyButton NavelOrangePeelRace HulaHoopBellyButtonCount BellyButtonFactsRapidFire ToddlerBellyButtonFind CookieBellyButtonBlitz SnowmanBellyButtonDash BellyButtonStickerSprint',
    music:
      'SillyBellyButtonSong BellyButtonNurseryRhyme BellyButtonBongos BellyButtonJukebox BellyButtonLullaby RapBattleBellyButton InnieOutieBellyButtonDuet BodyPercussionBellyButton',
    art: 'NavelOrangePeelArt BellyButtonSuperhero SewABellyButtonOnTeddy BellyButtonRobotDoodle DesignABellyButtonEmoji PaperPlateBellyButtonBear ThreeBellyButtonMonster ClayBellyButtonBuddies',
    tech: 'MeasureAppBellyButton CodeABellyButtonClicker TeddyBellyButtonSpeaker BellyButtonGiggleMemo AIBellyButtonPoem BellyButtonPixelArt BellyButtonReactionGIF BellyButtonSlideshowNight',
    pet: 'FindYourDogsBellyButton WhichPetsHaveABellyButton RollOverBellyButtonTrick TurtleBellyButtonFact PetPlushieBellyButton PupCookieBellyButton BellyButtonBrushTime CatSleepsBellyButtonUp',
    gaming:
      'BellyButtonStickerAim MemoryMatchBellyButton SayBellyButtonNoLaughing BellyButtonTriviaDuel BellyButtonBuzzerQuiz BellyButtonScavengerHunt RhymeWithBellyButton WouldYouRatherBellyButton',
  },
  'cotton ball': {
    dance:
      'FloatLikeACottonBall CottonBallFreezeDance CottonBallBlizzardBoogie CloudStepCottonBall CottonBallSpoonWaltz HeadBalanceCottonBallJig SoftShoeCottonBallShuffle TossCatchCottonBallTwirl',
    fitness:
      'CottonBallSpoonRelay CottonBallToeGrab PlankAndBlowCottonBall CottonBallSnowballFight CottonBallCrabWalk SquatAndScoopCottonBall BearCrawlCottonBall OneLegCottonBallPickUp',
    funny:
      'CottonBallNoseTransfer CottonBallBeardImpression CottonBallCloudForecast AdoptACottonBallPet CottonBallEyebrowRaise CourtroomCottonBallWig BrickOrCottonBallRiddle FakeSnowDayCottonBall',
    prank:
      'CottonBallPhotoMustache CottonBallBedSnow CottonBallCloudCeiling CottonBallShoeFill SheepFlockCottonBall TrailToAGiftCottonBall EasterCottonBallTails SurpriseCottonBallBeards',
    educational:
      'CottonBallAbsorbencyTest CottonBallRaindropLab SproutASeedOnACottonBall FromPlantToCottonBall CottonBallScentDiffusion CottonBallCatapult CloudTypesInCottonBalls KeepIceColdCottonBall',
    cooking:
      'SoftAsACottonBallBuns VanillaCottonBallFridge CottonBallMeringues GrowCressOnACottonBall PancakesLikeACottonBall CottonBallCoconutBites EggDyeCottonBallDab CottonBallStoveKnobClean',
    travel:
      'CottonBallCloudSpotting CottonBallSuitcaseScent CottonBallVacationDiorama PostcardCottonBallSky NoLiquidsCottonBallHack CottonBallMakeupTravelKit PackFragileWithCottonBall DreamTripCottonBallBoard',
    fashion:
      'CottonBallMakeupOff CottonBallNailSwap CottonBallCostumeBeard SchoolPlaySheepCottonBall CottonBallCloudcoreFit DrawerScentCottonBall ShoeStuffingCottonBall PedicureCottonBall',
    wellness:
      'CottonBallLavenderPillow BlowACottonBallSlowly SoftTouchCottonBall CottonBallGratitudeJar WorryCloudCottonBall CottonBallAromaDesk DriftLikeACottonBall CottonBallSpaNight',
    speed:
      'CottonBallChopstickSort StrawBlowCottonBallRace CottonBallBowlToss OneMinuteCottonBallSheep OvenMittCottonBallPickUp BlindfoldCottonBallScoop CottonBallFanDash TeaspoonCottonBallRelay',
    music:
      'CottonBallEyeJoe SoftestSongCottonBall CottonBallASMR CottonBallCloudLullaby MaryHadACottonBallLamb CottonBallBeatBlow WhisperDuetCottonBall SnowfallScoreCottonBall',
    tech: 'SlowMoCottonBallBounce CottonBallSkyMiniSet CottonBallScreenClean MacroCottonBallFibers AskAIForCottonBallCrafts MicTestCottonBallDrop CottonBallVideoCallSnow CottonBallPixelArt',
    pet: 'CottonBallEarCleaning CottonBallEyeWipe KeepCottonBallFromCats CottonBallDogPortrait MyDogIsACottonBall BrushedFurCottonBall CottonBallFluffRating PostGroomCottonBall',
    gaming:
      'CottonBallHockey CottonBallCupToss CottonBallGolf StrawMazeCottonBall GuessHowManyCottonBall CaptureTheCottonBall CottonBallBalanceDuel TableSoccerCottonBall',
  },
  'weather forecast': {
    dance:
      'DanceTheFiveDayForecast GreenScreenForecastGroove UmbrellaShuffleForecast WindyForecastSway HeatWaveForecastShimmy ForecastPresenterStrut PuddleStompForecast SnowflakeForecastSpin',
    fitness:
      'RainOrShineForecast ForecastIconWorkout SunnyForecastHike StormyForecastIndoorHIIT BeatTheHeatForecast SquatPerDegreeForecast WindyForecastKiteRun SnowForecastShovelWorkout',
    funny:
      'KidForecastPresenter ForecastSaidSunny DramaticForecastVoice TodaysMoodForecast GreenShirtForecastFail ForecastBloopers GrandmasKneeForecast ChanceOfChoresForecast',
    prank:
      'PancakeForecastSurprise ForecastSunshineNote ForecastPresenterWakeUp TeddyWeatherForecast ForecastSaysHugs MessyRoomForecastSign PaperSnowflakeForecast HouseholdForecastMap',
    cooking:
      'CookForTheForecast SnowDayForecastCocoa HeatWaveForecastIcePops RainyDayForecastBake SunnyForecastPicnic ForecastIconCookies RainbowForecastFruitPlate StormForecastSnackStash',
    travel:
      'PackForTheForecast ChaseTheSunnyForecast RainyForecastMuseumDay CheckTheForecastFirst HolidayForecastVsReality SnowForecastDayTrip GoldenHourForecastWalk WeatherForecastCafeHop',
    fashion:
      'DressForTheForecast ForecastFitCheck FiveDayForecastOutfits LayersForTheForecast UmbrellaMatchForecast PresenterForecastStyle WrongForecastOutfitFail SunnyForecastShades',
    wellness:
      'FeelingsForecast RainyForecastCozyDay SunnyForecastWalk StormForecastCalmKit GreyForecastMoodBoost ForecastTeaPairing CloudWatchingForecast SnowForecastSlowMorning',
    speed:
      'FastWeatherForecast ForecastQuickChange ForecastSymbolRace ForecastMapSpeedDraw BeatTheRainForecast TongueTwisterForecast StormForecastTidyRush FiveDayForecastIn30',
    music:
      'SmoothJazzForecast SingTheForecast SongForEveryForecast RainSoundForecastBeat ForecastJingle ThunderDrumForecast DIYRainstickForecast WindChimeForecastTune',
    art: 'DrawTheForecastMap ForecastIconDesign PaintTheWeeksForecast ForecastComicStrip RaindropPaintingForecast ForecastChalkMural SunPrintForecast ClayForecastCharacters',
    tech: 'WhichForecastAppWins GreenScreenForecast PhoneBarometerForecast ForecastWidgetGlowUp TimelapseTheForecast RainRadarForecastCheck CodeAForecastBot ForecastVoiceAlarm',
    pet: 'DogDeliversTheForecast CatVsTheForecast RainyForecastPuppyGames HotForecastPawCheck StormForecastCalmPet SnowyForecastTowelOff SunnyForecastCatNap ForecastPetWalkPlan',
    gaming:
      'ForecastBingo GuessTomorrowsForecast ActOutTheForecast ForecastTriviaNight ForecastPredictionLeague HotAndColdForecast ForecastSymbolSnap SnowDayForecastBoardGame',
  },
  'winter wonderland': {
    dance:
      'WaltzInAWinterWonderland SwingIntoWinterWonderland SlowDanceWinterWonderland WinterWonderlandFreeze WinterWonderlandConga WinterWonderlandShuffle IceQueenWinterWonderland WinterWonderlandBallet',
    fitness:
      'WinterWonderlandHike SnowshoeWinterWonderland WinterWonderlandSledPull ShovelingWinterWonderland SnowAngelWinterWonderland WinterWonderlandYoga SkiTrailWinterWonderland WinterWonderlandStretch',
    funny:
      'WinterWonderlandVsSlush WinterWonderlandMeltdown BundledUpWinterWonderland DadsWinterWonderlandDecor FakeSnowWinterWonderland LyricFailWinterWonderland TropicalWinterWonderland OneMittenWinterWonderland',
    prank:
      'SurpriseWinterWonderland WinterWonderlandWakeUp BedroomWinterWonderland WinterWonderlandDoorway FridgeWinterWonderland LunchboxWinterWonderland HallwayWinterWonderland WindowWinterWonderland',
    educational:
      'WhoWroteWinterWonderland TracksInWinterWonderland IceBubbleWinterWonderland MeltRaceWinterWonderland WinterWonderlandSnowLab BirdsOfWinterWonderland WinterWonderlandSolstice SixSidesWinterWonderland',
    cooking:
      'WinterWonderlandCocoaBar WinterWonderlandCake WinterWonderlandCookies WinterWonderlandBrunch SugarDustWinterWonderland CoconutWinterWonderland PavlovaWinterWonderland PopcornWinterWonderland',
    fashion:
      'WinterWonderlandFormal AllWhiteWinterWonderland FauxFurWinterWonderland SparkleWinterWonderland CozyKnitWinterWonderland WinterWonderlandFitCheck SnowBootWinterWonderland WinterWonderlandLayers',
    wellness:
      'QuietWinterWonderland SnowfallWinterWonderland BlanketWinterWonderland GratitudeWinterWonderland PhoneFreeWinterWonderland WinterWonderlandJournal WinterWonderlandSunlight WinterWonderlandTeaTime',
    speed:
      'WinterWonderlandBuildOff TreeTrimWinterWonderland BundleUpWinterWonderland LyricRaceWinterWonderland WinterWonderlandWrapOff WinterWonderlandIn60 ScarfTieWinterWonderland SledPullWinterWonderland',
    music:
      'SingWinterWonderland WinterWonderlandCover WinterWonderlandDuet WinterWonderlandJazz UkuleleWinterWonderland BellsWinterWonderland CarolingWinterWonderland LyricSwapWinterWonderland',
    art: 'ShoeboxWinterWonderland SnowflakeWinterWonderland WinterWonderlandMural WinterWonderlandWindow JarWinterWonderland IceArtWinterWonderland SnowPaintWinterWonderland WinterWonderlandCollage',
    tech: 'WinterWonderlandTimelapse WinterWonderlandSlowMo WinterWonderlandEdit AIWinterWonderland WallpaperWinterWonderland MacroWinterWonderland PanoramaWinterWonderland LightShowWinterWonderland',
    pet: 'PupFirstWinterWonderland ZoomiesWinterWonderland PrintsInWinterWonderland CatViewWinterWonderland WinterWonderlandPawCare WinterWonderlandFetch SnowNoseWinterWonderland CozyBedWinterWonderland',
    gaming:
      'WinterWonderlandBingo WinterWonderlandTrivia WinterWonderlandISpy WinterWonderlandQuest BoardGameWinterWonderland SnowFortWinterWonderland FreezeTagWinterWonderland PuzzleWinterWonderland',
  },
};
