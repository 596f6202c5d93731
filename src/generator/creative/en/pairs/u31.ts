import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  parkour: {
    dance:
      'VaultToTheBeat ParkourDuet ParkourMime SlowMotionParkour ParkourCongaLine ParkourFreezeFrame TwoStepParkour ShoutParkourAndPose',
    funny:
      'LivingRoomParkour LazyParkour ParkourCommentary DadTriesParkour ParkourExpectations GroceryBagParkour ParkourToTheSnacks FingerParkour',
    prank:
      'MakeAParkourEntrance ParkourPillowMaze ParkourHighFiveLine ReverseParkour TeleportingParkour ParkourStatueFreeze ParkourBaitAndSwitch StickyNoteParkour',
    educational:
      'LearnTheParkourRoll NameThatParkourMove ParkourMythOrFact ParkourOriginsQuiz ParkourSafetyCheck SilentLandingParkour ExplainParkourToMom SpotTheParkourMistake',
    cooking:
      'ParkourEnergyBites GingerbreadParkour EdibleParkourCourse ParkourPowerSmoothie NoBakeParkourBars ParkourBentoBox ParkourPicnicPack PostParkourPasta',
    travel:
      'ParkourGymVisit ParkourClassAbroad ParkourCampWeekend MyParkourTravelLog MeetTheLocalParkourCrew PlaygroundParkourCrawl ParkourFestivalTrip BeachParkour',
    fashion:
      'ParkourFitCheck ParkourGlowUp ParkourColorMatch ParkourKicksRanked CargoPantsParkour SuitAndTieParkour ThriftedParkourLook TwinningParkour',
    wellness:
      'ParkourCoolDown ParkourBreathReset ParkourFearJournal ParkourPepTalk WristStretchParkour MindfulParkourWalk SlowBalanceParkour SmallWinsParkour',
    speed:
      'ParkourConeWeave ParkourLadderDrill ParkourQuickFeet ParkourTapeLineRush PillowParkourSprint BackyardParkourDash LavaFloorParkour HopscotchParkourRace',
    music:
      'LandOnTheDrop ParkourBeatSync ParkourFootstepRemix ParkourMusicVideo ParkourToClassical HumYourParkourTheme PickMyParkourSong DrumrollParkour',
    art: 'ParkourStopMotion VaultActionSketch ParkourFlipbook ChalkParkourCourse DrawYourParkourLine ParkourSilhouette ParkourComicStrip MidairParkourPhoto',
    tech: 'ParkourSlowMoReplay DayOneVsNowParkour ParkourGhostRun ParkourCloneEdit LowAngleParkour ParkourFormBreakdown GreenScreenParkour FreezeFrameParkour',
    pet: 'DogParkourCourse CardboardCatParkour PawsUpParkour ParkourTreatTrail KittenParkourReel PupCopiesMyParkour PetJudgesMyParkour ParkourFetchRun',
    gaming:
      'ParkourInRealLife FloorIsLavaParkour ParkourSimonSays ParkourHorseGame RollTheDiceParkour ParkourCheckpoint FinalBossParkour TagYoureItParkour',
  },
  'paddle board': {
    dance:
      'PaddleBoardHula PaddleBoardFreezePose PaddleBoardDuet PaddleBoardBeachShuffle LawnJigOnAPaddleBoard SwitchSidesPaddleBoard PretendPaddleBoard SunsetPaddleBoardSway',
    funny:
      'PaddleBoardFirstTry PaddleBoardDeflateFail PaddleBoardExpectations PaddleBoardNatureDoc CarryThePaddleBoard PumpUpThePaddleBoard WillMyPaddleBoardFit KneelingPaddleBoardPro',
    prank:
      'PaddleBoardGooglyEyes RubberDuckPaddleBoard BlueSheetPaddleBoard PaddleBoardInTheKitchen PaddleBoardSecretNote PaddleBoardSnackStash StatueOnAPaddleBoard CopycatPaddleBoarder',
    educational:
      'StandOnAPaddleBoard PaddleBoardSafetyQuiz NamePaddleBoardParts ReadTheWindPaddleBoard BuildAMiniPaddleBoard PaddleBoardMythOrFact PaddleBoardKnotTying PaddleBoardHandSignals',
    cooking:
      'PaddleBoardPicnic CharcuteriePaddleBoard PaddleBoardDryBagLunch CucumberPaddleBoards PaddleBoardPopsicles PaddleBoardBreakfastWrap SugarCookiePaddleBoards MiniPaddleBoardPizza',
    travel:
      'PaddleBoardSunrise PaddleBoardLessonDay PaddleBoardLakeHop RentAPaddleBoard PackThePaddleBoard PaddleBoardMapPins GuidedPaddleBoardTour CampingPaddleBoard',
    fashion:
      'PaddleBoardFitCheck MatchYourPaddleBoard SunHatPaddleBoard PaddleBoardCoverUp PaddleBoardTwinning RetroPaddleBoardLook NeonOnAPaddleBoard PaddleBoardBraids',
    wellness:
      'PaddleBoardYoga PaddleBoardMeditation FloatAndBreathe PaddleBoardStretch PaddleBoardBodyScan NoPhonePaddleBoard SlowMorningPaddleBoard PostPaddleBoardJournal',
    speed:
      'PaddleBoardRinseOffRush PaddleBoardVestOnBlitz FastestPaddleBoardPump PaddleBoardStrapRace PivotTurnPaddleBoard PackUpPaddleBoardDash PopUpOnAPaddleBoard PaddleBoardBeachCarry',
    music:
      'PaddleBoardSingAlong PaddleBoardOnTheBeat UkulelePaddleBoard PaddleBoardSeaShanty PaddleBoardLipSync PickMyPaddleBoardSong LakeSoundsPaddleBoard NameThatPaddleBoardTune',
    art: 'WaterReflectionPhoto PaddleBoardWatercolor PaddleBoardDeckDesign PopsicleStickPaddleBoard PaddleBoardSilhouette SunsetPaddleBoardSketch PaddleBoardRockPainting DoodleMyPaddleBoard',
    tech: 'WaterproofPhoneTest PaddleBoardTimeLapse PaddleBoardGPSArt PaddleBoardPOV PaddleBoardWindApp GreenScreenPaddleBoard PanoramaPaddleBoard SelfieStickPaddleBoard',
    pet: 'PaddleBoardBackyardPup SitStayPaddleBoard CatInspectsPaddleBoard PaddleBoardSniffTest PetMeetsPaddleBoard TreatOnThePaddleBoard PaddleBoardPawsUp PaddleBoardFamilyPhoto',
    gaming:
      'PaddleBoardSimonSays PaddleBoardBingo PaddleBoardPoseDice ISpyFromAPaddleBoard CharadesOnAPaddleBoard FollowMyPaddleBoard PaddleBoardTrivia RedLightPaddleBoard',
  },
  netball: {
    dance:
      'NetballVictoryDance PivotLikeANetballer NoSteppingNetball NetballBouncePassBop NetballSquadMirror NetballBibShuffle TwirlTheNetball HalfTimeNetballShimmy',
    funny:
      'NoRunningWithTheBall NetballRulesAtHome NetballBibsAtDinner ExplainNetballToDad NetballUmpireMom DramaticNetballReplay BlockTheFridgeNetball NetballNotBasketball',
    prank:
      'NetballFakePass NetballBibSwap InflatableNetball NetballSteppingCall BalloonNetballRing SecretNetballNote WhoStoleTheNetball NetballNameChant',
    educational:
      'NetballRulesQuiz NetballBibDecoder LearnTheNetballPivot ThreeSecondNetball DrawTheNetballCourt NetballUmpireSignals NetballVsBasketball NameThatNetballPass',
    cooking:
      'NetballHalfTimeOranges NetballTeamBakeSale NetballCourtCake NetballBibCookies PackANetballLunchbox SevenSliceNetballPizza TacoNightNetball RecoveryShakeNetball',
    travel:
      'NetballTournamentTrip NetballCourtHunt PackYourNetballBag NetballBusSingAlong AwayGameNetball NetballPassport HolidayNetballShootout WalkToNetball',
    fashion:
      'NetballDressCheck MatchingNetballBows NetballGlowUp NetballSockStyle RetroNetballSkirt NetballToPartyFit ThriftedNetballKit BibLetterNetballTee',
    wellness:
      'NetballCoolDown NetballShotBreath NetballShoutOut NetballNervesReset AnkleCareNetball ThankYourNetballUmpire PostGameNetballJournal SundayNetballRecovery',
    speed:
      'NetballBibRelay NetballShotsInAMinute FastestChestPass NetballSprintThirds BeatTheNetballBuzzer NetballReboundRace LadderDrillNetball LineTouchNetball',
    music:
      'NetballPassRhythm BallBounceBeat NetballTeamChant NetballBusKaraoke NetballSquadRap WhistleTuneNetball SingTheNetballRules CrowdClapNetball',
    art: 'NetballTeamBanner NetballActionSketch ChalkNetballCourt PaintAnOldNetball MatchDayNetballPoster NetballPhotoCollage PaperNetballRing NetballStopMotion',
    tech: 'NetballShotTracker NetballSlowMo NetballHighlightReel NetballTimeLapse DrawTheNetballArc SplitScreenNetball MeasureTheNetballRing SpreadsheetNetball',
    pet: 'NetballPetMascot PupGuardsTheRing NosePassNetball CatInMyNetballBag NetballPawHighFive NetballWalkiesWarmUp KittyUmpireNetball SidelineNetballDog',
    gaming:
      'RingShotHighScore NetballHorse NetballAroundTheWorld LaundryBasketNetball NetballPiggyInTheMiddle NetballTriviaNight ShootoutNetballDuel DiceRollNetball',
  },
  handball: {
    dance:
      'HandballGoalDance ThreeStepHandball HandballJumpShotFreeze StarfishSaveHandball HandballDribbleDuet BounceBeatHandball TeamTunnelHandball HandballMirrorMatch',
    funny:
      'GoalkeeperStarfishSave HandballFirstJumpShot HandballOrDodgeball ExplainHandballToNan KeeperPOVHandball SlowMoHandballDrama HandballDadCommentary SiblingHandballRivalry',
    prank:
      'HandballMascotCameo FoamHandballSwap CardboardKeeperHandball HandballCheerTunnel HandballGoalBalloons InvisibleHandball VanishingHandball BackwardsJerseyHandball',
    educational:
      'HandballRulesQuiz CountTheHandballSteps HandballSixMeterZone HandballJumpShotLesson HandballRefSignals SpotTheHandballFoul TeachMeHandballIn60 GoalieAnglesHandball',
    cooking:
      'HandballPostGamePasta HandballTeamBakeOff DanishHandballPastry HandballSmoothieBowl MatchDayHandballWraps PretzelHandballGoal CupcakeHandballCourt HandballTacoTuesday',
    travel:
      'HandballWallHunt HandballTourneyTrip WatchHandballLive SchoolyardHandball HandballSummerCamp PackTheHandballBag HandballInThePark BeachHandball',
    fashion:
      'HandballKitCheck HandballJerseyGlowUp HandballHeadbandLook HandballToStreetwear FingerTapeHandball VintageHandballShorts TeamColorsHandball NeonHandballShoes',
    wellness:
      'HandballShoulderCare PostMatchHandballStretch PenaltyCalmHandball HandballGratitudeHuddle KindWordsHandball WristRollsHandball HandballRestDayWalk HandballVisualize',
    speed:
      'HandballShotSpeed HandballFastBreak HandballWallRally HandballPassesIn30 DribbleRelayHandball KeeperReflexHandball ZigZagHandballDash ShuttleRunHandball',
    music:
      'HandballArenaAnthem HandballClapRhythm HandballDribbleDrum HandballFanChant SqueakySneakerHandball GoalHornHandball BeatboxHandball WalkOutHandballSong',
    art: 'HandballJumpShotPhoto HandballJerseyDesign HandballTeamCrest HandballFlipbook ChalkHandballTarget DrawAHandballMascot CardboardHandballGoal MotionBlurHandball',
    tech: 'HandballSlowMoShot HandballSpeedRadar HandballBulletTime HandballHighlightEdit KeeperCamHandball ClipBreakdownHandball SplitScreenHandball VoiceOverHandball',
    pet: 'HandballNoseNudgeDog FetchingPupHandball KittenBatsTheHandball HandballPetMVP HandballTreatHunt SidelineHandballHound RetrieverHandball HandballCuddleBreak',
    gaming:
      'JumpShotHighScore KingOfTheHandballCourt HandballDartboard HandballAroundTheClock HandballPlayerCards HandballFantasyDraft SevenMeterHandballDuel TableTopHandball',
  },
  mma: {
    dance:
      'MMAWalkoutDance OctagonShuffle BobAndWeaveMMA MMASprawlDrop MMAStanceSwitch ShadowboxMMAMirror MMABeltRaisePose TouchGlovesMMAStep',
    funny:
      'MMAAnnouncerIntro MMAFamilyFaceOff MMAPressConference MMACornerCoach GroceryWeighInMMA PostChoreMMAInterview GrandmaMMAWalkout RefereeMomMMA',
    prank:
      'MMAWalkoutSurprise SurpriseRingAnnouncer MMATrophyShelfReveal MMAEntranceAlarm TowelAndStoolMMA PaperBeltMMAAward DadVsLawnMMAPoster SecretMMAFanClub',
    educational:
      'MMAStylesQuiz LearnTheMMAJab ScoreTheRoundMMA MMASafetyGearCheck HowToSprawlMMA MMAWordOfTheDay MMAWeightClassGuess FiveArtsInMMA',
    cooking:
      'MMAMealPrep FightNightSnacks MMAOctagonPizza MMABeltCake MMAPunchBowl KnockoutNachosMMA RecoveryMMASmoothie ChampionshipMMAChili',
    travel:
      'MMAGymTour MMAFightNightTrip DropInMMAClass HotelRoomMMA BeachShadowboxMMA MMAPassportStamps WeekendMMACamp CarryOnMMAKit',
    fashion:
      'MMAFitCheck MMAWalkoutHoodie HandWrapStyleMMA MMAGymToDinner MMAPressConferenceSuit RashGuardMMALook DesignYourMMAShorts MatchingMMACornerTees',
    wellness:
      'MMARecoveryDay PreFightBreathing MMAGratitudeBow HipOpenerMMA SlowShadowboxMMA MirrorPepTalkMMA NightlyMMAJournal MMANeckStretch',
    speed:
      'MMAPunchCount FastestSprawl HandWrapSpeedrunMMA ThirtySecondMMABurnout ShadowboxMMABlitz MMAStanceSwitchRace MMAReactionDrill MMAJumpRopeSprint',
    music:
      'MMAWalkoutSong OctagonEntranceTheme MMAAnnouncerRap MMAHypeChant JumpRopeMMABeat MMAComboDrums KaraokeMMAFaceOff FightNightMMAPlaylist',
    art: 'MMAPosterDesign OctagonDiorama CardboardMMABelt MMAComicBook ActionFigureMMAPhoto MMAHandWrapArt ShadowPuppetMMA FaceOffSketchMMA',
    tech: 'MMASlowMoReplay MMARoundTimerApp TaleOfTheTapeMMA MMAPoseTracker EditYourMMAWalkout TextToSpeechMMAIntro CornerCamMMA VideoCallMMACoach',
    pet: 'MMAPetWalkout KittenWeighInMMA DogInMyMMACorner NoseTouchMMAMitt SlowBlinkMMAFaceOff MMATreatRounds MMARecoverySnuggle RingsideMMAPup',
    gaming:
      'MMACareerMode CreateAnMMAFighter ThumbWrestlingMMA StaringContestMMA MMAPickEmCard MMAMoveCharades MMATriviaBracket CouchCoOpMMA',
  },
  'jiu jitsu': {
    dance:
      'JiuJitsuShrimpShuffle BJJFlowRollDuet JiuJitsuBeltLineUp JiuJitsuBowIn TechnicalStandUpBJJ BreakfallBeatBJJ SlowMoJiuJitsu KneeSlideJiuJitsu',
    funny:
      'JiuJitsuCouchGuard GiFoldingStruggle FirstClassBJJPOV ShrimpToTheFridgeBJJ BJJBeltKnotFail JiuJitsuDadJokes OssToEverythingBJJ BJJLaundryMountain',
    prank:
      'JiuJitsuBeltSurprise BJJOssWakeUp BackwardsGiBJJ JiuJitsuLunchNote HomemadeBJJHypeSign TeddyInTheBJJBag JiuJitsuCoachCard SecretBJJHandshake',
    educational:
      'BJJRankOrderQuiz TieYourBJJBelt LeverageDemoBJJ LearnToBreakfallBJJ JiuJitsuVsJudo BJJMythOrFact GuessTheBJJPosition JiuJitsuWordOfTheDay',
    cooking:
      'JiuJitsuAcaiBowl BrazilianCheeseBread BeltColorSmoothieBJJ BJJBurritoFold BJJTeamPotluck OpenMatBJJSnacks PostRollJiuJitsuPasta BJJProteinOats',
    travel:
      'JiuJitsuOpenMatTour BJJPatchCollection BJJGiInMySuitcase JiuJitsuBeachRoll TournamentTripBJJ WeekendCampBJJ VisitingBJJAcademy SightseeingAfterBJJ',
    fashion:
      'JiuJitsuGiFitCheck JiuJitsuPatchStyle SpatsAndShortsBJJ MatchingFamilyBJJ FancyKnotBJJBelt PastelBJJKimono BJJHoodieSeason BJJRashGuardDesign',
    wellness:
      'JiuJitsuRecoveryDay BreatheUnderMountBJJ BJJHipMobility ThankYourBJJPartner TapEarlyBJJ RollJournalBJJ BJJEgoCheck OssAndExhaleBJJ',
    speed:
      'JiuJitsuShrimpSprint FastestGiFold BJJBeltTieRace BearCrawlBJJ BJJStandUpsIn30 BJJMatCleanUp CrabWalkBJJ BeatTheBuzzerBJJ',
    music:
      'JiuJitsuDrillToTheBeat JiuJitsuWalkoutSong SambaJiuJitsuWarmUp BJJMatSlapRhythm BJJBeltDrumroll RollingPlaylistBJJ SoreMusclesBJJBlues OssRemixBJJ',
    art: 'JiuJitsuGiPatchDesign BeltDisplayCraft BJJPositionDoodle BJJStopMotion DrawYourBJJCoach BJJMatMural OrigamiKimonoBJJ WatercolorBJJRoll',
    tech: 'JiuJitsuSlowMo RollReviewCam BirdsEyeBJJView ArrowsOnMyBJJClip VoiceMemoBJJ BJJFlashcardApp BJJTrainingLog TimeLapseBJJClass',
    pet: 'JiuJitsuDogWatches CatOnTheBJJMat KittenChasesBJJBelt BJJBowTrickPup BJJRecoveryCuddle PetNapOnBJJGi PawBumpBeforeBJJ PostBJJWalkies',
    gaming:
      'JiuJitsuPositionDice BJJSkillTree BJJTechniqueCards BJJBingo CharadesBJJEdition XPForEveryBJJClass WouldYouRatherBJJ TwentyQuestionsBJJ',
  },
  kettlebell: {
    dance:
      'KettlebellToTheBeat HipHingeHustle NewKettlebellPRJig KettlebellRackStrut FigureEightKettlebell KettlebellCooldownSway TwoStepKettlebell KettlebellBreakBoogie',
    funny:
      'KettlebellOrTeapot NameYourKettlebell KettlebellFirstSwing WhistlingKettlebell DoorstopKettlebell OverdramaticKettlebell KettlebellDecorPOV WhoMovedMyKettlebell',
    prank:
      'KettlebellOrCake TinyKettlebellSwap GooglyEyeKettlebell BalloonKettlebell KettlebellHiddenNote KettlebellTeaParty KettlebellNameTag HatOnTheKettlebell',
    educational:
      'KettlebellSwingLesson SquatOrHingeKettlebell KettlebellPoodQuiz KettlebellMuscleMap KettlebellFormFix GuessTheKettlebellWeight ClearSpaceKettlebell TeachMeAKettlebellMove',
    cooking:
      'KettlebellCakePops PostSwingSmoothie KettlebellTeaBreak KettlebellRiceBalls PeanutButterKettlebells OvernightOatsKettlebell SoftPretzelKettlebells KettlebellLunchbox',
    travel:
      'KettlebellInEveryPark CarryOnKettlebell WaterJugKettlebell KettlebellCampsite HotelKettlebellHunt KettlebellTrunkGym BeachKettlebellSwings KettlebellViewpoint',
    fashion:
      'KettlebellFitCheck MatchYourKettlebell GripAndDrip FlatShoesKettlebell FunkySocksKettlebell KettlebellToBrunch VintageKettlebellTee MonochromeKettlebell',
    wellness:
      'SwingAndExhale KettlebellHaloStretch SlowGetUpKettlebell GratefulKettlebellReps DeskBreakKettlebell SundayKettlebellReset KettlebellBalanceHold KettlebellCalmCount',
    speed:
      'KettlebellSwingsIn60 KettlebellSquatCount KettlebellLadderSprint FarmerCarryKettlebell KettlebellTidyUpDash DeckOfCardsKettlebell TabataKettlebellBlast BeatTheBeepKettlebell',
    music:
      'KettlebellToSwingMusic HingeToHipHop KettlebellDrumSolo KettlebellBPMMatch KaraokeKettlebellSet OneLyricPerKettlebell KettlebellMetronome OperaKettlebellReps',
    art: 'PaintYourKettlebell KettlebellStillLife TinyClayKettlebell ChalkKettlebellOutline KettlebellTeapotDoodle KettlebellPixelArt PaperMacheKettlebell KettlebellMotionTrail',
    tech: 'AICountsMySwings KettlebellSlowMo KettlebellPathTracer SideAngleKettlebellCam IntervalAppKettlebell KettlebellGreenScreen KettlebellTimeLapse HeartRateKettlebell',
    pet: 'KettlebellKittyCheers PetCountsMySwings MatStayKettlebellDog KettlebellPuppyBreak FurryKettlebellCoach KettlebellPawHighFive WalkiesThenKettlebell KettlebellNapBuddy',
    gaming:
      'KettlebellBossFight RollForSwings KettlebellTicTacToe KettlebellXPBar KettlebellCoOpMode SpinTheWheelKettlebell PowerUpKettlebell ExtraLifeKettlebell',
  },
  triathlon: {
    dance:
      'SwimBikeRunDance TriathlonFreestyle TriathlonShuffle TriathlonWetsuitWiggle FinishLineJigTriathlon WobblyLegsTriathlon PedalToTheBeatTriathlon TriathlonMedalShimmy',
    funny:
      'TriathlonWetsuitStruggle TriathlonOfChores SwimBikeNap ToddlerTriathlon TriathlonTransitionChaos SnackStationTriathlon OfficeChairTriathlon TriathlonTanLines',
    prank:
      'TriathlonSignSurprise DoorwayTriathlonBanner DishDutyTriathlonMedal TriathlonSnackPack TriathlonRubberDuck TriathlonAidStation BalloonTriathlonBike VoicemailTriathlonHype',
    educational:
      'TransitionHacksTested TriathlonDistancesQuiz SetUpYourTriathlonRack TriathlonFuelMath WhySwimFirstTriathlon TriathlonRulesForKids BikeCheckTriathlon TriathlonPackingList',
    cooking:
      'TriathlonPastaNight TriathlonEnergyBites RaceDayBreakfast HomemadeTriathlonGels ThreeCourseTriathlon TriathlonRiceCakes BananaBreadTriathlon ChocolateMilkTriathlon',
    travel:
      'TriathlonTravelBag TriathlonRaceTrip TriathlonCourseRecon VolunteerAtATriathlon BikeBoxTriathlon TriathlonExpoVisit SpectateATriathlon PostTriathlonLocalEats',
    fashion:
      'TriathlonSuitCheck NeonTriathlonKit HelmetHairTriathlon TriathlonMedalOutfit TriathlonSunglasses MatchingTriathlonTeam RetroTriathlonLook TriathlonSwimCapArt',
    wellness:
      'FinishLineGratitude LegsUpAfterTriathlon PreRaceTriathlonNerves TriathlonFoamRoll TriathlonJournal TriathlonTaperCalm BoxBreathingTriathlon ThankYourTriathlonCrew',
    speed:
      'TriathlonTransitionSpeed TriathlonBottleRefill LivingRoomTriathlon WetsuitOffTriathlon FamilyTriathlonRelay TriathlonShoeSwap BackyardTriathlonDash TriathlonHelmetClip',
    music:
      'TriathlonSongPerLeg RaceDayAnthem TriathlonCowbellBeat CadenceTriathlon KaraokeTriathlon TriathlonCheerChant SpinClassTriathlonMix TriathlonFinishFanfare',
    art: 'TriathlonMedalDisplay TriathlonRouteArt RaceBibCollage TriathlonTriptych TriathlonIconSet WatercolorTriathlon ChalkTriathlonCourse ComicStripTriathlon',
    tech: 'TriathlonSplitTimes TriathlonTransitionCam CalendarTriathlonPlan TriathlonWeatherCheck BuildATriathlonPlaylist SlowMoTriathlonStride TriathlonBikeFitApp LiveTrackingTriathlon',
    pet: 'TriathlonPetCheer TriathlonDogRun TriathlonHoundHighFive CatInspectsTriathlonMedal SniffWalkTriathlon TriathlonTreatStation FurryFanTriathlon PostTriathlonCuddles',
    gaming:
      'TriathlonVirtualRace TriathlonFantasyLeague BoardGameTriathlon TriathlonDiceDuel TriathlonTriviaNight RetroConsoleTriathlon ArcadeTriathlon CheckpointTriathlon',
  },
  'leg day': {
    dance:
      'LegDayWobble SquatToTheBeat CancanLegDay IrishJigLegDay LegDayMoonwalk QuadsOnTheDrop GrapevineLegDay LegDayLimbo',
    funny:
      'MorningAfterLegDay JellyLegsWalk SlowMoSitDownLegDay DroppedMyKeysLegDay SkipLegDayExcuses LegDaySoundEffects LegDayBabyGiraffe FloorToCouchLegDay',
    prank:
      'LegDayRemoteHeist LegDaySoundboard WakeUpItsLegDay LegDayRedCarpet SquatNotesLegDay LegDayMedalCeremony FakeLegDayCalendar ToddlerCoachLegDay',
    educational:
      'NameThatLegMuscle QuadMeansFour LegDayLungeLesson KneeOverToeLegDay HamstringReachTest LegDayFormCheck SquatDepthLegDay CountYourLegBones',
    cooking:
      'CarbUpForLegDay LegDayMealPrep DrumstickDinner TurkeyLegDay LegDayPastaBake LegDaySmoothieBowl SweetPotatoLegDay LegDayChiliBatch',
    travel:
      'LegDayCityHills SightseeingIsLegDay LegDayBeachWalk LegDayTrailHike MuseumMarathonLegDay HotelRoomLegDay ThemeParkLegDay CobblestoneLegDay',
    fashion:
      'LegDayFitCheck LegDayHoodieStyle SockGameOnLegDay LegDayToDateNight BoldLeggingsLegDay LegDayColorBlock CozyAfterLegDay ShoeDebateLegDay',
    wellness:
      'LegsUpTheWall FoamRollAfterLegDay HamstringBedtimeStretch LegDaySelfMassage WarmBathLegDay GentleYogaLegDay EasyWalkLegDay LegDayHydrationCheck',
    speed:
      'LegDayInTenMinutes LegDaySpeedSquats LungeRaceLegDay HighKneesLegDay CalfRaiseLegDay LegDaySkaterHops QuadBurnerBlitz TuckJumpLegDay',
    music:
      'LegDayAnthem SquatOnTheDrop SingThroughLegDay ThighSlapBeatLegDay WallSitLegDaySong LegDayPowerBallad ClassicalLegDay DJForMyLegDay',
    art: 'LegDayComic JellyLegsDoodle SketchTheSquat LegDayChalkMural GestureDrawingLegDay ShadowLungeLegDay LegDayCollage WatercolorLegDay',
    tech: 'LegDayFormAI LegDayStepCount LegDaySquatCam PhoneOnFloorLegDay VoiceTimerLegDay BeforeAfterLegDay AppPicksMyLegDay LegDayStopwatchDuel',
    pet: 'LegDayWithMyDog PetJudgesLegDay LegDayLapCat HillWalkiesLegDay FetchSprintLegDay PuppyStretchLegDay LegDayTreatRewards CouchCuddleLegDay',
    gaming:
      'LegDayBossBattle RollTheDiceLegDay LevelUpYourLegs MusicalChairsLegDay LegDayHopscotch LegDayRespawnSquats LegDayBingo FreezeTagLegDay',
  },
  'arm day': {
    dance:
      'BicepBoogie ArmWaveGroove ArmDayVogue TRexArmsDance FlexOnTheBeatArmDay WindmillArmDay HandJiveArmDay PopAndLockArmDay',
    funny:
      'ArmDayCantReachShelf ShampooAfterArmDay GroceryOneTripArmDay PhoneOnFaceArmDay BicepFlexEverywhere ArmDayHighFiveFail TRexArmsBreakfast ArmDayJacketStruggle',
    prank:
      'ArmDayJarOpening BalloonBicepsReveal SurpriseFlexOff FakeHeavyBoxArmDay ArmWrestleToddlerWin BicepsFanClub CardboardDumbbellArmDay ArmDayTrophyMug',
    educational:
      'BicepOrTricepQuiz ArmDayLeverLesson FunnyBoneArmDay ArmDayPushUpForm WhyWeTrembleArmDay GripStrengthArmDay ArmDayMuscleMap CurlTechniqueArmDay',
    cooking:
      'WhiskOffForArmDay KneadForBiceps ArmDayJarButter RollingPinArmDay ArmDayMashUp ArmDayPizzaDoughStretch ArmDayProteinShake RisottoStirArmDay',
    travel:
      'FlexAtEveryLandmark SuitcaseCurlsArmDay MonkeyBarsArmDay ArmDayHotelGym ArmDayTentPitch CarryTheCoolerArmDay ArmDayBackpackHike ArmsFullOfSouvenirs',
    fashion:
      'ArmDayFitCheck SleevelessSeason RollYourSleevesArmDay ArmDayBraceletStack ArmDaySweatband MuscleTeeArmDay ArmDayGymToOffice CroppedHoodieArmDay',
    wellness:
      'HugYourselfArmDay ShoulderReleaseFlow ArmDayWristCircles ArmDayShakeItOut ArmDayChestOpener OverheadReachArmDay ArmDayFingerStretch PosturePauseArmDay',
    speed:
      'ArmDayCurlRace SixtySecondPushUps ShoulderTapsArmDay ArmDayPunchOut ArmCirclesBlitz ArmDayBookStack TowelWringArmDay BearCrawlArmDay',
    music:
      'ArmDayAirDrums CurlToTheBeat ArmDayAnthem ConductorArmDay ArmDayMaracas FlexOnTheChorusArmDay SignASongArmDay ClapGameArmDay',
    art: 'DrawYourBiceps ArmDayComic FlexPosePortrait BicepTattooDoodle ArmDayShadowPuppets PipeCleanerArmDay MuscleDiagramArmDay HandprintArtArmDay',
    tech: 'AIRatesMyArmDay BicepTimelapse ArmDayProgressPhotos ArmDaySlowMo FlexFilterArmDay SmartSpeakerArmDay TripodFreeArmDay RandomizerArmDay',
    pet: 'ArmDayTugOfWar CatSupervisesCurls BicepsAndBellyRubs FetchThrowArmDay BrushingTheDogArmDay FeatherWandArmDay ArmDayKittyCheerleader ArmDayRescueVolunteer',
    gaming:
      'ArmDayBossBattle BicepStatBoost ArmWrestlingTourney ArmDayRockPaperScissors PlankTicTacToeArmDay ThumbWarArmDay FlexSimonSaysArmDay PushUpPerLossArmDay',
  },
  'cold plunge': {
    dance:
      'IceBathShiverShuffle ColdPlungeWarmUpDance TowelTwirlColdPlunge PenguinColdPlunge FreezeFrameIceBath IceBathDiscoExit ColdPlungeConga FuzzySocksIceBath',
    fitness:
      'ColdPlungePostRun EarnYourPlunge ColdPlungeJumpingJacks HIITThenIceBath IceBathWarmUpJog ColdPlungeMobility TeamIceBathHuddle StretchAfterColdTherapy',
    funny:
      'ColdPlungeFaces DadVsIceBath ColdPlungeFirstTime ColdPlungeToeDip IceBathPepTalk PodcastVoiceIceBath ActCasualIceBath WhyWouldYouIceBath',
    prank:
      'SecretlyWarmIceBath DucksInTheColdPlunge ColdPlungeHypeSquad IceBathBubbleSwap TinyTowelColdPlunge FlamingoFloatIceBath ColdPlungeCocoaSurprise IceBathAnnouncer',
    educational:
      'ColdPlungeMythsVsFacts ColdPlungeSafetyRules IceBathThermometerTest IceBathGoosebumps WhyWeGaspIceBath NordicColdPlungeQuiz TeachMeColdTherapy SlowExhaleColdTherapy',
    cooking:
      'ColdPlungeCocoa PostPlungeGingerTea GummyBearIceBath FruitIceCubesColdPlunge ColdPlungeChiliWarmUp IceBathPorridge SnowConeColdPlunge GrilledCheeseIceBath',
    travel:
      'BathhouseColdPlunge ColdPlungeSpaDay ColdPlungeTravelKit ColdPlungePassport HotelHackIceBath ColdPlungeGymRecovery GuidedColdPlungeAbroad TryALocalColdPlunge',
    fashion:
      'ColdPlungeRobeFit PlungeToPuffer IceBathBeanieLook IceBathSlidesCheck HairWrapColdPlunge ColdPlungeMatchingSet CozySocksIceBath WarmLayersColdTherapy',
    speed:
      'ColdPlungeQuickChange FastestRobeOn IceBathCountdown IceBathBucketFill WetSocksColdPlunge ColdPlungeTowelDryDash LayerUpAfterColdPlunge ThirtySecondIceBath',
    music:
      'IceBathHumAlong ColdPlungeHypeSong ChatteringTeethBeat OneChorusIceBath BrrrRemixColdPlunge ColdPlungeCozyPlaylist IceBathDrumroll SingInTheIceBath',
    art: 'ColdPlungeComic FrostPatternPainting IceBathSelfPortrait MeltArtColdPlunge IceBathDiorama PaperSnowflakeIceBath BlueToneColdPlunge ColdPlungeCollage',
    tech: 'HeartRateVsColdPlunge IceBathTimeLapseMelt StreakTrackerIceBath ColdPlungeReactionCam AppGuidedIceBath FaceFilterIceBath ColdPlungeVoiceNote ColdPlungeDataChart',
    pet: 'SummerPupCoolDown DogJudgesMyIceBath ColdPlungeCatReaction ColdPlungeHoundGreeting ColdPlungeCuddleWarmUp WatchdogColdPlunge IceBathPetSupervisor KittenStealsIceBathTowel',
    gaming:
      'ColdPlungeBoardGame IceBathRageQuit ColdPlungeSafetyTrivia ColdPlungeCozyCardDuel TrophyUnlockedIceBath RespawnAfterAnIceBath GuessTheColdPlungeMyth CharadesInIceBathRobes',
  },
  'dance battle': {
    fitness:
      'DanceBattleSweatOff CypherBurpeeRounds FreezeHoldDanceBattle DanceBattleWarmUp DanceOffStepCount NonstopDanceOff JumpRopeDanceOff DanceBattleLegBurn',
    funny:
      'DanceBattleVsGrandma DanceBattleInSlowMo OfficeCypherShowdown DishesDanceOff SportsCasterDanceOff RemotePauseDanceOff SilentDanceBattle FormalWearDanceOff',
    prank:
      'SurpriseDanceBattle DanceOffWakeUpCall DanceBattleMidSentence DanceBattleScoreCards BackupCrewDanceOff CopycatDanceBattle GrandpaStartsDanceOff DanceBattleFoilTrophy',
    educational:
      'DanceBattleVocabQuiz DanceBattleFreezeLesson JudgeTheDanceOff GuessTheStyleDanceOff EightCountDanceOff DanceOffRoundRules HipHopRootsDanceBattle DanceBattleEtiquette',
    cooking:
      'DanceBattleCookOff DanceBattleVictoryCake BlockPartyBurgerStack DanceOffWhileItBakes PizzaSpinDanceOff DanceBattlePopcornBar SaladTossDanceOff SmoothieShakeDanceOff',
    travel:
      'DanceBattleAtLandmarks CampsiteDanceBattle BeachDanceBattle DanceOffPenPals PicnicDanceOff DanceBattleOnHoliday PackedSuitcaseDanceOff DanceBattleFestivalTrip',
    fashion:
      'DanceBattleFitCheck DanceBattleOutfitDuel CypherStreetwearLook BucketHatDanceBattle TrackSuitDanceOff DanceOffDressCode CrewColorsDanceBattle DanceBattleSneakerPick',
    wellness:
      'DanceBattleCooldown DanceBattleNerveReset PostCypherStretch DanceOffHugItOut KindWordsDanceBattle NoLosersDanceOff SlowBreathsDanceOff DanceBattleDiary',
    speed:
      'DanceBattleLightningRound TenSecondDanceBattle FastestFreezeWins SpeedUpSongDanceOff DanceBattleTagTeam DanceBattleRelay QuickCopyDanceOff DanceOffBuzzerBeater',
    music:
      'DanceBattleBeatDrop CypherBreakbeatJam BeatboxDanceBattle DanceBattleGenreSwitch DanceOffDJPick PotsAndPansDanceOff LyricFreezeDanceOff DanceBattleAnthem',
    art: 'DanceBattlePoseSketch DanceBattleStopMotion CypherGestureDrawing DanceOffLightPainting ChalkCircleDanceBattle DanceBattleFlyer GraffitiLetterDanceOff ShadowDanceOff',
    tech: 'DanceBattleSplitScreen DanceBattleSlowMo FreezeFrameCamTrick CloneYourselfDanceOff VideoCallDanceOff DanceBattleAIJudge RewindEffectDanceOff DanceOffBeatSyncApp',
    pet: 'PetDanceBattle ZoomiesCypher CatJudgesDanceOff DanceOffForTreats SpinTrickDanceBattle PlayBowDanceOff TailWagDanceBattle DanceOffWithMyPup',
    gaming:
      'DanceBattleEmoteOff DanceBattleBracket CypherRhythmGameDuel FreezeDanceOff DiceRollDanceBattle StyleCardDanceOff DanceBattleBossRound CharadesDanceOff',
  },
  'line dance': {
    fitness:
      'LineDanceLegDay BootScootBurn LineDanceSweatSession LineDanceStepCount WorkoutMovesLineDance LowImpactLineDance HalfHourLineDance LineDancingPlankBreak',
    funny:
      'LineDanceInSlippers OutOfLineDance DadVsBootScoot ToddlerLineDance SmallKitchenLineDance ForgotTheLineDance LineDanceToOpera VideoCallLineDance',
    prank:
      'LineDanceFlashMob YeeHawWakeUpCall LineDanceBehindYou MandatoryLineDanceClass WrongStepsLineDance LineDanceMusicSwap StickyNoteLineDance GrandmaLineDanceCameo',
    educational:
      'NameThatLineDance LearnALineDanceStep LineDanceWordsQuiz LineDanceAroundTheWorld QuarterTurnLineDance CountToEightLineDance LineDanceCallerCues TeachAKidALineDance',
    cooking:
      'LineDancePotluck HoedownChiliCookOff LineDanceBootCookies LineDanceSweetTea StepAndStirLineDance CornbreadLineDance PeachCobblerLineDance LineDancePieSocial',
    travel:
      'LineDancePassport CountyFairLineDance RodeoTripLineDance LineDanceOnTheBeach CommunityHallLineDance BarnLineDance LineDanceBootsPacked HometownLineDanceTour',
    fashion:
      'LineDanceFitCheck StompInStyle CowboyBootsLineDance FringeJacketLineDance DoubleDenimLineDance LineDanceBeltBuckle LineDanceBandana PlaidShirtLineDance',
    wellness:
      'StompOutStress LineDanceWithGrandma LineDanceBalanceBoost GentleLineDanceWarmUp BrainGymLineDance JoinALocalLineDance LineDanceDeepBreaths BarefootLineDance',
    speed:
      'LineDanceDoubleTime FastestBootScoot HatsOnLineDanceRace LineDanceSpeedLearn LineDanceTempoClimb HeelToeLineDanceSprint LineDanceQuickTurns LightningLineDance',
    music:
      'LineDanceFiddleJam StompClapChorus LineDanceGenreSwap SpoonsRhythmLineDance LineDanceKaraoke WriteALineDanceSong YodelLineDance LineDanceCallerRap',
    art: 'LineDanceFootprints SketchTheLineDance PaintYourCowboyBoots LineDanceStepDiagram PaperDollLineDance LineDanceQuiltSquare HatCraftLineDance PhotoStripLineDance',
    tech: 'AIWritesALineDance CloneYourLineDance LineDanceMirrorMode HalfSpeedLineDance LineDanceGridEdit WideAngleLineDance TimeLapseLineDanceParty LineDanceSpeakerSync',
    pet: 'DogJoinsTheLineDance CatJudgesMyLineDance LineDanceHeelWalk PuppyShuffleLineDance LineDanceTreatTrail FurryFriendsLineDance WaggingTailsLineDance LineDanceZoomies',
    gaming:
      'LineDanceSimonSays HoedownHighScore LineDanceTelephone LineDanceMemoryGame RollTheDiceLineDance MusicalStatuesLineDance LineDanceTeamFaceOff PickAStepLineDance',
  },
  'belly dance': {
    fitness:
      'HipDropBurn BellyDanceAbBlast SnakeArmsBellyDance FullSongBellyDance TipToeBellyDance BellyDanceWarmUp BellyDancingStreak ShimmySquatBellyDance',
    funny:
      'DadTriesBellyDance BellyDanceBloopers ShimmyForSnacks RobotBellyDance BellyDanceInAPuffer JingleChoresBellyDance BellyDanceVsToddler OfficeChairBellyDance',
    prank:
      'BellyDanceDinnerEntrance SecretBellyDanceBackup SneakyShimmy BellyDanceRingtone BellyDanceScarfSneak ZillsWakeUpBellyDance FamilyBellyDanceClass BellyDanceGrandmaCameo',
    educational:
      'BellyDanceRootsQuiz BellyDanceHipCircle NameThatBellyDanceMove DoumTekBellyDance BellyDanceStylesMap CountAlongBellyDance IsolationsBellyDance BellyDanceFactOrFiction',
    cooking:
      'BellyDanceMezzeNight BellyDanceDateBites BellyDanceMintLemonade PitaPocketBellyDance CoinCookiesBellyDance HummusSwirlBellyDance TabboulehBellyDance BellyDancePotluck',
    travel:
      'BellyDanceStudioVisit ScarfHuntBellyDance CulturalFairBellyDance BellyDanceWorkshopTrip BellyDanceCarryOn BeachShimmyBellyDance CityWalkBellyDance BellyDanceRoadTripMix',
    fashion:
      'BellyDanceGlowUp TieABellyDanceScarf JingleWhenYouWalk BellyDanceVeilStyle FlowySkirtBellyDance BellyDanceBangles JewelTonesBellyDance BellyDanceDIYCoins',
    wellness:
      'BellyDanceBodyLove ShimmyItOff LowerBackBellyDance BellyDanceMeditation BellyDanceMoodBoost FriendsNightBellyDance SlowWaveBellyDance BellyDanceJournal',
    speed:
      'FastestShimmy BellyDanceBeatTheDrum BellyDanceScarfRace BellyDanceTempoRise BellyDanceQuickSwitch HipDropsIn30BellyDance CallAndCopyBellyDance SpeedMirrorBellyDance',
    music:
      'BellyDanceDrumSolo BellyDanceCymbalJam PlayYourHipScarf ClapAlongBellyDance BellyDanceToPop HumTheMelodyBellyDance TambourineBellyDance SlowSongBellyDance',
    art: 'SketchTheShimmy BellyDanceLightTrails BellyDanceCoinCraft BellyDanceMandalaArt BellyDanceMosaic SequinArtBellyDance FabricSwirlBellyDance PosePortraitBellyDance',
    tech: 'BellyDanceSlowMo AIRatesMyBellyDance CaptionedBellyDance FlashlightBellyDance BellyDanceLoopEdit BellyDanceSplitDuet BellyDanceOnVideoCall TutorialMakerBellyDance',
    pet: 'PetsRateMyBellyDance BellyDanceDuetWithDog KittenWatchesBellyDance PuppySpinBellyDance BellyDanceZoomies BellyDanceCuddleBreak BellyDanceTreatTime FeatherToyBellyDance',
    gaming:
      'ShimmyHighScore BellyDanceOnEveryWin BellyDanceCharades BellyDanceRhythmGame PassTheScarfBellyDance RollAMoveBellyDance BellyDanceTournament CopyChainBellyDance',
  },
  'van life': {
    dance:
      'CampervanShuffle VanLifeTinyDanceFloor LowCeilingVanLife SlidingDoorVanLife VanLifeSunsetSway VanLifeTwoStep KitchenBoogieVanLife FairyLightsVanLife',
    fitness:
      'VanLifeYoga CampervanStretch ResistanceBandVanLife VanLifeTrailRun CampsiteCircuitVanLife WaterJugCurlsVanLife VanLifeStepUps BeachSprintsVanLife',
    funny:
      'VanLifeExpectations VanLifeOutfitChange WhereDidIPutItVanLife BumpMyHeadVanLife RainyDayVanLife OneCupDishesVanLife CampervanCouplesPOV GrandmaVisitsVanLife',
    prank:
      'SurpriseVanMakeover VanLifeWelcomeNote VanLifeFairyLightsReveal DashboardDucksVanLife PosterViewVanLife PlushieInTheCampervan VanLifeMysteryStop CampervanSecretSnacks',
    educational:
      'VanLifeSolarMath VanLifeKnotTying LeaveNoTraceVanLife LitersPerDayVanLife PaperMapVanLife CampervanTireCheck WeekBudgetVanLife VanLifeStarGazing',
    cooking:
      'VanLifeOnePotMeal CampervanBreakfast NoCookVanLife TinyCounterVanLife VanLifeSaladJar PourOverVanLife VanLifeSandwichBar PicnicTableVanLife',
    fashion:
      'VanLifeCapsule VanLifeFitCheck FlannelSeasonVanLife OneHookClosetVanLife CampervanCozyKnits TrailToTownVanLife PackableJacketVanLife VanLifeLaundromat',
    wellness:
      'VanLifeSlowMorning BackDoorsVanLife VanLifeJournal DeclutterVanLife RainOnTheRoofVanLife VanLifeGratitudeList SunsetPhoneOffVanLife BarefootGrassVanLife',
    speed:
      'VanLifePackUpRace VanLifeSetupSpeedrun CampervanBedRace FiveMinuteTidyVanLife BeatTheRainVanLife CurtainsClosedVanLife HammockHangVanLife VanLifeDishDash',
    music:
      'SingAlongVanLife UkuleleVanLife VanLifeJingle GuessTheSongVanLife VanLifeKaraokeNight CampMugDrumsVanLife VanLifeCampsiteHarmonies CampervanPlaylistSwap',
    art: 'DrawYourDreamVanLife CardboardCampervan VanLifeWindowView VanLifeStickerDesign VanLifePostcardArt ScrapbookVanLife DoorFrameVanLife VanLifeRouteMap',
    tech: 'OfflineMapsVanLife VanLifePowerBank StarAppVanLife VanLifeSignalHunt PanoramaVanLifeTour VanLifeQRGuestbook CampsiteFinderVanLife SolarChargerVanLife',
    pet: 'VanLifeKittyWindowSeat PetVanTour VanLifePetCorner NewSmellsVanLife ShadeCheckVanLife VanLifeWoofReview PuppyFirstNightVanLife CampervanCuddles',
    gaming:
      'VanLifeCardGames LicensePlateVanLife TinyTableVanLife CornholeVanLife VanLifeDominoes CampervanCharades VanLifeGuessWhere StoryDiceVanLife',
  },
  'weekend getaway': {
    dance:
      'GetawayDanceMontage CabinDiscoGetaway SuitcaseShuffleGetaway GetawayPorchTwoStep GetawaySunsetSalsa KitchenWaltzGetaway MoonlightTangoGetaway PajamaPartyGetaway',
    fitness:
      'WeekendGetawayHike GetawayMorningRun CabinYoga TowelWorkoutGetaway GetawayBikeTrail TwentyKStepsGetaway BeachCircuitGetaway ParkBenchGetaway',
    funny:
      'WeekendGetawayOverpacking GetawayExpectations FortyEightHourChaos NapOnlyGetaway ForgotSomethingGetaway RainedOutGetaway SundayScariesGetaway TinyRoomGetaway',
    prank:
      'SurpriseWeekendGetaway GetawayRevealBox TowelAnimalGetaway GetawaySuitcaseNote GetawayFakeItinerary SecretPlaylistGetaway SignAtArrivalGetaway PillowFortGetaway',
    educational:
      'GetawayLocalWords GetawayBirdSpotting GetawayPlaqueHunt GetawayMuseumQuiz TreeIDGetaway RegionalDishGetaway BudgetMathGetaway TownLegendGetaway',
    cooking:
      'GetawayCabinDinner WeekendGetawayBrunch FarmersMarketGetaway GetawayPicnicBasket GetawaySnackBag RecreateTheGetawayDish KettleOnlyGetaway LocalBakeryHuntGetaway',
    fashion:
      'GetawayCapsule OneBagGetaway TravelDayFitGetaway CabinCoreGetaway GetawayOutfitRepeat MatchingPajamasGetaway DateNightGetawayLook GetawayScarfStyling',
    wellness:
      'WeekendGetawayUnplug CabinSlowMorning GetawayJournalPrompts ForestWalkGetaway SleepInGetaway TeaOnThePorchGetaway GetawaySelfCareKit SunsetSitGetaway',
    speed:
      'WeekendGetawayPackRace WeekendGetawaySpeedrun UnpackInFiveGetaway CheckOutDashGetaway LoadTheCarGetaway GetawayPhotoBlitz TenSightsGetaway GetawayGroceryGrab',
    music:
      'WeekendGetawayBuskerHunt CabinAcoustic LocalBandGetaway PorchHarmonyGetaway GetawayTripAnthem GetawaySoundDiary KaraokeNightGetaway VinylShopGetaway',
    art: 'GetawayPhotoDiary CabinWatercolor GetawayPostcardDoodle PressedFlowerGetaway GetawayTicketCollage SketchTheViewGetaway GetawayMapArt PebblePaintingGetaway',
    tech: 'GetawayPanorama GetawayOneSecondADay GetawayAIPlanner GetawayVlogEdit SharedAlbumGetaway PortraitModeGetaway SplitBillAppGetaway WeatherRadarGetaway',
    pet: 'PetWeekendGetaway GetawayWithMyDog WelcomeHomeGetaway PuppyFirstGetaway GetawayPackedToys KittySitterGetaway TrailSniffsGetaway GetawayNapSpots',
    gaming:
      'WeekendGetawayGameNight GetawayScavengerHunt CabinPuzzleGetaway MiniGolfGetaway GetawayArcadeRun RiddlesOnTheGetaway TwentyQuestionsGetaway GetawayCardDuel',
  },
  'solo travel': {
    dance:
      'DanceLikeNoOneKnowsYou SoloTripShuffle SoloTravelerStrut SelfTimerSoloTrip SalsaClassSoloTrip SoloTravelTwirl BeachSwaySoloTrip StreetMusicSoloTrip',
    fitness:
      'SoloTripCityRun HostelRoomWorkout WalkingTourSoloTrip BackpackSquatsSoloTrip SoloTravelStepGoal YogaClassOnMySoloTrip SoloTripStretchBreak SoloTravelGymDayPass',
    funny:
      'TableForOnePlease SoloTripSelfieFails SoloTravelerNarrator SoloTripSelfTalk LostAgainSoloTrip SoloTravelTripodWoes MomTextsSoloTrip WhoHoldsMyBagSoloTrip',
    prank:
      'SoloTravelerSneaksHome SoloTravelGiftForMom WeirdestSoloTripSouvenir CardboardMeSoloTrip SillyPostcardSoloTrip SoloTripSnackParcel SoloTripDadJokeTexts TeddyTourSoloTrip',
    educational:
      'SoloTripBudgetMath LearnFiveLocalPhrases SoloTravelSafetyCheck SoloTripCurrencyQuiz MetroMapSoloTrip SoloTravelerEtiquette TippingRulesSoloTrip HistoryWalkSoloTrip',
    cooking:
      'HostelKitchenHero SoloTripSouvenirRecipe SoloTravelerPicnic CookingClassSoloTrip StreetFoodSoloTrip SnackRankSoloTrip InstantNoodleSoloTrip SoloTripMarketBreakfast',
    fashion:
      'SoloTripCapsule OneBagTenOutfits SoloTravelerFitCheck AirportLookSoloTrip SlingPackSoloTrip ThriftAbroadSoloTrip SoloTravelerLayers NeutralPaletteSoloTrip',
    wellness:
      'SoloTripJournal DateYourselfAbroad SoloTravelGratitude BenchMomentSoloTrip LonelyDaySoloTrip BookshopSoloTrip SoloTripSlowDay CallHomeSoloTrip',
    speed:
      'SoloTravelCityInADay FastestHostelCheckIn TenMinuteSoloTripPack PhotoHuntOnASoloTrip SoloTravelPhraseBlitz SoloTravelPostcardRush SortMySoloTravelCarryOn SoloTravelerQuickLunch',
    music:
      'SoloTripSoundtrack BuskerHuntAbroad SoloTravelerKaraoke SoloTripSongPerCity LocalRadioSoloTrip StreetPianoSoloTrip FolkTuneSoloTrip HeadphonesOffSoloTrip',
    art: 'SoloTravelSketchbook SoloTripSelfPortrait OneSketchPerCity TicketStubSoloTrip CafeDoodleSoloTrip SoloTravelerPhotoWalk MapCollageSoloTrip DrawYourHostelSoloTrip',
    tech: 'TripodSelfieSetup SoloTravelFamilyCheckIn TranslateAppSoloTrip OfflineMapsSoloTrip SoloTripHyperlapse SoloTripVoiceDiary SoloTripExpenseLog PhotoBackupSoloTrip',
    pet: 'SoloTravelWithMyDog SoloTripCatCam PetWelcomesMeHome SitterNoteSoloTrip SoloTripPupPostcard VideoCallKittenSoloTrip SoloTravelerToyHaul FurbabyGiftFromSoloTrip',
    gaming:
      'SoloTravelSkillTree OpenWorldSoloTrip SideQuestsOnly SoloTripAchievements ChessInTheParkSoloTrip GameCafeSoloTrip SoloTripLootHaul MiniMapSoloTrip',
  },
  'digital detox': {
    dance:
      'DanceLikeNoOnesFilming UnpluggedDiscoNight AirplaneModeBoogie RadioOnlyDigitalDetox FreestyleScreenFree SlowWaltzOffline LivingRoomUnplugged PhoneFreeShuffle',
    fitness:
      'DigitalDetoxHike PhoneFreeRun ScrollLessSquatMore OfflineBikeRide UnplugAndStretch JumpRopeNoPhone GardenWorkoutOffline SunriseYogaScreenFree',
    funny:
      'PhantomBuzzCheck NoPhoneWhoDis DigitalDetoxDayOne GrandpaExplainsOffline AskDirectionsOffline MapMeltdownOffline WhatTimeIsItNoPhone LandlineCallOffline',
    prank:
      'WifiNamedGoOutside UnplugDinnerSurprise DigitalDetoxPicnicInvite PasswordRiddleOffline PhoneBedtimeUnplugged GameNightTrapOffline PaperTextsOffline SnailMailOffline',
    educational:
      'GuessMyScreenTimeOffline LearnASkillOffline LibraryDayUnplugged PaperDictionaryOffline MentalMathOffline MemorizeNumbersOffline FindNorthOffline ScreenFreeFactHunt',
    cooking:
      'PaperCookbookOnly UnpluggedBakeDay PhoneFreeFamilyFeast RecipeCardSwapOffline CookFromMemoryOffline HandWhiskUnplugged SlowBreakfastNoPhone PicnicPackedOffline',
    travel:
      'DigitalDetoxCabin PaperMapOnly OfflineRoadTrip AskALocalOffline TrainRideOffline PostcardsOffline GuidebookUnplugged CampingUnplugged',
    fashion:
      'DigitalDetoxFitCheck WristwatchNotPhone MirrorOnlyOffline ThriftStoreOffline SketchYourOutfitOffline ScreenFreeSundayBest UnpluggedPicnicLook PaperLookbookOffline',
    speed:
      'PhoneFreeHourSprint AirplaneModeBlitz TidyUpRaceOffline DictionaryHuntOffline TenTasksUnplugged PuzzleDashOffline ScreenFreeChoreRush NoPhoneGetReady',
    music:
      'UnpluggedAcousticSet PhoneFreeSingalong OpenMicGoneOffline RecordPlayerOffline RadioDialOffline PotsAndPansUnplugged HumFromMemoryOffline MixtapeOffline',
    art: 'DrawInsteadOfScroll UnpluggedArtHour PhoneFreeDoodle MagazineCollageOffline PaintByNumbersUnplugged SidewalkChalkOffline LeafPrintsOffline HandLetteringOffline',
    tech: 'DigitalDetoxFlipPhone AirplaneModeAllDay GrayscaleScreenTest AppTimerUnplugged SilenceAlertsOffline OldCameraOffline AlarmClockNoPhone CDPlayerUnplugged',
    pet: 'PhoneFreeWalkies UnpluggedFetch CatApprovedDetox PetCuddleHourOffline NoPhoneTrickTraining DogParkUnplugged FurBrushOffline KittenPlayUnplugged',
    gaming:
      'UnpluggedGameNight PhoneFreeCardDuel DiceNotDevices JigsawOffline BackyardTagOffline PenAndPaperRPGOffline CharadesOffline SudokuOffline',
  },
  'mental health': {
    dance:
      'MentalHealthDanceBreak MentalHealthShakeOut KitchenDiscoTherapy JoyJigMentalHealth SwayForMentalHealth FreestyleMentalHealth DuetForMentalHealth MentalHealthTwirl',
    fitness:
      'MentalHealthWalk MentalHealthMile MoveForYourMind YogaForMentalHealth SunshineMentalHealth BikeRideMentalHealth GardeningMentalHealth StretchMentalHealth',
    funny:
      'MentalHealthDayPOV LaughYogaAttempt MentalHealthDadJokes SillyFaceMentalHealth MentalHealthMemeSwap BloopersMentalHealth SnortLaughMentalHealth MentalHealthCatVideos',
    prank:
      'MentalHealthCareDrop SurpriseKindNote MentalHealthDayTreat HypeTextMentalHealth FlowersMentalHealth ChoresDoneMentalHealth MirrorMessageMentalHealth MentalHealthHugCoupon',
    educational:
      'MentalHealthMythOrFact MentalHealthFirstAid AskTwiceMentalHealth FiveSensesMentalHealth EmotionWordsMentalHealth SleepFactsMentalHealth BellyBreathMentalHealth MentalHealthTermsQuiz',
    cooking:
      'MentalHealthBakeBreak MentalHealthSoupSwap MoodBoostingSnacks ComfortMealMentalHealth TeaRitualMentalHealth CookTogetherMentalHealth SmoothieMentalHealth MentalHealthPicnic',
    travel:
      'MentalHealthDayTrip QuietPlacesTour MentalHealthParkHop SunriseSpotMentalHealth BeachWalkMentalHealth NewCafeMentalHealth HikeForMentalHealth LibraryMentalHealth',
    fashion:
      'MentalHealthGreenFit MentalHealthTeeDesign DressForYourMood CozyLookMentalHealth RibbonPinMentalHealth ThriftSwapMentalHealth BrightColorsMentalHealth PajamaDayMentalHealth',
    speed:
      'MentalHealthMinute MentalHealthBreather QuickMoodCheck FiveThingsMentalHealth TidyDeskMentalHealth PowerWalkMentalHealth GratitudeRushMentalHealth TenSighsMentalHealth',
    music:
      'MentalHealthAnthem MentalHealthHumBreak SongThatGotMeThrough SingItOutMentalHealth LullabyMentalHealth KaraokeMentalHealth CalmPlaylistMentalHealth MentalHealthGuitarStrum',
    art: 'MentalHealthDoodle MentalHealthArtJournal DrawYourFeelings ColoringPageMentalHealth MandalaMentalHealth PinchPotMentalHealth MoodCollageMentalHealth KindRocksMentalHealth',
    tech: 'MentalHealthPhoneFree ScreenTimeReveal MoodTrackerMentalHealth WallpaperMentalHealth VoiceJournalMentalHealth RemindersMentalHealth UnfollowMentalHealth FocusModeMentalHealth',
    pet: 'PetsForMentalHealth MentalHealthDogWalk CatPurrTherapy PuppyCuddlesMentalHealth KittenNapMentalHealth FishTankMentalHealth ShelterVisitMentalHealth PawHoldMentalHealth',
    gaming:
      'MentalHealthCozyGame MentalHealthLevelUp WholesomeQuestNight JigsawMentalHealth CoOpMentalHealth CrosswordMentalHealth CheckpointMentalHealth CharadesMentalHealth',
  },
  'speed typing': {
    dance:
      'SpeedTypingFingerDance BackspaceBoogieWPM VictoryWiggleWPM ShoulderShimmyWPM TypeAndSwayWPM DeskDiscoWPM SpeedTypingHeadBop KeyboardConductorWPM',
    fitness:
      'SpeedTypingFingerWorkout SpeedTypingWristStretch DeskPushUpsWPM SquatBetweenRacesWPM PlankAndTypeWPM ShoulderRollsWPM WPMStepBreak WallSitWPM',
    funny:
      'SpeedTypingFaces SpeedTypingTypos TypingSoundsASMR TwoFingerTypistWPM TypeWithMittensWPM ReadMyMessWPM CapsLockYellingWPM WPMGrandmaBattle',
    prank:
      'SpeedTypingKeySwap SpeedTypingAutocorrect FakeWorldRecordWPM SecretSpeedsterWPM MimeTypistWPM WPMDeskNote TypewriterSoundWPM ToyKeyboardWPM',
    educational:
      'SpeedTypingHomeRow TouchTypingLesson QuickBrownFoxWPM WhyQwertyWPM TypeTheCapitalsWPM SpellingBeeWPM PeriodicTableWPM WPMMathCheck',
    cooking:
      'SpeedTypingRecipeCard SpeedTypingKeycapCookies WPMBrainFood TypeWhileItBakesWPM ChocolateKeyboardWPM DeskLunchWPM SnackRewardWPM WPMTrailMix',
    travel:
      'SpeedTypingOnATrain WPMInEveryCafe LibraryWPMTour TravelJournalWPM GateWaitWPM SpeedTypingLayoverLog HotelDeskWPM ParkBenchWPM',
    fashion:
      'SpeedTypingNails SpeedTypingDeskFit KeycapColorMatchWPM WPMHoodieSeason FingerlessGlovesWPM BlueLightGlassesWPM WPMRingStack RetroTypistLookWPM',
    wellness:
      'SpeedTypingWristCare SpeedTypingPosture MindfulTypingBreak EyeRestWPM DeepBreathBeforeWPM HandMassageWPM TypeYourGratitudeWPM StretchBetweenRacesWPM',
    music:
      'SpeedTypingBeat SpeedTypingToMusic TypeTheLyricsWPM ClackRemixWPM TypewriterSymphonyWPM LoFiRaceWPM WPMPlaylist NameThatTuneWPM',
    art: 'SpeedTypingAsciiArt TypewriterPortrait EmojiMosaicWPM FontDesignWPM TypographyPosterWPM WordCloudWPM ConcretePoemWPM WPMDoodleBreak',
    tech: 'SpeedTypingKeyboardTest SpeedTypingSetup PhoneVsLaptopWPM DictationVsWPM ShortcutKeysWPM OneHandedWPM SwipeTypeWPM WPMScreenRecord',
    pet: 'CatOnTheKeyboard DogRestsOnFeetWPM PetBioWPM BreedListWPM PupWaitsForWalkWPM TreatPerRecordWPM LapKittenWPM FurryAudienceWPM',
    gaming:
      'SpeedTypingBattle TypingGameHighScore TypeTheZombiesWPM WPMTournamentBracket WPMWordChain WPMHangman BlindfoldTypeWPM FriendsLeaderboardWPM',
  },
};
