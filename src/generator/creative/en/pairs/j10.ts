import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  mud: {
    fitness:
      'MuddyMileChallenge MudHillSprints MudBootSquats HopEveryMudPuddle MudCrawlWorkout MuddyAndMighty',
    prank:
      'MuddyFootprintStickers MudPieFakeOut DirtCupWormSurprise MudBootCleanupFairy MudRoomShoeShineSurprise FakeMudSplatOnTheCar MudMaskSpaNightSurprise',
    educational:
      'ShakeAMudJar MudBrickHistory MakeAMudFossil DigIntoTheMud ClaySiltSandSort WhatLivesInTheMud OobleckVsMud HowPigsUseMud',
    cooking:
      'MississippiMudPie MudCakeBakeOff DirtCupDessert MudPuddleBrownies MuddyBuddies ChocolateSwampPudding MudPieMilkshake',
    travel:
      'WalkingInAMudWonderland DownOnTheMuddyFarm PackForAMuddyHike ShowUsYourMuddyTrail FindTheBiggestMudPuddle MuddyWheelsDayTrip MuddiestHikeWins',
    fashion:
      'MudRunFitCheck MuddyBootsStyle MudSeasonLayers DressedToGetMuddy AllWhiteMudDare RainbootStyling',
    wellness:
      'MudMaskMonday JumpInAMudPuddle BarefootGrounding MudBetweenYourToes HandsInTheMud RainyWalkReset MudIsMyTherapy',
    speed:
      'MudRunTimeTrial FastestMudPie MudBootsOnInTen CleanYourMudBootsIn60 PuddleJumpRelay MudCrawlRace',
    music:
      'SquelchRhythm MudStompBeat MudKitchenBand MudBucketDrums MuddyBootsBlues PuddleSplashPercussion MudPieOpera',
    art: 'MudClayTreeFaces PaintWithMud LeaveYourMudHandprint MudPuddleReflections DrawInTheMud MudPieMasterpiece',
    tech: 'WatchMudDryTimeLapse MudSplashSlowMo ZoomIntoTheMud MudMonsterStopMotion MudSquelchASMR MudProofPhoneCase TenThousandMuddySteps',
    gaming:
      'MudPuddleHopscotch MudBallBullseye StuckInTheMudTag OpenAMudPieShop CanYouClearTheMud MudFortCapture TheFloorIsMud',
  },
  muffin: {
    travel:
      'MuffinBakeryCrawl MuffinRoadTrip FindTheMuffinMan MuffinsAroundTheCampfire BestMuffinInTown MuffinTopOfTheHill FarmersMarketMuffins',
    fashion:
      'MuffinCostumeDIY MuffinLinerSkirt BlueberryMuffinMakeup MuffinMorningFit StudMuffinFitCheck CozyBakeryCardigan MuffinColorPalette',
    speed:
      'MuffinTinFillRace MuffinLinerBlitz MuffinBatchIn30 FastestMuffinMan BlueberrySortDash MuffinStackIn60 FrostTwelveMuffins',
    art: 'MuffinLinerFlowers OneLineMuffin MuffinClayCharms MuffinTinPaintPalette BlueberryWatercolor PopArtMuffin DoodleYourMuffin',
    tech: 'MuffinRiseTimelapse AIInventsAMuffin AirFryerMuffinTest HandsFreeMuffinBake GramsVsCupsMuffins MuffinDoneAlertHack MicrowaveMugMuffin',
    gaming:
      'MuffinBakerySim MuffinMemoryMatch BounceItInTheMuffinTin MuffinMergeGame FlipTheMuffinLiner BreakfastBingo GuessTheMuffinFlavor',
  },
  mug: {
    funny:
      'MugCollectionRoast WhoStoleMyMug MugCabinetAvalanche OfficeMugWars WorldsOkayestMug WhichMugAreYou WhenSomeoneUsesYourMug MugsThatSayTooMuch',
    educational:
      'WhyMugsHaveHandles HowMugsAreMade MugInsulationShowdown WhyDoesMyMugSing WhyTeaStainsMugs MugHistoryIn60Seconds MugCapacityGuess',
    cooking:
      'OneMinuteMugCake MicrowaveMugOmelet MugMacAndCheese MugCinnamonRoll 7DayMugMealChallenge HotCocoaMugFaceOff MugBrownieBakeOff MugPizzaPronto',
    travel:
      'ShowUsYourHometownMug TravelMugRoadTrip SouvenirMugHunt MugCampsiteSunrise CafeHopWithMyMug TakeYourMugToThePark LocalMugSwap',
    fashion:
      'DressLikeYourMug CozyMugSweaterLook MugNailArt MugPrintTee CoffeeBreakFitCheck MittensAndMugs MugAsAnAccessory',
    speed:
      'MugStackRace MugRelayNoSpill FillTenMugsIn30 MugRainbowIn60 CoffeeBreakDash SteadyHandSprint MugWashBlitz',
    music:
      'MugXylophone MugClinkHarmony CupSongButMugs TuneYourMugs KettleWhistleSolo SpoonStirSymphony MugDrumCircle SingIntoYourMug',
    art: 'GlowUpAPlainMug DrawYourMugBlindfolded PaintYourOwnMug MugOfYourFace CoffeeRingDoodles SketchYourMorningMug MugPortraitDuel',
    tech: 'MugShotGlowUp SlowMoMugPour WatchMyMugCakeRise MugsComeAliveStopMotion ColorChangeMugReveal MugCollectionSpreadsheet AIDesignsMyMug WhatNoteIsYourMug',
    pet: 'CatVsMugOnTable KittenInAMug MugShotOfMyPet WhatFitsInAMug MugOfTreatsReveal PawPrintMug PetPortraitMug WhoKnockedTheMug',
    gaming:
      'MugPongTrickShot ShellGameWithMugs LoserWashesTheMugs MugStackingJenga CoinInTheMugChallenge DiceInTheMug MugTossTournament GuessWhatsInTheMug',
  },
  mural: {
    prank:
      'StickyNoteMuralAmbush PutThemInTheMural ChalkMuralDriveway MiniMuralMystery SneakAMuralCameo WallArtWelcomeHome SecretWindowMural PaperMuralForTheirDoor',
    educational:
      'MuralGridMethod WhoPaintedThisMural StreetArtVsGraffiti DecodeTheMural FromSketchToMural MuralsThroughTime',
    cooking:
      'MuralSheetCake CookieMosaicMural PlateLikeAMural EatTheMural PaintAPancakeMural ToastMuralTuesday',
    speed:
      'FindFiveMuralsIn30 MuralTeamRelay MuralRollerRace TenMinuteMural MuralBlitz StreetArtShowdown',
    tech: 'MuralTimelapse AnimateAMural FitTheMuralInOneShot AIMuralMakeover MapYourTownsMurals StreetArtScanner MatchTheMuralColors MakeAMuralYourWallpaper',
    gaming:
      'ISpyInTheMural GuessTheMuralCity MuralHiddenEasterEgg MuralBingo EightBitMural MuralSpotTheDifference TurnAMuralIntoAJigsaw',
  },
  museum: {
    funny:
      'MuseumKidCritic SkipToTheMuseumShop DadAtTheMuseumPOV MuseumPoseMatch ModernArtOrMess NarrateMyDayMuseumStyle MuseumAudioGuideParody',
    prank:
      'MuseumLabelsAtHome MuseumStatueFreeze FakeMuseumTour VelvetRopeTheCouch DuctTapeBananaMuseum LivingRoomLouvre MuseumPlaqueForDadsMug',
    educational:
      'MuseumFactHunt MuseumFactThatBlewMyMind MuseumLabelQuiz MuseumMysteryObject GuessThatArtifact FossilOrFake BehindTheMuseumGlass',
    cooking:
      'MuseumMasterpieceCake FossilMuseumCookies MuseumWorthyToast EdibleMuseum MuseumPiecePancakes MuseumCafeCopycat',
    speed:
      'MuseumScavengerHunt MuseumEveryRoomDash MuseumPostcardRace MuseumSpeedrun StatueSketchSprint MuseumInAnHour BeatTheMuseumClosing',
    art: 'MuseumSketchbook MuseumMasterCopy MakeAMuseumZine HomeMuseumExhibit StatueSketchOff RemixAMasterpiece RecreateAMuseumPiece',
    tech: 'PhoneGuidedMuseumTour ChatbotMuseumDocent PanoramaTheMuseumHall MuseumFromMyCouch PaintingsThatTalk AppVsAudioGuide BuildAVirtualMuseum',
    gaming:
      'MuseumTriviaNight MuseumCuratorSim MuseumSpotTheDifference ShoeboxMuseumBuildOff EscapeTheMuseum DinoDigQuest',
  },
  mushroom: {
    fitness:
      'MushroomHuntHike PowerUpMushroomSprints MushroomPickSquats MushroomBasketCarry MushroomPopUpJumps FunGuyFitness LungeForEveryMushroom',
    prank:
      'MeringueMushrooms MushroomFairyDoor ChocolateMushroomSwap MushroomPlushInBed MushroomNightLightGift MushroomRingOnTheLawn',
    travel:
      'SpotTenMushroomsChallenge MushroomMarketHaul MushroomFarmTour MushroomForestWalk MushroomPhotoSafari EnchantedWoodsHike MushroomPhotosAfterRain',
    speed:
      'TearMushroomsIn60 MushroomSpottingRace MushroomCleanSpeedrun MushroomSortShowdown FungiFactBlitz MushroomStackIn30 FindFiveMushrooms',
    music:
      'MushroomKingdomCover AnOdeToMushrooms SingToYourMushrooms MushroomForestLofi FunGuyFunk MushroomRapBattle LullabyForMushrooms',
    art: 'MushroomSporePrintArt PaperMushroomVillage DoodleAMushroomHouse MushroomClaySculpt PaintAFairyRing MushroomRockPainting MushroomWatercolor',
    tech: 'MushroomGrowTimelapse StopMotionMushroomPop MushroomPortraitMode MapEveryMushroomYouSee ZoomIntoTheGills StumpTheAIOnMushrooms MushroomIDAppFaceOff',
    gaming:
      'MatchTheMushrooms HideTheToyMushroom MushroomSpottingBingo MushroomPowerUpRun TicTacMushroom RingTossOnAMushroom MushroomKingdomRace',
  },
  music: {
    prank:
      'MusicStuckInTheirHead MusicSerenadeWakeUp FollowThemWithMusic DramaticMusicEntrance AuxCordTakeover DoorbellMelodyChange MusicBoxLoveNote',
    travel:
      'PassengerPicksTheMusic FreeMusicInThePark TravelByMusicVideo LiveMusicEveryStop ConcertRoadTrip VinylShopCrawl MusicVenueHopping',
    speed:
      'MusicNameThatTune KeepUpWithTheMusic MusicOneSecondIntro MusicalChairsSprint FinishTheLyric BeatTheChorus MusicGenreGuessBlitz',
    tech: 'MusicLoopBuildUp AIVsRealMusician CodeYourOwnMusic PhoneOnlyMusicStudio HeadphoneBlindTest MusicFromPhoneSounds MusicVisualizerDIY',
    gaming:
      'MusicTriviaNight PassItTillTheMusicStops VideoGameMusicQuiz RankBossFightMusic MusicLyricCharades PianoTilesHighScore MusicBingoBash',
  },
  'musical chairs': {
    travel:
      'CampsiteMusicalChairs BeachMusicalChairs RestStopMusicalChairs MusicalChairsPicnic MusicalChairsAtTheLake MusicalChairsAtGrandmas MusicalChairsParkDay CabinMusicalChairs',
    music:
      'GuessTheSongChairs MusicalChairsKaraoke MusicalChairsDJ GenreSwitchChairs MusicalChairsPotsAndPans MusicalChairsAnthem KazooMusicalChairs HumAlongMusicalChairs',
    tech: 'SmartSpeakerDJ MusicalChairsApp MusicalChairsPlaylistWars RandomTimerMusicalChairs AIHostsMusicalChairs MusicalChairsBeatSync VideoCallMusicalChairs MusicalChairsReplayCam',
    gaming:
      'LastChairStanding MusicalChairsBracket FreezeDanceFaceOff MusicalChairsButTrivia MusicalChairsOlympics MusicalChairsGameNight MusicalChairsDares MusicalChairsGrudgeMatch',
  },
  mystery: {
    dance:
      'WhodunitShuffle MysteryNoirSway DetectiveTrenchStrut GuessTheMysteryMove MysteryMixFreestyle RollForAMysteryMove MysterySongDanceOff',
    funny:
      'MysteryNarratorVoice MysteryFridgeCulprit SherlockImpression TheMissingSockMystery LeftoversMystery MysterySolvedItWasTheDog MysteryNoiseAt3AM',
    educational:
      'RiddleLogic101 FingerprintMysteryLab AncientMysteryCodes SolveItLikeSherlock CaesarCipherMystery UnsolvedMysteriesQuiz MysteryOfStonehenge',
    travel:
      'MysteryRoadTrip RideToAMysteryStop MysteryTrainJourney MysteryTicketReveal CityWideClueHunt MysteryGhostWalk MysteryDinerDetour',
    speed:
      'MysteryClueHuntIn10 FindTheCulpritFast MysteryCipherSprint MysteryBoxBlitz MysteryRiddleRapidFire SolveTheMysteryIn60 MysteryPuzzleTimer',
    music:
      'MysterySongGuess WhatsThatMysterySound SuspenseScoreCover MysteryThemeSongCover MysteryHumAlong DramaticStingRemix MysteryInstrumentDuel',
    tech: 'MysteryQRTrail MysteryVoiceMemoClues TextAMysteryInEmojis CrackTheMysteryCode ExtremeZoomMystery UVLightMystery MysteryGeocacheHunt',
  },
  nacho: {
    fitness:
      'NachoAverageWorkout PlankTillTheNachosMelt EarnYourNachos JalapenoJumpingJacks ChipAndDipSquats NachoGameDayCardio CrunchesForNachos',
    travel:
      'BestNachosInTown ChaseTheNachoTruck NachoTexMexCrawl BallparkNachosRanking NachosInTheBackSeat LocalNachoShowdown',
    tech: 'NachoAirFryerTest NachoCheeseSlowMo AIBuildsMyNachos MicrowaveVsOvenNachos NachoCrunchASMR WatchTheNachoCheeseMelt NachoNutritionScanner',
    gaming:
      'NachoGameNight NachoLoserRefills NachoTowerTopple CardsForTheLastNacho ChipLeaderboard FlickANachoInTheBowl',
  },
  nail: {
    prank:
      'PressOnNailSurprise NailArtTwinPrank ManiDayAmbush NailPolishFakeSpill GlitterHandshake PaintDadsPinky NailColorMysteryPick',
    travel:
      'VacationManicure NailArtFromEveryTrip PaintYourNailsLikeAMap MyCityOnMyNails BeachPedicureDay PackYourPolishKit ManicureOnTheMove',
    speed:
      'NailPaintSpeedrun NailArtIn60Seconds FastestManicure NailPolishRemovalRace TenFingerSwatchDash NailsWithYourWrongHand NailStickerSprint',
    music:
      'NailTapBeat NailClickASMR NailFileRhythm ManicureMelody PolishShakeMaraca SingWhileNailsDry NailBottleXylophone',
    tech: 'TenNailsOneTimeLapse NailUVLampReview ZoomInOnMyNails TouchscreenLongNails AIDesignsMyNails PolishColorScanner ARNailTryOn',
    pet: 'PawPrintNailArt PetPortraitNails NailGrinderDogCalm NailTrimTreatTrail KittyJudgesMyMani PawdicureDay NailClipHighFive',
    gaming:
      'NailsVsController LongNailsHighScore LevelUpYourNails NailArcadeButtonSet NailRetroPixelDesign RollTheDiceNailArt NameThatNailPolish CharacterColorNails',
  },
  nap: {
    travel:
      'RateEveryNapSpot BackseatNapChampion NapHammockHunt PicnicThenNap NapWithAView ParkBenchPowerNap',
    art: 'DrawSomeoneNapping SiestaWatercolor SketchYourNapDream CatNapPortraits DoodleYourNapSpot PillowCreaseArt',
    tech: 'NapTimelapseCam The20MinuteNapHack SleepTrackerVsMyNap PowerNapAppDuel NoiseCancelNapTest DoISnoreWhenINap',
    gaming:
      'SleepingLionsNapOff TheQuietGameNapEdition DontWakeTheNapper PowerNapThenRematch NapTimeStoryDice BeatMyNapScore CoziestGameBeforeANap',
  },
  nature: {
    travel:
      'NatureRoadTrip NatureTrailNextDoor NatureSunsetLookout NationalParkBingo GreatOutdoorsGetaway ForestCabinWeekend NatureReserveDayOut',
    tech: 'NatureIDAppVsMe NatureMacroHunt NatureTimelapse FitNatureInOnePanorama StopMotionNatureWalk NoFilterNatureShot RecordNatureSounds',
    gaming:
      'OutdoorsGameNight NatureScavengerQuest NatureTriviaTrail ISpyOnANatureWalk GeocacheSpeedrun WildlifeSpotScore NatureBingoCard',
  },
  necklace: {
    travel:
      'NecklaceSouvenirHunt MakeASeashellNecklace NecklaceFleaMarketFind NoMoreTangledNecklaces HometownPendantStory DayTripCharmNecklace NecklaceFromEveryBeach',
    art: 'PaintedBeadNecklace NecklaceWireWrap SculptAClayPendant PastaNecklaceGlowUp NecklaceMacrameKnots PaperBeadNecklace NecklaceFromNature',
    tech: 'ShootYourNecklaceLikeAPro NecklaceFilterVsRealLife PendantSpinSlowMo AIDesignsMyNecklace StopMotionBeadNecklace UntangleTheChainTimeLapse NecklaceQRCode',
    gaming:
      'NecklaceTreasureQuest NecklaceCharmHunt WhichNecklaceIsMissing ChainLinkPuzzle HotOrColdNecklaceHunt BeadBoardBingo DiceDecideMyNecklace',
  },
  neighbor: {
    travel:
      'NeighborhoodHiddenGems NeighborTownDayTrip BeachDayWithTheNeighbors CarpoolWithNeighbors LocalBlockTour TouristNextDoor NeighborsFavoriteSpot',
    art: 'NeighborChalkMural NeighborMailboxGlowUp LittleLibraryDecor DrawYourNeighborhood NeighborWindowGallery SketchYourNeighborsPet NeighborKindnessRocks',
    gaming:
      'NeighborCornholeLeague NeighborChessByMail NeighborGameNight HideAndSeekWithNeighbors BlockPartyTourney ChallengeYourNeighbor',
  },
  neighborhood: {
    art: 'NeighborhoodChalkArt MyNeighborhoodInNineSnaps SketchANeighborsHouse MapYourNeighborhood DoorwayPhotoWalk MailboxMakeover NeighborhoodPostcardSwap',
    tech: 'ThreeSixtyNeighborhood NeighborhoodHyperlapse NeighborhoodWalkScore NeighborhoodGPSArtWalk DoorbellCamBloopers NeighborhoodThenAndNow NeighborhoodSoundMap',
    gaming:
      'NeighborhoodGeocache NeighborhoodPorchBingo StreetScavengerHunt NeighborhoodFlagWars KickTheCanComeback NeighborhoodSardines NeighborhoodTagLeague',
  },
  'new job': {
    travel:
      'NewJobLunchSpots CommuteRouteScout NewJobCommuteDayOne NewJobCafeHunt NewJobLunchBreakEscape NewJobNeighborhoodTour HiddenGemsNearNewJob NewJobTouristMode',
    gaming:
      'NewJobUnlocked FirstDayTutorialMode NewJobFirstWeekBingo TwoTruthsAboutMyNewJob ActOutMyNewJob LevelUpAtTheNewJob NewJobInThreeEmojis NewJobJargonMemoryGame',
  },
  'new year': {
    travel:
      'NewYearFirstHike NewYearFireworksTrip FirstWalkOfTheNewYear SunriseOnNewYearsDay NewYearInTheTownSquare NewYearTravelBucketList RoadTripIntoTheNewYear',
    music:
      'NewYearKazooChorus SingInTheNewYear YourNewYearsFirstSong AuldLangSyneCover PotsAndPansParade NewYearCountdownBeat NewYearPartyHornBand',
    art: 'NewYearVisionBoard PaintNewYearFireworks ConfettiNewYearCard TimeCapsuleCollage GlowStickNewYearWishes NewYearCalendarArt NewYearDoodleDiary',
    tech: 'NewYearPhoneCleanup ShootNewYearFireworks CodeANewYearCountdown InboxZeroByNewYear DigitalDeclutterDay NewYearTwelvePhotoRecap',
    gaming:
      'NewYearBacklogClear NewYearCountdownBingo NewYearsEveCharades FirstWinOfTheYear GuessMyNewYearResolution NewYearBoardGameTourney NewYearTriviaTakedown',
  },
  'new years eve': {
    travel:
      'NewYearsEveCabinTrip FirstSunriseHike WalkToTheFireworksNYE NYEFireworkChase NYEAtGrandmasHouse NYEHilltopCountdown',
    fashion:
      'NewYearsEveGlamLook SequinFitCheck NYEThriftedSparkle NYESparkleShowdown NewYearGoldRush NewYearsEveVelvetSuit',
    tech: 'NewYearsEveTimelapse HomemadeNYEPhotoBooth FireworkSlowMoShot CodeANewYearClock NewYearPhotoDump NYEVideoCallParty',
    gaming:
      'NewYearsEveTrivia LastGameOfTheYear NYEGameTillMidnight NYECharadesShowdown NewYearBingoBlackout NewYearFirstWin',
  },
  'new york': {
    dance:
      'NYCStreetDance NewYorkBroadwayMoves NewYorkVoguing StrutLikeANewYorker TimesSquareShuffle NYCKickLineChallenge NewYorkLindyHop',
    prank:
      'SurpriseNYCTripReveal NewYorkBagelDoorDrop NewYorkSubwayKindNotes NewYorkAccentAllDay ManhattanMysteryBox SliceOnTheDoorstep',
    tech: 'NYCTransitAppHack AIPlansMyNewYorkDay NYCSkylineGreenScreen NewYorkNightModePhotos NewYorkMinuteTimeLapse TimesSquareHyperlapse FreeWiFiManhattanTest',
    gaming:
      'NewYorkLandmarkCharades NYCSubwayStopQuiz GuessTheNYCStreet NewYorkTriviaNight BuildNYCFromBlocks TimesSquareBingo',
  },
  newspaper: {
    educational:
      'FoldANewspaper8Times NewspaperBridgeTest BirthdayNewspaperHunt NewspaperFactCheck RealOrFakeHeadline NewspaperFromPressToPorch NewspaperChairBuild NewspaperVocabQuiz',
    cooking:
      'NewspaperPopcornCones NewspaperFishAndChips NewspaperFrontPageCake OldNewspaperRecipe SundayNewspaperBrunch HeadlineCookies NewspaperConeFries NewspaperPicnicSpread',
    travel:
      'NewspaperFromTheNextTown NewspaperCommuteCrossword ReadALocalNewspaper NewspaperStandHunt NewspaperTripScrapbook LetTheNewspaperPlanMyDay NewspaperCafeMorning TrainNewspaperRitual',
    tech: 'NewspaperVsNewsApp MovingNewspaperPhoto DigitizeOldNewspaper AINewspaperHeadline CodeYourOwnNewspaper AIWritesTheFrontPage RestoreANewspaperPhoto ArchiveNewspaperSearch',
    gaming:
      'NewspaperCrosswordDuel SundayNewspaperSudoku NewspaperScavengerHunt CrumpledNewspaperHoops BowlWithNewspaperBalls NewspaperSpotTheDiff NewspaperWordSearch NewspaperBattleship',
  },
  'night light': {
    educational:
      'HowNightLightsWork WhyKidsFearNighttime WhyRedLightAtNight GlowInTheDarkScience DoesNightLightColorMatter HowTheSensorKnows NightLightCostPerYear',
    travel:
      'NightLightForSleepovers TentNightLightGlowUp NightLightTravelHack NightMarketCrawl LanternFestivalNight FireflyFieldAtNight',
    tech: 'StarProjectorShowdown SmartNightLightTest MotionSensorNightLight NightLightLongExposure StopMotionByNightLight AutomateBedtime PhoneTorchNightLight',
    gaming:
      'NightLightFreezeGame ShadowPuppetCharades FollowTheNightLights GlowInTheDarkGameNight CardsByNightLightOnly FlashlightTagRules NightLightHideAndSeek',
  },
  'night routine': {
    travel:
      'NightRoutineInAHotel NightRoutineCamping BackseatNightRoutine NightRoutineAtGrandmas EveningCityStroll StargazeBeforeSleep NightRoutineSleepover NightRoutineCarryOnKit',
    tech: 'NightRoutineSunriseAlarm NightRoutineScreenOff NightRoutineWhiteNoise NightModeEverything PhoneBedtimeSetup SleepTrackerTest ShortcutNightRoutine NightRoutineDimmer',
    gaming:
      'NightRoutineCozyGame NightRoutineSpeedrun NightRoutineOneMoreRun NightRoutineCrossword LastLevelBeforeBed NightRoutineSolitaire NightRoutineBingo NightRoutineXPBoard',
  },
  'night shift': {
    cooking:
      'NightShiftLunchbox NightShiftSnackStash NoMicrowaveNightShift MidnightMealPrep PostShiftBreakfast NightShiftMealIn10 NightShiftSoupFlask PotluckNightShift',
    travel:
      'EmptyStreetsNightShift NightShiftSunriseWalk NightOwlCityTour NightShiftDayTrip SunriseCommuteHome AfterShiftDinerCrawl NightShiftCommutePlaylist LateBusNightShift',
    tech: 'NightShiftSleepTracker BlueLightNightShift NightShiftAlarmStack NightModeEverything WhiteNoiseShowdown DoNotDisturbHacks VibrateAlarmNightShift SunsetLampNightShift',
    gaming:
      'NightShiftBingoBlackout NightShiftWordChain TriviaForTheNightShift NightShiftHighScore RiddleMeThisNightShift BreakRoomChessDuel NightShiftCardGame NightShiftHandoverPuzzle',
  },
  ninja: {
    travel:
      'PlaygroundNinjaWarrior SilentNinjaCampout NinjaModeCityStroll HiddenNinjaTrail FindTheSecretDoors NinjaParkHop NinjaTrainingAtTheBeach',
    fashion:
      'AllBlackNinjaLook NinjaHeadbandFromAShirt StealthModeStreetwear NinjaCostumeDIY TieItLikeANinja DressedForTheShadows NinjaSashSwag',
    music:
      'NinjaPotLidDrums NinjaSoundEffects NinjaBeatboxBattle SilentNinjaRemix TiptoeBassline HiYahBeatDrop HumTheNinjaTheme NinjaChopstickJam',
    tech: 'NinjaFlipSlowMo NinjaStopMotion GreenScreenNinjaJump NinjaLevitationPhoto NinjaVanishEdit SneakPastTheSensor NinjaCloneEffect',
    gaming:
      'NinjaStealthRun NinjaSneakUpGame FruitNinjaHighScore NinjaHandSlapShowdown BuildANinjaCourse NinjaVsSamuraiNight LastNinjaStanding',
  },
  noodle: {
    travel:
      'NoodleCrawl SlurpAcrossTheCity NoodleNightMarket HoleInTheWallNoodles FoodCourtNoodleRanking RamenRoadTrip LocalNoodleHunt',
    tech: 'SlurpSoundMeter NoodleSteamSlowMo InstantNoodleTimeLapse AIRatesMyNoodles NoodleWormStopMotion PerfectNoodleTimer MakeInstantNoodlesLookPro',
    gaming:
      'NoodleShopTycoon GameNightNoodles RamenTierList NoodleChopstickTransfer NoodlePickUpSticks GuessTheNoodleBlindfolded NoodleNinjaDuel',
  },
  notebook: {
    cooking:
      'RecipeNotebookRevival CookFromOldNotebooks NotebookRecipeSwap NotebookCakeDesign GrandmasNotebookPie NotebookSketchToBake',
    art: 'FlipbookInANotebook NotebookDoodleGlowUp BallpointPortrait NotebookCoverPainting NotebookCollageSpread FillEveryPage NotebookMarginDoodles',
    tech: 'PaperNotebookVsTablet NotebookScanHack TimeLapseANotebookPage CanMyPhoneReadMyNotebook ReusableNotebookReview ScribblesToPixels',
    gaming:
      'NotebookDungeonMap NotebookDotsAndBoxes NotebookTicTacToe NotebookHangmanRound NotebookPaperFootball BattleshipInTheMargins',
  },
  november: {
    prank:
      'NovemberKidsTableSwap TurkeyHatAtDinner NovemberPlaceCardPuns NovemberLeafPilePopUp FakeSnowInNovember FakeMustacheNovember JingleBellsInNovember ThankYouNoteNovember',
    cooking:
      'NovemberPieBakeOff FriendsgivingPotluck NovemberLeftoverRemix CanOrScratchCranberry NovemberSoupSunday HotCiderNovemberNights PumpkinSpiceNovember NovemberCasseroleClash',
    travel:
      'NovemberLeafPeeping NovemberParadeFrontRow LastFarmStandOfNovember HomeForThanksgiving NovemberOffSeasonTrip NovemberFirstFrostWalk FoggyNovemberWalk NovemberCabinWeekend',
    music:
      'NovemberRainCover GobbleBeatbox NovemberAcousticSet SingYourNovemberThanks NovemberCampfireSong FriendsgivingJam NovemberLeafCrunchBeat NovemberKitchenDrums',
    tech: 'NovemberPhotoDump AIPlansFriendsgiving CatchANovemberLeafSlowMo NovemberTimelapse NovemberAppDeclutter NovemberTurkeyStopMotion UnsubscribeNovember NovemberBackupDay',
    gaming:
      'FriendsgivingGameNight NovemberKidsTableCup NovemberBacklogBlitz NovemberJigsawMarathon NovemberWordChainDuel NovemberMovieCharades NovemberBingoCard GuessTheNovemberPie',
  },
  nugget: {
    dance:
      'NuggetDipDance DinoNuggetStomp DanceLikeADinoNugget RexArmsRoutine NuggetDabOff NuggetSauceShuffle NuggetMoonwalk ChickenNuggetWiggle',
    educational:
      'DinoNuggetSpecies WhyNuggetsGetCrispy WhoInventedTheNugget WhyNuggetsHaveShapes GoldNuggetGeology HomemadeVsFrozenNugget NuggetFactOrFiction NuggetNutritionQuiz',
    travel:
      'NuggetFoodCourtFaceOff NuggetsOnABlanket NuggetRoadTrip NuggetsWithALakeView NuggetsForTheRoad NuggetSauceTourOfTown BestNuggetInTown NuggetTasteTour',
    fashion:
      'NuggetCharmEarrings DressAsANugget GoldenNuggetFitCheck DinoNuggetPajamas KetchupMustardColorway NuggetPrintSocks GoldenNuggetNails NuggetBucketHat',
    tech: 'AirFryerVsOvenNuggets NuggetCrunchMeter DinoNuggetAIStory DinoNuggetsComeAlive WatchNuggetsGoldenUp MakeANuggetLookFancy NuggetSlowMoDip AIGuessesMyNuggetShape',
    gaming:
      'DinoNuggetMatchUp NuggetInTheCupTrickShot FindTheGoldenNugget BlindNuggetSauceTest NuggetTowerTopple ChickenNuggetTycoon NuggetClickerGame TicTacNugget',
  },
  nurse: {
    travel:
      'NurseDaysOffGetaway NurseCommuteSunrise TravelNurseDiary NewCityNurseShift NurseHikeAfterShift ScrubsToSunscreen CarryOnNurse',
    art: 'NurseThankYouCard NursePortraitSketch NurseWatercolorTribute DrawYourNurseHero NurseBadgeReelGlowUp GloveBalloonCritters SidewalkChalkNurses',
    tech: 'NurseAppHacks NurseSmartwatchSteps NurseChartingShortcuts AIStudyForNursing NurseVoiceNoteHacks FlashcardFaceOff NurseTechTierList',
    pet: 'NursePuppySniffTest NurseCatNapAfterWork PetGreetsNurseHome NurseOffDutyDogWalk NurseKittyOnDuty PostShiftZoomies',
    gaming:
      'ActOutANursingTerm NurseBreakroomRummy NurseShiftBingo NurseTriviaNight NursingWordScramble WhatsMissingNurseTray NursingLifeInEmojis',
  },
  oatmeal: {
    fitness:
      'OatmealFuelRun PorridgePoweredPlank OatmealCanisterSquats OatsPoweredHike PreWorkoutOatmeal EarnYourOatmeal',
    travel:
      'CampfirePorridgeMorning RoadTripOatsInAJar OatBarsForTheSummit OatmealCafeCrawl OatmealAtGrandmas OvernightOatsPicnic HotelOatmealRating',
    tech: 'OatmealMicrowaveHack OatmealRiceCookerHack OatmealRecipeAI OatmealFaceStopMotion OatmealBoilOverCam AppRatesMyPorridge OatmealTimelapse',
    pet: 'OatmealDogBath HorseLovesOatmeal TreatBalanceTrick OatmealKittenLapNap WaitForTheOatmeal PupApprovedOatmealTreats OatmealSweaterPup',
    gaming:
      'BlindOatmealTasteTest OatmealCookOffDuel ThreeBearsBoardRound OatmealToppingBingo OatmealSpoonRelay FindTheJustRightPorridge OatmealTicTacToe',
  },
  'obstacle course': {
    travel:
      'ObstacleCourseInEveryPark NinjaWarriorParkTour PlaygroundObstacleCourse ObstacleCourseMudRun PlaygroundPassport ObstacleCourseAtTheBeach CampsiteObstacleCourse',
    art: 'ObstacleMarbleRun CardboardObstacles ObstacleChalkTrack ShoeboxObstacleCourse DrawAnObstacleCourse PaperMazeMayhem',
    tech: 'SlowMoObstacleCourseFails ObstacleRobotVacuum PhoneTimedObstacleCourse ObstacleCourseFromMyPOV ObstacleCourseGhostRace AICoachMySplits',
    gaming:
      'ObstacleCourseBossLevel ObstacleCourseChaseTag FloorIsLavaLevel ObstacleCourseTagTeam RollTheDiceObstacleCourse BeatMyObstacleTime',
  },
  ocean: {
    fitness:
      'OceanSurfPopUps TideLineLunges SeasideYoga BeachBootCamp OceanSandSprints SevenDaySeasideWalk CrabWalkToTheOcean',
    prank:
      'OceanMessageInABottle MermaidFootprintTrail OceanSoundsWakeUpSurprise OceanShellSurprise BuriedPirateTreasure SeasideSandcastle OceanInTheBathroom SeashellPhoneCall',
    travel:
      'OceanTidePoolWalk LighthouseHopBySea BoardwalkByTheSea SeasideTownHopping SunsetPicnicByTheSea TrainRideToTheSea WhatsInMySeasideBag',
    speed:
      'BeatTheOceanTide OceanCleanupCountdown SeasideBucketRelay SandcastleSpeedBuild OceanShellSortShowdown SeashellHuntIn60 OceanPlasticPickUp',
    art: 'OceanSandArtJar DriftwoodFromTheSea TidePoolSketch OceanGlassMosaic GreatWaveRedraw OceanHorizonPainting OceanInABottleCraft',
    tech: 'OceanWaveTimelapse PhonePouchSeaTest SlowMoOceanSpray WholeOceanOnePanorama RecordTheSeaForSleep TideAppVsReality OceanLiveCamBingo',
    gaming:
      'ActLikeASeaCreature OceanBeachBallKeepUp BattleshipShowdown SeashellTicTacToe OceanFishingDerby SeaMonsterTagGame OceanLifeMemoryMatch',
  },
  october: {
    travel:
      'OctoberLeafPeeping OctoberHauntedHayride OctoberCiderDonutRun OctoberPumpkinPicking GetLostInACornMaze OctoberApplePickingDay OctoberFoliageDrive',
    music:
      'MonsterMashCover OctoberSpookyLullaby OctoberCostumeKaraoke OctoberCreakRemix ThrillerInOctober WitchyOctoberChorus OctoberHowlAlong',
    art: 'OctoberDrawingADay JackOLanternDesign SpiderWebYarnArt OctoberNoCarvePumpkin OctoberLeafMosaic OctoberBatGarland OctoberMonsterDoodle',
    tech: 'OctoberGhostInMyPhoto TrickOrTreatCounter OctoberLightShow OctoberCostumeTransition OctoberSpookyStopMotion OctoberScaryFilterDare OctoberVoiceChanger',
    gaming:
      'OctoberWerewolfNight OctoberZombieTag OctoberMummyWrapRace OctoberPumpkinBowling OctoberWhodunit HauntedHouseSpeedrun OctoberCandyCornBingo',
  },
  octopus: {
    cooking:
      'OctopusSausageBento OctopusCupcakes OctopusPancakeArt BreadstickOctopus OctopusFruitPlatter InkyBlackPasta OctopusPizzaBites',
    travel:
      'OctopusAquariumVisit OctopusAtTheFishMarket TidePoolOctopusHunt OctopusPlushTravelDiary FindTheMuseumOctopus SpotAnOctopusInTown DrawAnOctopusInTheSand',
    fashion:
      'OctopusPrintShirt OctopusEarrings OctopusHairClaw OctopusTentacleRing OctopusTentacleTieDye InkAndPearls DressLikeAnOctopus',
    art: 'OctopusInkDrawing OctopusClaySculpt OctopusCrochetPlush ChalkOctopusMural EightArmWatercolor PaperPlateOctopus OctopusSockPuppet',
    tech: 'OctopusCamoARFilter OctopusEscapeStopMotion DrawAnOctopusOnYourPhone OctopusFactOrAIFiction OctopusLiveCamWatchParty InkJetOctopus',
    gaming:
      'OctopusEscapePuzzle PlayOctopusTag OctopusCamouflageGame RingTossOntoOctopusArms ActLikeAnOctopus OctopusThumbWar OctopusTwisterSpin',
  },
  office: {
    educational:
      'OfficeJargonDecoded WhoInventedTheStapler OfficeSpreadsheetTricks OfficeSupplyOrigins OfficeReplyAllRules WhyPrintersJam WhyOfficesAreCold',
    travel:
      'OfficeWithAView OfficeLunchSpotBingo CoffeeShopOfficeHop ScenicRouteToTheOffice WorkFromAnywhere LibraryIsMyOfficeToday OutOfOfficeDayTrip',
    speed:
      'InboxZeroOfficeRace OfficeDeskTidyBlitz OfficeCoffeeRunDash OfficeSupplySortClock LongestPaperclipChain OfficeStickyNoteBlitz OfficeShutdownSprint',
    gaming:
      'CubicleOfficeMiniGolf PaperBallOfficeHoops OfficeEscapeRoom OfficeTriviaBattle OfficePaperPlaneDerby TrashCanThreePointer OfficeBuzzwordBingo',
  },
  'office party': {
    educational:
      'OfficePartyTrivia NameThatCoworkerQuiz FunFactAboutMe OfficePartyTwoTruths OfficePartyTwoMinuteTalk OfficePartyIcebreakers BabyPhotoOfficeParty OfficePartySpellingBee',
    travel:
      'OutOfOfficeParty OfficePartyGoesOutside OfficePartyCityQuest RooftopWorkParty OfficePartyBowlingTrip TeamTakesTheTown OfficePartyFoodCrawl OfficePartyMysteryDayOut',
    speed:
      'OfficeMinuteToWinIt OfficePartyRelay CupStackShowdown OfficePartyWrapBlitz PaperclipChainDash OfficePartySetupSprint OfficePartyBalloonPop PaperPlaneOfficeParty',
    tech: 'VirtualOfficeParty OfficePartyPhoneQuiz QRCodeRaffle OfficePartyPitchDeckNight AIPlansTheOfficeParty SmartSpeakerDJ OfficePartyGIFOff OfficePartyMemeWall',
    gaming:
      'BuzzwordBingo CubicleMiniGolf OfficePartyPictionary OfficePartyMusicalChairs OfficePartyNameThatTune OfficePartyCupStackRace OfficePartyCharades OfficePartyHotPotato',
  },
  onion: {
    funny:
      'DramaticOnionTears OgresHaveLayers OnionRingProposal SnorkelMaskOnionChop NotCryingItsOnions OnionOrAppleGuess OnionBreathCheck',
    educational:
      'WhyOnionsMakeYouCry HoldYourNoseOnionTest RegrowGreenOnions HowOnionsCaramelize OnionTearHacksTested GuessThatOnion ShallotVsOnion',
    travel:
      'EveryOnionAtTheMarket SweetOnionFestival FrenchOnionSoupCrawl OnionRingRoadTrip BestOnionRingsNearby BloomingOnionPitStop PullYourOwnOnions',
    fashion:
      'LayerLikeAnOnion OnionSkinDyeTee OnionBraidUpdo OnionRingEarrings OnionPurplePalette DressAsAnOnionChallenge',
    speed:
      'OnionPeelSprint OnionSizeLineUpDash BraidTheOnionsFast OnionRollRelay OnionRingTowerRace TearlessInTen OnionStackStopwatch',
    art: 'OnionStampPrint OnionSkinDyeArt PaintTheHumbleOnion RedOnionCrossSection OnionRingMandala SketchItBeforeYouCry',
    tech: 'OnionRootTimelapse OnionDicerShowdown OnionGlamourShot OnionPeelStopMotion DoOnionGogglesWork AIRatesMyOnionDice',
    pet: 'OnionPlushFetch OnionCostumeDog OnionRingTugToy NoOnionsForPets SweetOnionPortrait OnionPlushieSnuggle',
    gaming:
      'BowlWithOnions OnionRingToss PeelTheOnionQuestions EscapeTheOnionMaze OnionHotPotato WhosGotTheOnion GarlicVsOnionDuel',
  },
  'optical illusion': {
    travel:
      'IllusionMuseumVisit IllusionPhotoOps MirrorMazeIllusion TinyFriendBeachIllusion IllusionHoldTheMoon IllusionPhotoAtEveryStop IllusionStreetArtHunt SunsetPinchIllusion',
    fashion:
      'OpticalIllusionDress OpticalIllusionNails IllusionPrintFit IllusionStripes WhiteGoldOrBlueBlack IllusionPatternSocks LongLegsIllusion PolkaDotIllusionLook',
    music:
      'AuditoryIllusionTest IllusionMusicVideo IllusionBeatDrop MisheardLyricIllusion SpinningRecordIllusion YannyOrLaurel PhantomWordsIllusion IllusionBeatboxLoop',
    art: 'DrawAnIllusion PopOffThePageIllusion ThreeDHandIllusion ChalkStreetIllusion ImpossibleStairsSketch WavyStripeIllusionArt IllusionTunnelBook IllusionHoleDrawing',
    tech: 'OpticalIllusionFilter AISpiralIllusion IllusionGeneratorApp PhoneHologramIllusion CodeAnIllusion IllusionFlipbookApp IllusionGIFMaker RollingShutterIllusion',
    gaming:
      'IllusionPuzzleGame IllusionEscapeRoom IllusionMazeRun IllusionWhatDoYouSee IllusionStaringContest IllusionSameOrDifferent IllusionCardTrick SpotTheIllusionDuel',
  },
  orange: {
    cooking:
      'OrangeMarmaladeBatch OrangeCreamsicleShake OrangeSodaFloat AllOrangeDinnerPlate ZestIsBest TangerineDreamTart CandiedOrangePeel',
    travel:
      'OrangeGroveVisit OrangeAutumnDrive OrangeSlicePicnic PickOrangePumpkins OrangePeelingRoadTrip FallFoliageChase OrangeOnlyPhotoWalk',
    music:
      'OrangeCrateDrumJam OrangeColoredSkyCover OrangeRhymeRap ShakerFromOrangeSeeds OrangeJuiceJingle ClementineSingAlong',
    tech: 'OrangeFruitBattery OrangeHourPhotoDump TealAndOrangeEdit BestOrangeJuicerBattle NightShiftOrangeGlow PeelerGadgetFaceOff',
    gaming:
      'OrangeOnASpoonRace OrangeInTheBowlTrickShot PassTheOrangeNoHands ISpySomethingOrange BowlWithOranges OrangesAndLemonsGame',
  },
  'orange peel': {
    funny:
      'OrangePeelSmile OnePieceOrOops OrangePeelStickyHands PithHatersUnite OrangePeelUnderNails GrandpasOrangeTrick OrangePeelMustache DramaticOrangePeel',
    educational:
      'OrangePeelMapLesson OrangePeelPopsBalloons OrangeSinkOrFloat CitrusOilFacts OrangePeelComposting WhyPeelSmellsStrong OrangePeelDryingTest VitaminCOrangePeel',
    travel:
      'OrangeGroveTour CitrusStandRoadTrip OrangePeelCarFreshener PickYourOwnOranges OrangePeelSummitSnack OrangePeelPicnicContest PackOutOrangePeel OrangePeelMarketHaul',
    fashion:
      'DriedOrangePeelJewelry TangerineMonochrome OrangePeelEarrings OrangeCrushFit ZestyColorBlock OrangePeelRoseBrooch OrangePeelNails OrangePeelPerfume',
    tech: 'OrangePeelSlowMo OrangePeelMacroLens OrangePeelRewind PeelerGadgetVsHands OrangeBatteryBuild OrangePeelSplitScreenRace TimelapseOrangePeel OrangePeelPortraitMode',
    gaming:
      'LongestSpiralWins OrangePeelHighScore OrangePeelLetterGuess OrangePeelJigsaw OrangePeelingLeague OrangeSpoonRace OneStripOrangePeel BlindfoldOrangePeel',
  },
  oreo: {
    educational:
      'OreoMoonPhases OreoFillingRatio CremeSideScience OreoStampDecoded OreoHistoryIn60 DoubleStufMeasured WhyOreosAreBlack',
    travel:
      'OreoAtEveryRestStop OreoMilkPicnic OreoMilkshakeCrawl RareOreoHunt OreoRoadTripTasteTest SnackAisleSafari',
    tech: 'OreoDunkSlowMo OreoMoonStopMotion OreoTowerTimeLapse AIInventsAnOreoFlavor OreoMacroShot OreoProductShootAtHome',
    gaming:
      'OreoCheckers OreoPokerChips OreoTwistNoBreakGame OreoJengaTower OreoTicTacToe OreoDunkTrickShot OreoOthello',
  },
  organizing: {
    educational:
      'OrganizingFourBoxRule WhyOrganizingFeelsGood OrganizeLikeAScientist OrganizerMethodQuiz WhyLabelsHelp SparkJoyTest OrganizingDeweyDecimal OrganizeItAToZ',
    cooking:
      'OrganizedMealPrep RestockAndBake OrganizingSpiceRack OrganizingFridgeZones ShopYourPantryFirst LabeledJarBaking OrganizeBeforeYouCook FreezerOrganizingFeast',
    travel:
      'OrganizedSuitcase OrganizeYourCarryOn OrganizeYourBackpack OrganizingCarTrunk PackingCubeHacks GloveboxGlowUp OrganizingTravelDocs OrganizingHotelRoom',
    art: 'OrganizeByRainbow OrganizedFlatLayArt OrganizingBrushJars CraftCartOrganizer MarkerGradientShelf OrganizeYourToysIntoArt OrganizingWashiWall OrganizingYarnStash',
    gaming:
      'OrganizeMyLoot OrganizingStackOff OrganizingCardBinder OrganizingGameShelf OrganizeThePuzzleEdges OrganizingMyGameBacklog DiceBagOrganizing ControllerOrganizing',
  },
  origami: {
    educational:
      'OrigamiMath OrigamiInSpace ThousandOrigamiCranes OrigamiBridgeLoadTest PaperToTheMoon StentsAndAirbags OrigamiEngineering101',
    travel:
      'OrigamiLeftInEveryCity OrigamiOnTheTrain LibraryOrigamiDayOut OrigamiPaperHaul FoldTheMap OrigamiFromTicketStubs',
    fashion:
      'OrigamiEarrings OrigamiPleatedSkirt PaperOrigamiCorsage FoldedToPerfection OrigamiFoldedCollar OrigamiHatParade OrigamiBowTie',
    tech: 'OrigamiPhoneStand OrigamiRobotFold OrigamiUnfoldsItself OrigamiCraneTimeLapse FlappingOrigamiSlowMo AIDesignsAnOrigami',
    gaming:
      'OrigamiDiceBox OrigamiFrogRace OrigamiChessSet CootieCatcherOrigami OrigamiBoatRace FlickFootballFinals OrigamiTabletopArmy',
  },
  ornament: {
    educational:
      'HowGlassBaublesAreMade TinselWasSilver WhyOrnamentsAreRound WhyWeTrimTheTree WhyThePickleOrnament OrnamentHistoryQuiz OrnamentShineScience ConvexOrnamentMirror',
    travel:
      'OrnamentFromEveryTrip ChristmasMarketBauble OrnamentCraftFairHunt BiggestBaubleInTown FestiveVillageWalk SouvenirOrnamentTree LocalOrnamentHunt OrnamentMapWall',
    tech: 'OrnamentBokehShot OrnamentQRMemory SmartTreeLightShow SelfHangingOrnaments GlowingBaubleHack AIDesignsAnOrnament OneBaubleAtATimeLapse BaubleReflectionSelfie',
    gaming:
      'BaubleBingoNight WhichOrnamentMoved ISpyAnOrnament OrnamentHideAndSeek VideoGameOrnaments OrnamentTriviaSpin SpotTheNewOrnament GuessHowManyBaubles',
  },
  otter: {
    fitness:
      'OtterRollCrunches OtterFloatPlank SwimLikeAnOtter OtterBackstrokeLaps RockCarrySquats OtterMorningStretch OtterSlideBurpees',
    travel:
      'SayHiToTheZooOtters QuietRiverWalkForOtters OtterAquariumVisit OtterPlushOnTour OtterFeedingTimeVisit SignificantOtterDayOut OtterSpottingTrip',
    art: 'OtterRockPainting SeaOtterWatercolor PaperOtterPuppets KelpForestDiorama SignificantOtterSketch ClayOtterRaft OtterOrigamiPair DrawOttersHoldingHands',
    tech: 'OtterLiveCamWatch OtterChirpAsMyRingtone AskAIWhyOttersHoldHands OtterFilterOnDad StopMotionOtterRaft CutestOtterScreenshot OtterSoundboardApp AIOtterAnimation',
    gaming:
      'OtterPebbleTossOff FindYourOtterPair OtterOrBeaverCharades OtterIslandCozySim OtterChainTag HideTheOtterRock OtterlyAmazingTrivia',
  },
  outfit: {
    educational:
      'OutfitColorTheory OutfitComboMath FabricFactsFitCheck OutfitHistoryByDecade BlackTieDecoded WhyThisOutfitWorks OutfitProportionRules',
    travel:
      'OneOutfitThreeStops OutfitPhotoWalk CarryOnFitCheck OneBagOutfitCapsule DressLikeALocal OOTDAtTheLandmarks',
    speed:
      'OutfitIn60Seconds OutfitChangeRace FitCheckSpeedrun PackAWeekOfOutfits TenSecondOutfitSwap LayerUpBlitz OutfitTransitionTimer',
    music:
      'OutfitToTheBeat OutfitGenreSwap FitCheckSoundtrack AlbumCoverOutfit LyricInspiredOutfit OutfitForYourFavSong StageOutfitRecreate',
    art: 'OutfitSketchbook PaperDollOutfit FitCheckPortrait OutfitCollageBoard DrawYourOOTD TurnYourOOTDIntoAComic',
    tech: 'OutfitAIStylist MirrorCamFitCheck OutfitVirtualTryOn RepeatOutfitTracker AppPlannedOutfitWeek OOTDTimelapse OutfitGreenScreen OutfitRandomizerBot',
    gaming:
      'GameCharacterOutfit GuessTheOutfitEra OutfitCosplayBuild RollTheDiceOOTD NPCOutfitChallenge FitCheckBingo',
  },
  oven: {
    travel:
      'BrickOvenPizzaTour ChaseTheOvenFreshPie OvenFreshBakeryCrawl FirstOutOfTheOven OvenToPicnicBlanket OvenWarmBreadAtTheMarket RoadTripSnacksFromMyOven',
    tech: 'AirFryerVsOven OvenCamTimelapse HeyPhoneIsTheOvenReady StopMotionOvenBakeOff PreheatFromTheCouch ProbeBeepChallenge CodeAnOvenAlarm OvenTimerAlarmStack',
    gaming:
      'GuessWhenTheOvenDings CatchItInOvenMitts BakeOffGameNight OvenMittThumbWar WhatsInTheOvenSniffTest BakeryTycoonLevel OvenTriviaWhileItBakes',
  },
  overalls: {
    fitness:
      'StepUpInOveralls OverallsSquatTest OverallsGardenCircuit WheelbarrowInOveralls FarmhandFitness ChoreCardioInOveralls OverallsFarmerWalk OverallsYardWorkout',
    travel:
      'OverallsPumpkinPatch OverallsAtThePettingZoo OverallsRoadTrip AppleOrchardOveralls OverallsCityStrut BarnToBoardwalk OverallsLavenderField OverallsFarmersMarket',
    speed:
      'OverallsQuickChange OverallsBuckleRace OverallsOnIn10 RelayInOveralls StrapSnapSprint OverallsObstacleDash OverallsPocketPack OverallsSackHop',
    music:
      'OverallsAirBanjo OverallsBucketDrums 90sOverallsKaraoke FolkCoverInOveralls DungareeDuet HoedownThrowdown OverallsJugBand OverallsHarmonicaRiff',
    tech: 'AIStylesMyOveralls OverallsVirtualTryOn OverallsSnapTransition OverallsTechPockets OverallsDressMeStopMotion PhoneFitsInTheBib OverallsTryOnTimeLapse OverallsGadgetLoadout',
    gaming:
      'OverallsPlumberCosplay OverallsFarmSimFit PixelArtOveralls WhatsInMyOverallsPocket GuessMyOverallsCharacter MatchYourAvatar OverallsSpottingBingo OverallsGameSkinDesign',
  },
  owl: {
    prank:
      'OwlNoteInTheMailbox OwlDecoyOnThePorch OwlPlushPeekaboo OwlPostSurprise OwlEyesInTheWindow WhooWasThat SnowyOwlDelivery',
    travel:
      'OwlProwlTour OwlSpottingAtDusk OwlEarsNightWalk HootHuntHike SpotAnOwlChallenge OwlSanctuaryVisit',
    music:
      'OwlCityFirefliesCover NightOwlLofi OwlHootBeat SingWithAnOwlCall WhooSangItBetter MoonlitMelody OwlHootDuet',
    tech: 'OwlNestCam WhatOwlIsThatApp OwlCamWatchParty OwlNightVisionTest OwlHootRingtone OwlEyesFilterChallenge',
    gaming:
      'OwlEyeStaringContest OwlWisdomTrivia OwlHootAndSeek NightOwlCardGame OwlImpressionOff OwlSpotTheDifference',
  },
  package: {
    travel:
      'ParcelFromAbroad PackageJourneyMap PenPalSnackSwap PackageMailedToMyself MailASouvenirPackage PostOfficeParcelRun ParcelToGrandmaInPerson',
    tech: 'PackageUnboxASMR PorchCamPackageWatch PackageOpensItself TrackMyPackageLive PackageTechUnboxing ParcelBoxPhoneStand',
    gaming:
      'PackageLootReveal GuessThePackage DeliveryDriverRelay MysteryBoxBingo ParcelTowerTopple PassTheParcelGame',
  },
  packing: {
    fitness:
      'PackingDayFarmerCarry PackingBoxSquats DuffelSwingSet PackingCubeCurls PackingDayHIIT CarryOnCardio LungeWhilePacking',
    educational:
      'RollVsFoldTest HowMuchFitsPackingTest PackingLiquidRules DoPackingCubesWork PackingMythsTested PackingWeightQuiz PackingPhysicsLesson',
    art: 'PackingFlatLayPhoto PackingListDoodle SuitcasePaintJob PackingTetrisSketch UnpackingStillLife PackingTapeArt PackingCubeCollage',
    tech: 'AIWritesMyPackingList PackingPhotoInventory PackingGadgetTour PackingAppShowdown CableOrganizerHack WhatsInMyTechPouch PackingChargerCheck',
    gaming:
      'CanItAllFitPacking GuessWhatImPacking TravelGamingKit UnpackingSpeedrun ImPackingForAPicnic PackingForGameNight PackingBingoCard',
  },
  'paint roller': {
    prank:
      'PaintRollerFakeSplat PaintRollerGooglyEyes WetPaintSignPrank HiddenMessagePaint PaintRollerPaperBanner RollerWelcomeBanner PaintRollerCompliment PaintRollerPolkaDots',
    educational:
      'PaintRollerVsBrush HowPaintRollersWork PaintRollerOrigins PaintSheenQuiz WhichPaintRollerWhen MasterTheWStroke PaintRollerPhysics ColorMixPaintRoller',
    travel:
      'PaintRollerMuralTour PaintRollerHardwareHaul VolunteerPaintTrip PaintRollerDoorsPhotoWalk PaintRollerPostcards StreetArtSafari PaintRollerCityWalls CommunityPaintRoller',
    tech: 'SlowMoPaintRollerSplat ARPaintPreview PaintRollerGhostPainter PaintColorMatchApp AIPicksMyPaint BeforeAfterPaintRoller PaintRollerTimelapse PaintRollerPOV',
    gaming:
      'PaintRollerTurfWar PaintRollerSpeedrun PaintRollerPixelArt PaintRollerMazeRace GuessThePaintName GiantPaintRollerHangman PaintRollerTagTeam PaintRollerTicTacToe',
  },
  paintbrush: {
    dance:
      'PaintbrushStrokeChoreo PaintbrushSwishStep EaselSideShuffle DanceThenPaint PaintbrushBoogie PaintbrushBatonTwirl PaintbrushLimbo',
    funny:
      'HappyLittleAccidents PaintbrushCoffeeMixUp PaintbrushMustache PaintbrushArtCritic SelfPortraitFail WhenThePaintbrushSheds',
    travel:
      'PaintTheViewOnSite PocketPaintbrushKit PackAPaintbrushToThePark PaintbrushAndSandyToes PaintbrushCafeSketch PaintbrushViewpointHop PaintbrushPostcards',
    wellness:
      'OneStrokePerBreath PaintbrushCircleADay PaintbrushWaterWriting PaintbrushCalmHour PaintYourMood MindfulPaintbrush PaintbrushSlowSunday',
    music:
      'PaintToTheBeat PaintbrushConductor PaintbrushAsAMicrophone PaintbrushDrumSolo LyricsOnCanvas BrushStrokeASMR PaintbrushChimes',
    tech: 'StylusVsPaintbrush PaintbrushTimelapse PaintbrushPaintsItself BristlesUnderMacro PaintbrushTracingApp AIPaintbrushChallenge PaintbrushSplatterSlowMo',
    gaming:
      'PaintbrushMiniatures PaintbrushPictionary PaintYourGamePieces PaintbrushTicTacToe TelephoneDrawingRound PaintbrushPixelArt PaintbrushCharades',
  },
  painter: {
    funny:
      'PainterWhisperVoice PainterVsToddler PainterCriticReacts HappyLittleAccidents PaintDryingCommentary NameMyMasterpiece OverlyDramaticPainter',
    travel:
      'PainterMuseumTour PaintYourHotelView PainterSeesTheSea FollowThePainter PainterOnAParkBench StreetArtSafari',
    speed:
      'PainterPortraitIn30 PainterRollerRelay FiveMinutePainter PaintTheFenceIn60 BeatThePainterClock SpeedPainterShowdown',
    gaming:
      'PictionaryPainter WhichPainterAmI PainterPoseFreeze BlindfoldedPainterDuel PainterTelephoneGame MasterpieceOrMess',
  },
  painting: {
    dance:
      'PaintWithYourMoves BrushStrokeBallet PaintingRollerGroove PaintingInMotion PaintingBrushBoogie FootprintPainting PaintingPirouette',
    funny:
      'PaintingWithMyFeet PaintingWhisperVoice ToddlerArtCritique PaintingVsReality PaintingBlindfolded ItsAbstractISwear PaintingWrongHand',
    cooking:
      'PaintingOnToast StarryNightPizza PaintYourPancake PaintedSugarCookies PaintedMacarons PaintingCakeCanvas PaintingWithSauce',
    travel:
      'PaintingTheView PaintAPublicGarden FamousPaintingVisit StandInThePainting PaintAPostcard PaintTheWavesBeachDay PaintingsInTheWild',
    speed:
      'PaintingTagTeam QuickPaintRace PaintingIn60 TenMinuteMasterpiece PaintingSpeedrun OneSongPainting PaintingPassItOn',
    tech: 'AIvsMyPainting PaintingTimelapse DigitalVsRealPainting BringPaintingsToLife FingerPaintOnYourPhone ColorPickerPaintMatch',
    gaming:
      'PaintingPictionary PaintingTelephone GuessThatPainting PaintYourMiniatures PaintByDiceRoll StrikeAPaintingPose',
  },
  pajamas: {
    travel:
      'PajamaRoadTrip PajamaBreakfastDriveThru PajamaStargazingDrive PackYourPJsForGrandmas PajamasByTheCampfire HotelRobeVsPJs',
    tech: 'PajamaTransitionEdit PajamaSleepTrackerTest PajamaAlarmAppShowdown RemoteWorkInPJs PJsPutThemselvesOn NightModeEverything PajamaVideoCallHack',
    gaming:
      'PajamaGamingMarathon PJsAndCardsNight LoserWearsFunnyPJs BlanketFortInPJs AllNighterInPJs PajamaCharadesNight PajamaBoardGameBrunch',
  },
  'palm tree': {
    fitness:
      'PalmTreePoseHold PalmTreeShadeSquats PalmTreeLunges SprintPastThePalms CoconutCurls PlankUnderAPalmTree PalmTreeSideBends PalmsToTheSky',
    prank:
      'PalmTreeDeskMakeover PalmTreeWallpaperSwap PalmTreeInTheirRoom WakeUpUnderThePalms TinyPalmOnThePillow PalmTreeKitchenLuau InflatablePalmTreeCar PalmTreeShowerCurtain',
    cooking:
      'PalmTreeFruitPlatter PalmTreeCupcakes PalmTreePancakes UnderThePalmsMocktail DateEnergyBalls PalmTreeToastArt BananaPalmTreeSnack PalmTreeSmoothieBowl',
    music:
      'PalmTreeUkuleleJam PalmTreeSingAlong PalmTreeSurfRock SongsUnderThePalms PalmFrondShaker CoconutBongos ReggaePalmTree PalmTreeLullaby',
    art: 'PalmSunsetSilhouette HandprintPalmTree PaperPlatePalmTree PalmTreeTapeResist PaintThePalms PalmTreeWatercolor ForkPaintedPalmTree PalmTreeCollage',
    tech: 'PalmSunsetTimelapse VerticalPalmTreePano SpotTheFakePalmTree PalmTreeSwayStopMotion PalmBreezeSlowMo ARBeachFilter PalmTreeGreenScreen HeightAppPalmTree',
    pet: 'PalmTreeCatScratcher NapUnderThePalms PalmTreePetPortrait DogMeetsPalmTree HulaShirtPup PalmPrintBandana PalmTreePetPhotoShoot PalmTreeBeachWalk',
    gaming:
      'PalmTreeRingToss PalmTreeSwayFreeze PalmTreeCoconutCatch PalmTreeLimbo PalmsAndShellsBingo XMarksThePalmTree PalmTreeMiniGolf HiddenPalmTreeHunt',
  },
  pancake: {
    funny:
      'FirstPancakeFlop PancakeArtFail PancakeAnimalAttempt CeilingPancakeSaga SellingLikeHotcakes FlatAsMyJokes RateMyUglyPancake',
    travel:
      'PancakesWithAView CampfirePancakeFlip MapleFarmPancakes PancakeHouseCrawl PancakesAtGrandmas FlapjackRoadTrip TallestPancakeStackInTown PancakeRaceInThePark',
    tech: 'PancakeFlipInSlowMo PancakesStackThemselves AIPancakeShapeIdeas WatchThePancakeBubble SplitScreenPancakeDuel PancakeBatterDispenser',
    gaming:
      'GuessThePancakeFilling PancakeFlipHighScore PancakeToppingBingo GuessThatPancakeShape FlapjackJenga ShortStackShowdown PancakeTowerTopple',
  },
  'pancake day': {
    funny:
      'PancakeOnTheCeiling PancakeDayFlipFails FirstPancakeCurse PancakeToppingWars PancakeDayPanic PancakeDayLemonOrChoc GrandmaRatesPancakeDay KidsRunPancakeDay',
    travel:
      'PancakeDayCafeCrawl PancakeDayPicnicFlip FlipAndRunPancakeDay PancakeDayAtGrandmas PancakeDayBrunchWalk ShroveTuesdayRoadTrip PancakeDayDinerHop FindThePancakeDayFair',
    tech: 'PancakeDaySlowMoFlip PancakeDayStackAnimation PancakeDayDuetFlip PancakeDayStackShot AIDesignsMyPancake PancakeDayGadgetTest TimelapsePancakeDay PancakeDayFlipCounter',
    gaming:
      'PancakeStackHighScore PancakeDayOrderRush PancakeDayFlipOrFail PancakeDayRhythmToss PancakeDayEggAndSpoon ShroveTuesdayCharades BingoForPancakeDay TriviaPancakeDay',
  },
  panda: {
    cooking:
      'PandaRiceBalls PandaSteamedBuns PandaBentoBox PandaCookieCupcakes PandaPancakePals BlackAndWhiteBakeOff SesamePandaMochi CookieAndCreamPanda',
    travel:
      'PandaSanctuaryTrip PandaPlushRoadTrip SayHiToTheRedPandas PandaWalkThroughBamboo FirstInLineForPandas PandaZooMorning SpotAPandaInTown',
    fashion:
      'PandaEarBeanie PandaPrintPajamas MonochromePandaLook PandaSneakerFitCheck BlackAndWhiteOnly PandaOnesieStrut PandaEyeMakeup PandaHoodieGlowUp',
    music:
      'PandaLofiBeat PandaLullaby PandaBleatRemix SingToYourPandaPlush BambooBeatbox KungFuPandaKaraoke PandaPianoDuet PandaPotsAndPansJam',
    tech: 'PandaDeskSetup PandaARFilter PandaPlushStopMotion AIPandaVoiceover StumpTheAIOnPandas PandaCamClipOff CutestPandaCamMoment PandaDoodleAppDuel',
    gaming:
      'PandaSpotTheDifference PandaPuzzleGame ClumsyPandaCharades RedPandaHideAndSeek PandaCheckers FeedThePandaBeanBag PandaTriviaShowdown MahjongPandaNight',
  },
  paper: {
    cooking:
      'PaperBagPopcorn ParchmentPaperFish PaperLinerCupcakes RicePaperRolls PaperConeFries PaperCupMuffins PaperThinCrepes',
    travel:
      'PaperMapOnlyTrip PaperLanternFestival TravelPaperScrapbook NoPhonePaperMapWalk TicketStubJourney PaperBagPicnicLunch',
    tech: 'PaperCircuitCard PhoneSpeakerFromPaper PaperVsTabletNotes FoldedPaperLaptopRiser PaperScannerAppTest PaperCutoutStopMotion EInkVsRealPaper',
    gaming:
      'PaperDotsAndBoxes PaperFootballFlick MakeYourOwnBoardGame PaperFortuneTeller PaperPlaneDogfight GraphPaperTanks',
  },
  'paper airplane': {
    travel:
      'PaperPlaneLandmarkPic PaperAirplaneHilltop AirportPaperAirplane PaperAirplanePostcards PaperPlaneParkLaunch MapFoldFlyer',
    tech: 'PaperAirplaneLauncher PaperAirplaneSlowMo PaperPlaneFlightTracker PaperPlaneFlightPathEdit CanAIOutfoldMe PaperPlaneFoldTimeLapse',
    gaming:
      'PaperAirplaneGolf PaperAirplaneBullseye PaperPlaneHoopLanding OfficePaperAirplaneCup PaperPlaneTournament DogfightDerby PaperAirplaneHorse',
  },
  'paper clip': {
    cooking:
      'PaperClipRecipeBoard PaperClipSnackBagSeal PaperClipPretzelTwist PaperClipCookieCutter OfficeBakeSale LicoriceClipCandy PaperClipGummies',
    travel:
      'PaperClipPackingHacks RedPaperClipRoadTrip PaperClipTradeUpWalk PaperClipSouvenirHunt PaperClipTradeAtTheMarket SwapShopSafari PaperClipMapPins',
    tech: 'PaperClipSimTrayTool SimpleMotorPaperClip AntennaFromAPaperClip PaperClipPhoneHack PaperClipCircuitBuild PaperClipPhoneStand',
    gaming:
      'PaperClipRingToss PaperClipFlickGolf PaperClipMagnetFishing PaperClipHideAndSeek PaperClipPinballBuild OfficeOlympicsFinal PaperClipTiddlywinks',
  },
  parade: {
    fitness:
      'ParadeMarchMile HighKneeParade ParadeBatonCardio ParadeFlagCarry LeftRightLunges ParadeMarchInPlace VictoryParadeLaps',
    travel:
      'SmallTownParadeDay ParadeCurbPicnic ParadeDayGoBag CatchAHolidayParade FollowTheFloats FrontRowParadeSpot LunarNewYearParade',
    music:
      'ParadeDrumline PotsAndPansParade ParadeWhistleSolo KazooParade SeventySixTrombones StrikeUpTheBand BucketDrumParade',
    art: 'MiniParadeDiorama ParadeBalloonSketch PaperMaskParade ShoeboxFloatBuild ParadeBannerPainting ParadePosterDesign ChalkParadeRoute',
    tech: 'ParadeTimeLapse ParadeSlowMoConfetti ParadePanoramaGlitch ToyParadeStopMotion RobotVacuumParade LightUpFloatHack',
    gaming:
      'FollowTheParadeLeader ParadeFloatBuildOff ParadeRhythmMarch ParadeLineUpMemory ParadeMusicalStatues ParadeFloatBingo ParadeMarshalSays',
  },
  paramedic: {
    travel:
      'ParamedicStationTour ParamedicPacksTheBeachBag PackLikeAParamedic EMTTravelHacks EMTDayOffAdventure FirstAidOnTheTrail ParamedicHikeReady',
    tech: 'ParamedicAEDDemo FirstAidAppTest ParamedicCPRMetronome EMTGadgetTour AIvsParamedicQuiz SmartwatchFallAlert EMTSaysSetYourMedicalID',
    gaming:
      'EMTLingoCharades FirstAidQuizNight WhatsInTheEMTBag ParamedicBingoNight ReviveLikeAParamedic ParamedicTeddyRescue EMTAlphabetGame',
  },
  parents: {
    travel:
      'ParentsHometownTour ParentsFirstDateSpot ParentsOldHangoutSpots ParentsPickTheDayTrip SurpriseParentsGetaway MinivanRoadTrip ParentsCollegeWalk',
    tech: 'ParentsTechSupport ParentsVsSmartSpeaker ParentsPasswordPanic ParentsTryVoiceTyping TeachMomAnApp SetUpDadsNewPhone ParentsFirstVoiceNote',
    gaming:
      'ParentsGameNight ParentsFirstVideoGame ParentsCardGameGrudge ParentsRageQuit TeachParentsAPhoneGame KidsVsParentsTrivia',
  },
  paris: {
    dance:
      'ParisCancanKick DanceLikeYoureInParis ParisBeretTwirl BaguetteBatonSpin OohLaLaShuffle ParisAccordionWaltz ParisianPirouette',
    fitness:
      'JogLikeAParisian ParisBaguetteRun StairwayToParis ParisianPilatesAtHome EarnYourCroissant BaguetteBicepCurls TourDeParisSpin',
    funny:
      'ParisMimeSkit ParisCroissantCritic PretendImInParis BonjourFirstRule InstaVsRealityParis WaiterJudgesMyFrench ParisAccentAttempt TouristVsParisian',
    prank:
      'SurpriseParisNightAtHome ParisCafeInTheKitchen FakeParisVacationPics ParisianWaiterAtHome CroissantDoorDrop BonjourBreakfastInBed StringLightsParis',
    wellness:
      'ParisianEveningStroll ParisParkBenchRead LiveLikeYoureInParis ParisianLongLunch JoieDeVivreWeek CafeAuLaitPause TerraceTimeParis',
    speed:
      'ParisInOneDay ParisCroissantStackRace ParisBaguetteRelay ParisFrenchWordsIn60 DrawParisIn10 ParisPackingIn10Minutes ParisLandmarkBlitz ThirtySecondParisGuide',
    music:
      'ParisAccordionCover ParisChansonDuet ParisCafeSingAlong ParisMetroBeatbox LaVieEnRemix OohLaLaLoop HumAParisianClassic',
    tech: 'ParisStreetViewTour ParisMetroAppHack AIPlansMyParisTrip ParisSkylineGreenScreen ParisVirtualMuseumTour CanAIOrderInFrench LiveTranslateParis',
    pet: 'ParisPetPhotoShoot ParisPoodlePosing ParisPicnicWithPup FrenchBulldogBonjour PawsInParis BeretOnMyPet ParisianDogStroll',
    gaming:
      'ParisPetanqueMatch ParisLandmarkQuiz ParisMimeCharades BuildParisFromCards EiffelTowerJenga ParisOrVegasGuess',
  },
  park: {
    art: 'LeafRubbingArt ParkRockMandala ParkWatercolorDucks SketchEveryParkBench ChalkThePath PaintTheParkInFour ParkStickSculpture',
    tech: 'ParkARScavenger NameThatParkPlant SameBenchTimelapse ParkWalkHyperlapse SoundMapYourPark 10KStepsInThePark',
    gaming:
      'ParkCaptureTheFlag ParkGeocacheHunt ChessInThePark ParkHideAndSeek PicnicBoardGameBash GiantLawnJenga ParkKickTheCan',
  },
  'parking lot': {
    speed:
      'ParkingLotConeSlalom ParkingLotPlateSpotting ParkingSpotSpeedrun LostInTheParkingLot TrunkPackTetris BeatTheMeter ParkingLotFindMyCar',
    tech: 'ParkingLotRushHourLapse DashCamParkingMode ParkingLotToyStopMotion WhereDidIParkApp ParkingLotNeonNightPics ParkingLotPuddleSlowMo ParkingLotBonusSteps',
    gaming:
      'ParkingLotPlateAlphabet ISpyInTheParkingLot ParallelParkingLevel ParkingLotColorBingo ParkingLotCarLogoQuiz GeocacheTheGarage',
  },
  'parking meter': {
    travel:
      'ParkingMeterCityWalk TwoHourParkingTour ParkingMeterBeachDay SeeTheCityInOneMeter OldTownParkingMeter ParkingMeterRoadTrip ParkingMeterPhotoHunt QuirkiestParkingMeter',
    art: 'SketchAParkingMeter ParkingMeterPopArt ParkingMeterFaces ParkingMeterStopMotion PaintedParkingMeter ParkingMeterChalkArt ParkingMeterDoodle ParkingMeterMonster',
    tech: 'ParkingMeterTimeLapse AIFindsParking CodeAParkingMeter AppVsCoinParking ParkingSensorDemo NeverFeedTheMeter ParkingMeterPhoneAlarm ParkingMeterQRScan',
    pet: 'ParkingMeterSniffTour PetFeedsTheMeter ParkingMeterTreatJar PupByTheParkingMeter ParkingMeterDogWalk MeterTimeZoomies ParkingMeterPawShake DoggoMeetsParkingMeter',
    gaming:
      'ParkingMeterTimeAttack ParallelParkingGame RememberYourParkingMeter FeedTheMeterHighScore ParkingMeterCoinCatch ParkingMeterPennyPitch GuessTheParkingMeterTime ISpyAParkingMeter',
  },
  parrot: {
    travel:
      'ParrotSpottingTrip WildParrotsOfTheCity ParrotHarnessWalk ParrotCarRideKaraoke ParrotChatAtTheAviary ParrotPicnicInTheShade',
    tech: 'ParrotVideoCall AITranslatesMyParrot ParrotPetCam ParrotVsVoiceAssistant ParrotWordTracker MyParrotIsMyRingtone',
    gaming:
      'ParrotShellGame BasketballParrotDunk ParrotJengaPull ParrotVsMeTicTacToe PollyPlaysPuzzles ParrotPicksTheColor',
  },
  party: {
    travel:
      'PartyInThePark StreetPartyCrawl BlockPartyHop PartyOnTheSand RooftopSunsetParty BackyardPartyCampout',
    gaming:
      'PartyGameNight PictionaryRelay PartyTriviaShowdown PartyHotPotato CouchCoOpParty PartyCharadesNight',
  },
  passover: {
    fitness:
      'PassoverFrogJumps MatzoCrunchCore PassoverPyramidSquats ExodusEnduranceWalk PesachPlankOff PassoverCleanupCardio PassoverAfterDinnerWalk SeaSplitPassoverLunges',
    travel:
      'MatzoBakeryVisit PesachParkPicnic PassoverAtGrandmas PassoverPackingList HomeForPesach PassoverSpringHike FamilyPassoverRoadTrip SpringPassoverGetaway',
    tech: 'PassoverVideoSeder PassoverPlagueSounds PassoverTranslationBot AIWritesAHaggadah PesachRecipeApp PassoverAfikomanClueHunt GreenScreenPassover PodcastPassoverStory',
  },
  passport: {
    fitness:
      'PassportStampSteps PassportFlagJumpingJacks PassportHotelHIIT JetLagJumpingJacks CarryOnBagSquats PassportWorldWalk PassportPushUps',
    prank:
      'PassportToTheLivingRoom PassportCoverSwap PassportDoodleStamps KidsPassportForTeddy BoardingPassReveal MysteryTicketEnvelope PassportForThePlant',
    tech: 'PassportPhotoAppTest PassportPhotoScanBackup CheckYourPassportDate MapEveryPassportStamp UVLightPassportPages DigitalTravelWallet',
    gaming:
      'PassportCountryCharades PassportCapitalsQuiz WheresMyPassportGame PassportTriviaRun PassportFlagGuessStreak WorldMapPuzzleRace PassportBingoCards',
  },
  password: {
    travel:
      'PasswordWiFiCafeHunt PasswordEscapeRoomTrip CityPasswordQuest PasswordRoadTripGame PassportAndPassword PasswordTreasureHuntWalk',
    art: 'SecretCodeComic PasswordInvisibleInk PasswordKeyholeSketch DrawYourPasswordHint PasswordPixelArt CipherWheelCraft SecretPasswordBookmark',
    gaming:
      'PasswordCodeBreaker PasswordMastermindDuel PasswordHangman PasswordTwentyQuestions PasswordGameShow GuessTheSecretWord PasswordPictionary',
  },
  pasta: {
    travel:
      'PastaSaladPicnic OnePotCampfirePasta CarbCrawlPastaEdition NonnaCookingClass SpaghettiAtEveryStop PastaFactoryTour RarestPastaShapeInStore',
    tech: 'AIPastaPairing WatchedPotPastaTimeLapse PastaBoilOverAlarm PastaMachineShowdown HeyPhoneIsMyPastaDone SpaghettiCodeCleanup',
    gaming:
      'SpaghettiTowerBuild PastaShapeMatchUp PastaCheckers NameThatPastaShape PastaRingTossOnAFork PastaBingoNight ActOutThePastaShape PastaPickUpSticks',
  },
  patio: {
    cooking:
      'PatioPizzaNight PatioSkewerParty PatioIcedTeaBar PatioGrillMaster DinnerUnderTheStars SundayBrunchAlFresco SmoresOnThePatio',
    travel:
      'PatioCafeCrawl PatioSeasonOpener PatioRooftopHunt FirstPatioDayOut BestPatioInTown PatioWithAView SunsetPatioScout',
  },
  paw: {
    travel:
      'PawPrintsInTheSand ToeBeansInTheSnow PawFriendlyCityTour PawsportStamps PawPrintsOnTheTrail DogBeachDayTrip HikingPawCheck MuddyPawAdventure',
    tech: 'ToeBeanMacroShot PawPrintLockScreen PawPrintPhoneCase PawtraitMode AIReadsPawTracks DoorbellPawButton StopMotionPawShake SlowMoPawStrike',
  },
  payday: {
    travel:
      'PaydayWeekendGetaway PaydayMuseumHop PaydayMysteryDrive PaydayTrainToSomewhere BudgetDayTrip SpontaneousTrainRide PaydayStaycation',
    gaming:
      'PaydayBoardGame GuessThePricePayday PaydayArcadeRun BrokeGamerChallenge FreeToPlayWeek PaydaySavingsGoalGame PaydayBudgetTrivia',
  },
};
