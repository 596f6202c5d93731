import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  '10k steps': {
    dance:
      'DanceYour10KSteps StepCountShuffle Hit10KStepsDancing 10KStepsMarchAlong 10KStepsConga Moonwalk10KSteps 10KStepsStrutOff Charleston10KSteps',
    travel:
      '10KStepsCityTour 10KStepsNoTaxi 10KStepsSomewhereNew Wander10KSteps 10KStepsMuseumDay OldTownStepCount 10KStepsBridgeHop HowManyParksIn10KSteps',
    music:
      '10KStepsOneAlbum StepToTheTempo 10KStepsAt120BPM 10KStepsMusicalMile MarchingBandPace SingAlong10KSteps 10KStepsNameThatSong SwapPlaylistsFor10KSteps',
    tech: '10KStepsTrackerTest PedometerVsPhone DoTheAppsAgreeOn10KSteps 10KStepsOnAVideoCall PocketVsHandStepCount AIPlansMy10KSteps 10KStepsHeatmap 10KStepsIn60Seconds',
    pet: '10KStepsPupHike ZoomiesCountAs10KSteps CanMyDogDo10KSteps 10KStepsFromMyDogsPOV 10KStepsWhoNapsFirst PetPicksTheRoute 10KStepsSniffari 10KStepsFetchBreaks',
    gaming:
      '10KStepsQuest 10KStepsLeaderboard 10KStepsScavengerHunt 10KStepsBossFight LevelUpIn10KSteps BattleRoyale10KSteps 10KStepsBingoCard 10KStepsXPGrind',
  },
  accountant: {
    prank:
      'GooglyEyeCalculator StickyNoteAccountant AccountantConfettiFile AccountantSnackAmbush TaxSeasonCheerSquad AccountantThanksAudit AccountantDeskBalloons AccountantCalcGlowUp',
    travel:
      'TaxSeasonEscape TravelLikeAnAccountant AccountantBudgetTrip AccountantOnVacation AccountantSplitsTheTab PackLikeAnAccountant AccountantItinerary DollarADayAccountant',
    speed:
      'BeatTheAccountant OutAddTheAccountant AccountantSumSprint AccountantShoeboxSort 60SecondAccountant TaxDayDash AccountantCoinCount AccountantClearDeskDash',
    art: 'SpreadsheetPixelArt TaxFormOrigami AccountantDeskDoodle AccountantCoinPortrait AccountantPostItMosaic AccountantCaricature AccountantInPaperclips DrawYourAccountant',
    tech: 'AccountantVsAI ColorCodeLikeAnAccountant AccountantDeskSetup AskAIToBeMyAccountant AccountantShortcutDuel TeachMeAFormulaAccountant ReceiptScanAccountant AccountantAppFaceOff',
    gaming:
      'AccountantIsTheBanker AccountantAuditsGameNight MentalMathVsAccountant StumpTheAccountant GuessThePriceAccountant AccountantSudokuDuel AccountantPokerNight BeatTheAccountantAtCards',
  },
  acorn: {
    travel:
      'AcornHuntHike OakForestPhotoWalk AutumnAcornTrail OneAcornPerTown AcornParkHopper SquirrelCitySafari AcornGroveCamping',
    music:
      'AcornCapWhistle AcornMaracaJam AcornRoofRhythm AcornDropTheBeat GoNutsDrumSolo AcornCrunchASMR AcornCastanets',
    tech: 'AcornToOakTimelapse SquirrelFeederCam AcornMacroShot AcornDropSlowMo WhichOakDroppedThisAcorn AcornCounterApp',
    pet: 'AcornPlushFetch AcornLeaveItDrill CatVsAcornToy AcornHatPhotoshoot AcornPlushTugOfWar SquirrelTVReaction',
    gaming:
      'AcornCollectRun SuperAcornPowerUp AcornTicTacToe HoardAllTheAcorns SquirrelSideQuest WhoStoleTheAcorn',
  },
  'action figure': {
    prank:
      'ActionFigureInvasion ActionFigureInMyShoe ActionFigureStandoff ActionFigureWakeUpCall ActionFigureIsWatching FigureGuardsTheFridge IceCubeActionFigure LunchboxActionFigure',
    travel:
      'ActionFigureSightseeing ActionFigureTakesTheBus ActionFigureRidesShotgun ActionFigureBeachDay TinyHeroLandmarks ActionFigureVsTheSlide PocketActionFigure HikingActionFigure',
    tech: 'ActionFigureSlowMoFight ActionFigureMacroShot ActionFigureARScene ActionFigureStopMo GreenScreenHeroes AIAnimatesMyFigure ActionFigureMovieTrailer ActionFigureVoiceDub',
    pet: 'ActionFigureCatKaiju ActionFigureDogRescue ActionFigurePuppyPal ActionFigureWalksTheDog GiantPetTinyHero FluffyMonsterMovie SidekickActionFigure WhiskersVsActionFigure',
  },
  actor: {
    dance:
      'ActorJazzHands TripleThreatActor ActorAuditionCombo DanceLikeAMovieActor DramaticEntrance CurtainCallChoreo ActorsMusicalNumber',
    cooking:
      'ActorPremierePopcorn MethodActorMeal ActorGreenRoomSnacks ActorsCookingShow RecreateAMovieFeast LeadRoleLasagna ActorsAwardNightSnacks',
    travel:
      'FrontRowForLocalActors FilmLocationHunt ActorRoadTripMonologue PackLikeAnActor ActorHometownTrail ActorNarratesMyTrip ActorsFavoriteCafe',
    tech: 'ActorSelfTapeSetup GreenScreenActor ActorFilterMonologue DubOverAnActor TeleprompterFail RingLightHeadshot ActorSlowMoDramaticTurn',
    gaming:
      'ActorCharadesNight ActorImprovDice VoiceActorChallenge NameThatActor StayInCharacterRPG ConnectTheActors ActorGuessWho',
  },
  'advent calendar': {
    prank:
      'AdventSproutSwap DadJokeAdvent AdventLumpOfCoal AdventCalendarLooksBack AdventSwitcheroo SurpriseBehindTheDoor SecretAdventCalendar SockAdventCalendar',
    travel:
      'AdventWindowWalk AdventLocalGems AdventCalendarOfLights ChristmasMarketHop AdventPostcards TwentyFourTinyTrips CityAdventCalendar AdventCalendarTrail',
    music:
      'AdventCarolCountdown AdventJingleJam TwelveDaysRemix AdventCalendarSingDare AdventKaraokeDoors SleighBellMedley KazooAdventCalendar AdventCalendarBeats',
    tech: 'AdventCalendarIn10Sec AdventQRDoors LEDAdventCalendar AdventGadgetUnbox 24DayAdventCalendarVlog AdventCalendarLockScreen AIAdventCalendar DigitalAdventCalendar',
    gaming:
      'AdventLevelADay AdventMiniGames AdventPuzzleDoors AdventCalendarBingo AdventCalendarWinADoor AdventUnlockables RetroAdventCalendar AdventCalendarQuest',
  },
  adventure: {
    dance:
      'DanceLikeAnAdventurer AdventureTrailStomp ExplorerShuffle AdventureHilltopStrut JungleJive AdventureFinishLineJig AdventureConga',
    fitness:
      'AdventureParkNinjaRun AdventureBootcamp ObstacleCourseDay AdventureHillRepeats MonkeyBarAdventure TrainForAnAdventure',
    cooking:
      'AdventureCampCooking AdventureTrailMix CampfireChefOff FoilPacketAdventure AdventureInALunchbox SummitEnergyBars AdventurePicnicPack',
    speed:
      'AdventureScavengerRace AdventureRelay PackForAdventureIn60 AdventureKnotTieTimer AdventureTentPitch BeatTheSunsetHike AdventureObstacleLap',
    music:
      'AdventureSoundtrack AdventureThemeSong EpicExpeditionScore AdventureCampfireTune AdventureDrumMarch AdventureTrailSingAlong AdventureShanty',
    art: 'AdventureJournalArt AdventureMapDrawing ExpeditionSketchbook AdventureWatercolorKit AdventurePhotoWalk DoodleEveryAdventure ComicBookAdventure',
    tech: 'AdventureCamSetup AdventureByRandomMapPin AdventureInOneMinute AdventurePanoramaGlitch VlogYourMiniAdventure HeadlampShowdown AdventureStepCounter',
    pet: 'AdventureCatHike AdventureDogDiaries PawsportAdventure PuppysFirstAdventure BackpackKittyAdventure DogLeadsTheAdventure',
    gaming:
      'ChooseYourAdventure AdventureSideQuest RollForAdventure XMarksTheAdventure AdventureEscapeRoom NoOneLeftBehindAdventure AdventureStoryChain',
  },
  ai: {
    travel:
      'AIPlansMyTrip AITourGuide LetAIOrderForMe GoWhereAISays ChatbotItinerary HiddenGemsByAI',
    gaming:
      'AIIsTheGameMaster AIDesignsALevel ChatbotTriviaNight ChessRematchVsAI AIPicksMyLoadout BeatTheBotBoss',
  },
  'air conditioner': {
    prank:
      'AirConditionerScarf AirConditionerLoveNote WhoHidTheAirConRemote AirConSnowDay VentStreamerParty IcedTowelDelivery PenguinAirConditioner ParkaAirConditioner',
    speed:
      'AirConditionerIceRace FastestToTheAirCon AirConditionerBlitz AirConditioningDash CoolDownCountdown AirConFilterIn5Minutes PopsicleAirConditioner RelayToAirConditioner',
    tech: 'DIYAirConditioner AirConTimerBeforeHome AirConditionerAppTest AirConditionerVsFan WhatTempIsYourAirCon AskAIToFixMyAirCon AirConVsMyPowerBill AirConFromMyPhone',
  },
  'air fryer': {
    educational:
      'HowAirFryersWork AirFryerVsOven IsAirFryingHealthier WhyAirFryerFoodGetsCrispy AirFryerMythBusters HotAirScience',
    travel:
      'AirFryTheWorld LocalDishAirFried AirFryerHotelHack AirFryerFeedsThePicnic PackTheAirFryer CrispyRoadSnacks',
    art: 'AirFryerFoodFaces AirFryerDoughSculpt DrawYourAirFryer PixelArtAirFryer AirFryerPuffPastryRoses GoldenBrownGallery AirFryerToastPortrait',
    tech: 'SmartAirFryerTest AirFryerWindowView AirFryerRecipeAppDuel AirFryerCrispInTenSec WattsForDinner AppControlledCrisp AirFryerVsMicrowave',
    gaming:
      'AirFryerLANParty AirFryerTierList GuessTheAirFryerTimer AirFryerMysteryBasket LootDropFries PowerUpPopcorn AirFryerGameNightBites',
  },
  'air horn': {
    prank:
      'KazooAirHornSwap SilentAirHornGag ConfettiAirHornPop AirHornOrDuckCall AirHornCheerSquad AirHornBirthdayCard AirHornCongrats AirHornHypeMan',
    travel:
      'AirHornStateLine WelcomeHomeAirHorn AirHornWeMadeIt WheelsDownHonk AirHornBagsArePacked AirHornCarryOnWin FirstToSeeTheSeaAirHorn AirHornTrailhead',
    tech: 'AirHornSoundboard AirHornAlarmClockDare AirHornOnEveryTap AirHornInboxZero AirHornWhenMomTexts HeyPhonePlayAirHorn AirHornDoorbell AirHornStreamAlert',
    gaming:
      'AirHornClutchPlay HighScoreAirHorn AirHornBossDown AirHornMVP CheckmateHonk AirHornForTheLastCard AirHornWhenTheTowerFalls AirHornCrownsTheChamp',
  },
  airplane: {
    cooking:
      'AirplaneFoodAtHome FlightSnackDupe TrayTableTapas ChickenOrPasta PlaneMealGlowUp InflightSnackBox MidFlightMocktail',
    tech: 'AirplaneModeHacks FlightTrackerApp PlaneSpottingRadar PlaneSpottingMaxZoom PaperAirplaneSlowMo NoiseCancelFaceOff AppTaughtMeThisPlane',
    gaming:
      'NailTheFlightSimLanding InFlightCardDuel ArcadeDogfightDuel PaperPlaneBullseye AirplaneModeSideQuest NoWiFiNoProblem AirplaneBingoCard',
  },
  airport: {
    cooking:
      'AirportSnackPackPrep AirportPretzelBake AirportFoodDupe BeatAirportPrices AirportBakeryAtHome TSAFriendlyBites AirportLoungeBrunch',
    speed:
      'AirportBagDropRace AirportGateChangeDash AirportCheckInClock AirportSecurityIn60 BeatTheBoardingCall AirportLiquidsBagDash',
    music:
      'AirportPianoCover AirportChimeMelody AirportArrivalSerenade AirportBoardingRemix AirportAnnouncementRap SuitcaseWheelBeat OperaAtTheAirport',
    tech: 'AirportChargingHacks FindTheAirportOutlet AirportWifiSpeedTest AirportAppVsTheBoard NoiseCancelingShowdown FlightTrackerFanatic AirportLoungeTechTour',
    gaming:
      'ISpyAtTheAirport AirportBingo AirportHandheldDuel FlightSimAirportRun AirportLayoverLeague AirportGuessWhereTheyGo AirportTriviaTakeoff',
  },
  'alarm clock': {
    travel:
      'SunriseAlarmHike AlarmClockHitTheRoad AlarmBeforeTheCrowds AlarmClockEarlyFlight WakeUpSomewhereNew FourAMAdventure',
    art: 'AlarmClockGlowUp PaintYourAlarmClock MeltingAlarmClock AlarmClockClaySculpt DrawYourAlarmFace ClockworkCollage AlarmClockStillLife',
    tech: 'AlarmClockTakeApart AlarmClockVsMyPhone SolveToStopTheAlarm AlarmClockSnoozeCount SmartAlarmShowdown HackYourSnooze',
    pet: 'CatIsMyAlarmClock AlarmClockDogHowl PuppyBeatsTheAlarm CatSitsOnAlarmClock FurryAlarmSystem FiveAMFeedingCall',
  },
  alien: {
    prank:
      'AlienToyAbduction AlienInTheBackyard AlienFootprintTrail AliensLeftANote UFOWindowLights GlowStickLandingSite AlienVoicemail',
    educational:
      'AlienPlanetHunting WhatAreTheAlienOdds WhereAreAllTheAliens EarthsWeirdestAliens AreWeAlone HowTelescopesWork DesignAlienLifeForMars',
    cooking:
      'AlienSaucerCookies AlienGuacamoleFace AlienInvasionPizza AlienSlimeSmoothie LittleGreenCupcakes UFOPancakes AlienEyeballPops',
    travel:
      'AlienPacksForEarth SkywatchForAliens AlienHuntInMyTown TakeMyAlienOnARoadTrip DarkSkyStargazing ObservatoryOpenNight AlienTouristForADay',
    music:
      'AlienLanguageSong HumTheAlienSignal AlienSynthwave SingLikeAliens SpaceshipBeepBeat AlienKaraokeAbduction AlienLullaby',
    tech: 'AlienVoiceFilter AlienTranslatorBot MessageToTheAliens AIDrawsMyAlien FakeAUFOPhoto CatchAliensOnTimelapse AlienMorseCode',
    gaming:
      'AlienCoOpDefense AlienImpostorRound WhoIsTheAlien AlienInvasionNight UFOArcadeHighScore AlienAbductionTag AlienCharades',
  },
  alligator: {
    funny:
      'SeeYaLaterAlligator GatorGrinImpression AlligatorPuppetSkit PlushGatorMeltdown AlligatorDadJokes InAWhileCrocodile CheesyAlligatorSmile AlligatorNewsAnchor',
    prank:
      'AlligatorPoolFloat GatorSockPuppetChomp AlligatorSlippersGift AlligatorInTheTub SwampPlushAmbush CrocodileShoesReveal GatorGuardsTheFridge SneakyAlligatorToy',
    cooking:
      'AlligatorPearToast AlligatorBreadLoaf GatorGreenSmoothie CucumberAlligator BayouGumboNight SnappyGatorPancakes AlligatorKiwiSnack AlligatorSandwichBite',
    travel:
      'GatorPlushRidesAlong AlligatorBonesAtTheMuseum SayHiToAnAquariumGator TinyGatorFromEveryTown RideTheGatorFloat AskARangerAboutGators SafeAlligatorSpotting ZooAlligatorFeeding',
    fashion:
      'AlligatorGreenFit SnappyGatorSocks ChompingGatorHoodie AlligatorClogsStyling SwampChic CrocPrintBoots AlligatorBeltBuckle AlligatorPlushBag',
    wellness:
      'AlligatorStillMode GatorSunnyBask AlligatorPatience AlligatorNapTime BayouSunsetCalm BreatheLikeAGator GatorLowLungeFlow SlowBlinkAlligator',
    speed:
      'GatorChompReflex AlligatorCrawlRace AlligatorFactBlitz AlligatorToothCount AlligatorPuzzleIn60 SwampStompSprint OutrunTheAlligator SpeedDrawAlligator',
    music:
      'AlligatorSwampBlues AlligatorBellowBass FiveLittleAlligators GatorBayouJam ChompToTheBeatGator AlligatorCallAndRespond LaterAlligatorSong AlligatorLullaby',
    tech: 'GatorChompInSlowMo AIDrawsMyAlligator GatorPhotoBombEdit GatorEatsMyLunchStopMo SwampLiveCam GreenScreenGatorChase ARAlligatorInRoom GatorGrowlVoiceFilter',
    gaming:
      'GatorChompBoardGame TheFloorIsAlligators AlligatorBossFight LeapfrogOverTheGator GatorTagDontGetChomped SwampSurvivalRun SnapWithAlligators AlligatorDentistDare',
  },
  allowance: {
    prank:
      'AllowanceInPennies AllowanceInToyMoney AllowanceTreasureHunt CrackTheAllowanceCode ChocolateCoinPayday PiggyBankPlotTwist AllowanceGiantCheck AllowanceInBalloons',
    travel:
      'AllowanceSouvenirHunt AllowanceDayOut AllowanceTravelJar CanMyAllowanceBuyADay TenDollarTownTour FreeFunFinds AllowanceFieldTrip TrainRideOnAllowance',
    tech: 'AllowanceAppShowdown MyFirstAllowanceSheet AIBudgetsMyAllowance PocketMoneyTracker ScanMyAllowanceCoins AllowanceSaveStreak AllowanceGoalGraph TickItEarnAllowance',
    gaming:
      'PocketMoneyTycoon AllowanceArcadeRun PlayBankerWithAllowance AllowanceVsNewGame PretendStoreRoleplay PiggyBankHighScore AllowanceLevelUp SideQuestForAllowance',
  },
  alphabet: {
    prank:
      'AlphabetSoupMessage AlphabetMagnetNote AlphabetCerealSurprise AlphabetCookieMessage MissingLetterMystery SpellItOutInSecret AlphabetPostItWall',
    travel:
      'AlphabetRoadTrip AlphabetSignSpotting PackTheAlphabet AToZPhotoWalk AlphabetSnackStops AlphabetCityQuest AlphabetLicensePlates',
    art: 'AlphabetCalligraphy AlphabetAnimalDoodles BubbleLetterAlphabet NatureAlphabetHunt AToZSketchDare AlphabetMonsterLetters AlphabetFromStuffAtHome',
    pet: 'AlphabetDogButtons CatVsAlphabetMagnets AlphabetOfPetNicknames PetPicksAlphabetBlock ABCsForPuppies TreatForEveryLetter',
    gaming:
      'AlphabetScavengerHunt AlphabetLongestWordWins AlphabetTileScramble CategoriesAToZ AlphabetGridWordHunt ABCHangmanDuel AlphabetWordChain',
  },
  ambulance: {
    fitness:
      'ParamedicStairDrill AmbulanceCrewWorkout AmbulanceCrewBootcamp CPRToTheBeat AmbulanceKitLunges AmbulanceReadyPushups FitForTheAmbulance',
    cooking:
      'WeeWooAmbulanceCupcakes AmbulanceToastArt AmbulanceCookieCrew BakeAnAmbulanceCake FruitAmbulanceBuild FirstAidKitSnackBox AmbulanceBentoLunch',
    travel:
      'AmbulanceStationTour WaveAtTheAmbulance AmbulanceOpenHouse MeetTheAmbulanceCrew PackAnAmbulanceKit EmergencyVehicleShow KnowTheAmbulanceNumber',
    speed:
      'StretcherRelay AmbulanceBandageIn30 BuildAnAmbulanceIn60 PackTheFirstAidKit AmbulanceSirenQuiz AmbulanceToyDash BeatTheAmbulanceClock',
    tech: 'FirstAidAppTillAmbulance AmbulanceReadyMedicalID HearTheAmbulanceDoppler AmbulanceTrafficTech AmbulanceSOSShortcut ShareYourLocationDrill HowToCallAnAmbulance',
    pet: 'AmbulanceHowlAlong PetVsAmbulanceSiren AmbulancePlushRescue AmbulanceKitForMyPet KittyCheckupKit AmbulanceToyFetch CatInACardboardAmbulance',
  },
  angry: {
    dance:
      'AngryStompItOut AngryShakeOffDance AngryHeadbangRelease MadToGladGroove FuriousFreestyle SlowSwayCoolDown AngryRobotDance AngryKitchenDisco',
    fitness:
      'AngryShadowBoxing AngryRunItOut AngryBurpeeBlast AngerIntoReps SweatOutTheMad PillowPunchWorkout SkipAwayAngry TenJacksWhenImMad',
    funny:
      'AngryOrJustHungry AngryToddlerLogic AngryCatImpression AngryRantAsAPirate PolitelyFurious CountToTenDrama FakeAngryNarrator AngryToasterMonologue',
    educational:
      'WhyWeGetAngry AngryIcebergFeelings WhatMakesYouMad AngerScience101 YourBrainOnAnger FightOrFlightFacts AngryFaceMuscles AngryWordsQuiz',
    travel:
      'AngryWalkItOff AngerNeedsANewView AngryNatureReset HikeTheMadAway PedalOutTheAnger ExhaleAngerOnAHill AngryToCalmOnABench AngryBeachRun',
    music:
      'AngryDrumOut AngryPunkRiff AngryToAcoustic PianoVentSession MadToMellowPlaylist RageAgainstTheRecorder KazooTheAngryAway AngryOperaRant',
    tech: 'UnsentAngryEmail HowMadIsMyPulse AngryVoiceMemoVent AngryTextTimeout AIRewritesMyRant CalmDownTimer AngryScreamMeter AngryDraftsFolder',
    gaming:
      'AngryBossRetry LoseWithoutGettingMad AngerManagementMode KeepAPokerFaceWhenMad RageQuitRecovery MadGamerToChillPlayer AngryRespawnPause AngryGGAnyway',
  },
  anniversary: {
    fitness:
      'PartnerYogaFlow AnniversaryMileAYear SpouseCarrySquats AnniversaryHikeDate AnniversaryPlankOff AnniversaryRepsPerYear AnniversaryAbsDuel',
    prank:
      'AnniversaryNoteTrail AnniversaryLipSyncAmbush OneBalloonPerYear AnniversaryPetalPath BreakfastInBedAmbush AnniversaryMysteryDate AnniversaryCarDecor',
    travel:
      'AnniversaryGetaway WhereWeMetTrip AnniversaryAtHomeHotel AnniversaryFirstDateRedo AnniversaryCoinFlipTrip AnniversaryMysteryMap AnniversaryRoadRally',
    music:
      'OurSongAcoustic AnniversarySerenade OneSongPerAnniversary AnniversaryDuet AnniversaryKaraoke AnniversaryMixtape AnniversaryPowerBallad',
    tech: 'AnniversarySlideshow AnniversaryQRLoveNote PhotoAlbumAppTest AnniversaryMontage AnniversaryTimeCapsule AIPlansAnniversary AnniversaryThenAndNow',
    gaming:
      'AnniversaryEscapeRoom AnniversaryRummyRivalry CouplesTriviaNight AnniversaryCoOpQuest AnniversaryRematch AnniversaryChessDate AnniversaryJigsawRace',
  },
  ant: {
    funny:
      'WorkerAntMonday AntFindsGiantCrumb IfAntsHadGroupChats AntDocumentaryVoice QueenAntEnergy AntsAtMyPicnicPOV AntSoapOpera SportsCommentateAnts',
    travel:
      'FollowTheAntTrail AntSpottingHike AntColonyZooExhibit AntSafari BugsEyeViewTour InsectHouseHop GiantAnthillHunt',
    tech: 'AntHighwayInSlowMo NameThatAntApp AntTunnelTimelapse AntCamLiveStream TrackAntsWithAI GiantAntGreenScreen PhoneMacroAnts ClockTheFastestAnt',
    pet: 'AntMoatFoodBowl CatSpotsTheAnts KeepAnAntFarm NameYourQueenAnt AntPlushSniffSearch PupVsAntTrail KittenWatchesAnts PawsOffTheAnthill',
    gaming:
      'TheAntsGoMarchingRace AntColonyBlockBuild AntQueenSurvival AntArmyTycoon TunnelMazeRace AnthillDefenseRun MarchingAntsLabyrinth',
  },
  app: {
    travel:
      'TranslateAppMenuTest AppGuidedCityTour AppHiddenGems LetTheAppPlanMyDay NoAppsDayTrip OfflineMapChallenge',
    fashion:
      'AppStylesMyOutfit VirtualTryOnTest AppThriftFinds AppVsMyBestieStylist AppPicksMyColors ResaleListingGlowUp WeatherAppDressesMe',
    speed:
      'BeatMyReactionTimeApp GuessTheIconFast DeleteTenAppsTimer FindThatAppIn5 AppFolderSortDash FastestThumbsAlive AppUpdateAllRace',
    music:
      'AppMadeThisBeat AppLoopStation TwoPhonesOneAppDuet SongFromOneApp AppSoundsSymphony NotificationRemix AppOnlyOrchestra',
  },
  'apple picking': {
    educational:
      'ApplePickingScience WhyApplesBrown NameThatApple ApplesNeedBees JohnnyAppleseedTruth IsItRipeYet ApplePickingVarieties ApplePickingHowToTwist',
    cooking:
      'AppleCiderDonuts AppleCrumbleOff CaramelAppleBar UseEveryApple ApplePickingToApplesauce OrchardToOven ApplePickingChips ApplePickingHandPies',
    music:
      'ApplePickingWorkSong ApplePickingBucketDrums AppleCrunchBeat AppleOfMyEyeCover OrchardFolkJam BushelBallad YodelWhileApplePicking WhistleApplePicking',
    art: 'AppleStampArt ApplePickingPhotoZine AppleLeafPrints ApplePickingWatercolor ApplePickingLeafRubbing OrchardSketchWalk PastelApplePicking DrawYourApplePicking',
    tech: 'ApplePickingPanoramaTwin ApplePickingPhotoDump ApplePickingStepCount AIRatesMyApples OrchardTimeLapse HarvestPhotoEdit ApplePickingSlowMo ApplePickingPOV',
    gaming:
      'ApplePickingFarmSim ApplePickingHighScore ApplePickingCoopQuest ISpyWhileApplePicking BushelBattle OrchardHarvestRun ApplePickingScavengerHunt BiggestApplePickingWins',
  },
  'april fools': {
    educational:
      'FactOrAprilFool SpaghettiTreeAprilFool AprilFoolsAroundWorld AprilFoolsPaperFish HoaxOrHistory WhyAprilFirst AprilFoolsFamousFakes',
    cooking:
      'AprilFoolsMashedSundae AprilFoolsJelloJuice IsItRealAprilFools MeatloafCupcakes AprilFoolsFakeDinner AprilFoolsBrownEs AprilFoolsSushiCandy',
    travel:
      'AprilFoolsGiantInThePark AprilFoolsFakeSouvenir MysteryAprilFoolsTrip AprilFoolsFakeVacation PostcardFromNowhere ShrinkTheLandmark AprilFoolsTouristTrap',
    music:
      'AprilFoolsKazooCover AprilFoolsWrongLyrics FakeOperaAprilFools RickrollTheFamily AprilFoolsRecorderSolo AprilFoolsBackwardsSong AprilFoolsLipSyncSwap',
    art: 'AprilFools3DDrawing FakeCrackAprilFools AprilFoolsClayFood AprilFoolsOpticalIllusion ForcedPerspectivePics AprilFoolsObjectFaces AprilFoolsGlueSpill',
    tech: 'AprilFoolsAutocorrect FrozenDesktopAprilFool FakeAprilFoolsGadget AprilFoolsCrackedScreen SmartSpeakerSillyMode AprilFoolsVoiceFilter AprilFoolsUpdateScreen',
    pet: 'KittenAprilFoolsMagic TreatTrickAprilFools AprilFoolsMyDogTalks ThatsNotMyCat AprilFoolsPetPranksYou PawsForThePrank AprilFoolsCupGame',
    gaming:
      'AprilFoolsMirrorMode FakeAprilFoolsCheat AprilFoolsRuleSwap AprilFoolsWrongHandMode AprilFoolWrongAnswersOnly BluffMastersNight AprilFoolsDoubtIt',
  },
  apron: {
    travel:
      'ApronCampsiteChef ApronSouvenirHunt MarketToKitchenTour ApronPastryPilgrimage PicnicChefInAnApron ApronRecreatesMyTrip ApronTasteOfMyTown',
    music:
      'ApronSpoonBand ApronKaraokeNight KazooInMyApronPocket WhistleWhileYouBake ApronPotLidCymbals SpatulaSymphony ApronSerenade',
    art: 'HandprintApronGift DoodleAllOverMyApron PaintYourOwnApron ApronTieDye ApronSloganLettering VeggieStampApron',
    tech: 'ApronPhonePocketHack ApronQRRecipeCode ApronToPlateTimelapse HandsFreeVoiceCooking ApronCamPOV ApronVsRecipeApp ApronSlowMoPancakeFlip',
    pet: 'TwinningAprons ApronStringsCatChase ApronOnPupcakeDay ApronPocketTreatTrick BakerBuddyPortrait KitchenMatSitStay ApronTugOfWar',
    gaming:
      'ApronsUpCookOff ApronChefCharades DinerRushHighScore ApronUpgradeQuest ApronMysteryIngredient ApronBakeryTycoon',
  },
  aquarium: {
    travel:
      'AquariumTunnelWalk AquariumJellyfishRoom AquariumSketchbookTrip AquariumNoFlashPhotoWalk CatchAquariumFeedingTime FindYourAquariumTwin AquariumTouchPoolVisit',
    speed:
      'AquariumSetupSpeedrun FishTankCleanRace AquariumPlantingDash BeatTheAquariumClock GuppyCountFrenzy AquariumSpotTheFishIn30 AquariumGlassWipeOff',
    music:
      'AquariumLofiBeat AquariumBubbleRemix FishTankLullaby SerenadeTheAquarium AquariumBubbleBeatbox SingToTheGuppies AquariumAmbientTrack',
    art: 'AquariumFishWatercolor DrawYourAquarium AquariumJellyfishLamp ShoeboxAquarium AquariumSilhouettes ClayCoralReef AquariumLongExposure',
    tech: 'AquariumCamStream AquariumAutoFeeder FishTankMacroMagic TimelapseMyAquarium AquariumInSlowMotion AquariumLightShow NameEveryAquariumFish',
    gaming:
      'AquariumBingoBlitz AquariumGuessWho ISpyAtTheAquarium HowManyInTheFishTank GoFishTournament FeedingFrenzyDuel AquariumHideAndSeek',
  },
  arcade: {
    dance:
      'ArcadeFullComboDance ArcadeEightBitMoves JoystickArcadeDance SkeeBallArcadeShuffle ArcadeRobotDance InsertCoinGroove ArcadePixelPop',
    fitness:
      'ArcadeBoxingMachine ArcadeAirHockeyCardio HowManyStepsAtTheArcade WhackAMoleReflexes GameOverBurpees ArcadeHoopsRepDay ArcadeDanceMatHIIT',
    educational:
      'IsTheClawRigged ArcadeGoldenAgeQuiz InsideAnArcadeCabinet ArcadeTicketMath HowArcadeGhostsThink ArcadeGameDesign ArcadeTokenEconomics',
    cooking:
      'ArcadeTokenCookies EightBitArcadePizza SkeeBallArcadeCakePops PixelSpriteCupcakes PowerPelletTruffles ArcadeNightNachos ArcadeSnackBarDupe',
    travel:
      'ArcadeCrawl ArcadeMuseumVisit BoardwalkArcadeTour ArcadeOnEveryRoadTrip OldestArcadeInTown RainyDayArcadeRescue',
    fashion:
      'ArcadeNeonFit ArcadeRetroJacket ArcadeSneakerLights InsertCoinArcadeTee ArcadePixelMakeup PlayerOneReady ArcadeTokenNecklace',
    speed:
      'ArcadeHighScoreRun ArcadeAirHockeyBlitz ArcadeHoopsTimer WhackAMoleArcadeRecord OneTokenChallenge OneTryArcadeClaw ArcadeTicketCountdown',
    music:
      'ArcadeSoundsRemix ArcadeChiptune ArcadeDrumGameFullCombo ArcadeThemeMedley EightBitLullaby ArcadeThemeOnKazoo ArcadeBleepBeatbox',
    art: 'ArcadeTokenRubbings ArcadePixelArt InsertCoinArcadePoster DoodleYourArcadeHero StickyNoteArcadeSprite NeonArcadePhotoWalk ArcadeMarqueeDesign',
    tech: 'ArcadeInMyPocket ArcadeClawInSlowMo ArcadeCoinSoundRingtone AIDesignsMyArcadeGame ArcadeNightInFirstPerson ArcadeRunInTenSeconds PixelateMeArcadeStyle',
  },
  architect: {
    dance:
      'ArchitectBlueprintBop ArchitectSkylineSway ArchitectPillarFreeze DanceLikeAnArchitect TSquareTwirl HardHatHustle ArchitectHumanArches',
    funny:
      'ArchitectRatesMyFort ArchitectNarratesMyMess ArchitectClientChaos RoastMyFloorplan MyToddlerTheArchitect WhoDesignedThisDoor ArchitectTourOfMyRoom',
    prank:
      'ArchitectBoxCastle ArchitectBlanketFort SecretRoomArchitect OvernightArchitectRedo ArchitectSketchesYourHome FakeBlueprintReveal ArchitectNameplate',
    travel:
      'FacadeSpottingWalk ArchitectLandmarkHunt LookUpLikeAnArchitect ArchitectGuessTheDecade ArchitectBridgeTour ArchitectDoorHunt ArchitectSkylineTrip',
    tech: 'ArchitectStyleRoomTour MeasureLikeAnArchitect AIArchitectRender ArchitectPlansMyBedroom HomeDesignAppDuel ArchitectVerticalPano ArchitectBuildsIn30Sec',
    pet: 'CardboardPetPalace ArchitectCatCastle ArchitectHamsterHome DogHouseArchitect PetApprovedArchitect HutchBlueprint ArchitectKittyCondo',
    gaming:
      'DreamHouseBuildOff ArchitectBridgePuzzle ArchitectCityBuilder ArchitectDrawItBlind ArchitectTowerDefense ArchitectCardHouseDuel ArchitectTallestTower',
  },
  art: {
    dance:
      'ArtStatueFreeze FamousPaintingPoses ArtGalleryDance ArtAttackShuffle MuseumMoonwalk DanceThroughArtistsBlock ArtWithYourDanceMoves',
    travel:
      'StreetArtWalk ArtMuseumTour FindArtInTheWild ArtHopWeekend MuralTownRoadTrip SculptureParkSelfies ArtStudioVisit',
    wellness:
      'ArtJournaling DoodleBeforeBed OneLineArtCalm SlowArtDay NoRulesArtHour ArtForNoOne ArtTherapyMinute',
    speed:
      'OneMinuteMasterpiece ArtRelayCanvas GestureDrawingBlitz ArtAttackIn60 TenSecondArtist SpeedArtShowdown BlindfoldArtIn60',
    music:
      'PaintTheBeat ArtAlbumCoverRemake SoundtrackAnArtwork SingAboutAnArtwork ArtAttackAnthem StarvingArtistBlues ArtInspiredMelody',
    tech: 'ArtAppDrawOff TurnAPhotoIntoArt DigitalBrushShowdown AIvsArtist ARArtHunt ScanYourKidsArt ArtTimelapseRecord',
    pet: 'PawPrintArt CatKnocksOverEasel ArtWithMyDog ArtInABagForPups ArtistsAndTheirPets HamsterArtCritic ArtModelKitty',
    gaming:
      'PixelArtLevel ArtGuessMyDoodle ArtBrokenTelephone ArtistVsAIGuess FamousArtCharades MasterpieceMemoryMatch ArtGalleryEscapeRoom',
  },
  astronaut: {
    fitness:
      'AstronautTrainingCamp BalanceLikeAnAstronaut SpacewalkAstronautReps AstronautBikeIntervals ZeroGCoreBlast MoonJumpPlyo TrainLikeAnAstronaut',
    travel:
      'AstronautAtThePlanetarium DarkSkyAstronomyTrip PackLikeAnAstronaut AstronautMuseumVisit AstronautMoonPicnic FindAnAstronautInTown AstronautRoadTripRations',
    wellness:
      'AstronautSleepRoutine PaleBlueDotAstronomy AstronautBoxBreathing AstronautSoloHabits AstronautFloatMeditation CaptainsLogJournal CalmLikeAnAstronaut',
    music:
      'AstronautCountdownSong ZeroGravityAstroJam AstronautLullaby AstronautSpaceBeat AstronautBubbleHelmetSong AstronautKaraokeLaunch AstronautWakeUpSong',
    tech: 'AstronautStarMapWalk ISSTrackerAstronaut AstronautMoonwalkEdit NASALiveStreamWatch AstronautCamPOV WaveAtTheStation',
    pet: 'AstronautPupTraining AstronautMazeForHamster KittyAstronautCadet AstroPupPhotoshoot CatInARocketBox OneSmallStepForPaws NASAGoodBoyAward',
    gaming:
      'AstronautPaperRocketDuel FindTheLostAstronaut AstronautSimulator AstronautOrAlienQuiz MissionControlCoop MoonBaseSurvival SpotTheFakeAstronaut',
  },
  attic: {
    dance:
      'OldTrunkShuffle AtticCharlestonTry AtticBoomboxFind AtticRecordDrop DustBunnyBoogie AtticDiscoRevival AtticDressUpDance',
    travel:
      'FollowTheAtticMap AtticPostcardRevisit TakeTheAtticCamera RetraceTheAtticPhotos AtticSuitcaseStories OldSlidesNewTrip AtticGuidebookTour StampsFromTheAttic',
    music:
      'AtticFoundInstrument AtticCassetteMixtape AtticSongbookSingAlong AtticMusicBoxMelody DustOffTheRecords AtticUnpluggedSession AtticAcousticCover',
    tech: 'AtticVHSDigitize AIExplainsMyAtticFind UnboxingTheAttic AtticTechTimeCapsule ScanTheAtticPhotos DoesItStillBoot AtticColorizeAI AtticWalkmanRevive',
    gaming:
      'AtticRetroConsole AtticCartridgeHunt AtticGameLostRules AtticArcadeNight DustedOffBoardGames BeatDadsOldHighScore AtticEscapeRoom',
  },
  aunt: {
    fitness:
      'AuntPickleballRally AuntWalkAndTalk NieceAndAuntHike AuntieAerobics FitAuntPlankOff CoolAuntCardio AuntiePicksTheWorkout KeepUpWithYourAunt',
    travel:
      'AuntieRoadTrip FunAuntGetaway PicnicPackedByAuntie AuntPicksTheCity SeeAuntsHometown AuntTeaRoomDate AuntsFavoriteDiner AdventureWithAunt',
    speed:
      'AuntiePurseDigRace AuntCrosswordTimer AuntGiftWrapDash AuntCookieCountdown SudokuDuelWithAunt FastestAuntHug BeatAuntieToTheLastPiece AuntsSolitaireBlitz',
    music:
      'AuntieKaraoke AuntOldiesRequest AuntieKitchenKaraoke AuntDiscoThrowback SerenadeYourAunt DuetWithYourAunt AuntsAnthemCover LearnAuntsFavoriteSong',
    art: 'AuntieCraftDay AuntieMagazineCollage AuntieClayCritters DrawAuntFromMemory ScrapbookWithAunt AuntAndMeCanvas PaintAuntsPortrait AuntieBraceletSwap',
    gaming:
      'AuntieCardShark AuntMahjongLesson CanYouOutspellYourAunt BeatAuntAtBingo AuntTriesVideoGames GameNightAtAunts AuntVsNieceChess DominoesWithAunt',
  },
  avocado: {
    travel:
      'SmashAnAvoInThePark AvocadoRipensOnTheTrip BestAvoToastInTown AvocadoBoatsAtTheBeach GuacAroundTheWorld HilltopAvoToast RateEveryAvocadoBrunch FarmersMarketAvocados',
    music:
      'AvocadoLoveBallad AvocadoPitPercussion SmashAvosOnTheBeat SingToYourAvocado HolyGuacamoleRemix AvoShakerSolo WriteAnAvocadoJingle',
    art: 'AvocadoPitFaces AvocadoDyeArt AvocadoStillLife PaintedAvoToast DrawTheAvocadoFamily GuacamoleGallery AvocadoPeelPrints',
    tech: 'AvocadoRipenessCam AvocadoPitTimelapse AvoToastGadgetTest AIPicksRipeAvocados SlicerVsKnifeShowdown WillItRipenApp ZoomIntoAnAvocado',
    pet: 'PupGuardsTheAvoToy AvocadoPlushFetch AvoBedCatNap PupInAvocadoCushion CorgiIsThePit GuacamoleGreenSweater SquishyAvocadoToyHunt FeltAvocadoHideaway',
    gaming:
      'AvocadoFarmSimRun GameNightAvoToast AvocadoMemoryCards AvocadoRipeOrNotQuiz AvoPitCornhole HolyGuacamoleBoss HotPotatoAvocado',
  },
  baby: {
    tech: 'BabyMonitorSetup AIAgesBabyPhoto BabyWhiteNoiseShowdown BabySleepsToWhichApp BabysFirstVideoCall CryTranslatorApp BabyVsRoboVac',
    gaming:
      'BabyPicksTheGame BeatItBeforeBabyWakes BabyShowerBingo GuessTheBabyPhoto NightFeedSpeedrun ControllerInOneHand BabyPeekabooChampion',
  },
  'baby shower': {
    cooking:
      'BabyShowerCookies BabyShowerMocktails BabyShowerCakePops BabyShowerBakeOff PastelPartyPunch BabyShowerPinkOrBlueCake TinyFoodsBabyShower BabyShowerCharcuterie',
    travel:
      'BabyShowerRoadTrip BabyShowerVenueHunt BabyShowerThriftHunt BabyShowerTripPlaylist BabyShowerSurpriseVisit TeaRoomDayOut ParkPicnicBabyShower BabyShowerBeachParty',
    music:
      'BabyShowerSingAlong BabyShowerSongForMom BabyShowerLullabyOff BabyShowerKaraoke RattleRhythm NurseryRhymeRemix SerenadeTheBabyShower BabyShowerMusicBox',
    tech: 'BabyShowerLiveStream BabyShowerQRGuestbook BabyShowerPhotoBooth AIPredictsBabysFace BabyMonitorSetup BabyShowerFarAwayGuests BabyShowerVideoMontage AIBabyShowerInvites',
    gaming:
      'BabyShowerBingo BabyShowerGuessThePrice BabyShowerMomOrDad BabyShowerNameScramble GuessTheDueDate WhoseChildhoodPhoto BabyShowerCharades PinTheStorkBabyShower',
  },
  babysitter: {
    tech: 'BabysitterCodingGame BabysitterGadgetBag WaveAtTheNannyCam BabysitterGoodnightCall KidSafeTabletSetup ScreenFreeTimer BabysitterStopMotion',
    gaming:
      'BabysitterGameNight BeatTheBabysitter NannyTreasureHunt BabysittingCardSharks HideAndSeekChampion SimonSaysShowdown FloorIsLavaBabysitter',
  },
  'back to school': {
    travel:
      'BackToSchoolDormMoveIn BackToSchoolCampusTour RoadTripBackToSchool BackToSchoolBeachDay BackToSchoolSupplySafari ClassOutingFlashback BackToSchoolLibraryHop',
    gaming:
      'BackToSchoolScavengerHunt BackToSchoolBingoCards BackToSchoolSpellOff BackToSchoolTrivia BackToSchoolActItOut HomeworkBossFight BackToSchoolBoardGame',
  },
  backpack: {
    cooking:
      'BackpackTrailMix BackpackBentoBuild SnackPackBackpack GranolaBarBake BackpackPicnic BackpackNoCookLunch BookbagBites',
    travel:
      'WhatsInMyHikingBackpack OneBagTravel BackpackAndATrainTicket LiveOutOfABackpack BackpackCitySideQuest BackpackersBudgetDay BackpackPatchMap',
    art: 'BackpackTieDye BackpackPatchDesign BackpackDoodleGlowUp PaintYourBackpack BackToSchoolCanvas ZipperPullCharms BackpackKeychainCraft',
    tech: 'WhatsInMyTechBag CanItFitInMyBackpack BackpackToPaperless BackpackCableTidy AIPacksMyBackpack ChargerInEveryPocket BackpackPacksItself',
    pet: 'PupSniffsMyBackpack KittyClimbsInBackpack BackpackDogHike WhatsInMyPetsBackpack PetCarrierReaction BackpackBuddyWalk BackpackHideAndSeek',
    gaming:
      'BackpackLoadoutReveal BackpackSpacePuzzle PocketCardTournament BackpackWhatsMissing BookbagBoardGames HandheldInMyBackpack BackpackScavengerQuest',
  },
  backyard: {
    fitness:
      'BackyardBootcamp BackyardLawnSprints BackyardJumpRope BearCrawlTheBackyard BackyardNinjaCourse RakeAndShakeCardio BackyardBenchDips',
    educational:
      'BackyardBugSafari CountBackyardBirds BuildABackyardSundial BackyardWormJar WhoLivesUnderARock BackyardHulaHoopSurvey',
    art: 'PaintBackyardRocks BackyardNaturePrints BackyardChalkMural PressBackyardFlowers LandArtChallenge BackyardPaintOut BackyardMandala',
    tech: 'ProjectABackyardMovie BackyardBirdCam BackyardSolarLights BackyardNightTimelapse WhoVisitsAfterDark BackyardTinyPlanetPhoto BackyardVsWeatherApp',
    gaming:
      'CaptureTheFlagBackyard BackyardTreasureHunt BackyardFlashlightTag BackyardChalkChess LawnGameTourney TallestTowerInTheBackyard BackyardCroquetCup',
  },
  'backyard chicken': {
    fitness:
      'HenHouseHIIT CoopCleanoutCardio BackyardFeedBagCarry StrawBaleSquats FlapLikeAHenWarmUp BackyardChickenChores MyBackyardChickenCoach BackyardChickenLunges',
    prank:
      'FreshBreakfastDelivery HenHouseMakeover BackyardNeighborEggs ChickenCoopGnome BackyardRubberChicken PaintedPebbleNest HenLaidAChocolateEgg BackyardChickenStatue',
    travel:
      'FeedStoreRunForTheHens VisitAFarmFullOfHens ChickenCoopTour CountyFairHenShow CountryEggStandTrip WhoWatchesTheHens BackyardChickenSwap CompareHenEggsAtMarket',
    music:
      'HenClucksRemix BackyardChickenChorus ChickenCoopBeat RoosterCrowHarmony SingTheHensToSleep ChickenDanceCover SingToBackyardChickens BackyardChickenKazoo',
    art: 'ChickenCoopMural HenPortraitPainting EggshellMosaic PaintWithAHenFeather BackyardChickenClay BackyardFlockSketch DrawMyBackyardChicken BackyardChickenStamp',
    tech: 'ChickenCoopLiveCam ChickenCoopSunriseLapse BackyardAutoWaterer EggLogAppSetup HenFlapInSlowMo BackyardChickenPhotoDump HenEyeViewCam HenClucksSoundboard',
    gaming:
      'BackyardChickenTrivia EggCatchArcade ChickenCoopBuildGame HenHouseTycoon WhichHenLaidItGame BackyardFarmSim ActLikeYourHen BackyardChickenBingo',
  },
  bacon: {
    educational:
      'WhyBaconSizzles WhyBaconSmellsSoGood BaconCutsCompared BaconBlindTasteTest BaconStraightOrCurly WhereBaconComesFrom',
    travel:
      'BaconDinerCrawl BaconAtEveryRoadStop PackABaconPicnic BaconAroundTheWorld HuntTheBestBLT SmokehouseStopover HotelBuffetBacon',
    tech: 'BaconAirFryerTest BaconSizzleSlowMo BaconCurlTimelapse CrispyOrNotAI MicrowaveBaconHack BaconSizzleRingtone',
    pet: 'PetsNamedBacon BaconPlushFetch BaconBubblesForDogs BaconSizzleEars BaconPlushTugOfWar BaconTreatHunt',
    gaming:
      'BringHomeTheBaconWin BaconBitsTrivia BaconBonusLevel SaveYourBaconRun BaconPowerUp BaconBreakfastRush',
  },
  bag: {
    travel:
      'OneBagTravel ToteBagMarketTrip WhatFitsInOneToteBag DuffelBagWeekender CarryOnOnly PersonalItemPuzzle LostBagDiaries',
    music:
      'PaperBagDrumBeat EverythingInMyBagBeat BagCrinkleSoundscape PurseShakerJam ChipBagASMR ToteBagTambourine',
    art: 'ToteBagPainting PaperBagPuppets PotatoStampToteBag JeansIntoABag EmbroideredBagGlowUp ToteallyHandmade BagCharmGlowUp',
    tech: 'WhatsInMyTechBag BagPackedInTenSeconds BagCableOrganizer AIGuessesWhatsInMyBag ChargerInEveryBag LowBatteryBagRescue',
    gaming:
      'WhatsInMyDiceBag BagPackingPuzzle WhatsMissingFromMyBag BagInventoryCheck PurseScavengerHunt CornholeChampion MysteryLootBag',
  },
  bagel: {
    funny:
      'EverythingBagelMess BagelOrDonutGuess BagelSchmearOverload BagelSlicedLikeBread WorstBagelToppingWins BagelSnobReacts',
    travel:
      'BagelShopCrawl BagelRestStopBreakfast BagelBarInThePark SunriseBeachBagels BagelSandwichForTheTrain BestBagelInTown HilltopBagelBreak',
    music:
      'EverythingBagelBeat BagelBoilASMR BagelShopJingle SerenadeABagel LoxAndRoll SesameSeedShaker BagelBoxBongos',
    art: 'BagelBirdFeederCraft BagelStillLife SesameBagelMosaic BagelClayMagnets BagelSeedPointillism CreamCheeseSculpt FeltBagelPlushie',
    tech: 'BagelToasterTest BagelSlicerGadget AIPicksMyBagel BagelAirFryerCrisp TheBagelButton ToastLevelShowdown WatchTheBagelRise',
    pet: 'BagelChewToyReview DogsNamedBagel BagelPlushFetch CatCurledLikeABagel SnoozeInABagelBed BagelBoxPeekaboo',
    gaming:
      'BagelGameNight BagelFlavorBlindTest BagelShopTycoon BagelStakesChess SchmearSpeedrun BagelGuessTheTopping',
  },
  'bake sale': {
    tech: 'BakeSaleTapToPayTest BakeSaleSocialPromo QRCodeMenuBakeSale AIPricesMyBakeSale BakeSaleSetupIn30Sec SpreadsheetSellOut BakeSaleStockTracker',
    pet: 'BakeSalePupcakeStand BakeSalePetPhotoBooth BakeSaleForTheShelter DogBiscuitBakeSale PetMascotCashier BarkeryBoothHelper BakeSaleGreeterCat',
    gaming:
      'BakeSaleGoldenCookie BakeSaleGuessTheJar BakeSaleBingoPrizes BakeSaleRingToss CupcakeStandSimulator SweetShopMatchThree BakeSaleRaffleWheel',
  },
  bakery: {
    dance:
      'BakeryBaguetteBop CroissantBakerySway BakeryApronTwirl DanceLikeABakerAt5AM BakersDozenDance FlourPowerFlow',
    travel:
      'HiddenBakeryHunt FirstInLineAtTheBakery RoadTripByBakeries OldestBakeryInTown CroissantCrawl BakeryBoxParkPicnic BakeryBingoCard',
    art: 'BakeryWindowSketch BakeryPastryStillLife BakeryChalkboardSign PaintABakeryFront IceACookieLikeABaker CroissantClayMini TinyBakeryInAShoebox',
    tech: 'BakeryProofTimelapse BakeryOvenCam MakeItLookBakeryMade AIPicksMyBakeryOrder BakeryGlazeInSlowMo BakerFiveTimersAtOnce',
    gaming:
      'BakeryTycoonRun BakeryGuessThePastry BakeryMemoryTray RunAPretendBakery ActItOutLikeABaker NameThatBakeryBread',
  },
  baking: {
    educational:
      'BakingSodaVsPowder BakingYeastExperiment NoEggBakeExperiment BakingGlutenTest WhyBreadRises OvenHotSpotMap BakingRatioQuiz',
    travel:
      'BakingAroundTheWorld RoadTripBakeBox BakeWhatIAteOnVacation BakeForTheBeachDay BakeLikeALocal CroissantCrawl MorningBakeryRun',
    music:
      'BakingTrayCymbals WhiskBakingDrumSolo MixerBakingRemix BakingSpoonChimes SingWhileItBakes RockAndRollingPin',
    art: 'BakeAJigsawCookie BakingStainedGlass PaintWithBakingIcing BakingAMasterpiece LatticeGoals FocacciaGardenArt BakeASelfPortrait',
    tech: 'BakingTimelapseCam AIBakingRecipe BakingScaleShowdown BakeHandsFreeVoice BakeAlongToAVideo ThermometerVsToothpick LetAIJudgeMyBake',
    gaming:
      'GuessWhatImBaking LevelUpBaking GameNightBaking RollTheDiceBake BakeOffBingo BakingBossBattle',
  },
  balance: {
    dance:
      'FlamingoShuffle BalanceTiptoeTwirl WobbleFreeSpin BalanceBeamBoogie BalanceACupWhileDancing BalanceFreezeFrame BalancingActDance',
    cooking:
      'BalancedLunchBox WaferTowerBalanceDare BalanceAFruitPyramid TallestPancakeStack BalanceYourPlate HowManyDonutsBalance SweetSaltyBalance',
    travel:
      'BalanceOnEveryLog BalanceSteppingStones PlaygroundBalanceQuest BalanceTreePoseAroundTown SunsetBalanceOnTheSand WorkLifeBalanceDayOff BalanceAtTheLandmark',
    fashion:
      'BalanceStripesAndFlorals AsymmetricHemline BookOnHeadRunway BalanceBoldAndBasic BalanceTheProportions BalancePostureCheck BalanceOversizedFit',
    speed:
      'BalanceEggSpoonRace BalanceOnOneFootChallenge BalanceBookStackDash BalanceBeamBlitz HeelToeTimeTrial BalanceCupCarrySprint TrayBalanceRelay',
    music:
      'TightropeDrumroll WobbleBassBeat BalanceKaraokeOnOneFoot ShakeItButKeepBalance BalanceMusicalStatues BalanceMetronome BalanceAndBelt',
    tech: 'HowStillCanYouBalance BalanceBeforeAfterVideo BalanceStopwatchDuel 7DayBalanceAppStreak BalanceLevelAppHack BalanceWobbleInSlowMo AIRatesMyBalance',
    pet: 'BalanceTreatOnNose PupWobbleBoard CatBalanceBeam PawsUpBalance DogBalanceChallenge BalanceYogaPetPhotobomb BalanceLikeYourKitty',
    gaming:
      'BalanceScaleGuessGame BalanceMarbleMaze StackingPlatformer LastBlockStanding SimonSaysOneFootBalance PerfectBalanceRun BalanceBossFight',
  },
  balcony: {
    dance:
      'BalconyBoogie StringLightSway BalconyWaltzForTwo GoodMorningBalconyDance BalconySunsetShuffle NeighborDanceOff BalconyBachata',
    educational:
      'BalconyBirdWatching BalconyWormCompost BalconySunlightMapping WhatGrowsOnMyBalcony PollinatorBalcony CloudSpottingGuide BalconyRainGaugeDIY BalconyStarMap',
    travel:
      'BalconyIsMyResort RooftopVsBalcony BestCafeBalconyInTown RateMyHotelBalcony BestBalconyViewHunt BalconySpottingWalk GuessTheBalconyCity WaveFromEveryBalcony',
    music:
      'BalconySingAlong BalconyKaraokeEncore BalconyNeighborPlaylist SerenadeFromTheBalcony BalconySingOff AcrossTheStreetDuet BalconyBeatboxBattle',
    art: 'BalconyViewSketch BalconyPotMakeover BalconyPhotoADay SunsetFromMyBalcony GoldenHourWatercolor ChalkYourBalconyFloor BalconyLightPainting',
    tech: 'BalconyPlantDoctorApp BalconyBirdCam BalconyTimelapse BalconyConstellationHunt SelfWateringHack FairyLightsAppSync MoonShotFromTheBalcony',
    pet: 'BalconyPetSafetyCheck BalconyDogSunbath PetSafeBalcony BalconyPupLawn BalconyPupPicnic KittyBirdWatchPost BalconyPeoplePatrol',
    gaming:
      'BalconyChessMatch DominoesAtDusk BalconyBattleship BalconyBingoNight BalconyCardTourney CrossStreetTicTacToe BalconyCloudGuessingGame',
  },
  ball: {
    travel:
      'BallAtEveryPark CourtHopWithABall StreetBallCityTour LearnANewBallGame JoinALocalBallGame BeachBallRoadTrip OneBallFiveTowns',
    tech: 'SlowMoBallBounce BallTrickShotBloopers MeasureBallSpin MakeMyBallGameEpic AITracksMyShot HowFastIsMyKick FloatingBallEdit StopMotionBallJourney',
    gaming:
      'PinballHighScore TiltBallMazeRun SkeeBallShowdown KickballTournament MonkeyInTheMiddleBall DodgeballBossFight PaperBallHoops',
  },
  ballet: {
    prank:
      'BalletTutuForDad BalletWakeUpCall BalletRecitalBouquet PirouetteIntoTheRoom SugarPlumSurprise TiptoeBallerinaSneak MusicBoxBallet BallerinaWaiterBreakfast',
    cooking:
      'PavlovaPirouette BalletSlipperCookies BallerinaMeringues BalletSwanCookies BalletBakeOff BalletTutuCupcakes BalletBunBrioche',
    travel:
      'BalletPoseAtLandmarks PackLikeABallerina NutcrackerBalletNight BalletLeapOverPuddles FirstBalletClassDare TutuTourist BalletBarreAtRestStops',
    music:
      'NutcrackerOnKazoo WindUpBallerinaTune HumABalletToSleep BalletBeatDrop HumThatBallet SugarPlumRemix BalletOnBottles',
    art: 'SculptABalletPose TutuWatercolor BallerinaMusicBoxCraft SketchABallerinaIn60 BalletInMotion BalletShadowSketch BalletLightTrail',
    tech: 'BalletSlowMo CatchTheBalletLeapMidAir AIBalletPoseCheck CountMyPirouettes BallerinaVsRobot ClayBallerinaStopMo BalletMirrorVsVideo',
    gaming:
      'BalletPoseCharades NutcrackerBossFight FreezeLikeABallerina SimonSaysBallet BalletStudioTycoon BalletMoveMemoryChain RollTheDiceBallet',
  },
  balloon: {
    travel:
      'BiggestBalloonAtTheFair TieABalloonFindMyPicnic BalloonArchSendOff BalloonAtEveryLandmark CountTheParadeBalloons BalloonArchWelcomeHome BirthdayBalloonTagAlong',
    music:
      'PopBalloonsOnTheBeat BalloonSqueakCover BalloonDrum BalloonBassDrop SingIntoABalloon BalloonBandOfOne BalloonMaracas',
    tech: 'BalloonPoweredCar BalloonSlowMoPop BalloonDeflatingTimelapse BalloonHovercraftCD DecibelsOfABalloon FloatAwayOnABalloon BalloonAnimalStopMotion',
    gaming:
      'DontLetTheBalloonLand LivingRoomBalloonVolley TallestBalloonTower ThreeDartsToWin BalloonStompBattle BalloonBetweenKneesRelay MusicalBalloons',
  },
  'balloon pop': {
    cooking:
      'ChocolateBalloonBowls PinataCookieReveal BalloonPopCupcakes BalloonPopPopcornBar BalloonCakePops BalloonPopMysteryFlavor RecipeBalloonPop BalloonPopIceCream',
    travel:
      'BalloonPopDartStall BalloonPopAtEachStop BalloonPopTripCountdown BalloonPopCarnival WinMeAGiantTeddy MidwayBalloonGame BalloonPopPicnicGames BalloonPopTripReveal',
    music:
      'BalloonSqueakCover BalloonPopDrumFill BalloonPopBeat PopGoesTheWeasel BalloonPopOnTheDrop BalloonPopSymphony BalloonPopKaraoke CrescendoBalloonPop',
    art: 'BalloonPopSplatter BalloonStampPainting BalloonPopPapierMache BalloonPopSlowMoPhoto PopArtBalloons BalloonPopConfettiArt AbstractBalloonPop BalloonPopCollage',
    tech: 'BalloonPopSlowMo BalloonPopBassBoosted HowLoudIsAPop BalloonPopInReverse CatchTheBalloonPop BalloonPopReactionTest BalloonPopDecibelTest BalloonPopOnTheAlarm',
    gaming:
      'AnkleBalloonBattle BalloonPopHighScore BalloonPopMysteryPrize BalloonPopDartBoard BalloonStompRoyale BalloonBashMinigame PinataBalloonPop MemoryBalloonPop',
  },
  bamboo: {
    dance:
      'BambooPoleHop SwayLikeBamboo GroveGroove StompToTheBambooBeat BambooLimbo DoThePandaWaddle BambooStickShuffle',
    cooking:
      'BambooShootStirFry BambooSkewerRainbow BambooMatSushiRoll PandaBentoBox SteamItInBamboo KebabsOnBamboo BambooSteamerDumplings',
    travel:
      'BambooTallerThanMe BambooForestNearMe BambooGrovePhoto BambooCountOnOneWalk PandaSpottingTrip BambooMarketFinds BambooCutleryOnTheGo',
    speed:
      'BambooDrawIn20 ChopstickSpeedSort BambooTowerIn60 BambooPoleRelay StackTheBamboo OutgrowTheBamboo BambooChopstickPickUp',
    music:
      'BambooChopstickDrumming BambooChimeJam BlowAcrossBambooTubes MakeBambooSing TapTheBambooBeat PandaPercussion BambooRainstick',
    art: 'BambooInkPainting BambooSkewerSkyline PandaBambooSketch BambooStampArt OneStrokeBamboo BambooWindChime BambooLeafPrints',
    tech: 'BambooGrowthTimelapse BambooPhoneStand IsItBambooOrGrass BambooRaindropMacro PandaCamLive ZeroWattBambooAmp AskAIWhyBambooIsFast',
    pet: 'BambooHideAndSeek BambooBasketNap BambooTubeTreatPuzzle BunnyVsBamboo BambooTunnelZoomies BambooChewTest BambooCatToy',
    gaming:
      'BambooStickTicTacToe BambooForestSpeedrun PandaTagInTheBamboo MahjongBambooNight BambooPickUpSticks BambooBridgeBuild BambooMarbleMaze',
  },
  banana: {
    travel:
      'HowManyBananaTypes BananaForEveryRestStop BananaBreadCafeHunt BananaPancakeTrail BananaSplitPicnic FruitStandSafari RedBananaTasting',
    music:
      'BananaPhoneSong BananaBoatSingAlong BananaRapBattle BeatboxIntoABanana GoingBananasRemix BananaMicrophoneKaraoke YesWeHaveNoBananas',
    art: 'BananaToothpickEtching BananaDuctTapeArt PaintABananaBunch FruitBowlStillLife BananaPopArtPrint BananaPeelPortrait BananaCartoonFaces BananaPalmStencils',
    tech: 'BananaPeelsItself BananaBatteryTest TimelapseABanana BananaForScaleAR PutAFaceOnABanana AIJudgesMyBanana AIRecipeForOneBanana',
    pet: 'CatVsBanana FrozenBananaPupsicle BananaSqueakyToy BananaBedKittyNap TopBananaPet HamsterForScale FetchTheBanana HideTheBananaGame',
    gaming:
      'BananaWordScramble PassTheBananaRelay FindTheGoldenBanana BananaHotPotato BananaFactOrFake BananaOnYourHeadRace BananaBucketToss MatchTheBananaPairs',
  },
  'banana bread': {
    educational:
      'BananaBreadBakingSoda WhyBananaBreadCracks BananaBreadVsCake WhyBananasGoBrown SpotsMeanSweeter WhyTheMiddleSinks',
    travel:
      'BananaBreadForTheRoad BananaBreadCafeHunt BananaBreadPicnicSwap BananaBreadTrailFuel RoadsideFruitStand LoafLoversTour BananaBreadDeliveryDay',
    art: 'BananaBreadStillLife BananaPeelLettering SpottyBananaPainting ScoredBananaBreadTop BananaBreadSliceFaces CrumbShotArt BananaBreadLabelDesign',
    tech: 'BananaBreadRecipeAI BananaBreadRipeCountdown AirFryerBananaBread TimelapseBananaBread GrandmaVsTheAlgorithm BananaBreadGlowUpPhoto',
    pet: 'BananaBreadDogAlarm BananaBreadKittenWatch CatLoafVsBananaBread PupSafeBananaBread TopBananaPup SousChefSupervisor',
    gaming:
      'BananaBreadTycoon BananaBreadMysteryMixIn BananaBreadFactOrFake BananaBreadSliceHunt TopBananaTourney BakeOffBracket BananaBreadBingo',
  },
  band: {
    prank:
      'BandDoorbellConcert KazooBandAmbush BandWakeUpCall BandPotsAndPansParade BandSerenade BackyardRockShow OneManBandWelcome',
    cooking:
      'BandNamedAfterDinner BandGreenRoomSpread BandPizzaNight BandPracticeSnacks BandTourBusSnacks BackstagePassBrunch FeedTheWholeBand',
    travel:
      'SupportYourLocalBand BandDayTripToTheShow BandRecordStoreCrawl BandRoadTripPlaylist GigHopping FestivalFrontRow BandInTheParkPicnic',
    tech: 'AIJoinsMyBand BandRecordingSetup ShootABandVideoOnPhone CanTheBandKeepTempo OnePersonBandLoops BandJamOverVideoCall',
    pet: 'DogJoinsTheBand BandSerenadesMyDog CatBandMascot HowlAlongBand PuppyRoadie PetsInTheFrontRow MarchingBandMutt',
    gaming:
      'FullComboBandNight BandRhythmCopycat BandKaraokeBattle BandTriviaShowdown NameThatBandIn3Notes BandMusicalChairs BandManagerTycoon',
  },
  bank: {
    travel:
      'PiggyBankTravelFund BankHolidayDayTrip BankNoteLandmarks BankHolidayMicroAdventure DontBreakTheBankTrip FiftyDollarWeekend GrandOldBankLobbies',
    tech: 'BankBudgetApp BankPhishingSpotter BankAppRoundUpSavings BankCoinJarGuessReveal SpotTheScamText TapToPayShowdown OnlineBankingFaceOff',
    pet: 'PiggyBankPetFund BankDriveThruDogTreat CatGuardsTheBank BankHolidayLongWalkies PennyForThePup HamsterBankHeist BankDepositTrick',
    gaming:
      'BankVaultPuzzleGame BankTellerSimShift WhoGetsToBeTheBank BankManagerTycoon PlayBankTellerAtHome BankCoinFlipTournament BreakTheBankBingo',
  },
  barista: {
    travel:
      'BaristaLatteArtEveryStop AskTheLocalBarista BaristaAtThePicnic BaristaSecretMenuHunt ThermosBaristaHike BaristaCafeCrawl BaristaPicksMyNextStop',
    music:
      'BaristaSteamWandBeat OpenMicBaristaNight BaristaOrderChant BaristaLofiShift BaristaBrewToTheBeat GrinderGrooveRemix BaristaCallAndResponse',
    tech: 'BaristaPourInSlowMo BaristaGrinderShowdown AIBaristaRecipe BaristaFoamWithAJar BaristaTutorialVsMe BaristaHomeSetup BaristaSmartScale',
    pet: 'BaristaFoamPortrait BaristaKnowsMyPuppy BaristaPupCupRun LattePawArt BaristaShopDogDay PetFriendlyCoffeeRun BaristaTreatJarVisit',
    gaming:
      'BaristaRememberMyOrder BaristaForADayAtHome BaristaGuessTheDrink LatteArtHighScore ActOutTheBaristaOrder BaristaLingoBingo BaristaBlindTasteDuel',
  },
  baseball: {
    prank:
      'BaseballGloveNote BaseballTicketReveal BaseballEggSwap BaseballDeskDugout BaseballCardInTheLunchbox WalkUpSongAmbush YourOwnBaseballCard',
    cooking:
      'BaseballHotDogBar BaseballCookies BaseballPretzelBites BaseballSnackStadium GrandSlamSliders BaseballParkCaramelCorn BaseballFieldNachos',
    travel:
      'BaseballRoadTrip MinorLeagueBaseball CatchALocalBaseballGame WhatsInMyBaseballBag SandlotBaseballSaturday CheapSeatsBaseballDay BaseballSnackCrawl',
    music:
      'BaseballWalkUpSong BaseballCrowdChant TakeMeOutBaseballRemix BaseballKazooAnthem BatCrackBeat SeventhInningSingAlong BaseballGloveGroove',
    art: 'BaseballCardMe BaseballStitchArt BaseballFacesOnBalls PaintABaseballPennant SketchTheSwing DoodleTheDiamond BaseballEmojiFaces',
    tech: 'BaseballSlowMoSwing BaseballCatchInSlowMo DoesMyBaseballCurve ARBaseballStrikeZone ClockMyFastball BaseballCallMyOwnPlay BaseballBatSpeedDuel',
    gaming:
      'BaseballFantasyDraft BaseballCardBattle BroomstickBaseball BaseballVideoGameDerby BaseballArcadeDerby BackyardWorldSeries DiceBaseballLeague',
  },
  'baseball bat': {
    travel:
      'BaseballBatAndAPicnic BaseballBatCageSwingOff BaseballParkPassport PackYourBaseballBat BeachBallBaseballBat BallparkHopping BaseballBatRoadTrip BaseballBatPickUpGame',
    art: 'PaintYourBaseballBat BaseballBatSketch BaseballBatDecoupage BaseballBatMosaic SignMyBaseballBat SluggerSilhouette GraffitiBaseballBat BaseballBatPopArt',
    tech: 'BaseballBatSwingPathCam BaseballBatSlowMo BaseballBatFromTheDugout BaseballAIScout BaseballBatCrackTest BaseballBatMoonshotEdit BaseballBatTopTenSwings BaseballBatStopMoHomer',
    gaming:
      'HomeRunDerbyGame BaseballBatTrickShots BaseballBossBattle BaseballFantasyDraft BaseballBatsFactOrFake SluggerSpeedrun BottleCapBaseballBat BaseballBatAnimalSwings',
  },
  basement: {
    fitness:
      'BasementBootcamp BasementStairCardio BasementWallSitDare BasementPantryPump LowCeilingWorkout LaundryBasketCarry BasementBurpeeLadder',
    prank:
      'BasementFortReveal BasementSurpriseParty BasementNeonTakeover GlowStickBasementRave StarProjectorCeiling ShadowPuppetStairs BasementBallPit',
    travel:
      'BasementStaycation HiddenBasementCafes BasementThriftDig BasementLibraryStacks BasementBowlingNight TentInTheBasement BasementBookshopCrawl',
    music:
      'BasementBandPractice BasementBucketDrums BasementVinylDig BasementTapesCover LowCeilingAcoustics EchoInTheCellar BasementKaraokeBooth',
    art: 'BasementStudioTour PaintTheBasementWalls ClayNightInTheBasement BasementShadowPortraits CellarDoorPainting ConcreteFloorChalk BasementFindCollage',
    tech: 'BasementBattleStation BasementAfterDarkCam BasementLeakSensorTest BasementWiFiDeadZone DehumidifierShowdown OldPhoneFromTheBasement BasementCinemaOnABudget',
    gaming:
      'BasementLANParty BasementGamingSetup BasementBoardGameCafe DungeonsInTheBasement BasementPingPongLeague BasementSardinesGame EscapeTheBasement',
  },
  basket: {
    travel:
      'BikeBasketCityTour MarketBasketHaul BasketSurprisePicnic OneBasketThreeParks FillABasketAtTheFarm BasketToTheBeach OrchardBasketOuting',
    fashion:
      'BasketBagThreeWays BasketBagCityToBeach FitCheckWithABasket TinyBasketEarrings WickerChic RattanRunway BasketPurseDIY StrawBasketStyle',
    music:
      'LaundryBasketDrum BasketShakerJam PicnicBasketSerenade BasketWickerASMR ATisketATasketCover BasketCaseBlues BasketLidTambourine BongoBasketBeat',
    tech: 'BasketChargingStation AIDesignsABasket BasketWeaveTimelapse BasketCableHideaway BasketLampGlowUp BasketFillsItself BasketUnderBudgetDare SolarLanternBasket',
    gaming:
      'CatchFruitInABasket BasketTossHighScore BasketHotPotato StealThePicnicBasket TreasureBasketQuest BasketballArcadeDuel BasketTrickShots SockBallBasketLeague',
  },
  basketball: {
    prank:
      'NBAStyleFamilyIntro BballCardboardFans HoopsCheerTunnel StartingLineupDinner HoopOverTheDoorSurprise BasketballLockerNote BasketballBalloonRoom',
    travel:
      'HoopsWithASeaView BballPickupInNewTown EveryHoopInTown CheerTheLocalHoopsTeam OneShotPerTownHoops BasketballCourtHop',
    wellness:
      'HoopsFreeThrowFocus SunsetShootaround QuietMorningBasketball BreatheAtTheLine PostHoopsFoamRoll BasketballRecoveryDay BballGratitudeHuddle',
    speed:
      'BeatTheShotClock KnockoutBasketball BballFreeThrowMinute AroundTheWorldRace BballWallPassBlitz HoopsLayupLadder BasketballDribbleDash',
    music:
      'BasketballDribbleBeat SneakerSqueakRemix OrganTuneForHoops BasketballBuzzerRemix NBAWalkoutAnthem BasketballHypeChant PlayTheBasketball',
    tech: 'BasketballShotTracker VerticalJumpForHoops BasketballSlowMo AIFormCoach HoopsMixtapeEdit BasketballReplayCam BballTrickShotOneTake',
    pet: 'BasketballDogDefense HoopsWithMyPup KittyHoopsWithPompoms KittenVsBasketball BballBunnyHops GoodBoyGoaltending BasketballNoseAssist',
    gaming:
      'BballCouchChampionship BasketballHorseMatch HoopsBedroomLeague BasketballArcadeShootout BballBracketChallenge TrashCanBasketball BasketballFantasyDraft',
  },
  bath: {
    travel:
      'BathBombShopSniffTest BathKitInMySuitcase RateEveryHotelBath BathTimeAtGrandmas AfterPoolBubbleBath BathSaltsFromEveryTrip EpsomSaltBathAfterHike',
    music:
      'BathtubSingalong BathWaterDrumming BubbleBathBallad RubberDuckSqueakBeat BubbleBathFreestyle EchoInTheBath HumWhileTheBathFills',
    tech: 'BathSpeakerTest BathLightShow BathBombSlowMo BubbleBathTimelapse ThermometerVsElbow BathFillTimerHack ShowerVsBathMeter',
  },
  bathrobe: {
    fitness:
      'BathrobeShadowboxing BathrobeToGymFlip PostShowerPushUps BathrobeMorningStretch BathrobeBeltStretch BathrobeWorkoutDare ChampInABathrobe',
    funny:
      'BathrobeBossEnergy BathrobeMailboxDash BathrobeSuperheroCape BathrobeOnVideoCall RobeLikeRoyalty SlippersAndSwagger BathrobeWizardEntrance BathrobeRedCarpet',
    educational:
      'HowBathrobesAreMade WhyTerryClothAbsorbs BathrobeKnotThatStays BathrobeBoxerLore WaffleVsPlushBathrobe BathrobeOriginQuiz BathrobeFabricTest',
    travel:
      'HotelBathrobeReview BathrobeInACarryOn BathrobeResortAtHome BathrobeCabinPorchCoffee BathrobeRoomService BathrobeBalconyBrunch BathrobeSleepoverSquad',
    music:
      'BathrobeCroonerCover ShowerSongEncore SteamyMirrorKaraoke BathrobeRockstar BathrobeJazzHour HairbrushMicInABathrobe BathrobeBluesJam',
    art: 'BathrobeMonogramDIY TieDyeBathrobe BathrobeSelfPortrait BathrobeStencilGlowUp RobeBlockPrint CozySketchSunday BathrobePatchMakeover',
    tech: 'BathrobeWindDownMode BathrobePocketSpeaker BathrobePocketStressTest BathrobeBusinessOnCam AlarmToBathrobeIn60 BathrobeCapeSlowMo BathrobeStreamSetup',
  },
  bathroom: {
    travel:
      'TinyBathroomTravelKit BathroomWithAView FunniestBathroomSign FanciestBathroomFound BathroomBreakBingo RestStopRatings RateTheAirportBathroom',
    tech: 'BathroomMirrorSelfieHack BathroomShowerSpeaker BathroomMotionLights BathroomLeakDetective ToothbrushAppTest BidetGadgetReview BathroomCleanByTimer',
    gaming:
      'EscapeTheBathroom BathroomRollStackOff BathroomDuckDerby BathroomTilePuzzle BathroomSpotTheChange BathroomBossLevel',
  },
  bathtub: {
    funny:
      'BathtubRubberDuckPOV BathtubEscapeArtist BathtubCaptainDad BathtubBallPit ThingsInMyBathtub WhoLeftTheTubRing BathtubDuckInterview DryBathtubSleepover',
    educational:
      'ArchimedesBathtub WhyBathtubsDrainSpiral BathtubSinkOrFloat BathtubWaterMath BathtubHistoryQuiz BathtubFoilBoatTest HowBigCanTubBubblesGet RubberDuckBathtubLab',
    travel:
      'HotelBathtubRating TubTimeAtGrandmas PackTheTubToys BathtubVsPublicPool BubbleTubStaycation RentalBathtubHunt BathBombFizzForTheTub FancyBathtubTour',
    art: 'BathtubCrayonArt BathtubFoamSculpture FlowerFilledBathtub BathtubSoapFingerPaint BathtubShadowPhoto BathtubTileMosaic SoapCarvingBathtub MarbledPaperBathtub',
    tech: 'NeverOverflowTheTub BathtubTempSensor SpeakerByTheBathtub BathtubLEDLights TubSplashInSlowMo BathtubBoatRegatta BathtubBubblesVanish TubDuckSqueakRingtone',
  },
  battery: {
    travel:
      'OneBatteryDayOut PowerBankRoadTrip BatteryAt1PercentQuest BatteryLastBarSunset BatteryCampingKit NoChargerWeekend BatteryFreeAdventure',
    music:
      'BatteryPoweredJam LowBatteryBeat DyingRadioRemix FullChargeAnthem SingTillTheBatteryDies DeadBatteryBallad BatteryToyBandRemix',
  },
  bbq: {
    travel:
      'BBQCrawlMyTown ParkGrillBBQDay BBQOnTheBeach BBQSauceRoadTrip PitStopPitmasters BBQUnderTheStars BBQAroundTheWorld',
    music:
      'BBQSizzleBeat BBQTongsPercussion BackyardBBQJam SingToTheBBQGrill CookoutKaraoke BBQAuxCordBattle BBQBluesRiff',
    tech: 'SmartBBQThermometer BBQSmokeTimelapse BBQBurgerFlipSlowMo AIPitmaster MakeMyBBQLookPro BBQTempApp BBQGadgetGauntlet',
    pet: 'BBQBandanaPup DogSafeBBQTreat BBQBeggingPatrol BBQZoomies PuppyEyesAtTheGrill KeepPupCoolAtTheBBQ LeaveItBBQDrill',
    gaming:
      'BBQCornholeTourney BBQSpadesShowdown BBQDominoesTable GrillMasterSimulator BBQWaterBalloonToss HorseshoeHeroes BBQTowerToppleTourney',
  },
  beach: {
    dance:
      'BeachWaveDance BeachTowelTwirl BeachBallBop BeachLimbo SeashellShimmy BeachFlipFlopShuffle BeachSunsetSway',
    music:
      'BeachSandShakerBeat BeachBucketDrums BeachBonfireSingAlong BeachWaveBeat BeachWaveCrashRemix SeashellSerenade BeachSunsetKaraoke',
    tech: 'BeachProofGadgets BeachSandProofPhoneHack BeachTimelapse BeachSolarCharging BeachPanoramaClones BeachWavesInSlowMo BeachSpeakerShowdown',
    gaming:
      'BeachCornholeLeague BeachSurvivalRun FillTheBucketBeachRelay BeachBuriedTreasureDig BeachVolleyballShowdown KingOfTheSandcastle BeachBingoCard',
  },
  'bean bag': {
    educational:
      'WhatsInsideABeanBag HowBeanBagsHugYou FirstBeanBag1968 BeanBagPostureCheck HowManyBeadsInABeanBag BeanBagPhysicsFlop HowToRefillABeanBag',
    travel:
      'BeanBagOutdoorCinema BeanBagBeachLounge BeanBagUnderTheStars BeanBagsAtTheFestival LibraryReadingNookTour HammockHopping FindABeanBagCafe',
    art: 'BeanBagDollhouseMini BeanBagCoverDesign BeanBagFlopInMidAir BeanBagPortraits CozyCornerStillLife DrawFriendsLounging BeanBagFrogCraft',
    tech: 'BeanBagPhoneStand BeanBagCameraRest BeanBagProjectorNight BeanBagSquishTimelapse GamingChairVsBeanBag SmartLightCozyNook BeanBagAudiobookEscape',
  },
  bear: {
    funny:
      'BearDocumentaryVoice GrumpyCubVoiceover BearHibernationWakeUp BearHugAmbush TeddyBearStandUpComedy BearlyAwakeMornings',
    travel:
      'SayHiToTheZooBears TeddyBearTravelDiary TeddyBearPicnicInPark BearFactsAtNatureCenter TeddyBearAtEveryLandmark GoingOnABearHuntWalk ThriftStoreBearRescue',
    music:
      'TeddyBearsPicnicSong GrizzlyBluesJam BearGrowlBassline BearCampfireSong BearHuntChant GummyBearSingAlong BearGrumbleHarmony',
    art: 'TeddyBearFromASock BearPaperPlateMask PolarBearPastel ThreeMinuteBearSketch BearClaySculpt DoodleABearFace',
    tech: 'BearCamHighlights SalmonRunLiveStream GrowlLikeABearFilter AIAnimatesMyTeddyBear TeddyBearEscapesStopMo FatBearWeekVote',
  },
  beard: {
    educational:
      'WhyBeardsGrowDifferent MustacheHistory BeardStylesByEra PhilosopherBeardQuiz WhyBeardsTurnRed HowFastDoesABeardGrow BeardOilChemistry',
    travel:
      'BeardTrimInANewTown BeardCarryOnKit LumberjackBeardHike CabinBeardWeekend NoRazorTillHome BeardSelfieAtEveryStop GrowABeardOnTheRoad',
    music:
      'BeardTrimmerBeat BarbershopBeardQuartet MustacheSerenade BeardSeaShanty AirGuitarBeardFlip BeardedCampfireBallad FolkSingerBeardOff HumThroughTheBeard',
    tech: 'BeardFilterTest ARMustacheTryOn BeardTrimmerShootout IsMyBeardEven AIShowsMeBearded ThirtyDayBeardCam BeardTrimFromMyPOV',
    pet: 'BeardTwinWithMyDog MustacheKittyPortrait BeardSchnauzerMatch BeardVsMyDogsWhiskers BeardedDragonBuddy WhoWoreItBetter MatchingBeardBandana BeardFilterForMyCat',
    gaming:
      'GiveYourAvatarMyBeard WhoseBeardIsIt BeardCosplayWithYarn BeardVikingCharades MustacheMemoryMatch BeardedBossFight WizardBeardDuel CharacterCreatorBeard',
  },
  bed: {
    travel:
      'WeirdestHotelBeds BedWithAViewHunt BedtimeAtGrandmasRules RateEveryBed BedFortStaycation BringYourBedPillow',
    music:
      'InBedSingAlong LullabyCover WakeUpAlarmRemix BedHeadBallad BedtimeBeatbox BedHeadKaraoke BedframeDrumSolo',
    tech: 'BedsideTechSetup SunriseLampWakeUp BedSleepTrackerTest UnderBedLEDGlow BedtimeSoundsShowdown NoPhoneInBedHack',
  },
  'bed making': {
    travel:
      'MakeTheBedAtGrandmas CabinBunkBedMaking HotelRoomBedMaking BedMakingCampsite MakeTheBedOnVacation SleepoverBedMakingRace',
    art: 'StopMotionBedMaking BedMakingTowelArt DrawYourMadeBed BedMakingMoodBoard MakeTheBedLikeArt ThrowPillowComposition BedMakingPhotoStyling',
    tech: 'BedMakingFromAbove TimelapseBedMaking AIRatesMyBedMaking BedMakingAlarmHack BedMakingHabitTracker MakeTheBedInSlowMo',
    gaming:
      'SpeedrunBedMaking SimonSaysMakeTheBed BedMakingChoreQuest BedMakingMinigame FittedSheetBossFight MakeTheBedCoinBounce BedMakingHighScore',
  },
  bedroom: {
    travel:
      'BedroomWithAView BedroomStaycation BedroomMapWall BedroomSouvenirShelf HotelRoomTour BedroomIndoorCampout MyBedroomAsAResort',
  },
  'bedtime story': {
    cooking:
      'StorybookPancakes BedtimeStoryCocoa BedtimeStorySnackPlate BedtimeWarmMilkRitual BedtimeHoneyToast GoldilocksBedtimeOats BedtimeStoryCookies',
    travel:
      'HotelRoomBedtimeStory FolkTalesFromAbroad BedtimeStoryLibraryHaul PackABedtimeBook BedtimeStoryByFlashlight StorybookSettingTrip BedtimeStoryPostcard',
    music:
      'SingTheStory BedtimeStoryMusicBox BedtimeStoryLullaby ScoreTheStory BedtimeStorySoundEffects RainyBedtimeTune BedtimeStoryRapRecap',
    tech: 'AIBedtimeStoryTest RecordABedtimeStory StoryProjectorSetup BedtimeStoryComesAlive BedtimeStoryPodcast BedtimeByVideoCall BedtimeStoryAudiobook',
    gaming:
      'StoryDiceBedtime ChooseTheBedtimeStory BedtimeStoryQuest ActOutTheBedtimeStory GamebookAtBedtime ISpyInTheBedtimeStory',
  },
  bee: {
    funny:
      'BeePunsDuel BeeInTheKitchenPanic BeeLifeInOneMinute QueenBeeAttitude BeeRatesMyGarden UnbeelievableFails WaspOrBeeDebate NarrateTheBee',
    cooking:
      'BeehiveCake HoneybeeCupcakes BeeStripeCookies BumblebeeBananaToast BeesKneesMocktail HoneycombCrunch',
    travel:
      'BeeFarmVisit BeeHoneyFromEveryTown BeeGardenTour SanctuaryForBees BeelineRoadTrip BumblebeeCountWalk',
    tech: 'BeehiveLiveCam BeeMacroPhoneLens BeeOrFlyAppCheck MapYourLocalBees BeeWingsInSlowMo BeeBuzzPitchTest',
    gaming:
      'BeehiveBuilderGame BumblebeeFreezeTag BumblebeeHopscotch SpellingBeeAtHome BeePollenRelay HiveMindCoop',
  },
  belt: {
    dance:
      'BeltLoopSwivel CinchYourBeltSpin WesternBeltStrut BeltSwingShuffle BeltBuckleBounce BuckleUpBoogie TitleBeltTwirl',
    fitness:
      'BeltYogaStrapStretch BeltShoulderOpener BeltResistanceRows BeltTugOfWar BuckleUpBurpees OneNotchAtATime BeltBandCurls',
    prank:
      'GiantBeltBuckleGift BeltOnBackwards BeltRibbonSwap ChampionBeltDelivery WorldsBestDadBelt BeltGooglyEyeBuckle MomOfTheYearBelt',
    cooking:
      'BeltBuckleCookies RodeoBeltPancakes BeltLicoriceLaces PretzelBeltCoil ChampionBeltCake LoosenTheBeltFeast BeltBuckleBurger FruitLeatherBelts',
    travel:
      'BeltBagOnlyTrip MoneyBeltMission BeltBargainHunt BeltBuckleFromEveryTown BeltsOffAtSecurity BeltUpForTheRoadTrip GreenBeltHike BaggageBeltBingo',
    art: 'PatchUpAnOldBelt BeltBuckleDesign BraidedBeltCraft PaintedBeltArt BedazzleABelt StudsAndStitches CardboardTitleBelt',
    tech: 'BeltClipPhoneCase BeltBagTechKit BeltBagCableNoTangle WaistHighBeltCam BeltHoleMeasureHack GadgetHolsterCheck BeltSlithersStopMotion',
    pet: 'BeltBagTreatPouch BeltHandsFreeLeash DogJumpsOverTheBelt CatChasesTheBelt ChampionBeltForMyPup CollarMatchesMyBelt TitleBeltTrickShow GoodBoyGoldBelt',
    gaming:
      'ChampionBeltGameNight BeltTitleMatch BeltLimboChampion BlackBeltCharades DefendTheBelt HideTheBeltHotAndCold ConveyorBeltMemory',
  },
};
