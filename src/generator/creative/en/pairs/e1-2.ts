import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  gratitude: {
    dance:
      'DanceYourGratitude GratitudeHeartHands GratitudeBowRoutine GratitudeGroove GratitudeTwoStep BigThankYouShimmy',
    fitness:
      'GratitudeWalk TenGratitudeSquats GratitudeYogaFlow OneMileOfGratitude GratitudePlank ThankYouPushUps',
    funny:
      'GratitudeAwardSpeech GratitudeForSocks MyKidsGratitudeList GratitudeFromMyDog GratitudeToMyBed OverlyGratefulDad',
    prank:
      'HiddenGratitudeNotes GratitudeStickyDoor GratitudeBalloonRoom GratitudeJarSurprise LunchboxGratitude SecretThankYouPoster',
    educational:
      'YourBrainOnGratitude GratitudeMoodTest GratitudeCustomsQuiz GratitudeFactOrMyth GratitudeHeartRate SayThankYouTenWays',
    cooking:
      'BakeYourGratitude IcedThankYouCookies GratitudePieDelivery GratitudeBreakfastTray GratitudePotluck GratitudeGrandmaRecipe',
    travel:
      'GratitudeHometownTour GratitudePostcards GratitudeMemoryLane OneGratitudePerStop GratitudeSunriseSpot ThankTheLocals',
    fashion:
      'GratitudeHandMeDowns GratitudeHeirloomLook GratitudeMomsOldJacket ClosetGratitudeTour WearYourGratitude ThankfulForThisFit',
    speed:
      'GratitudeIn60Seconds ABCsOfGratitudeBlitz GratitudeListRace ThankYouSpeedRound GratitudeRapidFire TagTeamGratitude',
    music:
      'GratitudeRapVerse SerenadeForATeacher GratitudeSongForMom GratitudeLyricSwap SingYourGratitude GratitudeJingle',
    art: 'GratitudeTreeLeaves ThankYouCardCraft PaintAGratitudeJar GratitudeJournalDoodle PortraitOfGratitude GratitudeRocks',
    tech: 'GratitudeVoiceNote ThankYouVideoCall LockScreenGratitude GratitudeAppWeek GratitudeSlideshow TextBlastOfGratitude',
    pet: 'PetGratitudeList GratitudeAdoptionDay GratitudeTreatHunt PawForGratitude DogWalkGratitude GratitudeCatCuddle',
    gaming:
      'ThankYourTeammates GratitudeGGShoutout RollForGratitude DrawAGratitudeCard GratitudeBingo GratitudeJenga',
  },
  mural: {
    dance:
      'MuralWingsTwirl MuralBackdropGroove MuralPoseFreeze MuralHopTransition DanceTheMural SprayCanShuffle',
    fitness:
      'MuralRunRoute WallSitByAMural MuralMileWalk MuralArmDay MuralBikeLoop PaintRollerReps',
    funny:
      'MuralPoseFails BecomeTheMural MuralVsReality MuralNeighborReview TalkToTheMural MuralSelfieLine',
    prank:
      'SecretMuralReveal FakeDoorMural HiddenMuralCritter ChalkMuralDriveway PutThemInTheMural WallArtSurprise',
    educational:
      'MuralGridMethod HowMuralsAreMade WhoPaintedThisMural WhyMuralsFade MuralHistoryQuiz StreetArtVsGraffiti',
    cooking:
      'MuralSheetCake CookieMosaicMural MuralToastArt EdibleMural PlateLikeAMural ButtercreamMural',
    travel:
      'MuralHunt MuralBikeRoute StreetArtWalk FindTheOldestMural TenMuralsOneDay HometownMuralGuide',
    fashion:
      'MatchTheMural MuralFitCheck MuralColorBlock ClashWithTheMural PaintAMuralTee MuralLookbook',
    wellness:
      'MindfulMuralWalk AffirmationMural MuralMorningSketch SitWithAMural MuralJournalPage SlowPaintSunday',
    speed:
      'MuralSpeedPaint OneDayMural MuralTeamRelay ChalkMuralSprint MuralSpotItFast MuralRollerRace',
    music:
      'MuralToTheBeat SongForThisMural MuralSoundtrack BuskAtTheMural RapAboutTheMural AlbumCoverMural',
    tech: 'MuralProjectorTrick MuralTimelapse AnimateAMural MockUpYourMural MuralPanoramaShot MuralMapPinDrop',
    pet: 'PetMeetsTheMural PawPrintMural DogWithMuralWings MuralOfMyCat LeashWalkMuralTour MuralSitStay',
    gaming:
      'MuralInMinecraft GuessTheMuralCity MuralJigsaw GameRoomMural RetroSpriteMural MuralHiddenEasterEgg',
  },
  cat: {
    dance:
      'DanceLikeMyCat CatJudgesMyMoves PurrfectGroove CatPounceStep CatTailWiggle CatZoomiesFreestyle',
    fitness:
      'CatCowStretch YogaWithMyCat PurrAndPlank CatPounceJumps CatCrawlChallenge CatLaserLunges',
    funny:
      'CatVoiceover IfMyCatCouldText DoYourCatImpression CatPicksTheBox CatJudgesMyCooking CatSideEye',
    prank:
      'CatTapeSquare CatFilterVideoCall FakeCatInTheBed HiddenCatMeow CatBoxFort CatPawPrintTrail',
    educational:
      'WhyCatsPurr CatBodyLanguage CatRightingReflex WhiskerScience CatTongueFacts CatNosePrintID',
    cooking:
      'CatLatteArt CatFaceOnigiri CatPawMacarons HomemadeCatTreats CatEarPancakes WhiskerCookies',
    travel:
      'CatCafeTour CatIslandTrip StreetCatPhotoWalk CatBackpackAdventure SpotTheLuckyCat CatStatueHunt',
    fashion:
      'DressLikeMyCat CatEyeWingliner CatEarHeadbandDIY CatPrintFitCheck CatHairOnEverything MyCatsColorPalette',
    wellness:
      'CatPurrMeditation CatNapTogether SlowBlinkChallenge CatLapReading CatMorningStretch SunbeamSitWithMyCat',
    speed:
      'CatPuzzleFeederRace CallYourCatTimer CatToyCleanupDash CatLaserSprint CatFindsTheTreat BoxToCatSpeedrun',
    music: 'CatPurrBeat CatMeowRemix SongForMyCat CatPianoWalk CatThemeTune KittenLullaby',
    art: 'DrawYourCatBlind CatDoodleChallenge WhiskerSketch CatLoafClay CatRockPainting CatOneLineDrawing',
    tech: 'CatVsRobotVacuum CatTranslatorAppTest KeyboardCatTakeover CatCamCheck CatFeederGadget WhereDoesMyCatGo',
    gaming:
      'CatPawsTheController CatPicksMyCharacter TabletGameForCats PlayAsTheCat CatBlocksTheScreen CatStealsTheDice',
  },
  janitor: {
    dance:
      'JanitorMopWaltz TheJanitorShuffle JanitorKeychainSway DanceLikeTheJanitor JanitorHallwayGlide CustodianCleanupGroove',
    fitness:
      'JanitorBucketCarry JanitorMopLunges JanitorStairwellLaps StepsInAJanitorShift LiftLikeAJanitor CustodianBroomPress',
    funny:
      'JanitorSeesEverything WhenTheJanitorSings JanitorNarratesTheMess JanitorFindsTheKey SchoolJanitorLegends JanitorVsGlitter',
    educational:
      'JanitorDayInTheLife JanitorCleaningTips JanitorGermHunt HowJanitorsWaxFloors JanitorToolQuiz HowSchoolsStayClean',
    cooking:
      'BakeForYourJanitor JanitorShiftLunch CustodianCookieDrop JanitorBirthdayCake CoffeeRunForJanitor JanitorSoupThermos',
    travel:
      'JanitorMuseumNight JanitorBackstageTour JanitorHiddenRooms VisitYourOldJanitor JanitorsFavoriteSpot TheJanitorsRoofView',
    fashion:
      'ThriftedJanitorFit JanitorCoverallsGlowUp JanitorToRunwayWalk CustodianUniformLook DressLikeAJanitor StyleAJanitorJumpsuit',
    wellness:
      'JanitorAppreciationDay ThankYourJanitor JanitorKindWordsWall CleanLikeAJanitor JanitorStretchBreak JanitorQuietHour',
    speed:
      'FastestJanitorSweep CustodianRecycleRelay JanitorChairStack RaceTheJanitor JanitorTrashRun JanitorMopDash',
    music:
      'JanitorBucketDrums JanitorKeyRingRhythm SingLikeTheJanitor CustodianBroomBeat JanitorMopMic TheJanitorWhistles',
    art: 'DrawYourSchoolJanitor JanitorThankYouMural CustodianCardCraft JanitorChalkTribute JanitorMopHeadPuppet StillLifeJanitorTools',
    tech: 'JanitorVsRobotVacuum JanitorGadgetReview RoboMopTest JanitorSmartBin JanitorStepTracker KeyFinderForJanitors',
    pet: 'JanitorDogHelper CustodianCatSupervisor MyPetTheJanitor PuppyVsJanitorMop TinyJanitorCostume JanitorSniffPatrol',
    gaming:
      'JanitorSimSpeedrun JanitorPowerWashScore JanitorHideAndSeek MopBucketCurling JanitorBossLevel PlayAsTheJanitor',
  },
  scarf: {
    dance:
      'ScarfFlowDance ScarfRibbonTwirl SilkScarfSway ScarfPartnerSpin ScarfTossAndCatch HipScarfShimmy',
    fitness:
      'ScarfStrapStretch ScarfJuggleDrill ScarfPullApart ScarfSliderPlanks WinterRunInAScarf TugOfWarWithAScarf',
    funny:
      'ScarfMummyWrap ScarfTooLongProblems ScarfInTheCarDoor SoupVsMyScarf ScarfTangleFail BlanketOrScarf',
    prank:
      'EndlessScarfTrick ScarfForTheSnowman ScarfOnTheStatue ScarfMagicColorChange HandKnitScarfReveal LongestScarfGift',
    educational:
      'TenScarfKnots ScarfWoolVsAcrylic WhyScarvesKeepYouWarm HowSilkIsMade ScarfHistoryQuiz KnitAScarfLesson',
    cooking:
      'ScarfWeatherSoup ScarfTwistBread StripedScarfCake ScarfSeasonCocoa KnitScarfCookies GingerbreadScarf',
    travel:
      'AirplaneScarfBlanket ScarfSouvenirHunt ScarfPackingHack ScarfCityWalk MarketScarfHaul ScarfInEveryPhoto',
    wellness:
      'ScarfCozyWalk ScarfKnittingCalm ScarfDonationDrive ScarfBreathwork SunriseSitInAScarf WoolWrapComfort',
    speed:
      'ScarfKnotSpeedrun ScarfStylesInAMinute ScarfRelayPass TailTagWithScarves ScarfUnwrapRace ThreeScarfJuggle',
    music:
      'ScarfKnittingRhythm ScarfTossOnTheDrop ScarfOnTheMicStand WinterScarfSong ScarfSwayBallad HumIntoYourScarf',
    art: 'ScarfSilkPainting TieDyeAScarf ScarfBlockPrint ScarfWeavingLoom DesignYourScarf ScarfStillLife',
    tech: 'ScarfAIPatternDesign HeatedScarfReview LEDScarfBuild ScarfRowCounterApp KnittingMachineScarf ScarfQRCodeKnit',
    pet: 'ScarfPupTwinning ScarfCatPounce KnitScarfForMyDog ScarfSnuggleKitten PetScarfPhotoshoot ScarfPeekaboo',
    gaming:
      'ScarfOnMyAvatar JourneyScarfRun IconicScarfCosplay PassTheScarfGame ScarfCraftingRecipe WhoseScarfIsThis',
  },
  soap: {
    dance:
      'HandWashSoapDance SoapBarBalanceStep SoapSudsShimmy LatherUpGroove SoapBubbleFreeze TwentySecondSoapJive',
    fitness:
      'SoapBarBalanceWalk SoapScrubCardio SudsyCarWashWorkout SoapBubbleChase WetSoapCatchDrill PlankAndPassTheSoap',
    funny:
      'SoapCommercialParody SoapOperaAtTheSink SoapBarUnboxing SoapDispenserStandoff SlipperySoapChase GuestSoapTooFancy',
    prank:
      'SoapThatWontLather GiantSoapBarSwap SoapMirrorMessage SoapRubberDuckInside ColorChangingHandWash SoapLookalikeFudge',
    educational:
      'PepperAndSoapTest HowSoapKillsGerms SoapMicrowaveCloud WhySoapBubblesSwirl HowBarSoapIsMade SoapVsSanitizer',
    cooking:
      'IsItSoapOrCake SoapShapedFudge SoapBarCookies SoapSudsMeringue BubbleBathCupcakes GuestSoapBonbons',
    travel:
      'MarseilleSoapHunt HotelSoapCollection SoapMarketFinds SoapFactoryTour LocalSoapMaker SoapSouvenirHaul',
    fashion:
      'SoapBrowGlowUp SoapDrawerScentHack BarSoapStainRescue SoapStuckZipperFix SmellsLikeSoapPerfume FreshLinenFitCheck',
    wellness:
      'SoapCuttingCalm MindfulHandWash LavenderSoapUnwind SoapScentBreathwork SoapMakingSunday EveningSoapRitual',
    speed:
      'SoapCarveSpeedrun SoapBubbleTowerRace SoapBarCurling SoapWrapIn30 PassTheSoapRelay TwentySecondLather',
    music:
      'SoapBarMicCover SoapSudsASMRBeat SoapPumpRhythm HandWashSoapSong SoapOperaTheme ShowerSingingSession',
    tech: 'AutoSoapDispenserTest SoapFoamMacroShot SoapCuttingSlowMo SoapMold3DPrint SoapPoweredBoat HandWashTimerApp',
    pet: 'SoapyPupSpaDay PetSafeSoapBubbles SoapSudsMohawk SoapRinseZoomies CatSniffsTheSoap DogBathReaction',
    gaming:
      'SoapBubblePopScore SoapShuffleboard SoapCarvedChessSet GuessTheSoapScent PowerWashSimRun SoapOperaCharades',
  },
  stadium: {
    dance:
      'DanceCamAtTheStadium LivingRoomStadiumShow StadiumHalftimeRoutine StadiumWaveAtHome StadiumYMCAMoves StadiumStompClap',
    fitness:
      'StadiumStairWorkout StadiumTrackLaps BleacherStepUps RunTheStadiumRamps StadiumSeatSquats StadiumFieldDrills',
    prank:
      'StadiumTicketReveal StadiumSurpriseSign StadiumSeatUpgrade LivingRoomStadium StadiumHypeIntro FoamFingerWakeUp',
    educational:
      'HowTheWaveTravels HowStadiumRoofsMove StadiumNoiseScience StadiumHistoryQuiz StadiumGrassSecrets GuessTheStadiumCrowd',
    cooking:
      'StadiumFoodAtHome StadiumNachos StadiumPretzelBake StadiumGarlicFries SnackStadium TailgateSliders',
    travel:
      'StadiumTour StadiumRoadTrip BallparkBucketList StadiumHopWeekend CheapSeatStadiumView StadiumFoodCrawl',
    fashion:
      'StadiumFitCheck FacePaintForTheStadium StyleYourStadiumJersey StadiumRainPonchoGlam StadiumScarfThreeWays StadiumClearBagLook',
    wellness:
      'StadiumSunsetSeats EmptyStadiumCalm StadiumFamilyDay StadiumPhoneFreeGame StadiumLapWalk WinOrLoseGratitude',
    speed:
      'StadiumStairSprint StadiumSnackRun FindYourStadiumSeat StadiumCleanupRace StadiumLapTimer BeatTheHalftimeClock',
    music:
      'ChantLikeAStadium StadiumWalkUpSong BallparkOrganTune StadiumStompClap StadiumSingAlong StadiumGoalHorn',
    art: 'StadiumSignMaking StadiumPanoramaPhoto StadiumLegoModel SketchTheStadium StadiumCrowdMosaic TicketStubShadowbox',
    tech: 'InstantReplayEdit StadiumSpeedGunTest StadiumSoundMeter StadiumVRTour StadiumTimelapseShot NosebleedStadiumZoom',
    pet: 'StadiumPetJersey BarkAtThePark DogDayAtTheStadium StadiumIntroForMyCat StadiumPuppyTailgate StadiumFetchFinal',
    gaming:
      'MinecraftStadiumBuild StadiumTriviaShowdown GuessTheStadium StadiumFlickFootball StadiumHomeRunDerby PackTheStadium',
  },
  aquarium: {
    dance:
      'TheAquariumJellySway AquariumSeahorseStep AquariumBubbleBop FishTankFinShuffle DanceInTheAquarium AquariumKelpWiggle',
    fitness:
      'AquariumBucketCarry StepsAroundTheAquarium AquariumPlankStare AquariumYogaFlow FishTankSetupWorkout WallSitByTheAquarium',
    funny:
      'AquariumVoiceover MyAquariumSoapOpera AquariumSnailRace AquariumFaceOff AquariumPhotobomb LipSyncingAquariumFish',
    prank:
      'FakeAquariumOnTheTV GummyFishAquarium AquariumTreasureNote SurpriseAquariumGift AquariumTinySign BathtubSharkToy',
    educational:
      'HowAquariumFiltersWork AquariumNitrogenCycle AquariumFishID AquariumInAJar AquariumFactPerTank WhyShoalsSwimTogether',
    cooking:
      'BlueJelloAquarium AquariumCupcakes EdibleAquariumCookies FishTankPunch AquariumSmoothieBowl AquariumParfaitCup',
    travel:
      'AquariumTunnelWalk AquariumDayTrip AquariumJellyfishRoom SleepoverAtTheAquarium AquariumFeedingTime CoralReefSnorkel',
    fashion:
      'AquariumFitCheck AquariumPhotoOutfit DIYJellyfishSkirt AquariumBlueMonochrome MatchTheAquariumFish AquariumNailArt',
    wellness:
      'AquariumMeditation FishTankBreathing SitByTheAquarium AquariumSleepSounds AquariumJellyfishZen SlowAquariumSketch',
    speed:
      'AquariumSetupSpeedrun AquariumScavengerHunt FishTankCleanRace TenSecondAquariumCount AquariumPlantingDash BeatTheAquariumClock',
    music:
      'AquariumLofiBeat AquariumBubbleRemix FishTankLullaby UnderTheSeaAquarium SerenadeTheAquarium AquariumTunnelSong',
    art: 'AquariumSilhouetteShot AquariumFishWatercolor AquascapeArt AquariumJellyfishLamp AquariumSketchWalk ShoeboxAquarium',
    tech: 'AquariumLightTimer FishTankCamStream AquariumAutoFeeder SmartAquariumSensor AquariumPhoneMacro TimelapseMyAquarium',
    gaming:
      'AquariumFishBingo AquariumGuessWho AquariumMemoryCards MinecraftAquariumBuild AquariumTycoonRun SolveAnAquariumPuzzle',
  },
  skateboarding: {
    dance:
      'DanceOnYourSkateboard SkaterShuffle SkateboardingCrossStep SkateParkBounce SkateboardingFootwork LongboardDancing',
    funny:
      'SkaterDadComeback SkateboardingFirstTry KickflipAttemptMontage SkateboardPoserSkit SlowMoSkateBail SkateparkKidsRoastMe',
    prank:
      'SkateboardSecretSkill SkateparkCheerSquad NewSkateDeckReveal SkaterInDisguise TeacherRollsIn SkateboardingHighFive',
    educational:
      'SkateboardingPhysics HowAnOllieWorks SkateboardHistory OlympicSkateScoring SkateboardingWheelTest SkaterSlangQuiz',
    cooking:
      'SkateboardDeckCake SkateSessionSnackBox SkateboardingDonuts SkateboardingFuelBars PicnicAtTheSkatepark HalfPipeBrownies',
    travel:
      'SkateboardingCityTour RoadTripSkateparks SkateboardParkHop BoardwalkSkateSession SkaterSecretSpots SkateboardingBeachPath',
    fashion:
      'SkateboardingFitCheck SkaterStreetStyle MySkateShoeLineup CanYouSkateboardInThat ThriftAFlannelLook SkateparkLookbook',
    wellness:
      'SkateboardingFlowState SkateboardSunsetCruise SkateboardingNightRoll CarvingMeditation SkateSlowAndSteady MorningSkaterStretch',
    speed:
      'SkateboardingSlalom FastestSkaterKickflip SkatePushSprint SkateparkLapRecord SkateboardingTenOllies RaceMeOnASkateboard',
    music:
      'SkateboardingSongEdit SkateboardWheelSounds ThreeChordSkatePunk SkateboardingGrindBeat SkaterDrumOnDeck TonyHawkSoundtrack',
    art: 'SkateboardDeckArt SkaterPhotoShoot SkateparkMural FisheyeSkateClip SkateboardingZine CustomGriptapeDesign',
    tech: 'SkateboardingSlowMo SkateboardCamMount ElectricSkateBuild AISkaterCoach SkateboardingSpeedApp SkateparkTimelapse',
    pet: 'SkateboardingDog CatOnASkateboard KittenVsSkater PupLearnsSkateboarding SkateboardingPawPush SkateDeckPetBed',
    gaming:
      'SkateboardComboScore GameOfSkateNight SkaterCareerMode SkateparkLevelEditor SkateboardingTrickDice FingerboardLeague',
  },
  llama: {
    dance:
      'LlamaStrut DramaLlamaDance LlamaNeckGroove LlamaHopAndPose NoProbLlamaMove LlamaPompomShake',
    fitness:
      'LlamaNeckStretch YogaWithLlamas LlamaPackCarry LlamaHillHike LlamaDodgeDrill LungeLikeALlama',
    prank:
      'LlamaOnTheShelf PlushLlamaAmbush LlamaCutoutPhotobomb LlamaMaskVideoCall LlamaPinataDelivery SurpriseLlamaStickers',
    educational:
      'WhyLlamasSpit LlamaVsAlpaca LlamaGuardFacts LlamaWoolToYarn WhatLlamaHumsMean IncaLlamaHistory',
    cooking:
      'LlamaCakePops LlamaCupcakes LlamaSugarCookies MarshmallowLlamas LlamaPancakes NoDramaLlamaLatte',
    travel:
      'LlamaFarmVisit LlamaTrekHike AndesLlamaSpotting LlamaMachuPicchuSelfie FindALlamaNearYou LlamaPettingZooTrip',
    fashion:
      'LlamaSweaterFitCheck LlamaPrintThreeWays DIYLlamaPompomEarrings StyleALlamaPoncho KnitALlamaBeanie DressLikeALlama',
    wellness:
      'NoDramaLlamaReset LlamaWalkTherapy LlamaYogaFlow LlamaPettingHour LlamaHumBreathing BeCalmAsALlama',
    speed:
      'LlamaDrawIn30 SayLlamaFast LlamaOrAlpacaRapidFire LlamaAgilityRun PlushLlamaStack FindTheLlamaTimer',
    music:
      'LlamaHumAlong DramaLlamaBallad LlamaRhymeBattle LlamaSoundRemix LlamaKazooCover PanFluteLlamaJam',
    art: 'LlamaInOneLine YarnLlamaCraft PaperLlamaPinata PompomLlama LlamaWatercolor LlamaWoolFelting',
    tech: 'LlamaFaceFilter LlamaHumSoundboard LlamaFarmLiveCam LlamaOrAlpacaApp 3DPrintALlama MakeALlamaStickerPack',
    pet: 'PetLlamaCostume DogMeetsALlama LlamaPlushFetch LlamaToyUnboxing LlamaSweaterKitty LlamaCutReveal',
    gaming:
      'LlamaLootHunt MinecraftLlamaCaravan LlamaSpitDodge LlamaCardGameDuel LlamaPictionary GuessMyLlamaCharade',
  },
  'game night': {
    dance:
      'GameNightVictoryDance WinnerWiggle GameNightLoserLimbo GameNightDiceShuffle CongaLineAtGameNight GameNightMoveCards',
    fitness:
      'GameNightDiceReps DeckOfCardsWorkout GameNightLoserPushups TwisterGameNight GameNightPlankOff GameNightSquatPenalty',
    funny:
      'GameNightSoreLosers GameNightRuleDebate EveryGameNightPlayer GameNightTrashTalk GameNightPokerFace UnoReverseBetrayal',
    prank:
      'GameNightFakeRule GameNightBlankCards SwappedDiceSurprise GameNightLoserTrophy GoldenGameNightInvite GameNightPuzzleSwap',
    educational:
      'GameNightProbability DiceOddsMath GameNightOrigins GameNightStrategyTip GameNightChessHistory TeachBackAtGameNight',
    cooking:
      'GameNightSnackBoard GameNightDicePizza CardSuitCookies GameNightSliderBar GameNightChipAndDip MocktailsForGameNight',
    travel:
      'GameNightCafeCrawl GameNightOnTheRoad GameNightCabinRetreat GameNightAbroad TrainRideCardGames CampfireGameNight',
    fashion:
      'ComfyGameNightFit MatchingGameNightTees GameNightMeepleCosplay GameNightDressAsPiece GameNightWinnersCrown CardSuitNailArt',
    wellness:
      'GameNightPhoneBasket GameNightLaughTherapy GameNightThankYouRound GameNightSlowPuzzle GoodSportGameNight UnpluggedGameNight',
    speed:
      'GameNightSpeedRound GameNightLightningQuiz Charades60Seconds GameNightJengaBlitz GameNightSketchDash RaceToSetUpGameNight',
    music:
      'GameNightNameThatTune GameNightHumAndGuess GameNightKaraokeRound MusicalChairsFinale GameNightLyricFinish PickTheGameNightAnthem',
    art: 'GameNightDiyBoard GameNightDrawingRound HandPaintedCardDeck GameNightScoreboard GameNightPaintMeeples RedrawGameNightBoxArt',
    tech: 'GameNightAIHost GameNightScoreApp PhoneAsBuzzerHack GameNightJackboxSetup ProjectorGameNight GameNightRandomPicker',
    pet: 'GameNightPetReferee PawRollsTheDice GameNightCatOnTheBoard GameNightDogMascot GameNightPupPicks LapWarmerAtGameNight',
  },
  'hot chocolate': {
    dance:
      'HotChocolateShuffle HotChocolateMugTwirl MarshmallowBounce DanceWhileCocoaCools SipAndSwayHotChocolate HotChocolateHappyFeet',
    fitness:
      'RunForHotChocolate HotChocolateEarnedIt HotChocolateSledPull SkateLapsForCocoa SnowShovelWorkout HotChocolateMugCurls',
    funny:
      'HotChocolateMustache HotChocolateSnobReview CocoaMarshmallowRatio TooHotChocolateFace HotChocolateSkinDrama WhippedCreamOverload',
    prank:
      'HotChocolateBombNote HotChocolateMugMessage DoorstepHotChocolate SnowDayCocoaBar WakeUpToHotChocolate SecretMarshmallowFace',
    educational:
      'BeanToHotChocolate WhyMarshmallowsFloat HotChocolateHistory AztecHotChocolate HotChocolateEffectDemo HotChocolateVsCocoa',
    travel:
      'HotChocolateCrawl HotChocolateInParis ChristmasMarketCocoa HotChocolateSkiLodge BestHotChocolateInTown SummitHotChocolate',
    fashion:
      'HotChocolateCozyFit CocoaBrownMonochrome MatchYourHotChocolate HotChocolateMugPose HotChocolateDateOutfit ApresSkiHotChocolate',
    wellness:
      'HotChocolateSlowSip HotChocolateGratitude CozyCocoaEvening HotChocolateRainWatch HotChocolateJournal SnowfallQuietTime',
    speed:
      'CocoaToppingRace HotChocolateMugRelay HotChocolateWhiskDash HotChocolateIn60Secs FastestHotChocolateBar MarshmallowStackTimer',
    music:
      'HotChocolateSongCover HotChocolateJazz FireplaceCocoaJam HotChocolateSpoonChime HotChocolateLullaby PolarExpressSingAlong',
    art: 'HotChocolateLatteArt PaintAHotChocolateMug CocoaDustStencil HotChocolateCupDoodle HotChocolateWatercolor MarshmallowSnowman',
    tech: 'FrothedHotChocolate HotChocolateGadgetTest SmartMugHotChocolate HotChocolateSlowMoPour AIHotChocolateRecipe SelfStirringCupReview',
    pet: 'HotChocolateMugCostume CuddlesAndHotChocolate PetsNamedCocoa HotChocolatePlushToy HotChocolateSweaterPup CatOnLapHotChocolate',
    gaming:
      'LoserMakesHotChocolate MarshmallowPowerUp HotChocolateChessDuel HotChocolateCozyGames HotChocolateLegoBuild CocoaCupPong',
  },
  'duct tape': {
    dance:
      'FollowTheDuctTapeFeet DuctTapeLimbo DuctTapeSquareDance StayOnTheDuctTapeLine DuctTapeTwisterMoves StickyShoeShuffle',
    fitness:
      'DuctTapeAgilityLadder DuctTapeHopscotch DuctTapeBalanceBeam DuctTapeTargetLunges JumpTheDuctTapeLines TapeMarkSprints',
    prank:
      'DoorwayDuctTapeWeb DuctTapeGiftWrap DuctTapeBananaOnWall DuctTapeFixEverything GiantDuctTapeBow DuctTapeMummyChair',
    educational:
      'DuctTapeHistory DuctTapeStrengthTest WhyDuctTapeSticks DuctTapeApolloRescue DuctTapeBridgeLoad AdhesiveChemistry',
    cooking:
      'DonutsLikeDuctTape DuctTapeCookies IsItCakeOrDuctTape EdibleDuctTape DuctTapeSilverFondant BakeARollOfDuctTape',
    travel:
      'DuctTapeTravelHacks DuctTapeLuggageTag DuctTapeTentRepair DuctTapeBackpackPatch WrapDuctTapeOnBottle RoadTripFixItKit',
    fashion:
      'DuctTapePromDress MakeADuctTapeBowTie DuctTapeWallet DuctTapeSneakerMod RunwayInDuctTape HemWithDuctTape',
    wellness:
      'DuctTapeVisionBoard DuctTapeHabitTracker DuctTapeGratitudeWall DuctTapeCalmCorner WorriesInDuctTape NoteToSelfOnTape',
    speed:
      'DuctTapeFortIn10 DuctTapeUnrollRace DuctTapeWalletBlitz DuctTapeTallestTower TenStripsOfDuctTape QuickFixTimeTrial',
    music:
      'DuctTapeTearBeat DuctTapeDrumKit DuctTapeBoxGuitar RipTheDuctTapeRemix DuctTapeShaker StickyTapeRhythm',
    art: 'DuctTapeRoses DuctTapeSculpture DuctTapeWallMural DuctTapeStainedGlass PortraitInDuctTape SilverTapeMosaic',
    tech: 'DuctTapePhoneStand DuctTapeCableFix DuctTapeCardboardVR DuctTapeRobotArm BoomboxMadeOfDuctTape HackItWithDuctTape',
    pet: 'CatInTheDuctTapeSquare DuctTapeBoxTunnel DuctTapePetBed DuctTapeLineDogStay DuctTapeTreatMaze KittenVsTapeRoll',
    gaming:
      'DuctTapeArmorCosplay DuctTapeFloorCheckers DuctTapeLaserMaze DuctTapeSwordLARP TicTacToeInDuctTape HallwayPacMan',
  },
  spoon: {
    dance:
      'SpoonBalanceDance SpoonClackShimmy SpoonConductorMoves EggAndSpoonShuffle StirItUpGroove WoodenSpoonTwirl',
    fitness:
      'EggAndSpoonLunges SpoonBalanceSquats SpoonNosePlank SpoonRelayBurpees SpoonInMouthWalk SteadyHandCircuit',
    prank:
      'AllSpoonsNoForks TinySpoonSurprise SpoonLadleSwap HideEverySpoon SpoonStuckInJello GiantSpoonBreakfast',
    educational:
      'WhyMetalSpoonsGetHot WhySpoonsFlipYou SpoonStringBell SpoonCatapultPhysics SpoonBalanceTrick SpoonMaterialsQuiz',
    cooking:
      'OneSpoonBites ChocolateDippedSpoons SpoonfulTiramisu SpoonDropCookies WoodenSpoonRisotto SpoonBreadBake',
    travel:
      'SouvenirSpoonHunt GreasySpoonDinerTour SpoonAntiqueMarket GelatoSpoonCrawl PackASpoonTravelHack SpoonOfLocalHoney',
    fashion:
      'SpoonRingDIY SpoonJewelryHaul SpoonHairClipTutorial MakeASpoonPendant ForkAndSpoonBracelet FitCheckInASpoon',
    wellness:
      'MindfulSpoonful SpoonCarvingCalm SpoonMeditationBell HoneySpoonPause TeaspoonOfGratitude SlowStirMorning',
    speed:
      'EggAndSpoonRace SpoonFlipIntoMug SpoonStackTower SpoonOnNoseTimer CerealScoopSprint TenSpoonsOneMinute',
    music:
      'PlayTheSpoons SpoonBeatCover SpoonGlassXylophone SpoonsOnKneeSolo WoodenSpoonConductor KitchenDrumKit',
    art: 'WoodenSpoonCarving SpoonPuppetFamily SpoonSelfPortrait SpoonWindChime PlasticSpoonMirror SpoonPetalMosaic',
    tech: 'SpoonPhoneStandHack SpoonSlowMoDrop SmartSpoonTest SpoonRobotArmBuild DigitalSpoonScale AIDesignsASpoon',
    pet: 'CatVsSpoonOnTable DogFindsTheSpoon PetSpoonReflection SpoonFlipKibbleCatch SpoonTapRollCall HideTheSpoonGame',
    gaming:
      'SpoonsCardGameNight SpoonOnlyRun GoldenSpoonQuest SpoonCatapultTarget SilverwareSpeedrun SpoonWeaponBuild',
  },
  mug: {
    dance:
      'MugBalanceDance NoSpillMugShuffle MugSipSway MugClinkChoreo MorningMugMoonwalk CoffeeBreakBoogie',
    fitness:
      'MugCurls MugOnBackPlank MugLateralRaises MugInMicrowaveSquats FullMugLunges CoffeeBreakWorkout',
    funny:
      'MugCollectionRoast WhoStoleMyMug MugCabinetAvalanche OfficeKitchenMugWar MugSaysItAll WorldsOkayestMug',
    educational:
      'WhyMugsHaveHandles HowMugsAreMade MugInsulationShowdown MugGlazeChemistry CeramicKilnFacts MugShapeCoolingTest',
    cooking:
      'OneMinuteMugCake MicrowaveMugOmelet MugPizzaHack MugMacAndCheese MugCinnamonRoll CocoaBombMelt',
    travel:
      'MugFromEveryCity TravelMugRoadTrip SouvenirMugHunt MugPotteryVisit MugCampsiteSunrise LocalCafeMugCrawl',
    fashion:
      'DressLikeYourMug CozyMugSweaterLook MugNailArt PrintYourMugOnATee CoffeeBreakFitCheck MugWarmMittenSelfie',
    wellness:
      'MugOfTeaUnwind WarmMugBreathing MorningMugRitual MugGratitudeSip MugJournalingHour SlowSteamWatch',
    speed:
      'MugStackRace MugRelayNoSpill MugWashUpTimer MugCabinetSortBlitz TenMugPyramid CoffeeBreakDash',
    music:
      'MugXylophone MugClinkHarmony MugRhythmBeat TapYourMugMelody CupSongWithAMug KettleWhistleSolo',
    art: 'MugSharpieDesign ThrowAMugOnTheWheel PaintYourOwnMug MugStillLifeSketch MugOfYourFace CoffeeRingDoodles',
    tech: 'SmartMugTest MugWarmerReview SelfStirringMug MugSublimationPrint MugCoolingTimelapse LEDCoasterBuild',
    pet: 'CatVsMugOnTable KittenInAMug DogNoseInMyMug PetPortraitMug WhatFitsInAMug MugOfTreatsReveal',
    gaming:
      'MugPongTrickShot ShellGameWithMugs MugDiceTower LoserWashesTheMugs MugChampionTrophy MugStackingJenga',
  },
  salad: {
    dance:
      'SaladSpinnerTwirl SaladTongsClap SaladBowlBounce ShakeTheSaladJar FruitSaladShuffle SaladBarStrut',
    fitness:
      'SaladSpinnerCardio KaleBunchCurls RunToTheSaladBar SaladGardenSquats PostWorkoutSalad SaladStreakWeek',
    funny:
      'DramaticSaladReview SaladDressingDebate CroutonHunt SaladForDinnerFaces TinySaladBigPlate SaladVsPizzaStandoff',
    prank:
      'SaladLookalikeCake GummySaladSurprise SaladLeafMessage SaladInADonutBox SaladDessertFakeout CerealCroutonSwap',
    educational:
      'WhyLettuceWilts CaesarSaladHistory WhySaladDressingSplits SaladGreensQuiz GrowASaladOnTheSill SaladNutritionFacts',
    travel:
      'SaladsAroundTheWorld FarmersMarketSalad GreekSaladInGreece TasteTheLocalSalad CaesarSaladInTijuana SaladPicnicSpot',
    fashion:
      'SewALettuceHem SaladGreenMonochrome SaladDateFitCheck WearYourSaladColors MakeSaladEarrings PicnicSaladOutfit',
    wellness:
      'MindfulSaladMaking RainbowSaladHabit SaladGardenHarvest SaladLunchOutdoors GrowYourGreens Salad30DayStreak',
    speed:
      'FiveMinuteSalad SaladAssemblyRace SaladSpinnerSpeedrun SaladJarPackBlitz LettuceWrapRelay SaladToppingCountdown',
    music:
      'SaladSpinnerBeat SaladCrunchASMR FruitSaladSingAlong SaladBowlDrumming SaladVeggieOrchestra CarrotFluteTune',
    art: 'SaladMandala SaladFacePortrait SaladStillLifeSketch SaladLeafPrints PlateASaladMasterpiece RadishRoseCarving',
    tech: 'AISaladCombo SaladSpinnerHack SaladGadgetTest HydroponicSaladTower SaladNutritionScanner SmartGardenHarvest',
    pet: 'BunnySaladBar GuineaPigSaladParty SaladTortoiseFeast SaladBowlCatNap PetVsSaladSpinner ParrotChopSalad',
    gaming:
      'OvercookedSaladLevel SaladToppingTierList SaladIngredientBingo PointSaladGameNight SaladFarmSpeedrun VeggieMemoryCards',
  },
  kite: {
    dance:
      'KiteTailTwirl KiteDanceInTheWind KiteStringSway KiteFlyingFootwork MoveLikeAKite SwoopWithYourKite',
    fitness:
      'KiteLaunchSprints RunTillYourKiteFlies KiteHillRepeats ReelInYourKite KiteSquatHold KiteFlyingCardio',
    funny:
      'KiteLaunchFail KiteVsWind KiteTangledDads TheKiteEatingTree UncleKiteExpert FirstFlightFlop',
    prank:
      'KiteMessageInTheSky SurpriseKiteBanner KitePhotobomb BackyardDragonFlyby KiteCarriesTheGift FakeKiteInTheTree',
    educational:
      'HowKitesFly WhyKitesNeedTails KiteHistoryChina KiteAngleOfAttack KiteWindSpeedTest FranklinKiteExperiment',
    cooking:
      'KiteCookies KiteShapedSandwich KiteFlyingPicnic FruitKitePlatter LemonadeForKiteDay KiteTailPretzels',
    travel:
      'KiteFestivalTrip KiteBeachDay BestKiteFlyingSpots FlyAKiteInEveryCity KiteHillHunt KiteInMyCarryOn',
    fashion:
      'KitePrintOutfit ScarfLikeAKiteTail KiteWindbreakerLook KiteColorBlocking FitCheckWithAKite DressToMatchYourKite',
    wellness:
      'KiteSkyGazing KiteFlyingReset KiteStringMeditation WriteAWorryOnAKite SlowDayWithAKite KiteAndBreathe',
    speed:
      'KiteLaunchRace ReelInYourKiteFast KiteBuildTimer KiteRelayHandoff KiteUpInTenSeconds FastestToTheSky',
    music:
      'LetsGoFlyAKiteCover KiteStringHum SoundtrackForMyKite KiteFlyingUkulele KiteBeachJam SingToYourKite',
    tech: 'KiteAerialPhoto KiteWindSpeedApp KiteLEDNightFlight GoProOnAKite HowHighIsMyKite Kite3DPrintedFrame',
    pet: 'KiteChasingPup KiteDayWithMyDog PetMeetsAKite KiteShadowChase KiteBeachFetch CatVsKiteTail',
    gaming:
      'KiteHeightScore KiteStuntBattle KiteBingoInThePark LandYourKiteOnTarget KiteTagGame WhoseKiteFliesLongest',
  },
  volcano: {
    dance:
      'EruptLikeAVolcano VolcanoRumbleStomp FloorIsLavaVolcanoHop VolcanoSmokeWave VolcanoHulaSway VolcanoBoomBounce',
    fitness:
      'VolcanoHike VolcanoSquatBlast TenVolcanoJumps VolcanoEruptionBurpees VolcanoPlankHold FloorIsLavaCardio',
    funny:
      'VolcanoExperimentFails ScienceFairVolcanoDad VolcanoAsACoworker IfVolcanoesCouldTalk LavaFloorSkit VolcanoOverflowPanic',
    prank:
      'VolcanoCakeSurprise EruptionInTheSink VolcanoBathBombGift VolcanoMiniDeskKit VolcanoPopUpCard ConfettiVolcanoReveal',
    cooking:
      'EruptingVolcanoCake VolcanoNachos VolcanoMashedPotatoes VolcanoSodaFloat VolcanoBreadBowl MiniVolcanoCupcakes',
    travel:
      'VolcanoNationalPark VolcanoCraterHike VolcanoSunriseSummit BlackSandVolcanoBeach LavaFieldWalk PompeiiVolcanoTour',
    fashion:
      'VolcanoHikingFit VolcanoStoneJewelryDIY VolcanoEmberMakeup VolcanoTieDyeTee DressLikeAVolcano LavaRedLook',
    wellness:
      'VolcanoBreathing VolcanoHotSprings VolcanoFeelingsCheck VolcanoStoneMassage CoolYourInnerVolcano LetOffSteamReset',
    speed:
      'VolcanoBuildRace TallestVolcanoEruption VolcanoFizzTimer VolcanoNameBlitz FindTenVolcanoesFast LavaCountdown',
    music:
      'VolcanoRumbleBeat VolcanoBassDrop SingTheVolcanoSong VolcanoFizzASMR VolcanoSoundtrack EruptionDrumSolo',
    art: 'VolcanoClayModel VolcanoPapierMache PaintAVolcanoAtNight VolcanoSaltPainting ChalkVolcanoMural LavaPourArt',
    tech: 'WatchAVolcanoLiveCam VolcanoTrackerApp VolcanoQuakeSensor VolcanoARModel SlowMoVolcanoEruption Volcano3DPrint',
    pet: 'PetVsVolcano VolcanoDogCostume VolcanoPlushToy VolcanoCatTower EruptionDoubleTake SnoringLikeAVolcano',
    gaming:
      'VolcanoLevelRun VolcanoIslandBuild FloorIsLavaGame VolcanoBossFight VolcanoEscapeRoom RaceDownTheVolcano',
  },
  starbucks: {
    dance:
      'StarbucksCupSway StarbucksDriveThruBop FrappuccinoShuffle RunToStarbucksStrut MyStarbucksOrderDance StarbucksLineGroove',
    fitness:
      'StarbucksRunClub WalkToStarbucks EarnYourStarbucks BikeToStarbucks LatteLunges StarbucksCupCurls',
    funny:
      'StarbucksNameFail LongestStarbucksOrder StarbucksTallIsSmall StarbucksRewardsMath BaristaVoiceSkit IfStarbucksWasHonest',
    prank:
      'SurpriseStarbucksDrop StarbucksCupKindNote PayItForwardStarbucks StarbucksGiftCardTrail StarbucksOrderByHeart BirthdayDrinkAmbush',
    educational:
      'FirstStarbucksStory WhyStarbucksSaysVenti WhoIsTheStarbucksSiren StarbucksBeanOrigins StarbucksCaffeineQuiz HowFrappuccinoIsMade',
    travel:
      'StarbucksCityMugs StarbucksRoasteryVisit StarbucksFirstStore StarbucksKyotoTeahouse TryStarbucksAbroad PrettiestStarbucksHunt',
    fashion:
      'StarbucksRunOutfit StarbucksTumblerMatch StarbucksGreenFit DressAsYourStarbucks SweaterInLatteTones StarbucksDateLook',
    wellness:
      'StarbucksJournalDate StarbucksSlowMorning StarbucksReadingHour StarbucksCatchUpChat UnplugAtStarbucks DecafEveningRitual',
    speed:
      'StarbucksOrderSpeedrun StarbucksCopycatRace TimeTheStarbucksLine NameTenStarbucksDrinks LatteArtCountdown StarbucksMenuMemory',
    music:
      'StarbucksLofi StarbucksOpenMic StarbucksCafeJazz SingYourStarbucksOrder CupSongWithStarbucks FrappuccinoJingle',
    art: 'StarbucksCupArt StarbucksSleeveDoodles StarbucksLogoSketch PaintAStarbucksTumbler FrappuccinoWatercolor StarbucksPeopleDrawing',
    tech: 'StarbucksAppHack StarbucksWiFiWorkday StarbucksLaptopSetup AIPicksMyStarbucks MobileOrderSpeedTest StarbucksFrotherReview',
    pet: 'PetStarbucksRun StarbucksPatioPuppy StarbucksDriveThruDog CatNameOnStarbucksCup StarbucksStrollWithPup ParrotOrdersStarbucks',
    gaming:
      'GuessTheStarbucksDrink FrappuccinoTierList StarbucksChessMatch LoserBuysStarbucks StarbucksBingoCard StarbucksGameNight',
  },
  'bubble wrap': {
    dance:
      'BubbleWrapStompStep BubbleWrapTipToe PopAndLockBubbleWrap BubbleWrapTwist TapDanceOnBubbleWrap MoonwalkOnBubbleWrap',
    fitness:
      'BubbleWrapHighKnees BubbleWrapJumpingJacks BubbleWrapPlankTaps BubbleWrapBearCrawl PopEveryBubbleSquats SquishyLunges',
    funny:
      'BubbleWrapTemptation BubbleWrapSumo BubbleWrapHoarder DadVsBubbleWrap OnePopAtATime WrappedInBubbleWrap',
    educational:
      'BubbleWrapHistory WhyBubbleWrapPops BubbleWrapWasWallpaper BubbleWrapAirPressure BubbleWrapWindowTest WhyBoxesNeedPadding',
    cooking:
      'BubbleWrapChocolate BubbleWrapFondant BubbleWrapSugarGlass MeringueOnBubbleWrap BubbleWrapCandyBowl HoneycombToffeeBark',
    travel:
      'BubbleWrapSuitcaseHack BubbleWrapSouvenirs FragileFindsBubbleWrap BubbleWrapInMyCarryOn BubbleWrapPotteryHaul FleaMarketBubbleWrap',
    fashion:
      'BubbleWrapDress BubbleWrapRunway MakeABubbleWrapPuffer BubbleWrapHeadpiece FitCheckInBubbleWrap PopCouture',
    wellness:
      'BubbleWrapStressRelief BubbleWrapMindfulPop BubbleWrapBarefootWalk BubbleWrapWorryRelease OneBubblePerBreath SquishSensoryBreak',
    speed:
      'BubbleWrapPopRace BubbleWrapRelay EveryBubbleIn60 BubbleWrapPackingBlitz BubbleWrapRollOutTimer FragileBoxCountdown',
    music:
      'BubbleWrapBeat BubbleWrapDrumSolo BubbleWrapASMR RemixWithBubbleWrap PopPercussion BubbleWrapSymphony',
    art: 'BubbleWrapFishScales BubbleWrapSculpture BubbleWrapLampshade BubbleWrapCanvas PaintWithBubbleWrap PopArtStamps',
    tech: 'BubbleWrapDropTest SlowMoBubbleWrapPop BubbleWrapDecibelMeter BubbleWrapPhoneArmor RobotVsBubbleWrap BubbleWrapKeyboardASMR',
    pet: 'PetVsBubbleWrap BubbleWrapPawWalk BubbleWrapKittenPounce BubbleWrapDogTiptoe CatSitsOnBubbleWrap BubbleWrapTreatHunt',
    gaming:
      'BubbleWrapTicTacToe BubbleWrapBattleship BubbleWrapMinesweeper BubbleWrapHighScore DontPopTheLastBubble ConnectFourBubbleWrap',
  },
  taco: {
    dance:
      'TacoTuesdayDance TacoShuffle TacoShellShimmy TacoTruckTwist WaitingForTacosWiggle SalsaStepChallenge',
    fitness:
      'TacoFoldCrunch TacoTuesdayWorkout TacoTruckQueueSquats RunForTacos EarnYourTacos SalsaCardio',
    funny:
      'HardShellTacoStruggle TacoSportsCommentary TacoDripDisaster TacoOrderOverthinker EveryDayIsTacoTuesday TortillaFlipFiasco',
    prank:
      'DessertTacoSwap TacoLookalikeCake SurpriseTacoLunch TacoBlanketWrapUp TacoPlushieAmbush TacoDoorstepDelivery',
    educational:
      'TacoHistoryInAMinute WhereTacosComeFrom TortillaScience TacoStylesMap TacoFillingsQuiz TacoVsBurritoFacts',
    travel: 'TacoTruckTour TacoCrawl TacoStandHunt TacoFestivalVisit BestTacoInTown TaqueriaHop',
    fashion:
      'TacoTuesdayFit TacoPrintThreeWays TacoEarringsDIY DressedAsATaco MatchingTacoTees TacoNightLook',
    wellness:
      'TacoNightGratitude MindfulTacoAssembly TableTalkTuesday TacoPicnicPause TacoRainbowVeggies PhoneFreeTacoDinner',
    speed:
      'TacoAssemblyRace TacoFoldSpeedrun TenTacoTimeTrial TacoShellStackTimer TacoToppingBlitz TortillaPressDash',
    music:
      'TacoTuesdayJingle TacoTruckTune TacoCrunchASMR TacoMariachiCover RapAboutTacos SalsaJarShaker',
    art: 'TacoDoodle TacoClaySculpt TacoCharacterComic RainbowTacoSpread TacoPlatterArt PapelPicadoCutting',
    tech: 'AITacoRecipe TacoGadgetTest TacoTruckFinderApp Taco3DPrintedStand TacoTimeLapseBuild SmartTortillaPress',
    pet: 'PetTacoCostume DogTacoBedNap CatTacoPlushToy TacoBlanketPuppy TacoBandanaPhotoshoot TacoSquishyFetch',
    gaming:
      'TacoCatGoatCheesePizza TacoTuesdayTournament TacoStandTycoon TacoGameNight LoserBuysTacos MarioKartForTacos',
  },
  'road trip': {
    dance:
      'RoadTripRestStopDance RoadTripSeatBop RoadTripHandJive WelcomeSignRoadTripHop GasStationShuffle RoadTripSingAndSway',
    fitness:
      'RoadTripStretch RestStopRoadTripHIIT RoadTripLungeBreak RoadTripStateLineReps RoadTripPlankPause ScenicViewpointSquats',
    funny:
      'RoadTripSnackRating RoadTripCharacters RoadTripBackseatDriver RoadTripWrongTurnSaga DadOnARoadTrip AreWeThereYet',
    prank:
      'SurpriseRoadTrip MysteryRoadTrip RoadTripSnackStash RoadTripFakeDetour RoadTripCarDecor BalloonFilledBackseat',
    educational:
      'RoadTripHistoryStops RoadTripGeologyFacts RoadTripLandmarkQuiz RoadTripFuelMath KidsPlanTheRoadTrip LicensePlateGeography',
    cooking:
      'RoadTripSnackBox RoadTripTrailMixBar RoadTripSandwichPrep PackARoadTripCooler NoCrumbRoadTripBites CampStoveLunch',
    fashion:
      'RoadTripComfyLayers RoadTripSunglassLineup RoadTripBandanaTies GasStationFitCheck OneBagRoadTripCapsule OneJacketRoadTrip',
    wellness:
      'RoadTripSunsetPause RoadTripSilentHour RoadTripGratitudeMiles SlowRoadTripSunday WindowsDownBreathe MindfulRoadTripStop',
    speed:
      'RoadTripPackingRace RoadTripCarTetris RoadTripFuelUpSprint BeatTheRoadTripETA RoadTripPitStopTimer TollBoothCoinDash',
    music:
      'RoadTripSingAlong RoadTripAnthemVote RoadTripHarmonica NameThatTuneRoadTrip CarKaraoke RoadTripDashboardDrums',
    art: 'RoadTripSketchbook RoadTripPhotoJournal PaintARoadTripPostcard RoadTripPolaroidWall RoadTripMapCollage MileMarkerWatercolor',
    tech: 'RoadTripHyperlapse RoadTripAppHacks RoadTripEVChargerHunt DashCamRoadTripReel RoadTripTechSetup OfflineMapsTest',
    pet: 'PetRoadTrip RoadTripWithMyDog RoadTripCatCarrier RoadTripPuppyPassport SeatbeltHarnessCheck SniffStopsOnRoadTrips',
    gaming:
      'RoadTripBingo RoadTripISpy RoadTrip20Questions LicensePlateGame AlphabetRoadTripHunt BackseatRoadTripUno',
  },
  countdown: {
    dance:
      'CountdownFreezeDrop CountdownTenMoves CountdownConfettiSpin NewYearsCountdownJig DanceTheCountdown ClockStrikeStomp',
    fitness:
      'CountdownLadderReps CountdownPlankHold CountdownBurpeePyramid CountdownJumpRope SquatTheCountdown TickingClockTabata',
    funny:
      'CountdownToBedtime MomsCountdownVoice CountdownFalseStart ThreeTwoOneNegotiation CountdownMathFails WrongCountdownTimeZone',
    prank:
      'CountdownToNothing CountdownToASurprise CountdownMysteryBox CountdownBalloonPop SecretCountdownNotes ConfettiAtZero',
    educational:
      'CountdownNumbersRound CountdownLettersGame CountdownBackwardsMath WhyRocketsCountdown CountdownInSpanish WhyNewYearsCountdown',
    cooking:
      'CountdownClockCake CountdownDinnerRush CountdownTwelveGrapes CountdownMugBrownie NewYearsCountdownBites MidnightSnackBoard',
    travel:
      'CountdownToVacation CountdownTimesSquare WatchACountdownAbroad RocketLaunchCountdown NewYearsEveTrip CountdownPackingList',
    fashion:
      'CountdownPartyFit CountdownSequinLook CountdownGlitterGlowUp CountdownMakeupGlam OutfitChangeCountdown MidnightVelvetDress',
    wellness:
      'CountdownBreathing CountdownToCalm CountdownIntentions CountdownCandleWish SleepCountdownRoutine FiveFourThreeGrounding',
    music:
      'CountdownBeatDrop FinalCountdownKazoo CountdownDrumroll CountdownAuldLangSyne CountdownSingalong NewYearsEveAnthem',
    art: 'CountdownCalendarCraft CountdownClockPainting CountdownAdventChain ChalkboardCountdown CountdownCandleCarving FireworkSplatter',
    tech: 'CountdownTimerBuild CountdownWidgetSetup CountdownLEDDisplay CountdownStreamOverlay SmartSpeakerCountdown DigitalClockDIY',
    pet: 'CountdownTreatTrick CountdownDogStayTest CountdownFireworkCalm CatIgnoresTheCountdown PetPartyCountdown KittenPounceOnZero',
    gaming:
      'CountdownLettersGame CountdownEscapeRoom CountdownBoggleRound BeatTheCountdownLevel TimesUpCharades CountdownSpeedrunSplit',
  },
  'drive thru': {
    dance:
      'DriveThruSeatDance DriveThruLineGroove DriveThruCarShimmy DancingInTheDriveThru DriveThruMenuMoves CupholderSalsa',
    fitness:
      'SkipTheDriveThruWalk DriveThruSeatStretch DriveThruWaitAbs BikeThroughDriveThru DriveThruProteinPick ParkFarAndStride',
    prank:
      'PayItForwardDriveThru DriveThruCompliment HomeDriveThruWindow DriveThruThankYouCard DriveThruStaffCookies BackseatSurpriseShake',
    educational:
      'DriveThruHistory HowDriveThrusWork WhyFriesGetSoggy DriveThruMenuTricks DriveThruOrderMath DriveThruSpeedScience',
    cooking:
      'DriveThruAtHome DriveThruMilkshake DriveThruSauceLab CopycatDriveThruBurger HomemadeDriveThruWrap OvenFriesRemake',
    travel:
      'DriveThruSafari DriveThruTreeTunnel DriveThruHolidayLights DriveThruWeddingChapel RegionalDriveThruHunt WeirdestDriveThruEver',
    fashion:
      'DriveThruFitCheck PajamasToTheDriveThru DressedUpForDriveThru DriveThruShadesRanking DriveThruHoodieHero MilkshakePastelLook',
    wellness:
      'DriveThruKindness DriveThruCarPicnic DriveThruSunsetSip DriveThruLinePatience SmileAtTheDriveThru MindfulMilkshake',
    speed:
      'DriveThruTimeTrial DriveThruRapidOrder DriveThruMenuMemory DriveThruChangeCount FastestDriveThruInTown ComboNumberBlitz',
    music:
      'SingYourDriveThruOrder DriveThruJingle RapTheDriveThruMenu DriveThruCarKaraoke DriveThruBeatbox FryBagPercussion',
    art: 'DriveThruSignSketch DriveThruNightPhoto DriveThruNeonPainting DriveThruCupDoodle PaintADriveThruScene FrenchFryMosaic',
    tech: 'DriveThruAIOrder DriveThruWaitTracker DriveThruAppDeals DriveThruDigitalMenu DashCamDriveThruRun CarCupholderGadget',
    pet: 'PetDriveThruReaction DriveThruDogWindow CatAtTheDriveThru DriveThruTreatForPup PuppyOrdersAtDriveThru DriveThruParrotSays',
    gaming:
      'DriveThruOrderGame DriveThruBingo DriveThruRushHourLevel GuessTheDriveThruTotal DriveThruTycoonBuild BackseatTriviaRound',
  },
  'windy day': {
    dance:
      'WindyDayHairFlipDance WindyDayRibbonSpin LeanIntoTheWind WindyDayFreestyle SwayLikeAWindyTree WindyDayCoatCape',
    fitness:
      'WindyDayHeadwindWalk WindyDayKiteSprints WindResistanceJog WindyDayParachuteRun BeatTheWindyHill PlankInTheBreeze',
    prank:
      'WindyDayPaperPlaneNote WindyDayBubbleSurprise FakeWindMachine WindyDayRibbonDoor WindyDayBalloonGift PinwheelGardenWelcome',
    educational:
      'WindyDayPinwheelTest WhereWindComesFrom WindyDayBeaufortScale WindyDayPressureMap WhyIsItWindyToday HowSailsCatchAir',
    cooking:
      'WindyDaySoup WindyDayKiteCookies WindyDayHotCider WindyDayBreadBake CozyWindyDayStew BreezyPicnicBasket',
    travel:
      'WindyDayBeachWalk WindyDayLighthouse WindyDayWindmillVisit FindTheWindiestSpot KiteFestivalTrip WindyDayFerryRide',
    fashion:
      'WindyDayOutfitTest WindyDayHairFix WindbreakerThreeWays DressForAWindyDay SkirtVsWindyDay WindyDayBraidUpdo',
    wellness:
      'WindyDayLetGo WindyDayMindfulWalk WindyDayChimes WorriesOnTheWind WatchTheTreesDance WindyDayWindowSit',
    speed:
      'WindyDayPaperPlaneRace WindyDayLeafCatch WindyDayHatChase WindyDayBubbleCount FastestKiteOnAWindyDay PinwheelSpinTimer',
    music:
      'WindChimeMelody WindyDayWhistleSong WindyDayBottleBlow RecordTheWindyDay WindyDayHarmonica HowlingGaleSoundscape',
    art: 'WindyDayKiteBuild WindyDayPinwheelCraft WindSockDesign WindyDayStrawPainting PhotographAWindyDay BreezeBlownBubbleArt',
    tech: 'WindyDayTurbineBuild WindyDayWeatherStation HomemadeAnemometer WindyDaySpeedMeter WindNoiseMicFix FilmAWindyDaySlowMo',
    pet: 'WindyDayFlappyEars WindyDayDogWalk CatVsTheWindyDay WindyDayPuppyZoomies PetFurInTheWind LeafChasingPup',
    gaming:
      'WindyDayBoardGames WindyDayBalloonKeepUp WindyDayBubbleBattle WindyDayKiteDuel CardsVsTheWindyDay ZeldaParagliderRoute',
  },
  basket: {
    dance:
      'LaundryBasketShuffle PicnicBasketSwing BasketOnHeadSway BasketPassDance BasketWeaveSteps HarvestFestivalStomp',
    fitness:
      'LaundryBasketSquats BasketCarryLunges FullBasketFarmerWalk BasketOverheadPress BasketPushSlide GroceryBagDeadlift',
    funny:
      'OneBasketNoCart EggsInOneBasket LaundryBasketMountain BasketRegiftingSaga PicnicBasketVsAnts GiftBasketUnboxing',
    prank:
      'BalloonLaundryBasket DoorstepGiftBasket TinyBasketSwap MayDayBasketDitch BasketOfKindNotes EasterBasketClueHunt',
    educational:
      'HowBasketsAreWoven BasketWeaveGeometry WickerVsRattanQuiz BasketMakingTraditions GuessTheBasketFiber EasterBasketOrigins',
    cooking:
      'WatermelonBasketCarve PicnicBasketFeast HomemadeBreadBasket BasketTortillaBowls BasketBerryShortcake ChocolateEggNests',
    travel:
      'BikeBasketCityTour MarketBasketHaul PicnicBasketSpotHunt BasketHotAirBalloon BasketWeaversVillage FillABasketAbroad',
    fashion:
      'BasketBagThreeWays FitCheckWithABasket WeaveABasketBelt StyleBasketWovenClogs MakeMiniBasketEarrings BirkinBasketLook',
    wellness:
      'CareBasketForAFriend CozyNightInBasket BubbleBathBasket BasketGardenHarvest BasketDeclutterSort WildflowerBasketWalk',
    speed:
      'LaundryBasketFoldRace EggHuntBasketDash PackAPicnicBasketFast BasketTossIn30 BasketAppleFillTimer GroceryUnloadSprint',
    music:
      'LaundryBasketDrum BasketShakerJam PicnicBasketSerenade BasketWickerASMR BasketBellRinging HarvestFolkSong',
    tech: 'BasketCableHideaway BasketChargingStation SmartBasketScaleTest BasketPattern3DPrint BasketLampWithLEDs AIDesignsABasket',
    pet: 'CatInTheBasket PetToyBasketPick BasketBikeRidePup BasketKittenPile DogCarriesTheBasket BasketBedMakeover',
    gaming:
      'BasketTossHighScore PicnicBasketGameNight CatchFruitInABasket TreasureBasketQuest BasketPongRound BasketBingoBoard',
  },
  'alarm clock': {
    dance:
      'AlarmClockBedsideBop AlarmClockRingRoutine DanceTillTheAlarmStops AlarmRingtoneChoreo WakeUpAlarmFreestyle SnoozeButtonShuffle',
    fitness:
      'AlarmClockPushups AlarmClockJumpingJacks AlarmClockSquatSet PlankTillTheAlarm EveryAlarmTenBurpees NoSnoozeWorkout',
    funny:
      'AlarmClockVsMe AlarmRuinedMyDream RankingAlarmRingtones TwelveAlarmsLater SnoozeButtonWars HidingTheAlarmClock',
    educational:
      'HowAlarmClocksWork AlarmClockHistory AlarmClockSleepCycles AlarmClockGearsInside SnoozeButtonScience WhyAlarmsMakeUsGroggy',
    cooking:
      'AlarmClockCookies AlarmClockCake AlarmClockCoffee OatsReadyByTheAlarm SnoozeProofBreakfast FiveMinuteAlarmMuffin',
    travel:
      'AlarmClockEarlyFlight SunriseAlarmHike TimeZoneAlarmFail AlarmBeforeTheCrowds HotelAlarmClockHack FirstTramOfTheDay',
    fashion:
      'AlarmClockToOOTD AlarmClockSleepMaskDIY AlarmClockPajamaRunway OutfitReadyBeforeAlarm AlarmThenGlowUp SnoozeModeLoungeFit',
    wellness:
      'AlarmClockNoPhoneNight AfterAlarmRitual AlarmClockSunriseLamp GentleAlarmWakeUp NoSnoozeMorning AlarmFreeSunday',
    speed:
      'AlarmClockToDoorRace BeatTheAlarm AlarmClockBedMakeDash AlarmClockCountdown RingToShoesTimer DressedBeforeAlarmEnds',
    music:
      'AlarmClockRemix MakeYourAlarmRingtone AlarmClockTickTempo AlarmClockBellSolo SingAlongToTheAlarm SnoozeButtonBeat',
    art: 'AlarmClockClaySculpt AlarmClockSteampunkMod AlarmClockPenSketch AlarmClockCollage PaintYourAlarmClock MeltingClockPainting',
    tech: 'AlarmClockTakeApart AlarmClockAppTest SmartAlarmSetup AlarmClockArduinoBuild SolveToStopTheAlarm SunriseSimulatorReview',
    pet: 'CatIsMyAlarmClock AlarmClockPetReacts AlarmClockDogHowl AlarmClockKittenPounce PuppyBeatsTheAlarm ParrotCopiesTheAlarm',
    gaming:
      'AlarmClockSpeedrun OneMoreLevelTillAlarm AlarmClockEscapeGame AlarmClockTimerTrivia AlarmClockMorningQuest DailyLoginStreak',
  },
  cardboard: {
    dance:
      'CardboardRobotDance CardboardWingsFlap CardboardTubeTwirl BreakdanceOnCardboard CardboardMoonwalk PaperRollGroove',
    fitness:
      'CardboardObstacles CardboardBoxRelay CardboardTunnelDash CardboardSledSlides FlattenCardboardSquats PaperTubeLunges',
    funny:
      'CardboardCutoutOfMe CardboardDriveThru CardboardCarRoadRage DadsCardboardInvention BoxFortRealEstateTour CardboardRocketLaunch',
    prank:
      'CardboardCutoutCameo CardboardNestingGift CardboardFakeTV CardboardDoorPortal GiantCardboardDelivery ParcelStackMaze',
    educational:
      'CardboardBridgeTest HowCardboardIsMade CardboardRecyclingQuiz WhyCardboardIsWavy CardboardChairBuild PaperPulpExperiment',
    cooking:
      'CardboardSolarOven CardboardLemonadeStand CardboardSushiConveyor CardboardBoxPicnic HomemadeCardboardCafe SunPoweredSmores',
    travel:
      'CardboardBoatRegatta CardboardLandmarkModel CardboardArrivalsSign CardboardTravelMap StayInACardboardHotel BoxCarRoadTrip',
    fashion:
      'CardboardFashionShow CardboardArmorCostume WearACardboardCrown CardboardHatCouture DesignerCardboardBag BoxDressRunway',
    wellness:
      'CardboardReadingNook CardboardCraftCalm CardboardDeclutterDay CardboardGratitudeTree MyCardboardWorryBox QuietBuildingHour',
    speed:
      'CardboardFortIn10 CardboardBoatRace CardboardFlattenDash TallestCardboardTower TapeRollBlitz CardboardSledRelay',
    music:
      'CardboardGuitarBuild CardboardDrumKit CardboardTubeKazoo CardboardRainStick JamOnCardboardBoxes ShoeboxUkulele',
    tech: 'CardboardVRHeadset CardboardArcadeMachine CardboardRobotArm CardboardHydraulicClaw ProjectorFromCardboard ShoeboxPhoneStand',
    pet: 'CardboardCatCastle CardboardPetPlayhouse CardboardHamsterMaze CardboardScratchPad DogVsCardboardBox PuppyTunnelRun',
    gaming:
      'CardboardPinballBuild CardboardClawCrane CardboardSkeeBall CardboardChessSet NintendoLaboCardboard BoxFortGameNight',
  },
  watermelon: {
    dance:
      'WatermelonSugarRoutine WatermelonShuffle WatermelonSliceSway DanceWithAWatermelon MelonPatchGroove WatermelonSmileShimmy',
    fitness:
      'WatermelonSquats WatermelonFarmerCarry PressAWatermelon WatermelonRussianTwist WatermelonWalkingLunge MelonHydrationRun',
    funny:
      'WatermelonSeedMyth ThumpTheWatermelon WatermelonMiddleBite WatermelonSmileSlice WatermelonCuttingFail DadVsWholeWatermelon',
    prank:
      'WatermelonJellySlices WatermelonCakeIllusion FakeWatermelonPizza WatermelonSharkReveal MessageInAWatermelon WatermelonGiftWrapped',
    educational:
      'WatermelonWaterContent SquareWatermelonFacts SeedlessMelonScience WatermelonFractions WatermelonRipenessTest IsWatermelonAFruit',
    travel:
      'RoadsideWatermelonHunt WatermelonFestival WatermelonPatchVisit WatermelonBeachPicnic TasteLocalWatermelon PickYourOwnMelons',
    fashion:
      'WatermelonPrintFit DIYMelonSliceEarrings WatermelonSkirtTwirl WatermelonNailArt DressLikeAWatermelon WatermelonSummerLook',
    wellness:
      'HydrateWithWatermelon WatermelonPorchSit WatermelonMindfulBite WatermelonPicnicUnwind SummerShadeBreak SlowWatermelonSunday',
    speed:
      'WatermelonCarryRelay WatermelonBallerRace WatermelonCubeTimer WatermelonSliceBlitz MelonRollDash CutAWatermelonIn30',
    music:
      'WatermelonThumpBeat WatermelonSugarCover WatermelonCrunchASMR WatermelonSeedShaker DrumOnAWatermelon SingToYourWatermelon',
    art: 'WatermelonCarving PaintAWatermelonSlice WatermelonStampPrint WatermelonRockArt WatermelonCollage MelonRindSculpture',
    tech: 'WatermelonRipenessApp WatermelonSlicerGadget WatermelonSlowMoDrop AIPicksMyWatermelon WatermelonMacroShot FruitNinjaVsRealMelon',
    pet: 'WatermelonHatCat WatermelonToyFetch WatermelonPetPortrait WatermelonBandanaPup KittenVsWatermelon DogSniffsAWatermelon',
    gaming:
      'WatermelonSuikaScore WatermelonBowling FruitNinjaWatermelon WatermelonRindRingToss MelonStackPuzzle PassTheWatermelon',
  },
  flamingo: {
    dance:
      'FlamingoOneLegSpin FlamingoNeckSway FlamingoStrut DanceLikeAFlamingo PinkFeatherShuffle FlamingoFreezePose',
    fitness:
      'FlamingoBalanceHold FlamingoSquats FlamingoLunges FlamingoKneeRaises StandLikeAFlamingo TreePoseWobble',
    funny:
      'FlamingoImpression FlamingoFloatWipeout FlamingoLawnCritic IfFlamingosCouldTalk PinkFlamingoAttitude NeckTwistCopycat',
    prank:
      'FlamingoYardFlocking PinkBirdsEverywhere FlamingoPoolFloatFill FlamingoDeskInvasion TinyFlamingoHideout FlamingoOnTheDoorstep',
    educational:
      'WhyFlamingosArePink FlamingoBalanceScience FlamingoFilterFeeding FlamingoKneeOrAnkle GuessTheFlamingoFlock BabyFlamingoColors',
    cooking:
      'FlamingoCupcakes FlamingoPinkLemonade FlamingoCookiePops FlamingoSmoothieBowl TropicalFlamingoFloat GuavaMocktailFizz',
    travel:
      'FlamingoLagoonTrip FlamingoSpottingTour FlamingoBeachAruba FindFlamingosAtTheZoo WildFlamingoSighting PinkSaltLakeVisit',
    fashion:
      'StyleAFlamingoShirt FlamingoPinkFit FlamingoShadesSelfie FlamingoPoolLookbook DressLikeAFlamingo OneLegOutfitPose',
    wellness:
      'FlamingoMindfulBalance FlamingoFloatRelax FlamingoStanceBreath CalmFlamingoPose PinkSunsetGratitude FlamingoBirdWatching',
    speed:
      'FlamingoHopRace FlamingoBalanceOff FlamingoRingToss FlamingoFloatDash FoldAFlamingoFast LongestOneLegStand',
    music:
      'OneLegFlamingoSong FlamingoTropicalBeat FlamingoSteelDrum FlamingoHonkRemix FlamingoFloatKaraoke CalypsoUkuleleJam',
    art: 'FlamingoWatercolor FlamingoOrigami FlamingoLinoPrint FlamingoPhotoSafari PaintAFlamingoFlock PinkFeatherCollage',
    tech: 'FlamingoPinkDeskSetup FlamingoSlowMoTakeoff FlamingoLiveCam FlamingoNeonSignBuild AICountsTheFlamingos BirdCallAppTest',
    gaming:
      'FlamingoCroquetGame FlamingoMiniGolf FlamingoStackTower FlamingoLawnBowling SpotTheFlamingoLevel PinkFlockPuzzle',
  },
  baby: {
    dance:
      'DanceWithYourBaby BabyCarrierTwoStep BabyBopsToTheBeat BabyBounceGroove SwayTheBabyToSleep DiaperChangeShimmy',
    fitness:
      'BabyCarrierSquats BabyAndMeWorkout BabyPeekabooPlank StrollerBabyLunges NewbornNapStretch TummyTimePushups',
    prank:
      'BabyTalkPrank BabyFaceFilterCall BabyMonitorSerenade GrandmaMeetsTheBaby TinyShoesAnnouncement BabyPhotoSwapReveal',
    educational:
      'BabySignLanguage HowBabiesSee BabyFactsQuiz WhyBabiesGiggle BabyMilestoneTimeline WhatNewbornsCanHear',
    cooking:
      'HomemadeBabyFood BabyPureeRainbow BabyShowerCupcakes BabysFirstBirthdayCake BabyLedWeaningPlate TeethingBiscuitBake',
    travel:
      'BabysFirstTrip TravelingWithBaby BabyDiaperBagPacking BabyPassportPhoto FindBabyFriendlyCafes StrollerParkTour',
    fashion:
      'BabyFitCheck MatchingWithBaby BabyOnesieRunway BabyHatLineup SundayBestForBaby TinyOutfitOfTheDay',
    wellness:
      'BabyBedtimeRoutine BabyMassageMinute BabyCuddleHour CalmBabyBathTime NewbornGratitudeNotes LullabyWindDown',
    speed:
      'BabyBottleRace BabyDiaperChangeTimer BabyOnesieSnapSpeedrun FindTheMissingBabySock BabyProofInFiveMinutes StrollerFoldDash',
    music:
      'BabyLullabyCover BabyGiggleRemix BabyBabbleDuet PotsAndPansBabyBand SongForTheNewborn RattleBeat',
    art: 'BabyFootprintArt BabyMonthlyPhotoshoot BabyNurseryMural BabyScribbleCollab SketchTheSleepingBaby TummyTimePainting',
    tech: 'BabyMonitorSetup BabyGadgetTest BabyFirstVideoCall AIAgesBabyPhoto BabyWhiteNoiseShowdown SmartNurseryTour',
    pet: 'PetMeetsTheBaby BabyAndPupNaptime BabyLaughsAtTheDog CatInspectsBabyGear ParrotSaysBabysName KittyJoinsTummyTime',
    gaming:
      'BabyPicksTheGame BeatItBeforeBabyWakes BabyShowerBingo GuessTheBabyPhoto NewbornNightShiftQuest ControllerInOneHand',
  },
  'new york': {
    dance:
      'NYCStreetDance NewYorkBroadwayMoves NewYorkVoguing NewYorkStoopStep StrutLikeANewYorker TimesSquareShuffle',
    fitness:
      'NYCRunRoute NewYorkWalkingWorkout NewYorkBridgeJog NewYorkStoopStepUps ClimbLikeANewYorker CentralParkLoop',
    funny:
      'NYCPigeonNarration NewYorkWalkingSpeed TinyNewYorkApartment NewYorkTouristVsLocal WhatNewYorkersSay BodegaOrderLingo',
    prank:
      'SurpriseNYCTripReveal NewYorkBagelDoorDrop NewYorkSubwayKindNotes NewYorkCheesecakeShip NewYorkBroadwayTickets IHeartNYGiftBox',
    educational:
      'OldNameOfNewYork NewYorkBoroughsQuiz NewYorkSubwayMapLesson NewYorkEllisIsland ManhattanGridPlan StatueOfLibertyFacts',
    cooking:
      'NewYorkBagelBake NewYorkSliceAtHome NewYorkCheesecake NewYorkPastramiStack BlackAndWhiteCookieNYC BodegaChoppedCheese',
    fashion:
      'NewYorkStreetStyle NewYorkFitCheck NewYorkWinterLayers NewYorkSneakerCommute ThriftHaulInNYC BroadwayNightOutfit',
    wellness:
      'NewYorkSlowSunday NewYorkRooftopSunset NewYorkQuietCorners NewYorkFerryBreather HighLineStrollNYC CentralParkCalm',
    speed:
      'SeeNewYorkInOneDay NewYorkMinuteChallenge NewYorkCabHailTimer NewYorkFiveBoroughDash SubwaySpeedrunNYC CrosswalkCountdown',
    music:
      'NewYorkStreetSounds NewYorkSubwayBeat NewYorkStateOfMindDuet BuskLikeANewYorker NYCTaxiHornRemix BroadwaySongCover',
    art: 'NYCSkylineSketch NewYorkStreetPhoto NewYorkRooftopPainting DrawANewYorkBrownstone MuseumDayInNewYork NewYorkSubwayMapArt',
    tech: 'NYCTransitAppHack AIPlansMyNewYorkDay NewYorkSubwayWifiTest MetroCardVsOMNY NewYorkNightModePhotos NewYorkTimelapse',
    pet: 'NewYorkDogWalkTour NewYorkPetFitCheck NewYorkApartmentPup NewYorkWindowKitty BodegaCatsOfNYC CentralParkFetch',
    gaming:
      'NewYorkTrivia NewYorkBoardGameCafe NewYorkSpiderManSwing NewYorkTicketToRide GuessTheNYCStreet TimesSquareBingo',
  },
  croissant: {
    dance:
      'CroissantShuffle CroissantCrescentTwirl CroissantButterGlide CroissantRollAndPop ShimmyForACroissant ParisCafeWaltz',
    fitness:
      'CroissantRunClub EarnYourCroissant CroissantLunges CroissantCycleSunday PlankForACroissant PastryBurnSquats',
    funny:
      'CroissantFlakeStorm CroissantPronunciation CroissantDunkDebate EatACroissantNeatly BlackShirtVsCroissant ParisCafeCritic',
    prank:
      'CroissantPillowPrank CroissantBedSurprise CroissantPaperBagNote DoorknobCroissantDrop GiantCroissantReveal CrescentRollSwitch',
    educational:
      'CroissantLayerScience CroissantOriginStory CroissantShapeRule CroissantButterTest KipferlToCroissant HowLaminationWorks',
    travel:
      'CroissantCrawlParis BestCroissantInTown CroissantViennaCafes CroissantSeineStroll RateCroissantsAbroad BoulangerieBikeRoute',
    fashion:
      'CroissantBagFit CroissantBunHairstyle CroissantBeretLook CroissantCafeOOTD DressForACroissantDate StyleButterYellow',
    wellness:
      'CroissantSlowMorning CroissantCafeRitual CroissantSundayPapers BalconyCroissantTime MindfulCroissantBite PauseForPastry',
    speed:
      'CroissantShapingRace CroissantBakeryDash CroissantRollUpBlitz CroissantFlakeCount TenCroissantsOneMinute CrumbFreeBiteClock',
    music:
      'CroissantCafeJazz CroissantCrunchBeat CroissantFlakeASMR CroissantChansonSing SerenadeACroissant ParisAccordionCover',
    art: 'CroissantStillLife CroissantPastelDrawing CroissantClayCharm SketchACroissant FeltCroissantCraft PastryBoxDesign',
    tech: 'CroissantMacroShot CroissantTimelapse CroissantCrunchMicTest CroissantSlowMoTear AICroissantCoach ButterLayersUnderLens',
    pet: 'IsMyCatACroissant CroissantPetCostume CroissantSqueakyToy DogBedLikeACroissant CroissantShapedNap PupBeretPortrait',
    gaming:
      'CroissantStackTower CroissantTierList CroissantGameNight BlindCroissantRanking UnoForTheLastCroissant CroissantCharades',
  },
  bath: {
    dance:
      'BathRobeDance BathTowelTwirl BathBombFizzGroove BathTimeShimmy PostBathShuffle RubberDuckyWaddle',
    fitness:
      'BathAfterLegDay BathRecoveryStretch BathPostRunSoak BathtubScrubWorkout EarnYourBubbleBath PlankBeforeBathTime',
    funny:
      'BathBombReactions BathTimeChaos BathTempDebate InterviewMyBathDuck BathHairSculpting BubbleBeardSelfie',
    prank:
      'BathBombSurprise BathDuckArmy BathTubBalloonFill BathRosePetalReveal NoteOnTheBathMirror FoamLetterMessage',
    educational:
      'BathBombScience BathHistoryMinute BathArchimedesEureka BathRomanBathhouse WhyBathWaterSwirls WhyBubblesFloat',
    cooking:
      'WaterBathCheesecake BubbleBathMocktail BathBombCupcakes BathDuckSugarCookies BlueJelloBathTub SpaNightSnackBoard',
    travel:
      'BathhouseTour HotSpringBath BathOnsenVisit BathTubWithAView BathsOfBudapest TurkishHammamTrip',
    fashion:
      'BathRobeFitCheck BathTowelTurbanHack BathSlipperLineup PostBathGlowUp BathTimeToDateNight SpaDayLoungewearHaul',
    speed:
      'BathBombFizzRace BathToyCleanupTimer TallestBubbleBathFoam BathTowelFoldSprint BathToPajamasDash RubberDuckScoop',
    music:
      'BathtubSingalong BathTimeAcoustics BathWaterDrumming ShampooMicBathConcert BubbleBathBallad RubberDuckSqueakBeat',
    art: 'BathBombSwirlPhoto BathSoapCarving BathCrayonMural BathFoamSculpture DrawOnTheBathMirror BubbleArtPrints',
    tech: 'BathSpeakerTest BathLightShow BathBombSlowMo BubbleBathTimelapse SmartBathTempSensor RelaxingBathPodcast',
    pet: 'PetBathReactions PuppyBubbleBath BathTowelBurrito BathThenZoomies CatVsBathWater DogShakeSlowMo',
    gaming:
      'GuessTheBathBombColor BathDuckHunt BathFoamSpellingBee BathBoatRegatta BathTubBattleship SpongeTossTarget',
  },
  dorm: {
    dance:
      'DormHallwayDance DormRoomGroove DormBunkBedBop DormFloorFlashmob MoveInDayDormJig RoommateSyncRoutine',
    fitness:
      'DormRoomWorkout DormStairClimb DormDeskChairDips DormFloorPlankClub TinyDormCardio CampusMorningRun',
    funny:
      'TypesOfDormNeighbors DormLaundryDrama DormFireAlarm3AM DormRoommateRules WhoAteMyDormSnacks CollegeLifeSkit',
    educational:
      'DormStudyHacks DormBudgetTips DormLaundrySymbols DormCookingBasics SleepScienceForDorms CollegeLifeLessons',
    cooking:
      'DormMicrowaveMeals DormMiniFridgeRecipes DormKettleNoodles MidnightDormMugCake DormDiningHallHack RiceCookerDinner',
    travel:
      'DormRoomTour DormWeekendEscape DormAbroadExchange DormToHomeRoadTrip CampusWalkFromMyDorm CollegeTownFinds',
    fashion:
      'DormRoomFitCheck DormCapsuleWardrobe DormShowerShoesChic DormClosetSwap ThriftedDormStyle LectureHallOOTD',
    wellness:
      'DormRoomReset DormSelfCareNight DormPlantCorner DormQuietHourRitual FinalsWeekDormCalm HomesickComfortBox',
    speed:
      'DormRoomSpeedClean DormBedMakingRace MoveInDayDormSprint DormUnpackBlitz DormLoftBuildTimer PackUpForBreakDash',
    music:
      'DormJamSession DormRoomConcert DormUkuleleStarter DormHallwaySingalong QuietHoursDormBeat RoommateDuetCover',
    art: 'DormWallArt DormDoorDecor DormTapestryDIY DormWindowPainting PosterCollageDorm PhotoStringLights',
    tech: 'DormRoomSetup DormTechUnderFifty DormLEDStripTest DormWifiSpeedCheck TinyDormDeskBuild ExtensionCordSafety',
    pet: 'DormPetTherapyDay DormFishTankSetup DormCatCafeTrip HomeFromDormDogReunion DormPlushieCollection PuppyStudyBreak',
    gaming:
      'DormGameNight DormRoomTournament DormMarioKartLeague DormUnoMarathon BeatYourDormNeighbor FloorWideTriviaBowl',
  },
  pajamas: {
    dance:
      'PajamaDanceParty PajamaMorningShuffle PajamaHallwayChoreo PajamaPillowTwirl SwayInYourPajamas BedtimeBoogie',
    fitness:
      'PajamaWorkout PajamaPushUps PajamaYogaFlow PajamaPlankBeforeBed WakeUpStretchInPJs OnesieCardio',
    funny:
      'PajamaBottomsVideoCall PajamasAllWeekend PajamaGroceryRun PajamaDoorbellPanic FourPMStillInPJs MatchingOnesieReveal',
    prank:
      'SurprisePajamaParty PajamaTwinningPrank PajamaDryerWarmUp SecretMatchingPajamas PajamaPocketNote OnesieDoorAnswer',
    educational:
      'WherePajamasComeFrom PajamaFabricFacts DoPajamasMatter PajamaSewingBasics CottonVsFleecePajamas BedtimeSleepScience',
    cooking:
      'PajamaPancakeBreakfast PajamaBrunchAtHome PajamaHotCocoaBar PopcornInPajamas CookInYourPJs SleepoverSnackBoard',
    travel:
      'PajamaRoadTrip PajamasOnThePlane PajamaCampingNight PajamaStargazingDrive SleeperTrainInPJs HotelPajamaBreakfast',
    wellness:
      'PajamaSelfCareNight PajamaDayReset PajamasByEight PajamaJournalTime SlowSundayInPajamas CozyBedtimeRoutine',
    speed:
      'PajamaQuickChange PajamasToOutfitDash PajamaFoldRace PajamaButtonUpTimer FastestIntoPJs OnesieZipSpeedrun',
    music:
      'PajamaJamSession PajamaLullabyCover PajamaKaraokeNight PajamaAcousticSet BandPracticeInPJs BedtimeSingAlong',
    art: 'PajamaPatternDesign PajamaPaintNight PajamaTieDye PajamaFabricMarkers SelfPortraitInPajamas DreamJournalSketch',
    tech: 'PajamaTransitionEdit PajamaSmartHomeRoutine PajamaSleepTrackerTest PajamaAlarmAppShowdown RemoteWorkInPJs BedtimeNightModeSetup',
    pet: 'MatchingPetPajamas DogPajamaFitting PajamaMorningKittyPile PuppyPJsTryOn CatStealsMyPajamas PajamaPawPrintSet',
    gaming:
      'PajamaGameNight PajamaGamingMarathon PajamaLanParty PajamaMinecraftBuild LoserWearsFunnyPJs BlanketFortUno',
  },
  sunset: {
    dance:
      'SunsetSilhouetteDance SunsetBeachSway SunsetRooftopRoutine TwirlIntoTheSunset SlowMoSunsetSpin GoldenHourGroove',
    fitness:
      'RaceTheSunset SunsetYoga SunsetPaddleboard SunsetStairLaps BikeRideAtSunset GoldenHourWorkout',
    funny:
      'SunsetPhotoFails SunsetChasePanic SunsetMissedByMinutes SunsetSeagullInterrupt DadNarratesTheSunset GoldenHourPosing',
    prank:
      'SunsetPicnicSurprise SunsetBlindfoldWalk SunsetSignHoldUp ChalkMessageAtSunset GoldenHourGiftReveal SunsetBalconyDinner',
    educational:
      'WhySunsetsAreOrange SunsetLightScattering SunsetTimeByLatitude SunsetTwilightQuiz BlueSunsetsOnMars GreenFlashHunt',
    cooking:
      'SunsetLayeredMocktail SunsetSmoothieBowl SunsetPicnicBoard SunsetCitrusSorbet SkewersAtSunset GoldenHourGrill',
    fashion:
      'SunsetToneFit SunsetDinnerLook OmbreDressAtSunset SunsetLinenLookbook MatchTheSunsetColors GoldenHourGlow',
    wellness:
      'SunsetGratitude SunsetPhoneDown SunsetJournalPrompt SunsetReflection StretchAtSunset GoldenHourWalk',
    speed:
      'SunsetChaseRace SunsetSummitSprint SunsetCountdownSketch SunsetBeachCleanBlitz BeatTheSunsetHome GoldenHourPhotoDash',
    music:
      'SunsetAcoustic SunsetUkuleleSession SunsetSaxSolo SerenadeTheSunset SunsetLoFiBeat GoldenHourSong',
    art: 'PaintTodaysSunset SunsetSilhouettePhoto SunsetOilPastel SunsetTornPaperCollage SevenSunsetsSketch GoldenHourWatercolor',
    tech: 'SunsetTimelapse SunsetPhoneCameraHack SunsetSmartBulbScene SunsetPortraitMode RateTheSunsetWithAI GoldenHourAppTest',
    pet: 'SunsetPetSilhouette SunsetWalkWithDog SunsetBeachZoomies KittenWatchesTheSunset PuppyFetchAtSunset SunsetCatNap',
    gaming:
      'SunsetPhotoMode SunsetRacingLap SunsetOpenWorldRide SunsetPorchChess StardewSunsetFishing GoldenHourScreenshot',
  },
  'valentines day': {
    dance:
      'ValentineSlowDance ValentineCoupleChoreo ValentineTwirlAndDip TangoWithYourValentine ValentineHeartHands CupidShuffle',
    fitness:
      'ValentinePartnerSquats ValentineHeartCardio CarryYourValentine ValentineFunRun PlankForYourValentine LoveLungeLadder',
    prank:
      'ValentineDoorHearts SecretValentineNote ValentineBalloonRoom ValentineCandyTrail GrandpasValentineCard RosePetalPathSurprise',
    educational:
      'ValentinesDayHistory ValentineTraditions ValentineCardOrigins WhoWasSaintValentine ValentineLoveLanguages WhyTheHeartShape',
    cooking:
      'ValentineHeartPizza ValentineCookieBake ValentineBreakfastTray ValentineFondueNight CookForYourValentine ChocolateDippedBerries',
    travel:
      'ValentineGetaway ValentineDayTrip ValentinePicnicSpot ValentineStarGazeDrive DateWalkForValentines RomanticViewpointHunt',
    fashion:
      'ValentineFitCheck ValentineDateLook ValentineSockSwap ValentineLipstickMatch TwinWithYourValentine RedAndPinkStyle',
    wellness:
      'ValentineSelfLove ValentineKindnessNotes ValentineGratitudeList ValentineSoloSpaNight AValentineForGrandma BeYourOwnValentine',
    speed:
      'SixtySecondValentine ValentineCandyRelay ValentineRoseWrapClock ValentinePoemTimer FastestValentineCard HeartCutoutRace',
    music:
      'ValentineSerenade ValentineLoveSongCover ValentineUkuleleDuet SingToYourValentine ValentineKazooBallad MixtapeForYourCrush',
    art: 'ValentineCardCraft ValentineHeartPainting ValentinePaperRoses DrawYourValentine ValentineWatercolor LoveNoteCollage',
    tech: 'AIValentinePoem ValentineVideoMessage ValentineQRCodeCard ValentineLEDHeartBuild LongDistanceValentine DigitalLoveNote',
    pet: 'MyPetIsMyValentine DogValentineBandana ValentineSmoochBooth PawprintValentineCard ValentineTreatHunt KittyCupidWings',
    gaming:
      'ValentineGameNight ValentineCoOpDate TwoPlayerValentine ValentineDatingSimRun CouplesValentineTrivia LoveLetterTabletop',
  },
  sponge: {
    dance:
      'SpongeSqueezeShuffle DishSpongeGroove SpongeBounceJive SpongeWipeChoreo ScrubADubSpongeStep SudsySinkSway',
    fitness:
      'SpongeGripSqueeze SpongeBucketSquats SpongeRelayLunges SpongeCarWashCircuit CountertopSpongeCardio WetSpongeTossCatch',
    prank:
      'SpongeLookalikeCake GooglyEyeSponge SpongeToastSwap SpongeHeartNote KitchenSpongeSwitch SecretSpongeDoodle',
    educational:
      'HowSpongesAbsorb NaturalVsKitchenSponge WhenToReplaceASponge SpongesAreAnimals SpongeCapillaryTest SpongeBacteriaFacts',
    cooking:
      'VictoriaSpongeBake SpongeCakeFromScratch SpongeShapedCookies SpongeSoakedTresLeches SteamedSpongePudding CleanAsYouCookSponge',
    travel:
      'SeaSpongeHarborTour SpongeDiverTownVisit SpongeDocksFlorida TravelSpongeHack SpongeSnorkelReef GreekSpongeIsland',
    fashion:
      'SpongeRollerCurls SpongeTwistHair SpongeFoundationBlend SpongeBunDonut BeautySpongeHacks KitchenChoresFitCheck',
    wellness:
      'MindfulDishSponge SpongeSqueezeRelease SpongeStressBall SpongeLoofahRitual SoakUpLikeASponge SlowDishwashMoment',
    speed:
      'SpongeWaterRelay SpongeWipeRace SpongeTowerIn30 SqueezeTheSpongeFast SpongeSquishCount FastestDishStack',
    music:
      'SpongeSqueezeBeat SpongeSquishRemix SpongeScrubASMR DrumWithASponge KitchenSpongeJam SinkSymphony',
    art: 'SpongeStampPrints DabASpongeSunset SpongeTextureTrees PaintAGalaxyWithSponge SpongeOceanWaves SpongeBrickWallMural',
    tech: 'DishwasherVsSponge SpongeMacroZoom SpongeHolderPrint SpongeAbsorbencyScale SpongeRobotCleaner SlowMoSpongeSqueeze',
    pet: 'PetPawSpongeWipe SpongeCoolDownPup SpongeAquariumClean KittenVsSponge GentleSpongeBathDog CatStealsTheSponge',
    gaming:
      'SpongeTossTarget WetSpongeDodgeball SpongeBucketBattle SpongeTicTacToe SpongeTowerJenga PassTheSoakedSponge',
  },
  hiccup: {
    dance:
      'HiccupPopAndLock HiccupFreezeFrame HiccupBeatMoves DanceToYourHiccups EveryHiccupANewStep HicHopShuffle',
    fitness:
      'HiccupPlank HiccupJumpingJacks HiccupWallSitHold HiccupCoreBracing SquatPerHiccup DiaphragmStretchFlow',
    prank:
      'HiccupScareCure HiccupWaterDelivery HiccupJokeDistraction FakeHiccupRemedy TickleAwayTheHiccups SillyFaceStareDown',
    educational:
      'WhyWeHiccup HiccupCureMythbust HiccupDiaphragmDemo HiccupWorldRecord AnimalsThatHiccup BabiesHiccupToo',
    cooking:
      'HiccupSugarSpoon HiccupCureTasteTest PickleJuiceForHiccups HiccupHoneyLemonTea HiccupPeanutButterFix GingerChewBatch',
    travel:
      'HiccupCuresAbroad HiccupTourGuide HiccupFlightTakeoff QuietMuseumHiccups HiccupFerryTrip TrainRideHiccups',
    fashion:
      'HiccupOutfitSwap HiccupFitCheck HiccupPhotoReadyPose RunwayWalkWithHiccups HiccupBlazerBounce QuickChangeOnCue',
    wellness:
      'HiccupMindfulSip HiccupCalmCounting HiccupTenSecondHold HiccupBoxBreathing SmileThroughTheHiccups RelaxedShoulderDrop',
    speed:
      'HiccupsInOneMinute HiccupCureRace FastestHiccupFix HiccupGoneBeforeTen StopHiccupsIn60 QuickSipMethod',
    music: 'HiccupBeat HiccupRemix HiccupAcapella HiccupDuringChorus YodelHiccupFusion HicHopTrack',
    art: 'DrawThroughHiccups HiccupSignature HiccupSplatPainting HiccupComicPanel HiccupPortraitFail ShakyLineArt',
    tech: 'HiccupCounterApp HiccupSoundboard HiccupHeartRateWatch HiccupSlowMoCapture AutotuneMyHiccups AskAIToCureHiccups',
    pet: 'PetHiccups PuppyHiccupCam HiccupKittenMoment HiccupDogHeadTilt CatStaresAtHiccup HiccupBunnyTwitch',
    gaming:
      'HiccupCharades HiccupStraightFaceDuel HiccupKaraokeRound HiccupTrivia MarioKartWithHiccups LaughOutLoudLoses',
  },
  dance: {
    fitness:
      'DanceCardio DanceStepCount DanceSquatCombo DanceHIITIntervals TenMinuteDanceWorkout ZumbaSweatSession',
    funny:
      'DadTriesTheDance DanceWithTheBroom DanceTutorialGoneWrong DanceTrendTooLate GrandmaLearnsTheDance TwoLeftFeetTryout',
    prank:
      'SurpriseDanceParty DanceWakeUpCall DanceBehindTheirBack DanceFlashMobGift SneakyBackgroundDancer DanceInTheElevator',
    educational:
      'DanceHistoryQuiz WhyHumansDance DanceCountingMath GuessTheDanceStyle DanceNotationBasics HowDancersBalanceSpins',
    cooking:
      'DanceWhileYouBake DancePartySnacks DanceRecitalCookies DanceBreakSmoothie FlipPancakesDancing DiscoBallCakePops',
    travel:
      'DanceAroundTheWorld DanceAtLandmarks LocalDanceLesson DanceClassAbroad DanceFestivalTrip SalsaInHavana',
    fashion:
      'DanceOutfitCheck DanceSneakerRanking DanceRecitalCostume TwirlySkirtDanceTest DancingInHeelsTrial DiscoBallLook',
    wellness:
      'DanceMoodBoost DanceItOut FreeDanceTherapy DanceBeforeBed DanceWithEyesClosed MorningKitchenDance',
    speed:
      'DanceSpeedUp DanceChainRelay DanceLearnItFast DanceTrendBlitz FiftyDanceMovesIn60 FastestDancerWins',
    music:
      'DanceToEveryGenre DanceBeatDrop DanceAcapellaOnly DanceSongMashup ComposeForDancers RemixTheDanceTrend',
    art: 'DanceMotionBlur DanceSilhouetteArt DanceLightPainting DanceGestureSketch PaintWhileDancing PhotographADancer',
    tech: 'DanceSlowMo DanceMotionTracker DanceGreenScreen DanceAIChoreo OneTakeDanceVideo TransitionDanceEdit',
    pet: 'DanceWithMyDog DancePetReaction CatJudgesMyDance ParrotDanceOff PuppyPawsDance DanceBattleWithPup',
    gaming:
      'DanceRhythmGame FreezeDanceRound DanceBattleBracket DanceCharades DanceEmoteRecreate JustDanceHighScore',
  },
  pretzel: {
    dance:
      'PretzelTwistDance PretzelLegsShuffle PretzelPolkaHop PretzelTangleFreeze TieYourselfInAPretzel BendLikeAPretzel',
    fitness:
      'PretzelStretch PretzelTwistCrunches PretzelPoseHold RunForASoftPretzel KnotYogaFlow PretzelThreadNeedle',
    funny:
      'PretzelShapingFails PretzelBodyTangle PretzelBiteOrderDebate PretzelSaltAvalanche DadVsGiantPretzel SaltySnackCritic',
    prank:
      'PretzelHeartSurprise PretzelLetterMessage ChocolatePretzelDrop GiantPretzelReveal PretzelRodBouquet SaltySweetSwitch',
    educational:
      'WhyPretzelsAreBrown PretzelShapeMeaning PretzelFoldingMath PretzelMonkLegend PretzelKnotTopology LyeDipChemistry',
    travel:
      'PretzelBakeryCrawl PretzelStandHunt OktoberfestPretzelTrip PhillySoftPretzelTour PretzelFactoryVisit MunichPretzelMorning',
    fashion:
      'PretzelBraidHair PretzelKnotScarf MakeAPretzelBracelet PretzelEarringsDIY WearAPretzelNecklace OktoberfestOutfit',
    wellness:
      'PretzelUntwistStretch PretzelSnackPause PretzelKneadingCalm PretzelPicnicPark MindfulPretzelTwisting KnotReleaseBreathing',
    speed:
      'PretzelTwistRace PretzelDoughRollRelay PretzelShapeTimer PretzelStickStack DipTenPretzelsFast SaltSprinkleSprint',
    music:
      'PretzelCrunchBeat PretzelPolka PretzelStickDrums PretzelAccordionTune YodelForAPretzel OompahBandJam',
    art: 'PretzelStickCabin PretzelLetterArt PretzelMosaicPortrait PretzelWreathCraft SketchAPretzelKnot SaltCrystalMacro',
    tech: 'PretzelTwistSlowMo PretzelAirFryerTest PretzelRobotShaping PretzelShapeTimelapse AIDesignsAPretzel SaltSprinkleMacroShot',
    pet: 'PetNamedPretzel PretzelCurlNap PretzelPlushSqueak PretzelKittenKnot DogPretzelStretch SleepsLikeAPretzel',
    gaming:
      'PretzelKnotPuzzle PretzelTwisterRound PretzelPokerChips StackThePretzelJenga PretzelMarioPartyNight SaltyComboStreak',
  },
  prom: {
    dance:
      'PromSlowDance PromGroupChoreo PromWaltzLesson PromLimboLine ShuffleIntoProm CorsageTwirl',
    fitness:
      'PromDanceCardio PromNightStepCount PromHeelWalkDrill PromPrepHIIT TuxLungeTestForProm GownTwirlWorkout',
    funny:
      'PromPhotoRecreate PromExpectVsReality PromposalBloopers PromParentsPaparazzi MomsPromDressToday CorsagePinningPanic',
    prank:
      'PromposalForMyMom PromCorsageSurprise PromLockerBalloons PromPizzaBoxAsk DoorstepPromBanner HiddenPromTicketHunt',
    educational:
      'PromHistoryMinute WhyWeHaveProm PromTraditionsAbroad PromBudgetMath PinABoutonniereForProm HowCorsagesStarted',
    cooking:
      'PromNightCupcakes PromMocktailBar PromDinnerAtHome PromStrawberryTower AfterPromPancakes CorsageCookies',
    travel:
      'PromPhotoSpotTour AfterPromDayTrip PromLimoCruise PromBeachSunrise PromNightCityLights BallroomVenueVisit',
    wellness:
      'PromNightCalm PromSelfCareDay PromConfidenceTalk PromNervesBreathing MorningOfPromRitual PostDanceFootSoak',
    speed:
      'PromReadyIn30Minutes PromBowTieRace PromUpdoIn10 PromCorsagePinDash GroupPhotoBeforeProm MakeupTouchUpTimer',
    music:
      'PromSlowSongCover PromNightKaraoke PromDJSetDebut PromBandPerformance FanfareForPromKing DrumlineForHomecoming',
    art: 'PromPortraitSketch PromScrapbook PromBackdropDesign PromTicketLettering DreamPromDressDrawing CorsageCraft',
    tech: 'PromPhotoBoothSetup PromNightDJApp PromDisposableCam PromLEDDressBuild QRCodePromposal EditAPromRecapReel',
    pet: 'PetPromposal MyDogIsMyPromDate PromKittenFlowerCollar PromPhotosWithTheCat ParrotAsksToProm PuppyRSVPSign',
    gaming:
      'VirtualPromInGame PromNightArcade PromSimsStoryline PromRobloxBall PromposalQuestLevel KingQueenVotingBracket',
  },
  'relay race': {
    dance:
      'DanceRelay BatonPassRelayStep RelayRoutine RelayRaceHandoffMoves TagTeamRelayGroove FourLegRelayChoreo',
    fitness:
      'PlankRelay BurpeeRelay RelayRaceSquatChain RelayRaceSprintLadder WheelbarrowRelayLap RelayWorkout',
    funny:
      'RelayRaceFails SillyWalkRelay RelayRaceDadsTurn WrongWayRelay SlowestRelayLegExcuses BatonDropDrama',
    prank:
      'BananaBatonRelay RubberChickenRelay RelayRaceMysteryAnchor RelayRacePoolNoodle InflatableCostumeRelay RelayInSlowMotion',
    educational:
      'TriviaRelay RelayRaceMathStations OlympicRelayHistory RelayRaceSpellingBee WhyRelayAnchorsRunLast BatonHandoffPhysics',
    cooking:
      'SandwichRelay PizzaRelayRace RelayRaceTacoBuild RelayRaceCupcakeFrost RelayPancakeFlip PassTheWhisk',
    travel:
      'CityRelayRace LandmarkRelay RelayAcrossTown RelayRaceHoodToCoast RelayRaceBeachLeg RagnarRelayWeekend',
    fashion:
      'OutfitRelay RelayTeamFit MatchingRelayKits RelayRaceColorCoded RelayRaceFacePaint MismatchedSockRelay',
    wellness:
      'KindnessRelay GratitudeRelay ComplimentRelay RelayRaceTeamHuddle CalmBreathRelay PassThePeaceBaton',
    music:
      'SongRelay RelayJamSession RelayRaceLyricHandoff RelayRaceDrumChain HarmonyRelay PassTheMic',
    art: 'DrawingRelay RelayMural RelayRaceComicStrip RelayRaceClayBuild FoldedPaperRelay PassTheBrush',
    tech: 'CodingRelay RelayRaceTimingChips RelayRaceSplitApp RelayPhotoFinishCam RobotRelayRace BatonPassSlowMo',
    pet: 'DogRelayRace PetRelayTeam RelayRaceFlyball RelayRaceCatRefuses AgilityRelayHandoff BatonFetch',
    gaming:
      'GamingRelay RelayRaceGameNight RelayRaceMarioParty RelayRaceSpeedrunSquad TagTeamBossRelay PassTheController',
  },
  basketball: {
    dance:
      'BasketballDribbleDance BasketballCrossover BasketballHalftimeShow HoopsVictoryShimmy CelebrateLikeAnNBAStar SneakerSqueakShuffle',
    funny:
      'HoopsTrickShotFails BasketballLaundryToss NBARefImpression BballAirballReplay DadAtPickupBasketball BuzzerBeaterAtHome',
    prank:
      'NBAStyleFamilyIntro HoopsCheerTunnel BasketballLockerNote BballCardboardFans GiftWrappedBasketball BuzzerWakeUpCall',
    educational:
      'BasketballPhysics BasketballShotArcMath BasketballRulesQuiz BackspinOnABasketball WhyBasketballsBounce HowADunkWorks',
    cooking:
      'BasketballCakePops BasketballPizzaParty BasketballCookieCourt NBAFinalsSnackBoard HalftimeBballSmoothie SlamDunkDonuts',
    travel:
      'BasketballArenaTour BasketballCourtHop HoopsHallOfFame NBACityRoadTrip RooftopBballGame PickupBasketballAbroad',
    fashion:
      'BasketballJerseyFit BasketballSneakerCheck BballWarmupToDinner HoopsHeadbandLook TunnelWalkNBAOutfit CourtsideStyle',
    wellness:
      'HoopsFreeThrowFocus BasketballRecoveryDay BasketballBoxBreathing BasketballStretchDown QuietMorningBasketball SunsetShootaround',
    speed:
      'HoopsSpeedShooting BasketballLayupRace BasketballDribbleRelay BballFreeThrowMinute KnockoutBasketball BeatTheShotClock',
    music:
      'BasketballDribbleBeat BasketballWalkoutSong BasketballBounceRhythm BasketballHypeChant OrganTuneForHoops SneakerSqueakRemix',
    art: 'BasketballCourtMural PaintedBasketballArt CustomBballSneakers BasketballPlayerSketch BasketballCardDesign DunkActionPhoto',
    tech: 'BasketballShotTracker BasketballSlowMo BasketballAppDrills BasketballReplayCam VerticalJumpForHoops SmartBallReview',
    pet: 'BasketballDogDefense CatVsBasketball BasketballPuppyChase BasketballKittenSwat HoopsWithMyPup ParrotDunkContest',
    gaming:
      'ArcadeHoopsShootout BasketballHorseMatch BasketballFantasyDraft NBA2KBuildBattle TrashCanBasketball PopAShotDuel',
  },
  trampoline: {
    dance:
      'TrampolineDanceRoutine TrampolineBounceGroove TrampolineSeatDrop TrampolineAirSplits MidairFreezeTrampoline BouncyCastleBoogie',
    funny:
      'TrampolineSlowMoFaces TrampolineCommentary TrampolineDadReturns TrampolineStaticShock GrandmaOnTheTrampoline BouncyHairMoments',
    prank:
      'TrampolineBalloonFill TrampolinePartySetup TrampolineBallPit TeddyBearTrampoline MovieNightOnTrampoline GlowStickTrampoline',
    educational:
      'TrampolinePhysics TrampolineEnergyLesson TrampolineNasaHistory TrampolineSafetyRules WhoInventedTrampolines HowBouncingWorks',
    cooking:
      'TrampolineBirthdayCake TrampolinePartyPizza TrampolinePicnicLunch TrampolineIcePops PostTrampolineSmoothie BouncyJellyDessert',
    travel:
      'TrampolineParkHop TrampolineForestNets TrampolineCaveWales BestTrampolineInTown LakeWaterTrampoline NinjaCourseWeekend',
    fashion:
      'TrampolineHairTest WhatToWearTrampolining MidairTrampolineLook TrampolineTwirlySkirt HighPonyOnTrampoline GripSockFitCheck',
    wellness:
      'TrampolineJoyBounce TrampolineStressRelief RebounderMorning TrampolineStargazing CloudWatchOnTrampoline GentleReboundBreathing',
    speed:
      'TrampolineMinuteBounce StarJumpTrampolineRace TrampolineTuckTally TrampolineSeatDrops TrampolineTagRelay HundredHopsTimer',
    music:
      'TrampolineBeatBounce TrampolineSingAlong TrampolineBpmJumps TrampolineRapFlow HighNotesMidTrampoline SpringSqueakRemix',
    art: 'TrampolineChalkArt TrampolineJumpPortrait TrampolineLongExposure TrampolinePaintSplash FreezeFrameTrampoline BounceSilhouettes',
    tech: 'TrampolineSlowMo TrampolineJumpCounter HowHighOnTheTrampoline TrampolineGoProPov TrampolineTimelapse AccelerometerHangTime',
    pet: 'TrampolinePupReaction TrampolineCatNap DogGuardsTheTrampoline KittenVsTrampoline TrampolinePuppyPeek ShadeSnoozeUnderneath',
    gaming:
      'TrampolineHighScore TrampolineDodgeball TrampolineHorseGame PopcornTrampolineTag TrampolineSimonSays BounceComboStreak',
  },
  tambourine: {
    dance:
      'TambourineTwirl TambourineHipTap TambourineTarantella FolkTambourineCircle TambourineKickLine JingleShakeDance',
    fitness:
      'TambourineCardio TambourineArmWorkout ShakeTambourineSquats TambourineHighKnees TambourineLungeTaps RhythmStepAerobics',
    funny:
      'TambourineHypeMan OnlyTambourineBand TambourineOffBeatSolo TambourineChurchAuntie WhenDadGetsATambourine TooMuchJingleEnergy',
    prank:
      'TambourineDoorbell SurpriseTambourineSolo TambourineParade TambourineWelcomeHome SecretTambourineShaker JingleWakeUp',
    educational:
      'TambourineHistory HowTambourinesWork WorldTambourineQuiz TambourineThumbRoll TambourineVsPandeiro JingleSoundScience',
    cooking:
      'TambourineCookies TambourineFruitPizza TambourineCakeTopper TambourinePancakeArt CookToATambourineBeat MarchingBandCupcakes',
    travel:
      'TambourineStreetParade TambourineFolkFestival RioSambaTambourine TambourineInNaples BuyATambourineAbroad InstrumentMuseumVisit',
    fashion:
      'TambourineBohoLook TambourineRibbonStyle TambourineStageGlam TambourineConcertOOTD StevieNicksTambourine FestivalFringeFit',
    wellness:
      'TambourineJoy TambourineShakeItOff TambourineDrumCircle TambourineMorning SlowTambourineBreath RhythmStressRelease',
    speed:
      'FastestTambourineShake TambourineSpeedRoll TambourineTapCount TambourineTempoLadder PassTheTambourineRelay ThirtySecondTremolo',
    art: 'PaintedTambourine DIYTambourine PaperPlateTambourine TambourineMandalaHead TambourineRibbonWrap BottleCapShakerCraft',
    tech: 'TambourineLooper PhoneAsATambourine DigitalTambourineApp TambourineMicPlacement TambourineMIDITrigger DrumPadSampleKit',
    pet: 'DogVsTambourine CatTambourineReaction TambourineParrotDance TambourinePuppyHowl TambourineTreatTrick KittenBellBall',
    gaming:
      'TambourineRhythmGame TambourineRockBandRun TambourineKaraokeDuel TambourineSimonSays ZeldaSongOnTambourine JingleHighScore',
  },
  sweater: {
    dance:
      'SweaterWeatherDance SweaterSleeveSwing UglySweaterGroove KnitSweaterShuffle CozySweaterTwoStep SweaterPawsWave',
    fitness:
      'SweaterWeatherRun SweaterSleeveStretch SweaterPlankHold SweaterSquatSet WorkoutInUglySweater TurtleneckYoga',
    funny:
      'SweaterStuckOverHead SweaterShrankReaction SweaterStaticShock SweaterTagItch UglySweaterContest GrandmaKnitReview',
    prank:
      'SweaterTwinPrank HandKnitSweaterReveal GiantSweaterForTwo SweaterGooglyEyes UglySweaterGift JumperSwapSurprise',
    educational:
      'WhySweatersPill SweaterWoolFacts SweaterFiberQuiz ReadASweaterCareLabel CashmereSweaterOrigins HowKnittingWorks',
    cooking:
      'SweaterCookies UglySweaterCakePops SweaterWeatherSoup SweaterSeasonChili CableKnitSweaterBread PieCrustSweaterPattern',
    travel:
      'SweaterWeatherTrip SweaterCabinWeekend KnitwearMarketTour IcelandicSweaterQuest FairIsleSweaterHunt WoolMillVisit',
    wellness:
      'SweaterWeatherCalm SweaterCozyNight SweaterTeaPause SweaterDeclutter WarmSweaterWalk SlowKnitSunday',
    speed:
      'SweaterFoldRace SweaterPileOnMinute SweaterSwapRelay JumperOnInFive FastestSweaterKnitter ButtonUpTheSweaterFast',
    music:
      'SweaterWeatherCover KnitwearAcoustic SweaterStrumSession UglySweaterCarols FireplaceSweaterJam CardiganSingAlong',
    art: 'SweaterDesignSketch SweaterEmbroidery KnitwearPatternArt SweaterPatchUpcycle VisibleMendingSweater UglySweaterDIY',
    tech: 'KnitASweaterByMachine SweaterPatternApp LightUpUglySweater HeatedSweaterTest SweaterLEDCircuit SmartRowCounter',
    pet: 'MatchingSweaterWithPet SweaterWeatherWalkies DogSweaterTryOn CatStealsMySweater SweaterVestPuppy KnitATinySweater',
    gaming:
      'SweaterForMyAvatar PixelSweaterDesign SweaterMinecraftSkin UglySweaterBingo SweaterPartyCharades AnimalCrossingKnits',
  },
  curry: {
    dance:
      'CurryStirDance CurryPotSway CurryLadleTwirl BhangraWhileCurryCooks CurryNightShimmy SpiceShuffle',
    fitness:
      'CurryPotCurls CurryRiceBagCarry CurryMealPrep EarnYourCurryNight RunToTheCurryHouse SweatLikeVindaloo',
    funny:
      'CurrySpiceReaction CurryHeatLevelRanking CurryStainShirtFail MildCurryConfession GrandmaRatesMyCurry NaanOrRiceDebate',
    prank:
      'CurryDessertFakeout SurpriseCurryNight CurryPotKindNote CurryNeighborWelcome SecretIngredientCurry NaanHeartShapes',
    educational:
      'CurryHistory NameTheCurrySpices CurryRegionsMap WhyCurryFeelsHot JapaneseVsIndianCurry WhyTurmericStains',
    travel:
      'CurryAroundTheWorld CurryHouseCrawl JapaneseCurryTrip CurryBrickLaneWalk ThaiCurryMarketHunt PenangHawkerTour',
    fashion:
      'CurryColorOutfit CurrySaffronScarfTie CurryStainRescueHack DressForCurryNight SpiceRackCurryPalette TurmericYellowFit',
    wellness:
      'CozyCurryNight CurrySlowCook MindfulCurryCooking CurryTurmericTea CurrySharedTable SpiceAromaBreath',
    speed:
      'CurrySpeedrun TwentyMinuteCurry CurrySpiceIDBlitz CurryJarOrderDash GuessTheCurryHeat NaanFlipRace',
    music:
      'CurrySimmerASMR CurryPotDrumBeat BhangraCurryKitchen CurrySongForMom CurryChopRhythm SpiceJarShaker',
    art: 'CurrySpicePainting CurryLentilMandala CurryStillLife PaintWithCurryColors PhotographACurryFeast TurmericDyeArt',
    tech: 'InstantPotCurryTest AICurryRecipe CurrySpiceGrinder CurryTimerHack CurryCookAlongStream PrintedJarLabels',
    pet: 'PetNamedCurry DogSniffsTheCurry CurryColorBandana CurryDinnerCatStare CurryNightPupPatience KittyStoolSupervisor',
    gaming:
      'CurryGameNight CurrySpiceTierList CurryKitchenChaosRun OvercookedCurryLevel GuessTheCurryCountry SilkRoadTradeRound',
  },
  nacho: {
    dance:
      'NachoAverageDance NachoShuffle NachoLibreStrut NachoQuesoSway WiggleForNachos ChipsAndSalsaStep',
    fitness:
      'NachoAverageWorkout NachoLibreLuchaDrill NachoGameDaySquats NachoNightBurnOff EarnYourNachos JalapenoJumpingJacks',
    funny:
      'NachoPunOff NachoLastChipStandoff NachoToppingHog NachoSoggyBottom ItsNachoBusiness QuesoDripFail',
    prank:
      'DessertNachoSwitch FakeQuesoNachos NachoJalapenoMessage NachoBirthdayPlatter NachoTowerSurprise GuacGiftJar',
    educational:
      'NachoOriginStory NachoCheeseEmulsion NachoJalapenoScoville NachoCaloriesMath MeetTheRealNacho WhyQuesoStaysMelty',
    travel:
      'NachoRoadTrip BestNachosInTown NachoBirthplaceVisit NachoTexMexCrawl BallparkNachosRanking StadiumSnackTour',
    fashion:
      'NachoAverageFit NachoEarringsDIY NachoPartyOOTD NachoNightStyleCode DressAsANacho SalsaRedLook',
    wellness:
      'NachoNightUnwind NachoFriendsCatchUp NachoVeggieLoaded CozyNachoMovie MindfulNachoBite SlowSnackMoment',
    speed:
      'NachoStackRace NachoPlatterSpeedrun NachoLayerDash NachoGuacMashOff LoadTheNachosFast ChipTowerTimer',
    music:
      'NachoAverageSong NachoCrunchBeat NachoMariachiSerenade NachoLibreTheme SingToYourNachos SalsaNightJam',
    art: 'NachoChipMosaic NachoCartoon NachoClayMiniature NachoFoodPhotoShoot DrawTheNachoCheesePull SalsaColorPainting',
    tech: 'NachoAirFryerTest NachoCheeseSlowMo NachoWarmerReview AIBuildsMyNachos MicrowaveVsOvenNachos SousVideQueso',
    pet: 'NachoAverageCat NachoPetCostume NachoPlushSqueaker NachoPuppyStare DogNamedNacho ChipBagCrinkleTest',
    gaming:
      'NachoGameNight NachoBetweenMatches NachoLoserRefills NachoTriviaCup CheesyNachoController UnoForTheLastNacho',
  },
  gravity: {
    dance:
      'GravityDefyingDance GravitySmoothLean GravityDropStep ZeroGravityMoonwalk SlowMoGravityFall FloatingArmsRoutine',
    fitness:
      'GravityJumpTest GravityBalanceDrill GravityPullUpLadder GravityHangingCore ZeroGravityYoga InversionPlank',
    funny:
      'GravityStoppedWorking GravityButterSideDown GravityPhoneDropFace GravityWinsAgain ZeroGravitySlowMo CatTestsGravity',
    prank:
      'GravityDefyingCup GravityIllusionPrank GravityUpsideDownRoom CoinThatDefiesGravity ZeroGravityBedroom FloatingObjectTrick',
    cooking:
      'GravityDefyingCake GravitySyrupDrip GravityHoneyStream GravitySouffleRise PancakeStackVsGravity UpsideDownPineapple',
    travel:
      'GravityHillTrip GravityMysterySpot GravityDefyingRocks GravityCoasterRide LeaningTowerVsGravity WhereGravityFeelsOdd',
    fashion:
      'GravityDefyingHairdo GravityFlowyFit GravityGownTwirl GravityJumpPhotoshoot CapeVsGravity FloatingSkirtSpin',
    wellness:
      'GravityGrounding GravityRestPose GravityWeightedBlanket HammockLetGravityWin SinkIntoGravity LegsUpTheWallBreak',
    speed:
      'GravityDropRace GravityMarbleRun GravityEggChuteBuild GravityParachuteDash BeatGravityCatch DominoChainTimer',
    music:
      'GravityBeatDrop GravityMayerCover GravityBallRhythm PendulumGravityTempo DefyingGravityBelt FallingNotesMelody',
    art: 'GravityPaintDrip GravityPourArt GravityPendulumSwirls GravityRockBalance SculptAgainstGravity CascadingInkStudy',
    tech: 'GravitySensorApp GravityPhysicsEngine GravityCoasterCode ZeroGravityCamTrick PhoneMeasuresGravity AccelerometerDropTest',
    pet: 'GravityDogCatch GravityCatTableTest GravityBallRampPuppy GravityDefyingZoomies PetLearnsGravity KittenFeatherFloat',
    gaming:
      'GravityPuzzleGame GravityFlipLevel GravityPortalRun GravityMarbleMaze ZeroGravityBossFight AngryBirdsArcShot',
  },
  ocean: {
    dance:
      'OceanWaveDance SeasideShuffle OceanJellyfishGlide OceanMermaidTwirl StompLikeASeaShanty SwayWithTheOcean',
    fitness:
      'OceanBeachSprint OceanPaddleWorkout SeasideYoga OceanSurfPopUps SwimIntervalsInTheSea TideLineLunges',
    funny:
      'OceanWaveAmbush OceanFirstTimeReaction SeasideSeagullDrama OceanSeaweedPanic ColdOceanPlungeFace DocumentaryOfACrab',
    prank:
      'OceanBuriedTreasure OceanShellSurprise SeasideSandcastle OceanMessageInABottle ToySharkFinInTheSea MermaidFootprintTrail',
    educational:
      'OceanTideScience OceanZonesQuiz WhyTheSeaIsSalty OceanCurrentMap HowOceansMakeOxygen HowWavesForm',
    cooking:
      'OceanBlueCake OceanWaveCookies SeasideFishTacos OceanSaltCaramels LayeredJelloOcean ClamChowderCookOff',
    travel:
      'OceanCoastalRoadTrip OceanSunsetCruise SeasideTownTour OceanTidePoolWalk LighthouseHopBySea WhaleWatchingBoat',
    fashion:
      'OceanBlueFitCheck MakeOceanShellJewelry SeasideLinenLook OceanStripesThreeWays EarringsFromSeaGlass DressLikeTheOcean',
    speed:
      'OceanSandcastleRace OceanShellSortTimer SeasideBucketRelay OceanCleanupCountdown BeatTheOceanTide KayakLaunchSprint',
    music:
      'OceanWaveSounds OceanSeaShanty SeasideUkulele OceanDrumJam WhaleSongOceanRemix ConchShellHornCall',
    art: 'OceanWavePainting OceanResinArt SeasidePhotoWalk OceanGlassMosaic DriftwoodFromTheSea TidePoolSketch',
    tech: 'OceanUnderwaterCamera OceanWaveTimelapse OceanLiveCamTour OceanSoundRecorder PhonePouchSeaTest TideAppCheck',
    pet: 'OceanPupFirstWave OceanDogBeachDay SeasidePetPortrait OceanLifeJacketPuppy CatVsOceanVideo SandcastleZoomies',
    gaming:
      'OceanBiomeBuild OceanFishingGame OceanRaftSurvival DeepSeaTreasureLevel MinecraftOceanMonument BattleshipShowdown',
  },
  lifeguard: {
    dance:
      'LifeguardWhistleDance LifeguardSlowMoJog LifeguardFloatSway LifeguardSunscreenStep TowerTopLifeguardPose BeachPatrolShuffle',
    fitness:
      'LifeguardSwimTest LifeguardBeachSprints LifeguardBrickDive LifeguardTreadWater TrainLikeALifeguard RescueTubeDrill',
    prank:
      'LifeguardCostumeReveal LifeguardChairBalloons LifeguardWhistleSwap TreatsForTheLifeguard ThankYouLifeguardSign PoolDuckArmy',
    educational:
      'LifeguardFlagMeanings LifeguardSafetyRules LifeguardHandSignals LifeguardRescueSteps HowLifeguardsScan RipCurrentExplained',
    cooking:
      'LifeguardTowerCake LifeguardSnackBreak LifeguardShiftLunchbox LemonadeForLifeguards PackALifeguardCooler RingDonutBuoys',
    travel:
      'LifeguardStandHunt LifeguardBondiVisit LifeguardBeachDay MiamiLifeguardTowers SpotEveryLifeguardHut BoardwalkSunriseStroll',
    fashion:
      'LifeguardRedMonochrome LifeguardFitCheck LifeguardHoodieLayers LifeguardZincStripe DressLikeALifeguard BeachPatrolStyle',
    wellness:
      'LifeguardSunsetShift LifeguardHydration LifeguardSunscreen LifeguardShadeBreak CalmLikeALifeguard OceanBreathing',
    speed:
      'LifeguardRescueRelay LifeguardPaddleRace LifeguardWhistleStart LifeguardTowerClimb BeatTheLifeguardTime BuoySwimSprint',
    music:
      'LifeguardWhistleBeat LifeguardBeachAnthem LifeguardUkuleleBreak LifeguardTowerSerenade BaywatchThemeLifeguard SurfRockJam',
    art: 'LifeguardTowerPainting LifeguardBuoyCraft LifeguardFlagSketch LifeguardSandSculpt ShootALifeguardHut ZincNoseSelfPortrait',
    tech: 'LifeguardSlowMoDive LifeguardTowerCam LifeguardRipCurrentApp LifeguardGadgetTest AIHelpsLifeguards SmartSwimWatch',
    pet: 'LifeguardRescueDog LifeguardPupLifeVest LifeguardCatOnWatch PetLifeguardCostume KittenLifeguardOnDuty PuppyPoolSafety',
    gaming:
      'LifeguardRescueLevel LifeguardSaysRound LifeguardTriviaShift LifeguardBeachBingo MarcoPoloLifeguard PoolNoodleJoust',
  },
  hiking: {
    dance:
      'HikingSummitDance HikingTrailGroove HikingBootStomp HikingPoleTwirl PostHikeVictoryJig MountaintopShuffle',
    funny:
      'HikingFalseSummit HikingSnackBreaks HikingGuideImpression HikingMosquitoBattle UphillHikeWhining BackpackOverpacker',
    prank:
      'HikingBackpackTreats HikingSummitSurprise HikingSnackFairy HikingEndPicnicReveal KindnessRocksOnTheHike TrailheadWelcomeSign',
    educational:
      'HikingTrailMarkerQuiz HikingLeaveNoTrace HikingMapReading HikingRockLayers CloudTypesOnAHike IdentifyTenTrees',
    cooking:
      'HikingTrailMix HikingCampStoveMeal HikingEnergyBites HikerBreakfastBurrito WrapLunchForTheHike SummitSandwich',
    travel:
      'HikingHiddenWaterfalls HikingANewTrailWeekly HikingHutHopping HikingCoastalPath SunriseRidgeHike TrailheadToSummit',
    fashion:
      'HikingFitCheck HikingBootsReview HikingLayerTest HikingGorpcoreLook FleeceVestHikeStyle TrailToDinnerOutfit',
    wellness:
      'HikingMindfulWalk HikingForestBathing HikingPhoneFree HikingSilentMile BirdsongPauseOnHike SummitGratitude',
    speed:
      'HikingPaceCheck HikingSpeedLoop HikingBootLaceDash HikingPackUpTimer SwitchbackHikeSprint SummitBeforeSunset',
    music:
      'HikingTrailSingAlong HikingCampfireSong HikingMarchChant HikingHarmonicaBreak EchoOnTheHike BirdcallWhistleDuet',
    art: 'HikingNatureSketch HikingPhotoWalk HikingLeafRubbings HikingViewWatercolor PleinAirHikePainting TrailJournalArt',
    tech: 'HikingGadgetCheck HikingMapAppTest HikingGPSWatchStats HikingTimelapseVideo SolarChargerOnHike HeadlampShowdown',
    pet: 'HikingDogBackpack HikingCatHarness HikingPuppyFirstPeak HikingPetSelfie PupsBigHikeDay CanineWaterBreak',
    gaming:
      'HikingBingo HikingSideQuest HikingGeocacheFind HikingAchievementList LeaderboardForHikes TrailScavengerHunt',
  },
  tent: {
    dance:
      'TentPoleShuffle TentZipDance TentStakeStomp TentLanternTwirl CampfireSwayByTheTent CampoutGroove',
    fitness:
      'TentPackHike TentStakeSquats TentCrawlOutReps TentMorningStretch PitchATentWorkout CampsiteCircuit',
    funny:
      'TentPitchFail TentZipperStruggle TentNightNoisesPanic TentRoommateSnoring DadVsTheTent SleepingBagWorm',
    prank:
      'LivingRoomTentSurprise TentGlowStarCeiling TentBreakfastDelivery TentFairyLightMakeover TentTreasureInside PopUpTentInTheYard',
    educational:
      'HowTentsStayDry TentKnotLesson PickATentSpot TentRainFlyBasics TentLeaveNoTrace NomadTentHistory',
    cooking:
      'TentsideBreakfast TentNightSmores TentCampStovePasta BananaBoatsByTheTent BackyardTentPizza FoilPackDinner',
    fashion:
      'TentCozyLayers TentToTownOutfit TentHeadlampGlam CapsuleWardrobeForTent GlampingTentLook CampoutFitCheck',
    wellness:
      'UnplugInATent TentRainListen StargazeFromTheTent TentMorningBirds TentJournalByLantern TentSlowWakeUp',
    speed:
      'TentPitchRace TentTakedownSprint PackTheTentFast TentBlindfoldSetup TentStakeIn30 RollTheTentBlitz',
    music:
      'TentRainBeat TentSingalong TentHarmonicaNight TentUkuleleLullaby ZipperRhythmInTheTent CampfireGuitarJam',
    art: 'GlowingTentPhoto TentSketchbook MiniTentDiorama TentShadowPuppets TentLanternPainting TentNatureWeave',
    tech: 'TentTechSetup TentSolarCharge TentLightHack TentStargazingApp WeatherRadioInTheTent PowerBankTentTest',
    pet: 'PetTentCampout DogsFirstTentNight CatTentTakeover TentPupSleepingSpot TentDoorZoomies TentKittenHideout',
    gaming:
      'TentCardGames TentFlashlightTag TentLanternTrivia TentDiceRoll MinecraftTentBase SurvivalCampBuild',
  },
  thunderstorm: {
    dance:
      'FreezeOnTheThunder ThunderstormStomp LightningStrikeMoves ThunderstormBoomBounce ThunderstormFlashPose RumbleRollRoutine',
    fitness:
      'IndoorThunderstormHIIT ThunderstormStairClimb ThunderCountSquats LightningBurpees ThunderstormPlankHold RumbleJumpingJacks',
    prank:
      'ThunderstormPillowFort FakeThunderRumble ThunderstormGlowSticks CocoaForThunderstorms LightningBoltNotes FlashlightShadowShow',
    educational:
      'CountToTheThunder HowLightningForms ThunderstormSafety ThunderstormCloudQuiz WhyThunderstormsRumble StaticShockExperiment',
    cooking:
      'ThunderstormSoup ThunderstormCookies ThunderstormSmores ThunderCloudCupcakes RainyThunderstormBake StormyNightCocoa',
    travel:
      'ThunderstormCabinStay ThunderstormTrainView ThunderstormPorchWatch ThunderstormCafeHop CitySkylineLightning RainyDayMuseumVisit',
    fashion:
      'ThunderstormGearTest ThunderstormMoodyLook LightningBoltPrintFit TrenchCoatThunderstorm DressForThunderstorms StormCloudEyeshadow',
    wellness:
      'SleepToThunderstorms ThunderstormJournaling ThunderstormCandleCalm ThunderstormTeaBreak CountBetweenThunder RainOnTheWindowRest',
    speed:
      'BeatTheThunderstorm ThunderstormPrepRace ThunderstormWindowDash ThunderstormPatioClear LaundryInBeforeThunder FlashlightFindBlitz',
    music:
      'ThunderstormDrumSolo ThunderstormPianoMix RainAndThunderRemix ThunderstormSheetShake ThunderstormLullaby BoomingBassDrop',
    art: 'ThunderstormWatercolor LightningBoltDoodle ThunderstormCharcoal ThunderstormSkyPastels CatchAThunderstormShot StormCloudCollage',
    tech: 'ThunderstormTimelapse ThunderstormWeatherApp LightningPhotoSetup ThunderstormPowerBank TrackTheThunderstorm HomeBarometerBuild',
    pet: 'ThunderstormPetCalm ThunderstormSafeSpot ThunderstormDogBlanket ThunderShirtTryOn KittenVsThunderstorm CozyStormCuddle',
    gaming:
      'ThunderstormCardNight ThunderstormDominoes ThunderstormChessMatch LightningRoundTrivia MinecraftThunderstorm FlashlightMonopoly',
  },
  chocolate: {
    dance:
      'ChocolateMeltDance ChocolateBarShuffle ChocolateFactoryGroove ChocolateWrapperTwirl WiggleForChocolate TruffleTwoStep',
    fitness:
      'ChocolateMilkRecovery EarnYourChocolate ChocolateBoxSquats ChocolateChipPushUps CocoaCardio WalkToTheChocolateShop',
    funny:
      'ChocolateFillingFaces WhoAteMyChocolate ChocoholicConfessions ChocolateStashExposed ChocolateMeltdown LastPieceStandoff',
    prank:
      'ChocolateLookalikeSwap SecretChocolateDrop ChocolateNoteSurprise ChocolateCoinTrail HotelPillowChocolate GiantChocolateBarGift',
    educational:
      'BeanToChocolateBar WhyChocolateMelts ChocolateHistoryQuiz ChocolateBloomMystery WhyDarkChocolateSnaps CacaoPodOpening',
    travel:
      'ChocolateShopCrawl TasteChocolateAbroad ChocolateFactoryTour ChocolateMuseumVisit ChocolateMarketHunt CacaoFarmTrip',
    fashion:
      'ChocolateBrownOutfit ChocolateMonochrome ChocolateLeatherStyle DressLikeAChocolateBox DarkChocolateLipSwatch CocoaColorFitCheck',
    wellness:
      'MindfulChocolateBite ChocolateSelfCare OneSquareOfChocolate ChocolateJournalBreak ChocolateMeditation HotCocoaWindDown',
    speed:
      'ChocolateDippingRace UnwrapChocolateFast FiveMinuteChocolate ChocolateEggHuntDash ChocolateChipCountdown TruffleRollTimeTrial',
    music:
      'ChocolateSnapASMR ChocolateWrapperBeat ChocolateSongCover ChocolateBoxDrums SerenadeYourChocolate CandyTinShaker',
    art: 'ChocolatePainting ChocolateSculpture ChocolateDrizzleArt ChocolateFoilAnimals PortraitInChocolate CocoaPowderStencil',
    tech: 'ChocolateTemperTest 3DPrintedChocolateMold AIChocolatePairing ChocolateFountainSetup ChocolateMeltSlowMo LaserEngravedBar',
    pet: 'ChocolateLabPhotoshoot ChocolateColoredPets ChocolateCoatGlowUp ChocolatePlushFetch CatInAChocolateBox PuppyNamedCocoa',
    gaming:
      'ChocolateCoinPrizes ChocolateChipPoker ChocolateCheckers WinnerGetsTheChocolate ChocolateBingoMarkers CandyLandRematch',
  },
  penguin: {
    dance:
      'PenguinWaddleDance PenguinSlideShuffle PenguinHuddleSway PenguinTuxedoTwirl HappyFeetPenguinTap FlipperFlapGroove',
    fitness:
      'PenguinCrunches PenguinWaddleWalk PenguinHopSquats PenguinSlideBurpees IcebergPenguinPlank FlipperArmBurn',
    funny:
      'PenguinImpression PenguinPebbleProposal PenguinWalkToWork PenguinWaiterBit HuddleLikePenguins TuxedoBirdVoiceover',
    prank:
      'PenguinInTheFreezer PenguinSockSurprise PenguinFootprintTrail PostItPenguinArmy RubberPenguinBathtub TuxedoTwinsSwap',
    educational:
      'HowPenguinsStayWarm PenguinHuddleScience WhyPenguinsCantFly PenguinSpeciesQuiz HowDeepPenguinsDive AntarcticFoodChain',
    cooking:
      'PenguinOliveBites PenguinCupcakes PenguinOreoPops PenguinRiceBalls TuxedoPenguinBerries IcebergSnowCones',
    travel:
      'PenguinBeachVisit PenguinParadeTrip PenguinAquariumOuting PenguinColonyCruise PatagoniaPenguinHike AntarcticaBucketList',
    fashion:
      'PenguinTuxedoLook PenguinWaddleRunway PenguinMonochromeStyle PenguinPufferThreeWays DressLikeAPenguin BlackTieFitCheck',
    wellness:
      'PenguinHuddleGratitude PenguinSlowWaddleWalk PenguinPebbleGift PenguinPlushNap ChillLikeAPenguin ArcticCalmBreath',
    speed:
      'PenguinWaddleRace PenguinEggPassRelay PenguinPuzzleTimer PenguinStackTower SlideLikeAPenguinDash TuxedoQuickChange',
    music:
      'PenguinWaddleBeat PenguinHuddleHarmony PenguinHappyFeetTap PenguinKazooMarch BeatboxLikeAPenguin ArcticChillSong',
    art: 'PenguinRockPainting PenguinPaperCraft PenguinClayFigures PenguinPineconeFriends IcebergPenguinCollage TuxedoBirdSketch',
    tech: 'PenguinLiveCam PenguinColonyTimelapse PenguinCounterAI PenguinARFilter RoboPenguinBuild AntarcticWeatherApp',
    gaming:
      'PenguinSlideLevel PenguinPartyGame PenguinSledRacer ClubPenguinPuffleHunt DontBreakTheIcePenguin IcebergHopPuzzle',
  },
  toaster: {
    dance:
      'ToasterPopDance ToasterCountdownDrop ToasterSpringHop ToasterLeverDip WaitForTheToasterJig BreakfastKitchenBounce',
    fitness:
      'ToasterPopSquats ToasterTimerPlank ToasterCycleWallSit ToasterSpringJumps PushUpsBeforeToast BagelWaitCalfRaises',
    prank:
      'ToasterGooglyEyes ToasterSmileySurprise ToasterTinyHat BreakfastToastMessage SpeechBubbleOnToaster PopTartLoveNote',
    educational:
      'HowToastersWork WhyToasterCoilsGlow WhyToastTurnsBrown ToasterInventionStory ToasterSafetyRules WhatsInsideAToaster',
    cooking:
      'ToasterToppingBar ToasterBagelBrunch ToastArtBreakfast ToasterWaffleSundae CookWithOnlyAToaster HomemadePopTarts',
    travel:
      'HotelToasterBreakfast ToasterCampsiteMorning ToastAroundTheWorld ToasterMuseumVisit PackATravelToaster RoadsideDinerCrawl',
    fashion:
      'ToasterRetroFit DressLikeYourToaster ToastTonesOutfit ToasterChromeMakeup ToasterBagCharmDIY ButteryYellowGlowUp',
    wellness:
      'ToasterMorningPause ToasterWaitBreathing ToasterGratitudeMinute ToasterTimeStretch MindfulToastBite SlowBreakfastRitual',
    speed:
      'BeatTheToaster ToasterTimerTidy ButterTheToastFast ToasterCatchStreak ToasterJamSpreadSprint SandwichAssemblyDash',
    music:
      'ToasterPopBeat ToasterLeverRhythm ToasterClickPercussion ToasterSpringTwang CrunchyToastASMR BreakfastBeatbox',
    art: 'ToasterStencilArt ToasterStillLife ToastCanvasPortrait ToasterCharacterDesign SelfieInToasterChrome BurntCrustCharcoal',
    tech: 'SmartToasterTest ToasterGadgetReview ToastTimerApp ToasterTeardown ToasterImagePrinting ArduinoToasterMod',
    pet: 'ToasterPopPetReaction ToasterSitAndStay DogWaitsForToaster ToasterShapedCatBed PuppyMeetsTheToaster PupBreakfastManners',
    gaming:
      'ToasterReflexGame GuessWhenToastPops ToasterQuickDraw FlyingToastersArcade ToasterBossBattle BreakfastRushLevel',
  },
  carrot: {
    dance:
      'CarrotShuffle CarrotTopTwirl CarrotPassDanceLine CarrotCrunchOnBeat HoedownForCarrots BunnyHopAlong',
    fitness:
      'CarrotCrunchAbs CarrotGardenSquats CarrotPullRows CarrotBundleCurls HaulTheCarrotHarvest BunnyHopBurpees',
    funny:
      'CarrotSwordDuel CarrotMicInterview CarrotPuppetShow CarrotMustacheLook SnowmanLostHisCarrot WhatsUpDocImpression',
    prank:
      'CarrotFriesSwitcheroo GuessTheSecretCarrot BunnyLeftACarrot CarrotPencilSwap CarrotBouquetSurprise RabbitTracksToFridge',
    educational:
      'CarrotEyesightMyth CarrotsWerePurple HowCarrotsGrow CarrotColorDyeTest CarrotFloatOrSink WhyCarrotsAreOrange',
    travel:
      'CarrotFarmVisit PickYourOwnCarrots CarrotCakeCafeCrawl CarrotHarvestFestival CarrotMarketHaul TasteLocalCarrots',
    fashion:
      'CarrotOrangeFitCheck CarrotPrintThreeWays CarrotEarringsDIY CarrotStreetStyle DressAsACarrot GardenToTableOutfit',
    wellness:
      'MindfulCarrotCrunch CarrotJuiceMorning PlantACarrotSeed CarrotSnackSwap CarrotPatchCalm VeggieFirstLunch',
    speed:
      'CarrotPeelRace CarrotChopSpeedrun CarrotPullDash CarrotGrateIn30 StackCarrotSticks SaladPrepRelay',
    music:
      'CarrotFluteCover CarrotCrunchBeat CarrotDrumstickJam CarrotWhistleSolo SingToYourCarrots VeggieOrchestra',
    art: 'CarrotStampArt CarrotRoseCarving CarrotPeelCollage CarrotStillLifeSketch PaintACarrotPatch VeggiePrintPoster',
    tech: 'CarrotGrowthTimelapse CarrotPianoCircuit CarrotBatteryTest CarrotSpiralizerReview SoilSensorForCarrots VeggieKeyboardHack',
    pet: 'CarrotPlushFetch CarrotCostumeCutie HideTheCarrotToy CarrotRopeTug CarrotPatchPhotoShoot BunnyEarsOnThePup',
    gaming:
      'CarrotFarmBuild GoldenCarrotHunt CarrotOnAStickRide CarrotCropSpeedrun CarrotTopTrivia HarvestFestivalRun',
  },
  'toilet paper': {
    dance:
      'ToiletPaperRibbonDance ToiletPaperLimboLine BalanceToiletPaperRoll ToiletPaperTossTwirl ShuffleWithToiletPaper MummyWrapShimmy',
    fitness:
      'ToiletPaperKeepyUppy ToiletPaperPlankStack ToiletPaperHurdles ToiletPaperDotDrill JumpOverToiletPaper MegaPackFarmerCarry',
    prank:
      'ToiletPaperGooglyEyes ToiletPaperRollPyramid ToiletPaperDoorway ToiletPaperMummyChair JokesOnToiletPaper EmptyTubeLoveNote',
    educational:
      'ToiletPaperHistory HowToiletPaperIsMade ToiletPaperOverOrUnder ToiletPaperWetTest ToiletPaperMath PaperRollPhysics',
    cooking:
      'ToiletPaperRollCake ToiletPaperMeringue ToiletPaperCheesecake MarshmallowToiletPaper TPLookalikeDessert ToiletPaperCupcakes',
    travel:
      'ToiletPaperTravelHack ToiletPaperTrailKit ToiletPaperRoadTrip RateToiletPaperAbroad JapaneseToiletTour CampsitePackingList',
    fashion:
      'ToiletPaperBridalGown ToiletPaperRunway ToiletPaperHatDesign MakeAToiletPaperBowTie DressMadeOfToiletPaper MummyCostumeFitCheck',
    wellness:
      'ToiletPaperTubeGarden ToiletPaperMantras ToiletPaperOrigamiCalm BambooToiletPaperSwap ShareYourToiletPaper RollOfKindnessNotes',
    speed:
      'ToiletPaperTowerRace ToiletPaperRefillDash ToiletPaperRelay UnrollToiletPaperFast MummyWrapInToiletPaper SingleSquareTearOff',
    music:
      'ToiletPaperTubeKazoo ToiletPaperMaracas ToiletPaperRollTapping ToiletPaperTearASMR EchoThroughToiletPaper BathroomAcoustics',
    art: 'ToiletPaperRollCraft ToiletPaperSculpture ToiletPaperPapierMache ToiletPaperRoses PortraitInToiletPaper CardboardTubeCityscape',
    tech: 'ToiletPaperTubeSpeaker SmartToiletPaperSensor ToiletPaperDropTest ToiletPaperCounterApp ToiletPaperRollSlowMo AutoDispenserBuild',
    pet: 'ToiletPaperTubePuzzle ToiletPaperWall CatVsToiletPaper DogHopsToiletPaper ToiletPaperTreatRoll HamsterCardboardMaze',
    gaming:
      'ToiletPaperBowling ToiletPaperJenga ToiletPaperMiniGolf ToiletPaperDominoes TicTacToeToiletPaper TossTheToiletPaper',
  },
  graduation: {
    dance:
      'GraduationStageStrut GraduationTasselFlip GraduationDanceParty GradNightConga MyGraduationWalkOut CapAndGownGroove',
    fitness:
      'GraduationDayRun GradCapAndGownPushups GraduationStairClimb GraduationLunges PostGraduationFitPlan SummerTrainingKickoff',
    prank:
      'GraduationBalloonDrop SurpriseGradYardSign GraduationCarDecor GraduationGiftRiddle GraduationCapConfetti FamilyCheerSquadBanner',
    educational:
      'GraduationTraditions GraduationSpeechTips GraduationTasselColors GraduationLatinQuiz WhyGradsWearGowns WhyWeTossCaps',
    cooking:
      'GraduationCapCookies GraduationCakeDesign GradPartyMenu GraduationDiplomaRolls CupcakeTowerGraduation MortarboardBrownies',
    travel:
      'GraduationRoadTrip PostGradAdventure GraduationCampusWalk GraduationGapYearPlan FlyHomeForGraduation SeniorBeachWeek',
    fashion:
      'GraduationFitCheck GraduationCapDecor GraduationStoleStyling GraduationJewelryPick HeelsOrSneakersForGrad UnderTheGownOutfit',
    wellness:
      'GraduationReflection GraduationThankYou GraduationMemoryJar GraduationJournalPage CalmBeforeGraduation LetterToFutureSelf',
    speed:
      'GraduationGownRace GraduationPhotoBlitz GraduationHugCount GraduationDiplomaDash DecorateGradCapIn10 ThankYouNotesTimer',
    music:
      'GraduationMarchCover GraduationFarewellSong GraduationPompKazoo GraduationRapVerse AlmaMaterForGrads ClassAnthem',
    art: 'GraduationCapArt GraduationPhotoshoot GraduationMemoryQuilt GraduationTasselFrame SignatureShirtForGrads YearbookCollage',
    tech: 'GraduationSlideshow GraduationLivestream GradVideoMontage GraduationQRCodeInvite AIGraduationSpeech DigitalDiplomaWallet',
    pet: 'PetGraduationCap PuppyClassGrad CatJoinsGraduationPics GraduationDogFetch GraduationPawtrait ObedienceSchoolFinale',
    gaming:
      'GraduationGameNight GraduationTrivia GraduationBingoCard GraduationLANFarewell FinalBossBeforeGrad SeniorYearEscapeRoom',
  },
  coconut: {
    dance:
      'CoconutHulaSway CoconutShuffle CoconutShellClapStep CoconutLimbo DanceWithACoconut IslandCongaLine',
    fitness:
      'CoconutCurls CoconutCarry CoconutSquatToss CoconutRussianTwist CrackACoconutArmDay BeachSandLunges',
    funny:
      'CoconutHoofGallop CoconutCrackFails CoconutPhoneCall CoconutHeadNewsReport CastawayCoconutFriend IslandWeatherForecast',
    prank:
      'CoconutCakeLookalike CoconutHiddenMessage CoconutInTheMailbox TalkingCoconutSurprise GooglyEyedCoconut HulaSkirtOnTheChair',
    educational:
      'IsCoconutANut HowCoconutsCrossOceans CoconutAnatomyLesson CoconutMilkVsWater WhyCoconutsHaveEyes CoconutCrabFacts',
    travel:
      'MailACoconutHome FreshCoconutHunt CoconutFarmTour RoadsideCoconutStand CoconutIslandHop PalmBeachPhotoWalk',
    fashion:
      'CoconutEarringsDIY SwapInCoconutButtons StringACoconutNecklace CoconutBeachLookbook HatFromCoconutLeaves IslandFitCheck',
    wellness:
      'MorningCoconutSip CoconutOilHairMask CoconutHammockRest SunsetCoconutBreaths HydrateWithCoconut IslandTimeUnwind',
    speed:
      'CoconutCrackRace CoconutRollRelay CoconutBalanceDash CoconutStackTimer HuskACoconutFast PalmFrondWeaveIn60',
    music:
      'CoconutShellDrums CoconutMaracasShake CoconutClipClopRhythm CoconutCupSong LimeInTheCoconutCover UkuleleIslandJam',
    art: 'CoconutShellCarving CoconutHuskSculpture CoconutCandleCraft CoconutBirdFeeder PaintedCoconutFaces PalmLeafWeaving',
    tech: 'CoconutShellSpeaker CoconutOpenerTest CoconutCrackSlowMo CoconutBatteryLED AITellsIfCoconutRipe BeachSolarSetup',
    pet: 'CoconutShellHideout CoconutPlushFetch CoconutRopeTugToy CoconutBowlingPup CatVsRollingCoconut IslandPetPhotoShoot',
    gaming:
      'CoconutIslandSurvival CoconutCrabBoss CoconutCatapultLevel CoconutBowlingScore AnimalCrossingCoconuts PirateCoveSpeedrun',
  },
  ukulele: {
    dance:
      'UkuleleSwayDance UkuleleStrumStep UkuleleHulaFlow UkuleleHipTwist BeachUkeGroove TwirlWithYourUkulele',
    fitness:
      'UkuleleFingerWorkout UkuleleWallSit UkuleleWalkingSong UkulelePlankSolo SquatPerUkuleleChord StrumAndStretch',
    funny:
      'UkuleleFails UkuleleDramaticBallad UkuleleMetalCovers UkuleleOutOfTune SadSongOnAUkulele TinyGuitarBigDreams',
    prank:
      'UkuleleSerenade UkeSongForMom UkuleleDoorbellTune SurpriseUkuleleWakeUp BirthdayCallOnUkulele AlohaLeiGreeting',
    educational:
      'UkuleleHistory UkuleleGCEAStrings UkuleleSizeQuiz HowUkulelesWork FourChordUkuleleLesson SopranoVsTenorUke',
    cooking:
      'UkuleleCake CookToUkuleleMusic UkuleleLuauFeast UkuleleSugarCookies KitchenUkuleleConcert StrumWhileItBakes',
    travel:
      'UkuleleOnTheBeach UkuleleAtEveryStop UkuleleHawaiiFactory UkuleleFestivalVisit WaikikiUkuleleJam IslandStrumTrip',
    fashion:
      'UkuleleStrapDIY UkuleleFitCheck UkuleleAlohaLookbook UkuleleFlowerCrown DressToMatchYourUke BeachBandLook',
    wellness:
      'UkuleleCalm UkuleleSunsetStrum UkuleleMorningPractice UkuleleHammockSession GentleUkeFingerpicking TenMinutesOfUkulele',
    speed:
      'UkuleleChordRace UkuleleTuneUpTimer UkuleleRestringDash UkuleleSongIn10Min FastestUkuleleStrum OneMinuteUkuleleRiff',
    art: 'UkuleleDoodle UkuleleWoodburning UkuleleResinInlay PaintedUkulele DecorateYourUke ShoeboxUkuleleBuild',
    tech: 'UkuleleLEDFretboard UkuleleLooper UkulelePickupInstall LearnUkeWithAnApp PhoneRecordingUkulele ClipOnTunerTest',
    pet: 'UkuleleForMyDog UkuleleParrotSingAlong UkuleleHowlingPup CatVsUkulele PetUkeSerenade KittenStringPluck',
    gaming:
      'UkuleleLevelUpSound UkeBossTheme UkuleleAnimalCrossing VideoGameUkulele MinecraftOnUkulele TavernBardSong',
  },
  bridge: {
    dance:
      'BridgeCrossingDance BridgeSuspensionSway BridgeArchStep BridgeBackbendMove LondonBridgeGame ShuffleAcrossTheBridge',
    fitness:
      'BridgePoseChallenge BridgeRunLoop BridgeStairsClimb BridgeSprintRepeats GluteBridgeHold LungesAcrossTheBridge',
    funny:
      'BridgeTrollSkit BridgeEngineerDad BridgeFailReactions BridgeDramaticCrossing WobblyRopeBridgeNerves GoatsGruffRetelling',
    prank:
      'BridgeLoveLockGift BridgeOfSweetNotes SnackBridgeDelivery LegoBridgeOverTheSink ToyCarBridgeJam ChalkBridgeOnSidewalk',
    cooking:
      'BridgeCakeBuild BridgeCookieSpan BridgeGingerbreadTruss BridgeSpaghettiArch PretzelBridge WaferSuspensionBridge',
    travel:
      'BridgeWalkChallenge BridgeSunsetShot BridgeNightLights FamousBridgeHop CoveredBridgeRoadTrip RopeBridgeTrail',
    fashion:
      'BridgePhotoshootFit BridgeWalkOutfit BridgeBackdropStyle BridgeBreezyScarfPose LayerUpForTheBridge GoldenHourBridgeLook',
    wellness:
      'BridgeSunriseWalk BridgeMindfulPause BridgeWaterWatching BridgeStillMoment CrossTheBridgeGrateful RiverViewBreath',
    speed:
      'BridgeBuildRace BridgePopsicleIn10 BridgeSpaghettiTimer BridgeLegoSprint StickBridgeIn60 PaperBridgeInOneMinute',
    music:
      'BridgeEchoJam BridgeUnderpassHarmony BridgeBuskingSet LondonBridgeCover SingUnderABridge SongsAboutBridges',
    art: 'BridgeSketch BridgeWatercolor BridgePhotoWalk BridgePopsicleModel PaintABridgeReflection DrawYourCitysBridge',
    tech: 'BridgeSwaySensor BridgeCADDesign Bridge3DPrintTruss BridgeSimApp LoadTestMyBridge AIEngineersABridge',
    pet: 'BridgeHamsterCrossing BridgeCatWallWalkway BridgeTreatTrail PetBridgeAgility DogCrossesTheBridge PillowBridgeForPup',
    gaming:
      'BridgeSpeedrun BridgeBuildOff BridgeMinecraftSpan BridgeTrussPuzzle PolyBridgeLevel LegoBridgeBattle',
  },
  'car wash': {
    dance:
      'CarWashSpongeShuffle CarWashWiperArms CarWashBrushBounce CarWashFoamFreestyle DanceInTheCarWash SoapySudsGroove',
    fitness:
      'CarWashWorkout CarWashBucketCarry CarWashWaxOnOff SquatAtTheCarWash HomeCarWashCardio SpongeScrubArmBurn',
    prank:
      'CarWashSecretDetail CarWashMysteryScent CarWashThankYouNote BalloonsAfterCarWash FreeCarWashForMom DashboardDinoParade',
    educational:
      'CarWashWaterSaving CarWashWaxChemistry CarWashRainRepellent CarWashProfitMath HowCarWashesWork WhySoapBeadsOnPaint',
    cooking:
      'CarWashBakeSale CarWashLemonadeStand CarWashHotDogGrill SnacksForTheCarWash PizzaForCarWashCrew SoapySudsCupcakes',
    travel:
      'CarWashTunnelRide CarWashRoadTripReset CarWashDesertDustOff CarWashAfterCamping WeirdestCarWashAbroad MuddyTrailThenCarWash',
    fashion:
      'CarWashFitCheck CarWashCrewTeeDesign CarWashOverallsStyle CarWashHeadscarfKnot RetroCarWashLook RainBootsAndApron',
    wellness:
      'CarWashTunnelCalm CarWashMindfulScrub CarWashSundayRitual VacuumAfterCarWash SlowHandCarWash FoamCurtainASMR',
    speed:
      'CarWashSpeedClean CarWashTeamRelay CarWashTireShineTimer CarWashVacuumBlitz StreakFreeCarWashIn60 SpongeBucketDash',
    music:
      'CarWashBucketDrums CarWashDiscoCover CarWashHoseRhythm CarWashBassDrop SingTheCarWashSong SpongeSqueakSolo',
    art: 'CarWashSignDesign CarWashFoamArt CarWashDustDrawing CarWashHubcapSculpture PhotographACarWash WindowChalkMessages',
    tech: 'CarWashTunnelCam CarWashPressureWasher CarWashSlowMoSpray AIRatesMyCarWash GoProThroughCarWash FoamCannonTest',
    pet: 'CarWashDogBath CarWashPetReacts CarWashPuppySupervisor CarWashCatWindowJudge PupRidesThroughCarWash SprinklerChaseLab',
    gaming:
      'CarWashMinigameDuel CarWashGarageRestore CarWashHighScore CarWashTycoonBuild BeatTheCarWashLevel PowerWashSimulator',
  },
  giraffe: {
    dance:
      'GiraffeNeckSway GiraffeStiltStrut GiraffeTiptoeWalk GiraffeGallopStep DanceLikeAGiraffe SpottedShuffle',
    fitness:
      'GiraffeNeckStretch GiraffeTiptoeReach GiraffeCalfRaises GiraffeGallopSprints StandTallGiraffePose SavannaPostureCheck',
    funny:
      'GiraffeHeightProblems GiraffeImpression GiraffeTongueSurprise WhenYoureTheGiraffe DuckingLikeAGiraffe LongNeckVoiceover',
    prank:
      'GiraffeWindowPeek GiraffeSpotStickers GiraffeCutoutDoorway OnesieGiraffeEntrance TinyGiraffeHideAndSeek LongNeckPlushSurprise',
    educational:
      'GiraffeHeartScience GiraffeSpotPatterns GiraffeTongueColorQuiz GiraffeNeckBonesGuess HowGiraffesDrink WhyGiraffesHum',
    cooking:
      'GiraffeBread GiraffeSpotCake GiraffePancakeArt GiraffeFruitTower SavannaGiraffeBoard SpottedSugarCookies',
    travel:
      'GiraffeSafariDrive GiraffeFeedingDeck GiraffeManorBreakfast GiraffeZooPhotoWalk SpotAGiraffeNearYou SavannaSunsetTrip',
    fashion:
      'GiraffePrintFitCheck DressLikeAGiraffe GiraffeNeckScarfTie GiraffeSpotNailArt StackedNecklaceGiraffe SafariNeutralsLookbook',
    wellness:
      'GiraffeStretchBreak GiraffeBigPicture GiraffeNeckRolls GiraffeCanopyGazing StandTallLikeAGiraffe LookUpGratitude',
    speed:
      'GiraffeCupTower GiraffeSpotCountRace GiraffeJigsawDash GiraffePlushToss DrawAGiraffeIn30 SafariAnimalQuiz',
    music:
      'GiraffeHumLofi GiraffeSongCover GiraffeKalimbaMelody GiraffeMarimbaBeat LullabyForAGiraffe SavannaNightTune',
    art: 'GiraffeSpotPainting GiraffeClaySculpt GiraffePatternDoodle GiraffeCardboardTube OrigamiGiraffe SavannaSilhouette',
    tech: 'GiraffeLiveCam GiraffeSelfieStick GiraffeARFilter GiraffeScaleModelPrint LifeSizeGiraffe3D TallTripodShot',
    gaming:
      'GiraffeStackingGame GiraffeSafariLevel GiraffeZooTycoon GiraffeCharades PinTheTailOnGiraffe SavannaMemoryMatch',
  },
  seagull: {
    dance:
      'SeagullStrutDance SeagullWingFlap SeagullHopStep SeagullSwoopSpin BoardwalkSeagullBop PierSquawkShuffle',
    fitness:
      'SeagullBeachRun SeagullWingFlapCardio GullGlideLunges SeagullDuneSprints JogPastTheSeagulls SandStairRepeats',
    funny:
      'SeagullSnackAmbush SeagullImpression GullStareDown SeagullRooftopTapDance NegotiateWithASeagull BeachLunchBodyguard',
    prank:
      'SeagullSquawkRingtone SeagullPlushOnTheTowel GullDecoyPicnic SeagullSoundEffectBox WindowSeagullSticker FakeBirdOnTheCar',
    educational:
      'AreSeagullsSmart GullMigrationFacts SeagullWormStomping WhySeagullsStealFood IDTheSeagullSpecies HowBirdsDrinkSeawater',
    cooking:
      'SeagullProofPicnic SeagullShapedCookies SeagullSandwichDefense SeagullCupcakes CrabCakesVsSeagulls PierFishAndChips',
    travel:
      'SeagullPierWalk SeagullCoastRoadTrip SeagullLighthouseVisit SeagullFerryCrossing SpotSeagullsAbroad SeasideVillageStroll',
    fashion:
      'SeagullPrintFitCheck DressLikeASeagull SeagullEarringsDIY AllWhiteSeagullLook SailorCapSeagullStyle BoardwalkOOTD',
    wellness:
      'SeagullSunsetViewing SeagullSeaBreezePause SeagullCallListening SeagullCliffBench BreatheWithTheSeagulls OceanAirReset',
    speed:
      'SeagullSketchSprint SeagullSpottingCount SeagullTowelGrabDash SeagullFlightTimer PackUpBeforeSeagulls PierToShoreRelay',
    music:
      'SeagullSquawkRemix SeagullShanty SeagullCallHarmony SeagullFluteMimic LofiBeachWithSeagulls HarborBellBeat',
    art: 'SeagullDriftwoodArt SeagullPhotoWalk SeagullSilhouette SeagullFeltBird SeaGlassSeagullMobile PierSunsetPainting',
    tech: 'SeagullSlowMoFlight SeagullPierLiveCam SeagullSpeciesScanner SeagullSoundRecorder BirdAppNamesTheGull CoastalWeatherRadar',
    gaming:
      'GullFlightLevel SeagullBirdBingo SeagullWingspanCards SeagullTriviaRound PlayAsASeagull UntitledGooseRun',
  },
  cow: {
    dance:
      'CowPrintShuffle CowPastureLineDance CowTailSwishSway CowHoofStomp TwoStepWithTheCows MooveAndGroove',
    fitness:
      'CowPoseStretch CowPastureHike CowMilkPailCurls CowFieldStrides CatCowFlow HayBaleCarry',
    funny:
      'CowVoiceover CowStareContest CowCuriousCrowd GreetedByACowLick MooTranslator WhenCowsMeetMusic',
    prank:
      'CowMooRingtone CowPrintDeskMakeover CowCutoutWindowPeek MugSwapWithCowSpots BarnyardAlarmSurprise PlushCowOnThePillow',
    educational:
      'HowCowsMakeMilk CowStomachFacts CowBreedQuiz WhyCowsChewAllDay WhyCowsHaveBestFriends DairyFarmToFridge',
    cooking:
      'CowPrintCake CowSpotCookies CowPatternBrownies CowFaceCupcakes MooCowPancakes FreshButterShake',
    travel:
      'CowFarmVisit CowCuddlingDayTrip CowHighlandSpotting CowMeadowCabinStay AlpineCowbellHike CheeseDairyTour',
    fashion:
      'CowPrintFitCheck PaintCowSpotBoots CowPatternThreeWays CowEarBeanieKnit DressLikeACow BarnDanceOutfit',
    wellness:
      'CowCuddleTherapy CowPoseBreathing CowGrazingMeditation CowMeadowJournal SunriseWithTheCows PastureSlowWalk',
    speed:
      'CowSpotSpeedDraw CowPrintNailRace CowCountingDash CowFeedScoopClock CallTheCowsTimer HayBaleRelay',
    music:
      'CowMooRemix CowSerenade CowTromboneConcert CowbellRhythmJam SingToTheCows GuitarForTheCows',
    art: 'CowPortraitPainting CowPrintPottery CowSpotClayModel CowPastureLandscape MilkCartonCowCraft BarnyardSketchbook',
    tech: 'CowCamLivestream CowPrintDeskSetup CowFaceFilter CowSpotPhoneCase AIRecognizesEachCow MooSoundboard',
    gaming:
      'CowPrintController CowCatchHighScore CowHerdingSimRun UFOCowAbductArcade StardewCowBarn BarnyardBoardGame',
  },
  geography: {
    dance:
      'GeographyDanceTour GeographyMapMoves GeographyCompassTwirl FlagWaveGeography FolkJigGeography EquatorLineStep',
    fitness:
      'GeographyWorkout GeographyGlobeSpinReps GeographyCircuit GeocacheHike GPSArtGeographyRun EverestStairTotal',
    funny:
      'GeographyGuessFails GeographyWhereAmI GeographyCountryMixups GeographyTeacherRant DadsGeographyFacts DrawTheWorldFromMemory',
    prank:
      'GeographyFakeVacation GeographyUpsideDownMap GeographyRenamedRooms GeoMysteryDinner GuessMyGeographyTrip AtlasHiddenNotes',
    cooking:
      'GeographyFlagPizzas GeographyMapCake GeographyBentoBox SpinTheGlobeGeoDinner LearnGeographyByTaste SevenContinentCookies',
    travel:
      'GeographyFieldTrip GeographyBorderSelfie GeoHighPointHike GeographyLandmarkHop FourCornersGeography WorldMapBucketList',
    fashion:
      'GeographyFlagColorsFit GeographyMapPrintLook GeographyTopoScarfDIY MakeAGeoCompassCharm GeographyTeacherOOTD ClimateZoneOutfits',
    wellness:
      'GeographyMapJournaling GeographyOceanSounds GeographyPenPalLetters ArmchairGeographyTrip SlowGeographySunday GlobeSpinGratitude',
    speed:
      'GeographySpeedRound GeographyFlagBlitz GeoCapitalsSprint GeographyMapPinDash BeatTheGeographyClock NameEveryCountryFast',
    music:
      'GeographyCountriesSong GeographyRap GeographyAnthemGuess GeoFolkInstruments YakkosWorldGeography RiverNamesRhyme',
    art: 'GeographyMapArt GeographyGlobePainting GeographyTopoLayers GeographyInEmbroidery CoastlineGeoSketch PaperMacheRelief',
    tech: 'GeoGuessrStreak GeographyGPSDrawing GeographyTerrainPrint GeographyQuizAppTest GoogleEarthGeography SatelliteViewTour',
    pet: 'GeographyPetPicks GeographyPawPrintMap GeographyDogWalkRoute CatOnMyGeographyBook ParrotLearnsGeography BreedOriginQuiz',
    gaming:
      'GeographyGameNight GeoGuessrDuel GeographyBoardConquest GeographyTrainRoutes WorldleGeographyStreak CarmenSandiegoHunt',
  },
  camera: {
    dance:
      'CameraPassDance CameraOneTakeRoutine CameraZoomBounce CameraFlashFreeze SpinTheCameraMove SlowMoShutterGroove',
    fitness:
      'CameraHikeChallenge CameraFormCheck CameraTimerBurpees CameraProgressSelfie LegDayOnCamera ASnapEveryMile',
    funny:
      'CameraTimerSprint CameraFlashFaces CameraLensCapFail CameraPoseDirector DadWithANewCamera CandidPhotoBloopers',
    prank:
      'CameraTimerPhotobomb CameraSurprisePortrait CameraRollSelfieStash HiddenCameraCompliment PaparazziCameraWelcome PolaroidNoteTrail',
    educational:
      'HowCamerasWork CameraSettingsBasics CameraApertureTest CameraObscuraRoom PinholeCameraBuild ExposureTriangleQuiz',
    cooking:
      'CameraEatsFirst CameraReadyPlating CameraCakeBuild CameraLensCookies TopDownCameraRecipe FoodPhotoLighting',
    travel:
      'CameraPhotoWalk CameraSunriseChase CameraLandmarkRecreate DisposableCameraTrip OldCameraNewCity PostcardViewHunt',
    fashion:
      'CameraStrapStyle CameraBagFitCheck CameraFlashMakeupTest CameraMirrorOOTD VintageCameraPropShoot FilmPhotoOutfit',
    wellness:
      'CameraGratitudeShots CameraOnePhotoDaily CameraSlowFilmRoll MindfulCameraWalk MacroCameraMeditation GoldenHourPause',
    speed:
      'CameraTenSecondTimer CameraScavengerRace CameraLensSwapSprint CameraAlphabetHunt DisposableCameraBlitz OneShotOnly',
    music:
      'CameraShutterBeat CameraMusicVideo CameraOneTakeSession CameraClickLoop OneCameraConcert AlbumCoverShoot',
    art: 'CameraLightPainting CameraDoubleExposure TinyGiantCameraTrick CameraMacroStillLife SilhouetteCameraShoot DarkroomPrintDay',
    pet: 'CameraShyKitty CameraCollarPOV CameraSqueakyToyTrick PetCameraPortrait DogMeetsTheCamera TreatAboveTheLens',
    gaming:
      'CameraScavengerHunt CameraBingoCard CameraModeDuel CameraGuessWhere InGameCameraContest PokemonSnapHighScore',
  },
};
