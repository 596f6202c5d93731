import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  puzzle: {
    dance:
      'JigsawJive PuzzleBreakdance PuzzleTableConga LastPuzzlePieceJig ItFitsVictoryDance PuzzleMatMoonwalk PuzzleShuffle PuzzleSnapAndSpin',
    fitness:
      'PuzzlePlankHold PuzzleBreakBurpees JigsawLunges PuzzleCornerCrunches PiecesAndPushUps SquatForEveryEdge PuzzleWallSit PuzzleJumpingJacks',
    funny:
      'PuzzleBoxVsReality LastPuzzlePieceMissing AllSkyPuzzlePanic PuzzleFamilyFeud PuzzleTrashTalk PuzzleRageQuit PuzzleCatSabotage PuzzleSportscaster',
    prank:
      'HideTheLastPuzzlePiece UpsideDownPuzzlePrank PuzzleSolvedOvernight JigsawLoveNote FakePuzzleSpill PuzzleMixUp PuzzleBoxSwitcheroo ToddlerPuzzleSwap',
    educational:
      'PuzzleMathEstimate PuzzleCountryQuiz PuzzleMemoryTest LogicGridPuzzleLesson PuzzleFactOrFiction CountTheEdgePieces PuzzleSortingStrategy PuzzleRiddleOfTheDay',
    cooking:
      'PuzzleCookies PuzzlePieceCake JigsawPizza PuzzleGingerbread SolveItThenEatIt ToastPuzzleBreakfast PuzzleCutSandwich BakeAnEdiblePuzzle',
    travel:
      'PuzzleSouvenirHunt PuzzleVsTheRealView TakeYourPuzzleToThePark CityCluePuzzleTrail JigsawYourHometown PuzzleItBeforeYourStop LayoverPuzzleDare CabinPuzzleWeekend',
    fashion:
      'PuzzlePieceEarrings JigsawPatchwork ColorBlockPuzzleLook DressLikeYourPuzzle PiecedTogetherFit PuzzleNailArt PuzzleSneakerGlowUp PuzzleCharmNecklace',
    wellness:
      'PuzzleBeforeBed PuzzleAndTea SlowPuzzleSunday PuzzleMorningCrossword PieceOfMind PuzzleUnplugged JigsawMeditation PuzzleWithGrandma',
    music:
      'PuzzleSnapBeat PuzzleClickASMR AlbumCoverPuzzle DrumrollLastPuzzle ShakeThePuzzleBox PuzzlePieceEveryChorus ClassicalWhilePuzzling PuzzleToTheBeat',
    art: 'PaintYourOwnPuzzle PuzzleAnimalSculpt PuzzleMosaic DrawTheMissingPuzzlePiece PuzzleWreathCraft SketchThePuzzleBox PhotoToPuzzleDIY PuzzleFramedMasterpiece',
    tech: 'PuzzleTimelapse PuzzleAppShowdown DigitalJigsawRace LongDistancePuzzleNight TurnAPhotoIntoAPuzzle CanAIBeatMyPuzzle OverheadPuzzleCam PuzzleStopMotion',
    pet: 'PetPuzzleFeeder PuzzleSniffMat DogTreatPuzzleLevels PawOnTheLastPuzzle IfItFitsISits KittenVsJigsaw PuzzleToyForBunnies PuzzleGeniusPuppy',
    gaming:
      'LastPuzzlePieceWins PuzzleEscapeRoomHome PuzzleTetrisMarathon SudokuPuzzleDuel RubiksRace CanYouPuzzleWithoutTheBox ChessPuzzleStreak PuzzleFaceOff',
  },
  quesadilla: {
    dance:
      'QuesadillaShuffle QuesadillaFlipStep CheesyQuesadillaTwirl QuesadillaSalsaMoves CheesePullCumbia TortillaTwist QuesadillaMacarena QuesadillaFreezeDance',
    fitness:
      'QuesadillaFoldCrunch QuesadillaTwistAbs EarnYourQuesadilla SquatTillQuesadillaMelts PushUpPerQuesadilla QuesadillaWallSit QuesadillaJumpingJacks QuesadillaLungeWalk',
    funny:
      'QuesadillaFlipFail QuesadillaCheeseEscape SayQuesadillaRight QuesadillaVsTacoDebate QuesadillaSoapOpera WeHaveQuesadillaAtHome QuesadillaDramaticReview QuesadillaNatureDocVoice',
    prank:
      'QuesadillaLoveNote QuesadillaCostumeReveal QuesadillaStickerTrail GiantQuesadillaBlanket QuesadillaPillowSurprise QuesadillaNapkinJoke QuesadillaGooglyEyes QuesadillaHeartCutout',
    educational:
      'QuesadillaRegionQuiz QuesadillaMeltScience CornVsFlourQuesadilla DoesItNeedCheese QuesadillaFactOrFiction CanYouSpellQuesadilla CutQuesadillaFractions QuesadillaCalorieGuess',
    travel:
      'QuesadillaStreetHunt QuesadillaWithAView BestQuesadillaInTown QuesadillaOnTheTrail QuesadillaAtEveryPitStop FoodCartSafari MercadoQuesadillaRun QuesadillaParkPicnic',
    fashion:
      'PaintAQuesadillaTote QuesadillaFitCheck QuesadillaNailArt DressAsAQuesadilla QuesadillaEarrings QuesadillaRunwayWalk WrapLikeAQuesadilla QuesadillaApronStyle',
    wellness:
      'QuesadillaLunchBreak CozyQuesadillaNight ShareAQuesadilla QuesadillaMindfulBite PhoneFreeQuesadilla SlowMeltSunday QuesadillaKindnessDrop CookQuesadillasTogether',
    speed:
      'QuesadillaPlatingSprint QuesadillaSpeedrun FiveMinuteQuesadilla BeatTheQuesadillaTimer FoldFillFinish TortillaTossRelay QuesadillaAssemblyLine QuesadillaToppingBlitz',
    music:
      'QuesadillaSizzleBeat QuesadillaMariachi QuesadillaJingle OdeToAQuesadilla FlipTheQuesadillaOnBeat QuesadillaKitchenRap QuesadillaLoveSong QuesadillaSpatulaDrums',
    art: 'QuesadillaLineArt QuesadillaClaySculpt MeltingQuesadillaPhoto DrawAQuesadillaFace TortillaCanvas QuesadillaPopArt QuesadillaStopMotion QuesadillaFeltFood',
    tech: 'QuesadillaMakerTest QuesadillaSlowMoPull AirFryerQuesadilla AIPicksMyQuesadilla WaffleIronQuesadilla TimelapseYourQuesadilla QuesadillaCookAlongCall QuesadillaMacroCloseup',
    pet: 'PetReactsToQuesadilla QuesadillaBlanketCat PupQuesadillaWrap QuesadillaStareDown QuesadillaSnuffleMat SqueakyTortillaToy QuesadillaLeaveItTest FeltQuesadillaPlush',
    gaming:
      'QuesadillaCharades QuesadillaJengaTower GuessTheQuesadillaFilling WinnerGetsQuesadillas QuesadillaHotPotato TicTacQuesadilla QuesadillaWouldYouRather QuesadillaMemoryMatch',
  },
  rabbit: {
    dance:
      'BunnyHopLine RabbitBinkyStep PeterRabbitShuffle RabbitEarWiggle CopyYourRabbitsMoves CottontailTwist JackRabbitJive RabbitThumpTap',
    fitness:
      'JackRabbitSprints BurpeeLikeABunny RabbitJumpSquats RabbitCrouchHold HopTillYouDrop RabbitSkippingRope RabbitLeapFrogs RabbitKickLunges',
    prank:
      'RabbitEarsPhotobomb TinyRabbitFootprints RabbitHatTrickReveal StuffedBunnyEverywhere RabbitCarrotNoteTrail CottonBunnyTailPrank RabbitSockPuppetWakeUp RabbitPlushAtBreakfast',
    educational:
      'WhyRabbitsThump RabbitVsHareQuiz RabbitCarrotMyth TenRabbitFactsFast GuessTheRabbitBreed BunnyBodyLanguage HowRabbitsSeeColor WhatCanRabbitsEat',
    travel:
      'SpotABunnyInThePark BunnyDateAtThePettingZoo BunnyHopAroundTown RabbitStatueHunt RabbitSanctuaryDay RabbitCafeTrip RabbitTrailHike RabbitFriendlyGardenVisit',
    fashion:
      'MatchYourRabbit BunnyEarHeadband RabbitBowTie BunnyOnesieLook RabbitRunwayWalk HareStyleCheck DressLikeARabbit RabbitSlipperStyle',
    wellness:
      'BunnyFlopRelax RabbitGroomingCalm RabbitFloorLounge CuddleYourRabbitDaily RabbitBreathingBuddy BinkyOfJoy SitWithYourRabbit RabbitGardenMorning',
    speed:
      'HopLikeABunnyRelay OutrunTheRabbit RabbitTunnelDash FastestBunnyRecall BeatYourBunnyToACarrot TortoiseVsHare RabbitAgilityTimeTrial RabbitHayRefillRush',
    music:
      'RabbitThumpRhythm SomeBunnyToLoveCover LullabyForARabbit SongForMyRabbit HipHopHare CarrotCrunchASMR RabbitReactsToMyGuitar RabbitPianoSerenade',
    art: 'PaintYourRabbit BunnyOrigami CarrotStampRabbit RabbitFeltFriend SketchTheWhiteRabbit SockBunnyCraft HandShadowRabbit RabbitPortraitInClay',
    tech: 'RabbitPetCam RabbitSlowMoBinky BunnyTimelapse PhotoDumpOfMyBunny SelfieWithMyRabbit AITranslatesMyBunny RabbitFaceFilter RabbitPortraitMode',
    gaming:
      'RabbitPicksTheCard RabbitTreatPuzzle RabbitMazeLevels DigBoxRabbitQuest HideAndSeekWithMyBunny CarrotHuntHighScore RabbitCupShellGame RabbitObstacleCourse',
  },
  raccoon: {
    dance:
      'RaccoonShuffle RaccoonSneakDance MidnightRaccoonBop RaccoonCopycatMoves TrashPandaTango TiptoePastTheBins RaccoonHandWashWave RaccoonMoonwalk',
    fitness:
      'RaccoonCrawl RaccoonSneakLunges MidnightRaccoonRun RaccoonTiptoeCalfRaises RaccoonPlankHold BinLidBurpees RaccoonStealthSquats RaccoonPawReachStretch',
    funny:
      'RaccoonHandWashing RaccoonBackpackDump DoorbellCamRaccoon MidnightSnackRaccoonMe RaccoonNarratesMyDay MyInnerTrashPanda RaccoonFridgeRaidPOV CaughtLikeARaccoon',
    prank:
      'RaccoonPlushInTheBin RaccoonLeftANote RaccoonPawprintTrail CookieJarRaccoon BlameTheTrashPanda RaccoonCamFakeOut RaccoonNoisesPrank RaccoonStickerHeist',
    educational:
      'WhyRaccoonsWashFood RaccoonFactOrFake RaccoonMaskQuiz RaccoonOrRedPanda HowSmartIsARaccoon UrbanWildlifeWatch RaccoonPawPrintID RaccoonTriviaDuel',
    cooking:
      'RaccoonFaceCookies RaccoonMidnightNachos RaccoonTailSwissRoll RaccoonBanditBrownies TrashPandaSnackBoard RaccoonLeftoverRemix RaccoonPawPrintMuffins RaccoonPancakeStack',
    travel:
      'RaccoonRescueVisit WhoSpotsTheRaccoonFirst CampsiteRaccoonWatch FollowTheRaccoonTracks TrashPandaSafari NocturnalNatureWalk SayHiToTheZooRaccoons RaccoonSpottingBingo',
    fashion:
      'RaccoonStripedBeanie RaccoonTailScarf DressLikeARaccoon RaccoonChicFitCheck TrashPandaStreetwear SmokyEyeBandit RaccoonEarsHeadband RaccoonThriftHaul',
    wellness:
      'RaccoonNapAllDay RaccoonHandCareRitual RaccoonLateNightStretch RaccoonSlowSnackBreak TrashPandaDeclutter RaccoonRestDay RaccoonBlanketBurrow RaccoonMoonlightStroll',
    speed:
      'RaccoonTrashSortRace RaccoonPuzzleBoxTimer RaccoonProofIn60 BeatTheRaccoonCleanup ShinyThingSprint RaccoonSockMatchRush RaccoonRecycleBlitz RaccoonSnackStashDash',
    music:
      'RaccoonChitterRemix RaccoonKaraoke RaccoonMidnightJam TrashCanRaccoonDrums BanditBeatbox SneakyTiptoeTheme RaccoonRummageRhythm RaccoonNightSerenade',
    tech: 'RaccoonTrailCam RaccoonProofBinHack DoorbellRaccoonFootage NightVisionRaccoons OutsmartTheRaccoon RaccoonVoiceChanger RaccoonPlushSneaksOut RaccoonFilterSelfie',
    gaming:
      'RaccoonTiptoeGame SneakyRaccoonFreezeTag ActLikeARaccoonCharades RaccoonTrashCanToss RaccoonSnackHeist RaccoonTriviaNight RaccoonHideAndSeek RaccoonTreasureMap',
  },
  race: {
    dance:
      'RaceToTheBeat FinishLineShuffle RaceDayVictoryLap PodiumPoseOff SlowMoRaceDance RaceCarDriftStep RaceBatonTwirl RaceCheerleaderMoves',
    prank:
      'SurpriseFinishTape RaceEngineNoisePrank ToyRaceCarInTheShoe RiggedFamilyRace FakeRaceAnnouncer RaceStartBluff PaperRaceFlagInvasion RaceCountdownWakeUp',
    educational:
      'JudgeTheRaceFinish RaceSplitMath WhyRaceCarsHaveWings RaceReactionTimeTest RaceAerodynamicsDemo OlympicRecordsQuiz RaceDistanceGuess TeachARaceStart',
    cooking:
      'FinishLineCupcakes PitStopSliders PreRacePastaParty RaceFlagPancakes RaceFuelSnacks RaceCarBentoBox RacingStripeRollCake RaceMedalCookies',
    travel:
      'AmazingRaceMyCity RaceTrackStadiumTour RaceToPackTheSuitcase RaceSouvenirHunt RaceToTheIceCreamShop RunARaceSomewhereNew HorseRaceDayTrip RaceToTheMuseum',
    wellness:
      'PreRaceBreathing FinishLineGratitude RaceRecoveryStretch RaceVisualization SlowDownAfterTheRace RaceEveEarlyBedtime NotARatRace PostRaceJournal',
    music:
      'FinalLapFanfare RaceDayHypeSong RaceCommentaryRap ChariotsOfFireSlowMo SingWhileYouRace RaceDrumlineCheer RacePlaylistPacing RaceStartBeatDrop',
    tech: 'PhotoFinishCamera RaceYourReactionTime RaceGPSWatchSplits RaceHeartRateReveal BuildARaceTimer RaceADoodleOnTheMap RaceSlowMoReplay RaceVsYourGhost',
    gaming:
      'FloorIsLavaRace MarioKartCupRace HallwayToyCarRace SplitScreenRace RacingGameTimeTrial MarbleRaceTournament RaceBottleCapFlick SnakesAndLaddersRace',
  },
  rain: {
    prank:
      'RainSoundsFakeOut RainOnTheWindowTrick RainyDayFortSurprise RainBootSwap RainSprayBottleSurprise RainUmbrellaGooglyEyes MakeItRainConfetti PaperRaindropInvasion',
    cooking:
      'RaindropCake RainCloudMeringues MakeItRainSprinkles RainyDayCocoaBar DripDropDonuts PuddleJelloCups RainBootCookies CookUntilTheRainStops',
    travel:
      'RainyDayMuseumHop RainyAquariumVisit RainPuddlePhotoWalk RainCafeHunt UmbrellaCityStroll CoveredMarketCrawl RainbowSpottingTrip RainTrainWindowView',
    fashion:
      'RainBootsFitCheck RaincoatColorPop RainPonchoGlowUp RainyDayRunway MatchYourUmbrella DressForTheDownpour RainproofStyleOff RainHatThreeWays',
    tech: 'FilmTheRaindropRace RainSlowMoSplash WhichRainAppWins RainASMRRecording RainyWindowTimelapse RainForecastVsReality LetAIPlanMyRainyDay RainSoundRemix',
  },
  rainbow: {
    dance:
      'RainbowRibbonDance RainbowScarfSpin OverTheRainbowGroove RainbowGlowStickMoves RainbowStepOff PotOfGoldShuffle RainbowLimboLine RainbowSockSlide',
    fitness:
      'RainbowArchStretch RainbowRelayRun RollTheRainbowDice SquatForEachRainbowColor RainbowBurpeeLadder PotOfGoldPlank RainbowJumpingJacks RainbowYogaFlow',
    funny:
      'RainbowEndChase RainbowSandwichFail RainbowHairDyeFail DoubleRainbowReaction TasteTheRainbowTest RainbowWigLipSync RainbowOutfitTwinningDad RainbowUnicornPOV',
    prank:
      'RainbowInsideCake RainbowToastSurprise RainbowIceCubePrank LeprechaunRainbowTrail WakeUpToARainbowDoor RainbowMilkMorning RainbowStickyNoteWall RainbowSpaghettiDinner',
    educational:
      'HowRainbowsForm RainbowPrismScience RainbowWalkingWater RainbowDensityJar ROYGBIVMemoryTrick MakeARainbowIndoors RainbowColorMixLab RainbowInASoapBubble',
    cooking:
      'RainbowLayerCake RainbowFruitSkewers EatTheRainbowSalad RainbowBagels RainbowSushiRolls RainbowSmoothieBowl RainbowPancakeStack RainbowVeggiePizza',
    travel:
      'FindAllSevenRainbowColors WaterfallRainbowHunt RainbowDoorsOfMyTown RainbowLighthouseVisit RainbowStreetCrawl RainbowMuralWalk RainbowFlowerFieldTrip RainbowSouvenirJar',
    fashion:
      'RainbowStripeFitCheck RainbowSockStack ClipInRainbowHair PastelRainbowLayers HeadToToeRainbow OneRainbowColorADay RainbowNailGradient RainbowBeadedBracelet',
    wellness:
      'RainbowBreathing RainbowGratitudeList RainbowMoodCheckIn GroundingRainbowHunt RainbowColorWalk RainbowMeditation RainbowColoringBreak RainbowJournalPages',
    speed:
      'RainbowSortRace RainbowCupStack ClosetRainbowBlitz SixtySecondRainbow RainbowObjectHuntIn60 BeatTheRainbowClock RainbowCrayonDash RainbowBeadStringSprint',
    music:
      'RainbowSongCover RainbowXylophoneTune RainbowWaterGlassSong OverTheRainbowUkulele SingARainbow RainbowSongMedley RainbowBellsMelody RainbowKazooChoir',
    tech: 'RainbowPrismPhoto RainbowLEDRoomTour RainbowKeyboardLights RainbowHomeScreenGlowUp CanAIPaintARainbow RainbowFilterTest RainbowGardenHoseSlowMo RainbowStopMotion',
    pet: 'RainbowPetPortrait RainbowDogBandana RainbowCatTunnel PuppyRainbowBallPit PupChasesRainbows RainbowCollarStrut PickARainbowToy RainbowTreatHunt',
  },
  'rainy day': {
    fitness:
      'RainyDayStairClimb RainyDayHallwaySprints RainyDayPuddleHops RainyDayRepDeck RainyDaySofaSquats SweatOutTheStorm RainyDayPlankOff RainyDayYogaFlow',
    prank:
      'RainyDayUmbrellaConfetti RainyDayPaperBoatNote SurpriseRainyDayCocoa RainyDayFakeForecast RainyDayPuddleHoax IndoorBeachAmbush RainyDayWindowMessage RainyDayBootSwap',
    educational:
      'WhyRainyDaysSmell RainyDayWormCount RainyDayWaterCycle PetrichorPopQuiz DIYRainGauge RainyDayCloudTypes MeasureARainyDayPuddle RainyDayIndoorVolcano',
    travel:
      'RainyDayCityWalk RainyDayMuseumTrip RainyDayCafeHop RainyDayAquariumVisit RainyDayTrainRide UmbrellaPhotoTour RainyDayBookshopCrawl RainyDayLibraryAdventure',
    wellness:
      'RainyDayReset RainyDayTeaTasting ListenToARainyDay RainyWindowWatching RainyDaySlowStretch ReadingNookRainyDay RainyDayBubbleBath RainyDayGratitudeList',
    tech: 'RainyDayTimelapse RainyDayProjectorFort SlowMoRainyDayPuddle ForecastVsRainyReality RainyDayPhoneFilmFest RainyDayWeatherAppDuel RainyDayMacroShots RainyDayStopMotionMovie',
  },
  rake: {
    dance:
      'RakeAndRoll LeafPileDanceOff RakeShuffleStep TangoWithTheRake RakeBoogieBreak RakeLineDance LimboUnderTheRake RakeWaltz',
    fitness:
      'RakeRowStrokes StretchWithYourRake LeafBagCarryLunges RakePlankBreak RakingReps RakeAndSquatCircuit TwistAndRake RakeHandlePress',
    prank:
      'SecretlyRakeTheirLawn RakedLeafMessage GooglyEyeRake RakeTiedWithBalloons ScarecrowWithARake RubberSnakeOnTheRake RakeWearsDadsCap RakeSelfiePhotobomb',
    educational:
      'ShouldYouRakeAtAll WhyLeavesFallQuiz RakeLeafCompostLab RakeHedgehogHabitat IdentifyWhatYouRaked RakePileBugHunt RakeLeverPhysics RakeYardAreaMath',
    travel:
      'ZenGardenRakeLines RakeAndLeapAtThePark HayrideFarmTrip FallFoliagePhotoWalk RakeAtGrandmasHouse CabinRakeWeekend RakeCommunityCleanup BeachRakeDoodle',
    fashion:
      'YardRakeFitCheck FlannelAndRakeLook LeafPilePhotoshoot RakeTheRunway RakingGlovesGlowUp RubberBootsAndKnit RakingRealness CozyRakeLayers',
    wellness:
      'MiniZenGardenRake MindfulRakeRhythm RakeForANeighbor RakeAwayTheStress RakeFreshAirBreak CrispMorningBreaths RakeThenRest SlowRakeSunday',
    music:
      'RakeScrapeBeat LeafCrunchRhythm RakeTineStrum RakeWashboardSolo AirGuitarRake RockAndRake RakeKaraoke WhistleWhileYouRake',
    tech: 'LeafBlowerVsRake RakeTimelapseYard SlowMoRakedPileLeap RakeTreeIDApp HowManyStepsRaking RakeBeforeAfterReveal RakeCamPOV RakeCalorieBurnTest',
    pet: 'DogLeafPileDive RakeKittenPounce PetFollowsTheRake RakeTreatTrailPup RakeHideTheBall CatInspectsTheRake RakedHeapPeekaboo RakeAZoomiesTrack',
    gaming:
      'RakeAMazeInTheLeaves RakeAndSeek RakeAHopscotchGrid RakeForHiddenTreasure GiantRakedTicTacToe LeafColorRakingBingo PassTheRakeRelay RakeInTheLoot',
  },
  'raking leaves': {
    dance:
      'RakingLeavesTwoStep LeafPileFreestyle RakingLeavesLineDance RakingLeavesMoonwalk DanceLikeNoOneIsRaking RakingLeavesShuffle RakingLeavesConga RakingLeavesWaltz',
    prank:
      'LeafPilePeekaboo RakingLeavesHeartShape RakingLeavesRubberSpider SecretNeighborRaking RakingLeavesScarecrow HiddenInTheLeaves LeafPileConfettiDrop RakingLeavesSmileyFace',
    educational:
      'RakingLeavesTreeID WhyLeavesChangeColor RakingLeavesOrMulching RakingLeavesCompostLab WhoLivesInALeafPile LeafPileDecayJar RakingLeavesBugSurvey RakingLeavesCountingMath',
    travel:
      'RakingLeavesAtGrandmas FallFoliageRoadTrip LeafPileParkHop BiggestLeafPileInTown CommunityRakingDay RakingLeavesMapleDrive RakingLeavesCabinTrip LeafPileArboretumVisit',
    fashion:
      'RakingLeavesFitCheck FallFlannelLook RakingLeavesColorMatch LeafPileLookbook RakingLeavesInStyle RakingLeavesCozyLayers RakingLeavesGloveGlowUp RakingLeavesBeanieSwap',
    wellness:
      'MindfulRakingLeaves RakingLeavesGratitude SlowAutumnChores LeafPileLayDown LetItFallLikeLeaves RakingLeavesMeditation RakingLeavesBreathing RakingLeavesAtSunrise',
    pet: 'RakingLeavesPupJump LeafPileZoomies RakingLeavesCatAmbush RakingLeavesAssistant DogUnrakesTheLeaves RakingLeavesSniffWalk RakingLeavesBunnyHop RakingLeavesKittenPounce',
    gaming:
      'LeafPileCornhole RakingLeavesTugOfWar LeafPileHideAndSeek LeafPileStarJump RakingLeavesSpeedrun AnimalCrossingAutumn RakingLeavesBingo RakingLeavesTreasureHunt',
  },
  ramen: {
    dance:
      'RamenShuffle ThreeMinuteRamenDance RamenChopstickTwirl WetNoodleWiggle SlurpAndSway RamenArmsDanceOff RamenPopAndLock RamenKitchenBoogie',
    fitness:
      'EarnYourRamen ThreeMinuteRamenHIIT RamenJumpingJacks RamenBowlPlank BrothAndBurpees SlurpSquatRepeat RamenBoilPushups RamenWalkToTheShop',
    funny:
      'InstantRamenGourmet CollegeRamenChef RamenSlurpEtiquette RamenChopstickStruggle BrokeVsBougieRamen RamenNoodleMustache FancyRamenFoodCritic NonnaReactsToRamen',
    prank:
      'RamenCakeReveal SurpriseRamenUpgrade RamenGooglyEyes RamenPlushInTheBed RamenChopstickSwap NoodleLoveNote RamenNoriFaces RamenMenuDoorSign',
    educational:
      'InstantRamenScience RamenBrothQuiz RamenRegionalStyles HowRamenEggsSet WhyRamenNoodlesCurl RamenFactOrFiction RamenSodiumMath RamenWordsInJapanese',
    travel:
      'RamenShopCrawl RamenWithAView RamenUnderTheStars TryRamenInEveryTown RamenHikeLunch GasStationRamenRanking FindTheHiddenRamenBar TasteTheWorldInRamen',
    fashion:
      'RamenShopFitCheck CozyRamenNightLook RamenBibChic StreetwearRamenDate SlurpProofOutfit HairUpForRamen RamenNailArt DressAsARamenBowl',
    wellness:
      'RamenSelfCareNight RamenWithAMovie SlowRamenSlurp SoloRamenDate NoodleNirvana RainyDayRamen RamenWithAFriend RamenGratitudeBowl',
    speed:
      'RamenUpgradeSpeedrun ThreeMinuteRamenHack RamenToppingRace RamenBowlSetupSprint ChopsticksOnlyRelay BeatTheKettle RamenEggPeelDash RamenGarnishBlitz',
    music:
      'RamenShopLofi RamenBowlBeat ChopstickRamenDrums BubblingRamenASMR SlurpSymphony RamenJingle RamenRapBattle RamenLoveSong',
    tech: 'SlowMoRamenSlurp ShootYourRamenLikeAnAd SmartKettleRamenTest AIRatesMyRamen MicrowaveRamenHack ViralRamenTrickTested LongDistanceRamenDate RamenFoodPhotoGlowUp',
    pet: 'PetReactsToRamenSlurp CatFitsInRamenBowl RamenCupTreatPuzzle RamenBoxKittenFort RamenLeaveItTest RamenPuppyBed RamenPlushForMyDog RamenHamsterHideout',
    gaming:
      'GuessTheRamenFlavor RamenRushHighScore RamenPacketJenga BuildARamenStand NarutoRamenRun CupNoodleTierList OneChopstickRamenDare RamenWouldYouRather',
  },
  raspberry: {
    dance:
      'RaspberryBeretGroove RaspberryShuffle RaspberryFingertipWave RaspberryKitchenDisco RaspberryCongaLine BerryPickingBoogie TheRaspberryTwist RaspberryFreezeFrame',
    fitness:
      'RaspberryPickSquats RaspberryPatchHike RaspberryBucketCarry EarnYourRaspberrySmoothie BerryBasketLunges BrambleTrailJog JumpForRaspberries RaspberryPlankTaps',
    funny:
      'RaspberryFingerPuppets SnobbyRaspberryTasting RaspberryTinyHatParade LastRaspberryStandoff BlowARaspberryBattle RaspberryClownNose RaspberryGooglyEyes RaspberryDramaVoiceover',
    prank:
      'RaspberryChocSurprise IsItARaspberryOrCake RaspberryStickerTrail RaspberryLunchboxNote RaspberryWhoopeeCushion RaspberryPlushInTheBed BlowARaspberryWakeUp RaspberryIceCubeTrick',
    fashion:
      'RaspberryBeretLook RaspberryPinkFitCheck RaspberryNailArt HeadToToeRaspberry RaspberryEarrings FruitJewelryDIY RaspberryRedLip KnitARaspberryBeanie',
    wellness:
      'MindfulRaspberryBite RaspberryPickingCalm RaspberryLeafTeaPause TendYourRaspberries EachBerryOneBreath BrambleWalkUnwind RaspberrySunriseSnack RaspberrySmoothieMorning',
    music:
      'RaspberryBeretCover RaspberryJamSession BlowARaspberrySolo RaspberryRockOpera BerryShakerBeat RaspberryJingle TheRaspberryRap RaspberryPickingSong',
    pet: 'RaspberryLeaveItDare RaspberryPlushFetch RaspberryPupSniffTest RaspberryPatchStroll DogHearsARaspberry RaspberryPetPortrait RaspberrySnackForBunnies RaspberryKittenToy',
    gaming:
      'RaspberryHarvestQuest RaspberryHotPotato RaspberryJamPuzzle RaspberrySpoonRelay EscapeTheBrambleMaze RaspberryVsBlueberryDuel GuessTheRaspberryCount RaspberryTicTacToe',
  },
  ratatouille: {
    dance:
      'RatatouilleCancan SpiralRatatouilleSpin ZucchiniZumba RatatouilleTango RatatouilleWaltz RemyRatShuffle RatatouilleBallet StirAndSwayRatatouille',
    fitness:
      'RatatouilleWallSit RatatouilleMarketRide EggplantCurls RatatouilleJumpingJacks RatatouillePlankTimer RatatouilleGardenDig RatatouilleSquatStir RatatouilleLunges',
    prank:
      'RatatouilleDinnerInFrench RatatouilleRatInTheFridge RatatouilleBistroSurprise RatatouilleTakeoutSwap FancyNameRatatouille RatatouilleGooglyEyes RatatouilleMenuMixUp RatatouilleHatPuppet',
    educational:
      'RatatouilleVsCaponata HowToSayRatatouille RatatouilleSliceFractions StewOrSpiralRatatouille RatatouilleInFrench WhyEggplantGetsSalted RatatouilleKnifeSkills RatatouilleVeggieFacts',
    travel:
      'RatatouillePicnicSpot RatatouilleFarmersMarket RatatouilleAtGrandmas CampingRatatouille RatatouilleRoadTrip RatatouilleFoodTour PickYourOwnRatatouille RatatouilleBistroHunt',
    fashion:
      'RatatouilleColorBlock RatatouilleChefFit ParisianBeretLook RatatouilleApronStyle RemyToqueCosplay RatatouilleVeggieEarrings BistroChicRatatouille RatatouilleNailArt',
    wellness:
      'GardenToRatatouille PhoneFreeRatatouille SlowSimmerRatatouille RatatouilleSundayReset AnyoneCanCook SliceAndBreathe RatatouilleForANeighbor RatatouilleComfortBowl',
    speed:
      'SpiralRatatouilleIn20 SpellRatatouilleFast RatatouilleMarketDash PlateItLikeRemy EggplantStackBlitz RatatouilleRelay RatatouilleVeggieSort RatatouilleTableSetRush',
    music:
      'RatatouilleMusical RatatouilleAccordion LeFestinCover RatatouillePotDrums SingTheRecipe RatatouilleKitchenRap RatatouilleChanson OperaRatatouille',
    tech: 'RatatouilleStopMotion RatatouilleTimelapse AirFryerRatatouille AIPlansMyRatatouille RemyCamPOV TeachRatatouilleOnVideo RatatouilleMovieVsMine RatatouilleSlowMoSlice',
    pet: 'RatatouilleRatMaze WatchRatatouilleWithPets RatatouilleKittenNap RatatouilleSousChefPup ZucchiniDogTreats RatatouillePlushVsCat RatatouilleFurryHelper RatatouilleLeaveItTest',
  },
  reading: {
    dance:
      'ReadingDanceBreak ReadingConga FinishedReadingJig BookwormWiggle PageTurnerTwirl ReadingFlashMob SilentReadingDisco ReadingCharacterMoves',
    fitness:
      'ReadingOnTheTreadmill ReadingPlankPage ReadingLungeLadder ChapterPerMile BookwormBurpees ReadingWallSit ReadingInTreePose ReadingStretchBreaks',
    prank:
      'ReadingNookSurprise ReadingDustJacketSwap CozyReadingFortReveal UpsideDownReadingPrank ReadingGlassesGooglyEyes ReadingFakeSpoiler RubberSpiderReading ReadingBookmarkShift',
    cooking:
      'ReadingNookSnackBoard ReadingCookieEveryChapter BookClubBakes CookWhatYoureReading HobbitSecondBreakfast ReadingTeaAndScones ReadingHotCocoaBar ReadingCoverCake',
    travel:
      'ReadingAroundTheWorld ReadingSpotsInMyCity ReadingCafeHop BookshopCrawl ReadWhereItsSet ReadingOnTheTrain ReadingPicnicInThePark ReadingLibraryCardTour',
    fashion:
      'ReadingGlassesLook ReadingNookLoungewear ReadingCharacterCosplay SummerReadingHat DressLikeTheCover DarkAcademiaFit ReadingRobeRunway ReadingThriftFlip',
    wellness:
      'ReadingBeforeBed ReadingPhoneFreeHour CandlelitReading TenPagesDaily ShelfCareSunday ReadingWithSunriseCoffee ReadingUnderATree ReadingAPoemAloud',
    music:
      'ReadingPlaylistDare ReadingWithLofiOn RapYourReadingList SongForYourNovel SpokenWordOverBeats ReadingPoetryRemix ReadingToADrumBeat ReadingAloudWithGuitar',
    tech: 'ReadingYearWrapped ReadingLampGlowUp KindleVsPaperReading AIReadingBuddy ScanYourShelfHack ReadingVsListeningFaceOff ReadingStreakAppDare ReadingTextToSpeechTest',
    pet: 'ReadingToMyPet ReadingToShelterDogs ReadingWithACatOnMyLap KittenPageTurner PuppyPicksMyReading PawsOnMyPaperback PurrfectReadingBuddy ReadingToTheBunny',
  },
  receipt: {
    fitness:
      'WalkOffTheReceipt ReceiptBurpeeBill OneRepPerReceiptItem ReceiptJumpRope SweatTheTotal CheckoutCalfRaises SquatYourReceipt ReceiptDollarLunges',
    prank:
      'FakeLongReceipt ComplimentReceipt ReceiptForAHug ReceiptFromTheFuture ReceiptInTheirPocket ReceiptForBreakfast DadJokeReceipt SiblingChoreReceipt',
    travel:
      'TripInReceipts ReceiptScrapbook AirportReceiptShock ReceiptsTellOurRoadTrip FiftyDollarWeekend LongestReceiptOfTheTrip ReceiptSouvenirJar OneReceiptPerStop',
    wellness:
      'NoReceiptWeek GratitudeReceipt ReceiptOfTinyWins WalletReceiptPurge PayItForwardReceipt ReceiptSpendingCheckIn ReceiptBudgetJournal SelfCareReceipt',
  },
  recess: {
    dance:
      'RecessDanceOff RecessClapRoutine SwingSetSway RecessHopscotchShuffle MonkeyBarMoonwalk RecessMacarena RecessCongaLine RecessLimbo',
    fitness:
      'MonkeyBarsChallenge RecessJumpRopeStreak RecessHopscotchCardio RecessTagSprints RecessHulaHoopCount RecessForGrownUps WorkoutLikeItsRecess RecessCrabWalkRace',
    prank:
      'RecessAtTheOffice RecessBellAtWork RecessLetterFromPrincipal PlaygroundChalkNote SurpriseRecessBreak RecessBubbleAmbush RecessPermissionSlip RecessHopscotchHallway',
    educational:
      'PlaygroundPhysics RecessGamesWorldwide SwingPendulumLesson RecessMultiplicationTag RecessShadowClock RecessRulesQuiz RecessThenAndNow RecessBugHunt',
    travel:
      'SchoolyardMemoryLane RecessGiantSlideHunt RecessParkHop RecessOldSchoolVisit BestPlaygroundInTown RecessAroundTheWorld RecessAtARestStop RecessAtTheBeach',
    fashion:
      'DressLikeRecess1999 RecessVelcroThrowback RecessSneakerCheck RecessReadyOutfit RecessPigtailsLook FieldDayFit DressedForRecess RecessBackpackStyle',
    wellness:
      'RecessForAdults TenMinuteRecess PlaygroundSwingCalm RecessBrainBreak RecessSkyGazing PlayLikeItsRecess RecessRecharge RecessBubbleBlowing',
    tech: 'RecessStepCounter RecessTimelapse RecessRecapReel RecessSlowMoSlideCam RecessBuzzerBuild RecessOverVideoCall CodeARecessGame RecessPhotoScavenger',
    pet: 'RecessWithMyDog RecessFetchBreak RecessKittyWandChase RecessTugOfWarWithDog PlaygroundPupRun RoverGetsRecess RecessBunnyTunnel RecessHamsterPlaypen',
    gaming:
      'FourSquareTournament RecessJacksShowdown RecessTetherballLeague RecessCaptureTheFlag RecessBoardGameBreak RecessMarblesChamp PogsAtRecess RecessKickTheCan',
  },
  recipe: {
    dance:
      'RecipeKitchenDisco RecipeWhiskTwirl RecipeSalsaSteps DanceTheRecipe OneMovePerIngredient ChefHatChoreo RecipeStirAndSpin SpatulaFlipRecipe',
    fitness:
      'RecipeOvenTimerHIIT RecipeLungeLadder RecipeJumpingJacks RecipeCardCircuit SquatPerIngredient StirTheBatterBurn PlankEachRecipeStep RecipeBurpeeBake',
    prank:
      'SecretIngredientIsLove RecipeBookHiddenJokes RecipeSwapSurprise FakeFamilyRecipe RecipeScavengerHunt RecipeCardSillyStep RecipeCakeLookalike MysteryRecipeNight',
    educational:
      'RecipeOneSwapExperiment RecipeMathScaling FamilyRecipeInterview WhyRecipesNeedSalt OldestRecipeEver RecipeRatioTest RecipeWordsDecoded TranslateARecipe',
    travel:
      'RecipeFromEveryCountry BringARecipeHome RecipePassport RecipeMarketToTable LearnALocalRecipe StreetFoodRecreation AskAGrandmaRecipe RoadTripRecipeRemake',
    fashion:
      'MyOutfitRecipe DressLikeYourRecipe RecipeForDrip RecipeCardEarrings CookbookCoverLook ApronFitCheck RecipeColorPalette RecipeRunway',
    wellness:
      'RecipeJournalNight FamilyRecipeGratitude ComfortRecipeSunday HandwrittenRecipes CookOneRecipeSlowly RecipeForARestDay ShareARecipeWithAFriend PassDownARecipe',
    tech: 'AIRecipeTest RecipeAppReview ScanGrandmasRecipe VoiceOnlyRecipe AIFridgeRecipe RecipeInOneTake RecipeTimelapseCam HandsFreeRecipe',
  },
  recliner: {
    dance:
      'ReclinerLeverDrop ReclinerFootrestPop ReclinerSeatedShimmy ReclineToTheBeat ReclinerChairDanceOff ArmrestHandJive TheReclinerRumba ReclinerWaveAndWiggle',
    prank:
      'ReclinerReservedSign BalloonFilledRecliner DadsChairTakeover PlushieInTheRecliner ReclinerRemoteHunt CardboardGrandpaCutout ReclinerWhoopeeCushion ReclinerStickyNoteWrap',
    educational:
      'HowReclinersWork ReclinerLeverPhysics PerfectReclineAngle ReclinerNapExperiment WhoInventedTheRecliner ArmchairGeographyQuiz WhatsInsideARecliner ReclinerPostureTest',
    travel:
      'ReclinerCinemaTrip ToReclineOrNot ReclinerCampingTrip TestDriveEveryRecliner ReclinerStaycation ArmchairTravelNight RateTheRecliners ReclinerTrainSeatReview',
    fashion:
      'ReclinerLoungeFit ReclinerMatchingPJs ReclinerToRunway DressedForTheRecliner GrandpacoreOutfit RobeAndSlippersGlam ReclinerPhotoshoot ReclinerCardiganCheck',
    wellness:
      'ReclinerPowerNap ReclinerLegsUpReset ReclinerReadingNook SundayRecline HeatedBlanketUnwind PhoneFreeRecliner ReclinerBreathingBreak ReclinerGratitudeJournal',
    music:
      'ReclinerSlowJam ReclinerCroonerCover ReclinerKaraoke SerenadeTheRecliner ReclinerAirDrums LeverSqueakPercussion BluesInMyRecliner ReclinerSnoreSymphony',
    tech: 'PowerReclinerTest ReclinerTabletMount ReclinerUSBChargerHack ReclinerPhoneStandDIY CupHolderCooler ReclinerCinemaAtHome TimelapseMyReclinerNap ReclinerVoiceCommand',
  },
  red: {
    dance:
      'RedCarpetStrut RedRoseTango RedLightFreeze RedSneakerShuffle ClickYourRedHeels LadyInRedSway RedScarfSwirl RedBalloonBop',
    fitness:
      'RedLightSquatFreeze RedCarpetLunges RedCardBurpeeDeck RedBandBurn SeeingRedHIIT StopOnRedSprints RedJumpRopeStreak RedCupAgilityDrill',
    funny:
      'RedSockLaundryFail RedCarpetAtHome RedLipstickOnTeeth OnlyRedForADay RedInkPenExplosion RedNoseImpressions RedFaceBlushingPOV RedAlertSnackEmergency',
    prank:
      'WelcomeHomeRedCarpet RedHeartStickyNotes AllRedSockDrawer RedLightbulbSwap RedBalloonAvalanche RedNoseEveryPhoto RedCupTowerOnTheirDesk RedStreamerDoorway',
    educational:
      'WhyRedMeansStop RedSunsetScienceJar HowBullsSeeColor RedDyeFromBugs RedPlanetQuiz RedBloodCellModel RedPaintMixingLab RedCabbageIndicator',
    travel:
      'RedRockHike RedDoorsAroundTown RedLanternChinatown RedSunsetLookout RedCarBingoRoadTrip FindTheReddestLeaf RedPostboxHunt RedBrickBuildingWalk',
    fashion:
      'RedCarpetAtTheGrocery HeadToToeRed OneRedAccentRule FindYourRedLip RedBeretRunway RedKicksFitCheck RedScarfThreeWays RedThriftFlip',
    wellness:
      'WatchARedSunset RedLeafMindfulWalk RedTeaTasting FiveRedThingsGrounding OneSlowRedApple RedLightBedtime RedRoseJournaling RedYarnKnitting',
    music:
      'NameThatRedSong NinetyNineRedBalloons RedSongMedley RedHotAirGuitar RedCupSongChallenge RedRoseSerenade SlowJamLadyInRed RedBucketDrumSolo',
    tech: 'RedEyeFix ColorPopRedEdit RedHomeScreenMakeover RedLEDRoomGlow RedLightNightMode InfraredCameraTest RedFilterPhotoWalk RedAppIconTheme',
    pet: 'RedCarpetPetWalk RedBandanaPup RedOrBlueBallTest RedCushionCatNap RedToyTreatHunt CanDogsSeeRed RedBlanketForTheBunny RedFeatherWandPlay',
    gaming:
      'RedVsBlueGameNight RedShellMarioKart FindFiveRedThingsFirst RedMushroomPowerUp RedCardsOnlyGoFish TeamRedForever RedUnoShowdown RedCheckersTournament',
  },
  'red light green light': {
    prank:
      'RedLightSneakUpHug RedLightGreenLightFreeze RedLightGreenLightTeddy RedLightBirthdayAmbush FrozenFamilyPortrait GreenLightConfetti RedLightGreenLightDad RedLightGreenLightOffice',
    educational:
      'RedLightReactionTest RedLightGreenLightSpell RedLightColorScience WhyRedLightMeansStop QuizUntilRedLight CrossTheStreetSmart RedLightGreenLightMath RedLightGreenLightABC',
    cooking:
      'RedLightBerryTarts TriColorFruitSkewers TrafficLightPizza RedLightBakeOff RedLightGreenLightCookies CookTillRedLight RedLightGreenLightSalad RedLightGreenLightJello',
    travel:
      'RedLightGreenLightMuseum StopAndGoCityTour RedLightGreenLightZoo RedLightGreenLightHike ExploreTillRedLight RedLightSightseeing RedLightGreenLightBeach RedLightGreenLightPark',
    fashion:
      'RedLightOutfitFreeze TrafficLightColorBlock RedLightGreenLightOOTD RedLightRunway StopAndGoStyle StrikeAPoseRedLight RedLightGreenLightMakeup RedLightGreenLightNails',
    wellness:
      'StopBreatheAndGo RedLightGreenLightBreaths SlowDownSignal RedLightMeansRest PauseOnRedLight RedLightGreenLightThanks RedLightGreenLightYoga RedLightGreenLightCalm',
    gaming:
      'RedLightTeamRelay MotherMayIRematch StopAndGoArcadeRun RedLightGreenLightCards RedLightBracket RedLightChampion RedLightGreenLightTag RedLightGreenLightLeague',
  },
  referee: {
    dance:
      'YellowCardShuffle RefereeTouchdownArms RefereeSignalDance FreezeOnTheWhistle RefereeStripesStrut UmpireSafeSlide RefereeLineDance RefereeVictoryJig',
    prank:
      'RefereeAtDinner YellowCardForChores RefereeFlagOnTheCouch VARCheckTheCookies RefereeSubBoardAtLunch RefereePenalizesDad RefTheBreakfastTable RefTheirVideoGame',
    educational:
      'RefereeHandSignals RefereeOffsideDemo WhyRefsWearStripes UmpireCallQuiz RefereeRightOrWrong RefereeFactOrFoul BeTheRefereeTest RefereeWhistleCodes',
    travel:
      'RefereeTournamentTrip RefTheParkPickupGame SportsHallOfFame RefereeRoadTripRules UmpireBallparkTour RefereeTheBackSeat RefereeBeachVolleyball RefereeStadiumVisit',
    fashion:
      'RefereeStripesFit DressLikeTheRef RefereeShirtThriftFlip RefereeCostumeDIY UmpireCapStyle WhistleAsAccessory RefereeRedCardLook RefereeSneakerCheck',
    wellness:
      'TimeOutBreathing RefereeThankYouNote HalftimeRefereeStretch CalmLikeARef RefereeGratitudeList UmpireFairPlayPledge BeKindToReferees RefereeCoolDownWalk',
    speed:
      'RefereeQuickCall RefereeSignalBlitz OffsideSpotIn5 ReactToTheWhistle RefereeOutfitChangeRace RefCardFastDraw RedOrYellowReflex OutrunTheReferee',
    music:
      'RefereeRulebookRap RefereeHandSignalSong FinalWhistleAnthem RefereeBeatDrop UmpireStrikeCallout RefCallKaraoke SerenadeTheReferee RefereeMarchingTune',
    pet: 'RefereeYourDogsFetch PetPenaltyCard RefereeKittenRuling RefereeThePetTalentShow RefereeToyTugOfWar CatRefsTheZoomies RefereeBunnyRace RefereeHamsterOlympics',
  },
  reindeer: {
    fitness:
      'ReindeerHighKnees ReindeerSledPull ReindeerLeapSquats ReindeerRedNoseRun DasherDashes ReindeerSleighSprints GallopLikeAReindeer SnowyReindeerLunges',
    prank:
      'ReindeerHoofPrints ReindeerCarrotCrumbs ReindeerAntlerCar ReindeerInTheWindow SleighBellWakeUp ReindeerRedNoseMug StuffedReindeerCameo NoteFromTheReindeer',
    educational:
      'ReindeerUVVisionTest CaribouVsReindeer ReindeerMigrationMap SantasReindeerAreGirls WhyRudolphsNoseGlows ReindeerFactOrFib ReindeerAntlerShedding HowReindeerStayWarm',
    travel:
      'ReindeerFarmVisit SelfieWithEveryReindeer MeetAReindeerThisWinter BestLightUpReindeerInTown ReindeerChristmasMarket ReindeerSleighRideTrip FollowTheReindeerTracks ReindeerParadeFrontRow',
    fashion:
      'ReindeerAntlerHeadband ReindeerRedNoseMakeup UglyReindeerSweater MatchingReindeerPJs FairIsleReindeerKnit SleighAllDayFit ReindeerNailArt ReindeerPomBeanie',
    wellness:
      'ReindeerSnowyWalk ReindeerCocoaBreak ReindeerGratitudeJournal SlowReindeerMornings WinterSolsticeReset TundraDeepBreaths ReindeerKindnessDeeds QuietReindeerCraft',
    music:
      'ReindeerSleighBeat ReindeerHoofTapRhythm ReindeerRollCallRap ReindeerKaraoke JingleBellJam ChristmasCarolKazoo YodelTheReindeer ReindeerPotsAndPansBand',
    tech: 'ReindeerLightShow ReindeerDoorbellCam AINamesTheTenthReindeer TrackTheReindeer ReindeerStopMotion MakeYourReindeerFly ReindeerARFilter GreenScreenReindeer',
    gaming:
      'ReindeerCardDuel ReindeerTriviaRound ReindeerKartRace JoinInReindeerGames ReindeerHideAndSeek PinTheNoseOnAReindeer ReindeerDiceDerby ReindeerMemoryMatch',
  },
  'relay race': {
    prank:
      'BananaBatonRelay RubberChickenRelay RelayRaceMysteryAnchor InflatableCostumeRelay SlowMoFinishLine SurpriseGuestRunner RelayWrongDirectionPrank RelayFakeMustacheRun',
    educational:
      'TriviaRelay RelayFlagsOfTheWorld RelayRaceSpellingBee WhyRelayAnchorsRunLast PassTheQuestion BatonHandoffPhysics MapQuizRelay RelayTimesTables',
    cooking:
      'SandwichRelay PizzaRelayRace RelayFruitSkewers PassTheWhisk TagTeamTacos CupcakeFrostingRelay SaladBarRelay RelaySmoothieBlend',
    travel:
      'CityRelayRace LandmarkRelay SandyBeachRelay RelayRaceAroundTheBlock RelayAcrossTheBridge TagTeamRoadTrip TrailRelayCrew RelayMuseumQuest',
  },
  remote: {
    educational:
      'HowRemotesWork RemoteCircuitTeardown RemoteBounceOffMirror RemoteOldVsNew WhyDoWeShakeRemotes CatchTheInfrared RemoteRangeTest RemoteButtonSymbols',
    cooking:
      'RemoteControlCookies TVRemoteCake RemoteBrownieBars RemoteButtonCandy PausePopcornPlay BingeWorthyBites WinTheRemoteBakeOff RemoteShapedSandwich',
    tech: 'ProgramAUniversalRemote PhoneAsARemote SmartRemoteHacks OneRemoteToRuleAll VoiceVsRemote CloneTheClicker NeverLoseTheRemote RemoteTrackerTagTest',
    pet: 'PetFindsTheRemote RemoteRetriever CatSitsOnTheRemote RemoteGuardDog RemoteControlMouseToy PawsedTheShow RemoteHideFromKitten RemoteFreeFetch',
  },
  'report card': {
    fitness:
      'HonorRollHustle ReportCardRepsPerA FitnessTestRedo ReportCardBootcamp ReportCardFunRun ReportCardPlankOff ReportCardBurpeeMath ReportCardStairClimb',
    prank:
      'ReportCardForTheChef FakeBadReportCard GradeTheFamily ReportCardForTheDog GoldStarStickerAmbush ReportCardForDad ReportCardTreasureHunt ReportCardForMyBestie',
    travel:
      'ReportCardRewardTrip ScienceCenterVisit ReportCardThemePark ReportCardZooDay ReportCardRoadTrip ReportCardAquarium CityReportCard ReportCardLibraryOuting',
    tech: 'GradeCalculatorApp ParentPortalTour ReportCardSpreadsheet ReportCardChartReveal AIPredictsMyReportCard DigitizeOldReportCards ReportCardDataViz ReportCardGoalTracker',
  },
  reporter: {
    fitness:
      'ReporterPlankSegment ReporterMicCurls FieldReporterLunges BreakingNewsBurpees ScoopAndSquat ReporterDeadlineDash ReporterJumpingJacks ReporterStairSprints',
    prank:
      'BreakingNewsBirthday FrontPageFriend PaparazziReporterWelcome LiveReporterAtBreakfast ReporterBedtimeBulletin ReporterLivingRoomScoop ReporterComplimentShow ReporterWeatherForDad',
    educational:
      'ReporterFactCheck SpotTheFakeHeadline ReporterFiveWs InterviewLikeAReporter BeAJournalistForADay ReporterNewsroomTour ReporterSourceChecking ReporterStoryWritingDare',
    tech: 'ReporterGreenScreen TeleprompterTest ReporterAITranscribe AIAnchorVsReporter PocketJournalistKit OneTakeReporterVlog ReporterSelfieStickShot ReporterAudioCleanup',
  },
  resort: {
    funny:
      'ResortSunbedTowelWar AllInclusiveMath ResortWristbandTan ResortElevatorSmallTalk ResortRepImpression TimeshareEscapeRoom TypesOfResortGuests ResortLastDayMeltdown',
    prank:
      'SunbedReservedSign ResortFrontDeskAtHome ResortTowelSwan ResortChocolateOnPillow ResortCheckoutWakeUp ResortRoomMakeover BackyardResortSurprise ResortMinibarPrices',
    educational:
      'ResortBehindTheScenes HowBuffetsPlanFood ResortPoolChemistry IsYourResortGreen ResortPriceGuessQuiz ReefSafeSunscreenTest ResortUVIndexLesson ResortStaffInterview',
    fashion:
      'ResortCapsuleWardrobe OneSarongFiveWays ResortDinnerFit ResortWearRunway ResortOutfitPerDay ResortCoverUpFlip ResortHatParade ResortSandalStyle',
    speed:
      'ResortTowelFoldRace ResortSandcastleTimer ResortPoolRelay ResortKidsOlympics ResortCheckInDash ResortSunscreenBlitz FirstToTheResortBeach ResortPackingRush',
    tech: 'ResortUnderwaterCam ResortWifiSpeedCheck ResortSlowMoCannonball ResortGadgetTierList ResortRoomTourInOneTake ResortKeyCardTricks AIRatesMyResort ResortPanoramaPhoto',
  },
  rest: {
    dance:
      'RestDaySlowDance NapTimeSway RestYawnChoreo LazySundayShimmy SockSlideToTheCouch RestBlanketConga RestAndRoll RestPillowWaltz',
    prank:
      'RestDayBreakfastInBed RestWhoopeeCushion RestChoresAlreadyDone RestDoNotDisturbSign BlanketBurritoWrap LazySundaySurprise ForcedRestIntervention RestDayFakeAgenda',
    educational:
      'WhyRestIsProductive RestRecoveryExperiment RestPowerNapTrial RestSleepCycles RestThenMemoryTest RestBedtimeDiary RestYawnContagion RestHeartRateLesson',
    cooking:
      'RestDayComfortFood LazySundayPancakes RestSheetPanDinner RestNoCookLunch SimmerASoupPot LazySundayOmelet RestSlowCookerStew RestFruitPlatter',
    fashion:
      'RestDayLoungewear CozySweatsFit RestRobeStyling RestDayPajamaRunway SlothModeOutfit DoNothingDrip LazySundayLuxe RestSlipperShowcase',
    speed:
      'RestNestBuildIn60 RestBlanketFortClock RestPillowFluffDash TenSecondDozeOff RestQuickReset FastestToFallAsleep LazySundaySpeedrun RestBedMakingRace',
    art: 'RestDayDoodles CouchSketching RestDayColorByNumber RestSlowStitching SketchInBed LazySundayColoring PaintWhileYouRest RestClayPinchPots',
    gaming:
      'RestDayCozyQuest RestAnimalCrossing RestPuzzleAfternoon LazySundayBoardGames CouchCoOpMarathon LazySundayLevelUp RestfulSudokuStreak RestCrosswordInBed',
  },
  'rest stop': {
    dance:
      'StretchAtTheRestStop TruckStopTwoStep RestStopPicnicTableBop RestStopLegShake RestStopLawnShimmy RoadTripRobot RestStopHokeyPokey RestStopWiggleBreak',
    fitness:
      'RestStopTablePushUps TruckStopStretch RestStopLapJog RestStopLunges RestStopBenchSteps StiffLegsRescue RestStopSquatCount RestStopArmCircles',
    prank:
      'RestStopSnackSurprise RestStopFakeTourGuide RestStopJokeInTheCooler RestStopCostumeChange RestStopBalloonWelcome TackiestSouvenirAward SecretRestStopPicnic RestStopPlaylistSwap',
    educational:
      'WhoInventedRestStops RestStopMapSkills RestStopFlagQuiz RestStopWildlifeSigns HowVendingMachinesWork StateLineTrivia RestStopTreeID RestStopPlaqueHunt',
    wellness:
      'RestStopStretchBreak TruckStopQuietSip SunsetAtTheRestStop RestStopPowerNap TenDeepBreathsRule RestStopShadeWalk RestStopCloudWatch RestStopGratitudeNote',
    speed:
      'RestStopMapFoldSprint RestStopSnackDash RestStopSeatSwapBlitz TruckStopTenMinutes RestStopVendingRace WindshieldWipeOff BeatTheRestStopClock RestStopRefillRush',
    pet: 'RestStopDogWalk RestStopPupStretch RestStopKittenLeash WaterBowlAtTheRestStop CarsickPetCalm PawPrintsEveryState RestStopFetchBreak RestStopTreatHunt',
  },
  restaurant: {
    fitness:
      'WalkToTheRestaurant RestaurantTrayBalance RestaurantChairSquats RestaurantShiftStepCount PlateStackPlank RestaurantServerSprint EarnYourRestaurantDessert RestaurantStairClimb',
    funny:
      'RestaurantOrderPanic RestaurantBillSplit FancyRestaurantVoice RestaurantMenuStareOff FoodCriticImpression EnjoyYourMealYouToo HangryRestaurantWait RestaurantDoggyBagTetris',
    prank:
      'HomeRestaurantSurprise RestaurantSnobWaiter PayTheirRestaurantBill RestaurantGiantCheckPrank BlindTastingNight RestaurantMicroPortions LivingRoomRestaurant RestaurantNapkinSwan',
    educational:
      'RestaurantTipMath RestaurantMenuTricks WorldsOldestRestaurant RestaurantStarRatingTest RestaurantKitchenLingo GuessTheRestaurantJob RestaurantMarkupQuiz RestaurantTableManners',
    travel:
      'OldestRestaurantInCity RooftopRestaurantHunt NoReviewsRestaurantTry RestaurantPassport BestBiteInTown PointAtTheMenu RestaurantsWithAView RestaurantLocalsOnly',
    fashion:
      'RestaurantSmartCasual RestaurantBrunchOutfit FancyRestaurantLook RestaurantGlamUp DateNightFitCheck DressCodeDecoded SuitUpForTheRestaurant RestaurantWaiterCosplay',
    music:
      'RestaurantBirthdaySong RestaurantCutleryDrums RestaurantKitchenBeat RestaurantMenuRap SerenadeYourServer PotsAndPansJam RestaurantPianoRequest RestaurantJingleContest',
    tech: 'RestaurantPhoneEatsFirst AIPicksMyRestaurant AppVsRestaurantPrice RestaurantFoodPicGlowUp TabletOrderShowdown RestaurantReviewInEmojis RestaurantReelOneTake RestaurantQRMenuTest',
    pet: 'PetRestaurantAtHome RestaurantDogPatioDate PupFriendlyRestaurant RestaurantGoodBoyTest TreatTastingMenu YappyHourOuting RestaurantCalmUnderTable RestaurantKittenCafe',
  },
  retail: {
    prank:
      'CashierModeAtHome RetailShopBellOnYourDoor PriceTagEverything ReceiptLoveNote RetailAisleSignsInHall RetailGiftWrapTheRemote GreetLikeRetail RetailLoyaltyCardForMom',
    educational:
      'RetailPsychologyQuiz HowRetailStoresTrickUs CashierMentalMath WhyPricesEndIn99 BarcodeDecoded RetailTherapyScience RetailMarkupGuess RetailUnitCostDuel',
    fashion:
      'RetailWorkFitCheck RetailNameTagFlair CashierVestRestyle PoloUniformGlowUp RetailTherapyHaul DressCodeRemix ThriftVsRetail RetailShoeComfortTest',
    speed:
      'CashierScanRace RetailRestockBlitz RetailBaggingDash FoldLikeRetail PriceTagSpeedrun RetailGiftWrapRush RetailCountBackChange RetailShelfFacingSprint',
    tech: 'HumanVsSelfCheckout BeatTheRetailPrice CashierScannerHacks VirtualTryOnVsRetail RetailAppShowdown TapToPayRetail RetailQRCodeHunt RetailBarcodeScanDuel',
  },
  retirement: {
    prank:
      'RetiredButBackMonday RetirementDeskShrine SurpriseRetireeSendOff RetirementFanClub GoldWatchFakeout FakeFinalMeeting RetirementCountdownBanner RetirementChairBalloons',
    educational:
      'RetirementSavingsMyths RetirementPensionQuiz RetirementAgeByCountry RetirementDreamBudget AskARetireeAnything CompoundInterestMagic RetirementMathIn60 RetirementPiggyBankDemo',
    cooking:
      'GoldenYearsBakeOff RetirementSourdough GrandpasBBQSundays RetireeRecipeBook RetiredChefCookOff RetirementPartyCake FirstMealOfRetirement RetirementJamMaking',
    fashion:
      'RetirementGolfFit HawaiianShirtLook NoMoreSuitsClosetPurge RetireeDripCheck RetireTheTie RetirementCruiseWear DressForRetirement RetirementCardiganRunway',
    wellness:
      'RetirementHammockNap BirdwatchingBench RetirementGardenDig RetirementSlowMornings VolunteerLikeARetiree RetiredFromStress MiniRetirementDay RetirementJournalHabit',
    tech: 'RetiredMeetsSmartSpeaker RetirementPhotoRescue FirstEmailToGrandkids RetiredAndOnTikTok GrandpaVsSmartphone TeachARetireeTech RetiredAndLearningEmojis RetirementVideoCallDebut',
    pet: 'RetiredDogAdventures PorchNapWithRover RetireePuppyTraining GreyhoundRetirement RetiredCatCuddles BirdFeederKittyTV NewTricksInRetirement RetirementBunnyCompanion',
  },
  riddle: {
    dance:
      'RiddleMeThisMoves RiddleFreezeAndGuess RiddleSolvedWiggle DanceTheAnswer BrainteaserBoogie SphinxPoseGroove RiddleConga RiddleStepOff',
    fashion:
      'GuessMyLookRiddle RiddleThriftHunt DressLikeTheRiddler RiddleMeThisFit OutfitInThreeClues PaintARiddleTee RiddleMyCloset ShoeRiddleReveal',
    wellness:
      'RiddleBrainBreak RiddleOverTea RiddleWalkAndPonder ARiddleADay BrainteaserBedtime RiddleJournalPrompt RiddleWithBreakfast RiddleForAFriend',
    art: 'RiddleComicStrip RebusPuzzleArt SketchARiddle RiddleInAPicture HiddenObjectRiddle EmojiClueCanvas RiddleDoodleDuel SculptTheRiddleAnswer',
  },
  'ring toss': {
    prank:
      'ImpossibleRingToss RingTossHeadbandTarget RingTossMagnetTrick HoopsThatDontFit RingTossPrizeSwap RingTossOnNappingDad RingTossBunnyEars RingTossComplimentPegs',
    educational:
      'WhyCarnivalTossIsHard RingTossProbability RingTossAngleMath AreRingTossesRigged RingTossSpinScience RingTossDistanceTest PhysicsOfRingToss RingTossGravityLab',
    wellness:
      'BreatheThenToss RingTossLetGoOfMisses RingTossCalmHands RingTossEyesClosed NoScoreRingToss RingTossPatientAim MindfulRingToss RingTossGratitudePeg',
  },
  ringtone: {
    dance:
      'VibrateModeShake RingtoneFreezeMoves RingtoneMarimbaBounce RingtoneDanceOff HotlineBlingSteps RingtoneChoreo DropItOnTheRingtone MoonwalkToRingtones',
    educational:
      'RingtoneFromScratch ClassicRingtoneQuiz OldestRingtoneGuess MosquitoRingtoneTest RingtoneTimeMachine WhyMarimbaWakesYou RingtoneHertzCheck RingtoneWaterRipples',
    fashion:
      'RingtoneRunwayWalk RingtoneCharmStrap DressLikeYourRingtone OutfitChangeOnRing RingtoneNinetiesLook FlipPhoneY2K RingtoneStyleMatch RingtoneCaseSwap',
    wellness:
      'DoNotDisturbDay RingtoneBirdsong GentleChimeMorning SilenceYourRingtone RingtoneBreathCue RingtoneDetoxWeek RingtoneRainSounds RingtoneSmileReminder',
  },
  river: {
    dance:
      'RiverDanceRemix RiverbankShuffle RiverPicnicBoogie RiverCurrentSway PaddleTwirl RiverMeadowWaltz FlowLikeARiver IrishJigByTheRiver',
    fitness:
      'RiverTrailRun RiverRockCarry RiverbankLunges RiverParkPushUps RiverBootCamp RiverBearCrawls CrossEveryRiverBridge RiverWalkIntervals',
    funny:
      'RiverTubingChaos RiverDuckStandoff RiverPicnicAntInvasion LazyRiverSnooze OneSkipWonder FlipFlopOverboard CryMeARiverActing RiverGooseDrama',
    prank:
      'RiverPicnicSurprise RiverRockMessage RiverStoneHeartTrail RiverPaperBoatNotes RiverTallTale FakeFishCatch RiverPineconeCritters RiverMonsterSighting',
    educational:
      'HowRiversShapeLand LongestRiversQuiz RiverMeanderModel WhoLivesInTheRiver RiverSpeedOrangeTest WatershedMapping RiverBugsUnderRocks RiverWaterCycleJar',
    fashion:
      'RiverRaftingFit RiverQuickDryLayers RiverSunHatStyle RiverTubingOutfit WaterproofSandalLook MakeWaterShoesCute DressForTheRiverDay RiverLinenShirtStrut',
    speed:
      'RiverRubberDuckRace RiverPoohsticks RiverRockSkipRecord RiverStoneStackBlitz RiverLeafBoatRace RiverLitterPickSprint RiverPebbleSortRace RiverTrailTimeTrial',
  },
  'road trip': {
    dance:
      'RoadTripSeatBop RoadTripBeachBoogie RoadTripCampsiteJig GasStationShuffle RoadTripMotelMoonwalk RoadTripLineDance RoadTripPassengerPop RoadTripShoulderShimmy',
    fitness:
      'RoadTripRestAreaHIIT RoadTripLungeBreak RoadTripMotelPlank ScenicViewpointSquats PitStopPushUps RoadTripLegDayDare PostRoadTripStretch RoadTripCalfRaises',
    prank:
      'SurpriseRoadTrip MysteryRoadTrip RoadTripSnackStash RoadTripGoodieBags SecretRoadTripMixtape GooglyEyesOnTheCar RoadTripFakeDetour RoadTripWelcomePoster',
    cooking:
      'RoadTripSnackBox RoadTripTrailMixBar PackARoadTripCooler NoCrumbRoadTripBites GasStationGourmet RoadTripPicnicTableLunch RoadTripCharcuterieCup RoadTripWrapSandwiches',
    wellness:
      'RoadTripSunsetStop RoadTripGratitudeMiles SlowRoadTripSunday WindowsDownBreathe TakeTheLongWayHome NoRushRoadTrip RoadTripScreenFreeDare RoadTripJournaling',
    speed:
      'RoadTripPackingRace TrunkTetris RoadTripCoolerSprint RoadTripPlaylistIn60 RoadTripBingoCardRush RoadTripSnackDash RoadTripLoadOut RoadTripUnpackBlitz',
    music:
      'RoadTripSingAlong NameThatTuneRoadTrip CarKaraoke RoadTripCampfireGuitar AuxCordWars RoadTripAnthemVote RoadTripLyricRelay RoadTripPlaylistDraft',
    pet: 'RoadTripWithMyDog RoadTripCatCarrier RoadTripPuppyPassport SniffStopsOnRoadTrips RoadTripWaterBowlBreak BarkAtEveryStateLine RoadTripPawtraits RoadTripPetSeatbelt',
  },
  robot: {
    prank:
      'RobotWakeUpCall RobotDeliversBreakfast CardboardBotReveal GooglyEyesOnTheRobot TalkLikeARobotAllDay RobotVacuumInACostume RobotValetAtTheDoor RobotComplimentMachine',
    educational:
      'HowRobotsWork RobotCodeYourFriend BuildABotBasics AsimovRobotLaws WhyRobotsFallOver TeachARobotToSee NameThatFamousRobot RobotSensorsDemo',
    travel:
      'RobotCompetitionTrip RobotMuseumTour RobotShowDayOut SpotARobotInTheWild ServedByABot TakeYourRobotToThePark RoboticsLabOpenDay RobotCafeVisit',
    fashion:
      'RobotFaceMakeup RobotSilverSneakers MetallicRobotLook CardboardBotCosplay CyberpunkFitCheck RobotFoilArmor RobotRunwayWalk RobotLEDShirtDIY',
    wellness:
      'RobotModeOff RobotBreathingCoach RobotRechargeNap LessRobotMoreHuman UnplugToReboot LowPowerSunday RobotBodyScan RobotGratitudeLog',
    speed:
      'RobotMazeRace FastestRobotWalk OutrunTheRoomba RobotDanceIn10Seconds BeatTheBot CaptchaSpeedrun BuildABotSpeedrun RubiksVsRobot',
    pet: 'RobotToyVsCat RobotMouseChase RobotBallForPuppy PetMeetsRobotVacuum RobotFeederCam BeepBoopBarkOff RobotTreatDispenser RobotBunnyMeetup',
    gaming:
      'RobotBossFight GuessWhichRobotIAm RobotClawMachineAtHome RobotFreezeTag RobotBattleArena BeatTheChessRobot HumanRobotCommands RobotSimonSays',
  },
  rock: {
    dance:
      'RockStarStrut RockScissorKick RockAroundTheClock JailhouseRockMoves AirGuitarSlide RockWindmillArms RockNRollTwist PunkRockPogo',
    prank:
      'SurpriseRockConcert RockDoorbellRiff RickrollTheRocker RockAndRollWakeUp FakeBackstagePass CardboardStageReveal PetRockSwap RockBandPhotobomb',
    educational:
      'WhoInventedRockAndRoll GuessTheRockSubgenre RockOrBluesBlindTest RockBandRoles LearnARockPowerChord DistortionPhysics RockTimelineQuiz RockRiffTheory',
    travel:
      'RockMuseumDayOut RockFestivalCamping RockLegendRoadTrip RockLandmarksTour SupportLocalRockBands RockAndRollDinerStop VinylShopRockCrawl PackLikeARockStar',
    wellness:
      'RockOutToDestress RockBalladGoodCry SingRockInTheCar RockAByeWindDown AirGuitarRelease EncoreExhale SoftRockSunday ClassicRockWalk',
    tech: 'StadiumRockFromMyRoom OnePhoneRockBand MakeARockLyricVideo RockJamWithAI DecibelMeterTest RockAmpAppShowdown RockVocalAutotune RockLightRigHack',
    pet: 'DogRocksOut KittenVsPetRock RockSongTrickTraining RockAByePuppy PupHeadbangsToRock RockConcertKittyNap RockRoadieDoggo BandanaRockHound',
    gaming:
      'RockSongCharades GuitarHeroRockOff RockStarMusicalChairs RockPaperScissorsCup FinishTheRockLyric RockAirBandContest RockTriviaDuel ClassicRockBingo',
  },
  'rock paper scissors': {
    prank:
      'RPSMindReader LetLittleSisterWin RPSFakeRules RPSLizardSpockBluff RockPaperScissorsDare PaintedRockReveal TrickRockPaperScissors RockPaperScissorsMagic',
    educational:
      'RPSProbability RPSPatternSpotting RoshamboOrigins RockPaperScissorsMath RockPaperScissorsPsych WhyRookiesThrowRock BeatRockPaperScissors RPSNamesInOtherLanguages',
    cooking:
      'RPSWhoCooks LoserDoesTheDishes RoshamboToppings RockPaperScissorsChef RPSPicksTheRecipe ThrowForDessert CandyRockPaperScissors TacoRockPaperScissors',
    travel:
      'RoshamboForShotgun RPSForTheWindowSeat RPSRoadTripPicks RockPaperScissorsRoute ThrowForTheDestination RPSDecidesDinnerSpot MapRockPaperScissors RPSLeftOrRightWalk',
    wellness:
      'RPSComplimentGame RoshamboKindness RockPaperScissorsCalm RockPaperScissorsSmile GentlePlayBreak RPSWithGrandma ZenRockPaperScissors SlowRockPaperScissors',
    music:
      'RoshamboRhythm RPSBeatBattle RockPaperScissorsRap RockPaperScissorsChant ThrowOnTheDrop ShootOnTheDownbeat PunkRockPaperScissors RPSPickTheNextSong',
    tech: 'RPSAcrossTheScreen HandGestureAI RPSAppBattle SlowMoRPSReveal WinRateTracker RockPaperScissorsCode AIRockPaperScissors RPSEmojiDuel',
  },
  rocket: {
    prank:
      'RocketCountdownFakeout BalloonRocketAmbush RocketLaunchAlarmClock CardboardRocketBedroom RocketToyPhotobomb AstronautHelmetReveal RocketMailFromMars RocketStickerCeiling',
    travel:
      'FindTheRocketPlayground RocketLaunchRoadTrip SpaceCenterTour ScienceMuseumRocketHunt RocketReadyPackingList RocketCampWeekend RocketGardenSelfies RocketPlanetariumVisit',
    fashion:
      'AstronautFitCheck RocketPatchJacket NASABomberStyle RocketFlightSuit DressLikeARocketScientist RocketManGlam RocketBackpackDIY RocketSneakerDoodles',
    tech: 'RocketStreamWatchParty RocketLaunchSlowMo ModelRocketBuild StopMotionRocketLiftoff RideARocketOnGreenScreen RocketCamOnboard TrackARocketLive RocketSimulatorApp',
    pet: 'RocketTunnelForBunnies RocketKittenCockpit RocketCountdownTreat CatVsToyRocket PetRocketShipBed RocketLaunchReaction RocketFetchBlastOff RocketHamsterHideout',
  },
  'roller coaster': {
    prank:
      'DeadpanCoasterPhoto FakeRollerCoasterRide CardboardCoasterCar RollerCoasterWakeUp CoasterFaceSwapPrank SeasonPassInACake BlanketRollerCoaster CoasterClickSoundPrank',
    educational:
      'RollerCoasterPhysics MarbleRollerCoaster CoasterGForceQuiz CoasterSpeedMath WhyLoopsArentCircles PotentialToKinetic HowCoasterBrakesWork CoasterPaperTrackBuild',
    fashion:
      'CoasterDayFit RollerCoasterPonytail WindproofCoasterHair RollerCoasterSafeShoes CoasterMatchingShirts SecureYourSunnies CoasterProofOutfit CoasterFannyPackStyle',
    tech: 'RollerCoasterSlowMoFaces CoasterLightTrailPhoto CoasterGForceTest LoudestCoasterScream MarbleCoasterStopMotion CoasterQueueTimeTracker MagnetLaunchCoaster CoasterSimulatorApp',
    pet: 'CatVsMarbleCoaster HamsterMazeCoaster RollerCoasterPuppyRamp CoasterTubeTreatSlide KittenTunnelCoaster PupReactsToTheDrop CoasterBallRunFetch CoasterToyForBunnies',
    gaming:
      'RollerCoasterTycoonRun PaperCoasterMarbleRace CoasterBuildBattle MinecraftCoasterRide MakeTheGuestsScream ThrillRatingTen CoasterTriviaDuel CoasterDesignContest',
  },
  'rolling pin': {
    prank:
      'RollingPinPoolNoodleSwap FlourFootprintsTrail RollingPinSockPuppet BaguetteOrRollingPin RollingPinUmbrella RollingPinLoveLetter GooglyEyedRollingPin RollingPinWrappedInFoil',
    educational:
      'WhyDoughShrinksBack GlutenStretchScience RollingPinPhysics RollingPinLayersLab RollingPinMarbleVsWood WhichRollingPinWins RollingPinTypesQuiz RollingPinThicknessMath',
    travel:
      'RollingPinAtGrandmas CountyFairPieContest RollingPinThriftHunt RollingPinBakingClassTrip RollingPinSouvenirHunt RollingPinsOfTheWorld RollingPinCampingPizza RollingPinBakeryTour',
    wellness:
      'RollingPinFootMassage DoughTherapySunday CookiesForNeighbors RollingPinStressBake RollingAwayWorries RollingPinBreadForAFriend RollingPinCalmKnead RollingPinMindfulBaking',
    tech: 'RollingPinOverheadCam AIPicksMyRollingPinBake RollingPinVsMachine RollingPinScaleTest ProofingBoxTimelapse RollingPinRingsHack LevelAppRollingPin RollingPinStopMotion',
  },
  rooftop: {
    dance:
      'RooftopSilentDisco RooftopSalsaSocial StarlitSlowStep SkylineShuffle RooftopRaveForTwo RooftopSunsetSway RooftopTerraceWaltz TangoBeneathTheRooftops',
    prank:
      'RooftopSurpriseDinner RooftopBirthdayReveal RooftopUFOSighting RooftopBalloonMessage RooftopBannerSpell TelescopeNoteTrick RooftopStarNameGift RooftopViewWindowSwap',
    educational:
      'RooftopStarMap RooftopGardenScience NameThatSkyscraper RooftopSolarOvenTest RooftopBeehiveVisit WhyRooftopsGetHot RooftopWaterTowers RooftopCloudSpotting',
    cooking:
      'RooftopPizzaNight RooftopGardenToTable SkylineBrunch RooftopMocktailOff SunsetSupperClub RooftopPicnic TacosOnTheRooftop RooftopIceCreamSocial',
    travel:
      'RooftopCafeCrawl BestRooftopInTown RooftopSunsetSpots SkylineViewpointHunt ObservationDeckClimb RooftopCarParkView RooftopGardenTour RooftopLibraryTerrace',
    wellness:
      'RooftopCloudWatching RooftopStargazeUnwind SunriseOnTheRooftop RooftopJournaling RooftopGardenCalm BreatheAboveTheCity RooftopStillness RooftopMorningTea',
    speed:
      'RooftopPicnicIn5 BeatTheRainPackUp RooftopSunsetCountdown RooftopHerbDash StringLightsUntangle RooftopTableSetBlitz GuessTheRooftopFast RooftopSkylineSketchRace',
    music:
      'RooftopRainLullaby RooftopSunsetSingAlong RooftopUnplugged RooftopGoldenHourMix RooftopDJSet StringLightSerenade RooftopBuskerShow RooftopUkuleleJam',
    tech: 'RooftopStarTracker RooftopSkylineWallpaper RooftopNightModeShot RooftopTimelapseCam RooftopRaindropSlowMo PlaneAppOverTheRooftops RooftopPanoramaStitch RooftopSolarOutputLog',
    pet: 'RooftopDogPark RooftopCatnipGarden SkylinePupPhoto KittenSpotsRooftopBirds RooftopShadyPetTent PuppyPicnicBlanket RooftopSnoozeOff CardboardRooftopBunnyHut',
    gaming:
      'RooftopGiantJenga RooftopChessMatch RooftopBoardGameNight UnoUnderTheStars RooftopCornhole SkylineScrabble RooftopDominoDuel RooftopWouldYouRather',
  },
  'room reset': {
    dance:
      'RoomResetBroomTwirl RoomResetHamperHop RoomResetDanceBreak RoomResetMopWaltz TidyUpShuffle PillowFluffShimmy SockSlideRoomReset VacuumVogueRoomReset',
    prank:
      'RoomResetSurprise RoomResetFakeMess RoomResetPillowMint SiblingRoomReset FreshSheetsFairy HotelTowelSwan RoomResetNoteTrail RoomResetMirrorImage',
    educational:
      'RoomResetDustTest RoomResetMoodCheck RoomResetFengShui WhyRoomResetsHelp HowOftenToWashSheets RoomResetSwabExperiment RoomResetPlantAirLab RoomResetGermMap',
    music:
      'RoomResetSong RoomResetHairbrushMic RoomResetPlaylistDrop OneAlbumRoomReset TidyUpAnthem VacuumHumHarmony RoomResetLipSync RoomResetAirGuitar',
    tech: 'RoomResetTimeLapse RoomResetCableTidy RoomResetRobotVacuum AIRatesMyRoomReset SmartLightReset RoomResetPlugTimer RoomResetChecklistApp RoomReset360Tour',
    gaming:
      'RoomResetHighScore RoomResetSideQuest RoomResetBingo LevelUpYourRoomReset CleanDeskGameNight ConsoleShelfTidy FloorIsLavaRoomReset LaundryHoopRoomReset',
  },
  roommate: {
    dance:
      'RoommateDanceOff RoommateBroomTango RoommateHallwayGroove MirrorMyRoommate DormShuffleDuet KitchenDiscoForTwo FlatmateTandemTwist RoommateSalsaNight',
    educational:
      'RoommateTeachesMe KnowYourRoommateQuiz RoomieSkillSwap RoommateLanguageNight GroceryBudgetBattle RoommateRentSplitMath RoommateTEDTalk RoommateCookingClass',
    travel:
      'RoommateRoadTrip RoommateTourGuide RoomieWeekendAway BrokeRoommateGetaway RoommateDayTripDare DormToDestination PackForYourFlatmate RoommateMuseumDate',
    wellness:
      'RoommateSpaNight RoommateWalkAndTalk RoomieResetSunday RoommateTeaTasting PlantParentRoommates ThankYourFlatmate ComplimentYourRoommate RoommateGratitudeJar',
    speed:
      'RoommateCleanOff RoommateGroceryDash RoomieBedMakingRace RoommateDishesBlitz RoommateFlatPackFaceOff RoommateMoveOutTimer FlatmateChoreSprint RoommateLaundryFoldRush',
    music:
      'RoommateGarageJam RoommateDuet RoomieKaraokeNight WriteARoommateAnthem HallwayEchoCover ThinWallsHarmony RoommateLipSyncBattle RoommateShowerSongs',
    tech: 'RoomieSpreadsheetRules RoommateDeskGlowUp RoommateLightShow FlatmateTechSupport WhoHogsTheWifi FridgeCamCatchesAll RoomieSmartPlugWars RoommateGroupChatNames',
  },
  rooster: {
    prank:
      'RoosterAlarmSwap RoosterDoorbellSound PlushRoosterInTheBed RoosterCostumeWakeUp FlockOfFakeRoosters SurpriseCrowSoundtrack RoosterMaskPhotobomb RoosterStickyNoteTrail',
    educational:
      'WhyRoostersCrow RoosterOrHenQuiz HowRoostersTellTime RoosterCombDecoder YearOfTheRooster ChickenOrEggDebate DinosaurToRooster RoosterFeatherID',
    fashion:
      'RoosterPrintShirt MohawkLikeARooster RoosterFeatherHat StrutYourOutfit RuleTheRoostLook RoosterCostumeDIY RoosterCombHeadband RoosterRedScarf',
    wellness:
      'RiseWithTheRooster RoosterSunriseStretch RoosterEarlyBedtime NoSnoozeRooster DawnGratitudeWalk RoosterCoffeeOnThePorch RoosterMorningPages RoosterSlowBreakfast',
    tech: 'RoosterCrowDecibels RoosterAlarmApp RoosterBarnCam AutoTuneTheRooster RoosterRingtoneMaker AIHearsTheFlock RoosterSoundboard RoosterSlowMoFlap',
    pet: 'PetHearsARooster RoosterHarnessWalk RoosterTreatTrick RoosterDogFriendship RoosterCornScatter RubberChickenFetch RoosterMeetsTheBunny RoosterLapCuddle',
    gaming:
      'RoosterCrowMusicalChairs RoosterCallContest PlushRoosterHideAndSeek BarnyardGameNight RuleTheRoostTourney RoosterBeanBagToss RoosterOrHenQuiz RoosterWakeUpTag',
  },
  routine: {
    prank:
      'SwapRoutinesPrank BackwardsRoutineDay RoutineMugRelocation RoutineLunchboxNote MakeTheirBedSurprise AlarmToneSwitcheroo RoutineCheerleaders RoutineMirrorMessage',
    educational:
      'WhyRoutinesCalmYou RoutineSunlightExperiment RoutineSleepLogWeek SixtySixDayRoutine HowHabitsForm DopamineStreakLesson CopyAFamousRoutine RoutineTimeBlocking',
    cooking:
      'RoutineSundayMealPrep RoutineLunchboxLine RoutineSmoothiePacks ShakeUpYourRoutine OvernightOatsRitual WeeknightSoupRotation RoutineTacoNight RoutineBreakfastBowl',
    travel:
      'RoutineOnVacation RoutineJetLagReset RoutineHotelWakeUp BreakYourRoutineTrip RoadTripMorningRoutine PackingRoutineRace RoutineWeekendExplore RoutineCommuteUpgrade',
    tech: 'RoutineSmartLightsWakeUp RoutineShortcutBuild RoutineFocusModeTest AIPlansMyRoutine HeyPhoneRunMyRoutine AutomateMyMorning RoutineHabitTrackerApp RoutineReminderWidget',
  },
  'rubber duck': {
    educational:
      'WhyRubberDucksFloat RubberDuckOceanSpill HowRubberDucksSqueak WhatRubberIsMadeOf RubberDuckWeightLimit RubberDuckStormWaves RubberDuckBuoyancyTest RubberDuckColorSorting',
    travel:
      'RubberDuckVacationSelfies HideARubberDuckInTown RiverRubberDuckDerby RubberDuckPassport HaveDuckWillTravel TakeYourRubberDuckAbroad RubberDuckWorldTour RubberDuckParkAdventure',
    fashion:
      'RubberDuckEarrings RubberDuckRainCoat DressLikeARubberDuck RubberDuckFitCheck QuackCouture RubberDuckBathrobeLook RubberDuckHairClips RubberDuckYellowSocks',
  },
  rug: {
    prank:
      'FakeSpillOnTheRug RugRotatedSlightly TinyRugSwap MessageUnderTheRug RugUnrollReveal WhoopeeCushionRug BubbleWrapRug RugFlippedUpsideDown',
    educational:
      'HowRugsAreWoven DecodeARugPattern OnionSkinRugDye KnotsPerInchMath PersianOrNot GuessTheRugCountry WeaveAMiniRug WhyRugsHaveFringe',
    travel:
      'ThriftStoreRugHunt RollOutTheRugPicnic HaggleForARug MagicCarpetRide BazaarBargainHunt HaulARugHome RugShoppingRoadTrip RugMarketStroll',
    fashion:
      'OutfitMatchesTheRug TuftedRugHandbag RugJacketUpcycle RugInspiredNails RugFringeEarrings PersianPrintPants RugToRunway RugPatternSocks',
    wellness:
      'BarefootRugReset SunPatchRugNap RugStarfishBreathing GroundedOnTheRug FloorTimeFriday RugTeaAndJournal RugYogaUnwind RugStretchBreak',
    tech: 'RobotVacuumVsRug AIDesignsMyRug VirtualRugTryOn RugBeforeAfterSlider PixelRugGenerator SatisfyingRugLines RugARPlacement RugPhotoColorMatch',
    pet: 'CatMatchesTheRug RugSnuffleMatDIY PetClaimsTheRug RugZoomiesDrift DogVsNewRug SunbeamRugNap RugTreatHideAndSeek KittyRugKneading',
  },
  ruler: {
    prank:
      'WrongNumbersRuler TinyRulerSwap RulerFakeSnap RulerSwapForBanana GiantCardboardRuler DeskInAPerfectLine RulerStickyNoteMessage RulerMeasuresTheirSnack',
    travel:
      'RulerForcedPerspective TinyDoorRulerHunt RulerForScalePhotos MeasureTheTripWithARuler RulerGiantLandmarks RulerVsBeachFootprints RulerInEveryCity RulerMapDistanceGuess',
    fashion:
      'RulerBuckleBelt RulerPerfectPleats PinstripeLineUp RulerHemlineMeasure DIYRulerBracelet RulerStraightTieKnot CreaseLikeARuler RulerSleeveCuffs',
    wellness:
      'RulerPostureCheck MindfulRulerLines RulerGridJournal RulerHabitTracker DrawYourBoundaries OneInchAtATime RulerDoodleBreak RulerGratitudeCalendar',
  },
  running: {
    funny:
      'RunningLateSkit RunningShoeSmellTest RunnerFacesMontage ThoughtsWhileRunning WhyAreYouRunning TheJoggerNod NarutoRunIRL RunningCommentaryByDog',
    prank:
      'SurpriseRunningBuddy RunningPlaylistSwap RunningCheerAmbush FinishLineRunningTape ChalkTheirJogRoute PopUpAidStation RunnerDressedAsABanana JogPastThemInSlowMo',
    educational:
      'RunningFormSlowMoCheck RunningHeartRateTest HowFastCanHumansRun RunningStrideLengthMath JoggingMythBusters WhyWeHitTheWall RunningShoeTreadWear RunningBreathingDrill',
    travel:
      'RunningCityTour RunningWithAView RunToTheLocalBakery JogANewNeighborhood RunAFamousBridge SightJogging RunningBeachSunrise RunningRiverPath',
    speed:
      'RunningMileTimeTrial RunningSprintRace ShuttleRunCountdown BeatYourRunningPB OutrunTheSunset BoltInABlink RunningHillDash RunningTrackLapBlitz',
    art: 'GPSRunDrawing RunningShoeDoodle RunningBibScrapbook RunningMotionBlurPhoto SketchARunnerMidStride MedalShadowBox MapYourRunningRoute RunningChalkFinishLine',
    tech: 'RunningWatchTest RunningEarbudShowdown AICoachForRunning GPSRunArt RunTrackerAppFaceOff TreadmillTechHack RunningGaitSlowMo GuessYourRunningPace',
    pet: 'RunningWithMyDog RunningLeashTraining CatJudgesMyRunning CouchToFiveKPup WhoTiresFirst TrailRunningTails RunningFetchRelay RunningBunnyZoomies',
    gaming:
      'RealLifeEndlessRunner FreezeTagRunClub RunningZombieEscape PacManRunningLoop TempleRunIRL CheckpointChaser RunningScavengerHunt GottaGoFastJog',
  },
  'rush hour': {
    dance:
      'RushHourShuffle RushHourWelcomeHomeJig RushHourKitchenBoogie RushHourCrowdWave RushHourCoffeeSalsa RushHourHallwaySway RushHourStopAndGo RushHourRobotMoves',
    fitness:
      'BikeTheRushHour BeatRushHourOnFoot RushHourStairClimb RushHourRunToWork StrapHangerCore RushHourSquatBreak RushHourPowerWalk RushHourDeskStretch',
    prank:
      'RushHourCoffeeSurprise RushHourTrafficReport RushHourComplimentCard RushHourBikeBellSwap RushHourLunchboxNote WelcomeHomeParade RushHourToyCarJam RushHourJokeInTheirBag',
    educational:
      'WhyRushHourJams HowToFixRushHour WorstRushHourCities RushHourHistoryQuiz PhantomTrafficScience ZipperMergeMath RushHourCarCount RushHourTrainMapLesson',
    wellness:
      'RushHourBreathing RushHourKindnessSeat SlowWalkAfterRushHour RushHourPodcastPick RushHourTeaBreak HonkLessSmileMore RushHourAffirmations RushHourGratitudeList',
    speed:
      'RushHourCoatZipDash RushHourShoesOnBlitz RushHourKeysHunt RushHourLunchIn60 RushHourBackpackRace RushHourMorningSprint RushHourToastTimer RushHourPackUpCountdown',
    music:
      'RushHourKitchenDrums AnthemForRushHour RushHourTrafficBeat RushHourSoundRemix ClickityClackJam GridlockKaraoke RushHourHumAlong SingThroughRushHour',
    tech: 'RushHourTimeLapse NoiseCancelRushHour RushHourETAGuess RushHourPhoneShortcut MapsAppShowdown RushHourTrainCommuteVlog RushHourDashcamReel RushHourAudiobookTest',
    gaming:
      'PlayRushHourPuzzle RushHourBoardGame RushHourCarBingo RushHourISpy RushHourToyGridlock BeatTheJamLevel RushHourUnoRound RushHourWouldYouRather',
  },
  rv: {
    prank:
      'RVStringLightsReveal RVGooglyEyesFront CamperBigfootPrints SurpriseCamperWeekend DrivewayCampout RVGetsAName RVWindowDoodles RVBalloonDoorway',
    educational:
      'HowRVsWork RVTowingWeightMath RVPropaneSafety RVLingoQuiz RVSolarPowerTest LeaveNoTraceRules RVWaterTankLesson RVMapReadingSkills',
    fashion:
      'VintageTrailerGlam RVCapsuleWardrobe HappyCamperFitCheck RVRoadTripLayers MotorhomeMinimalist RVFlannelSeason RVBucketHatStyle CamperPJRunway',
    speed:
      'RVLevelingTimer TentVsTrailerDash RVPackUpSpeedrun AwningUpInSixty RVCampsiteTakedown RVBedMakingRace BeatTheRVCheckout RVChairSetupBlitz',
    music:
      'RVOnTheRoadAgain RVKitchenBand RVHarmonicaSolo RVPicnicTableKaraoke HappyCamperSingAlong CampgroundGuitar RVTravelAnthem RVPotsAndPansDrums',
    tech: 'BestCamperWifiSpot RVSolarChargeTest LevelingAppCheck SmartCamperTour WorkFromTheCampsite RVBackupCamVsSpouse RVPowerBankShowdown AIPlansOurRVRoute',
    pet: 'RVCatOnBoard RVKittyWindowPerch HamsterRoadTripSetup RVWaterBowlStation PetProofCamper RVPuppyTrailBuddy RVBunnyTravelPen RVCampgroundDogWalk',
  },
  'sack race': {
    prank:
      'SackRaceFakeStart SackRaceBackwardsRules SackRaceAtTheOffice PotatoSackRaceAmbush GoldMedalForLast SurprisePillowcaseRace RedCarpetSackRace CheerTunnelSackRace',
    educational:
      'SackRacePhysics SackRaceCenterOfGravity SackRaceHopOrShuffle SackRaceAroundTheWorld SackRaceLaunchAngleTest JuteFiberScience MeasureSackRaceJumps PredictTheSackRace',
    cooking:
      'SackRacePicnic SackRaceSnackStation SackRaceCupcakes PotatoSackRaceFries FinishLineLemonade BurlapBreadBasket GingerbreadSackRace TrailMixSackRace',
    pet: 'DogChasesSackRace SackRacePuppyPacer PetRefereeSackRace SackRaceZoomies CatJudgesTheFinish SackRaceCatNap DoggoVsSackRace SackRaceTreatLine',
  },
  sad: {
    fitness:
      'SadDayGentleWalk YogaForSadHearts PunchOutTheSad SweatAwayTheSad EndorphinJog MoodLiftWorkout SadStairClimb SadToStrongSquats',
    prank:
      'SadDayComfortBox SadFriendPizzaAmbush SadnessSnackAttack SadDayJokeDelivery BlanketBurritoSurprise SunflowerOnTheDoorstep SadSiblingSerenade BalloonsForTheSad',
    educational:
      'SadFaceReadingTest WhyCryingHelps SadEmotionWheel SadMoodTrackerWeek SadOrHappyTearsQuiz NameThatFeeling SadAcrossCultures WordsForSad',
    travel:
      'SadDayParkEscape SadLakeSunset SadCafeWithAFriend SadLibraryWander ChangeOfSceneryTrip SlowTrainWindowSeat SadBeachWalk SadGardenVisit',
    gaming:
      'SadnessVsUno SadDayCozyQuest SadDayFortHideAndSeek SadChillPuzzle ComfortGameReplay SadDayCheerUpCharades SadToGladSpeedrun BeatTheSadBoss',
  },
  safari: {
    funny:
      'SafariNarratorVoice BackyardSafari KitchenSafariTour SafariDocOnMyFamily LivingRoomSafariTrek AndHereWeSeeDad SafariHatTooBig SafariBinocularFail',
    cooking:
      'SafariAnimalSandwiches SafariZebraBrownies SafariGiraffePancakes SafariElephantCookies SavannaSunsetCake BigFiveBento SafariTrailMix SafariLionToast',
    fashion:
      'SafariKhakiFit SafariUtilityJacket PackForASafari DressLikeASafariGuide ExplorerFieldVest NeutralsInTheWild SafariHatStyle SafariLeopardPrintScarf',
    wellness:
      'SafariSoundscapeRest SafariSunsetJournal BirdSafariMorning SafariSlowDown SafariStargazing WatchTheWaterhole SafariSunriseStillness SafariGratitudeWalk',
    pet: 'SafariSnuffleMatHunt BackyardSafariPup SafariKittenPounce SafariDocOnMyKitty SafariToyLionTug SafariTallGrassSniff SafariExplorerDog SafariBunnyTrail',
    gaming:
      'SafariAnimalCharades SafariStuffiesHideAndSeek GuessTheSafariTracks SafariRoarQuiz BigFiveBingo SerengetiSurvival SafariGoFishCards SafariMemoryMatch',
  },
  safety: {
    fitness:
      'SafetySpotterSquats NoSkippingWarmUps HelmetOnBikeRide SafetyFirstSweat SafetyFormCheck SafetyBuddyRun GymSafetyCircuit SafetyBalanceDrill',
    funny:
      'SafetyGogglesAtDinner HelmetForEverything SafetyConeEverywhere SafetyBriefingParody SafetyInspectorDad SafetyMomMode DramaticSafetyVideo SafetyLabelReadings',
    prank:
      'SafetyTapeTheirDoor CautionAwesomeAhead SafetyConeSurprise FoamPaddedDesk SafetyGogglesForBreakfast SafetyWetFloorSign FakeSafetyInspection SafetyVestForTheDog',
    cooking:
      'SafetyClawGrip OvenMittCheck NoCrossContamination KitchenSafetyQuiz SafetyFirstPancakes SafetyThermometerTest SafetyGoggleOnions SafetyAllergenFreeBake',
    travel:
      'SafetyLifeJacketKayak SunscreenReapplyAlarm SafetyFirstSoloTrip PackASafetyKit LeaveATrailPlan SafetyBuddySystem SafetyAskALocal SafetyMeetingPointMap',
    fashion:
      'SafetyVestThriftFlip SafetyHelmetHairFix NightRunGlowGear SafetyGogglesGlam SafetyReflectiveRunway HighVisStyle SlaySafetyOrange SafetyStickerBackpack',
    wellness:
      'GroundingFiveSenses SafetyTrustedAdultList SafeSpaceCorner SafetyPlanCard SafetyBoundaryTalk EmotionalSafetyCheck SafetyBlanketCuddle SafetyCalmBreathing',
    tech: 'SafetyLockScreenCard SafetySmokeAlarmCheck SafetyLocationShare PhoneSafetyFeatures PasswordSafetyAudit DashcamReview SafetyTwoFactorSetup SafetyEmergencyContacts',
    pet: 'SafetyDogSeatbelt KittenProofingHome SafetyMicrochipCheck HarnessFitTest RecallSafetyDrill PetSafetyKit SafetyLightCollar SafetyToxicPlantHunt',
  },
  sailboat: {
    dance:
      'SailboatSway SailboatTackTurn SailboatDeckShuffle SailboatBeachTwist WindInTheSails SeaShantyStomp HornpipeOnASailboat SailboatWaveWiggle',
    prank:
      'PaperSailboatNote SailboatInTheirCoffee SailboatDeskHarbor SailboatPicnicAmbush BathtubSailboatFleet MessageInASailboat SailboatCupcakeArmada SailboatsInTheSink',
    fashion:
      'SailboatStripesLook SailboatDeckShoeRestyle SailboatFitCheck SailboatWindbreaker YachtClubLinen CoastalGrandpaStyle DressForTheSailboat SailboatNavyKnit',
    tech: 'SailboatSunsetTimelapse SailboatBathtubSlowMo DesignASailboatInAnApp PaperSailboatStopMotion SailboatWindForecastTest WaterproofCamMast SailboatGPSDoodle SailboatOceanGreenScreen',
  },
  sailing: {
    dance:
      'SailingHornpipeJig AnchorShuffle SwabTheDeckDance SailingRopeSway SailingSeaLegsStep SailingSemaphoreMoves SmoothSailingGroove SailingWaveWaltz',
    prank:
      'SailingFoghornDoorbell SailingPirateFlagSwap SailingRubberDuckCrew SurpriseSailingTrip SailingBathtubKraken SailingShantyWakeUp SailingHatAmbush SailingLingoAllDay',
    educational:
      'SailingKnotTyingLesson HowSailingWorks SailingNauticalFlags BeaufortScaleQuiz SailingUpwindFanTest WhyItsCalledStarboard SailingByTheStars SailingCompassRose',
    cooking:
      'SailingLimePieDessert GalleyOnePotMeal SailingHardtackRecipe SailingPicnicHamper SailingSnackStash SailingDeckBrunch SmoothSailingSmoothie SailingFishTacos',
    fashion:
      'SailingStripes BoatShoeStyle NavyWhiteLayers SailingFitCheck SailingOilskinLook DressLikeASailingCaptain DressedForSailing SailingCapCollection',
    music:
      'SailingSeaShanty ShipBellBeat WellermanSailingCover RopeAndRiggingRhythm SailingClapAlong SailingSoundscape SailingAwayChorus HumASailingTune',
    tech: 'SailingActionCam AnemometerBuild LearnSailingKnotsByApp SailingWindForecastTest SailingSlowMoSplash SailingStopMotionFleet SailingNightSkyAR GPSTrackMySailing',
    pet: 'SailingToyBoatCatChase PetLifeJacketCheck SailingShipCat SailingPupMaidenVoyage SailingPuppyDeckhand SailingSeaDogSelfie PawsForSailing SailingKnotRopeTug',
    gaming:
      'SailingRegattaLeague SailingTreasureHunt SailingBathtubRace SeaOfThievesCrew SailingCaptainSays SailingBattleshipDuel SailingPirateCharades SailingMemoryMatch',
  },
  sailor: {
    funny:
      'SailorAhoyVoicemail SeasickSailorSkit PopeyeSailorImpression LandlubberOnDeck SailorHatTooSmall KnotMyProblem SailorSlangOnly SailorGrandpaStories',
    prank:
      'SailorMessageBottle SailorBathtubFleet SailorSpeakAllDay PirateMapSurprise AhoyWakeUpCall SailorSwabsTheDishes TinySailorInvasion SailorHatOnTheLamp',
    educational:
      'SailorKnotSchool SailorFlagSignals HowSailorsNavigate WhySailorsSayAhoy PortOrStarboardQuiz StarsNotSatNav SailorSlangDecoded SailorTideGuess',
    cooking:
      'SailorShipBiscuits SailorLifebuoyDonuts SailorsFishSupper PopeyeSailorSpinach ChowderForTheCrew GalleyGourmet SailorCitrusPunch SailorAnchorCookies',
    fashion:
      'SailorStripesLook SailorCollarFit SailorBellBottoms DressLikeASailorMoon NauticalButNice SailorThriftFlip SailorTopThreeWays SailorNavyPeacoat',
    wellness:
      'SailorTideBreathing SailorHorizonGaze SleepLikeASailor SunsetOnDeck AnchorYourself SailorSeaSoundsNap SailorKnotMeditation SailorJournalLog',
    music:
      'SingLikeASailor SailorShantyStomp PopeyeSailorManTheme WellermanCover SailorHarmonyChain SailorPotsAndPansBand SailorSongSwap SailorWhistleDuet',
    tech: 'SailorRadioMorse SailorMarineTracker SailorWeatherApp GPSVsSailorSextant SailorStopMotionVoyage SailorHarborTimelapse MakeASailorCompass SailorStormGreenScreen',
    pet: 'SailorRopeToyTug SailorPupOnDeck SailorCatAboard SailorHamsterHideout FirstMateFido CaptainWhiskers SailorKittyBoxShip SailorStripedBunnyMat',
  },
  salad: {
    fitness:
      'SaladSpinnerCardio RunToTheSaladBar SaladGardenSquats SquatPerSaladTopping KaleYeahCircuit LettuceLunges SaladTossTwists SaladPrepPlank',
    prank:
      'SaladLookalikeCake SaladGooglyEyes SaladInADonutBox SaladFaceLunchbox LettucePrankYou SaladTongsHandshake SaladBowlLoveNote SaladSpinnerConfetti',
    educational:
      'WhyLettuceWilts GuessTheSaladCalories SaladDressingShakeLab GrowASaladOnTheSill SaladSpinnerPhysics NameThatGreen SaladLeafIDQuiz SaladNutrientRainbow',
    fashion:
      'SewALettuceHem SaladGreenMonochrome SaladDateFitCheck WearYourSaladColors WellDressedSalad RadishEarringsDIY CaesarSaladToga SaladLeafPrintTote',
    tech: 'AISaladCombo SaladSpinnerHack SaladGadgetTest GrowASaladTimelapse SaladThatLooksLikeAnAd SaladUnderLEDLights SaladCalorieAppCheck SaladTossesItself',
    gaming:
      'GuessTheSaladBlindfolded SaladToppingTierList SaladIngredientBingo SaladBowlGameNight SaladWordScramble SaladCroutonTossCup SaladCharades SaladMemoryMatch',
  },
  salmon: {
    prank:
      'SalmonGooglyEyes SalmonBathtubSurprise SalmonLoveLetter SalmonPlushInTheSink SalmonSlippersSwap SomethingsFishyHere SalmonGummyLunchbox SalmonStickerTrail',
    educational:
      'WhySalmonSwimUpstream SalmonPinkQuiz WildVsFarmedSalmon HowSalmonFindHome SalmonLifeCycleMap SalmonMigrationRace SalmonBearFoodChain SalmonFreshnessTest',
    fashion:
      'SalmonPinkFit SalmonChinosSummer WearSalmonThreeWays PeachySalmonMakeup CoralOrSalmon YachtClubPastels SalmonColorThriftHunt SalmonToneSneakers',
    wellness:
      'SalmonSheetPanSunday SalmonBowlSelfCare WatchTheSalmonRun RiverSalmonStillness GoWithTheFlow SalmonBrainFoodLunch SalmonSupperUnplugged SalmonDinnerGratitude',
    speed:
      'SalmonPokeBowlRace SalmonSushiRollTimer TwelveMinuteSalmon AirFryerSalmonDash SalmonRiceBallSprint SalmonPlatingCountdown SalmonSaladBlitz SalmonWrapRush',
    art: 'SalmonPaperPlateCraft SalmonRunPainting SalmonScaleMosaic SketchASalmonLeap UpstreamOrigami SalmonStampPrint SalmonHangingMobile SalmonClayMagnet',
    gaming:
      'SalmonObstacleCourse SalmonUpstreamTag SalmonGoFish AnimalCrossingSalmon GrizzlyHighScore FishingFrenzyDuel MagnetSalmonCatch SalmonRunRelayGame',
  },
  'salt shaker': {
    fitness:
      'SaltShakerPlankPass SaltShakerShuttleRun BalanceASaltShaker SaltShakerDumbbells SaltShakerSquatTap PepperPushUps PostureSaltShaker SaltShakerLungeWalk',
    prank:
      'SaltShakerMustache SaltShakerGooglyEyes SaltShakerTinyHats NoteUnderTheSaltShaker SaltAndPepperWedding TheShakerMovedAgain SaltShakerOnTheShelf SaltShakerDisguise',
    educational:
      'WhySaltShakersHaveRice SaltShakerHoleDebate SaltShakerFloatEgg SaltShakerMicroscope HowMuchSaltPerShake SodiumSenseQuiz SaltShakerCrystalGrow SaltShakerStaticTrick',
    pet: 'SaltAndPepperPups PetPortraitSaltShakers KittySaltShakerSet DogShapedSaltShakers SaltShakerLookalike MyCatAsASaltShaker SaltShakerHeadTilt CatReactsToSaltShaker',
  },
  sand: {
    prank:
      'SandMermaidTail SandFakeFossilDig ShellHeartWelcome SandToyCrabScare SurpriseSandcastle SandFootprintTrail BigfootInTheSand SculptTheirSandTwin',
    educational:
      'SandUnderAMicroscope HowSandBecomesGlass WhyWetSandHoldsShape CountSandGrainsInASpoon WhereSandComesFrom RainbowOfSandColors MagneticSandSearch SandErosionExperiment',
    travel:
      'SandyToesBeachDay SandDollarHuntAtLowTide SandWritingSelfie SandSculptureFestival SandInTheCarAgain SandDuneHike SandSouvenirJar SandColorPassport',
    fashion:
      'SandDuneFitCheck SandyNeutralsOnly SandProofSandals BeachCoverUpFlip SandColorOutfitMatch SandDollarNecklace GoldenSandGlam SandResistantOutfitTest',
    speed:
      'BeatTheSandTimer SandShellSortSprint SandcastleInSixty BarefootSandDash FillTheMoatFirst BucketBrigadeRelay FastestSandTower SandSiftingRace',
    tech: 'SandcastleTimelapse KineticSandSlowMo SandArtStopMotion SandproofPhoneTest SandGrainsUpClose SandFootprintsVanishing SpeakerSandPatterns SandAngelFromAbove',
  },
  sandal: {
    prank:
      'GooglyEyeSandals SandalSqueakerPrank SwitcherooSandals SandalSockReveal SandalsOnTheWrongFeet SurprisePedicure SandalStrapBows DaisyChainSandals',
    educational:
      'HowSandalsAreMade OldestSandalsEverFound SandalWetFootprintLab SandalHistoryQuiz SandalArchSupportCheck FlipFlopsFootScience SandalsAroundTheWorld SandalSoleGripTest',
    wellness:
      'SandalsOffBeachWalk SandalFootSoak SandalGardenMorning KickOffYourSandals GrassToesGrounding SandalPedicureAtHome SlipIntoSandalSeason SandalSunsetStroll',
  },
  sandcastle: {
    prank:
      'SandcastleTreasureHunt SandcastleCrabInvasion SurpriseSandcastleNote BigfootBySandcastle MessageInTheMoat MermaidTailSculpt SandcastleGiantFootprint SandcastleSeashellCrown',
    educational:
      'SandcastlePhysics RealCastleVsSandcastle HowSandcastlesStandUp WhyWetSandHolds SandcastleTideLab WaterToGrainRatio SandcastleArchLesson SandcastleMoatEngineering',
    fashion:
      'SandcastleBeachFit SandcastleBucketBag LinenSandcastleSet ShellCharmAnklet KingOfTheSandcastle SandcastleBraidUpdo SandcastleQueenCrown SandcastleSunHatLook',
    wellness:
      'SandcastleLetItGo SandcastleSlowBuild SandcastleWithGrandkids TideTakesTheSandcastle MandalaInTheSand SandcastleSunsetCalm SandcastleBreathing SandcastleGratitude',
  },
  sandwich: {
    prank:
      'SandwichCakeLookalike SandwichHeartCutout LunchboxSandwichNote SandwichGooglyEyes SandwichBagDoodle SixFootSubSurprise SandwichFaceLunch SandwichNameInMustard',
    educational:
      'SandwichLayerPhysics SandwichSogginessTest SandwichWorldMapQuiz SandwichFractions SandwichOrNotRuling ButterBarrierScience SandwichBreadMoldLab SandwichFoodGroups',
    fashion:
      'SandwichStackOutfit DressAsASandwich DeliSandwichFitCheck SandwichEarringCraft LayerItLikeAClub PBAndJPastels SandwichBoardRunway SandwichBagCharm',
    wellness:
      'MindfulSandwichLunch SandwichForANeighbor SlowPicnicSandwich SandwichParkBench BreadAndBreathe SandwichWithGrandma SandwichStrollBreak SandwichSunnyWindowSeat',
    pet: 'PetSandwichStare SandwichLeaveItTest PuppySandwichManners DogWatchesMeEatSandwich SandwichedBetweenPups BegFaceBingo SandwichBunnyLettuce SandwichKittenSniff',
    gaming:
      'SandwichStackingGame BlindfoldSandwichGuess SandwichTetrisTower SandwichTicTacToe SubwaySurfersLunch SandwichCharadesNight SandwichMemoryMatch SandwichWouldYouRather',
  },
  santa: {
    educational:
      'SantaDeliveryMath SantaChimneyPhysics SleighSpeedQuiz SantasAroundTheWorld SantaFactOrFiction WhyIsSantaRed SantaNamesAbroad SantasReindeerRollCall',
    fashion:
      'SantaSuitFit SantaHatDIY DressLikeSantaClaus SantaCoatFiveWays SleighAllDay RedAndWhiteRunway SantaBootsStrut SantaSweaterParty',
    wellness:
      'SantaGratitudeJar SantaSecretGiving ChristmasEveCalm BeSomeonesSanta NiceListHabits SantaOffDutyDay WriteToSantaAsAnAdult SantaNapAfterCookies',
    pet: 'SantaPawsPhoto PetMeetsSanta KittenStockingNap SantaDogTreatGift SantasLittleHelperPup SantaBunnyHayBasket SantaCatBoxUnwrap SantaLetterFromFido',
  },
  saturday: {
    prank:
      'SaturdayMysteryOuting SaturdayCartoonWakeUp SaturdayFakeHomework SaturdayChoreFairy SurpriseSaturdayBrunch SleepInSerenade JustKiddingItsSaturday SaturdayBreakfastInBed',
    fashion:
      'SaturdayComfyFit SaturdayBrunchLook WeekendLoungeLuxe DayToNightSaturday SaturdayErrandOutfit SaturdaySneakerDrip SaturdayHoodieStyleOff SaturdayDenimDay',
    wellness:
      'SaturdaySleepIn SaturdaySlowMorning NoPlansAfternoon SelfCareSaturday SaturdayPhoneOff SoftSaturdayReset SaturdaySipAndStretch SaturdayGardenPotting',
    music:
      'GarageJamSaturday CartoonThemeCover SaturdayKitchenDrumSolo SaturdayKaraokeNight SaturdayMorningPlaylist ShowerSongMarathon SaturdayBackyardBand SaturdayRecordSpin',
    art: 'SaturdayCartoonDrawing SaturdayPaintByNumbers MySaturdayAsAComic SketchYourSaturday SaturdayBackyardEasel CraftySaturday SaturdaySidewalkChalk SaturdayClayProject',
    tech: 'SaturdayDeskGlowUp SaturdayGadgetRepair SaturdayStopMotionMovie SaturdayGroupCallQuiz SaturdayAppDeclutter SmartHomeSaturday PhotoBackupSaturday SaturdayCodingClub',
  },
  savings: {
    dance:
      'SavingsCoinDropStep SavingsGoalVictoryJig SavingsMoneyMoves SavingsJarShake PiggyBankBoogie PaydayShimmy DebtFreeSavingsDance SavingsSalsaNight',
    prank:
      'SavingsCoinTrail MonopolyMoneyEnvelope SavingsButtonsForCash SavingsJarSurprise SavingsPennyNotes SecretPiggyBankDeposit SavingsFairyVisit SavingsChocolateGoldSwap',
    educational:
      'SavingsRuleOf72 SavingsMythsBusted InflationVsMySavings SaveMoneyMathQuiz SavingsPiggyVsBank PennyDoubledFor30Days SavingsPriceCompareDuel SavingsCompoundGrowth',
    tech: 'SavingsAppRoundUpTest SavingsPriceAlertBot SavingsSpreadsheet SavingsNoSpendStreak SubscriptionAudit AIBudgetCoach AutomateMySavings SavingsChartWidget',
    gaming:
      'SavingsPennyPitch CoinCountingSavingsRace SavingsOwnedGamesOnly SavingsLevelUp SavingsGroceryPriceGuess FreeToPlayMonth NoSpendSavingsStreak SavingsTreasureHunt',
  },
  scarf: {
    funny:
      'ScarfMummyWrap SoupVsMyScarf BlanketOrScarf TheNeverEndingScarf ScarfKnittingFail TangledInWool ScarfWindFight ScarfStaticHair',
    prank:
      'EndlessScarfTrick ScarfForTheSnowman ScarfOnTheStatue NowYouSeeItScarf ScarfOnEveryHook WoolYouBeMine ScarfChainPrank ScarfHiddenNote',
    educational:
      'TenScarfKnots HowSilkIsMade KnitAScarfLesson ScarfWoolVsAcrylic ScarfWarmthTest SheepToScarf ScarfDyeFromOnions ScarfWeavingLoom',
    cooking:
      'StripedScarfCake KnitScarfCookies GingerbreadScarf ScarfTwistBread ScarfPatternPancakes CozyCocoaWrapUp ScarfSwissRoll ScarfWeatherSoup',
    travel:
      'ScarfAsATravelPillow ScarfInEveryPhoto ScarfPackingHack ThriftStoreScarfHunt FirstScarfDayOfFall BazaarBargainBattle ScarfMarketHaggle ScarfCityWalk',
    wellness:
      'ScarfKnittingCalm ScarfDonationDrive WoolWrapComfort ScarfBreathwork ScarfAndSunrise ScarfCozyReadingNook MyCoziestScarf ScarfWinterStroll',
    pet: 'ScarfPupTwinning ScarfCatPounce KnitScarfForMyDog ScarfPeekaboo ScarfKittenBasketNap BandanaVsScarf ScarfBunnyBlanket ScarfBedForPuppy',
    gaming:
      'ScarfBlindfoldGuessWho ScarfOnMyAvatar WhoseScarfIsThis PassTheScarfGame AnimalCrossingScarf ScarfHotPotato TeamScarfTrivia ScarfFlagTag',
  },
  'scavenger hunt': {
    prank:
      'ScavengerHuntEmptyBox HiddenNoteHunt RiddleToTheCookieJar ScavengerHuntLoopBack ScavengerHuntBirthday ScavengerHuntHugPrize FakeChoreScavengerHunt SurpriseScavengerHunt',
    pet: 'DogScavengerHunt TreatScavengerHunt CatFindsTheToy NoseworkScavengerHunt HideAndSniff KittyScavengerHunt BunnyScavengerHunt ScavengerHuntNoseOff',
  },
  school: {
    prank:
      'SchoolGooglyEyes FakePopQuizReveal SchoolChalkCompliments SchoolLockerBalloons LunchboxJokeDrop SchoolDeskStickyNotes BackwardsDayAtSchool SchoolDressAsTheTeacher',
    fashion:
      'BackToSchoolFitCheck SchoolUniformRestyle SchoolShoeShowdown DressLikeYourTeacher PictureDayPerfect SchoolSpiritStyle SchoolHallwayRunway SchoolMorningHairDare',
    wellness:
      'SchoolMorningAffirmations AfterSchoolUnwind SchoolExamBreathing SchoolNightSnooze StudyBreakStretch KindNoteToClassmate SchoolWeekWins SchoolGratitudeCircle',
    tech: 'CalculatorTricks SchoolNoteTakingApp SchoolSlideshowGlowUp TypingSpeedBattle BackToSchoolTechCheck RateMySchoolSetup CodeTheSchoolBell SchoolFocusTimerTest',
  },
  'school bus': {
    dance:
      'SchoolBusStopDance SchoolBusSeatShuffle WheelsOnTheSchoolBus SchoolsOutBusBoogie YellowSchoolBusBop WiperArmsWiggle SchoolBusDayDoneJig SchoolBusHonkStep',
    prank:
      'SchoolBusCostumeWave SchoolBusDadDanceSendOff SchoolBusStopBalloons SchoolBusCheerTunnel ConfettiAtTheCurb SillyHatCommute SchoolBusWindowMessage SchoolBusSuperheroCape',
    educational:
      'WhySchoolBusIsYellow SchoolBusSafetyQuiz MapTheSchoolBusRoute SchoolBusBlindSpotTest SchoolBusLengthMeasure SchoolBusSeatbeltDebate SchoolBusStopRules SchoolBusMathProblems',
    travel:
      'SchoolBusCampSendOff SchoolBusToTheBeach SchoolFieldTripRedo SchoolBusWindowTour SchoolBusTripToTheZoo SchoolBusDayOutVlog SchoolBusMuseumVisit SchoolBusLibraryRun',
    speed:
      'SchoolBusToothbrushTimer SchoolBusShoesOnDash PackForSchoolIn60 SchoolBusBraidSprint BedToBusStop BackpackBlitz SchoolBusReadyCountdown SchoolBusCoatZipRush',
    tech: 'SchoolBusTrackerApp SchoolBusRideTimelapse AIPlansSchoolBusRoute ToySchoolBusStopMotion NeverMissTheSchoolBus SchoolBusCamAlert ScratchASchoolBus SchoolBusSpaceGreenScreen',
    gaming:
      'SchoolBusRideBingo ISpyFromTheSchoolBus SchoolBus20Questions SchoolBusAlphabetGame SchoolBusPlateHunt RockPaperScissorsRow SchoolBusTriviaDuel SchoolBusWouldYouRather',
  },
  'school dance': {
    prank:
      'SchoolDancePromposal SchoolDanceFlashMob SchoolDanceCorsageForMom SchoolDanceSongSwap StreamerDoorSurprise SchoolDanceDadDJ SchoolDanceCutoutDate ConfettiSchoolDanceAsk',
    educational:
      'SchoolDanceDecadesQuiz SchoolDanceBudgetMath SchoolDanceMannersTest SchoolDanceCountTheBeat WhoInventedProm CorsageCrashCourse SchoolDanceBoxStep TieKnotsForSchoolDance',
    wellness:
      'SchoolDancePepTalk SchoolDanceCalmNerves GoSoloToSchoolDance SchoolDanceFriendDate HomecomingSelfCare SchoolDanceRestDay PhoneFreeSchoolDance SchoolDanceBoxBreath',
    tech: 'SchoolDanceLightShow SchoolDancePhotoBooth SchoolDanceQRTickets SchoolDanceAIDJ SchoolDanceSpeakerTest LEDCorsageHack SchoolDanceTimelapse GreenScreenSchoolDance',
  },
  'school supplies': {
    funny:
      'PencilCaseConfessions SchoolSuppliesVanish GlueStickCapDrama SchoolSuppliesTierList SchoolSuppliesVoiceOver BackToSchoolPanic SchoolSupplyRoast StationeryHoarderPOV',
    prank:
      'SchoolSuppliesSwap PencilCaseSurprise StationeryFoilWrap GooglyEyeStationery BackToSchoolBagNote SchoolSupplyFairy SchoolSuppliesJokeLabels StationeryTapedToTheDesk',
    travel:
      'StationeryHaulUnder20 StationeryShopTour RoadTripStationeryKit SchoolsAroundTheWorld StationeryCafeHop SchoolSuppliesThriftHunt SchoolSupplySouvenirs StationeryMarketStroll',
    wellness:
      'SchoolSuppliesDonation FreshStartDesk NewNotebookFeeling BackToSchoolCalmKit StationeryReset SchoolYearIntention SchoolSupplyDeclutter StationeryJournalPrompt',
    tech: 'SmartPenReview SchoolSuppliesScanApp SchoolSuppliesTechKit StationeryDeskGlowUp DigitalVsPaperSchool CalculatorGameHack StationeryComesAlive StationeryLabelPrinter',
  },
  science: {
    fitness:
      'ScienceHeartRateTest MeasureJumpForScience PushupsForScience ScienceStretchTrial NewtonsLawsOfLunges LabRatCircuit ScienceOfTheSquat ScienceReflexCatch',
    prank:
      'ScienceColorChangeTea ScienceInvisibleInk ScienceFakeSpill LevitatingCupScience ScienceMagnetTrick MagicMilkReveal ScienceVanishingGlass ScienceFizzyBathBomb',
    cooking:
      'ScienceRockCandy ScienceIceCreamBag ScienceFizzyLemonade EdibleScienceSlime KitchenChemistry DNAFromStrawberries ScienceButterShake ScienceBreadRising',
    fashion:
      'SciencePunShirtDIY MadScientistLook GoggleGlamScience ScienceNerdChic LabCoatCouture PeriodicTablePrint ScienceIconCosplay ScienceGalaxyLeggings',
    wellness:
      'ScienceSleepExperiment ScienceGratitudeTrial ForestBathingScience AweScienceWalk HappyHormoneHacks SerotoninSunrise ScienceBreathCount ScienceLaughterTest',
    tech: 'SciencePhoneMicroscope SproutScienceTimelapse ScienceSensorLab CodeAScienceSim SpectroscopeFromACD ScienceStargazingAR ScienceSlowMoDrops ScienceLemonBattery',
    pet: 'LeftOrRightPawScience ScienceCatBoxTrial DogIQScienceGames ScienceBehindZoomies ScienceHeadTiltTest ThePurrFrequency ScienceOfTheSlowBlink ScienceBunnyBinkies',
    gaming:
      'ScienceEscapeRoom ScienceCharadesNight MinecraftScienceBuild ScienceTriviaDuel ScienceQuizShow LittleAlchemyRace ScienceHangman ScienceMemoryMatch',
  },
  'science fair': {
    prank:
      'ScienceFairMysteryBox ScienceFairVolcanoPrank ScienceFairRibbonForDad FakeScienceFairJudge TrifoldSurprise MadScientistMakeover ScienceFairFanSection ScienceFairBigCheck',
    travel:
      'ScienceFairRoadTrip ScienceMuseumDay ScienceFairLabTour ScienceFairToNationals ScienceFairZooVisit ScienceFairSupplyRun GlobalScienceFairs NatureWalkScienceFair',
    wellness:
      'ScienceFairNerves ScienceFairSelfTalk ScienceFairCalmBreaths ScienceFairRestDay ProudOfTheProcess CuriosityJournal AfterTheScienceFair ScienceFairHighFives',
  },
  scientist: {
    prank:
      'ScientistInvisibleInk MadScientistLabSign ScientistFakeSlimeSpill GlowInTheDarkNote ScienceTrickOnDad ColorChangingWater PromoteToHeadScientist ScientistBigDiscoveryHoax',
    wellness:
      'BeYourOwnScientist ObserveLikeAScientist ScientistWonderJournal ScientistCalmBreaths CuriousNotFurious SleepExperimentWeek ScientistGratitudeLog ScientistNatureBreak',
    music:
      'TheScientistCover MadScientistLaughRemix ScientistBeakerDrums ScientistSoundWaveSong SingTheElements ScientistRapBattle ScientistBioSong ScientistGlassXylophone',
    tech: 'CitizenScientistApp ScientistPhoneMicroscope ScientistSensorTest ScienceWithAI ScientistSlowMoExperiment DataNerdDashboard CodeLikeAScientist ScientistWeatherLogger',
  },
};
