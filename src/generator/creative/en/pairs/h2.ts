import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'swimming pool': {
    dance:
      'SwimmingPoolArmWaves PoolPartyGroove PoolNoodleShimmy PoolFloatSway SwimmingPoolAquaTwist MakeASplashDance PoolsideLimbo SwimmingPoolWaterBallet',
    educational:
      'HowPoolsStayClean WhyPoolWaterIsBlue PoolBuoyancyTest PoolSafetyQuiz SwimmingPoolFunFacts SinkOrFloatPoolToys PoolBentLegIllusion PoolDepthGuessOff',
    wellness:
      'PoolFloatMeditation SunsetPoolSwim SwimmingPoolJournaling PoolsideUnwind PoolEdgeReading WeightlessMinute QuietMorningPool SwimmingPoolCloudWatch',
    speed:
      'PoolLapRace PoolNoodleRelay PoolWidthSprint PoolBeachBallDash SwimmingPoolCapSpeedrun FloatiesOnCountdown SwimmingPoolPackingRush SwimmingPoolTowelFoldOff',
    music:
      'PoolPartyAnthem PoolSplashBeat PoolWaterDrums PoolsideUkuleleSet SwimmingPoolPlaylist CannonballBassDrop PoolNoodleHorn PoolFloatSingAlong',
    art: 'PaintAPoolParty PoolRipplePhoto PoolChalkMural PoolTileMosaic PaintYourDreamPool SwimmingPoolWatercolor PoolShadowShapes SwimmingPoolCrayonScene',
    tech: 'PoolUnderwaterCam SwimmingPoolRippleSlowMo PoolLapCounterDuel PoolPartyTimeLapse WaterproofPhoneTest PoolPhotoFilterFaceOff SwimmingPoolRobotVacuum SwimmingPoolSplashSounds',
    pet: 'PupsFirstPoolDip PoolsideCatJudge KiddiePoolZoomies SwimmingPoolShadeNap DogPaddleLesson SwimmingPoolPawtrait PoolNoodleFetch SwimmingPoolLifeVestTest',
    gaming:
      'PoolSharksAndMinnows PoolsideBoardGames WaterproofCardsPool PoolFloatChess SwimmingPoolBingo MarcoPoloTournament SwimmingPoolCharades SwimmingPoolRingToss',
  },
  'tree climbing': {
    dance:
      'TreeClimbingMimeDance TheTreeClimbShuffle PineconeTwirlTreeClimb OwlHootTreeClimbGroove TreeClimbingLeafStomp KoalaHugTreeClimb SquirrelStepTreeClimb TreeClimbHandshake',
    funny:
      'TreeClimbingOwlNarrator TreeClimbingDadJokes GrownUpTreehouseVisit NatureDocTreeClimbing LowestBranchTreeClimb SquirrelJudgesTreeClimb EpicMusicTreeClimb TreeClimbingPuns',
    prank:
      'TreeClimbingSurpriseNote PlushSquirrelTreeClimb GooglyEyeTreeClimbing SnackBasketTreeClimb BirdCallTreeClimbing TreeClimbFanClub TreeClimbingRibbonTrail PaperPlaneTreeClimb',
    wellness:
      'TreeClimbingForestBathing TreeClimbingInnerChild BranchSittingCalm TreeClimbingGratitude GroundingTreeClimb TreeClimbReadingSpot MorningTreeClimbStretch PhoneFreeTreeClimb',
    speed:
      'AcornSortTreeClimbing TreeClimbTriviaSprint TreeClimbingTwigTally TreeClimbingBirdQuickfire BarkRubBlitzTreeClimb PackTheTreeClimbBag LeafMatchTreeClimbing SquirrelSpotTreeClimb',
    music:
      'TreeClimbingBirdsong TreeClimbingCampSong TreeClimbingAnthem TreeClimbingLullaby WhistleTuneTreeClimb LeafRustleTreeClimb TreeClimbingKazoo EchoCallTreeClimb',
    tech: 'PlantIDTreeClimbing LeafScanTreeClimbing ChestCamTreeClimb TreeClimbingBarkMacro MapTheClimbingTrees WeatherAppTreeClimb RecordBirdsTreeClimb TreeClimbingSlowMo',
    gaming:
      'TreeClimbingSurvivalGame TreeClimbingPlatformer TreehouseBuildMode LeafBingoTreeClimb TreeClimbingTrivia AchievementTreeClimb SideQuestTreeClimbing PixelArtTreeClimbing',
  },
  pond: {
    dance:
      'DuckPondWaddle PondFrogKneeBounce PondRippleSway PondDragonflyFlutter PondLilyPadTwirl PondGoldfishGlide PondSwanLake PondStoneSkipStep',
    prank:
      'PondPaperBoatNote PondQuackCallPrank SurprisePondPicnic DuckPondDecoy PondOrigamiFrogParade GnomeFishingAtThePond PondRiddleScavengerHunt PondSoundsAlarmClock',
    travel:
      'PondParkPassport PondPicnicDayTrip PondKoiGardenStroll LocalDuckPondTour PondHopping PondSunriseBikeRide PondsOfMyCityRanked PondBirdwatchWalk',
    speed:
      'PondStoneSkipRecord PondBoatRace PondAnimalsQuickfire PondDuckCountDash PondWordSearchSprint PondBugIDBlitz LapThePond SketchThePondIn60',
    gaming:
      'PondJigsawSpeedrun PondWildlifeBingo ISpyAtTheDuckPond PondLeafBoatRace PondFrogHopscotch PondMagnetFishingGame PondCritterCharades SkipStonesPondDuel',
  },
  scissors: {
    funny:
      'WhereAreTheScissors ScissorsVsClamshell ScissorsSnowflakeOops LeftyScissorsStruggle RockPaperRematch MyScissorsCutCrooked ScissorsTapeWrapFail ScissorsJunkDrawerHunt',
    prank:
      'SnowflakeScissorStorm ScissorCutHeartTrail GooglyEyeScissors ScissorsFaceCutouts PaperChainDoorway ScissorsStarGarland ScissorMustacheEveryPhoto ScissorSnipFridgeZoo',
    educational:
      'OneCutScissorStar MobiusStripScissors ScissorWalkThroughCard ScissorsOrShears ScissorsAreLevers LeftyVsRightyBlades ScissorsInventionHistory ScissorsSafetyQuiz',
    speed:
      'ScissorsFactsQuickfire ScissorShapeGuessBlitz OffHandScissorTest ScissorMemoryCardDash ScissorScrapSweepRace ScissorsTriviaBuzzer ScissorPrecisionTrial RockPaperScissorsBestOf5',
    music:
      'ScissorsSafetySong RockPaperScissorsRap ScissorSnipBeat ScissorsCraftJingle NameThatScissorTune ShearSymphony ScissorsRhymeTime ScissorCutLyricRemix',
  },
  detox: {
    fitness:
      'TenKStepDetox DetoxFromTheCouch SunriseYogaDetox ScreenDetoxHike ParkWorkoutDetox StretchNotScrollDetox JumpRopeDetoxBreak GardenDigDetox',
    funny:
      'NoWiFiDetoxMeltdown GroupChatDetoxPanic RemoteControlDetox GrandpaScreenDetox DetoxFromMySiblings PhoneReflexDetox PhantomBuzzDetox MemeFreeDetoxDay',
    prank:
      'DetoxKindNotesHunt PhoneDetoxGameNight SurpriseDetoxSpaDay BackyardDetoxRetreat DetoxJigsawReveal DetoxWiFiName DetoxChampionAward DetoxWelcomeBanner',
    educational:
      'YourLiverIsTheDetox DetoxMythOrFact HowKidneysDetox DetoxAdClaimsQuiz BrainDetoxWhileYouSleep ScreenTimeDetoxMath DoPlantsDetoxAir WhyHabitsBeatDetox',
    cooking:
      'UnpluggedDetoxDinner PhoneFreeDetoxBaking CookNotScrollDetox DigitalDetoxPicnic OfflineDetoxCookies HandwrittenRecipeDetox FamilyTableDetox ScreenDetoxPizzaNight',
  },
  charger: {
    music:
      'ChargerChimeRemix ChargerDeadPhoneBallad ChargerLowBatteryBlues FullyChargedAnthem ChargerHuntSingAlong ChargerOnePercentOpera ChargerKazooJingle ChargerLullaby',
  },
  spoon: {
    pet: 'CatVsSpoonOnTable DogFindsTheSpoon SpoonFlipKibbleCatch HideTheSpoonGame SpoonClinkRollCall SpoonTargetTraining SpoonOnTheSnoot SpoonPumpkinPureeTreat',
  },
  'coffee break': {
    prank:
      'CoffeeBreakTinyDonuts CoffeeBreakThankYouCard CoffeeCupCompliments CoffeeBreakKindNotes CoffeeBreakDecafBluff GooglyEyesOnTheMugs CoffeeBreakBalloonDesk CoffeeBreakMysteryTreat',
    pet: 'CoffeeBreakCuddle CoffeeBreakLapWarmer CoffeeBreakFetch CoffeeBreakBrushTime SteamyMugSnooze CatStealsMySeat CoffeeBreakPuppyWalk CoffeeBreakPetTreat',
  },
  swan: {
    pet: 'DogOnASwanFloat SwanFeatherCatToy SwanPoseWithMyPup SwanPillowCuddle SwanNeckCatStretch KittenSwanLake SwanPlushFetch SwanTowelNap',
  },
  resort: {
    dance:
      'AllInclusiveConga ResortLimboNight ResortBeachZumba ResortMacarena ResortLawnBoogie ResortHulaSway FarewellResortDance ResortSalsaLesson',
  },
  fox: {
    funny:
      'FoxScreamReaction FoxShoeThief FoxPuppetSkit WhatDoesTheFoxSay FoxDocumentaryNarrator FoxGiggleNoises FoxVoiceImpressions SneakierThanAFox',
  },
  glue: {
    funny:
      'GlueStickDrawerHunt NotTheWholeGlueBottle GlueDoodleDisaster GluePeelSatisfaction GlueSockPuppetShow GlueCraftFailNarration GlueCapLostForever GlueMessyTableTour',
    prank:
      'GlueGooglyEyeFridge GlueStickNoteTrail GlueBalloonBouquet GlueCollageCompliment GluePaperChainHallway GlueMagazineFaceSwap GlueTinyHatOnFruit GlueCrownSurprise',
  },
  chinchilla: {
    prank: 'ChinchillaCupcakeSurprise ChinchillaDoodleNotes IsItASlipperOrPet',
    gaming: 'ChinchillaTreatPuzzle ChinchillaPlayerTwo HayCubeMaze',
  },
  november: {
    prank:
      'NovemberKidsTableSwap TurkeyHatAtDinner NovemberPlaceCardPuns NovemberGooglyEyePumpkin FakeSnowInNovember NovemberAcornSurprise JingleBellsInNovember ThankYouNoteNovember',
    pet: 'NovemberSniffWalk NovemberLeafZoomies PawsitivelyThankful NovemberBlanketNest NovemberCatNapMarathon PuppyFootballFetch NovemberRainyDayGames CuddleUpNovember',
  },
  'marine biology': {
    fitness: 'MarineBiologySwim MarineBiologyCrabWalk DolphinKickDrill',
    prank: 'MarineBiologyPlushSquid MarineBiologyToySurprise MarineBiologyFactNotes',
    travel: 'MarineBiologyAquariumQuiz MarineBiologyMuseumTrip CoralReefSnorkel',
    tech: 'MarineBiologyMicroscope MarineBiologyOceanDrone ReefCamLive',
  },
  boardwalk: {
    prank:
      'BoardwalkPlushSeagull BoardwalkToyCrabSurprise BoardwalkShellNoteGift BoardwalkBalloonBouquet BoardwalkClawPrizeSwap PierPhotoBoothCameo BoardwalkTicketShower BoardwalkCaricatureReveal',
  },
  spoons: {
    funny:
      'SpoonsSneakyGrab LastSpoonDrama SpoonsPokerFaceFail SpoonsGrandmaWins SpoonsRematchRant WhoGrabbedTheSpoonFirst SlowMoSpoonSnatch TrashTalkSpoons',
  },
  subnautica: {
    prank: 'SubnauticaRoarRingtone SubnauticaStickerTrail LeviathanPlushSurprise',
  },
  oyster: {
    wellness:
      'OysterShellWorryStone OysterOpenCloseBreath OysterBeachMeditation OysterPatiencePractice SunsetOysterPicnic PearlOfWisdomOyster SlowOysterSupper OysterHarborJournal',
  },
  'road trip': {
    speed:
      'RoadTripPackingRace RoadTripTrunkPuzzle RoadTripCoolerSprint RoadTripPlaylistIn60 RoadTripBingoCardRush RoadTripSnackDash RoadTripLoadOut RoadTripUnpackBlitz',
  },
  dress: {
    pet: 'PetPicksMyDress CatSitsOnTheDress DressMatchingChewToy DressScrapsKittyBed TwirlingDressPetReaction WalkiesInASundress DressForTheDogPark KittenChasesTheDressHem',
  },
  rock: {
    pet: 'DogRocksOut KittenVsPetRock RockSongTrickTraining RockAByePuppy PupHeadbangsToRock RockConcertKittyNap RockRoadieDoggo RockBeatTailWag',
  },
  poodle: {
    prank: 'PoodlePortraitReveal PoodleHideAndSeek CurlyWigTwinPrank',
  },
  'parking lot': {
    speed:
      'ParkingLotSignsQuickfire ParkingLotPlateSpotting ParkingLotBrickBuildRush ParkingLotDoodleTimer ParkingLotTrunkPuzzle BeatTheMeter ParkingLotFindMyCar ParkingLotBuckleUpRace',
  },
  slime: {
    funny:
      'SlimeGoneWrong DadMakesSlime SlimeTextureRanking SlimeOnTheCarpet SlimeInGrandmasHands SlimeNoiseReactions BlindfoldSlimeGuess FancyChefSlime',
    prank:
      'SlimeSurpriseBox SlimeGlitterJarGift SlimeCharmInside SlimeHandshakeSurprise SlimeSmileyStamp SlimeSquishySwap SlimeSecretMessage GooglyEyeSlime',
  },
  'no sugar': {
    funny: 'NoSugarPunsOnly SugarFreeTasteTest NoSugarLemonadeWince',
    prank: 'NoSugarBerryBouquet NoSugarSmileyStickers LookalikeFruitTreat',
    gaming: 'NoSugarBingo SugarFreeSideQuest NoSugarBoardGameNight',
  },
  'cookie decorating': {
    pet: 'CookieDecoratingPetFace PupSafeIcingCookies CookieDecoratingDogDoodle GotchaDayCookieArt CookieArtPawPrints ShelterBakeSaleCookieArt GuessMyBreedCookieArt CookieArtForTheVet',
  },
  spinach: {
    prank:
      'SpinachSmileyLunchbox SpinachTeethFakeOut SpinachGrowKitSurprise SpinachSeedPacketGift SpinachLeafBookmark SpinachCanCandyReveal SpinachPuppetCameo SpinachFridgeMagnetPoem',
    pet: 'SpinachSeedlingsVsMyCat SpinachGreenPawtrait DogGuardsTheSpinach CatInTheSpinachPatch SpinachGardenSniffari SpinachLeafPeekaboo HelpMeHarvestSpinach SpinachPlushTug',
  },
  slinky: {
    prank:
      'SlinkyHelloNote SlinkyInTheCookieJar MysteryBoingSound SlinkyDoorwaySpring GiantSlinkySurprise SlinkyJackInTheBox SlinkyGiftWrapMaze SlinkyDeskTakeover',
  },
  'palm tree': {
    pet: 'PalmTreeCatScratcher NapUnderThePalms PalmTreePetPortrait DogMeetsPalmTree PalmTreeCoolMatSnooze PalmTreeSprinklerPlay PalmTreePetPhotoShoot PalmTreeBeachWalk',
  },
  porcupine: {
    travel:
      'SpotAPorcupine PorcupineNatureCenter PorcupineTriviaHike PorcupineBookQuest PorcupineMuseumVisit PorcupineTrailWalk PorcupinePrintDetective PorcupineZooTrip',
  },
  'butter knife': {
    tech: 'ButterKnifeReflectionShot AIUsesForAButterKnife ToastPhotoButterKnife ButterKnifeFoleyClinks DesignAButterKnife3D ButterKnifeEmojiPitch ButterKnifeSpreadSlowMo ButterKnifeGadgetReview',
    pet: 'ButterKnifeLickMat PuppyEyesButterKnife LeaveItButterKnife GoldfishPeaButterKnife ButterKnifeToyStuffing ButterKnifeSitStay BunnyButterKnifeSalad PumpkinButterKnifeTreats',
  },
  skateboarding: {
    funny:
      'SkaterDadComeback KickflipAttemptMontage SlowMoSkateBail SkateboardingTeensTeachMe HowDoYouDoFellowKids MomTriesSkateboarding SkateboardingAt40 SkaterSlangForGrandpa',
  },
  kid: {
    prank:
      'KidsPrankTheParents KidToyDinoTakeover KidStickyNoteAttack KidBackwardsDay KidsBalloonAvalanche WhoopeeCushionKid KidSmileyStickerSurprise KidMismatchedSocks',
  },
  cafeteria: {
    prank:
      'CafeteriaKindNotes LunchroomGooglyEyes CafeteriaTrayArtSurprise CafeteriaMilkCartonFaces LunchroomJokeNapkins CafeteriaHighFiveLine CafeteriaComplimentCards CafeteriaFortuneCookies',
  },
  'bad hair day': {
    prank: 'BadHairDayWigPrank BadHairDayFilterPrank BadHairDayHatReveal',
  },
  brownie: {
    funny:
      'CornerOrMiddleBrownie LastBrownieStandoff BrownieStashHunt BrowniePointsAudit JustOneMoreBrownie GooeyBrownieReaction WhoAteTheBrownies BrownieCrumbCrimeScene',
  },
  'mac and cheese': {
    pet: 'MacNCheeseLeaveIt MacAndCheeseTugRope MacAndCheesePlushFetch MacaroniPetPortrait MacNCheeseCozyCatBed SayMacAndCheeseSmile DogStaresAtMacNCheese MacAndCheeseSqueakyToy',
  },
  california: {
    wellness:
      'CaliforniaSunsetCalm CaliforniaForestWalk CaliforniaSunshineBreak CaliforniaStargazing CaliforniaBeachYoga CaliforniaSlowSunday CaliforniaGardenPause CaliforniaOceanSounds',
  },
  plant: {
    pet: 'PetSafePlantSwap EmptyPlantPotCatNap PlantParentPupPortrait PawsAndPlants KittyGrassTasteTest PlantWalkSniffTour CatproofPlantShelf WhoKnockedThePlant',
  },
  bichon: {
    prank: 'BichonPortraitReveal BichonCupcakeSurprise BichonHideAndSeek',
  },
  'donkey kong': {
    fitness: 'DonkeyKongBarrelJumps DonkeyKongArmCircles DonkeyKongBananaCarry',
  },
  hanukkah: {
    pet: 'CatVsDreidel HanukkahCozyKittyNap HanukkahPuppyPortrait ChanukahBoxFort HanukahSqueakyLatke EightNightsOfTreats HanukkahGiftUnwrap PupsFirstHanukkah',
  },
  'candy store': {
    prank:
      'CandyStoreTreasureMap CandyStoreBedroomPopUp GiantGummyBearReveal CandyStoreEmptyBagBluff CandyBouquetAmbush CandyStoreFakeSoldOut CandyStoreRaisinJar CandyStoreMysteryBox',
    pet: 'CandyStoreToyBasket PetTreatPickAndMix CandyStoreWindowWalk CandyStorePupPortrait CandyStoreCardboardCat BunnyInTheSweetShop CandyStoreHamsterMaze CandyStoreBiscuitJars',
  },
  salmon: {
    prank:
      'SalmonGooglyEyes SalmonOrigamiFleet SalmonLoveLetter SalmonPlushInTheSink SalmonPunCards SomethingsFishyHere SalmonGummyLunchbox SalmonStickerTrail',
  },
  vegetable: {
    funny:
      'VegetableTierList VeggieHaterTaste VegetableVoiceovers VegetableSillyFaces BroccoliTreeGiant KidsRateSprouts VegetableSoapOpera VegetablePuppetShow',
    prank:
      'VegetableGooglyEyes VegetablePeopleParade VegetableBouquetDelivery VegetableRiddleCards VegetableMustacheSelfie CucumberSpaSurprise VegetableFaceFridge VegetableLunchboxSmiles',
  },
  ireland: {
    pet: 'IrelandSheepdogSkills IrelandGreenPetPortrait IrishSetterPhotoshoot',
  },
  tag: {
    prank:
      'TagYoureItStickyNote ComplimentTagChain SneakyTagHandoff TagSurpriseHighFive TagThankYouCards MysteryTagBalloon SecretTagAgent TagWithBubbles',
  },
  'national anthem': {
    pet: 'NationalAnthemDogHowl NationalAnthemPetSalute NationalAnthemCatNap',
  },
  tabby: {
    prank:
      'TabbyMugMessage TabbyFilterOnDad WeGotATigerTabby CardboardCutoutTabby PawPrintNoteFromTabby DecoyTabbyOnTheCouch PurrAlarmTabby TabbyTookYourSpot',
  },
  grooming: {
    music: 'GroomingSalonPlaylist GroomingCalmPianoMix DogSpaLullaby',
  },
  'junk drawer': {
    speed:
      'JunkDrawerSpeedSort JunkDrawerWorkingPen JunkDrawerPaperclipChain EmptyTheJunkDrawerFast JunkDrawerFindTheTape JunkDrawerKeyMatchRace JunkDrawerMinuteToWin JunkDrawerTidyBlitz',
  },
  'bunk bed': {
    prank:
      'BunkBedPlushieArmy BunkBedGlowStarCeiling BunkBedSnoreRecording BunkBedFortSurprise BalloonsFromTheTopBunk BunkBedPillowSwap GooglyEyeBunkBed BunkBedSwitchSides',
    pet: 'BunkBedCatHideout BunkBedKittenNap BunkBedPupSleepover BunkBedPetTakeover BunkBedStoryTimeDog BunkBedPillowPatrol FurBabyBunkBed SnuggleBuddyBunkBed',
  },
  'lunar new year': {
    prank:
      'LunarNewYearLuckyNote RedEnvelopeSurprise LunarNewYearDoorCouplet LunarNewYearPillowGift LunarMandarinPyramid GoldCoinChocolateHunt LunarNewYearLionPhotobomb LunarNewYearTangerineFace',
    pet: 'LunarNewYearTreatHunt LunarNewYearPlushFetch LunarNewYearKittenNap LunarNewYearRedBlanket BunnyYearPortrait LunarNewYearPuppyPhotos LunarNewYearGoldfishWish LunarNewYearHamsterHouse',
  },
  doritos: {
    prank: 'DoritosBagDoodleNote DoritosSurpriseSnackDrop CoolRanchGiftBasket',
    pet: 'DoritosColorToyHunt DoritosNotForDogs TrianglePlushFetch',
  },
  earring: {
    funny:
      'LostEarringBackHunt EarringDrainRescue GiantEarringTryOn HeavyEarringProblems EarringMismatchDay EarringHoardTour EarringClipOnFail WearAllMyEarringsAtOnce',
    prank:
      'EarringGiftBoxSurprise EarringCandyDangles PaperClipEarrings GiantEarringPrank EarringsOnThePlant WhoNoticesMyOddEarrings EarringCerealLoops EarringSneakSwap',
  },
  candle: {
    funny:
      'CandleHoarderTour CandlelightDinnerFail SavingTheFancyCandle JustOneMoreCandle CandleSniffTest CandleLabelVsReality CandleNamesRanked CandleShopOverwhelm',
  },
  macro: {
    prank: 'MacroGuessTheObject MacroMysteryPhoto CloseupFakeout',
    travel: 'MacroNatureWalk MacroGardenTour MacroButterflyHouse',
  },
  alligator: {
    prank:
      'AlligatorPancakeSurprise GatorSockPuppetChomp AlligatorUnderTheCovers AlligatorInTheTub AlligatorPunNotes AlligatorInTheSlipper GatorGuardsTheFridge AlligatorGreenBalloons',
  },
  sweden: {
    prank: 'SwedenFikaSurprise SwedishCandySurprise SwedenDalaHorseHunt',
  },
  bandana: {
    pet: 'BandanaKibbleHunt BandanaCozyNestBed BandanaTreatPuzzle BandanaPeekabooPup BandanaCrateShade BraidABandanaTugToy CatSwatsTheBandana BandanaSniffingGame',
  },
  styling: {
    pet: 'StylingMyDog StylingFurBrushOut PetFitCheck',
  },
  'game day': {
    pet: 'GameDayCouchCuddle GameDayPetPicksWinner TailgatePup',
  },
  broccoli: {
    pet: 'BroccoliPlushFetch BroccoliSniffTest CatVsBroccoli BroccoliSqueakerTug FindTheBroccoli PupTriesBroccoli BroccoliNapPillow BroccoliToyBasket',
  },
  cactus: {
    pet: 'CactusPupPortrait CactusPlushFetch DancingCactusVsCat CactusScratchPost CactusKittyCatnipKicker TumbleweedChase CactusToyTugOfWar CactusOutOfPawReach',
  },
  lumberjack: {
    pet: 'MyDogTheLumberjack LumberjackDogPose LumberjackTreatTrail LumberjackKittyCabin LumberjackPupHowl LumberjackPlushLogFetch LumberjackLapNap LumberjackFlannelPetBed',
  },
  mousetrap: {
    prank:
      'ToyMiceInTheDrawer TinyMouseFootprints PaperMousetrapPrank MousetrapCakeFakeout MousetrapGameSurprise MousetrapPuzzleBox MousetrapFairyDoor MousetrapRiddleTrail',
  },
  wedding: {
    pet: 'WeddingBunnyPortrait WeddingPupNapCorner PetAtTheWedding WeddingPetTreatBar DogOfHonor RingBearerRehearsal WeddingVowsForFido WeddingKittenReunion',
  },
  millennial: {
    fashion: 'MillennialFitCheck MillennialSidePart MillennialVsGenZStyle',
  },
  burger: {
    pet: 'BurgerToyUnboxing BurgerSqueakerFetch BurgerShapedCatBed BurgerBunPillowNap SliderSizedPup BurgerBegFaceContest BurgerTreatHideAndSeek BurgerPlushTug',
  },
  dessert: {
    funny:
      'AlwaysRoomForDessert NailedItDessert DramaticDessertReview DontTouchMyDessert SecondDessertStomach DessertPlatingFail DessertCourtroom DessertMenuIndecision',
  },
  recipe: {
    prank:
      'SecretIngredientIsLove RecipeBookHiddenJokes RecipeComicStrip FakeFamilyRecipe RecipeScavengerHunt RecipeCardSillyStep RecipeCakeLookalike MysteryRecipeNight',
  },
  mcdonalds: {
    prank: 'McdonaldsToyTreasureHunt McdonaldsBagKindNote SurpriseHappyMealDrop',
  },
  'concert outfit': {
    pet: 'ConcertOutfitPupApproval PetConcertFitCheck ConcertOutfitDogHugs',
  },
  bobsled: {
    pet: 'DogBobsledTeam BobsledBoxCatNap BobsledSnowZoomies',
  },
  labrador: {
    speed: 'LabradorRecallDash LabradorFetchRace TennisBallSprint',
  },
  beagle: {
    prank: 'BeagleInvisibleTreat BeagleBalloonWelcome BeagleSniffAndSeek',
  },
  goldendoodle: {
    prank: 'GoldendoodleCardSurprise DoodleBedStowaway GoldendoodleWakeUp',
  },
  budgie: {
    prank: 'BudgieRingtoneMimic BudgieHelloSurprise BudgieDoodleGift',
  },
  boxer: {
    prank: 'BoxerBalloonGreeting BoxerHideAndSeek BoxerBedStowaway',
  },
  cavalier: {
    prank: 'CavalierCakeReveal CavalierHideAndSeek CavalierDisappearingAct',
  },
  dalmatian: {
    prank: 'DalmatianSpotCookies SpottyBlanketCamo DalmatianHideAndSeek',
  },
  minecraft: {
    prank: 'MinecraftPixelNotes MinecraftFakeDiamond MinecraftHiddenHouse',
  },
  witch: {
    prank:
      'WitchCackleAlarm CauldronCandySurprise WitchBroomParkingSign WitchMoonGarland FreezeSpellOnDad WitchHatOnEverything WickedWitchFeet WitchRiddleScroll',
  },
  accent: {
    prank: 'AccentForADay NatureDocNarrator AccentWallSurprise',
  },
  butter: {
    pet: 'PetsNamedButters ButterSoftFurBrush ButterBlanketBurrow ButterballPhotoShoot ButterCoatCheck ButterGentleBellyRubs ButterPawBalm ButterscotchKittyPortrait',
  },
  'high protein': {
    prank: 'HighProteinBreakfastInBed HighProteinMysteryBrownie ProteinShakerSurprise',
  },
  suit: {
    pet: 'TuxedoCatPhotoShoot SuitAndPupSelfie SuitCoveredInFur SuitBestBoyCuddles PetReactsToMySuit SuitPocketSquareForFido SuitedHostTrickShow SuitAndSneakersDogWalk',
  },
  tshirt: {
    prank:
      'TshirtWithTheirFace TshirtBackMessage TshirtTieDyeSurprise TshirtInsideOutGag TshirtSleevesKnotted TshirtOrigamiFold TshirtPlushModel TshirtPocketNote',
  },
  butterfly: {
    pet: 'ButterflyChasingPuppy CatMeetsButterfly ButterflyPupPortrait PetVsToyButterfly SocialButterflyDog ButterflyOnTheNose ButterflyKittyNap ButterflyGardenSniffWalk',
  },
  gerbil: {
    prank:
      'ThumpCodeGerbil TinyNoteFromTheGerbil StashLikeAGerbil GerbilDoodleGift DubTheGerbilPrank GerbilInEveryPhoto BlameItOnTheGerbil GerbilSoundAlarm',
  },
  'pokemon card': {
    prank: 'PokemonCardFakePull PokemonCardSurprisePack PokemonCardTreasureMap',
  },
  'conference room': {
    fashion:
      'ConferenceRoomMulletFit BoardroomPowerLook BlazerSwapBoardroom CasualFridayMeetingRoom ConferenceRoomColorPop SuitAndSneakersBoardroom LanyardGlowUpMeetingRoom MonochromeMeetingRoom',
  },
  'leaf blower': {
    fitness:
      'LeafBlowerArmHold LeafBlowerLunges LeafBlowerRakeSprints LeafBlowerJumpSquats LeafBlowerStepUps LeafBlowerCleanupCircuit LeafBlowerWallSit LeafBlowerBagCarry',
  },
  'gender reveal': {
    pet: 'DogDoesTheReveal GenderRevealNurseryTour GenderRevealPetGuess GenderRevealCatCameo GenderRevealFetch FurBigSibling PuppyPawGenderReveal GenderRevealTreatBox',
  },
  poke: {
    pet: 'PokeBowlKibbleStyle PetNamedPoke PokeSunnyPatioNap',
  },
  honey: {
    pet: 'HoneyJarHeadTilt HoneyNicknameTest HoneyBearToyHunt HoneyImHomeReaction GoldenRetrieverGlow HoneycombBlanketSnuggle HoneySunbeamCatNap HoneyPuppyPortrait',
  },
  'food truck': {
    prank:
      'FoodTruckMiniatureMeal FoodTruckWindowPuppet FoodTruckHomeDriveThru FoodTruckBurgerCakeTrick FoodTruckLunchboxNote FoodTruckSoldOutFridge FoodTruckJingleFakeout FoodTruckMenuDoodle',
  },
  'route 66': {
    pet: 'Route66RoadTripDog Route66SniffStop CarWindowPupLife',
  },
  colombia: {
    pet: 'ColombiaBeachPup ColombiaHammockNapDog CartagenaPetStroll',
  },
  vans: {
    pet: 'VansSkateboardPup VansCheckerboardDogBed KittenInMyVans',
  },
  petite: {
    prank: 'PetitePlatformSurprise PetiteClosetMakeover ShortGirlTallReveal',
  },
  'try something new': {
    fitness: 'TrySomethingNewWorkout TrySomethingNewPilates FirstTimeYogaClass',
  },
  'hot water bottle': {
    prank:
      'SneakyWarmSheetsSurprise HotwaterBottleBaby IceColdHotwaterBottle GooglyEyesHotwaterBottle HotwaterBottleHugNote HotwaterBottleSeatWarmer CatOrHotwaterBottle NewPetHotwaterBottle',
  },
  'nicki minaj': {
    pet: 'NickiMinajCatCuddles NickiMinajPinkPetBed SuperBassPuppy',
  },
  treehouse: {
    fashion:
      'TreehouseOverallsStyle TreehouseExplorerFit DressForTheTreehouse TreehouseFlannelLayer LumberjackChic TreehouseMossGreenLook TreehouseCottageKnit TreehouseLeafCrown',
  },
  'backyard chicken': {
    prank:
      'BackyardChickenBunting HenHouseMakeover BackyardChickenCrowWakeUp ChickenCoopGnome BackyardRubberChicken BackyardChickenFakeEgg BackyardChickenHatOnDad BackyardChickenDecoy',
  },
  'russian blue': {
    prank: 'RussianBlueCakeReveal RussianBlueBoxSurprise SilverCatDoubleTake',
  },
  'black panther': {
    prank: 'BlackPantherMaskReveal BlackPantherComicNote VibraniumGiftSurprise',
  },
  'tank top': {
    prank:
      'TankTopInsideOut TankTopTwinningSurprise TankTopSloganReveal TeddyInATankTop DrawerFullOfTankTops TankTopOverMyCoat WearDadsTankTop DidMyTankTopShrink',
  },
  ribs: {
    prank:
      'RibsCakeSurprise BurntRibsFakeout EmptyPlatterRibs GiantBibForRibs LunchboxRibsDrop RibsNapkinDoodles FancyRestaurantRibs PlaceCardPunsRibs',
  },
  'sushi rolling': {
    prank: 'SushiRollingCandy SushiRollingDessert SushiRollingChopstickNote',
  },
  'night vision': {
    prank: 'NightVisionHideAndSeek NightVisionGlowTrail LightsOutSurprise',
  },
  'latte art': {
    pet: 'LatteArtPetPortrait LatteArtPawStencil CatCafeLatteArt DogPatioLatteArt KittyReactsLatteArt LatteArtBunnyLookalike PatientPupLatteArt LatteArtBirdDoodle',
  },
  'boyfriend prank': {
    art: 'BoyfriendPrankPortrait BoyfriendPrankComicStrip SketchMyBoyfriend',
  },
  'stir fry': {
    pet: 'StirFryLeaveItDrill MatStayStirFry CarrotCrunchStirFry NoOnionsForPetsStirFry KittyWatchesStirFry PupSafeVeggieStirFry StirFryNightWalkies BunnyGetsTheGreensStirFry',
  },
  'poppy playtime': {
    prank: 'PoppyPlaytimeFanArtCard PoppyPlaytimeGiftBox HuggyPlushSurprise',
  },
  cherry: {
    pet: 'CherrySunnyWindowNap CherryPlushFetch CherryPetalCatChase SakuraPupPortrait CherryBlossomDogWalk CherryToyTugOfWar CherryRedCollarShoot CherryPrintPetBed',
  },
  bucket: {
    travel:
      'SeashellBucketHunt BucketSandcastleBuild BucketAndSpadeDayOut BerryPickingBucket TickOffTheBucketList BucketForestConeHunt BeachcombBucket LitterPickBucket',
  },
  scarecrow: {
    prank:
      'ScarecrowAtDinner ScarecrowWearsDadsCoat ScarecrowTookMySeat CouchPotatoScarecrow ScarecrowWavesHello ScarecrowThankYouSign GameNightScarecrow StrawHatScarecrowTwin',
  },
};
