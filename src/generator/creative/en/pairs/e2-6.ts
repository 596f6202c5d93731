import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  candy: {
    dance:
      'CandyShopShuffle CandyCaneTwirl CandyWrapperShimmy EyeCandyMoves SugarRushDanceOff GummyBearGroove',
    fitness:
      'RepsPerCandy CandyCaneStretch BurnOffTheCandy CandyBarBurpees CandyCrushCrunches SugarRushSprints',
    funny:
      'CandyTierList SourCandyFace CandyParentTax CandyTradeWars WhoAteMyCandy SugarRushReport',
    prank:
      'CandyWrappedVeggies CandyJarSurprise SweetsLoveNotes FollowTheCandyTrail CandyFairyStrikes EmptyWrapperBluff',
    educational:
      'RockCandyCrystals CandyHistoryQuiz CandySkittlesRainbow CottonCandyPhysics CandyMeltingPoint GummyBearScience',
    travel:
      'CandyShopCrawl JapaneseCandyHaul CandyPassport OneCandyPerCountry GoldenTicketTour SweetsSafari',
    fashion:
      'EyeCandyFitCheck CandyCaneStripes CandyNecklaceStack DressLikeACandy SugarCoatedLook CandyColorBlock',
    wellness:
      'MindfulCandyTasting CandyKindnessBowl PeppermintCandyBreak GratitudeCandyJar SavorOneSweet SugarFreeSunday',
    speed:
      'CandySortRace CandyChopstickRelay CandyUnwrapDash SugarRushSprint GummyTowerTimer BeatTheCandyClock',
    music:
      'CandyWrapperBeat CandyShopSong CandyJarPercussion SingForYourSweets PopRocksASMR LollipopLipSync',
    art: 'CandyMosaic CandyWrapperCraft CandyStillLife SculptYourSweets PaintWithSkittles GumdropGallery',
    tech: 'CandyDispenserBuild CandySortingRobot CanAICountCandy CandyClawHack RoboSweetTooth GumballGadget',
    pet: 'CandyCornPetCostume CandyCaneCanine HideTheCandyFromCat PupVsCandyBowl LeaveItCandyTest CandyStripeKitty',
    gaming:
      'CandyLandRematch CandyCrushStreak PokerWithCandyChips SugarRushSpeedrun WinTheCandyJar CandyCornBingo',
  },
  sketchbook: {
    dance:
      'DanceYourSketch SketchbookFlipMoves PencilPirouette SketchbookPoseOff ScribbleShuffle EightCountSketchbook',
    fitness:
      'PlankAndSketch SketchbookHikeStops SketchbookPoseHold SketchbookWallSit DoodleBetweenSets BurpeesForBlankPages',
    funny:
      'SketchbookHandsAreHard MyFamilyBadlySketched SketchbookCatCritic RoastMySketchbook FirstPageFright SketchbookCringeTour',
    prank:
      'SketchThemSecretly SketchbookKindNotes FakeSpillOnSketchbook SketchbookPhotobomb SneakySketchbookPage PencilCaseSwitcheroo',
    educational:
      'ShadeAnAppleSketch SketchbookColorWheel BirdStudySketchbook SketchbookAnatomy101 GuessThePencilGrade VanishingPointDrill',
    cooking:
      'BakeWhatYouSketch SketchbookCookbook SketchbookCookieDesign SketchbookLatteArt DoodleDonuts PencilToPancake',
    travel:
      'SketchEveryStop SketchbookCafeTour TrainWindowSketchbook SketchbookPassport GalleryDoodleCrawl UrbanSketchbookWalk',
    fashion:
      'SketchYourFitCheck SketchbookToteBag SketchbookToRunway DoodleOnDenim WearYourSketchbook SketchbookCouture',
    wellness:
      'GratitudeSketchbook SketchbookDailySky SketchToDestress SketchbookSlowDown MindfulMarkMaking SketchbookMorningPages',
    speed:
      'ThirtySecondSketch SketchbookTenFaces OneMinuteSketchbook SketchbookInADay BeatTheBlankPage DoodleDash',
    music:
      'SketchbookAlbumCover SketchbookToTheBeat SketchWhatYouHear DrumOnYourSketchbook DoodleTheDrop SketchbookMixtape',
    tech: 'SketchbookVsTablet AnimateYourSketch SketchbookTimelapse SketchbookMeetsAI DoodleToDigital PaperVsPixels',
    pet: 'SketchbookCatNap SketchbookPuppyPoses PetSitsOnSketchbook PawtraitSketchbook SketchMyDogDaily DoodleTheDoggo',
    gaming:
      'SketchbookPictionary BossFightSketch PokemonFromMemory SketchbookSideQuest DungeonDoodles SketchbookLevelUp',
  },
  easter: {
    dance:
      'EasterHopBattle EasterChickWiggle EasterBasketSwing EasterBonnetBop EggShakerShimmy EveryBunnyDanceNow',
    fitness:
      'EasterBasketLunges EasterSackHop EasterEggAndSpoon BunnyBurpees EasterHuntHIIT JellyBeanJacks',
    funny:
      'EasterEggDyeFails EasterBunnyImpression WorstEasterHidingSpot EasterPhotoBloopers ChocolateEarsFirst PeepShowdown',
    educational:
      'EasterTraditionsQuiz EasterMoonMath EasterBunnyOrigins WhyEggsForEaster PysankyPatterns EasterInTenCountries',
    cooking:
      'EasterEggCookies EasterBirdNestTreats EasterCarrotCake HotCrossBakeOff EggcellentBrunch EasterBunnyBuns',
    travel:
      'EasterBreakRoadTrip EasterMarketStroll FlorenceForEaster EasterIslandOrBust FifthAvenueBonnets EasterEggHuntAbroad',
    fashion:
      'EasterSundayBest EasterFamilyMatching EasterPastelFitCheck EasterBonnetBattle WearTheBunnyEars StrutTheEasterParade',
    wellness:
      'EasterSunriseWalk SlowEasterMorning EggsOfGratitude HatchAHabit EasterGardenBloom EasterUnplugged',
    speed:
      'EasterBasketRelay EasterJellyBeanSort EggAndSpoonSprint BeatTheEasterBunny EasterCartonDash PeepTowerTimer',
    music:
      'EasterBunnyJingle RingTheEasterBells EasterKazooBand CottontailCover EggShakerJam EasterChoirOff',
    art: 'EasterEggPainting EasterWindowMural EasterTissueTulips EggsquisiteDesigns ShavingCreamMarbling EasterBasketWeave',
    tech: 'EasterStopMotion EasterARHunt CatchTheBunnyOnCam QREasterClueTrail CodeAnEasterBot EasterLightShow',
    pet: 'EasterPetTreatHunt EasterToyEggSniff EasterBonnetKitty PupInBunnyEars HoppyEasterHound EasterBasketNap',
    gaming:
      'EasterEggsInGames EasterPuzzleQuest MinecraftEasterHunt BunnyHopSpeedrun EasterBingoBlitz BasketLootRaid',
  },
  'construction worker': {
    dance:
      'ConstructionWorkerJig ConstructionConeHop YMCAConstructionWorker BuilderBreakdance HardHatHustle HiVisHoedown',
    fitness:
      'ConstructionBrickCarry ConstructionBootcamp StrongAsABuilder HardHatHIIT WheelbarrowWalks ConstructionCircuit',
    prank:
      'ConstructionThanksSign ConstructionWorkerWave FakeConstructionZone ConstructionDonutDrop CautionTapeBirthday CoffeeForTheCrew',
    educational:
      'ConstructionToolQuiz ConstructionSafety101 AskAConstructionWorker MeasureLikeABuilder BlueprintBasics HowCranesBalance',
    cooking:
      'ConstructionWorkerCake ConstructionLunchbox ConstructionDirtCups HeartyBuilderChili CementMixerShake HardHatHoagie',
    travel:
      'ConstructionSiteWatch ConstructionCraneWalk HooverDamBuilders ConstructionBridgeHop SidewalkSuperintendent HardHatHeritageTour',
    fashion:
      'ConstructionWorkerFit ConstructionBoots ConstructionChic DressLikeABuilder HiVisHighFashion SteelToeStrut',
    wellness:
      'ConstructionStretch ConstructionHydration ThankConstructionCrews BuilderBreathBreak LunchPailPause BuildBetterHabits',
    speed:
      'ConstructionBrickRelay ConstructionConeSlalom ConstructionTowerIn60 FastestBuilderInTown WheelbarrowDash HardHatHurry',
    music:
      'ConstructionWorkerBeat YMCAConstructionWorker BobTheBuilderCover JackhammerJam HardHatHarmony ConstructionDrumline',
    art: 'ConstructionWorkerLego ConstructionSiteMural CardboardBuilderCity ConstructionPaperCrew BlueprintBattle HardHatDoodles',
    tech: 'ConstructionWorkerVR ConstructionLaserLevel RobotVsBuilder ConstructionDroneCam SmartHardHatTest BrickLayingBot',
    pet: 'ConstructionWorkerPup PuppyConstructionCrew ConstructionBunnyDig BarkTheBuilder HardHatHound ForemanFeline',
    gaming:
      'ConstructionJenga CityBuilderSpeedrun MinecraftConstruction ConstructionWorkerSim BuildBattleBlitz BulldozerBossFight',
  },
  flashlight: {
    dance:
      'FollowTheFlashlight FlashlightFreezeDance MovesByFlashlight TorchlightTango SilhouetteShuffle FlashlightDiscoParty',
    fitness:
      'DodgeTheFlashlight FlashlightBeamBurpees TrailRunByFlashlight TorchTagSprints LightsOutLunges FlashlightPlankHold',
    prank:
      'FlashlightCeilingStars FlashlightShadowSpider FlashlightUnderChin GiftHuntByFlashlight BatSignalSurprise FlashlightLoveNote',
    educational:
      'HowFlashlightsWork FlashlightMorseCode FlashlightPrismRainbow MoonPhasesByFlashlight FlashlightFactOrFib ShadowScienceLab',
    cooking:
      'FlashlightPicnic FlashlightTentSmores FlashlightCampCocoa CookByTorchlight BlackoutBakeOff GlowInTheDarkJello',
    travel:
      'FlashlightNightHike FlashlightTidePools GhostWalkByFlashlight TorchlitCaveCrawl FlashlightFieldTrip OwlWatchByTorch',
    fashion:
      'RunwayByFlashlight SequinFlashlightTest FlashlightCampFit FlashlightGlowUp FlashlightFlexPose GlitterUnderTheBeam',
    wellness:
      'ReadByFlashlight FlashlightBedtimeStory FlashlightBlanketFort ScreensOffTorchOn FlashlightWindDown BeamBreathing',
    speed:
      'FlashlightHuntIn60 FlashlightTargetRace SockSortByFlashlight BatterySwapBlitz TorchTagTimer SpotItByFlashlight',
    music:
      'WaveYourFlashlight KaraokeByFlashlight FlashlightTentJam FlashlightBeatSync TorchSongChallenge SpotlightSolo',
    art: 'PaintWithAFlashlight ShadowPuppetShowdown FlashlightColorGels FlashlightStencilArt LongExposureLoops TorchlitPortraits',
    tech: 'BuildAFlashlight FlashlightTeardown PhoneFlashlightHacks FlashlightLumenWars PotatoPoweredTorch UVSpyMessage',
    pet: 'DogWalkByFlashlight KittyChasesFlashlight FlashlightHideAndSeek FlashlightPupCampout CatVsTheBeam PetMeetsShadowPuppet',
    gaming:
      'FlashlightEscapeRoom ManhuntWithFlashlights FlashlightHideAndSeek FlashlightFreezeTag FiveNightsByFlashlight TorchlitTabletop',
  },
  birthday: {
    dance:
      'LeadTheBirthdayConga BirthdayCakeWalk OneSpinPerYear BirthdayBalloonBop MakeABirthdayEntrance PartyHatPirouette',
    fitness:
      'RepsForEveryBirthday BirthdayBalloonKeepUp BirthdayBurpees BirthdayMile AgeInPushups EarnYourCake',
    prank:
      'BirthdayNestingGift DecoyBirthdayCake BirthdayFakeForgot BdayBalloonAvalanche BirthdayDeskWrap ConfettiCardAmbush',
    educational:
      'BirthdayParadox BirthdayOnThisDay WhyBirthdayCandles WhoSharesMyBirthday BirthstoneScience AgeInDogYears',
    cooking:
      'BakeYourBirthdayCake BirthdayNumberCookies FunfettiBirthday BirthdayBreakfastInBed SprinkleEverything CandleCountCupcakes',
    travel:
      'BirthdayMysteryDrive BirthdayFreebieCrawl NewPlaceEveryBirthday BdayBucketListTrip BirthdayPinDrop CakeWithAView',
    fashion:
      'BirthdayCrownDIY SequinBirthdaySet ThrowbackBirthYearFit PartyHatCouture BdayGlowUp BirthdayOutfitReveal',
    wellness:
      'BirthdayLetterToSelf RandomBirthdayKindness SlowBirthdayMorning BirthdayGratitudeList BlowOutTheStress BdayDigitalDetox',
    speed:
      'BirthdayGiftWrapRace BirthdayBalloonRelay BirthdayCakeIn60 OneBreathAllCandles BdayPartySpeedrun UnwrapInTenSeconds',
    music:
      'BirthdaySongRemix HappyBirthdayAsOpera KazooBirthdayBand BdayBeatDrop BirthdayTuneOnGlasses SerenadeTheCake',
    art: 'HandmadeBirthdayCard BirthdayBalloonGarland PaintYourBirthdayCake BdayBannerBattle PartyHatPainting BirthdayPhotoWall',
    tech: 'AIBirthdayCard BirthdayVideoMontage BirthdayQRTreasureHunt HappyBirthdayInCode BdayCountdownBot SmartLightsSurprise',
    pet: 'BirthdayPawty BirthdayHowlAlong BirthdayTreatHunt KittyBirthdayCrown PupcakeParty PetUnwrapsAPresent',
    gaming:
      'BirthdayBingo LevelUpBirthday MarioPartyBirthday BirthdayBracket PinTheTailSpeedrun BdayBoardGameBrawl',
  },
  towel: {
    dance:
      'TowelTurbanShuffle TowelCapeStrut BeachTowelGroove TwirlYourTowel RallyTowelRave TowelHelicopterHype',
    fitness:
      'TowelTugOfWar TowelGripPullUps BeachTowelYoga TowelSliderCore NeverThrowInTheTowel StretchWithATowel',
    prank:
      'TowelSwanSurprise WarmTowelDelivery TinyTowelSwap TowelGooglyEyes TowelAnimalAmbush HotelTurndownAtHome',
    educational:
      'TowelAbsorbencyTest WhyDampTowelsSmell TowelFabricFaceOff DontPanicTowelDay HowTowelsDrink MicrofiberMystery',
    cooking:
      'TeaTowelBreadProof TowelSaladSpin TowelTofuPress SwissRollTowelTrick HashBrownTowelHack TortillaTowelTuck',
    travel:
      'HotelTowelAnimals TurkishTowelBazaar BeachTowelTurfWar OneTowelTrip SunLoungerTowelDash TowelHammamDay',
    fashion:
      'TowelBeachPoncho TerryTowelFitCheck SpaTowelOOTD TowelTurbanTwist TowelToTote CabanaChicTowel',
    wellness:
      'TowelSpaNight WarmTowelFaceRitual ColdTowelCompress TowelNeckRollRest UnwindInATowel FreshTowelFriday',
    speed:
      'TowelFoldRace TowelWringOff TowelSwanIn60 TowelTurbanTimeTrial ClotheslineTowelBlitz BeatTheSpinCycle',
    music:
      'TowelTurbanKaraoke TowelShowerConcert TerribleTowelChant SingingInTheTowel RallyTowelDrumline TowelWaveAnthem',
    art: 'TowelTieDye TowelBleachArt TowelOrigamiZoo DesignYourBeachTowel StampATeaTowel TowelAnimalFolding',
    tech: 'SmartTowelRackTest TowelFoldingRobot TowelSnapSlowMo TowelWarmerShowdown TowelDryerTimeHack CanAIFoldATowel',
    pet: 'TowelWrappedKitty DogStealsTheTowel AfterBathTowelZoomies TowelBurritoPup PeekABooTowel TowelTugOfPaws',
    gaming:
      'TowelFortLANNight TowelTwisterMat TowelGridTicTacToe BeachTowelBattleship HitchhikersTowelQuest TowelFoldPuzzle',
  },
  keys: {
    dance:
      'KeychainTwirl LostMyKeysShuffle FoundMyKeysStrut UnlockTheGroove JingleYourKeys KeyTurnTwist',
    fitness:
      'KeysDropSquats KeyringFingerCurls LungeToGrabTheKeys BackForMyKeysCardio KeyHuntHIIT KeysTossCatchDrill',
    prank:
      'KeysGiantKeychain KeysInJello JingleBellKeyring RubberDuckKeyFob KeysInABalloon KeyToMyHeartNote',
    educational:
      'HowKeysOpenLocks WhyWeLoseOurKeys SkeletonKeySecrets KeysMemoryPalace PinTumbler101 KeyCuttingUpClose',
    cooking:
      'KeyShapedCookies HouseKeyCake LockAndKeyCupcakes KeyLimePieUnlocked NewHomeKeyBrownies BakeTheSpareKey',
    travel:
      'KeychainSouvenirHunt KeysToTheCity HotelKeyCardHaul KeyWestOrBust CarKeysDayTrip LoveLockBridges',
    fashion:
      'KeychainBagCharm SkeletonKeyEarrings BeltLoopKeyClip TheKeyPiece LayerYourKeys KeysCarabinerLook',
    wellness:
      'NoMoreKeyPanic PauseAtTheKeyHook KeysDropZoneReset HomeIsWhereTheKeysAre KeysDownBreatheIn OneSpotForKeys',
    speed:
      'FindTheKeysRace KeysOutTheDoorDash KeyringSpeedSort KeysMatchTheLocks KeyFinderFaceOff UnlockItIn10',
    music:
      'WhereAreMyKeysBlues PianoVsHouseKeys KeyChangeChallenge JingleJangleJam CarKeysKaraoke KeysRattleSolo',
    art: 'KeyClayImprints OldKeyWindChime SkeletonKeyShadowBox KeyArtUnlocked KeysInResin VintageKeysDrawing',
    tech: 'SmartLockNoKeys PhoneAsCarKeys PrintASpareKey AirTagYourKeys KeyFobBatterySwap KeylessEntryHack',
    pet: 'PetFetchesTheKeys PawPrintKeychain CatSwatsTheKeys ParrotMimicsKeys SniffOutTheKeys JingleMeansWalkies',
    gaming:
      'KeysEscapeRoom HiddenKeySpeedrun ZeldaSmallKeyRun FindTheBossKey KeyItemUnlocked KeysDungeonCrawl',
  },
  alphabet: {
    dance:
      'DanceTheAlphabet ABCSongChoreo AlphabetConga AToZShuffle AlphabetBodySpell AlphabetFreezeFrame',
    fitness:
      'SpellYourNameWorkout AlphabetPushupLadder LegRaiseAlphabet ABCPlankChallenge AToZAbs AlphabetBurpeeBlitz',
    funny:
      'AlphabetInOneBreath AlphabetInAccents LMNOPConfusion AlphabetBackwardsFail ABCsLikeAVillain NextTimeWontYouSing',
    prank:
      'AlphabetSoupMessage AlphabetMagnetNote AlphabetCerealSurprise KeyboardABCSwap MissingLetterMystery SpellItOutInSecret',
    cooking:
      'AlphabetPancakes AlphabetPretzels AToZSnackBoard AlphabetSoupSpellOff ABCCookieCrunch BakeYourInitials',
    travel:
      'AlphabetRoadTrip AlphabetSignSpotting LearnALocalAlphabet AToZPhotoWalk OrderInANewAlphabet AlphabetCityQuest',
    fashion:
      'AlphabetFitCheck AlphabetMonogramTote DressByAlphabet AToZOutfits WearYourInitial AlphabetBeadBracelet',
    wellness:
      'AlphabetGratitude AlphabetAffirmations BreatheThroughAlphabet ABCsOfSelfCare SleepyAlphabetGame KindWordsAToZ',
    speed:
      'AlphabetSpeedrun AlphabetBackwardsRace TypeTheAlphabetIn5 ABCHuntIn60 FastestFingerspelling AToZBlockTower',
    music:
      'AlphabetSongRemix AlphabetBeatbox RapTheAlphabet AlphabetAsOpera NowIKnowMyBeats ABCsInFiveGenres',
    art: 'AlphabetCalligraphy AlphabetAnimalDoodles BubbleLetterAlphabet NatureAlphabetHunt AToZSketchDare IlluminateYourInitial',
    tech: 'AIDrawsTheAlphabet AlphabetInMorseCode AlphabetInBinary QWERTYVsABC HandwritingToFont AlphabetTypingTest',
    pet: 'AlphabetDogButtons CatVsAlphabetMagnets ParrotSaysTheAlphabet PetPicksAlphabetBlock ABCsForPuppies TreatForEveryLetter',
    gaming:
      'AlphabetScavengerHunt AlphabetScrabbleDuel BananagramsBlitz CategoriesAToZ ABCBoggleBattle AlphabetWordleRun',
  },
  'car wash': {
    dance:
      'CarWashSpongeShuffle CarWashWiperArms DanceInTheCarWash SoapySudsGroove ScrubADubShimmy CarWashSongChoreo',
    fitness:
      'CarWashBucketCarry CarWashWaxOnOff SquatAtTheCarWash SudsAndSweat CarWashCardioCircuit BumperToBurpee',
    prank:
      'SneakyCarWash CarWashThankYouNote BalloonsAfterCarWash FreeCarWashForMom DashboardDinoParade SurpriseShineJob',
    educational:
      'CarWashWaxChemistry CarWashProfitMath HowCarWashesWork WhySoapBeadsOnPaint SudsScience CarWashBucketVsHose',
    cooking:
      'CarWashBakeSale CarWashLemonadeStand SoapySudsCupcakes SpongeCakeSquad CarWashGrillOut CarWashCrewCookies',
    travel:
      'CarWashTunnelRide CarWashDesertDustOff WeirdestCarWashAbroad RoadTripRinseOff MudToShine CarWashPitStop',
    fashion:
      'CarWashFitCheck CarWashHeadscarfKnot WashDayDrip CarWashCrewTees CarWashOverallsLook BucketHatBubbles',
    wellness:
      'CarWashTunnelCalm CarWashMindfulScrub SlowHandCarWash FoamCurtainASMR RinseAndReset CarWashSundays',
    speed:
      'CarWashTeamRelay CarWashVacuumBlitz SpongeBucketDash PitCrewCarWash HubcapHustle CarWashTimeTrial',
    music:
      'CarWashBucketDrums CarWashDiscoCover WorkingAtTheCarWash SpongeSqueakSolo HoseDownHipHop CarWashBassDrop',
    art: 'CarWashSignDesign CarWashFoamArt WashMeMasterpiece CarWashSlowShutter CarWashMuralDay HubcapPortraits',
    tech: 'CarWashTunnelCam AIRatesMyCarWash GoProThroughCarWash FoamCannonFaceOff PressureWasherASMR CarWashSlowMo',
    pet: 'CarWashDogBath CarWashPetReacts PupRidesThroughCarWash CarWashCatJudge TunnelVisionKitty PawsAndSuds',
    gaming:
      'CarWashHighScore CarWashTycoonBuild BeatTheCarWashLevel PowerWashSimulator SpotlessSpeedrun CarWashCoopRush',
  },
  kite: {
    dance:
      'KiteTailTwirl MoveLikeAKite SwoopWithYourKite TangledStringTango KiteFlightFreestyle BreezyKiteBop',
    fitness:
      'RunTillYourKiteFlies KiteHillRepeats ReelInYourKite KiteWindSprints KiteLaunchLunges KiteTugOfWar',
    funny:
      'KiteLaunchFail KiteVsWind TheKiteEatingTree FirstFlightFlop KiteWhisperer KiteStringTheory',
    prank:
      'KiteMessageInTheSky SurpriseKiteBanner KitePhotobomb FakeKiteInTheTree AirMailByKite DragonKiteFlyby',
    educational:
      'HowKitesFly WhyKitesNeedTails FranklinsKeyAndKite KiteScience101 KiteWindSpeedTest KitesThroughTheAges',
    cooking:
      'KiteFlyingPicnic FruitKitePlatter KiteTailPretzels GoFlyAKiteCake DecorateAKiteCookie KiteDayLemonade',
    travel:
      'KiteFestivalTrip FlyAKiteInEveryCity KiteInMyCarryOn KiteBeachDay KiteHillQuest ChaseTheWindTour',
    fashion:
      'ScarfLikeAKiteTail KiteColorBlocking FitCheckWithAKite MatchYourKite KiteRunwayShow KitePrintPop',
    wellness:
      'KiteSkyGazing MindfulKiteFlying WriteAWorryOnAKite KiteAndBreathe FlyAKiteFeelFree UnwindTheString',
    speed:
      'KiteLaunchRace KiteBuildTimer KiteUpInTenSeconds FastestToTheSky KiteSpeedReel StringWindingDash',
    music:
      'LetsGoFlyAKiteCover KiteStringHum SingToYourKite KiteBeachJam KiteTailTambourine HighFlyingHarmony',
    tech: 'KiteAerialPhoto KiteLEDNightFlight GoProOnAKite HowHighIsMyKite KiteCamVsDrone PrintAKiteFrame',
    pet: 'KiteChasingPup PetMeetsAKite KiteBeachFetch CatVsKiteTail DogVsKiteShadow ZoomiesUnderTheKite',
    gaming:
      'KiteHeightScore KiteStuntBattle LandYourKiteOnTarget LastKiteFlying KiteCombatRound KiteTagGame',
  },
  boot: {
    dance:
      'BootScootinBoogie CowboyBootShuffle BootHeelClick RainBootPuddleHop BootsMadeForDancing LineDanceInBoots',
    fitness:
      'HikingBootMiles SnowBootSquats BootRuckMarch LaceUpBootLunges BootCampForReal StairsInWorkBoots',
    funny:
      'BootPullOffStruggle BootStuckInMud BootsOnWrongFeet DadTriesCowboyBoots SockEatingBoots WelliesVsPuddle',
    prank:
      'SantaBootprintTrail StNicholasBootFill BootGooglyEyes FlowersInTheBoot BootFullOfBalloons RainbowLaceSwap',
    educational:
      'HowBootsAreMade WhyBootsHaveHeels BootSoleGripTest WhyCowboyBootsPoint BootHistoryQuiz BootLeather101',
    cooking:
      'CowboyBootCake RainBootCupcakes GingerbreadBoots DasBootCocoa BootScootinBrownies BootShapedCookies',
    travel:
      'BootsOnTheTrail WhereMyBootsHaveBeen MuddyBootsSummit CowboyBootsInTexas MadeForWalking BootSelfieEveryCity',
    wellness:
      'CozyBootAutumnWalk BootShineMeditation PuddleStompInBoots KickOffYourBoots SoleSoothingSoak WarmBootsWoolSocks',
    speed:
      'BootLacingRace SnowBootsOnIn30 RainBootRelay BootPolishSprint LaceUpLightning BeatTheBusBootsOn',
    music:
      'BootStompBeat BootSpurJingle HonkyTonkBootCover RainBootsDrumline BootsAndCatsRemix HeelClickCadence',
    art: 'PaintedRainBoots OldBootPlanter VanGoghBootsRecreate CustomizeYourBoots BootTreadPrints BedazzleTheBoots',
    tech: 'LightUpBootBuild BootStepTracker SlowMoBootStomp HeatedBootInsoles RebootYourBoots SelfLacingBootTest',
    pet: 'DogBootsFirstSteps CatInMyBoot PuppyBootieStrut WhoChewedMyBoot PawsInBoots WinterBootWaddle',
    gaming:
      'SpeedBootsPowerUp HermesBootsSpeedrun ZeldaPegasusBoots IronBootsWaterLevel BootsOfSwiftness LegendaryBootLoot',
  },
  laptop: {
    dance:
      'CloseTheLaptopSpin LaptopFreezeFrame LaptopWebcamShimmy LoadingLaptopShuffle BufferingBoogie KeyboardTapDance',
    fitness:
      'LaptopDeskStretch LaptopBreakSquats LaptopBagLunges WallSitTillLaptopLoads PlankPerPopUp LaptopLidPushups',
    funny:
      'WhenMyLaptopUpdates MyLaptopTakesOff LaptopTooManyTabs LaptopFrozenFace YoureOnMute ScreenShareRegret',
    prank:
      'LaptopStickerSurprise LaptopWallpaperSwap FakeLaptopDesktop LaptopLidLoveNote AutocorrectAmbush UpsideDownScreen',
    educational:
      'InsideALaptop LaptopBatteryMyths HowLaptopsStayCool LaptopPartsQuiz LaptopThenVsNow CPUIn60Seconds',
    cooking:
      'LaptopBentoBox LaptopKeyboardCookies EdibleLaptopCake LaptopLunchBreak ByteSizedSnacks CtrlAltDelicious',
    travel:
      'LaptopCafeHop LaptopLibraryCrawl LaptopWithAView WhatsInMyLaptopBag DigitalNomadDare WifiPasswordHunt',
    fashion:
      'LaptopBagFitCheck DIYLaptopSleeve LaptopCaseColorMatch WaistUpLaptopLook DressForTheWebcam CoffeeShopCoder',
    wellness:
      'LaptopFreeEvening FixYourLaptopPosture NoLaptopSunday LaptopBreathBreak LogOffLookUp LidClosedMindOpen',
    speed:
      'LaptopTypingRace LaptopTabCloseBlitz LaptopShortcutSprint PackYourLaptopIn60 BeatTheBootUp FastestFingersFirst',
    music:
      'LaptopBeatMaking LaptopDJSet RemixTheLaptopChime GarageBandLaptopJam ClickClackBeatbox BedroomProducerDare',
    art: 'LaptopStickerCollage DesignALaptopSkin LaptopLidMural LaptopPixelArt TrackpadPicasso MSPaintMasterpiece',
    pet: 'CatOnMyLaptop LaptopPuppyCameo LaptopKittenTyping DogClosesMyLaptop PurrFromHome CoworkerOfTheMonth',
    gaming:
      'LaptopGameNight LaptopRetroEmulator LaptopTouchpadOnly LANPartyLaptops CanAChromebookRunIt FPSOnAPotato',
  },
  panda: {
    dance:
      'PandaTumbleDance PandaPawShuffle PandaBellyBounce DoThePandaWaddle KungFuPandaMoves BambooBoogie',
    fitness:
      'PandaRollUps PandaBearCrawl PandaSomersaults LazyPandaPlank KungFuPandaKicks BambooBurpees',
    funny:
      'PandaTumbleImpression PandaSneezeReenact VoiceOverAPanda BabyPandaSlideFail ActLikeAPanda PandemoniumMoments',
    prank:
      'PandaOnesieSurprise PandaPlushInTheBed EggsWithPandaFaces PeekabooPandaMask PandaPhotobomb PandaHugAmbush',
    educational:
      'WhyPandasEatBamboo PandaThumbScience PandaCubSizeQuiz PandaFactOrFake RedPandaOrRaccoon PandaComebackStory',
    cooking:
      'PandaRiceBalls PandaSteamedBuns PandaBentoBox OreoPandaCupcakes PandaPancakePals BlackAndWhiteBakeOff',
    travel:
      'PandaSanctuaryTrip PandaKeeperForADay ChengduPandaBase BambooForestBound FirstInLineForPandas PandaZooMorning',
    fashion:
      'PandaEarBeanie PandaPrintPajamas MonochromePandaLook StylePandaDunks BlackAndWhiteOnly PandaOnesieStrut',
    wellness:
      'PandaSlowMorning PandaNapReset PandaCamUnwind LazyLikeAPanda BeMorePanda BambooBreather',
    speed:
      'PandaRollRace DrawAPandaIn30 PandaOrigamiDash PandaBambooStack PandaFactsIn60 ChopstickPandaRelay',
    music:
      'PandaLofiBeat PandaLullaby PandaErhuMelody DesiignerPandaCover BambooBeatbox KungFuPandaKaraoke',
    art: 'PandaInkPainting PandaOrigamiFold BambooBrushPanda DrawAPandaBlind PandaPebblePals SewYourOwnPanda',
    tech: 'PandaDeskSetup PandaARFilter PandaPlushRobot AIPandaVoiceover FirefoxIsARedPanda PandaCamClipOff',
    gaming:
      'PandaSanctuarySim PandaPuzzleGame PandaKungFuBoss RedPandaSpeedrun PandaPalsCoop EndlessBambooRun',
  },
  'air fryer': {
    dance:
      'AirFryerTimerTwirl ShakeTheAirFryerBasket AirFryerPreheatGroove DanceTillItDings AirFriedFootwork CrispyCountdownStep',
    fitness:
      'PlankTillAirFryerDings AirFryerSquatSet AirFryerWallSits AirFriedAbs PreheatPushups CrispAndCrunches',
    funny:
      'WillItAirFry AirFryerEverythingPOV OvenVsAirFryerFeud AirFryerEvangelist AirFryerPeopleBeLike SoggyNoMore',
    prank:
      'SurpriseInTheAirFryer AirFryerDessertFakeout AirFryerDonutWakeUp GooglyEyeAirFryer SneakyAppleFries NoteInTheBasket',
    educational:
      'HowAirFryersWork AirFryerVsOven IsAirFryingHealthier MaillardMagic AirFryerMythBusters HotAirScience',
    travel:
      'AirFryTheWorld LocalDishAirFried AirFryerHotelHack AirFryerCamperVan PackTheAirFryer CrispyRoadSnacks',
    fashion:
      'MatchYourAirFryer AirFryerApronLook AirFryerEarrings ChefJacketGlowUp CrispyChic AirFryerCosplay',
    wellness:
      'AirFryerVeggieHabit AirFryerSundayReset AirFryerMorningOats MindfulAirFryerWait BreatheTillItBeeps LessOilMoreCalm',
    speed:
      'AirFryerSpeedrun AirFryerVsOvenRace AirFryerFriesBlitz BasketCleanDash BeatTheBeep AirFryerTimeTrial',
    music:
      'AirFryerDingRemix AirFryerSizzleASMR AirFryerBasketShaker SingToTheAirFryer CrispyCrunchBeat HotAirHarmony',
    art: 'AirFryerShrinkyCharms AirFryerDoughSculpt DrawYourAirFryer PixelArtAirFryer PastryPicasso GoldenBrownGallery',
    tech: 'SmartAirFryerTest AirFryerWindowView ThermalCamAirFryer AirFryerTeardown WattsForDinner AppControlledCrisp',
    pet: 'PetReactsToAirFryer AirFryerDogBiscuits AirFriedPupChews KittenVsAirFryerBeep WaitingForTheDing BarkAtTheTimer',
    gaming:
      'AirFryerLANParty AirFryerTierList OvercookedAirFryerRun RespawnAirFryerSnack LootDropFries PowerUpPopcorn',
  },
  rainbow: {
    dance:
      'RainbowRibbonDance RainbowScarfSpin OverTheRainbowGroove ROYGBIVRoutine RainbowStepOff PotOfGoldShuffle',
    fitness:
      'RainbowArchStretch RainbowRelayRun RollTheRainbowDice SevenRainbowSquats ROYGBIVReps PotOfGoldPlank',
    funny:
      'RainbowEndChase RainbowSandwichFail RainbowGoldLetdown DoubleRainbowReaction TasteTheRainbowTest LeprechaunAudition',
    prank:
      'RainbowInsideCake RainbowToastSurprise RainbowGoldHunt LeprechaunRainbowTrail PrismWakeUpCall RainbowMilkMorning',
    educational:
      'HowRainbowsForm RainbowPrismScience RainbowWalkingWater RainbowDensityJar ROYGBIVMemoryTrick MakeARainbowIndoors',
    cooking:
      'RainbowLayerCake RainbowFruitSkewers EatTheRainbowSalad RainbowBagels RainbowSushiRolls ROYGBIVPlate',
    travel:
      'RainbowMountainHike WaterfallRainbowHunt RainbowRowHouses ChaseARainbowRoadTrip RainbowStreetCrawl PotOfGoldPursuit',
    fashion:
      'RainbowStripeFitCheck RainbowSockStack ClipInRainbowHair PastelRainbowLayers HeadToToeRainbow ROYGBIVWeek',
    wellness:
      'RainbowBreathing RainbowGratitudeList RainbowMoodCheckIn GroundingRainbowHunt FindYourRainbow AfterTheStormCalm',
    speed:
      'RainbowSortRace RainbowCupStack ClosetRainbowBlitz SixtySecondRainbow ROYGBIVRush BeatTheRainbowClock',
    music:
      'RainbowSongCover RainbowXylophoneTune RainbowBoomwhackers OverTheRainbowUkulele SingARainbow ROYGBIVRemix',
    tech: 'RainbowPrismPhoto RainbowLEDSetup RainbowKeyboardGlow HexCodeRainbow CanAIPaintARainbow RGBEverything',
    pet: 'RainbowPetPortrait RainbowDogBandana RainbowCatTunnel PuppyRainbowBallPit PupChasesRainbows RainbowCollarStrut',
    gaming:
      'RainbowDiceDuel RainbowRoadLap TetrisRainbowClear MinecraftRainbowBridge ROYGBIVSpeedrun UnoRainbowShowdown',
  },
  snake: {
    dance:
      'SnakeArmWave SnakeHipRoll SnakeCharmerSway SlitherLikeASnake SerpentineShuffle DoTheSidewinder',
    fitness:
      'SnakePlankCrawl SnakeZigZagSprints SnakeCoilCrunches SerpentineDrill HoldTheCobra SnakesAndLunges',
    funny:
      'SnakeVoiceover SnakeHissyFit TheresASnakeInMyBoot CaughtASnakeBlep GardenHoseSnakePanic DangerNoodleDiaries',
    prank:
      'SpringSnakeCan SnakePlushBedBuddy SockPuppetSnake PoolNoodleSnake SnakeInTheMailbox SnakeSlinkySurprise',
    educational:
      'HowSnakesSmell ShedSkinSecrets SnakeVenomVsPoison SnakeJawMyths SnakeFactOrHiss WhySnakesBask',
    cooking:
      'SnakeBreadBraid SnakeCake PretzelSnakes SausageSnakeSpiral SubSandwichSnake CucumberCobra',
    travel:
      'SnakeSpottingHike SnakeTempleVisit SnakeFarmTour SerpentMoundOhio HerpingAdventure SnakeIslandFromAfar',
    fashion:
      'SnakeChainNecklace SnakeBangleStack FauxSnakeskinBoots SnakeEarCuff SlitherIntoStyle ShedYourOldLook',
    wellness:
      'SnakeBreathingHiss BaskLikeASnake SnakeCalmHold ShedWhatYouDontNeed FaceYourSnakeFear CoilAndUnwind',
    speed:
      'SnakeSlitherRace SnakeLineRelay ZigZagSnakeSprint DrawASnakeIn10Sec SnakeIDShowdown SidewinderDash',
    music:
      'SnakeBeatDrop SongForMySnake SnakeCharmerFlute HissHopFreestyle RattleAndRoll SnakeSynthSlither',
    art: 'SnakeRockPainting SnakePaperSpiral SnakeClayCoil BeadedSnakeCraft ZentangleSnake PaintTheScales',
    tech: 'CodeSnakeInPython SnakeTankCam SnakeHeatMatSetup SnakeRobotBuild SlitherBot NokiaSnakeRemake',
    gaming:
      'SnakeGameHighScore SnakesAndLaddersNight NokiaSnakeRetroRun SnakePassPuzzle LongestSnakeWins SolidSnakeStealth',
  },
  dance: {
    fitness:
      'DanceCardio DanceSquatCombo TenMinuteDanceWorkout SweatToTheBeat HIITTheDanceFloor ZumbaStreakWeek',
    funny:
      'DadTriesTheDance DanceLikeYourUncle DanceTrendTooLate GrandmaLearnsTheDance TwoLeftFeetTryout HowIThinkIDance',
    prank:
      'SurpriseDanceParty DanceWakeUpCall DanceBehindTheirBack SneakyBackgroundDancer FlashMobMyMom ElevatorBoogie',
    educational:
      'DanceHistoryQuiz WhyHumansDance GuessTheDanceStyle WhyDancersDontGetDizzy DanceCountingMath WriteDownADance',
    cooking:
      'DanceWhileYouBake DanceRecitalCookies FlipPancakesDancing DiscoBallCakePops WhiskAndWiggle DanceBreakBrownies',
    travel:
      'DanceAroundTheWorld DanceAtLandmarks LocalDanceLesson SalsaInHavana TangoInBuenosAires OneDancePerCountry',
    fashion:
      'DanceOutfitCheck DanceRecitalCostume TwirlySkirtDanceTest DiscoBallLook CanYouDanceInIt LegWarmerComeback',
    wellness:
      'DanceItOut FreeDanceTherapy DanceWithEyesClosed MorningKitchenDance DanceLikeNobodysHome SlowDanceSolo',
    speed:
      'DanceChainRelay DanceTrendBlitz FiftyDanceMovesIn60 FastestDancerWins DoubleSpeedDance OneTakeChoreo',
    music:
      'DanceToEveryGenre DanceBeatDrop DanceAcapellaOnly RemixTheDanceTrend DanceableOrNot BalladToBanger',
    art: 'DanceMotionBlur DanceLightPainting PaintWhileDancing PhotographADancer BrushstrokeBallet LongExposureLeaps',
    tech: 'DanceSlowMo DanceGreenScreen TransitionDanceEdit CanAIDance MoCapMyMoves DanceDroneShot',
    pet: 'DanceWithMyDog DancePetReaction CatJudgesMyDance ParrotDanceOff DoggyDoSiDo TwoStepWithThePup',
    gaming:
      'DanceRhythmGame FreezeDanceRound DanceCharades JustDanceHighScore FortniteEmoteIRL DDRShowdown',
  },
  meditation: {
    dance:
      'MeditationFlowDance MeditationSufiSpin ShakingMeditation BodyScanBoogie FromZenToZumba MeditationSlowSway',
    fitness:
      'MeditationWallSit MeditationCoolDown MeditationBreathPlank WalkingMeditationMile LiftThenMeditate ZenAfterReps',
    funny:
      'MeditationInterrupted MeditationItchyNose KidsVsMyMeditation FiveSecondMeditation InnerPeaceOuterChaos MeditatingOrNapping',
    prank:
      'SurpriseMeditationBell MeditationCushionGift MeditationTeaDelivery FakeMeditationLevitate ZenDenMakeover DeskSandGarden',
    educational:
      'MeditationBrainScience MeditationTypesQuiz HowMeditationCalmsYou VagusNerveMeditation YogaNidraExplained BodyScanBasics',
    cooking:
      'MeditationTeaBrew KneadToMeditate MeditationMatchaWhisk MeditationRiceRitual SlowCookingMeditation ZenAndTheArtOfBaking',
    travel:
      'MeditationRetreatTrip TempleMeditationTour SummitMeditation MeditateAtEveryView TenDaysOfSilence FindYourZenAbroad',
    fashion:
      'MeditationLoungeFit MeditationLinenSet MeditationMalaNecklace NamasteInNeutrals DressForZen RetreatMeditationOOTD',
    speed:
      'MeditationIn60Seconds MeditationHeartDrop MeditationStillRecord SlowestPulseMeditation FastestToZen StillestWins',
    music:
      'MeditationSoundBath MeditationHumming MeditationChantLoop SingingBowlMeditation OmInHarmony BinauralBeatsTest',
    art: 'MeditationMandala MeditationDoodles MeditationInkWash OneBreathEnso RakeAZenGarden SandArtMeditation',
    tech: 'MeditationAppTest MeditationHeartRate MeditationEEGHeadband AIGuidedMeditation ZenModeOn BrainwaveBattle',
    pet: 'MeditationWithMyPet MeditationCatPurrSync PuppyVsMeditation KittenJoinsMeditation PurrfectPeace NamasteWithMyDog',
    gaming:
      'MeditateBeforeRanked MeditationPuzzleGame MeditationFlowStateRun AntiTiltMeditation BreatheThenClutch InnerPeaceUnlocked',
  },
  hoodie: {
    dance:
      'HoodieShuffle HoodieSleeveWave HoodieZipGroove OversizedHoodieSway HoodUpHustle DrawstringDrop',
    fitness:
      'HoodieStairClimb HoodieJumpRope HillSprintsInAHoodie PlankInYourHoodie HoodUpHIIT RockyHoodieRun',
    funny:
      'HoodieThief HoodieStringStruggle OversizedHoodieLife HoodiePocketMystery DrawstringGoneForever ShrunkInTheWash',
    prank:
      'HoodieSwapSurprise MatchingHoodieDay HoodiePocketNote CustomNameHoodieGift WarmFromTheDryer SecretHoodieSanta',
    educational:
      'HowHoodiesAreMade WhyHoodiesHaveStrings HoodieFabricQuiz FleeceHoodieScience FromCottonToHoodie MonksWoreItFirst',
    cooking:
      'HoodiePocketSnacks HoodieWeatherSoup HoodieSeasonChili CampfireHoodieSmores HoodUpHotCocoa DrawstringDumplings',
    travel:
      'HoodieFromEveryCity HoodieRoadTrip CampusHoodieTour HoodieSouvenirHunt PackOnlyAHoodie HoodUpHike',
    wellness:
      'HoodieCozyNight HoodieWalkReset SoftHoodieSunday JournalInAHoodie HoodUpTuneOut SweatshirtSelfCare',
    speed:
      'HoodieZipUpDash HoodieInsideOutFlip FoldAHoodieIn5 TenHoodiesOnAtOnce DrawstringRescueRace HoodieSpeedLayer',
    music:
      'HoodieAcousticCover HoodieRapFreestyle HoodieZipperPercussion SingInYourHoodie LofiInTheHood SweatshirtSerenade',
    art: 'HoodieTieDye HoodieBleachDesign PaintYourOwnHoodie PatchworkHoodieFlip HoodieAsCanvas SweatshirtSashiko',
    tech: 'HoodiePocketGadgets HeatedHoodieTest HoodieLEDDrawstrings LightUpSweatshirt WirelessUnderTheHood SmartHoodieHack',
    pet: 'PetInMyHoodie HoodieCatHideout HoodieNapThief MatchingHoodiePup KangarooPocketKitten HoodUpHound',
    gaming:
      'CozyHoodieGameNight HoodieAvatarMatch HoodieLANParty HoodieLootDrop HoodUpFocusMode ClutchInAHoodie',
  },
  bagel: {
    dance:
      'BagelBounce SesameBagelShuffle BagelToasterPop BagelSchmearSwirl PoppySeedShimmy BagelHoleHop',
    fitness:
      'BagelRunClub BagelBrunchBurnOff BagelShopWalk SundayBagelHike EarnYourBagel LoxAndLunges',
    funny:
      'EverythingBagelMess BagelOrDonutGuess BagelSchmearOverload StLouisBagelOutrage NewYorkVsMontreal BagelSnobReacts',
    prank:
      'BagelDonutSwitch BagelBreakfastDropOff BagelDozenForNeighbors SmileyBagelNote SchmearCampaign LoxBoxDelivery',
    educational:
      'WhyBagelsAreBoiled BagelHistoryQuiz WhyBagelsHaveHoles BagelLyeVsBakingSoda FromKrakowToNYC MaltSyrupSecret',
    travel:
      'BagelShopCrawl BagelDeliPilgrimage BrickLaneBeigel MontrealVsNewYork BagelPassport EveryCitysBestBagel',
    fashion:
      'BagelBrunchFit BagelEarrings SesameBagelNeutrals BagelCharmNecklace CreamCheeseCouture PoppySeedPrint',
    wellness:
      'SlowBagelMorning BagelParkBench BagelCoffeeCatchUp BagelGratitudeBite SundaySchmearRitual ToastedAndThankful',
    speed:
      'BagelSpreadRace BagelRingTossTimer BagelToppingSprint BagelSandwichDash SchmearInSeconds BakersDozenBlitz',
    music:
      'EverythingBagelBeat BagelBoilASMR BagelKlezmerJam SerenadeABagel LoxAndRoll SesameSeedShaker',
    art: 'BagelBirdFeederCraft BagelStillLife SesameBagelMosaic BagelClayMagnets PoppySeedPointillism CreamCheeseSculpt',
    tech: 'BagelToasterTest BagelSlicerGadget AIPicksMyBagel BagelAirFryerCrisp TheBagelButton ToastLevelShowdown',
    pet: 'EverythingBagelPup DogsNamedBagel BagelPlushFetch CatCurledLikeABagel SnoozeInABagelBed BagelBoxPeekaboo',
    gaming:
      'BagelGameNight EverythingBagelLoadout BagelShopTycoon BagelStakesChess SchmearSpeedrun OvercookedBagelRush',
  },
  door: {
    dance:
      'DoorFrameLimbo DoorbellTwoStep DoorKnockShuffle OpenTheDoorMoves RevolvingDoorSpin DoorwayDanceOff',
    fitness:
      'DoorFrameStretch DoorPullUpBar PushupsPerDoorway WallSitByTheDoor DoorJambJumps DoorBandRows',
    funny:
      'DoorPushOrPullFail DoorHeldTooLong DramaticDoorEntrance DoorwayMemoryReset WhosThereJokeOff DoorbellDogChaos',
    educational:
      'HowDoorHingesWork WhyDoorsSqueak RevolvingDoorPhysics DoorsOfTheWorldQuiz GermiestDoorknob DoorsThroughTime',
    cooking:
      'DoorstopSandwich DoorstepCookieDrop GingerbreadFrontDoor DoorNumberCupcakes NextDoorBakeSwap BreadWreathWelcome',
    travel:
      'DoorsOfTheCity DoorKnockerSafari TinyFairyDoorTrail DoorsOfDublin OpenDoorsWeekend BlueDoorHunt',
    fashion:
      'DoorFrameFitCheck DoorKnockerEarrings DoorSwingTransition OutTheDoorLook OpenDoorGlowUp DoorwayDrip',
    wellness:
      'DoorwayMindfulPause DoorClosedMeTime CloseTheDoorOnStress FrontDoorIntention DoNotDisturbHour ThresholdReset',
    speed:
      'OutTheDoorRace DoorToCarBlitz DoorbellAnswerSprint LockTheDoorRelay DingDongDash DecorateTheDoorIn60',
    music:
      'DoorKnockBeat DoorSqueakSymphony DoorbellChimeCover DoorCreakOpera TheDoorsSingAlong HingeHarmony',
    art: 'FrontDoorMakeover FairyDoorCraft DoorWreathDesign PaintAnOldDoor DoorToNarnia TrompeLoeilDoor',
    tech: 'SmartDoorLockSetup DoorSensorHack VideoDoorbellReview KeylessDoorEntry OpenSesameDoor CodeYourDoorChime',
    pet: 'DogAtTheDoor PetDoorTraining CatOpensTheDoor DoorPeekabooKitten FakeKnockPupTest DoorDashGreeting',
    gaming:
      'DoorEscapeRoom DoorCodePuzzle DoorsRobloxRun MontyHallDoors BehindDoorNumberThree SecretDoorSpeedrun',
  },
  gadget: {
    dance:
      'GadgetUnboxingDance GadgetLightShowGroove GadgetGlitchShuffle RoboGadgetMoves BeepBoopBoogie PedometerPartyStep',
    fitness:
      'GadgetHomeGym GadgetHeartRateHIIT SmartRopeGadgetReps StepCounterStreak AsSeenOnTVWorkout GadgetSweatTest',
    funny:
      'GadgetDrawerTour GadgetGrandmaTries UselessGadgetReview AsSeenOnTVTest WhyDoIOwnThis GadgetBuyersRemorse',
    prank:
      'GadgetMysteryBox GadgetRemoteSwap GadgetSaysGoodMorning FakeGadgetUnboxing SecretComplimentBot SmartSpeakerSerenade',
    educational:
      'GadgetTeardown GadgetBatteryScience GadgetThenVsNow HowTouchscreensWork GuessThatGadget BrickPhoneFlashback',
    cooking:
      'GadgetSousVideSteak GadgetVeggieNoodles KitchenGadgetTest OneGadgetDinner GadgetVsKnife UnitaskerOrNot',
    travel:
      'GadgetGlampingGear TravelGadgetTest CarryOnGadgetKit PowerBankRoadTrip WhatsInMyGadgetBag TSATrayTetris',
    fashion:
      'GadgetFitCheck GadgetStrapSwap GadgetPhoneCaseMatch WearableGadgetStyle HeadphonesAsJewelry TechWearTakeover',
    wellness:
      'GadgetFreeDay GadgetSleepTrackerWeek GadgetScreenTimeAudit WellnessGadgetTest UnplugToRecharge GadgetsOffCandlesOn',
    speed:
      'GadgetUnboxingRace GadgetSetupSpeedRun GadgetPairingDash GuessTheGadgetFast CableUntangleBlitz FindTheRightCharger',
    music:
      'GadgetBeatMaking GadgetPocketOrchestra TinySynthGadgetJam CalculatorMelody BeepBoopBanger OneGadgetBand',
    art: 'GadgetTeardownArt GadgetKnollingPhoto FramedGadgetGuts OldPhoneMosaic CircuitBoardCanvas SketchYourGadget',
    pet: 'GadgetCatLaserToy GadgetGPSDogCollar GadgetTreatCamera PetGadgetTest KittyVsRobotVacuum FetchMachineFaceOff',
    gaming:
      'GadgetGameNight GadgetVRHeadsetTrial GamingGadgetHaul RetroHandheldGadget GadgetLoadoutCheck BattlestationLevelUp',
  },
  book: {
    dance:
      'BookOnHeadGroove BookStackShuffle BookClubChoreo ActOutAPictureBook BookwormBoogie PageTurnerPirouette',
    fitness:
      'BookBalanceWalk HardcoverBookCurls BookStackSquats AudiobookStepGoal RepsPerChapter BookwormBurpees',
    funny:
      'BookClubNoOneRead JudgeABookByItsCover DramaticBookReading BookwormProblems PlotTwistReaction OneMoreChapterLie',
    prank:
      'BlindDateWithABook LeaveABookOnTheBus BookCoverSwitcheroo BookmarkCompliments BackwardsBookshelf NoteInChapterOne',
    cooking:
      'CookABookScene BookCoverCake PictureBookPancakes RecipeFromANovel SecondBreakfastClub FictionalFoodFeast',
    travel:
      'BookstoreCrawl BookTownWeekend BuyABookInEveryCity BookshopPassport NovelDestinations LittleFreeLibraryHunt',
    fashion:
      'BookCoverMatchFit DressAsABookCharacter BookClubLook WhatsInMyBookTote BookwormChic ShelfToCloset',
    wellness:
      'BookBeforeBed PhoneFreeBookHour ComfortBookReread ReadABookOutside ShelfCareSunday ChapterAndChill',
    speed:
      'BookStackingRace BookDominoes OneMinuteBookPitch ReadAPictureBookIn60 BookSpeedDating ShelfSortSprint',
    music:
      'BookSoundtrack SingTheBookBlurb RapABookRecap BookwormBallad PageTurnerBeat AudiobookAutotune',
    art: 'BookSpinePoetry BookCoverRedesign FoldedBookArt BlackoutABookPage StoryInAShoebox DrawTheMainCharacter',
    tech: 'ScanMyBookshelf EReaderVsRealBook AudiobookAt2x BookLightShowdown CanAIJudgeACover BookTokAlgorithmTest',
    pet: 'ReadABookToYourDog CatSitsOnMyBook PetPicksMyNextBook BookNookNap PawsForAChapter TailsAndTales',
    gaming:
      'BookTriviaNight BookCharades FirstLineBookGuess BookVsVideoGame ChooseYourOwnAdventure BookwormBossBattle',
  },
  bee: {
    dance:
      'BeeWaggleDance BeeLineStep BuzzLikeABumblebee ShuffleToTheBeehive BeeBopBattle HiveFiveHop',
    fitness:
      'BumblebeeBurpees BeeLineSprints BusyBeeCircuit SquatLikeAHoneybee HiveHIIT PollenPushups',
    funny:
      'BeePunsDuel BeeInTheCarPanic BeeMovieInOneMinute QueenBeeAttitude YaLikeJazz UnbeelievableFails',
    prank:
      'BumblebeeCostumeReveal BeeStickerTrail PlushBeeDeskDrop BeeMineValentine BeeKindNotes SecretHoneyJarGift',
    educational:
      'HowBeesMakeHoney BeeWaggleDanceScience WhyBeesMatter BeeHexagonMath SeeLikeABee HiveMindQuiz',
    cooking:
      'BeehiveCake HoneybeeCupcakes BeeStripeCookies MiniBeeMacarons BeesKneesMocktail HoneycombCrunch',
    travel:
      'BeeFarmVisit BeekeeperForADay BeeGardenTour SanctuaryForBees BeelineRoadTrip HoneyHuntAbroad',
    fashion:
      'BumblebeeStripeFit BeeBroochStyle BeeCharmNecklace DressLikeABeekeeper QueenBeeEnergy BuzzworthyLook',
    wellness:
      'BeeBreathHumming BeeWatchStillness SowSeedsForBees HumLikeABumblebee BeeKindToYourself BeeHereNow',
    speed:
      'BeeFlowerRelay BeePollenCarryDash BeeFactRapidFire SpellingBeeBlitz BuzzerBeater BusyBeeTimeTrial',
    music:
      'BeeBuzzBeat BeeHiveChoir FlightOfTheBumblebee HumLikeAHoneybee BeeBopJam HoneyHarmonies',
    art: 'BeeWatercolor BeeswaxCandleCraft BeeMacroPhotography PaintABumblebeeMural BeeHappyDoodles HoneycombCollage',
    tech: 'BeehiveLiveCam BeeMacroPhoneLens BeeCounterAI MapYourLocalBees RoboBeeBuild BuzzDetectorTest',
    gaming:
      'BeehiveBuilderGame BeeSwarmSimulator BeeFarmInMinecraft NYTSpellingBeeStreak QueenBeeStatus HiveMindCoop',
  },
  aquarium: {
    dance:
      'AquariumSeahorseStep AquariumBubbleBop FishTankFinShuffle DanceInTheAquarium JellyfishJiggle JustKeepGrooving',
    fitness:
      'AquariumBucketCarry StepsAroundTheAquarium AquariumPlankStare WallSitByTheAquarium WaterChangeWorkout JellyfishJacks',
    funny:
      'AquariumVoiceover MyAquariumSoapOpera AquariumSnailRace AquariumPhotobomb TheFishAreJudgingMe PufferfishFaceOff',
    prank:
      'FakeAquariumOnTheTV GummyFishAquarium AquariumTreasureNote BathtubSharkToy TinyDiverSurprise AquariumLoveLetter',
    educational:
      'HowAquariumFiltersWork AquariumNitrogenCycle AquariumInAJar SchoolOfFishScience SpotTheSpecies AquariumFactOrFiction',
    cooking:
      'BlueJelloAquarium AquariumCupcakes EdibleAquariumCookies FishTankPunch UnderTheSeaSnacks OceanInACup',
    travel:
      'AquariumTunnelWalk AquariumJellyfishRoom SleepoverAtTheAquarium CoralReefSnorkel WorldsBiggestAquarium AquariumPassport',
    fashion:
      'AquariumFitCheck DIYJellyfishSkirt MatchTheAquariumFish AquariumNailArt ScalesAndSequins AquariumBlueDrip',
    wellness:
      'AquariumMeditation FishTankStillness SitByTheAquarium AquariumJellyfishZen JustKeepBreathing BubbleWatchBreak',
    speed:
      'AquariumSetupSpeedrun FishTankCleanRace AquariumPlantingDash BeatTheAquariumClock GuppyCountFrenzy FindNemoFast',
    music:
      'AquariumLofiBeat AquariumBubbleRemix FishTankLullaby SerenadeTheAquarium UnderTheSeaCover SingToTheGuppies',
    art: 'AquariumFishWatercolor AquascapeArt AquariumJellyfishLamp ShoeboxAquarium AquariumSilhouettes ClayCoralReef',
    tech: 'AquariumCamStream AquariumAutoFeeder SmartAquariumSensor TimelapseMyAquarium FishPlaysPokemon AquariumLightShow',
    gaming:
      'AquariumBingoBlitz AquariumGuessWho MinecraftAquariumBuild AquariumTycoonRun GoFishTournament FeedingFrenzyDuel',
  },
  paris: {
    dance:
      'ParisCancanKick DanceLikeYoureInParis EmilyInParisTwirl BaguetteBatonSpin OohLaLaShuffle ParisAccordionWaltz',
    fitness:
      'ParisSeineJog ParisCityBikeLoop ParisEiffelStairClimb ParisianPilatesAtHome EarnYourCroissant BaguetteBicepCurls',
    funny:
      'ParisMimeSkit ParisCroissantCritic PretendImInParis BonjourFirstRule InstaVsRealityParis WaiterJudgesMyFrench',
    prank:
      'SurpriseTicketToParis ParisCafeInTheKitchen FakeParisVacationPics ParisianWaiterAtHome CroissantDoorDrop BonjourBreakfastInBed',
    educational:
      'ParisDistrictsQuiz WhyParisHasZincRoofs GuessTheParisBridge ParisCatacombsFacts WhyTheEiffelGrows LouvreInTenMinutes',
    cooking:
      'ParisBrestPastry ParisCroissantBake ParisCrepeStand ParisianMacarons BaguetteBattle BonAppetitBistro',
    fashion:
      'ParisianChicLook ParisBretonStripes DressLikeYoureInParis BeretAndBaguette ParisTrenchStrut EffortlessFrenchGirl',
    wellness:
      'ParisSeineWalk ParisParkBenchRead LiveLikeYoureInParis ParisianLongLunch JoieDeVivreWeek CafeAuLaitPause',
    speed:
      'ParisInOneDay ParisMetroSpeedrun ParisBaguetteRelay LouvreInAnHour DrawParisIn10 SprintToSacreCoeur',
    music:
      'ParisAccordionCover ParisChansonDuet BuskingInParis ParisMetroBeatbox LaVieEnRemix OohLaLaLoop',
    art: 'ParisRooftopWatercolor ParisLouvreRecreate DrawParisFromMemory OneLineParisSkyline MonaLisaRemake PaintLikeAParisian',
    tech: 'ParisStreetViewTour ParisMetroAppHack AIPlansMyParisTrip EiffelSparkleTimelapse ParisInVR CanAIOrderInFrench',
    pet: 'ParisCatCafeVisit ParisPoodlePosing ParisPicnicWithPup FrenchBulldogBonjour PawsInParis BeretOnMyPet',
    gaming:
      'ParisPetanqueMatch ParisGeoguessRound AssassinsCreedParis MinecraftParisBuild EiffelTowerJenga TicketToRideParis',
  },
  pigeon: {
    dance:
      'PigeonStrut PigeonHeadBobDance PigeonCooGroove WalkLikeAPigeon BreadcrumbBoogie PigeonToedTwist',
    fitness:
      'PigeonPoseFlow PigeonHipStretch PigeonCrowTransition KingPigeonProgress HoldThatPigeon FlyingPigeonFlex',
    funny:
      'PigeonImpression PigeonWantsMyFry PigeonPlazaBoss NarrateAPigeonDrama PigeonsArentReal CommuteAsAPigeon',
    prank:
      'PigeonCooRingtone PigeonPlushSurprise PigeonPostNote CarrierPigeonGift PhotobombPigeonCutout WindowsillVisitor',
    educational:
      'PigeonWarHeroStory PigeonMagneticSense HowPigeonsFindHome WhyPigeonsHeadBob PigeonsCanDoMath PigeonIQTest',
    cooking:
      'PigeonShapedCookies PigeonBreadBuns PigeonMacarons PigeonCakePops BreadcrumbBakeOff FeedTheBirdsBiscuits',
    travel:
      'PigeonSpottingWalk PigeonsAroundTheWorld PigeonLoftVisit SanMarcoPigeonPhoto PigeonPassport TuppenceABagTour',
    fashion:
      'PigeonIridescentLook PigeonBrooch DressLikeAPigeon NeckSheenEyeshadow PigeonGreyPalette PigeonStrutRunway',
    wellness:
      'PigeonWatchingBreak PigeonParkPause PigeonRooftopSunset SlowPigeonStroll CooDownBench BirdsongBreather',
    speed:
      'PigeonSketchSprint PigeonRaceDay PigeonStrutRelay BeatThePigeonsToBench HomingPigeonHustle FlockCountFrenzy',
    music:
      'PigeonHeadBobRemix PigeonStreetSong PigeonBeatbox LullabyForPigeons CooAndCroon FeedTheBirdsCover',
    art: 'PigeonStreetPhotos PigeonClayFigure PigeonWatercolor LinoPrintPigeon PicassosPigeons PigeonSketchADay',
    tech: 'PigeonBalconyCam PigeonSlowMoTakeoff PigeonGPSTracker AIIdentifiesPigeons PigeonVsDrone CarrierPigeonVsEmail',
    gaming:
      'PigeonSimulatorRun PigeonDatingSim PigeonBingo WingspanBoardNight UntitledPigeonGame PigeonCooOp',
  },
  octopus: {
    dance:
      'OctopusArmsDance OctopusWiggle OctopusInkDrop WaveLikeAnOctopus TentacleTwist EightLimbShuffle',
    fitness:
      'OctopusArmWorkout OctopusGripStrength OctopusSwimLaps StretchLikeAnOctopus TentacleToning SuctionCupSquats',
    funny:
      'OctopusMultitasking OctopusAwkwardHug OctopusCamoFails OctopusEscapeArtist TentacleTangle ThreeHeartsNoChill',
    prank:
      'OctopusMoodPlushFlip OctopusWindowCling OctopusInTheSink SneakyOctopusSticker SurpriseTentacles InkBlotLoveNote',
    educational:
      'OctopusThreeHearts HowOctopusCamoWorks OctopusBlueBlood SquidOrOctopusQuiz ArmsThatThink OctopiOrOctopuses',
    cooking:
      'OctopusSausageBento OctopusCupcakes OctopusPancakeArt BreadstickOctopus TakoyakiFlipOff InkyBlackPasta',
    travel:
      'OctopusAquariumVisit OctopusSnorkelSpotting TidePoolOctopusHunt KelpForestKayak MyOctopusTeacherTrip TakoyakiTrailOsaka',
    fashion:
      'OctopusPrintShirt OctopusEarrings OctopusHairClaw OctopusTentacleRing KrakenCouture InkAndPearls',
    wellness:
      'OctopusMoodColors OctopusSelfHug CalmAsAnOctopus TidePoolPause InkOutTheStress OctopusFloatBreath',
    speed:
      'OctopusJarOpenRace OctopusCupStackRush DrawAnOctopusIn10 StickyOctopusToss MultitaskLikeAnOctopus EightArmedRelay',
    music:
      'OctopusGardenCover OctopusDrumSolo OctopusOneManBand OctopusBassGroove TentacleTempo InkAndIvories',
    art: 'OctopusInkDrawing OctopusClaySculpt OctopusCrochetPlush ChalkOctopusMural EightArmWatercolor TentacleTapestry',
    tech: 'OctopusCamoARFilter OctopusSuctionGripper OctopusRobotArm 3DPrintAnOctopus OctobotBuild InkJetOctopus',
    gaming:
      'OctopusEscapePuzzle OctopusBossFight SplatoonOctopusMatch KrakenTabletopRaid OctodadSpeedrun OctopusInkBattle',
  },
  lemon: {
    dance:
      'LemonSqueezeShuffle LemonDropDance LemonSourFaceBop LemonadeStandGroove ZestyZumba PuckerUpPirouette',
    fitness:
      'LemonGripTest LemonPlankPass LemonBalanceSquats SpoonAndLemonLunges SqueezeTheDay CitrusCircuit',
    funny:
      'LemonSourFaces LemonPunOff WhenLifeGivesLemons BlindLemonBite LemonadeStandSharkTank ToddlerMeetsLemon',
    prank:
      'LemonBarSurprise LemonInvisibleInk LemonadeOnTheDoorstep GooglyEyeLemons LemonLimeSwitcheroo SqueezeOfKindness',
    educational:
      'LemonBatteryScience LemonVolcanoExperiment WhyLemonsAreSour HowLemonsStopScurvy CitricAcid101 LemonsFloatLimesSink',
    travel:
      'LemonGroveTour LemonFestivalTrip AmalfiLemonHunt MentonLemonParade SorrentoLemonSorbet ChaseTheCitrus',
    fashion:
      'LemonPrintDress LemonBucketHat LemonHairClips AmalfiLemonLook ZestyFitCheck CitrusColorPop',
    wellness:
      'LemonWaterRitual LemonScentReset LemonBalmTeaPause MakeLemonadeMindset ZestForLife CitrusSunriseStretch',
    speed:
      'LemonSpoonRace LemonSqueezeSpeedrun LemonadeMixRelay PeelALemonInOneStrip JuiceTenInSixty CitrusJuggleClock',
    music:
      'LemonTreeSingAlong LemonKeyboardJam LemonShakerBeat CitrusPopCover LemonadeStandAnthem ZestyRemix',
    art: 'LemonStillLife LemonWatercolor StampWithLemons LemonPeelSculpture LemonSliceStainedGlass CitrusColorStudy',
    tech: 'LemonBatteryLED LemonPhoneChargeTest SmartLemonadeStand CitrusPoweredClock LemonJuicerShowdown JuicedUpGadgets',
    pet: 'LemonPrintPetBandana LemonPlushFetch LemonSqueakyToyHunt PupAtTheLemonadeStand CitrusCollarStyle LemonHatKitty',
    gaming:
      'LemonadeTycoonRun LemonBowlingLeague LemonMemoryMatch FruitNinjaLemonCombo CaveJohnsonLemons SourPenaltyRound',
  },
  grandma: {
    dance:
      'TeachGrandmaATrend GrandmaTwistOff SlowWaltzWithNana GrannyGroove GrandmasGotRhythm JitterbugWithGran',
    fitness:
      'GrandmaPlankOff GrandmaChairYoga CanYouOutlastGrandma NanaGardenSquats GrannyGains MallWalkWithGran',
    prank:
      'GrandmaSurpriseVisit FakeTattooOnGrandma NanaPhotobomb FlowersForGrandma GrandmaSaysNoCap GrannyFlashMob',
    educational:
      'InterviewYourGrandma GrandmaPricesThen GrandmaRemedyFactCheck NanaSayingsDecoded BackInMyDayQuiz GrandmaVsGoogle',
    cooking:
      'GrandmasSecretRecipe BakingWithNana GrandmaSundaySauce CopyGrandmasCookies GrannySmithPie JustAPinchChallenge',
    travel:
      'GrandmasHometownTour GrandmaFirstFlight GrandmaRoadTrip TakeNanaSomewhereNew GrannyGoesGlobal BucketListWithGran',
    fashion:
      'GrandmasClosetRaid NanaVintageFitCheck RestyleGrannysCardigan DressLikeYourGrandma PearlsOfWisdom GrandmaApprovedLook',
    wellness:
      'GrandmaGratitudeCall GrandmaTeaTime VisitYourGrandma PorchSitWithGrandma PenPalWithGran GrannyHugRecharge',
    speed:
      'GrandmaKnittingRace BeatGrandmaAtDumplings GrandmaCrosswordClock NanaBingoDaubBlitz GrannyVsGenZTexting OutpaceGrandma',
    music:
      'GrandmasFavoriteSong NanaPianoDuet GrandmaVinylSpin KaraokeWithGrandma GrannyReactsToRap MixtapeForGrandma',
    art: 'DrawYourGrandma QuiltWithNana GrandmaPaintNight GrandmaKnitAlong GrannySquareGlowUp GrandmaMosesMoment',
    tech: 'GrandmaTriesAI GrandmaEmojiGuess GrandmaFirstSelfie FixGrannysPhone GrandmaVsAlexa FaceTimeWithNana',
    pet: 'GrandmasSpoiledPet GrandmaKnitsPupSweater PuppyMeetsGrandma CatNapOnGrandma GrannysGoodBoy GrandmaLapDogDuty',
    gaming:
      'GrandmaScrabbleDuel GrandmaKartRace BeatGrandmaAtRummy BingoNightWithGran GrannyGamerTag NanaPlaysFortnite',
  },
  teacher: {
    dance:
      'TeacherMoonwalkExit TeacherVsStudentBattle KidsTeachTheTeacher TeacherBellShuffle HallPassHustle ExtraCreditMoves',
    fitness:
      'TeacherDeskPushUps TeacherHallwayLaps TeacherChairSquats RecessJumpRope PopQuizPlank TeacherBrainBreak',
    prank:
      'TeacherDeskSurprise TeacherThankYouWall TeacherCoffeeFairy GiantAppleForTeacher TeacherTwinDay MannequinClassroom',
    educational:
      'TeacherPopQuiz TeacherMythBuster StudentTeachesTeacher AskATeacherAnything ExplainItLikeImFive RedPenFactCheck',
    cooking:
      'TeacherAppleCrumble TeacherGiftCookies TeachersLoungePotluck MugCakeForTeacher GradeABrownies PencilPretzelPops',
    travel:
      'TeacherMuseumScout TeachEnglishAbroad VisitYourOldTeacher ClassMascotTravels FieldTripFlashback TeacherSummerBreak',
    fashion:
      'TeacherFitCheck TeacherSpiritWeekLook TeacherLanyardStyling DressLikeYourTeacher BackToSchoolDrip CardiganCouture',
    wellness:
      'TeacherSelfCareSunday TeacherGratitudeJar TeacherSummerReset ThankATeacherNote FinalBellExhale NoGradingWeekend',
    speed:
      'TeacherGradingSprint TeacherNamesIn60 TeacherCopierDash TeacherChairStack BeatTheBell RollCallRush',
    music:
      'TeacherRecorderSolo TeacherAttendanceRap TeacherParodyCover TimesTableChant SchoolsOutSingAlong TeachMeABeat',
    art: 'TeacherBulletinBoard TeacherWhiteboardArt TeacherChalkMural DrawYourTeacher RedPenMasterpiece DoorDecorDuel',
    tech: 'TeacherQRScavengerHunt TeacherSlideDeckGlowUp SmartboardTeacherHack AITeachingAssistant CanAITeachThis PowerPointKaraoke',
    pet: 'TeachersPetForReal TeacherCatCameo TeacherPuppyVisit TeachYourBunnyATrick MyDogAteMyHomework ClassHamsterRollCall',
    gaming:
      'TeacherEscapeRoom TeacherVsStudentsQuiz KahootWithTeacher HangmanOnTheBoard StumpTheTeacher OregonTrailRevival',
  },
  'new year': {
    dance:
      'DanceIntoTheNewYear NewYearConfettiSpin NewYearConga MidnightMoves BallDropBoogie NewYearsEveTwirl',
    fitness:
      'NewYearPlankStreak NewYearFirstMile RingInNewYearBurpees JanuarySquatLadder ResolutionReps NewYearPushupPact',
    prank:
      'FakeNewYearCountdown NewYearBalloonDrop NewYearFortuneNotes TwelveGrapesGiggle MidnightAtNinePM NewYearStreamerDoor',
    educational:
      'NewYearAroundTheWorld NewYearLunarVsSolar FirstNewYearOnEarth WhyTheYearStartsInJan BabylonianResolutions NewYearTraditionQuiz',
    cooking:
      'NewYearLuckyFoods NewYearDumplingFold NewYearTwelveGrapes ClockCakeForNewYear CountdownCupcakes HoppinJohnForLuck',
    travel:
      'NewYearFirstHike NewYearFireworksTrip NewYearInTwoTimeZones SunriseOnNewYearsDay BallDropInPerson HogmanayInEdinburgh',
    fashion:
      'NewYearsEveLook NewYearSequinSet NewYearGlitterEyes NewYearFitCheck MidnightMetallics DressedForTheCountdown',
    wellness:
      'NewYearIntentions NewYearLetterToSelf SlowStartToNewYear WordOfTheYear NoResolutionsNeeded NewYearMemoryJar',
    speed:
      'NewYearGrapeSprint NewYearConfettiCleanup NewYearPartyHatRelay BeatTheBallDrop ResolutionSpeedrun NewYearsEveDash',
    music:
      'NewYearKazooChorus SingInTheNewYear ABBAHappyNewYear AuldLangSyneCover PotsAndPansParade NewYearCountdownBeat',
    art: 'NewYearVisionBoard PaintNewYearFireworks ConfettiNewYearCard TimeCapsuleCollage SparklerSignatures NewYearCalendarArt',
    tech: 'NewYearPhoneCleanup ShootNewYearFireworks CodeANewYearCountdown InboxZeroByNewYear DigitalDeclutterDay CtrlAltNewYear',
    pet: 'PetNewYearResolution NewYearFireworkCalmDog NewYearBowTieKitten PuppyRingsInNewYear NewYearsPawty CatIgnoresMidnight',
    gaming:
      'NewYearBacklogClear NewYearSpeedrun NewYearsEveCharades FirstWinOfTheYear ResolutionQuestLog LevelUpNewYear',
  },
  prom: {
    dance:
      'PromSlowDance PromGroupChoreo ShuffleIntoProm CorsageTwirl HomecomingHustle StrutForPromKing',
    fitness:
      'PromDanceCardio PromHeelWalkDrill PromPrepHIIT GownTwirlWorkout PromposalPushups TuxStretchTest',
    funny:
      'PromPhotoRecreate PromposalBloopers PromParentsPaparazzi CorsagePinningPanic PromThenVsNow DadAsMyPromDate',
    prank:
      'PromposalForMyMom PromCorsageSurprise PromLockerBalloons PromPizzaPun FortuneCookieAsk HuntForPromTickets',
    educational:
      'WhyWeHaveProm PromTraditionsAbroad PromBudgetMath HowCorsagesStarted BoutonniereBasics FormalDanceHistory',
    cooking:
      'PromNightCupcakes PromMocktailBar AfterPromPancakes CorsageCookies BlackTieBakeOff PromposalPizza',
    travel:
      'PromPhotoSpotTour AfterPromDayTrip PromLimoCruise PromBeachSunrise PromPicsAtLandmarks NightOutInFormalwear',
    wellness:
      'PromNightCalm PromSelfCareDay PromNervesBreathing MorningOfPromRitual PromPepTalk HeelsOffFeetUp',
    speed:
      'PromReadyIn30Minutes PromBowTieRace PromUpdoIn10 PromCorsagePinDash BeatTheLimo GlamInAFlash',
    music:
      'PromSlowSongCover PromNightKaraoke PromDJSetDebut DrumlineForHomecoming PromposalSerenade LastDanceLipSync',
    art: 'PromPortraitSketch PromScrapbook PromBackdropDesign CorsageCraft DrawYourDreamGown PromposalPosterArt',
    tech: 'PromPhotoBoothSetup PromDisposableCam PromLEDDressBuild QRCodePromposal PromRecapReel AIPicksMyPromLook',
    pet: 'PetPromposal MyDogIsMyPromDate PromPhotosWithTheCat ParrotAsksToProm PromKingPup BowTieBulldog',
    gaming:
      'VirtualPromInGame ArcadeAfterProm PromSimsStoryline PromRobloxBall PromSideQuest PromKingBracket',
  },
  hydration: {
    dance:
      'HydrationDanceBreak HydrationStationShimmy WaterBottleSwing TwistToHydrate GulpAndGroove HydrationHustle',
    fitness:
      'WaterBottleCurls HydrationEveryLap RecoverAndRehydrate GallonJugCarry SipBetweenSets HydrationHIIT',
    funny:
      'HydrationHypeMan HydrationBathroomTrips HydrationBottleHoard NarrateMyHydration StanleyCupCollector DrinkWaterBestie',
    prank:
      'WaterBottleSurprise HydrationFruitIceCubes GooglyEyeHydrationJug SneakyHydrationStation SecretSpaUpgrade RefillFairy',
    educational:
      'WhyWeNeedWater HydrationFocusTest HydrationMythBusting HowBodiesStayHydrated ElectrolyteBasics MostHydratingFoods',
    cooking:
      'HydrationPopsicles CucumberHydrationBar HydratingSmoothie MintLimeSpritzer FruityWaterFlight WatermelonCoolers',
    travel:
      'HydrationHikeKit WaterRefillCityWalk HydrationDesertTrek StayHydratedAbroad RomeFountainSips CarryOnBottleHack',
    fashion:
      'WaterBottleOutfitMatch HydrationBagStyle HydrationDewyMakeup HydrationHipPack StanleyCupFitCheck TumblerToTote',
    speed:
      'WaterCupRelay HydrationStationRace HydrationRefillDash EightGlassesByNoon NoSpillPourOff HydrationTimeTrial',
    music:
      'WaterGlassMelody HydrationChimeJars HydrationGulpBeatbox PouringSoundASMR SipToTheBeat WaterfallsCover',
    art: 'HydrationChartDoodle HydrationHabitCalendar DecorateAHydrationJug SplashPhotography PaintedWaterTumbler HighSpeedDropShot',
    tech: 'SmartBottleHydration HydrationAppTracker WaterReminderHack FilterPitcherShowdown AIHydrationCoach GlowCapGadget',
    pet: 'PetHydrationCheck KittyWaterFountain SlowMoDogHydration HydrationIceCubeTreat CatVsFaucet HydrationPupsicles',
    gaming:
      'HydrationGamerBreak DrinkWaterEachLevel HydrationBingo HydrationQuestLog HealthPotionRefill RespawnAndRehydrate',
  },
  dorm: {
    dance:
      'DormHallwayDance DormFloorFlashmob DormRoomGroove RoommateSyncRoutine DormBunkBedBoogie MoveInDayMambo',
    fitness:
      'DormStairClimb DormDeskChairDips DormFloorPlankClub TinyDormCardio SixFlightsNoElevator RoommateWorkoutDuel',
    funny:
      'TypesOfDormNeighbors DormLaundryDrama DormFireAlarm3AM WhoAteMyDormSnacks RoommateTierList QuietHoursViolation',
    educational:
      'DormStudyHacks DormLaundrySymbols DormCookingBasics SleepScienceForDorms Adulting101 RamenBudgetMath',
    cooking:
      'DormMicrowaveMeals DormKettleNoodles MidnightDormMugCake DormDiningHallHack RamenGlowUp MiniFridgeMasterChef',
    travel:
      'DormRoomTour DormWeekendEscape DormToHomeRoadTrip CampusWalkFromMyDorm DormsAroundTheWorld CollegeTownHiddenGems',
    fashion:
      'DormRoomFitCheck DormCapsuleWardrobe DormShowerShoesChic RoommateClosetSwap PajamasToLecture DormHallRunway',
    wellness:
      'DormRoomReset DormSelfCareNight DormPlantCorner HomesickComfortBox FinalsWeekUnwind DormQuietHours',
    speed:
      'DormRoomSpeedClean DormBedMakingRace DormUnpackBlitz DormLoftLadderSprint PackUpForBreakDash MoveInMadness',
    music:
      'DormJamSession DormRoomConcert DormHallwaySingalong RoommateDuetCover QuietHoursUnplugged DormBunkBedBand',
    art: 'DormWallArt DormDoorDecor DormTapestryDIY PosterCollageDorm TinyDormGallery FairyLightFrames',
    tech: 'DormRoomSetup DormTechUnderFifty DormLEDStripTest TinyDormDeskBuild BattlestationOnABudget RoomieVsRouter',
    pet: 'DormPetTherapyDay DormFishTankSetup DormCatCafeTrip PuppyStudyBreak SemesterEndZoomies DormHamsterHQ',
    gaming:
      'DormGameNight DormMarioKartLeague DormUnoMarathon BeatYourDormNeighbor HallwayLANParty DormSmashBracket',
  },
  'police officer': {
    dance:
      'PoliceTrafficDance PoliceWhistleGroove PoliceSirenShuffle BoogieLikeACop BadgeBounce OfficerFreezeFrame',
    fitness:
      'PoliceAcademyWorkout PoliceOfficerPushups PassThePoliceBeepTest PoliceObstacleCourse BeatCopMiles PatrolBikeSprints',
    prank:
      'PoliceComplimentTicket ThankYouPoliceOfficer PoliceCookieSurprise PoliceChalkHearts DonutDropForCops CaughtBeingKindCard',
    educational:
      'AskAPoliceOfficer PoliceRadioCodes WhenToCallThePolice PoliceFingerprintLab TenFourDecoded HowK9UnitsSniff',
    cooking:
      'PoliceBadgePancakes CakeShapedPoliceCar ThankYouCookiesForCops PoliceSirenCupcakes DonutStakeout PolicePotluckParty',
    travel:
      'PoliceMuseumVisit PoliceHorsePatrolSpot PoliceOpenHouse OldPoliceBoxHunt DubaiPoliceSupercars MeetTheMounties',
    fashion:
      'PoliceOfficerCostume AviatorShadesLikeACop PoliceHatFitCheck PoliceBadgeBrooch NavyBlueStrut SpitShineBoots',
    wellness:
      'PoliceOfficerGratitude PoliceTherapyDogVisit UnwindAfterPoliceShift PoliceMindfulMinute TenFourTakeFive OffDutyUnplugged',
    speed:
      'PoliceObstacleRace PoliceWhistleStop PoliceFingerprintMatch FindTheClueFast CopsAndRobbersRelay TenFourTimeTrial',
    music:
      'PoliceSirenRemix PoliceWhistleBeat PoliceRadioRhythm ThePoliceCover EveryBreathYouTake BagpipeBrigade',
    art: 'PoliceOfficerPortrait ThankYouCardForPolice PoliceBadgeCraft PoliceSketchArtist CopCarChalkArt LegoPoliceDiorama',
    tech: 'PoliceRadioExplained HowPoliceRadarWorks BuildARCPoliceCar PoliceDroneDemo SpeedGunShowdown DashCamDetective',
    pet: 'DressPetAsPolice PoliceK9Pose PoliceSniffSearch SaluteLikeAPoliceDog PawPatrolCosplay K9InTraining',
    gaming:
      'CopsAndRobbersNight LegoPoliceStationBuild PoliceSimShift PoliceChaseLevel WhodunitWednesday HotPursuitHighScore',
  },
  'hot dog': {
    dance:
      'HotDogShuffle HotDogWiggle HotDogBunBounce HotDogCartConga RelishTheRhythm BallparkBoogie',
    fitness:
      'HotDogCostumeFunRun HotDogEarnedIt HotDogPlankHold BallparkHotDogStairs RelishYourReps MustardClimbers',
    funny:
      'HotDogSandwichDebate HotDogFingerIllusion HotDogCondimentCourt BunToHotDogRatio ChicagoKetchupShame HotDogVendorImpression',
    prank:
      'HotDogCarrotSwap BananaHotDogFakeout HotDogCostumeDoorbell MustardHeartHotDog RelishTheSurprise PoolNoodleHotDogs',
    educational:
      'HotDogHistoryQuiz FrankfurterToHotDog HowHotDogsAreMade WhyBunsComeInEights FiftyStatesOfHotDogs HotDogGrillScience',
    travel:
      'HotDogStandTour HotDogChicagoHunt ConeyIslandHotDog BallparkHotDogRanking SpotTheHotDogCar DragItThroughTheGarden',
    fashion:
      'HotDogCostumeFit HotDogPrintShirt HotDogBagCharm MatchingHotDogPJs DressLikeACondiment KetchupMustardColorway',
    wellness:
      'HotDogPicnicPause HotDogSummerNostalgia HotDogCampfireEvening BackyardHotDogCalm RelishTheMoment SeventhInningStretch',
    speed:
      'HotDogAssemblyRace HotDogCondimentDash HotDogWrapTimer HotDogToppingBlitz RelishRelay BallparkRushHour',
    music:
      'HotDogJingle HotDogVendorChant HotDogSizzleBeat BallparkHotDogOrgan HotDiggityDogSong CondimentChorus',
    art: 'HotDogPopArt HotDogClayModel HotDogFeltPlushie KetchupPollock MustardDrizzleDoodle SketchAHotDogBlind',
    tech: 'HotDogToasterTest HotDogRollerHack HotDogSpiralCutter NotHotDogDetector SmartGrillShowdown HotDogVendingBot',
    pet: 'HotDogBunPetCostume HotDogDachshundParade HotDogPlushFetch CatInAHotDogPillow SausageDogStrut DoxieDressUp',
    gaming:
      'HotDogStandSim HotDogCookingMamaRun BallparkHotDogToss PapasHotDoggeria CondimentCombo GrillMasterHighScore',
  },
  tent: {
    dance:
      'TentPoleShuffle TentZipDance TentStakeStomp TentLanternTwirl GlampingGroove CampfireConga',
    fitness:
      'TentPackHike TentStakeSquats TentCrawlOutReps CampsiteCircuit PitchAndPushup TentBackpackBurpees',
    funny:
      'TentPitchFail TentZipperStruggle TentNightNoisesPanic DadVsTheTent WasThatABear TwoPolesLeftOver',
    prank:
      'LivingRoomTentSurprise TentGlowStarCeiling TentBreakfastDelivery PopUpTentInTheYard IndoorCampoutAmbush TentFairyLights',
    educational:
      'HowTentsStayDry TentKnotLesson PickATentSpot TentLeaveNoTrace YurtVsTeepee TentPoleGeometry',
    cooking:
      'TentsideBreakfast TentNightSmores BananaBoatsByTheTent FoilPackDinner DutchOvenDare TentCampStoveCookOff',
    fashion:
      'TentToTownOutfit TentHeadlampGlam GlampingTentLook CampoutFitCheck FlannelAndFleece TentLayerUp',
    wellness:
      'UnplugInATent TentRainListen StargazeFromTheTent TentMorningBirds ZipUpAndUnwind NoSignalNoStress',
    speed:
      'TentUpFirstWins TentTakedownSprint PackTheTentFast TentBlindfoldSetup PitchPerfectTimer BeatTheRainStorm',
    music:
      'TentRainBeat TentSingalong TentUkuleleLullaby CampfireGuitarJam KumbayaRemix TentZipperBeatbox',
    art: 'GlowingTentPhoto MiniTentDiorama TentShadowPuppets TentLanternPainting CampsiteLongExposure DoodleOnTheTentFly',
    tech: 'TentSolarCharge TentLightHack TentStargazingApp PowerBankTentTest OffGridGadgets DroneOverTheCampsite',
    pet: 'PetTentCampout DogsFirstTentNight CatTentTakeover TentDoorZoomies PupTentForReal HappyCamperKitty',
    gaming:
      'TentCardGames TentFlashlightTag TentLanternTrivia MinecraftTentBase SurvivalModeCampout CampfireCharades',
  },
  blender: {
    dance:
      'BlenderPulseDance BlenderVortexSpin SmoothieBlenderShimmy GrooveTillBlenderStops ShakeRattleAndBlend BlenderBeatDrop',
    fitness:
      'BlenderPulseSquats BlenderTimerPlank LungeTillBlenderStops BlendAndBurn BurpeesUntilSmooth ProteinShakeReps',
    funny:
      'WillItBlendParody BlenderWakeUpCall BlenderLidOffDisaster TalkingOverTheBlender RoommateVsBlender SmoothieOnTheCeiling',
    prank:
      'SneakySpinachBlender BlenderNoteSurprise BlenderGooglyEyes BlenderBreakfastInBed MysteryColorSmoothie ShrekJuiceSwitch',
    educational:
      'BlenderVortexScience HowBlenderBladesWork WhyBlendedDrinksSplit WhoInventedTheBlender BlenderVsLawnmower MayoInTheBlender',
    travel:
      'BlenderBikeSmoothie PortableBlenderCamping BlenderJuiceBarCrawl BeachBlenderMocktail BlendWithAView BlenderInMyCarryOn',
    fashion:
      'BlenderSmoothieFit BlenderOmbreOutfit BlenderColorNails BerryBlenderMakeup FruitShadeMatch BlendInOrStandOut',
    wellness:
      'BlenderMorningRitual MindfulBlenderMinute GreenBlenderReset BlenderFaceMaskDIY SmoothieAndStillness BlendThenBreathe',
    speed:
      'BlenderSmoothieRace BlenderCleanupIn60 BlenderPestoDash TagTeamBlenderRelay MilkshakeMinute IceCrushBlitz',
    music:
      'BlenderBassline BlenderHumHarmony RemixTheBlender SingOverTheBlender DropTheBlend KitchenBandSolo',
    art: 'BlenderPaperMaking BlenderSeedCards BlenderPulpSculpture BerryInkFromBlender SmoothieSwirlArt FreezeFrameVortex',
    tech: 'BlenderSlowMoVortex PortableBlenderTest BlenderWattageShowdown CheapVsProBlender BladeCamPOV QuietestBlenderQuest',
    pet: 'BlenderBoxCatFort DogVsBlenderNoise BlenderPlushFetch KittenHidesFromBlender FrozenPupsicleTreats BraveBlenderPup',
    gaming:
      'OvercookedBlenderRush BlenderBossBattle SmoothieShopBlenderSim FruitNinjaBlender PulseModeCombo MaxSpeedHighScore',
  },
  parade: {
    dance:
      'ParadeHighStep ParadeFloatGroove ParadeConfettiSpin StreetParadeSamba BatonTwirlOff DrumMajorDip',
    fitness:
      'ParadeMarchMile HighKneeParade ParadeBatonCardio ParadeFlagCarry LeftRightLunges TubaLiftChallenge',
    prank:
      'SurpriseWelcomeParade ParadeAtTheDoor StuffedToyParade ParadeDriveByBirthday KazooWakeUpParade OneKidMarchingBand',
    educational:
      'HowParadeBalloonsFly ParadeBatonPhysics ParadeFloatEngineering GuessTheParadeCity WhyBeadsAtMardiGras HeliumVsHotAir',
    cooking:
      'ParadeDrumCupcakes ConfettiParadeCookies ParadeStreetCorn RootBeerFloatParade KingCakeBakeOff ParadeSnackStack',
    travel:
      'ParadesAroundTheWorld ParadeRioCarnival ParadeMardiGrasTrip NYCThanksgivingParade FollowTheFloats FrontRowParadeSpot',
    fashion:
      'ParadeFitCheck DrumMajorParadeLook ParadeCapeDIY ParadeFeatherHeadpiece SequinsOnParade BandGeekChic',
    wellness:
      'TinyWinsParade GratitudeParade ParadeOfKindness ParadeForYourself DontRainOnMyParade OnePersonParade',
    speed:
      'ParadeLineupRace ParadeCostumeDash ParadeBatonRelay ToyParadeIn60 ShoeboxFloatIn10 QuickStepMarch',
    music:
      'ParadeDrumline PotsAndPansParade ParadeTubaSolo KazooParade SeventySixTrombones StrikeUpTheBand',
    art: 'MiniParadeDiorama ParadeBalloonSketch PaperMaskParade ShoeboxFloatBuild PapierMacheGiants ParadePosterDesign',
    tech: 'ParadeTimeLapse CodeARobotParade ParadeDroneOverhead ParadeLEDCostume RoombaParade LightUpFloatHack',
    pet: 'PetCostumeParade PuppyParadeWalk ParadeDogWagonFloat ParadeCatStrollerRide PawradeDay MarchOfTheMutts',
    gaming:
      'InGameParade ParadeFloatBuildOff ParadeRhythmMarch ParadeRobloxFestival AnimalCrossingParade ConfettiCannonCombo',
  },
  'guinea pig': {
    dance:
      'DoTheGuineaPigPopcorn GuineaPigRumbleStrut GuineaPigSqueakShuffle MoveLikeAGuineaPig WheekAndWiggle CavyConga',
    fitness:
      'GuineaPigPopcornJumps GuineaPigObstacleRun GuineaPigTunnelCrawl CavyCardioCircuit HayBaleHustle SquatPerWheek',
    funny:
      'GuineaPigVoiceover GuineaPigFridgeAlarm PotatoWithLegs WhenGuineaPigsHearBags LoafModeActivated GuineaPigTinyLandlord',
    prank:
      'GuineaPigPlushSwap GuineaPigVeggieBouquet GuineaPigCastleReveal BagRustleGuineaPig HayThereSurprise CavyCouchFort',
    educational:
      'WhyGuineaPigsWheek GuineaPigVitaminC CavyBodyLanguage WhyGuineaPigsPopcorn NeitherGuineaNorPig SqueakDictionary',
    cooking:
      'GuineaPigSaladBar GuineaPigHerbGarden GuineaPigCupcakes HayCubeGuineaPigTreats CavyCharcuterie BellPepperBowlPrep',
    travel:
      'GuineaPigCafeVisit GuineaPigRescueCenter LastSupperGuineaPig MiniatureGuineaPigTown CuscoCavyQuest GuineaPigShowRoadTrip',
    fashion:
      'MatchYourGuineaPig GuineaPigPrintPajamas GuineaPigEarrings CavyFitCheck TinyHatTuesday AbyssinianHairDay',
    wellness:
      'GuineaPigCuddleTime GuineaPigLapReading CavyCalmCorner ListenToGuineaPigPurr LoafLikeAGuineaPig FloorPlayUnwind',
    speed:
      'GuineaPigTunnelDash GuineaPigVeggieRace FastGuineaPigCageClean CavyZoomies HayDayRefillRush BeatTheWheek',
    music:
      'GuineaPigSqueakRemix SongForMyGuineaPig CavyWheekChorus GuineaPigLullaby PopcornPercussion GuineaPigBassline',
    art: 'GuineaPigPortrait PaintYourGuineaPig FeltGuineaPigCraft TinyGuineaPigDiorama CavyClayLoaf PartyHatPhotoshoot',
    tech: 'GuineaPigPetCam AppTranslatesGuineaPig CavyTimelapse DIYGuineaPigFeeder SmartHayRack GuineaPigScaleHack',
    gaming:
      'GuineaPigMazeLevels GuineaPigTreatPuzzle CavyObstacleCourse MinecraftGuineaPigPen TinyGrandPrix PopcornHighScore',
  },
  airport: {
    dance:
      'AirportGateDance AirportMarshallerMoves AirportLayoverBop MovingWalkwayMoonwalk BaggageClaimBoogie AirportCarouselShuffle',
    fitness:
      'AirportLayoverStretch AirportTakeTheStairs AirportTerminalLaps CarryOnAirportCurls ConcourseSprint BoardingGroupBurpees',
    funny:
      'AirportSecurityShuffle AirportPriceReactions WhenAirportWifiDies DadAtTheAirport TypesOfPassengers BoardingGroupNine',
    prank:
      'AirportSurpriseReunion AirportFunnySign AirportRedCarpet BalloonsAtTheAirport FakeFanClubPickup WelcomeHomeKazoos',
    educational:
      'HowAirportsWork AirportCodesQuiz AirportRunwayNumbers AirportBaggageJourney AlphaBravoCharlie TrackYourSuitcase',
    cooking:
      'AirportSnackPackPrep AirportPretzelBake AirportFoodDupe BeatAirportPrices CinnabonAtHome TSAFriendlyBites',
    fashion:
      'AirportFitCheck AirportComfyLayers AirportJetSetLook CelebAirportStyle TerminalChic CarryOnCapsuleDare',
    wellness:
      'AirportMeditation AirportWindowGaze AirportLayoverReset DelayedAtAirportCalm GateSideBreathing PlaneSpottingPause',
    speed:
      'AirportBagDropRace AirportGateChangeDash AirportCheckInClock AirportSecurityIn60 BeatTheBoardingCall HomeAloneAirportRun',
    music:
      'AirportPianoCover AirportChimeMelody AirportArrivalSerenade AirportBoardingRemix LeavingOnAJetPlane SuitcaseWheelBeat',
    art: 'AirportWindowPhoto AirportTerminalPaint BoardingPassAirportArt PlaneSpottingAirport SketchTheTarmac WingtipWatercolor',
    tech: 'AirportChargingHacks FindTheAirportOutlet AirportWifiSpeedTest AirTagAirportJourney NoiseCancelingShowdown FlightTrackerFanatic',
    pet: 'PetAirportReunion AirportTherapyDogs AirportCarrierTraining AirportPupPassport PawsportControl JetSetterKitty',
    gaming:
      'AirportTycoonGame AirportBingo AirportHandheldDuel FlightSimAirportRun LayoverLANParty GateAreaUno',
  },
  bathroom: {
    dance:
      'BathroomMirrorDance BathroomToothbrushBop BathroomTowelTwirl BathroomSlipperShuffle HairbrushMicDrop ShowerCapShimmy',
    fitness:
      'BrushAndSquat BathroomCalfRaises BathroomWallSit BathroomCounterPushup FlossAndLunge BathroomBreakStretch',
    prank:
      'GooglyEyesInBathroom BathroomMirrorNote BathroomTPOrigami RubberDuckInvasion SoapThatWontLather BathroomBalloonFill',
    educational:
      'BathroomGermScience WhyBathroomMirrorsFog BathroomWaterMath HowBathroomPipesWork FlushFactOrFiction RomanToiletsRevealed',
    cooking:
      'BathBombCupcakes BathroomSoapFudge DuckyBathroomCookies BathroomSpongeCake BubblyFloatSurprise BathroomCucumberCooler',
    travel:
      'BathroomsOfTheWorld BathroomWithAView BathroomSignsAbroad FanciestBathroomFound JapanToiletTour RestStopRatings',
    fashion:
      'BathroomMirrorFitCheck GRWMInTheBathroom BathroomTowelTurban ShowerCapCouture RobeToRunway BathroomVanityGlam',
    wellness:
      'BathroomSpaNight DeclutterTheBathroom BathroomSkincareReset BathroomCandleSoak PlantsInTheShower NoPhonesInTheTub',
    speed:
      'BathroomCleanSpeedrun BathroomGetReadyRace StackTheBathroomTP OneSongShower TubFillTimer BathroomMirrorWipeOff',
    music:
      'BathroomAcousticsCover BathroomEchoHarmony ToothbrushBeatbox KaraokeInTheBathroom ShowerPowerBallad BathroomTubDrumSolo',
    art: 'DoodleOnBathroomMirror CarveBathroomSoap BathroomTileMosaic BathroomTPRollArt ShowerFogSketch TPTubeCritters',
    tech: 'SmartBathroomMirror BathroomShowerSpeaker BathroomMotionLights BathroomLeakDetective ToothbrushAppTest BidetGadgetReview',
    pet: 'CatFollowsToBathroom DogBathZoomies BathroomSinkKitty BathroomPuppyGuard PawsUnderBathroomDoor PrivacyNotIncluded',
    gaming:
      'EscapeTheBathroom JengaWithBathroomTP BathroomDuckDerby BathroomTilePuzzle ToiletPaperTetris BathroomBossLevel',
  },
  posture: {
    dance:
      'PostureStrut BookOnHeadShuffle PostureFreezeDance PerfectPostureWaltz ShouldersBackBoogie PostureSwanArms',
    fitness:
      'PostureWallAngels PostureDeadHangs 30DayPostureFix SupermanPostureHolds StandTallSquad ChinTuckChallenge',
    funny:
      'BeforeCoffeePosture PostureShrimpMode MyPostureByFriday GrandmaVsTeenPosture TechNeckConfessions QuestionMarkSpine',
    prank:
      'FakePostureSensor PostureCopycat BestPostureAward SecretPostureCoach StandTallStickyNotes BookOnHeadAmbush',
    educational:
      'WhyPostureMatters PostureMythOrFact PostureMuscleMap HeadTiltPostureMath SpineScience101 SlouchVsStandLungs',
    cooking:
      'PostureChopStance KneadWithPosture PostureTrayBalance GingerbreadPosture StandTallAtTheStove BackboneBroth',
    travel:
      'PlaneSeatPostureFix PostureBackpackFit RoadTripPostureStops CopyTheStatuePosture LeaningTowerPosture StandLikeAGuard',
    fashion:
      'PostureRunwayWalk HeelsPostureTest PostureGlowUp ShoulderPadPosture StandTallStyle PowerPoseOOTD',
    speed:
      'PostureResetIn30s PostureBookWalkRace PostureCheckBuzzer TenSecondPostureTest HeadBalanceRelay StraightenUpFast',
    music:
      'PianoPostureFix PostureGuitarStance PostureHighNoteTest ViolinPostureCheck SitUpAndSing StandTallSolo',
    art: 'PostureGestureDrawing PostureSilhouettes PostureClaySculpt PostureSkeletonSketch DrawTheSlouch VitruvianPoseRecreate',
    tech: 'PostureSensorTest MonitorHeightPosture PostureWebcamAlert CodeAPostureTimer TechNeckFixes StandingDeskShowdown',
    pet: 'CopyMyCatsPosture MyPupsPostureVsMine PostureLeashWalk PetPostureRanking DownwardDogDuel LoafVsSlouch',
    gaming:
      'PostureCheckMidMatch GamerPostureSetup LoadingScreenPosture PostureLevelUp ShrimpModeDetected RespawnAndStraighten',
  },
  bank: {
    dance:
      'PiggyBankDance BankVaultShuffle BankTellerTwoStep BankHolidayBop PaydayPopAndLock CoinDropChoreo',
    fitness:
      'BankADollarPerMile BankCoinBagCarry BankHolidayHike BankADimeEverySquat PushupsForPennies PiggyBankPlank',
    prank:
      'PiggyBankSurprise BankNoteOrigamiHeart BankTellerThankYou PennyTrailToTheBank ChocolateCoinSwap SecretSavingsFairy',
    educational:
      'PiggyBankMath HowBanksWork BankCompoundInterest BankNoteSecretsQuiz PennyDoubledDaily SpotTheFakeBill',
    cooking:
      'PiggyBankCake BankVaultBrownies BankFiveDollarDinner WontBreakTheBankLunch PennyPincherPasta GoldCoinCookies',
    travel:
      'PiggyBankTravelFund BankHolidayDayTrip BankNoteLandmarks BankVaultTour FortKnoxOrBust FiftyDollarWeekend',
    fashion:
      'PiggyBankThriftHaul BankTellerChic OldMoneyBankLook BankHolidayFit DressRichOnABudget PinstripePower',
    wellness:
      'BankHolidayRest BankBalanceCalm PiggyBankGratitude BankStatementCheckIn NoSpendSunday CountBlessingsNotCoins',
    speed:
      'BankCoinCountRace BankVaultCodeDash BankTellerChangeTimer EmptyThePiggyBank PennyRollRush CashierCountdown',
    music:
      'PiggyBankShaker BankCoinJarBeat BankHoldMusicRemix ChaChingBankChorus CashRegisterRiff PennyDropPercussion',
    art: 'PiggyBankPainting BankVaultDiorama BankNoteRedesign CoinRubbingBankArt DesignYourOwnDollar PennyMosaic',
    tech: 'BankBudgetApp BankPhishingSpotter PiggyBankCounterBuild DIYCoinSorterBank SpotTheScamText TapToPayShowdown',
    pet: 'PiggyBankPetFund BankDriveThruDogTreat CatGuardsTheBank ParrotSaysBankBalance PennyForThePup HamsterHoardsCoins',
    gaming:
      'BankVaultPuzzleGame BankTellerSimShift MonopolyBankerDuty BankManagerTycoon PassGoCollect200 CoinBlockCombo',
  },
  soap: {
    dance:
      'SoapSudsShimmy SoapBubbleFreeze TwentySecondSoapJive LatherRinseRepeat SudsyGroove SoapBarShuffle',
    fitness:
      'SoapBarBalanceWalk SoapScrubCardio SoapBubbleChase PlankAndPassTheSoap LatherUpLunges SlipperySoapToss',
    funny:
      'SoapCommercialParody SoapOperaAtTheSink SlipperySoapChase DontUseTheGuestSoap AutoDispenserIgnoresMe TinyHotelSoapHaul',
    prank:
      'SoapThatWontLather GiantSoapBarSwap SoapRubberDuckInside ColorChangingHandWash FudgeOrSoap LoveNoteInTheSoap',
    educational:
      'PepperAndSoapTest HowSoapKillsGerms SoapMicrowaveCloud SoapVsSanitizer TwentySecondScience LatherLab101',
    cooking:
      'IsItSoapOrCake SoapShapedFudge SoapSudsMeringue BubbleBathCupcakes DoveBarLookalike LavenderSoapScones',
    travel:
      'MarseilleSoapHunt HotelSoapCollection SoapMarketFinds SoapFactoryTour AleppoSoapTrail ProvenceSoapStop',
    fashion:
      'SoapBrowGlowUp SoapDrawerScentHack BarSoapStainRescue SmellsLikeSoapPerfume SqueakyCleanStyle SoapFreshFitCheck',
    wellness:
      'SoapCuttingCalm HandSoapMindfulness LavenderSoapUnwind SoapMakingSunday LatherAndLetGo RinseTheDayAway',
    speed:
      'SoapCarveSpeedrun SoapBarCurling PassTheSoapRelay TwentySecondLather SudsTowerTimer SoapBubbleBlitz',
    music:
      'SoapSudsASMRBeat SoapPumpRhythm HandWashSoapSong SoapOperaTheme HappyBirthdayTwice BubbleBeatbox',
    tech: 'AutoSoapDispenserTest SoapCuttingSlowMo SoapMold3DPrint SoapPoweredBoat GermGlowLab TouchlessTapShowdown',
    pet: 'SoapyPupSpaDay PetSafeSoapBubbles SoapSudsMohawk SoapRinseZoomies BathTimeBetrayal KittyVsFoam',
    gaming:
      'LatherLeaderboard SoapShuffleboard GuessTheSoapScent SoapOperaCharades SqueakyCleanSpeedrun SoapCarvedChessSet',
  },
  'fire truck': {
    dance:
      'FireTruckSirenDance FireTruckHelmetBop FireTruckLadderShuffle SteerTheFireTruck FiveAlarmFreestyle StopDropAndRollGroove',
    fitness:
      'FireTruckBootcamp FireTruckHoseDrag FireTruckLadderDrill FirefighterStairClimb BunkerGearBurpees FireTruckPullChallenge',
    prank:
      'FireTruckSquirtAmbush FireTruckBirthdayVisit HideAToyFireTruck FireTruckBedSurprise DalmatianDisguise SirenSongWakeUp',
    educational:
      'HowFireTrucksWork WhyFireTrucksAreRed FireTruckDopplerSiren FireTruckLadderReach WhyDalmatiansRideAlong HydrantPressureTest',
    cooking:
      'FireTruckCake WatermelonFireTruck FirehouseFamilyDinner FiveAlarmChiliCookOff FireTruckCupcakes FireTruckBento',
    travel:
      'FireTruckMuseumVisit FireTruckOpenHouse SpotVintageFireTrucks RideAFireTruckTour LondonFireEngineHunt HistoricFirehouseHop',
    fashion:
      'FireTruckRedOutfit FireTruckGearFitCheck FireTruckRainBoots DressLikeAFireTruck BunkerCoatChic ReflectiveStripeStyle',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew FireTruckEscapePlan FireTruckBedtimeStory StopDropAndBreathe CalmAsAFirefighter',
    speed:
      'FireTruckToyRace FireTruckBucketRelay FireTruckHoseRollTimer FireTruckDrillIn60 BunkerGearIn30 FirePoleDash',
    music:
      'FireTruckSirenSong FireTruckSingAlong BeatboxAFireTruck FiveAlarmBeat WeeOooRemix FireTruckHornHarmony',
    art: 'CardboardFireTruck FireTruckClaySculpt FireTruckWatercolor StencilAFireTruck DalmatianSpotArt LegoLadderTruck',
    tech: 'FireTruckRobotBuild FireTruckRCModel FireTruckThermalCamera 3DPrintAFireTruck CodeASirenSound DroneFirefighterDemo',
    pet: 'FireTruckDogHowl FireTruckDalmatianPose PetFireTruckCostume PuppyMeetsAFireTruck FirehouseMascotDay KittyCardboardEngine',
    gaming:
      'FireTruckRescueMission FireTruckSimulatorRun FlashPointFireTruck LegoCityFireTruck FiveAlarmSpeedrun CatUpATreeLevel',
  },
  jewelry: {
    dance:
      'JewelryJingleDance JewelrySparkleSpin JewelryEarringSwish StackedJewelryBop PutARingOnIt BangleBounce',
    fitness:
      'JewelryJingleJacks JewelryAnkletRun EarnYourJewelryBeads WeightedBangleCurls GoForTheGold RepsForJewels',
    funny:
      'JewelryTangleStruggle GrandmaRatesMyJewelry FakeJewelryAppraiser TypingInAllMyJewelry GreenFingerReveal WhereIsMyEarringBack',
    prank:
      'JewelryBoxGummyBears JewelryGiantFakeGem FriendshipJewelrySwap RingPopProposal PlasticDiamondUnboxing MacaroniJewelryGift',
    educational:
      'HowJewelryIsMade JewelryKaratExplained JewelryBirthstoneQuiz RealOrFakeJewelryTest HowOystersMakePearls DiamondOrGlass',
    cooking:
      'JewelryBoxCake JewelryGummyGemstones EdibleJewelry IsomaltDiamonds CrownJewelCupcakes RingPopRemake',
    travel:
      'JewelryFromEveryTrip JewelrySouvenirHunt GemMineJewelryDig TurquoiseJewelryTrail CrownJewelsVisit GoldSoukStroll',
    wellness:
      'JewelryMakingCalm JewelryBoxReset JewelryIntentionCharm SlowJewelryBeading BeadAndBreathe GratitudeBraceletDay',
    speed:
      'JewelryUntangleRace JewelryStackIn60 JewelryBoxSortBlitz ClaspJewelryOneHanded TenBeadTimeTrial EarringPairUpDash',
    music:
      'JewelryJingleBeat JewelryBoxMelody JewelryAnkletStomp ShakeYourJewelryStack BangleBeatbox RhinestoneCowboyCover',
    art: 'JewelryDesignSketch JewelryResinPendants JewelryPolymerClay WireWrapJewelryRing TrashToTreasureJewelry ShrinkyDinkCharms',
    tech: 'JewelryMacroLens JewelryLaserEngraving 3DPrintedJewelry UltrasonicJewelryClean SmartRingShowdown LabDiamondVsMined',
    pet: 'PawPrintCharmJewelry JewelryCatStealsRings JewelryCollarBling ParrotVsMyJewelry PearlsOnThePup MagpieModeKitty',
    gaming:
      'JewelryTreasureHunt BejeweledHighScore JewelryLootRarity CrownJewelsQuest SplendorGemDuel MatchThreeMania',
  },
  smoothie: {
    dance:
      'SmoothieShakeDance SmoothieSwirlMoves SmoothieStrawStep BlenderSmoothieBoogie SmoothOperatorSway BerryBlastBounce',
    fitness:
      'PostWorkoutSmoothie EarnYourSmoothie SmoothieSquatSet SmoothiePlankAndSip BananaBerryBurpees PedalPoweredSmoothie',
    funny:
      'SmoothieColorFail SmoothieStrawStruggle ForgotTheLidSmoothie WellnessSmoothieParody GreenSmoothieGrimace BrainFreezeReaction',
    prank:
      'SecretSpinachSmoothie GuessTheSmoothieFlavor SmoothieDoorDelivery SmoothieMilkshakeSwap SneakyKaleCup LidLoveNote',
    educational:
      'WhySmoothiesTurnBrown SmoothieSugarMath SmoothieFiberExplained FrozenVsFreshSmoothie WhyBrainFreezeHappens GuessTheHiddenVeggie',
    travel:
      'SmoothieBarHop SmoothieAroundTheWorld SmoothieBeachShack LocalFruitSmoothieHunt AcaiInRio BaliBowlCrawl',
    fashion:
      'SmoothieRunFit MatchYourSmoothie SmoothieShadeMakeup PastelSmoothieLook SmoothOperatorSuit AcaiOmbreNails',
    wellness:
      'MorningSmoothieRitual GreenSmoothieReset SmoothieMindfulSip SmoothieVeggieStreak SmoothSailingSunday BlendYourCalm',
    speed:
      'SixtySecondSmoothie SmoothieSpeedrun SmoothieRelay SmoothieToppingDash BeatTheBrainFreeze FruitNinjaForReal',
    music:
      'SmoothieBlenderBeat SmoothieSlurpASMR SmoothOperatorCover SingToYourSmoothie JazzUpYourSmoothie BerryBeatbox',
    art: 'SmoothieBowlArt LayeredSmoothiePhoto SmoothieWatercolor DrawYourSmoothie PaintWithBerries GranolaMosaic',
    tech: 'AISmoothieRecipe SmoothieSlowMoPour SmoothieCalorieScanner USBSmoothieBlender ShakerBottleBattle SmoothieSpinCam',
    pet: 'PupSmoothieBowl CatSniffsMySmoothie DogVsSmoothieBlender SmoothieLickMat PawsForASmoothie PetSafeFroyoCubes',
    gaming:
      'SmoothieShopSim SmoothieBetweenRounds FruitNinjaSmoothie SmoothieMatchThree ManaPotionSmoothie RespawnRefuel',
  },
  thunderstorm: {
    dance:
      'FreezeOnTheThunder ThunderstormStomp LightningStrikeMoves ThunderstormBoomBounce ThunderstruckJump RainDanceRevival',
    fitness:
      'IndoorThunderstormHIIT ThunderCountSquats BoltBurpees ThunderstormPlankHold LightningFastLunges StormChaserSprints',
    prank:
      'ThunderstormPillowFort FakeThunderRumble CocoaForThunderstorms LightningBoltNotes PowerCutPicnic CandlelitSurprise',
    educational:
      'CountToTheThunder HowLightningForms ThunderstormCloudQuiz WhyThunderstormsRumble FlashToBangMath HotterThanTheSun',
    cooking:
      'ThunderstormCookies ThunderstormSmores ThunderCloudCupcakes StormyNightCocoa LightningLemonade SoupForTheStorm',
    travel:
      'ThunderstormCabinStay ThunderstormTrainView ThunderstormPorchWatch CitySkylineLightning StormChasingRoadTrip TofinoWinterWaves',
    fashion:
      'ThunderstormMoodyLook LightningBoltPrintFit TrenchCoatThunderstorm StormCloudEyeshadow RainSlickerRunway ThunderstormStyleTest',
    wellness:
      'SleepToThunderstorms ThunderstormJournaling ThunderstormCandleCalm CountBetweenThunder LetTheStormPass RainSoundsReset',
    speed:
      'BeatTheThunderstorm ThunderstormPrepRace ThunderstormPatioClear LaundryInBeforeThunder LightningRoundDare CountdownToBoom',
    music:
      'ThunderstormDrumSolo RainAndThunderRemix ThunderstormLullaby BoomingBassDrop ThunderstruckAirGuitar FoleyStormSounds',
    art: 'ThunderstormWatercolor LightningBoltDoodle ThunderstormCharcoal CatchAThunderstormShot PaintTheFlash MoodyCloudscape',
    tech: 'ThunderstormTimelapse LightningPhotoSetup TrackTheThunderstorm ThunderstormPowerBank RadarAppShowdown BuildABarometer',
    pet: 'ThunderstormPetCalm ThunderstormDogBlanket ThunderShirtTryOn KittenVsThunderstorm UnderTheBedSquad PupStormFort',
    gaming:
      'ThunderstormCardNight LightningRoundTrivia MinecraftThunderstorm FlashlightMonopoly PowerOutageBoardGames ThunderstormCheckmate',
  },
  pajamas: {
    dance:
      'PajamaDanceParty PajamaMorningShuffle PajamaPillowTwirl BedtimeBoogie PJsAndPirouettes SlipperSlide',
    fitness:
      'PajamaPushUps PajamaYogaFlow PajamaPlankBeforeBed WakeUpStretchInPJs SleepyheadSquats OnesieJumpingJacks',
    funny:
      'PajamasAllWeekend PajamaDoorbellPanic FourPMStillInPJs PajamaGroceryRun BusinessOnTopPJsBelow DadInAUnicornOnesie',
    prank:
      'SurprisePajamaParty PajamaDryerWarmUp SecretMatchingPajamas PajamaPocketNote DinosaurOnesieDoorbell BreakfastInPJsAmbush',
    educational:
      'WherePajamasComeFrom PajamaFabricFacts PajamaSewingBasics CottonVsFleecePajamas WhyWeWearPJs SleepTempScience',
    cooking:
      'PajamaPancakeBreakfast PajamaHotCocoaBar PopcornInPajamas CookInYourPJs SleepyheadSundaes MidnightMugCake',
    travel:
      'PajamaRoadTrip PajamasOnThePlane PajamaStargazingDrive SleeperTrainInPJs RedEyeFlightPJs HotelRobeVsPJs',
    wellness:
      'PajamaSelfCareNight PajamaDayReset PajamasByEight SlowSundayInPajamas LoungewearLife CozyModeActivated',
    speed:
      'PajamaQuickChange PajamasToOutfitDash FastestIntoPJs OnesieZipSpeedrun PajamaFoldFaceOff SnoozeToSuitUp',
    music:
      'PajamaJamSession PajamaLullabyCover PajamaKaraokeNight BandPracticeInPJs HairbrushMicInPJs SleepySongSwap',
    art: 'PajamaPatternDesign PajamaPaintNight PajamaTieDye SelfPortraitInPajamas DoodleYourDreams PaintedPJs',
    tech: 'PajamaTransitionEdit PajamaSleepTrackerTest PajamaAlarmAppShowdown RemoteWorkInPJs HeyGoogleGoodnight NightModeEverything',
    pet: 'MatchingPetPajamas PajamaMorningKittyPile PuppyPJsTryOn CatStealsMyPajamas OnesieForTheDog SlumberPawty',
    gaming:
      'PajamaGamingMarathon PajamaLanParty LoserWearsFunnyPJs BlanketFortUno AllNighterInPJs OnesieSquadCoop',
  },
  swimming: {
    dance:
      'SynchronizedSwimming SwimmingStrokeDance SwimmingCapShimmy SwimFinShuffle MermaidTailWiggle BackstrokeBoogie',
    funny:
      'SwimmingCapStruggle SwimmingGoggleTan SwimmingEarShakeHop DadSwimmingTechnique MarcoPoloMeltdown SlowestPoolEntry',
    prank:
      'DucksInTheSwimmingPool SwimmingCapGooglyEyes SwimmingFloatieFleet InflatableSharkGuest JawsThemeAmbush SwimBagSurprise',
    educational:
      'SwimmingStrokesQuiz SwimmingBuoyancyTest WhyWeFloatWhenSwimming HowFishMoveVsUs SinkOrSwimScience WhyPruneFingers',
    cooking:
      'SwimmingPoolCake SwimmingMeetFuelUp PostSwimmingSmoothie BlueJellySwimCups PoolsideLemonade ChlorineHungerFix',
    travel:
      'SwimmingHoleHunt SwimmingCenoteVisit WildSwimmingSpot LakeSwimmingRoadTrip InfinityPoolQuest LidoHopping',
    fashion:
      'PrintedSwimmingCap SwimsuitFitCheck SwimmingCoverUpLook RashGuardForSwimming ChlorineProofCurls PoolsideToPizzeria',
    wellness:
      'SwimmingCalmLaps SwimmingMindfulFloat SwimmingSunriseDip WeightlessSwim DriftYourWorriesAway BlueMindMoment',
    speed:
      'SwimmingLapRace SwimmingRelay Fastest50mSwim SwimmingRingDive FlipTurnFaceOff CannonballCountdown',
    music:
      'SwimLapsToTheBeat SwimmingMetronome SwimmingWaterDrums UnderwaterSwimmingSong MarcoPoloMixtape CannonballBassDrop',
    art: 'SwimmingPoolPainting SwimmingMotionBlur UnderwaterSwimPortrait WatercolorSwimmers PaintLikeHockney CausticLightPhoto',
    tech: 'SwimmingWaterproofTest SwimmingSmartGoggles BoneConductionSwim GoProSwimmingShots StrokeAnalyzerApp UnderwaterDroneDive',
    pet: 'SwimmingWithMyDog PuppyFirstSwim SwimmingRetrieverFetch PetSwimmingLifeJacket DoggyPaddleContest SplashZoneZoomies',
    gaming:
      'MarcoPoloChampion SwimmingSubnauticaDive SwimmingLevelDread SharkTagSwimming WaterTempleSpeedrun SwimmingPoolOlympics',
  },
  concert: {
    dance:
      'ConcertFanChoreo ConcertLightStickWave ConcertCrowdJump ConcertEncoreShuffle GrooveAtTheGig FrontRowFreestyle',
    fitness:
      'ConcertCardio ConcertStadiumStairs ConcertSingAndJog JumpEveryConcertChorus EncoreEndurance GigNightBootcamp',
    funny:
      'ConcertCrowdTypes ConcertLyricMishear ConcertDadMoves TallPersonAtTheConcert FilmingTheWholeShow PostConcertVoiceLoss',
    prank:
      'ConcertTicketSurprise ConcertLivingRoomGig BackyardConcertAmbush WakeUpConcertSerenade FriendshipBraceletDrop FakeBackstagePass',
    educational:
      'ConcertSoundScience HowConcertStagesWork BackstageConcertJobs MixingDeskDemo HowManyTrucksPerTour DecibelsAtTheGig',
    cooking:
      'ConcertStandSnacks ConcertPreShowPasta ConcertLogoCookies CookABandsConcertRider TourBusTacos StadiumNachoNight',
    travel:
      'ConcertRoadTrip GigInAnotherCity ConcertFestivalCamping RedRocksConcertNight FollowTheTourBus OneBandTenStops',
    fashion:
      'ConcertFitCheck ConcertGlitterMakeup ConcertTeeRestyle DressLikeTheHeadliner GigNightGlam FringeForTheFrontRow',
    wellness:
      'ConcertRecoveryDay ConcertEarCare ConcertMemoryJournal PostGigRest ConcertBluesCure EarplugsAreCool',
    speed:
      'ConcertSetlistGuess ConcertLyricBlitz ConcertMerchDash NameTheConcertOpener TicketDropRefresh SoundcheckSpeedrun',
    art: 'ConcertLiveSketch ConcertPosterDesign GigTicketScrapbook PaintAConcertCrowd LightStickLongExposure SetlistCalligraphy',
    tech: 'ConcertLightShowDIY ConcertInEarMonitors HackAConcertWristband StreamAConcertAtHome ZoomLensShowdown ProjectionMappingGig',
    pet: 'ConcertForMyPet ConcertHowlAlong ConcertPupBackupSinger ParrotConcertEncore BarkstageAccess KittyVsDrumSolo',
    gaming:
      'ConcertInAGame ConcertGuitarHeroSet ConcertSetlistBingo FantasyConcertLineup RockBandReunion BeatSaberEncore',
  },
  costco: {
    dance:
      'CostcoSampleShuffle MyCostcoCartDance CostcoRotisserieShimmy CostcoHotDogHop KirklandKickline BulkBuyBoogie',
    fitness:
      'OneTripCostcoCarry CostcoWaterCaseSquats CostcoPaperTowelPress CostcoRiceBagLunges BulkBuyBicepCurls ParkingLotLaps',
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage CostcoSizeSurprise GiantCostcoBearInBed BulkTPFort KirklandCareBasket',
    educational:
      'CostcoBulkMath CostcoHotDogEconomics IsCostcoWorthIt Costco97CentSecret WhoMakesKirkland GuessTheReceiptTotal',
    cooking:
      'CostcoRotisserieRemix DIYCostcoChickenBake CostcoBerryFreezerPops CostcoSheetCakeCopycat OneBirdFiveMeals FoodCourtAtHome',
    travel:
      'CostcoFoodCourtAbroad ForeignCostcoFinds CostcoRoadTripStop CostcoPassportStamps CostcoInJapan KirklandLuggageTest',
    fashion:
      'CostcoFitCheck HeadToToeCostco CostcoUnder20Outfit StyleCostcoPuffer3Ways KirklandCouture SampleAisleStrut',
    wellness:
      'CostcoFlowerFriday CostcoSelfCareHaul CostcoNoImpulseList QuietHourCostco StockedPantryPeace BreatheInTheBulkAisle',
    speed:
      'CostcoListDash FastestCostcoUnload CostcoTrunkTetris 20MinuteCostcoRun BeatTheSampleLine ReceiptCheckSprint',
    music:
      'CostcoCartRattleBeat SingYourCostcoList CostcoReceiptRap OdeToTheCostcoHotDog KirklandKaraoke BulkBinBeatbox',
    art: 'CostcoHaulStillLife CostcoFlowerArranging CostcoBoxSculpture DrawCostcoFromMemory SheetCakeCanvas PopArtFoodCourt',
    tech: 'CostcoGadgetTest CostcoTVSetup CostcoScanAndGo AIPlansMyCostcoRun SeventyInchUnboxing BulkBatteryShowdown',
    pet: 'CostcoDogBedTest CostcoBoxCatCastle PetVsCostcoTeddy CostcoHaulInspector KirklandKibbleReview BulkBagSniffPatrol',
    gaming:
      'GuessTheCostcoPrice CostcoSampleQuest CostcoInMinecraft LootDropCostcoHaul KirklandSpeedrun SupermarketSweepStyle',
  },
  wifi: {
    dance:
      'WiFiSignalDance WiFiRouterBlinkBop WiFiBufferingShuffle WiFiBarsStep DialUpDisco LagSpikeLimbo',
    fitness:
      'WiFiBufferBurpees WiFiDeadZoneSprints RouterResetPlank SquatTillWiFiLoads LoadingScreenLunges OfflineTrailHike',
    funny:
      'WiFiPasswordHunt WiFiOneBarPanic DadFixesTheWiFi WhenTheWiFiBuffers FunniestNetworkNames HaveYouTriedRestarting',
    prank:
      'WiFiPasswordRiddle WiFiComplimentNetwork WiFiRouterGooglyEyes GuestWiFiWelcomeSign PrettyFlyForAWiFi SecretSSIDMessage',
    educational:
      'HowWiFiWorks WiFiDeadZoneTest WiFiWallSignalLab RadioWavesWiFi101 WhyMicrowavesSlowWiFi RouterSpotScience',
    cooking:
      'WiFiFreeDinner WiFiPasswordCookies WiFiSymbolPizza WiFiBarsLayerCake BufferingBrownies PaperCookbookOnly',
    travel:
      'WiFiFreeTrip WiFiOnTheMountain NoWiFiCabinWeekend BestHotelWiFi OffTheGridGetaway WorkFromAnyCafe',
    fashion:
      'WiFiSymbolTee WiFiIconEarrings WiFiBarsNailArt NerdyRouterBrooch WearTheWiFiPassword OfflineOOTD',
    wellness:
      'WiFiOffEvening WiFiFreeSunday WiFiTimerBedtime UnplugTheRouterNight ConnectOffline RealLifeReconnect',
    speed:
      'WiFiSpeedTest WiFiPasswordRace WiFiSetupClock WiFiRouterRebootDash BeatTheBuffer QRJoinInThree',
    music:
      'WiFiDialUpRemix WiFiFreeJamSession WiFiLagDuet ModemVsWiFiCover BufferingBeatbox SignalLostSerenade',
    art: 'WiFiHeatmapPainting WiFiIconMosaic HideYourRouterCraft WiFiPasswordSign CableTangleArt SignalWaveSketch',
    pet: 'WiFiWarmSpotNap WiFiKittenKeyboardSit CatGuardsTheRouter ParrotSaysWiFiPassword OfflineFetchHour WiFiFreeZoomies',
    gaming:
      'WiFiFreeGameNight WiFiPingShowdown WiFiOfflineModeRun NoWiFiLANParty BlameItOnTheLag RouterRebootRematch',
  },
  maze: {
    dance:
      'DanceThroughTheMaze TapeMazeFootwork MazeZigzagStep MazeFreezeAtDeadEnds BowieLabyrinthMoves AMazeingGroove',
    fitness:
      'TapeMazeHops MazeCrawlCourse CornMazeStepCount PlankAndSolveMaze LaserMazeLimbo DeadEndBurpees',
    funny:
      'CornMazeCommentary MazeDadShortcut MazeMapUpsideDown MazeVsToddler OneMoreWrongTurn ThisWayTrustMe',
    prank:
      'HallwayTapeMaze MazeToTheCookieJar MazeStringToGift BalloonMazeBedroom StreamerLabyrinth PlasticCupBlockade',
    educational:
      'MazeRightHandRule MazeVsLabyrinth MazeSolvingAlgorithm SlimeMoldMaze TheseusAndTheThread HowMiceLearnMazes',
    cooking:
      'PancakeMaze IcingMazeCookie HedgeMazeCake CandyMarbleMaze ChocolateLabyrinth GingerbreadMazeHouse',
    travel:
      'CornMazeRoadTrip HedgeMazeDayOut MirrorMazeVisit WorldsBiggestMaze HamptonCourtEscape MazeBucketList',
    fashion:
      'MazeNailArt MazePrintFitCheck DrawAMazeTee MazeEarrings LabyrinthBallGown GoblinKingLook',
    wellness:
      'LabyrinthWalk MazeFingerTracing MazeBreathPath GardenMazeStroll FindYourCenter NoWrongTurns',
    music:
      'ScoreTheMazeRun MazeMarbleMelody PianoKeyMaze MazeChaseBeat PacManThemeRemix MagicDanceCover',
    art: 'DrawAMaze ChalkMazeDriveway MazeInYourName MarbleMazeCraft OneLineLabyrinth EscherStairMaze',
    tech: 'MazeSolvingAI CodeAMaze PhoneTiltMaze RoombaVsLabyrinth MicromouseRace ARMazeFilter',
    pet: 'KittyLabyrinth HamsterMaze PuppyPillowMaze CanMyPetSolveAMaze SniffYourWayOut BunnyTunnelMaze',
    gaming:
      'DesignAMazeLevel MinecraftHedgeMaze PacManMazeRun MarbleMazeHighScore LabyrinthBoardDuel BlindfoldMazeGuide',
  },
  cardboard: {
    dance:
      'CardboardRobotDance CardboardTubeTwirl BreakdanceOnCardboard CardboardMoonwalk BoxheadBoogie CardboardCrewBattle',
    fitness:
      'CardboardCarryRelay CardboardTunnelDash CardboardSledSlides FlattenCardboardSquats BoxJumpForReal CardboardObstacleRun',
    funny:
      'CardboardCutoutOfMe CardboardDriveThru CardboardCarRoadRage BoxFortRealEstateTour CatPrefersTheCardboard CardboardCosplayFail',
    prank:
      'CardboardCutoutCameo CardboardNestingGift CardboardFakeTV GiantCardboardDelivery NarniaWardrobePortal TinyBoxBigSurprise',
    educational:
      'CardboardBridgeTest HowCardboardIsMade WhyCardboardIsWavy CardboardChairBuild CanCardboardHoldMe BoxEngineering101',
    cooking:
      'CardboardSolarOven CardboardLemonadeStand CardboardSushiConveyor PizzaBoxSunSmores CartonCastleCake CardboardDriveInDinner',
    travel:
      'CardboardBoatRegatta CardboardLandmarkModel CardboardArrivalsSign BoxCarRoadTrip FlatStanleyAdventure CardboardPassportBook',
    fashion:
      'CardboardArmorCostume WearACardboardCrown CardboardHatCouture BoxDressRunway ParcelToBallgown CardboardCatwalk',
    wellness:
      'CardboardReadingNook CardboardCraftCalm CardboardGratitudeTree CardboardWorryJar ThinkOutsideTheBox SlowMakingSunday',
    speed:
      'CardboardFortIn10 CardboardBoatRace CardboardFlattenDash TallestCardboardTower TapeGunTimeTrial BoxCarGrandPrix',
    music:
      'StrumACardboardBox CardboardDrumKit CardboardTubeKazoo ShoeboxUkulele ParcelBeatBattle CardboardRainStick',
    tech: 'CardboardVRHeadset CardboardArcadeMachine CardboardRobotArm CardboardHydraulicClaw ShoeboxProjectorHack LaboStyleBuild',
    pet: 'CardboardCatCastle CardboardPetPlayhouse CardboardHamsterMaze DogVsCardboardBox IfIFitsISits ShredPartyForPups',
    gaming:
      'CardboardPinballBuild CardboardClawCrane CardboardSkeeBall NintendoLaboCardboard BoxFortLANParty HomemadeArcadeDay',
  },
  bookstore: {
    dance:
      'BookstoreSilentDisco BookstoreShelfShuffle BookstoreAisleTwirl DanceInTheBookstore WhisperQuietWaltz BookshopBoogie',
    fitness:
      'BookstoreToteCarry BookstoreLowShelfSquat BookstoreHaulCurls CycleToTheBookstore TBRStackDeadlift RollingLadderReps',
    prank:
      'BookstoreBlindDateBook BookstoreBookmarkNote BookstorePayItForward BookshopSpoilerBluff GiftCardInAClassic ShelfTalkerSurprise',
    educational:
      'BookstoreGenreQuiz AskYourBookstoreStaff BookstoreISBNDecode WhyBookstoresSmellGood HowBestsellerListsWork GuessTheFirstLine',
    cooking:
      'BookstoreScones BookstoreNovelDish BookshopCafeLatte TeaPartyAtTheBookstore CookTheCoverRecipe CookbookAisleDare',
    travel:
      'BookstoreCrawl BookstoreRoadTrip HiddenBookshopHunt BookstoreInEveryCity OldestBookstoreQuest LivrariaLelloVisit',
    fashion:
      'BookstoreFitCheck BookstoreCardiganLook BookstoreToteStyling DarkAcademiaBookstore BookwormBlazer ShelfMatchOOTD',
    wellness:
      'BookstoreSoloDate BookstoreQuietHour BookstoreArmchairRead SlowBookshopSunday LostInTheStacks ShelfCareRitual',
    speed:
      'BookstoreTitleHunt BookstoreBudgetBlitz TenMinuteBookstoreHaul AToZBookstoreRace RainbowShelfSprint JudgeByCoverSpeedrun',
    music:
      'BookstoreAcousticSet BookstoreJazzAfternoon PageTurnBookstoreBeat BookshopOpenMic SpineTitleSong WhisperSingAlong',
    art: 'BookstoreSketchWalk BookstoreCoverRedesign MiniBookstoreDiorama DrawYourDreamBookstore SpinePoetryStack WindowDisplayDare',
    tech: 'BookstoreBarcodeScan EReaderVsBookstore AIPicksMyBookstoreRead BookshopTBRTracker AlgorithmVsBookseller StoryGraphStreak',
    pet: 'DogFriendlyBookstore BookstoreResidentKitty BookstorePuppyBrowse BookshopPetVisit ShopCatSupervisor TailsAndTalesHour',
    gaming:
      'BookstoreTabletopHaul BookstoreDnDSession MurderMysteryBookstore BookshopTriviaDuel ClueInTheStacks BoardGameBackRoom',
  },
  'group chat': {
    dance:
      'GroupChatDanceChain GroupChatTrendRelay GroupChatPicksTheSong TeachTheGroupChat EmojiChoreo DuetTheGroupChat',
    fitness:
      'GroupChatStepChallenge GroupChatPlankStreak PushupsForEveryPing GroupChat5KPact ProveItToTheGroupChat LeftOnReadLunges',
    prank:
      'GroupChatNameChange EmojiOnlyGroupChat KindnessFloodGroupChat GroupChatThrowback SongLyricTexts SameGifForever',
    educational:
      'GroupChatFactOfTheDay GroupChatQuizNight TeachTheGroupChat MythBustTheGroupChat EmojiEtymology DidYouKnowDrop',
    cooking:
      'GroupChatRecipeSwap GroupChatPotluck GroupChatBakeAlong FeedTheGroupChat PollPicksDinner SameDishFiveKitchens',
    travel:
      'GroupChatMysteryCity GroupChatRoadTrip SpinTheGlobeGroupChat LetTheGroupChatPick SquadGoalsGetaway OneDayWeShouldGo',
    fashion:
      'GroupChatFitCheck GroupChatPicksMyOutfit GroupChatThriftDare GroupChatDressCodeVote SquadColorTheme SendHelpWhatToWear',
    wellness:
      'GroupChatGratitude GroupChatCheckIn GoodNewsOnlyGroupChat GroupChatMoodEmoji MuteForAMinute HowAreYouReally',
    speed:
      'GroupChatReplyRace GroupChatScavengerHunt OldestPhotoInGroupChat GroupChatUnreadZero FirstToRespondWins DoubleTextDash',
    music:
      'GroupChatSongChain GroupChatVoiceChoir GroupChatLyricFinish GroupChatNameThatTune NotificationRemix ReadReceiptRap',
    art: 'GroupChatDrawingChain ComicOfTheGroupChat GroupChatStickerDesign DrawTheGroupChat EmojiSelfPortraits MemeYourFriends',
    tech: 'BuildAGroupChatBot SummarizeTheGroupChat GroupChatSharedAlbum GroupChatPollHacks TooLongDidntRead ScheduledTextTrick',
    pet: 'PetOfTheGroupChat GroupChatDogUpdates GroupChatCatMemes GroupChatNamesMyKitten FloodTheChatWithFloof PawsForTheChat',
    gaming:
      'GroupChatGameNight GroupChatWordleScores GroupChatChessByText DuelTheGroupChat ConnectionsShowdown EmojiMovieGuess',
  },
  nacho: {
    dance:
      'NachoAverageDance NachoShuffle NachoLibreStrut WiggleForNachos SalsaNotTheSauce QuesoConga',
    fitness:
      'NachoAverageWorkout NachoLibreLuchaDrill EarnYourNachos JalapenoJumpingJacks ChipAndDipSquats NachoGameDayCardio',
    funny:
      'NachoPunOff NachoLastChipStandoff ItsNachoBusiness NachoSoggyBottom DoubleDipPolice CheeseCoverageDebate',
    prank:
      'DessertNachoSwitch FakeQuesoNachos NachoJalapenoMessage NachoTowerSurprise NachoYourAverageGift GuacGoodMorning',
    educational:
      'NachoCheeseEmulsion NachoJalapenoScoville MeetTheRealNacho WhyQuesoStaysMelty WhyChipsGoSoggy NachoHistoryQuiz',
    travel:
      'BestNachosInTown NachoBirthplaceVisit NachoTexMexCrawl BallparkNachosRanking NachoPassport QuesoQuest',
    fashion:
      'NachoAverageFit NachoEarringsDIY DressAsANacho SalsaRedLook NachoNightDrip ChipAndDipTwinning',
    wellness:
      'NachoNightUnwind NachoFriendsCatchUp CozyNachoMovie MindfulNachoBite QuesoAndChill ShareTheLastChip',
    speed:
      'NachoStackRace NachoPlatterSpeedrun NachoGuacMashOff ChipTowerTimer CheesePullRecord NachoTopSpeed',
    music:
      'NachoAverageSong NachoCrunchBeat NachoMariachiSerenade NachoLibreTheme QuesoKaraoke TortillaChipASMR',
    art: 'NachoChipMosaic NachoClayMiniature NachoFoodPhotoShoot DrawTheNachoCheesePull PaintWithSalsa GuacGreenGradient',
    tech: 'NachoAirFryerTest NachoCheeseSlowMo AIBuildsMyNachos MicrowaveVsOvenNachos QuesoFountainHack ThermalCamNachos',
    pet: 'NachoAverageCat NachoPetCostume NachoPuppyStare DogNamedNacho NachoYourSnack BegFaceBattle',
    gaming:
      'NachoGameNight NachoLoserRefills CheesyNachoController UnoForTheLastNacho ChipLeaderboard NachoAverageStrats',
  },
  thanksgiving: {
    dance:
      'ThanksgivingLineDance ThanksgivingPieShimmy ThanksgivingConga GobbleGroove ThankfulFreestyle LeftoverLimbo',
    fitness:
      'ThanksgivingTurkeyTrot EarnThanksgivingPie PostThanksgivingHike GravyBoatCurls DrumstickDeadlifts ThankfulPlankOff',
    prank:
      'FakeThanksgivingTurkey ThanksgivingSeatSwap ThanksgivingPlaceCards GratitudeNapkins KidsTableVIPUpgrade ThankYouUnderThePlate',
    educational:
      'ThanksgivingParadeQuiz ThanksgivingInCanada FirstThanksgivingStory ThanksgivingTurkeyMath WhiteHousePardon WhyTheFourthThursday',
    cooking:
      'ThanksgivingPieBakeOff ThanksgivingSideSwap ThanksgivingInAMuffin OnePanThanksgiving LeftoverSandwichGlowUp FriendsgivingPotluck',
    travel:
      'ThanksgivingRoadTrip ThanksgivingParadeLive HomeForThanksgiving ThanksgivingCabin FriendsgivingAbroad CranberryBogTour',
    fashion:
      'ThanksgivingFitCheck ThanksgivingCozyLook ThankfulSweaterVest StretchyPantsStyle FlannelAndFeast ThanksgivingPlaidPact',
    wellness:
      'ThankfulThreeList AfterThanksgivingWalk PhoneFreeThanksgiving ThanksgivingFoodBank TurkeyComaNap GratitudeGoAround',
    speed:
      'ThanksgivingTableIn60 ThanksgivingDishDash ThanksgivingPotatoPeel FastestThanksgivingPie BeatTheTurkeyTimer LeftoverTetris',
    music:
      'ThanksgivingSingAlong ThanksgivingSpoonBand ThankfulSongCover TurkeyGobbleRemix GravyBoatBallad ThanksgivingForkDrums',
    art: 'ThanksgivingHandTurkey ThanksgivingLeafWreath ThankfulTreeCraft PaintedPumpkinPatch CornucopiaCollage ThanksgivingPlacemats',
    tech: 'ThanksgivingVideoCall ThanksgivingPhotoBooth AIPlansThanksgiving ThanksgivingTimelapse TurkeyTempTech ButterballHotlineBot',
    pet: 'ThankfulForMyPet ThanksgivingDogCostume PuppySafeThanksgiving ThanksgivingCatGreeter FurryGuestsTable TurkeyPlushUnwrap',
    gaming:
      'ThanksgivingTrivia ThanksgivingCharades KidsTableTournament JengaOfThanks WishboneShowdown ThanksgivingMarioKart',
  },
  doctor: {
    dance:
      'DoctorsOrdersDance KneeReflexKick DoctorScrubsShuffle DoctorHeartbeatStep SayAhhBoogie WhatsUpDocWiggle',
    fitness:
      'DoctorsOrdersWalk DailyStepPrescription DoctorStairsNotLift DoctorApprovedStretch TakeTwoLaps DocSaysMoreSquats',
    prank:
      'DoctorsNoteSurprise DoctorHugsRx DoctorOrdersIceCream ToyDoctorCheckup PrescriptionForFun GetWellSoonAmbush',
    educational:
      'DoctorGermGlowTest TakeYourPulseLikeADoc WhatDoctorsHear HowDoctorsReadXrays TwoHundredSixBones HowStethoscopesWork',
    cooking:
      'DoctorsOrdersSoup KeepsTheDoctorAway DoctorNightShiftBento ThankYourDoctorCookies DrPepperCakeDare ApplePieRx',
    travel:
      'DoctorWhoFilmingSpots DoctorHistoryMuseum ApothecaryDoctorVisit AnatomyTheaterTour FindTheTardis TravelDocKit',
    fashion:
      'DoctorScrubsStyle DoctorWhiteCoatLook DoctorClogsLineup OffDutyDoctorOutfit StethoscopeAsNecklace DocMartensDay',
    wellness:
      'DoctorsOrdersRest DoctorVisitNervesCalm BookYourDoctorCheckup ThankADoctorNote AnAppleADayHabit LaughterIsMedicine',
    speed:
      'DoctorBandageRace DoctorKitSpeedSort SayAhhDoctorCountdown TenSecondDoctorScrubUp OperationSteadyHands GlovesOnInThree',
    music:
      'DoctorHeartbeatRemix SayAhhDoctorHarmony DoctorStethoscopeBeat WhatsUpDocJingle WaitingRoomBanger StayinAliveTempo',
    art: 'DoctorThankYouCard DoctorPortraitSketch DoctorCastDoodles DoctorAnatomyDrawing SkeletonSelfie XrayStyleFlowers',
    tech: 'DoctorTelehealthSetup SmartwatchVsDoctor DoctorStethoscopeApp PulseOximeterDoctor DrGoogleFactCheck RobotSurgeonDemo',
    pet: 'PetPlaysDoctor DoctorKittenHeartbeat PuppyInDoctorScrubs DoctorStethoscopeCat WhatsUpDocBunny PawsForACheckup',
    gaming:
      'OperationDoctorGame DoctorMarioMarathon TwoPointDoctorRun MedicRoleSquad HealerMainEnergy TraumaCenterDoc',
  },
  cruise: {
    dance:
      'CruiseDeckDance CruiseConga SailAwayStomp CupidShuffleOnACruise SeaLegsSalsa CruiseCaptainWaltz',
    fitness:
      'CruiseDeckLaps CruiseStairsOnly CruiseRockWallClimb BurnOffCruiseBuffet TwelveFloorsNoLift PortDayPowerWalk',
    funny:
      'CruiseBuffetStrategy FirstCruiseReactions CruiseLostCabinHunt CruiseSeaLegsFail WhichWayIsAft TypesOfCruisers',
    prank:
      'CruiseCabinTowelAnimal SurpriseCruiseReveal CruiseDoorDecor HideACruiseDuck PortholeLoveNote CaptainsWelcomeAmbush',
    educational:
      'HowCruiseShipsFloat CruiseNauticalQuiz CruiseSpeedInKnots PortVsStarboardCruise WhyWeDontCapsize HowHeavyIsTheAnchor',
    cooking:
      'CruiseBuffetAtHome CruiseMidnightPizza CruiseMeltingCake CruiseMocktailBar SeaDaySundaes TowelAnimalCupcakes',
    fashion:
      'CruiseFormalNight CruiseDeckToDinner NauticalStripesCruise CruiseWhitePartyFit CaptainChic SeaBreezeSet',
    wellness:
      'CruiseSunriseDeck CruiseBalconyJournal CruiseSeaDayCalm WatchTheCruiseWake NoWifiNoWorries SaltAirReset',
    speed:
      'CruiseCabinUnpackRace BeatTheCruiseAllAboard CruisePortDayBlitz CruiseDeckLapTimer MusterStationMarch TenderBoatDash',
    music:
      'CruiseKaraoke CruisePianoBarRequest CruiseHornRemix CalypsoCruiseJam LoveBoatThemeCover SteelDrumSerenade',
    art: 'CruiseTowelAnimals CruisePortholePhoto SeaDayCruiseWatercolor ShipInABottleCruise DeckChairSketches MapYourVoyage',
    tech: 'CruiseCabinTechHacks CruiseWifiSpeedTest CruiseShipTracker AirTagYourCruiseBags BridgeControlsTour OffGridAtSea',
    pet: 'CruiseDogSitterReunion AfterCruiseKittenHug CatInTheCruiseSuitcase PuppyCruiseCaptain PawsOnDeck SailorSuitPet',
    gaming:
      'CruiseBingo CruiseShuffleboard ArcadeOnACruise BuildACruiseTycoon BattleshipOnBoard HighSeasLeaderboard',
  },
  pottery: {
    dance:
      'PotteryWheelDance PotterySpinGroove PotteryKickStep CeramicsStudioSway GhostMovieRecreate ClayDayShuffle',
    fitness:
      'PotteryArmWorkout PotteryWedgingReps CeramicsForearmBurn PotteryStoolCore WedgeItLikeYouMeanIt ClayBagDeadlift',
    funny:
      'PotteryWheelDisaster PotteryClaySplatter PotteryAshtrayOrMug FirstPotteryClassPOV ItsABowlNow GhostSceneGoneWrong',
    prank:
      'PotteryFrogInTheCup CeramicFakeDonut SecretPotteryMugSwap WonkyPotteryDinnerSet MessageUnderTheGlaze TooRealClayCake',
    educational:
      'PotteryGlazeScience PotteryAncientShards WhyCeramicsCrack HowKilnsWork KintsugiExplained PotteryThroughTheAges',
    cooking:
      'PotteryBowlRamen PotteryMugCocoa PotteryTeapotBrew CeramicCasseroleBake ThrowItThenFillIt ClayPotCurry',
    travel:
      'PotteryVillageTour PotteryClassAbroad CeramicMarketFinds JingdezhenPotteryTrip TalaveraTileTrail DelftBlueDayOut',
    fashion:
      'PotteryApronStyle PotteryBeadJewelry PotteryStudioOveralls CeramicButtonCardigan ClaySplatterChic MatchYourMug',
    wellness:
      'PotteryMindfulness PotteryKintsugiRepair PotteryHandbuildHour CenteringTheClay PinchPotPeace CeramicsUnplugged',
    speed:
      'PotterySpeedThrow PotteryBowlInAMinute PotteryCylinderTimer PotteryPinchPotDash CenterItInTen MugHandleSprint',
    music:
      'PotteryWheelBeat PotteryUnchainedMelody PotteryOcarinaMaking CeramicBowlChimes ClayWhistleChoir KilnPingASMR',
    tech: 'PotteryTimelapse 3DPrintedPottery AIDesignsMyPottery KilnCamReveal ClayPrinterShowdown PotteryGlazeApp',
    pet: 'PotteryPetBowl PotteryPawPrint PotteryStudioKitten CatVsPotteryWheel ClayFootprintsPup CeramicBunnyHideout',
    gaming:
      'CeramicDiceSet PotteryMeepleSculpt TabletopPotteryMinis ZeldaPotSmashing PotteryTycoonSim ThrowAGamePiece',
  },
  steak: {
    dance:
      'SteakhouseLineDance SteakTongsTango FlipTheSteakShuffle MediumRareMoves SteakSizzleShimmy WellDoneWaltz',
    fitness:
      'EarnYourSteak SteakRestTimePlank LegDaySteakDinner CastIronCarry RibeyeRows SteakSearSquats',
    funny:
      'SteakDonenessDebate SteakhouseFancyVoice HowDoYouLikeYourSteak SmokeAlarmSoundtrack KetchupOnSteakGasp DontCutItYet',
    prank:
      'SteakLookalikeCake SteakWatermelonSwap SteakhouseMenuAtHome RiceKrispieSteak BirthdayRibeyeReveal WhiteGloveWaiterDad',
    educational:
      'WhyRestYourSteak GuessTheSteakCut SliceSteakAgainstGrain SteakDonenessByTouch MarblingDecoded MaillardMagicTrick',
    travel:
      'SteakAsadoArgentina SteakhouseHop TexasSteakRoadTrip KobeBeefPilgrimage ChophouseCrawl SteakFritesInParis',
    fashion:
      'SteakhouseFitCheck DressForSteakDinner SteakNightBlazer SteakDateOutfit TexasTuxedoSteak PrimeCutPolish',
    wellness:
      'SlowSteakDinner PhoneFreeSteakNight CookASteakForMom SavorEveryBite RestLikeYourSteak SizzleAndUnwind',
    speed:
      'FifteenMinuteSteak SteakPlatingRace SteakRubIn60Seconds FastestSteakSlicing BeatTheSmokeAlarm SearAndServeSprint',
    music:
      'SteakSizzleASMR SteakTongsPercussion SingWhileSteakRests MoreCowbellCookout GrillMasterKaraoke SteakhouseJazzNight',
    art: 'SteakPlatingArt SteakStillLife SteakClayReplica PaintAPerfectSteak MarblingMasterpiece GrillMarkDoodles',
    tech: 'SousVideSteak AirFryerSteakTrial SteakThermometerTest SmartPanSteak ThermalCamSear GrillAppShowdown',
    pet: 'SteakPlushChew SteakDinnerDogPatience PupHearsSteakSizzle SteakToyUnboxing RibeyeRopeTug PuppyEyesAtTheGrill',
    gaming:
      'SteakCookingSim SteakhouseTycoon LoserCooksTheSteak OvercookedSteakRun WellDoneSpeedrun MediumRareMode',
  },
  judge: {
    dance:
      'JudgeScoresMyMoves JudgeTheDanceOff JudgesPanelFreestyle ImpressTheJudges PerfectTenPirouette GavelDropGroove',
    fitness:
      'JudgeMyForm JudgeThePushupOff JudgeCallsTheReps PlankTillTheJudgeSays CourtroomCardio GavelDropBurpees',
    prank:
      'JudgeRulesInYourFavor JudgeSentencesToHugs JudgeOrderForPizza ToddlerJudgeCourt GavelGoodNews VerdictIsBreakfast',
    educational:
      'HowAJudgeDecides JudgeJuryDifference WhyJudgesWearRobes ADayAsAJudge ObjectionExplained LegaleseDecoded',
    cooking:
      'JudgeMyBake JudgeTheChiliCookOff BlindTasteJudge PieContestJudge GuiltyOfTooMuchGarlic CourtOfCupcakes',
    travel:
      'LocalPizzaJudge JudgeTheViewpoint CoffeeStopJudge JudgeTheHotelRoom FinalVerdictFoodTour SupremeCourtSteps',
    fashion:
      'JudgeMyFit JudgeTheShoes RunwayJudgePOV ThriftHaulJudge RBGCollarLook GuiltyOfLookingGood',
    wellness:
      'NoJudgeZone JudgeYourselfKindly QuietYourInnerJudge NonJudgyWalk CaseDismissedSelfDoubt CourtAdjourned',
    speed:
      'JudgeInTenSeconds JudgeRapidRuling HotTakeJudgeBlitz JudgeBuzzerRound SnapVerdictSprint GavelSpeedrun',
    music:
      'JudgeTheCover SingOffForTheJudges JudgeRatesMyRiff TalentShowJudgePanel GoldenBuzzerMoment ObjectionRemix',
    art: 'JudgeMyDoodle JudgeTheSketchOff CourtroomArtistJudge DrawTheJudge BlueRibbonPainting GoldStarGallery',
    tech: 'JudgeMySetup JudgeTheGadget AIJudgeMyPhoto KeyboardSoundsJudge VerdictOnTheVacuum CourtOfClickyKeys',
    pet: 'PetJudgesMyOutfit JudgeThePuppyTricks CatJudgeStare JudgeTheZoomies JudgyPugFace BestInShowAtHome',
    gaming:
      'JudgeMyHighScore JudgeTheSpeedrun TierListJudge JudgeMinecraftHouse AceAttorneyObjection BuildBattleJudge',
  },
  nurse: {
    dance:
      'NurseScrubsStrut NurseHandWashSteps NursesStationShuffle NightShiftNurseGroove HandoffHustle ClockOutBoogie',
    fitness:
      'NurseBackSaverLifts NurseStairwellClimb PostShiftNurseStretch ClogsOffYoga TwelveHourStepCount NurseCoreCircuit',
    prank:
      'NurseBreakroomTreats NurseGloveBalloonArmy NurseStickyNoteKudos BandageOnTheBanana CoffeeFairyForNurses SecretScrubsSanta',
    educational:
      'NurseMythBusting AskANurse FirstAidWithANurse HandWashLikeANurse LadyWithTheLamp VitalSigns101',
    cooking:
      'NurseMealPrep NurseThermosSoup NightShiftNurseSnacks ThreeAMFuelUp BreakroomPotluck CookForANurseFriend',
    travel:
      'NurseDaysOffGetaway NurseVolunteerAbroad TravelNurseDiary NewCityNurseShift ThirteenWeekTowns ScrubsToSunscreen',
    fashion:
      'NurseFitCheck NurseScrubsStyle CompressionSocksNurse OffDutyNurseLook BadgeReelFlex ClogGameStrong',
    wellness:
      'NurseWindDown NurseBreakBreathing NurseGratitudeLog NightShiftNurseSleep CareForTheCarers ClogsOffFeetUp',
    speed:
      'NurseBedMakingRace NurseGloveOnTimer BandageWrapNurseClock HospitalCornerDash ShiftHandoffSprint NurseScrubsSpeedChange',
    music:
      'NurseBreakroomKaraoke NurseHeartbeatBeatbox NightShiftNurseAnthem NurseThankYouSong MonitorBeepRemix ScrubsSquadChoir',
    art: 'NurseThankYouCard NursePortraitSketch NurseWatercolorTribute DrawYourNurseHero ScrubsSquadMural GloveBalloonCritters',
    tech: 'NurseAppHacks NurseSmartwatchSteps NurseChartingShortcuts AIStudyForNursing PenlightShowdown FlashcardFaceOff',
    pet: 'NursePuppySniffTest NurseCatNapAfterWork PetGreetsNurseHome TherapyDogNurseVisit NurseKittyOnDuty PostShiftZoomies',
    gaming:
      'NurseOperationBoard NurseBreakroomUno TwoPointNurseShift NurseTriviaNight HealerMainForReal ExtraLifeCombo',
  },
  ukulele: {
    dance:
      'UkuleleSwayDance UkuleleStrumStep UkuleleHulaFlow BeachUkeGroove LuauConga AlohaShuffle',
    fitness:
      'UkuleleWallSit UkulelePlankSolo SquatPerUkuleleChord StrumAndStretch UkeWhileYouWalk FretboardFingerGym',
    funny:
      'UkuleleDramaticBallad UkuleleMetalCovers SadSongOnAUkulele TinyGuitarBigDreams FourStringsOfChaos SomewhereOverTheUke',
    prank:
      'UkuleleSerenade UkeSongForMom UkuleleDoorbellTune SurpriseUkuleleWakeUp LivingRoomLuau VoicemailStrum',
    educational:
      'UkuleleSizeQuiz HowUkulelesWork FourChordUkuleleLesson SopranoVsTenorUke JumpingFleaMeaning GoodDogCanEatAnything',
    cooking:
      'UkuleleCake CookToUkuleleMusic UkuleleLuauFeast StrumWhileItBakes SpamMusubiSerenade PineappleUpsideDownUke',
    travel:
      'UkuleleOnTheBeach UkuleleAtEveryStop UkuleleHawaiiFactory WaikikiUkuleleJam UkeInTheCarryOn AlohaRoadTrip',
    fashion:
      'UkuleleStrapDIY UkuleleFitCheck UkuleleAlohaLookbook DressToMatchYourUke HawaiianShirtFriday LeiDayOOTD',
    wellness:
      'UkuleleSunsetStrum UkuleleHammockSession GentleUkeFingerpicking TenMinutesOfUkulele PluckAndUnwind IslandTimeMindset',
    speed:
      'UkuleleChordRace UkuleleTuneUpTimer UkuleleRestringDash FastestUkuleleStrum BeatTheMetronome TremoloTimeTrial',
    art: 'UkuleleWoodburning PaintedUkulele DecorateYourUke ShoeboxUkuleleBuild SketchTheSoundhole PineappleBodyUkulele',
    tech: 'UkuleleLEDFretboard UkuleleLooper UkulelePickupInstall LearnUkeWithAnApp SmartUkuleleReview TunerShowdown',
    pet: 'UkuleleForMyDog UkuleleParrotSingAlong UkuleleHowlingPup CatVsUkulele BarkingBackupSinger TailWagTempo',
    gaming:
      'UkeBossTheme UkuleleAnimalCrossing VideoGameUkulele MinecraftOnUkulele BardClassUnlocked EightBitUkulele',
  },
  forest: {
    dance:
      'ForestBranchSway ForestLeafTwirl FairyDanceInTheForest HugATreeTwoStep WoodlandWaltz BirdsongBoogie',
    fitness:
      'ForestTrailRun ForestHillRepeats ForestRootHops LogStepUpsInTheWoods PineconePushups TreePoseBalance',
    funny:
      'ForestBathingConfusion ForestSquirrelStandoff NarrateTheForest HugATreeGoneWrong WasThatBigfoot LostInTheWoodsAgain',
    prank:
      'ForestFairyDoor GooglyEyedForestTrees ForestBigfootCutout HiddenGnomeInTheWoods WoodlandMailbox AcornTreasureHunt',
    educational:
      'HowForestsTalk CountTheTreeRings ForestLeafIDQuiz ForestMossMicroscope WoodWideWeb WhyLeavesChangeColor',
    cooking:
      'BlackForestCake ForestBerryCrumble ForestMushroomRisotto MossyForestCupcakes ForageToTable WoodlandCharcuterie',
    travel:
      'ForestCabinWeekend FindTheOldestTree ForestRedwoodDrive ForestCanopyBridge IntoTheWoodsTrip TreehouseHotel',
    fashion:
      'ForestGreenFitCheck ForestFairyLook ForestFlannelLayers DressLikeTheForest LumberjackChic MossToneEverything',
    speed:
      'ForestScavengerRace ForestTrailSprint ForestLeafMatchBlitz ForestTeepeeIn60 PineconeGrabDash StickFortTimeTrial',
    music:
      'DuetWithForestBirds DrumOnAForestLog ForestEchoSong ForestWoodpeckerBeat IfATreeFallsRemix AcornCapWhistle',
    art: 'ForestBarkRubbing ForestLeafPrints MandalaFromForestFinds ForestMossTerrarium GoldsworthyStyleArt TreeFacesInClay',
    tech: 'ForestTrailCam ForestSunsetTimelapse ForestPlantIDApp FindAForestGeocache DroneOverTheCanopy BirdsongDecoder',
    pet: 'ForestCatLeashHike ForestStickFetch PawPrintsInTheForest ForestCreekSplash SniffariInTheWoods WoodlandZoomies',
    gaming:
      'SurviveTheForest ForestBiomeBuild ForestStardewForage LostWoodsSpeedrun DontStarveTogether TreehouseBaseRaid',
  },
};
