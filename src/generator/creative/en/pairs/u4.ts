import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'saint bernard': {
    dance:
      'DanceWithYourSaintBernard SaintBernardSlowSway BoogieLikeASaintBernard SaintBernardTwoStep CopyMySaintBernard DoTheSaintBernardSpin SaintBernardCongaLine ShimmyForYourSaintBernard',
    fitness:
      'SaintBernardPlankDare SaintBernardTugOfWar 10KStepsWithSaintBernard SaintBernardHillClimb MorningMileSaintBernard FetchSprintSaintBernard StretchLikeASaintBernard SaintBernardAgility',
    funny:
      'SaintBernardLapDog SaintBernardVoiceover SaintBernardSideEye RateMySaintBernardDrool WhenYourSaintBernardSits DramaQueenSaintBernard ThenVsNowSaintBernard LoudestSaintBernardSigh',
    prank:
      'SaintBernardPlushSwap SaintBernardStoleYourSpot SaintBernardPhotobomb BlameTheSaintBernard ZoomOutSaintBernard HideASaintBernard WakeUpToASaintBernard PrankedByMySaintBernard',
    educational:
      'HowBigIsASaintBernard TrueOrFalseSaintBernard AskASaintBernardOwner SaintBernardBarrelMyth SaintBernardOnTheMap SaintBernardNoseKnows SpotTheSaintBernard SaintBernardRescueQuiz',
    cooking:
      'SaintBernardPupcakes SaintBernardPancakeArt SaintBernardMealPrep CookForYourSaintBernard BakeASaintBernardBiscuit WhatMySaintBernardEats LickMatForSaintBernard FrozenTreatSaintBernard',
    travel:
      'SaintBernardRoadTrip SaintBernardParkTour SaintBernardCafeHop AlpineTownSaintBernard PackForASaintBernard HikeWithASaintBernard FollowMySaintBernard NewTrailSaintBernard',
    fashion:
      'SaintBernardColorPalette SaintBernardDroolProof LintRollerSaintBernard DressLikeASaintBernard DogParkFitSaintBernard WalkingShoesSaintBernard SaintBernardGlowUp SaintBernardCoatGoals',
    wellness:
      'EarScratchSaintBernard NapWithASaintBernard BreatheLikeASaintBernard MindfulWalkSaintBernard BrushYourSaintBernard ThankYouSaintBernard SaintBernardSunsetSit SaintBernardHeartbeat',
    speed:
      'SaintBernardRecallRace SnuffleMatSaintBernard SaintBernardTimeTrial SaintBernardTrickBlitz OutrunASaintBernard LeashUpYourSaintBernard BeatTheSaintBernardBuzzer FastestSaintBernardSit',
    music:
      'SaintBernardHowlAlong SongForMySaintBernard SaintBernardYodel SaintBernardRemix LullabySaintBernard DuetWithASaintBernard MySaintBernardsTheme SaintBernardSnoreBeat',
    art: 'SaintBernardPortrait SaintBernardClayModel SaintBernardBlindDraw OneLineSaintBernard CartoonYourSaintBernard PaintedRockSaintBernard SaintBernardDoodleDare ChalkArtSaintBernard',
    tech: 'SaintBernardPetCam SaintBernardSlowMo SaintBernardFilterTest SaintBernardPanorama VideoCallYourSaintBernard TimeLapseSaintBernard TranslateMySaintBernard MakeASaintBernardRingtone',
    gaming:
      'SaintBernardTreatPuzzle SaintBernardHideAndSeek SaintBernardTreasureHunt SaintBernardCupGame SimonSaysSaintBernard PlayerTwoIsASaintBernard GuessTheSaintBernard FindTheToySaintBernard',
  },
  wheelchair: {
    fitness:
      'WheelchairArmDay WheelchairMilePush WheelchairFreeThrow ShadowBoxFromAWheelchair BottleCurlsInAWheelchair KeepUpWithMyWheelchair ResistanceBandWheelchair StrongerInMyWheelchair',
    funny:
      'WheelchairUsersRateRamps WheelchairPetPeeveSkit RollingRedCarpet WheelchairMemeRemake WheelchairExpectations DontPushMyWheelchair LifeAtWheelchairHeight MyWheelchairHasAName',
    prank:
      'WheelchairBirthdayDecor WheelchairSurpriseRollIn WheelchairBalloonTail BikeHornWheelchair GooglyEyesOnWheelchair SpeedingTicketWheelchair FairyLightWheelchair WheelchairComplimentSign',
    educational:
      'WheelchairSportsQuiz WheelchairBarrierHunt WheelchairMythOrFact RampMathForWheelchairs AskAWheelchairUser NameTheWheelchairParts DosAndDontsWheelchair FoldAWheelchairLikeAPro',
    cooking:
      'WheelchairKitchenHacks WheelchairPicnicPack WheelchairMugCake WheelchairCookAlong LunchOnAWheelchairTray DinnerAtWheelchairLevel BakeAWheelchairCookie ChefFromAWheelchair',
    travel:
      'WheelchairCityAccessTest AccessibleTrailTour WheelchairTrainTrip BotanicGardenWheelchair WheelchairStepFreeRoute PackMyWheelchairBag AirportWithAWheelchair MuseumByWheelchair',
    fashion:
      'WheelchairFitCheck WheelchairGlowUp WheelchairRunway WheelchairFreshKicks StyleMyWheelchair MatchMyWheelchair SittingPrettyWheelchair TailoredForMyWheelchair',
    wellness:
      'WheelchairYoga WheelchairShoulderReset WheelchairSunsetRoll WheelchairHandMassage LoveLetterToMyWheelchair BoxBreathingWheelchair StretchInYourWheelchair MindfulMinuteWheelchair',
    speed:
      'WheelchairRelay WheelchairFoldSpeedrun WheelchairSlalom WheelchairPitStop 60SecondWheelchairTidy TenMeterWheelchairDash RaceMyWheelchair BalloonPopWheelchair',
    music:
      'WheelchairSingAlong WheelchairBeatDrop WheelchairDuet SpokeRhythmJam MyWheelchairAnthem SongAboutMyWheelchair LipSyncInAWheelchair AirGuitarWheelchair',
    art: 'WheelchairPaintTracks WheelchairSymbolRemix WheelchairSelfPortrait WheelchairStickerArt SketchYourWheelchair RibbonSpokesWheelchair MiniWheelchairModel ComicAboutMyWheelchair',
    tech: 'WheelchairSmartHome WheelchairPhoneHacks WheelchairTimeLapse WheelchairAppReview MapItForWheelchairs FilmFromMyWheelchair PlanAWheelchairRoute LightUpMyWheelchair',
    pet: 'WheelchairDogWalk PetRidesAlong WheelchairFetch StayBesideMyWheelchair LapCatWheelchair WheelchairPupSelfie WheelchairTreatToss MyWheelchairSidekick',
    gaming:
      'WheelchairGamingSetup AdaptiveControllerRun HallwayWheelchairBowling WheelchairMiniGolf TargetTossWheelchair WheelchairBoardGameNight WheelchairAvatarBuild TableTennisWheelchair',
  },
  'personal trainer': {
    dance:
      'PersonalTrainerDanceBreak PersonalTrainerStepClass FitnessCoachGrapevine RetroAerobicsFitnessCoach FollowTheFitnessCoach HighKicksFitnessCoach OutdanceYourFitnessCoach CongaLinePersonalTrainer',
    funny:
      'PersonalTrainerForChores PersonalTrainerMom OneMoreRepForever FitnessCoachCaughtMe PersonalTrainerVoiceover CatIsMyPersonalTrainer ExcusesForMyFitnessCoach MyFitnessCoachIsAToddler',
    prank:
      'PersonalTrainerWakeUp PersonalTrainerForADay FitnessCoachStickyNotes PersonalTrainerDisguise CountingLikeAFitnessCoach WhoHiredAPersonalTrainer YourNewPersonalTrainer RoommateGetsAFitnessCoach',
    educational:
      'PersonalTrainerFormQuiz PersonalTrainerMyths FitnessCoachMuscleMap FitnessCoachReadsLabels AskAPersonalTrainer OneMinuteFitnessCoach PulseCheckFitnessCoach WhyWeSweatFitnessCoach',
    cooking:
      'PersonalTrainerMealPrep FitnessCoachFridgeTour FitnessCoachSmoothieOff FitnessCoachRatesMyPlate BalancedBowlFitnessCoach WhatMyFitnessCoachEats BakeForYourFitnessCoach LunchboxFitnessCoach',
    travel:
      'HotelRoomWorkout FitnessCoachAirportLaps PersonalTrainerCityTour FitnessCoachBeachSprints PackLikeAFitnessCoach HikeWithAFitnessCoach ParkBenchPersonalTrainer RestStopFitnessCoach',
    fashion:
      'PersonalTrainerFitCheck FitnessCoachBagTour FitnessCoachMatchingSet FitnessCoachShoeRotation DressLikeYourFitnessCoach GymToDinnerFitnessCoach SweatbandFitnessCoach StyleMyFitnessCoach',
    wellness:
      'PersonalTrainerPepTalk PersonalTrainerRestDay FitnessCoachCoolDown BoxBreathsFitnessCoach MirrorMantraFitnessCoach HydrateLikeAFitnessCoach GratitudeRepsFitnessCoach SlowWalkFitnessCoach',
    speed:
      'OneMinuteDrill FitnessCoachCircuitRace FitnessCoachBurpeeBlitz FitnessCoachTabata BeatYourFitnessCoach SkipSprintFitnessCoach ShuttleRunFitnessCoach PushUpLadderFitnessCoach',
    music:
      'PersonalTrainerHypeSong PersonalTrainerChant FitnessCoachMixtape FitnessCoachRemix SingYourRepsFitnessCoach JingleForMyFitnessCoach CountdownRapFitnessCoach DuetWithYourFitnessCoach',
    art: 'PersonalTrainerComic FitnessCoachClayModel FitnessCoachChalkArt FitnessCoachCaricature DrawYourFitnessCoach StickFigureFitnessCoach PosterForMyFitnessCoach ThankYouCardFitnessCoach',
    tech: 'PersonalTrainerAppTest FitnessCoachFormCam AIFitnessCoachForAWeek StepCountVsFitnessCoach VideoCallFitnessCoach IntervalTimerFitnessCoach ScreenBreakFitnessCoach FitnessCoachVoiceMemo',
    pet: 'PersonalTrainerForMyDog FitnessCoachTugOfWar FitnessCoachFetchSprints MyCatIsMyFitnessCoach PuppyPlankFitnessCoach AgilityCourseFitnessCoach WalkTheBlockFitnessCoach LeashJogFitnessCoach',
    gaming:
      'FitnessCoachSpinTheWheel FitnessCoachCharades FitnessCoachBossLevel RollTheDiceFitnessCoach SimonSaysFitnessCoach CardDeckFitnessCoach MotionGameVsFitnessCoach FitnessCoachScavengerHunt',
  },
  'middle child': {
    dance:
      'SiblingDanceOff MiddleChildSolo TheMiddleChildShuffle MiddleChildCenterStage MiddleChildMoonwalk WatchMeMiddleChild FollowTheMiddleChild StealTheShowMiddleChild',
    fitness:
      'SiblingBootcamp MiddleChildPlankHold MiddleChildMile TugOfWarMiddleChild BalancedLikeAMiddleChild DoubleDutchMiddleChild CatchUpMiddleChild ThreeLeggedMiddleChild',
    prank:
      'MiddleChildSeatSwap BalloonRoomMiddleChild MiddleChildFanClub MiddleChildRoyalThrone WorldsBestMiddleChild AddTheMiddleChildBack PaparazziMiddleChild HiddenNotesMiddleChild',
    educational:
      'BirthOrderQuizMiddleChild MiddleChildMythOrTruth GuessTheFamousMiddleChild IsMiddleChildSyndromeReal MiddleChildTraitCheck WhenIsMiddleChildDay AskAMiddleChild NegotiateLikeAMiddleChild',
    cooking:
      'SiblingBakeOff MiddleChildPicksDinner SandwichForTheMiddleChild LastSliceMiddleChild MiddleChildLeftovers ThreeWaySplitMiddleChild MiddleChildMakesPizza LayerCakeMiddleChild',
    travel:
      'MiddleChildPicksTheTrip BackSeatMiddleChild PackLikeAMiddleChild MiddleChildNavigator DayOutWithMiddleChild AreWeThereYetMiddleChild MiddleChildGetsTheWindow TrainRideMiddleChild',
    fashion:
      'MiddleChildHandMeDowns MiddleChildFitCheck MiddleChildRunway UpcycleLikeAMiddleChild NewClothesForMiddleChild ThriftHaulMiddleChild StyleTheMiddleChild OddOneOutMiddleChild',
    wellness:
      'AppreciateTheMiddleChild HugTheMiddleChild MiddleChildMeTime CheckOnTheMiddleChild DearMiddleChild MiddleChildSpaDay DateNightMiddleChild MiddleChildGetsHeard',
    speed:
      'SiblingRelayRace MiddleChildChoreBlitz MiddleChildRemoteGrab ReadyFirstMiddleChild BeatTheBuzzerMiddleChild MiddleChildMorningRush SockSortMiddleChild ShoesOnMiddleChild',
    music:
      'MiddleChildAnthem MiddleChildBlues MiddleChildKaraoke MiddleChildDrumSolo SiblingHarmony AirGuitarMiddleChild NameThatTuneMiddleChild SerenadeTheMiddleChild',
    art: 'MiddleChildPortrait MiddleChildFamilyTree MiddleChildFridgeArt MiddleChildCollage ComicBookMiddleChild StickFiguresMiddleChild ClayModelMiddleChild ChalkMuralMiddleChild',
    tech: 'MiddleChildGroupChat MiddleChildTechSupport MiddleChildScreenTime MiddleChildVideoDiary ReadReceiptsMiddleChild SelfieStickMiddleChild AutoCorrectMiddleChild PasswordKeeperMiddleChild',
    pet: 'DogPicksTheMiddleChild MiddleChildPetAlliance FurBabyMiddleChild MiddleChildCatNap MiddleChildFetchBuddy MiddleChildTreatTrick WalkiesWithMiddleChild SnugglePileMiddleChild',
    gaming:
      'MiddleChildPicksTheGame MiddleChildTieBreaker MiddleChildChessMatch PlayerTwoMiddleChild CharadesMiddleChild HideAndSeekMiddleChild PuzzleDuoMiddleChild TicTacToeMiddleChild',
  },
  'oldest child': {
    dance:
      'OldestChildDanceLesson FirstbornLeadsTheLine FirstbornFreestyle CopyTheFirstborn WaltzWithTheFirstborn ShuffleLikeAFirstborn TwirlTheOldestDaughter ChoreoByTheFirstborn',
    fitness:
      'OldestChildBootcamp FirstbornPlankDare FirstbornStepGoal AllBagsOneTripFirstborn KeepUpWithTheFirstborn WarmUpByTheFirstborn JumpingJacksFirstborn CrunchTimeFirstborn',
    prank:
      'OldestChildFakeChoreChart FirstbornFavoriteMug BalloonDoorFirstborn PretendToBeTheFirstborn HideTheRemoteFirstborn RoomInspectionFirstborn GoldStarsFromFirstborn OldestSonSockSwap',
    educational:
      'OldestChildHomeworkHelp FirstbornTraitsQuiz FirstbornMathTrick ExplainItLikeAFirstborn IsTheFirstbornSmarter ShoeTieLessonFirstborn StoryTimeWithFirstborn SpellingBeeFirstborn',
    cooking:
      'OldestChildMakesBreakfast OldestChildLunchboxPrep FirstbornFamilyDinner SnackPlatesByFirstborn MicrowaveChefFirstborn GrilledCheeseFirstborn SiblingTasteTestFirstborn CookAlongWithFirstborn',
    travel:
      'OldestChildTourGuide OldestChildPlansTheTrip FirstbornPacksForAll BigSiblingMapReader WindowSeatFirstborn CityWalkWithFirstborn PassportKeeperFirstborn PostcardFromFirstborn',
    fashion:
      'OldestChildHandMeDowns OldestChildStylesSiblings FirstbornThenVsNow FirstbornFitCheck RaidTheFirstbornCloset DressLikeTheFirstborn PictureDayFirstborn TwinningWithFirstborn',
    wellness:
      'OldestChildDayOff FirstbornJournalPrompt FirstbornSpaNight BigSiblingGratitudeNote LetTheFirstbornNap CheckOnTheFirstborn HugTheFirstborn SlowWalkWithFirstborn',
    speed:
      'OldestChildChoreRace OldestChildMorningRush FirstbornShoeBlitz BeatTheBusFirstborn BedtimeSpeedrunFirstborn SnackPrepDashFirstborn ToyPickupFirstborn SockMatchFirstborn',
    music:
      'OldestChildLullaby OldestChildBandLeader FirstbornAnthem BigSiblingDuet RapTheRulesFirstborn AuxCordFirstborn KaraokeNightFirstborn DrumLessonFirstborn',
    art: 'OldestChildFamilyPortrait FirstbornChalkMural FirstbornOrigami BigSiblingCraftClass ComicBookFirstborn PaintWithTheFirstborn ScrapbookFirstborn BabyPhotoRedrawFirstborn',
    tech: 'OldestChildTechSupport OldestChildFixesTheWifi FirstbornPrinterRescue BigSiblingAppTutorial GrandpaPhoneFirstborn PasswordResetFirstborn VideoCallSetupFirstborn FamilyCalendarFirstborn',
    pet: 'OldestChildWalksTheDog FirstbornCatWhisperer BigSiblingPetTraining FeedingTimeFirstborn NewPuppyFirstborn FurryFirstborn GroomingByFirstborn FetchCoachFirstborn',
    gaming:
      'OldestChildCarriesTheTeam OldestChildBoardGameRules FirstbornCheckmate BigSiblingPlayerTwo FakeControllerFirstborn UndefeatedFirstborn FreezeTagFirstborn JigsawProFirstborn',
  },
  'youngest child': {
    dance:
      'YoungestChildRecital YoungestChildDanceBattle LastbornFreestyle BabyOfTheFamilyBoogie CopyTheLastborn TwirlTheLastborn SpotlightOnTheLastborn KitchenDiscoLastborn',
    fitness:
      'LittleSiblingWarmUp LastbornObstacleCourse LastbornStarJumps LastbornBalanceBeam KeepUpWithTheLastborn AnimalWalksLastborn HopscotchLastborn RaceTheLastborn',
    prank:
      'ToyParadeLastborn YoungestChildCopycatDay LittleSiblingWakeUpCall LastbornSockThief StickyNoteLastborn LastbornBubbleParty GooglyEyeLastborn SurpriseHugLastborn',
    educational:
      'YoungestChildExplains YoungestChildFactOfTheDay BirthOrderQuiz LastbornAsksWhy LastbornCountsTo100 AlphabetWithLastborn KitchenScienceLastborn SpellItLastborn',
    cooking:
      'YoungestChildFirstRecipe LittleSiblingTasteTest LastbornSandwichArt LastbornLemonade PancakeFacesLastborn ExtraSprinklesLastborn PizzaToppingsLastborn CookieCutterLastborn',
    travel:
      'YoungestChildPicksTheTrip YoungestChildTravelDiary LittleSiblingTourGuide LastbornLeadsTheWay PlaygroundHopLastborn PackLikeALastborn ZooDayLastborn NatureWalkLastborn',
    fashion:
      'YoungestChildStylesMe YoungestChildHandMeDowns LastbornRunway MismatchDayLastborn CapeAndCrownLastborn TwinningWithLastborn BigShoesLastborn TutuTuesdayLastborn',
    wellness:
      'LittleSiblingHugBreak LastbornBedtimeStory LastbornCloudWatch BubbleBreathsLastborn ThreeGoodThingsLastborn TeddyBearYogaLastborn QuietCornerLastborn StarGazingLastborn',
    speed:
      'YoungestChildShoeRace YoungestChildTidyDash LittleSiblingRelay PajamasOnLastborn BeatTheTimerLastborn SockSortLastborn BlockTowerLastborn PuzzleRushLastborn',
    music:
      'YoungestChildDrumSolo BabyOfTheFamilyBand LastbornMakesUpASong DuetWithTheLastborn RiceShakerLastborn AirGuitarLastborn MusicalStatuesLastborn LullabyForTheLastborn',
    art: 'YoungestChildDrawsFamily YoungestChildFingerPaint LittleSiblingArtShow LastbornFridgeGallery TraceTheLastborn HandprintLastborn RecreateLastbornDoodle SidewalkChalkLastborn',
    tech: 'YoungestChildAppReview YoungestChildFilmsTheDay LittleSiblingTechSupport LastbornVoiceMemo PhotosByTheLastborn StopMotionLastborn FilterFunLastborn GrandmaCallLastborn',
    pet: 'YoungestChildTrainsThePup YoungestChildPetShow KittenCuddlesLastborn NameTheGoldfishLastborn GentleHandsLastborn ReadToTheDogLastborn SnuggleNapLastborn HamsterMazeLastborn',
    gaming:
      'YoungestChildWinsAgain LittleSiblingBossFight LastbornMakesTheRules HideAndSeekLastborn GoFishLastborn MemoryMatchLastborn TicTacToeLastborn SimonSaysLastborn',
  },
  'only child': {
    dance:
      'OnlyChildSoloDance OnlyChildMirrorMoves OnlyChildTeachesDad PartyOfOneOnlyChild KitchenRaveOnlyChild ParentsAsBackupOnlyChild ShadowDuetOnlyChild LivingRoomStageOnlyChild',
    fitness:
      'PartyOfOneBootcamp OnlyChildCoachesParents OnlyChildStepStreak OnlyChildHulaHoop TrioPlankOnlyChild KeepyUppyOnlyChild WallBallOnlyChild JumpRopeOnlyChild',
    prank:
      'OnlyChildFakeSibling ImaginaryFriendPrank OnlyChildTakeover OnlyChildStuffedCrowd WhoDidItOnlyChild HiddenNoteOnlyChild BreakfastInBedOnlyChild FreezeFrameOnlyChild',
    educational:
      'OnlyChildMythVsFact OnlyChildTeachesParents OnlyChildScienceFair AskAnOnlyChild HowCommonAreOnlyChildren SelfTaughtOnlyChild MapQuizOnlyChild DebateLikeAnOnlyChild',
    cooking:
      'OnlyChildCooksForParents OnlyChildSnackStash TableForThreeDinner OnlyChildLastCookie OnlyChildMugCake MiniPizzaOnlyChild TVChefOnlyChild SoloBakeOnlyChild',
    travel:
      'OnlyChildWholeBackseat OnlyChildSoloTrip OnlyChildHotelBed PackForOneOnlyChild WindowAndAisleOnlyChild TravelTrioOnlyChild MuseumDayOnlyChild MapReaderOnlyChild',
    fashion:
      'OnlyChildNoHandMeDowns OnlyChildFitCheck MatchingFamilyOfThree OnlyChildStyleDiary RaidMomsClosetOnlyChild DressUpTrunkOnlyChild ThriftFlipOnlyChild StyledByParentsOnlyChild',
    wellness:
      'OnlyChildMeTime PartyOfOneSelfCare OnlyChildDiaryEntry OnlyChildBookNook RechargeLikeAnOnlyChild SoloPicnicOnlyChild FamilyHugOnlyChild NatureWalkOnlyChild',
    speed:
      'OnlyChildBeatMyTime OnlyChildVsParentsRace OnlyChildChoreBlitz SoloRelayOnlyChild PuzzleSprintOnlyChild HouseOfCardsOnlyChild DominoRunOnlyChild SockMatchOnlyChild',
    music:
      'OnlyChildSoloConcert OnlyChildKaraokeForOne ImaginaryFriendDuet OnlyChildOneManBand HairbrushMicOnlyChild RoadTripDJOnlyChild CarSingAlongOnlyChild AirDrumsOnlyChild',
    art: 'OnlyChildSelfPortrait OnlyChildToyStopMotion OnlyChildComicBook ImaginarySiblingOnlyChild TrioSketchOnlyChild BlanketFortOnlyChild CardboardCityOnlyChild ClayPetsOnlyChild',
    tech: 'OnlyChildRobotSibling OnlyChildTechHelpDesk OnlyChildRoomSetupTour VideoCallCousinsOnlyChild GroupChatOfThreeOnlyChild CodingProjectOnlyChild TeachMomAnAppOnlyChild GreenScreenOnlyChild',
    pet: 'OnlyChildPetSibling OnlyChildCatCuddles DogWalkDuoOnlyChild TeachATrickOnlyChild FurBabyOnlyChild FishTankTourOnlyChild TreatBakeryOnlyChild SecretHandshakeOnlyChild',
    gaming:
      'OnlyChildSoloCampaign OnlyChildBeatsParents PartyOfOneGameNight SolitaireOnlyChild VersusTheCPUOnlyChild ChessVsDadOnlyChild PlayBothSidesOnlyChild JigsawMarathonOnlyChild',
  },
  ramadan: {
    dance:
      'RamadanLanternParade RamadanSuhoorShuffle RamadanToEidCountdown SunsetHappyDanceRamadan MoonlightTwirlRamadan ClapAlongRamadan DabkeNightRamadan SwayToTheRamadanDrum',
    fitness:
      'RamadanEveningWalk RamadanStretchBreak RamadanStepGoal RamadanYogaFlow 30DayRamadanStreak AfterIftarMovesRamadan NightFootballRamadan JumpRopeRamadan',
    prank:
      'RamadanSuhoorWakeUp RamadanSurpriseIftar RamadanDecorTakeover DoorstepTreatRamadan HiddenLanternHuntRamadan SecretRamadanHelper KindNotesRamadan BalloonRoomRamadan',
    educational:
      'WhyTheMoonMatters RamadanIn60Seconds RamadanWordOfTheDay RamadanAroundTheWorld AskMeAboutRamadan SuhoorVsIftarRamadan TrueOrFalseRamadan ZakatMathRamadan',
    cooking:
      'RamadanIftarSpread RamadanSuhoorPrep RamadanPotluck StuffTheDatesRamadan SamosaFoldRamadan LentilSoupRamadan FruitChaatRamadan CookForNeighborsRamadan',
    travel:
      'RamadanNightMarket RamadanLanternStreets RamadanMosqueTour RamadanBakeryRun IftarPicnicRamadan SunsetSpotRamadan VisitFamilyRamadan TrainHomeForRamadan',
    fashion:
      'RamadanHijabStyling RamadanIftarOutfit KaftanNightLook RamadanHenna ThobeAndKufiRamadan ModestStreetwearRamadan MosqueFitCheckRamadan LanternColorsRamadan',
    wellness:
      'RamadanGratitudeJournal SuhoorMindfulMorning RamadanDigitalDetox RamadanKindnessStreak SunsetBreathsRamadan NapBeforeIftarRamadan HydrationPlanRamadan SlowDownRamadan',
    speed:
      'RamadanTableSetupRace RamadanDishDash BeatTheSunsetRamadan PaperLanternBlitzRamadan CharityBagRushRamadan DateBoxPackingRamadan SpeedQuizRamadan CountdownToIftarRamadan',
    music:
      'RamadanLanternSong RamadanNasheedCover SuhoorDrumWakeUp RamadanFamilyChoir ClapRhythmRamadan HummingAlongRamadan LullabyForRamadan RamadanRadioJingle',
    art: 'RamadanLanternCraft CrescentMoonPainting RamadanCountdownCalendar RamadanWindowArt CalligraphyRamadan StarGarlandRamadan CardboardMosqueRamadan GeometricPatternRamadan',
    tech: 'RamadanLightUpLantern IftarTimerWidget RamadanTimeLapse VideoCallFamilyRamadan MoonShotRamadan QiblaFinderRamadan RamadanScreenBreak DigitalCardRamadan',
    pet: 'RamadanPetPhotoshoot RamadanWaterBowl RamadanDogWalk CatsOfRamadan ShelterDonationRamadan BirdBathRamadan KindToAnimalsRamadan PuppyTreatsRamadan',
    gaming:
      'RamadanFamilyGameNight RamadanTriviaBattle RamadanCharades RamadanBingo LanternHuntRamadan CarromBoardRamadan CardsAfterIftarRamadan MemoryMatchRamadan',
  },
  eid: {
    dance:
      'EidOutfitTwirl EidMorningMoves EidKitchenBoogie DabkeForEid ShuffleIntoEid HappyFeetForEid CousinsDanceOffEid JumpForJoyEid',
    fitness:
      'EidMorningWalk EidFamilyFunRun EidFootballKickabout BurnOffTheEidSweets EggAndSpoonEid CousinsRelayEid SackRaceForEid StretchAfterEid',
    prank:
      'EidSurpriseBreakfast EidiTreasureHunt EidWakeUpParade BalloonAvalancheEid NestedGiftEid SecretEidCards ComplimentJarEid ConfettiDoorEid',
    educational:
      'EidAroundTheWorld WhatIsEidi EidGreetingsIn5Languages EidFoodMap TwoEidsQuiz WhyEidDatesMove SadaqahBeforeEid AskGrandmaAboutEid',
    cooking:
      'EidMaamoulCookies EidBreakfastSpread EidDessertTable EidBakeOff SheerKhurmaForEid BiryaniForEid NeighborPlatesEid DateBallsForEid',
    travel:
      'EidFamilyVisitTour EidBazaarWalk EidiShoppingTrip ParkDayForEid FairgroundEid HomeForEid PackForEid PicnicAfterEidPrayer',
    fashion:
      'EidOutfitReveal EidHennaFitCheck EidMatchingFamily GlowUpForEid BanglesForEid KurtaOrThobeEid NewShoesForEid ScarfStylesForEid',
    wellness:
      'EidGratitudeNote EidRestDay PostRamadanReset EidKindnessList CallAnElderOnEid QuietMomentBeforeEid HugItOutForEid SunsetWalkAfterEid',
    speed:
      'EidGiftWrapRace EidOutfitQuickChange BeatTheClockForEid ReadyInTenForEid MaamoulBlitzEid BalloonArchDashEid SpeedHennaEid SignFiftyEidCards',
    music:
      'EidSongCover EidFamilySingAlong DrumCircleForEid CousinsBandEid ClapBeatForEid KaraokeNightEid WriteAnEidJingle HumTheEidTune',
    art: 'EidHennaDesign EidCardCraft EidBannerPaint PaperLanternsForEid IcingArtForEid MoonAndStarMobileEid DecorateEidiEnvelopes ChalkGreetingEid',
    tech: 'EidVideoCallFamily EidiDigitalCard EidPhotoBooth TimeLapseEidPrep SlowMoConfettiEid VoiceNoteForEid GroupSelfieEid MemoryReelForEid',
    pet: 'EidPetPhotoshoot EidNapBuddy CatTreatsForEid FeedTheBirdsOnEid DogWalkOnEid AnimalShelterEid PuppyCuddlesEid CalmCornerEid',
    gaming:
      'EidGameNight EidPassTheParcel GuessTheEidi LudoForEid CarromChampionEid ScavengerHuntEid CousinsTournamentEid MemoryCardsEid',
  },
  'mardi gras': {
    dance:
      'MardiGrasSecondLine MardiGrasUmbrellaTwirl BrassBandStrut ZydecoForMardiGras MaskedDanceOffMardiGras JazzHandsMardiGras ConfettiSpinMardiGras LivingRoomMardiGras',
    fitness:
      'MardiGrasParadeWalk MardiGrasStepCount FatTuesdayFunRun DanceCardioMardiGras ThrowAndCatchMardiGras HopscotchMardiGras HulaHoopMardiGras PlankInAMardiGrasMask',
    prank:
      'MardiGrasMaskSurprise MardiGrasBeadTrail DoorWreathMardiGras RoomTakeoverMardiGras ConfettiPopMardiGras KitchenParadeMardiGras KazooWakeUpMardiGras TinyFloatMardiGras',
    educational:
      'MardiGrasColorQuiz MardiGrasIn60Seconds MardiGrasAroundTheWorld WhyMardiGrasHasKingCake WhatDoesMardiGrasMean TrueOrFalseMardiGras MapTheMardiGrasRoute FloatBuildingMardiGras',
    cooking:
      'MardiGrasKingCake MardiGrasGumbo FatTuesdayPancakes RedBeansAndRiceMardiGras MaskCookiesMardiGras JambalayaForMardiGras ColorfulPopcornMardiGras MuffulettaMardiGras',
    travel:
      'MardiGrasParadeRoute MardiGrasFloatTour MardiGrasNearYou NewOrleansStreetWalk CostumeMuseumMardiGras PackForMardiGras StreetcarRideMardiGras SmallTownMardiGras',
    fashion:
      'MardiGrasMaskLook MardiGrasColorsFit FatTuesdayOutfit FeatherBoaMardiGras SequinsForMardiGras ThriftFlipMardiGras CrownAndCapeMardiGras GlitterBootsMardiGras',
    wellness:
      'MardiGrasSlowMorning MardiGrasJoyList MardiGrasNapTime FatTuesdayReflection QuietCornerMardiGras LentGoalsMardiGras FootSoakMardiGras StretchAfterMardiGras',
    speed:
      'BeadSortMardiGras MardiGrasMaskQuickCraft MardiGrasSprinkleDash ShoeboxFloatMardiGras CostumeChangeMardiGras BeatTheBandMardiGras ConfettiCleanupMardiGras BalloonArchMardiGras',
    music:
      'MardiGrasBrassBand MardiGrasJazzJam SecondLineBeat KazooParadeMardiGras AirTrumpetMardiGras BucketDrumMardiGras WashboardMardiGras CallAndResponseMardiGras',
    art: 'MardiGrasMaskCraft MardiGrasFloatDiorama BeadMosaicArt FleurDeLisMardiGras PaperMacheMardiGras JesterDoodleMardiGras WindowPaintMardiGras ChalkParadeMardiGras',
    tech: 'MardiGrasLightUpBeads MardiGrasParadeTracker MardiGrasTimeLapse SlowMoMardiGras PanoramaMardiGras MaskFilterMardiGras LiveStreamMardiGras GreenScreenMardiGras',
    pet: 'CozyDenMardiGras MardiGrasDogWalk QuietZoneMardiGras ToyHuntMardiGras PetPortraitMardiGras PawPrintMardiGras TreatTrailMardiGras CatNapMardiGras',
    gaming:
      'MardiGrasGameNight MardiGrasTrivia MardiGrasBingo BeadTossMardiGras JigsawFloatMardiGras MaskCharadesMardiGras CornholeMardiGras MusicalChairsMardiGras',
  },
  'cinco de mayo': {
    dance:
      'CincoDeMayoFolkDance CincoDeMayoSkirtTwirl CumbiaForCincoDeMayo FiveStepsCincoDeMayo ZapateadoCincoDeMayo FiestaGrooveCincoDeMayo ConfettiSpinCincoDeMayo ClapAlongCincoDeMayo',
    fitness:
      'CincoDeMayoFiveMoves CincoDeMayoMaracaCardio 5KForCincoDeMayo HulaHoopCincoDeMayo SoccerDrillsCincoDeMayo TugOfWarCincoDeMayo StretchBreakCincoDeMayo ParkWalkCincoDeMayo',
    prank:
      'CincoDeMayoSurpriseFiesta CincoDeMayoMaracaWakeUp PinataFullOfNotes CascaronesCincoDeMayo RoomTakeoverCincoDeMayo SerenadeCincoDeMayo BalloonCeilingCincoDeMayo StreamerDoorCincoDeMayo',
    educational:
      'CincoDeMayoMythVsFact CincoDeMayoTimeline PueblaOnTheMapCincoDeMayo SpanishWordsCincoDeMayo TrueStoryOfCincoDeMayo QuizMeOnCincoDeMayo FlagColorsCincoDeMayo AskAbuelaCincoDeMayo',
    cooking:
      'CincoDeMayoTacoBar CincoDeMayoGuacamole SalsaThreeWaysCincoDeMayo StreetCornCincoDeMayo HorchataCincoDeMayo TresLechesCincoDeMayo ConchaBakeCincoDeMayo FruitCupCincoDeMayo',
    travel:
      'CincoDeMayoFestivalVisit FiestaStreetMarket CincoDeMayoRoadTrip LocalParadeCincoDeMayo TaqueriaHopCincoDeMayo MuralWalkCincoDeMayo PackAPicnicCincoDeMayo PlazaDayCincoDeMayo',
    fashion:
      'CincoDeMayoFloralLook CincoDeMayoColorfulFit FiestaFlowerCrown EmbroideryCincoDeMayo RibbonBraidsCincoDeMayo GuayaberaCincoDeMayo HoopEarringsCincoDeMayo RebozoWrapCincoDeMayo',
    wellness:
      'CincoDeMayoFiveThanks CincoDeMayoJournal AfterFiestaCalmDown PlantMarigoldsCincoDeMayo CallYourAbuelaCincoDeMayo SunsetWalkCincoDeMayo QuietMorningCincoDeMayo GentleYogaCincoDeMayo',
    speed:
      'PaperFlowerCincoDeMayo CincoDeMayoFiveTaskDash PinataFillingRace StreamerBlitzCincoDeMayo TacoAssemblyCincoDeMayo FastLoteriaCincoDeMayo TableSetupCincoDeMayo BalloonBopCincoDeMayo',
    music:
      'CincoDeMayoMariachiCover CincoDeMayoMaracaJam FiestaGuitarStrum GritoContestCincoDeMayo CielitoLindoCincoDeMayo CumbiaPlaylistCincoDeMayo BucketDrumCincoDeMayo AirTrumpetCincoDeMayo',
    art: 'CincoDeMayoPapelPicado CincoDeMayoPinataCraft PaperFlowersCincoDeMayo TalaveraTileCincoDeMayo AlebrijeDoodleCincoDeMayo MuralSketchCincoDeMayo ClayPotPaintCincoDeMayo ChalkFiestaCincoDeMayo',
    tech: 'CincoDeMayoLightShow CincoDeMayoPhotoBooth SlowMoPinataCincoDeMayo StopMotionCincoDeMayo TranslateAppCincoDeMayo VideoCallCincoDeMayo DigitalCardCincoDeMayo SmartSpeakerCincoDeMayo',
    pet: 'ShadeAndWaterCincoDeMayo PuzzleToyCincoDeMayo QuietCornerCincoDeMayo DogWalkCincoDeMayo CatNapCincoDeMayo TreatHuntCincoDeMayo PawPrintCincoDeMayo BellyRubCincoDeMayo',
    gaming:
      'CincoDeMayoLoteriaNight CincoDeMayoTriviaGame DominoesCincoDeMayo PenaltyKicksCincoDeMayo MusicalChairsCincoDeMayo CharadesCincoDeMayo MemoryCardsCincoDeMayo GuessTheWordCincoDeMayo',
  },
  holi: {
    dance:
      'HoliColorDance HoliFreestyle HoliMorningMoves DholBeatHoli BhangraForHoli WhiteKurtaTwirlHoli FamilyFlashMobHoli ConfettiSpinHoli',
    fitness:
      'HoliColorRun HoliDodgeDrill HoliFamilyRelay TugOfWarHoli SunSaluteForHoli JumpRopeHoli DanceCardioHoli BackyardBootcampHoli',
    prank:
      'HoliFlowerPetalSurprise HoliRangoliDoorstep HoliSnackTrail RainbowStreamersHoli TieDyeShirtSwapHoli MarigoldGarlandHoli ConfettiPopperHoli GujiyaStashHoli',
    educational:
      'HoliNaturalDyeScience HoliIn60Seconds HoliMythQuiz HoliAcrossIndia WhyHoliHasColors AskGrandmaAboutHoli LearnHindiForHoli TeachAFriendHoli',
    cooking:
      'HoliGujiyaMaking HoliSnackPlatter RainbowLassiSwirl CoconutLadooHoli PistachioBarfiHoli FruitSkewersHoli PuranPoliHoli ChaatBarForHoli',
    travel:
      'HoliFestivalTrip HoliMelaDay HoliParkParty FindAHoliNearYou TempleVisitForHoli PackForHoli NeighborhoodHoli CampusHoliWalk',
    fashion:
      'HoliWhiteOutfit HoliBeforeAndAfterFit HoliHairWrap HoliNailArt ColorSplashStyle SunglassesSquadHoli FloralDupattaHoli OldSneakersHoli',
    wellness:
      'HoliFreshStart HoliForgivenessNote HoliColorMeditation SkinCareAfterHoli ReconnectOnHoli SpringWalkHoli OilYourHairForHoli SunshineBreathsHoli',
    speed:
      'HoliCleanupSpeedrun HoliReadyInFive ColorPowderRelay GujiyaFoldRaceHoli SweetBoxPackHoli SixtySecondRangoliHoli PetalPickupHoli BeatTheDholHoli',
    music:
      'HoliSongCover HoliDholJam HoliFolkMedley HoliPlaylistBattle ColorFestivalSingAlong ClapAndChantHoli AntakshariForHoli BollywoodKaraokeHoli',
    art: 'HoliPowderArt HoliColorSplashPhoto HoliSelfPortrait RangoliForHoli HandprintCanvasHoli SprayBottlePaintingHoli TieDyeTeeHoli FlowerPetalMandalaHoli',
    tech: 'HoliSlowMoThrow HoliPhoneProofing ColorBurstPhotoEdit TimeLapseHoli VideoCallForHoli GroupSelfieHoli BeatSyncReelHoli PanoramaHoli',
    pet: 'HoliPetSafeCorner HoliCuddleTime ShieldYourDogHoli CatStaysInHoli EarlyWalkHoli PawWashAfterHoli TreatsNotColorsHoli CalmTunesHoli',
    gaming:
      'HoliColorMatchGame HoliCardNight HoliScavengerHunt CarromForHoli TambolaForHoli DrawAndGuessHoli MusicalChairsHoli SnakesAndLaddersHoli',
  },
  march: {
    dance:
      'MarchIrishJig MarchToTheBeat MarchOutOfWinter SpringForwardGroove ShamrockShuffleMarch LeprechaunHopMarch EquinoxSwayMarch WindyDayDanceMarch',
    fitness:
      'MarchStepStreak MarchInPlaceCardio SpringBreakBootcamp 31DayMarchPlank ShamrockCircuitMarch WindyWalkMarch HighKneesMarch ParkLapsMarch',
    prank:
      'LeprechaunFootprints AprilFoolsTrainingMarch GoldCoinTrailMarch ShamrockEverywhereMarch TinyHatsMarch RainbowDoorMarch MarchSpringSwap MarchMischiefNote',
    educational:
      'MarchEquinoxScience MarchWeatherLog MarchBirdCount WhyMarchIsNamedForMars PiDigitsMarch HerStoryInMarch KiteLiftLessonMarch DaylightSavingMarch',
    cooking:
      'MarchGreenPancakes MarchShamrockCookies SodaBreadBake PiDayPieMarch RainbowFruitPlateMarch SpringSaladMarch PotOfGoldCupcakesMarch ColcannonForMarch',
    travel:
      'MarchSpringBreakTrip MarchCherryBlossoms MarchRainWalk ParadeDayMarch FirstHikeOfMarch DaffodilHuntMarch BeachKiteMarch WindyCityMarch',
    fashion:
      'MarchWearGreen MarchSpringWardrobeSwap ShamrockStyleCheck RainBootsMarch LayersForMarch TrenchCoatMarch PastelPopMarch LuckySocksMarch',
    wellness:
      'MarchSpringReset MarchLuckyList MarchMoodJournal EquinoxBalanceMoment OpenAWindowMarch PlantSeedsInMarch OneDrawerMarch EveningLightWalkMarch',
    speed:
      'MarchKiteLaunchRace MarchSpringCleanDash ShamrockHuntMarch CountTheCoinsMarch PiDaySpeedrunMarch RainbowSortMarch BeatTheRainMarch FindSomethingGreenMarch',
    music:
      'MarchSpringPlaylist MarchAnthem ShamrockSingAlong IrishFolkSongMarch KitchenMarchingBand RainSoundsMarch BirdsongRemixMarch WindChimeMarch',
    art: 'MarchKiteMaking MarchShamrockStamp RainbowGoldPainting BlossomBlowArtMarch DaffodilSketchMarch TissueFlowersMarch WindsockCraftMarch RaindropDoodleMarch',
    tech: 'MarchPhotoADay SpringForwardClockCheck PhoneDeclutterMarch SproutCamMarch WeatherAppVsWindowMarch IdentifyBirdsMarch WallpaperSwapMarch MarchVoiceDiary',
    pet: 'MarchWindyWalk MarchPetCheckup MudPawsMarch SpringSheddingMarch BirdWatchingCatMarch GreenToyHuntMarch RainyDayGamesMarch PuppyPicnicMarch',
    gaming:
      'MarchCrosswordDuel SpringCharadesMarch MarchMemoryMatch PotOfGoldBoardGame CloverScavengerMarch RainyDayCardsMarch HideTheLeprechaunMarch PiTriviaMarch',
  },
  august: {
    dance:
      'AugustLastSummerDance AugustBeachBoogie AugustMoonwalk BackToSchoolShuffleAugust SprinklerShimmyAugust SunsetSwayAugust BlockPartyAugust FanFreestyleAugust',
    fitness:
      'AugustBikeRide AugustMorningRun AugustPlankStreak BeatTheHeatAugust BackyardBootcampAugust ShadeYogaAugust BackpackHikeAugust FrisbeeParkAugust',
    prank:
      'AugustLunchboxNote AugustAlarmClockSong BackToSchoolBalloons PencilCaseSurpriseAugust ItsFallAlreadyAugust CountdownSignAugust ComplimentChalkAugust FridgeFriendsAugust',
    educational:
      'AugustMeteorCount AugustTimesTables WhyAugustHas31Days LearnAConstellationAugust BeatSummerSlideAugust ReadOneBookAugust SunsetScienceAugust CicadaSoundsAugust',
    cooking:
      'AugustPeachCobbler AugustLunchboxPrep SweetCornThreeWays GardenTomatoAugust IcePopsAugust WatermelonSaladAugust NoOvenDinnerAugust ZucchiniBreadAugust',
    travel:
      'AugustLastMinuteTrip AugustSunriseHike AugustOrchardVisit BackyardCampoutAugust StaycationAugust CampusTourAugust FarmersMarketAugust MeteorWatchSpotAugust',
    fashion:
      'AugustFirstDayOutfit AugustSummerToFallFit BackpackStyleCheck SunHatSeasonAugust LinenLookAugust SchoolShoeHaulAugust BreezyDressAugust ThriftFlipAugust',
    wellness:
      'AugustSummerReflection AugustBedtimeReset SunsetPorchAugust ShadeNapAugust ColdTowelAugust StargazeAugust SlowSundayAugust GardenHourAugust',
    speed:
      'AugustSchoolSupplyDash AugustBackpackRace LastDayOfSummerRush FolderSortAugust CoverYourBooksAugust LunchboxPackAugust AlarmToDoorAugust LockerComboAugust',
    music:
      'AugustSummerMixtape AugustPorchJam BackyardSingAlongAugust CricketChorusAugust IceCreamTruckRemixAugust BackToSchoolAnthemAugust SunsetSerenadeAugust BucketDrumAugust',
    art: 'AugustSummerScrapbook AugustBackpackMakeover SunsetPaintAugust SunPrintAugust ChalkMuralAugust PencilCaseDoodleAugust PressedFlowersAugust SeashellArtAugust',
    tech: 'AugustStudyDeskSetup AugustMeteorPhotos BackToSchoolTechKit CameraRollRecapAugust PlannerAppAugust BackupYourPhoneAugust TimeLapseSunsetAugust TypingTestAugust',
    pet: 'AugustDogDays BackToSchoolPetReacts PupsicleAugust HotPavementCheckAugust EarlyWalkAugust SunbeamCatAugust BrushingSeasonAugust FetchAtDawnAugust',
    gaming:
      'AugustGameMarathon AugustBacklogFinale BackyardTournamentAugust PorchCardsAugust BocceBallAugust MeteorBingoAugust FlashlightTagAugust SchoolTriviaAugust',
  },
  influencer: {
    dance:
      'InfluencerDanceTutorial InfluencerRingLightSpin InfluencerTrendRecreate DuetAnInfluencer MomTriesInfluencerMoves BehindTheInfluencer OneTakeInfluencer FilmItLikeAnInfluencer',
    fitness:
      'InfluencerWorkoutTested InfluencerMorningStretch RingLightPlank FitnessInfluencerForADay NoFilterSweatInfluencer BudgetGymInfluencer StepGoalInfluencer WallPilatesInfluencer',
    prank:
      'InfluencerModeAllDay InfluencerUnboxingParody RingLightAtBreakfast FakePRPackageInfluencer NarrateLikeAnInfluencer HeyGuysInfluencer GrandpaGoesInfluencer BeigeEverythingInfluencer',
    educational:
      'InfluencerMythBusting InfluencerAdSpotting InfluencerMathCheck MediaLiteracyQuiz HowInfluencersGetPaid FilterOrRealInfluencer AdsBeforeInfluencers SourceItInfluencer',
    cooking:
      'InfluencerRecipeTested InfluencerAestheticToast InfluencerVsGrandma RingLightFoodShoot PlatingLikeAnInfluencer BudgetInfluencerDinner SmoothieBowlInfluencer LatteArtInfluencer',
    travel:
      'InfluencerSpotVsReality InfluencerCafeHop LocalInfluencerTour PackLikeAnInfluencer HiddenGemInfluencer BudgetTripInfluencer GoldenHourWalkInfluencer TrainWindowInfluencer',
    fashion:
      'InfluencerLookForLess InfluencerOutfitRecreate InfluencerCapsuleWardrobe LinkInBioFitCheck ThriftTheInfluencer DadStyledAsInfluencer HaulOrPassInfluencer PoseLikeAnInfluencer',
    wellness:
      'InfluencerScreenBreak InfluencerRoutineReality UnfollowAndUnwind 5AMInfluencerTest JournalLikeAnInfluencer NoMakeupDayInfluencer MindfulWalkInfluencer CozyNightInfluencer',
    speed:
      'InfluencerPoseSpeedRound InfluencerSetupRace FiveSecondHookInfluencer CaptionInTenInfluencer UnboxBlitzInfluencer QuickEditInfluencer OutfitChangeInfluencer HashtagDashInfluencer',
    music:
      'InfluencerIntroJingle InfluencerSoundRemix InfluencerOutroBeat FollowerShoutoutSong LipSyncLikeAnInfluencer SingTheCaptionInfluencer AcousticCoverInfluencer AdReadRapInfluencer',
    art: 'InfluencerFeedCollage InfluencerAestheticGrid InfluencerMoodBoard SelfieCaricature SketchAnInfluencer ThumbnailDesignInfluencer ZineAboutInfluencers LogoForAnInfluencer',
    tech: 'InfluencerSetupTour InfluencerEditingTricks RingLightBudgetBuild PhoneOnlyInfluencer GreenScreenInfluencer InsightsCheckInfluencer AutoCaptionsInfluencer TransitionsInfluencer',
    pet: 'PetInfluencerDay InfluencerPoseWithPup PetfluencerDebut CatInfluencerPOV TreatReviewInfluencer FishTankTourInfluencer DogInfluencerIntro ToyUnboxingInfluencer',
    gaming:
      'InfluencerGameReview InfluencerStreamDebut InfluencerBingo InfluencerCharades FollowerVsCreatorMatch ReactLikeAnInfluencer TwoTruthsInfluencer WouldYouRatherInfluencer',
  },
  'waiting room': {
    dance:
      'WaitingRoomChairDance WaitingRoomFootTap TakeANumberShuffle NameCalledWaitingRoom SilentDiscoWaitingRoom ShoulderBopWaitingRoom TinyMovesWaitingRoom HandJiveWaitingRoom',
    fitness:
      'WaitingRoomStretch WaitingRoomPostureCheck SneakyWaitingRoomReps ChairCalfRaises SeatedCoreWaitingRoom AnkleCirclesWaitingRoom StandDontSitWaitingRoom GripSqueezeWaitingRoom',
    prank:
      'WaitingRoomFortunes WaitingRoomSnackStash NowServingCompliments RiddleCardWaitingRoom PocketJokeWaitingRoom OrigamiGiftWaitingRoom BadPunsWaitingRoom DoodleNoteWaitingRoom',
    educational:
      'WaitingRoomTrivia WaitingRoomOrigami LearnAWordWhileWaiting WhyWaitsFeelLong MentalMathWaitingRoom FlagQuizWaitingRoom FivePhrasesWaitingRoom CapitalCitiesWaitingRoom',
    cooking:
      'WaitingRoomTrailMix WaitingRoomLunchbox SnacksWorthTheWait CrumbFreeWaitingRoom ThermosSoupWaitingRoom QuietestFoodWaitingRoom FruitCupWaitingRoom EnergyBallsWaitingRoom',
    travel:
      'WaitingRoomWorldTour WaitingRoomView RateEveryWaitingRoom AirportGateBingo TrainStationWaitingRoom FerryTerminalWaitingRoom PackForTheWaitingRoom BusDepotWaitingRoom',
    fashion:
      'WaitingRoomComfyFit WaitingRoomRunway DressedToWait LayersForTheWaitingRoom SlipOnShoesWaitingRoom BigScarfWaitingRoom WhatsInMyBagWaitingRoom WaitingRoomHatCheck',
    wellness:
      'WaitingRoomCalmKit TakeABreathNotANumber MakeTheWaitingCount GroundingGameWaitingRoom SoothingSongsWaitingRoom JournalPageWaitingRoom HandMassageWaitingRoom GratitudeListWaitingRoom',
    speed:
      'WaitingRoomSudokuDash WaitingRoomMazeRun BeatTheNameCall WordSearchWaitingRoom FormSpeedrunWaitingRoom EmailZeroWaitingRoom TenThingsBlueWaitingRoom ToDoListBlitzWaitingRoom',
    music:
      'WaitingRoomJazzRemix WaitingRoomHumAlong WaitingRoomTheme HoldMusicCover ElevatorTuneWaitingRoom SilentKaraokeWaitingRoom HeadphoneDJWaitingRoom FingerDrumWaitingRoom',
    art: 'WaitingRoomDoodleDare WaitingRoomMiniComic SketchWhileWaiting MagazineCutoutArt BlindContourWaitingRoom NapkinPortraitWaitingRoom ChairStudyWaitingRoom ReceiptOrigamiWaitingRoom',
    tech: 'WaitingRoomWiFiHunt WaitingRoomAppTest OnlineCheckInHack PhoneCleanupWaitingRoom PhotoSortWaitingRoom BatterySaverWaitingRoom TypingSpeedWaitingRoom VoiceMemoWaitingRoom',
    pet: 'VetWaitingRoomFaces WaitingRoomCuddle BravestPatient CalmPupWaitingRoom TreatsInTheWaitingRoom CarrierCozyWaitingRoom CheckupDayWaitingRoom SitStayWaitingRoom',
    gaming:
      'WaitingRoomWordGame WaitingRoomHighScore TakeANumberTrivia ISpyWaitingRoom 20QuestionsWaitingRoom ThumbWrestleWaitingRoom HangmanWaitingRoom WouldYouRatherWaitingRoom',
  },
  'hardware store': {
    dance:
      'HardwareStoreAisleGroove HardwareStoreRobot ToolBeltShuffle PaintShakerHardwareStore BoogieInTheDIYStore RollerWaveDIYStore LineDanceAtTheDIYStore FlashlightDiscoDIYStore',
    fitness:
      'HardwareStoreBucketReps HardwareStoreSandbagCarry DIYHomeGymBuild LapsOfTheDIYStore PaintCanCurlsDIYStore BroomstickStretchDIYStore StepCountDIYStore HardwareStoreFarmerWalk',
    prank:
      'HardwareStoreFixItFairy PaintChipLoveNote GooglyToolsDIYStore ToolboxTreatsDIYStore FakeRenoPlanDIYStore LabelEverythingDIYStore DoorbellTuneDIYStore DIYStoreSurpriseShelf',
    educational:
      'HardwareStoreMeasureUp HardwareStoreLingoQuiz NameThatToolDIYStore NailOrBoltDIYStore PaintMixScienceDIYStore LearnAKnotDIYStore FixADrippingTapDIYStore WhatIsThisThingDIYStore',
    cooking:
      'HardwareStoreHotDogs ToolShapedCookies NutsAndBoltsMixDIYStore ToolboxLunchDIYStore MatchThePaintChipDIYStore HerbPlanterDIYStore DIYStoreLemonadeStand SpiceRackBuildDIYStore',
    travel:
      'HardwareStoreOldTownTour HardwareStoreAbroad HardwareStoreSouvenir EveryDIYStoreNearby RoadTripDIYStore GardenCenterDIYStore WalkToTheDIYStore CampingAisleDIYStore',
    fashion:
      'HardwareStoreWorkwear HardwareStoreFitCheck CarpenterPantsStyle ToolBeltChicDIYStore WorkBootsDIYStore SplatterJeansDIYStore HiVisGlowUpDIYStore FlannelSeasonDIYStore',
    wellness:
      'HardwareStorePlantRescue HardwareStoreProjectPlan DIYFlowState WindowBoxDIYStore SandingTherapyDIYStore FixOneThingDIYStore BirdhouseBuildDIYStore CozyCornerDIYStore',
    speed:
      'HardwareStoreListDash HardwareStoreItemHunt FlatPackBuildRace PaintSwatchSortDIYStore TapeMeasureDIYStore CheckoutSprintDIYStore NutBoltMatchDIYStore ToolboxTidyDIYStore',
    music:
      'HardwareStoreBucketDrums HardwareStorePipeChimes HardwareStoreJingle WashtubBassDIYStore PaintCanBeatDIYStore HoseTrumpetDIYStore RubberBandGuitarDIYStore CheckoutBeepRemixDIYStore',
    art: 'HardwareStorePaintChipArt HardwareStoreWoodSign NutsAndBoltsSculpture BentWireNameDIYStore TileMosaicDIYStore DropClothCanvasDIYStore StencilMuralDIYStore StirStickPuppetsDIYStore',
    tech: 'HardwareStoreSmartPlugs HardwareStoreGadgetFinds DIYDoorSensorInstall MeasureAppVsTapeDIYStore PhoneLevelDIYStore LEDLightsDIYStore VisualizePaintDIYStore PriceScanDIYStore',
    pet: 'HardwareStoreDogVisit HardwareStorePetProject DIYCatShelfBuild DoghouseDIYStore BirdFeederDIYStore LeashHookDIYStore PuppyGateDIYStore RaisedBowlStandDIYStore',
    gaming:
      'HardwareStorePriceGuess HardwareStoreSimulator ToolNameQuizNight ScavengerHuntDIYStore PaintChipCharadesDIYStore WoodBlockTowerDIYStore BuildACornholeDIYStore RingTossDIYStore',
  },
  'toll booth': {
    dance:
      'TollBoothGateSway TollBoothFreezeDance TollBoothCongaLine ExactChangeShuffle BoogieFeeTollBooth DoTheTollBoothArm RobotTollBooth HallwayTollBoothGroove',
    fitness:
      'TollBoothRestStopSquats TollBoothArmRaises PushUpTollBooth PassTheTollBoothPlank HighKneeTollBooth WallSitTollBooth ToyCarTollBoothRelay BearCrawlTollBooth',
    prank:
      'TollBoothPayInHugs BedroomTollBooth FridgeTollBooth ToyTollBoothAmbush BroomArmTollBooth PlayMoneyTollBooth DadJokeTollBooth CookieTaxTollBooth',
    educational:
      'TollBoothMakeChange TollBoothTimeline TollBoothQuiz WhatTollBoothsPayFor RFIDScienceTollBooth MapTheTollBooths AskATollBoothWorker CashlessVsTollBooth',
    cooking:
      'TollBoothRoadTripSnacks TollBoothCoinCookies TollBoothThermosSoup KitchenTollBooth StoplightFruitTollBooth PennyFudgeTollBooth ToyCarCupcakesTollBooth WindowServiceTollBooth',
    travel:
      'TollBoothFreeRoute TollBoothRoadTripLog TollBoothSunrise HowManyTollBooths HistoricTollBooth PackCoinsForTollBooth WaveAtTheTollBooth PostcardFromTollBooth',
    fashion:
      'TollBoothRoadTripFit TollBoothSunglassesCheck DrivingGlovesLook ReflectiveVestTollBooth CoinPurseTollBooth SeventiesTollBooth TrackSuitTollBooth BucketHatTollBooth',
    wellness:
      'TollBoothBreathingStop TollBoothKindnessFee StretchBreakTollBooth PayGratitudeTollBooth CalmMusicTollBooth FreshAirTollBooth SmileAtTheTollBooth QuietCarTollBooth',
    speed:
      'TollBoothToyCarRace TollBoothBuildOff ExactChangeSpeedRound CoinSortTollBooth RulerDropTollBooth TollBoothPuzzleDash MarbleRunTollBooth PlayMoneyCountTollBooth',
    music:
      'TollBoothJingle TollBoothBeepRemix TollBoothBlues TurnpikeSingAlong CoinDropBeatTollBooth PassengerKaraokeTollBooth LoveSongForTheTollBooth HumUntilTheTollBooth',
    art: 'TollBoothDiorama TollBoothComic TurnpikeSignArt CardboardTollBooth RoadMapCollageTollBooth CoinRubbingTollBooth BrickBuiltTollBooth WatercolorTollBooth',
    tech: 'TollBoothTagSetup TollBoothVoiceAssistant RouteAppTollBooth CodeATollBoothGame ScanTheReceiptTollBooth PhotoRestoreTollBooth CashlessPayTollBooth SpreadsheetTollBooth',
    pet: 'TollBoothDogTreat TollBoothPetWave TollBoothFurryFriend SeatbeltPupTollBooth PawShakeTollBooth CatTollBooth SitToPassTollBooth CarRideCalmTollBooth',
    gaming:
      'TollBoothLicensePlateGame TollBoothRoadTripBingo ExactChangeTollBooth PlayTollBoothAtHome GuessTheFareTollBooth TwentyQuestionsTollBooth CountTheCarsTollBooth TollBoothStoryDice',
  },
  'car dealership': {
    dance:
      'CarDealershipTubeMan CarDealerBalloonBop HornHonkHopCarDealer KeysInHandCarDealer ShowroomStrutCarDealer WiperArmsCarDealer SpinningSignCarDealer CongratsDanceCarDealer',
    fitness:
      'ShowroomSquatsCarDealer CarDealerPlankDare CarDealerStepGoal TubeManCardio WalkToTheCarDealer OilChangeWorkoutCarDealer KeyFobLungesCarDealer BalloonTapCarDealer',
    prank:
      'CarDealershipBowSurprise CarDealershipKeyReveal CarDealerVoiceAllDay WindowStickerCarDealer BrochurePrankCarDealer SalesPitchCarDealer TubeManWelcomeCarDealer SoldSignCarDealer',
    educational:
      'CarDealershipLingoQuiz CarDealershipMathCheck CarDealerMythBust AskACarDealer WhatIsAPRCarDealer SpotTheFeeCarDealer NegotiateLikeACarDealer TradeInValueCarDealer',
    cooking:
      'CarDealershipPopcorn CarDealershipCookies NewCarCelebrationCake ShowroomCoffeeCarDealer KeyFobBrowniesCarDealer SnackTrayCarDealer HubcapPizzaCarDealer LemonadeCarDealer',
    travel:
      'CarDealershipRoadTrip PackTheTrunkCarDealer AutoShowDayCarDealer MotorMuseumCarDealer BusToTheCarDealer SmallTownCarDealer WindowShoppingCarDealer KeychainHuntCarDealer',
    fashion:
      'CarDealershipFitCheck CarDealershipPhotoOutfit DressLikeYourDreamCar BlazerAndTieCarDealer ChromeJewelryCarDealer RacingJacketCarDealer KeychainCharmCarDealer OOTDForTheCarDealer',
    wellness:
      'NewCarSmellJoy CarDealerDeepBreath CarDealerFarewell SleepOnItCarDealer WalkAwayCarDealer NoPressureCarDealer ThankYourCarDealer ComfyLoungeCarDealer',
    speed:
      'CarDealershipBowTieRace CarDealerCountdown PaperworkDashCarDealer FindTheKeysCarDealer BalloonBlitzCarDealer SpotlessInSixtyCarDealer QuickMathCarDealer ShowroomSweepCarDealer',
    music:
      'CarDealershipJingle CarDealershipRadioAd NewCarFirstSong SalesPitchRapCarDealer TubeManRemixCarDealer KeyRattleBeatCarDealer ShowroomKaraokeCarDealer FarewellBalladCarDealer',
    art: 'CarDealershipSignArt CarDealerLogoRedesign NewCarPortrait DoodleTheWindowCarDealer DreamRideSketchCarDealer ClayModelCarDealer BrochureCollageCarDealer TubeManPaintingCarDealer',
    tech: 'CarDealershipTechTour CarDealershipInfotainment NewCarGadgetTest PhoneSyncCarDealer VINCheckCarDealer PriceTrackerCarDealer ThreeSixtyViewCarDealer KeyFobTricksCarDealer',
    pet: 'CarDealershipPetApproval DoesTheDogFitCarDealer ShowroomMascotCarDealer OfficeCatCarDealer PupSeatbeltCarDealer TreatJarCarDealer FurProofSeatsCarDealer NoseprintsCarDealer',
    gaming:
      'CarDealershipPriceGuess CarDealershipTycoon CarDealerBlindAuction TestDriveRacingGame HaggleBattleCarDealer RolePlayCarDealer MiniShowroomCarDealer NameThatModelCarDealer',
  },
  'golf cart': {
    dance:
      'GolfCartGarageGroove GolfCartHeadlightDisco BackNineBoogie ForeOnTheFloorGolfCart CaddieShuffleGolfCart SwingTimeGolfCart VisorVogueGolfCart PutterLimboGolfCart',
    fitness:
      'GolfCartFreeRound GolfCartStretchStop GolfCartCalfRaise BackNineWalk PuttingLungesGolfCart SwingDrillGolfCart BallPickupSquatsGolfCart CoreTwistGolfCart',
    prank:
      'GolfCartDecorSurprise GolfCartBalloonRide FlagstickNote GooglyEyesGolfCart BirthdaySignGolfCart CupholderGiftGolfCart DuckHornGolfCart JustMarriedGolfCart',
    educational:
      'GolfCartBatteryScience GolfCartSafetyQuiz GolfCartTownsOnAMap CourseEtiquetteGolfCart WhyGolfCartsAreQuiet DistanceGuessGolfCart SolarRoofGolfCart ScorecardMathGolfCart',
    cooking:
      'GolfCartSnackRun GolfCartPicnic HalfwayHotDogGolfCart IcedTeaGolfCart CakePopsGolfCart CoolerPackingGolfCart ClubSandwichGolfCart FruitCupsGolfCart',
    travel:
      'GolfCartIslandTour GolfCartBeachTown BackNineSunsetCruise RentAGolfCart CampgroundGolfCart PackTheGolfCart ZooByGolfCart ParadeRouteGolfCart',
    fashion:
      'GolfCartFitCheck GolfCartPreppyLook ArgyleGolfStyle VisorSeasonGolfCart PopCollarGolfCart PlaidPantsGolfCart GrandpaCoreGolfCart KneeSocksGolfCart',
    wellness:
      'GolfCartSunsetRide GolfCartDeepTalk CourseSunriseCalm BirdsongGolfCart UnplugOnTheGolfCart ShadeBreakGolfCart GratitudeLapGolfCart SlowDownLikeAGolfCart',
    speed:
      'GolfCartLoadUpRace PuttingSpeedRound DecorBlitzGolfCart BallHuntGolfCart TeeUpFastGolfCart ScorecardSprintGolfCart ClubSortGolfCart CoolerPackGolfCart',
    music:
      'GolfCartPlaylist GolfCartSpeakerJam BackNineSingAlong ClapBeatGolfCart BackupBeepRemixGolfCart CaddieKaraokeGolfCart SerenadeFromTheGolfCart TeeTimeTuneGolfCart',
    art: 'GolfCartDecorating GolfCartParadeFloat CourseLandscapePainting BallFacesGolfCart ScorecardSketchGolfCart TeeMosaicGolfCart CardboardGolfCart FlagDesignGolfCart',
    tech: 'GolfCartLightUpMod GolfCartGPSScreen BluetoothSpeakerGolfCart SwingSlowMoGolfCart PhoneMountGolfCart RangefinderAppGolfCart SolarChargeGolfCart TimeLapseRoundGolfCart',
    pet: 'GolfCartPetPhotoOp GolfCartCatNap PupCaddieGolfCart PawsUpGolfCart HarnessUpGolfCart WaterBowlGolfCart ToyBasketGolfCart TreatStopGolfCart',
    gaming:
      'GolfCartRacingGame GolfCartTriviaRide GolfCartTycoonBuild HallwayPuttingGolfCart ISpyGolfCart BingoCardGolfCart BeanBagTossGolfCart ScavengerHuntGolfCart',
  },
  moped: {
    dance:
      'MopedBeepDance MopedKickstandKick MopedShopShuffle HelmetBobMoped SixtiesModMoped RetroMopedTwist ItalianDiscoMoped LeatherJacketStrutMoped',
    fitness:
      'MopedVsBicycleDay MopedParkAndWalk MopedGarageWorkout ScooterFreeStepDay KickstartLegDayMoped BackSaverStretchMoped GripStrengthMoped CoreBalanceMoped',
    prank:
      'MopedBasketSurprise MopedHelmetStickers MopedBeepWakeUp MopedSeatNote GooglyEyesMoped HandlebarTasselsMoped TinyMopedSwap BalloonBouquetMoped',
    educational:
      'MopedRoadSafety ScooterOrMopedQuiz WhyItsCalledAMoped HelmetFitTestMoped FuelMathMoped HandSignalsMoped SparkPlugLessonMoped TirePressureMoped',
    cooking:
      'MopedBasketPicnic MopedDeliveryPizza ItalianStreetGelato EspressoStopMoped PaniniPackMoped BaguetteRunMoped FarmStandHaulMoped LemonGranitaMoped',
    travel:
      'MopedIslandTour MopedCoastalRide MopedPhotoStops HelmetOnMopedTrip PackLightMoped RoutePlanMoped SunsetViewpointMoped VillageHopMoped',
    fashion:
      'MopedHelmetStyle MopedRetroLook ScooterChicOutfit LeatherJacketMoped ReflectiveVestMoped HatHairFixMoped LinenSuitMoped SunglassesOnAMoped',
    wellness:
      'MopedSunsetRide MopedMorningCoffee ViewpointPauseMoped NoRushMoped SeaAirMoped GratitudeMilesMoped JournalStopMoped WindDownMoped',
    speed:
      'MopedHelmetStrapRace KickstandCountdown BasketPackBlitzMoped GearUpDashMoped TirePumpSprintMoped FindTheKeysMoped RainCoverRushMoped SpeedSketchMoped',
    music:
      'MopedBeepRemix MopedRoadSong ScooterRideSoundtrack EngineHarmonyMoped ItalianCroonerMoped VroomBeatboxMoped HelmetKaraokeMoped WhistleTuneMoped',
    art: 'MopedCustomPaint MopedWatercolor MopedSketchbook ScooterPostcardArt HelmetDecalsMoped ClayModelMoped RetroPosterMoped ChalkMuralMoped',
    tech: 'MopedPhoneMount MopedGPSSetup EScooterTechTest HelmetIntercomMoped RideTrackerAppMoped AntiTheftAlarmMoped USBChargerMoped TimeLapseMoped',
    pet: 'DogStaysHomeMoped MopedPetReacts VetVisitMoped FirstSniffMoped CatOnTheSeatMoped QuietStartMoped TreatBagMoped WalkNotRideMoped',
    gaming:
      'MopedRacingGame MopedTrivia MopedPuzzleBuild MopedSpotting CrosswordMoped MemoryCardsMoped ToyMopedRally GuessTheEngineMoped',
  },
  'school pickup': {
    dance:
      'HomeTimeTwirlSchoolRun SchoolRunShimmy FrontDoorDanceSchoolRun GateShuffleSchoolRun BackpackBounceSchoolRun ReunionJigSchoolRun LastBellBoogieSchoolRun SecretHandshakeSchoolRun',
    fitness:
      'SchoolPickupWalkAndTalk SchoolPickupScooterRide CarLineCalfRaises SkipHomeSchoolRun TagAtTheParkSchoolRun BackpackSquatsSchoolRun StepStreakSchoolRun HopscotchSchoolRun',
    prank:
      'SchoolPickupSignSurprise SchoolPickupRedCarpet SillyHatSchoolRun GuessWhosHereSchoolRun BackseatBalloonsSchoolRun BackpackJokeSchoolRun BringTheDogSchoolRun ChauffeurCapSchoolRun',
    educational:
      'SchoolPickupQuizRide SchoolPickupWhatILearned AfterSchoolFactShare SpellItSchoolRun TreeNamesSchoolRun TimesTablesSchoolRun NewWordSchoolRun CloudSpottingSchoolRun',
    cooking:
      'SchoolPickupTreatBag SchoolRunPopcorn AfterSchoolSnackBoard BentoBoxSchoolRun FruitKebabSchoolRun HomemadeGranolaSchoolRun SmoothieStopSchoolRun MuffinTinSchoolRun',
    travel:
      'SchoolPickupDetour SchoolPickupParkStop AfterSchoolDayTrip LibraryHopSchoolRun IceCreamWalkSchoolRun NewRouteHomeSchoolRun NatureTrailSchoolRun BusRideAdventureSchoolRun',
    fashion:
      'SchoolPickupFitCheck SchoolPickupSlipperLook CarLineCozyStyle PajamaParentSchoolRun MatchingKidSchoolRun RainCoatSchoolRun MessyBunSchoolRun BaseballCapSchoolRun',
    wellness:
      'SchoolPickupCheckIn SchoolPickupHighAndLow AfterSchoolDecompress QuietFiveMinutesSchoolRun HugAtTheGateSchoolRun GratitudeWalkSchoolRun SnackAndChatSchoolRun DeepBreathsSchoolRun',
    speed:
      'SchoolPickupBuckleUpRace AfterSchoolSnackDash BackpackUnpackSchoolRun LunchboxCleanoutSchoolRun CoatHookBlitzSchoolRun BeatTheBellSchoolRun SpotYourKidSchoolRun ShoeRackSprintSchoolRun',
    music:
      'SchoolPickupPlaylist SchoolRunAnthem SnackTimeSongSchoolRun PencilDrumSchoolRun KidDJSchoolRun SingTheSpellingSchoolRun WhistleWalkSchoolRun ClapGameSchoolRun',
    art: 'SchoolPickupArtReveal SchoolPickupPosterSign FridgeGallerySchoolRun ChalkGreetingSchoolRun DrawYourDaySchoolRun BackseatSketchSchoolRun LeafCollageSchoolRun CardboardCraftSchoolRun',
    tech: 'SchoolPickupCarLineApp SchoolPickupLocationShare KidSmartwatchCheck VoiceMemoSchoolRun PhotoOfTheDaySchoolRun CalendarSyncSchoolRun PodcastForTheSchoolRun TimeLapseWalkSchoolRun',
    pet: 'SchoolPickupDogGreeting SchoolPickupPetSurprise CarLinePupWave LeashWalkSchoolRun CatWaitsSchoolRun TreatPocketSchoolRun PawHighFiveSchoolRun FeedTheFishSchoolRun',
    gaming:
      'SchoolPickupTriviaGame ISpySchoolRun WouldYouRatherSchoolRun RhymeTimeSchoolRun AlphabetHuntSchoolRun TwentyQuestionsSchoolRun GuessMyDaySchoolRun WordChainSchoolRun',
  },
};
