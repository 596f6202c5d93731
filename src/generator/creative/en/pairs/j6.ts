import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  florist: {
    dance:
      'FloristBouquetToss FloristPetalRain FloristRibbonDance FloristClosingTimeJam FloristBloomAndBoogie FloristStemSnipStep WaltzLikeAFlorist ShimmyForTheFlorist',
    fitness:
      'StrongLikeAFlorist FloristBucketCarry FloristArmDay BikeDeliveryFlorist BouquetBicepCurls FloristPetalPowerPlank FloristStairClimb FloristLunges',
    prank:
      'FloristMysteryBouquet FloristSockFlowers FloristOneRoseTrail FloristCandyBlooms FloristRealOrFakeRose FloristFlowerInTheirShoe FloristBroccoliBouquet FloristSurpriseThankYou',
    educational:
      'HowFloristsKeepFresh FloristStemCutAngle FloristFlowerMeanings FloristBloomIDQuiz DayInTheLifeFlorist FloristSevenDayVaseTest PickColorsLikeAFlorist AskAFloristAnything',
    cooking:
      'FloristCupcakeBouquet FloristEdibleFlowers FloristTeaBlend FloristFlowerPowerCookies PressedPetalShortbread FloristLavenderLemonade FloristStyleSaladBouquet BasilBouquetLikeAFlorist',
    travel:
      'FloristShopCrawl VisitYourLocalFlorist FarmersMarketFloristHunt PickYourOwnLikeAFlorist EarlyBirdFloristRun RateEveryFloristInTown FloristStreetStall SnapEveryFloristWindow',
    fashion:
      'FloristFlowerCrown FloristBouquetMatch FloristApronStyle FloristWorkFit FloristBoutonniereBattle FloristBloomsInMyHair FloristFloralFitCheck FloristPocketSquareBloom',
    music:
      'FloristSnipRhythm FloristRadioJam FloristSerenade FloristKaraoke FloristBucketDrumSolo FloristRosesAreRedRap WhistlingFlorist FloristBloomBoxBeats',
    tech: 'FloristTimelapseBloom FloristProductPhotos FloristOrderInOneTap FloristStopMotionBouquet PlantIDVsAFlorist FloristBokehBouquet SlowMoFloristSpray FloristPhotoEditFaceOff',
    gaming:
      'FloristOrderRush FloristCozyGame RememberTheFloristsOrder PlayFloristForADay FloristBouquetBingo BouquetBuilderBattle StumpTheFlorist ISpyAtTheFlorist',
  },
  flower: {
    dance:
      'FlowerPowerShuffle SunflowerSway TwirlLikeAFlowerPetal FlowerCrownConga DanceWithAFlower FlowerInYourTeethTango',
    fitness:
      'FlowerPotSquats LotusFlowerFlow SunflowerStretch WildflowerHike BurpeeForEveryFlower FlowerPowerWeedingSquats FlowerBedLunges',
    prank:
      'SecretBouquetDrop FlowerChalkTrail FlowerOnTheirPillow FlowerShowerSurprise FlowerUnderTheWiper PaperFlowerFakeout FakeFlowerWatering',
    educational:
      'HowFlowersBloom FlowerDissection FlowerColorDyeTest FlowerFactOff WhyFlowersSmellSweet CountTheBeesOnAFlower StateFlowerQuiz',
    cooking:
      'FlowerFocacciaGarden FlowerIceCubes PipeAFlowerCupcake PressedFlowerCookies RosePetalLemonade BakeABouquet FlowerPowerPancakes',
    travel:
      'FlowerFieldTrip PicnicAmongTheFlowers FlowerMarketCrawl WildflowerWander CountFlowersOnYourStreet StopAndSmellTheRoses BotanicalGardenBingo',
    fashion:
      'FloralFitCheck FlowerBehindTheEar DIYFlowerCrown ButtonholeFlowerFriday HeadToToeBlooms MatchYourOutfitToAFlower FlowerPressedNailArt',
    wellness:
      'SmellTheFlowers FreshBouquetSunday FlowerPressingJournal OneFlowerADay WaterYourFlowersSlowly FlowerArrangingZen FlowerPetalBreathing',
    music:
      'NameThatFlowerSong SingToYourFlowers FlowerPotDrumKit SerenadeASunflower FlowerPowerSingAlong TiptoeThroughTheTulips FlowerStemWhistle',
    tech: 'FlowerBloomTimelapse FlowerIDShowdown MacroFlowerMagic FlowerBokehChallenge FlowerPhotoEditFaceOff FlowerPetalStopMotion',
    gaming:
      'ISpyAPinkFlower FlowerPetalTicTacToe SniffAndGuessTheFlower PetalMatchPuzzle DreamGardenBuildOff RarestFlowerHunt FlowerCardMemory',
  },
  'flower pot': {
    dance:
      'FlowerPotShuffle WateringFlowersWaltz FlowerPotHatBop DanceAroundAFlowerPot FlowerPotFreezeDance StepOverTheFlowerPots FlowerPotHeadBalance',
    travel:
      'FlowerPotSpottingWalk FlowerPotBalconyHunt FlowerPotMarketHaul FlowerBoxSafari FlowerPotThriftFind FlowerPotPorchParade FlowerPotsOfMyTown',
    music:
      'FlowerPotXylophone SingToYourFlowers ClayPotPercussion BongoFlowerPots FlowerPotSpoonDrums TerracottaChimeJam FlowerPotDrumCircle',
    tech: 'SelfWateringFlowerPot FlowerBloomTimelapse FlowerPotFaceStopMotion FlowerPotPhoneStandHack NameThatFlowerApp WaterMeFlowerPotAlarm FlowerPotPhotoGlowUp',
    gaming:
      'FlowerPotRingToss FlowerPotShellGame FlowerPotMemoryMatch FlowerPotMinigolf FlowerPotHideAndSeek FlowerPotTowerTopple FlowerPotCornhole',
  },
  flute: {
    dance:
      'FluteBalletDuet FluteMarchingStep IrishJigToTheFlute DanceToMyFlute FlutePiedPiperParade FreezeWhenTheFluteStops SpeedUpTheFluteDance',
    fitness:
      'FluteBreathTraining LongNoteFlutePlank FluteWallSitTones FluteLungWorkout MarchToTheFlute SquatOnEveryTrill FlutistCoreBurn',
    funny:
      'DramaticFluteSolo FluteTrillFace FluteRecorderComeback JazzFluteGoneWrong FluteInterruptsDinner FluteBeatboxAttempt FluteInTheWrongKey WhenTheFluteSqueaks',
    prank:
      'SurpriseFluteSerenade FluteDoorbellTune FluteWakeUpMelody HiddenFlutistCameo FakeBirdsongFlute PiedPiperToDinner FluteBehindTheCurtain FluteCoverOfTheirRingtone',
    educational:
      'HowFlutesWork AncientBoneFlutes FluteOvertoneDemo FluteVsRecorder BottleFluteLab WhyFlutesAreSideways LearnFluteIn60Seconds',
    cooking:
      'FluteShapedCookies FuelYourFlutePractice FluteWaferRolls PretzelRodFlutes ChampagneFluteMocktail FluteGlassParfait FlutedTartShells FluteAndFlipPancakes',
    travel:
      'FluteSoloInThePark PackYourFluteForTravel FluteForestEcho FluteVsTheWaves BuskWithAFlute FluteTourOfMyCity FluteUnderABridge FluteForTheDucks',
    fashion:
      'FlutistFitCheck FluteConcertLook SilverFluteStyle FluteRecitalDress FlauntYourFlute FluteSilverAndBlackFit FluteCaseCouture',
    wellness:
      'FluteMeditation CalmFluteMorning FluteSunsetImprov FluteForYourHouseplants OneLongNoteReset BreatheInPlayOut SlowFluteBedtime FluteSunriseSession',
    art: 'DrawYourFluteBlindfolded MakeAStrawFlute FluteStillLife FluteSheetMusicCollage PaintToAFluteSolo FluteCaseStickerBomb FluteNoteWatercolor',
    tech: 'LoopYourFluteIntoABand FluteNoteVisualizer FluteDuetWithYourself FluteTunerAppTest FluteVsTheMetronome SynthVsFlute CanYourPhoneHearMyFlute',
    gaming:
      'BossThemeOnFlute FluteNameThatTune FluteSimonSays FluteRhythmChallenge FluteMusicalChairs FluteHeroHighScore FluteNoteBingo FluteVideoGameMedley',
  },
  fog: {
    dance:
      'FoggyMorningMoonwalk DanceInTheFog MistySilhouetteMoves SwayInTheMorningFog StepOutOfTheFog LostInTheFogShuffle FogFreezeFrame SlowMoInTheFog',
    funny:
      'FoggyGlassesProblems FogGaveMeFrizz DramaticEntranceInFog FogAteMyStreet FogHornImpression LostInMyFoggyBackyard FogRuinedMyPhotos',
    prank:
      'FoggyMirrorMessage FogMirrorCompliment MistyWindowDoodle BreathFogHiddenNote ShowerSteamReveal FoggyCarWindowHeart FogDayCocoaSurprise',
    educational:
      'FogInAJarExperiment FogVsMistExplainer WhyFogFormsAtNight WhyFogLiftsByNoon FogIsACloudOnTheGround FogFactsIn60Seconds HowFogHornsWork HowFarCanYouSeeInFog',
    cooking:
      'FoggyDayPorridge FoggyDaySoupSwap LondonFogLatte CloudEggsForFoggyDays EarlGreyFogCake MistyMorningMuffins SteamBunFogReveal',
    travel:
      'FoggyBridgePhotoWalk WalkIntoTheMist AboveTheFogHilltop FoggyForestFairytale FogOverMyTown FoggyTrainRide FoggyStreetsAtDawn FogSwallowedTheBeach',
    fashion:
      'FogTrenchCoatLook MistyMorningLayers DressForTheFog FoggyDayFitCheck SherlockInTheFog FoggyGreyTones FogAndBeanieWeather CozyCardiganInFog',
    music:
      'FogHornBeat FoggyMorningAcoustic FoggyDayMoodSongs SoundtrackForAFoggyWalk MistyForMeCover FoggyDayLullaby SingIntoTheFog EchoInTheFog',
    tech: 'FogMakesEveryPhotoMoody MistyTimelapse NightModeVsTheFog FlashlightBeamInFog DidTheAppPredictFog PhoneCamVsFog AddFogToAnyPhoto FogWindowStopMotion',
    pet: 'FoggyDogWalk FogSafetyVestPup MistyPetPortrait KittenVsWindowFog FoggyWindowPawPrints FogZoomiesAtDawn GlowCollarInTheFog KittyStaresAtFog',
    gaming:
      'FogMirrorHangman FoggyWindowTicTacToe FogWindowPictionary HideAndSeekInFog ISpyInTheFog LostInTheFogQuest FogDayIndoorScavenger',
  },
  foil: {
    dance:
      'FoilBotBoogie RoyalFoilCrownStrut TinfoilTwist FoilSuitMoonwalk SilverFoilShimmy SpinInAFoilCape DiscoBallInFoil',
    fitness:
      'FoilBallSquatToss FoilTargetLunges DodgeTheFoilBall FoilHoopBurpees CatchTheFoilBall ScrunchFoilSquats RunForAFoilMedal',
    funny:
      'FoilWrappedEverything FoilSoundsLikeRain WhatsUnderTheFoil AstronautInTinfoil AliensInFoilSuits FoilHatTheories KnightInShinyFoil',
    travel:
      'FoilPacketCampout CampfireFoilPicnic FoilRoadTripSandwiches FoilOnTheTrail FoilLunchMysteryUnwrap PackItInFoil FoilTravelMascot',
    wellness:
      'FoilStressBall FoilCrinkleCalm FoilSensoryPlay FoilBallFootMassage WrapAWorryInFoil ShinyFoilGratitude FoilDreamCatcher',
    tech: 'FoilWifiBooster FoilCircuitArt FoilFaradayCageTest FoilStylusHack FoilPhoneAmpHack SolarFoilSmores FoilSelfieLightHack FoilSlowMoCrumple',
    gaming:
      'FoilBallBottleBowling FoilBallBucketBlitz FoilChessSet GoldFoilLootHunt WinTheFoilCrown TabletopFoilBallHockey FoilBallGolf',
  },
  'food truck': {
    dance:
      'FoodTruckLineDance FoodTruckTacoTwoStep FoodTruckConga FoodTruckQueueGroove OrderUpFoodTruckShuffle FoodTruckSpatulaSalsa FoodTruckFlamenco SizzleShimmyFoodTruck',
    prank:
      'FoodTruckPayItForward FoodTruckFakeMenu FoodTruckLunchSurprise FoodTruckSecretMenu StreetTacoSurprise FoodTruckDessertDrop LemonadeFoodTruck CardboardFoodTruck',
    educational:
      'ChuckWagonToFoodTruck FoodTruckMath HowFoodTrucksWork FoodTruckKitchenLayout FoodTrucksThenVsNow WhatFoodTruckGradesMean GuessTheFoodTruckCuisine FoodTruckWorldMap',
    travel:
      'FoodTruckParkCrawl FoodTruckRoadTrip FoodTruckPassport BestFoodTruckInMyTown ThreeFoodTrucksOneLunch FoodTruckFridayNight BeachsideFoodTruck FoodTruckFestivalDay',
    fashion:
      'FoodTruckStreetStyle FoodTruckFitCheck FoodTruckDateNightFit FoodTruckChefWhites FoodTruckTruckerHat DressLikeTheMenu ApronUpFoodTruck CasualFridayFoodTruck',
    music:
      'FoodTruckJingle FoodTruckMenuRap FoodTruckQueueAnthem FoodTruckBusker SizzleAndStrum IceCreamTruckRemix SingYourFoodTruckOrder SpatulaDrumFoodTruck',
    art: 'DesignYourFoodTruck FoodTruckMural FoodTruckSketchWalk FoodTruckChalkMenu CardboardTruckCraft HandLetteredSigns FoodTruckClayMini FoodTruckWatercolor',
    tech: 'FoodTruckFinderMap FoodTruckFlatLay AINamesMyFoodTruck FoodTruckReviewsVsReality TapToPayTacos FoodTruckMenuMakeover LiveTrackFoodTruck VlogYourFoodTruck',
    gaming:
      'FoodTruckMenuBingo FoodTruckGuessThePrice FoodTruckCardDuel FoodTruckTwentyQuestions FoodTruckBlindTasteTest RememberTheFoodTruckOrder PretendFoodTruck GuessTheFoodTruck',
  },
  football: {
    prank:
      'FootballFieldCakeSurprise FootballLineupIntro FootballCrowdWakeUp SurpriseFootballParty ConfettiBucketDunk FootballRivalFlagSwap FootballHallwayCheer',
    travel:
      'FootballStadiumTour FootballTailgateTrip LocalHighSchoolFootball FridayNightFootball FootballFieldHopper FootballGameDayRoadTrip SundayParkFootball',
    wellness:
      'FootballRecoveryDay FootballFamilySunday FoamRollAfterFootball PostFootballStretch ByeWeekReset WinOrLoseWindDown TakeAFootballTimeout',
    music:
      'FootballFightSong FootballBucketDrumline SingTheFootballAnthem TailgateRadioJam HalftimeAtHome NFLThemeBeatbox FootballChantOff',
    art: 'PaintAFootballHelmet FootballFieldDiorama FootballPlayDiagram SketchAFootballCatch DrawThePerfectSpiral RedesignYourFootballLogo FootballDoodleDuel',
    tech: 'ClockYourFootballPass FootballSlowMoCatch InstantReplayFootball DIYFootballScoreboard MyFootballHighlightReel AskAIForAFootballPlay',
    gaming:
      'FootballFantasyDraft FootballFranchiseMode PaperFootballFlick FootballVideoGameDuel FootballTriviaNight FootballHulaHoopToss FootballRivalryNight',
  },
  forest: {
    dance:
      'ForestBranchSway ForestLeafTwirl FairyDanceInTheForest HugATreeTwoStep WoodlandWaltz ForestBirdsongBoogie ForestFoxtrot',
    cooking:
      'BlackForestCake ForestBerryCrumble SnacksForAForestHike MossyForestCupcakes ForestHikeTrailMix WoodlandCharcuterie ForestPicnicBasket',
    travel:
      'ForestCabinWeekend FindTheOldestTree ForestBathingDayTrip FollowTheForestCreek IntoTheWoodsTrip ForestWalkIn10Photos',
    art: 'ForestBarkRubbing ForestLeafPrints MandalaFromForestFinds ForestMossTerrarium ForestStickSculpture TreeFacesInClay',
    tech: 'RecordTheForestAtDawn ForestSunsetTimelapse ForestPlantIDApp FindAForestGeocache LookUpForestPanorama BirdsongDecoder ForestMoonlightNightMode MeasureATreeByPhone',
    gaming:
      'SurviveTheForest ForestScavengerBingo ForestHideAndSeek ForestCaptureTheFlag ForestTreasureHunt ForestFortBuildOff ISpyInTheWoods',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkTwirlGroove SpaghettiForkSpin CutleryCancan ForkAndKnifeDuet SaladForkSalsa',
    fitness:
      'ForkInTheRoadRun ForkTwirlLunges GardenForkDigReps ForkBalanceSquats ForkTapPlank CutleryCircuit',
    funny:
      'ForkOrSporkDebate ForkPuppetTalkShow EatSoupWithAFork ForkOnlyDinnerParty WhichForkFirstPanic ForkAsAHairComb OneForkTooMany ForkScrapeCringe',
    prank:
      'SoupWithOnlyForks BendyRubberFork GooglyEyeForks ForkSwappedForChopsticks ForkTheFrontLawn TinyForkTeaParty GiantForkDinner ForkFlowerBouquet',
    educational:
      'ForkBalanceScience WhichForkDoIUse WhyForksHaveFourTines WhyDoesAForkRing ForksWereScandalous ForkVsSporkShowdown ForkThroughTheAges',
    travel:
      'ForkInTheRoadTrip ForkOrChopsticksLunch ForkTwirlPastaPicnic FarmToForkVisit LetTheForkDecide NoForksAllowedFoodTour NeverTravelWithoutAFork ForkLunchOnAHilltop',
    fashion:
      'ForkBraceletDIY ForkHairPin ForkPendantNecklace PrintATeeWithAFork SilverwareChic ForkAndKnifeEarrings WhiteTieAndForks',
    wellness:
      'ForkRestBetweenBites PutYourForkDown MindfulForkful OneForkfulGratitude SlowForkSunday ChewTwentyTimes',
    music:
      'ForkAndGlassTune ForkTwangSolo ForkTableDrumBeat SilverwareChimes CutleryConcerto ForkInTheRoadBlues PlayThatFork',
    tech: 'ForkPhoneStandHack ForkDropSlowMo ForkWalksInStopMotion ForkPingOnATunerApp ForkTinesMacroShot ForkCamDinnerTimelapse PerfectForkfulPhoto ForkLevelAppBalance',
    pet: 'ForkShapedDogTreats ForkPlushFetch ForkMashYourPetsFood CatSwatsTheForkOff ForkInTheRoadPup ForkCupTreatGame',
    gaming:
      'ForkFlickFootball ForkTowerTopple ForkTossIntoTheCup ForkPickUpSticks ForkTicTacToe ForksVsSpoonsTrivia SpoonForkKnifeShoot',
  },
  'fortune cookie': {
    dance:
      'FortuneCookieFreestyle FortuneCookieCrackStep DanceYourFortune LuckyFortuneGroove FortuneCookieShimmy FortuneCookieConga',
    fitness:
      'FortuneCookieCircuit FortuneCookiePlank FortuneTellsTheReps SweatYourFortune LuckyNumberBurpees FortuneCookieMoveJar FortuneCookieSquatDare',
    cooking:
      'HomemadeFortuneCookies GiantFortuneCookie FortuneCookieSundae FortuneCookieChocoDip WriteYourOwnFortunes FortuneCookieFakeaway MatchaFortuneCookies',
    travel:
      'FortuneCookieLeftOrRight BestFortuneCookieInTown LetFortunePickTheTrip FollowYourFortuneDay LuckyDestinationDraw FortuneCookieCityHop',
    music:
      'SingYourFortuneCookie LuckyFortuneJingle FortuneCookieRapVerse FortuneCookieOpera FortuneTellerBlues FortuneCookieCrunchBeat FortuneCookieBalladOff',
    tech: 'FortuneCookieStopMotion FortuneCookieAIWriter FortuneCookieQRLink FortuneCookieTextAFriend PrintYourFortuneCookies FortuneCookieSlowMoCrack',
    pet: 'FortuneCookieCatPicks DogPredictsMyFortune PetPicksAFortuneCookie HamsterFortuneTeller PawsAndFortunes KittenFortuneFetch',
    gaming:
      'FortuneCookieDares FortuneCookieCharades FortuneCookieTrivia FortuneCookieBingo FortuneCookieStoryChain GuessMyFortuneCookie',
  },
  fossil: {
    travel:
      'FossilBeachHunt FossilRockShopHaul DigForFossilsDayTrip FossilRoadTrip FossilsInTheCreekBed FossilMuseumTour FossilsHidingInMyTown',
    wellness:
      'PatientFossilDig DeepTimeFossilPause FossilBeachWalk SlowBrushMeditation MillionYearPerspective SortYourFossilCollection FossilWorryStone',
    tech: 'ZoomIntoAFossil AIIdentifiesMyFossil FossilStopMotionDig FossilPhoneMicroscope FossilMuseumFromYourCouch CanAnAppIDMyFossil FossilCleanUpTimelapse',
    pet: 'FossilHuntWithMyDog CatSitsOnMyFossils BunnyDigsForFossils PupPaleontologist FossilizedSqueakyToy PetGuardsMyFossils FossilTreatSearch',
    gaming:
      'FossilMemoryMatch FossilDigInTheSandbox FossilTriviaDuel GuessThatFossil FossilHideAndSeek FossilSkeletonPuzzle FossilFindersBingo',
  },
  fountain: {
    dance:
      'BopToTheFountainJets FountainSyncedMoves FountainRainbowTwirl DanceWithTheFountain FountainSplashShuffle FountainFreezeFrame FountainArmsUp',
    fitness:
      'FountainStepUps FountainBenchDips FountainSquareSprints RunEveryFountainInTown FountainPlazaPowerCircuit FountainSplashSquats FountainLapLoop',
    funny:
      'FountainWishGoneWrong FountainPigeonBath StatueFountainPose FountainPennyPitch FountainSelfieSplash FountainCoinTossFail FountainOverthinker',
    prank:
      'FountainDuckArmada FountainWishGranted LuckyFountainPennyTrail FountainSerenade SurpriseFountainPicnic FountainCoinKit',
    educational:
      'HowFountainsWork WhereFountainCoinsGo WhyFountainWaterShootsUp BottleFountainExperiment AncientFountainTech WhyWeTossFountainCoins FountainPenPhysics',
    cooking:
      'FountainDrinkMocktail FountainPunchBowl FountainCakeBuild PicnicByTheFountain SodaFountainFloats FountainShapedJelly',
    fashion:
      'FountainPhotoshootFit FountainSplashProofFit FountainWhiteLinen MeetMeAtTheFountainFit FountainTwirlDress FountainCoinEarrings FountainEditorialShoot',
    wellness:
      'TabletopFountainCalm FountainWishJournal FountainRippleBreath FountainWhiteNoise FountainSoundBath SitByTheFountain',
    speed:
      'FountainSplashDash FountainCoinTossCount FountainBottleFill FountainHopSpeedrun BeatTheFountainShow DodgeTheFountainJets FountainLapRelay',
    music:
      'FountainBuskerSet FountainShowCover FountainJetRhythm FountainSplashBeatDrop SingByTheFountain FountainAria FountainHumAlong',
    tech: 'FountainSlowMo FountainLivePhotoLoop FountainDayToNightLapse TabletopFountainDIY SilkyWaterPhotoHack FountainMusicSync',
    pet: 'KittyMeetsTheFountain FountainBowlTest CatVsWaterFountain FountainPupZoomies DogFountainCoolOff PetFountainShowdown',
    gaming:
      'ISpyByTheFountain FountainPipePuzzle FountainScavengerHunt FountainCoinTossBullseye FountainSpotTheDifference FamousFountainsQuiz FountainWishBingo',
  },
  'fourth of july': {
    fitness:
      'FourthOfJulyFunRun StarsAndStripesSquats FourthOfJulyTugOfWar July4thFireworkBurpees IndependenceDayHIIT OneRepPerState FourthOfJulySackRace',
    prank:
      'July4thWakeUpParade July4thDecorAmbush FourthOfJulyFlagLawn FourthOfJulyPopRocks FourthOfJulyNeighborCard July4thBalloonAvalanche BubbleWrapFourthOfJuly',
    travel:
      'July4thSmallTownParade FourthOfJulyParkPicnic FindTheBestJuly4thView July4thBeachDay July4thLakeDay FourthOfJulyRoadTrip HometownFourthOfJuly',
    wellness:
      'July4thHammockHour July4thPhoneFreedom July4thQuietCorner IndependenceDayRest PicnicBlanketUnwind SunsetPorchPause StargazeAfterJuly4th',
    music:
      'YankeeDoodleRemix July4thKazooParade FourthOfJulySousaMarch IndependenceDayAnthem FireworkCoverJuly4th July4thPorchSingAlong July4thCoolerDrums',
    art: 'FourthOfJulyChalkArt FourthOfJulyStarStamps IndependenceDayCollage July4thLanternDIY July4thForkFireworkArt BuntingGlowUp FourthOfJulyWreath',
    tech: 'FireworkPhoneSettings FourthOfJulyTimelapse July4thIn60Seconds July4thLongExposure IndependenceDaySlowMo July4thRedWhiteBlueEdit NightModeFourthOfJuly',
    pet: 'FourthOfJulyQuietRoom FourthOfJulyIDTagCheck FourthOfJulyPetBandana July4thPupParade StarSpangledKitty CalmPupKitForJuly4th FourthOfJulyCuddleFort',
    gaming:
      'FourthOfJulyBingo FourthOfJulyTriviaCup FourthOfJulyLawnGames July4thCornholeKing July4thBackyardOlympics July4thFamilyCardShark FourthOfJulyHorseshoes',
  },
  fox: {
    dance:
      'FoxtrotChallenge FoxTailSwish FoxSlyStrut WhatDoesTheFoxSay FoxPounceFreeze PutOnFoxEarsAndDance BunnyHopButMakeItFox',
    fitness:
      'FoxPounceJumps FoxLeapLunges FoxDenSquats QuickBrownFoxSprints FoxtrotCardio SneakLikeAFoxCrawl ArcticFoxStretch',
    cooking:
      'FoxFaceCookies FoxTailCinnamonRolls FoxMacarons FoxBentoBox SlyFoxPancakes FoxShapedBerryTart OrangeFoxSmoothieBowl CarrotFoxToast',
    travel:
      'FoxSpottingHike FoxSafariInMySuburb UrbanFoxNightWalk FollowTheFoxTracks FoxSpotterParkPatrol MeetAFoxAtTheZoo FoxSightingMap',
    fashion:
      'FoxOrangeFitCheck FoxColoredAutumnFit FoxSweaterWeather SlyFoxStyle DressLikeAFox FantasticFoxTweed FoxEarHeadband FauxFurFoxCollar',
    wellness:
      'FoxCurlUpNap FoxPoseYogaFlow FoxForestBathing FoxDenCozyDay SlyFoxSlowDown QuietAsAFox FoxWatchAtDawn',
    art: 'FoxOrigami AutumnLeafFoxCollage FoxLinocutPrint FoxNeedleFelt DrawAFoxFromShapes OneLineFoxSketch FingerPaintAFox PineconeFoxCraft',
    tech: 'ZoomInOnTheFox FoxPounceSlowMo TurnIntoAFoxFilter FoxOnMyDoorbell FoxPhotoEditGlowUp AIDrawsMyFox FoxStopMotionClay',
    gaming:
      'FoxAndGeeseGame SlyFoxStatueGame FoxHideAndSeek FoxAndHoundsChase OutfoxTheBoss FoxFactsOrFiction FoxInTheHenhouse',
  },
  'free throw': {
    dance:
      'FreeThrowCelebration FreeThrowShimmy FreeThrowFreezeFrame FreeThrowFootwork FreeThrowSwishDance FreeThrowBuzzerBop MoonwalkAfterFreeThrow DabOnTheFreeThrow',
    prank:
      'FakeCrowdFreeThrow FreeThrowBeachBallSwap FreeThrowLaundryBasket FreeThrowMiniHoop FreeThrowFakeSwishSound FreeThrowTrashCanShot FreeThrowMimeShot FreeThrowConfettiNet',
    educational:
      'FreeThrowPhysics FreeThrowArcScience FreeThrowStats101 FreeThrowBackspin TheMathOfAFreeThrow FreeThrowPerfectAngle WhyFreeThrowsMiss GrannyStyleFreeThrowTest',
    cooking:
      'FreeThrowCupcakes FreeThrowPopcornToss FreeThrowDonutRings BasketballHoopCake ShootAFreeThrowForDessert FreeThrowSnackPlate CerealFreeThrow MarshmallowFreeThrow',
    travel:
      'FreeThrowCourtTour OneFreeThrowEveryPark FreeThrowRoadTripHoops FreeThrowPassport FreeThrowAtMyOldSchool FreeThrowBeachCourt FreeThrowOnVacation SunsetFreeThrowSpot',
    fashion:
      'FreeThrowFitCheck FreeThrowJerseyLook FreeThrowHeadband CourtsideFreeThrowGlam FreeThrowRetroShorts FreeThrowDrip FreeThrowSockGame FreeThrowArmSleeve',
    wellness:
      'FreeThrowFocusBreath FreeThrowCalmRoutine FreeThrowMindsetReset FreeThrowEyesClosed BreatheBounceShoot FreeThrowStillness SunsetFreeThrowSession MissAndSmileFreeThrow',
    tech: 'FreeThrowShotTracker FreeThrowPhoneCounter FreeThrowAIFormCheck FreeThrowSplitScreenDuel SwishSlowMoCam FreeThrowStreakApp FreeThrow100ShotTimelapse FreeThrowPOVSwish',
    gaming:
      'FreeThrowArcadeDuel FreeThrowHORSE FreeThrowAroundTheWorld FreeThrowGameOfPIG FreeThrowFamilyFaceOff BackyardFreeThrowLeague KnockoutFreeThrow PingPongFreeThrow',
  },
  'french fries': {
    dance:
      'FriesShuffle CrinkleFriesCrisscross ShakeTheFriesBasket FrenchFryFreestyle FrenchFryWiggle SaltyFrenchFryShimmy CurlyFryTwirl',
    prank:
      'AppleFriesFakeout FrenchFryPoundCake KindNoteInFriesBox SugarCookieFries FriesUpsizeSurprise FrenchFriesSmileyPlate',
    travel:
      'FrenchFryPitStopTour FrenchFriesConeAtTheFair BoardwalkFries BestFrenchFriesInTown FriesStandCrawl FrenchFriesVsSeagulls',
    fashion:
      'FrenchFryEarrings FriesCartonPurse KetchupAndFriesFit DressLikeAFrenchFry FrenchFrySocks FrenchFriesDateNightLook',
    wellness:
      'FriesWithAFriend FriesAtSunset DinerBoothFries SlowFriesSunday ComfortFriesNight FrenchFryFriday',
    speed:
      'FriesChopstickPickup FrenchFryTowerRace FriesSizeSortDash FrenchFriesIn15 FrenchFryDunkOff FrenchFriesSortBySize',
    music:
      'FriesCrunchASMR SaltShakerFriesJam FriesMenuRap OdeToFrenchFries SizzlingFriesBeat FrenchFriesBagDrumline',
    art: 'FriesKetchupPainting DrawWithFrenchFries FriesPopPoster FrenchFryCartonUpcycle FrenchFrySculpture FrenchFryStampArt',
    tech: 'FriesAirFryerTest FrenchFriesGoGolden FriesSlowMoCrunch AIRecipeFrenchFryFaceOff FrenchFryPhotoLikeAnAd LoudestFrenchFryCrunch',
    pet: 'FrenchFryShapedDogTreats FrenchFryPlushToy DogHearsTheFriesBag FriesCartonCatBed LeaveTheFriesChallenge DriveThruPupReaction',
    gaming:
      'FrenchFryCupPong FrenchFryTowerTopple FriesTierList BlindFrenchFryTasteTest FrenchFryFlickFootball WhoAteMyFrenchFries',
  },
  'french toast': {
    dance:
      'CancanForFrenchToast FrenchToastSpatulaSpin BrunchFrenchToastBop FrenchToastShuffle FrenchToastShimmy FrenchToastSyrupSway FrenchToastFlipAndDip',
    fitness:
      'EarnYourFrenchToast LungeForFrenchToast FrenchToastStackSquats FrenchToastFuelRun BurpeesForFrenchToast SprintToTheFrenchToast FrenchToastDips',
    funny:
      'FrenchToastAccentChef DadsFamousFrenchToast SyrupFloodFrenchToast FrenchToastFlipFail FrenchToastKidsReview IsItFrenchOrJustToast MimeMakesFrenchToast',
    prank:
      'TinyFrenchToastCereal HotelStyleFrenchToast FrenchToastHeartShapes FrenchToastWakeUpCall SurpriseFrenchToastInBed SyrupLoveNoteFrenchToast FrenchToastRoomService',
    educational:
      'WhereFrenchToastBegan StaleBreadFrenchToast FrenchToastScience FrenchToastSoakTimes BestBreadForFrenchToast WhatPainPerduMeans FrenchToastWorldNames',
    travel:
      'FrenchToastRoadTrip FrenchToastSticksPicnic FrenchToastCafeCrawl FrenchToastDinerHunt BestFrenchToastInTown BakeryBreadForFrenchToast FrenchToastPassport',
    fashion:
      'MatchYourFrenchToast FrenchToastPajamaSet FrenchToastBeretOutfit ChicFrenchToastDate FrenchToastBrunchFit FrenchToastApronLook',
    wellness:
      'FrenchToastSlowSunday FrenchToastFamilyTable CozyFrenchToastMorning FrenchToastSelfCare SavorYourFrenchToast FrenchToastInBedForOne FrenchToastForAFriend',
    speed:
      'FrenchToastStackIn60 TenMinuteFrenchToast FrenchToastDipDash FrenchToastFlipRace FrenchToastWhiskRace FrenchToastBrunchRush FrenchToastTagTeam',
    music:
      'FrenchToastChanson FrenchToastSizzleBeat SingToYourFrenchToast FrenchToastMorningSong SundayJazzFrenchToast FrenchToastWhiskSolo FrenchToastKazooDuet',
    art: 'FrenchToastFaceArt StencilFrenchToast PaintedFrenchToast FrenchToastStillLife FrenchToastFlatLay FrenchToastSyrupDoodle PlateFrenchToastLikeAChef',
    tech: 'FrenchToastSlowMo MicrowaveFrenchToastMug AIChefFrenchToast FrenchToastAirFryer FrenchToastWaffleIron FrenchToastToasterOven FrenchToastTimelapse',
    pet: 'FrenchToastPlushToy PetNamedFrenchToast FrenchToastSitStay FrenchToastBeggingFace FrenchToastPuppyEyes FrenchToastPetPortrait',
    gaming:
      'FrenchToastTowerShowdown WinnerGetsFrenchToast FrenchToastToppingDice FrenchToastSpeedrun FrenchToastTriviaBrunch FrenchToastBlindTaste',
  },
  friday: {
    dance:
      'FridayHappyDance FridayKitchenDisco FridayWeekendWiggle FridayNightFever FreestyleFriday FridayClockOutShuffle FootlooseFriday',
    cooking:
      'FridayFakeaway FridayFishFry FridayFridgeRescue TGIFTacoBar FlipItFriday PizzaPartyFriday NachoAverageFriday WokItOutFriday',
    travel:
      'FridayGetaway FridaySunsetWalk FridayAfterWorkAdventure LastMinuteFridayTrip FridayNightCityWalk TouristForAFriday SpinTheMapFriday FoodTruckFriday',
    speed:
      'BeatTheFridayClock FridayInboxSprint FridayQuittingTimeDash FridayChoreBlitz FastFridayFinish FridayToDoListSpeedrun FridayFoldOff',
    music:
      'TGIFJamSession FridayDrumRollPlease FridayImInLoveCover FridayKaraokeFaceOff FridayFeelingBeat FridayAnthemDrop FridayCommuteConcert',
    art: 'FridayWeekInComics FridayDoodleDrop FridayMoodCanvas FreehandFriday FridayPaintNight TGIFSketch FridayCollageOfWins',
    tech: 'FunniestFridayAutoReply FridayAppPurge FridayPhotoBackup FixItFriday DesktopDetoxFriday ScreenTimeFriday InboxZeroFriday',
    pet: 'FridayZoomies FridayNightPetSpa FridayDogParkMeetup FurryFridayPortrait FetchFriday FridayWalkReaction FridayTreatHunt',
    gaming:
      'FridayGameNight TGIFTournament FridayCardGameShowdown FridayCouchCoop RetroFridayRematch FridayHighScoreHunt FridayVideoGameDuel',
  },
  fridge: {
    dance:
      'FridgeRaidShuffle MidnightFridgeGroove FridgeDoorDisco FridgeLightFreeze FridgeColdAirMoonwalk FridgeSnackAttackStep FridgeMagnetMacarena',
    fitness:
      'FridgeJugCurls PushUpsBeforeFridge FridgeDoorSquats FridgeRaidBurpees FridgeGroceryFarmerCarry FridgeSnackSprints FridgeToCouchLunges',
    cooking:
      'FridgeCleanOutMeal NoBakeFridgeCake QuickFridgePickles FiveIngredientFridge FridgeLeftoverMakeover FridgeCondimentChallenge FridgeRaidRisotto',
    travel:
      'FridgeMagnetEveryCity HotelMiniFridgeReview FillTheFridgeFarmStand FridgeRaidAtGrandmas MapMyFridgeDoor RoadTripCoolerPack GasStationFridgeFinds',
    fashion:
      'FridgeMagnetEarrings FridgeRaidPajamas FridgeDoorFitCheck RetroFridgePastels MatchTheFridge FridgeMagnetPinsOnDenim',
    wellness:
      'FridgeReset FridgeGratitudeNotes SundayFridgeRestock EatTheRainbowFridge HydrationFridgeHabit FridgeIcedTeaPause',
    speed:
      'FiveMinuteFridgeReset FridgeFindTheKetchup FridgeInventoryDash FridgeTetrisRace LeftoverLabelBlitz FridgeDoorShutIn10 FridgeRestockRelay',
    art: 'FridgeArtGallery FridgeMagnetPoetry FridgeMagnetMosaic FridgeDoorDoodles DrawYourFridgeFromMemory FridgeCondimentArt FridgeStillLife',
    tech: 'FridgeZeroWasteApp AIRecipeFromMyFridge FridgeCleanOutTimelapse FridgeQRCodeLabels FridgeDoorOpenAlarm SnapYourFridgeBeforeShop IsYourFridgeColdEnough',
    pet: 'PetHearsTheFridge CatOnTopOfTheFridge FridgeFrozenPupTreats FridgeDoorStakeout FridgeOpensDogAppears KittenGuardsTheSnacks FridgeRustleReaction',
    gaming:
      'FridgeTetrisRestock FridgeBlindfoldGuess FridgeIngredientDice FridgeDoorScoreboard LootTheFridge FridgeSnackTreasureHunt FridgeMemoryMatch',
  },
  'fried chicken': {
    dance:
      'FriedChickenWingFlap FriedChickenBucketBop DanceForFriedChicken FriedChickenFootwork DoTheFunkyFriedChicken FriedChickenDrumstickDrop',
    fitness:
      'EarnYourFriedChicken FriedChickenLegDay RunToFriedChicken FriedChickenGains FriedChickenBucketCurls BurpeesBeforeFriedChicken',
    funny:
      'LastFriedChickenPiece FriedChickenCritic FriedChickenAtHome FriedChickenSauceHoard DrumstickVsWingDebate RateTheFriedChickenCrunch',
    prank:
      'FriedChickenIsCake FriedChickenCupcakes FriedChickenCandyWings SurpriseFriedChicken FriedChickenNapkinNote FriedChickenBucketCookies FakeFriedChicken',
    educational:
      'WhyFriedChickenCrunch KoreanVsSouthernFried FriedChickenBrineTest FriedChickenFactCheck DoubleDredgeFriedChicken GuessFriedChickenSpices FriedChickenOrigins',
    travel:
      'FriedChickenPicnic FriedChickenCrawl BestFriedChickenInTown FriedChickenRoadTrip GasStationFriedChicken FriedChickenDinerDate MapMyCitysFriedChicken',
    fashion:
      'FriedChickenBucketHat DressLikeFriedChicken FriedChickenCouture FriedChickenGinghamSet FriedChickenCrispyFit FriedChickenGoldenHourFit FriedChickenDateNight',
    wellness:
      'FriedChickenSunday ShareYourFriedChicken FriedChickenMemoryLane FriedChickenForTheSoul GrandmasFriedChickenStory FriedChickenAndAMovie SavorTheFriedChicken',
    speed:
      'FriedChickenSpeedrun ThirtyMinFriedChicken FriedChickenFaceOff FriedChickenPlateUp FriedChickenBreadingRelay FriedChickenDredgeDash',
    music:
      'FriedChickenSizzleBeat FriedChickenJingle FriedChickenCrunchASMR OdeToFriedChicken FriedChickenBluesJam SpitAFriedChickenVerse',
    art: 'FriedChickenPopArt FeltFriedChickenToy FriedChickenStillLife FriedChickenClayModel FriedChickenDoodleDuel FriedChickenBucketRemix PaperMacheFriedChicken',
    tech: 'AirFryerVsFriedChicken FriedChickenSlowMo FriedChickenSoundMeter AIFriedChickenRecipe FriedChickenTimelapse FriedChickenLikeAnAd FriedChickenStopMotion',
    pet: 'FriedChickenPlushToy FriedChickenDogBed PuppyEyesFriedChicken PupDreamsOfFriedChicken KittyInAnEmptyBucket FriedChickenSqueakyToy LeaveItFriedChicken',
    gaming:
      'LoserBuysFriedChicken FriedChickenTierList FriedChickenTriviaNight FriedChickenBlindTaste FriedChickenGoFish FriedChickenWishbone',
  },
  'fried rice': {
    dance:
      'FriedRiceSpatulaSway FriedRiceChopstickSpin TakeoutFriedRiceBounce StirFriedRiceShuffle FriedRiceWokAndRoll FriedRiceFlipFreeze',
    fitness:
      'FriedRiceWokTossReps FriedRiceSackSquats FriedRiceBagCurls PlankPickFriedRice FriedRiceWokArmDay FriedRiceStepUps FriedRiceJumpingJacks',
    funny:
      'FriedRiceDayOldDebate FriedRiceWokMishaps RoastMyFriedRice ChopstickFriedRiceFail FriedRiceFamilyJudges FriedRiceMSGDebate AuntieRatesFriedRice',
    prank:
      'FriedRiceFakeTakeout FriedRiceFortuneNote CauliflowerFriedRice MessageUnderFriedRice FriedRiceSmileyBowl FriedRiceChopstickSwap',
    educational:
      'FriedRiceRegionsQuiz WhyDayOldFriedRice FriedRiceWokHeatTest FriedRiceGrainFaceOff FriedRiceAroundTheWorld FriedRiceScience101',
    travel:
      'FriedRiceStreetFood FriedRiceNightMarket FriedRiceTakeoutCrawl FriedRiceRoadTrip FriedRiceBentoPicnic BestFriedRiceInTown',
    fashion:
      'FriedRiceChefFit FriedRiceApronLook FriedRiceTakeoutTote TinyFriedRiceCharms FriedRiceChefHatFit FriedRiceYolkYellowFit FriedRiceStreetwear',
    wellness:
      'FriedRiceComfortNight FriedRiceFamilyTable MindfulFriedRice SundayFriedRiceRitual LeftoverLoveFriedRice FriedRiceAndUnwind',
    speed:
      'FriedRiceSpeedrun FriedRiceIn5 BeatTakeoutFriedRice FriedRiceChopstickPeaRace FriedRiceVsDelivery WokTossFriedRiceRace FriedRiceEggCrackDash',
    music:
      'FriedRiceWokBeat FriedRiceChopstickDrum FriedRiceSizzleRemix ASMROfFriedRice FriedRiceSpatulaSolo EggFriedRiceRap',
    art: 'FriedRiceClayReplica FriedRiceGrainMosaic WatercolorFriedRice FeltFriedRicePlush FakeFoodFriedRice FriedRiceOneLineDrawing',
    tech: 'FriedRiceAIRecipe FriedRiceAirFryerTry FriedRiceMicrowaveHack FriedRiceSizzleTimelapse FriedRiceSteamShot FriedRiceCookerHack FriedRiceSlowMoToss',
    pet: 'FriedRiceDogSupervisor FriedRiceKittenLookout CatInAFriedRiceBox BunnyWatchesFriedRice FriedRiceTakeoutBoxFort NoFriedRiceForPups FriedRiceSizzleCam',
    gaming:
      'FriedRiceIngredientBingo FriedRiceChopstickDuel FriedRiceDominoNight FriedRiceBlindTasteTest LoserMakesFriedRice GuessTheFriedRiceSecret',
  },
  friend: {
    dance:
      'FriendMirrorRoutine FriendHandshakeCombo InSyncWithMyFriend FriendshipFreestyle TeachYourFriendAMove BestFriendDanceOff FriendsInFormation',
    fitness:
      'FriendPlankOff FriendWheelbarrowWalk FriendHighFiveSitUps FriendsDontSkipLegDay FriendBurpeeBattle FriendSpotsMe CanYourFriendKeepUp',
    educational:
      'FriendSkillSwap FriendKitchenScienceNight HowFriendshipsForm BestFriendQuizOff FriendStudyStreak FriendTeachesMeIn60 ExplainItToYourFriend FriendFlashcardFaceOff',
    cooking:
      'FriendCookOff FriendDumplingParty FriendRecipeSwap FriendBlindTasteTest FriendsgivingDishDare FriendBrunchBattle MakeYourFriendsOrder',
    travel:
      'FriendRoadTrip FriendHometownTour FriendTrainAdventure FriendPlansMyDay FriendBucketListDay SpinTheMapWithFriends PostcardToAFriend',
    fashion:
      'FriendStylesMe FriendClosetSwap FriendDressesAsMe FriendThriftFlip FriendTwinningDay FriendMatchingPJs FriendshipBraceletFit',
    wellness:
      'FriendCheckIn FriendGratitudeText FriendWalkAndTalk FriendFaceMaskNight SnailMailAFriend ComplimentAFriend VoiceNoteForAFriend',
    speed:
      'FriendRelayRace FriendTriviaBlitz BraidYourFriendIn60 ThreeLeggedFriends FriendJigsawSprint FriendBlanketFortIn10 FriendFactsRapidFire',
    music:
      'FriendHarmonyDare FriendBirthdaySong FriendAnthemCover YouveGotAFriendDuet FriendKaraokeFaceOff FriendGroupChatRemix FriendBeatboxRelay',
    art: 'FriendPortraitSwap FriendPaintNight DrawYourFriendBlind FinishMyFriendsDoodle FriendshipBraceletDare FriendsShareACanvas SculptYourFriend',
    tech: 'FriendTechSupport FriendAppSwap FriendScreenTimeDuel RateMyFriendsSetup FriendWatchPartyCall FriendGroupChatHacks FriendBirthdayMontage FriendPicksMyWallpaper',
    pet: 'FriendMeetsMyPet FriendDogWalkSwap FriendsPuppiesMeet BestFurryFriend FriendOrTreatTest FriendPetSitterCam FriendVsOwnerRecall',
    gaming:
      'FriendCoOpRun FriendSplitScreenDuel FriendGrudgeMatch FriendshipEndingGame FriendCardTourney PlayerTwoHasJoined FriendLeaderboard',
  },
  friendship: {
    dance:
      'FriendshipDanceOff FriendshipMirrorMoves FriendshipLineDance SecretHandshakeFriend FriendshipInSync GalentinesGroove FriendshipTwoStep',
    fitness:
      'FriendshipRunClub FriendshipWorkoutDuo HighFivePlankFriends FriendshipSquatSync FriendshipWheelbarrow GalentinesGymDate FriendshipPassAndCatch',
    funny:
      'FriendshipThenVsNow FriendshipInsideJokes EveryFriendshipGroupHas MostLikelyToFriends MomOfTheSquad FriendshipImpressions FriendshipAwardsNight',
    prank:
      'FriendshipSurpriseVisit FriendshipMemoryBox FriendshipLetterTrail SecretTwinningFriend GalentinesSurprise FriendshipPhotoRecreate FriendshipSidewalkChalk',
    educational:
      'FriendshipQuiz HowWellDoYouKnowMe WhyFriendshipIsGoodForYou FriendshipHormoneFacts WhatIsGalentinesDay FriendshipInTenLanguages FriendshipBrainScience',
    cooking:
      'FriendshipBread FriendshipBakeOff FriendshipRecipeSwap GalentinesBrunch FriendshipDumplingFold FriendsFavoriteDish FriendshipPotluck',
    travel:
      'FriendshipRoadTrip FriendshipGetaway FriendshipNoPlanDayTrip VisitAFriendsCity GalentinesWeekendAway FriendshipHometownSwap FriendshipPostcardSwap',
    fashion:
      'FriendshipMatchingFits FriendshipClosetSwap DressYourFriendLook FriendshipBraceletFlex GalentinesGlam BFFHalfHeartNecklace FriendshipColorCode',
    speed:
      'FriendshipRelayRace FriendshipGuessInTen FriendshipSameAnswerBlitz FriendshipBraceletIn60 ThreeLeggedFriendship FinishMySentenceFriend FriendshipFactsRound',
    music:
      'FriendshipDuetCover FriendshipKaraoke FriendshipPorchSingAlong YouveGotAFriendInMe FriendshipAnthem FriendshipHarmonyDare FriendshipRapVerse',
    art: 'FriendshipPortraitSwap FriendshipDrawEachOther FriendshipMugPainting FriendshipBraceletDIY GalentinesCardCraft FriendshipZineCollab FriendshipQuilt',
    tech: 'FriendshipPhotoBooth FriendshipTransitionEdit FriendshipPhotoThrowback FriendshipYearRecap GalentinesVideoCall AIPaintsMyFriends VoiceNoteFriendship',
    pet: 'PetFriendshipPlayDate FriendshipWithMyDog FriendshipKittenDuo UnlikelyFriendshipPets FriendshipPuppyPair GalentinesPawParty',
    gaming:
      'FriendshipCoOpRun FriendshipTriviaDuel FriendshipSplitScreenFeud FriendshipEndingGames GalentinesKartNight FriendshipBoardGameNight FriendshipTestCardGame',
  },
  frisbee: {
    dance:
      'FrisbeeToeTapFlow FrisbeeTwirlThrow FrisbeeSpinDance FrisbeeFreestyleJam FrisbeeVictoryShuffle FlyingSaucerFrisbeeGroove FrisbeeFlossOff',
    funny:
      'FrisbeeStuckInTree FrisbeeWindBetrayal FrisbeeDogStealsIt TypesOfFrisbeeThrowers DadsFrisbeeForm FrisbeeNeverComesBack FrisbeeSportscaster',
    prank:
      'FrisbeeNoteDelivery FrisbeeParkSurprise SurpriseFrisbeeGolfCourse FrisbeeWithTheirFace GlowFrisbeeSurprise FrisbeeComplimentToss InvisibleFrisbee FrisbeeDinnerPlate',
    educational:
      'WhyFrisbeesGlide FrisbeePieTinOrigin FrisbeeLiftLesson FrisbeeSpinScience FrisbeeAngleExperiment FrisbeeFlightQuiz PaperPlateVsFrisbee',
    cooking:
      'FrisbeeSizedPancake FrisbeeSizedBurgers GiantFrisbeeCookie FrisbeePizzaToss FrisbeeFuelSnacks FrisbiePieBake FrisbeeFlatbread',
    travel:
      'FrisbeeBeachDay FrisbeeAtLandmarks JoinAFrisbeePickupGame FrisbeeGolfRoadTrip FrisbeeEveryParkInTown FrisbeeCampsiteToss FrisbeeParkHop',
    fashion:
      'FrisbeeJerseyFit FrisbeeTeamKit FrisbeeVisorStyle FrisbeeGolfDrip FrisbeeSockGame FrisbeeParkLook MatchYourFrisbee',
    wellness:
      'FrisbeeSunsetToss FrisbeeCatchAndChat FrisbeeLowKeyToss BarefootFrisbee FrisbeeNoScoreHour FrisbeeSlowFlightUnwind MindfulFrisbee',
    speed:
      'FrisbeeHoopBlitz FrisbeeTenTossCountdown FrisbeeRelay FrisbeeCatchIn60 FrisbeeBullseyeDash FrisbeeGolfSpeedRound OutrunYourFrisbee',
    music:
      'FrisbeeDrumSolo FrisbeeTambourine FrisbeeTossToTheBeat FrisbeeDiscJockey FrisbeeParkAnthem FrisbeeLoFiMix FrisbeeParkPlaylist',
    art: 'FrisbeeDotArt FrisbeeLongExposure FrisbeeThrowSketch PaintYourFrisbee FrisbeeMandala FrisbeeWallDisplay FrisbeeClockCraft',
    tech: 'FrisbeeSlowMo FrisbeeGlowTapeHack FrisbeeTrickShotEdit FrisbeeCatchReplay MapMyLongestFrisbee AppRatesMyThrow ClockMyFrisbee',
    pet: 'FrisbeeTrickTraining FrisbeeDogAirtime FrisbeeSoftFetch PupsFirstFrisbee FrisbeeDogVsMe KittenFrisbeeChase FrisbeeFitsISits',
    gaming:
      'FrisbeeBucketToss FrisbeeTicTacToe FrisbeeGolfScorecard UltimateFrisbeeFinals FrisbeeTargetBingo FrisbeeHoleInOne FrisbeeHORSE',
  },
  frog: {
    dance:
      'FrogHopDance FrogSquatShuffle FrogCroakStomp LeapLikeAFrog FrogRibbitRumba FrogLilyPadLimbo TheFrogLegTwist',
    fitness:
      'FrogJumpReps FrogPoseStretch FrogPumps LeapfrogRelay ClimbLikeATreeFrog FrogLilyPadLunges FrogHopHIIT',
    funny:
      'FrogVoiceover FrogPrinceAudition CroakLikeAFrogDad TheFrogInMyShoe BestFrogImpressionWins FrogRibbitTranslator FrogWeatherReport',
    cooking:
      'FrogCupcakes FrogMatchaCookies FrogOnigiri LilyPadFrogCookies FrogFaceGreenSmoothie HopIntoFrogBread FrogPondJello',
    travel:
      'FrogSpottingWalk FrogPondNightWalk HowManyFrogsAtTheLake FrogsAtTheZoo FollowTheFrogCroaks FrogsOfMyLocalPond RainyDayFrogWalk',
    fashion:
      'FrogBucketHat FrogRainBoots LilyPadFrogLook DressLikeATreeFrog FrogRibbitRunway FrogGreenFitCheck FrogPrinceCrown FrogEyeSunglasses',
    wellness:
      'FrogPondCalm FrogPoseBreathing SitLikeAFrog RainyNightFrogCroaks EatTheFrogMorning FrogLilyPadLounge FrogChorusSleep',
    speed:
      'FrogOrigamiHopRace FrogBeanbagToss LeapfrogSprint FlickTheFrogFurthest FrogLilyPadDash FrogHopscotchRace TenFrogJumpsFast TadpoleToFrogPuzzle',
    music:
      'FrogCroakChorus FrogPondBeat FrogCroakBeatbox FiveLittleFrogsSingAlong RibbitRemix FrogLilyPadLipSync',
    art: 'FrogOrigamiFold FrogClayFigure LilyPadFrogWatercolor MacroShotOfATreeFrog FrogFingerPrintArt SketchAFroggyFace FrogStonePainting PaperPlateFrogs',
    tech: 'FrogPondNightRecording FrogCallIDApp FrogSlowMoJump ClayFrogStopMotion IsMyFrogTankComfy TurnFrogCroaksIntoBeats FrogTankTimelapse',
    gaming:
      'FrogPrinceCharades FrogTongueCatchDuel FrogFlickHighScore FrogHopscotch LeapfrogTournament FrogLilyPadTag FrogJumpArcade',
  },
  frost: {
    dance:
      'JackFrostJig FrostFreezeFrame FrostCrunchStep DefrostDance FrostyMorningTwirl ShakeOffTheFrost FrostFootprintShuffle FrostyBreathBop',
    prank:
      'FrostHeartWindshield JackFrostWasHere SecretFrostScraper FrostyDoorstepCocoa FrostFairyVisit FrostWindowMessage FakeFrostMirror FrostedFootprintTrail',
    educational:
      'HowFrostForms DewVsFrost FrostCrystalCloseUp BeatTheFirstFrost FiveTypesOfFrost WhyFrostLooksLikeFerns FrostInACan SaltVsFrostTest',
    travel:
      'FrostyForestHike ChaseTheFirstFrost HoarfrostHunt FrostCoveredParkWalk FrostyFarmFieldWalk FrostyLakeshoreSunrise SunriseFrostPhotoWalk FrostTrailSnap',
    fashion:
      'JackFrostGlam FrostQueenLook FrostedTipsComeback FrostyMorningLayers FrostSilverShimmerScarf FrostBlueFitCheck WinterFrostNails FrostEyelinerFlick',
    speed:
      'FrostScrapeRace WhoMeltsFrostFirst DefrostDash FrostBundleUpBlitz FrostWindshieldTimer JackFrostTag BeatTheFrostThaw FrostyPhotoSprint',
    music:
      'FrostyTheSnowmanCover FrostCrunchBeat JackFrostLullaby FrostIcicleChimes FrostyBreathBeatbox FrostbiteBallad WinterFrostWaltz FrostWindowTapBeat',
    tech: 'FrostTimelapse BeatTheFrostAlert PhoneMacroFrost DefrostHackTest AIPredictsFrost FrostyBokehShot DidYourAppCallTheFrost HyperlapseFrostMelt',
    pet: 'FrostPawPrints PetFirstFrost FrostyMorningZoomies CatVsJackFrost FrostDogBootieWalk FrostyPuppyParka FrostNoseBoop KittenMeetsFrost',
    gaming:
      'FrostyCharadesNight FrostFreezeTag FrostyISpyWalk FrostWindowPictionary FrostyWordChain JackFrostHideAndSeek TicTacToeInFrost FrostyBoardGameDay',
  },
  fruit: {
    dance:
      'FruitSaladShimmy TuttiFruttiGroove MangoTango DoTheFruitFly FruitBasketShuffle FruitStandFreestyle FruitBowlBop',
    fitness:
      'FruitPickingSquats WatermelonCurls FruitPunchCombo FruitBasketCarry FruitBerryBurpees OneFruitTenReps FruitFlyJumpingJacks',
    funny:
      'FruitTierList WhichFruitAreYou StrangestFruitFirstTaste FruitSourFaces IfFruitCouldTalk FruitBowlDrama',
    travel:
      'FruitStandRoadTrip PickYourOwnFruit FruitMarketCrawl FruitTasteTour RoadsideFruitHunt WeirdestFruitAtTheStore',
    fashion:
      'FruitPrintFit FruitColorBlocking DressLikeAFruit FruitCharmEarrings FruitSaladOutfit FruitHatLook',
    wellness:
      'MindfulFruitBite FruitSmoothieRitual FruitFirstMornings PeelAFruitAndBreathe FruitBowlGratitude RainbowFruitWeek',
    music:
      'FruitDrumKit FruitRapBattle WatermelonThumpSolo FruitCrunchASMRBeat FruitBowlBeatbox FruitSaladSingAlong FruitStandSerenade',
    art: 'FruitStillLife FruitCarving FruitFaceArt FruitStampPrints PaintWithFruitJuice BananaTattooArt',
    tech: 'FruitTimelapseRot FruitSlowMoSlice LemonBatteryLight AIGuessesMyFruit FruitPhoneMacroShots FruitSaladStopMotion',
    pet: 'FrozenFruitPupsicle DogBlueberryCatch FruitPlushFetch PupRatesTheFruit FruitBasketPetPortrait PetSafeFruitTest',
    gaming:
      'FruitTossCatch FruitMergeGame FruitBasketUpset BeatMyFruitScore FruitBlindfoldTaste FruitScavengerHunt',
  },
  'frying pan': {
    dance:
      'FryingPanShuffle PanFlipFootwork FryingPanTwirl CastIronSkilletStomp FryingPanAirGuitarDance ButterInThePanSlide PanhandleHustle',
    fitness:
      'FryingPanCurls PanTossCrunches PanLungeTwist SkilletFarmerCarry PumpingCastIron PanFlipAndFlex OverheadPanPress',
    funny:
      'FryingPansWhoKnew PanFlipFails PanLidShieldKnight FryingPanTennis FryingPanStickingFails TVChefPanParody WhoUsedMyFavoritePan',
    educational:
      'WhyFoodSticksToPans HowToCleanAFryingPan SeasonACastIronPan CopperVsSteelPan NonstickSecrets GuessThePanMetal WhyPansWarp WhyFoodBrownsInAPan',
    travel:
      'CampfirePanBreakfast OnePanPicnicInThePark PanFriedDumplingCrawl SkilletRoadTripMeals FleaMarketSkilletHunt PanFriedFoodTruckHunt',
    fashion:
      'FryingPanPurse FriedEggPanEarrings PanLidBeret SkilletToStreet SunnySideUpStyle IronSkilletChefFit ApronAndPanFitCheck',
    wellness:
      'PanSizzleASMR OnePanPeace SlowEggInThePan PanSeasoningRitual SundaySkilletBrunch PanCookItForward PanScrubMeditation',
    speed:
      'PanFlipSpeedrun PanTossRelay FryingPanScrubRace OneMinutePanOmelette FryingPanCleanupRace BeatThePanSizzle FastestPancakeStack',
    music:
      'FryingPanDrums PanLidCymbals FryingPanBanjo GrandFinalePanGong SkilletSymphony PanSizzleBeatDrop FryingPanSpoonSolo',
    tech: 'HandsFreeSkilletTimer SkilletBreakfastTimelapse BestPanFoodPhotoAngle SlowMoPanFlip NonstickScratchOff SkilletRecipeAppFaceOff GasVsElectricPan PanStopMotionBreakfast',
    pet: 'CatLoafInAPan FryingPanPlushFetch PanLidPeekaboo KittenNapsInASkillet DogSafePanPupcakes FryingPanShapedPupTreats BakingPanBedtime',
    gaming:
      'FryingPanBeanbagCatch FryingPanMiniGolf FryingPanPingPong FryingPanBalloonVolley PanFlipFaceOff SkilletSpeedrun PanTargetToss',
  },
  'full moon': {
    dance:
      'MoonlightMoonwalk FullMoonHowlStep FullMoonWerewolfShuffle DanceUnderTheFullMoon FullMoonBoogie FullMoonSlowSway FullMoonShadowMoves',
    fitness:
      'MoonSalutationFlow FullMoonTrailJog FullMoonNightWalk FullMoonWerewolfWorkout FullMoonMiles FullMoonHowlReps FullMoonPlankHold',
    educational:
      'FullMoonNamesQuiz WhyTheMoonLooksBig FullMoonCookiePhases FullMoonTideCheck FullMoonMythBusters OnceInABlueMoon FullMoonCraterFacts',
    cooking:
      'MooncakeBake FullMoonDangoStack FullMoonPizza FullMoonPancakes FullMoonCraterCookies FullMoonCheeseWheel FullMoonCrepe',
    travel:
      'FullMoonParkPicnic FullMoonLanternWalk FullMoonHike ChaseTheMoonrise FullMoonBeachWalk FullMoonDriveToNowhere FullMoonFromTheHilltop',
    fashion:
      'FullMoonSilverLook FullMoonJewelryStack FullMoonHoopEarrings DressForTheFullMoon FullMoonGlowUp FullMoonPearls FullMoonVelvetNight',
    speed:
      'FullMoonFirstSpotter MoonPhaseSpeedQuiz FullMoonCraterCount BeatTheFullMoonRise FullMoonWerewolfIn10 FullMoonHowlRelay FullMoonPhotoSprint',
    music:
      'FullMoonMoodPlaylist BlueMoonDooWop FullMoonHowlAlong FullMoonSerenade FullMoonPorchSingAlong FullMoonLullaby HarvestFullMoonSong',
    tech: 'FullMoonPhoneZoom FullMoonTimelapseRise MoonPhotoModeTest FullMoonSilhouetteShot FullMoonSkyMapApp BinocularMoonCraters FullMoonPhotoEditOff',
    pet: 'FullMoonPetZoomies MoonlightDogWalk FullMoonCatWindow PupSerenadesTheMoon FullMoonPetSilhouette FullMoonHowlOff FullMoonSnuggleWatch',
    gaming:
      'FullMoonMafiaRound FullMoonTriviaNight FullMoonBoardGames FullMoonWerewolfGame FullMoonHideAndSeek FullMoonCharades FullMoonFlashlightTag',
  },
  'furniture assembly': {
    dance:
      'AllenKeyShuffle FlatpackVictoryTwirl FlatpackLastScrewDance FurnitureFreestyle FurnitureAssemblyJig FurnitureBuildBop DoTheFurnitureAssembly FurnitureAssemblyStep',
    fitness:
      'FlatpackBoxLift AllenKeyForearms FurnitureCarryCardio FurnitureAssemblySquat FurnitureAssemblyPlank RepPerScrew HIITFurnitureAssembly FlatpackStairsCarry',
    travel:
      'FlatpackStoreMazeRun FlatpackCarTetris FlatpackMoveInDay FurnitureDormMoveIn FlatpackShowroomDaydream FlatpackBuildAtGrandmas CampFurnitureAssembly BeachFurnitureAssembly',
    fashion:
      'ToolBeltFitCheck FurnitureKneePadChic DressToAssemble FlatpackBoxCostume FurnitureBuildGlam FurnitureAssemblyOOTD ComfyFurnitureAssembly FlatpackBuildDayFit',
    wellness:
      'FlatpackNoArgumentPledge OneStepAtATimeBuild FurnitureZenMode FlatpackFlowState FurnitureAssemblyDuo FurnitureBreathBreak CalmFurnitureAssembly FurnitureAssemblyHug',
    art: 'DrawItLikeTheManual FlatpackPaintJob FurnitureHackReveal FlatpackKnobMakeover StainItYourWay FurnitureStencilArt ComicFurnitureAssembly MiniFurnitureAssembly',
    tech: 'ARFurniturePreview DrillVsAllenKey AIReadsTheManual FilmYourFlatpackManual FurnitureCableHide FlatpackDeskSetup FurnitureAssemblyLapse POVFurnitureAssembly',
    gaming:
      'FlatpackPuzzleLevel FurnitureAssemblyCoOp FlatpackTrunkPuzzle GuessTheFlatpackPiece FlatpackBuildOff NoLeftoverScrews BlindfoldFlatpackBuild FurnitureAssemblyQuest',
  },
  gadget: {
    dance:
      'GadgetUnboxingDance GadgetLightShowGroove GadgetGlitchShuffle RoboGadgetMoves GadgetBeepBoogie DanceUntilMyGadgetBeeps GadgetPowerUpPose',
    fitness:
      'GadgetHomeGym GadgetHeartRateHIIT GadgetTimerTabata GadgetStepStreak GadgetAbRollerTest GadgetSweatTest GadgetGripTrainer',
    funny:
      'GadgetDrawerTour GadgetGrandmaTries UselessGadgetReview GadgetInfomercialTest GadgetWhyDoIOwnThis GadgetBuyersRemorse GadgetManualReading',
    prank:
      'GadgetMysteryBox GadgetRemoteSwap GadgetSaysGoodMorning FakeGadgetUnboxing GadgetComplimentAlarm GadgetSpeakerSerenade TheUselessGadgetGift',
    educational:
      'HowDoesThisGadgetWork GadgetBatteryScience GadgetThenVsNow HowTouchscreensWork GuessThatGadget GadgetPhoneFlashback GadgetRecyclingFacts',
    cooking:
      'GadgetAirFryerDinner GadgetVeggieNoodles KitchenGadgetTest OneGadgetDinner GadgetVsKnife GadgetWorthItOrNot',
    travel:
      'CampingGadgetOrGimmick TravelGadgetTest CarryOnGadgetKit PowerBankRoadTrip WhatsInMyGadgetBag GadgetPackingHack GadgetTrainTripKit',
    fashion:
      'GadgetFitCheck GadgetStrapSwap GadgetPhoneCaseMatch WearableGadgetStyle HeadphonesAsJewelry GadgetTechWearFit GadgetWristStack',
    wellness:
      'GadgetFreeDay GadgetSleepTrackerWeek GadgetScreenTimeAudit WellnessGadgetTest GadgetUnplugHour GadgetsOffCandlesOn',
    speed:
      'GadgetUnboxingRace GadgetSetupSpeedRun GadgetPairingDash GuessTheGadgetFast GadgetCableUntangleRace FindTheGadgetCharger GadgetReassemblyClock',
    music:
      'GadgetBeatMaking GadgetPocketOrchestra GadgetSynthAppJam CalculatorMelody GadgetBeepBeat OneGadgetBand GadgetChimeChoir',
    art: 'PaintYourGadgetCase GadgetFlatLayPhoto GadgetStickerMakeover OldPhoneMosaic GadgetBoxSculpture SketchYourGadget GadgetPartsRobot',
    pet: 'GadgetCatLaserToy GadgetGPSDogCollar GadgetTreatCamera PetGadgetTest KittyVsRobotVacuum GadgetSqueakyToyTest GadgetPetFeederTest',
    gaming:
      'GadgetGameNight GadgetControllerTest GamingGadgetHaul RetroHandheldGadget GadgetLoadoutCheck GadgetDeskSetupLevelUp',
  },
  game: {
    dance:
      'GameControllerShuffle GameDiceRollGroove GameOnDanceOff GameWinEmoteIRL GameOverMoonwalk GameLoserLimbo BoardGameBoogie ArcadeGameJive',
    fitness:
      'GameControllerCurls GameDiceStretch VideoGameRepChallenge GameOverPushUps GameLevelUpLunges BoardGameBurpees GamePauseSquats GameLossPlanks',
    funny:
      'VideoGameSoundsIRL GameNightSoreLoser GameReverseCardFace GameRageQuitReenact GameRulesLawyer GameOverReactions GameCommentatorMode GameTutorialVoice',
    prank:
      'GameOverScreenPrank HighScoreFakeOut GameControllerSwap GameUnpluggedPlayerTwo ComplimentDiceGame GameNightSurprise GameBoxSwitcheroo GameShowWakeUp',
    educational:
      'GameTheoryBasics HowGamesAreMade AncientBoardGamesQuiz GameOddsDecoded WhyGamesAreAddictive PrisonersDilemmaGame GameDesign101 GameMathMagic',
    cooking:
      'GameDaySnackBoard GameControllerCakePops DiceShapedBrownies PixelArtGameCookies GamerFuelBites GamePowerUpTarts GamePieceCharcuterie GameNightNachos',
    travel:
      'GameCafeHopping ArcadeRoadTrip BoardGamesInThePark GameArcadeTicketHaul EveryGameSpotInTown GameThriftStoreHunt GameStoreCrawl GameOnTheTrain',
    fashion:
      'VideoGameFitCheck DiceEarrings GameNightCozyLook DressLikeYourAvatar GameControllerNails GameTokenJewelry GamePieceHairClips GameCharacterColors',
    speed:
      'HighScoreBlitz GameChessClockBlitz GameSetupDash SpeedrunAnyGame TenSecondTurnGame GamePieceCleanup GameRulesInSixty GameBoxPackRace',
    music:
      'VideoGameThemeMedley GameThemeSingAlong VictoryFanfareRemix GameOverBallad GameSoundtrackQuiz GameCoinSoundBeatbox GameMusicOnKazoo GameLevelUpJingle',
    art: 'VideoGamePixelMural CustomControllerPaint GamePieceSketch DesignYourOwnBoardGame GameCharacterRedraw ClayGamePieces GameBoxArtRemake GameMapWatercolor',
    tech: 'ControllerRepairHack LagOrSkillGameTest GameSetupTour GameScreenRecordHack GameOnPhoneVsTV GameClipEditChallenge MyBestGameMomentReel GameFPSBoost',
  },
  'game night': {
    dance:
      'GameNightVictoryDance GameNightWinnerWiggle CongaLineAtGameNight GameNightLoserLimbo FamilyGameNightFloss GameNightDiceBoogie GameNightMoonwalk',
    fitness:
      'DeckOfCardsWorkout GameNightStretchBreak GameNightDiceReps GameNightPlankOff GameNightLoserBurpees PassGoDoPushUps GameNightJumpingJacks',
    funny:
      'GameNightBetrayal GameNightSoreLosers EveryGameNightPlayer GameNightRuleLawyer GameNightBoardMeltdown GameNightPokerFace GameNightTrashTalk',
    prank:
      'GameNightFakeRule GoldenGameNightInvite GameNightLoserTrophy GameNightLoadedDice GameNightCardSurprise GameNightPuzzleSwap SecretGameNightTheme',
    educational:
      'DiceOddsMath GameNightProbability TeachBackAtGameNight GameNightThroughHistory GameNightLogicLab GameNightChessHistory GeographyGameNight',
    cooking:
      'GameNightDicePizza CardSuitCookies MocktailsForGameNight NoGreasyFingersGameNight GameNightCharcuterie GameNightSliderBar BakeForGameNight',
    travel:
      'CampfireGameNight GameNightAtGrandmas TrainRideCardGames GameNightInThePark PackAGameNightKit BoardGameCafeCrawl GameNightOnTheBeach',
    fashion:
      'CardSuitNailArt GameNightWinnersCrown GameNightDressAsPiece MatchingGameNightTees GameNightComfyFit GameNightPJParty TeamColorGameNight',
    wellness:
      'GameNightPhoneBasket GoodSportGameNight UnpluggedGameNight GameNightCoOpOnly GameNightPuzzleUnwind GameNightLaughTherapy GameNightNoScoreRound',
    speed:
      'GameNightCharadesIn60 GameNightBlockTowerBlitz RaceToSetUpGameNight BeatTheSandTimer GameNightSketchSprint GameNightLightningQuiz GameNightWordSprint',
    art: 'GameNightCardDeckDesign GameNightPaintMeeples RedrawGameNightBoxArt GameNightScoreboard DesignYourOwnBoardGame GameNightBlindDraw SketchTheGameNightCrew',
    tech: 'GameNightAIHost PhoneAsBuzzerHack GameNightPhoneQuiz GameNightOnTheBigScreen GameNightDiceAppVsReal GameNightSmartLights GameNightTurnTimerHack',
  },
  garage: {
    dance:
      'GarageFloorFreestyle GarageToolBeltTwoStep GarageWorkbenchShuffle GarageDoorReveal GarageCarWashGroove GarageBandBoogie GarageMoonwalkOff',
    fitness:
      'GarageSpareTireLift GarageSandbagCircuit GarageGymOnABudget GarageGains DrivewaySprintLadder GarageStrongman GarageFarmerCarry',
    prank:
      'GarageBalloonFill GarageCarWrapBows GarageTidyFairy ToolboxLoveNote GarageMovieNightSurprise GarageDoorConfetti',
    educational:
      'HowGarageDoorsWork GarageOilCheck101 GarageFixItBasics NameThatGarageTool GarageTireChange101 GarageEngineQuiz',
    cooking:
      'GarageGrillOff GarageFreezerMeals GarageTailgateSnacks GarageSaleLemonade PizzaNightInTheGarage GarageFridgeRaid',
    travel:
      'GarageSaleRoadTrip HardwareStoreGarageRun GarageCarShowDay TidiestGarageOnMyBlock GarageFindsFleaMarket VintageGarageCrawl GarageDoorDecorWalk',
    fashion:
      'GarageBandLook GarageSaleFitCheck GarageGrungeRevival GarageCoverallsRestyle GreaseMonkeyGlam GarageUtilityJacket GarageRockTeeFlip',
    wellness:
      'GarageTinkerTherapy WorkbenchQuietTime GarageHobbyHour GarageDeclutterReset GarageSawdustSerenity GarageStretchBreak GarageDoorSunrise',
    speed:
      'GarageCleanoutSpeedrun FindTheWrenchGarageDash GarageTireChangeClock GarageSaleSetupRace GarageToolboxSort PitStopInTheGarage GarageShelfStackOff',
    music:
      'GarageBandJam GarageRockRevival GaragePaintCanDrums GarageWorkbenchBeat GarageBucketDrummer GarageDoorDrumroll GarageEchoSingAlong',
    art: 'GarageLicensePlateArt PegboardGarageGalleryWall GarageScrapSculpture GarageDoorChalkArt GarageWoodCraft GarageStencilSpray GarageJunkRobot',
    tech: 'GarageGlowUpLightingHack SnapEveryToolInTheGarage GarageParkingCamHack SmartGarageDoorHack GarageChaosToCalmLapse GarageDoorAppTest',
    pet: 'CatOnTheCarHood DogHearsGarageDoor GarageKittyExplorer GarageDogSpaDay GarageAgilityCourse GarageWorkbenchBuddy GarageHelperPup',
    gaming:
      'GarageTurnedGameRoom CornholeKingOfTheGarage HORSEOnTheGarageHoop RainyDayGarageBoardGames RetroGamesFoundInGarage PingPongInTheGarage',
  },
  'garage sale': {
    dance:
      'GarageSaleBoogie RetroYardSaleShuffle GarageSaleSoulTrain GarageSaleDanceOff GarageSaleBargainBop YardSaleHaggleHustle',
    fitness:
      'GarageSaleGains GarageSaleStepCount GarageSaleTableCarry BikeToEveryYardSale GarageSaleDumbbellDeal GarageSalePriceTagPushUps GarageSaleBoxSquat',
    educational:
      'GarageSaleMath KidsRunAGarageSale OldestThingAtYardSale GarageSalePriceIsRight YardSaleTrashOrTreasure HaggleLikeAGarageSalePro GarageSaleAppraiser',
    cooking:
      'YardSaleLemonadeStand GarageSaleCookbook GarageSaleWaffleMaker GarageSaleBakeOff RescueAGarageSalePan GarageSaleCashBoxCupcakes',
    travel:
      'GarageSaleRoadTrip YardSaleBikeRoute FleaMarketVsGarageSale GarageSaleCrawl YardSaleSaturdayLoop GarageSaleNextTownOver FollowGarageSaleSigns',
    fashion:
      'GarageSaleFitCheck StyleAGarageSaleFind GarageSaleGlowUp GarageSaleDenimFlip GarageSaleFiverOutfit YardSaleRunway',
    wellness:
      'GarageSaleDeclutter LetItGoGarageSale GarageSaleGratitude OneBoxGarageSale SparkJoyOrSellIt LessStuffMoreCalmYardSale MindfulYardSaleStroll',
    speed:
      'GarageSaleSetupRace GarageSaleSpeedSort GarageSalePackUpTimer YardSaleSprint GarageSaleEarlyBird GarageSalePricingIn60',
    music:
      'GarageSaleVinylSpin PlayAGarageSaleGuitar GarageSaleMixtape GarageSaleBand YardSaleJamSession YardSaleCDHaul',
    art: 'GarageSaleSignArt GarageSaleVaseMakeover FlipAYardSaleCanvas PaintAGarageSaleChair YardSaleTrashToTreasure GarageSaleUpcycle GarageSaleFrameUp',
    tech: 'GarageSalePriceCheckApp DoesItWorkGarageSale GarageSaleGadgetHunt GarageSaleDataWipe GarageSaleCameraFind GarageSaleVHSFind',
    gaming:
      'GarageSaleCartridgeDig YardSaleMissingPieces BestGarageSaleScore GarageSaleGameNight GarageSaleCheckmate RetroConsoleHaggle GarageSaleCardDuel',
  },
  'garbage truck': {
    dance:
      'GarbageTruckBeepStep DoTheGarbageTruckClaw GarbageTruckCrewGroove GarbageTruckDayShuffle TrashTruckCurbConga GarbageTruckGetDown GarbageTruckBackUp',
    fitness:
      'GarbageTruckCurbCarry SquatsTillGarbageTruck GarbageTruckLunges TrashTruckPushups TrashTruckCrewCarry GarbageDayGauntlet GarbageTruckStepUps',
    cooking:
      'GarbageTruckCake GarbageTruckDirtCups ToyGarbageTruckCookies TrashTruckLunchbox TrashTruckSnackBox TrashTruckDayScrapSoup',
    travel:
      'GarbageTruckDepotVisit TouchAGarbageTruckDay GarbageTruckSpotting RecyclingCenterTour GarbageTruckDepotOpenDay WaveAtTheTrashTruck GarbageTrucksOfMyTown',
    fashion:
      'GarbageTruckCostume HiVisGarbageTruckFit RecycledRunwayWalk TrashTruckSneakers TrashTruckFashionShow GarbageBagGown GarbageTruckJumpsuit',
    speed:
      'BeatTheGarbageTruck GarbageTruckSortRace GarbageTruckCurbBlitz TrashTruckToyRelay BinsOutBeforeTheBeep GarbageTruckSortingRace',
    music:
      'GarbageTruckBeepRemix GarbageTruckBinDrums SingToTheGarbageTruck TrashCanPercussion GarbageTruckLullaby GarbageTruckBeepBeatbox GarbageTruckRap',
    art: 'DrawAGarbageTruck CardboardGarbageTruck TrashToTreasureArt GarbageTruckStopMotion BinTruckMural GarbageTruckClayModel',
    tech: 'GarbageTruckTrackerApp GarbageTruckClawSlowMo TrashTruckRouteTimelapse GarbageTruckWindowCam NeverMissTrashTruckDay GarbageTruckASMREdit',
    pet: 'DogVsGarbageTruck GarbageTruckPuppyHowl CatSpotsGarbageTruck GarbageTruckDayZoomies GarbageTruckArchEnemy GarbageTruckWindowPatrol GarbageTruckTreatTime',
    gaming:
      'TrashDayGarbageTruckBingo TrashTruckToyTowerTopple TrashTruckSortItRight ToyGarbageTruckRace TrashTruckPaperBallDunk ISpyTheGarbageTruck CountTheGarbageTrucks',
  },
  'garden center': {
    dance:
      'GardenCenterShuffle GardenCenterCartSpin GardenCenterConga GardenCenterGnomeFreeze GardenCenterPlantGroove GardenCenterSeedShimmy GardenCenterSprinkler BloomAtTheGardenCenter',
    fitness:
      'GardenCenterSoilCarry GardenCenterMulchLift GardenCenterCartPush GardenCenterAisleLaps GardenCenterPotCurls GardenCenterShovelReps LungeTheGardenCenter GardenCenterStepCount',
    prank:
      'GardenGnomeInvasion GardenCenterWindowBox GardenCenterFairyVisit GardenCenterSurprise SecretSucculentGift PlasticPlantSwap GardenCenterPorchSurprise GardenCenterMysteryPot',
    educational:
      'GardenCenterTagDecoder GardenCenterPlantID GardenCenterSoilGuide GardenCenterGrowZones HowSeedsSprout GardenCenterBeePicks LatinAtTheGardenCenter GardenCenterHerbQuiz',
    cooking:
      'GardenCenterHerbPesto GardenCenterToTable GardenCenterMintMocktail GardenCenterBerryJam GrowYourOwnSalsa EdibleFlowerCupcakes GardenCenterDirtCups BakeInAGardenCenterPot',
    travel:
      'GardenCenterCrawl GardenCenterDayOut GardenCenterRoadTrip BotanicalGardenTrip GreenhouseHopping PlantNurseryDayTrip GardenCenterCafeHunt LocalGardenCenterGems',
    fashion:
      'GardenCenterFitCheck GardenCenterSunHat DressLikeAGardenGnome GardenApronGlowUp GardenCenterFloralFit ClogsAndOveralls MatchTheGardenCenter GardenCenterDaisyChain',
    wellness:
      'GardenCenterStroll GardenCenterTherapy GardenCenterSlowBrowse GardenGratitudeWalk GreenhouseCalm DirtUnderNailsJoy FiveSensesGardenCenter GardenCenterBreathing',
    music:
      'GardenCenterPotDrums GardenCenterWindChimes GardenCenterHoseHorn GardenCenterGnomeChoir SongsForSeedlings GardenCenterAisleHum SingToTheGardenCenter PlantNurseryRhymes',
    art: 'GardenCenterTerrarium GardenCenterFairyHouse GardenGnomeMakeover GardenCenterStoneArt PaintAPlainPot PressedPetalPortrait SketchTheGardenCenter LeafPrintGardenCenter',
    tech: 'AppVsGardenCenter GardenCenterPlantIDApp GardenCenterBokehShots GardenCenterCareReminder GardenCenterHaulVlog PlantCamTimelapse ScanTheGardenCenter GardenCenterMacroShot',
    pet: 'GardenCenterPuppyCart GardenCenterShopDog GardenCenterPetSafeHaul GardenCenterSniffTour CatGrassGrowOff GardenCenterPupHelper PupPicksGardenCenter CatnipAtGardenCenter',
    gaming:
      'GardenCenterBingo GardenCenterScavenger GardenGnomeHunt ISpyAtTheGardenCenter GardenCenterPlantQuiz GardenCenterRainbowHunt GardenCenterGuessThePlant GardenCenterPriceGuess',
  },
  'garden gnome': {
    dance:
      'GardenGnomeShuffle GnomeHatHop GnomeStatueFreeze DanceLikeAGardenGnome GnomeMushroomJig GnomeThrowdown GnomeWheelbarrowWaltz',
    travel:
      'GnomeAroundTheTown GardenGnomeRoadTrip SpotTheGnomesOnMyStreet GnomeAwayFromHome TravelingGnomePhotos PassportForAGnome GnomeSendsAPostcard PocketGnomeTour',
    fashion:
      'GardenGnomeCostume GardenGnomeRedBeanie OverallsLikeAGnome FitForAGnome GnomeForTheHolidays PointyGnomeHatFitCheck DressYourGnome',
    speed:
      'GardenGnomeHunt GardenGnomeRelay GnomeHatToss SpotTheGnomeQuick GnomeInSixtySeconds FastestGnomeHome BeatTheGnomeClock',
    tech: 'GardenGnomeSpyCam GnomeAdventureStopMotion GnomeSeasonsTimelapse GnomeGlamourShots GiveYourGnomeAVoice AIDrawsMyGnome SolarGnomeLights GnomeYourselfFilter',
    gaming:
      'GnomeEasterEggHunt GnomeHotPotato GnomeBowling RollTheGnomeDice GnomeRingToss GnomeScavengerHunt HideAndSeekGnomes GnomeTicTacToe',
  },
  'garden hose': {
    dance:
      'GardenHoseRainDance HoseDownHoedown GardenHoseLimbo DoTheSprinklerWithAHose HoseSprayTwirl HoseSplashShuffle HoseHipHop TwistTheGardenHose',
    fitness:
      'HoseSprinklerSprints GardenHoseJumpRope HoseWateringCurls HoseHurdles DodgeTheHose GardenHoseTugOfWar ZigZagHoseDrill HoseMistBurpees',
    prank:
      'GardenHoseCarWashGift HoseRainbowSurprise SecretGardenWatering HoseSprinklerParty HoseBackyardSlideSurprise HoseWaterBalloonStash HoseHeartMessage GooglyEyedGardenHose',
    cooking:
      'GardenHoseVeggieWash HoseChilledWatermelon HoseDayPopsicles HoseRinsedBerries GardenHoseBBQBash GardenHoseTomatoSalsa LemonadeByTheHose HoseCooledGazpacho',
    travel:
      'GardenHoseStaycation HoseDownAfterTheHike GardenHoseCampout GardenHoseCampingShower RoadTripHoseWash HoseWaterFightAtThePark BackyardHoseResort SandyFeetHoseOff',
    fashion:
      'HoseSplashProofOutfit GardenHoseClogsLook HoseGardenerChic GardenHoseGreenWellies GardenHoseSunHatLook HoseDownFitCheck GardenHoseGlam StrutTheHoseRunway',
    wellness:
      'GardenHoseCoolOff HoseMistyMorning GardenHoseBarefootLawn HoseSlowWatering HoseMistMeditation SunsetHoseSoak FeetUnderTheHose HoseRainbowBreath',
    speed:
      'GardenHoseCoilRace GardenHoseBucketRelay HoseSprayTargetBlitz UntangleTheHose HoseBalloonFillOff HoseFillTheCupRace HoseSpongeDash BeatTheHoseTimer',
    music:
      'GardenHoseHorn HoseTrumpetSolo GardenHoseTubaBuild HoseWhirlyHum HoseSprinklerBeat BucketDrumsAndHose PlayTheGardenHose FanfareOnAHose',
    art: 'GardenHoseWreath MakeAHoseRainbow HoseDropletMacro DrawWithAHose GardenHoseChalkSplash HoseArcPortrait HoseWaterStencil CoiledHoseMandala',
    tech: 'LawnGreensUpHoseTimelapse HoseBucketFillTimer GardenHoseLeakFinder HoseSlowMoSplash HoseWaterDropCam GardenHoseStopMotion HoseWateringReminder HoseNozzleSettingsRanked',
    gaming:
      'GardenHoseCanKnockdown GardenHoseDuckRace GardenHoseWaterTag CarnivalHoseShootout HoseSprinklerLimbo HosePingPongPush BowlingWithAHose HoseTicTacToe',
  },
  gardening: {
    dance:
      'GardeningHoeDown GardeningGloveShimmy SowAndSwayGardening GardenShovelShuffle GardenLettuceDance GardenPartyGroove GardeningTwoStep',
    travel:
      'GardenerForADayFarmVisit FrontGardenTourOfMyStreet MeetTheGardenerNextDoor CommunityGardeningHop GardenOpenDayTrip GardenPicnicUnderTheTree GardeningVillageStroll',
    art: 'GardenWatercolor GardenerSketchbook PaintedGardeningPots PressedFlowerArt PaintYourGardenPleinAir GardeningPhotoDiary GardeningLeafRubbings',
    tech: 'GardenTimelapse NeverForgetToWaterGarden GardenRainOrShineApp AIGardeningAdvice GardenGrowthStopMotion GardenGlowUpBeforeAfter GardeningAppPlantID',
    gaming:
      'GardenBugBingo GardenScavengerHunt ISpyInTheGarden GardenGuessTheSeed GardenObstacleCourse SeedSwapTradingCards PlanYourGardenPuzzle',
  },
  garlic: {
    dance:
      'GarlicBreadBoogie GarlicVampireDance GarlicBraidTwirl GarlicGallop GarlicCloveGroove GarlicKnotTwist GarlicPressAndLock',
    fitness:
      'GarlicBreadEarnedIt GarlicBulbCurls GarlicVampireWorkout GripLikeAGarlicPress GarlicHarvestSquats GarlicMortarPestleBurn GarlicBraidLunges',
    funny:
      'GarlicWithYourHeart ThreeClovesIsNotEnough GarlicBreathCheck DoubleTheGarlic GarlicLoversAnonymous GarlicForDracula GarlicAmountPolice',
    prank:
      'GarlicMeringueTrick VampireGarlicGarland CandyGarlicSwap GarlicBreadBouquet GarlicKnotLoveNote NoVampiresGarlicDoorSign',
    educational:
      'WhyGarlicSmells HowGarlicGrows GarlicTypesTasteTest GarlicVampireMyth GarlicCrushVsChop BlackGarlicExplained GarlicAcrossCultures',
    travel:
      'GarlicBraidMarketHaul GarlicFestivalTrip PickYourOwnGarlic GarlicBreadCrawl GarlicAioliPicnic GarlicFarmVisit GarlicNoodleQuest',
    fashion:
      'GarlicBulbEarrings GarlicVampireHunterFit GarlicNecklaceGlam GarlicCharmBracelet GarlicChefWhites GarlicPrintEverything GarlicCreamTones',
    wellness:
      'SlowRoastGarlicSunday MindfulGarlicPeel PlantAGarlicClove GarlicSoupForTheSoul GarlicBraidingZen GarlicHerbHour GarlicHoneyRemedy',
    speed:
      'GarlicJarShakeDash ClovesInThirtySeconds FastestGarlicPeeler GarlicBraidBlitz GarlicPressRelay GarlicCloveCountOff',
    music:
      'GarlicBreadAnthem GarlicJarMaraca GarlicVampireTune GarlicMortarBeatbox GarlicBreakupSong OdeToGarlic GarlicPressPercussion',
    art: 'GarlicStillLife GarlicStampPrint GarlicSkinCollage GarlicVampireDoodle BraidedGarlicWreath GarlicBulbCharacters',
    tech: 'GarlicSproutTimelapse GarlicGadgetTierList ClovePeelerHack AirFryerGarlicTest GarlicPeelSlowMo GarlicMicrowavePeel AskAIHowMuchGarlic',
    pet: 'GarlicPlushToyToss GarlicFreePetTreats NoGarlicForPets GarlicPlushPhotoshoot GarlicSqueakyChew GarlicPlushTugOfWar GarlicSoftieHunt',
    gaming:
      'GarlicBlindSniffTest GarlicVampireTag GarlicHotPotato WinnerGetsGarlicBread GarlicTriviaDuel GarlicCloveTicTacToe GuessTheGarlicCloveCount',
  },
  'garlic bread': {
    dance:
      'GarlicBreadShuffle GarlicBreadBaguetteBop GarlicBreadOvenMittStep GarlicBreadWiggle GarlicBreadConga DanceForGarlicBread',
    fitness:
      'EarnYourGarlicBread LungeForGarlicBread GarlicBreadSquatSet GarlicBreadOvenPlank GarlicBreadCarbLoadCardio GarlicBreadGains',
    funny:
      'GarlicBreadObsession GarlicBreadLastSlice MoreGarlicAlwaysReview GarlicBreadMemeReenact MeasureGarlicWithHeart GarlicBreadVampireTest',
    prank:
      'GarlicBreadInTheirLunch GarlicBreadLookalike GarlicBreadLunchNote GarlicBreadBouquet GarlicBreadCakeReveal GarlicBreadDoorstepDrop SecretGarlicBreadStash',
    educational:
      'GarlicBreadHistory WhyGarlicBreadGoesGolden BestLoafForGarlicBread WhyGarlicStinks DoVampiresHateGarlic GarlicBreadGlobeTrot',
    travel:
      'GarlicBreadRoadTrip GarlicBreadPicnic GarlicBreadBakeryHop BestGarlicBreadInTown GarlicBreadPassport GarlicBreadPizzeriaHop',
    fashion:
      'GarlicBreadDinnerFit GarlicBreadAsAnAccessory GarlicBreadTote DressLikeGarlicBread GarlicBreadCostumeDIY GarlicBreadColorway',
    wellness:
      'GarlicBreadGratitude GarlicBreadSlowSunday GarlicBreadAndSoupNight MindfulGarlicBread ShareTheGarlicBread GarlicBreadIsSelfCare GarlicBreadMovieNight',
    speed:
      'GarlicBreadSpeedrun GarlicPeelRace GarlicBreadButterDash GarlicBreadInFive FastestGarlicCrush GarlicBreadSpreadRace',
    music:
      'GarlicBreadCrunchBeat GarlicBreadDrumSolo GarlicBreadRap GarlicBreadOperaAria OdeToGarlicBread ThatsAmoreGarlicBread GarlicBreadBallad',
    art: 'GarlicBreadClayMini BaguetteStillLife GarlicBreadPopArt GarlicBreadMonaLisa SketchTheGarlicBreadPull GarlicBulbInkDrawing GarlicBreadPlushie',
    tech: 'GarlicBreadCrunchMeter GarlicBreadToasterDuel GarlicBreadTimelapse AirFryerGarlicBread AIRatesGarlicBread GarlicBreadSlowMoPull',
    pet: 'NoGarlicBreadForPups BaguettePlushFetch GarlicBreadSqueakyToy GarlicBreadDogBed LoafLikeGarlicBread NoGarlicForFido',
    gaming:
      'GarlicBreadSwordFight GarlicBreadTriviaDuel GarlicBreadBlindTaste GarlicBreadTicTacToe GarlicBreadTowerTopple GarlicBreadMysteryTopping WinnerGetsGarlicBread',
  },
  'gas station': {
    dance:
      'GasStationTwoStep GasStationMoonwalk GasStationCarWashBop PetrolStationPolka GasStationSlushieShuffle GasStationToyCarGroove GasStationBeatsAtHome',
    fitness:
      'GasStationStretch GasStationWalkLap GasStationSquats PetrolStationPlank GasStationCalfRaises GasStationMobility GasStationJumpingJacks',
    cooking:
      'GasStationCharcuterie GasStationGourmet GasStationRamenHack PetrolStationSarnie GasStationHotDogGlowUp GasStationSlushieBar GasStationChefOff',
    travel:
      'RetroGasStationHunt PetrolStationPicnicStop GasStationSnackSafari PetrolStationSunsetStop RoadTripPitStops GasStationPitStopRank WeirdestGasStation',
    fashion:
      'GasStationFitCheck GasStationTruckerCap GasStationSunnies PetrolStationGlam GasStationMechanicJacket RoadTripSweatsuit GasStationGlowUp',
    wellness:
      'GasStationBreather GasStationKindness GasStationSunrise PetrolStationPause GasStationFreshAir RefillYourselfToo GasStationGratitude',
    speed:
      'GasStationSnackRun GasStationTireCheck PetrolStationRelay FiveMinuteGasStation GasStationRestroomDash GasStationSqueegeeBlitz GasStationPitCrew',
    music:
      'GasStationJingle GasStationAnthem GasStationRadioKaraoke PetrolStationBlues GasStationBeepRhythm GasStationPowerBallad GasStationCountrySong',
    art: 'GasStationNeonPhoto RetroGasStationSketch GasStationDiorama PetrolStationAtDusk PaintMyLocalGasStation GasStationCupDoodle GasStationPostcard',
    tech: 'GasStationVsEVCharger CheapestGasStationApp GasStationMPGChallenge PetrolStationNightPhotos GasStationCarWashCam GasStationTapToPay GasStationWifiHunt',
    pet: 'GasStationCatResident GasStationDogTreat GasStationPuppyStretch PetrolStationPetBreak GasStationPupWalk GasStationPupDrinkBreak GasStationPawtrait',
    gaming:
      'GasStationCarColorGame GasStationSnackBingo GasStationClawMachine PetrolStationArcade GasStationSnackGuess GasStationPlateSpotting GasStationISpy',
  },
  'gender reveal': {
    fitness:
      'GenderRevealColorRun GenderRevealTugOfWar GenderRevealBumpWalk GenderRevealPlankBet PinkVsBluePushUps GenderRevealBurpees GenderRevealYogaFlow SquatTillGenderReveal',
    prank:
      'GenderRevealPuppyTwist GenderRevealScratchers GenderRevealNanaCall PizzaGenderReveal GenderRevealBalloonBox GenderRevealMailbox SourdoughGenderReveal GenderRevealDecoyGift',
    cooking:
      'GenderRevealCake GenderRevealCookies GenderRevealDonuts GenderRevealMocktail PinkOrBluePancakes GenderRevealFilling BakeAGenderRevealPie GenderRevealPopcorn',
    travel:
      'GenderRevealRoadTrip GenderRevealParkPicnic GenderRevealPostcard GenderRevealAtGrandmas GenderRevealLakeDay GenderRevealDoorstepVisit GenderRevealPhotoWalk GenderRevealHilltop',
    speed:
      'GenderRevealBalloonPop GenderRevealGuessRace GenderRevealPuzzleDash GenderRevealUnwrapRush PinkOrBlueRelay GenderRevealDiaperRace ClueHuntGenderReveal GenderRevealCupStack',
    music:
      'GenderRevealDrumRoll GenderRevealLullaby GenderRevealMusicBox GenderRevealParodySong PinkOrBlueJingle GenderRevealBumpSerenade SingTheGenderReveal GenderRevealBeatDrop',
    gaming:
      'GenderRevealTrivia GenderRevealFillInBlanks GenderRevealWordSearch GenderRevealWheelSpin PinkOrBlueBingo GenderRevealNameGame GenderRevealBlockTower CharadesGenderReveal',
  },
  geography: {
    dance:
      'GeographyMapMoves GeographyCompassTwirl FlagWaveGeography EquatorLineStep GeoDanceAroundTheWorld GeographyContinentDance GeographyBodyShapes',
    cooking:
      'GeographyMapCake SpinTheGlobeGeoDinner LearnGeographyByTaste SevenContinentCookies GeoContinentBreakfast GeographyFlagPizzas GeographySnackPassport',
    travel:
      'FollowYourRiverGeoWalk GeoHighestPointInTown GeographyOfMyTownWalk WorldMapBucketList PaperMapOnlyGeoHike GeographyFieldTrip GeographyLandmarkBingo',
    fashion:
      'GeographyMapPrintLook GeographyMapScarf GeographyTeacherOOTD ClimateZoneOutfits GeographyExplorerFit GeoCompassCharm GeographyOfMyCloset',
    wellness:
      'GeographyOceanSounds ArmchairGeographyTrip SlowGeographySunday GeoGratitudeMap GeographyPenPalPostcards GeographyDaydreamMap GeographyOfJoy',
    music:
      'GeographyRap GeographyAnthemGuess GeoSongPerCountry GeographyRhymeChallenge FiftyNiftyUnitedStates SingTheCapitals GeographyLyricSwap',
    art: 'GeographyMapArt GeographyGlobePainting CoastlineGeoSketch GeographyReliefMap GeographyTopoLayers GeographyHomeStateDoodle SaltDoughGeography',
    tech: 'GeographyStreetViewGuess GeographyGPSDrawing GeoZoomFromSpaceToHome GeographyVirtualGlobeTour SatelliteViewTour TimeTravelOnMaps GeographyFlagQuizApp',
    pet: 'GeographyPawPrintMap CatOnMyGeographyBook GeoPetPicksACountry GeographyPetBreedOrigins DogSpinsTheGlobe GeographyPetPicks GeographyTreatTrail',
    gaming:
      'GeographyGameNight GeographyStreetViewDuel GeographyDailyMapQuiz GeographyTreasureHunt GeographyRouteRace GeographyCapitalsBingo GeographyPictionary',
  },
  'getting dressed': {
    dance:
      'GettingDressedGroove GettingDressedTwirl GettingDressedBop DressingRoomDanceOff GettingDressedOnTheBeat GettingDressedShirtPop MoonwalkGettingDressed GettingDressedSalsa',
    fitness:
      'FlamingoDressing GettingDressedWarmUp GettingDressedCoreTest GettingDressedLunges GettingDressedSockBalance GettingDressedShoeSquats GettingDressedPlank GettingDressedJacks',
    prank:
      'GettingDressedLikeDad DressingAsEachOther GettingDressedTwins GettingDressedPJSwap DressingPocketNote GettingDressedGooglyShoes GettingDressedMismatch GettingDressedMatchy',
    cooking:
      'GettingDressedEggTimer DressingBeforeTheEggsBoil GettingDressedChef DressingFromScratch GettingDressedApronUp GettingDressedPancakeFlip ToastPopGettingDressed GettingDressedOmelet',
    travel:
      'DressingInABeachTowel GettingDressedInATent GettingDressedOnTrains DressingLikeALocal DressingFromASuitcase GettingDressedAtGrandmas GettingDressedForThePark GettingDressedCarryOn',
    wellness:
      'DressingForYourself MindfulGettingDressed GettingDressedMantras SlowGettingDressed CozyOutfitReset DressingInYourSoftestFit GettingDressedSunlight GettingDressedCalmly',
    music:
      'GettingDressedMontage GettingDressedTheme GettingDressedDiva DressingRoomKaraoke GettingDressedBeatDrop GettingDressedShowtune HypeSongGettingDressed GettingDressedIntro',
    art: 'StopMotionDressing GettingDressedCollage GettingDressedSketch GettingDressedDolls GettingDressedFlatLay GettingDressedWatercolor GettingDressedComic GettingDressedPortrait',
    tech: 'GettingDressedByVoice GettingDressedIn1Second GettingDressedByAI GettingDressedMirrorCam GettingDressedOutfitApp DressingForTheForecast GettingDressedSplitScreen ThirtyDaysGettingDressed',
    pet: 'DressingWithACatOnMe GettingDressedDogHelp GettingDressedPetCam GettingDressedPupJudge KittenOnTheLaundry GettingDressedBunnyCameo ZoomiesGettingDressed GettingDressedFurball',
    gaming:
      'GettingDressedLoadout DressingAsMyAvatar GettingDressedSpeedrun GettingDressedSkinPick GettingDressedCharades DressUpGameNight DiceRollGettingDressed GettingDressedBingo',
  },
  'getting old': {
    dance:
      'GettingOldButGroovy GettingOldSlowJive GettingOldGetDown AgingGracefullyGroove MyMovesAreAgingWell GettingOldTwistNight NotGettingOldYet',
    fitness:
      'GettingOldStrongAnyway GettingOldBalanceTest GettingOldSitToStand AgingBackwardsHIIT KneeFriendlyAgingWorkout GettingOldChairYoga GettingOldGripOff',
    prank:
      'OverTheHillParty GettingOldBalloonFlood GettingOldGreyWigSwap GettingOldTrophy AgingLikeCheeseGift EarlyBirdDinnerInvite GettingOldTrickCandles',
    cooking:
      'GettingOldEarlyDinner GettingOldTeaAndScones GettingOldButSpicy AgingLikeCheddar GrandmaRecipeRevival GettingOldRetroRecipes GettingOldFiberBakeOff',
    travel:
      'GettingOldBucketList GettingOldRoadTrip GettingOldButStillGoing AgingAdventurerWalk HometownRevisited GettingOldTrainTrip GettingOldFirstCampout',
    music:
      'GettingOldMusicTaste GettingOldRadioOldies GettingOldTooLoudGig GettingOldAirGuitar BackInMyDaySingAlong GettingOldConcertEarplugs GettingOldTurnItDown',
    gaming:
      'AgingGamerReflexes GettingOldBingoHall GettingOldCrosswordStreak GettingOldRageQuit RetroGameThrowback GettingOldArcadeReunion GettingOldMahjongNight',
  },
  'getting ready': {
    dance:
      'GettingReadyHairFlip GettingReadyGroove GetReadyToTheBeat GettingReadyMirrorPop GetReadyMorningShuffle GetReadyHairbrushHipHop SockSlideGettingReady MoonwalkGettingReady',
    educational:
      'GettingReadyTimeMath GettingReadyPsychology GetReadyAroundTheWorld WhyMorningsFeelRushed GetReadyDecisionFatigue GettingReadyHabitLoop SPFScienceGettingReady CircadianGettingReady',
    cooking:
      'GettingReadySmoothie GettingReadyBreakfast GettingReadyToastBar GetReadyOvernightOats GetReadyGrabAndGo GetReadyMugOmelet EggBitesGettingReady BurritoGettingReady',
    travel:
      'GettingReadyInATent GettingReadyAtGrandmas GettingReadyOnATrain HotelMirrorGetReady GettingReadyForDayTrip PackAndGoMorning GettingReadyOnABus BeachGettingReady',
    fashion:
      'GettingReadyFitCheck GettingReadySkincare GettingReadyBlowout GetReadyGlowUp ThreeOutfitsLater GetReadyOneLastAccessory DateNightGettingReady ConcertGettingReady',
    art: 'GettingReadyNailArt GettingReadyComic GettingReadySketch GetReadyStopMotion MirrorSelfPortrait GetReadyFlatLay WatercolorGettingReady CollageGettingReady',
    tech: 'GettingReadyAlarmHack GettingReadyAppTest GetReadyMirrorCam GetReadyByVoiceOnly AIGettingReadyCoach GetReadyCoffeeTimer GettingReadyTimelapse WidgetGettingReady',
    gaming:
      'GettingReadySpeedrun GettingReadySkillTree GetReadyMorningBingo GettingReadyPressStart MorningRoutineLevelUp LoadingScreenMakeup GettingReadyDiceGame GettingReadyChecklistGame',
  },
  ghost: {
    dance:
      'GhostGlide SheetGhostShuffle GhostFloatWaltz GhostSpookyShimmy GhostBooBounce GhostMoonwalk GhostBustAMove',
    fitness:
      'DontGhostYourWorkout GhostSheetSquats GhostTiptoeLunges GhostChaseSprints GhostBooBurpees HauntedGhostStairClimb GhostHoverPlank',
    prank:
      'GhostSheetPeekaboo GhostCookieDelivery BooYourNeighbor GhostBalloonHallway FoggyMirrorGhostNote FloatingGhostTrick GhostPhotobomb',
    cooking:
      'GhostMeringues GhostMallowCocoa SpookyGhostCupcakes GhostPizzaBagels BooBananaGhosts GhostBooberryPancakes GhostRiceBalls',
    travel:
      'JoinAGhostTour GhostTownRoadTrip GhostStoryCampout GhostWalkAtDusk HauntedHistoryWalk GhostLegendsOfMyTown GhostSignSpotting',
    fashion:
      'GlamGhostCostume GhostSheetFitCheck GhostCrewMatching GhostSweaterWeather AllWhiteGhostLook VintageGhostPhotoshoot',
    wellness:
      'GhostModeWeekend GhostFloatStretch GhostCandleUnwind GhostYourWorries SayBooToStressGhost GhostNameYourFears GhostYourPhone',
    speed:
      'GhostHuntSpeedrun SheetToGhostIn10 TissueGhostSprint RaceYourGhostLap GhostStoryInSixty GhostCostumeScramble',
    music:
      'ScoreAGhostStory GhostWhistleSolo GhostOoohHarmony BestGhostSoundEffect GhostBooBeatDrop WhoYouGonnaCall GhostSongSingOff',
    art: 'GhostLongExposure CheeseclothGhosts SidewalkChalkGhosts DrawYourHouseGhost GhostRockPainting GhostShadowPuppets GhostifyYourPortrait',
    tech: 'GhostCameraTrick GhostPanoramaGlitch GhostPhoneHologram GhostReflectionTrick GhostVoiceFilter GhostFlashlightShow GhostGlitchEdit',
    pet: 'GhostToyHideAndSeek GhostTreatHunt CatSeesAGhost GhostPlushFetch PetGhostPhotoshoot SpookyShadowZoomies',
    gaming:
      'GhostHuntCoOpNight GhostFlashlightTag RollAGhostStory GhostDodgeball GhostHideAndSeek BeatYourGhostLap GhostInTheGraveyard',
  },
  gift: {
    dance:
      'GiftBoxStep GiftBowBoogie GiftRibbonTwirl GiftedAndGrooving GiftExchangeShuffle ShakeThePresent',
    fitness:
      'PresentPassPlank GiftSackCarry GiftBoxCurls SquatTheGiftBox GiftWrapLunges GiftDeliveryDash GiftWrapWallSit',
    cooking:
      'GiftInAJar EdibleGiftBasket GiftTinFudge GiftBoxCake GiftAJarOfJam CookieBoxGiftSwap PretzelPresentBags',
    travel:
      'GiftFromEveryCity GiftSouvenirHunt GiftForTheHost TenDollarTravelGift ChristmasMarketGifts GiftLocalCraftFinds MuseumGiftShopDare',
    fashion:
      'GiftedFitCheck GiftWrapDress TryOnYourGifts GiftBowOnEverything GiftRibbonBelt StyleItLikeAPresent',
    speed:
      'GiftWrapRace OvenMittUnwrap GiftBowTyingSprint GiftBagBlitz FindTheGiftIn60 PresentPassRelay SpeedLabelTheGifts',
    music:
      'GiftWrapBeat ThankYouGiftRap GiftMusicBoxReveal GiftOfSong PresentPercussion GiftThankYouSong SingTheirGiftCard',
    art: 'DesignYourGiftWrap GiftTagDoodles GiftBoxDecoupage GiftCardCalligraphy GiftPotatoStampWrap HandmadePresentSwap FramedMemoryGift',
    tech: 'AskAIForGiftIdeas GiftGadgetUnbox TechGiftUnder20 QRCodeGiftTag SetUpGrandmasGift GiftUnboxingSlowMo AIWrittenGiftPoem HiddenVideoMessageGift',
  },
  'gift shop': {
    dance:
      'GiftShopBobbleheadNod GiftShopAisleStrut GiftShopHatParade SouvenirShopShuffle GiftShopSnowGlobeShake GiftShopPlushDance GiftShopConga',
    fitness:
      'GiftShopBagCurls GiftShopStepCount GiftShopBasketCarry SouvenirShopSprints GiftShopHaulBagCurls GiftShopPostcardLunges GiftShopWallSit',
    cooking:
      'GiftShopFudgeAtHome GiftShopTaffyPull GiftShopCookieTin GiftShopMapleLeaves GiftShopSnowGlobeCakes GiftShopRockCandyAtHome GiftShopJamTasting',
    fashion:
      'GiftShopHatFitCheck GiftShopEnamelPins SouvenirShopSweater GiftShopTeeRestyle TouristyButMakeItChic GiftShopBagCharms GiftShopGlamUp',
    wellness:
      'GiftShopNoSpendBrowse GiftShopPostcardToSelf GiftShopMemoryShelf JustLookingGiftShop GiftShopOneKeepsake SouvenirJarOfMoments GiftShopForSomeoneElse',
    speed:
      'GiftShopBudgetDash GiftShopWrapBlitz GiftShopTenDollarFind TwoMinuteSouvenirShop GiftShopPostcardSprint GiftShopMagnetRace GiftShopCheckoutRush',
    music:
      'GiftShopMusicBoxCover GiftShopKazooDuet GiftShopTinWhistle WriteAGiftShopJingle GiftShopSnowGlobeLullaby SouvenirMaracasJam GiftShopWindChimes',
    art: 'GiftShopMugDesign GiftShopMagnetCraft GiftShopStickerCollage SouvenirShopSketch GiftShopSnowGlobeDIY GiftShopPostcardPaint GiftShopShelfStillLife',
    tech: 'GiftShopPriceCheckApp GiftShopPhotoMagnet GiftShopGadgetTest SouvenirShopPhotoHunt GiftShopHaulFlatLay GiftShopTourIn30Seconds GiftShopUnboxingCam',
    pet: 'GiftShopPetToyHaul GiftShopCatBandana GiftShopPuppyCollar SouvenirShopForFido GiftShopKittenToy GiftShopPetTreats GiftShopPlushFetch',
    gaming:
      'GiftShopWhatsMissing GiftShopPriceIsRight GiftShopBingoCard GiftShopClawMachine SouvenirScavengerHunt GiftShopPennyCollection GiftShopISpy',
  },
  'gift wrapping': {
    dance:
      'GiftWrappingBowShimmy GiftWrapRibbonTwirl WrappingPaperRave GiftWrappingTapeStep ThatsAWrapShuffle GiftWrappingGroove MoonwalkWhileWrapping RobotGiftWrapping',
    fitness:
      'GiftWrappingSquats GiftWrapPileCarry GiftBoxDeadlift GiftWrappingPlank GiftWrapRibbonCurls WrappingLunges WallSitWrapping TiptoeGiftWrapping',
    funny:
      'GiftWrappingOddShapes GiftWrapScissorsVanished GiftWrapBlindfolded GiftWrapTapeEverywhere GiftWrappingVsReality DadsWrappingJob WrappingWithOvenMitts LeftHandGiftWrapping',
    educational:
      'FuroshikiWrapping GiftWrappingGeometry WrappingPaperScrunchTest WhoInventedGiftWrap GiftWrapThreeTapeFold WrappingPaperOrigins GiftWrappingMathHack RecyclableWrappingQuiz',
    cooking:
      'GiftWrappedCookies GiftWrapTruffleBox GiftWrapCake GiftWrapCandyBark GiftWrappingCandyJars HomemadeFoodGifts ParchmentWrapping FudgeGiftWrapping',
    travel:
      'GiftWrapInYourSuitcase GiftWrapAtGrandmas GiftWrappingCarryOn GiftWrappingSouvenirs MarketWrappingFinds GiftWrapShoppingTrip MapPaperWrapping GiftWrapOnTheTrain',
    fashion:
      'WrappingRibbonHairBow GiftWrapDress GiftWrapTinselAccessories WrappedLikeAPresent GiftWrappingFitCheck GiftWrappingSash MatchYourWrapping ToteBagWrapping',
    wellness:
      'MindfulGiftWrapping SlowGiftWrapSunday GiftWrapGratitudeTags WrappingByCandlelight GiftWrapCozyEvening GiftWrappingTeaBreak WrappingWithGrandma GiftWrappingKindWords',
    music:
      'GiftWrapASMR WrappingPaperRhythm GiftWrapTapeBeat GiftWrappingCarols WrappingRap WrappingWhileWhistling SingAlongGiftWrapping BoxDrumGiftWrapping',
    art: 'HandPaintedGiftWrap PotatoPrintWrapping DoodleYourWrapping GiftWrapFlowerTags GiftWrapRibbonArt WrappingPaperCollage StampedGiftWrapping ComicStripWrapping',
    tech: 'GiftWrappingQRMessage GiftWrapMountainTimelapse GiftWrapPrintableTags GiftWrapSlowMoUnwrap AIDesignsMyWrapping WrappingPaperPhotoPrint GiftWrappingStopMotion GiftWrapHackIn30Seconds',
    pet: 'CatVsGiftWrap PetUnwrapsGift GiftWrappingPuppyChaos KittenInTheWrapping DogHelpsWithWrapping GiftWrapHamsterTunnel GiftWrappingTreatBox GiftWrappingPawPrints',
    gaming:
      'PassTheParcel GiftWrapInOvenMitts WhiteElephantWrapping GiftWrappingTournament GiftWrapGuessWhatsInside BlindfoldWrappingDuel GiftWrapBoxStacking GiftWrapTagTeamRelay',
  },
  gingerbread: {
    dance:
      'GingerbreadManMoves GingerbreadShuffle GingerbreadStiffArms GingerbreadCutterPoses GingerbreadCatchMeDance GingerbreadConga DoTheGingerbreadWalk',
    fitness:
      'GingerbreadManRun GingerbreadPlankHold GingerbreadJacks GingerbreadBurpees GingerbreadCatchMeSprint GingerbreadOvenSquats OutrunTheGingerbread',
    funny:
      'GingerbreadCollapse GingerbreadManVoice GingerbreadExpectations GingerbreadVsReality GingerbreadIcingFail GingerbreadHeadOrFeet GingerbreadHorrorMovie',
    prank:
      'GingerbreadManEscape GingerbreadDoorDrop GingerbreadYouTwin GingerbreadHouseGift GingerbreadRunawayNotes GingerbreadNameTags GingerbreadPhotobomb',
    educational:
      'FirstGingerbreadMan GingerbreadEngineering GingerbreadSpiceRoute WhyGingerIsSpicy GingerbreadIcingMortar GingerbreadHouseMath GingerbreadLoadTest',
    travel:
      'GingerbreadHouseHunt GingerbreadBakeryHop GingerbreadMarketTrip GingerbreadLatteCrawl GingerbreadCocoaWalk GingerbreadLightsWalk GingerbreadCityWalk',
    fashion:
      'UglyGingerbreadSweater GingerbreadPJParty GingerbreadManCostume GingerbreadNailArt GingerbreadToneFitCheck GingerbreadHairClips GingerbreadEarrings',
    wellness:
      'GingerbreadCozyNight GingerbreadTeaPause MindfulGingerbread GingerbreadCandleGlow GingerbreadSpiceCalm GingerbreadQuietBake GiftAGingerbreadHouse',
    speed:
      'GingerbreadSpeedBuild GingerbreadManRace GingerbreadRoofDash GingerbreadIn60 GingerbreadPipingSprint GingerbreadGumdropBlitz TwoMinuteGingerbread',
    music:
      'GingerbreadManRap GingerbreadJingle GingerbreadCarolCover GingerbreadCatchMeChant GingerbreadBellShakers GingerbreadBeatbox TheGingerbreadSongDuet',
    art: 'GingerbreadSkyline GingerbreadOrnaments GingerbreadMiniMe PaintAGingerbreadMan GingerbreadIcingArt CandyGlassWindows GingerbreadCastleBuild',
    tech: 'GingerbreadLEDHouse GingerbreadTimelapse GingerbreadAIDesign GingerbreadPhotoGlowUp GingerbreadRecipeIn60 GingerbreadTemplatePrint GingerbreadStopMotion',
    pet: 'GingerbreadDogSafeCookies GingerbreadCatPhotoshoot GingerbreadBandanaPup GingerbreadPlushFetch KittenVsGingerbread GingerbreadSniffTest',
    gaming:
      'GingerbreadTownBuild CatchTheGingerbreadMan GingerbreadBracket GingerbreadMemoryMatch GingerbreadCandyHunt GingerbreadDecorDice',
  },
  giraffe: {
    dance:
      'GiraffeNeckSway GiraffeStiltStrut GiraffeGallopStep GiraffesCantDance GiraffeLimbo GiraffeSpottedShuffle TiptoeGiraffeTwirl',
    fitness:
      'GiraffeNeckStretch GiraffeTiptoeReach GiraffeCalfRaises WalkTallLikeAGiraffe GiraffeDrinkSquat PostureLikeAGiraffe GiraffeWallSit',
    prank:
      'GiraffeWindowPeek GiraffeSpotStickers GiraffeCutoutDoorway OnesieGiraffeEntrance FindTheGiraffe GiraffePlushDelivery SockPuppetGiraffe',
    cooking:
      'GiraffeBread GiraffeSpotCake GiraffePancakeArt GiraffeSugarCookies SavannaGiraffeBoard GiraffeTallSandwich GiraffeFruitSkewers',
    travel:
      'HowTallIsAGiraffeIRL GiraffeFeedingDeck GiraffeWildlifeParkTrip SpotAGiraffeNearYou EyeLevelWithAGiraffe GiraffeSpottingAtTheZoo',
    fashion:
      'GiraffePrintFitCheck DressLikeAGiraffe GiraffeNeckScarfTie GiraffeSpotNailArt GiraffeNecklaceStack SpottedLikeAGiraffeFit GiraffePatternHeels',
    wellness:
      'GiraffeStretchBreak GiraffeBigPicture GiraffeNeckRolls StandTallLikeAGiraffe GiraffeLookUpGratitude GiraffeRiseAboveIt GiraffeGentleGaze',
    speed:
      'GiraffeCupTower GiraffeSpotCountRace GiraffeJigsawDash DrawAGiraffeIn30 GiraffeNeckRingToss GiraffeSpottingRace GiraffeBlockBuildOff',
    music:
      'HumLikeAGiraffe WhatSoundDoesAGiraffeMake GiraffeBeatbox LullabyForAGiraffe GiraffeSafariSong LowNotesHighNeck GiraffeKazooSolo',
    art: 'GiraffeSpotPainting GiraffeClaySculpt OrigamiGiraffe GiraffeSunsetSilhouette PaperTowelTubeGiraffe OneLineGiraffeDrawing GiraffeMosaicPatches',
    tech: 'GiraffeLiveCam GiraffeSelfieStick GiraffeNeckFilter GiraffeIn3DOnYourPhone HowTallAmIInGiraffes GiraffeZoomPhoto GiraffeNeckGrowsStopMo',
    gaming:
      'GiraffeStackingGame GiraffeSpotTheDifference GiraffeCharades PinTheTailOnGiraffe GiraffeFactOrFake GiraffeTwentyQuestions WhoCanReachLikeAGiraffe',
  },
  girlfriend: {
    dance:
      'GirlfriendTwoStep GirlfriendSalsaLesson GirlfriendDuetDare CopyMyGirlfriendsMoves GirlfriendSlowDance GirlfriendTeachesTrend GirlfriendChoreoSwap',
    fitness:
      'GirlfriendLiftsMe GirlfriendPlankOff GirlfriendGymBuddy SweatWithMyGirlfriend GirlfriendRunClub GirlfriendYogaFail GirlfriendSpotsMe',
    funny:
      'GirlfriendOrdersForMe GirlfriendRatesMyPhotos GirlfriendMimicsMe GirlfriendRoastsMyFit DadJokesVsGirlfriend GirlfriendBloopers GirlfriendNarrates',
    educational:
      'GirlfriendTeachesMe GirlfriendsJobIn60 GirlfriendLingoLesson QuizMyGirlfriend GirlfriendHobbySwap GirlfriendTrivia GirlfriendExplainsIt',
    cooking:
      'GirlfriendCookOff GirlfriendBrunchInBed GirlfriendsMomsRecipe GirlfriendTasteTest BakeForYourGirlfriend GirlfriendFirstDateDinner GirlfriendSousChef',
    travel:
      'GirlfriendPlansOurDay GirlfriendMysteryDate GirlfriendDayTrip GirlfriendRoadTripDJ GirlfriendVsGPS GirlfriendCityStroll FollowMyGirlfriend',
    fashion:
      'GirlfriendStylesMe GirlfriendStealsMyHoodie GirlfriendClosetRaid GirlfriendTwinning GirlfriendFitCheck GirlfriendOutfitSwap DressLikeMyGirlfriend',
    wellness:
      'GirlfriendSpaDay GirlfriendUnpluggedNight GirlfriendPraiseJar ThankYouGirlfriend GirlfriendSunsetStroll GirlfriendYogaMorning GirlfriendFaceMaskDuo',
    speed:
      'GirlfriendGetReadyRace GirlfriendBraidTimer GirlfriendPuzzleDuel GirlfriendQuickfireQuiz GirlfriendTwentyQuestions OutpackMyGirlfriend GirlfriendWrapOff',
    music:
      'GirlfriendKaraoke SerenadeMyGirlfriend GirlfriendDuet GirlfriendPicksTheAux GirlfriendOurSongCover GirlfriendSingingLesson GirlfriendLipSyncOff',
    art: 'BlindDrawMyGirlfriend GirlfriendClayNight GirlfriendCanvasSwap GirlfriendCaricature GirlfriendFacePaint GirlfriendPhotoCollage PortraitOfMyGirlfriend',
    tech: 'GirlfriendTechSupport GirlfriendLockScreens GirlfriendPhotoDump GirlfriendRatesMySetup GirlfriendPhotoEditOff GirlfriendOrganizesMyApps MyGirlfriendVsChatbot',
    pet: 'GirlfriendMeetsMyPet GirlfriendPuppyJealousy GirlfriendCatWhisperer DogPicksMeOrGirlfriend KittenCrashesDateNight PupPrefersGirlfriend GirlfriendPawShake',
    gaming:
      'GirlfriendCarriesMe GirlfriendKartRival GirlfriendCoOpNight GirlfriendPicksMyMain GirlfriendChessUpset BeatMyGirlfriendAtCards OutscoreMyGirlfriend',
  },
  glamping: {
    dance:
      'GlampingTentShuffle GlampingFairyLightDance GlampingLanternSway GlampingCampfireStep GlampAndStomp GlampingHoedown BarnDanceGlamping GlampingHeadlampDisco',
    fitness:
      'GlampingTentYoga GlampingMorningHike GlampingTrailRun GlampingLakeSunriseWalk HammockCoreHold GlampingBootcamp SunriseGlampingStretch GlampingTentPegSquats',
    prank:
      'GlampingRoomSwap HallwayGlampingSite BackyardGlampReveal FairyLightTunnel GlampingSurpriseTent GlampingBreakfastInBed SofaFortGlamping GlampingBirthdayAmbush',
    educational:
      'HowYurtsStayWarm GlampingLeaveNoTrace GlampingFireSafety GlampingStarGuide WhereGlampingBegan GlampingTentPhysics GlampingKnotSchool GlampingBirdsongID',
    cooking:
      'GlampingCharcuterie GlampingSmoresBar GlampingDutchOvenBake GlampingCampfireCrepes GlampingBrunchBoard GlampingSkilletPizza FoilPacketGlamping SkewerGlampingFeast',
    fashion:
      'GlampingCozyChic GlampingFitCheck GlampingLinenLayers GlampingLanternLook GlampingPonchoPose GlampingFeltHat BohoGlampingStyle WellyBootGlamping',
    wellness:
      'GlampingUnplug GlampingForestHour FairyLightWindDown GlampAndUnwind GlampingCocoaBreak GlampingSlowMorning StargazeGlamping SunriseGlampingYoga',
    speed:
      'GlampingSetupRace GlampingTentPitchOff GlampingLanternBlitz GlampingLightUntangle GlampingSpeedMakeover GlampingPackUpDash AirbedGlampingRush HammockHangGlamping',
    music:
      'GlampingPlaylistNight CampfireHarmonies BellTentSingAlong GlampingAcousticSet GlampingRadioJam GlampRockCover RainOnCanvasGlamping StarlightGlampingSong',
    art: 'GlampingDreamcatcher GlampingLanternCraft GlampingTentSketch GlampingGoldenHour GlampingWreathWeaving GlampingPolaroidWall PressedFlowerGlamping BuntingGlamping',
    tech: 'GlampingPhoneMovieNight SolarFairyLightHack GlampingSignalHunt GlampingPowerBankTest GlampingTechCheck GlampingDuskToDawnLapse GlampingStarMapApp GlampingNightSkyPhoto',
    pet: 'GlampingWithMyDog GlampingCatLeashWalk GlampingPetTentBuild BunnyTeepeeNap GlampingPuppyCot GlampingHamsterHideout GlampingPupTent KittenGlampingFort',
    gaming:
      'GlampingStoryDiceGame GlampingLanternChess GlampingHammockCardGame GlampingCharadesByLantern GlampingCampfireTrivia YurtBoardGameNight WerewolfGlamping GlampingWordChain',
  },
  glasses: {
    dance:
      'SpecsShuffle GlassesTwirlOff GlassesNerdyStrut SunglassesOnTheDrop GlassesFlipFreeze GlassesSlideBop',
    fitness:
      'SportsSpecsWorkout GlassesFogProofHIIT GlassesStrapSprints DownwardDogGlassesDrop WillMyGlassesSurvive GlassesBurpeeTest',
    prank:
      'GooglyEyeGlasses GlassesHeartLensReveal GlassesNoseDisguise SpecsOnEveryStatue EmptyFrameFakeout NoseGlassesDinner',
    educational:
      'HowGlassesWork GlassesRxDecoded GlassesRefractionLab WhatAnEyeExamChecks WhoInventedGlasses GlassesVsContacts PinholeGlassesTest',
    cooking:
      'GlassesFogPastaDrain PretzelGlassesSnack GlassesOnionTearTest GlassesFrameWaffles SpecsOnTheCupcakes ChefInGlassesFails SpectacleSugarCookies',
    travel:
      'GlassesFogUpOnArrival TryOnEveryGlassesShop SunglassesBeachHop ThroughMyGlassesTour GlassesOnTheOpenRoad PackSpareSpecs',
    wellness:
      'GlassesEyeBreak GlassesOffPalming GlassesOffFarGaze RestYourSpecs GlassesOffSlowDown GlassesBlueLightBedtime GlassesOffGratitude',
    speed:
      'GlassesCleanSpeedrun GlassesTenFramesOneMinute GlassesTryOnBlitz FindMyGlassesIn10 SpecsSwapRelay GlassesFogFreeInFive',
    music:
      'GlassesPushUpOnBeat GlassesNerdRockCover GlassesLipSync SunglassesAtNightSing GlassesCaseDrumSolo SpecsKaraoke',
    art: 'GlassesSelfPortrait GlassesFrameDoodle GlassesLensDistortPhoto PaintYourSpecs SunglassesReflection GlassesWireSculpture',
    tech: 'WhichGlassesSuitMeFilter GlassesVirtualTryOn GlassesFaceShapeAI DoBlueLightGlassesWork GlassesPhotoGlareFix PhoneMagnifierVsMyGlasses',
    gaming:
      'GlassesAvatarMatch GuessWhoseGlasses GlassesDetectiveCase GlassesCharades NoGlassesHardMode FindMyGlassesHideAndSeek PlayWithoutYourGlasses MagnifyingGlassHunt',
  },
  'glitter bomb': {
    dance:
      'GlitterBombBeatDrop GlitterBombFinale SlowMoGlitterTwirl GlitterBombShimmy GlitterBombDisco ShakeOffTheGlitter GlitterBombJazzHands GlitterBombVogue',
    fitness:
      'GlitterBombFinishLine GlitterBombDumbbells GlitterBombFunRun GlitterBombJumpingJacks GlitterBombRewardReps GlitterBombBoxJumps BurpeeGlitterBomb DanceCardioGlitterBomb',
    prank:
      'EcoGlitterBomb GlitterBombBalloon GlitterBombGiftBox FakeGlitterBomb GlitterBombMessFreeCard ConfettiNotGlitter GlitterBombBirthday GlitterBombLetter',
    cooking:
      'EdibleGlitterBomb GlitterBombHotCocoa GlitterBombCupcakes GlitterBombSugarRimDrink GalaxyGlitterCookies GlitterBombSprinkleCake GlitterBombDonuts GlitterBombPopcorn',
    travel:
      'GlitterBombCarnival GlitterBombSuitcase GlitterPassportCover GlitterTravelJournal GlitterBombParadeDay GlitterBombTripScrapbook GlitterBombFairDay FestivalGlitterBomb',
    fashion:
      'GlitterBombRoots FullGlitterBombFace GlitterBombNails GlitterBombHeels GlitterBombDenim GlitterBombDiscoOutfit GlitterBombBeard GlitterBombJacket',
    wellness:
      'GlitterBombCalmJar WatchTheGlitterSettle GlitterAffirmations GlitterBombKindness GlitterBombSunday GlitterBombShineAnyway GlitterBombGratitude GlitterBombBreather',
    speed:
      'LintRollerGlitterDash GlitterBombIn60 GlitterBombCleanupRace GlitterBombGiftWrap GlitterBombSequinSort FastestGlitterJar GlitterBombVacuumOff GlitterBombCardRush',
    music:
      'GlitterBombSpeakerDance GlitterBombDrumHit GlitterBombKaraoke GlitterBombShakerEgg GlitterBombMicDrop GlitterBombGlamRock BassDropGlitterBomb EncoreGlitterBomb',
    tech: 'GlitterBombSlowMo GlitterBombLEDJar GlitterBombPhoneWallpaper GlitterBombVideoFilter HoloGlitterPhoneCase GlitterBombVacuumTest GlitterBombMacroPhoto GlitterBombNightModePic',
    pet: 'GlitterFreePupParty KeepGlitterFromKitties SparkleSafeBunnyDay DogNameGlitterSign GlitterFramePawtrait RhinestoneCollarGlam GlitterBombPetPortrait GlitterBombPetNameTag',
    gaming:
      'GlitterBombDiceSet GlitterBombBoardGame WinnerGetsGlitterBomb GlitterBombTrophy GlitterBombCardGame GlitterBombTreasureHunt GlitterBombPenalty GlitterBombHideAndSeek',
  },
  globe: {
    dance:
      'AroundTheGlobeMoves GlobeEquatorShuffle GlobePickAndGroove SpinTheGlobeDanceOff GlobeTrotterTwoStep GlobeFolkDanceSpin',
    fitness:
      'AroundTheGlobeMiles GlobeContinentCircuit GlobeBeachBallToss SpinTheGlobeWorkout GlobeTrotterSteps GlobeEquatorWalk',
    funny:
      'SpinTheGlobeRegret GlobeLandsInOcean GlobeMadeUpCountries GlobePronounceThatPlace MyGlobeIsOutdated GlobeSaysAntarctica GlobeTourGuideBit',
    educational:
      'GlobeVsFlatMap FindItOnTheGlobe WhyTheGlobeTilts GlobeContinentPuzzle OrangePeelGlobeTest GlobeTimeZoneSpin',
    cooking:
      'SpinTheGlobeDinner GlobeTrotterBrunch GlobeCakeBake GlobeDumplingTour GlobeStreetFoodNight BakeTheGlobeCookies',
    fashion:
      'GlobePrintFitCheck GlobeTrotterJacket GlobeEarrings SpinTheGlobeOutfit GlobeMapScarf GlobeStreetStyle',
    wellness:
      'GlobeDreamJournal GlobePenPalLetters GlobeLampWindDown GlobeGratitudeSpin KindnessAcrossTheGlobe GlobePeaceMinute',
    speed:
      'GlobePointAndNameIn5 GlobeCapitalsIn60 GlobeContinentRelay FindItFastOnTheGlobe GlobeFlagBlitz GlobeSpinShoutOut GlobeHopperQuickfire',
    music:
      'SpinTheGlobeSong AroundTheGlobeBeats GlobeKitchenDrums GlobeLullabyTour GlobeAnthemGuess GlobeFolkSongs',
    art: 'PaintedGlobeMakeover GlobeDrawFromMemory GlobeTerrarium PapierMacheGlobe GlobeLampUpcycle SculptAClayGlobe',
    tech: 'GlobeSpinSlowMo GlobeFlashlightSunrise GlobeSpinToStreetView GlobeVsMapApp GlobeVirtualTourApp GlobeSatelliteViewZoom',
    pet: 'PetSpinsTheGlobe GlobeCatSwat GlobeBallChase PawPicksOurTrip GlobeTrotterPup GlobeMapNap GlobeRollingFetch',
    gaming:
      'GlobeFlagMemory GlobeTriviaNight GlobeFlagBattle GuessWhereOnTheGlobe GlobeGuessTheCountry GlobeCountryBingo GlobePinPointDuel',
  },
  glue: {
    dance:
      'GluedFeetDance GlueStickShimmy GlueStuckFreezeFrame StuckLikeGlueMoves GlueSlimeGroove GlueBuddiesConga GlitterGlueGlide GlueBottleBop',
    fitness:
      'GluedFeetSquats GlueYourselfToTheMat GlueStickPlankTaps GlueBottleLunges StickWithItStreak GlueStickSitUps WallSitLikeGlue',
    funny:
      'GlueStickOrLipBalm NotTheWholeGlueBottle GlueGunCobwebChaos GluePeelSatisfaction HotGlueRegrets GlueCraftFailNarration',
    prank:
      'GlueDotGooglyEyes GlueDotCoinTrick FakeGlueSpill SuperGlueFakeout GluePaperChainHallway GlueCollageSurprise GlitterGlueGreeting',
    cooking:
      'EdibleGlueGingerbread RoyalIcingGlueTest EdibleGlueCookieTower MeltedChocolateGlue GlueFrostingCastle GlueMarshmallowMortar PeanutButterAsGlue',
    travel:
      'TravelJournalGlueIn GlueTicketStubCollage GluePressedLeafJournal GlueStickTripKit GlueDownTheMemories PostcardGlueWall GlueOnTheGoPouch',
    fashion:
      'NoSewGlueHem GlueOnPatchDenim GlueGlitterSneakers BedazzleWithHotGlue GlueGunCouture GluePearlHairClips FabricGlueTote',
    wellness:
      'GlueKintsugiMending GlueVisionBoard PeelingGlueRelax GlueItBackTogether GlueSlimeStressSqueeze GlueCollageCalm GlueDryingPatience',
    speed:
      'GlueCollageIn60 GlueStickChainDash GlueSlimeMixRace GlueTowerBlitz BeatTheGlueDry GlueAndGoCraft',
    music:
      'GlueBottleMaracas GlueStickDrumSolo GluePeelASMR StuckLikeGlueCover GlueStickJingle GlueCraftTableJam',
    tech: 'HotGlueCableClips GlueDryingTimelapse GluePhoneCaseFix GlueGunLifeHack WhichGlueHoldsMore GlueStopMotion',
    pet: 'GlueCardboardCatCastle GlueBoxTunnelMaze GlueFeltMouseToy GlueStickPetCollage GluePupPortraitCollage GluedToMyDog StuckLikeGlueBuddies',
    gaming:
      'GlueYourOwnBoardGame PuzzleGlueAndFrame GlueDiceTower GlueMarbleRun GlueCardboardMaze GlueCardboardArcade GlueBottleCapCheckers',
  },
  'go kart': {
    dance:
      'GoKartDriftShuffle GoKartPitStopPop BumperKartBounce GoKartVictoryDance CheckeredFlagFreeze GoKartSteerDance',
    fitness:
      'PushTheGoKartChallenge GoKartCoreTwists GoKartLapSprints GoKartPitStopPlank GoKartSteeringSquats KartingGripDrill KartDriverCardio',
    funny:
      'DadGoesProAtGoKarts SlowestGoKartEver GoKartF1Commentary GoKartHelmetHair GoKartVideoGameVoiceover GoKartSpinOutReplay',
    prank:
      'GoKartBirthdaySurprise FakeGoKartLicense GoKartTrophyForLast GoKartFlagWelcome MysteryKartDay GoKartPitCrewBreakfast KartPodiumAtHome',
    educational:
      'WhyGoKartsDrift GoKartRacingLine GoKartPhysics GoKartApexExplained GoKartTireGrip KartCornerMath GoKartEngineBasics',
    cooking:
      'GoKartTireDonuts CheckeredGoKartCake PitStopGoKartLunch GoKartFinishLineFuel KartingCrewSnacks GoKartPopsicles GoKartBentoBox',
    travel:
      'GoKartTrackNearMe GoKartRoadTrip GoKartSeasideCircuit KartingPassport KartingDayOut IndoorGoKartArena KartWithAView',
    fashion:
      'GoKartPitCrewJumpsuit GoKartCheckeredPrint GoKartHelmetHairFix GoKartRaceDayDrip GoKartRacerStyle KartGlovesGlowUp DressForTheGoKart',
    wellness:
      'InnerChildGoKart GoKartJoyRide GoKartFearConquered GoKartHelmetOffExhale GoKartLapOfGratitude FamilyKartingDay GoKartGiggleTherapy',
    music:
      'RemixTheGoKartRevs GoKartVictoryFanfare GoKartEngineBeat GoKartThemeSong GoKartPitLaneKaraoke GoKartFinishChorus GoKartShowtuneLap',
    art: 'CardboardGoKart GoKartPaintJob DrawYourGoKart DesignYourDreamKart MotionBlurKart GoKartFlagCollage',
    tech: 'GoKartLapTimerApp GoKartTrackSideSlowMo GoKartLapReplay GoKartRaceHighlights GoKartSplitScreenLaps GoKartBuildTimelapse',
    pet: 'CatInACardboardKart GoKartPitCrewPup GoKartPetCheerleader PoochPolePosition GoKartPetBandana GoKartTrophyPose KittyKartCruise',
    gaming:
      'SplitScreenGoKart GoKartItemBoxChaos GoKartBattleMode GoKartTabletopGrandPrix GoKartObstacleCourse GhostKartTimeTrial GoKartGrandPrixCup',
  },
  goal: {
    dance:
      'GoalVictoryShimmy GoalFinishLineGroove GoalMilestoneMoonwalk GoalCelebrationCopy GoalGetterGetDown GoalTouchdownTwist SlideIntoYourGoals',
    fitness:
      'FirstPullUpGoal GoalMileTime GoalPlankMinutes GoalGetterGains ThirtyDayGoalStreak GoalEveryRepCounts',
    prank:
      'GoalSurpriseParty GoalFinishLineTape GoalMedalAmbush SecretGoalCheerleader TrophyForTheirGoal GoalConfettiWelcome',
    educational:
      'WhyWritingGoalsWorks GoalProgressGraph AreYourGoalsRealistic MakeYourGoalSMART TinyHabitsBigGoals GoalLineTechExplained',
    cooking:
      'GoalMasterOneRecipe GoalBreadFromScratch GoalPerfectOmelet GoalPostCake FiftyDishGoal GoalGetterGranola GoalDinnerParty',
    travel:
      'GoalFiftyLocalWalks GoalSummitHike GoalEveryParkInTown BucketListGoalTrip GoalOneNewPlaceAMonth GoalLineStadiumTour',
    fashion:
      'OutfitGoalsRecreate GoalGetterFit GoalSewMyOwnDress SuitUpForYourGoal GoalSoccerKitStyle GoalInterviewFit',
    speed:
      'GoalIn30Days GoalBeatTheDeadline GoalPomodoroBlitz GoalSprintWeek QuickestGoalInTheYard GoalPenaltyKickCountdown TwoMinuteGoalRule',
    music:
      'GoalFirstOriginalSong GoalAnthem GoalRecitalReady GoalPracticeStreak StadiumChantGoal GoalChampionsAnthem GoalDayDrumroll',
    art: 'GoalJournalSpread GoalVisionBoardCollage GoalDailyDrawing HundredSketchGoal ArtGoalOneAWeek GoalDrawFutureMe GoalThermometerPoster',
    tech: 'GoalAppShowdown GoalStepCountApp GoalHabitWidget GoalSpreadsheetTracker AIPlansMyGoal PhoneWallpaperGoal',
    pet: 'NewTrickGoal GoalPuppyRecall GoalLooseLeashWalk DogGoalkeeper KittenHighFiveGoal GoalPetPersonalBest',
    gaming:
      'HundredPercentGoal GoalBacklogCleared GoalTrophyChase GoalHighlightReel BestVideoGameGoal GoalAchievementHunt',
  },
  goat: {
    dance: 'GoatHopDance BabyGoatBounce MountainGoatTwist GoatScreamDrop GOATMoves GoatHoofHoedown',
    fitness:
      'GoatYogaFlow GoatHillClimb BabyGoatJumpSquats MountainGoatStairs TrainLikeTheGOAT GoatOnYourBackPlank BeTheGOATBurpees',
    funny:
      'GoatScreamReaction BabyGoatParkour GoatsInPajamas WhoIsTheGoat GoatEatsMyHomework GoatBleatItChallenge FaintingGoatFlop GoatVoiceDubbing',
    educational:
      'WhyGoatsClimb GoatPupilScience GoatFourStomachs WhyGoatsFaint GoatHornsVsAntlers GoatTinCanMyth GoatBreedQuiz CheeseFromGoatMilk',
    cooking:
      'GoatMilkFudge BabyGoatCupcakes GoatFaceCookies GOATGrilledCheese GoatYogurtParfait GoatCheeseDip GoatCheeseToast GoatFetaSpinachPie',
    travel:
      'GoatFarmVisit MountainGoatSpotting HugAGoatAtThePettingZoo GoatFarmPicnic HikeWithAGoat GoatYogaDayTrip FollowTheGoatTrail',
    fashion:
      'GoatHornHeadband BabyGoatPajamas GoatKnitSweater BarnGoatOveralls GOATFitCheck GoatBarnyardChic',
    wellness:
      'GoatYogaClass GoatCuddleTherapy BabyGoatSnuggles SunriseWithTheGoats BeTheCalmestGoat GoatGrazeDontRush',
    speed:
      'GoatObstacleRace BabyGoatZoomies GoatRoundupCountdown HayBaleGoatRelay GoatHayBaleHop GoatLeapFrogDash LeapfrogLikeGoats',
    music:
      'GoatScreamDuet BabyGoatChorus GoatBellJingle YodelToTheGoats LonelyGoatherdCover GoatBleatDrop',
    art: 'GoatFarmSketch GoatClayFigure PaintAGoatPortrait LinoCutGoatPrint GoatCubistPortrait GoatKidPhotoshoot WoolFeltGoat',
    tech: 'GoatBarnCam GoatPhotoZoom GoatSlowMoJump GoatGrazingTimelapse GoatsOnZoomCalls GoatBeardFilter TheGOATOfGadgets',
    gaming:
      'GoatKingOfTheHill GoatMemoryMatch GoatHerdingGame GoatFarmBoardGame GoatFactsOrFake GoatCharades WhoIsTheGOATDebate',
  },
  goggles: {
    dance:
      'GogglesSynchroSwim GogglesFlipperWaddle GogglesOnDanceOff GoGoGoggles GogglesSplashSpin GogglesRaccoonEyesDance GogglesDryLandStrokes GogglesDiscoDive',
    fitness:
      'GogglesOnLapCount GogglesFlutterKicks GogglesSprintLadder EarnYourGoggleMarks GogglesKickboardSet GogglesTreadOff MedleyInGoggles GogglesButterflyDrill',
    prank:
      'GooglyEyeGoggles GogglesAtDinner TeddyInSwimGoggles GogglesOnForNoReason WholeFamilyInGoggles GogglesMaskSurprise GogglesZoomCall GogglesGroceryRun',
    educational:
      'WhyGogglesFog SeeLikeAFishInGoggles GoggleDefogExperiment GoggleSuctionScience GogglesLensRefraction GogglesThroughHistory PolarizedGogglesTest HowGogglesAreMade',
    cooking:
      'OnionChopGoggles GogglesOnSalsaPrep SwimGogglesSousChef GogglesHotPepperDicing PancakeFlipInGoggles NoTearsTacoGoggles GogglesCitrusSqueeze GogglesGuacOff',
    travel:
      'WhatsUnderTheLakeGoggles GogglesLocalPoolTour GogglesSwimTrip PackYourGoggles GogglesOnEveryBeach GogglesSplashPadDay GogglesRoadTripSwim HotelPoolGoggles',
    fashion:
      'SwimGogglesColorMatch RetroGogglesLook GogglesPoolsideFit GogglesAsHeadband SteampunkGoggleGlam GoggleTanRunway GogglesMirrorLens GogglesCapCombo',
    wellness:
      'GogglesOnWorldOff GogglesSlowLaps GogglesBubbleWatching GogglesDeepBreath QuietBehindTheGoggles GogglesStillPoolGaze MindfulSwimGoggles GogglesFloatBreak',
    speed:
      'GogglesRingDiveDash GogglesAdjustIn10 GogglesCoinCollect GogglesLapSprint FastestGogglesOn GogglesTorpedoDash GogglesRelay GogglesSnapOnRace',
    music:
      'GogglesSongGuess GogglesSnapBeat GogglesBubbleHum GoggleStrapStrum GogglesWaterDrumming SingItWithGogglesOn LipSyncInGoggles GogglesAirGuitar',
    art: 'PaintedGogglesDIY GoggleMarkSelfPortrait SketchThroughGoggles TintedGogglePhotoWalk GogglesBubblePainting GogglesSelfieArt GogglesTieDyeStrap GogglesFishEyeShot',
    tech: 'GogglesFogTestTimelapse GogglesAntiFogHack GogglesLapCounterApp GogglesFaceFilter GogglesLensColorTest GogglesSplitScreen GogglesLapVideoReview GogglesSlowMoSplash',
    pet: 'DogGogglesPose GogglesCatUnimpressed GogglesAndPupPoolside PetReactsToMyGoggles GogglesPupBeachRun GogglesDogDayOut GogglesFetchSwim GogglesTwinning',
    gaming:
      'GogglesTreasureHunt GogglesPoolCoinHunt GogglesPoolNoodleRace GogglesSinkingToyHunt GogglesPoolScavenger GogglesWaterBalloonFight MarcoPoloGoggles GogglesDiveForRings',
  },
  gold: {
    dance:
      'GoldStarShimmy GoldRushStomp GoldSequinSpin GoldenHourGroove DanceForTheGold GoldFringeShake StrikeGoldStep PodiumGoldJig',
    fitness:
      'GoldPodiumStepUps GoldBarFarmerCarry GoldStarStreak GoldRushHillSprint GoForGoldBurpees GoldChampionPlank GoldMedalSquats GoldTrophyCurls',
    funny:
      'GoldStarForAdulting GoldMedalForEverything GoldTrophySpeech GoldFoilOverkill GoldRushProspector AllThatGlittersIsGold FoolsGoldReveal DadStrikesGold',
    prank:
      'GoldCoinTreasureHunt GoldTrophySurprise GoldStarEverywhere GoldChocolateCoinStash GoldBarDoorstop GoldFoilTheirStapler MugGoesGold FakeGoldNugget',
    educational:
      'WhyGoldNeverRusts GoldKaratMath HowThinIsGoldLeaf GoldAlchemyMyths GoldFromDyingStars GoldRushHistory GoldStandardExplained GoldDensityTest',
    cooking:
      'GoldBarFudge GoldFrostingCupcakes GoldenCrustPie PotOfGoldCookies GoldSprinkleCookies TurmericGoldLatte GoldCoinShortbread GoldMedalPancakes',
    travel:
      'GoldPanningTrip GoldenHourPhotoWalk GoldRushMuseumDay GoldenThingsInMyTown GoldRushGhostTown GoldenSunsetPicnic PanForGoldCreek AutumnGoldLeafPeep',
    fashion:
      'GoldJewelryStack GoldHoopsStyling GoldChainLayering GoldAccentFitCheck GoldenGirlGlam MidasTouchOutfit HeadToToeGold MetallicGoldMonday',
    wellness:
      'HeartOfGoldKindness GoldKintsugiMindset GoldStarHabitTracker GoldSunsetWalk SilenceIsGolden GoldMomentsJournal GoldCandleGlow GoldSunriseStretch',
    speed:
      'GoldMedalSprint GoldCoinStackRace GoldNuggetSift GoldRushBlitz GoldTreasureChestDash WrapItInGoldFast FindTheGoldIn60 BeatTheGoldClock',
    music:
      'GoldenOldieRemix GoldKazooSolo GoldFanfareHum SpandauGoldCover HeartOfGoldSingAlong GoldRecordDreams GoldMicDrop GoldChainRap',
    tech: 'GoldInsideYourPhone GoldenHourPhotoTimer GoldThemeHomeScreen GoldGlowTimelapse GoldenRatioPhotoGrid AIGoldFilter TestGoldWithMagnet GoldGeocacheHunt',
    pet: 'GoldStarGoodBoy GoldCollarGlamShot GoldMedalPetAwards PupInAGoldBowTie GoldenPupPhotoDay KittenTreasureChest KittyStrikesGold PawsForGold',
    gaming:
      'GoldRankGrind GoldTrophyHunt GoldCoinCollector GoldCoinHideAndSeek GoldTreasureMapGame PotOfGoldHunt GoldMedalGameNight GoldStarTrivia',
  },
  goldfish: {
    dance:
      'GoldfishFinFlutter SwimLikeAGoldfish FishbowlShuffle GoldfishGroove GoldfishMemoryDance GoldfishBubbleBop GoldfishMouthPop',
    fitness:
      'GoldfishFlutterKicks SwimLapsLikeAGoldfish GoldfishGains GoldfishMemoryReps FishbowlPlankOff GoldfishFinCircles GoldfishBackstroke',
    prank:
      'GoldfishScreensaverPet GoldfishNamedAfterYou GummyGoldfishGlass GoldfishPlushSurprise JellyFishbowl GoldfishSomethingsFishy OrangePeelGoldfish',
    educational:
      'GoldfishMemoryMyth HowGoldfishBreathe CanGoldfishLearnTricks FromCarpToGoldfish GoldfishTrueOrFalse GoldfishLiveHowLong WhyGoldfishTurnWhite',
    cooking:
      'DIYGoldfishCrackers GoldfishPancakes FishbowlCake GoldfishSugarCookies GoldfishSnackMix GoldfishDessertCups GoldfishTomatoSoup',
    travel:
      'GoldfishPetShopVisit GoldfishPondWalk GoldfishAquariumDay GoldfishParkPondPicnic KoiGardenStroll PondHopAroundTown GoldfishGardenCenterTrip',
    fashion:
      'GoldfishBagPurse SequinGoldfishTop DressLikeYourGoldfish GoldfishGlam GoldfishFinFabulous GoldfishScalePrint GoldfishHairClips',
    wellness:
      'ForgetLikeAGoldfish GoldfishGazingPause GoldfishTankMeditation GoldfishMindset JustKeepSwimming GoldfishTankSounds GoldfishFocusMinute',
    speed:
      'DrawAGoldfishIn10 GoldfishChopstickRace GoldfishMemoryBlitz GoldfishCrackerStack FishbowlTossRelay GoldfishFinsDash GoldfishCrackerCountDash',
    music:
      'SerenadeYourGoldfish GoldfishBubbleBeat GoldfishLipSync GoldfishTankSingAlong FishbowlLullaby GoldfishSeaSongCover GoldfishGurgleLoop',
    art: 'GoldfishClayModel FoldAnOrigamiGoldfish GoldfishWatercolor GoldfishPaperLantern GoldfishThumbprintArt GoldfishBubbleWrapArt GoldfishInkPainting',
    tech: 'GoldfishSlowMoSwim GoldfishTankCam GoldfishAutoFeeder GoldfishTimelapse GoldfishTankPhotoTips GoldfishTankTechTour',
    gaming:
      'GoldfishGoFishNight PingPongGoldfishToss GoldfishCrackerFlick GoldfishMemoryMatch BeatTheGoldfish GoldfishMagnetFishing GoldfishScoopGame',
  },
  golf: {
    dance:
      'GolfCartShuffle HoleInOneGolfJig MiniGolfMoonwalk GolfClubTwirl GolfSwingGroove GolfFistPumpFinish GolfBirdieBop',
    educational:
      'WhyGolfBallsDimple GolfSwingPhysics HowGolfBegan GolfRulesQuiz GolfOnTheMoon GolfBirdieEagleQuiz',
    cooking:
      'GolfBallCakePops GolfIcedTeaLemonade HoleInOneGolfCookies GolfCourseCupcakes GolfClubSandwich GolfPuttingGreenMatcha GolfSandTrapSundae',
    travel:
      'PlayEveryLocalGolfCourse MiniGolfRoadTrip GolfSunsetNine GolfRangeBucketChallenge GolfPublicCourseHop GolfWackyMiniCourseHunt',
    fashion:
      'GolfFitCheck ArgyleGolfSocks PlusFoursGolfRevival GolfPoloAndVisor GolfSkortLook GolfClubhouseChic TeeUpYourGolfLook',
    wellness:
      'GolfNoScoreRound GolfSunriseNine BreatheBeforeGolfSwing GolfMindfulPutt GolfFreshAirWalk GolfLetTheBogeyGo GolfGratitudeWalk',
    speed:
      'SpeedGolfRound FastestMiniGolf GolfChipBlitz GolfPuttingRace GolfBallRoundup NineHolesInAnHour GolfTeeTimeTrial',
    music:
      'GolfWalkOnSong GolfCartSingAlong ClubhouseGolfJazz GolfSwingRhythm GolfTeeTimeTunes HoleInOneAnthem GolfIronXylophone',
    art: 'PaintedGolfBalls MiniGolfDesign GolfCourseWatercolor GolfHoleSketch GolfTeeSculpture GolfDreamHoleDesign GolfScorecardDoodle',
    tech: 'RateMyGolfSwingApp GolfSlowMoSwing AICoachesMyGolf GolfAppShowdown GolfDistanceApp GolfTimelapseRound GolfSwingSplitScreen',
    pet: 'MiniGolfWithMyDog CatChasesGolfTee GolfCaddyPup GolfBallFetch GolfCartPupRide PuppyPuttingPro PetGolfGoalie',
    gaming:
      'GolfVideoGameDuel GolfHallwayPuttOff GolfBingoRound GolfChipIntoTheBucket CrazyGolfSpeedrun GolfBirdieBattle',
  },
  google: {
    fitness:
      'GoogleMapsArtRun GoogleTimerTabata GoogleEarthStairClimb GoogleFitStreak StreetViewHikePlan GoogleFitLeaderboard HeyGoogleCountMyReps',
    prank:
      'GoogleSlidesTribute GoogleMapsPinSurprise GoogleDocLoveLetter GoogleCalendarCakeDrop GoogleTranslateCompliment HeyGoogleSerenade SetGoogleToPirate',
    educational:
      'GoogleSearchTricks GoogleEarthGeography GoogleArtsCultureTour HowGoogleRanksPages GoogleStreetViewGuess GoogleFactCheck GoogleScholarDeepDive',
    cooking:
      'GoogleFirstRecipeTest GoogleLensMysteryVeg GoogleTimerEggs GoogleTranslateNonna GoogleTopSearchDinner GoogleTrendingBakeOff CookWhatGoogleSays',
    travel:
      'GoogleMapsRandomPin GoogleMapsHiddenGems GoogleEarthToRealLife GoogleLensFoodQuest StreetViewVsReality GoogleMapsSavedPlaces FollowGoogleBlindly',
    fashion:
      'GoogleLensFitFind GoogleTrendsOutfit GoogleShoppingHaul DressInGoogleColors ImFeelingLuckyLook GoogleImagesDecadeLook GoogleDoodleTee',
    wellness:
      'GoogleFreeSunday GoogleFocusTimer GoogleEarthCalmFlyover GoogleCalendarMeTime GoogleEarthForestWalk DigitalWellbeingCheck NoGoogleForADay',
    speed:
      'GoogleFeudBlitz GoogleDinoRunRecord GoogleSearchRace FastestGoogleAnswer StreetViewSpeedGuess GoogleLensSprint GoogleWhackHunt',
    music:
      'GoogleHumToSearch GoogleTranslateSong GoogleAssistantBeatbox GoogleDoodleBachJam GoogleMapsVoiceRemix HeyGoogleJingle',
    art: 'DesignAGoogleDoodle GoogleEarthArt GoogleQuickDrawRound GoogleLogoRedesign GoogleStreetViewSketch GoogleEarthCollage GoogleColorsMosaic',
    pet: 'GoogleLensPetBreed GoogleMapsDogWalk GooglePhotosPetAlbum GoogleTranslateMeow GoogleTranslateWoof HeyGooglePetCommands',
    gaming:
      'GoogleDinoSpeedrun GoogleDoodleArcade GoogleFeudFamilyNight GoogleEarthHideSeek GoogleStreetViewDuel GoogleSnakeHighScore BeatGoogleAtTrivia',
  },
  'googly eye': {
    dance:
      'GooglyGroove MakeTheGooglyEyesSpin ShoesWithGooglyEyes HeadBobGooglyEyes GooglyWiggleShuffle GooglyEyedTwoStep GooglyEyeDanceOff JiggleYourGooglies',
    fitness:
      'GooglyGains GooglyEyePlankCoach GooglyEyedKettlebell BurpeesInGooglyGlasses GooglyJiggleSquats SpotterWithGooglyEyes GooglyEyeJumpingJacks',
    funny:
      'GooglifyTheHouse GooglyEyeFridgeFamily GooglyEyeVoiceover PutGooglyEyesOnIt GooglyObjectsWithFeelings GooglyEyeSoapOpera HostAGooglyTalkShow GooglyPotatoDiaries',
    cooking:
      'GooglyEyeCupcakes MonsterToastGooglyEyes GiveYourFoodGooglyEyes GooglyOliveEyePizza GooglyEyeSnackAttack PancakesThatStareBack GooglyEyeBentoBox',
    travel:
      'GooglyEyeTravelBuddy SuitcaseGooglyEyes GooglyEyedGlobetrotter TakeGooglyEyesOnATrip GooglyFacesInPlaces GooglyEyePostcards GooglyEyeRoadTripPal',
    wellness:
      'GooglyEyeGratitudeRock GooglyEyePlantFriends DeskPetGooglyEyes LaughBreakGooglyEyes GiggleWithGooglies GooglyPebblePepTalk GooglyEyeMirrorSmile GooglyEyeWorryJar',
    speed:
      'FindTheGooglyEyes GooglyEyeStickRace FiftyGooglyEyesIn60 GooglyEyeChopsticks GooglyPeelAndPlace GooglifyTheKitchen GooglyEyeSortSprint',
    music:
      'GooglyEyeChoir GooglyEyeSockDuet GooglyGarageBand LipSyncWithGooglyEyes HeadbangGooglyEyes GooglySingingObjects GooglyEyeDrumKit',
    art: 'MonaLisaGooglyEyes GooglyEyeRockPets GooglyEyeCollage PaintAroundGooglyEyes ArtHistoryButGoogly GooglyFacePhotoHunt GooglyEyeSelfPortrait',
    tech: 'RobotVacuumGooglyEyes GooglyEyeWebcam GooglyEyeStopMotion GooglyEyeSlowMo GooglifyYourGadgets GooglyEyeARFilter GooglyEyePhoneCase',
    gaming:
      'GooglyEyeDiceMonsters ChessWithGooglyEyes GooglyEyedGamepad GooglyEyeBlockTower GooglyEyeWhoIsIt GooglyEyeBoardGame GooglyCheckersKing',
  },
  goose: {
    dance:
      'SillyGooseShuffle GoslingLineStep GooseStrutOff FlapLikeAGoose VFormationGeese GooseHonkOnTheBeat MotherGooseMacarena',
    fitness:
      'GooseWaddleSquats GeeseVFormationRun WildGooseChaseSprints NeckStretchLikeAGoose GooseBumpsCardio GooseFlapFifty',
    funny:
      'GooseSecurityGuard GooseVsMailman GooseChaosEnergy WhenAGooseSpotsYou SillyGooseSkit GooseHonkImpression ParkGooseStandoff ChasedByAGoose',
    educational:
      'WhyGeeseFlyInAV GooseMigrationMap GoslingImprinting GooseTeethTruth GooseOrSwanQuiz GooseHonkTranslator MotherGooseOrigins',
    cooking:
      'GooseFaceCookies GoslingLemonCupcakes GooseMeringueBirds HonkingGooseBento SillyGooseSandwich GooseGoldenEggBrunch GooseberryFool',
    travel:
      'GooseMigrationWatch GoosePondWalk LakesideGoslings GooseSpottingPicnic WildGooseChaseTrip FollowTheVFormation CanadaGooseSpotting',
    speed:
      'GooseWaddleRace GeeseFormationRelay GoslingLineDash CountTheGooseFlock WildGooseChaseSprint GooseFastestHonk OutrunTheGoose',
    art: 'SketchASillyGoose GoosePondWatercolor GoslingFeltCraft GooseOrigami LinocutGoosePrint GooseVFormationPaint PaperPlateGoose',
    tech: 'GooseMigrationTracker GoosePondCam GoslingSlowMo GooseHonkSoundApp AIGooseTranslator TrackTheVFormation GooseTimelapse',
    gaming:
      'GameOfTheGoose SillyGooseShowdown WhosTheGooseCircleGame GooseWaddleTag GooseHonkBattle GeeseFollowTheLeader GoldenGooseHunt MotherGooseRiddles',
  },
  gorilla: {
    dance:
      'GorillaStomp GorillaGroove GorillaChestBeatDrop GorillaKnuckleShuffle GorillaSilverbackSway DanceLikeAGorilla GorillaBreakdance GorillaLeanBack',
    fitness:
      'GorillaCrawlCircuit GorillaGripHang GorillaRowOff GorillaStrength GorillaChestPushUps GorillaSquatHold GorillaKnuckleWalk BroadJumpGorilla',
    prank:
      'GorillaSuitSurprise SneakyPlushGorilla GorillaPhotobomb GorillaBananaTrail GorillaZoomCameo GorillaDeliveryGuy GorillaPlushPhotobomb GorillaFootprintTrail',
    cooking:
      'GorillaBreadBake GorillaGreenSmoothie GorillaBananaPops GorillaSizedPancakes GorillaTrailMix GorillaBrownies ChocoGorillaCookies GorillaFaceCupcakes',
    travel:
      'GorillaWildlifeParkTrip ZooGorillaVisit GorillaZooPhotoWalk MeetTheMuseumGorilla GorillaFeedingTimeWatch GorillaSafariParkDay VirtualGorillaSafari GorillaRainforestExhibit',
    fashion:
      'GorillaSuitGlowUp GorillaSilverHairStreak GorillaGraphicTee GorillaFitCheck GorillaBeanie GorillaPrintHoodie FauxFurGorillaCoat GorillaCrewNeck',
    wellness:
      'GorillaChestTap GorillaDeepBreath GentleGorillaMode LazyGorillaSunday GorillaSunBask GorillaForestWalk GorillaNapNest GorillaStretchBreak',
    speed:
      'GorillaCrawlSprint GorillaBananaPeelRace GorillaSuitChangeDash GorillaChestBeatsIn10 GorillaPuzzleRush GorillaMonkeyBarRelay FastestGorillaWalk GorillaKnuckleBlitz',
    music:
      'GorillaChestDrum GorillaBeatbox GorillaHumming GorillaSuitSongCover GorillaSoulSong GorillaJungleSounds BongoLikeAGorilla GorillaGruntDuet',
    art: 'GorillaCharcoalSketch GorillaPaperMask GorillaClaySculpt OneLineGorilla GorillaLinoPrint GorillaPopArt SockGorillaPuppet FingerprintGorillas',
    tech: 'GorillaARFilter GorillaVoiceChanger GorillaZooWebcam GorillaZoomPhoto GorillaStopMotion GorillaTimelapseDrawing GreenScreenGorilla AIGorillaSelfie',
    pet: 'GorillaPoseWithMyPet GorillaPlushTug GorillaYogaWithMyDog GentleGiantPup GorillaToyHideSeek MyCatTheSilverback GorillaPlushNapBuddy KittyMeetsGorilla',
    gaming:
      'GorillaFreezeTag GorillaBarrelDodge GorillaCharades GorillaBarrelRoll GorillaVineRace GorillaJungleGymRace GorillaSimonSays GorillaBananaToss',
  },
  graduation: {
    dance:
      'GraduationStageStrut GradNightConga CapAndGownGroove GraduationGetDown GraduationTasselTwirl GradDiplomaShuffle GraduationMoonwalk',
    fitness:
      'GraduationDayRun GraduationStairClimb CapAndGownPushUps GradWalkLunges GradDiplomaDeadlifts GraduationGains GraduationYearReps',
    travel:
      'GraduationRoadTrip DriveHomeForGraduation PostGradAdventure GraduationGetaway CampusFarewellTour GradDayTripWithMyCrew GraduationBucketList',
    wellness:
      'GradLetterToFutureSelf GraduationMemoryJar CalmBeforeGraduation GraduationGratitude GraduationThankYouNotes GradSeasonSlowDown GraduationInThreeWords',
    speed:
      'GraduationDiplomaDash DecorateGradCapIn10 GraduationHugCount GownQuickChange GraduationStageSprint GraduationSelfieBlitz GraduationYearbookRush',
    art: 'GraduationCapArt SignatureShirtForGrads GradYearbookCollage GraduationPhotoshoot FrameYourGraduation PaintYourMortarboard GraduationSilhouette',
    tech: 'AIGraduationSpeech GradVideoMontage GraduationLivestream SlowMoTasselFlip GraduationPhotoFilter QRCodeYourCap GraduationVideoInvite',
    gaming:
      'FinalBossBeforeGrad GraduationBingoCard GraduationScavengerHunt LevelUpGraduation NewGamePlusGraduation GraduationTriviaDuel',
  },
  grandkid: {
    dance:
      'GrandkidLivingRoomGroove GrandkidTwistDuet GrandkidTrendRecreate GrandkidDanceOff GrandkidTeachesTheFloss GrandkidFamilyShuffle',
    fitness:
      'GrandkidYogaDay GrandkidPiggybackSquats GrandkidMorningWalk GrandkidKeepUpChallenge GrandkidStretchBuddy GrandkidPlankOff',
    funny:
      'GrandkidTeachesSlang GrandkidRatesGrandpaJokes GrandkidReadsNanasTexts GrandkidBackInMyDaySkit GrandkidShowsNanaMemes GrandkidImpressions',
    educational:
      'GrandkidThenAndNow GrandkidTeachesTech GrandkidCursiveLesson GrandkidAsksAnything GrandkidFamilyTreeQuiz GrandkidHistoryHour',
    cooking:
      'GrandkidDumplingFold GrandkidPancakeSunday GrandkidJamJars GrandkidLearnsTheRecipe GrandkidBakingLesson GrandkidCookieSwap',
    travel:
      'GrandkidRoadTrip GrandkidCampingWeekend GrandkidFishingDay GrandkidVisitsNanasTown GrandkidZooDay GrandkidOldNeighborhood',
    fashion:
      'GrandkidStylesGrandma GrandkidSweaterSwap GrandkidBroochBorrow GrandkidTwinningDay GrandkidClosetRaid GrandkidKnitScarf',
    wellness:
      'GrandkidPhoneCall GrandkidTeaTime GrandkidPenPalNotes GrandkidThankYouNote GrandkidStoryNight GrandkidSlowWalks',
    speed:
      'GrandkidSpeedQuiz GrandkidKnitCountdown GrandkidTextingRace GrandkidSnapShowdown GrandkidPuzzleBlitz GrandkidCardShuffleDash',
    music:
      'GrandkidDuet GrandkidOldiesSingAlong GrandkidKitchenBand GrandkidPlaylistSwap GrandkidRecorderRecital GrandkidRadioNight',
    art: 'GrandkidHandprintTile GrandkidQuiltSquares GrandkidFamilyTreeArt GrandkidDrawsGrandpa GrandkidPaintDate GrandkidScrapbookSwap',
    tech: 'GrandkidTechSupport GrandkidTeachesApps GrandkidVoiceNotes GrandkidSmartSpeakerHelp GrandkidRemoteRescue GrandkidScansOldPhotos',
    pet: 'GrandkidMeetsNanasCat GrandkidPetSitting GrandkidPetVisit GrandkidWalksTheDog GrandkidSpoilsTheDog GrandkidFeedsTheFish',
    gaming:
      'GrandkidTeachesGaming GrandkidKartRace GrandkidBingoCaller GrandkidCheckersRematch GrandkidCardShark GrandkidDominoesDuel',
  },
  grandma: {
    fitness:
      'GrandmaPlankOff GrandmaChairYoga CanYouOutlastGrandma NanaGardenSquats GrannyGains MallWalkWithGran CanYouStretchLikeGrandma StepCountVsGrandma',
    prank:
      'GrandmaSurpriseVisit FakeTattooOnGrandma NanaPhotobomb FlowersForGrandma GrandmaSaysNoCap GrannySurpriseSerenade GrandmasCookieJarNote SpoilGrandmaBack',
    cooking:
      'GrandmasSecretRecipe BakingWithNana GrandmaSundaySauce CopyGrandmasCookies GrannySmithPie GrandmaPinchOfThis GrandmaVsMeBakeOff EyeballItLikeGran',
    travel:
      'GrandmasHometownTour GrandmaFirstTrainRide GrandmaRoadTrip TakeNanaSomewhereNew GrannyDayOut BucketListWithGran RetraceGrandmasSteps GrandmaPicksTheSpot',
    fashion:
      'GrandmasClosetRaid NanaVintageFitCheck RestyleGrannysCardigan DressLikeYourGrandma GrandmasPearlsOfWisdom GrandmaApprovedLook GrandmaStylesMe SwapOutfitsWithGran',
    art: 'DrawYourGrandma QuiltWithNana GrandmaPaintNight GrandmaKnitAlong GrannySquareGlowUp GrandmaFolkArtMoment RecreateGrandmasPhoto SketchGrandmasGarden',
    tech: 'GrandmaTriesAI GrandmaEmojiGuess GrandmaFirstSelfie FixGrannysPhone GrandmaVsVoiceAssistant FaceTimeWithNana GrandmaTriesAFilter GadgetReviewsByGran',
    gaming:
      'GrandmaWordGameDuel GrandmaKartRace BeatGrandmaAtRummy BingoNightWithGran GrannyGamerTag NanaPlaysVideoGames GrandmaCardShowdown GrandmaBlockBuildOff',
  },
  grandpa: {
    dance:
      'GrandpaFoxtrotFriday GrandpaOldSchoolTwist DanceLikeGrandpa GrampsGotMoves GrandadGroove GrandpaJitterbugLesson TeachGrandpaTheFloss',
    fitness:
      'GrandpaChairSquats GrandpaPlankDuel GrandpaGardenLifts KeepUpWithGrandpa GrampsMorningStretch WalkWithGrandad TaiChiWithGrandpa',
    funny:
      'GrandpaReactsToTrends GrandpaBackInMyDay GrandpaVoiceTexting OutJokeGrandpa GrandpaUphillBothWays GrandpaVsTheRemote GrandpaTranslatesSlang',
    educational:
      'AskGramps GrandpaKnotTying GrandpaWasThere FixItLikeGrandpa GrandadsMapSchool GrandpasCoinCollection GrandpaTeachesCursive',
    cooking:
      'GrampsSecretRecipe GrandpaChiliCookOff GrandpaFridayFishSupper GrillMasterGrandpa GrandpaPancakeFlip SundayRoastWithGrandad GrandpaStovetopPopcorn',
    travel:
      'GrandpaHometownTour GrandpaThenAndNowWalk GoneFishingWithGramps RoadTripWithGrandad AllAboardGrandpa GrandpaTrainDayOut RetraceGrandpasSteps GrandpasFavoriteDiner',
    fashion:
      'GrandpaSuspendersFit DressLikeYourGrandpa RaidGrandpasCloset GrandadCardiganClub GrandpaFlatCapSwap GrandpaLoafersAndSocks GrandpaStyleIcon',
    wellness:
      'GrandpaLifeAdvice GrampsGratitude GrandpaFishingMorning PorchTimeWithGrandad BirdwatchLikeGrandpa GrandpaMemoryLaneWalk CallGrandpaToday RecordGrandpasStories',
    speed:
      'GrandpaCrosswordSprint GrandpaCheckersBlitz GrandpaTieKnotClock BeatGrandpaAtSudoku GrampsToolboxDash GrandpaVsGrandkidRace ShuffleLikeGrandpa GrandpaSolitaireRush',
    art: 'GrandpaWoodBlockPaint GrandpaBirdhouseBuild GrandpaHandsPortrait PaintGrandpaAsAKing WorkshopWithGramps RestoreGrandpasPhotos GrandpaPortraitSketch DrawGrandpaYoung',
    tech: 'TeachGrampsAnApp GrandpaFirstSmartphone GrandpaHomeVideoRescue GrandpaVsGadgets GrandadGoesDigital GrandpaTriesVoiceSearch GrandpaTriesAFaceFilter',
    pet: 'GrampsReclinerBuddy GrandpaPetNap GrandpaSlowDogStroll GrandpaDogWhisperer WalkiesWithGrandad CatOnGrandpasLap GrandpaTeachesATrick FetchWithGrandpa',
    gaming:
      'GrandpaTriesGaming GrandpaCribbageShowdown GrandpaArcadeHighScore BeatGrandpaAtChess GrandadUndefeated GrampsPlaysVideoGames CheckmateGrandpa',
  },
  grandparents: {
    dance:
      'GrandparentsSwingLesson GrandparentsWaltzNight GrandparentsJiveOff GrandparentsGotMoves GrandparentsTwistOff GrandparentsFirstSongSway',
    fitness:
      'GrandparentsWalkClub GrandparentsStretchDate GrandparentsTaiChi GrandparentsParkLaps GrandparentsWalkOff GrandparentsChairYoga',
    funny:
      'GrandparentsReactToTrends GrandparentsGuessSlang GrandparentsVsAlexa GrandparentsJokeOff GrandparentsRateMemes GrandparentsBackInMyDay GrandparentsRateEmojis',
    educational:
      'GrandparentsHistoryLesson GrandparentsTeachASkill GrandparentsSchoolThen GrandparentsFamilyTree GrandparentsPriceQuiz GrandparentsCursiveClass GrandparentQuizShow',
    cooking:
      'GrandparentsRecipeRemake GrandparentsSundayRoast GrandparentsJamMaking CookWithGrandparents GrandparentsKitchenTips GrandparentsRecipeCard GrandparentsPieContest',
    travel:
      'GrandparentsHometownTour GrandparentsRoadTrip GrandparentsHouseVisit GrandparentsBucketList GrandparentsFirstDateSpot GrandparentsNatureWalk',
    fashion:
      'GrandparentsFitCheck GrandparentsClosetRaid GrandparentsWeddingLook GrandparentsSweaterVests GrandparentsHandMeDowns GrandparentsCardiganSwap GrandparentsStyleUs',
    wellness:
      'GrandparentsGratitude GrandparentsLifeAdvice GrandparentsGardenHour GrandparentsPorchChat GrandparentsSundayVisit LettersToGrandparents',
    speed:
      'GrandparentsPuzzleRace GrandparentsRelay GrandparentsTextSpeed GrandparentsDominoBlitz GrandparentsCrosswordRace GrandparentsQuiltFoldRace',
    music:
      'GrandparentsFavoriteSong GrandparentsSingAlong GrandparentsVinylNight GrandparentsWhistleTunes GrandparentsOldiesDuet GrandparentsWeddingSong',
    art: 'GrandparentsPortrait GrandparentsQuiltCraft GrandparentsWatercolor GrandparentsPhotoRestore SuperheroGrandparents GrandparentsFamilyTree',
    tech: 'GrandparentsTechHelp GrandparentsVideoCall GrandparentsSmartSpeaker GrandparentsLearnAnApp GrandparentsPhotoFrame GrandparentsPhotoScan GrandparentsFirstMeme',
    pet: 'GrandparentsMeetMyPet GrandparentsPetSitting GrandparentsSpoilThePup GrandparentsCatNap GrandparentsPuppyVisit GrandparentsDogWalk',
    gaming:
      'GrandparentsGameNight GrandparentsTryGaming GrandparentsCribbage GrandparentsChessLesson GrandparentsCardNight GrandparentsVideoGameDuel',
  },
  grape: {
    dance:
      'GrapevineShuffle GrapeStompDance GrapeHarvestHoedown BounceLikeAGrape GrapeJuiceJive GrapeRaisinTheRoof PurpleGrapeTwist',
    fitness:
      'GrapeStompCardio GrapevineAgilityDrill GrapePickingLunges PlankThenGrapeSnack GrapeFuelHillSprints GrapeCrateCarry FrozenGrapeFuelRun',
    travel:
      'GrapeHarvestTrip PickYourOwnGrapes GrapePicnicInThePark GrapeFarmersMarketRun TheGrapeEscape GrapeVarietyTasteTour GrapeSnackRoadTrip GrapevineGardenWalk',
    fashion:
      'GrapeBunchEarrings GrapeBalloonCostume GrapeLeafCrown ShadesOfGrape GrapeGoddessGlam GrapeLinenPicnicLook',
    wellness:
      'GrapeRaisinMeditation MindfulGrapeMoment FrozenGrapeCoolDown GrapeSnackReading GrapeSunsetPicnic SavorOneGrapeSlowly GrapeJuiceToast',
    music:
      'GrapeStompRhythm GrapeBunchShaker GrapeSquishBeat ThroughTheGrapevine GrapeJamSession GrapeJuiceGlassSymphony SourGrapesBlues SweetGrapeSerenade',
    tech: 'GrapeRaisinTimelapse GrapeMacroShot GrapeSlowMoSquish GrapeCutterShowdown GrapeCaterpillarStopMo CanAIRankGrapes PhoneMicroscopeGrape',
    pet: 'GrapePlushFetch GrapeSqueakyToyHunt GrapeBallPitPup CatInAGrapeHat GrapePlushPhotoshoot GrapeColorPetBed NoGrapesForPets GrapeToyBallChase',
    gaming:
      'GrapeBlindTasteGame GrapePyramidBuildOff GuessHowManyGrapes GrapeRollingRace GrapeTossIntoCup GrapeOrRaisinGuess PassTheGrapeSpoon GrapeTicTacToe',
  },
  grass: {
    dance:
      'TouchGrassTwoStep GrassSprinklerShuffle BarefootGrassGroove TallGrassTwirl GreenGrassGetDown GrassLawnLimbo',
    funny:
      'GrassIsGreenerSkit FirstTimeTouchingGrass MomVsGrassStains GrassWhistleFail KeepOffTheGrass GrassGnomeInterview',
    prank:
      'GrassSeedMessage FlamingosOnTheGrass FakeGrassDeskMakeover GrassWhistleAmbush IndoorLawnSurprise GrassGnomeInvasion GrassHeadTwin',
    travel:
      'FindTheGreenestGrass GrassyHillPicnic RollDownAGrassyHill GrassyParkHop GrassMeadowWander TouchGrassTrailWalk',
    fashion:
      'GrassGreenFitCheck GrassStainRescue GinghamOnTheGrass GrassGreenSneakers GrassLawnPartyLook GrassMeadowDress',
    speed:
      'GrassHillRollRace GrassFourLeafCloverHunt GrassSackHop GrassCartwheelCount BarefootGrassRelay GrassDandelionDash GrassKnotSprint',
    music:
      'GrassWhistleCover TouchGrassAnthem GrassRustleASMR BladeOfGrassKazoo GrassLawnChairJam GrassCricketChorus GrassyHillSerenade',
    art: 'GrassHeadBuddy MowArtIntoTheGrass MazeInTallGrass GrassPrintPainting WeaveAGrassCrown GrassPressedCollage',
    tech: 'GrassGrowthTimelapse TurfVsRealGrass NameEveryWeedInTheGrass ZoomIntoAGrassBlade GrassDewDropMacro GrassPanoramaShot',
    gaming:
      'TouchGrassTag GrassBeanbagToss TouchGrassBreak GrassHopscotch GrassBugHuntGame LawnGameOlympics',
  },
  gratitude: {
    prank:
      'HiddenGratitudeNotes GratitudeBalloonRoom GratitudeJarSurprise LunchboxGratitude ThankYouAmbush GratitudePostItAvalanche',
    cooking:
      'BakeYourGratitude IcedThankYouCookies GratitudePotluck GratitudePieForward ThankYouMealForHeroes GratefulGrandmaRecipe GratitudeBreadShare',
    travel:
      'GratitudeHometownTour GratitudePostcards OneGratitudePerStop ThankYouLocalShops ThankfulPassport GratitudeMemoryLaneTrip GratefulForThisView',
    fashion:
      'GratitudeHandMeDowns GratitudeHeirloomLook WearYourGratitude ThankfulForThisFit ThankYouMomVintage GratefulRewearChallenge',
    music:
      'GratitudeRapVerse ThankYouTeacherSerenade GratitudeSongForMom SingYourGratitude ThankYouForTheMusic ThankfulChorus GratitudeHumAlong',
    art: 'GratitudeTreeLeaves ThankYouCardCraft PaintAGratitudeJar GratitudeRocks ThankfulDoodleADay ThankYouHeroPortrait',
    gaming:
      'ThankYourTeammates GratitudeGGShoutout RollForGratitude GratitudeBingo GratitudeBlockTower GameNightGratitude',
  },
};
