import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  puzzle: {
    prank:
      'HideTheLastPuzzlePiece PuzzlePhotoReveal SneakAnExtraPuzzlePiece JigsawLoveNote PuzzleOfTheirFace AllWhitePuzzleGift PuzzleBoxSwitcheroo',
    travel:
      'PuzzleSouvenirHunt LandmarkPuzzle TakeYourPuzzleToThePark CityCluePuzzleTrail JigsawYourHometown PuzzleItBeforeYourStop PostcardJigsaw CabinPuzzleWeekend',
    music:
      'PuzzleSnapBeat PuzzleClickASMR JigsawJazzHour DrumrollLastPuzzle ShakeThePuzzleBox PuzzlePieceEveryChorus ClassicalWhilePuzzling',
    art: 'PaintYourOwnPuzzle PuzzlePieceArt PuzzleMosaic DrawTheMissingPuzzlePiece PuzzleWreathCraft SketchThePuzzleBox PhotoToPuzzleDIY',
    tech: 'PuzzleTimelapse PuzzleAppShowdown DigitalJigsawRace LongDistancePuzzleNight TurnAPhotoIntoAPuzzle CanAIBeatMyPuzzle',
    gaming:
      'LastPuzzlePieceWins PuzzleEscapeRoomHome PuzzleTetrisMarathon SudokuPuzzleDuel RubiksRace CanYouPuzzleWithoutTheBox ChessPuzzleStreak',
  },
  quesadilla: {
    fitness:
      'QuesadillaFoldCrunch QuesadillaTwistAbs EarnYourQuesadilla SquatTillQuesadillaMelts CheesePullPushUps MeltDownCardio QuesadillaJumpingJacks',
    prank:
      'DessertQuesadillaSwap QuesadillaMysteryFill QuesadillaFruitDecoy GiantQuesadillaBlanket FortuneTortilla TheInsideOutQuesadilla CheesyQuesadillaLunchPun',
    educational:
      'QuesadillaAcrossMexico QuesadillaMeltScience CornVsFlourQuesadilla DoesItNeedCheese QuesadillaFactOrFiction QuesadillaWordOrigin QuesadillaFoldGeometry',
    travel:
      'QuesadillaStreetHunt QuesadillaWithAView BestQuesadillaInTown HaveQuesadillaWillTravel QuesadillaAtEveryPitStop FoodCartSafari MercadoQuesadillaRun',
    fashion:
      'QuesadillaPajamaSet QuesadillaFitCheck QuesadillaPrintSocks DressAsAQuesadilla CheesyChic GoldenBrownFit WrapLikeAQuesadilla',
    music:
      'QuesadillaSizzleBeat QuesadillaMariachi GriddleQuesadillaJam OdeToAQuesadilla FlipTheQuesadillaOnBeat QuesadillaKitchenRap',
    tech: 'QuesadillaMakerTest QuesadillaSlowMoPull AirFryerQuesadilla AIQuesadillaRecipe WaffleIronQuesadilla TimelapseYourQuesadilla',
    pet: 'PetReactsToQuesadilla QuesadillaBlanketCat PupQuesadillaWrap HamsterQuesadillaNap TacoTuesdayTabby SqueakyTortillaToy QuesadillaLeaveItTest FeltQuesadillaPlush',
    gaming:
      'QuesadillaGameNight QuesadillaPowerUp GuessTheQuesadillaFilling WinnerGetsQuesadillas QuesadillaHotPotato TicTacQuesadilla',
  },
  rabbit: {
    prank:
      'RabbitEarsPhotobomb TinyRabbitFootprints RabbitHatTrickReveal StuffedBunnyEverywhere BunnySlipperSurprise EggHuntPlotTwist ChocolateRabbitSwap',
    travel:
      'SpotABunnyInThePark BunnyDateAtThePettingZoo BunnyHopAroundTown FollowTheWhiteRabbit RabbitSanctuaryDay WonderlandWander RabbitHoleCityQuest',
    speed:
      'HopLikeABunnyRelay OutrunTheRabbit RabbitTunnelDash FastestBunnyRecall BeatYourBunnyToACarrot TortoiseVsHare RabbitHurdleHop',
    music:
      'RabbitThumpRhythm SomeBunnyToLoveCover LullabyForARabbit SongForMyRabbit HipHopHare CarrotCrunchASMR RabbitEarsAcapella',
    tech: 'RabbitPetCam RabbitSlowMoBinky BunnyTimelapse PhotoDumpOfMyBunny SelfieWithMyRabbit AITranslatesMyBunny',
    gaming:
      'RabbitPlayerTwo RabbitTreatPuzzle RabbitMazeLevels DigBoxRabbitQuest HideAndSeekWithMyBunny CarrotHuntHighScore WhackAMoleBunny',
  },
  raccoon: {
    travel:
      'RaccoonRescueVisit WhoSpotsTheRaccoonFirst CampsiteRaccoonWatch FollowTheRaccoonTracks TrashPandaSafari NocturnalNatureWalk SayHiToTheZooRaccoons',
    gaming:
      'RaccoonStealthLevel SneakyRaccoonFreezeTag ActLikeARaccoonCharades RaccoonTrashCanToss RaccoonSnackHeist TrashPandaTycoon RaccoonHideAndSeek',
  },
  race: {
    fitness:
      'FirstFunRunPrep CouchToRaceDay RaceHillRepeats StrideDrills RaceYourShadow 7DayRaceReadyDare',
    travel:
      'AmazingRaceMyCity RoadTripPitStopRace RaceToPackTheSuitcase RaceToTheLookout RaceToTheIceCreamShop BestRaceSignInTown HorseRaceDayTrip',
    art: 'RaceMotionBlurPaint ChalkARaceTrack FinishLineSketch RaceMedalShadowBox DesignARaceBib RaceCarDoodle',
    tech: 'PhotoFinishCamera RaceYourReactionTime RaceGPSWatchSplits RaceHeartRateZones BuildARaceTimer RaceADoodleOnTheMap',
    pet: 'RaceYourDog TurtleRace WhoWinsTheZoomieRace RaceHamsterMaze RaceToTheFoodBowl KittenVsPuppyRace',
    gaming:
      'FloorIsLavaRace MarioKartCupRace HallwayToyCarRace SplitScreenRace RacingLeaderboard MarbleRaceTournament',
  },
  rain: {
    tech: 'FilmTheRaindropRace RaindropSlowMo WhichRainAppWins RecordTheRain WaterproofOrNot RainForecastVsReality LetAIPlanMyRainyDay',
  },
  rainbow: {
    prank:
      'RainbowInsideCake RainbowToastSurprise RainbowGoldHunt LeprechaunRainbowTrail WakeUpToARainbowDoor RainbowMilkMorning',
    travel:
      'FindAllSevenRainbowColors WaterfallRainbowHunt RainbowDoorsOfMyTown ChaseARainbowRoadTrip RainbowStreetCrawl PotOfGoldPursuit',
    music:
      'RainbowSongCover RainbowXylophoneTune TuneARainbowOfGlasses OverTheRainbowUkulele SingARainbow ROYGBIVRemix',
    tech: 'RainbowPrismPhoto RainbowLEDSetup RainbowKeyboardGlow RainbowHomeScreenGlowUp CanAIPaintARainbow RGBEverything',
    gaming:
      'RainbowDiceDuel RainbowRoadLap TetrisRainbowClear MinecraftRainbowBridge ISpyARainbow UnoRainbowShowdown',
  },
  'rainy day': {
    travel:
      'RainyDayCityWalk RainyDayMuseumTrip RainyDayCafeHop FindARainyDayGem RainyDayPuddleTour UmbrellaPhotoTour RainyDayBookshopCrawl',
    tech: 'RainyDayTimelapse RainyDayProjectorFort SlowMoRainyDayPuddle ForecastVsRainyReality RainyDayPhoneFilmFest StormTrackerTest RainyDayMacroShots',
    gaming:
      'RainyDayGameNight RainyDayCardTourney MonopolyOnARainyDay ChessOnARainyDay RainyDayHideAndSeek RainDelayRematch RainyDayJengaDuel',
  },
  rake: {
    travel:
      'ZenGardenRakeLines RakeAndLeapAtThePark HayrideFarmTrip FallFoliagePhotoWalk RakeAtGrandmasHouse CabinRakeWeekend ParkRakeVolunteer BeachRakeDoodle',
    tech: 'LeafBlowerVsRake RakeTimelapseYard SlowMoRakedPileLeap AppNamesEveryRakedLeaf HowManyStepsRaking RakeTheYardGlowUp RakeCamPOV RakeCalorieCounter',
    gaming:
      'RakeAMazeInTheLeaves RakeAndSeek RakeInTheHighScore RakeForHiddenTreasure GiantRakedTicTacToe LeafColorRakingBingo PassTheRakeRelay RakeInTheLoot',
  },
  'raking leaves': {
    travel:
      'RakingLeavesAtGrandmas FallFoliageRoadTrip LeafPileParkHop BiggestLeafPileInTown CommunityRakingDay RakingLeavesMapleDrive',
    tech: 'RakingLeavesTimelapse RakingLeavesGlowUp RakingLeavesStepCount RakeVsBlowerShowdown LeafPileSlowMo AppNamesTheTree',
    gaming:
      'RakingLeavesScoreboard RakingLeavesBossLevel LeafPileHideAndSeek LeafPileHighScore RakingLeavesSpeedrun AnimalCrossingAutumn RakingLeavesBingo',
  },
  ramen: {
    funny:
      'InstantRamenGourmet CollegeRamenChef RamenSlurpEtiquette RamenBrothSplashFail BrokeVsBougieRamen RamenNoodleMustache FancyRamenFoodCritic NonnaReactsToRamen',
    educational:
      'InstantRamenScience RamenBrothQuiz RamenRegionalStyles HowRamenEggsSet WhyRamenNoodlesCurl WhoInventedInstantRamen RamenSodiumMath RamenWordsInJapanese',
    travel:
      'RamenShopCrawl RamenWithAView RamenUnderTheStars AsianMarketRamenHaul NoodleNomad GasStationRamenRanking FindTheHiddenRamenBar TasteTheWorldInRamen',
    tech: 'SlowMoRamenSlurp ShootYourRamenLikeAnAd SmartKettleRamenTest AIRatesMyRamen MicrowaveRamenHack ViralRamenHackTested LongDistanceRamenDate',
    pet: 'PetReactsToRamenSlurp CatFitsInRamenBowl RamenPlushPillow RamenStringToyChase KittyNamedNoodle RamenPuppyBed',
    gaming:
      'GuessTheRamenFlavor RamenRushHighScore PowerUpWithRamen BuildARamenStand NarutoRamenRun CupNoodleTierList OneChopstickRamenDare',
  },
  raspberry: {
    travel:
      'PickYourOwnRaspberries RaspberryFestivalHop FirstRaspberriesOfSummer RaspberryRoadTrip FarmStandJamHunt WildBrambleWalk RaspberryCountryDrive',
    tech: 'RaspberryMacroShot RaspberryGrowTimelapse RaspberryCannonballSlowMo LetAICookMyRaspberries BakeARaspberryPi RaspberryFlatLayChallenge',
    gaming:
      'RaspberryHarvestQuest RaspberryPowerUp RaspberryJamPuzzle RaspberrySpoonRelay EscapeTheBrambleMaze RaspberryVsBlueberryDuel GuessTheRaspberryCount',
  },
  ratatouille: {
    educational:
      'RatatouilleVsCaponata HowToSayRatatouille RatatouilleWordOrigin StewOrSpiralRatatouille RatatouilleRoots WhyEggplantGetsSalted RatatouilleKnifeSkills RatatouilleVeggieFacts',
    travel:
      'ParkBenchRatatouille RatatouilleMarketHaul RatatouilleAtGrandmas CampingRatatouille RatatouilleRoadTrip RatatouilleFoodTour PickYourOwnRatatouille RatatouilleBistroHunt',
    tech: 'RatatouilleStopMotion RatatouilleTimelapse AirFryerRatatouille AIPlansMyRatatouille RemyCamPOV TeachRatatouilleOnVideo RatatouilleMovieVsMine RatatouilleRecipeBot',
    pet: 'RatatouilleRatSnackHunt RatatouilleMovieNight TinyToqueRatatouille RatatouilleSousChefPup ZucchiniDogTreats CatVsRatatouilleRat RatatouilleFurryHelper RatatouilleLeaveItTest',
    gaming:
      'GuessTheRatatouilleVeg ActOutRatatouille RatatouilleRecipeQuest RatatouilleMovieTrivia RemysKitchenRush FindTheRatatouilleRat RatatouilleMemoryGame RatatouilleSpeedrun',
  },
  reading: {
    fitness:
      'ReadingOnTheTreadmill ReadingPlankPage BikeWhileReading ChapterPerMile BookwormBurpees ReadingWallSit ReadingInTreePose',
    tech: 'ReadingTrackerApp ReadingLightSetup KindleVsPaperReading AIReadingBuddy ScanYourShelfHack ReadingVsListeningFaceOff ReadingStreakWidget',
    gaming:
      'ReadingBingo ReadingQuestLog ChooseYourPathReading ActOutYourReadingList LevelUpByChapter SummerReadingRPG WhatAmIReadingQuiz',
  },
  receipt: {
    travel:
      'TripInReceipts ReceiptScrapbook AirportReceiptShock ReceiptsTellOurRoadTrip FiftyDollarWeekend LongestReceiptOfTheTrip VacationByReceipts OneReceiptPerStop',
    tech: 'AIReadsMyReceipt AnimateAReceipt DigitalReceiptsOnly ReceiptPrinterHack ReceiptToSpreadsheet PrintMyToDoList ReceiptBudgetApp ReceiptBarcodeHunt',
  },
  recess: {
    tech: 'RecessStepCounter RecessBellTimer RecessRecapReel RecessSlowMoSlideCam RecessBuzzerBuild RecessOverVideoCall CodeARecessGame',
  },
  recipe: {
    prank:
      'SecretIngredientIsLove RecipeCardKindNote RecipeSwapSurprise FakeFamilyRecipe RecipeScavengerHunt RecipeCardJokeSurprise GrandmaRecipeFrame MysteryRecipeNight',
    travel:
      'RecipeFromEveryCountry RecipeSouvenir RecipePassport RecipeMarketToTable LearnALocalRecipe StreetFoodRecreation AskAGrandmaRecipe RoadTripRecipeRemake',
    tech: 'AIRecipeTest RecipeAppReview ScanGrandmasRecipe VoiceOnlyRecipe AIFridgeRecipe RecipeVideoIn15Seconds RecipeTimelapseCam HandsFreeRecipe',
    pet: 'PetTreatRecipe DogApprovedRecipe PupcakeRecipe CatSnackRecipe PupsicleRecipe PupTasteTester PawLickinRecipe RecipeForZoomies',
    gaming:
      'VideoGameRecipe CraftingRecipeIRL RecipeZeldaCooking RecipeMinecraftCake GuessTheRecipeBlindfolded ActOutTheRecipe HealthPotionRecipe RecipeSideQuest',
  },
  recliner: {
    educational:
      'HowReclinersWork ReclinerLeverPhysics PerfectReclineAngle ReclinerSpineScience WhoInventedTheRecliner ArmchairGeographyQuiz WhatsInsideARecliner',
    travel:
      'ReclinerCinemaTrip ToReclineOrNot ReclinerAtTheLake TestDriveEveryRecliner ReclinerStaycation ArmchairTravelNight RateTheRecliners',
    music:
      'ReclinerSlowJam ReclinerCroonerHour ReclinerKaraoke SerenadeTheRecliner ReclinerAirDrums LeverSqueakPercussion BluesInMyRecliner',
    art: 'ReclinerBlanketGlowUp PaintTheRecliner DadInHisRecliner ReclinerCaricature ArmchairStillLife CozyCornerWatercolor TinyClayRecliner',
    tech: 'PowerReclinerTest ReclinerTabletMount ReclinerUSBChargerHack ReclinerPhoneStandHack CupHolderCooler ReclinerCinemaAtHome TimelapseMyReclinerNap ReclinerSpeakerSetup',
    gaming:
      'ReclinerRetroMarathon ReclinerThumbWarTourney ReclinerRPGWeekend ReclinedGamerMode WinnerGetsTheRecliner CouchCoOpNight NoLeavingTheRecliner',
  },
  red: {
    travel:
      'RedRockHike RedDoorsAroundTown RedLanternChinatown EveryRedDoorInTown RedCarBingoRoadTrip FindTheReddestLeaf',
    music:
      'NameThatRedSong NinetyNineRedBalloons RedAlbumCover RedHotAirGuitar RedCupSongChallenge RedCorvetteKaraoke SlowJamLadyInRed',
    tech: 'RedEyeFix ColorPopRedEdit RedHomeScreenMakeover AllRedRGBSetup RedLightNightMode InfraredCameraTest',
    gaming:
      'RedVsBlueGameNight RedShellMarioKart FindFiveRedThingsFirst RedMushroomPowerUp RedCardsOnlyGoFish TeamRedForever RedRoverRematch',
  },
  referee: {
    travel:
      'RefereeTournamentTrip RefTheParkPickupGame SportsHallOfFame RefereeAwayDayDiary UmpireBallparkTour RefereeTheBackSeat',
    tech: 'RefereeVARWithAPhone RefereeHeadsetPOV RefTheVideoCallDebate RefereeSoundboardApp InstantReplayAtHome RefereeWatchTimer AIRefsMyGame',
    pet: 'RefereeDogBandana PetPenaltyCard RefereeKittenRuling RefereeThePetTalentShow RefereeToyTugOfWar CatRefsTheZoomies',
    gaming:
      'RefereeSignalCharades BoardGameRulesJudge RefereeSays UnoReferee RefTheMonopolyNight OfficiatingQuizDuel RefereeTheRematch',
  },
  reindeer: {
    cooking:
      'AntlerPretzelCookies ReindeerPancakes ReindeerBrownieBites ReindeerDonutFaces RudolphStrawberrySnack ReindeerCocoaBombs CheeseBallReindeer CrispyReindeerTreats',
    travel:
      'ReindeerFarmVisit SelfieWithEveryReindeer MeetAReindeerThisWinter BestLightUpReindeerInTown ReindeerAntlersMarketDay PackLightLikeAReindeer FollowTheReindeerTracks ReindeerParadeFrontRow',
    music:
      'ReindeerSleighBeat ReindeerHoofTapRhythm ReindeerRollCallRap ReindeerAcapella JingleBellJam ChristmasCarolKazoo YodelTheReindeer ReindeerPotsAndPansBand',
    tech: 'ReindeerLightShow ReindeerDoorbellCam AINamesTheTenthReindeer TrackTheReindeer SantaRadarWidget MakeYourReindeerFly ReindeerARFilter GreenScreenReindeer',
    gaming:
      'ReindeerCardDuel ReindeerTriviaRound ReindeerKartRace JoinInReindeerGames NorthPoleQuest PinTheNoseOnAReindeer ReindeerDiceDerby ReindeerMemoryMatch',
  },
  'relay race': {
    travel:
      'CityRelayRace LandmarkRelay RelayRaceToTheWaves RelayRaceAroundTheBlock PassportRelay TagTeamRoadTrip TrailRelayCrew MetroStopRelay',
    tech: 'CodingRelay RelayPhotoFinishCam RelayAcrossTheScreens BatonPassSlowMo HandoffTheKeyboard EmojiStoryRelay RelayVoiceNoteSong',
    pet: 'DogRelayRace SitStayRelay RelayRaceCatRefuses BatonFetch TreatHandoffRelay FourPawRelay',
    gaming:
      'GamingRelay RelayRaceMarioParty BlockTowerRelay PassTheController OneLifeEach DrawingRelayRace BoardGameRelay KartRelayCup',
  },
  remote: {
    travel:
      'RemotePicksMyTrip RemoteCarExplorer RemoteControlTourist HotelRemoteRanking DidYouPackTheRemote ChannelSurfTheWorld LeaveTheRemoteAtHome',
    pet: 'PetFindsTheRemote RemoteRetriever CatSitsOnTheRemote RemoteGuardDog RemoteControlMouseToy PawsedTheShow',
  },
  'report card': {
    gaming:
      'StraightAsUnlock GuessMyReportCard HonorRollLeaderboard ReportCardBingo ReportCardHigherOrLower ReportCardBossBattle GamerReportCard',
  },
  reporter: {
    travel:
      'ReporterOnLocation ReporterLiveFromHere ReporterStreetVoxPop ReporterOnVacation ScoopTheLocalSpot PostcardDispatches',
    tech: 'ReporterGreenScreen TeleprompterTest ReporterAITranscribe AIAnchorVsReporter PocketJournalistKit OneTakeReporterVlog',
    gaming:
      'ReporterPostMatchQs ReporterNarratesGameNight ReportLiveFromTheLobby CommentateMyRun ReporterFillInTheBlanks ReporterTriviaShowdown ReportersClueChase',
  },
  resort: {
    music:
      'ResortSunsetSingAlong ResortPlaylistAtHome ResortSteelDrumJam ResortPoolDJ IslandBandNight ResortKaraokeKing WriteTheResortAnthem',
    tech: 'ResortUnderwaterCam ResortWifiSpeedCheck WaterproofPhonePouch ResortGadgetTierList ResortRoomTourInOneTake SmartRoomKeyTest AIRatesMyResort',
    gaming:
      'ResortPoolMarcoPolo ResortMiniGolf ResortShuffleboard AllInclusiveTrivia PoolsideUnoMarathon CabanaCardShark ResortBingoNight',
  },
  rest: {
    art: 'RestDayDoodles CouchSketching RestDayColorByNumber RestEmbroideryHour SketchInBed LazySundayColoring PaintWhileYouRest',
    tech: 'RestDaySleepTracker NapAlarmHack RestScreenTimeLock RestDayWallpaperSwap MuteAllNotifications PhoneOffRestMode AutoReplyForRest',
    gaming:
      'RestDayCozyGame RestAnimalCrossing RestJigsawSession LazySundayBoardGames CouchCoOpMarathon LazySundayLevelUp RestfulSudokuHour',
  },
  'rest stop': {
    tech: 'RestStopPhotoDump RestStopWiFiTest TruckStopGadgetHaul AppFindsBestRestStop DashcamRoadTripReel PinEveryRestStopOnAMap RestStopSatelliteView',
  },
  restaurant: {
    music:
      'RestaurantBirthdaySong RestaurantCutleryDrums RestaurantKitchenBeat RestaurantMenuRap SerenadeYourServer PotsAndPansJam TheRestaurantPianist',
    tech: 'RestaurantPhoneEatsFirst AIPicksMyRestaurant AppVsRestaurantPrice RestaurantPagerBuzz TabletOrderShowdown RestaurantReviewInEmojis RestaurantReelIn15Seconds',
    gaming:
      'KidsRunTheRestaurant RestaurantRobloxShift RestaurantMenuBingo RestaurantRushHour GuessTheRestaurantDish RestaurantNapkinFootball OpenARestaurantInSims',
  },
  retail: {
    travel:
      'RetailTherapyTrip RetailDistrictWalk TenDollarRetailDare JustLookingRetailTour BuyLikeALocal OutletRetailHaul WeirdestRetailSouvenir',
    tech: 'HumanVsSelfCheckout BeatTheRetailPrice CashierScannerHacks VirtualTryOnVsRetail RetailAppShowdown TapToPayRetail RetailQRCodeHunt',
    gaming:
      'PlayCashierAtHome ThePriceIsRetail RetailSupermarketSweep RetailStoreScavengerHunt MallMadnessBoard CashierLevelUp',
  },
  retirement: {
    travel:
      'RetiredDayTripper RetiredAndRidingTrains RetirementBucketList RetiredAndRoaming RetirementMuseumMondays RetiredTouristInMyTown RetirementRoadTrip',
    art: 'RetirementPotteryClass BirdhouseBuild RetirementFirstCanvas HappyLittleRetirement RetiredArtistEra FarewellCardDIY',
    tech: 'RetirementSmartHome RetirementPhotoRescue FirstEmailToGrandkids RetiredAndOnTikTok GrandpaVsSmartphone TeachARetireeTech RetiredAndLearningEmojis',
  },
  riddle: {
    travel:
      'RiddleTreasureTrail RiddleLandmarkGuess RiddleEveryParkBench RiddleMeThisCity RoadTripRiddles RiddleMuseumQuest WhereAmIRiddle StatueRiddleWalk',
    tech: 'StumpTheRiddleBot RiddleQRCodeTrail SmartSpeakerRiddles AIVsMyRiddle RiddleInEmojisOnly CrackTheCipher RiddleInMorse RiddleLockScreen',
    gaming:
      'EscapeRoomRiddles RiddleHideAndSeek RiddleForTheLastCookie RiddlesInTheDark BrainteaserBracket CodenamesRound TwentyQuestionsRiddle TabletopRiddleQuest',
  },
  'ring toss': {
    travel:
      'BoardwalkRingToss CarnivalGamesCrawl RingTossPierArcade RingTossAtEveryFair CampsiteRingTossCup RingTossRoadTrip RingTossBeachDay RingTossFestivalHop',
    tech: 'RingTossSlowMo ARRingTossTest RingTossTrickShotEdit LongDistanceRingToss CodeARingTossGame RingTossScoreApp RingTossUntilIHitIt RingTossMeVsMe',
    gaming:
      'RingTossTournament RingTossTrickShots RingTossHighScore CarnivalGameNight LordOfTheRingToss RingTossBottleBattle BackyardRingTossLeague RingTossHorseDuel',
  },
  ringtone: {
    educational:
      'HowRingtonesAreMade ClassicRingtoneQuiz WhoMadeTheFirstRingtone MosquitoRingtoneTest RingtoneTimeMachine WhyMarimbaWakesYou RingtoneHertzCheck RingtoneSoundWaves',
    music:
      'MarimbaBeatFlip RingtoneOnPotsAndPans RingtonePianoCover RingtoneToFullSong AcapellaRingtone RingtoneSymphony RingtoneBeatbox RingtoneUkulele',
    pet: 'RingtoneDogHowl RingtonePuppyTilt MakeYourPetARingtone CatIgnoresRingtone SqueakyToyRingtone KittenVsVibrate RingtoneWoofTest RingtoneTreatCue',
  },
  river: {
    fitness:
      'RiverTrailRun RiverRockCarry RiverbankLunges RiverStoneStepUps RiverbankBootCamp RiverbankBearCrawl CrossEveryRiverBridge',
    cooking:
      'RiverbankSnackBoard RiverRockCookies RiversidePicnic RiverChilledMelon StreamsideSmores FishermanStew RiverFishTacoNight',
    speed:
      'RiverRubberDuckRace RiverPoohsticks RiverRockSkipRecord RiverStoneStackBlitz RiverLeafBoatRace RiverLitterPickSprint',
    music:
      'MoonRiverCover RiverFlowLofi SingAlongByTheRiver RiverStoneClackJam CryMeARiverDuet PaddleRhythmBeat RollingOnTheRiver',
    tech: 'RiverSunsetTimelapse RiverWaterQualityTest RiverStoneSkipSlowMo RiverSoundRecorder UnderwaterCamDip NameEveryRiverBird GoogleEarthRiverTrace',
    pet: 'RiverStickFetch PupsFirstRiverDay RiverSplashZoomies DogPaddleTheRiver PetLifeJacketFit RiverShakeInSlowMo SniffTheRiverbank',
    gaming:
      'RiverCrossingRiddle RiverFrogHopArcade ISpyOnTheRiver RiverFishingTourney RiverRockTicTacToe RiverScavengerBingo TheFloorIsARiver',
  },
  'road trip': {
    tech: 'RoadTripHyperlapse RoadTripAppHacks RoadTripPhotoDump DashCamRoadTripReel GPSVsPaperMap AIPicksEveryRoadTripStop',
  },
  robot: {
    prank:
      'RobotWakeUpCall RobotDeliversBreakfast CardboardBotReveal GooglyEyesOnTheRobot TalkLikeARobotAllDay BeepBoopBirthday RobotValetAtTheDoor',
    travel:
      'RobotCompetitionTrip RobotMuseumTour FindARobotAtTheMuseum SpotARobotInTheWild ServedByABot PackYourBagLikeARobot RoboticsLabOpenDay',
    speed:
      'RobotMazeRace FastestRobotWalk OutrunTheRoomba RobotDanceIn10Seconds BeatTheBot CaptchaSpeedrun BuildABotIn10Minutes RubiksVsRobot',
    music:
      'RobotVoiceCover RobotBeatbox RobotSynthSolo BeepBoopRobotRap DomoArigatoSingAlong VocoderVocals RobotRockRiff',
    art: 'DrawYourRobotTwin RobotScrapSculpture CardboardRobotArt TinCanRobotFriend BristleBotScribbles DoodleADroid BottleCapRobot',
    pet: 'RobotToyVsCat RobotMouseChase RobotBallForPuppy PetMeetsRobotVacuum RoombaRodeo BeepBoopBarkOff RobotTreatDispenser',
    gaming:
      'RobotBossFight GuessWhichRobotIAm RobotClawMachineAtHome RobotFreezeTag BattleBotsAtHome BeatTheChessRobot HumanRobotCommands',
  },
  rock: {
    travel:
      'RockOutOnTheRoad RockFestivalCamping RockLegendRoadTrip RockLandmarksTour SupportLocalRockBands RockAndRollDinerStop VinylShopRockCrawl PackLikeARockStar',
    speed:
      'FastestRockRiff RockSoloShredOff NameThatRockSongIn3 RockLyricsLightning TenSecondAirGuitar ChordChangeClock RockStarOutfitSwap TwoMinutePunkRock',
    art: 'RecreateARockAlbum DesignARockPoster RockGigPhotography RockTicketStubCollage RockStarSilhouette LightningBoltFacePaint GuitarPickRockMosaic DrawYourRockBandLogo',
    tech: 'StadiumRockFromMyRoom OnePhoneRockBand MakeARockLyricVideo AIRockBandJam DecibelMeterTest GuitarModelingApp RockVocalAutotune RockLightRigHack',
    pet: 'DogRocksOut KittenVsPetRock RockStarPup RockAByePuppy PupHeadbangsToRock CatAirGuitar RockRoadieDoggo BandanaRockHound',
    gaming:
      'RockSongCharades GuitarHeroRockOff RockStarMusicalChairs RockPaperScissorsCup FinishTheRockLyric AirGuitarRockOff RockTriviaDuel ClassicRockBingo',
  },
  'rock paper scissors': {
    travel:
      'RoshamboForShotgun RPSForTheWindowSeat RPSRoadTripPicks RockPaperScissorsRoute ThrowForTheDestination RockPaperScissorsFood MapRockPaperScissors CityRockPaperScissors',
    tech: 'RPSAcrossTheScreen HandGestureAI RPSAppBattle SlowMoRPSReveal WinRateTracker RockPaperScissorsCode AIRockPaperScissors RPSEmojiBattle',
    gaming:
      'RPSTournament LizardSpockVariant RoshamboLeague RPSBracketNight RockPaperScissorsTrain BestOfSevenShowdown BossRockPaperScissors CardRockPaperScissors',
  },
  rocket: {
    cooking:
      'RocketPops RocketFuelSmoothie AstronautIceCream RocketFruitSkewers BlastOffPancakes RocketLaunchCake RocketCerealTreats',
    travel:
      'FindTheRocketPlayground RocketLaunchRoadTrip SpaceCenterTour ScienceMuseumRocketHunt RocketReadyPackingList RocketMuseumCrawl RocketSafari',
    tech: 'WatchARocketLaunchLive RocketLaunchSlowMo ModelRocketBuild StopMotionRocketLiftoff RideARocketOnGreenScreen RocketCamOnboard TrackARocketLive',
    pet: 'StrelkaBelkaStory RocketKittenCockpit RocketCountdownTreat CatVsToyRocket PetRocketShipBed RocketLaunchReaction RocketFetchBlastOff',
    gaming:
      'RocketLeagueGoal StrawRocketGolf RocketHideAndSeek RocketTriviaCountdown RocketLaunchBoardGame FirstRocketToOrbit BalloonRocketRace',
  },
  'roller coaster': {
    tech: 'RollerCoasterSlowMoFaces CoasterPOVCam CoasterGForceTest LoudestCoasterScream MarbleCoasterStopMotion PhoneMeasuresTheDrop MagnetLaunchCoaster',
    pet: 'CatVsMarbleCoaster HamsterCoasterTrack RollerCoasterPuppyRamp CoasterTubeTreatSlide KittenTunnelCoaster PupReactsToTheDrop TreatBallCoaster',
    gaming:
      'RollerCoasterTycoonRun PaperCoasterMarbleRace CoasterBuildBattle MinecraftCoasterRide MakeTheGuestsScream ThrillRatingTen NoBrakesCoasterDare',
  },
  'rolling pin': {
    travel:
      'GrandmasRollingPinStory CountyFairPieContest RollingPinThriftHunt RollingPinMarketFind RollingPinSouvenirHunt RollingPinsOfTheWorld PackYourRollingPin',
    tech: 'RollingPinOverheadCam AIPicksMyRollingPinBake RollingPinVsMachine SmartScaleBakeTest ProofingBoxTimelapse RollingPinRingsHack LevelAppRollingPin',
    gaming:
      'RollingPinGuessTheShape RollingPinBowling RollingPinLimbo RollingPinCurling RollingPinRingToss FlourPowerSpeedrun RollingPinCroquet',
  },
  rooftop: {
    prank:
      'RooftopSurpriseDinner RooftopBirthdayReveal RooftopCafeSurpriseDate RooftopBalloonMessage RooftopBannerSpell TelescopeNoteTrick ReindeerOnTheRooftop',
    travel:
      'RooftopCafeCrawl BestRooftopInTown RooftopSunsetSpots SkylineViewpointHunt ObservationDeckClimb RooftopParkingSunset FindAHiddenRooftop',
    music:
      'RooftopRainLullaby SkylineSessions RooftopUnplugged RooftopGoldenHourMix RooftopDJSet StringLightSerenade RooftopBuskerHour',
    art: 'RooftopSkylineSketch PaintTheNightLights CloudShapesDrawing PaintTheRooftopSunset RooftopGoldenHourShots RooftopCityCollage InkTheRooftopsBelow',
    tech: 'RooftopStarTracker RooftopSkylineWallpaper SkylineNightMode RooftopTimelapseCam RooftopRaindropSlowMo PlaneAppOverTheRooftops RooftopPanoramaStitch',
  },
  'room reset': {
    travel:
      'RoomResetHotelStyle RoomResetAfterTrip RoomResetDormMoveIn RoomResetForGrandma UnpackingReset RoomResetTentEdition RoomResetCabinStay RoomResetHostelBunk',
    music:
      'RoomResetSong RoomResetHairbrushMic RoomResetPodcastHour OneAlbumRoomReset TidyUpAnthem VacuumHumHarmony RoomResetLipSync RoomResetAirGuitar',
    art: 'RoomResetMoodBoard RoomResetWallArt RoomResetShelfStyling BeforeAfterRoomReset FreshSheetsPhoto RoomResetCozyCornerGlowUp RoomResetSketch RoomResetFlatLay',
    gaming:
      'RoomResetGamingSetup RoomResetSideQuest RoomResetBingo LevelUpYourRoomReset CleanDeskGameNight ConsoleShelfTidy FloorIsLavaRoomReset LaundryHoopRoomReset',
  },
  roommate: {
    travel:
      'RoommateRoadTrip RoommateTourGuide RoomieWeekendAway BrokeRoommateGetaway ThriftForYourRoomie DormToDestination PackForYourFlatmate',
    speed:
      'RoommateCleanOff RoommateGroceryDash RoomieBedMakingRace RoommateDishesBlitz RoommateFlatPackFaceOff FastestMoveOutPack FlatmateChoreSprint',
    tech: 'RoomieSpreadsheetRules RateMyRoommatesSetup RoommateLightShow FlatmateTechSupport WhoHogsTheWifi FridgeCamCatchesAll RoomieSmartPlugWars',
  },
  rooster: {
    travel:
      'SayGoodMorningToARooster CountTheRoostersRoadTrip CountyFairRoosterShow RoosterFarmStay WakeUpInTheCountry FreeRangeRamble RoosterWeathervaneHunt',
    music:
      'RoosterCrowRemix DuetWithARooster RoosterWakeUpSong BeatboxLikeARooster DoodleDooDrop FarmyardOpera RoosterYodelOff',
    tech: 'RoosterCrowDecibels RoosterAlarmApp RoosterBarnCam AutoTuneTheRooster RoosterCrowRingtone AIHearsTheFlock RoosterSoundboard',
    gaming:
      'RoosterCrowMusicalChairs RoosterCrowOff PlushRoosterHideAndSeek BarnyardGameNight RuleTheRoostTourney RoosterBeanBagToss RoosterOrHenQuiz',
  },
  routine: {
    travel:
      'RoutineOnVacation RoutineJetLagReset RoutineHotelMorning BreakYourRoutineTrip RoadTripMorningRoutine PackingRoutineRace',
    tech: 'RoutineSmartHome RoutineShortcutBuild RoutineFocusModeSetup AIPlansMyRoutine HeyPhoneRunMyRoutine AutomateMyMorning',
    gaming:
      'RoutineDailyQuest RoutineStreakBonus MorningRoutineBingo LevelUpYourRoutine SpeedrunYourDay RoutineSimonSays GuessMyRoutineCharades',
  },
  'rubber duck': {
    travel:
      'RubberDuckVacationSelfies HideARubberDuckInTown RiverRubberDuckDerby RubberDuckPassport HaveDuckWillTravel JetSetDuck RubberDuckWorldTour',
    tech: 'RubberDuckDebugging RubberDuckCamRide ExplainItToTheDuck RubberDuckSlowMoSplash AskTheRubberDuck GiveMyRubberDuckAVoice RubberDuckStopMotion',
    gaming:
      'RubberDuckHunt GooseVsRubberDuck RubberDuckHideAndSeek MinecraftRubberDuck HookADuckHighScore DucksInARowPuzzle RubberDuckCurling',
  },
  rug: {
    travel:
      'ThriftStoreRugHunt RollOutTheRugPicnic RugShopTeaTime MagicCarpetRide BazaarBargainHunt HaulARugHome RugShoppingRoadTrip',
    tech: 'RobotVacuumVsRug AIDesignsMyRug VirtualRugTryOn RugBeforeAfterSlider PixelRugGenerator SatisfyingRugVacuumLines RugARPlacement RugPhotoColorMatch',
    gaming:
      'RugHopscotch FloorIsLavaRugRun RugTwisterDuel GamerRugReveal RugIslandHop RugFortGameNight TabletopOnTheRug CarRugRacetrack',
  },
  ruler: {
    travel:
      'RulerOfTheWorldTour TinyDoorRulerHunt RulerForScalePhotos MeasureTheTripWithARuler RulerGiantLandmarks RulerVsBeachFootprints RulerInEveryCity',
    tech: 'PhoneAppVsRealRuler ARRulerAccuracyTest RulerScreenSizeCheck CaliperVsRuler RulerInchwormStopMotion PixelPerfectRuler RulerPlantGrowthTimelapse',
  },
  running: {
    travel:
      'RunningCityTour RunningWithAView RunToTheLocalBakery JogANewNeighborhood RunTheWorld SightJogging',
    art: 'GPSRunDrawing RunningShoeDoodle RunningBibScrapbook RunningMotionBlurPhoto SketchARunnerInMotion MedalShadowBox MapYourRunningRoute',
    tech: 'RunningWatchTest RunningEarbudShowdown AICoachForRunning GPSRunArt RunTrackerAppFaceOff TreadmillTechHack RunningGaitSlowMo',
    pet: 'RunningWithMyDog FirstJogWithMyPup CatJudgesMyRunning CouchToFiveKPup WhoTiresFirst TrailRunningTails RunningFetchRelay',
    gaming:
      'RealLifeEndlessRunner FreezeTagRunClub RunningZombieEscape PacManRunningLoop TempleRunIRL CheckpointChaser RunClubScavengerHunt GottaGoFastJog',
  },
  'rush hour': {
    travel:
      'RushHourFromAbove RushHourPeopleWatching BeatTheRushHour CityAtRushHour FerryPastTheTraffic TakeTheScenicRoute RushHourBikeShare',
    tech: 'RushHourTimeLapse NoiseCancelRushHour RushHourETAGuess RushHourGadgetCheck MapsAppShowdown RushHourTrainCommuteVlog RushHourHeatmap',
    gaming:
      'PlayRushHourPuzzle FroggerAtRushHour RushHourCarBingo RushHourISpy ToyCarRushHourPileUp BeatTheJamLevel RushHourCard40Dare',
  },
  rv: {
    music:
      'RVOnTheRoadAgain RVKitchenBand RVHarmonicaHour RVDriveTimeKaraoke HappyCamperSingAlong CampgroundGuitar RVTravelAnthem',
    tech: 'BestCamperWifiSpot RVSolarSetup LevelingAppCheck SmartCamperTour WorkFromTheCampsite RVBackupCamVsSpouse RVPowerBankShowdown',
    gaming:
      'RVLicensePlateHunt CampTableYahtzee RVTicketToRideRound CamperCardShark RVTwentyQuestions RainyDayRVTourney',
  },
  'sack race': {
    travel:
      'CountyFairSackRace BeachSackRace SackRaceVillageFete SackRaceSummerCamp LandmarkSackRace FieldDayRoadTrip SackRaceAtThePark SackRaceFamilyReunion',
    music:
      'SackRaceToTheBeat SackRaceHypeSong SackRaceThemeSong JumpAroundSackRace BouncyPolkaTrack FieldDayAnthem SackRaceKazooBand OperaSackRace',
    tech: 'SackRaceSlowMo PhotoFinishSackRace SackRaceCloneEdit SackRaceTimerApp SackRaceBlooperReel HopCounterHack SackRaceStopMotion SmartwatchSackRace',
    gaming:
      'SackRaceFallGuysIRL SackRaceTournament MarioPartySackRace SackRaceLeaderboard FieldDayBracket BurlapBattleRoyale SackRaceFloorIsLava VideoGameSackRace',
  },
  sad: {
    music:
      'SadMinorToMajor SadLyricsRewrite SingTheSadAway SadToGladMixtape GoodCrySoundtrack SadBangerKaraoke SadKazooSolo SadSongSpeedUp',
    gaming:
      'BoardGamesBeatSadDays SadDayCozyQuest SadDayBlanketFortGames SadChillPuzzle ComfortGameReplay SadDayCheerUpCharades SadToGladSpeedrun BeatTheSadBoss',
  },
  safari: {
    cooking:
      'SafariAnimalSandwiches SafariZebraBrownies SafariGiraffePancakes SafariAnimalCookies SavannaSunsetCake BigFiveBento SafariTrailMix',
    art: 'SafariWireSculpture SafariSunsetSilhouette PaintASafariZebra TinySafariPhotoshoot SafariAnimalHandprints StripesAndSpots SafariWatercolorDay',
    tech: 'SafariTrailCam LiveSafariWebcam SafariRangerRadio SafariZoomLensTest AIPlansMyBackyardSafari AISpotsTheLeopard SafariNightVision',
    pet: 'SafariSnuffleMatHunt BackyardSafariPup SafariKittenPounce SafariDocOnMyKitty LionManeCat SimbaLiftChallenge SafariExplorerDog',
    gaming:
      'SafariAnimalCharades SafariStuffiesHideAndSeek GuessTheSafariAnimal SafariAnimalSoundQuiz BigFiveBingo SerengetiSurvival SafariGoFishCards',
  },
  safety: {
    tech: '60SecondPhoneSafetyCheck SafetySmokeAlarmCheck SafetyLocationShare PhoneSafetyFeatures PasswordSafetyAudit DashcamReview SafetyModeSetup',
  },
  sailboat: {
    tech: 'SailboatSunsetTimelapse SailboatBathtubSlowMo DesignASailboatInAnApp PaperSailboatStopMotion WindAppVsReality WaterproofCamMast SailboatGPSDoodle',
    gaming:
      'SailboatIslandQuest SailboatStormSurvival SailboatTreasureRoute SailboatPirateHideAndSeek SailboatSpotterBingo BattleshipRematch BlowYourSailboatHome',
  },
  sailing: {
    fitness:
      'SailingHikingOutHold SailingWinchGrind SailingSeaLegsBalance SailingSixPack SailingRopeRows AnchorsAweighDeadlift SmoothSailingSquats',
    music:
      'SailingSeaShanty ShipBellBeat WellermanSailingCover RopeAndRiggingRhythm SailingShantyClapAlong SailingSoundscape SailingAwayChorus',
    tech: 'SailingActionCam AnemometerBuild LearnSailingKnotsByApp WindyAppVsRealWind SailingSlowMoSplash SailingStopMotionFleet SailingNightSkyAR GPSTrackMySailing',
    pet: 'SailingToyBoatCatChase PetLifeJacketCheck SailingShipCat SailingPupMaidenVoyage SailingPuppyDeckhand SailingSeaDogSelfie PawsForSailing',
    gaming:
      'SailingRegattaLeague SailingTreasureHunt SailingBathtubRegatta SeaOfThievesCrew SailingCaptainSays SailingBattleshipDuel SailingPirateCharades',
  },
  sailor: {
    music:
      'SingLikeASailor SailorShantyStomp PopeyeSailorManTheme WellermanCover ShantyTokChain SailorKitchenShanty SailorSongSwap',
    art: 'SailorKnotArt SailorRopeWreath ShipInABottle SailorTattooDoodle FoldASailorHat SailorsValentine PaintASailorPortrait',
    tech: 'SailorRadioMorse SailorMarineTracker SailorWeatherApp GPSVsSailorSextant SailorStopMotionVoyage SevenSeasSetup MakeASailorCompass',
    pet: 'PetSailorHat SailorPupOnDeck SailorCatAboard HamsterSailorBoat FirstMateFido CaptainWhiskers SailorKittyInABoxBoat',
    gaming:
      'SeaOfThievesSailor YouSankMyBattleship SailorShipBuild SailorIslandHop SailorQuestNight SailorSays PiratesVsSailors',
  },
  salad: {
    travel:
      'SaladsAroundTheWorld FarmersMarketSalad SaladPicnicForTwo BestSaladInTown SaladInAJarToGo PickYourOwnSalad RoadTripSaladDare',
    music:
      'SaladSpinnerBeat FruitSaladSingAlong SaladBowlDrumming SaladCrunchASMR TossedSaladRemix CucumberMaracas SaladLyricsSwap',
    art: 'SaladMandala SaladFacePortrait PlateASaladMasterpiece RadishRoseCarving DrawYourSaladBowl LettuceStampArt SaladStillLifeSketch',
    tech: 'AISaladCombo SaladSpinnerHack SaladGadgetTest GrowASaladTimelapse SaladThatLooksLikeAnAd GrowLightLettuceLab',
    gaming:
      'GuessTheSaladBlindfolded SaladToppingTierList SaladIngredientBingo SaladBowlGameNight FruitNinjaSaladRun SaladCroutonTossCup SaladCharades',
  },
  salmon: {
    funny:
      'SalmonSkinFlipFail SalmonVsTunaDebate BearMissesTheSalmon DadsSalmonFishTale SalmonPinkOrCoral SalmonSwimsUpstairs SalmonLifeNarration',
    travel:
      'ChaseTheSalmonRun SalmonLadderVisit FishMarketSalmonHaul AquariumSalmonSpotting SalmonPicnicByTheRiver BestSalmonSushiInTown',
    art: 'SalmonPaperPlateCraft SalmonRunPainting SalmonScaleMosaic SketchASalmonLeap UpstreamOrigami PinkAndSilverPalette PaperSalmonMobile',
    tech: 'SalmonRunLiveCam CrispySkinSalmonCloseUp AIPicksMySalmonDinner AICountsSalmon TheSalmonCannon SalmonSlowMoSizzle',
    pet: 'SalmonCatnipKicker SalmonToyFetch CatSmellsSalmonDinner SalmonSkinDogTreats FlopFishFrenzy UpstreamZoomies SalmonPlushTugOfWar',
    gaming:
      'SalmonUpstreamLevel SalmonUpstreamTag SalmonGoFish AnimalCrossingSalmon GrizzlyHighScore FishingFrenzyDuel MagnetSalmonCatch',
  },
  'salt shaker': {
    cooking:
      'SaltShakerVsPinch NoSaltShakerDinner DIYSaltShakerBlend SaltShakerPopcorn SaltShakerElbowSprinkle SeasonLikeAPro SaltShakerPretzels SaltShakerTasteTest',
    travel:
      'SaltShakerThriftHunt SaltShakerSouvenirs SaltShakerRoadTrip GiantSaltShakerPhoto OneShakerPerCity DinerCrawl CollectASaltShaker SaltShakerSpotting',
    tech: 'ShootASaltShakerAd SaltShakerSlowMo SaltShakerFaceFilter AIDesignsASaltShaker SaltShakerMovieMagic SaltShakerSoundEffects SaltShakerShakeCounter MacroLensSaltShaker',
  },
  sand: {
    travel:
      'SandyToesBeachDay SandDollarHuntAtLowTide SandMessageForTheTide SandSculptureFestival SandInTheCarAgain SandFromEveryBeach SandSouvenirJar SandColorPassport',
    music:
      'SandpaperBlockRhythm SandBottleMaracas MakeTheSandSing SongWrittenInSand SandGrainsASMR BeachBucketDrums SandShakerJam',
    tech: 'SandcastleTimelapse KineticSandSlowMo SandArtStopMotion SandproofPhoneTest SandGrainsUpClose TideTimelapse SpeakerSandPatterns SandAngelFromAbove',
    gaming:
      'SandboxBuildOff SandTimerPictionary SandcastleSiege SandTicTacToe EscapeTheQuicksand SandTreasureDigDuel SandFlagShowdown',
  },
  sandal: {
    travel:
      'SandalsOnTheBoardwalk HowManySandalsToPack FlipFlopsRoadTrip FindTheComfiestSandal SandalsOnlySummer FlipFlopsPassport CobblestoneSandalTest',
    music:
      'BeatboxWithFlipFlops UkuleleInSandals SandalSlapRhythm SandalBeachSingAlong SandalStompBeat FlipFlopsKaraoke SandalCastanets',
    art: 'SandalBeadedStraps SandalGlitterGlowUp SandalFootprintArt SandalDecoratingDIY SeashellSandals UpcycledFlipFlops PaintedSandalSoles SandalCharmMaking',
    tech: 'SandalTryOnFilter SandalFootScan FlipFlopsSlowMoSlap SandalStopMotionWalk WaterproofSandalCheck FlipFlopsDropTest AIDesignsMySandal StepCounterInSandals',
    gaming:
      'SandalHideAndSeek AnimalCrossingSandals SandalTossTarget SandalBowlingNight SandalFlickFootball FlipFlopsCornhole WinTheGoldenSandal ShuffleboardSandals',
  },
  sandcastle: {
    funny:
      'SandcastleVsTheTide SandcastleForSaleAd SeagullVsSandcastle SandInEverything SandcastleHouseTour RIPMySandcastle',
    tech: 'TinyPersonSandcastle SandcastleTimeLapse SandcastleStopMotion TideChartSandcastles AIDesignsMySandcastle SandcastleEpicTrailer',
  },
  sandwich: {
    travel:
      'SandwichRoadTrip DeliSandwichHop SandwichPicnicSummit BanhMiSandwichHunt BestSandwichInTown SandwichShopPassport OneSandwichPerCity GasStationSandwichRank',
    tech: 'SandwichPressTest AISandwichCombo SandwichMakerGadget SandwichToasterDuel SandwichBuildsItself SandwichReviewInEmojis SandwichSlowMoSlice',
    pet: 'PetSandwichStare SandwichLeaveItTest PuppySandwichManners SandwichPuppyEyesTest SandwichedBetweenPups BegFaceBingo',
    gaming:
      'SandwichStackingGame BlindfoldSandwichGuess SandwichTetrisTower SandwichTicTacToe SubwaySurfersLunch DagwoodDare SandwichMemoryMatch',
  },
  santa: {
    travel:
      'SantaVillageTrip SantaGrottoHunt ChristmasMarketCrawl SantaLightsDriveBy SantaAtTheMallSelfie SpotASantaOnEveryRoof SantaParadeRoute',
    tech: 'SantaTracker SantaVoiceFilter NorthPoleVideoCall CatchSantaOnCamera AIWritesToSanta WishListSpreadsheet SantaGreenScreenVisit SantaStopMotionSleigh',
    gaming:
      'SantaBingo PinTheBeardOnSanta SantaSackHideAndSeek SecretSantaGameSwap SantaHatRingToss NaughtyOrNiceQuiz SantaSaysShowdown',
  },
  saturday: {
    music:
      'GarageJamSaturday CartoonThemeCover SaturdayPotsAndPansJam SaturdayKaraokeNight SaturdaySoundtrack ShowerSongMarathon SaturdayBackyardBand',
    art: 'SaturdayCartoonDrawing SaturdayPaintByNumbers MySaturdayAsAComic SketchYourSaturday BackyardEaselHour CraftySaturday SaturdaySidewalkChalk',
    tech: 'SaturdaySetupUpgrade SaturdayGadgetRepair SaturdayStopMotionMovie SaturdayGroupCallQuiz SaturdayAppDeclutter SmartHomeSaturday PhotoBackupSaturday',
    gaming:
      'SaturdayCardShowdown CouchCoOpWeekend SaturdayChessClub SaturdayCharadesCup DungeonsAndSaturdays BoardGameBrunch SaturdayRetroArcade',
  },
  savings: {
    funny:
      'SavingsVsTakeout LatteMathGuilt SavingsCartAbandonment SavingsVsTheSnackAisle SavingsWillpowerTest MyBankAppJudgesMe AskMySavingsAccount',
    travel:
      'SavingsFreeMuseumDays SavingsDayTripUnder20 SavingsForTheTrip SaveMoneyPackAPicnic StaycationSavingsDare FiftyDollarWeekend SavingOnTheRoad',
    gaming:
      'SavingsPennyPitch CoinCountingSavingsRace SavingsBacklogFirst SavingsLevelUp SavingsGroceryPriceGuess FreeToPlayMonth NoSpendSavingsStreak',
  },
  scarf: {
    travel:
      'ScarfAsATravelPillow ScarfInEveryPhoto ScarfPackingHack ThriftStoreScarfHunt FirstScarfDayOfFall BazaarBargainBattle OneScarfFromEveryTrip',
    art: 'TieDyeAScarf ScarfSilkPainting DesignYourScarf ScarfBlockPrint WeaveItYourself MarbledScarfMagic DoodleOnAScarf',
    tech: 'ScarfTieStopMotion HeatedScarfReview ScarfTryOnFilter AIDesignsMyScarf KnittingMachineScarf PixelArtKnitwear ScarfInTheWindSlowMo',
    gaming:
      'ScarfBlindfoldGuessWho ScarfOnMyAvatar WhoseScarfIsThis PassTheScarfGame AnimalCrossingScarf ScarfHotPotato GuessTheTeamScarf',
  },
  'scavenger hunt': {
    tech: 'QRCodeScavengerHunt GPSClueHunt GeocacheScavengerHunt ARScavengerHunt ScavengerHuntVideoCall AIWritesTheRiddles EmojiScavengerHunt PhotoProofScavengerHunt',
  },
  school: {
    travel:
      'SchoolFieldTrip SchoolCampusTour SchoolsAroundTheWorld VisitYourOldSchool SchoolReunionRoadTrip SchoolTripPackingFails WalkYourSchoolRoute',
    gaming:
      'SchoolMinecraftBuild SchoolSubjectCharades SchoolTriviaNight HomeworkSpeedrun SchoolDayBingo OldSchoolArcade SchoolYearbookGuessWho',
  },
  'school bus': {
    travel:
      'SchoolBusCampSendOff FieldTripSchoolBusSnacks SchoolFieldTripRedo SchoolBusWindowTour SchoolBusTripToTheZoo SchoolBusFieldTripVlog',
    tech: 'SchoolBusTrackerApp SchoolBusStopTimelapse AIPlansSchoolBusRoute ToySchoolBusStopMotion NeverMissTheSchoolBus BusStopCamAlert ScratchASchoolBus',
    gaming:
      'SchoolBusRideBingo ISpyFromTheSchoolBus SchoolBus20Questions SchoolBusAlphabetGame LicensePlateGame RockPaperScissorsRow SchoolBusTriviaDuel',
  },
  'school dance': {
    travel:
      'SchoolDanceRoadTrip SchoolDancePhotoHunt SchoolDanceCarpoolCrew SchoolDanceDinnerSpot HomecomingTownTour PromBeachSunrise SchoolDanceSunsetStop RevisitYourSchoolDance',
  },
  'school supplies': {
    travel:
      'StationeryHaulUnder20 StationeryShopTour RoadTripStationeryKit SchoolsAroundTheWorld BackToSchoolRoadTrip SchoolSuppliesThriftHunt SchoolSupplySouvenirs',
    tech: 'SmartPenReview SchoolSuppliesAppList SchoolSuppliesTechKit BackToSchoolDeskSetup DigitalVsPaperSchool CalculatorGameHack StationeryComesAlive',
  },
  science: {
    travel:
      'ScienceMuseumTrip ScienceNatureWalkBingo CitizenScienceHike PlanetariumScienceShow StargazingScienceNight ScienceRockHuntDay ScienceCenterCrawl',
    music:
      'ScienceRapRecap ScienceStrawOboe WaterGlassScience CymaticsScience ScienceFactsToABeat PeriodicTableSong ScienceBottleOrgan',
    tech: 'SciencePhoneMicroscope SproutScienceTimelapse YourPhoneIsAScienceLab CodeAScienceSim SpectroscopeFromACD TeachScienceFromSpace ScienceSlowMoDrops',
    gaming:
      'ScienceEscapeRoom ScienceCharadesNight MinecraftScienceBuild ScienceTriviaDuel ScienceQuizShowNight LittleAlchemyRace ScienceHangmanDuel',
  },
  'science fair': {
    travel:
      'ScienceFairRoadTrip ScienceMuseumDay ScienceFairLabTour ScienceFairToNationals ScienceFairMuseumHunt ScienceFairSupplyRun GlobalScienceFairs NatureWalkScienceFair',
    tech: 'ScienceFairTimelapse ScienceFairSolarCar ScienceFairAppDemo ScienceFairInSlowMo PotatoBatteryClock BuildASeismograph ScienceFairHologram CodeYourScienceFair',
    gaming:
      'ScienceFairBoardGame ScienceFairInMinecraft ScienceFairCharades ScienceJeopardy LabEscapeChallenge MadScientistBossFight DiceOddsScienceFair ScienceFairTierList',
  },
  scientist: {
    music:
      'TheScientistCover MadScientistLaughRemix ScientistBeakerDrums ScienceOfSound SingTheElements ScientistRapBattle ScientistBioSong',
    tech: 'CitizenScientistApp ScientistPhoneMicroscope ScientistPhoneSensors ScienceWithAI ScientistSlowMoExperiment DataNerdDashboard CodeLikeAScientist',
    gaming:
      'MadScientistHideAndSeek GuessThatScientist PandemicScientistCoop ScienceTriviaShowdown PotionCraftRace MinecraftLabBuild ScientistCharadesNight',
  },
};
