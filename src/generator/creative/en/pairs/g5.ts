import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'driving test': {
    prank:
      'DrivingTestBalloonCar RoadTestPoolNoodleArmor DrivingTestLuckyCookies GiantDrivingLicense DrivingTestStickyNotes DrivingTestBannerSurprise DrivingTestConfettiCard DrivingTestTricycleGag',
    cooking:
      'RoadSignCookies TrafficLightSkewers DrivingTestMuffins DrivingTestPassCake DrivingTestCupcakes DrivingTestBreakfast DrivingTestBentoBox PostDrivingTestPizza',
    tech: 'DrivingTestSimulator DashCamFirstDrive DrivingTestPepTalkMemo DrivingTestVoiceQuiz AIDrivingExaminer DrivingTestAppShowdown DrivingTestChecklistBot MapYourDrivingTest',
    pet: 'DrivingTestDogSeatbelt BarkIfIPassed DrivingTestPuppyHype DrivingTestKittyCheer DrivingTestPawsUp FirstRideWithMyPet DrivingTestHighFive TailWagDrivingTest',
  },
  rooftop: {
    dance:
      'RooftopSilentDisco RooftopSalsaSocial RooftopGardenGroove RooftopCafeCharleston RooftopPatioBop RooftopSunsetSway RooftopTerraceWaltz TangoBeneathTheRooftops',
    fitness:
      'RooftopYoga StairsToTheRooftop RooftopSunriseHIIT RooftopBootcamp RooftopGardenSquats RooftopTerraceLunges RooftopCoreStretch RooftopPilates',
    prank:
      'RooftopSurpriseDinner RooftopBirthdayReveal RooftopSecretPicnic RooftopScavengerHunt RooftopMovieNightSetup RooftopCityPhotoPuzzle RooftopStarNameGift RooftopViewWindowSwap',
    educational:
      'RooftopStarMap RooftopGardenScience NameThatRooftop RooftopWeatherVanes RooftopStylesQuiz WhyRooftopsGetHot RooftopWaterTowers RooftopCloudSpotting',
    fashion:
      'RooftopFitCheck RooftopWindyHairSave RooftopSkylinePrintTee RooftopTileColorPalette RooftopLinenLook RooftopDateNightStyle RooftopSundressSnap RooftopBlazerAndShades',
    wellness:
      'RooftopCloudWatching RooftopStargazeUnwind SunriseOnTheRooftop RooftopJournaling RooftopGardenCalm RooftopGratitudeList RooftopStillness RooftopMorningTea',
    speed:
      'RooftopPicnicIn5 RooftopChimneyQuickCount RooftopSunsetCountdown RooftopSeedSortRush RooftopModelBuildTimer RooftopTableSetBlitz GuessTheRooftopFast RooftopSkylineSketchRace',
    pet: 'RooftopDogPark RooftopKittyHideout RooftopShapedCatScratcher KittenSpotsRooftopBirds RooftopShadyPetTent RooftopPrintHamsterHouse RooftopSnoozeOff CardboardRooftopBunnyHut',
    gaming:
      'RooftopCitySimulator RooftopChessMatch RooftopBoardGameNight RooftopSkylinePuzzle RooftopBeanBagToss RooftopPigeonTrivia RooftopDominoDuel RooftopWouldYouRather',
  },
  campfire: {
    dance:
      'CampfireHoedown CampfireLogSeatSway CampfireSeatedShuffle CampfireSongArmWaves FirelightFreestyle GlowstickCampfireJig CampfireHandJive CampfireStompAndClap',
    prank:
      'CampfireTeddyBearCameo CampfireStoryTwist CampfireGnomeHunt CampfireOwlHootPrank MarshmallowAmbush GlowStickGhostWalk CampfireSongWrongLyrics CampfireBalloonTent',
    speed:
      'CampfireGearPackBlitz CampfireKindlingHunt CampfirePutOutDrill CampfireBingoDash TentUpBeforeDark MarshmallowToastOff CampfireKnotRace CampfireSongLyricRush',
    music:
      'SingAlongAtTheCampfire AcousticCampfireCover CampfireCrackleBeat CampfireHarmonicaBlues KumbayaRemix CampfireKazooChorus CampfireGuitarCircle CampfireUkuleleRound',
    tech: 'TimelapseTheCampfire CampfireNightShot CampfireSoundRecorder CampfireSlowMoSparks FirepitSmokeFreeHack CampfireStarMapApp CampfireStoryAI CampfireLEDLanternGlow',
    pet: 'CampfirePupCuddle AdventureCatCampfire SleepyPuppyByCampfire CampfireDogBlanket HappyCamperPet CampfireTentKittyNap CampfireLapWarmer CampfireTreatPuzzle',
  },
  'self driving car': {
    dance: 'SelfDrivingCarRobotMoves RobotaxiDanceParty BackseatDanceRide',
    fitness: 'SelfDrivingCarSquats RobotaxiBackseatWorkout RobotaxiToTheGym',
    speed: 'RobotaxiVsWalkingRace SelfDrivingCarQuickQuiz SelfDrivingCarToyTrack',
  },
  'lake como': {
    fitness: 'LakeComoHike LakeComoVillaStroll LakesideMorningRun',
  },
  'candle making': {
    funny: 'CandleMakingLabelPuns CandleMakingScentNames WickGoneWrong',
    prank: 'CandleMakingSecretNote CandleMakingMysteryScent CandleMakingSillyLabel',
    speed: 'CandleMakingQuickQuiz CandleMakingLabelRace FastestWickSetup',
    pet: 'CandleMakingPetPortrait CandleMakingDogLabel PetShapedCandle',
  },
  'jump scare': {
    dance:
      'JumpScareTransition JumpScareBeatSwitch JumpScareSpookyTwist JumpScareDuetDance JumpScareFreezeFrame JumpScareShuffle JumpScareSkeletonSway JumpScareChoreo',
    funny:
      'JumpScareBadDubbing RankTheJumpScares JumpScareEmojiRecap JumpScareCartoonVoice JumpScareSockPuppets WorstScreamWins JumpScareMovieNight JumpScareCommentary',
    travel:
      'HauntedHouseJumpScare JumpScareCornMaze GhostTourJumpScare JumpScareEscapeRoom JumpScareStoryNight JumpScareHayRide JumpScarePumpkinPatch JumpScareStudioTrip',
    pet: 'CatAmbushJumpScare JumpScareFromTheCatTree NoJumpScaresForPets JumpScareTugToyGame GotJumpScaredByMyDog JumpScareKittenStalk JumpScarePounce JumpScareTunnelZoom',
  },
  'bobby pin': {
    pet: 'BobbyPinSweepForPuppy VetSaysNoBobbyPins BobbyPinPickupPatrol BobbyPinPetPortrait KittenProofBobbyPins BobbyPinStashOutOfReach WindyWalkiesBobbyPins CatEarsBobbyPinBun',
  },
  jewelry: {
    pet: 'PawPrintCharmJewelry JewelryPuppyLocket JewelryFurColorBeads JewelryPetNameTag JewelryBoxCatNap JewelryStashKittyProof JewelryPupPortraitPendant JewelryInspiredByMyBunny',
  },
  diy: {
    fashion:
      'ThriftFlipChallenge DIYTieDyeHoodie DIYStencilJeans DIYSneakerPaint DIYBeadedCharm PatchworkPants DIYPatchTheRip EmbroideredDIYCollar',
    prank:
      'GooglyEyeInvasion DIYWhoopeeCushion CardboardCutoutDouble DIYConfettiEnvelope DIYEndlessGiftBox DIYSockPuppetCameo DIYFlowerBouquetSurprise BubbleWrapDIYRug',
  },
  hanukkah: {
    dance:
      'HanukkahHora SpinLikeADreidel ChanukahCharleston HanukkahGeltBounce HanukkahKlezmerStep MenorahGlowGroove HanukkahLatkeShuffle TwirlIntoHanukkah',
    fitness:
      'HanukkahLatkeLunges HanukkahGeltSquats HanukkahDreidelReps HanukkahWallSit EightNightsStreak ChanukahCardio HanukkahJumpingJacks BurnOffHanukkahDonuts',
  },
  mud: {
    prank:
      'MuddyFootprintStickers MudPuddleRugDecal DirtCupWormSurprise MudBootCleanupFairy MudMonsterPhotobomb MudPieGiftWrapGag WhatsInTheMudBox MudroomJokeSign',
  },
  scissors: {
    cooking:
      'PizzaWithScissors ScissorChipsFromScratch OnlyScissorsDinner ScissorCutNoodles ScissorsOctopusHotDogs HerbSnipGarnish ScissorSnippedPasta ScissorsPancakeStrips',
  },
  cake: {
    funny:
      'EverythingIsCake LeaningTowerOfCake CakeRecipePhotoVsMine NailedItCakeCopy SmashCakeReactions CakeDecoratingBloopers DramaticCakeCutting RateMyUgliestCake',
    prank:
      'HalfBirthdayCake SecretPinataCake ShoeThatsActuallyCake CakeInTheLunchbox CakeSprinkleSurprise ItWasCakeAllAlong CakeBoxFullOfVeggies CakeWrongNameBluff',
  },
  makeup: {
    prank:
      'MakeupSurpriseMakeover GlitterFrecklePrank CopyTheirMakeupLook MakeupKindNotesOnVanity MakeupBagSwitcheroo FullGlamForDad MakeupBrushBouquet MakeupMirrorCompliment',
  },
  basement: {
    prank:
      'BasementFortReveal BasementPosterGallery BasementNeonTakeover GlowStickBasementRave BasementMovieSetup BasementBalloonFlood BasementPlushAudience BasementTreasureMap',
  },
  cowgirl: {
    pet: 'CowgirlDogBandana CowgirlPupTrailWalk YeehawPetParade',
  },
  icicle: {
    travel:
      'IcicleSpottingStroll SnowDayIcicleSafari IciclesUnderTheBridge PackForIcicleWeather BiggestIcicleInTown WinterWonderlandWalk CountIciclesRoadTrip IcicleCabinGetaway',
  },
  boardwalk: {
    prank:
      'BoardwalkPlushSeagull BoardwalkToyCrabSurprise BoardwalkSillyHatAmbush BoardwalkBalloonBouquet BoardwalkClawPrizeSwap PierPhotoBoothCameo BoardwalkTicketShower BoardwalkCaricatureReveal',
  },
  'dad prank': {
    cooking: 'DadPrankCookieMessage DadPrankGrillSurprise PancakeFaceForDad',
    pet: 'DadPrankPetInRecliner DadPrankCatLapTakeover DogStealsDadsSpot',
  },
  denver: {
    dance: 'DenverParkHoedown DenverSnowDance MileHighGroove',
  },
  cheer: {
    fitness:
      'CheerUpPushUps CheerJumpDrills CheerleaderWallSit CheerCoreCrunches ToeTouchReps PompomArmBurn CheerSquadSquats HighKickCheerOff',
  },
  'the office': {
    pet: 'TheOfficeKittyCameo PetsAsTheOfficeCast PetAsRegionalManager',
  },
  egg: {
    gaming:
      'HiddenGameEasterEggs EggHatchStepCount EggCartonCheckers EggCupTrickShot EggDropDuel ChickenOrEggTrivia EggTossLeaderboard EggSpoonRelay',
  },
  puzzle: {
    prank:
      'HideTheLastPuzzlePiece UpsideDownPuzzlePrank PuzzleSolvedOvernight JigsawLoveNote PuzzlePhotoSurprise PuzzleMixUp PuzzleBoxSwitcheroo ToddlerPuzzleSwap',
  },
  kirby: {
    pet: 'KirbyDogPortrait PetAsKirby KirbyPetSnackTime',
  },
  'story time': {
    speed:
      'StoryTimeRapidRound SixWordStory SpeedReadStoryTime StoryTimeTongueTwisters FastForwardStoryTime StoryTimeEmojiSprint RelayStoryTime AlphabetStoryTime',
  },
  'tow truck': {
    wellness:
      'ThankATowTruckDriver TowTruckSilverLining TowTruckPatienceTest TowTruckCalmPlaylist FlatTireMindset TowAwayYourWorries BeSomeonesTowTruck TowTruckGratitudeList',
  },
  'job interview': {
    prank:
      'InterviewForDishDuty InterviewGoodLuckNote JobInterviewForTheDog JobInterviewMockBoss InterviewYoureHiredBanner InterviewConfettiWelcome JobInterviewCupcakeCheer InterviewForRemoteHolder',
  },
  tshirt: {
    prank:
      'TshirtWithTheirFace TshirtBackMessage TinyTshirtSwap TshirtInsideOutGag TshirtSleevesKnotted TshirtOrigamiFold TshirtPlushModel TshirtPocketNote',
    art: 'TshirtFabricCrayons PaintAPlainTshirt EmbroiderYourTshirt OldTshirtToToteBag ReverseTieDye GraphicTeeGlowUp TshirtStencilPrint TshirtMarkerDoodle',
  },
  'gender reveal': {
    fitness:
      'GenderRevealColorRun GenderRevealTugOfWar GenderRevealBumpWalk GenderRevealLunges PinkVsBluePushUps GenderRevealBurpees GenderRevealYogaFlow SquatTillGenderReveal',
  },
  honey: {
    prank:
      'HoneyDoListDone HoneyImHomeFakeout HoneyPancakeWakeUp HoneyJarLoveLetter BeeCostumeDoorbell WhoStoleTheHoney HoneycombCandySurprise HoneyDrizzleSmileyToast',
  },
  kenya: {
    funny: 'KenyaSwahiliMixUps KenyaMatatuRideVibes WarthogRunawayTails',
    pet: 'KenyaDogNameIdeas KenyaSafariPupPose SavannaPetPortrait',
  },
  shorts: {
    art: 'ShortsTieDye JortsEmbroidery ShortsPatchDesign PaintYourPockets ShortsAppliqueHearts CutoffFringeCraft ShortsStencilArt DoodleOnYourShorts',
  },
  'diaper change': {
    prank:
      'DiaperChangeSurpriseNote OnesieMessageReveal DiaperChangeDadJokes SneakyDiaperChangeHandoff DiaperChangeDoneAlready TeddyNeedsADiaperChange DiaperChangeGoldMedal RiggedDiaperChangeDraw',
  },
  'barbershop quartet': {
    pet: 'BarbershopQuartetPets BarbershopQuartetHowl BarbershopQuartetPups',
  },
  sunflower: {
    prank:
      'SunflowerGrewOvernight SunflowerThatFollowsThem SunflowerSeedMessage SunflowerOnTheirPillow SunflowerLunchboxNote HiddenSunflowerHunt SunflowerFaceCutout SunflowerDeskMakeover',
  },
  creeper: {
    pet: 'CreeperCatSneak CreeperPixelPupArt SneakyKittyHiss',
  },
  'crawfish boil': {
    funny: 'CrawfishBoilFirstTimer CrawfishBoilFaces CrawfishBoilBibFails',
    pet: 'CrawfishBoilDogSitter CrawfishBoilPlushToy BackyardBoilPupParty',
  },
  '3d drawing': {
    prank: '3DDrawingCandyBowl 3DDrawingPopUpCard 3DDrawingMiniDoor',
  },
  'bubble gum': {
    prank:
      'EmptyBubbleGumPack WantSomeGum BubbleGumColorTakeover BubbleGumBalloonRoom BubbleGumStickSnapper GumWrapperLoveNote JumboGumSwap BubbleGumBlowUpBluff',
    pet: 'BubbleGumPetPortrait BubbleGumFoodBowl BubbleGumSqueakyToy BubbleGumBigBallFetch GumballMachineTreatDrop BubbleGumColorDogBed BubbleGumBunnyHutch BubbleGumCatScratcher',
  },
  'baseball bat': {
    speed:
      'BaseballBatSpeedTest BaseballBatSwingCount BaseballBatFactsQuiz BaseballBuntDash AroundTheBasesSprint BaseballBatBalanceRelay BaseballBatGripRace BaseballBatTriviaBlitz',
  },
  'cake topper': {
    pet: 'DogBirthdayCakeTopper PetPortraitCakeTopper PawPrintCakeTopper GotchaDayCakeTopper CakeTopperFromPupTreats KittyPlushCakeTopper TennisBallCakeTopper BunnyCarrotCakeTopper',
  },
  toolbox: {
    speed:
      'ToolboxSpeedSort ToolboxTimeTrial TenSecondToolbox ToolboxGuessTheGadget ToolboxPitStop ToolboxRelay FlatPackToolboxRace NutsOnBoltsToolbox',
  },
  'parks and rec': {
    pet: 'ParksAndRecDogWalk ParksAndRecPetNames LilSebastianPet',
  },
  thai: {
    pet: 'PetSongkranSplash ThaiCushionCatNap PetThaiSilkBandana',
  },
  disney: {
    pet: 'DisneyDogMovieNight PetDisneyBound PetMouseEars',
  },
  nail: {
    prank:
      'PressOnNailSurprise NailArtTwinPrank ManiDayAmbush NailGemSparkleGift GlitterHandshake PaintDadsPinky NailColorMysteryPick NailShadeNameSwap',
  },
  country: {
    pet: 'CountryDogHowl CountryMusicPupNap CountrySongForMyCat',
  },
  'australian shepherd': {
    prank: 'MiniAussiePlushSwap AustralianShepherdHide AustralianShepherdHeist',
  },
  'fall guys': {
    pet: 'FallGuysCatCourse DogAgilityFallGuys PupObstacleShowdown',
  },
  portal: {
    pet: 'PortalPetTeleport PortalCatTunnel PetCompanionCube',
  },
  'donkey kong': {
    pet: 'DonkeyKongCatJungle DonkeyKongPetTie PetBananaHunt',
  },
  majorette: {
    pet: 'MajorettePetParade MajoretteDogStrut MajoretteCatWandPlay',
  },
  'weasley twins': {
    pet: 'WeasleyTwinsCatNames WeasleyTwinsPetDuo TwinPetsMatching',
  },
  '50 states': {
    funny: '50StatesWeirdLaws 50StatesFunnyTownNames LicensePlateSlogans',
  },
  milkshake: {
    prank:
      'MilkshakeFlavorMystery MilkshakeGooglyEyes ExtraToppingsOverload MilkshakeWhippedSmiley GiantSillyStraw MilkshakeNoteOnCup MilkshakeDateInvite MilkshakeStickerSneak',
  },
  'the flash': {
    pet: 'MyPetIsTheFlash TheFlashFetchRace SpeedForceZoomies',
  },
  hamilton: {
    pet: 'HamiltonDogSingAlong HamiltonPetCast HamiltonKittyNameIdeas',
  },
  treat: {
    art: 'TreatJarPainting TreatPhotoShoot BiscuitIcingArt DogTreatStillLife TreatMosaicPortrait SketchTheTreatFace StopMotionCatTreats TreatBagWatercolor',
  },
  'human fall flat': {
    pet: 'HumanFallFlatPupWatch HumanFallFlatCatReferee WobblyPetWalk',
  },
  detention: {
    prank: 'DetentionSlipSurprise DetentionCandyCoupon ChalkboardMessagePrank',
  },
  yard: {
    speed:
      'BackyardObstacleCourse LeafRakeSprint YardRingTossRush YardCleanupRace YardSprinklerDash FrontYardWeedOff YardScavengerBlitz YardEggAndSpoonRun',
  },
  'report card': {
    prank:
      'ReportCardForTheChef ReportCardSillyAwards GradeTheFamily ReportCardForTheDog GoldStarStickerAmbush ReportCardForDad ReportCardTreasureHunt ReportCardForMyBestie',
  },
  'coral reef': {
    pet: 'ReefVideoForCats CoralReefKittyCave FishTankStareOff',
  },
  doritos: {
    pet: 'DoritosBagCrinkleTest DoritosNotForDogs TrianglePlushFetch',
  },
  'fashion week': {
    prank: 'FashionWeekCatwalkAtHome FashionWeekHallwayAmbush FrontRowSurprise',
  },
  hoverboard: {
    tech: 'HoverboardUnboxing HoverboardHelmetCheck SelfBalancingTechTest',
  },
  mariachi: {
    pet: 'MariachiPetSerenade MariachiPupPortrait SerenataForMyDog',
  },
  jimin: {
    pet: 'JiminPetReaction JiminDogPortrait LikeCrazyPuppy',
  },
  black: {
    prank: 'BlackTieDinnerAtHome BlackoutBirthdaySurprise BlackCatPlushSurprise',
  },
  totoro: {
    pet: 'TotoroDogSketch TotoroPlushVsMyPet CatbusCatBed',
  },
  'wonder woman': {
    pet: 'WonderWomanHeroDog WonderWomanPupTiara PetPowerPose',
  },
  palindrome: {
    pet: 'PalindromeTrickCombo PalindromePetPose PalindromeDogNames',
  },
  bob: {
    prank: 'BobCutWigPrank BobTwinSurprise BigChopWigReveal',
  },
  phuket: {
    funny: 'PhuketExpectations PhuketFlipFlopFails LongtailBoatSplash',
  },
  'hair care': {
    prank: 'HairCareWigSurprise HairCareGlitterBraid HairCareScrunchieSwap',
  },
  voiceover: {
    prank: 'VoiceoverPetThoughts VoiceoverDoorbell NarratorFollowsYou',
  },
  'fashion sketch': {
    pet: 'FashionSketchCatPortrait FashionSketchDogCoat PetCoutureDesign',
  },
  'club penguin': {
    pet: 'ClubPenguinPetPuffle ClubPenguinKittyIgloo PetAsAPuffle',
  },
  balayage: {
    prank: 'BalayageMatchingBesties BalayageWigSurprise HighlightsHairChalk',
  },
  'pan flute': {
    fitness: 'PanFluteBreathWorkout PanFluteLungCapacity PanFlutePostureReset',
  },
  'setting spray': {
    pet: 'SettingSprayCatFreeZone SettingSprayPupSafeRoom MakeupPetAssistant',
  },
  toothpaste: {
    pet: 'DogToothpasteReview PetToothpasteFirstTry CatToothpasteFingertip DogSafeToothpasteTest PupSmileCheck VetApprovedToothpaste KittenToothpasteDebut ToothpasteChickenFlavor',
  },
  tailor: {
    funny:
      'TailorRatesMyFit ButtonPopPanic TailorHemDisaster TailorSideEye BrutallyHonestTailor SplitSeamSquat TailorPatternMixUp TailorMeasuresTheDog',
  },
  sunset: {
    prank:
      'SunsetPicnicSurprise SunsetPlaylistGift ChalkMessageAtSunset SunsetBalconyDinner SunsetSerenadeAmbush TurnAroundAndLook IndoorSunsetLamp SunsetFakeBackdrop',
  },
  impression: {
    speed:
      'CartoonImpressionDash ImpressionSwitchUp TenVoicesOneMinute ImpressionRelay AlphabetImpressions ImpressionCountdown SpinTheWheelImpressions ImpressionBlitz',
  },
};
