import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  noodle: {
    dance:
      'NoodleWiggle ChopstickShuffle ShowUsYourNoodleMoves NoodleArmsChallenge WetNoodleWobble NoodleLegsLimbo DanceLikeANoodle NoodleTwirlSpin',
    fitness:
      'NoodleArmsGlowUp ChopstickPlankPickup NoodleBreakBurpees PoolNoodleWorkout NoodleWallSitDare NoodleBowlSquats NoMoreNoodleLegs NoodleJumpRope',
    prank:
      'NoodleStickerDoorway FloatingChopsticks AlphabetNoodleNote NoodlePunCards NoodlePlushInTheirBed NoodleDoodleDoorSign PoolNoodleForest SurpriseNoodleFace',
    educational:
      'HowNoodlesAreMade WhyWeSlurp NoodleLengthMath NoodleHistoryIn60s NameThatNoodle StretchyNoodleScience NoodleStarchExperiment NoodleShapesOfTheWorld',
    fashion:
      'ChopstickHairBun NoodleBarNightLook DressLikeANoodle NoodleDateFit SlurpProofOutfit NoodleEarringDIY HeatlessNoodleCurls NoodleInspiredMakeup',
    speed:
      'ChopstickNoodleDash TenMinuteRamen NoodleWordScramble NoodleTwirlTimeTrial NoodleTowerIn60 NoodleAlphabetSprint DryNoodleNecklaceRush NoodleSortByShapeRace',
    art: 'NoodleMosaic DryNoodleSculpture ChopstickInkDrawing PaintWithNoodles NoodleNameSign RamenInClay NoodlePortraitOutline NoodleYarnCollage',
    pet: 'PetsNamedNoodle CatInTheNoodleBox DogNoodlePlushToss NoodleSnuffleMat SlurpStareDown PoolNoodleFetch NoodleCuddleNap NoodleShapedChewToy',
    gaming:
      'NoodleShopTycoon NoodleStackingTower RamenTierList NoodleChopstickTransfer NoodlePickUpSticks GuessTheNoodleBlindfolded NoodleBingoNight NoodleMemoryMatch',
  },
  sneaker: {
    dance:
      'SneakerShuffle SneakerSqueakStep FreshSneakerFootwork CourtSlideInSneakers SneakerSpinChallenge SneakerheadShimmy MoonwalkInSneakers SneakerHeelToeGroove',
    fitness:
      'SneakerTestRun SneakerAgilityLadder FirstMileInNewSneakers SneakerBoxJumps SneakerSprintIntervals SneakerHillRepeats SneakerSkipRope SneakerStairClimb',
    prank:
      'MismatchedSneakers SneakerCleaningFairy SneakerGooglyEyes SneakerStuffedWithSocks SneakerBoxSwitcheroo RainbowLaceSwap SneakerUnboxingHype SneakerShineOvernight',
    educational:
      'SneakerGripRamp WhySneakersSqueak SneakerSoleScience RealVsFakeSneakers SneakerNameOrigins SneakerBounceTest SneakerTimelineQuiz SneakerTreadPatterns',
    cooking:
      'SneakerCake SneakerCookies LicoriceSneakerLaces PancakeSneakerArt RealSneakerOrDessert SneakerBoxBentoLunch SneakerRiceKrispies SneakerShapedSandwich',
    wellness:
      'SatisfyingSneakerClean SneakerMorningWalk ComfySneakerSunday SneakerDeclutter LaceUpAndBreathe SneakerSlowStroll SneakerSunsetLoop SneakerParkBenchPause',
    speed:
      'SneakerLaceRace SneakerCleanIn60s FastestSneakersOn SneakerBoxStackBlitz FindYourPairFast SneakerTieShowdown OneHandSneakerLacing SneakerMatchUpDash',
    music:
      'SneakerSqueakBeat SneakerSoleDrums BasketballSneakerRemix PluckTheSneakerLaces SneakerTapToTheBeat ShoeboxBassline SneakerStompRhythm SingToYourSneakers',
    tech: 'SneakerSquishSlowMo SneakerPhotoOnAPhone SneakerResaleTracker DirtyToFreshSneakers SneakerSpin360Video AISpotsFakeKicks ARSneakerTryOn SneakerStepCounterDuel',
    pet: 'PetPicksMySneakers DogSniffsNewSneakers SneakerBoxNapKitty PuppyStealsOneSneaker CatSitsInMySneaker SneakerTreatHideAndSeek SneakerMorningWalkies SneakerParkRunWithPup',
    gaming:
      'SneakerStatsCardBattle SneakerheadTriviaDuel GuessTheSneakerPrice WhoseSneakerIsIt SneakerWouldYouRather SneakerScavengerHunt SneakerMemoryMatch SneakerBowlingPins',
  },
  'paper clip': {
    dance:
      'PaperClipChainLimbo DanceLikeAPaperClip OfficePaperClipConga PaperClipShuffle PaperClipRobotDance PaperClipWiggleWalk PaperClipTwirl PaperClipFreezePose',
    fitness:
      'PaperClipPickupSquats PaperClipPinchGrip PaperClipPlankTransfer PaperClipRepCounter DeskBreakBurpees PaperClipWallSit PaperClipToeGrab PaperClipLungeWalk',
    funny:
      'PaperClipMustache PaperClipHackFails PaperClipPuppetSkit CantStopBendingClips TalkingPaperClipShow PaperClipVsStapler MyPetPaperClip PaperClipDramaticRescue',
    cooking:
      'PaperClipSugarCookies PaperClipPancakes PaperClipPretzelTwist PaperClipCookieCutter OfficeBakeSale LicoriceClipCandy PaperClipGummies PaperClipShapedPasta',
    fashion:
      'PaperClipChainNecklace PaperClipEarringsDIY StackedPaperClipRings PaperClipBarrettes PaperClipOfficeLook ClipItLikeItsHot PaperClipBangles PaperClipBeltCharm',
    wellness:
      'PaperClipFidgetCalm PaperClipKindnessJar OnePaperClipPerTask PaperClipGratitude DontBreakTheChain PaperClipDeskTidy AffirmationPaperClips PaperClipBreathCount',
    speed:
      'PaperClipChainRace MagnetPaperClipGrab PaperClipShapeIn30 SortTheClipJar ClipTenPapersFast PaperClipTowerBlitz PaperClipStackOff PaperClipPickUpDash',
    music:
      'PaperClipKalimba OfficePaperClipRemix PaperClipJarShaker DeskDrawerDrumline PaperClipTwangLoop PaperClipRattleBeat PaperClipTambourine PaperClipWindChime',
    tech: 'PaperClipSimTrayTool PaperClipHeadphoneHook AntennaFromAPaperClip PaperClipMagnetCompass PaperClipCircuitBuild PaperClipPhoneStand PaperClipCableOrganizer PaperClipStopMotion',
    pet: 'PaperClipDogSculpture PaperClipCatPortrait KittenSitsOnPaperwork PaperClipPetPhotoLine DeskKittyAudit PuppyOfficeTour PaperClipBunnyBookmark PaperClipGoldfishArt',
    gaming:
      'PaperClipRingToss PaperClipFlickGolf PaperClipMagnetFishing PaperClipHideAndSeek PaperClipChainDuel PaperClipTugOfWar PaperClipTiddlywinks PaperClipTicTacToe',
  },
  driveway: {
    dance:
      'CurbsideShuffle DrivewayCarRadioGroove DrivewayBoogieBattle DrivewaySprinklerJig DrivewayDiscoNight DrivewayHopscotchHop DrivewayLineDance DrivewayMoonwalk',
    fitness:
      'DrivewayChalkCourse DrivewayYogaFlow DrivewayHoopWorkout DrivewayJumpingJacks DoubleDutchDriveway DrivewayBootcamp DrivewayLungeLaps DrivewayBearCrawls',
    prank:
      'DrivewayFlamingoFlock DrivewayChalkMessage SnowmanGuardsTheCar DrivewayStickyNotes DrivewayFakePuddle DrivewayGnomeArmy DrivewayCheerTunnel DrivewayRubberDuckParade',
    educational:
      'DrivewayChalkMath DrivewaySolarSystem DrivewayShadowClock DrivewayAntSafari PuddleEvaporationRace DrivewayCarTireCheck DrivewayIceMeltLab DrivewayRainGauge',
    cooking:
      'DrivewaySolarOven DrivewayLemonadeStand CurbsideBakeSale DrivewayTacoBar DrivewayFruitKabobs DriveInMovieSnacks DrivewayIceCreamShake DrivewayPicnicSandwiches',
    travel:
      'DrivewayTrunkPackOff DrivewayCarCamping DrivewaySendOffWave WalkFromMyDriveway NeighborhoodBikeTour StaycationCampout DrivewayToBeach DrivewayTripChecklist',
    fashion:
      'CurbsideCatwalk DrivewayRunwayShow DrivewayFitCheck GarageSaleStyling DrivewayOutfitSwap DrivewayThriftReveal DrivewayPhotoshoot DrivewayRainBootsLook',
    music:
      'DrivewayBucketDrums FrontStepsJam GarageRockCover DrivewayCarKaraoke DrivewayPotsAndPans DrivewayPorchHarmony DrivewayBoomboxBattle DrivewayWhistleTune',
    tech: 'DrivewayChalkTimelapse DrivewayClayAnimation DrivewayStarTrails DrivewayJumpBurstShot DrivewayCarWashSlowMo DrivewayMotionAlarm DrivewayLaptopMovieNight DrivewayPanoramaPhoto',
  },
  'bucket list': {
    dance:
      'BucketListRobotMoves BucketListSalsaAtHome BucketListFirstWaltz BucketListMoonwalk BucketListDanceInTheRain BucketListShuffleStep BreakdanceBucketList BucketListSwingNight',
    fitness:
      'BucketListFirst5K BucketListHandstand BucketListSplits BucketListPlankRecord BucketList100Squats BucketListHilltopHike BucketListCartwheel BucketListSunriseRun',
    prank:
      'BucketListFakeTicketPrank BucketListBalloonSurprise BucketListSillyAddOns BucketListBlindfoldTrip BucketListBackyardSafari BucketListMysteryDay SecretBucketListWish BucketListWrongCityReveal',
    cooking:
      'BucketListSouffle BucketListCroissants BucketListSushiAtHome BucketListStreetFoods BucketListSourdough BucketListDreamDinner BucketListPaella BucketListMacarons',
    fashion:
      'BucketListFancyDressDay BucketListSuitAndTie BucketListDreamOutfit BucketListRedCarpetWalk BucketListTripFitCheck BucketListSomedayShoes BucketListThriftHaul BucketListHatTryOn',
    music:
      'BucketListOpenMic BucketListConcert BucketListDuet BucketListKaraokeSolo BucketListFirstSongCover WriteYourBucketListSong BuskingBucketList BucketListRapVerse',
    art: 'DrawYourBucketList BucketListMapArt BucketListClayBowl BucketListChalkMural BucketListSketchbook BucketListVisionBoard BucketListScrapbook BucketListPhotoBook',
    gaming:
      'GamingBucketList BucketListPuzzleMarathon BucketListBoardGames BucketListArcadeRecord BucketListAchievements BucketListTournament RetroConsoleBucketList BucketListFirstChessWin',
  },
  bookshelf: {
    dance:
      'BooksOnHeadGroove BookshelfRestockBop BookshelfFreezeFrame BookshelfBoogie SecretBookcaseSpin BookwormWiggle BookshelfShimmyShake BookshelfDustingDisco',
    prank:
      'UpsideDownBookshelf BookshelfCoverSwap BookshelfHiddenGnome BookshelfRainbowRedo BookshelfLoveNotes BookshelfSpinesInward FakeBookshelfTitles BookshelfGooglyEyes',
    cooking:
      'BakeFromTheBookshelf BookshelfStorybookFeast NovelNightSnacks BookshelfPancakeStack BookshelfTeaParty BookshelfCookbookDare BookshelfLiteraryLunch BookshelfShapedCake',
    travel:
      'LittleFreeBookshelfHunt ReadTheWorldBookshelf BookshelfCafeStop BookstoreCrawl FillABookshelfOnTheRoad GetLostInTheBookcases BookshelfFromEveryTrip BookshelfLibraryTour',
    fashion:
      'MatchABookshelfSpine BookshelfLibrarianLook DressLikeYourBookshelf BookshelfColorFit BookshelfNerdGlowUp BookshelfCozyCardigan BookshelfToRunway BookshelfBackdropPoses',
    music:
      'SingABookshelfSpine BookshelfLullaby RapYourBookshelfTitles BookshelfDrumSolo BookshelfSoundtrackSwap LibraryWhisperCover BookshelfOpenMic BookshelfKnockRhythm',
    art: 'PaintYourBookshelf MiniBookshelfDiorama BookshelfMakeoverReveal BookshelfCoverRedesign BookshelfFoldedBookArt BookshelfStillLife SketchYourBookshelf BookshelfMiniatureLibrary',
    pet: 'CatInTheBookshelf PetPicksTheNextRead BookshelfStoryTimePup KittenVsBookshelf BookshelfReadingDog BookshelfPeekaboo BookshelfPerchPortrait DogGuardsTheBookshelf',
    gaming:
      'BookshelfPuzzleRoom GuessTheBookshelfOwner BookshelfClueHunt BookshelfTriviaNight BookshelfBlindPick BookshelfHideAndSeek BookshelfScavengerRace BookshelfMemoryGame',
  },
  dumpling: {
    dance:
      'DumplingPleatShuffle DimSumDumplingBop DumplingChopstickTap DumplingWaddleWalk BaoDownChallenge DumplingSteamerSway DanceLikeADumpling DumplingDoughTwist',
    fitness:
      'DumplingSquats EarnYourDumplings DumplingWallSit RollingPinDumplingArms PotstickerPushUps OneDumplingPerSet DumplingPlankHold DumplingLungeLaps',
    prank:
      'DumplingBalloonAvalanche DumplingDessertFakeout DumplingPillowSurprise DumplingPlushSwap DumplingPunStickyNotes ChocolateGyozaTrick TinyDumplingDinner GiantDumplingReveal',
    educational:
      'CanYouFoldADumpling LunarNewYearDumplings NameThatWorldDumpling WhyDumplingsSteamFast HowSoupGetsInside DumplingFillingScience CountTheDumplingPleats DumplingDoughStretchTest',
    fashion:
      'DumplingPouchBagLook MakeDumplingEarrings DumplingBunHairstyle DumplingFitCheck PleatedLikeADumpling DumplingCostumeDIY CozyAsADumpling DumplingPrintPajamas',
    wellness:
      'DumplingPhoneFreeDinner MindfulDumplingPleats SlowSundayDumplings DumplingComfortSoup DumplingDeepTalks DumplingGratitudeLunch FoldDumplingsTogether DumplingSharingCircle',
    speed:
      'DumplingFoldRace DumplingSpeedrun DumplingFillingScoop DumplingPleatOff DumplingChopstickDash DumplingWrapperRollOff PotstickerStackRace DumplingPlatingIn60',
    music:
      'DumplingFoldingSong DumplingKitchenChorus RapADumplingRecipe ChopstickDumplingDrums PotstickerPercussion SingToYourDumplings DumplingLoveBallad DumplingFoldToTheBeat',
    art: 'DumplingPleatPatterns RainbowDumplings DumplingClaySculpt FeltDumplingPlush DumplingDoodleFaces DrawTheDumplingGang DumplingWatercolor EmbroiderADumpling',
    gaming:
      'DumplingGameNight DumplingCharades DumplingShopTycoon ChopstickDumplingDuel DumplingMemoryFlip DumplingRestaurantSim GuessTheDumplingFilling DumplingBingoBoard',
  },
  sandal: {
    dance:
      'SandalSummerShuffle TwoStepInSandals SandalHulaDance SandalStrut SandalPoolsideSway FlipFlopsFreestyle SandalBeachSalsa FlipFlopLimbo',
    fitness:
      'SandalSandLunges HikeInSportSandals SandalToeStrength SandalTrailTest FlipFlopsOffSprint SandalArchStretches BeachWalkInSandals CalfRaisesInSandals',
    prank:
      'GooglyEyeSandals SandalSqueakerPrank SwitcherooSandals SandalSockReveal SandalsOnTheWrongFeet SandalsInTheFreezer SandalStrapBows SandalFootprintMystery',
    cooking:
      'SandalCookieCutter PoolsideSandalSnacks SandalShapedSandwiches IceCreamSandalwiches FlipFlopsFudge SandalPicnicWraps SandalPrintShortbread SandalFruitPops',
    travel:
      'SandalsOnTheBoardwalk HowManySandalsToPack FlipFlopsRoadTrip FindTheComfiestSandal SandalsOnlySummer SandalTrailDayTrip CobblestoneSandalTest SandalCityWalkReview',
    wellness:
      'SandalsOffBeachWalk SandalFootSoak SandalGardenMorning KickOffYourSandals SandalShadeNap SandalPedicureAtHome SlipIntoSandalSeason SandalSunsetStroll',
    music:
      'BeatboxWithFlipFlops SandalClapSong SandalSlapRhythm SandalBeachSingAlong SandalStompBeat FlipFlopsKaraoke SandalCastanets SandalSummerAnthem',
    tech: 'SandalTryOnFilter SandalPhotoFlatLay FlipFlopsSlowMoSlap SandalStopMotionWalk SandalSizeChartApp FlipFlopsDropTest AIDesignsMySandal StepCounterInSandals',
    pet: 'PupStealsMySandal CatGuardsTheSandals SandalSniffTest SandalDogBooties FlipFlopsFetch SandalWalkWithMyPet PawVsSandalSize KittyNapsInSandal',
    gaming:
      'SandalHideAndSeek SandalHopscotch SandalTossTarget SandalBowlingNight SandalFlickFootball FlipFlopsCornhole WinTheGoldenSandal ShuffleboardSandals',
  },
  stapler: {
    dance:
      'StaplerChompStep MoveLikeAStapler StaplerDeskShuffle StaplerOfficeConga StaplerSnapBack StaplerMicLipSync StaplerJawPop StaplerClickClackTwirl',
    fitness:
      'StaplerGripSqueeze HundredStaplerClicks SquatForEveryStaple StaplerJumpingJacks StaplerPlankPass PaperStackPress StaplerBalanceLunge StaplerDeskStretchBreak',
    funny:
      'WhoTookMyStapler StaplerHasFeelings StaplerJammedAgain StaplerSoapOpera StaplerDetective PaperclipVsStapler StaplerRetirementParty StaplerJobInterview',
    educational:
      'HowStaplersWork WhyStaplesBend StaplerLeverPhysics StaplerFunFactsIn60 StaplerSpringScience StaplerSheetLimit StaplelessStaplerMagic StaplerTrueOrFalse',
    cooking:
      'RedStaplerCookies IsItAStaplerOrCake BreakroomStaplerTreats StaplerTacoChomp CubicleCupcakes StaplerFondantTopper StaplerShapedSandwich StaplerBrownieBites',
    fashion:
      'StaplerEmergencyHem StaplerPaperDress RunwayStaplerCouture StapledTogetherLook DeskToDinnerFit StaplerCapeCostume StaplerNewspaperHat StaplerCardboardCrown',
    wellness:
      'StaplerGratitudeZine StaplerDeskDeclutter PocketStaplerMantras OneStapleADay FileAwayWorries StaplerBreakBreathing StaplerWinsBooklet StaplerDreamBoard',
    speed:
      'StapleTheStack FastestStaplerReload TenPacketsStapled StaplerShowdown StaplerRelayRace StaplerDeskDash StaplerBookletBlitz StaplerPaperChainRush',
    music:
      'StaplerSnareRhythm OfficeStaplerBand DeskDrumsWithStapler ClickClackTrack StaplerDanceRemix StaplerSolo StaplerMetronome StaplerPercussionLoop',
    art: 'StaplerFlipbook MosaicOfStaples StaplerPaperSculpture StaplerStitchedZine DrawTheRedStapler StaplerCardboardCastle StaplerStarGarland StaplerWreathOfLeaves',
    tech: 'StaplerTeardown StaplerSlowMoSnap StaplerSoundRingtone StopMotionStaplerChomp StaplerClickASMR StaplerVsHolePunch AIRedesignsTheStapler StaplerMacroPhoto',
    pet: 'CatStealsTheStapler StaplerBoxForMyCat PetHearsTheStapler PupGuardsTheStapler StaplerPuppyCollage DeskChairTakeover StaplerPetDrawingZine StaplerPhotoBookOfFido',
    gaming:
      'StaplerShuffleboard StaplerFlickFootball StaplerTargetToss OfficeOlympicsStapler StaplerHotPotato PaperPlaneGrandPrix StaplerHideAndSeek StaplerBingoNight',
  },
  hallway: {
    dance:
      'HallwayMoonwalk CorridorShuffle DownTheHallwayStrut SockSlideHallwayDisco HallwayShimmy HallwayCongaLine SoulTrainHallway HallwayFreezeFrame',
    fitness:
      'HallwayLunges HallwayWallSits CorridorBearCrawl CrabWalkTheHallway SprintTheHallway HallwayHighKnees FrogJumpHallway HallwaySkaterHops',
    prank:
      'HallwayBalloonWall StickyNoteHallway HallwayStreamerMaze HallwayArrowsToNowhere HallwayHighFiveTunnel HallwayRubberDuckLine HallwayFullOfEyes HallwayComplimentTrail',
    cooking:
      'HallwayPicnic HallwayBakeSale DormHallwayPotluck HallwayCookieSwap DoorstepDessertDrop HallwayCupcakeTower TacoBarInTheHallway HallwaySnackStation',
    travel:
      'HotelHallwayTour HallwaySuitcaseParade HallwayPostcardWall HallwayPassportDoors HallwayBoardingPass MapYourHallway HallwayPackingLine HallwayPretendAirport',
    fashion:
      'HallwayRunway HallwayMirrorFitCheck HallwayScarfFlip HallwayStrikeAPose CatwalkTheCorridor OffTheHookLook HallwayHatParade HallwayCoatRackStyle',
    wellness:
      'HallwayGratitudeWall HallwayStretchBreak ClutterFreeHallway ShoesOffHallwayReset HallwayWorryJar HallwayMemoryFrames HallwayMindfulSteps HallwayPlantCorner',
    speed:
      'HallwayLaserMazeRace CoatHookHallwayRelay HallwayBalloonKeepUp HallwayCrabWalkDash ShoeSortShowdown HallwayTidyBlitz HopscotchTheHallway HallwayShuttleRun',
    art: 'HallwayGalleryWall HallwayMural HallwayStickyNoteMosaic HallwayShadowPortrait HallOfFrames TapeArtTunnel DrawYourHallway HallwayPaperChainDecor',
    tech: 'HallwayMotionLights HallwayLEDStripBuild HallwayQRCodeGallery ARMeasureTheHallway HallwayTrafficTimelapse HallwayNightlightHack HallwaySlowMoEntrance HallwayPhonePanorama',
    pet: 'HallwayZoomies HallwayFetch CorridorCatChase KittyAmbushInHallway HallwayHurdles TunnelOfTreats HallwayPuppyRecall HallwayPetRace',
    gaming:
      'HallwayBowling CorridorCurlingGame HallwayPaperPlaneDuel MarbleRunHallway HallwayHopscotchTape HallwayMiniGolf HallwayBeanBagToss HallwayLimboContest',
  },
  retail: {
    dance:
      'RetailRadioTwoStep CashierScanGroove AisleEndStrut RetailShelfShuffle ClosingTimeConga RetailFoldingFlow RetailRestockRumba RetailBreakRoomBoogie',
    fitness:
      'RetailShelfSquats RetailCartPush CashierCalfRaises RetailTherapyReps RetailMallWalkLaps RetailBagCurls RetailBoxCarryCircuit RetailStretchBreak',
    prank:
      'CashierModeAtHome RetailShopBellOnYourDoor PriceTagEverything ReceiptLoveNote RetailAisleSignsInHall RetailGiftWrapTheRemote GreetLikeRetail RetailFridgeClearanceSale',
    cooking:
      'RetailShiftMealPrep CashierLunchbox BreakroomBento RetailTherapyTreats RetailBrandBlindTaste RetailRescueRecipe RetailShelfToPlate RetailSnackBreakSalad',
    speed:
      'CashierScanRace RetailRestockBlitz RetailBaggingDash FoldLikeRetail PriceTagSpeedrun RetailGiftWrapRush RetailChangeCountRace RetailShelfTidySprint',
    music:
      'CashierBeepBeat RetailRadioSingAlong WriteARetailJingle RegisterRhythm AttentionShoppersSong RetailIntercomSerenade RetailStoreSongCover RetailKaraokeShift',
    art: 'RetailWindowDisplay CashierReceiptArt PriceTagRetailCollage DesignAShoppingBag RetailLogoRedraw RetailSaleSignArt RetailBoxSculpture RetailStorefrontSketch',
    pet: 'RetailShopCatTour RetailGreeterPup PetPlaysCashier RetailTherapyForMyPet PawsAtTheRegister DogFriendlyStoreHop RetailChewToyPick RetailPetSupplyTrip',
    gaming:
      'PlayCashierAtHome ThePriceIsRetail RetailSupermarketSweep RetailStoreScavengerHunt RetailShopkeeperDuel CashierLevelUp RetailMysteryShopperGame ActOutARetailCustomer',
  },
  parrot: {
    dance:
      'ParrotHeadBob ParrotFeatherShake ParrotDanceOff PollyWantsToBoogie SquawkAndStomp ParrotWingFlap StrutLikeAParrot ParrotShoulderShimmy',
    fitness:
      'ParrotArmCircles ParrotPerchBalance ParrotShoulderSquats FlapLikeAParrot PollyPushUps WingspanStretch ParrotCountsMyReps ParrotStairClimb',
    prank:
      'ParrotRingtone WhoSaidThatParrot FakeParrotOnShoulder ParrotToyInTheFridge ParrotVoicemail ParrotPlushSwap ParrotStickerSurprise ParrotSaysGoodMorning',
    cooking:
      'ParrotBirdieBread TropicalParrotSmoothie ParrotFeatherCookies PollyWantsACracker ParrotFruitSalad RainbowMacawCake SproutedSeedsForParrot TikiParrotMocktail',
    fashion:
      'MatchYourParrot PirateParrotLook ParrotPrintShirt BrightAsAParrot ParrotRainbowLayers ParrotColorOutfit ParrotFeatherEarrings ParrotGreenSneakers',
    speed:
      'ParrotRingToss FastestParrotWave ParrotPuzzleSpeedrun ParrotRecallDash QuickestTalkingParrot ParrotTreatHuntTimer ParrotTrickIn60 ParrotToyUnwrapBlitz',
    music:
      'KaraokeWithMyParrot ParrotWhistleCover ParrotDuet ParrotBeatboxBattle SquawkAlongSong ParrotBobsToTheBeat HumWithYourParrot ParrotXylophoneToy',
    art: 'PaintYourParrot MacawParrotMosaic ParrotPhotoShoot OrigamiParrot ParrotPopArt ParrotFeatherPainting ParrotClaySculpt ParrotColoringPage',
    gaming:
      'ParrotShellGame BasketballParrotDunk ParrotCupStacking ParrotVsMeTicTacToe PollyPlaysPuzzles ParrotPicksTheColor ParrotPeekaboo ParrotFetchBall',
  },
  blizzard: {
    dance:
      'WhiteoutWiggle CabinFeverFreestyle BlizzardBootStomp SnowedInShuffle BlizzardFreezeFrame BlizzardBlanketBoogie DanceTheBlizzardAway BlizzardSnowflakeSpin',
    prank:
      'BlizzardSockSnowballs BlizzardSnowmanGreeter BlizzardTinyYetiPrints PaperSnowstormAmbush BlizzardPillowFightRaid SurpriseSnowedInFort BlizzardHowlSoundPrank BlizzardCottonSnowdrift',
    travel:
      'AfterTheBlizzardWalk BlizzardSledHillHunt BlizzardVirtualTour BlizzardArmchairTravel BlizzardFreshTracks SnowedInStaycation BlizzardDreamTripPlanner BlizzardLibraryEscape',
    fashion:
      'BlizzardLayersFit BlizzardScarfTieOff BlizzardCozySweats BlizzardPufferFiveWays SnowedInPajamaGlowUp BlizzardBootBattle BlizzardReadyRunway BlizzardMittenMatch',
    wellness:
      'BlizzardReadingNest SnowedInSelfCare FallAsleepToTheBlizzard BlizzardCozyBlanket BlizzardDigitalDetox SnowfallMeditation BlizzardHotCocoaPause BlizzardWindowWatch',
    music:
      'BlizzardHowlBeat BlizzardCabinJam WriteASnowedInSong CarolsWhileSnowedIn SnowedInSingAlong BlizzardPotsAndPansBand BlizzardBalladOff BlizzardWhistleTune',
    art: 'PaperSnowflakeBlizzard BlizzardIcicleDrawing BlizzardSnowGlobe SnowedInSketchbook BlizzardWindowArt SnowstormSilhouettes BlizzardInAJar BlizzardFrostPainting',
    gaming:
      'BlizzardIndoorBowling SnowedInCoOpNight PowerOutageCharades SnowedInBoardGameMarathon BlizzardJigsawRace SnowstormGoFishFaceOff BlizzardSnowballBullseye BlizzardCardTourney',
  },
  'pickup truck': {
    fitness:
      'PickupTruckStepUps PickupTruckHaySquats PickupTruckJugCurls PickupTruckBedPlanks PickupTruckFirewoodCarry PickupTruckTailgateDips PickupTruckSandbagLift PickupTruckToyRelay',
    prank:
      'PickupTruckBalloons PickupTruckFlamingos PickupTruckThankYouBanner PickupTruckRubberDucks TailgateSurpriseParty BallPitInTheTruck PickupTruckStickyNotes BubbleWrapPickupTruck',
    educational:
      'PickupTruckTowingMath HowMuchCanAPickupHaul PickupTruckPennyTreadTest PickupTruckModelQuiz PickupTruckEngineTour PickupTruckGearLesson GuessThePickupTruckYear CheckPickupTruckOil',
    cooking:
      'PickupTruckChiliNight PickupTruckSnackBoard PickupTruckTacoTuesday PickupTruckSandwichBar TailgateNachos TruckBedGrilledCheese PickupTruckSmores PancakesOnPickupTruck',
    fashion:
      'PickupTruckFitCheck PickupTruckWorkwearFlip PickupTruckRunway PickupTruckDoubleDenim TailgateFlannel PickupTruckBootsLook PickupTruckCowboyHat CountryGlamPickupTruck',
    speed:
      'PickupTruckLoadRace PickupTruckUnloadDash PickupTruckOneTripMove PickupTruckCleanOutIn60 TailgateSetupSprint PickupTruckBoxStack PickupTruckTireCheck WashAPickupTruckFast',
    music:
      'PickupTruckTailgateJam PickupTruckHandClapSong PickupTruckBedConcert PickupTruckKaraoke PickupTruckCountryCover WriteATruckSong PickupTruckYodel DrumOnPickupTruck',
    tech: 'LightUpThePickupTruckBed PickupTruckPhoneMountHack PickupTruckToyStopMotion PickupTruckTechTour TailgateProjector PickupTruckTireGaugeCheck PickupTruckTimeLapseWash UpgradeYourPickupTruck',
  },
  stretching: {
    dance:
      'StretchingDanceFlow StretchingRobotMoves DancerWarmUpStretch BalletStretchingTwirl ReachForTheDiscoBall LimberLimbo StretchingShimmy StretchingSlowWaltz',
    fitness:
      'StretchingStreak StretchToSplits ToeTouchStretching StretchingLungeFlow StretchingTwoWeekDare MobilityMonday StretchingCoreCombo StretchingHamstringHold',
    prank:
      'SurpriseStretchBreak StretchingBellAlarm StretchingStickyNotes WakeUpStretchingAmbush StretchingMirrorCopycat CopyMyEveryReach SneakyStretchingCoach StretchingStatueFreeze',
    educational:
      'WhyStretchingHelps StaticVsDynamicStretch StretchingMyths StretchingMuscleMap StretchingBeforeAndAfter HowFlexibleAreYou StretchingPosture101 StretchingWarmVsCold',
    cooking:
      'StretchyCheesePull StretchThePizzaDough StretchingTaffyCandy HandStretchedNoodles PulledMochiMagic StretchingMozzarella StretchingRecoveryOats StretchingBreakSmoothie',
    travel:
      'StretchingAtEveryStop StretchingBeachSunrise SummitStretchingPhoto StretchingInTheStands StretchingAtTheAirport StretchingOnAPlane StretchingWithAView StretchingParkBenchBreak',
    fashion:
      'StretchingSquatProof StretchyOutfitCheck StretchingLoungewear DenimThatStretches StretchingInAPromDress StretchingComfyLook StretchingInJeans StretchingMatchingSet',
    music:
      'StretchToTheBeat AmbientStretchingTrack StretchingSongPerPose HumWhileStretching ReachOnEveryChorus StretchingPlaylist StretchingToSlowJams StretchingOceanSoundtrack',
    art: 'StretchingFlipbook StretchingStickFigures SketchMeStretching AnatomyOfStretching DrawMyStretchingPose StretchingSelfPortrait StretchingSilhouettes StretchingWatercolorStudy',
    tech: 'StretchingAppTest 30DayStretchingTimeLapse AIRatesMyStretching StretchingPhoneTimer StretchingSplitScreenDuet StretchReminderSetup StretchingVideoCallBuddy StretchingPostureCamCheck',
    pet: 'StretchLikeMyCat StretchingWithMyDog PetYogaStretching StretchingPetPhotobomb PuppyCopiesMyPose KittenMorningReach CatJudgesMyStretching StretchingBunnyBuddy',
    gaming:
      'StretchingGameBreak StretchBetweenLevels StretchingCharades StretchingFreezeTag LoadingScreenLunges PauseAndReach StretchingDanceOff SimonSaysStretching',
  },
  balloon: {
    dance:
      'BalloonHeadBop TubeManBalloonWiggle BalloonPopOnTheBeat SambaWithABalloon FloatLikeABalloon BalloonFreezeDance BalloonBoogieOff BalloonShoulderShuffle',
    fitness:
      'KeepTheBalloonUp BalloonVolleyball BalloonSquatPass BalloonTapPlank BalloonBetweenKnees BalloonJumpingJacks BalloonKickUps BalloonPunchCardio',
    educational:
      'WhyHeliumBalloonsFloat BalloonSkewerTrick FreezerBalloonShrink BalloonStaticHairLab BalloonLungModel HotAirRisesDemo BakingSodaBalloon NewtonsBalloonRocket',
    cooking:
      'BalloonChocolateBowls BalloonBouquetCupcakes FloatingBalloonCake HotAirBalloonPies BalloonCakePops ConfettiPopcornParty BalloonJellyEggs RiceCrispyBalloons',
    travel:
      'BiggestBalloonAtTheFair BalloonParkPicnic BalloonArchSendOff BalloonAtEveryLandmark CountTheParadeBalloons HotAirBalloonSpotting BirthdayBalloonTagAlong BalloonFestivalDay',
    art: 'TwistBalloonAnimals BalloonStringLantern BalloonStampArt BalloonArchBuild BalloonPourPainting BalloonPapierMacheBowl DoodleOnABalloon MarbleDipBalloons',
    tech: 'BalloonPoweredCar BalloonSlowMoPop BalloonDeflatingTimelapse BalloonHovercraft BalloonDecibelMeter BalloonWeightLiftTest BalloonAnimalStopMotion BalloonRocketTimer',
    pet: 'BalloonPlushieFetch BalloonShapedTreatHunt PetBirthdayBalloons BalloonDogLookalike BalloonPrintBlanketNap BalloonColorSnuffleMat BalloonBackdropPose BalloonCardboardCutout',
  },
  lamp: {
    dance:
      'DeskLampDisco LampOnOffFreeze LavaLampSway LampShadowGroove DanceWithAFloorLamp LampSpotlightSolo LampGlowTwoStep LampLightSwitchShuffle',
    fitness:
      'LampSwitchBurpees FloorLampLunges DeskLampStretch LampLitYogaFlow BedsideLampCrunches LampOffPlank ShadowBoxByLamp LampEveningSquats',
    prank:
      'LampColorBulbSwap SpotlightLampEntrance SmileyOnTheLampShade LampGooglyEyes LampSilhouetteCutout LampClapOnFakeOut LampSpookyShadow LampWithAMustache',
    educational:
      'HowALampCircuitWorks MakeALavaLamp LampLEDVsIncandescent LampWattageMath LampBulbColorTest LampInventorQuiz LemonBatteryLamp WhyMothsLoveLamps',
    music:
      'DeskLampConcert LavaLampSlowJam LampLitAcoustic LampSwitchBeat LampShadeBongos LampSpotlightSerenade OdeToMyLamp LampDimmedBallad',
    tech: 'SmartLampSetup LampTimerPlugHack LampColorScenes LampVoiceCommandTest LampDimmerApp LampShadowPhotoTrick ProgramALampRainbow LampMorseCode',
    pet: 'LampGlowPetBedtime LampReadToMyPuppy LampShadowCatChase LampLitPetPortrait NapUnderTheLamp SunbeamOrLamplight LampNightKittyBlanket LampDogBedCorner',
    gaming:
      'LampFlashlightTag LampLitGameNight EscapeRoomLampClue LampShadowPuppetGuess LampOnOffMemory LampOffHideAndSeek HorrorByLampOnly LampColorCodeBreaker',
  },
  oven: {
    fitness:
      'OvenPreheatPlank OvenWallSitUntilGolden BakeTimeBurpees OvenMittPunches OvenTimerJumpingJacks CookieCoolingCrunches SquatsTillTheOvenBeeps OvenLungeLadder',
    funny:
      'OvenLightNatureDoc DramaticOvenPeek OvenMittPuppets OvenTimerOpera OvenDingFalseAlarm OvenWindowStakeout WhoLeftTheOvenOn OvenBakingCommentator',
    prank:
      'FakeBurntCookies OvenHiddenBirthdayCake OvenWindowNote PhantomOvenDing OvenWarmMuffinDelivery OvenMittHandshake OvenPizzaFaceSurprise OvenDoorSmileySticker',
    fashion:
      'OvenMittMakeover OvenGloveClutchBag HotOutOfTheOvenFit OvenBakerChic OvenReadyGlam PastelBakeryOutfit OvenFreshLook OvenApronFiveWays',
    tech: 'AirFryerVsOven OvenCamTimelapse HeyPhoneIsTheOvenReady StopMotionOvenBakeOff PreheatFromTheCouch OvenSmartSpeakerTimer CodeAnOvenAlarm OvenThermometerAppTest',
  },
  sandwich: {
    funny:
      'IsAHotDogASandwich SandwichCutDebate SandwichFoodCriticVoice SandwichTooTallBite CrustsOffPlease SandwichThiefCaught SandwichNamingCeremony SandwichRatedByDad',
    prank:
      'SandwichCakeLookalike SandwichStickerSneak LunchboxSandwichNote SandwichGooglyEyes SandwichBagDoodle SixFootSubSurprise SandwichFaceLunch SandwichNameInMustard',
    fashion:
      'SandwichStackOutfit DressAsASandwich DeliSandwichFitCheck SandwichEarringCraft SandwichLayeredLook PBAndJPastels SandwichBoardRunway SandwichBagCharm',
    wellness:
      'MindfulSandwichLunch SandwichForANeighbor SlowPicnicSandwich SandwichParkBench BreadAndBreathe SandwichAndAGoodBook SandwichStrollBreak SandwichSunnyWindowSeat',
    music:
      'SandwichCrunchRhythm DeliSandwichBeat SandwichRecipeRap LunchboxSandwichDrums PeanutButterJellyTime HoagieHarmony SandwichOrderOpera SandwichLoveSong',
    pet: 'PetSandwichStare SandwichLeaveItTest PuppySandwichManners DogWatchesMeEatSandwich SandwichedBetweenPups SandwichBegFaceBingo SandwichBunnyLettuce SandwichKittenSniff',
    gaming:
      'SandwichStackingGame BlindfoldSandwichGuess SandwichTowerTopple SandwichTicTacToe SandwichDiceRoll SandwichCharadesNight SandwichMemoryMatch SandwichWouldYouRather',
  },
  scissors: {
    cooking:
      'PizzaWithScissors ScissorChipsFromScratch OnlyScissorsDinner ScissorCutNoodles ScissorsOctopusHotDogs HerbSnipGarnish ScissorSnippedPasta ScissorsFruitSaladDare',
    travel:
      'ScissorsPhotoTripBook ScissorChainTripCountdown ScissorTicketJournal ScissorMapCollage ScrapbookYourTrip ScissorsPickMyNextTrip ScissorCutRoadTripBingo ScissorsPostcardCraft',
    wellness:
      'ScissorSnipASMR ScissorsVisionCollage ScissorsWorryCutOut ScissorsAffirmationCards SlowScissorSnowflake ScissorsPlantPruning ScissorChainOfThanks ScissorsMindfulSilhouette',
    speed:
      'ScissorsFactsQuickfire ScissorShapeGuessBlitz OffHandScissorTest ScissorMemoryCardDash ScissorScrapSweepRace ScissorsGlueStickRelay ScissorPrecisionTrial RockPaperScissorsBestOf5',
    tech: 'ScissorChompStopMotion RockPaperScissorsBot ScissorSlowMoCut OneSnipScissorTransition ScissorsOnlyPhoneStand ScissorsGreenScreenTrick ScissorSnowflakeTimelapse ScissorsCardboardCircuit',
    gaming:
      'RockPaperScissorsCup ScissorsSilhouetteGuess ScissorBoardGameDIY MemoryMatchWithScissors ScissorCootieCatcherDare ScissorMarbleMazeRace HandmadeScissorPuzzle ScissorsSnowflakeContest',
  },
  closet: {
    dance:
      'ClosetQuickChangeGroove ClosetDoorReveal ClosetHangerSwing ClosetMirrorMoves ClosetTryOnTransitions OutfitSpinSwap ClosetSockSlide ClosetJacketFlipDance',
    fitness:
      'ClosetCleanoutCardio LaundryBasketPress ClosetShelfStretch WardrobeBoxCarry ClosetHangerArmCircles ClosetShoeRackSquats ClosetHamperRows ClosetBootLunges',
    prank:
      'ClosetBalloonSurprise GiantTeddyInTheCloset SecretClosetMakeover ClosetBackwardsHangers ClosetOutfitSwitcheroo RainbowColorSwap ClosetDoorKindNotes ClosetFoldedLikeAStore',
    educational:
      'ClosetOutfitMath WashTagDecoded ClosetMothProofTest ClosetLaundryCodeQuiz ClosetColorWheelLesson GuessTheFabric ClosetBasics101 ClosetStainRemovalLab',
    cooking:
      'HangerShapedPretzels ClosetCakeReveal ClosetDressCupcakes PantryClosetCookOff SecretSnackCloset FitCheckCookies ClosetCleanoutBakeSale ClosetSweaterCookies',
    wellness:
      'ClosetJoyCheck ClosetDonateTenThings ClosetReset NewInOldOut GiveBackCloset SlowFashionPledge ClosetGratitudeTour ClosetCalmScentSachets',
    music:
      'ClosetVocalBooth SingInYourCloset ClosetHangerChimes ClosetKaraokeNight ClosetDoorDrumSolo CoatRackBassline ClosetAcapella ClosetShoeboxShaker',
    art: 'ClosetDoorMural WardrobeMoodboard ClosetRainbowPhoto DrawMyClosetOutfits HangerSculpture ClosetFlatLayArt ClosetStillLife ClosetFabricCollage',
    tech: 'WardrobeAIStylist VirtualClosetTryOn ClosetMirrorSelfieGrid ClosetLookPickerApp ClosetGlowUpLEDs OutfitRepeatTracker ClosetPhotoCatalog ClosetTimelapseTidy',
    pet: 'ClosetDogGearCorner PetPicksFromMyCloset KittenInMyClosetShoes ClosetSweaterNestCat PupWardrobeTour HideAndSeekCloset ClosetNapNook ClosetPuppyPeekaboo',
    gaming:
      'ClosetTierList CharacterSelectLook ClosetCosplayBuild ClosetOutfitBingo ClosetTreasureHunt ClosetMysteryBox ClosetEscapeRoom ClosetDiceRollStyling',
    travel:
      'ClosetToSuitcase TenPiecesTwoWeeks WardrobeOnTheRoad ClosetTravelCapsule WholeClosetCarryOn ClosetPackInFiveMinutes ClosetPackingPuzzle ClosetWeekendBagChallenge',
  },
  'delivery driver': {
    dance:
      'DeliveryDriverDance MailmanShuffle DeliveryGuyVanGroove DeliveryDriverPackageBop DeliveryDriverHappyFeet DoorstepDisco MailmanMoonwalk DeliveryDriverRobotStep',
    fitness:
      'DeliveryDriverStretch DeliveryDriverStepCount BoxSquatsDeliveryGuy CarryLikeAMailCarrier LiftWithYourLegs DeliveryDriverParcelPress MailmanMarchInPlace DeliveryDriverStairClimb',
    educational:
      'DeliveryDriverFunFacts DeliveryDriverTruckTour DeliveryDriverRouteMath ADayAsAMailCarrier MailmanZipCodeQuiz AskYourMailmanAnything MailmanStampHistory DeliveryDriverMapSkills',
    fashion:
      'DeliveryDriverFitCheck MailmanUniformLook ComfyMailCarrierShoes HiVisDeliveryLayers ShortsInWinter BrownIsTheNewBlack DeliveryDriverCostume MailmanSunHatStyle',
    music:
      'DeliveryDriverJingle DeliveryDriverSongCover WhistleWhileDelivering SingToTheMailCarrier DeliveryDriverHumAlong SignedSealedDelivered MailmanRapBattle DeliveryDriverKazooSalute',
    tech: 'DeliveryDriverGPSArt DeliveryDriverRouteApp TrackYourMailCarrier MailmanThankYouVideo DeliveryDriverVoiceNote DeliveryDriverPhotoSkills MailmanPackageTimelapse MailmanStopMotion',
    pet: 'PetWaitsForMailman DogLovesTheMailCarrier DeliveryDriverTreatJar KittenSpotsDeliveryGuy DeliveryDriverBoxFort PorchPatrolPup MailmanBunnyWindowWatch DeliveryDriverCatGreeting',
    gaming:
      'DeliveryDriverBingo DeliveryDriverCharades DeliveryDriverBoxToss DeliveryDriverTrivia DeliveryDriverISpy DeliveryDriverHotPotato MailmanMemoryMatch DeliveryDriverBoardGame',
  },
  turtle: {
    dance:
      'TurtleShellShuffle TurtleFlipperSway SeaTurtleGlide TurtleneckTwist SlowAndSteadyGroove NinjaTurtleMoves TurtleTiptoeDance TurtleHeadPopBop',
    fitness:
      'TurtleCrawlReps TurtleShellPlank FlipLikeATurtle NinjaTurtleKicks SlowAndSteadySquats TurtleWalkLunges TurtleStepUps TurtleBackRollCore',
    prank:
      'TurtlePlushSwap TurtleRockSurprise TinyTurtleDeskCameo PebbleTurtleArmy TurtleTakeover TurtleStickerSneak HiddenTurtleHunt TurtleCupcakeParade',
    cooking:
      'TurtleBrownies TurtlePecanClusters NoBakeTurtleCheesecake KiwiTurtleToast WatermelonTurtleCarve TurtleShapedPancakes TurtleCandyCookOff TurtleSandwichShapes',
    speed:
      'TurtleVsHareRace SlowestTurtleWins NinjaTurtleSprint TurtleFactQuickfire TurtleDrawingIn60 PlushTurtleRelay TurtleTowerStackDash PebbleTurtleBlitz',
    music:
      'TurtleSlowJam SongForMyTurtle TurtleLullaby TurtleKazooTune TurtleSingAlong TurtleThemeSong TurtleOceanSoundscape SeaTurtleSerenade',
    tech: 'TurtleTankCam TurtleTimelapse TurtleSlowMoSnack SeaTurtleTrackerApp CodeATurtleDrawing TurtleHabitatGlowUp TurtleStopMotionRace TurtleMacroShellShot',
    gaming:
      'TurtleRaceBoardGame TurtleHabitatBuild NinjaTurtleArcade TurtleTriviaNight TurtleFreezeTag TurtleTowerStack TurtleRiddleRound TurtleCardMatch',
  },
  tornado: {
    fitness:
      'TornadoKick StormChaserSprints TornadoRopeWaves TornadoArmCircles TornadoTorsoTwist WhirlwindBurpees TornadoPlankHold TornadoTuckJumps',
    cooking:
      'TornadoPotato TornadoOmelette TornadoCinnamonRolls SpiralTornadoDogs TornadoPretzelTwists TornadoSmoothieSwirl TornadoFusilli CurlyTornadoFries',
    fashion:
      'TornadoSpinSkirt TornadoRubySlippers StormyWeatherFit TornadoSwirlPrint TornadoBraidedPigtails TornadoWindsweptLook WindproofTornadoHair TwirlyTornadoCape',
    wellness:
      'StormSoundsSleep ClearSkiesGratitude TornadoCalmCorner EyeOfTheTornado TornadoWorryJar TornadoMoodDoodle TornadoBreathSpiral TornadoTeaAndBlanket',
    music:
      'OverTheRainbowCover TornadoRainstickJam TornadoWindSounds TornadoWhooshRemix TornadoBottleBeat WhirlwindWhistle DrumTheTornado TornadoRapVerse',
    gaming:
      'TornadoTangleChallenge TornadoSurvivalGame TornadoSpinningTopBattle TornadoFreezeTag DizzyTornadoRelay TornadoFactOrFiction DodgeTheTornado TornadoObstacleRun',
  },
  'new year': {
    dance:
      'DanceIntoTheNewYear NewYearConfettiSpin NewYearConga MidnightMoves BallDropBoogie NewYearsEveTwirl NewYearMoonwalk NewYearShimmyShake',
    prank:
      'FakeNewYearCountdown NewYearBalloonDrop NewYearFortuneNotes NewYearSillyResolutions MidnightAtNinePM NewYearStreamerDoor NewYearInJuly NewYearPartyHatAmbush',
    educational:
      'NewYearAroundTheWorld NewYearLunarVsSolar FirstNewYearOnEarth WhyTheYearStartsInJan NewYearResolutionHistory NewYearTraditionQuiz GuessTheNewYearCity NewYearInFiveLanguages',
    cooking:
      'NewYearLuckyFoods NewYearDumplingFold NewYearTwelveGrapes ClockCakeForNewYear CountdownCupcakes NewYearPancakeStack NewYearMocktailMixOff NewYearBrunchBoard',
    music:
      'NewYearKazooChorus SingInTheNewYear YourNewYearsFirstSong AuldLangSyneCover NewYearPotsAndPans NewYearCountdownBeat NewYearPartyHornBand NewYearResolutionRap',
    tech: 'NewYearPhoneCleanup NewYearSparkleFilter CodeANewYearCountdown NewYearLockScreenGlowUp DigitalDeclutterDay NewYearTwelvePhotoRecap NewYearGoalTrackerSheet NewYearPasswordRefresh',
    pet: 'PetNewYearResolution NewYearFireworkCalmDog NewYearKittenCuddle PuppyRingsInNewYear NewYearsPawty CatIgnoresMidnight NewYearFirstTrick NewYearPetSelfie',
    gaming:
      'NewYearPartyCardDuel NewYearCountdownBingo NewYearsEveCharades FirstWinOfTheYear GuessMyNewYearResolution NewYearBoardGameTourney NewYearTriviaTakedown NewYearJigsawRace',
  },
  'fire truck': {
    fitness:
      'FireTruckBootcamp FireTruckStarJumps FireTruckLadderLunges FirefighterStairClimb FireTruckGearBurpees FireTruckWagonPull ToyFireTruckPushUps FireTruckBearCrawl',
    prank:
      'FireTruckSquirtAmbush FireTruckStickerTakeover HideAToyFireTruck FireTruckBedSurprise DalmatianDisguise FireTruckBalloonHallway FireTruckInTheirShoe FireTruckCakeFakeout',
    educational:
      'HowFireTrucksWork WhyFireTrucksAreRed FireTruckSirenScience FireTruckLadderReach FireTruckWaterTankMath FireTruckHoseSprayTest WhatsOnAFireTruck FireTruckPartsQuiz',
    cooking:
      'FireTruckCake WatermelonFireTruck FireTruckTacoNight FiveAlarmChiliCookOff FireTruckCupcakes FireTruckBento FireTruckPizzaBuild FireTruckFruitPlatter',
    fashion:
      'FireTruckRedOutfit FireTruckGearFitCheck FireTruckRainBoots DressLikeAFireTruck FireTruckCoatChic FireTruckStripeStyle FireTruckPatchJacket FireTruckPajamaParade',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew FireTruckColoringBreak FireTruckBedtimeStory StopDropAndBreathe CalmAsAFirefighter FireTruckBubbleBath FireTruckGratitudeCard',
    music:
      'FireTruckSirenSong FireTruckSingAlong BeatboxAFireTruck FiveAlarmBeat FireTruckWeeOooRemix FireTruckHornHarmony FireTruckBellSolo FireTruckKazooBand',
    pet: 'FireTruckDogHowl FireTruckDalmatianPose FireTruckPlushTug PuppyMeetsAFireTruck FireTruckChewToyHunt KittyCardboardEngine FireTruckWagonParade FireTruckHamsterHideout',
    gaming:
      'FireTruckRescueMission FireTruckSimulatorRun FireTruckDiceRace FireTruckObstacleCourse FiveAlarmSpeedrun FireTruckMemoryCards FireTruckKartCup FireTruckBingo',
  },
  'water balloon': {
    dance:
      'WaterBalloonCatchDance WaterBalloonLimbo WaterBalloonWobble PassTheWaterBalloon SplashZoneShuffle SoakedSprinklerSteps WaterBalloonHipSway WaterBalloonJuggleJig',
    fitness:
      'WaterBalloonSquatToss WaterBalloonLungePass WaterBalloonPlankHold WaterBalloonBurpees WaterBalloonJumpingJacks SummerSoakSprints WaterBalloonWallSit WaterBalloonStepUps',
    funny:
      'WaterBalloonSlowMo WaterBalloonFillFail WaterBalloonWontPop WaterBalloonBetrayal SplashZoneSkit WaterBalloonKnotStruggle WaterBalloonCommentary WaterBalloonSurrenderFlag',
    cooking:
      'WaterBalloonIceBowl WaterBalloonJelloEggs WaterBalloonChocCups SummerSplashPunch FrozenWaterBalloonPops WaterBalloonCupcakes WaterBalloonPannaCotta WaterBalloonFruitSalad',
    fashion:
      'WaterBalloonFitCheck WaterBalloonBattleGear WaterBalloonMakeupTest DressForAWaterFight SplashProofStyle NeonRashGuardLook WaterBalloonWarPaint WaterBalloonSwimHat',
    wellness:
      'WaterBalloonCoolDown WaterBalloonSensory WaterBalloonGiggles SqueezeAWaterBalloon SummerSplashJoy WaterBalloonPlaytime WaterBalloonWorryToss WaterBalloonShadeBreak',
    music:
      'WaterBalloonPopRhythm WaterBalloonSquishBeat WaterBalloonDrumKit WaterGlassXylophone SplashSoundtrack SprinklerSymphony WaterBalloonBassDrop WaterBalloonSummerSong',
    gaming:
      'WaterBalloonDodgeball WaterBalloonVolleyball WaterBalloonBullseye WaterBalloonTag DontDropTheWaterBalloon CaptureTheBucket WaterBalloonBaseball WaterBalloonTossAndCatch',
  },
  'ceiling fan': {
    dance:
      'CeilingFanHairWhip SpinLikeACeilingFan CeilingFanSlowMoGroove CeilingFanBreezeDance CeilingFanArmWaves LowMedHighShuffle CeilingFanWindmill CeilingFanFreezeFrame',
    fitness:
      'CeilingFanCoolDown CeilingFanGluteBridges CeilingFanBicycleCrunch PlankUnderCeilingFan HelicopterArmCircles CeilingFanSpeedSquats CeilingFanSitUps CeilingFanLungeLaps',
    prank:
      'CeilingFanGooglyEyes CeilingFanStreamers ConfettiCeilingFan CeilingFanChainTassel FlipTheSwitchSurprise CeilingFanFakeRemote CeilingFanFaceCutouts CeilingFanMustache',
    educational:
      'HowCeilingFansCool CeilingFanWinterMode CeilingFanWindChill CeilingFanVsOpenWindow CeilingFanWhichWay RoomTempMythBuster CeilingFanTissueTest CeilingFanBladeAngles',
    cooking:
      'CeilingFanCoolingRack NoBakeUnderCeilingFan CeilingFanPastaDryer CeilingFanPinwheelCookies CeilingFanPopsicles FanCooledFudge CeilingFanCakeLookalike CeilingFanChilledNoodles',
    music:
      'CeilingFanLullaby CeilingFanVoiceWobble CeilingFanWhirBeat CeilingFanChillSong SingIntoTheFan CeilingFanChainClicks CeilingFanMetronome CeilingFanHumHarmony',
    art: 'PaintCeilingFanBlades CeilingFanShadowPhoto CeilingFanMotionBlur SketchACeilingFan CeilingFanOrigamiMobile CeilingFanPalmLeaves CeilingFanPinwheels CeilingFanStencilDecals',
    tech: 'HowLoudIsMyCeilingFan CeilingFanSlowMo CeilingFanWhiteNoiseTest CeilingFanCameraGlitch DoesACeilingFanCoolYou FanVsACShowdown CeilingFanSpeedApp CeilingFanSmartPlug',
    pet: 'CeilingFanCatStare DogVsCeilingFan PuppyCeilingFanNap CeilingFanShadowChase CeilingFanChillContest PupVsTheBreeze CeilingFanFurFlutter CeilingFanBunnyFlop',
  },
  kettle: {
    dance:
      'KettleWhistleDance BoogieTillKettleBoils KettleKitchenShuffle KettleCuppaConga ImALittleKettle KettleClickFreeze KettleSpoutSpin KettleTeaTimeBop',
    prank:
      'KettleSurpriseCuppa GooglyEyesOnTheKettle KettleStickyNoteJoke KettleWhistleRingtone TinyHatForTheKettle KettleWearsAWig KettleMustacheDecal KettleRubberDuckFriend',
    cooking:
      'KettleNoodleUpgrade KettleOatmealBowl PourOverKettleCoffee OnlyAKettleDinner KettleHotCocoaBar KettleDormRoomGourmet KettleCouscousDare KettleHerbalTeaBlend',
    fashion:
      'MatchYourKettle KettleTeaPartyOutfit KettleCozySweaterSwap DressAsAKettle KettlePastelKitchenFit KettleBoilQuickChange KettleRetroLook KettleApronRunway',
    speed:
      'BeatTheKettle KettleTidySprint KettleBoilDishBlitz BeforeTheKettleClicks KettleBedMakeDash KettleTextBackChallenge KettleLaundryFoldRace KettleCounterWipeRush',
    tech: 'KettleAlarmApp KettleEnergyMeter KettleTimeLapseBoil SlowMoKettleSteam KettlePhoneTimerHack KettleWhistleRingtone KettleVoiceAssistant KettleDecibelCheck',
    pet: 'CatReactsToKettle KettleClickPuppyWake OneTrickPerKettle KettleBoilBrushing KettleCuppaCuddles KettleBreakBellyRubs KettleWhistleHowl KettleTimePetTreats',
    gaming:
      'KettleBoilChessBlitz OneLevelPerKettle CozyKettleGameNight KettleBrewingPotions KettleBreakPuzzle KettleSteepSudoku KettleRockPaperScissors KettleTriviaRound',
  },
  'hot dog': {
    fitness:
      'HotDogCostumeFunRun HotDogWallSit HotDogPlankHold BallparkHotDogStairs RelishYourReps HotDogMountainClimbers HotDogBunSquats HotDogJumpingJacks',
    funny:
      'HotDogSandwichDebate HotDogFingerIllusion HotDogCondimentCourt BunToHotDogRatio HotDogKetchupShame HotDogVendorImpression HotDogOrDachshund HotDogEatingFaces',
    prank:
      'HotDogPlushOnTheirPillow BananaHotDogFakeout HotDogCostumeDoorbell MustardHeartHotDog HotDogStickerSneak HotDogKetchupSmiley PoundCakeHotDog LunchboxHotDogNote',
    travel:
      'HotDogStandTour HotDogsAtTheLake HotDogBeachCookout BallparkHotDogRanking CampfireHotDogRoast HotDogToppingsHunt HotDogRoadTripDiner HotDogFoodTruckFind',
    fashion:
      'HotDogCostumeFit HotDogPrintShirt HotDogBagCharm MatchingHotDogPJs DressLikeACondiment HotDogColorsOutfit HotDogEarrings HotDogSocksAndSneakers',
    wellness:
      'HotDogPicnicPause HotDogSummerNostalgia HotDogCampfireEvening BackyardHotDogCalm HotDogSlowBite HotDogBallgameBreak HotDogAndAHammock HotDogSunsetPorch',
    music:
      'HotDogJingle HotDogVendorChant HotDogSizzleBeat HotDogHumAlong HotDiggityDogSong CondimentChorus HotDogBallad HotDogKazooAnthem',
    pet: 'HotDogPupPawtrait HotDogSnuffleMat HotDogPlushFetch CatInAHotDogPillow SausageDogStrut HotDogToyTugOfWar HotDogSleepingBag HotDogKittyTunnel',
    gaming:
      'HotDogStandSim HotDogBunTower BallparkHotDogToss HotDogTriviaNight HotDogToppingDice HotDogBuildOff HotDogCornhole HotDogMemoryMatch',
  },
  boot: {
    dance:
      'BootScootinBoogie CowboyBootShuffle BootHeelClick RainBootPuddleHop BootsMadeForDancing LineDanceInBoots BootStompStep BootTwirlChallenge',
    fitness:
      'HikingBootMiles SnowBootSquats BootBackpackMarch LaceUpBootLunges BootWallSit StairsInWorkBoots BootStepUps BootKneeLifts',
    prank:
      'SantaBootprintTrail BootPingPongBallFill BootGooglyEyes RubberDuckInTheirBoot BootFullOfBalloons BootRainbowLaceSwap SneakyBootWarmer BootPlushieSurprise',
    educational:
      'HowBootsAreMade WhyBootsHaveHeels BootSoleGripTest GuessTheBootDecade BootHistoryQuiz RealOrFakeBootLeather NameThatBootStyle BootLeakCheckLab',
    wellness:
      'CozyBootAutumnWalk BootShineMeditation PuddleStompInBoots KickOffYourBoots BootDayBathSoak WarmBootsWoolSocks BootsOffSlippersOn BootFootStretches',
    speed:
      'BootLacingRace SnowBootsOnIn30 RainBootRelay BootPolishSprint BootLaceUpLightning BeatTheBusBootsOn BootsOffBuzzer PairTheBootsBlitz',
    tech: 'WalkInMyBootsTimelapse BootStepTracker SlowMoBootStomp BootUnboxingVideo RecordYourBootSqueak DoMyBootsLeakTest BootSizeScanApp BootVirtualTryOn',
  },
  glue: {
    funny:
      'GlueStickOrLipBalm NotTheWholeGlueBottle GlueGunCobwebChaos GluePeelSatisfaction GlueSockPuppetShow GlueCraftFailNarration GlueCapLostForever GlueMessyTableTour',
    prank:
      'GlueGooglyEyeFridge GlueStickNoteTrail FakeGlueSpill SuperGlueFakeout GluePaperChainHallway GlueMagazineFaceSwap GlueTinyHatOnFruit GlueCrownSurprise',
    wellness:
      'GlueMosaicCoaster GlueVisionBoard PeelingGlueRelax GlueItBackTogether GlueSlimeStressSqueeze GlueCollageCalm GlueDryingPatience GlueGratitudeScrapbook',
    music:
      'GlueBottleMaracas GlueStickDrumSolo GluePeelPopBeat StuckLikeGlueCover GlueSongParody GlueCraftTableJam GlueKazooBuild GlueRainstickMaking',
    gaming:
      'GlueYourOwnBoardGame PuzzleGlueAndFrame GlueDiceTower GlueMarbleRun GlueCardboardMaze GlueCupTargetToss GlueBottleCapCheckers GlueDominoTrack',
  },
  tortoise: {
    fitness:
      'TortoiseTempoSquats TortoiseBearCrawl TortoiseShellPlank TortoiseToHareSprints SlowAndSteadyReps PatienceLungeLadder TortoiseWallSitDuel TortoisePaceNatureHike',
    prank:
      'TortoisePlushSwap TortoiseToyInTheirBed IsItARockOrTortoise TortoiseCakeSurprise TortoiseHideAndSeek TortoisePebbleDecoys TortoiseSpeedingTicket TortoiseSlowMotionDay',
    cooking:
      'TortoiseShellBread TortoiseCupcakeDome DandelionTortoiseSalad TortoiseBerryTreat TortoiseRiceBalls TortoisePancakeArt TortoisePullApartBun TortoiseSquashBowl',
    fashion:
      'TortoiseshellGlasses TortoiseShellHairClaw TortoisePrintScarf SlowFashionTortoise TortoiseAmberEarrings TortoiseEarthToneFit TortoiseGreenGlowUp TortoiseOliveOutfit',
    speed:
      'TortoiseVsHareRace TortoiseDrawingIn60 TortoiseLettuceDash FastestTortoiseEver SlowAndSteadySprint StrawberryFinishLine TortoiseLapTimer TortoiseHabitatTidyBlitz',
    music:
      'TortoiseSlowJam TortoiseMunchRemix SongForMyTortoise TortoiseHumAlong TortoiseStepBeat TortoiseThemeSong TortoiseLullaby TortoiseCountryBallad',
    art: 'TortoiseRockPainting TortoiseClaySculpt TortoiseInkDrawing TortoisePhotoshoot ShellMosaicCoaster HexagonTortoiseDoodle TortoisePaperLantern TortoiseWatercolor',
    tech: 'TortoiseSlowMoMunch TortoiseTimelapseTrek TortoiseGardenCam TortoiseStepCounter TortoiseThenAndNow ClockMyTortoiseSpeed TortoiseVideoCall TortoiseEyeViewFilm',
    gaming:
      'TortoiseGardenMaze TortoisePicksMyMove TortoiseDerbyDice TortoiseVsHareBoardGame TortoiseMemoryCards TortoiseSlowMoCharades TortoiseTriviaNight TortoiseStrawberryQuest',
  },
  halloween: {
    fitness:
      'HalloweenMonsterCrawl HalloweenGhostLunges HalloweenZombieWalk PumpkinSquats TrickOrTreatSteps HalloweenBroomJumps HalloweenCobwebCardio HalloweenBatFlaps',
    educational:
      'HalloweenFactOrMyth HalloweenCandyMath HalloweenHistoryIn60 WhyHalloweenIsOct31 HalloweenPumpkinRotTest TurnipJackOLanterns WhatDoesHalloweenMean HalloweenCustomsQuiz',
    wellness:
      'HalloweenCozyMovieNight SlowHalloweenCarving PumpkinSpiceSelfCare HalloweenFearJournal HalloweenFairyLights BlanketFortFrights HalloweenNatureWalk HalloweenMoonlightYoga',
    speed:
      'HalloweenMummyWrap HalloweenCostumeRace HalloweenPumpkinPaintOff BobForApplesCount HalloweenQuickChange HalloweenCandySort HalloweenBroomRelay HalloweenSpiderWebDash',
    music:
      'ThisIsHalloweenCover HalloweenMonsterMash HalloweenCreepyChoir SkeletonXylophone TimeWarpAgain HalloweenCackleChorus HalloweenHowlOff HalloweenBooBeatbox',
    gaming:
      'HalloweenEscapeRoom HalloweenGameNight HalloweenPumpkinBowling HalloweenSpellingBee HalloweenHideAndShriek HalloweenBingoCards HalloweenTriviaDuel HalloweenMonsterCharades',
  },
  ambulance: {
    fitness:
      'ParamedicStairDrill AmbulanceHeroPlank AmbulanceCrewBootcamp CPRToTheBeat AmbulanceKitLunges AmbulanceSirenSprints AmbulanceMedicBagSquats AmbulanceJumpingJacks',
    funny:
      'WeeWooSingAlong AmbulanceTeddyStretcher AmbulanceBandageSpree AmbulanceImpressions ToyAmbulanceRescue SirenVoiceOff AmbulanceHeroPuppets AmbulanceDollHospital',
    prank:
      'AmbulancePlushiePillow AmbulanceChalkCheers AmbulanceSnackDelivery AmbulanceTeddyBandaged AmbulanceThankYouWall HeroesWelcomeBanner AmbulanceCupcakeSurprise AmbulanceToyInDadsShoe',
    fashion:
      'AmbulanceCrewCostume AmbulanceHiVisChic AmbulanceStripesLook ParamedicFitCheck AmbulanceColorBlock AmbulanceCargoBoots DressLikeAnAmbulance AmbulanceReflectorJacket',
    music:
      'AmbulanceSirenRemix StayinAliveCPRBeat WeeWooBeatbox WriteAnAmbulanceJingle AmbulanceLullaby AmbulanceHeartbeatDrum AmbulanceKazooCall AmbulanceSoundEffectSong',
    tech: 'AmbulanceFirstAidAppTest AmbulanceReadyMedicalID AmbulanceSirenPitch AmbulanceContactsCheck AmbulanceSOSShortcut ShareYourLocationDrill AmbulanceCallRoleplay AmbulanceLockScreenInfo',
    gaming:
      'AmbulanceRouteRush AmbulanceTrafficPuzzle AmbulanceRescueRoleplay EmergencyDispatchGame TwoPlayerParamedics BuildAnAmbulanceBay AmbulanceMazeRun AmbulanceSpotterBingo',
  },
  'water gun': {
    dance:
      'SplashZoneShuffle WaterGunDodgeMoves WaterGunHolsterTwirl SquirtGunStrut DoTheSprinkler WaterGunWesternStep WaterGunDanceBattle WaterGunSlowMoSpin',
    fitness:
      'WaterGunDodgeDrill WaterGunPumpCurls BackyardSoakCircuit SquirtGunSquats WaterGunJumpingJacks WaterGunTagSprints WaterGunWallSit WaterGunCrabWalkDuel',
    educational:
      'HowWaterGunsWork WaterGunHistoryIn60 WaterGunArcAngles WaterGunRangeTest PumpPressurePhysics WaterGunNozzleLab WaterGunRainbowMist WaterGunDropletScience',
    cooking:
      'WaterGunPopsicles BackyardSoakerSundaes WaterGunPartyCake SquirtGunSauceArt WaterGunFruitSkewers WaterGunFightFuel WaterGunLemonadeStand WaterGunSnackShack',
    fashion:
      'WaterGunHolsterBelt WaterGunBoardShorts SplashZoneSwimwear DressedToGetDrenched WaterGunGoggleGlam SquirtGunSquadColors WesternWaterGunLook WaterGunBandanaCrew',
    tech: 'WaterGunSlowMo HowFarDoesMyWaterGunGo WaterGunsAtHighNoon WaterGunFreezeFrameDodge AIRefereesWaterGunDuel WaterGunFightTrailer WaterGunBattleRecap WaterGunPhoneInZipBag',
    gaming:
      'WaterGunDuelAtDawn SplashCaptureTheFlag WaterGunTargetPractice WaterGunKingOfTheHill SquirtGunFreezeTag WaterGunSharkAndMinnows WaterGunSneakAttack WaterGunBullseyeBoard',
  },
  sunflower: {
    dance:
      'DanceLikeASunflower SunflowerFollowTheSun GiantSunflowerShimmy SunflowerReachAndSpin BloomAndBoogie SunflowerSwaySync SunflowerPetalTwirl SunflowerFieldWaltz',
    fitness:
      'ReachLikeASunflower SunflowerFieldRun SunflowerBalanceHold SunflowerGrowSquats BloomBurpees SunflowerSunSalutation SunflowerStretchUp SunflowerGardenDigging',
    funny:
      'SunflowerTallerThanMe BirdsRobbedMySunflower SunflowerIgnoresMe FaceInTheSunflower SunflowerPhotobomb TalkingSunflowerSkit SunflowerStareDown SunflowerWithSunglasses',
    prank:
      'SunflowerGrewOvernight SunflowerThatFollowsThem SunflowerSeedMessage SunflowerOnTheirPillow SunflowerCostumeScare HiddenSunflowerHunt SunflowerFaceCutout SunflowerDeskMakeover',
    educational:
      'WhySunflowersTurn SunflowerSpiralMath BeesOnMySunflower SunflowerSeedCountGuess SunflowerGrowthDiary SunflowerWaterUptakeDye SunflowerRootSystem SunflowerPollenUpClose',
    cooking:
      'SunflowerPullApart RoastedSunflowerSeeds SunflowerCookieBouquet SunflowerFocaccia CupcakeSunflowerCake SunflowerButterBites SunflowerPizzaArt SunflowerPancakeFaces',
    wellness:
      'TurnTowardTheLight PlantOneSunflowerSeed SunflowerFieldWalk SunflowerSlowBreaths SunflowerGratitude SunflowerSillGarden SunflowerJournalPage SunflowerMorningTea',
    speed:
      'SunflowerBouquetIn60 SunflowerMazeDash PaintASunflowerFast SunflowerOrigamiBlitz PetalPluckRace SunflowerPlantingRelay SunflowerHeightGuess SunflowerDoodleRush',
    music:
      'SunflowerSongCover SunflowerFieldBusking SingToYourSunflower SunflowerHumAlong SunflowerSeedShaker FinishSunflowerLyrics SunflowerSerenade SunflowerKazooTune',
    tech: 'SunflowerTimelapse HeightAppVsSunflower SunflowerCloseUpZoom StopMotionSunflowerBloom OnePhotoADaySunflower SunflowerFilterFaceOff SunflowerFollowsTheSun SunflowerPlantIdScan',
    pet: 'SunflowerPhotoWithMyDog SunflowerFieldZoomies SunflowerCatSniff PupInThePetals SunflowerPuppyPicnic SunflowerPeekaboo SunflowerPetPortrait SunflowerSeedParrotTreat',
    gaming:
      'SunflowerPuzzleRace SunflowerSeedTossTarget SunflowerHideAndSeek SunflowerGrowOffDuel LovesMeNotSunflower SunflowerPetalCountGuess SunflowerBingoCard SunflowerMemoryMatch',
  },
  towel: {
    dance:
      'TowelTurbanShuffle TowelCapeStrut BeachTowelGroove TwirlYourTowel RallyTowelRave TowelHelicopterHype TowelWrapWiggle TowelTwistFreestyle',
    fitness:
      'TowelTugOfWar TowelSeatedRows BeachTowelYoga TowelSliderCore TowelHamstringReach StretchWithATowel TowelBicepCurls TowelOverheadSquats',
    prank:
      'TowelSwanSurprise WarmTowelDelivery TinyTowelSwap TowelGooglyEyes TowelAnimalAmbush TowelBunnyBedtimeGift TowelMonkeyMischief TowelRoseOnPillow',
    fashion:
      'TowelBeachPoncho TerryTowelFitCheck TowelSpaDayLook TowelTurbanTwist TowelToTote CabanaChicTowel WrapDressWithATowel TowelHoodieFlip',
    tech: 'TowelReverseVideoTrick TowelElephantTimeLapse TowelSoakUpSlowMo CopyTheHotelTowelFold TowelDryerBallTest CanAIDesignATowelSwan TowelCapeGreenScreen TowelPhotoBackdrop',
    gaming:
      'TowelFortGameNight TowelCharadesRound TowelGridTicTacToe BeachTowelBattleship TowelHideAndSeek TowelFoldPuzzle TowelRingToss TowelFloorCurling',
  },
  friday: {
    tech: 'FunniestFridayAutoReply FridayAppPurge FridayPhotoBackup FixItFriday DesktopDetoxFriday FridayScreenTimeReveal FridayEmojiOnlyTexts FridayTypingSpeedTest',
    pet: 'FridayZoomies FridayNightPetSpa FridayDogParkMeetup FurryFridayPortrait FetchFriday FridayWalkReaction FridayTreatHunt FridayCatCuddles',
    gaming:
      'FridayGameNight TGIFTournament FridayCardShowdown FridayTeamUpChallenge RetroFridayRematch FridayHighScoreHunt FridayConsoleDuel FridayPuzzleMarathon',
    music:
      'FridayAirGuitarJam FridayDrumRollPlease FridayImInLoveCover FridayKaraokeFaceOff FridayPotsAndPansBeat FridayPlaylistSwap FridayKitchenSingAlong FridayKazooParade',
  },
  curtain: {
    dance:
      'CurtainRevealDance ShowerCurtainShuffle CurtainCallBowDown DrapesDropFreeze SilhouetteShimmy BehindTheCurtainBop BurstThroughTheCurtain CurtainPeekabooGroove',
    fitness:
      'CurtainOpenStretch SunriseCurtainYoga CurtainWallSit PlankBeforeCurtainsUp CurtainRevealBurpees CurtainCallCurtsyLunges CurtainToeTouch CurtainBreezeJumpingJacks',
    prank:
      'CurtainFullOfStickyNotes GooglyEyeCurtain CurtainConfettiDrop CurtainBalloonWall WhosBehindTheCurtain CurtainTasselGarland CurtainFakeFeetTrick CurtainSunriseSurprise',
    cooking:
      'RedVelvetCurtainCake CurtainRevealDinner CurtainsUpMovieSnacks CurtainStripedCookies CurtainCallCupcakes CurtainIntermissionBites CurtainPopcornBar CurtainTheaterNachos',
    speed:
      'CurtainColorMatchRush FoldTheDrapesFast CurtainRingRace DrawTheCurtainsRelay CurtainCallCountdown CurtainKnotBlitz CurtainSwapIn60 CurtainTiebackTimer',
    tech: 'CurtainPullTransition CurtainSunriseAlarm CurtainSunbeamTimelapse CurtainsOpenByThemselves AIPicksMyCurtains CurtainLightMeterApp CurtainAsAGreenScreen CurtainBillowInSlowMo',
    gaming:
      'CurtainMysteryPrize BlackoutCurtainHorror CurtainShadowGuess CurtainFreezeTag PickACurtainGameShow HideBehindTheCurtain CurtainCallCharades CurtainTalentNight',
  },
  burger: {
    dance:
      'BurgerFlipDance BurgerStackShuffle BurgerBunBounce BackyardBurgerBoogie SmashBurgerStomp BurgerSpatulaSpin BurgerHatShimmy BurgerKetchupSway',
    fitness:
      'BurgerPlankCountdown BurgerBreakBurpees BurgerLayerLadder BurgerWallSit SmashBurgerSquats BurgerJumpingJacks BurgerPattyPressUps BurgerBikeToTheDiner',
    educational:
      'BurgerFactOrFiction BurgerBunRiseTest BurgerDonenessGuess WhyHamburgersArentHam BurgerTempProbeLesson BurgerSmashVsThick BurgerHistoryIn60 BurgerToppingsByCountry',
    fashion:
      'BurgerThemedRunway BurgerNightFitCheck BurgerApronGlowUp DIYBurgerEarrings CheeseburgerCouture FiftiesDinerFlair DressLikeABurger BurgerBunBeanie',
    art: 'BurgerDoodle ClayBurgerCraft BurgerPopArt KetchupPaintedBurger BurgerLayersCollage BurgerStillLife FeltBurgerPlush BurgerFoodPhotography',
    tech: 'BurgerPhotoLikeAnAd AIBurgerBuilder BurgerPressGadget BurgerFlipSlowMo BurgerRecipeAppVsDad BurgerCookTimelapse BurgerTempProbeTest BurgerReviewVideo',
    pet: 'BurgerToyUnboxing BurgerSqueakerFetch BurgerShapedCatBed CookoutBurgerBandana SliderSizedPup BurgerBegFaceContest BurgerTreatHideAndSeek BurgerPlushTug',
  },
  ruler: {
    funny:
      'RulerTwangSoundEffects BendyRulerWobble RulerCantDrawStraight RulerKingForADay InchesVsCentimeters RulerTeacherSkit RulerMeasuresEverything RulerOfTheRemote',
    cooking:
      'RulerPerfectBrownies RulerCutCookieBars EvenSlicesWithARuler RulerPastaSheetCheck RulerSandwichSquares RulerToastSoldiers RulerPancakeDiameter RulerLayerCakeLevels',
    tech: 'PhoneAppVsRealRuler ARRulerAccuracyTest RulerScreenSizeCheck RulerPhotoScaleTrick RulerInchwormStopMotion PixelPerfectRuler RulerPlantGrowthTimelapse RulerSpreadsheetChart',
    pet: 'RulerPawSizeCheck PetWhiskerRuler PupPosesWithARuler RulerKittenGrowthLog RulerCatHighJump WhoseTailIsLonger EarLengthRuler RulerMeasureMyDog',
    gaming:
      'RulerFlickFootball RulerCatapultTarget DeskGameRulerGoals RulerShuffleboard RulerPencilFencing BuildARulerBridge RulerBalanceTower RulerCoinSlide',
  },
  'living room': {
    fitness:
      'LivingRoomCrunches OttomanStepUps LivingRoomYoga LivingRoomLaps LoungeLunges LivingRoomJumpingJacks LivingRoomPlankOff LivingRoomPillowSquats',
    educational:
      'LivingRoomFortEngineering LivingRoomSolarSystem LivingRoomShadowClock LivingRoomLightExperiment LivingRoomMuseumTour LivingRoomFactHunt MapYourLivingRoom LivingRoomWordLabels',
    wellness:
      'LivingRoomReset LivingRoomCozyCorner LivingRoomSunbeamNap LivingRoomBlanketNest ScreenFreeLivingRoom LivingRoomPlantCare LivingRoomLightsLow LivingRoomFloorStretch',
    music:
      'LivingRoomAcousticSet CouchKaraokeNight LivingRoomUnplugged LoungeSingerCover RemoteControlMic LivingRoomPotLidDrums LivingRoomConcert LivingRoomAirBand',
    tech: 'LivingRoomSoundCheck LivingRoomGadgetTour LivingRoomCableHide LivingRoomMovieNightSetup LivingRoomTVSettingsFix SmartLoungeLighting LivingRoom3DScan LivingRoomPanoramaGlitch',
    gaming:
      'LivingRoomGameNight LivingRoomFortBattle DanceOffInTheLounge LivingRoomTriviaDuel LivingRoomRetroConsole LivingRoomPuzzleTable LivingRoomCharades LivingRoomBowlingAlley',
  },
  firefighter: {
    dance:
      'FirefighterBootStomp FirefighterLadderMime FirefighterHoseWave FiremanFreestyle SirenSalsa FirefighterHelmetBop DanceLikeAFirefighter FirefighterRobotMoves',
    fitness:
      'FirefighterStairClimb FirefighterSquatHold TrainLikeAFirefighter FirefighterWallSit FirefighterLowCrawl FirefighterGearBurpees BucketBrigadeRelay FirefighterBearWalk',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 BeatAFirefighterTime FirefighterHoseRollBlitz FirefighterCoatOnSprint FirefighterLadderDash FirefighterPuzzleRush',
    music:
      'FirefighterSirenRemix FirefighterBellRhythm FirefighterThemeSong FirefighterBootBeat FirefighterSaluteSong FirefighterSingAlong AnthemForFirefighters FirefighterKazooMarch',
    pet: 'FirefighterPupPose FirefighterCatCarrierPrep FirefighterKittyRescue FirefighterPetSafetyKit FirefighterTreatTrail StationDogSalute FirefighterFidoDrill FirefighterPetCostume',
    gaming:
      'FirefighterSimRun FirefighterObstacleRace FirefighterLadderMaze FiremanHighScore FirefighterBoardGame FirefighterRescueMission EscapeRoomFirefighter FirefighterCharades',
  },
  snake: {
    fitness:
      'SnakePlankCrawl SnakeZigZagSprints SnakeCoilCrunches SerpentineDrill SnakeCobraPoseHold SnakesAndLunges BellySlideLikeASnake SnakeRopeJumps',
    funny:
      'SnakeVoiceover SnakeHissyFit TheresASnakeInMyBoot SnakeFaceImpression GardenHoseSnakePanic DangerNoodleDiaries RealOrRubberSnake SnakeTriesToHug',
    prank:
      'SpringSnakeCan SnakePlushBedBuddy SockPuppetSnake PoolNoodleSnake SnakePunsOnStickyNotes SnakeSlinkySurprise GummySnakeLunchbox SnakeSmileyDoodles',
    fashion:
      'SnakeScaleNailArt SnakeBangleStack FauxSnakeskinBoots DressLikeASnake SnakeEyelinerFlick SnakeGreenMonochrome SnakePrintHeadToToe SnakeJewelryDIY',
    music:
      'SnakeBeatDrop SongForMySnake SnakeHissBeatbox SnakeFactsRap RattleAndRoll SnakeSynthSlither SnakeSwayMelody SnakeShakerRhythm',
    art: 'SnakeRockPainting SnakePaperSpiral SnakeClayCoil BeadedSnakeCraft SnakeStringArt PaintTheScales SockSnakeSewing PatternedSnakeDoodle',
    tech: 'CodeSnakeInPython SnakeTankCam SnakeStopMotionClay SnakeShedTimelapse SnakeSlowMoTongueFlick RetroSnakePhoneGame SnakeThermostatTest SnakeHumidityMonitor',
  },
  'heat wave': {
    fitness:
      'HeatWaveIndoorWorkout HeatWaveSwimLaps HeatWaveMallWalk HeatWaveMorningStretch CoolPoolCardio SprinklerSprints HeatWaveChairPilates HeatWaveSunriseYoga',
    educational:
      'WhyHeatWavesHappen HeatWaveCityHotspots HeatWaveSafetyQuiz HowFansBeatHeatWaves HeatWaveIceMeltTest HeatWaveSweatScience HeatWaveMythOrFact HeatWaveThermometerLog',
    cooking:
      'TooHotToCook HeatWavePopsicleLab GazpachoHeatWaveLunch SunTeaInAHeatWave HeatWaveIceCreamInABag HeatWaveGranita HeatWaveNoBakeOff HeatWaveFrozenGrapes',
    tech: 'HeatWaveFanShowdown HeatWaveIceBowlCooler SolarOvenInAHeatWave HeatWaveWeatherRadar HeatWaveForecastFaceOff HeatWaveShadeVsSunTest WatchItMeltHeatWave HeatWaveThermostatApp',
    pet: 'HeatWavePupPool HeatWavePawCheck FrozenPetTreatHeatWave KittenFlopsInHeatWave PupsicleParty HeatWaveShadySnooze HeatWaveIceCubeFetch HeatWaveDogCoolingMat',
    gaming:
      'HeatWaveGamingMarathon HeatWaveBoardGames AirConHeatWaveCards HeatWaveJigsawRace WaterBalloonWars HeatWaveSprinklerTag HeatWaveSpeedrun HeatWaveIndoorCharades',
  },
  thanksgiving: {
    fitness:
      'ThanksgivingTurkeyTrot ThanksgivingWallSit PostThanksgivingHike GravyBoatCurls ThanksgivingSquatDare ThankfulPlankOff ThanksgivingYardFootball ThanksgivingStretchBreak',
    pet: 'ThankfulForMyPet ThanksgivingPetPoseOff ThanksgivingPupWalk ThanksgivingCatGreeter ThanksgivingFeatherWand TurkeyPlushUnwrap ThanksgivingDogTreats ThanksgivingKittenNap',
    gaming:
      'ThanksgivingTrivia ThanksgivingCharades KidsTableTournament ThanksgivingBlockTower WishboneShowdown ThanksgivingFootballToss ThanksgivingBingo ThanksgivingScavengerHunt',
    speed:
      'ThanksgivingTableIn60 ThanksgivingDishDash ThanksgivingChairRoundup FastestThanksgivingPie BeatTheTurkeyTimer ThanksgivingFridgePackOff ThanksgivingNapkinFolds ThanksgivingCleanupRace',
  },
  'police car': {
    fitness:
      'SirenSquatJumps PoliceCarFlashLunges PoliceCarPatrolLaps PoliceCarJumpingJacks PoliceCarPlankStakeout CruiserCrunches CopCarCardio PoliceCarTagSprints',
    prank:
      'PoliceCarBirthday CardboardCruiserReveal PoliceCarInTheirSlipper PoliceStationCookies ToyPoliceCarParade PoliceCarHallwaySpeedTrap RCPoliceCarDelivery PoliceCarStickerSneak',
    music:
      'PoliceCarSirenRemix WeeWooHarmony PoliceCarChaseTheme PoliceCarKazooWail PoliceCarRadioJingle PoliceCarWhistleTune PoliceCarBeatbox PoliceCarBedtimeSong',
    tech: 'PoliceCarPaperModel PoliceCarLightsBuild PoliceCarStopMotionParade ToyCopCarMovieTrailer CodeASirenSound PoliceCarDashcamPOV AIDrawsAPoliceCar PoliceCarPixelGame',
    pet: 'CruiserPupPatrol PoliceCarDogBadge PoliceCarBoxKitten PoliceCarHowlAlong ToyPoliceCarCatPounce BarkAtTheSiren PoliceCarPetParade PoliceCarPlushTug',
    gaming:
      'PoliceCarBingo CopsAndRobbersRun PoliceCarBoardGame RushHourPoliceCar PoliceCarFloorRacetrack PoliceCarTriviaShowdown ParkThePoliceCar PoliceCarMemoryCards',
  },
  laugh: {
    dance:
      'LaughingDanceOff LaughingLimbo GiggleFreezeDance LaughItOffShimmy BellyLaughBop ChuckleCharleston LaughConga LaughTrackTwirl',
    cooking:
      'BellyLaughBrunch GiggleFortuneCookies TryNotToLaughBaking LaughterLemonade LaughJokeCupcakes LaughingFacePancakes LaughOutLoudLunch LaughPunnyPizzaNight',
    travel:
      'RollerCoasterLaughs LaughingTourGuide BellyLaughRoadTrip LaughAtTheZoo LaughComedyShowNight LaughImprovInThePark LaughOnTheBeach GiggleAtFunnySigns',
  },
  bubble: {
    dance:
      'BubbleWandTwirl BubbleDodgeDance BubblePopMoves BubbleMachineBoogie FloatLikeABubble FreezeInTheBubbles BubblegumBop BubbleWrapStomp',
  },
  bathtub: {
    dance:
      'BathtubDuckShuffle BathtubBubbleBop BathtubSpongeSway TubTimeTwoStep RubADubGroove BathtubToeTapDance SplishSplashBathtub TowelTwirlBathtub',
    cooking:
      'BathtubCupcakes BathtubDuckCookies BathtubCakeReveal SnackTrayForTheTub BathtubCocoaBombs RubberDuckyDonuts BathtubJellyCups MiniBathtubTrifle',
    travel:
      'HotelBathtubRating BathtubTravelKit PackTheTubToys BathtubVsPublicPool BubbleTubStaycation RentalBathtubHunt TubHotSpringDayTrip FancyBathtubTour',
    music:
      'BathtubEchoCover BathtubBassDrum RubberDuckBathtubBand BathtubWaterGlassTune BathtubLullaby SqueakyToyTubBeat BathtubHumAlong SplashRhythmBathtub',
  },
  rug: {
    dance:
      'StayOnTheRugDance TinyRugBigMoves MagicCarpetGlide CutARugChallenge ShagRugShuffle RugEdgeMoonwalk RugRollRumba RugTwirlContest',
    fitness:
      'TenMovesOneRug RugBearCrawlLaps HopOverTheRug RugSquatPulses CutARugCardio RugPlankHold RugMountainClimbers RolledRugSitUps',
    educational:
      'HowRugsAreWoven DecodeARugPattern OnionSkinRugDye KnotsPerInchMath RugStyleQuiz GuessTheRugCountry WeaveAMiniRug WhyRugsHaveFringe',
    cooking:
      'RugPatternCookies PicnicRugSpread RolledRugCake PersianRugPlatter DinnerOnTheRug RugCheeseBoard RugPrintPizza SwissRollRug',
    travel:
      'ThriftStoreRugHunt RollOutTheRugPicnic HaggleForARug MagicCarpetRide RugBazaarBargains HaulARugHome RugShoppingRoadTrip RugMarketStroll',
    fashion:
      'OutfitMatchesTheRug TuftedRugHandbag RugJacketUpcycle RugInspiredNails RugFringeEarrings RugPrintPants RugToRunway RugPatternSocks',
    wellness:
      'BarefootRugReset SunPatchRugNap RugStarfishBreathing GroundedOnTheRug RugFloorTime RugTeaAndJournal RugYogaUnwind RugStretchBreak',
    tech: 'RobotVacuumVsRug AIDesignsMyRug VirtualRugTryOn RugBeforeAfterSlider RugPixelArtApp SatisfyingRugLines RugPhoneMeasure RugPhotoColorMatch',
    gaming:
      'RugHopscotch FloorIsLavaRugRun RugTwisterDuel RugTicTacToe RugIslandHop RugFortGameNight RugMarbleRace CarRugRacetrack',
  },
  mug: {
    dance:
      'MugCheersShuffle MugSipSway MugClinkChoreo MorningMugMoonwalk MugMacarena CoffeeBreakBoogie MugHandleTwirl MugCongaLine',
    wellness:
      'MugOfTeaUnwind WarmMugBreathing MorningMugRitual MugGratitudeSip HandsAroundAMug MugSteamWatch PhoneDownMugUp JournalWithAMug',
    tech: 'MugProductPhoto SlowMoMugPour WatchMyMugCakeRise StopMotionMugs ColorChangeMugReveal MugSteamTimeLapse AIDesignsMyMug WhatNoteIsYourMug',
    gaming:
      'MugPongTrickShot ShellGameWithMugs LoserWashesTheMugs MugStackingTower CoinInTheMugChallenge DiceInTheMug MugMemoryMatch GuessWhatsInTheMug',
  },
  'french fries': {
    dance:
      'FrenchFriesShuffle CrinkleFriesCrisscross ShakeTheFriesBasket FrenchFryFreestyle FrenchFryWiggle SaltyFrenchFryShimmy CurlyFryTwirl FrenchFryRobotMoves',
    fitness:
      'FrenchFryLungeWalk FriesBoxBurpees SprintForFrenchFries SquatForEveryFry PushUpPerFry CrinkleCutCrunches FrenchFryWallSit FrenchFryPlankHold',
    music:
      'FrenchFryCrunchRhythm SaltShakerFriesJam FriesMenuRap OdeToFrenchFries SizzlingFriesBeat FrenchFriesBagDrumline FrenchFryKazooSolo FrenchFryLoveSong',
  },
  heels: {
    dance:
      'HeadOverHeels HeelsChairChoreo HeelsTangoTurns PlatformHeelsPivot SalsaInHeels StilettoStrut HeelsTwirlAndPose HeelsCharlestonStep',
    wellness:
      'HeelsOffFootSoak StretchOutOfHeels BarefootAfterHeels HeelsFreeSunday KickOffYourHeels HeelsArchRescueRoll HeelsToeYogaBreak HeelsCalfMassage',
    music:
      'HeelsClickBeat HeelsMarbleEcho HeelsClapAlong StompInHeelsCover RunwayRhythm SheWoreHighHeels StilettoSnareSolo HeelTapTempo',
    pet: 'PetReactsToHeels HeelsAndPawsRunway HeelsBoxKittyNap DogGuardsMyHeels HeelsShoeRackHideout HeelsOffCuddleTime CatSniffsMyHeels HeelsPuppyInspection',
    gaming:
      'HeelsRunwayGame HeelsStrutLeaderboard HighHeelsRunner HeelsOrFlatsQuiz DressToImpressHeels HeelsOnHardMode HeelsMemoryMatch HeelsCharades',
  },
  calculator: {
    dance:
      'CalculatorRobotMoves NumberPadShuffle CalculatorBeepStep CalculatorKeyTapDance KeypadFreestyle CalculatorMoonwalk GiantCalculatorHop CalculatorDigitWiggle',
    fitness:
      'CalculatorSquatSums RandomNumberReps OddEvenBurpees CalculatorPushUpTotal CalculatorCrunches CalculatorCardioMath CalculatorPlankTimer CalculatorLungeLadder',
    funny:
      'CalculatorDivideByZero CalculatorTipPanic UpsideDownCalculator CalculatorVsMentalMath CalculatorBillSplit WhoNeedsACalculator GrandpaVsCalculator DramaticCalculator',
    prank:
      'CalculatorMagicTrick CalculatorSaysHello CalculatorGooglyEyes CalculatorKeySwap MindReadingMath CalculatorStickerFace FakeErrorCalculator CalculatorFortuneTeller',
    cooking:
      'CalculatorHalfTheRecipe CalculatorCookieKeys CalculatorBudgetMeal CalculatorCake CalculatedCrumble CalculatorGroceryMath CandyButtonCalculator PizzaSliceCalculator',
    fashion:
      'CalculatorWatchFlex CalculatorCostumeDIY CalculatorEarrings CalculatorRetroFit CalculatorNerdChic PocketProtectorLook CostPerWearCalculator DressAsACalculator',
    wellness:
      'MoneyMindfulness CalculatorNoSpendWeek CalculatorSavingsGoal CalculatorStepsTally CalculatedCalm CalculatorSleepMath HydrationCalculator ScreenTimeCalculator',
    speed:
      'CalculatorVsBrain AbacusVsCalculator CalculatorCountTo1000 MentalMathSprint CalculatorSumRace CalculatorPiDigitsRace BeatTheCalculator CalculatorQuickfire',
    art: 'CalculatorGraphArt CalculatorUpsideDownWords CalculatorScreenDoodle CalculatorPixelSelfie OldCalculatorSculpture NumberStencilPrint CalculatorKeyMosaic SketchACalculator',
    tech: 'CodeOnACalculator SolarCalculatorTest CalculatorTeardown PhoneVsCalculator CalculatorGameHack CalculatorHiddenModes CalculatorWidgetSetup CalculatorAppShortcuts',
    gaming:
      'CalculatorNumberGuess CalculatorFirstTo100 CalculatorSnakeGame CalculatorTargetTotal CalculatorPongRally CalculatorQuizShow CalculatorBattleship DiceDuelCalculator',
  },
  bedroom: {
    dance:
      'BedroomDiscoParty BedroomMirrorChoreo BedroomRobotMoves BedroomFloorFreestyle MessyRoomShuffle PajamaShimmyShake MyBedroomBoogie BedroomHairbrushDance',
    fitness:
      'BedroomYogaCorner BedroomFloorCore BedroomWallSit BedroomJumpingJacks BedsideBurpees WakeUpPlankLadder BedroomDoorwayStretch BedroomMatPilates',
    fashion:
      'BedroomPajamaRunway BedroomFitCheck BedroomClosetTour BedroomGetReadyWithMe FloordrobeRescue DresserDrawerStyling MyBedroomLookbook BedroomWardrobeEdit',
    music:
      'BedroomPopCover BedroomHairbrushMic SoldOutBedroomTour BedroomStudioBeat PillowDrumSolo ClosetVocalBooth BedroomRapBattle BedroomHumAlong',
    art: 'BedroomPosterWall PaintABedroomMural BedroomShoeboxDiorama BedroomBlueprintSketch PillowcasePainting DreamRoomMoodBoard BedroomFromMemory BedroomPolaroidGarland',
    gaming:
      'BedroomFlashlightTag BedroomBoardGameNight BedroomSockBowling BedroomEscapeRoom CozyGamerCorner BedroomPillowFortWar TheBedroomOlympics BedroomHideTheToy',
  },
  'police officer': {
    dance:
      'PoliceHatTwirl PoliceWhistleGroove PoliceSirenShuffle PoliceOfficerBoogie BadgeBounce OfficerFreezeFrame PoliceWaveThrough PoliceHandSignalStep',
    fitness:
      'PoliceAcademyWorkout PoliceOfficerPushups PoliceOfficerSquats PoliceObstacleCourse PoliceOfficerMarch PatrolBikeSprints PoliceRecruitPlank PoliceStairClimb',
    prank:
      'PoliceOfficerPlushPatrol CopMugshotForTheCat PoliceCookieSurprise PoliceChalkHearts PoliceTapeOnTheSnackJar CaughtBeingKindCard CopArrestsTheTeddy PoliceWantedPosterForDad',
    fashion:
      'PoliceOfficerCostume AviatorShadesLikeACop PoliceHatFitCheck PoliceBadgeBrooch NavyBlueStrut PoliceOfficerShinyBoots StyleAPoliceBomber PoliceUniformThroughTime',
    speed:
      'PoliceObstacleRace PoliceWhistleStop PoliceFingerprintMatch FindTheClueFast CopsAndRobbersRelay PoliceOfficerTimeTrial OneMinutePoliceSketch PoliceRadioCodeBlitz',
    music:
      'PoliceSirenRemix PoliceWhistleBeat PoliceRadioRhythm PoliceOfficerSingAlong PoliceThankYouSong PoliceOfficerKazoo CopShowThemeHum PoliceMarchingBand',
    tech: 'TalkLikeAPoliceRadio HowPoliceRadarWorks PoliceSketchAppFaceOff PoliceOfficerGearTech CopFingerprintZoom PoliceDashboardTour PoliceSirenSoundboard PolicePhoneSafetySetup',
    pet: 'PoliceDogForADay PoliceOfficerPetDrawing PoliceSniffSearch SaluteLikeAPoliceDog PoliceDogSitStayTest PoliceDogAgilityCourse PoliceSirenHowl PoliceOfficerCatBoxFort',
  },
  lizard: {
    cooking:
      'LizardKiwiTart BakeALizardLoaf LizardSugarCookies BuildALizardSandwich LizardGuacamoleDip CucumberChameleon LizardTailPretzels GreenLizardSmoothie',
    fashion:
      'AllGreenLizardFitCheck DressLikeALizard EmeraldLizardGlam LizardNailArtDare LizardSequinTop ChameleonColorSwap LizardBroochPin LizardPrintBoots',
    art: 'LizardScaleMosaic LizardPebblePainting BeadALizardKeychain DrawALizardOneLine LizardDoodleDare ClayChameleonBuild LizardOrigamiFold LizardPipeCleaner',
    gaming:
      'GuessMyLizardImpression LizardSpottingBingo LizardRockPaperScissors LizardOrSnakeQuiz LizardLeapfrogLeague ChameleonHideAndSeek MatchTheLizardsIn60 RedLightGreenLizard',
  },
  easter: {
    fitness:
      'EasterBasketLunges EasterSackHop EasterEggAndSpoon BunnyBurpees EasterHuntSprints JellyBeanJacks HoppyEasterLeapfrog EasterCarrotSquats',
    educational:
      'EasterTraditionsQuiz EasterMoonMath NaturalEasterDyes WhyEggsForEaster EasterSymbolsDecoded EasterInTenCountries EasterSpellingBee EasterSeedSproutTest',
    cooking:
      'EasterEggCookies EasterBirdNestTreats EasterCarrotCake EasterHotCrossBakeOff EggcellentBrunch EasterBunnyBuns BraidedEasterBread EasterLambCupcakes',
    travel:
      'EasterBreakRoadTrip EasterMarketStroll EasterTownEggHunt EasterParkPicnic EasterFarmBabyAnimals EasterFlowerFieldWalk EasterGardenTour EasterHilltopSunrise',
    wellness:
      'EasterSunriseWalk SlowEasterMorning EggsOfGratitude HatchAHabit PlantEasterBulbs EasterUnplugged EasterKindnessBaskets EasterBlossomBreathing',
    art: 'EasterEggPainting EasterWindowMural EasterTissueTulips EggsquisiteDesigns EasterShavingCreamDye EasterBasketWeave PaintAnEasterWreath EasterChickCollage',
    pet: 'EasterPetTreatHunt EasterToyEggSniff EasterCatnipBasket EasterLawnZoomies HoppyEasterHound EasterDogSafeBiscuits EasterCarrotForTheRabbit EasterPuppyStroll',
    gaming:
      'EasterEggSpoonRace EasterPuzzleQuest EasterRiddleHunt BunnyHopSpeedrun EasterBingoBlitz EasterBasketTreasureMap EasterCharadesNight EasterTriviaShowdown',
  },
  taxi: {
    prank:
      'TaxiStickerSurprise TaxiChauffeurCosplay CardboardTaxiPickup TaxiMeterForChores MomsTaxiService TaxiPlushOnTheirPillow TaxiStyleSchoolRun TaxiWelcomeBalloons',
    cooking:
      'TaxiCabCookies YellowTaxiCupcakes TaxiCheckerboardCake DineWhereCabbiesEat TaxiCheckerSandwiches RushHourRamen TaxiDriverLunchbox TaxiRideSnackPack',
    fashion:
      'TaxiYellowFitCheck HailATaxiInHeels CheckeredCabLook DateNightCabGlam NYCStreetStyle TrenchCoatStyling TaxiCityStrut TaxiAirportArrivalOutfit',
    art: 'SketchATaxiInTen TaxiCrayonDrawing YellowCabPopArt TinyTaxiDiorama TaxiNightLightTrails CheckerStripeCollage TaxiRoofSignDesign TaxiClayModel',
    pet: 'TaxiCarrierTraining DogMeetsTheCabbie PupsFirstCabRide TaxiPuppyVetTrip TaxiKittenCrateCalm PawsInTheBackseat TaxiHowlAlong TaxiCatWindowView',
    speed:
      'TaxiMeterMathRace TaxiTrunkPuzzle TaxiStreetNameBlitz TaxiFareQuickfire TaxiQueueDash SuitcaseToCurbSprint TaxiSeatbeltClickRush TaxiLuggageLoadOff',
  },
  puzzle: {
    dance:
      'JigsawJive PuzzleBoxShimmy PuzzleTableConga LastPuzzlePieceJig ItFitsVictoryDance PuzzleMatMoonwalk PuzzleShuffle PuzzleSnapAndSpin',
    educational:
      'PuzzleMathEstimate PuzzleCountryQuiz PuzzleMemoryTest PuzzleLogicLesson PuzzleFactOrFiction CountTheEdgePieces PuzzleSortingStrategy PuzzleRiddleOfTheDay',
    fashion:
      'PuzzlePieceEarrings PuzzlePatchworkJeans ColorBlockPuzzleLook DressLikeYourPuzzle PiecedTogetherFit PuzzleNailArt PuzzleSneakerGlowUp PuzzleCharmNecklace',
    wellness:
      'PuzzleBeforeBed PuzzleAndTea SlowPuzzleSunday PuzzleMorningCrossword PieceOfMind PuzzleUnplugged JigsawMeditation PuzzleQuietHour',
    pet: 'PetPuzzleFeeder PuzzleSniffMat DogTreatPuzzleLevels PawOnTheLastPuzzle IfItFitsISits KittenVsJigsaw PuzzleToyForMyCat PuzzleGeniusPuppy',
    gaming:
      'LastPuzzlePieceWins PuzzleEscapeRoomHome PuzzleMarathonNight SudokuPuzzleDuel PuzzleCubeRace CanYouPuzzleWithoutTheBox ChessPuzzleStreak PuzzleFaceOff',
    music:
      'PuzzleSnapBeat PuzzleClickRhythm AlbumCoverPuzzle DrumrollLastPuzzle ShakeThePuzzleBox PuzzlePieceEveryChorus ClassicalWhilePuzzling PuzzleToTheBeat',
  },
  tulip: {
    prank:
      'TulipFakeBloomSwap SecretTulipGarden TulipsSpellYourName TulipDeskTakeover PaperTulipAmbush TulipsInTheirShoes TulipInEveryCup LunchboxTulip',
    cooking:
      'TulipCupcakeBouquet TomatoTulipPlatter ButtercreamTulips TulipStrawberryBites TulipSugarCookies TulipStroopwafelStack TulipTortillaCups DutchTulipPancakes',
    speed:
      'TulipBouquetIn60 PaperTulipSpeedFold TulipBulbPlantRace TulipArrangeOff TulipDrawingDash SpringGardenSprint TulipPetalCount TenTulipsFast',
    music:
      'TulipFieldWhistle TulipKazooSerenade TulipTiptoeCover SingToYourTulips TulipsFromAmsterdam TulipWindmillWaltz HumForTheTulips TulipSpringChorus',
    tech: 'TulipBloomTimelapse TulipPhotoEditGlowUp TulipPlantIDAppTest TulipARBouquet AIDesignsATulip TulipStopMotion TulipCloseUpZoom PhoneScanTulip',
    gaming:
      'TulipPetalLovesMeNot TulipScavengerHunt TulipColorTag TulipBingoWalk TulipMatchThree TulipTriviaNight TulipWordScramble DrawATulipBlindfolded',
  },
  bath: {
    prank:
      'BathBombSurprise RubberDuckInvasion BathPlushieLifeguard NoteOnTheBathMirror BathCrayonWallDoodle BubbleBathBonanza BallPitBathtub BathTowelAnimalSurprise',
    travel:
      'BathBombShopSniffTest BathKitInMySuitcase RateEveryHotelBath BathTravelToiletries AfterPoolBubbleBath BathSouvenirSoaps BathHotSpringSoak BathHouseDayTrip',
    art: 'BathBombSwirlPhoto BathSoapCarving BathCrayonMural BathMirrorFogDoodle BubbleBathSculpture RubberDuckMakeover LayeredBathSaltJars BathTileStickerArt',
    tech: 'BathSoundscapeApp BathLightShow BathBombSlowMo BubbleBathTimelapse BathPlaylistPicker BathFillTimerHack ShowerVsBathMeter BathAudiobookSoak',
    pet: 'PetBathReactions BathTowelBurrito BathThenZoomies BathLickMatDistraction DogShakeSlowMo RubADubPup BathtimeTreatTrail BathBrushingForCats',
  },
  sunday: {
    fitness:
      'SundayLongRun SundayYogaFlow SundayFamilyHike SundayJumpingJacks SundayWallSit PajamaPilates SundayStairClimb SundayBikeRideLoop',
    educational:
      'WhyItsCalledSunday SundayNewsQuiz SundayDocumentaryDare SundayWordOfTheWeek SundayKitchenScience WeekdayNameOrigins SundayPodcastLearning SundayMapReadingLesson',
    fashion:
      'SundayBestChallenge SundayBrunchFit SundayCardiganCozy SundayOutfitFromTheHamper SundayComfyLoungewear PajamasAllDay SundaySlipperStyle SundayFarmersMarketLook',
    music:
      'SundayKitchenJam SundayShowerConcert SundaySlowCover LazySundaySingAlong EasyLikeSundayMorning PancakeBeatbox SundayFamilyBandPractice SundayWhistleHour',
    art: 'SundaySketchWalk SundayJournalSpread SundayMagazineCollage SlowSundayWatercolor LazySundayDoodles BrunchTableStillLife SundayFunniesStrip SundayClayPinchPot',
    tech: 'SundayWallpaperSwap SundayScreenTimeCheck SundayDigitalDeclutter SundayPhotoPurge BackItUpSunday SundayAppCleanup SundayWeeklyPlannerSetup SundayPasswordRefresh',
    pet: 'LazySundayCuddle SundayPetSpa SundayCatNapSync SundayFundayZoomies SlowSundaySniffari SundayPawdicure SundaySniffStroll SundayDogBrushing',
    gaming:
      'SundayCrosswordDuel SundayDiceShowdown SundayBoardGameBrunch SundayJigsawMarathon SundayGuessTheDoodle SundayPuzzleQuest SundayChessRematch SundayCharadesHour',
  },
  mattress: {
    dance:
      'MattressFlopFinale MattressCarryConga MattressPillowShimmy MattressSpringStep MattressMoonwalk PajamaPartyShuffle TheMattressMambo MattressFreezeDance',
    prank:
      'BubbleWrapMattress PeaUnderTheMattress SqueakyToyInTheSheets ApplePieBedTrick MattressFortAmbush MattressBalloonFloor MattressPlushieParty MattressPillowMountain',
    educational:
      'HowMattressSpringsWork MattressFoamScience MattressInABoxPhysics WhyMattressesWearOut MattressThenVsNow MattressSleepCycleQuiz WhatsInsideAMattress MattressDustMiteFacts',
    wellness:
      'MattressSheetsSwap MattressBodyScan NoPhonesOnTheMattress MattressRefreshRitual FirstNightNewMattress MattressStretchBeforeBed MattressMindfulMinute MattressGratitudeList',
    tech: 'MattressSleepScoreDuel MattressFlipInFastMo AirMattressPumpHack MattressWhiteNoiseTest MattressMovesItself MattressFirmnessMeter MattressVibrationAlarm MattressBedtimeTimelapse',
    pet: 'CatInTheMattressBox DogHogsTheBed PetClaimsNewMattress MattressKneadingKitty MattressFoamPupNest WhoStoleMySpot TwinMattressTakeover MattressFurryFriendNap',
    gaming:
      'MattressFloorIsLava MattressFortGameNight PillowFightBrawler SleepoverMarathonRun MattressMarbleRace MattressThumbWarTourney LastOneOnTheMattress MattressCampoutCards',
  },
  popcorn: {
    dance:
      'PopcornPopAndLock BounceLikePopcorn PopcornButterShimmy PopcornHopStep PoppinKernels MovieNightMoonwalk PopcornJumpDance PopcornFreezeWiggle',
    fitness:
      'PopcornJumpSquats PopcornTubCurls PopcornHighKnees PopcornWallSit PlankTillItPops KernelCrunches PopcornTuckLeaps PopcornPauseWorkout',
    prank:
      'PopcornBucketHatReveal PopcornGooglyEyes PopcornBagLoveNote PopcornBoxOfVeggies KernelOfKindness HomeCinemaUsher PopcornGoldenTicket PopcornEmptyTubFakeOut',
    educational:
      'HowPopcornPops WhyMoviesSellPopcorn PopcornShapeQuiz PopcornSlowMoScience KernelPhysics PopcornWeighIn PopcornMoistureTest SweetCornVsPopcorn',
    fashion:
      'PopcornBucketBag PopcornEarrings DressAsPopcorn PopcornPrintPajamas PopcornRedCarpetGlam PopcornStripeOutfit PopcornPremiereFit PopcornButterYellowLook',
    speed:
      'PopcornChopstickRace CountPopcornIn30 PopcornSpoonRelay FastestPopcornFill KernelCountdown PopcornColorSortBlitz PopcornScoopDash PopcornStrawBlowRace',
    pet: 'BunnyPopcornHops PopcornPlushFetch CatInThePopcornTub HamsterPopcornJumps ZoomiesLikePopcorn PetReactsToThePop PopcornBagCrinkleTest PopcornMovieWithMyDog',
  },
  slipper: {
    dance:
      'SlipperShuffle SlipperMoonwalk BunnySlipperBounce FuzzyFeetGroove SlipperKitchenBoogie SlipperDanceBattle SlideIntoSlippers SlipperSpinFreeze',
    prank:
      'GiantSlipperSwap SlipperWarmUpSurprise DollSizedSlippers GooglyEyeSlippers SlipperStuffedWithSocks BunnySlippersForDad SlippersSwappedLeftRight SlipperTreasureHunt',
    cooking:
      'BreakfastInSlippers SlipperCocoaNight FuzzySlipperCupcakes SlipperSundayPancakes SlipperNoodleSupper SlipperSoupSwap SlipperShapedCookies SlippersAndStew',
    travel:
      'HotelSlipperRatings SlippersAtTheCabin PackYourSlippers SlipperStaycation SlippersOnAPlane SlipperSouvenirHunt SlipperSelfieAtEveryStop SlipperRoadTripReady',
    tech: 'SlipperKickSlowMo RobotVacuumVsSlippers TrackMyLostSlipper StepsInSlippers SlipperUnboxingVideo LightUpSlippersDIY SlipperPedometerDuel SlipperStopMotionWalk',
    pet: 'WhoStoleMySlipper FetchMySlippers SlipperCatNap SlipperPetPortrait DogVsBunnySlipper SlipperKittenBed SlipperGuardPup BringMeTheSlipper',
    gaming:
      'SlippersOnGameOn SlipperShuffleboard SlipperHideAndSeek SlipperHopscotch SlipperBowlingNight SlipperKickPenalty SlipperCurlingCup SlipperRingToss',
  },
  locker: {
    dance:
      'LockerHallwayDance LockerComboShuffle BackToSchoolBop LockerDoorSwing LockerLineConga LockerShimmyShake PopAndLocker LockerRobotMoves',
    educational:
      'HowLockerCombosWork LockerProblemMath CombinationLockScience LockerStudySystem LockerPadlockTakeApart HundredLockersPuzzle LockerMemoryTrick ColorCodeYourLocker',
    fashion:
      'LockerMirrorFitCheck LockerFirstDayLook LockerBackpackStyling LockerHairSnapFix LockerUniformFlair LockerSockStyle LockerLookbook LockerHoodieSwap',
    speed:
      'LockerComboSpeedrun LockerOpenRace BeatTheBell LockerBookSwapDash TwoMinuteLockerClean LockerDecorBlitz LockerToClassTimer LockerOrganizeCountdown',
  },
  bathroom: {
    dance:
      'BathroomMirrorDance BathroomToothbrushBop BathroomTowelTwirl BathroomSlipperShuffle HairbrushMicDrop ShowerCapShimmy BathroomTileTap BathroomSinkSalsa',
    fashion:
      'BathroomMirrorFitCheck BathroomGetReadyWithMe BathroomTowelTurban ShowerCapCouture RobeToRunway BathroomVanityGlam BathroomDoorReveal BathroomSkincareShelfie',
    wellness:
      'BathroomSpaNight DeclutterTheBathroom BathroomSkincareReset BathroomSaltSoak PlantsInTheShower NoPhonesInTheTub BathroomBubbleUnwind BathroomEucalyptusHang',
    tech: 'BathroomMirrorSelfieHack BathroomShowerSpeaker BathroomMotionLights BathroomLeakDetective ToothbrushAppTest BathroomSteamTimelapse BathroomCleanByTimer BathroomTidyStopMo',
    pet: 'CatFollowsToBathroom DogBathZoomies BathroomSinkKitty BathroomPuppyGuard PawsUnderBathroomDoor BathroomPrivacyDenied BathroomBouncer BathroomTowelTugOfWar',
    gaming:
      'EscapeTheBathroom BathroomRollStackOff BathroomDuckDerby BathroomTilePuzzle BathroomSpotTheChange BathroomSpongeToss BathroomMirrorCharades BathroomTPBowling',
  },
  nurse: {
    fitness:
      'NurseBackSaverLifts NurseStairwellClimb PostShiftNurseStretch ClogsOffYoga TwelveHourStepCount NurseCoreCircuit NurseJumpingJacks NurseCalfRaiseBreak',
    prank:
      'NurseBreakroomTreats NurseGloveBalloonArmy NurseStickyNoteKudos BandageOnTheBanana CoffeeFairyForNurses NurseCheckupForTeddy NurseHeartStickerTrail NurseThankYouBanner',
    fashion:
      'NurseFitCheck NurseScrubsFiveWays CompressionSocksNurse OffDutyNurseLook NurseScrunchieStyle ClogGameStrong NurseShoeFaceOff NurseHairstyleForShift',
    speed:
      'NurseBedMakingRace NurseGloveOnTimer BandageWrapNurseClock HospitalCornerDash NurseShoesOnSprint NurseScrubsSpeedChange VitalsVsANurse NurseHandWashCountdown',
    music:
      'NurseBreakroomKaraoke NurseHeartbeatBeatbox NightShiftNurseAnthem NurseThankYouSong NurseMonitorBeepRemix ScrubsSquadChoir NursesOnTheMic NurseHandWashSong',
    tech: 'NurseDayInEmojis NurseSmartwatchSteps NurseTimerTricks AIStudyForNursing NurseVoiceNoteHacks FlashcardFaceOff NurseTechTierList NurseShiftPlannerSheet',
    pet: 'NursePuppySniffTest NurseCatNapAfterWork PetGreetsNurseHome NurseOffDutyDogWalk NurseKittyCheckup PostShiftZoomies NursePupCuddles NurseFishTankUnwind',
  },
  sunshine: {
    educational:
      'WhyWeNeedSunshine MakeASunshineSundial SunshineShadowLengthTest EightMinuteSunlight SunlightSkyColorDemo HowSolarPanelsWork SunshineAndPlantsLab SunshineRainbowPrism',
    cooking:
      'SunshineSmoothie SunshineLemonBars BrewSunshineTea SunshineOnAPlate PerfectSunnySideUp SunshineFruitSkewers PicnicInTheSunshine SunshineMangoSalsa',
    music:
      'SunshinePorchConcert SunshineWhistleTune SunshineParkBusking YouAreMySunshineDuet HereComesTheSunCover SunshineHumAlong LetTheSunshineIn SunshineKazooChorus',
    pet: 'SunshineCatNap SunshineZoomies SunshineDogFlop SunlightPetPortrait SunbeamSpotBattle SunshineBellyRubs PuppyInTheSunshine SunshineBackyardSniff',
    gaming:
      'SunshineBoardGames SunshineScavengerHunt SunshineCornholeCup ChessInTheSunshine SunshineFreezeTag PorchCardTournament SunshineFrisbeeGolf SunshineHopscotchChamp',
  },
  tractor: {
    fitness:
      'TractorWheelbarrowRace TractorFarmerCarry TractorFieldLunges HumanTractorPull FarmStrongCircuit TractorJumpingJacks HaulLikeATractor TractorEngineWallSit',
    fashion:
      'TractorTruckerHat TractorFlannelLayers OutfitMatchesMyTractor PoseOnTheTractor TractorOverallsWeek BarnToBrunchLook TractorGreenHeadToToe TractorWorkwearFit',
    wellness:
      'TractorMeadowStroll SlowAsATractorSunday TractorColoringPages LifeAtTractorSpeed OpenSkyBreathing DirtRoadDaydream TractorSeatSunrise TractorSoundsToSleep',
    music:
      'TractorEngineBeat TractorHumAlong TractorRumbleBass BigGreenTractorCover EIEIORemix HayrideHarmonies TractorCabKaraoke TractorFarmSongDuet',
    tech: 'ToyTractorPlowsTheRug TractorGreenScreenRide AIDesignsMyTractor TractorFactCheckTheAI AnimateYourTractorDrawing TractorRevRingtone TractorClayStopMotion TractorBuildTimeLapse',
    pet: 'DogVsToyTractor TractorPaintedPetBowl PuppyInTractorWagon KittenNapsOnTractor TractorPetParade BarnCatForeman TractorTreatDelivery TractorSqueakyPlush',
    gaming:
      'TractorPullLeaderboard TractorBlockBuildOff TractorToyObstacleRun GuessThatTractorSound TractorFarmAnimalCharades TractorSnakesAndLadders TractorTriviaRound TractorHarvestDiceGame',
  },
  daisy: {
    travel:
      'DaisyMeadowHike FindTheDaisyField DaisyParkPicnic DaisyCycleTour WildflowerRoadTrip DaisyBotanicGardenHop DaisySpottingWalk DaisyFarmStandVisit',
    music:
      'DaisyBellCover DaisyHumAlong DaisyChainHarmony OopsyDaisyRemix PetalPluckBeat WildflowerFolkJam DaisyMeadowSerenade DaisyLullaby',
    tech: 'DaisyBloomTimelapse DaisyMacroPhotoDare DaisyCrownARFilter DaisyChainStopMotion DaisyLockScreen DaisyPlantIDApp DaisyColorSplashEdit AIPaintsMyDaisy',
    pet: 'DaisyFieldZoomies DaisyPrintBandana DaisyPetPortrait NapInTheDaisies PupInTheDaisyPatch UpsyDaisyTrick DaisyPlushFetch DaisyCollarCharm',
  },
  weekend: {
    fashion:
      'WeekendFitCheck WeekendBrunchOutfit OfficeToWeekendSwap PackAWeekendBag SundayBestChallenge WeekendOffDutyStyle ThreeLooksOneWeekend WeekendSweatsuitSet',
    music:
      'WeekendAirGuitarJam LazyWeekendCover WeekendGarageBand KaraokeWeekendKickoff FridayImInLove WeekendPorchSingAlong WeekendWhistleOff WeekendShowerSolo',
    pet: 'WeekendHikeBuddy LazyWeekendCuddles WeekendDogPark WeekendCatAlarmClock SaturdayZoomies SpaDayForMyPup PetPicksTheWeekend WeekendFetchMarathon',
  },
  'rolling pin': {
    dance:
      'RollItOutGroove RollingPinLimbo DoughSlamStomp PinAndSpinShuffle RollingPinRobotMoves RockAndRollingPin RollingPinBaton WaltzWithARollingPin',
    fitness:
      'RollingPinAbRoll RollingPinArmCircles RollingPinShoulderPass DoughKneadingBurn RollingPinLunges RockAndRollingPinReps RollingPinSquatPress RollingPinCalfStretch',
    prank:
      'RollingPinPoolNoodleSwap FlourFootprintsTrail RollingPinSockPuppet BaguetteOrRollingPin RollingPinUmbrella RollingPinDisguise GooglyEyedRollingPin RollingPinWrappedInFoil',
    travel:
      'RollingPinCabinBakeOff CountyFairPieContest RollingPinThriftHunt RollingPinBakingClassTrip RollingPinSouvenirHunt RollingPinsOfTheWorld RollingPinCampingPizza RollingPinBakeryTour',
    fashion:
      'RollingPinEarrings RollingPinApronLook RollingPinPrintTote BakeryDateOutfit FlourDustedFitCheck RollingPinRetroHeadscarf GinghamAndRollingPins RollingPinChefHat',
    wellness:
      'RollingPinFootMassage DoughTherapySunday CookiesForNeighbors RollingPinStressBake RollingPinCozyEvening RollingPinBreadForAFriend RollingPinCalmKnead RollingPinMindfulBaking',
    art: 'RollingPinPrintmaking SaltDoughOrnaments RollingPinPaperBeads RollingPinClayArt RollingPinFolkPainting RollOutAMasterpiece PaintedRollingPinDecor RollingPinTextureStamps',
    tech: 'RollingPinOverheadCam AIPicksMyRollingPinBake RollingPinVsMachine RollingPinScaleTest RollingPinDoughTimelapse RollingPinRingsHack LevelAppRollingPin RollingPinStopMotion',
    pet: 'KittenKneadingBiscuits RollingPinPlushFetch PawsOffTheDough RollingPinBakerPup RollingPinAgilityJump RollingPinRollOver CatVsRollingPin RollingPinDogCookies',
    gaming:
      'RollingPinGuessTheShape RollingPinBowling RollingPinLimbo RollingPinCurling RollingPinRingToss RollingPinFlourRace RollingPinCroquet RollingPinDoughCharades',
  },
  pretzel: {
    fitness:
      'PretzelStretch PretzelTwistCrunches RunForASoftPretzel UntieYourKnots PretzelJumpingJacks PretzelPoseHold ThePretzelYogaFlow PretzelSquatPulse',
    funny:
      'PretzelShapingFails PretzelBiteOrderDebate DadVsGiantPretzel SaltySnackCritic PretzelsMakeMeThirsty PretzelLogicSkit WhenThePretzelWins PretzelShapedExcuses',
    prank:
      'PretzelSnakeInTheFridge PretzelHeartOnPillow GiantPretzelReveal PretzelGooglyEyes SpellItInPretzels KnotSoSecretAdmirer PretzelInTheirLunchbox PretzelCrownForDad',
    educational:
      'WhyPretzelsAreBrown PretzelShapeMeaning PretzelSaltCrystalTest PretzelDoughStretchLab PretzelBakingSodaBath PretzelKnotMath HowToTwistAPretzel BagelVsPretzelScience',
    fashion:
      'PretzelBraidHair PretzelKnotScarf MakeAPretzelBracelet PretzelPrintPajamas PretzelBunUpdo PretzelNecklaceParty PretzelTwistHeadbandDIY PretzelToneCardigan',
    speed:
      'PretzelTwistRace PretzelDoughRollRelay DipTenPretzelsFast SaltSprinkleSprint FigureEightFrenzy PretzelRodTower ShapeFivePretzels BeatThePretzelBaker',
    music:
      'PretzelCrunchBeat PretzelPolka YodelForAPretzel PretzelFolkTune TwistAndShoutCover PretzelRodDrumroll SingAPretzelJingle PretzelBagShaker',
    art: 'PretzelStickCabin PretzelLetterArt PretzelMosaicPortrait SketchAPretzelKnot PretzelEdibleSculpture PretzelStillLife SaltDoughPretzels PretzelClayCharms',
    gaming:
      'PretzelKnotPuzzle PretzelTwisterRound PretzelStackTower PretzelRingToss PretzelTicTacToe PretzelCharadesNight PretzelRodPickUpSticks PretzelMemoryGame',
  },
  scarf: {
    dance:
      'SilkScarfSway HipScarfShimmy ScarfRibbonTwirl ScarfSpinAndPose WrapAndRoll ScarfTasselShake ScarfSwishStep ScarfWaveWaltz',
    fitness:
      'ScarfStrapStretch ScarfPullApart TugOfWarWithAScarf ScarfJuggleDrill ScarfWinterJog WrapItUpWorkout ScarfOverheadSquats ScarfYogaFlow',
    travel:
      'ScarfAsATravelPillow ScarfInEveryPhoto ScarfPackingHack ThriftStoreScarfHunt FirstScarfDayOfFall ScarfBazaarBargains ScarfMarketHaggle ScarfCityWalk',
    speed:
      'ScarfStylesInAMinute TailTagWithScarves ThreeScarfJuggle ScarfRelayPass KnotInTenSeconds ScarfWrapRace ScarfFoldShowdown ScarfTieBlitz',
    music:
      'ScarfTossOnTheDrop HumIntoYourScarf ScarfOnTheMicStand ScarfSwayBallad ScarfSingAlong KnitToTheBeat StadiumScarfChant ScarfWindChimeSong',
    art: 'TieDyeAScarf ScarfSilkPainting DesignYourScarf ScarfBlockPrint ScarfWeaveItYourself MarbledScarfMagic DoodleOnAScarf ScarfFabricCollage',
    tech: 'ScarfTieStopMotion ScarfKnotTutorialCam ScarfTryOnFilter AIDesignsMyScarf ScarfPhotoFlatLay PixelArtKnitwear ScarfInTheWindSlowMo ScarfKnitCounterApp',
    pet: 'ScarfPupTwinning ScarfCatPounce KnitScarfForMyDog ScarfPeekaboo ScarfKittenBasketNap BandanaVsScarf ScarfPetBlanket ScarfBedForPuppy',
    gaming:
      'ScarfBlindfoldGuessWho ScarfOnMyAvatar WhoseScarfIsThis PassTheScarfGame ScarfTreasureHunt ScarfHotPotato TeamScarfTrivia ScarfFlagTag',
  },
  kitchen: {
    fitness:
      'KitchenCounterPushUps KitchenCanCurls KitchenTimerJumpingJacks KitchenChairDips KitchenKettleCalfRaises LungeAcrossTheKitchen KitchenSinkSquats KitchenFloorPlankHold',
    prank:
      'SurpriseKitchenCleanup KitchenCabinetBalloons KitchenFridgeKindNote KitchenTinyCutlery KitchenMagnetMessage KitchenRubberDuckArmy KitchenGooglyEyes KitchenSpiceJarSmiles',
    educational:
      'NameThatKitchenTool KitchenOnionTearScience KitchenEggFloatTest KitchenMythOrFact KitchenSafety101 KitchenCupsToGrams KitchenCabbageColorMagic KitchenFridgeZoneQuiz',
    wellness:
      'KitchenResetSunday MindfulKitchenDishes KitchenHerbWindowsill KitchenDeclutter KitchenKettleCalm CleanCounterClearMind KitchenSlowDinner KitchenMorningTeaRitual',
    pet: 'KitchenCatSupervisor KitchenHelperPup MuffinTinKitchenPuzzle KitchenFloorZoomies PetHearsTheFridge KitchenDogTreatBakeOff StayOutOfTheKitchen KitchenPupsicles',
  },
  doctor: {
    cooking:
      'DoctorsOrdersSoup KeepsTheDoctorAway DoctorNightShiftBento ThankYourDoctorCookies DoctorKitCupcakes DoctorApplePieRx DoctorApprovedDessert DoctorVeggieSmoothie',
    fashion:
      'DoctorScrubsStyle DoctorWhiteCoatLook DoctorClogsLineup OffDutyDoctorOutfit StethoscopeAsNecklace DoctorComfySneakers LittleDoctorDressUp DoctorSockCollection',
    music:
      'DoctorHeartbeatRemix SayAhhDoctorHarmony DoctorStethoscopeBeat WhatsUpDocJingle DoctorWaitingRoomSong StayinAliveTempo DoctorKaraokeRounds DoctorLullabyForTeddy',
    pet: 'PetPlaysDoctor DoctorKittenHeartbeat DoctorVisitBravePup DoctorStethoscopeCat DoctorPetExamSkit PawsForACheckup DoctorPlushVetClinic DoctorWaitingRoomCalm',
    gaming:
      'DoctorSteadyHandGame DoctorCharades DoctorTeddyClinic WhatsUpDocTrivia DoctorBingo DoctorSays GuessTheDoctorTool DoctorMemoryMatch',
  },
  frog: {
    fitness:
      'FrogJumpReps FrogPoseStretch FrogWallSit LeapfrogRelay ClimbLikeATreeFrog FrogLilyPadLunges FrogSquatHops FrogBearCrawl',
    wellness:
      'FrogPondQuietHour FrogPoseBreathing SitLikeAFrog RainyNightFrogCroaks FrogStillnessDare FrogSoundBath FrogChorusSleep FrogDoodleJournal',
    art: 'FrogOrigamiFold FrogClayFigure LilyPadFrogWatercolor FrogLeafCollage FrogFingerPrintArt SketchAFroggyFace FrogStonePainting PaperPlateFrogs',
  },
  'valentines day': {
    dance:
      'ValentineSlowDance ValentineTwirlAndDip ValentinesDayHeartHands CupidShuffle LoveShackShimmy ValentineKitchenWaltz MirrorYourValentine ValentineSwingStep',
    fitness:
      'ValentinePartnerSquats ValentinesDayWallSit ValentineFunRun PlankForYourValentine HeartRateForTwo CupidCardio ValentineBurpeeDuel ValentineHighFivePushUps',
    wellness:
      'ValentineSelfLove ValentineKindnessNotes ValentinesDayLetterToMe BeYourOwnValentine TableForOne GalentinesSpaNight GratitudeValentines ValentineFriendshipCall',
    music:
      'ValentineSerenade ValentinesDayHumAlong SingToYourValentine MixtapeForYourCrush MyFunnyValentineCover KazooLoveBallad ValentineRapBattle ValentineJingleForMom',
    gaming:
      'ValentineCharades ValentinesDayDiceRoll ValentineNewlywedGame ValentineThisOrThat ValentineTriviaDuel HeartsTournament ValentinesDayPuzzleRace ValentineScavengerHunt',
  },
  whistling: {
    dance:
      'SoftShoeWhistling FingerSnapWhistling WhistleStepGroove WhistlingDanceBreak WhistlingHipSway PuckerAndShuffle WhistlingWaltz WhistlingTwistAndTurn',
    fitness:
      'CoachWhistleCircuit WhistlingWhileJogging WhistlingPlankHold WhistlingJumpingJacks UphillWhistlingHike BlowAndGoSprints WhistlingWallSit WhistlingStairClimb',
    educational:
      'WhistlingAsALanguage LearnToFingerWhistle HowWhistlingWorks WhistlingPitchScience PuckerPhysics WhyKettlesSing WhistlingBirdSongID WhistledWordsQuiz',
    cooking:
      'WhistlingKettleTea WhistlingSoupStir WhistlingWhileYouBake WhistlingPizzaToss WhistlingChefSpecial DinnerBellTune WhistlingBreadKnead WhistlingSandwichStack',
    travel:
      'WhistleTheWholeRoadTrip WhistlingTunnelEcho WhistlingTownSquare WhistlingTrailWalk WhistleBackAtTheBirds WhistleStopTour WhistlingBeachStroll WhistlingParkBench',
    fashion:
      'WhistlingBowTieDapper RefereeWhistlingLook WhistleNecklaceStyle WhistlingStrutFit WhistlingInAFedora SidelineChic WhistlingRetroSuspenders WhistlingNewsboyCap',
    speed:
      'NameThatWhistle OctaveWhistlingBlitz WhistlingIn60Seconds WhistlingSpeedRound WhistlingScaleSprint WhistlingBirdCallRace WhistlingRelay WhistlingHighNoteRace',
    art: 'WhistlingPortraitDare StrawWhistleCraft DrawTheWhistler WhistlingSoundwaveArt PaintWhatYouHear WhistlingComicStrip SketchWhileWhistling WhistlingBirdDrawing',
    tech: 'WhistlingLoopChoir WhistlingKeyFinder AIGuessesMyWhistling WhistlingTunerApp WhistlingAutoTuneTest WhistleToSearchAMelody RecordAWhistledBeat WhistlingVoiceMemoSong',
    pet: 'ParrotWhistlingDuet WhistlingDogHeadTilt WhistlingPetReaction WhistleRecallTraining WhistlingForTreats CatPretendsNotToHear WhistlingForZoomies WhistlingPupEarPerk',
    gaming:
      'WhistlingTVIntroGuess CharadesByWhistling NameThatWhistle WhistlingTriviaNight WhistleGameThemes WhistlingMusicalChairs WhistleBackMyTune WhistlingHotAndCold',
  },
  domino: {
    dance:
      'DominoDanceLine DominoChainShuffle HumanDominoWave DominoToppleFreeze DoTheDominoDrop CascadeGroove DominoLeanBack TumblingDominoTwist',
    travel:
      'DominoesAtEveryRestStop DominoInThePark DominoByLanternLight DominoCafeAfternoon PlazaDominoDuel DominoPicnicShowdown StreetCornerDomino BeachsideDomino',
    gaming:
      'DominoGameNight DominoFamilyTourney MexicanTrainDominoes DominoDrawPileShowdown DominoMathDuel DominoTileBattle DominoBlockParty DoubleSixDomino',
  },
  dandelion: {
    dance:
      'DandelionWishSway DandelionFieldSpin DandelionFluffFreeze FloatLikeADandelion PuffBallTwirl SeedsOnTheBreeze DandelionTiptoeDance DandelionSlowMo',
    fitness:
      'DandelionWallSit DandelionSquatPicks DandelionFieldRun DandelionMeadowHike WishSeedChaseSprint LungeForEveryDandelion WheelbarrowDandelion DandelionTuckJumps',
    speed:
      'DandelionOneBlow DandelionPickOff DandelionChainTimer TenDandelionsOneBreath FastestPuffClear DandelionWeedBlitz DandelionBouquetDash DandelionSeedRelay',
    music:
      'DandelionStemWhistle DandelionLullaby SingToADandelion DandelionWishSong GrassBladeTrumpet PuffAndStrum FieldSongDandelion DandelionHornSolo',
    tech: 'DandelionSlowMoBlow DandelionTimelapse DandelionPlantIDApp DandelionReverseVideo DandelionSeedCloseUp DandelionVsDesktopFan DandelionLockScreen DandelionWishTransition',
    pet: 'DandelionPuppyPortrait DandelionTortoiseLunch DandelionFieldZoomies PetVsDandelionPuff DogSneezesAtSeeds CatPouncesOnFluff DandelionPawPrints DandelionNoseBoop',
  },
  bagel: {
    fitness:
      'BagelMorningJog BagelBreakBurpees BagelShopWalk SundayBagelHike BagelWallSit LoxAndLunges BagelBikeRide BagelPlateSquats',
    prank:
      'BagelCrownWakeUp BagelPillowOnTheirBed BagelGooglyEyes SmileyBagelNote BagelNecklaceSurprise BagelOnTheDoorknob RainbowBagelReveal BagelBirthdayCandles',
    educational:
      'WhyBagelsAreBoiled BagelHistoryQuiz BagelHoleMystery BagelToppingScience BagelsAroundTheWorld MaltSyrupSecret BagelOrDonutScience BagelDoughFloatTest',
    music:
      'EverythingBagelBeat BagelBeatboxBattle BagelShopJingle SerenadeABagel LoxAndRoll SesameSeedShaker BagelBoxBongos BagelBrunchPlaylist',
    art: 'BagelBirdFeederCraft BagelStillLife SesameBagelMosaic BagelClayMagnets BagelSeedDotArt CreamCheeseSculpt FeltBagelPlushie BagelStampPrints',
    gaming:
      'BagelCharades BagelFlavorBlindTest BagelShopTycoon BagelChessBreakfast BagelStackTower BagelGuessTheTopping BagelRingToss BagelOrderMemory',
  },
  hat: {
    dance:
      'HatTipShuffle TopHatShimmy CowboyHatLineDance HatFlipCatch HatsOffHoedown HatSwapChallenge HatRollArmTrick HatBrimBounce',
    fitness:
      'HatBalanceSquats MorningRunInABeanie BucketHatBearCrawl TipYourHatToLegDay HatTossBurpees CapFlipCardio HatStaysOnJumpingJacks SunHatStroll',
    funny:
      'HatHairReveal HatWindChase HatForEveryMood HatTooTinyTryOn MadHatterMonday DadHatRanking OverdramaticHatTip WrongHatForTheOccasion',
    educational:
      'WhyChefHatsAreTall HowHatsGetMade GuessTheHatsCountry HatHistoryQuiz MadAsAHatterOrigin HatUVBlockTest WhatsACapButtonFor HatEtiquetteIndoors',
    cooking:
      'ChefHatCookOff WitchHatCookies TopHatBrownies FedoraFondantCake StrawHatTartlets MadHatterTeaParty HatCupcakeDecorating HatShapedPizza',
    music:
      'TopHatShowTune CowboyHatYodel HatBoxDrumming TipYourHatToTheBand HatTossBeatDrop PassTheHatSingAlong HatBrimDrumroll HatSongRequests',
    art: 'PaperHatCraft BucketHatPaintJob HatBrimPainting BeaniePatchArt PinYourHatStory DecorateAFedora MiniatureHatSculpt SketchTheHatRack',
    pet: 'CapPeekabooKitten HatTossFetch CapSniffAndSeek HatTipHighFive BeanieNestNap HatTrickForTreats HatBoxHideout HatPlushChase',
    gaming:
      'HatTossTrickShot GuessWhoWithHats HatCatchHighScore HatDrawShowdown FishbowlHatRound HatMemoryMatch MusicalHats HatCharades',
  },
  chalkboard: {
    dance:
      'ChalkboardFootprintJig ChalkboardSlideShuffle ChalkDustClapDance BlackboardBoogie ClassroomBellBop TeachMeTheMove ChalkboardStepOfTheDay DanceTheChalkboardArrows',
    educational:
      'ChalkboardMathTrick ExplainItOnAChalkboard ChalkboardPopQuiz ChalkboardSpellingBee ChalkboardDustScience BlackboardTimeline ChalkboardWordOfDay SolveItOnTheChalkboard',
    fashion:
      'ChalkboardFitRating ChalkboardOutfitPlan DressLikeAChalkboard ChalkStripeSuit BackToSchoolLook TeacherWardrobeWeek ChalkboardTeeDesign ChalkboardNailArt',
    music:
      'ChalkboardTapBeat ChalkboardLyricsReveal ChalkboardChordChart ChalkSqueakRhythm MusicNotesOnTheBoard ChalkboardRapBattle ChalkboardSongwriting ChalkboardHumAndGuess',
    pet: 'PetBirthdayChalkboard DogBraggingChalkboard ChalkboardPetAdoptionDay ChalkboardTrickTally CatWipesTheBoard PawPrintChalkArt ChalkboardPupQuotes ChalkboardBunnyPortrait',
    gaming:
      'ChalkboardHangman ChalkboardPictionary ChalkboardMazeRace TicTacToeBlackboard GameNightChalkScores DotsAndBoxesBoard ChalkboardWordSearch ChalkboardTriviaShowdown',
  },
  'dining room': {
    dance:
      'DiningRoomWaltz DinnerPartyGroove NapkinTwirlFinale DiningRoomDanceBreak DiningRoomCongaLine DiningRoomDiscoNight DiningRoomRobotMoves DiningRoomChairShimmy',
    wellness:
      'PhoneFreeDining DiningGratitudeRound FamilyDinnerCheckIn DiningRoomSlowSunday DiningRoomQuietTea TableTalkQuestions DiningRoomHighsAndLows DiningRoomThankYouToast',
    tech: 'DiningRoomGlowUpTimelapse DiningRoomQRCodeMenu DiningRoomVideoCallDinner DiningRoomTableSetsItself DiningRoomFairyLights DiningRoomSoundSetup DiningRoomSmartBulbMood DiningRoomStopMotionFeast',
    pet: 'DiningRoomPetManners DiningRoomCatOnChair DiningRoomDogStakeout KittenUnderTheTable DiningRoomPupPatrol SitPrettyAtDinner DiningRoomBegFaceCam DiningRoomTreatTrail',
    gaming:
      'DiningRoomChessNight DiningRoomPuzzleTable FamilyBoardGameDinner DiningRoomQuizShow DiningRoomBingo CardTournamentSupper DiningRoomDominoTrain DiningRoomCharades',
  },
  dentist: {
    fitness:
      'DentistBrushSquats DentistFlossAndFlex WalkToTheDentist DentistJumpingJacks DentistTwoMinuteCrunches DentistApprovedPlank DentistChairDips DentistSmileLunges',
    prank:
      'DentistToothFairyNote DentistMirrorMessage DentistGiantToothbrush SparklyFlossSwap DentistStickerSurprise DancingDentistCard DentistGummyTeethGrin DentistBigSmileBanner',
    travel:
      'DentistTravelKitCheck DentistApprovedRoadTrip DentistBeforeVacation DentistLayoverFloss PackLikeADentist DentistCampsiteBrushing DentistSmileInEveryTown DentistHotelFlossing',
    pet: 'PetDentistDay DentistDogBreathCheck DentistPupGrinPhoto PuppyToothbrushDentist CatBrushingStandoff DentalChewTasteTest DentistVetWaitingRoom DentistKittenSmile',
  },
  'mothers day': {
    dance:
      'MothersDayKitchenWaltz MomAndMeDanceOff MothersDayDecadesDance MothersDayHappyFeet MothersDayShuffle MothersDayTwirlOff MothersDayCongaLine MothersDayRobotMoves',
    fitness:
      'MothersDayFunRun MothersDayWallSit MomAndMeWorkout MotherNatureHike MothersDayYogaFlow MothersDayPlankDare MothersDayJumpRope MothersDayPartnerSquats',
    educational:
      'WhoFoundedMothersDay AnimalMothersInNature MomFunFactsQuiz GuessTheMothersDayCountry MamaInEveryLanguage WhyMothersDayIsInMay MothersDayFamilyTree MothersDayHistory101',
    wellness:
      'MothersDaySelfCare MomsDayOffRelax MothersDayGardenMorning LetterToMyMother MothersDaySpaAtHome MotherNatureWalk MothersDayNapPass MothersDayGratitudeJar',
    music:
      'SerenadeForMom MothersDayWhistleTune MothersDayLullabyCover MamaMiaSingAlong MothersDayKaraoke MothersFavoriteSong MothersDayRapTribute MothersDayKitchenBand',
    art: 'MothersDayCard MothersDayTissueFlowers MemoryJarCollage PaintYourMother MothersDayHandprints MothersDayPaperRoses MothersDayPortraitSketch MothersDayPaintedPot',
    pet: 'FurBabyPortrait MothersDayForPetMoms MothersDayCatCuddles MothersDayPuppyCard DogMotherAppreciation PawPrintBouquet MothersDayKittenKisses MothersDayPupParade',
    gaming:
      'MothersDayTrivia MothersDayImpressions MothersDayBingoBrunch MomPicksTheGame MotherOfAllRematches MothersDayWordDuel MothersDayCharades MothersDayPuzzleHour',
  },
  cactus: {
    cooking:
      'CactusCupcakeGarden CactusSugarCookies NopalesCactusTacos PricklyPearLemonade CactusDragonFruitBowl CactusMintSorbet CactusPopsicles CactusShapedSandwich',
    travel:
      'CactusGardenTour SpotAGiantSaguaro CactusBloomHunt TallestCactusInTown CactusCountRoadTrip CactusNurseryVisit CactusBotanicalDayOut CactusMarketHaul',
    fashion:
      'CactusPrintFitCheck CactusCowboyBoots StitchACactusOnDenim DressLikeACactus CactusPricklyChic CactusThriftFlip CactusGreenHeadToToe CactusFloralEarrings',
    tech: 'TimelapseACactusBloom CactusWaterSensor CactusSpinesCloseUp CactusFaceFilter AICactusDoctorTest CactusGrowthPhotoDiary CactusGrowLightSetup CactusPlantIDApp',
    gaming:
      'DinoCactusJump CactusFarmBuild CactusTowerDefense CactusBeanbagToss CactusCardMatch TumbleweedDerby CactusHopscotchDesert CactusDiceGarden',
    wellness:
      'BeLikeACactus CactusWateringDay SlowCactusRepot CactusGrowthJournal ThriveOnLess CactusQuietSketchHour CactusSunshineBreak CactusWindowsillCalm',
  },
  happiness: {
    fitness:
      'HappyFeetRun JoyfulJumpingJacks SmileThroughTheSquats HappinessDanceCardio HappinessYogaFlow RunnersHighChase SweatForHappiness HappinessHulaHoop',
    educational:
      'WhatMakesUsHappy HappinessInYourBrain HappiestCountryQuiz HappinessScienceLab WhyEndorphinsFeelGood DoesSmilingBringJoy HappinessMythsTested HappyInTenLanguages',
    fashion:
      'HappinessFitCheck SmileyFaceAccessories HappinessBoldPrints JoyfulYellowLook HappinessRainbowLayers WearWhatMakesYouHappy HappinessColorClash HappinessComfiestOutfit',
    music:
      'HappySongCover JoyfulJam HappinessClapSong HappinessMixtape WhistleYourHappiness SunshineSingAlong HappinessKazooParade HappinessDrumCircle',
    pet: 'HappinessFetchTime HappinessDogGreeting HappyTailWag PureJoyZoomies PetHappinessCheck PurrsOfHappiness HappinessKittyHeadbutt HappinessPuppySmile',
    gaming:
      'HappyGameNight HappinessQuest HappinessJigsawHour CharadesOfJoy HappinessTeamTrivia LittleWinsBingo HappinessLevelUp HappinessWouldYouRather',
  },
  barista: {
    dance:
      'DanceLikeABarista RushHourBaristaBop CoffeeShopShimmy BaristaMilkPourSway BaristaBreakdown BaristaLatteShuffle BaristaTipJarJig BaristaMorningMambo',
    fitness:
      'BaristaWallSit BaristaMugCurls EspressoBreakSquats DoubleShotBurpees BaristaCounterPushUps BaristaWristReset BaristaShiftStretch BaristaCupCalfRaises',
    prank:
      'BaristaDrawsTheirPet PayItForwardCoffee SurpriseHomeBarista ComplimentOnTheCup BaristaThankYouCard BaristaLatteArtMessage BaristaMustacheStraws BaristaPoemOnTheSleeve',
    fashion:
      'DressLikeABarista OffShiftBaristaLook BaristaCoffeeColorCapsule MochaMonochrome BaristaBeanieStyle BaristaApronFitCheck BaristaCardiganSeason BaristaHairBandanaTie',
    music:
      'BaristaSteamWandBeat OpenMicBaristaNight BaristaOrderChant BaristaCafeHum BaristaBrewToTheBeat GrinderGrooveRemix BaristaCallAndResponse BaristaCupClinkSong',
    pet: 'BaristaPupcakeBake BaristaKnowsMyPuppy BaristaPupCupRun LattePawArt BaristaShopDogDay BaristaPetNameOnMug BaristaTreatJarVisit BaristaCatCafeDate',
  },
  goldfish: {
    fitness:
      'GoldfishFlutterKicks SwimLapsLikeAGoldfish GoldfishWallSit GoldfishMemoryReps FishbowlPlankOff GoldfishFinCircles GoldfishHipWiggles GoldfishSquatBreaks',
  },
  truck: {
    fitness:
      'TruckWashWorkout TruckBedStepUps TruckCargoCarry TruckLoadSquats TruckUnloadCircuit ToyTruckRollOuts TruckDriverStretches TruckGroceryHaulLunges',
    cooking:
      'TruckStopBreakfast DumpTruckCake TruckBedPizzaNight FoodTruckAtHome TailgateChili TruckDriverTacos MonsterTruckMuffins TruckerBurgerBattle',
    fashion:
      'TruckerHatFitCheck TruckFlannelLayers TruckStopChic VintageTruckTee TailgateGameDayLook TruckMechanicOveralls TruckBedPhotoshoot TruckWorkBootsStyle',
    music:
      'TruckHornSymphony TruckCabSingAlong WriteATruckSong TruckRadioKaraoke EngineRevRemix ConvoyCover TruckCountryBallad TruckDoorBeatbox',
    art: 'DesignAFoodTruck DrawAMonsterTruck TruckCardboardBuild ClayTruckMini TruckPaperCutout TailgateMural ToyTruckStopMotion TruckWatercolorSunset',
    gaming:
      'ToyTruckRampRace MonsterTruckMayhem TruckSpottingBingo TruckCharadesNight TruckCardboardBuildOff TruckJigsawTimer TruckMemoryCards TruckDeliveryBoardGame',
    speed:
      'TruckWashSpeedrun TruckTireCheckBlitz ToyTruckDragRace LoadTheTruckIn10 TailgateSetupSprint TruckMovingDayPuzzle TruckBoxPackingRush TruckUnloadingDash',
  },
};
