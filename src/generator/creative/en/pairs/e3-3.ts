import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  fruit: {
    dance:
      'FruitSaladShimmy TuttiFruttiGroove MangoTango DoTheFruitFly FruitBasketShuffle FruitNinjaMoves',
    fitness:
      'FruitPickingSquats WatermelonCurls FruitPunchCombo FruitBasketCarry BerryBurpees OneFruitTenReps',
    funny:
      'FruitTierList WhichFruitAreYou DurianFirstReaction FruitSourFaces IfFruitCouldTalk FruitBowlDrama',
    prank:
      'GooglyEyeFruitBowl FruitStickerSwap BananaPhoneCall FruitCakeIllusion SecretFruitFairy FruitLunchboxNote',
    educational:
      'FruitOrVeggieQuiz WhyFruitRipens FruitFloatOrSink IsItReallyABerry FruitMythBusters GuessTheSeedCount',
    travel:
      'TropicalFruitSafari PickYourOwnFruit FruitMarketCrawl FruitTasteTour RoadsideFruitHunt WeirdestFruitAbroad',
    fashion:
      'FruitPrintFit FruitColorBlocking DressLikeAFruit FruitCharmEarrings TuttiFruttiStyle FruitHatLook',
    wellness:
      'MindfulFruitBite FruitSmoothieRitual FruitFirstMornings PeelAndBreathe FruitBowlGratitude RainbowFruitWeek',
    speed:
      'FruitSaladSpeedrun FruitPeelDash FruitKebabRace FastestFruitStack FruitAlphabetBlitz TenSecondFruitSort',
    music:
      'FruitDrumKit FruitRapBattle WatermelonThumpSolo TuttiFruttiRemix FruitBowlBeatbox FruitSaladSingAlong',
    art: 'FruitStillLife FruitCarving ArcimboldoFruitFace FruitStampPrints PaintWithFruitJuice BananaTattooArt',
    tech: 'FruitPianoCircuit FruitSlowMoSlice LemonBatteryLight AIGuessesMyFruit FruitScanShowdown FruitPoweredClock',
    pet: 'FrozenFruitPupsicle DogBlueberryCatch FruitPlushFetch PupRatesTheFruit FruitHatPortrait PetSafeFruitTest',
    gaming:
      'FruitNinjaCombo FruitMergeGame FruitBasketUpset BeatMyFruitScore SuikaWatermelonRun PacManFruitHunt',
  },
  bread: {
    dance:
      'BreadKneadShuffle BakeryBoogie DoTheBreadRise BaguetteBallet BreadAndButterBop BreadWinnerDance',
    fitness:
      'BreadLoafCurls FlourSackSquats BreadBoxJumps KneadTheBreadReps BreadWinnerBurpees DoughPunchCardio',
    funny:
      'BreadPunsOnly DramaticBreadTear BreadHeelDebate WhoAteTheLastSlice BreadcrumbSleuth LoafMeOrLeaveMe',
    prank:
      'GooglyEyeBreadLoaf BreadPillowSwap FreshBreadDoorDrop BaguetteBouquet IsItBreadOrCake BreadClipNotes',
    educational:
      'YeastBalloonTest WhatGlutenDoes WhyBreadRises BreadMoldExperiment NameThatBread BreadMythBusters',
    travel:
      'BreadAroundTheWorld LocalBreadHunt BakeryHopping CroissantCrawl BreadPassportChallenge FindTheBestBread',
    fashion:
      'BaguetteUnderTheArm BreadColorPalette BreadAndButterBasics BreadBagPurse BreadWinnerStyle FrenchBakerFitCheck',
    wellness:
      'SlowBreadSunday BreakBreadTogether BreadForANeighbor KneadToUnwind DailyBreadGratitude LetTheDoughRest',
    speed:
      'BreadBraidSpeedrun QuickBreadTimeTrial TenToastsButtered BreadRollRelay KneadForSpeed BreadStackBlitz',
    music:
      'BreadLoafBongos BaguetteDrumsticks BreadKneadBeat CrustCrunchASMR RockNRollBread BreadWinnerAnthem',
    art: 'BreadSculpture FocacciaGardenArt BreadStencilToast ScoreYourLoaf BreadDoughDoodles BreadStillLife',
    tech: 'BreadRiseTimelapse SourdoughStarterCam BreadMachineTest AIRatesMyBread ToasterTechShowdown PrintABreadSlicer',
    pet: 'BreadOrCatLoaf PetBreadCostume BreadBasketNap BreadBoxHideAndSeek HotDogBunPup BreadcrumbTreatTrail',
    gaming:
      'BreadBakingSim OvercookedLoafLevel BreadMinecraftFarm IAmBreadSpeedrun BreadWinnerGameNight CrumbLootDrop',
  },
  cherry: {
    dance:
      'CherryStemShuffle CherryBombStomp CherryOnTopPose CherryPickedMoves BowlOfCherriesBop DoubleCherryDuet',
    fitness:
      'CherryPickingSquats CherryOnTopFinisher CherryBombBurpees ReachForTheCherries PitStopPlank BlossomTrailRun',
    funny:
      'CherryStemKnotFails CherryOnEverything SundaeCherryThief SourCherryFaces CherryPickedArguments CherryTreeConfession',
    prank:
      'CherryTomatoSundae CherryRadishSwap CherryBowlStemsOnly WhoAteAllTheCherries NotACherryPie CherryGummyFakeout',
    educational:
      'CherryPitToTree WhyCherriesSplit NameThatCherry CherryBlossomFacts SweetOrTartCherry HowMaraschinoIsMade',
    travel:
      'PickYourOwnCherries HanamiPicnic CherryBlossomChase CherryOrchardRoadTrip SakuraByNight CherryFestivalHop',
    fashion:
      'CherryPrintFitCheck CherryBombStyle RetroPinUpOutfit PutACherryOnTop CherryRedMonochrome CherryPickedLook',
    wellness:
      'SlowCherryPicnic TartCherryBedtime CherryBlossomBreaths SavorOneCherry BowlOfCherriesJournal SakuraGratitudeWalk',
    speed:
      'FastestStemKnot CherryChopstickDash CherryPittingRace CherrySundaeIn60 OneMinuteCherryPick CherryPieBlitz',
    music:
      'CherryBombCover CherryBlossomLoFi CherryPitShakers SakuraSingAlong CherryPieRemix BowlOfCherriesBeat',
    art: 'PaintCherryBlossoms CherryFingerprintArt CherryStillLife StrawBlownSakura DrawACherryADay CherryRedWatercolor',
    tech: 'CherryBlossomTimelapse SakuraDroneShot CherryPitterTest RobotCherryPicker PhoneMacroCherries BloomForecastApp',
    pet: 'CherryBandanaPose CherryPlushFetch CherryPetalCatChase SakuraPupPortrait CherryBlossomDogWalk PetsWithACherryOnTop',
    gaming:
      'CherryBlossomBuild CherryBonusHunt CherryOrchardTycoon PacManCherryRun BeatMyCherryScore ChompTheCherries',
  },
  laundry: {
    dance:
      'LaundryBasketBoogie SpinCycleShuffle LaundryHamperHop LaundryLineDance FoldItLikeItsHot LaundrySockSlide',
    fitness:
      'LaundryBasketSquats HamperHoopsCardio DetergentJugCurls LaundryLoadLunges LaundryLegDay LaundryFoldPlank',
    prank:
      'LaundryFoldFairy LaundryPocketNote ShrunkShirtSwitch GooglyEyeLaundry SockMonsterStrikes LaundryTowelAnimals',
    educational:
      'WhereDoSocksGo HowDetergentWorks LaundrySymbolsDecoded LaundryMythBusters LaundryStainShowdown WhyLaundryShrinks',
    cooking:
      'LaundryCycleDinner LaundryLoadLasagna LaundryDayRedBeans BeatTheDryerBuzzer LaundryBreakBrownies SoupInOneWash',
    travel:
      'RateTheLaundromat SinkLaundryAbroad TravelLaundryHack LaundryLineSpotting WorldLaundryTour PackForNoLaundry',
    fashion:
      'LaundryDayFitCheck LastCleanOutfit LaundryPileRestyle ShrunkInTheLaundry HamperToRunway LaundryBasketLookbook',
    wellness:
      'MindfulLaundryFold FreshSheetsReset LaundryLineSunshine WarmLaundryHug SlowLaundrySunday LavenderLinenBreaths',
    speed:
      'LaundrySpeedrun SockMatchRace HangerRelay LaundryFoldOff LaundryBeforeTheBeep LaundrySortSprint',
    music:
      'WashingMachineBeat DryerDrumSolo LaundryRoomRemix LaundryLoadLullaby LaundryDayDuet LaundrySpinSymphony',
    art: 'LaundryLinePhoto LaundrySockPuppets DryerLintSculpture LaundryRainbowStack LaundryStillLife ClothespinCritters',
    tech: 'LaundryFoldingRobot DryerDoneAlert LaundryLabelScanner SmartLaundryShowdown LaundryGadgetTierList HackYourLaundryDay',
    pet: 'LaundryBasketCat LaundryThiefPup DogStealsTheSocks WarmLaundryFlop LaundryPileDive PawsOffMyLaundry',
    gaming:
      'SockMatchMemory LaundryBossLevel LaundryTetrisPack SideQuestLaundry LaundryPileSpeedrun LaundryLootBox',
  },
  bed: {
    dance:
      'BedHeadBop BedtimeBoogie BedroomMirrorMoves OutOfBedShuffle PajamaDanceParty ComforterCapeSpin',
    fitness:
      'InBedStretches BedEdgeTricepDips PillowPassCrunches BedsideBurpees BedInclinePushUps NoSnoozeSquats',
    funny:
      'BedHeadReveal FittedSheetStruggle BedHogTimelapse BedtimeExcuses MonsterUnderTheBed WhoStoleTheDuvet',
    educational:
      'WhyWeMakeTheBed HowMemoryFoamWorks BedtimeScienceQuiz BedsThroughTheAges BedMythBusters PillowPhysicsFacts',
    cooking:
      'BreakfastInBed BedTrayPancakes CroissantsInBed BedtimeCocoa BedsideBrunch GoldenMilkNightcap',
    travel:
      'WeirdestHotelBeds BedWithAViewHunt BedAndBreakfastTour RateEveryBed TreetopBedStay GlampingBedReveal',
    fashion:
      'OutOfBedFitCheck BedToBrunchLook BedroomToBoardroom BedSheetToga BedHeadGlowUp PajamaDayOut',
    wellness:
      'MakeYourBedHabit NoPhonesInBed BedsideBookHour ThreeThingsBeforeBed EarlyToBedWeek LegsUpTheWallReset',
    speed:
      'MakeTheBedInSixty BedSheetSpeedrun DuvetStuffTimer BedMakingRace OutOfBedInTen PillowCaseSprint',
    music:
      'InBedSingAlong LullabyCover WakeUpAlarmRemix BedHeadBallad BedtimeBeatbox BedsideGuitarJam',
    art: 'BedSheetTieDye DreamJournalDoodle BedCanopyCraft BedHeadPortrait PaintYourPillowcase UnmadeBedStillLife',
    tech: 'BedsideTechSetup SunriseLampWakeUp BedSleepTrackerTest UnderBedLEDGlow SmartBedShowdown NoPhoneInBedHack',
    pet: 'DogStealsTheBed CatMakesTheBed KittenSheetAmbush WhoOwnsTheBed TuckInYourPet UpOnTheBedTrick',
    gaming:
      'InBedGameNight PillowFortTrivia BeatItBeforeBed BedtimeBossFight CozyBedSetup UnderTheCoversCoop',
  },
  smile: {
    dance:
      'SmileWhileYouDance BigGrinGroove SmileFreezeFrame SmileAndShimmy SayCheeseShuffle SmileChainStep',
    fitness:
      'SmileThroughThePlank SmileMile BigGrinBurpees LaughingLunges SmilingSquats SmileWallSit',
    funny:
      'TryNotToSmile SmileStareDown SayCheeseFails SchoolPhotoSmile FakeSmileImpressions SmileLikeYourDog',
    prank:
      'SmileSurpriseNote ComplimentAmbush SmileBalloonDesk SmileyStickerBomb SecretSmileSquad LunchboxSmileJoke',
    educational:
      'WhyWeSmile AreSmilesContagious RealOrFakeSmileQuiz HowManyMusclesToSmile SmileAcrossCultures SmileMythBusters',
    cooking:
      'SmileyPancakes BigGrinPizza SmileBentoBox UpsideDownFrownCake SmileOnAPlate SmilingSandwiches',
    travel:
      'SmileAroundTheWorld SayCheeseAtEveryStop CollectSmilesAbroad LandmarkGrinSelfie SmileSpottingWalk PassportPhotoSmile',
    fashion:
      'SmileyFaceOutfit BigGrinFitCheck SmilePrintTee DressToSmile SmileCharmBracelet SunshineYellowLook',
    speed:
      'MakeThemSmileIn10 SmileRelayPass SmileChainRace SixtySecondsOfSmiles QuickDrawGrin LightningSmileFlash',
    music:
      'SmileSongCover SmileWhileSinging PutOnAHappyFace SmileUkuleleStrum SmilingBeatbox GrinAndHum',
    art: 'SmileyRockPainting BigGrinDoodle SidewalkChalkSmiles DrawYourBestSmile MonaLisaSmileRemake SmileCollageWall',
    tech: 'SmileShutterTest SmileFilterShowdown EmojiMatchCamera AIRatesMySmile SmileToUnlock RealOrFakeSmileAI',
    pet: 'DogSmileOnCue SmileForTreats PuppyGrinTrick SayCheesePets CatSmileCaught WhoSmilesBetter',
    gaming:
      'SmileyFaceBingo SmileBluffDuel NoSmilePokerNight LastOneSmilingWins SmileOrLoseALife EmojiPictionary',
  },
  jacket: {
    dance:
      'JacketOffBeatDrop JacketShoulderShimmy DenimJacketStrut JacketZipperPop ThrillerJacketMoves CoatCapeSpin',
    fitness:
      'JacketJumpingJacks JacketOnBurpees WindbreakerSprints PufferJacketPlank CoatOffCardio BundleUpBootcamp',
    funny:
      'JacketPocketTreasure JacketArmsStuck JacketZipperFight MomSaysTakeAJacket NoCoatRegret PufferJacketWaddle',
    prank:
      'JacketPocketNote JacketDryerWarmUp JacketSwapSurprise GooglyEyeJacket CoatOfCompliments MatchingJacketAmbush',
    educational:
      'HowJacketsKeepWarm WhyCoatsHaveButtons JacketShowerTest WoolVsFleeceJacket HowZippersWork JacketLabelDecoder',
    cooking:
      'JacketPotatoBar ChocolateCoatedTreats SugarCoatIt JacketSpudShowdown CrispyJacketSkins JacketFillingTierList',
    travel:
      'OneJacketTenCities JacketTravelHack PackableParkaTest JacketPocketLuggage RainJacketWalk WearTheBulkyCoat',
    wellness:
      'CoatAndCocoaWalk JacketDonationDrive JacketOnPhoneOff BundleUpAndBreathe CoziestJacketSunday HoodieQuietHour',
    speed:
      'JacketFlipOn JacketZipSprint CoatButtonRace TenSecondJacketOn JacketSwapRelay LayerUpSpeedrun',
    music:
      'JacketZipperBeat LeatherJacketRock JacketSnapRhythm PufferJacketASMR BomberJacketBallad ThrillerJacketCover',
    art: 'JacketBackPainting JacketPatchDesign JacketBleachStencil DenimJacketDoodle EmbroiderYourJacket CoatOfManyColors',
    tech: 'HeatedJacketTest JacketLEDSleeves JacketAirTagSewIn SmartJacketShowdown SolarCoatCharge TouchscreenGloveHack',
    pet: 'TwinningJacketsWithPup DogRaincoatWalk PuppyJacketRunway CatNapOnMyCoat JacketZoomiesTest FirstJacketReaction',
    gaming:
      'JacketLootDrop JacketSkinShowdown LeatherJacketAvatar LegendaryJacketUnlock CosplayThatJacket GuessTheGameJacket',
  },
  kiwi: {
    dance:
      'KiwiShuffle PavlovaPirouette FuzzyFruitFreeze KiwiGreenGroove KiwiBirdWaddle KiwiKickStep',
    fitness:
      'KiwiBalanceSquat GreenMachineReps KiwiSpoonLunges KiwiCrunchTime PassTheKiwiPlank FuzzyFruitFinisher',
    funny:
      'KiwiOrPotato KiwiBarberShave ScoopOrPeelDebate WhichKiwiIsIt KiwiSkinDare FuzzyFruitReview',
    prank:
      'KiwiPotatoSwap KiwiInTheEggCarton KiwiGooglyFaces TennisBallKiwi KiwiCakeFakeout LunchboxKiwiNote',
    educational:
      'WhyKiwiJellyWontSet KiwiNamedAfterABird KiwiVitaminQuiz KiwiMilkCurdleTest CountTheKiwiSeeds WasItAGooseberry',
    travel:
      'KiwiFarmStay PavlovaCafeCrawl KiwiMarketHunt KiwiCountryRoadTrip SpotAKiwiBird PickYourOwnKiwis',
    fashion:
      'KiwiGreenFitCheck KiwiSliceEarrings KiwiPrintShirt FuzzyOnTheOutside KiwiToneCombo DressLikeAKiwi',
    wellness:
      'MindfulKiwiScoop TwoKiwisBeforeBed GreenSmoothieMorning KiwiSnackBreak KiwiGratitudeBowl FreshStartFruit',
    speed:
      'KiwiScoopSprint KiwiSliceIn30 KiwiPeelRace KiwiTowerBlitz PavlovaToppingDash FastestFuzzRemoval',
    music:
      'KiwiSeedShaker KiwiScoopASMR TropicalUkuleleCover KiwiKaraoke FuzzyFruitFunk KiwiBeatDrop',
    art: 'KiwiSeedStippling KiwiStampPrints KiwiSliceWatercolor FeltKiwiBird KiwiMacroPhoto DrawAKiwiBothWays',
    tech: 'KiwiMacroLensTest KiwiBatteryLED KiwiRipenTimelapse CanAIPickAKiwi KiwiPeelerGadget SlowMoKiwiDrop',
    pet: 'KiwiPlushFetch KiwiTennisBallHunt FuzzyTwinPortrait KiwiCostumePup KiwiSniffTest GreenBandanaKiwi',
    gaming:
      'KiwiOrchardQuest KiwiFarmSimRun KiwiSliceNinjaCombo BeatMyKiwiScore FuzzyFruitTycoon KiwiBirdSpeedrun',
  },
  hair: {
    dance:
      'WhipYourHair HairScrunchieShimmy BraidSwishGroove HairFlipFreeze LetYourHairDown HairTransitionDrop',
    fitness:
      'GymHairTest HairStaysUpHIIT SweatProofBraid BadHairDayBurpees HairFlipLunges PonytailPowerRun',
    funny:
      'DadDoesMyHair BadHairDayMontage HairDryerWindTunnel HaircutExpectations HairFlipFail ShampooCommercialHair',
    prank:
      'FakeBangsPrank HairdoTwinDay HairBowOnDad HairChalkSurprise HaircutFakeout WigDoubleTake',
    educational:
      'WhyHairCurls HowHairGrows HairStrandMicroscope GuessTheDecadeHairdo HairMythBusters HairTypeQuiz',
    cooking:
      'HairBraidBread PonytailPretzels HairBowCookies AngelHairPastaNight TopKnotBuns CottonCandyHairdo',
    travel:
      'GetAHaircutAbroad HumidityHairTest BeachHairDontCare HairstylesOfTheWorld VacationBraids BarberShopHop',
    wellness:
      'HairOilRitual HairWashDayReset ScalpMassageNight HundredBrushStrokes SilkPillowHairCare AirDryYourHair',
    speed:
      'FastestPonytail HairTieRelay OneMinuteBun HairBraidRace TenSecondHairdo HairstyleSpeedrun',
    music:
      'HairBrushSingalong HairCombKazoo HairMetalAirGuitar HairFlipOnTheDrop WhipMyHairCover DuetWithTheHairDryer',
    art: 'HairstyleSketch BraidedYarnArt DrawYourDreamHairdo WildHairDoodle HairInMotionPhoto HairSilhouettePaint',
    tech: 'HairFilterVsReal AIHairColorGuess HairDryerTeardown AppPicksMyHaircut HairGadgetShowdown HeatCameraHairTest',
    pet: 'HairdoLikeMyPet CatHairTumbleweed FluffyDogBlowout PuppyHairBowPose PupRatesMyHaircut BrushDayReaction',
    gaming:
      'PixelHairdo HairstyleRandomizer HairCosplayMatch GuessTheGameByHair LegendaryHairUnlock CharacterCreatorHair',
  },
  brother: {
    dance:
      'BrotherDanceOff BrotherMirrorMoves TeachMyBroTheTrend LittleBrotherLeads SiblingSyncStep BrotherlyBoogie',
    fitness:
      'BrotherPushUpBattle BroLegDay BrotherPiggybackSquats BrotherPlankOff SiblingSprintDuel SpotMeBrother',
    funny:
      'BrotherImpressions TypesOfBrothers LilBroReacts BigBrotherIsWatching WhoIsMomsFavorite BrotherTranslator',
    educational:
      'BigBroLifeLessons BrotherQuizShowdown BrotherExplainsItAll LittleBrotherAsksWhy StumpYourBrother SiblingScienceDuel',
    cooking:
      'BrotherCookOff BroSandwichStack BrotherPancakeFlip BrotherlyBroth BigBrotherBurgers FeedYourLittleBrother',
    travel:
      'BrotherRoadTrip BroDayOut SiblingCityBreak BrotherBucketList BandOfBrothersHike BrotherPlansItAll',
    fashion:
      'BrotherStylesMe BrotherHoodieSteal BroFitCheck RaidBrothersCloset BrotherTwinDay SiblingThriftOff',
    wellness:
      'BrotherCheckIn BrotherWalkAndTalk SiblingHugItOut CallYourBrother ThankYouBro BrotherlyLoveNote',
    speed:
      'BroSpeedStack BrotherRubiksDuel BrotherChoreBlitz RaceYourBrother SiblingShoeTieDash BigBrotherHeadStart',
    music:
      'BrotherDuet LilBroDrumSolo BrotherKaraokeBattle SiblingGarageBand BrothersInHarmony BrotherBeatboxOff',
    art: 'BrotherComicStrip BroSneakerArt BrotherPortraitSwap DrawYourBrotherBadly SiblingSculptOff BrotherDoodleDuel',
    tech: 'BrotherTechSupport BroPCBuild SiblingDroneDuel RateMyBrothersSetup BrotherFixesMyWifi BigBrotherCodeCamp',
    pet: 'PetPicksMeOrBrother LilBroAndThePup BrotherCatWhisperer FurryLittleBrother BrotherWalkiesDuty BrotherTrickShowdown',
    gaming:
      'BrotherRematch BroCoOpRun BrotherKartShowdown SiblingControllerSwap BrotherBossFight LittleBrotherPlayer2',
  },
  snowball: {
    dance:
      'SnowballShuffle SnowballDodgeStep SnowballFightChoreo MittenClapRoutine SnowballStomp WinterWonderWiggle',
    fitness:
      'SnowballSquatThrow SnowballDodgeDrill SnowballRollPush SnowmanStackLift SnowballBurpeeBlast FortBuildingCardio',
    prank:
      'SnowballSummerSurprise SnowballPlushPile IndoorPaperBlizzard SockSnowballAmbush MarshmallowSnowballs SnowballInTheFreezer',
    educational:
      'WhySnowballsGetBigger SnowballEarthTheory TheSnowballEffect SnowflakeToSnowball PerfectSnowballPhysics BestSnowForSnowballs',
    cooking:
      'SnowballCookies SnowballTruffles SnowIceCream CoconutSnowballCakes SnowballPopcornBites SnowballMeringues',
    travel:
      'CabinSnowballFight SnowDayParkWalk SnowballAtTheSummit SnowballsInSummer GlacierSnowballToss OneSnowballPerCountry',
    fashion:
      'SnowballMittenCheck SnowDayLayers SnowballPomBeanie SnowballFightFit WinterWhiteoutLook SnowballProofPuffer',
    wellness:
      'SnowballCocoaBreak SnowfallMeditation CrispAirBreathing SnowballOfKindness WorrySnowballToss InnerKidSnowball',
    speed:
      'SnowballBiggestIn60 SnowballCatchStreak SnowballTargetRace FastestSnowman SnowballRelay SnowFortSpeedrun',
    music:
      'SnowballCrunchBeat SnowDaySingAlong SnowballFightAnthem SnowballSplatDrums SnowballSeasonSong FrostyRemix',
    art: 'SnowballSculpture SnowballLantern SnowballSplatCanvas PaintedSnowballArmy GiveYourSnowballAFace IceMarblePhotography',
    tech: 'SnowballSlowMo SnowballLauncherBuild SnowballSpeedRadar SnowballMakerShowdown DroneCamSnowballFight SnowDayForecastBot',
    pet: 'SnowballDogCatch SnowDayPupZoomies KittenMeetsSnowball SnowballVanishesTrick PetsFirstSnowball SnowballFetchFail',
    gaming:
      'SnowballBattleRoyale SnowballCaptureTheFlag SnowFortCoOp SnowballBossLevel BeatMySnowballScore SnowballTowerDefense',
  },
  couple: {
    dance:
      'CoupleKitchenWaltz DateNightSalsa CoupleMirrorMoves FirstDanceRemake CoupleDipChallenge TwoLeftFeetCouple',
    fitness:
      'CoupleYogaPoses PartnerPlankOff CoupleWheelbarrowWalk CouplesThatSquat CouplePushUpHighFive TandemBikeRide',
    funny:
      'CoupleMostLikelyTo BlanketHogStandoff ThermostatWar CoupleRoleReversal CoupleOrderSwap HungryCoupleDebate',
    educational:
      'CoupleLoveLanguages DateNightTrivia HowWeMetTimeline CoupleQuizShowdown CoupleSkillSwap FamousCouplesInHistory',
    cooking:
      'CoupleCookOff CoupleOneHandEach CoupleBlindTasteTest LadyAndTheTrampPasta FirstDateMealRemake CoupleBrunchBattle',
    travel:
      'CoupleBucketList TwoPassportsOneMap CoupleSunsetChase CoupleRoadTrip BackToWhereWeMet MysteryCoupleGetaway',
    fashion:
      'CoupleStyleSwap CoupleDressEachOther DateNightFitCheck CoupleTwinDay CoupleColorMatch MatchingSneakerPair',
    wellness:
      'CoupleSpaNight CoupleGratitudeJar CoupleNoPhoneDinner CoupleCoffeeCheckIn TwentySecondHug SunsetWalkTogether',
    speed:
      'CoupleThreeLeggedRace CoupleIkeaTimer TwoHandsGiftWrap CoupleRapidFire BlanketFortBuildOff CoupleBalloonHugPop',
    music:
      'CoupleDuet CoupleLipSyncBattle ValentinesSerenade OurSongCover CoupleKaraokeNight CoupleHarmonyTest',
    art: 'CouplePortraitSwap CoupleBlindContour SplitFaceDrawing CoupleDoodleDate OneCanvasTwoArtists CouplesPaintNight',
    tech: 'CoupleGadgetShowdown LongDistanceTechHacks CoupleSetupTour AIPlansOurDate CoupleEmojiOnlyChat CoupleSmartHomeDuel',
    pet: 'CoupleDogPicksFavorite PuppyBetweenUsHug ThirdWheelPet CoupleWalkiesDate CoupleFurFamilyPic CoupleCatCuddlePile',
    gaming:
      'CoupleMarioKartGrudge UnoRelationshipTest CoupleItTakesTwo CoupleCoOpQuest CoupleBoardGameDate Player2ForLife',
  },
  toast: {
    dance:
      'ToastyTwist ToastJamJive ButterSlideShuffle PopUpLikeToast ToastOfTheDanceFloor ToasterDingFreeze',
    fitness:
      'SquatsTillToastPops ToastTimerPlank ToasterWaitPushUps ButterUpBurpees BurnItLikeToast JamPackedJacks',
    funny:
      'ButterSideDownTest BurntToastReview ToastPopJumpScare ToastShadeRanking WorstWeddingToast ToastToTinyWins',
    prank:
      'MessageOnYourToast FakeToastSponge ToastEmojiSurprise GooglyEyeToast SneakyToastSpeech ToastPlushSwap',
    educational:
      'WhyToastBrowns ButterSideDownScience ToastThroughHistory MaillardToastLab ToastShadeQuiz RaiseAToastOrigins',
    travel:
      'KayaToastHunt ToastCafeCrawl ToastAroundTheWorld FrenchToastInFrance RateTheLocalToast LearnCheersAbroad',
    fashion:
      'ButterYellowLook ToastPrintPajamas ToastBrownFitCheck ToastyTonesOutfit ToastOfTheTownStyle AvocadoToastEarrings',
    wellness:
      'ToastAndTeaRitual SlowToastMorning HoneyToastPause MindfulButterSpread ToastToYourself RaiseAToastToToday',
    speed:
      'BeatTheToasterPop ToastSoldiersIn60 ToastButterRelay ToastTowerBlitz FastestToastFace HotToastHandoff',
    music:
      'ToastCrunchBeat ToastScrapeASMR PopGoesTheToaster ToastAndJamSession LeverClickLoop CrumbsAndDrums',
    art: 'ToastMilkPaint ToastStencilArt ToastMosaicPortrait PixelToastGrid BurntToastEtching ToastGradientChallenge',
    tech: 'SmartToasterTest ToastSelfiePrinter ToastTimelapseBrown CanAIMakeToast RobotButtersToast ToastShadeSensor',
    pet: 'ToastPlushFetch ToastCostumePose ToastPopReaction ToastyPawsNap WhichOneIsToast PlainToastTreat',
    gaming:
      'ToastSimHighScore ToasterBossLevel ToastToppingPuzzle CatchTheToastReflex YoureToastRespawn PerfectToastStreak',
  },
  'best friend': {
    dance:
      'BestFriendDanceOff BestFriendMirrorMoves BFFBoogie BestieInSync SecretHandshakeGroove FriendshipFreestyle',
    fitness:
      'BestFriendPartnerYoga BestieBootcamp BFFBurpeeBattle FriendsThatSquat PlankHighFives BestFriendWheelbarrow',
    funny:
      'BestFriendImpressions BestFriendOldTexts BestieInsideJokes BFFMostLikelyTo WhosTheBadInfluence FriendshipAwardsNight',
    educational:
      'BestFriendQuizOff BestieSkillSwap BestFriendFactCheck BFFTeachBack WhyWeNeedBestFriends SecretLanguageLesson',
    cooking:
      'BestFriendBakeOff BestFriendSnackSwap BestieBrunchDate BFFBlindTasteTest OneIngredientEach FriendshipBraidBread',
    travel:
      'BestFriendRoadTrip BestieCityBreak BestFriendHometownTour BFFBucketList PassportBuddies FriendsMysteryDayOut',
    fashion:
      'BestFriendStylesMe BestieBraceletSwap ThriftForEachOther BFFTwinDay BestFriendClosetRaid CopyMyBestFriendsFit',
    wellness:
      'BestFriendCheckIn BestFriendWalkAndTalk BestieSpaNight ThankYouBestFriend BFFMemoryJar CallYourBestFriend',
    speed:
      'BestFriendThreeLegged TagTeamTidyUp HandshakeSpeedRun BFFRapidFire BestieBuzzerRound BestFriendPuzzleRace',
    music:
      'BestFriendDuet BestieKaraokeNight BestFriendLipSync BFFAnthem YouveGotAFriendCover FriendshipBallad',
    art: 'BestFriendPortraitSwap BestieDrawEachOther BestFriendPhotoBooth FriendshipBraceletDIY BFFBlindContour OneCanvasTwoFriends',
    tech: 'BestieRatesMyGadgets BestFriendPhoneTrade BFFScreenTimeReveal BestFriendAIAgeUp FriendshipMontageEdit FaceSwapMyBestFriend',
    pet: 'PetIsMyBestie DogGreetsMyBestFriend BestFriendCatWhisperer WhosYourBestFriend BFFPupSitter FourLeggedBestFriend',
    gaming:
      'BestFriendSplitScreen BestieRematch LoserPicksNextTitle BFFBossBattle Player2BestFriend FriendshipEnderGame',
  },
  'coffee shop': {
    dance:
      'LatteArtShuffle EspressoShotShimmy CoffeeShopJazzSway CoffeeBreakdance CafeBaristaBoogie CoffeeQueueGroove',
    fitness:
      'CoffeeRunLiterally EspressoEarnedSquats PreLatteWorkout CafeCrawlCardio CoffeeShopBikeRide CoffeeCupCurls',
    prank:
      'CoffeeShopPayItForward TipJarBoost ComplimentOnTheCup CafeSillyNameOrder SurpriseCoffeeDrop SecretCoffeeSanta',
    educational:
      'HowEspressoWorks LatteVsCappuccino CoffeeShopBeanToCup CoffeeMenuDecoded CoffeeRoastQuiz WhyCoffeeWakesYou',
    cooking:
      'HomemadeLatteArt DalgonaWhippedCoffee CoffeeShopBananaBread CopycatCafeOrder SkipTheCoffeeShop ColdBrewShowdown',
    travel:
      'CoffeeShopHopping CafeCultureTour ViennaCoffeehouseVisit OneCoffeeEveryCity CoffeeShopPassport HiddenGemCoffeeHunt',
    fashion:
      'CoffeeShopFitCheck CafeDateOutfit MochaMonochrome DressLikeYourCoffee CoffeeCapsuleCloset LatteLayersLook',
    wellness:
      'CoffeeShopJournaling MindfulSipBreak CoffeeShopSoloDate PhoneFreeCoffee CafePeopleWatching DecafAndBreathe',
    speed:
      'BaristaSpeedRound CoffeeFrothTimer CoffeeShopOrderRush LatteArtIn30 CoffeeCupStackRace CafeMenuMemory',
    music:
      'CoffeeShopAcoustic OpenMicNightCover CoffeeShopGrinderBeat SteamWandWhistle CafeLofiLoop CoffeehouseJam',
    art: 'CoffeeStainPainting CoffeeShopCupDoodle CoffeeShopSketch LatteArtFaceOff PaintWithEspresso CafeChalkboardMakeover',
    tech: 'CoffeeShopLaptopSetup CoffeeShopWifiSpeed NoiseCancelingTest AIPicksMyCoffee CafeRemoteWorkKit EspressoBotBarista',
    pet: 'CoffeeShopHeadTilt CatCafeVisit CoffeeShopDogDate WindowSeatSnooze CoffeeRunWalkies PatioPetPortrait',
    gaming:
      'CoffeeShopBoardGames CoffeeShopChessHustle CafeTycoonRun LoserBuysTheCoffee CrosswordOverCoffee ScrabbleAndEspresso',
  },
  'christmas lights': {
    dance:
      'ChristmasLightsShuffle HolidayLightsConga ChristmasBlinkFreeze FairyLightsFlow TwinkleLightGroove FlashingBulbShimmy',
    fitness:
      'ChristmasLightsFunRun JingleAllTheWayJog HolidayLightsHike ChristmasBikeParade TwinkleToesCardio FairyLightsYogaFlow',
    prank:
      'TwinkleWindowSurprise FairyLightsOnTheFridge DeckTheirDesk ChristmasInJulyLights HolidayLightsAmbush ChristmasCarGlowUp',
    educational:
      'HowChristmasLightsWork LEDVsIncandescent ChristmasMorseCode SeriesCircuitMystery HolidayLightsHistory ChristmasPowerBillQuiz',
    cooking:
      'ChristmasLightsCookies BulbShapedTruffles FairyLightsPretzels HolidayLightsCupcakes ChristmasLightsCake TwinkleCocoaNight',
    travel:
      'ChristmasLightsTour ChristmasLightsDriveBy ChristmasMarketGlow HolidayLightsRoadTrip FindTheBrightestHouse ZooLightsNight',
    fashion:
      'ChristmasLightsSweater HolidayLightsNecklace BulbPrintPajamas FairyLightsHairCrown WearTheChristmasLights GlowUpFitCheck',
    wellness:
      'ChristmasLightsCalm FairyLightsReadingNook TwinkleLightMeditation LightsOnScreensOff CozyHolidayLightsHour ChristmasGlowGratitude',
    speed:
      'GarlandRelay BulbCheckSpeedRound HolidayLightsUntangle ChristmasLightsCoilUp ChristmasTreeWrapDash FairyLightsHangRace',
    music:
      'HolidayLightsBeatSync JingleBellRemix BlinkingBulbBallad CarolByChristmasLight FairyLightsLullaby ChristmasLightsJam',
    art: 'ChristmasLightsBokeh LightPaintingPhoto FairyLightsJarCraft ChristmasGlowPortrait HolidayLightsWallArt GlowingGarlandSketch',
    tech: 'ChristmasLightsCoding ChristmasLightsArduino PixelLEDMatrix ChristmasLightsByVoice HolidayLightsAppShow SmartPlugTimerHack',
    pet: 'TwinklePupPortrait BokehBackdropPuppy ChristmasLightsDogWalk FairyLightsCatPose HolidayLightsPetReact ChristmasGlowSelfie',
    gaming:
      'ChristmasLightsPuzzle ChristmasLightsBingo RedstoneHolidayLights FairyLightsSpeedrun GlowUpBuildBattle TangledLightsLevel',
  },
  'fast food': {
    dance:
      'FastFoodShuffle FastFoodJingleMoves FastFoodTrayTwirl FastFoodFryFreeze DriveThruDance MilkshakeShimmy',
    fitness:
      'BurgerBurnoutHIIT FastFoodSquatPerFry WalkInsteadOfDriveThru WorkOffTheFastFood FastFoodTrayLunges FastFoodNuggetBurpees',
    funny:
      'DriveThruSpeakerFail FastFoodAdVsReality KidsMealToyReview FastFoodMenuPanic FastFoodNapkinHoard FastFoodFryTierList',
    prank:
      'FrenchFryCupcakes FastFoodCrewThankYou HomemadeFastFoodSwap FakeFastFoodDessert FastFoodBagSurprise PaperCrownForAll',
    educational:
      'WhoInventedFastFood FastFoodLogoQuiz FrenchFryOriginStory FastFoodMythBusters FastFoodCalorieGuess HowNuggetsAreMade',
    travel:
      'FastFoodAroundTheWorld FastFoodMenusAbroad FastFoodRoadTrip RegionalChainHunt TheFirstEverDriveThru TryTheLocalFastFood',
    fashion:
      'FastFoodUniformRetro PaperCrownAccessory FastFoodFitCheck KetchupMustardLook FastFoodMerchDrip FastFoodColorway',
    wellness:
      'SlowDownFastFood FastFoodFreeWeek ParkBenchLunch SavorTheFastFood MindfulNuggetMoment FastFoodWaterFirst',
    speed:
      'FasterThanFastFood BeatTheDeliveryTime FastFoodWrapIn30 FastFoodCopycatRace FastFoodBurgerStack NuggetCountdown',
    music:
      'FastFoodJingle DriveThruRemix FastFoodMenuRap FastFoodOrderOpera FastFoodFryerBeat KetchupBottleBass',
    art: 'FastFoodPopArt FastFoodLogoRedesign KetchupPacketMosaic FrenchFryBrushes FastFoodStillLife FastFoodWrapperCollage',
    tech: 'FastFoodKioskTest DroneBurgerDrop RobotFastFoodKitchen AIDriveThruOrder FastFoodAppDealHunt TrackMyFastFood',
    pet: 'FastFoodPlushFetch FastFoodBoxCatNap PetDriveThruTreat FastFoodCostumePup FastFoodBagPeekaboo ChewToyCombo',
    gaming:
      'FastFoodTycoon DriveThruTriviaDuel FastFoodRushCoop BurgerTimeArcade OvercookedFastFoodRun BeatMyFastFoodScore',
  },
  peas: {
    dance:
      'TwoPeasInAPodDance PeasAndCarrotsSwing PeaVineWiggle SweetPeaSway PeaPopGroove PeaShellShuffle',
    fitness:
      'PeasOnASpoonLunges FrozenPeasCoolDown TwoPeasPartnerWorkout PeaPodPushUps SweetPeaSquats PeaPickerPlank',
    funny:
      'PrincessAndThePeaTest PeaNapkinHideout MushyPeasReview KidVsPeasStandoff PeasOnMyKnife TwoPeasInAPodSkit',
    prank:
      'PeaUnderTheMattress PeasInTheCandyJar PeaNestedGiftBoxes PeaPodLoveNote GooglyEyePeas SneakyPeaSmoothie',
    educational:
      'MendelsPeaExperiment PeaSproutJar FrozenVsFreshPeas IsAPeaAFruit HowPeasClimb PeaPunnettSquare',
    travel:
      'MushyPeasRoadTrip PickYourOwnPeas SplitPeaSoupStop PeaFarmStay AllotmentWalkabout PeaShootMarketHunt',
    fashion:
      'PeaGreenFitCheck PeacoatLayering PeaPodEarrings TwoPeasTwinning SweetPeaSundress PeaPrincessLook',
    wellness:
      'ShellingPeasSlowly MindfulPeaPod PeaShootWindowsill GivePeasAChance FindYourInnerPeas PeaSoupSunday',
    speed:
      'PeaShellingRace PeaSpoonRelay PeaStrawSuctionDash ChopstickPeaChallenge PeaPodBlitz FastestPeaStack',
    music:
      'DriedPeaShaker TwoPeasInAPodDuet PeaRainstickBuild BlackEyedPeasCover SweetPeaSerenade PeaDrumBeat',
    art: 'PeaToothpickTower PeaPointillism PeaPodWatercolor PeaMosaicMonaLisa SweetPeaStillLife PaintWithPeas',
    tech: 'PeaSproutTimelapse PeaPodMacroShot PeaShooterBuild HydroponicPeas RobotPeaSorter SmartGardenPeas',
    pet: 'PeaPodCostume TwoPeasPetAndMe PeaPlushFetch FrozenPeaPupTreat PeaSnuffleHunt SweetPeaPortrait',
    gaming:
      'PeashooterOnlyRun PeaFlickFootball PeaPodPowerUp PeaCannonHighScore LawnDefenseLevel PlantsVsZombiesPeas',
  },
  pink: {
    dance:
      'ThinkPinkGroove PinkTutuTwirl BubblegumBounce PinkBoaShimmy PinkPantherTiptoe PrettyInPinkMoves',
    fitness:
      'PinkPilatesFlow PinkRibbonRun ThinkPinkCardio PowerInPink TickledPinkPlank PinkDumbbellDare',
    funny:
      'AllPinkEverything PinkDadTakeover PinkLaundryMishap PinkPaintSwatchNames IsItPinkOrSalmon OnWednesdaysWeWearPink',
    prank:
      'ThinkPinkTakeover PinkFlamingoLawnFlock PinkStickyNoteDesk PinkPancakeAmbush TickledPinkWakeUp SecretPinkRoses',
    educational:
      'WhyFlamingosArePink MagentaDoesntExist PinkLakeScience PinkWasForBoys MakePinkFromBeets PinkShadesQuiz',
    cooking:
      'PinkPancakes PinkLemonade PinkVelvetCupcakes PinkPitayaBowl ThinkPinkPicnic PrettyInPinkPasta',
    travel:
      'FindEveryPinkDoor PinkSandBeachHunt PinkCityTour ChasePinkSunsets PaintTheTownPink PinkLakeQuest',
    wellness:
      'PinkPeonyPause PinkSelfCareNight RosyCalmCorner PinkNoiseNap TickledPinkGratitude PinkCloudBreathing',
    speed:
      'PinkScavengerRace AllPinkOutfitIn60 ThinkPinkCountdown FindTenPinkThings PinkMatchBlitz PinkCupStackDash',
    music:
      'ThinkPinkAnthem BubblegumChorus PinkPantherThemeHum PrettyInPinkCover PinkPopBeatDrop PinkUkuleleJam',
    art: 'PinkOmbreCanvas PinkPhotoWalk PinkClayFlowers OnlyPinkStillLife PaintItPink CottonCandySkies',
    tech: 'PinkDeskSetup PinkKeyboardBuild RoseGoldLaptopSkin PinkHomeScreenGlowUp PinkGadgetTierList TickledPinkTech',
    pet: 'PinkNosePupCloseUp PinkToeBeanCheck PinkTutuDog PrettyInPinkPet PinkBandanaStrut TickledPinkKitty',
    gaming:
      'PinkAvatarOnlyRun PinkTeamVsBlue PinkBlockBuild ThinkPinkBossFight PinkPowerUpQuest KirbyPuffballLevel',
  },
  saturday: {
    dance:
      'SaturdayCleaningBoogie SaturdayPajamaGroove CartoonIntroRoutine SaturdayNightFever SlowSaturdayShuffle SaturdaySockSlide',
    fitness:
      'SaturdayLongRun SaturdayBikeLoop WeekendWarriorWorkout SweatySaturday SaturdayStepStreak ParkrunSaturday',
    prank:
      'SaturdayMysteryOuting SaturdayCartoonWakeUp PancakeNameSpelling SaturdayChoreFairy SurpriseSaturdayBrunch SleepInSerenade',
    educational:
      'WhyWeHaveWeekends PlanetsBehindWeekdays SaturdayScienceLab SaturnGaveUsSaturday LearnASkillSaturday SaturdayLibraryQuest',
    cooking:
      'SaturdayPancakeArt SaturdayBrunchBoard LazyWeekendWaffles ScratchPizzaSaturday SaturdaySlowSimmer SaturdayFryUp',
    travel:
      'SaturdayFarmersMarket SaturdayTrainHop NearbyTownWander SpinTheMapSaturday SaturdaySideQuest SaturdayThriftCrawl',
    fashion:
      'SaturdayComfyFit SaturdayBrunchLook WeekendLoungeLuxe DayToNightSaturday ErrandRunChic SaturdaySneakerDrip',
    wellness:
      'SaturdaySleepIn SaturdaySlowMorning NoPlansAfternoon SelfCareSaturday SaturdayPhoneOff SoftSaturdayReset',
    speed:
      'SaturdayChoreSpeedrun BeforeCartoonsTidyUp SaturdayErrandDash BeatTheSaturdayClock SaturdayLaundryBlitz YardworkCountdown',
    music:
      'GarageJamSaturday CartoonThemeCover SaturdayVinylSpin SaturdayKaraokeNight SaturdaySoundtrack ShowerSongMarathon',
    art: 'SaturdayCartoonDrawing SaturdayPaintByNumbers SaturdayPotteryClass SketchYourSaturday BackyardEaselHour CraftySaturday',
    tech: 'SaturdaySetupUpgrade SaturdayGadgetRepair RaspberryPiTinker BuildABotSaturday SaturdayAppDeclutter SmartHomeSaturday',
    pet: 'SaturdayDogParkDay SaturdayPupHike CatBrunchSupervisor SaturdayZoomies PetSpaSaturday SleepInBuddies',
    gaming:
      'SaturdayLANParty CouchCoOpWeekend SaturdayChessClub SpeedrunSaturday DungeonsAndSaturdays BoardGameBrunch',
  },
  spicy: {
    dance:
      'HotSauceHustle SpicySalsaSteps JalapenoStomp SpiceUpYourMoves SpicyFireFeet FeelTheHeatGroove',
    fitness:
      'HotSauceHIIT JalapenoJumpingJacks SpicyChiliBurpees FeelTheBurnSpicy SpiceUpYourSquats GhostPepperPlank',
    funny:
      'SpicyFaceReaction SpicyGrandmaWins MilkOnStandby HotSauceTasteTest ThatsNotSpicy MildSpiceConfession',
    prank:
      'PretendItsTooSpicy SpicyLookingSweets ChiliShapedGummies FakeHotSauceBottle NotActuallySpicy FireBreathingActing',
    educational:
      'WhySpicyFoodBurns HotSauceScience SpicyMilkVsWaterTest ScovilleScaleQuiz BirdsCantTasteSpice GuessThePepperHeat',
    travel:
      'SpicyStreetFoodHunt HotSauceShopTour HatchChileRoast SpiciestDishInTown SichuanSpiceTrail ChiliFestivalDare',
    fashion:
      'SpicyRedFit HotSauceEarrings FieryOrangeStyling SpiceUpYourOutfit ChiliPepperPrint SpicyColorClash',
    wellness:
      'SpicyChaiSlowSip SpicyGingerTeaRitual SpicyTurmericLatte SpicySoupSunday MindfulSpiceSniff CinnamonSteamBreaths',
    speed:
      'SpicySalsaInSixty HotSauceLineupDash SpicyPepperSortRace BlindSniffSpeedQuiz SpiceRackAlphabetize ChiliRelay',
    music:
      'SpicySalsaJam HotSauceJingle DropTheSpicyBeat SpiceGirlsCover ChiliPepperRiff SpicyFlamencoStrum',
    art: 'HotSauceLabelDesign SpicyFlameDoodle SpicyRistraCraft PaintWithSpices ChiliPepperStillLife SpicyRainbowArt',
    tech: 'SpicyThermalCam HotSauceRecipeAI SpicyPepperHydroponics SpiceLevelScanner SmartChiliGrowBox CanAITasteHeat',
    pet: 'SpicyCatAttitude SpicyKittenSideEye ChiliPepperPetCostume PupSpiceLevel SpicyDogGrumbles ZeroToSpicyZoomies',
    gaming:
      'SpicyBossBattle HotSauceHighScore SpicyRamenTycoon SpiceUpGameNight MildToSpicyComeback FieryRankedMatch',
  },
  sport: {
    dance:
      'TrophyVictoryDance SportEndZoneMoves SportSidelineGroove SportsDayShuffle AthleteCelebrationCopy TouchdownTwoStep',
    funny:
      'SportCommentatorSkit RefereeForChores AthleteFlopAwards SportFanSuperstitions SportsDadReacts BenchWarmerDiaries',
    prank:
      'SportAnnouncerWakeUp SportMascotCameo CoachWhistleAlarm SportsTrophyForMom RivalJerseySwap AthleteStyleIntro',
    educational:
      'SportRulesQuiz SportStatsMath BallAerodynamics WeirdestSportsOnEarth WhoInventedYourSport AthleteBrainScience',
    cooking:
      'SportGameDaySnacks HalftimeOrangeSlices BreakfastOfChampions EatLikeAnAthlete SportsBallCakePops SportJerseyCookies',
    travel:
      'SportStadiumTour WorldCupHostCity SportBallparkChecklist AwayGameRoadTrip WatchASportAbroad SportsHallOfFameVisit',
    fashion:
      'SportRetroKit AthleisureLook CourtsideOutfit SportyButChic SportJerseyRestyle SportSneakerFaceOff',
    wellness:
      'SportRecoveryDay SportPreGameRitual PostMatchStretch SleepLikeAnAthlete VisualizeTheWin GoodSportGratitude',
    speed:
      'SportsDayDash SportAgilityLadder ShuttleRunTimer SportReactionLights FiveSportsOneMinute AthleteSprintRelay',
    music:
      'SportWalkOutSong SportsChantRemix SportOrganRiff WeWillRockYouStomp SportsAnthemCover HalftimeShowRemake',
    art: 'SportActionPhoto SportPosterDesign TrophySketch PaintYourTeamColors MakeYourOwnSportsCard AthleteSilhouetteArt',
    tech: 'SportSlowMoReplay SmartSportsBall JumpHeightApp RadarGunYourThrow AthleteStatTracker SportsDroneCam',
    pet: 'SportCatGoalkeeper SportPuppyDribble PetSportFan DogAgilityAthlete TeamMascotPup BackyardSportsDay',
    gaming:
      'TableFootballFinal SportFantasyLeague MaddenSeasonRun WiiSportsRematch AthleteCareerMode SportsGameNight',
  },
  cinnamon: {
    dance:
      'CinnamonRollShuffle CinnamonSugarShimmy ChurroChacha CinnamonSwirlTwirl SpiceItUpGroove CinnamonStickStep',
    fitness:
      'CinnamonRollUps CinnamonBunBurpees BakeryBootcamp CinnamonTwistCrunches SugarAndSpiceSquats CinnamonStickPlank',
    funny:
      'UnrollTheCinnamonRoll PumpkinSpiceDebate CinnamonSniffTest CenterBiteReaction CinnamonCandleOrBun CinnamonSnobReview',
    prank:
      'CinnamonCanPopScare CinnamonMessageToast CinnamonScentNoBuns SurpriseCinnamonRolls SecretCinnamonSanta NeighborCinnamonDrop',
    educational:
      'CinnamonIsTreeBark CassiaVsCeylonTest HowCinnamonQuillsCurl SpiceRouteMapQuiz WhyCinnamonSmellsCozy CinnamonRollOrigins',
    travel:
      'CinnamonBunFikaCrawl SpiceMarketWalk SriLankaCinnamonFarm BiggestCinnamonRoll CinnamonRoadTrip KanelbulleDayHunt',
    fashion:
      'CinnamonBunHairdo CinnamonToneFitCheck CozyAutumnKnit SugarAndSpiceStyle CinnamonSuedeSeason CinnamonBootsLook',
    wellness:
      'CinnamonSimmerPot CinnamonTeaRitual CinnamonCandleUnwind BreatheInCinnamon CozyCinnamonSunday WarmSpiceJournal',
    speed:
      'CinnamonStickStack CinnamonToastIn60 ChurroDipTimer CinnamonRollRelay IceTheBunsFast CinnamonSugarSprint',
    music:
      'CinnamonGirlCover CinnamonStickShaker KitchenJarRhythm CinnamonSwirlRemix SugarAndSpiceSong CozyCinnamonCarols',
    art: 'CinnamonDoughOrnaments CinnamonStickStars SpicedCandleCraft PaintWithCinnamon CinnamonSwirlSpiral CinnamonWreath',
    tech: 'CinnamonGrinderTest SmartOvenBakeOff CinnamonScentDiffuser CinnamonRollTimelapse MacroCinnamonSwirl DoughProofingSensor',
    pet: 'CinnamonRollPetBed CinnamonPlushFetch CinnamonSwirlCurlUp CinnamonBunCostume GingerCatPortrait SugarAndSpicePup',
    gaming:
      'CinnamonPowerUp SpiceMerchantSim CinnamonSwirlPuzzle CinnamonRollTycoon CozyCinnamonQuest TradeRouteBoardGame',
  },
  dragon: {
    dance:
      'DragonDanceAtHome DragonTailSwish DragonStompStep FireBreathFreeze DragonWingFlap RoarOnTheDrop',
    fitness:
      'DragonFlagHold DragonSlayerCircuit DragonCrawlWorkout DragonBreathBurpees KnightTrainingArc TrainYourDragon',
    funny:
      'TinyDragonTantrum DragonEggBabysitter DragonHoardTour DragonWithACold PoliteDragonInterview RoarLikeADragon',
    prank:
      'DragonEggOnThePillow DragonFootprintTrail TreasureHoardDesk ADragonWasHere DragonScaleEvidence HideTheTinyDragon',
    educational:
      'KomodoDragonFacts DragonFlightPhysics ChineseZodiacDragon RealLifeDragons DragonMythOrigins DragonsAroundTheWorld',
    cooking:
      'DragonFruitSmoothie DragonScaleTart DragonBreathChili HatchingEggCookies HowToBakeYourDragon DragonWingPretzels',
    travel:
      'DragonStatueHunt DragonBridgeDaNang KomodoIslandTrip WelshDragonQuest DragonBoatFestival FilmSetDragonTour',
    fashion:
      'DragonWingCosplay DragonEarCuff DragonScaleSequins DressLikeADragon MotherOfDragonsLook DragonEmbroidery',
    wellness:
      'DragonBreathExercise DragonPoseStretch TameYourInnerDragon SleepyDragonStory DragonHoardGratitude DragonEggVisualization',
    speed:
      'FastestDragonDoodle DragonTailTag DragonEggHuntRace OrigamiDragonIn60 SlayTheDragonDash DragonPuzzleBlitz',
    music:
      'DragonRoarBeat EpicFantasyScore DragonTavernBallad PuffTheMagicDragon DragonBoatDrums DragonLullaby',
    tech: 'DragonARFilter Dragon3DPrint DragonAnimatronicBuild AIDrawsMyDragon DragonDroneShow LEDDragonWings',
    pet: 'DragonCostumeCat DragonWingsPup KittyGuardsTheHoard DogMeetsDragonPlush TrainYourLittleDragon BeardedDragonDay',
    gaming:
      'DragonBossFight DragonTamerQuest DungeonCrawlNight SlayTheDragonSpeedrun HatchYourDragon D20DragonCampaign',
  },
  shorts: {
    dance:
      'JortsTwoStep ShortsSeasonShuffle ShortsSummerStrut ShortAndSweetRoutine FirstShortsDayBop DenimCutoffSway',
    fitness:
      'JortsSquatTest ShortsSeasonLegDay HeatWaveHIIT ShortsWeatherRun ShortAndSweatySet StairSprintsInShorts',
    funny:
      'ShortsInTheSnow ShortsAllYearGuy CargoShortsInventory ShortsTanLineReveal JortsOrNot PantsOrShortsDebate',
    prank:
      'ShortsSwapWithDad MatchingJortsSurprise ShortsNoteInPocket ShortsInJanuary FirstShortsDayAmbush CutoffTwinning',
    educational:
      'ShortsInseamGuide HowDenimFades BermudaShortsStory CargoShortsOrigins ShortsWereOnceBanned LinenVsCottonTest',
    cooking:
      'ShortsWeatherPopsicles ShortbreadInShorts ShortStackPancakes StrawberryShortcakeDay GrillInYourJorts PatioLemonadeStand',
    travel:
      'ShortsOnlyPackingTest JortsRoadTrip ShortsBoardwalkStroll ChaseShortsWeather ShortHopIslands FlipFlopsAndShorts',
    wellness:
      'FirstWarmDayReset ShortsPorchSwing SummerBreezePause ShortsAndSunshine ShortBreaksOutside ShortsGardenHour',
    speed:
      'JeansToJortsRace ShortsDrawstringThread CutoffsCountdown ShortsChangeDash FastestCuffRoll ShortOnTimeFold',
    music:
      'JortsAnthem ShortsSummerJam FirstShortsDaySong ShortAndSweetCover CargoPocketBeatbox DenimDrumRoll',
    art: 'ShortsTieDye JortsEmbroidery ShortsPatchDesign PaintYourPockets BleachSplatterShorts CutoffFringeCraft',
    tech: 'ShortsPocketPhoneTest LaserCutHem AIDesignsMyJorts SmartFabricShorts ShortsWeatherBot ShortcutsInShorts',
    pet: 'ShortsPocketTreatHunt ShortsPuppySplash MatchingDenimBandana DogInJorts ShortLegsBigZoomies ShortsWeatherWalkies',
    gaming:
      'ShortsInSnowLevel ShortsSkinUnlock CargoInventoryGrid JortsOnlySpeedrun ShortsAvatarGlowUp SummerShortsQuest',
  },
  aunt: {
    dance:
      'FunAuntBoogie AuntWeddingConga AuntTeachesTheTwist AuntieHasMoves CoolAuntChoreo AuntSwingSpin',
    fitness:
      'AuntPickleballRally AuntWalkAndTalk NieceAndAuntHike AuntieAerobics FitAuntPlankOff CoolAuntCardio',
    funny:
      'AuntieReactsToSlang AuntCheekPinchCount AuntPhotoDirector AuntVoicemailReadings TypesOfAunts ImpersonateYourAunt',
    educational:
      'AuntieLifeLessons NieceQuizzesAunt AuntTeachesASkill WhatsAGreatAunt AskYourAuntAnything AuntCareerDay',
    cooking:
      'AuntieSecretRecipe AuntFamousCasserole AuntsHolidayCookies AuntApprovedPie BakeOffWithAunt JamDayWithAunt',
    travel:
      'AuntieRoadTrip FunAuntGetaway AuntBeachHouseVisit AuntPicksTheCity SeeAuntsHometown AuntTeaRoomDate',
    fashion:
      'AuntiePurseReveal AuntJewelryBoxTour AuntDressesTheNiece RaidAuntsCloset CoolAuntFitCheck AuntScarfTricks',
    wellness:
      'AuntieSpaDay AuntTeaAndTalk AuntGardenMorning ThankYouAuntNote CallYourAunt AuntHugItOut',
    speed:
      'AuntiePurseDigRace AuntCrosswordTimer AuntGiftWrapDash AuntCookieCountdown SudokuDuelWithAunt FastestAuntHug',
    music:
      'AuntieKaraoke AuntOldiesRequest AuntPianoMedley AuntDiscoThrowback SerenadeYourAunt DuetWithYourAunt',
    art: 'AuntieCraftDay AuntQuiltProject AuntPotteryLesson DrawAuntFromMemory ScrapbookWithAunt AuntAndMeCanvas',
    tech: 'AuntieTechHelp AuntLearnsFilters AuntEmojiMeanings AuntVsVoiceAssistant VideoCallWithAunt TeachAuntTheApp',
    pet: 'AuntCatCuddleVisit AuntieDogSitter AuntPuppyPhotoshoot PetPicksFavoriteAunt WelcomeAuntZoomies SpoiledByAunt',
    gaming:
      'AuntieCardShark AuntMahjongLesson AuntScrabbleQueen BeatAuntAtBingo AuntTriesMarioKart GameNightAtAunts',
  },
  attic: {
    dance:
      'OldTrunkShuffle AtticCharlestonTry AtticBoomboxFind AtticRecordDrop DustBunnyBoogie AtticDiscoRevival',
    fitness:
      'AtticBoxLifts AtticBearCrawl AtticStairClimb DeclutterDeadlifts ClearTheAtticCardio TrunkCarryChallenge',
    prank:
      'AtticTreasureNote TimeCapsuleSurprise AtticMysteryBox PlantedAtticHeirloom HelloFromTheAttic SecretAtticMessage',
    educational:
      'WhatsThisOldObject AtticAntiqueAppraisal AtticHistoryFinds WhyAtticsGetSoHot GuessTheAtticDecade AtticLettersDecoded',
    cooking:
      'AtticRecipeBox AtticCookbookRevival GrandmasCanningJars BakeTheAtticFind AtticTinCookies CookItLike1965',
    travel:
      'FollowTheAtticMap AtticPostcardRevisit AncestorHometownVisit RetraceTheAtticPhotos AtticSuitcaseStories OldSlidesNewTrip',
    fashion:
      'AtticTrunkFitCheck MothballToRunway AtticSeventiesRestyle AtticHatParade WearTheAtticFind DustedOffDrip',
    wellness:
      'AtticReadingNook AtticDeclutterReset KeepsakeGratitudeBox LetGoOfTheAttic AtticSkylightPause RainOnTheRoofCalm',
    speed:
      'TenMinuteKeepOrToss AtticDonateBlitz TrunkUnpackDash AtticCleanoutRace FindItInTheAttic AtticLabelSprint',
    music:
      'AtticFoundInstrument AtticCassetteMixtape GramophoneRevival AtticMusicBoxMelody DustOffTheRecords AtticUnpluggedSession',
    art: 'AtticFrameRestore OldTrunkUpcycle HeirloomShadowBox AtticTreasureCollage AtticJunkSculpture SketchTheAtticLight',
    tech: 'AtticVHSDigitize AtticFloppyDiskRescue RetroGadgetRepair AtticTechTimeCapsule ScanTheAtticPhotos DoesItStillBoot',
    pet: 'AtticCatLookout AtticPuppyBoxFort PetVsAtticFinds AtticPlushRescue OldTrunkNap DustBunnyChase',
    gaming:
      'AtticRetroConsole AtticCartridgeHunt AtticVintageMonopoly AtticArcadeNight DustedOffBoardGames BeatDadsOldHighScore',
  },
  toilet: {
    dance:
      'ToiletScrubShuffle PlungerBoogie ToiletPaperTwirl DoTheToiletFlush ToiletRollHeadBalance LooLimboLine',
    fitness:
      'ToiletRollSquatToss ToiletTubeHurdles ToiletPaperPlankStack TPTowerLunges BathroomBreakBurpees ToiletTimeWallSit',
    prank:
      'ToiletLidGooglyEyes ToiletRollFlipPrank ComplimentToiletPaper ToiletSeatLoveNote TinyDuckParade SwapToRainbowTP',
    educational:
      'HowAToiletFlushes WhoInventedTheToilet SpaceToiletExplained AncientRomeToilets WhyToiletsSwirl ToiletMythBusters',
    cooking:
      'IsThisToiletRollCake ToiletPaperMeringue ToiletTrainingCupcakes DessertOrTPQuiz MarshmallowTPStack ToiletBreakBiscuits',
    travel:
      'JapanToiletTech ToiletWithAViewHunt ToiletSignsAbroad RestStopRatings FanciestToiletTour ToiletMuseumDare',
    fashion:
      'ToiletPaperGownContest ToiletRollRunway ToiletTubeBangles TPCouture LooMirrorFitCheck ToiletTissueVeil',
    wellness:
      'ToiletAffirmationNotes NoScrollToiletBreak SparkleToiletSunday BathroomSpaReset FreshTowelRitual ToiletTimeBreathing',
    speed:
      'FastestToiletClean ToiletPaperMummyIn60 PlungerRingToss ToiletRollChangeRace TPTowerBlitz BeatTheToiletRefill',
    music:
      'ToiletRollKazoo BathroomEchoCover ToiletFlushRemix ToiletTubeTrumpet TPDidgeridoo ToiletAcousticsTest',
    art: 'ToiletTubeOwls ToiletPaperSculpture ToiletSignRedesign TPRollMonsters BathroomGalleryWall ToiletCardboardCastle',
    tech: 'SmartToiletTour ToiletNightLightHack ToiletLeakDyeTest HeatedSeatReview ToiletButtonsDecoded TPRefillBot',
    pet: 'ToiletTrainedCat ToiletPaperTubePuzzle KittenUnrollingReport BathroomBodyguardPup ToiletFlushReaction ToiletLidDownRule',
    gaming:
      'ToiletRollBowling BathroomEscapeRoom PlungerHoopla ToiletPaperToss ToiletTowerDefense ToiletTubeJenga',
  },
  'cat vs dog': {
    dance:
      'CatVsDogDanceOff CatsAndDogsShuffle PounceVsZoomieMoves CatStrutVsDogWiggle DogAndCatTwoStep TeamCatVsDogFreeze',
    fitness:
      'CatCowVsDownDog PounceVsFetchSprints CatVsDogAgilityCourse CatsVsDogsCrawlOff CatVsDogPlankOff DogAndCatStretch',
    funny:
      'CatVsDogImpressions TailWagVsSlowBlink CatVsDogBoxTest WhoStealsTheBed CatsVsDogsWelcomeHome DogVsCatVoiceover',
    prank:
      'CatVsDogBedSwap CatVsDogCostumeFlip BarkingCatPlush MeowingDoorbell CatsAndDogsTreatSwitch DogVsCatFakeTwin',
    educational:
      'CatsVsDogsSenses WhyCatsPurrDogsWag CatVsDogBrainSize CatVsDogMythBusters WhoWasTamedFirst DogVsCatQuizOff',
    cooking:
      'CatsAndDogsBentoBox PawPrintPancakes CatVsDogLatteArt CatVsDogCupcakeDuel DogAndCatOnigiri WhiskerFaceSushi',
    travel:
      'CatVsDogCafeCrawl CatsVsDogsSpottingWalk CatVsDogIslandVisit DogAndCatRoadTrip IstanbulStreetCats DogBeachDayOut',
    fashion:
      'CatEyeVsPupLiner CatVsDogOutfitDuel CatVsDogTeamTee CatsAndDogsPrintClash KittyVsPuppyEars DogVsCatSockOff',
    wellness:
      'SlowBlinkCalmDown PurrSoundscape CatVsDogNapStyles CatsAndDogsCuddleHour CatVsDogStretchBreak DogVsCatZenMode',
    speed:
      'WhoComesWhenCalled FirstToTheFoodBowl CatVsDogRaceToTheCouch CatsVsDogsTreatDash DogVsCatPuzzleBlitz CatVsDogDoorbellRush',
    music:
      'MeowVsWoofRemix CatsAndDogsDuet CatVsDogPianoPaws CatVsDogLullabyTest DogVsCatSingOff HowlVsPurrHarmony',
    art: 'CatVsDogDrawOff WhiskersVsPawsDoodle YinYangPetPainting DogVsCatPortrait CatVsDogClayOff CatsAndDogsPhotoBooth',
    tech: 'CatVsDogTranslatorApp CatVsDogPetCamDiary MotionSensorTreats DogVsCatLaserBot CatsVsDogsSmartToys AutoFeederFaceOff',
    gaming:
      'PawsVsClawsGameNight ExplodingKittensRound CatVsDogTrivia DogVsCatBossFight CatsAndDogsCoOp CatVsDogTeamBattle',
  },
  emoji: {
    dance:
      'DanceTheEmojis HeartEyesShuffle EmojiPoseFreeze ShrugEmojiShimmy EmojiComboChoreo DancingTwinsRecreate',
    fitness:
      'EmojiDiceWorkout FlexEmojiReps EmojiCircuitCard FireEmojiFinisher SweatDropSprints BicepEmojiCurls',
    funny:
      'EmojiFaceImpressions EmojiOnlyConversation EmojiParentsMisuse ThumbsUpMeansWhat BecomeTheEmoji EmojiReactIRL',
    prank:
      'EmojiStickyNotes EmojiBalloonBouquet HeartEyesLunchbox EmojiOnlyTextDay EmojiFaceEggs SmileyEverywhere',
    educational:
      'EmojiMeaningsQuiz HowNewEmojiGetChosen EmojiVsHieroglyphs TheFirstEmojiEver EmojiCultureClash UnicodeInSixtySeconds',
    cooking:
      'EmojiCookies EmojiMacarons HeartEyesBrownies SmileyFacePizza EmojiFoodIRL FireEmojiSalsa',
    travel:
      'EmojiTripRecap CityInThreeEmojis EmojiLandmarkMatch FindTheEmojiIRL EmojiPassportStamps FlagEmojiBingo',
    fashion:
      'DressLikeAnEmoji HeartEyesFitCheck EmojiMakeupLook OutfitInThreeEmojis EmojiPatchJacket EmojiSockDrawer',
    wellness:
      'EmojiMoodCheckIn EmojiGratitudeList EmojiFeelingsWheel DailyEmojiDiary RelievedFaceBreath HuggingEmojiHour',
    speed:
      'EmojiMovieBlitz DecodeInTenSeconds EmojiSongRace BeatMyEmojiTime EmojiTypingDash GuessTheEmojiFast',
    music: 'EmojiSongGuess SingTheEmojis EmojiBeatPad LyricsInEmojiOnly EmojiKaraoke EmojiAnthem',
    art: 'EmojiPixelArt EmojiClayCharms SmileyRockPainting HeartEyesDoodle SelfPortraitInEmoji EmojiMosaicWall',
    pet: 'EmojiMatchMyPet HeartEyesForMyDog EmojiReenactedByCat EmojiPlushFetch PleadingEmojiRecreate PupCaptionedInEmoji',
    gaming:
      'EmojiCharades EmojiPokerFace EmojiEscapePuzzle GuessTheGameInEmoji EmojiPictionary BingoButEmoji',
  },
  'water gun': {
    dance:
      'SplashZoneShuffle WaterGunDodgeMoves WaterGunHolsterTwirl SquirtGunStrut DoTheSprinkler WaterGunWesternStep',
    fitness:
      'WaterGunDodgeDrill WaterGunPumpCurls BackyardSoakCircuit SquirtGunSquats SweatAndSplash WaterGunTagSprints',
    funny:
      'WaterGunOutOfAmmo GardenHoseBetrayal WaterGunWesternDuel WaterGunMovieTrailer SquirtGunSpyMission SlowMoSoakReaction',
    educational:
      'HowWaterGunsWork SuperSoakerNASAStory WaterGunArcAngles WaterGunRangeTest PumpPressurePhysics WaterGunNozzleLab',
    cooking:
      'WaterGunPopsicles BackyardSoakerSundaes WaterGunPartyCake SquirtGunSauceArt VictoryWatermelonSlice WaterGunFightFuel',
    travel:
      'SongkranWaterGuns WaterGunBeachDay WaterparkWeekend PackTheSquirtGun LakeCabinSoakOff SplashParkHopping',
    fashion:
      'WaterGunHolsterBelt WaterproofBoardShorts SplashZoneSwimwear DressedToGetDrenched WaterGunGoggleGlam SquirtGunSquadColors',
    wellness:
      'WaterGunCoolOff WaterGunLaughTherapy InnerChildBackyard SquirtGunPlantCare PlayLikeYoureNine WaterGunRecessBreak',
    speed:
      'WaterGunPingPongPush WaterGunCanKnockdown WaterGunCupRace FillTheBottleFirst SquirtGunRelay CandleSnuffSoaker',
    music:
      'WaterGunBottleOrgan WaterGunPanDrumming SprinklerRhythmJam SquirtGunSerenade WaterGunWesternTheme SoakedSingAlong',
    art: 'WaterGunPainting WaterGunTieDye RainbowDripSheet SquirtGunPollock ChalkMeltMasterpiece WaterGunFenceMural',
    tech: 'WaterGunSlowMo SuperSoakerTeardown WaterGunMotionSensor RoboticSprayerBuild SmartSquirtGun WaterGunRangeRadar',
    pet: 'WaterGunPetReferee CatJudgesWaterWar PupSplashPoolParty WaterGunFightMascot RetrieverSoakerFetch WaterDogLakeDay',
    gaming:
      'WaterGunBattleRoyale SplashCaptureTheFlag SplatoonTurfWar WaterGunKingOfTheHill SquirtGunTowerDefense WaterGunBossFight',
  },
  tupperware: {
    dance:
      'TupperwareFiftiesTwist TupperwareBurpPop LidHuntShuffle TupperwarePartyBop StackAndSnapMoves TupperwareDrumStomp',
    fitness:
      'TupperwareStackSquats TupperwareJugCurls TupperwareHeadBalance LidHuntLunges TupperwareTowerPlank MealPrepThenRep',
    prank:
      'TupperwareLunchNote GummyWormLeftovers TupperwareMysteryLabel TupperwareCookieSwap LidsThatActuallyMatch ReturnTupperwareFull',
    educational:
      'HowAirtightLidsWork EarlTupperInventor TupperwareNumberCodes WhyTupperwareStains TupperwarePartyHistory GlassVsPlasticTest',
    cooking:
      'TupperwareMealPrep LeftoverMakeover OvernightOatsInTupper TupperwareSaladShake FreezerStockUp TupperwareLunchSwap',
    travel:
      'TupperwarePicnic TupperwareTrainLunch TravelBentoBox TupperwareRoadSnacks TupperwareSummitMeal CarryOnLeftovers',
    fashion:
      'TupperwarePastels FiftiesHostessLook TupperwareCoralAndTeal RetroTupperwareHost MidCenturyDress TupperwareColorFit',
    wellness:
      'TupperwareDrawerReset TupperwareNoWasteWeek TupperwareSundayPrep EveryLidHasAMatch FridgeRefreshRitual TupperwareTidyCalm',
    speed:
      'TupperwareLidMatchRace TupperwareNestingDash FiveMealBlitz TubPairingIn30 TupperwareTowerIn30 TupperwarePackSprint',
    music:
      'TupperwareDrumKit TupperwareRiceShakers TupperwareCupsRoutine LidSnapBeat TupperwarePartyAnthem KitchenTubJam',
    art: 'TupperwareCircleStamps TupperwareTerrarium TupperwarePaintPalette OrphanLidMosaic StackedTubSculpture TupperwareSuncatcher',
    tech: 'TupperwareQRStickers TupperwareVacuumSealer FridgeCamCheck LeftoverTrackerApp SousVideTupperHack AIPlansTupperwareMeals',
    pet: 'TupperwareTreatJar TupperwareCatSquish DogHikeWaterBowl TupperwarePopReaction PetTupperwareMealPrep IfItFitsISits',
    gaming:
      'TupperwareTetrisFridge TupperwareLidPuzzle TupperwareMeepleBox TupperwareJengaTower GameNightSnackTubs PairsMemoryMatch',
  },
  globe: {
    dance:
      'AroundTheGlobeMoves EquatorShuffle GlobePickAndGroove SpinTheGlobeDanceOff GlobeTrotterTwoStep GlobalFolkFusion',
    fitness:
      'AroundTheGlobeMiles GlobeContinentCircuit GlobeBeachBallToss SpinTheGlobeWorkout GlobeTrotterSteps WalkTheEquator',
    funny:
      'SpinTheGlobeRegret GlobeLandsInOcean GlobeMadeUpCountries PronounceThatPlace MyGlobeIsOutdated GlobeSaysAntarctica',
    prank:
      'UpsideDownGlobeSwap GlobeFakeIslandSticker SecretMessageOnEquator GooglyEyeGlobe GlobeBecomesTheMoon GlobeTripSurprise',
    educational:
      'GlobeVsFlatMap FindItOnTheGlobe WhyTheGlobeTilts ContinentalDriftPuzzle OrangePeelGlobeTest GlobeTimeZoneSpin',
    cooking:
      'SpinTheGlobeDinner GlobeTrotterBrunch GlobeCakeBake GlobeDumplingTour GlobalStreetFoodNight WorldMapCookies',
    fashion:
      'GlobePrintFitCheck GlobeTrotterJacket GlobeEarrings SpinTheGlobeOutfit WorldMapScarf GlobalStreetStyle',
    wellness:
      'GlobeDreamJournal GlobePenPalLetters GlobeLampWindDown GlobeGratitudeSpin KindnessAcrossTheGlobe WorldPeaceMinute',
    speed:
      'PointAndNameIn5 GlobeCapitalsIn60 ContinentTapRelay FindItFastOnTheGlobe GlobeFlagBlitz GlobeSpinShoutOut',
    music:
      'SpinTheGlobeSong AroundTheGlobeBeats WorldPercussionJam GlobeLullabyTour GlobalAnthemGuess GlobeFolkInstruments',
    art: 'PaintedGlobeMakeover DrawTheWorldFromMemory GlobeTerrarium PapierMacheGlobe GlobeLampUpcycle SnowGlobeDIY',
    tech: '3DPrintedGlobe LevitatingGlobeReview GlobeSpinToStreetView SmartGlobeShowdown ARGlobeExplorer SatelliteTrackerGlobe',
    pet: 'PetSpinsTheGlobe GlobeCatSwat GlobeBallChase PawPicksOurTrip GlobeTrotterPup WorldMapNap',
    gaming:
      'GlobeConquestCampaign GlobeTriviaNight GlobeFlagBattle GuessWhereOnTheGlobe BeatMyGeoGuessr CountryBingoBlitz',
  },
  'tooth fairy': {
    dance:
      'ToothFairyTiptoe FairyDustTwirl SparkleWandWave LooseToothWiggle ToothFairyFlutter ToothFairyLeap',
    fitness:
      'ToothFairyWingFlaps FairyDustCardio ToothFairyStairSneak ToothbrushSquats ToothFairyTiptoeLunges PillowFortPushups',
    funny:
      'ToothFairyExchangeRate ToothFairyForgotAgain DadInWingsReveal LostToothReactions WhyDoesSheWantTeeth ToothFairyOnStrike',
    educational:
      'BabyTeethFacts ToothFairyMouseLegend ToothFairyCoinMath ToothFairyWorldTour GrownUpToothScience LooseToothQuiz',
    cooking:
      'FairyBreadParty ToothFairyToast ToothFairyCupcakes ToothFriendlySnacks ToothFairyWandPops FairyDustSprinkles',
    travel:
      'LostToothOnVacation ToothFairyPassport ToothFairyRoadTrip ForeignToothFairyCoins FairyGardenHunt HotelToothFairyVisit',
    fashion:
      'ToothFairyCostume ToothFairyTutuGlam FairyDustSparkleLook DressLikeTheToothFairy ToothFairyWingsDIY WandAndTiaraSet',
    wellness:
      'ToothFairyBedtime LostToothBraveryNote GrowingUpMilestone ToothbrushTwoMinutes ThankYouToothFairy FairyDreamJournal',
    speed:
      'ToothFairyTiptoeDash DontWakeThemRelay SneakyPillowSwap ToothFairyInTenSeconds FastestToothbrushing ToothFairyNoteSprint',
    music:
      'ToothFairyLullaby LostToothJingle WiggleLooseToothRap TwoFrontTeethCover ToothFairyTwinkle ToothbrushBeatbox',
    art: 'ToothFairyDoor FairyDustJar TinyToothBoxCraft ToothFairyLetter DrawTheToothFairy ToothPillowStitch',
    tech: 'ToothFairyTracker ToothFairyGreenScreen GlowWandBuild CatchTheToothFairyCam ToothFairyVoiceNote SmartToothbrushTest',
    pet: 'ToothFairyPetCostume PuppyLostToothDay ToothFairyChewGift DogToothbrushTime KittenToothFairy CatGuardsThePillow',
    gaming:
      'ToothFairyStealthRun FairyDustTreasureHunt ToothFairySpeedrun DontWakeTheKidLevel ToothFairyVsTheDog ToothFairyQuest',
  },
  milkshake: {
    dance:
      'MilkshakeShimmy MaltShopTwist MilkshakeSockHop WhippedCreamWiggle MilkshakeDinerJive MilkshakeBlenderBop',
    fitness:
      'MilkshakeEarnedIt ShakeItOffCardio MilkshakeProteinBlend BikeToTheMilkshake MilkshakeMile SquatsForMilkshakes',
    funny:
      'MilkshakeBrainFreeze WhippedCreamMustache MilkshakeStrawStruggle FriesInMilkshakeDebate TooThickToSip MilkshakeTasteRanking',
    prank:
      'MilkshakeFlavorMystery MilkshakeCherryGift ExtraToppingsOverload SurpriseMilkshakeDrop GiantSillyStraw MilkshakeNoteOnCup',
    educational:
      'IceCreamScience MilkshakeViscosityLab HowBlendersWork MilkshakeOriginStory MilkshakeMaltQuiz MilkshakeBrainFreeze',
    travel:
      'MilkshakeRoadTrip Route66ShakeStop MilkshakeDinerCrawl BestMilkshakeInTown SodaFountainHunt BoardwalkMilkshakes',
    fashion:
      'MilkshakePastelLook PoodleSkirtFit MilkshakeCherryCharm MilkshakeSaddleShoes FiftiesHeadscarf MilkshakeDateDress',
    wellness:
      'MilkshakeTwoStrawsChat SlowSipSunday MilkshakeTreatDay NoGuiltMilkshake MilkshakeMindfulness SunsetShakeStroll',
    speed:
      'MilkshakeJarShakeRace MilkshakeToppingBlitz DinerOrderDash MilkshakeIn60 WhippedCreamTower OneMinuteMilkshake',
    music:
      'MilkshakeJukebox MilkshakeDooWop MaltShopHarmony ShakeRattleAndRoll MilkshakeBlenderBeat MilkshakeStrawKazoo',
    art: 'MilkshakeDripArt DinerNeonSketch MilkshakeClayCharm DesignAFreakshake MilkshakeStillLife MilkshakeFlatLay',
    tech: 'MilkshakeSlowMo MilkshakeSpindleMixer MilkshakeThermalCam BlenderShowdown AIInventsAMilkshake SodaFountainRestore',
    pet: 'BlendAPupShake MilkshakePlushFetch MilkshakeCostumeCat DogSafeMilkshake MilkshakeBandanaStrut PetDinerPhotoOp',
    gaming:
      'MilkshakeDinerSim MilkshakePinball MaltShopHighScore LoserBuysTheShakes ArcadeAndMilkshakes MilkshakeTycoon',
  },
  anniversary: {
    dance:
      'KitchenWaltzForTwo DipAndSpinFinale AnniversaryFirstDance AnniversarySway AnniversaryTango AnniversaryJiveNight',
    fitness:
      'PartnerYogaFlow AnniversaryTandemRide SpouseCarrySquats AnniversaryHikeDate AnniversaryPlankOff AnniversaryRepsPerYear',
    prank:
      'AnniversaryNoteTrail FakeForgotAnniversary OneBalloonPerYear AnniversaryPetalPath BreakfastInBedAmbush AnniversaryMysteryDate',
    educational:
      'WhyPaperForYearOne SilverVsGoldMilestones AnniversaryGiftQuiz AnniversaryFlowerCode AnniversaryHistoryBite AnniversaryCustomsMap',
    cooking:
      'FirstDateMealRemake SavedWeddingTierTaste AnniversaryCakeBake AnniversaryFondue AnniversaryHeartPizza AnniversaryDinnerIn',
    travel:
      'AnniversaryGetaway WhereWeMetTrip LighthouseInnStay AnniversaryHoneymoon2 AnniversaryBalloonRide AnniversaryMysteryMap',
    fashion:
      'WeddingOutfitRewear ThrowbackCoupleLook AnniversaryTwinning AnniversaryFitCheck AnniversaryGlowUp AnniversaryBling',
    wellness:
      'AnniversaryLoveLetter GratitudeForUs AnniversarySunsetWalk OneMemoryPerYear AnniversaryUnplugged AnniversarySpaNight',
    speed:
      'AnniversaryRapidFire NewlywedSpeedRound TableForTwoSetup AnniversaryQuizRace AnniversaryIn60Seconds AnniversaryBouquetRun',
    music:
      'OurSongAcoustic AnniversarySerenade WeddingBandReunion AnniversaryDuet AnniversaryKaraoke AnniversaryMixtape',
    art: 'AnniversaryScrapbook AnniversaryStarMap MemoryJarCraft AnniversarySketchSwap HandprintHeartCanvas AnniversaryComicStrip',
    tech: 'AnniversarySlideshow EngravedQRKeychain PhotoAlbumAppTest AnniversaryMontage AnniversaryTimeCapsule AIPlansAnniversary',
    pet: 'AnniversaryCatCameo KittenCrashesDinner PetJoinsDateNight AnniversaryRingBearer AnniversaryDogWalk AnniversaryFurFamily',
    gaming:
      'AnniversaryEscapeRoom LoveLetterCardDuel CouplesTriviaNight AnniversaryCoOpQuest AnniversaryRematch AnniversaryChessDate',
  },
  souvenir: {
    dance:
      'SnowGlobeShake SouvenirMaracasMoves SouvenirFanFlutter SouvenirShopShuffle TouristTeeTwist SouvenirHatHop',
    fitness:
      'SouvenirSuitcaseLift SnowGlobeCurls TravelMugPressUps SouvenirHaulSquats SouvenirBeachTowelYoga CarryTheSouvenirs',
    funny:
      'TackiestSouvenirAward SouvenirIKeptForMyself SouvenirRegiftReveal AllIGotWasThisShirt SouvenirGuessingGame BuyersRemorseHaul',
    prank:
      'PostcardFromNowhere SouvenirMagnetSneak TinyEiffelInTheFridge MarsSouvenirGift SouvenirKeychainHunt WorstSouvenirSurprise',
    educational:
      'MatryoshkaMeaning SouvenirOriginStories PostcardHistoryLesson FirstSouvenirEver SouvenirCountryQuiz SouvenirMapChallenge',
    cooking:
      'SouvenirSnackTasting TravelSpiceSouvenir HotSauceHaulTest EdibleSouvenirs SouvenirTeaParty TasteOfTheTripDinner',
    fashion:
      'SouvenirTeeRestyle SouvenirJewelryStack PinCollectionJacket WearEverySouvenir TouristChic SouvenirScarfTricks',
    wellness:
      'SouvenirMemoryShelf SouvenirJournaling SouvenirStoryNight SouvenirGratitudeWall KeepsakeCalmCorner TravelJarReflection',
    speed:
      'SouvenirShopDash SouvenirPackingRace MagnetSortSprint BubbleWrapBlitz GuessTheSouvenirFast TenMinuteSouvenirHunt',
    music:
      'SouvenirMusicBox SnowGlobeLullaby UkuleleFromHawaii SouvenirThumbPiano PlayYourSouvenir SouvenirRainStick',
    art: 'SouvenirShadowBox SouvenirTicketCollage PostcardWatercolor SnowGlobeDIY SouvenirStillLife SketchEverySouvenir',
    tech: 'Souvenir3DScan SouvenirNFCTags DigitalPostcardMaker ARSouvenirShelf AIGuessesMySouvenir SouvenirStoryQR',
    pet: 'SouvenirForMyPet SouvenirBandanaModel SouvenirCatInsideBag SouvenirPlushFetch DogUnboxingReaction TouristPupPortrait',
    gaming:
      'MagnetMapChallenge PassportStampBingo SouvenirCollectQuest SouvenirShopTycoon SouvenirDeckGameNight SouvenirScavengerRun',
  },
  bookshelf: {
    dance:
      'BooksOnHeadGroove ReadingNookSway BookshelfStyleShuffle BookshelfBoogie SecretBookcaseSpin BookwormWiggle',
    fitness:
      'HeavyHardcoverCarry DictionaryLunges BookshelfWallSit BooksOnHeadBalance BookshelfRestockReps BookcaseCurls',
    funny:
      'RateMyBookshelf BookshelfSecretDoor BookshelfDominoFail ToBeReadTowerReveal UnreadBooksConfession ZoomBackgroundBookcase',
    prank:
      'UpsideDownBookshelf SwappedBookCovers BookshelfHiddenGnome BookshelfRainbowRedo BookshelfLoveNotes SpinesFacingInward',
    cooking:
      'BakeFromTheBookshelf StorybooksFeast NovelNightSnacks CookTheBooks MadHatterTeaParty BookshelfCookbookDare',
    travel:
      'LittleFreeLibraryHunt ReadTheWorldBookshelf BookshelfCafeStop BookstoreCrawl BooksFromEveryCountry GrandReadingRoomTour',
    fashion:
      'BookCoverOutfitMatch DarkAcademiaLayers DressLikeYourBookshelf BookshelfColorFit BooksmartChic BookcaseAccessories',
    wellness:
      'TenPagesBeforeBed BookshelfPoetryPause BookshelfDeclutter ComfortBooksSunday BookcaseNookReset ReadsThatHugYou',
    speed:
      'FindThatTitleFast BookshelfRainbowIn60 SpinePoetryTimer AlphabetizeTheBooks FlatPackBookcaseRace BookshelfDominoDash',
    music:
      'BookshelfSongTitles ReadingNookLullaby BookshelfPageFlipASMR BookshelfDrumSolo VinylAndBooksNight LibraryWhisperCover',
    art: 'PaintYourBookshelf MiniBookshelfDiorama BookshelfNookInsert RedesignTheCover FoldedBooksSculpture ShelfieStillLife',
    tech: 'ScanYourBookshelf EReaderVsBookshelf BookshelfLEDGlow AIRatesMyBookshelf HiddenSpeakerBooks SecretDoorBookcase',
    pet: 'CatInTheBookshelf PetPicksTheNextRead StoryTimePup KittenKnocksOffBooks BookshelfReadingDog BookshelfPeekaboo',
    gaming:
      'BookshelfPuzzleRoom BookVsGameVersion BookshelfClueHunt BookshelfTabletopNight ChooseYourOwnAdventure SecretLeverBookcase',
  },
  minivan: {
    dance:
      'CarpoolLaneGroove MinivanTailgateBop SchoolPickupShuffle MinivanDoorDrop MinivanMomMoves MinivanSeatbeltBounce',
    fitness:
      'MinivanTrunkStretch SoccerSidelineSquats PickupLineCalfRaises MinivanRestStopReps MinivanTailgatePlank MinivanMomBootcamp',
    prank:
      'MinivanSeatBackNote MinivanSecretCarWash AreWeThereYetReplay MinivanBalloonFill MinivanGooglyEyes CupholderSurprise',
    educational:
      'LicensePlateGeography MinivanFuelMath CarSeatSafetyBasics HowMinivanDoorsSlide FirstMinivanEver MinivanTireCheck',
    cooking:
      'MinivanSnackStation MinivanTailgateTacos SidelineOrangeSlices CupholderCharcuterie MinivanCoolerLunch MinivanTrunkPicnic',
    travel:
      'MinivanRoadTrip MinivanCamping StateLineSelfies MinivanVanLife AreWeThereYetTally MinivanParkLoop',
    fashion:
      'MinivanFitCheck CarpoolLaneLook MinivanSoccerMomChic DropOffDrip CoolMinivanParent MinivanToDateNight',
    wellness:
      'MinivanQuietMinutes MinivanPodcastPeace ParkedCarSelfCare MinivanNapStop PickupLineBreathing MinivanSunsetSit',
    speed:
      'MinivanCleanoutRace MinivanLostShoeDash CarpoolRollCall FoldTheMinivanSeats BuckleUpTheMinivan GroceryUnloadBlitz',
    music:
      'MinivanSingAlong BackRowHarmony CarpoolKaraokeRound MinivanRadioDJ MinivanMixtape MinivanDrumSolo',
    art: 'MinivanWindowArt BackseatSketchbook MinivanDecalDesign StickFigureFamily MinivanTripJournal MotionBlurMinivan',
    tech: 'MinivanTabletMounts BackseatChargingHub MinivanDashCamReview MinivanTechTour MinivanGadgetTierList VoiceCommandFails',
    pet: 'MinivanDogSeat PupHarnessBuckleUp MinivanCatCarrierCalm PetCarpoolBuddy MinivanZoomiesStop MinivanWindowWars',
    gaming:
      'MinivanBackseatBingo MinivanISpyRound AlphabetSignHunt MinivanTwentyQs BackRowCoOp MinivanHandheldLeague',
  },
  oreo: {
    dance:
      'OreoSideShuffle TwistLickDunkGroove OreoStackBounce DoubleStufShimmy OreoMoonwalk OreoCremeCrew',
    fitness:
      'OreoRussianTwists MilkJugPress OreoPlankStack DoubleStufSquats EarnYourOreo OreoDunkDips',
    funny:
      'DoubleStufMath OreoDunkDisaster OreoCremeDebate OreoTwistFail WeirdestOreoFlavors WhoAteTheMiddle',
    prank:
      'OreoCremeMessage OreoCookieBouquet OreoLunchboxLetter GiantOreoSurprise MilkAndOreoDelivery OreoGooglyEyes',
    educational:
      'OreoMoonPhases OreoFillingRatio CremeSideScience OreoStampDecoded OreoVsHydrox DoubleStufMeasured',
    travel:
      'OreoFlavorsAbroad OreoJapanExclusives OreoMilkshakeCrawl RareOreoHunt DutyFreeOreoHaul SnackAisleSafari',
    fashion:
      'CookiesAndCremeLook OreoCharmEarrings OreoMonochromeNails DoubleStufLayers DressLikeAnOreo OreoTuxedoFit',
    wellness:
      'CookiesAndMilkNight OreoMindfulTasting OreoSlowSavor TwistLickDunkBreathe ShareYourOreo OreoTreatJournal',
    speed:
      'CookieFaceChallenge OreoStackRace BlindfoldFlavorGuess OreoPerfectTwist OreoCremeScrapeOff OreoDunkBlitz',
    music:
      'OreoCrunchBeat MilkGlassChimes OreoWrapperCrinkle TwistAndShoutOreo OreoJingleRemix CookieJarDrumSolo',
    art: 'OreoMosaicPortrait OreoCremeCarving CookieStackSculpture StarryNightInOreos OreoMoonPhaseArt OreoStampDoodle',
    tech: 'OreoDunkSlowMo Oreometer3DPrint OreoStackingRobot AIInventsAnOreoFlavor OreoMacroShot TwistBotBuild',
    pet: 'PetNamedOreo TuxedoCatPortrait OreoPlushToy OreoLookalikePup CookiesAndCremeKitty OreoCostumeDog',
    gaming:
      'OreoCheckers OreoPokerChips CookieCrumbleQuest OreoJengaTower OreoTicTacToe BossLevelDoubleStuf',
  },
  'dollar store': {
    dance:
      'DollarStoreGlowParty BudgetDiscoNight DollarCostumeDance DollarStreamerSpin DollarAisleGroove ConfettiFreestyle',
    fitness:
      'DollarNoodleDrills BudgetHomeGym DollarStoreJumpRope FiveDollarWorkout DollarStoreDumbbells ResistanceBandBargain',
    prank:
      'DollarStoreBalloonRoom DollarStoreDuckFlock PlasticFlamingoLawn DollarMysteryBox GooglyEyeEverything DollarStoreTakeover',
    educational:
      'InflationThenVsNow HowStoresPriceThings DollarStoreScienceKit DollarStoreUnitMath FiveDollarMagnetLab DollarOrDealQuiz',
    cooking:
      'DollarStoreBakeOff FiveItemFeast DollarStoreDinner DollarStoreGourmet TenDollarTacoNight FancyOnADollar',
    travel:
      'ThousandYenShopJapan DollarStoreBeachDay BudgetTravelHacks DollarStoresAbroad DollarRoadTripKit PoundshopVsDollarStore',
    fashion:
      'DollarStoreOutfit FiveDollarFitCheck PartyAisleGlam DollarStoreShades DollarBlingStack RunwayOnADollar',
    wellness:
      'DollarStoreSpaNight DollarStoreSelfCare CandleAndJournalKit DollarPlantParent ZenOnADollar CozyForFiveDollars',
    speed:
      'FiveDollarDash DollarStoreListIn60 AisleAlphabetSprint TenMinuteDollarHaul DollarStoreSweep CheckoutCountdown',
    music:
      'DollarStoreBand KazooOrchestra PartyHornSymphony DollarDrumKit DollarRecorderSolo OneDollarRemix',
    art: 'DollarStoreCraftFlip DollarStoreWreath FoamBoardSculpture DollarVaseGlowUp FiveDollarMasterpiece HighEndOnABudget',
    tech: 'DollarStoreTechHacks PhoneTripodFromScraps DollarStoreLEDStrips DollarEarbudsTest CheapGadgetTierList DollarVsPricyCharger',
    pet: 'DollarStoreCatCastle DollarStoreDogToyTest TennisBallTubeFetch DollarPetPamper KittenWandDIY DollarPuppyPuzzle',
    gaming:
      'DollarStoreRingToss CardDeckTournament DollarStoreBoardGame DollarCarnivalNight MinuteToWinADollar PartyFavorOlympics',
  },
  'full moon': {
    dance:
      'MoonlightMoonwalk FullMoonHowlStep WerewolfShuffle DanceUnderTheFullMoon FullMoonBoogie FullMoonSlowSway',
    fitness:
      'MoonSalutationFlow FullMoonTrailJog FullMoonNightWalk WerewolfWorkout FullMoonMiles FullMoonHowlReps',
    funny:
      'FullMoonBlameGame FullMoonClassroomChaos WerewolfTransformSkit FullMoonHowlFail ManInTheMoonFace FullMoonEnergyCheck',
    prank:
      'FullMoonShadowPuppet GlowingMoonLampSwap FullMoonWolfEarsReveal SurpriseFullMoonPicnic MoonlightLoveNote FullMoonHowlBack',
    educational:
      'FullMoonNamesQuiz WhyTheMoonLooksBig FullMoonPhaseOreo FullMoonTideCheck FullMoonMythBusters OnceInABlueMoon',
    cooking:
      'MooncakeBake FullMoonDangoStack FullMoonPizza FullMoonPancakes CraterCookies FullMoonCheeseWheel',
    travel:
      'FullMoonKayakTour MidAutumnLanterns FullMoonHike ChaseTheMoonrise FullMoonBeachWalk FullMoonFestivalHop',
    fashion:
      'FullMoonSilverLook CelestialJewelryFit CrescentEarringStack DressForTheFullMoon FullMoonGlowUp FullMoonPearls',
    speed:
      'FullMoonFirstSpotter MoonPhaseSpeedQuiz FullMoonCraterCount BeatTheFullMoonRise WerewolfIn10Seconds FullMoonHowlRelay',
    music:
      'MoonlightSonataCover BlueMoonDooWop FullMoonHowlAlong FullMoonSerenade FullMoonClairDeLune FullMoonLullaby',
    art: 'FullMoonPhotography MoonPhaseArt FullMoonCharcoal PaintTheFullMoon HoldTheMoonPhoto FullMoonClayCraters',
    tech: 'FullMoonPhoneZoom FullMoonTimelapseRise MoonPhotoModeTest FullMoonAstroShot FullMoonSkyMapApp BinocularMoonCraters',
    pet: 'FullMoonPetZoomies MoonlightDogWalk FullMoonCatWindow PupSerenadesTheMoon FullMoonWolfCostume FullMoonHowlOff',
    gaming:
      'FullMoonMafiaRound FullMoonTerrariaEvent ArkhamHorrorSession OneNightWerewolf FullMoonBossFight FullMoonSpeedrun',
  },
  glue: {
    dance:
      'GluedFeetDance GlueStickShimmy StickyFreezeFrame StuckLikeGlueMoves SlimeTimeGroove GlueBuddiesConga',
    fitness:
      'GluedFeetSquats GlueYourselfToTheMat StickyHandsPlank GlueBottleLunges StickWithItStreak GluteBridgeHold',
    funny:
      'GlueStickOrLipBalm NotTheWholeGlueBottle GlueGunCobwebChaos GluePeelSatisfaction HotGlueRegrets CraftFailNarration',
    prank:
      'GlueDotGooglyEyes GlueCoinToTheFloor FakeGlueSpill SuperGlueFakeout PaperChainHallway StuckTogetherSurprise',
    educational:
      'HowGlueSticks HomemadeFlourGlue GlueVsTapeShowdown SuperGlueWasAnAccident MilkGlueExperiment WhichGlueWins',
    cooking:
      'EdibleGlueGingerbread RoyalIcingGlueTest SpunSugarCroquembouche MeltedChocolateGlue CaramelGlueCastle MarshmallowMortar',
    travel:
      'TravelJournalGlueIn TicketStubCollage LeafPressingAbroad GlueStickTripKit GlueDownTheMemories PostcardGlueWall',
    fashion:
      'NoSewGlueHem GlueOnPatchDenim GlueGlitterSneakers BedazzleWithHotGlue GlueGunCouture PearlClipGlowUp',
    wellness:
      'GlueKintsugiMending GlueVisionBoard PeelingGlueRelax GlueItBackTogether SlimeStressSqueeze CollageYourCalm',
    speed:
      'GlueCollageIn60 GlueStickChainDash SlimeMixRace GlueTowerBlitz BeatTheGlueDry GlueAndGoCraft',
    music:
      'GlueBottleMaracas GlueStickDrumSolo GluePeelASMR StuckLikeGlueCover CatchyAsGlue CraftTableJam',
    tech: 'HotGlueCableClips GlueUVCureTest EpoxyDeskBuild GlueGunLifeHack GlueStrengthRig 3DPrintVsGlue',
    pet: 'CardboardCatCastle GlueBoxTunnelMaze GlueFeltMouseToy GlueStickPetCollage PupCollarCharm GluedToMyDog',
    gaming:
      'GlueYourOwnBoardGame PuzzleGlueAndFrame GlueDiceTower MiniatureGlueUp TabletopTerrainCraft CardboardArcade',
  },
  'smoke alarm': {
    dance:
      'SmokeAlarmTowelDance SmokeAlarmBeepFreeze FireDrillLineStep StopDropAndRollMoves SmokeAlarmChirpHop SmokeDetectorBoogie',
    fitness:
      'SmokeAlarmLowCrawl FirefighterBootcamp SmokeAlarmTowelCardio BurpeeEveryChirp FireAlarmStairDrill SmokeAlarmReachUps',
    prank:
      'SmokeAlarmBatteryFairy FirefighterCookieDrop SmokeAlarmStickyNote SmokeAlarmGooglyEyes GransSmokeAlarmSwap ThankYouFireStation',
    educational:
      'HowSmokeAlarmsWork WhySmokeAlarmsChirp StopDropAndRollLesson SmokeAlarmExpiryDate TwoWaysOutPlan SmokeAlarmMythBusters',
    cooking:
      'SmokeAlarmFreeDinner LowSmokeStirFry NoBurnPancakeFlip BaconWithoutBeeps NoSmokeSteakSear SmokeAlarmSafeToast',
    travel:
      'SmokeAlarmHotelCheck FireStationOpenHouse LookoutTowerHike SmokeJumperBaseTour RentalSmokeAlarmTest SmokeyBearSelfie',
    fashion:
      'SmokeAlarmMidnightFit FireRedStatementCoat SmokeAlarmRobeReady SmokeyEyeLook FirefighterChic SmokeAlarmPajamaSet',
    wellness:
      'SmokeAlarmPeaceOfMind HomeSafetyRitual CalmEscapeRehearsal SmokeAlarmTestTuesday SmokeAlarmBreather SmokeAlarmCheckIn',
    speed:
      'TwoMinuteEscapeDrill SmokeAlarmBatterySwap SmokeAlarmTestTimer MeetingPointDash SmokeAlarmTowelSprint SmokeDetectorRelay',
    music:
      'SmokeAlarmChirpRemix FireTruckSirenHarmony SmokeAlarmSafetySong SmokeOnTheWaterRiff SingAlongToTheBeep SmokeDetectorRap',
    art: 'SmokeAlarmSafetyPoster SmokeAlarmComicStrip FireEscapeMapDrawing SmokeAlarmStopMotion FiretruckPaperModel SmokeyBearSketch',
    tech: 'SmartSmokeAlarmTest SmokeAlarmTeardown COSensorCheck WhichAlarmIsChirping SmokeAlarmToPhone SmokeDetectorMesh',
    pet: 'SmokeAlarmDogRecall LeashByTheDoor PetRescueWindowSticker SmokeAlarmCatDrill SmokeAlarmPupReaction SmokeAlarmCalmKitty',
    gaming:
      'FireSafetyQuest SmokeAlarmBeepBingo FirefighterSimRun SmokeAlarmTrivia SmokeAlarmHideAndSeek SmokeAlarmEscapeRoom',
  },
  'theme park': {
    dance:
      'ThemeParkMascotMoves CoasterArmsUpGroove ThemeParkCarouselSway QueueLineBoogie ThemeParkParadeStrut ThemeParkFlashMob',
    fitness:
      'ThemeParkStepCount QueueLineStretch ParkMapPowerWalk ThemeParkLegDay ThemeParkMarathon ThemeParkCoasterAbs',
    funny:
      'ThemeParkTypes WaitTimeMeltdown ThemeParkSnackPrices OnRidePhotoFails ThemeParkSplashRegret ThemeParkDadReviews',
    prank:
      'SurpriseThemeParkTrip BackyardThemePark FastPassForChores ThemeParkRevealBox ThemeParkEarsMorning TicketsInTheCereal',
    educational:
      'HowThemeParksWork ThemeParkQueueMath ThemeParkGForceQuiz WhyLoopsArentCircles ThemeParkSecretTunnels RideDesignScience',
    cooking:
      'ThemeParkDoleWhip FunnelCakeAtHome ThemeParkChurros ThemeParkSnackDupes ThemeParkTurkeyLeg CottonCandyLab',
    fashion:
      'ThemeParkFitCheck CharacterColorMatch ThemeParkBeltBag ThemeParkEarsHaul ThemeParkReadyStyle ComfySneakersChic',
    wellness:
      'QueueLineCalm ThemeParkQuietSpots FireworksGratitude ThemeParkSlowDay ThemeParkMemoryJar ThemeParkSunsetPause',
    speed:
      'ThemeParkSpeedrun ParkHopperDash ThemeParkRopeDrop AmusementParkSprint TenRidesByNoon ThemeParkCreditRace',
    music:
      'CarouselMusicCover ThemeParkBandOrgan CoasterScreamChoir ParadeThemeSingAlong ThemeParkKaraoke ThemeParkQueueHum',
    art: 'ThemeParkMapArt ThemeParkVintagePoster MiniParkDiorama InventAThemeParkRide ThemeParkUrbanSketch PaperCoasterChallenge',
    tech: 'ThemeParkAppHacks ThemeParkVRCoaster AnimatronicTeardown ThemeParkWaitTimeBot PhoneMeasuresGForce ThemeParkRideCamPOV',
    pet: 'PetThemeParkAtHome MouseEarsKitty ThemeParkKennelReunion DogFriendlyThemePark ThemeParkMascotPup CarouselPosePortrait',
    gaming:
      'ThemeParkTycoon ThemeParkCoasterBuild ThemeParkTrivia ThemeParkArcadeNight MidwayGamesHighScore DesignTheScariestRide',
  },
  referee: {
    dance:
      'YellowCardShuffle RefereeTouchdownArms RefereeSignalDance FreezeOnTheWhistle RefereeStripesStrut UmpireSafeSlide',
    fitness:
      'RefereeBackpedalLaps SidelineShuttleRuns RefereeFitnessTest SprintLikeTheRef UmpireSquatHold BurpeeOnTheWhistle',
    prank:
      'RefereeAtDinner YellowCardForChores RefereeFlagOnTheCouch VARCheckTheCookies RefereeHomeReplay SurpriseUmpireCameo',
    educational:
      'RefereeHandSignals OffsideRuleMadeEasy WhyRefsWearStripes UmpireCallQuiz HowVARWorks RefereeCardOrigins',
    cooking:
      'YellowCardLemonBars RefereeStripeCookies RefFlagCupcakes RefereeRedVelvet UmpireHotDogs HalftimeOrangeSlices',
    travel:
      'RefereeTournamentTrip RefereeWorldCupCity SportsHallOfFame RefereeAwayDayDiary UmpireBallparkTour StadiumRefCam',
    fashion:
      'RefereeStripesFit DressLikeTheRef ZebraPrintLayering RefereeChic UmpireCapStyle WhistleAsAccessory',
    wellness:
      'TimeOutBreathing RefereeThankYouNote LetItGoWhistle CalmLikeARef RefereeYourThoughts UmpireFairPlayPledge',
    speed:
      'RefereeQuickCall RefereeSignalBlitz OffsideSpotIn5 ReactToTheWhistle UmpireCoinToss RefCardFastDraw',
    music:
      'RefereeRulebookRap ZebraStripeBlues FinalWhistleAnthem RefereeBeatDrop UmpireStrikeCallout RefCallKaraoke',
    art: 'RefereeCaricature StripedShirtPainting RefereeCardDesign RefereeStopMotion UmpirePortrait FreezeFrameTheCall',
    tech: 'RefereeGoalLineTech RefereeHeadsetPOV VARMonitorDemo RoboUmpireTest InstantReplayAtHome RefereeWatchTimer',
    pet: 'RefereeDogBandana PetPenaltyCard RefereeKittenRuling UmpirePupCostume RefereeToyTugOfWar CatRefsTheZoomies',
    gaming:
      'RefereeCareerMode BoardGameRulesJudge RefereeSportsSim UnoReferee RefTheMonopolyNight OfficiatingQuizDuel',
  },
  hopscotch: {
    dance:
      'ChalkGridShuffle HopscotchJumpJive NumberSquareBop HipHopscotch HopscotchFreestyle HopscotchTwirlFinish',
    fitness:
      'HopscotchSingleLegHops HopscotchLungeLadder TenSquareBurpees HopscotchHIIT ChalkGridPlyo HopscotchCalfBurner',
    funny:
      'GrownUpsTryHopscotch HopscotchSportscast StoneThrowMisses HopscotchLandingFails DadVsKidHopscotch OlympicHopscotch',
    prank:
      'HopscotchHallwayTape SidewalkComplimentGrid HopscotchSurpriseTrail HopscotchToTheDoor EndlessHopscotch ChalkArrowHunt',
    educational:
      'SpellingWordHopscotch HopscotchTimesTables RomanEmpireOrigins HopscotchPhonics HopscotchWorldVersions NumberLineHops',
    cooking:
      'HopscotchCookieGrid HopscotchWaffleBoard NumberedSquareBrownies HopscotchSheetCake ChalkPastelMacarons HopscotchToastTiles',
    travel:
      'HopscotchInEveryCity HopscotchAtLandmarks PiazzaChalkGames MarelleInParis HopscotchPassport FindHopscotchAbroad',
    fashion:
      'HopscotchSneakerCheck RetroRecessLayers HopscotchKneeSocks ColorBlockChalkLook ChicHopscotchFit HopscotchSkirtTwirl',
    wellness:
      'MindfulHopscotch HopscotchRecessBreak BarefootGrassHop GratitudeHopscotch HopscotchBreathSteps InnerChildChalk',
    music:
      'HopscotchChantRemix HopscotchPianoGrid PlaygroundRhymeCover HipHopscotchBeat SidewalkDrumPad HopscotchClapAlong',
    art: 'HopscotchRainbowGrid HopscotchMosaicTiles StreetPatternPhoto PaintedHopscotchStone SidewalkChalkGallery HopscotchFromAbove',
    tech: 'LightUpHopscotchMat ProjectorFloorGame PressurePadBuild HopscotchAppCoding AIJudgesMyHopscotch HopscotchStepCounter',
    pet: 'HopscotchWithMyDog ChalkSquareSitStay HopscotchBunnyHop PupHopscotchTrick KittyBlocksTheGrid HopscotchTreatTrail',
    gaming:
      'HopscotchTournament PlatformerLevelIRL HopscotchTrickShots HopscotchBossFight RollAndHopscotch GiantChalkBoardGame',
  },
  'watering can': {
    dance:
      'WateringCanWaltz RainDanceForThePlants WateringCanShuffle SplishSplashStep WaterTheFernsBoogie WateringCanTiptoe',
    fitness:
      'WateringCanFarmerCarry WateringCanCurls HoseReelSquats GardenGymCircuit WaterEveryPlantLunges WateringCanPress',
    funny:
      'WateringTheFakePlant WateringCanPepTalk OverwateredFernDrama WaterThenItRains HouseplantConfessions SpoutAimFail',
    prank:
      'ConfettiWateringCan PlasticPlantSwap GardenFlamingoFlock WateringFairyVisit WateringCanLoveNote WateringCanGnomes',
    educational:
      'BottomVsTopWatering WateringCanVsHose PlantThirstSigns WhyTheSpoutHasARose RainwaterVsTapTest WhyWaterAtDawn',
    cooking:
      'WateringCanCake HerbGardenPesto EdibleFlowerSalad WateringCanPunchBowl WateringCanCookies WatercressSandwiches',
    travel:
      'VintageWateringCanHunt GreenhouseWalkthrough CottageGardenTour RooftopWateringRounds WaterLilyPondWalk WateringCanFleaMarket',
    fashion:
      'CottageGardenLook FloralApronStyle WateringCanFitCheck WaterproofBootRunway WateringCanAccessory WateringDayOveralls',
    speed:
      'WateringCanRelay WaterEveryPlantRace SeedlingTrayIn60 WateringCanFillSprint WateringCanBullseye NoSpillDash',
    music:
      'SingToYourPlants WateringCanRainSounds GardenSerenade WateringCanTrumpet WaterDripBeat WateringCanDrumKit',
    art: 'PaintedWateringCan WateringCanStillLife WateringCanMosaic WatercolorGardenSketch DripPaintWithTheCan UpcycledCanPlanter',
    tech: 'SelfWateringPotBuild BottleDripWateringHack WateringCanSmartTimer AutoWaterBot PlantReminderApp MoistureSensorShowdown',
    pet: 'CatVsWateringCan PetGardenHelper PupChasesTheSprinkle WaterBowlRefill WateringCanPatrolDog KittenInTheWateringCan',
    gaming:
      'WateringCanUpgradeRun GreenhouseTycoon WateringCanSpeedFarm StardewWateringDay CozyHarvestCoOp WaterAllTheCrops',
  },
  'leaf blower': {
    dance:
      'LeafBlowerHairFlip WindMachineMoves LeafBlowerMusicVideo LeafBlowerShuffle LeafBlowerFreezeFrame BlownAwayTwirl',
    fitness:
      'LeafBlowerArmHold LeafBlowerLunges RakeAndSprintIntervals LeafBlowerJumpSquats LeafBlowerYardCardio FallCleanupCircuit',
    prank:
      'LeafBlowerSecretFavor LeafBlowerLawnHeart LeafBlowerBubbleStorm SurpriseLeafPileJump LeafMessageForMom LeafBlowerConfetti',
    educational:
      'HowLeafBlowersWork LeafBlowerBernoulli WhyLeavesChangeColor LeafBlowerDecibelTest LeafBlowerGasOrBattery MulchOrBlowQuiz',
    cooking:
      'LeafBlowerBreakCider MapleLeafShortbread RakeAndBakeDay LeafBlowerHotCocoa LeafBlowerYardChili LeafBlowerPicnicLunch',
    travel:
      'LeafPeepingRoadTrip VermontFoliageDrive LeafBlowerFreeParkWalk EscapeTheLeafBlowers LeafBlowerFallFair LeafBlowerQuietCabin',
    fashion:
      'LeafBlowerFitCheck WindblownHairLook AutumnBootSeason LeafBlowerFlannel LeafBlowerEarmuffs LeafBlowerChic',
    wellness:
      'RakeNotBlowCalm LeafBlowerEarplugZen AutumnSunPause LeafBlowerFreeMorning LeafBlowerSilentSunday LeafBlowerOffBreathe',
    speed:
      'LeafBlowerCupKnockdown LeafBlowerBalloonDash BagTheLeavesTimer LeafBlowerBallRace LeafBlowerYardIn60 LeafPileSpeedSweep',
    music:
      'LeafBlowerRemix LeafBlowerHarmonica LeafCrunchPercussion LeafBlowerBagpipes BlownAwayCover LeafBlowerMowerDuet',
    art: 'LeafBlowerSwirlPhoto LeafRubbingPortraits LeafBlowerPaintDrift LeafBlowerLawnArt LeafBlowerMandala AutumnLeafCollage',
    tech: 'LeafBlowerHovercraft ElectricLeafBlowerTest LeafBlowerAirCannon LeafBlowerTeardown RobotLeafCollector LeafBlowerWindSpeed',
    pet: 'LeafStormPupZoomies LeafBlowerCatHideout QuietRoomForKitty DogVsLeafBlower LeafBlowerCalmPet LeafBlowerFetchGame',
    gaming:
      'LeafBlowerSoccer LeafBlowerBalloonPong LeafPileBossFight LeafBlowerRevolution LeafBlowerSpeedrun YardCleanupLevel',
  },
  'phone call': {
    dance:
      'PhoneCallCordTwirl RingtoneDanceBreak DialToneStep PhoneHoldMusicGroove TelephoneTango PhoneCallPaceShuffle',
    fitness:
      'PhoneCallWalkAndTalk PhoneCallCalfRaises PhoneCallWallSit SquatTillTheyAnswer HoldMusicPlank PhoneChatLunges',
    funny:
      'PhoneCallVoiceSwitch PhoneCallGoodbyeLoop DadOnSpeakerMode PhoneCallRehearsal MomVoicemailReading WhoPhonesAnymore',
    prank:
      'CallYourMomSurprise RetroOperatorGreeting PhoneSerenadeAmbush ComplimentHotline PhoneCallBirthdayCrew TelephoneGameTwist',
    educational:
      'HowPhoneCallsTravel RotaryDialExplained FirstPhoneCallFacts WhyWeSayHello PhoneEtiquetteQuiz TinCanPhoneScience',
    cooking:
      'PhoneCallGrandmaRecipe PhoneCallCookAlong HandsFreeDumplingFold DinnerOnSpeakerphone BakeWithDadByPhone CallYourMomSoupNight',
    travel:
      'PhoneCallFromAbroad RedPhoneBoxHunt TimeZoneCheckIn PayphoneOnEveryTrip CallYourMomPostcard WindPhoneVisit',
    fashion:
      'PhoneCallFitCheck RotaryPhoneClutch PhoneCallLoungeLook VideoCallWaistUp PhoneCaseOutfitMatch DressForTheCall',
    speed:
      'PhoneCallSpeedDial VoicemailInTenSeconds RotaryPhoneRace OneMinutePhoneCatchUp PhonePickupReflex CallMomFromMemory',
    music:
      'PhoneCallSerenade PhoneRingtoneRemix DialToneMelody PhoneCallLullaby CallMeMaybeSingAlong PhoneHoldMusicCover',
    art: 'PhoneCallDoodles RotaryPhoneStillLife TelephoneBoothPainting DescribeAndDrawByPhone PhoneCallPortraitDuel PaintWhileYouCall',
    tech: 'RotaryPhoneRestore TinCanTelephoneBuild PhoneCallAudioTest AIAnswersMyPhone BluetoothPayphoneHack PhoneCallNoiseShowdown',
    pet: 'PhoneCallDogReacts PuppyHearsYourVoice PhoneCallCatCameo KittyStealsThePhone PetsOnSpeakerphone VideoCallTheHamster',
    gaming:
      'CallAndPlayCoOp WouldYouRatherDuel PhoneCallVoiceChess TwentyQsByPhone PhoneTriviaWithMom TelephoneGameNight',
  },
  waterfall: {
    dance:
      'WaterfallRibbonDance WaterfallArmWave RiverStoneHop ChasingWaterfallsMoves CascadeShuffle WaterfallMistTwirl',
    fitness:
      'WaterfallTrailRun StairsToTheFalls CanyonStepUps EarnTheWaterfall WaterfallSummitLunges WaterfallMileCount',
    funny:
      'WaterfallPoseQueue WaterfallTooLoudToHear WetSocksAftermath WaterfallMistHair TrickleNotAWaterfall WaterfallSelfieFail',
    prank:
      'WaterfallSurpriseHike FakeWaterfallBackdrop WaterfallPicnicReveal MiniWaterfallDesk BlindfoldToTheFalls RainShowerSoundtrack',
    educational:
      'HowWaterfallsForm TallestFallsQuiz NiagaraFrozenFacts WaterfallsMoveBackward WaterfallPowersTheCity WaterfallRainbowLab',
    cooking:
      'WaterfallCake ChocolateFountainFalls HoneyDrizzlePour SyrupWaterfallStack BlueJelloWaterfall WaterfallPicnicLunch',
    fashion:
      'WaterfallCardiganLook WaterfallHikeFit SheerLayerFlow WaterfallBraid FlowyDressAtTheFalls WaterproofTrailChic',
    wellness:
      'WaterfallMeditation ForestBathing NegativeIonPause WaterfallSoundBath LetItFlowWaterfall SitByTheWaterfall',
    speed:
      'WaterfallHuntSpeedrun TenWaterfallsOneDay LeafRaceDownstream WaterfallTrailSprint PebbleStackBlitz WaterfallCountdown',
    music:
      'ChasingWaterfallsCover WaterfallFluteSolo RushingWaterAmbient WaterfallEchoSong WaterfallAcoustic WaterfallBeatDrop',
    art: 'WaterfallLongExposure MistRainbowPhoto WaterfallInkWash PaintTheFalls WaterfallPourPainting WatercolorCascade',
    tech: 'WaterfallDroneShot WaterfallGoProMount HydroTurbineModel WaterproofPhoneTest WaterfallNDFilterDuel FallsFinderApp',
    pet: 'WaterfallPupSplash WaterfallCatBackpack RiverbankFetch DogMeetsAWaterfall WaterfallPuppyPaddle SlowMoShakeOff',
    gaming:
      'WaterfallSecretLevel ZeldaShrineHunt WaterfallHiddenCave WaterBucketClutch BlockWaterfallBuild WaterfallSpeedrun',
  },
  mystery: {
    dance:
      'WhodunitShuffle MysteryNoirSway DetectiveTrenchStrut GuessTheMysteryMove MysteryMixFreestyle MysteryMachineGroove',
    fitness:
      'MysteryDiceCircuit ClueHuntCardio MysteryEnvelopeReps MysteryCardWorkout SquatsForTheMystery DetectiveDashDrills',
    funny:
      'MysteryNarratorVoice MysteryFridgeCulprit SherlockImpression TheMissingSockMystery LeftoversMystery ScoobyDooUnmasking',
    prank:
      'MysteryBoxSurprise RiddleToOpenTheDoor MysteryInvisibleInk MysteryClueTrail SecretAdmirerNotes MysteryCookieDrop',
    educational:
      'RiddleLogic101 MysteryForensicsLab AncientMysteryCodes SolveItLikeSherlock CaesarCipherMystery UnsolvedMysteriesQuiz',
    cooking:
      'MysteryBoxCookOff WhodunitDinnerParty MysteryPantryPasta GuessTheSecretSpice MysteryFlavorCupcakes MysteryMealKit',
    travel:
      'MysteryRoadTrip BakerStreetVisit MysteryTrainJourney MysteryTicketReveal CityWideClueHunt MysteryGhostWalk',
    fashion:
      'WhodunitNoirLook MysteryTrenchCoat SherlockCapeAndHat MysteryThriftChallenge MysteryClosetPick MysteryNovelCosplay',
    wellness:
      'MysteryKindnessNote MysteryGratitudeJar SecretGoodDeed CozyMysteryNovel MysteryWalkNoMap MorningRiddleCalm',
    speed:
      'EscapeRoomRecord FindTheCulpritFast MysteryCipherSprint MysteryBoxBlitz MysteryRiddleRapidFire SolveTheMysteryIn60',
    music:
      'MysterySongGuess MysteryNoirSaxophone SuspenseScoreCover MysteryIncThemeJam MysteryHumAlong DramaticStingRemix',
    art: 'MysteryNoirComic SilhouetteSuspects MysteryHiddenPicture SketchTheCulprit MysteryBookCoverRedo MysteryDoodleSwap',
    tech: 'MysteryQRTrail MysteryARClues CipherAppBuild CrackTheMysteryCode SpyGadgetTest UVLightMystery',
    pet: 'MysterySockThiefCam KittenCaseFile MysteryTreatTest MysteryOfTheChewedShoe PetDetectiveCostume MysteryToyHunt',
  },
  'building blocks': {
    dance:
      'BuildingBlocksBoogie PlayroomShuffle BlockTowerFreezeDance BuildItBustAMove BuildingBlockRobot ToyBlocksTwoStep',
    fitness:
      'BuildingBlockSquats PlankBlockTower BlockOnHeadBalance ToyBlocksPickupLunges BuildAndBurpee BuildingBlockBearCrawl',
    funny:
      'ToddlerBlockDemolition BarefootBuildingBlock ToyBlocksMissingPiece BuildingBlockCityMayor BuildNoInstructions TowerCollapseSlowMo',
    prank:
      'BuildingBlockDoorWall ToyBlocksDeskReplica BuildASurpriseCastle BuildingBlockMiniMe MinifigInvasion DreamHouseInBlocks',
    educational:
      'BlockTowerPhysics BuildAStrongBridge BuildingBlockArches BuildingBlockFractions PyramidOfToyBlocks HowBricksAreMade',
    cooking:
      'BuildingBlocksCake BuildingBlockGummies CookieBlockTower ToyBlocksCheeseCastle EdibleBuildingBlocks RiceKrispieBricks',
    travel:
      'BuildYourTripInBlocks ToyBlocksMuseumVisit BuildingBlockMiniCity BuildingBlockLandmarks MiniatureWorldTour BrickBuiltSouvenir',
    fashion:
      'BuildingBlockEarrings ToyBlocksHairClips PrimaryColorLayers BuildABlockBag BlockPartyFitCheck BuildingBlockBrooch',
    wellness:
      'MindfulBuildingHour BuildingBlocksUnwind InnerChildPlaytime OneBlockAtATime BuildSomethingCalm ToyBlocksPlayBreak',
    speed:
      'BuildATowerIn60 SortTheBlocksRace BlindfoldBrickMatch CopycatBuildingDash BuildingBlockShowdown ToyBlocksCleanupBlitz',
    music:
      'BlockTapPercussion ToyBlocksClackRhythm BuildingBlocksBeat BuildAnInstrument TowerTumbleDrumroll BuildingBlockBass',
    tech: 'BuildingBlockRobot ToyBlocksStopMotion BuildingBlockMarbleRun BuildAPhoneStand DigitalBrickDesigner MotorizedBlockCar',
    pet: 'CatVsBlockTower BuildYourPetInBlocks DogKnocksItDown ToyBlocksPuppyMaze BuildingBlockTreatHunt BuildingBlockAgility',
    gaming:
      'BuildingBlocksBattle BrickBuiltArena ToyBlocksStackingDuel BuildABoardGame MinecraftInRealLife BuildingBlockBossLevel',
  },
  principal: {
    dance:
      'PrincipalDanceOff GymFloorTwoStep PrincipalTeachersConga PrincipalMoonwalk PepRallyShuffle PrincipalFlashMob',
    fitness:
      'PrincipalFieldDay PrincipalMorningMile PrincipalPlankVsClass PushUpsWithPrincipal StaffVsStudentsRelay PepRallyBurpees',
    prank:
      'PrincipalBalloonDrop PrincipalStickyNotes PrincipalPieFundraiser PrincipalForADay IntercomDadJoke StaffLoungeTreats',
    educational:
      'AskThePrincipal PrincipalReadAloud PrincipalWordOfTheWeek PrincipalOrPrinciple IntercomTrivia PrincipalMathDare',
    cooking:
      'PrincipalBakeSale LunchLadyCookOff PrincipalChiliContest PrincipalPancakeFlip PrincipalServesTacos TeacherCupcakeDuel',
    travel:
      'PrincipalFieldTrip PrincipalMuseumDay ExchangeStudentWelcome SchoolsAroundTheWorld PrincipalPenPalVisit PrincipalOnTheBus',
    fashion:
      'PrincipalCrazySocks TieDayTuesday BlazerAndSneakers PrincipalSpiritWeek TwinWithThePrincipal PrincipalInPajamas',
    wellness:
      'PrincipalMindfulMinute PrincipalKindnessNote DoorwayHighFives ThankYourPrincipal PrincipalBuddyBench HallwayGratitudeWall',
    speed:
      'FieldDayDash PrincipalNameRecall SpellingBeeLightning OutrunThePrincipal PrincipalSackRace PrincipalCarLineBlitz',
    music:
      'PrincipalKaraoke SchoolSpiritAnthem PrincipalIntercomSong PrincipalRapsTheNews PrincipalOnDrums RecorderRecital',
    art: 'PrincipalCaricature SchoolSpiritPoster HallwayArtGallery DrawThePrincipal PrincipalChalkWelcome PrincipalAsASuperhero',
    tech: 'PrincipalVideoNews PrincipalPodcast SmartClassroomTour PrincipalVsRobot KidsTeachThePrincipal GreenScreenAnnouncer',
    pet: 'PrincipalDogDoesRounds PrincipalPetDay SchoolTherapyBunny ReadToThePrincipalsPup PrincipalCatCameo PrincipalKittenVisit',
    gaming:
      'PrincipalKartFinals FacultyFourSquare SchoolTriviaBowl PrincipalDodgeball BeatThePrincipal PrincipalBossLevel',
  },
  grandkid: {
    dance:
      'GrandmasHouseGroove GrandpaTwistDuet GrandkidTrendRecreate GrandkidDanceOff TeachNanaTheFloss ThreeGenerationShuffle',
    fitness:
      'GrandparentYogaDay PiggybackSquats GrandkidMorningWalk KeepUpWithGrandpa GrandkidStretchBuddy GenerationsPlankOff',
    funny:
      'GrandkidTeachesSlang GrandpaJokeHour GrandmaTextsInEmoji BackInMyDaySkit NanaReactsToMemes GrandkidImpressions',
    educational:
      'ThenAndNowStories GrandkidTeachesTech GrandkidCursiveLesson AskGrandpaAnything FamilyTreeQuiz GrandmasHistoryHour',
    cooking:
      'NanaDumplingFold GrandkidPancakeSunday GrandkidJamJars GrandmasSecretRecipe GrandpaGrillSchool GenerationsCookieSwap',
    travel:
      'GrandkidRoadTrip GrandpaCampingWeekend GrandkidFishingCabin WhereGrandmaGrewUp GrandkidZooDay OldNeighborhoodWalk',
    fashion:
      'GrandkidStylesGrandma GrandpaSweaterFit NanaBroochBorrow GrandkidTwinningDay GrandparentClosetRaid HandKnitScarfSwap',
    wellness:
      'GrandkidPhoneCall GrandparentTeaTime GrandkidPenPalNotes ThankYouGrandma GrandpaStoryNight SlowWalksWithNana',
    speed:
      'GrandparentSpeedQuiz NanaKnitCountdown GrandkidTextingRace BeatGrandpaAtSnap GrandkidPuzzleBlitz GrandmaCardShuffleDash',
    music:
      'GrandkidDuet OldiesSingAlong GrandpaHarmonicaJam GrandmaRatesMyMusic RecorderRecitalForNana GrandparentVinylNight',
    art: 'GrandkidHandprintTile NanaQuiltSquares FamilyTreeArt DrawGrandpaFromMemory PaintWithGrandma GrandkidScrapbookSwap',
    tech: 'GrandkidTechSupport TeachingGrandpaApps NanaVoiceNotes GrandmaVsSmartSpeaker GrandkidRemoteRescue DigitizeOldPhotos',
    pet: 'GrandmasCatApproves GrandkidChickenChores GrandkidPetVisit GrandkidWalksTheDog SpoiledGrandPup FeedingGrandpasFish',
    gaming:
      'GrandkidTeachesGaming NanaKartDebut GrandkidBingoCaller GrandpaCheckersRematch CardSharkGranny GrandmaUnoChampion',
  },
  photography: {
    dance:
      'BurstModeDance ShutterClickStep PhotographyPoseFlow PhotoFinishFreeze PhotoshootStrut PhotographyStrobeMoves',
    fitness:
      'PhotoWalkSteps PhotographerSquats CameraBagStairClimb PhotographyHikeDay PhotoshootLunges GetTheShotSprints',
    funny:
      'PhotographerPoses PhotoshootBloopers BlurryPhotoHallOfFame SayCheeseRefusal DadDirectsTheShoot GroupPhotographyChaos',
    prank:
      'PhotoFrameSwap SurprisePhotoshoot SneakyPhotobomb MagazineCoverOfThem PhotographerForADay CardboardCelebCameo',
    educational:
      'RuleOfThirdsPhoto HowACameraWorks PinholePhotographyBox FirstPhotographEver ApertureInOneMinute PhotographyMythBusters',
    cooking:
      'FoodPhotography PhotoWorthyPlate SteamyRamenCloseup CameraEatsFirst PhotoshootFeast PhotographerBakeOff',
    travel:
      'TravelPhotography CityPhotoWalk GoldenHourHunt ChaseTheAuroraShot PhotographerRoadTrip RooftopPhotoshoot',
    fashion:
      'StreetStylePhoto FitPicPose FashionPhotoshoot PhotographerChic CameraStrapAccessory PhotographyLookbook',
    wellness:
      'MindfulPhotography GratitudePhotoADay GoldenGlowPause PhotographySkyDiary SlowShutterBreathing PhotographerSunrise',
    speed:
      'PhotoScavengerRace OneMinutePhotoshoot ShutterCountdown SnapItFast PhotographyABCSprint PhotographerQuickDraw',
    music:
      'AlbumCoverPhoto ConcertPhotography LiveGigShutter SnapOnTheBeat PhotographerBandShoot PhotoshootMusicVideo',
    tech: 'PhoneVsCameraPhoto PhotographyGearSetup DroneAerialShoot EditingAppShowdown PhotographerPresetSwap AIPhotoshootTest',
    pet: 'PetPhotoshoot TreatForAPhoto PhotographyDogZoomies KittyWindowLight PhotographerVsPuppy SlowShutterWhiskers',
    gaming:
      'PhotoModeChallenge InGamePhotography ScreenshotSafari PokemonSnapIRL VirtualPhotoshoot PhotographerQuestLine',
  },
  'mothers day': {
    dance:
      'MothersDayKitchenWaltz MomAndMeDanceOff ThroughTheYearsMoves MotherSonSlowSway MothersDayShuffle MotherDaughterTwirl',
    fitness:
      'MothersDayFunRun StrollerPowerWalk MomAndMeWorkout MotherNatureHike MothersDayYogaFlow MotherDaughterRally',
    funny:
      'MothersDayGiftFails MomsDayOffSkit WhatMamaReallyWants ImpersonateYourMother MothersDayKidQuotes MothersDayBurntToast',
    educational:
      'MothersDayAnnaJarvis AnimalMothersInNature MomFunFactsQuiz MothersDayWorldTour MamaInEveryLanguage WhyMothersDayIsInMay',
    cooking:
      'MothersDayBrunch MomsFavoriteRecipe MothersDayCrepes BreakfastInBedSurprise MothersDayBouquetBake MotherDaughterCookOff',
    travel:
      'MothersDayPicnic MomAndMeTrip HometownMemoryLane MothersDayGardenWalk MotherNatureEscape MothersDaySeaside',
    fashion:
      'MothersDayTwinning MothersDayCorsage WearMamasOldBlouse MotherDaughterFitCheck MothersDayFloralGlam MomStylesMe',
    wellness:
      'MothersDaySelfCare MomsDayOffRelax QuietGardenMorning LetterToMyMother MothersDaySpaAtHome MotherNatureWalk',
    speed:
      'MothersDayChoreRace MothersDayShineSprint MomsDayOffCleanupDash BeforeMotherWakes MothersDayBouquetBlitz MothersDayTidyTimer',
    music:
      'SerenadeForMom MothersDayUkulele MothersDayLullabyCover MamaMiaSingAlong MothersDayKaraoke MothersFavoriteSong',
    art: 'MothersDayCard FlowerBouquetCraft MemoryJarCollage PaintYourMother MothersDayHandprints MothersDayPaperRoses',
    tech: 'MothersDaySlideshow TechHelpForMom PhotoScanProject MothersDayMontage AIRestoresMothersPics MothersDayQRCard',
    pet: 'FurBabyPortrait MothersDayForPetMoms MothersDayCatCuddles MothersDayPuppyCard DogMotherAppreciation PawPrintBouquet',
    gaming:
      'MothersDayTrivia MarioKartWithMama MothersDayBingoBrunch MomPicksTheGame MotherOfAllRematches MothersDayScrabble',
  },
  bathrobe: {
    dance:
      'BathrobeBoxerEntrance SlipperShuffleDance LoungeLizardSway BathrobeCapeTwirl SundayBathrobeBoogie BathrobeBeltSpin',
    fitness:
      'BathrobeShadowboxing BathrobeToGymFlip PostShowerPushUps RockyRobeStairs BathrobeBeltStretch BathrobeWorkoutDare',
    funny:
      'BathrobeBossEnergy BathrobeMailboxDash BathrobeSuperheroCape BathrobeOnVideoCall RobeLikeRoyalty SlippersAndSwagger',
    prank:
      'BathrobeWithYourFace WarmBathrobeSurprise BathrobeDuckPocket MatchingBathrobeAmbush SillyMonogramRobe DressingGownSwap',
    educational:
      'HowBathrobesAreMade WhyTerryClothAbsorbs YukataEtiquette BathrobeBoxerLore WaffleVsPlushBathrobe BathrobeOriginQuiz',
    cooking:
      'BathrobeBrunchSpread LazyMorningPancakes SpaDayCucumberWater BathrobeAndWaffles BathrobeCocoaNight BathrobeOmeletteHour',
    travel:
      'HotelBathrobeReview BathrobeOnsenTown HotSpringsWeekend YukataStroll BathrobeRoomService BathrobeBalconyBrunch',
    fashion:
      'BathrobeCoatRestyle SilkRobeThreeWays KimonoCardiganLook BathrobeRunwayWalk BathrobeButMakeItChic BathrobeBeltBow',
    speed:
      'BathrobeQuickChange BathrobeToDressedIn60 TowelTurbanTimer BathrobeBeltBlitz FoldTheBathrobeFast MailboxAndBackDash',
    music:
      'BathrobeCroonerCover ShowerSongEncore SteamyMirrorKaraoke BathrobeRockstar BathrobeJazzHour SinatraInABathrobe',
    art: 'BathrobeMonogramDIY TieDyeBathrobe BathrobeSelfPortrait BathrobeEmbroidery RobeBlockPrint CozySketchSunday',
    tech: 'HeatedBathrobeTest BathrobePocketSpeaker WearableSpaGadgets SmartMirrorMorning BathrobeAutomation BathrobeTowelWarmer',
    pet: 'BathrobeBeltChase BathrobePocketKitten PuppyBurritoWrap CatStealsMyBathrobe MatchingDogBathrobe PetSpaDayRobe',
    gaming:
      'BathrobeBossBattle BathrobeWizardCosplay SlipperSocksTourney BathrobeLANParty CozyCoOpInRobes BathrobeSpeedrun',
  },
  'haunted house': {
    dance:
      'HauntedHouseBallroom SkeletonJiggle HauntedHouseGhostGlide HauntedThrillerMoves CreakyFloorShuffle HauntedMonsterMash',
    fitness:
      'JumpScareBurpees HauntedHouseStairClimb HauntedHouseCircuit ZombieWalkLunges HauntedHallwaySprints HauntedSkeletonSquats',
    prank:
      'HauntedHouseAtHome GlowEyesInTheBushes HauntedHouseCandyTrail FriendlySheetGhost HauntedHallwayGiggles HauntedDoorbellTune',
    educational:
      'WhyOldHousesCreak HauntedHouseScience HauntedHouseFolklore AdrenalineRushLab HauntedMythBusters HauntedLegendOrigins',
    cooking:
      'CobwebCakePops GhostMeringues HauntedHousePunchBowl HauntedGingerbread HauntedMummyPizza HauntedSnackBoard',
    travel:
      'HauntedHouseTour HauntedOldTownWalk HistoricMansionVisit HauntedCastleStay WinchesterMysteryHouse HauntedHotelCheckIn',
    fashion:
      'HauntedHouseCostume CobwebLaceLook SpookyChicBlack HauntedVelvetCape HauntedVictorianGlam HauntedButlerSuit',
    wellness:
      'HauntedNightWindDown CozyAfterScareTea HauntedHouseLaughItOff HauntedHouseCalmCorner HauntedBraveryBadge BoxBreathingInTheDark',
    speed:
      'HauntedHouseSpeedrun HauntedHouseKeyHunt CobwebDecorDash EscapeTheHauntedHouse HauntedSetupBlitz PumpkinPaintTimer',
    music:
      'CreakyDoorRemix HauntedHouseTheremin HauntedHouseOrganFugue HauntedMonsterMash HauntedPianoTune SpookyScarySingAlong',
    art: 'HauntedHouseDiorama CobwebStringArt HauntedHouseSilhouette PaintAHauntedHouse CardboardHauntedHouse GhostlyInkBlots',
    tech: 'AnimatronicSkeleton HauntedHouseFogMachine MotionSensorSpookBuild HauntedSmartLights HauntedHologramHack HauntedSoundboard',
    pet: 'HauntedHouseBlackCat PupPumpkinCostume HauntedHousePetReacts HauntedHouseDogPatrol SheetGhostKitty HauntedTreatTrail',
    gaming:
      'HauntedHouseEscapeRoom HauntedCoOpNight HauntedHouseClueRound BetrayalAtTheHouse LuigisMansionRun HauntedBossLevel',
  },
  frisbee: {
    dance:
      'FrisbeeToeTapFlow FrisbeeTwirlThrow DiscSpinDance FrisbeeFreestyleJam FrisbeeVictoryShuffle FlyingSaucerGroove',
    funny:
      'FrisbeeStuckInTree FrisbeeWindBetrayal FrisbeeDogStealsIt TypesOfFrisbeeThrowers DadsFrisbeeForm ReturnTheStrangersDisc',
    prank:
      'FrisbeeNoteDelivery SurpriseParkGame BackyardDiscGolfSetup FrisbeeWithTheirFace GlowFrisbeeAmbush FrisbeeComplimentToss',
    educational:
      'WhyDiscsGlide FrisbeePieTinOrigin BernoulliLiftLesson FrisbeeSpinScience FrisbeeAngleExperiment FrisbeeFlightQuiz',
    cooking:
      'FrisbeeSizedPancake FlyingSaucerBurgers DiscShapedCookies FrisbeePizzaToss FrisbeeFuelSnacks FrisbiePieBake',
    travel:
      'FrisbeeBeachDay FrisbeeAtLandmarks PickupGameAbroad DiscGolfRoadTrip FrisbeeInEveryCity FrisbeeCampsiteToss',
    fashion:
      'FrisbeeJerseyFit UltimateTeamKit FrisbeeVisorStyle DiscGolfDrip FrisbeeSockGame FrisbeeParkLook',
    wellness:
      'FrisbeeSunsetToss FrisbeeCatchAndChat LowKeyThrowAround BarefootFrisbee FrisbeeNoScoreHour SlowFlightUnwind',
    speed:
      'FrisbeeHoopBlitz TenTossCountdown FrisbeeRelay FrisbeeCatchIn60 FrisbeeBullseyeDash DiscGolfSpeedRound',
    music:
      'FrisbeeDrumSolo FrisbeeTambourine TossToTheBeat CatchOnTheDownbeat FrisbeeParkAnthem FrisbeeLoFiMix',
    art: 'DiscDotArt FrisbeeLongExposure ThrowMotionSketch PaintYourFrisbee FrisbeeMandala FrisbeeWallDisplay',
    tech: 'FrisbeeSlowMo FrisbeeLEDBuild FrisbeeDroneFollow FrisbeeCamPOV SmartDiscTracker AppRatesMyThrow',
    pet: 'FrisbeeTrickTraining BorderCollieAirtime FrisbeeSoftFetch PupsFirstFrisbee FrisbeeDogVsMe KittenFrisbeeChase',
    gaming:
      'FrisbeeKanJam TicTacTossBoard FrisbeeGolfScorecard UltimateFrisbeeFinals FrisbeeTargetBingo HoleInOneHunt',
  },
};
