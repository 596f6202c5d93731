import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  midnight: {
    dance:
      'MidnightMoonwalk WaltzTillMidnight MidnightPajamaShuffle TiptoeMidnightTango SilentMidnightDisco MidnightCountdownDrop MidnightKitchenBoogie FreezeAtMidnight',
    fitness:
      'PlankIntoMidnight StepGoalBeforeMidnight MidnightSnackSquats MoonSalutesAtMidnight 12BurpeesAtMidnight MidnightFridgeLunges QuietMidnightWorkout CalfRaisesTillMidnight',
    prank:
      'MidnightTeddyParty AllClocksSayMidnight MidnightCookieFairy FakeMidnightCountdown GlowStarsByMidnight StickyNotesAtMidnight MidnightBalloonDoor MidnightSockSwap',
    educational:
      'IsMidnightAMOrPM WhereIsItMidnightNow FindTheMidnightSun SecondsToMidnightMath MidnightBlueVsNavy NameAStarAtMidnight MidnightAnimalQuiz MidnightInFiveLanguages',
    cooking:
      'MidnightMugCake SilentMidnightSnack MidnightRamenUpgrade LeftoverMidnightFeast MidnightCerealCombo MidnightFridgeRaid DunkACookieAtMidnight BreakfastAtMidnight',
    travel:
      'CatchTheMidnightTrain ChaseTheMidnightSun MidnightPackingPanic SkylineAtMidnight MidnightInANewCity BoardingAtMidnight MidnightTentStories MidnightMarketCrawl',
    fashion:
      'MidnightBlueFitCheck BallgownBeforeMidnight SequinsAtMidnight StarryMidnightNails MidnightPajamaGlowUp MidnightMoonEarrings NewYearsMidnightLook MidnightMasquerade',
    wellness:
      'MidnightGratitudeList PhoneDownByMidnight 7DayAsleepByMidnight MidnightBodyScan ChamomileAtMidnight MidnightStargazing MidnightWorryJar MoonBreathsAtMidnight',
    speed:
      'TenSecondsToMidnight MidnightSnackSpeedrun PajamaRaceAtMidnight BedByMidnightDash HomeworkDoneByMidnight GiftWrapBeforeMidnight MidnightPuzzleSprint CupStackToMidnight',
    music:
      'HumAMidnightLullaby WhisperSingAtMidnight MidnightGlassChimes MidnightCountdownSong MidnightBluesJam MidnightSerenade PotsAndPansAtMidnight AuldLangSyneAtMidnight',
    art: 'PaintTheMidnightSky OnlyMidnightBlue MidnightCityscape MidnightShadowPuppets DrawInTheDarkAtMidnight MidnightStarStencil GlowPaintAtMidnight MidnightOwlSketch',
    tech: 'MidnightSkyTimelapse LongExposureAtMidnight MidnightBirthdayText ScreenTimeAtMidnight ZoomOnTheMidnightMoon DoNotDisturbByMidnight MidnightPhotoDump MidnightCountdownWidget',
    pet: 'CatZoomiesAtMidnight MidnightBedHog HamsterAtMidnight MidnightMeowConcert MidnightFishTankGlow MidnightCuddlePile SnoringPupAtMidnight WhereIsMyPetAtMidnight',
    gaming:
      'MidnightPillowFortQuiz WerewolfAtMidnight CharadesTillMidnight LastGameBeforeMidnight MidnightStoryChain MidnightBingo BeatTheLevelByMidnight MidnightMysteryClues',
  },
  'small talk': {
    dance:
      'SmallTalkTwoStep MoonwalkOutOfSmallTalk SmallTalkLipSync ElevatorSmallTalkGroove SmallTalkSlowDance HandshakeNotSmallTalk AwkwardSmallTalkSway NodToTheSmallTalk',
    fitness:
      'PlankThroughSmallTalk WalkAndSmallTalk WeatherSmallTalkSquats SmallTalkPaceTest BurpeeIfYouSmallTalk SmallTalkStretchCircle LungeIntoSmallTalk SmallTalkWallSit',
    prank:
      'OnlySmallTalkForADay SmallTalkWithMySibling SmallTalkWithThePlant EchoTheirSmallTalk CueCardSmallTalk FormalSmallTalkAtDinner NameTagSmallTalk WhisperedSmallTalk',
    educational:
      'SmallTalkInSpanish FunFactSmallTalk SmallTalkAroundTheWorld SignLanguageSmallTalk SmallTalkWordOfTheDay RememberNamesSmallTalk CloudSpottingSmallTalk EyeContactSmallTalk',
    cooking:
      'SmallTalkCookies SmallTalkWhileItBakes TeaAndSmallTalk SmallTalkPotluck CanapesForSmallTalk NeighborPieSmallTalk SmallTalkSnackBoard LemonadeAndSmallTalk',
    travel:
      'SmallTalkWithALocal WindowSeatSmallTalk OneSmallTalkPerCity SmallTalkOnTheTrain PhrasebookSmallTalk HostelSmallTalk CampsiteSmallTalk SmallTalkWithATourGuide',
    fashion:
      'DressForSmallTalk SmallTalkTShirt SmallTalkNameTag BoldEarringSmallTalk HatThatStartsSmallTalk PocketSquareSmallTalk ThriftFindSmallTalk SmallTalkPinBadges',
    wellness:
      '7DaysOfSmallTalk BraveSmallTalkDare BreatheBeforeSmallTalk SmallTalkWithGrandma PhoneDownSmallTalk SmallTalkWithANeighbor SmileFirstSmallTalk SmallTalkOnAWalk',
    speed:
      '60SecondSmallTalk FastestSmallTalkExit NoPauseSmallTalk NameTenSmallTalkTopics SmallTalkLightningRound SmallTalkRelay OneFloorSmallTalk SpeedFriendingSmallTalk',
    music:
      'OperaSmallTalk ElevatorMusicSmallTalk SmallTalkRap SmallTalkDuet SmallTalkBallad AutotuneSmallTalk BarbershopSmallTalk SingYourSmallTalk',
    art: 'SmallTalkComic SpeechBubbleSmallTalk SmallTalkPortraits StickFigureSmallTalk SmallTalkPromptJar ZineOfSmallTalk BlindContourSmallTalk StickyNoteSmallTalk',
    tech: 'SmallTalkWithAChatbot VoiceAssistantSmallTalk EmojiOnlySmallTalk SmallTalkGroupChat VideoCallSmallTalk PredictiveTextSmallTalk SmallTalkTranslateApp SmallTalkByGIF',
    pet: 'SmallTalkWithMyCat DogParkSmallTalk PetVoiceoverSmallTalk BudgieSmallTalk FishTankSmallTalk HeadTiltSmallTalk SmallTalkAtTheVet SmallTalkTreatReward',
    gaming:
      'SmallTalkBingo SmallTalkCharades RollForSmallTalk NoWeatherSmallTalk SmallTalkHotPotato NPCSmallTalk TwoTruthsSmallTalk SmallTalkWouldYouRather',
  },
  'high five': {
    dance:
      'HighFiveHandJive HighFiveOnTheBeat SpinIntoAHighFive SecretHandshakeHighFive HighFiveConga LineDanceHighFive MoonwalkHighFive SlowMoHighFiveDuet',
    fitness:
      'PushupHighFive PartnerPlankHighFive JumpForAHighFive HighFiveEveryRep HighFiveBurpee HighFiveFinishLine LungeAndHighFive TwoPersonSitupHighFive',
    prank:
      'TooSlowHighFive HighFivePawPuppet InvisibleHighFive HighFiveDoorSign DecoyHandHighFive HighFiveThenHug HighFiveOnAStick FoamFingerHighFive',
    educational:
      'HighFiveTimesTables HighFiveAroundTheWorld LoudestHighFivePhysics HighFiveHandBones HighFiveSpellingBee AnimalsThatHighFive SignLanguageHighFive FactsForAHighFive',
    cooking:
      'HighFiveCookies PopcornGloveHighFive HighFiveHandPies HighFiveTasteTest ChefsKissOrHighFive EggCrackHighFive TeamBakeHighFive LunchboxHighFive',
    travel:
      'HighFiveMapPin HilltopHighFive StateLineHighFive LandingHighFive HighFiveEveryCountry HighFiveTheTourGuide FinishTheTrailHighFive PackedAndReadyHighFive',
    fashion:
      'HighFiveNailReveal HighFiveHandprintTee RingStackHighFive TwinFitHighFive HighFiveBraceletSwap HennaPalmHighFive FingerlessGloveHighFive GlowUpHighFive',
    wellness:
      'MorningMirrorHighFive HighFiveGratitude HighFiveBreathing HighFiveForSmallWins 7DayHighFiveHabit KindnessHighFive BedtimeHighFive HighFiveYourFamily',
    speed:
      'MostHighFivesInAMinute HighFiveRelay RunTheHighFiveTunnel HighFiveReflexTest HighFiveBeforeItDrops HighFiveComboSpeedrun FastestHighFiveLine BeatTheBuzzerHighFive',
    music:
      'HighFiveBodyPercussion CupSongHighFive PattyCakeHighFive HighFiveHarmony HighFiveOnTheChorus HighFiveDrumRoll BeatboxAndHighFive SingForAHighFive',
    art: 'TraceAHighFive HighFiveMural SaltDoughHighFive ZentangleHighFive HighFiveComicPanel HighFiveShadowArt PaintedPalmHighFive StickFigureHighFive',
    tech: 'SuperSlowMoHighFive HighFiveTransition VideoCallHighFive HighFiveSplitScreen HighFiveStopMotion HighFiveSoundEffect BackwardsHighFive SelfieTimerHighFive',
    pet: 'TeachYourDogAHighFive CatHighFiveAttempt HighFiveForATreat HighFiveBothPaws HighFiveBeforeWalkies ParrotHighFive HighFiveOrShake PuppyHighFiveSlowMo',
    gaming:
      'HighFiveOrDodge SimonSaysHighFive BossDefeatedHighFive HighFiveMemoryCombo HighFiveTag HighFiveCharades CheckmateHighFive CoopModeHighFive',
  },
  belly: {
    dance:
      'BellyDanceShimmy BellyRollWave HulaBellySway CoinScarfBellyDance BellyDanceVeilSpin TeachMomToBellyDance WiggleYourBelly BellyBumpTwoStep',
    fitness:
      'BellyDownSuperman BellyLaughCrunch CardioBellyDance ArmyBellyCrawl BellyToFloorBurpee BellyHulaHoopCount SnowAngelsOnYourBelly FromBellyToFeet',
    prank:
      'FakeBellyRumble ContagiousBellyLaugh SantaPillowBelly BellyPuppetWakeUp KangarooBellyPouch HungryBellyAnnouncer SqueakyBellyHug BellyBumpHello',
    educational:
      'WhyBelliesRumble BellyButtonFacts DigestionBellyMap FourBelliesOfACow ScienceOfABellyLaugh HowPenguinsBellySlide LabelTheBellyOrgans ButterfliesInYourBelly',
    cooking:
      'PorkBellyBao BellyWarmerSoup HappyBellyBowl RumblyBellySnack BellyButtonPasta BellyLaughPancakes SoothingBellyTea BigBellyBurrito',
    travel:
      'BellyBagPacking HungryBellyFoodTour BellyFlopOnAHotelBed HappyBellyMarketCrawl NoisyBellyOnTheFlight FollowYourBellyTrip BellyLaughCarRide PicnicBellyFeast',
    fashion:
      'StyleABellyBag BearBellyOnesie CoinBeltBellyDance ElasticWaistBellyFit SantaSuitBelly BellyLaughGraphicTee KnitABellyWarmer PenguinBellyCostume',
    wellness:
      'TeddyBellyBreathing DailyBellyLaugh GingerTeaForYourBelly ClockwiseBellyMassage ListenToYourBelly CalmTheBellyButterflies CatOnMyBellyNap SlowBitesHappyBelly',
    speed:
      'BellyCrawlRelay PenguinBellySlideRace FirstToBellyLaugh PatAndRubBellySpeedrun TenSecondBellyDrum BellyToBackRolls BellyFaceSpeedDraw PlankToBellyDrop',
    music:
      'BellyDrumCover BellyLaughRemix BellyRumbleBeat SingFromYourBelly BellyBongos HappyBellySong BigBellyYodel TambourineBellyDance',
    art: 'BellyFacePaint DrawAPotBellyPig BellyLaughCartoon PenguinBellyRocks BigBellyMonsterDoodle CottonBallBellyBunny FeltOwlBelly PaperPlateBellyBear',
    tech: 'BellyLaughSoundboard RecordYourBellyRumble LoopABellyDrum BellyBreathingAppTest BellyGiggleVoiceFilter AnimateABellyFace BellyFoodPhotoLog NapTimeBellyCamPOV',
    pet: 'BellyRubOrTrap BellyScratchKick BellyUpSleepers CountTheBellySpots RollOverShowYourBelly BunnyBellyFlop FluffiestBellyContest CatSnoozeOnMyBelly',
    gaming:
      'PassTheBellyBalloon BellyDrumSimonSays PillowBellySumo WhoseBellyRumbled BellyFaceCharades BellyButtonBingo BellyLaughStaredown HulaHoopBellyBattle',
  },
  'all nighter': {
    dance:
      'CoffeeMugAllNighterBop SleepyAllNighterShuffle AllNighterSunriseGroove AllNighterPillowDisco AllNighterWakeUpWiggle ZombieStompAllNighter OneMoreSongAllNighter YawnAndSwayAllNighter',
    fitness:
      'AllNighterJumpingJacks AllNighterDeskStretch AllNighterStudyPushups WalkOffTheAllNighter AllNighterYogaReset FlashcardPlankAllNighter YawnSquatAllNighter ChairDipsAllNighter',
    prank:
      'AllNighterRoomMakeover BalloonFloodAllNighter AllNighterFortBuild StickyNoteWallAllNighter SnowflakeWindowAllNighter AllNighterQuiltTuckIn AllNighterWelcomeBanner PaperChainAllNighter',
    educational:
      'WhyAllNightersFail SleepScienceAllNighter BodyClockAllNighter SkipTheAllNighter MeteorShowerAllNighter OwlsPullAllNighters AllNighterReadathon AllNighterPomodoro',
    cooking:
      'AllNighterSnackBoard DawnBreakfastAllNighter BrainFoodAllNighter AllNighterTrailMix AllNighterSmoothie OvernightOatsAllNighter PopcornAllNighter AllNighterPizzaBake',
    travel:
      'RedEyeFlightAllNighter AllNighterAtTheAirport SleeperTrainAllNighter AllNighterCampout AllNighterPackingPanic JetLagAllNighter AllNighterSunriseSpot HostelAllNighterStories',
    fashion:
      'AllNighterPajamaFit AllNighterUnderEyePatch OversizedHoodieAllNighter AllNighterSunglasses ZeroToFreshAllNighter AllNighterMessyBun SleepoverOnesieAllNighter CozySocksAllNighter',
    wellness:
      'AllNighterRecovery NoMoreAllNighters AllNighterNapPlan MorningSunlightAllNighter AllNighterHydrationCheck GentleYogaAllNighter EarlyBedtimeAllNighter AllNighterSleepReset',
    speed:
      'LastMinuteAllNighter AllNighterFlashcardBlitz AllNighterPuzzleSprint EarlyBirdBeatsAllNighter FinishTheBookAllNighter AllNighterTypingTest PlanAheadNoAllNighter HomeworkStackAllNighter',
    music:
      'AllNighterPlaylist AllNighterJam SunriseSongAllNighter AllNighterKaraoke LyricsByDawnAllNighter PianoPracticeAllNighter LofiAllNighterMix BeatMakingAllNighter',
    art: 'AllNighterMural SketchbookAllNighter AllNighterSelfPortrait DawnWatercolorAllNighter AllNighterComicStrip CoffeePaintingAllNighter AllNighterDoodleWall ClaySculptureAllNighter',
    tech: 'AllNighterTimelapse HackathonAllNighter AllNighterScreenTime AllNighterSleepTracker BuildAWebsiteAllNighter VideoEditAllNighter AllNighterPhotoDump PodcastAllNighter',
    pet: 'KittenJoinsMyAllNighter HamsterWheelAllNighter NewPuppyAllNighter AllNighterStudyBuddy DogJudgesMyAllNighter AllNighterPetCam AllNighterCatZoomies AllNighterLapWarmer',
    gaming:
      'AllNighterLANParty BoardGameAllNighter AllNighterBossFight AllNighterCampaign AllNighterPuzzleHunt TriviaAllNighter HideAndSeekAllNighter ToyAllNighterRoleplay',
  },
  'hall pass': {
    dance:
      'HallPassMoonwalk SneakyHallPassShuffle SpinTheHallPass HallPassFreezeFrame HallPassGrooveWalk LanyardTwirlHallPass HallPassDanceBreak ElectricSlideHallPass',
    fitness:
      'HallPassPowerWalk HallPassLunges HallPassStepCount HallPassStretchBreak RefillOnAHallPass TenSquatsForAHallPass BalanceTheHallPass HighKneesHallPass',
    prank:
      'HallPassAtHome HallPassForTheFridge HallPassCheckpoint BathroomHallPassSignOut RemoteOnAHallPass SiblingNeedsAHallPass NoSnacksWithoutAHallPass PlungerHallPass',
    educational:
      'AnswerForAHallPass HallPassFactOfTheDay HallPassMathProblem SpellingBeeHallPass HallPassInFrench PeriodicTableHallPass HallPassCapitalCities HaikuHallPass',
    cooking:
      'KitchenHallPass WoodenSpoonHallPass CookieJarHallPass HallPassToTasteTest GrabAndGoHallPassSnack HallPassLunchSwap HallPassPizzaFriday HallPassDishDuty',
    travel:
      'PassportIsMyHallPass FieldTripHallPass CampusTourHallPass DayOffHallPass HallPassLandmarkHunt HallPassLongWayRound HallPassToTheMuseum HallPassPicnic',
    fashion:
      'HallPassLanyardStyle BedazzledHallPass HallPassOOTD LockerMirrorHallPass SchoolUniformHallPass HallPassStrut HallPassSneakerCheck AccessorizeTheHallPass',
    wellness:
      'HallPassBreather HallPassMindfulWalk HallPassWaterBreak SelfCareHallPass RestYourBrainHallPass KindnessHallPass SunshineHallPass HallPassGratitudeNote',
    speed:
      'HallPassSpeedWalk HallPassBeforeTheBell ThreeMinuteHallPass HallPassRelay LockerComboHallPass FastestHallPassSignOut ObstacleCourseHallPass TiptoeHallPassDash',
    music:
      'HallPassDrumBeat HallPassJingle WhistleOnTheHallPass HallPassRap EchoSongHallPass MarchingBandHallPass HallPassKazoo HumAlongHallPass',
    art: 'DesignAHallPass HallPassMakeover HallPassDoodle HallPassComic KeychainHallPassCraft GiantCardboardHallPass PixelArtHallPass StickerBombHallPass',
    tech: 'DigitalHallPass HallPassQRCode HallPassTimerApp HallPassStopMotion SpreadsheetHallPassLog GreenScreenHallPass AIDesignedHallPass SlowMoHallPassStroll',
    pet: 'DogNeedsAHallPass CatFlapHallPass HallPassForWalkies PetChecksYourHallPass HallPassTreatToken HamsterMazeHallPass FetchTheHallPass HallPassCollarTag',
    gaming:
      'HallPassTriviaCard HallPassScavengerHunt HallPassCharades HallPassEscapeRoom RollDiceForAHallPass StealthModeHallPass LevelUpHallPass NPCHallPassGuard',
  },
  'postage stamp': {
    dance:
      'DanceOnAPostageStamp PostageStampStomp SquareDancePostageStamp VogueLikeAPostageStamp PostageStampShimmy PostageStampTapDance OnePostageStampSpin PostageStampFreeze',
    fitness:
      'PostageStampHIIT PostageStampMailWalk PostageStampToeGrip BalanceOnAPostageStamp PushupsOnAPostageStamp JumpToThePostageStamp PostageStampPlank HopscotchPostageStamps',
    funny:
      'PostageStampFaceSwap PostageStampSizedRoom PostageStampLickReaction UpsideDownPostageStamp ForeheadPostageStamp ParcelOfPostageStamps StrikeAPostageStampPose PostageStampPriceShock',
    prank:
      'SiblingOnAPostageStamp PostageStampEverything GiantPostageStampDoor PostageStampOnAPotato RarePostageStampReveal TinyLetterPostageStamp PostageStampFanMail PostageStampLunchNote',
    educational:
      'FirstEverPostageStamp PostageStampCountryQuiz PostageStampMath WhyPostageStampsHaveHoles MagnifyAPostageStamp WorldMapOfPostageStamps PenPalPostageStamp PostageStampTimeline',
    cooking:
      'PostageStampCookies EdiblePostageStamp PostageStampRavioli PostageStampPizzaBites PostageStampTeaSandwich FondantPostageStamp GingerbreadPostageStamp CrackerPostageStamp',
    travel:
      'OnePostageStampPerTrip LocalPostageStampHunt PostageStampJournal PostageStampSouvenir LandmarkPostageStamps PostageStampSizedIsland FarthestPostageStamp PackAPostageStampKit',
    fashion:
      'PostageStampEarrings PostageStampNailArt PostageStampPatches PostageStampTote DressLikeAPostageStamp VintagePostageStampPin SilkPostageStampScarf PrintedPostageStampTee',
    wellness:
      'PostageStampThankYou PenPalPostageStamp SnailMailPostageStamp PostageStampJournaling CalmPostageStampSort PostageStampForGrandma FutureSelfPostageStamp KindNotePostageStamp',
    speed:
      'PostageStampSortRace StickTenPostageStamps FastestPostageStampMailer PostageStampTweezerDash PostageStampMatchUp PostageStampCountdown OneMinutePostageStamp PeelAPostageStampClean',
    music:
      'SignedSealedPostageStamp PostageStampJingle SongOnAPostageStamp PostageStampPlaylist RapAboutAPostageStamp PostageStampAnthem SerenadeByPostageStamp PostageStampDrumroll',
    tech: 'PostageStampAIDesign PostageStampMacroShot ScanAPostageStamp PostageStampValueCheck DigitalPostageStamp AnimatedPostageStamp PixelPostageStamp PostageStampAlbumApp',
    pet: 'PostageStampPetWalk CatSitsOnPostageStamp PostageStampPawPrint BreedOnAPostageStamp DogDeliversPostageStamp PostageStampTreatHunt PuppyPostageStamp PostageStampKittenCam',
    gaming:
      'PostageStampMemoryGame GuessThePostageStamp PostageStampTradeOff PostageStampHunt SnapWithPostageStamps PostageStampTicTacToe SpotThePostageStampFake ISpyPostageStamps',
  },
  'side hustle': {
    dance:
      'DoTheSideHustle SideHustleShuffle SideHustleHappyDance DanceClassSideHustle ChaChingSideHustle SideHustleTwoStep DiscoSideHustle BuskerSideHustle',
    fitness:
      'DogWalkingSideHustle SideHustleStepCount SnowShovelSideHustle SideHustleLeafRake TeachYogaAsASideHustle CarWashSideHustle SideHustleSweatEquity SideHustleGardenDig',
    funny:
      'WorstSideHustleIdeas SideHustleFail MyDogsSideHustle GrandmasSideHustle SideHustlePOV TooManySideHustles SideHustleInfomercial MySideHustlesOnlyCustomer',
    prank:
      'SideHustlePitchToDad SideHustleCouponBook SideHustleTipJar ButlerSideHustle PantryShopSideHustle BusinessCardSideHustle SideHustleReceipt SiblingSideHustle',
    cooking:
      'BakeSaleSideHustle SideHustleLemonade MealPrepSideHustle SideHustleCupcakes SideHustleSnackBox SideHustleCostPerCookie DogTreatSideHustle BananaBreadSideHustle',
    travel:
      'SideHustleTripFund TourGuideSideHustle SideHustlePostcards SouvenirSideHustle SideHustleHouseSit TravelPhotoSideHustle SideHustleCityMap FarmersMarketSideHustle',
    fashion:
      'ThriftFlipSideHustle SideHustleTShirtPrint BraceletSideHustle SideHustleCEOFit TieDyeSideHustle SideHustleHairBows SneakerCleanSideHustle SideHustleClosetSale',
    wellness:
      'SideHustleBalance NoSideHustleSunday SideHustleSelfCare BathSaltSideHustle KindnessSideHustle HouseplantSideHustle SideHustleJournal UnplugFromTheSideHustle',
    speed:
      'OneHourSideHustle SideHustleSpeedrun FoldAndShipSideHustle SideHustleRushOrder SideHustleSellOut SideHustleCashCount ElevatorPitchSideHustle SetUpShopSideHustle',
    music:
      'BuskingSideHustle JingleForASideHustle BirthdaySongSideHustle SideHustleAnthem DJSideHustle SideHustleBeatMaker SideHustleRapPitch SideHustlePianoTutor',
    art: 'SideHustleCraftFair SideHustleLogoDesign SideHustleCommission ArtPrintSideHustle PetPortraitSideHustle SideHustleStickerShop HandmadeCardSideHustle CaricatureSideHustle',
    tech: 'SideHustleWebsite AppIdeaSideHustle SideHustleSpreadsheet TechSupportSideHustle VideoEditingSideHustle SideHustleProductPhotos CodingTutorSideHustle SideHustleQRCode',
    pet: 'PetSittingSideHustle DogWalkerSideHustle SideHustlePuppyTrainer CatBossOfMySideHustle FishFeedingSideHustle SideHustleBunnyCare SideHustleAnimalPhotos SideHustleLitterScoop',
    gaming:
      'SideHustleTycoon SideHustleBoardGame GuessMySideHustle SharkPitchSideHustle TradingCardSideHustle PlayShopSideHustle SideHustleLevelUp SideHustleDiceRoll',
  },
  'rain boots': {
    dance:
      'SingingInTheRainBoots RainBootStomp RainBootTapDance SplashDanceInRainBoots GumbootDance LineDanceInRainBoots PuddleHopRainBoots SquelchyRainBootGroove',
    fitness:
      'PuddleJumpsInRainBoots WellyThrowContest RainBootHike MarchInRainBoots RainBootObstacleCourse RainBootBalanceTest HighKneesInRainBoots RainBootStepGoal',
    funny:
      'WrongFeetRainBoots RainBootStuckInMud RainBootSquelchWalk LeakyRainBootFail RainBootsInTheSun DramaticRainBootEntrance RainBootsWithEverything ToddlerRainBootsPOV',
    prank:
      'NoteInTheRainBoots GooglyEyeRainBoots RainBootBouquet FakePuddleRainBoots RainBootsEverywhere TinyRainBootsForDad IndoorRainBootsDay RainBootsAtDinner',
    educational:
      'WhyRainBootsAreRubber SinkOrFloatRainBoot RainBootPuddleMath WaterCycleInRainBoots WormFactsInRainBoots CloudTypesInRainBoots RainBootsAroundTheWorld SpotFrogsInRainBoots',
    cooking:
      'RainBootSugarCookies HotCocoaAfterRainBoots RainBootMudPie RainBootSandwiches GummyWormRainBoots RainBootCakePops HarvestInRainBoots BerryPickingInRainBoots',
    travel:
      'RainBootPackingHack LondonInRainBoots RainBootFestivalMud RainBootFarmVisit CampingInRainBoots RainBootPicnic ForestWalkRainBoots ZooDayInRainBoots',
    wellness:
      'RainBootMindfulWalk InnerChildRainBoots ForestBathingRainBoots RainBootGardenTime RainBootReflections RainBootsOffCozyUp PuddleJoyInRainBoots DeepBreathsInRainBoots',
    speed:
      'RaceInRainBoots RainBootKickOff RainBootPairMatch TenPuddlesInRainBoots RainBootTidyDash ScrubYourRainBootsFast RainBootSlipOn BeatTheClockRainBoots',
    music:
      'RainBootDrumming RainBootSquelchSymphony GumbootRhythm TunedRainBoots RainBootCountrySong PuddleBeatInRainBoots PitterPatterRainBoots SingAlongInRainBoots',
    art: 'RainBootPlanter DrawYourRainBoots RainBootPrintArt UpcycledRainBoots RainBootStillLife DecoupageRainBoots ClayMiniRainBoots RainBootPatternDesign',
    tech: 'RainBootSlowMo RainBootPuddlePhoto WeatherAppSaysRainBoots RainBootSoundEffects AIDesignRainBoots TransitionIntoRainBoots ReverseSplashRainBoots RainBootPhoneWallpaper',
    pet: 'MuddyWalkiesRainBoots CatInMyRainBoot PuppyStealsRainBoots RainBootTreatHunt RainBootPawWash RainBootNapSpot RainBootPuddlePatrol KittenVsRainBoots',
    gaming:
      'RainBootRingToss RainBootShellGame BowlingWithRainBoots RainBootsMemoryMatch SimonSaysRainBoots RainBootHopscotch FreezeTagInRainBoots GuessWhoseRainBoots',
  },
  'dead battery': {
    dance:
      'DeadBatteryRobot DeadBatteryFreeze PowerUpFromDeadBattery DeadBatteryGlitch DanceTillDeadBattery DeadBatterySlowMo PlugMeInDeadBattery WindDownDeadBattery',
    fitness:
      'DeadBatteryChargeWalk RechargeYourDeadBattery JumpStartYourDeadBattery DeadBatteryPlank NoPhoneDeadBatteryRun LowPowerYogaDeadBattery DeadBatteryWallSit DeadBatteryBurpeeLadder',
    funny:
      'FiveStagesOfDeadBattery AfterLunchDeadBattery DramaticDeadBattery DeadBatteryExcuses DeadBatteryAtTheWorstTime ToddlerDeadBattery DeadBatteryPanicPOV DeadBatteryChargerBegging',
    prank:
      'DeadBatteryWallpaper DeadBatteryMidSentence CliffhangerDeadBattery DeadBatteryNapStation BedtimeStoryDeadBattery HugsForADeadBattery FakeDeadBatteryPanic CouchPotatoDeadBattery',
    educational:
      'ScienceOfADeadBattery RecycleYourDeadBattery DeadBatteryMyths ColdWeatherDeadBattery DeadBatteryMathQuiz DeadBatteryHoursTest DeadBatteryAppAudit SolarVsDeadBattery',
    cooking:
      'DeadBatteryIconCookies DeadBatteryEnergyBites DeadBatteryPowerBreakfast SmoothieForADeadBattery PaperRecipeDeadBattery NoTimerDeadBatteryBake PicnicWithADeadBattery MugCakeBeforeDeadBattery',
    travel:
      'DeadBatteryPaperMap DeadBatteryAtTheAirport DeadBatteryTravelDay DeadBatteryCampout FilmCameraDeadBattery AskALocalDeadBattery TravelJournalDeadBattery TrainRideDeadBattery',
    fashion:
      'DeadBatteryGlowUp DeadBatteryTShirt DeadBatteryIconNails DeadBatteryCostume FullChargeVsDeadBattery SweatpantsDeadBatteryDay MondayDeadBatteryFit CozyDeadBatteryHoodie',
    wellness:
      'SocialDeadBattery HumanDeadBattery DeadBatteryNap DeadBatteryDigitalDetox DeadBatteryBreathwork EarlyNightForADeadBattery DeadBatteryReadingNook NatureWalkDeadBattery',
    speed:
      'BeatTheDeadBattery DeadBatteryCountdown OnePercentDeadBatteryDash FindAChargerDeadBattery DeadBatterySpeedText DeadBatteryPhotoSprint LastCallDeadBattery SaveItBeforeDeadBattery',
    music:
      'DeadBatteryRemix DeadBatteryMusicBox DeadBatteryBlues DeadBatteryLullaby UnpluggedDeadBattery SingTillDeadBattery KitchenDrumsDeadBattery NoAutotuneDeadBattery',
    art: 'DeadBatteryDoodle DeadBatteryComic DeadBatterySelfPortrait DeadBatteryPopArt SketchNotSnapDeadBattery PaperPhoneDeadBattery ChalkArtDeadBattery WatercolorDeadBattery',
    pet: 'DogWithADeadBattery ZoomiesToDeadBattery DeadBatteryWalkies DeadBatteryPuppyFlop KittenHitsDeadBattery PetPlaytimeDeadBattery DeadBatteryBellyRubs DeadBatteryHamsterWheel',
    gaming:
      'DeadBatteryBossFight DeadBatteryHotPotato DeadBatteryGameNight DeadBatteryPowerUp TicTacToeDeadBattery RespawnFromDeadBattery ControllerDeadBattery FlashlightTagDeadBattery',
  },
  'denim jacket': {
    dance:
      'DenimJacketFlip EightiesDenimJacketDance DenimJacketTwirl CountryStompDenimJacket PopTheDenimJacketCollar DenimJacketBreakdance ShoulderShimmyDenimJacket RockAndRollDenimJacket',
    fitness:
      'StarJumpDenimJacket PlankInADenimJacket DenimJacketYoga DenimJacketHike WaistTiedDenimJacketJog PushupsInADenimJacket DenimJacketStretchTest ArmCirclesDenimJacket',
    funny:
      'DadsDenimJacketEra DenimJacketFrom1985 DenimJacketPinOverload DenimJacketPocketFinds EveryoneInDenimJackets SlowMoDenimJacketWalk TooCoolDenimJacket ShiveringInADenimJacket',
    prank:
      'PinsOnDadsDenimJacket DenimJacketNoteInPocket TinyDenimJacketForTeddy EveryoneWearsDenimJackets DenimJacketGooglyEyes DenimJacketFakePatch CandyInTheDenimJacket DenimJacketTwinDay',
    educational:
      'IndigoDyeDenimJacket HowDenimJacketsAreMade DenimJacketCareLabel SewAButtonDenimJacket DenimJacketThroughDecades RecycleADenimJacket WaterCostOfADenimJacket DenimJacketMending',
    cooking:
      'DenimJacketCake DenimJacketPotatoBar PicnicInADenimJacket DenimJacketDinerNight PocketPieDenimJacket IcedDenimJacketCookies MilkshakeInADenimJacket BrunchInADenimJacket',
    travel:
      'DenimJacketPackingHack OneDenimJacketTenCities DenimJacketTravelPins DenimJacketAirportFit PhotoWalkInADenimJacket ParisInADenimJacket SunsetHikeDenimJacket WeekendAwayDenimJacket',
    wellness:
      'ComfortDenimJacket DenimJacketJournal DenimJacketMemories MendYourDenimJacket DonateADenimJacket DenimJacketDeclutter NoteToSelfDenimJacket DenimJacketForestWalk',
    speed:
      'OneSecondDenimJacket DenimJacketButtonRace FoldADenimJacketFast QuickChangeDenimJacket TenPinsOnADenimJacket DenimJacketThriftDash DenimJacketSleeveRoll BeatTheBuzzerDenimJacket',
    music:
      'DenimJacketRockstar DenimJacketAirGuitar DenimJacketKaraoke EightiesRockDenimJacket DenimJacketLipSync PunkPinsDenimJacket BuskInADenimJacket CountryBalladDenimJacket',
    art: 'DenimJacketBackPiece DenimJacketEmbroidery DenimJacketPatchDesign DenimJacketSketch FabricMarkerDenimJacket StencilDenimJacket ScrapDenimJacketCollage StuddedDenimJacketArt',
    tech: 'DenimJacketProductShot DenimJacket360Spin DenimJacketVirtualTryOn DenimJacketQRPatch AIStyleMyDenimJacket TransitionIntoDenimJacket ResaleAppDenimJacket SlowMoDenimJacketFlip',
    pet: 'DogSleepsOnDenimJacket DenimJacketPetPatch CatStealsDenimJacket DenimJacketPuppyPortrait DenimJacketFurCoat PocketTreatsDenimJacket KittenInTheDenimJacket DenimJacketPawPrint',
    gaming:
      'GuessTheDenimJacketYear DenimJacketPinTrading PixelPatchDenimJacket DenimJacketCosplay DenimJacketDiceDesign DenimJacketMemoryGame SpotTheFakeDenimJacket HideAndSeekDenimJacket',
  },
  'goodie bag': {
    dance:
      'GoodieBagFreezeDance GoodieBagHappyDance GoodieBagConga GoodieBagLimbo ConfettiGoodieBagDrop BirthdayGoodieBagBoogie TwirlForAGoodieBag StrikeAPoseGoodieBag',
    fitness:
      'GoodieBagObstacleCourse EarnYourGoodieBag GoodieBagFitnessDice GoodieBagBalanceWalk GoodieBagJumpRope SportsDayGoodieBag CrabCrawlToTheGoodieBag PlankForAGoodieBag',
    funny:
      'RateMyGoodieBag WorstGoodieBagEver GrownUpGoodieBag GoodieBagUnboxing GoodieBagTradingFloor ParentsRaidTheGoodieBag GoodieBagExpectations OneBalloonGoodieBag',
    prank:
      'BroccoliGoodieBag DadGetsAGoodieBag GiantGoodieBagTinyGift NestedGoodieBags GoodieBagOfCompliments GoodieBagAtBreakfast TapeMazeGoodieBag SiblingGoodieBagSwap',
    educational:
      'GoodieBagBudgetMath FairShareGoodieBag ScienceKitGoodieBag GoodieBagBookSwap PlasticFreeGoodieBag GoodieBagSeedPackets GoodieBagFactCards GuessTheCountGoodieBag',
    cooking:
      'BakeForTheGoodieBag HomemadeGoodieBagTreats GoodieBagTrailMix GoodieBagGranolaBars GoodieBagPretzelRods HealthyGoodieBagSnacks FruitLeatherGoodieBag CupcakeInAGoodieBag',
    travel:
      'PlaneRideGoodieBag LongTripGoodieBag WelcomeGoodieBag SouvenirGoodieBag GoodieBagOfLocalSnacks GoodieBagCampout GoodieBagForTheHost GoodieBagBeachDay',
    fashion:
      'WearTheWholeGoodieBag GoodieBagJewelry GoodieBagHairClips GoodieBagTattooLook PartyShadesGoodieBag RunwayOfGoodieBagFinds CrownFromAGoodieBag FiveDollarGoodieBagFit',
    wellness:
      'SelfCareGoodieBag NeighborGoodieBag ThankYouGoodieBag CalmDownGoodieBag GoodieBagOfAffirmations GoodieBagSpaNight GoodieBagForGrandma GoodieBagGratitudeNotes',
    speed:
      'GoodieBagAssemblyLine GoodieBagTieRace GoodieBagSortDash GoodieBagStackUp UnwrapTheGoodieBag OneMinuteGoodieBag BlindfoldGoodieBagGuess PackTenGoodieBags',
    music:
      'GoodieBagBand GoodieBagShakers GoodieBagWhistleTune GoodieBagCrinkleBeat HappyBirthdayGoodieBag KazooFromAGoodieBag PartySongGoodieBag JingleForAGoodieBag',
    tech: 'PrintableGoodieBagTags GoodieBagVideoMessage GoodieBagASMR AIPicksMyGoodieBag GoodieBagTimelapse GoodieBagBudgetApp SlowMoGoodieBagReveal GreenScreenGoodieBag',
    pet: 'DogBirthdayGoodieBag GoodieBagForTheShelter BunnyGoodieBagGreens GoodieBagSniffTest GoodieBagKittenToys GoodieBagPetParty HamsterTreatGoodieBag PuppyPicksAGoodieBag',
    gaming:
      'PassTheGoodieBag GoodieBagRaffle GoodieBagPrizeWheel MysteryGoodieBagSwap GoodieBagLootDrop GoodieBagTreasureMap GuessTheGoodieBag ScavengerHuntGoodieBag',
  },
};
