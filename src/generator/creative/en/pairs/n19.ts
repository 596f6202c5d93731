import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  scarecrow: {
    dance:
      'DanceLikeAScarecrow ScarecrowFreezeFrame FloppyScarecrowShuffle ScarecrowStrawStomp HayBaleScarecrowHoedown ScarecrowWobbleWalk ScarecrowTwoStep StiffArmScarecrowSwing',
    fitness:
      'ScarecrowArmHold FloppyScarecrowStretch OneLegScarecrowBalance CarryTheScarecrow ScarecrowJumpingJacks FarmScarecrowCircuit ScarecrowYogaPose ScarecrowPlankOff',
    funny:
      'ScarecrowPOV IfScarecrowsCouldTalk BirdsIgnoreMyScarecrow ScarecrowJobInterview ScarecrowStaringContest WorstScarecrowEver ScarecrowOnAMonday LeastScaryScarecrow',
    prank:
      'ScarecrowAtDinner ScarecrowWearsDadsCoat ScarecrowTookMySeat CouchPotatoScarecrow ScarecrowWavesHello SneakyScarecrowSwap GameNightScarecrow StrawHatScarecrowTwin',
    educational:
      'WhyScarecrowsWork ScarecrowsAroundTheWorld HowToStuffAScarecrow ScarecrowScienceTest SayScarecrowIn5Languages ShinyTapeVsScarecrow TheFirstScarecrows ScarecrowKnotTying',
    cooking:
      'ScarecrowMiniPizzas ScarecrowCupcakes DecorateAScarecrowCookie PretzelArmScarecrows ScarecrowSnackBoard HarvestScarecrowToast VeggieTrayScarecrow PancakeScarecrowFace',
    travel:
      'ScarecrowFestivalTrip ScarecrowSpottingWalk FarmScarecrowSelfie HarvestFairScarecrow PumpkinPatchScarecrow ScarecrowTrailMap BestScarecrowInTown CornMazeScarecrowHunt',
    fashion:
      'ScarecrowMakeupLook ScarecrowFlannelFit CuteScarecrowCostume ScarecrowPatchworkJeans LastMinuteScarecrow ScarecrowFrecklesGlam DressLikeYourScarecrow ThriftStoreScarecrow',
    wellness:
      'ScarecrowStillnessMinute FloppyScarecrowRelax GardenScarecrowMorning ScarecrowWithGrandma ScarecrowArmStretch AutumnScarecrowStroll SunsetScarecrowSit CozyScarecrowCocoa',
    speed:
      'StuffAScarecrowRace ScarecrowDressUpDash ScarecrowIn60Seconds ScarecrowRelay ScarecrowSpeedBuild OneMinuteScarecrowSketch TimedScarecrowHatToss QuickChangeScarecrow',
    music:
      'SingToTheScarecrow LonelyScarecrowBallad ScarecrowBucketBeat ScarecrowLullaby ScarecrowRapBattle BirdsongScarecrowChoir ScarecrowCountryTwang KaraokeWithAScarecrow',
    tech: 'TimelapseScarecrowBuild ScarecrowFaceFilter StopMotionScarecrow ScarecrowBirdCam GreenScreenScarecrow TalkingScarecrowVoiceover PanoramaScarecrowGlitch CloneMeScarecrowTrick',
    pet: 'PuppySniffsScarecrow PetScarecrowPhotoOp ScarecrowRecallGame CatNapByTheScarecrow WalkiesPastScarecrows ScarecrowPawtrait ScarecrowSitAndStay BunnyScarecrowGarden',
    gaming:
      'ScarecrowFreezeTag PinTheHatOnScarecrow ScarecrowCharades ScarecrowHideAndSeek DontBlinkScarecrow ScarecrowSimonSays CrowsAndScarecrows SpotTheRealScarecrow',
  },
  'onion rings': {
    dance:
      'OnionRingHulaTwirl PassTheOnionRing OnionRingDipAndSpin DinerOnionRingJive OnionRingLineDance BasketOfOnionRingsBop KetchupOnionRingShimmy OnionRingMoonwalk',
    fitness:
      'HulaHoopLikeAnOnionRing SquatForOnionRings OnionRingPlankReach OnionRingsWallSit OnionRingLungeLadder JogToOnionRings StarJumpsThenOnionRings OnionRingsArmCircles',
    funny:
      'OnionRingMonocle ProposeWithAnOnionRing OnionRingBinoculars TheLastOnionRing WhoAteMyOnionRings DadJokeOnionRings SlowMoOnionRingBite FirstDateOnionRings',
    prank:
      'OnionRingJewelryBox OnionRingsRiddleNote SneakAnOnionRing HideTheOnionRings OnionRingsClueHunt FeltOnionRingKeychain OnionRingsPaperChain SurpriseOnionRingDelivery',
    educational:
      'OnionRingGeometry OnionRingTearScience WhyOnionRingsCrunch CountTheOnionRingLayers SayOnionRingsInSpanish OnionRingsHistory HowToSliceOnionRings OnionRingsFunFacts',
    travel:
      'DinerOnionRingCrawl BestOnionRingsInTown OnionRingsAbroad OnionRingPicnicPack RateLocalOnionRings OnionRingCityMap StateFairOnionRings BeachShackOnionRings',
    fashion:
      'OnionRingHoops OnionRingBling CrownOfOnionRings GoldenOnionRingGlam DressLikeAnOnionRing OnionRingNecklace OnionRingColorPalette CrispyOnionRingCostume',
    wellness:
      'MindfulOnionRingBite ShareYourOnionRings OnionRingTreatDay OvenBakedOnionRings OnionRingCircleBreath OnionRingsWithGrandpa NoPhoneOnionRingLunch SunsetOnionRingPicnic',
    speed:
      'OnionRingStackRace OnionRingPegToss OnionRingsSpoonDash SortOnionRingSizes ChopstickOnionRingRelay PopApartOnionRings ThreadOnionRingsTimed OnionRingBasketBlitz',
    music:
      'OnionRingCrunchBeat OnionRingJingle OdeToOnionRings OnionRingRapVerse DinerOnionRingDuet SingYourOnionRingOrder OnionRingOpera CountryOnionRingBallad',
    art: 'OnionRingStampArt OnionRingStillLife ClayMiniOnionRings OnionRingSketchOff PixelOnionRings FaceMadeOfOnionRings WatercolorOnionRings PaperOnionRingGarland',
    tech: 'StopMotionOnionRings SlowMoOnionRingCrunch OnionRingASMRMic TimelapseOnionRingBake OnionRingMacroShot AIRatesMyOnionRings OnionRingPortraitMode OnionRingPhotoEdit',
    pet: 'OnionRingsLeaveItCue NoOnionRingsForPets FeltOnionRingCatToy RopeOnionRingTug OnionRingsOutOfReach SqueakyOnionRingPlush OnionRingsSafeSwaps OnionRingsHoopJump',
    gaming:
      'OnionRingToss OnionRingTicTacToe GuessTheOnionRingDip LastOnionRingStanding OnionRingTowerGame OnionRingCurling FlickAnOnionRing BingoWithOnionRings',
  },
  'dragon fruit': {
    dance:
      'DragonFruitSalsaStep PassTheDragonFruit DragonFruitLimbo TropicalDragonFruitHula PinkDragonFruitShimmy DragonFruitHeadBalance DanceForDragonFruit SpeckledDragonFruitSpin',
    fitness:
      'PinkDragonFruitStretch DragonFruitBalanceWalk DragonFruitPlankPass PostWorkoutDragonFruit DragonFruitWoodChop DragonFruitLungeStep TropicalDragonFruitHIIT BeachRunDragonFruit',
    funny:
      'DragonFruitExpectations FirstBiteOfDragonFruit DragonFruitOrAlienEgg GrandmaTriesDragonFruit DragonFruitPinkTongue TalkingDragonFruitPOV BlandestDragonFruitEver AdoptADragonFruit',
    prank:
      'FoundADragonFruitEgg GooglyEyesDragonFruit MyNewPetDragonFruit DragonFruitLoveNote DragonFruitPhoneCall DragonFruitMysteryBox DragonFruitTinyHat HelloMyNameIsDragonFruit',
    educational:
      'IsDragonFruitACactus DragonFruitBloomsAtNight GrowYourOwnDragonFruit HowToPickADragonFruit WhatMakesDragonFruitPink SayDragonFruitInSpanish EstimateDragonFruitSeeds DragonFruitCrossSection',
    travel:
      'DragonFruitFarmVisit DragonFruitMarketHunt TropicalDragonFruitTrip DragonFruitInVietnam StreetStallDragonFruit DragonFruitBeachSnack HikeWithDragonFruit FindDragonFruitAbroad',
    fashion:
      'SpeckledDragonFruitNails DragonFruitMakeupLook DragonFruitPrintShirt HotPinkDragonFruitFit DressLikeADragonFruit DragonFruitColorBlock DragonFruitClayEarrings TieDyeDragonFruitTee',
    wellness:
      'MindfulDragonFruitTaste DragonFruitFiveSenses DragonFruitSpaWater DragonFruitGlowMorning ShareADragonFruit DragonFruitSunsetSnack SlowSundayDragonFruit HydrateWithDragonFruit',
    speed:
      'DragonFruitPeelRace DragonFruitSpoonRelay DragonFruitBowlIn60s ScoopADragonFruitFast DragonFruitBlenderBlitz MelonBallDragonFruitDash QuickDrawDragonFruit RapidDragonFruitQuiz',
    music:
      'DragonFruitLoveSong UkuleleDragonFruitTune DragonFruitBowlDrums DragonFruitSoundLoop PinkDragonFruitPopHit TropicalDragonFruitDuet DragonFruitLullaby BeatboxForDragonFruit',
    art: 'DragonFruitJuicePainting DragonFruitDotArt SketchADragonFruitHalf ClayDragonFruitCharm WatercolorDragonFruit DragonFruitScaleDoodle PinkDragonFruitMural MosaicOfDragonFruit',
    tech: 'SlowMoDragonFruitSplit CloseUpDragonFruitMacro TimelapseDragonFruitRipen DragonFruitColorPicker AIGuessesDragonFruit DragonFruitWallpaper MakeADragonFruitEmoji SpinDragonFruit360',
    pet: 'ParrotLovesDragonFruit DogTriesDragonFruit TortoiseDragonFruitLunch DragonFruitKittyNap HamsterDragonFruitNibble BunnyMeetsDragonFruit PetReactsToDragonFruit DragonFruitPlushFetch',
    gaming:
      'DragonFruitHotPotato BlindfoldGuessDragonFruit DragonFruitTriviaNight HideAndSeekDragonFruit DragonFruitMemoryMatch ISpyADragonFruit DragonFruitEggAndSpoon StackTheDragonFruitCubes',
  },
  crate: {
    dance:
      'RecordCrateShuffle CrateDiggerGroove CrateBoxStep CrateChairDance FruitCrateSamba PopOutOfTheCrate MarketCrateMambo UnpackTheCrateBoogie',
    fitness:
      'LoadedCrateCarry CrateOfBooksSquat CratePushSprint LiftTheCrateRight CrateRowHold GymInACrate CrateCurlLadder PlankCrateTap',
    funny:
      'CrateExpectations CatSitsInEveryCrate ThatOneCrateInTheGarage DramaticCrateReveal CrateFullOfCables MomsCrateOfLids CrateUnboxingFail MovingDayCratePOV',
    prank:
      'CrateFullOfBalloons GiftWrappedCrate CrateOverTheRemote CrateOfRubberDucks PingPongCrateAvalanche StickyNoteCrate CrateTreasureRiddle PlushieFilledCrate',
    educational:
      'WhyCratesHaveSlats CrateVolumeMath RecyclingCrateSort LiftACrateSafely PackACrateLikeAPro SandAWoodenCrate HowDogsSeeTheirCrate UpcycleACrateBasics',
    cooking:
      'FarmCrateMysteryBox VeggieCrateCookOff CrateOfApplesPie PicnicCrateSpread CrateHerbGardenPesto MarketCrateSoup ClearTheFruitCrate BreadCrateBrunch',
    travel:
      'CampingCrateKitchen EverythingInOneCrate FleaMarketCrateHunt CrateDiggingAbroad BeachCrateSetup CrateOfSouvenirs ParkDayCrate VanLifeCrateTour',
    fashion:
      'FitFromTheCrate CrateOfThriftFinds ShoeCrateDisplay GrandmasCrateOfHats CrateCapsuleWardrobe ScarfCrateStyling CrateClosetMakeover SunglassesCrateTryOn',
    wellness:
      'DeclutterOneCrate CrateOfComfortItems ReadingNookCrate CrateGardenTherapy FoodBankCrateDrive MemoryCrateNight TimeCapsuleCrate SlowSundayCrateSort',
    speed:
      'PackTheCrateRace CrateSortSprint EmptyCrateRelay CrateRecyclingRush LaundryCrateDash ToyCleanupCrateBlitz CrateAssemblyTimer BeatTheClockCrate',
    music:
      'CrateDrumSolo CajonStyleCrateBeat CrateDiggingPlaylist BuskWithACrate RecordCrateDJSet CrateFullOfShakers FamilyCrateJam WoodenCrateRhythm',
    art: 'StencilACrate VintageCrateLabelArt MiniCrateDiorama UpcycledCrateShelf ChalkboardPaintCrate DecoupageCrateLid CrateSunsetMural FruitCrateCollage',
    tech: 'CrateCableOrganizer PetCamOnTheCrate OldTechCrateDive CrateHeadphoneHanger TimelapseCrateBuild QRLabelEveryCrate CrateDeskSetupTour RetroConsoleCrate',
    gaming:
      'CrateBasketball GuessWhatsInTheCrate BoardGameCrateNight SupplyCrateScavenger CrateCornhole CrateMarbleMaze OldConsoleCrateDig CrateBowlingAlley',
  },
  'spice rack': {
    dance:
      'SpiceRackShimmy SalsaByTheSpiceRack SpiceRackMaracaMambo CinnamonSpiceRackSwing KitchenSpiceRackBoogie SpiceRackJarSpin PickASpiceRackMove SpiceRackTwoStep',
    fitness:
      'SpiceRackToeTouches SpiceRackSquatSort CalfRaisesAtMySpiceRack SpiceRackGripTest BalanceASpiceRackJar WallSitSpiceRackQuiz SpiceRackStretchBreak CircuitByTheSpiceRack',
    funny:
      'ExpiredSpiceRackAudit SpiceRackPersonalities FourPaprikasSpiceRack SpiceRackDramaPOV MomsSpiceRackRules SpiceRackNeverUsed GrandmasMysterySpiceRack DadVsTheSpiceRack',
    prank:
      'SpiceRackAlphabetMixUp UpsideDownSpiceRack GooglyEyesOnSpiceRack RubberDuckSpiceRack SpiceRackPhotoBomb SpiceRackSecretNote BackwardsSpiceRack TinyHatsOnSpiceRack',
    educational:
      'SpiceRackWorldMap SpiceRackPlantParts SpiceRackShelfLife SpiceRackTradeRoutes HowToOrganizeASpiceRack PriciestSpiceRackPick WhySpiceRackJarsAreDark CountriesOfTheSpiceRack',
    travel:
      'SpiceRackSouvenirs CampingSpiceRackKit SpiceRackPassport FillTheSpiceRackAbroad SpiceRackMarketCrawl SpiceRackFromTheBazaar VacationSpiceRackHaul HostelSpiceRackShare',
    fashion:
      'SpiceRackColorPalette DressLikeYourSpiceRack PickASpiceRackOutfit SpiceRackNailSwatches SpiceRackSweaterHues AutumnSpiceRackLook SpiceRackJewelTones ThriftASpiceRackFit',
    wellness:
      'SpiceRackCalmCooking GoldenMilkSpiceRack SpiceRackTidyReset GrandmasSpiceRackScent SpiceRackTeaTime SpiceRackFiveSenses ShareASpiceRackBlend DrawerSachetSpiceRack',
    speed:
      'SpiceRackAlphabetSort SpiceRackLidMatch RefillTheSpiceRackRace LabelTheSpiceRackFast SpiceRackMemoryDash FindItOnTheSpiceRack RainbowTheSpiceRack BeatTheClockSpiceRack',
    music:
      'SpiceRackShakers SpiceRackJarXylophone RapTheSpiceRackAtoZ KitchenBandSpiceRack SpiceRackJingle TapTheSpiceRackLids SpiceRackHarmonyDuet OperaForTheSpiceRack',
    art: 'SpiceRackPigmentPaint SpiceRackSandArt SpiceRackLabelLettering SpiceRackMandala SketchTheSpiceRack TurmericSpiceRackPortrait MiniClaySpiceRack ShadowBoxSpiceRack',
    tech: 'SpiceRackInventoryApp QRCodeSpiceRack SpiceRackExpiryAlerts SpiceRackMacroShots SpiceRackStopMotion AIRecipeFromSpiceRack SpreadsheetTheSpiceRack PrintableSpiceRackLabels',
    pet: 'ToxicOrNotSpiceRack SpiceRackOutOfPawReach SpiceRackTreatStation BirdSafeSpiceRackHerbs SpiceRackLeashHooks PetNamesFromSpiceRack SpiceRackGroomingKit FishFlakesSpiceRack',
    gaming:
      'SpiceRackCharades SpiceRackBingo SpiceRackHangman WhichSpiceRackJarMoved SpiceRackTrivia ISpyOnTheSpiceRack TwentyQuestionsSpiceRack TicTacToeSpiceRack',
  },
  wool: {
    dance:
      'WoollyJumperJive PassTheWoolBall WoolScarfTwirl WoolMittenJazzHands WoolHatHeadBob TangoInAWoolCoat CozyWoolSlowDance WaltzInWoolSocks',
    fitness:
      'WoolMittenBoxing WoolSockSliders WinterWoolRun WoolBlanketYogaFlow FrostyWoolHatHike SquatPerWoolRow WoollyJumperJacks StretchWithAWoolScarf',
    funny:
      'WoolSweaterShrank ItchyWoolPOV SheepWantsItsWoolBack WoollyMammothImpression WoolSocksWithSandals TangledWoolDisaster WoolHatHairReveal WhenGrandmaBuysWool',
    prank:
      'WoolWrappedChair CurlyWoolWigForTeddy WoolCozyOnTheRemote TinyWoolHatsEverywhere WoolMugSleeves WoolPompomPillow FridgeInAWoolSweater KeysInABallOfWool',
    educational:
      'HowWoolBecomesYarn WoolVsCottonTest WoolUnderAMagnifier KnitYourFirstWoolRow SheepBreedsWoolQuiz WhyWetWoolStaysWarm OnionSkinWoolDye SpinWoolWithAPencil',
    cooking:
      'WoolBallCakePops KnittedWoolCake WoollySheepCupcakes WoolSweaterCookies CozyWoolSoupNight HotCocoaInWoolMitts WoolPompomDonuts LambAndWoolPicnic',
    travel:
      'SheepFarmWoolTour WoolMillVisit PackOnlyWool WoolSocksHikeTest WoolFestivalDay LocalWoolShopHunt WoolSouvenirScarf CampingInWoolLayers',
    fashion:
      'WoolScarfTenWays ThriftedWoolSweater ChunkyWoolKnitLook WoolCoatFitCheck WoolBeretStyle WoolSocksAndLoafers WinterWoolLayering GrandpasWoolVest',
    wellness:
      'WoolBlanketCocoon WoolSocksBedtime KnitWoolToUnwind MindfulWoolWinding WoolHatsForShelters CozyWoolTeaHour SqueezeAWoolPompom FeltingWoolMeditation',
    speed:
      'WindTheWoolBallRace FingerKnitWoolSprint UntangleTheWoolFast WoolPompomIn60s WoolSockMatchBlitz BundleUpInWoolDash WoolScarfTieTimer ColorSortWoolScraps',
    music:
      'HaveYouAnyWoolRemix WoolSockPuppetDuet WinterWoolLullaby WoolMittenClapBeat WoolSweaterKaraoke FolkSongForWool ShepherdWoolWhistle HumWhileKnittingWool',
    tech: 'TimelapseWoolScarf WoolStopMotionSheep WoolGloveTouchscreen WoolPatternFromPhoto AIDesignsMyWoolSweater WoolRowCounterApp CozyWoolPhoneSock MacroZoomOnWool',
    pet: 'FeltedWoolCatCave WoolThrowCuddles KnitAWoolPetBed WoolBlanketsForShelters WoolYarnOutOfReach WoolRugZoomies SunnySpotWoolNap LintRollerVsWool',
    gaming:
      'PassTheWoolWeb CatsCradleWithWool WoolLaserMaze UnwrapTheWoolBall PompomWoolCurling WoolMemoryMatch WoolTailStickerGame StrawBlowWoolRace',
  },
  ginger: {
    dance:
      'GingerSnapClicks GingerbreadManShuffle GingerKickLine GingerZingShimmy ZestyGingerSalsa FizzyGingerAleBounce TeaTimeGingerWaltz SpicyGingerTwist',
    fitness:
      'RunLikeAGingerbreadMan GingerKickBoxing AfterGymGingerShot GingerZingHIIT GingerSnapTabata GingerTeaCooldown WarmUpWithGinger SpicyGingerCircuit',
    funny:
      'GingerCatJudgesMe MyGingerbreadHouseFail GingerMugMustache GingerAleNoseTickle GingerSnapDunkDisaster HarshGingerCookieCritic PickledGingerSurprise NameYourGingerRoot',
    prank:
      'TheGingerbreadManEscaped WhoStoleTheGingerSnaps GingerInTheStocking GingerTeaBagOrnaments GingerRootRemote GingerCatPhotoBomb OpenTheGingerCookieTin BouquetOfGinger',
    educational:
      'GingerIsARhizome GrowGingerFromScraps WhyGingerTastesHot GingerVsTurmericTest GingerbreadEngineering AnatomyOfGingerRoot GingerPlantCousins MapTheGingerSpiceTrade',
    travel:
      'GingerbreadMarketCrawl PlaneRideGingerAle StreetFoodGingerHunt GingerFarmVisit GingerTeaOnTheTrain TryGingerAbroad CityWalkGingerLatte HikingGingerSnapStash',
    fashion:
      'GingerbreadSweaterFit CozyGingerToneLayers WarmGingerMakeupLook GingerNailsForFall GingerCatPrintShirt ClayGingerSnapEarrings GingerKnitBeanie MonochromeGingerOutfit',
    wellness:
      'GingerTeaSlowSip MorningGingerShot GrowAGingerPlant GingerbreadWithGrandma LemonGingerWater GingerZestSniffBreak NeighborGingerCookies CozyGingerEvening',
    speed:
      'SpoonPeelGingerDash BeatTheGingerbreadMan GingerSnapStackRace GingerCookieRelay GingerWordScramble LemonGingerSqueezeOff FindTheGingerBlindfolded GingerPuzzleSprint',
    music:
      'GingerSnapBeats GingerbreadChoir GingerAleFizzLoop ZestyGingerAnthem CozyGingerTeaAcoustic KazooGingerJam RapAboutGingerRoots LullabyForAGingerCat',
    art: 'GingerbreadDesignOff SketchAGingerRoot GingerTeaStainedPaper GingerStampPrints PaintYourGingerCat ClayGingerSnapMinis GingerAleLabelArt DoodleGingerCharacters',
    tech: 'SproutingGingerTimelapse GingerbreadManAnimation SlowMoGingerSnapBreak GingerRootASMRPeel AskAIForGingerRecipes GingerZestMacroShot EditAGingerCatVideo GingerTeaTimerApp',
    pet: 'GingerCatEnergy GingerKittenFirstDay SunbeamGingerTabby PuppyNamedGinger GingerDogGlowUp DrawYourGingerPet WhoseGingerIsFluffier SnoozyGingerFurball',
    gaming:
      'GingerbreadManChase GingerSnapCards GuessGingerOrTurmeric TwentyQuestionsGinger WouldYouRatherGinger GingerCookieCheckers FindTheHiddenGinger SpotTheGingerCat',
  },
  'trail mix': {
    dance:
      'ShakeTheTrailMixBag TrailMixShuffle HikingBootTrailMixStomp RaisinTheRoofTrailMix TrailMixHoedown TrailMixTwoStep SnackBreakTrailMixBop ForestTrailMixSway',
    fitness:
      'HikeForTrailMix TrailMixHillRepeats TrailMixRuckMarch TrailMixPerMile PowerWalkTrailMix RefuelWithTrailMix LungeToTheTrailMix TrailMixStepCount',
    funny:
      'TrailMixTierList TrailMixPersonality TrailMixForTheCouch ChocolateThiefTrailMix AllRaisinsTrailMixPOV FiveMinuteHikeTrailMix TrailMixInMyPocket GrandpasSecretTrailMix',
    prank:
      'GiantTrailMixBag TrailMixSecretNotes TrailMixTreasureMap TrailMixSquirrelLabel TinyTrailMixForDad BackpackTrailMixSurprise OneRaisinTrailMix EmptyTrailMixFakeout',
    educational:
      'TrailMixFractions WhyTrailMixFuelsHikes TrailMixNicknames TrailMixGraphing SieveTheTrailMix BudgetTrailMixMath ReadTheTrailMixLabel TrailMixEstimateJar',
    cooking:
      'BuildYourOwnTrailMix TrailMixCookies NoBakeTrailMixBars SweetVsSaltyTrailMix TrailMixBark TrailMixPancakes TrailMixEnergyBites YogurtParfaitTrailMix',
    fashion:
      'GorpcoreTrailMixFit TrailMixFannyPack CargoPocketTrailMix TrailMixEarthTones BucketHatTrailMixLook HikerChicTrailMix FleeceAndTrailMix TrailMixBandanaStyle',
    wellness:
      'MindfulTrailMixWalk TrailMixForestBath ShareTrailMixOnABench TrailMixSunriseStroll DigitalDetoxTrailMix TrailMixNatureJournal SlowSnackTrailMix BirdsongTrailMixBreak',
    speed:
      'TrailMixSortRace PackTenTrailMixBags ChopstickTrailMixPick TrailMixScoopDash PeanutCountTrailMix TrailMixFillTheJar BlindfoldTrailMixGuess BeatTheBellTrailMix',
    music:
      'TrailMixBagShaker HikingSongTrailMix NuttyTrailMixAnthem TrailMixBluegrassJam RapTheTrailMixRecipe TrailMixYodel TrailMixCrunchBeat SingAlongTrailMixHike',
    art: 'TrailMixMosaic TrailMixFacePortrait DecorateATrailMixPouch TrailMixMandala SketchTrailMixStillLife HandLetteredTrailMix TrailMixAnimalShapes PaintedTrailMixJar',
    tech: 'TrailMixHikeVlog TrailMixStopMotion TrailMixStepTracker AIPicksMyTrailMix PinTrailMixSpotsOnMap ScanTrailMixNutrition SlowMoTrailMixPour BudgetAppTrailMix',
    pet: 'DogSafeTrailMix BirdSeedTrailMix TrailMixSealedPouch TrailMixLeaveItDrill KeepTrailMixOffTheFloor SqueakyTrailMixPlush TrailMixVetTips TrailMixPetProofing',
    gaming:
      'TrailMixMancala TrailMixCheckers GuessTheTrailMixCount TrailMixDraftPick TrailMixBlindTaste ScavengerHikeTrailMix PassTheTrailMixBag MemoryTrayTrailMix',
  },
  cranberry: {
    dance:
      'BounceLikeACranberry CranberryJellyJiggle CranberryPopAndLock FeastCranberryStomp CranberryBogBoogie HarvestCranberrySwing CranberryRedShimmy PassTheCranberrySauce',
    fitness:
      'TurkeyTrotCranberry CranberryPlankPick PreFeastCranberryHIIT CranberryCrunchCount CranberryHarvestSquats TransferTheCranberries CranberryYogaFlow StretchAfterCranberryPie',
    funny:
      'CranberrySauceSlideOut CanShapedCranberry WhoEatsTheCranberry RawCranberryFaces DadDefendsCranberry OnceAYearCranberry CranberryWobbleCam CranberryVsGravy',
    prank:
      'CranberryStickyNotes CanOfCranberryCompliments CranberryTrailToTheTreat HideTheCranberrySauce CranberrySmileyOnPlate GiantBoxOneCranberry CranberryTeddyPicnic SneakyCranberryPlaceCards',
    educational:
      'WhyCranberriesFloat CranberryBounceTest HowCranberriesGrow CranberryColorChange CranberryPectinScience CranberryWordOrigin WhereCranberriesAreFrom SinkOrSwimCranberry',
    travel:
      'CranberryBogTour CranberryHarvestFestival CranberryFarmStand BoardwalkCranberryMarsh AutumnCranberryTrip HolidayCranberryMarket PackCranberryJuiceBoxes SouvenirCranberryJam',
    fashion:
      'CranberryRedFit CranberryLipstickLook CranberryGarlandNecklace CranberryVelvetBlazer HolidayCranberryPJs CozyCranberryKnit FallNailsInCranberry BeretAndCranberryScarf',
    wellness:
      'CranberryGratitudeGarland CozyCranberryTea CranberryWaterSip QuietCranberryBogWalk CranberryKindnessMuffins CranberryJournaling ThankfulCranberryToast SlowSundayCranberry',
    speed:
      'CranberryTongsRelay CranberryChopstickDash CranberryCountIn30 CranberryBounceSort SpoonCarryCranberries FloatingCranberryScoop FillTheCranberryJar BeatTheBuzzerCranberry',
    music:
      'CranberryJarShaker CranberrySauceSerenade CranberryBogBlues CranberryJuiceGlassHarp HolidayCranberryCarol RapForTheCranberry FamilyCranberryChorus DrumOnTheCranberryCan',
    art: 'CranberryInkPainting ToothpickCranberryShapes CranberryWreathCraft CranberryStillLife CranberryDyedTote HolidayCranberryGarland SketchACranberryBog MosaicOfCranberries',
    tech: 'SlowMoCranberryBounce CranberryStopMotion AIPlansCranberryFeast CranberryMacroShot VideoCallCranberryToast CranberryColorGrading TimelapseCranberrySauce GreenScreenCranberryBog',
    pet: 'PupMeetsCranberry CranberryDogBiscuits ParrotCranberryForaging ChickensLoveCranberries GuineaPigCranberrySnack CranberryCozyCuddles PetSafeCranberryBites BunnyCranberryNibble',
    gaming:
      'CranberryMarbles GuessTheCranberryCount CranberryTableFootball CranberryCupToss CranberryGolf FeastDayCranberryTrivia HideTheCranberryCan BlindfoldCranberryHunt',
  },
  'praying mantis': {
    dance:
      'DoTheMantisSway MantisArmWave MantisKungFuGroove HeadTiltMantisBop GardenMantisWaltz MantisMoonwalk SlowMoMantisShuffle FreezeFrameMantis',
    fitness:
      'MantisPoseBalance MantisStrikePunches PrayingMantisYoga SlowStalkMantisLunges KungFuMantisStance NeckStretchLikeAMantis TenSecondMantisFreeze SkyReachMantisArms',
    funny:
      'MantisJudgingMe WhenTheMantisLooksBack MantisVoiceover MantisImpressionOff MantisInAMeeting MyGardenMantisPOV TinyBoxerMantis ThisMantisHasAttitude',
    prank:
      'OrigamiMantisSurprise PrayingMantisNapkin SlowMantisHeadTurn PaperMantisOnTheRemote MantisDoodleStickyNotes PhotobombedByAMantis PrayingMantisBookmark PrayingMantisToastArt',
    cooking:
      'MantisCelerySnack PrayingMantisCookies CucumberMantisPlate MantisGreenSmoothie MantisKiwiToast GrapeAndPretzelMantis BentoBoxMantis MatchaMantisCupcakes',
    travel:
      'MantisSpottingHike BotanicalGardenMantis BugMuseumMantis ButterflyHouseMantis BackyardMantisSafari OrchidMantisTrip MantisMeadowWalk TropicalMantisAbroad',
    fashion:
      'MantisGreenFit DressLikeAPrayingMantis MantisAntennaHeadband MantisBroochPin MantisLimeNails CamouflageMantisOutfit OrchidMantisPinkLook InsectPrintMantisTee',
    wellness:
      'BePatientLikeAMantis MantisGardenMeditation SlowMantisWalk MantisBreathingPose QuietMantisWatch MantisYogaStretch GreenTimeWithAMantis MantisSunbathBreak',
    speed:
      'SpotTheMantisIn10s MantisOrigamiRace MantisReflexTest TwigMantisBuildDash RapidFireMantisFacts OneMinuteMantisSketch MantisPoseHoldTimer PrayingMantisPuzzle',
    music:
      'SlowMantisBallad MantisKungFuBeat GardenMantisSong MantisHeadBobRemix CricketChorusMantis MantisKazooSolo RapAboutTheMantis StompClapMantis',
    art: 'DrawAMantisFromLife OrigamiMantisFold PipeCleanerMantis LeafCollageMantis MantisClaySculpt MantisInkStudy RecycledMantisModel MantisPaintedRock',
    tech: 'MantisMacroVideo SlowMoMantisStrike TimelapseMantisMolt InsectIDAppMantis PhoneMicroscopeMantis MantisWallpaperEdit AIExplainsTheMantis MantisNightCam',
    pet: 'PetMantisTour MantisEnclosureSetup HandWalkingMantis MoltDayMantis NameTheMantis MistingTheMantis MantisHeadTiltsAtMe BabyMantisHatchDay',
    gaming:
      'MantisFreezeTag MantisSimonSays HideTheOrigamiMantis BugBingoMantis MantisMirrorGame CricketAndMantisChase PrayingMantisCharades CamouflageMantisHunt',
  },
  hedge: {
    dance:
      'DanceBehindTheHedge HedgeMazeShuffle HedgeSideStep GardenHedgeGroove HedgerowConga TopiaryHedgeTwirl WaveOverTheHedge FrontYardHedgeJig',
    fitness:
      'HedgehogCurlUps RakeTheHedgeClippings HedgeMazeJog GardenHedgeHighKnees HedgeLungeLine SideShuffleTheHedge StretchByTheHedge YardHedgeCircuit',
    funny:
      'HedgeSquirrelHeist WeeklyHedgeUpdate HedgeThatLooksLikeMe DadVsTheHedge ThingsFoundInTheHedge TalkingHedgeVoiceover HedgeBlocksTheView HedgeAteMyBall',
    prank:
      'GooglyEyesOnTheHedge PartyHatOnMyHedge TinyDoorInTheHedge HedgeTeddyPicnic HedgeFullOfBalloons GnomeHidesInTheHedge HedgeBirthdayBanner HedgeSecretMessage',
    educational:
      'HedgeHabitatSurvey HedgesForHedgehogs HowToPruneAHedge HedgeLeafIDQuiz HedgerowBirdCount WhyFarmersPlantHedges FenceOrHedgeForWildlife OldestHedgeInTown',
    cooking:
      'HedgeShapedPizza HedgehogBreadRolls GreenHedgeMazeCake TopiaryHedgeCupcakes BroccoliHedgeGarden HedgeMatchaMuffins LeafyHedgeCookies HedgePicnicSandwiches',
    travel:
      'HedgeMazeDayTrip TopiaryHedgeTour HedgerowCountryWalk HedgeArboretumVisit CastleGardenHedges FindTheTallestHedge HedgeAnimalSafari FamousHedgesAbroad',
    fashion:
      'HedgeWallPhotoShoot GardenPartyHedgeLook LeafyHedgeCrown CamouflageHedgeOutfit PreppyHedgeFit HedgeGreenNails TopiaryHedgeEarrings BlendIntoTheHedge',
    wellness:
      'MindfulHedgeTrim ListenToTheHedge HedgeMazeMeditation HedgeShadeNap HedgerowStroll BirdwatchByTheHedge GreenHedgeGrounding PlantAHedgeTogether',
    speed:
      'HedgeMazeSpeedrun RakeHedgeClippingsRace FindABallInTheHedge HedgeLeafSortDash HedgerowRelay HedgeTwigTowerTimer DrawAHedgeIn30 WateringCanHedgeRush',
    music:
      'HedgeBirdsongDuet RustleTheHedgeBeat HedgeWindChimes SingOverTheHedge HedgerowFolkSong GardenHedgeSerenade DrumWithHedgeTwigs ShakerOfHedgeSeeds',
    tech: 'HedgeWildlifeCam TimelapseHedgeGrowth PlantAppNamesMyHedge BeforeAfterHedgeEdit HedgePanoramaShot BirdSongIDByTheHedge AIPlansMyHedge DesignAHedgeMazeOnline',
    pet: 'PetHedgehogCuddles HedgeSniffWalk HedgeMazeForHamster CatPeeksFromTheHedge HedgeSafePlantList DogHedgeZoomies HedgeSideLeashStroll ShadyHedgeNapSpot',
    gaming:
      'CaptureTheFlagHedge HedgeMazeEscapeGame SpotAGnomeInTheHedge HedgeMiniGolf HedgeClueHunt PeekabooHedgeTag HedgeWordScramble BackyardHedgeBingo',
  },
  surfboard: {
    dance:
      'SurfboardWipeoutWiggle BeachSurfboardHula TheSurfboardTwist LimboUnderASurfboard SurfboardPopUpChoreo RideTheSurfboardBeat SixtiesSurfboardStomp SurfboardShakaWave',
    funny:
      'SurfboardInATinyCar PamperedSurfboardSpaDay BeginnerSurfboardPOV SurfboardSalesPitch SurfboardDinnerTable DadsFirstSurfboard SurfboardInTheElevator WhoseSurfboardIsThis',
    prank:
      'SurfboardInTheirBed TinySurfboardOnTheRemote CardboardSurfboardSwap LivingRoomSurfboardBeach SurfboardShapedCake HulaDollOnASurfboard SurfboardGuestAtDinner SurfboardWaffleTray',
    educational:
      'HowSurfboardsFloat SurfboardFinPhysics NameTheSurfboardParts WhySurfboardsFeelSticky WaxASurfboardProperly FirstSurfboardsInHawaii LongOrShortSurfboard SurfboardFoamScience',
    cooking:
      'SurfboardCharcuterie SurfboardSugarCookies SurfboardSubSandwich SurfboardPizza TropicalSurfboardPlatter BeachDaySurfboardTacos MiniSurfboardToasts PretzelSurfboardSnack',
    travel:
      'SurfboardOnAPlane SurfboardShopHopping VisitASurfboardMuseum PackASurfboardBag SunsetSurfboardPhotos SurfboardMuralHunt SurfboardFenceSpotting BeachTownSurfboardWalk',
    fashion:
      'SurfboardPrintShirt SurfboardShellNecklace SurfboardBucketHat PosingWithASurfboard RetroSurfboardFit SandyToesSurfboardLook TieDyeSurfboardTee SunKissedSurfboardGlow',
    wellness:
      'SurfboardJournalTime SurfboardMeditation SurfboardStargazing OceanSoundsSurfboard SunriseSurfboardStretch GratitudeOnASurfboard SunscreenBeforeSurfboard BeachCleanupSurfboard',
    speed:
      'SurfboardWaxRace SurfboardPopUpCount SurfboardQuizRush QuickChangeSurfboard SurfboardLeashTieTimer SketchASurfboardIn60 LoadTheSurfboardRack SandCastleSurfboardBlitz',
    music:
      'SurfboardUkuleleJam SurfboardDrumming BeachSurfboardSingAlong SunsetSurfboardSerenade SurfboardReggaeBeat SixtiesSurfboardRock ShellShakerSurfboard WipeoutSurfboardRemix',
    art: 'PaintASurfboard MiniClaySurfboard CardboardSurfboardArt SurfboardSandDrawing SurfboardStencilDesign RetroSurfboardPoster DoodleASurfboardWave SurfboardKeychainCraft',
    tech: 'SlowMoSurfboardPopUp AIDesignsMySurfboard GreenScreenSurfboard SurfboardVideoEdit SurfboardPanorama SurfboardSoundEffects TimelapseSurfboardWax SurfboardWallpaper',
    pet: 'DogOnADrySurfboard CatNapsOnTheSurfboard SurfboardPetBed BeachPupSurfboardPhoto SurfboardPlushToy BunnyHopsOverSurfboard SurfboardTreatTrail ParrotPerchSurfboard',
    gaming:
      'HangTenSurfboardCharades SurfboardBeanbagToss BeachSurfboardBingo SurfboardTriviaQuiz SurfboardMemoryCards SurfboardBalanceDuel SandDrawSurfboardGuess ScavengerHuntSurfboard',
  },
  joystick: {
    dance:
      'HumanJoystickDance EightBitJoystickBop ArcadeJoystickShuffle JoystickComboMoves FollowTheJoystick JoystickGlitchStep RetroJoystickRobot JoystickFreezeFrame',
    fitness:
      'JoystickDirectionDrills HumanJoystickAgility JoystickSquatPerLevel GameOverJoystickBurpees JoystickThumbStretch RespawnJoystickPushUps PowerJoystickPlank ArcadeCardioJoystick',
    funny:
      'JoystickDriftPOV BlamingLagOnTheJoystick JoystickCutsceneSkip LeaningWithTheJoystick JoystickRespawnDrama JoystickBattleCry WhoBrokeTheJoystick IfLifeHadAJoystick',
    prank:
      'UnpluggedJoystickHandoff JoystickControlsDad TVRemoteJoystickSwap JoystickRiddleTrail GoldenJoystickTrophy FakeHighScoreJoystick JoystickEmojiNotes JoystickBalloonBox',
    educational:
      'HowAJoystickWorks JoystickVsDPad TearDownAnOldJoystick JoysticksCameFromPlanes JoystickAxisMath WhyJoystickDriftHappens JoystickGripErgonomics CodeAJoystickGame',
    cooking:
      'JoystickSugarCookies ArcadeJoystickCake PixelJoystickPizza GameNightJoystickSnacks JoystickPancakeArt RetroJoystickCupcakes JoystickLunchBento JoystickCheeseBoard',
    travel:
      'ArcadeJoystickCrawl JoystickMuseumVisit PackAJoystickForTrips BoardwalkJoystickGames JoystickOnTheTrain HotelRoomJoystickNight CafeJoystickMeetup JoystickSouvenirHunt',
    fashion:
      'JoystickPrintTee ArcadeNightJoystickLook PixelJoystickEarrings JoystickSneakerCustom JoystickButtonPins EightBitJoystickSweater MatchYourJoystickColors GamerGlamJoystick',
    wellness:
      'JoystickHandStretch PutTheJoystickDown JoystickEyeBreak JoystickPostureCheck CozyJoystickGameNight CoopJoystickWithFriends JoystickBreathingLevel CalmJoystickPuzzle',
    speed:
      'JoystickButtonMash JoystickSpinCount JoystickReactionTest JoystickMazeTimeTrial TypeYourNameByJoystick LevelOneJoystickDash BeatMyJoystickScore RetroJoystickBlitz',
    music:
      'JoystickChiptune JoystickClickRhythm ArcadeJoystickBeat EightBitJoystickCover BossFightJoystickTheme JoystickSoundboardSong HighScoreJoystickAnthem PlayerTwoJoystickDuet',
    art: 'PixelArtJoystick CardboardJoystickBuild DrawYourDreamJoystick JoystickClayMini PaintACustomJoystick RetroJoystickPoster JoystickStickerDesign JoystickDoodleComic',
    tech: 'JoystickToPhoneSetup JoystickMouseMode JoystickInputTest RemapJoystickButtons FixingJoystickDrift JoystickCalibration TabletJoystickGaming OldJoystickNewPC',
    pet: 'KittenPawsTheJoystick DogNapsByTheJoystick ParrotPressesJoystick JoystickBreakForWalkies JoystickPausedForCuddles PetProofYourJoystick PlayFetchThenJoystick HamsterWatchesJoystick',
  },
};
