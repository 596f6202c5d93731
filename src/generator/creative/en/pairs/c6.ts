import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  florist: {
    dance:
      'FloristShopShuffle FloristTwirlChallenge FloristRibbonDance FloristClosingTimeJam FloristBloomAndBoogie FloristCongaLine WaltzLikeAFlorist ShimmyForTheFlorist',
    fitness:
      'FloristSoilBagDeadlift FloristBucketCarry FloristFlowerPotSquats FloristDeliveryRun BouquetBicepCurls FloristPetalPowerPlank FloristStairClimb FloristLungeAndArrange',
    funny:
      'ThingsFloristsHear FloristJudgesMyBouquet FloristAllergyPOV FloristOnFebruary14 GasStationRosesRated FloristImpression FloristVsPanicBuyer WeddingFloristMeltdown',
    prank:
      'FloristSilkFernSwap FloristTalkingPlant FloristCardMixUp FloristPetalConfettiBox FloristRealOrFakeRose FloristFlowerInTheirShoe FloristBroccoliBouquet FloristPaperTulipSwap',
    educational:
      'FloristWiltRescue WhyFloristsCutOnASlant FloristMeaningMatchUp FloristBloomIDQuiz DayInTheLifeFlorist FloristSevenDayVaseTest PickColorsLikeAFlorist AskAFloristAnything',
    cooking:
      'FloristCupcakeBouquet FloristPastryPeonies FloristButtercreamBlooms FloristFlowerPowerCookies PressedPetalShortbread FloristLavenderLemonade FloristRadishRoses FloristFruitArrangement',
    travel:
      'FloristShopCrawl VisitYourLocalFlorist FarmersMarketFloristHunt PickYourOwnLikeAFlorist EarlyBirdFloristRun RateEveryFloristInTown FloristStallSafari FloristWindowPhotoWalk',
    fashion:
      'FloristFlowerCrown FloristBouquetMatch FloristApronRunway DressLikeAFlorist FloristBoutonniereBattle FloristBloomsInMyHair FloristFloralFitCheck FloristPocketPosy',
    wellness:
      'FloristMindfulArranging FloristBreatheAndBloom FloristRepotAndRelax FloristPressedPetals BuyYourselfFlowers OneStemADay ThankYourFlorist FloristScentWalk',
    music:
      'FloristSnipToTheBeat FloristShopSingAlong FloristSerenade FloristKaraoke FloristBucketDrumSolo FloristRosesAreRedRap FloristWhistleCover FloristBloomBoxBeats',
    tech: 'FloristTimelapseBloom FloristPortraitModeTest FloristVsAIArrangement FloristStopMotionBouquet PlantIDVsAFlorist FloristMacroCloseUp SlowMoFloristSpray FloristPhotoEditFaceOff',
    pet: 'FloristCatGrassPlanter FloristBunnyHerbBox FloristPupVisit DogSniffsTheFlorist PetSafeBouquet NoLiliesForKitty CatnipFloristPosy FloristBiscuitBasket',
    gaming:
      'FloristCharades FloristTicTacToe RememberTheFloristsOrder PlayFloristForADay FloristBouquetBingo FloristArrangeOff StumpTheFlorist ISpyAtTheFlorist',
  },
  flower: {
    dance:
      'FlowerPowerShuffle SunflowerSway TwirlLikeAFlowerPetal FlowerCrownConga DanceWithAFlower FlowerSkirtSalsa FlowerGardenWaltz FlowerStemSpin',
    fitness:
      'FlowerPotSquats LotusFlowerFlow SunflowerStretch WildflowerHike BurpeeForEveryFlower FlowerWeedingWorkout FlowerBedLunges FlowerMeadowJog',
    funny:
      'FlowerPunBattle HayFeverVsBouquet FlowerPepTalk FlowerCrownOnDad FlowerNamesWeMadeUp TulipsOrTwoLips OverwateredFlowerDrama FlowerGiftFromToddler',
    prank:
      'FlowerSquirtGotcha FlowerBehindTheirEar FlowerBroccoliSwap FlowerPetalDoorDrop FlowerThatTalksBack PaperFlowerFakeout FakeFlowerWatering FlowerDoodleTakeover',
    fashion:
      'FloralFitCheck FlowerBehindTheEar DIYFlowerCrown ButtonholeFlowerFriday HeadToToeBlooms MatchYourOutfitToAFlower FlowerPressedNailArt ThriftAFlowerPrint',
    wellness:
      'SmellTheFlowers FreshBouquetSunday FlowerPressingJournal OneFlowerADay WaterYourFlowersSlowly FlowerArrangingZen DrawAFlowerMindfully FlowerGazingPause',
    music:
      'NameThatFlowerSong SingToYourFlowers FlowerPotDrumKit SerenadeASunflower FlowerPowerKaraoke TiptoeThroughTheTulips FlowerStemWhistle FlowerBalladForMom',
    tech: 'FlowerBloomTimelapse FlowerIDShowdown FlowerMacroCloseUp FlowerSlowMoDrop FlowerPhotoEditFaceOff FlowerPetalStopMotion DesignAFlowerWallpaper FlowerPortraitModeTest',
    pet: 'DrawYourPetAsAFlower SunflowerPhotoshoot FeltFlowerCatToy FlowerFieldZoomies StopAndSniffTheFlowers FloralCollarFitCheck FlowerBoxBunnyHideout KittenFlowerShadowChase',
    gaming:
      'ISpyAPinkFlower FlowerPetalTicTacToe SniffAndGuessTheFlower FlowerJigsawRace DreamGardenBuildOff RarestFlowerHunt FlowerCardMemory FlowerBingoWalk',
  },
  'flower pot': {
    dance:
      'FlowerPotShuffle WateringFlowersWaltz FlowerPotTapDance DanceAroundAFlowerPot FlowerPotFreezeDance StepOverTheFlowerPots FlowerPotHipHop FlowerPotConga',
    fitness:
      'FlowerPotFarmerCarry FlowerPotSquats FlowerPotStepOvers PlantPotPushUps SoilBagDeadlift FlowerPotRussianTwist HeavyFlowerPotLunges FlowerPotWallSit',
    funny:
      'TinyPotGiantFlower FlowerPotGrassHaircut FlowerPotPuppetShow MyFlowersHateMe WiltedFernEulogy FlowerPotSoapOpera FlowerPotPepTalk FlowerPotVoiceOver',
    prank:
      'GooglyEyeFlowerPots WaterTheFakeFlowers FlowerPotGummyWorms FlowerPotTalkingPlant GnomeMovesEachNight FlowerPotHiddenNote FlowerPotSpillGag FlowerPotGrowthSpurt',
    travel:
      'FlowerPotSpottingWalk FlowerPotBalconyHunt FlowerPotMarketStroll FlowerBoxSafari FlowerPotThriftFind FlowerPotDoorstepTour FlowerPotsOfMyTown FlowerPotShopHop',
    fashion:
      'FlowerPotHatDIY FlowerCrownFitCheck FlowerPotEarrings MatchYourFlowerPot FlowerPotRunway FlowerPotHairBlooms DressLikeAFlowerPot FlowerPotFloralNails',
    wellness:
      'FlowerPotSeedOfHope GrowFlowersForCalm MorningFlowerWatering PassOnAFlowerPot MindfulRepotting FlowerPotPaintAndUnwind FlowerPotGratitudeNote BuildAFlowerPotNook',
    speed:
      'FlowerPotStackRace RepotAFlowerIn60 FlowerPotSeedRelay PlantTenFlowerPotsFast SucculentSprint FlowerPotFillDash FlowerPotPaintBlitz FlowerPotSizeSortRush',
    music:
      'FlowerPotXylophone SingToYourFlowers ClayPotPercussion BongoFlowerPots FlowerPotSpoonBeat TerracottaChimeJam FlowerPotDrumCircle FlowerPotRainStick',
    tech: 'FlowerPotSlowMoSplash FlowerBloomTimelapse FlowerPotFaceStopMotion FlowerPotPhoneStandHack FlowerPotPlantIDTest FlowerPotQRCodeLabel FlowerPotPhotoGlowUp FlowerPotSproutCam',
    pet: 'FlowerPotPetPortrait CatGrassFlowerPot FlowerPotDiggerCaught PuppyFlowerPotShellGame StopAndSniffTheFlowers PawPrintPlantPot HamsterFlowerPotHouse DogProofFlowerPot',
  },
  flute: {
    fitness:
      'FluteDiaphragmDrills LongNoteFlutePlank FluteWallSitTones FluteArmCirclesWarmUp MarchToTheFlute SquatOnEveryTrill FluteJumpingJacks StretchBetweenFluteSongs',
    funny:
      'DramaticFluteSolo FluteTrillFace RecorderKidToFlutePro JazzFluteGoneWrong FluteInterruptsDinner FluteBeatboxAttempt FluteInTheWrongKey WhenTheFluteSqueaks',
    educational:
      'HowFlutesWork FluteNoteNamesQuiz FluteOvertoneDemo FluteVsRecorder BottleFluteLab WhyFlutesAreSideways LearnFluteInAMinute FluteMythOrFact',
    cooking:
      'FluteShapedCookies PipeAFluteOnACupcake FluteWaferRolls PretzelRodFlutes ChampagneFluteMocktail FluteGlassParfait FlutedTartShells FluteCheeseStraws',
    fashion:
      'FlutistFitCheck GRWMForFluteConcert FluteBroochDIY FluteBandUniformGlowUp FlauntYourFlute FluteMatchingOutfit FluteCaseCouture FluteStageShoesRated',
    wellness:
      'FluteMeditation CalmFluteMorning FluteSunsetImprov FluteForYourHouseplants OneLongNoteReset BreatheInPlayOut FluteLullabyBeforeBed FluteSunriseSolo',
    tech: 'LoopYourFluteIntoABand FluteThroughAutotune FluteDuetWithYourself FluteTunerAppTest FluteVsTheMetronome SynthVsFlute CanYourPhoneHearMyFlute FluteBathroomReverb',
    gaming:
      'BossThemeOnFlute FluteNameThatTune FluteSimonSays FluteRhythmCopycat FluteMusicalChairs FluteHeroHighScore FluteNoteBingo FluteVideoGameMedley',
  },
  fog: {
    dance:
      'FoggyMorningMoonwalk DanceInTheFog MistySilhouetteMoves FoggyBackyardWaltz StepOutOfTheFog LostInTheFogShuffle FogFreezeFrame SlowMoInTheFog',
    fitness:
      'FoggyMorningRun FogHikeChallenge FogTrailIntervals YogaInTheMist MistyMileRepeats FoggyParkBootcamp FogWalkingLunges FogStairClimb',
    prank:
      'FoggyMirrorMessage FogFilterFakeout MistyWindowDoodle BreathFogHiddenNote FogGhostCameo FoggyYardBigfoot ICaughtFogInAJar FogHornRingtoneSwap',
    educational:
      'FogInAJarExperiment FogOrMistQuiz WhyFogFormsAtNight FogBurnOffTimelapse FogIsACloudOnTheGround FogFactsInAMinute HowFogHornsWork FogVisibilityTest',
    cooking:
      'FoggyDayPorridge FoggyDaySoupSwap LondonFogLatte CloudEggsForFoggyDays EarlGreyFogCake MistyMorningMuffins SteamBunFogReveal FoggyDayGrilledCheese',
    travel:
      'FoggyBridgePhotoWalk FogLighthouseVisit AboveTheFogHilltop FoggyForestFairytale FogOverMyTown FoggyTrainRide FoggyStreetsAtDawn FogSwallowedTheBeach',
    fashion:
      'FogTrenchCoatLook MistyMorningLayers DressForTheFog FoggyDayFitCheck SherlockInTheFog AllGreyFogOutfit FoggyBeanieAndScarf CozyCardiganInFog',
    wellness:
      'FoggyMorningWalk MistyForestBreathing FoggyDayBlanketRead BrainFogReset FogLiftSunriseWatch CozyGreySkyTea FogWindowJournaling SitInTheFogForTen',
    speed:
      'FogMirrorSpeedDraw FogBreathDoodleDash FogShowerSteamRace BeatTheFogLift SketchBeforeItFades FoggyTrailTimeTrial WriteInTheMistFast FogWindowAlphabetIn60',
    music:
      'FogHornBeat StrumInTheFog FoggyDayPlaylistSwap SoundtrackForAFoggyWalk MistyForMeCover FoggyDayLullaby SingIntoTheFog EchoInTheFog',
    tech: 'FoggySelfieFaceOff MistyTimelapse NightModeVsTheFog FlashlightBeamInFog DidTheAppPredictFog PhoneCamVsFog AddFogToAnyPhoto FogWindowStopMotion',
    pet: 'FoggyDogWalk FoggyBackyardSniffTour MistyPetPortrait KittenVsWindowFog FoggyGlassPawPrints FogZoomiesAtDawn GlowCollarInTheFog KittyStaresAtFog',
    gaming:
      'FogMirrorHangman FoggyWindowTicTacToe FogGlassPictionary FogBingoCards ISpyInTheFog FogFlashlightTag FogDayIndoorScavenger FogCharadesNight',
  },
  foil: {
    dance:
      'FoilBotBoogie RoyalFoilCrownStrut TinfoilTwist FoilSuitMoonwalk SilverFoilShimmy SpinInAFoilCape FoilDiscoFreestyle FoilRobotWave',
    fitness:
      'SquatAndTossFoil FoilTargetLunges DodgeTheFoilBall FoilHoopBurpees FoilCatchCrunches FoilScrunchPushUps RunForAFoilMedal FoilPlankTaps',
    funny:
      'FoilWrappedEverything FoilSoundsLikeRain WhatsUnderTheFoil AstronautInTinfoil AliensInFoilSuits FoilHatTheories KnightInShinyFoil WhoAteMyFoilSandwich',
    educational:
      'FoilBoatChallenge FoilShinySideMyth FoilInsulationExperiment FoilFactOrFiction HowThinIsFoil CanFoilBlockWifi FoilSolarOven IsFoilRecyclable',
    cooking:
      'FoilPacketDinner CampfireFoilTacos FoilBakedPotato GrillFoilVeggies FoilBoatNachos FoilFishBake FoilParcelPasta FoilSwanLeftovers',
    travel:
      'FoilPacketCampout CampfireFoilPicnic FoilLunchAtTheSummit FoilPackedParkDay FoilTreasureGeocache PackItInFoil FoilTravelMascot FoilBoatAtTheLake',
    wellness:
      'FoilStressBall FoilCrinkleCalm FoilSensoryPlay FoilRollFootRub WrapAWorryInFoil FoilGratitudeStars FoilDreamCatcher FoilMoonMeditation',
    art: 'FoilSculpture FoilEmbossArt TinfoilFigurines FoilFlowerBouquet CopyMeInFoil ShinyFoilMosaic MoldYourFaceInFoil FoilEngravedPortrait',
    tech: 'FoilWifiBooster FoilCircuitArt FoilFaradayCageTest MakeAFoilStylus FoilPhoneAmpHack FoilSmoreTimelapse FoilSelfieReflector FoilSlowMoCrumple',
    pet: 'FoilPawPrintEmboss FoilReflectionKitty FoilCatSilhouette FoilBunnyOrnament FoilPuppyCollage FoilTreatTinCraft FoilPortraitOfMyPet FoilStatueOfMyDog',
    gaming:
      'FoilBallBottleBowling FoilBucketToss FoilChessSet GoldFoilLootHunt FoilCoinFlipDuel TabletopFoilHockey FoilMiniGolf FoilMarbleMaze',
  },
  'food truck': {
    dance:
      'FoodTruckLineDance FoodTruckTacoTwoStep FoodTruckConga FoodTruckWindowWiggle OrderUpFoodTruckShuffle FoodTruckSpatulaSalsa FoodTruckFlamenco SizzleShimmyFoodTruck',
    fitness:
      'FoodTruckBikeHop WalkToEveryFoodTruck RunToTheFoodTruck FoodTruckFiveK LunchLineSquats EarnYourTaco FoodTruckQueueLunges FoodTruckBurpeeBet',
    funny:
      'FoodTruckSauceOverload FoodTruckIndecision FoodTruckCustomerTypes FoodTruckNapkinFail OrderUpNameMixUp FoodTruckDripOnMyShirt FancyFoodTruckCritic WhenTheFoodTruckLeaves',
    prank:
      'FoodTruckMiniatureMeal FoodTruckWindowPuppet FoodTruckHomeDriveThru FoodTruckBurgerCakeTrick FoodTruckDessertTacoSwap FoodTruckSoldOutFridge FoodTruckJingleFakeout CardboardFoodTruck',
    educational:
      'DesignAFoodTruckKitchen PriceYourFoodTruckMenu HowFoodTrucksWork AskAFoodTruckChef FoodTrucksThenVsNow WhatFoodTruckGradesMean GuessTheFoodTruckCuisine MapYourTownsFoodTrucks',
    travel:
      'FoodTruckParkCrawl FoodTruckRoadTrip FoodTruckPassport BestFoodTruckInMyTown ThreeFoodTrucksOneLunch FoodTruckNightMarket BeachsideFoodTruckHunt FoodTruckFestivalDay',
    fashion:
      'FoodTruckQueueOOTD FoodTruckFitCheck FoodTruckDateNightGRWM FoodTruckChefCosplay FoodTruckTruckerHatDIY DressLikeTheMenu ApronUpFoodTruck FoodTruckMerchDesign',
    wellness:
      'FoodTruckSunsetPicnic FoodTruckSlowLunch TipYourFoodTruck FoodTruckSoloDate FreshAirMealBreak FoodTruckWalkAndEat MindfulFoodTruckBite FoodTruckPhoneFreeDinner',
    speed:
      'FoodTruckLunchRush FoodTruckMenuMemoryDash FoodTruckSetupRace FoodTruckBurritoRollOff OrderUpCountdown FoodTruckTicketBlitz FoodTruckFastestFlip BeatTheFoodTruckLine',
    music:
      'FoodTruckJingle FoodTruckMenuRap FoodTruckHornBeat FoodTruckBusker SizzleAndStrum IceCreamTruckRemix SingYourFoodTruckOrder SpatulaDrumFoodTruck',
    tech: 'FoodTruckMapHunt FoodTruckFlatLay AINamesMyFoodTruck FoodTruckReviewsVsReality TapToPayTacos FoodTruckMenuMakeover FoodTruckSlowMoFlip VlogYourFoodTruck',
    pet: 'CatRunsAFoodTruck FoodTruckDogMeetup FoodTruckPuppyQueue FoodTruckPupCupReview PetTreatTruckHunt BarkeryVanVisit BuildABunnyFoodTruck SitStayFoodTruck',
    gaming:
      'FoodTruckMenuBingo FoodTruckGuessThePrice FoodTruckCharades FoodTruckTwentyQuestions FoodTruckBlindTasteTest RememberTheFoodTruckOrder PretendFoodTruck FoodTruckTrivia',
  },
  football: {
    prank:
      'FootballPenaltyFakeout FootballLineupIntro FootballCrowdWakeUp FootballFakeThrow ConfettiBucketDunk FootballRivalFlagSwap FootballHallwayCheer FootballLiveCommentary',
    educational:
      'FootballSpiralScience FieldGoalFootballMath WhyTheFootballIsOval LearnFootballRefSignals SoccerOrFootballDebate PigskinPhysics FootballIQTest FootballPositionsQuiz',
    travel:
      'FootballStadiumTour FootballTailgateTrip LocalHighSchoolFootball FridayNightFootball FootballFieldHopper FootballGameDayRoadTrip PlayFootballInANewPark FootballMuseumVisit',
    fashion:
      'FootballJerseyFit FootballGameDayLook VintageFootballTee DressForFootballSunday FootballTailgateGRWM EyeBlackEverywhere FootballFanGlowUp FootballScarfAndBeanie',
    wellness:
      'FootballRecoveryDay FootballCatchWithDad FoamRollAfterFootball PostFootballStretch ByeWeekReset WinOrLoseWindDown TakeAFootballTimeout FootballGratitudeHuddle',
    music:
      'FootballFightSong FootballBucketDrumline SingTheFootballAnthem TailgateRadioJam FootballHalftimeShow NFLThemeBeatbox FootballChantOff FootballMarchingKazoo',
    tech: 'ClockYourFootballPass FootballSlowMoCatch InstantReplayFootball DIYFootballScoreboard MyFootballHighlightReel AskAIForAFootballPlay FootballHelmetCamPOV FootballTrickShotEdit',
    pet: 'FootballWithMyDog FootballPawHighFive FootballPuppyBowl KittyWatchesFootball PupTouchdownDance FetchTheFootball BunnyVsFootball FootballFieldHamsterMaze',
    gaming:
      'FootballFantasyDraft FootballFranchiseMode PaperFootballFlick FootballVideoGameDuel FootballTriviaNight FootballHulaHoopToss FootballRivalryFaceOff FootballCardTradeOff',
  },
  forest: {
    prank:
      'ForestFairyDoor GooglyEyedForestTrees ForestPineconeGiftTrail HiddenGnomeInTheWoods ForestTalkingStump ForestBirdCallFakeout ForestLeafPileAmbush ForestFakeFootprints',
    educational:
      'HowForestsTalk CountTheTreeRings ForestLeafIDQuiz ForestMossMicroscope ForestAnimalTracksGuess WhyLeavesChangeColor ForestFloorSurvey NameThatForestBird',
    cooking:
      'BlackForestCake ForestFloorBrownies ForestPineconeCookies MossyForestCupcakes ForestHikeTrailMix WoodlandCharcuterie ForestLogCakeRoll ForestCabinRisotto',
    fashion:
      'ForestGreenFitCheck ForestFairyLook ForestFlannelLayers DressLikeTheForest LumberjackChic MossToneEverything ForestRangerCosplay ForestHikeGRWM',
    music:
      'DuetWithForestBirds DrumOnAForestLog ForestEchoSong ForestWoodpeckerBeat RemixTheForest AcornCapWhistle ForestRainSoundscape ForestHummingWalk',
    tech: 'RecordTheForestAtDawn ForestSunsetTimelapse ForestPlantIDChallenge FindAForestGeocache LookUpForestPanorama ForestBirdCallAppTest ForestMoonlightNightMode MeasureATreeByPhone',
    pet: 'ForestCatLeashHike ForestTreatSearch PawPrintsInTheForest ForestCreekSplash SniffariInTheWoods WoodlandZoomies ForestDogTrailBuddy ForestThemeBunnyPen',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkMicFreestyle SpaghettiForkSpin CutleryCancan ForkAndKnifeDuet SaladForkSalsa ForkConductorSway',
    prank:
      'SoupWithOnlyForks BendyRubberFork GooglyEyeForks ForkSwappedForChopsticks ForkDrawerTakeover ForkInTheJello GiantForkDinner ForkTapedToThePlate',
    educational:
      'ForkBalanceScience WhichForkDoIUse WhyForksHaveFourTines DoesAForkRingLikeABell ForkFactOrFiction ForkVsSporkShowdown ForkSurfaceTensionTest ForkEtiquetteQuiz',
    travel:
      'ForkInTheRoadTrip ForkOrChopsticksLunch ForkTwirlPastaPicnic FarmToForkVisit LetTheForkDecide NoForksAllowedFoodTour NeverTravelWithoutAFork ForkTasteEveryStall',
    fashion:
      'ForkBraceletDIY ForkHairPin ForkPendantNecklace PrintATeeWithAFork ForkCufflinkCraft ForkAndKnifeEarrings ForkBeltBuckleLook ForkRingUpcycle',
    wellness:
      'ForkRestBetweenBites PutYourForkDown TasteEachForkful ForkGardenSoilTherapy ForkAndFriendsFeast ChewTwentyTimes ForkPauseAndBreathe ForkOtherHandDinner',
    tech: 'ForkPhoneStandHack ForkDropSlowMo ForkWalksInStopMotion ForkPingOnATunerApp ForkTinesMacroShot ForkCamDinnerTimelapse PerfectForkfulPhoto ForkMagicTrickEdit',
    pet: 'ForkShapedDogBiscuits ForkPlushFetch ForkMashYourPetsFood CatSwatsTheForkOff ForkWhiskedPupsicles ForkCupTreatGame ForkHamsterSaladPrep ForkBirdSeedScoop',
    gaming:
      'ForkFlickFootball ForkTowerTopple ForkTossIntoTheCup ForkPickUpSticks ForkTicTacToe ForkTriviaFaceOff SpoonForkKnifeShoot ForkBlindfoldGuessing',
  },
  'fortune cookie': {
    dance:
      'FortuneCookieFreestyle FortuneCookieFreezeDance DanceYourFortune FortuneCookieMoonwalk FortuneCookieShimmy FortuneCookieConga FortuneCookieTwirl FortuneCookieHipSway',
    funny:
      'FortuneCookieComeTrue WorstFortuneEver ActOutYourFortuneCookie EmptyFortuneCookie OverthinkingMyFortune FortuneVsMyLife FortuneCookieRoastsMe FortuneCookieTwistEnding',
    educational:
      'HowFortuneCookiesFold FortuneCookieOriginQuiz LearnMandarinFortunes FortuneNumbersMath WhoWritesTheFortunes FortuneCookieOddsTest FortuneCookieMythBuster FortuneCookieIdioms',
    fashion:
      'FortunePicksMyFit FortuneCookieCharmDIY DressForYourFortune FortuneCookieHairBows LuckyColorOutfit FortuneCookieCostume FortuneCookieEarrings FortuneCookieTeeDesign',
    wellness:
      'FortuneAffirmations FortuneCookieSelfCareDare FortuneCookieThankYous DailyFortuneJournal KindnessFortuneCookie PositiveNoteJar FortuneCookieCalmBreaths FortuneCookieTeaBreak',
    speed:
      'FortuneCookieFoldRace FortuneCookieTowerIn60 CrackTenFortunesFast FortuneFlipCountdown LuckyNumberQuickMath OpenFortunesInSixty FortuneCookieStackRush FortuneCookieReadRelay',
    tech: 'FortuneCookieStopMotion AIWritesMyFortuneCookie FortuneCookieQRLink FortuneCookieTextAFriend PrintYourFortuneCookies FortuneCookieSlowMoCrack FortuneCookieGreenScreen FortuneCookieWallpaper',
    pet: 'CatSwatsAFortuneCookie DogPredictsMyFortune PetPicksAFortuneCookie HamsterFortuneTeller FortuneCookiePlushToss KittenFortuneFetch FortuneCookieBoxHideout FortuneCookieParrotReads',
    gaming:
      'FortuneCookieRiddles FortuneCookieCharades FortuneCookieTrivia FortuneCookieBingo FortuneCookieStoryChain GuessMyFortuneCookie FortuneCookieMemoryMatch FortuneCookieBluffing',
  },
  fossil: {
    fashion:
      'AmmoniteFossilNecklace FossilAmberRing FossilCharmBracelet FossilDigSiteFitCheck FossilEarrings TrilobiteFossilPin DressLikeAFossilHunter FossilPrintScarf',
    wellness:
      'PatientFossilDig FossilHoldAndBreathe FossilBeachWalk SlowBrushMeditation FossilSketchToUnwind SortYourFossilCollection FossilWorryStone FossilGratitudeList',
  },
  fountain: {
    dance:
      'BopToTheFountainJets FountainSyncedMoves FountainRainbowTwirl DanceWithTheFountain FountainSplashShuffle FountainFreezeFrame FountainPuddleTapDance FountainWaltzStep',
    fitness:
      'FountainStepUps FountainBenchDips FountainSquareSprints RunEveryFountainInTown FountainPlazaCircuit FountainEdgeInclinePress LapTheFountainTenTimes FountainWalkingLunges',
    funny:
      'FountainWishGoneWrong FountainPigeonBath StatueFountainPose FountainPennyPitch FountainSelfieSplash FountainCoinTossFail WhenTheFountainTurnsOn FountainTouristNarrator',
    prank:
      'FountainDuckArmada FountainSprinklerAmbush FountainPenVanishingInk FountainSpoutIllusion BalloonFountainSurprise FountainPopUpCard SodaFountainSillyStraws FountainChalkMessage',
    educational:
      'HowFountainsWork WhereFountainCoinsGo WhyFountainWaterShootsUp BottleFountainExperiment BuildAGravityFountain FountainPressureTest FountainSprayPatternLab FountainAqueductModel',
    cooking:
      'FountainDrinkMocktail FountainPunchBowl FountainCakeBuild FountainCupcakeTower SodaFountainFloats FountainShapedJelly FountainChocolateDip FountainLemonadeStand',
    fashion:
      'FountainPhotoshootFit FountainRaincoatRunway FountainMonochromeLook FountainDateGRWM FountainTwirlDress FountainCoinEarrings FountainEditorialShoot FountainSunhatDIY',
    speed:
      'FountainSplashDash FountainCoinTossCount FountainBottleFill FountainPhotoBlitz BeatTheFountainShow DodgeTheFountainJets FountainLapRelay FountainSketchIn60',
    tech: 'FountainSlowMo FountainLivePhotoLoop FountainDayToNightLapse TabletopFountainDIY FountainSilkyWaterHack FountainMusicSync FountainPanoramaShot MapEveryFountainInTown',
    pet: 'KittyMeetsTheFountain FountainBowlTest CatVsWaterFountain FountainPupZoomies DogFountainCoolOff PetFountainShowdown FountainBirdWatching FountainPortraitWithFido',
  },
  'fourth of july': {
    prank:
      'July4thWakeUpParade July4thDecorAmbush FourthOfJulyFlagLawn July4thStreamerDoorway July4thSillyStringSneak July4thBalloonAvalanche BubbleWrapFourthOfJuly FourthOfJulyBlueMilk',
    educational:
      'HowFireworksGetColors July4thLibertyBellQuiz FourthOfJulyTrivia July4thTrueOrFalse July4thMythsBusted July4thFlagFromMemory July4thStoryForKids July4thColoniesMapDraw',
    fashion:
      'FourthOfJulyFitCheck FourthOfJulyDIYTee FourthOfJulyPicnicLook July4thThriftFlip IndependenceDayDrip AmericanaGlowUp July4thBandanaThreeWays FourthOfJulyStarEarrings',
    wellness:
      'July4thHammockHour July4thPhoneFreedom July4thQuietWalk IndependenceDayNap PicnicBlanketUnwind SunsetPorchPause StargazeAfterJuly4th July4thThankAVeteran',
    tech: 'CaptureJuly4thFireworks FourthOfJulyTimelapse July4thHighlightReel July4thLongExposure IndependenceDaySlowMo July4thRedWhiteBlueEdit NightModeFourthOfJuly FourthOfJulyPhotoBooth',
    pet: 'FourthOfJulyQuietRoom FourthOfJulyIDTagCheck FourthOfJulyPetBandana July4thEarlyDogWalk FourthOfJulyKittyHideout CalmPupKitForJuly4th FourthOfJulyCuddleFort FourthOfJulyWhiteNoise',
  },
  fox: {
    funny:
      'FoxScreamReaction FoxShoeThief FoxOnTheTrampoline WhatDoesTheFoxSay FoxDocumentaryNarrator FoxGiggleNoises FoxVoiceImpressions SneakierThanAFox',
    educational:
      'FoxMagneticPounce HowFoxesHearUnderSnow FoxSpeciesQuiz WhyFoxesScream UrbanFoxMythOrFact ArcticFoxColorSwap FoxOrDogFamily FoxDenLifeCycle',
    travel:
      'FoxSpottingHike FoxSafariInMySuburb UrbanFoxNightWalk FollowTheFoxTracks FoxSpotterParkPatrol MeetAFoxAtTheZoo MapEveryFoxSighting FoxWildlifeCenterVisit',
    fashion:
      'FoxOrangeFitCheck FoxAutumnLayers FoxSweaterThriftHunt FoxPrintRunway DressLikeAFox FoxEyeMakeup FoxEarHeadband FauxFurFoxCollar',
    wellness:
      'FoxCurlUpNap FoxPoseYogaFlow FoxForestBathing BuildAFoxDenBlanketFort FoxSlowSneakWalk QuietAsAFox FoxWatchAtDawn FoxDoodleJournal',
    gaming:
      'FoxAndGeeseGame SlyFoxSneakUp FoxHideAndSeek FoxAndHoundsChase OutfoxTheBoss FoxFactsOrFiction FoxInTheHenhouse FoxBingoCards',
  },
  'free throw': {
    prank:
      'FakeCrowdFreeThrow FreeThrowBeachBallSwap FreeThrowAnnouncerVoice FreeThrowTinyHoopSwap FreeThrowSwishSoundboard FreeThrowWaterBalloonSwap FreeThrowMimeShot FreeThrowConfettiNet',
    educational:
      'FreeThrowPhysics FreeThrowArcScience FreeThrowFormBreakdown FreeThrowBackspin TheMathOfAFreeThrow FreeThrowPerfectAngle WhyFreeThrowsMiss GrannyStyleFreeThrowTest',
    cooking:
      'FreeThrowCupcakes FreeThrowBrownieCourt FreeThrowDonutRings BasketballHoopCake ShootAFreeThrowForDessert FreeThrowCakePops CerealFreeThrow MarshmallowFreeThrow',
    travel:
      'FreeThrowInThreeTowns OneFreeThrowEveryPark FreeThrowRoadTripHoops FreeThrowPassport FreeThrowAtMyOldSchool FreeThrowBeachCourt FreeThrowOnVacation SunsetFreeThrowSpot',
    fashion:
      'FreeThrowFitCheck FreeThrowJerseyLook FreeThrowHeadbandDIY CourtsideFreeThrowGlam FreeThrowShortsThrift FreeThrowDrip FreeThrowSockGame FreeThrowShoeReveal',
    wellness:
      'FreeThrowFocusBreath FreeThrowPreShotCalm FreeThrowMindsetReset FreeThrowEyesClosed BreatheBounceShoot FreeThrowVisualize QuietSunsetFreeThrows MissAndSmileFreeThrow',
    tech: 'FreeThrowArcOverlay FreeThrowPhoneCounter FreeThrowAIFormCheck FreeThrowSplitScreenDuel FreeThrowSlowMoReplay FreeThrowStreakTracker FreeThrow100ShotTimelapse FreeThrowPOVSwish',
  },
  'french fries': {
    fitness:
      'EarnYourFries FriesBoxBurpees SprintForFrenchFries SquatForEveryFry PushUpPerFry CrinkleCutCrunches FrenchFryWalkItOff FrenchFryPlankHold',
    prank:
      'FrenchFryPlushSurprise FrenchFryFakeSpill FrenchFriesEmptyBox FrenchFryNoteInTheBag FrenchFriesTinyPortion FrenchFriesGooglyEyes FrenchFrySockPuppet FrenchFriesVanishTrick',
    educational:
      'WhyFriesGetSoggy AreFriesReallyFrench FrenchFryDoubleCookLab FrenchFryScience ColdWaterSoakTest BelgiumVsFranceFries FrenchFryPotatoFaceOff FrenchFryOriginQuiz',
    travel:
      'FrenchFryPitStopTour FrenchFriesConeAtTheFair BoardwalkFries BestFrenchFriesInTown FriesStandCrawl FrenchFriesVsSeagulls FrenchFryPicnicBlanket FrenchFriesAtTheStadium',
    fashion:
      'FrenchFryEarrings FriesCartonPurse KetchupAndFriesFit DressLikeAFrenchFry FrenchFrySockReveal FrenchFriesDateNightLook FrenchFryHairClips FrenchFryYellowEverything',
    wellness:
      'FriesWithAFriend FriesAtSunset DinerBoothFries SavorEachFrenchFry ComfortFriesNight FrenchFryFriday FrenchFryMovieEvening FrenchFryGratitudeChat',
    speed:
      'FriesChopstickPickup FrenchFryTowerRace FriesSizeSortDash FrenchFryDominoLine FrenchFryDunkOff FrenchFrySpellingSprint FrenchFryCountingRush FrenchFryStackBlitz',
    tech: 'FriesAirFryerTest FrenchFryGoldenTimelapse FrenchFrySlowMoDip AIRecipeFrenchFryFaceOff FrenchFryPhotoLikeAnAd LoudestFrenchFryCrunch FrenchFryStopMotion FrenchFryGreenScreen',
    pet: 'FrenchFryShapedDogTreats FrenchFryPlushToy DogHearsTheFriesBag FriesCartonCatBed LeaveTheFriesChallenge DriveThruPupReaction FrenchFrySnuffleMat FrenchFryKittyKicker',
  },
  'french toast': {
    funny:
      'FrenchToastTVChefParody DadsFamousFrenchToast SyrupFloodFrenchToast FrenchToastFlipFail FrenchToastKidsReview IsItFrenchOrJustToast MimeMakesFrenchToast FrenchToastFoodCritic',
    prank:
      'FrenchToastTinyPortion FrenchToastFakeBurn FrenchToastGooglyEyes FrenchToastWakeUpCall FrenchToastVanishingAct FrenchToastWaiterBit FrenchToastSyrupMessage FrenchToastGiantStack',
    educational:
      'WhereFrenchToastBegan StaleBreadFrenchToast FrenchToastScience HowLongToSoakFrenchToast FrenchToastLoafFaceOff WhatPainPerduMeans FrenchToastNamesQuiz FrenchToastEggRatioTest',
    fashion:
      'MatchYourFrenchToast FrenchToastMatchingPJs FrenchToastBeretOutfit ChicFrenchToastDate FrenchToastBrunchFit FrenchToastApronDIY FrenchToastThriftFlip FrenchToastSlipperReveal',
    wellness:
      'FrenchToastSlowSunday FrenchToastFamilyTable FrenchToastJournalBrunch FrenchToastNoPhoneMeal SavorYourFrenchToast FrenchToastInBedForOne FrenchToastForAFriend FrenchToastGratitudeTalk',
    tech: 'FrenchToastSlowMo FrenchToastPhotoLikeAnAd AIChefFrenchToast FrenchToastStopMotion FrenchToastMacroShot FrenchToastGreenScreen FrenchToastTimelapse FilmFrenchToastInOneTake',
    pet: 'FrenchToastPlushToy PetNamedFrenchToast FrenchToastSitStay FrenchToastBeggingFace FrenchToastPuppyEyes FrenchToastNoseworkGame FrenchToastDogSafeBites FrenchToastKittenCameo',
  },
  friday: {
    fitness:
      'TGIFBurpees FiveOClockPlank FridayFunRun FridayDanceCardio FlexFriday SweatyFridaySquats FridayPushUpCountdown FridayYogaFlow',
    prank:
      'ItsActuallyThursday FridayDonutBoxVeggies FridayHypeStickyNotes FreakyFridaySwap FridayBalloonAmbush TGIFDeskConfetti CasualFridayTuxedo FridayWhoopeeCushion',
    educational:
      'Friday13thMyths FridayFunFact TGIFTrivia WhyIsItCalledFriday FridayPopQuiz FridayNewWordDare FridayInTenLanguages FridayFindAPlanet',
    cooking:
      'FridayFakeaway FridayFishFry FridayFridgeRescue TGIFTacoBar FridayPancakeFlipOff PizzaPartyFriday NachoAverageFriday WokItOutFriday',
    travel:
      'FridayGetaway FridaySunsetWalk FridayTrainToSomewhere LastMinuteFridayTrip FridayHilltopStargaze TouristForAFriday SpinTheMapFriday FoodTruckFriday',
    fashion:
      'FridayFitCheck FridayNeonOutfit DressDownFriday OfficeToFridayNight FunkyFridaySocks WeekendReadyOutfit FormalFridayDare FridayHatParade',
    wellness:
      'FridayWinsJournal FridayPhoneOffHour FridayNightStretch FridayComplimentDare FridayThankYouText FridayDeskTidyReset FridaySunsetSit FridayBubbleBath',
    music:
      'TGIFJamSession FridayDrumRollPlease FridayImInLoveCover FridayKaraokeFaceOff FridayPotsAndPansBeat FridayPlaylistSwap FridayKitchenSingAlong FridayKazooParade',
    tech: 'FunniestFridayAutoReply FridayAppPurge FridayPhotoBackup FixItFriday DesktopDetoxFriday FridayScreenTimeReveal InboxZeroFriday FridayTypingSpeedTest',
    gaming:
      'FridayGameNight TGIFTournament FridayCardShowdown FridayCouchCoop RetroFridayRematch FridayHighScoreHunt FridayConsoleDuel FridayPuzzleMarathon',
  },
  fridge: {
    educational:
      'FridgeLightMystery HowFridgesWork ClayPotFridgeExperiment FridgeZonesQuiz DoesKetchupGoInFridge ColdestShelfTest FridgeOrPantryShowdown FridgeSafeOrNot',
    fashion:
      'FridgeMagnetEarrings FridgeRaidPajamas FridgeDoorFitCheck FridgePastelThrift MatchTheFridge FridgeDenimPatchDIY FridgeGroceryRunOOTD FridgeFoodCostume',
    wellness:
      'FridgeReset FridgeGratitudeNotes SundayFridgeRestock EatTheRainbowFridge FridgeWaterBottleGoal FridgeIcedTeaPause FridgeAffirmationMagnets FridgeFruitBowlRefresh',
    speed:
      'FiveMinuteFridgeReset FridgeFindTheKetchup FridgeInventoryDash FridgeTetrisRace LeftoverLabelBlitz FridgeGrabAndGo FridgeRestockRelay FridgeShelfSortSprint',
    art: 'FridgeArtGallery FridgeMagnetPoetry FridgeFruitMosaic FridgeDoorDoodles DrawYourFridgeFromMemory FridgeCondimentArt FridgeStillLife FridgeWhiteboardComic',
    tech: 'FridgeShelfStopMotion AIRecipeFromMyFridge FridgeCleanOutTimelapse FridgeQRCodeLabels FridgeDoorOpenAlarm SnapYourFridgeBeforeShop IsYourFridgeColdEnough FridgeCamMidnightPOV',
    pet: 'PetHearsTheFridge CatOnTopOfTheFridge FridgeFrozenPupTreats FridgeDoorStakeout FridgeOpensDogAppears KittenGuardsTheSnacks FridgeBeggingPOV FridgeBunnyVeggieDrawer',
  },
  'fried chicken': {
    fitness:
      'EarnYourFriedChicken FriedChickenArmCircles RunToFriedChicken FriedChickenStairClimb FriedChickenBucketCurls BurpeesBeforeFriedChicken FriedChickenWalkItOff FriedChickenJumpingJacks',
    prank:
      'FriedChickenIsCake FriedChickenRubberToy FriedChickenNapkinNote FriedChickenBoxOfSalad FriedChickenBonesOnly FriedChickenBucketCookies FriedChickenConfettiPop FriedChickenPaperCraft',
    educational:
      'WhyFriedChickenCrunch KoreanVsSouthernFried FriedChickenBrineTest FriedChickenFactCheck DoubleDredgeFriedChicken GuessFriedChickenSpices FriedChickenBatterScience FriedChickenWorldQuiz',
    fashion:
      'FriedChickenBucketHat DressLikeFriedChicken FriedChickenRunway FriedChickenGinghamGRWM FriedChickenTakeoutOOTD FriedChickenGoldenHourFit FriedChickenDateNightLook FriedChickenTeeDesign',
    wellness:
      'FriedChickenFamilyTable ShareYourFriedChicken FriedChickenBlanketPicnic FriedChickenNoPhoneDinner GrandmasFriedChickenStory FriedChickenAndAMovie SavorTheFriedChicken FriedChickenPorchChat',
    speed:
      'FriedChickenBucketStack ThirtyMinFriedChicken FriedChickenFaceOff FriedChickenPlateUpRace FriedChickenBreadingRelay FriedChickenDredgeDash FriedChickenBoxPackRush FriedChickenOrderSprint',
    art: 'FriedChickenPopArt FeltFriedChickenToy FriedChickenStillLife FriedChickenClayModel FriedChickenDoodleDuel FriedChickenBucketUpcycle PaperMacheFriedChicken FriedChickenWatercolor',
    pet: 'FriedChickenPlushToy FriedChickenDogBed FriedChickenHideAndSeek PupDreamsOfFriedChicken KittyInAnEmptyBucket FriedChickenSqueaker LeaveItFriedChicken FriedChickenTugOfWar',
  },
  'fried rice': {
    fitness:
      'FriedRiceWokTossReps FriedRiceSackSquats FriedRiceBagCurls FriedRiceChopstickPlank EarnYourFriedRice FriedRiceStepUps FriedRiceJumpingJacks FriedRiceLungeLaps',
    funny:
      'FriedRiceSoggyDisaster FriedRiceWokMishaps RoastMyFriedRice ChopstickFriedRiceFail FriedRiceFamilyJudges FriedRiceMSGDebate AuntieRatesFriedRice FriedRiceNarratorVoice',
    prank:
      'FriedRiceFakeTakeout FriedRiceSweetSwap FriedRiceFortuneNote FriedRicePopcornSwap FriedRiceEndlessBowl FriedRiceChopstickSwap FriedRiceTinyPortion CandyFriedRiceDecoy',
    educational:
      'FriedRiceRegionsQuiz WhyDayOldFriedRice FriedRiceWokHeatTest FriedRiceGrainFaceOff EggFirstOrLastFriedRice FriedRiceMythBusting GuessTheFriedRiceCountry FriedRiceOilAmountLab',
    travel:
      'FriedRiceStreetStallHunt FriedRiceNightMarket FriedRiceTakeoutCrawl FriedRiceRoadTrip FriedRiceBentoPicnic BestFriedRiceInTown FriedRiceCafeHopping FriedRiceBeachLunch',
    fashion:
      'FriedRiceChefCosplay FriedRiceApronDIY FriedRiceTakeoutTote TinyFriedRiceCharms FriedRiceNailArt FriedRiceYolkYellowFit FriedRiceStreetStyleShoot FriedRiceSockReveal',
    wellness:
      'FriedRiceMovieNight FriedRiceFamilyTable FriedRiceMindfulChopping FriedRiceMealPrepSunday FriedRiceZeroWasteWeek FriedRiceDinnerChat FriedRiceThankTheCook FriedRiceSlowLunch',
    speed:
      'FriedRiceSpeedrun FriedRiceIn5 BeatTakeoutFriedRice FriedRiceChopstickPeaRace FriedRiceVsDelivery FriedRiceIngredientSort FriedRiceEggCrackDash FriedRicePlatingBlitz',
    tech: 'FriedRiceAIRecipe FriedRiceFoodPhotoEdit FriedRiceLikeAnAd FriedRiceSizzleTimelapse FriedRiceSteamShot FriedRiceMacroCloseUp FriedRiceSlowMoToss FriedRiceStopMotion',
    pet: 'FriedRiceDogSupervisor FriedRiceKittenLookout CatInAFriedRiceBox BunnyWatchesFriedRice FriedRiceHamsterFort NoFriedRiceForPups FriedRiceLeaveItDrill PetSafeFriedRiceBowl',
    gaming:
      'FriedRiceIngredientBingo FriedRiceChopstickDuel FriedRiceTierList FriedRiceBlindTasteTest LoserMakesFriedRice GuessTheFriedRiceSecret FriedRiceCharades FriedRiceMemoryMatch',
  },
  friend: {
    dance:
      'FriendCopycatChallenge FriendHandshakeCombo InSyncWithMyFriend FriendshipFreestyle TeachYourFriendAMove BestFriendDanceOff FriendsInFormation FriendShoulderShimmy',
    speed:
      'FriendRelayRace FriendTriviaBlitz BraidYourFriendIn60 ThreeLeggedFriends FriendJigsawSprint FriendFortBuildDash FriendFactsRapidFire FriendPuzzleRush',
    tech: 'FriendTechSupport FriendAppSwap FriendScreenTimeDuel RateMyFriendsSetup FriendWatchPartyCall FriendAgingFilterReveal FriendBirthdayMontage FriendPicksMyWallpaper',
    pet: 'FriendMeetsMyPet FriendDogWalkSwap OurPuppiesBecomeFriends FriendFetchFaceOff FriendTeachesMyDogATrick FriendPetSitterCam FriendVsOwnerRecall FriendBunnyPlaydate',
  },
  friendship: {
    fitness:
      'FriendshipRunClub FriendshipPartnerBurpees HighFivePlankFriends FriendshipSquatSync FriendshipWheelbarrow GalentinesGymDate FriendshipPassAndCatch FriendshipYogaPoses',
    prank:
      'FriendshipPhotobombEdit FriendshipStickyNoteBomb FriendshipVoiceChanger SecretTwinningFriend FriendshipBalloonDoorway FriendshipFakeTattoo FriendshipConfettiDrawer FriendshipGooglyEyes',
    educational:
      'FriendshipQuiz HowWellDoYouKnowMe WhyFriendshipIsGoodForYou FriendshipHugScience WhatIsGalentinesDay FriendshipInTenLanguages FriendshipMemoryTest FriendshipPenPalProject',
    travel:
      'FriendshipRoadTrip FriendshipGetaway FriendshipNoPlanDayTrip VisitAFriendsCity GalentinesWeekendAway FriendshipHometownSwap SendAFriendshipPostcard FriendshipCampingNight',
    tech: 'FriendshipPhotoBooth FriendshipTransitionEdit FriendshipThrowbackReel FriendshipYearRecap GalentinesVideoCall AIPaintsMyFriends VoiceNoteFriendship FriendshipSharedAlbum',
    gaming:
      'FriendshipCoOpRun FriendshipTriviaDuel FriendshipSplitScreenFeud FriendshipEndingGames GalentinesKartNight FriendshipCheckersMatch FriendshipCardShowdown FriendshipCharades',
  },
  frisbee: {
    dance:
      'FrisbeeMoonwalk FrisbeeTwirlThrow FrisbeeSpinDance FrisbeeFreestyleJam FrisbeeVictoryShuffle DanceWithAFrisbee FrisbeeFlossOff FrisbeeCatchAndSway',
    prank:
      'FrisbeeRubberChickenSwap FrisbeeFakeThrow FrisbeeBoomerangFakeout FrisbeeHiddenMessage FrisbeeConfettiToss FrisbeeDisappearingAct InvisibleFrisbee FrisbeeDinnerPlate',
    educational:
      'WhyFrisbeesGlide FrisbeePieTinTest FrisbeeWeightVsDistance FrisbeeSpinScience FrisbeeAngleExperiment FrisbeeFlightQuiz PaperPlateVsFrisbee FrisbeeMythOrFact',
    cooking:
      'FrisbeeSizedPancake FrisbeeNachoPlatter GiantFrisbeeCookie FrisbeePizzaToss FrisbeeQuesadilla FrisbiePieBake FrisbeeFlatbread FrisbeeFruitTart',
    travel:
      'FrisbeeBeachDay FrisbeeAtLandmarks JoinAFrisbeePickupGame FrisbeeGolfRoadTrip FrisbeeEveryParkInTown FrisbeeCampsiteToss FrisbeeNewCityCatch FrisbeeMeadowPicnic',
    fashion:
      'FrisbeeJerseyFit FrisbeeTeamTeeDIY FrisbeeVisorThrowback FrisbeeGolfDrip FrisbeeSockGame FrisbeeGRWM MatchYourFrisbee FrisbeeHeadbandSwag',
    wellness:
      'FrisbeeSunsetToss FrisbeeCatchAndChat FrisbeeWithGrandpa BarefootFrisbee FrisbeeNoScoreHour FrisbeeParkDayReset FrisbeeDeepBreathThrow FrisbeeGratitudeCircle',
    music:
      'FrisbeeDrumSolo FrisbeeTambourine FrisbeeTossToTheBeat FrisbeeDiscJockey FrisbeeParkAnthem FrisbeeLoFiMix FrisbeePlaylistBattle FrisbeeKazooSerenade',
  },
  frog: {
    dance:
      'FrogHopDance FrogSquatShuffle FrogCroakStomp LeapLikeAFrog FrogRibbitRumba FrogLilyPadLimbo TheFrogLegTwist FrogFreezeFrame',
    prank:
      'FrogCroakRingtone FrogPlushInTheFridge FrogStickerArmy JumpingFrogToyDrop RubberFrogInTheShoe FroggyPhotobomb PaperFrogFlickAttack FrogRibbitDoorbell',
    educational:
      'FrogLifeCycle FrogVsToad FrogSkinBreathing WhyFrogsAreGreen CanFrogsFreezeSolid TadpoleToTakeoff FrogCallsQuiz BuildAFrogHabitatModel',
    travel:
      'FrogSpottingHike FrogPondNightWalk HowManyFrogsAtTheLake FrogsAtTheZoo FollowTheFrogCroaks FrogsOfMyNeighborhood RainyDayFrogHunt FrogNatureCenterVisit',
    wellness:
      'FrogPondQuietHour FrogPoseBreathing SitLikeAFrog RainyNightFrogCroaks EatTheFrogMorning FrogSoundBath FrogChorusSleep FrogDoodleJournal',
    speed:
      'FrogOrigamiHopRace FrogBeanbagToss LeapfrogSprint FrogColoringBlitz FrogLilyPadDash FrogHopscotchRace TenFrogJumpsFast FrogPuzzleIn60',
    music:
      'FrogCroakChorus FrogPondBeat FrogBeatboxBattle FiveLittleFrogsSingAlong RibbitRemix FrogLilyPadLipSync FrogKazooDuet FrogRainstickSong',
    tech: 'FrogPondNightRecording FrogCallAppTest FrogSlowMoJump ClayFrogStopMotion FrogFilterFaceSwap TurnFrogCroaksIntoBeats FrogTankTimelapse FrogGreenScreen',
  },
  frost: {
    dance:
      'JackFrostJig FrostFreezeFrame FrostCrunchStep DefrostDance FrostyMorningTwirl ShakeOffTheFrost FrostFootprintShuffle FrostBreathFreestyle',
    fitness:
      'FirstFrostJog JumpingJackFrost FrostCrunchLunges FrostAndFireHIIT DefrostYourMuscles FrostHikeIntervals FrostBusterBurpees FrostySunriseRun',
    prank:
      'FrostyFridgeSnowman JackFrostWasHere FrostColdSpoonWakeUp FrostFrozenTeeSurprise FrostSockSnowballAmbush FrostWindowMessage FakeFrostMirror FrostedFootprintTrail',
    travel:
      'FrostyForestHike ChaseTheFirstFrost HoarfrostHunt FrostParkBenchCoffee FrostFarmDayTrip FrostLakeshoreDawn SunriseFrostPhotoWalk FrostTrailSnap',
    fashion:
      'JackFrostMakeup FrostQueenLook FrostedTipsComeback FrostyMorningLayers FrostSilverShimmerScarf FrostBlueFitCheck WinterFrostNails FrostEyelinerFlick',
    wellness:
      'FrostMindfulWalk FrostyWindowTea CrispAirBreathing FrostMorningJournal WatchTheFrostMelt FrostCrunchGrounding FrostBreathCount MeditateOnTheFrost',
    music:
      'FrostyTheSnowmanCover FrostCrunchBeat JackFrostLullaby FrostIcicleChimes FrostBreathBeatbox FrostbiteBallad WinterFrostWaltz FrostWindowTapBeat',
    tech: 'FrostTimelapse FrostStopMotion PhoneMacroFrost DefrostHackTest AIPredictsFrost FrostyBokehShot DidYourAppCallTheFrost HyperlapseFrostMelt',
    pet: 'FrostPawPrints PetFirstFrost FrostyMorningZoomies CatVsJackFrost FrostDogBootieWalk FrostPuppyParka FrostNoseBoop KittenMeetsFrost',
    gaming:
      'FrostyCharadesNight FrostFreezeTag FrostISpyWalk FrostWindowPictionary FrostWordChain JackFrostHideAndSeek TicTacToeInFrost FrostBoardGameDay',
  },
  fruit: {
    prank:
      'GooglyEyeFruitBowl FruitStickerSwap BananaPhoneCall FruitCakeIllusion FruitMarkerDoodles FruitOrangePeelSmile FruitSushiFakeout FruitCandyLookalikes',
    educational:
      'FruitOrVeggieQuiz WhyFruitRipens FruitFloatOrSink IsItReallyABerry FruitMythBusters GuessTheSeedCount TomatoIsAFruit FruitVitaminCTest',
    fashion:
      'FruitPrintFit FruitColorBlocking DressLikeAFruit FruitCharmEarrings FruitSaladOutfit FruitBasketHat FruitSockReveal FruitToneNailArt',
    wellness:
      'MindfulFruitBite FruitSmoothieRitual FruitFirstMornings PeelAFruitAndBreathe FruitShareWithANeighbor RainbowFruitWeek FruitWalkAndSnack FruitSlowTasting',
    speed:
      'FruitGuessBlindfolded FruitPeelDash FruitKebabRace FastestFruitStack FruitAlphabetBlitz TenSecondFruitSort FruitCupFillRush FruitMatchingSprint',
    tech: 'FruitTimelapseRot FruitSlowMoSlice LemonBatteryLight AIGuessesMyFruit FruitPhoneMacroShots FruitSaladStopMotion FruitPhotoEditFaceOff FruitGreenScreen',
    pet: 'FrozenFruitPupsicle DogBlueberryCatch FruitPlushFetch FruitCrateCatNap FruitBasketPetPortrait FruitShapedHamsterHouse FruitBunnySnackBoard FruitParrotBreakfast',
  },
  'frying pan': {
    funny:
      'FryingPanAirGuitar PanFlipFails PanLidShieldKnight FryingPanTennis FryingPanStickingFails TVChefPanParody WhoUsedMyFavoritePan FryingPanMirrorSelfie',
    prank:
      'PlasticEggInThePan FryingPanMiniBreakfast FakeBurntPancake FryingPanGooglyEyes FryingPanInvisibleOmelet SizzleSoundTrick FryingPanLoveNote FryingPanFancyToastReveal',
    educational:
      'WhyFoodSticksToPans FryingPanRustRescue SeasonACastIronPan CopperVsSteelPan NonstickPanEggSlide GuessThePanMetal FryingPanMagnetTest FryingPanBrowningScience',
    travel:
      'CampfirePanBreakfast OnePanPicnicInThePark PanFriedDumplingCrawl SkilletRoadTripMeals FleaMarketSkilletHunt FryingPanBeachCookout FryingPanCabinBrunch FryingPanDinerVisit',
    fashion:
      'FryingPanPurse FriedEggPanEarrings PanLidBeret FryingPanRunway FryingPanNailArt FryingPanChefCosplay ApronAndPanFitCheck FryingPanTeeDesign',
    wellness:
      'PanSizzleASMR FryingPanCookWithMom SlowEggInThePan PanSeasoningRitual SundaySkilletBrunch FryingPanMealForANeighbor PanScrubMeditation FryingPanQuietBreakfast',
    speed:
      'FryingPanCupboardSort PanTossRelay FryingPanScrubRace OneMinutePanOmelette FryingPanCleanupRace BeatThePanSizzle FastestPancakeStack FryingPanDishwashBlitz',
    tech: 'AskAIForAFryingPanMeal SkilletBreakfastTimelapse BestPanFoodPhotoAngle SlowMoPanFlip PanHandsFreeVoiceCook SkilletRecipeAppFaceOff GasVsElectricPan FryingPanStopMotion',
  },
  'full moon': {
    prank:
      'FullMoonShadowPuppet GlowingMoonLampSwap FullMoonWolfEarsReveal FullMoonFlashlightTrick FullMoonFangsAtDinner FullMoonHowlBack FullMoonMadeOfCheese FullMoonGlowStickEyes',
    educational:
      'FullMoonNamesQuiz WhyTheMoonLooksBig FullMoonCookiePhases FullMoonTideCheck FullMoonMythBusters PredictTheNextFullMoon FullMoonCraterSpotting FullMoonCalendarMath',
    travel:
      'FullMoonParkPicnic FullMoonLanternStroll FullMoonHike ChaseTheMoonrise FullMoonBeachWalk FullMoonBoardwalkWander FullMoonFromTheHilltop FullMoonCampout',
    fashion:
      'FullMoonAllSilverFit FullMoonJewelryStack FullMoonEarringsDIY DressForTheFullMoon FullMoonGlowUp FullMoonPearlsGRWM FullMoonVelvetRunway FullMoonScarfThreeWays',
    music:
      'FullMoonPlaylistSwap BlueMoonDooWop FullMoonHowlAlong FullMoonSerenade FullMoonPorchJam FullMoonLullaby HarvestFullMoonSong FullMoonKazooChorus',
    tech: 'FullMoonPhoneZoom FullMoonTimelapseRise FullMoonNightModeTest FullMoonSilhouetteShot FullMoonSkyMapHunt BinocularMoonCraters FullMoonPhotoEditOff FullMoonStopMotion',
    pet: 'FullMoonPetZoomies MoonlightDogWalk FullMoonCatStareOff PupSerenadesTheMoon FullMoonPetSilhouette FullMoonHowlOff FullMoonSnuggleWatch FullMoonBunnyNap',
    gaming:
      'FullMoonMafiaRound FullMoonTriviaNight FullMoonDominoDuel FullMoonWerewolfGame FullMoonHideAndSeek FullMoonCharades FullMoonFlashlightTag FullMoonBingoCards',
  },
  'furniture assembly': {
    dance:
      'AllenKeyShuffle FlatpackVictoryTwirl FlatpackLastScrewDance FurnitureFreestyle FlatpackRobotMoves FlatpackBubbleWrapStomp FlatpackCongaLine FlatpackManualMime',
    fitness:
      'FlatpackBoxLift AllenKeyForearms FlatpackPanelDeadlift FlatpackWallSitBuild FlatpackPlankAndTighten RepPerScrew HIITFurnitureAssembly FlatpackStairsCarry',
    prank:
      'ExtraScrewSurprise FlatpackBackwardsDrawer FlatpackGhostAssembler FurnitureManualMixup FlatpackBoxPopOut FlatpackSillyPartNames FlatpackDollhouseSwap FlatpackGnomeForeman',
    educational:
      'HowAllenKeysWork NameThatFlatpackPart WhyFlatpackShelvesWobble FlatpackToolsForBeginners FurnitureDowelScience ReadTheManualFirst FlatpackScrewCountGuess FlatpackWithAKidHelper',
    cooking:
      'FlatpackCookieHouse AllenKeyPretzels SwedishMeatballBreak FurnitureAssemblyPizza FlatpackSandwichStack FurnitureDayFika FurnitureAssemblyCake WaferFurnitureAssembly',
    travel:
      'FlatpackStoreMazeRun FlatpackCarTetris FlatpackMoveInDay FlatpackDormSetup FlatpackShowroomDaydream FlatpackBuildAtGrandmas CampFurnitureAssembly FlatpackBeachChair',
    fashion:
      'ToolBeltFitCheck FurnitureKneePadChic DressToAssemble FlatpackBoxCostume FlatpackScrewJewelry FurnitureAssemblyOOTD FlatpackPajamaBuild FlatpackWorkwearLook',
    wellness:
      'FlatpackNoArgumentPledge OneStepAtATimeBuild FlatpackLofiPlaylist FlatpackUnplugged FlatpackTeamworkTest FurnitureBreathBreak FlatpackSlowSunday FurnitureAssemblyHug',
    music:
      'PowerDrillSolo AllenKeyRhythm HammerTimeFurniture FlatpackFreestyle FlatpackBoxDrums FlatpackWorkSong FurnitureAssemblyRap FurnitureAssemblyOpera',
    art: 'DrawItLikeTheManual FlatpackPaintJob FurnitureHackReveal FlatpackKnobMakeover StainItYourWay FurnitureStencilArt FlatpackComicStrip MiniFurnitureAssembly',
    tech: 'ARFurniturePreview DrillVsAllenKey AIReadsTheManual FlatpackHowToReel FurnitureCableHide FlatpackDeskSetup FurnitureAssemblyLapse POVFurnitureAssembly',
    pet: 'CatBuildInspector KittenCardboardFort FurniturePupSupervisor FlatpackBoxClaimed PetApprovedFurniture FurnitureFirstNapTest FlatpackDogBedReveal FlatpackBunnyMaze',
    gaming:
      'FlatpackBossLevel FurnitureAssemblyCoOp FlatpackTrunkPuzzle GuessTheFlatpackPiece FlatpackBuildOff NoLeftoverScrews FlatpackPartBingo FlatpackScavengerHunt',
  },
  gadget: {
    dance:
      'GadgetUnboxingDance GadgetLightShowGroove GadgetGlitchShuffle RoboGadgetMoves GadgetLowBatteryDance DanceUntilMyGadgetBeeps GadgetPowerUpPose GadgetRemoteConga',
    fitness:
      'GadgetHomeGymTour GadgetHeartRateHIIT GadgetTimerTabata GadgetStepStreak GadgetAbRollerTest GadgetSmartwatchRun GadgetGripStrengthDuel GadgetJumpRopeCounter',
    funny:
      'GadgetDrawerTour GadgetGrandmaTries UselessGadgetReview GadgetInfomercialTest GadgetWhyDoIOwnThis GadgetBuyersRemorse GadgetManualDramaticRead GadgetVoiceAssistantFails',
    prank:
      'GadgetNewPhoneSwitcheroo GadgetRemoteSwap GadgetSaysGoodMorning FakeGadgetUnboxing GadgetComplimentAlarm GadgetSpeakerSerenade TheUselessGadgetGift GadgetCrackedScreenGag',
    educational:
      'HowDoesThisGadgetWork GadgetBatteryScience GadgetThenVsNow GadgetTouchscreenTest GuessThatGadget GadgetPrivacyCheckup WhereOldGadgetsGo GadgetInventorsQuiz',
    cooking:
      'GadgetAirFryerFaceOff GadgetVeggieNoodles KitchenGadgetTest OneGadgetDinner GadgetVsKnife GadgetWorthItOrNot GadgetEggCookerBrunch GadgetBlenderSmoothie',
    travel:
      'CampingGadgetOrGimmick TravelGadgetTest CarryOnGadgetKit PowerBankRoadTrip WhatsInMyGadgetBag GadgetPackingHack GadgetTrainDayOut GadgetHotelRoomSetup',
    fashion:
      'GadgetFitCheck GadgetStrapSwap GadgetPhoneCaseMatch GadgetWearableRunway HeadphonesAsJewelry GadgetCyberpunkOutfit GadgetWristStack GadgetPouchDIY',
    wellness:
      'GadgetFreeDay GadgetSleepTrackerWeek GadgetScreenTimeAudit WellnessGadgetTest GadgetUnplugEvening GadgetsOffCandlesOn GadgetBedtimeBasket GadgetMeditationTimer',
    pet: 'GadgetCatLaserToy GadgetGPSDogCollar GadgetTreatCamera PetGadgetTest KittyVsRobotVacuum GadgetAutoBallLauncher GadgetFeederCamPOV GadgetHamsterWheelCounter',
    gaming:
      'GadgetGameNight GadgetControllerTest GadgetHighScoreDuel GadgetRetroConsoleRematch GadgetLoadoutCheck GadgetDeskSetupLevelUp GadgetTriviaShowdown GadgetPuzzleBox',
  },
  game: {
    fitness:
      'GameControllerCurls GameDiceRollReps VideoGameRepChallenge GameOverPushUps GameLevelUpLunges BoardGameBurpees GamePauseSquats GameLossPlanks',
    prank:
      'GameOverScreenPrank HighScoreFakeOut GameControllerSwap GameUnpluggedPlayerTwo GameAchievementIRL GameEndlessUpdate GameBoxSwitcheroo GameShowWakeUp',
    educational:
      'GameTheoryWithCandy HowGamesAreMade AncientBoardGamesQuiz GameOddsDecoded DoGamesTrainYourBrain PrisonersDilemmaGame InventANewGameRule GameMathCardTrick',
    travel:
      'GameCafeHopping ArcadeRoadTrip BoardGamesInThePark GameTicketPrizeHaul EveryGameSpotInTown GameThriftStoreHunt GameShopCrawl GameOnTheTrain',
    fashion:
      'VideoGameFitCheck DiceEarrings GameNightPajamaLook DressLikeYourAvatar GameControllerNails GameTokenJewelry GamePieceHairClips GameCharacterCosplay',
    wellness:
      'GameBreakStretch GameScreenFreeNight CozyGameUnwind NoRageQuitWeek TouchGrassAfterGames PuzzleMindfulHour GameWithGrandma GameGoodSportPledge',
    speed:
      'HighScoreBlitz GameSpeedChessDuel GameSetupDash SpeedrunAnyGame TenSecondTurnGame GamePieceSortSprint GameRulesInSixty GameBoxPackRace',
    music:
      'VideoGameThemeMedley GameBossBattleSingAlong VictoryFanfareRemix GameOverBallad GameSoundtrackQuiz GameCoinSoundBeatbox GameMusicOnKazoo GameLevelUpJingle',
    art: 'VideoGamePixelMural CustomControllerPaint GameMeepleSketch DesignYourOwnBoardGame GameCharacterRedraw ClayGamePieces GameBoxArtRemake GameMapWatercolor',
  },
  'game night': {
    prank:
      'GameNightFakeRule GameNightRiggedSpinner GameNightLoserTrophy GameNightLoadedDice GameNightDeckOfJokers GameNightPuzzleSwap GameNightCostumeAmbush GameNightCandyPieces',
    educational:
      'DiceOddsMath GameNightProbability TeachBackAtGameNight GameNightBrainTeasers GameNightLogicRiddles GameNightChessPuzzle GeographyGameNight GameNightVocabularyRound',
    fashion:
      'CardSuitNailArt GameNightWinnersCrown GameNightDressAsPiece MatchingGameNightTees GameNightComfyFit GameNightPJParty TeamColorGameNight GameNightSlipperContest',
    speed:
      'GameNightCharadesIn60 GameNightBlockTowerBlitz RaceToSetUpGameNight BeatTheSandTimer GameNightSketchSprint GameNightLightningQuiz GameNightWordRush GameNightCleanupDash',
    art: 'GameNightCustomCards GameNightPaintMeeples RedrawGameNightBoxArt GameNightScoreboard DesignYourOwnBoardGame GameNightBlindDraw SketchTheGameNightCrew GameNightClayTokens',
    tech: 'GameNightAIHost PhoneAsBuzzerHack GameNightQRCodeQuiz GameNightOnTheBigScreen GameNightDiceAppVsReal GameNightSmartLights GameNightTurnTimerHack GameNightTimelapseCam',
  },
  garage: {
    dance:
      'GarageFloorFreestyle GarageToolBeltTwoStep GarageWorkbenchShuffle GarageDoorReveal GarageCarWashGroove GarageBandBoogie GarageMoonwalkOff GarageRockHeadbang',
    fitness:
      'GarageSpareTireLift GarageSandbagCircuit GarageGymOnABudget GaragePaintCanCurls DrivewaySprintLadder GarageStrongman GarageFarmerCarry GarageJumpRopeCount',
    prank:
      'GarageBalloonFill GarageCarWrapBows GarageFakeOilLeak GarageGooglyEyes GarageFoilWrappedBike GarageDoorConfetti GarageStickyNoteBomb GarageSillyToolLabels',
    educational:
      'HowGarageDoorsWork GarageOilCheck101 GarageFixALeakyHose NameThatGarageTool GarageTireChange101 GarageEngineQuiz GarageBikeRepairLesson GarageRecyclingSort',
    cooking:
      'GarageWorkbenchBrunch GarageFreezerMeals GarageTailgateSnacks GarageSaleLemonade PizzaNightInTheGarage GarageFridgeRaid GaragePicnicSandwiches GarageSmoothieStand',
    fashion:
      'GarageBandLook GarageSaleFitCheck GarageGrungeGRWM GarageCoverallsRestyle GreaseMonkeyGlam GarageMechanicCosplay GarageRockTeeFlip GarageWorkBootsReveal',
    wellness:
      'GarageWoodworkUnwind GarageWorkbenchTinkering GarageHobbyHour GarageDeclutterReset GaragePlantShelf GarageStretchBreak GarageDoorSunrise GarageJournalCorner',
    speed:
      'GarageCleanoutSpeedrun FindTheWrenchGarageDash GarageRecyclingSprint GarageSaleSetupRace GarageToolboxSortIn60 PitStopInTheGarage GarageShelfStackOff GarageBikePumpBlitz',
    music:
      'GarageBandJam GarageRockCover GaragePaintCanDrums GarageWorkbenchBeat GarageBucketDrummer GarageDoorDrumroll GarageEchoSingAlong GarageKazooQuartet',
    tech: 'GarageGlowUpLightingHack SnapEveryToolInTheGarage GarageParkingSensorDIY GarageSmartPlugReveal GarageChaosToCalmLapse GarageDoorAppTest GarageShelfLabelPrinter GarageSpeakerSetupTour',
    pet: 'CatOnTheCarHood DogHearsGarageDoor GarageToyBuildForPets GarageDogSpaDay GarageAgilityCourse GarageWorkbenchBuddy GarageHelperPup GarageHamsterMaze',
    gaming:
      'GarageTurnedGameRoom CornholeKingOfTheGarage HORSEOnTheGarageHoop RainyDayGarageChess RetroConsoleInTheGarage PingPongInTheGarage GarageAirHockeyDIY GarageFoosballFinals',
  },
  'garage sale': {
    fitness:
      'GarageSaleCrateCurls GarageSaleStepCount GarageSaleTableCarry BikeToEveryYardSale GarageSaleDumbbellDeal GarageSalePriceTagPushUps GarageSaleBoxSquat GarageSaleLungeLaps',
    prank:
      'SoldSignOnDad GarageSalePricedPebbles YardSaleGooglyEyes MillionDollarPriceTag GarageSaleTeddyCashier GarageSaleBuyBack GarageSaleSellTheFridge GarageSaleJokeReceipts',
    educational:
      'GarageSaleMath KidsRunAGarageSale OldestThingAtYardSale GarageSalePriceIsRight YardSaleTrashOrTreasure HaggleLikeAGarageSalePro GarageSaleAppraiser GarageSaleGuessTheDecade',
    cooking:
      'YardSaleLemonadeStand GarageSaleCookbook GarageSaleWaffleMaker GarageSaleBakeOff RescueAGarageSalePan GarageSaleCupcakeTable GarageSaleCookieJar GarageSaleCrockpotChili',
    fashion:
      'GarageSaleFitCheck StyleAGarageSaleFind GarageSaleGlowUp GarageSaleDenimFlip GarageSaleFiverOutfit YardSaleRunway GarageSaleHatHaul GarageSaleScarfThreeWays',
    wellness:
      'GarageSaleDeclutter LetItGoGarageSale GarageSaleKeepOneMemory OneBoxGarageSale SparkJoyOrSellIt LessStuffGarageSale MindfulYardSaleStroll GarageSaleDonationDrive',
    tech: 'GarageSalePriceCheckApp DoesItWorkGarageSale GarageSaleGadgetHunt GarageSaleDataWipe GarageSaleCameraFind GarageSaleVHSDigitize GarageSaleOnlineListing GarageSaleTapToPay',
  },
  'garbage truck': {
    dance:
      'GarbageTruckBeepStep DoTheGarbageTruckClaw GarbageTruckWaveAndWiggle GarbageTruckDayShuffle TrashTruckCurbConga GarbageTruckFreezeDance GarbageTruckBackUp GarbageTruckRobotArm',
    fitness:
      'GarbageTruckCurbCarry SquatsTillGarbageTruck GarbageTruckLunges TrashTruckPushups TrashTruckBagCurls GarbageDayGauntlet GarbageTruckStepUps GarbageTruckBearCrawl',
    prank:
      'TrashTruckFakeBeeping GarbageTruckWrongDay GarbageTruckSoundAlarm TrashTruckToySnackHeist TrashCanTuxedo BirthdayBinSurprise GarbageTruckDoodleNote GarbageTruckRingtone',
    educational:
      'WhereGarbageTrucksGo HowGarbageTrucksWork GarbageTruckHydraulics ADayOnAGarbageTruck LandfillOrRecycle CompostOrBinQuiz GarbageTruckSortChallenge GarbageTruckWeightGuess',
    travel:
      'GarbageTruckDepotVisit TouchAGarbageTruckDay GarbageTruckSpotting RecyclingCenterTour GarbageTruckLandfillTrip WaveAtTheTrashTruck GarbageTrucksOfMyTown GarbageTruckMuseumTrip',
    fashion:
      'GarbageTruckCostume HiVisGarbageTruckFit RecycledRunwayWalk TrashTruckSneakerDIY TrashTruckFashionShow GarbageBagGown GarbageTruckCrewCosplay GarbageTruckSockReveal',
    wellness:
      'GarbageTruckDeclutter LetGoOnGarbageTruckDay WaveAtTheGarbageTruck BinNightFreshStart TakeOutTheMentalTrash ThankTheGarbageCrew GarbageTruckGratitudeNote GarbageTruckEarlyWalk',
    speed:
      'BeatTheGarbageTruck GarbageTruckSortRace GarbageTruckCurbBlitz TrashTruckToyRelay BinsOutBeforeTheBeep GarbageTruckCansIn60 GarbageTruckCleanupDash GarbageTruckPuzzleRush',
    music:
      'GarbageTruckBeepRemix GarbageTruckBinDrums SingToTheGarbageTruck TrashCanPercussion GarbageTruckLullaby GarbageTruckBeatbox GarbageTruckRap GarbageTruckKazooSong',
    tech: 'GarbageTruckTrackerApp GarbageTruckClawSlowMo TrashTruckRouteTimelapse GarbageTruckWindowCam TrashTruckReminderHack GarbageTruckASMREdit GarbageTruckGreenScreen GarbageTruckSoundboard',
    gaming:
      'TrashDayGarbageTruckBingo TrashTruckCanTowerTopple TrashTruckSortItRight ToyGarbageTruckRace TrashTruckPaperBallDunk ISpyTheGarbageTruck CountTheGarbageTrucks GarbageTruckCharades',
  },
  'garden center': {
    dance:
      'GardenCenterShuffle GardenCenterCartSpin GardenCenterConga GardenCenterGnomeFreeze GardenCenterAisleMoonwalk GardenCenterSeedShimmy GardenCenterSprinkler GardenCenterFlowerTwirl',
    prank:
      'GardenGnomeInvasion GardenCenterGooglyCacti GardenCenterTinyHats GardenCenterRubberFrog GardenCenterFakeSprout PlasticPlantSwap GardenCenterPunLabels GardenCenterPetRock',
    educational:
      'GardenCenterTagDecoder GardenCenterPlantID GardenCenterSoilTest GardenCenterShadeVsSun HowSeedsSprout GardenCenterBeePicks LatinAtTheGardenCenter GardenCenterHerbQuiz',
    fashion:
      'GardenCenterFitCheck GardenCenterSunHatHunt DressLikeAGardenGnome GardenApronGlowUp GardenCenterFloralRunway ClogsAndOveralls MatchTheGardenCenter GardenCenterDaisyChain',
    wellness:
      'GardenCenterStroll GardenCenterHerbSniff GardenCenterSlowBrowse GardenGratitudeWalk GreenhouseCalm DirtUnderNailsJoy FiveSensesGardenCenter GardenCenterBreathing',
    speed:
      'GardenCenterRepotRace GardenCenterMulchDash GardenCenterPotStackIn60 GardenCenterPlantHunt BulbPlantingBlitz SixtySecondSeedlings RainbowGardenCenterRun GardenCenterAToZ',
    tech: 'AppVsGardenCenter GardenCenterPortraitMode GardenCenterSlowMoMist GardenCenterPhotoWalk GardenCenterHaulVlog PlantCamTimelapse ScanTheGardenCenter GardenCenterMacroShot',
    pet: 'GardenCenterPuppyCart GardenCenterShopDog GardenCenterPetSafeHaul GardenCenterSniffTour CatGrassGrowOff GardenCenterBunnyDigBox PupPicksGardenCenter CatnipAtGardenCenter',
    gaming:
      'GardenCenterBingo GardenCenterScavenger GardenGnomeHunt ISpyAtTheGardenCenter GardenCenterPlantQuiz GardenCenterColorSpotter GardenCenterNameThatBloom GardenCenterPriceGuess',
  },
  'garden gnome': {
    educational:
      'GnomeMythOrFact WhereGardenGnomesBegan WhyGnomesWearRedHats GnomeOrDwarf KnowYourGnomes GardenGnomeQuiz HowGnomesAreMade GnomeClayVsResinTest',
    fashion:
      'GardenGnomeCostume GnomeBeanieKnitDIY OverallsLikeAGnome GnomeCoreRunway GnomeHolidaySweater PointyGnomeHatFitCheck DressYourGnome GardenGnomeBeardLook',
    wellness:
      'GnomeFairyHouseBuild GnomeGardenReset MossTerrariumGnome StillAsAGnome GnomeCozyNightIn GnomeBreathingBuddy GardenGnomeMorningTea GnomeThankYouNotes',
    speed:
      'GardenGnomeHunt GardenGnomeRelay GnomeHatToss SpotTheGnomeQuick BuildAGnomeInSixty FastestGnomeHome BeatTheGnomeClock GardenGnomePaintRush',
    tech: 'GnomeBirdFeederCam GnomeAdventureStopMotion GnomeSeasonsTimelapse GnomeGlamourShots GiveYourGnomeAVoice AIDrawsMyGnome GnomeGreenScreenTrip GnomeYourselfFilter',
    pet: 'GardenGnomeVsDog PetMeetsGnome BunnyAndTheGnome GnomeSpottingPupStroll CatVsGnomeStareOff WhichOneIsTheGnome TreatUnderTheGnome GardenGnomeHamsterHouse',
    gaming:
      'GnomeEasterEggHunt GnomeHotPotato GnomeBowling RollTheGnomeDice GnomeRingToss GnomeTreasureMap HideAndSeekGnomes GnomeTicTacToe',
  },
  'garden hose': {
    prank:
      'HoseSnakeFakeout HoseKinkAndRelease HoseIceColdSurprise HoseSpongeBombSneak GardenHoseMistAmbush HoseWaterBalloonStash HoseHiddenSprinkler GooglyEyedGardenHose',
    fashion:
      'HoseRaincoatStyle GardenHoseClogsAndSocks HoseGardenerCosplay HoseWelliesMakeover GardenHoseSunHatLook HoseDownFitCheck GardenHoseBeltDIY StrutTheHoseRunway',
    speed:
      'GardenHoseCoilRace GardenHoseBucketRelay HoseSprayTargetBlitz UntangleTheHose HoseBalloonFillOff HoseKnockTheCupRace HoseSpongeDash BeatTheHoseTimer',
    tech: 'LawnGreensUpHoseTimelapse HoseBucketFillTimer GardenHoseLeakFinder HoseSlowMoSplash HoseWaterDropCam GardenHoseStopMotion HoseRainbowPhotoHunt HoseNozzleSettingsRanked',
  },
  gardening: {
    prank:
      'GardenGnomeOnTheMove GardeningGooglyEyes GardeningGiantVeggieSwap GardenRubberWormSurprise PaintedRockLadybugs GardenPlasticFlowerBed GardenTalkingScarecrow GardeningSeedPacketSwap',
    educational:
      'GardeningSoilTest GardeningMoonMyth CompanionGardeningQuiz PollinatorGardenCount WormCompostGardening ThreeSistersPlanting GardeningSunlightScience GardeningSeedSavingDemo',
    fashion:
      'GardeningOutfitCheck GardeningClogsLineup GardenPartyLook CottageGardenerFit StrawSunHatPick OverallsAndOrchids GardeningApronDIY GardenGloveFashionShow',
    tech: 'GardenTimelapse GardenWaterReminderHack GardenRainGaugeCam AIGardeningAdvice GardenGrowthStopMotion GardenGlowUpBeforeAfter GardeningAppPlantID GardeningPhoneMacroBugs',
    gaming:
      'GardenBugBingo GardenScavengerHunt ISpyInTheGarden GardenGuessTheSeed GardenObstacleCourse GardenTradingCards PlanYourGardenPuzzle GardeningTriviaRound',
  },
  garlic: {
    prank:
      'GarlicNecklaceGift GarlicClovesWithFaces GarlicPlushPillow GarlicBreadBouquet GarlicBraidCrown NoVampiresGarlicDoorSign GarlicShapedChocolates GarlicBulbCakeDecoy',
    educational:
      'WhyGarlicSmells HowGarlicGrows GarlicTypesTasteTest GarlicVampireMyth GarlicCrushVsChop MakeBlackGarlicAtHome GarlicWorldDishQuiz DoesGarlicFightColds',
    fashion:
      'GarlicBulbEarrings GarlicVampireHunterFit GarlicNecklaceGlam GarlicCharmBracelet GarlicChefCosplay GarlicPrintEverything DressLikeAGarlicClove GarlicPurpleNailArt',
    wellness:
      'SlowRoastGarlicSunday MindfulGarlicPeel PlantAGarlicClove GarlicSoupForTheSoul GarlicBraidingZen GarlicPotWindowsill GarlicHoneyRemedy GarlicGardenMorning',
    speed:
      'GarlicJarShakeDash PeelGarlicInThirty FastestGarlicPeeler GarlicBraidBlitz GarlicPressRelay GarlicCloveCountOff GarlicBulbSortSprint GarlicSkinPileRush',
    tech: 'GarlicSproutTimelapse GarlicGadgetTierList ClovePeelerHack AirFryerGarlicTest GarlicPeelSlowMo GarlicStopMotion AskAIHowMuchGarlic GarlicMacroCloseUp',
    pet: 'GarlicPlushToyToss GarlicFreeDogBiscuits NoGarlicForPets GarlicCatnipPillow GarlicSqueakyChew GarlicFeltPuzzleBall GarlicSoftieHunt GarlicBreadBunnyBed',
    gaming:
      'GarlicBlindSniffTest GarlicVampireTag GarlicHotPotato WinnerGetsGarlicBread GarlicTriviaDuel GarlicCloveTicTacToe GuessTheGarlicBulbCount GarlicCharades',
  },
  'garlic bread': {
    fitness:
      'EarnYourGarlicBread LungeForGarlicBread GarlicBreadSquatSet GarlicBreadOvenPlank GarlicBreadCarbLoadRun GarlicBreadWallSit GarlicBreadJumpingJacks GarlicBreadBearCrawl',
    prank:
      'GarlicBreadInTheirLunch GarlicBreadScreensaver GarlicBreadTinySlice GarlicBreadBouquet GarlicBreadCakeReveal GarlicBreadEmptyBasket GarlicBreadGooglyEyes GarlicBreadPillowSurprise',
    educational:
      'GarlicBreadOriginQuiz WhyGarlicBreadGoesGolden BestLoafForGarlicBread GarlicBreadSmellTest DoVampiresHateGarlic GarlicBreadNaanVsBaguette GarlicBreadButterScience GarlicBreadFreshVsFrozen',
    travel:
      'GarlicBreadRoadTrip GarlicBreadPicnic GarlicBreadBakeryHop BestGarlicBreadInTown GarlicBreadPassport GarlicBreadPizzeriaTour GarlicBreadCafeCrawl GarlicBreadFoodFestival',
    fashion:
      'GarlicBreadDinnerFit GarlicBreadAsAnAccessory GarlicBreadTote DressLikeGarlicBread GarlicBreadCostumeDIY GarlicBreadGoldenGlowUp GarlicBreadHairClips GarlicBreadSockReveal',
    wellness:
      'GarlicBreadThankYouBake GarlicBreadSlowSunday GarlicBreadSoupForOne GarlicBreadSavorEachBite ShareTheGarlicBread GarlicBreadIsSelfCare GarlicBreadMovieNight GarlicBreadPorchPicnic',
    pet: 'NoGarlicBreadForPups BaguettePlushFetch GarlicBreadSqueakyToy GarlicBreadDogBed LoafLikeGarlicBread GarlicBreadLeaveItTest GarlicBreadCatTunnel GarlicBreadBunnyHideout',
  },
  'gas station': {
    dance:
      'GasStationTwoStep GasStationMoonwalk GasStationCarWashBop PetrolStationPolka GasStationSlushieShuffle GasStationHotDogHop GasStationRetroJingle GasStationDinerJive',
    fitness:
      'GasStationStretch GasStationWalkLap GasStationSquats GasStationStepCount GasStationCalfRaises GasStationNeckRolls GasStationJumpingJacks GasStationLungeBreak',
    prank:
      'GasStationRoseRomance GasStationWrongSnackOrder GasStationFancyDinner GasStationFakeVacation GasStationSouvenirForMom GasStationFoodCriticBit GasStationLuxuryUnboxing GasStationTinyCoffee',
    educational:
      'GasStationThenVsNow GasStationPriceMath GasStationOctaneQuiz GasStationPumpScience WhereFuelComesFrom EVChargeVsGasStation GuessTheGasStation GasStationTireCheckDemo',
    travel:
      'RetroGasStationHunt GasStationDinerDetour GasStationSnackSafari PetrolStationSunsetView RoadTripPitStops RateEveryGasStation WeirdestGasStation GasStationPostcardHaul',
    fashion:
      'GasStationFitCheck GasStationTruckerCapDIY GasStationSunglassesTryOn GasStationSnackBagPurse GasStationMechanicCosplay RoadTripSweatsuit GasStationGlowUp GasStationKeychainHaul',
    wellness:
      'GasStationBreather GasStationThankTheCashier GasStationSunriseCoffee PetrolStationDeepBreaths GasStationHydrationCheck RefillYourselfToo GasStationRoadTripJournal GasStationStretchAndSip',
    speed:
      'GasStationSnackRun GasStationTireCheck GasStationReceiptMath FiveMinuteGasStation GasStationRestroomDash GasStationSqueegeeBlitz GasStationMapQuickfire GasStationCandyPickRace',
    tech: 'GasStationVsEVCharger CheapestGasStationApp GasStationReceiptScanner PetrolStationNightPhotos GasStationCarWashCam GasStationTapToPay GasStationWifiHunt GasStationNeonTimelapse',
    pet: 'GasStationCatResident GasStationDogTreat GasStationPuppyStretch PetrolStationPetBreak GasStationPupWalk GasStationWaterBowlStop GasStationPawtrait GasStationKittyNap',
    gaming:
      'GasStationCarColorGame GasStationSnackBingo GasStationClawMachine PetrolStationArcade GasStationBlindTasteTest GasStationPlateSpotting GasStationISpy GasStationCharades',
  },
  'gender reveal': {
    prank:
      'GenderRevealPuppyTwist GenderRevealCupcakeTease GenderRevealNestedBoxes GenderRevealPizzaFakeout GenderRevealTeddyTelegram GenderRevealSlowestUnwrap GenderRevealConfettiDud GenderRevealDecoyGift',
    educational:
      'GenderRevealSafeIdeas GenderRevealBabyFruitSize GenderRevealMythTest GenderRevealGenetics HowUltrasoundWorks GenderRevealXYQuiz GenderRevealOddsMath OldWivesGenderReveal',
    wellness:
      'GenderRevealThankYouNotes GenderRevealHappyTears GenderRevealJustUsTwo GenderRevealQuietMorning ParentToBeJournal DearBabyLetter GenderRevealBumpBreathing GenderRevealMemoryJar',
  },
  geography: {
    fitness:
      'GeographyGlobeSpinReps GeocacheHike GPSArtGeographyRun EverestStairTotal GeoTrailSprints EquatorLapChallenge VirtualGeographyTrek GeographyMilesToParis',
    funny:
      'GeographyGuessFails GeographyWhereAmI DadsGeographyFacts DrawTheWorldFromMemory AustriaNotAustralia GeographyTeacherRant GeographyHotTakes GeographyLostTourist',
    prank:
      'GeographyFakeVacation GeographyUpsideDownMap GeographyWrongCapitalQuiz GeoMissingPuzzlePiece GeographyMadeUpCountry PostcardFromTheCouch GeographyFlagSwap GeographyFridgeMagnetSwap',
    cooking:
      'GeographyMapCake SpinTheGlobeGeoDinner LearnGeographyByTaste SevenContinentCookies GeoWorldBreakfastTour GeographyFlagPizzas GeographySnackPassport GeographySpiceTasting',
    travel:
      'FollowYourRiverGeoWalk GeoHighestPointInTown GeographyStreetNameHunt GeoBucketListPins PaperMapOnlyGeoHike GeographyFieldTrip GeographyLandmarkBingo GeographyTrainTrip',
    fashion:
      'GeographyMapPrintLook GeographyAtlasScarfDIY GeographyTeacherOOTD ClimateZoneOutfits GeographyExplorerFit GeoCompassCharm GeographyOfMyCloset GeographyGlobeEarrings',
    wellness:
      'GeographyOceanSounds ArmchairGeographyTrip GeographyNatureSitSpot GeoGratitudeMap GeographyPenPalPostcards GeographyDreamDestination GeographyHappyPlaceSketch GeographyCloudWatching',
    art: 'GeographyMapArt GeographyGlobePainting CoastlineGeoSketch GeographyReliefModel GeographyTopoLayers GeographyHomeStateDoodle SaltDoughGeography GeographyStampCollage',
    tech: 'GeographyStreetViewGuess GeographyGPSDrawing GeoZoomFromSpaceToHome GeographyVirtualGlobeTour GeoSatelliteHouseHunt TimeTravelOnMaps GeographyFlagQuizApp GeographyAltitudeTracker',
    pet: 'GeographyPawPrintMap CatOnMyGeographyBook GeoPetPicksACountry GeographyBreedOriginQuiz DogSpinsTheGlobe GeographyDogWalkRoute GeographyTreatTrail GeographyBunnyExplorer',
  },
  'getting dressed': {
    dance:
      'GettingDressedSockSlide GettingDressedTwirl GettingDressedBop DressingRoomDanceOff GettingDressedOnTheBeat GettingDressedShirtPop MoonwalkGettingDressed GettingDressedSalsa',
    fitness:
      'FlamingoDressing GettingDressedWarmUp GettingDressedCoreTest GettingDressedLunges GettingDressedSockBalance GettingDressedShoeSquats GettingDressedNoSitting GettingDressedJacks',
    prank:
      'GettingDressedLikeDad DressingAsEachOther GettingDressedTwins GettingDressedPJSwap GettingDressedInsideOut GettingDressedGooglyShoes GettingDressedMismatch GettingDressedMatchy',
    educational:
      'DressingForTheWeather GettingDressed1800sStyle GettingDressedFabricQuiz GettingDressedLayersTest HowZippersWork SockFirstOrShoeDebate BowTieGettingDressed GettingDressedKnots',
    cooking:
      'GettingDressedKettleRace DressingBeforeTheEggsBoil GettingDressedChefWhites DressingFromScratch GettingDressedApronUp GettingDressedPancakeFlip ToastPopGettingDressed GettingDressedOmelet',
    travel:
      'GettingDressedRainyTrip GettingDressedInATent GettingDressedOnTrains DressingLikeALocal DressingFromASuitcase GettingDressedAtGrandmas GettingDressedForThePark GettingDressedCarryOn',
    wellness:
      'DressingForYourself MindfulGettingDressed GettingDressedMantras SlowGettingDressed CozyOutfitReset DressingInYourSoftestFit GettingDressedGratitude GettingDressedNoPhone',
    tech: 'GettingDressedByVoice GettingDressedJumpCut GettingDressedByAI GettingDressedMirrorCam GettingDressedOutfitApp DressingForTheForecast GettingDressedSplitScreen ThirtyDaysGettingDressed',
  },
  'getting old': {
    dance:
      'GettingOldButGroovy GettingOldSlowJive GettingOldDiscoThrowback AgingGracefullyGroove MyMovesAreAgingWell GettingOldTwistNight GettingOldTheSprinkler GettingOldCongaLine',
    fitness:
      'GettingOldDeadHang GettingOldBalanceTest GettingOldSitToStand AgingBackwardsHIIT KneeFriendlyAgingWorkout GettingOldChairYoga GettingOldGripOff GettingOldWalkingLunges',
    prank:
      'AgingAppPrank GettingOldBalloonFlood GettingOldGreyWigSwap GettingOldTrophy GettingOldThrowbackNews EarlyBirdDinnerInvite GettingOldTrickCandles GettingOldBirthdayBanner',
    educational:
      'GettingOldBrainMyths GettingOldSleepScience GettingOldAskAnElder AgingBlueZonesQuiz WhyJointsCrack CentenarianSecrets GettingOldBalanceScience GettingOldMemoryTricks',
    cooking:
      'GettingOldEarlyDinner GettingOldTeaAndScones GettingOldButSpicy AgingLikeCheddar GrandmaRecipeRevival GettingOld1970sCookbook GettingOldFiberBakeOff GettingOldSoupSwap',
    travel:
      'GettingOldBucketList GettingOldRoadTrip GettingOldSoloTrip AgingAdventurerWalk HometownRevisited GettingOldTrainTrip GettingOldFirstCampout GettingOldMuseumTour',
    fashion:
      'GettingOldStyleSwap GettingOldFitCheck GettingOldGlowUp AgingInCardigans EmbraceTheGrey SilverFoxSuit GettingOldGlassesChain GettingOldSneakerUpgrade',
    wellness:
      'GettingOldDailyWalk GettingOldLettersToMyself GettingOldNapPride AgingWellHabitTracker EveryWrinkleAStory LaughLinesAreEarned GettingOldGardenHour GettingOldMorningStretch',
    speed:
      'GettingOldReflexTest GettingOldGlassesHunt GettingOldNameRecall GettingOldRemoteFinder StandUpWithoutGroaning BeatTheEarlyBird GettingOldKeySearch GettingOldCrosswordRace',
  },
  'getting ready': {
    dance:
      'GettingReadyHairFlip GettingReadyOutfitSpin GetReadyToTheBeat GettingReadyMirrorPop GetReadyMorningShuffle GetReadyHairbrushHipHop SockSlideGettingReady MoonwalkGettingReady',
    fitness:
      'GetReadySquatAndBrush GettingReadyCalfRaises GetReadyToastPlank GetReadyAndStretch ToothbrushWallSit SocksOnBalanceTest LungeWhileGettingReady HighKneesGettingReady',
    prank:
      'GetReadyGooglyEyeMirror GettingReadyClocksAhead GetReadyHairbrushSwap GettingReadySongSwap GettingReadyCheerAmbush GetReadyCopycatOutfit FogMessageGettingReady GetReadyStickyNoteBomb',
    educational:
      'GettingReadyTimeMath GettingReadyColorMoodTest GetReadyLikeAnAstronaut WhyMorningsFeelRushed GetReadyDecisionFatigue GettingReadyHabitStacking SPFScienceGettingReady GettingReadySunlightHack',
    cooking:
      'GettingReadySmoothie GettingReadyBreakfastIn5 GettingReadyToastBar GetReadyOvernightOats GetReadyGrabAndGo GetReadyMugOmelet EggBitesGettingReady BurritoGettingReady',
    wellness:
      'GettingReadySlowly GettingReadyPhoneFree GettingReadyThreeThanks GetReadyAffirmations MirrorPepTalk SunlightFirstThing CandlelitGettingReady NoRushGettingReady',
    tech: 'GettingReadyAlarmHack GetReadyOutfitAppTest GetReadyMirrorCam GetReadyByVoiceOnly AIGettingReadyCoach GetReadyCoffeeTimer GettingReadyTimelapse GettingReadySplitScreen',
    pet: 'GetReadyWithMyPet GettingReadyCatInSink GettingReadyDogAtDoor GettingReadySupervisor GettingReadyBunnyHello BrushThePupToo LeashUpGettingReady KittyCrashGettingReady',
    gaming:
      'GettingReadySpeedrun GettingReadySkillTree GetReadyMorningBingo GettingReadyPressStart GettingReadyLevelUp LoadingScreenMakeup GettingReadyDiceGame GettingReadyQuestLog',
  },
  ghost: {
    prank:
      'GhostSheetPeekaboo GhostUnderTheBlanket GhostMarshmallowArmy GhostBalloonHallway FoggyMirrorGhostNote FloatingGhostTrick GhostPhotobomb GhostFaceOnTheFridge',
    educational:
      'GhostBustingScience GhostFactOrFiction GhostOrbCameraTest LocalGhostLegendQuiz WhyHousesCreak InfrasoundAndFear DebunkAGhostPhoto GhostColdSpotHunt',
    travel:
      'JoinAGhostTour GhostTownRoadTrip GhostStoryCampout GhostWalkAtDusk GhostHauntedHotelStay GhostLegendsNearMe GhostSignSpotting GhostCastleVisit',
    fashion:
      'GlamGhostCostume GhostSheetFitCheck GhostCrewMatching GhostSweaterThrift AllWhiteGhostLook VintageGhostPhotoshoot GhostPajamaParty GhostCapeTwirl',
    wellness:
      'GhostModeWeekend GhostFloatStretch GhostCandleUnwind GhostWorryJar GhostBooBreathing GhostNameYourFears GhostYourPhone GhostBlanketNap',
    tech: 'GhostCameraTrick GhostPanoramaGlitch GhostPhoneHologram GhostDoubleExposure GhostVoiceFilter GhostFlashlightShow GhostFadeOutEdit GhostGreenScreen',
    pet: 'GhostToyHideAndSeek GhostTreatHunt CatSeesAGhost GhostPlushFetch GhostMovieNightSnuggle SpookyShadowZoomies GhostBoxBunnyHideout GhostBandanaPup',
  },
  gift: {
    dance:
      'GiftBoxStep GiftBowBoogie GiftRibbonTwirl GiftUnboxingDance GiftExchangeShuffle ShakeThePresent GiftUnwrapConga GiftTagTango',
    fitness:
      'PresentPassPlank GiftSackCarry GiftBoxCurls GiftStackSquats GiftWrapLunges GiftDeliveryDash GiftRibbonWallSit GiftBagJumpingJacks',
    educational:
      'GiftWrapGeometry WhyWeGiveGifts GiftEtiquetteQuiz GiftDoOrDontAbroad GiftBudgetMath GiftFuroshikiLesson GiftCustomsGuessingGame GiftBoxRecycleSort',
    cooking:
      'GiftInAJar EdibleGiftBasket GiftTinFudge GiftBoxCake GiftStrawberryJam GiftCookieSwapParty PretzelPresentBags GiftHomemadeGranola',
    wellness:
      'GiftYourselfRest GiftOneKindAct GratitudeGiftJar BeFullyPresent GiftAStranger HandwrittenThankYous TheGiftOfAWalk GiftAFriendACall',
    music:
      'GiftWrapBeat ThankYouGiftRap GiftMusicBoxReveal GiftOfSong PresentPercussion GiftSongForGrandma SingTheirGiftCard GiftKazooSerenade',
    art: 'DesignYourGiftWrap GiftTagDoodles GiftBoxDecoupage GiftCardCalligraphy GiftPotatoStampPaper HandmadePresentSwap FramedMemoryGift GiftOrigamiStars',
  },
  'gift shop': {
    fitness:
      'GiftShopBagCurls GiftShopStepCount GiftShopBasketCarry GiftShopStairClimb GiftShopTiptoeBrowse GiftShopPostcardLunges GiftShopWallSit GiftShopSquatReach',
    prank:
      'GiftShopMugSwap GiftShopMatchingTees GiftShopTackyFakeOut GiftShopPostcardFromHome WrongNameKeychain FridgeMagnetTakeover UglyGiftShopTrophy GiftShopSillyHatDare',
    educational:
      'GiftShopPressedPenny GiftShopCountryLabels GiftShopMagnetScience GiftShopPostcardQuiz HowSnowGlobesWork WhoMadeMySouvenir GiftShopPriceMath GiftShopArtifactGuess',
    cooking:
      'GiftShopFudgeAtHome GiftShopTaffyPull GiftShopCookieTin GiftShopMapleLeaves GiftShopSnowGlobeCakes GiftShopRockCandyGrow GiftShopJamTasting GiftShopHoneyToast',
    speed:
      'GiftShopBudgetDash GiftShopWrapBlitz GiftShopTenDollarFind TwoMinuteSouvenirShop GiftShopPostcardSprint GiftShopMagnetRace GiftShopCheckoutRush GiftShopKeychainPick',
    tech: 'GiftShopPriceCheckApp GiftShopCustomMagnet GiftShopGadgetTest SouvenirShopPhotoHunt GiftShopHaulFlatLay GiftShopTourIn30 GiftShopUnboxingCam GiftShopVlogRecap',
    pet: 'GiftShopPetToyHaul GiftShopCatBandana GiftShopPuppyCollar SouvenirShopForFido GiftShopKittenCatnip GiftShopPetTreats GiftShopPlushFetch GiftShopParrotPerch',
  },
  'gift wrapping': {
    dance:
      'GiftWrappingBowShimmy GiftWrapRibbonTwirl WrappingPaperRave GiftWrappingTapeStep ThatsAWrapShuffle GiftWrappingBoxHop MoonwalkWhileWrapping RobotGiftWrapping',
    fitness:
      'SquatForEveryGiftWrapped GiftWrapPileCarry GiftBoxDeadlift GiftWrapInPlankPose GiftWrapRibbonCurls WrappingRunToTheTree WallSitWrapping TiptoeGiftWrapping',
    educational:
      'FuroshikiWrapping GiftWrappingGeometry WrappingPaperScrunchTest WhoInventedGiftWrap GiftWrapThreeTapeFold WrappingBowKnotLesson GiftWrappingMathHack RecyclableWrappingQuiz',
    cooking:
      'GiftWrappedCookies GiftWrapTruffleBox GiftWrapCake GiftWrapCandyBark GiftWrappingJamJars HomemadeFoodGifts ParchmentWrapping FudgeGiftWrapping',
    tech: 'GiftWrappingQRMessage GiftWrapMountainTimelapse GiftWrapPrintableTags GiftWrapSlowMoUnwrap AIDesignsMyWrapping WrappingPaperPhotoPrint GiftWrappingStopMotion GiftWrapHackIn30',
  },
  gingerbread: {
    fitness:
      'GingerbreadManRun GingerbreadBakeTimePlank GingerbreadJacks GingerbreadGumdropBurpees GingerbreadCatchMeSprint GingerbreadOvenSquats OutrunTheGingerbread GingerbreadLunges',
    prank:
      'GingerbreadManEscape GingerbreadMissingPoster GingerbreadYouTwin GingerbreadWhoAteHisHead GingerbreadRunawayNotes GingerbreadFakeCrumbTrail GingerbreadPhotobomb GingerbreadSelfieSpree',
    educational:
      'GingerbreadMythOrFact GingerbreadEngineering GingerbreadSpiceSniffQuiz WhyGingerIsSpicy GingerbreadIcingMortar GingerbreadHouseMath GingerbreadLoadTest GingerbreadStoryRetell',
    travel:
      'GingerbreadHouseHunt GingerbreadBakeryHop GingerbreadMarketTrip GingerbreadLatteCrawl GingerbreadCocoaWalk GingerbreadLightsTour GingerbreadCityStroll GingerbreadVillageVisit',
    fashion:
      'UglyGingerbreadSweater GingerbreadPJParty GingerbreadManCostume GingerbreadNailArt GingerbreadToneFitCheck GingerbreadHairClips GingerbreadEarrings GingerbreadApronDIY',
    wellness:
      'GingerbreadMovieNight GingerbreadTeaPause GingerbreadSlowDecorate GingerbreadCandleDIY GingerbreadSpiceBreaths GingerbreadQuietBake GiftAGingerbreadHouse GingerbreadGratitudeNote',
    pet: 'GingerbreadDogSafeCookies GingerbreadCatPhotoshoot GingerbreadBandanaPup GingerbreadPlushFetch GingerbreadPetStocking GingerbreadSniffTest GingerbreadShapedHayCakes GingerbreadCardboardHut',
    gaming:
      'GingerbreadTownBuild CatchTheGingerbreadMan GingerbreadTasteBracket GingerbreadMemoryMatch GingerbreadCandyHunt GingerbreadDecorDice GingerbreadCharades GingerbreadBingoCards',
  },
  giraffe: {
    fitness:
      'GiraffeNeckStretch GiraffeTiptoeReach GiraffeCalfRaises WalkTallLikeAGiraffe GiraffeDrinkSquat GiraffePostureCheck GiraffeWallSit GiraffeLongLunges',
    prank:
      'GiraffeWindowPeek GiraffeSpotStickers GiraffeCutoutDoorway OnesieGiraffeEntrance GiraffeHiddenEverywhere GiraffeCostumePhotobomb SockPuppetGiraffe GiraffeToyInTheFridge',
    educational:
      'GiraffeHeartScience GiraffeSpotPatterns HowGiraffesDrink WhyGiraffesHum SevenBonesLikeYou BlueTongueMystery GiraffeSleepSecrets GiraffeHabitatQuiz',
    fashion:
      'GiraffePrintFitCheck DressLikeAGiraffe GiraffeNeckScarfTie GiraffeSpotNailArt GiraffeNecklaceStack GiraffeTallestHatDare GiraffeHeelsWalkOff GiraffeEarHeadband',
    wellness:
      'GiraffeStretchBreak GiraffeCloudWatching GiraffeNeckRolls StandTallLikeAGiraffe GiraffeThreeGoodThings GiraffeTiptoeBreathing GiraffeNatureDocNight GiraffeZooStroll',
    tech: 'GiraffeLiveCam GiraffeSelfieStick GiraffeNeckFilter GiraffeIn3DOnYourPhone HowTallAmIInGiraffes GiraffeZoomPhoto GiraffeGrowsStopMotion GiraffeGreenScreen',
  },
  girlfriend: {
    educational:
      'GirlfriendTeachesASkill GirlfriendsJobIn60 GirlfriendLingoLesson QuizMyGirlfriend GirlfriendHobbySwap GirlfriendTrivia GirlfriendWordOfTheDay GirlfriendKitchenScience',
    tech: 'GirlfriendTechSupport GirlfriendLockScreens GirlfriendPhotoDump GirlfriendRatesMySetup GirlfriendFilterFaceOff GirlfriendOrganizesMyApps MyGirlfriendVsChatbot GirlfriendSharedCalendar',
  },
  glamping: {
    dance:
      'GlampingTentShuffle GlampingFairyLightDance GlampingLanternSway GlampingMeadowTwirl GlampAndStomp GlampingHoedown BarnDanceGlamping GlampingHeadlampDisco',
    fitness:
      'GlampingDeckYoga GlampingMorningHike GlampingTrailRun GlampingLakeLoopWalk HammockCoreHold GlampingBootcamp SunriseGlampingStretch GlampingTentPegSquats',
    prank:
      'GlampingRoomSwap GlampingCricketSoundboard GlampingTeddySleepover GlampingGooglyEyeTent GlampingMintOnPillow GlampingButlerBit SofaFortGlamping GlampingLuxuryFakeout',
    educational:
      'HowYurtsStayWarm GlampingLeaveNoTrace GlampingSafeFirePit GlampingConstellationHunt WhereGlampingBegan GlampingTentPhysics GlampingKnotSchool GlampingBirdsongID',
    fashion:
      'GlampingCozyKnitGRWM GlampingFitCheck GlampingLinenLayers GlampingGoldenHourShoot GlampingPonchoPose GlampingHatTryOn GlampingBohoRunway GlampingBootsAndDress',
    wellness:
      'GlampingUnplug GlampingForestHour FairyLightWindDown GlampingHammockRead GlampingCocoaBreak GlampingSlowMorning StargazeGlamping SunriseGlampingYoga',
    speed:
      'GlampingSetupRace GlampingTentPitchOff GlampingLanternBlitz GlampingLightUntangle GlampingSpeedMakeover GlampingPackUpDash AirbedGlampingRush GlampingHammockIn60',
    art: 'GlampingDreamcatcher GlampingLanternCraft GlampingTentSketch GlampingGoldenHourPaint GlampingWreathWeaving GlampingPolaroidWall PressedFlowerGlamping GlampingBuntingDIY',
    tech: 'GlampingPhoneMovieNight SolarFairyLightHack GlampingSignalHunt GlampingPowerBankTest GlampingGadgetPack GlampingDuskToDawnLapse GlampingStarMapApp GlampingMilkyWayPhoto',
    pet: 'GlampingWithMyDog GlampingCatLeashWalk GlampingPetTentBuild BunnyTeepeeNap GlampingPuppyCot GlampingHamsterHideout GlampingPupHammock KittenGlampingFort',
    gaming:
      'GlampingStoryDice GlampingLanternChess GlampingHammockGoFish GlampingCharades GlampingCampfireTrivia YurtBoardGameNight WerewolfGlamping GlampingWordChain',
  },
  glasses: {
    prank:
      'GooglyEyeGlasses GlassesHeartLensReveal GlassesNoseDisguise SpecsOnEveryStatue EmptyFrameFakeout GlassesDrawnOnPhotos GlassesMustacheSwap GlassesTwinningAmbush',
    educational:
      'HowGlassesWork GlassesRxDecoded GlassesRefractionLab WhatAnEyeExamChecks WhoInventedGlasses GlassesVsContacts PinholeGlassesTest GlassesShirtVsLensCloth',
    wellness:
      'GlassesEyeBreak GlassesOffPalming GlassesOffFarGaze RestYourSpecs GlassesOffNatureWalk GlassesBlueLightBedtime GlassesOffStretch GlassesScreenFreeHour',
    pet: 'GlassesCatSteals NewGlassesPetReaction DrawMyDogInGlasses GlassesFilterOnPuppy BlurryBunnyWithoutGlasses GlassesChewProofCase GlassesReadAloudToHamster GlassesSmudgedByDoggo',
  },
  'glitter bomb': {
    fitness:
      'GlitterBombFinishLine GlitterBombBottleCurls GlitterBombFunRun GlitterBombJumpingJacks GlitterBombRewardReps GlitterBombBoxJumps BurpeeGlitterBomb DanceCardioGlitterBomb',
    prank:
      'EcoGlitterBomb GlitterBombNothingInside GlitterBombMusicBox FakeGlitterBomb GlitterBombMessFreeCard ConfettiNotGlitter GlitterBombBubbleSurprise GlitterBombSpringSnake',
    educational:
      'WhyGlitterSticks HowGlitterIsMade GlitterVsMicroplastics GlitterBombEcoTest ZoomIntoGlitter StaticVsGlitter GlitterBombPhysics GlitterBombColorTheory',
    travel:
      'GlitterBombCarnival GlitterBombRoadTrip GlitterPassportCover GlitterTravelJournal GlitterBombParadeDay GlitterBombTripScrapbook GlitterBombFairDay FestivalGlitterBomb',
    wellness:
      'GlitterBombCalmJar WatchTheGlitterSettle GlitterAffirmations GlitterBombKindWords GlitterBombJournalPage GlitterBombSelfCareNight GlitterBombThankYouNote GlitterBombBreathCount',
    music:
      'GlitterBombSpeakerDance GlitterBombDrumHit GlitterBombKaraoke GlitterBombShakerEgg GlitterBombMicDrop GlitterBombGlamRock GlitterBombBeatSwitch EncoreGlitterBomb',
    tech: 'GlitterBombSlowMo GlitterBombLEDJar GlitterBombRewindClip GlitterBombVideoFilter HoloGlitterPhoneCase GlitterBombVacuumTest GlitterBombMacroPhoto GlitterBombNightModePic',
    pet: 'GlitterFreePupParty KeepGlitterFromKitties SparkleSafeBunnyDay DogNameGlitterSign GlitterFramePawtrait RhinestoneCollarGlam GlitterBombPetPortrait GlitterBombCleanupPatrol',
    gaming:
      'GlitterBombDiceSet GlitterBombBoardGame WinnerGetsGlitterBomb GlitterBombTrophy GlitterBombCardDuel GlitterBombTreasureHunt GlitterBombPenalty GlitterBombHideAndSeek',
  },
  globe: {
    dance:
      'AroundTheGlobeMoves GlobeEquatorShuffle GlobePickAndGroove SpinTheGlobeDanceOff GlobeTrotterTwoStep GlobeFolkDanceMix GlobeTiltSway GlobeCongaLine',
    prank:
      'UpsideDownGlobeSwap GlobeFakeIslandSticker SecretMessageOnEquator GooglyEyeGlobe GlobeBecomesTheMoon GlobeRenameACountry GlobeBeachBallSwap GlobeTinyFlagInvasion',
    educational:
      'GlobeVsFlatMap FindItOnTheGlobe WhyTheGlobeTilts GlobeContinentPuzzle OrangePeelGlobeTest GlobeTimeZoneSpin GlobeLatitudeLineHunt GlobeOceanCurrents',
    cooking:
      'SpinTheGlobeDinner GlobeTrotterBrunch GlobeCakeBake GlobeDumplingTour GlobeStreetFoodNight GlobeSugarCookies GlobeSpiceSampler GlobeBreakfastBowls',
    fashion:
      'GlobePrintFitCheck GlobeTrotterPatchJacket GlobeEarrings SpinTheGlobeOutfit GlobeMapScarf GlobeCountryInspiredLook GlobePinBackpack GlobeFlagSneakers',
    wellness:
      'GlobeDreamJournal GlobePenPalLetters GlobeLampWindDown GlobeGratitudeSpin KindnessAcrossTheGlobe GlobePeaceMinute GlobeOceanSoundsBreak GlobeWishList',
    speed:
      'GlobePointAndNameIn5 GlobeCapitalsCountdown GlobeContinentRelay FindItFastOnTheGlobe GlobeFlagBlitz GlobeSpinShoutOut GlobeHopperQuickfire GlobeOceanSpotRace',
    music:
      'SpinTheGlobeSong AroundTheGlobeBeats GlobeHelloSongs GlobeLullabyTour GlobeAnthemGuess GlobeFolkSongs GlobeKazooMedley GlobePlaylistSwap',
    tech: 'GlobeTwirlSlowMo GlobeFlashlightSunrise GlobeSpinToStreetView GlobeVsMapApp GlobeVirtualTour GlobeSatelliteZoomIn GlobeStopMotionTrip GlobeDigitalPinboard',
    gaming:
      'GlobeFlagMemory GlobeTriviaNight GlobeCapitalsBattle GuessWhereOnTheGlobe GlobeBlindfoldSpin GlobeCountryBingo GlobePinPointDuel GlobeCharades',
  },
  glue: {
    dance:
      'GluedFeetDance GlueStickShimmy GlueFreezeFrame StuckLikeGlueMoves GlueSlimeGroove GlueBuddiesConga GlitterGlueGlide GlueBottleBop',
    fitness:
      'GluedFeetSquats GlueYourselfToTheMat GlueSteadyPlank GlueBottleLunges StickWithItStreak GlueCapCrunches WallSitLikeGlue GlueJumpingJacks',
    prank:
      'GlueGooglyEyeFridge GlueStickNoteTrail FakeGlueSpill SuperGlueFakeout GluePaperChainHallway GlueMagazineFaceSwap GlueTinyHatOnFruit GlueConfettiCard',
    educational:
      'HowGlueSticks HomemadeFlourGlue GlueVsTapeShowdown SuperGlueWasAnAccident MilkGlueExperiment WhichGlueWins GlueDryingScience GluePlantSapTest',
    cooking:
      'EdibleGlueGingerbread RoyalIcingGlueTest GlueCaramelCookieTower MeltedChocolateGlue GlueFrostingCastle GlueMarshmallowMortar PeanutButterAsGlue GlueHoneyGrahamHouse',
    travel:
      'TravelJournalGlueIn GlueTicketStubCollage GluePressedLeafBookmark GlueStickTripKit GlueDownTheMemories PostcardGlueWall GlueBeachShellFrame GlueMapScrapbook',
    music:
      'GlueBottleMaracas GlueStickDrumSolo GluePeelASMR StuckLikeGlueCover GlueAdJingle GlueCraftTableJam GlueKazooBuild GlueRainstickMaking',
    pet: 'GlueCardboardCatCastle GlueBoxTunnelMaze GlueFeltMouseToy GlueStickPetCollage GluePupMosaic GluedToMyDog StuckLikeGlueBuddies GlueFramedPawPrint',
    gaming:
      'GlueYourOwnBoardGame PuzzleGlueAndFrame GlueDiceTower GlueMarbleRun GlueCardboardMaze GlueClawMachineBuild GlueBottleCapCheckers GlueDominoTrack',
  },
  'go kart': {
    prank:
      'GoKartEngineSoundboard FakeGoKartLicense GoKartTrophyForLast GoKartSpeedingTicketGag GoKartToyCarSwap GoKartPitCrewWakeUp KartPodiumAtHome GoKartHypeIntroVideo',
    educational:
      'WhyGoKartsDrift GoKartRacingLine GoKartPhysics FindTheApexGoKart GoKartTireGrip KartCornerMath GoKartEngineTakeApart GoKartSafetyQuiz',
    travel:
      'GoKartTrackNearMe GoKartFamilyOuting GoKartSeasideCircuit KartingPassport KartingDayOut IndoorGoKartArena KartWithAView GoKartHolidayPark',
    fashion:
      'GoKartPitCrewCosplay GoKartCheckeredFitCheck GoKartHelmetHairFix GoKartRaceDayDrip GoKartRacerRunway KartGlovesGlowUp DressForTheGoKart GoKartStripeTeeDIY',
    tech: 'GoKartLapTimerApp GoKartTrackSideSlowMo GoKartInstantReplay GoKartRaceHighlights GoKartSplitScreenDuel GoKartBuildTimelapse GoKartHelmetCamClip GoKartGPSSpeedCheck',
    pet: 'CatInACardboardKart GoKartPitCrewPup GoKartPetCheerleader PoochPolePosition GoKartPetBandana GoKartTrophyPose GoKartTreatFinishLine GoKartTrackBunnyTunnel',
    gaming:
      'SplitScreenGoKart GoKartItemBoxChaos GoKartBattleMode GoKartTabletopGrandPrix GoKartObstacleCourse GhostKartTimeTrial GoKartChampionsCup GoKartBoardGameNight',
  },
  goal: {
    fitness:
      'FirstPullUpGoal GoalMileTime GoalPlankMinutes GoalCouchToFiveK ThirtyDayGoalStreak GoalEveryRepCounts GoalHundredSquats GoalToeTouchStretch',
    prank:
      'GoalStickyNoteTakeover GoalFinishLineTape GoalMedalAmbush GoalHypeManWakeUp GoalMiniNetSwap GoalConfettiWelcome GoalAlarmClockRelocate GoalPepTalkVoicemail',
    educational:
      'WhyWritingGoalsWorks GoalProgressGraph AreYourGoalsRealistic MakeYourGoalSMART TinyHabitsBigGoals GoalLineReplayCheck GoalMotivationScience DoGoalStreaksHelp',
    fashion:
      'OutfitGoalsRecreate GoalGetterFit GoalSewMyOwnDress SuitUpForYourGoal GoalSoccerJerseyRunway GoalInterviewOutfit GoalCapsuleWardrobe GoalThriftOnlyYear',
    speed:
      'GoalThirtyDayDash GoalBeatTheDeadline GoalPomodoroBlitz GoalSprintWeek QuickestGoalInTheYard GoalPenaltyKickCountdown TwoMinuteGoalRule GoalChecklistRush',
    music:
      'GoalFirstOriginalSong GoalAnthem GoalRecitalReady GoalPracticeStreak StadiumChantGoal GoalVictorySong GoalDayDrumroll GoalKazooFanfare',
    tech: 'GoalAppShowdown GoalStepCountStreak GoalHabitWidget GoalTimelapseMontage AIPlansMyGoal PhoneWallpaperGoal GoalCalendarReminders GoalProgressVideoDiary',
  },
  goat: {
    funny:
      'GoatScreamReaction BabyGoatParkour GoatsInPajamas WhoIsTheGoat GoatEatsMyHomework GoatBleatItChallenge GoatPhotobombsMySelfie GoatVoiceDubbing',
    prank:
      'GoatScreamRingtone GoatPlushSwap GoatStickerTakeover GoatCameoVideoCall GOATTrophyForDad BleatingAlarmClock GoatSoundsFromTheCloset GoatHornsOnTheirPhoto',
    educational:
      'WhyGoatsClimb GoatPupilScience GoatFourStomachs GoatFaintingScience GoatHornsVsAntlers GoatTinCanMyth GoatBreedQuiz CheeseFromGoatMilk',
    cooking:
      'GoatMilkFudge BabyGoatCupcakes GoatFaceCookies GOATGrilledCheese GoatYogurtParfait GoatChevreDip GoatHoofPancakes GoatFetaSpinachPie',
    travel:
      'GoatFarmVisit MountainGoatSpotting HugAGoatAtThePettingZoo GoatMeadowPicnic HikeWithAGoat GoatYogaDayTrip FollowTheGoatTrail GoatCountryFairDay',
    fashion:
      'GoatHornHeadband BabyGoatPajamas GoatKnitSweater BarnGoatOveralls GOATFitCheck GoatFarmRunway GoatBellNecklace GoatEarHoodieDIY',
    wellness:
      'GoatYogaClass GoatCuddleTherapy BabyGoatSnuggles SunriseWithTheGoats GoatPettingCalmDown GoatMindfulFeeding GoatFarmGratitude GoatBrushingRitual',
    speed:
      'GoatObstacleRace BabyGoatZoomies GoatRoundupCountdown HayBaleGoatRelay GoatSketchIn60 GoatLeapFrogDash GoatFeedBucketRace GoatPuzzleRush',
    art: 'GoatFarmSketch GoatClayFigure PaintAGoatPortrait LinoCutGoatPrint GoatCubismChallenge GoatKidPhotoshoot WoolFeltGoat GoatCollageCraft',
    tech: 'GoatBarnCam GoatPhotoZoom GoatSlowMoJump GoatGrazingTimelapse GoatsOnVideoCalls GoatBeardFilter TheGOATOfGadgets GoatGreenScreen',
    gaming:
      'GoatKingOfTheHill GoatMemoryMatch GoatHerdingRoundup GoatFarmBoardGame GoatFactsOrFake GoatCharades WhoIsTheGOATDebate GoatBingoCards',
  },
  goggles: {
    dance:
      'GogglesSynchroSwim GogglesFlipperWaddle GogglesOnDanceOff GogglesRobotMoves GogglesSplashSpin GogglesRaccoonEyesDance GogglesDryLandStrokes GogglesDiscoDive',
    prank:
      'GooglyEyeGoggles GogglesAtDinner TeddyInSwimGoggles GogglesOnForNoReason WholeFamilyInGoggles GogglesSnorkelWakeUp GogglesVideoCallCameo GogglesGroceryRun',
    educational:
      'WhyGogglesFog SeeLikeAFishInGoggles GoggleDefogExperiment GoggleSuctionScience GogglesLensRefraction GogglesOldVsNew PolarizedGogglesTest HowGogglesAreMade',
    travel:
      'WhatsUnderTheLakeGoggles GogglesLocalPoolTour GogglesSwimTrip PackYourGoggles GogglesOnEveryBeach GogglesSplashPadDay GogglesWaterparkDay GogglesHotelDip',
    fashion:
      'SwimGogglesColorMatch RetroGogglesLook GogglesPoolsideFit GogglesAsHeadband SteampunkGoggleGlam GoggleTanRunway GogglesMirrorLensSelfie GogglesCapCombo',
    speed:
      'GogglesRingDiveDash GogglesAdjustIn10 GogglesCoinCollect GogglesLapSprint FastestGogglesOn GogglesTorpedoGlide GogglesRelay GogglesSnapOnRace',
    tech: 'GogglesPoolTimelapse GogglesAntiFogHack GogglesLapCounterApp GogglesFaceFilter GogglesLensColorTest GogglesSplitScreen GogglesStrokeVideoReview GogglesSlowMoSplash',
    pet: 'GogglesLifeJacketForDogs GogglesCatUnimpressed GogglesAndPupPoolside PetReactsToMyGoggles GogglesBathTimeSplash GogglesDogDayOut GogglesFetchSwim GogglesKittyDoodle',
    gaming:
      'GogglesTreasureHunt GogglesPennyCollect GogglesNoodleRace GogglesSinkingToyGrab GogglesPoolScavenger GogglesWaterBalloonFight MarcoPoloGoggles GogglesDiveForRings',
  },
  gold: {
    prank:
      'GoldSpoonAtDinner GoldMedalForNothing GoldStarEverywhere GoldCoinUnderThePillow GoldBarDoorstop GoldFoilTheirStapler MugGoesGold FakeGoldNugget',
    educational:
      'WhyGoldNeverRusts GoldKaratMath HowThinIsGoldLeaf GoldAlchemyMyths GoldFromDyingStars GoldRushPanningDemo GoldVsPaperMoneyQuiz GoldDensityTest',
    travel:
      'GoldPanningTrip GoldenHourPhotoWalk GoldRushMuseumDay GoldSignHunt GoldMineTour GoldSunsetPicnic PanForGoldCreek AutumnGoldLeafPeep',
    fashion:
      'GoldJewelryStack GoldHoopsThreeWays GoldChainLayering GoldAccentFitCheck GoldenGirlGlam MidasTouchOutfit HeadToToeGold MetallicGoldMonday',
    wellness:
      'HeartOfGoldKindness GoldKintsugiRepair GoldStarHabitTracker GoldSunsetWalk SilenceIsGolden GoldMomentsJournal GoldSunbeamMeditation GoldSunriseStretch',
    music:
      'GoldenOldieRemix GoldKazooSolo GoldFanfareHum SongsAboutGoldMedley HeartOfGoldSingAlong GoldRecordDreams GoldMicDrop GoldChainRap',
    tech: 'GoldInsideYourPhone GoldWallpaperDesign GoldThemeHomeScreen GoldGlowTimelapse GoldenRatioPhotoGrid AIGoldFilter TestGoldWithMagnet GoldGeocacheHunt',
    pet: 'GoldStarGoodBoy GoldCollarGlamShot GoldMedalPetAwards PupInAGoldBowTie GoldenRetrieverPhotoDay KittenTreasureChest KittyStrikesGold PawsForGold',
    gaming:
      'GoldRankGrind GoldTrophyHunt GoldCoinCollector GoldNuggetHideAndSeek GoldTreasureMapGame PotOfGoldRiddles GoldMedalBackyardOlympics GoldStarTrivia',
  },
  goldfish: {
    dance:
      'GoldfishFinFlutter SwimLikeAGoldfish FishbowlShuffle GoldfishWiggleWalk GoldfishMemoryDance GoldfishBubbleBop GoldfishMouthPop GoldfishTailSway',
    fitness:
      'GoldfishFlutterKicks SwimLapsLikeAGoldfish GoldfishTankWaterCarry GoldfishMemoryReps FishbowlPlankOff GoldfishFinCircles GoldfishBackstroke GoldfishSquatBreaks',
    prank:
      'GoldfishScreensaverPet GoldfishNamedAfterYou GummyGoldfishGlass GoldfishPlushInTheBath JellyFishbowl GoldfishCarrotFakeout OrangePeelGoldfish GoldfishCrackerTrail',
    educational:
      'GoldfishMemoryMyth HowGoldfishBreathe CanGoldfishLearnTricks FromCarpToGoldfish GoldfishTrueOrFalse GoldfishLifespanGuess WhyGoldfishTurnWhite GoldfishTankCycleTest',
    travel:
      'GoldfishPetShopVisit GoldfishPondWalk GoldfishAquariumDay GoldfishParkPicnic KoiGardenStroll GoldfishFountainHunt GoldfishHatcheryTrip GoldfishFestivalOuting',
    fashion:
      'GoldfishBagPurse SequinGoldfishTop DressLikeYourGoldfish GoldfishShimmerMakeup GoldfishFinSleeveDIY GoldfishScaleNailArt GoldfishHairClips GoldfishOrangeSneakers',
    wellness:
      'ForgetLikeAGoldfish GoldfishGazingPause GoldfishTankMeditation GoldfishBubbleBreaths JustKeepSwimming GoldfishWaterSounds GoldfishFocusMinute GoldfishGratitudeJournal',
    speed:
      'DrawAGoldfishIn10 GoldfishChopstickRace GoldfishMemoryBlitz GoldfishCrackerStack FishbowlTossRelay GoldfishFinsDash GoldfishSnackCountOff GoldfishPuzzleRush',
    tech: 'GoldfishSlowMoSwim GoldfishTankCam GoldfishAutoFeeder GoldfishTimelapse GoldfishPortraitModeTest GoldfishAquariumTechTour GoldfishGreenScreen GoldfishPhoneMacro',
    gaming:
      'GoldfishGoFishNight GoldfishPuzzleRace GoldfishCrackerFlick GoldfishMemoryMatch BeatTheGoldfish GoldfishMagnetFishing GoldfishScoopGame GoldfishBingoCards',
  },
  golf: {
    prank:
      'GolfClapForChores GolfWhisperAnnouncer FakeMiniGolfCourse GolfPuttingGreenRug GolfMarshmallowBallSwap HallwayHoleInOne GolfGooglyEyes GolfTrophyForDad',
    educational:
      'WhyGolfBallsDimple GolfSwingPhysics HowGolfBegan GolfRulesQuiz GolfOnTheMoon GolfScoreTermsMatchUp GolfDesignAHole GolfEtiquetteTest',
    travel:
      'PlayEveryLocalGolfCourse MiniGolfRoadTrip GolfSunsetNine GolfRangeBucketChallenge GolfPitchAndPuttHop GolfWackiestHoleHunt GolfSeasideLinksWalk GolfHolidayParkRound',
    fashion:
      'GolfFitCheck ArgyleGolfSocks PlusFoursGolfRevival GolfPoloAndVisor GolfSkortTwirl GolfClubhouseChic TeeUpYourGolfLook GolfBucketHatSwap',
    wellness:
      'GolfNoScoreRound GolfSunriseNine BreatheBeforeGolfSwing GolfMindfulPutt GolfFreshAirWalk GolfLetTheBogeyGo GolfGratitudeScorecard GolfCoolDownStretch',
    art: 'PaintedGolfBalls MiniGolfDesign GolfCourseWatercolor GolfHoleSketch GolfTeeSculpture GolfFantasyGreenMap GolfScorecardDoodle GolfClayFigurine',
    tech: 'GolfPuttLineAR GolfSlowMoSwing AICoachesMyGolf GolfGadgetShowdown GolfDistanceTracker GolfTimelapseRound GolfSplitScreenDuel GolfPOVHatCam',
    pet: 'MiniGolfWithMyDog CatChasesGolfTee GolfCaddyPup GolfTowelTugToy GolfHoleSnuffleGame PuppyPuttingPro GolfPlushBallToss GolfFlagHamsterMaze',
  },
  google: {
    dance:
      'GoogleEarthSpin GoogleTopSongFreestyle GoogleTrendingMoveCopy GoogleDoodleBoogie GoogleChartHitGroove GoogleMapsFolkDance HeyGoogleDanceBreak GoogleHowToDanceTest',
    fitness:
      'GoogleMapsArtRun GoogleTimerTabata GoogleEarthStairClimb GoogleFitStreak StreetViewHikePlan GoogleStepLeaderboard HeyGoogleCountMyReps GoogleCalendarWorkouts',
    prank:
      'GoogleSlidesTribute GoogleFormSillyQuiz GoogleDocGhostTyping GoogleCalendarJokeInvite GoogleTranslateGibberish HeyGoogleSerenade SetGoogleToPirate GoogleFakeSearchResult',
    educational:
      'GoogleSearchTricks GoogleEarthGeography GoogleArtsCultureTour HowGoogleRanksPages GoogleStreetViewGuess GoogleFactCheck GoogleScholarDeepDive GoogleSheetsBudgetBuild',
    travel:
      'GoogleMapsRandomPin GoogleReviewsTopSpot GoogleEarthToRealLife GoogleLensFoodQuest StreetViewVsReality GoogleStarredPlacesTour GoogleArtsMuseumTrip GoogleTranslateDayOut',
    fashion:
      'GoogleLensFitFind GoogleTrendsOutfit GoogleShoppingHaul DressInGoogleColors ImFeelingLuckyLook GoogleImages90sRecreate GoogleDoodleTee GoogleLogoNailArt',
    wellness:
      'GoogleFreeSunday GoogleFocusTimer GoogleEarthCalmFlyover GoogleCalendarMeTime GoogleMapsNatureWalk DigitalWellbeingCheck NoGoogleForADay GoogleKeepGratitudeList',
    art: 'DesignAGoogleDoodle GoogleEarthArt GoogleQuickDrawRound GoogleLogoRedesign GoogleStreetViewSketch GoogleSatelliteCollage GoogleColorsMosaic GoogleSlidesComicStrip',
    pet: 'GoogleLensPetBreed GoogleMapsDogWalk GooglePhotosPetAlbum GoogleTranslateMeow GoogleKittenNameVote HeyGooglePetCommands GooglePetCamCheckIn GoogleHamsterCareQuiz',
  },
  'googly eye': {
    dance:
      'GooglyEyeMoonwalk MakeTheGooglyEyesSpin ShoesWithGooglyEyes HeadBobGooglyEyes GooglyWiggleShuffle GooglyEyedTwoStep GooglyEyeDanceOff JiggleYourGooglies',
    fitness:
      'GooglyEyeDumbbells GooglyEyePlankCoach GooglyEyedKettlebell BurpeesInGooglyGlasses GooglyJiggleSquats SpotterWithGooglyEyes GooglyEyeJumpingJacks GooglyEyeLungeBuddy',
    pet: 'GooglyEyeHamsterCartoon GooglyDoubleTake GooglyEyeFilterOnCat GooglyEyeTreatJar KittenStaresBack PupVsGooglyGlasses GooglyEyeMirrorPeek GooglyEyePetPortrait',
  },
  goose: {
    funny:
      'GooseSecurityGuard GooseVsMailman GooseChaosEnergy WhenAGooseSpotsYou SillyGooseSkit GooseHonkImpression GooseNarratesMyDay ChasedByAGoose',
    prank:
      'WildGooseChaseHunt GooseHonkAlarm GoslingPlushInTheBed RubberGooseCameo PorchGooseMakeover GooseFeatherInTheirHat DecoyGooseStaredown GooseStatueEverywhere',
    educational:
      'WhyGeeseFlyInAV GooseMigrationMiles GoslingImprinting GooseTeethTruth GooseOrSwanQuiz GooseHonkTranslator MotherGooseRhymeMeaning GooseFeatherWaterTest',
    travel:
      'GooseMigrationWatch GoosePondWalk LakesideGoslings GooseParkPicnic WildGooseChaseTrip FollowTheVFormation CanadaGooseSpotting GooseNatureReserveVisit',
    fashion:
      'PorchGooseOutfitSwap GoosePrintScarf GoslingYellowFit GooseCardiganThrift SillyGooseSweater GooseDownGlam GooseFeatherHat GooseBowtieDIY',
    wellness:
      'GoosePondMorning GeeseSkyWatching GoslingWatchAtDawn HonkItOutGoose LetItGooseJournaling FloatLikeAGoose GooseGratitudeWalk GooseQuietBenchSit',
    speed:
      'GooseWaddleRace GeeseFormationRelay GoslingLineDash CountTheGooseFlock WildGooseChaseSprint GooseFastestHonk GooseOrigamiBlitz GoosePuzzleRush',
    gaming:
      'GameOfTheGoose SillyGooseShowdown GooseCircleChase GooseWaddleTag GooseHonkBattle GeeseFollowTheLeader GoldenGooseHunt MotherGooseRiddles',
  },
  gorilla: {
    dance:
      'GorillaStomp GorillaConga GorillaChestBeatDrop GorillaKnuckleShuffle GorillaSilverbackSway DanceLikeAGorilla GorillaBreakdance GorillaLeanBack',
    fitness:
      'GorillaCrawlCircuit GorillaGripHang GorillaRowOff GorillaFarmerCarry GorillaChestPushUps GorillaSquatHold GorillaKnuckleWalk BroadJumpGorilla',
    prank:
      'GorillaWallpaperSwitch SneakyPlushGorilla GorillaPhotobomb GorillaBananaTrail GorillaVideoCallCameo GorillaStickerTakeover GorillaSockPuppetShow GorillaPawPrintsOnGlass',
    educational:
      'HowStrongIsAGorilla GorillaSignLanguage 98PercentGorilla WhyGorillasBeatChests GorillaDietQuiz GorillaVsHumanHands GorillaOrChimp GorillaTroopRoles',
    travel:
      'GorillaWildlifeParkTrip GorillaEnclosureVisit GorillaZooPhotoWalk MeetTheMuseumGorilla GorillaFeedingTimeWatch GorillaDriveThroughDay GorillaSanctuaryTrip GorillaRainforestExhibit',
    fashion:
      'GorillaSuitGlowUp GorillaSilverHairStreak GorillaGraphicTee GorillaFitCheck GorillaBeanieKnit GorillaPrintHoodie FauxFurGorillaCoat GorillaSweatshirtDIY',
    wellness:
      'GorillaChestTap GorillaDeepBreath GorillaHugItOut GorillaSlowMorningTea GorillaSunBask GorillaForestWalk GorillaNapNest GorillaStretchBreak',
    pet: 'GorillaPoseWithMyPet GorillaPlushTug GorillaYogaWithMyDog GentleGiantPup GorillaToyHideSeek MyCatTheSilverback GorillaCuddleNapBuddy GorillaBunnyDoodle',
    gaming:
      'GorillaFreezeTag GorillaBarrelDodge GorillaCharades GorillaKingOfTheHill GorillaVineRace GorillaMemoryMatch GorillaSimonSays GorillaBananaToss',
  },
  graduation: {
    fitness:
      'GraduationDayRun GraduationStairClimb CapAndGownPushUps GradWalkLunges GradDiplomaDeadlifts GraduationHighKnees GraduationYearReps GraduationJumpingJacks',
    prank:
      'GraduationBalloonDrop GradBabyPhotoSlideshow GradCapSecretMessage GiantFaceCheerSquad GradCarWindowArt GradPhotobombParent GraduationRedCarpet GraduationConfettiDoorway',
    educational:
      'WhyGradsWearGowns GradCapTossPhysics GraduationLatinQuiz GraduationCustomsAbroad GraduationSpeechIn60 TasselColorCode GuessTheGraduate GraduationMythBusting',
    fashion:
      'GraduationCapDecor UnderTheGownOutfit HeelsOrSneakersForGrad GraduationGlowUp StyleYourStole GraduationDayDrip GraduationThriftFlip GraduationUpdoHack',
    wellness:
      'GradLetterToFutureSelf GraduationMemoryJar GraduationEveBreathing GraduationTeacherHug GraduationThankYouNotes GradSeasonJournal GraduationInThreeWords GraduationSunsetWalk',
    tech: 'AIGraduationSpeech GradVideoMontage GraduationLivestream SlowMoTasselFlip GraduationPhotoFilter QRCodeYourCap GraduationDigitalInvite GraduationThenAndNowEdit',
    pet: 'PuppyClassGrad GraduationPawtrait GraduationPupcakeParty GoodBoyGraduate DiplomaForMyDog GraduationCatNapPhoto NewTrickGraduation GraduationBunnyCameo',
  },
  grandkid: {
    funny:
      'GrandkidTeachesSlang GrandkidRatesGrandpaJokes GrandkidReadsNanasTexts GrandkidBackInMyDaySkit GrandkidExplainsMemes GrandkidImpressions GrandkidFashionCritic GrandkidTriesOldCandy',
    educational:
      'GrandkidThenAndNow GrandkidTeachesTech GrandkidCursiveLesson GrandkidAsksAnything GrandkidFamilyTreeQuiz GrandkidInterviewsGramps GrandkidRecipeJournal GrandkidGardenSkills',
    wellness:
      'GrandkidPhoneCall GrandkidTeaTime GrandkidPenPalNotes GrandkidThankYouCard GrandkidStoryNight GrandkidSlowWalks GrandkidGratitudeJar GrandkidStargazing',
  },
  grandma: {
    dance:
      'TeachGrandmaATrend GrandmaTwistOff SlowWaltzWithNana GrandmaSalsaLesson GrandmasGotRhythm JitterbugWithGran DabWithGrandma GrandmaCongaLine',
    fitness:
      'GrandmaPlankOff GrandmaChairYoga CanYouOutlastGrandma NanaGardenSquats GrandmaSoupTinCurls MallWalkWithGran StretchLikeGrandma StepCountVsGrandma',
    prank:
      'GrandmaWhoopeeCushion FakeTattooOnGrandma NanaPhotobomb GrandmaRubberChickenCall GrandmaSaysNoCap GrannyWearsMyHoodie GrandmasCookieJarVeggies GrandmaPretendsNotToHear',
    educational:
      'InterviewYourGrandma GrandmaPricesThen GrandmaRemedyFactCheck NanaSayingsDecoded BackInMyDayQuiz GrandmaVsTheInternet GrandmaTeachesCursive FamilyTreeWithGran',
    tech: 'GrandmaTriesAI GrandmaEmojiGuess GrandmaFirstSelfie FixGrannysPhone GrandmaVsVoiceAssistant VideoCallWithNana GrandmaFaceFilterReaction GadgetReviewsByGran',
    gaming:
      'GrandmaWordDuel GrandmaKartRace BeatGrandmaAtRummy BingoNightWithGran GrannyGamerTag NanaPlaysVideoGames GrandmaCardShowdown GrandmaBlockBuildOff',
  },
  grandpa: {
    dance:
      'GrandpaFoxtrotFriday GrandpaOldSchoolTwist DanceLikeGrandpa GrampsGotMoves GrandpaSwingSpin GrandpaJitterbugLesson TeachGrandpaTheFloss GrandpaCongaLine',
    educational:
      'AskGrampsAnything GrandpaKnotTying GrandpaWitnessedHistory FixItLikeGrandpa GrandadsMapSchool GrandpasCoinCollection GrandpaTeachesCursive GrandpaStampAlbum',
    cooking:
      'GrampsSecretRecipe GrandpaChiliCookOff GrandpaFishFrySupper GrillMasterGrandpa GrandpaPancakeFlip SundayRoastWithGrandad GrandpaStovetopPopcorn GrandpaSandwichShop',
    fashion:
      'GrandpaSuspendersFit DressLikeYourGrandpa RaidGrandpasCloset GrandadCardiganClub GrandpaFlatCapSwap GrandpaLoafersAndSocks GrandpaStyleRecreate GrandpaBowTieTutorial',
    speed:
      'GrandpaCrosswordSprint GrandpaCheckersBlitz GrandpaTieKnotClock BeatGrandpaAtSudoku GrampsToolboxDash GrandpaVsGrandkidRace GrandpaCardShuffleRace GrandpaSolitaireRush',
    art: 'GrandpaWoodBlockPaint GrandpaBirdhouseBuild GrandpaHandsPortrait PaintGrandpaAsAKing WorkshopWithGramps RestoreGrandpasPhotos GrandpaCaricature DrawGrandpaYoung',
    tech: 'TeachGrampsAnApp GrandpaFirstSmartphone GrandpaHomeVideoRescue GrandpaVsGadgets GrandadGoesDigital GrandpaTriesVoiceSearch GrandpaAgingFilterSwap GrandpaEmailLesson',
  },
  grandparents: {
    fitness:
      'GrandparentsWalkClub GrandparentsStretchDate GrandparentsTaiChi GrandparentsParkLaps GrandparentsStepOff GrandparentsChairYoga GrandparentsBalloonVolley GrandparentsSquatCount',
    funny:
      'GrandparentsReactToTrends GrandparentsGuessSlang GrandparentsAskTheAI GrandparentsJokeOff GrandparentsRateMemes GrandparentsBackInMyDay GrandparentsDecodeEmojis GrandparentsHowTheyMet',
    educational:
      'GrandparentsInterview GrandparentsTeachASkill GrandparentsSchoolThen GrandparentsFamilyTree GrandparentsPriceQuiz GrandparentsCursiveClass GrandparentQuizShow GrandparentsOldPhotoClues',
    cooking:
      'GrandparentsRecipeRemake GrandparentsSundayRoast GrandparentsJamMaking CookWithGrandparents GrandparentsSecretSauce GrandparentsDumplingDay GrandparentsPieContest GrandparentsBreadBaking',
    fashion:
      'GrandparentsFitCheck GrandparentsClosetRaid GrandparentsWeddingLook GrandparentsVestRunway GrandparentsHandMeDowns GrandparentsCardiganSwap GrandparentsStyleUs GrandparentsHatTryOn',
    wellness:
      'GrandparentsThankYouCall GrandparentsLifeAdvice GrandparentsGardenHour GrandparentsPorchChat GrandparentsSundayVisit LettersToGrandparents GrandparentsTeaAndTalk GrandparentsPhotoAlbum',
    tech: 'GrandparentsTechHelp GrandparentsVideoCall GrandparentsSmartSpeaker GrandparentsLearnAnApp GrandparentsDigitalFrame GrandparentsPhotoScan GrandparentsFirstMeme GrandparentsEmailLesson',
    gaming:
      'GrandparentsGameNight GrandparentsTryGaming GrandparentsCribbage GrandparentsChessLesson GrandparentsRummyDuel GrandparentsKartRace GrandparentsBingoHall GrandparentsDominoes',
  },
  grape: {
    fitness:
      'GrapeStompCardio GrapevineAgilityDrill GrapePickingLunges PlankThenGrapeSnack GrapeFuelHillSprints GrapeCrateCarry FrozenGrapeFinishLine GrapeBunchSquats',
    prank:
      'GrapePlushInTheFridge GrapeBalloonBunch GrapeStickerSurprise GrapeGooglyEyes GrapeCostumeReveal GrapeRingtoneSwap GrapeSockPuppet GrapeBlueberryMixUp',
    fashion:
      'GrapeBunchEarrings GrapeBalloonCostume GrapeLeafCrown GrapePurpleFitCheck GrapeGoddessGlam GrapeLinenPicnicLook GrapePrintThriftFind GrapeColorNails',
    wellness:
      'GrapeRaisinMeditation MindfulGrapeMoment FrozenGrapeCoolDown GrapeSnackReading GrapeSunsetPicnic SavorOneGrapeSlowly GrapeJuiceToast GrapeShareABunch',
    speed:
      'GrapePeelRace GrapeStompSprint GrapeSpoonRelay ToothpickGrapeTower DestemGrapesIn60 GrapeCountingBlitz GrapeSkewerShowdown ChopstickGrapeGrab',
    tech: 'GrapeRaisinTimelapse GrapeMacroShot GrapeSlowMoSquish GrapeCutterShowdown GrapeCaterpillarAnimation CanAIRankGrapes PhoneMicroscopeGrape GrapeGreenScreen',
    pet: 'GrapePlushFetch GrapeSqueakyToyHunt GrapeFreeDogTreats GrapeArtOfMyHamster GrapeBoxKittyHideout GrapeShapedCatBed NoGrapesForPets GrapePurpleCollarDIY',
    gaming:
      'GrapeBlindTasteGame GrapePyramidBuildOff GuessHowManyGrapes GrapeRollingRace GrapeTossIntoCup GrapeOrRaisinShowdown PassTheGrapeSpoon GrapeTicTacToe',
  },
  grass: {
    funny:
      'GrassIsGreenerSkit FirstTimeTouchingGrass MomVsGrassStains GrassWhistleFail KeepOffTheGrass GrassGnomeInterview GrassAllergyDrama GrassStripesProudDad',
    prank:
      'GrassPicnicSurprise FlamingosOnTheGrass FakeGrassDeskMakeover GrassWhistleAmbush GrassToyFrogHide GrassGnomeInvasion GrassHeadTwin GrassTurfOnTheirChair',
    educational:
      'WhyGrassIsGreen BambooIsAGrass GrassSmellSniffTest HowGrassRegrows GrassRootsScience ZoomIntoABlade GrassTypesQuiz GrassPhotosynthesisLab',
    cooking:
      'GrassFrostingCupcakes WheatgrassSmoothie LemongrassNoodleSoup GrassPicnicSandwiches GreenAsGrassMatcha BackyardLawnCake GrassFedBurgers GrassChiveOmelette',
    travel:
      'FindTheGreenestGrass GrassLawnPicnicSpot RollDownAGrassyHill GrassParkHop GrassMeadowWander TouchGrassTrailWalk GrassPrairieRoadTrip GrassSportsFieldVisit',
    fashion:
      'GrassGreenFitCheck GrassStainRescue GinghamOnTheGrass GrassSneakerCleanTest GrassLawnPartyLook GrassMeadowPhotoshoot GrassSkirtDIY GrassStrawHatSwap',
    tech: 'GrassGrowthTimelapse TurfVsRealGrass NameEveryWeedInTheGrass ZoomIntoAGrassBlade GrassDewDropMacro GrassPanoramaShot GrassPlantIDScan GrassSlowMoSprinkler',
    gaming:
      'TouchGrassTag GrassBeanbagToss GrassFrisbeeGolf GrassHopscotch GrassBugHunt LawnGameOlympics GrassCroquetMatch GrassCharades',
  },
  gratitude: {
    dance:
      'DanceYourGratitude GratitudeHeartHands GratitudeHighFiveHop BigThankYouShimmy ThankfulTwirl GratefulForTheBeat GratitudeCongaLine GratitudeTwoStep',
    fitness:
      'GratitudeWalk TenGratitudeSquats OneMileOfGratitude GratitudePlank ThankYouPushUps GratitudeStairClimb GratitudeJumpingJacks ThankfulStretchFlow',
    prank:
      'GratitudeFakeAwardShow GratitudeBalloonDoorway ThankYouKazooParade ThankYouRedCarpetWelcome ThankYouAmbush GratitudePostItAvalanche GratitudeNewsAnchorBit GratitudeCardboardTrophy',
    fashion:
      'GratitudeHandMeDowns GratitudeHeirloomLook GratitudeSloganTeeDIY ThankfulForThisFit ThankYouMomVintage GratefulRewearChallenge GratitudeBraceletStack GratitudeClosetPurge',
    speed:
      'GratitudeInSixty ABCsOfGratitudeBlitz ThankYouSpeedRound TagTeamGratitude OneBreathGratitude GratitudeListRace RapidFireGratitude GratitudeStickyNoteDash',
    tech: 'GratitudeVoiceNote ThankYouVideoCall LockScreenGratitude TextBlastOfGratitude ThankfulGroupChat GratefulGIFReply GratitudeAlarmLabel GratitudeOneSecondADay',
  },
};
