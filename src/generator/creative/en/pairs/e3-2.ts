import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  school: {
    dance:
      'SchoolsOutShuffle OldSchoolGroove SchoolBellFreeze BackpackBounce SchoolHallwayStrut PromNightMoves',
    fitness:
      'SchoolBackpackSquats SchoolStairsCardio OldSchoolGymClass PacerTestRematch RecessReps AfterSchoolAbs',
    prank:
      'SchoolGooglyEyes FakePopQuizReveal SchoolChalkCompliments SchoolLockerBalloons LunchboxJokeDrop SchoolDeskStickyNotes',
    educational:
      'SchoolSpellingBee SchoolMathRiddles PopQuizYourParents HomeworkHelpHacks SchoolFactOrFiction HowOldIsMySchool',
    cooking:
      'PackMySchoolLunch SchoolBakeSale AfterSchoolSnacks SquareSchoolPizza SloppyJoeFriday ExtraCreditCookies',
    travel:
      'SchoolFieldTrip SchoolCampusTour SchoolsAroundTheWorld VisitYourOldSchool BackpackAndPassport StudyAbroadDiary',
    fashion:
      'BackToSchoolFitCheck SchoolUniformRestyle SchoolShoeShowdown DressLikeYourTeacher PictureDayPerfect SchoolSpiritStyle',
    wellness:
      'SchoolMorningRoutine AfterSchoolUnwind SchoolExamBreathing SchoolNightSnooze StudyBreakStretch KindNoteToClassmate',
    speed:
      'BeatTheSchoolBell SchoolMorningRush SchoolSupplySort TimesTableBlitz FastestLockerCombo SchoolBagPackOff',
    music:
      'SchoolRecorderSolo SchoolDeskDrumming LunchLineBeatbox SchoolBellRemix SchoolsOutSingAlong BandRoomReunion',
    art: 'SchoolNotebookDoodles SketchYourSchool SchoolSupplySculpture SchoolMascotMakeover CrayonMeltCanvas BackpackGlowUp',
    tech: 'CalculatorTricks SchoolChromebookHacks SchoolSlideshowGlowUp TypingSpeedBattle BackToSchoolTechCheck RateMySchoolSetup',
    pet: 'DogAteMyHomework SchoolBusStopPup AfterSchoolGreeting SchoolBagStowaway PetsFirstDayOfSchool ObedienceSchoolGrad',
    gaming:
      'SchoolMinecraftBuild MathBossBattle SchoolTriviaNight HomeworkSpeedrun SchoolDayBingo OldSchoolArcade',
  },
  bamboo: {
    dance: 'BambooPoleHop SwayLikeBamboo GroveGroove BambooTinikling BambooLimbo DoThePandaWaddle',
    fitness:
      'BambooBendStretch BambooPoleBalance PandaCrawlReps StrongAsBamboo BambooBarbell BambooPlankHold',
    funny:
      'BambooGrewOvernight LuckyBambooPepTalk WatchBambooGrow PandaMukbang BambooChopstickFails NotTheBambooAgain',
    prank:
      'LuckyBambooDrop BambooStrawSwap PandaInTheBamboo SurpriseBambooGarden DeskJungleMakeover ChopstickSwitcheroo',
    cooking:
      'BambooShootStirFry BambooTubeRice BambooMatSushiRoll PandaBentoBox SteamItInBamboo KebabsOnBamboo',
    travel:
      'BambooForestWalk BambooRaftRide BambooGrovePhoto LostInTheBamboo PandaSpottingTrip KyotoBambooDawn',
    fashion:
      'BambooHoopsFiveWays StyleTheBambooBag PandaPalette BambooFitCheck EcoChicBamboo BambooShadeSwap',
    wellness:
      'BambooChimeBreathing BendLikeBamboo BambooMatMeditation PatientAsBamboo BeMorePanda BambooGroveReset',
    speed:
      'BambooDrawIn20 ChopstickSpeedSort BambooTowerIn60 BambooPoleRelay StackTheBamboo OutgrowTheBamboo',
    music:
      'BambooFluteCover BambooChimeJam BambooPanPipes MakeBambooSing TapTheBambooBeat PandaPercussion',
    art: 'BambooInkPainting BambooWeaveBasket PandaBambooSketch BambooStampArt OneStrokeBamboo BambooWindChime',
    tech: 'BambooGrowthTimelapse BambooPhoneStand BambooBikeBuild DroneOverTheBamboo PandaCamLive ZeroWattBambooAmp',
    pet: 'BambooHideAndSeek BambooBasketNap PetPandaCostume BunnyVsBamboo BambooTunnelZoomies BambooChewTest',
    gaming:
      'MinecraftBambooFarm BambooForestSpeedrun PandaTempleRun MahjongBambooNight BambooPickUpSticks BambooBridgeBuild',
  },
  dad: {
    dance:
      'DadTeachesTheTwist DadVsKidDanceOff DoTheDadShuffle GrillDadGroove DaddyDaughterDisco EmbarrassingDadMoves',
    fitness:
      'DadBodBootcamp PiggybackSquats DadStrollerSprints OneTripGroceryDad DadVsTeenPushUps DadJokePlank',
    prank:
      'DadJokeAmbush ReclinerTakeover CopyDadForADay DadLunchboxNote PapaPaparazzi HideDadsRemote',
    educational:
      'DadExplainsIt FathersDayOrigins DadviceTested ChangeATireLikeDad WindsorKnotWithDad AskPapaAnything',
    cooking:
      'DadGrillMaster DadsPancakeArt DadChiliCookOff RecreateDadsRecipe PopsSecretSauce BreakfastByDad',
    travel:
      'DadRoadTripRules DadsHometownTour FollowDadsOldMap AreWeThereYetDad DadNavigatesNoGPS DadsSecretFishingSpot',
    fashion:
      'DadFitCheck DadClosetRaid SocksAndSandalsStyle DressLikeYourDad CargoShortsComeback DadShoeDrip',
    wellness:
      'DadWalkAndTalk DadStargazingNight ThankYouDadLetter PowerNapLikeDad CheckInOnDad GoneFishingWithDad',
    speed:
      'DadPonytailRace FastestDadJoke TireSwapCountdown DadTentSetupTimer DadDiaperDash BeatDadToTheCar',
    music:
      'DadRockCover DadAirGuitarSolo DadsVinylPick DadsOldMixtape DuetWithYourDad KaraokeWithPops',
    art: 'DadBirdhousePaint DadHandprintCanvas SketchDadAsAHero DrawDadFromMemory DadDoodleDuel FathersDayCardCraft',
    tech: 'DadTechSupport DadTriesAI DadLearnsEmoji TurnItOffAndOnDad GadgetsVsDad RateDadsSetup',
    pet: 'DadSaidNoDog PetPicksDadOrMom DadKittenNapTime DadTeachesSitAndStay CatDadConfessions PawsForDad',
    gaming:
      'DadChessRematch DadKartRevenge BeatDadsHighScore PlayerTwoIsDad DadTriesFortnite DadsGameBoyRevival',
  },
  kid: {
    dance:
      'KidChoreographer KidCopiesMyMoves PlaygroundGroove KidsCallTheSteps TinyDancerTakeover FreezeDanceKids',
    fitness:
      'KidsObstacleCourse KidPiggybackSquats KidCoachesMyPushUps MonkeyBarsMastery KeepUpWithAKid SimonSaysSweat',
    prank:
      'KidsPrankTheParents KidGooglyEyeFridge StickyNoteAttack KidBreakfastInBed KidsBalloonAvalanche WhoopeeCushionKid',
    educational:
      'KidExplainsIt AskAKidAnything KidQuizzesTheGrownUps SmarterThanAKid FiveWhysFromAKid KitchenScienceKids',
    cooking:
      'KidsMakeDinner PizzaFacesByKids KidRunsTheBakeSale KidPacksMyLunch LittleChefBigMess KidInventsASnack',
    travel:
      'KidTourGuide KidsRateTheTrip KidPicksTheRoute PlaygroundHopping KidsEyeViewVacation LittleExplorerLog',
    fashion:
      'KidsFitCheck DressedByMyKid KidCostumeRunway MiniMeMatching PlayDateDrip KidDesignedTee',
    wellness:
      'KidGratitudeJar BubbleBreathing StuffieBellyBreaths KidsYogaZoo InnerChildCheckIn PlayLikeAKidAgain',
    speed:
      'RaceYourKid ToyPickupSpeedrun KidShoesOnIn30 KidVsGrownUpRelay TenSecondTidyKids CleanUpSongSprint',
    music:
      'KidWritesTheSong KidsKitchenBand KidKazooCover MisheardByAKid NurseryRhymeRemix KidDJTakeover',
    art: 'KidArtRecreated KidsFridgeGallery KidDrawsMyPortrait DoodleToPlushie SidewalkChalkKids FingerPaintFrenzy',
    tech: 'KidsTryOldTech KidCodesAGame KidStopMotionMovie WifiFixedByMyKid ChildproofMyPhone LegoRobotBuild',
    pet: 'KidReadsToThePet KidHostsDogShow KidBuildsCatCastle TinyTrainerPup BackyardAgilityKids SnuggleBuddiesNap',
    gaming:
      'KidInventsABoardGame KidChessUpset KidBossFightCoach CanYouBeatAKid CarriedByMyKid NotChildsPlay',
  },
  cooking: {
    dance:
      'CookingDanceBreak CookingWhiskWiggle CookingSpatulaSalsa CookAndBoogie PotsAndPansShuffle SimmerShimmy',
    fitness:
      'CookAndCrunch CookingCastIronCurls CookingPastaPlank CookingTimerHIIT StirAndSquat GroceryBagCarry',
    funny:
      'CookingShowParody MeasureWithYourHeart RecipeVsMyVersion HomeCookConfessions CookingSportscast CookingNailedIt',
    prank:
      'CookingLookalikeDish DessertFirstDinner SneakyChefSwap CookThemBreakfast FakeTakeoutCooking CookedByTheDog',
    educational:
      'CookingMythsTested WhyFoodBrowns HowYeastRises CookLikeAScientist CookingTermsQuiz TheScienceOfCooking',
    travel:
      'CookingClassAbroad CookingMarketTour StreetFoodHunt CookLikeALocal CampfireCooking BringHomeARecipe',
    fashion:
      'CookingApronFit CookInCouture CookingHairTieUp CookingClogsCheck SauceProofOutfit DinnerPartyDrip',
    wellness:
      'SlowSundayCooking CookingKneadToUnwind SoupForANeighbor CookYourCalm NoPhoneCooking MindfulMealPrep',
    speed:
      'BeatTheTimerDinner CookingEggCrackRace CookingCountdown FifteenMinuteCookOff CookingTagTeam PantryRaidRush',
    music:
      'PotsAndPansBeat CookingSpoonDrumline CookingRecipeRap CookingSoundsRemix CookAndCroon WhiskAndWhistle',
    art: 'CookingPlatingArt VeggieRoseCarving CookingSaucePainting SketchWhatYouCook CookingComicStrip DrawYourRecipe',
    tech: 'AIPlansMyDinner AirFryerExperiments CookingGadgetGauntlet AICookOffVsGrandma CookingAppShowdown CookingHacksTested',
    pet: 'PetSousChef CookingPupcakeBatch CatSupervisesCooking DogWatchesMeCook CookingPawsomeTreats FoodieFidoReacts',
    gaming:
      'PixelFoodInRealLife CookingCoopChaos CookingBossLevel OvercookedIRL CookingMamaChallenge HyruleKitchenQuest',
  },
  cereal: {
    dance:
      'CerealBoxBop SnapCracklePopStep CerealMascotMoves SaturdayCerealShuffle CerealBowlBounce MilkPourFreeze',
    fitness:
      'CerealCrunchAbs MilkJugCurls CerealBowlBalance SpoonfulSquats BurnOffTheCereal CerealChampsCircuit',
    funny:
      'CerealOrMilkFirst CerealIsSoupDebate EmptyBoxInCupboard CerealMascotAudition CerealForDinnerAgain SoggyFlakeFuneral',
    prank:
      'CerealSwitcheroo FrozenCerealBowl AlphabetCerealNote GooglyEyeCerealBox ChopsticksForCereal BlueMilkMorning',
    educational:
      'CerealIronMagnetTest WhyCerealGetsSoggy HowFlakesAreMade CerealSugarCubeCount WhoInventedCereal TheCheeriosEffect',
    travel:
      'CerealAroundTheWorld CerealCafeVisit BattleCreekTrip CerealAisleAbroad SouvenirCerealBox MuesliInTheAlps',
    fashion:
      'CerealBoxCostume CerealMascotCosplay SaturdayMorningFit DressAsYourCereal FrootLoopNecklace CerealColorPalette',
    wellness:
      'CerealSaturdayRitual SlowSpoonMoment CerealNoScreens InnerChildCereal CerealSunriseSit CrunchMindfully',
    speed:
      'CerealColorSortRace LoopChopstickRelay CerealAlphabetSpell CerealNecklaceIn60 CerealBoxStackDash FastestFlakeFlip',
    music:
      'CerealBoxShaker CerealJingleRemix CrunchyCerealASMR SaturdayMorningTheme CerealBowlDrumKit SnapCracklePopBeat',
    art: 'CerealMosaic CerealPixelPortrait CerealMascotRedraw DesignYourCerealBox FrootLoopRainbow CheeriosCollage',
    tech: 'CerealSplashSlowMo CerealDispenserBuild AICerealMascot RobotPoursMyCereal DecibelCrunchTest CerealBowlCam',
    pet: 'CerealBoxCatFort CerealBowlDogStare SpoonSoundReaction CerealMascotPet PuppyEyesAtCereal KittenCrunchASMR',
    gaming:
      'CerealBoxMaze CerealBlindTasteGuess CerealPrizeHunt CerealMascotBracket CrunchTimeBossFight RetroCerealArcade',
  },
  king: {
    dance:
      'KingStrut KingCapeTwirl RoyalWaveRoutine KingOfTheDanceFloor MoonwalkLikeTheKing ThroneRoomShuffle',
    fitness:
      'KingOfTheHillSprint ThroneDips KingCapeLunges KingSizeBurpees HeavyIsTheCrown LiftLikeAKing',
    prank:
      'KingDecreeScroll CrownedAtTheDoor KingRedCarpetWelcome AllHailTheKing KingForADayAmbush ButlerForTheKing',
    educational:
      'KingsOfHistoryQuiz WhyKingsWoreCapes HowCrownsAreMade FamousKingsRanked TrueKingOrLegend MagnaCartaInAMinute',
    cooking:
      'KingCakeBake KingSizeBurger ChickenALaKing FitForAKingFeast CrownJewelCupcakes RoyalTeaParty',
    travel:
      'KingCastleTour KingStatueHunt CrownJewelsVisit KingdomHopping FollowTheKingsRoad RoyalPalaceSelfie',
    fashion:
      'KingFitCheck KingRingStack RoyalRobeGlowUp CrownYourOutfit KingSizeDrip ThriftAKingsLook',
    wellness:
      'KingSizeNap CrownYourWins KingSelfCareDecree TreatYourselfLikeAKing KingOfCalm RoyalRestDay',
    speed:
      'KingOfTheHillRace KingCrownRelay KingCapeOnIn10 MusicalThrones KingMeBlitz SpeedChessKingHunt',
    music:
      'KingEntranceFanfare KingAnthemCover RoyalTrumpetIntro KingOfKaraoke BeatFitForAKing ThroneRoomDrumroll',
    art: 'KingPaperCrownCraft KingPortraitSketch CardboardThroneBuild RedesignTheKingCard StickFigureKing ChessKingSculpt',
    tech: 'KingOfTheDeskSetup KingCrownLEDBuild KingAIPortrait WalkAKingdomInVR RoyalFaceFilter SmartSpeakerDecree',
    pet: 'KingOfTheCouch KingCatCoronation KingCorgiParade CrownYourPet LionKingLift DogThroneReveal',
    gaming:
      'ChessKingEndgame KingdomBuildRun KingBossBattle CheckmateTheKing LongLiveTheKing KingOfTheLobby',
  },
  boss: {
    dance:
      'BossMoves BossLeadsTheConga CubicleShuffle DanceLikeABoss ManagerMoonwalk BossWalksInFreeze',
    fitness:
      'BossPlankOff BossVsTeamPushups LunchHourLunges BossLevelBurpees DeadlineDeadlifts RaceTheBossUpstairs',
    prank:
      'BossMugGooglyEyes BossCardboardCutout CubicleGiftWrap BossDeskBalloons BossThankYouWall BeTheBossForADay',
    educational:
      'AskTheBoss FirstJobLessons SalaryTalkExplained NegotiateLikeABoss BossBuzzwordQuiz ManagerMythsBusted',
    cooking:
      'BossBakesForTheTeam CookLikeABoss MeetingDonutTower BossLevelBrownies BossBirthdayCake OfficePotluckShowdown',
    travel:
      'BossOnVacation PackLikeTheBoss ConferenceCityWalk BossLevelLayover SouvenirForTheBoss OutOfOfficeOdyssey',
    fashion:
      'BossFitCheck DressLikeTheBoss BossCasualFriday BossBlazerFiveWays PowerSuitStrut BusinessOnTop',
    wellness:
      'CalmLikeABoss BossNoEmailEvening LunchWalkReset BossOfMyBoundaries ThankYourManager OfficeChairStretch',
    speed:
      'BossWalkInCleanup BeatTheBossDeadline InboxZeroRace BossRushRelay SlideDeckSprint ElevatorPitchToBoss',
    music:
      'BossThemeSong StaplerDrumSolo BossKaraokeNight LikeABossRemix ManagerMashup SpreadsheetSymphony',
    art: 'StickyNoteMural PaperclipSculpture BossCaricatureCard SketchTheBoss WorldsBestBossMug BossLevelDoodles',
    tech: 'BossMutedOnTheCall ExcelShortcutDuel BossTriesTheApp BossLevelSetup ManagerVsChatGPT OutOfOfficeAutoReply',
    pet: 'PetIsTheBoss BossKittenCoworker CatRunsTheMeeting WhosTheBossNow BossDogApproves PuppyPerformanceReview',
    gaming:
      'FinalBossFirstTry BossRushMode BeatTheBossNoHits OfficeBossFight DeadlineBossBattle ManagerMarioKart',
  },
  tired: {
    dance:
      'TiredButDancing TiredZombieShuffle SleepyYawnStep ExhaustedEightCount DanceYourselfAwake TiredBedheadBounce',
    fitness:
      'TiredButShowedUp ShakeOffSleepJacks TiredFiveMinuteMove YogaForTheTired TiredToWiredHIIT YawnAndStretch',
    funny:
      'TiredPhoneInFridge TiredTextTypos WrongShoesOutTheDoor TooTiredToFunction TiredVsWiredMe TiredParentOlympics',
    prank:
      'SleepMaskGooglyEyes TiredBreakfastInBed TiredCoffeeDoorDrop TiredChoreFairy TiredNapNookSurprise BlanketBurritoAmbush',
    educational:
      'TestYourTiredBrain TiredSleepDebtFacts HowPowerNapsWork AreYawnsContagious WhyAmISoTired TiredOrHungryQuiz',
    cooking:
      'TiredFiveMinuteMeal TiredOnePanSupper LazyToastUpgrade TooTiredToCook TiredTuesdayTacos EnergyBitesBatch',
    travel:
      'JetLagRecharge TiredLayoverNap SleepyCabinWeekend TiredTouristPOV TiredInTransit TooTiredToSightsee',
    fashion:
      'PajamaToPresentable TiredHoodieThreeWays TiredButPutTogether ExhaustedYetIconic FiveMinuteTiredFit LookAwakeChallenge',
    speed:
      'PowerNapCountdown TiredLightsOutDash SnoozeButtonSprint TiredBedtimeSpeedrun TiredPajamasIn30 TiredTidyBlitz',
    music:
      'TiredLullaby PowerNapSoundscape TiredSlowedDownCover TooTiredToSing TiredToWiredRemix SnoozeButtonSerenade',
    art: 'TiredOneLineSketch TiredBedheadPhoto TiredSelfPortrait TooTiredToDraw DreamJournalDoodle NapTimeWatercolor',
    tech: 'TiredSleepTrackerTest TiredPhoneBedtimeLock TiredTechDetox TiredEyesNightMode SnoozeProofAlarm SunriseLampWakeUp',
    pet: 'TiredPupSnoring TiredKittenHeadBob TiredAfterThePark DogTiredChallenge CatNapChampion ZoomiesThenZonked',
    gaming:
      'PowerNapSavePoint TiredOneMoreLevel TooTiredToRespawn ExhaustedSpeedrun TiredTetrisBrain CozyGameWindDown',
  },
  tv: {
    dance:
      'TVSitcomIntroMoves TVGameShowShuffle TVThemeSongDance CommercialBreakBop PauseButtonFreeze TVTimeTwoStep',
    fitness:
      'TVAdBreakSquats TVCreditsPlank CatchphraseBurpees TVMarathonMiles TVSitcomSitUps BingeAndBurn',
    funny:
      'TVInfomercialParody TVShowReenactment TVSpoilerReactions TVLaughTrackMyDay YellingAtTheTV IfMyLifeWasASitcom',
    prank:
      'TVSubtitleSwitch TVScreensaverSelfie TVRemoteGooglyEyes TVSurpriseMovieNight WelcomeHomeOnTheTV FakeSpoilerAlert',
    educational:
      'HowTVsWork TVPixelScience HowRemotesTalk TVMythsBusted TelevisionThenAndNow WhoInventedTheTV',
    cooking:
      'TVDinnerRemake TVFinaleSnackBoard SitcomCafeMenu CookWhatTheyAteOnTV TVChefCopycat CartoonFoodIRL',
    travel:
      'TVFilmingLocations TVSceneSpotting LiveAudienceTickets TVSetJetting TVStudioBackstage SitcomCitySelfie',
    fashion:
      'TVDetectiveTrench TVCharacterOutfit ClosetCosplayTV TVIconThrowback NinetiesSitcomFit AwardShowAtHome',
    wellness:
      'TVFreeWeekend OneEpisodeThenBed ScreenOffBookHour UnplugTheTV TVStretchBreak TelevisionTimeout',
    speed:
      'TVThemeGuessOff NameThatSitcom BeforeTheEpisodeEnds TVAdBreakBlitz FindTheTVRemote TVSnackSprint',
    music:
      'TVThemeSongCover TVOpeningOnKazoo SitcomSlapBass TVJingleRemix TVIntroMashup LaughTrackBeatbox',
    art: 'TVCartoonRedraw TVSceneClayDiorama RetroTVBoxCraft PaintThePausedFrame SketchTheTVFamily PopArtSitcomStar',
    pet: 'TVForDogs TVDoorbellBark TVBirdVideoCat PawsTheTV CouchPotatoPup KittenChannelSurfing',
    gaming:
      'TVGameShowAtHome TVQuizBuzzerBattle BigScreenKartRace CouchCoopChaos TVTriviaShowdown TubeTVRetroRun',
  },
  painting: {
    dance:
      'PaintWithYourMoves BrushStrokeBallet PaintingRollerGroove PaintingInMotion BobRossBoogie FootprintPainting',
    fitness:
      'RollerArmDay PaintingPlankStrokes PaintTheFenceReps PaintingWallSits BrushstrokeBurpees PaintingCoreBurn',
    funny:
      'PaintingWithMyFeet PaintingBobRossVoice ToddlerArtCritique PaintingVsReality PaintingBlindfolded ItsAbstractISwear',
    prank:
      'FakeMasterpieceReveal PaintingHiddenMessage SecretPaintingGift PaintThemAsRoyalty GooglyEyePainting PaintingOfTheirPet',
    educational:
      'FamousPaintingFacts PaintingColorMixing HowOilPaintDries SpotTheFakePainting SecretsInPaintings GuessThePainter',
    cooking:
      'PaintingOnToast StarryNightPizza PaintYourPancake PaintedSugarCookies MonetMacarons PaintingCakeCanvas',
    travel:
      'PaintingTheView MonetGardenTrip FamousPaintingVisit StandInThePainting PaintAPostcard PleinAirPassport',
    fashion:
      'PaintSplatterFit DressLikeAPainting HandPaintedSneakers PaintingOnDenim WearableMasterpiece StarryNightJacket',
    wellness:
      'MindfulPainting PaintingYourFeelings WatercolorBreathing PaintingWithNoRules HappyLittleTrees SlowPaintSunday',
    speed:
      'PaintingTagTeam QuickPaintRace PaintingIn60 TenMinuteMasterpiece BobRossSpeedrun OneSongPainting',
    music:
      'PaintTheSong PaintingDrumStrokes PaintingTheBeatDrop ColorsOfTheChorus PaintingsSoundtrack ScoreAPainting',
    tech: 'AIvsMyPainting PaintingTimelapse DigitalVsRealPainting BringPaintingsToLife ProcreateVsCanvas ColorPickerPaintMatch',
    pet: 'PawPrintPainting PaintingCatSupervisor ParrotPicksColors MessFreePetPainting PicassoPup PaintingMyDogBadly',
    gaming:
      'PaintingPictionary PaintingTelephone GuessThatPainting PaintYourMiniatures SplatoonIRL PaintingBattleRoyale',
  },
  reporter: {
    dance:
      'ReporterSignOffStep BreakingNewsBop ReporterHeadlineHop DanceBehindTheReporter JournalistJive MicDropMoves',
    fitness:
      'StormReporterStance ReporterMicCurls FieldReporterLunges BreakingNewsBurpees ScoopAndSquat ReporterDeadlineDash',
    prank:
      'BreakingNewsBirthday FrontPageFriend ReporterRedCarpet ReporterInTheKitchen FakeReporterAmbush ReporterDoorstepQuiz',
    educational:
      'ReporterFactCheck SpotTheFakeHeadline ReporterFiveWs InterviewLikeAReporter BeAJournalistForADay HowTVNewsIsMade',
    cooking:
      'BreakingNewsBakeOff ReporterFoodReview ReporterStakeoutSnacks ReportFromTheKitchen ScoopOfTheDay ReporterDeskLunch',
    travel:
      'ReporterOnLocation ReporterLiveFromHere ReporterStreetVoxPop JournalistAbroad ScoopTheLocalSpot PostcardDispatches',
    fashion:
      'ReporterFitCheck ReporterTrenchCoat OnAirOutfit JournalistChic ReporterTopHalfOnly BreakingNewsBlazer',
    wellness:
      'ReporterGoodNewsOnly ReporterScrollBreak ReporterDigitalDetox ReportYourWins WriteYourOwnHeadline InterviewYourself',
    speed:
      'ReporterRapidFireQs NewsIn30Seconds ReporterTongueTwister OneBreathReport ScoopItFirst ReporterDeadlineDash',
    music:
      'ReporterRecapRap ReporterJingleCover AutoTuneTheNews SingTheHeadlines MicCheckReporter JournalistJam',
    art: 'ReporterComicStrip FrontPageDesign ReporterStoryboard JournalistPhotoWalk ReporterCaricature NewspaperBlackoutPoem',
    tech: 'ReporterGreenScreen TeleprompterTest ReporterAITranscribe AIAnchorVsReporter PocketJournalistKit ReporterDroneShot',
    pet: 'ReporterCatCameraHog ReporterInterviewsPet PupReporterLive PuppyPressConference ReportFromTheDogPark KittenCorrespondent',
    gaming:
      'ReporterPostMatchQs ReporterEsportsCaster ReportLiveFromTheLobby CommentateMyRun BreakingNewsBossFight ReporterTriviaShowdown',
  },
  bacon: {
    dance:
      'BaconWiggle CrispyStripStrut SizzleLikeBacon BaconAndEggsDuet FryPanFreestyle BaconBounce',
    fitness:
      'BaconEarnedIt BaconBurnCircuit BaconSizzlePlank BringHomeTheBaconRun CrispyCrunches SkilletFarmerCarry',
    funny:
      'BaconCrispyDebate BaconSmellWakeUp TurkeyBaconBetrayal BaconLastStripStandoff BaconLoversAnonymous SizzleSoundReaction',
    prank:
      'BaconRoseBouquet BaconWakeUpCall ScentedCandleFakeout CandyBaconSwitcheroo BaconLoveLetter BreakfastInBedAmbush',
    educational:
      'WhyBaconSizzles WhyBaconSmellsSoGood BaconCutsCompared BaconBlindTasteTest MaillardMagic WhereBaconComesFrom',
    travel:
      'BaconButtyLondon BaconPeamealToronto BaconFestivalTrip BaconAroundTheWorld HuntTheBestBLT SmokehouseStopover',
    fashion:
      'BaconAndEggsCostume BaconPrintFit BaconPinStack BaconScarfDIY StreakyStyle RetroDinerLook',
    wellness:
      'BaconForANeighbor UnhurriedBreakfast SlowSizzleSunday BaconAndBreathe TreatYourselfToBacon BaconBrunchReset',
    speed:
      'BaconWeaveRace BaconFlipRelay SkilletCleanupBlitz BaconBLTBuildOff BaconBeforeTheToast BreakfastPlateSprint',
    music:
      'BaconSizzleBeat BaconAndEggsDuet FryingPanPercussion OdeToBacon BaconASMR BreakfastBluesJam',
    art: 'BaconPixelPortrait BaconClayMiniature BaconWeaveArt DrawBaconBlindfolded FeltBaconCraft BreakfastSmileyPlate',
    tech: 'BaconAirFryerTest BaconSizzleSlowMo BaconThermalCam CrispyOrNotAI MicrowaveBaconHack RobotBaconFlipper',
    pet: 'PetsNamedBacon BaconPlushFetch BaconBubblesForDogs BaconSizzleEars PupInABaconCostume BaconTreatHunt',
    gaming:
      'BringHomeTheBaconWin BaconSixDegreesTrivia BaconBonusLevel SaveYourBaconRun BaconPowerUp DinerDashSpeedrun',
  },
  santa: {
    dance:
      'SantaShuffle ReindeerPrance SantaBellyJiggle HoHoHoedown DanceLikeSantaClaus SantaSneakSteps',
    fitness:
      'SantaSackCarry ReindeerSprints SantaSuitBurpees HoHoHoldThePlank SantaSledPull SantaSquatsForCookies',
    funny:
      'SantaCookieCritic SantaLetterReactions SantaOnTheNaughtyList SantaCheckingItTwice ElfOnStrike ReindeerGossip',
    educational:
      'SantaDeliveryMath NorthPoleScience SleighSpeedQuiz SantasAroundTheWorld SantaClausOrigins WhyIsSantaRed',
    cooking:
      'SantaHatCupcakes NorthPolePancakes ReindeerPretzelBark StrawberrySantas CookiesForSanta SantaBeardCakePops',
    travel:
      'SantaVillageTrip SantaGrottoHunt ChristmasMarketCrawl ChaseSantaToLapland NorthPoleOrBust SantaClausIndiana',
    fashion:
      'SantaSuitFit SantaHatStyle DressLikeSantaClaus SantaCoatFiveWays SleighAllDay RedAndWhiteRunway',
    wellness:
      'SantaGratitudeJar SantaSecretGiving ChristmasEveCalm BeSomeonesSanta NiceListHabits SantaOffDutyDay',
    speed:
      'SantaGiftWrapRace SantaSackRelay ReindeerDash SantaSuitIn60 StockingStuffSprint DeliverLikeSanta',
    music:
      'SantaJingleRemix SleighBellJam SantaCarolSingOff SantaBabyCover HoHoHoBeatbox WriteSantaASong',
    art: 'SantaSnowGlobe ChimneyPopUpCard CottonBallSantaBeard DrawSantaFromMemory PaperPlateSanta HandprintReindeer',
    tech: 'SantaTracker SantaVoiceFilter NorthPoleVideoCall CatchSantaOnCamera AIWritesToSanta WishListSpreadsheet',
    pet: 'SantaPawsPhoto PetMeetsSanta KittenStockingNap DogInASantaHat SantasLittleHelperPup ReindeerAntlerPose',
    gaming:
      'SantaBingo ElfWorkshopTycoon SantaPresentDropScore SecretSantaGameSwap SantaSleighSpeedrun NaughtyOrNiceQuiz',
  },
  mountain: {
    dance:
      'SummitVictoryDance MountainBootStomp MountainEchoGroove AintNoMountainHigh MountainGoatMoves HillsAreAliveTwirl',
    fitness:
      'MountainClimbers MountainRuckMarch MountainLegsMonth MoveMountainsHIIT StairsToEverest PeakPerformanceCircuit',
    funny:
      'MountainGoatImpression MountainFogReveal PeakSelfieStruggle MountainVsMyLegs FalseSummitFeelings MountainEchoRoast',
    prank:
      'MountainCocoaStash SummitSurpriseSign MountainBirthdayBanner MountainTopPicnic MountainEchoMessage TrailSnackTreasure',
    educational:
      'HowMountainsForm MountainWeatherQuiz WhyPeaksKeepSnow GuessTheMountain MountainOrVolcano AltitudeBagExperiment',
    cooking:
      'SummitTrailMix MountainCabinFondue MountainStoveRamen MountainPieIron MakeAMountainOfNachos PeakPancakes',
    fashion:
      'MountainLayersFit BootsMadeForMountains MountainBeanieStack MountainToMainStreet FleeceFiveWays PufferAtThePeak',
    wellness:
      'MountainLakeJournal CloudWatchingBreak MountainPoseMinute SunriseAtTheSummit BeTheMountain MountainSilentStretch',
    speed:
      'SwitchbackSprint MountainRidgeRelay MountainSpeedHike MountainTimeTrial RaceToThePeak UpTheMountainIn60',
    music:
      'SummitYodel MountainEchoSong PeakHarmonyDuet AintNoMountainCover MountainTopJam MountainHighNote',
    art: 'MountainPaperLayers PeakPanoramaShot PaintTheMountainLive SketchAtTheSummit OneLineMountain MountainRangeInkWash',
    tech: 'SummitDroneShot PeakFinderApp Mountain360Video MountainTopSignalHunt MountainGPSvsMap MountainSolarCharger',
    pet: 'MountainDogHike PawBalmAfterTrail MountainCatOnALeash BerneseMountainBuddy MountainPupBackpack PetPeakPose',
    gaming:
      'KingOfTheMountain CelesteSpeedrun MountainTriviaNight MountainMinecraftBuild MountainLodgeMonopoly SkyrimSummitRun',
  },
  december: {
    dance:
      'HolidaySweaterShuffle DecemberSleighStep DecemberJingleJive DecemberDanceAdvent DecemberDiscoDays SnowflakeSpin',
    fitness:
      'DecemberStepStreak DecemberSnowmanSquats TwelveDaysOfBurpees AdventCalendarReps BeatTheDecemberSlump DecemberDecathlon',
    prank:
      'DecemberGiftDecoy SnowmanAtTheDoor ElfOnTheirShelf DecemberWrapAttack DecemberTinselAmbush DecemberRoomMakeover',
    educational:
      'HowSnowflakesForm DecemberGeminidsGuide WhyDecemberMeansTen DecemberAroundTheWorld DecemberSolsticeQuiz WhyWinterDaysAreShort',
    cooking:
      'DecemberCookieSwap HotCocoaBar LatkeFryUp DecemberBakeAdvent DecemberFudgeFactory DecemberPeppermintBark',
    travel:
      'DecemberLightsTour DecemberIceRinkHop DecemberMarketCrawl SummerInDecember SnowGlobeTown FrostyMorningWalk',
    fashion:
      'UglySweaterRunway CozyPajamaMatching DecemberSequinSparkle DecemberPartyFitCheck OneScarfAllDecember DecemberPlaidPicks',
    wellness:
      'DecemberSlowDown DecemberGivingStreak GratitudeAdvent SayNoToOneParty DecemberDigitalDetox DecemberDeepBreaths',
    speed:
      'SnowmanSpeedBuild OrnamentHangDash DecemberLightsUntangle DecemberGiftWrapRace DecemberCardBlitz DecemberTreeIn10',
    music:
      'DecemberCarolCover DecemberJingleJam SleighBellBeatbox DecemberSongADay Whamageddon DecemberDrumroll',
    art: 'DecemberOrnamentCraft PaperSnowflakeCutouts DesignYourGiftWrap DecemberDoodleADay PaintTheDecemberWindow DecemberCardDIY',
    tech: 'DecemberLightShow DecemberYearRecap SantaTrackerCheck WrappedReactions DecemberGadgetAdvent DecemberTechDetox',
    pet: 'DecemberCatVsTree DecemberDogAdvent DecemberPetUnwrap DecemberZoomies SnowDayPup PawsAndPresents',
    gaming:
      'DecemberAdventPuzzle WhiteElephantRound DecemberHolidayBingo DecemberBacklogBlitz LastBossOfDecember YearEndHighScore',
  },
  paramedic: {
    dance:
      'StayingAliveBeat ParamedicSirenGroove EMTShiftShuffle DanceLikeAParamedic ParamedicGloveSnap AmbulanceBayBoogie',
    fitness:
      'ParamedicStairCarry StretcherLiftDrill ParamedicBagLunges TrainLikeAParamedic EMTFitnessTest StayingAliveSquats',
    funny:
      'ThingsParamedicsSay ParamedicReactsToTV ParamedicSnackStash EMTCoffeeLevels NightShiftGiggles MyMomThinksImADoctor',
    prank:
      'ParamedicCupcakeDrop SurpriseTheCrew ParamedicChalkHearts ThankAParamedic EMTAppreciationAmbush SecretSnacksForEMTs',
    cooking:
      'ParamedicMealPrep ParamedicThermosSoup AmbulanceCrewLunch CookForYourLocalEMTs EMTFuelBowls EatBeforeTheNextCall',
    travel:
      'ParamedicStationTour ParamedicRideAlong PackLikeAParamedic EMTTravelHacks AirAmbulanceBaseVisit FirstAidOnTheTrail',
    fashion:
      'ParamedicUniformFit ParamedicCostumeDIY BootsAndBadgeLook OffDutyParamedic EMTPocketCheck ReflectiveGlowUp',
    wellness:
      'CalmAfterTheCall ParamedicShiftUnwind ParamedicDebriefWalk BoxBreathingLikeAnEMT CareForTheCarers ThankYouNoteForEMTs',
    speed:
      'GloveUpIn10 ParamedicSplintIn60 ParamedicGearBlitz EMTSlingSpeedrun FastestBandageWrap ParamedicBagPackRace',
    music:
      'ParamedicStayingAlive ParamedicSirenRemix CPRBeatSong EMTRadioRap ParamedicHeartbeatLoop MonitorBeepBeatbox',
    art: 'ParamedicHeroComic ParamedicThankYouCard ParamedicClayFigure SketchYourLocalEMT StarOfLifeStencil CrayonAmbulance',
    tech: 'ParamedicAEDDemo FirstAidAppTest ParamedicDroneDelivery EMTGadgetTour AIvsParamedicQuiz SmartwatchFallAlert',
    pet: 'ParamedicPupCheck PetFirstAidKit ParamedicPawWrapDemo PawramedicOnDuty ParamedicCostumeCat DogHowlsAtEMTSirens',
    gaming:
      'ParamedicSimRun FirstAidQuizNight EMTPlaysOperation ParamedicSpeedrun ReviveLikeAParamedic LegoAmbulanceBuild',
  },
  email: {
    dance:
      'ReplyAllShuffle OutOfOfficeGroove EmailDingBounce InboxZeroDance EmailSentShimmy DeleteEmailTwoStep',
    fitness:
      'EmailSendSquats InboxZeroReps TypingBreakPlanks BurpeePerUnreadEmail EmailFreeLunchWalk ReplyAllLunges',
    funny:
      'PerMyLastEmail EmailForgotAttachment ReplyAllApocalypse MyFirstEmailAddress HopeThisEmailFindsYou CorporateJargonBingo',
    prank:
      'EmailComplimentBlast EmailKindnessChain EmailFutureSelfLetter EmailFromYourPet FunnyOutOfOfficeReply SubjectLineSurprise',
    educational:
      'HowEmailTravels WhyCCAndBCCExist SpotThePhishingEmail TheFirstEmailEver EmailEtiquetteQuiz HowSpamFiltersThink',
    cooking:
      'EmailBakeAlongClub EmailRecipeSwap CookFromGrandmasEmail InboxToOven ReplyAllPotluck DeskLunchUpgrade',
    travel:
      'EmailFreeVacation EmailAPostcardHome OutOfOfficeAdventure EmailAutoReplyBeach UnpluggedFromGmail WorkcationCafeScout',
    fashion:
      'EmailBlazerOverPajamas InboxZeroOutfit EmailSignatureHeadshot EmailMeetingFitCheck SendItInStyle LaptopBagGlowUp',
    wellness:
      'EmailFreeWeekend InboxZeroCalm UnsubscribeSpree NoEmailAfterSix CheckEmailTwiceADay SilenceTheDing',
    speed:
      'FastestUnsubscribe EmailArchiveBlitz InboxZeroIn10 OneMinuteEmail ReplyInFiveWords EmailsBeforeCoffee',
    music:
      'YouveGotMailTheme EmailOperaReading InboxDingBeat EmailAsARap SingYourLastEmail ReplyAllRemix',
    art: 'AtSymbolCalligraphy EmailPixelMascot EmailSignatureDesign DoodleYourInbox EmailEmojiArt SpamMonsterSketch',
    pet: 'EmailFromMyDog CatSendsTheEmail ParrotReadsMyInbox KittenTypedThisEmail PupPhotoAttached PetsOutOfOffice',
    gaming:
      'InboxTreasureHunt EmailRiddleChain EmailPlayByPostRPG ChessByEmail EmailEscapeRoom SpotThePhish',
  },
  puddle: {
    dance:
      'PuddleStompDance PuddleJumpJive RainBootShuffle SinginInThePuddles PuddleHopScotch SplishSplashStep',
    fitness:
      'PuddleLongJump PuddleSideLeaps WellieWalkMiles PuddlePlyoPower ClearEveryPuddle SplashAndSquat',
    prank:
      'FakePuddleSurprise PuddleRubberDucks PuddleChalkShark RainBootGooglyEyes PuddlePhotobomb PaperBoatArmada',
    educational:
      'WhereDoPuddlesGo PuddleEvaporationTest PuddleMicroscopeLife WhyPuddlesReflect HowDeepIsThatPuddle RainGaugeDIY',
    cooking:
      'PuddleCupcakes PuddleMirrorGlaze WellyBootBiscuits MudPuddlePudding PuddleJumpPancakes RaindropCookies',
    travel:
      'PuddleForestWander PuddleJumpingTrail PuddleSkylineSelfie ChasePuddlesAbroad PuddlegrammingWalk UpsideDownCity',
    fashion:
      'PuddleProofOutfit PonchoPrintPop PuddleBootFit PuddleReadyLook RaincoatFiveWays DressForThePuddles',
    wellness:
      'PuddleJoyWalk PetrichorBreathing PuddleRippleCalm InnerChildPuddleJump PuddleMirrorMoment SlowRainyStroll',
    speed:
      'RainBootRelay PuddleHopRace DryFeetPuddleDash PuddleSlalom PaperBoatRegatta FastestPuddleJumper',
    music:
      'PuddleSplashBeat PuddleDripDrums PuddleStompRhythm SinginInTheRainCover PuddleASMR GutterTrickleRemix',
    art: 'PuddleReflectionPhoto DrawAroundThePuddle RainOnWatercolor PuddlegramPortrait PuddleMonsterChalk LeafBoatSculpture',
    tech: 'PuddleSlowMoSplash PuddleMirrorCameraHack IsMyPhonePuddleProof PuddlePortraitMode DronePuddleFlyover RainfallGaugeBuild',
    pet: 'PuddlePupSplash PuddleDogDodge PetMeetsPuddle BootiesVsPuddles CatVsPuddle MuddyPawPrintTrail',
    gaming:
      'PuddlePlatformerIRL PuddleFloorIsLava PuddleJumpLevel SpeedrunThePuddles DodgePuddlesNoHit SplashZoneHighScore',
  },
  haircut: {
    dance:
      'HaircutTransition HaircutCapeTwirl FreshHaircutStrut HaircutHairFlip BigChopBounce BarberChairBop',
    fitness:
      'HaircutLighterRun HaircutSweatTest HaircutGymDebut HaircutHeadbandHIIT TrimAndTrain BigChopBurpees',
    funny:
      'DadHaircutAttempt HaircutJustATrim HaircutSmallTalkSkit WorstHaircutStories BangsAtMidnight MomsKitchenSalon',
    prank:
      'HaircutBaldCapReveal HaircutFilterMixUp HaircutTwinning HaircutWigSwap ClipOnBangsAmbush ClipperSoundTease',
    educational:
      'HowBarbersFade WhyHairGrowsBack HaircutFaceShapes HaircutsThroughHistory HaircutMythsBusted GuessTheDecadeHaircut',
    cooking:
      'BarberPoleCookies ParsleyTrimSalon HaircutDayCupcakes CottonCandyHaircut PineappleHaircut BroccoliHaircut',
    travel:
      'HaircutAbroadGamble HaircutInEveryCity TurkishShaveVisit PointAtAPhotoHaircut HaircutPassportStamp BarbershopsOfTheWorld',
    wellness:
      'HaircutFreshStart HaircutScalpMassage HaircutLetItGo HaircutConfidenceBoost DonateYourPonytail ChopItOffReset',
    speed:
      'BeatTheBarberClock FastestHaircut HaircutBlowDryDash FiveStylesOneHaircut HaircutIn60 TenMinuteFade',
    music:
      'BarberShopHarmony HaircutClipperBeat HaircutScissorRhythm SongForMyHaircut HaircutASMRJam BuzzCutBeatbox',
    art: 'HaircutLinePatterns BeforeAndAfterHaircut DrawYourDreamHaircut PaperDollHaircuts SketchTheBarbershop CartoonHairSwap',
    tech: 'HaircutAIPreview HaircutFilterTest VacuumHaircutHack TryOnHaircutsAR SmartMirrorStyling ClipperShowdown',
    pet: 'PuppyFirstTrim HaircutCatLionCut HaircutPoodleStyle PetHaircutReveal FreshFromTheGroomer HaircutTwinWithMyDog',
    gaming:
      'HaircutLevelUp GameCharacterHaircut HaircutGuessWhoRound SimsHaircutIRL BarbershopTycoon UnlockedNewHairstyle',
  },
  crab: {
    dance:
      'CrabScuttleShuffle SidewaysConga ClawSnapGroove DoTheCrabWalk CrabRaveChallenge SideStepLikeACrab',
    fitness:
      'CrabWalkChallenge CrabToeTouches CrabToBearFlow SidewaysCrabSquats ClawCurls ScuttleCircuit',
    funny:
      'HermitCrabHouseHunt CrabWalkToTheFridge CrabbyUntilCoffee CrabRaveAtWork SebastianImpression SidewaysThroughLife',
    prank:
      'CrabFootprintsInSand CrabClawGloveWave CrabHatReveal TinyCrabInvasion PlushCrabAmbush ShellPhoneCall',
    educational:
      'WhyCrabsWalkSideways HermitCrabShellSwap HowCrabsBreathe EverythingBecomesCrab TrueCrabOrFake HowCrabsMolt',
    cooking:
      'CrabBoilNight CrabRangoonFold CroissantCrabs CrabCakeCookOff CrabShapedSandwich SeasideShellPasta',
    travel:
      'CrabShackRoadTrip RockPoolRamble ChristmasIslandCrabs CrabSpottingSafari MarylandCrabFeast GhostCrabNightWalk',
    fashion:
      'CrabPrintShirt CrabBucketHat CrabbyButCute CrabClawClipStyles RedAsACrabFit SeasideCharmStack',
    wellness:
      'CrabbyToCalm SlowSidewaysStroll CrabTidePoolPause ComeOutOfYourShell HermitCrabHour MoltLikeACrab',
    speed:
      'CrabWalkRace CrabSoccerSprint CrabCrawlRelay CrabClawPickup SidewaysToTheFinish ScuttleDash',
    music:
      'CrabClawCastanets CrabRaveRemix UnderTheSeaCover CalypsoCrabJam SnapLikeACrab ScuttleBeatbox',
    art: 'CrabPaperPlateCraft CrabRockPainting CrabOrigami HandprintCrabs ClawsomeCreations SandCrabSculpture',
    tech: 'HermitCrabTankSetup CrabMacroPhotoTest BuildARoboCrab CrabCamLivestream GoProInTheTidePool AIIdentifiesMyCrab',
    gaming:
      'ClawMachineCrabGrab HermitCrabShellGame CrabSoccerMatch CrabChampionsRun KingCrabBossFight CrabWalkTag',
  },
  market: {
    dance:
      'MarketStallShuffle BasketBop MarketToteTwirl FarmersMarketFoxtrot DanceDownTheMarket MelonBalanceMoves',
    fitness:
      'MarketBasketCarry GroceryBagCurls MarketMelonSquats MarketDayStepCount MarketPumpkinPress WatermelonWallSit',
    funny:
      'MarketSampleHunter MarketTooManyTomatoes ICameForOneThing MarketHaulRating HagglingForBeginners MarketVendorVoices',
    prank:
      'MarketSurpriseBouquet MarketMysteryVeggie MarketPastryDelivery MarketFakeFruitSwap WhatsInTheBasketGuess SecretLocalHoneyDrop',
    educational:
      'MarketProduceQuiz MarketPickRipeFruit WhereFoodComesFrom WhatsInSeasonMarket MarketMathChallenge AskTheFarmerAnything',
    cooking:
      'MarketToTable MarketMysteryBasket MarketHaulDinner FiveDollarMarketMeal CookWhatsInSeason StallToSkillet',
    fashion:
      'MarketBasketFit MarketVintageFind FleaMarketFlip TenDollarMarketLook ToteBagFiveWays StrawHatSeason',
    wellness:
      'MarketSlowMorning MindfulMarketWalk BuyYourselfFlowers MarketNoListDay MarketHerbTherapy ThankAFarmer',
    speed:
      'MarketHaulIn10 MarketStallSetupSprint SupermarketSweepIRL MarketMadDash BeatTheBasketClock GrabFiveColors',
    music:
      'MarketBuskerJam VendorCallRemix MarketSoundsBeat MarketMelodyMashup MarketStallSerenade SingYourShoppingList',
    art: 'MarketStillLife MarketVeggiePrints MarketSketchWalk LetterAMarketSign PaintYourProduce FacesInTheFruit',
    tech: 'MarketHyperlapse CashlessMarketTest MarketBudgetApp MarketGoProPOV AIPicksMyProduce RipeOrNotScanner',
    pet: 'PetBasketRide MarketPupBandana MarketCatBagInspect DogsOfTheMarket FarmersMarketPooch SniffingTheStalls',
    gaming:
      'MarketTycoonRun MarketStardewStall MarketTradingCardSwap SupermarketSimulator StockMarketShowdown HaggleTheNPC',
  },
  seashell: {
    dance:
      'SandbarShimmy MermaidShellSway SeashellShakerGroove SeashellHulaSteps SeashellSlide TideTurnTwirl',
    fitness:
      'SeashellSquatPickup ShorelineSprints SeashellBucketCarry SeashellStepStreak LowTideLunges SeashellBurpeeHunt',
    funny:
      'SeashellPhoneCall SeashellRealEstateTour HermitCrabVoiceover SheSellsSeashellsFail TooManySeashells CanYouHearTheOcean',
    prank:
      'SeashellHiddenMessage SeashellTreasureHunt SandDollarSurprise ShellPhoneRinging PlantSeashellsForThem GooglyEyeSeashells',
    educational:
      'SeashellSpiralMath WhoLivedInThisShell SeashellOceanSoundMyth NameThatSeashell IsSomeoneHome HowSeashellsGrow',
    cooking:
      'SeashellPastaBake MadeleineShellCakes ChocolateSeashells SeashellSugarCookies EdibleBeachScene OceanJellyCups',
    travel:
      'SeashellBeachHunt ShellIslandTrip SanibelStoopSquad SeashellPassport SunriseSeashellWalk TidePoolTreasureMap',
    fashion:
      'MermaidShellLook CowrieBeadBracelet SeashellHairClips StackYourSeashells SeashellDIYNecklace BeachcomberChic',
    wellness:
      'SeashellGratitudeJar SeashellMindfulWalk ListenToASeashell BreatheWithAShell WaveCountingPause BeachcombingCalm',
    speed:
      'SeashellSortSpeedrun SandDollarCountdown ShellStackRace TenSeashellsIn60 SeashellMemoryBlitz StarfishSpotSprint',
    music:
      'SeashellWindChime ConchShellHorn SheSellsSeashellsRap SeashellPercussionJam SeashellASMR MermaidSongCover',
    tech: 'Seashell3DScan SeashellUVGlow ShellIdentifierApp ZoomIntoASeashell TideChartTreasureHunt AIGuessMySeashell',
    pet: 'SeashellPuppySniff SeashellBeachDogWalk CatMeetsASeashell AquariumSeashellDecor NewShellWhoDis SeashellHideAndSeek',
    gaming:
      'SeashellMancala SeashellTicTacToe ShellCollectorQuest SeashellMemoryFlip BeachcomberHighScore StarfishStackOff',
  },
  classmate: {
    dance:
      'ClassmateMirrorMoves ClassmateDanceOff ClassmateHallwayStrut ClassClownShuffle HomeroomHustle RecessRoutineDrop',
    fitness:
      'ClassmatePlankOff GymClassRematch ClassmatePushUpLadder ClassmatesVsTeacher StudyBuddySquats DoubleDutchDuo',
    funny:
      'TypesOfClassmates ClassmateSuperlatives ExcuseOlympics ClassPhotoBloopers ClassmateGroupChat HomeroomSitcom',
    educational:
      'ClassmateQuizBattle ClassmateTeachBack ClassmateFlashcardDuel ClassmateFactSwap StudyBuddyShowdown SpellingBeeRematch',
    cooking:
      'ClassmateLunchSwap ClassmateBakeSale PotluckClassParty CupcakeWarsClassmates LunchboxGlowUp DeskSnackHacks',
    travel:
      'ClassmateFieldTrip ClassmateExchangeVisit ClassmateMuseumDay PenPalClassmates BusSeatBuddies ClassReunionTour',
    fashion:
      'ClassmateTwinning ClassmateStyleSwap SpiritWeekFits ClassPictureDayLook DressAsYourClassmate UniformGlowUp',
    wellness:
      'ClassmateKindNotes ComplimentCircle ClassmateBuddyBench ClassmateCheerSquad CalmClassroomMinute SitWithSomeoneNew',
    speed:
      'ClassmateRelayRace ClassmateSpeedQuiz LockerComboCrack PencilSharpenerSprint ClassmateDeskBlitz ClassmateTimesTables',
    music:
      'ClassmateRecorderDuet ClassmateDeskDrumLine PencilTapRhythm ClassmateBeatboxBattle ClassClownKaraoke LunchTableRap',
    art: 'ClassmatePortraitSwap ClassmateComicRelay DrawYourClassmateBlind ClassPhotoRedraw DeskDoodleExchange PencilCaseMakeover',
    tech: 'ClassmateCodingDuo ClassmateRobotBuild ClassmateDroneDerby ClassSlideshowShowdown CalculatorSpellOff TypingRaceRematch',
    pet: 'PetShowAndTellDay ClassroomFishFeeding ClassHamsterSleepover MeetMyClassmatesDog ClassmateCatCameo GoldfishNamingVote',
    gaming:
      'ClassmateChessLadder ClassmateKartCup RecessCardDuel SquadUpClassmates BeatTheClassChamp LunchTableLeague',
  },
  sibling: {
    dance:
      'SiblingRivalryRoutine SiblingMirrorMoves BrotherSisterTwoStep SiblingSyncOrSink DanceLikeYourSibling BunkbedBoogie',
    fitness:
      'SiblingRivalryReps SiblingWheelbarrowWalk SiblingPlankOff SquatYourSibling BrotherlyBurpees SisterSitUpShowdown',
    funny:
      'TypesOfSiblings SiblingWhoGotBlamed ImpersonateYourSibling SiblingBackseatBorder WhosMomsFavorite HeStartedIt',
    educational:
      'BirthOrderFacts SiblingSkillSwap FamousSiblingsHistory SiblingDNAShare BigSiblingTeaches KnowYourSiblingQuiz',
    cooking:
      'SiblingCookOff SiblingBlindTasteTest GrandmasSoupRecreate BreakfastForMySibling SiblingRivalryRamen BunkbedMidnightSnack',
    travel:
      'SiblingRoadTrip ChildhoodSpotRevisit SiblingHometownTour SiblingsOnlyVacation LittleSiblingPlansIt BackseatBorderWars',
    fashion:
      'SiblingClosetSwap SiblingStyleEachOther HandMeDownRemix DressLikeYourSibling StolenSiblingHoodie TwinningNotTwins',
    wellness:
      'SiblingWalkAndTalk SiblingMemoryLane CallYourSibling TellYourSiblingThanks NoPhonesSundayDinner BunkbedBedtimeChats',
    speed:
      'SiblingRivalryRelay SiblingDishesDash WhoPacksFaster SiblingPuzzleRace BeatYourSiblingToIt FirstToTheRemote',
    music:
      'SiblingHarmonies SiblingRapBattle ChildhoodSongRecreate SiblingSingOff SiblingJamSession BackseatKaraokeDuel',
    art: 'SiblingPortraitSwap SiblingDrawOff SketchYourSiblingBadly OneCanvasTwoSiblings ChildhoodPhotoRedo RivalryComicStrip',
    tech: 'SiblingTechSupport SiblingPhoneSwap SiblingSetupBattle SiblingGroupChatLore RemoteControlWars BunkbedLANParty',
    pet: 'PetPicksASibling SiblingDogCallOff WhoseLapWinsTheCat NewFurSibling SiblingTrickShowdown BunkbedPuppyPile',
    gaming:
      'SiblingKartGrudgeMatch MonopolyFamilyFeud SiblingCoOpRun PlayerTwoIsMySibling SiblingRageQuit WhoGetsTheController',
  },
  uncle: {
    dance:
      'FunUncleBoogie UncleSprinklerStep UncleDiscoRevival WeddingUncleMoves DanceLikeYourUncle UncleDoesTheWorm',
    fitness:
      'UncleVsNephewPushups UncleShoulderRides FunUncleBootcamp BeatUncleAtHorse UncleStillGotIt UnclePlankChallenge',
    funny:
      'UncleWhoKnowsEveryone UncleDadJokes UncleBBQCommentary GotYourNoseUncle EveryFamilysUncle UncleWeirdNicknames',
    educational:
      'UncleTeachesASkill CoinTrickScience UncleFixesTheBike ThingsMyUncleTaughtMe CheckTheOilWithUncle FamilyTreeDetective',
    cooking:
      'UncleGrillMaster UncleChiliCookoff UncleSecretRecipe BrisketLikeMyUncle PancakeFlipWithUncle UnclesFamousSauce',
    travel:
      'UncleRoadTrip UncleBallparkVisit UncleHometownTour GoneFishingWithUncle UncleKnowsAShortcut DinerStopWithUncle',
    fashion:
      'UncleFitCheck UncleSocksAndSandals HawaiianShirtUncle WeddingUncleSuit RaidUnclesCloset CoolUncleSunglasses',
    wellness:
      'UnclePorchTalks UncleLetterToNephew UncleLifeAdvice CallYourUncleToday LaughItOffWithUncle UnclesHammockHour',
    speed:
      'UncleCoinTrickRace UncleTireChangeTimer BeatUncleToTheGrill UncleJokeRapidFire BalloonAnimalBlitz NieceVsUncleSprint',
    music:
      'UncleGuitarJam UncleOldiesCover UncleVinylPicks KaraokeKingUncle AirDrumsLikeUncle UnclesRoadTripMix',
    art: 'UncleBirdhouseBuild UncleModelTrains UncleOldPhotoRestore DrawUncleFromMemory WhittleWithUncle UnclesWorkshopCraft',
    tech: 'UncleTechSupport UncleLearnsEmoji UncleSmartTVRescue UnclesFirstSelfie DroneDayWithUncle ForeheadCamUncle',
    pet: 'UncleCatWhisperer UncleTeachesATrick UnclePetSitter DogsLoveUncleMost PuppyUncleDuty FunUncleFetchDay',
    gaming:
      'UncleChessRematch UncleArcadeHighScore UncleDominoesShowdown UncleCheatsAtUno PlayerTwoUncle CouchCoopWithUncle',
  },
  helicopter: {
    dance:
      'HelicopterArmSpin HelicopterLiftOffHop DoTheHelicopter HoverLikeAHelicopter ChopperCharleston RotorBladesFreeze',
    fitness:
      'HelicopterArmCircles HelicopterHoverPlank ChopperCardio HelicopterJumpRope HeliHopSquats LiftOffLunges',
    funny:
      'HelicopterCouchLanding HelicopterHairTornado HelicopterParentSkit BeatboxAHelicopter TrafficChopperReport RemoteHeliMishaps',
    prank:
      'PaperHelicopterRain HelicopterToyDelivery HelicopterParentMode MiniHeliMessage MapleSeedShower ConfettiChopperDrop',
    cooking:
      'HelicopterBirthdayCake PropellerPastaBake HelipadPizza ChopperChopSalad HelicopterRotorCookies HelicopterSnackDrop',
    travel:
      'GlacierHeliLanding HelicopterCanyonFlight HelicopterIslandHop DoorsOffHelicopter FirstTimeInAHelicopter BirdsEyeCitySkyline',
    fashion:
      'HelicopterPilotFit HelicopterFlightJacket AviatorShadesFiveWays RotorWashHairCheck HelicopterHeadsetStyle HeliChicJumpsuit',
    wellness:
      'HelicopterSeedFall HelicopterViewOfMyDay HelicopterParentBreak LetTheHelicopterLand BirdsEyePause RotorSlowBreathing',
    speed:
      'HelicopterFoldIn30 HeliLandingTarget HelicopterDropRace PaperHelicopterRelay LiftOffCountdown MapleSeedDash',
    music:
      'HelicopterRotorBeat HelicopterSoundRemix HelicopterLullaby HeliBassDrop BeatboxTheChopper WhirlybirdWaltz',
    art: 'HelicopterPaperCraft HelicopterLegoBuild RotorSpinArt HelicopterBlueprint MakeAHeliMobile BirdsEyeViewSketch',
    tech: 'DroneVsHelicopter IngenuityMarsHeli HelicopterCockpitSim FlyAnRCHelicopter HelicopterGoProMount GyroHoverHack',
    pet: 'HelicopterTailWag HelicopterEarsCheck CatVsToyHelicopter HelicopterPupPilot PropellerHatPose MapleSeedPounce',
    gaming:
      'HelicopterRescueLevel HelicopterSupplyDrop HelicopterSimRun HeliLandingNoScratch FlappyHelicopter ChopperStuntChallenge',
  },
  art: {
    dance:
      'ArtStatueFreeze FamousPaintingPoses ArtGalleryDance ArtAttackShuffle MuseumMoonwalk ArtistBlockBreakdance',
    fitness:
      'StatuePoseHold ArtEaselSquats ArtMuseumStepCount ArtistArmDay ArtAttackHIIT TheThinkerWallSit',
    funny:
      'RecreateFamousArt ModernArtOrMess ArtCriticForADay StarvingArtistSkit MuseumGuardPOV FridgeArtAwards',
    prank:
      'SecretArtDrop ArtFakeMuseumLabel KidsDrawingFramed PostItArtAmbush LivingRoomArtOpening StickFigureMasterpiece',
    educational:
      'ArtHistoryInAMinute ArtForgeryDetection GuessTheArtMovement HiddenDetailsInArt HowPigmentsAreMade ColorWheelQuiz',
    cooking:
      'ArtOnAPlate FamousPaintingCake StarryNightPancakes ArtfulPlating ToastArtAttack PopArtPopsicles',
    travel:
      'StreetArtWalk ArtMuseumTour FollowTheArtist ArtHopWeekend MuralTownRoadTrip SculptureParkSelfies',
    fashion:
      'WearableArt GalleryFitCheck ArtMasterpieceMakeup DressAsAnArtwork StarvingArtistChic HandPaintedJacket',
    wellness:
      'ArtJournaling DoodleBeforeBed ArtZentangleCalm SlowArtDay NoRulesArtHour ArtForNoOne',
    speed:
      'OneMinuteMasterpiece ArtRelayCanvas GestureDrawingBlitz ArtAttackIn60 TenSecondArtist SpeedArtShowdown',
    music:
      'PaintTheBeat ArtAlbumCoverRemake SynesthesiaJam SingAboutAnArtwork ArtAttackAnthem StarvingArtistBlues',
    tech: 'ArtPenPlotter Art3DPrintSculpture DigitalBrushShowdown AIvsArtist ARArtHunt ScanYourKidsArt',
    pet: 'PawPrintArt CatKnocksOverEasel ArtWithMyDog ZiplockPupPainting ArtistsAndTheirPets HamsterArtCritic',
    gaming:
      'PixelArtLevel ArtPictionaryShowdown DrawfulJackboxParty ArtistVsAIGuess GarticPhoneChaos MasterpieceMemoryMatch',
  },
  lizard: {
    dance:
      'LizardHeadBobDance LizardPushUpPop ScaleSlideGroove LizardWizardWiggle LoungeLizardMoves BaskAndBop',
    fitness:
      'LizardLunge LizardCrawlPushups SunBaskStretch LizardPoseFlow LizardTailTaps ColdBloodedCardio',
    funny:
      'LizardStareDown LizardSunlampDiva LizardShedDayDrama LizardBrainDecisions LoungeLizardLife GeckoEyeLickPOV',
    prank:
      'LizardToyOnTheWall LizardMagnetFridge LampshadeLizard TinyLizardInvasion LizardShadowPuppet GooglyEyeGecko',
    educational:
      'HowLizardsRegrowTails WhyLizardsBask ColdBloodedExplained LizardOrSnakeQuiz LizardsThatWalkOnWater HowGeckosStickToWalls',
    cooking:
      'LizardKiwiTart BakeALizardLoaf LizardCookieCutters LizardSushiRoll GeckoGuacamole CucumberChameleon',
    travel:
      'LizardSpottingHike KomodoParkVisit LizardIslandTrip LizardSafari LizardLoversGetaway GeckoNightWalk',
    fashion:
      'LizardGreenFit LoungeLizardLook EmeraldLizardGlam LizardKingStyle ScalesAndSequins ChameleonColorSwap',
    wellness:
      'LizardSlowBlink BaskLikeALizard QuietYourLizardBrain LizardLoungeHour ShedTheOldSkin WarmRockReset',
    speed:
      'LizardCrawlRace GeckoGripSprint LizardTankCleanClock SpotTheLizardIn10 LizardSpeedSketch TongueFlickBlitz',
    music:
      'LizardLoungeJazz LizardHeadBobTempo LizardChirpBeat LizardWizardRap CoverTheLizardKing BaskingBossaNova',
    art: 'ScaleMosaicArt LizardPebblePainting LizardBeadwork DrawALizardOneLine LizardDoodleDare ClayChameleonBuild',
    tech: 'LizardShedTimelapse LizardHeatLampTimer AIIdentifiesTheLizard RoboLizardBuild TerrariumLiveCam SmartHomeForMyGecko',
    gaming:
      'LizardWizardQuest GeckoStickyRun LizardSpockShowdown LizardBossBattle LizardLeapLevel ChameleonHideAndSeek',
  },
  retirement: {
    dance:
      'GoldenYearsShuffle LastDayAtWorkBoogie RetirementLineDancing RetiredAndRocking RetirementConga RetireeDiscoFever',
    fitness:
      'RetirementPickleball GoldenYearsYoga RetirementMorningWalk RetiredNotTired RetireeAquaAerobics HammockToHike',
    prank:
      'RetirementGagGifts RetirementDeskShrine SurpriseRetireeSendOff RetirementFanClub GoldWatchFakeout FakeFinalMeeting',
    educational:
      'RetirementSavingsMyths HowPensionsWork RetirementAgeByCountry HowEarlyCanIRetire AskARetireeAnything CompoundInterestMagic',
    cooking:
      'GoldenYearsBakeOff RetirementSourdough GrandpasBBQSundays RetireeRecipeBook RetiredChefMode RetirementPartyCake',
    travel:
      'RetirementRVJourney SnowbirdWinterMove RetirementBucketList RetiredAndRoaming CruiseShipRetiree VanLifeAtSeventy',
    fashion:
      'RetirementGolfFit HawaiianShirtLook NoMoreSuitsClosetPurge RetireeDripCheck RetireTheTie RetirementCruiseWear',
    wellness:
      'HammockTime BirdwatchingBench RetirementGardenHour RetirementSlowMornings VolunteerLikeARetiree RetiredFromStress',
    speed:
      'FastestCrossword RetirementJigsawBlitz KnittingRowDash RetireeSudokuSprint DaysTillRetirement RetiredSpeedWalkers',
    music:
      'RetirementPartyKaraoke GrandpaLearnsPiano FarewellSingAlong RetiredRockStar RetireeGarageBand RetirementAnthemCover',
    art: 'RetirementPotteryClass BirdhouseBuild RetirementWoodCarving HappyLittleRetirement RetiredArtistEra FarewellCardDIY',
    tech: 'RetirementSmartHome RetirementPhotoRescue FirstEmailToGrandkids RetiredAndOnTikTok GrandpaVsSmartphone TeachARetireeTech',
    pet: 'RetiredDogAdventures PorchNapWithRover RetireePuppyTraining GreyhoundRetirement CatLadyRetirement BirdFeederKittyTV',
    gaming:
      'BingoNightChampion RetirementMahjongTable ShuffleboardLeague RetiredAndRespawning RetireeCardSharks RetirementChessHustle',
  },
  'hide and seek': {
    dance:
      'PeekABooGroove ReadyOrNotRoutine HideAndSeekTiptoe HideAndSeekFreeze HideNSeekShuffle HideAndSeekMoonwalk',
    fitness:
      'HidingSpotHold SeekerBurpeeCount HideAndSeekSprints HideAndSeekBearCrawl HideAndSeekHIIT HideAndSquat',
    funny:
      'ToddlerHideAndSeek HideAndSeekForgotten TheDogGaveMeAway WorstHidingSpotEver HideAndSeekAsAdults HideAndSeekLegend',
    educational:
      'AnimalCamouflageFacts HowOctopusesHide HideAndSeekProbability NatureHideAndSeek HideAndSeekOrigins HideAndSeekEchoTest',
    cooking:
      'HideAndSeekCake HiddenVeggieMuffins LuckyAlmondRicePudding HideAndSeekMeatballs HideAndSeekCupcakes HideNSeekSmoothie',
    travel:
      'HideAndSeekGeocaching HideAndSeekCornMaze HideAndSeekCastle CityWideHideAndSeek HideAndSeekJetLag TreasureHuntTour',
    fashion:
      'DressLikeTheCouch HideAndSeekBlendIn HideAndSeekCamoFit HideAndSeekNinjaLook HideNSeekPatternMatch WallpaperTwinning',
    wellness:
      'SlowCountBreathing HideAndSeekGiggles PlayLikeAKidAgain HideAndSeekScreenBreak HideAndSeekForGrownUps HideAndSeekRecess',
    speed:
      'FastestSeekerWins HideTheKeysBlitz HideAndSeekStopwatch TenSecondHideAndSeek HideAndSeekSpeedrun HideAndSeekRelay',
    music:
      'ReadyOrNotChorus HideAndSeekHummingClue HideAndSeekMusicBox HideAndSeekCover HideAndSeekBeatDrop HotAndColdMelody',
    art: 'SpotTheCatDrawing CamoPaintHideAndSeek HideAndSeekDoodle HideAndSeekBodyArt HideNSeekCollage DrawYourOwnWaldo',
    tech: 'HideAndSeekThermalView WalkieTalkieHideNSeek AirTagHideAndSeek DroneHideAndSeek SmartSpeakerClues FindMyPhoneRace',
    pet: 'HideAndSeekWithMyDog PetFindsMe CatWinsHideAndSeek HideAndSeekTreatTrail HideNSeekHamster NoseKnowsBest',
    gaming:
      'PropHuntRound HideAndSeekMinecraft SardinesTwist HideAndSeekRoblox HideAndSeekBossLevel HideNSeekMapBuild',
  },
  excavator: {
    dance:
      'ExcavatorBucketBop DiggerShuffle ExcavatorArmWave DanceLikeAnExcavator CanYouDigItGroove ExcavatorRobotMoves',
    fitness:
      'ExcavatorScoopSquats DiggerDeadlift ExcavatorBoomPress LiftLikeAnExcavator ExcavatorArmDay DigDeepBurpees',
    prank:
      'ExcavatorTreasureDig ExcavatorCandyQuarry ToyExcavatorAmbush ExcavatorDoorstepDrop DeskConstructionZone DiggerCakeSurprise',
    educational:
      'HowExcavatorsDig ExcavatorVsBulldozer WorldsBiggestExcavator ExcavatorPhysicsMinute SyringeHydraulicsDemo NameThatDigger',
    cooking:
      'ExcavatorDirtCake DiggerPuddingCups ExcavatorChocoRocks ExcavatorBentoBox DigIntoDessert CookieCrumbQuarry',
    travel:
      'DiggerLandTrip DriveARealExcavator ExcavatorQuarryLookout JoinAnExcavation RoadworkSpotting FossilDigHoliday',
    fashion:
      'ExcavatorKidsCostume HiVisFitCheck ExcavatorYellowBoots DressLikeAnExcavator ExcavatorOverallsLook HardhatChic',
    wellness:
      'ExcavatorSandboxCalm ExcavatorASMR WatchTheDiggerWork ScoopAndBreathe GardenDigReset ExcavatorDaydream',
    speed:
      'DiggerDash ExcavatorCandyGrab ExcavatorScoopRace ExcavatorBallPitBlitz FillTheBucketIn30 TransferTenRocks',
    music:
      'ExcavatorBeepBeat ClankAndRumbleJam ExcavatorLullaby ExcavatorSongForKids ExcavatorBucketDrums CanYouDigItRemix',
    art: 'CardboardExcavator ExcavatorTrackPrints DiggerPainting LegoExcavatorBuild ExcavatorInOneLine SandboxSculptOff',
    tech: 'ExcavatorRCDig ExcavatorSyringePower ExcavatorArduinoArm RobotExcavatorVsMe ExcavatorCabPOV AIDrivesTheDigger',
    pet: 'PetDigsLikeAnExcavator ExcavatorTreatSandpit ExcavatorTunnelZoomies CatVsToyExcavator DiggerDogChallenge SandboxTreasurePup',
    gaming:
      'SpeedrunTheDigger MinecraftQuarryDig ExcavatorSimRun ExcavatorCityTycoon ExcavatorBossLevel ExcavatorClawMachine',
  },
  'fourth of july': {
    dance:
      'FourthOfJulyFlagTwirl BlockPartySlide July4thLineDance July4thFireworkFreeze IndependenceDayJig StarsAndStripesStrut',
    fitness:
      'FourthOfJulyFunRun StarsAndStripesSquats FourthOfJulyTugOfWar July4thFireworkBurpees IndependenceDayHIIT OneRepPerState',
    prank:
      'July4thWakeUpParade July4thDecorAmbush FourthOfJulyFlagLawn FourthOfJulyPopRocks StarSpangledDoorstep RedWhiteBlueBalloons',
    educational:
      'HowFireworksGetColors LibertyBellCrackStory FourthOfJulyTrivia TheRealIndependenceDay July4thMythsBusted FourthOfJulyFlagFacts',
    cooking:
      'FourthOfJulyFlagCake StarShapedWatermelon July4thGrillOff July4thRocketPops IndependenceDayBBQ AmericanPieBakeOff',
    travel:
      'SmallTownParadeTour FourthOfJulyDCVisit HarborBoatViewing July4thInPhilly July4thLakeDay FourthOfJulyRoadTrip',
    fashion:
      'FourthOfJulyFitCheck StripedSundressStyling FourthOfJulyPicnicLook July4thThriftFlip IndependenceDayDrip AmericanaGlowUp',
    wellness:
      'FourthOfJulyLakeFloat July4thPhoneFreedom July4thQuietCorner IndependenceDayRest PicnicBlanketUnwind SunsetPorchPause',
    speed:
      'FourthOfJulySackRace July4thCornShuckOff July4thThreeLegged IndependenceDayRelay WaterBalloonTossCount EggAndSpoonDash',
    music:
      'YankeeDoodleRemix July4thKazooParade FourthOfJulySousaMarch IndependenceDayAnthem FireworkCoverJuly4th PartyInTheUSASingAlong',
    art: 'FourthOfJulyChalkArt FourthOfJulyStarStamps IndependenceDayCollage July4thLanternDIY ForkFireworkPainting BuntingGlowUp',
    tech: 'FireworkPhoneSettings FourthOfJulyTimelapse July4thDroneShow July4thLongExposure IndependenceDaySlowMo LEDBuntingBuild',
    pet: 'FourthOfJulyQuietRoom FourthOfJulyIDTagCheck FourthOfJulyPetBandana July4thPupParade StarSpangledKitty ThunderShirtTest',
    gaming:
      'TicketToRideUSA FourthOfJulyTriviaCup FourthOfJulyLawnGames July4thCornholeKing BackyardOlympics FourthOfJulyUnoNight',
  },
  softball: {
    dance:
      'SoftballHandshake SoftballDugoutDance SoftballWalkUpStrut SoftballCheerStomp WindmillArmGroove HomeRunHipShake',
    funny:
      'SoftballDadCoachMode FoulBallDodgers SoftballUmpVoice TypesOfSoftballMoms SoftballChantFails BenchWarmerPOV',
    prank:
      'SoftballGloveNote SoftballBagBouquet GooglyEyeSoftballs SoftballCoachThankYou WalkUpSongSwitch DugoutSnackAmbush',
    educational:
      'SoftballVsBaseball SoftballPitchPhysics SeamGripExplained WhySoftballsArentSoft SoftballRulesQuiz BattingAverageMath',
    cooking:
      'SoftballCakePops BallparkNachos SoftballOrangeSlices SoftballStitchCookies SoftballSnackMomMVP DugoutDipDuel',
    travel:
      'SoftballFieldTour HallOfFameStop WorldSeriesSoftball TravelBallWeekend SoftballCampDiaries SoftballHotelLife',
    fashion:
      'SoftballHairBows EyeBlackLook SoftballBraidStyles SoftballFitCheck SoftballDugoutDrip KneeHighSocksOnly',
    wellness:
      'PreGameBreathing SoftballMistakeReset SoftballVisualization SoftballShakeItOff SoftballPepTalkMirror NextPitchMindset',
    speed:
      'HomeToFirstSprint SoftballStealSecond SoftballQuickRelease SoftballRelayThrows BeatTheTag SoftballBaseRunRace',
    music:
      'SoftballWalkUpSong SoftballDugoutChant BallparkOrganJam SoftballBucketDrums BatTapBeatbox SoftballTakeMeOut',
    art: 'SoftballPaintedBalls SoftballActionSketch SoftballLaceBracelet SoftballEmojiFaces GoldenHourDiamond DugoutBannerDIY',
    tech: 'SoftballSwingSlowMo SoftballPitchRadar BatSensorTest HelmetCamSoftball SoftballStatGeek ExitVeloShowdown',
    pet: 'BatDogInTraining SoftballGloveKittenNap SoftballFetch SoftballCatchPup SoftballGameDayPet BleacherBuddyCat',
    gaming:
      'SoftballWiffleLeague SoftballTrivia SoftballCardTrade SoftballVideoGameIRL HomeRunDerbyNight MarioSuperSluggers',
  },
  blizzard: {
    dance:
      'WhiteoutWiggle CabinFeverFreestyle BlizzardBootStomp SnowedInShuffle BlizzardFreezeFrame BlizzardBoogie',
    fitness:
      'SnowedInBootcamp BlizzardShovelSets BlizzardStairCircuit BlizzardBurpeeBlitz CabinFeverCardio SnowAngelAbs',
    prank:
      'BlizzardSockSnowballs BlizzardSnowmanGreeter SnowedInScavengerHunt PaperSnowstormAmbush SecretSnowShovelHero BlanketFortTakeover',
    educational:
      'HowBlizzardsForm BlizzardVsSnowstorm WhyWhiteoutsHappen PackABlizzardKit BlizzardOf78 MeasureTheSnowfall',
    cooking:
      'SnowedInCinnamonRolls BlizzardPantryPizza BlizzardComfortStew BlizzardBakeathon CabinFeverCookies HotCocoaBombs',
    travel:
      'AfterTheBlizzardWalk BlizzardSkiPowderDay BlizzardTrainJourney SnowedInAtTheCabin FreshTracksMorning SnowGlobeTown',
    fashion:
      'BlizzardLayersFit BlizzardBalaclavaStyle ThermalLoungeSet PufferCoatFiveWays SnowedInPajamaChic BlizzardBootBattle',
    wellness:
      'BlizzardReadingNest SnowedInSelfCare StormSoundsSleep BlizzardHygge BlizzardDigitalDetox SnowfallMeditation',
    speed:
      'BlizzardShovelDash BlizzardFortBuildOff SnowBootsOnTimer BlizzardSnowmanIn60 SnowedInSpeedrun BundleUpBlitz',
    music:
      'BlizzardHowlBeat BlizzardCabinJam WhiteoutPianoSong WinterWonderlandCover SnowedInSingAlong SnowstormSymphony',
    art: 'PaperSnowflakeCraft IcicleMacroPhotos BlizzardSnowGlobe SnowedInSketchbook BlizzardWindowArt SnowstormSilhouettes',
    tech: 'BlizzardTimelapse SnowDepthSensorBuild BlizzardRadarTracker SnowedInWifiHacks SnowstormSlowMo DIYWeatherStation',
    pet: 'BlizzardPawBooties BlizzardDogZoomies HuskyLovesTheStorm SnowedInPetOlympics FirstSnowstormPuppy CatVsSnowflakes',
    gaming:
      'BlizzardSurvivalLevel SnowedInCoOpNight PowerOutageCharades SnowstormMonopoly BlizzardJigsawRace LanternLitUno',
  },
  'ice skating': {
    dance:
      'IceSkatingWaltz RinkConga IceSkatingSpiralPose IceSkatingMoonwalk FigureSkatingFreestyle TwizzleTwirl',
    funny:
      'IceSkatingWallHugger IceSkatingFirstTry IceSkatingBrakesWhere IceSkatingCommentator PenguinHelperPro BambiOnIce',
    prank:
      'IceSkatingSurpriseDate PretendYouCantIceSkate IceSkatingPenguinCameo GlitterLaceSwap RinksideCocoaDelivery FigureSkatingScores',
    educational:
      'WhyIceIsSlippery IceSkatingSpinScience HowZamboniWorks NameThatIceSkatingJump FigureSkatingScores101 IceSkateBladeSecrets',
    cooking:
      'FrozenPondCake RinksideChurros IceSkatingHotCider IceSkatingCocoaBar IceSkateCookieCutters AfterIceSkatingSnack',
    travel:
      'IceSkatingRockefeller IceSkatingCanalOttawa FrozenLakeGlide IceSkatingBucketList IceSkateEveryCity NaturalIceQuest',
    fashion:
      'FigureSkaterSparkle IceSkatingCozyFit SkateDressLook IceSkatingEarmuffEra IceSkatingGlam IceSkatingOOTD',
    wellness:
      'IceSkatingSlowLaps FrostyMorningSkate FrozenPondPeace IceSkatingInnerChild IceSkatingUnderStars IceSkatingNoPhones',
    speed:
      'IceSkatingShortTrack ConeWeaveDash IceSkatingLaceUpTimer FastestIceSkatingLap IceSkatingSpinOff BeatTheZamboni',
    music:
      'RinkOrganJam SkatersWaltzCover IceSkatingDiscoNight IceSkatingBladeASMR IceSkatingRemix FigureSkatingAnthem',
    art: 'BladeTrailArt IceSkatingPhotoShoot IceSkatingSnowGlobe IceSkatingMotionBlur IceSkaterSilhouettes GlitterCostumeSketch',
    tech: 'IceSkatingSlowMo IceSkatingSpinTracker DroneRinkFlyover IceSkateGoProPOV FigureSkatingJumpAI GimbalChaseCam',
    pet: 'PupOnTheRinkside IceSkatingDogSweater IceSkatingCatReacts IceSkatingPetCheer IceSkatingBunnyHop ZoomiesOnTheIce',
    gaming:
      'IceSkatingSimonSays IceHockeyShootout IceSkatingLevelUp FigureSkatingJudgeOff IceSkatingTagRound PenguinSlideHighScore',
  },
  skyscraper: {
    dance:
      'SkylineSway SkyscraperLobbyStrut DanceLikeASkyscraper HighriseHustle ElevatorMusicMoves SkyscraperStretchUp',
    fitness:
      'SkyscraperStairClimb SkyscraperSkipTheLift SkyscraperVerticalMile HighriseHIIT EmpireStateAtHome LandingLungeLadder',
    funny:
      'ElevatorSmallTalk SkyscraperEarsPopping SkyscraperGlassFloor HighriseWindowWasher SkyscraperSelfieFail PushAllTheButtons',
    prank:
      'SkyscraperPostItWindow SkyscraperBoxDoorway SkyscraperBookStack SkyscraperCupTower ElevatorComplimentNote TinyCityOnTheirDesk',
    cooking:
      'SkyscraperSandwich SkyscraperPancakeStack TallestCakeTower HighriseBurger SkyscraperMilkshake GingerbreadSkyline',
    travel:
      'SkyscraperGlassFloor SkyscraperArtDecoTour SkyscraperFromBelow HighriseSunsetHunt ObservationDeckHopping RideTheFastestElevator',
    fashion:
      'SkyscraperHeelsLook PinstripeSkyscraper SkyscraperChic DressLikeAHighrise SkylineFitCheck ArtDecoGlam',
    wellness:
      'CityAboveCalm SkyscraperViewPause SkyscraperGroundedFeet HighriseSunriseSit SkyscraperSkyGazing ElevatorBreathingBreak',
    speed:
      'SkyscraperBuildIn60 SpaghettiSkyscraper HighriseStairDash SkyscraperJengaBlitz CupTowerRace CardHouseIn30',
    music:
      'SkylineSerenade ElevatorMusicRemix SkyscraperLobbyPiano HighriseHarmony SkyscraperEchoJam SkyscraperDemiCover',
    art: 'SkylineSilhouette CardboardCityscape SkyscraperLegoModel DesignASkyscraper SkyscraperLookUpShot HighriseInkSketch',
    tech: 'SkyscraperTimelapse SkyscraperDroneShot HighriseHyperlapse SkyscraperInVR TunedMassDamperDemo BuildAShakeTableTower',
    pet: 'CatTowerSkyscraper HamsterHighrise SkyscraperTreatLevels CardboardPetSkyscraper DogVsElevator ParrotPenthouseView',
    gaming:
      'SkyscraperJengaNight SkyscraperTetrisHeight TowerBuilderRun MinecraftHighrise SkyscraperSpeedBuild SimCitySkyline',
  },
  balcony: {
    dance:
      'BalconyBoogie StringLightSway BalconyWaltzForTwo BalconyFlashMob BalconySunsetShuffle NeighborDanceOff',
    fitness:
      'BalconyYoga BalconyStepUps TinyBalconyBootcamp OneMatBalconyHIIT SunriseTabata FreshAirPlanks',
    prank:
      'BalconyBasketDelivery BalconyBannerAmbush BalconyGlowUpReveal GnomeOnTheBalcony RomeoStyleSerenade NeighborBirthdaySign',
    educational:
      'BalconyBirdWatching BalconyWormCompost BalconySunlightMapping WhatGrowsOnMyBalcony PollinatorBalcony CloudSpottingGuide',
    cooking:
      'BrunchOnTheBalcony BalconyHerbPasta SunsetMocktails BalconyTomatoCaprese BalconyHarvestSalad BasilToPesto',
    travel:
      'BalconyJulietVerona RooftopVsBalcony BalconyCruiseSunrise RateMyHotelBalcony BestBalconyViewHunt BalconyBreakfastAbroad',
    fashion:
      'BalconyFitCheck BalconyGoldenHourGlam BalconyBreezeTest JulietBalconyLook SunsetOutfitShoot MorningCoffeeKimono',
    wellness:
      'BalconySunsetPause FreshAirJournaling BalconyCloudWatching NoPhoneBalconyHour BalconyPlantTherapy SunriseTeaRitual',
    speed:
      'BalconyTidyDash BalconyWateringBlitz BalconyMakeoverRace OneHourBalconyGlowUp RepotInRecordTime StringLightSprint',
    music:
      'BalconySingAlong BalconyOperaAria BalconyUkuleleSession SerenadeFromTheBalcony BalconyDJSet AcrossTheStreetDuet',
    art: 'BalconyViewSketch BalconyPotMakeover BalconyPhotoADay SunsetFromMyBalcony GoldenHourWatercolor PleinAirMorning',
    tech: 'BalconySolarPanel BalconyBirdCam BalconyTimelapse TinyBalconySmartGarden SelfWateringHack FairyLightsAppSync',
    pet: 'BalconyCatio BalconyDogSunbath PetSafeBalcony BalconyPupLawn ParrotFreshAirTime KittyBirdWatchPost',
    gaming:
      'BalconyChessMatch DominoesAtDusk BalconyBattleship BalconyBingoNight BalconyCardTourney CrossStreetTicTacToe',
  },
  'high school': {
    dance:
      'HighSchoolPromMoves CheerSquadCombo PepRallyRoutine SeniorYearSlowDance HighSchoolMusicalRedo HighSchoolHallwayStrut',
    fitness:
      'HighSchoolRopeClimb PresidentialPullUps HighSchoolPacerTest BeatYourHighSchoolMile HighSchoolGymThrowback VarsityVsAdultMe',
    funny:
      'HighSchoolThenVsNow HighSchoolStereotypes SeniorYearSuperlatives TextYourHighSchoolSelf YearbookQuoteRedo TeacherCatchphrases',
    prank:
      'HighSchoolLockerNotes SeniorYearSignWall HighSchoolSpiritAmbush HighSchoolGooglyEyes TeacherDeskMakeover BalloonFilledHallway',
    cooking:
      'HighSchoolBakeSale HighSchoolPromPunch SpiritWeekCupcakes SeniorYearGradCake HighSchoolLunchRemake HomeEcRedemption',
    travel:
      'SeniorYearRoadTrip VisitYourHighSchool HighSchoolerAbroad HighSchoolSkipDay CampusTourSeason GradNightAdventure',
    fashion:
      'HighSchoolPromLook SeniorYearFitCheck HighSchoolPictureDay HighSchoolThrowback VarsityJacketRevival GraduationCapDecor',
    wellness:
      'DearHighSchoolMe SeniorYearGratitude HighSchoolStudyBreak HighSchoolBuddyCheck ExamWeekSleepPlan BeKindInTheHallway',
    speed:
      'PassingPeriodDash HighSchoolLockerCombo HighSchoolTriviaRace HighSchoolMileRematch SeniorYearSpeedrun BeatTheTardyBell',
    music:
      'SeniorYearAnthem HighSchoolDrumline HighSchoolMusicalCover HighSchoolThrowbackJam AlmaMaterSingAlong GraduationSongRemix',
    art: 'HighSchoolPhotoRedo SeniorYearMural GradCapPainting HighSchoolSelfPortrait HighSchoolLockerArt YearbookCoverDesign',
    tech: 'HighSchoolRoboticsClub HighSchoolGadgetTour CodingHackathonDemo HighSchoolerCodesAnApp SeniorYearTechCheck TI84GameThrowback',
    pet: 'HighSchoolPetGradPhoto HighSchoolPuppyGoodbye SeniorYearWithMyDog HighSchoolMascotCat KittenOnMyHomework PupWaitsForTheBus',
    gaming:
      'HighSchoolEsports HighSchoolLANParty SeniorYearBossLevel HighSchoolChessHustle CafeteriaCardTourney SpiritWeekGameShow',
  },
  green: {
    dance:
      'GreenLightGroove GreenMeadowTwirl GreenScreenDance EvergreenTwoStep FrogHopShuffle KermitFlail',
    fitness:
      'FrogJumpSquats GreenLightSprints GrassyHillRepeats GreenJuiceAndJog GreenSpaceHIIT GoGreenCommute',
    funny:
      'GreenWithEnvySkit GreenThumbDisasters GreenScreenFail KidsVsGreenVeggies ItsNotEasyBeingGreen FrogPrinceAudition',
    prank:
      'GreenEggsSurprise GreenDyedMilk GreenEverythingDinner GreenScreenFakeTrip RubberFrogAmbush LeprechaunFootprints',
    educational:
      'WhyPlantsAreGreen HowChlorophyllWorks WhyLeavesTurnRed WhyIsGreenCalming PoisonGreenHistory GreenOrBlueDebate',
    cooking:
      'GreenGoddessSalad GreenPestoPasta GreenCurryFromScratch GreenEggsAndHamIRL HulkSmoothie MatchaMadness',
    travel:
      'GreenestParkHunt GreenTeaFieldVisit RainforestCanopyWalk FortyShadesOfGreen GreenhouseGardenTour EmeraldIsleRoadTrip',
    fashion:
      'AllGreenOutfit SageGreenFitCheck GreenWithEnvyLook GreenFromHeadToToe EmeraldEraGlam MossAndMintLayers',
    wellness:
      'GreenTeaRitual BarefootOnTheLawn GreenSpaceReset GreenHourDaily GreenThumbTherapy TouchGrassToday',
    speed:
      'GreenLightSprint FrogHopRace GreenThingsInSixty GreenShadeSortOff GreenPeaChopsticks LeafMatchDash',
    music:
      'GreenGrassWhistle GreenDayCover TenGreenBottles GreensleevesRemix KermitBanjoJam FrogCroakBeatbox',
    tech: 'BedsheetGreenScreen ChromaKeyWithPaint SolarChargerTest GoGreenGadgets GreenTechSwap GreenhouseSensorBuild',
    pet: 'GreenLawnZoomies CatGrassTaste GreenDinoDogCostume GreenScreenPet GreenBallFetchOff FrogPrincePup',
    gaming:
      'GreenShellSniping GreenMushroomHunt CreeperFarmSpeedrun FroggerHighScore GreenOnlyBuildOff GreenScreenStreamer',
  },
  cabin: {
    dance:
      'CabinFeverFreestyle LogCabinShuffle CabinPorchStomp CabinKitchenDisco HoedownInTheWoods FirelightSlowDance',
    fitness:
      'FirewoodStackCarry CabinStumpStepUps CabinMorningHike CabinFeverCardio CabinDockPlank LumberjackLunges',
    funny:
      'CabinSpiderRoommate CabinNoWifiReaction CabinFeverDiaries ThatOneCabinNoise ListingVsReality LumberjackWannabe',
    prank:
      'CabinStarryCeiling CabinLanternTrail CabinWelcomeBasket SurpriseCabinWeekend BigfootWasHere BlanketFortTakeover',
    educational:
      'HowCabinsAreBuilt CabinWildlifeTracks LogCabinInAMinute CabinNightSkyGuide IdentifyThatTree WhyFirewoodPops',
    cooking:
      'CabinSkilletCornbread CabinSmoresBar FoilPacketDinner CastIronCabinBreakfast CabinFeverBakeOff DutchOvenCobbler',
    fashion:
      'CabinFlannelFit PlaidShirtLayering CabinCardiganEra CabinSweaterWeather LumberjackChic CozyCabinCapsule',
    wellness:
      'CabinUnplug CabinFiresideCalm StargazingSilence RainOnTheCabinRoof CabinPorchSunrise NoWifiNoProblem',
    speed:
      'CabinDishwashDash CanoeLaunchTimer CabinBedMakingBlitz CabinPackUpSprint BeatTheCabinCheckout FirewoodStackOff',
    music:
      'CabinBanjoPickin CabinCricketChorus CabinFiresideSongs LogCabinLullaby CampfireSingAlong RainOnTinRoofASMR',
    art: 'CabinPinePrints CabinLeafPressing CabinWindowFrames PopsicleStickCabin FoggyLakeWatercolor BirchBarkArt',
    tech: 'CabinTrailCamCatch CabinStarlinkTest CabinOffGridSetup TinyCabinTechTour WalkieTalkieWeekend SolarPoweredCoffee',
    pet: 'CabinCatWindowWatch HikingBuddyHusky CabinPuppyLakeDip DogsFirstCabinTrip CabinPorchPup FiresidePetSnooze',
    gaming:
      'CabinScrabbleShowdown CabinFlashlightTag CabinDungeonCrawl CabinPuzzleMarathon FiresideUnoBattle CampfireWerewolf',
  },
  neighborhood: {
    dance:
      'NeighborhoodFlashMob BlockPartyGroove StreetCongaLine NeighborDanceOff NeighborhoodMoonwalk NeighborhoodHoedown',
    fitness:
      'NeighborhoodRunLoop NeighborhoodMileMap NeighborWalkingClub NeighborhoodCurbHIIT EveryStreetChallenge MailboxSprints',
    funny:
      'NeighborhoodAppDrama NeighborhoodCatBeef NeighborhoodNewsReport NosyNeighborPOV NeighborhoodDadWave LeafBlowerAt7AM',
    prank:
      'NeighborhoodCookieDrop NeighborhoodGnomeTour BooYourNeighbor NeighborhoodRockHunt ChalkMessageSurprise DingDongDitchTreats',
    educational:
      'StreetNameOrigins NeighborhoodThenAndNow NeighborhoodTreeID NeighborhoodBirdCensus WhoLivedInMyHouse OldNeighborhoodPhotos',
    cooking:
      'NeighborhoodPotluck BlockPartyGrill NeighborhoodBakeSwap PieForTheNeighbors NeighborhoodTacoNight LemonadeStandGlowUp',
    fashion:
      'StreetStyleOnMyBlock NeighbourhoodKicks NeighborhoodCozyLayers NeighborhoodOOTD NeighborEnvyOutfit TrashDayCouture',
    wellness:
      'PorchMorningCalm NeighborhoodSmileCount NeighborhoodSunsetSit WaveAtEveryNeighbor NeighborhoodUnplugged MindfulBlockLoop',
    speed:
      'BlockLoopDash NeighborhoodRelay NeighborhoodTagBlitz NeighborhoodBikeRodeo NeighborScooterRace BeatTheIceCreamTruck',
    music:
      'NeighborhoodPorchJam NeighborhoodSoundsMix WontYouBeMyNeighbor NeighborhoodBucketBand CarolingDownTheBlock IceCreamTruckRemix',
    art: 'NeighborhoodChalkArt NeighborhoodMiniModel SketchANeighborsHouse MapYourNeighborhood DoorwayPhotoWalk MailboxMakeover',
    tech: 'NeighborhoodDroneShot NeighborhoodHyperlapse NeighborhoodWalkScore RecreateMyNeighborhood DoorbellCamBloopers GoogleStreetViewThen',
    pet: 'CatsOfTheNeighborhood NeighborhoodPetParade NeighborhoodPupCrawl NeighborsDogBFF SniffEveryMailbox DoorbellBarkOff',
    gaming:
      'NeighborhoodGeocache NeighborhoodNerfBattle StreetScavengerHunt NeighborhoodFlagWars KickTheCanComeback PokemonGoNeighborhood',
  },
  'uber driver': {
    dance:
      'UberDriverSeatDance UberDriverCarWashBop UberDriverTwoStep UberDriverParkedGroove RideshareShuffle FiveStarStrut',
    fitness:
      'BetweenRidesSquats UberDriverNeckRolls UberDriverStretchBreak UberDriverParkAndPlank UberDriverLunchLaps FiveStarFitness',
    prank:
      'UberDriverSnackBasket UberDriverCompliment UberDriverDonutDrop UberDriverThankYouCard PassengerBirthdaySong FiveStarSurprise',
    educational:
      'HowSurgePricingWorks UberDriverCityFacts UberDriverFuelMath UberDriverTriviaTour AskAnUberDriver WhatYourRatingMeans',
    cooking:
      'UberDriverMealPrep UberDriverThermosSoup UberDriverBentoBreak UberDriverSnackStash ParkedPicnicLunch FiveStarLunchbox',
    travel:
      'UberDriverHiddenGems UberDriverBestTacos AirportRunStories AskYourUberDriver UberDriverSunsetSpot LocalsOnlyRideAlong',
    fashion:
      'UberDriverFitCheck ChauffeurCapRevival UberDriverPoloUpgrade MyUberDriverGlowUp UberDriverComfyChic FiveStarDrip',
    wellness:
      'UberDriverCalmDrive MindfulCommute UberDriverSunsetPause UberDriverWaterBreak ThankYourUberDriver FiveStarSelfCare',
    speed:
      'UberDriverVacuumTimer UberDriverQuickClean UberDriverNoGPS UberDriverCarWashDash PickupSpotBlitz FiveStarSpeedrun',
    music:
      'UberDriverRadioDJ UberDriverHumAndGuess UberDriverSingAlong UberDriverKaraoke PassengerPicksTheSong WhoGetsTheAux',
    art: 'UberDriverLightTrails UberDriverRouteMapArt DrawYourUberDriver UberDriverDashDoodles CarWindowPhotography BackseatSketchbook',
    tech: 'UberDriverPhoneMount UberDriverEVRangeTest UberDriverDashcamSetup UberDriverTechTour WazeVsGoogleMaps FiveStarCarGadgets',
    pet: 'UberDriverPuppyCopilot UberDriverFurCleanup UberDriverMeetsMyDog UberDriverCatChat KittenVetTrip PetRatesTheDriver',
    gaming:
      'UberDriverCrazyTaxi LicensePlateAlphabet UberDriverTriviaRide UberDriverHighScore GuessTheDestination UberDriverSimulatorRun',
  },
  motorcycle: {
    dance:
      'LeatherJacketStrut BikerBootStomp MotorcycleMoonwalk MotorbikeMacarena MotorcycleRevAndRoll MotorheadBanger',
    fitness:
      'MotorcycleGripStrength MotorcycleBalanceSquat PushYourMotorbike MotorcycleRiderPlank OpenRoadStretch HandlebarHold',
    funny:
      'MotorcycleHelmetHair MotorcycleWaveCheck MotorcycleBugsInTeeth MomMeetsMyMotorcycle SidecarDogPOV OneMoreBikeIPromise',
    prank:
      'MotorcycleBirthdayRide MotorcycleToyBikeSwap FakeMotorcycleRevSound MotorbikeGiftBow SidecarSurprise GooglyEyeHelmet',
    educational:
      'HowGearsShift CarburetorExplained HowMotorcyclesStayUp MotorcycleSafetyQuiz MotorbikeMythsBusted MotorcycleHandSignals',
    cooking:
      'BikerDinerBreakfast RoadStopPieHunt MotorcycleCakeBuild MotorcycleCampStove MotorbikeMunchies MotorcyclePicnicPack',
    fashion:
      'MotorcycleLeatherLook CafeRacerOutfit VintageMotorbikeJacket MotorcycleFitCheck MotorcycleBootEra HelmetHairDontCare',
    wellness:
      'WindTherapyMiles MotorcycleSunsetRide MotorcycleCoffeeStop MotorbikeMeditation MotorcycleMorningCalm OpenRoadReset',
    speed:
      'MotorcycleGearUpRace TrackDayLapTime MotorcycleWashTimer MotorbikeChainBlitz MotorcycleTireCheck HelmetOnIn10',
    music:
      'BornToBeWildCover MotorcycleRevRemix MotorcycleExhaustNotes MotorbikeKaraoke HelmetIntercomDuet MotorcycleEngineASMR',
    art: 'PinstripeTheTank OpenRoadPhotography MotorcycleLineArt MotorbikeInkSketch MotorcycleHelmetDesign MotorcycleGarageShoot',
    tech: 'MotorcycleHelmetCam MotorcycleElectricTest HeatedGripInstall MotorbikeGoProPOV MotorcycleAirbagVest TwoWheelTechTour',
    pet: 'MotorcycleSidecarPup MotorcycleDogGoggles MiniMotorcycleToyChase CatVsMotorcycleRev MotorbikeGarageKitty BikerBandanaPet',
    gaming:
      'MotorcycleTrialsRun DirtBikeTimeAttack MotorcycleMotocrossCup MotorbikeStuntCombo MotorcycleBossRace ExcitebikeHighScore',
  },
  dice: {
    dance:
      'SnakeEyesShuffle FuzzyDiceSway DiceRollDance DiceDecideMyMoves DiceShakeGroove DoubleSixDisco',
    fitness:
      'DoubleSixBurpees RollForReps DiceDecidesTheSquats DicePlankOff LoadedDiceLegDay TwentySidedDiceHIIT',
    funny:
      'DiceRollDecidesMyDay BlowOnTheDiceDrama DiceLuckyCharmRitual DiceHateMeSpecifically RiggedDiceAccusations SnakeEyesAgain',
    prank:
      'DiceAllSixesSet FuzzyDiceOnEverything DiceGiantFoamDecoy DiceDecidesDinner BlankDiceSwitch SnakeEyesEveryTime',
    educational:
      'DiceOppositeSidesRule IsMyDiceFair AncientDiceFromBones DiceMathMagicTrick SnakeEyesOdds WhyPipsAreDrilled',
    cooking:
      'DoubleSixBrownies DiceSugarCubes FudgeSquareDicing DiceDecidesTheMenu GiantDiceCake LearnToDiceAnOnion',
    travel:
      'DiceRollRoadTrip DiceDecidesTheCity DiceDirectionWalk DicePicksMyTrainStop SnakeEyesDetour DoubleSixDestination',
    fashion:
      'DiceRollOutfit FuzzyDiceLook LetTheDiceDressMe DiceCharmStack PolkaDotPipsStyle HighRollerFit',
    wellness:
      'DiceSelfCareRoll DoubleSixRest DiceKindnessActs GratitudeDiceGame DicePickMyHabit SnakeEyesNapTime',
    speed:
      'DiceStackingRace DiceYahtzeeBlitz FirstToTwentyOne DoubleSixIn60 DiceMathSpeedrun HundredDiceDash',
    music:
      'MozartDiceWaltz SnakeEyesRiff DiceRollMelody DiceCupBeatbox LetTheDiceWriteIt SixSidedSongwriting',
    art: 'DicePortraitMosaic ResinDiceMaking DiceMonsterDesign DiceDecidesTheColors DrawWhatYouRoll PaintYourOwnD20',
    tech: 'Dice3DPrint DiceFairnessTest DiceArduinoBuild AIPredictsMyRoll ElectronicDiceKit PipCounterCam',
    pet: 'DicePicksPetTrick PuppyFetchesTheCube DicePlushForKitten CatBatsTheDice DogRollsTheDice HighRollerPup',
  },
  texas: {
    dance:
      'TexasTwoStep BootScootinShuffle TexasHeelClick TexasSizedHoedown TexasLineDanceOff CottonEyeJoeChallenge',
    fitness:
      'TexasRodeoCardio TexasHayBaleFlip TexasSizedWorkout TexasHeatHIIT LassoLunges BootScootBurpees',
    funny:
      'TexasWeatherWhiplash TexanAccentAttempt TexasSizedEverything TwoHoursStillInTexas YallIsAPronoun SweetTeaSnob',
    prank:
      'TexasSizedSurprise YeehawWakeUp TexasBBQDoorstep TexasFlagCubicle CowboyHatEverything TexasToastTakeover',
    educational:
      'TexasBiggerThanFrance TexasSixFlagsQuiz WhyTexasIsSoBig TexasWasACountry RememberTheAlamoFacts LonghornHornSpanMath',
    cooking:
      'TexasSheetCake TexasKolacheBake TexMexNight NoBeansInTexasChili TexasToastTower BrisketBarkBattle',
    fashion:
      'LoneStarDenim TexasPearlSnapShirt TexasCowboyBootFit TexasSizedHair TexasRodeoGlam BigBuckleEnergy',
    wellness:
      'TexasRiverFloat TexasBluebonnetWalk LoneStarSkyStargazing TexasPorchSwingHour TexasSpringSwim SlowDownYall',
    speed:
      'LoneStarTriviaBlitz TexasTortillaFlip TexasCountyNameDash TexasSizedRelay TexasLassoSpeedrun BootsOnIn10',
    music:
      'DeepInTheHeartClap TexasTejanoMix TexasFiddleJam TexasTwangOff TexanSteelGuitar HonkyTonkKaraoke',
    art: 'TexasStarQuilt TexasLeatherTooling PaintTheBluebonnets DrawTexasFromMemory TexasSunsetSilhouette LonghornSkullArt',
    tech: 'TexasSpaceCenterTour LoneStarDroneShot TexasRocketLaunchWatch TexasHeatVsMyPhone TexasTornadoRadar HoustonWeHaveAProblem',
    pet: 'TexasRanchDogDay HeelerHerdingPractice TexasCatInAHat TexasSizedZoomies TexasPetRodeo CowboyPupCostume',
    gaming:
      'Texas42Dominoes TexasTriviaTourney TexasBingoNight TexasRanchTycoon CowboyCardDuel YeehawSpeedrun',
  },
  'construction site': {
    dance:
      'ConstructionHardhatBop CraneArmGroove ConstructionMixerSpin ConstructionZoneZumba BuildingSiteBoogie JackhammerJive',
    fitness:
      'ConstructionBrickCarry BuildingSiteBootcamp ConstructionWorkerHIIT ConstructionPlankHold HardhatCircuit WheelbarrowWalks',
    funny:
      'ConstructionToddlerFan ConstructionNatureDoc ConstructionCrewReacts StillUnderConstruction SidewalkSuperintendent TrafficConeCollector',
    prank:
      'ConstructionSiteDetour BuildingSiteBedroom ConstructionCakeAmbush UnderConstructionSign CautionTapeTheirDoor ToyDiggerInvasion',
    cooking:
      'ConstructionDirtCups ConstructionRockyRoad CookieCraneBuild BuildingSiteCake ConstructionCrewLunch CementMixerMilkshake',
    travel:
      'ConstructionPeepholes ConstructionFanTrip ConstructionZoneTour ConstructionMuseumDay DiggerParkVisit HoardingArtWalk',
    fashion:
      'ConstructionHardhatFit ConstructionBootEra ConstructionCostumeDIY BuildingSiteDrip HiVisGlowUp ToolBeltChic',
    wellness:
      'ConstructionSandPlay ConstructionNoiseZen UnderConstructionMe ConstructionWatchBreak SlowBuildSunday OneBrickAtATime',
    speed:
      'BrickStackRace ConstructionTowerIn30 ConstructionSiteRelay BuildingSiteBlitz ConstructionLegoSprint TrafficConeSlalom',
    music:
      'JackhammerDrumCover ConstructionRemix ConstructionBucketBand ConstructionASMR BuildingSiteBeatbox HardHatHarmony',
    art: 'ConstructionDiorama CardboardCraneArt ClayDiggerFleet ConstructionSketchbook BuildingSitePhotoWalk ConstructionCollage',
    tech: 'ConstructionRCTruck ConstructionTimelapse ConstructionLidarScan BuildingSiteInVR DroneSiteSurvey BrickLayingRobot',
    pet: 'ConstructionCatFort ConstructionConeWeave ConstructionPupCostume BuildingSiteZoomies TinyHardhatPet DogDigZone',
    gaming:
      'ConstructionSiteJenga ConstructionSiteSim ConstructionSpeedrun MinecraftBuildingSite CraneOperatorGame PolyBridgeChallenge',
  },
  'last day of school': {
    dance:
      'LastDayOfSchoolConga SchoolsOutDanceParty LastDayHallwayStrut SchoolsOutShuffle BackpackTossFreestyle LastBellBoogie',
    fitness:
      'LastDayOfSchoolTugWar LastDayJumpRope SchoolsOutSprintHome LastDaySackRace RecessRelayLaps SummerBreakBootcamp',
    funny:
      'LastDayOfSchoolVsFirst SchoolsOutSlowMo MoldyLunchboxDiscovery TeachersOnLastDay LastDayLockerHorrors ParentsWhenSchoolsOut',
    educational:
      'LastDayOfSchoolQuiz LastDayTimeCapsule LastDayTeachBack SchoolsOutBrainTeasers SummerReadingDare NextGradePreview',
    cooking:
      'SchoolsOutPopsicles LastDayOfSchoolSundae LastDayPancakeParty LastDayCakeSmash TeacherThankYouCookies SummerKickoffSmores',
    travel:
      'LastDayOfSchoolBeach SchoolsOutRoadTrip LastDayLakeJump LastDayPoolParty SummerBreakBucketList IceCreamShopStop',
    fashion:
      'LastDayOfSchoolFit SignMyLastDayShirt SchoolsOutSunnyLook LastDayFlipFlops YearbookSignedJacket SummerModeActivated',
    wellness:
      'LastDayOfSchoolHugs LastDayGratitudeList SchoolsOutSlowMorning LastDayReflection ProudOfYouNote SummerBreakReset',
    speed:
      'BackpackEmptyBlitz SchoolsOutSprint LastDayCountdown LastDayOfSchoolRelay LastDayLockerDash YearbookSignOff',
    music:
      'SchoolsOutAnthem LastDayOfSchoolBusJam LastDayBellRemix LastDayKaraoke AliceCooperCover SummerBreakBeatDrop',
    art: 'YearbookDoodles ClassHandprintCanvas LastDayChalkboardSign FirstVsLastDayPortrait SchoolsOutChalkArt LastDayPhotoCollage',
    tech: 'LastDayOfSchoolVlog DigitalYearbookBuild ClassGroupChatArchive LastDayPhotoDump SchoolsOutMontage FirstToLastDayEdit',
    pet: 'LastDayOfSchoolDogWalk LastDayOfSchoolCatHug SchoolsOutZoomies LastDayPetParade PuppyWaitsAtBusStop SummerBuddyHamster',
    gaming:
      'LastDayOfSchoolBingo LastDayOfSchoolTrivia SchoolsOutSpeedrun LastDayLANParty ClassChessTournament SummerBreakBacklog',
  },
  lipstick: {
    dance:
      'LipstickTransition PoutAndPose RedLipTwirl LipstickMirrorMoves LipstickHairFlip KissBlowCombo',
    fitness:
      'LipstickSweatTest LipstickLunges GlossPlankHold RedLipRunClub LipstickBoxingRound SmudgeProofSpin',
    funny:
      'LipstickByMyKid LipGlossHairStuck LipstickDadApplies LipstickOnYourTeeth BumpyRideLipstick SameShadeIPromise',
    prank:
      'LipstickMirrorNote LipstickShadeSwap CheekSmoochStamp LipstickKissAttack LipstickCandyFakeout ChapstickSwitcheroo',
    educational:
      'HowLipstickIsMade LipstickAncientEgypt LipstickColorTheory CrayonLipstickDIY RedLipThroughHistory TheLipstickEffect',
    cooking:
      'KissShapedMacarons RedLipCupcakes LipstickCakePops LipstickMatchSmoothie ChocolateLipstickTubes GlossyDonutGlaze',
    travel:
      'LipstickInEveryCity RedLipVacation LipstickDutyFreeHaul ParisLipstickHunt PackOneLipstickOnly KissedPostcardHome',
    wellness:
      'RedLipMonday LipstickConfidence LipstickPepTalk LipstickForNoOne NakedFaceSunday MirrorAffirmations',
    speed:
      'LipstickOneSwipe LipGlossQuickDraw LipstickLightsOut TenSecondLipstick LinerAndFillClock SwatchAllTheShades',
    music:
      'LipstickCapClickBeat LipstickTubeMic LipSyncInLipstick LipstickOnYourCollar PoutPopAnthem BlowAKissBallad',
    art: 'LipstickKissArt LipstickSwatchGradient LipstickPortrait PaintWithLipstick MirrorDoodleDare WarholRedLip',
    tech: 'VirtualLipTryOn LipstickARFilter LipstickShadeFinderApp PrintYourOwnLipstick AIPicksMyLipstick RingLightTruthTest',
    pet: 'PetPicksMyLipstick LipstickKittenBatsTube CatNamesMyLipstick DogCollarRedLipMatch HoundSmoochTrick PuppyKissCam',
    gaming:
      'GuessTheLipstickShade LipstickMakeoverSim LipstickBingoCard LipstickOnYourAvatar NPCLipstickGlowUp SwatchMatchMemory',
  },
  packing: {
    dance:
      'BubbleWrapBop RollAndFoldGroove PackingZipperTwirl PackingTapeTango UnpackingBoogie PackingPartyMoves',
    fitness:
      'PackingTheRuck PackingBoxSquats DuffelSwingSet PackingCubeCurls PackingDayHIIT CarryOnCardio',
    funny:
      'PackingJustInCase PackingConfessions ForgotTheCharger PackingTwelveShoes PackingAtMidnight SitOnItToZipIt',
    prank:
      'PackARubberChicken SuitcaseFullOfBalloons PackingPeanutAvalanche PackingTapeGiftMaze FakePackingList PackingNoteSurprise',
    educational:
      'RollVsFoldTest FoldingKonMariMethod PackingLiquidRules DoPackingCubesWork PackingMythsTested PackingWeightQuiz',
    cooking:
      'PackingTrailMix PackingPicnicPerfect PackingSnackTetris PackingLunchLikeAPro BentoBoxBuild MasonJarMeals',
    fashion:
      'OneBagThreeLooks PackingShoeLimit PackingMixAndMatch CapsulePackingDare PackingColorPalette TenPieceTravelFits',
    wellness:
      'PackingLightMindset PackingCalmChecklist StressFreePacking PackingWithTea SundayResetBag PackJoyNotStuff',
    speed:
      'PackingSpeedrun FiveMinutePacking PackingBlindfolded UnpackingRace ZipItInTen PackingTetrisTimer',
    music:
      'PackingTapeBeat SuitcaseDrumKit PackingJetPlaneCover PackingKaraoke PackingZipperASMR BubbleWrapPopRhythm',
    art: 'PackingFlatLayPhoto PackingListDoodle SuitcasePaintJob PackingTetrisSketch UnpackingStillLife KnollingArt',
    tech: 'AIWritesMyPackingList PackingAirtagTracker PackingGadgetTour PackingAppShowdown CableOrganizerHack WhatsInMyTechPouch',
    pet: 'PackingDogSulks PuppyHidesTheShoes CatInTheSuitcase PackingForThePup PetPackingList UnpackingZoomies',
    gaming:
      'PackingTetrisMode InventoryManagementRun TravelGamingKit UnpackingSpeedrun PackingBossLevel PackingForGameNight',
  },
  carpool: {
    dance:
      'CarpoolHandJive CarpoolDropoffMoves SingAlongSeatGroove CarpoolChairChoreo ParkedCarpoolDanceOff MinivanMacarena',
    fitness:
      'CarpoolWalkingBus CarpoolBikeTrain ParkAndStrideWalk PickupLineSquats CarpoolQueueLunges CarpoolStepChallenge',
    prank:
      'CarpoolKaraokeAmbush CarpoolCostumePickup CarpoolSillyHatDay CarpoolWindowNotes BackseatBalloonPit MinivanMysterySnacks',
    educational:
      'CarpoolFactOfTheDay CarpoolStateCapitals CarpoolAudiobook CarpoolQuizMaster BackseatSpellingBee LicensePlateMath',
    cooking:
      'CarpoolSnackBags CarpoolBreakfastToGo CrumbFreeCarpool CarpoolGranolaBars EggBitesForTheRide MinivanMuffinMonday',
    travel:
      'CarpoolConcertDrive CarpoolCampingConvoy CarpoolRoadTrip AreWeThereYetCarpool BackseatTourGuide MinivanAdventureClub',
    fashion:
      'CarpoolPajamaDropoff SlippersAtPickup CarpoolFitCheck CarpoolTwinning CarpoolSunglassesEra MinivanMomChic',
    wellness:
      'CarpoolHighLowShare DeepBreathAtDropoff CarpoolQuietRide CarpoolCompliments CarpoolPepTalk MinivanMindfulMinute',
    speed:
      'CarpoolBuckleUpRace CarpoolShoesOnTimer BackpackLoadBlitz CarpoolDropoffSprint BeatTheCarpoolHorn OutTheDoorIn60',
    music:
      'CarpoolRadioGuess DashboardDrumming CarpoolHarmony CarpoolKaraokeRemake CarpoolNameThatTune BackseatBoyBand',
    art: 'CarpoolComicStrip CarpoolWindowDoodle BackseatCollage DrawYourCarpoolCrew CarpoolPortraitSwap DesignADreamMinivan',
    tech: 'CarpoolGroupChat CarpoolDashcamMoments CarpoolSchedulerApp CarpoolETATracker BluetoothBattle MinivanTechTour',
    pet: 'CarpoolDogWave HamsterBackseatBuddy CarpoolPuppyGreeting CarpoolCatCommute PetJoinsTheCarpool PupCallsShotgun',
    gaming:
      'CarpoolWouldYouRather CarpoolTwentyQuestions CarpoolISpy CarpoolAlphabetGame LicensePlateBingo BackseatRiddleOff',
  },
  sunday: {
    dance:
      'LazySundayShuffle SlowSundaySway SundayPajamaGroove SundayFundayMoves SundayBrunchBoogie KitchenDiscoDance',
    fitness:
      'SundayLongRun SundayYogaFlow SundayFamilyHike SundaySweatSesh EarnYourBrunch PajamaPilates',
    funny:
      'SundayScariesSkit SundayVsMonday LazySundayOlympics SundayNapGoneWrong WhereDidSundayGo SundayFundayReality',
    prank:
      'SecretSundayChores SundayFlowersOnPillow SundayPancakeWakeUp SundayFundaySurprise BreakfastInBedAmbush LatteArtDoorstep',
    educational:
      'WhyItsCalledSunday SundayNewsQuiz SundayDocumentaryClub SundayWordOfTheWeek SundayKitchenScience WeekdayNameOrigins',
    cooking:
      'SundayRoastChallenge SundayBatchCook SundaySauceSimmer LazySundayPancakes BrunchBoardBuild SlowRiseCinnamonRolls',
    travel:
      'SundayTrainEscape SundayMuseumHop SundayScenicDrive LostOnPurposeSunday FleaMarketSunday SunriseBeachWalk',
    fashion:
      'SundayBestChallenge SundayBrunchFit SundayCardiganCozy LazySundayChic ElevatedLoungewear PajamasAllDay',
    speed:
      'SundayMealPrepIn30 SundayLaundryRace SundayResetSpeedrun SundayScariesSprint TenMinuteTidy BeatTheMondayRush',
    music:
      'SundayKitchenJam SundayVinylSpin SundaySlowCover LazySundaySingAlong EasyLikeSundayMorning PancakeBeatbox',
    art: 'SundaySketchWalk SundayJournalSpread SundayCollageClub SlowSundayWatercolor LazySundayDoodles BrunchTableStillLife',
    tech: 'InboxZeroSunday SundayScreenTimeCheck SundayDigitalDeclutter SundayPhotoPurge BackItUpSunday DeleteTenApps',
    pet: 'LazySundayCuddle SundayPetSpa SundayCatNapSync SundayFundayZoomies SlowSundaySniffari SundayPawdicure',
    gaming:
      'SundayCrosswordDuel SundayDnDSession SundayBoardGameBrunch LazySundaySpeedrun StardewSundays PajamaCoopMarathon',
  },
  preschool: {
    dance:
      'PreschoolHokeyPokey HeadShouldersKneesToes PreschoolFreezeDance PreKRibbonTwirl KindergartenConga BabySharkBoogie',
    fitness:
      'PreschoolYogaZoo PreKBalanceBeam PreschoolHopscotch KindergartenKickball AnimalWalkWorkout SimonSaysStretch',
    funny:
      'PreschoolExplainsItAll PreschoolNegotiator WhatIDidAtPreschool KindergartenLogic PreKPickupReport ShowAndTellSurprise',
    prank:
      'PreschoolStickerTrail PreKBubbleAmbush BackwardsDayPreschool KindergartenGooglyEyes FairyDoorNotes PeekABooSurprise',
    cooking:
      'PreschoolFruitFaces PreKMiniPizzas KindergartenCupcakes PreschoolChefHat AntsOnALog BananaSushiRolls',
    travel:
      'PreschoolFieldTrip PreKZooAdventure KindergartenFarmVisit PreschoolNatureHunt TinyExplorerWalk FireStationOpenDay',
    fashion:
      'PreschoolPicksMyOutfit PreschoolCapeAndTutu PreKFirstDayFit KindergartenRunway MiniBackpackParade MismatchedSocksOnly',
    wellness:
      'PreschoolCalmCorner PreKFeelingsCheck KindergartenKindness PreschoolQuietTime BreathingBuddyStuffie StorybookSnuggle',
    speed:
      'CrayonSortRace PreschoolShoesOnTimer ColorMatchCountdown PreKBlockTowerIn30 KindergartenPuzzleDash PreschoolCoatFlip',
    music:
      'PreschoolRhythmSticks PreschoolShakerBand PreKPotsAndPans KindergartenKazoo WheelsOnTheBusRemix BabySharkBeatbox',
    art: 'PreschoolFingerPaint PreKHandprintArt KindergartenPortraits PreschoolFridgeGallery PaperPlateMasks PlayDoughZoo',
    tech: 'PreschoolBeeBotMaze PreschoolCodingToy PreKRobotMouse KindergartenStopMotion ParentControlsSetup ScreenTimeTimer',
    pet: 'PreschoolFishFeeding PreschoolReadsToDog PreKClassPet KindergartenHamster GentleKittenLesson ShowAndTellPup',
    gaming:
      'HiHoCherryOSpin PreschoolPictureBingo CandyLandChampion PreKMemoryMatch KindergartenGoFish PreschoolSimonSays',
  },
  savings: {
    dance:
      'SavingsCoinDropStep SavingsGoalUnlocked SavingsMoneyMoves SavingsJarShake PiggyBankBoogie PaydayShimmy',
    fitness:
      'NoGymFeeCircuit PiggyBankSquats SavingsCoinJarCurls SavingsSweatStreak SavingsWalkNotRide SaveMoneyRunFree',
    funny:
      'SavingsVsTakeout LatteMathGuilt SavingsCartAbandonment ImSavingButTarget SavingsWillpowerTest MyBankAppJudgesMe',
    prank:
      'SavingsCoinTrail MonopolyMoneyEnvelope SavingsGoalBanner SavingsJarSurprise SavingsPennyNotes SecretPiggyBankDeposit',
    educational:
      'SavingsRuleOf72 SavingsMythsBusted InflationVsMySavings SaveMoneyMathQuiz HowBanksWork PennyDoubledFor30Days',
    cooking:
      'SavingsLeftoverRescue SavingsFiveDollarLunch BulkBeanChili SavingsSoupSunday SavingsPantryRaid CookDontOrder',
    travel:
      'SavingsFreeMuseumDays SavingsPointsFlight SavingsForTheTrip SaveMoneySeeTheWorld HostelHopping FiftyDollarWeekend',
    fashion:
      'SavingsThriftFit NoBuyMonthStyle SavingsClosetRemix SavingsSwapParty MendDontSpend SavingsTenDollarLook',
    speed:
      'PennyStackSprint SavingsBudgetIn10 SavingsGoalCountdown SavingsCoinCountOff SavingsReceiptRush PiggyBankBlitz',
    music:
      'CoinJarPercussion SavingsPiggyBankBeat SavingsAnthem SavingsBudgetRap SavingsHypeSong CheapThrillsCover',
    art: 'SavingsTrackerArt CoinRubbingPrints PiggyBankDecorating ColorInYourSavings SavingsJarMakeover SavingsGoalPoster',
    tech: 'SavingsAppRoundUpTest SavingsPriceAlertBot SavingsSpreadsheet SavingsAutopilot SubscriptionAudit AIBudgetCoach',
    pet: 'PiggyBankForPuppy AdoptionFeeJar SavingsDIYDogToys SavingsForMyPet SavingsCatCastle SaveMoneyGroomAtHome',
    gaming:
      'PiggyBankProgressBar SavingsQuestLog SavingsBacklogFirst SavingsLevelUp SavingsBossFight FreeToPlayMonth',
  },
  england: {
    dance:
      'EnglandMaypoleDance RegencyBallroomSteps LondonBusStomp GreatBritainGroove EnglandPubJig EnglandMorrisSticks',
    fitness:
      'EnglandThamesRowing EnglandFellRunning EnglandCoastPathRun EnglandStileHopping CotswoldsHike TubeStairsChallenge',
    funny:
      'EnglandQueueEtiquette EnglandWeatherTalk AccentsAcrossEngland EnglandTeaSnobs BritishUnderstatement ApologiseToTheDoor',
    prank:
      'EnglandBiscuitTinSwap RoyalGuardStatue EnglandCrumpetAmbush EnglandPostcardMystery GreatBritainBunting SurpriseAfternoonTea',
    educational:
      'BritishWordsVsAmerican WhyTheyDriveLeft EnglandCountyQuiz EnglandKingsAndQueens UKVsBritainVsEngland WhyEnglandLovesTea',
    cooking:
      'StickyToffeePudding EnglandSundayRoast EnglandAfternoonTea EnglandBakeOffAtHome EnglandChippyNight JamOrCreamFirst',
    fashion:
      'RainyDayTrenchCoat SavileRowTailoring EnglandFascinatorDare EnglandCountrysideChic EnglandTeaPartyGlam EnglandWellyWednesday',
    wellness:
      'EnglandTeaBreak EnglandCanalBoatPause EnglandGardenWander EnglandRainyDayRead SeasideDeckchairNap KeepCalmAndCarryOn',
    speed:
      'EnglandTubeMapDash EnglandTeaBrewBlitz MonarchsInOrderTimer EnglandCountiesIn60 EnglandSconeStackOff QuickSinglesSprint',
    music:
      'EnglandBeatlesMedley AbbeyRoadCrossing EnglandBritpopCover EnglandFootballChant EnglandSeaShanty WannabeChallenge',
    art: 'RedPhoneBoxArt DoubleDeckerDoodle EnglandTeacupPottery EnglandCottageInk EnglandSkySketch EnglandHillFigures',
    tech: 'BigBenTimelapse CrackTheEnigmaCode EnglandTrainAppHacks EnglandCodebreakers EnglandDroneTour EnglandStreetViewQuiz',
    pet: 'EnglandCorgiWalk EnglandCottageCat EnglandBulldogPOV PubDogsOfEngland CountrysideSpanielRun AfternoonTeaPup',
    gaming:
      'EnglandCastleSiege EnglandCluedoMystery MonopolyLondonBoard EnglandPubQuiz DartsNightInEngland FootballManagerSave',
  },
  declutter: {
    dance:
      'SparkJoyShuffle DeclutterDrawerShimmy MinimalistMoves DeclutterDiscoSort DeclutteringDanceOff DeclutterTossTwoStep',
    fitness:
      'DeclutterSquatSort DeclutterBoxCarry ClearOutCardio DeclutterHIIT GarageDeclutterLift DonationBinDeadlifts',
    funny:
      'DeclutterVsNostalgia DeclutterMysteryKeys DeclutterOrHoarder DeclutteringRelapse WhyDidIKeepThis TenYearOldReceipts',
    prank:
      'DeclutterDeskFairy SecretDrawerReset LabelMakerSpree SurpriseDeclutterDrop DeclutterTheirCar DeclutteringElves',
    educational:
      'ThirtyDayMinimalism RecycleOrTrashQuiz DeclutterMethodsTested DeclutterBrainScience DeclutteringMyths DeclutterDonateGuide',
    cooking:
      'DeclutterPantryCookOff UseItUpDinner DeclutterFreezerSoup DeclutterTheFridge DeclutterSpiceSwap MysteryTinSurprise',
    travel:
      'DeclutterCarryOnOnly NomadMinimalistKit LightPackingChallenge DeclutterBeforeTheTrip DeclutterTheGlovebox DeclutterTravelPouch',
    fashion:
      'KeepOrDonateFit DeclutterTryOnRound HangerFlipTrick DeclutterRunwayShow DeclutterToCapsule DeclutteringDenim',
    speed:
      'DeclutterSpeedrun DeclutterBagBlitz DeclutterDrawerDash FifteenMinuteDeclutter TwentyItemsInTen OneBinInSixty',
    music:
      'ClearOutJam DeclutterVinylShelf FocusBeatsWhileSorting LetItGoDeclutter DeclutterToTheRhythm DeclutterCDCollection',
    art: 'DeclutterToCollage ClearOutCraftBin JunkToArtChallenge DeclutterBeforeAfter DeclutterShelfie DeclutterPhotoMosaic',
    tech: 'DeclutterDesktop CableBoxPurge OldGadgetRecycle DeclutterCameraRoll DeclutterYourCloud DeclutteringInboxZero',
    pet: 'ShelterBlanketGift DeclutterPetToys DeclutterDogLeashHooks CatSitsInEveryBox DeclutterPupApproved DeclutterZoomies',
    gaming:
      'DeclutterCartridgeSort InventoryDeclutter DeclutterLikeTetris DeclutterTheGameShelf OldConsolePurge DigitalBacklogCleanse',
  },
  'candy cane': {
    dance:
      'CandyCaneTwist CandyCaneHookStep CandyCaneLimbo CandyCaneCancan PeppermintTwirl SugarRushShuffle',
    fitness:
      'CandyCaneSideBends PeppermintPlank CandyCaneHurdleHops CandyCaneCrunches CandyCaneLungeHunt SugarRushHIIT',
    funny:
      'CandyCaneMustache WeirdCandyCaneTaste CandyCaneUnwrapFail WhoBitTheCandyCane SugarRushNarration PeppermintPoliceSkit',
    prank:
      'CandyCaneEverywhere CandyCaneTrailSurprise CandyCaneMugHook MysteryCandyCaneFlavor PeppermintPillowDrop StripedDoorWrap',
    educational:
      'DissolvingCandyCane HowStripesAreMade CandyCaneJShapeOrigin CandyCaneHotVsCold CandyCaneFactOrMyth WhyMintFeelsIcy',
    travel:
      'CandyCaneLaneWalk CandyCaneFactoryTour CandyShopCrawl HuntForGiantCandyCanes HolidayLightsLoop CandyLandRoadTrip',
    fashion:
      'CandyCaneNailArt CandyCaneFitCheck CandyCaneSockDrip CandyStripedSweater RedWhiteStripeLook PeppermintPalette',
    wellness:
      'SlowCandyCaneCocoa CandyCaneKindnessNotes CandyCaneGiftAStranger SavorOneCandyCane PeppermintPause MintyFreshStart',
    speed:
      'CandyCaneHookRelay CandyCaneSortIn30 CandyCaneHangBlitz CandyCaneFishing UnwrapInTen PeppermintStackOff',
    music:
      'CandyCaneDrumsticks CandyCaneConductor PeppermintCarolCover CandyCaneCrunchASMR TapTheCandyCane SugarPlumRemix',
    art: 'CandyCaneReindeer CandyCaneHeartOrnament CandyCaneBeadCraft CandyStainedGlass PeppermintSwirlArt StripesInOneStroke',
    tech: 'CandyCaneSlowMoCrush 3DPrintedCandyCane CandyCaneMicroscope CandyCaneNeonSign PeppermintThermalCam AIDesignsACandyCane',
    pet: 'CandyCaneRopeTug CandyCaneBandanaPose CandyCaneCostumePup CatBatsTheCandyCane PeppermintPlushHunt StripedSweaterKitty',
    gaming:
      'CandyCanePlatformer CandyCaneBuildOff CandyLandRematch CandyCrushHighScore PeppermintPowerUp MinecraftCandyCanes',
  },
  subway: {
    dance:
      'SubwayStationShuffle SubwayDoorChimeFreeze RushHourRobotMoves StandClearOfTheGroove MetroMoonwalk SubwayTurnstileTwirl',
    fitness:
      'SubwayStopEarlyWalk SubwayCalfRaises WholeMetroLineOnFoot SubwayStairsSprint TransitTrekTenK SkipTheEscalator',
    funny:
      'SubwayNapMissedStop MetroAnnouncerVoice SubwayRiderTypes WrongWayOnTheSubway SubwaySeatStandoff MindTheGapImpression',
    prank:
      'SubwayComplimentNotes SubwayBookLeaveBehind SubwaySerenadeSurprise MetroMysteryGifts CommuteCoffeeTreat RushHourHighFives',
    educational:
      'HowSubwayTrainsWork SubwayThirdRailSafety WhySubwayMapsLie GuessTheMetroSystem WhyStationsAreTiled TunnelBoringMachines',
    cooking:
      'SubwayMapCake SubwayTokenCookies BodegaSandwichAtHome SubwayLineMacarons MetroStopSnackBox StraphangerBreakfast',
    fashion:
      'SubwayStreetStyle RushHourLayering SubwaySneakerRotation MetroCommuteFitCheck SubwayToOfficeSwap TurnstileCouture',
    wellness:
      'MetroMindfulRide NoPhoneTransit SubwayReadingTime SubwaySmileCount SubwayWindowDaydream BreatheBetweenStops',
    speed:
      'SubwayTransferDash EveryStationOneDay TurnstileTapTimer MetroStopsInOrder SubwayMapFromMemory SubwayLineBlitz',
    music:
      'SubwayBuskerCover SubwaySaxSolo SubwayDoorChimeMelody MetroRhythmRide MindTheGapRemix StandClearChorus',
    art: 'YourLifeAsASubwayMap MetroTileMosaic SubwaySketchbook SubwayStationPhotoWalk SketchACommuter TransitPosterDesign',
    tech: 'SubwayOfflineHacks SubwayTapToPay MetroAppFaceOff SubwayWifiSpeedTest NoiseCancelingShowdown NextTrainCountdown',
    pet: 'SubwayDogInABag SubwayPuppyFirstTrip ServiceAnimalEtiquette MetroCatCarrier SubwayPetCommute BackpackBunnyRide',
    gaming:
      'SubwaySurfersHighScore SubwayTriviaRide MiniMetroChallenge SubwayLineBuildOff CommuteSpeedrun NextStopBossLevel',
  },
  webcam: {
    dance:
      'GalleryViewGroove WebcamMirrorMoves WebcamEnterExitRoutine WebcamHandoffDance WebcamZoomBoogie BackgroundSwapShuffle',
    fitness:
      'WebcamFormCheckReps WebcamPlankLiveCount WebcamBootcamp SquatBeforeWebcamOn MuteAndMove CameraOnCardio',
    funny:
      'WebcamFrozenFace WebcamKidCameo WebcamChinCam WebcamFilterStuck YoureOnMuteMoment NostrilViewMeeting',
    prank:
      'WebcamCardboardMe FakeFrozenWebcam LoopedWebcamVideo TwinOnTheWebcam SurpriseGuestUnmute VirtualBackgroundCameo',
    educational:
      'HowWebcamsWork WebcamLightingTips CoverYourWebcamWhy WebcamVsPhoneCamera VideoCallEtiquette LatencyExplained',
    cooking:
      'VideoCallBakeOff WebcamGrandmaRecipe WebcamCookAlong DumplingsOverWebcam WebcamDinnerDate SplitScreenPizza',
    travel:
      'WebcamSafariWaterhole PenguinColonyStream WebcamWorldTour AuroraWebcamWatch TravelByWebcam CityWebcamHopping',
    fashion:
      'WebcamTopHalfFit BlazerOverTeeCombo WebcamEarringsFocus WebcamGlowUp WebcamCollarPop MeetingMullet',
    wellness:
      'WebcamFreeDay NoMeetingFridays WebcamStretchTogether WebcamFatigueFix TurnTheWebcamOff HideSelfViewChallenge',
    speed:
      'FirstToUnmute FastestReadyForCall WebcamQuickChange WebcamTidyBlitz WebcamSetupSpeedrun WebcamLightingIn30',
    music:
      'WebcamLatencyDuet SplitScreenCover WebcamJamSession WebcamBeatbox KaraokeOverWebcam SingingOnMute',
    art: 'WebcamStopMotion WebcamSketchSwap GlitchSelfieCollage WebcamBlindContour PaintAWebcamBackdrop DrawYourCoworkers',
    pet: 'WebcamCatKeyboardWalk WebcamDogPhotobomb WebcamPetSpy PuppyOnTheWebcam KittenInTheFrame MeetingAnimalRollCall',
    gaming:
      'WebcamCharades WebcamPictionaryParty WebcamWhoAmI WebcamScavengerHunt RemoteEscapeRoom FaceCamReactions',
  },
  'christmas cookie': {
    dance:
      'SugarCookieSway GingerbreadManStrut ChristmasCookieConga ChristmasBakingBoogie ChristmasSprinkleShake ChristmasApronTwirl',
    fitness:
      'RollingPinRows CookieDeliveryJog ChristmasCookieSquats ChristmasCrunches ChristmasOvenPlank ChristmasCookieRun',
    funny:
      'SantaCookieInspector GingerbreadHeadFirst ChristmasNailedIt ChristmasPinterestFail ChristmasCookieFeud ChristmasCookieCritic',
    prank:
      'SecretSantaCookieTin SewingKitSurprise ChristmasCookieDitch ChristmasElfCookieDrop ChristmasCookieDecoy ChristmasMustaches',
    educational:
      'WhyCookiesSpread GingerbreadOrigins ChristmasCookiesAbroad ChristmasCookieScience ChristmasSpiceQuiz ChristmasBakingMyths',
    travel:
      'HolidayBakeryCrawl NurembergLebkuchen ChristmasCookieRoute ChristmasMarketCookies ChristmasCookieQuest ChristmasBiscuitTrail',
    fashion:
      'SprinkleFitCheck GingerbreadNailArt ChristmasCookieSweater ChristmasApronGlam ChristmasCookieCostume ChristmasBakingPJs',
    wellness:
      'SlowHolidayBaking CookiesForNeighbors MindfulChristmasIcing ChristmasThankYouTins ChristmasFiresideTreat ChristmasCookieCalm',
    speed:
      'ChristmasCookieStack ChristmasCookieRelay ChristmasIcingBlitz ChristmasTinPackRace CookieCutterDash GingerbreadManIn60',
    music:
      'RollingPinRhythm SprinkleSleighBells ChristmasTinDrums ChristmasBakingBeat ChristmasCarolBake ChristmasCookieJingle',
    art: 'ChristmasStainedGlass GingerbreadVillage ChristmasSaltDoughArt IceYourSelfPortrait ChristmasCookieCanvas ChristmasIcingPainting',
    tech: 'ChristmasBakeTimelapse CookieRecipeAI LaserCutCookieStencil ChristmasCutter3DPrint ChristmasOvenCam ChristmasSmartScale',
    pet: 'PetSafeChristmasCookie SantaPawsTreats KittenCookieTinNap ChristmasPupcakes ChristmasCookiePlush ChristmasDogBiscuits',
    gaming:
      'ChristmasCookieBingo ChristmasCookieTycoon ChristmasSideQuest ChristmasCookieMemory GingerbreadBossLevel CookieClickerHoliday',
  },
};
