import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  climbing: {
    dance:
      'ClimbingGymFloorJam ClimbingChalkClap BoulderingBoogie ClimbingMimeMoves HoldHopHustle ClimbingShoeShuffle ClimbingHarnessShimmy DoTheRockClimber',
    prank:
      'ClimbingCheerSquad ClimbingSportsCommentary ClimbingSurpriseBanner BoulderingGooglyEyes ClimbingCardboardTrophy ClimbingWalkUpSong ClimbingSecretFanClub FakeCrowdForClimbers',
    educational:
      'ClimbingGearQuiz ClimbingGripScience HowClimbersStick ClimbingKnotSchool ClimbingRopeAnatomy BoulderingPhysics101 ClimbingLingoLesson ClimbingMythOrFact',
    travel:
      'ClimbingGymCrawl ClimbingRoadTrip ClimbingGuidedDayTrip ClimbingBucketList ClimbingInANewTown ClimbingParkPicnic SnapAClimbingPostcard ClimbingSpotShowdown',
    wellness:
      'ClimbingFlowState ClimbingGratitudeLog ClimberHandSpa BoulderingBreathwork ChalkUpAndBreathe ClimbingCalmBreaths ClimbingRestDayReset MantraBeforeClimbing',
    speed:
      'ClimbingChalkDoodleRace ClimbingGearGuessFast BoulderingBlitz ClimbingRouteRecall ClimbingLingoSpeedQuiz AutoBelayRelay ClimbingShoeSprint ClimbingHoldSortRush',
    pet: 'ClimbingHikeWithMyDog ClimbingRopePetBed KittenClimbingCourse ClimbingPillowMountain ClimbingCatTreeTour TreatAtTheTop KittyClimbingCastle ClimbingPupSidekick',
    gaming:
      'ClimbTheLeaderboard ClimbingCopyMyRoute ClimbingLevelUp ClimberSpeedrun ClimbingHoldBingo ClimbingColorCall DiceRollClimbing ClimbingSimonSays',
  },
  'needle felting': {
    prank: 'NeedleFeltedLookalike NeedleFeltingDeskBuddy TinyWoolStowaway',
    speed: 'NeedleFeltingQuickGuess FeltingBallRollRace WoolColorSortSprint',
  },
  'pool noodle': {
    fitness:
      'PoolNoodleCoreBalance PoolNoodleArmCircles FlutterKickLaps PoolNoodleSquats PoolNoodleFoamRoll NoodleNinjaCircuit PoolNoodlePushUps HighKneePoolNoodle',
    prank:
      'PoolNoodleHallwayMaze PoolNoodleDoorCurtain FoamForestBedroom PoolNoodleMustache PoolNoodleDonutStack PoolNoodleGiantBow PoolNoodleWelcomeArch PoolNoodleAntlersOnDad',
    educational:
      'WhyPoolNoodlesFloat PoolNoodleMarbleRun PoolNoodleDensityTest PoolNoodleFoamFacts PoolNoodleFractions PoolNoodleSoundTube MeasureInPoolNoodles PoolNoodleSolarSystem',
    travel:
      'PoolNoodleRoadTripHacks LazyRiverAdventure PoolNoodleShadeLounge PoolNoodleParkPicnic PackThePoolNoodle PoolNoodleSandCastle PoolNoodleSplashPadDay CampsitePoolNoodle',
    wellness:
      'PoolNoodleStretch FloatAndBreathe PoolNoodleFootMassage PoolNoodleLegsUpRest PoolNoodleBackRoll NoPhoneOnTheNoodle PoolNoodleCalmCorner PoolNoodleNeckPillow',
    speed:
      'PoolNoodleRelay PoolNoodleHoopRush PoolNoodleSlalom PoolNoodleStackClock PoolNoodleTagSprint NoodleJoustBlitz PoolNoodleHurdleDash BeatMyPoolNoodleTime',
    pet: 'PoolNoodleSniffTrail PoolNoodleKittenTunnel PoolNoodleWeavePoles PoolNoodleAgility PoolNoodlePetLimbo PoolNoodleCozyNook PoolNoodleTreatHunt HopThePoolNoodle',
  },
  dashcam: {
    dance: 'DashcamDrivewayDance DashcamArrivalShuffle PassengerSeatMoves',
    fitness: 'DashcamRestStopWorkout DashcamParkedYoga RoadTripStretchBreak',
    funny: 'DashcamBirdPhotobomb DashcamDuckCrossing DashcamCloudCritters',
    music: 'DashcamParkedDuet DashcamRoadTripPlaylist WindowsDownAnthem',
    pet: 'DashcamPetHarnessCheck DashcamDogRoadTrip BuckledUpPup',
    gaming: 'DashcamAlphabetHunt DashcamRoadBingo DashcamISpy',
  },
  zipline: {
    dance: 'ZiplineGroundGroove ZiplineVictoryDance CanopyDanceBreak',
    fitness: 'ZiplineCorePrep ZiplineHikeUp ZiplineBalanceDrills',
    speed: 'ZiplineSpeedTest ZiplineTriviaDash FastestCanopyLine',
  },
  parkour: {
    funny:
      'ParkourSoundEffects LazyParkour ParkourCommentary ParkourMovieTrailer ParkourExpectations ParkourSockPuppets ParkourDollStunts FingerParkour',
    speed:
      'ParkourConeWeave ParkourLadderDrill ParkourQuickFeet ParkourTapeLineRush PillowParkourSprint BackyardParkourDash ParkourAgilityRings HopscotchParkourRace',
    art: 'ParkourStopMotion VaultActionSketch ParkourFlipbook ChalkParkourCourse DrawYourParkourLine ParkourSilhouette ParkourComicStrip ParkourShadowTrace',
    gaming:
      'ParkourObstacleBingo ParkourMemoryMatch ParkourSimonSays ParkourHorseGame RollTheDiceParkour ParkourCheckpoint FinalBossParkour TagYoureItParkour',
  },
  'glue gun': {
    prank:
      'GlueGunPaperCrownDrop GlueGunSecretTrophy GlueGunPuppetPal GlueGunFlowerBouquet GlueGunWelcomeSign TinyHatsGlueGun GlueGunMedalAward MiniMeDollGlueGun',
    speed:
      'BeatTheGlueGunWarmUp GlueGunIdeaStorm GlueGunSafetyQuizBlitz GlueGunStickSortRace GlueGunCraftGuess SpeedyGlueGunSupplyHunt GlueGunCleanupClock GlueGunButtonCount',
  },
  dolphin: {
    funny:
      'DolphinTalkShowHost DolphinSideEye SubtitlesForADolphin DolphinWeatherReport DolphinOrSqueakyDoor LaughLikeADolphin DolphinVoiceoverSkit DolphinSmileImpression',
    prank:
      'DolphinSqueakRingtone DolphinDrawingGift DolphinPhotobomb DolphinLaughDoorbell SurpriseTowelDolphin DolphinFloatSurprise DolphinPlushPeekaboo DolphinStickyNoteTrail',
    speed:
      'DolphinKickRace DolphinQuizBuzzer DolphinDrawInTen DolphinOrigamiRace DolphinFactsRapidFire DolphinJigsawSpeedrun DolphinFlipCount DolphinPlushStackOff',
  },
  smores: {
    prank:
      'SurpriseSmoresNight SmoresCostumeWakeUp LivingRoomSmoresCamp SmoresPillowDecoy SmoresStickyNoteTrail FakeCampfireLantern SmoresWelcomeBasket SmoresInTheirLunchbox',
    educational:
      'SolarOvenSmores SmoresOriginStory SmoresHeatTransfer PerfectSmoresScience WhyMarshmallowsPuff SmoresCampfireSafetyRules SmoresMeltPoint SmoresHistoryQuiz',
    tech: 'SmoresGreenScreen SmoresMakerShowdown PizzaBoxSolarSmores AirFryerSmoresTest AskAIForASmoresTwist MarshmallowSlowMo SmoresStopMotion SmoresTimelapse',
  },
  dragonfly: {
    prank:
      'DragonflyWindowCling DragonflyPaperSwarm DragonflyOnTheirShoulder DragonflyWakeUpCall BalancingDragonfly DragonflyOrigamiGift DragonflyDoodleNotes BookmarkDragonflies',
    speed:
      'DragonflyCountIn60 DragonflySpeedSketch PaperDragonflyFoldRace SpotTenDragonflies DragonflyFactsRapidFire DragonflyPuzzleRush DragonflyBalanceDash DragonflyPhotoBlitz',
    gaming:
      'DragonflyCharades DragonflyScavengerHunt DragonflyMemoryMatch DragonflyColorSort DragonflySnapCardGame DragonflyTriviaWheel DragonflyBingo DragonflySpotOff',
  },
  ocean: {
    funny:
      'SeasideSeagullDrama OceanSeaweedPanic DocumentaryOfACrab OceanSunscreenStruggle OceanFirstTimeReaction OceanFishFaceImpressions LakeVsOceanDebate OceanSandInEverything',
    travel:
      'OceanMaritimeMuseum LighthouseHopBySea BoardwalkByTheSea SeasideTownHopping SunsetPicnicByTheSea TrainRideToTheSea WhatsInMySeasideBag OceanAquariumDayTrip',
  },
  'smart home': {
    cooking:
      'SmartHomeMealPlanner HandsFreeRecipe SmartHomePicksDinner SmartHomeConversions BistroSmartLights CoffeeSmartPlug TimerJuggleSmartHome PopcornSmartLights',
  },
  judo: {
    pet: 'JudoBowWithMyDog CatSupervisesMyJudo OldJudoBeltTugToy RollOverLikeJudo JudoMatNapBuddy KittenOnMyJudoGi WalkiesAfterJudo PawShakeBeforeJudo',
  },
  'angry birds': {
    prank: 'AngryBirdsPlushParade AngryBirdsThemeAlarm BadPiggiesFridgeNote',
    educational: 'AngryBirdsPhysics AngryBirdsLaunchAngles AngryBirdsGraphPaper',
    tech: 'AngryBirdsCodeClone AngryBirdsOnOldPhone AngryBirdsLevelDesign',
  },
  tailor: {
    prank:
      'TailorFixedYourFave TailorTinyBowTies SecretSeamstress TailorTeddySuit TailorPatchSurprise HiddenPocketNote TailorFabricFlowers TailorClownCostumeFitting',
  },
  'rainy day': {
    prank:
      'RainyDayUmbrellaConfetti RainyDayPaperBoatNote RainyDayDuckInvasion RainyDayFakeForecast RainyDayRainbowCard RainyDayIndoorPicnic RainyDayWindowMessage RainyDayBootSwap',
    pet: 'RainyDayZoomies RainyDayHallwayFetch RainyDayPetFort DogRefusesRainyWalk CatVsRaindrops RainyDayPawWipe RainyDayTreatHunt RainyDayBunnyObstacles',
  },
  'tie dye': {
    prank:
      'TieDyeSockSurprise TieDyePillowcaseSwap TieDyeSlangAllDay TieDyeTwinningReveal EveryoneInTieDye TieDyeHippieWakeUp TieDyeLunchNapkins TieDyeDoorBanner',
    pet: 'TieDyeToyBasket TieDyeFoodMat TieDyeKittenBlanket TieDyeLeashWalk GroovyGoodBoy PeaceLoveAndPaws TieDyePetBed TieDyeCatPortrait',
  },
  'stone skipping': {
    pet: 'StoneSkippingDogAudience LeaveItRockSkipping ShoreSniffStoneSkipping PupPicnicStoneSkipping LeashWalkStoneSkimming StoneSkippingCalmSit ShadeNapRockSkipping SkippingStonesPetPhoto',
  },
  yellowstone: {
    fitness: 'YellowstoneTrailHike YellowstoneBoardwalkLoop BisonStanceSquats',
    pet: 'YellowstonePupRanger YellowstonePetRules CampsitePupLife',
  },
  crab: {
    prank:
      'CrabFootprintsInSand CrabClawGloveWave CrabToyInTheShoe TinyCrabInvasion CrabPlushParade CrabStickerOnTheirMug CrabWalkEntrance CrabPincerTickleAttack',
    educational:
      'WhyCrabsWalkSideways HermitCrabShellSwap HowCrabsBreathe CrabOrLobsterQuiz TrueCrabOrFake CrabMoltingExplained CrabEyeStalkFacts CrabLifeCycleDiagram',
    travel:
      'CrabShackRoadTrip CrabFestivalVisit CrabMuseumTour CrabSpottingSafari CrabRollBeachPicnic GhostCrabNightWalk CrabbingOffThePier CrabAquariumDayOut',
    wellness:
      'CrabbyToCalm SlowSidewaysStroll CrabDoodleUnwind ComeOutOfYourShell HermitCrabMeTime CrabPoseMeditation CrabWalkGratitude CrabOceanSoundsNap',
  },
  ladle: {
    educational:
      'HowMuchALadleHolds LadleReflectionScience SkimFatWithALadle MetalOrWoodLadle LadleBalanceScale LadlePendulumSwing LadleMagnetTest SayLadleInFiveLanguages',
  },
  'spring break': {
    prank:
      'BackyardBeachSurprise SpringBreakLeiGreeting FlamingoFloatDoorway FakeSpringBreakHomework SpringBreakBalloonWake SpringBreakPaperPalms SpringBreakTikiRoom SpringBreakTicketReveal',
  },
  braid: {
    prank:
      'BraidTheirHoodieStrings BraidWhileTheyNap BraidGiantYarnWig BraidRibbonsOnTheBike SurpriseFishtailBraid BraidBookmarkGift BraidFriendshipBracelet BraidTeddyBearHairdo',
  },
  cozy: {
    pet: 'CozyCatOnLap CozyWindowPerch CozyPetBedBuild HyggeNapPile CozyPuppyBlanketNook KittenInTheKnits CozyCaveForKitty CozyBunnyHayNest',
  },
  dodgeball: {
    prank:
      'DodgeballPlushSwitch DodgeballCheerSigns SoftToyVolley DodgeballMascotCameo ComplimentDodgeball DodgeballHighFiveTunnel InvisibleDodgeball DodgeballBalloonBarrage',
  },
  july: {
    prank:
      'FrozenTShirtInJuly JulyWaterBalloonHello JulyWatermelonFakeOut JulyPopsicleSurprise ChristmasInJuly JulyIceCreamDelivery SnowDayInJuly JulyRubberDuckArmy',
    pet: 'JulyCoolGrassPupWalk JulyFrozenLickPad JulySprinklerChase JulyPupsicleTreats JulyCoolingMatNap CatFindsJulyShade JulyBeachDayDog KeepKittyCalmInJuly',
    gaming:
      'JulyBacklogBlitz JulyCornholeFaceOff JulyPicnicCards JulyConsoleMarathon JulyBeatTheHeatCharades JulyPorchBoardGames JulyTriviaNight JulyFrisbeeGolf',
  },
  avocado: {
    prank:
      'AvocadoPlushPillowDrop AvocadoThankYouCard AvocadoStickerStorm LoveNoteInAvocado AvocadoCostumeWakeUp AvocadoWithAFace AvocadoRoseSurprise AvocadoPunBookmark',
    pet: 'AvocadoPetPortrait AvocadoPlushFetch AvoBedCatNap PupInAvocadoCushion AvocadoKittyBlanket AvocadoPillowPileUp AvocadoWaterBowlMat FeltAvocadoHideaway',
  },
  blanket: {
    prank:
      'BlanketFortSurprise BlanketLumpDecoy FluffyBlanketSwap BlanketGhostPeekaboo BlanketTeddyTuck BlanketOfStickyNotes BlanketCocoaDelivery SlowBlanketTugPrank',
  },
  clothesline: {
    pet: 'ClotheslinePetArtShow ClotheslineCatPeekaboo PupLaundryHelper ClotheslineShadowChase PounceOnTheClothes KittyInTheBasket ClotheslineBunnyShade ClotheslineDogTowelDry',
  },
  beachcombing: {
    travel: 'BeachcombingCoastTrip BeachcombingShellMuseum SeaGlassBeachVisit',
  },
  'cat vs dog': {
    fitness:
      'CatCowVsDownDog PounceVsFetchSprints CatVsDogAgilityCourse CatsVsDogsCrawlOff CatVsDogPlankOff DogAndCatStretch CatVsDogBurpeeBattle CatVsDogYogaPoses',
    prank:
      'CatVsDogPuppetShow DogVsCatDubbedVoices BarkingCatPlush MeowingDoorbell CatsAndDogsTreatSwitch CatVsDogComicStrip CatVsDogToyMixup CatVsDogNameSwap',
    travel:
      'CatVsDogCafeCrawl CatsVsDogsSpottingWalk CatVsDogFirstCarRide DogAndCatRoadTrip CatVsDogCampsiteNap CatVsDogSouvenirToys CatVsDogHotelCheckIn CatsVsDogsParkPicnic',
  },
  'paper plate': {
    prank:
      'PaperPlatePhotoFace PaperPlateAwardShow PaperPlateFakeClock PaperPlateFloatingTrick CouchCrowdOfPaperPlates LunchboxPaperPlateNote BalloonAndPaperPlateBuddy DadsDeskPaperPlateTwin',
    pet: 'PaperPlateSniffGame PaperPlateTreatPuzzle PaperPlatePawPrintArt PaperPlateAgilityCourse DrawMyDogOnAPaperPlate PicnicForMyPupPaperPlate BunnyHopsOverPaperPlates ParrotPaperPlateForage',
  },
  deepfake: {
    prank: 'DeepfakeFamilyPhoto DeepfakeMeAsGrandpa DeepfakeOrRealQuiz',
  },
  llama: {
    prank:
      'LlamaOnTheShelf LlamaPlushParade LlamaCutoutPhotobomb LlamaMaskVideoCall LlamaStickersEverywhere LlamaNotesInTheirLunch LlamaInTheLaundry FakeLlamaDelivery',
  },
  tricycle: {
    fitness:
      'TricyclePedalSprint TricycleBalanceDrill TricycleFigureEight TricycleHundredLaps ThreeWheelCardio TricyclePlankPush TricycleThighBurner TricycleConeWeave',
    prank:
      'TrikeBirthdayRide TricycleHonkWakeUp TricycleInTheLivingRoom TricycleMailDelivery DadOnATricycle TricycleBalloonBouquet ShowUpOnATricycle TricycleInTheBathtub',
    travel:
      'TricycleTownTour TricycleBoardwalk TricycleMarketMorning BeachTrikeCruise TrikeToTheIceCreamShop TricycleToTheLibrary TricycleTaxiHop TrikeParkLoop',
  },
  'night shift': {
    prank:
      'PizzaForTheNightShift SurpriseTheNightShift NightShiftNoteInLunch NightShiftBalloonDrop BreakfastInBedAtNoon NightShiftNapNook NightShiftCareBasket NightShiftDoorCard',
  },
  'cake topper': {
    pet: 'CakeTopperPhotoProp PetPortraitCakeTopper PawPrintCakeTopper CakeTopperWelcomeHome CakeTopperFromPupTreats KittyPlushCakeTopper TennisBallCakeTopper HayStackCakeTopper',
  },
  doctor: {
    prank:
      'DoctorsNoteSurprise DoctorReflexHammerGag DoctorOrdersIceCream ToyDoctorCheckup PrescriptionForFun DoctorThankYouBanner DoctorPrescribesNaps DoctorTeddyBandages',
  },
  confetti: {
    pet: 'ConfettiToyBin ConfettiThemedTreatBox ConfettiAdoptionDay ConfettiPawBannerCraft PawtyTime ConfettiColorSnuffleMat ConfettiPrintDogBed ConfettiBackdropPortrait',
  },
  bread: {
    prank:
      'GooglyEyeBreadLoaf BreadPunBanner BreadWearsAMustache BaguetteBouquet IsItBreadOrCake BreadClipNotes BreadBoxFullOfSocks BreadHeelsOnlyBag',
    pet: 'BreadOrCatLoaf BreadBakeryPetPhoto BreadBasketNap BreadThemedToyHunt BreadRollPuppyPose BreadcrumbTreatTrail BreadShapedDogBed BreadKittyKneading',
  },
  outfit: {
    prank:
      'OutfitSwapSurprise BackwardsFitCheck OutfitTwinReveal SecretOutfitMakeover ComplimentInThePocket BorrowTheirOutfitPrank OutfitCopycatDay OutfitLaidOutForMom',
  },
  posture: {
    prank:
      'FakePostureSensor PostureCopycat PostureTapOnTheShoulder SecretPostureCoach StandTallStickyNotes PostureGoldStarChart PosturePhotoBomb PostureCheckDoorSign',
  },
  aquarium: {
    prank:
      'FakeAquariumOnTheTV AquariumScreensaverSwap AquariumTreasureNote AquariumFishPunCards TinyDiverSurprise AquariumGlassGooglyEyes AquariumNessieSighting AquariumNewResident',
  },
  pointe: {
    pet: 'PointeShoePetReaction PointeBalletCatAudience PointePupSpectator',
  },
  'ice skating': {
    pet: 'IceSkatingPlushPal IceSkatingPawPrintArt IceSkatingCatReacts IceSkatingPetCheer IceSkatingBunnyHop IceSkatingCozyDogNook KittyJudgesIceSkating IceSkatingPuppyWatchParty',
  },
  recess: {
    prank:
      'RecessAtTheOffice RecessBellAtWork RecessLetterFromPrincipal PlaygroundChalkNote SurpriseRecessBreak RecessHighFiveLine RecessStickerSneak RecessHopscotchHallway',
  },
  map: {
    travel:
      'MapDiceRollTrip MapNoPhoneDay PaperMapsOnly BlindfoldMapPick MapLocalLibraryQuest OffTheMapAdventure FollowAnOldMap MapBusRouteExplore',
  },
  'fried rice': {
    prank:
      'FriedRiceFakeTakeout FriedRiceSmileyPlate FriedRiceFortuneNote FriedRiceChefHatGift FriedRiceEndlessBowl FriedRiceChopstickSwap FriedRiceTinyPortion CandyFriedRiceDecoy',
  },
  cereal: {
    prank:
      'CerealBreakfastInBed FrozenCerealBowl AlphabetCerealNote GooglyEyeCerealBox ChopsticksForCereal BlueMilkMorning CerealPunPlacemat CerealTinySpoonTrick',
  },
  boot: {
    pet: 'BootTrayPawWash CatInMyBoot PuppyBootieStrut WhoChewedMyBoot BootScentTrailGame WinterBootWaddle KittyBootSniffTest BootRoomDogBed',
  },
  'family time': {
    prank:
      'FamilyTimeCerealDinner FamilyTimeNoteHunt DressLikeDadDay FamilyMysteryOuting FamilyTimeWhoopeeCushion FamilyTimeTwinning FamilyTimeSillyHatDay BackwardsFamilyTime',
  },
  playlist: {
    prank:
      'PlaylistSecretMessage KidsSongsOnlyPlaylist PlaylistThankYouMix PlaylistRickroll PlaylistAllKazooCovers PlaylistOfOneTuneOnLoop SneakyPlaylistSwap PolkaPlaylistSurprise',
  },
  'dog park': {
    prank:
      'DogParkKindnessNotes PawPrintChalkTrail DogParkBallStash DogParkPhotobomb DogParkSnifferSelfies DogParkPupcakeParty DogParkWelcomeBanner DogParkSqueakyToyRain',
  },
  carnival: {
    prank:
      'CarnivalHallwayParade CarnivalBalloonChair CarnivalMaskDoubleTake CarnivalConfettiUmbrella CarnivalCrownDelivery CarnivalMusicAlarm CarnivalizeTheirDesk CarnivalStreamerDoor',
  },
  jumping: {
    prank:
      'JumpingPaperFrogs JumpingBalloonSurprise JumpInPhotobombs JumpyWelcomeHome JumpingBunnyStickers JumpingConfettiCard JumpingSockPuppets JumpingDinoPlushParade',
    travel:
      'JumpingLandmarkShots JumpingShadowsOnTheSand RoadTripJumpPhotos JumpingInEveryPark JumpingMuralTour PuddleJumpCityWalk JumpingPostcards JumpingMeadowDayTrip',
  },
  frost: {
    prank:
      'FrostyFridgeSnowman JackFrostWasHere FrostColdSpoonWakeUp FrostFrozenTeeSurprise FrostPaperSnowflakes FrostWindowMessage FakeFrostMirror FrostedFootprintTrail',
    music:
      'FrostyTheSnowmanCover FrostCrunchBeat JackFrostLullaby FrostSleighBellSong FrostBreathBeatbox FrostMorningBallad WinterFrostWaltz FrostWindowTapBeat',
  },
  'ice cube tray': {
    travel:
      'IceCubeTrayCoolerHack IceCubeTrayBentoBox IceCubeTrayShellSorter IceCubeTrayPicnicPrep IceCubeTrayCampMeals IceCubeBeachDayKit IceCubeTrayRoadSnacks IceCubeTrayEarringCase',
    pet: 'IceCubeTrayPupTreats PetIceCubeFirstLick IceCubeHockeyKitty IceCubeTraySlowFeeder CrunchyReactionFace FrozenBrothTower IceCubeTrayBunnyBerries IceCubeTrayPetPopsicles',
  },
  'bake sale': {
    pet: 'BakeSalePupcakeStand BakeSaleWaterBowlStation BakeSaleForTheShelter DogBiscuitBakeSale PetMascotCashier BarkeryBoothHelper BakeSaleGreeterCat BakeSaleCatnipSachets',
  },
  'statue of liberty': {
    fitness: 'StatueOfLibertyPlank StatueOfLibertyArmHold LadyLibertyLunges',
    pet: 'StatueOfLibertyCatSketch StatueOfLibertyPupPose StatueOfLibertyPawArt',
  },
  'rest stop': {
    prank:
      'RestStopSnackSurprise RestStopPostcardDrop RestStopJokeInTheCooler RestStopCostumeChange RestStopBalloonWelcome RestStopSillySouvenir SecretRestStopPicnic RestStopPlaylistSwap',
  },
  pink: {
    prank:
      'ThinkPinkTakeover PinkFlamingoBathtub PinkStickyNoteDesk PinkPancakeBreakfast TickledPinkWakeUp PinkLightbulbSwap PinkFoodColoringMilk PinkBalloonRoomFill',
    pet: 'PinkNosePupCloseUp PinkToeBeanCheck PinkBlanketPetNap PrettyInPinkPet PinkToyBoxTidy TickledPinkKitty PinkPlushKickerForTheCat PinkBallFetchRace',
  },
  'crab walk': {
    prank: 'CrabWalkDinnerDelivery CrabWalkWakeUpCall SidewaysEntrancePrank',
    travel: 'CrabWalkBeachTrip CrabWalkPicnicLawn CrabSpottingWalk',
  },
  'jingle bells': {
    prank:
      'JingleBellsDoorbell JingleBellSneakTest JingleBellsShoeLaces JingleBellsCookieDrop JingleBellsAlarmClock JingleBellsElfWakeUp JingleBellsInTheirCoat BackpackJingleBells',
  },
  milan: {
    prank: 'MilanRunwayForGrandma MilanSurpriseTripReveal RedCarpetWelcomeHome',
  },
  'vocal range': {
    prank: 'VocalRangeSurpriseOpera VocalRangeDeepVoiceCall VocalRangeSerenade',
  },
  tteokbokki: {
    prank: 'TteokbokkiSurprise TteokbokkiCandyLookalike TteokbokkiLunchNote',
  },
  teardown: {
    cooking: 'TeardownBurgerLayers TeardownKitchenGadget InsideTheMixer',
  },
  muscle: {
    prank:
      'FakeMuscleReveal MuscleMotivationNotes InflatableMuscleSuitHug MuscleFilterVideoCall BorrowedArmsMuscleTrick TextMomInGainsSlang HeavyTeaspoonMuscles PhotoBombWithMuscles',
  },
  star: {
    prank:
      'GlowStarCeiling StarWalkOfFameHallway StarComplimentJar StarStickerTrail StarAutographFakeout WakeUpToStars StarTreatmentDay StarDressingRoom',
    pet: 'CatVsStarProjector GoldStarTrickAward PetWalkUnderStars StarShapedSnuffleMat DogStarPortrait PuppyStarSign StarPupilSit StarlightCuddle',
  },
  leopard: {
    prank:
      'LeopardPrintSwap LeopardThankYouCard LeopardOnesieReveal LeopardSpotStickers LeopardFactNotes EditALeopardInPhoto LeopardLunchboxSurprise FollowTheLeopardPaws',
  },
  truck: {
    prank:
      'TruckFullOfBalloons TruckGarageWelcomeSign SecretTruckWash IceCreamTruckSurprise StickyNoteTheTruck TailgateTakeover ToyTruckConvoy TruckBirthdayBanner',
  },
  'waffle iron': {
    prank:
      'WaffleIronCookiePrank WaffleIronHeartSurprise WaffleIronBedTray WaffleIronEmojiStack WaffleIronNameLetters WaffleIronLoveNote WaffleIronRainbowBatch SmileyFaceWaffleIron',
  },
  'hair tie': {
    prank:
      'HairTieChainSurprise HairTieTreasureTrail GiantHairTieSwap EveryDoorknobHairTie WristFullOfHairTies HairTieRubberBandBall TeddyBearHairTieMakeover HairTieFriendshipGift',
  },
  'ironing board': {
    tech: 'IroningBoardLaptopDesk IroningBoardTimelapse OverheadCamIroningBoard PodcastMicIroningBoard IroningBoardPhoneTripod FlatLayStudioIroningBoard IroningBoardCodingStation IroningBoardRingLight',
  },
  'fruit salad': {
    prank:
      'FruitSaladFlowerBouquet SmileyFaceFruitSalad SecretFruitSaladDelivery FruitSaladHiddenMessage FruitSaladRainbowPlate GooglyEyedFruitSalad SingingFruitSaladWaiter FruitSaladInTheCookieJar',
  },
  drill: {
    prank:
      'DrillToolboxThankYou PaperCrownDrillAward DrillSergeantBreakfast PhantomDrillSound ToyDrillHandyman PopQuizDrill BananaInTheDrillCase DrillTeamSurpriseEntry',
  },
  'hip hop': {
    prank:
      'HipHopWakeUpCall HipHopComplimentRap BoomboxSerenade HipHopBackupDancer TextMomHipHopLyrics PlaylistSwapToHipHop DadsHipHopWalkout NarrateInHipHop',
  },
  cheer: {
    prank:
      'SurpriseCheerSquad CheerWakeUpCall MegaphoneCompliments CheerTunnelWelcome PompomPhotobomb SecretCheerleader CheerPosterDelivery CheerKindnessNotes',
  },
  'push up': {
    prank:
      'PushUpCountReset PushUpDoorbellRule FakePushUpTrophy PushUpMedalCeremony MuscleSuitSurprise LostTrackOnPurpose PlushiePushUpPile PushUpHighFiveSneak',
  },
  toddler: {
    prank:
      'ToddlerBubbleParade ToddlerTickleAttack ToddlerHideTheShoes ToddlerPranksDad GotYourNoseToddler ThreenagerTrickster ToddlerHatSwap ToddlerBackwardsDay',
  },
  picnic: {
    prank:
      'PicnicThankYouFlags PicnicFakeAnts TeddyBearPicnicGuests PicnicInTheLivingRoom PicnicConfettiBlanket MiniPicnicOnTheirDesk BlindfoldPicnicReveal PicnicSurpriseBasket',
  },
  roast: {
    prank:
      'RoastThenToast ComplimentRoast RoastedWithLove RoastButOnlyPraise RoastyBirthdayCard GrandmaRoastsYou RoastKindnessJar RoastTurnedAffirmation',
  },
  chemistry: {
    travel:
      'ChemistryMuseumTrip ChemistryAtTheScienceFair ChemistryAquariumTour ChemistryOfAutumnLeaves ChemistryBotanicGarden ChemistryRustHunt ChemistryRockCollecting ChemistryPlanetariumVisit',
  },
  taco: {
    prank:
      'TacoNightBanner TacoLookalikeCake TacoStickerSurprise TacoPartyInvite TacoTeddyCostume TacoJokeMenu TacoPinataReveal TacoTuesdayWakeUp',
  },
  'fast food': {
    prank:
      'FrenchFryCupcakes FastFoodKidsMealForDad FastFoodJokeReceipt FakeFastFoodDessert FastFoodBagSurprise PaperCrownForAll FastFoodFineDining FastFoodMenuDrawing',
  },
  peach: {
    prank:
      'IsItPeachOrCake PeachPunPostcard WhoAteMyPeach PeachRingsInTheCookieJar PeachFaceInTheFridge YoureAPeachLunchboxNote PlasticPeachInTheBowl PeachStickersEverywhere',
    pet: 'PeachPlushFetch PupTriesAPeachSlice PeachColoredFoodMat PeachSniffHunt CatMeetsAPeach PeachFleecePetBed PeachSqueakyToyTest KittenVsRollingPeach',
  },
  'roman numerals': {
    art: 'PaintARomanClock LetterYourYearInRoman RomanNumeralsBirthdayArt',
  },
  barcelona: {
    prank: 'SurpriseBarcelonaTrip BarcelonaChurroBreakfast SantJordiRoseGift',
  },
  nail: {
    prank:
      'PressOnNailSurprise NailArtTwinPrank NailSpaDayInvite NailGemSparkleGift GlitterHandshake PaintDadsPinky NailColorMysteryPick NailShadeNameSwap',
  },
  festival: {
    pet: 'FestivalQuietRoomFido PetFestivalAtHome FestivalChillDogDen FestivalCatTreatBuffet FestivalPupWristband FestivalFurryHeadliner FestivalBunnyHayBale FestivalZoomies',
  },
  'self care': {
    prank:
      'PamperDadWhileHeNaps SelfCareFakeSalonBooking SelfCareTeaTray SelfCareKindNoteStash SpaRoomTakeover PamperCucumberSneak SelfCareHotelCheckIn SelfCareBubbleBathSetup',
  },
  'self love': {
    prank: 'SelfLoveMirrorNotes LoveYourselfBalloons SelfLovePostcardDrop',
  },
  kindness: {
    prank:
      'PayItForwardCoffee KindnessSnowShovel KindnessNoteDrop PrankWithKindness KindnessBalloonDoor KindnessCheerPoster KindnessMailboxTreat KindnessCandyTrail',
  },
  'desk stretch': {
    prank: 'DeskStretchBuddyCard DeskStretchNote OfficeStretchFlashMob',
  },
  cello: {
    prank:
      'CelloSerenadeSurprise CelloAlarmClock CelloDoorbell CelloCaseReveal CelloLullabyGift WorldsSmallestCello DramaticEntranceCello ShadowDadWithCello',
  },
  band: {
    prank:
      'BandDoorbellConcert BandThankYouSong BandWakeUpCall BandPotsAndPansParade BandSerenade BackyardRockShow OneManBandWelcome BandFakeFanClub',
  },
  bagpipe: {
    prank:
      'SurpriseBagpiper BagpipeAtTheDoor AmazingGraceAlarm BagpipeRingtoneSwap BagpipeTartanNote MyNewHobbyIsBagpipes BagpipeBirthdaySong BagpipeDinnerCall',
  },
  maltese: {
    prank: 'MaltesePlushSwap MalteseStickerTrail MalteseHideAndSeek',
  },
  'rocket league': {
    prank: 'RocketLeagueFanBanner RocketLeagueChatPrank WhatASaveWakeUp',
  },
  conga: {
    prank: 'SurpriseCongaLine CongaLineWakeUpCall CongaBirthdayParade',
  },
  dance: {
    prank:
      'SurpriseDanceParty DanceWakeUpCall DanceBehindTheirBack SneakyBackgroundDancer DanceRingtoneSwap DanceEveryTimeTheyLook DanceDedicationVideo DanceMobAtDinner',
  },
  rocky: {
    speed: 'RockyStepsSprint RockyPunchCount RockyJumpRopeRush',
  },
  'getting old': {
    prank:
      'AgingAppPrank GettingOldBalloonFlood GettingOldWisdomJar GettingOldTrophy GettingOldThrowbackNews EarlyBirdDinnerInvite GettingOldPhotoMontage GettingOldBirthdayBanner',
  },
  'advent calendar': {
    prank:
      'AdventCalendarRiddleNotes DadJokeAdvent AdventLumpOfCoal AdventCalendarMemeSwap AdventCalendarPunCards SurpriseBehindTheDoor AdventCalendarGooglyEyes AdventCalendarBabyPhotos',
  },
  superhero: {
    prank:
      'SuperheroIdentityReveal SuperheroSignalOnWall SuperheroChoreRescue SuperheroCapeGift SuperheroWindowCameo HeroEntranceMusic SuperheroSwoopsIn SuperheroSnackDelivery',
  },
  'cookie jar': {
    pet: 'DogCookieJarTrick CookieJarPuppyStare KittenGuardsTheCookieJar PawPrintCookieJar CookieJarPupBiscuits CookieJarLeaveIt CookieJarHayCubes CookieJarKibbleReward',
  },
  waffle: {
    prank:
      'WaffleBerryHeart SyrupSmileyWaffle WafflePlushCushion WaffleBreakfastInBed WaffleLoveNoteStack WafflePunPlacemat WaffleDinerAtHome MiniWaffleMountain',
  },
  'luxury travel': {
    fitness: 'LuxuryTravelSpaWorkout LuxuryTravelHotelGym LuxuryTravelYogaDeck',
  },
  perfume: {
    prank:
      'PerfumeSampleGift PerfumeTrailToSnacks PerfumeGhostPrank PerfumeBoxFullOfSocks CologneOnTheTeddy PerfumeOnTheirPillow WhoWoreMyCologne PerfumeBottleLoveNote',
  },
  eyeshadow: {
    prank:
      'WildEyeshadowActNormal RainbowEyeshadowSurprise CopyMomsEyeshadow NoticeMyEyeshadowTest EyeshadowTwinReveal GlitterEyeshadowForTeddy SmokeyEyeSpyMission NoteInTheEyeshadowLid',
  },
  flannel: {
    pet: 'FlannelScrapTugToy FlannelLinedPetCave FlannelHamsterHammock FlannelDogBedDIY FlannelBunnyBlanketNap FlannelCatPhotoShoot FlannelFetchWalk FlannelCuddleCam',
  },
  friendship: {
    prank:
      'FriendshipPhotobombEdit FriendshipStickyNoteBomb FriendshipVoiceChanger SecretTwinningFriend FriendshipBalloonDoorway FriendshipBraceletDrop FriendshipConfettiDrawer FriendshipGooglyEyes',
  },
  nutrition: {
    prank: 'NutritionFunFactNotes NutritionFruitCakeFakeOut WatermelonCakeSurprise',
  },
  'road runner': {
    prank: 'RoadRunnerLunchboxNote RoadRunnerVanishingAct RoadRunnerSpeedyHello',
  },
  queen: {
    pet: 'QueenRoyalDogBed QueenSongTailWags WeWillRockYouPet',
  },
  dragon: {
    prank:
      'DragonEggOnThePillow DragonFootprintTrail DragonDoodleSurprise ADragonWasHere DragonScaleEvidence HideTheTinyDragon DragonTreasureChest DragonHatchlingNote',
  },
  siamese: {
    prank:
      'SiameseYowlRingtone SiameseTextsInAllCaps SiameseEyesFilterDad SiameseInTheirSeat SiameseThankYouCard SignedBySiamese RoyalDecreeFromSiamese DubTheSiameseChatter',
  },
  treat: {
    prank:
      'SocksInTheTreatJar TreatShakeWakeUp TreatTrailToDad PocketFullOfTreats SewingKitTreatTin TreatBagRingtone TreatPicnicForMom TreatIOUFromThePup',
  },
  'play dead': {
    prank: 'PlayDeadFamilyEdition PlayDeadSurpriseFlop PlayDeadDogTrickReveal',
  },
  'swan lake': {
    pet: 'SwanLakePetReaction SwanLakeWithMyCat SwanLakeDogLullaby',
  },
  'skate park': {
    educational:
      'HowAnOllieWorks SkateParkEnergyDemo SkateParkEtiquetteQuiz NameTheTrickSkatePark LearnToFallSkatePark HelmetFitTestSkatePark SkateParkGeometry SkateParkDesignHistory',
  },
  dishwasher: {
    tech: 'DishwasherLoadTimelapse DishwasherStopMotion AIRatesMyDishwasher DishwasherVoiceReminder DishwasherSteamInSlowMo DishwasherAndAPodcast DishwasherDoneAlert DishwasherAppChecklist',
  },
  'first paycheck': {
    prank:
      'FirstPaycheckPennyPile FirstPaycheckFakeSplurge FirstPaycheckOnMe FirstPaycheckPayBack GiantNoveltyCheck FirstPaycheckThankYou SurpriseFirstPaycheck FirstPaycheckFakeout',
  },
  squishmallow: {
    prank: 'SquishmallowSwap SquishmallowTeaParty PlushieLookalikeDecoy',
  },
  'bus driver': {
    speed:
      'BusDriverHeadcount BusDriverLineUpRace BusDriverCleanOutBlitz BusDriverRouteQuiz BusDriverMapDash BusDriverBeatTheBell BusDriverTriviaRound BusDriverQuickWave',
  },
  'high school': {
    prank:
      'HighSchoolLockerNotes SeniorYearSignWall HighSchoolSpiritPosters HighSchoolGooglyEyes TeacherDeskMakeover BalloonFilledHallway HighSchoolMascotCameo HighSchoolComplimentCards',
  },
  ceviche: {
    prank:
      'CevichePicnicSurprise LimeSmileyPlate CevicheOvenFakeOut GooglyEyeCevicheBowl CevicheBreakfastInBed CevicheThankYouCard CevicheNoteInLunchbox SecretChefCeviche',
  },
  lemon: {
    prank:
      'LemonBarSurprise LemonInvisibleInk LemonInTheCookieJar LemonYellowBalloonRoom LemonSunshineNote LemonTinyHatsParade LemonSliceInTheirWater LemonFacesInTheFruitBowl',
  },
  'farmers market': {
    prank:
      'FarmersMarketEmptyBasket FarmersMarketGourdGang FarmersMarketPieDrop FarmersMarketVeggieFaces FarmersMarketFlowerGift FarmersMarketPumpkinPal FarmersMarketJamJarNote FarmersMarketMelonBaby',
  },
  'christmas market': {
    pet: 'ChristmasPupStroll ChristmasMarketTreatBag ChristmasPetScarf ChristmasMarketForMyDog PawprintBauble ChristmasMarketSniffs PawsAtChristmasMarket ChristmasMarketBooties',
  },
  jamaica: {
    pet: 'JamaicaBeachPup JamaicaShadyDogWalk HammockPetNap',
  },
  necklace: {
    prank:
      'NecklaceBoxJokeNote NecklaceTreasureHunt NecklaceThankYouCard GiantNecklaceSurprise LocketPhotoSurprise FakeBlingUnboxing NecklaceForTheGnome NecklaceOnEveryPlant',
  },
  matching: {
    pet: 'MatchingWithMyDog MatchingPetPortrait TwinningWithMyCat',
  },
  'bucket filler': {
    prank: 'BucketFillerSecretNotes BucketFillerSneakyChores BucketFillerHighFive',
  },
  'pogo stick': {
    educational:
      'MeasurePogoBounceHeight FrenchNumbersOnAPogo PogoSpellingBee PogoTimesTables PogoSlowMoScience PogoStickSafetyBasics WhoInventedThePogo SpringForceOnAPogo',
  },
  'j balvin': {
    pet: 'JBalvinPupPortrait JBalvinPetDance JBalvinCatVibes',
  },
  leaves: {
    prank:
      'LeavesPressedCard LeavesConfettiShower TrailOfLeavesToGift LeavesFacesOnTrees RakeAHeartInTheYard LeavesRakedSurprise SpellTheirNameInLeaves LeavesBookmarkSneak',
  },
  gps: {
    prank: 'GPSTreasureHunt GPSSurpriseDestination MysteryRoadTrip',
  },
  monkey: {
    prank:
      'MonkeyPlushInFruitBowl BananaPhoneCall HiddenToyMonkeys MonkeyEarsOnDad SockMonkeyStakeout MonkeyCymbalAlarm MonkeyStickersEverywhere MonkeyBreadBreakfast',
  },
  earthworm: {
    prank:
      'GummyWormSurprise EarthwormFactCards FakeEarthwormOnTheShoe EarthwormLunchboxNote RubberBandWiggler WigglyNoodleFakeout EarthwormSockPuppetHello EarthwormStickerSurprise',
  },
  'wonder woman': {
    pet: 'WonderWomanHeroDog WonderWomanPupTricks PetPowerPose',
  },
  fiji: {
    tech: 'FijiSunsetTimelapse FijiIslandHyperlapse FijiMarketPhotoWalk',
  },
  'game show': {
    prank: 'GameShowSurpriseNight GameShowDoorbellPrize GameShowThankYouAward',
  },
  'balloon car': {
    prank: 'BalloonCarDelivery BalloonCarSurpriseNote BalloonCarBirthdayParade',
  },
  'sandwich making': {
    prank:
      'TinySandwichMaking SandwichMakingLoveNote SandwichMakingMime SandwichMakingForDad HeartShapedSandwichMaking ButlerSandwichMaking SandwichMakingFlashMob SilentSandwichMaking',
  },
  'chinese checkers': {
    prank: 'ChineseCheckersBoardArt ChineseCheckersSurprise ChineseCheckersHintNote',
  },
  'cocker spaniel': {
    fitness:
      'CockerSpanielHike CockerSpanielAgility SpanielFetchSprints CockerSpanielCanicross CockerSpanielSniffWalk YogaWithCockerSpaniel FrisbeeCockerSpaniel TugOfWarCockerSpaniel',
  },
  'sea of thieves': {
    prank: 'SeaOfThievesPirateNote SeaOfThievesFakeTreasure SeaOfThievesMapGift',
  },
  'fake bug': {
    funny: 'PlasticSpiderStandoff FakeBugPuppetShow FakeBugInnerMonologue',
  },
  'cooking fail': {
    prank: 'CookingFailFakeOut CookingFailTrophy FakeBurntPancake',
  },
  netherlands: {
    prank: 'NetherlandsTulipSurprise HollandTulipDoorstep NetherlandsWindmillNote',
  },
  'talking buttons': {
    prank: 'TalkingButtonsNewWord TalkingButtonsHugRequest SurpriseButtonWord',
  },
  'fruit ninja': {
    prank: 'FruitNinjaLunchboxArt FruitNinjaBombSurprise FruitNinjaSmileyPlate',
  },
  aruba: {
    tech: 'ArubaBeachHyperlapse ArubaSunsetTimelapse WaterproofPhoneTest',
  },
  lollipop: {
    pet: 'LollipopPlushFetch LollipopSqueakyToyHunt LollipopPatternPetBed LollipopStripedFoodMat LollyColorPhotoShoot LollipopHighFive LollipopCatnipPouch LollipopShapedDogBiscuits',
  },
  mustard: {
    prank:
      'HotdogCakeFakeOut MustardSmileyLunch MustardYellowBalloons MustardStickyNoteWall MustardHotDogStandAtHome ToastMessageInMustard CutTheMustardCertificate SurpriseMustardPicnic',
  },
  professor: {
    pet: 'PetTakesTheQuiz ProfessorPupFlashcards ProfessorCatOnKeyboard ProfessorWhiskers ProfessorDogStudyBuddy DoctorOfPawsophy MyKittenTheProfessor ProfessorTeachesSit',
  },
  'pancake day': {
    pet: 'PancakeDayPlushFetch DogSafePancakeStack PuppyEyesForPancakes CatJudgesMyFlip PetPancakeDayPose PancakeDayZoomies PancakeDayPawPrints PancakeDayTrickShow',
  },
  'glitter bomb': {
    prank:
      'GlitterBombComplimentJar GlitterBombNothingInside GlitterBombMusicBox FakeGlitterBomb GlitterBombMessFreeCard ConfettiNotGlitter GlitterBombBubbleSurprise GlitterBombThankYouNote',
  },
  wagon: {
    prank:
      'WagonFullOfBalloons WagonParkingTicket WagonBubbleMachine MysteryWagonDropOff StuffieWagonArmy WagonDisguisedAsCar BreakfastWagon WagonPicnicDelivery',
  },
  evening: {
    prank:
      'EveningGownWelcome EveningPillowMints EveningBalconyConcert EveningRoomService SurpriseEveningDisco StuffiesEveningBash TeaForTeddyThisEvening GoodMorningAllEvening',
  },
  'photo booth': {
    prank:
      'PhotoBoothPropMakeover EyesClosedPhotoBooth PhotoBoothSignSwap CardboardTwinPhotoBooth PhotoBoothSurpriseGuest SameMustachePhotoBooth PhotoBoothStatue BackwardsPhotoBooth',
  },
};
