import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  pc: {
    dance:
      'PCBootUpShuffle NewPCVictoryJig PCLoadingBarMoves SwivelSpinAtThePC DanceToThePCStartupSound GrooveTillThePCUpdates PCScreenSaverSway PCDeskChairShimmy',
    fitness:
      'PCLoadingScreenSquats PushupsPerPCRespawn PCUpdatePlanks StepsAwayFromThePC TouchGrassChallenge PCLevelUpJumpingJacks PCDeskStretchBreak PCChairLegRaises',
    funny:
      'DidYouTryRestarting PCFanJetEngine ShowUsYourPCCableMess PCUpdateAtWorstTime WhenThePCWontTurnOn GrandmaRatesMyPC PCAutocorrectFails HowManyPCTabsAreOpen',
    prank:
      'UpsideDownPCScreen PCWallpaperSwap PCMouseStickyNote GooglyEyesOnThePC ScreenshotYourDesktop FakeUpdateOnTheirPC PCStartupSoundSwap PCGiantCursorPrank',
    educational:
      'PCPartsQuiz InsideAPC PCAirflowTissueTest WhatPCRAMDoes RoomSizedComputer HowACPUThinks ComputerBinaryNameTag ComputerThenVsNow',
    cooking:
      'PCBuildCake OneHandedPCSnacks PCMotherboardBrownies PCLanPartyPizza PCKeyboardCookies PCGamerEnergyBites PCMouseShapedCookies RGBRainbowPCPancakes',
    travel:
      'PCCafeDayTrip LeaveThePCAtHome VirtualVacationOnMyPC HotelDeskPCSetup PCGamerTouchesGrass LANPartyRoadTrip PCLibraryDayOut PCTechMuseumTrip',
    fashion:
      'MatchYourPCSetup PCGamerFitCheck WearYourPCSpecs PCKeycapJewelry DressLikeYourRGB DesktopToDinnerLook PCGlassesTryOn 90sComputerLabOutfit',
    wellness:
      'PCScreenBreak PCEyeRest202020 LogOffThePCAtSunset ShutDownYourPCBy9 TouchGrassHour DesktopDetoxDay PCPostureCheck SipWaterEveryPCLevel',
    speed:
      'PCTypingRaceIn60 FastestPCBoot PCDeskCleanupDash PCKeycapSortRace BeatMyPCClickSpeed CableTidyShowdown PCDownloadsSpeedrun PCShortcutSprint',
    music:
      'RemixThePCStartupSound PCFanNoiseLofi PCKeyboardASMR MakeATrackOnYourPC ErrorChimeSymphony DesktopDJSet PCMouseClickBeat SingYourPCSpecs',
    art: 'PCCaseMural PCPixelPortrait PCWallpaperGlowUp SketchYourPCSetup MSPaintMasterpiece StickyNoteArtOnYourPC DesktopIconArt DrawWithYourPCMouse',
    pet: 'CatOnMyPCSetup PetInspectsMyPC PCKittenKeyboardWalk PuppyStealsPCChair WarmPCCaseNap CatChasesThePCCursor PetAsYourPCWallpaper DogSupervisesPCBuild',
    gaming:
      'ConsoleVsPCDuel HostYourOwnPCLanParty PCBacklogBingo BeatMyPCHighScore PlayYourFirstPCGameAgain PCSolitaireFaceOff TwoPlayersOnePC PCChessPuzzleStreak',
  },
  peach: {
    dance:
      'PeachPickerShuffle PeachesAndCreamGroove PeachSpoonSpin JustPeachyDanceOff GeorgiaPeachTwoStep PeachBasketSway PassThePeachBoogie PeachOnYourHeadWiggle',
    fitness:
      'BalanceAPeachOnYourHead PeachPlankPass PeachCrateSquats PeachBasketCarry ReachForThePeaches EarnYourCobbler PeachTossSitUps PeachPickerLunges',
    funny:
      'IfPeachesCouldTalk PeachPunOff PeachOrNectarineGuess PeachDripDisaster PeachOrTennisBall WhyIsMyPeachFuzzy TooManyPeachesPanic PeachWithGooglyEyes',
    prank:
      'IsItPeachOrCake PeachTennisBallSwap WhoAteMyPeach PeachRingsInTheCookieJar PeachFaceInTheFridge YoureAPeachLunchboxNote PlasticPeachInTheBowl PeachStickersEverywhere',
    educational:
      'NectarineIsAPeach WhyPeachesHaveFuzz ClingstoneVsFreestone RipenAPeachFaster PeachBrowningTest PeachSinkOrFloat PeachPitToTree PeachDNAExtraction',
    fashion:
      'PeachFuzzFitCheck HeadToToePeach PeachScrunchieStack PeachPopOfColor ThreeWaysToWearPeach PeachesAndCreamLook PeachToneMakeupDare ThriftAPeachSweater',
    wellness:
      'JustPeachyJournal PeachTeaWindDown MindfulPeachBite SummerPeachPicnic PeachSunsetPause PeachYogurtFaceMask PeachOrchardWalk PeachScentedBreaths',
    music:
      'PeachesSongCover DrumOnAPeachCrate JustPeachyJingle PeachPitMaracas PeachSerenade PeachBlossomLullaby PeachJarXylophone PeachRapBattle',
    tech: 'PeachRipenTimelapse PeachFuzzMacroShot AIPeachRecipeTasteTest DropAPeachInSlowMo PeachFoodPhotoGlowUp PeachVanishesInStopMotion PeachClonePanorama GiantPeachGreenScreen',
    pet: 'PeachPlushFetch PupTriesAPeachSlice PeachBandanaStroll PeachSniffHunt CatMeetsAPeach PeachFleecePetBed PeachSqueakyToyTest KittenVsRollingPeach',
  },
  'peanut butter': {
    dance:
      'PeanutButterJellyTime PeanutButterStickyFeet PeanutButterJarTwist SpreadThePeanutButter SmoothOrCrunchyMoves PeanutButterTwoStep PeanutButterLineDance FreezeForPeanutButter',
    fitness:
      'PeanutButterFuelRun PeanutButterJarCurls PeanutButterLungeWalk PeanutPoweredPlank SpreadTheGains PBAndJumpingJacks SquatsForPeanutButter PeanutButterStairClimb',
    funny:
      'PeanutButterLidStruggle PeanutButterJarScrape PeanutButterMustache PeanutButterPunOff SmoothVsCrunchyDebate DogVsPeanutButter PeanutButterCritic PeanutButterSpreadFail',
    prank:
      'IsItPeanutButterOrCake PeanutSmileyToast PeanutButterLunchJoke PeanutButterHeartPancake PBJCutIntoStars EmptyPeanutButterJar CookiesInAPeanutButterTub PeanutButterLidGooglyEyes',
    educational:
      'PeanutsArentNuts HowPeanutButterIsMade WhyPeanutButterSeparates PeanutButterVsChewingGum PeanutButterLegumeQuiz DoesPeanutButterFloat GrowYourPeanutButter ReadAPeanutButterLabel',
    travel:
      'PeanutButterWithAView PeanutButterAtEveryStop IsPeanutButterALiquid PackAPeanutButterPicnic PeanutButterPowerHike PeanutButterAisleSafari PeanutButterCampLunch PeanutButterSummitSnack',
    fashion:
      'PeanutButterJellyDuo ThriftAPeanutButterOutfit StylePeanutButterSuede DressLikePeanutButter SmoothOrChunkyKnit PeanutButterShadeMatch PeanutButterCorduroy PeanutButterToneFitCheck',
    wellness:
      'SlowPeanutButterToast PeanutButterParkPicnic CeleryAndPeanutBreak PeanutButterSnackWalk SpreadKindness LunchboxLoveNote PeanutButterGratitudeJar MindfulPeanutButterBite',
    music:
      'PeanutButterJellyRemix PeanutButterJarShaker PeanutButterStickyRap KazooPeanutButterJam PeanutButterAdJingle PeanutButterPowerBallad PeanutButterLidDrums PeanutButterLoveSong',
    art: 'PeanutButterBirdFeeder PeanutButterToastArt PeanutButterLidMosaic DesignAPeanutLabel PeanutButterJarPopArt DrawPeanutButterAndJelly PeanutButterPlaydough PeanutButterStillLife',
    tech: 'PeanutGrindSlowMo PeanutButterSpreadsItself BlenderVsPeanuts AIPeanutButterRecipe PeanutButterAdOnMyPhone PeanutButterScanAndRank PeanutButterStopMotion PeanutButterDripMacro',
    pet: 'PeanutButterPlushFetch PeanutButterFurTwins PeanutButterTrickTraining PetNamedPeanutButter PeanutButterTongueCam PeanutButterLickMatArt PeanutButterPupsicle PeanutButterTreatPuzzle',
    gaming:
      'PeanutButterLidFlip PeanutButterCharades PeanutTriviaNight PeanutButterCupToss PeanutButterBlindTasteOff PeanutButterShellGame GuessMyPeanutButterSnack PeanutButterJarBowling',
  },
  pear: {
    dance:
      'PearTreeTwirl PearUpAndDance DancingInPears PearBasketSpin BalanceAPearAndSway PearShuffle PearShapedPirouette PassThePearGroove',
    fitness:
      'PearCrateCarry EarnThatPearCrumble PearPickingLunges PearOnHeadBalance PlankInPears ReachForThePears PearPassSquats PearTossSitUps',
    funny:
      'PearPunBattle PearRipeForOneMinute PearTasteTestCritic AppleOrPearBlindBite PearDatingShow PearVoiceoverSkit WhenItGoesPearShaped PearWithGooglyEyes',
    prank:
      'IsItAPearOrCake PearInTheAppleBasket PearInEveryPocket PearPhoneCallPrank GooglyEyedPears PearInTheirShoe PearStickersOnAllFruit OnlyPearPunsToday',
    educational:
      'PearsRipenInsideOut PearInABottleMystery WhyPearsAreGritty LemonVsBrownPearTest AsianPearVsBartlett HowToTellRipePears DoPearsFloatOrSink PearVarietyTasting',
    travel:
      'PickYourOwnPears PearTreeSpottingWalk FindAPearFestival PearAndCheesePicnic FarmStandPearHunt FallHarvestDayTrip PackAPearForTheTrain PearsAtTheFarmersMarket',
    fashion:
      'SewAPearPatch PearEarringsDIY DressLikeAPear HeadToToePearGreen PearlsAndPears ThriftAPearPrintFit PearNailArtTutorial MakeAPearCharmNecklace',
    wellness:
      'MindfulPearBite PearGingerTeaBeforeBed PearTreeStretchBreak PearPoachingSunday APearAndAPoem SavorOneSlice PlantAPearSeedToday PearPicnicForOne',
    music:
      'PartridgeInAPearTree PearBiteASMR PearShakerBeat PearfectPitch PairOfPearsDuet PearOfSpoonsBeat PearBlossomLullaby PearCrateDrumSolo',
    tech: 'PearRipenTimelapse MacroPearCloseUp PearCannonballSlowMo PearEatenInStopMotion ShootAPearLikeAnAd PearGreenScreenTrip AIPearVarietyID FaceSwapWithAPear',
    pet: 'PearPlushFetch CatMeetsAPear PupTriesAPearSlice PearSqueakyHunt PearRewardTrick PearUpWithYourPet IsMyCatPearShaped HamsterVsPear',
  },
  peas: {
    dance:
      'TwoPeasInAPodDance PeasAndCarrotsSwing BalanceAPeaAndTwirl SweetPeaSway PeaDropFreeze PeaShellShuffle HappyPeasHop EasyPeasyMoves',
    fitness:
      'PeasOnASpoonLunges FrozenPeasCoolDown TwoPeasPartnerWorkout OnePeaPerPushUp PeaPickupSquats PlankAndPassThePeas PeaShellCrunches PeaSortingBurpees',
    funny:
      'PrincessAndThePeaTest PeaNapkinHideout MushyPeasReview KidVsPeasStandoff HidingPeasFromMom TwoPeasInAPodSkit EatPeasWithChopsticks ChaseThePeaWithFork',
    prank:
      'PeaUnderTheMattress PeasInTheCandyJar PeaNestedGiftBoxes PeaGreenMilkSurprise GooglyEyePeas PeasSpellOutHello PeaEmojiStickyNotes PeaPodPlushInTheirBed',
    travel:
      'PeaSoupAtTheSummit PickYourOwnPeas OhSnapPeasRoadTrip PeaPodPicnicHike CommunityGardenPeaHunt PeaShootMarketHunt PeasAndChipsByTheSea WorldPeasFoodCrawl',
    fashion:
      'PeaGreenFitCheck PeacoatLayering PeaPodEarrings TwoPeasTwinning SweetPeaSundress DressAsThePeaPrincess PeaPrintThriftFlip PeaEmbroideryOnJeans',
    wellness:
      'ShellingPeasSlowly MindfulPeaPod PeaShootWindowsill GivePeasAChance FrozenPeasEyeMask PeaSoupSunday SitWithYourPeaPlants TendThePeaPatch',
    speed:
      'PeaShellingRace PeaSpoonRelay ForkTenPeasIn10Seconds ChopstickPeaChallenge PeaTweezerTransfer FastestPeaStack HundredPeasSort PeaRollFinishLine',
    music:
      'DriedPeaShaker TwoPeasInAPodDuet PeaRainstickBuild BlackEyedPeasCover SweetPeaSerenade PeaTinDrumSolo PeapodWhistle GivePeasAChanceSong',
    tech: 'PeaSproutTimelapse PeaMacroShot FrozenPeasRainSlowMo TwoPeasInAPodStopMotion CanAIMakeKidsEatPeas PeaGreenScreenMagic PeaPoppingASMR TinyPeaPhotoshoot',
    pet: 'SweetPeaNapTime TwoPeasPetAndMe PeaPlushFetch FrozenPeaPupTreat PeaSnuffleHunt CatMeetsAPea PeaGreenBallChase PeaCatchingDog',
  },
  penguin: {
    funny:
      'PenguinPebbleProposal PenguinWalkToWork HuddleLikePenguins DoYourBestPenguin PenguinWaiterBit PenguinVoiceoverSkit PenguinMidlifeCrisis IfPenguinsHadJobs',
    prank:
      'PenguinInTheFreezer PenguinFootprintTrail PostItPenguinArmy PenguinBathtubSurprise PenguinInTheCerealBox PenguinPlushInTheirBed IceCubePenguins PenguinStickerTakeover',
    educational:
      'WhyPenguinsCantFly HowDeepPenguinsDive PenguinHuddleScience PenguinBlubberGloveTest NameThatPenguin PenguinHeightLineUp PenguinFactOrFake WherePenguinsLive',
    fashion:
      'DressLikeAPenguin PenguinPufferThreeWays SuitUpPenguinStyle PenguinWaddleRunway BlackTieFitCheck MonochromeMonday PenguinOnesieCatwalk ThriftAPenguinSweater',
    wellness:
      'WatchAPenguinLiveCam PenguinPebbleGift PenguinHuddleHug PenguinPlushNap WaddleAtYourPace PenguinColdFaceSplash SlowPenguinStroll PenguinBellyBreathing',
    music:
      'PenguinHuddleHarmony PenguinHappyFeetTap PenguinKazooMarch PenguinWaddleBeat PenguinSquawkRemix PenguinPlushLipSync SingLikeAPenguinChick PenguinFactsRap',
    tech: 'PenguinLiveCam PenguinStopMotionWaddle AIDrawsMeAPenguin PenguinGreenScreenSlide FilterMeAPenguin PenguinDocVoiceover PenguinCloneEffect PenguinSlowMoReplay',
  },
  perfume: {
    dance:
      'PerfumeSprayAndTwirl PerfumeCloudStep ScentTrailShimmy WaltzWithYourPerfume DramaticPerfumeAd ColognePosesOnTheBeat RunwayPerfumeStrut PerfumeMistMoonwalk',
    fitness:
      'PerfumeAdSlowMoJog PerfumeBottleBalance FreshScentCoolDown CologneSurvivesLegDay OnePerfumeSprayPerLap FragranceFlowYoga DoesPerfumeLastAWorkout PerfumeStairSprint',
    funny:
      'PerfumeAdParody TooMuchCologne PerfumeSampleHoarder PerfumeCloudStrut NotesOfWetDog PerfumeSneezeAttack PerfumeWhisperVoice PerfumeGrandmaHug',
    prank:
      'PerfumeSwitcheroo PerfumeScentedLetter PerfumeGhostPrank PerfumeBoxFullOfSocks CologneOnTheTeddy PerfumeOnTheirPillow WhoWoreMyCologne FakePerfumeSniffTest',
    educational:
      'HowPerfumeIsMade GuessThePerfumeNotes PerfumeOnPaperVsSkin MakePerfumeFromPetals SmellItRememberIt PerfumeVsEauDeToilette PerfumeDistillingDemo PerfumeBlindSniffQuiz',
    cooking:
      'PerfumeBottleCookies PerfumeInspiredMocktail CookYourPerfumeNotes FragranceFlavorMatch SmellsLikeMyPerfumeCake PerfumeBoxGingerbread PerfumeChicMacaronTower PerfumeRoseShortbread',
    wellness:
      'ChooseAPerfumeForYourMood PerfumeBedtimeMist ScentMemoryJournal ScentAndBreathe WearPerfumeForYou MakeAPerfumeRollerBlend CalmingFragranceWalk PerfumePulsePoints',
    speed:
      '60SecondPerfumeGRWM PerfumeCounterDash NameThatPerfumeIn10 ScentMatchSpeedRound PerfumeSamplesSortRace SniffAndSprint PerfumeWrapRace PerfumeSpritzRelay',
    music:
      'PerfumeBottleChimes PerfumeAtomizerASMR PerfumeAdRemix SingYourPerfumeNotes WhatSongIsYourScent PerfumeSprayBeatDrop WriteAPerfumeJingle PerfumeSoundtrack',
    tech: 'PerfumeBottleSlowMo AIPicksMyPerfume PerfumeAdGreenScreen PerfumeDupeScanner PerfumeStopMotion MistInMacro PerfumeLongevityLog PerfumeCollectionShelfie',
    pet: 'MyPetAsAPerfume PerfumeBoxCatBed PerfumeAdStarringFido MyDogsSignatureScent ScentOfMyPuppy PerfumeLabelPetPortrait ScentWorkTreatHunt NamePerfumesAfterPets',
    gaming:
      'PerfumePotionBrew ScentTrailHideAndSeek PerfumeWouldYouRather GuessThatScent ClueByCologne PerfumeBingo PerfumeMemoryCards PerfumeTierList',
  },
  pet: {
    prank:
      'PetStealsTheirSeat PetCardboardCutout PetVideoCallCameo PetLookalikePlush PhotobombByFurBaby PetPhotoAsDadsWallpaper HiddenPetCamHello PetSignsTheBirthdayCard',
    educational:
      'HowPetsSeeColor GuessYourPetsMood TrackYourPetsSleep PetAgeInHumanYears WhyDogsTiltHeads AnimalMythOrFact PetSafeFoodsQuiz PetWhiskerScience',
    fashion:
      'PetParentFitCheck PetBandanaDIY PetRaincoatStrut DressLikeYourPet PetColorMatchOOTD LintRollerLook WearYourPetsFace PetPrintOutfitParade',
  },
  'pet store': {
    dance:
      'PetStoreHaulDance PetShopShuffle PetStoreAisleStrut PetStoreLeashTwirl SqueakyToyGroove SwimLikePetShopFish CheckoutPetStoreJig PetShopDuetWithMyDog',
    fitness:
      'PetStoreFoodBagCarry PetShopWalkWithPup PetStoreStepCount PetStoreLitterLift LeashUpCardio KibbleSackSquats JogToThePetStore PetShopBikeRide',
    funny:
      'PetStoreBudgetFail PetShopSqueakyToyTest PetStoreJustBrowsing PetStoreParrotHeckler ChewabilityReviews HamsterWheelHypnosis DogPicksPetStore PetStoreReceiptReveal',
    prank:
      'PetStoreLeashForTeddy PetShopMysteryBag PetStoreRubberSnake PetStoreNewBedReveal SqueakyToySwap PetShopPlasticGoldfish FakePetStoreReceipt SecretPetStoreRun',
    educational:
      'PetStoreLabelReading NameEveryPetShopFish PetStoreMythOrFact GuessThePetStoreLifespan TestPetStoreChewToys PetStoreReptileQuiz KibbleMathPetStore SpeciesSpotPetStore',
    cooking:
      'PetStoreTreatDupe PetShopBakeryAtHome PetStoreBiscuitCutouts PetStorePupsicles HomemadeKittyBites BirdseedWreathBake CopycatPetStoreChews PumpkinPetStoreCookies',
    travel:
      'PetStoreCityCrawl PetStoreFieldTrip PetStoreAquariumVisit PetStoreRoadTripStops BoutiquePupTour DogFriendlyMainStreet PuppysFirstPetStoreTrip SmallTownPetShopHop',
    fashion:
      'PetStoreMatchingCollar PetShopBandanaHaul PetStoreHarnessStyling TryOnAtThePetStore LeashAndLookMatch PetStoreCharmBracelet PetStoreRunway PetStoreBowTieFlex',
    wellness:
      'PetStoreCozyBedHaul PetShopCalmingToyTest PetStoreSniffWalk AdoptionDayAtPetStore SnuggleBlanketPick ShelterDonationDrive PetStoreKindnessRun PetStoreSlowStroll',
    speed:
      'PetStoreListSpeedrun PetShopUnboxingRace PetStoreAisleDash BeatThePetStoreLine ToyPickInTenSeconds KibbleScoopBlitz PetStoreTreatGrab SortThePetStoreHaul',
    tech: 'PetStoreGadgetReview PetShopSmartToyTest PetStoreHaulStopMotion PetStoreFountainSlowMo AutoFeederUnboxing PetShopAquariumCam PetStorePriceScan PetStoreAppDeals',
    gaming:
      'PetStoreToyTugOfWar PetShopSim GuessThePetStorePrice PetStoreScavengerHunt TreatStoreBoardGame PetSitterCardDraw PetStoreBingo PetStoreRoleplay',
  },
  pharmacist: {
    prank:
      'PharmacistCosplayReveal PharmacistDeskBalloons PharmacistLabCoatOnTeddy PharmacistPunCard PharmacistChoreLabel PharmacistMomSurprise PharmacistFanMail PharmacistCookieDelivery',
    educational:
      'AskAPharmacistAnything PharmacistMythOrFact PharmacistDayInLife WhatPharmacistsStudy ReadYourPharmacyLabel HowPillsGetCounted PharmacistPronouncesIt PharmacistSpellingBee',
    cooking:
      'PharmacistMortarPesto PackAPharmacistLunch PharmacistShiftSnacks PharmacistMealPrep CookForYourPharmacist CountByFivesCookies WeighItPharmacistStyle PharmacistPotluck',
    travel:
      'PharmacistTravelKit PharmacistMuseumTrip PharmacistVacationPOV PharmacistDayOffVlog PackLikeAPharmacist GreenCrossSpotting PharmacistCampingTrip PharmacistBeachBagCheck',
    wellness:
      'PharmacistWindDown PharmacistPowerNap PharmacistDeepBreaths PharmacistHydrationDare ThankAPharmacist SundayPillBoxReset PharmacistWalkBreak PharmacistTeaAfterShift',
    music:
      'PharmacistShakerBeat PharmacistParodySong PharmacistCounterRap KaraokeWithAPharmacist PharmacistBeatbox CountByFivesCadence PharmacistJingle SerenadeYourPharmacist',
    tech: 'PharmacistVsRobot PharmacistAppReview PharmacistReminderHack AIVsPharmacistQuiz PharmacistDeskSetup ScanLikeAPharmacist SmartPillboxPharmacist PharmacistTypingSpeedTest',
    pet: 'CatPharmacistPOV PharmacistDogDuty PharmacistPupPortrait WelcomeHomePharmacist PharmacistTreatCounter PharmacistNapBuddy PharmacistKittyCuddles PharmacistPawsCheck',
  },
  pharmacy: {
    dance:
      'PharmacyAisleGroove PharmacyLabCoatTwirl PharmacistPirouette PharmacyLineDance PharmacyReceiptRibbon PharmacyBagShuffle PharmacyScannerBeepBop PharmacyCounterCancan',
    prank:
      'PharmacyBagGooglyEyes LongestReceiptSurprise PharmacySillyCardPick PharmacyBandagesOnFruit PharmacyNapPrescription PharmacyCottonBallSnow PharmacyGetWellBalloons PharmacyStickerSurprise',
    educational:
      'PharmacyGenericVsBrand PharmacyAbbreviationQuiz PharmacySunscreenUVTest AskThePharmacist WhatDoesRxMean PharmacyMythBusting DrawThePharmacySymbol PharmacyLabelReading',
    travel:
      'PharmacyHaulOnVacation OldestPharmacyInTown PharmacyMinisOnlyPacking RoadTripPharmacySnackRun GreenCrossHunt FindAVintagePharmacySign PackAPharmacyTravelKit PharmacySouvenirHunt',
    fashion:
      'PharmacyMakeoverDare TenDollarPharmacyGlam DrugstoreVsDesigner DressLikeYourPharmacist PharmacyNailSwatch PharmacyFramesFitCheck BudgetPharmacyMakeup PharmacyLipBalmTryOn',
    wellness:
      'FluShotFriday PharmacySunscreenHabit BuildAPharmacyFirstAidKit PharmacySheetMaskNight MedicineCabinetReset AskYourPharmacist ThankYourPharmacy PharmacyVitaminWalk',
    music:
      'PharmacyJingle ReceiptPrinterBeat PharmacyHoldMusic PharmacyBeatbox PharmacistRapBattle PharmacyScannerRemix PagingThePharmacy PharmacyCounterSong',
    tech: 'RefillWithThePharmacyApp SkipThePharmacyLine PharmacyCouponHunt PharmacyHaulStopMotion AIVsPharmacist PharmacyPhoneAlarmHack ScanAPharmacyQRCode PharmacyVoiceReminder',
    pet: 'PharmacyPuppyGreeter PharmacyParrotSaysHi PetPharmacyRun CatOutsmartsTheTreat DogsMeetPharmacist PharmacyBagFortForCats PharmacyVetVisit PharmacyLeashWalk',
    gaming:
      'GuessThePharmacyPrice DrMarioRetroRun PharmacyAisleBingo PharmacySimShift PharmacyTriviaNight OperationBoardDuel PharmacyShopRoleplay PharmacyMemoryGame',
  },
  phone: {
    funny:
      'PhoneWasInMyHandAllAlong PhoneAutocorrectFail PhoneRingsAtWorstTime MomOnThePhoneVoice PhoneGroupChatReenact ReadYourLastText PhoneCallAnxiety MyPhoneKnowsTooMuch',
    educational:
      'PhoneSignalFoilTest PhoneThenVsNow WhatsInsideAPhone PhoneBatteryMythBust WhyGlovesCantSwipe HowYourTextTravels PhoneAccessibilityTricks PhoneScamSpotting',
    travel:
      'PhoneFreeDayTrip PhoneFoodTourDiary PhonePanoramaPeak OnePhoneTenPhotos PhoneLockScreenPostcard AskLocalsNotYourPhone PhoneMapsSideStreets PhoneVoiceMemoTravelLog',
    fashion:
      'MatchYourPhoneCase PhoneMirrorFitPic PhoneCharmGlowUp PhonePocketTest BeadedPhoneStrapDIY Y2KFlipPhoneLook PhoneWallpaperOutfit StyleYourPhoneCrossbody',
    music:
      'PhoneRingtoneRemix PhoneKeypadMelody WholeSongOnYourPhone PhoneAlarmAnthem NotificationBeatDrop GroupChatChorus PhoneSpeakerInACup PhoneVoiceMemoSong',
    pet: 'PetBlocksMyPhone CatNapsOnThePhone HowlAtThePhone PawUnlocksThePhone FaceTimeThePup VoiceNoteForTheDog PetVsPhoneSelfieCam PhoneSqueakerSoundTest',
  },
  'phone call': {
    dance:
      'PhoneCallCordTwirl RingtoneDanceBreak DialToneStep PhoneHoldMusicGroove TelephoneTango PhoneCallPaceShuffle PhoneCallWaitingDance PhoneCallHangUpMoonwalk',
    funny:
      'PhoneCallVoiceSwitch PhoneCallGoodbyeLoop DadOnSpeakerMode PhoneCallRehearsal MomVoicemailReading WhoPhonesAnymore PhoneCallAnxietyPOV PhoneCallPocketDial',
    educational:
      'HowPhoneCallsTravel MakeARotaryPhoneCall PhoneCallInMorseCode WhyWeSayHello PhoneEtiquetteQuiz TinCanPhoneScience PhoneCallOperatorHistory PhoneCallSpanishPractice',
    travel:
      'PhoneCallFromTheSummit PhoneCallTourOfMyTown TimeZoneCheckIn CallYourMomAtEveryStop CallYourMomPostcard PlanATripInOnePhoneCall PhoneCallOnTheTrain PhoneCallGuidedWalk',
    fashion:
      'PhoneCallFitCheck RotaryPhoneClutch PhoneCallLoungeLook VideoCallWaistUp PhoneCaseOutfitMatch DressForTheCall PhoneCallInPajamas PhoneCallStylistFriend',
    gaming:
      'CallAndPlayCoOp PhoneCallWouldYouRather PhoneCallVoiceChess TwentyQsByPhone PhoneTriviaWithMom TelephoneGameNight PhoneCallRiddleRound PhoneCallBingo',
  },
  'phone case': {
    fitness:
      'PhoneCaseArmbandRun PhoneCaseBikeRide PhoneCaseStrapWalk PhoneDownRepsUp JumpRopeCaseTest GymSelfieCounter DontDropThePhoneCasePlank PhoneCaseTrailHike',
    prank:
      'PhoneCaseSwap PhoneCaseStickerBomb PhoneCaseLoveNote IsItAPhoneOrCake SecretPhotoInCase TinyGooglyEyeCase FaceOnPhoneCase PhoneCaseFakeCrack',
    educational:
      'PhoneCaseDropTest HowCasesProtectPhones PhoneCaseMaterialQuiz DoesAPhoneCaseCompost EggInAPhoneCase PhoneCaseMagnetStrength WhyPhoneCasesTurnYellow PhoneCaseShockAbsorb',
    travel:
      'PhoneCaseTicketStubs PackOnlyYourPhoneCase WhatsBehindMyPhoneCase PhoneCasePostcards TravelStickerCase BeachSandProofCase PassportPhoneCase MapInMyPhoneCase',
    fashion:
      'PhoneCaseFitCheck PhoneCaseNailArtPair PhoneCaseColorMatch PhoneBeadStack OneCaseFiveOutfits PhoneCaseCharmStrapDIY LipGlossPhoneCase PhoneCaseDenimPairing',
    wellness:
      'PhoneCaseAffirmations PhoneCaseFamilyPhoto PutYourPhoneToBed PhoneFreeSunday ClearCaseMemories PhoneCaseColoringBreak GratitudePhoneCase PhoneCaseMantraNote',
    music:
      'PhoneCaseAlbumArt PhoneCaseLyricDesign PhoneCaseBoomboxHack PhoneCaseDrumming FlipPhoneRingtoneCover ConcertTicketCase TapBeatsOnPhoneCase PhoneCaseRubberBandGuitar',
    gaming:
      'PhoneCaseTableHockey PhoneCaseFlipLanding PhoneCaseCurling GuessWhosPhoneCase PhoneCaseTicTacToe PhoneCaseBowling PhoneCaseStackOff TamagotchiPhoneCase',
  },
  photography: {
    funny:
      'PhotographerPoses PhotoshootBloopers BlurryPhotoHallOfFame SayCheeseRefusal DadDirectsTheShoot PhotoWhereSomeoneBlinks PhotographyGymnastics AwkwardFamilyPhotoRemake',
    prank:
      'PhotoFrameSwap SurprisePhotoshoot SneakyPhotobomb MagazineCoverOfThem PhotoOfYouInEveryAlbum CardboardCelebCameo PhotoboothPopUp HideYourPhotoInTheirBook',
    educational:
      'RuleOfThirdsPhoto HowACameraWorks PinholePhotographyBox PhotoPaperSunPrint ApertureInOneMinute PhotographyMythBusters PhotoLightingWithALamp PhotoColorWheelHunt',
    cooking:
      'StyleDinnerForThePhoto PhotoWorthyPlate SteamyRamenCloseup CameraEatsFirst PhotoshootFeast PhotographerBakeOff PhotogenicPancakes RecreateARecipePhoto',
    travel:
      'PhotoEveryTownSign CityPhotoWalk GoldenHourHunt PhotoADayOnVacation PhotographerRoadTrip RecreateAnOldTripPhoto PhotographyBucketList PhotoTourOfMyBlock',
    fashion:
      'StreetStylePhoto FitPicPose PhotoshootInYourCloset DressLikeAPhotographer PhotoCameraStrapDIY PhotographyLookbook PhotographerVestRestyle PhotoWorthyThriftHaul',
    wellness:
      'MindfulPhotography GratitudePhotoADay GoldenGlowPause PhotographySkyDiary SlowShutterBreathing PhotographerSunrise PhotoNatureWalk PhotoTheSmallJoys',
    music:
      'AlbumCoverPhoto PhotoAtALocalGig PhotoSlideshowToASong SnapOnTheBeat PhotographerBandShoot PhotoshootMusicVideo PhotographySoundtrack PhotoOfEveryLyric',
  },
  photoshoot: {
    prank:
      'PhotoshootPhotobomb FakeMagazineCover PhotoshootCelebCutout PaparazziForADay GrandmaGlamPhotoshoot ChildhoodPhotoRedo PhotoshootBubbleMachine PhotoshootPropSwap',
    educational:
      'GoldenHourScience PhotoshootRuleOfThirds PhotoshootPoseDrill OneLampPhotoshoot HighVsLowAnglePhotoshoot WindowLightPhotoshoot PhotoshootLightingLab PhotoshootColorWheelPick',
    travel:
      'PhotoshootScouting TouristPhotoshootAtHome ParkBenchPhotoshoot GasStationPhotoshoot SubwayPhotoshoot HiddenPhotoSpots AirportPhotoshoot StreetArtPhotoshoot',
    wellness:
      'PhotoshootNoFilter PhotoshootSelfLove PhotoshootForMe SoloPhotoshootInNature GoldenHourCalm SlowPhotoWalk GratitudePhotoshoot BareFacedPhotoshoot',
    tech: 'RingLightTest PhotoshootAIRetouch TripodRemoteHack PhotoshootPhoneVsPro PhotoshootBurstMode PhotoshootBudgetStudio PhotoshootStopMotion FlashlightPhotoshoot',
    pet: 'PetPhotoshoot PhotoshootCatCalendar PhotoshootWithYourHamster SqueakyToyPhotoshoot PuppyHeadshotDay PhotoshootTreatBribe PhotoshootPoseOff PhotoshootBloopReel',
  },
  piano: {
    prank:
      'SecretPianoSkill SurprisePianoSerenade PianoBenchWhoopeeCushion PlaysBadThenBrilliant PianoOneWrongNote PianoLipSyncFakeOut GhostPianoPlayer PianoBirthdayWakeUp',
    educational:
      'HowPianosWork LookInsideAPiano FindMiddleCOnPiano EveryGoodBoyDoesFine WhyEightyEightKeys LearnThreePianoChords GrandVsUprightPiano SharpsAndFlatsOnPiano',
    cooking:
      'PianoKeyCookies PianoKeyboardSushi PianoBarMocktails EbonyAndIvoryParfait TuxedoBrownies GrandPianoLayerCake PlayPianoWhileItBakes PianoRecitalSnacks',
    travel:
      'PlayEveryAirportPiano PianoInTheTrainStation StreetPianoTour VisitGrandmasPiano ComposeYourTripOnPiano FreePianoConcertInTown PianoShopTestDrive PianoPlaylistForTheRide',
    fashion:
      'PianoKeyNailArt TuxedoTailsAtThePiano PianoConcertGownTwirl EbonyAndIvoryFit PianoManCosplay RecitalReadyLook PianistStageOutfit PianoStripeShoeDIY',
    wellness:
      'PianoMeditation LearnOnePianoSong CalmPianoMorning ClairDeLuneNight PlayItPianissimo PianoEveningUnwind SlowPianoBreathing FiveMinutesOfPiano',
  },
  pickleball: {
    funny:
      'PickleballWithPickles GrandpaPickleballRival TennisSnobVsPickleball PickleballTrashTalkSkit ScoreCallingChaos PickleballNeighborWars PickleballPunRally PickleballSportscaster',
    prank:
      'PickleballsInTheEggCarton PickleballPickleSwap GlowInDarkPickleball PickleballCheerSquad MysteryDoublesPartner BigDillTrophy PickleballMedalForGrandpa PickleballSqueakyDecoy',
    educational:
      'WhyItsCalledPickleball PickleballSpinPhysics PickleballVsTennisQuiz PickleballDropHeightLab LearnPickleballScoring PickleballKitchenRuleDemo PickleballSlangTest PickleballFootworkDrill',
    fashion:
      'PickleballFitCheck DoublesPickleballTwins NeonPickleballSneakers PickleballVisorTryOn CourtToCafe DinkInPink ThriftAPickleballSkort PickleballHeadbandStack',
    music:
      'PickleballPopBeat PickleballWalkoutSong PickleballPaddleDrums ASMRPickleballRally DinkBeatbox PickleballSoundRemix WriteAPickleballAnthem PickleballHypePlaylist',
  },
  'pickup truck': {
    fitness:
      'PickupTruckStepUps PickupTruckHaySquats PickupTruckFarmStrong PickupTruckBedPlanks PickupTruckFirewoodCarry PickupTruckTailgateDips PickupTruckSandbagLift HIITByThePickupTruck',
    prank:
      'PickupTruckBalloons PickupTruckFlamingos PickupTruckThankYouBanner PickupTruckMovieNight TailgateSurpriseParty BallPitInTheTruck PickupTruckStickyNotes BubbleWrapPickupTruck',
    educational:
      'PickupTruckTowingMath HowMuchCanAPickupHaul PickupTruckPennyTreadTest PickupTruckModelQuiz PickupTruckEngineTour TorqueVsHorsepower GuessThePickupTruckYear CheckPickupTruckOil',
    fashion:
      'PickupTruckFitCheck PickupTruckWorkwearFlip PickupTruckRunway PickupTruckDoubleDenim TailgateFlannel DirtRoadDrip PickupTruckCowboyHat CountryGlamPickupTruck',
    wellness:
      'PickupTruckStargazing PickupTruckSunset PickupTruckBedNap PickupTruckUnplug PickupTruckCloudWatch TailgateTalkTherapy PickupTruckJournaling CoffeeOnPickupTruck',
    music:
      'PickupTruckTailgateJam PickupTruckHarmonica PickupTruckBedConcert PickupTruckKaraoke PickupTruckBanjo WriteATruckSong PickupTruckYodel DrumOnPickupTruck',
    art: 'PickupTruckPhotoshoot PaintAPickupTruckSunset PickupTruckChalkArt SketchYourDreamPickup RustyTruckWatercolor TailgateMural PickupTruckClayModel DoodleAPickupTruck',
    tech: 'LightUpThePickupTruckBed PickupTruckPhoneMountHack PickupTruckEngineCodeScan PickupTruckTechTour TailgateProjector PickupTruckTireGaugeCheck PickupTruckTimeLapseWash UpgradeYourPickupTruck',
    pet: 'PickupTruckHarnessCheck PickupTruckFetchStop PickupTruckTailWags PickupTruckPetPhoto TailgatePupParty BestTruckBuddyAward CatChasesToyPickupTruck PickupTruckCatBedBuild',
  },
  picnic: {
    prank:
      'PicnicPlasticFruitSwap PicnicFakeAnts TeddyBearPicnicGuests PicnicInTheLivingRoom PicnicConfettiBlanket MiniPicnicOnTheirDesk BlindfoldPicnicReveal PicnicPostcardInvite',
    educational:
      'WhyAntsFindYourPicnic PicnicCloudSpotting PicnicCoolerIceTest PicnicBugSafari NameThatTree PicnicShadowSundial PicnicBirdBingo PicnicWildflowerID',
    fashion:
      'MatchYourPicnicBlanket PicnicGinghamLook PicnicStrawHatDIY PicnicPerfectOOTD PicnicSundressTwirl PicnicBasketAsAPurse PicnicDressCode PicnicFloralLayers',
    music:
      'PicnicUkuleleJam PicnicBottleOrgan AcousticPicnicSet TeddyBearsPicnicCover PicnicBirdsongDuet BasketDrumBeat PicnicSingOff PicnicPlaylistSwap',
    art: 'PicnicStillLife PaintThePicnic PicnicFlowerCrown PicnicLeafRubbings BlanketFlatLay CloudDoodleDay PicnicTwigWeaving PicnicNapkinSketch',
    pet: 'PetPicnicDay PicnicTreatHunt BunnyJoinsThePicnic PawsOnTheBlanket BarkInThePark PicnicPuppyPlaydate PicnicSitStay FetchAtThePicnic',
  },
  'picture day': {
    fitness:
      'PictureDayFaceYoga PictureDayWallAngels PictureDayStandTall PicturePerfectPlank SayCheeseSquats SmileMuscleWorkout FlexForPictureDay JumpShotPictureDay',
    prank:
      'PictureDayPhotobomb PictureDaySillyFace PictureDayMustacheBomb PictureDayMatchingShirts SecretBunnyEars PictureDayLunchboxNote FakeRetakePictureDay GooglyEyesPictureDay',
    educational:
      'PictureDayWindowLightTest PictureDayColorsThatPop FindYourPictureDayAngle GuessThePictureDayDecade HowYearbooksGetMade WhyFlashMakesRedEye PictureDayRuleOfThirds PictureDaySmileScience',
    travel:
      'PictureDayPoseAtTheBeach PictureDayAtLandmarks PassportPictureRedo PictureDayParkHop SayCheeseCityTour PhotoBoothCrawl FamilyPictureDayTrip PostcardPictureDay',
    wellness:
      'PictureDayPowerPose PictureDayPepTalk PictureDayNoFilter PicturePerfectSelfLove SmileForYourself EarlyNightBeforeShoot CalmPictureDayMorning PictureDayBreathingDrill',
    gaming:
      'PictureDayAvatarShoot PictureDayGuessTheYear PictureDayBingo PictureDayPoseOff FindMeInTheClassPic PictureDayCharacterSelect MemoryMatchPictureDay PixelArtPictureDay',
  },
  pie: {
    fitness:
      'EarnYourPie PumpkinPieSquats PieTinSliderAbs HikeForPie RollingPinRollouts CrustCrunches PieDoughPress SpinThePieChartWorkout',
    prank:
      'SecretPieDelivery PieLatticeMessage PieInTheFaceFakeOut MiniPieInvasion ItsActuallyPie PieChartOfTheirHabits PiInsteadOfPie PieHiddenThankYouNote',
    educational:
      'PieForPiDay WhyPieCrustFlakes PieChartYourDay BakeAMedievalPie MeasureYourPie GuessThePieByState ButterVsLardPie PieFractionsLesson',
    fashion:
      'PieLatticeBraids CutiePieFitCheck DressLikeAPieFlavor PiePicnicOOTD CherryPieRedLips DinerPieRetroLook PiePrintApron PieCrustClayEarrings',
    music:
      'AmericanPieSingAlong SweetiePieSerenade PieTinDrumSolo RapYourPieRecipe HoneyPieHarmony PiePunSongParody BakeAPieToTheBeat ABalladForMyPie',
    tech: 'AIInventsAPie PieBakeTimelapse PieDisappearsStopMotion CodeAPieChart AirFryerMiniPies PieThermometerTest StandMixerPieDough PieRecipeScaleApp',
    gaming:
      'PieCrustDesignDuel PieWedgeTriviaNight GuessThePieFilling PlayForPie PieTinCurling WinTheWholePie PieChartPictionary EasyAsPieCharades',
  },
  pig: {
    prank:
      'PigSnoutPhotobomb PigNoseOnTheTeddy PlushPigSwap PiggyBankFullOfButtons PigLatinVoicemail FlyingPigBalloon PigSqueakAlarmClock PigStickerOnTheFridge',
    educational:
      'HowSmartArePigs WhyPigsRollInMud PigLatinLesson PiggyBankCoinMath PigsCantLookUp PigOrBoarQuiz PigSnoutSniffTest PigFactOrFib',
    travel:
      'PigSanctuaryTour ThisPiggyWentToMarket PigPlushTravelBuddy CountryFairPigRace ThreeLittlePigsHouseHunt PigFarmDayTrip PigletPettingZoo PigOutFoodCrawl',
    fashion:
      'PigEarBeanie PigSnoutSlippers PigtailsFiveWays PeppaPigCosplay PrettyInPigPink PigNoseMakeupLook PastelPiggyFitCheck PigPrintPajamas',
    wellness:
      'HappyAsAPigInMud PigPlushieCuddle PigInABlanketNap ThisLittlePiggyFootRub PigSanctuaryVisit PigSpaMaskNight PigOutOnRest PigletVideoBreak',
    tech: 'AskYourPhoneInPigLatin ThreeLittlePigsStopMotion AIDrawsAPig PigVoiceFilterKaraoke OinkSoundboard PigSanctuaryLiveCam PigFaceSwapDuel PigGreenScreenFarm',
  },
  pigeon: {
    fitness:
      'PigeonHeadBobLunges PigeonHipStretch 7DayPigeonPoseDare PigeonStrutPowerWalk PigeonBalanceHold FlapLikeAPigeonCardio PigeonHopSquats PigeonWingArmCircles',
    prank:
      'PigeonCooRingtone PigeonPlushSurprise PigeonPostNote PigeonDecoyOnTheBalcony PhotobombPigeonCutout PigeonToyInTheFridge PigeonImpressionWakeUp PigeonStickerTrail',
    educational:
      'PigeonOrDoveQuiz PigeonMagneticSense HowPigeonsFindHome WhyPigeonsHeadBob PigeonsCanDoMath PigeonIQTest GuessThePigeonBreed WatchAPigeonNest',
    cooking:
      'PigeonShapedCookies PigeonBreadBuns PigeonToastArt PigeonCakePops BreadcrumbBakeOff PigeonMacarons PlazaPigeonPancakes PigeonRiceBalls',
    travel:
      'PigeonSpottingWalk PigeonsOfYourCity PigeonCensusOfMyTown PigeonSelfieAtTheStation RateTheLocalPigeons PicnicWithThePigeons PigeonPostcardHunt PigeonSquareSightseeing',
    fashion:
      'PigeonIridescentLook MakeAPigeonBrooch DressLikeAPigeon NeckSheenEyeshadow PigeonGreyFitCheck PigeonStrutRunway PigeonFeatherPrint PigeonToneLayering',
    wellness:
      'PigeonWatchingBreak PigeonParkPause PigeonBenchSunset SlowPigeonStroll PigeonCooBreathing BirdsongBreather PlazaPigeonMindfulness PigeonCalmCounting',
  },
  pillow: {
    educational:
      'HowPillowsAreMade WhatsInsideAPillow PillowDownVsFoam ColdSideScience GuessThePillowFilling PillowFactOrFluff WhyYouReplacePillows PillowFoldTest',
    fashion:
      'PillowcaseDressDIY PuffyPillowSleeves PillowSilkHairWrap PillowBagFitCheck BedheadToRunway PajamaPartyGlam ThrowPillowCouture PillowFabricScrunchies',
    music:
      'PillowDrumSolo SingIntoThePillow PillowLullaby PillowFortConcert MuffledMicDrop PillowFightAnthem PillowBeatboxBattle PillowLipSyncDuet',
    tech: 'PillowSleepTracker PillowPhoneStand PillowFightSlowMo PillowFortTimeLapse PillowSpeakerHack PillowFluffASMR PillowMovieNightSetup PillowAlarmAppTest',
    pet: 'CatOnMyPillow PillowVsDogBed KittenKneadsThePillow PillowHogPup PillowFortPetPalace SqueakyPillowSurprise WhoGetsThePillow PillowPuppyNap',
  },
  pilot: {
    prank:
      'PilotHatSurprise PilotIntercomPrank CardboardCockpitPilot PilotSafetyCardForDad WelcomeAboardTheCouch PilotSpeakingAlarm YourPilotAtTheDoor PilotSnackCartService',
    educational:
      'SpellItLikeAPilot HowPilotsLandPlanes AskAPilotAnything WhyJetsLeaveContrails RogerThatQuiz PilotRunwayNumbers CloudTypesForPilots ReadAPilotInstrumentPanel',
    fashion:
      'PilotAviatorLook StyleAPilotBomber DressLikeAPilot VintagePilotScarf TopGunFitCheck CaptainOfTheCatwalk PilotShadesTryOn PilotJumpsuitDIY',
    pet: 'CoPilotPup PilotCatWindowSeat PetPilotCardboardPlane PilotBunnyHangar TopDogPilot PawsForTakeoff PilotScarfPooch PilotKittyInABox',
  },
  pinata: {
    prank:
      'PinataFullOfNotes PinataNestedMini PinataConfettiOnly UnbreakablePinataPrank GoldenTicketInside SocksInsteadOfCandy BroccoliPinata PinataThatTalks',
    educational:
      'HowPinatasAreMade PinataPaperMacheLab PinataSevenPoints PinataStringStrengthTest SplitPinataCandyEvenly WhatIsAPosada PhysicsOfAPinata SpanishWordsPinata',
    travel:
      'PinataShopHop PinataPosadaFestival PinataMarketTour PinataPartyInThePark BiggestPinataHunt PinataOnTheBus BuckleUpThePinata TakeAPinataSightseeing',
    fashion:
      'DressLikeAPinata PinataTasselEarrings PinataRainbowLayers PinataPrintGlowUp TissueFringeFit PinataSkirtTwirlTest PinataColorBlock PinataPartyMakeup',
    wellness:
      'PinataGratitudeNotes PinataOfWishes PinataWorryBreak PinataFamilyTradition ConfettiOfKindness PinataStressSmash AffirmationPinata SlowCraftPinata',
    tech: 'PinataSlowMo PinataCameraInside PinataPulleyRig PinataHitCounter AIDesignedPinata PinataStopMotionBuild PinataBashOnVideoCall PinataLEDNightSmash',
  },
  pinball: {
    prank:
      'PinballFakeJackpot PinballRingtoneSwap QuarterTrailToPinball PinballGooglyEyeBumpers HighScoreLoveNote PinballDateSurprise PinballInitialsMessage ShoeboxPinballGift',
    educational:
      'PinballMarbleRampTest WhyPinballWasIllegal HowPinballFlippersWork PinballTiltLimitDemo SkillOrLuckQuiz InsideAPinballMachine PinballAngleExperiment GuessThePinballDecade',
    travel:
      'PizzaAndPinballNight PinballArcadeCrawl PinballAtTheBowlingAlley OnePinballPerCity EveryPinballInTown PinballRoadTrip PinballMuseumVisit PinballAtTheLaundromat',
    fashion:
      'PinballNeonFit DressLikeAPinballMachine FlipperPinballEarrings RetroPinballJumpsuit PinballArcadeOOTD SilverBallChic PaintAPinballTee PinballColorBlockLook',
    wellness:
      'PinballFlowState PinballOneBallZen NostalgiaPinballHour CalmHandsPinball LetItDrain NudgeNotShove PinballWithNoScore PinballStressRelease',
    tech: 'BeatMyPhonePinballScore PinballSlowMoFlip PinballTimeLapseBuild PinballAppVsRealTable PinballFlipperCamPOV PinballTiltFailsReel PinballLightShowEdit CodeAPinballGame',
  },
  'ping pong': {
    educational:
      'PingPongPhysics HowTopspinWorks PingPongLevitation WhyPingPongBallsCurve CanAPingPongHoldBooks PingPongBounceHeightLab TableTennisTrivia DropTestPingPong',
    fashion:
      'PingPongFitCheck DressedToServe RetroPingPongOutfit SweatbandSwagger PingPongEarrings PingPongTwinning PingPongPolkaDots SuitUpForPingPong',
    wellness:
      'PingPongZen BreatheBetweenPoints RallyAndRelax NoScorePingPong PingPongBallBalance PingPongLunchReset MindfulPingPong PingPongWithGrandpa',
    pet: 'CatVsPingPong PingPongWatchDog KittenChasesPingPong PingPongTableNapSpot PingPongPetReferee PawsVsPaddle PingPongPounce BathtubPingPong',
  },
  pink: {
    prank:
      'ThinkPinkTakeover PinkFlamingoBathtub PinkStickyNoteDesk PinkPancakeAmbush TickledPinkWakeUp PinkLightbulbSwap PinkFoodColoringMilk PinkBalloonRoomFill',
    educational:
      'WhyFlamingosArePink MagentaDoesntExist PinkLakeScience PinkWasForBoys MakePinkFromBeets PinkShadesQuiz PinkLemonadeDyeTest DoesPinkCalmYouDown',
    tech: 'PinkDeskSetup PinkFilterOnEverything PinkKeyboardBuild PinkHomeScreenGlowUp PinkGadgetTierList PinkThingsStopMotion RGBToPinkOnly PinkPhoneWallpaperEdit',
    pet: 'PinkNosePupCloseUp PinkToeBeanCheck PinkBlanketPetNap PrettyInPinkPet PinkBandanaStrut TickledPinkKitty PinkPlushKickerForTheCat PinkBallFetchRace',
  },
  pirate: {
    prank:
      'TalkLikeAPirateDay PirateFlagOnTheirDoor PirateGoldCoinTrail MessageInAPirateBottle XMarksTheSnack PirateFakeTreasureMap PirateVoiceWakeUpCall PirateRansomNoteForSocks',
    educational:
      'PirateMapReading HowPirateShipsFloat DecodeAPirateFlag RealPirateOrMyth DidPiratesWalkThePlank WhyTheEyePatch KnotLikeAPirate MakeAPirateCompass',
    travel:
      'PirateShipPlaygroundHunt PirateTreasureMapOfTown PirateMiniGolfDayOut PackLikeAPirate XMarksTheBeach PirateGeocacheDay PirateCoveHunt PirateQuestAroundTheBlock',
    fashion:
      'PirateCaptainLook PirateEyePatchDIY PirateFitFromYourCloset FoldAPaperPirateHat SwashbucklerChic PoetShirtRevival PirateGoldHoopStack PirateBandanaThreeWays',
    tech: 'PirateGPSTreasureHunt PirateMapQRCode PirateSpyglassCam PirateSelfieFaceSwap ArrrFilter PirateStopMotionShip PirateTalkTranslator PirateVoiceChanger',
    pet: 'PupPirateTreasureHunt PirateMapTreatTrail PirateChestSniffGame PirateBoxBoatForCats PawsOfTheCaribbean ShiverMeWhiskers PirateParrotTalks PirateShipHamsterHideout',
    gaming:
      'PirateTreasureQuest PirateSharkTag PirateLiarsDice PirateShipBlockBuild PirateFoamSwordDuel PlankOrPlunder PirateBattleshipNight PirateCaptainSays',
  },
  pizza: {
    prank:
      'PizzaLookalikeCake PizzaBoxFullOfVeggies PizzaEmojiOnlyTexts DessertPizzaSwap SpellItInPepperoni TinyPieBigReveal PizzaPuzzleDelivery PizzaPillowOnTheirBed',
    educational:
      'PizzaFractions PizzaAreaMath WhyPizzaCheesePulls NeapolitanVsNewYork PizzaDoughGlutenTest YeastInABalloon PizzaBoxGeometry MeasurePiWithPizza',
    travel:
      'PizzaCrawl PizzaOnAParkBench HiddenPizzeriaHunt PizzaPlaceByBike CheapestPizzaInTown PizzaRatingRoadTrip PizzaSliceWithAView PizzaFromANewNeighborhood',
    fashion:
      'PizzaNightFitCheck PizzaCharmEarrings DressLikeAPizzaSlice PepperoniPolkaDots PizzaPartyOOTD PizzaSocksStyling PizzaBoxRunway PizzaChefApronLook',
    wellness:
      'PizzaPhoneFreeDinner MindfulPizzaMaking SunsetPizzaPicnic KneadAndBreathe FridayPizzaWithFriends ShareTheLastSlice PizzaNightGratitude PizzaSlowTasting',
    pet: 'PizzaBoxCatBed PizzaPlushFetch PizzaDoorbellBarks PizzaShapedPupTreats PizzaPuzzleFeeder ZoomiesAtTheDoor PizzaSliceSnuffleMat PizzaToyUnboxing',
    gaming:
      'PizzaGameNight PizzaBoxTowerStack WinnerPicksPizza GuessThePizzaTopping PizzaPartyCharades PizzaSliceTicTacToe PizzaParlorBingo PizzaWouldYouRather',
  },
  planner: {
    dance:
      'PlannerStickerShimmy PlannerMondayStrut FinishedPlannerPageJig PlannerCheckOffBop CrossItOutTwirl TaDaListDance PlannerWeekendWiggle PlannerPenClickStep',
    fitness:
      '30DayPlannerWorkout PlannerRunLog PlannerStepGoalWeek PlankPlanner MonthlyPushUpGrid OneStickerPerSweat PlannerPowerWalk PlannerStretchBreaks',
    educational:
      'TimeBlockYourDayPlanner 21DayPlannerHabit SMARTGoalPlanner BulletVsDailyPlanner EisenhowerMatrixTest PomodoroPlannerDay PlannerExamRevisionMap PlannerBudgetWeek',
    travel:
      'PlannerTripItinerary PlannerRouteDoodle PlannerTicketScrapbook PlannerVsSpontaneous PackingListSpread DreamGetawayCountdown PlannerStaycationWeekend PlannerPostcardPages',
    fashion:
      'PlannerOOTDLog PlannerCapsuleSketches WhatsInMyPlannerBag MatchYourPlannerFit WeekOfOutfitsSpread PlannerInkColorOutfit PlannerCharmBraceletDIY PlannerThriftWishlist',
    music:
      'PlannerLoFiDoodleAlong PlannerPracticeLog PlannerConcertTracker PlannerPenTapBeat OneSongPerSpread AlbumReleaseCalendar SetlistPlannerPage PlannerStudyPlaylist',
    tech: 'PlannerAppVsPaper PlannerPageTimeLapse PrintYourOwnPlanner HyperlinkedPlannerBuild PlannerEmojiStickerDIY CalendarSyncSetup PlannerWidgetGlowUp PlannerTabletTemplate',
  },
  plant: {
    educational:
      'HowPlantsDrink WhyPlantsLeanToLight DoPlantsLikeMusic NameThatLeafQuiz OneCuttingTenPlants RainbowCeleryTest PlantCellsUpClose PlantOxygenBubbles',
    fashion:
      'PlantParentFit PlantMomOOTD PlantLadyOveralls DressLikeYourPlant MatchYourMonstera PlantSproutHairClips PlantToneOutfit PlantLeafStampTee',
    tech: 'PlantTimelapse PlantAutoWaterer HydroponicJarGarden MyPlantTextsMe AppVsPlantMom PlantIDFaceOff PlantLightMeterTest PlantGrowthPhotoDiary',
    pet: 'PetSafePlantSwap EmptyPlantPotCatNap PlantParentPupPortrait PawsAndPlants KittyGrassTasteTest PlantPrintDogBandana CatproofPlantShelf WhoKnockedThePlant',
  },
  'plate tectonics': {
    dance:
      'TectonicPlateShuffle TectonicShiftGroove SubductionSlide TectonicBreakupDance TectonicSlowMo PlateBoundaryBattle DriftingTectonicDuet TectonicCollisionStomp',
    fashion:
      'TectonicCrackleNails TectonicPatchwork TectonicLayeringLook DressAsATectonicPlate TectonicRiftJeansDIY MagmaMonochrome TectonicMapScarf TectonicEarthTones',
    wellness:
      'TectonicPatience TectonicGroundingWalk TectonicShiftJournal TectonicOneStepADay StoneStackingCalm TectonicSlowLiving TectonicFloatMeditation BarefootOnTectonics',
    art: 'TectonicStopMotion TectonicClayModel PaintTheTectonicMap PangaeaCollage StrataSandJar FoamTectonicDiorama TectonicCrayonLayers TectonicPlayDohFolds',
    tech: 'PhoneSeismometer TectonicDriftAnimation TectonicQuakeTracker AIExplainsTectonics TectonicGreenScreenReport ZoomInOnTectonicFaults TectonicARGlobe PlayATectonicSimulator',
  },
  platypus: {
    wellness:
      'BeYourOwnPlatypus SleepLikeAPlatypus OddOneOutPlatypus PlatypusCreekCalm WeirdIsWonderful PlatypusPlushNap PlatypusPondSitSpot PlatypusQuirkJournal',
  },
  playground: {
    travel:
      'PlaygroundPassport BestPlaygroundInTown CastlePlaygroundQuest TryAPlaygroundOnVacation GiantSlideRoadTrip RateEverySwingSet PlaygroundCrawl PlaygroundBusAdventure',
    fashion:
      'PlaygroundFitCheck PlaygroundParentOOTD CozyPlaygroundLayers PlaygroundSneakers KidsPickTheColors GrassStainProof PlaygroundRunway PlaygroundTwinningDuo',
    tech: 'PlaygroundSlowMo PlaygroundGeocacheHunt PlaygroundTimeLapse PlaygroundSlidePOV PlaygroundSpeedometerTest SwingPhysicsApp PlaygroundPanoramaFail PlaygroundStepTracker',
  },
  'playing cards': {
    dance:
      'PlayingCardsHandJive PlayingCardsWaltz CardsOnTheBeat FlipTheCardsFreestyle CardFanFlourishDance AceHighStep CardShuffleShimmy JokerCardJig',
    prank:
      'FiftyTwoCardPickup SecretMessageCards PlayingCardsAceHunt ConfettiCardsBox IsThisYourCard CardUnderTheMug CardOnTheCeiling AllJokerCards',
    educational:
      'DeckOfCardsMath PlayingCardOdds RealKingsOnFaceCards PlayingCardMindReadTrick SevenShufflesRule FiftyTwoFactorial CardMemoryPalace CardSuitOrigins',
    travel:
      'PlayingCardSouvenirs PackADeckOfCards CampfireCardsNight RoadTripCardGames CardsOnTheTrain HostelLoungeRematch CardsAtTheAirport BeachCardTournament',
    tech: 'PlayingCardSlowMo CardTrickSplitScreen AIGuessesMyCards CardTowerTimeLapse PlayingCardsStopMotion CardGameOverVideoCall PlayingCardsCloneEffect SolitaireAppVsRealCards',
  },
  playlist: {
    fitness:
      'PlaylistPlankOff PlaylistBurpeeChorus PlaylistJumpRopeMix PlaylistLengthRun TrackChangeSquats BPMIntervals PushUpPlaylistDrop RetroPlaylistAerobics',
    prank:
      'PlaylistSecretMessage KidsSongsOnlyPlaylist PlaylistBirthdayAmbush PlaylistRickroll PlaylistAllKazooCovers LullabyAlarmClock SneakyPlaylistSwap PolkaPlaylistSurprise',
    educational:
      'PlaylistDecadeTimeline PlaylistLanguageSwap PlaylistChordSpotting PlaylistPeriodicTable HistoryInTenSongs GenreFamilyTree StudyPlaylistMnemonics GeographyPlaylistQuiz',
    travel:
      'PlaylistForEveryCity PlaylistTrainWindow RateMyCommutePlaylist PlaylistForTakeoff RoadTripAuxBattle PlaylistFerryCrossing LocalRadioPlaylistSwap HikingPlaylistSummit',
    fashion:
      'PlaylistCoverFit PlaylistEraDressUp WearYourPlaylistColors OnePlaylistFiveLooks AlbumArtOutfit StyleTheMerch PlaylistRunwayWalk PlaylistGenreGlam',
  },
  plumber: {
    prank:
      'PlumberDripSoundPrank PlumberCostumeReveal PlumberCookieToolbox GooglyEyePlumbing CoinUnderTheSink FakeMustacheFixer PlumberWrenchBouquet PlumberThankYouCard',
    educational:
      'PlumberSinkTrapLesson WhereDoesTheFlushGo PlumbingPressureDemo FixItOrCallAPlumber WhyPipesHaveUBends PlumberLeakyBucketMath PlumberMythBusters PlumberDripWasteTest',
    cooking:
      'PlumberToolboxCookies PackAPlumberLunchPail WrenchCakeForPlumber PlumberHeartyBreakfast SuperMushroomRisotto RigatoniPipeline PlumbersPotPie PlumberSandwichStack',
    fashion:
      'DressLikeAPlumber PlumberWorkwearLook MarioPlumberCosplay PlumberToolBeltStyle RedCapBlueOveralls UtilityPocketsGalore PlumberToRunwayFlip PlumberBeanieAndBoots',
    pet: 'PlumberPupSupervisor PlumberDogGreeter PlumberCatInTheSink PetFountainPlumbing PlumberParrotChat DripWatcherKitty PetSupervisesThePlumber PlumberMeetsTheBunny',
  },
  podcast: {
    educational:
      'PodcastFactOfTheDay RecordYourFirstPodcast PodcastScienceMinute ExplainItLikeAPodcast KidsPodcastQuiz AskAnExpertEpisode PodcastBookReport PodcastVocabBuilder',
    fashion:
      'PodcastStudioFitCheck PodcastHostGetReady LiveShowStageLook PodcastPajamaBottoms PodcastMerchDrip DressForTheMic PodcastHeadphoneHairdo PodcastSweaterWeather',
  },
  polaroid: {
    prank:
      'PolaroidLunchboxNote PolaroidHiddenSmiles PolaroidTreasureHunt PolaroidBlankFilmFakeOut PolaroidSwapInTheirFrame InstaxPhotobomb DoorwayPolaroidWall PolaroidPillowSurprise',
    educational:
      'HowPolaroidsDevelop PolaroidChemistry PolaroidMythBust PolaroidEmulsionLift WhyColdPolaroidsGoBlue InstaxVsPolaroid PolaroidLightLeakTest PolaroidShakeScience',
    cooking:
      'PolaroidFrameCookies InstantCameraCake PolaroidRecipeCards PolaroidOfEveryBake PolaroidBentoBox SayCheeseboard FoodStylingPolaroid PolaroidPicnicSpread',
    fashion:
      'PolaroidFitCheck PolaroidLookbook PolaroidOutfitDiary CameraStrapCouture InstaxAsAccessory PolaroidSeventiesOutfit MirrorPolaroidSelfie PolaroidColorStory',
  },
  'police car': {
    prank:
      'PoliceCarBirthday CardboardCruiserReveal PoliceCarInTheirSlipper PoliceStationCookies ToyPoliceCarParade PoliceCarHallwaySpeedTrap RCPoliceCarDelivery PoliceCarStopsTheRoomba',
    educational:
      'PoliceCarLightsQuiz WhySirensChangePitch PoliceCarWorldColors WhatsInAPoliceCar PoliceCarRadioLingo PoliceCarSpotTheGear PoliceCarThenAndNow PoliceCarSafetyTalk',
    fashion:
      'PoliceCarCostume PoliceCarHalloweenFit CruiserStripesLook DressLikeAPoliceCar PoliceCarCheckeredNails RedAndBlueColorBlock PoliceCarBadgeBrooch PoliceCarGraphicSweater',
    wellness:
      'PoliceCarThankYou SirenBreathBreak PoliceCarColoringPages PoliceCarCalmPause PoliceCarPatienceCheck PoliceCarNightLight CopCarCoffeeRun PoliceCarBedtimeStory',
    music:
      'PoliceCarSirenRemix WeeWooHarmony PoliceCarChaseTheme PoliceCarKazooWail PoliceCarRadioJingle DopplerDrop PoliceCarBeatbox PoliceCarBedtimeSong',
    tech: 'PoliceCarRCChase PoliceCarLightsBuild PoliceCarStopMotionParade ToyCopCarMovieTrailer CodeASirenSound PoliceCarDashcamPOV AIDrawsAPoliceCar PoliceCarPixelGame',
    pet: 'CruiserPupPatrol PoliceCarDogBadge PoliceCarBoxKitten PoliceCarHowlAlong ToyPoliceCarCatPounce BarkAtTheSiren PoliceCarPetParade PoliceCarHamsterHouse',
    gaming:
      'PoliceCarBingo CopsAndRobbersRun PoliceCarBoardGame RushHourPoliceCar MarioKartPoliceCup PoliceCarTriviaShowdown ParkThePoliceCar PoliceCarMemoryCards',
  },
  'police officer': {
    dance:
      'PoliceHatTwirl PoliceWhistleGroove PoliceSirenShuffle BoogieLikeACop BadgeBounce OfficerFreezeFrame PoliceWaveThrough PoliceHandSignalStep',
    prank:
      'PoliceBadgeForGrandpa CopMugshotForTheCat PoliceCookieSurprise PoliceChalkHearts PoliceTapeOnTheSnackJar CaughtBeingKindCard CopArrestsTheTeddy PoliceWantedPosterForDad',
    educational:
      'AskAPoliceOfficer PoliceRadioCodes WhenToCallThePolice PoliceFingerprintLab TalkLikePoliceDispatch HowK9UnitsSniff PoliceAlphabetQuiz PoliceSketchArtistTest',
    travel:
      'PoliceStationFieldTrip PoliceHorsePatrolSpot PoliceOpenHouse AskACopForDirections PoliceBoatOnTheRiver PoliceTouchATruckDay PoliceMuseumVisit PolicePatchCollecting',
    fashion:
      'PoliceOfficerCostume AviatorShadesLikeACop PoliceHatFitCheck PoliceBadgeBrooch NavyBlueStrut SpitShineBoots StyleAPoliceBomber PoliceUniformThroughTime',
    tech: 'TalkLikeAPoliceRadio HowPoliceRadarWorks PoliceSketchAppFaceOff PoliceBodyCamPOVSkit CopFingerprintZoom PoliceDashboardTour PoliceSirenSoundboard PolicePhoneSafetySetup',
    pet: 'PoliceDogForADay PoliceK9Pose PoliceSniffSearch SaluteLikeAPoliceDog PoliceDogSitStayTest PoliceDogAgilityCourse PoliceSirenHowl PoliceOfficerCatBoxFort',
  },
  pond: {
    funny:
      'PondDuckVoiceover FrogKingOfThePond PondDragonflyNarrator SwanDramaQueen PondTurtleLogLineup PondLifeSoapOpera TalkShowAtThePond NatureDocPondSpoof',
    prank:
      'PondPaperBoatNote PondQuackCallPrank SurprisePondPicnic DuckPondDecoy PondFrogToyPrank GnomeFishingAtThePond PondBootOnTheHook PondSoundsAlarmClock',
    educational:
      'WhatLivesInAPond PondWaterMicroscope HowLilyPadsFloat TadpoleWatchJournal PondDragonflyLifeCycle WhyPondsFreezeOnTop BuildAPondFoodChain PondPHTest',
    cooking:
      'PondJellyCups LilyPadCookies PondFrogCupcakes DuckPondCake PondPicnicPinwheels PondTurtleMelonBowl PondSwanPuffs MudPondBrownies',
    fashion:
      'LilyPadPrintLook PondGreenLinenSet PondFrogRaincoat DressLikeADuckPond PondFitCheck RainbootsByThePond PondsideSundressTwirl PondRippleScarf',
    tech: 'PondTimelapse PondWaterQualityTest PondPanoramaChallenge RippleSlowMoShot PondBugMacroPhoto PondBirdSongAppID RecordThePondFrogChoir SoundMapThePond',
    gaming:
      'PondFroggerHighScore PondWildlifeBingo ISpyAtTheDuckPond PondLeafBoatRace PondFrogHopscotch PondMagnetFishingGame AnimalCrossingPond SkipStonesPondDuel',
  },
  ponytail: {
    prank:
      'PonytailRibbonSneak PonytailFlowerTuck PonytailScrunchieInvasion ClipOnPonytailSwap TwinningPonytails SurpriseBraidIn PonytailStickyNote PonytailPaperButterfly',
    educational:
      'PonytailPhysics WhyPonytailsSwing PonytailPendulumTest HighPonyHairHealth PonytailWeighIn PonytailMythBusters PonytailAcrossCultures PonytailTieFaceOff',
    travel:
      'CapThroughTheBack WindInMyPonytail PonytailSurvivesRoadTrip HighPonyHikeDay PonytailAirportLook BeachDayPonytail PonytailFerryBreeze PonytailPackingHacks',
    wellness:
      'LetYourHairDown PonytailScalpMassage PonytailSilkSwap PonytailPowerPose PonytailFreeDay NoTightPonytails PonytailLooseLow PonytailRestNight',
    pet: 'PetChasesMyPonytail PonytailCatSwat PonytailVsTailWag MatchingPonytailsWithPup PonytailDogBrushing CatSleepsOnMyPonytail PonytailFloofDo PonytailKittyStare',
    gaming:
      'PonytailSpeedStyleDuel DesignAPonytailAvatar PonytailScrunchieRingToss RollForYourPonytail PonytailCosplayBuild HighPonyHero AnimePonytailQuiz SimsPonytailMakeover',
  },
  'pool noodle': {
    prank:
      'PoolNoodleHallwayMaze PoolNoodleDoorCurtain FoamForestBedroom PoolNoodleMustache PoolNoodleWormInvasion GooglyEyeNoodleSnake GiantPoolNoodleSushi PoolNoodleAntlersOnDad',
    educational:
      'WhyPoolNoodlesFloat PoolNoodleMarbleRun PoolNoodleDensityTest PoolNoodleBathtubBoat PoolNoodleFractions BuoyancyBattle MeasureInPoolNoodles PoolNoodleSolarSystem',
    fashion:
      'PoolNoodleColorBlock PoolNoodleRunwayWalk PoolNoodleNeonSwimwear DressLikeAPoolNoodle PoolNoodleFitCheck PoolNoodleHairCurlers PoolNoodleCrown PoolNoodleBoa',
    wellness:
      'PoolNoodleStretch FloatAndBreathe PoolNoodleSunsetDrift PoolNoodleZen PoolNoodleBackRoll NoPhoneOnTheNoodle PoolNoodleCloudGaze PoolNoodleNeckPillow',
    tech: 'PoolNoodleLEDSaber PoolNoodleRobotBumper PoolNoodleCableGuard PoolNoodlePhoneStandHack PoolNoodleDoorStopper PoolNoodleStopMotionSnake PoolNoodleSlowMoSplash PoolNoodleDeskSetup',
  },
  'pool party': {
    educational:
      'PoolPartyBuoyancyTest PoolPartySafetyRules PoolPartyLifeguardDrill PoolPartyScienceQuiz WhyCannonballsSplash PoolPartyFingerPruneTimer PoolPartyWaterPHCheck SinkOrFloatPoolParty',
    art: 'PoolPartyInviteCraft PoolPartyChalkMural PoolPartyPolaroids PoolPartyPortraits PoolsideWatercolor DreamFloatieDesign SketchThePoolParty PoolPartyTieDye',
    tech: 'PoolPartyUnderwaterCam PoolPartyToyStopMotion PoolPartySpeakerFloat PoolPartySolarLanterns PoolPartyPanoramaFail SplashProofSetup SlowMoPoolParty PoolPartyTimelapse',
    gaming:
      'PoolPartyTournament PoolPartyMarcoPolo PoolPartySharksMinnows PoolPartyDiveForCoins PoolPartyWaterBalloonToss WaterproofUnoNight RedLightPoolParty PoolPartyBeachBallRally',
  },
  popcorn: {
    funny:
      'GrabThePopcorn PopcornSpillFail PopcornInTheCouch LoudPopcornQuietScene BurntPopcornAlarm MicrowaveStareDown PopcornKernelStuckAgain PopcornCriticReviews',
    prank:
      'PopcornBucketHatReveal PopcornMovieNightInvite PopcornBagLoveNote PopcornBoxOfVeggies KernelOfKindness HomeCinemaUsher PopcornGoldenTicket PopcornEmptyTubFakeOut',
    educational:
      'HowPopcornPops WhyMoviesSellPopcorn ButterflyOrMushroom PopcornSlowMoScience KernelPhysics PopcornWeighIn PopcornMoistureTest SweetCornVsPopcorn',
    travel:
      'PopcornShopCrawl DriveInPopcornNight PopcornAtTheFair PopcornRoadTripMix PopcornAtAnOldTheater PopcornUnderTheStars RatePopcornAtEveryCinema PopcornTrainSnackPack',
    fashion:
      'PopcornBucketBag PopcornEarrings DressAsPopcorn PopcornPrintPajamas RedCarpetAtHome PopcornStripeOutfit PopcornPremiereFit PopcornButterYellowLook',
  },
  popsicle: {
    prank:
      'PopsicleStickerTakeover PopsicleStickNotes IcePopFreezerSurprise PopsicleEmptyBoxFakeOut PopsicleHiddenBerry PopsicleCostumeReveal PopsicleThatsActuallyIce PopsicleLookalikeCake',
    educational:
      'PopsicleInventedByKid PopsicleMeltingScience WhyBrainFreezeHappens PopsicleFreezingPoint PopsicleCrystalTest PopsicleSaltMeltRace PopsicleFruitVsSyrup PopsicleSugarIceTrial',
    fashion:
      'PopsicleColorFit PopsiclePrintSwimsuit IcePopEarrings PopsicleStickBracelet PopsicleStripeNails DressLikeAPopsicle PopsicleDripCheck PopsicleTieDyeTee',
    tech: 'PopsicleMeltTimelapse PopsicleStickCatapult IcePopFreezerHack PopsicleSlowMoDrip PopsicleStopMotionBite AIInventsAPopsicle PopsicleThermometerTest PopsicleMacroPhotos',
    pet: 'PetSafePopsicles PupsicleTasteTest PopsicleCatIceSwat PopsicleShadeNapPup CoolDownCorgi DogPopsicleDay PopsicleChillMatForCats PopsicleToyForKittens',
    gaming:
      'PopsicleMemoryMatch GameNightPopsicles PopsicleStickTowerDuel PopsicleBingo PopsicleJokeTrivia GuessThePopsicleFlavor PopsicleWouldYouRather PopsicleHideAndSeek',
  },
  porch: {
    funny:
      'PorchSquirrelShowdown PorchNosyNeighbor ParcelPileAvalanche FrontPorchGossip PorchCamBloopers PorchLightMothParty GetOffMyPorch PorchGnomeInterview',
    educational:
      'SwingPendulumPhysics PorchLightMothSurvey PorchWeatherStation PorchFireflyNight FrontPorchBirdCount ShadowClockOnTheStep PorchSpiderStudy PorchRainGaugeLog',
    travel:
      'PrettiestPorchHunt PorchLightEveningStroll ColorfulDoorstepHunt PorchStyleRoadTrip HolidayPorchDriveBy RockingChairRestStop PorchSwingAtGrandmas PorchWalkingTour',
    fashion:
      'DoorstepFitCheck PorchPhotoshoot PorchSundressTwirl GoldenHourDenim OpenTheDoorOOTD PorchSwingLookbook PorchLightGlam PorchCozyCardigan',
    wellness:
      'PorchBirdFeederPause CoffeeOnTheFrontPorch PorchSunsetCalm RockingChairBreathing PorchBookHour WaveAtPassersby PorchStargazing PorchMorningStretch',
    tech: 'DoorbellCamHighlights PorchTimeLapseSunset PorchSensorLightCheck SolarLanternTest PorchBulbColorCode PorchDeliveryStopMotion PorchBirdSongAppID PorchRainSoundRecording',
  },
  porcupine: {
    funny:
      'PorcupineBadHairDay PorcupineTriesBalloons PorcupineHaircutSkit FreeHugsPorcupine PorcupineRoommatePOV PricklyCoworkerSkit PorcupineDatingProfile PorcupineJobInterview',
    travel:
      'SpotAPorcupine PorcupineNatureCenter PorcupineTriviaHike PorcupineBookQuest TreetopPorcupineHunt LookUpInTheTrees PorcupinePrintDetective PorcupineZooTrip',
    wellness:
      'PorcupineSayNoPractice SoftSidePorcupine PorcupinePlushCuddle PorcupineNapTime PorcupinePuffBreathing PricklyDayReset PorcupineCalmCurl PorcupineSelfHug',
    speed:
      'PorcupineDrawIn30 ToothpickPorcupineRace PorcupineFactBlitz PorcupineBalloonDodge PorcupinePuzzleDash PorcupineQuillCountRace SpaghettiPorcupine PorcupineTimeTrial',
    pet: 'CatVsPorcupinePlush PorcupineBedBuddy PorcupineSqueakyToy PorcupineSpikyBallFetch HedgehogNotPorcupine PorcupinePetPortrait PorcupineSafeDogWalk PorcupineBrushTime',
  },
  'post office': {
    prank:
      'PostOfficeNestingBoxes PostOfficeSpudPostcard PostOfficePenPalGrandma HugeLetterPostOffice FanMailForMom PostOfficeCoconutParcel PostOfficeBalloonBurst PostOfficeRiddleCard',
    educational:
      'InsideThePostOffice PostOfficeScaleWeighIn PostOfficeZipCodeMath FollowMyLetter PostOfficeMythsBusted PostOfficeAddressQuiz HowThePostOfficeSorts DesignAPostOfficeStamp',
    fashion:
      'DressLikeAPostcard PostOfficeSatchelDIY RetroPostOfficeUniform PostOfficeErrandOOTD PostOfficeWorkerCosplay PostOfficeStampFit PostOfficeQueueRunway PostOfficeEnvelopeClutch',
    pet: 'PostOfficeTreatJar PostOfficeBoxCatFort PupWalkToPostOffice PostOfficeDogReacts PostOfficeParrotMail PostOfficePetPostcard PostOfficeParcelPounce PostOfficeHamsterMaze',
  },
  posture: {
    educational:
      'PostureMoodTest PostureMythOrFact PostureMuscleMap HeadTiltPostureMath PostureSpineModelBuild SlouchVsStandLungs PostureThroughTheAges PostureDeskHeightCheck',
    fashion:
      'PostureRunwayWalk HeelsPostureTest PostureGlowUp ShoulderPadPosture PostureConfidenceOutfit PowerPoseOOTD PostureAndPearls PostureBlazerFit',
    tech: 'PostureSelfieBeforeAfter MonitorHeightPosture PostureWebcamAlert PostureAlarmDare TechNeckFixes PostureLaptopOnBooksHack PostureSlumpTimeLapse PostureReminderApp',
  },
  potato: {
    prank:
      'PotatoPunStickyNotes GooglyEyePotatoes PotatoLookalikeCake ItsJustAPotato SneakyPotatoPhotobomb PotatoDisguiseKit MrPotatoHeadTakeover PotatoInTheirLunchbox',
    educational:
      'PotatoPowerPlant HowPotatoesGrow PotatoStarchTest PotatoOsmosisLab SproutAPotatoInAJar SpudsInSpace PotatoRainbowTasting DoesAPotatoFloat',
    travel:
      'SpudHuntAtTheMarket PotatoChipFlavorHunt PotatoDishInEveryTown PotatoFestivalDayTrip CouchPotatoRoadTrip PotatoHashDinerCrawl PotatoFarmStandVisit PotatoSnackOnTheTrain',
    fashion:
      'PotatoSackFit CouchPotatoLoungewear PotatoChipBagClutch DressLikeAPotato PotatoStampedTee SmallFryStyle PotatoHeadMixAndMatch PotatoPrintScarf',
    art: 'PotatoStampCards SpudSculpture PotatoPeelSpiral MrPotatoHeadMakeover PotatoPrintSelfPortrait BuildAPotatoPal PaintAPotatoFamily PotatoMonsterDoodles',
    tech: 'PotatoBatteryClock PotatoCameraGlowUp AirFryerPotatoTest LifeOfAPotatoStopMotion Potato3DPhoneScan SpiralizerShowdown AIVsGrandmasPotatoes PotatoQualityZoomCall',
    pet: 'CouchPotatoPet CatLoafOrPotato SweetPotatoDogChews PotatoPlushFetch HotPotatoToyToss PotatoSackCatCave HamsterOrPotato FlopLikeAPotato',
    gaming:
      'PotatoBowling HotPotatoPartyRound PotatoFaceBlindfolded EasterPotatoHunt CouchPotatoCoOp TaterTotTournament PotatoChipBlindTaste ButtonMashPotato',
  },
  pothole: {
    dance:
      'PaperPotholeHopscotch PotholeSuspensionBounce PotholeDip PotholeShimmy PotholeJoltJive BumpyRoadBoogie PotholeBobbleHeadBop PotholeMoonwalk',
    fitness:
      'PillowPotholeHurdles TowelPotholeLongJump PotholeSpottingWalk HulaHoopPotholeDrill PotholePlankHold FloorIsPothole ChalkPotholeHops SquatPerPothole',
    prank:
      'FakePotholeRug PotholeStickerOnTheFloor PotholeCupcakeFakeout BreakingPotholeNews PotholeToyCarRescue NameThatPothole PotholeCakeForDad MomsPotholeDodgeAward',
    fashion:
      'PotholeProofOutfit PotholePatchJeans PotholeHighVisGlam DressForPotholeSeason PotholeSneakerSave PuddleReadyFit PotholeRaincoatRunway PotholeConeOrangeLook',
    wellness:
      'PotholeGratitudeList PotholeMoodDoodle PotholeLaughItOff PotholePatience PotholeRantThenRelax BumpyRoadBreathing PotholeLetItGo PotholeJournal',
    speed:
      'PotholeReportIn60 QuickestPotholeSketch PotholePuzzleSprint SpotThePotholeFast PotholeSpotterRace BeatTheBumpsDash PotholeClayPatchBlitz PotholeMarbleDrop',
    art: 'PotholeMosaic PotholeMonsterDoodle MiniPotholeDiorama PotholeComicStrip PotholeWatercolor AsphaltCanvas PotholePosterDesign PotholeReflections',
    pet: 'PotholeShortLeashWalk CatJudgesThePothole PotholeMuddyPaws PotholeSniffStop PotholeReflectiveCollar CardboardPotholeForCat PotholeHeelPractice BathTimeAfterPotholes',
    gaming:
      'PotholeISpyDrive PotholeKartTrack BingoForPotholes TinyCarPotholeRally PotholeHighScore DodgeThePotholes PotholeMarbleMaze PotholeCornholeToss',
  },
  potluck: {
    prank:
      'PotluckCakeIllusion PotluckMenuInEmoji DecoyJelloMold PotluckFunnyNameCards PotluckChipsAsGourmet SurprisePotluckParty PotluckTinyPortionGag PotluckFortuneCookies',
    educational:
      'PotluckCoolerTempCheck PotluckPortionMath PotluckAllergyLabels CultureRecipeExchange PotluckWordOriginQuiz TheStoryBehindYourDish PotluckFamilyRoots PotluckFoodGroupsPlate',
    pet: 'DogParkPotluck PotluckWaterBowlStation BarkdayBiscuitSwap PetTreatPotluck PupcakePotluck PotluckKittenGreeter PotluckForTheBunnies PotluckPupSnackTable',
  },
  pottery: {
    prank:
      'PotteryFrogInTheCup PotteryNameplateSurprise SecretPotteryMugSwap WonkyPotteryDinnerSet MessageUnderTheGlaze PotteryWinkingVase PotteryCrackIllusion PotteryHiddenSmiley',
    educational:
      'PotteryGlazeScience PotteryAncientShards WhyCeramicsCrack HowKilnsWork PotteryKintsugiFix PotteryShrinkTest GuessThePotteryEra PotteryClayBodyQuiz',
    fashion:
      'PotteryStudioFitCheck PotteryBeadJewelry PotteryClassOOTD MakeCeramicButtons PotteryApronUpcycle MatchYourMug PotteryClayToneOutfit PotteryGlazeNailArt',
    tech: 'PotteryTimelapse PotterySlowMoCentering AIDesignsMyPottery PotteryStopMotionMug PotteryGlazeRevealReel PotteryKilnCam PhoneMountPotteryPOV PotteryTurntablePhotoSpin',
    pet: 'PotteryPetBowl PotteryPawPrint PotteryStudioKitten PotteryCatNameTag ClayFootprintsPup CeramicBunnyHideout PotteryFishTankCave PotteryWaterDishForDogs',
    gaming:
      'CeramicDiceSet CeramicChessMatch PotteryTicTacToeBoard PotteryBlindfoldPinchPot PotteryPictionaryInClay ThrowAGamePiece AnimalCrossingPottery PotteryMemoryTiles',
  },
  'power outage': {
    prank:
      'PowerOutageBlanketFort PowerCutGhostStoryScare PowerOutageCocoaDelivery FlashlightTreasureHunt GlowStickAmbush NoPowerCampout PowerOutageSerenade PowerOutageShadowPuppets',
    educational:
      'HowPowerGridsWork WhyPowerOutagesHappen PotatoPowerExperiment PowerOutagePrepKit KeepTheFridgeShut LemonBatteryLab PowerOutageDrillAtHome PowerCutBuildACircuit',
    travel:
      'PowerOutageStargazing PowerCutCoffeeShopHop NoPowerDayTrip PowerOutageLibraryEscape PowerCutBackyardCamp PowerCutBookshopVisit PowerOutageParkHangout PowerCutMuseumAfternoon',
    wellness:
      'PowerOutageUnplugged PowerOutageEarlyBed EmbraceThePowerCut QuietHouseGratitude PowerOutageStargazing LightsOutLetGo PowerOutageJournaling PowerCutBreathingCircle',
    gaming:
      'PowerOutageBoardGames NoPowerHandheldDuel SardinesInAPowerCut PowerOutageDominoes UnoByFlashlight PowerOutageMonopoly PowerCutTwentyQuestions PowerOutageCardTricks',
  },
  preschool: {
    tech: 'PreKPhotoScavengerHunt PreschoolCodeARobot PreschoolStoryVoiceMemo KindergartenStopMotion PreschoolerRatesApps ScreenTimeTimer PreschoolVideoCall PreschoolTabletDrawing',
  },
  presentation: {
    dance:
      'NextSlideShuffle PresentationMicDrop PresentationClickerGroove PresentationDanceBreak PresenterPowerStrut PresentAndBow PresentationVictoryWiggle PresentationJitterShimmy',
    educational:
      'PresentWithNoNotes ThreeBulletRule PresentationStoryArc FixMyPresentationSlide PresenterBodyLanguage PresentationInTheMirror ZeroUmPresentation PresentationEyeContact',
    speed:
      'PresentationTimeTrial SixWordSummary PresentationSlideSprint PresentInOneMinute PresentationSpeedRound PresentationBuzzerBeater PresentationRapidRecap PresentationSetupRush',
  },
  president: {
    tech: 'PresidentTeleprompterDare PresidentsDayCodeQuiz PresidentQuoteBot PresidentOfTheGroupChat SpotTheFakeSpeech MyPresidentialCampaignAd ScanAPresidentCoin PresidentGreenScreen',
  },
  pretzel: {
    prank:
      'PretzelSnakeInTheFridge PretzelHeartOnPillow GiantPretzelReveal PretzelRodBouquet SpellItInPretzels KnotSoSecretAdmirer PretzelInTheirLunchbox PretzelCrownForDad',
    educational:
      'WhyPretzelsAreBrown PretzelShapeMeaning PretzelSaltCrystalTest PretzelDoughStretchLab PretzelBakingSodaBath PretzelKnotTopology HowToTwistAPretzel BagelVsPretzelScience',
    fashion:
      'PretzelBraidHair PretzelKnotScarf MakeAPretzelBracelet PretzelPrintPajamas TwistedUpdo PretzelNecklaceParty PretzelTwistHeadbandDIY PretzelToneCardigan',
    tech: 'PretzelTwistSlowMo PretzelAirFryerTest PretzelStopMotionKnot AIDesignsAPretzel PretzelShapingPOV PretzelBakeTimeLapse SmartScalePretzels PretzelOvenCamPeek',
    gaming:
      'PretzelKnotPuzzle PretzelTwisterRound StackThePretzelJenga PretzelRingToss PretzelTicTacToe SnackStakesUno PretzelRodPickUpSticks PretzelMemoryGame',
  },
  princess: {
    prank:
      'RoyalDecreeNote PrincessDadTeaParty PrincessSlipperHunt PrincessTiaraOnGrandpa PrincessFrogOnThePillow RedCarpetHallway PrincessPeaUnderMattress PrincessBreakfastInBed',
    educational:
      'HowTiarasAreMade RealOrFairyTalePrincess PrincessOrKnightQuiz BuildAPrincessCastleArch CompareThreePrincessBooks PrincessTeaPartyManners PrincessesOfTheWorld PrincessCrownJewelFacts',
    travel:
      'PrincessPlaygroundCastle PrincessTeaPartyPicnic PrincessMuseumCrownHunt LibraryPrincessStoryTime PrincessForADayTrip PrincessParadeFrontRow PrincessWorthyView PrincessGardenStroll',
    pet: 'PrincessCatThrone BunnyLadyInWaiting RoyalPetTeaParty PrincessPupPortrait PrincessDogStoryTime PrincessKittenCoach FluffyPrincessGlowUp PrincessHamsterMaze',
  },
  principal: {
    prank:
      'PrincipalBalloonDrop PrincipalStickyNotes PrincipalPieFundraiser PrincipalForADay IntercomDadJoke PrincipalCosplayAtHome CoverThePrincipalsDoor PrincipalThankYouBanner',
    travel:
      'PrincipalFieldTrip PrincipalMuseumDay ExchangeStudentWelcome PrincipalSummerPostcard PrincipalWalkingSchoolBus PrincipalBikeCommute FlatPrincipalTour PrincipalVacationSlides',
    speed:
      'FieldDayDash PrincipalNameRecall SpellingBeeLightning OutrunThePrincipal PrincipalSackRace PrincipalFlashcardRace PrincipalMathSprint PrincipalRiddleTimer',
    tech: 'PrincipalVideoNews PrincipalPodcast SmartClassroomTour PrincipalVsRobot KidsTeachThePrincipal GreenScreenAnnouncer PrincipalStopMotionCameo PrincipalThankYouReel',
  },
  printer: {
    educational:
      'PrinterInkScience PrinterLaserVsInkjet HowPrintersWork TakeAPrinterApart CartridgePriceShock HiddenPrinterDots PrinterCMYKMixing GuessThePrinterPaperSize',
    cooking:
      'PrinterCupcakeFlags PrinterStencilLatte PrinterPlaceCardDinner PrinterCutoutCookies PrinterPancakeTemplate PrintARecipeZine PrinterCakeTopperDIY PrinterMenuForBrunch',
    travel:
      'PrinterPostcardMaker PrinterMapOnlyRoadTrip MiniPrinterTripLog PrinterPassportForKids PocketPrinterAdventure PrinterPackingChecklist PrinterVacationPhotoBook PrinterTreasureHuntWalk',
    fashion:
      'PrinterTeeTransfer PrinterIronOnPatches PrinterDIYTote PhotoPrintedSneakers WearYourOwnPrint PrinterNewspaperDress PrinterPaperHatCraft PrinterStickerNailArt',
    tech: 'PrinterWifiFix PrinterSetupHack PrinterQRCodePoster PrinterTestPageArt WhyPrintersHateUs PrinterVsPhoneScan PrinterInkSaverSettings PrinterDriverUpdate',
    gaming:
      'PrintAndPlayGameNight PrinterWordSearchDuel PrinterPaperPlaneContest ScorecardPrintables PrinterMazeRace CopierBingoCards PrinterScavengerClues PrinterCrosswordFaceOff',
  },
  procrastination: {
    dance:
      'ProcrastinationShuffle ProcrastiDance ProcrastinatorsBoogie ProcrastinationTwoStep LastMinuteMoves DeadlineDayGroove ProcrastinationDanceBreak ProcrastinateWithSalsa',
    prank:
      'ProcrastinateNoteAmbush ProcrastinatorClocksAhead ProcrastinatingNudges ProcrastinationParade DoItNowAlarm DeadlineCheerSquad ProcrastinationTrophy ProcrastinationGoldStar',
    educational:
      'WhyWeProcrastinate ProcrastinationMyths ProcrastinationBrainQuiz WhichProcrastinatorAreYou TwoMinuteRule EatTheFrogFirst ProcrastinatePomodoroTest ProcrastinationHabitLoop',
    speed:
      'ProcrastinationBlitz ProcrastiSpeedrun BeatTheProcrastinator ProcrastinatingPanic LastMinuteSprint TaskListTimeTrial ProcrastinatingChoreRace ProcrastinateTidyDash',
    pet: 'ProcrastinationPup ProcrastinatorsKitten ProcrastinatingWithMyCat ProcrastinateWithRover CatOnMyHomework HamsterWheelWorkday ProcrastinationWalkies ProcrastinateWithBunnies',
  },
  professor: {
    prank:
      'PopQuizTheProfessor ProfessorThankYouNote ProfessorWigAtBreakfast StandingOvationForProf GoldStarTheProfessor ProfessorChoreLecture ProfessorFanClubSign ProfessorBirthdayBoard',
    travel:
      'ProfessorLibraryCrawl ProfessorMuseumGuide ProfessorLedCampusTour ProfessorTurnedTourist CityAsAClassroom ProfessorParkPicnic ProfessorsFieldTrip ProfessorHistoryWalk',
    fashion:
      'ProfessorTweedLook ProfessorElbowPatches BowTieLikeAProf DressAsYourProfessor DarkAcademiaFit ChalkDustChic ProfessorGlassesTryOn ProfessorCardiganStyle',
    speed:
      'ProfessorFactBlitz ProfessorBoardIn60 BeatTheProfessor ProfessorRapidFire ProfessorTenWordSummary WhiteboardWipeRace ProfessorPopQuizDash ProfessorQuestionSprint',
    tech: 'AIVsProfessor ProfessorSlideMakeover ProfessorPodcastKit FixTheProfsVideoCall ProfessorLearnsEmojis ProfessorAppReview ProfessorShortcutKeys ProfessorScreenRecording',
  },
  prom: {
    educational:
      'WhyWeHaveProm PromTraditionsAbroad PromBudgetMath PressAPromCorsage PinAPromBoutonniere PromDanceThroughDecades PromEtiquetteQuiz PromTieKnotTutorial',
    travel:
      'PromPhotoSpotTour AfterPromDayTrip PromFlowerMarketRun PromBeachSunrise PromPicsAtLandmarks NightOutInFormalwear PromParkPortraits PromMorningBrunch',
    wellness:
      'PromNightCalm PromSelfCareDay PromNervesBreathing PromMorningStretch PromPepTalk HeelsOffFeetUp SkipThePromStress PostPromWindDown',
    speed:
      'PromReadyRace PromBowTieRace PromUpdoIn10 PromCorsagePinDash BeatTheLimo GlamInAFlash QuickChangeIntoFormal PromMakeupBlitz',
    tech: 'PromPhotoBoothSetup PromDisposableCam PromGlowUpTransition QRCodePromposal PromRecapReel AIPicksMyPromLook PromGroupSelfieTimer PromSlideshowEdit',
  },
  proposal: {
    fitness:
      'ProposeAtTheFinish ProposalSummitHike BendedKneeLunges EngagedCoupleSquats EngagedAcroYoga PartnerWorkoutDate BurpeeIntoAProposal EngagementPiggyback',
    educational:
      'ProposalAroundTheWorld ProposalTraditionsQuiz WhyWeKneelToPropose EngagementMythBusting LeapDayProposals ProposalRingSizeHack HowProposalsBegan ProposalInTenLanguages',
    cooking:
      'WillYouMarryMeCake ChocolateRingBox ProposalDinnerForTwo ProposalPicnicSpread EngagementBrunchBoard ProposalCookieMessage HeartPizzaProposal EngagedPastaNight',
    travel:
      'ProposalAtFirstDateSpot ProposalOnAHikingTrail ProposalWithAView ProposeAtSunrise EngagedWeekendGetaway EngagementRoadTrip WhereWeGotEngaged ProposalLocationScout',
    speed:
      'ProposalSetupSprint HideTheRingClock ProposalPetalPathDash BeatThemHomeProposal ProposalBalloonBlitz TenMinuteProposal EngagementCallRush FastestProposalEver',
  },
  puddle: {
    travel:
      'PuddleForestWander PuddleJumpingTrail PuddleSkylineSelfie PuddleHuntRoadTrip PuddlegrammingWalk UpsideDownCity LandmarkInAPuddle PuddleParkAdventure',
    fashion:
      'PuddleProofOutfit PonchoPrintPop PuddleBootFit PuddleReadyLook RaincoatFiveWays DressForThePuddles PuddleJumpingJumpsuit PuddleUmbrellaTwirl',
    tech: 'PuddleSlowMoSplash PuddleMirrorCameraHack PuddleStopMotionBoat PuddleUpsideDownPhoto PuddleReflectionFlipEdit RainfallGaugeBuild PuddleTimelapse PuddleJumpBurstMode',
  },
  puffer: {
    prank:
      'WarmPufferHandoff PufferPocketConfetti PufferHandWarmerStash PufferStuffedWithPlush MatchingPufferAmbush PufferHoodLoveNote PufferTwinDay PufferSleeveSurprise',
    educational:
      'HowPufferJacketsWork PufferFillPower PufferRecycledBottles DownVsSyntheticPuffer TrappedAirScience FreezerPufferTest PufferCareAndWashing PufferLayerWarmthCheck',
    tech: 'PufferStuffSackTimeLapse PufferFitCheckTransition PufferPowerBankPocket PufferPhoneWarmer ColdBatteryShowdown PufferGlovesOnTouchscreen PufferSnowSlowMo PufferWarmthAppTest',
  },
  pumpkin: {
    prank:
      'PumpkinGooglyEyes SecretPumpkinDelivery TalkingPumpkinPrank YouveBeenBooed PumpkinPortraitOfThem GiantGourdDoorstep PumpkinOnTheirPillow MiniPumpkinInvasion',
    educational:
      'IsAPumpkinAFruit WhyWeCarvePumpkins PumpkinFloatTest GuessTheSeedCount PumpkinVsTurnipLantern PumpkinLifeCycle HowGiantPumpkinsGrow WhatIsInPumpkinSpice',
    speed:
      'ScoopAPumpkinIn60 PumpkinRollRace FastestPumpkinFace GourdStackOff SeedSortSprint PumpkinBowling PumpkinPaintRace PumpkinRingTossBlitz',
    tech: 'PumpkinPhoneScreenFace PumpkinStopMotionCarve PumpkinTimeLapseRot LEDPumpkinGlowUp AIDesignsMyPumpkin TalkingPumpkinVoiceover PumpkinNightPhotoHack SmartBulbPumpkin',
  },
  'pumpkin carving': {
    dance:
      'PumpkinGutsWiggle PumpkinMonsterMash PumpkinPatchDance JackOLanternGroove SpookyScoopShuffle CandleGlowSway PumpkinCarvingTwist JackOLanternZombieWalk',
    fitness:
      'PumpkinSquats PumpkinCurls PumpkinCarvingArmDay JackOLanternLunges GourdOverheadPress ScoopingIsCardio PumpkinCarvingCoolDown PumpkinCarvingPlank',
    prank:
      'SecretJackOLantern PumpkinCarvedMessage PumpkinOfTheirFace PumpkinPorchSurprise GlowingGreetingGourd YouveBeenBooed PumpkinCarvingDecoy JackOLanternSpaghettiGuts',
    speed:
      'PumpkinGutsScoopRace PumpkinCarvingSeedCount PumpkinCarvingIdeaBlitz JackOLanternDesignSprint PumpkinCarvingTidyUp StencilTraceDash JackOLanternMarkerFace JackOLanternNamingRush',
    tech: 'PumpkinLightShow PumpkinLEDCandles SmartJackOLantern AnimatedPumpkinFace AIDesignsMyPumpkin TalkingJackOLantern PumpkinCarvingTimeLapse JackOLanternStencilHack',
    pet: 'PetFacePumpkin PumpkinCarvingDogBiscuits PawPrintPumpkin PumpkinPatchPupPhoto KittyJudgesMyCarving CatSilhouetteStencil PumpkinCarvingZoomies PumpkinCarvingBunnyDesign',
  },
  'pumpkin patch': {
    prank:
      'PaintedPumpkinPorch DoorstepPumpkinDrop PumpkinPatchTreasureMap TinyPumpkinOnTheDesk GiantPumpkinReveal TheirNameOnAPumpkin PumpkinPatchHaulFaces PumpkinPatchHiddenGnome',
    educational:
      'WhyPumpkinsAreOrange HowGiantPumpkinsGrow PumpkinPatchWeighIn IsAPumpkinAFruit PumpkinPatchLifeCycle BeesInThePumpkinPatch PumpkinPatchSoilTest PumpkinPatchVarietyHunt',
    fashion:
      'PumpkinPatchFitCheck PumpkinPatchOutfitRating PumpkinPickingRunway PumpkinSpiceColorway PumpkinPatchTwinning PumpkinPatchRainBoots PumpkinPatchPlaid PumpkinPatchCorduroy',
    wellness:
      'PumpkinPatchSlowWalk CrispAirMorning PumpkinPatchGoldenHour GratefulForTheHarvest SunsetAmongThePumpkins CocoaAtThePumpkinPatch PumpkinPatchPicnic PumpkinPatchJournaling',
    tech: 'LightUpPumpkinBuild PumpkinPatchPanoramaFail PumpkinPatchPhotoHacks PumpkinPatchSlowMoRoll PumpkinTimelapseRot PumpkinPatchStopMotion PumpkinPatchBurstShot PumpkinPatchStepCount',
    pet: 'PumpkinPatchKittyPortrait PumpkinPatchGoatVisit PumpkinPatchPuppyPose PetPumpkinPatchPics DogPicksAPumpkin PumpkinPatchPupSnack PumpkinPatchBunnyDigBox PumpkinPatchLeashStroll',
  },
  puppet: {
    prank:
      'PuppetWakeUpCall PuppetSingingTelegram PuppetPeekaboo PuppetLunchboxCameo FingerPuppetPocket SockDrawerPuppetArmy FridgeDoorPuppet PuppetPillowGuard',
    educational:
      'TryBunrakuPuppetry PuppetScienceLesson PuppetsAroundTheWorld PuppetMathTutor HowMarionettesWork ShadowPuppetPhysics PuppetSpellingBee PuppetVocabDrill',
    tech: 'PuppetStopMotionShort PuppetVideoCallCameo PuppetGreenScreen SockPuppetVoiceFilter PuppetDuetWithMyself PuppetPodcastHost PuppetVoiceoverDub PuppetTimelapseBuild',
  },
  puppy: {
    funny:
      'PuppyVoiceover PuppyEyesGuiltTrip SockThiefPuppy PuppyZoomiesCommentary MirrorPuppyStandoff ChewedSlipperCourtCase PuppyJudgesMyCooking PuppyFirstSnowReaction',
    educational:
      'HowPuppiesLearn WhyPuppiesChew PuppyTrickInAWeek PuppyBodyLanguage CountYourPuppysTeeth GuessTheGrownUpSize PuppyMeetsTenNewThings PuppyNoseprintMatch',
    fashion:
      'PuppyFitCheck MatchingWithMyPuppy PuppyBandanaSwap StyleThePupsScarf DogwalkNotCatwalk PuppyPicksYourOutfit PuppyRaincoatRunway PuppyPrintBowTieParade',
  },
  purple: {
    dance:
      'PurpleRainSway PurpleUmbrellaStep PurpleRibbonTwirl PurpleGlowstickGroove VioletScarfSpin LavenderFieldDance BlacklightPurpleBop ThePurpleStrut',
    fitness:
      'PurpleBandWorkout PurpleYogaMatFlow PurplePlaylistPowerWalk PurpleSneakerSprint LavenderTrailRun BerryBlastBurpees PlankInPurple HikeToPurpleSunset',
    funny:
      'PurpleOnlyForAWeek PurpleFoodBlindTaste PurpleTongueReveal PurpleHairDyeMishap WhyIsEverythingPurple GrapeStainPanic NamingPurpleShades GrumpyPurpleEmoji',
    educational:
      'WhyPurpleWasRoyal PurpleCabbagePHTest PurplePaintMixing IsPurpleARealColor SeaSnailPurpleDye PurpleUVBeadReveal PurpleInNatureQuiz PurpleFlowerBees',
    fashion:
      'AllPurpleOutfit PurpleHairChalkTest PurpleHeadToToe PurpleEyeshadowGlam LavenderFitCheck VioletVelvetBlazer PopOfPurple PurplePrintClash',
    wellness:
      'PurpleGalaxyMeditation PurpleHourWindDown PurpleSunsetJournal PurpleMoodLighting PurpleLavenderBath AmethystBreathing PurpleFlowerWalk MindfulPurpleTea',
    music:
      'PurpleRainCover PurpleKazooJam PurpleGalaxyLoFi PurpleGuitarSolo PurpleSongPlaylistBattle VelvetVoiceBallad PianoInPurple SingAPurpleSong',
  },
  'push up': {
    educational:
      'PushUpFormCheck WhatMusclesPushUpsWork PushUpBodyweightMath TenPushUpVariations BootCampPushUpTest WhySoreMeansStronger KneeVsToePushUp HowHeavyIsAPushUp',
    travel:
      'PushUpAtLandmarks PushUpWithAView PushUpInEveryPark HotelRoomPushUps SummitPushUp RestStopPushUpSet AirportGatePushUp PushUpPostcards',
    tech: 'PushUpFormAI PushUpSlowMo SmartwatchPushUpTest DIYPushUpScoreboard HeartRateVsReps PushUpTimeLapse30Days PushUpsUnlockMyPhone PushUpTrackerDuel',
    gaming:
      'PushUpForEveryLoss PushUpRespawnRule MarioKartPushUpPenalty DiceRollPushUps LoseALifeDoAPushUp DropAndGiveMeTen DrawFourMeansAPushUp PushUpPowerUp',
  },
};
