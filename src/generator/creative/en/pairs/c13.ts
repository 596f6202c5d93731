import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  scissors: {
    dance:
      'ScissorKickJive ScissorHandsFreestyle ScissorStepShuffle ScissorArmsDance SnipToTheBeat CutLooseChallenge ScissorLegLeap RockPaperScissorsDance',
    funny:
      'WhereAreTheScissors ScissorsVsClamshell ScissorsBangsRegret LeftyScissorsStruggle RockPaperRematch MyScissorsCutCrooked ScissorsTapeWrapFail ScissorsJunkDrawerHunt',
    prank:
      'SnowflakeScissorStorm ScissorCutHeartTrail GooglyEyeScissors ScissorsFaceCutouts PaperChainDoorway ScissorConfettiAmbush ScissorMustacheEveryPhoto ScissorSnipFridgeZoo',
    educational:
      'OneCutScissorStar MobiusStripScissors ScissorWalkThroughCard ScissorsOrShears ScissorsAreLevers LeftyVsRightyBlades ScissorsStrengthTest ScissorsSafetyQuiz',
    cooking:
      'PizzaWithScissors ScissorChipsFromScratch OnlyScissorsDinner ScissorCutNoodles OctopusHotDogs HerbSnipGarnish ScissorSnippedPasta ScissorsFruitSaladDare',
    travel:
      'ScissorsInCarryOn ScissorChainTripCountdown ScissorTicketJournal ScissorMapCollage ScrapbookYourTrip ScissorsPickMyNextTrip ScissorCutRoadTripBingo ScissorsPostcardCraft',
    fashion:
      'NoSewScissorTee ScissorsCutoffShorts CropTopScissorFlip ScissorFringeJacket DistressYourDenim ScissorsLaceUpBack ScissorSleeveChop ScissorsHairBowDIY',
    wellness:
      'ScissorSnipASMR ScissorsVisionCollage ScissorsWorryCutOut ScissorsAffirmationCards SlowScissorSnowflake PruneAndUnwind ScissorChainOfThanks ScissorsMindfulSilhouette',
    speed:
      'ScissorsFactsQuickfire ScissorShapeGuessBlitz OffHandScissorTest ScissorMemoryCardDash ScissorScrapSweepRace ScissorsGlueStickRelay ScissorPrecisionTrial ScissorsRPSLightningRound',
    music:
      'PlayTheScissors RockPaperScissorsRap ScissorSnipBeat ScissorsClackLoop NameThatScissorTune ShearSymphony ScissorsPercussionSolo ScissorCutLyricRemix',
    pet: 'ScissorCardboardCastle PetPortraitScissorCut ScissorsTreatPuzzleBox CatHearsTheScissors KittenVsSnowflakes ScissorSnipPawtyBanner ScissorsSnuffleMat ScissorsBunnyHideout',
  },
  scooter: {
    dance:
      'KickScooterShuffle ScooterGlideGroove ScooterTwirlStop ScootAndBoogie HandlebarHandJive ScooterDanceOff ScooterSlalomSalsa ScooterFootTapTango',
    fitness:
      '100ScooterKicks ScooterMileChallenge ScooterHillPush ScooterOneFootBalance SideSwitchScooting ParkLoopLaps ScooterIntervalRide ScooterCoreSquats',
    funny:
      'GrownUpOnAScooter ScooterCommuterTypes SqueakyScooterBrakes ScooterAnkleBump ScooterHelmetHair WobblyFirstRide ScooterRaceCommentary ScooterParkingDrama',
    prank:
      'ScooterStreamers ScooterGooglyEyes KickScooterMakeover ScooterBellSwap ToyScooterForDad DuckHonkScooter ScooterBasketSurprise ScooterBalloonAmbush',
    educational:
      'HowScooterWheelsWork ScooterRampAngleLab ScooterFrictionTest ScooterBrakeDistance ScooterSafetyQuiz WheelieScience ScooterMomentumMath ScooterHandSignalsLesson',
    cooking:
      'ScooterPicnicPack ScooterWheelPizzas BakeAScooterCake ScootAndScoop ScooterCookieFaceOff HandlebarPretzels ScooterSnackBento ScooterSmoothieStop',
    fashion:
      'ScooterCommuteOutfit ScooterHelmetGlowUp ScooterKneePadStyling ScooterRunwayRollBy ScooterRetroFitCheck ScooterReflectiveStyleOff ScooterSneakerSwap ScooterBackpackMakeover',
    music:
      'ScooterRideSingAlong ScooterBellBeat NameThatScooterTune ScooterKickToTheBeat MopedMixtape LoFiScooterCruise ScooterPlaylistSwap ScooterKazooParade',
    tech: 'ScooterLightsUpgrade POVYoureMyScooter 10SecondScooterEdit EScooterRangeTest GPSTrackYourScooter SlowMoScooterBunnyHop ScooterSpeedometerDIY ScooterHyperlapse',
    pet: 'PetMeetsTheKickScooter ScooterHelmetSniffTest CatVsTheScooter DogHearsScooterBell DogRatesMyScooterTricks PupGuardsMyScooter ScooterWalkiesBuddy ScooterKittenInspection',
    gaming:
      'KickScooterHighScore ScooterGameOfSkate BackyardScooterGrandPrix SimonSaysScooterTricks ScooterLongestGlideDuel ScooterFollowTheLeader ScooterObstacleQuest ScooterConeWeave',
  },
  'screen time': {
    dance:
      'OfflineFreestyle ScreenTimeSwapShuffle ScreenFreeGroove ScreenTimeDanceBreak ScreenOffBoogie ScrollLessMoveMore ScreenTimeShimmy ScreenTimeSalsaNight',
    prank:
      'ScreenTimeCardboardTablet ScreenTimePhoneBasket ScreenTimeHiddenRemote FakeScreenTimeReport HugForTheWifiPassword ScreenTimeCouchTakeover ScreenTimeStickyNotes ScreenTimeBoardGameAmbush',
    educational:
      'ScreenTimeGuessQuiz ScreenTimeFocusTest ScreenTimeBrainScience ScreenBlueLightMyth ScreenTimeSleepStudy ScreenTimeChartMyWeek ScreenTimeEyeRule ScreenTimePostureCheck',
    travel:
      'PostcardsNotPosts ScreenTimePaperMapDay ZeroScreenTimeCampout ScreenFreeWeekend RoadTripWithNoScreenTime ScreenOffSunsetHike SwapScreenTimeForAMuseum ScreenTimeBeachDay',
    fashion:
      'PocketlessOutfitDay AnalogWatchComeback ScreenTimeDressUpHour ScreenFreeFitCheck ScreenTimeClosetRestyle ScreenTimeSewAPatch ScreenTimeThriftFlip KnitInsteadOfScreenTime',
    speed:
      'NotificationClearBlitz ScreenTimeHomeworkDash ScreenTimeCountdown PhoneFreeChoreSprint EarnYourScreenTime ScreenOffInSixty ScreenTimeInboxZero ScreenTimeTidyRace',
    tech: 'GrayscaleModeTest ScreenTimeDumbPhone ScreenTimeAppLimitDare ScreenTimeFocusWeek ScreenTimeReportReveal HomeScreenMinimalism ScreenTimeWidgetBuild ScreenTimeBedtimeLock',
    pet: 'KittenZoomiesWatch PhoneDownPetTime ScreenTimeFetchHour ScreenTimeDogWalk ScreenFreeCatCuddles ScreenTimeTeachANewTrick ScreenTimeTugOWar ScreenTimeBunnyPlay',
    gaming:
      'CardGameUnplugged ScreenTimeChessInstead ScreenTimeDiceDuel SwapScreenTimeForPuzzles ScreenTimeCharades EarnScreenTimeQuests ScreenTimeBlockTower ScreenTimeHideAndSeek',
  },
  screenshot: {
    dance:
      'ScreenshotCopycat ScreenshotFreezeDance ScreenshotWorthyMove HoldItForTheScreenshot CaptureThePose ShutterSoundStomp MidAirScreenshot DanceIntoTheScreenshot',
    fitness:
      'Screenshot10KStepsDay ScreenshotPlankTimer ScreenshotYourPR ScreenshotYourSquatDepth CaptureYourGains BeforeAfterMonthOne MidJumpScreenshot ThirtyDayScreenshot',
    prank:
      'ScreenshotFrozenApp ScreenshotWallpaper ScreenshotBrowserTabs CrackedScreenGag FakeIconsDesktop ScreenshotStuckVideoCall ScreenshotLoadingBar ScreenshotSystemUpdate',
    educational:
      'ScreenshotShortcuts LongScreenshotHack WhyScreenshotsBlur WhereDoScreenshotsGo ScreenshotSpotTheEdit PNGVsJPEGQuiz ScreenshotPrivacyCheck ScreenshotPixelMath',
    travel:
      'ScreenshotStreetViewWalk ScreenshotTravelList ScreenshotVsReality FindTheScreenshotSpot SavedPlacesRoadTrip ScreenshotsOnlyDayTrip ScreenshotCafeHunt ScreenshotWeekendAway',
    fashion:
      'RecreateTheScreenshot StyleMyLastScreenshot ScreenshotPaletteFit ScreenshotThenThrift PausedMovieOutfit MoodboardToMirror ScreenshotLookForLess ScreenshotHairCopy',
    wellness:
      'ScreenshotKindWords ScreenshotThreeGoodThings ScreenshotDetox DailyQuoteScreenshot ComplimentArchive CameraRollDeclutter ScreenshotSunsetFolder ScreenshotProudMoments',
    music:
      'SingYourLastScreenshot ScreenshotNowPlaying ScreenshotAlbumCover ScreenshotShutterBeat WrappedStatsReveal ScreenshotLyricKaraoke GuessTheSongScreenshot ScreenshotJingleMaker',
  },
  seafood: {
    dance:
      'SeafoodBibBop SeafoodSailorJig SeafoodBoilShuffle SeafoodSalsa CrabWalkDance SeafoodPinchAndPop ClawsUpForSeafood SeafoodShrimpShimmy',
    fitness:
      'SeafoodCrabWalkWorkout EarnYourSeafoodDinner SeafoodBoilBurpees LungeToTheSeafoodShack LobsterClawGrip CatchOfTheDayCardio CarryTheSeafoodCooler SquatsWhileSeafoodSteams',
    prank:
      'SeafoodBibSurprise SeafoodPlushInTheFridge SeafoodToyInTheShoe SeafoodPunNoteTrail RubberCrabInTheTub SeafoodBalloonOctopus SeafoodSailorHatAmbush SeafoodCaptainVoicemail',
    educational:
      'SeafoodFactsQuiz SeafoodFloatOrSink SeafoodLabelDetective SeafoodFraudCheck WhyLobstersTurnRed HowCrabsMolt SustainableSeafoodTest SeafoodShellRingCount',
    fashion:
      'SeafoodBibFitCheck SeafoodDinnerDressCode SeafoodShackOutfitDare SeafoodPrintThriftHunt NauticalSeafoodCostume CoastalLinenSet DressedForSeafood SeafoodSailorKnot',
    wellness:
      'SeafoodSlowDinner SeafoodGratitudeFeast PhoneFreeSeafoodLunch SeafoodTwiceAWeek SaltAirBreathing HarborSunsetCalm MindfulSeafoodBite SeafoodSeasideSupper',
    tech: 'CanTheAirFryerDoSeafood CameraEatsFirstSeafood 30SecondSeafoodBoil AIGradesMySeafood SeafoodSlowMoSizzle CookSeafoodWithMeLive SeafoodShellCrackASMR SeafoodChatbotChef',
    pet: 'SeafoodPlushTugOfWar SeafoodTreatTasteTest SeafoodSqueakerUnboxing CatStaresAtSeafood CrabToyFetch FishTankFriends SeafoodSnuffleMat SeafoodBeachWalk',
  },
  seagull: {
    prank:
      'SeagullSquawkRingtone SeagullPlushOnTheTowel GullDecoyPicnic SeagullWindowCameo FakeBirdOnTheCar SeagullCryDoorbell SeagullStickerSneak SeagullPaperCutoutFlock',
    educational:
      'WhySeagullsStealFood SeagullWormStomping AreSeagullsSmart WhereSeagullsSleep ThereIsNoSeagull HowBirdsDrinkSeawater SeagullWingspanVsMine SeagullBeakSpotMystery',
    cooking:
      'SeagullProofPicnic CrabCakesVsSeagulls SeagullSnackAttack SeagullSandwichDefense SeagullSafeFishAndChips GuardYourFries SeagullCookiePlatter SeagullShapedToast',
    fashion:
      'DressLikeASeagull SeagullPaletteOutfit SeagullPrintFitCheck SeagullPinGlowUp BoardwalkOOTD SeagullPierRunway SeagullProofHatTest KnitASeagullBeanie',
    music:
      'SeagullShanty SeagullSquawkRemix LofiBeachWithSeagulls SeagullCallHarmony DockOfTheBayCover SingWithTheSeagulls SeagullUkuleleSerenade SeagullKazooSquad',
    tech: 'SeagullSlowMoFlight SeagullPierLiveCam BirdAppNamesTheGull SeagullSpeciesScanner CatchASeagullMidAir SeagullsAtGoldenHour RecordASeagullRingtone SeagullStopMotion',
    gaming:
      'PlayAsASeagull SeagullSaysSquawk SeagullPaperPlaneDuel SeagullSpotterBingo GuessMySeagullImpression StealTheChipsQuest SeagullSnackSnatch SeagullTagOnTheBeach',
  },
  seashell: {
    dance:
      'SeashellShimmy MermaidShellSway SeashellShakerGroove SeashellHulaSteps SeashellSlide SeashellOnHeadDance SeashellCastanets SeashellWaveWaltz',
    prank:
      'SeashellHiddenMessage SeashellTreasureHunt SeashellInDadsShoe ShellPhoneRinging PlantSeashellsForThem GooglyEyeSeashells SeashellOnTheirPillow SeashellMermaidLetter',
    educational:
      'SeashellSpiralMath WhoLivedInThisShell SeashellOceanSoundMyth NameThatSeashell IsSomeoneHome HowSeashellsGrow SeashellSortingByShape SeashellVinegarTest',
    fashion:
      'SeashellCrownChallenge CowrieBeadBracelet SeashellHairClips StackYourSeashells SeashellDIYNecklace SeashellBeltGlowUp SeashellAnkletDare SeashellButtonCardigan',
    tech: 'SeashellPortraitMode SeashellStopMotionCrab Seashell3DPhotoScan ZoomIntoASeashell TideChartTreasureHunt AIGuessMySeashell SeashellSoundRecording SeashellPhoneMacro',
    pet: 'SeashellPuppySniff SeashellBeachDogWalk CatMeetsASeashell SeashellTankMakeover NewShellWhoDis SeashellHideAndSeek SeashellHermitCrabHome SeashellBunnyPortrait',
  },
  'secret santa': {
    fitness:
      'SecretSantaWorkoutDare SecretSantaStepGoal KrisKringleCardio SecretSantaPlankOff ElfBootCamp JingleJumpRope SecretSantaSquats BurpeesForSecretSanta',
    educational:
      'SecretSantaOdds SecretSantaWorldTour SecretSantaCountryClues SecretSantaFactOrFiction SecretSantaTrivia NameDrawMath SecretSantaEtiquette SecretSantaOrigins',
    travel:
      'SecretSantaSouvenir SecretSantaPostcard ChristmasMarketHunt GlobalSecretSanta ShopLocalSecretSanta GiftFromMyHometown SecretSantaRoadTrip SecretSantaDayTripFind',
    wellness:
      'SecretSantaThankYou SelfCareSecretSanta BeSomeonesSecretSanta NoStressSecretSanta AnonymousKindness SecretSantaForGrandma SecretSantaKindNotes SecretSantaNeighbor',
    speed:
      'SecretSantaWrapRace SecretSantaQuickGuess SecretSantaSpeedShop KrisKringleCountdown NameDrawDash BowOnTopTimer FiveMinuteSecretSanta OvenMittSecretSanta',
    pet: 'SecretSantaPawPrintCard PetSecretSanta SecretSantaSniffTest SecretSantaForTheDog SecretSantaKittyStocking PupUnwrapsItAll SecretSantaTreatHunt SecretSantaChewToy',
  },
  'security guard': {
    dance:
      'SecurityGuardShuffle NightPatrolGroove SecurityGuardRobotWalk SecurityGuardSideStep BouncerBop DanceLikeNoSecurityGuard SecurityGuardVictoryJig SecurityGuardDisco',
    prank:
      'SecurityGuardTeddyPost SecurityGuardPasswordDoor CookieJarSecurity VelvetRopeFridge SecurityGuardFakeCamera SecurityGuardKidBadge SecurityGuardBagSearch SecurityGuardLaserMaze',
    educational:
      'SecurityRadioCodes HowAlarmSystemsWork SecurityGuardJobQuiz SecurityGuardMemoryTest SpellItLikeASecurityGuard SecurityGuardFireDrill SecurityGuardFirstAid SecurityGuardMapSkills',
    cooking:
      'SecurityGuardLunchPrep SecurityGuardBentoBox ThermosSoupDinner OvernightOatsJar SecurityShiftSnacks SecurityCoffeeBrew SecurityGuardBadgeCookies SecurityGuardTrailMix',
    travel:
      'SecurityGuardPicksMyTrip WaveAtEverySecurityGuard MuseumSecurityTour PackForTheSecurityGuard SecurityGuardBagCheck SecurityGuardNightPatrol SecurityGuardStadium SecurityGuardMallWalk',
    fashion:
      'SecurityUniformFit SecurityGuardBootShine SecurityGuardCapAndBadge AviatorShadesLineup SecurityGuardCostumeDIY DressLikeSecurity SecurityGuardBlazer SecurityGuardOutfitDupe',
    wellness:
      'ThankASecurityGuard SecurityGuardNapAtNoon SecurityGuardGratitude DawnHandoverStretch SecurityCalmCorner SecurityGuardYourPeace SecurityGuardTeaBreak SecurityGuardJournal',
    speed:
      'SecurityLockUpRace SecurityRoundsTimer DoorCheckSprint SecurityKeyRingFind SecurityCameraSweep FlashlightBatterySwap SecurityGuardBadgeDash SecurityGuardRoomScan',
    tech: 'SecurityGuardCamWall SecurityGuardRadioTest DoorbellSecurityGuard SecurityGuardMySnacks BeYourPhonesSecurityGuard NightModeSecurityGuard SecurityGuardMotionAlarm SecurityGuardVlog',
    pet: 'SecurityGuardCatPatrol PetOnGuardDuty KittenNightShift SecurityPupLookout SecurityWindowWatch SecurityGreeterDog SecurityGuardSniffTest SecurityGuardHamster',
    gaming:
      'SecurityGuardCamPuzzle NightShiftEscapeRoom SecurityGuardClueHunt SecurityGuardKeyGrab SecurityGuardSimonSays SecurityGuardHideAndSeek SecurityGuardSardines SecurityGuardTag',
  },
  seesaw: {
    dance:
      'SeesawSway SeesawBounce SeesawPartnerDips TeeterTotterTwist BalanceLikeASeesaw UpAndDownGroove SeesawSamba HumanSeesawDuet',
    funny:
      'SeesawStandoff SeesawStuckAtTop SeesawCommentary TeeterTotterTrashTalk GrownupsOnTheSeesaw DadVsKidSeesaw SeesawSlowMoFaces SoapOperaSeesaw',
    prank:
      'InvisibleSeesawPartner TeeterTotterTeddies SeesawConfettiLaunch SeesawChalkMessage SeesawGnomeSwap SeesawWhoopeeCushion SeesawBalloonBuddy GooglyEyeSeesaw',
    cooking:
      'PretzelSeesawSnack SeesawCookieStack SeesawScaleBaking SeesawCakePops SeesawGrapeBalanceDare PlaygroundPicnicBox EdibleSeesaw BananaSeesawBites',
    fashion:
      'SeesawOutfitSwitch SeesawTwinFits SeesawOverallsDIY SeesawStyleDuel ColorBlockSeesaw SeesawGlamShoot HighLowSeesawFashion SeesawSneakerCheck',
    wellness:
      'SeesawBreathing SeesawBalanceCheck SeesawUpsAndDowns TeeterTotterTalks MoodSeesawJournal WorkLifeSeesaw SeesawComplimentSwap SlowMotionSeesaw',
    music:
      'SeesawBucketDrums SeesawMetronome SeesawCallAndResponse TeeterTotterTune SqueakySeesawSymphony UpAndDownMelody BeatboxOnSeesaw SeesawSingAlong',
    tech: 'SeesawGyroTest SeesawSlowMo SeesawToyStopMotion SeesawLeverSimulator PhoneLevelSeesaw SeesawHyperlapse EndlessSeesawBoomerang SeesawPOVChallenge',
    gaming:
      'SeesawPuzzleLevel SeesawPhysicsGame SeesawCoopBalance SeesawMarbleRun SeesawPlushLaunch RockPaperSeesaw SeesawBeanBagToss SeesawFreezeTag',
  },
  'self care': {
    fitness:
      'SelfCareYogaFlow SelfCareSunsetWalk FoamRollerSelfCare GentleSelfCareStretch MeTimeJumpRopeBreak MoveForYourMood SelfCarePilates SelfCareDanceCardio',
    funny:
      'SelfCareInterrupted PamperNightFails SelfCareVsReality DadTriesSelfCare CucumberEyesFallOff SelfCareTooManySteps KidsCrashSelfCare SelfCareCatJudges',
    prank:
      'PamperDadWhileHeNaps SelfCareFakeSalonBooking PamperAmbushNight SecretSelfCareSanta SpaRoomTakeover PamperCucumberSneak SelfCareHotelCheckIn SelfCareBubbleBathSetup',
    educational:
      'SelfCareSleepCycles SelfCareStressHormones SelfCareHeartRateTest IsSelfCareSelfish SelfCareNapExperiment WhyBubbleBathsWork SelfCareMythBusters SelfCareWaterIntakeWeek',
    travel:
      'SelfCareSoloTrip SelfCareSunsetPicnic MeTimeSunriseHike MeTimeMuseumDate SelfCareTableForOne SelfCareTrainWindowSeat SelfCareStaycation SelfCareBotanicGarden',
    fashion:
      'DressUpForMeTime SelfCareRobeFit PamperNightPajamas SelfCareHeadbandDIY SweatpantsButSilk RankYourSelfCareSweats ComfyChicSelfCare SelfCareCozySocks',
    speed:
      'TenMinuteSelfCare SelfCareBedtimeBlitz LunchBreakSelfCare MicroMeTimeDash OneSongSkincare PamperPitStop SelfCareTidyRush SelfCareRaceTheKettle',
    music:
      'SelfCareSingalong SelfCarePlaylistSwap SelfCareRainSounds MeTimeSoundtrack SelfCareUkuleleHour SelfCareVinylNight SlowSongSelfCare SelfCareHumAndBreathe',
    tech: 'SelfCareLockScreenGlowUp SelfCareSleepTrackerWeek AIPlansMySelfCare PamperModeOn SelfCareAppCleanout DoNotDisturbDay SelfCareFocusTimer SelfCareWidgetMakeover',
    gaming:
      'SelfCareCozyGame SelfCarePuzzleHour MeTimeGaming SundaySelfCareQuest SelfCareBingoCard SolitaireIsSelfCare SelfCareAchievements SelfCareCrossword',
  },
  selfie: {
    prank:
      'SneakyBackgroundCameo SelfieFloodMomsPhone FridgeMagnetFaces PhotobombTheirSelfie SelfieFilterSwitch SelfieWallpaperSwap SelfieSurpriseCrowd SelfieCutoutAtDinner',
    educational:
      'SelfieColorTheoryQuiz SelfieFocalLengthTest WhatMakesAGoodSelfie SelfieLightingLab WhySelfiesLookWeird MirrorFlipMystery SelfieAngleScience RuleOfThirdsSelfie',
    fashion:
      'MirrorSelfieFitCheck SelfieDecadeDressUp OneSelfieFiveOutfits FrontCamGlowUp SelfieHairWeek AccessorySelfieStack SelfieStyleSwap HeadToToeSelfie',
    pet: 'PetTakesTheSelfie SelfieTreatAboveLens PuppyBlinkFreeShot DogSelfieSmile SleepyKittenSelfie HamsterCheekSelfie PawsForASelfie NoseBoopSelfie',
  },
  september: {
    fitness:
      'SeptemberPushupLadder SeptemberHikeStreak SeptemberStepGoal September30DayPlank BackToSchoolBootcamp SweaterWeatherWalk LeafRakeSeptemberReps RaceTheSeptemberSunset',
    prank:
      'SeptemberLeafConfetti SeptemberDecorSwitcheroo SeptemberLunchNote SeptemberDeskMakeover BaDeYaAlarm SeptemberSantaHatAmbush SeptemberTinyPumpkinArmy SeptemberAcornStash',
    educational:
      'WhySeptemberMeansSeven SeptemberHarvestMoon SeptemberSpellingBee SeptemberShadowStickTest EquinoxEggMyth SeptemberLeafColorLab MigrationSeptember SeptemberSapphireQuiz',
    travel:
      'SeptemberApplePicking SeptemberCornMazeDay SeptemberFarmStandHop SeptemberSunsetChase FirstDayOfFallHike EquinoxRoadTrip QuietBeachSeptember SeptemberSweaterPicnic',
    fashion:
      'SeptemberLayerUp SeptemberFirstSweater SeptemberBootsDebut SeptemberCorduroyThrift BackToSchoolFitCheck SummerToFallSwap SeptemberFlannelFlip SeptemberScarfFiveWays',
    wellness:
      'SeptemberReset ThirtyDaySeptemberJournal SeptemberSlowMornings SeptemberGratitudeWalk EquinoxBalance FirstCandleOfFall GoldenHourSeptember SeptemberTeaRitual',
    speed:
      'SeptemberLeafRakeRace SeptemberMorningRush SeptemberClosetFlip SeptemberSupplySprint BackToSchoolSpeedrun SeptemberAppleStackOff LunchPackSeptemberDash SeptemberAcornCount',
    tech: 'SeptemberPlannerDare SeptemberLockScreenGlowUp SeptemberPhotoDump SeptemberStudyAppTest UnboxingSeptember BackToSchoolTechCheck SeptemberLeafTimelapse SeptemberFocusMode',
    pet: 'SeptemberLeafPileLeap SeptemberPumpkinPatch SeptemberSunbeamNap SeptemberPetPortrait DogWaitsForSchoolBus SeptemberCozyBlanketPup KittenPounceSeptember SeptemberSniffWalk',
    gaming:
      'SeptemberTriviaNight SeptemberCozyGaming SeptemberFantasyDraft SeptemberBacklogBlitz SeptemberScavengerHunt BackToSchoolBossFight AutumnQuestSeptember SeptemberDominoes',
  },
  sewing: {
    dance:
      'SewingMachineGroove SewingPedalTap SewingSpoolSpin SewYourDanceCostume HandmadeTwirlTest SequinSkirtShimmy ZigZagSewingStep SewAFringeAndShake',
    prank:
      'SewnSurpriseNote SewingSecretPocket SewingSillyLabels SewingGooglyButtons SewingFabricBouquet SewDadsSocksTogether MiniMeSewing PillowFaceSewing',
    educational:
      'HowSewingMachinesWork LearnToSew SewingMythsDebunked SewingGrainlineScience NameThatStitch SewingSeamStrengthTest SewingPatternReading SewingFabricQuiz',
    cooking:
      'SewingSpoolCookies SewingBasketCupcakes SewAnApronThenBake SewingBreadBag PinCushionCake StitchedPieCrust SewCuteButtonCookies ThimbleSewingTarts',
    travel:
      'SewOnTravelPatches SewingPassportPouch SewingTripMemoryQuilt SewingTextileMuseum SewingShopHop FabricMarketFinds SewOnTheRoadTrip SewingOnTheTrain',
    wellness:
      'MindfulSewing SewAndUnwind SewingForCharity SewingSundayReset SlowStitchingHour HandQuiltingCalm SewingGratitudeQuilt SewOneStitchADay',
    speed:
      'SewingFabricFoldRace SewingButtonSortDash SewingSpoolStackRush SewingPatternPieceMatch OneHourOutfit BobbinWindBlitz SewingStitchNameQuickfire SewingNeedleThreadOff',
    tech: 'SewALightUpJacket SewAnEarbudPouch SewAwayTheCordChaos OddlySatisfyingSewing SewItAllInSixtySeconds LaptopSleeveFromJeans SewingTimelapse SewAPhoneStandPillow',
    pet: 'SewYourPetABlanket SewingCatnipPillow SewingDogBed SewingCatTunnel SewingBunnyHideaway HamsterHammockDIY SnuffleMatSewing TugToySewing',
  },
  shampoo: {
    fitness:
      'ShampooBottleCurls ShampooJugPress ShampooTwoMinuteWallSit TowelStretchCooldown ShampooSquatSet LatherUpLunges ShampooCalfRaises ShampooArmCircles',
    funny:
      'ShampooAdParody ShampooMohawk LastDropOfShampoo ShampooFoamBeard ShampooScentNamesRanked ReadingShampooBottles ShampooUnicornHorn ShampooCommercialVoice',
    prank:
      'GooglyEyeShampoo ShampooLabelPuns TinyShampooSwap ShampooRubberDuckArmy ShampooBottleLoveNote ShowerCapOnEveryone ShampooMustacheMakeover ShampooScentSurprise',
    educational:
      'WhyShampooFoams ShampooComesFromHindi ShampooPHStripTest HowShampooCleans ShampooLabelDecoded ShampooBubbleHeightLab ShampooIngredientHunt ShampooOilVsWaterDemo',
    cooking:
      'ShampooScentBakeOff ShampooBottleCake LatherLikeMeringue ShampooRinseAndRamen ShampooPastelMacarons ShampooSpaSnacks ShampooAndSmoothieSunday WashDayShampooWaffles',
    travel:
      'HotelShampooReview MiniShampooCollection ShampooPackingFaceOff ShampooBarCarryOn LeakProofShampooHack ShampooAfterTheCampout ShampooAroundTheWorld ShampooSampleSwap',
    fashion:
      'ShampooAdHairFlip WashDayCurlReveal ShampooHeatlessWaves ShampooGlowUp ShampooToRunway OneShampooFiveHairstyles ShampooBlowoutAtHome ShampooBraidOut',
    speed:
      'FiveMinuteShowerSong FastestShampooLather ShampooBottleStackOff ShampooTowelDryDash ShampooSpeedSuds ShampooCapTwistRace BeatTheShampooTimer ShampooScentGuessRush',
    music:
      'ShampooBottleMicSolo ShampooPumpBeat ShampooLatherASMR ShampooJingleCover ShampooAdRemix BathroomReverbBallad RubberDuckShampooDuet ShampooSudsSong',
    tech: 'ShampooFoamSlowMo ShampooDispenserHack OneSongShampoo ShampooCommercialAtHome AIScansMyShampoo HardWaterTest ShampooProductPhotoShoot ShampooBarcodeCheck',
    pet: 'ShampooMohawkPup ShampooTowelZoomies DogShakeSlowMo PetShampooGlowUp ShampooFreeCatBrushing FluffyAfterBath ShampooRoverSpa ShampooBubbleHat',
    gaming:
      'ShampooBottleBowling ShampooRingToss ShampooBubblePop ShampooLandTheFlip ShampooSudsPuzzle ShampooTowerStackOff GuessThatShampoo ShampooCapFlickFootball',
  },
  shape: {
    dance:
      'ShapeOfYouDance ShapeShifterShuffle ShapeCallOut HumanShapeSquad TraceTheTriangle CircleSquareGroove GroupShapeSnap FreezeInAShape',
    prank:
      'SquareEggSurprise ShapeOfMyHeartToast ShapeSecretMessage ShapeStickyNoteMosaic ShapeCookieCutterSwap TriangleSandwichTwist DinoShapeEverything ShapeIceCubeSneak',
    cooking:
      'ShapesOnlyDinner ShapeAPancake ShapeVeggieStamps GeometricCake ShapeShiftingSandwich HexagonWaffles CookieCutterShapes FruitShapeSkewers',
    travel:
      'ShapeSafari CityShapeHunt ShapeArchitectureTour ShapeBingoWalk ShapesInTheClouds LandmarkShapeGuess SkylineShapes ShapesInTheStreet',
    fashion:
      'FaceShapeSunnies ShapeEarringsDIY ShapePrintFitCheck TriangleScarfTie ShapeShiftingOutfit ShapeStackRings ShapeYourBrows OneShapeHeadToToe',
    wellness:
      'SquareBreathingBreak ShapeMandalaColoring FigureEightWalk ShapeTracingCalm ShapeSketchWindDown ShapeOfMyDay StarShapeStretch CloudShapeGazing',
    music:
      'ShapeOfYouCover TriangleSolo DrawAShapeToTheBeat ShapeMusicalChairs ShapeBeatPads ShapeSongForKids ClapEveryShapeCorner ConductAShape',
    tech: 'ShapeCodingTurtle OneShapeTenPhotos AIGuessesMyShape ShapeARMeasure ShapeZoomInMystery ShapeToolSelfPortrait GPSShapeRun ShapeStopMotionMorph',
    pet: 'CatSitsInTheSquare ShapePuzzleForDogs KittyPicksAShape ShapeHoopJumpPup TreatTriangleTrick PetCookieShapes ShapeCardboardCatMaze ShapeTargetTraining',
    gaming:
      'ShapeTangramDuel FallingShapesIRL ShapeBingo ShapeSimonSays ShapeHopscotch ShapeMatchMarathon ShapesOnlyPictionary BlindShapeGuess',
  },
  shark: {
    dance:
      'BabySharkDance SharkChompStep SharkFinShuffle LeftSharkMoves JawsThemeJive SharkCircleConga SharkWeekDanceOff SharkSwimArmsGroove',
    fitness:
      'SharkWeekPlankADay SharkBellyCrawl BabySharkBurpees SwimLikeAShark JawsJumpingJacks HammerheadHolds SharkFinCrunches SharkChompSquats',
    funny:
      'SharkSlippersChomp SharkMovieReactions LandSharkSneak JawsThemeEntrance BabySharkStuckInHead SharkTankPitchParody SharkWeekNarrator IfMySharkCouldTalk',
    travel:
      'SharkToothHunt HowManySharksCanYouSpot SharkPlushGoesEverywhere SharkTunnelWalk SharkDayAtTheMuseum SharkSpottingBoatTrip BeachCleanupForSharks VisitTheAquariumSharks',
    fashion:
      'SharkToothNecklace SharkClawClip DressLikeAShark GreatWhiteFit SharkSlipperSwag SharkWeekOutfitADay SharkCostumeOnABudget SharkHoodieWithFins',
    speed:
      'SharkToothSortDash SpotTheSharkFinRace MinnowsVsSharkRelay OutswimTheShark NameTenSharksFast SharkPuzzleRush SharkSketchSprint GummySharkGrab',
    music:
      'BabySharkButMakeItOpera SharkSeaShanty SharkBassDrop SharkMetalCover JawsThemeOnAnything HammerheadBanging SharkSongGenreSwap SharkChompBeatbox',
    pet: 'SharkToyTugOfWar SqueakySharkShowdown SharkPlushFetch SharkFinPeekaboo PawsAndJaws LandSharkZoomies SharkVideoReaction CatPouncesOnTheShark',
    gaming:
      'SharkWeekTrivia HungrySharkHighScore SharksAndMinnowsTag SharkMemoryMatch SharkBiteGameNight SurviveTheShark SharkGoFishDuel SharkFactsBingo',
  },
  'shaving cream': {
    dance:
      'ShavingCreamFoamParty ShavingCreamBeardBop ShavingCreamHandJive ShavingCreamCanShake DadsShavingCreamDance ShavingCreamMirrorMoves DoTheShavingCreamSway BubblyShavingCreamJig',
    funny:
      'ShavingCreamBeard ShavingCreamMustache ShavingCreamEverywhere DadShavingCreamPOV DisguiseInShavingCream FoamWizardCosplay ShavingCreamSanta ShavingCreamSnowmanFail',
    prank:
      'ShavingCreamBathtubArt ShavingCreamMirrorNote ShavingCreamTrayTreasure ShavingCreamDuckIsland GiantShavingCreamBeard ShavingCreamCanFace HeartsOfShavingCream HelloShavingCreamSign',
    educational:
      'ShavingCreamRainJar ShavingCreamColorMix ShavingCreamMathTray WhyShavingCreamExpands SpellingInShavingCream ShavingCreamSinkOrFloat ShavingCreamDensity ShavingCreamFractions',
    cooking:
      'ShavingCreamFreeEggDye ShavingCreamPipingPrep MeringueNotShavingCream FluffierThanShavingCream CloudBreadFluff DadsShaveDayBrunch ShavingCreamCanCake WhipItLikeShavingCream',
    travel:
      'ShavingCreamPackingDare ShavingCreamCarryOn ShavingCreamBeachDay ShavingCreamCampFoamFight ShavingCreamBeardTour FogFreeMirrorShaving ShavingCreamTSACheck ShavingCreamHostelHack',
    fashion:
      'ShavingCreamShoeClean ShavingCreamStainHack ShavingCreamTieDye ShavingCreamNails MarbledBandanaDIY ShavingCreamMarbleTee SwirlShavingCreamSocks PastelShavingCreamTote',
    wellness:
      'ShavingCreamRitual ShavingCreamSensory ShavingCreamASMR ShavingCreamWorryWipe HotTowelShavingCream SundayShaveSlowdown ShavingCreamCalmTray ShavingCreamSpaNight',
    speed:
      'ShavingCreamTowerRace ShavingCreamWipeDash ShavingCreamRelayCups ShavingCreamMazeRush SpellItInShavingCream FastestShavingCreamArt FindToysInShavingCream ShavingCreamPennyDig',
    music:
      'ShavingCreamCanBeat ShavingCreamHissLoop ShavingCreamDrumTray MirrorSongShavingCream ShavingCreamSquishASMR JingleForShavingCream BarbershopShavingCream ShavingCreamBeardSerenade',
    tech: 'ShavingCreamSlowMo ShavingCreamTimelapse ShavingCreamMacroShot ShavingCreamRewind ShavingCreamStopMotion ShavingCreamComesAlive FilterVsShavingCreamBeard ShavingCreamBoomerang',
    pet: 'ShavingCreamMirrorPets ShavingCreamDogSketch ShavingCreamKittyDoodle ShavingCreamBunnyArt PupProofShavingCream ShavingCreamHamsterMural ShavingCreamHoundWatch ShavingCreamFishDrawing',
  },
  sheep: {
    fitness:
      'CountingSheepSitUps SheepMeadowHike SheepFenceJumps LeapingSheepBurpees ShearStrength HerdTheSheepShuttleRun SheepdogSprints SheepPlushPlankHold',
    educational:
      'HowSheepWoolGrows SpinSheepYarnByHand WhySheepFlockTogether SheepFarmFactOrFake SheepRememberFaces FleeceToFabric SheepBreedsQuiz SheepRectanglePupils',
    fashion:
      'DressLikeASheep SheepWoolFitCheck KnitASheepScarf SheepFleeceLayers BlackSheepOutfitDare ShearlingSeason SheepEarsHeadband FluffySheepSweater',
    speed:
      'SheepCountSprint PompomSheepRace SheepHerdingRelay YarnBallSheepDash GlueACottonSheepFast HerdEmUpFast DrawASheepIn10Seconds SheepPuzzleRush',
    art: 'SheepFromAPaperPlate SheepCloudDoodle CottonBallSheepCraft ThumbprintSheepArt PaintTheFlock PompomSheepFamily SheepTexturePainting SockSheepPuppet',
    tech: 'CountingSheepStopMotion SheepTimelapseDrawing LambingSheepLiveCam SheepSpotterAI SheepBaaAutotune MakeASheepStickerPack SheepGreenScreenFarm SheepFaceFilterSelfie',
    gaming:
      'SheepHerdingLevel WoollySheepBoardRace SheepAndWolfTag SheepStackingTower SheepBaaCharades FlockFrenzy PinTheTailOnASheep SheepHideAndSeek',
  },
  shelf: {
    dance:
      'ShelfDustingBoogie TopShelfTiptoe ElfOnTheShelfJig ShelfieStrut BookOnHeadShuffle PantryShimmy ShelfReachAndSpin ShelfBookendBop',
    prank:
      'UpsideDownShelf SneakyShelfFigurines ShelfItemsFacingWall ShelfTinyDinoInvasion ElfOnTheShelfSwap LabelMakerEverything ShelfRubberDuckTakeover GooglyEyesOnTheShelf',
    educational:
      'ShelfWallAnchorExplained FloatingShelfPhysics ShelfSagExperiment ShelfLifeGuessingGame FindTheStudQuiz ShelfSpiritLevelLesson ShelfWeightMath ShelfBracketScience',
    travel:
      'SouvenirShelfTour RateTheSnackShelfAbroad BookshopShelfCrawl BlindPickFromTheShelf FillYourTravelShelf CuriosityShopHunt ShelfOfTicketStubs LibraryShelfWorldTrip',
    fashion:
      'ShoeShelfFitCheck StyleFromTheShelf RateMyPerfumeShelf TopShelfClosetDare OffTheShelfOutfit ShelfAccessoryStyleOff ThriftShelfFind ShelfOfHatsParade',
    pet: 'CatShelfWalkwayBuild ShelfTreatJarStare PuppyToyShelfPick DogVsHighShelf PawsOffTheShelf WhoKnockedItOff FishTankShelfTour KittyShelfNapSpot',
    gaming:
      'BoardGameShelfTour ShelfOfShameNight DustiestBoxOnTheShelf RankMyShelfCollection ISpyOnTheShelf ShelfBookDominoes ShelfHideAndSeek ShelfMemoryMatch',
  },
  ship: {
    prank:
      'ShipHornAlarmClock BonVoyageSurprise ShipBathtubArmada PirateShipBreakfast ShipsLogLoveNote PaperFleetOnTheDesk ShipAhoyDoorbell ShipMapToTheirCookies',
    educational:
      'WhyShipsFloat ShipFlagsQuiz ShipCompassChallenge ShipInABottleSecret HowCanalLocksLiftShips TitanicMythBusters FoilShipPennyTest ShipSpeedInKnots',
    fashion:
      'BoardingFitCheck DressLikeAShipCaptain ShipShapeOutfitDare CruiseShipFormalNight ShipToShoreOutfit SailorStripeSwap ShipwreckCastawayCostume ShipAnchorTeeDIY',
    speed:
      'ShipKnotTyingRace ShipFoldIn60 ShipCargoStack AbandonShipDrill ShipInABottleBlitz AllHandsOnDeckDash ShipPennyLoadRush BlowYourShipAcrossTheTub',
    tech: 'IAmTheShipCaptainNow ShipHornSoundboard ShipInABottleStopMotion TrackAShipLive SpotTheBiggestShip CargoShipTimelapse ShipSpottingPhotoDump ShipBridgeGreenScreen',
    gaming:
      'ShipBuildOff ShipDeckDodgeball ShipCaptainsComing SinkMyBattleship PirateShipTreasureHunt PaperShipBathtubRace ShipwreckSurvivalGame ShipPortOrStarboard',
  },
  shoe: {
    dance:
      'TapShoeDanceOff ShoeShuffle SqueakyShoeFootwork ShoeHeelClick BlueSuedeShoesDance KickOffYourShoes ShinyShoesShowdown MismatchedShoesMoves',
    prank:
      'ShoeGooglyEyes TinyShoesOnThePlant ShoelaceColorSwap GiantShoesAtTheDoor ShoeFairyVisit NoteInTheToe SecretShoeShine ShoeRackRainbowSwap',
    educational:
      'HowShoesAreMade ShoeSizeFootMath ShoeFrictionRamp ShoeAnatomyQuiz WhyLeftAndRightShoes BarleycornSizing ShoeSoleGripTest ShoeTreadPrintDetective',
    tech: 'ShoeCommercialAtHome ShoeUnboxingASMR LazySusanShoeSpin ShoeStepCountFaceOff CanAIDesignAShoe LightUpSneakerHack ShoelacesTieThemselves ShoeStopMotionWalk',
    pet: 'PetFetchesMyShoe ShoeThiefPuppy DogSniffsNewShoes KittenInMyShoe IfIFitsISitsShoebox TheGreatSlipperHeist WhichShoeIsMine HideTreatsInAShoe',
  },
  'shopping cart': {
    dance:
      'TheShoppingCartMove CartAndSprinklerCombo CartPushTwoStep DadDanceShoppingCart ShoppingCartFreeze ShoppingCartHandJive ShoppingCartMoonwalk CartWaltz',
    fitness:
      'CartToCarOneTrip ShoppingCartBagRows ShoppingCartPantryPress UnloadTheCartSquats WaterCaseCurls AisleLunges CartFarmerCarry ShoppingCartStepGoal',
    prank:
      'ShoppingCartTeddyDriver GooglyEyeShoppingCart ShoppingCartListDoodles CartFullOfBalloons SwapCartsWithMom CartComplimentNote ShoppingCartToyParade CartSunflowerDrop',
    educational:
      'ShoppingCartTheory WhyCartWheelsWobble CartPercentOffQuiz HowShoppingCartsLock EstimateYourCart UnitPriceShowdown CartLabelDetective CartNutritionScan',
    travel:
      'CartOfLocalFavorites GuessTheCountryCart CartAbroadTasteTest CampingShoppingCart RoadTripCartRun SupermarketSafari ShoppingCartPassport CartMarketCrawl',
    fashion:
      'ShoppingCartRunway MatchYourShoppingCart OverdressedCartRun FromCartToCloset OnlineCartTryOn CartColorCodedOutfit CartGrocerySackDress CartInPajamasDare',
    wellness:
      'NoImpulseCart EmptyTheOnlineCart ShoppingCart24HourRule ReturnACartForSomeone CartKindnessNote EatTheRainbowCart CartHelpANeighbor ShoppingCartSlowWalk',
    speed:
      'ShoppingCartListSortRush ShoppingCartPriceQuiz FastestCartUnload BagTheCartIn60 ShoppingCartPutAwayTimer SelfCheckoutShowdown CartCouponRace CartTotalGuessBlitz',
    tech: 'AIFillsMyCart OnlineVsStoreCart CartHyperlapse ScanYourCartGuessTheTotal TalkYourCartFull CartPriceAppFaceOff CartBarcodeScanner CartRouteOptimizer',
    pet: 'DogPicksFromTheCart PetSupplyCartHaul ShoppingCartFishFoodRun PupPushesTheCart BirthdayTreatCart KittenStarterCart ShoppingCartForRover CartBoxFort',
    gaming:
      'CartPriceGuessDuel ShoppingCartBingo ScavengerHuntCart CartPackingPuzzle ShoppingCartHighScore SupermarketSweepAtHome AlphabetCartRun CartMemoryMatch',
  },
  shorts: {
    dance:
      'JortsTwoStep ShortsSeasonShuffle ShortsSummerStrut ShortsTenSecondDance FirstShortsDayBop DenimCutoffSway ShortsAndSocksGroove SprinklerShortsShimmy',
    fitness:
      'JortsSquatTest 100LungesInShorts ShortsSeasonHIIT ShortsWeatherRun ShortAndSweatySet StairSprintsInShorts BikeShortsBurpees GymShortsJumpingJacks',
    prank:
      'ShortsSwapWithDad MatchingJortsSurprise ShortsNoteInPocket ShortsInJanuary FirstShortsDayAmbush ShortsOnTheSnowman GooglyEyeShorts TinyShortsForTeddy',
    educational:
      'ShortsFabricQuiz HowDenimFades BermudaShortsStory CargoShortsPocketMath ShortsWereOnceBanned LinenVsCottonTest GuessTheShortsDecade WhyShortsKeepYouCool',
    cooking:
      'ShortsWeatherPopsicles ShortbreadInShorts ShortStackPancakes StrawberryShortcakeDay GrillInYourJorts PatioLemonadeStand CookInCargoShorts PicnicInYourShorts',
    wellness:
      'FirstWarmDayReset ShortsPorchSwing SummerBreezePause ShortsSunriseStretch ShortBreaksOutside ShortsGardenHour LazyShortsSunday BarefootInShorts',
    music:
      'WriteAJortsAnthem ShortsSummerJam FirstShortsDaySong ShortAndSweetCover CargoPocketBeatbox DenimDrumRoll ShortsSeasonSerenade PorchConcertInShorts',
    tech: 'ShortsPocketPhoneTest JumpIntoYourShorts AIDesignsMyJorts ShortsFitPicInTenSecs ShortsOrPantsAppCheck ShortcutsInShorts FitnessTrackerInShorts ShortsSlowMoTwirl',
    pet: 'ShortsPocketTreatHunt ShortsPuppySplash ShortsKiddiePoolBuddy ShortsSeasonSprinklerPup ShortLegsBigZoomies ShortsWeatherWalkies CatNapsOnMyShorts ShortsParkPlaydate',
    gaming:
      'ShortsTreasureMapHunt ShortsSprinklerTag GuessMyCargoShortsPockets ShortsWaterBalloonToss ShortsAvatarGlowUp SummerShortsQuest HopscotchInShorts ShortsSeasonBingo',
  },
  shovel: {
    dance:
      'SnowShovelShuffle ShovelPartnerDance ShovelStompStep ShovelMicStandDance CanYouDigItGroove GardenBedBop ShovelTango ShovelHandleSway',
    educational:
      'ShovelLeverageScience ErgonomicShovelTest HowMuchSnowPerShovel ShovelSoilLayers DigLikeAnArchaeologist ShovelfulWeighIn ShovelBladeShapesCompared CountWormsInAShovel',
    cooking:
      'DirtPuddingShovelCups SandcastleShovelCake AfterShovelCocoa SnowShovelChili DigUpDinnerPotatoes GardenShovelToSalad ShovelersStew ShovelShapedCookies',
    travel:
      'BeachShovelSandcastle GrabAShovelAndGarden VolunteerWithAShovel ShovelTreePlanting ClamDiggingDayTrip PackAShovelForSnow ShovelFossilCamp ShovelAndPailParkDay',
    fashion:
      'ShovelingFitCheck ShovelReadyLayers ShovelInYourBestCoat RateMyShovelOutfit FlannelAndBeanie WorkBootsToBrunch BlackTieShovel GardenShovelOveralls',
    speed:
      'DrivewayShovelRace SandcastleShovelSprint ShovelBucketFillDash ShovelTagTeam ClearTheWalkIn10 ShovelSnowFortBlitz NeighborShovelOff ShovelBeanTransferRush',
    art: 'PaintAnOldShovel SnowSculptShovelOnly ShovelSandSculpture ShovelBeachDrawing ShovelSpiralMandala RakedZenGarden ShovelAGiantSmiley ShovelLeafCollage',
  },
  shoveling: {
    dance:
      'DanceWhileShoveling WinterBootStomp SnowShovelTwoStep ShovelingFreezeFrame DrivewayShovelingJam ShovelingSambaBreak ShovelingShimmy ShovelingCongaLine',
    cooking:
      'AfterShovelingSoup MapleSyrupTaffy ChiliWhileYouShovel ShovelingCocoaBar ShovelingBreakSnowCream ShovelingDayStew ShovelingFuelOatmeal PostShovelingPancakes',
    fashion:
      'StylishShovelingOutfit ShovelingMittensMatch ShovelingPufferFitCheck SnowDayDrip ShovelingToCocoaOutfit ShovelingBeanieLineup ShovelingRunwayWalk ShovelingScarfWrap',
    wellness:
      'ShovelingPhoneFree ShovelingSnowSilence WarmBathAfterShoveling OneScoopAtATime ShovelThenCocoa ShovelingNeighborChat ShovelingGratitudeList ShovelingStretchBreak',
    gaming:
      'ShovelingFortBattle ShovelingIglooBuildOff ShovelingBreakSnowballs ShovelingAMazeForTag ShovelingBingo ShovelingHighScore ShovelingCoOpMode ShovelingTreasureDig',
  },
  shower: {
    dance:
      'RubberDuckShuffle ShowerSlipperShimmy ShowerFlipFlopFootwork ShowerCurtainCall ShowerCapCancan ShowerSongStrut PostShowerFreestyle ShowerRobeMoonwalk',
    funny:
      'ShowerArgumentsWon ShowerQueueStandoff ShowerTempWar DeepShowerThoughts ShowerPlaylistDebate ShampooLabelDrama ShowerExcusesRanked ShowerFoggyGlasses',
    prank:
      'ShowerPlaylistTakeover ShowerMirrorMessage TowelSwanSurprise RubberDuckInvasion ShowerGooglyEyes ShowerCapTeddyParade ShowerHeadFaceSticker ShowerPetalWelcome',
    educational:
      'ShowerThoughtsAnswered WhyShowerCurtainsMove ShowerWaterBucketTest ShowerAcousticsLab ShowerSteamFogQuiz ShowerMythBusters ShowerEchoExperiment ShowerLitersMath',
    travel:
      'TravelShowerCaddyTour HotelShowerReview PackYourShowerKitIn60 ChaseAMeteorShower HostelShowerHacks RateEveryCampShower RainShowerPuddleWalk BeachShowerRinseOff',
    fashion:
      'ShowerCapFashionShow ShowerTowelTurbanDare WetHairToGlam ShowerToStreet AprilShowersFitCheck PostShowerGlowUp ShowerShoeStyleOff ShowerRobeRunway',
    speed:
      'ShowerCaddyRestockDash FiveMinuteShower ShowerBottleLineUp OneSongShower ShowerToShoesBlitz ShowerKitPackSprint ShowerTowelFoldRace ShowerToBreakfastRush',
    music:
      'ShowerPlaylistDrop ShowerHairbrushBallad ShampooBottleMic ShowerDoorDuet ShowerCurtainRingChimes LatherRinseRemix ShowerDripBeat GuessMyShowerSong',
    tech: 'ShowerHeadFlowRateTest ShowerWaterMeterCheck ShowerSlowMoDroplets TrackYourShowerTime ShowerThoughtsChatbot AntiFogMirrorHack ShowerSmartLightMood ShowerAudiobookChapter',
    gaming:
      'ShowerRubberDuckToss FoggyShowerTicTacToe ShowerSpongeRace ShowerThoughtQuest OneMoreGameThenShower GuessTheShowerSong ShowerMirrorHangman ShowerBathToyBingo',
  },
  shrimp: {
    fitness:
      'ShrimpSquatChallenge NoMoreShrimpPosture EarnYourScampi ShrimpCurlCrunches ShrimpWallAngels JumboShrimpLunges PrawnToBrawn ShrimpToStarStretch',
    prank:
      'ShrimpStickerSneak ShrimpCostumeWakeUp ShrimpFunFactNotes ShrimpDoodlesEverywhere ShrimpPlushStowaway ShrimpBibsForEveryone ShrimpBalloonBouquet ShrimpEmojiFlood',
    fashion:
      'ShrimpPinkFitCheck ShrimpCostumeGlowUp StandTallNotShrimp ShrimpCharmStack ShrimpColorOutfitDare ShrimpEarringsDIY PrawnCoralHeadToToe ShrimpPrintShirt',
    wellness:
      'ShrimpPostureReset ShrimpTankZenWatch UnshrimpYourSpine SlowShrimpSupper MindfulShrimpPeeling DeskStretchBreak ShrimpNeckRelief ShrimpToCobraYoga',
    speed:
      'ShrimpPeelRace ShrimpTailTally ShrimpCocktailIn60 ShrimpFactsQuickfire PrawnSortDash ChopstickShrimpPickup ShrimpPlatterRush ShrimpSpringRollBlitz',
    pet: 'ShrimpMoltReveal CherryShrimpCount ShrimpTankGlowUp BettaShrimpBuddies ShrimpMossGarden ShrimpBabyBoom ShrimpFeedingFrenzy ShrimpHideoutBuild',
    gaming:
      'ShrimpChopstickRelay ShrimpGoFish ShrimpFishingMinigame ShrimpTailTicTacToe GummyShrimpBingo ActLikeAShrimp ShrimpTriviaShowdown ShrimpMemoryMatch',
  },
  sibling: {
    dance:
      'SiblingRivalryDanceOff SiblingMirrorMoves BrotherSisterTwoStep SiblingSyncOrSink DanceLikeYourSibling SiblingKitchenDisco SiblingSecretHandshake SiblingCopyMyChoreo',
    fitness:
      'SiblingRivalryReps SiblingWheelbarrowWalk SiblingPlankOff SiblingPartnerYoga BrotherlyBurpees SisterSitUpShowdown SiblingTugOfWar SiblingPiggybackLaps',
    funny:
      'TypesOfSiblings SiblingBlameGame ImpersonateYourSibling SiblingBackseatBorder WhosMomsFavorite HeStartedIt SiblingTattleTales SiblingChoreExcuses',
    educational:
      'SiblingBirthOrderTest SiblingSkillSwap SiblingOneMinuteLesson SiblingDNAShare BigSiblingTeaches KnowYourSiblingQuiz SiblingSpellingBee SiblingHomeworkHelpDesk',
    music:
      'SiblingHarmonies SiblingRapBattle ChildhoodSongRecreate SiblingSingOff SiblingBucketDrumJam BackseatKaraokeDuel DuetWithMySibling SiblingAirBand',
    tech: 'SiblingTechSupport SiblingPhoneSwap SiblingSetupBattle SiblingGroupChatLore RemoteControlWars SiblingAgeFilterReveal MySiblingsScreenTime SiblingEmojiOnlyTexts',
    pet: 'PetPicksASibling SiblingDogCallOff WhoseLapWinsTheCat NewFurSibling SiblingTrickShowdown SiblingCouchPuppyNap SiblingFeedingDuty SiblingsBrushTheBunny',
    gaming:
      'SiblingKartGrudgeMatch SiblingCardGameFeud SiblingCoOpRun PlayerTwoIsMySibling SiblingRageQuit WhoGetsTheController SiblingTriviaDuel SiblingCheckersRematch',
  },
  'sick day': {
    dance:
      'SickDayIsOverShuffle SickDayPillowSway SickDayCouchChoreo SickDayTissueTwirl FeelingBetterDance BlanketCapeBoogie BackFromSickDayStrut SickDayHandJive',
    prank:
      'SickDayGooglyEyeMugs SickDayToyDoctorVisit SickDayBalloonRoomFill SickDayMovieDrop TissueBoxSmiley SillyGetBetterVideo SickDayCardStorm SickDayPaperHearts',
    cooking:
      'GrandmasSickDaySoup SickDayCongee SickDayToastArt SickDayBRATMenu SickDayTeaTasteTest LemonIcePops SickDayBrothBowl SickDayApplesauce',
    travel:
      'SickDayArmchairSafari SickDayGlobeSpin SickDayStreetViewTrip SickDayDreamTripPlan BedToBeachDaydream MuseumLivestreamVisit SickDayVirtualZoo SickDayTravelAlbum',
    fashion:
      'SickDayPJRanking SickDayComfyFit SickDayFuzzySocks SickDayRobeRunway SickDayBlanketCapeWalk OversizedHoodieMode SickDayScarfSwaddle SickDaySlipperShowcase',
    tech: 'SickDayBedCinema SickDayProjectorFort SickDayThermometerTest SickDayVoiceNoteDiary SmartSpeakerStoryTime SickDayAudiobookBinge SickDayVideoCallVisit SickDayPodcastPicks',
  },
  sidewalk: {
    dance:
      'SidewalkMoonwalk SidewalkShadowShuffle DontStepOnTheCracks SidewalkChalkFootwork PavementPoppin SidewalkTapDance StrutTheSidewalk SidewalkHopscotchGroove',
    fitness:
      'SidewalkCrackHops ChalkAgilityLadder SidewalkSkipIntervals SidewalkSquatSquares PavementPowerWalk HopscotchHIIT LungeTheSidewalk SidewalkBearCrawlBlock',
    prank:
      'SidewalkChalkMessages SidewalkKindnessRocks ComplimentEveryBlock SidewalkHopscotchSurprise FollowTheSidewalkArrows SidewalkTreasureMap SidewalkRedCarpet SidewalkWelcomeHomeSign',
    cooking:
      'SidewalkChalkCookies SidewalkLemonadeStand SidewalkBakeSale PavementPicnic SidewalkSunOvenSmores CurbsideTacoNight SidewalkPopsicleMeltRace SidewalkPizzaParty',
    travel:
      'SidewalkCafeTour SidewalkArtFestival SidewalkHandprintHunt SidewalkSafariInTown CobblestoneQuest SidewalkMuralTrail ReadThePavementPlaques SidewalkFlipACoinRoute',
    fashion:
      'SidewalkFitCheck SidewalkStyleDuel SidewalkSneakerDrop PavementCatwalk MatchTheChalkArt OutfitMeetsMural SidewalkShadowOutfit SidewalkRainBootsDay',
    speed:
      'SidewalkHopscotchRace SidewalkScooterSlalom SidewalkBubbleChase PavementChalkBlitz SidewalkJumpRopeRelay DontStepOnACrack SidewalkSkipSprint SidewalkWheelbarrowRush',
    tech: 'SidewalkTimeLapse SidewalkStepCounter SidewalkChalkStopMotion Sidewalk3DIllusion SidewalkArtComesAlive ThenAndNowStreets GPSSidewalkDoodle SidewalkPanoramaPhoto',
    pet: 'SidewalkPetPortrait SniffWalkAdventure CatOnTheStoop SidewalkSunriseStroll SidewalkPuppyTraining SidewalkGreeterDog SidewalkSitStay SidewalkLeashManners',
    gaming:
      'ChalkDrawnMaze SidewalkFourSquare SidewalkMarbleRun SidewalkTicTacToe SidewalkVideoGameLevel GiantPavementLudo SidewalkCheckers SidewalkBeanBagToss',
  },
  singing: {
    funny:
      'SingYourGroceryList SingingDogNarration OperaSingingChores SingingTheWeather SingingDinnerOrders LifeAsAMusical DramaticSingingExit SingingInsteadOfTalking',
    prank:
      'SingingTelegram SingEveryReply SecretSingingChoir SingingWakeUpCall DoorbellDuet SerenadeAmbush SingTheirNameOperaStyle SingingVoicemailPrank',
    educational:
      'HowVocalCordsWork SingTheTimesTables SingingMoodExperiment SingingTissueBreathDrill WhyYourVoiceCracks PerfectPitchOrNot SingingRangeTest SingingInOtherLanguages',
    cooking:
      'SingWhileYouCook HoneyLemonForSinging SingASongEggTimer ChefsKissHighNote SoupForSingers RecipeAsARap SingingStirFry SingingDoughKneadAlong',
    travel:
      'FindTheBestEchoAndSing CathedralSingingTest SingInEveryCity SingAtTheScenicOverlook SingingLocalFolkSong SingFromTheHilltop SingingStreetPianoStop SingingBandstandVisit',
    fashion:
      'SingerAlbumCoverRecreate SingingRecitalDress MicDropSingingOutfit SingingFitCheck DivaGlamUp StyleLikeYourIdol SingingSequinShowdown SingingInYourSundayBest',
    wellness:
      'SingingBreathworkWarmUp SingAwayStress SingingForJoy BeltItOutTherapy MorningSingingRitual HumYourWayCalm SingOneSongADay SingingLullabyToMyself',
    tech: 'SingingDuetWithAI SingInAClosetBooth SingAllFourHarmonyParts SingingPitchAppDuel CheapMicVsStudio AutotuneOnOrOff SingingTunerFaceOff SingingVoiceMemoGlowUp',
    gaming:
      'SingingHumAndGuess SingAlongScore SingingLyricRelay MicDropGameNight SingingKaraokeBattle SongAssociationRound SingingHotPotato SingingMusicalChairs',
  },
  sink: {
    prank:
      'CleanSinkSurprise RubberDuckSinkParade SinkFullOfBalloons SinkMirrorStickyNote DishesDoneByElves GooglyEyeFaucet SparklingSinkFairy SinkSpongeSmileyFaces',
    travel:
      'HotelSinkLaundry SinkWithAView FanciestSinkFound AirportSinkRanking SinkSoapScentHunt HostelDishDuty SinkRatingRoadTrip BathroomSinkBingo',
    fashion:
      'SinkSideGRWM SinkMirrorFitCheck TieDyeInTheSink ScrubSneakersInTheSink HandWashOnly SinkStainRescue SinkToCatwalk BathroomSinkGlowUp',
    pet: 'SinkCatNapSpot PetVsDrippingSink SinkBathForSmallPups SinkFaucetKittyStare IfItFitsItSinks MuddyPawsRinse WhoOwnsTheSink SinkWaterBowlRefill',
    gaming:
      'SinkDishStackPuzzle LastOneToTheSinkWashes PretendPlumberSinkQuest SinkSpongeSlamDunk SinkSpoonBalanceDuel GuessWhatsUnderTheSink SinkDrainMinigolf SinkOrFloatPredictions',
  },
  sister: {
    dance:
      'SisterDanceOff SisterSyncedTwirl SisterMirrorMoves SisterActShuffle LilSisChoreographs ThrowbackSisterSteps SpinYourSister SisterPiggybackGroove',
    educational:
      'SisterTeachesMe SisterSkillSwap BigSisLifeLessons SisterMathDuel BirthOrderMyths SisterQuizShowdown SisterExplainsItAll SisterSpellingBee',
    tech: 'SisterTechSupport SisterPhoneSwapHour SisterThenAndNowEdit TeachLilSisToCode SisterAppLimitDuel SisterVoiceChangerCall SisterAIAgeFilter EmojiOnlySisterTexts',
    pet: 'PetPicksMeOrSister SisterDogTrainingDuel SisterCatLapContest LilSisVsPuppy SisterHamsterMazeBuild SisterKittenCuddles SisterPetPhotoShoot SisterBunnyBrushing',
    gaming:
      'SisCoOpRun SisterKartRivalry SisterCardGameGrudge SisterRematch PlayerTwoIsMySister SisterBlockTowerDuel SisterTriviaTakedown SisterCheckersChamp',
  },
  skateboarding: {
    funny:
      'SkaterDadComeback KickflipAttemptMontage SlowMoSkateBail SkateparkTeensRoastMe HowDoYouDoFellowKids MomTriesSkateboarding SkateboardingAt40 SkaterSlangForGrandpa',
    prank:
      'SkateboardSecretSkill SkateparkCheerSquad SkateboardGooglyEyes SkaterInDisguise GrandmaCanOllie StickerBombTheirBoard SkateboardingHypeMan SkateboardingSurpriseFan',
    educational:
      'SkateboardingPhysics HowAnOllieWorks OlympicSkateScoring SkaterSlangQuiz SkateWheelHardnessTest SkateRampAngleLab SkateboardingGeometry SkateboardingSafetyQuiz',
    cooking:
      'SkateboardDeckCake SkateSessionSnackBox PicnicAtTheSkatepark HalfPipeBrownies KickflipPancakes SkaterFuelBars SkateboardingSmoothie SkateWheelCookies',
    travel:
      'SkateboardingCityTour RoadTripSkateparks BoardwalkSkateCruise SkateboardingShopHop CarveTheCoast SkateboardEveryParkInTown SkateboardingPassport SkateboardingLakeLoop',
    fashion:
      'SkateboardingFitCheck SkaterSockHeightDebate CanYouSkateboardInThat ThriftAFlannelLook BaggyJeansBalance SkateShoeThrashTest DressLikeASkateboarder SkateboardingBeanieDrip',
    wellness:
      'SkateboardingFlowState SkateboardSunsetCruise CarvingMeditation MorningSkaterStretch SkateSlowAndSteady FallDownGetUp SkatePhoneFreeRide SkateboardingBreathReset',
    speed:
      'SkateboardingSlalom FastestSkaterKickflip SkateparkLapRecord SkateboardingSlangBlitz OllieCountdown ConeWeaveChallenge SkateboardingRelay SkateboardingGearUpRace',
    tech: 'SkateboardingSlowMo SkateboardingClipRemix AISkaterCoach SkateparkTimelapse SkateFollowCamChallenge SkateBurstShotOllie SkateboardingEditIn60 SkateboardPhoneMountPOV',
    pet: 'SkateboardingBulldog SkateboardingCatCritic KittenVsSkater PupLearnsSkateboarding PetInspectsMySkateboard PawsOnBoard SkateboardingSidekick DogWatchesSkateboarding',
    gaming:
      'SkateboardComboScore GameOfSkateNight SkateboardSimonSays SkateboardFollowTheLeader FingerboardLeague SkateTriviaShowdown SkateboardLimbo SkateboardingLetterDuel',
  },
  skeleton: {
    fitness:
      'SkeletonSquats SpineMobilityFlow SkeletonStrongCircuit BadToTheBoneBurpees SkeletonCrewHIIT SkeletonJumpingJacks SkeletonPlankHold SkeletonTouchYourToes',
    funny:
      'SkeletonCoworkerSkit SkeletonAskedToSmile NoBodyToGoWith StillWaitingSkeleton SkeletonSkipsTheGym FunnyBoneChallenge SkeletonTriesYoga SkeletonJoinsFamilyDinner',
    prank:
      'SkeletonDeskBuddy SkeletonFridgeWave SkeletonReadingNook SkeletonCookieJarHand PoseTheSkeletonDaily SkeletonSofaMovieNight SkeletonAtBreakfastTable SkeletonWearingDadsHat',
    educational:
      'SkeletonAnatomyQuiz HowManyBonesDoYouHave SkeletonSpineModelDIY NameThatSkeleton BabySkeletonSecret SkeletonMythBusters SkeletonOfABird SkeletonInsideVsOutside',
    travel:
      'DinosaurSkeletonHunt PoseLikeTheSkeleton MeasureUpToASkeleton SkeletonsOfMyStreet BiggestSkeletonIRL SkeletonPostcardTrail SkeletonHayrideNight SkeletonsAtTheMuseum',
    fashion:
      'SkeletonCostumeDIY SkullFaceMakeup BoneEarringStack SkeletonSquadFit SkeletonInTheCloset SkeletonSuitUp PaintASkeletonTee SkeletonPrintPajamas',
    tech: 'SkeletonXRayFilter SkeletonStopMotion SkeletonGreenScreenDance AnimateASkeleton SkeletonTrackingCam SkeletonVoiceChangerSkit SkeletonLEDCostume SkeletonARBodyScan',
    pet: 'SkeletonPlushFetch SkeletonHarnessWalk SkeletonKittyPose SkeletonTreatHunt SkeletonSnuffleMat BadToTheBoneBeagle SkeletonVetXRay SkeletonFishToyForMyCat',
  },
  sketch: {
    educational:
      'SketchnoteTheLecture SketchShadingScale SketchYourOwnHand SketchAMapFromMemory OnePointPerspective HowPencilGradesWork BotanicalSketchStudy SketchLeafVeins',
    cooking:
      'SketchThenBake SketchCakeToReality SketchYourRecipe ChefsSketchbook SketchYourPancakeArt DrawnPlatingPlan EdibleInkSketch SketchLunchboxBento',
    fashion:
      'SketchYourOutfit SketchItThenWearIt SketchAThriftFlip SneakerSketchDrop FashionSketchbook DrawnLookboard SketchMyStreetStyle SketchHatDesigns',
    tech: 'AITurnsMySketchReal WatchMySketchIn30Secs SketchToWallpaper AnimateYourSketch SketchVsPhotoSplitScreen PaperVsPhoneSketchDuel SketchToStopMotion SketchScanToSticker',
    pet: 'SketchSleepingDog SketchYourCat PetReactsToSketch SketchingTheZoomies PawPrintSketchbook SketchParrotPerched SketchMyGoldfish SketchBunnyWhiskers',
    gaming:
      'SketchPictionaryDuel SketchYourAvatar SketchTheFinalBoss SketchRelayStory SketchTelephoneGame OneLineSketchQuiz QuickSketchCharades SketchGuessTheAnimal',
  },
  sketchbook: {
    dance:
      'DanceYourSketch SketchbookFlipMoves PencilPirouette SketchbookPoseOff ScribbleShuffle EightCountSketchbook SketchbookFreezeFrame SketchbookOnHeadDance',
    prank:
      'SketchThemSecretly SketchbookKindNotes FakeSpillOnSketchbook SketchbookPhotobomb SneakySketchbookPage PencilCaseSwitcheroo SketchbookGooglyEyes SketchbookFlipbookHello',
    educational:
      'ShadeAnAppleSketch SketchbookColorWheel BirdStudySketchbook SketchbookHandDrawing GuessThePencilGrade VanishingPointDrill SketchbookMirrorWriting SketchbookCloudTypes',
    fashion:
      'SketchYourFitCheck SketchbookToteBag SketchbookToRunway DoodleOnDenim WearYourSketchbook SketchbookPaperDress SketchbookSneakerDesigns SketchbookPatchJacket',
    gaming:
      'SketchbookPictionary SketchbookHangman SketchbookMemoryDrawOff SketchbookDotsAndBoxes SketchbookMazeDuel SketchbookFoldAndPass SketchbookMapMaking SketchbookTicTacToe',
  },
  skirt: {
    fitness:
      'TennisSkirtJumpRope PilatesInAPleatedSkirt SkirtPickleballRally SkirtTwirlCardio PleatsAndPlanks SkirtYogaStretch SkirtSprintIntervals SkirtAndSneakersWalk',
    educational:
      'PiInACircleSkirt SkirtAroundTheWorld HowSkirtPleatsWork SkirtPaperModelLab HemlineIndexTheory WhenSkirtsWereForMen NameThatSkirtShape SkirtFabricDrapeTest',
    cooking:
      'SkirtDollCake TutuSkirtCupcakes SkirtSteakTacoFaceOff RuffleSkirtCrepes PleatedPieCrust FondantFrillFrenzy BallerinaSkirtTorte SkirtCookieCutters',
    travel:
      'SkirtCarryOnOnly MidiSkirtSightseeing PackOneSkirtThreeWays MaxiSkirtMarketDay OneSkirtFiveCities SkirtTwirlAtEveryStop SkirtGalleryStroll SkirtParkPicnicDate',
    speed:
      'SkirtSpinCount TenLooksOneSkirt SkirtQuickChange SkirtHemmingRace SkirtColorSortRush MostTwirlsIn30 SkirtBeltSwapBlitz SkirtFoldAndPackDash',
    music:
      'SkirtSwishBeat PoodleSkirtRockNRoll SkirtTwirlKaraoke SkirtRuffleRhythm SockHopSingAlong SkirtSwayOnTheChorus SkirtSpinDrumroll SkirtTapShoeJam',
    tech: 'SkirtTwirlSlowMo SkirtTransitionEdit SkirtSpinBoomerang AITriesOnSkirts SkirtARMirror GreenScreenSkirtSwap ThriftAppSkirtHaul SkirtColorPickerMatch',
    pet: 'SkirtHemKittenPounce DogReactsToMySkirt PetSitsOnMySkirt SkirtTwirlPuppyChase OldSkirtCatTent RuffleAttack SkirtScrapSnuffleMat BunnyNapsOnMySkirt',
    gaming:
      'SkirtMusicalStatues SkirtCharadesNight SkirtDiceStyleOff AvatarSkirtDesign SkirtSpinHighScore DressUpGameIRL SkirtTwirlSimonSays SkirtFreezeTag',
  },
  sky: {
    dance:
      'SkyHighLeaps OpenSkyFreestyle ReachForTheSky BlueSkyBounce SkyIsTheLimitSpin CloudFloatSway SkylineStrut SkyStarlightShuffle',
    funny:
      'SkyLooksFakeToday CameraRollIsAllSky AppSaysBlueSky SkyDramaQueen CloudShapeArguments RainOnlyOnMe SkyWeatherReporter SkyFilterFails',
    prank:
      'SkyCeilingMakeover SkyKiteMessage SkyBlueBalloonDrop ChalkSkyOnTheDriveway StarryNightNote StareAtTheSkyPrank GlowInTheDarkSky SkyPaintedWindowSurprise',
    educational:
      'WhyTheSkyIsBlue SkyInAJar MapTheStarrySky RedSkyAtNightTest SkySunsetColorLab NameThatCloud WhereSkyMeetsSpace SkyRainbowPrism',
    travel:
      'FindTheBestSkyInTown SkyFullOfStarsCampout PicnicUnderTheBigSky SkyDeckSelfie StargazingRoadTrip SkySunsetBeachWalk SkyFromEveryCity SkyHillTopView',
    pet: 'SkyGazingWithMyCat SkyBlueBandanaDIY PupChasesSkyBubbles KittenBirdSkySpotter DogWatchesTheSunset GoldenHourPetPortrait HowlAtTheNightSky SkyLookoutWindowPerch',
    gaming:
      'ISpyInTheSky SkyCastleQuest SkyHighKiteDuel SkyGliderRace SkyShapeGuessingGame SkyIsFallingTag SkyBalloonKeepyUppy SkyCloudBingo',
  },
  skyscraper: {
    dance:
      'SkylineSway SkyscraperTiptoeReach DanceLikeASkyscraper HighriseHustle ElevatorMusicMoves SkyscraperStretchUp SkyscraperKongStomp SkyscraperRobotDance',
    funny:
      'ElevatorSmallTalk SkyscraperEarsPopping SkyscraperGlassFloor HighriseWindowWasher SkyscraperSelfieFail SkyscraperWindyCorner LookingUpAtSkyscrapers SkyscraperPigeonNarrator',
    fashion:
      'SkyscraperHairTower PinstripeSkyscraper SkyscraperLookUpPortrait DressLikeAHighrise SkylineFitCheck ArtDecoSkyscraperOutfit SkyscraperLobbyRunway SkyscraperToteDIY',
    speed:
      'SkyscraperBuildIn60 SpaghettiSkyscraper SkyscraperFactsQuickfire SkyscraperBlockBlitz CupTowerRace CardHouseSkyscraperRace PaperSkyscraperSprint SkyscraperBookStackRush',
    music:
      'SkylineSerenade ElevatorMusicRemix SkyscraperLobbyPiano HighriseHarmony SkyscraperEchoJam SkyscraperPowerBallad SingAtTheSkyscraperTop SkyscraperCityPopBeat',
    art: 'SkylineSilhouette CardboardCityscape SkyscraperToyBrickModel DesignASkyscraper SkyscraperLookUpShot HighriseInkSketch SkyscraperReflections SkyscraperCerealBoxBuild',
    gaming:
      'SkyscraperPaperCupBattle SkyscraperBookBalance SkyscraperBlockStackOff HighriseCardHouseDuel SkyscraperSpeedBuild SkyscraperDiceTower SkyscraperTriviaClimb SkyscraperDominoTopple',
  },
  slapstick: {
    dance:
      'SlapstickSoftShoe SlapstickMirrorMoves SlapstickJellyArms SlapstickPenguinWaddle SlapstickRubberLegsBoogie SlapstickSillyWalk CharlestonSlapstick SlapstickStumbleStep',
    educational:
      'SlapstickThenVsNow SlapstickGagBreakdown SlapstickStuntScience SlapstickMovieQuiz SlapstickFoleyLesson WhyWeLaughAtFalls SlapstickTimingClass SlapstickRuleOfThree',
    cooking:
      'SlapstickPancakeFlip SlapstickBananaSplit BakeASlapstickPie SlapstickCupcakeFaces SlapstickSpaghettiTwirl FlourCloudFail SlapstickDoughToss JelloWobbleSlapstick',
    travel:
      'MapFoldingSlapstick SlapstickSuitcaseChase TentPitchingSlapstick SlapstickPackingFail BeachUmbrellaBattle SelfieStickSlipUp SlapstickSunscreenSmear SlapstickHotelKeyCard',
    fashion:
      'SlapstickHatTrick SlapstickBaggyPants SlapstickOversizedCoat ClownShoesCatwalk SlapstickFitCheck SlapstickQuickChange SuspendersSlapstick SlapstickTieTwirl',
    speed:
      'SlapstickChaseScene SlapstickSkitIn60 SlapstickDominoes YaketySaxSprint SlapstickRelay FastForwardSlapstick KeystoneCopsSlapstick SlapstickStopwatch',
    tech: 'SlapstickGreenScreen ReverseVideoSlapstick SlapstickFreezeFrameEdit SlapstickSilentFilmFilter SlapstickSoundboard AIWritesMySlapstick SlapstickSpeedRamp SlapstickJumpCuts',
    pet: 'SlapstickDogDoubleTake SlapstickZoomies SlapstickKittenPounce SlapstickPuppyHeadTilt SlapstickSilentPetMovie CatMissesTheJump SlapstickLaserChase PeekabooSlapstickKitty',
    gaming:
      'SlapstickCharades SlapstickSimonSays SlapstickCoopFails SlapstickFreezeTag SlapstickPartyNight SlapstickMusicalChairs SlapstickTowerTopple SlapstickMimeGame',
  },
  sledding: {
    funny:
      'SleddingFaceCam SledRunCommentary SleddingDadGoesFirst SleddingWipeoutReplay SleddingSnowInMyBoots FlyingSaucerSpin GrandpaSleddingDebut SleddingSoundEffects',
    prank:
      'SledInTheLivingRoom SledFullOfPlushies SleddingTreatStash TobogganTeddyPassenger SnowmanDoorGreeter WarmMittensFromDryer CheerTunnelSledding SledGooglyEyes',
    educational:
      'SleddingPhysics WhySledsSlide SleddingHelmetScience SleddingWaxExperiment SnowFrictionScience SledShapeSpeedLab IceVsPowderSledding SleddingHeavyVsLight',
    travel:
      'SledEveryHillInTown ChaseTheSnowToSled BestSleddingSpots SleddingAtGrandmas WinterParkRun SleddingDayTripNorth SledThenCocoa SleddingCabinWeekend',
    fashion:
      'SleddingOutfitCheck SledDayLayers SleddingMittenMatch BeanieBattleOnTheHill SleddingSnowSuit PufferJacketColors RetroSkiwearSledding SleddingScarfFiveWays',
    tech: 'SleddingPOVChallenge SledSpeedAppDuel SleddingSnowSpraySlowMo GPSMySleddingRun SledHyperlapse SleddingFollowCam SleddingAccelerometer SleddingPanoShot',
    pet: 'SleddingDogWarmUpWalk AfterSleddingPetSnuggle SleddingPawBalmCheck SleddingSnowBooties FirstFlakeZoomies SleddingBunnyWindowPeek KittenWatchesSledding SleddingTowelDryPup',
    gaming:
      'SleddingHighScore SledRaceVideoGame RingTossFromTheSled SleddingSimonSays SledGrandPrix SleddingBingo SleddingScavengerHunt SleddingPointsRun',
  },
  sleep: {
    funny:
      'SleepMaskFashionShow SleepyVoiceNewsReport SleepAlarmExcuses SleepTalkTranslator JustFiveMoreMinutes PhoneOnFaceAt2AM SleepPositionBingo SleepHairMorningReveal',
    prank:
      'SleepMaskGooglyEyes FakeSleepTalking SleepUnderNewStars SleepingDadGlamMakeover WakeUpToBalloons BedtimeStoryVoicemail SleepoverInvasion SleepyheadPillowNote',
    educational:
      'HowDolphinsSleep SleepMythOrFact KoalaSleepHoursGuess WhyWeDream SleepCyclesDecoded SleepyYawnContagionTest SleepNeedsByAgeQuiz SleepingAnimalPositions',
    cooking:
      'SleepyGirlMocktail SleepTightMoonMilk BlendASleepTea SleepInFrenchToastBake SleepyChamomileLatte BedtimeBlindTasteTest SleepSnackBananaOats SleepyHoneyYogurtBowl',
    travel:
      'SleepUnderTheStars SleepTrainBunkTour SleepingBagCampout CityNeverSleepsWalk SleepInAHammockDayTrip JetLagSleepReset SleepInGrandmasGuestRoom SleepyBusRideHome',
    fashion:
      'SleepwearFitCheck CurlsWhileYouSleep SleepyToStylish StyleYourSleepBonnet BedToBrunchLook SilkPillowcaseGlow SleepMaskMakeover SleepShirtThrowback',
    speed:
      'SleepingBagRollRace SleepToSneakersDash SpeedrunYourBedtime SnoozeButtonReflex FallAsleepFastest BedMadeInSixty SleepoverSetupRush SleepyPajamaBlitz',
    tech: 'SleepTrackerTest SleepAppShowdown SleepScoreReveal RecordMySleepTalk HowIActuallySleep SleepyheadAlarmDuel TheSleepGadgetTierList SleepPhoneFreeNight',
    gaming:
      'OneMoreLevelThenSleep BedtimeCardShowdown SleepingLionsChallenge MafiaNightGoToSleep CozyGamesBeforeSleep TiptoePastTheSleepers SleepingQueensDuel SleepyheadMemoryMatch',
  },
  'sleeping bag': {
    educational:
      'HowSleepingBagsWork DownVsSyntheticFill WhyMummyBagsAreWarmer SleepingBagTempQuiz SleepingBagMythBusters SleepingBagIceCubeTest SleepingBagThermometer PackASleepingBag',
    travel:
      'StargazeAndSnooze SleepingBagRoadTrip NightAtTheMuseum SleepingBagAtGrandmas SleepingBagCabinStay SleepingBagOnTheBeach BestViewSleepingBag SleepingBagLivingRoomCamp',
    tech: 'SleepingBagRollTimelapse NightSkyAppCampout SleepingBagWormSlowMo SleepingBagProjectorMovie SleepingBagVlogDiary SolarLanternShowdown SnoreMeterSleepingBag SleepingBagWhiteNoiseTest',
    gaming:
      'SleepingBagWerewolf SleepingBagFlashlightTag SleepingBagGameNight SleepingBagStoryDice LastOneAwakeWins SleepingBagCoopQuest ISpySleepingBag SleepingBagCharades',
  },
  sleepover: {
    dance:
      'SlumberPartyFreezeDance SleepoverFlashlightBop TheSleepingBagWorm HairbrushMicSleepover PajamaJamDanceOff MidnightMoonwalk SleepoverCongaLine SleepoverPillowPoseOff',
    fitness:
      'SleepoverPartnerYoga PillowFightSleepover SleepoverWallSit SleepoverLimboContest PajamaPlankOff SleepingBagSquats SleepoverJumpingJacks SleepoverStretchCircle',
    funny:
      'SleepoverGiggleFit SleepoverPizzaDebate BlanketHogSleepover SleepoverMovieVeto ThreeAMConfessions SleepoverParentCheckIn SleepoverSnackRaidSaga SleepoverMorningHair',
    cooking:
      'SleepoverPancakeArtOff MidnightSleepoverPizza SleepoverSmoresDip CookieDoughSleepover PopcornMovieMix SlumberPartySundaes SleepoverSnackBoard SleepoverWaffleBar',
    tech: 'SleepoverWalkieTalkies LEDSleepoverFort StarProjectorSleepover MidnightSleepoverVlog SleepoverLaptopCinema SleepoverPhotoBooth SleepoverFilterFaceOff SleepoverGroupSelfieTimer',
    pet: 'SleepoverDogBunkmate PetSlumberParty SleepoverCatBlanketNest HamsterJoinsSleepover PuppyPajamaPile KittenStowaway SleepoverSnoreOff SleepoverBunnyGuest',
    gaming:
      'SlumberPartyCharades SleepoverTriviaCup WerewolfAtTheSleepover SleepoverDrawAndGuess SleepoverCardTournament SleepoverMafiaRound SleepoverBoardGameNight SleepoverFlashlightTag',
  },
  slime: {
    prank:
      'SlimeSurpriseBox SlimeFakeSpill SlimeCharmInside SlimeHandshakeSurprise SlimeSpiderFakeout SquishyToySwap SlimeSecretMessage GooglyEyeSlime',
    educational:
      'SlimeStretchTest IsSlimeSolidOrLiquid SlimePolymerChains SlimeColdVsWarmLab NonNewtonianFluid OobleckWalkDemo ColorMixingSlime ViscosityRaceSlime',
    cooking:
      'EdibleSlimeTasteTest SlimeJelloDessert SlimeGreenPudding SlimeMarshmallowFluff GummyGooTreats StretchyMozzarellaPull KiwiSlimeSmoothie SourAppleSlimeDip',
    travel:
      'SlimeShopVisit SlimeSouvenirHunt SlimeSwapMeetup SlimeScienceCenter SlimeAtEveryRestStop SlimeFromNatureWalk CarRideSlimeMaking BeachSandSlime',
    fashion:
      'SlimeColorMatchFit SlimeCharmAccessories SlimeGreenNails SlimeNeonOutfitDare SlimeInspiredHairClips JellySandalsRevival HoloSlimeEyeshadow SlimeInspiredTieDye',
    tech: 'MacroSlimeVideo SlimeASMRMicShowdown SlimeSlowMoPour SlimeConductivityTest SlimeKeyboardCleaner MagneticSlimeDemo ThermalSlimeColor LEDGlowSlime',
    pet: 'PetColoredSlime SlimeNamedAfterMyCat SlimeSnailComparison SlimeShapedLikeMyPet PetReactsToSlimeSounds SlimeFreeZoneForPups SlimeCritterCharms FurColorSlime',
  },
  slinky: {
    fitness:
      'SlinkyHandoffLunges SlinkyPlankPass SlinkyWristCurls SlinkySpineStretch SpringyJumpingJacks CoilAndSpringSquats DontDropTheSlinky SlinkyToeTouches',
    prank:
      'SlinkySnakeInACan SlinkyInTheCookieJar MysteryBoingSound SlinkyDoorwaySpring GiantSlinkySurprise SlinkyJackInTheBox SlinkyHairCurlerSwap SlinkyDeskTakeover',
    fashion:
      'SlinkyCurlsChallenge SlinkyCoilHairTies SlinkyBraceletStack SpiralEarringsDIY SlinkyColorBlockFit RainbowSlinkyOutfit SlinkySleeveStyle SlinkyStripedSocks',
    tech: 'SlinkyDropSlowMo SlinkyAntennaHack SlinkySciFiLaserSound SlinkyWaveDemo SlinkyBoomerangVideo SlinkyClimbsUpstairs HangingSlinkyMystery HighSpeedCameraSlinky',
    pet: 'CatVsSlinky SlinkyBoingReaction SlinkyBunnySniff PuppyMeetsASlinky PetChasesTheCoil ParrotVsSlinky SlinkyStareDown GoldfishWatchesSlinky',
    gaming:
      'SlinkyStairTournament SlinkyRingToss SlinkyMarbleMaze SlinkyBowling SlinkyTargetDrop SlinkyHoopShot SlinkyDominoChain FarthestSlinkyWalk',
  },
  slipper: {
    dance:
      'SlipperShuffle SlipperMoonwalk BunnySlipperBounce FuzzyFeetGroove SockHopInSlippers SlipperTapDanceOff SlideIntoSlippers SlipperSpinFreeze',
    prank:
      'GiantSlipperSwap SlipperWarmUpSurprise DollSizedSlippers GooglyEyeSlippers SlipperLoveNoteInside BunnySlippersForDad SlippersSwappedLeftRight SlipperTreasureHunt',
    educational:
      'SlipperWarmthExperiment WhyFeetGetCold SlipperFrictionTest GlassSlipperScience SlippersAroundTheWorld ShoesOffAtTheDoor WoolVsFleeceSlippers SlipperSoleGripCompare',
    cooking:
      'BreakfastInSlippers SlipperCocoaNight FuzzySlipperCupcakes SlipperSundayPancakes RobeAndRamen SlipperSoupSwap SlipperShapedCookies SlippersAndStew',
    pet: 'WhoStoleMySlipper FetchMySlippers SlipperCatNap SlipperHamsterPortrait DogVsBunnySlipper SlipperKittenBed SlipperGuardPup BringMeTheSlipper',
    gaming:
      'SlippersOnGameOn SlipperCouchCoOp SlipperHideAndSeek SlipperHopscotch SlipperBowlingNight SlipperKickPenalty SlipperCurlingCup SlipperRingToss',
  },
  sloth: {
    prank:
      'SlothShowerRodCameo SlothDeskPlantHug TinySlothNote WhoLetTheSlothIn SlothPlushInvasion SlowMoReplyPrank HangingSlothSurprise SnailMailSloth',
    travel:
      'SlothSpottingTrip WaitForTheSlothToMove SlothPaceCityWalk SlothPlushTravelBuddy SlowTravelLikeASloth SlothSafariBingo SlothSanctuaryVisit SlothExhibitZooDay',
    fashion:
      'DressLikeASloth LazySlothPajamas CozySlothSocks SlothModeOOTD HangingSlothEarrings SlowFashionSloth SlothClawHairClip SlothOnesieSunday',
    gaming:
      'SlothSlowMotionTag SlothReverseSpeedrun SlothCozyGame PlayAsASloth SlothHideAndSeek NapToWinSloth SlothTurtleRace SlothCharadesRound',
  },
  'slow cooker': {
    dance:
      'CrockpotSlowDance SlowCookerTimerTango SlowCookerStirSway EightHourTwoStep SlowCookerWaitingWaltz SimmerDownShimmy BubbleSlowCookerBop SlowCookerSalsa',
    fitness:
      'SlowCookerSetAndRun StewSimmerSquats CrockpotAndCardio SlowCookerHIITBreak SlowCookerStepGoal HomeByDinnerHike SlowCookerYogaFlow SlowCookerBurpees',
    prank:
      'CrockpotWelcomeHome SlowCookerNoteUnderLid HotCocoaBarAmbush DinnerIsAlreadyDone SlowCookerSecretSupper SlowCookerGooglyEyes SlowCookerMenuCard SlowCookerFullOfCandy',
    educational:
      'SlowCookerScience WhyLowAndSlowWorks SlowCookerCollagenMelt SlowCookerVsOvenTest SlowCookerLidOnOrOff SlowCookerSafetyQuiz WattsInASlowCooker ThermometerSlowCooker',
    fashion:
      'SlowCookerSundayFit DressUpForCrockpotNight CardiganAndCrockpot SlowCookerApronGlam SlowCookerPJsToParty CrockpotGlowUp SlowCookerSlippers SweatpantsSlowCooker',
    speed:
      'FiveMinuteCrockpotPrep SlowCookerSpiceSortRace SlowCookerTagTeam SlowCookerFreezerDash DumpAndGoIn60 IngredientGrabBlitz SlowCookerFastFill FastestSlowCooker',
    pet: 'SlowCookerWaitingPup SlowCookerCatPatrol SlowCookerPlaceTraining PetStaresAtTheCrockpot NoCounterSurfingDrill SlowCookerSniffSquad SlowCookerStakeout WaitForItSlowCooker',
    gaming:
      'SlowCookerDominoes CrockpotMysteryIngredient SlowCookerCardTournament GameTilTheSlowCookerDings SlowCookerTriviaNight SlowCookerCharades SlowCookerVsJigsawRace LevelUpSlowCooker',
  },
  smile: {
    travel:
      'SmileFromEveryLookout SmileAtTheSummit SmileMilesRoadTrip LandmarkGrinSelfie SmileSpottingWalk PassportPhotoSmile StrangersSmileBack SmileAtTheFarmersMarket',
    fashion:
      'SmileyFaceOutfit BigGrinFitCheck PaintASmileOnATee DressToSmile SmileCharmBracelet SmileYellowOutfitDay WearWhatMakesYouSmile SmilePatchJacket',
    gaming:
      'SmileyFaceBingo SmileBluffDuel SmileCharadesRound LastOneSmilingWins SmileOrLoseALife EmojiPictionary SmileMemoryMatch SmileStaringContest',
  },
  'smoke alarm': {
    prank:
      'SmokeAlarmBatteryFairy FirefighterCookieDrop SmokeAlarmEscapeMapGift SmokeAlarmGooglyEyes SmokeAlarmThankYouCard SmokeAlarmBalloonBanner SmokeAlarmPosterSurprise SmokeAlarmHeroMedal',
    educational:
      'HowSmokeAlarmsWork WhySmokeAlarmsChirp StopDropAndRollLesson SmokeAlarmExpiryDate TwoWaysOutPlan SmokeAlarmMythBusters FindEverySmokeAlarm SmokeAlarmFamilyQuiz',
    cooking:
      'SmokeAlarmFreeDinner LowSmokeStirFry NoBurnPancakeFlip BaconWithoutBeeps SmokeAlarmOvenOffTacos SmokeAlarmSafeToast PassTheSmokeAlarmTest SmokeAlarmProofSalad',
    travel:
      'SmokeAlarmHotelCheck FireStationOpenHouse LookoutTowerHike SmokeAlarmAtGrandmas RentalSmokeAlarmTest SmokeyBearSelfie PackASmokeAlarm SmokeAlarmCabinArrival',
    fashion:
      'SmokeAlarmMidnightFit FireAlarmRedOutfitDare SmokeAlarmRobeReady SmokeyEyeLook SmokeAlarmCostumeDIY SmokeAlarmPajamaSet SmokeAlarmOOTD SmokeAlarmShoesByTheBed',
    wellness:
      'SmokeAlarmBeepThenBreathe HomeSafetyRitual CalmEscapeRehearsal SmokeAlarmTestTuesday SmokeAlarmBreather SmokeAlarmCheckIn SmokeAlarmFamilyHuddle SmokeAlarmSleepEasy',
    speed:
      'TwoMinuteEscapeDrill SmokeAlarmFlashlightFind SmokeAlarmTestTimer MeetingPointDash SmokeAlarmTowelSprint SmokeDetectorRelay SmokeAlarmQuizBlitz SmokeAlarmShoesOnRush',
    tech: 'SmartSmokeAlarmTest SetASmokeAlarmReminder COSensorCheck WhichAlarmIsChirping SmokeAlarmToPhone SmokeAlarmAppAlert FilmYourSmokeAlarmDrill SmokeAlarmDecibels',
    pet: 'SmokeAlarmDogRecall LeashByTheDoor PetRescueWindowSticker SmokeAlarmCatDrill SmokeAlarmCollarTagCheck SmokeAlarmCalmKitty SmokeAlarmTreatTime SmokeAlarmCarrierPractice',
  },
  smoothie: {
    fitness:
      'JumpRopeForASmoothie EarnYourSmoothie SmoothieSquatSet SmoothiePlankAndSip BananaBerryBurpees 7DaySmoothieWorkoutDare SmoothieMorningStretch ProteinSmoothieLunges',
    prank:
      'SmoothieCupDoodles GuessTheSmoothieFlavor SmoothieGooglyEyeBlender SmoothieBaristaCosplay SmoothieBreakfastInBed LidLoveNote SmoothieWakeUpDelivery SmoothieLoopyStraw',
    educational:
      'WhySmoothiesTurnBrown SmoothieSugarMath SmoothieFiberFilterTest FrozenVsFreshSmoothie SmoothieBrainFreezeLab GuessTheHiddenVeggie SmoothieLayerDensity SmoothieVitaminsQuiz',
    fashion:
      'SmoothieRunFit MatchYourSmoothie SmoothieShadeMakeup SmoothieBowlHeadToToe SmoothieColorOutfitDare AcaiOmbreNails SmoothieHuedHoodie SmoothieInspiredLipGloss',
    tech: 'AISmoothieRecipe SmoothieSlowMoPour SmoothieCalorieScanner SmoothieBlenderFaceOff ShakerBottleBattle SmoothieSpinCam SmoothieNutritionApp SmoothieTimelapseMelt',
    pet: 'SmoothieTimeDogWalk CatSniffsMySmoothie SmoothieBunnyCarrotTop SmoothieLickMat PawsForASmoothie PetSafeFroyoCubes SmoothieFruitForTheParrot SmoothieBreakFetchGame',
    gaming:
      'GuessTheSmoothieFruit SmoothieBetweenRounds SmoothieTasteBracket SmoothieMatchThree ManaPotionSmoothie SmoothieIngredientBingo SmoothieDiceRecipe SmoothieCardDraw',
  },
  smores: {
    dance:
      'SmoresShuffle SmoresStackStep SmoresSleepingBagBop SomeMoreSmoresDance TheMarshmallowMelt GooeyGrahamWiggle SmoresSquishSway SmoresPartyConga',
    fitness:
      'EarnYourSmores SmoresTrailLoop SmoresFirewoodCarry SmoresPlankStack SmoresMeadowJumpingJacks CampChairSquats SmoresLakesideStretch HikeForYourSmores',
    prank:
      'SurpriseSmoresNight SmoresCostumeWakeUp LivingRoomSmoresCamp SmoresPillowDecoy SmoresStickyNoteTrail FakeCampfireLantern SmoresFortAmbush SmoresInTheirLunchbox',
    educational:
      'SolarOvenSmores SmoresMicrowaveExperiment SmoresHeatTransfer PerfectSmoresScience WhyMarshmallowsPuff SmoresCampfireSafetyRules SmoresMeltPoint SmoresHistoryQuiz',
    fashion:
      'SmoresNightFitCheck SmoresPJParty SmoresCozyLayers DressLikeASmore SmoresFlannelFaceOff MarshmallowPuffer SmoresSweaterSwap SmoresPrintSocks',
    speed:
      'SmoresStackRace SmoresAssemblyRelay SmoresIngredientSortDash FastestSmoresBuild GrahamSnapSprint MarshmallowCupToss SmoresOneHanded SmoresWrapUpBlitz',
    pet: 'PupSafeSmoresTreats SmoresBlanketFort SmoresKittenTentNap SmoresNightLapCuddle CampingWithMyDog DoggyLanternWalk SmoresCampPawtrait SmoresStargazingFido',
    gaming:
      'SmoresDominoRun SmoresCampQuest SmoresStoryDice WinnerGetsSmores SmoresCampfireCharades SmoresCardGameByLantern SmoresGrahamStackOff SmoresTriviaBattle',
  },
  snack: {
    prank:
      'SurpriseSnackDrop SnackBagPuppetShow SnackJarKindNote SnackFairyStrikes GooglyEyeSnacks SewingTinFullOfCookies TinySnackTakeover SnackPyramidOnTheirDesk',
    travel:
      'SnacksAroundTheWorld RoadTripSnackBlindTest TryTheLocalSnacks SnackHuntAtTheGasStation SnackMarketCrawl SnackSouvenirSwap AirportSnackRatings PackASnackForTheHike',
    fashion:
      'SnackColorPaletteLook DressAsYourSnack SnackPocketFitCheck SnackWrapperCouture OutfitMatchesMySnack ChipBagClutchDIY SnackPrintPajamas SnackThemedEarrings',
    speed:
      'SnackLunchboxPackTimer SnackBoardBlitz SnackStackAttack ThirtySecondSnack SnackRunRelay WrapperRipRace SnackSortByColorDash SnackGrabAndGoRush',
  },
  snail: {
    fitness:
      'SnailPaceSquats SnailCrawlCrunches SlowMoSnailPushUps SnailShellCarry TurtleVsSnailPlank SnailWallSitDare SnailTempoLunges TenSecondSnailReps',
    prank:
      'SnailMailSurprise ChalkSnailTrail GiantSnailInTheGarden HideAPlushSnail PaintedRockSnails SnailSpeedTextReplies SnailStickerInvasion SnailPaceDelivery',
    educational:
      'HowSnailsGrowShells SnailSlimeScience SnailSpiralMath SnailSpeedTrack SnailOrSlug FourteenThousandTeeth SnailSenseTest GardenSnailLifeCycle',
    travel:
      'SnailPaceRoadTrip SnailMailPostcards RainyDaySnailHunt SnailCountInThePark SpiralStairsSpotting SlowTravelDare SnailTrailNatureWalk GardenSnailSafari',
    fashion:
      'SnailShellEarrings BraidASnailSpiral SnailSwirlBun SnailAntennaHeadband DressLikeASnail CarryYourHomeBag SnailSlimeSkincare SnailPrintRainJacket',
    wellness:
      'SnailPaceMorning SnailMailPenPal SlowDownLikeASnail FiveMinuteSnailWatch SnailStyleSiesta HomeIsWhereTheShellIs SnailSpiralBreathing SnailSpeedSunday',
    gaming:
      'SnailSpiralMaze SnailsAndLadders SnailHopscotch PlayAsASnail TurboSnailRace SlowestWinsMode SnailBoardGameNight SnailTrailTag',
  },
  snake: {
    dance:
      'SnakeArmWave SnakeHipRoll SnakeBellyGroove SlitherLikeASnake SerpentineShuffle DoTheSidewinder SnakeSpineRipple SnakeCongaLine',
    travel:
      'SnakeReptileParkVisit SayHiToTheZooSnakes SnakeSafariAtThePetShop HowLongIsThatSnake SnakePlushRidesAlong SnakeSkinShedHunt MeetASnakeKeeper SnakeMuseumExhibitDay',
    fashion:
      'SnakeScaleNailArt SnakeBangleStack FauxSnakeskinBoots DressLikeASnake SnakeEyelinerFlick SnakeShedClosetClearOut SnakePrintHeadToToe SnakeJewelryDIY',
    music:
      'SnakeBeatDrop SongForMySnake SnakeHissBeatbox SnakeFactsRap RattleAndRoll SnakeSynthSlither SnakeJazzImprov SnakeShakerRhythm',
    tech: 'CodeSnakeInPython SnakeTankCam SnakeThermalPhoto SnakeShedTimelapse SnakeSlowMoTongueFlick RetroSnakePhoneGame SnakeThermostatTest SnakeHumidityMonitor',
    gaming:
      'SnakeGameHighScore SnakeRopeJumpOff SnakeBeanBagToss SnakesAndLaddersDIYBoard LongestSnakeWins SnakeInTheGrassTag SnakeCharadesNight SnakeTailCatch',
  },
  sneaker: {
    prank:
      'MismatchedSneakers SneakerCleaningFairy SneakerBoxLoveLetter SneakerStuffedWithSocks FakeLimitedDrop RainbowLaceSwap SneakerUnboxingHype SneakerShineOvernight',
    educational:
      'SneakerGripRamp WhySneakersSqueak SneakerSoleScience RealVsFakeSneakers SneakerNameOrigins BounceTestShowdown SneakerTimelineQuiz SneakerTreadPatterns',
    pet: 'PetPicksMySneakers DogSniffsNewSneakers SneakerBoxNapKitty PuppyStealsOneSneaker HamsterSneakerHouse SneakerTreatHideAndSeek SneakerWalkiesWithFido SneakerParkRunWithPup',
    gaming:
      'SneakerTopTrumps SneakerheadTriviaDuel GuessTheSneakerPrice WhoseSneakerIsIt SneakerDraftNight SneakerScavengerHunt SneakerMemoryMatch SneakerBowlingPins',
  },
  sneeze: {
    cooking:
      'SneezeSeasonSoup SneezeRemedyTea SneezeDayGingerCookies SneezeWorthySpiceBlend BlessYouBroth SneezeRecoveryCongee PowderedSugarSneeze SneezeFreeFlourSifting',
    travel:
      'SneezeOnAPlane SneezeBlessingsAbroad BeachTripNoSneezing SneezeCountRoadTrip PollenFreeGetaway SneezeProofPacking WorldSneezeSounds SneezeAtTheFlowerGarden',
    fashion:
      'SneezeHankyRevival SneezeProofMakeup SneezeSeasonScarf SneezeRunwayWalk TissueCouture PocketSquareFlex AfterSneezeTouchUp SneezeSleeveFitCheck',
    wellness:
      'SneezeFreeBedroom SneezeSeasonSelfCare HoneyTeaForSneezes SneezeRestAndHydrate SneezeDustingDay AchooAndUnwind LaughAfterEachSneeze SneezeOpenWindowAirOut',
    gaming:
      'DontSneezeGame SneezeCharades SneezeHotPotato FakeSneezePokerFace GuessWhoSneezed SneezeTissueTower SimonSaysSneeze SneezeFreezeTag',
  },
  snooze: {
    dance:
      'NoSnoozeShuffle SnoozeSleepyShimmy SnoozeButtonBop SnoozeToGroove AlarmClockBoogie SnoozePillowMoonwalk DontSnoozeDanceOff SleepwalkSnoozeStep',
    fitness:
      'CrunchesBeforeSnooze SnoozeSquats SnoozePlankPenalty TenPushUpsPerSnooze BeatTheSnoozeButton AlarmClockBurpees SnoozeYouLoseLunges SunriseJogNoSnooze',
    prank:
      'SnoozeClockInTheShoe SnoozeSongSwap SnoozeCoffeeAroma HideTheSnoozeButton KazooWakeUpCall FiveAlarmsOneRoom SnoozeBalloonDrop SnoozerSerenade',
    educational:
      'SnoozeButtonScience SnoozeSleepCycles SnoozeMoodTracker IsSnoozingBadForYou WhySnoozeIsNineMinutes SnoozeReflexTest CircadianSnoozeQuiz OversleepingMyths',
    gaming:
      'SnoozeMiniGame SnoozeButtonWhackAMole SnoozeStreakSaver SnoozeAlarmHideAndSeek PuzzleBeforeYouSnooze FiveMoreMinutesMatch LevelUpNoSnooze SnoozeBingoCard',
  },
  snoring: {
    prank:
      'SnoringEarplugGiftBox SnoreAlarmRingtone SnoringDoNotDisturbSign SnoringSpouseSerenade ZzzSoundboard PillowSwapSurprise SnoringPlushCompanion LullabyForTheSnorer',
    educational:
      'WhyWeSnore LoudestSnoringRecord SnoringAnimalsQuiz SnoringAirwayDemo SnoringStrawBreathTest SnoringMythOrFact SnoringDecibelMeter SnoringPositionsCompared',
    cooking:
      'SnoreFreeBedtimeTea ChamomileCookies SnoringHoneyMilk SnoringSnackTasteTest BreakfastForTheSnorer SnoringSupperSwap AntiSnoringSmoothie SnoringPartnerPancakes',
    travel:
      'SnoringHostelSurvival SnoringCampsiteEtiquette SnoreProofTravelKit EarplugsOrBust SnoringAtGrandmasHouse QuietCabinRetreat RoadTripSnoringTally SnoringOnTheNightTrain',
    fashion:
      'SnoringPajamaFitCheck SnoringNightcapSwap SnoringSleepMaskDIY SnoringCoupleTwinning CartoonSnorerCosplay SnoreChicLoungewear SnoringSlipperShowdown SnoringRobeAndBonnet',
    wellness:
      'WhiteNoiseWindDown SnoringSideSleeper QuietNightReset SnoringHumidifierHabit SnoringBedtimeStretch SnoreFreeWeek SnorelessStreak SnoringPillowPropUp',
    gaming:
      'DontWakeTheSnorer SnoringStealthRun WhisperOnlyCardNight SleepySneakChallenge GuessWhoIsSnoring TiptoePastTheSnoring SnoringTowerTopple SnoringHideAndSeek',
  },
  snow: {
    prank:
      'SnowmanPhotobomb SnowPenguinArmy SnowWindshieldHearts SnowDoorstepGreeter SnowLanternWelcome YetiFootprints SnowMailboxBuddy TinySnowmenInvasion',
    educational:
      'NoTwoSnowflakesAlike SnowCrystalScience WhySnowIsSoQuiet HowMuchWaterInSnow SnowIglooThermometer SnowInsulationLab SnowMeltExperiment SnowColorTest',
    travel:
      'FirstSnowPhotoWalk ChaseTheSnow SnowyTownTour SnowyMainStreetStroll FindARealSnowGlobe SnowCabinWeekend SnowTubingDay SnowTrainJourney',
    fashion:
      'SnowDayFitCheck LayerUpForSnow SnowBootStyleOff SnowPufferFiveWays SnowflakeNailArt SnowToCocoaGlowUp SnowBeanieStack FauxFurInTheSnow',
    speed:
      'SnowmanSpeedBuild SnowShovelRelay SnowFortIn10Min SnowSuitUpDash FastestSnowAngel SledHillRace SnowballStackOff SnowMittenMatchRush',
    gaming:
      'SnowDayGameNight SnowWorldBuild SnowballFightArena SnowFortSiege SnowPathMazeTag SnowTargetPractice CaptureTheSnowFlag SnowTicTacToe',
  },
  'snow angel': {
    dance:
      'SnowAngelSnowflakeSway SnowAngelHaloSpin DoTheSnowAngel StandingSnowAngel AngelWingsShuffle SnowAngelSlowMo SnowAngelDanceOff SnowAngelWave',
    educational:
      'SnowAngelPackingLab SnowAngelSymmetry SnowAngelWingspanMath WhySnowAngelsHoldShape SnowAngelDepthTest SnowAngelOriginsQuiz VitruvianSnowAngel SnowAngelMeltRace',
    fashion:
      'SnowAngelReadyFit SnowAngelMittenMatch SnowAngelWhiteout BundleUpSnowAngel RankMySnowAngelGear SnowAngelWingCostume SnowAngelColorPop SnowAngelEarmuffs',
    speed:
      'SnowAngelsIn60 SnowAngelRelay FastestCleanExit MostSnowAngelsInARow SnowAngelWingFlapCount LongestSnowAngelChain SnowAngelFaceOff SnowAngelSprint',
    tech: 'SnowAngelFromAbove SnowAngelBoomerang SnowAngelARWings SnowAngelDroneShot LEDSnowAngelNight SnowAngelTimeLapse PanoramaSnowAngel SnowAngelStopMotion',
    gaming:
      'SnowAngelEmote BiggestSnowAngelWins SnowAngelSimonSays SnowAngelHighScore SnowAngelBingoCard SnowDayBoardGames FreezeTagSnowAngel SnowAngelPoseMatch',
  },
  'snow day': {
    prank:
      'SnowDayPaperBlizzard SnowDayWakeUpReveal DoorstepSnowDayCocoa SurpriseSnowDayFort SnowmanPhotobomb IndoorSnowstorm SnowDayPancakeAmbush SnowDayFakeForecast',
    travel:
      'SledHillSnowDay SnowDayLibraryVisit SnowDayCabinEscape SnowDayCitySafari WinterWonderlandWalk FirstTracksChallenge SnowDayPostcardShot SnowDayNeighborhoodHike',
    speed:
      'SnowDayBundleUpTimer SnowDayShovelSprint SnowDaySnowmanRace SnowballStackSnowDay FortInFiveMinutes SnowDayCookieDecorRush SnowDayMittenScramble SnowDayBootsOnDash',
    tech: 'SnowDayTimeLapse SnowDayPhotoDump SnowDayPredictor SnowDayWeatherAppDuel GadgetsVsBlizzard SlowMoSnowflakes SnowDayRecapReel SnowDayVideoDiary',
    pet: 'SnowDayZoomies PuppysFirstSnowDay SnowDayPawWipeStation SnowDayDogBurrow CatVsSnowflakes PawprintsInTheSnow SnowDayToyHunt SnowDayKittyWindowSeat',
    gaming:
      'SnowDayCouchCoop CabinFeverSnowDayCup ThousandPieceSnowDay SnowDayCharades BlizzardBoardGames SnowDayDominoRun SnowDayCardMarathon SnowDayIndoorBowling',
  },
  'snow globe': {
    prank:
      'SnowGlobeOfYou SnowGlobeOfTheirDesk TinyRoommateSnowGlobe HiddenNoteSnowGlobe ShakeForASurprise SnowGlobeToySwap SnowGlobeGooglyEyes SnowGlobeStarringTheCat',
    educational:
      'HowSnowGlobesWork SnowGlobeSlowFallTest GuessSnowGlobeSettle SnowGlobeDensityDemo GlycerinSecret ViscosityVsGlitter SnowGlobeWaterVsOil SnowGlobeMagnifiedView',
    fashion:
      'SnowGlobeEarrings SnowGlobeClutchDIY DressLikeASnowGlobe 3DSnowGlobeNails WinterWonderlandFit SnowGlobeOutfitShakeUp SnowGlobePhoneCase SnowGlobeGlitterBeret',
    pet: 'SnowGlobePetReacts SnowGlobePuppyCard MyDogInASnowGlobe SnowGlobeStareDown HypnotizedKitty SnowGlobeParrotPeek SnowGlobeBunnyWatch SnowGlobeOfMyHamster',
    gaming:
      'SnowGlobeWhatsInsideQuiz SnowGlobeSceneBuildOff SnowGlobeStaringContest SnowGlobeBossBattle TinyWorldShowdown SnowGlobeMemoryGame SnowGlobeEscapeRoom SnowGlobeISpy',
  },
  snowball: {
    dance:
      'SnowballShuffle SnowballDodgeStep SnowballFightChoreo SnowballMittenClap SnowballStomp WinterWonderWiggle SnowballSpinAndSplat SnowballRollingGroove',
    prank:
      'SnowballSmileyArmy SnowballPlushPile IndoorPaperBlizzard SockSnowballAmbush MarshmallowSnowballs SnowballInTheFreezer YarnSnowballFight SnowballOnTheirWindowsill',
    educational:
      'WhySnowballsGetBigger SnowballEarthTheory SnowballRollSizeMath SnowflakeToSnowball PerfectSnowballPhysics BestSnowForSnowballs WetVsDrySnowballs SnowballMeltExperiment',
    travel:
      'SnowballCabinWeekend SnowDayParkWalk SnowballAtTheSummit FirstSnowballOfTheTrip SnowballLandmarkSelfie DriveToFindASnowball SledHillSnowballFight SnowballFromEveryTown',
    fashion:
      'SnowballMittenCheck SnowDayLayers SnowballPomBeanie SnowballFightFit SnowballWhiteoutOutfit SnowballProofPuffer SnowballBattleBundle SnowballScarfTieOff',
    tech: 'SnowballSlowMo SnowballFightPOV HowFastIsMySnowball SnowballMakerShowdown SnowballTrickShot SnowDayForecastBot UnthrowASnowball SnowballPhotoBurstMode',
  },
  snowflake: {
    travel:
      'FirstSnowflakeWalk SnowflakeMountainDayTrip SnowflakesFromTheTrain ChaseTheSnowfall SnowflakeCityLights WinterWonderlandHunt SnowflakeParkBenchPhoto SnowflakeVillageStroll',
    fashion:
      'SnowflakeSweaterFit SnowflakeNailArt SnowflakeEarringsDIY SpecialSnowflakeStyle SnowflakeAllWhiteDare SnowflakeSequinGlowUp SnowflakeHairClips SnowflakePrintMittens',
    speed:
      'SnowflakeFactsQuickfire SnowflakeMatchPairsRace SnowflakeCatchCount SnowflakeWindowClingRush SnowflakeGarlandDash FastestFlurry SnowflakeDoodleSprint SnowflakeStickerBlitz',
    gaming:
      'SnowflakeBuildOff SnowflakeCollectorRun SnowflakeWinterQuest SnowflakeSymmetryDuel SnowflakeCatchingContest SnowflakeBingo SnowflakeStackingGame SnowflakeMemoryMatch',
  },
  snowman: {
    educational:
      'SnowmanMeltRace SnowmanWeightEstimate SnowmenAroundTheWorld SnowmanStickinessLab SnowmanInACoatTest PerfectPackingPowder WhyASnowmanLeans SnowmanShadowTracker',
    fashion:
      'DressLikeASnowman MatchYourSnowmansScarf SnowmanUglySweaterContest SnowmanMittenSet FrostyFitCheck CarrotNoseCouture KnitASnowmanBeanie SnowmanTopHatSwap',
    tech: 'SnowmanMeltTimeLapse SnowmanLEDEyes ARSnowmanBuilder SnowmanStopMotionBuild TalkingSnowmanHack UnmeltASnowman SnowmanFaceFilter GiantSnowmanIllusion',
    gaming:
      'SnowmanBuildBattle SnowmanBowling SnowmanDressUpDice SnowmanTargetPractice KnockDownTheSnowmen SnowFortCaptureFlag PinTheNoseOnSnowman SnowmanRingToss',
  },
  soap: {
    prank:
      'SoapThatWontLather GiantSoapBarSwap SoapRubberDuckInside ColorChangingHandWash SoapDispenserGooglyEyes LoveNoteInTheSoap HiddenToySoap SoapStampedInitials',
    educational:
      'PepperAndSoapTest HowSoapKillsGerms SoapMicrowaveCloud SoapVsSanitizer TwentySecondScience SoapRainwaterLather SoapMoleculeModel SoapFoamInSaltyWater',
    travel:
      'SoapSniffAtTheMarket HotelSoapCollection SoapShopCrawl TravelSoapTinHack SoapSouvenirFromEveryTrip SoapUpAtTheCampsite SoapMakerWorkshopVisit SoapSheetsInYourBackpack',
    fashion:
      'SoapBrowGlowUp SoapDrawerScentHack BarSoapStainRescue SmellsLikeSoapPerfume SoapCarvedButtonsDIY SoapFreshFitCheck SoapyPastelPalette SoapCharmNecklace',
    speed:
      'SoapFoamMountainIn60 SoapBarCurling PassTheSoapRelay TwentySecondLather SudsTowerTimer SoapBubbleBlitz SoapyDishRace SoapWrapperUnwrapRush',
    pet: 'SoapyPupSpaDay PetSafeSoapBubbles SoapSudsMohawk SoapRinseZoomies BathTimeBetrayal SoapFreeKittyBrushing OatmealSoapDogWash SoapScentedBedRefresh',
    gaming:
      'LatherLeaderboard SoapShuffleboard GuessTheSoapScent SoapOperaCharades SoapTableHockey SoapBarStackOff SoapBubblePopBattle SoapCarvedDominoes',
  },
  soccer: {
    prank:
      'SoccerTunnelWalkout FakeSoccerTransferNews BalloonFilledSoccerNet RedCardForDishes ManOfTheMatchAward SoccerStadiumIntro SoccerSigningSurprise SoccerFanChantWakeUp',
    educational:
      'WhySoccerBallsCurve SoccerOffsideWithToys SoccerPanelGeometry BendItLikeBernoulli WorldCupWhoWon FutbolOrSoccer GuessTheSoccerCrest SoccerPositionsQuiz',
    travel:
      'SoccerStadiumTour SoccerInEveryParkInTown SoccerBallTravelBuddy AwayDayAdventure CheerAtALocalSoccerGame SoccerRoadTripFanDay SoccerJugglingAbroad SoccerBeachKickabout',
    fashion:
      'SoccerJerseyFit MatchdaySoccerScarf RetroKitRevival SoccerShortsRestyle SoccerTrackJacketDrip SoccerShinGuardDIY SoccerHomeVsAway SoccerSockStyling',
    tech: 'VARYourSoccerGame SoccerSlowMoReplay SoccerSkillsBurstMode SoccerPOVCam HowFastIsMyShot AIHighlightReel SoccerCommentaryBot SoccerStatsSpreadsheet',
    pet: 'SoccerDogGoalie SoccerSidelineWaterBowl SoccerBallHerding DogCelebratesMySoccerGoal DribblePastMyPup SoccerKittenCrinkleToy FurballFutbol SoccerGameDayKitty',
  },
  sock: {
    dance:
      'SockPuppetDance SockHopTwist SockFootTapGroove MismatchedSockShuffle SockItToTheBeat SockStripeStrut FuzzySockTwoStep SockCongaLine',
    prank:
      'SockPuppetWakeUp MismatchEverySockPair WarmSockSurprise GooglyEyeSocks SockSnowmanDoorGreeter OddSocksOnly SockSnowballAmbush SockMonkeyOnTheirPillow',
    educational:
      'SockStaticShock SockProbabilityMath HowSocksAreMade WoolVsCottonSocks WhyDryersEatSocks FromSheepToSock KnitASockInAWeek SockAbsorbencyTest',
    speed:
      'SockMatchingRace SockOnOneLegDash BlindfoldSockSort SockLaundryHangTimer TenPairsOneMinute FastestSockFold SockBallTossRush SockDrawerTidyBlitz',
    tech: 'SockPuppetStopMotion SockVoiceChangerSkit LEDLightUpSocks CanAIMatchMySocks SockInventorySpreadsheet SockPileToPairsTimelapse SockDrawerBeforeAfter SockDesignerApp',
    pet: 'SockBanditCam PetSockPuppetShow SockSnuffleToyDIY PetPicksMySockPair WhoStoleMySock KittenSockBallChase SockPileCatNap SockPickupPuppyProof',
  },
  soda: {
    fitness:
      'SodaCanCurls NoSodaStreak SodaCrateSquats SodaBottlePress SwapSodaForSweat SodaFreeMorningJog SodaCapPlankOff SodaRunTheBlock',
    funny:
      'FlatSodaTragedy ShakenSodaSuspense BlindSodaTasteOff SodaCommercialParody TwistTheTabAlphabet FizzUpTheNose SodaSommelierSnob SodaFlavorNamesRanked',
    prank:
      'SodaBottleFlowerVase SodaTabSecretMessage SodaCanCandyStash SodaGooglyEyeArmy FakeSodaSpillArt SodaCrateFortSurprise NameOnASoda SodaStrawCrazyLoop',
    educational:
      'MentosSodaGeyser WhySodaFizzes SugarCubesInASoda DietSodaFloatTest SodaWasMedicine SodaTeethEggExperiment SodaColdVsWarmBubbles SodaTeaspoonCount',
    fashion:
      'SodaTabJewelryDIY SodaColorFitCheck SodaCanHairRollers DressLikeASodaJerk SodaPopArtMakeup PoodleSkirtTwirl RetroSodaShopOutfit SodaLabelPrintTee',
    tech: 'SodaCanWiFiBooster SodaFizzSlowMo SodaMakerShowdown SodaBottleRocket AIInventsASoda SodaStopMotionHeist UnspillTheSoda SodaNutritionLabelScan',
    pet: 'SodaBoxCatFort PupHearsSodaPop SodaBottleTreatSpin NapInASodaCrate SodaPackPeekaboo SodaCartonTunnel SodaCaseCastle SodaCupSnuffleGame',
    gaming:
      'SodaPowerUpRun SodaRingTossNight SodaMixPuzzle SodaCapTicTacToe SodaBottleFlipChallenge VendingMachineQuest SodaCanBowling SodaFlavorBlindGuess',
  },
  softball: {
    dance:
      'SoftballHandshake SoftballDugoutDance SoftballWalkUpStrut SoftballCheerStomp WindmillArmGroove HomeRunHipShake SoftballStepOff SoftballVictoryTwirl',
    prank:
      'SoftballGloveNote SoftballBatBubbleWrap GooglyEyeSoftballs SoftballConfettiCap WalkUpSongSwitch DugoutSnackAmbush SoftballSillySigns SoftballLockerDecorating',
    educational:
      'SoftballVsBaseball SoftballPitchPhysics SoftballSeamGripTest WhySoftballsArentSoft SoftballRulesQuiz BattingAverageMath LearnSoftballSigns SoftballBatSweetSpotLab',
    travel:
      'SoftballFieldTour SoftballTourneyRoadTrip WatchALocalSoftballGame TravelBallWeekend SoftballCampDiaries SoftballHotelLife SoftballParkPassport SoftballCampusVisit',
    fashion:
      'SoftballHairBows SoftballEyeBlackDesigns SoftballBraidStyles SoftballFitCheck SoftballDugoutDrip KneeHighSocksOnly SoftballJerseyRestyle SoftballVisorSeason',
    tech: 'SoftballSwingSlowMo SoftballPitchRadar SoftballBurstModeSlide SoftballThrowSpeedCheck SoftballStatGeek SoftballSplitScreenBat EditYourSoftballReel SoftballDrillTimerApp',
    pet: 'BatDogInTraining SoftballGloveKittenNap SoftballFetch SoftballShadyBenchPup SoftballGameDayPet BleacherBuddyCat SoftballSniffAndSeek SoftballMascotBunny',
    gaming:
      'SoftballWiffleLeague SoftballTrivia SoftballCardTrade SoftballVideoGameIRL HomeRunDerbyNight SoftballPickleRundown SoftballFantasyDraft SoftballDiceBaseball',
  },
  'solar system': {
    prank:
      'SolarSystemCeilingGlow BalloonSolarSystem PlanetPlushInvasion LunchboxSolarSystem NewPlanetNamedAfterYou EclipseTheBedroom SolarSystemFruitBreakfast SolarSystemStickyNotes',
    travel:
      'SolarSystemPlanetarium SolarSystemRoadTripBingo SolarSystemScienceMuseum PlanetSpottingNight WalkToPluto SolarSystemObservatory SolarSystemParkTrail SolarSystemStargazingCamp',
    fashion:
      'SolarSystemNailArt PlanetBeadBraceletDIY DressAsTheSolarSystem PlanetPrintPop SaturnRingStack OutOfThisWorldFit SolarSystemSocks SolarSystemHairClips',
    tech: 'SolarSystemOrbitCode SolarSystemStopMotion PlanetARInMyRoom SolarSystemScaleOnMaps PhonePointsAtPlanets PlanetGreenScreenTour SolarSystemWallpaperEdit SolarSystemSlideshow',
    pet: 'SolarSystemPetNames SolarSystemBallFetch SolarSystemCatOrbit SolarSystemFishTankDecor SmallDogBigPlanet SolarSystemNightWalkies SolarSystemTreatHunt SolarSystemBunnyTunnel',
    gaming:
      'PlanetHopscotch PlanetBuildOff SolarSystemTrivia SolarSystemSpaceRace PlanetHopperQuest AsteroidDodgeScore SolarSystemMemoryMatch SolarSystemCardBattle',
  },
  somersault: {
    prank:
      'EpicSomersaultEntrance SomersaultPhotobomb SomersaultIntoTheirVideo ForwardRollFarewell SneakySomersaultHello SomersaultPastTheTV SwitcherooSomersault SomersaultBigReveal',
    educational:
      'SomersaultPhysics SafeSomersault101 SomersaultVsFlip TuckSpinScience WhyWeGetDizzy TeachASomersault SomersaultInSpace SomersaultDizzinessTest',
    travel:
      'SomersaultOnTheBeach SomersaultMeadowPicnic SomersaultAtEveryStop SomersaultOnGrandmasLawn SomersaultPostcard SnowAngelSomersault SomersaultPassport SomersaultParkHop',
    fashion:
      'SomersaultOutfitSwap TumbleReadyFit SomersaultProofHair SomersaultInJeansTest ForwardRollFashion LeotardLegend SequinSomersault SomersaultStyleFlip',
    speed:
      'SomersaultsIn30 SomersaultRelay TumbleToTheFinish SomersaultMatSetupDash FastForwardRoll BeatMySomersaultCount SomersaultDuel SomersaultFlipbookSprint',
    tech: 'SomersaultCloneEdit SomersaultAIFormCheck SlowMoSomersault SomersaultBurstShot RewindTheRoll SmartwatchSomersault SomersaultFreezeFrame SomersaultPanorama',
  },
  son: {
    fitness:
      'SonVsDadPushUps SonPiggybackSquats BackyardBootCamp FatherSonPlankOff SonSoccerDrills SonSpotsMe SonCountsMyReps SonBikeRideTogether',
    fashion:
      'SonStylesMe FatherSonTwinning SonHaircutReveal SonSneakerFitCheck SonPicksMyOutfit DressLikeYourSon SonMatchingPajamas SonTieKnotTutorial',
    speed:
      'SonVsDadRace SonShoeTieTimer SonBlockBuildBlitz SonRoomCleanSprint MorningRushRelay BackpackPackCountdown OutrunMySon SonLaundryFoldDash',
    gaming:
      'SonCarriesDad ControllerHandoff SonVsMomKartCup FatherSonGameNight SonRatesMyGaming CheckmateBySon SonBeatsMeAtCheckers SonInventsNewRules',
  },
  song: {
    educational:
      'SongLyricMeaning SongTempoMath HowChorusesWork LearnItWithASong WhySongsGetStuck SpotTheKeyChange SongStructureBreakdown SongDecadeGuessQuiz',
    travel:
      'SongForEveryCity FamousSongPlaces SongAboutMyHometown GoWhereTheSongSays SongTrainWindowSoundtrack LearnALocalSong SongAtTheSummit SongBusRidePlaylist',
    fashion:
      'ChorusFitCheck SongDecadeOutfit AlbumCoverCosplay DressAsASongTitle SongLyricTeeDIY WearTheSong SongOutfitMatch SongColorPalette',
    tech: 'SongFromPhoneSounds LyricVideoEdit SongGreenScreenCameo AIWroteMySong HumToSearchDare SongOnAFreeApp SongRemixInAnHour SongVoiceMemoDemo',
  },
  soup: {
    dance:
      'SoupSeasonShuffle SoupPotTwoStep ChickenSoupWiggle AlphabetSoupMoves LadleLimbo SoupBowlBop SoupSpoonSway SoupCanConga',
    fitness:
      'SoupCanCurls SoupTimerWallSit PlankWhileItSimmers BurpeesTillSoupBoils SouperSetSunday LadleLunges SoupStockStrides SoupNightJumpingJacks',
    prank:
      'SoupPotRubberDuck SoupWaiterCostume AlphabetSoupMessage GooglyEyeSoupCans SoupBreadBowlSurprise SoupOfTheDayMenu SoupNoodleSmileyFace SoupRestaurantAtHome',
    educational:
      'WhySoupWarmsYou StoneSoupStory AlphabetSoupSpelling SoupBrothVsStock SoupPassportQuiz GuessTheSoupSpice SoupSaltExperiment SoupThermosHeatTest',
    travel:
      'SoupsAroundTheWorld LocalSoupHunt StreetFoodSoupCrawl SoupDumplingTour SoupThermosRoadTrip PhoFirstThenExplore SoupCookingClassAbroad SoupAtTheFarmersMarket',
    fashion:
      'CozySoupNightFit SweaterWeatherSoup SoupBibMakeover PopArtSoupCanLook DontSpillTheSoup SouperStylish SoupPrintApron SoupBowlCostumeDIY',
    wellness:
      'SoupForTheSoul CozySoupSunday SoupMugWindowPause SoupForANeighbor SimmerDownSoup ChickenSoupHug SoupSwapWithFriends SoupSlowSipEvening',
    speed:
      'FifteenMinuteSoup SoupSpiceGuessRace SoupTriviaRush SoupSpoonRelay SoupTableSetTimer SoupFromScratchIn20 SoupCanStackDash SoupPantryBlitz',
    pet: 'SoupSupperKittyLap SoupNightSnuggle PupSafeBoneBrothSoup SoupThermosDogHike SouperDogPortrait LadleClankReaction StealthySoupSniffer SoupBowlPetBed',
  },
  souvenir: {
    prank:
      'PostcardFromNowhere SouvenirMagnetSneak TinyEiffelInTheFridge FakeMarsSouvenir SouvenirKeychainHunt WorstSouvenirSurprise SouvenirSwitcheroo SouvenirOfTheBackyard',
    educational:
      'MatryoshkaMeaning SouvenirOriginStories SouvenirFlagMatchGame SouvenirLanguageLesson SouvenirCountryQuiz SouvenirMapChallenge SouvenirCraftRoots SouvenirLabelCheck',
    cooking:
      'SouvenirSnackTasting TravelSpiceSouvenir SouvenirJamOnToast EdibleSouvenirs SouvenirTeaParty TasteOfTheTripDinner CookASouvenirRecipe SouvenirCandyRecreate',
    fashion:
      'SouvenirTeeRestyle SouvenirJewelryStack PinCollectionJacket WearEverySouvenir SouvenirShopOutfitDare SouvenirScarfTricks SouvenirHatLineup SouvenirPatchesOnDenim',
    speed:
      'SouvenirShelfArrangeTimer SouvenirPackingRace MagnetSortSprint BubbleWrapBlitz GuessTheSouvenirFast TenMinuteSouvenirHunt SouvenirUnpackOff SouvenirLabelingRush',
    tech: 'SouvenirStopMotion SouvenirShelfTimelapse DigitalPostcardMaker SouvenirARMuseum AIGuessesMySouvenir SouvenirStoryQR SouvenirAudioMemories SouvenirPhotoCatalog',
    pet: 'SouvenirForMyPet SouvenirChewToyHaul SouvenirFishTankOrnament SouvenirPlushFetch DogUnboxingReaction TouristPupPortrait KittenRatesSouvenirs SouvenirCollarTag',
  },
};
