import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'free fire': {
    prank: 'FreeFireAirdropSurprise FreeFireLootCrateGift FreeFireCopycatEmote',
    funny: 'FreeFireLagFaces FreeFireBooyahReaction FreeFireSquadSkit',
    pet: 'FreeFireLapBuddy FreeFirePetIRL PetBooyahPose',
  },
  'fire station': {
    dance:
      'FireStationBootStomp StopDropAndGroove FireStationFunk FireStationSirenSway FireStationLineDance FireStationHelmetTip FireStationConga FireStationHoseHustle',
    prank:
      'FireStationHeroCards FireStationSnackBasket FireStationKidsBanner ThankYouNoteBrigade DalmatianPlushMascot FireStationFanMail FireStationCupcakeRaid FireStationCrayonPostcard',
    pet: 'FireStationMascotPup FireStationPawPortrait FireStationDogDay FireStationPetEvacPlan FireStationRescueSticker FireStationCatCastle FireStationPuppyPlush FireStationFetchDrill',
    gaming:
      'FireStationBoardGame FireStationHoseTarget FirehouseTriviaNight FireStationRescueRun FireStationMemoryMatch FireStationSimulator BuildAFireStationMap FireStationCharades',
  },
  creek: {
    dance:
      'CreekRippleArmDance CreekBirdsongBop CreekBankSway UpTheCreekShuffle CreekFrogHop CreeksideTwoStep CreekConga CreekTrailTwirl',
    fitness:
      'CreekMeadowJumpingJacks CreeksideSquats CreekPathLunges CreekTrailRun CreekToCrestHike CreekSoundsCoolDown CreekStumpStretch CreekShadeYogaFlow',
    prank:
      'CreekToyFishFakeOut CreekFrogCroakGag CreekFoolsGoldNugget CreekBigfootSighting CreekMermaidLetter CreekMonsterFootprints CreekPhotobombGnome CreekLochNessHoax',
    travel:
      'HiddenCreekHunt CreekBoardwalkStroll BikeToTheCreek FollowTheCreek CreekBridgeHunt CreekNatureCenterVisit CreekGoldenHourWalk CreekCampOut',
    wellness:
      'CreekBabbleCalm CreekShadeMeditation CreekCloudWatching CreekGoWithTheFlow TenMinutesByTheCreek CreeksideJournaling CreekSoundBath CreekWorryLeaf',
    speed:
      'CreekLeafMatchRush CreekCritterQuizTimer CreekStoneSkipCount CreekPebbleSortBlitz CreekLitterPickRace CreekSketchCountdown OneMinuteCreekBirdSpot CreekTrailDash',
    music:
      'CreekBabbleBeat CreekFrogChorus CreekRockRhythm RecordTheCreek CreekLullabyGuitar CreekHarmonicaTune CreekPineconeShaker CreekEchoSong',
    tech: 'CreekRippleZoom CreekPanoramaFail CreekPlantIDChallenge CreekSoundRecorder GPSMapTheCreek NameThatCreekBird CreekTimelapse CreekMacroBugHunt',
    pet: 'CreekSniffWalk CreekLeashHike CreekMeadowFrisbee CreekDogZoomies CreekPhotoPetPortrait CreekSoundsNapTime CreekTreatHunt CreekPicnicWithPaws',
    gaming:
      'CreekScavengerHunt CreekFishingMiniGame CreekNatureBingo CreekBridgeBuildOff CreekTwigBoatRegatta ISpyAtTheCreek CreekRiddleTrail CreekGeocache',
  },
  'stranger things': {
    prank: 'StrangerThingsSecretCode StrangerThingsMixtapeGift UpsideDownRoomPrank',
    speed: 'StrangerThingsTriviaRace StrangerThingsQuickSketch UpsideDownEscapeRace',
    pet: 'StrangerThingsDogNames StrangerThingsPupSquad UpsideDownPupPhoto',
  },
  'laser cutter': {
    dance: 'LaserCutterDancerFigure LaserCutterFanRoutine LaserCutterRobotMoves',
    funny: 'LaserCutterTypos LaserCutterOverkill EngraveEverything',
    prank: 'LaserCutterDadJokeSign LaserCutterPuzzleBox PuzzleBoxGift',
    speed: 'LaserCutterSketchTimer LaserCutterOneHour FastestEngraveJob',
  },
  'steering wheel': {
    prank:
      'SteeringWheelLoveNote CookieSteeringWheelDecoy SteeringWheelCakeReveal CouchSteeringWheelTaxi ToySteeringWheelLesson SteeringWheelRibbonWrap SteeringWheelJokeCard CarSeatSnackSurprise',
    fashion:
      'SteeringWheelCoverMatch SteeringWheelPrintScarf GraphicTeeSteeringWheel SteeringWheelGloves SteeringWheelEnamelPin RetroSteeringWheelLook VintageRacerSteeringWheel HoopEarringSteeringWheel',
    pet: 'SteeringWheelSnuffleMat PetCarSeatSafety HamsterSteeringWheelMaze SteeringWheelPupPainting GuineaPigSteeringWheelHut SteeringWheelTreatToy SteeringWheelCatScratcher SteeringWheelPupcake',
  },
  'dead battery': {
    gaming:
      'DeadBatteryBossFight DeadBatteryCharades DeadBatteryGameNight DeadBatteryPowerUp TicTacToeDeadBattery RespawnFromDeadBattery ControllerDeadBattery FlashlightTagDeadBattery',
  },
  'water park': {
    dance:
      'WaterParkTubeSpin WaterParkSplashShuffle WaterSlideShimmy WaterParkWaveDance BucketDumpFreeze WaterParkTowelTwirl HulaAtTheWaterPark WaterParkFlipFlopStomp',
    fitness:
      'WaterParkStairCount WaterParkTubeCarry WaterParkWaveSwim EarnEveryWaterSlide WaterParkShadeStretch SplashZoneSquats WaterParkStepGoal PoolAerobicsWaterPark',
  },
  science: {
    prank:
      'ScienceColorChangeTea ScienceInvisibleInk ScienceSecretMessage LevitatingCupScience ScienceMagnetTrick MagicMilkReveal ScienceVanishingGlass ScienceFizzyBathBomb',
  },
  spa: {
    funny:
      'SpaDayWithDad SpaAtHomeFails SpaTowelAnimals PeelOffRegret SpaWhaleMusicReaction SnackingOnSpaCucumbers SpaReviewerSnob SpaDayNarratedByTheCat',
    prank:
      'SpaRosePetalPath BathroomSpaMakeover SpaReceptionistCosplay SpaWhaleMusicAlarm HomemadeSpaVoucher SpaTowelSwanSurprise SpaWhisperVoiceAllDay SpaPriceListOnTheDoor',
    art: 'SpaSoapStamping SpaBathBombDesign PaintMeInMySpaMask SpaWatercolorLotus PaintYourSpaDay HandLetterASpaMenu SpaStoneStacking SpaPebbleMandala',
    pet: 'PetSpaDay SpaSoftTowelSnuggle SpaCatBrushing SpaDayMeVsMyPet SpaCozyBlanketNap SpaMassageForFido PawsAndRelaxSpaDay SpaCalmMusicForPets',
  },
  'stair climb': {
    dance: 'StairClimbTapDance StairClimbGroove StairClimbBottomStepBop',
  },
  'power outage': {
    prank:
      'PowerOutageBlanketFort PowerOutageCandyTrail PowerOutageSnackStash FlashlightTreasureHunt GlowStickAmbush NoPowerCampout PowerOutageSerenade PowerOutageShadowPuppets',
  },
  'zoom prank': {
    educational: 'ZoomPrankGrandmaTrivia ZoomPrankGuestTeacher VideoCallFactBomb',
  },
  theater: {
    fitness:
      'TheaterKidWarmup TheaterKickReps TheaterBowSquats TheaterSpotlightMarch TheaterJazzHandJacks TheaterSetPieceCarry TheaterCurtainStretch TheaterLungeMonologue',
    tech: 'TheaterFoleyAtHome LivingRoomTheaterLights TeleportToTheTheater TheaterTrailerOnAPhone RunTheaterLinesWithAI ShoeboxTheaterStopMo FilmYourTheaterAudition TheaterGreenScreenSet',
  },
  crying: {
    prank:
      'CryingCartoonDoodles CryingLaughingStickers DontCryTissueNote CryingMemeMugSurprise BananaWithACryingFace CryingAtYourMasterpiece PlaylistCryingSwap CryingGoodbyeAtTheDoor',
  },
  'science fair': {
    prank:
      'ScienceFairMysteryBox ScienceFairVolcanoPrank ScienceFairRibbonReveal ScienceFairCheerPosters TrifoldSurprise MadScientistMakeover ScienceFairFanSection ScienceFairBigCheck',
  },
  'spring break': {
    tech: 'SpringBreakStopMotion WaterproofPhoneTest FakeSpringBreakAtHome SpringBreakRecapEdit OneSecondSpringBreak SpringBreakSlowMoSplash SpringBreakPhotoDump SpringBreakPanoramaPic',
  },
  denim: {
    funny:
      'JeansLaundryFinds StiffRawDenimWalk PhoneWontFitDenim DenimShrinkPanic DenimHeadToToe DenimFakePocketRage TripleDenimTakeover JeansDryerStruggle',
    prank:
      'JeansPocketSurprise DenimTwinDay SecretDenimMakeover DenimPatchOnTheTeddy AllDenimAmbush DenimDoodleNote DenimGooglyEyes JeansShrunkInTheWash',
    art: 'DenimTieDyeSwirl PaintedJeans DenimQuiltSquares DenimPatchPortrait IndigoEmbroidery DenimFabricMarkerArt DenimCollageCanvas DenimPocketPlanter',
  },
  'talent show': {
    prank:
      'TalentShowGoldenBuzzer SecretTalentReveal TalentShowStandingOvation PuppetStealsTheShow CurtainDropSurprise TalentShowMysteryGuest TalentShowSwitcheroo KitchenTalentShow',
    cooking:
      'TalentShowPizzaToss TalentShowPancakeArt TalentShowCrepeFlip HiddenTalentBakeOff OneHandEggCrackAct TalentShowCupcakeIcing TalentShowLatteSwirl OrangePeelTalent',
  },
  'invisible string': {
    gaming: 'InvisibleStringPuzzle InvisibleStringLimbo MimeCharadesGameNight',
  },
  museum: {
    prank:
      'MuseumLabelsAtHome MuseumOfLostSocks MuseumGiftShopShelf VelvetRopeTheCouch DuctTapeBananaMuseum LivingRoomLouvre MuseumPlaqueForDadsMug MuseumGuardAtTheFridge',
  },
  'lightning mcqueen': {
    travel: 'LightningMcQueenRoadTrip McQueenRoute66Stops LightningMcQueenPostcard',
    music: 'LightningMcQueenRemix McQueenEngineBeat LightningMcQueenKazoo',
    pet: 'LightningMcQueenDogBed LightningMcQueenPetRace KachowZoomies',
  },
  'car rental': {
    fashion: 'RentalCarRoadTripFit CarRentalCapsuleWardrobe ConvertibleScarfLook',
  },
  wolverine: {
    cooking: 'WolverineMaskPancakes WolverineSideburnCookies AdamantiumSilverCake',
    pet: 'WolverinePupPortrait WolverineCatSideburns GrumpyKittyGrowl',
  },
  'bridal shower': {
    prank:
      'BridalShowerDecoyBride BridalShowerGroomCameo BridalShowerFlashMob BridalShowerMysteryGuest BridalShowerVeilOnDad LoveNoteConfetti BridalShowerKazooChorus PhotobombBridalShower',
  },
  'fish sticks': {
    funny:
      'TheLastFishStick FishingForFishSticks SchoolLunchFishStick FishStickDocumentary DadTaxFishStick FishSticksFoodCritic FishStickHeistPlan FishStickSoapOpera',
  },
  costco: {
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage CostcoHaulFakeOut CostcoSnackTowerSurprise CostcoToiletPaperWall CostcoBoxFortAmbush CostcoMegaJarSwap CostcoBalloonCarFill',
  },
  roblox: {
    pet: 'PetAsRobloxAvatar RobloxPupPixelArt CatReactsToOof',
  },
  'kitchen sink': {
    pet: 'KitchenSinkBowlScrub KitchenSinkFaucetCat KitchenSinkKittenNap KitchenSinkSupervisorDog KitchenSinkPetSpa KitchenSinkDrinkingCat KitchenSinkGroomDay KitchenSinkPuppyPawWash',
  },
  fossil: {
    travel:
      'FossilBeachHunt FossilRockShopHaul DigForFossilsDayTrip FossilRoadTrip FossilNatureCenterVisit FossilMuseumTour FossilsHidingInMyTown FossilParkTrail',
  },
  adventure: {
    pet: 'AdventureCatHike AdventureLeashTrailWalk PawsportAdventure PuppysFirstAdventure BackpackKittyAdventure DogLeadsTheAdventure BunnyBackyardAdventure AdventureSniffSafari',
  },
  'new zealand': {
    pet: 'NewZealandSheepdog NewZealandBeachDog NewZealandPawPostcard',
  },
  perfume: {
    prank:
      'PerfumeSwitcheroo PerfumeTrailToSnacks PerfumeGhostPrank PerfumeBoxFullOfSocks CologneOnTheTeddy PerfumeOnTheirPillow WhoWoreMyCologne PerfumeBottleLoveNote',
    pet: 'MyPetAsAPerfume PerfumeBoxCatBed PerfumeInspiredPupSketch MyDogsSignatureScent ScentOfMyPuppy PerfumeLabelPetPortrait ScentWorkTreatHunt NamePerfumesAfterPets',
  },
  lullaby: {
    gaming:
      'NameThatLullabyIn3 LullabySleepingLions ActOutTheLullaby LullabyInEmojis TwinkleStarRhythmGame LullabyFreezeDance LullabyMusicalChairs LullabyHumAndGuess',
  },
  lighthouse: {
    fitness:
      'LighthouseStairClimb WalkToTheLighthouse LighthouseBreezeStretch LighthouseSpiralSquats BeaconBurpees LighthouseLunges LighthouseViewPlank LighthouseBeachJog',
  },
  vet: {
    fitness:
      'VetApprovedWalkies VetWeighInGoals VetPawStretches VetRehabExercises VetAdvisedSniffTime VetSaysMoreFetch VetPlanPuppyPaddle VetLeashJogLaps',
    gaming:
      'VetClinicSim VetOperationBoard ActOutTheVetPatient DiagnoseThePlushie VetEscapeRoom VetCareCardMatch VetTriviaShowdown VetAnimalSoundsBingo',
  },
  controller: {
    tech: 'ControllerDriftFix PhoneAsAController ControllerButtonRemap ControllerCleaningHack ControllerClipForMobile ControllerLagShowdown ControllerSkinWrap ControllerLatencyTest',
  },
  sand: {
    prank:
      'SandMermaidTail SandFakeFossilDig SandShellHeart SandLoveLetter SurpriseSandcastle SandFootprintTrail BigfootInTheSand SculptTheirSandTwin',
  },
  'inflatable costume': {
    pet: 'InflatableCostumeKittyArt InflatableCostumeForPlush InflatableCostumeSketch',
  },
  chipotle: {
    prank: 'ChipotleNapkinNote ChipotleSurpriseLunch BurritoBowlDoorDrop',
  },
  motorcycle: {
    prank:
      'MotorcycleHelmetBalloons MotorcycleToyBikeSwap MotorcycleCakeTopper MotorcyclePlushPassenger SidecarSurprise MotorcycleGooglyEyes MotorcycleRubberDuck MotorcycleGarageBanner',
  },
  'monster truck': {
    pet: 'PetVsMonsterTruckToy MonsterTruckDogBed BigTirePetPhotoShoot',
  },
  folk: {
    cooking: 'FolkHarvestSupper FolkFestivalFood FolkRecipeApplePie',
  },
  'hot springs': {
    prank: 'HotSpringsSurpriseTrip HotSpringsPostcardClue SurpriseSoakBooking',
    pet: 'HotSpringsDogHike HotSpringsPetTrip HotSpringsPawPrintArt',
  },
  density: {
    travel: 'DensityDeadSeaFloat DensityScienceMuseumTrip WhyYouFloatHere',
    gaming: 'DensitySinkOrFloatGame DensityGuessingGame DensityRainbowJarQuiz',
  },
  'swimming race': {
    prank: 'SwimmingRaceCheerBanner SwimmingRaceRubberDuck PoolNoodleSurprise',
    travel: 'SwimmingRaceOpenWater SwimmingRaceStadiumVisit SwimMeetRoadTrip',
  },
  'zodiac sign': {
    pet: 'MyPetsZodiacSign ZodiacSignPupPortrait StarSignPetTraits',
  },
  'crossy road': {
    travel: 'CrossyRoadFarmVisit CrossyRoadPettingZoo ChickenFarmTour',
  },
  sugar: {
    pet: 'SweetAsSugarPetPose SugarLabelCheckForDogs SugarGliderNightPlay SugarCubeSizedHamster NoSugarPupCookies MyCatNamedSugar FruitNotSugarParrot BunnyCalledSugar',
  },
  envelope: {
    travel:
      'MysteryEnvelopeTrip PickAnEnvelopeCity OpenOneEnvelopePerStop CashEnvelopeDayOut EnvelopeLetterHomeDaily EnvelopeStampHunt EnvelopePostcardQuest EnvelopeTicketKeeper',
  },
  'joy buzzer': {
    gaming:
      'JoyBuzzerHotPotato JoyBuzzerTriviaNight BuzzInToWin JoyBuzzerPokerFace WrongAnswerJoyBuzzer WhoHasTheJoyBuzzer JoyBuzzerCharades JoyBuzzerJenga',
  },
  eyelashes: {
    gaming:
      'StaringContestLashes GuessTheAnimalByLashes FalseLashMemoryMatch WhoseLashesAreThese EyelashesPictionary AvatarLashesCreator RollTheDiceLashes EyelashTriviaDuel',
  },
  mom: {
    prank:
      'MomsPurseLoveLetter SecretlyCleanMomsCar MomGooglyEyeFridge MomSpotlessKitchen NoChoresForMama SurpriseThankYouNotes PackMomsLunchbox BeMomForADay',
  },
  'zoom call': {
    prank: 'ZoomCallHatParade TellThemYoureMuted CostumeCameraOn',
  },
  spongebob: {
    pet: 'SpongebobPawDoodle SpongebobPetReaction GaryTheSnailPet',
  },
  muppet: {
    pet: 'MuppetVoiceDogDiary MuppetVsMyPet PetMeetsPuppet',
  },
  baking: {
    prank:
      'BakingSillyFaceMuffins BakingSecretMessage SurprisePinataBaking BakingDoodleBrownies BakingHiddenHeartLoaf IsItCake BakingTeddyChefHat BakingFortuneCookieNotes',
  },
  'french fries': {
    prank:
      'FrenchFryPlushSurprise FrenchFriesSmileyPlate FrenchFriesEmptyBox FrenchFryNoteInTheBag FrenchFriesTinyPortion FrenchFriesGooglyEyes FrenchFrySockPuppet FrenchFriesVanishTrick',
  },
  mascara: {
    prank:
      'MascaraPlushMakeover MascaraTwinsWithMom GiantLashesAtBreakfast LoveNoteInMascaraBox EggFacesWithFalseLashes FalseLashesOnTheFruit LashOnTheRemote PaperPuppetFalseLashes',
  },
  'spring cleaning': {
    pet: 'SpringCleaningPetBed SpringCleaningCollarWash ToyBasketSpringClean MyCatHelpsSpringClean SpringCleaningFurBrushOff FurballHarvest SpringCleaningFishTank SpringCleaningLeashHook',
  },
  'quick change': {
    pet: 'PetQuickChange QuickChangeBandana QuickChangeToyRotation',
  },
  acrylic: {
    prank: 'SecretCanvasGift AcrylicPourSurprise AcrylicPortraitOfDad',
  },
  goldendoodle: {
    travel: 'GoldendoodleRoadTrip GoldendoodleParkPicnic DoodleBeachZoomies',
  },
  pokemon: {
    pet: 'DogPokedexEntry CatAsAPokemon PokemonPupTrainerCard',
  },
  'candy crush': {
    pet: 'CandyCrushPawDoodle CandyCrushPetReaction PetTreatMatchGame',
  },
  skyrim: {
    pet: 'SkyrimDogNames SkyrimPetCompanion PetFusRoDah',
  },
  'mario party': {
    pet: 'MarioPartyPetMinigame MarioPartyPupPortrait PetRollsTheDice',
  },
  'tiktok dance': {
    prank:
      'SurpriseTikTokDance TikTokDanceMomCameo TikTokDanceGrandmaDuet SneakJoinViralDance DoorOpensViralDance SoundSwapViralDance PlotTwistDanceTrend BackupCrewViralDance',
  },
  barre: {
    travel: 'BarreStudioHop BarreParkBenchFlow BalletStudioTour',
  },
  may: {
    prank:
      'MayDayBasket MayFlowerAmbush MaySunshineNote MayPicnicPopUp PaperTulipSurprise ButterflyWindowSwarm AprilFoolsButInMay MayChalkMessageDriveway',
  },
  'garden center': {
    prank:
      'GardenGnomeInvasion GardenCenterGooglyCacti GardenCenterTinyHats GardenCenterRubberFrog GardenCenterHaulForMom PlasticPlantSwap GardenCenterMiniBouquet GardenCenterPetRock',
  },
  chair: {
    cooking:
      'HighChairSnacks ChairYogurtParfait PorchChairLemonade LawnChairPopsicles ChairPicnicIndoors TVTraySupper ChairSideCharcuterie CampChairChili',
  },
  viking: {
    pet: 'VikingShipCatBed VikingDogHelmet NorsePetNames',
  },
  birria: {
    pet: 'BirriaDinnerKibbleTime BirriaBeggingFace FoodTruckPupWalk',
  },
  'luxury travel': {
    dance: 'LuxuryTravelBallroom LuxuryTravelYachtDance LuxuryTravelSuiteShimmy',
  },
  portugal: {
    art: 'PortugalTilePainting PortugalCorkCraft PortugalCafeSketchbook',
  },
  berlin: {
    wellness: 'BerlinParkPicnic QuietSundayBerlin TiergartenStroll',
  },
  swimwear: {
    travel:
      'OneSwimsuitEveryBeach SwimwearRoadTripReady HotelPoolTour SwimwearLidoHop SplashPadInMySwimsuit SwimwearPackingChallenge SwimwearPostcardPose SwimwearSpaResortDay',
  },
  'balloon pop': {
    pet: 'BalloonPopFreeBirthday BalloonPopHideaway BalloonPopCalmCorner BalloonPopPupcakeBash QuietBalloonParty BalloonPopPlushToy NoBalloonPopForPups BalloonPopPaperGarland',
  },
  'dog park': {
    prank:
      'DogParkBubbleAmbush PawPrintChalkTrail DogParkBallStash DogParkPhotobomb DogParkSnifferSelfies DogParkPupcakeParty DogParkWelcomeBanner DogParkSqueakyToyRain',
  },
  'plants vs zombies': {
    pet: 'PlantsVsZombiesDogNames PlantsVsZombiesCatPaws SunflowerPetPhotoShoot',
  },
  yugioh: {
    pet: 'YugiohPetMonsterCard YugiohPetCosplay YugiohPawPrintArt',
  },
  'candy land': {
    pet: 'CandyLandPetTrail CandyLandDogGame CandyLandPawPrints',
  },
  'disappearing ink': {
    funny: 'DisappearingInkReactions DisappearingInkSecretNote VanishingInkFaces',
  },
  'online school': {
    prank: 'OnlineSchoolPetCameo OnlineSchoolSillyHat VirtualBackgroundSwap',
  },
  'airport outfit': {
    pet: 'AirportOutfitPawPrintTote AirportOutfitPetCarrier PupJetSetter',
  },
  massage: {
    art: 'MassageStonePainting MassageRoomWatercolor MassageOilMarbling SpaStillLife ZenSandTray MassageBallPrints ClayMassageTools MandalaMassage',
  },
  'dolly parton': {
    pet: 'DollyPartonPupPortrait DollyPartonPetSerenade JoleneForMyCat',
  },
  'eras tour': {
    pet: 'ErasTourDogNames ErasTourPetPhotoShoot SwiftiePetParade',
  },
  'j balvin': {
    pet: 'JBalvinPupPortrait JBalvinPetDance ColorfulPetBandana',
  },
  'figure drawing': {
    prank: 'FigureDrawingSneakySketch FigureDrawingTeddyPoses MannequinChairSurprise',
  },
  skeleton: {
    pet: 'SkeletonPlushFetch SkeletonHarnessWalk SkeletonKittyPose SkeletonTreatHunt SkeletonSnuffleMat SkeletonPuzzleFeeder SkeletonTugOfWar SkeletonFishToyForMyCat',
  },
  'cat vs dog': {
    prank:
      'CatVsDogBedSwap DogVsCatDubbedVoices BarkingCatPlush MeowingDoorbell CatsAndDogsTreatSwitch CatVsDogComicStrip CatVsDogToyMixup CatVsDogNameSwap',
  },
  'indie game': {
    prank: 'IndieGameSecretCameo IndieGameFanArtGift GameJamEasterEgg',
  },
  'star wars': {
    pet: 'StarWarsDogNames StarWarsPupJedi MayTheFourthPets',
  },
  'balloon car': {
    pet: 'BalloonCarDogDoodle BalloonCarKittyComic PuppyChaseRace',
  },
  'curling iron': {
    prank:
      'ColdCurlingWandMic SportscastCurlingTongs CurlingIronCaseCandy NoteByTheCurlingIron SurpriseCurlingWandGlam MatchingCurlingIronTwins TalkingCurlingIron CurlingIronGiftBow',
  },
  'pet christmas': {
    prank: 'PetChristmasTreatHunt PetChristmasSurpriseGift SantaPawsSurprise',
  },
  'trading cards': {
    prank: 'TradingCardsFakePull TradingCardsGiftBinder SurpriseRareCard',
  },
  'halloween song': {
    pet: 'HalloweenSongPupDoodle HalloweenSongDogHowl HalloweenSongTreatHunt',
  },
  naan: {
    pet: 'NaanShapedDogToy NaanCatLoafPose NaanPillowPupNap KittenNamedNaan ToeBeansVsNaan NaanNightCuddles FetchAfterNaanDinner DogBedNaanLookalike',
  },
  fade: {
    prank: 'FadeFreshCutReveal FadeLineupHypeSquad BarberChairSurprise',
  },
  perspective: {
    educational: 'PerspectiveBasics PerspectiveHallwayDrawing WhyRoadsSeemToShrink',
  },
  pickling: {
    pet: 'PickleToyFetch PicklingKitchenHelper PicklingDayCuddleBreak',
  },
  spatula: {
    prank:
      'SpatulaGooglyEyes FakeEggSpatulaFlip WhoSwappedMySpatula SpatulasEverywhere SpatulaInTheCerealBox SpatulaWakeUpDrumroll SpatulaStickyNoteSmile SpatulaSnapIllusion',
  },
  scientist: {
    prank:
      'ScientistInvisibleInk MadScientistLabSign ScientistCrystalGeodeGift GlowInTheDarkNote ScienceTrickOnDad ColorChangingWater ScientistGooglyEyeBeakers ScientistBigDiscoveryHoax',
  },
  street: {
    prank:
      'StreetChalkCompliments BedroomStreetNameSign GrandmasStreetParade KitchenStreetBusker StreetFoodTruckAtHome StreetCafeInTheHallway DadFallsForStreetMagic StreetInterviewMyMom',
  },
  'jack in the box': {
    funny:
      'DadAsJackInTheBox SlowMoJackInTheBox JackInTheBoxBadTiming JackInTheBoxPuppetVoices WhoFlinchesFirst StillCranking ShyJackInTheBox HumanJackInTheBox',
  },
  'party hat': {
    pet: 'PartyHatBiscuits PartyHatPupCake PartyHatPlushToy TreatHuntUnderPartyHats PhotobombedPartyHat PartyHatPawPrintCard PuppyMeetsPartyHatGuests PartyHatCardboardCastle',
  },
  crackers: {
    prank:
      'CrackerBoxSurprise EmptyCrackerSleeve CrackerJokeInLunchbox CrackerCrownNapPrank CrackersAlphabetMessage CrackerSmileyPlate HiddenCrackerFortune FancyNameCrackers',
  },
  gate: {
    prank:
      'RibbonFinishLineGate BalloonGateSurprise StuffiesGuardTheGate GateWelcomeHomeSign SecretGatePassword GateLatchNote JingleGateBells ChalkArtAtTheGate',
  },
  'musical chairs': {
    travel:
      'CampsiteMusicalChairs BeachMusicalChairs BackyardMusicalChairs MusicalChairsPicnic MusicalChairsCousinsVisit MusicalChairsAtGrandmas MusicalChairsParkDay CabinMusicalChairs',
  },
  pc: {
    prank:
      'UpsideDownPCScreen PCWallpaperSwap PCMouseStickyNote GooglyEyesOnThePC ScreenshotYourDesktop PCDeskSnackDrop PCSaysHelloOnStartup PCGiantCursorPrank',
  },
};
